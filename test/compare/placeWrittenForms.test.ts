// A place's name written short or long (the place pack's written_forms and numbered_parts; type-vocabulary.json
// place_abbreviations, health_facility and place_kind). Records invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparePlaceNames, numberedPartsDiffer } from '../../src/compare/comparators/placeName.js';
import { findType, placeWrittenForms } from '../../src/compare/comparators/typeVocabulary.js';
import { compare } from '../../src/compare/index.js';

const place = (a: Record<string, string | number>, b: Record<string, string | number>) => compare({ a, b, entity: 'place' });
const spec = { kind: 'placename', weight: 2, strip_type: 'health_facility', kind_words: 'place_kind', written_forms: true, numbered_parts: true } as const;

describe('a place name read in full (written_forms)', () => {
  it('short words written out, Roman numerals after a word read as numbers, leading zeros dropped', () => {
    assert.equal(placeWrittenForms('Govt. Sec. Sch. III, Ogbomoso'), 'government secondary school 3 ogbomoso');
    assert.equal(placeWrittenForms('Kahawa Ph. IV'), 'kahawa phase 4');
    assert.equal(placeWrittenForms('PU 014 - Open Space'), 'pu 14 open space');
    assert.equal(placeWrittenForms('Ring Rd Kilimani'), 'ring road kilimani');
    // A numeral first in a name (an initial or a word) stays a word; a word that is no numeral stays too.
    assert.equal(placeWrittenForms('X Bar Mix Lounge'), 'x bar mix lounge');
    assert.equal(placeWrittenForms('Vi Hall'), 'vi hall');
  });

  it('one estate phase and one school written short and long are one place (positive)', () => {
    assert.ok(comparePlaceNames('Mirema Ph. III', 'Mirema Phase 3', spec)!.sim >= 0.99);
    assert.ok(comparePlaceNames('Comm. Pry Sch II Ikotun', 'Community Primary School 2 Ikotun', spec)!.sim >= 0.99);
    const r = place(
      { name: 'Kahawa Sukari Ph. 2 estate', lat: -1.1931, lon: 36.9402 },
      { name: 'Kahawa Sukari Phase II', lat: -1.1934, lon: 36.9405 },
    );
    assert.equal(r.identity, 'same_entity');
  });

  it('a name written as one word or two is one name, unless a name writes both (positive and negative)', () => {
    assert.ok(comparePlaceNames('Seaview Shopping Centre', 'Sea View Shopping Centre', spec)!.sim >= 0.99);
    const { written_forms: _, ...unread } = spec;
    const written = comparePlaceNames('Sea View Seaview Court', 'Seaview Court', unread)!.sim;
    assert.equal(comparePlaceNames('Sea View Seaview Court', 'Seaview Court', spec)!.sim, written);
    // Off where the spec does not ask for it (organisation names keep their words).
    // The weighted comparator reads the compound too (it was 0.36 without it: two words unpaired).
    const r = place({ name: 'Seaview Shopping Centre', city: 'Mombasa' }, { place_name: 'Sea View Shopping Centre', address: 'Links Road, Nyali' });
    assert.equal(r.factors.name_tftoken, 1);
    assert.equal(r.identity, 'same_entity');
  });

  it('a health facility kind written short is its kind: HC, Disp, Hosp', () => {
    assert.equal(findType('health_facility', 'Ndalani HC'), 'PHC');
    assert.equal(findType('health_facility', 'ndalani disp'), 'DISPENSARY');
    assert.equal(findType('health_facility', 'Kitui Hosp.'), 'HOSPITAL');
    assert.equal(comparePlaceNames('ndalani disp', 'Ndalani Dispensary', spec)!.sim, 1);
    // Two kinds of one village stay two facilities (adversarial).
    const r = place({ site_name: 'ndalani hc', lat: -1.2501, lon: 37.3222 }, { facility_name: 'Ndalani Dispensary', lat: -1.2501, lon: 37.3222 });
    assert.notEqual(r.identity, 'same_entity');
  });
});

