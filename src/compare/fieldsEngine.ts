// Scores one pair of records with a pack: every comparator in pack order, missing values skipped
// (never a disagreement), a weighted mean of what was compared, refutations (not from a partly
// recorded value such as a one-word name, which shows parts differ, not a conflict) and vetoes, and the
// distinctive-signal gate — a merge needs an identifier agreement, a rare-enough shared name
// (contribution = min(name similarity, name rarity) ≥ 0.75), a shared product code, or a full date
// of birth agreeing together with a name similarity ≥ 0.85 — or with a name recorded in part (≥ 0.8:
// "Erskine" / "John Erskine") when the full address agrees too: the pack's near-miss corroboration
// already trusts that triple, and two people sharing surname, birth date and address are twins, whose
// records carry their given names. A full date of birth one keying error from the other's (the date
// comparator's near miss: one part different, one day apart, day and month swapped) clears it beside a
// name written in full on both sides (gate_min_words) that agrees ≥ 0.85, as the same date does: two
// people's full dates lie one keying error apart about one time in a thousand (some thirty neighbours
// among the ~29,000 dates of eighty years), far rarer than a shared birth place (one in twenty), and a
// register's clerk mistypes a digit of a date far more often than two people of one full name are born
// one digit apart (twins share the date, and their given names differ). The same near miss stands for
// the same date in the triple too: a name recorded in part (≥ 0.8) with the full address and a full date
// of birth one keying error from the other's clears it, since the clerk who slips one digit of a date
// does not also move the person, and the people at one address whose dates lie one keying error apart
// are a parent and child of one birthday a generation apart only where the years differ in one digit
// (one household in hundreds), or twins, whose records carry their given names. A comparator that narrows whom
// a name is compared among (narrows_name_rarity, the person pack's birth place) raises the table rarity
// of an agreeing name, when it fully agrees, by that amount: a name shared among the people born in one
// place is rarer there than in the whole table. It never clears the gate alone: no name, no signal.
// A dated age that fits the other record's birth date (age.ts: a one-year window of birth) clears it only
// beside a name written in full on both sides that agrees ≥ 0.85 AND the full address: the age alone, or
// with the name alone, is a birth year's worth of evidence, which never clears the gate (a name and a
// birth year are shared by thousands); at one address the people of one full name are a father and a
// son named after him, decades apart, whom the age tells apart, and twins, whose given names differ.
// In a batch (the link verb, never a single pair) the batch's own name counts (batchNames.ts) add three
// readings, each explained where it is applied: a near-miss date weighs a third beside a name the batch
// shows rare; a batch-rare word stands for the full address in the partly recorded name + date triple;
// a word both the batch and the table show rare clears the gate for a name written in part.
// Near misses: an identifier one keystroke from agreeing (a typed digit wrong, two swapped, one
// dropped or doubled) refutes a merge like any other difference — unless the pack's
// near_miss_corroboration names a group of other evidence that all agrees (person: name and date of
// birth, or name and address, each ≥ 0.85, or one name of two with both the full date of birth and
// the address). A clerk who mistypes one digit of a national id does not also change the holder's
// date of birth and address; two people whose ids happen to be one keystroke apart almost never
// share them. Two ids that could be consecutive serial numbers (final digit one apart: twins
// registered together share surname, birth date and address) use the pack's stricter
// serial_any_of groups instead, which need the whole name. The corroborated near miss then counts as a weaker
// agreement (its 0.75 similarity, not 1.0), and — corroborated, never alone — as a distinctive
// signal for the gate (`national_id+name+address`: a common name at the same address with an id one
// keystroke off is not "a shared common name alone"); identifiers further apart still score 0 and veto.

import type { BatchNames } from './batchNames.js';
import { brandSimilarity, withoutMakerNames } from './comparators/brand.js';
import { DATE_AMBIGUOUS, DATE_NEAR_MISS, DATE_WEAK_AGREEMENT_WEIGHT } from './comparators/date.js';
import { isTokenised, tokenSetSimilarity } from './comparators/deidTokens.js';
import { codeWrittenIn, compareIdentifiers, differentBanks, differentIssuers, glossedRegistrationNumbers, oneBodyAcrossSchemes, withDependantCode, withoutIdentifierGlosses } from './comparators/identifier.js';
import { CODE_KINDS, FIELD_COMPARATORS, FIELD_READABLE, FIELD_RECORDS_NOTHING, IDENTIFIER_KINDS, isRecordKind, NAME_LIKE_KINDS, RECORD_COMPARATORS } from './comparators/index.js';
import { withBranchBracket, withoutOwnLocation } from './comparators/placeName.js';
import { hasNameWords, nameRarity } from './comparators/tfToken.js';
import type { ComparatorKind, ComparatorResult, ComparatorSpec, FieldValue, RecordKind } from './comparators/types.js';
import { asText } from './comparators/types.js';
import { AGREES, DISAGREES } from './decide.js';
import { normaliseId } from './normalise.js';
import type { EntityPack } from './packs.js';
import type { RecordInput } from './records.js';

export const DISTINCTIVE_FLOOR = 0.75;
/**
 * Kinds whose full agreement backs a near-miss birth date as one person's date keyed wrongly (near_miss_backed):
 * a contact point (an address, a phone, an e-mail) or an identifier narrows the pair to one person or one
 * household beside the name, as a birth place or an occupation, shared by a crowd, does not.
 */
const SLIP_BACKING_KINDS: ReadonlySet<string> = new Set(['address', 'phone', 'email', 'id']);
const DATE_NAME_FLOOR = 0.85;
/**
 * The gate's clearing signal is a person's name alone (`nameKey`, or `batchKey` + its batch rarity), and
 * beside it the address disagrees outright (≤ DISAGREES) while no date was compared and no other field agrees (the sex
 * aside): see the session 41 note where it is read.
 */
function nameAloneAgainstAddress(signal: string, nameKey: string, batchKey: string, evidence: readonly Evidence[]): boolean {
  const clearing = signal === nameKey ? nameKey : signal === `${batchKey}+rare_in_batch` ? batchKey : '';
  if (clearing === '') return false;
  const name = evidence.find((e) => e.key === clearing);
  if (name === undefined || name.kind !== 'name' || name.field === undefined) return false;
  let addressDisagrees = false;
  for (const e of evidence) {
    if (e.kind === 'date' || e.kind === 'age') return false;
    if (e.field === name.field || e.kind === 'sex') continue;
    if (e.kind === 'address') {
      if (e.sim >= AGREES) return false;
      if (e.sim <= DISAGREES && e.partial !== true) addressDisagrees = true;
    } else if (e.sim >= AGREES) return false;
  }
  return addressDisagrees;
}

/** The name agreement a point within near_km needs to clear the gate (half the words paired). */
const NEAR_POINT_NAME_FLOOR = 0.5;
/** A partly recorded name (one word of two) with the full date of birth and the full address. */
const DATE_PARTIAL_NAME_FLOOR = 0.8;
/** A field that agrees in full (an address, or a field that narrows name rarity): rounding aside, similarity 1. */
export const FULL_AGREEMENT = 0.99;
/** Every other reading of a full name (the token reading) agrees at least this much for the name + address pair. */
const NAME_READINGS_FLOOR = 0.8;

