// Age ranges and undated ages (issue 11, session 28): a results line's age category (M45, WSEN, V50, MU20),
// an ambulance form's estimate (~45, 40s) or a survey's band (40-44, 65+) is read as the range of ages it
// allows; an age stated without its moment is read in the pack's undated window (REFERENCE_YEAR − 30 …
// + 5) and only refutes, a generation apart. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareAges, readAgeRange } from '../../src/compare/comparators/age.js';
import type { ComparatorSpec } from '../../src/compare/comparators/types.js';
import { compare, type FieldMap } from '../../src/compare/index.js';

const SPEC: ComparatorSpec = { field: 'age', kind: 'age', weight: 0.5, reference_field: 'age_as_at', birth_field: 'dob', undated_years: { before: 30, after: 5 } };
const DATED_ONLY: ComparatorSpec = { field: 'age', kind: 'age', weight: 0.5, reference_field: 'age_as_at', birth_field: 'dob' };
const ages = (a: FieldMap, b: FieldMap, spec = SPEC) => compareAges(a, b, spec);
const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const OLDEST = 130;

describe('reading an age as a range', () => {
  it('positive: masters, veterans, senior and junior categories of road-race and athletics results', () => {
    assert.deepEqual(readAgeRange('M45'), { lo: 45, hi: 54 });
    assert.deepEqual(readAgeRange('w 50'), { lo: 50, hi: 59 });
    assert.deepEqual(readAgeRange('F40'), { lo: 40, hi: 49 });
    assert.deepEqual(readAgeRange('H55'), { lo: 55, hi: 64 });
    assert.deepEqual(readAgeRange('K60'), { lo: 60, hi: 69 });
    assert.deepEqual(readAgeRange('V40'), { lo: 40, hi: OLDEST });
    assert.deepEqual(readAgeRange('MV55'), { lo: 55, hi: OLDEST });
    assert.deepEqual(readAgeRange('V2'), { lo: 50, hi: 59 });
    assert.deepEqual(readAgeRange('M3'), { lo: 50, hi: 54 });
    for (const senior of ['MSEN', 'wsen', 'Senior', 'Open', 'MO', 'M0', 'SEH', 'MHK']) assert.deepEqual(readAgeRange(senior), { lo: 16, hi: 39 }, senior);
    for (const junior of ['U20', 'MU20', 'WJU20', 'JUN', 'Junior']) assert.deepEqual(readAgeRange(junior), { lo: 0, hi: 19 }, junior);
    assert.deepEqual(readAgeRange('U17'), { lo: 0, hi: 16 });
  });
  it('positive: estimates and bands of emergency, police and survey forms; a plain age is one number', () => {
    assert.deepEqual(readAgeRange('40s'), { lo: 40, hi: 49 });
    assert.deepEqual(readAgeRange("70's"), { lo: 70, hi: 79 });
    assert.deepEqual(readAgeRange('late 50s'), { lo: 56, hi: 59 });
    assert.deepEqual(readAgeRange('early 30s'), { lo: 30, hi: 33 });
    for (const estimate of ['~45', 'c. 45', 'ca 45', 'approx 45 yrs', '45?', 'env. 45', 'etwa 45']) assert.deepEqual(readAgeRange(estimate), { lo: 42, hi: 48 }, estimate);
    assert.deepEqual(readAgeRange('40-44'), { lo: 40, hi: 44 });
    assert.deepEqual(readAgeRange('M40 – 44'), { lo: 40, hi: 44 });
    assert.deepEqual(readAgeRange('65+'), { lo: 65, hi: OLDEST });
    assert.deepEqual(readAgeRange('over 65'), { lo: 65, hi: OLDEST });
    assert.deepEqual(readAgeRange('under 18'), { lo: 0, hi: 17 });
    assert.deepEqual(readAgeRange('37'), { lo: 37, hi: 37 });
    assert.deepEqual(readAgeRange('37 yrs'), { lo: 37, hi: 37 });
  });
  it('negative: a licence, membership or triage category, a word or a letter is no age', () => {
    for (const text of ['B', 'C1', 'c1', 'Gold', 'P1', 'P3 Yellow', 'adult', 'M', 'K3', 'X45', 'V7', '', 'Cat B']) assert.equal(readAgeRange(text), null, text);
  });
  it('adversarial: a children\'s age class written like a master grade (AK M8, orienteering W10 and under) is no age', () => {
    for (const text of ['M6', 'M8', 'W9', 'M10', 'W10', 'H10', 'F7']) assert.equal(readAgeRange(text), null, text);
    assert.deepEqual(readAgeRange('M5'), { lo: 60, hi: 64 });
  });
  it('adversarial: a secondary school\'s form written short (Class: F2) is no master grade', () => {
    for (const text of ['F1', 'F2', 'F4', 'W1', 'H3']) assert.equal(readAgeRange(text), null, text);
    // A form-two pupil's class register line against the same pupil's exam entry, both written for this test.
    assert.equal(ages({ age: 'F2' }, { dob: '2011-07-30' }), null);
    const r = person({ Name: 'Wanjiru Achieng Otieno', Class: 'F2', 'Adm No': '2231' }, { Name: 'Wanjiru Achieng Otieno', 'Date of Birth': '30/07/2011' });
    assert.equal(r.factors.age, undefined);
    // A girl of ten in a kids' meet: her results line's class against her own entry form refutes nothing.
    assert.equal(ages({ age: 'W10' }, { dob: '2016-02-09' }), null);
    assert.equal(ages({ age: 'M8', age_as_at: '2025-06-14' }, { dob: '2017-01-20' }), null);
  });
  it('adversarial: name suffixes, a reversed band, a three-digit code and a lone O are no age', () => {
    for (const text of ['Jr', 'Sr', 'Snr.', 'O', '45-40', 'M450', '0s', 'under 1']) assert.equal(readAgeRange(text), null, text);
  });
});

