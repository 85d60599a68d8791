import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { base58CheckValid, bech32Valid, digitalIdDetector } from '../../../src/detect/patterns/digital-id.js';
import { dobDetector } from '../../../src/detect/patterns/dob.js';
import { covered, EMOJI } from './helpers.js';

const ctx = { jurisdiction: null };

describe('digital id detector', () => {
  it('finds DIDs and checksum-valid wallets', () => {
    const text =
      'Holder did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK, wallet 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa, ' +
      'segwit bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4, P2SH 3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy, eth 0x52908400098527886E0F7030069857D2E4169EE7.';
    const spans = digitalIdDetector.detect(text, ctx);
    assert.deepEqual(covered(text, spans), [
      'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      '0x52908400098527886E0F7030069857D2E4169EE7',
    ]);
    assert.deepEqual(spans.map((s) => s.category), ['PII-2-DID', 'PII-5-CRYPTO_WALLET', 'PII-5-CRYPTO_WALLET', 'PII-5-CRYPTO_WALLET', 'PII-5-CRYPTO_WALLET']);
    assert.equal(spans[0]!.detector, 'rule:digital_id_did_key');
  });
  it('rejects broken checksums and placeholders', () => {
    assert.equal(base58CheckValid('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'), false);
    assert.equal(bech32Valid('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5'), false);
    const text = 'did:method:1234abcd and 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb and bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5 and 0x1234';
    assert.deepEqual(digitalIdDetector.detect(text, ctx), []);
  });
  it('offsets after an emoji', () => {
    const text = `${EMOJI}did:web:example.com.`;
    assert.deepEqual(covered(text, digitalIdDetector.detect(text, ctx)), ['did:web:example.com']);
  });
});

describe('date of birth detector', () => {
  const positives: [string, string, string][] = [
    ['Born on 12 March 1985 in Lagos.', '12 March 1985', '1985-03-12'],
    ['DOB: 03/04/1990', '03/04/1990', '1990-04-03'],
    ['D.O.B. 1990-04-03', '1990-04-03', '1990-04-03'],
    ['date of birth: March 3rd, 1990', 'March 3rd, 1990', '1990-03-03'],
    ['born: 04/15/1988', '04/15/1988', '1988-04-15'],
    ['née le 5 mai 1970', '5 mai 1970', '1970-05-05'],
    ['geboren am 01.02.1975', '01.02.1975', '1975-02-01'],
    ['Fecha de nacimiento: 12 de marzo de 1985', '12 de marzo de 1985', '1985-03-12'],
    ['data di nascita 7 luglio 1968', '7 luglio 1968', '1968-07-07'],
    ['geboortedatum 3 mei 1999', '3 mei 1999', '1999-05-03'],
    ['born in 1962 in Accra', '1962', '1962'],
    ['Date of birth: 12/03/1985 10:30', '12/03/1985', '1985-03-12'],
    ['DOB 12-Mar-1985', '12-Mar-1985', '1985-03-12'],
    ['Born: 1962, Accra', '1962', '1962'],
    ['DOB: 1985-04-03', '1985-04-03', '1985-04-03'],
  ];
  for (const [text, span, iso] of positives) {
    it(`finds ${span}`, () => {
      const spans = dobDetector.detect(text, ctx);
      assert.deepEqual(covered(text, spans), [span]);
      assert.equal(spans[0]!.normalized, iso);
      assert.equal(spans[0]!.category, 'PII-1-DOB');
      assert.equal(spans[0]!.metadata?.year, Number(iso.slice(0, 4)));
    });
  }
  it('needs a cue, and a real date', () => {
    for (const text of ['Invoice date 12/03/2024', 'Meeting on 12 March 1985', 'born 31/02/1990', 'DOB 13/25/1990', 'newborn 12/03/2024', 'born. The next day, 12/03/2024, was busy']) {
      assert.deepEqual(dobDetector.detect(text, ctx), [], text);
    }
  });
  it('weighs a full date above a year alone', () => {
    const full = dobDetector.detect('DOB 1.2.1990', ctx)[0]!;
    const year = dobDetector.detect('born in 1990', ctx)[0]!;
    assert.ok(full.confidence > year.confidence);
  });
  it('offsets after an emoji, repeats reported', () => {
    const text = `${EMOJI}DOB 1.2.1990; again DOB 1.2.1990`;
    const spans = dobDetector.detect(text, ctx);
    assert.equal(spans.length, 2);
    assert.equal(spans[0]!.start, text.indexOf('1.2.1990'));
  });
});

describe('digital id detector: repeats', () => {
  it('reports every occurrence', () => {
    const text = 'did:web:example.com and again did:web:example.com, 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa twice 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
    assert.equal(digitalIdDetector.detect(text, ctx).length, 4);
  });
});
