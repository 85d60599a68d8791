import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { offsetMap } from '../../../src/core/offsets.js';
import { detectNames, findNameSpans, lexicalDetectors } from '../../../src/detect/lexical/index.js';

const names = (text: string) => findNameSpans(text).map((s) => text.slice(s.start, s.end));

describe('person-name detector (PII-1-NAME)', () => {
  it('finds African full names', () => {
    assert.deepEqual(names('Adaeze Okonkwo, NIN 12345678901, +234 803 123 4567'), ['Adaeze Okonkwo']);
    assert.deepEqual(
      names('Witnesses: Wanjiku Kamau, Otieno Odhiambo, Kwame Mensah, Sipho Dlamini and Hauwa Abdullahi.'),
      ['Wanjiku Kamau', 'Otieno Odhiambo', 'Kwame Mensah', 'Sipho Dlamini', 'Hauwa Abdullahi'],
    );
    assert.deepEqual(names('Okonkwo Adaeze signed'), ['Okonkwo Adaeze']); // family name first
  });

  it('finds European full names with particles, accents, apostrophes and hyphens', () => {
    assert.deepEqual(
      names("Maria García López, Johan van der Merwe, Sean O'Brien, Hans Müller and Mary Okonkwo-Adeyemi met."),
      ['Maria García López', 'Johan van der Merwe', "Sean O'Brien", 'Hans Müller', 'Mary Okonkwo-Adeyemi'],
    );
    assert.deepEqual(names('ADAEZE OKONKWO'), ['ADAEZE OKONKWO']);
  });

  it("reads a transcript speaker's label and \"I'm\" as cues, but not chat roles or form labels", () => {
    assert.deepEqual(names('Halldór: What a wife.\nKoppány: "Who are you?"'), ['Halldór', 'Koppány']);
    assert.deepEqual(names("I'm Bojka Žilih, originally from Kranj."), ['Bojka Žilih']);
    assert.deepEqual(names("Bot: What's the name on the account?\nUser: fine"), []);
    assert.deepEqual(names('Phone: 0803 555 7890\nWebsite: Example'), []);
    // A label in another language before a form value (no lower-case word follows): no speaker.
    assert.deepEqual(names('Παραλαβή: Λεωφόρος Συγγρού 119'), []);
    // Mid-line, "Halldór:" is no speaker label.
    assert.deepEqual(names('the notes of Halldór: Unclear'), []);
  });

  it('reads two or three name words heading a block of lines as a name, not a one-word or English heading', () => {
    assert.deepEqual(names('Julcsa Kárpáthy\nMhealthcoach\n50668 Kiannonkatu 98'), ['Julcsa Kárpáthy']);
    assert.deepEqual(names('>Tzigane Lantos\n>Fritz-Armstrong'), ['Tzigane Lantos']);
    assert.deepEqual(names('Annual Report\nSummary of the year'), []);
    assert.deepEqual(names('Mhealthcoach\nLagos'), []);
    // Alone on the last line nothing follows: not a heading.
    assert.deepEqual(names('Regards,\nJulcsa Kárpáthy'), []);
  });

  it('reads a town name before a family name, the two alone, as the given name', () => {
    assert.deepEqual(names('Have you been to a Pálmi Einarsson concert before?'), ['Pálmi Einarsson']);
  });

  it('knows family names from the people-names word list (Graves, Pearson) beside known ones', () => {
    assert.deepEqual(names('The founders Monica Graves and Tom Pearson met.'), ['Monica Graves', 'Tom Pearson']);
  });

  it('keeps initials inside the name', () => {
    assert.deepEqual(names('Signed by Adesola E. Okonkwo today.'), ['Adesola E. Okonkwo']);
    assert.deepEqual(names('A. Okonkwo signed.'), ['A. Okonkwo']);
  });

  it('uses titles as cues and takes them into the span, keeping where the name itself starts', () => {
    const text = 'Mr Okonkwo met Dr. Wanjiku Kamau, Chief Obi Okafor and Alhaji Musa Bello.';
    const spans = findNameSpans(text);
    assert.deepEqual(
      spans.map((s) => [text.slice(s.start, s.end), s.title, text.slice(s.nameStart ?? s.start, s.end)]),
      [
        ['Mr Okonkwo', 'Mr', 'Okonkwo'],
        ['Dr. Wanjiku Kamau', 'Dr', 'Wanjiku Kamau'],
        ['Chief Obi Okafor', 'Chief', 'Obi Okafor'],
        ['Alhaji Musa Bello', 'Alhaji', 'Musa Bello'],
      ],
    );
    assert.ok(spans.every((s) => s.confidence >= 0.8));
    assert.deepEqual(names('Peter Obi spoke.'), ['Peter Obi']); // a title word that is also a family name
    assert.deepEqual(names('Mevrouw de Vries en Herr Müller.'), ['Mevrouw de Vries', 'Herr Müller']); // particles after a title
  });

  it('does not read common words as names', () => {
    assert.deepEqual(names('May I help you? Will Street is closed.'), []);
    assert.deepEqual(names('Hope you are well. Bank Street. Young Adults. Brown Sugar.'), []);
    assert.deepEqual(names('The Federal Republic of Nigeria and Lagos State Government.'), []);
    assert.deepEqual(names('Der Patient kam am Montag. Le patient est venu Lundi.'), []); // EU weekdays
    assert.deepEqual(names('Victoria Island, Port Harcourt and Cape Town.'), []);
    // Not one name across lines: two lone names.
    assert.deepEqual(
      findNameSpans('Adaeze\nOkonkwo').map((s) => s.lone),
      [true, true],
    );
  });

  it('reports a strong name standing alone as a less sure, lone name', () => {
    const text = 'Okonkwo called. The founders were Becker and Wanjiku.';
    const spans = findNameSpans(text);
    assert.deepEqual(
      spans.map((s) => [text.slice(s.start, s.end), s.lone, s.confidence]),
      [
        ['Okonkwo', true, 0.6],
        ['Becker', true, 0.6],
        ['Wanjiku', true, 0.6],
      ],
    );
    // a soft name alone only when a person's verb follows it
    assert.deepEqual(names('Scott said no. Grace’s car. Grace is a virtue.'), ['Scott', 'Grace']);
    // ... but not a place word, a heading in capitals, or a soft name alone
    assert.deepEqual(names('We flew to Czech Republic, then Nairobi. GRACE. Grace.'), []);
  });

  it('ignores words glued into e-mail addresses and URLs, contractions and job titles', () => {
    assert.deepEqual(names('Write to AdaezeOkonkwo@example.com or www.KwameMensah.com'), []);
    assert.deepEqual(names("I'm Adaeze's sister."), ['Adaeze']);
    assert.deepEqual(names('Producer Wanjiku Kamau explained.'), ['Wanjiku Kamau']);
  });

  it('recognises name shapes the lexicon lacks (Slavic, Nordic, Greek endings; Yoruba and Kalenjin prefixes)', () => {
    assert.deepEqual(names('Faina D. Yefremova met Oluwadarasimi Kipkurgat and Sölvi Salómonsson.'), [
      'Faina D. Yefremova',
      'Oluwadarasimi Kipkurgat',
      'Sölvi Salómonsson',
    ]);
  });

  it('accepts unknown names after a cue phrase and bare initials inside a name', () => {
    assert.deepEqual(names('My name is Aantje Mourik.'), ['Aantje Mourik']);
    assert.deepEqual(names('Dear Zyxwu Qoplan,'), ['Zyxwu Qoplan']);
    assert.deepEqual(names('A song by Szabina J Kowalski.'), ['Szabina J Kowalski']);
  });

  it('joins a marked "FAMILY, Given" order but keeps plain lists apart', () => {
    assert.deepEqual(names('Name: Okonkwo, Adaeze. SMITH, John signed.'), ['Okonkwo, Adaeze', 'SMITH, John']);
    assert.deepEqual(names('Founders: Becker, Vasquez and Anna.'), ['Becker', 'Vasquez', 'Anna']);
  });

  it('keeps soft names beside a strong one', () => {
    assert.deepEqual(names('Grace Okafor called.'), ['Grace Okafor']);
    assert.deepEqual(names('Please ask Will Okafor.'), ['Will Okafor']);
  });

  it('reports UTF-16 spans that map to code points after an emoji, with a normalised value', () => {
    const text = '📞 Call 👩🏾 Adaeze  Okonkwo now';
    const [span] = detectNames(text);
    assert.ok(span);
    assert.equal(text.slice(span.start, span.end), 'Adaeze  Okonkwo');
    const map = offsetMap(text);
    assert.deepEqual([map.toCodePoint(span.start), map.toCodePoint(span.end)], [10, 25]);
    assert.equal(span.category, 'PII-1-NAME');
    assert.equal(span.detector, 'rule:names_lexicon');
    assert.equal(span.normalized, 'adaeze okonkwo');
  });

  it('is registered with the lexical detectors', () => {
    assert.deepEqual(
      lexicalDetectors.map((d) => d.name),
      ['names_lexicon', 'locations_gazetteer'],
    );
  });
});
