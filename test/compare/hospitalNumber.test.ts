// Hospital numbers (issue 11, session 19): a medical record number issued by one facility is an
// identifier kind of its own (hospital_number, aliases hospital_no, MRN, folder number…), compared only
// between numbers of one facility (facility_prefix: 'KBTH/2019/004512' and 'KBTH2019004512' are one
// number; numbers of two facilities are two documents, not a conflict). Records written for these tests.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { type BlockingRule, blockingRulesFor, ruleKeys } from '../../src/compare/blocking/index.js';
import { compareIdentifiers, facilityKeys, splitFacility } from '../../src/compare/comparators/identifier.js';
import type { ComparatorSpec } from '../../src/compare/comparators/types.js';
import { compare } from '../../src/compare/index.js';
import { findPack, validatePack } from '../../src/compare/packs.js';
import { throwsDataFile } from '../helpers/dataFile.js';

const SPEC: ComparatorSpec = { field: 'hospital_number', kind: 'id', weight: 5, disagreement_weight: 1, facility_prefix: true };
const ids = (a: string, b: string) => compareIdentifiers(a, b, SPEC);

describe('the facility code before a hospital number', () => {
  it('positive: reads the code and the number; one number written with and without the code, or in lower case, agrees', () => {
    assert.deepEqual(splitFacility('KBTH/2019/004512'), { facility: 'KBTH', number: '2019/004512' });
    assert.deepEqual(splitFacility('RJ7 4410392'), { facility: 'RJ7', number: '4410392' });
    assert.deepEqual(splitFacility('QEH-MRN 0018823'), { facility: 'QEH-MRN', number: '0018823' });
    assert.deepEqual(ids('KBTH/2019/004512', 'kbth2019004512'), { sim: 1 });
    assert.deepEqual(ids('KBTH/2019/004512', '2019/004512'), { sim: 1 });
    assert.deepEqual(ids('2019/004512', 'KBTH/2019/004512'), { sim: 1 });
  });
  it('negative: numbers of two facilities are not compared; a number with no code, no separator or only a label has none', () => {
    assert.equal(ids('KBTH/2019/004512', 'TTH/2021/556120'), null);
    assert.equal(splitFacility('H2210457'), null);
    assert.equal(splitFacility('2019/004512'), null);
    assert.deepEqual(ids('H2210457', 'H2210457'), { sim: 1 });
    // A label names the kind of number, not a facility: it is set aside, never read as a second facility.
    assert.equal(splitFacility('MRN 0018823'), null);
    assert.equal(splitFacility('No. 0018823'), null);
    assert.deepEqual(ids('MRN 0018823', 'KBTH/0018823'), { sim: 1 });
    assert.deepEqual(ids('Hosp No. 0018823', '0018823'), { sim: 1 });
  });
  it('adversarial: the same digits under two facility codes never agree; two numbers of one facility disagree', () => {
    assert.equal(ids('KBTH/2019/004512', 'TTH/2019/004512'), null);
    assert.equal(ids('KBTH/2019/004512', 'KBTH/2019/118734')?.sim, 0);
    // Without the facility rule the same digits would agree.
    assert.deepEqual(compareIdentifiers('2019/004512', '2019-004512'), { sim: 1 });
  });
  it('adversarial: numbers that could be consecutive registrations disagree; another slip one keystroke off stays a near miss', () => {
    // Twins, or a mother and her newborn, registered one after the other.
    assert.deepEqual(ids('LUTH/2012/866095', 'LUTH/2012/866096'), { sim: 0 });
    assert.deepEqual(ids('KNH/2024/938193', '2024/938194'), { sim: 0 });
    // Two digits swapped is a slip, not the next registration.
    assert.equal(ids('KBTH/2019/004512', 'KBTH/2019/004521')?.nearMiss, true);
    // The same pair as another kind's numbers is a serial near miss, which partly agrees.
    assert.equal(compareIdentifiers('LUTH/2012/866095', 'LUTH/2012/866096')?.serialNeighbour, true);
  });
});

