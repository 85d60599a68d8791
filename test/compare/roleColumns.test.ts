// Person pack, session 23: the columns a record gives its own person by role — a death notice's or a
// burial register's Deceased, a tax return's Taxpayer Name, a clinic card's Name of Client, a benefit
// claim's Claimant — are read as the name; the columns tax registers give a personal tax number (a UK
// UTR, a South African income tax reference, the German Steuer-ID, a Nigerian Taxpayer TIN) as the tax
// id. Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });

describe('role columns that name the record person', () => {
  it("a death notice's Deceased is the burial register's deceased; a living namesake is not", () => {
    const notice = { Deceased: 'The late Madam Abena Serwaa Owusu', Born: '14 June 1941', 'Date of Death': '2 March 2024', 'Announced By': 'the children' };
    const permit = { 'Name of Deceased': 'OWUSU, Abena Serwaa', 'Date of Birth': '1941-06-14', 'Date of Death': '02.03.2024', 'Permit No': 'BP-20931' };
    const r = person(notice, permit);
    assert.ok(r.factors.name! >= 0.85);
    assert.equal(r.identity, 'same_entity');
    // Counter-case: a living woman of that name, born another year, is not the deceased.
    const living = person(notice, { full_name: 'Abena Serwaa Owusu', date_of_birth: '1987-11-03', phone: '0244 118 930' });
    assert.notEqual(living.identity, 'same_entity');
  });
  it("a payroll export's EMP_NAME and a tax return's Taxpayer Name are one person by the tax number in another layout", () => {
    const cases: [FieldMap, FieldMap][] = [
      [{ EMP_NAME: 'HARGREAVES, Oliver', UTR: '4417093526', DOB: '03/02/1979' }, { 'Taxpayer Name': 'Oliver James Hargreaves', 'Unique Taxpayer Reference': '44170 93526', 'Date of Birth': '03.02.1979' }],
      [{ EMP_NAME: 'NAIDOO, K', TAX_REF: '2716044581' }, { 'Taxpayer Name': 'Kavitha Naidoo', 'Income Tax Ref No': '2716/044/58/1', 'Date of Birth': '1984-09-30' }],
      [{ EMP_NAME: 'BRANDT, Jonas', STEUER_ID: '48203716559' }, { 'Taxpayer Name': 'Jonas Brandt', 'Steuerliche Identifikationsnummer': '48 203 716 559' }],
      [{ EMP_NAME: 'ADEBAYO, Kehinde Folake', TIN: '31240577-0001', DOB: '12-NOV-1988' }, { 'Taxpayer Name': 'Kehinde Adebayo', 'Taxpayer TIN': '312405770001', 'Date of Birth': '12 November 1988' }],
    ];
    for (const [a, b] of cases) {
      const r = person(a, b);
      assert.equal(r.factors.tax_id, 1, JSON.stringify(a));
      assert.equal(r.identity, 'same_entity', JSON.stringify(a));
    }
    // Counter-case: a spouse's return through the same agent — another tax number, another given name.
    const spouse = person(cases[0]![0], { 'Taxpayer Name': 'Fiona Hargreaves', UTR: '5528104637', 'Date of Birth': '22.07.1981' });
    assert.equal(spouse.identity, 'different');
  });
  it("a clinic card's Name of Client and a retirement claim's Claimant are the record's person", () => {
    const anc = person({ 'Name of Client': 'WANJIKU, Grace Nyambura', 'Date of Birth': '11/04/1996', Phone: '0711 402 386' }, { 'Client Name': 'Grace Nyambura Wanjiku', DOB: '1996-04-11' });
    assert.equal(anc.factors.name, 1);
    assert.equal(anc.identity, 'same_entity');
    const claim = person({ 'Member Name': 'Mr Kwesi Arthur Mensah', 'Date of Birth': '25 Aug 1962', Address: '14 Ring Road, Takoradi' }, { Claimant: 'Elder MENSAH, Kwesi', 'Date of Birth': '25/08/1962', Address: '14 Ring Road, Takoradi' });
    assert.ok(claim.factors.name! >= 0.85);
    assert.equal(claim.identity, 'same_entity');
    // A member's own name field wins over the claimant's (a survivor claiming a deceased member's benefit).
    const survivor = person({ 'Member Name': 'Kwesi Arthur Mensah', Claimant: 'Efua Mensah', 'Date of Birth': '5 Aug 1962' }, { name: 'Kwesi Mensah', dob: '1962-08-05' });
    assert.ok(survivor.unread?.a.ignored.includes('Claimant'));
  });

  it("a role word before a date-of-birth phrase names the record's own person: Claimant DOB, Patient DOB and Deceased DOB are the date of birth", () => {
    const claim = person({ Claimant: 'Lindiwe Zanele Khumalo', 'Claimant DOB': '1968-07-21', 'Claim No': 'GEPF-2291' }, { full_name: 'Lindiwe Khumalo', dob: '21/07/1968' });
    assert.equal(claim.factors.dob, 1);
    assert.deepEqual(claim.unread?.a.ignored, ['Claim No']);
    // The date read so can refute: another Lindiwe Khumalo born a generation later is not the claimant.
    const daughter = person({ Claimant: 'Lindiwe Zanele Khumalo', 'Claimant DOB': '1968-07-21' }, { full_name: 'Lindiwe Zanele Khumalo', dob: '1994-02-11' });
    assert.notEqual(daughter.identity, 'same_entity');
    const clinic = person({ Patient: 'Yaw Boateng', 'Patient DOB': '05.09.1980' }, { name: 'Boateng Yaw', dob: '1980-09-05' });
    assert.equal(clinic.factors.dob, 1);
    const burial = person({ Deceased: 'Wambui Njeri Kamau', 'Deceased DOB': '1939-12-01' }, { name: 'Wambui Kamau', date_of_birth: '1 December 1939' });
    assert.equal(burial.factors.dob, 1);
  });

  it("a role word that also names another party keeps the header out: a beneficiary's birth date is not the holder's", () => {
    const r = person({ policyholder: 'Chukwuemeka Obi', 'Beneficiary DOB': '2012-04-30', dob: '1975-01-09' }, { name: 'Chukwuemeka Obi', dob: '1975-01-09' });
    assert.equal(r.factors.dob, 1);
    assert.deepEqual(r.unread?.a.ignored, ['Beneficiary DOB']);
  });
});
