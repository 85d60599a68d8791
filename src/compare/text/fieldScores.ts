// Field similarities of two prepared texts, with the fields engine's comparators (names with cultural
// equivalents, E.164 phones, emails, identifiers, component-wise addresses, precision-aware dates),
// and the name's distinctiveness from the shipped person token-frequency table.
// Thin adapters only: the text engine compares value *sets* (several phones or identifier kinds per
// text), which the single-value comparators do not.
import { compareAddressField } from '../comparators/address.js';
import { compareDates } from '../comparators/date.js';
import { compareEmails, isSharedMailbox } from '../comparators/email.js';
import { compareIdentifiers } from '../comparators/identifier.js';
import { comparePersonNames } from '../comparators/personName.js';
import { comparePhones } from '../comparators/phone.js';
import { weightedTokenSimilarity } from '../comparators/tfToken.js';
import { tokens } from '../normalise.js';
import { loadTfTable, type TfTable } from '../tfTable.js';
import type { TextField } from './priors.js';
import type { TextValues } from './textRecord.js';
import { bestEmail, bestPhone, type SetAgreement } from './valueSets.js';

export const PERSON_TF: TfTable = loadTfTable('person');
/** tf pin: the shipped person table and the hash of its canonical JSON (a new table changes the pin). */
export const TF_PIN = `shipped:${PERSON_TF.name}@sha256:${PERSON_TF.sha256}`;

export interface FieldScores {
  /** Similarity per field compared (both sides carry a value), in field order. */
  sims: Partial<Record<TextField, number>>;
  /** Distinctiveness-weighted token overlap of the names (both named), else null. */
  nameTf: number | null;
  /** Highest distinctiveness of a name token both texts literally carry (0 when none). */
  sharedNameRarity: number;
  /** The names state different generations (Jr/Sr) or each a whole other given name under one surname. */
  nameConflict?: boolean;
  /** The normalised value both sides agree on, for the set-valued fields (explain `shared`). */
  agreed: Partial<Record<'phone' | 'email' | 'national_id', string>>;
}

/**
 * Identifiers of one kind are compared with each other (a NIN never with a passport number); when
 * kinds are shared, the weakest agreement counts, so one conflicting identifier is a conflict. When
 * no kind is shared, an equal value under two kinds (one detector read it as a NIN, the other as a
 * national id) still agrees.
 */
export function identifierSimilarity(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): [number, string] | null {
  if (a.size === 0 || b.size === 0) return null;
  let shared: [number, string] | null = null;
  for (const [kind, x] of a) {
    const y = b.get(kind);
    if (y === undefined) continue;
    const r = compareIdentifiers(x, y);
    if (r === null) continue;
    if (shared === null || r.sim < shared[0]) shared = [r.sim, x];
  }
  if (shared !== null) return shared;
  const bs = new Set(b.values());
  for (const x of a.values()) if (bs.has(x)) return [1, x];
  return null;
}

/** The best graded agreement over every pair, with the value of A that gave it. */
function best(xs: readonly string[], ys: readonly string[], cmp: (a: string, b: string) => number): [number, string] | null {
  if (xs.length === 0 || ys.length === 0) return null;
  let top: [number, string] = [0, xs[0]!];
  for (const x of xs) {
    for (const y of ys) {
      const s = cmp(x, y);
      if (s > top[0]) top = [s, x];
    }
  }
  return top;
}

/**
 * Most texts carry a few phones and e-mails: every pair is compared with the graded comparator (a typo
 * in an e-mail, a local number without its area code agree partly). A text with thousands would make
 * that quadratic, so above this many pairs only exact agreements are looked up, in an index over the
 * comparator's own keys (valueSets.ts), in time linear in the two sets.
 */
const GRADED_PAIRS_LIMIT = 2_500;

function bestOf(
  xs: readonly string[],
  ys: readonly string[],
  exact: (xs: readonly string[], ys: readonly string[]) => SetAgreement,
  graded: (x: string, y: string) => number,
): [number, string] | null {
  const hit = exact(xs, ys);
  if (hit === null || hit[0] === 1 || xs.length * ys.length > GRADED_PAIRS_LIMIT) return hit;
  return best(xs, ys, graded);
}

function personalMailboxes(emails: readonly string[]): readonly string[] {
  return emails.some(isSharedMailbox) ? emails.filter((e) => !isSharedMailbox(e)) : emails;
}

function sharedRarity(nameA: string, nameB: string): number {
  // Initials and two-letter tokens never make a name rare.
  const tb = new Set(tokens(nameB).filter((t) => t.length >= 3));
  let top = 0;
  for (const t of tokens(nameA)) if (tb.has(t)) top = Math.max(top, PERSON_TF.distinctiveness(t));
  return top;
}

export function scoreFields(a: TextValues, b: TextValues): FieldScores {
  const sims: Partial<Record<TextField, number>> = {};
  let nameTf: number | null = null;
  let sharedNameRarity = 0;
  let nameConflict = false;
  const agreed: FieldScores['agreed'] = {};
  if (a.name !== null && b.name !== null) {
    // Names in scripts that cannot both be read (王杰 / Wang Jie) are not compared at all.
    const compared = comparePersonNames(a.name, b.name);
    if (compared !== null) {
      sims.name = compared.sim;
      if (compared.suffixConflict || compared.otherGivenName === true) nameConflict = true;
      nameTf = weightedTokenSimilarity(tokens(a.name), tokens(b.name), PERSON_TF);
      sharedNameRarity = sharedRarity(a.name, b.name);
    }
  }
  const sets = {
    phone: bestOf(a.phones, b.phones, bestPhone, (x, y) => comparePhones(x, y)?.sim ?? 0),
    national_id: identifierSimilarity(a.ids, b.ids),
    // A role or household mailbox (info@, thesmiths@) is shared by several people: not compared.
    email: bestOf(personalMailboxes(a.emails), personalMailboxes(b.emails), bestEmail, (x, y) => compareEmails(x, y)?.sim ?? 0),
  };
  for (const field of ['phone', 'national_id', 'email'] as const) {
    const found = sets[field];
    if (found === null) continue;
    sims[field] = found[0];
    agreed[field] = found[1];
  }
  if (a.address !== null && b.address !== null) {
    const r = compareAddressField(a.address, b.address);
    if (r !== null) sims.address = r.sim;
  }
  if (a.dob !== null && b.dob !== null) {
    const d = compareDates(a.dob, b.dob);
    if (d !== null) sims.dob = d.sim;
  }
  return nameConflict ? { sims, nameTf, sharedNameRarity, nameConflict, agreed } : { sims, nameTf, sharedNameRarity, agreed };
}
