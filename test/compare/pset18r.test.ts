// Session 38, pset18r (issue 11, held-out pair set 18 as development data): a register number written under a
// licensing body's, a tax or a statistical register's label against the company register's number
// (identifier.ts compareIdentifiers, identifier-forms.json other_scheme_labels), and public-service sites named
// by their kind in the users' languages (type-vocabulary.json place_kind, place_words_in_english).
// Every record and name here is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareIdentifiers, glossedRegistrationNumbers } from '../../src/compare/comparators/identifier.js';
import { findTypes, placeWrittenForms } from '../../src/compare/comparators/typeVocabulary.js';
import { compare } from '../../src/compare/index.js';

const org = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'organisation' });
const place = (a: Record<string, string | number>, b: Record<string, string | number>) => compare({ a, b, entity: 'place' });
const kinds = (name: string) => findTypes('place_kind', placeWrittenForms(name));
const REG = { kind: 'id', weight: 3, body_prefix: true } as const;

describe("a number under a licensing body's or another register's label against the company register's number", () => {
  it('reads two numbers under two schemes as saying nothing, and the same number under either as agreeing', () => {
    assert.equal(compareIdentifiers('KMPDC Reg 007715', 'PVT-9QX4MZ2K', REG), null);
    assert.equal(compareIdentifiers('FSP 40117', '2011/118204/07', REG), null);
    assert.equal(compareIdentifiers('PRE KZN/TA/0932', '2016/402771/08', REG), null);
    assert.equal(compareIdentifiers('Licence No. 55120', 'RC 1284733', REG), null);
    assert.equal(compareIdentifiers('FSP 40117', '40117', REG)?.sim, 1);
  });

  it('adversarial: two numbers under one scheme, or two company numbers, still disagree', () => {
    assert.equal(compareIdentifiers('KMPDC Reg 007715', 'KMPDC Reg 008123', REG)?.sim, 0);
    assert.equal(compareIdentifiers('2011/118204/07', '2011/118777/07', REG)?.sim, 0);
    assert.equal(compareIdentifiers('RC 1284733', 'RC 1290001', REG)?.sim, 0);
  });

  it('positive: a clinic under its medical council licence and under its company number is one body', () => {
    const r = org(
      { company_name: 'KILIMANI SMILE DENTAL CLINIC LTD', company_number: 'KMPDC REG 007715', address: 'ARGWINGS KODHEK RD NAIROBI' },
      { name: 'Kilimani Smile Dental Clinic Limited', registration_id: 'PVT-9QX4MZ2K', registration_country: 'KE', address: 'Argwings Kodhek Road, Kilimani, Nairobi' },
    );
    assert.equal(r.factors.registration_id, undefined);
    assert.equal(r.identity, 'same_entity');
    const fsp = org(
      { company_name: 'UMZIMVUBU BURIAL SERVICES PTY LTD', company_number: 'FSP 40117', address: '14 MAIN ST MOUNT FRERE' },
      { name: 'Umzimvubu Burial Services (Pty) Ltd', registration_id: '2011/118204/07', registration_country: 'ZA', address: '14 Main Street, Mount Frere, 5090' },
    );
    assert.equal(fsp.identity, 'same_entity');
  });

  it("positive: a licence or a statistical number in a name's gloss is no company number", () => {
    assert.deepEqual(glossedRegistrationNumbers('Kilimani Smile Dental Clinic Ltd, KMPDC licence 007715'), []);
    assert.deepEqual(glossedRegistrationNumbers('Duka la Dawa Uhuru Ltd (PPB premises 20931)'), []);
    assert.deepEqual(glossedRegistrationNumbers('Fundacja „Zielone Sudety” (REGON 021938475)'), []);
    assert.deepEqual(glossedRegistrationNumbers('Fundacja „Zielone Sudety” (KRS 0000512233)'), ['0000512233']);
  });

  it('negative: two clinics of one name under two company numbers stay apart', () => {
    const r = org(
      { name: 'Uhuru Family Clinic Ltd', registration_id: 'PVT-9QX4MZ2K', registration_country: 'KE' },
      { name: 'Uhuru Family Clinic Ltd', registration_id: 'PVT-3LT8WE1N', registration_country: 'KE' },
    );
    assert.notEqual(r.identity, 'same_entity');
  });
});

