// The built-in tagger: tokens, the weights file format, reproducible training (a small run twice, same
// bytes, the hash stated here), and the shipped model on sentences written for this test.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { labelTokens } from '../../../src/detect/tagger/corpus.js';
import { generateSentences } from '../../../src/detect/tagger/generate.js';
import { emissionScores, featurize } from '../../../src/detect/tagger/features.js';
import { proposeEntities, taggerInfo, WEIGHTS_FILE } from '../../../src/detect/tagger/index.js';
import { allowed, decode, decodeWeights, encodeWeights, L, LABELS, viterbi } from '../../../src/detect/tagger/model.js';
import { readableCase } from '../../../src/detect/tagger/tag.js';
import { capitalisedRunEnd, oneSpaceBefore, tokenize } from '../../../src/detect/tagger/tokens.js';
import { train, trainAveraged } from '../../../src/detect/tagger/train.js';

// Update when the features, the generator, the trainer, the lexicons or the word clusters change (the weights change with them).
const SMALL_RUN_SHA256 = '31df31ab7cb478b375a1ebef200329e3a5d5badaf6cb87637c088ea0f8706337';

function found(text: string, label: string): string[] {
  return proposeEntities(text)
    .filter((p) => p.label === label)
    .map((p) => text.slice(p.start, p.end));
}

describe('tagger tokens', () => {
  it('keeps inner apostrophes, hyphens and initials whole, and knows sentence starts', () => {
    const t = tokenize("Mr. D.R. Smith went to Murang'a.\nThen Sekondi-Takoradi!");
    assert.deepEqual(t.words, ['Mr', '.', 'D.R', '.', 'Smith', 'went', 'to', "Murang'a", '.', 'Then', 'Sekondi-Takoradi', '!']);
    // "Mr." and "D.R." do not end the sentence; the dot after Murang'a and the line break do.
    assert.deepEqual([...t.sentenceStart], [1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0]);
    assert.equal(t.newlineBefore[9], 1);
  });

  it("splits a possessive 's off the word before it, written glued or apart, and keeps other apostrophes", () => {
    assert.deepEqual(tokenize("Mensah's reply, O'Brien’s car and Arafat 's legacy; the applicants' case in Murang'a").words, [
      'Mensah',
      "'s",
      'reply',
      ',',
      "O'Brien",
      '’s',
      'car',
      'and',
      'Arafat',
      "'s",
      'legacy',
      ';',
      'the',
      'applicants',
      "'",
      'case',
      'in',
      "Murang'a",
    ]);
  });

  it('reads a run of capitalised words one space apart on one line, up to a length (capitalisedRunEnd)', () => {
    const t = tokenize('at Lake Bosomtwe Beach Road\nAma  Serwaa KOFI');
    // Token 1 "Lake" .. 4 "Road": at most three words.
    assert.equal(capitalisedRunEnd(t, 1, 3), 3);
    assert.equal(capitalisedRunEnd(t, 2, 3), 4);
    // A line break ends the run ("Road\nAma"), and so do two spaces ("Ama  Serwaa").
    assert.equal(capitalisedRunEnd(t, 3, 3), 4);
    assert.equal(capitalisedRunEnd(t, 5, 3), 5);
    assert.equal(oneSpaceBefore(t, 5), false);
    assert.equal(oneSpaceBefore(t, 2), true);
    // A lower-case first word, or one `accept` refuses, is no run: a - 1.
    assert.equal(capitalisedRunEnd(t, 0, 3), -1);
    assert.equal(capitalisedRunEnd(t, 7, 3, (w) => w !== w.toUpperCase()), 6);
    assert.equal(capitalisedRunEnd(t, 8, 3), 7);
  });
  it('labels tokens from character spans (B- on the first token)', () => {
    const text = 'Ada Obi lives in Lagos.';
    const labels = labelTokens(tokenize(text), [
      { type: 'PER', start: 0, end: 7 },
      { type: 'LOC', start: 17, end: 22 },
    ]);
    assert.deepEqual([...labels].map((l) => LABELS[l]), ['B-PER', 'I-PER', 'O', 'O', 'B-LOC', 'O']);
  });

  it('forbids I- after anything but its own B- or I-', () => {
    assert.equal(allowed(-1, LABELS.indexOf('I-PER')), false);
    assert.equal(allowed(LABELS.indexOf('B-LOC'), LABELS.indexOf('I-PER')), false);
    assert.equal(allowed(LABELS.indexOf('B-PER'), LABELS.indexOf('I-PER')), true);
    assert.equal(allowed(LABELS.indexOf('O'), LABELS.indexOf('B-ORG')), true);
  });
});

