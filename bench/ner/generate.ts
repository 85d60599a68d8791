// Writes the person and place held-out sets (bench/data/ner-heldout1.jsonl from templates-heldout1.ts, seed
// 1301; bench/data/ner-heldout2.jsonl from templates-heldout2.ts, seed 2302; bench/data/ner-heldout3.jsonl from
// templates-heldout3.ts, seed 3303; bench/data/ner-heldout4.jsonl from templates-heldout4.ts, seed 4404;
// bench/data/ner-heldout5.jsonl from templates-heldout5.ts, seed 5505; bench/data/ner-heldout6.jsonl from
// templates-heldout6.ts, seed 6606; bench/data/ner-heldout7.jsonl from templates-heldout7.ts, seed 7707;
// bench/data/ner-heldout8.jsonl from templates-heldout8.ts, seed 8808; bench/data/ner-heldout9.jsonl from
// templates-heldout9.ts, seed 9909; bench/data/ner-heldout10.jsonl from templates-heldout10.ts, seed 10101;
// bench/data/ner-heldout11.jsonl from templates-heldout11.ts, seed 11011; bench/data/ner-heldout12.jsonl from
// templates-heldout12.ts, seed 12012; bench/data/ner-heldout13.jsonl from templates-heldout13.ts, seed 13013;
// bench/data/ner-heldout14.jsonl from templates-heldout14.ts, seed 14014; bench/data/ner-heldout15.jsonl from
// templates-heldout15.ts, seed 15015; bench/data/ner-heldout16.jsonl from templates-heldout16.ts, seed 16016;
// bench/data/ner-heldout17.jsonl from templates-heldout17.ts, seed 17017; bench/data/ner-heldout18.jsonl from
// templates-heldout18.ts, seed 18018; bench/data/ner-heldout19.jsonl from templates-heldout19.ts, seed 19019;
// bench/data/ner-heldout20.jsonl from templates-heldout20.ts, seed 20020; bench/data/ner-heldout21.jsonl from
// templates-heldout21.ts, seed 21021; bench/data/ner-heldout22.jsonl from templates-heldout22.ts, seed 22022; bench/data/ner-heldout23.jsonl from templates-heldout23.ts, seed 23023; bench/data/ner-heldout24.jsonl from templates-heldout24.ts, seed 24024; bench/data/ner-heldout25.jsonl from templates-heldout25.ts, seed 25025; bench/data/ner-heldout26.jsonl from templates-heldout26.ts, seed 26026; bench/data/ner-heldout27.jsonl from templates-heldout27.ts, seed 27027; bench/data/ner-heldout28.jsonl from templates-heldout28.ts, seed 28028; bench/data/ner-heldout29.jsonl from templates-heldout29.ts, seed 29029; bench/data/ner-heldout30.jsonl from templates-heldout30.ts, seed 30030; bench/data/ner-heldout31.jsonl from templates-heldout31.ts, seed 31031; bench/data/ner-heldout32.jsonl from templates-heldout32.ts, seed 32032; bench/data/ner-heldout33.jsonl from templates-heldout33.ts, seed 33033; bench/data/ner-heldout34.jsonl from templates-heldout34.ts, seed 34034; bench/data/ner-heldout35.jsonl from templates-heldout35.ts, seed 35035; bench/data/ner-heldout36.jsonl from templates-heldout36.ts, seed 36036): each template is filled `fills` times,
// cycling through its jurisdictions (all six unless it names some), with a seeded generator, so the same seed
// gives the same bytes on every run. Gold spans come from the `[[PER:…]]`, `[[LOC:…]]`,
// `[[ORG:…]]` marks (UTF-16 code-unit offsets into the unmarked text). A set is never edited by hand. Each
// set brings its own names and places (`NerLists`); the filling (`nerContext`) is the same for all.
//   node --import tsx bench/ner/generate.ts [1|2|...|36]   (all when no set is named)
import { writeFileSync } from 'node:fs';
import { seededRng } from '../../src/core/rng.js';
import {
  type Ctx,
  GIVEN,
  HELDOUT1_NER_TEMPLATES,
  type Jurisdiction,
  LOC,
  MONTHS,
  type NerTemplate,
  ORG,
  PLACES,
  REGIONS_OF,
  SURNAME,
  WORD_NAMES,
} from './templates-heldout1.js';
import { HELDOUT2_LISTS, HELDOUT2_NER_TEMPLATES } from './templates-heldout2.js';
import { HELDOUT3_LISTS, HELDOUT3_NER_TEMPLATES } from './templates-heldout3.js';
import { HELDOUT4_LISTS, HELDOUT4_NER_TEMPLATES } from './templates-heldout4.js';
import { HELDOUT5_LISTS, HELDOUT5_NER_TEMPLATES } from './templates-heldout5.js';
import { HELDOUT6_LISTS, HELDOUT6_NER_TEMPLATES } from './templates-heldout6.js';
import { HELDOUT7_LISTS, HELDOUT7_NER_TEMPLATES } from './templates-heldout7.js';
import { HELDOUT8_LISTS, HELDOUT8_NER_TEMPLATES } from './templates-heldout8.js';
import { HELDOUT9_LISTS, HELDOUT9_NER_TEMPLATES } from './templates-heldout9.js';
import { HELDOUT10_LISTS, HELDOUT10_NER_TEMPLATES } from './templates-heldout10.js';
import { HELDOUT11_LISTS, HELDOUT11_NER_TEMPLATES } from './templates-heldout11.js';
import { HELDOUT12_LISTS, HELDOUT12_NER_TEMPLATES } from './templates-heldout12.js';
import { HELDOUT13_LISTS, HELDOUT13_NER_TEMPLATES } from './templates-heldout13.js';
import { HELDOUT14_LISTS, HELDOUT14_NER_TEMPLATES } from './templates-heldout14.js';
import { HELDOUT15_LISTS, HELDOUT15_NER_TEMPLATES } from './templates-heldout15.js';
import { HELDOUT16_LISTS, HELDOUT16_NER_TEMPLATES } from './templates-heldout16.js';
import { HELDOUT17_LISTS, HELDOUT17_NER_TEMPLATES } from './templates-heldout17.js';
import { HELDOUT18_LISTS, HELDOUT18_NER_TEMPLATES } from './templates-heldout18.js';
import { HELDOUT19_LISTS, HELDOUT19_NER_TEMPLATES } from './templates-heldout19.js';
import { HELDOUT20_LISTS, HELDOUT20_NER_TEMPLATES } from './templates-heldout20.js';
import { HELDOUT21_LISTS, HELDOUT21_NER_TEMPLATES } from './templates-heldout21.js';
import { HELDOUT22_LISTS, HELDOUT22_NER_TEMPLATES } from './templates-heldout22.js';
import { HELDOUT23_LISTS, HELDOUT23_NER_TEMPLATES } from './templates-heldout23.js';
import { HELDOUT24_LISTS, HELDOUT24_NER_TEMPLATES } from './templates-heldout24.js';
import { HELDOUT25_LISTS, HELDOUT25_NER_TEMPLATES } from './templates-heldout25.js';
import { HELDOUT26_LISTS, HELDOUT26_NER_TEMPLATES } from './templates-heldout26.js';
import { HELDOUT27_LISTS, HELDOUT27_NER_TEMPLATES } from './templates-heldout27.js';
import { HELDOUT28_LISTS, HELDOUT28_NER_TEMPLATES } from './templates-heldout28.js';
import { HELDOUT29_LISTS, HELDOUT29_NER_TEMPLATES } from './templates-heldout29.js';
import { HELDOUT30_LISTS, HELDOUT30_NER_TEMPLATES } from './templates-heldout30.js';
import { HELDOUT31_LISTS, HELDOUT31_NER_TEMPLATES } from './templates-heldout31.js';
import { HELDOUT32_LISTS, HELDOUT32_NER_TEMPLATES } from './templates-heldout32.js';
import { HELDOUT33_LISTS, HELDOUT33_NER_TEMPLATES } from './templates-heldout33.js';
import { HELDOUT34_LISTS, HELDOUT34_NER_TEMPLATES } from './templates-heldout34.js';
import { HELDOUT35_LISTS, HELDOUT35_NER_TEMPLATES } from './templates-heldout35.js';
import { HELDOUT36_LISTS, HELDOUT36_NER_TEMPLATES } from './templates-heldout36.js';

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

