// Person and place held-out sets (bench/data/ner-heldout1.jsonl by default, ner-heldout2.jsonl with `--file`;
// written by bench/ner/generate.ts from bench/ner/templates-heldout1.ts and templates-heldout2.ts, each by an
// author who never read the detectors): PER and LOC precision / recall /
// F1, exact and IoU >= 0.5, for `basic` and `auto`, overall, per genre and per language. Scored exactly as the
// UNER bench scores (bench/detect-accuracy-uner.ts): findings of `detectSpans` (the span list behind
// `detect()`) mapped by `unerSpans(…, 'places')` (an address read as its named places), greedy one-to-one
// matching by `tallyOne`. Gold ORG spans are not scored, but a PER or LOC finding on an organisation is a
// false alarm, and how many such findings there were is printed beside the figures.
// Each set is read ONCE by the lead on the rules and weights of the day; after that it is development data.
//   npm run bench:ner-heldout [-- --errors N] [--file other.jsonl] [--backend basic|auto]
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { detectSpans } from '../src/detect/pipeline.js';
import { type Span, type Tally, tallyOne, unerSpans } from './detect-accuracy-uner.js';
import type { NerText } from './ner/generate.js';

export const SCORED = ['PER', 'LOC'] as const;
const MATCHES = [
  ['exact', 1],
  ['IoU>=0.5', 0.5],
] as const;

export function loadNerSet(path: string): NerText[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as NerText);
}

/** Tallies of one reading: `type match` (`PER exact`, `LOC IoU>=0.5`) to counts. */
export type Tallies = Map<string, Tally>;

function tallyOf(m: Tallies, key: string): Tally {
  const t = m.get(key) ?? { tp: 0, fp: 0, fn: 0 };
  m.set(key, t);
  return t;
}

/** Adds one text's gold and predicted PER and LOC spans to `into`, at both thresholds. */
export function scoreText(gold: readonly Span[], predicted: readonly Span[], into: Tallies): void {
  for (const type of SCORED) {
    const g = gold.filter((x) => x.type === type);
    const p = predicted.filter((x) => x.type === type);
    for (const [match, threshold] of MATCHES) tallyOne(g, p, threshold, tallyOf(into, `${type} ${match}`));
  }
}

/** Predicted PER or LOC spans that sit on a gold organisation (IoU >= 0.5): an organisation read as a person or place. */
export function orgConfusions(gold: readonly Span[], predicted: readonly Span[]): Span[] {
  const orgs = gold.filter((g) => g.type === 'ORG');
  return predicted.filter((p) =>
    orgs.some((o) => {
      const inter = Math.max(0, Math.min(o.end, p.end) - Math.max(o.start, p.start));
      const union = Math.max(o.end, p.end) - Math.min(o.start, p.start);
      return union > 0 && inter / union >= 0.5;
    }),
  );
}

export interface Figures {
  gold: number;
  pred: number;
  p: number;
  r: number;
  f1: number;
}

export function figures(t: Tally): Figures {
  const p = t.tp + t.fp === 0 ? Number.NaN : t.tp / (t.tp + t.fp);
  const r = t.tp + t.fn === 0 ? Number.NaN : t.tp / (t.tp + t.fn);
  const f1 = t.tp === 0 ? 0 : (2 * p * r) / (p + r);
  return { gold: t.tp + t.fn, pred: t.tp + t.fp, p, r, f1 };
}

const f = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '  -  ');

interface ErrorLine {
  id: string;
  kind: 'miss' | 'false alarm';
  type: string;
  text: string;
  context: string;
}

function around(text: string, s: Span): string {
  return `${text.slice(Math.max(0, s.start - 30), s.start)}[${text.slice(s.start, s.end)}]${text.slice(s.end, s.end + 30)}`.replace(/\s+/g, ' ');
}

/** Misses and false alarms of one text at IoU >= 0.5 (the same greedy matching, read span by span). */
function errorsOf(row: NerText, predicted: readonly Span[]): ErrorLine[] {
  const out: ErrorLine[] = [];
  for (const type of SCORED) {
    const g = row.spans.filter((x) => x.type === type);
    const p = predicted.filter((x) => x.type === type);
    const matchedG = new Set<number>();
    const matchedP = new Set<number>();
    const pairs: [number, number, number][] = [];
    g.forEach((a, gi) => {
      p.forEach((b, pi) => {
        const inter = Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
        const v = inter / (Math.max(a.end, b.end) - Math.min(a.start, b.start));
        if (v >= 0.5) pairs.push([v, gi, pi]);
      });
    });
    pairs.sort((x, y) => y[0] - x[0] || x[1] - y[1] || x[2] - y[2]);
    for (const [, gi, pi] of pairs) {
      if (matchedG.has(gi) || matchedP.has(pi)) continue;
      matchedG.add(gi);
      matchedP.add(pi);
    }
    g.forEach((s, i) => {
      if (!matchedG.has(i)) out.push({ id: row.id, kind: 'miss', type, text: row.text.slice(s.start, s.end), context: around(row.text, s) });
    });
    p.forEach((s, i) => {
      if (!matchedP.has(i)) out.push({ id: row.id, kind: 'false alarm', type, text: row.text.slice(s.start, s.end), context: around(row.text, s) });
    });
  }
  return out;
}