describe('numbered parts of one place (numbered_parts)', () => {
  it('two phases, schools or polling units numbered otherwise after one word differ (adversarial)', () => {
    assert.equal(numberedPartsDiffer('Umoja Phase IV', 'Umoja Phase 2'), true);
    assert.equal(numberedPartsDiffer('Ansarudeen Pry School 1 Agege', 'Ansarudeen Primary School II, Agege'), true);
    assert.equal(numberedPartsDiffer('PU 011 - Town Hall', 'Town Hall (PU 21-05-03-012)'), true);
    const r = place(
      { place_name: 'Umoja Estate Phase IV', city: 'Nairobi', address: 'off Moi Drive, Umoja', lat: -1.2811, lon: 36.8902 },
      { place_name: 'Umoja Estate Phase II', city: 'Nairobi', address: 'off Moi Drive, Umoja', lat: -1.2811, lon: 36.8902 },
    );
    assert.equal(r.identity, 'review');
    assert.match(r.explanation, /refuted by name/);
    const pu = place({ name: 'Town Hall Ojo (PU 21-05-03-011)', lat: 6.4702, lon: 3.1801 }, { name: 'Town Hall Ojo (PU 21-05-03-012)', lat: 6.4702, lon: 3.1801 });
    assert.notEqual(pu.identity, 'same_entity');
  });

  it('a part lettered instead of numbered differs as a number does: stops, blocks, gates (adversarial)', () => {
    assert.equal(numberedPartsDiffer('Oxford Circus Station (Stop K)', 'Oxford Circus Stn / Stop L'), true);
    assert.equal(numberedPartsDiffer('Ikota Shopping Complex Block C', 'Ikota Shopping Complex, Block D'), true);
    assert.equal(numberedPartsDiffer('Gate B, Moi International Airport', 'Moi International Airport Gate 4'), true);
    const r = place(
      { name: 'Oxford Circus Station (Stop K)', address: 'Regent Street, London W1', lat: 51.5152, lon: -0.1418 },
      { name: 'Oxford Circus Stn / Stop L', address: 'Regent St, London', lat: 51.5153, lon: -0.1417 },
    );
    assert.notEqual(r.identity, 'same_entity');
  });

  it('one letter on both sides, a letter after a letter (initials) or a lettered part on one side only is no conflict (negative)', () => {
    assert.equal(numberedPartsDiffer('Stop K, Oxford Circus', 'Oxford Circus Stn (Stop K)'), false);
    assert.equal(numberedPartsDiffer('J K Randle Hall', 'J M Randle Hall'), false);
    assert.equal(numberedPartsDiffer('Ikota Shopping Complex Block C', 'Ikota Shopping Complex'), false);
  });

  it('one number written in full or as its last part, or numbers after other words, are no conflict (negative)', () => {
    assert.equal(numberedPartsDiffer('PU 012 - Town Hall', 'Town Hall (PU 21-05-03-012)'), false);
    assert.equal(numberedPartsDiffer('Block 4 Gate 2', 'Block 4'), false);
    assert.equal(numberedPartsDiffer('Pier 1', 'Berth 2'), false);
    assert.equal(numberedPartsDiffer('Umoja Phase 3', 'Umoja Estate'), false);
    // Leading zeros and Roman numerals are one number.
    assert.equal(numberedPartsDiffer('PU 007', 'PU 7'), false);
    assert.equal(numberedPartsDiffer('Phase VII', 'Phase 7'), false);
  });
});

describe('a part numbered with a word (session 34)', () => {
  it('a cardinal word after a word is its number, as a numeral is (positive)', () => {
    assert.equal(placeWrittenForms('Ridgeway Primary School Two'), 'ridgeway primary school 2');
    assert.ok(comparePlaceNames('Ridgeway Primary School Two', 'Ridgeway Primary School II', spec)!.sim >= 0.99);
    assert.ok(comparePlaceNames('Ridgeway Primary School Two', 'RIDGEWAY PRIMARY SCHOOL 2', spec)!.sim >= 0.99);
  });
  it('two numbers written as words are still two parts (negative)', () => {
    assert.equal(numberedPartsDiffer('Ridgeway Primary School Two', 'Ridgeway Primary School 1'), true);
    assert.ok(comparePlaceNames('Zone Four Market', 'Zone 5 Market', spec)!.sim < 0.99);
  });
  it('a number word that opens a name stays a word (adversarial)', () => {
    assert.equal(placeWrittenForms('One Stop Market'), 'one stop market');
  });
});
