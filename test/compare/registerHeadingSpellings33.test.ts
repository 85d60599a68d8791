// Person pack, session 33: two headings name one register when one writes a word of the other cut short (`App
// No` / `Application No`) or writes its number word onto the word (`Personalnr.` / `Personal-Nr.`,
// unread_numbers.glued_number_endings), so two different numbers there refute a name-only merge (records.ts
// oneRegisterApart). Records are the tests' own, not any set's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { abbreviates, withoutGluedNumberWord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const pack = findPack('person')!;

describe('a number word written onto a heading word', () => {
  const endings = pack.unreadNumbers!.gluedNumberEndings;
  it('the pack lists the German and Dutch number words registers glue on', () => {
    assert.ok(endings.includes('nr') && endings.includes('nummer'));
  });
  it('the word is read less its number word; a short stem is no word of its own', () => {
    assert.equal(withoutGluedNumberWord('personalnr', endings), 'personal');
    assert.equal(withoutGluedNumberWord('mitgliedsnummer', endings), 'mitglieds');
    assert.equal(withoutGluedNumberWord('lidnr', endings), 'lidnr');
    assert.equal(withoutGluedNumberWord('konr', endings), 'konr');
    assert.equal(withoutGluedNumberWord('personal', endings), 'personal');
  });
  it('two namesakes with two numbers of one staff register, one heading glued, go to review', () => {
    const agency = { Nachname: 'Hoffmann', Vorname: 'Jürgen', Geburtsdatum: '02.11.1979', 'Personalnr.': 'MA-40917', Verleiher: 'Pflege Süd GmbH' };
    const timesheet = { 'Name, Vorname': 'Hoffmann, Jürgen', 'Personal-Nr.': 'MA-88206', Station: 'B4', Dienst: 'Früh' };
    const r = person(agency, timesheet);
    assert.equal(r.factors.one_register_number_conflict, 0);
    assert.equal(r.identity, 'review');
    // The same number, re-spaced, is the agreement it always was.
    assert.equal(person(agency, { ...timesheet, 'Personal-Nr.': 'MA 40917' }).identity, 'same_entity');
  });
});

describe('a heading word cut short', () => {
  it('three letters or more that begin a word at least two letters longer', () => {
    assert.equal(abbreviates('app', 'application'), true);
    assert.equal(abbreviates('reg', 'registration'), true);
    assert.equal(abbreviates('cert', 'certificate'), true);
    assert.equal(abbreviates('car', 'card'), false); // one letter more is another word
    assert.equal(abbreviates('ap', 'application'), false);
    assert.equal(abbreviates('application', 'app'), false);
    assert.equal(abbreviates('cat', 'certificate'), false);
  });
  it('two siblings with two of one scheme’s application numbers, one heading cut short, go to review', () => {
    const portal = { 'Application No': 'FRS/2023/118406', Surname: 'MENSAH', 'First Name': 'Kojo', 'Date of Birth': '1999-04-17', Phone: '0244 118 406' };
    const roll = { 'S/N': '12', Name: 'Kojo Mensah', 'App. No': 'FRS2021550913', Squad: 'B3' };
    const r = person(portal, roll);
    assert.equal(r.factors.one_register_number_conflict, 0);
    assert.notEqual(r.identity, 'same_entity');
    assert.equal(person(portal, { ...roll, 'App. No': 'FRS 2023 118406' }).identity, 'same_entity');
  });
  it('headings that share no word, whole or cut short, leave two numbers unread as before', () => {
    const a = { Name: 'Kojo Mensah', 'Permit No': 'PX-771204', 'Date of Birth': '1999-04-17' };
    const b = { Name: 'Kojo Mensah', 'Badge No': 'BD-550913' };
    const r = person(a, b);
    assert.equal(r.factors.one_register_number_conflict, undefined);
  });
});
