// Lexicon detectors: person names (PII-1-NAME) and gazetteer places (PII-4-LOCATION).
import type { Detector } from '../types.js';
import { locationDetector } from './locations.js';
import { nameDetector } from './names.js';

export { findCuedPlaces } from './cuedPlaces.js';
export { detectLocations, type FoundPlace, findPlaces, LOCATION_DETECTOR, placesOutsideNames } from './locations.js';
export { findNameSpans, type NameSpan } from './nameSpans.js';
export { detectNames, NAME_DETECTOR, normalizeName } from './names.js';

export const lexicalDetectors: Detector[] = [nameDetector, locationDetector];
