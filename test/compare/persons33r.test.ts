// Person pack, session 46 (persons33r): records about a job, a flight, a lift, a treatment or an appointment that
// name the practitioner who did it under the practitioner's title (a gas engineer, a technician, a remote pilot, a
// crane operator, a physiotherapist, a liquidator or office holder), against the register that lists them. The
// practitioner is read as the record's signer (header_words.signing_roles): the register number must agree, the
// name alone never clears, and relatives or namesakes sharing a firm, a clinic, a line or a mailbox stay apart.
// Records are the tests' own, not copied from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('a gas safety record names its engineer beside the tenant and the landlord', () => {
  const register: FieldMap = { 'Registration number': 'GSR/T/55120', 'Full name': 'OKELLO, Brian', 'Trading as': 'Okello Heating', Phone: '+254 711 222 909' };
  const record: FieldMap = {
    'Record No.': 'GS-22018',
    'Landlord / Agent': 'Ruth Achieng',
    Tenant: 'Samuel Kiprop',
    'Date of check': '03/04/2024',
    'Engineer name': 'Brian Okello',
    'Engineer licence no.': 'GSR/T/55120',
    Company: 'Okello Heating',
  };
  it('reads `Engineer name` as one of the record’s named people though the tenant holds the key', () => {
    assert.ok(read(record).roleNames?.others.some((o) => o.key === 'Engineer name'));
  });
  it('merges the register with the record through the engineer’s licence number and name', () => {
    assert.equal(person(register, record).identity, 'same_entity');
    assert.equal(person(record, register).identity, 'same_entity');
  });
  it('keeps the father apart from the son named after him in one firm (another licence number)', () => {
    const father: FieldMap = { ...register, 'Registration number': 'GSR/T/31877' };
    assert.notEqual(person(father, record).identity, 'same_entity');
  });
  it('never merges on the engineer’s name alone', () => {
    const { 'Engineer licence no.': _, ...bare } = record;
    assert.notEqual(person(register, bare).identity, 'same_entity');
  });
});

describe('a job sheet signed by its technician, the number under the register’s own heading', () => {
  // The job sheet heads the technician's number `Reg no.` (a practitioner's register field); the register heads it with the title.
  const sheet: FieldMap = { 'Job sheet': 'JS-8812', Customer: 'Mary Wanjiku', 'Work done': 'Boiler service', 'Signed by': 'Peter Otieno', 'Reg no.': '661204', Firm: 'Otieno Gas' };
  it('merges the job sheet with a register naming the technician under a `Licence No.` it reads as another field', () => {
    const register: FieldMap = { 'Licence No.': '661204', Engineer: 'OTIENO PETER', Business: 'Otieno Gas', Mobile: '0722 410 003' };
    assert.equal(person(register, sheet).identity, 'same_entity');
  });
  it('merges it with a register heading the number with the technician’s title', () => {
    const register: FieldMap = { 'TECHNICIAN REG NO': '661204', 'NAME OF TECHNICIAN': 'OTIENO, Peter', COMPANY: 'Otieno Gas' };
    assert.equal(person(register, sheet).identity, 'same_entity');
  });
  it('keeps a namesake with another number apart, and never merges through the firm’s own number', () => {
    const namesake: FieldMap = { 'Licence No.': '661299', Engineer: 'OTIENO PETER', Business: 'Otieno Gas' };
    assert.notEqual(person(namesake, sheet).identity, 'same_entity');
    const firmSheet: FieldMap = { ...sheet, 'Reg no.': '', 'Firm reg. no.': '661204' };
    const firmRegister: FieldMap = { 'Firm reg. no.': '661204', Engineer: 'OTIENO PETER', Business: 'Otieno Gas' };
    assert.notEqual(person(firmRegister, firmSheet).identity, 'same_entity');
  });
});

describe('a drone flight authorisation names its remote pilot', () => {
  const register: FieldMap = { 'Certificate No.': 'RPC/P/88214', 'Remote pilot': 'MUTUA, Grace', 'Date of birth': '12/02/1991', Mobile: '+254 733 100 200' };
  it('reads `Remote pilot in command`, `PIC NAME` and `Fernpilot(in)` as the pilot (a joining word names no part of the name)', () => {
    for (const h of ['Remote pilot in command', 'PIC NAME', 'Fernpilot(in)']) {
      const r = read({ Client: 'County Roads Authority', [h]: 'Grace Mutua', 'Flight date': '2024-05-01' });
      assert.ok(r.roleNames?.others.some((o) => o.key === h), h);
    }
  });
  it('merges the register with the authorisation through the pilot’s certificate number', () => {
    const auth: FieldMap = { 'Application ref.': 'AP/2024/118', Operator: 'Skyline Aerial Ltd', 'Remote pilot in command': 'GRACE MUTUA', 'Pilot cert. no.': 'RPC/P/88214', Client: 'County Roads Authority', 'Landowner consent': 'Daniel Kamau' };
    assert.equal(person(register, auth).identity, 'same_entity');
  });
  it('keeps the twin sharing home and landline apart (another certificate)', () => {
    const auth: FieldMap = { 'Application ref.': 'AP/2024/119', Operator: 'Skyline Aerial Ltd', 'PIC NAME': 'Mutua G.', 'RPL NO': 'RPC/P/88215', Client: 'County Roads Authority', 'Home tel.': '+254 733 100 200' };
    assert.notEqual(person(register, auth).identity, 'same_entity');
  });
});

