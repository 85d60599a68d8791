// Writes the special-category labelled set (bench/data/special-dev.jsonl, special-devgen.jsonl,
// special-devfix.jsonl, special-dev6.jsonl, special-dev6b.jsonl and special-dev6c.jsonl, tuned on;
// special-heldout*.jsonl, 1-57) from
// the templates of this folder: each template is filled several times, cycling through the six
// jurisdictions, with a seeded generator so the set is the same on every run. Gold spans come from the
// `[[X:value]]` marks (code-unit offsets into the unmarked text).
//   node --import tsx bench/special/generate.ts
import { writeFileSync } from 'node:fs';
import * as S from './slots.js';
import { DEV_TEMPLATES, DEV_TEMPLATES_2, type Template } from './templates-dev.js';
import { HELDOUT_TEMPLATES } from './templates-heldout.js';
import { HELDOUT2_TEMPLATES } from './templates-heldout2.js';
import { HELDOUT3_TEMPLATES } from './templates-heldout3.js';
import { HELDOUT4_TEMPLATES } from './templates-heldout4.js';
import { HELDOUT5_TEMPLATES } from './templates-heldout5.js';
import { DEVGEN_TEMPLATES } from './templates-devgen.js';
import { HELDOUT6_TEMPLATES } from './templates-heldout6.js';
import { HELDOUT7_TEMPLATES } from './templates-heldout7.js';
import { HELDOUT8_TEMPLATES } from './templates-heldout8.js';
import { HELDOUT9_TEMPLATES } from './templates-heldout9.js';
import { HELDOUT10_TEMPLATES } from './templates-heldout10.js';
import { HELDOUT11_TEMPLATES } from './templates-heldout11.js';
import { HELDOUT12_TEMPLATES } from './templates-heldout12.js';
import { HELDOUT13_TEMPLATES } from './templates-heldout13.js';
import { HELDOUT14_TEMPLATES } from './templates-heldout14.js';
import { HELDOUT15_TEMPLATES } from './templates-heldout15.js';
import { HELDOUT16_TEMPLATES } from './templates-heldout16.js';
import { HELDOUT17_TEMPLATES } from './templates-heldout17.js';
import { HELDOUT18_TEMPLATES } from './templates-heldout18.js';
import { HELDOUT19_TEMPLATES } from './templates-heldout19.js';
import { HELDOUT20_TEMPLATES } from './templates-heldout20.js';
import { HELDOUT21_TEMPLATES } from './templates-heldout21.js';
import { HELDOUT22_TEMPLATES } from './templates-heldout22.js';
import { HELDOUT23_TEMPLATES } from './templates-heldout23.js';
import { HELDOUT24_TEMPLATES } from './templates-heldout24.js';
import { HELDOUT25_TEMPLATES } from './templates-heldout25.js';
import { HELDOUT26_TEMPLATES } from './templates-heldout26.js';
import { HELDOUT27_TEMPLATES } from './templates-heldout27.js';
import { HELDOUT28_TEMPLATES } from './templates-heldout28.js';
import { HELDOUT29_TEMPLATES } from './templates-heldout29.js';
import { HELDOUT30_TEMPLATES } from './templates-heldout30.js';
import { HELDOUT31_TEMPLATES } from './templates-heldout31.js';
import { HELDOUT32_TEMPLATES } from './templates-heldout32.js';
import { HELDOUT33_TEMPLATES } from './templates-heldout33.js';
import { HELDOUT34_TEMPLATES } from './templates-heldout34.js';
import { HELDOUT35_TEMPLATES } from './templates-heldout35.js';
import { HELDOUT36_TEMPLATES } from './templates-heldout36.js';
import { HELDOUT37_TEMPLATES } from './templates-heldout37.js';
import { HELDOUT38_TEMPLATES } from './templates-heldout38.js';
import { HELDOUT39_TEMPLATES } from './templates-heldout39.js';
import { HELDOUT40_TEMPLATES } from './templates-heldout40.js';
import { HELDOUT41_TEMPLATES } from './templates-heldout41.js';
import { HELDOUT42_TEMPLATES } from './templates-heldout42.js';
import { HELDOUT43_TEMPLATES } from './templates-heldout43.js';
import { HELDOUT44_TEMPLATES } from './templates-heldout44.js';
import { HELDOUT45_TEMPLATES } from './templates-heldout45.js';
import { HELDOUT46_TEMPLATES } from './templates-heldout46.js';
import { HELDOUT47_TEMPLATES } from './templates-heldout47.js';
import { HELDOUT48_TEMPLATES } from './templates-heldout48.js';
import { HELDOUT49_TEMPLATES } from './templates-heldout49.js';
import { HELDOUT50_TEMPLATES } from './templates-heldout50.js';
import { HELDOUT51_TEMPLATES } from './templates-heldout51.js';
import { HELDOUT52_TEMPLATES } from './templates-heldout52.js';
import { HELDOUT53_TEMPLATES } from './templates-heldout53.js';
import { HELDOUT54_TEMPLATES } from './templates-heldout54.js';
import { HELDOUT55_TEMPLATES } from './templates-heldout55.js';
import { HELDOUT56_TEMPLATES } from './templates-heldout56.js';
import { HELDOUT57_TEMPLATES } from './templates-heldout57.js';
import { DEVFIX_TEMPLATES } from './templates-devfix.js';
import { DEV6_TEMPLATES } from './templates-dev6.js';
import { DEV6B_TEMPLATES } from './templates-dev6b.js';
import { DEV6C_TEMPLATES } from './templates-dev6c.js';
import { seededRng } from '../../src/core/rng.js';

