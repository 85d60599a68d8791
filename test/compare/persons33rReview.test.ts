// Review of session 46 (persons33r): the practitioner's titles it made signing roles include `operator`, which on a
// drone flight log names the operating firm beside its pilot (`Operator: <firm>`, `Operator ID`, `Operator number`:
// the organisation's registration, shared by every pilot it flies). Records are the tests' own, not copied from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });

describe('review of persons33r: a number headed with the title of another party the record names is that party’s', () => {
  // A family drone firm: the father's roster entry and the son's flight log (named alike), one operator ID.
  const father: FieldMap = { 'Remote pilot': 'KAMAU, Joseph', 'Operator ID': 'KEN-OP-7744123', 'Date of birth': '1961-03-02' };
  const log: FieldMap = {
    'Flight ref': 'FL-2231',
    Client: 'Mary Wanjiku',
    'Client phone': '0711 000 111',
    Operator: 'Kamau Aerial Services',
    'Operator ID': 'KEN-OP-7744123',
    'Remote pilot': 'Joseph Kamau',
  };
  it('never clears the pilot through the operator’s ID the log heads with its `Operator` column’s title', () => {
    assert.notEqual(person(father, log).identity, 'same_entity');
    assert.notEqual(person(log, father).identity, 'same_entity');
    const undescribed: FieldMap = { 'Flight ref': 'FL-2232', Client: 'Mary Wanjiku', Operator: 'Kamau Aerial Services', 'Operator number': 'KEN-OP-7744123', Pilot: 'Joseph Kamau' };
    assert.notEqual(person({ ...father, 'Operator number': 'KEN-OP-7744123' }, undescribed).identity, 'same_entity');
  });
  it('still merges the pilot through the pilot’s own licence beside the operator’s ID', () => {
    const own: FieldMap = { ...father, 'Licence no.': 'RPL-KE-50211' };
    assert.equal(person(own, { ...log, 'Pilot licence no.': 'RPL-KE-50211' }).identity, 'same_entity');
    assert.equal(person({ 'Flyer ID': 'RPX-77120441', Name: 'Joseph Kamau' }, { ...log, Licence: 'RPX77120441' }).identity, 'same_entity');
  });
  it('still clears a crane operator through the operator’s own card number (the title is the re-read cell’s own)', () => {
    const card: FieldMap = { 'Licence no.': 'CPC/88123/19', Holder: 'KAMAU, Joseph', Level: 'Gold' };
    const plan: FieldMap = { 'PERMIT NO': 'LP-5521', 'MAIN CONTRACTOR': 'Brick Ltd', 'LIFT SUPERVISOR': 'Alice Wambui', 'CRANE OPERATOR': 'Joseph Kamau', 'OPERATOR CARD NO': 'CPC/88123/19' };
    assert.equal(person(card, plan).identity, 'same_entity');
  });
});

describe('review of persons33r: a vet, a notary or a bailiff signs from a practice or an office as a doctor does', () => {
  // Session 44's review: an unread number beside a signer is the office's unless the other record reads it under a
  // practitioner's own register field. The round kept that only for other_party titles (doctor, nurse, officer…).
  const cert: FieldMap = { 'Certificate No.': 'AH-20231', Owner: 'Khadija Peters', 'Owner phone': '0711 000 111', Animal: 'Horse', Dierenarts: 'Niels van der Linden', Praktijkcode: 'PR-223101' };
  it('never clears the father through the vet practice’s code his namesake son’s certificate quotes', () => {
    const father: FieldMap = { Dierenarts: 'VAN DER LINDEN Niels', Praktijkcode: 'PR-223101', Geboortedatum: '1958-01-01' };
    assert.notEqual(person(father, cert).identity, 'same_entity');
  });
  it('still clears a vet through the practitioner’s own register number', () => {
    const vet: FieldMap = { 'Registration number': 'DGR 563270', Name: 'VAN DER LINDEN Niels' };
    assert.equal(person(vet, { ...cert, 'Registration no.': 'DGR563270' }).identity, 'same_entity');
  });
});
