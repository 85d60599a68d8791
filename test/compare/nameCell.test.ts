// Session 16b (issue 11): name cells that carry more than one person's name — joint holders ('Nicholas
// & Nancy Rotich'), a capacity ('as trustee of …'), a birth date ('né le …') or an address ('of 112 …').
// Records written here, never taken from a bench set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { JOINT_CELL_CAP, readNameCell } from '../../src/compare/comparators/nameCell.js';
import { compareNames } from '../../src/compare/comparators/personName.js';
import { compareTfTokens } from '../../src/compare/comparators/tfToken.js';
import { findPack } from '../../src/compare/packs.js';
import type { ComparatorSpec } from '../../src/compare/comparators/types.js';
import { compare } from '../../src/compare/index.js';

/** The person pack's name spec (a person's name: gate_min_words), whose cells are read as their holders. */
const PERSON_NAME: ComparatorSpec = { field: 'name', kind: 'name', weight: 1.5, gate_min_words: 2 };
const names = (a: string, b: string) => compareNames(a, b, PERSON_NAME);

describe('reading a name cell (data/name-cell-qualifiers.json)', () => {
  it('cuts capacities, birth dates, addresses and a comma before digits (positive)', () => {
    assert.deepEqual(readNameCell('ASANTE Kofi Yeboah as trustee of the Asante Family Trust').persons, ['ASANTE Kofi Yeboah']);
    assert.deepEqual(readNameCell('Mme DUVAL Odile, née le 02/03/1958').persons, ['Mme DUVAL Odile']);
    assert.deepEqual(readNameCell('Hoffmann, Jörg Peter, geb. 14.07.1966, Köln').persons, ['Hoffmann, Jörg Peter']);
    assert.deepEqual(readNameCell('Moses Kipchumba of 14 Kenyatta Avenue, Nakuru').persons, ['Moses Kipchumba']);
    assert.deepEqual(readNameCell('Rossi Marco as executor of the estate of Anna Rossi, 02.02.1950').persons, ['Rossi Marco']);
    assert.deepEqual(readNameCell('Zainab Hassan of Flat 3, Rose Court').persons, ['Zainab Hassan']);
  });

  it('reads joint holders, a one-word part taking the shared surname (positive)', () => {
    assert.deepEqual(readNameCell('Peter & Grace Wambui').persons, ['Peter Wambui', 'Grace Wambui']);
    assert.deepEqual(readNameCell('OKORO Emeka Paul AND Adaora OKORO of 9 Allen Avenue, Ikeja').persons, ['OKORO Emeka Paul', 'Adaora OKORO']);
  });

  it('leaves alone what is a name: a maiden surname, "of" in a style, a firm, y in a Spanish name, a long list (negative)', () => {
    assert.deepEqual(readNameCell('Esi Mensah née Boateng').persons, ['Esi Mensah née Boateng']);
    assert.deepEqual(readNameCell('Earl of Carrick').persons, ['Earl of Carrick']);
    assert.deepEqual(readNameCell('Mensah and Sons').persons, ['Mensah and Sons']);
    assert.deepEqual(readNameCell('Ortega y Gasset').persons, ['Ortega y Gasset']);
    assert.deepEqual(readNameCell('A and B and C and D and E Banda').persons, ['A and B and C and D and E Banda']);
    assert.deepEqual(readNameCell('Marie-Claire Asante').persons, ['Marie-Claire Asante']);
  });
});

describe('comparing a name cell', () => {
  it('a qualified single-holder cell agrees fully with the holder (positive)', () => {
    assert.equal(names('ASANTE Kofi Yeboah as trustee of the Asante Family Trust', 'Kofi Yeboah Asante')?.sim, 1);
    assert.equal(names('Hoffmann, Jörg Peter, geb. 14.07.1966, Köln', 'Jörg Peter Hoffmann')?.sim, 1);
  });

  it('one holder of a joint cell agrees, capped below a single-name cell and with no rarity of its own (positive)', () => {
    const r = names('Peter & Grace Wambui', 'Grace Njeri Wambui');
    assert.ok(r !== null && r.sim > 0.7 && r.sim <= JOINT_CELL_CAP, String(r?.sim));
    assert.equal(r?.conflict, undefined);
    assert.equal(r?.rarity, 0);
    assert.ok((names('Peter Wambui', 'Peter Wambui')?.sim ?? 0) > JOINT_CELL_CAP);
  });

  it('an artist or a firm is one party: outside a person name field the cell is not split (negative)', () => {
    assert.equal(compareNames('Simon & Garfunkel', 'Simon & Garfunkel')?.sim, 1);
    assert.equal(compareNames('Simon & Garfunkel', 'Simon & Garfunkel', { field: 'name', kind: 'name', weight: 1 })?.sim, 1);
    assert.equal(names('Simon & Garfunkel', 'Simon & Garfunkel')?.sim, JOINT_CELL_CAP, 'as two persons in a person name field');
  });

  it('the token comparator reads a cell as the name comparator does: qualifiers cut, a joint cell capped with no rarity (positive, negative)', () => {
    const pack = findPack('person')!;
    const spec = pack.comparators.find((c) => c.kind === 'tftoken')!;
    const ctx = { tf: pack.tf } as never;
    assert.equal(compareTfTokens('ASANTE Kofi Yeboah as trustee of the Asante Family Trust', 'Kofi Yeboah Asante', spec, ctx)?.sim, 1);
    const joint = compareTfTokens('Peter & Grace Wambui', 'Grace Wambui', spec, ctx);
    assert.ok(joint !== null && joint.sim > 0.7 && joint.sim <= JOINT_CELL_CAP, String(joint?.sim));
    assert.equal(joint?.rarity, 0);
    const { gate_min_words: _gate, ...notPerson } = spec;
    assert.equal(compareTfTokens('Peter & Grace Wambui', 'Peter & Grace Wambui', notPerson, ctx)?.sim, 1, 'outside a person name field: one party, never capped');
  });

  it('a person who is neither holder is still another given name under the surname (adversarial)', () => {
    assert.equal(names('Peter & Grace Wambui', 'Joseph Wambui')?.conflict, true);
  });

  it('a joint cell with an agreeing id merges; with the name alone it is never a merge (adversarial)', () => {
    const title = { registered_proprietor: 'Peter & Grace Wambui', id_no: '23456789' };
    const merged = compare({ a: title, b: { given_names: 'Peter Kamau', family_name: 'Wambui', id_number: '23456789', dob: '1970-03-02' } });
    assert.equal(merged.identity, 'same_entity', merged.explanation);
    const alone = compare({ a: { proprietor: 'OKORO Emeka Paul AND Adaora OKORO of 9 Allen Avenue, Ikeja' }, b: { forenames: 'Emeka Paul', surname: 'Okoro', dob: '1966-01-09' } });
    assert.notEqual(alone.identity, 'same_entity', alone.explanation);
    // A third member of the household at the holders' address and phone is neither holder.
    const home = { address: '12 Moi Avenue, Nakuru', phone: '+254 712 345 678' };
    const other = compare({ a: { registered_owner: 'Peter & Grace Wambui', ...home }, b: { given_names: 'Joseph', family_name: 'Wambui', dob: '1999-05-05', ...home } });
    assert.notEqual(other.identity, 'same_entity', other.explanation);
  });
});

