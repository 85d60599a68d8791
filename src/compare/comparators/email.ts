// Email addresses: exact after trimming and lower-casing. Dots are folded only where the provider
// says it ignores them (below). A plus tag is (RFC 5233 subaddressing: `ada.obi+kyc@x` is delivered to `ada.obi@x` by the
// providers people use, and people add a tag per service they sign up to, so one person's records carry
// the tagged and the untagged address): the local part is compared up to its first `+`, on both sides,
// and an address with a tag agrees fully with the same mailbox without one; a `+` leading the local
// part is no tag. A provider that documents that it ignores dots in the local part (data/email-providers.json:
// Gmail) delivers ada.obi@ and adaobi@ to one inbox, so there the dots are dropped, and its other domain
// names (googlemail.com) are the same mailbox; everywhere else a dot is a letter. No other separator is folded (`-` and `_` are ordinary letters of local parts). One keying error in the local part (a substituted,
// dropped or doubled character, or two adjacent characters swapped) with the same domain is a near
// agreement (0.85): a clerk's typo, not another mailbox; it never counts as an identifier agreement.
// Role, department and household mailboxes (data/shared-mailboxes.json: info@, sales@,
// thesmiths@, family.okafor@) are shared by several people: their agreement counts for a quarter of
// the comparator's weight and never clears the distinctive-signal gate on its own.
// An address read out, as a call transcript writes it ('victor underscore githinji at gmail dot com'),
// is read as the address it spells (spokenEmail): 'at' the @, 'dot' a dot, 'underscore', 'dash' or
// 'hyphen' and 'plus' their signs, digits said as words their digits, the words run together.
import type { Static } from 'typebox';
import Type from 'typebox';
import { memoiseString } from '../../core/memo.js';
import { isOneKeystroke } from './identifier.js';
import { spokenDigits } from './numberWords.js';
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

const PROVIDERS_FILE = new URL('../data/email-providers.json', import.meta.url);

/** The schema of data/email-providers.json: domains that ignore dots, and a provider's other names for its mailboxes. */
export const EMAIL_PROVIDERS_SCHEMA = VersionedFile('service.email_providers.v1', {
  dots_ignored: Type.Array(Type.String({ pattern: '^[a-z0-9-]+(?:\\.[a-z0-9-]+)+$' }), { minItems: 1, uniqueItems: true }),
  same_mailbox_domains: Type.Record(Type.String({ pattern: '^[a-z0-9-]+(?:\\.[a-z0-9-]+)+$' }), Type.String({ pattern: '^[a-z0-9-]+(?:\\.[a-z0-9-]+)+$' })),
});

const PROVIDERS = loadDataFile(PROVIDERS_FILE, EMAIL_PROVIDERS_SCHEMA);
const DOTS_IGNORED: ReadonlySet<string> = new Set(PROVIDERS.dots_ignored);
const SAME_MAILBOX: ReadonlyMap<string, string> = new Map(Object.entries(PROVIDERS.same_mailbox_domains));
const DOTS = /\./g;
const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const LOCAL_SEPARATORS = /[._\-+\d]+/g;

export function normaliseEmail(value: string): string {
  const x = value.trim().toLowerCase();
  return x.includes('@') || !SPOKEN_AT.test(x) ? x : (spokenEmail(x) ?? x);
}

const SPOKEN_AT = /\sat\s.*\bdot\s/;
const SPOKEN_SIGNS: Readonly<Record<string, string>> = { dot: '.', underscore: '_', dash: '-', hyphen: '-', plus: '+' };

/** An address read out in words, or null when the words do not spell one (no 'at', or a word between a domain's dots). */
export const spokenEmail = memoiseString((text: string): string | null => {
  const words = text.split(/\s+/).filter((w) => w !== '');
  const at = words.lastIndexOf('at');
  if (at <= 0 || at === words.length - 1) return null;
  const part = (ws: string[]): string => {
    let out = '';
    for (let i = 0; i < ws.length; i++) {
      const w = ws[i]!;
      const sign = SPOKEN_SIGNS[w];
      if (sign !== undefined) {
        out += sign;
        continue;
      }
      // Digits said one by one ('one nine eight six', 'double seven') are the digits.
      let j = i;
      while (j < ws.length && SPOKEN_SIGNS[ws[j]!] === undefined) j++;
      const digits = j - i >= 2 ? spokenDigits(ws.slice(i, j).join(' ')) : null;
      if (digits !== null && !digits.startsWith('+')) {
        out += digits;
        i = j - 1;
      } else out += w;
    }
    return out;
  };
  const address = `${part(words.slice(0, at))}@${part(words.slice(at + 1))}`;
  return EMAIL_SHAPE.test(address) ? address : null;
});

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

/** The mailbox an address is delivered to: its local part up to the first `+` (a subaddress tag), and the domain. */
function mailboxOf(address: string): [string, string] {
  const [local, written] = splitAt(address);
  const plus = local.indexOf('+');
  const box = plus > 0 ? local.slice(0, plus) : local;
  const domain = SAME_MAILBOX.get(written) ?? written;
  return [DOTS_IGNORED.has(domain) ? box.replace(DOTS, '') : box, domain];
}

/** The key two addresses of one mailbox share (normalised, plus tag dropped): what the text engine's value sets index. */
export function mailboxKey(value: string): string {
  const x = normaliseEmail(value);
  if (x === '') return '';
  const [local, domain] = mailboxOf(x);
  return `${local}@${domain}`;
}

export function compareEmails(a: FieldValue, b: FieldValue): ComparatorResult | null {
  const x = normaliseEmail(asText(a));
  const y = normaliseEmail(asText(b));
  if (!EMAIL_SHAPE.test(x) || !EMAIL_SHAPE.test(y)) return null;
  const shared = isSharedMailbox(x) || isSharedMailbox(y);
  let sim = 0;
  if (x === y) sim = 1;
  else {
    const [lx, dx] = mailboxOf(x);
    const [ly, dy] = mailboxOf(y);
    if (dx === dy && lx === ly) sim = 1;
    else if (dx === dy && isOneKeystroke(lx, ly, TYPO_MIN_LOCAL)) sim = EMAIL_TYPO;
  }
  return shared ? { sim, weightFactor: SHARED_MAILBOX_WEIGHT, shared: true } : { sim };
}
