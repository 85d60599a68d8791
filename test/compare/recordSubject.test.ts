// Session 17b (issue 11): the field names registers give the one person a record is about — a
// professional register's registrant, a booking's passenger, a grant register's beneficiary — and the
// fields that name somebody else, which must never be read as the name. Records written here, never
// taken from a bench set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';

describe('the person a record is about, under register field names', () => {
  it('registrant, passenger_name and beneficiary are read as the name (positive)', () => {
    const names = findPack('person')!.fieldKeys.get('name')!;
    for (const alias of ['registrant', 'practitioner_name', 'passenger', 'passenger_name', 'pax_name', 'traveller_name', 'beneficiary', 'beneficiary_name']) {
      assert.ok(names.includes(alias), alias);
    }
    const r = compare({
      a: { registrant: 'Wanjiru Achieng Odhiambo', dob: '1983-02-14', phone: '0722 410 377' },
      b: { first_name: 'Wanjiru', last_name: 'Odhiambo', date_of_birth: '14/02/1983', mobile: '0722410377' },
    });
    assert.equal(r.identity, 'same_entity', r.explanation);
    assert.ok((r.factors.name ?? 0) >= 0.8);
    assert.deepEqual(r.unread?.a.ignored ?? [], []);
  });

  it('two passengers of one name field are two people when their names differ (negative)', () => {
    const r = compare({
      a: { passenger_name: 'Kwame Boateng', dob: '1979-05-02' },
      b: { passenger_name: 'Yaw Boateng', dob: '1979-05-02' },
    });
    assert.notEqual(r.identity, 'same_entity', r.explanation);
  });

  it("a policy's beneficiary never displaces its holder; next of kin and guardian are never the name (adversarial)", () => {
    const holder = { policyholder: 'Grace Wambui Kariuki', beneficiary: 'Daniel Kariuki', dob: '1970-08-19', national_id: '21456789' };
    const r = compare({ a: holder, b: { name: 'Grace Kariuki', dob: '1970-08-19', national_id: '21456789' } });
    assert.equal(r.identity, 'same_entity', r.explanation);
    assert.ok(r.unread?.a.ignored.includes('beneficiary'), 'the beneficiary beside the holder is listed as ignored');
    const kin = compare({ a: { next_of_kin: 'Daniel Kariuki', guardian_name: 'Daniel Kariuki', dob: '1970-08-19' }, b: { name: 'Daniel Kariuki', dob: '1970-08-19' } });
    assert.equal(kin.factors.name, undefined);
    assert.notEqual(kin.identity, 'same_entity');
  });
});
