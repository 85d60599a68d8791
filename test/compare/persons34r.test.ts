// Person pack, session 47 (persons34r): records of a trade's work — a weld log, a fumigation certificate, a blast
// record, a lift examination report, a valuation certificate — name the tradesperson who did it (a welder, a
// fumigator, a shotfirer, an inspector, a quantity surveyor) beside the client, the consignee or the owner, and the
// register that lists tradespeople is matched to the record through that person (header_words.signing_roles.
// job_titles and phrases). A client that is a firm names no person, so the record's own numbers are the tradesperson's
// (records.ts droppedNamesNoPerson); a role's phone agrees as phones do (samePhoneKey); of two keyed records the
// one whose other cell the other's name agrees with is re-read (keyedCrossReader). Twins, a father and a son, namesakes
// sharing a firm, a quarry or a line stay apart. Records are the tests' own, not copied from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('a weld log names its welder beside the client firm', () => {
  const register: FieldMap = { 'Certificate No.': 'WQ-77-10452', 'Welder name': 'KAMAU, Peter Mwangi', Qualification: '141 T BW 6G', 'Valid until': '12/03/2027' };
  const log: FieldMap = {
    'Log ref.': 'LG-40917',
    Job: 'Pipe rack repair',
    Client: 'Northgate Refinery',
    Welder: 'PETER MWANGI KAMAU',
    'CERT NO': 'WQ-77-10452',
    'QC inspector': 'Susan Achieng',
    'Date welded': '02/05/2024',
  };
  it('reads the log by its welder and merges it with the register through the certificate number', () => {
    assert.equal(person(register, log).identity, 'same_entity');
    assert.equal(person(log, register).identity, 'same_entity');
  });
  it('keeps a twin with another certificate apart', () => {
    const twin: FieldMap = { ...register, 'Certificate No.': 'WQ-77-10519', 'Welder name': 'KAMAU, Paul Mwangi' };
    assert.notEqual(person(twin, log).identity, 'same_entity');
  });
  it('keeps the narrower test where the client is written as a person: the certificate number may be either’s', () => {
    const personal: FieldMap = { ...log, Client: 'Grace Wanjiru Otieno' };
    assert.notEqual(person(register, personal).identity, 'same_entity');
  });
  it('never merges on the welder’s name alone', () => {
    const { 'CERT NO': _, ...bare } = log;
    assert.notEqual(person(register, bare).identity, 'same_entity');
  });
});

describe('a fumigation certificate gives its fumigator’s mobile in the country’s own form', () => {
  const register: FieldMap = { 'Operator Reg. No.': 'EPA/FUM/612/19', Operator: 'MENSAH, Kofi', Company: 'Mensah Hygiene Ltd', Mobile: '0244 118 352' };
  const certificate: FieldMap = {
    'Fumigation Cert. No.': 'FC/55120',
    Exporter: 'Golden Tree Exports',
    Consignee: 'Rotterdam Cocoa Terminal',
    Commodity: 'Cocoa beans',
    Fumigator: 'Kofi Mensah',
    Company: 'Mensah Hygiene Ltd',
    'Company tel.': '0302 771 900',
    'Fumigator mobile': '233244118352',
  };
  it('merges the register with the certificate through the fumigator’s mobile, read as one phone', () => {
    assert.equal(person(register, certificate).identity, 'same_entity');
  });
  it('keeps the son of one name with his own mobile apart', () => {
    const son: FieldMap = { ...register, 'Operator Reg. No.': 'EPA/FUM/990/23', Mobile: '0244 118 777' };
    assert.notEqual(person(son, certificate).identity, 'same_entity');
  });
  it('never merges through the firm’s own line', () => {
    const office: FieldMap = { ...register, Mobile: '0302 771 900' };
    const { 'Fumigator mobile': _, ...noMobile } = certificate;
    assert.notEqual(person(office, noMobile).identity, 'same_entity');
  });
});

