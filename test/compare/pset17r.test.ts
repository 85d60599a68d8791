// Session 37, pset17r (issue 11, held-out pair set 17 as development data): names of bodies and places written
// in Cyrillic or Greek against their romanised spelling (transliterate.ts inLatinLetters), the labels of the
// former Yugoslav states' numbers and of two numbers that belong to another register (identifier-forms.json),
// sites of public services as place kinds in the users' languages (type-vocabulary.json place_kind, a kind's
// phrase read whole), and a tent's berths, the Swahili pound and a honeybush blend (product-units.json).
// Every record and title here is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareSpecs } from '../../src/compare/comparators/product.js';
import { glossedRegistrationNumbers, identifierKeys } from '../../src/compare/comparators/identifier.js';
import { findTypes, placeWrittenForms } from '../../src/compare/comparators/typeVocabulary.js';
import { compare } from '../../src/compare/index.js';
import { inLatinLetters } from '../../src/compare/transliterate.js';

const org = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'organisation' });
const place = (a: Record<string, string | number>, b: Record<string, string | number>) => compare({ a, b, entity: 'place' });
const kinds = (name: string) => findTypes('place_kind', placeWrittenForms(name));
const HOME = { kind: 'spec', weight: 0.5, category: 'home_goods', refutes_below: 0.5 } as const;

describe('a name in Cyrillic or Greek letters against its romanised spelling', () => {
  it('reads the one in another script in Latin letters, and leaves a pair in one script as written', () => {
    assert.deepEqual(inLatinLetters('Морава Транс д.о.о.', 'MORAVA TRANS DOO'), ['morava trans d.o.o.', 'MORAVA TRANS DOO']);
    assert.deepEqual(inLatinLetters('Morava Trans', 'Морава Транс'), ['Morava Trans', 'morava trans']);
    assert.deepEqual(inLatinLetters('Морава Транс', 'Морава Логистика'), ['Морава Транс', 'Морава Логистика']);
    assert.deepEqual(inLatinLetters('Morava Trans', 'Morava Logistika'), ['Morava Trans', 'Morava Logistika']);
    // Arabic script writes no short vowels: left to the comparators as written.
    assert.deepEqual(inLatinLetters('شركة النور', 'Al Nour Company'), ['شركة النور', 'Al Nour Company']);
  });

  it('positive: a Serbian and a Bulgarian company written in both scripts is one company', () => {
    const rs = org({ name: 'Морава Транс д.о.о. Крушевац', tax_id: 'PIB 104512378', registration_country: 'Srbija' }, { name: 'Morava Trans d.o.o. Kruševac', registration_id: '20567341', registration_country: 'RS', tax_id: '104512378' });
    assert.ok(rs.factors.name! > 0.9, `name ${rs.factors.name}`);
    assert.equal(rs.identity, 'same_entity');
    const bg = org({ name: '"Родопи Мед" ЕООД', registration_id: '204118735', registration_country: 'BG' }, { company_name: 'RODOPI MED EOOD', company_number: '204118735' });
    assert.ok(bg.factors.name! > 0.9, `name ${bg.factors.name}`);
    assert.equal(bg.identity, 'same_entity');
  });

  it('negative: two companies of one group, one name in each script, stay two', () => {
    const r = org({ name: 'Морава Транс д.о.о.', tax_id: 'PIB 104512378', registration_country: 'Srbija' }, { name: 'Morava Logistika d.o.o.', registration_id: '20998120', registration_country: 'RS', tax_id: '109873412' });
    assert.notEqual(r.identity, 'same_entity');
    assert.equal(r.factors.tax_id, 0);
  });

  it('adversarial: a Greek place name against its Latin spelling agrees, and one letter of Latin inside a Cyrillic name does not stop the reading', () => {
    const gr = place({ name: 'Λιμάνι Ραφήνας' }, { name: 'Limani Rafinas' });
    assert.ok(gr.factors.name! >= 0.8, `name ${gr.factors.name}`);
    const mixed = org({ name: 'Дунав IT Солушнс д.о.о.' }, { name: 'Dunav IT Solusns d.o.o.' });
    assert.ok(mixed.factors.name! > 0.8, `name ${mixed.factors.name}`);
  });
});

