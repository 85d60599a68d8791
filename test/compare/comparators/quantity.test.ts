// The `quantity` comparator: numbers and m:ss durations within a tolerance.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareQuantities, readQuantity } from '../../../src/compare/comparators/quantity.js';
import type { ComparatorSpec } from '../../../src/compare/comparators/types.js';

const seconds: ComparatorSpec = { kind: 'quantity', weight: 1, tolerance: 3 };
const abv: ComparatorSpec = { kind: 'quantity', weight: 1, tolerance: 0.3 };
const price: ComparatorSpec = { kind: 'quantity', weight: 1, tolerance: 0.1, relative: true };

describe('quantities', () => {
  it('reads numbers, percentages, prices and durations', () => {
    assert.equal(readQuantity('5.60 %'), 5.6);
    assert.equal(readQuantity('$ 1.29'), 1.29);
    assert.equal(readQuantity('3:33'), 213);
    assert.equal(readQuantity('1:02:03'), 3723);
    assert.equal(readQuantity('-'), null);
  });
  it('positive: within the tolerance', () => {
    assert.equal(compareQuantities('3:33', '3:31', seconds)!.sim, 1);
    assert.equal(compareQuantities('5.60 %', '5.65 %', abv)!.sim, 1);
    assert.equal(compareQuantities('100', '109', price)!.sim, 1);
  });
  it('negative: far apart', () => {
    assert.equal(compareQuantities('3:34', '5:53', seconds)!.sim, 0);
    assert.equal(compareQuantities('7.50 %', '4.50 %', abv)!.sim, 0);
  });
  it('adversarial: partial credit between one and three tolerances; unreadable or ambiguous values say nothing', () => {
    assert.equal(compareQuantities('3:30', '3:36', seconds)!.sim, 0.5);
    assert.equal(compareQuantities('-', '5 %', abv), null);
    assert.equal(compareQuantities('5 % or 6 %', '5 %', abv), null);
    assert.equal(compareQuantities(5.6, '5.6 %', abv)!.sim, 1);
  });
});

describe('prices (money: true, extract/shapes.ts readMoney)', () => {
  const money: ComparatorSpec = { kind: 'quantity', weight: 0.25, tolerance: 0.15, relative: true, money: true };
  it('positive: one price written with a currency, grouping separators or bare, within 15 %', () => {
    assert.equal(compareQuantities('$1,299.99', '1299.99', money)?.sim, 1);
    assert.equal(compareQuantities('€ 1.299,99', '1299.99 EUR', money)?.sim, 1);
    assert.equal(compareQuantities('$24.88', '27.99', money)?.sim, 1, 'a street price 11 % below the list price');
  });
  it('negative: prices far apart disagree; the weight, not a refutation, says how much', () => {
    assert.equal(compareQuantities('$24.88', '$188.99', money)?.sim, 0);
    assert.ok(compareQuantities('$100', '$125', money)!.sim < 1);
  });
  it('adversarial: two currencies, several amounts, no amount and the plain reader are not confused', () => {
    assert.equal(compareQuantities('£100', '$100', money), null, 'no exchange rate: nothing to say');
    assert.equal(compareQuantities('£5 or $7', '$7', money), null);
    assert.equal(compareQuantities('call for price', '$7', money), null);
    assert.equal(compareQuantities('$1,299.99', '1299.99', price), null, 'without money a grouped amount stays unreadable');
  });
});
