// PII-4-LOCATION: cities, countries, regions and neighbourhoods from the gazetteer
// (src/lexicon/gazetteer.ts), plus unlisted places announced by a phrase ("grew up in SUND",
// cuedPlaces.ts; less sure, no country). A place word inside a person's name ("Florence
// Nightingale", "Paris Hilton") is the name, not a place, so hits inside name spans are dropped.
import { foldText } from '../../core/fold.js';
import { findGazetteerPlaces, type GazetteerHit, lookupPlace, type PlaceKind } from '../../lexicon/gazetteer.js';
import { isNameOpener } from '../../lexicon/names.js';
import { writtenInAnotherLanguage } from '../../lexicon/stopWords.js';
import { rawSpan } from '../patterns/span.js';
import type { Detector, RawSpan } from '../types.js';
import { CUED_PLACE_CONFIDENCE, findCuedPlaces } from './cuedPlaces.js';
import { firms } from './nameContext.js';
import { HAS_CAPITAL } from './nameLists.js';
import { LOWER_CASE_PLACE_CUES } from './placeCueWords.js';
import { findNameSpans, type NameSpan } from './nameSpans.js';
import { allMatches } from '../../core/matches.js';
import { withoutVesselNames } from '../tagger/refine.js';

export const LOCATION_DETECTOR = 'locations_gazetteer';
/** The reference's confidence for a gazetteer place. */
const LOCATION_CONFIDENCE = 0.9;

/** Gazetteer hits that are not part of a person's name (both lists sorted by start). */
export function placesOutsideNames(hits: readonly GazetteerHit[], names: readonly NameSpan[]): GazetteerHit[] {
  const out: GazetteerHit[] = [];
  let n = 0;
  for (const hit of hits) {
    while (n < names.length && names[n]!.end <= hit.start) n++;
    const name = names[n];
    if (name && name.start < hit.end && hit.start < name.end) continue;
    out.push(hit);
  }
  return out;
}

/** A place found in a text (UTF-16 offsets); `kind` `unlisted` and no country for a cued, unlisted place. */
export interface FoundPlace {
  start: number;
  end: number;
  confidence: number;
  /** Display name of the gazetteer entry (absent for an unlisted place). */
  name?: string;
  kind: PlaceKind | 'unlisted';
  country?: string;
}

// "Boston Consulting Group", "Conway Inc.": a place name that opens an organisation's name is the organisation's.
const ORG_AFTER = /^[ \t]+(?:Inc|Ltd|LLC|LLP|PLC|Corp|Corporation|Group|Technologies|Consulting|Lines|Associates|Partners|Holdings|Capital|Investments|Industries|Airlines|Motors)\b/u;
// ...unless the place is inside the name already ("First Bank of Nigeria PLC" keeps Nigeria).
const IN_NAME_BEFORE = /(?:^|[^\p{L}])(?:of|OF|Of|de|du)[ \t]+$/u;
// "Mr. Matthews", "Dr. Burke": after a title it is a person.
const TITLE_BEFORE = /(?:^|[^\p{L}])(?:Mr|Mrs|Ms|Dr|Prof)\.?[ \t]+$/u;
// "Cyprus (Greek)", "Unionville (Orange)": a qualifier in brackets right after a place belongs to it.
const QUALIFIER_AFTER = /^[ \t]?\(\p{Lu}[\p{L}\p{M}]*(?:[ \t]\p{Lu}[\p{L}\p{M}]*)?\)/u;
// "Lekki Phase 1", "Magodo Phase 2", "Kubwa Phase IV": housing estates and layouts are built and sold in numbered phases,
// and the phase is part of the locality's name in addresses, directions and notices (a phase is a part of that place,
// as "Phase 1" of Lekki is not Lekki). Prose sets 2, 7, 8, 15, 17, 19 and 21 (several authors) write them so (session 38).
const PHASE_AFTER = /^[ \t]Phase[ \t](?:[1-9]\d?|[IVX]{1,4})(?![\p{L}\p{N}])/u;