describe("public-service sites named by their kind in the users' languages", () => {
  it('reads each kind in English, in its register short form and in another language', () => {
    assert.deepEqual(kinds('Kituo cha Malori Voi'), ['TRUCK_STOP']);
    assert.deepEqual(kinds('Voi Roadside Station'), ['TRUCK_STOP']);
    assert.deepEqual(kinds('Kituo cha Ukaguzi wa Magari, Eldoret'), ['VEHICLE_INSPECTION_CENTRE']);
    assert.deepEqual(kinds('Eldoret Motor Vehicle Inspection Centre'), ['VEHICLE_INSPECTION_CENTRE']);
    assert.deepEqual(kinds('LEEDS (HORSFORTH) DTC'), ['DRIVING_TEST_CENTRE']);
    assert.deepEqual(kinds('Ośrodek egzaminu na prawo jazdy Horsforth'), ['DRIVING_TEST_CENTRE']);
    assert.deepEqual(kinds("Ruai Chief's Camp"), ['CHIEFS_OFFICE']);
    assert.deepEqual(kinds('Ofisi ya Chifu, Ruai'), ['CHIEFS_OFFICE']);
    assert.deepEqual(kinds('Centre de transfusion sanguine de Kara'), ['BLOOD_CENTRE']);
    assert.deepEqual(kinds('Kara Regional Blood Centre'), ['BLOOD_CENTRE']);
    assert.deepEqual(kinds('Suuqa Xoolaha Wajir'), ['LIVESTOCK_MARKET']);
    assert.deepEqual(kinds('Wajir Livestock Market'), ['LIVESTOCK_MARKET']);
    assert.deepEqual(kinds('Suuqa Wajir'), ['MARKET']);
  });

  it('positive: a truck stop and a driving test centre named in two languages are one place', () => {
    const ts = place({ place_name: 'Kituo cha Malori Mlolongo', city: 'Mlolongo', lat: -1.3931, lon: 36.9402 }, { name: 'Mlolongo Truck Stop', admin_path: 'Kenya / Machakos / Mavoko', lat: -1.3931, lon: 36.9402 });
    assert.equal(ts.identity, 'same_entity');
    const dtc = place({ place_name: 'Ośrodek egzaminu na prawo jazdy Horsforth', city: 'Leeds', lat: 53.8421, lon: -1.6402 }, { name: 'Leeds (Horsforth) Driving Test Centre', admin_path: 'United Kingdom / England / West Yorkshire / Leeds', lat: 53.8421, lon: -1.6402 });
    assert.equal(dtc.identity, 'same_entity');
  });

  it('negative: two kinds of site in one town stay two places', () => {
    const r = place({ name: 'Mlolongo Truck Stop', lat: -1.3931, lon: 36.9402 }, { name: 'Mlolongo Weighbridge', lat: -1.3935, lon: 36.9409 });
    assert.notEqual(r.identity, 'same_entity');
    const m = place({ name: 'Wajir Livestock Market', lat: 1.7471, lon: 40.0573 }, { name: 'Wajir Market', lat: 1.7475, lon: 40.0577 });
    assert.notEqual(m.identity, 'same_entity');
  });

  it("adversarial: a mill in Dutch or French is a mill, and a mill's number still tells two mills apart", () => {
    assert.ok(placeWrittenForms('Molen De Hoop').toLowerCase().includes('mill'));
    assert.ok(placeWrittenForms('Moulin de la Galette').toLowerCase().includes('mill'));
    const two = place({ name: 'Alblasserwaard Molen Nr. 3' }, { name: 'Alblasserwaard mill no. 4' });
    assert.notEqual(two.identity, 'same_entity');
  });
});

