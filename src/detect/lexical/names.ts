// PII-1-NAME: full person names from the name lexicon (see nameSpans.ts). One detection per full name;
// `normalized` is the name NFKC-normalised, case-folded and single-spaced (docs/architecture.md D10), so the
// same person written "ADAEZE OKONKWO" or "Adaeze  Okonkwo" gets the same token.
import { foldText } from '../../core/fold.js';
import { rawSpan } from '../patterns/span.js';
import type { Detector, RawSpan } from '../types.js';
import { findNameSpans } from './nameSpans.js';

export const NAME_DETECTOR = 'names_lexicon';

export const normalizeName = foldText;

export function detectNames(text: string): RawSpan[] {
  return findNameSpans(text).map((s) =>
    // `normalized` is the name without its titles: "Dr Darby" and "Darby" get the same token.
    rawSpan('PII-1-NAME', s.start, s.end, s.confidence, NAME_DETECTOR, normalizeName(text.slice(s.nameStart ?? s.start, s.end)), s.title ? { title: s.title } : undefined),
  );
}

export const nameDetector: Detector = {
  name: NAME_DETECTOR,
  countries: [],
  detect: (text) => detectNames(text),
};
