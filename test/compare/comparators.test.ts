import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addressSimilarity, compareAddresses, comparePremises } from '../../src/compare/comparators/address.js';
import { parseAddress } from '../../src/compare/comparators/addressParts.js';
import { compareCategories } from '../../src/compare/comparators/category.js';
import { compareContainment } from '../../src/compare/comparators/containment.js';
import { compareDates, readDate } from '../../src/compare/comparators/date.js';
import { isTokenised, tokenSetSimilarity } from '../../src/compare/comparators/deidTokens.js';
import { compareEmails } from '../../src/compare/comparators/email.js';
import { compareGeo, haversineKm } from '../../src/compare/comparators/geo.js';
import { compareIdentifiers, ID_NEAR_MISS, isOneInsertion, isOneKeyingError, isOneKeystroke, isSerialNeighbour } from '../../src/compare/comparators/identifier.js';
import { compareNames, personNameSimilarity } from '../../src/compare/comparators/personName.js';
import { comparePhones } from '../../src/compare/comparators/phone.js';
import { comparePlaceNames } from '../../src/compare/comparators/placeName.js';
import { compareCodes, compareRivals, compareSpecs, productCodes } from '../../src/compare/comparators/product.js';
import { nameRarity, weightedTokenSimilarity } from '../../src/compare/comparators/tfToken.js';
import { compareTypes } from '../../src/compare/comparators/typeKind.js';
import { normaliseId, normaliseText, tokens } from '../../src/compare/normalise.js';
import { jaroWinkler, jaroWinklerAtLeast, MAX_FUZZY_LENGTH, tokenSortRatio } from '../../src/compare/similarity.js';
import { loadTfTable } from '../../src/compare/tfTable.js';

const person = loadTfTable('person');
const org = loadTfTable('organisation');
const grocery = loadTfTable('product_grocery');

describe('normalisation', () => {
  it('folds case, accents, zero-width and control characters, and spaces', () => {
    assert.equal(normaliseText('  Adésọlá\u200B  OKONKWO\t'), 'adesola okonkwo');
    assert.equal(normaliseText('🙂 Émile'), '🙂 emile');
    assert.equal(normaliseId('CPR/2011-555 01'), 'cpr201155501');
    assert.deepEqual(tokens("O'Neil-Smith Jr."), ['o', 'neil', 'smith', 'jr']);
  });
  it('the Jaro-Winkler pre-filter never changes an answer', () => {
    const words = ['martha', 'marhta', 'dixon', 'dicksonx', 'okonkwo', 'okonkow', 'kijani', 'coffee', 'a', 'ab', 'crescent', 'cerscent'];
    for (const x of words) {
      for (const y of words) {
        if (x === y) continue;
        for (const floor of [0.8, 0.85, 0.9]) {
          const jw = jaroWinkler(x, y);
          assert.equal(jaroWinklerAtLeast(x, y, floor), jw >= floor ? jw : 0, `${x}/${y}@${floor}`);
        }
      }
    }
    assert.equal(tokenSortRatio('okonkwo adesola', 'adesola okonkwo'), 1);
  });
  it('Jaro-Winkler reads at most MAX_FUZZY_LENGTH characters of a word (its cost: bench:worst-case)', () => {
    const long = 'ab'.repeat(MAX_FUZZY_LENGTH);
    assert.equal(jaroWinklerAtLeast(long, long, 0.9), 1, 'equal words, however long');
    // The two words differ only past the cap, so they read as equal prefixes.
    assert.equal(jaroWinklerAtLeast(`${long}x`, `${long}y`, 0.9), 1);
    assert.equal(jaroWinklerAtLeast(`${long}x`, `b${long}`, 0), jaroWinkler(long.slice(0, MAX_FUZZY_LENGTH), `b${long}`.slice(0, MAX_FUZZY_LENGTH)));
  });
});