/**
 * Whether a record's date field holds a date the date comparator reads: a placeholder a register writes in an
 * undated line ('unknown', 'N/A', '-') is no date, so such a line against one with no date column stays two
 * undated records for the name + address signal (the one reading of a readable value: comparators/index.ts
 * FIELD_READABLE). A value on each side, read or not, is left as before: the signal needs one side with none.
 */
const holdsDate = (v: FieldValue | undefined): boolean => v !== undefined && FIELD_READABLE.date!(v);

/** Whether every name-like reading of the field the evidence `key` read agrees ≥ NAME_READINGS_FLOOR. */
function fullNameAgreesInEveryReading(evidence: readonly Evidence[], key: string): boolean {
  const field = evidence.find((e) => e.key === key)?.field;
  if (field === undefined) return false;
  return evidence.every((e) => e.field !== field || !NAME_LIKE_KINDS.has(e.kind) || e.sim >= NAME_READINGS_FLOOR);
}

/** Kinds whose de-identified values can be compared as token sets (the others read the clear text). */
const TOKEN_COMPARABLE: ReadonlySet<ComparatorKind> = new Set([
  'name',
  'placename',
  'id',
  'phone',
  'email',
  'date',
  'address',
  'category',
]);

export interface Evidence {
  key: string;
  kind: ComparatorKind;
  field: string | undefined;
  sim: number;
  tokenised: boolean;
  /** The comparator read a partly recorded value (a one-word name against a full one). */
  partial?: boolean;
  /**
   * An identifier of digits alone on both sides, with the register (issuer_field) not named on both records:
   * it may be two registers' numbers sharing digits; or an agreement its comparator read a weaker way
   * (ComparatorResult.liftsNothing: a model code found in a title while the two model fields disagree).
   * Either lifts no disagreement (disagreement_lifted_by).
   */
  bare?: boolean;
  /** A date agreement on 1 January on both sides (ComparatorResult.januaryFirst): perhaps a year only. */
  januaryFirst?: boolean;
}

export interface PairScore {
  /** Unrounded evidence in pack order (sims, `<key>_conflict`, distance_km, geo_conflict_km). */
  factors: Record<string, number>;
  evidence: Evidence[];
  /** Weighted mean, or null when nothing with weight was compared. */
  score: number | null;
  conflicts: string[];
  vetoes: string[];
  clearingSignal: string;
  distinctiveMax: number;
  /** Compared fields (lat/lon included; issuer fields that only qualify an identifier left out) one or both records lack. */
  missing: string[];
  /** Near-miss keys whose refutation was lifted, each with the evidence group that corroborated it. */
  corroborated: { key: string; by: string[] }[];
  /** Evidence keys whose disagreement weighs nothing, each with the agreeing group that lifted it (disagreement_lifted_by). */
  lifted?: { key: string; by: string[] }[];
  /** Pairs of fields whose values one record holds in each other's column, read back in place (swappedColumns). */
  swapped?: [string, string][];
  /**
   * Evidence keys a merge needs compared (merge_needs_compared) that were not, with no typed identifier
   * agreeing in their place: the pair goes to review whatever else agrees.
   */
  uncompared?: string[];
  /**
   * Flagged conflicts (in `conflicts`) whose comparator read them as the same given name under another
   * surname (ComparatorResult.renamed), not as two relatives: the link verb's clustering does not count
   * them as a household's contest (src/link/scoreChunk.ts householdContested).
   */
  renamed?: string[];
}