/** A person as the filling draws one: given name, optional middle name, surname. */
export interface NerPerson {
  given: string;
  middle: string;
  surname: string;
}

/** The kinds of place a set lists several of (`city`, `street`), as opposed to a single value (set 1's `country`). */
export type NerPlaceKinds<P> = { [k in keyof P]: P[k] extends readonly string[] ? k : never }[keyof P];

/** What a set supplies to fill its templates: names by region, places by jurisdiction and kind, months. */
export interface NerLists<J extends string, R extends string, P> {
  given: Readonly<Record<R, readonly string[]>>;
  surname: Readonly<Record<R, readonly string[]>>;
  /** Given names that are also common words (`Hope`, `Blessing`), drawn when a template asks for one. */
  wordNames: readonly string[];
  places: Readonly<Record<J, P>>;
  regionsOf: Readonly<Record<J, readonly R[]>>;
  months: readonly string[];
  loc: (s: string) => string;
  org: (s: string) => string;
}

/** The filling handed to a template: one jurisdiction's places, a seeded pick, fresh people, a date. */
export interface NerContext<J extends string, R extends string, P> {
  j: J;
  pl: P;
  pick: <T>(xs: readonly T[]) => T;
  int: (lo: number, hi: number) => number;
  /** A person not yet used in this text (neither the given-surname pair nor the surname). */
  person: (region?: R, wordName?: boolean) => NerPerson;
  raw: (kind: NerPlaceKinds<P>, jj?: J) => string;
  L: (kind: NerPlaceKinds<P>, jj?: J) => string;
  O: (kind: NerPlaceKinds<P>, jj?: J) => string;
  date: () => string;
}

