// Accuracy of the fields engine on held-out pair set 1 (bench/pairs/heldout1.ts, issue 11): 600 hand-written
// pairs of product (electronics, grocery, home goods), organisation and place records, half same, written
// by an author who never read the comparison rules. Each pair is sent as a caller would send it —
// `compare({ a, b, entity: pack })`, field names and values as written — and counts as predicted "same"
// when the engine answers same_entity; review and different are both "not same" (bench/lib/pairTally.ts).
// Prints precision, recall, F1 and the share sent to review overall, per pack and per kind.
// The set is read ONCE by the lead (the first reading is the figure to report); after that it is
// development data.
// `--set heldout2` … `--set heldout30` reads held-out pair set 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
// 20, 21, 22, 23, 24, 25, 26, 27, 28, 29 or 30 (bench/pairs/heldout2.ts … heldout30.ts) instead; set 1 is the default.
//   npm run bench:pairs-heldout [-- --set heldout1|heldout2|heldout3|heldout4|heldout5|heldout6|heldout7|heldout8|heldout9|heldout10|heldout11|heldout12|heldout13|heldout14|heldout15|heldout16|heldout17|heldout18|heldout19|heldout20|heldout21|heldout22|heldout23|heldout24|heldout25|heldout26|heldout27|heldout28|heldout29|heldout30] [--errors N] [--pack organisation]
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compare, type CompareReceipt } from '../src/compare/index.js';
import { add, describeMiss, emptyTally, scores, type Tally } from './lib/pairTally.js';
import { HELDOUT1, type LabelledPair } from './pairs/heldout1.js';
import { HELDOUT2 } from './pairs/heldout2.js';
import { HELDOUT3 } from './pairs/heldout3.js';
import { HELDOUT4 } from './pairs/heldout4.js';
import { HELDOUT5 } from './pairs/heldout5.js';
import { HELDOUT6 } from './pairs/heldout6.js';
import { HELDOUT7 } from './pairs/heldout7.js';
import { HELDOUT8 } from './pairs/heldout8.js';
import { HELDOUT9 } from './pairs/heldout9.js';
import { HELDOUT10 } from './pairs/heldout10.js';
import { HELDOUT11 } from './pairs/heldout11.js';
import { HELDOUT12 } from './pairs/heldout12.js';
import { HELDOUT13 } from './pairs/heldout13.js';
import { HELDOUT14 } from './pairs/heldout14.js';
import { HELDOUT15 } from './pairs/heldout15.js';
import { HELDOUT16 } from './pairs/heldout16.js';
import { HELDOUT17 } from './pairs/heldout17.js';
import { HELDOUT18 } from './pairs/heldout18.js';
import { HELDOUT19 } from './pairs/heldout19.js';
import { HELDOUT20 } from './pairs/heldout20.js';
import { HELDOUT21 } from './pairs/heldout21.js';
import { HELDOUT22 } from './pairs/heldout22.js';
import { HELDOUT23 } from './pairs/heldout23.js';
import { HELDOUT24 } from './pairs/heldout24.js';
import { HELDOUT25 } from './pairs/heldout25.js';
import { HELDOUT26 } from './pairs/heldout26.js';
import { HELDOUT27 } from './pairs/heldout27.js';
import { HELDOUT28 } from './pairs/heldout28.js';
import { HELDOUT29 } from './pairs/heldout29.js';
import { HELDOUT30 } from './pairs/heldout30.js';