export const CODES: Record<string, string> = {
  H: 'PII-6-HEALTH',
  G: 'PII-6-GENETIC',
  R: 'PII-6-RELIGION',
  E: 'PII-6-RACE',
  S: 'PII-6-SEXUAL_ORIENTATION',
  P: 'PII-6-POLITICAL_AFFILIATION',
  U: 'PII-6-TRADE_UNION',
  B: 'PII-6-BIOMETRIC',
  C: 'PII-6-CRIMINAL_RECORD',
};

export interface GoldSpan {
  category: string;
  start: number;
  end: number;
  text: string;
}

export interface LabelledText {
  id: string;
  jurisdiction: S.Jurisdiction;
  genre: string;
  text: string;
  spans: GoldSpan[];
}

const rng = seededRng;

const JURISDICTIONS: S.Jurisdiction[] = ['NG', 'KE', 'GH', 'ZA', 'GB', 'EU'];

function fill(template: string, j: S.Jurisdiction, pick: <T>(xs: readonly T[]) => T): string {
  const name = pick(S.NAMES[j]);
  const values: Record<string, () => string> = {
    name: () => name,
    first: () => name.split(' ')[0]!,
    n: () => String(20 + Math.floor(pick([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) * 5)),
    year: () => String(pick([2015, 2017, 2019, 2021, 2022, 2023])),
    hosp: () => pick(S.HOSPITAL[j]),
    cond: () => pick(S.CONDITIONS),
    med: () => pick(S.MEDS),
    rel: () => pick(S.RELIGIONS),
    eth: () => pick(S.ETHNIC[j]),
    party: () => pick(S.PARTIES[j]),
    union: () => pick(S.UNIONS[j]),
    offence: () => pick(S.OFFENCES),
    orient: () => pick(S.ORIENTATIONS),
    city: () => pick(S.CITIES[j]),
  };
  return template.replace(/\{([a-z]+)\}/g, (_, k: string) => {
    const f = values[k];
    if (!f) throw new Error(`unknown slot {${k}}`);
    return f();
  });
}

/** Removes the marks and returns the text and its gold spans. */
export function unmark(marked: string): { text: string; spans: GoldSpan[] } {
  const spans: GoldSpan[] = [];
  let text = '';
  let last = 0;
  for (const m of marked.matchAll(/\[\[([A-Z]):([^\]]+)\]\]/g)) {
    text += marked.slice(last, m.index);
    const category = CODES[m[1]!];
    if (!category) throw new Error(`unknown mark ${m[1]}`);
    spans.push({ category, start: text.length, end: text.length + m[2]!.length, text: m[2]! });
    text += m[2]!;
    last = m.index + m[0].length;
  }
  return { text: text + marked.slice(last), spans };
}

