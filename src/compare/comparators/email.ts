// Email addresses: exact after trimming and lower-casing (mailbox providers differ on dots and plus
// tags, so no folding is safe in general). One keying error in the local part (a substituted,
// dropped or doubled character, or two adjacent characters swapped) with the same domain is a near
// agreement (0.85): a clerk's typo, not another mailbox; it never counts as an identifier agreement.
// Role, department and household mailboxes (data/shared-mailboxes.json: info@, sales@,
// thesmiths@, family.okafor@) are shared by several people: their agreement counts for a quarter of
// the comparator's weight and never clears the distinctive-signal gate on its own.
import { readFileSync } from 'node:fs';
import { memoiseString } from '../memo.js';
import { isOneKeystroke } from './identifier.js';
import type { ComparatorResult, FieldValue } from './types.js';
import { asText } from './types.js';
import { dataFileError } from '../../core/dataFile.js';

export const EMAIL_TYPO = 0.85;
export const SHARED_MAILBOX_WEIGHT = 0.25;
/** A local part shorter than this is too short to call one differing character a typo. */
const TYPO_MIN_LOCAL = 4;

interface SharedMailboxesFile {
  schema: string;
  role_local_parts: string[];
  household_words: string[];
  household_patterns: string[];
}

function loadShared(): { roles: ReadonlySet<string>; words: readonly string[]; patterns: readonly RegExp[] } {
  const file = 'data/shared-mailboxes.json';
  const data = JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')) as SharedMailboxesFile;
  const strings = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string' && x !== '' && x === x.toLowerCase());
  if (data.schema !== 'service.shared_mailboxes.v1' || !strings(data.role_local_parts) || !strings(data.household_words) || !strings(data.household_patterns)) {
    throw dataFileError(file, '', `expected schema service.shared_mailboxes.v1 with non-empty lower-case role_local_parts, household_words and household_patterns`);
  }
  return { roles: new Set(data.role_local_parts), words: data.household_words, patterns: data.household_patterns.map((p) => new RegExp(p)) };
}

const SHARED = loadShared();
const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const LOCAL_SEPARATORS = /[._\-+\d]+/g;

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** One `local@domain.tld` address (the value can be read as an e-mail address). */
export function isReadableEmail(value: string): boolean {
  return EMAIL_SHAPE.test(normaliseEmail(value));
}

/** The address names a role, a department or a household rather than one person. Memoised. */
export const isSharedMailbox: (address: string) => boolean = memoiseString((address: string) => {
  const local = address.slice(0, address.lastIndexOf('@'));
  const plain = local.split('+')[0]!;
  if (SHARED.roles.has(plain) || SHARED.roles.has(plain.replace(LOCAL_SEPARATORS, ''))) return true;
  const letters = plain.replace(LOCAL_SEPARATORS, '');
  return SHARED.words.some((w) => letters.includes(w)) || SHARED.patterns.some((p) => p.test(letters));
});

function splitAt(address: string): [string, string] {
  const at = address.lastIndexOf('@');
  return at < 0 ? [address, ''] : [address.slice(0, at), address.slice(at + 1)];
}

export function compareEmails(a: FieldValue, b: FieldValue): ComparatorResult | null {
  const x = normaliseEmail(asText(a));
  const y = normaliseEmail(asText(b));
  if (!EMAIL_SHAPE.test(x) || !EMAIL_SHAPE.test(y)) return null;
  const shared = isSharedMailbox(x) || isSharedMailbox(y);
  let sim = 0;
  if (x === y) sim = 1;
  else {
    const [lx, dx] = splitAt(x);
    const [ly, dy] = splitAt(y);
    if (dx === dy && isOneKeystroke(lx, ly, TYPO_MIN_LOCAL)) sim = EMAIL_TYPO;
  }
  return shared ? { sim, weightFactor: SHARED_MAILBOX_WEIGHT, shared: true } : { sim };
}
