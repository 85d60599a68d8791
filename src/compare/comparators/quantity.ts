// The `quantity` comparator: one number per value — a plain or decimal number (`5.60 %`, `$ 1.29`,
// `409.0`) or a duration written m:ss or h:mm:ss (read as seconds) — compared with a tolerance, for
// measured attributes that two sources record with rounding (alcohol by volume, a track's length, a
// price). Within `tolerance` → 1.0; beyond it the similarity falls linearly to 0.0 at three times the
// tolerance. `relative: true` reads the tolerance as a share of the larger value (prices: 0.1 = 10 %).
// A value with no number, or with two different numbers, is unreadable: null (nothing to say).
// `money: true` reads each value as a price (extract/shapes.ts readMoney, the one money reader: a
// currency symbol or code, grouping separators, 1,299.99 = 1.299,99): two prices in different stated
// currencies are not compared (no exchange rate is known here: null); a price without a currency meets
// one with it (a feed's bare 24.88 beside $24.88).
// `percent: true` reads each value as a percentage as catalogues write one (alcohol by volume): a bare
// value below 1 without a % sign is also read as a fraction of one (a retailer's 0.055 = 5.5 %; both
// readings are kept, the closer pair compared, as an alcohol-free beer's 0.5 is written so too), and two
// values with the same digits whose decimal point one of them dropped (5.5 / 55, 5.50 % / 55) are a keying
// slip: nothing to say (null), as neither reading can be trusted.
import { memoiseString } from '../../core/memo.js';
import { readMoney } from '../../extract/shapes.js';
import type { ComparatorResult, ComparatorSpec, FieldValue } from './types.js';
import { asText } from './types.js';

const CLOCK = /^\s*(\d{1,3}):([0-5]\d)(?::([0-5]\d))?\s*$/;
const NUMBER = /-?\d+(?:[.,]\d+)?/g;

/** The one number a value states (durations in seconds), or null. */
export const readQuantity: (value: string) => number | null = memoiseString((value: string) => {
  const clock = CLOCK.exec(value);
  if (clock) {
    const [h, m, s] = clock[3] === undefined ? [0, Number(clock[1]), Number(clock[2])] : [Number(clock[1]), Number(clock[2]), Number(clock[3])];
    return h * 3600 + m * 60 + s;
  }
  const numbers = new Set((value.match(NUMBER) ?? []).map((n) => Number(n.replace(',', '.'))));
  return numbers.size === 1 ? [...numbers][0]! : null;
});

const money = memoiseString((value: string) => readMoney(value));

/** A percentage's readings: the number, and for a bare value in (0, 1) without a % sign also that share of one in per cent. */
function percentReadings(value: FieldValue, x: number): number[] {
  if (typeof value === 'number' || asText(value).includes('%') || !(x > 0 && x < 1)) return [x];
  return [x, Math.round(x * 100000) / 1000];
}

/** The significant digits of a value's one number as written (5.50 % → 55), and whether it was written with a decimal point. */
function writtenDigits(value: FieldValue): { digits: string; point: boolean } | null {
  const m = asText(value).match(NUMBER);
  if (m === null || m.length !== 1) return null;
  return { digits: m[0]!.replace(/[^0-9]/g, '').replace(/^0+/, '').replace(/0+$/, ''), point: /[.,]/.test(m[0]!) };
}

/** Two percentages with the same digits where one dropped its decimal point (5.5 / 55): a keying slip. */
function droppedPoint(a: FieldValue, b: FieldValue): boolean {
  const da = writtenDigits(a);
  const db = writtenDigits(b);
  if (da === null || db === null || da.point === db.point || da.digits !== db.digits) return false;
  // The value without a point must carry at least two significant digits: 5 / 0.5 is no dropped point.
  return (da.point ? db : da).digits.length >= 2;
}

export function compareQuantities(a: FieldValue, b: FieldValue, spec: ComparatorSpec): ComparatorResult | null {
  let x: number | null;
  let y: number | null;
  if (spec.money === true) {
    const ma = typeof a === 'number' ? { amount: a, currency: undefined } : money(asText(a));
    const mb = typeof b === 'number' ? { amount: b, currency: undefined } : money(asText(b));
    if (ma === null || mb === null) return null;
    if (ma.currency !== undefined && mb.currency !== undefined && ma.currency !== mb.currency) return null;
    [x, y] = [ma.amount, mb.amount];
  } else {
    x = typeof a === 'number' ? a : readQuantity(asText(a));
    y = typeof b === 'number' ? b : readQuantity(asText(b));
  }
  if (x === null || y === null || !Number.isFinite(x) || !Number.isFinite(y)) return null;
  if (spec.percent === true) {
    if (x !== y && droppedPoint(a, b)) return null;
    let best = Math.abs(x - y);
    for (const rx of percentReadings(a, x)) {
      for (const ry of percentReadings(b, y)) {
        if (Math.abs(rx - ry) < best) [best, x, y] = [Math.abs(rx - ry), rx, ry];
      }
    }
  }
  const base = spec.tolerance ?? 0;
  const tolerance = spec.relative === true ? base * Math.max(Math.abs(x), Math.abs(y)) : base;
  const d = Math.abs(x - y);
  if (d <= tolerance) return { sim: 1 };
  if (tolerance === 0) return { sim: 0 };
  return { sim: Math.max(0, 1 - (d - tolerance) / (2 * tolerance)) };
}
