// Writes a labelled set of person record pairs from a list of kinds (bench/persons/templates-*.ts): each
// kind is made `pairs` times, cycling through the six jurisdictions, with a seeded generator of its own
// (seed and kind index), so the same seed gives the same bytes on every run and one kind's draws do not
// move another's. A kind may name the jurisdictions it cycles through (all six when it names none). The
// engine is never called here.
//   node --import tsx bench/persons/generate.ts [--set heldout1|heldout2|heldout3|heldout4|heldout5|heldout6|heldout7|heldout8|heldout9|heldout10|heldout11|heldout12|heldout13|heldout14|heldout15|heldout16|heldout17|heldout18|heldout19|heldout20|heldout21|heldout22|heldout23|heldout24|heldout25|heldout26|heldout27|heldout28|heldout29|heldout30|heldout31|heldout32|heldout33|heldout34|heldout35|heldout36|heldout37]
//     (rewrites bench/data/persons-heldout1.jsonl, or persons-heldout2.jsonl from templates-heldout2.ts,
//     persons-heldout3.jsonl from templates-heldout3.ts, persons-heldout4.jsonl from templates-heldout4.ts,
//     persons-heldout5.jsonl from templates-heldout5.ts, persons-heldout6.jsonl from templates-heldout6.ts,
//     persons-heldout7.jsonl from templates-heldout7.ts, persons-heldout8.jsonl from templates-heldout8.ts,
//     persons-heldout9.jsonl from templates-heldout9.ts, persons-heldout10.jsonl from templates-heldout10.ts,
//     persons-heldout11.jsonl from templates-heldout11.ts, persons-heldout12.jsonl from templates-heldout12.ts,
//     persons-heldout13.jsonl from templates-heldout13.ts, persons-heldout14.jsonl from templates-heldout14.ts,
//     persons-heldout15.jsonl from templates-heldout15.ts, persons-heldout16.jsonl from templates-heldout16.ts,
//     persons-heldout17.jsonl from templates-heldout17.ts, persons-heldout18.jsonl from templates-heldout18.ts,
//     persons-heldout19.jsonl from templates-heldout19.ts, persons-heldout20.jsonl from templates-heldout20.ts,
//     persons-heldout21.jsonl from templates-heldout21.ts, persons-heldout22.jsonl from templates-heldout22.ts,
//     persons-heldout23.jsonl from templates-heldout23.ts, persons-heldout24.jsonl from templates-heldout24.ts,
//     persons-heldout25.jsonl from templates-heldout25.ts, persons-heldout26.jsonl from templates-heldout26.ts,
//     persons-heldout27.jsonl from templates-heldout27.ts, persons-heldout28.jsonl from templates-heldout28.ts,
//     persons-heldout29.jsonl from templates-heldout29.ts, persons-heldout30.jsonl from templates-heldout30.ts,
//     persons-heldout31.jsonl from templates-heldout31.ts, persons-heldout32.jsonl from templates-heldout32.ts,
//     persons-heldout33.jsonl from templates-heldout33.ts, persons-heldout34.jsonl from templates-heldout34.ts,
//     persons-heldout35.jsonl from templates-heldout35.ts, persons-heldout36.jsonl from templates-heldout36.ts,
//     or persons-heldout37.jsonl from templates-heldout37.ts)
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ctx, JURISDICTIONS, type Jurisdiction, type PersonRecord } from './records.js';
import { HELDOUT1_KINDS, type Label } from './templates-heldout1.js';
import { HELDOUT2_KINDS } from './templates-heldout2.js';
import { HELDOUT3_KINDS } from './templates-heldout3.js';
import { HELDOUT4_KINDS } from './templates-heldout4.js';
import { HELDOUT5_KINDS } from './templates-heldout5.js';
import { HELDOUT6_KINDS } from './templates-heldout6.js';
import { HELDOUT7_KINDS } from './templates-heldout7.js';
import { HELDOUT8_KINDS } from './templates-heldout8.js';
import { HELDOUT9_KINDS } from './templates-heldout9.js';
import { HELDOUT10_KINDS } from './templates-heldout10.js';
import { HELDOUT11_KINDS } from './templates-heldout11.js';
import { HELDOUT12_KINDS } from './templates-heldout12.js';
import { HELDOUT13_KINDS } from './templates-heldout13.js';
import { HELDOUT14_KINDS } from './templates-heldout14.js';
import { HELDOUT15_KINDS } from './templates-heldout15.js';
import { HELDOUT16_KINDS } from './templates-heldout16.js';
import { HELDOUT17_KINDS } from './templates-heldout17.js';
import { HELDOUT18_KINDS } from './templates-heldout18.js';
import { HELDOUT19_KINDS } from './templates-heldout19.js';
import { HELDOUT20_KINDS } from './templates-heldout20.js';
import { HELDOUT21_KINDS } from './templates-heldout21.js';
import { HELDOUT22_KINDS } from './templates-heldout22.js';
import { HELDOUT23_KINDS } from './templates-heldout23.js';
import { HELDOUT24_KINDS } from './templates-heldout24.js';
import { HELDOUT25_KINDS } from './templates-heldout25.js';
import { HELDOUT26_KINDS } from './templates-heldout26.js';
import { HELDOUT27_KINDS } from './templates-heldout27.js';
import { HELDOUT28_KINDS } from './templates-heldout28.js';
import { HELDOUT29_KINDS } from './templates-heldout29.js';
import { HELDOUT30_KINDS } from './templates-heldout30.js';
import { HELDOUT31_KINDS } from './templates-heldout31.js';
import { HELDOUT32_KINDS } from './templates-heldout32.js';
import { HELDOUT33_KINDS } from './templates-heldout33.js';
import { HELDOUT34_KINDS } from './templates-heldout34.js';
import { HELDOUT35_KINDS } from './templates-heldout35.js';
import { HELDOUT36_KINDS } from './templates-heldout36.js';
import { HELDOUT37_KINDS } from './templates-heldout37.js';

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

