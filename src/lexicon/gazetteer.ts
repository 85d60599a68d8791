// World gazetteer: finds city, country, region and neighbourhood names in text and looks names up.
// Shared by the location detector, /extract and /places. Matching is longest-first over runs of words
// that start with a capital (so "lagos" in lower case is not a place), diacritic-insensitive, with a
// stop-list for one-word places that are usually ordinary words ("March", "Nice to meet you").
// Offsets are UTF-16 indices into the JS string (convert with src/core/offsets.ts at the boundary).
import { memoiseString } from '../core/memo.js';
import { foldKey, startsUpper, writtenWords } from './fold.js';
import { buildGazetteerIndex, type GazetteerEntry, type GazetteerIndex, type PlaceKind } from './gazetteerIndex.js';
import { isEnglishWord, placeStopList } from './stopWords.js';

export type { GazetteerEntry, PlaceKind } from './gazetteerIndex.js';

export interface GazetteerHit {
  /** UTF-16 start (inclusive). */
  start: number;
  /** UTF-16 end (exclusive). */
  end: number;
  /** Display name of the best entry (e.g. "Johannesburg" for "Joburg", "Côte d'Ivoire" for "Ivory Coast"). */
  name: string;
  kind: PlaceKind;
  /** ISO 3166-1 alpha-2. */
  country: string;
  population?: number;
}

