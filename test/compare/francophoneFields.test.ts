// Francophone registers' column names (issue 11, session 19): NOM / Prénoms, nom_prenoms, date de
// naissance, lieu de naissance, sexe, passeport, adresse, courriel are the person pack's fields, with
// accents folded as any field name's. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = findPack('person')!;

describe('francophone column names', () => {
  it('positive: NOM and Prénoms are the family and given names; the other columns are their fields', () => {
    const r = readRecord(person, { NOM: 'KOUASSI', Prénoms: 'Aya Christelle', 'Date de naissance': '14/02/1990', 'Lieu de naissance': 'Bouaké', Sexe: 'F', 'Numéro de passeport': '19AC12345', Téléphone: '+225 07 08 09 10 11', Adresse: 'Cocody, Abidjan', Courriel: 'aya.k@example.ci' });
    assert.deepEqual(r.unread.ignored, []);
    assert.equal(r.projected['name'], 'Aya Christelle KOUASSI');
    assert.equal(r.projected['dob'], '14/02/1990');
    assert.equal(r.projected['birth_place'], 'Bouaké');
    assert.equal(r.projected['gender'], 'F');
    assert.equal(r.projected['passport'], '19AC12345');
    assert.equal(r.projected['address'], 'Cocody, Abidjan');
    assert.equal(r.projected['email'], 'aya.k@example.ci');
  });
  it('positive: a register keyed in French links with one keyed in English', () => {
    const fr = { nom_prenoms: 'KOUASSI Aya Christelle', date_naissance: '14.02.1990', passeport: '19AC12345', sexe: 'F' };
    const en = { first_name: 'Aya', last_name: 'Kouassi', dob: '1990-02-14', passport_no: '19AC12345' };
    const r = compare({ a: fr, b: en, entity: 'person' });
    assert.equal(r.factors['passport'], 1);
    assert.equal(r.identity, 'same_entity', r.explanation);
  });
  it('negative: two people of one family name under French columns stay apart', () => {
    const a = { NOM: 'KOUASSI', Prénoms: 'Aya Christelle', 'Date de naissance': '14/02/1990', Passeport: '19AC12345' };
    const b = { NOM: 'KOUASSI', Prénoms: 'Konan Serge', 'Date de naissance': '02/11/1987', Passeport: '17AB99881' };
    assert.equal(compare({ a, b, entity: 'person' }).identity, 'different');
  });
  it('adversarial: twins under French columns (one NOM, one birth date, two Prénoms) are not merged; genre is not read as the sex', () => {
    const a = { NOM: 'KOUASSI', Prénoms: 'Aya Christelle', 'Date de naissance': '14/02/1990', Téléphone: '0708091011' };
    const b = { NOM: 'KOUASSI', Prénoms: 'Adjoua Mireille', 'Date de naissance': '14/02/1990', Téléphone: '0708091011' };
    assert.notEqual(compare({ a, b, entity: 'person' }).identity, 'same_entity');
    assert.deepEqual(readRecord(person, { nom: 'Kouassi', genre: 'roman' }).unread.ignored, ['genre']);
    assert.deepEqual(readRecord(person, { nom: 'Kouassi' }).projected, readRecord(person, { surname: 'Kouassi' }).projected);
  });
});
