// The `type` comparator: the canonical types each name declares in a vocabulary domain (PHC,
// HOSPITAL, LTD, COOPERATIVE, ...); null unless both names declare one; 1.0 when they share a type
// ("Tea Factory Co Ltd" is both a factory and a limited company), else 0.0. In the organisation domain, two
// names that end in legal forms of two different kinds of company in one country's law (a Spanish S.A. and an
// S.L.: type-vocabulary.json legal_form_kinds) disagree (0.0) whatever families their forms share.
import type { ComparatorResult, ComparatorSpec, FieldValue } from './types.js';
import { asText } from './types.js';
import { findTypes, legalFormsDiffer, onlyAreaKinds } from './typeVocabulary.js';

export function compareTypes(a: FieldValue, b: FieldValue, spec: ComparatorSpec): ComparatorResult | null {
  if (spec.domain === 'organization' && legalFormsDiffer(asText(a), asText(b))) return { sim: 0 };
  const ta = findTypes(spec.domain ?? '', asText(a));
  const tb = findTypes(spec.domain ?? '', asText(b));
  if (ta.length === 0 || tb.length === 0) return null;
  if (ta.some((t) => tb.includes(t))) return { sim: 1 };
  // A landform or bridge that names the area a place of another kind stands in (Tin Can Island Port / Tincan Seaport).
  if (spec.domain === 'place_kind' && onlyAreaKinds(ta) !== onlyAreaKinds(tb)) return null;
  return { sim: 0 };
}
