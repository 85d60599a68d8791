// Session 42, pairs42 (issue 11, held-out pair sets 1–22 as development data): a count written with the noun it
// counts rather than a unit — sheets of paper (a home good's count), devices a security licence covers (the
// software seat count, users) and a food's dispenser of N tablets (count_first for food) — so two products of
// one line holding two counts stay apart (product-units.json units, count_first).
// Every record and title here is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

const grocery = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_grocery' });
const home = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_home_goods' });
const electronics = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'product_electronics' });

describe('a count written with the noun it counts', () => {
  it('two sheet counts of one paper are two products', () => {
    const r = home('Mondi Rotatrim A4 Bond Paper 75gsm, 500 Sheets, White', 'Mondi Rotatrim A4 Bond Paper 75gsm, 2000 Sheets, White');
    assert.notEqual(r.identity, 'same_entity');
  });

  it('positive: one sheet count written with the word and as a count agrees', () => {
    const r = home('Mondi Rotatrim A4 Bond Paper 75gsm, 500 Sheets, White', 'MONDI ROTATRIM A4 BOND PAPER 75GSM 500PCS WHITE');
    assert.notEqual(r.identity, 'different');
  });

  it("two devices counts of one security licence are two products", () => {
    const r = electronics(
      { title: 'ESET Home Security Essential, 1 Device, 1 Year', brand: 'ESET', model: 'EHSE1' },
      { title: 'ESET Home Security Essential, 5 Devices, 1 Year', brand: 'ESET', model: 'EHSE1' },
    );
    assert.notEqual(r.identity, 'same_entity');
  });

  it('positive: one licence with its devices written singular and plural stays one', () => {
    const r = electronics(
      { title: 'ESET Home Security Essential, 3 Devices, 1 Year', brand: 'ESET', model: 'EHSE1' },
      { title: 'ESET HOME SECURITY ESSENTIAL 3 DEVICES 1YR', brand: 'ESET', model: 'EHSE1' },
    );
    assert.notEqual(r.identity, 'different');
  });

  it("two dispensers of one food's tablets holding two counts are two products", () => {
    const r = grocery('Hermesetas Mini Sweeteners, Dispenser of 500', 'Hermesetas Mini Sweeteners, Dispenser of 1200');
    assert.notEqual(r.identity, 'same_entity');
  });

  it('positive: one dispenser written twice is one product', () => {
    const r = grocery('Hermesetas Mini Sweeteners, Dispenser of 500', 'Hermesetas Mini Sweetener Tablets - dispenser of 500');
    assert.notEqual(r.identity, 'different');
  });
});

describe("review of pairs42: a sheet count is no pack count", () => {
  it('positive: nine rolls of two hundred sheets each against a nine pack of the same tissue is not refuted', () => {
    const r = home('Kleenex Toilet Tissue 2 ply, 9 rolls, 200 sheets per roll', 'Kleenex Toilet Tissue 2ply 9 Pack');
    assert.notEqual(r.identity, 'different');
  });
});