// Session 19 (issue 11): unnamed newborns in maternity and neonatal registers. Records made up here.
describe('an unnamed newborn in a name cell (data/name-cell-qualifiers.json newborn)', () => {
  it('reads the surname a ward wrote, or nothing when the mother is named, and a birth-order rank (positive)', () => {
    assert.deepEqual(readNameCell('Baby Boy Mensah-Bonsu'), { persons: ['Mensah-Bonsu'], newborn: true });
    assert.deepEqual(readNameCell('KARIUKI, Infant Female'), { persons: ['KARIUKI'], newborn: true });
    assert.deepEqual(readNameCell('Baby of Folake Adebayo'), { persons: [''], newborn: true, mother: 'Folake Adebayo' });
    assert.deepEqual(readNameCell('B/O ADEBAYO Folake'), { persons: [''], newborn: true, mother: 'ADEBAYO Folake' });
    assert.deepEqual(readNameCell('Second twin of Thandi Dube'), { persons: [''], newborn: true, birthOrder: 2, mother: 'Thandi Dube' });
    assert.deepEqual(readNameCell('DUBE Twin II'), { persons: ['DUBE'], newborn: true, birthOrder: 2 });
    assert.deepEqual(readNameCell('Bébé A Lefèvre'), { persons: ['Lefèvre'], newborn: true, birthOrder: 1 });
  });

  it('leaves a name alone when no newborn word stands in it, and an initial beside no such word stays a name (negative)', () => {
    assert.deepEqual(readNameCell('A. B. Ofori'), { persons: ['A. B. Ofori'] });
    assert.deepEqual(readNameCell('Bolanle Ofori'), { persons: ['Bolanle Ofori'] });
    assert.deepEqual(readNameCell('Twine Okello').persons, ['Twine Okello']);
  });

  it('two children of one birth conflict by rank; one rank, or none, is no conflict (positive, negative)', () => {
    assert.deepEqual(names('Twin 1 of Thandi Dube', 'Twin 2 of Thandi Dube'), { sim: 0, conflict: true, kin: true, rarity: 0 });
    assert.equal(names('Baby A Kiprono', 'Baby B Kiprono')?.conflict, true);
    assert.equal(names('KIPRONO Triplet 3', 'Kiprono, triplet 1')?.conflict, true);
    assert.equal(names('Baby of Thandi Dube', 'Baby of Thandi Dube'), null);
    assert.equal(names('Twin 1 of Thandi Dube', 'Sipho Dube'), null);
    assert.equal(names('Baby A Kiprono', 'Baby A Kiprono')?.conflict, undefined);
  });

  it('a surname left agrees partly and never singles out the child; the mother named against her own record conflicts (adversarial)', () => {
    const r = names('Baby Girl Kiprono', 'Chebet Jepkoech Kiprono');
    assert.equal(r?.rarity, 0);
    assert.equal(r?.conflict, undefined);
    assert.deepEqual(names('B/O KIPRONO Chebet', 'Chebet Jepkoech Kiprono'), { sim: 0, conflict: true, kin: true, rarity: 0 });
    // The same household, the mother's name on a record of the child: only her name, not the child's.
    assert.equal(names('Baby of Chebet Kiprono', 'Kiprono'), null);
  });

  it('twins with one mother, birth date and phone are never merged; a newborn and the named child with one phone and date may be (adversarial)', () => {
    const twin = (name: string) => ({ patient_name: name, date_of_birth: '04/03/2023', phone: '+254 722 000 111', sex: 'F' });
    assert.notEqual(compare({ a: twin('Baby A Kiprono'), b: twin('Baby B Kiprono') }).identity, 'same_entity');
    assert.notEqual(compare({ a: twin('KIPRONO Twin I'), b: twin('KIPRONO Twin II') }).identity, 'same_entity');
    const mother = { name: 'Chebet Jepkoech Kiprono', date_of_birth: '1994-03-04', phone: '+254722000111', address: '4 Moi Road, Eldoret' };
    assert.notEqual(compare({ a: { ...twin('B/O KIPRONO Chebet'), address: '4 Moi Road, Eldoret' }, b: mother }).identity, 'same_entity');
  });
});
