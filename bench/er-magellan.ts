// Accuracy of the fields engine on the ER-Magellan labelled pairs (../shared/data/er-magellan, from the
// DeepMatcher benchmark collection): each data set with the pack that matches its entities —
// Walmart-Amazon → product_electronics, iTunes-Amazon → artist (song records: the performer, the
// song, the album, its duration and release date), Fodors-Zagats → place (restaurants: name, address,
// city, phone, cuisine), Beer → product_grocery (beer, brewery, style, ABV). The source columns are
// renamed to the pack's field names (what a caller would send) and their values passed as written;
// the Fodors-Zagats `class` column is left out: it is the benchmark's own match id, not an attribute.
// A pair counts as predicted "same" when the engine answers same_entity; review and different are
// both "not same", and the share sent to review is reported beside precision, recall and F1.
// Default split: test (report it once; never tune on it). Analysis on train/valid:
//   node --import tsx bench/er-magellan.ts --split valid [--set Beer] [--errors 20]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compare, type FieldMap } from '../src/compare/index.js';
import { add, describeMiss, emptyTally, scores, type Tally } from './lib/pairTally.js';

interface DataSet {
  dir: string;
  pack: string;
  /** Source column → the pack's field name (columns not listed are not sent). */
  columns: Record<string, string>;
  target: number;
}

export const DATA_SETS: readonly DataSet[] = [
  {
    dir: 'Walmart-Amazon',
    pack: 'product_electronics',
    columns: { title: 'name', brand: 'brand', modelno: 'model', category: 'category', price: 'price' },
    target: 0.85,
  },
  {
    dir: 'iTunes-Amazon',
    pack: 'artist',
    columns: {
      Artist_Name: 'name',
      Song_Name: 'song',
      Album_Name: 'album',
      Genre: 'genre',
      Price: 'price',
      CopyRight: 'copyright',
      Time: 'duration',
      Released: 'released',
    },
    target: 0.9,
  },
  {
    dir: 'Fodors-Zagats',
    pack: 'place',
    columns: { name: 'name', addr: 'address', city: 'city', phone: 'phone', type: 'category' },
    target: 0.97,
  },
  {
    dir: 'Beer',
    pack: 'product_grocery',
    columns: { Beer_Name: 'name', Brew_Factory_Name: 'brand', Style: 'style', ABV: 'abv' },
    target: 0.9,
  },
];

const DATA = new URL('../../shared/data/er-magellan/', import.meta.url);
const COL = /COL (\S+) VAL /g;

/** One side of a line: `COL <name> VAL <value> ...`, renamed to the pack's fields (empty values dropped). */
export function parseRecord(side: string, columns: Record<string, string>): FieldMap {
  const out: FieldMap = {};
  const marks = [...side.matchAll(COL)];
  marks.forEach((m, i) => {
    const end = i + 1 < marks.length ? marks[i + 1]!.index : side.length;
    const value = side.slice(m.index + m[0].length, end).trim();
    const field = columns[m[1]!];
    if (field !== undefined && value !== '') out[field] = value;
  });
  return out;
}

export interface Pair {
  a: FieldMap;
  b: FieldMap;
  same: boolean;
}

export function loadPairs(set: DataSet, split: string): Pair[] {
  const text = readFileSync(new URL(`${set.dir}/${split}.txt`, DATA), 'utf8');
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((line) => {
      const [left, right, label] = line.split('\t');
      return { a: parseRecord(left!, set.columns), b: parseRecord(right!, set.columns), same: label!.trim() === '1' };
    });
}

interface Result extends Tally {
  set: DataSet;
  precision: number;
  recall: number;
  f1: number;
  errors: string[];
}

function evaluate(set: DataSet, split: string, keepErrors: boolean): Result {
  const t = emptyTally();
  const errors: string[] = [];
  for (const p of loadPairs(set, split)) {
    const r = compare({ a: p.a, b: p.b, entity: set.pack });
    add(t, p.same, r);
    if (keepErrors && (r.identity === 'same_entity') !== p.same) errors.push(describeMiss(p.same, '', r, p.a, p.b));
  }
  return { set, ...t, ...scores(t), errors };
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

// Run as a script only (analysis code imports the loaders without evaluating anything).
const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1]);
if (isMain) {
  const split = arg('--split') ?? 'test';
  if (!['train', 'valid', 'test'].includes(split)) throw new Error('--split must be train, valid or test');
  const only = arg('--set');
  const shown = Number(arg('--errors') ?? 0);
  const results = DATA_SETS.filter((s) => only === undefined || s.dir === only).map((s) => evaluate(s, split, shown > 0));
  console.log(`ER-Magellan, ${split} split (same_entity = predicted match; review and different = not)`);
  console.log('| data | pack | pairs | precision | recall | F1 | pairs to review | true pairs to review | TP | FP | FN | TN | target |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  const pct = (n: number, d: number) => `${((n / Math.max(d, 1)) * 100).toFixed(1)}%`;
  for (const r of results) {
    const ok = r.f1 >= r.set.target ? 'met' : 'missed';
    console.log(
      `| ${r.set.dir} | ${r.set.pack} | ${r.pairs} | ${r.precision.toFixed(4)} | ${r.recall.toFixed(4)} | ${r.f1.toFixed(4)} | ${pct(r.review, r.pairs)} | ${pct(r.trueToReview, r.tp + r.fn)} | ${r.tp} | ${r.fp} | ${r.fn} | ${r.tn} | F1 ≥ ${r.set.target}: ${ok} |`,
    );
  }
  if (shown > 0) {
    for (const r of results) {
      console.log(`\n${r.set.dir}: ${Math.min(shown, r.errors.length)} of ${r.errors.length} errors`);
      for (const e of r.errors.slice(0, shown)) console.log(`  ${e}`);
    }
  }
}