export function nerContext<J extends string, R extends string, P>(
  lists: NerLists<J, R, P>,
  j: J,
  random: () => number,
): NerContext<J, R, P> {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const used = new Set<string>();
  const { places, months } = lists;
  const list = (kind: NerPlaceKinds<P>, jj: J | undefined): readonly string[] => places[jj ?? j][kind] as readonly string[];
  return {
    j,
    pl: places[j],
    pick,
    int: (lo, hi) => lo + Math.floor(random() * (hi - lo + 1)),
    person(region?: R, wordName = false): NerPerson {
      for (;;) {
        const r = region ?? pick(lists.regionsOf[j]);
        const given = wordName ? pick(lists.wordNames) : pick(lists.given[r]);
        const surname = pick(lists.surname[r]);
        const middle = random() < 0.4 ? pick(lists.given[r]) : '';
        const key = `${given}|${surname}`;
        if (used.has(key) || used.has(`s|${surname}`) || middle === given) continue;
        used.add(key);
        used.add(`s|${surname}`);
        return { given, middle, surname };
      }
    },
    raw: (kind, jj) => pick(list(kind, jj)),
    L: (kind, jj) => lists.loc(pick(list(kind, jj))),
    O: (kind, jj) => lists.org(pick(list(kind, jj))),
    date: () => {
      const d = 1 + Math.floor(random() * 28);
      const m = Math.floor(random() * 12);
      const y = 2015 + Math.floor(random() * 10);
      return pick([`${d} ${months[m]} ${y}`, `${d}/${m + 1}/${y}`, `${months[m]} ${d}, ${y}`, `${d}.${String(m + 1).padStart(2, '0')}.${y}`]);
    },
  };
}

const HELDOUT1_LISTS = { given: GIVEN, surname: SURNAME, wordNames: WORD_NAMES, places: PLACES, regionsOf: REGIONS_OF, months: MONTHS, loc: LOC, org: ORG };

