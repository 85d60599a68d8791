// The one home of blocking key functions: a projected record (pack fields) → its key strings under each
// rule (rules.ts). The phonetic and date readings are the comparators' own (one meaning of "the same
// name sound" or "the same date"). Also groups records by rule in memory for the train verb, which
// learns from each rule's pairs separately; candidate generation over a whole list joins on DuckDB
// (candidates.ts).
import doubleMetaphone from 'talisman/phonetics/double-metaphone.js';
import { readDate } from '../comparators/date.js';
import type { FieldValue } from '../comparators/types.js';
import { facilityKeys, identifierKeys, registrationKeys } from '../comparators/identifier.js';
import { normaliseId, normaliseText, wordsOfNormalised } from '../normalise.js';
import type { BlockingPart, BlockingRule, BlockingRules, TAKES, TRANSFORMS } from './rules.js';

type Rec = Readonly<Record<string, FieldValue>>;

function taken(value: string, take: (typeof TAKES)[number], words?: string[]): string[] {
  if (take === 'whole') return [value];
  const toks = words ?? wordsOfNormalised(normaliseText(value));
  if (toks.length === 0) return [];
  if (take === 'first_token') return [toks[0]!];
  if (take === 'last_token') return toks.length > 1 ? [toks[toks.length - 1]!] : [];
  return [...new Set(toks)];
}

const LATIN = /^[a-z]+$/;
const pad = (n: number) => String(n).padStart(2, '0');
const DIGIT_GROUPS = /\d+/g;

/**
 * The year (and, year first, the month) still written in a date that has no reading: a mistyped day or
 * month (1832-01-57, 1856-00-14) or a year before 1000 (0950-01-21). One four-digit group is the year
 * whatever the rest says; a record whose date was mistyped keeps its year for blocking.
 */
function writtenYear(value: string): { y: string; m: string | null } | null {
  const groups = value.match(DIGIT_GROUPS) ?? [];
  const fours = groups.filter((g) => g.length === 4);
  if (fours.length !== 1) return null;
  const y = String(Number(fours[0]));
  const m = groups.length === 3 && groups[0]!.length === 4 ? Number(groups[1]) : 0;
  return { y, m: m >= 1 && m <= 12 ? pad(m) : null };
}

/** The key parts one transform reads from one value (none when it cannot read it). */
export function transformed(value: string, transform: (typeof TRANSFORMS)[number]): string[] {
  switch (transform) {
    case 'fold': {
      const v = normaliseText(value);
      return v === '' ? [] : [v];
    }
    case 'alnum': {
      const v = normaliseId(value);
      return v === '' ? [] : [v];
    }
    // An identifier under every reading of it (comparators/identifier.ts: a label or a country code before
    // the number, a check character one register drops), so two writings of one number block together.
    case 'identifier':
      return identifierKeys(value);
    // A registration number also without the issuing body's words before it (the id comparator's
    // body_prefix: 'NMCN RN/9328237' blocks with 'RN9328237').
    case 'registration':
      return registrationKeys(value);
    // A hospital number also without the facility's code before it (the id comparator's facility_prefix:
    // 'KBTH/2019/004512' blocks with '2019/004512').
    case 'facility':
      return facilityKeys(value);
    case 'last9digits': {
      const d = value.replace(/\D/g, '');
      return d.length >= 7 ? [d.slice(-9)] : [];
    }
    case 'phonetic': {
      const v = normaliseText(value);
      if (!LATIN.test(v)) return v === '' ? [] : [v];
      const [primary] = doubleMetaphone(v);
      return [primary || v];
    }
    case 'initial': {
      const v = normaliseText(value);
      return v === '' ? [] : [v[0]!];
    }
    // A typo after the third character changes a name's sound but keeps its start (Lidgett/Lidgstt).
    case 'prefix3': {
      const v = normaliseText(value);
      return v === '' ? [] : [v.slice(0, 3)];
    }
    // Every reading of an ambiguous date keys: 03/04/1970 keys both ways, so neither order is lost.
    case 'year': {
      const readings = readDate(value);
      if (readings.length > 0) return [...new Set(readings.map((r) => String(r.y)))];
      const written = writtenYear(value);
      return written ? [written.y] : [];
    }
    case 'year_month': {
      const readings = readDate(value);
      if (readings.length > 0) return [...new Set(readings.flatMap((r) => (r.m !== null ? [`${r.y}-${pad(r.m)}`] : [])))];
      const written = writtenYear(value);
      return written?.m ? [`${written.y}-${written.m}`] : [];
    }
    case 'month_day':
      return [...new Set(readDate(value).flatMap((r) => (r.m !== null && r.d !== null ? [`${pad(r.m)}-${pad(r.d)}`] : [])))];
    case 'date':
      return [...new Set(readDate(value).flatMap((r) => (r.m !== null && r.d !== null ? [`${r.y}-${pad(r.m)}-${pad(r.d)}`] : [])))];
  }
}

function asString(value: FieldValue | undefined): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number') return String(value);
  return null;
}

/**
 * Transforms the memo does not keep: an identifier's or a phone's digits are one person's own (a register
 * rarely repeats them) and cheaper to read again than to look up. Remembered, each would be a new memo
 * entry that outlives the young generation, and a million records' worth of them grew the heap by
 * about 600 MB of garbage while the keys were written.
 */
const UNREMEMBERED: ReadonlySet<(typeof TRANSFORMS)[number]> = new Set(['alnum', 'identifier', 'registration', 'facility', 'last9digits']);