describe("the labels of the former Yugoslav states' numbers, and numbers a name's gloss gives to another register", () => {
  it('reads the number behind MB, PIB, MBS, OIB and JIB', () => {
    assert.ok(identifierKeys('PIB 104512378').includes('104512378'));
    assert.ok(identifierKeys('MB 20567341').includes('20567341'));
    assert.ok(identifierKeys('OIB 12345678903').includes('12345678903'));
    assert.ok(identifierKeys('JIB 4201234560008').includes('4201234560008'));
  });

  it('positive: a tax number behind its PIB label meets the same number bare', () => {
    const r = org({ name: 'Sava Agrar d.o.o.', tax_id: 'PIB 108812340', registration_country: 'Srbija' }, { name: 'Sava Agrar doo Šabac', registration_id: '21045678', registration_country: 'RS', tax_id: '108812340' });
    assert.equal(r.factors.tax_id, 1);
    assert.equal(r.identity, 'same_entity');
  });

  it("negative: two numbers behind one label still disagree; a STAT or an Id. Nat. number in a name is no registration number", () => {
    const r = org({ name: 'Sava Agrar d.o.o.', tax_id: 'PIB 108812340', registration_country: 'Srbija' }, { name: 'Sava Agrar doo', tax_id: '108812359', registration_country: 'RS' });
    assert.equal(r.factors.tax_id, 0);
    assert.deepEqual(glossedRegistrationNumbers('Epices Sambirano, SARL, STAT 10301 71 2015 0 00412'), []);
    assert.deepEqual(glossedRegistrationNumbers('Transports Kivu Lac, SARL, Id. Nat. 01-610-N41237K'), []);
    assert.deepEqual(glossedRegistrationNumbers('Transports Kivu Lac, SARL (RCCM 18-B-01237)'), ['01237']);
  });

  it('adversarial: the parts of one number after another scheme\'s label all go with it; a register number after it is still read', () => {
    assert.deepEqual(glossedRegistrationNumbers('Kivu Lac SARL (Id. Nat. 5-93-N41237K, RCCM 18-B-01237)'), ['01237']);
    const r = org({ name: 'Transports Kivu Lac, SARL, Id. Nat. 01-610-N41237K', tax_id: 'NIF A1801237B', registration_country: 'RDC' }, { company_name: 'TRANSPORTS KIVU LAC SARL', company_number: 'RCCM 18-B-01237 GOM' });
    assert.notEqual(r.factors.registration_id, 0, 'the Id. Nat. number is not read against the RCCM number');
  });
});