function run(spec: ComparatorSpec, a: RecordInput, b: RecordInput, pack: EntityPack): { result: ComparatorResult | null; tokenised: boolean } {
  if (isRecordKind(spec.kind)) return { result: RECORD_COMPARATORS[spec.kind](a, b, spec, { tf: pack.tf }), tokenised: false };
  let va = a[spec.field!];
  let vb = b[spec.field!];
  // A site's code one record gives in its own field and the other writes inside its name (spec.text_field on
  // an id: "Wilson Airport (WIL)" beside site_code WIL): that record's code is the one its name writes.
  if (spec.kind === 'id' && spec.text_field !== undefined && (va === undefined) !== (vb === undefined)) {
    const text = va === undefined ? a[spec.text_field] : b[spec.text_field];
    const code = (va ?? vb)!;
    if (text !== undefined && typeof code === 'string' && !isTokenised(code)) {
      if (codeWrittenIn(code, asText(text))) [va, vb] = [code, code];
      else if (spec.text_field_conflicts === true) {
        // The number that record's name glosses as its registration (X Ltd (Reg. No. 123456)) is its number.
        // A number the same record gives as its other scheme's number (a tax code glossed as CUI 123, its VAT
        // number RO 123) is that number, not its registration.
        const own = va === undefined ? a : b;
        const scheme = spec.scheme_field === undefined ? undefined : own[spec.scheme_field];
        const schemeId = scheme === undefined || isTokenised(asText(scheme)) ? '' : normaliseId(asText(scheme));
        const glossed = glossedRegistrationNumbers(asText(text)).filter((n) => schemeId === '' || !schemeId.includes(normaliseId(n)));
        if (glossed.length > 0) [va, vb] = va === undefined ? [glossed[0]!, code] : [code, glossed[0]!];
        // A number the name glosses under another scheme's label (PPB premises 11902) is no registration number,
        // but the other record may give that same scheme's number in its register field (PPB PREM 11902): agreed.
        else if (glossedRegistrationNumbers(asText(text), true).some((n) => compareIdentifiers(n, code, spec)?.sim === 1)) [va, vb] = [code, code];
      }
    }
  }
  // Each record states one scheme's number of the body only (spec.scheme_field: a registration number on one,
  // a VAT number on the other): one number, or one built from the other, agrees; anything else says nothing.
  if (spec.scheme_field !== undefined && (va === undefined) !== (vb === undefined)) {
    const [own, other] = va === undefined ? [b, a] : [a, b];
    const there = other[spec.scheme_field];
    if (there === undefined || own[spec.scheme_field] !== undefined) return { result: null, tokenised: false };
    const mine = own[spec.field!]!;
    if (isTokenised(asText(mine)) || isTokenised(asText(there))) return { result: null, tokenised: false };
    return { result: oneBodyAcrossSchemes(mine, there) ? { sim: 1 } : null, tokenised: false };
  }
  if (va === undefined || vb === undefined) return { result: null, tokenised: false };
  // A body's name read without the register numbers a list printed beside it (spec.identifier_glosses):
  // X Ltd (Reg. No. 123456) is X Ltd; the number is read by the id comparators (their text_field).
  if (spec.identifier_glosses === true && typeof va === 'string' && typeof vb === 'string' && !isTokenised(va) && !isTokenised(vb)) {
    va = withoutIdentifierGlosses(va);
    vb = withoutIdentifierGlosses(vb);
  }
  // A title read without the makers' names the other title lacks (the spec's brand_field): what is left
  // names the product. Markers and lines always cut them (a marker word inside a maker's name names the
  // maker); a name comparator only when one record states no brand: that record cannot contradict the
  // maker, and a title that leaves the maker out (a feed, a brewer's own listing) says nothing about it.
  // Beside two stated brands, the brand comparator reads them and the names stay whole: there a title's
  // maker words are part of how two listings of one brand's range differ.
  if (spec.brand_field !== undefined && typeof va === 'string' && typeof vb === 'string' && !isTokenised(va) && !isTokenised(vb)) {
    const brands = [a[spec.brand_field], b[spec.brand_field]].filter((v) => v !== undefined).map(asText);
    // A rival word is a maker's own name against another maker's: beside two brands that differ, the titles stay
    // whole (each naming its own maker is the rivals' evidence); beside one maker written twice (Notore /
    // Notore Chemical Industries), a maker's name one title gives is no rival word.
    const rivalMakers = spec.kind === 'rival' && brands.length === 2 && brandSimilarity(brands[0]!, brands[1]!) < AGREES;
    if (brands.length > 0 && !rivalMakers && (brands.length === 1 || !NAME_LIKE_KINDS.has(spec.kind))) {
      const [ta, tb] = [va, vb];
      va = withoutMakerNames(ta, brands, tb);
      vb = withoutMakerNames(tb, brands, ta);
    }
  }

  // A place's name that repeats the record's own locality after a comma (X Bridge, Lagos beside city Lagos):
  // the locality is the record's address, read by its own comparators, not a word of the name. A closing bracket
  // naming a locality only this record gives (X Pharmacy (Y) beside the other's address elsewhere) is its branch.
  if (spec.location_fields !== undefined && typeof va === 'string' && typeof vb === 'string' && !isTokenised(va) && !isTokenised(vb)) {
    const where = (r: RecordInput) =>
      spec.location_fields!.flatMap((f) => {
        const v = r[f];
        return v === undefined || isTokenised(asText(v)) ? [] : [asText(v)];
      });
    const [na, nb] = [va, vb];
    const [la, lb] = [where(a), where(b)];
    va = withBranchBracket(withoutOwnLocation(na, nb, la, spec.kind_words, lb), la, lb);
    vb = withBranchBracket(withoutOwnLocation(nb, na, lb, spec.kind_words, la), lb, la);
  }

  // Identifiers from two different issuers (a Nigerian and a British passport) are two documents.
  if (spec.issuer_field !== undefined && differentIssuers(va, vb, a[spec.issuer_field], b[spec.issuer_field])) {
    return { result: null, tokenised: false };
  }
  // Account numbers of two banks (spec.bank_field) are two accounts, whatever digits they share.
  if (spec.bank_field !== undefined && a[spec.bank_field] !== undefined && b[spec.bank_field] !== undefined && differentBanks(a[spec.bank_field]!, b[spec.bank_field]!)) {
    return { result: null, tokenised: false };
  }
  // A member number and its dependant code in a field of its own (spec.dependant_field) are one value:
  // the code written after the number, as schemes also print it ('12345678-01').
  if (spec.dependant_field !== undefined) {
    va = withDependantCode(va, a[spec.dependant_field]);
    vb = withDependantCode(vb, b[spec.dependant_field]);
  }
  if (spec.previous_field !== undefined) [va, vb] = withPreviousNumber(spec, va, vb, a[spec.previous_field], b[spec.previous_field], pack);
  const ta = typeof va === 'string' && isTokenised(va);
  const tb = typeof vb === 'string' && isTokenised(vb);
  if (ta || tb) {
    // A token against clear text, or a kind that needs the clear text: nothing to say.
    if (!(ta && tb) || !TOKEN_COMPARABLE.has(spec.kind)) return { result: null, tokenised: true };
    return { result: { sim: tokenSetSimilarity(va as string, vb as string) }, tokenised: true };
  }
  return { result: FIELD_COMPARATORS[spec.kind as Exclude<ComparatorKind, RecordKind>](va, vb, spec, { tf: pack.tf }), tokenised: false };
}

/**
 * A renewed document quoting the number it replaced (spec.previous_field: a renewal's `Previous Licence No`):
 * when the current numbers do not fully agree and one side's current number fully agrees with the other
 * side's previous one, that side's previous number is compared in place of its current one, so the old card
 * and its renewal agree instead of vetoing (the issuer itself linked them). Only a full agreement links:
 * a previous number one keystroke from the other's current one is no link, and the current numbers are
 * compared as before.
 */
function withPreviousNumber(
  spec: ComparatorSpec,
  va: FieldValue,
  vb: FieldValue,
  pa: FieldValue | undefined,
  pb: FieldValue | undefined,
  pack: EntityPack,
): [FieldValue, FieldValue] {
  if (pa === undefined && pb === undefined) return [va, vb];
  const id = FIELD_COMPARATORS[spec.kind as Exclude<ComparatorKind, RecordKind>];
  const full = (x: FieldValue, y: FieldValue): boolean => (id(x, y, spec, { tf: pack.tf })?.sim ?? 0) >= 1;
  if (full(va, vb)) return [va, vb];
  if (pb !== undefined && full(va, pb)) return [va, pb];
  if (pa !== undefined && full(pa, vb)) return [pa, vb];
  return [va, vb];
}

// Values in each other's columns: an export or a keyed form that shifts its columns puts the birth
// date under the id and the id under the birth date, the e-mail under the phone and the phone under
// the e-mail. Read in place, the two fields compare an id with a date — a 'conflict' between values
// of two kinds that says nothing about whether the records are one person — or cannot be read at all.
// When two fields of one record each hold what the other record holds in the other field — agreeing
// by that field's own comparator at the level counted as agreement (AGREES, 0.8: a full agreement, or
// a date whose day and month order is the only doubt, 03-12-1949 against 3 Dec 1949) — the values are
// read back in their columns and the pair is scored again. It takes both crossings: one value that merely resembles
// another field's (a phone number that is also an id's digits) swaps nothing, and a conflict between
// two values of the field's own kind (two birth dates, two ids) is never looked at unless both values
// also match the other record across the columns. Only fields that failed to agree in place (no
// reading, or a disagreement below the comparator's refutation or veto) are tried, so a pair that
// agrees where it stands costs nothing more.
const SWAP_AGREEMENT = AGREES;

/**
 * `batch`: the name words' counts of the batch the pair comes from (batchNames.ts), given by the link
 * verb only; a single pair (/compare) has none and is scored without it.
 */
export function scorePair(pack: EntityPack, a: RecordInput, b: RecordInput, batch?: BatchNames): PairScore {
  const misfit = new Set<string>();
  const first = scoreInPlace(pack, a, b, misfit, batch);
  if (misfit.size < 2) return first;
  const swap = swappedColumns(pack, a, b, [...misfit]);
  if (swap === null) return first;
  const again = scoreInPlace(pack, swap.a, swap.b, new Set(), batch);
  again.swapped = swap.pairs;
  return again;
}