describe('two keyed records, the register with a stray named cell', () => {
  // The register's `Category` value is written as words, so it is read as a second named cell beside `Name of operator`.
  const register: FieldMap = { 'PCO REG NO': 'PCB/PCO/44817', 'NAME OF OPERATOR': 'OTIENO, Grace Akinyi', CATEGORY: 'General pest control', 'VALID TO': '08/01/2028' };
  const certificate: FieldMap = {
    'Fumigation Cert. No.': 'FC/90188',
    Consignee: 'Hamburg Grain Terminal',
    Commodity: 'Maize',
    Fumigator: 'Grace Otieno',
    'Fumigator reg. no.': 'PCB/PCO/44817',
  };
  it('reads the certificate by its fumigator, whom the register names under its key', () => {
    assert.ok(read(register).roleNames !== undefined && read(certificate).roleNames !== undefined);
    assert.equal(person(register, certificate).identity, 'same_entity');
  });
  it('keeps another operator of one firm with another number apart', () => {
    const other: FieldMap = { ...register, 'PCO REG NO': 'PCB/PCO/44901' };
    assert.notEqual(person(other, certificate).identity, 'same_entity');
  });
});

describe('a blast record names its shotfirer by the act (`Fired by`)', () => {
  const register: FieldMap = { 'Shotfirer cert.': 'SF-551902', 'Full name': 'OKONKWO, Emeka Chidi', Site: 'Ewekoro Quarry', Phone: '0803 441 9021' };
  const blast: FieldMap = { 'Shot ref.': 'B7731/24', Pit: 'Ewekoro Quarry', Manager: 'Tunde Bakare', 'Fired by': 'Emeka Okonkwo', Certificate: 'SF-551902' };
  it('merges the register with the blast record through the certificate', () => {
    assert.equal(person(register, blast).identity, 'same_entity');
  });
  it('keeps a namesake at the same quarry with another certificate apart', () => {
    const namesake: FieldMap = { ...register, 'Shotfirer cert.': 'SF-551977' };
    assert.notEqual(person(namesake, blast).identity, 'same_entity');
  });
});

describe('a register’s short number after its own capital letters', () => {
  const register: FieldMap = { 'Reg. number': 'OSH/LE/7351', 'Full name': 'Agnes Wambui Kariuki', Area: 'Nakuru', Since: '2011' };
  const report: FieldMap = {
    'Report No.': 'RX/771204',
    Premises: 'Tower 3, Kenyatta Avenue, Nakuru',
    'Owner / managing agent': 'Lakeview Estates',
    'Examined by': 'Agnes Kariuki',
    'Inspector reg. no.': 'OSH LE 7351',
    Defects: 'nil',
  };
  it('reads `OSH/LE/7351` under a number heading as a register number, and merges the report with the register', () => {
    assert.ok(read(report).numbers?.includes('OSH LE 7351'));
    assert.equal(person(register, report).identity, 'same_entity');
  });
  it('keeps a sibling on the same register with another number apart', () => {
    const sibling: FieldMap = { ...register, 'Reg. number': 'OSH/LE/7356' };
    assert.notEqual(person(sibling, report).identity, 'same_entity');
  });
  it('does not read a room, a bench or a bare four-digit number so', () => {
    assert.equal(read({ Name: 'Agnes Kariuki', 'Room no.': 'Room 2041' }).numbers, undefined);
    assert.equal(read({ Name: 'Agnes Kariuki', 'Member no.': '7351' }).numbers, undefined);
    assert.equal(read({ Name: 'Agnes Kariuki', Location: 'OSH/LE/7351' }).numbers, undefined);
  });
});

describe('a service report heads its technician’s columns with `Tech`', () => {
  const register: FieldMap = { 'PCO REG NO': 'PCB/PCO/301877', 'NAME OF OPERATOR': 'WEKESA, Brian', FIRM: 'Wekesa Pest Control', CELL: '+254 722 410 883' };
  const sheet: FieldMap = { 'SERVICE REPORT': 'SR/11842', CLIENT: 'Mary Njeri Kamau', PESTS: 'Termites', TECHNICIAN: 'Brian Wekesa', CONTRACTOR: 'Wekesa Pest Control', 'TECH CELL': '0722 410 883' };
  it('reads the `TECH CELL` as the technician’s own and merges with the register', () => {
    assert.equal(person(register, sheet).identity, 'same_entity');
  });
  it('keeps the father of one name with another cell apart, and never merges through the contractor’s line', () => {
    assert.notEqual(person({ ...register, CELL: '+254 722 410 119' }, sheet).identity, 'same_entity');
    const { 'TECH CELL': _, ...office } = sheet;
    assert.notEqual(person(register, { ...office, 'OFFICE LINE': '0722 410 883' }).identity, 'same_entity');
  });
});
