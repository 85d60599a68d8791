// Session 39, pset19r (issue 11, held-out pair set 19 as development data): shop titles in isiZulu, Yorùbá, Igbo
// and Hausa and more Afrikaans, Swahili, Spanish, Portuguese and French shop words (product-translations.json),
// street-side service points as place kinds in the users' languages (type-vocabulary.json place_kind,
// place_abbreviations), a kerosene stove's wick count and a garment's, a shoe's or a bat's numbered size as product dimensions
// (product-units.json units, unit_first, categories; productData.ts normaliseForSpecs).
// Every title here is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareIdentifiers } from '../../src/compare/comparators/identifier.js';
import { normaliseForSpecs } from '../../src/compare/comparators/productData.js';
import { titleInEnglish } from '../../src/compare/comparators/titleLanguage.js';
import { findTypes, placeWrittenForms } from '../../src/compare/comparators/typeVocabulary.js';
import { compare } from '../../src/compare/index.js';
import { normaliseText } from '../../src/compare/normalise.js';

const grocery = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_grocery' });
const home = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_home_goods' });
/** A title read in English, its words only (a dropped function word leaves its punctuation behind). */
const place = (a: Record<string, string | number>, b: Record<string, string | number>) => compare({ a, b, entity: 'place' });
const kinds = (name: string) => findTypes('place_kind', placeWrittenForms(name));
const inEnglish = (title: string) => (titleInEnglish(normaliseText(title), '').match(/[a-z0-9.]+/g) ?? []).join(' ');

describe("shop titles in isiZulu, Yorùbá, Igbo and Hausa", () => {
  it('reads each language\'s shop words in English', () => {
    assert.equal(inEnglish('Ushizi weNdlovu, izingcezu ezingama-10'), 'cheese wendlovu slices 10');
    assert.equal(inEnglish('Ujeli kaNdlovu, ukunambitheka kwe-orange, amaphakethe ama-6'), 'jelly kandlovu flavour orange packets ama 6');
    assert.equal(inEnglish('Àkàrà Ìyá Bùkọ́lá, adùn àgbọn, àpò 200g'), 'akara iya bukola flavour coconut bag 200g');
    assert.equal(inEnglish('Ọgwụ nchacha Obi, isi lemon, karama 1 lita'), 'cleaner obi scent lemon bottle 1 lita');
    assert.equal(inEnglish('Man goge takalmi Dala, baƙi, gwangwani 40ml'), 'shoe polish dala black tin 40ml');
  });

  it('positive: a title in isiZulu or Swahili and one in English of one product are one product', () => {
    const cheese = grocery('Ushizi weNdlovu Dairy, izingcezu ezingama-10, 200g', 'Ndlovu Dairy Cheese Slices, 10 Slices, 200g');
    assert.ok(cheese.factors.name! > 0.8, `name ${cheese.factors.name}`);
    assert.notEqual(cheese.identity, 'different');
    const ghee = grocery('Samli halisi ya Mlima Dairy, mkebe wa gramu 400', 'Mlima Dairy Pure Ghee 400g');
    assert.ok(ghee.factors.name! > 0.8, `name ${ghee.factors.name}`);
  });

  it('negative: two flavours of one jelly, both in isiZulu, stay two products', () => {
    assert.notEqual(
      grocery('Ujeli kaNdlovu, ukunambitheka kwe-strawberry, 80g', 'Ujeli kaNdlovu, ukunambitheka kwe-raspberry, 80g').identity,
      'same_entity',
    );
  });

  it("adversarial: an English word of a phrase is read only inside the phrase (Hausa man, Yorùbá ewe)", () => {
    assert.equal(inEnglish('Man of Steel poster'), 'man of steel poster');
    assert.equal(inEnglish('Ewe and lamb wool blanket'), 'ewe and lamb wool blanket');
  });
});

