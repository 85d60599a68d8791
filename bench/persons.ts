// Accuracy of the fields engine's person pack on labelled pairs of person records
// (bench/data/persons-heldout1.jsonl, written by bench/persons/generate.ts from templates-heldout1.ts by an
// author who never read the comparison rules; `--set heldout2` reads bench/data/persons-heldout2.jsonl, from
// templates-heldout2.ts by a second independent author who read neither the rules nor set 1; `--set heldout3`
// reads bench/data/persons-heldout3.jsonl, from templates-heldout3.ts by a third, who read neither the rules
// nor sets 1 and 2; `--set heldout4` reads bench/data/persons-heldout4.jsonl, from templates-heldout4.ts by a
// fourth, who read neither the rules nor sets 1–3; `--set heldout5` reads bench/data/persons-heldout5.jsonl,
// from templates-heldout5.ts by a fifth, who read neither the rules nor sets 1–4; `--set heldout6` reads
// bench/data/persons-heldout6.jsonl, from templates-heldout6.ts by a sixth, who read neither the rules nor sets 1–5;
// `--set heldout7` reads bench/data/persons-heldout7.jsonl, from templates-heldout7.ts by a seventh, who read neither the
// rules nor sets 1–6; `--set heldout8` reads bench/data/persons-heldout8.jsonl, from templates-heldout8.ts by an eighth,
// who read neither the rules nor sets 1–7; `--set heldout9` reads bench/data/persons-heldout9.jsonl, from templates-heldout9.ts
// by a ninth, who read neither the rules nor sets 1–8; `--set heldout10` reads bench/data/persons-heldout10.jsonl, from
// templates-heldout10.ts by a tenth, who read neither the rules nor sets 1–9; `--set heldout11` reads
// bench/data/persons-heldout11.jsonl, from templates-heldout11.ts by an eleventh, who read neither the rules nor sets
// 1–10; `--set heldout12` reads bench/data/persons-heldout12.jsonl, from templates-heldout12.ts by a twelfth, who read
// neither the rules nor sets 1–11; `--set heldout13` reads bench/data/persons-heldout13.jsonl, from templates-heldout13.ts
// by a thirteenth, who read neither the rules nor sets 1–12; `--set heldout14` reads bench/data/persons-heldout14.jsonl, from
// templates-heldout14.ts by a fourteenth, who read neither the rules nor sets 1–13; `--set heldout15` reads
// bench/data/persons-heldout15.jsonl, from templates-heldout15.ts by a fifteenth, who read neither the rules nor sets 1–14; `--set heldout16` reads
// bench/data/persons-heldout16.jsonl, from templates-heldout16.ts by a sixteenth, who read neither the rules nor sets 1–15; `--set heldout17` reads
// bench/data/persons-heldout17.jsonl, from templates-heldout17.ts by a seventeenth, who read neither the rules nor sets 1–16; `--set heldout18` reads
// bench/data/persons-heldout18.jsonl, from templates-heldout18.ts by an eighteenth, who read neither the rules nor sets 1–17; `--set heldout19` reads
// bench/data/persons-heldout19.jsonl, from templates-heldout19.ts by a nineteenth, who read neither the rules nor sets 1–18; `--set heldout20` reads
// bench/data/persons-heldout20.jsonl, from templates-heldout20.ts by a twentieth, who read neither the rules nor sets 1–19; `--set heldout21` reads
// bench/data/persons-heldout21.jsonl, from templates-heldout21.ts by a twenty-first, who read neither the rules nor sets 1–20; `--set heldout22` reads
// bench/data/persons-heldout22.jsonl, from templates-heldout22.ts by a twenty-second, who read neither the rules nor sets 1–21; `--set heldout23` reads
// bench/data/persons-heldout23.jsonl, from templates-heldout23.ts by a twenty-third, who read neither the rules nor sets 1–22; `--set heldout24` reads
// bench/data/persons-heldout24.jsonl, from templates-heldout24.ts by a twenty-fourth, who read neither the rules nor sets 1–23; `--set heldout25` reads
// bench/data/persons-heldout25.jsonl, from templates-heldout25.ts by a twenty-fifth, who read neither the rules nor sets 1–24; `--set heldout26` reads
// bench/data/persons-heldout26.jsonl, from templates-heldout26.ts by a twenty-sixth, who read neither the rules nor sets 1–25; `--set heldout27` reads
// bench/data/persons-heldout27.jsonl, from templates-heldout27.ts by a twenty-seventh, who read neither the rules nor sets 1–26; `--set heldout28` reads
// bench/data/persons-heldout28.jsonl, from templates-heldout28.ts by a twenty-eighth, who read neither the rules nor sets 1–27; `--set heldout29` reads
// bench/data/persons-heldout29.jsonl, from templates-heldout29.ts by a twenty-ninth, who read neither the rules nor sets 1–28; `--set heldout30` reads
// bench/data/persons-heldout30.jsonl, from templates-heldout30.ts by a thirtieth, who read neither the rules nor sets 1–29; `--set heldout31` reads
// bench/data/persons-heldout31.jsonl, from templates-heldout31.ts by a thirty-first, who read neither the rules nor sets 1–29 (set 30's template only for its structure); `--set heldout32` reads
// bench/data/persons-heldout32.jsonl, from templates-heldout32.ts by a thirty-second, who read neither the rules nor sets 1–30 (set 31's template only for its structure); `--set heldout33` reads
// bench/data/persons-heldout33.jsonl, from templates-heldout33.ts by a thirty-third, who read neither the rules nor sets 1–31 (set 32's template only for its structure); `--set heldout34` reads
// bench/data/persons-heldout34.jsonl, from templates-heldout34.ts by a thirty-fourth, who read neither the rules nor sets 1–32 (set 33's template only for its structure); `--set heldout35` reads
// bench/data/persons-heldout35.jsonl, from templates-heldout35.ts by a thirty-fifth, who read neither the rules nor sets 1–33 (set 34's template only for its structure); `--set heldout36` reads
// bench/data/persons-heldout36.jsonl, from templates-heldout36.ts by a thirty-sixth, who read neither the rules nor sets 1–35 (set 35's template only for its structure); `--set heldout37` reads
// bench/data/persons-heldout37.jsonl, from templates-heldout37.ts by a thirty-seventh, who read neither the rules nor sets 1–35 (set 36's template only for its structure)). Each pair is sent as a caller would send it —
// `compare({ a, b, entity: 'person' })`, field names and values as written — and a pair counts as
// predicted "same" when the engine answers same_entity; review and different are both "not same". Prints
// precision, recall, F1 and the share sent to review overall, per kind and per jurisdiction.
// Each held-out set is read ONCE by the lead (the first reading is the figure to report); after that it is
// development data.
//   npm run bench:persons [-- --set heldout1|heldout2|heldout3|heldout4|heldout5|heldout6|heldout7|heldout8|heldout9|heldout10|heldout11|heldout12|heldout13|heldout14|heldout15|heldout16|heldout17|heldout18|heldout19|heldout20|heldout21|heldout22|heldout23|heldout24|heldout25|heldout26|heldout27|heldout28|heldout29|heldout30|heldout31|heldout32|heldout33|heldout34|heldout35|heldout36|heldout37] [--file other.jsonl] [--errors N]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CompareReceipt, compare, type FieldMap } from '../src/compare/index.js';
import { add, describeMiss, emptyTally, scores, type Tally } from './lib/pairTally.js';
import { SETS, setName } from './persons/generate.js';

