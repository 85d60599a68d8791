// Session 41, pset21r (issue 11, held-out pair set 21 as development data): more licensing bodies' numbers read
// as another register's number (identifier-forms.json other_scheme_labels), also where the body's initials are
// printed as the start of the number (identifier.ts GLUED_CODE); more household and food words of shop titles in
// Italian, Portuguese, Afrikaans, Dutch, Swahili, Yoruba and isiZulu (product-translations.json).
// Every record and title here is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareIdentifiers } from '../../src/compare/comparators/identifier.js';
import { titleInEnglish } from '../../src/compare/comparators/titleLanguage.js';
import { compare } from '../../src/compare/index.js';
import { normaliseText } from '../../src/compare/normalise.js';

const grocery = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_grocery' });
const home = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_home_goods' });

describe("more licensing bodies' numbers against the company register's", () => {
  const REG = { kind: 'id', weight: 3, body_prefix: true } as const;

  it("reads a courier, cocoa-buying, tour, estate-agency or waste-carrier licence as another register's number", () => {
    assert.equal(compareIdentifiers('NIPOST/CRD/2019/0117', 'RC 1450092', REG), null);
    assert.equal(compareIdentifiers('COCOBOD/LBC/2015/007', 'CS030210041', REG), null);
    assert.equal(compareIdentifiers('TRA/TO/2022/0310', 'PVT-AB12CD3', REG), null);
    assert.equal(compareIdentifiers('FFC 2023/1100452', '2016/210455/07', REG), null);
    assert.equal(compareIdentifiers('CBDU204411', '07351120', REG), null);
  });

  it('negative: two numbers under one licensing body still disagree, glued or not', () => {
    assert.equal(compareIdentifiers('CBDU204411', 'CBDU204999', REG)?.sim, 0);
    assert.equal(compareIdentifiers('NIPOST/CRD/2019/0117', 'NIPOST/CRD/2019/0452', REG)?.sim, 0);
  });

  it("adversarial: a register's own series letters glued to its number stay part of it", () => {
    assert.equal(compareIdentifiers('SC045551', 'SC045999', REG)?.sim, 0);
    assert.equal(compareIdentifiers('NI612345', 'NI612399', REG)?.sim, 0);
  });

  it('positive: a waste carrier under its carrier number and under its company number is one body', () => {
    const r = compare({
      a: { company_name: 'WEAR VALLEY CLEARANCE LIMITED', company_number: 'CBDU204411', address: 'UNIT 4 PARK RD IND EST CROOK DL15 9AB' },
      b: { name: 'Wear Valley Clearance Ltd', registration_id: '07351120', registration_country: 'GB', address: 'Unit 4, Park Road Industrial Estate, Crook, DL15 9AB' },
      entity: 'organisation',
    });
    assert.equal(r.identity, 'same_entity');
  });

  it('positive: a courier company under its postal licence and under its company number is one body', () => {
    const r = compare({
      a: { company_name: 'HARMATTAN EXPRESS LOGISTICS LTD', company_number: 'NIPOST/CRD/2019/0117', address: '14 ZOO RD KANO' },
      b: { name: 'Harmattan Express Logistics Limited', registration_id: 'RC 1450092', registration_country: 'NG', address: '14 Zoo Road, Kano' },
      entity: 'organisation',
    });
    assert.equal(r.identity, 'same_entity');
  });
});

