// Person pack, session 27: the liable party or payer of a rates, council-tax or property-tax account, named under
// the word its own language's tax notice uses (header_words.role_keys: Liable Party, Council Tax Payer, Redevable,
// Contribuable, Steuerpflichtiger, Belastingplichtige, Sujeto pasivo, Contribuyente, Contribuente, Soggetto passivo,
// Contribuinte, Podatnik). Before, such a column was ignored and the account named nobody. Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('the liable party of a rates or property-tax account is the record person', () => {
  it('each language heads the column its own way', () => {
    const heads: [string, string][] = [
      ['Liable Party', 'Ms Hannah Louise Pritchard'],
      ['Council Tax Payer', 'Mr Olusegun Adebanjo'],
      ['Redevable', 'M. Antoine Lefort'],
      ['Contribuable', 'Mme Chantal Mbarga'],
      ['Steuerpflichtiger', 'Frau Ingrid Vogelsang'],
      ['Belastingplichtige', 'Mevr. Sanne de Groot'],
      ['Sujeto pasivo', 'ORTEGA RUIZ, MARTA'],
      ['Contribuyente', 'Jorge Medina Salas'],
      ['Contribuente', 'RUSSO GIULIA'],
      ['Soggetto passivo', 'Bruno Ferraresi'],
      ['Contribuinte', 'Rui Manuel Tavares'],
      ['Podatnik', 'Katarzyna Wróbel'],
    ];
    for (const [head, name] of heads) assert.equal(read({ [head]: name, 'Account Ref': '5512093' }).projected.name, name, head);
  });

  it("the liable party's own birth-date column stays the birth date", () => {
    const r = read({ 'Liable Party': 'Mr T K Asante', 'Date of Birth (liable party)': '14-MAR-1968', Band: 'B' });
    assert.deepEqual(r.projected, { name: 'Mr T K Asante', dob: '14-MAR-1968' });
  });

  it('a property-tax account meets the same person on another register', () => {
    const tax = { Aktenzeichen: '411/2290/8813', Steuerpflichtiger: 'Dieter Hallwachs', Geburtsdatum: '02.09.1961', Telefon: '+49 171 4402981' };
    const roll = { Familienname: 'Hallwachs', Vornamen: 'Dieter', Geburtsdatum: '2 Sep 1961', Telefon: '0171 4402981' };
    const r = person(tax, roll);
    assert.equal(r.factors.name, 1);
    assert.equal(r.identity, 'same_entity');
  });

  it('counter-case: another given name at the same phone and surname is not merged', () => {
    const tax = { Redevable: 'Mme Josiane Pelletier', 'Date de naissance': '11/04/1950', Téléphone: '06 12 48 90 33' };
    const roll = { Nom: 'PELLETIER', Prénoms: 'Margaux', 'Date de naissance': '23/07/1982', Téléphone: '+33 6 12 48 90 33' };
    assert.notEqual(person(tax, roll).identity, 'same_entity');
  });

  it('adversarial: two role columns in one record cancel (nothing says which is its person)', () => {
    assert.equal(read({ Redevable: 'Antoine Lefort', Contribuable: 'Chantal Mbarga' }).projected.name, undefined);
    // A key of the name itself wins over the role column.
    assert.equal(read({ 'Full Name': 'Sipho Dlamini', 'Liable Party': 'Dlamini Family Trust' }).projected.name, 'Sipho Dlamini');
  });
});