// Words: letters (with marks), joined by internal apostrophes or hyphens ("Murang'a", "Sekondi-Takoradi").
// A place starts with a capitalised word that does not continue another word.
const CAPITALISED_WORD = /(?<![\p{L}\p{M}])\p{Lu}[\p{L}\p{M}]*(?:['’\-‐][\p{L}\p{M}]+)*/gu;
// The next word of the same name: after spaces on one line, or an abbreviation dot ("St. Louis").
const NEXT_WORD = /(?:[ \t\u00a0]{1,3}|\.[ \t\u00a0]{0,2})(\p{L}[\p{L}\p{M}]*(?:['’\-‐][\p{L}\p{M}]+)*)/uy;
const PREVIOUS_WORD = /(\p{L}+)[ \t\u00a0]+$/u;

/** A city this big is taken for the city even when its name is also an English word. */
const BIG_CITY = 300_000;

let index: GazetteerIndex | undefined;

function gazetteer(): GazetteerIndex {
  index ??= buildGazetteerIndex();
  return index;
}

/** Loads the gazetteer now (start-up warm-up); otherwise it loads on first use. */
export function warmGazetteer(): void {
  gazetteer();
}

/** Every entry known under this name (any alias or language), best first: countries, then cities by size. */
export function lookupPlace(name: string): readonly GazetteerEntry[] {
  return placesNamed(name);
}

const NO_PLACES: readonly GazetteerEntry[] = Object.freeze([]);
/** A capitalised word as written → its folded key when some place name starts with it, else ''. */
const flaggedKey = memoiseString((word: string): string => {
  const key = foldKey(word);
  return gazetteer().flags.has(key) ? key : '';
}, 4096);
// Names as written → entries, for the names of recent texts: the same capitalised words recur, and the
// small table stays in the CPU caches where the gazetteer's does not (src/core/memo.ts). The index never
// changes once built.
const placesNamed = memoiseString((name: string): readonly GazetteerEntry[] => gazetteer().byKey.get(foldKey(name)) ?? NO_PLACES, 4096);

/**
 * foldKey of a name or word as written, for the names of recent texts (a place hit's text, the next word of a
 * growing phrase): the same ones recur, and a name with a space or an accent takes foldKey's slow path.
 */
const foldedKey = memoiseString(foldKey, 4096);

/** True when some place name of two or more words starts with this word ("new" of "New Delhi"); memoised per word. */
export const isPlaceNamePrefix = memoiseString((word: string): boolean => gazetteer().prefixes.has(foldKey(word)), 4096);

/** A gazetteer form's words (memoised: the forms of the places a text names recur). */
const formWords = memoiseString(writtenWords, 4096);

/** Capitals of the text (its words `a`, writtenWords) must match the capitals of the name ("Dar es Salaam", not "dar es salaam"). */
function capitalsAgree(a: readonly string[], form: string): boolean {
  const b = formWords(form);
  if (a.length === 0 || !startsUpper(a[0]!)) return false;
  if (a.length !== b.length) return true;
  for (let i = 0; i < a.length; i++) if (startsUpper(b[i]!) && !startsUpper(a[i]!)) return false;
  return true;
}

let lastText: string | undefined;
let lastHits: readonly GazetteerHit[] = [];

/**
 * Finds places, longest match first, left to right; hits never overlap. The last text's answer is
 * remembered (the name and location detectors, /extract and /places ask for the same text), so the
 * result is read-only.
 */
export function findGazetteerPlaces(text: string): readonly GazetteerHit[] {
  if (text === lastText) return lastHits;
  const hits = scanPlaces(text);
  for (const h of hits) Object.freeze(h);
  lastText = text;
  lastHits = Object.freeze(hits);
  return lastHits;
}

function scanPlaces(text: string): GazetteerHit[] {
  const { byKey, prefixes } = gazetteer();
  const hits: Array<GazetteerHit & { words: number }> = [];
  // Only capitalised words can start a place; the phrase then grows word by word (lower-case words
  // included: "Dar es Salaam") while it is the prefix of some name. Nothing is built for other words.
  // The module's own regexes, reset here: no copy per call (issue 19); nothing in the loop re-enters scanPlaces.
  const starts = CAPITALISED_WORD;
  const next = NEXT_WORD;
  starts.lastIndex = 0;
  for (let m = starts.exec(text); m !== null; m = starts.exec(text)) {
    const start = m.index;
    if (insideAddressOrDomain(text, start, start + m[0].length)) continue;
    const first = flaggedKey(m[0]);
    if (first === '') continue; // most capitalised words: one small-table lookup, no allocation
    const ends: number[] = [m.index + m[0].length];
    const keys: string[] = [first];
    let key = first;
    while (prefixes.has(key)) {
      next.lastIndex = ends[ends.length - 1]!;
      const w = next.exec(text);
      if (!w) break;
      key = `${key} ${foldedKey(w[1]!)}`;
      keys.push(key);
      ends.push(next.lastIndex);
    }
    for (let j = keys.length - 1; j >= 0; j--) {
      const all = byKey.get(keys[j]!);
      if (!all) continue;
      // A trailing abbreviation dot belongs to the name only when the name is written with it ("U.K.").
      let end = ends[j]!;
      if (text[end] === '.' && all.some((e) => e.form.endsWith('.'))) end += 1;
      const written = text.slice(start, end);
      const words = writtenWords(written);
      const best = all.find((e) => capitalsAgree(words, e.form));
      if (!best) continue;
      const hit: GazetteerHit & { words: number } = { start, end, name: best.name, kind: best.kind, country: best.country, words: j + 1 };
      if (best.population !== undefined) hit.population = best.population;
      hits.push(hit);
      starts.lastIndex = end;
      break;
    }
  }
  return filterStopWords(text, hits).map(({ words: _w, ...hit }) => hit);
}

const LETTER = /\p{L}/u;

/** "user@Nairobi.co.ke", "www.Lagos.gov.ng", "Nairobi@..." are parts of an address, not places ("U.K." is). */
function insideAddressOrDomain(text: string, start: number, end: number): boolean {
  const before = text[start - 1];
  if (before === '@' || before === '.' || before === '/' || before === '_') return true;
  const after = text[end];
  if (after === '@' || after === '_') return true;
  return after === '.' && end - start > 1 && LETTER.test(text[end + 1] ?? '');
}

/** Drops one-word hits that are usually ordinary words, unless a place cue or a qualifier supports them. */
function filterStopWords(text: string, hits: Array<GazetteerHit & { words: number }>): Array<GazetteerHit & { words: number }> {
  const stops = placeStopList();
  return hits.filter((hit, n) => {
    const written = text.slice(hit.start, hit.end);
    const key = foldedKey(written);
    if (hit.words > 1) return !stops.never.has(key);
    if (written.length <= 2) return written === written.toUpperCase() && hit.kind === 'country';
    if (stops.never.has(key)) return false;
    // Countries, curated places and big cities ("Cologne", "Cork" is not) are places even when also a word.
    const protectedEntry =
      hit.kind === 'country' || lookupPlace(written).some((e) => e.curated || e.capital || (e.population ?? 0) >= BIG_CITY);
    const ambiguous = stops.ambiguous.has(key) || (!protectedEntry && isEnglishWord(written));
    if (!ambiguous) return true;
    return hasPlaceCue(text, hit.start) || qualifiedByNext(text, hit, hits[n + 1]);
  });
}

function hasPlaceCue(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 16), start);
  const m = PREVIOUS_WORD.exec(before);
  return m !== null && placeStopList().cues.has(m[1]!.toLowerCase());
}

/** "Reading, UK", "Mobile, Alabama": the next hit follows after a comma. */
function qualifiedByNext(text: string, hit: GazetteerHit, next: GazetteerHit | undefined): boolean {
  if (!next) return false;
  return /^,[ \t\u00a0]*$/.test(text.slice(hit.end, next.start));
}