/**
 * Memo of transform readings across the records of one run: names, dates and places repeat heavily in a
 * register (a million records hold a few hundred thousand distinct tokens), so each token's sound or
 * each date's readings is computed once. Bounded: a memo past its size starts afresh.
 */
export class KeyMemo {
  private readonly maps = new Map<string, Map<string, string[]>>();
  private size = 0;
  constructor(private readonly limit = 500_000) {}
  read(value: string, transform: (typeof TRANSFORMS)[number]): string[] {
    if (UNREMEMBERED.has(transform)) return transformed(value, transform);
    let map = this.maps.get(transform);
    if (!map) {
      map = new Map();
      this.maps.set(transform, map);
    }
    const hit = map.get(value);
    if (hit) return hit;
    const out = transformed(value, transform);
    if (++this.size > this.limit) {
      for (const m of this.maps.values()) m.clear();
      this.size = 1;
    }
    map.set(value, out);
    return out;
  }
}

type Words = Map<string, string[]>;

function partValues(part: BlockingPart, record: Rec, memo: KeyMemo | undefined, words?: Words): string[] {
  const raw = asString(record[part.field]);
  if (raw === null) return [];
  let toks: string[] | undefined;
  if (words && part.take !== 'whole') {
    toks = words.get(part.field);
    if (!toks) {
      toks = wordsOfNormalised(normaliseText(raw));
      words.set(part.field, toks);
    }
  }
  const parts = taken(raw, part.take, toks);
  if (parts.length === 1) return memo ? memo.read(parts[0]!, part.transform) : transformed(parts[0]!, part.transform);
  return [...new Set(parts.flatMap((v) => (memo ? memo.read(v, part.transform) : transformed(v, part.transform))))];
}

function combine(rule: BlockingRule, values: readonly string[][]): string[] {
  const first = values[0]!;
  if (first.length === 0) return [];
  if (values.length === 1) return first;
  let keys: string[][] = first.map((v) => [v]);
  for (let p = 1; p < values.length; p++) {
    const vs = values[p]!;
    if (vs.length === 0) return [];
    keys = vs.length === 1 ? keys.map((k) => [...k, vs[0]!]) : keys.flatMap((k) => vs.map((v) => [...k, v]));
  }
  const joined = keys.map((k) => (rule.unordered ? k.sort() : k).join('\u0001'));
  return joined.length === 1 ? joined : [...new Set(joined)];
}

/** The keys one projected record has under one rule (none when a part is missing). */
export function ruleKeys(rule: BlockingRule, record: Rec, memo?: KeyMemo): string[] {
  return combine(
    rule,
    rule.keys.map((part) => partValues(part, record, memo)),
  );
}

// The distinct parts of a rule set, read once per record however many rules share them (the surname's
// sound feeds several rules).
interface Plan {
  parts: BlockingPart[];
  ruleParts: number[][];
}
const plans = new WeakMap<readonly BlockingRule[], Plan>();

function planOf(rules: readonly BlockingRule[]): Plan {
  let plan = plans.get(rules);
  if (!plan) {
    const index = new Map<string, number>();
    const parts: BlockingPart[] = [];
    const ruleParts = rules.map((rule) =>
      rule.keys.map((part) => {
        const id = `${part.field}\u0000${part.take}\u0000${part.transform}`;
        let at = index.get(id);
        if (at === undefined) {
          at = parts.length;
          index.set(id, at);
          parts.push(part);
        }
        return at;
      }),
    );
    plan = { parts, ruleParts };
    plans.set(rules, plan);
  }
  return plan;
}

/** Every rule's keys for one record. */
export function recordKeys(rules: readonly BlockingRule[], record: Rec, memo?: KeyMemo): string[][] {
  const plan = planOf(rules);
  const words: Words = new Map();
  const values = plan.parts.map((part) => partValues(part, record, memo, words));
  return rules.map((rule, r) => combine(rule, plan.ruleParts[r]!.map((p) => values[p]!)));
}

export interface RuleBlocks {
  name: string;
  /** The fields the rule reads. */
  fields: string[];
  /** Pairs [i, j] (i < j) sharing a key of the rule, keys above the rule's max_block set aside. */
  pairs: [number, number][];
  skippedBlocks: number;
}

/** Each rule's own candidate pairs of one list, in memory (the train verb learns from each rule apart). */
export function blocksByRule(records: readonly Rec[], rules: BlockingRules): RuleBlocks[] {
  const memo = new KeyMemo();
  const keys = records.map((r) => recordKeys(rules.rules, r, memo));
  return rules.rules.map((rule, r) => {
    const blocks = new Map<string, number[]>();
    keys.forEach((ks, i) => {
      for (const key of ks[r]!) {
        const list = blocks.get(key);
        if (list) list.push(i);
        else blocks.set(key, [i]);
      }
    });
    const cap = rule.max_block ?? rules.max_block;
    const seen = new Set<number>();
    const pairs: [number, number][] = [];
    let skippedBlocks = 0;
    for (const members of blocks.values()) {
      if (members.length < 2) continue;
      if (members.length > cap) {
        skippedBlocks++;
        continue;
      }
      for (let x = 0; x < members.length; x++) {
        for (let y = x + 1; y < members.length; y++) {
          const id = members[x]! * records.length + members[y]!;
          if (seen.has(id)) continue;
          seen.add(id);
          pairs.push([members[x]!, members[y]!]);
        }
      }
    }
    return { name: rule.name, fields: [...new Set(rule.keys.map((k) => k.field))], pairs, skippedBlocks };
  });
}