function context(j: Jurisdiction, random: () => number): Ctx {
  return nerContext(HELDOUT1_LISTS, j, random) as Ctx;
}

/** One template of a set: its genre and language, how many texts it gives, and how it writes one. */
export interface NerTemplateOf<C> {
  genre: string;
  lang: string;
  fills: number;
  js?: readonly Jurisdiction[];
  make: (ctx: C) => string;
}

/** Every template filled `fills` times, jurisdictions in turn, from one seeded generator. */
export function buildNerSetWith<C>(
  templates: readonly NerTemplateOf<C>[],
  prefix: string,
  seed: number,
  makeContext: (j: Jurisdiction, random: () => number) => C,
): NerText[] {
  const random = seededRng(seed);
  const out: NerText[] = [];
  let k = 0;
  templates.forEach((t, ti) => {
    for (let i = 0; i < t.fills; i++) {
      const jurisdiction = t.js ? t.js[i % t.js.length]! : JURISDICTIONS[k++ % JURISDICTIONS.length]!;
      const { text, spans } = unmark(t.make(makeContext(jurisdiction, random)));
      out.push({ id: `${prefix}-${ti}-${i}`, jurisdiction, genre: t.genre, lang: t.lang, text, spans });
    }
  });
  return out;
}

/** Set 1's templates filled from set 1's lists. */
export const buildNerSet = (templates: readonly NerTemplate[], prefix: string, seed: number): NerText[] =>
  buildNerSetWith(templates, prefix, seed, context);

export const toJsonl = (rows: readonly NerText[]): string => `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`;

/**
 * A held-out set: its seed, its file (bench/data/ner-heldout<n>.jsonl), its bytes (the ids prefixed ner<n>), and
 * `build`, its templates filled from its own lists under any prefix and seed.
 */
function nerSet(n: number, seed: number, build: (prefix: string, seed: number) => NerText[]): { seed: number; file: URL; jsonl: () => string; build: (prefix: string, seed: number) => NerText[] } {
  return { seed, file: new URL(`../data/ner-heldout${n}.jsonl`, import.meta.url), jsonl: () => toJsonl(build(`ner${n}`, seed)), build };
}