describe("shop titles in Italian and Polish, and a tinned fruit's cut", () => {
  const grocery = (a: string, b: string) => compare({ a: { title: a, brand: 'Casa Sole' }, b: { title: b, brand: 'Casa Sole' }, entity: 'product_grocery' });

  it('positive: an Italian or a Polish label and an English title of one tin or bottle are one product', () => {
    const tin = grocery('Pesche a fette Casa Sole allo sciroppo, latta 820 g', 'Casa Sole Peach Slices in Syrup 820g');
    assert.ok(tin.factors.name! > 0.6, `name ${tin.factors.name}`);
    assert.notEqual(tin.identity, 'different');
    const bottle = grocery('Likier Casa Sole kremowy, butelka 0,5 l', 'Casa Sole Cream Liqueur 500ml');
    assert.ok(bottle.factors.name! > 0.6, `name ${bottle.factors.name}`);
  });

  it('negative: slices and pieces of one fruit in one tin size are two products, in English or not', () => {
    assert.notEqual(grocery('Casa Sole Pineapple Slices in Syrup 565g', 'Casa Sole Pineapple Pieces in Syrup 565g').identity, 'same_entity');
    assert.notEqual(grocery('Ananas a fette Casa Sole allo sciroppo, latta 565 g', 'Casa Sole Pineapple Chunks in Syrup 565g').identity, 'same_entity');
  });

  it('adversarial: a cut written on one title only says nothing against the other', () => {
    const r = grocery('Casa Sole Pineapple Slices in Syrup 565g', 'CASA SOLE PINEAPPLE IN SYRUP 565G');
    assert.notEqual(r.identity, 'different');
  });
});

describe('household titles in Spanish, Portuguese and Swahili', () => {
  const home = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_home_goods' });

  it('positive: a water filter, a box of pencils and a basin written in two languages are one product', () => {
    const filter = home('Filtro de agua cerámico Aguamar de 16 litros, depósito de plástico, dos velas', 'Aguamar Ceramic Water Filter 16 Litre, Plastic Container, 2 Candles');
    assert.ok(filter.factors.name! > 0.6, `name ${filter.factors.name}`);
    assert.notEqual(filter.identity, 'different');
    const pencils = home('Lápis de grafite Escriba HB, caixa com 24 unidades', 'Escriba HB Graphite Pencils, Box of 24');
    assert.ok(pencils.factors.name! > 0.6, `name ${pencils.factors.name}`);
    const basin = home('Karai la plastiki Pwani Plast, sentimita 45, rangi mchanganyiko', 'Pwani Plast Plastic Basin 45cm, Assorted Colours');
    assert.ok(basin.factors.name! > 0.6, `name ${basin.factors.name}`);
  });

  it('negative: two capacities of one filter stay two products across the languages', () => {
    assert.notEqual(home('Filtro de agua cerámico Aguamar de 16 litros, dos velas', 'Aguamar Ceramic Water Filter 24 Litre, 2 Candles').identity, 'same_entity');
  });

  it('adversarial: a basin and a bucket of one maker, both in Swahili, stay apart', () => {
    assert.notEqual(home('Karai la plastiki Pwani Plast, sentimita 45', 'Ndoo ya plastiki Pwani Plast, lita 20').identity, 'same_entity');
  });
});

describe("a home good's rated hours", () => {
  const home = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_home_goods' });

  it('negative: an 8-hour and a 12-hour coil or candle of one maker are two products', () => {
    assert.notEqual(home('Nyota Mosquito Coil, 10 Coils per Pack, 8 Hours', 'Nyota Mosquito Coil, 10 Coils per Pack, 12 Hours').identity, 'same_entity');
    assert.notEqual(home('Lumo Emergency Candle 6 hrs, Pack of 4', 'Lumo Emergency Candle 9 hrs, Pack of 4').identity, 'same_entity');
  });

  it('positive: one coil with its hours written two ways is one product', () => {
    assert.equal(home('Nyota Mosquito Coil, 10 Coils per Pack, 8 Hours', 'Nyota Mosquito Coils 10 Coils per Pack 8 hrs').identity, 'same_entity');
  });

  it('adversarial: hours on one title only say nothing against the other', () => {
    assert.notEqual(home('Nyota Mosquito Coil, 10 Coils per Pack, 8 Hours', 'Nyota Mosquito Coil, 10 Coils per Pack').identity, 'different');
  });
});

describe("a licence number a name glosses against the same licence in the other record's register field", () => {
  it('positive: agrees; negative: against a company number it says nothing', () => {
    const same = org({ name: 'Duka la Dawa Uhuru Ltd, PPB premises 20931', tax_id: 'P051122334Q' }, { company_name: 'DUKA LA DAWA UHURU LTD', company_number: 'PPB PREM 20931' });
    assert.equal(same.factors.registration_id, 1);
    const other = org({ name: 'Duka la Dawa Uhuru Ltd, PPB premises 20931', tax_id: 'P051122334Q' }, { name: 'Duka la Dawa Uhuru Limited', registration_id: 'PVT-3LT8WE1N', registration_country: 'KE' });
    assert.equal(other.factors.registration_id, undefined);
  });
});
