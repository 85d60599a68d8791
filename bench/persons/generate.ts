// Writes a labelled set of person record pairs from a list of kinds (bench/persons/templates-*.ts): each
// kind is made `pairs` times, cycling through the six jurisdictions, with a seeded generator of its own
// (seed and kind index), so the same seed gives the same bytes on every run and one kind's draws do not
// move another's. A kind may name the jurisdictions it cycles through (all six when it names none). The
// engine is never called here.
//   node --import tsx bench/persons/generate.ts [--set heldout1|heldout2|heldout3]
//     (rewrites bench/data/persons-heldout1.jsonl, or persons-heldout2.jsonl from templates-heldout2.ts, or
//     persons-heldout3.jsonl from templates-heldout3.ts)
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ctx, type Jurisdiction, JURISDICTIONS, type PersonRecord } from './records.js';
import { HELDOUT1_KINDS, type Label } from './templates-heldout1.js';
import { HELDOUT2_KINDS } from './templates-heldout2.js';
import { HELDOUT3_KINDS } from './templates-heldout3.js';

/** What the generator needs of a kind (both sets' kinds have this shape). */
export interface PairKind {
  kind: string;
  label: Label;
  pairs: number;
  /** The jurisdictions this kind cycles through; all six when absent. */
  jurisdictions?: readonly Jurisdiction[];
  make(c: Ctx, j: Jurisdiction): { a: PersonRecord; b: PersonRecord };
}

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
export const HELDOUT2_SEED = 2202;
export const HELDOUT2_FILE = new URL('../data/persons-heldout2.jsonl', import.meta.url);
export const HELDOUT3_SEED = 3303;
export const HELDOUT3_FILE = new URL('../data/persons-heldout3.jsonl', import.meta.url);

export function buildPairs(kinds: readonly PairKind[], prefix: string, seed: number): LabelledPair[] {
  const out: LabelledPair[] = [];
  kinds.forEach((k, ki) => {
    const c = new Ctx((seed * 1009 + ki * 7919) >>> 0);
    const cycle = k.jurisdictions ?? JURISDICTIONS;
    for (let i = 0; i < k.pairs; i++) {
      const jurisdiction = cycle[i % cycle.length]!;
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

export function heldout2Jsonl(): string {
  return toJsonl(buildPairs(HELDOUT2_KINDS, 'persons-heldout2', HELDOUT2_SEED));
}

export function heldout3Jsonl(): string {
  return toJsonl(buildPairs(HELDOUT3_KINDS, 'persons-heldout3', HELDOUT3_SEED));
}

/** The sets this generator writes: name → its bytes and its file. */
export const SETS = {
  heldout1: { jsonl: heldout1Jsonl, file: HELDOUT1_FILE },
  heldout2: { jsonl: heldout2Jsonl, file: HELDOUT2_FILE },
  heldout3: { jsonl: heldout3Jsonl, file: HELDOUT3_FILE },
} as const;

export type SetName = keyof typeof SETS;

/** The `--set` argument (heldout1 when absent); an unknown name throws, naming the sets there are. */
export function setName(argv: readonly string[]): SetName {
  const i = argv.indexOf('--set');
  const name = i >= 0 ? argv[i + 1] : 'heldout1';
  if (name === undefined || !Object.hasOwn(SETS, name)) throw new Error(`unknown person pair set ${JSON.stringify(name)}: one of ${Object.keys(SETS).join(', ')}`);
  return name as SetName;
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1]);
if (isMain) {
  const set = SETS[setName(process.argv)];
  const text = set.jsonl();
  writeFileSync(set.file, text);
  console.log(`wrote ${fileURLToPath(set.file)}: ${text.split('\n').length - 1} pairs`);
}