/** The committed held-out sets, each as its templates and seed generate it; sets 2 on fill theirs from their own lists (`NerLists`). */
export const NER_SETS = {
  1: nerSet(1, 1301, (prefix, seed) => buildNerSet(HELDOUT1_NER_TEMPLATES, prefix, seed)),
  2: nerSet(2, 2302, (prefix, seed) => buildNerSetWith(HELDOUT2_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT2_LISTS, j, random))),
  3: nerSet(3, 3303, (prefix, seed) => buildNerSetWith(HELDOUT3_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT3_LISTS, j, random))),
  4: nerSet(4, 4404, (prefix, seed) => buildNerSetWith(HELDOUT4_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT4_LISTS, j, random))),
  5: nerSet(5, 5505, (prefix, seed) => buildNerSetWith(HELDOUT5_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT5_LISTS, j, random))),
  6: nerSet(6, 6606, (prefix, seed) => buildNerSetWith(HELDOUT6_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT6_LISTS, j, random))),
  7: nerSet(7, 7707, (prefix, seed) => buildNerSetWith(HELDOUT7_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT7_LISTS, j, random))),
  8: nerSet(8, 8808, (prefix, seed) => buildNerSetWith(HELDOUT8_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT8_LISTS, j, random))),
  9: nerSet(9, 9909, (prefix, seed) => buildNerSetWith(HELDOUT9_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT9_LISTS, j, random))),
  10: nerSet(10, 10101, (prefix, seed) => buildNerSetWith(HELDOUT10_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT10_LISTS, j, random))),
  11: nerSet(11, 11011, (prefix, seed) => buildNerSetWith(HELDOUT11_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT11_LISTS, j, random))),
  12: nerSet(12, 12012, (prefix, seed) => buildNerSetWith(HELDOUT12_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT12_LISTS, j, random))),
  13: nerSet(13, 13013, (prefix, seed) => buildNerSetWith(HELDOUT13_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT13_LISTS, j, random))),
  14: nerSet(14, 14014, (prefix, seed) => buildNerSetWith(HELDOUT14_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT14_LISTS, j, random))),
  15: nerSet(15, 15015, (prefix, seed) => buildNerSetWith(HELDOUT15_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT15_LISTS, j, random))),
  16: nerSet(16, 16016, (prefix, seed) => buildNerSetWith(HELDOUT16_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT16_LISTS, j, random))),
  17: nerSet(17, 17017, (prefix, seed) => buildNerSetWith(HELDOUT17_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT17_LISTS, j, random))),
  18: nerSet(18, 18018, (prefix, seed) => buildNerSetWith(HELDOUT18_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT18_LISTS, j, random))),
  19: nerSet(19, 19019, (prefix, seed) => buildNerSetWith(HELDOUT19_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT19_LISTS, j, random))),
  20: nerSet(20, 20020, (prefix, seed) => buildNerSetWith(HELDOUT20_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT20_LISTS, j, random))),
  21: nerSet(21, 21021, (prefix, seed) => buildNerSetWith(HELDOUT21_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT21_LISTS, j, random))),
  22: nerSet(22, 22022, (prefix, seed) => buildNerSetWith(HELDOUT22_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT22_LISTS, j, random))),
  23: nerSet(23, 23023, (prefix, seed) => buildNerSetWith(HELDOUT23_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT23_LISTS, j, random))),
  24: nerSet(24, 24024, (prefix, seed) => buildNerSetWith(HELDOUT24_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT24_LISTS, j, random))),
  25: nerSet(25, 25025, (prefix, seed) => buildNerSetWith(HELDOUT25_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT25_LISTS, j, random))),
  26: nerSet(26, 26026, (prefix, seed) => buildNerSetWith(HELDOUT26_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT26_LISTS, j, random))),
  27: nerSet(27, 27027, (prefix, seed) => buildNerSetWith(HELDOUT27_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT27_LISTS, j, random))),
  28: nerSet(28, 28028, (prefix, seed) => buildNerSetWith(HELDOUT28_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT28_LISTS, j, random))),
  29: nerSet(29, 29029, (prefix, seed) => buildNerSetWith(HELDOUT29_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT29_LISTS, j, random))),
  30: nerSet(30, 30030, (prefix, seed) => buildNerSetWith(HELDOUT30_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT30_LISTS, j, random))),
  31: nerSet(31, 31031, (prefix, seed) => buildNerSetWith(HELDOUT31_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT31_LISTS, j, random))),
  32: nerSet(32, 32032, (prefix, seed) => buildNerSetWith(HELDOUT32_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT32_LISTS, j, random))),
  33: nerSet(33, 33033, (prefix, seed) => buildNerSetWith(HELDOUT33_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT33_LISTS, j, random))),
  34: nerSet(34, 34034, (prefix, seed) => buildNerSetWith(HELDOUT34_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT34_LISTS, j, random))),
  35: nerSet(35, 35035, (prefix, seed) => buildNerSetWith(HELDOUT35_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT35_LISTS, j, random))),
  36: nerSet(36, 36036, (prefix, seed) => buildNerSetWith(HELDOUT36_NER_TEMPLATES, prefix, seed, (j, random) => nerContext(HELDOUT36_LISTS, j, random))),
} as const;

if (import.meta.url === `file://${process.argv[1]}`) {
  const which = process.argv[2];
  for (const [name, set] of Object.entries(NER_SETS)) {
    if (which !== undefined && which !== name) continue;
    const jsonl = set.jsonl();
    writeFileSync(set.file, jsonl);
    const rows = jsonl.trimEnd().split('\n').map((l) => JSON.parse(l) as NerText);
    const count = (type: string) => rows.reduce((n, r) => n + r.spans.filter((s) => s.type === type).length, 0);
    console.log(`set ${name}: wrote ${rows.length} texts: ${count('PER')} PER, ${count('LOC')} LOC, ${count('ORG')} ORG`);
  }
}
