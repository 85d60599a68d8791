// Session 15 (issue 11): short forms the tables lacked (data/name-equivalents.json) and courtesy titles of
// other languages (data/name-honours.json `titles`), on records written here, never taken from a bench set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { areEquivalentNames, areShortForms } from '../../src/compare/comparators/nameEquivalents.js';
import { isCourtesyTitle, setAsideTitles, withoutBracketedTitles } from '../../src/compare/comparators/nameHonours.js';
import { compareNames } from '../../src/compare/comparators/personName.js';
import { compare } from '../../src/compare/index.js';
import { isNameTitle } from '../../src/lexicon/names.js';
import { readFileSync } from 'node:fs';

const dataFile = (name: string) => JSON.parse(readFileSync(new URL(`../../src/compare/data/${name}`, import.meta.url), 'utf8')) as Record<string, string[]>;

describe('documented short forms (session 15)', () => {
  it('Shiv, Lena, Ally, Matze and Emeka are short forms of their full names (positive)', () => {
    assert.ok(areShortForms('shiv', 'siobhan'));
    assert.ok(areShortForms('lena', 'magdalena'));
    assert.ok(areShortForms('magda', 'magdalena'));
    assert.ok(areShortForms('lena', 'helena'));
    assert.ok(areShortForms('ally', 'alistair'));
    assert.ok(areShortForms('matze', 'matthias'));
    assert.ok(areShortForms('emeka', 'nnaemeka'));
    assert.ok(areEquivalentNames('aikaterini', 'catherine'));
    assert.ok(areEquivalentNames('katerina', 'aikaterini'));
  });

  it('they stay apart from names they do not shorten (negative)', () => {
    assert.equal(areShortForms('shiv', 'sinead'), false);
    assert.equal(areShortForms('lena', 'magnus'), false);
    assert.equal(areShortForms('matze', 'mark'), false);
    assert.equal(areShortForms('emeka', 'nnamdi'), false);
    assert.equal(areEquivalentNames('katerina', 'karina'), false);
  });

  it('a name with a short form and a missing middle name scores as one name (positive)', () => {
    assert.ok((compareNames('Orlaith Siobhán Brennan', 'Shiv Brennan')?.sim ?? 0) >= 0.8);
    assert.ok((compareNames('Magdalena Roux', 'Lena Roux')?.sim ?? 0) >= 0.9);
    assert.ok((compareNames('Brennan, Shiv', 'Siobhán Brennan')?.sim ?? 0) >= 0.9);
  });

  it('a short form does not bridge two given names of a household (adversarial)', () => {
    // Shiv (Siobhán) and Seán share the surname and a phone: another given name, not a short form.
    const r = compare({ a: { name: 'Siobhán Brennan', phone: '+353 87 412 0931' }, b: { name: 'Seán Brennan', phone: '087 412 0931' } });
    assert.notEqual(r.identity, 'same_entity');
    const m = compare({ a: { name: 'Matthias Albrecht Vogt', dob: '1961-02-17' }, b: { name: 'Matze Vogt', dob: '1990-06-03' } });
    assert.notEqual(m.identity, 'same_entity');
  });

  it('a sparse pair with a rare full name in a short form and the same mobile merges', () => {
    const r = compare({ a: { name: 'Orlaith Siobhán Brennan', phone: '+353 87 412 0931' }, b: { name: 'Brennan, Orlaith', msisdn: '087 412 0931' } });
    assert.equal(r.identity, 'same_entity', r.explanation);
    const e = compare({ a: { name: 'Aikaterini Sofia Lambrou', email: 'a.lambrou@example.gr' }, b: { name: 'Katerina Lambrou', email_address: 'A.Lambrou@example.gr' } });
    assert.equal(e.identity, 'same_entity', e.explanation);
  });
});

