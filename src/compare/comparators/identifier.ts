// Exact identifiers (national ids, registration numbers, MBIDs, ISNIs): compared after dropping
// separators and case. One keystroke of difference — a single substituted character, two adjacent
// characters swapped, or one character inserted or dropped — in identifiers of at least six
// characters is a near miss (0.75, flagged `nearMiss`): a data-entry error rather than another
// identifier. The packs refute below 1.0, so a near miss alone never merges (the pair goes to
// review for a person to check the typo) unless the pack names corroborating evidence for it (see
// `near_miss_corroboration` in fieldsEngine.ts); anything further apart scores 0 and the packs veto
// it (clearly different identifiers make the pair different).
// A near miss whose only difference is the final digit, one up or down, is also flagged
// `serialNeighbour`: that is what two numbers issued one after the other look like (twins
// registered together), so the packs may ask more of the evidence before reading it as a typo.
// Identifiers with a check digit never look like this (consecutive valid numbers differ in the
// check digit too), so for them a one-keystroke difference is a keying error by construction.
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

/** The longer string is the shorter with exactly one character inserted (shorter ≥ `minLength`). */
export function isOneInsertion(a: string, b: string, minLength = 6): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1 || short.length < minLength) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  // Skip the inserted character; the rest must line up.
  for (let j = i; j < short.length; j++) if (short[j] !== long[j + 1]) return false;
  return true;
}

/** One keystroke apart: a substitution, an adjacent transposition, or one insertion/deletion. */
export function isOneKeystroke(a: string, b: string, minLength = 6): boolean {
  return isOneKeyingError(a, b, minLength) || isOneInsertion(a, b, minLength);
}

/** Same length, and only the final digit differs, by one: consecutive serial numbers. */
export function isSerialNeighbour(a: string, b: string): boolean {
  const n = a.length;
  if (n !== b.length || n < 2 || a.slice(0, n - 1) !== b.slice(0, n - 1)) return false;
  const x = a.charCodeAt(n - 1) - 48;
  const y = b.charCodeAt(n - 1) - 48;
  return x >= 0 && x <= 9 && y >= 0 && y <= 9 && Math.abs(x - y) === 1;
}

export function compareIdentifiers(a: FieldValue, b: FieldValue): ComparatorResult {
  const x = normaliseId(asText(a));
  const y = normaliseId(asText(b));
  if (x === '' || y === '') return { sim: 0 };
  if (x === y) return { sim: 1 };
  if (!isOneKeystroke(x, y)) return { sim: 0 };
  return isSerialNeighbour(x, y) ? { sim: ID_NEAR_MISS, nearMiss: true, serialNeighbour: true } : { sim: ID_NEAR_MISS, nearMiss: true };
}
