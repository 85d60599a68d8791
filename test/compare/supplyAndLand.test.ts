// Meters, survey plans and land titles (issue 11, session 22, persons set 9): a utility meter's number
// (meter_number: Meter No, MPAN, Zählernummer), a survey plan's or parcel's number (plan_number: Plan No,
// F/R No, Site Plan No, SG Diagram No, referencia catastral) and a land title's number (title_number) name a
// supply point or a piece of land, not a person: household evidence as a bank account is (weight 2, a
// distinctive signal beside an agreeing name), never an identifier that lifts a name conflict. A register's
// `(cited)` copy of a number is read as the number. The vending receipt's `Customer`, the waybill's
// `Consignee` and the survey plan's `Prepared For` name the record's person. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareIdentifiers } from '../../src/compare/comparators/identifier.js';
import { compare, type FieldMap } from '../../src/compare/index.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });

describe('a prepaid meter read against its utility account', () => {
  const account = { 'Account Name': 'OGUNLEYE Bisola Titilayo', 'Meter No': '45102938475', 'Supply Address': '9 Bode Thomas Street, Surulere', Phone: '08031234987' };
  // Fails before session 22: Customer and METER NO were unread, nothing was compared (review).
  it('positive: a title, initials and the surname with the meter number spaced merge with the account', () => {
    const r = person(account, { Customer: 'MRS B.T. OGUNLEYE', 'METER NO': '4510 2938 475', Address: '9 BODE THOMAS ST', Vendor: 'token app' });
    assert.equal(r.identity, 'same_entity');
    assert.equal(r.factors.meter_number, 1);
    const mpan = person({ account_holder: 'Gareth Hughes', MPAN: '1900012345678' }, { Customer: 'MR G. HUGHES', mpan: '19 0001 2345 678' });
    assert.equal(mpan.identity, 'same_entity');
    const de = person({ Kunde: 'x', account_name: 'Jonas Albrecht', Zählernummer: '1ESY99887766' }, { Customer: 'Herr J. Albrecht', ZÄHLERNUMMER: '1ESY 9988 7766' });
    assert.equal(de.factors.meter_number, 1);
  });
  it('negative: the owner and a grown son buying units on one meter stay apart (another given name)', () => {
    const r = person(account, { Customer: 'Tunde Ogunleye', 'METER NO': '45102938475', Address: '9 Bode Thomas Street, Surulere', dob: '02/02/1999' });
    assert.notEqual(r.identity, 'same_entity');
  });
  it('adversarial: the same meter under two full names that share nothing is refuted; two meters never refute', () => {
    const r = person(account, { Customer: 'Emeka Chukwu', 'METER NO': '45102938475' });
    assert.notEqual(r.identity, 'same_entity');
    const two = person({ account_name: 'Bisola Titilayo Ogunleye', meter_no: '45102938475', phone: '08031234987' }, { customer: 'Bisola Titilayo Ogunleye', meter_no: '99102938400', phone: '08031234987' });
    assert.equal(two.identity, 'same_entity');
  });
});

describe('a survey plan read against the land register', () => {
  // Fails before session 22: Prepared For and the plan numbers were unread (nothing compared).
  it('positive: the plan number with other separators and the owner under titles merge with the proprietor', () => {
    const r = person(
      { 'Plan No': 'OG/1234/2015/044', 'Prepared For': 'CHIEF (MRS) ADEBIMPE FOLAKE ODUYA', Surveyor: 'Surv. A. B. Lawal' },
      { registered_proprietor: 'ODUYA Adebimpe Folake', 'Plan No (cited)': 'OG - 1234 - 2015 - 044', 'Title No': 'OG/77/12' },
    );
    assert.equal(r.identity, 'same_entity');
    assert.equal(r.factors.plan_number, 1);
  });
  it('negative: two siblings who co-own one plot stay apart', () => {
    const r = person(
      { 'Site Plan No': 'LS/SP/1111/2019', 'Prepared For': 'Kofi Mensah Boateng', dob: '01/03/1970' },
      { registered_proprietor: 'Ama Serwaa Boateng', 'Site Plan No (cited)': 'LS-SP-1111-2019', dob: '12/09/1974' },
    );
    assert.notEqual(r.identity, 'same_entity');
  });
  it('adversarial: a title number shared by two proprietors of another name does not lift the name refutation', () => {
    const r = person({ registered_proprietor: 'John Peter Walsh', 'Title Number': 'WYK123456' }, { registered_proprietor: 'Mary Okonjo', title_no: 'WYK 123456' });
    assert.notEqual(r.identity, 'same_entity');
  });
});

describe('a plan number cited with its label', () => {
  const spec = { field: 'plan_number', kind: 'id', weight: 2, disagreement_weight: 0.5 } as const;
  // Fails before session 22: 'SG No.' was read as part of the number (no agreement).
  it('positive: a Surveyor-General diagram cited as SG No. agrees with the plan\'s own SG number', () => {
    assert.equal(compareIdentifiers('SG No. 4411/2012', 'SG 4411/2012', spec)?.sim, 1);
    assert.equal(compareIdentifiers('Title No: WYK 77120', 'WYK77120', spec)?.sim, 1);
  });
  it('negative: another diagram of the same year disagrees', () => {
    assert.notEqual(compareIdentifiers('SG No. 4411/2012', 'SG 4412/2012', spec)?.sim, 1);
  });
  it('adversarial: the label alone, without a number, is no reading of one', () => {
    assert.notEqual(compareIdentifiers('SG No.', 'SG', spec)?.sim, 1);
  });
});
