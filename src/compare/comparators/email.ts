// Email addresses: exact after trimming and lower-casing (mailbox providers differ on dots and plus
// tags, so no further folding is safe in general).
import type { ComparatorResult, FieldValue } from './types.js';
import { asText } from './types.js';

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function compareEmails(a: FieldValue, b: FieldValue): ComparatorResult {
  const x = normaliseEmail(asText(a));
  const y = normaliseEmail(asText(b));
  return { sim: x !== '' && x === y ? 1 : 0 };
}
