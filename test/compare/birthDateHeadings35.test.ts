// Person pack, session 35: a birth date under an abbreviated heading in the users' languages (`Geb.-Datum`,
// `Geb. datum`, `Geb.`, `Geboortedat.`, `Data ur.`, `Date naiss.`, `Dt. nasc.`, `Fec. nac.`, `Data nașterii`,
// a genealogy export's `BIRT_DATE`) is read as the date of birth, so two
// namesakes' different births refute a merge and one person's same birth counts. Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('abbreviated birth-date headings', () => {
  it('each is read as the date of birth, none left unread', () => {
    const headings = [
      'Geb.-Datum', 'Geb. Datum', 'Geb.datum', 'Geb.-Dat.', 'Geb.', 'geb.', 'Geboortedat.', 'Data ur.', 'Data urodz.',
      'Dt. ur.', 'Date naiss.', 'Dt naiss.', 'Dt. Nasc.', 'Dt. Nascimento', 'Data de nasc.', 'Fec. Nac.', 'Fecha de nac.',
      'Dat. nasc.', 'Data nașterii', 'Data naşt.', 'BIRT_DATE',
    ];
    for (const h of headings) {
      const r = read({ Name: 'Greta Lindqvist', [h]: '07.03.1961' });
      assert.equal(r.projected.dob, '07.03.1961', h);
      assert.deepEqual(r.unread.ignored, [], h);
    }
  });
  it('a key word keeps other headers out, so no new key brings a short common word (on, do, ya)', () => {
    // Every word of a dob key keeps a header holding it from being read as the name by its words.
    assert.equal(read({ 'Name on Ticket': 'Tomasz Zieliński', 'Data ur.': '02.05.1990' }).projected.name, 'Tomasz Zieliński');
    assert.equal(read({ 'Name on Letter': 'Tomasz Zieliński' }).projected.name, 'Tomasz Zieliński');
  });
  it('two namesakes of one club with different births are not merged; one member with the same birth is', () => {
    const roll = { Name: 'Jürgen Hoffmann', 'Geb.-Datum': '14.02.1958', Verein: 'TSV Oberhausen' };
    const son = { Name: 'Jürgen Hoffmann', 'Geb.-Datum': '03.09.1986', Verein: 'TSV Oberhausen' };
    assert.equal(person(roll, son).identity !== 'same_entity', true);
    const entry = { Teilnehmer: 'HOFFMANN Jürgen', 'Geb. datum': '14-02-1958', Telefon: '+49 171 5550199' };
    assert.notEqual(person(roll, { ...entry, 'Geb. datum': '03-09-1986' }).identity, 'same_entity');
    const r = person({ 'Imię i nazwisko': 'Katarzyna Wróbel', 'Data ur.': '21.11.1979' }, { Nazwisko: 'Wróbel', Imię: 'Katarzyna', 'Data urodzenia': '1983-04-03' });
    assert.notEqual(r.identity, 'same_entity');
    assert.ok('dob_conflict' in r.factors, JSON.stringify(r.factors));
    // The same woman under the register's full heading and the roll's abbreviated one.
    const same = person({ 'Imię i nazwisko': 'Katarzyna Wróbel', 'Data ur.': '21.11.1979' }, { Nazwisko: 'Wróbel', Imię: 'Katarzyna', 'Data urodzenia': '1979-11-21' });
    assert.equal(same.identity, 'same_entity');
  });
});