export { add, scores, type Tally };

export interface PersonPair {
  id: string;
  kind: string;
  label: 'same' | 'different';
  jurisdiction: string;
  a: FieldMap;
  b: FieldMap;
}

export const DEFAULT_FILE = fileURLToPath(new URL('./data/persons-heldout1.jsonl', import.meta.url));

/** The pair file the command line names: `--file` wins, else the file of `--set` (heldout1 when absent). */
export function pairFile(argv: readonly string[]): string {
  const i = argv.indexOf('--file');
  if (i >= 0 && argv[i + 1] !== undefined) return argv[i + 1]!;
  return fileURLToPath(SETS[setName(argv)].file);
}

export function loadPersonPairs(file: string): PersonPair[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as PersonPair);
}

export interface Report {
  all: Tally;
  byKind: Map<string, Tally>;
  byJurisdiction: Map<string, Tally>;
  errors: string[];
}

function describe(p: PersonPair, r: CompareReceipt): string {
  return describeMiss(p.label === 'same', `${p.id} [${p.jurisdiction}] `, r, p.a, p.b);
}

export function evaluate(pairs: readonly PersonPair[], keepErrors = false): Report {
  const rep: Report = { all: emptyTally(), byKind: new Map(), byJurisdiction: new Map(), errors: [] };
  for (const p of pairs) {
    const r = compare({ a: p.a, b: p.b, entity: 'person' });
    const same = p.label === 'same';
    add(rep.all, same, r);
    for (const [m, key] of [
      [rep.byKind, p.kind],
      [rep.byJurisdiction, p.jurisdiction],
    ] as const) {
      if (!m.has(key)) m.set(key, emptyTally());
      add(m.get(key)!, same, r);
    }
    if (keepErrors && (r.identity === 'same_entity') !== same) rep.errors.push(describe(p, r));
  }
  return rep;
}

const pct = (n: number, d: number) => `${((n / Math.max(d, 1)) * 100).toFixed(1)}%`;
const f4 = (x: number) => x.toFixed(4);

/** One table row; for a one-label group (a kind), precision or recall may be undefined and is shown as –. */
function row(name: string, t: Tally): string {
  const s = scores(t);
  const pos = t.tp + t.fn;
  const said = t.tp + t.fp;
  const correct = pct(t.tp + t.tn, t.pairs);
  return `| ${name} | ${t.pairs} | ${said === 0 ? '–' : f4(s.precision)} | ${pos === 0 ? '–' : f4(s.recall)} | ${pos === 0 || said === 0 ? '–' : f4(s.f1)} | ${correct} | ${pct(t.review, t.pairs)} | ${t.tp} | ${t.fp} | ${t.fn} | ${t.tn} |`;
}

export function render(rep: Report, file: string): string {
  const head = ['| group | pairs | precision | recall | F1 | correct | to review | TP | FP | FN | TN |', '|---|---|---|---|---|---|---|---|---|---|---|'];
  const lines = [`Person record pairs: ${file} (same_entity = predicted same; review and different = not)`, '', ...head, row('all', rep.all), '', 'Per kind:', '', ...head];
  for (const k of [...rep.byKind.keys()].sort()) lines.push(row(k, rep.byKind.get(k)!));
  lines.push('', 'Per jurisdiction:', '', ...head);
  for (const j of [...rep.byJurisdiction.keys()].sort()) lines.push(row(j, rep.byJurisdiction.get(j)!));
  return lines.join('\n');
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1]);
if (isMain) {
  const file = pairFile(process.argv);
  const shown = Number(arg('--errors') ?? 0);
  const rep = evaluate(loadPersonPairs(file), shown > 0);
  console.log(render(rep, file));
  if (shown > 0) {
    console.log(`\n${Math.min(shown, rep.errors.length)} of ${rep.errors.length} errors`);
    for (const e of rep.errors.slice(0, shown)) console.log(`  ${e}`);
  }
}
