// Person names in African-language and Pidgin news (session 15, issue 13), on sentences written for this test
// (not taken from the prose sets or the development file): the weekdays and months of the cue languages
// (name-stoplist.json `calendar`) are no part of a person or a place, two full names joined by a word that is
// "and" in a cue language (`conjunctionParticles`) are two persons, a given name that is an English word joins
// the surname after it, and the titles of those languages open a person. The first blocks feed the rules the
// spans a tagger might propose, so each rule is checked whatever the weights say; the last runs the shipped
// tagger and the lexical scanner end to end.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectSpans } from '../../../src/detect/pipeline.js';
import { proposeEntities } from '../../../src/detect/tagger/index.js';
import type { RefinedSpan } from '../../../src/detect/tagger/refine.js';
import { cueAt, cueEndsBefore, cueWord, tokenize } from '../../../src/detect/tagger/tokens.js';
import { scanNameTokens } from '../../../src/detect/lexical/nameTokens.js';
import { isCalendarWord, isConjunctionParticle, isGivenName, isNameTitle, nameTokenStrength } from '../../../src/lexicon/index.js';
import { at, refined } from '../../helpers/refineSpans.js';

/** The person spans only (the place rules may add the places of the sentence). */
const persons = (text: string, spans: RefinedSpan[]) => refined(text, spans).filter((s) => s.startsWith('PER:'));

const tagged = (text: string) => proposeEntities(text).map((p) => `${p.label}:${text.slice(p.start, p.end)}`);

describe('the lexicons of African-language news', () => {
  it('knows the weekdays and months of the cue languages as calendar words, never as names', () => {
    for (const w of ['Litinin', 'Jumanne', 'Ijumaa', 'Moqebelo', 'Hlakola', 'Kwasiada', 'Memeneda', 'Mọnde', 'Jenụwarị', 'Lwesibili', 'Ajé', 'Tuesday', 'Janvier']) {
      assert.ok(isCalendarWord(w), w);
      assert.equal(nameTokenStrength(w), 'never', w);
    }
    // Not weekdays: a place, a name, an English word.
    for (const w of ['Accra', 'Juma', 'Musa', 'table', 'May']) assert.equal(isCalendarWord(w), false, w);
  });
  it('knows the titles of Hausa, Yorùbá, Igbo, Swahili, isiZulu, Sesotho, Twi and Pidgin news, tone marks folded', () => {
    for (const w of ['Shugaba', 'Gwamna', 'Sanata', 'Maazị', 'Rais', 'Bw', 'Mhe', 'UMnu', 'UNkk', 'Ntate', 'Ɔpanyin', 'Opanyin', 'Oga', 'Gómìnà', 'Ìyáàfin', 'Ọ̀mọ̀wé']) assert.ok(isNameTitle(w), w);
    assert.equal(isNameTitle('Waziri'), false, 'Waziri wa Barabara names an office, not a person');
  });
  it('knows names of God and common opening words of those languages as no names', () => {
    for (const w of ['Mungu', 'Chineke', 'Ubangiji', 'Modimo', 'Onyankopɔn', 'Ọlọ́run', 'Wahala', 'Sawubona', 'Dumela', 'Spika', 'Mwenyekiti', 'Kakakin']) assert.equal(nameTokenStrength(w), 'never', w);
  });
  it('lists English-word given names as given names that stay soft alone', () => {
    for (const w of ['Blessing', 'Memory', 'Given', 'Trust', 'Loveness', 'Winner', 'Sunday']) assert.ok(isGivenName(w), w);
    assert.notEqual(nameTokenStrength('Memory'), 'strong');
    assert.ok(isConjunctionParticle('da') && isConjunctionParticle('le'));
    assert.equal(isConjunctionParticle('van'), false);
  });
});