describe('person names', () => {
  it('equal names (after normalisation) are 1.0, word order is ignored', () => {
    assert.equal(personNameSimilarity('Adesola Okonkwo', 'ADESOLA  okonkwo'), 1);
    assert.equal(personNameSimilarity('Okonkwo Adesola', 'Adesola Okonkwo'), 1);
  });
  it('cultural spelling equivalents score high', () => {
    assert.ok(personNameSimilarity('Mohammed Bello', 'Muhammad Bello') >= 0.95);
    assert.ok(personNameSimilarity('Musa Ibrahim', 'Moses Abraham') >= 0.95);
    assert.ok(personNameSimilarity('Yusuf Adamu', 'Joseph Adamu') >= 0.95);
    assert.ok(personNameSimilarity('Chukwuemeka Okafor', 'Emeka Okafor') >= 0.95);
  });
  it('a middle name or initial costs little; an initial must fit', () => {
    const s = personNameSimilarity('Adesola Okonkwo', 'Adesola E. Okonkwo');
    assert.ok(s > 0.85 && s < 1, String(s));
    assert.ok(personNameSimilarity('A. Okonkwo', 'Adesola Okonkwo') >= 0.85);
    assert.ok(personNameSimilarity('B. Okonkwo', 'Adesola Okonkwo') <= 0.5);
  });
  it('typos are tolerated, different given names are not carried by a shared surname', () => {
    assert.ok(personNameSimilarity('Dylan Zilm', 'Dyan Zilm') > 0.9);
    assert.equal(personNameSimilarity('John Smith', 'Jane Smith'), 0.5);
    assert.equal(personNameSimilarity('Ibrahim Musa', 'Peter Obi'), 0);
    assert.equal(personNameSimilarity('MacDonald', 'Mac Donald'), 0.98);
    assert.equal(personNameSimilarity('', 'x'), 0);
  });
  it('two swapped letters in a short name are a typo; one different letter is another name', () => {
    assert.ok(personNameSimilarity('Kia White', 'Kai White') >= 0.9);
    assert.ok(personNameSimilarity('Webb Sam', 'Sma Webb') >= 0.9);
    assert.equal(personNameSimilarity('Kim White', 'Tim White'), 0.5);
    assert.equal(personNameSimilarity('Ann Lee', 'Ian Lee'), 0.5);
  });
  it('a name split or run together differently is read whole; a missing name is not a split', () => {
    assert.ok(personNameSimilarity('Talai Oli Veri', 'Talia Oliveri') >= 0.9);
    assert.ok(personNameSimilarity('Reece Garn Egt', 'Reece Garett') >= 0.9);
    assert.ok(personNameSimilarity('Mary Anne Okafor', 'Maryanne Okafor') >= 0.9);
    assert.equal(personNameSimilarity('Mitchell', 'Mitchell Boyle'), 0.8);
    assert.equal(personNameSimilarity('Amy Ryan', 'Alexander Ryan'), 0.5);
    assert.ok(personNameSimilarity('Jo Ryan', 'Joe Bryan Ryan') < 0.85);
  });
  it('a name recorded as one word is flagged partial unless it agrees outright', () => {
    assert.equal(compareNames('Nguyen', 'Isabella Vincent')?.partial, true);
    assert.equal(compareNames('Isabella Vincent', 'Vincent')?.partial, true);
    assert.equal(compareNames('Vincent', 'vincent')?.partial, undefined);
    assert.equal(compareNames('John Smith', 'Peter Brown')?.partial, undefined);
  });
});

describe('organisation and place names', () => {
  const orgSpec = { kind: 'placename' as const, weight: 2, strip_type: 'organization' };
  it('legal forms are set aside', () => {
    assert.equal(comparePlaceNames('Kijani Tea Exporters Ltd', 'Kijani Tea Exporters Limited', orgSpec)!.sim, 1);
    assert.equal(comparePlaceNames('Touton Negoce SARL', 'Touton Negoce', orgSpec)!.sim, 1);
    assert.equal(comparePlaceNames('Siemens GmbH', 'SIEMENS', orgSpec)!.sim, 1);
  });
  it('a different word is not hidden by a shared first word', () => {
    const s = comparePlaceNames('Kijani Tea Exporters Ltd', 'Kijani Coffee Exporters Ltd', orgSpec)!.sim;
    assert.ok(s < 0.7, String(s));
  });
  it('a name that is only a legal form says nothing', () => {
    assert.equal(comparePlaceNames('Limited', 'Kijani Ltd', orgSpec), null);
  });
  it('a venue name with and without a qualifier (name_prefix_floor, place pack only)', () => {
    const venue = { kind: 'placename' as const, weight: 2, name_prefix_floor: 0.8 };
    assert.equal(comparePlaceNames('Fenix', 'Fenix at the Argyle', venue)!.sim, 0.8);
    const share = comparePlaceNames('Le Montrachet Bistro', 'Le Montrachet', venue)!.sim;
    assert.ok(share > 0.8 && share < 1, 'a higher share of words stands; never a full agreement');
    assert.ok(comparePlaceNames('Argyle', 'Fenix at the Argyle', venue)!.sim < 0.8, 'only opening words');
    assert.ok(comparePlaceNames('Fenix', 'Fenix at the Argyle', orgSpec)!.sim < 0.8, 'not for packs without the option');
  });
});

