import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addressDetector } from '../../../src/detect/patterns/address.js';
import { UK_POSTCODE } from '../../../src/detect/patterns/ukPostcode.js';
import { findContinentalStreets } from '../../../src/detect/patterns/street.js';
import { covered, EMOJI } from './helpers.js';

const detect = (text: string, jurisdiction: string | null) => addressDetector.detect(text, { jurisdiction });

describe('address detector: streets and boxes (shared places parser)', () => {
  const cases: [string | null, string, string][] = [
    ['NG', 'Deliver to 12 Aminu Kano Crescent, Wuse, Abuja.', '12 Aminu Kano Crescent, Wuse, Abuja'],
    ['NG', 'Plot 45 Adeola Odeku Road, Victoria Island, Lagos', 'Plot 45 Adeola Odeku Road, Victoria Island, Lagos'],
    ['GB', 'He lives at 10 Downing Street, London SW1A 2AA.', '10 Downing Street, London SW1A 2AA'],
    ['KE', 'Write to P.O. Box 1234-00100, Nairobi', 'P.O. Box 1234-00100, Nairobi'],
    ['FR', 'au 12 rue de la Paix, 75008 Paris', '12 rue de la Paix, 75008 Paris'],
    ['DE', 'Hauptstraße 5, 1010 Wien', 'Hauptstraße 5, 1010 Wien'],
    ['IT', 'Via Roma 12, 00184 Roma', 'Via Roma 12, 00184 Roma'],
    [null, 'lives at 1668 Glyn St', '1668 Glyn St'],
  ];
  for (const [cc, text, span] of cases) {
    it(span, () => {
      const spans = detect(text, cc);
      assert.deepEqual(covered(text, spans), [span]);
      assert.equal(spans[0]!.category, 'PII-4-ADDRESS');
      assert.ok(spans[0]!.confidence >= 0.6 && spans[0]!.confidence <= 0.85);
    });
  }
  it('offsets after an emoji', () => {
    const text = `${EMOJI}lives at 22 Baker Street`;
    assert.deepEqual(covered(text, detect(text, 'GB')), ['22 Baker Street']);
  });
});

describe('address detector: Greek and Bulgarian streets (street type before the name)', () => {
  it('takes the street-type word into the address, with the lines after it', () => {
    const text = 'Παραλαβή: Λεωφόρος Συγγρού 119\n Apt. 658\n ΑΓΙΟΣ ΔΟΜΕΤΙΟΣ\n Cyprus 25572';
    assert.deepEqual(covered(text, detect(text, 'CY')), ['Λεωφόρος Συγγρού 119\n Apt. 658\n ΑΓΙΟΣ ΔΟΜΕΤΙΟΣ\n Cyprus 25572']);
    const bg = 'Адрес: ул. Витоша 15, София 1000';
    assert.deepEqual(covered(bg, detect(bg, 'BG')), ['ул. Витоша 15, София 1000']);
    assert.deepEqual(
      findContinentalStreets('στη Λ. Αλεξάνδρας 14 και').map((s) => 'στη Λ. Αλεξάνδρας 14 και'.slice(s.start, s.end)),
      ['Λ. Αλεξάνδρας 14'],
    );
    // A lower-case word after the prefix is no street name; a quantity is no house number.
    assert.deepEqual(findContinentalStreets('οδός προς 12 χωριά'), []);
    assert.deepEqual(findContinentalStreets('ул. Витоша 15 years'), []);
  });
});

