// Person pack, session 42 (persons29r). (1) Words that only join a name part key's words or say when a name was
// borne (`in`, `de`, `birth`: header_words.part_joining_words) name no part of the name alone, so the one unread cell
// written as a person's name under such a heading (`Hundehalter/in`, `Titular de la finca`, `Delivery attended by` after
// `Birth`) is read as the record's name against a record that names its person under a key. Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('a heading whose joining word names no part of the name', () => {
  it('reads the one name-shaped cell under a German feminine ending, a role of a thing held, or a birth attendant', () => {
    assert.equal(read({ 'Hundehalter/in': 'Sabine Krüger', 'Chip-Nr.': '276098106234511', Rasse: 'Beagle' }).shapedName?.value, 'Sabine Krüger');
    assert.equal(read({ 'Titular de la finca': 'Marta Ruiz Ortega', Municipio: 'Jaén', Hectáreas: '12' }).shapedName?.value, 'Marta Ruiz Ortega');
    assert.equal(read({ 'Ref.': 'BN-2231', 'Birth attended by': 'Sister Grace Atieno', 'Attendant reg. no.': 'NCK/M/40412' }).shapedName?.value, 'Sister Grace Atieno');
  });
  it('still keeps out a heading naming a part, a relative or another name', () => {
    assert.equal(read({ 'Nom de naissance': 'Durand', Ville: 'Lyon' }).shapedName, undefined);
    assert.equal(read({ 'Surname at birth': 'Mensah', Town: 'Ho' }).shapedName, undefined);
    assert.equal(read({ 'Previous name': 'Abena Mensah', Town: 'Ho' }).shapedName, undefined);
    assert.equal(read({ 'Name of mother': 'Abena Mensah', 'Birth attended by': 'Sister Grace Atieno' }).projected.mother_name, 'Abena Mensah');
  });
  it('merges a midwives’ register entry with the notification of a birth she attended', () => {
    const r = person(
      { 'Reg. No.': 'NCK/M/40412', 'Full name': 'ATIENO, Grace Wanjiku', Cadre: 'RN/RM' },
      { 'Ref.': 'BN-2231', 'Name of mother': 'Mercy Chebet', 'Date of birth of child': '03/02/2025', 'Birth attended by': 'Sister Grace Atieno', 'Attendant reg. no.': 'NCK/M/40412' },
    );
    assert.equal(r.identity, 'same_entity');
  });
  it('keeps her twin sister apart on the same unit’s notification', () => {
    const r = person(
      { 'Reg. No.': 'NCK/M/40412', 'Full name': 'ATIENO, Grace Wanjiku', Cadre: 'RN/RM' },
      { 'Ref.': 'BN-2290', 'Name of mother': 'Mercy Chebet', 'Birth attended by': 'Sister Faith Atieno', 'Attendant reg. no.': 'NCK/M/40413' },
    );
    assert.notEqual(r.identity, 'same_entity');
  });
  it('merges a dog licence register entry with a vet’s record under the keeper’s feminine heading', () => {
    const r = person(
      { 'Halter Name': 'Krüger, Sabine', Geburtsdatum: '12.04.1981', 'Chip-Nr.': '276098106234511' },
      { 'Hundehalter/in': 'Sabine Krüger', 'Geb.-Datum': '12.04.1981', 'Chip-Nr.': '276098106234511', Rasse: 'Beagle' },
    );
    assert.equal(r.identity, 'same_entity');
  });
});

describe('a mother’s or father’s column headed in the record’s language', () => {
  it('reads Polish, Dutch, Spanish, Italian and Portuguese mother and father columns as the relatives’ names', () => {
    assert.equal(read({ 'Imię i nazwisko matki': 'Ewa Zielińska' }).projected.mother_name, 'Ewa Zielińska');
    assert.equal(read({ 'Nazwisko i imię ojca': 'Zieliński Marek' }).projected.father_name, 'Zieliński Marek');
    assert.equal(read({ 'Naam moeder': 'Fenna de Boer' }).projected.mother_name, 'Fenna de Boer');
    assert.equal(read({ 'Nombre de la madre': 'Lucía Pardo' }).projected.mother_name, 'Lucía Pardo');
    assert.equal(read({ 'Nome do pai': 'Rui Matos' }).projected.father_name, 'Rui Matos');
  });
  it('so a Polish birth notification’s attendant is its one name-shaped cell, matched to the midwives’ register', () => {
    const r = person(
      { 'Nr PWZ': '4417023P', 'Imię i nazwisko': 'NOWAK, Agnieszka', Zawód: 'Położna' },
      { 'Nr karty': '2025/1120', 'Imię i nazwisko matki': 'Ewa Zielińska', 'Data urodzenia dziecka': '02.03.2025', 'Poród przyjęła': 'Agnieszka Nowak', 'Nr PWZ położnej': '4417023P' },
    );
    assert.equal(r.identity, 'same_entity');
  });
});