describe('calendar words at the edge of a span', () => {
  it('cuts a weekday off the end of a person or a place, glued isiZulu prefix and full stop included', () => {
    const zu = 'Lolu daba lubikwe nguBongani Ngcobo ngoLwesibili.';
    assert.deepEqual(refined(zu, at(zu, 'PER', 'Ngcobo ngoLwesibili')), ['PER:Ngcobo']);
    const tw = 'Kofi Mensah ne Ama Osei kɔɔ Accra Kwasiada.';
    assert.deepEqual(refined(tw, at(tw, 'LOC', 'Accra Kwasiada')), ['LOC:Accra']);
    const st = 'Re tla bonana ka Moqebelo. Lerato';
    assert.deepEqual(refined(st, at(st, 'PER', 'Moqebelo.')), []);
  });
  it('drops a span that is only a weekday or a month', () => {
    const sw = 'Waziri alitembelea Kisumu siku ya Jumanne, na atarudi mwezi Desemba.';
    assert.deepEqual(refined(sw, [...at(sw, 'LOC', 'Kisumu'), ...at(sw, 'PER', 'Jumanne'), ...at(sw, 'LOC', 'Desemba')]), ['LOC:Kisumu']);
  });
  it('keeps a weekday that opens a person as a given name, and a weekday that is also a place', () => {
    const ng = 'Ministan lafiya, Sunday Lawal, ya ce.';
    assert.deepEqual(refined(ng, at(ng, 'PER', 'Sunday Lawal')), ['PER:Sunday Lawal']);
    const alone = 'Tell Sunday to call me before the meeting.';
    assert.deepEqual(refined(alone, at(alone, 'PER', 'Sunday')), ['PER:Sunday']);
    const gh = 'We moved to Labone last year.';
    assert.deepEqual(refined(gh, at(gh, 'LOC', 'Labone')), ['LOC:Labone']);
  });
});

describe('two persons joined by "and" of a cue language', () => {
  it('splits two full names joined by Hausa da or Sesotho le', () => {
    const ha = 'Haka kuma, Bashir Tanko da Musa Bello sun isa Sokoto.';
    assert.deepEqual(persons(ha, at(ha, 'PER', 'Bashir Tanko da Musa Bello')), ['PER:Bashir Tanko', 'PER:Musa Bello']);
    const st = 'Lebohang Nkhatho le Teboho Molapo ba fihlile Maseru.';
    assert.deepEqual(persons(st, at(st, 'PER', 'Lebohang Nkhatho le Teboho Molapo')), ['PER:Lebohang Nkhatho', 'PER:Teboho Molapo']);
  });
  it('keeps a name with its own particle whole', () => {
    for (const name of ['Maria da Graça Machel', 'Luiz Inácio da Silva', 'Pieter Jacobus le Roux', 'Pedro Costa da Silva Santos']) {
      const text = `Yesterday ${name} spoke in Maputo.`;
      assert.deepEqual(refined(text, at(text, 'PER', name)), [`PER:${name}`], name);
    }
  });
  it('splits the lexical scanner\'s run the same way', () => {
    const runs = (text: string) => scanNameTokens(text).map((t) => (t.joinsNext ? `${t.text}+` : t.text)).join(' ');
    assert.equal(runs('Bashir Tanko da Musa Bello sun isa.'), 'Bashir+ Tanko Musa+ Bello');
    assert.equal(runs('Maria da Graça Machel spoke.'), 'Maria+ Graça+ Machel');
    // isiZulu's glued "and" opens a second name; another personal prefix ("uSipho") does not.
    assert.equal(runs('Umqeqeshi uthe uMemory noAyanda bazodlala.'), 'Umqeqeshi Memory Ayanda');
    assert.equal(runs('kusho uSipho Dlamini ngempela.'), 'Sipho+ Dlamini');
  });
});

describe('an English-word given name before a surname', () => {
  it('joins the person after it', () => {
    const pcm = 'Winner Eze wey be nurse for Ajegunle hospital don win award.';
    assert.deepEqual(refined(pcm, at(pcm, 'PER', 'Eze')), ['PER:Winner Eze']);
    const tw = 'Awuraa Beauty Osei na ɔdii nkonim.';
    assert.deepEqual(refined(tw, at(tw, 'PER', 'Osei')), ['PER:Beauty Osei']);
  });
  it('leaves a sentence-opening verb, a weekday after a lower-case word and a title alone', () => {
    const will = 'Will Okafor come tomorrow?';
    assert.deepEqual(refined(will, at(will, 'PER', 'Okafor')), ['PER:Okafor']);
    const day = 'They met on Sunday Okafor and his wife.';
    assert.deepEqual(refined(day, at(day, 'PER', 'Okafor')), ['PER:Okafor']);
    const unknownWord = 'The Table Okafor bought was old.';
    assert.deepEqual(refined(unknownWord, at(unknownWord, 'PER', 'Okafor')), ['PER:Okafor']);
  });
});