const primaryByPack = new WeakMap<EntityPack, Map<string, ComparatorSpec>>();

/** Each field's first field comparator (the one that reads the field's kind of value). */
function primaryComparators(pack: EntityPack): Map<string, ComparatorSpec> {
  let out = primaryByPack.get(pack);
  if (out === undefined) {
    out = new Map();
    for (const spec of pack.comparators) if (spec.field !== undefined && !isRecordKind(spec.kind) && !out.has(spec.field)) out.set(spec.field, spec);
    primaryByPack.set(pack, out);
  }
  return out;
}

/**
 * Session 41: how far two values of a field agree under the field's first comparator (the one that reads its
 * kind of value), or null where it cannot say (a value missing or de-identified) or reads them only in part
 * (a one-word name against a full one): records.ts roleNamePair reads which of a record's two named people
 * the other record names.
 */
export function fieldAgreement(pack: EntityPack, field: string, va: FieldValue | undefined, vb: FieldValue | undefined): number | null {
  const spec = primaryComparators(pack).get(field);
  const r = spec === undefined ? null : readAs(spec, va, vb, pack);
  return r === null || r.partial === true ? null : r.sim;
}

/** Two values read by the comparator given, or null when either is missing or de-identified. */
function readAs(spec: ComparatorSpec, va: FieldValue | undefined, vb: FieldValue | undefined, pack: EntityPack): ComparatorResult | null {
  if (va === undefined || vb === undefined) return null;
  if ((typeof va === 'string' && isTokenised(va)) || (typeof vb === 'string' && isTokenised(vb))) return null;
  return FIELD_COMPARATORS[spec.kind as Exclude<ComparatorKind, RecordKind>](va, vb, spec, { tf: pack.tf });
}

/** Whether two values agree (at SWAP_AGREEMENT, no partial reading) under the comparator given. */
function agreesAs(spec: ComparatorSpec, va: FieldValue | undefined, vb: FieldValue | undefined, pack: EntityPack): boolean {
  const r = readAs(spec, va, vb, pack);
  return r !== null && r.sim >= SWAP_AGREEMENT && r.partial !== true;
}

/**
 * Both crossings agree (agreesAs). The reading of a kind that reads its values strictly (FIELD_READABLE: a date,
 * an identifier, a phone: a name or an address is no date and fails at once) goes first, so a pair of crossings
 * where a name or an address meets a date or a number mostly ends before the name or address comparator runs; the
 * answer is the same either way (both readings are pure).
 */
function bothAgree(s1: ComparatorSpec, x1: FieldValue | undefined, y1: FieldValue | undefined, s2: ComparatorSpec, x2: FieldValue | undefined, y2: FieldValue | undefined, pack: EntityPack): boolean {
  if (FIELD_READABLE[s1.kind] === undefined && FIELD_READABLE[s2.kind] !== undefined) return agreesAs(s2, x2, y2, pack) && agreesAs(s1, x1, y1, pack);
  return agreesAs(s1, x1, y1, pack) && agreesAs(s2, x2, y2, pack);
}

/** The records with the values one holds in each other's columns read back in place, or null when none cross. */
function swappedColumns(
  pack: EntityPack,
  a: RecordInput,
  b: RecordInput,
  misfit: readonly string[],
): { a: RecordInput; b: RecordInput; pairs: [string, string][] } | null {
  const specs = primaryComparators(pack);
  const pairs: [string, string][] = [];
  // Which record holds the pair crossed: b when a's f-value agrees with b's g-value as an f (b's f
  // column holds a g), a when it agrees as a g.
  const inA: [string, string][] = [];
  const used = new Set<string>();
  for (let i = 0; i < misfit.length; i++) {
    const f = misfit[i]!;
    const sf = specs.get(f);
    if (sf === undefined || used.has(f)) continue;
    for (let j = i + 1; j < misfit.length; j++) {
      const g = misfit[j]!;
      const sg = specs.get(g);
      if (sg === undefined || used.has(g)) continue;
      const crossedInB = bothAgree(sf, a[f], b[g], sg, a[g], b[f], pack);
      const crossedInA = !crossedInB && bothAgree(sg, a[f], b[g], sf, a[g], b[f], pack);
      if (crossedInB || crossedInA) {
        const pair: [string, string] = [f, g];
        pairs.push(pair);
        if (crossedInA) inA.push(pair);
        used.add(f);
        used.add(g);
        break;
      }
    }
  }
  if (pairs.length === 0) return null;
  const outA: RecordInput = { ...a };
  const outB: RecordInput = { ...b };
  for (const pair of pairs) {
    const [f, g] = pair;
    const [from, to] = inA.includes(pair) ? [a, outA] : [b, outB];
    [to[f], to[g]] = [from[g]!, from[f]!];
  }
  return { a: outA, b: outB, pairs };
}