/**
 * A one-word reply, thanks or greeting that opens a chat message in a cue language and is also a place somewhere
 * (Polish "Tak" yes, Thailand's Tak; Portuguese "Sim" yes): name-stoplist.json `nameOpeners`, in text of another
 * language only (session 24; the tagger's refine rule `otherLanguageOpeners` reads the same list).
 */
function chatReply(word: string, inForeignText: () => boolean): boolean {
  return isNameOpener(word, inForeignText) && inForeignText();
}

const overlapsAny = (s: { start: number; end: number }, list: readonly { start: number; end: number }[]) =>
  list.some((o) => o.start < s.end && s.start < o.end);

/** Gazetteer places and cued unlisted places outside person names, sorted by start. */
export function findPlaces(text: string): FoundPlace[] {
  const names = findNameSpans(text);
  const firmRanges = firms(text);
  let foreign: boolean | undefined;
  const inForeignText = () => (foreign ??= writtenInAnotherLanguage(text));
  const listed = placesOutsideNames(findGazetteerPlaces(HAS_CAPITAL.test(text) ? text : capitalisePlaces(text)), names).filter(
    (h) =>
      !(ORG_AFTER.test(text.slice(h.end, h.end + 16)) && !IN_NAME_BEFORE.test(text.slice(Math.max(0, h.start - 24), h.start))) &&
      !TITLE_BEFORE.test(text.slice(Math.max(0, h.start - 6), h.start)) &&
      !overlapsAny(h, firmRanges) &&
      !chatReply(text.slice(h.start, h.end), inForeignText),
  );
  const out: FoundPlace[] = listed.map((h) => ({
    start: h.start,
    end: h.end + (QUALIFIER_AFTER.exec(text.slice(h.end, h.end + 40))?.[0].length ?? PHASE_AFTER.exec(text.slice(h.end, h.end + 12))?.[0].length ?? 0),
    confidence: LOCATION_CONFIDENCE,
    name: h.name,
    kind: h.kind,
    country: h.country,
  }));
  for (const c of findCuedPlaces(text)) {
    if (overlapsAny(c, listed) || overlapsAny(c, names)) continue;
    out.push({ start: c.start, end: c.end, confidence: CUED_PLACE_CONFIDENCE, kind: 'unlisted' });
  }
  // A vessel's name ("Boat: Mary Ellen", "Embarcação: São Pedro") is no place either, once the name scanner has let it go.
  return withoutVesselNames(text, out, () => true).sort((a, b) => a.start - b.start || a.end - b.end);
}

export function detectLocations(text: string): RawSpan[] {
  return findPlaces(text).map((p) =>
    rawSpan(
      'PII-4-LOCATION',
      p.start,
      p.end,
      p.confidence,
      LOCATION_DETECTOR,
      foldText(p.name ?? text.slice(p.start, p.end)),
      p.country ? { country: p.country, kind: p.kind } : { kind: p.kind },
    ),
  );
}

export const locationDetector: Detector = {
  name: LOCATION_DETECTOR,
  countries: [],
  detect: (text) => detectLocations(text),
};

const LOWER_WORD = /(?<![\p{L}\p{M}\p{N}@._-])\p{Ll}[\p{L}\p{M}]*(?![\p{L}\p{M}\p{N}@_]|\.\p{L})/gu;
const PLACE_CUE_BEFORE = new RegExp(`(?:^|[^\\p{L}])(?:${LOWER_CASE_PLACE_CUES.join('|')})[ \\t]+$`, 'u');

/**
 * A text written all in lower case ("we moved here from tunisia", "my friend lives in harburg"): country
 * names anywhere, and gazetteer words right after a place preposition, capitalised in a same-length copy.
 */
function capitalisePlaces(text: string): string {
  let out = '';
  let at = 0;
  for (const m of allMatches(LOWER_WORD, text)) {
    const entries = lookupPlace(m[0]);
    if (entries.length === 0) continue;
    const cued = PLACE_CUE_BEFORE.test(text.slice(Math.max(0, m.index - 8), m.index));
    if (!cued && !entries.some((e) => e.kind === 'country')) continue;
    const upper = m[0][0]!.toUpperCase();
    if (upper.length !== 1) continue;
    out += text.slice(at, m.index) + upper;
    at = m.index + 1;
  }
  return out + text.slice(at);
}