describe('address detector: postcodes', () => {
  const cases: [string | null, string, string][] = [
    ['DE', 'Send it to 10115 Berlin.', '10115 Berlin'],
    [null, '75008 Paris', '75008 Paris'],
    [null, '1012 AB Amsterdam', '1012 AB Amsterdam'],
    ['PL', '00-950 Warszawa', '00-950 Warszawa'],
    ['SE', '113 51 Stockholm', '113 51 Stockholm'],
    [null, 'D-10115 Berlin', 'D-10115 Berlin'],
    ['NG', 'Postal code 100001, Lagos', '100001'],
    ['KE', 'postal code 00100', '00100'],
    ['ZA', 'Postal code: 2196 Sandton', '2196 Sandton'],
    ['GH', 'GhanaPost GA-123-4567', 'GA-123-4567'],
    ['GB', 'Postcode SW1A 1AA', 'SW1A 1AA'],
  ];
  for (const [cc, text, span] of cases) {
    it(span, () => assert.deepEqual(covered(text, detect(text, cc)), [span]));
  }
  it('tags a cued postcode with the governing country when its length fits', () => {
    const [s] = detect('postal code 100001', 'NG');
    assert.equal(s!.metadata?.country, 'NG');
  });
  it('applies the full UK format rules', () => {
    for (const ok of ['SW1A 1AA', 'EC1A 1BB', 'W1A 0AX', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'GIR 0AA']) assert.ok(UK_POSTCODE.test(ok), ok);
    for (const bad of ['QV1 1AA', 'SW1A 1CA', 'V1 1AA', 'AB1 1AI', 'X1 1AA']) assert.equal(UK_POSTCODE.test(bad), false, bad);
    assert.deepEqual(detect('code QV1 1AA here', 'GB'), []);
  });
  it('leaves years, quantities and order numbers alone', () => {
    for (const text of ['In 2019 Microsoft grew', 'Order 12345 Shipped', 'The 2024 Annual Report', 'We sold 12000 Widgets', 'invoice 10115 Berlin office', 'since 1999 Berlin changed']) {
      assert.deepEqual(covered(text, detect(text, null)), [], text);
    }
  });
  it('reports unit-only mentions weakly', () => {
    const [s] = detect('Apt. 595 is ready', null);
    assert.ok(s && s.confidence <= 0.6);
  });
});

describe('address detector: one span per address', () => {
  it('joins a unit written after its street on the same line', () => {
    const text = 'Send it to 18 McPherson Road Suite 019 please';
    assert.deepEqual(covered(text, detect(text, 'GB')), ['18 McPherson Road Suite 019']);
  });
  it('does not read a street name with a house number as a postcode line', () => {
    for (const text of ['at 28245 Puruntie 82', 'lives at 10252 Μεγάλη Άμμος 184', 'at 12345 Main Street']) {
      assert.deepEqual(detect(text, null).filter((s) => s.metadata?.kind === 'postcode_city'), [], text);
    }
  });
  it('takes no street type of the address vocabulary for the city after a postcode', () => {
    for (const text of ['see 12345 Grove today', 'at 12345 Road', 'code 12345 Gardens']) {
      assert.deepEqual(detect(text, null).filter((s) => s.metadata?.kind === 'postcode_city'), [], text);
    }
    const text = 'sent to 10115 Berlin';
    assert.deepEqual(covered(text, detect(text, null)), ['10115 Berlin']);
  });
});

describe('address detector: repeats', () => {
  it('reports every occurrence of the same address and postcode', () => {
    const text = 'Ship to 22 Baker Street. Bill to 22 Baker Street. Postcode SW1A 1AA, again SW1A 1AA.';
    const spans = detect(text, 'GB');
    assert.deepEqual(covered(text, spans), ['22 Baker Street', '22 Baker Street', 'SW1A 1AA', 'SW1A 1AA']);
  });
});

describe('address detector: continental street types the shared tokens lack', () => {
  const cases: [string, string][] = [
    ['at 28245 Puruntie 82 today', 'Puruntie 82'],
    ['address: Præstevænget 15, København V', 'Præstevænget 15'],
    ['Erzsébet tér 19. Budapest', 'Erzsébet tér 19'],
    ['Brīvības iela 21, Rīga', 'Brīvības iela 21'],
    ['Vilniaus g. 5', 'Vilniaus g. 5'],
    ['Slovenska cesta 50', 'Slovenska cesta 50'],
  ];
  for (const [text, span] of cases) {
    it(span, () => {
      const at = text.indexOf(span);
      assert.ok(detect(text, 'EU').some((s) => s.start <= at && at + span.length <= s.end), covered(text, detect(text, 'EU')).join(' | '));
      assert.deepEqual(covered(text, findContinentalStreets(text)), [span]);
    });
  }
  it('keeps given names and quantities out', () => {
    for (const text of ['Katie 25 years', 'Hattie 3 kids', 'The Tie 5 was cheap', 'Route 66']) assert.deepEqual(findContinentalStreets(text), [], text);
  });
});