describe('more Afrikaans, Swahili, Spanish and Portuguese shop words', () => {
  it('reads them in English', () => {
    assert.equal(inEnglish('Mooirivier suikermielies heelpit, 410 g blik'), 'mooirivier sweetcorn whole kernel 410 g tin');
    assert.equal(inEnglish('Vonk vuurhoutjies, 10 dosies van 40 stokkies'), 'vonk matches 10 boxes van 40 sticks');
    assert.equal(inEnglish('Sitofu ya mafuta ya taa Nyota, utambi 12'), 'stove kerosene nyota wick 12');
    assert.equal(inEnglish('Caramelos con palo Dulcito, sabores surtidos, bolsa de 20 unidades'), 'lollipops dulcito assorted flavours bag 20 units');
    assert.equal(inEnglish('Assento sanitário Lusa com tampa, fecho amortecido, branco'), 'toilet seat lusa and cover soft close white');
  });

  it('positive: an Afrikaans and an English title of one tin are one product', () => {
    const r = grocery('Mooirivier roomstyl suikermielies, 415 g blik', 'Mooirivier Cream Style Sweetcorn 415g Tin');
    assert.ok(r.factors.name! > 0.8, `name ${r.factors.name}`);
  });

  it("adversarial: a word brands are made of is no shop word (Afrikaans rol, a roll, left out: Jus-Rol)", () => {
    assert.doesNotMatch(inEnglish('Jus-Rol Puff Pastry Block 500g'), /\broll\b/);
    assert.equal(titleInEnglish(normaliseText('Ushizi weNdlovu'), 'ushizi brand cheese'), 'ushizi wendlovu');
  });
});

describe("a kerosene stove's wick count", () => {
  it('negative: a 10-wick and a 16-wick stove of one maker are two products, in English and in Swahili', () => {
    assert.notEqual(home('Nyota Kerosene Wick Stove, 10 Wicks', 'Nyota Kerosene Wick Stove, 16 Wicks').identity, 'same_entity');
    assert.notEqual(home('Sitofu ya mafuta ya taa Nyota, utambi 10', 'Sitofu ya mafuta ya taa Nyota, utambi 16').identity, 'same_entity');
  });

  it('positive: one stove with its wicks written in English and in Swahili states one wick count', () => {
    assert.equal(normaliseForSpecs('Sitofu ya mafuta ya taa Nyota, utambi 10'), 'sitofu ya mafuta ya taa nyota, 10 wick');
    const r = home('Nyota Kerosene Wick Stove, 10 Wicks', 'NYOTA STOVE KEROSENE 10 WICK');
    assert.equal(r.factors.name_spec, 1);
  });

  it('adversarial: a wick count on one title only says nothing against the other', () => {
    assert.notEqual(home('Nyota Kerosene Wick Stove, 10 Wicks', 'Nyota Kerosene Wick Stove').identity, 'different');
  });
});

describe("a garment's, a shoe's or a bat's numbered size", () => {
  it('reads Size 28, SZ28, saizi 28 and maat 28 as one size, a till glued form only of one or two digits', () => {
    for (const t of ['Jersey Size 28', 'JERSEY SZ28', 'JERSEY SZ 28', 'jersey saizi 28', 'trui maat 28']) assert.match(normaliseForSpecs(t), /\b28 sz\b/, t);
    assert.equal(normaliseForSpecs('Zenko SZ300 Blender'), 'zenko sz300 blender');
    assert.equal(normaliseForSpecs('Student Violin Outfit, Size 3/4'), 'student violin outfit, size 3/4');
    assert.equal(normaliseForSpecs('Manual Screen, Matte White, Size 60 x 60'), 'manual screen, matte white, size 60 x 60');
  });

  it('negative: two sizes of one school jersey or one boot are two products', () => {
    assert.notEqual(home('Crestwood School Jersey V-Neck, Grey, Age 9-10 (Size 28)', 'Crestwood School Jersey V-Neck, Grey, Age 11-12 (Size 32)').identity, 'same_entity');
    assert.notEqual(home('Veld Gumboots, Knee High, Black, Size 7', 'Veld Gumboots, Knee High, Black, Size 10').identity, 'same_entity');
  });

  it("positive: a till's glued size and a shop's title of one jersey are one product", () => {
    const r = home('CRESTWOOD JERSEY V/NECK GREY SZ28', 'Crestwood School Jersey V-Neck, Grey (Size 28)');
    assert.equal(r.factors.name_spec, 1);
    assert.notEqual(r.identity, 'different');
  });

  it('adversarial: a size on one title only says nothing against the other', () => {
    assert.notEqual(home('Veld Gumboots, Knee High, Black, Size 7', 'Veld Gumboots Knee High Black').identity, 'different');
  });
});