describe('speech cues of the cue languages in foreign text', () => {
  // Long enough (8 lower-case words and more) and far enough from English that a person needs evidence.
  const sw = 'Mungu ibariki familia hii kwa sababu wamepata msaada mkubwa, alisema Faraji Mollel baada ya mazishi.';
  it('keeps an unknown name right after a speech verb of the language', () => {
    assert.deepEqual(persons(sw, at(sw, 'PER', 'Faraji Mollel')), ['PER:Faraji Mollel']);
    const ig = 'Anyị agaghị anabata nke a ma ọlị n\'obodo anyị, ka Obiọra Nwaọgụ kwuru n\'ụtụtụ ahụ.';
    assert.deepEqual(persons(ig, at(ig, 'PER', 'Obiọra Nwaọgụ')), ['PER:Obiọra Nwaọgụ']);
  });
  it('drops the same unknown capitals with no speech verb, title or known name beside them', () => {
    const none = 'Mungu ibariki familia hii kwa sababu wamepata msaada mkubwa, baada ya Faraji Mollel mazishi yalifanyika.';
    assert.deepEqual(persons(none, at(none, 'PER', 'Faraji Mollel')), []);
  });
});

describe('a quoted speaker', () => {
  it('reads a given name that is an English word as the speaker right after a closed quotation and before a reporting verb', () => {
    const pcm = '"I no know wetin I go do now, na God go help me," Blessing tok. Fire service oga for Owerri say di fire don quench.';
    assert.deepEqual(persons(pcm, []), ['PER:Blessing']);
    const en = '"We will fight on," Precious said after the hearing.';
    assert.deepEqual(persons(en, []), ['PER:Precious']);
  });
  it('leaves a word that is no given name, a name with no reporting verb, and a name not after a quotation', () => {
    const word = '"Stop there," Police said to the crowd.';
    assert.deepEqual(persons(word, []), []);
    const noVerb = '"We will fight on," Precious and the rest walked out.';
    assert.deepEqual(persons(noVerb, []), []);
    const noQuote = 'After the hearing, Precious and the others said nothing at all.';
    assert.deepEqual(persons(noQuote, []), []);
  });
});

describe('Nguni noun-class prefixes', () => {
  it('reads a known name with a glued or hyphenated personal prefix as the person in Nguni text', () => {
    const zu = 'Uma unolwazi, shayela amaphoyisa aseMgungundlovu noma uNtombi ku-0787 606 1927.';
    assert.deepEqual(persons(zu, []), ['PER:uNtombi']);
    const radio = 'Uhlelo lwasekuseni no-Ayanda, izindaba zaseGoli no-Unathi Ngubane';
    assert.deepEqual(persons(radio, at(radio, 'PER', 'Ngubane')), ['PER:no-Ayanda', 'PER:no-Unathi Ngubane']);
  });
  it('leaves a prefixed word alone in English text, and an unknown or place name after the prefix', () => {
    const en = 'I ordered uPVC windows for the kitchen from kaSipho yesterday.';
    assert.deepEqual(persons(en, []), []);
    const place = 'Sifike eMgungundlovu, sadlula kuDurban ngoMgqibelo.';
    assert.deepEqual(persons(place, []), []);
  });
  it('splits two persons joined by the glued "and" no-', () => {
    const zu = 'Umqeqeshi uthe uMemory noAyanda bazodlala eThekwini.';
    assert.deepEqual(persons(zu, at(zu, 'PER', 'uMemory noAyanda')), ['PER:uMemory', 'PER:noAyanda']);
  });
  it('reads a place written with a hyphenated locative prefix', () => {
    const zu = 'Imizi eminingi e-Umlazi yonakele, kusho uSipho.';
    assert.ok(refined(zu, []).includes('LOC:e-Umlazi'));
    const en = 'We sell e-Commerce tools.';
    assert.deepEqual(refined(en, []), []);
  });
});