describe('hospital numbers in the person pack', () => {
  const ward = { patient_name: 'Efua Mansa Quaye', hospital_no: 'KBTH/2019/004512', date_of_birth: '12/03/1988', sex: 'F' };
  it('positive: a ward register and a clinic card of one patient link on the number written two ways', () => {
    const clinic = { name: 'QUAYE Efua', MRN: 'kbth2019004512', dob: '1988-03-12' };
    const r = compare({ a: ward, b: clinic, entity: 'person' });
    assert.equal(r.factors['hospital_number'], 1);
    assert.equal(r.identity, 'same_entity');
  });
  it('positive: the field is read under its aliases', () => {
    const person = findPack('person')!;
    const aliases = person.fieldKeys.get('hospital_number')!;
    for (const alias of ['hospital_no', 'hosp_no', 'mrn', 'medical_record_number', 'folder_no', 'patient_number', 'case_note_number']) {
      assert.ok(aliases.includes(alias), alias);
      const r = compare({ a: { name: 'Efua Quaye', [alias]: 'KBTH/2019/004512' }, b: { name: 'Efua Quaye', hospital_number: '2019/004512' }, entity: 'person' });
      assert.equal(r.factors['hospital_number'], 1, alias);
    }
    // A facility's own code is not the patient's number: not an alias.
    for (const field of ['facility_no', 'facility_number', 'facility_code']) assert.ok(!aliases.includes(field), field);
  });
  it('negative: one patient at two hospitals is never held apart by the two numbers', () => {
    const other = { patient_name: 'Efua Quaye', medical_record_number: 'TTH/2023/556120', date_of_birth: '1988-03-12', phone: '0244 555 120' };
    const r = compare({ a: { ...ward, phone: '+233 24 455 5120' }, b: other, entity: 'person' });
    assert.equal(r.factors['hospital_number'], undefined);
    assert.equal(r.identity, 'same_entity');
  });
  it('negative: two numbers of one facility weigh against a merge but never veto it (one patient registered twice)', () => {
    const again = { patient_name: 'Efua Mansa Quaye', hospital_no: 'KBTH/2021/330917', date_of_birth: '1988-03-12', sex: 'F', phone: '0244 555 120' };
    const r = compare({ a: { ...ward, phone: '+233 24 455 5120' }, b: again, entity: 'person' });
    assert.equal(r.factors['hospital_number'], 0);
    assert.equal(r.factors['hospital_number_conflict'], undefined);
    assert.equal(r.identity, 'same_entity', r.explanation);
    const same = compare({ a: { ...ward, phone: '+233 24 455 5120' }, b: { ...again, hospital_no: 'KBTH/2019/004512' }, entity: 'person' });
    assert.ok(r.score < same.score);
  });
  it('adversarial: a hospital number never meets a national health-service number or a national id of the same characters', () => {
    const r = compare({ a: { name: 'Efua Quaye', hospital_no: '4410392881' }, b: { name: 'Efua Quaye', nhs_number: '4410392881' }, entity: 'person' });
    assert.equal(r.factors['hospital_number'], undefined);
    assert.equal(r.factors['health_id'], undefined);
    const s = compare({ a: { ...ward, hospital_no: 'KBTH/2019/118734' }, b: ward, entity: 'person' });
    assert.equal(s.factors['hospital_number'], 0);
    assert.ok(s.score < compare({ a: ward, b: ward, entity: 'person' }).score);
  });
  it('adversarial: facility_prefix is refused at load when it is not a boolean or not on an id', () => {
    const raw = () => JSON.parse(readFileSync(new URL('../../src/compare/packs/person.json', import.meta.url), 'utf8')) as { comparators: { field: string; kind: string; facility_prefix?: unknown }[] };
    const p = raw();
    const h = p.comparators.findIndex((c) => c.field === 'hospital_number');
    assert.equal(p.comparators[h]!.facility_prefix, true);
    p.comparators[h]!.facility_prefix = 'yes';
    throwsDataFile(() => validatePack('person.json', p), 'person.json', `/comparators/${h}/facility_prefix`, 'DF_NOT_BOOLEAN');
    const q = raw();
    const ph = q.comparators.findIndex((c) => c.kind === 'phone');
    q.comparators[ph]!.facility_prefix = true;
    throwsDataFile(() => validatePack('person.json', q), 'person.json', `/comparators/${ph}/facility_prefix`, 'DF_ONLY_FOR_KIND');
  });
});

describe('blocking by hospital number', () => {
  const rule: BlockingRule = { name: 'h', keys: [{ field: 'hospital_number', take: 'whole', transform: 'facility' }] };
  const shared = (a: string, b: string) => ruleKeys(rule, { hospital_number: a }).some((k) => ruleKeys(rule, { hospital_number: b }).includes(k));
  it('positive: a card that left the facility code off blocks with the ward register', () => {
    assert.ok(shared('KBTH/2019/004512', '2019/004512'));
    assert.ok(shared('KBTH/2019/004512', 'kbth2019004512'));
    assert.deepEqual(facilityKeys('KBTH/2019/004512'), ['kbth2019004512', '2019004512']);
  });
  it('negative: two numbers of one facility share no key', () => {
    assert.ok(!shared('KBTH/2019/004512', 'KBTH/2019/118734'));
  });
  it('the person pack blocks on the number with the facility transform', () => {
    const person = blockingRulesFor('person')!;
    assert.ok(person.rules.some((r) => r.keys.some((k) => k.field === 'hospital_number' && k.transform === 'facility')));
  });
});
