// Comparison levels of the Fellegi-Sunter model (train/levels.json, validated at load): where a
// comparator's similarity becomes exact, close, partial or a disagreement, per comparator kind; and
// which kinds get a term-frequency adjustment on exact agreement. The cut points are copied into
// every trained parameter file, so a decision made with a file never depends on this table again.
import Type from 'typebox';
import type { ComparatorKind } from '../comparators/types.js';
import { normaliseCategory } from '../comparators/category.js';
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

/** Level index: 0 exact, 1 close, 2 partial, 3 disagree. */
export function levelIndex(sim: number, cuts: LevelCuts): number {
  if (sim >= EXACT_AT) return 0;
  if (sim >= cuts.close) return 1;
  if (sim >= cuts.partial) return 2;
  return 3;
}

export const LEVEL_NAMES: readonly Level[] = ['exact', 'close', 'partial', 'disagree'];

/** The tokens whose frequencies estimate how common a value is (distinct, in any script). */
export function tfTokens(kind: ComparatorKind, value: string): string[] {
  const text = kind === 'category' ? normaliseCategory(value) : normaliseText(value);
  return [...new Set(wordsOfNormalised(text))];
}
