// Session 40, pairs40 (issue 11, pair sets 1–19 as development data): product titles in German read in English
// (product-translations.json `de`), lengths written as words and sizes in Spanish, Portuguese and Italian
// (product-units.json units), and a trade line's carton count followed by what it fills (trade_carton_words:
// … X6 CTN, … X10 BDL; productData.withoutTradeCarton). Every record here is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withoutTradeCarton } from '../../src/compare/comparators/productData.js';
import { compare } from '../../src/compare/index.js';

const grocery = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'product_grocery' });
const home = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_home_goods' });

describe('shop titles in German', () => {
  it('positive: a German shop title and the maker’s English title of one product are one', () => {
    const coffee = grocery(
      { title: 'Bergland Kaffee gemahlen, Vakuumpackung 500 g', brand: 'Bergland' },
      { title: 'Bergland Ground Coffee, Vacuum Pack 500g', brand: 'Bergland' },
    );
    assert.equal(coffee.identity, 'same_entity');
    const soup = grocery(
      { title: 'Bonduelle Erbsen und Karotten tiefgekühlt, 750-g-Packung', brand: 'Bonduelle' },
      { title: 'Bonduelle Peas and Carrots Frozen 750g Pack', brand: 'Bonduelle' },
    );
    assert.equal(soup.identity, 'same_entity');
    const pads = home('Tektro E10.11 Scheibenbremsbeläge organisch, für Auriga Sättel', 'Tektro E10.11 Organic Disc Brake Pads for Auriga Calipers');
    assert.equal(pads.identity, 'same_entity');
  });

  it('negative: German words that name another form or another fruit still part two products', () => {
    const r = grocery(
      { title: 'Bergland Kaffeebohnen, ganze Bohne, Vakuumpackung 500 g', brand: 'Bergland' },
      { title: 'Bergland Ground Coffee, Vacuum Pack 500g', brand: 'Bergland' },
    );
    assert.notEqual(r.identity, 'same_entity');
    const j = grocery({ title: 'Zuegg Konfitüre Erdbeere 320 g Glas', brand: 'Zuegg' }, { title: 'Zuegg Apricot Jam 320g Jar', brand: 'Zuegg' });
    assert.notEqual(j.identity, 'same_entity');
  });
});

describe('lengths written as words (metre, meter, yards) and sizes in Spanish, Portuguese and Italian', () => {
  it('negative: two cable lengths written in words are two products', () => {
    assert.notEqual(home('Powerline 6 way extension lead, 3 metre cable, white', 'Powerline 6 way extension lead, 10 metre cable, white').identity, 'same_entity');
    assert.notEqual(home('Hosecraft reinforced garden hose, 25 meters, green', 'Hosecraft reinforced garden hose, 50 meters, green').identity, 'same_entity');
    assert.notEqual(home('Aquapura filtro de água cerâmico 8 litros, duas velas', 'Aquapura filtro de água cerâmico 16 litros, duas velas').identity, 'same_entity');
  });

  it('positive: one length written as a word and as a unit agrees', () => {
    assert.equal(home('Powerline 6 way extension lead, 3 metre cable, white', 'POWERLINE 6 WAY EXT LEAD 3M WHITE').identity, 'same_entity');
    assert.equal(home('Kitenge wax print fabric, Java design, 6 yards, indigo', 'KITENGE WAX JAVA IND 6YDS').identity, 'same_entity');
  });
});

describe("a trade line's carton count and the word for what it fills", () => {
  it('reads the count and its carton word as the carton, beside a title without that count', () => {
    assert.equal(withoutTradeCarton('ACME PRESSURE COOKER 7LT SS X4 CTN', 'Acme Pressure Cooker 7 Litre'), 'ACME PRESSURE COOKER 7LT SS');
    assert.equal(withoutTradeCarton('ACME HOE HEAD 2LB X10 BDL', 'Acme Hoe Head 2lb'), 'ACME HOE HEAD 2LB');
    assert.equal(withoutTradeCarton('ACME CANDLES NO5 X24 CS', 'Acme Candles No. 5'), 'ACME CANDLES NO5');
  });

  it('adversarial: the same count on the other title, a count inside the line and a mixed-case title stay', () => {
    assert.equal(withoutTradeCarton('ACME CANDLES NO5 X24 CTN', 'Acme Candles No. 5, Carton of 24'), 'ACME CANDLES NO5 X24 CTN');
    assert.equal(withoutTradeCarton('ACME CANDLES X24 CTN NO5', 'Acme Candles No. 5'), 'ACME CANDLES X24 CTN NO5');
    assert.equal(withoutTradeCarton('Acme Candles No. 5 x24 ctn', 'Acme Candles No. 5'), 'Acme Candles No. 5 x24 ctn');
  });

  it('positive: a wholesaler\'s carton line and the shop title of one unit are one product', () => {
    assert.equal(home('Kuniko Kerosene Wick Stove, 10 Wicks, Model 1010', 'KUNIKO STOVE KERO 10 WICK 1010 X6 CTN').identity, 'same_entity');
  });

  it('negative: the carton line of another wick count still parts', () => {
    assert.notEqual(home('Kuniko Kerosene Wick Stove, 10 Wicks, Model 1010', 'KUNIKO STOVE KERO 16 WICK 1016 X6 CTN').identity, 'same_entity');
  });
});

describe('more Polish shop words', () => {
  it('positive: a Polish shop title reads as the English title of one product', () => {
    const coffee = grocery({ title: 'Lavazza kawa mielona Crema e Gusto, 250 g', brand: 'Lavazza' }, { title: 'Lavazza Crema e Gusto Ground Coffee 250g', brand: 'Lavazza' });
    assert.equal(coffee.identity, 'same_entity');
  });

  it('negative: the Polish word for another colour parts two products', () => {
    const r = home('Rowenta toster Principio, czarny, 2 otwory', 'Rowenta Principio Toaster, White, 2 Slot');
    assert.notEqual(r.identity, 'same_entity');
  });
});
