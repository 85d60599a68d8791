// Receipt pins: the SHA-256 of the canonical JSON of every fields-engine receipt (decision id, score,
// factors, explanation, pins, unread) for a fixed set of pairs — the golden cases, the golden product
// pairs and 600 person pairs generated from a seeded generator (typos, short forms, date forms, swapped
// day and month, missing fields, ids one keystroke off, other records) — pinned in receipt-pins.json.
// A speed change must leave every receipt byte-identical; a change meant to alter decisions updates the
// file on purpose (PIN_RECEIPTS_UPDATE=1) and says in its commit which receipts moved and why.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { type CompareRequest, compare, type FieldMap } from '../../src/compare/index.js';
import { canonicalSha256 } from '../../src/core/canonicalJson.js';
import { seededRng } from '../../src/core/rng.js';

const PINS = new URL('./receipt-pins.json', import.meta.url);

const GIVEN = ['Robert', 'Bob', 'William', 'Bill', 'Edward', 'Eddie', 'Babatunde', 'Tunde', 'Ngozika', 'Ngozi', 'Mary', 'Maria', 'Jean', 'Joao', 'Amara', 'Kwame', 'Thandiwe', 'Wanjiru', 'Sergei', 'Chioma'];
const SURNAMES = ['Whitfield', 'Bakare', 'Okonkwo', 'Mensah', 'Dlamini', 'Kamau', 'Ivanov', 'Smith', 'Smyth', 'Nguyen', 'Bello', 'Adeyemi', 'Otieno', 'Van der Merwe', 'Silva'];
const STREETS = ['Awolowo Road', 'Main Street', 'Moi Avenue', 'Church St', 'Oxford Road'];
const TOWNS = ['Ikoyi', 'Nairobi', 'Accra', 'Durban', 'Leeds'];

function people(seed: number, n: number): FieldMap[] {
  const rnd = seededRng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const digits = (k: number) => Array.from({ length: k }, () => Math.floor(rnd() * 10)).join('');
  return Array.from({ length: n }, () => {
    const y = 1940 + Math.floor(rnd() * 60);
    const m = 1 + Math.floor(rnd() * 12);
    const d = 1 + Math.floor(rnd() * 28);
    const p: FieldMap = {
      name: `${pick(GIVEN)} ${pick(SURNAMES)}`,
      dob: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
      address: `${1 + Math.floor(rnd() * 200)} ${pick(STREETS)}, ${pick(TOWNS)}`,
    };
    if (rnd() < 0.5) p['ssn'] = digits(9);
    if (rnd() < 0.4) p['phone'] = `0803 ${digits(3)} ${digits(4)}`;
    if (rnd() < 0.4) p['email'] = `${String(p['name']).toLowerCase().replace(/[^a-z]/g, '.')}@example.com`;
    if (rnd() < 0.2) p['passport'] = `A${digits(8)}`;
    return p;
  });
}

/** A changed copy of a record: the variations real registers show, a few at a time. */
function vary(p: FieldMap, rnd: () => number): FieldMap {
  const q: FieldMap = { ...p };
  const s = (k: string) => String(q[k]);
  if (rnd() < 0.3) q['name'] = s('name').replace(/([aeiou])/, '$1$1');
  if (rnd() < 0.2) q['name'] = s('name').split(' ').reverse().join(', ');
  if (rnd() < 0.2) q['name'] = `${s('name')[0]}. ${s('name').split(' ').slice(1).join(' ')}`;
  if (rnd() < 0.3) {
    const [y, m, d] = s('dob').split('-');
    q['dob'] = [`${d}/${m}/${y}`, `${m}/${d}/${y!.slice(2)}`, `${y}-${d}-${m}`, `${Number(d)} March ${y}`][Math.floor(rnd() * 4)]!;
  }
  if (rnd() < 0.2) delete q['address'];
  if (rnd() < 0.2 && q['ssn'] !== undefined) q['ssn'] = s('ssn').slice(0, 8) + String((Number(s('ssn')[8]) + 1) % 10);
  if (rnd() < 0.2 && q['phone'] !== undefined) q['phone'] = `+234 ${s('phone').slice(1)}`;
  if (rnd() < 0.1) q['Name'] = q['name']!;
  if (rnd() < 0.1) q['favourite_colour'] = 'blue';
  return q;
}

function pairs(): CompareRequest[] {
  const out: CompareRequest[] = [];
  const golden = JSON.parse(readFileSync(new URL('./golden-cases.json', import.meta.url), 'utf8')) as { cases: { fields: { a: FieldMap; b: FieldMap } }[] };
  for (const c of golden.cases) out.push({ a: c.fields.a, b: c.fields.b, entity: 'person' });
  const products = JSON.parse(readFileSync(new URL('./golden-products.json', import.meta.url), 'utf8')) as { cases: { entity: string; a: FieldMap; b: FieldMap }[] };
  for (const c of products.cases) out.push({ a: c.a, b: c.b, entity: c.entity });
  const pool = people(11, 300);
  const rnd = seededRng(12);
  for (let i = 0; i < pool.length; i++) {
    out.push({ a: pool[i]!, b: vary(pool[i]!, rnd), entity: 'person' });
    out.push({ a: pool[i]!, b: pool[(i * 7 + 3) % pool.length]!, entity: 'person' });
  }
  return out;
}

describe('receipt pins', () => {
  it('every receipt of the pinned pairs is byte-identical to receipt-pins.json', () => {
    const hashes = pairs().map((req) => canonicalSha256(compare(req)));
    if (process.env['PIN_RECEIPTS_UPDATE'] === '1') {
      writeFileSync(PINS, `${JSON.stringify({ schema: 'service.receipt_pins.v1', note: 'sha256 of the canonical JSON of each receipt, in the order test/compare/receiptPins.test.ts builds the pairs', receipts: hashes }, null, 1)}\n`);
    }
    const pinned = JSON.parse(readFileSync(PINS, 'utf8')) as { schema: string; receipts: string[] };
    assert.equal(pinned.schema, 'service.receipt_pins.v1');
    assert.equal(hashes.length, pinned.receipts.length, 'the pair set changed');
    const moved = hashes.flatMap((h, i) => (h === pinned.receipts[i] ? [] : [i]));
    assert.deepEqual(moved, [], `${moved.length} receipts moved (pair indexes): ${moved.slice(0, 20).join(', ')}${moved.length > 20 ? ', ...' : ''}`);
  });
});
