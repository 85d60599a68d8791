// What a comparator is: a pure function of two non-empty values (or two whole records for the kinds
// that read several keys) that returns a similarity in [0, 1], or null for "nothing to say".
import type { TfTable } from '../tfTable.js';

export const COMPARATOR_KINDS = [
  'name',
  'placename',
  'tftoken',
  'type',
  'id',
  'phone',
  'email',
  'date',
  'address',
  'premises',
  'category',
  'sex',
  'geo',
  'containment',
  'code',
  'spec',
  'rival',
  'marker',
  'line',
  'model',
  'brand',
  'branded_name',
  'quantity',
  'title',
  'age',
] as const;

export type ComparatorKind = (typeof COMPARATOR_KINDS)[number];

/** Kinds that read whole records (several keys) rather than one field's two values. */
export const RECORD_KINDS = ['geo', 'model', 'brand', 'branded_name', 'age'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export interface ComparatorSpec {
  kind: ComparatorKind;
  /** The record key read (after alias resolution); geo reads `lat`/`lon` instead. */
  field?: string;
  weight: number;
  /**
   * The weight in the shipped weighted mean when the comparator does not agree (sim below 0.8, AGREES);
   * `weight` otherwise. 0 makes it agreement-only evidence: a birth place written at another
   * granularity (a district, its county) differs without saying two people. Trained parameters ignore it.
   */
  disagreement_weight?: number;
  /**
   * A disagreement of this comparator (sim below 0.8, AGREES) weighs 0 in the shipped mean when one group
   * fully agrees (same form as near_miss_corroboration.any_of): the organisation pack's names beside the
   * same registration number, LEI or tax id, which one register gives one legal person for its whole life,
   * so names that differ under it are a rename or another language's name, not another body. An identifier
   * of digits alone on both sides, its register (issuer_field) not named on both records, lifts nothing: two
   * registers' bare numbers can share digits. Trained parameters ignore it, as they do disagreement_weight.
   */
  disagreement_lifted_by?: { any_of: Record<string, number>[] };
  /** sim below this demotes a would-be merge to review (a refutation). */
  refutes_below?: number;
  /** sim below this makes the pair `different` whatever else agrees (a veto). */
  vetoes_below?: number;
  /** Type vocabulary whose words are removed from names before comparing (`organization`, ...). */
  strip_type?: string;
  /**
   * placename/tftoken: the type vocabulary whose phrases are read as their types before names are compared
   * (a place's kind in several languages: soko = market, gare = station), the connecting words after them
   * dropped (typeVocabulary.ts kindWordsRead).
   */
  kind_words?: string;
  /** placename: the similarity of a name that is the other's opening words (a venue with and without a qualifier). */
  name_prefix_floor?: number;
  /** Type vocabulary of a `type` comparator. */
  domain?: string;
  /**
   * Product category of `code`/`spec`/`marker`/`line` comparators; on a name comparator (`placename`,
   * `branded_name`) the category whose sizes both titles state are read written one way (1 l / 1000 ml).
   */
  category?: string;
  /** model/brand: the free-text field (a title) also read when the other record lacks the field. */
  text_field?: string;
  /**
   * id with text_field (an organisation's registration number): a register number the other record's name
   * glosses (X Ltd (Reg. No. 123456)), no label giving it to another scheme, is read against this record's
   * number when that record gives none in the field: a different number is a disagreement
   * (identifier.ts glossedRegistrationNumbers).
   */
  text_field_conflicts?: boolean;
  /**
   * id: the field of another scheme's number of the same body (a registration number's VAT number). When one
   * record states only this field and the other only that one, the two agree where one number is the other
   * or is built from it (oneBodyAcrossSchemes); otherwise nothing is compared: two schemes never disagree.
   */
  scheme_field?: string;
  /**
   * branded_name: the brand field whose words are set aside in both names; on a field comparator of a
   * title, the brand field whose maker's name is cut out of a title the other title lacks it in, before
   * they are read (fieldsEngine: marker and line always — Harbor Light Lamplighter Porter: light names the
   * brewery, not a light beer —, name comparators only when one record states no brand).
   */
  brand_field?: string;
  /**
   * placename/tftoken/rival of a place's name: the same record's fields that say where it is (address, city,
   * administrative path); closing comma parts of the name that only repeat them, or that the other record's
   * such fields give, are set aside (placeName.ts withoutOwnLocation).
   */
  location_fields?: readonly string[];
  /** quantity: the tolerance (absolute, or a share of the larger value when `relative`). */
  tolerance?: number;
  relative?: boolean;
  /** quantity: read the values as prices (currency and grouping separators; two stated currencies that differ are not compared). */
  money?: boolean;
  /** quantity: read the values as percentages (a bare 0.055 is also 5.5 %; 5.5 / 55, a dropped decimal point, is nothing to say). */
  percent?: boolean;
  lat?: string;
  lon?: string;
  decay_km?: number;
  veto_km?: number;
  /**
   * Geo: two points this close (km) are one spot as two sources pin it (a survey point and a register's,
   * a map pin and a geocoded address), read with `near_weight` times the comparator's weight.
   */
  near_km?: number;
  /** Geo: the weight factor of a point within near_km (above 1). */
  near_weight?: number;
  /**
   * When the comparator reports a near miss (one keystroke from an identifier that would agree),
   * the refutation is lifted if one group fully agrees: every evidence key of the group present
   * and at or above its floor — a typo in an id that the person's name and date of birth (or name
   * and full address) independently confirm.
   */
  near_miss_corroboration?: NearMissCorroboration;
  /**
   * A refutation by this comparator (sim below refutes_below, or a conflict it flags) is lifted when one group fully agrees
   * (same form as near_miss_corroboration.any_of): e.g. a conflicting date of birth under the same
   * national id — registers key dates wrongly far more often than they reissue an id.
   */
  conflict_lifted_by?: {
    any_of: Record<string, number>[];
    /** Lift only conflicts the comparator flags itself (result.conflict), never a refutes_below refutation. */
    flagged_only?: boolean;
    /**
     * Dates (`date`): no group lifts a conflict between two full dates at least this many whole years
     * apart (yearsApart): that far apart they are two people's dates — a guardian's or parent's id
     * written on a child's record — not one date keyed wrongly, so the pair stays contested (review).
     */
    unless_years_apart?: number;
    /**
     * With unless_years_apart: the lift is withheld only when one of these evidence keys' comparators
     * read the two values as two relatives' (`kin`: another given name before one surname, or another
     * generation's suffix) — a family's signature, not one person's records.
     */
    unless_kin?: string[];
  };
  /**
   * A merge needs this comparator to have compared the two records (its field read on both sides),
   * unless one group of unless_any_of fully agrees (same form as near_miss_corroboration.any_of): the
   * person pack's name, whose absence leaves only contact points (a phone, an e-mail, an address) that
   * households, offices and switchboards share, or a typed identifier that names one person alone.
   * Otherwise the pair goes to review (decide.ts reason `not_compared`), under any parameters.
   */
  merge_needs_compared?: { unless_any_of: Record<string, number>[] };
  /**
   * A refutation by this comparator (sim below refutes_below) stands only beside another sign of two
   * people: some evidence key of the map compared, not partly recorded, with a similarity below its
   * ceiling (a sex disagreement beside given names that differ). Otherwise the disagreement only weighs
   * in the mean: on its own it is more likely a keying error than two people.
   */
  refutes_beside?: Record<string, number>;
  /**
   * The refutation (refutes_below) holds under the shipped weights and the shipped prior only: parameters
   * trained on the caller's records carry what a disagreement says in that register (the m and u of its
   * disagreement level), so a register that keys the field wrongly often is not split by it.
   */
  shipped_refutation_only?: boolean;
  /**
   * Categories (`category`): a full agreement on this field raises the table rarity of an agreeing name
   * of the pack by this much for the distinctive-signal gate (the name is then compared among the
   * people who share this value, not among everyone). It never clears the gate alone.
   */
  narrows_name_rarity?: number;
  /**
   * Dates (`date`): a near miss (one keying error, DATE_NEAR_MISS) weighs DATE_WEAK_AGREEMENT_WEIGHT of the
   * date's weight in the shipped mean when a contact point or an identifier of the pair also agrees in full
   * (fieldsEngine.ts SLIP_BACKING_KINDS): with that backing a slipped digit is one person's date keyed wrongly,
   * not two people's; alone beside a name it keeps its full weight (two people of one name born close together).
   */
  near_miss_backed?: boolean;
  /**
   * Identifiers (`id`): the declared field holding the issuing country (a code or an English name).
   * When both records say (by this field, else by a `CC:` prefix on the value) and the issuers
   * differ, the identifiers are two documents and are not compared.
   */
  issuer_field?: string;
  /**
   * Identifiers (`id`): the issuing body's name, written before the number as words without a digit
   * ('NMCN RN/9328237', 'Ordre des avocats P1694063') or after it ('451 321 335 R.C.S. Evry'), and a
   * register's series letters before digits alone ('RC1284733', 'RC-208767'), may be missing on one side:
   * the number as one side writes it agrees with the other side's number read without those words. Two
   * numbers that both lose such words are never made to agree that way (another body's letters, the same digits).
   */
  body_prefix?: boolean;
  /**
   * Identifiers (`id`) of schemes built from another scheme's number (identifier-forms.json contained_numbers:
   * a SIRET from its SIREN, an EU VAT number from the national number): a number agrees with the number it is
   * built from. Only an organisation's registration and tax fields hold such schemes; elsewhere a long number
   * and another's first digits are two numbers.
   */
  contained_numbers?: boolean;
  /**
   * Identifiers (`id`) with body_prefix: the field holds a practitioner's own register number (a person's
   * professional registration), so a professional body's initials before it (identifier-forms.json
   * practitioner_body_labels: GPhC, GDC, COREN) name the field's own register and give the number to no other
   * scheme: two practitioners' numbers, one written with the initials, still disagree.
   */
  practitioner_register?: boolean;
  /**
   * Identifiers (`id`) issued per facility (a hospital number): a leading code that starts with a letter
   * and is set off by a separator before a digit ('KATH/2018/611279', 'RX1-2012-275429'; a label such as
   * 'MRN' or 'No.' is not one) names the facility that issued the number. Two numbers of different
   * facilities are different documents (the comparator abstains, as for different issuers); one side
   * without the code is compared with and without it; two numbers that could be consecutive
   * registrations (final digit one apart) disagree instead of counting as a near miss.
   */
  facility_prefix?: boolean;
  /**
   * Identifiers (`id`) of sites that several registers code (a place's site code): two different codes written
   * in one form (letters and digits in the same order, separators dropped: KM204 / KT517) are one register's
   * codes of two sites, a conflict that refutes (identifier.ts withFormConflict); codes of two forms weigh what
   * disagreement_weight says.
   */
  same_form_conflicts?: boolean;
  /**
   * Identifiers (`id`, with body_prefix) a field holds from whichever register a list cites (an organisation's
   * registration number field: the company register's number, or a licensing body's, a trade association's, a
   * charity register's): two clearly different numbers that share no written form in any of their readings
   * (identifier.ts shareAForm) may be two registers' numbers of one body, so their disagreement stands only
   * beside another sign of two bodies — some evidence key of the map, compared by a comparator listed before
   * this one and not partly recorded, below its ceiling (names that differ). Otherwise the comparator reads
   * nothing (as for two issuers' numbers). Two numbers of one form always disagree.
   */
  other_form_beside?: Record<string, number>;
  /**
   * With other_form_beside: two numbers of two forms set aside leave the pair to merge on the names alone
   * unless one group of other evidence agrees (same form as near_miss_corroboration.any_of: an address, a tax
   * id); otherwise the pair goes to review (review of session 47's pairs47: namesake subsidiaries of one group
   * in two countries, each under its own company register's number, share the name and nothing else).
   */
  other_form_needs?: { any_of: Record<string, number>[] };
  /**
   * Identifiers (`id`) an organisation issues in one series (an employee, staff or badge number): the
   * letters it writes before the digits and the zeros it pads them to a width with are folded, so
   * 'E040945', 'EMP-040945' and '40945' are one number. Anything else must agree as written.
   */
  padded_series?: boolean;
  /**
   * Identifiers (`id`) that are bank accounts: an IBAN passing its mod-97 check agrees with the plain
   * domestic number its BBAN ends with (see identifier.ts ibanHoldsAccount).
   */
  bank_account?: boolean;
  /**
   * Identifiers (`id`): the declared field naming the bank that holds the account (its name, sort code,
   * bank code or BIC). When both records name one written the same way and the banks differ, the
   * numbers are two banks' accounts and are not compared (as two issuers' ids).
   */
  bank_field?: string;
  /**
   * Identifiers (`id`) of a membership that covers a family (a medical aid's or a health plan's member
   * number): the declared field holding the beneficiary's dependant code ('00' the principal member,
   * '01', '02' the dependants), which the scheme may also write after the number ('12345678-01').
   * The number with the code names one beneficiary; without it, the family (see identifier.ts
   * compareMemberNumbers).
   */
  dependant_field?: string;
  /**
   * Identifiers (`id`) a document renewed under a new number (a driving licence): the declared field holding
   * the number the record's document replaced (`Previous Licence No`). One side's current number that
   * fully agrees with the other side's previous number is the same document's history and is compared as
   * agreeing; otherwise the current numbers are compared as before.
   */
  previous_field?: string;
  /**
   * Ages (`age`): the declared field holding the moment the age was stated (an enumeration, visit or
   * interview date, a date of death). An age without it is not compared (age.ts).
   */
  reference_field?: string;
  /**
   * Ages (`age`): the years before and after REFERENCE_YEAR (date.ts) an age stated without its moment is
   * read in; such an age only refutes, a generation apart (age.ts). Without it an undated age is not read.
   */
  undated_years?: { before: number; after: number };
  /** Ages (`age`): the declared field holding a birth date, which a dated age is compared with. */
  birth_field?: string;
  /**
   * Names (`name`): the field names a relative of the record's person (a child's mother on a birth,
   * immunisation or school record), not the person. Its comparison never clears the distinctive-signal
   * gate and never stands for the person's name; it refutes (review) when the two relatives' names share
   * nothing (refutes_below) or name two kin (another whole given name before one surname: two sisters,
   * co-wives, cousins' mothers), never on another flagged conflict (one mother under her maiden and her
   * married surname).
   */
  kin_name?: boolean;
  /**
   * Name-like comparators: the name words (titles, initials and words with digits left out) each side
   * must carry for a shared name to clear the distinctive-signal gate by itself. A lone given name or
   * surname ("Tom", "1st Bt.") singles out nobody, however rare its word.
   */
  gate_min_words?: number;
  /**
   * Brands (`brand`): a brand field that holds the owner of the other record's brand (Unilever beside
   * Lipton: that record's title opens with the other's brand and never names its own) is no evidence
   * (brand.ts ownerBeside). Off where a brand conflict refutes and the model code decides (electronics).
   */
  brand_owners?: boolean;
  /**
   * Name-like comparators (`placename`, `tftoken`): a run of words the other name writes as its initials
   * (Kenya Commercial Bank / KCB) is read as those initials (placeName.ts withInitialsRead).
   */
  acronyms?: boolean;
  /**
   * placename/tftoken (place): a place's short words written out (type-vocabulary.json place_abbreviations),
   * Roman numerals after a word read as numbers, leading zeros dropped, and two words the other name writes
   * as one compound read as it (typeVocabulary.ts placeWrittenForms, placeName.ts withJoinedWords).
   */
  written_forms?: boolean | 'organisation';
  /** placename (organisation): two names apart only by a word naming another body of one group conflict (placeName.ts siblingWordApart). */
  group_siblings?: boolean;
  /** placename (organisation), with group_siblings: one more word inside one name, unseen in the pack's table, also conflicts (placeName.ts innerUnseenWordApart). */
  inner_unseen_words?: boolean;
  /**
   * placename/tftoken (organisation): a name closed by a bracketed gloss the other name does not write (what the
   * body is, who owns it, its name in another language) is also read without it (placeName.ts
   * withOrganisationGlossRead); the place pack reads its glosses with its kind words (kind_words).
   */
  closing_glosses?: boolean;
  /**
   * tftoken (place, with kind_words): the kinds one name states where the other states none (X Station / X,
   * Lyceum Theatre / Lyceum) are also set aside, the better of the two readings kept (tfToken.ts oneSidedKindsOff).
   */
  one_sided_kinds?: boolean;
  /** placename (place): two names numbering a part after the same word differently conflict (placeName.ts numberedPartsDiffer). */
  numbered_parts?: boolean;
  /** placename/tftoken (organisation): a name giving a former or trade name (formerly, f/k/a, t/a) is compared as each name. */
  former_names?: boolean;
  /**
   * placename/tftoken/type (organisation): the register glosses a name carries (a bracket or closing dash or
   * comma part holding a register number: X Ltd (Reg. No. 123456)) are set aside before the name is read
   * (identifier.ts withoutIdentifierGlosses); the ids' text_field reads the number.
   */
  identifier_glosses?: boolean;
  /** Why the comparator is set up this way (documentation carried in the pack). */
  note?: string;
}

export interface NearMissCorroboration {
  /** Groups of evidence key → floor (keys as in EntityPack.evidenceKeys); one fully agreeing group suffices. */
  any_of: Record<string, number>[];
  /**
   * The groups that apply instead when the two values could be consecutive serial numbers (only
   * the final digit differs, by one): what twins registered together look like. Defaults to any_of.
   */
  serial_any_of?: Record<string, number>[];
}

export interface ComparatorResult {
  sim: number;
  /** Extra numeric evidence (e.g. distance_km). */
  extras?: Record<string, number>;
  /** The comparator itself found a conflict (geo beyond veto distance, containment 0.0). */
  conflict?: boolean;
  /** One keystroke from an agreement (identifiers): subject to the spec's near_miss_corroboration. */
  nearMiss?: boolean;
  /** Two identifiers that share no written form (spec other_form_beside): a disagreement only beside another sign. */
  otherForm?: boolean;
  /**
   * Spec (products): the two titles state one size alike and one of them is a fuller listing of the other (only
   * one adds words: product.ts fullerListing). The engine's gate reads it as a distinctive signal beside a
   * brand that does not disagree; it changes no score.
   */
  fullerListing?: boolean;
  /**
   * Spec (products of a sibling_words category, session 49): the two titles state one measured size alike and the
   * words they differ by name no sibling of a range (product.ts plainDifference). Only then does the agreeing size
   * weigh (else its weightFactor is 0); beside a brand compared and agreeing, the engine's gate reads it as a
   * distinctive signal.
   */
  plainDifference?: boolean;
  /** The near miss could be two consecutive serial numbers (final digit one apart). */
  serialNeighbour?: boolean;
  /**
   * One side holds only part of the value (a name recorded as one word): a low similarity says the
   * parts differ, not that the values conflict, so it does not refute (refutes_below is skipped).
   */
  partial?: boolean;
  /** Names (`name`): the values read as two relatives' — another given name before one surname, or another generation. */
  kin?: boolean;
  /**
   * Names (`name`): the conflict is the same given name under another surname (personName.ts renamed): a
   * surname changed on one person's record or two unrelated people, not a household's two members.
   */
  renamed?: boolean;
  /** Two full dates that conflict (dates): the whole years between them, for conflict_lifted_by.unless_years_apart. */
  yearsApart?: number;
  /**
   * Dates: both sides are 1 January and agree (what many registers write when only the year is known): the
   * agreement may say no more than the year (the link clustering's householdContested reads it so).
   */
  januaryFirst?: boolean;
  /** Full-precision exact agreement (dates), used by the gate. */
  strong?: boolean;
  /**
   * Name-like kinds that know better than the raw names how distinctive their agreement is (a
   * product name within one agreeing brand): the rarity the gate uses instead of nameRarity.
   */
  rarity?: number;
  /**
   * Name-like kinds: the similarity the distinctive-signal gate reads instead of `sim`, where `sim` comes from a
   * reading that sets aside the words telling namesakes apart (placeName.ts withQualifiedCores): the reading
   * scores, but only the names as otherwise read can clear the gate by themselves.
   */
  gateSim?: number;
  /**
   * The value is one several people share (a role or household mailbox): the evidence counts for
   * this share of the comparator's weight, and an agreement is no identifier that clears the gate.
   */
  weightFactor?: number;
  /** Geo: the two points lie within the spec's near_km (one spot pinned by two sources), a signal for the gate. */
  near?: boolean;
  shared?: boolean;
  /**
   * The agreement was read a weaker way than the field's own values agreeing (the model comparator: one
   * record's code found in the other's title while the two model fields state codes that do not agree whole):
   * it counts as the agreement it is, but lifts no disagreement (disagreement_lifted_by).
   */
  liftsNothing?: boolean;
}

export interface ComparatorContext {
  tf: TfTable;
}

export type FieldValue = string | number | boolean | null | FieldValue[] | { [key: string]: FieldValue };

/** Compares the values of one field (both present and non-empty). */
export type FieldComparator = (
  a: FieldValue,
  b: FieldValue,
  spec: ComparatorSpec,
  ctx: ComparatorContext,
) => ComparatorResult | null;

/** Compares two whole records (kinds that read several keys, e.g. geo). */
export type RecordComparator = (
  a: Record<string, FieldValue>,
  b: Record<string, FieldValue>,
  spec: ComparatorSpec,
  ctx: ComparatorContext,
) => ComparatorResult | null;

/** Stringifies a scalar value; objects and arrays are joined with ", " (in key order). */
export function asText(value: FieldValue): string {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map(asText).filter(Boolean).join(', ');
  if (typeof value === 'object') return Object.values(value).map(asText).filter(Boolean).join(', ');
  return String(value);
}

export function sim(value: number): ComparatorResult {
  return { sim: value };
}