describe('the shipped tagger on African-language news', () => {
  it('reads titled persons and leaves days, months and names of God out', () => {
    assert.deepEqual(tagged('Gwamna Kabiru Yusuf na jihar Kano ya kaddamar da sabon asibiti ranar Alhamis.'), ['PER:Gwamna Kabiru Yusuf', 'LOC:Kano']);
    assert.deepEqual(tagged('Mungu ibariki familia hii, alisema Neema Kiptoo baada ya mazishi huko Nyeri.'), ['PER:Neema Kiptoo', 'LOC:Nyeri']);
    const st = tagged('Modimo o re thusitse, ha rialo Memory Mokoena kamora papadi Maseru ka Mantaha.');
    assert.ok(st.includes('PER:Memory Mokoena'), st.join());
    assert.ok(!st.some((s) => /Modimo|Mantaha/.test(s)), st.join());
  });
  it('reads an office of those languages after a title as no one ("Mheshimiwa Spika"), the name after an office as the person', () => {
    assert.deepEqual(tagged('Mheshimiwa Spika, naomba kumuuliza Waziri wa Maji swali hili kuhusu mvua.'), []);
    const sw = tagged('Mwenyekiti wa kamati, Salim Onyango, ameeleza kuwa fedha zimeibiwa na watu wasiojulikana.');
    assert.deepEqual(sw, ['PER:Salim Onyango']);
  });
  it('detects both persons of a Hausa "da" pair through the whole pipeline', () => {
    const text = 'Haka kuma, Abubakar Tanko da Kabiru Garba sun isa Bauchi domin taron.';
    const persons = detectSpans(text, { jurisdiction: 'NG', backend: 'auto' })
      .filter((s) => s.category === 'PII-1-NAME')
      .map((s) => text.slice(s.start, s.end));
    assert.deepEqual(persons, ['Abubakar Tanko', 'Kabiru Garba']);
  });
});

describe('cue words of the cue languages', () => {
  it('are read in lower case and NFC, written composed or decomposed', () => {
    assert.equal(cueWord('Naitwa'), 'naitwa');
    assert.equal(cueWord('B\u1ee4'), 'b\u1ee5'); // Igbo "bụ", composed
    assert.equal(cueWord('BU\u0323'), 'b\u1ee5'); // decomposed
    assert.equal(cueWord('T\u0160WA'), 't\u0161wa'); // Sepedi "tšwa"
  });

  it('announce a name written with decomposed letters as one written composed', () => {
    const composed = 'Aha m b\u1ee5 Chidi Okeke.';
    const decomposed = 'Aha m bu\u0323 Chidi Okeke.';
    assert.deepEqual(refined(composed, []), ['PER:Chidi Okeke']);
    assert.deepEqual(refined(decomposed, []), ['PER:Chidi Okeke']);
  });
});

describe('a cue phrase at a token', () => {
  const groups = new Map([['kaunti', [['kaunti', 'ya']]], ['ma', [['ma', 'nyinge', 'en'], ['ma', 'nyinge']]]]);
  it('is the first phrase of its group written there, cased or not, with a token after it', () => {
    assert.deepEqual(cueAt(tokenize('Kaunti YA Bungoma'), groups, 0), ['kaunti', 'ya']);
    assert.deepEqual(cueAt(tokenize('ma nyinge Ouma'), groups, 0), ['ma', 'nyinge']);
    assert.deepEqual(cueAt(tokenize('ma nyinge en Ouma'), groups, 0), ['ma', 'nyinge', 'en']);
    assert.equal(cueAt(tokenize('kaunti ya'), groups, 0), undefined);
    assert.equal(cueAt(tokenize('kaunti ni Bungoma'), groups, 0), undefined);
  });
  it('holds no line break when asked for one line', () => {
    assert.deepEqual(cueAt(tokenize('kaunti\nya Bungoma'), groups, 0), ['kaunti', 'ya']);
    assert.equal(cueAt(tokenize('kaunti\nya Bungoma'), groups, 0, true), undefined);
  });
});

describe('a cue phrase ending before a token', () => {
  const groups = new Map([['by', [['employed', 'by']]], ['for', [['ask', 'for']]]]);
  it('is found by its last word and matched back from there, cased or not', () => {
    assert.equal(cueEndsBefore(tokenize('Employed BY Greggs'), groups, 2), true);
    assert.equal(cueEndsBefore(tokenize('paid by Greggs'), groups, 2), false);
    assert.equal(cueEndsBefore(tokenize('by Greggs'), groups, 1), false);
    assert.equal(cueEndsBefore(tokenize('Greggs'), groups, 0), false);
  });
  it('holds no line break, nor one before the token, when asked for one line', () => {
    assert.equal(cueEndsBefore(tokenize('ask for\nefua'), groups, 2), true);
    assert.equal(cueEndsBefore(tokenize('ask for\nefua'), groups, 2, true), false);
    assert.equal(cueEndsBefore(tokenize('ask\nfor efua'), groups, 2, true), false);
    assert.equal(cueEndsBefore(tokenize('ask for efua'), groups, 2, true), true);
  });
});

describe('a name cue that a shorter cue opens', () => {
  it('is read whole (Dholuo "ma nyinge en", not "ma nyinge" with "en" left before the name)', () => {
    assert.deepEqual(persons('Ne en dhako ma nyinge en Akinyi Ouma.', []), ['PER:Akinyi Ouma']);
  });
});
