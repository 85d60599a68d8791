// Accuracy of findPlaces on the project's hand-labelled sets (bench/data/places-eval.json, the
// development set; bench/data/places-heldout.json, written later and never used to change the rules:
// English, Nigerian Pidgin, Hausa, Swahili and Yoruba sentences; NG, KE, GH, ZA, GB and EU addresses).
// Reports span precision/recall/F1 (exact boundaries, and lenient: any overlap, one-to-one), role
// accuracy on the spans found, the joint span+role F1, a per-language breakdown and the misses.
//   node --import tsx bench/places.ts [--verbose] [--set eval|heldout]
import { readFileSync } from 'node:fs';
import { offsetMap } from '../src/core/offsets.js';
import { readPresidioRecords } from '../src/detect/tagger/corpus.js';
import { findAddresses, findPlaces } from '../src/places/index.js';

interface Expected {
  text: string;
  role: string;
  occurrence?: number;
}
interface Sentence {
  id: string;
  lang: string;
  region: string;
  text: string;
  places: Expected[];
}
interface Span {
  start: number;
  end: number;
  role: string;
  text: string;
}

const verbose = process.argv.includes('--verbose');
const setArg = process.argv.indexOf('--set');
const sets = setArg >= 0 ? [process.argv[setArg + 1]!] : ['eval', 'heldout'];

function goldSpans(s: Sentence): Span[] {
  const map = offsetMap(s.text);
  return s.places.map((p) => {
    let at = -1;
    for (let k = 0; k <= (p.occurrence ?? 0); k++) at = s.text.indexOf(p.text, at + 1);
    if (at < 0) throw new Error(`${s.id}: expected span "${p.text}" is not in the text`);
    return { start: map.toCodePoint(at), end: map.toCodePoint(at + p.text.length), role: p.role, text: p.text };
  });
}

interface Tally {
  gold: number;
  pred: number;
  exact: number;
  exactRole: number;
  lenient: number;
  lenientRole: number;
}
const empty = (): Tally => ({ gold: 0, pred: 0, exact: 0, exactRole: 0, lenient: 0, lenientRole: 0 });

