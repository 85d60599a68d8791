// Exact identifiers (national ids, registration numbers, MBIDs, ISNIs): compared after dropping
// separators and case. One keying error — a single substituted character or two adjacent characters
// swapped, in identifiers of at least six characters — is a near miss (0.75): the packs refute below
// 1.0 (two identifiers that differ are never a merge, so the pair goes to review for a person to
// check the typo) but veto only below 0.5 (clearly different identifiers make the pair different).
import { normaliseId } from '../normalise.js';
import type { ComparatorResult, FieldValue } from './types.js';
import { asText } from './types.js';

export const ID_NEAR_MISS = 0.75;

/** One substituted character or one adjacent swap between two equal-length strings (≥ `minLength`). */
export function isOneKeyingError(a: string, b: string, minLength = 6): boolean {
  if (a.length !== b.length || a.length < minLength) return false;
  let first = -1;
  let diffs = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) {
      if (diffs === 0) first = i;
      diffs++;
      if (diffs > 2) return false;
    }
  }
  if (diffs === 1) return true;
  // Two differences: only an adjacent transposition counts.
  return diffs === 2 && a[first] === b[first + 1] && a[first + 1] === b[first];
}

export function compareIdentifiers(a: FieldValue, b: FieldValue): ComparatorResult {
  const x = normaliseId(asText(a));
  const y = normaliseId(asText(b));
  if (x === '' || y === '') return { sim: 0 };
  if (x === y) return { sim: 1 };
  return { sim: isOneKeyingError(x, y) ? ID_NEAR_MISS : 0 };
}