describe('a gazette notice and a register each naming one insolvency practitioner by title', () => {
  const register: FieldMap = { 'IP Number': 'IPR/9921/17', 'Insolvency practitioner': 'NJOROGE, Esther', Firm: 'Summit Advisory LLP', Office: 'Nakuru' };
  it('compares the two titled names and merges through the practitioner’s number', () => {
    const notice: FieldMap = { Notice: '4471201', 'Debtor company': 'Rift Foods Limited', Date: '2023-03-01', 'Joint liquidator': 'Esther Njoroge', 'Panel no': 'IPR 9921 17', Practice: 'Summit Advisory LLP' };
    assert.equal(person(register, notice).identity, 'same_entity');
  });
  it('keeps a sibling of the same firm, line and mailbox apart (another number), and never merges on the names alone', () => {
    const sibling: FieldMap = { Notice: '4471202', 'Debtor company': 'Rift Foods Limited', 'Joint liquidator': 'Esther Njoroge', 'Panel no': 'IPR 9935 17', Practice: 'Summit Advisory LLP' };
    assert.notEqual(person(register, sibling).identity, 'same_entity');
    const bare: FieldMap = { Notice: '4471203', 'Debtor company': 'Rift Foods Limited', 'Office holder': 'Esther Njoroge' };
    assert.notEqual(person({ 'Insolvency practitioner': 'NJOROGE, Esther', Office: 'Nakuru' }, bare).identity, 'same_entity');
  });
});

describe('a lift plan naming nobody under a key against a card register naming its holder', () => {
  // The register writes a cell shaped as a name (`Level: Gold`), so both records name two people; the keyed holder is the one read.
  const card: FieldMap = { 'Licence no.': 'CPC/88123/19', Holder: 'KAMAU, Joseph', Level: 'Gold', Machine: 'Mobile crane', Expires: '2027-01-01' };
  it('merges through the operator’s card number under the operator’s own heading', () => {
    const plan: FieldMap = { 'PERMIT NO': 'LP-5521', 'MAIN CONTRACTOR': 'Brick Ltd', 'LIFT SUPERVISOR': 'Alice Wambui', 'CRANE OPERATOR': 'Joseph Kamau', 'OPERATOR CARD NO': 'CPC/88123/19' };
    assert.equal(person(card, plan).identity, 'same_entity');
  });
  it('keeps a namesake operator on the same site apart (another card)', () => {
    const plan: FieldMap = { 'PERMIT NO': 'LP-5522', 'MAIN CONTRACTOR': 'Brick Ltd', 'LIFT SUPERVISOR': 'Alice Wambui', 'CRANE OPERATOR': 'Joseph Kamau', 'OPERATOR CARD NO': 'CPC/88124/19' };
    assert.notEqual(person(card, plan).identity, 'same_entity');
  });
});

describe('an insurer’s treatment claim names the treating physiotherapist beside the patient', () => {
  const register: FieldMap = { 'Registration No.': 'PHY/40211', Registrant: 'MENSAH Abena', Practice: 'Harbour Physio' };
  for (const h of ['Treating physiotherapist', 'Provider', 'Physio']) {
    it(`merges the register with a claim naming the physiotherapist under \`${h}\` beside the patient’s birth date`, () => {
      const claim: FieldMap = { 'Claim No.': 'CL-99120', Patient: 'Kofi Boateng', 'Patient DOB': '1960-04-04', [h]: 'Abena Mensah', 'Reg no': 'PHY/40211', Clinic: 'Harbour Physio' };
      assert.equal(person(register, claim).identity, 'same_entity', h);
    });
  }
  it('keeps the mother apart from the daughter sharing clinic and mailbox (another registration)', () => {
    const claim: FieldMap = { 'Claim No.': 'CL-99121', Patient: 'Kofi Boateng', 'Patient DOB': '1960-04-04', 'Treating physiotherapist': 'A. Mensah', 'Reg no': 'PHY/40877', Clinic: 'Harbour Physio', Email: 'mensah.physio@mail.com' };
    const mother: FieldMap = { ...register, Email: 'mensah.physio@mail.com' };
    assert.notEqual(person(mother, claim).identity, 'same_entity');
  });
  it('still compares two patients of one physiotherapist by their own names', () => {
    const a: FieldMap = { 'Claim No.': 'CL-1', Patient: 'Kofi Boateng', 'Patient DOB': '1960-04-04', Physio: 'Abena Mensah', 'Reg no': 'PHY/40211' };
    const b: FieldMap = { 'Claim No.': 'CL-2', Patient: 'Ama Owusu', 'Patient DOB': '1972-09-09', Physio: 'Abena Mensah', 'Reg no': 'PHY/40211' };
    assert.notEqual(person(a, b).identity, 'same_entity');
  });
});

describe('a professional hunter is the guide (role_keys.other_roles), the word alone no other party', () => {
  it('still reads `Professional registration` as the practitioner’s own number', () => {
    assert.equal(read({ Name: 'Abena Mensah', 'Professional registration': 'PHY/40211' }).projected['professional_registration'], 'PHY/40211');
  });
  it('reads `Hunter` as the booking’s person but not `Professional hunter`', () => {
    assert.equal(read({ Booking: 'BK-9', Hunter: 'Joseph Mwangi' }).projected['name'], 'Joseph Mwangi');
    assert.equal(read({ Booking: 'BK-9', 'Professional hunter': 'Tom Harris' }).projected['name'], undefined);
  });
});

describe('a tradesperson’s or pilot’s title keeps its unread numbers (only an office-based signer’s are narrowed)', () => {
  it('merges a flight log naming its pilot with a register through a number both head in their own words', () => {
    const register: FieldMap = { 'Flyer ID': 'RPX-77120441', Name: 'Grace Mutua', Phone: '0733100200' };
    const log: FieldMap = { 'Flight log #': 'FL/2024/77', Customer: 'Roads Authority Ltd', Pilot: 'Grace Mutua', Licence: 'RPX77120441', Landowner: 'Daniel Kamau' };
    assert.equal(person(register, log).identity, 'same_entity');
  });
});
