// The one home of blocking key functions: a projected record (pack fields) → its key strings under each
// rule (rules.ts). The phonetic and date readings are the comparators' own (one meaning of "the same
// name sound" or "the same date"). Also groups records by rule in memory for the train verb, which
// learns from each rule's pairs separately; candidate generation over a whole list joins on DuckDB
// (candidates.ts).
import doubleMetaphone from 'talisman/phonetics/double-metaphone.js';
import { readDate } from '../comparators/date.js';
import type { FieldValue } from '../comparators/types.js';
import { normaliseId, normaliseText, wordsOfNormalised } from '../normalise.js';
import type { BlockingPart, BlockingRule, BlockingRules, TAKES, TRANSFORMS } from './rules.js';

type Rec = Readonly<Record<string, FieldValue>>;

function taken(value: string, take: (typeof TAKES)[number]): string[] {
  if (take === 'whole') return [value];
  const toks = wordsOfNormalised(normaliseText(value));
  if (toks.length === 0) return [];
  if (take === 'first_token') return [toks[0]!];
  if (take === 'last_token') return toks.length > 1 ? [toks[toks.length - 1]!] : [];
  return [...new Set(toks)];
}

const LATIN = /^[a-z]+$/;
const pad = (n: number) => String(n).padStart(2, '0');

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
    // Every reading of an ambiguous date keys: 03/04/1970 keys both ways, so neither order is lost.
    case 'year':
      return [...new Set(readDate(value).map((r) => String(r.y)))];
    case 'year_month':
      return [...new Set(readDate(value).flatMap((r) => (r.m !== null ? [`${r.y}-${pad(r.m)}`] : [])))];
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

type PartCache = Map<string, string[]>;

function partValues(part: BlockingPart, record: Rec, cache?: PartCache): string[] {
  const id = `${part.field}\u0000${part.take}\u0000${part.transform}`;
  const hit = cache?.get(id);
  if (hit) return hit;
  const raw = asString(record[part.field]);
  const values = raw === null ? [] : [...new Set(taken(raw, part.take).flatMap((v) => transformed(v, part.transform)))];
  cache?.set(id, values);
  return values;
}

/** The keys one projected record has under one rule (none when a part is missing). */
export function ruleKeys(rule: BlockingRule, record: Rec, cache?: PartCache): string[] {
  let keys: string[][] = [[]];
  for (const part of rule.keys) {
    const values = partValues(part, record, cache);
    if (values.length === 0) return [];
    keys = keys.flatMap((k) => values.map((v) => [...k, v]));
  }
  return [...new Set(keys.map((k) => (rule.unordered ? [...k].sort() : k).join('\u0001')))];
}

/** Every rule's keys for one record; a part several rules share (the surname's sound) is read once. */
export function recordKeys(rules: readonly BlockingRule[], record: Rec): string[][] {
  const cache: PartCache = new Map();
  return rules.map((rule) => ruleKeys(rule, record, cache));
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
  const keys = records.map((r) => recordKeys(rules.rules, r));
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
