// Blocking rules (blocking.json): for each pack, the keys that make two records a candidate pair. This
// module validates the file once at load (TypeBox, and every field named must be a field of its pack)
// and turns one projected record into its key strings, rule by rule. The join itself runs as SQL on
// DuckDB (candidates.ts); keys are computed here because the phonetic and date readings are the
// comparators' own (one home for what "the same name sound" or "the same date" means).
import { readFileSync } from 'node:fs';
import doubleMetaphone from 'talisman/phonetics/double-metaphone.js';
import Type from 'typebox';
import { Compile } from 'typebox/compile';
import { readDate } from '../compare/comparators/date.js';
import type { FieldValue } from '../compare/comparators/types.js';
import { normaliseId, normaliseText, wordsOfNormalised } from '../compare/normalise.js';
import { findPack } from '../compare/packs.js';

const TAKES = ['whole', 'first_token', 'last_token', 'each_token'] as const;
const TRANSFORMS = ['fold', 'alnum', 'last9digits', 'phonetic', 'initial', 'year', 'date'] as const;

const Part = Type.Object(
  {
    field: Type.String({ minLength: 1 }),
    take: Type.Union(TAKES.map((t) => Type.Literal(t))),
    transform: Type.Union(TRANSFORMS.map((t) => Type.Literal(t))),
  },
  { additionalProperties: false },
);
const Rule = Type.Object(
  {
    name: Type.String({ pattern: '^[a-z][a-z0-9_+]*$' }),
    keys: Type.Array(Part, { minItems: 1, maxItems: 4 }),
    unordered: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
const PackRules = Type.Object(
  { max_block: Type.Integer({ minimum: 2 }), rules: Type.Array(Rule, { minItems: 1 }) },
  { additionalProperties: false },
);
const BlockingFile = Type.Object(
  { schema: Type.Literal('service.blocking.v1'), note: Type.String(), packs: Type.Record(Type.String(), PackRules) },
  { additionalProperties: false },
);

// The schema's unions are built from the lists above, which TypeBox cannot narrow: the validated shapes
// are spelled out here.
export interface BlockingPart {
  field: string;
  take: (typeof TAKES)[number];
  transform: (typeof TRANSFORMS)[number];
}
export interface BlockingRule {
  name: string;
  keys: BlockingPart[];
  unordered?: boolean;
}
export interface BlockingRules {
  max_block: number;
  rules: BlockingRule[];
}

/** Validates the parsed file; names the path of the first bad entry. */
export function validateBlocking(raw: unknown, file = 'blocking.json'): ReadonlyMap<string, BlockingRules> {
  const check = Compile(BlockingFile);
  if (!check.Check(raw)) {
    const e = check.Errors(raw)[0];
    throw new Error(`blocking rules ${file}: ${e ? `${e.instancePath || '(root)'} ${e.message}` : 'do not fit their schema'}`);
  }
  const packs = (raw as { packs: Record<string, BlockingRules> }).packs;
  for (const [name, rules] of Object.entries(packs)) {
    const pack = findPack(name);
    if (!pack) throw new Error(`blocking rules ${file}: /packs/${name} names no entity pack`);
    const seen = new Set<string>();
    rules.rules.forEach((rule, i) => {
      if (seen.has(rule.name)) throw new Error(`blocking rules ${file}: /packs/${name}/rules/${i}/name repeats ${rule.name}`);
      seen.add(rule.name);
      if (rule.keys.filter((k) => k.take === 'each_token').length > 1) {
        throw new Error(`blocking rules ${file}: /packs/${name}/rules/${i} may take each_token from one part only`);
      }
      rule.keys.forEach((k, j) => {
        if (!pack.fieldKeys.has(k.field)) throw new Error(`blocking rules ${file}: /packs/${name}/rules/${i}/keys/${j}/field is not a field of the ${name} pack`);
      });
    });
  }
  return new Map(Object.entries(packs));
}

const RULES = validateBlocking(JSON.parse(readFileSync(new URL('./blocking.json', import.meta.url), 'utf8')));

/** The blocking rules of a pack (by its own name), or undefined when it has none. */
export function blockingRulesFor(pack: string): BlockingRules | undefined {
  return RULES.get(pack);
}

function tokensOf(value: string): string[] {
  return wordsOfNormalised(normaliseText(value));
}

function taken(value: string, take: (typeof TAKES)[number]): string[] {
  if (take === 'whole') return [value];
  const toks = tokensOf(value);
  if (toks.length === 0) return [];
  if (take === 'first_token') return [toks[0]!];
  if (take === 'last_token') return [toks[toks.length - 1]!];
  return [...new Set(toks)];
}

const LATIN = /^[a-z]+$/;

function transformed(value: string, transform: (typeof TRANSFORMS)[number]): string[] {
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
    case 'year':
      return [...new Set(readDate(value).map((r) => String(r.y)))];
    case 'date':
      // Every full reading: an ambiguous 03/04/1970 keys both ways, so neither order is lost.
      return [...new Set(readDate(value).flatMap((r) => (r.m !== null && r.d !== null ? [`${r.y}-${r.m}-${r.d}`] : [])))];
  }
}

function asString(value: FieldValue | undefined): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number') return String(value);
  return null;
}

type PartCache = Map<string, string[]>;

function partValues(part: BlockingPart, record: Readonly<Record<string, FieldValue>>, cache?: PartCache): string[] {
  const id = `${part.field}\u0000${part.take}\u0000${part.transform}`;
  const hit = cache?.get(id);
  if (hit) return hit;
  const raw = asString(record[part.field]);
  const values = raw === null ? [] : [...new Set(taken(raw, part.take).flatMap((v) => transformed(v, part.transform)))];
  cache?.set(id, values);
  return values;
}

/** The keys one projected record has under one rule (none when a part is missing). */
export function ruleKeys(rule: BlockingRule, record: Readonly<Record<string, FieldValue>>, cache?: PartCache): string[] {
  let keys: string[][] = [[]];
  for (const part of rule.keys) {
    const values = partValues(part, record, cache);
    if (values.length === 0) return [];
    keys = keys.flatMap((k) => values.map((v) => [...k, v]));
  }
  return [...new Set(keys.map((k) => (rule.unordered ? [...k].sort() : k).join('\u0001')))];
}

/** Every rule's keys for one record; a part shared by several rules (the surname's sound) is read once. */
export function recordKeys(rules: readonly BlockingRule[], record: Readonly<Record<string, FieldValue>>): string[][] {
  const cache: PartCache = new Map();
  return rules.map((rule) => ruleKeys(rule, record, cache));
}