export function buildSet(templates: readonly Template[], prefix: string, fills: number, seed: number): LabelledText[] {
  const random = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const out: LabelledText[] = [];
  let k = 0;
  templates.forEach((t, ti) => {
    for (let i = 0; i < fills; i++) {
      const jurisdiction = JURISDICTIONS[k++ % JURISDICTIONS.length]!;
      const { text, spans } = unmark(fill(t.text, jurisdiction, pick));
      out.push({ id: `${prefix}-${ti}-${i}`, jurisdiction, genre: t.genre, text, spans });
    }
  });
  return out;
}

/**
 * Every committed set: [file name (bench/data/special-<name>.jsonl), its parts (templates, id prefix, fills per
 * template, seed)]. Each part has its own seed, so the files do not depend on the order they are written in. The
 * writer below and the generator test (test/bench/special-generate.test.ts) both read this one table.
 */
export const SPECIAL_SETS: ReadonlyArray<readonly [string, ReadonlyArray<readonly [readonly Template[], string, number, number]>]> = [
  ['dev', [[DEV_TEMPLATES, 'dev', 4, 15], [DEV_TEMPLATES_2, 'dev2', 4, 16]]],
  ['devgen', [[DEVGEN_TEMPLATES, 'devgen', 2, 1717]]],
  ['devfix', [[DEVFIX_TEMPLATES, 'devfix', 2, 1919]]],
  ['dev6', [[DEV6_TEMPLATES, 'dev6', 2, 6161]]],
  ['dev6b', [[DEV6B_TEMPLATES, 'dev6b', 2, 6262]]],
  ['dev6c', [[DEV6C_TEMPLATES, 'dev6c', 2, 6363]]],
  ['heldout', [[HELDOUT_TEMPLATES, 'heldout', 4, 1515]]],
  ['heldout2', [[HELDOUT2_TEMPLATES, 'heldout2', 4, 4242]]],
  ['heldout3', [[HELDOUT3_TEMPLATES, 'heldout3', 2, 3131]]],
  ['heldout4', [[HELDOUT4_TEMPLATES, 'heldout4', 2, 4444]]],
  ['heldout5', [[HELDOUT5_TEMPLATES, 'heldout5', 2, 5555]]],
  ['heldout6', [[HELDOUT6_TEMPLATES, 'heldout6', 2, 6666]]],
  ['heldout7', [[HELDOUT7_TEMPLATES, 'heldout7', 2, 7777]]],
  ['heldout8', [[HELDOUT8_TEMPLATES, 'heldout8', 2, 8888]]],
  ['heldout9', [[HELDOUT9_TEMPLATES, 'heldout9', 2, 9999]]],
  ['heldout10', [[HELDOUT10_TEMPLATES, 'heldout10', 2, 1010]]],
  ['heldout11', [[HELDOUT11_TEMPLATES, 'heldout11', 2, 1111]]],
  ['heldout12', [[HELDOUT12_TEMPLATES, 'heldout12', 2, 1212]]],
  ['heldout13', [[HELDOUT13_TEMPLATES, 'heldout13', 2, 1313]]],
  ['heldout14', [[HELDOUT14_TEMPLATES, 'heldout14', 2, 1414]]],
  ['heldout15', [[HELDOUT15_TEMPLATES, 'heldout15', 2, 1515]]],
  ['heldout16', [[HELDOUT16_TEMPLATES, 'heldout16', 2, 1616]]],
  ['heldout17', [[HELDOUT17_TEMPLATES, 'heldout17', 2, 1771]]],
  ['heldout18', [[HELDOUT18_TEMPLATES, 'heldout18', 2, 1881]]],
  ['heldout19', [[HELDOUT19_TEMPLATES, 'heldout19', 2, 1991]]],
  ['heldout20', [[HELDOUT20_TEMPLATES, 'heldout20', 2, 2002]]],
  ['heldout21', [[HELDOUT21_TEMPLATES, 'heldout21', 2, 2112]]],
  ['heldout22', [[HELDOUT22_TEMPLATES, 'heldout22', 2, 2222]]],
  ['heldout23', [[HELDOUT23_TEMPLATES, 'heldout23', 2, 2323]]],
  ['heldout24', [[HELDOUT24_TEMPLATES, 'heldout24', 2, 2424]]],
  ['heldout25', [[HELDOUT25_TEMPLATES, 'heldout25', 2, 2525]]],
  ['heldout26', [[HELDOUT26_TEMPLATES, 'heldout26', 2, 2626]]],
  ['heldout27', [[HELDOUT27_TEMPLATES, 'heldout27', 2, 2727]]],
  ['heldout28', [[HELDOUT28_TEMPLATES, 'heldout28', 2, 2828]]],
  ['heldout29', [[HELDOUT29_TEMPLATES, 'heldout29', 2, 2929]]],
  ['heldout30', [[HELDOUT30_TEMPLATES, 'heldout30', 2, 3030]]],
  ['heldout31', [[HELDOUT31_TEMPLATES, 'heldout31', 2, 3131]]],
  ['heldout32', [[HELDOUT32_TEMPLATES, 'heldout32', 2, 3232]]],
  ['heldout33', [[HELDOUT33_TEMPLATES, 'heldout33', 2, 3333]]],
  ['heldout34', [[HELDOUT34_TEMPLATES, 'heldout34', 2, 3434]]],
  ['heldout35', [[HELDOUT35_TEMPLATES, 'heldout35', 2, 3535]]],
  ['heldout36', [[HELDOUT36_TEMPLATES, 'heldout36', 2, 3636]]],
  ['heldout37', [[HELDOUT37_TEMPLATES, 'heldout37', 2, 3737]]],
  ['heldout38', [[HELDOUT38_TEMPLATES, 'heldout38', 2, 3838]]],
  ['heldout39', [[HELDOUT39_TEMPLATES, 'heldout39', 2, 3939]]],
  ['heldout40', [[HELDOUT40_TEMPLATES, 'heldout40', 2, 4040]]],
  ['heldout41', [[HELDOUT41_TEMPLATES, 'heldout41', 2, 4141]]],
  ['heldout42', [[HELDOUT42_TEMPLATES, 'heldout42', 2, 4242]]],
  ['heldout43', [[HELDOUT43_TEMPLATES, 'heldout43', 2, 4343]]],
  ['heldout44', [[HELDOUT44_TEMPLATES, 'heldout44', 2, 4444]]],
  ['heldout45', [[HELDOUT45_TEMPLATES, 'heldout45', 2, 4545]]],
  ['heldout46', [[HELDOUT46_TEMPLATES, 'heldout46', 2, 4646]]],
  ['heldout47', [[HELDOUT47_TEMPLATES, 'heldout47', 2, 4747]]],
  ['heldout48', [[HELDOUT48_TEMPLATES, 'heldout48', 2, 4848]]],
  ['heldout49', [[HELDOUT49_TEMPLATES, 'heldout49', 2, 4949]]],
  ['heldout50', [[HELDOUT50_TEMPLATES, 'heldout50', 2, 5050]]],
  ['heldout51', [[HELDOUT51_TEMPLATES, 'heldout51', 2, 5151]]],
  ['heldout52', [[HELDOUT52_TEMPLATES, 'heldout52', 2, 5252]]],
  ['heldout53', [[HELDOUT53_TEMPLATES, 'heldout53', 2, 5353]]],
  ['heldout54', [[HELDOUT54_TEMPLATES, 'heldout54', 2, 5454]]],
  ['heldout55', [[HELDOUT55_TEMPLATES, 'heldout55', 2, 5555]]],
  ['heldout56', [[HELDOUT56_TEMPLATES, 'heldout56', 2, 5656]]],
  ['heldout57', [[HELDOUT57_TEMPLATES, 'heldout57', 2, 5757]]],
];

/** The rows of one set of SPECIAL_SETS, its parts in order. */
export function setRows(parts: ReadonlyArray<readonly [readonly Template[], string, number, number]>): LabelledText[] {
  return parts.flatMap(([templates, prefix, fills, seed]) => buildSet(templates, prefix, fills, seed));
}

/** A set's file as the writer writes it: one JSON row a line. */
export const toJsonl = (rows: readonly LabelledText[]): string => `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const counts = SPECIAL_SETS.map(([name, parts]) => {
    const rows = setRows(parts);
    writeFileSync(new URL(`../data/special-${name}.jsonl`, import.meta.url), toJsonl(rows));
    return `${rows.length} ${name}`;
  });
  console.log(`wrote ${counts.join(', ')} texts`);
}