describe('tagger training', () => {
  it('gives the same weights byte for byte from the same sentences and seed', () => {
    const sentences = generateSentences(300, 7);
    const a = encodeWeights(train(sentences, { bits: 14, epochs: 2, seed: 11 }));
    const b = encodeWeights(train(sentences, { bits: 14, epochs: 2, seed: 11 }));
    const sha = createHash('sha256').update(a).digest('hex');
    assert.equal(createHash('sha256').update(b).digest('hex'), sha);
    assert.equal(sha, SMALL_RUN_SHA256);
    // The file reads back to the same weights.
    assert.deepEqual(encodeWeights(decodeWeights(a)), a);
  });

  it('averages members trained with different seeds deterministically; one member is the plain model', () => {
    const sentences = generateSentences(200, 7);
    const options = { bits: 14, epochs: 1 };
    assert.deepEqual(encodeWeights(trainAveraged([{ sentences, seed: 11 }], options)), encodeWeights(train(sentences, { ...options, seed: 11 })));
    const members = [
      { sentences, seed: 11 },
      { sentences: generateSentences(200, 8), seed: 12 },
    ];
    const a = encodeWeights(trainAveraged(members, options));
    assert.deepEqual(encodeWeights(trainAveraged(members, options)), a);
    assert.notDeepEqual(a, encodeWeights(train(sentences, { ...options, seed: 11 })));
  });

  it('scores a text the same through the per-word cache (inference) as through feature ids (training)', () => {
    const w = decodeWeights(readFileSync(WEIGHTS_FILE));
    const text = 'Mama Wanjiru Kamau travelled from Kisumu to Nairobi on Monday. She met Dr. O. Adeyemi there.';
    const tokens = tokenize(text);
    const fromIds = new Uint8Array(tokens.words.length);
    viterbi(w, featurize(text, tokens, w.bits), 0, tokens.words.length, fromIds);
    const fromCache = new Uint8Array(tokens.words.length);
    decode(w, emissionScores(text, tokens, w, L), 0, tokens.words.length, fromCache, 0);
    assert.deepEqual([...fromCache], [...fromIds]);
  });

  it('at inference the window stops at a line break, as featurize with lines does; training reads across it', () => {
    const w = decodeWeights(readFileSync(WEIGHTS_FILE));
    const scores = (text: string) => {
      const tokens = tokenize(text);
      const all = emissionScores(text, tokens, w, L);
      const from = tokens.words.indexOf('Greg');
      return { tokens, line: [...all.slice(from * L)] };
    };
    // The words of the line before do not change a word's scores on the next line ...
    const a = scores('Thanks for sending the file.\nGreg,\nsee you in Accra');
    const b = scores('We met them in Kumasi Road\nGreg,\nsee you in Accra');
    assert.deepEqual(a.line, b.line);
    // ... but inside a line the window runs on over a full stop, as in training.
    const c = scores('Thanks for sending the file. Greg, see you in Accra');
    const d = scores('We met them in Kumasi Road. Greg, see you in Accra');
    assert.notDeepEqual(c.line, d.line);
    // featurize with `lines` is what inference reads; without it (training) the window crosses the break.
    const text = 'Thanks for sending the file.\nGreg,\nAdaeze Okafor\nLagos';
    const tokens = tokenize(text);
    const n = tokens.words.length;
    const fromIds = new Uint8Array(n);
    viterbi(w, featurize(text, tokens, w.bits, true), 0, n, fromIds);
    const fromCache = new Uint8Array(n);
    decode(w, emissionScores(text, tokens, w, L), 0, n, fromCache, 0);
    assert.deepEqual([...fromCache], [...fromIds]);
    assert.notDeepEqual([...featurize(text, tokens, w.bits, true)], [...featurize(text, tokens, w.bits)]);
  });

  it('refuses a file that is not a weights file', () => {
    assert.throws(() => decodeWeights(Buffer.from('not weights at all')), /not a tagger weights file/);
  });
});

