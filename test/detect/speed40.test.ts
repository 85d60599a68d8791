// Session 40, speed (issue 19): cheaper scans with the same findings. The register entries written family name first
// read their opening instead of looking behind for it (nameSpans.ts ENTRY_PAIR, RANKED_ENTRY); the clan-field pattern
// runs at its field words (identity.json); word lists under flags `iu` are prefix tries (quasi, dob, postcode, age,
// phone cues); a case-insensitive literal gate is answered on an ASCII text's folded copy (special/index.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detect } from '../../src/detect/index.js';
import { findNameSpans } from '../../src/detect/lexical/nameSpans.js';
import { detectSpecial } from '../../src/detect/special/index.js';
import { specialLexicon } from '../../src/detect/special/lexicon.js';

const spans = (text: string) => findNameSpans(text).map((s) => text.slice(s.start, s.end));

describe('speed40: register entries, family name first, at every opening the look-behind admitted', () => {
  it('a line start, an enumerator, a bullet, a dash before a town', () => {
    assert.deepEqual(spans('Prize list\n1. Mensah, Kofi\n2) Okafor, Ngozi – Enugu\n3rd van Wyk, Anna Marie\n- Bello, Aisha'), [
      'Mensah, Kofi',
      'Okafor, Ngozi',
      'van Wyk, Anna Marie',
      'Bello, Aisha',
    ]);
  });

  it("a label's colon, list items after ';', table cells after '|' and a tab (also inside the entry)", () => {
    assert.deepEqual(spans('Judges: Okafor, Ngozi; Mensah, Kofi; Adeyemi, Tunde.'), ['Okafor, Ngozi', 'Mensah, Kofi', 'Adeyemi, Tunde']);
    assert.deepEqual(spans('Results | Mensah, Kofi | Okafor, Ngozi |\n\tBello,\tAisha\n'), ['Mensah, Kofi', 'Okafor, Ngozi', 'Bello,\tAisha']);
  });

  it('a ranked list: the figure after the entry ends it, and the entry starts at its name, not at its number', () => {
    const text = 'Standings: 1. Mensah, Kofi 4½; 2. Okafor, Ngozi 3; 3. Bello, Aisha 2';
    const found = findNameSpans(text);
    assert.deepEqual(found.map((s) => text.slice(s.start, s.end)), ['Mensah, Kofi', 'Okafor, Ngozi']);
    assert.equal(found[0]!.start, text.indexOf('Mensah'));
  });
});

describe('speed40: the clan-field pattern runs at its field words', () => {
  it('it has leading triggers (it is no longer tried at every position of every text)', () => {
    const { categories } = specialLexicon();
    const hits = categories.flatMap((c) => c.patterns.map((re, i) => [re, c.leading[i]] as const)).filter(([re]) => re.source.includes('isibongo|isiduko'));
    assert.equal(hits.length, 1);
    assert.notEqual(hits[0]![1], null);
  });

  it('and still finds the field after a line start or a comma', () => {
    const text = 'Name: Sipho Ndlovu\nClan: Zulu, isibongo Dlamini\nVillage: Nkandla';
    assert.ok(detectSpecial(text).some((s) => s.category === 'PII-6-RACE' && text.slice(s.start, s.end).includes('Dlamini')));
  });
});

describe('speed40: tries and folded gates find what the flat lists found', () => {
  const found = (text: string) => detect({ text, jurisdiction: 'NG', backend: 'basic' }).detections.map((d) => [d.category, text.slice(d.start, d.end)]);

  it('event dates with month names in several languages, case references after their cues', () => {
    const text = 'The hearing of 3 March 2021 was moved to 14 Juni 2021; Suit No. FHC/L/CS/123/2020 and Ref 2021/HC/77 were joined.';
    const got = found(text);
    assert.ok(got.some(([c, v]) => c === 'PII-9-DATE' && v === '3 March 2021'));
    assert.ok(got.some(([c, v]) => c === 'PII-9-DATE' && v === '14 Juni 2021'));
    assert.ok(got.some(([c, v]) => c === 'PII-9-CASE_REFERENCE' && v === 'FHC/L/CS/123/2020'));
    assert.ok(got.some(([c, v]) => c === 'PII-9-CASE_REFERENCE' && v === '2021/HC/77'));
  });

  it('a date of birth, an age and a phone number after their cues, the cues in upper case', () => {
    assert.deepEqual(found('DATE OF BIRTH: 12/04/1987. AGED 34, she moved. TEL: 0803 123 4567'), [
      ['PII-1-DOB', '12/04/1987'],
      ['PII-1-AGE', '34'],
      ['PII-3-PHONE', '0803 123 4567'],
    ]);
  });
});
