// Session 50 review of persons50 (issue 11): inputs written for the review, none from a bench set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { personNameSimilarity } from '../../src/compare/comparators/personName.js';
import { compare } from '../../src/compare/index.js';

describe('rev-persons50: z d. is the abbreviation, not two capital initials', () => {
  it('two middle initials Z. D. after two given names mark no maiden surname', () => {
    // 'John Paul Z D Okonkwo' is a man with two middle initials, not John Paul née Okonkwo: read as a
    // marker, his name became 'John Okonkwo' and agreed fully with a namesake lacking the middle names.
    assert.ok(personNameSimilarity('John Paul Z D Okonkwo', 'John Okonkwo') < 1);
    assert.ok(personNameSimilarity('Anna Maria Z. D. Wiśniewska', 'Anna Wiśniewska') < 1);
    const r = compare({ a: { name: 'Anna Maria Z. D. Wiśniewska' }, b: { name: 'Anna Wiśniewska' }, entity: 'person' });
    assert.notEqual(r.identity, 'same_entity');
  });
  it('the abbreviation written in lower case still marks the birth surname', () => {
    assert.equal(personNameSimilarity('Maria Kowalska z d. Nowak', 'Maria Nowak'), 1);
    assert.equal(personNameSimilarity('Maria Kowalska z d Nowak', 'Maria Nowak'), 1);
    assert.equal(personNameSimilarity('Maria Kowalska z domu Nowak', 'Maria Nowak'), 1);
  });
});

describe('rev-persons50: a surname of several words before the comma', () => {
  it('du Plessis, Anna née Botha is Anna Botha (the whole surname before the comma gives way to the maiden one)', () => {
    assert.equal(personNameSimilarity('du Plessis, Anna née Botha', 'Anna Botha'), 1);
    assert.equal(personNameSimilarity('van der Merwe, Anna Marie née Botha', 'Anna Marie Botha'), 1);
    assert.equal(personNameSimilarity('Adams, Karabo née Maseko', 'Karabo Maseko'), 1);
  });
  it('negative: the married surname is no given name; a sister under the maiden name stays apart', () => {
    assert.ok(personNameSimilarity('du Plessis, Anna née Botha', 'Plessis Botha') < 0.8);
    assert.ok(personNameSimilarity('du Plessis, Anna née Botha', 'Marie Botha') < 0.8);
    // A comma after the given names ('Karabo Adams, née Maseko') is no surname-first name.
    assert.equal(personNameSimilarity('Karabo Adams, née Maseko', 'Karabo Maseko'), 1);
  });
});