function printRows(label: string, groups: Map<string, Tallies>, backend: string): void {
  console.log(`\n${backend}: per ${label} (IoU >= 0.5)`);
  console.log(`${label.padEnd(17)} ${'texts'.padStart(5)}  ${'PER gold'.padStart(8)}  PER P   PER R   PER F1  ${'LOC gold'.padStart(8)}  LOC P   LOC R   LOC F1`);
  for (const [key, t] of [...groups].sort((a, b) => a[0].localeCompare(b[0]))) {
    const per = figures(tallyOf(t, 'PER IoU>=0.5'));
    const loc = figures(tallyOf(t, 'LOC IoU>=0.5'));
    const n = tallyOf(t, 'texts').tp;
    console.log(`${key.padEnd(17)} ${String(n).padStart(5)}  ${String(per.gold).padStart(8)}  ${f(per.p)}   ${f(per.r)}   ${f(per.f1)}  ${String(loc.gold).padStart(8)}  ${f(loc.p)}   ${f(loc.r)}   ${f(loc.f1)}`);
  }
}

export function benchNerHeldout(rows: readonly NerText[], backends: readonly ('basic' | 'auto')[], errors: number, name = 'ner-heldout1.jsonl'): void {
  for (const backend of backends) {
    const all: Tallies = new Map();
    const byGenre = new Map<string, Tallies>();
    const byLang = new Map<string, Tallies>();
    const errs: ErrorLine[] = [];
    let orgAsPer = 0;
    let orgAsLoc = 0;
    for (const row of rows) {
      const predicted = unerSpans(row.text, detectSpans(row.text, { jurisdiction: row.jurisdiction, backend }), 'places');
      const gold: Span[] = row.spans.map((s) => ({ type: s.type, start: s.start, end: s.end }));
      for (const [map, key] of [[byGenre, row.genre], [byLang, row.lang]] as const) {
        const t = map.get(key) ?? new Map<string, Tally>();
        map.set(key, t);
        scoreText(gold, predicted, t);
        tallyOf(t, 'texts').tp++;
      }
      scoreText(gold, predicted, all);
      for (const c of orgConfusions(gold, predicted)) if (c.type === 'PER') orgAsPer++;
      else orgAsLoc++;
      if (errors > 0) errs.push(...errorsOf(row, predicted));
    }
    console.log(`\nPerson and place held-out set ${name} (${rows.length} texts), backend ${backend}`);
    console.log(`${'type'.padEnd(5)} ${'match'.padEnd(9)} ${'gold'.padStart(5)} ${'pred'.padStart(5)}  precision  recall     F1`);
    for (const type of SCORED)
      for (const [match] of MATCHES) {
        const x = figures(tallyOf(all, `${type} ${match}`));
        console.log(`${type.padEnd(5)} ${match.padEnd(9)} ${String(x.gold).padStart(5)} ${String(x.pred).padStart(5)}  ${f(x.p).padStart(9)}  ${f(x.r).padStart(6)}  ${f(x.f1).padStart(6)}`);
      }
    console.log(`organisations read as a person: ${orgAsPer}, as a place: ${orgAsLoc} (false alarms, counted above)`);
    printRows('genre', byGenre, backend);
    printRows('language', byLang, backend);
    if (errors > 0) {
      for (const kind of ['miss', 'false alarm'] as const) {
        const list = errs.filter((e) => e.kind === kind);
        console.log(`\n${backend}: ${list.length} ${kind === 'miss' ? 'misses' : 'false alarms'} (IoU >= 0.5), first ${Math.min(errors, list.length)}`);
        for (const e of list.slice(0, errors)) console.log(`  ${e.id.padEnd(12)} ${e.type} ${JSON.stringify(e.text)}  …${e.context}…`);
      }
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const value = (flag: string): string | undefined => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const file = value('--file') ?? new URL('./data/ner-heldout1.jsonl', import.meta.url).pathname;
  const errors = Number(value('--errors') ?? 0);
  const only = value('--backend');
  const backends: readonly ('basic' | 'auto')[] = only === 'basic' || only === 'auto' ? [only] : ['basic', 'auto'];
  benchNerHeldout(loadNerSet(file), backends, Number.isFinite(errors) ? errors : 0, basename(file));
}
