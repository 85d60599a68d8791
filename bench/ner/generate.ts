// Writes the person and place held-out set 1 (bench/data/ner-heldout1.jsonl) from templates-heldout1.ts: each
// template is filled `fills` times, cycling through its jurisdictions (all six unless it names some), with a seeded generator, so the
// same seed gives the same bytes on every run. Gold spans come from the `[[PER:…]]`, `[[LOC:…]]`,
// `[[ORG:…]]` marks (UTF-16 code-unit offsets into the unmarked text). The set is never edited by hand.
//   node --import tsx bench/ner/generate.ts
import { writeFileSync } from 'node:fs';
import { seededRng } from '../../src/core/rng.js';
import {
  type Ctx,
  GIVEN,
  type Jurisdiction,
  LOC,
  MONTHS,
  type NerTemplate,
  ORG,
  type Person,
  PLACES,
  REGIONS_OF,
  type Region,
  SURNAME,
  WORD_NAMES,
  HELDOUT1_NER_TEMPLATES,
} from './templates-heldout1.js';

export const NER_LABELS = ['PER', 'LOC', 'ORG'] as const;
export type NerLabel = (typeof NER_LABELS)[number];

export interface NerSpan {
  type: NerLabel;
  start: number;
  end: number;
  text: string;
}

export interface NerText {
  id: string;
  jurisdiction: Jurisdiction;
  genre: string;
  lang: string;
  text: string;
  spans: NerSpan[];
}

export const HELDOUT1_SEED = 1301;
export const HELDOUT1_FILE = new URL('../data/ner-heldout1.jsonl', import.meta.url);
const JURISDICTIONS: readonly Jurisdiction[] = ['NG', 'KE', 'GH', 'ZA', 'GB', 'EU'];

/** Removes the marks and returns the text and its gold spans; a mark inside a mark is refused. */
export function unmark(marked: string): { text: string; spans: NerSpan[] } {
  const spans: NerSpan[] = [];
  let text = '';
  let last = 0;
  for (const m of marked.matchAll(/\[\[([A-Z]+):([^\]]+)\]\]/g)) {
    const type = m[1] as NerLabel;
    if (!NER_LABELS.includes(type)) throw new Error(`unknown mark ${m[1]}`);
    if (m[2]!.includes('[[')) throw new Error(`nested mark in ${m[0]}`);
    text += marked.slice(last, m.index);
    spans.push({ type, start: text.length, end: text.length + m[2]!.length, text: m[2]! });
    text += m[2]!;
    last = m.index + m[0].length;
  }
  text += marked.slice(last);
  if (text.includes('[[') || text.includes(']]')) throw new Error(`unclosed mark in ${JSON.stringify(marked.slice(0, 80))}`);
  return { text, spans };
}

function context(j: Jurisdiction, random: () => number): Ctx {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const used = new Set<string>();
  const pl = PLACES[j];
  const ctx: Ctx = {
    j,
    pl,
    pick,
    int: (lo, hi) => lo + Math.floor(random() * (hi - lo + 1)),
    person(region?: Region, wordName = false): Person {
      for (;;) {
        const r = region ?? pick(REGIONS_OF[j]);
        const given = wordName ? pick(WORD_NAMES) : pick(GIVEN[r]);
        const surname = pick(SURNAME[r]);
        const middle = random() < 0.4 ? pick(GIVEN[r]) : '';
        const key = `${given}|${surname}`;
        if (used.has(key) || used.has(`s|${surname}`) || middle === given) continue;
        used.add(key);
        used.add(`s|${surname}`);
        return { given, middle, surname };
      }
    },
    raw: (kind, jj) => pick(PLACES[jj ?? j][kind]),
    L: (kind, jj) => LOC(pick(PLACES[jj ?? j][kind])),
    O: (kind, jj) => ORG(pick(PLACES[jj ?? j][kind])),
    date: () => {
      const d = 1 + Math.floor(random() * 28);
      const m = Math.floor(random() * 12);
      const y = 2015 + Math.floor(random() * 10);
      return pick([`${d} ${MONTHS[m]} ${y}`, `${d}/${m + 1}/${y}`, `${MONTHS[m]} ${d}, ${y}`, `${d}.${String(m + 1).padStart(2, '0')}.${y}`]);
    },
  };
  return ctx;
}

/** Every template filled `fills` times, jurisdictions in turn, from one seeded generator. */
export function buildNerSet(templates: readonly NerTemplate[], prefix: string, seed: number): NerText[] {
  const random = seededRng(seed);
  const out: NerText[] = [];
  let k = 0;
  templates.forEach((t, ti) => {
    for (let i = 0; i < t.fills; i++) {
      const jurisdiction = t.js ? t.js[i % t.js.length]! : JURISDICTIONS[k++ % JURISDICTIONS.length]!;
      const { text, spans } = unmark(t.make(context(jurisdiction, random)));
      out.push({ id: `${prefix}-${ti}-${i}`, jurisdiction, genre: t.genre, lang: t.lang, text, spans });
    }
  });
  return out;
}

export const toJsonl = (rows: readonly NerText[]): string => `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`;

/** The committed held-out set 1, as its templates and seed generate it. */
export const heldout1Jsonl = (): string => toJsonl(buildNerSet(HELDOUT1_NER_TEMPLATES, 'ner1', HELDOUT1_SEED));

if (import.meta.url === `file://${process.argv[1]}`) {
  const jsonl = heldout1Jsonl();
  writeFileSync(HELDOUT1_FILE, jsonl);
  const rows = jsonl.trimEnd().split('\n').map((l) => JSON.parse(l) as NerText);
  const count = (type: string) => rows.reduce((n, r) => n + r.spans.filter((s) => s.type === type).length, 0);
  console.log(`wrote ${rows.length} texts: ${count('PER')} PER, ${count('LOC')} LOC, ${count('ORG')} ORG`);
}
