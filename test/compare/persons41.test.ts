// Person pack, session 41 (persons41): records that name two people. A record naming its person under a role
// (`Client`) and another person under another heading (`Installer`) is compared by the one the other record
// names, when something beside the name (a register's number, a phone, an identifier) clears the gate; the
// role's name then neither refutes nor counts. Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

const register: FieldMap = { 'Licence No.': 'WRM-448102', Name: 'Obinna Chukwuemeka Eze', Grade: 'Master', Mobile: '+234 803 555 0142' };
const job: FieldMap = {
  'Job sheet no.': 'JS-20931',
  Client: 'Margaret Oyelaran',
  'Site address': '14 Ogui Road, Enugu',
  Installer: 'O. C. Eze',
  'Installer licence no.': 'WRM-448102',
  Tel: '08035550142',
};

describe('a record naming a client and an installer', () => {
  it('keeps the other named cell aside beside a role’s name, none beside a plain name key', () => {
    assert.deepEqual(read(job).roleNames?.others.map((o) => o.key), ['Installer']);
    assert.equal(read({ Name: 'Margaret Oyelaran', Installer: 'O. C. Eze', Tel: '08035550142' }).roleNames, undefined);
  });
  it('keeps no cell naming another party, a relative or a role’s own details', () => {
    assert.equal(read({ Client: 'Margaret Oyelaran', 'Emergency contact': 'Tunde Oyelaran' }).roleNames, undefined);
    assert.equal(read({ Client: 'Margaret Oyelaran', Company: 'Eze Power Works' }).roleNames, undefined);
    assert.deepEqual(read({ Transferee: 'Brian Otieno', Transferor: 'Peter Otieno' }).roleNames?.others.map((o) => o.key), ['Transferor']);
    assert.equal(read({ Transferee: 'Brian Otieno', Transferor: 'Peter Otieno', 'Transferee phone': '0722 114 908' }).roleNames, undefined);
  });
  it('merges the installers’ register with the job sheet by its installer and the licence number', () => {
    const r = person(register, job);
    assert.equal(r.identity, 'same_entity');
    assert.ok(r.unread!.b.ignored.includes('Client'));
    assert.ok(!r.unread!.b.ignored.includes('Installer'));
    assert.equal(person(job, register).identity, 'same_entity');
  });
  it('still reads the client against a client list', () => {
    const r = person({ Customer: 'Margaret Oyelaran', 'Customer phone': '0803 555 0142' }, job);
    assert.ok(!r.unread!.b.ignored.includes('Client'));
  });
  it('keeps a father and the son named after him apart when only the name agrees', () => {
    const son: FieldMap = { ...job, Installer: 'Obinna Chukwuemeka Eze', 'Installer licence no.': 'WRM-900217', Tel: '08099990001' };
    const r = person(register, son);
    assert.notEqual(r.identity, 'same_entity');
    // Nothing beside the name clears the gate: the client's name is read as before.
    assert.ok(!r.unread!.b.ignored.includes('Client'));
  });
  it('does not re-read a record by its other named cell when only its own unlabelled columns agree', () => {
    const clerk: FieldMap = { Name: 'Wanjiru Achola', 'ID number': '27718840' };
    const death: FieldMap = { Deceased: 'Samson Odhiambo', Informant: 'Wanjiru Achola', 'ID number': '27718840' };
    assert.notEqual(person(clerk, death).identity, 'same_entity');
    const buyer: FieldMap = { Name: 'Wanjiru Achola', Phone: '0733 402 917' };
    const parcel: FieldMap = { Recipient: 'Samson Odhiambo', Sender: 'Wanjiru Achola', Phone: '0733 402 917' };
    assert.notEqual(person(buyer, parcel).identity, 'same_entity');
  });
  it('reads a record naming nobody under a key by the one of its two named cells the other record names', () => {
    const protocol: FieldMap = { 'Prüfprotokoll': 'PP-7731', Bauherr: 'Jana Vogel', Monteur: 'Lukas Brandt', 'Zulassungs-Nr.': 'EZ-55182-19' };
    assert.deepEqual(read(protocol).roleNames?.others.map((o) => o.key), ['Bauherr', 'Monteur']);
    const r = person({ Name: 'BRANDT Lukas', 'Zulassungs-Nr.': 'EZ-55182-19', Betrieb: 'Elektro Brandt' }, protocol);
    assert.equal(r.identity, 'same_entity');
    assert.ok(!r.unread!.b.ignored.includes('Monteur'));
    const other = person({ Name: 'BRANDT Lukas', 'Zulassungs-Nr.': 'EZ-90114-21', Betrieb: 'Elektro Brandt' }, protocol);
    assert.notEqual(other.identity, 'same_entity');
  });
});
