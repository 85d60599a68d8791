// Email addresses (PII-3-EMAIL). Anchored on each `@` and expanded both ways, so a long text without
// `@` costs one indexOf and a long token never triggers quadratic regex backtracking.
import type { Detector, RawSpan } from '../types.js';
import { CONFIDENCE } from './confidence.js';
import { memoLast, rawSpan, universalDetector } from './span.js';

// RFC 5322 allows `|` in a local part, but no mail system hands such addresses out while every pipe-
// separated export puts one before a cell: `|` is a field separator (core/numberBoundary.ts), never
// part of an address; a quote opening the local part (`'ade@example.com'`) is quoting, not the address.
const LOCAL_CHAR = /[A-Za-z0-9!#$%&'*+/=?^_`{}~.-]/;
/** Domain: dot-separated labels (alphanumeric, inner hyphens, <= 63), alphabetic TLD of 2-24 letters. */
/** Internationalised labels (`bücher.de`) are accepted as written; the normalised value is lower-cased. */
const DOMAIN = /(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,24}(?![\p{L}\p{N}_-]|\.[\p{L}\p{N}])/uy;
const LOCAL_ATOMS = /^[A-Za-z0-9!#$%&'*+/=?^_`{}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{}~-]+)*$/;
const WORDISH_BEFORE = /[\p{L}\p{N}_]/u;

function scanEmails(text: string): RawSpan[] {
  const out: RawSpan[] = [];
  let at = text.indexOf('@');
  while (at >= 0) {
    let s = at;
    while (s > 0 && at - s < 64 && LOCAL_CHAR.test(text[s - 1]!)) s--;
    // The local part may not start with a dot (`x.@` / `.x@` are not addresses).
    while (s < at && (text[s] === '.' || text[s] === "'")) s++;
    const local = text.slice(s, at);
    const before = s > 0 ? text[s - 1]! : '';
    DOMAIN.lastIndex = at + 1;
    const m = local.length > 0 && LOCAL_ATOMS.test(local) && !WORDISH_BEFORE.test(before) ? DOMAIN.exec(text) : null;
    if (m) {
      const end = at + 1 + m[0].length;
      out.push(rawSpan('PII-3-EMAIL', s, end, CONFIDENCE.validatedFormat, 'email', text.slice(s, end).toLowerCase()));
      at = text.indexOf('@', end);
    } else {
      at = text.indexOf('@', at + 1);
    }
  }
  return out;
}

export const findEmails = memoLast(scanEmails);

export const emailDetector: Detector = universalDetector('email', findEmails);