function scoreInPlace(pack: EntityPack, a: RecordInput, b: RecordInput, misfit: Set<string>, batch: BatchNames | undefined): PairScore {
  const factors: Record<string, number> = {};
  const evidence: Evidence[] = [];
  const conflicts: string[] = [];
  const vetoes: string[] = [];
  const rarityByField = new Map<string, number>();
  const identifierAgreements: string[] = [];
  let bestName = { key: '', contribution: 0 };
  /** A spec comparator's key whose titles are a fuller listing of one another (ComparatorResult.fullerListing). */
  let fullerKey = '';
  /** A spec comparator's key whose titles differ by no sibling word beside one measured size (ComparatorResult.plainDifference). */
  let plainKey = '';
  let codeKey = '';
  let strongDateKey = '';
  /** A full date of birth one keying error from the other's (the date comparator's near miss). */
  let nearDateKey = '';
  /** The near miss's weight in the mean (nearDateKey's). */
  let nearDateWeight = 0;
  /** Whether the near miss's comparator lightens it when a contact point or identifier backs it (near_miss_backed). */
  let nearDateBacked = false;
  /** The best agreement of a name written in full (gate_min_words) on both sides. */
  let bestFullNameSim = { key: '', sim: 0 };
  let fullAddressKey = '';
  /** A dated age consistent with the other record's birth date or dated age (age.ts). */
  let ageKey = '';
  /** The geo evidence whose two points lie within its near_km (place pack), once found. */
  let nearPointKey = '';
  let bestNameSim = { key: '', field: '', sim: 0 };
  let distinctiveMax = 0;
  let num = 0;
  let den = 0;
  const nearMisses: { c: number; serial: boolean }[] = [];
  /** Conflicts the comparators flagged themselves (not a refutes_below refutation). */
  const flagged: string[] = [];
  /** Whole years between two conflicting full dates, by evidence key (conflict_lifted_by.unless_years_apart). */
  const apart = new Map<string, number>();
  /** Evidence keys whose comparator read the values as two relatives' (conflict_lifted_by.unless_kin). */
  const kin: string[] = [];
  /** Flagged conflicts read as the same given name under another surname (PairScore.renamed). */
  const renamed: string[] = [];
  /** Name evidence whose table rarity the narrowing fields may raise (narrows_name_rarity). */
  const narrowable: { key: string; s: number; rarity: number }[] = [];
  let narrowing = 0;
  /** Disagreements that weigh nothing when their disagreement_lifted_by group agrees (checked once all evidence is in). */
  const liftable: { c: number; weight: number; s: number }[] = [];
  /** Comparators whose two numbers of two forms were set aside (other_form_beside) under other_form_needs. */
  const otherForms: number[] = [];

  for (let c = 0; c < pack.comparators.length; c++) {
    const spec = pack.comparators[c]!;
    // A field comparator whose field neither record holds reads nothing (run: no value on either side, so no
    // text_field, scheme_field or other reading applies, and a null reading of two absent values is no misfit):
    // skipped before the call. A pack lists many fields (the person pack 36 comparators) and a record holds few.
    if (spec.field !== undefined && a[spec.field] === undefined && b[spec.field] === undefined && !isRecordKind(spec.kind)) continue;
    const key = pack.evidenceKeys[c]!;
    const { result: read, tokenised } = run(spec, a, b, pack);
    // Two numbers of two forms (other_form_beside) disagree only beside another sign of two bodies, else say nothing
    // (and, under other_form_needs, the pair needs other evidence of one body before it merges: checked below).
    const silenced = read?.otherForm === true && !besideSign(spec.other_form_beside, evidence);
    if (silenced && spec.other_form_needs !== undefined) otherForms.push(c);
    const result = silenced ? null : read;
    if (result === null) {
      if (spec.field !== undefined && !tokenised && a[spec.field] !== undefined && b[spec.field] !== undefined) misfit.add(spec.field);
      continue;
    }
    const s = result.sim;
    factors[key] = s;
    if (result.extras) Object.assign(factors, result.extras);
    // A relative's name (kin_name) read in part is not the record's person's name read in part.
    const partialName = result.partial === true && spec.kin_name !== true;
    const item: Evidence = partialName ? { key, kind: spec.kind, field: spec.field, sim: s, tokenised, partial: true } : { key, kind: spec.kind, field: spec.field, sim: s, tokenised };
    if ((spec.kind === 'id' && !tokenised && bareNumbers(spec, a, b)) || result.liftsNothing === true) item.bare = true;
    if (result.januaryFirst === true) item.januaryFirst = true;
    evidence.push(item);
    const base = spec.disagreement_weight !== undefined && s < AGREES ? spec.disagreement_weight : spec.weight;
    const weight = result.weightFactor === undefined ? base : base * result.weightFactor;
    num += weight * s;
    den += weight;
    if (spec.disagreement_lifted_by !== undefined && s < AGREES && weight > 0) liftable.push({ c, weight, s });
    // A partly recorded value (a one-word name) cannot show a conflict, only that parts differ.
    const refuted = spec.refutes_below !== undefined && s < spec.refutes_below && result.partial !== true;
    // A relative's name conflicts only as two kin's (kin_name): another flagged conflict — one mother
    // under her maiden and her married surname — is one relative written two ways.
    const flaggedConflict = result.conflict === true && (spec.kin_name !== true || result.kin === true);
    if ((refuted || flaggedConflict || (spec.vetoes_below !== undefined && s < spec.vetoes_below)) && spec.field !== undefined) misfit.add(spec.field);
    if (refuted || flaggedConflict) {
      conflicts.push(key);
      if (refuted) factors[`${key}_conflict`] = s;
      else flagged.push(key);
      if (!refuted && result.renamed === true) renamed.push(key);
    }
    if (spec.narrows_name_rarity !== undefined && s >= FULL_AGREEMENT && result.partial !== true) narrowing += spec.narrows_name_rarity;
    if (result.yearsApart !== undefined) apart.set(key, result.yearsApart);
    if (result.kin === true && spec.kin_name !== true) kin.push(key);
    if (spec.vetoes_below !== undefined && s < spec.vetoes_below) vetoes.push(key);
    if (result.nearMiss && spec.near_miss_corroboration !== undefined) nearMisses.push({ c, serial: result.serialNeighbour === true });

    if (spec.kind === 'spec' && s === 1 && result.plainDifference === true && plainKey === '') plainKey = key;
    if (IDENTIFIER_KINDS.has(spec.kind) && s >= 0.99 && result.shared !== true) {
      identifierAgreements.push(key);
      distinctiveMax = 1;
    } else if (NAME_LIKE_KINDS.has(spec.kind) && spec.kin_name !== true) {
      // A relative's name (kin_name) singles out the relative, never the record's person: no gate.
      // A de-identified name cannot show how rare it is: it never clears the gate by itself.
      let rarity = 0;
      if (result.rarity !== undefined) rarity = result.rarity;
      else if (!tokenised) {
        const field = spec.field!;
        if (!rarityByField.has(field)) rarityByField.set(field, nameRarity(asText(a[field]!), asText(b[field]!), pack.tf));
        rarity = rarityByField.get(field)!;
        const min = spec.gate_min_words;
        const wordsEnough = min === undefined || (hasNameWords(asText(a[field]!), min) && hasNameWords(asText(b[field]!), min));
        if (!wordsEnough) rarity = 0;
        else if (spec.kind !== 'tftoken' && s > bestFullNameSim.sim) bestFullNameSim = { key, sim: s };
      }
      // A name's rarity read from the tables may be lowered by the fields that narrow whom it is
      // compared among (narrows_name_rarity), once all of them are known: kept here until then.
      // A reading that scores but may not clear the gate by itself (result.gateSim: withQualifiedCores).
      const gs = result.gateSim ?? s;
      if (rarity > 0 && result.rarity === undefined && !tokenised) narrowable.push({ key, s: gs, rarity });
      const contribution = Math.min(gs, rarity);
      distinctiveMax = Math.max(distinctiveMax, contribution);
      if (contribution > bestName.contribution) bestName = { key, contribution };
      if (spec.kind !== 'tftoken' && s > bestNameSim.sim) bestNameSim = { key, field: tokenised ? '' : (spec.field ?? ''), sim: s };
    } else if (spec.kind === 'spec' && s === 1 && result.fullerListing === true && fullerKey === '') {
      fullerKey = key;
    } else if (CODE_KINDS.has(spec.kind)) {
      distinctiveMax = Math.max(distinctiveMax, s);
      if (s >= DISTINCTIVE_FLOOR && codeKey === '') codeKey = key;
    } else if (spec.kind === 'date' && result.strong && (s === 1 || s === DATE_AMBIGUOUS) && strongDateKey === '') {
      strongDateKey = key;
    } else if (spec.kind === 'date' && s === DATE_NEAR_MISS && nearDateKey === '') {
      nearDateKey = key;
      nearDateWeight = weight;
      nearDateBacked = spec.near_miss_backed === true;
    } else if (spec.kind === 'address' && s >= FULL_AGREEMENT && fullAddressKey === '') {
      fullAddressKey = key;
    } else if (spec.kind === 'age' && s === 1 && ageKey === '') {
      ageKey = key;
    } else if (spec.kind === 'geo' && result.near === true && nearPointKey === '') {
      nearPointKey = key;
    }
  }

  // A name that agrees among the people who also share a field such as the birth place singles out
  // fewer people than the name among everyone: its rarity rises by that field's narrows_name_rarity.
  if (narrowing > 0) {
    for (const { key, s, rarity } of narrowable) {
      const contribution = Math.min(s, rarity + narrowing);
      distinctiveMax = Math.max(distinctiveMax, contribution);
      if (contribution > bestName.contribution) bestName = { key, contribution };
    }
  }
  // In a batch (the link verb), a date of birth one keying error from the other's weighs a third in the
  // mean (DATE_WEAK_AGREEMENT_WEIGHT, as the 1 January placeholder does) when the names agree (≥ AGREES)
  // on a word the batch shows rare (batchNames.ts: held by one record in a thousand at most). At full
  // weight its 0.35 pulls the mean down like half a disagreement, while a keying slip in a date is
  // evidence for one person, never against; the prior gives it about +6 bits. Beside a common name the
  // slip may be two people of one name born close together, so it keeps its full weight; and the
  // shipped table's rarity cannot tell, since it reads a name it never saw as rare — two classmates of
  // one unlisted name, their dates one slip apart, would merge on the name alone. The batch's own
  // counts can: a name its register holds often is common there, whatever the table says; a small
  // batch (under 2,000 records) shows no word rare, and a single pair has no batch.
  /** The names agree (≥ AGREES) on a word the batch shows rare (the link verb only). */
  let rareInBatch = false;
  /** ...and the shipped table shows that word rare too (distinctiveness ≥ DISTINCTIVE_FLOOR). */
  let rareInBoth = false;
  if (batch !== undefined && bestNameSim.sim >= AGREES && bestNameSim.field !== '') {
    const field = bestNameSim.field;
    const words = batch.rareSharedWords(field, asText(a[field]!), asText(b[field]!));
    rareInBatch = words.length > 0;
    rareInBoth = words.some((w) => pack.tf.distinctiveness(w) >= DISTINCTIVE_FLOOR);
  }
  // Session 35 (near_miss_backed): the same lightening, in a batch or a single pair, when a contact point or
  // an identifier of the pair also agrees in full (SLIP_BACKING_KINDS: an address, a phone, an e-mail, an
  // identifier; not a shared one such as a joint account, `bare`). The slipped digit is then backed by something
  // that singles out one person or household beside the name, and one person's date keyed wrongly is the
  // reading; without it — two classmates of one common name whose every other value differs — the near miss
  // keeps its full weight. A birth place or an occupation is no backing: each is shared by a crowd.
  const slipBacked =
    nearDateBacked &&
    evidence.some((e) => SLIP_BACKING_KINDS.has(e.kind) && e.sim >= AGREES && e.partial !== true && e.bare !== true);
  if ((rareInBatch || slipBacked) && nearDateKey !== '' && nearDateWeight > 0) {
    const lighter = nearDateWeight * (1 - DATE_WEAK_AGREEMENT_WEIGHT);
    num -= lighter * DATE_NEAR_MISS;
    den -= lighter;
  }
  // Two numbers of two forms set aside leave the names alone to merge the pair (review of pairs47): a body's
  // licence number against its company number, or two countries' company numbers of a group's namesake
  // subsidiaries (X Logistics Ltd in Kenya and in Uganda), or two series of one register (a company and the
  // incorporated trustees of one name). Without other evidence of one body (other_form_needs: an address that
  // agrees, the same tax id, LEI or charity number) the pair goes to review, never a merge on the name alone.
  for (const c of otherForms) {
    const key = pack.evidenceKeys[c]!;
    if (pack.comparators[c]!.other_form_needs!.any_of.some((g) => groupAgrees(evidence, g, true)) || conflicts.includes(key)) continue;
    conflicts.push(key);
    factors[`${key}_other_form`] = 0;
  }
  if (conflicts.length > 0) dropUnaccompanied(pack, evidence, conflicts, factors);
  const corroborated = nearMisses.length === 0 ? [] : liftCorroborated(pack, nearMisses, evidence, conflicts, factors);
  if (conflicts.length > 0) liftConflicts(pack, evidence, conflicts, flagged, apart, kin);

  const lifted: { key: string; by: string[] }[] = [];
  for (const { c, weight, s } of liftable) {
    const group = pack.comparators[c]!.disagreement_lifted_by!.any_of.find((g) => groupAgrees(evidence, g, true));
    if (group === undefined) continue;
    num -= weight * s;
    den -= weight;
    lifted.push({ key: pack.evidenceKeys[c]!, by: Object.keys(group) });
  }

  let clearingSignal = '';
  // nearPointKey: see NEAR_POINT_NAME_FLOOR.
  if (identifierAgreements.length > 0) clearingSignal = identifierAgreements[0]!;
  else if (bestName.contribution >= DISTINCTIVE_FLOOR) clearingSignal = bestName.key;
  else if (codeKey !== '') clearingSignal = codeKey;
  // A product title that is a fuller listing of the other, beside one size both state alike (the spec comparator's
  // fullerListing), and a brand that, where compared, agrees: the titles already reach the threshold, so the words
  // they share are not common words met by chance; what one adds names no other product (product.ts fullerListing).
  else if (fullerKey !== '' && evidence.every((e) => e.kind !== 'brand' || e.sim >= AGREES)) clearingSignal = fullerKey;
  // Session 49: one measured size both titles state, their differing words naming no sibling of a range (a flavour, a
  // fat level, a free-from version: product.ts plainDifference), beside a brand both records give and that agrees: a
  // maker's one product of one size listed by two shops with other words around it.
  else if (plainKey !== '' && evidence.some((e) => e.kind === 'brand') && evidence.every((e) => e.kind !== 'brand' || e.sim >= AGREES)) clearingSignal = plainKey;
  else if (strongDateKey !== '' && bestNameSim.sim >= DATE_NAME_FLOOR) clearingSignal = `${strongDateKey}+${bestNameSim.key}`;
  else if (strongDateKey !== '' && fullAddressKey !== '' && bestNameSim.sim >= DATE_PARTIAL_NAME_FLOOR) {
    clearingSignal = `${strongDateKey}+${bestNameSim.key}+${fullAddressKey}`;
  }
  // In a batch, a name word the batch shows rare stands for the full address in that triple: the
  // address narrows a surname to one household, and a word one record in a thousand of the register
  // holds narrows it to a few families; among them the same full date of birth is one person, or twins,
  // whose records carry their given names. The table's rarity cannot stand there (an unlisted name reads
  // rare in any batch), nor can a small batch's counts (rareInBatch needs 2,000 records at least).
  else if (strongDateKey !== '' && rareInBatch && bestNameSim.sim >= DATE_PARTIAL_NAME_FLOOR) {
    clearingSignal = `${strongDateKey}+${bestNameSim.key}+rare_in_batch`;
  }
  // In a batch, a name that agrees ≥ 0.85 on a word both the batch and the shipped table show rare
  // clears the gate as a rare name written in full does, though written in part (an initial or a title
  // with the surname: `M. Abbeyson`, `Sir Irvine`), where the table alone cannot (gate_min_words: one
  // word is what many people share). Each source covers the other's blind spot: the table reads a word it
  // never saw as rare, which the batch refutes when its register holds the word often (an unlisted
  // Nigerian, Kenyan or Afrikaans name is common in its own register); the batch reads a word rare that
  // merely happens to be scarce in it, which the table refutes when the word is common among people at
  // large. A word both show rare is held by few people in this register.
  else if (rareInBoth && bestNameSim.sim >= DATE_NAME_FLOOR) {
    clearingSignal = `${bestNameSim.key}+rare_in_batch`;
  }
  else if (nearDateKey !== '' && bestFullNameSim.sim >= DATE_NAME_FLOOR) clearingSignal = `${nearDateKey}+${bestFullNameSim.key}`;
  else if (nearDateKey !== '' && fullAddressKey !== '' && bestNameSim.sim >= DATE_PARTIAL_NAME_FLOOR) {
    clearingSignal = `${nearDateKey}+${bestNameSim.key}+${fullAddressKey}`;
  }
  else if (ageKey !== '' && fullAddressKey !== '' && bestFullNameSim.sim >= DATE_NAME_FLOOR) {
    clearingSignal = `${ageKey}+${bestFullNameSim.key}+${fullAddressKey}`;
  }
  else if (corroborated.length > 0) clearingSignal = [corroborated[0]!.key, ...corroborated[0]!.by].join('+');
  // A name written in full that agrees in every reading of it (the name comparator ≥ 0.85 and the token
  // reading, which counts every unpaired word, ≥ 0.8), at the same full address, where one record carries a
  // date of birth and the other none: registers that keep no date (an electoral or voter roll, a census
  // line, a SIM or passenger list, a deed's proprietor) are matched to a dated record from another source
  // by exactly this, and with no date on a side nothing can refute it. Two undated records stay at review:
  // they are as likely two lines of one register, which lists each person once — a father and the son
  // named after him at one address are two lines of one roll. A household's other members carry other given names; a name with a
  // word the other lacks (a trading name `… Ventures`, a middle name written once) is left to review, and
  // so is a name of one word or of initials (gate_min_words). What stays possible is a father and son of
  // one name at one address with no date to tell them apart and no generation written (`Snr`, and `Jnr`
  // against no suffix, keep the pair at review); and any field that disagrees outright (another sex, birth
  // place or phone) is evidence against that no date answers, so the pair stays at review too.
  else if (
    fullAddressKey !== '' &&
    bestFullNameSim.sim >= DATE_NAME_FLOOR &&
    !evidence.some((e) => e.kind === 'date' || e.sim <= DISAGREES) &&
    pack.comparators.some((c) => c.kind === 'date' && c.field !== undefined && (a[c.field] === undefined ? holdsDate(b[c.field]) : b[c.field] === undefined && holdsDate(a[c.field]))) &&
    fullNameAgreesInEveryReading(evidence, bestFullNameSim.key)
  ) {
    clearingSignal = `${bestFullNameSim.key}+${fullAddressKey}`;
  }
  // A site two sources pin within a few metres (the geo comparator's near_km: a survey point and a register's,
  // a map pin and a geocoded address) whose names agree in at least half their words (a register's caps line,
  // a name in another language, a long and a short form): the point singles out the site as an identifier
  // does, and the name says it is this one. Two venues, parts or kinds of one spot are refuted by their kind,
  // venue and numbered-part rules, which the gate does not lift; the score still has to reach the threshold.
  else if (nearPointKey !== '' && bestNameSim.sim >= NEAR_POINT_NAME_FLOOR) clearingSignal = `${nearPointKey}+${bestNameSim.key}`;

  // Session 41: a person's name that clears the gate by itself (its rarity in the table, or a word the
  // batch and the table both show rare) does not clear it when the pair's address disagrees outright
  // (nothing shared at all: two postcodes of other areas, two addresses without a common word or number;
  // not two full addresses that share only the word `Street`, which the comparator reads at 0.2-0.3 and
  // where an unread column often holds the old address or the id that links them), no date of birth or
  // age was compared on the pair, and nothing beside the name agrees (no birth place, phone, e-mail,
  // identifier, occupation: only the sex may). The name is then the pair's one piece of evidence for and
  // the address one against: two bearers of one rare name in two places (namesakes, cousins named after
  // one grandparent) are as likely as one person who moved, and a rare name narrows its bearers to a few,
  // not to one. The pair goes to review. With anything else agreeing (a birth place, a date, a contact
  // point) the moved-address reading stands, and the address's disagreement weight is unchanged.
  // Shown by persons set 16 (share-register namesakes in two towns merged on the name) and historical_50k
  // (namesakes whose postcode and birth place both differ).
  if (clearingSignal !== '' && nameAloneAgainstAddress(clearingSignal, bestName.key, bestNameSim.key, evidence)) clearingSignal = '';

  const missing: string[] = [];
  for (const field of comparedFields(pack)) if (a[field] === undefined || b[field] === undefined) missing.push(field);
  const uncompared = uncomparedNeeds(pack, a, b, evidence);

  // One object shape for every pair, the optional lists added after (same keys, same order as spreading them in):
  // an object literal spreading a list in for some pairs and not others deoptimised this function (V8 `wrong map`)
  // about one pair in eight, each pair then finishing in the interpreter.
  const out: PairScore = {
    factors,
    evidence,
    score: den > 0 ? num / den : null,
    conflicts,
    vetoes,
    clearingSignal,
    distinctiveMax,
    missing,
    corroborated,
  };
  if (lifted.length > 0) out.lifted = lifted;
  if (uncompared.length > 0) out.uncompared = uncompared;
  if (renamed.length > 0) out.renamed = renamed;
  return out;
}