/** The held-out sets this bench reads, by the name `--set` takes, with the title of their table. */
export const SETS: Readonly<Record<string, { pairs: readonly LabelledPair[]; title: string }>> = {
  heldout1: { pairs: HELDOUT1, title: 'Held-out pair set 1 (bench/pairs/heldout1.ts' },
  heldout2: { pairs: HELDOUT2, title: 'Held-out pair set 2 (bench/pairs/heldout2.ts' },
  heldout3: { pairs: HELDOUT3, title: 'Held-out pair set 3 (bench/pairs/heldout3.ts' },
  heldout4: { pairs: HELDOUT4, title: 'Held-out pair set 4 (bench/pairs/heldout4.ts' },
  heldout5: { pairs: HELDOUT5, title: 'Held-out pair set 5 (bench/pairs/heldout5.ts' },
  heldout6: { pairs: HELDOUT6, title: 'Held-out pair set 6 (bench/pairs/heldout6.ts' },
  heldout7: { pairs: HELDOUT7, title: 'Held-out pair set 7 (bench/pairs/heldout7.ts' },
  heldout8: { pairs: HELDOUT8, title: 'Held-out pair set 8 (bench/pairs/heldout8.ts' },
  heldout9: { pairs: HELDOUT9, title: 'Held-out pair set 9 (bench/pairs/heldout9.ts' },
  heldout10: { pairs: HELDOUT10, title: 'Held-out pair set 10 (bench/pairs/heldout10.ts' },
  heldout11: { pairs: HELDOUT11, title: 'Held-out pair set 11 (bench/pairs/heldout11.ts' },
  heldout12: { pairs: HELDOUT12, title: 'Held-out pair set 12 (bench/pairs/heldout12.ts' },
  heldout13: { pairs: HELDOUT13, title: 'Held-out pair set 13 (bench/pairs/heldout13.ts' },
  heldout14: { pairs: HELDOUT14, title: 'Held-out pair set 14 (bench/pairs/heldout14.ts' },
  heldout15: { pairs: HELDOUT15, title: 'Held-out pair set 15 (bench/pairs/heldout15.ts' },
  heldout16: { pairs: HELDOUT16, title: 'Held-out pair set 16 (bench/pairs/heldout16.ts' },
  heldout17: { pairs: HELDOUT17, title: 'Held-out pair set 17 (bench/pairs/heldout17.ts' },
  heldout18: { pairs: HELDOUT18, title: 'Held-out pair set 18 (bench/pairs/heldout18.ts' },
  heldout19: { pairs: HELDOUT19, title: 'Held-out pair set 19 (bench/pairs/heldout19.ts' },
  heldout20: { pairs: HELDOUT20, title: 'Held-out pair set 20 (bench/pairs/heldout20.ts' },
  heldout21: { pairs: HELDOUT21, title: 'Held-out pair set 21 (bench/pairs/heldout21.ts' },
  heldout22: { pairs: HELDOUT22, title: 'Held-out pair set 22 (bench/pairs/heldout22.ts' },
  heldout23: { pairs: HELDOUT23, title: 'Held-out pair set 23 (bench/pairs/heldout23.ts' },
  heldout24: { pairs: HELDOUT24, title: 'Held-out pair set 24 (bench/pairs/heldout24.ts' },
  heldout25: { pairs: HELDOUT25, title: 'Held-out pair set 25 (bench/pairs/heldout25.ts' },
  heldout26: { pairs: HELDOUT26, title: 'Held-out pair set 26 (bench/pairs/heldout26.ts' },
  heldout27: { pairs: HELDOUT27, title: 'Held-out pair set 27 (bench/pairs/heldout27.ts' },
  heldout28: { pairs: HELDOUT28, title: 'Held-out pair set 28 (bench/pairs/heldout28.ts' },
  heldout29: { pairs: HELDOUT29, title: 'Held-out pair set 29 (bench/pairs/heldout29.ts' },
  heldout30: { pairs: HELDOUT30, title: 'Held-out pair set 30 (bench/pairs/heldout30.ts' },
};

export interface Report {
  all: Tally;
  byPack: Map<string, Tally>;
  byKind: Map<string, Tally>;
  errors: string[];
}

function describe(p: LabelledPair, r: CompareReceipt): string {
  return describeMiss(p.same, `${p.id} [${p.kind}] `, r, p.a, p.b);
}

export function evaluate(pairs: readonly LabelledPair[], keepErrors = false): Report {
  const rep: Report = { all: emptyTally(), byPack: new Map(), byKind: new Map(), errors: [] };
  for (const p of pairs) {
    const r = compare({ a: p.a, b: p.b, entity: p.pack });
    add(rep.all, p.same, r);
    for (const [m, key] of [
      [rep.byPack, p.pack],
      [rep.byKind, `${p.pack} / ${p.kind}`],
    ] as const) {
      if (!m.has(key)) m.set(key, emptyTally());
      add(m.get(key)!, p.same, r);
    }
    if (keepErrors && (r.identity === 'same_entity') !== p.same) rep.errors.push(describe(p, r));
  }
  return rep;
}

const pct = (n: number, d: number) => `${((n / Math.max(d, 1)) * 100).toFixed(1)}%`;
const f4 = (x: number) => x.toFixed(4);

/** One table row; where a group has no true pair or no predicted one, the undefined score shows as –. */
function row(name: string, t: Tally): string {
  const s = scores(t);
  const pos = t.tp + t.fn;
  const said = t.tp + t.fp;
  return `| ${name} | ${t.pairs} | ${said === 0 ? '–' : f4(s.precision)} | ${pos === 0 ? '–' : f4(s.recall)} | ${pos === 0 || said === 0 ? '–' : f4(s.f1)} | ${pct(t.tp + t.tn, t.pairs)} | ${pct(t.review, t.pairs)} | ${t.tp} | ${t.fp} | ${t.fn} | ${t.tn} |`;
}

export function render(rep: Report, title = SETS.heldout1!.title): string {
  const head = ['| group | pairs | precision | recall | F1 | correct | to review | TP | FP | FN | TN |', '|---|---|---|---|---|---|---|---|---|---|---|'];
  const lines = [`${title}; same_entity = predicted same; review and different = not)`, '', ...head, row('all', rep.all), '', 'Per pack:', '', ...head];
  for (const k of [...rep.byPack.keys()].sort()) lines.push(row(k, rep.byPack.get(k)!));
  lines.push('', 'Per kind:', '', ...head);
  for (const k of [...rep.byKind.keys()].sort()) lines.push(row(k, rep.byKind.get(k)!));
  return lines.join('\n');
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1]);
if (isMain) {
  const shown = Number(arg('--errors') ?? 0);
  const pack = arg('--pack');
  const name = arg('--set') ?? 'heldout1';
  const set = SETS[name];
  if (set === undefined) {
    console.error(`unknown --set ${name}; one of ${Object.keys(SETS).join(', ')}`);
    process.exit(2);
  }
  const pairs = pack === undefined ? set.pairs : set.pairs.filter((p) => p.pack === pack);
  const rep = evaluate(pairs, shown > 0);
  console.log(render(rep, set.title));
  if (shown > 0) {
    console.log(`\n${Math.min(shown, rep.errors.length)} of ${rep.errors.length} errors`);
    for (const e of rep.errors.slice(0, shown)) console.log(`  ${e}`);
  }
}
