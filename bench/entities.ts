// `node --import tsx bench/entities.ts [N]` (default 100,000): the entity graph over a ledger of N stored
// person compare decisions (N/2 two-record chains of three records each: transitive entities), timing
// GET /entities and /cases as the library serves them — the first read (graph built from the decisions
// table) and later reads (graph reused until the decision count moves) — and resolve of one record.
// Issue 18's target: /entities and /resolve < 200 ms at 100,000 decisions. Records are generated here
// (synthetic names and ids), never taken from a test split.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareDetailed, type CompareRequest, type FieldMap } from '../src/compare/index.js';
import { type CompareDetail, compareLedgerEntry, listEntities, openCases, openLedger, resolveRecord } from '../src/ledger/index.js';

const N = Number(process.argv[2] ?? 100_000);
const dir = mkdtempSync(join(tmpdir(), 'bench-entities-'));
const ledger = openLedger(join(dir, 'ledger.db'));
const compare = (call: Record<string, unknown>) => compareDetailed(call as unknown as CompareRequest) as unknown as CompareDetail;

function person(k: number, extra: FieldMap): FieldMap {
  return { name: `Client ${k} Okafor`, national_id: String(10_000_000_000 + k * 7919), ...extra };
}

const t0 = performance.now();
const pending: Promise<unknown>[] = [];
for (let i = 0; i < N; i++) {
  const k = Math.floor(i / 2);
  const phone = `0803${String(k).padStart(7, '0')}`;
  // Chain: {name, id} – {name, id, phone} – {name, id, dob}.
  const req = i % 2 === 0 ? { a: person(k, {}), b: person(k, { phone }), entity: 'person' } : { a: person(k, { phone }), b: person(k, { dob: '1990-01-01' }), entity: 'person' };
  pending.push(ledger.recordAsync(compareLedgerEntry(req, compare(req))));
  if (pending.length >= 1000) {
    await Promise.all(pending);
    pending.length = 0;
  }
}
await Promise.all(pending);
console.log(`stored ${await ledger.count()} decisions in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

async function time<T>(label: string, run: () => Promise<T>): Promise<T> {
  const t = performance.now();
  const out = await run();
  console.log(`${label.padEnd(28)} ${(performance.now() - t).toFixed(0)} ms`);
  return out;
}
const first = await time('/entities (first read)', () => listEntities(ledger, { limit: 50 }));
console.log(`  ${first.count} entities, ${first.entities.filter((e) => e.held_together_by === 'transitive').length} transitive on the first page`);
for (let r = 0; r < 3; r++) await time('/entities (later read)', () => listEntities(ledger, { limit: 50, cursor: String(r * 50) }));
await time('/cases', () => openCases(ledger, {}));
for (const [label, k] of [['/resolve (first: index built)', 7], ['/resolve (later)', 4242], ['/resolve (later)', 31337]] as const) {
  const t = performance.now();
  const found = await resolveRecord(ledger, { record: person(k, { dob: '1990-01-01' }), entity: 'person', identifiers: { national_id: ['national_id'] } }, compare);
  console.log(`${label.padEnd(28)} ${(performance.now() - t).toFixed(0)} ms (${found.verdict})`);
}
await ledger.close();
rmSync(dir, { recursive: true, force: true });
