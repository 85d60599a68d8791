// Email addresses: exact after trimming and lower-casing (mailbox providers differ on dots and plus
// tags, so no folding is safe in general). One keying error in the local part (a substituted,
// dropped or doubled character, or two adjacent characters swapped) with the same domain is a near
// agreement (0.85): a clerk's typo, not another mailbox; it never counts as an identifier agreement.
// Role, department and household mailboxes (data/shared-mailboxes.json: info@, sales@,
// thesmiths@, family.okafor@) are shared by several people: their agreement counts for a quarter of
// the comparator's weight and never clears the distinctive-signal gate on its own.
import type { Static } from 'typebox';
import { memoiseString } from '../../core/memo.js';
import { isOneKeystroke } from './identifier.js';
import type { ComparatorResult, FieldValue } from './types.js';
import { asText } from './types.js';
import { dataFileError, loadDataFile, validateData } from '../../core/dataFile.js';
import { LowerPhrases, VersionedFile } from '../../core/dataSchemas.js';

export const EMAIL_TYPO = 0.85;
export const SHARED_MAILBOX_WEIGHT = 0.25;
/** A local part shorter than this is too short to call one differing character a typo. */
const TYPO_MIN_LOCAL = 4;

const SHARED_FILE = new URL('../data/shared-mailboxes.json', import.meta.url);

/** The schema of data/shared-mailboxes.json: role local parts, household words and household patterns, lower case. */
const SHARED_MAILBOXES_SCHEMA = VersionedFile('service.shared_mailboxes.v1', {
  role_local_parts: LowerPhrases,
  household_words: LowerPhrases,
  household_patterns: LowerPhrases,
});

/** The lists of a schema-checked file, each household pattern compiled (one that does not compile is named). */
function sharedOf(data: Static<typeof SHARED_MAILBOXES_SCHEMA>, file: URL | string): { roles: ReadonlySet<string>; words: readonly string[]; patterns: readonly RegExp[] } {
  const patterns = data.household_patterns.map((p, i) => {
    try {
      return new RegExp(p);
    } catch {
      throw dataFileError(file, `/household_patterns/${i}`, 'DF_REGEX_INVALID');
    }
  });
  return { roles: new Set(data.role_local_parts), words: data.household_words, patterns };
}

/** Validates a parsed shared-mailboxes file (for the broken-copy test); a DataFileError names the file and the entry. */
export function validateSharedMailboxes(raw: unknown, file: URL | string = SHARED_FILE): void {
  sharedOf(validateData(raw, SHARED_MAILBOXES_SCHEMA, file), file);
}

function loadShared() {
  return sharedOf(loadDataFile(SHARED_FILE, SHARED_MAILBOXES_SCHEMA), SHARED_FILE);
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
