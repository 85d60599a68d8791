// The `type` comparator: the canonical type each name declares in a vocabulary domain (PHC,
// HOSPITAL, LTD, COOPERATIVE, ...); null unless both names declare one; 1.0 when the same type.
import type { ComparatorResult, ComparatorSpec, FieldValue } from './types.js';
import { asText } from './types.js';
import { findType } from './typeVocabulary.js';

export function compareTypes(a: FieldValue, b: FieldValue, spec: ComparatorSpec): ComparatorResult | null {
  const ta = findType(spec.domain ?? '', asText(a));
  const tb = findType(spec.domain ?? '', asText(b));
  if (ta === null || tb === null) return null;
  return { sim: ta === tb ? 1 : 0 };
}
