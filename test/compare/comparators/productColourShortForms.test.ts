// Colours written short, as a price list, a stock sheet or a till writes them in capitals (BLK, WHT, YLW,
// GRN, BRN, GRY): read as the colour, so two short colours or a short and a full one part two variants and
// a short colour agrees with the same colour written out (session 32, pset12r).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareSpecs } from '../../../src/compare/comparators/product.js';

const electronics = { kind: 'spec' as const, weight: 0, category: 'electronics' };
const homeGoods = { kind: 'spec' as const, weight: 0, category: 'home_goods' };

describe('colours written short', () => {
  it('positive: a short colour is the colour written out', () => {
    assert.equal(compareSpecs('ACME TONER 220 BLK', 'Acme 220 toner cartridge black', electronics)!.sim, 1);
    assert.equal(compareSpecs('ACME BUCKET 10LTR WHT', 'Acme bucket 10 litres, white', homeGoods)!.sim, 1);
    assert.equal(compareSpecs('ACME RAIN BOOT GRN 42', 'Acme rain boots green size 42', homeGoods)!.sim, 1);
  });
  it('negative: two colours, one written short, are two variants', () => {
    assert.equal(compareSpecs('ACME TONER 220 BLK', 'ACME TONER 220 MAGENTA', electronics)!.sim, 0);
    assert.equal(compareSpecs('ACME BUCKET 10LTR YLW', 'ACME BUCKET 10LTR WHT', homeGoods)!.sim, 0);
    assert.equal(compareSpecs('ACME DOORMAT BRN', 'Acme doormat grey', homeGoods)!.sim, 0);
  });
  it('adversarial: grey written short agrees with either spelling; a title with no colour says nothing', () => {
    assert.equal(compareSpecs('ACME BIN GRY', 'Acme bin gray', homeGoods)!.sim, 1);
    assert.equal(compareSpecs('ACME BIN GRY', 'Acme bin grey', homeGoods)!.sim, 1);
    assert.equal(compareSpecs('ACME BUCKET BLK', 'Acme bucket', homeGoods), null);
  });
});