/** Digits (and spaces) alone: a number written without its register's letters or format. */
const DIGITS_ONLY = /^[\d\s]+$/;

/**
 * Both identifiers written as digits alone, and the register (issuer_field) not named on both records: two
 * registers number their bodies independently, so bare digits that agree may be two registers' numbers.
 */
function bareNumbers(spec: ComparatorSpec, a: RecordInput, b: RecordInput): boolean {
  // A number read against the other record's number of another scheme (spec.scheme_field) is that value.
  const va = a[spec.field!] ?? (spec.scheme_field === undefined ? undefined : a[spec.scheme_field]);
  const vb = b[spec.field!] ?? (spec.scheme_field === undefined ? undefined : b[spec.scheme_field]);
  if (va === undefined || vb === undefined) return false;
  if (!DIGITS_ONLY.test(asText(va).trim()) || !DIGITS_ONLY.test(asText(vb).trim())) return false;
  return spec.issuer_field === undefined || a[spec.issuer_field] === undefined || b[spec.issuer_field] === undefined;
}

/**
 * Whether every key of an evidence group agrees at its floor (some evidence of that key at or above it; with
 * `solidOnly`, evidence read as `bare` does not count). Module functions rather than closures built per pair:
 * these rules are read for every pair a comparator names them on.
 */