describe('distinctiveness-weighted tokens', () => {
  it('shared rare words weigh more than shared common words', () => {
    const rare = weightedTokenSimilarity(['kijani', 'tea'], ['kijani', 'coffee'], org);
    const common = weightedTokenSimilarity(['kijani', 'tea'], ['zawadi', 'tea'], org);
    assert.ok(rare > common, `${rare} vs ${common}`);
    assert.equal(weightedTokenSimilarity(['a'], [], org), 0);
    assert.equal(weightedTokenSimilarity(['x', 'y'], ['y', 'x'], org), 1);
  });
  it('rarity: a common name is not rare, an unusual one is, initials never are', () => {
    assert.ok(nameRarity('Ibrahim Musa', 'Ibrahim Musa', person) < 0.75);
    assert.ok(nameRarity('Adesola Okonkwo', 'Adesola E. Okonkwo', person) >= 0.75);
    assert.ok(nameRarity('E. Musa', 'E. Musa', person) < 0.75);
    assert.ok(nameRarity('Zebulon Okonkwo', 'Zebulun Okonkwo', person) >= 0.75);
  });
});

describe('identifiers, phones and emails', () => {
  it('identifiers compare without separators or case', () => {
    assert.equal(compareIdentifiers('CPR/2011/55501', 'cpr-2011-55501')?.sim, 1);
    assert.equal(compareIdentifiers('12345678901', '99999999999')?.sim, 0);
    assert.equal(compareIdentifiers('---', '123'), null, 'nothing to read: no conflict');
  });
  it('one keying error is a near miss, not an agreement', () => {
    assert.ok(isOneKeyingError('12345678901', '12345678991'));
    assert.ok(isOneKeyingError('12345678901', '12345687901'));
    assert.ok(!isOneKeyingError('12345678901', '12345697801'));
    assert.ok(!isOneKeyingError('12345', '12346'));
    const s = compareIdentifiers('12345678901', '12345678991')!.sim;
    assert.ok(s > 0 && s < 1);
  });
  it('a near miss in the final digit, one up or down, is flagged as a possible serial neighbour', () => {
    assert.equal(compareIdentifiers('2464828', '2464829')?.serialNeighbour, true);
    assert.equal(compareIdentifiers('2464828', '2464827')?.serialNeighbour, true);
    for (const other of ['2464826', '2468428', '2464838', '246482', '24648288']) {
      assert.equal(compareIdentifiers('2464828', other)?.serialNeighbour, undefined, other);
    }
    assert.ok(isSerialNeighbour('AB123456C', 'AB123456C') === false);
    assert.ok(!isSerialNeighbour('12345A', '12345B'), 'letters are not serial digits');
  });
  it('one keystroke is a substitution, an adjacent swap, or one character inserted or dropped', () => {
    for (const other of ['12345678991', '12345687901', '1234567890', '2345678901', '123456789012', '123455678901']) {
      const r = compareIdentifiers('12345678901', other)!;
      assert.equal(r.sim, ID_NEAR_MISS, other);
      assert.equal(r.nearMiss, true, other);
    }
    assert.ok(isOneInsertion('1234567', '12344567'));
    assert.ok(!isOneInsertion('1234567', '123456789'));
    assert.ok(!isOneInsertion('12345', '123456'), 'too short to tell a typo from another id');
    assert.ok(isOneKeystroke('8009557', '8005957'));
    // Two keystrokes, or a whole other number: not a near miss.
    for (const other of ['12345678999', '21345678910', '123456789', '99999999999', '1234567890123']) {
      const r = compareIdentifiers('12345678901', other)!;
      assert.equal(r.sim, 0, other);
      assert.equal(r.nearMiss, undefined, other);
    }
  });
  it('phones are compared in E.164', () => {
    assert.equal(comparePhones('0803 555 7890', '+234 803 555 7890')?.sim, 1);
    assert.equal(comparePhones('+234 803 555 7890', '00234-803-555-7890')?.sim, 1);
    assert.equal(comparePhones('0803 555 7890', '0805 222 9999')?.sim, 0);
    assert.equal(comparePhones('+44 20 7946 0958', '020 7946 0958')?.sim, 1);
    assert.equal(comparePhones('+1 212 555 0199', '+44 212 555 0199')?.sim, 0);
  });
  it('emails are exact, case-insensitive', () => {
    assert.equal(compareEmails(' Adesola@Example.com', 'adesola@example.com')?.sim, 1);
    assert.equal(compareEmails('adesola@example.com', 'okonkwo.a@gmail.com')?.sim, 0);
  });
});

