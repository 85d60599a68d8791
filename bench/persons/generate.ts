// Writes a labelled set of person record pairs from a list of kinds (bench/persons/templates-*.ts): each
// kind is made `pairs` times, cycling through the six jurisdictions, with a seeded generator of its own
// (seed and kind index), so the same seed gives the same bytes on every run and one kind's draws do not
// move another's. The engine is never called here.
//   node --import tsx bench/persons/generate.ts        (rewrites bench/data/persons-heldout1.jsonl)
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ctx, type Jurisdiction, JURISDICTIONS, type PersonRecord } from './records.js';
import { HELDOUT1_KINDS, type Kind, type Label } from './templates-heldout1.js';

export interface LabelledPair {
  id: string;
  kind: string;
  label: Label;
  jurisdiction: Jurisdiction;
  a: PersonRecord;
  b: PersonRecord;
}

export const HELDOUT1_SEED = 1101;
export const HELDOUT1_FILE = new URL('../data/persons-heldout1.jsonl', import.meta.url);

export function buildPairs(kinds: readonly Kind[], prefix: string, seed: number): LabelledPair[] {
  const out: LabelledPair[] = [];
  kinds.forEach((k, ki) => {
    const c = new Ctx((seed * 1009 + ki * 7919) >>> 0);
    for (let i = 0; i < k.pairs; i++) {
      const jurisdiction = JURISDICTIONS[i % JURISDICTIONS.length]!;
      const { a, b } = k.make(c, jurisdiction);
      out.push({ id: `${prefix}-${k.kind}-${i}`, kind: k.kind, label: k.label, jurisdiction, a, b });
    }
  });
  return out;
}

/** The file's bytes: one pair per line, keys in a fixed order. */
export function toJsonl(pairs: readonly LabelledPair[]): string {
  return pairs.map((p) => JSON.stringify({ id: p.id, kind: p.kind, label: p.label, jurisdiction: p.jurisdiction, a: p.a, b: p.b })).join('\n') + '\n';
}

export function heldout1Jsonl(): string {
  return toJsonl(buildPairs(HELDOUT1_KINDS, 'persons-heldout1', HELDOUT1_SEED));
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1]);
if (isMain) {
  const text = heldout1Jsonl();
  writeFileSync(HELDOUT1_FILE, text);
  console.log(`wrote ${fileURLToPath(HELDOUT1_FILE)}: ${text.split('\n').length - 1} pairs`);
}