/** A set written from `kinds` under `seed` to bench/data/persons-<name>.jsonl, its ids prefixed persons-<name>. */
function pairSet(name: string, kinds: readonly PairKind[], seed: number): { seed: number; file: URL; jsonl: () => string } {
  return { seed, file: new URL(`../data/persons-${name}.jsonl`, import.meta.url), jsonl: () => toJsonl(buildPairs(kinds, `persons-${name}`, seed)) };
}

/** The sets this generator writes: name → its seed, its file and its bytes. */
export const SETS = {
  heldout1: pairSet('heldout1', HELDOUT1_KINDS, 1101),
  heldout2: pairSet('heldout2', HELDOUT2_KINDS, 2202),
  heldout3: pairSet('heldout3', HELDOUT3_KINDS, 3303),
  heldout4: pairSet('heldout4', HELDOUT4_KINDS, 4404),
  heldout5: pairSet('heldout5', HELDOUT5_KINDS, 5505),
  heldout6: pairSet('heldout6', HELDOUT6_KINDS, 6606),
  heldout7: pairSet('heldout7', HELDOUT7_KINDS, 7707),
  heldout8: pairSet('heldout8', HELDOUT8_KINDS, 8808),
  heldout9: pairSet('heldout9', HELDOUT9_KINDS, 9909),
  heldout10: pairSet('heldout10', HELDOUT10_KINDS, 1010),
  heldout11: pairSet('heldout11', HELDOUT11_KINDS, 1111),
  heldout12: pairSet('heldout12', HELDOUT12_KINDS, 1212),
  heldout13: pairSet('heldout13', HELDOUT13_KINDS, 1313),
  heldout14: pairSet('heldout14', HELDOUT14_KINDS, 1414),
  heldout15: pairSet('heldout15', HELDOUT15_KINDS, 1515),
  heldout16: pairSet('heldout16', HELDOUT16_KINDS, 1616),
  heldout17: pairSet('heldout17', HELDOUT17_KINDS, 1717),
  heldout18: pairSet('heldout18', HELDOUT18_KINDS, 1818),
  heldout19: pairSet('heldout19', HELDOUT19_KINDS, 1919),
  heldout20: pairSet('heldout20', HELDOUT20_KINDS, 2020),
  heldout21: pairSet('heldout21', HELDOUT21_KINDS, 2121),
  heldout22: pairSet('heldout22', HELDOUT22_KINDS, 2222),
  heldout23: pairSet('heldout23', HELDOUT23_KINDS, 2323),
  heldout24: pairSet('heldout24', HELDOUT24_KINDS, 2424),
  heldout25: pairSet('heldout25', HELDOUT25_KINDS, 2525),
  heldout26: pairSet('heldout26', HELDOUT26_KINDS, 2626),
  heldout27: pairSet('heldout27', HELDOUT27_KINDS, 2727),
  heldout28: pairSet('heldout28', HELDOUT28_KINDS, 2828),
  heldout29: pairSet('heldout29', HELDOUT29_KINDS, 2929),
  heldout30: pairSet('heldout30', HELDOUT30_KINDS, 3030),
  heldout31: pairSet('heldout31', HELDOUT31_KINDS, 3131),
  heldout32: pairSet('heldout32', HELDOUT32_KINDS, 3232),
  heldout33: pairSet('heldout33', HELDOUT33_KINDS, 3333),
  heldout34: pairSet('heldout34', HELDOUT34_KINDS, 3434),
  heldout35: pairSet('heldout35', HELDOUT35_KINDS, 3535),
  heldout36: pairSet('heldout36', HELDOUT36_KINDS, 3636),
  heldout37: pairSet('heldout37', HELDOUT37_KINDS, 3737),
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
