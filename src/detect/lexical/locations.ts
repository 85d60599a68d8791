// PII-4-LOCATION: cities, countries, regions and neighbourhoods from the gazetteer
// (src/lexicon/gazetteer.ts). A place word inside a person's name ("Florence Nightingale", "Paris
// Hilton") is the name, not a place, so hits inside name spans are dropped.
import { findGazetteerPlaces, type GazetteerHit } from '../../lexicon/gazetteer.js';
import type { Detector, RawSpan } from '../types.js';
import { findNameSpans, type NameSpan } from './nameSpans.js';

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

export function detectLocations(text: string): RawSpan[] {
  const hits = findGazetteerPlaces(text);
  if (hits.length === 0) return [];
  return placesOutsideNames(hits, findNameSpans(text)).map((h) => ({
    category: 'PII-4-LOCATION',
    start: h.start,
    end: h.end,
    confidence: LOCATION_CONFIDENCE,
    detector: `rule:${LOCATION_DETECTOR}`,
    normalized: h.name.normalize('NFKC').toLowerCase(),
    metadata: { country: h.country, kind: h.kind },
  }));
}

export const locationDetector: Detector = {
  name: LOCATION_DETECTOR,
  countries: [],
  detect: (text) => detectLocations(text),
};
