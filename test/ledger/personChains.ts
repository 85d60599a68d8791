// Synthetic person compare decisions for the entity graph's tests and bench/entities.ts: decision i links
// two records of person k = floor(i/2), so every k makes a three-record chain (a transitive entity):
// {name, id} – {name, id, phone} – {name, id, dob}. Names and ids are generated, never from a data split.
import { compareDetailed, type CompareRequest, type FieldMap } from '../../src/compare/index.js';
import { type CompareDetail, compareLedgerEntry, type Ledger, type LedgerEntry } from '../../src/ledger/index.js';

export const compare = (call: Record<string, unknown>) => compareDetailed(call as unknown as CompareRequest) as unknown as CompareDetail;

export const person = (k: number, extra: FieldMap): FieldMap => ({ name: `Client ${k} Okafor`, national_id: String(10_000_000_000 + k * 7919), ...extra });

/** Decision i of the chains. */
export function chainEntry(i: number): LedgerEntry {
  const k = Math.floor(i / 2);
  const phone = `0803${String(k).padStart(7, '0')}`;
  const req = i % 2 === 0 ? { a: person(k, {}), b: person(k, { phone }), entity: 'person' } : { a: person(k, { phone }), b: person(k, { dob: '1990-01-01' }), entity: 'person' };
  return compareLedgerEntry(req, compare(req));
}

/** A new linking pair for person k (two records no chain has), as a write between reads. */
export function newPairEntry(k: number): LedgerEntry {
  const req = { a: person(k, { dob: '1980-02-02' }), b: person(k, { dob: '1980-02-02', phone: `0809${String(k).padStart(7, '0')}` }), entity: 'person' };
  return compareLedgerEntry(req, compare(req));
}

/** Stores decisions 0..n-1 of the chains, at most 1,000 in flight (group commit batches them). */
export async function storeChains(ledger: Ledger, n: number): Promise<void> {
  const pending: Promise<unknown>[] = [];
  for (let i = 0; i < n; i++) {
    pending.push(ledger.recordAsync(chainEntry(i)));
    if (pending.length >= 1000) {
      await Promise.all(pending);
      pending.length = 0;
    }
  }
  await Promise.all(pending);
}
