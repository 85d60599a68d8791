// Lexicon detectors: person names and gazetteer places.
import type { Detector } from '../types.js';

export const lexicalDetectors: Detector[] = [];