describe('dates', () => {
  it('reads ISO, day-first, compact and month names', () => {
    assert.deepEqual(readDate('1980-03-12'), [{ y: 1980, m: 3, d: 12, order: 'ymd' }]);
    assert.deepEqual(readDate('03/12/1980'), [
      { y: 1980, m: 12, d: 3, order: 'dmy' },
      { y: 1980, m: 3, d: 12, order: 'mdy' },
    ]);
    assert.deepEqual(readDate('19560409')[0], { y: 1956, m: 4, d: 9, order: 'ymd' });
    assert.deepEqual(readDate('12 March 1980'), [{ y: 1980, m: 3, d: 12, order: 'dmy' }]);
    assert.deepEqual(readDate('1980'), [{ y: 1980, m: null, d: null, order: 'ymd' }]);
    assert.deepEqual(readDate('unknown'), []);
    assert.deepEqual(readDate('31/02/1980'), []);
  });
  it('agreement at the precision of the less precise side', () => {
    assert.equal(compareDates('1980-03-12', '12/03/1980')!.sim, 0.8, 'day and month could be either way round: partial');
    assert.equal(compareDates('1980-03-13', '13/03/1980')!.sim, 1);
    assert.equal(compareDates('1980', '12/03/1980')!.sim, 1);
    assert.equal(compareDates('1980', '1981')!.sim, 0);
  });
  it('near misses: one digit, one day, swapped day and month', () => {
    assert.equal(compareDates('19560409', '19570409')!.sim, 0.35);
    assert.equal(compareDates('19560409', '19560410')!.sim, 0.35);
    assert.equal(compareDates('19560409', '19560904')!.sim, 0.35);
    assert.equal(compareDates('19560409', '19730101')!.sim, 0);
  });
  it('two adjacent digits swapped across month and day are a keying error too', () => {
    assert.equal(compareDates('19100210', '19100120')!.sim, 0.35);
    assert.equal(compareDates('1910-02-10', '20/01/1910')!.sim, 0.35);
    // Month and day both different in ways no single keystroke explains: a different date.
    assert.equal(compareDates('19100210', '19100325')!.sim, 0);
  });
  it('unreadable is missing, not a disagreement', () => {
    assert.equal(compareDates('n/a', '1980-03-12'), null);
  });
});

