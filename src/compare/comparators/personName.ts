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
// Short forms (data/name-equivalents.json short_forms: Bob/Robert, Tunde/Babatunde, Kojo/Kwadwo)
// score 0.9 per token. Names in Cyrillic, Greek or Arabic script are compared in their Latin
// transliteration (transliterate.ts; the token tables stay ASCII, so such names still cannot show
// that they are rare); a name from Arabic script, which writes no short vowels, also
// agrees with a Latin spelling with the same consonant skeleton (محمد / Mohammed: mhmd) at 0.9.
// Names in a script with no table (王杰 against Wang Jie) cannot be read: the comparator abstains
// (null), never refutes. Generational suffixes (Jr, Sr, II, III, IV, Junior, Senior) are set aside
// before aligning; when both names carry one and they differ (father and son), the names conflict:
// the similarity is capped at 0.25 and the result is flagged `conflict`.
import { normaliseText, wordsOfNormalised } from '../normalise.js';
import { jaroWinklerAtLeast } from '../similarity.js';
import { hasArabicScript, transliterate, unreadScripts } from '../transliterate.js';
import { areEquivalentNames, areShortForms } from './nameEquivalents.js';
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
const SHORT_FORM_SCORE = 0.9;
const SKELETON_SCORE = 0.9;
const SUFFIX_CONFLICT_CAP = 0.25;

/** Generational suffixes and their generation (Jr and II both name the second). */
const SUFFIXES: ReadonlyMap<string, number> = new Map([
  ['sr', 1], ['snr', 1], ['senior', 1],
  ['jr', 2], ['jnr', 2], ['junior', 2], ['ii', 2], ['2nd', 2],
  ['iii', 3], ['3rd', 3], ['iv', 4], ['4th', 4],
]);
const SKELETON_DROP = /[aeiouyw]/g;
const DOUBLED = /(.)\1+/g;

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
  if (areShortForms(x, y)) return SHORT_FORM_SCORE;
  if (x.length === 1 || y.length === 1) {
    // An initial only stands for a name that starts with it (never for another initial).
    return x.length !== y.length && x[0] === y[0] ? 0.8 : 0;
  }
  const jw = jaroWinklerAtLeast(x, y, TYPO_FLOOR);
  return jw === 0 && isAdjacentSwap(x, y) ? SWAP_SCORE : jw;
}

/** Consonant skeleton of a Latin token: q as k, vowels, w and y dropped, doubled letters once. */
function skeleton(token: string): string {
  return token.replace(/q/g, 'k').replace(SKELETON_DROP, '').replace(DOUBLED, '$1');
}

function skeletonTokenScore(x: string, y: string): number {
  const plain = nameTokenScore(x, y);
  if (plain >= SKELETON_SCORE) return plain;
  const sx = skeleton(x);
  return sx !== '' && sx === skeleton(y) ? SKELETON_SCORE : plain;
}

/** The generation a name's last word states (Jr → 2), and the words without it. */
function splitSuffix(words: string[]): { words: string[]; generation: number | undefined } {
  if (words.length < 3) return { words, generation: undefined };
  const generation = SUFFIXES.get(words[words.length - 1]!);
  return generation === undefined ? { words, generation } : { words: words.slice(0, -1), generation };
}

export interface NameComparison {
  sim: number;
  /** Both names state a generation and they differ (father and son). */
  suffixConflict: boolean;
}

/** Two person names compared, or null when they are not written in scripts both can be read in. */
export function comparePersonNames(rawA: string, rawB: string): NameComparison | null {
  const a = transliterate(normaliseText(rawA));
  const b = transliterate(normaliseText(rawB));
  if (a === '' || b === '') return { sim: 0, suffixConflict: false };
  if (a === b) return { sim: 1, suffixConflict: false };
  if (unreadScripts(a) !== unreadScripts(b)) return null;
  const sa = splitSuffix(wordsOfNormalised(a));
  const sb = splitSuffix(wordsOfNormalised(b));
  const sim = wordsSimilarity(sa.words, sb.words, hasArabicScript(rawA) || hasArabicScript(rawB));
  const suffixConflict = sa.generation !== undefined && sb.generation !== undefined && sa.generation !== sb.generation;
  return { sim: suffixConflict ? Math.min(sim, SUFFIX_CONFLICT_CAP) : sim, suffixConflict };
}

/** Similarity of two person names in [0, 1] (0 when they cannot be compared). */
export function personNameSimilarity(rawA: string, rawB: string): number {
  return comparePersonNames(rawA, rawB)?.sim ?? 0;
}

function wordsSimilarity(ta: string[], tb: string[], arabic: boolean): number {
  if (ta.length === 0 || tb.length === 0) return 0;
  if (ta.length === tb.length && ta.every((t, i) => t === tb[i])) return 1;
  // Same letters split differently ("Mac Donald" / "MacDonald", "Abu Bakar" / "Abubakar").
  if (ta.join('') === tb.join('')) return 0.98;
  if (arabic && skeleton(ta.join('')) === skeleton(tb.join(''))) return SKELETON_SCORE;
  const pairs = alignTokens(ta, tb, arabic ? skeletonTokenScore : nameTokenScore);
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

export function compareNames(a: FieldValue, b: FieldValue): ComparatorResult | null {
  const x = asText(a);
  const y = asText(b);
  const r = comparePersonNames(x, y);
  if (r === null) return null;
  if (r.suffixConflict) return { sim: r.sim, conflict: true };
  return r.sim < 1 && isPartialPair(x, y) ? { sim: r.sim, partial: true } : { sim: r.sim };
}
