// Candidate generation for deduplicating a batch (Splink-style blocking): rules are data
// (blocking/<pack>.json, validated at load); each rule is a conjunction of keys read from a record's
// pack fields (after alias resolution) through a named transform, and a pair of records is a
// candidate when ANY rule gives both the same complete key. Blocks above max_block records are
// skipped and counted (a key that common carries no evidence and would swamp the batch).
// Kept in one module on purpose: the batch-linking verb will move it onto DuckDB.
// Hand-written: no maintained library does rule-based blocking over in-memory field maps.
import { readFileSync } from 'node:fs';
import Type, { type Static } from 'typebox';
import { Value } from 'typebox/value';
import doubleMetaphone from 'talisman/phonetics/double-metaphone.js';
import { readDate } from '../comparators/date.js';
import { asText } from '../comparators/types.js';
import { normaliseText, wordsOfNormalised } from '../normalise.js';
import type { RecordInput } from '../records.js';

const TRANSFORMS = ['text', 'first_token', 'last_token', 'first_initial', 'metaphone_first', 'metaphone_last', 'date', 'year'] as const;
type Transform = (typeof TRANSFORMS)[number];

const KeySchema = Type.Object(
  { field: Type.String({ pattern: '^[a-z][a-z0-9_]*$' }), transform: Type.Enum([...TRANSFORMS]) },
  { additionalProperties: false },
);
export const BlockingRulesSchema = Type.Object(
  {
    schema: Type.Literal('service.blocking_rules.v1'),
    pack: Type.String(),
    max_block: Type.Integer({ minimum: 2 }),
    note: Type.String({ minLength: 1 }),
    rules: Type.Array(
      Type.Object({ name: Type.String({ minLength: 1 }), keys: Type.Array(KeySchema, { minItems: 1 }) }, { additionalProperties: false }),
      { minItems: 1 },
    ),
  },
  { additionalProperties: false },
);
export type BlockingRules = Static<typeof BlockingRulesSchema>;

export function validateBlockingRules(file: string, data: unknown): BlockingRules {
  if (!Value.Check(BlockingRulesSchema, data)) {
    const first = [...Value.Errors(BlockingRulesSchema, data)][0];
    throw new Error(`blocking rules ${file}: ${first ? `${first.instancePath || '/'} ${first.message}` : 'invalid'}`);
  }
  return data;
}

/** The shipped rules of a pack (src/compare/blocking/<pack>.json). */
export function loadBlockingRules(pack: string): BlockingRules {
  const file = `blocking/${pack}.json`;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(new URL(`./${pack}.json`, import.meta.url), 'utf8'));
  } catch (err) {
    throw new Error(`blocking rules ${file}: cannot be read: ${(err as Error).message}`);
  }
  return validateBlockingRules(file, raw);
}

function words(value: string): string[] {
  return wordsOfNormalised(normaliseText(value).replace(/[^\p{L}\p{N}\s]/gu, ' '));
}

function metaphone(word: string | undefined): string {
  return word === undefined ? '' : (doubleMetaphone(word)[0] ?? '');
}

/** The key part a transform reads from a value ('' when it cannot: no key, the record is not blocked by the rule). */
export function keyPart(transform: Transform, raw: string): string {
  switch (transform) {
    case 'text':
      return words(raw).join(' ');
    case 'first_token':
      return words(raw)[0] ?? '';
    case 'last_token':
      return words(raw).at(-1) ?? '';
    case 'first_initial':
      return (words(raw)[0] ?? '').slice(0, 1);
    case 'metaphone_first':
      return metaphone(words(raw)[0]);
    case 'metaphone_last':
      return metaphone(words(raw).at(-1));
    case 'date': {
      const r = readDate(raw);
      return r.length === 1 && r[0]!.d !== null ? `${r[0]!.y}-${r[0]!.m}-${r[0]!.d}` : '';
    }
    case 'year': {
      const r = readDate(raw);
      return r.length > 0 ? String(r[0]!.y) : '';
    }
  }
}

export interface RuleBlocks {
  name: string;
  /** The fields the rule reads. */
  fields: string[];
  /** Pairs [i, j] (i < j) sharing a complete key of the rule, blocks above max_block skipped. */
  pairs: [number, number][];
  skippedBlocks: number;
}

/** Each rule's own candidate pairs (a pair may appear under several rules). */
export function blocksByRule(records: readonly RecordInput[], rules: BlockingRules): RuleBlocks[] {
  return rules.rules.map((rule) => {
    const blocks = new Map<string, number[]>();
    records.forEach((rec, i) => {
      const parts: string[] = [];
      for (const k of rule.keys) {
        const v = rec[k.field];
        const part = v === undefined || v === null ? '' : keyPart(k.transform, asText(v));
        if (part === '') return;
        parts.push(part);
      }
      const key = parts.join('\u0001');
      const list = blocks.get(key);
      if (list) list.push(i);
      else blocks.set(key, [i]);
    });
    const pairs: [number, number][] = [];
    let skippedBlocks = 0;
    for (const members of blocks.values()) {
      if (members.length < 2) continue;
      if (members.length > rules.max_block) {
        skippedBlocks++;
        continue;
      }
      for (let x = 0; x < members.length; x++) for (let y = x + 1; y < members.length; y++) pairs.push([members[x]!, members[y]!]);
    }
    return { name: rule.name, fields: [...new Set(rule.keys.map((k) => k.field))], pairs, skippedBlocks };
  });
}

export interface BlockingResult {
  /** Candidate pairs [i, j] with i < j, each once, in a deterministic order. */
  pairs: [number, number][];
  /** Per rule: how many pairs it proposed (before de-duplication across rules) and blocks skipped as too large. */
  perRule: { name: string; pairs: number; skippedBlocks: number }[];
}

/** Candidate pairs of a batch of records already projected onto the pack's fields: the union over rules. */
export function candidatePairs(records: readonly RecordInput[], rules: BlockingRules, byRule = blocksByRule(records, rules)): BlockingResult {
  const seen = new Set<number>();
  const pairs: [number, number][] = [];
  const n = records.length;
  for (const rule of byRule) {
    for (const [i, j] of rule.pairs) {
      const id = i * n + j;
      if (seen.has(id)) continue;
      seen.add(id);
      pairs.push([i, j]);
    }
  }
  return { pairs, perRule: byRule.map((r) => ({ name: r.name, pairs: r.pairs.length, skippedBlocks: r.skippedBlocks })) };
}