describe('addresses', () => {
  it('parses components', () => {
    const p = parseAddress('Plot 12, 7 Wallaby Place, Delmar, Cleveland 2119, SA');
    assert.equal(p.premises, '12');
    assert.equal(p.street_number, '7');
    assert.equal(p.street, 'wallaby place');
    assert.equal(p.postal_code, '2119');
    assert.deepEqual(p.locality, ['delmar', 'cleveland', 'sa']);
  });
  it('component-wise: typos tolerated, another door is not the same address', () => {
    assert.equal(compareAddresses('12 Awolowo Road, Ikoyi, Lagos', '12 awolowo road, ikoyi, lagos').sim, 1);
    assert.ok(compareAddresses('12 Awolowo Road, Ikoyi, Lagos', '12 Awolowo Rd, Ikoyi, Lagos').sim > 0.8);
    assert.ok(compareAddresses('12 Awolowo Road, Ikoyi, Lagos', '14 Awolowo Road, Ikoyi, Lagos').sim < 0.8);
    assert.ok(compareAddresses('Ikoyi, Lagos', 'Ikoyi, Lagos State').sim <= 0.6);
  });
  it('segments in another order read as the same address; another door or postal code does not', () => {
    const a = '17 Lypiatt, Maddock Place, Edgecliff, 6244, QLD';
    const b = '17 Maddock Place, Lypiatt, Edgecliff, 6244, QLD';
    assert.ok(compareAddresses(a, b).sim >= 0.95, String(compareAddresses(a, b).sim));
    const building = compareAddresses('15 Lubuma Place, Merewether Public School, Greensborough 3138', '15 Merewether Public School, Lubuma Place, Greensborough 3138');
    assert.ok(building.sim >= 0.95, String(building.sim));
    assert.ok(compareAddresses(a, '19 Maddock Place, Lypiatt, Edgecliff, 6244, QLD').sim < 0.8);
    assert.ok(compareAddresses(a, '17 Maddock Place, Lypiatt, Edgecliff, 4862, QLD').sim < 0.85);
    // A postal code one keystroke off keeps the word-bag reading below a full agreement.
    assert.ok(compareAddresses(a, '17 Maddock Place, Lypiatt, Edgecliff, 6245, QLD').sim < 0.95);
  });
  it('postal codes of one district (outward part) agree in part, never in full', () => {
    assert.equal(compareAddresses('TQ13 8DF', 'tq13 8jr').sim, 0.4, 'British: same district, another unit');
    assert.equal(compareAddresses('K1A 0B6', 'K1A 1C7').sim, 0.4, 'Canadian: same forward sortation area');
    assert.equal(compareAddresses('SG18 9TB', 'SG13 7NT').sim, 0, 'another district of the same area');
    assert.equal(compareAddresses('EC1A 1BB', 'EC1A 1BB').sim, 1);
    assert.equal(compareAddresses('2600', '2611').sim, 0, 'numeric codes are not read by prefix');
  });
  it('ordinal words read as numbers; a street number is no typo', () => {
    assert.ok(compareAddresses('747 Ninth Ave.', '747 9th Ave').sim >= 0.95);
    assert.ok(compareAddresses('747 9th Ave. between 50th and 51st Sts', '747 Ninth Ave').sim >= 0.85, 'later numbers describe cross streets');
    assert.ok(compareAddresses('12 12th Street, Denver', '12 13th Street, Denver').sim < 0.6, 'another street');
    assert.ok(compareAddresses('12 Second St', '12 Third St').sim < 0.6);
  });
  it('structured addresses are taken as given', () => {
    const s = addressSimilarity(parseAddress({ street_number: '12', street: 'Awolowo Road', city: 'Lagos' }), parseAddress('12 Awolowo Road, Lagos'));
    assert.ok(s > 0.9, String(s));
  });
  it('premises refute on a different door, say nothing without one', () => {
    assert.equal(comparePremises('Unit 4, Allen Avenue', 'Unit 4 Allen Ave')!.sim, 1);
    assert.equal(comparePremises('Unit 4, Allen Avenue', 'Unit 5, Allen Avenue')!.sim, 0);
    assert.equal(comparePremises('Allen Avenue', 'Unit 5, Allen Avenue'), null);
  });
});

describe('geo and containment', () => {
  const spec = { kind: 'geo' as const, weight: 1, lat: 'lat', lon: 'lon', decay_km: 3, veto_km: 10 };
  it('decays with distance and vetoes beyond veto_km', () => {
    assert.ok(Math.abs(haversineKm(12, 8.5, 9.06, 7.49) - 345.05) < 0.1);
    const near = compareGeo({ lat: 12.0022, lon: 8.592 }, { lat: '12.0024', lon: '8.5918' }, spec)!;
    assert.ok(near.sim > 0.98 && !near.conflict);
    const far = compareGeo({ lat: 12, lon: 8.5 }, { lat: 9.06, lon: 7.49 }, spec)!;
    assert.ok(far.sim < 0.01 && far.conflict && far.extras!.geo_conflict_km! > 345);
    assert.equal(compareGeo({ lat: 12 }, { lat: 12, lon: 8 }, spec), null);
    assert.equal(compareGeo({ lat: 'north', lon: 8 }, { lat: 12, lon: 8 }, spec), null);
  });
  it('a point within near_km weighs near_weight times the comparator (session 27)', () => {
    const nearSpec = { ...spec, near_km: 0.05, near_weight: 3 };
    // Two sources pinning one gate about 10 m apart: one spot.
    const pinned = compareGeo({ lat: -1.29211, lon: 36.82194 }, { lat: -1.29203, lon: 36.82198 }, nearSpec)!;
    assert.equal(pinned.weightFactor, 3);
    // Two sites of one street 300 m apart: the ordinary weight (negative).
    const street = compareGeo({ lat: -1.29211, lon: 36.82194 }, { lat: -1.28941, lon: 36.82194 }, nearSpec)!;
    assert.equal(street.weightFactor, undefined);
    assert.ok(street.sim > 0.85);
    // Without near_km the comparator never reweighs, however close the points (adversarial: old packs unchanged).
    assert.equal(compareGeo({ lat: -1.29211, lon: 36.82194 }, { lat: -1.29211, lon: 36.82194 }, spec)!.weightFactor, undefined);
  });
  it('containment compares admin levels top-down', () => {
    assert.equal(compareContainment({ admin1: 'Kano', admin2: 'Nassarawa', settlement: 'Karfi' }, { admin1: 'kano', admin2: 'nassarawa', settlement: 'Karfi' })!.sim, 1);
    assert.equal(compareContainment({ admin1: 'Kano', admin2: 'Nassarawa' }, { admin1: 'Kano', admin2: 'Fagge' })!.sim, 0.3);
    const other = compareContainment({ admin1: 'Kano' }, { admin1: 'Kaduna' })!;
    assert.equal(other.sim, 0);
    assert.equal(other.conflict, true);
    assert.equal(compareContainment({}, { admin1: 'Kano' }), null);
  });
});

