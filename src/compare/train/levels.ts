// Comparison levels of the Fellegi-Sunter model (train/levels.json, validated at load): where a
// comparator's similarity becomes exact, close, partial or a disagreement, per comparator kind; and
// which kinds get a term-frequency adjustment on exact agreement. The cut points are copied into
// every trained parameter file, so a decision made with a file never depends on this table again.
import Type from 'typebox';
import type { ComparatorKind } from '../comparators/types.js';
import { normaliseCategory } from '../comparators/category.js';
import { readDate } from '../comparators/date.js';
import { normaliseText, wordsOfNormalised } from '../normalise.js';
import type { Level } from './params.js';
import { loadDataFile } from '../../core/dataFile.js';

const Cuts = Type.Object({ close: Type.Number({ minimum: 0, maximum: 1 }), partial: Type.Number({ minimum: 0, maximum: 1 }) }, { additionalProperties: false });
/** The schema of levels.json (exported for the broken-copy test). */
export const LevelsSchema = Type.Object(
  {
    schema: Type.Literal('service.comparison_levels.v1'),
    note: Type.String({ minLength: 1 }),
    default: Cuts,
    kinds: Type.Record(Type.String(), Cuts),
    tf_kinds: Type.Array(Type.String()),
    partial_kinds: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);

export interface LevelCuts {
  close: number;
  partial: number;
}

const TABLE = loadDataFile(new URL('./levels.json', import.meta.url), LevelsSchema);

export const EXACT_AT = 0.99;

export function cutsFor(kind: ComparatorKind): LevelCuts {
  const c = TABLE.kinds[kind] ?? TABLE.default;
  return { close: c.close, partial: c.partial };
}

export function usesTermFrequency(kind: ComparatorKind): boolean {
  return TABLE.tf_kinds.includes(kind);
}

/** Suffix of the comparison that learns a kind's partly recorded values apart (`name` → `name.partial`). */
export const PARTIAL_SUFFIX = '.partial';

/** True when a kind's partly recorded values (a one-word name) are a comparison of their own (levels.json partial_kinds). */
export function splitsPartial(kind: ComparatorKind): boolean {
  return TABLE.partial_kinds.includes(kind);
}

/** Level index: 0 exact, 1 close, 2 partial, 3 disagree. */
export function levelIndex(sim: number, cuts: LevelCuts): number {
  if (sim >= EXACT_AT) return 0;
  if (sim >= cuts.close) return 1;
  if (sim >= cuts.partial) return 2;
  return 3;
}

const two = (n: number) => String(n).padStart(2, '0');

export const LEVEL_NAMES: readonly Level[] = ['exact', 'close', 'partial', 'disagree'];

/** The tokens whose frequencies estimate how common a value is (distinct, in any script). */
export function tfTokens(kind: ComparatorKind, value: string): string[] {
  // A date is one value, read to its digits whatever its written form: how many records carry that date.
  if (kind === 'date') {
    const r = readDate(value)[0];
    if (r) return [`${r.y}${two(r.m ?? 0)}${two(r.d ?? 0)}`];
    const words = wordsOfNormalised(normaliseText(value));
    return words.length === 0 ? [] : [words.join('')];
  }
  const text = kind === 'category' ? normaliseCategory(value) : normaliseText(value);
  return [...new Set(wordsOfNormalised(text))];
}