function groupAgrees(evidence: readonly Evidence[], group: Readonly<Record<string, number>>, solidOnly: boolean): boolean {
  for (const k in group) {
    const floor = group[k]!;
    let found = false;
    for (const e of evidence) {
      if (e.key === k && e.sim >= floor && (!solidOnly || e.bare !== true)) {
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  return true;
}

function hasKey(evidence: readonly Evidence[], key: string): boolean {
  for (const e of evidence) if (e.key === key) return true;
  return false;
}

/** The record holds a value in the spec's field that its kind does not read as recording nothing (FIELD_RECORDS_NOTHING). */
function holdsSomething(spec: ComparatorSpec, r: RecordInput): boolean {
  if (spec.field === undefined) return false;
  const v = r[spec.field];
  return v !== undefined && FIELD_RECORDS_NOTHING[spec.kind]?.(v) !== true;
}

/**
 * The evidence keys a merge needs compared (merge_needs_compared) whose field one record lacks (absent,
 * or under a key the pack does not read), unless one of their unless_any_of groups fully agrees. A field
 * read on both sides counts even when its comparator abstains (a name of initials only, a script it
 * cannot read): the records then do name someone, which is not the contact-points-only pair this guards.
 * A value its kind reads as recording nothing (FIELD_RECORDS_NOTHING: a name of titles or label words
 * only, 'Mrs', 'Landlord') does not count: that record names nobody (session 24).
 */
function uncomparedNeeds(pack: EntityPack, a: RecordInput, b: RecordInput, evidence: readonly Evidence[]): string[] {
  const out: string[] = [];
  for (let c = 0; c < pack.comparators.length; c++) {
    const spec = pack.comparators[c]!;
    const needs = spec.merge_needs_compared;
    if (needs === undefined) continue;
    const key = pack.evidenceKeys[c]!;
    // A value that records nothing (a name of titles or a phone book's label word only) is as if absent.
    if (hasKey(evidence, key) || (holdsSomething(spec, a) && holdsSomething(spec, b))) continue;
    if (!needs.unless_any_of.some((g) => groupAgrees(evidence, g, false))) out.push(key);
  }
  return out;
}

const comparedByPack = new WeakMap<EntityPack, readonly string[]>();

/** The pack's fields that some comparator reads, in field order (built once per pack). */
function comparedFields(pack: EntityPack): readonly string[] {
  let fields = comparedByPack.get(pack);
  if (fields === undefined) {
    const read = new Set<string>();
    for (const spec of pack.comparators) for (const f of [spec.field, spec.lat, spec.lon]) if (f !== undefined) read.add(f);
    fields = [...pack.fieldKeys.keys()].filter((f) => read.has(f));
    comparedByPack.set(pack, fields);
  }
  return fields;
}

/**
 * Under parameters trained on the caller's records: drops the refutations the pack holds under the
 * shipped weights only (shipped_refutation_only), since the trained m and u of the field's disagreement
 * level already say how much a disagreement weighs in that register.
 */
export function dropShippedRefutations(pack: EntityPack, pair: PairScore): void {
  for (let c = 0; c < pack.comparators.length; c++) {
    if (pack.comparators[c]!.shipped_refutation_only !== true) continue;
    const key = pack.evidenceKeys[c]!;
    if (pair.factors[`${key}_conflict`] !== undefined) dropRefutation(key, pair.conflicts, pair.factors);
  }
}

/** Takes back a refutes_below refutation: the key leaves the conflicts and its conflict factor goes. */
function dropRefutation(key: string, conflicts: string[], factors: Record<string, number>): void {
  delete factors[`${key}_conflict`];
  const at = conflicts.indexOf(key);
  if (at >= 0) conflicts.splice(at, 1);
}

/**
 * Drops each refutes_below refutation whose comparator says it stands only beside another sign of two
 * people (refutes_beside) when no such sign is there: no named key compared, in full, below its ceiling.
 */
function dropUnaccompanied(pack: EntityPack, evidence: readonly Evidence[], conflicts: string[], factors: Record<string, number>): void {
  for (let c = 0; c < pack.comparators.length; c++) {
    const beside = pack.comparators[c]!.refutes_beside;
    if (beside === undefined) continue;
    const key = pack.evidenceKeys[c]!;
    if (!conflicts.includes(key) || factors[`${key}_conflict`] === undefined) continue;
    const sign = evidence.some((e) => e.partial !== true && beside[e.key] !== undefined && e.sim < beside[e.key]!);
    if (!sign) dropRefutation(key, conflicts, factors);
  }
}

/**
 * Whether the evidence so far holds a sign of two entities from the map (other_form_beside): a key compared, in
 * full, below its ceiling. No map, no condition.
 */
function besideSign(beside: Readonly<Record<string, number>> | undefined, evidence: readonly Evidence[]): boolean {
  return beside === undefined || evidence.some((e) => e.partial !== true && beside[e.key] !== undefined && e.sim < beside[e.key]!);
}

/** Lifts each refutation whose comparator names a group of other evidence that fully agrees. */
function liftConflicts(pack: EntityPack, evidence: readonly Evidence[], conflicts: string[], flagged: readonly string[], apart: ReadonlyMap<string, number>, kin: readonly string[]): void {
  for (let c = 0; c < pack.comparators.length; c++) {
    const rule = pack.comparators[c]!.conflict_lifted_by;
    if (rule === undefined) continue;
    const groups = rule.any_of;
    const key = pack.evidenceKeys[c]!;
    const at = conflicts.indexOf(key);
    if (at < 0 || (rule.flagged_only === true && !flagged.includes(key))) continue;
    if (rule.unless_years_apart !== undefined && (apart.get(key) ?? 0) >= rule.unless_years_apart) {
      const family = rule.unless_kin;
      if (family === undefined || family.some((k) => kin.includes(k))) continue;
    }
    if (groups.some((g) => groupAgrees(evidence, g, false))) conflicts.splice(at, 1);
  }
}

/** Lifts the refutation of each near miss that one of its corroboration groups fully confirms. */
function liftCorroborated(
  pack: EntityPack,
  nearMisses: readonly { c: number; serial: boolean }[],
  evidence: readonly Evidence[],
  conflicts: string[],
  factors: Record<string, number>,
): { key: string; by: string[] }[] {
  const out: { key: string; by: string[] }[] = [];
  for (const { c, serial } of nearMisses) {
    const spec = pack.comparators[c]!;
    const key = pack.evidenceKeys[c]!;
    const rule = spec.near_miss_corroboration!;
    const groups = serial ? (rule.serial_any_of ?? rule.any_of) : rule.any_of;
    const group = groups.find((g) => groupAgrees(evidence, g, false));
    if (group === undefined) continue;
    const at = conflicts.indexOf(key);
    if (at >= 0) conflicts.splice(at, 1);
    delete factors[`${key}_conflict`];
    out.push({ key, by: Object.keys(group) });
  }
  return out;
}