describe('products', () => {
  it('model codes, not specs or formats', () => {
    assert.deepEqual([...productCodes('Samsung Galaxy S23 SM-S911B 128GB 1080p 4K')], ['sms911b']);
    assert.deepEqual([...productCodes('Golden Penny Semovita 1kg 6154000052015')], ['6154000052015']);
    assert.equal(compareCodes('TV QE55Q60B 55 inch', 'QE55Q60B Samsung')!.sim, 1);
    assert.equal(compareCodes('TV QE55Q60B', 'TV QE65Q60B')!.sim, 0);
    assert.equal(compareCodes('Samsung TV', 'TV QE65Q60B'), null);
  });
  it('identity specs compare across units', () => {
    const food = { kind: 'spec' as const, weight: 0, category: 'food' };
    assert.equal(compareSpecs('Semovita 1kg', 'Semovita 1000 g', food)!.sim, 1);
    assert.equal(compareSpecs('Semovita 1kg', 'Semovita 2kg', food)!.sim, 0);
    assert.equal(compareSpecs('Semovita', 'Semovita 2kg', food), null);
    const electronics = { kind: 'spec' as const, weight: 0, category: 'electronics' };
    assert.equal(compareSpecs('Galaxy 128GB', 'Galaxy 256 GB', electronics)!.sim, 0);
  });
  it('rival brands refute, shared distinctive words do not', () => {
    const spec = { kind: 'rival' as const, weight: 0 };
    assert.equal(compareRivals('Dangote Sugar 500g', 'Golden Penny Sugar 500g', spec, { tf: grocery })!.sim, 0);
    assert.equal(compareRivals('Dangote Sugar 500g', 'Dangote Sugar 1kg', spec, { tf: grocery }), null);
  });
});

describe('types, categories and de-identified tokens', () => {
  it('type vocabulary: same canonical type or not, null unless both declare one', () => {
    const spec = { kind: 'type' as const, weight: 0, domain: 'health_facility' };
    assert.equal(compareTypes('Kano Central Primary Health Centre', 'Kano Central PHC', spec)!.sim, 1);
    assert.equal(compareTypes('Karfi Health Post', 'Karfi Primary Health Centre', spec)!.sim, 0);
    assert.equal(compareTypes('Karfi', 'Karfi Clinic', spec), null);
  });
  it('categories fold case and separators', () => {
    assert.equal(compareCategories('health_facility', 'Health Facility').sim, 1);
    assert.equal(compareCategories('SITE', 'OPERATOR').sim, 0);
  });
  it('tokens are recognised and compared as sets', () => {
    assert.ok(isTokenised('PHONE_1a2b3c4d'));
    assert.ok(isTokenised('NAME_1a2b3c4d NAME_00ff00ff'));
    assert.ok(!isTokenised('PHONE_1a2b3c4 and more'));
    assert.ok(!isTokenised('Adesola Okonkwo'));
    assert.equal(tokenSetSimilarity('NIN_0f0f0f0f', 'NIN_0f0f0f0f'), 1);
    assert.equal(tokenSetSimilarity('NIN_0f0f0f0f', 'NIN_0f0f0f0e'), 0);
    assert.equal(tokenSetSimilarity('NAME_1a2b3c4d NAME_00ff00ff', 'NAME_1a2b3c4d'), 0.5);
  });
});

describe('types declared several times', () => {
  it('a name may declare several types; sharing one is agreement', () => {
    const spec = { kind: 'type' as const, weight: 0, domain: 'organization' };
    assert.equal(compareTypes('Nyeri Hill Factory', 'Nyeri Hill Tea Factory Co Ltd', spec)!.sim, 1);
    assert.equal(compareTypes('Karfi Agro Cooperative', 'Zenith Bank Plc', spec)!.sim, 0);
  });
});
