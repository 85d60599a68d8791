// Person-name similarity: tokens aligned one-to-one regardless of order; a token pair scores 1.0 when
// equal, 0.95 when the equivalents lexicon says they are spellings of one name (Mohammed/Muhammad,
// Musa/Moses), 0.8 for an initial against the name it abbreviates, otherwise its Jaro-Winkler when
// that is ≥ 0.8 (typos), else nothing. Unmatched tokens on the longer side (a middle name, an
// initial) cost a quarter of a matched token, so "Adesola E. Okonkwo" stays close to "Adesola
// Okonkwo" while "John Smith" vs "Jane Smith" does not ride on the shared surname.
import { normaliseText, wordsOfNormalised } from '../normalise.js';
import { jaroWinklerAtLeast } from '../similarity.js';
import { areEquivalentNames } from './nameEquivalents.js';
import { alignTokens } from './tokenAlign.js';
import type { ComparatorResult, FieldValue } from './types.js';
import { asText } from './types.js';

const TYPO_FLOOR = 0.8;
const EXTRA_TOKEN_COST = 0.25;

export function nameTokenScore(x: string, y: string): number {
  if (x === y) return 1;
  if (areEquivalentNames(x, y)) return 0.95;
  if (x.length === 1 || y.length === 1) {
    // An initial only stands for a name that starts with it (never for another initial).
    return x.length !== y.length && x[0] === y[0] ? 0.8 : 0;
  }
  return jaroWinklerAtLeast(x, y, TYPO_FLOOR);
}

/** Similarity of two person names in [0, 1]. */
export function personNameSimilarity(rawA: string, rawB: string): number {
  const a = normaliseText(rawA);
  const b = normaliseText(rawB);
  if (a === '' || b === '') return 0;
  if (a === b) return 1;
  const ta = wordsOfNormalised(a);
  const tb = wordsOfNormalised(b);
  if (ta.length === 0 || tb.length === 0) return 0;
  // Same letters split differently ("Mac Donald" / "MacDonald", "Abu Bakar" / "Abubakar").
  if (ta.join('') === tb.join('')) return 0.98;
  const pairs = alignTokens(ta, tb, nameTokenScore);
  let matched = 0;
  for (const p of pairs) matched += p.score;
  const short = Math.min(ta.length, tb.length);
  const long = Math.max(ta.length, tb.length);
  return Math.min(1, matched / (short + EXTRA_TOKEN_COST * (long - short)));
}

export function compareNames(a: FieldValue, b: FieldValue): ComparatorResult {
  return { sim: personNameSimilarity(asText(a), asText(b)) };
}