describe('sites of public services as place kinds, in the users\' languages', () => {
  it('reads each kind in its languages and short forms (positive)', () => {
    assert.deepEqual(kinds('Ile ipaeran Ojota'), ['ABATTOIR']);
    assert.deepEqual(kinds('Machinjio cha Dagoretti'), ['ABATTOIR']);
    assert.deepEqual(kinds('Hendon Crem'), ['CREMATORIUM']);
    assert.deepEqual(kinds('Machimbo ya Mawe Juja'), ['QUARRY']);
    assert.deepEqual(kinds('Dhibhi reNyika'), ['DIP_TANK']);
    assert.deepEqual(kinds('Josho la Mifugo Kajiado'), ['DIP_TANK']);
    assert.deepEqual(kinds('Pompi ya madzi ku Mtendere'), ['WATER_POINT']);
    assert.deepEqual(kinds('Snellaadstation Leidsche Rijn'), ['EV_CHARGING_STATION']);
    assert.deepEqual(kinds('Volkstuinpark De Bijenkorf'), ['ALLOTMENTS']);
  });

  it('keeps a kind phrase whole where another language reads its first word: the Yoruba ile is a house, not the French island (negative)', () => {
    assert.equal(placeWrittenForms('Ile ikawe Surulere'), 'ile ikawe surulere');
    assert.deepEqual(kinds('Ile ikawe Surulere'), ['LIBRARY']);
    assert.equal(placeWrittenForms('Ile de Goree'), 'island de goree');
    assert.deepEqual(kinds('Ile de Goree'), ['ISLAND']);
    assert.deepEqual(kinds('Dip Road'), [], 'dip alone is no dip tank');
    assert.deepEqual(kinds('Innovation Hub Kigali'), [], 'hub alone is no charging station');
  });

  it('one site written in a local language and in English is one site; two kinds of one area stay two (adversarial)', () => {
    const same = place({ place_name: 'Machimbo ya Mawe Juja Kusini', city: 'Juja' }, { name: 'Juja South Quarry (Thika Road Aggregates)', admin_path: 'Kenya / Kiambu / Juja' });
    assert.equal(same.identity, 'same_entity');
    const abattoir = place({ place_name: 'Ile ipaeran Ojota', lat: 6.5873, lon: 3.3791 }, { name: 'Ojota Abattoir', lat: 6.5874, lon: 3.3792 });
    assert.equal(abattoir.identity, 'same_entity');
    const two = place({ name: 'Ojota Abattoir', lat: 6.5873, lon: 3.3791 }, { name: 'Ojota Market', lat: 6.5874, lon: 3.3792 });
    assert.notEqual(two.identity, 'same_entity');
    const crem = place({ name: 'Hendon Crem' }, { name: 'Hendon Cemetery' });
    assert.notEqual(crem.identity, 'same_entity');
  });
});

describe("a tent's berths and the Swahili pound", () => {
  it('one berth count or mass written two ways agrees (positive)', () => {
    assert.equal(compareSpecs('Karoo Trail Dome Tent, 3 Person', 'Karoo Trail koepeltent, 3 persone', HOME)?.sim, 1);
    assert.equal(compareSpecs('Karoo Trail Dome Tent 4 Berth', 'Karoo Trail Dome Tent, 4 persons', HOME)?.sim, 1);
    assert.equal(compareSpecs('Simba Panga ratili 2', 'Simba Panga Head 2lb', HOME)?.sim, 1);
  });

  it('a count on one title only is no conflict (negative)', () => {
    assert.equal(compareSpecs('Karoo Trail Dome Tent, 3 Person', 'Karoo Trail Dome Tent', HOME)?.sim ?? 1, 1);
  });

  it('two berth counts or two head weights are two products (adversarial)', () => {
    assert.equal(compareSpecs('Karoo Trail Dome Tent, 3 Person', 'Karoo Trail Dome Tent, 4 Person', HOME)?.sim, 0);
    assert.equal(compareSpecs('Simba Panga ratili 2', 'Simba Panga ratili 2.5', HOME)?.sim, 0);
    const r = compare({ a: { title: 'Karoo Trail Dome Tent, 3 Person, 2000mm' }, b: { title: 'Karoo Trail Dome Tent, 4 Person, 2000mm' }, entity: 'product_home_goods' });
    assert.notEqual(r.identity, 'same_entity');
  });
});

describe('a honeybush blend', () => {
  const grocery = (a: string, b: string) => compare({ a: { title: a, brand: 'Kalahari Leaf' }, b: { title: b, brand: 'Kalahari Leaf' }, entity: 'product_grocery' });
  it('is another tea than the plain rooibos (adversarial)', () => {
    assert.notEqual(grocery('Kalahari Leaf Rooibos & Honeybush Tea, 40 Teabags', 'Kalahari Leaf Rooibos Tea, 40 Teabags').identity, 'same_entity');
    assert.notEqual(grocery('Itiye ye-rooibos ne-honeybush Kalahari Leaf, amasaka angu-40', 'Itiye ye-rooibos Kalahari Leaf, amasaka angu-40').identity, 'same_entity');
  });
  it('one blend written the same way twice is still one tea (positive)', () => {
    assert.equal(grocery('Kalahari Leaf Rooibos & Honeybush Tea, 40 Teabags', 'Kalahari Leaf Rooibos & Honeybush Tea, 40 Teabags').identity, 'same_entity');
  });
});