describe('an undated age against a birth date', () => {
  it('negative: a generation apart refutes — a father\'s masters category against his son\'s birth, a son\'s senior category against his father\'s', () => {
    assert.deepEqual(ages({ age: 'M50' }, { dob: '1999-03-04' }), { sim: 0 });
    assert.deepEqual(ages({ dob: '04/03/1999' }, { age: 'V60' }), { sim: 0 });
    assert.deepEqual(ages({ age: 'MSEN' }, { dob: '1948-06-01' }), { sim: 0 });
    assert.deepEqual(ages({ age: 'U20' }, { dob: '1961' }), { sim: 0 });
    assert.deepEqual(ages({ age: '70s' }, { dob: '2003-10-10' }), { sim: 0 });
  });
  it('positive: an age the window allows abstains (it says nothing for one person)', () => {
    assert.equal(ages({ age: 'M45' }, { dob: '1975-01-01' }), null);
    assert.equal(ages({ age: 'MSEN' }, { dob: '1994-08-30' }), null);
    assert.equal(ages({ age: '~52' }, { dob: '1969-11-17' }), null);
    assert.equal(ages({ age: '31' }, { dob: '1971-01-01' }), null);
  });
  it('adversarial: a pack with no undated window, or two undated ages, compare nothing; a dated category compares as an age', () => {
    assert.equal(ages({ age: 'M50' }, { dob: '1999-03-04' }, DATED_ONLY), null);
    assert.equal(ages({ age: 'M50' }, { age: 'MSEN' }), null);
    assert.deepEqual(ages({ age: 'W50', age_as_at: '2024-04-07' }, { dob: '1972-05-05' }), { sim: 1 });
    assert.deepEqual(ages({ age: 'W50', age_as_at: '2024-04-07' }, { dob: '1998-05-05' }), { sim: 0 });
    assert.deepEqual(ages({ age: '~45', age_as_at: '2023-06-01' }, { dob: '1980-01-01' }), { sim: 1 });
  });
});

describe('age categories and undated ages in the person pack', () => {
  const entry: FieldMap = { 'First Name': 'Gideon', 'Last Name': 'Oduya', 'Date of Birth': '12/03/1997', 'Club / Team': 'Harbour Striders', 'Bib No': '4410' };
  // The results line quotes the entry's bib, so that only the category tells the two apart (session 35: two bibs
  // are two entrants, records.ts eventNumberPair).
  const results = (cat: string): FieldMap => ({ Pos: '212', Bib: '4410', Name: 'ODUYA GIDEON', Cat: cat, Club: 'HBR STRIDERS', 'Chip Time': '1:52:10' });

  // Fails before session 28 (the category unread: the father's results line merged on the name alone).
  it('negative: a father\'s results line is not merged with the entry form of the son named after him', () => {
    const r = person(entry, results('M55'));
    assert.notEqual(r.identity, 'same_entity');
    assert.equal(r.factors.age, 0);
    const de = person({ Vorname: 'Jörg', Nachname: 'Brenner', Geburtsdatum: '03.09.1996', Verein: 'LSG Elbe' }, { Platz: '88', Name: 'BRENNER JÖRG', AK: 'M60', Verein: 'LSG' });
    assert.notEqual(de.identity, 'same_entity');
  });
  it('positive: the runner\'s own results line is merged as before; its category is read and abstains', () => {
    const r = person(entry, results('MSEN'));
    assert.equal(r.identity, 'same_entity');
    assert.equal(r.factors.age, undefined);
    assert.ok(!r.unread!.b.ignored.includes('Cat'));
  });
  it('adversarial: a category column holding no age category (a licence class) stays unread; a header with `on` is still read as the name', () => {
    const licence = person({ Name: 'Gideon Oduya', Category: 'B', 'Date of Birth': '12/03/1997' }, { Name: 'Gideon Oduya', 'Date of Birth': '12/03/1997' });
    assert.ok(licence.unread!.a.ignored.includes('Category'));
    assert.equal(licence.factors.age, undefined);
    const roll = person({ 'Name on Roll': 'Adaeze Nwosu', 'Year of Call': '2015' }, { first_name: 'Adaeze', last_name: 'Nwosu' });
    assert.equal(roll.factors.name, 1);
  });
  // Fails before session 28 (Date Admitted unread, so the mortuary age abstained).
  it('negative: a mortuary row\'s age at admission against the namesake son\'s birth date refutes; the deceased\'s own birth date agrees', () => {
    const mortuary: FieldMap = { 'Tag No': 'MT/2024/118', 'Name of Deceased': 'Mr Tobias Wekesa', Age: '81', 'Date Admitted': '12/01/2024', 'NOK Phone': '0711402233' };
    const son = person(mortuary, { 'Client Name': 'Tobias Wekesa', 'Client DOB': '14/05/1971', 'Client Phone': '+254711402233' });
    assert.notEqual(son.identity, 'same_entity');
    assert.equal(son.factors.age, 0);
    const own = person(mortuary, { Deceased: 'Tobias Wekesa', 'Date of Birth': '1942-11-20', 'Date of Death': '2024-01-10' });
    assert.equal(own.factors.age, 1);
  });
  it('negative: an ambulance sheet\'s estimated age refutes a triage record born a generation later', () => {
    const r = person({ 'Pt Name': 'Kiprono Bett', 'Est. Age': '60s', Sex: 'M' }, { Surname: 'Bett', 'First Name': 'Kiprono', DOB: '2001-07-19' });
    assert.notEqual(r.identity, 'same_entity');
    assert.equal(r.factors.age, 0);
  });
});