describe('courtesy titles of other languages (name-honours.json titles)', () => {
  it('Sesotho, Setswana, isiZulu, Romanian, Polish, Portuguese and Dutch titles are set aside before a name (positive)', () => {
    for (const w of ['ntate', 'rre', 'mma', 'mnu', 'nkk', 'nksz', 'domnul', 'dl', 'dna', 'mgr', 'inz', 'srta', 'senhora', 'mw', 'ir', 'drs', 'mnr', 'mev']) {
      assert.ok(isCourtesyTitle(w), w);
    }
    assert.deepEqual(setAsideTitles(['ntate', 'teboho', 'mokoena']), ['teboho', 'mokoena']);
    assert.deepEqual(setAsideTitles(['prof', 'univ', 'dr', 'ioana', 'popescu']), ['ioana', 'popescu']);
    assert.deepEqual(setAsideTitles(['mgr', 'inz', 'anna', 'nowak']), ['anna', 'nowak']);
    assert.equal(compareNames('Rre Kagiso Molefe', 'Kagiso Molefe')?.sim, 1);
    assert.equal(compareNames('Dna. Ioana Popescu', 'Ioana Popescu')?.sim, 1);
    assert.equal(compareNames('Mnu. Sipho Dlamini', 'Sipho Themba Dlamini')?.conflict, undefined);
    assert.equal(withoutBracketedTitles('Kagiso Molefe (Rre)').trim(), 'Kagiso Molefe');
  });

  it('a title after a given name is not set aside, and a name of titles only names nobody (negative)', () => {
    // Only leading words are titles: "Sipho Mnu Dlamini" keeps its words.
    assert.deepEqual(setAsideTitles(['sipho', 'ir', 'dlamini']), ['sipho', 'ir', 'dlamini']);
    assert.equal(compareNames('Ntate', 'Sipho Dlamini'), null);
    assert.equal(isCourtesyTitle('sipho'), false);
  });

  it('with the title set aside, a title beside another given name is still two people (adversarial)', () => {
    const r = compareNames('Ntate Teboho Mokoena', 'Ntate Thabo Mokoena');
    assert.equal(r?.conflict, true);
    const p = compare({ a: { name: 'Ntate Teboho Mokoena', dob: '1979-05-08' }, b: { name: 'Teboho Mokoena', dob: '8 May 1979' } });
    assert.equal(p.identity, 'same_entity', p.explanation);
  });

});

describe('one home per courtesy title', () => {
  it("name-honours.json titles holds only what the lexicon's title list lacks", () => {
    // The lexicon's list (src/lexicon/tables/name-stoplist.json) is read first; a title it gains leaves the file.
    assert.deepEqual(dataFile('name-honours.json')['titles']!.filter((t) => isNameTitle(t)), []);
  });

  it('every married title is a courtesy title the comparators set aside (the markers file marks titles, adds none)', () => {
    assert.deepEqual(dataFile('name-surname-markers.json')['married_titles']!.filter((t) => !isCourtesyTitle(t)), []);
  });

  it('Spanish señor, señora and señorita are set aside before a name (positive)', () => {
    assert.equal(compareNames('Señora María López', 'Sra María López')?.sim, 1);
    assert.equal(compareNames('Señor Juan López', 'Juan López')?.sim, 1);
    assert.equal(compareNames('Srta. Lucía Gómez', 'Señorita Lucía Gómez')?.sim, 1);
  });

  it('a married title read as a title: the given names alone may meet the birth surname (negative: no second given name)', () => {
    const r = compareNames('Señora María Isabel López', 'María Isabel Fernández');
    assert.equal(r?.conflict, undefined);
    assert.deepEqual(compareNames('Señora María Isabel López', 'María Isabel Fernández'), compareNames('Sra María Isabel López', 'María Isabel Fernández'));
  });

  it('a name of Spanish titles only names nobody (adversarial)', () => {
    assert.equal(compareNames('Señora', 'María López'), null);
  });
});

describe('Somali names in the official orthography (name-equivalents.json groups)', () => {
  it('Xaawo/Hawa, Maxamed/Mohamed, Cabdi/Abdi, Nuur/Noor and Aadan/Aden are one name each (positive)', () => {
    assert.ok(areEquivalentNames('xaawo', 'hawa'));
    assert.ok(areEquivalentNames('maxamed', 'mohammed'));
    assert.ok(areEquivalentNames('cabdi', 'abdi'));
    assert.ok(areEquivalentNames('nuur', 'noor'));
    assert.ok(areEquivalentNames('aadan', 'aden'));
    assert.ok((compareNames('Xasan Cabdi Nuur', 'Hassan Abdi Noor')?.sim ?? 0) >= 0.9);
  });

  it('the orthography is read from listed names only, never as a letter rule (negative)', () => {
    // x and c are ordinary letters elsewhere: Xavier is not Havier, Carlos is not Arlos.
    assert.equal(areEquivalentNames('xavier', 'havier'), false);
    assert.equal(areEquivalentNames('carlos', 'arlos'), false);
    assert.equal(areEquivalentNames('xaawo', 'xasan'), false);
  });

  it('two Somali given names stay two people beside one surname (adversarial)', () => {
    const r = compareNames('Xaawo Nuur', 'Xasan Nuur');
    assert.equal(r?.conflict, true);
  });
});
