// Session 50 (persons50, issue 11): a name in another form — short forms the tables lacked
// (data/name-equivalents.json short_forms), the maiden-name markers z d. and nascida
// (data/name-surname-markers.json), and a married name written surname first before a comma
// (personName.ts otherReadings). Records written for these tests; the positives fail on the start code.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { areShortForms } from '../../src/compare/comparators/nameEquivalents.js';
import { personNameSimilarity } from '../../src/compare/comparators/personName.js';
import { compare } from '../../src/compare/index.js';

describe('persons50: short forms the tables lacked', () => {
  for (const [full, short] of [
    ['Yetunde Adeyemi', 'Yetty Adeyemi'],
    ['Ifeanyi Okonkwo', 'Ify Okonkwo'],
    ['Tamunotonye Briggs', 'Tonye Briggs'],
    ['Francisco Ortega Gil', 'Paco Ortega Gil'],
    ['Rosario Vidal Soler', 'Charo Vidal Soler'],
    ['Concepción Navarro Ruiz', 'Concha Navarro Ruiz'],
    ['Ursula Brandt', 'Uschi Brandt'],
    ['Marloes Visser', 'Loes Visser'],
    ['Wycliffe Otieno', 'Wyco Otieno'],
    ['Kiprotich Rotich', 'Tich Rotich'],
  ] as const) {
    it(`${short} is ${full}`, () => {
      assert.ok(personNameSimilarity(full, short) >= 0.95, `${personNameSimilarity(full, short)}`);
    });
  }
  it('negative (lead, after review): short forms that are names or surnames of their own, or stand for several full names, are not listed', () => {
    // Withdrawn from the round's list: Kelly and Lara are surnames and given names of their own (the comparator reads
    // short forms in every word position, so Chinedu Kelly / Chinedu Kelechi merged on the name alone); Pepe reached
    // Yusuf through Jose's spelling group and Mo reached Mehmet through Muhammad's; Mo is as often Maurice or Maureen,
    // Pam Pamela as Parminder, Lola Dolores as Oluwadamilola, Lily a name of its own, Pato Patricio as Patrick.
    assert.ok(personNameSimilarity('Chinedu Kelly', 'Chinedu Kelechi') < 0.8);
    assert.ok(personNameSimilarity('Brian Lara', 'Brian Omolara') < 0.8);
    assert.ok(personNameSimilarity('Pepe Ruiz Okoro', 'Yusuf Ruiz Okoro') < 0.8);
    assert.ok(personNameSimilarity('Mo Yilmazoglu', 'Mehmet Yilmazoglu') < 0.8);
    for (const [a, b] of [['kelechi', 'kelly'], ['omolara', 'lara'], ['muhammad', 'mo'], ['jose', 'pepe'], ['patrick', 'pato'], ['parminder', 'pam'], ['lilian', 'lily']] as const) {
      assert.equal(areShortForms(a, b), false, `${a} / ${b}`);
    }
  });
  it('negative: a short form joins no two full names (Ify is not Ifeoma through Ifeanyi; Lola joins not Dolores and Rosario)', () => {
    assert.equal(areShortForms('ifeanyi', 'ifeoma'), false);
    assert.equal(areShortForms('dolores', 'rosario'), false);
    assert.equal(areShortForms('yetunde', 'yewande'), false);
    assert.ok(personNameSimilarity('Dolores Prieto Lara', 'Rosario Prieto Lara') < 0.8);
    assert.ok(personNameSimilarity('Yetty Adeyemi', 'Yewande Adeyemi') < 0.8);
  });
  it('negative: sisters sharing a household stay apart (Yetunde / Yewande Bello, one address and phone)', () => {
    const r = compare({
      a: { name: 'Yetunde Bello', address: '14 Adeola Odeku Street, Victoria Island, Lagos', phone: '+234 803 555 0142' },
      b: { name: 'Yetty Bello', address: '14 Adeola Odeku Street, Victoria Island, Lagos', phone: '+234 803 555 0142' },
      entity: 'person',
    });
    const sister = compare({
      a: { name: 'Yewande Bello', address: '14 Adeola Odeku Street, Victoria Island, Lagos', phone: '+234 803 555 0142' },
      b: { name: 'Yetty Bello', address: '14 Adeola Odeku Street, Victoria Island, Lagos', phone: '+234 803 555 0142' },
      entity: 'person',
    });
    assert.notEqual(sister.identity, 'same_entity');
    assert.ok(r.score > sister.score);
  });
  it('negative: a pet name alone does not single out one person (a mother and the daughter named after her)', () => {
    // With nothing but the name agreeing, a given name that agrees only as a short form clears no gate by
    // itself (personName.ts agreesThroughShortFormOnly): the roster's Yetty may be the register's Yetunde's daughter.
    const r = compare({
      a: { Surname: 'Adewuyi', 'Other Names': 'Yetunde Abosede', 'Date of Birth': '04/07/1961', Phone: '08035550199' },
      b: { Name: 'Yetty Adewuyi', Team: 'Blue', Shift: 'Night' },
      entity: 'person',
    });
    assert.notEqual(r.identity, 'same_entity');
  });
  it('a pet name with the same birth date and phone is the person', () => {
    const r = compare({
      a: { 'Full name': 'YETUNDE ADEYEMI', 'Date of birth': '1984-03-12', Phone: '0803 555 0142' },
      b: { 'Customer name': 'Yetty Adeyemi', DOB: '12/03/1984', Mobile: '+234 803 555 0142' },
      entity: 'person',
    });
    assert.equal(r.identity, 'same_entity');
  });
});

describe('persons50: a maiden name beside a married one', () => {
  it('z d. (Polish, z domu abbreviated) and nascida (Portuguese) mark the birth surname', () => {
    assert.equal(personNameSimilarity('Maria Kowalska z d. Nowak', 'Maria Nowak'), 1);
    assert.equal(personNameSimilarity('Maria Kowalska z d. Nowak', 'Maria Kowalska'), 1);
    assert.equal(personNameSimilarity('Ana Souza nascida Lima', 'Ana Lima'), 1);
  });
  it('a name written surname first before a comma takes the other surname in the surname’s place', () => {
    assert.equal(personNameSimilarity('Adams, Karabo née Maseko', 'Maseko, Karabo'), 1);
    assert.equal(personNameSimilarity('Adams, Karabo née Maseko', 'Karabo Adams'), 1);
  });
  it('negative: the married and maiden surnames read together name nobody; a sister or mother-in-law stays apart', () => {
    assert.ok(personNameSimilarity('Adams, Karabo née Maseko', 'Adams Maseko') < 0.8);
    assert.ok(personNameSimilarity('Adams, Karabo née Maseko', 'Lerato Maseko') < 0.8);
    assert.ok(personNameSimilarity('Adams, Karabo née Maseko', 'Thandi Adams') < 0.8);
    assert.ok(personNameSimilarity('Maria Kowalska z d. Nowak', 'Ewa Nowak') < 0.8);
    // Initials Z. D. after one given name are no marker ('Anna Z D Nowak').
    assert.ok(personNameSimilarity('Anna Z D Nowak', 'Anna Nowak') < 1);
  });
});