describe("more household and food words of shop titles in our users' languages", () => {
  const inEnglish = (title: string) => (titleInEnglish(normaliseText(title), '').match(/[a-z0-9]+/g) ?? []).join(' ');

  it('reads Italian, Portuguese, Dutch, Afrikaans and Swahili household and food words in English', () => {
    assert.equal(inEnglish('Tagliere in bambù, grande'), 'chopping board in bamboo large');
    assert.equal(inEnglish('Tábua de corte pequeno, preto'), 'chopping board small black');
    assert.equal(inEnglish('Houten kleerhangers, naturel'), 'wooden hangers natural');
    assert.equal(inEnglish('streepspek, ongerook'), 'streaky bacon unsmoked');
    assert.equal(inEnglish('Mwavuli wa kukunja, mweusi'), 'umbrella folding black');
  });

  it("adversarial: Afrikaans and Dutch alle (all) is no Italian function word and stays", () => {
    assert.match(inEnglish('vir alle doeleindes'), /\balle\b/);
  });

  it('positive: a title in Italian, Afrikaans, Dutch or Swahili and the English title are one product', () => {
    assert.equal(home('Tagliere in bambù Casa Verdi, grande, 40 x 28 cm', 'Casa Verdi Bamboo Chopping Board, Large, 40 x 28 cm').identity, 'same_entity');
    assert.equal(grocery('Karoo Oes pitlose rosyne, 250 g boks', 'Karoo Oes Seedless Raisins, 250g Box').identity, 'same_entity');
    assert.equal(grocery('Boerkos streepspek, ongerook, 250 g vakuumpak', 'Boerkos Streaky Bacon, Unsmoked, 250g Vacuum Pack').identity, 'same_entity');
    assert.equal(home('Houten kleerhangers Vesta, naturel, 45 cm, 10 stuks', 'Vesta Natural Wooden Hangers, 45cm, Pack of 10').identity, 'same_entity');
    assert.equal(home('Mwavuli wa kukunja Nyota, mweusi, sentimita 100', 'Nyota Folding Umbrella, Black, 100cm').identity, 'same_entity');
  });

  it('negative: golden sultanas against seedless raisins, and another size, stay two products', () => {
    assert.notEqual(grocery('Karoo Oes goue sultanas, 250 g boks', 'Karoo Oes Seedless Raisins, 250g Box').identity, 'same_entity');
    assert.notEqual(home('Mwavuli wa kukunja Nyota, mweusi, sentimita 120', 'Nyota Folding Umbrella, Black, 100cm').identity, 'same_entity');
  });
});

describe('mend: a shop-title word that is a brand or means something else in another language is not read', () => {
  const inEnglish = (title: string) => (titleInEnglish(normaliseText(title), '').match(/[a-z0-9]+/g) ?? []).join(' ');

  it('negative: two makers of one product stay apart when one maker is an Italian word (Miele, Della, Rosso)', () => {
    assert.notEqual(home('Miele Descaling Tablets, pack of 8', 'Bosch Descaling Tablets, pack of 8').identity, 'same_entity');
    assert.notEqual(home('Dust bags for Miele vacuums, 5 pack and 1 filter', 'Dust bags for Bosch vacuums, 5 pack and 1 filter').identity, 'same_entity');
    assert.notEqual(home('Della 1.7 cu ft Compact Fridge, Silver', 'Igloo 1.7 cu ft Compact Fridge, Silver').identity, 'same_entity');
    assert.notEqual(grocery('Rosso di Montepulciano DOC 2020 75cl', 'Vino Nobile di Montepulciano DOC 2020 75cl').identity, 'same_entity');
  });

  it('adversarial: brand words, an English word and words of another language of the list stay as written', () => {
    assert.equal(inEnglish('Miele Blu Della Acqua'), 'miele blu della acqua');
    assert.equal(inEnglish('Pupa Milano mascara'), 'pupa milano mascara');
    assert.equal(inEnglish('Piccolo flute'), 'piccolo flute');
    assert.equal(inEnglish('Copos de avena, medio kilo'), 'copos avena medio kilo');
    assert.equal(inEnglish('Orologio da polso'), 'orologio da polso');
  });

  it('positive: red wine in Italian and a wall clock still read', () => {
    assert.match(inEnglish('Vino rosso, 75 cl'), /\bred wine\b/);
    assert.equal(inEnglish('Orologio da parete'), 'wall clock');
  });
});