describe('a maiden name beside a record’s one name-shaped cell', () => {
  it('writes the maiden name after the cell’s name, as beside a name read under a key', () => {
    const r = read({ 'Lease holder of record': 'Mrs A. Boateng', 'Née': 'Asante', 'Plot': 'B-14' });
    assert.equal(r.shapedName?.value, 'Mrs A. Boateng née Asante');
    assert.equal(r.shapedName?.alsoKey, 'Née');
  });
  it('merges a register entry under her birth surname with a record under her married name', () => {
    const r = person(
      { 'Reg. No.': 'NMC/RM/58812', 'Full name': 'ASANTE, Abena Serwaa', Cadre: 'RM' },
      { 'Ref.': 'BN-7701', 'Birth attended by': 'Mrs Abena Boateng', 'Maiden name': 'Asante', 'Attendant reg. no.': 'NMC/RM/58812' },
    );
    assert.equal(r.identity, 'same_entity');
    assert.ok(!r.unread!.b.ignored.includes('Maiden name'));
  });
  it('keeps a sister-in-law apart whose birth surname differs', () => {
    const r = person(
      { 'Reg. No.': 'NMC/RM/58812', 'Full name': 'ASANTE, Abena Serwaa', Cadre: 'RM' },
      { 'Ref.': 'BN-7702', 'Birth attended by': 'Mrs Akua Boateng', 'Maiden name': 'Owusu', 'Attendant reg. no.': 'NMC/RM/58813' },
    );
    assert.notEqual(r.identity, 'same_entity');
  });
});

describe('review of persons29r: another form of the name, a widow, a mother’s maiden name', () => {
  it('keeps out a heading where a birth or baptism word stands beside a word of the name itself', () => {
    assert.equal(read({ 'Name at birth': 'Kwabena Owusu', Town: 'Kumasi' }).shapedName, undefined);
    assert.equal(read({ 'Nombre de pila': 'José Luis', Municipio: 'Jaén' }).shapedName, undefined);
    assert.equal(read({ 'Nome di battesimo': 'Giovanni Battista', Comune: 'Lecce' }).shapedName, undefined);
    assert.equal(read({ 'Nom de baptême': 'Jean-Baptiste', Ville: 'Nantes' }).shapedName, undefined);
    assert.equal(read({ 'Name in religion': 'Mary Josephine', Convent: 'Loreto' }).shapedName, undefined);
  });
  it('keeps out the widow or widower of a death record: another person than the deceased', () => {
    assert.equal(read({ 'Nom de la veuve': 'Jeanne Martin', 'Date du décès': '02/03/2024' }).shapedName, undefined);
    assert.equal(read({ 'Name of widow': 'Grace Mensah', 'Date of death': '02/03/2024' }).shapedName, undefined);
  });
  it('writes no maiden name after the attendant when the record names the mother too', () => {
    const r = read({ 'Name of mother': 'Mercy Chebet', 'Maiden name': 'Kiprop', 'Birth attended by': 'Sister Grace Atieno' });
    assert.equal(r.shapedName?.value, 'Sister Grace Atieno');
  });
});

describe('review of persons29r: a maiden name written right after the attendant is hers', () => {
  it('writes it after the attendant’s name even when the mother is named too', () => {
    const r = read({ 'Name of mother': 'Mercy Chebet', 'Birth attended by': 'Sister Grace Atieno', 'Née': 'Kiprop' });
    assert.equal(r.shapedName?.value, 'Sister Grace Atieno née Kiprop');
  });
});
