// The one door from /places to the shared gazetteer and name lexicon (src/lexicon/, owned by the
// lexicon work): place spans in text, name look-ups for address localities, and a person-name check
// that keeps cue-licensed guesses (`Give it to Grace`) from reading as places.
import { findGazetteerPlaces, lookupPlace as lookupGazetteer } from '../lexicon/gazetteer.js';
import { nameTokenStrength } from '../lexicon/names.js';
import { isEnglishWord } from '../lexicon/stopWords.js';

/** The lexicon's lookup key of a word (lower case, accents and separators folded), for word lists of /places. */
export { foldKey as lexiconKey } from '../lexicon/fold.js';

export interface GazetteerHit {
  start: number; // UTF-16
  end: number; // UTF-16
  name: string;
  kind: string; // city | country | region | neighbourhood
  country: string | null; // ISO 3166-1 alpha-2 when known
  population?: number;
}

export interface GazetteerEntry {
  name: string;
  kind: string;
  country: string | null;
  population?: number;
  curated?: boolean; // listed by the project's own African lists, not only by the world data
}

/** Known places in a text (UTF-16 offsets), longest first, never overlapping. */
export function gazetteerPlaces(text: string): readonly GazetteerHit[] {
  return findGazetteerPlaces(text);
}

/** The best gazetteer entry for a name (countries first, then cities by size), or null. */
export function lookupPlace(name: string): GazetteerEntry | null {
  return lookupGazetteer(name)[0] ?? null;
}

// A small town that shares a common person's name (`Ngozi`, `Mary`) reads as the person unless a
// static place word stands before it (`in Ngozi`).
const SMALL_TOWN = 150_000;
const STATIC_PLACE_WORD_BEFORE = /(?:^|[^\p{L}])(?:in|at|near|around|outside|inside|of)[ \t]+$/iu;

/** True when a one-word gazetteer hit is more likely a person (`send the money to Ngozi`). */
export function personNamedTown(text: string, hit: GazetteerHit): boolean {
  const written = text.slice(hit.start, hit.end);
  if (/[ \t]/.test(written) || hit.kind !== 'city' || (hit.population ?? 0) >= SMALL_TOWN) return false;
  if (nameTokenStrength(written) !== 'strong') return false;
  // any big or curated place of that name (`Geneva` is also a small US town) keeps it a place
  if (lookupGazetteer(written).some((e) => e.curated || (e.population ?? 0) >= SMALL_TOWN)) return false;
  return !STATIC_PLACE_WORD_BEFORE.test(text.slice(Math.max(0, hit.start - 12), hit.start));
}

/** True when every word of a phrase is a person's given or family name (`Grace`, `Chinedu Okeke`). */
export function looksLikePersonName(phrase: string): boolean {
  const words = phrase.split(/[ \t]+/).filter((w) => /^\p{L}/u.test(w));
  if (words.length === 0) return false;
  return words.every((w) => {
    const strength = nameTokenStrength(w);
    return strength === 'strong' || strength === 'soft' || strength === 'verbLike';
  });
}

/**
 * True when a one-word cue-licensed guess is more likely an ordinary noun, an acronym or a brand
 * (`to Finance`, `from Management`, `to HR`, `to WhatsApp`) than an unknown place.
 */
export function looksLikeNonPlaceWord(phrase: string): boolean {
  if (/[ \t,]/.test(phrase)) return false;
  if (/^\p{Lu}{1,4}$/u.test(phrase)) return true;
  if (/\p{Ll}\p{Lu}/u.test(phrase)) return true;
  return isEnglishWord(phrase);
}
