// Person-name similarity: tokens aligned one-to-one regardless of order; a token pair scores 1.0 when
// equal, 0.95 when the equivalents lexicon says they are spellings of one name (Mohammed/Muhammad,
// Musa/Moses), 0.8 for an initial against the name it abbreviates, otherwise its Jaro-Winkler when
// that is ≥ 0.8 (typos), else nothing. Unmatched tokens on the longer side (a middle name, an
// initial) cost a quarter of a matched token, so "Adesola E. Okonkwo" stays close to "Adesola
// Okonkwo" while "John Smith" vs "Jane Smith" does not ride on the shared surname.
// Keying errors Jaro-Winkler misses: two adjacent letters swapped in a short name ("Kia"/"Kai",
// "Sam"/"Sma": its match window is zero below four letters) score 0.85; a name split or run
// together differently ("Talai Oli Veri"/"Talia Oliveri") is also read letters-only, whole, and
// scores 0.95 × the Jaro-Winkler of the two (when ≥ 0.9 and the lengths are within two letters,
// so a missing given name or surname is never mistaken for a split).
// A name recorded as one word on either side is flagged `partial`: "Nguyen" against "Isabella
// Vincent" may be a second family name, a married or maiden name or a nickname, so a low score there
// says the recorded parts differ, not that the names conflict (no refutation; the score still counts).
import { normaliseText, wordsOfNormalised } from '../normalise.js';
import { jaroWinklerAtLeast } from '../similarity.js';
import { areEquivalentNames } from './nameEquivalents.js';
import { alignTokens } from './tokenAlign.js';
import type { ComparatorResult, FieldValue } from './types.js';
import { asText } from './types.js';

const TYPO_FLOOR = 0.8;
const EXTRA_TOKEN_COST = 0.25;
const SWAP_SCORE = 0.85;
const JOINED_FLOOR = 0.9;
const JOINED_DISCOUNT = 0.95;
const JOINED_LENGTH_SLACK = 2;
/** Jaro-Winkler is quadratic: no person's name runs longer than this when read whole. */
const JOINED_MAX_LENGTH = 64;

/** Same letters with exactly one pair of adjacent letters swapped (at least three letters). */
function isAdjacentSwap(x: string, y: string): boolean {
  if (x.length !== y.length || x.length < 3) return false;
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  if (i >= x.length - 1 || x[i] !== y[i + 1] || x[i + 1] !== y[i]) return false;
  for (let j = i + 2; j < x.length; j++) if (x[j] !== y[j]) return false;
  return true;
}

export function nameTokenScore(x: string, y: string): number {
  if (x === y) return 1;
  if (areEquivalentNames(x, y)) return 0.95;
  if (x.length === 1 || y.length === 1) {
    // An initial only stands for a name that starts with it (never for another initial).
    return x.length !== y.length && x[0] === y[0] ? 0.8 : 0;
  }
  const jw = jaroWinklerAtLeast(x, y, TYPO_FLOOR);
  return jw === 0 && isAdjacentSwap(x, y) ? SWAP_SCORE : jw;
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
  const aligned = Math.min(1, matched / (short + EXTRA_TOKEN_COST * (long - short)));
  return ta.length === tb.length ? aligned : Math.max(aligned, joinedSimilarity(ta.join(''), tb.join('')));
}

/** The two names read as one run of letters each (split or joined differently), or 0. */
function joinedSimilarity(x: string, y: string): number {
  if (Math.abs(x.length - y.length) > JOINED_LENGTH_SLACK || x.length > JOINED_MAX_LENGTH) return 0;
  const jw = jaroWinklerAtLeast(x, y, JOINED_FLOOR);
  return jw === 0 ? 0 : JOINED_DISCOUNT * jw;
}

/** True when either name is a single word once normalised (a partly recorded name). */
function isPartialPair(rawA: string, rawB: string): boolean {
  return wordsOfNormalised(normaliseText(rawA)).length === 1 || wordsOfNormalised(normaliseText(rawB)).length === 1;
}

export function compareNames(a: FieldValue, b: FieldValue): ComparatorResult {
  const x = asText(a);
  const y = asText(b);
  const sim = personNameSimilarity(x, y);
  return sim < 1 && isPartialPair(x, y) ? { sim, partial: true } : { sim };
}
