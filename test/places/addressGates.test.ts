// The gates of the continental street expressions (core/matches.ts gateOpen): each must open on every text its
// expression matches in — at the start or the end of the text, capitalised or not, with accents written composed or
// decomposed, after a connector — and stay shut on text without the street words, so the skipped scan finds nothing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gateOpen } from '../../src/core/matches.js';
import { findContinentalStreets } from '../../src/detect/patterns/street.js';
import { findAddresses } from '../../src/places/address.js';
import { EU_PREFIX_STREET_GATE, EU_PREFIX_STREET_RE, EU_SUFFIX_STREET_GATE, EU_SUFFIX_STREET_RE } from '../../src/places/addressTokens.js';

const matches = (re: RegExp, text: string) => {
  re.lastIndex = 0;
  const found = re.exec(text) !== null;
  re.lastIndex = 0;
  return found;
};

// Sentences written for these tests: one street of each form, placed at the start, in the middle and at the end.
const STREETS = [
  'rue de la Paix 12',
  'Rue du Bac',
  "12 rue de l'Église",
  'via Roma 5',
  'Via dei Mille 3',
  'Avenida da Liberdade 20',
  'calle Mayor 7',
  'ul. Piękna 24',
  'Hauptstraße 12',
  'Haupt Strasse 4a',
  'Damstraat 5',
  'Kungsgatan 44',
  'Erzsébet tér 19',
  'Erzse\u0301bet te\u0301r 19',
  'Brīvības iela 21',
  'Berliner Str. 3',
  'Mannerheimintie 82',
  'Præstevænget 15',
];
const TEXTS = STREETS.flatMap((s) => [s, `Send it to ${s}, please.`, `The new office is at ${s}`, `${s.toUpperCase()}`]);

describe('continental street gates', () => {
  it('open on every text the expression matches in', () => {
    let prefixed = 0;
    let suffixed = 0;
    for (const text of TEXTS) {
      if (matches(EU_PREFIX_STREET_RE, text)) {
        prefixed += 1;
        assert.ok(gateOpen(EU_PREFIX_STREET_GATE, text), text);
      }
      if (matches(EU_SUFFIX_STREET_RE, text)) {
        suffixed += 1;
        assert.ok(gateOpen(EU_SUFFIX_STREET_GATE, text), text);
      }
    }
    // The sentences do exercise both expressions, so the checks above are not vacuous.
    assert.ok(prefixed >= 20 && suffixed >= 20, `${prefixed} ${suffixed}`);
  });

  it('stay shut on text without the street words, and the parse is then unchanged', () => {
    const text = 'Record 12: reviewed on 0803 123 4567. Address 14 Adeola Odeku Road, Victoria Island, Lagos. Invoice INV-123456 for 12,500 naira.';
    assert.equal(gateOpen(EU_PREFIX_STREET_GATE, text), false);
    assert.equal(gateOpen(EU_SUFFIX_STREET_GATE, text), false);
    assert.deepEqual(
      findAddresses(text).map((a) => a.text),
      ['14 Adeola Odeku Road, Victoria Island, Lagos'],
    );
  });

  it('a street word that is also an English word opens the gate only with a name or number after it', () => {
    assert.equal(gateOpen(EU_PREFIX_STREET_GATE, 'it took place on time, via email'), false);
    assert.equal(gateOpen(EU_PREFIX_STREET_GATE, 'sent via Lagos'), true);
    assert.equal(gateOpen(EU_SUFFIX_STREET_GATE, 'a tie for first place'), false);
    assert.equal(gateOpen(EU_SUFFIX_STREET_GATE, 'Mannerheimintie\n82'), true);
  });

  it('the parser still finds continental streets wherever they sit in a long text', () => {
    const filler = 'The notes describe symptoms and the plan agreed with the family. '.repeat(2000);
    for (const [street, expected] of [
      ['Hauptstraße 5, 1010 Wien', 'Hauptstraße 5, 1010 Wien'],
      ['12 rue de la Paix, 75008 Paris', '12 rue de la Paix, 75008 Paris'],
    ] as const) {
      for (const text of [`${street}. ${filler}`, `${filler}${street}`]) {
        assert.ok(findAddresses(text).some((a) => a.text === expected), `${expected} in ${text.length} chars`);
      }
    }
  });

  it('the numbered-street gap filler keeps its matches at the end of a long text, in capitals and with accents', () => {
    const filler = 'Nothing here but words and 12 numbers. '.repeat(3000);
    for (const street of ['Puruntie 82', 'Erzsébet tér 19', 'Brīvības iela 21', 'ул. Витоша 15', 'Λεωφόρος Συγγρού 119']) {
      const text = `${filler}${street}`;
      const found = findContinentalStreets(text).map((s) => text.slice(s.start, s.end));
      assert.deepEqual(found, [street], street);
    }
  });
});

describe('gateOpen', () => {
  it('refuses a gate with flag g or y (its lastIndex would carry between texts)', () => {
    assert.throws(() => gateOpen(/a/g, 'a'), TypeError);
    assert.throws(() => gateOpen(/a/y, 'a'), TypeError);
    assert.equal(gateOpen(/b\s+\d/, 'ab 1'), true);
  });
});