function evaluate(sentences: Sentence[]): { total: Tally; byLang: Map<string, Tally>; misses: string[]; ms: number } {
  const total = empty();
  const byLang = new Map<string, Tally>();
  const misses: string[] = [];
  const started = process.hrtime.bigint();
  for (const s of sentences) {
    const gold = goldSpans(s);
    const pred: Span[] = findPlaces(s.text).mentions.map((m) => ({ start: m.start, end: m.end, role: m.role, text: m.text }));
    const t = byLang.get(s.lang) ?? empty();
    byLang.set(s.lang, t);
    const usedExact = new Set<number>();
    const usedLenient = new Set<number>();
    for (const g of gold) {
      const e = pred.findIndex((p, i) => !usedExact.has(i) && p.start === g.start && p.end === g.end);
      if (e >= 0) {
        usedExact.add(e);
        for (const x of [t, total]) x.exact++;
        if (pred[e]!.role === g.role) for (const x of [t, total]) x.exactRole++;
      }
      let best = -1;
      let bestOverlap = 0;
      pred.forEach((p, i) => {
        const overlap = Math.min(p.end, g.end) - Math.max(p.start, g.start);
        if (!usedLenient.has(i) && overlap > bestOverlap) {
          best = i;
          bestOverlap = overlap;
        }
      });
      if (best >= 0) {
        usedLenient.add(best);
        for (const x of [t, total]) x.lenient++;
        if (pred[best]!.role === g.role) for (const x of [t, total]) x.lenientRole++;
      }
      const p = best >= 0 ? pred[best]! : undefined;
      if (e < 0 || p === undefined || p.role !== g.role) {
        misses.push(`${s.id}  expected ${g.role} "${g.text}"  got ${p === undefined ? 'nothing' : `${p.role} "${p.text}"`}`);
      }
    }
    pred.forEach((p, i) => {
      if (!usedLenient.has(i)) misses.push(`${s.id}  unexpected ${p.role} "${p.text}"`);
    });
    for (const x of [t, total]) {
      x.gold += gold.length;
      x.pred += pred.length;
    }
  }
  return { total, byLang, misses, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

const f1 = (tp: number, gold: number, pred: number) => {
  const p = pred === 0 ? 1 : tp / pred;
  const r = gold === 0 ? 1 : tp / gold;
  return { p, r, f: p + r === 0 ? 0 : (2 * p * r) / (p + r) };
};
const fmt = (x: number) => x.toFixed(4);

function report(label: string, t: Tally): string {
  const exact = f1(t.exact, t.gold, t.pred);
  const lenient = f1(t.lenient, t.gold, t.pred);
  const joint = f1(t.exactRole, t.gold, t.pred);
  const roleAcc = t.exact === 0 ? 0 : t.exactRole / t.exact;
  const roleLenient = t.lenient === 0 ? 0 : t.lenientRole / t.lenient;
  return `${label.padEnd(8)} gold ${String(t.gold).padStart(3)} pred ${String(t.pred).padStart(3)}  span F1 ${fmt(exact.f)} (P ${fmt(exact.p)} R ${fmt(exact.r)})  lenient F1 ${fmt(lenient.f)}  role acc ${fmt(roleAcc)} (lenient ${fmt(roleLenient)})  span+role F1 ${fmt(joint.f)}`;
}

for (const set of sets) {
  const file = new URL(`./data/places-${set}.json`, import.meta.url);
  const data = JSON.parse(readFileSync(file, 'utf8')) as { sentences: Sentence[] };
  const { total, byLang, misses, ms } = evaluate(data.sentences);
  console.log(`\nplaces-${set}: ${data.sentences.length} sentences, ${total.gold} expected mentions, ${fmt(ms)} ms`);
  console.log(report('all', total));
  for (const [lang, t] of [...byLang.entries()].sort()) console.log(report(lang, t));
  if (verbose || misses.length <= 40) {
    console.log(`misses (${misses.length}):`);
    for (const m of misses) console.log(`  ${m}`);
  } else {
    console.log(`${misses.length} misses; run with --verbose to list them`);
  }
  const spanF1 = f1(total.exact, total.gold, total.pred).f;
  const roleAccuracy = total.exact === 0 ? 0 : total.exactRole / total.exact;
  console.log(
    `targets (${set}): span F1 ${fmt(spanF1)} >= 0.90 ${spanF1 >= 0.9 ? 'met' : 'NOT met'}; role accuracy ${fmt(roleAccuracy)} >= 0.90 ${roleAccuracy >= 0.9 ? 'met' : 'NOT met'}`,
  );
}

// speed on one long document (every sentence of both sets, repeated), after the runs above warmed up
{
  const texts = sets.flatMap((set) =>
    (JSON.parse(readFileSync(new URL(`./data/places-${set}.json`, import.meta.url), 'utf8')) as { sentences: Sentence[] }).sentences.map((s) => s.text),
  );
  const long = Array(20).fill(texts.join(' ')).join('\n');
  const started = process.hrtime.bigint();
  const { count } = findPlaces(long);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  console.log(`\nlong document: ${long.length} UTF-16 units, ${count} mentions in ${fmt(ms)} ms (${fmt((long.length / ms) * 1000 / 1e6)} M chars/s)`);
}

// the address parser alone on public data: STREET_ADDRESS spans of presidio-synth (MIT,
// ../shared/data/presidio-synth). Its labels cut one address into several spans, so we score
// sentences (an address found where one is labelled) and non-blank characters covered.
{
  const synth = readPresidioRecords(new URL('../../shared/data/presidio-synth/synth_dataset_v2.json', import.meta.url));
  let labelled = 0;
  let found = 0;
  let predicted = 0;
  let spurious = 0;
  let gold = 0;
  let pred = 0;
  let both = 0;
  for (const s of synth) {
    const g = s.spans.filter((x) => x.entity_type === 'STREET_ADDRESS');
    const p = findAddresses(s.full_text);
    const inGold = new Uint8Array(s.full_text.length);
    const inPred = new Uint8Array(s.full_text.length);
    for (const x of g) inGold.fill(1, x.start_position, x.end_position);
    for (const a of p) inPred.fill(1, a.start, a.end);
    for (let i = 0; i < s.full_text.length; i++) {
      if (/\s/.test(s.full_text[i]!)) continue;
      gold += inGold[i]!;
      pred += inPred[i]!;
      both += inGold[i]! & inPred[i]!;
    }
    const hit = p.some((a) => g.some((x) => a.start < x.end_position && x.start_position < a.end));
    if (g.length > 0) {
      labelled++;
      if (hit) found++;
    }
    if (p.length > 0) {
      predicted++;
      if (g.length === 0) spurious++;
    }
  }
  console.log(
    `\naddresses (presidio-synth STREET_ADDRESS, ${synth.length} sentences): sentence recall ${fmt(found / labelled)} (${found}/${labelled}), sentence precision ${fmt(1 - spurious / predicted)}; characters: recall ${fmt(both / gold)}, precision ${fmt(both / pred)}`,
  );
}