describe("street-side service points named by their kind in the users' languages", () => {
  it('reads each kind in English, as a register or a till cuts it, and in another language', () => {
    assert.deepEqual(kinds('Royal Mail Pillar Box, Church Street'), ['POST_BOX']);
    assert.deepEqual(kinds('Bogsa-puist IV1 7, Sràid Union'), ['POST_BOX']);
    assert.deepEqual(kinds('Brievenbus Oudegracht 12'), ['POST_BOX']);
    assert.deepEqual(kinds('HUDUMA CTR NAKURU PO'), ['SERVICE_CENTRE']);
    assert.deepEqual(kinds('Kituo cha Huduma Nakuru'), ['SERVICE_CENTRE']);
    assert.deepEqual(kinds('Siteegi ya boda boda, Kalerwe'), ['MOTORCYCLE_TAXI_STAGE']);
    assert.deepEqual(kinds('Kalerwe Boda Boda Stage'), ['MOTORCYCLE_TAXI_STAGE']);
    assert.deepEqual(kinds('MTN MOMO AGT KOFI MENSAH - KANTAMANTO'), ['MOBILE_MONEY_AGENT']);
    assert.deepEqual(kinds('Fietsenstalling Vredenburg'), ['BICYCLE_PARKING']);
    assert.deepEqual(kinds('Vredenburg bicycle parking'), ['BICYCLE_PARKING']);
    assert.deepEqual(kinds('Paczkomat InPost WAW12A'), ['PARCEL_LOCKER']);
  });

  it('positive: a service centre and a post box written in two languages are one place', () => {
    const hc = place({ place_name: 'Kituo cha Huduma Nakuru', city: 'Nakuru', lat: -0.2841, lon: 36.0712 }, { name: 'Huduma Centre Nakuru', admin_path: 'Kenya / Nakuru / Nakuru Town East', lat: -0.2842, lon: 36.0712 });
    assert.equal(hc.identity, 'same_entity');
    const pb = place({ place_name: 'Bogsa-puist IV1 7, Sràid Union', city: 'Inbhir Nis', lat: 57.4778, lon: -4.2247 }, { name: 'Post box IV1 7, Union Street', admin_path: 'United Kingdom / Scotland / Inverness', lat: 57.4778, lon: -4.2247 });
    assert.equal(pb.identity, 'same_entity');
  });

  it('negative: two kinds of service point in one place stay two places', () => {
    const r = place({ name: 'Nakuru Huduma Centre', lat: -0.2841, lon: 36.0712 }, { name: 'Nakuru Post Office', lat: -0.2843, lon: 36.0715 });
    assert.notEqual(r.identity, 'same_entity');
    const b = place({ name: 'Kalerwe Boda Boda Stage', lat: 0.3512, lon: 32.5701 }, { name: 'Kalerwe Taxi Park', lat: 0.3514, lon: 32.5703 });
    assert.notEqual(b.identity, 'same_entity');
  });

  it('adversarial: a word of a kind alone names no kind (a stage, a box, money)', () => {
    assert.deepEqual(kinds('Kalerwe Money Lenders'), []);
    assert.deepEqual(kinds('Church Street Box Office'), []);
  });
});

describe("a security regulator's or an associations register's number against the company or tax number", () => {
  const REG = { kind: 'id', weight: 3, body_prefix: true } as const;

  it('reads two numbers under two schemes as saying nothing, and two numbers under one scheme as disagreeing', () => {
    assert.equal(compareIdentifiers('PSIRA 3316024', '2009/207731/07', REG), null);
    assert.equal(compareIdentifiers('RNA 604117', 'G24816633', REG), null);
    assert.equal(compareIdentifiers('PSIRA 3316024', 'PSIRA 3316811', REG)?.sim, 0);
    assert.equal(compareIdentifiers('2009/207731/07', '2009/207999/07', REG)?.sim, 0);
  });

  it('positive: a guarding company under its PSIRA number and under its company number is one body', () => {
    const r = compare({
      a: { company_name: 'UMHLABA GUARDING SERVICES CC', company_number: 'PSIRA 3316024', address: '17 PRINCE ALFRED ST PIETERMARITZBURG' },
      b: { name: 'Umhlaba Guarding Services CC', registration_id: '2009/207731/23', registration_country: 'ZA', address: '17 Prince Alfred Street, Pietermaritzburg, 3201' },
      entity: 'organisation',
    });
    assert.equal(r.identity, 'same_entity');
  });
});
