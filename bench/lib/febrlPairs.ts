// The FEBRL candidate pairs the fields-engine benches read (bench/compare-speed.ts, bench/compare-digest.ts):
// each FEBRL row as the person field map a caller would send, and the distinct candidate pairs under a
// simple blocking key (same social-security number, date of birth, or surname prefix + initial).
import { readFileSync } from 'node:fs';
import type { CompareRequest } from '../../src/compare/index.js';

export interface Person {
  record: Record<string, string>;
  keys: string[];
}

export function febrl(file: string): Person[] {
  const lines = readFileSync(new URL(`../../../shared/data/febrl/${file}`, import.meta.url), 'utf8').split('\n').filter(Boolean);
  const header = lines[0]!.split(',').map((h) => h.trim());
  return lines.slice(1).map((line) => {
    const cells = line.split(',').map((c) => c.trim());
    const v = (k: string) => cells[header.indexOf(k)] ?? '';
    const street = [v('street_number'), v('address_1')].filter(Boolean).join(' ');
    const record = {
      name: [v('given_name'), v('surname')].filter(Boolean).join(' '),
      dob: v('date_of_birth'),
      soc_sec_id: v('soc_sec_id'),
      address: [street, v('address_2'), v('suburb'), v('postcode'), v('state')].filter(Boolean).join(', '),
    };
    const keys = [`s:${v('soc_sec_id')}`, `d:${v('date_of_birth')}`, `n:${v('surname').slice(0, 3)}|${v('given_name').slice(0, 1)}`];
    return { record, keys };
  });
}

export function candidatePairs(left: Person[], right: Person[]): CompareRequest[] {
  const index = new Map<string, number[]>();
  right.forEach((p, j) => {
    for (const k of p.keys) index.set(k, [...(index.get(k) ?? []), j]);
  });
  const out: CompareRequest[] = [];
  for (const p of left) {
    const seen = new Set<number>();
    for (const k of p.keys) for (const j of index.get(k) ?? []) seen.add(j);
    for (const j of seen) if (right[j] !== p) out.push({ a: p.record, b: right[j]!.record, entity: 'person' });
  }
  return out;
}

/** A FEBRL file deduplicated against itself. */
export const dedupe = (file: string): CompareRequest[] => {
  const rows = febrl(file);
  return candidatePairs(rows, rows);
};

/** dataset4a linked against dataset4b. */
export const link = (): CompareRequest[] => candidatePairs(febrl('dataset4a.csv'), febrl('dataset4b.csv'));

/** One pair of every non-person pack (and a person pair with phone and e-mail): the bench's "other packs" round. */
export const OTHERS: readonly CompareRequest[] = [
  { a: { name: 'Kijani Tea Exporters Ltd', registration_id: 'CPR/2011/55501' }, b: { name: 'Kijani Tea Exporters Limited', registration_id: 'CPR-2011-55501' }, entity: 'organisation' },
  { a: { name: 'Kano Central Primary Health Centre', lat: 12.0022, lon: 8.592 }, b: { name: 'Kano Central PHC', lat: 12.0024, lon: 8.5918 }, entity: 'place' },
  { a: { name: 'Burna Boy', isni: '0000 0004 5678 1234' }, b: { name: 'Burna boy', isni: '0000000456781234' }, entity: 'artist' },
  { a: { name: 'Samsung Galaxy S23 SM-S911B 128GB' }, b: { name: 'Samsung Galaxy S23 (SM-S911B) 128 GB' }, entity: 'product_electronics' },
  { a: { name: 'Golden Penny Semovita 1kg' }, b: { name: 'Golden Penny Semovita 1000g' }, entity: 'product_grocery' },
  { a: { name: 'Egyptian Cotton Bath Towel 70x140cm' }, b: { name: 'Egyptian cotton bath towel 70 x 140 cm' }, entity: 'product_home_goods' },
  { a: { name: 'Mohammed Bello', phone: '0803 555 7890', email: 'm.bello@example.com' }, b: { name: 'Muhammad Bello', phone: '+234 803 555 7890', email: 'M.Bello@example.com' }, entity: 'person' },
];
