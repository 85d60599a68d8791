// The `type` comparator: the canonical types each name declares in a vocabulary domain (PHC,
// HOSPITAL, LTD, COOPERATIVE, ...); null unless both names declare one; 1.0 when they share a type
// ("Tea Factory Co Ltd" is both a factory and a limited company), else 0.0.
import type { ComparatorResult, ComparatorSpec, FieldValue } from './types.js';
import { asText } from './types.js';
import { findTypes } from './typeVocabulary.js';

export function compareTypes(a: FieldValue, b: FieldValue, spec: ComparatorSpec): ComparatorResult | null {
  const ta = findTypes(spec.domain ?? '', asText(a));
  const tb = findTypes(spec.domain ?? '', asText(b));
  if (ta.length === 0 || tb.length === 0) return null;
  return { sim: ta.some((t) => tb.includes(t)) ? 1 : 0 };
}