describe('the shipped tagger', () => {
  it('reads a line written all in capitals title-cased, offsets unchanged', () => {
    const text = 'FIRST BANK OF NIGERIA PLC\nNIN: 12345678901\nDear Sir, the WHO said so.';
    const readable = readableCase(text);
    assert.equal(readable, 'First Bank of Nigeria Plc\nNIN: 12345678901\nDear Sir, the WHO said so.');
    assert.equal(readable.length, text.length);
    // A long run of capitals in a line with a lower-case letter stays; the heading after it does not (cost: bench:worst-case).
    const long = `${'B'.repeat(5_000)}b1 came\nUNITY TRUST BANK PLC`;
    assert.equal(readableCase(long), `${'B'.repeat(5_000)}b1 came\nUnity Trust Bank Plc`);
    const org = proposeEntities(text).filter((p) => p.label === 'ORG');
    assert.ok(org.some((p) => text.slice(p.start, p.end).includes('BANK OF NIGERIA PLC')));
  });
  it('never runs a capitalised name on through a lower-case common word, but keeps name particles', () => {
    for (const text of ['KWAME met Kwame', 'ADAEZE met Adaeze', 'CHIDI and Chidi', 'Amina Bello saw Musa Okafor']) {
      for (const p of proposeEntities(text)) if (p.label === 'PER') assert.doesNotMatch(text.slice(p.start, p.end), / (?:met|and|saw) /);
    }
  });
  it('never runs a capitalised name on through a lower-case word of another language; a glued prefix stays in', () => {
    const cases: [string, RegExp][] = [
      ['Yɛda Onyankopɔn ase: Kwabena Ofori ne Akosua Mensah bɛware Memeneda wɔ Kumasi.', / bɛware /],
      ['Das Urteil hat die Kammer durch Richterin Sabine Vogel verkündet.', / durch /],
      ['Herr Weber kann seine Arbeit nicht fortsetzen.', / kann/],
      ['Fada Chinedu Okafor ga-ekwu okwu Chineke.', / ga-ekwu /],
    ];
    for (const [text, word] of cases) {
      const persons = proposeEntities(text).filter((p) => p.label === 'PER').map((p) => text.slice(p.start, p.end));
      assert.ok(persons.length > 0, text);
      for (const p of persons) assert.doesNotMatch(p, word, text);
    }
    const prefixed = 'Kulahlekile u-Anathi Ntuli, oneminyaka engu-37.';
    assert.ok(proposeEntities(prefixed).some((p) => p.label === 'PER' && prefixed.slice(p.start, p.end).includes('u-Anathi Ntuli')));
  });
  it('never runs a name on through a semicolon or a colon; surname-first members of a semicolon list are one person each', () => {
    const names = (text: string) => proposeEntities(text).filter((p) => p.label === 'PER').map((p) => text.slice(p.start, p.end));
    assert.deepEqual(names('INTERVIEWER: And your brother?\nKOFI: Yaw moved to Accra.'), ['KOFI', 'Yaw']);
    assert.deepEqual(names('Dear Ama: Kwesi will call.'), ['Ama', 'Kwesi']);
    assert.deepEqual(names('Present: Cllr Ama Boateng (Chair); Owusu, Kwabena; Mensah, Abena'), ['Cllr Ama Boateng', 'Owusu, Kwabena', 'Mensah, Abena']);
  });
  it('is named by the hash of its weights', () => {
    const info = taggerInfo();
    assert.match(info.sha256, /^[0-9a-f]{64}$/);
    assert.equal(info.id, `sc-tagger-${info.sha256.slice(0, 12)}`);
  });

  it('finds persons with their titles, and places, in sentences it never saw', () => {
    assert.deepEqual(found('Yesterday Dr Chiamaka Eze flew from Nairobi to Accra with her brother.', 'PER'), ['Dr Chiamaka Eze']);
    assert.deepEqual(found('Yesterday Dr Chiamaka Eze flew from Nairobi to Accra with her brother.', 'LOC'), ['Nairobi', 'Accra']);
    assert.ok(found('The letter was signed by Alhaji Sani Abubakar in Kano.', 'PER').includes('Alhaji Sani Abubakar'));
  });

  it('keeps titles and initials inside the person span', () => {
    assert.deepEqual(found('The statement was recorded by Mr D.R. Nwachukwu at the station.', 'PER'), ['Mr D.R. Nwachukwu']);
    assert.deepEqual(found('For the respondent, Mr L.-E. Okonjo, spoke briefly.', 'PER'), ['Mr L.-E. Okonjo']);
    // A judicial title chain is the office, not the name (session 15): it stays outside the span.
    assert.deepEqual(found('Lord Justice Whitcombe and Judge Mensah gave judgment.', 'PER'), ['Whitcombe', 'Mensah']);
  });

  it('reads names with letters outside ASCII, tone marks and noun-class prefixes', () => {
    assert.deepEqual(found('The applicant, Abdurrazak İnan, lives in Ankara.', 'PER'), ['Abdurrazak İnan']);
    assert.deepEqual(found('Yesterday Ìbíjọkẹ̀ Adéwálé sold fabric at the market in Ibadan.', 'PER'), ['Ìbíjọkẹ̀ Adéwálé']);
    assert.deepEqual(found('Mrs Fúnmiláyọ̀ Ògúnlẹ́yẹ̀ called from Abẹ́òkúta.', 'PER'), ['Mrs Fúnmiláyọ̀ Ògúnlẹ́yẹ̀']);
    assert.deepEqual(found('The praise poem of uMkabayi kaJama was recited in Eshowe.', 'PER'), ['uMkabayi kaJama']);
  });

  it('reads courts as organisations, not places or people', () => {
    assert.deepEqual(found('Yesterday the Szczecin Regional Court dismissed the claim.', 'ORG'), ['Szczecin Regional Court']);
    assert.deepEqual(found('Yesterday the Szczecin Regional Court dismissed the claim.', 'PER'), []);
  });

  it("finds a person before a glued possessive 's, without the 's", () => {
    assert.deepEqual(found("We reviewed Mensah's evidence and Okonkwo's reply.", 'PER'), ['Mensah', 'Okonkwo']);
    assert.deepEqual(found("Kiptoo's lawyer said the roads are bad.", 'PER'), ['Kiptoo']);
  });

  it('leaves a common word that opens a person span out of it', () => {
    assert.deepEqual(found('Thanks Ngozi Okafor for the update.', 'PER'), ['Ngozi Okafor']);
    assert.deepEqual(found('Like Ben Mensah, I will stay on the project.', 'PER'), ['Ben Mensah']);
  });

  it('does not take a capitalised sentence-initial word for a person', () => {
    assert.deepEqual(found('Please send the invoice before Friday.', 'PER'), []);
    assert.deepEqual(found('Thanks again for the quick reply.', 'PER'), []);
  });
});

describe('a line written in capitals (readableCase)', () => {
  it('reads verbs, adverbs, function words and kin words in lower case, the sentence\'s first word capitalised', () => {
    const text = 'THE NURSE MRS ADEYEMI EXPLAINED IT CLEARLY. VISITED MY AUNTIE TOLANI IN ABEOKUTA.';
    assert.equal(readableCase(text), 'The Nurse Mrs Adeyemi explained it clearly. Visited my auntie Tolani in Abeokuta.');
  });
  it('keeps names that are also verbs, places and the short country codes capitalised', () => {
    assert.equal(readableCase('MR SAID WILL CALL FROM THE US OFFICE'), 'Mr Said Will call from the Us Office');
  });
  it('the tagger ends a person before the verb after it', () => {
    const text = 'BOOKED A TABLE FOR SIX. THE SUPERVISOR MR OKONKWO APOLOGISED AND OFFERED US A REFUND.';
    const persons = proposeEntities(text).filter((p) => p.label === 'PER').map((p) => text.slice(p.start, p.end));
    assert.deepEqual(persons, ['MR OKONKWO']);
  });
});
