// The entity packs (packs/<name>.json): which fields a pack reads (with the aliases callers use),
// which comparator judges each, with what weight, and below which similarity a comparator refutes
// (demotes a merge to review) or vetoes (makes the pair different). Loaded and validated once.
// comparators_sha256 is the SHA-256 of the pack file's canonical JSON; the pack records the sha256
// of its token-frequency table, so the pin changes when either the comparators or the table do.
import Type from 'typebox';
import { canonicalSha256 } from '../core/canonicalJson.js';
import { foldAccents } from '../core/fold.js';
import { foldStrokedLetters } from '../lexicon/fold.js';
import { COMPARATOR_KINDS, type ComparatorSpec } from './comparators/types.js';
import { hasCategory } from './comparators/productData.js';
import { hasTypeDomain } from './comparators/typeVocabulary.js';
import { loadTfTable, type TfTable } from './tfTable.js';
import { dataFileError, dataFileName, loadDataFile, validateData } from '../core/dataFile.js';
import type { DataProblem, DataProblemArgs } from '../core/errorCatalogueData.js';
import { quoteSafe } from '../core/safeToken.js';
import { memoiseString } from '../core/memo.js';
import { identifierRules } from '../detect/ids/index.js';

/** The comparator kinds that read a spec's `category` (product units, markers and lines; sizes, listing words and variant synonyms in names). */
const CATEGORY_KINDS: ReadonlySet<string> = new Set(['spec', 'code', 'marker', 'line', 'placename', 'branded_name', 'tftoken', 'rival']);
// The comparators that read a place's or an organisation's name words (a name's kind words, its locality, its
// written forms); each option below names the kinds that read it, and the load error names the same kinds.
const NAME_WORD_KINDS = ['placename', 'tftoken'] as const;
const PLACE_WORD_KINDS = ['placename', 'tftoken', 'rival'] as const;

export interface PackFile {
  schema: 'service.entity_pack.v1';
  name: string;
  aliases: string[];
  purpose: string;
  tf: { table: string; sha256: string };
  /** canonical field → aliases accepted for it (first present wins, the canonical name first). */
  fields: Record<string, string[]>;
  /**
   * canonical field → the parts callers send it in (`first_name` + `last_name` for a name), each
   * part a list of the keys accepted for it; read only when the record carries no key of the field.
   */
  composed?: Record<
    string,
    {
      parts: string[][];
      also?: { keys: string[]; joiner: string; note: string };
      cell_address?: { field: string; note: string };
      rest?: { keys: string[]; part: number; note: string };
      note: string;
    }
  >;
  /**
   * A record that says which kind its one identifier number is (`id_type` beside `id_number`): the keys
   * of the type and of the number, and the written types of each identifier field.
   */
  identifier_type?: { type_keys: string[]; number_keys: string[]; element_keys?: string[]; types: Record<string, string[]>; note: string };
  /**
   * Column headers read by their words when no key matches (headerWordHit): qualifiers that say how a
   * value was captured, words that name another party, and each field's phrases.
   */
  header_words?: {
    qualifiers: string[];
    number_words: string[];
    other_party: string[];
    /** Words naming a relative or a carer of the record's person (`Mother`, `Guardian`, `Next of kin`): records.ts nameByShape. */
    kin_words?: string[];
    part_joining_words?: { words: string[]; when_words?: string[]; note: string };
    /** Session 43: words that join the name's own and part words in one key (`Nom, prénom`, `Apellidos y nombre`): plainNameKey. */
    name_key_joins?: { words: string[]; note: string };
    /** Session 43 (mend of persons30r): words naming an office, an agency or a practice a role's column may head instead of its person (records.ts roleNumberReading). */
    role_column_not?: { words: string[]; note: string };
    /** Session 44 (persons31r): other_party words that name a practitioner who signs or certifies a record about someone else (records.ts otherRoleNames). */
    signing_roles?: { words: string[]; phrases?: string[][]; fields?: string[]; job_titles?: string[]; agent_words?: string[]; note: string };
    /** Session 37: words naming what a count of a value's length counts (`digits`, `Ziffern`): a bracket `(11 digits)` is a remark (isRemark). */
    length_words?: string[];
    subject_field?: string;
    role_keys?: {
      keys: string[];
      words?: string[];
      not_after?: string[];
      number_before?: string[];
      no_own_columns?: string[];
      /** "Of" and the articles written before a closing role (`… of Applicant`, `… du participant`): ownRoleTail. */
      tail_connectives?: string[];
      /** Case endings a closing role is written in, each with the dictionary endings it stands for (Polish genitive -ego → -y, -i). */
      tail_case_endings?: { ending: string; bases: string[] }[];
      /** Roles another party usually holds that head the record's person's column when it names nobody else (records.ts loneRoleName). */
      lone_roles?: string[];
      /** Session 37: role words a glued compound ends in (`Postfachinhaber`, `Kontoinhaber`, `Rekeninghouder`): gluedRoleWords. */
      glued_heads?: string[];
      /** Session 37: prefixes that make a glued role another person's (`Mit-`, `Vor-`, `Unter-`, `Mede-`, `Onder-`). */
      glued_not_after?: string[];
      /** Session 46 (persons33r): a role word right after one word that makes it another person's role (`professional_hunter`: the guide). */
      other_roles?: string[];
      /** Session 49 (persons49): roles that name one party of a record (`respondent`, `paying_parent`, `debtor`): records.ts readRoleColumns. */
      one_party?: { groups: string[][]; other_side?: string[]; note: string };
      note: string;
    };
    /** Session 36: the person an inspection or a visit found in charge of a place (presentPersonRole). */
    present_person?: { role: string; persons: string[]; presence: string[]; max_words_before: number; note: string };
    /** Session 37: words naming a thing held or traded under a name (`Account Name`, `Trade Name`): a name read after every other (headerWordHitOnce). */
    held_names?: { words: string[]; note: string };
    /** Session 37: words that head an identifier without saying whose it is (`ID Type/No (Ghana Card)`, `Means of ID: NIN`): roleColumnHit. */
    id_heading_words?: { words: string[]; note: string };
    fields: Record<string, string[][]>;
    note: string;
  };
  /**
   * Identifiers read by the shape of their value: a value under one of `keys` (or under a key of one of the
   * `from` fields) whose separator- and case-folded form matches `pattern` is read as `field`, ranked after
   * every key of that field (readRecord). A bare `PIN` that is a KRA PIN, a TIN that is a Ghana Card PIN.
   */
  value_shapes?: { rules: { keys?: string[]; from?: string[]; pattern: string; check?: string; field: string }[]; note: string };
  /**
   * A number the pack reads under no key, the same on both records (unread_numbers): read as `field` for that
   * pair (fieldsEngine scorePair). A column whose header holds one of `shared_words` (a number several people
   * share: a household's, a booking's, a vessel's) or a word naming another party is never read so.
   */
  unread_numbers?: {
    field: string;
    shared_words: string[];
    /**
     * Session 30: the field two different unread numbers are read as when their headings name one register
     * (a word besides `generic_words`, the number words and role words in both), compared to refute a merge.
     */
    register_field?: string;
    generic_words?: string[];
    /**
     * Session 32: words naming another party that also name a number (`reference`): after a word saying whose it
     * is and before a number word (`Teacher Reference Number`) they head that person's number, not a referee.
     */
    number_nouns?: string[];
    /**
     * Session 33: number words written onto a heading's word (`Personalnr.`, `Mitgliedsnummer`): the stem names
     * the register when two headings are compared for register_field.
     */
    glued_number_endings?: string[];
    /**
     * Review of session 47: words naming a thing many people work on (a quarry, a lift, a plant): a short number after
     * capital letters under such a heading is the thing's, never read as a person's register number (records.ts
     * registerPrefixedShort), unless a signing title follows (`Lift inspector no.`).
     */
    thing_words?: string[];
    /**
     * Session 50 (persons37r): words naming a register's entry (`reg.`, `registration`, `licence`, `cert`): under such a
     * heading a short number after capital letters is read as under a number word (records.ts registerPrefixedShort).
     */
    register_words?: string[];
    note: string;
  };
  /**
   * Session 34: one scheme's numbers (records.ts oneSchemeApart), beside unread_numbers. `fields`: keys whose numbers an
   * organisation gives the people on its own books (a patient's, an employee's, a member's number), compared with
   * the other record's unread numbers; `roles` / `refs`: a `ref` word after one of these words (`Patient Ref`,
   * `Clinic Ref`) heads that person's number; `series_words`: a word naming another party's thing (`file`) that before
   * a number word heads the number of the person's own (`File No`). Session 49: `shape_fields`, keys whose numbers
   * are compared with the other record's by their series' shape alone (a licence's heading word is every licence's).
   */
  own_scheme?: { fields: string[]; shape_fields?: string[]; roles: string[]; refs: string[]; series_words?: string[]; note: string };
  /**
   * Session 35: numbers an occasion gives the people taking part in it (a court's case number, a race's bib), by
   * kind: each kind's heading words. Two records quoting numbers under headings of one kind agree by the same
   * number (unread_numbers.field) and are two occasions by two (unread_numbers.register_field): records.ts
   * eventNumberPair.
   */
  event_numbers?: { kinds: Record<string, string[]>; note: string };
  comparators: ComparatorSpec[];
}

/** The pack's header_words, indexed: qualifiers, and per field its phrases and the words that keep a header out. */
export interface HeaderWordsIndex {
  qualifiers: ReadonlySet<string>;
  numberWords: readonly string[];
  fields: readonly { field: string; phrases: readonly (readonly string[])[]; forbidden: ReadonlySet<string> }[];
  /** The subject field (header_words.subject_field), and the words of its phrases (`name`, `names`). */
  subject: string | undefined;
  subjectWords: ReadonlySet<string>;
  /**
   * Roles (header_words.role_keys, in roleIdentity form) whose column names the record's own person when
   * nothing else does: read after every key of the subject field and its parts, a header matching by its
   * role (`Card Holder`) or by its words less the qualifiers (`contact_name`).
   */
  roleKeys: ReadonlySet<string>;
  /** Role words (role_keys.words: holder, keeper, owner…): a header ending in one names a role (roleIdentity). */
  roleWords: ReadonlySet<string>;
  /** Words that, before a role word, make it another person's role (role_keys.not_after: previous, joint…). */
  roleNotAfter: ReadonlySet<string>;
  /** Number words written before what they number (role_keys.number_before: `N° adhérent`, `Nr ubezpieczonego`). */
  roleNumberBefore: ReadonlySet<string>;
  /** Session 46 (persons33r): role_keys.other_roles (`professional_hunter`): a role word right after one word, another person's role. */
  roleOthers: ReadonlySet<string>;
  /** "Of" and the articles before a closing role of the record's person (role_keys.tail_connectives). */
  roleTailConnectives: ReadonlySet<string>;
  /** A closing role's case endings and the dictionary endings each stands for (role_keys.tail_case_endings). */
  roleTailCaseEndings: readonly { ending: string; bases: readonly string[] }[];
  /** Roles read as the record's person only where the record names nobody else (role_keys.lone_roles). */
  loneRoles: ReadonlySet<string>;
  /** Session 49 (role_keys.one_party): each role's group of roles naming one party of a record, by group number. */
  onePartyOf: ReadonlyMap<string, number>;
  /** Session 49 review (role_keys.one_party.other_side): words naming the other side of a case (`applicant`, `claimant`, `creditor`). */
  onePartyOtherSide: ReadonlySet<string>;
  /** Session 37: role words a glued compound may end in (role_keys.glued_heads), longest first. */
  gluedHeads: readonly string[];
  /** Session 37: prefixes that make a glued role another person's (role_keys.glued_not_after). */
  gluedNotAfter: ReadonlySet<string>;
  /** Session 37: words naming a thing held or traded under a name (header_words.held_names.words). */
  heldNames: ReadonlySet<string>;
  /** Session 37: words heading an identifier without naming whose it is (header_words.id_heading_words). */
  idHeadingWords: ReadonlySet<string>;
  /** Session 36: header_words.present_person — the person a visit found in charge (presentPersonRole). */
  presentPerson: { role: string; persons: ReadonlySet<string>; presence: readonly (readonly string[])[]; maxBefore: number } | undefined;
  /** Words naming a relative or a carer of the record's person (header_words.kin_words): records.ts nameByShape. */
  kinWords: ReadonlySet<string>;
  /** Session 37: what a bracketed count of a value's length counts (header_words.length_words: digits, characters): isRemark. */
  lengthWords: ReadonlySet<string>;
  /** Words only the subject field's parts and other forms use (`first`, `surname`, `vornamen`, `maiden`): a header naming a part of the name. */
  subjectPartWords: ReadonlySet<string>;
  /**
   * Session 42: the subject part words less header_words.part_joining_words (`in`, `de`, `birth`: words that join a
   * part key's words and name no part alone): a header holding one of these names a part of the name (records.ts cellShapedAsName).
   */
  subjectPartNaming: ReadonlySet<string>;
  /**
   * Session 42 (review): header_words.part_joining_words.when_words (`birth`, `baptism`, `pila`): they join a part key's
   * words only in a heading holding no word of the name itself (`Birth attended by`, not `Name at birth`).
   */
  subjectPartWhen: ReadonlySet<string>;
  /** The words of the subject field's own keys (`name`, `nom`, `nombre`): a heading holding one names the name. */
  subjectOwnWords: ReadonlySet<string>;
  /** Session 43: header_words.name_key_joins (`and`, `y`, `i`, `et`, `und`): they join a plain name key's words (plainNameKey). */
  nameKeyJoins: ReadonlySet<string>;
  /** Session 43 (mend of persons30r): header_words.role_column_not (`agency`, `chambers`, `practice`, `switchboard`). */
  roleColumnNot: ReadonlySet<string>;
  /** Session 44 (persons31r): header_words.signing_roles.words and .job_titles (`doctor`, `officer`, `vet`; `engineer`, `pilot`). */
  signingRoles: ReadonlySet<string>;
  /** Session 45 (persons32r): header_words.signing_roles.phrases (`before me`, `executed by`): words that together name the signer. */
  signingPhrases: readonly (readonly string[])[];
  /** Session 50 (persons37r): header_words.signing_roles.agent_words (`by`, `par`, `por`, `door`, `przez`): closing an act's words, they name who did it (records.ts withoutSigningPhrases). */
  signingAgentWords: ReadonlySet<string>;
  /** Session 44 (persons31r): header_words.signing_roles.fields (`professional_registration`): a practitioner's own register number. */
  signingFields: readonly string[];
  /** Review of session 46 (persons33r): header_words.signing_roles.job_titles: the titles whose unread numbers clear their re-read (records.ts officeSignedHeading). */
  signingJobTitles: ReadonlySet<string>;
  /**
   * Roles whose own columns (`Nominee DOB`) are read beside their name: the role keys less
   * role_keys.no_own_columns (`user`), and the subject field's one-word keys that name no other party
   * (claimant, patient, deceased).
   */
  ownRoles: ReadonlySet<string>;
}

/** A record's identifier type read through the pack: type and number keys (field-name form), written type → field. */
export interface IdentifierTypeIndex {
  typeKeys: ReadonlySet<string>;
  numberKeys: ReadonlySet<string>;
  /** Keys whose value is a travel-document element (type/issuing country/number: IATA SSR DOCS, APIS). */
  elementKeys: ReadonlySet<string>;
  fieldOfType: ReadonlyMap<string, string>;
}

/** A written identifier type in the form it is matched in: accents folded, lower case, letters and digits single-spaced. */
export function identifierTypeForm(value: string): string {
  return foldAccents(value).toLowerCase().replace(NOT_TYPE_CHARS, ' ').trim().replace(SPACES, ' ');
}
const NOT_TYPE_CHARS = /[^a-z0-9]+/g;
const SPACES = / +/g;

/**
 * Where a caller's key lands when it gives another form of a composed field's value (a maiden name beside
 * the name): the field, the word written between the two, its place in the keys.
 */
export interface AlsoKeyHit {
  field: string;
  joiner: string;
  alsoPlace: number;
}

/** Where a caller's key lands when it is a part of a composed field: the field, the part, its place in the part's keys. */
export interface PartKeyHit {
  field: string;
  part: number;
  place: number;
  /** A part read under a role of the record's person (`Holder Surname`, `Patient Forenames`: roleColumnHit). */
  role?: string;
  /** composed.<field>.rest: the part this key's value is read as beside another key of its own part (`Other Names` beside `First Name`). */
  rest?: number;
}

export interface EntityPack {
  readonly name: string;
  readonly file: PackFile;
  readonly comparators: readonly ComparatorSpec[];
  readonly comparatorsSha256: string;
  readonly tf: TfTable;
  /** `shipped:<table>`. */
  readonly tfPin: string;
  /** Canonical field → the keys read for it, in order (canonical first). */
  readonly fieldKeys: ReadonlyMap<string, readonly string[]>;
  /** Field-name form (fieldNameForm) of every canonical name and alias → its field and place in fieldKeys. */
  readonly keyIndex: ReadonlyMap<string, FieldKeyHit>;
  /** Field-name form of every part key of a composed field → where it lands (pack.file.composed). */
  readonly partIndex: ReadonlyMap<string, PartKeyHit>;
  /** Field-name form of every key that gives another form of a composed field (composed.<field>.also). */
  readonly alsoIndex: ReadonlyMap<string, AlsoKeyHit>;
  /** The pack's identifier_type, indexed (undefined when the pack has none). */
  readonly identifierType: IdentifierTypeIndex | undefined;
  /** The pack's header_words, indexed (undefined when the pack has none). */
  readonly headerWords: HeaderWordsIndex | undefined;
  /** The pack's value_shapes, compiled: field-name form of a key, or a field its key lands on → its rules. */
  readonly valueShapes: ValueShapesIndex | undefined;
  /** The pack's unread_numbers: the field an agreeing unread number is read as, and the words that keep a header out. */
  readonly unreadNumbers:
    | {
        field: string;
        sharedWords: ReadonlySet<string>;
        registerField: string | undefined;
        genericWords: ReadonlySet<string>;
        numberNouns: ReadonlySet<string>;
        gluedNumberEndings: readonly string[];
        thingWords: ReadonlySet<string>;
        /** Session 50 (persons37r): unread_numbers.register_words (`reg`, `licence`, `cert`). */
        registerWords: ReadonlySet<string>;
        schemeFields: readonly string[];
        /** Session 49: own_scheme.shape_fields (compared by their series' shape alone; records.ts oneSchemeApart). */
        schemeShapeFields: readonly string[];
        schemeRoles: ReadonlySet<string>;
        schemeRefs: ReadonlySet<string>;
        seriesWords: ReadonlySet<string>;
      }
    | undefined;
  /** Session 35: the pack's event_numbers, indexed: heading word → its kind (undefined when the pack has none). */
  readonly eventWords: ReadonlyMap<string, string> | undefined;
  /** The pack's fields compared as identifiers (an `id` comparator's field), once each, in pack order. */
  readonly idFields: readonly string[];
  /**
   * Evidence key of each comparator, in pack order: its field (its kind when it has none), or
   * `<field>_<kind>` when an earlier comparator already took that key (name_tftoken, name_type),
   * `<field>_<kind>_<domain>` when that one is taken too (name_type_venue).
   */
  readonly evidenceKeys: readonly string[];
}

/** value_shapes compiled once at load: the rules a key (field-name form) or a field's keys are read by. */
export interface ValueShapesIndex {
  byKey: ReadonlyMap<string, readonly ValueShape[]>;
  byField: ReadonlyMap<string, readonly ValueShape[]>;
}

/** One value_shapes rule compiled: the pattern, and the check-digit test of the identifier rule it names (`check`). */
export interface ValueShape {
  re: RegExp;
  check?: (compact: string) => boolean;
  field: string;
}

/** Where a caller's key lands: the canonical field and the key's place in that field's list (0 = canonical). */
export interface FieldKeyHit {
  field: string;
  place: number;
  /**
   * A header read by its role (headerWordHit): a role key naming the record's person (`Nominee`, `Driver
   * Name`), or a role's own column (`Nominee DOB`, `Guarantor Phone`), read only beside that role's name.
   */
  role?: string;
  /** Session 49: a role's column written field first (fieldThenRoleHit) that no reading took before: left unread, not dropped, beside another role's name. */
  unreadElse?: boolean;
}

const FIELD_NAME_SEPARATORS = /[\s_\-.]+/g;
const EDGE_UNDERSCORES = /^_+|_+$/g;
/** A character beyond ASCII: only a key with one can carry an accent to fold. */
const NOT_ASCII = /\P{ASCII}/u;
// camelCase and PascalCase word starts: a lower-case letter or digit before a capital, or the last
// capital of an acronym before a capital-and-lower word (`PhoneNumber`, `dateOfBirth`, `IDNumber`).
const CAMEL_WORD_START = /(\p{Ll}|\p{Nd})(\p{Lu})|(\p{Lu})(\p{Lu}\p{Ll})/gu;

/**
 * The form in which callers' field names are matched: lower-cased, runs of spaces, hyphens, dots
 * and underscores as one underscore, none at the ends (`First Name`, `first-name`, `FIRST_NAME` →
 * `first_name`; `DOB` → `dob`), and a camelCase or PascalCase word start as an underscore
 * (`PhoneNumber`, `dateOfBirth` → `phone_number`, `date_of_birth`; `IDNumber` → `id_number`):
 * exports from forms and APIs write field names that way as often as snake case. Accents are folded
 * (core/fold.ts foldAccents: `Prénoms`, `Numéro de passeport` → `prenoms`, `numero_de_passeport`):
 * registers in French, Portuguese or Spanish write their column names with them or without, as they
 * write names; so are the letters whose stroke NFKD keeps (lexicon/fold.ts foldStrokedLetters: `Właściciel`,
 * `Straße` → `wlasciciel`, `strasse`). Pack names and aliases are already in this form (ASCII).
 */
export function fieldNameForm(key: string): string {
  const words = key.replace(CAMEL_WORD_START, '$1$3_$2$4');
  // The fold only where an accent can be: field names are read once per record. Letters NFKD leaves whole
  // (Polish ł, German ß, Danish ø and æ) are written in base letters by the one table of them, as the pack's
  // keys are (session 31: `Właściciel` never met wlasciciel, `Zmarły` zmarly, `Płeć` plec).
  const lower = NOT_ASCII.test(words) ? foldStrokedLetters(foldAccents(words)) : words.toLowerCase();
  return lower.replace(FIELD_NAME_SEPARATORS, '_').replace(EDGE_UNDERSCORES, '');
}

/**
 * A possessive ending a header's word (`Child's Name`, `Mother’s Name`): the `s` is no word of the header,
 * so `child's_name` reads as child_name and `mother's_name` as mother_name, the keys the pack lists.
 */
const POSSESSIVE = /(?<=[a-z])['’]s(?![a-z0-9])/g;
/** A single letter (a spelled initialism's part: `D.O.B` → `d_o_b`). */
const SINGLE_LETTER = /^[a-z]$/;

/**
 * The words of a header in field-name form: split at every character that is neither a letter nor a
 * digit (`candidate_(parsed)` → candidate, parsed), and a run of single letters joined into one word,
 * as an initialism spelled with dots is (`d_o_b` → dob, `n.i.n` → nin).
 */
export function headerWords(form: string): string[] {
  const out: string[] = [];
  let run = '';
  for (const w of form.replace(POSSESSIVE, '').split(/[^a-z0-9]+/)) {
    if (w === '') continue;
    if (SINGLE_LETTER.test(w)) {
      run += w;
      continue;
    }
    if (run !== '') out.push(run);
    run = '';
    out.push(w);
  }
  if (run !== '') out.push(run);
  return out;
}

/** Whether `phrase` occurs in `words` as consecutive words; the index after it, or -1. */
function phraseAt(words: readonly string[], phrase: readonly string[]): number {
  for (let i = 0; i + phrase.length <= words.length; i++) if (phrase.every((w, k) => words[i + k] === w)) return i;
  return -1;
}

/**
 * Where a header no key of the pack matches lands by its words (pack header_words), or null. Its words
 * less the qualifiers (how a value was captured: `parsed`, `verified`, `lead form`) that spell a key of
 * the pack land where that key does (`Candidate (parsed)` → candidate), its final number word (`No`) read as
 * any other (`Ghana Card No` → ghana_card_number). Otherwise a field whose phrase
 * the header holds (`name`, `dob`, `date of birth`) takes it when no other word of the header is a word
 * of another field's keys or names another party (`Mother's name`, `Next of kin name`, `Company name`),
 * and only when exactly one field does: an ambiguous header is left unread. Such a hit ranks after every
 * key of the field (place = the field's key count), so a record's own alias always wins.
 */
export function headerWordHit(pack: EntityPack, form: string): FieldKeyHit | PartKeyHit | AlsoKeyHit | null {
  const index = pack.headerWords;
  if (index === undefined) return null;
  // A feminine ending after a mark (`Mieter/in`, `Asegurado/a`) is dropped first, as a bracketed one is below.
  // A header glossed by its own initialism (`National ID No (NIN)`) is the column the initialism names, or
  // else the one its words name (glossedInitialism); the gloss is no role's column (`national id no` + `nin`).
  const gloss = glossedInitialism(form);
  if (gloss !== undefined) {
    for (const f of [gloss.initialism, gloss.rest]) {
      const read = pack.keyIndex.get(f) ?? pack.partIndex.get(f) ?? pack.alsoIndex.get(f) ?? headerWordHitOnce(pack, index, f);
      if (read !== null) return read;
    }
  }
  const unmarked = form.replace(MARKED_ENDING, '');
  // Two names of one column (`Works / payroll no.`) before the words' reading, which takes the first for a role.
  const alternatives = alternativesHit(pack, index, unmarked);
  if (alternatives !== null) return alternatives;
  const hit = headerWordHitOnce(pack, index, unmarked);
  if (hit !== null) return hit;
  // A header read as written stays so (`Date of Birth (liable party)`); one that is not is read again
  // without its bracketed remarks (withoutRemarks).
  const bare = withoutRemarks(pack, form);
  if (bare === form || bare === '') return null;
  const read = pack.keyIndex.get(bare) ?? pack.partIndex.get(bare) ?? pack.alsoIndex.get(bare) ?? headerWordHitOnce(pack, index, bare);
  // A plural ending in brackets (`Phone number(s)`, `ID No(s)`) says the cell may hold several values: a
  // name's words are read together anyway, but a field compared as one number (a phone, an identifier)
  // cannot read two numbers in one cell (`0722 417 098 / 0715 981 036`), so such a column stays unread.
  return read !== null && PLURAL_ENDING.test(form) && holdsNumber(pack, read.field) ? null : read;
}

/** A slash between two of a header's alternatives, with the spaces or separators around it (`works_/_payroll_no`). */
const ALTERNATIVE_MARK = /_*\/_*/;

/**
 * Session 40 (persons27r): a heading may offer two names of one column, a slash between them, the number word
 * written once at the end (`Works / payroll no.`: the works number or the payroll number, one staff number;
 * `MRN / Hospital No`: the medical record or hospital number, one patient number). When every alternative (the
 * last one's final word read after each of the others as well: `works` + `no`) is a key of one and the same
 * field, the column is that field's, ranked after every key of it, and when every alternative (the shared last
 * word read after each, as the number word is) is a key of another form of the name, that form (`Maiden / previous
 * surname`: the surname the person was also recorded under); alternatives naming two fields (`ID/Passport No`: an
 * identity card or a passport; `Account / member no.`: a bank account or a society's member number) or any word no
 * key reads leave the heading unread, as before. Sources: persons set 27 (a maintenance order's
 * `Works / payroll no.` against the payroll's `Payroll No.`, `Staff ID` or `Emp No`) and set 14 (a hospital
 * triage record's `MRN / Hospital No`).
 */
function alternativesHit(pack: EntityPack, index: HeaderWordsIndex, form: string): FieldKeyHit | AlsoKeyHit | null {
  if (!form.includes('/')) return null;
  const alternatives = form.split(ALTERNATIVE_MARK);
  if (alternatives.length < 2 || alternatives.some((a) => a === '')) return null;
  const last = alternatives[alternatives.length - 1]!.split('_');
  // The word the alternatives share, written once after the last (`no`, `surname`).
  const shared = last.length > 1 ? last[last.length - 1]! : undefined;
  let field: string | undefined;
  let also: AlsoKeyHit | undefined;
  for (let i = 0; i < alternatives.length; i++) {
    const tries = shared !== undefined && i < alternatives.length - 1 ? [alternatives[i]!, `${alternatives[i]!}_${shared}`] : [alternatives[i]!];
    // Another form of the name (`Maiden / previous surname`): every alternative a key of it.
    const asAlso = tries.map((t) => pack.alsoIndex.get(t)).find((h) => h !== undefined);
    if (asAlso !== undefined) {
      if (field !== undefined || (also !== undefined && also.field !== asAlso.field)) return null;
      also ??= asAlso;
      continue;
    }
    if (also !== undefined) return null;
    let read: string | undefined;
    for (const t of tries) read ??= pack.keyIndex.get(t)?.field ?? fieldOfWords(pack, index, t.split('_'));
    if (read === undefined || (field !== undefined && read !== field)) return null;
    field = read;
  }
  if (also !== undefined) return also;
  return field === undefined || field === index.subject ? null : { field, place: pack.fieldKeys.get(field)!.length };
}

/**
 * Session 32: registers and forms write a column's name in full and its initialism after it in brackets
 * (`National ID No (NIN)`, `Clearing House Number (CHN)`, `Social Security Number (SSN)`, `Date of Birth
 * (DOB)`), and the register that copies the number heads it with the initialism alone (`NIN`, `CHN`). The
 * bracket is then no remark on how to fill the column but the column's own short name, and the header is read
 * as it: a key of the pack when the initialism is one (`nin`), and, as the heading of a number the pack reads
 * under no key, the initialism's word rather than the full name's words, which spell a name, not a description
 * (the `house` of a clearing house is no household). The bracket glosses the header when it is one word of two
 * to eight letters spelled, in order, by a beginning of each word before it (`NINO`: national, insurance,
 * number; `of` and `the` may give none): the header `form` (field-name form) → the initialism and the rest.
 * Persons set 19 (a national id under `National ID No (NIN)` on both records of two namesakes, unread, so the
 * two numbers never vetoed) and set 16 (a shareholder's `CHN` against a broker's `Clearing House Number (CHN)`).
 */
export function glossedInitialism(form: string): { initialism: string; rest: string } | undefined {
  const m = GLOSSED.exec(form);
  if (m === null) return undefined;
  const initialism = m[2]!;
  const words = headerWords(m[1]!);
  if (words.length < 2 || !spells(initialism, words)) return undefined;
  return { initialism, rest: words.join('_') };
}
const GLOSSED = /^(.+?)_?[([]([a-z]{2,8})[)\]]$/;

/**
 * Whether `abbr` is spelled, in order, by a beginning of each of `words` (a connective may give none). Read word
 * by word over the set of letters of `abbr` spelled so far (at most nine), so a header of many connectives
 * (`of of of … x (ooo)`) costs one pass, not every way of skipping them, and a long header no deep recursion.
 */
function spells(abbr: string, words: readonly string[]): boolean {
  let reached = new Set<number>([0]);
  for (const word of words) {
    const next = new Set<number>();
    for (const i of reached) {
      if (ROLE_CONNECTIVES.has(word)) next.add(i);
      for (let n = 1; n <= word.length && i + n <= abbr.length && word[n - 1] === abbr[i + n - 1]; n++) next.add(i + n);
    }
    if (next.size === 0) return false;
    reached = next;
  }
  return reached.has(abbr.length);
}

/**
 * The words a column's heading names it by (unread numbers: records.ts): those of its bracketed initialism when
 * it has one (glossedInitialism: `Clearing House Number (CHN)` → chn), else its words. Read once per heading
 * (memoised, read-only): the record readers ask it of the same few headings many times for every pair.
 */
export const headingWords: (key: string) => readonly string[] = memoiseString((key: string): readonly string[] => {
  const form = fieldNameForm(key);
  return headerWords(glossedInitialism(form)?.initialism ?? form);
});

/**
 * The initialism of a heading of three words or more (`Shareholder Reference Number` → srn), connectives left
 * out, or undefined: another register heads the same number with it (`SRN`), as the gloss above writes it.
 */
export function initialismOf(words: readonly string[]): string | undefined {
  const kept = words.filter((w) => !ROLE_CONNECTIVES.has(w));
  return kept.length < 3 ? undefined : kept.map((w) => w[0]).join('');
}

/** A plural or feminine ending in brackets, written onto its word (`number(s)`, `nom(s)`, `ne(e)`, `vorname(n)`). */
const PLURAL_ENDING = /[a-z][([][a-z]{1,3}[)\]]/;

/** A bracketed part of a header in field-name form (`(as_on_passport)`, `(s)`, `[block_capitals]`). */
const BRACKETED = /[([]([^()[\]]*)[)\]]/g;
const RUNS_OF_UNDERSCORES = /_+/g;

/**
 * A header less its bracketed remarks, in field-name form (the form itself when it has none). Forms write
 * after a column's name how to fill it or where the value came from: `Full Name (as on passport)`, `Legal
 * Last Name (as in passport)`, `Surname (block letters)`, `Name (print)`, `Name des Patienten
 * (Druckbuchstaben)`, `Nome (stampatello)`, `Eligible (Y/N)`, `Rateable Value (GHS)`, `Phone (home)`, and
 * a plural or feminine ending in brackets (`Given Name(s)`, `Phone number(s)`, `Né(e) le`): none of these
 * says whose value it is, so the column is the one its name says. A bracket that says whose value it is or
 * which value it is stays, and the header stays unread as before: one naming a person (a word of
 * other_party, a role word, a role key, a not_after word, the subject field's one-word keys:
 * `Phone (next of kin)`, `Date of Birth (mother)`, `Address (previous)`, `Signature (witness)`), one
 * numbering a copy of the column (`Proprietor (2)`: a second proprietor), and one that is itself a key or
 * phrase of a field (`Personne à prévenir (tél.)`: the phone of the person to notify).
 */
export function withoutRemarks(pack: EntityPack, form: string): string {
  const index = pack.headerWords;
  if (index === undefined) return form;
  const unmarked = form.replace(MARKED_ENDING, '');
  if (!unmarked.includes('(') && !unmarked.includes('[')) return unmarked;
  const out = unmarked.replace(BRACKETED, (whole: string, bracketed: string) =>
    isRemark(pack, index, bracketed) || glossesOwnRole(index, bracketed, unmarked.replace(whole, '_')) ? '_' : whole,
  );
  return out === unmarked ? unmarked : out.replace(RUNS_OF_UNDERSCORES, '_').replace(EDGE_UNDERSCORES, '');
}

/**
 * A feminine ending written onto its word after a mark instead of in brackets: German `Antragsteller/in`,
 * `Mieter/in`, `Schüler*in`, `Kund:in`, Spanish and Portuguese `Asegurado/a`, `Propietario/a`, French
 * `Étudiant/e`, `Étudiant·e`. Gender-inclusive forms and registers write the masculine and the feminine of one
 * role this way as they write `Né(e) le`; the mark is no word boundary and the ending no word (`Mieter/in` was
 * read as the words mieter and in, so the role never ended the header and the column stayed unread). Only
 * after a word of three letters or more and only these endings (German -in, -innen, -r, -e; Spanish,
 * Portuguese and Italian -a, -as; French -e, -es), so `S/N`, `C/O`, `H/No` and two words joined by a slash
 * (`Village/Location`, `Mother/Guardian`) keep their reading.
 */
const MARKED_ENDING = /(?<=[a-z]{3})[/*:\u00b7](?:in|innen|r|e|es|a|as)(?=_|$)/g;

/** Whether a bracket's words (field-name form) are a remark on how the column is filled (withoutRemarks). */
function isRemark(pack: EntityPack, index: HeaderWordsIndex, bracketed: string): boolean {
  const words = headerWords(bracketed);
  if (words.length === 0) return true;
  if (statesLength(index, words)) return true;
  if (words.some((w) => DIGIT.test(w) || index.roleNotAfter.has(w) || index.roleWords.has(w) || index.ownRoles.has(w) || index.roleKeys.has(w))) return false;
  const core = words.filter((w) => !index.qualifiers.has(w));
  if (core.length === 0) return true;
  const joined = core.join('_');
  if (index.roleKeys.has(joined) || fieldOfWords(pack, index, core) !== undefined) return false;
  if (pack.partIndex.has(joined) || pack.alsoIndex.has(joined)) return false;
  return !index.fields.some((f) => f.phrases.some((ph) => ph.length === core.length && phraseAt(core, ph) === 0));
}
const DIGIT = /[0-9]/;
const COUNT = /^[0-9]{1,3}$/;

/**
 * Session 40 (persons27r): a register heads the column of its person by the role the record gives them and
 * glosses it in brackets with the name the same person bears in the law or the trade behind the record
 * (`Respondent (paying parent)` on a child-maintenance order, `Name of Buyer (New Owner)` on a vehicle transfer
 * form). The bracket then names no other person, only the same one again, and the header is read without it:
 * only when the words outside the bracket are a role of the record's own person (a role word, a role key, a
 * one-word key of the name) and the bracket spells a role key or such a role itself. A bracket naming another
 * party (`Contrayente (esposa)`, `Phone (next of kin)`) or a field (`Date of Birth (liable party)`, whose
 * outside is no role) stays, as before. Sources: persons set 27 (maintenance orders) and set 25 (transfer forms).
 */
function glossesOwnRole(index: HeaderWordsIndex, bracketed: string, outside: string): boolean {
  const inner = headerWords(bracketed).filter((w) => !index.qualifiers.has(w));
  if (inner.length === 0) return false;
  const innerRole = index.roleKeys.has(inner.join('_')) ? inner.join('_') : roleOfWords(index, inner);
  if (innerRole === undefined || !index.ownRoles.has(innerRole)) return false;
  const role = roleOfWords(index, headerWords(outside));
  return role !== undefined && index.ownRoles.has(role);
}

/**
 * Session 37 (persons24r): a bracket that states how long the value is (`NIN (11 digits)`, `ID Number (13 digits)`,
 * `BSN (9 cijfers)`, `Steuer-ID (11 Ziffern)`, `PESEL (11 cyfr)`, `Code (8-digit)`): a count and the word for what it
 * counts (header_words.length_words), nothing else. Forms print it after an identifier's heading so the clerk writes
 * the number in full; it says how to fill the column, not whose value it is, so it is a remark like `(block
 * letters)`. A digit alone in brackets still numbers a copy of the column (`Proprietor (2)`). Sources: persons set 24
 * (a civil registry's and a bid form's `NIN (11 digits)`, `ID Number (13 digits)`) and the forms of
 * persons24Round37.test.ts.
 */
function statesLength(index: HeaderWordsIndex, words: readonly string[]): boolean {
  return words.length === 2 && COUNT.test(words[0]!) && index.lengthWords.has(words[1]!);
}

function headerWordHitOnce(pack: EntityPack, index: HeaderWordsIndex, form: string): FieldKeyHit | PartKeyHit | AlsoKeyHit | null {
  const words = headerWords(form);
  const core = words.filter((w) => !index.qualifiers.has(w));
  if (core.length === 0) return null;
  // A number word ending the header (`No`, `Nr`, `Num`) is one way of writing what the pack's keys write
  // another way (`ghana_card` and `ghana_card_number` are keys, `Ghana Card No` is not): the header is
  // tried without it and with each other number word. Without it, only where the field holds a number
  // (an identifier or a phone): `Member No` holds a membership number, never the member's name.
  const final = core[core.length - 1]!;
  const stems = index.numberWords.includes(final) && core.length > 1 ? [core.slice(0, -1)] : [];
  const bare = new Set(stems.map((ws) => ws.join('_')));
  const tries = [core, ...stems, ...stems.flatMap((stem) => index.numberWords.map((w) => [...stem, w]))].map((ws) => ws.join('_'));
  for (const joined of tries) {
    if (joined === form) continue;
    const hit = pack.keyIndex.get(joined) ?? pack.partIndex.get(joined) ?? pack.alsoIndex.get(joined);
    if (hit !== undefined && (!bare.has(joined) || holdsNumber(pack, hit.field))) return hit;
  }
  // A role key (role_keys: `Nominee`, `Trader`, `Driver Name`, `Name of Holder`, an attendance export's
  // `User`), or a header ending in a role word (`Card Holder`, `Registered Keeper`: roleIdentity), names the
  // record's own person when no key of the field does: read at the rank of a header read by its words. A key
  // matches by the role the header's words give (`User Name` → user) or by the words themselves, less the
  // qualifiers (a phone book's `contact_name`, whose role word alone, `Contact`, often heads a phone number).
  const subject = index.subject;
  const role = roleOfWords(index, core);
  if (subject !== undefined && role !== undefined && (index.roleKeys.has(role) || index.roleKeys.has(core.join('_')))) {
    // Session 49 (persons49): a field's key before the role (`Tél. client`, `NIF tomador`) is the role's column.
    return fieldThenRoleHit(pack, index, core, false) ?? { field: subject, place: pack.fieldKeys.get(subject)!.length, role };
  }
  const glued = subject === undefined ? undefined : gluedRoleWords(index, core);
  if (glued !== undefined) {
    const gluedRole = roleOfWords(index, glued);
    if (gluedRole !== undefined && index.roleKeys.has(gluedRole)) return { field: subject!, place: pack.fieldKeys.get(subject!)!.length + 1, role: gluedRole };
  }
  const whole = wholeOfPartWords(pack, index, core);
  if (whole !== null) return whole;
  let found: FieldKeyHit | null = null;
  for (const { field, phrases, forbidden } of index.fields) {
    if (!phrases.some((ph) => phraseAt(core, ph) >= 0)) continue;
    if (core.some((w) => forbidden.has(w))) continue;
    if (found !== null) return null;
    // Session 37 (held_names): the name of a thing the person holds or trades under (`Account Name`, `Settlement
    // Account Name`, `Till Name`, `Trade Name`) is often the business's, not the person's: read after every
    // other reading of the field, so a record that names its person otherwise (`Licensee`, `Owner Full Name`)
    // keeps that name, and one that does not still reads it.
    const held = field === subject && core.some((w) => index.heldNames.has(w));
    found = { field, place: pack.fieldKeys.get(field)!.length + (held ? 1 : 0) };
  }
  return found ?? roleColumnHit(pack, index, core) ?? fieldThenRoleHit(pack, index, core, true);
}

/** At least this many letters before a glued role word (`Konto-`, `Postfach-`), so a role word's own letters are never split off. */
const MIN_GLUED_PREFIX = 3;

/**
 * Session 37 (role_keys.glued_heads): German, Dutch and Afrikaans write a role and what it holds as one word
 * (`Postfachinhaber`, `Erlaubnisinhaber/in`, `Kontoinhaber`, `Fahrzeugbesitzer`, `Rekeninghouder`), as English
 * writes `Card Holder` in two: the header's last word, when no key or role reads it whole and it ends in a
 * glued head after MIN_GLUED_PREFIX letters or more, is read as the two words (`postfach`, `inhaber`), so
 * roleIdentity gives it the head's role; a prefix naming another party or a former, joint or sub- holder
 * (role_keys.glued_not_after, not_after, other_party, kin words: `Mitinhaber`, `Vormieter`, `Untermieter`, `Medehuurder`)
 * keeps it unread, and a whole word listed as a lone role or another party's (`Zahlungsempfänger`) is never split.
 * The compound names the person by one thing held, so it is read after every other reading of the name
 * (a `Kontoinhaber` beside `Inhaber/in` is the account's name, often the business's). Undefined when not glued.
 */
function gluedRoleWords(index: HeaderWordsIndex, core: readonly string[]): string[] | undefined {
  const last = core[core.length - 1];
  if (last === undefined || index.gluedHeads.length === 0) return undefined;
  if (index.roleKeys.has(last) || index.loneRoles.has(last) || index.roleNotAfter.has(last) || index.kinWords.has(last)) return undefined;
  const head = index.gluedHeads.find((h) => last.length >= h.length + MIN_GLUED_PREFIX && last.endsWith(h));
  if (head === undefined) return undefined;
  const prefix = last.slice(0, -head.length);
  if (index.gluedNotAfter.has(prefix) || index.roleNotAfter.has(prefix) || index.kinWords.has(prefix) || DIGIT.test(prefix)) return undefined;
  return [...core.slice(0, -1), prefix, head];
}

/**
 * Words that join two parts of a name in one header (`Imię i nazwisko`, `Apellidos y nombre`, `Nome e
 * cognome`, `Nom et prénoms`, `Name und Vorname`, `Voor- en achternaam`, `Surname and Other Names`): the
 * usual "and" of the users' languages (English, French, German, Dutch, Spanish, Italian, Portuguese,
 * Polish, Romanian, Afrikaans, Swahili), from general knowledge, not from any set's headers.
 */
const PART_JOINERS: ReadonlySet<string> = new Set(['and', 'et', 'und', 'en', 'y', 'e', 'i', 'si', 'na']);

/** At most this many words in one of the subject field's part keys (`first_name`, `nom_de_famille`). */
const MAX_PART_KEY_WORDS = 3;

/**
 * A header that names the given-name part and the family-name part together (`Name, Vorname` of a German
 * register, `Nazwisko i imię` and `Imię i nazwisko` of Polish ones, `Apellidos y nombre` of a Spanish one,
 * `Achternaam, Voornaam`, `Surname, Other Names` of a West African form, `Nom, Prénom`): the column holds
 * the whole name, one part written after the other, in the order its header gives. Every word of the
 * header is a key of a part of the subject field (or the field's own phrase word, `Name` of `Name,
 * Vorname`, which there holds the family name) or a joining "and"; the given part and the family part (or
 * the phrase word) are both there, and no part twice. Read at the rank of a header read by its words: a
 * record that also sends the parts under their own keys is read by those. A header naming one part only
 * (`Vorname`, `Middle Name Surname` has no given part) or any other word (`Achternaam moeder`) is not this.
 */
function wholeOfPartWords(pack: EntityPack, index: HeaderWordsIndex, words: readonly string[]): FieldKeyHit | null {
  const subject = index.subject;
  const partCount = subject === undefined ? 0 : (pack.file.composed?.[subject]?.parts.length ?? 0);
  const lead = ownRoleLead(index, words);
  const core = words.slice(lead === undefined ? 0 : 1, ownRoleTail(index, words));
  if (subject === undefined || partCount < 2 || core.length < 2) return null;
  const seen = new Set<number>();
  let phraseWords = 0;
  let i = 0;
  while (i < core.length) {
    if (seen.size + phraseWords > 0 && PART_JOINERS.has(core[i]!)) {
      i++;
      continue;
    }
    let step = 0;
    for (let n = Math.min(MAX_PART_KEY_WORDS, core.length - i); n >= 1 && step === 0; n--) {
      const joined = core.slice(i, i + n).join('_');
      const part = pack.partIndex.get(joined);
      if (part !== undefined && part.field === subject) {
        if (seen.has(part.part)) return null;
        seen.add(part.part);
        step = n;
      } else if (n === 1 && index.subjectWords.has(joined)) {
        phraseWords++;
        step = 1;
      }
    }
    if (step === 0) return null;
    i += step;
  }
  // The field's own phrase word stands for the part the other words leave out: the family part beside a given
  // part (`Name, Vorname`), the given part beside the family part (`Name & Surname`, `Name and Surname`,
  // `Surname and Names`, as southern African and many English-language forms write the whole name).
  if (phraseWords > 1) return null;
  if (phraseWords === 1) {
    const left = !seen.has(partCount - 1) ? partCount - 1 : !seen.has(0) ? 0 : -1;
    if (left < 0) return null;
    seen.add(left);
  }
  if (!seen.has(0) || !seen.has(partCount - 1)) return null;
  return lead === undefined ? { field: subject, place: pack.fieldKeys.get(subject)!.length } : { field: subject, place: pack.fieldKeys.get(subject)!.length, role: lead };
}

/**
 * Session 37 (persons24r): the role of the record's own person written before a heading that names the whole
 * name by its parts (`Bride's name and surname`, `Bridegroom's name and surname` of a parish marriage register,
 * `Applicant's name and surname`, `Patient surname and first names`), as ownRoleTail reads one written after it
 * (`Surname and First Name of Applicant`): the heading's first word (a possessive is no word of its own) when it
 * is a role word, a role key or one of the subject's own one-word keys (ownRoles), and more words follow. The
 * role is returned with the hit, so the column is read at a role's rank (a key of the name or its parts wins,
 * and two role headers in one record cancel) and its own columns (`Bride's age`) with it. Another party's word
 * (`Father's name and surname`, `Mother's surname and first name`) is no role of the record's person and keeps
 * the heading unread, as before. The class: a form section naming its one person by the part the record gives
 * them (session 24's role keys); persons set 24 (a parish marriage register's party columns) and forms written for
 * persons24Round37.test.ts.
 */
function ownRoleLead(index: HeaderWordsIndex, words: readonly string[]): string | undefined {
  const first = words[0];
  if (first === undefined || words.length < 3) return undefined;
  return index.roleWords.has(first) || index.ownRoles.has(first) ? first : undefined;
}

/**
 * Where a header's closing role of the record's own person begins (`Nom et prénom du participant`, `Imię i
 * nazwisko właściciela`, `Surname and First Name of Applicant`), or the header's length when it has none: a role word
 * or one of the subject's own one-word keys (ownRoles), after the "of" or article the users' languages write
 * before it (role_keys.tail_connectives). Polish names the role in the genitive after the name's parts
 * (`właściciela`, `pacjenta`, `zmarłego`, `ubezpieczonego`): a noun's -a and an adjective's -ego are read back
 * to the role word the pack lists (role_keys.tail_case_endings). Another party's role (`of the Mother`, `matki`) is no
 * role word and keeps the header as it was. Session 31: such columns held the record's only whole name in
 * persons set 14 (a consent form's participant), set 15 (a mortuary's deceased) and set 18 (a dog's owner).
 */
function ownRoleTail(index: HeaderWordsIndex, words: readonly string[]): number {
  const last = words[words.length - 1];
  if (last === undefined || words.length < 3 || !isOwnRoleWord(index, last)) return words.length;
  let start = words.length - 1;
  while (start > 0 && index.roleTailConnectives.has(words[start - 1]!)) start--;
  return start;
}

/**
 * Session 41: whether a heading's word is the role's last word, as written or in one of its case endings
 * (role_keys.tail_case_endings: `kupującego` for kupujący): `Transferee Mobile No.`, `Telefon kupującego`,
 * `Tél. client` give that role's person's own details (records.ts otherRoleNames).
 */
export function headingWritesRole(pack: EntityPack, heading: readonly string[], role: string): boolean {
  const index = pack.headerWords;
  const last = role.slice(role.lastIndexOf('_') + 1);
  if (index === undefined || last === '') return false;
  return heading.some((w) => caseForms(index, w).includes(last));
}

/**
 * A heading's word and the dictionary forms its case endings read back to (role_keys.tail_case_endings: `pacjenta` →
 * pacjent, `kupującego` → kupujący), the word itself first: one home for the three readings of a role word in a
 * case ending (headingWritesRole, isOwnRoleWord, ownRoleBase). An ending counts only on a word of three letters more.
 */
function caseForms(index: HeaderWordsIndex, w: string): readonly string[] {
  const out = [w];
  for (const { ending, bases } of index.roleTailCaseEndings) {
    if (w.length <= ending.length + 2 || !w.endsWith(ending)) continue;
    for (const b of bases) out.push(w.slice(0, -ending.length) + b);
  }
  return out;
}

function isOwnRoleWord(index: HeaderWordsIndex, w: string): boolean {
  return caseForms(index, w).some((x) => index.roleWords.has(x) || index.ownRoles.has(x));
}

/** Words that join a role's words to a field's (`Name of Holder`, `Date of Birth of the Nominee`). */
const ROLE_CONNECTIVES: ReadonlySet<string> = new Set(['of', 'the']);

/**
 * The role a header's words give the person they name: the words less the qualifiers, the subject field's
 * phrase words (`name`) and connectives, joined in field-name form (`Claimant Name` → claimant, `Name of
 * Holder` → holder, `Rate Payer` → rate_payer); undefined when nothing is left (`Name`, `Full Name` → full).
 */
function roleOfWords(index: HeaderWordsIndex, words: readonly string[]): string | undefined {
  const left = words.filter((w) => !index.qualifiers.has(w) && !index.subjectWords.has(w) && !ROLE_CONNECTIVES.has(w));
  if (left.length === 0) return undefined;
  const present = presentPersonRole(index, words);
  if (present !== undefined) return present;
  const joined = left.join('_');
  // The words before a role word say what is held only when they stand right before it (`Card Holder`,
  // `Name of Card Holder`); across a connective they name something of the role (`Address of Owner`,
  // `Spouse of Member`), which is no role of the record's person.
  const end = words.lastIndexOf(left[left.length - 1]!);
  return left.every((w, k) => words[end - (left.length - 1 - k)] === w) ? roleIdentity(index.roleWords, index.roleNotAfter, joined, index.roleNumberBefore, index.roleOthers) : joined;
}

/**
 * Session 36 (header_words.present_person): an inspection, a spot check or a visit report names the one
 * person it found at the place by that presence, not by a name key or a register's role: the person in
 * charge, in control or on duty, the operator or manager present (`Person in charge`, `Person found in
 * charge`, `Angetroffene Person`, `Personne présente`, `Osoba obecna`, `Aanwezige leidinggevende`). A header
 * whose words (less the qualifiers, the name's phrase words and `of`/`the`) are a person word (persons) with
 * one presence phrase or more (presence) before or after it — and at most max_words_before other words
 * before it that name no other party (a scheme's own short title, `DPS / person on duty`) — names that
 * role, one role key like `Nominee`: read at a role's rank (any key of the name or its parts wins, two
 * roles cancel), its own columns (`Phone of person present`) read with it. A person word without a
 * presence word (`Contact Person`, `Personne à prévenir`) is not this. Words from general knowledge of
 * licensing, food-safety, labour and fire inspections in the users' languages, not from any set's headers.
 */
function presentPersonRole(index: HeaderWordsIndex, words: readonly string[]): string | undefined {
  const spec = index.presentPerson;
  if (spec === undefined) return undefined;
  // Connectives stay in until the words before the person word are read: `Name of the person present` is the
  // name, `Phone of person present` that person's phone (a role's own column, roleColumnHit), never the name.
  const kept = words.filter((w) => !index.qualifiers.has(w) && !index.subjectWords.has(w));
  let lead = 0;
  while (lead < kept.length && ROLE_CONNECTIVES.has(kept[lead]!)) lead++;
  const left = kept.slice(lead);
  const at = left.findIndex((w) => spec.persons.has(w));
  if (at < 0) return undefined;
  let presences = 0;
  // The words after the person word are presence phrases only; those before may end in some (`Angetroffene`).
  let i = at + 1;
  while (i < left.length) {
    const ph = spec.presence.find((p) => p.every((w, k) => left[i + k] === w));
    if (ph === undefined) return undefined;
    presences++;
    i += ph.length;
  }
  let start = at;
  while (start > 0) {
    const ph = spec.presence.find((p) => p.length <= start && p.every((w, k) => left[start - p.length + k] === w));
    if (ph === undefined) break;
    presences++;
    start -= ph.length;
  }
  if (presences === 0 || start > spec.maxBefore) return undefined;
  return left.slice(0, start).some((w) => ROLE_CONNECTIVES.has(w) || index.roleNotAfter.has(w) || index.kinWords.has(w) || DIGIT.test(w)) ? undefined : spec.role;
}

/** At most this many words before a role word that say what is held (`Card Holder`, `Bank Account Holder`). */
const MAX_WORDS_BEFORE_ROLE = 2;

/**
 * One role however its header words it (header_words.role_keys.words): a role ending in a role word after at
 * most two words that say what is held or how it was recorded (`card_holder`, `permit_holder`,
 * `registered_keeper`, `vehicle_owner`) is that role word (holder, keeper, owner), so a section's name and
 * its own columns (`Registered Keeper` and `Keeper Address`) name one role; a word before it that makes it
 * another person (role_keys.not_after: `previous_keeper`, `joint_holder`, `co_owner`) leaves it as written,
 * no role. Any other role is itself.
 */
function roleIdentity(words: ReadonlySet<string>, notAfter: ReadonlySet<string>, role: string, numberBefore?: ReadonlySet<string>, others?: ReadonlySet<string>): string {
  const parts = role.split('_');
  const last = parts[parts.length - 1]!;
  if (parts.length === 1 || parts.length - 1 > MAX_WORDS_BEFORE_ROLE || !words.has(last)) return role;
  // Session 46 (persons33r): a role word right after one word that together name another person's role
  // (role_keys.other_roles: a hunt's `Professional hunter` is the guide leading the client), left as written. The
  // word alone is no not_after word: `Professional registration` heads a practitioner's own number.
  if (others?.has(parts.slice(-2).join('_'))) return role;
  // Session 30: a number word before the role word (number_before: the `N°`, `Nr`, `Numéro` that French,
  // Spanish, Italian, Portuguese, Dutch, German and Polish forms write first) heads the role's number
  // (`N° adhérent`, `N° assuré`, `Nr ubezpieczonego`), never the role's person, as `Member No` does.
  if (numberBefore !== undefined && parts.slice(0, -1).some((w) => numberBefore.has(w))) return role;
  return parts.slice(0, -1).some((w) => notAfter.has(w)) ? role : last;
}

/**
 * Session 32: a header that names only a role another party usually holds (role_keys.lone_roles: `Officer`,
 * `Agent`, `Witness`, `Officer Name`, `Name of Witness`) — the words less the qualifiers, the name's phrase
 * words and `of`/`the` are one such role (session 33: or two, listed joined in field-name form: `Paid to`). Beside the record's own person that column is someone else (a gate
 * log's officer beside the visitor's name); read only where the record names nobody else (records.ts).
 */
export function isLoneRoleHeader(pack: EntityPack, form: string): boolean {
  const index = pack.headerWords;
  if (index === undefined || index.subject === undefined || index.loneRoles.size === 0) return false;
  const left = headerWords(withoutRemarks(pack, form)).filter((w) => !index.qualifiers.has(w) && !index.subjectWords.has(w) && !ROLE_CONNECTIVES.has(w));
  return left.length > 0 && left.length <= 2 && index.loneRoles.has(left.join('_'));
}

/** The role of the person a subject-field key names (`Nominee`, `Guarantor Name` → nominee, guarantor), or undefined. */
export function subjectRoleOf(pack: EntityPack, form: string): string | undefined {
  const index = pack.headerWords;
  if (index === undefined || index.subject === undefined) return undefined;
  const words = headerWords(withoutRemarks(pack, form));
  return plainNameKey(index, words) ? undefined : roleOfWords(index, words);
}

/**
 * Session 43 (persons30r): a key of the name written only in the name's own and part words, joined (`Full name`,
 * `Naam`, `Nom, prénom`, `Apellidos y nombre`, `Nazwisko i imię`, `Name, Vorname`, `Surname and first name`), names
 * the record's person as `Name` does: it gives that person no role. Read with one, such a register named two people
 * whenever another cell of it was written as a name (its `Languages`, `Société`, `Ville`), so a two-person record
 * beside it (a hearing's accused and interpreter, a permit's applicant and architect) was left as read
 * (records.ts roleNamePair: both records named two). A role word or role key among the words (`Applicant`,
 * `Tenant`) still gives its role.
 */
function plainNameKey(index: HeaderWordsIndex, words: readonly string[]): boolean {
  const named = (w: string): boolean =>
    (index.subjectOwnWords.has(w) || index.subjectPartWords.has(w) || index.subjectWords.has(w)) && !index.roleWords.has(w) && !index.roleKeys.has(w);
  return words.some(named) && words.every((w) => named(w) || index.qualifiers.has(w) || index.nameKeyJoins.has(w) || ROLE_CONNECTIVES.has(w));
}

/** `Relationship to Applicant`, `Relation with the Deceased`: the role of the person the record's person is related to. */
export function relatedRoleOf(pack: EntityPack, form: string): string | undefined {
  const index = pack.headerWords;
  if (index === undefined || index.subject === undefined) return undefined;
  const words = headerWords(form);
  if (words.length < 3 || (words[0] !== 'relationship' && words[0] !== 'relation') || (words[1] !== 'to' && words[1] !== 'with')) return undefined;
  return roleOfWords(index, words.slice(2));
}

/** At most this many words of a role before a field's key (`Injured Person`, `Next of Kin`). */
const MAX_ROLE_WORDS = 3;

/**
 * A role's own column (`Nominee DOB`, `Guarantor Phone`, `Driver Address`): a role's words, then a key of
 * another field of the pack (or one of its header phrases). Returned with the role; the record reads it
 * only when the role is its own person's, the one its name was read under (records.ts).
 */
function roleColumnHit(pack: EntityPack, index: HeaderWordsIndex, core: readonly string[]): FieldKeyHit | PartKeyHit | null {
  if (index.subject === undefined || core.length < 2) return null;
  for (let i = 1; i < core.length && i <= MAX_ROLE_WORDS; i++) {
    const role = roleOfWords(index, core.slice(0, i));
    if (role === undefined) continue;
    const rest = core.slice(i);
    const joined = rest.join('_');
    // A part of the name under a role of the record's own person (`Holder Surname`, `Holder Forenames`, a
    // discharge book's; `PATIENT_SURNAME`, `PATIENT_FORENAMES`, a hospital system's; `Employee First Name`,
    // `Card Holder Last Name`): the form's section names its one person part by part, as `Nominee DOB` names
    // that person's birth date. Only the roles that name the record's person (ownRoles: role keys, role words,
    // the name's one-word keys); another party's (`Mother Surname`, `Previous Keeper Surname`, `Spouse First
    // Name`) stays unread. The record reads them only when it names no part or the name otherwise (records.ts).
    const part = pack.partIndex.get(joined);
    if (part !== undefined && part.field === index.subject) {
      if (!index.ownRoles.has(role)) return null;
      return { field: part.field, part: part.part, place: pack.file.composed![part.field]!.parts[part.part]!.length, role };
    }
    let field = pack.keyIndex.get(joined)?.field;
    if (field === undefined) {
      for (const f of index.fields) if (f.phrases.some((ph) => ph.length === rest.length && phraseAt(rest, ph) === 0)) field = f.field;
    }
    // Session 37 (id_heading_words): words that only say an identifier is written here (`ID Type/No`, `ID No.`,
    // `Means of ID`, `Doc. No.`) before the key of its kind (`Ghana Card`, `NIN`, `Passport`) name no one's role:
    // the column is the record's own identifier of that kind, read after every key of the field.
    if (field !== undefined && field !== index.subject && holdsNumber(pack, field) && idHeading(index, core.slice(0, i), rest)) {
      return { field, place: pack.fieldKeys.get(field)!.length };
    }
    if (field !== undefined && field !== index.subject) return { field, place: pack.fieldKeys.get(field)!.length, role };
  }
  // The same column written the other way round, a field's key then `of` and the role (`NINO of Deceased`,
  // `ID Number of Deceased`, `Date of Birth of the Nominee`): a register that heads its person's name `Name
  // of Deceased` heads that person's numbers alike. The field's key may end in any number word (`Ghana Card
  // No of Deceased`), as a header read by its words may.
  const of = core.lastIndexOf('of');
  if (of < 1 || of === core.length - 1) return null;
  const role = roleOfWords(index, core.slice(of + 1));
  if (role === undefined || !index.ownRoles.has(role)) return null;
  const head = core.slice(0, of);
  let field = fieldOfWords(pack, index, head);
  if (field === undefined) {
    for (const f of index.fields) if (f.phrases.some((ph) => ph.length === head.length && phraseAt(head, ph) === 0)) field = f.field;
  }
  return field !== undefined && field !== index.subject ? { field, place: pack.fieldKeys.get(field)!.length, role } : null;
}

/**
 * Whether the words before an identifier kind's key only say an identifier is written there (id_heading_words and
 * number words: `ID Type/No`, `ID No.`, `Means of ID`, `Doc. No.`), two words or a number word, not `ID` alone, and the
 * kind's key ends the header:
 * `ID/Passport No` and `ID/Passport` offer two kinds (an ID or a passport) and stay as they were.
 */
function idHeading(index: HeaderWordsIndex, before: readonly string[], kind: readonly string[]): boolean {
  if (index.numberWords.includes(kind[kind.length - 1]!)) return false;
  if (!before.every((w) => index.idHeadingWords.has(w) || index.numberWords.includes(w))) return false;
  return before.length > 1 || before.some((w) => index.numberWords.includes(w));
}

/** The field a header's words spell as a key of the pack, its final number word read as any other (`ID No`, `Ghana Card No`). */
function fieldOfWords(pack: EntityPack, index: HeaderWordsIndex, words: readonly string[]): string | undefined {
  const final = words[words.length - 1]!;
  const stem = index.numberWords.includes(final) && words.length > 1 ? words.slice(0, -1) : undefined;
  const tries = [words, ...(stem === undefined ? [] : index.numberWords.map((w) => [...stem, w]))];
  for (const ws of tries) {
    const field = pack.keyIndex.get(ws.join('_'))?.field;
    if (field !== undefined) return field;
  }
  return undefined;
}

/**
 * Session 49 (persons49): a role's own column written with the field first and the role closing it, as the users'
 * languages write a section's columns (`Tél. client`, `NIF tomador`, `Telefon Betreiber`, `Numer PESEL pacjenta`,
 * `Date de naissance du client`; English `Phone of Applicant` is read by roleColumnHit's `of` form): the words
 * before the role (less the connectives of role_keys.tail_connectives) are a key of another field than the name,
 * and the last word is one of the record's own roles (ownRoles, or a role word), as written or in one of its case
 * endings (role_keys.tail_case_endings: Polish `pacjenta`, `inwestora` → pacjent, inwestor). Another party's word
 * (a relative's, a firm's: `Telefon Mutter`, `Tel. matki`, `Employer PIN`) is no own role and keeps the heading as it
 * was. The column is the role's, read with it only where the record names its person under that role (records.ts
 * readRoleColumns): `Tél. client` beside `Client`, `NIF tomador` beside `Tomador`. Before, a field first and a role
 * word last read as the role's name (roleIdentity: `Card Holder`), so `NIF tomador` beside `Tomador` named the
 * tomador twice and both cancelled; a heading no reading took (`Numer PESEL pacjenta`) stays unread beside another
 * role's name (unreadElse), as before.
 */
function fieldThenRoleHit(pack: EntityPack, index: HeaderWordsIndex, core: readonly string[], unreadElse: boolean): FieldKeyHit | null {
  if (index.subject === undefined || core.length < 2) return null;
  const role = ownRoleBase(index, core[core.length - 1]!);
  if (role === undefined) return null;
  let start = core.length - 1;
  while (start > 0 && index.roleTailConnectives.has(core[start - 1]!)) start--;
  const head = core.slice(0, start);
  if (head.length === 0 || head.some((w) => index.roleNotAfter.has(w) || index.kinWords.has(w) || isOwnRoleWord(index, w) || index.roleKeys.has(w))) return null;
  let field = fieldOfWords(pack, index, head);
  if (field === undefined) {
    for (const f of index.fields) if (f.phrases.some((ph) => ph.length === head.length && phraseAt(head, ph) === 0)) field = f.field;
  }
  if (field === undefined || field === index.subject) return null;
  return unreadElse ? { field, place: pack.fieldKeys.get(field)!.length, role, unreadElse } : { field, place: pack.fieldKeys.get(field)!.length, role };
}

/** The own role a heading's word names, as written or read back from one of its case endings (`pacjenta` → pacjent). */
function ownRoleBase(index: HeaderWordsIndex, w: string): string | undefined {
  return caseForms(index, w).find((x) => index.ownRoles.has(x));
}

/** Whether a field is read by a comparator of numbers (an identifier or a phone), not of names or dates. */
function holdsNumber(pack: EntityPack, field: string): boolean {
  return pack.comparators.some((c) => c.field === field && (c.kind === 'id' || c.kind === 'phone'));
}

function evidenceKeysOf(comparators: readonly ComparatorSpec[]): string[] {
  const used = new Set<string>();
  return comparators.map((spec) => {
    const base = spec.field ?? spec.kind;
    let key = used.has(base) ? `${base}_${spec.kind}` : base;
    // A second comparator of one kind on one field (two type domains) is told apart by its domain.
    if (used.has(key) && spec.domain !== undefined) key = `${key}_${spec.domain}`;
    used.add(key);
    return key;
  });
}

export const PACK_FILES = [
  'person',
  'organisation',
  'place',
  'artist',
  'product_electronics',
  'product_grocery',
  'product_home_goods',
] as const;

const FIELD_NAME = /^[a-z][a-z0-9_]*$/;
/** One word of a header (header_words): lower-case letters and digits. */
const HEADER_WORD = /^[a-z0-9]+$/;
/** Header words in field-name form, one or more joined by `_` (a lone role written in two words: `paid_to`). */
const HEADER_WORDS = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;
/** A dictionary ending a case ending stands for: a header word's letters, or nothing (właściciel-a → właściciel). */
const HEADER_WORD_OR_EMPTY = /^[a-z0-9]*$/;

function fail<P extends DataProblem>(file: string, path: string, problem: P, ...params: DataProblemArgs<P>): never {
  throw dataFileError(file, path, problem, ...params);
}

/** Fails unless `key` names a declared field. */
function declared(file: string, path: string, fields: Record<string, string[]>, key: unknown): void {
  if (typeof key !== 'string' || !Object.hasOwn(fields, key)) fail(file, path, 'DF_NOT_DECLARED_FIELD');
}

/** Fails unless `v` is in (0, 1]. */
function fraction(file: string, path: string, v: unknown): void {
  if (!(typeof v === 'number' && v > 0 && v <= 1)) fail(file, path, 'DF_NOT_FRACTION');
}

function validateSpec(file: string, i: number, spec: ComparatorSpec, fields: Record<string, string[]>): void {
  const at = `/comparators/${i}`;
  if (!(COMPARATOR_KINDS as readonly string[]).includes(spec.kind)) fail(file, `${at}/kind`, 'DF_COMPARATOR_KIND', { kind: quoteSafe(spec.kind) });
  if (typeof spec.weight !== 'number' || !(spec.weight >= 0)) fail(file, `${at}/weight`, 'DF_NOT_NON_NEGATIVE');
  if (spec.disagreement_weight !== undefined && !(typeof spec.disagreement_weight === 'number' && spec.disagreement_weight >= 0)) {
    fail(file, `${at}/disagreement_weight`, 'DF_NOT_NON_NEGATIVE');
  }
  if (spec.kind === 'geo') {
    if (spec.field !== undefined) fail(file, `${at}/field`, 'DF_GEO_FIELD');
    declared(file, `${at}/lat`, fields, spec.lat);
    declared(file, `${at}/lon`, fields, spec.lon);
    if (!(typeof spec.decay_km === 'number' && spec.decay_km > 0)) fail(file, `${at}/decay_km`, 'DF_NOT_POSITIVE');
    if (spec.veto_km !== undefined && !(spec.veto_km > 0)) fail(file, `${at}/veto_km`, 'DF_NOT_POSITIVE');
    if (spec.near_km !== undefined && !(typeof spec.near_km === 'number' && spec.near_km > 0)) fail(file, `${at}/near_km`, 'DF_NOT_POSITIVE');
    if ((spec.near_km === undefined) !== (spec.near_weight === undefined) || (spec.near_weight !== undefined && !(typeof spec.near_weight === 'number' && spec.near_weight >= 1))) {
      fail(file, `${at}/near_weight`, 'DF_GEO_NEAR');
    }
  } else if (typeof spec.field !== 'string' || !Object.hasOwn(fields, spec.field)) {
    fail(file, `${at}/field`, 'DF_UNDECLARED_FIELD_READ', { field: quoteSafe(spec.field) });
  }
  for (const key of ['refutes_below', 'vetoes_below'] as const) if (spec[key] !== undefined) fraction(file, `${at}/${key}`, spec[key]);
  // Fields an id comparator reads beside its own: declared, and (a previous or another scheme's number) not its own.
  for (const key of ['issuer_field', 'bank_field', 'dependant_field', 'previous_field', 'scheme_field'] as const) {
    const other = spec[key];
    if (other === undefined) continue;
    const notOwn = key === 'previous_field' || key === 'scheme_field';
    if (spec.kind !== 'id' || !Object.hasOwn(fields, other) || (notOwn && other === spec.field)) fail(file, `${at}/${key}`, 'DF_ISSUER_FIELD');
  }
  for (const key of ['reference_field', 'birth_field'] as const) {
    if (spec[key] !== undefined && (spec.kind !== 'age' || !Object.hasOwn(fields, spec[key]))) fail(file, `${at}/${key}`, 'DF_AGE_FIELD');
  }
  if (spec.kind === 'age' && spec.reference_field === undefined) fail(file, `${at}/reference_field`, 'DF_NEEDED', { kind: 'age' });
  if (spec.undated_years !== undefined) {
    const w = spec.undated_years as unknown;
    const years = (n: unknown): boolean => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 100;
    if (spec.kind !== 'age' || typeof w !== 'object' || w === null || !years((w as { before?: unknown }).before) || !years((w as { after?: unknown }).after)) {
      fail(file, `${at}/undated_years`, 'DF_AGE_WINDOW');
    }
  }
  for (const key of ['body_prefix', 'contained_numbers', 'practitioner_register', 'facility_prefix', 'padded_series', 'bank_account', 'same_form_conflicts'] as const) {
    if (spec[key] === undefined) continue;
    if (typeof spec[key] !== 'boolean') fail(file, `${at}/${key}`, 'DF_NOT_BOOLEAN');
    if (spec.kind !== 'id') fail(file, `${at}/${key}`, 'DF_ONLY_FOR_KIND', { kind: 'id' });
  }
  for (const key of ['acronyms', 'former_names', 'written_forms'] as const) {
    if (spec[key] === undefined) continue;
    // written_forms: true reads a place's short words (place_abbreviations), 'organisation' an organisation's.
    if (typeof spec[key] !== 'boolean' && !(key === 'written_forms' && spec[key] === 'organisation')) fail(file, `${at}/${key}`, 'DF_NOT_BOOLEAN');
    // A rival comparator reads a place's words as the name comparators do (written_forms, kind_words).
    const kinds: readonly string[] = key === 'written_forms' ? PLACE_WORD_KINDS : NAME_WORD_KINDS;
    if (!kinds.includes(spec.kind)) fail(file, `${at}/${key}`, 'DF_ONLY_FOR_KIND', { kind: kinds.join(', ') });
  }
  if (spec.closing_glosses !== undefined) {
    if (typeof spec.closing_glosses !== 'boolean') fail(file, `${at}/closing_glosses`, 'DF_NOT_BOOLEAN');
    if (spec.kind !== 'placename' && spec.kind !== 'tftoken') fail(file, `${at}/closing_glosses`, 'DF_ONLY_FOR_KIND', { kind: 'placename, tftoken' });
  }
  if (spec.one_sided_kinds !== undefined) {
    if (typeof spec.one_sided_kinds !== 'boolean') fail(file, `${at}/one_sided_kinds`, 'DF_NOT_BOOLEAN');
    if (spec.kind !== 'tftoken' || spec.kind_words === undefined) fail(file, `${at}/one_sided_kinds`, 'DF_ONLY_FOR_KIND', { kind: 'tftoken with kind_words' });
  }
  if (spec.group_siblings !== undefined) {
    if (typeof spec.group_siblings !== 'boolean') fail(file, `${at}/group_siblings`, 'DF_NOT_BOOLEAN');
    if (spec.kind !== 'placename') fail(file, `${at}/group_siblings`, 'DF_ONLY_FOR_KIND', { kind: 'placename' });
  }
  if (spec.inner_unseen_words !== undefined) {
    if (typeof spec.inner_unseen_words !== 'boolean') fail(file, `${at}/inner_unseen_words`, 'DF_NOT_BOOLEAN');
    if (spec.kind !== 'placename' || spec.group_siblings !== true) fail(file, `${at}/inner_unseen_words`, 'DF_ONLY_FOR_KIND', { kind: 'placename with group_siblings' });
  }
  if (spec.numbered_parts !== undefined) {
    if (typeof spec.numbered_parts !== 'boolean') fail(file, `${at}/numbered_parts`, 'DF_NOT_BOOLEAN');
    if (spec.kind !== 'placename') fail(file, `${at}/numbered_parts`, 'DF_ONLY_FOR_KIND', { kind: 'placename' });
  }
  if (spec.text_field_conflicts !== undefined) {
    if (typeof spec.text_field_conflicts !== 'boolean') fail(file, `${at}/text_field_conflicts`, 'DF_NOT_BOOLEAN');
    if (spec.kind !== 'id' || spec.text_field === undefined) fail(file, `${at}/text_field_conflicts`, 'DF_ONLY_FOR_KIND', { kind: 'id with text_field' });
  }
  if (spec.identifier_glosses !== undefined) {
    if (typeof spec.identifier_glosses !== 'boolean') fail(file, `${at}/identifier_glosses`, 'DF_NOT_BOOLEAN');
    if (!['placename', 'tftoken', 'type'].includes(spec.kind)) fail(file, `${at}/identifier_glosses`, 'DF_ONLY_FOR_KIND', { kind: 'placename, tftoken, type' });
  }
  if (spec.kin_name !== undefined) {
    if (typeof spec.kin_name !== 'boolean') fail(file, `${at}/kin_name`, 'DF_NOT_BOOLEAN');
    if (spec.kind !== 'name') fail(file, `${at}/kin_name`, 'DF_ONLY_FOR_KIND', { kind: 'name' });
  }
  if (spec.brand_owners !== undefined) {
    if (typeof spec.brand_owners !== 'boolean') fail(file, `${at}/brand_owners`, 'DF_NOT_BOOLEAN');
    if (spec.kind !== 'brand') fail(file, `${at}/brand_owners`, 'DF_ONLY_FOR_KIND', { kind: 'brand' });
  }
  if (spec.note !== undefined && (typeof spec.note !== 'string' || spec.note === '')) fail(file, `${at}/note`, 'DF_NOT_NON_EMPTY_STRING');
  if (spec.gate_min_words !== undefined && !(Number.isInteger(spec.gate_min_words) && spec.gate_min_words >= 1)) {
    fail(file, `${at}/gate_min_words`, 'DF_NOT_POSITIVE_INTEGER');
  }
  if (spec.strip_type !== undefined && !hasTypeDomain(spec.strip_type)) fail(file, `${at}/strip_type`, 'DF_TYPE_VOCABULARY_UNKNOWN');
  if (spec.kind_words !== undefined) {
    if (!hasTypeDomain(spec.kind_words)) fail(file, `${at}/kind_words`, 'DF_TYPE_VOCABULARY_UNKNOWN');
    if (!(PLACE_WORD_KINDS as readonly string[]).includes(spec.kind)) fail(file, `${at}/kind_words`, 'DF_ONLY_FOR_KIND', { kind: PLACE_WORD_KINDS.join(', ') });
  }
  if (spec.name_prefix_floor !== undefined) {
    if (spec.kind !== 'placename') fail(file, `${at}/name_prefix_floor`, 'DF_ONLY_FOR_KIND', { kind: 'placename' });
    fraction(file, `${at}/name_prefix_floor`, spec.name_prefix_floor);
  }
  if (spec.near_miss_backed !== undefined) {
    if (typeof spec.near_miss_backed !== 'boolean') fail(file, `${at}/near_miss_backed`, 'DF_NOT_BOOLEAN');
    if (spec.kind !== 'date') fail(file, `${at}/near_miss_backed`, 'DF_ONLY_FOR_KIND', { kind: 'date' });
  }
  if (spec.narrows_name_rarity !== undefined) {
    if (spec.kind !== 'category') fail(file, `${at}/narrows_name_rarity`, 'DF_ONLY_FOR_KIND', { kind: 'category' });
    fraction(file, `${at}/narrows_name_rarity`, spec.narrows_name_rarity);
  }
  if (spec.kind === 'type' && !hasTypeDomain(spec.domain ?? '')) fail(file, `${at}/domain`, 'DF_TYPE_VOCABULARY_UNKNOWN');
  if ((spec.kind === 'spec' || spec.kind === 'code' || spec.kind === 'marker' || spec.kind === 'line') && !hasCategory(spec.category ?? '')) fail(file, `${at}/category`, 'DF_CATEGORY_UNKNOWN');
  // On a name comparator (placename, branded_name) a category writes the sizes both names state one way;
  // no other kind reads it, so a category there would be a setting that does nothing.
  if (spec.category !== undefined && !CATEGORY_KINDS.has(spec.kind)) fail(file, `${at}/category`, 'DF_ONLY_FOR_KIND', { kind: [...CATEGORY_KINDS].join(', ') });
  if (spec.category !== undefined && !hasCategory(spec.category)) fail(file, `${at}/category`, 'DF_CATEGORY_UNKNOWN');
  for (const key of ['text_field', 'brand_field'] as const) if (spec[key] !== undefined) declared(file, `${at}/${key}`, fields, spec[key]);
  if (spec.location_fields !== undefined) {
    // The record's own locality set aside from its place name: read by the name comparators of a place.
    if (!Array.isArray(spec.location_fields) || spec.location_fields.length === 0) fail(file, `${at}/location_fields`, 'DF_NOT_ARRAY');
    else {
      for (const [i, f] of spec.location_fields.entries()) declared(file, `${at}/location_fields/${i}`, fields, f);
    }
    if (!(PLACE_WORD_KINDS as readonly string[]).includes(spec.kind)) fail(file, `${at}/location_fields`, 'DF_ONLY_FOR_KIND', { kind: PLACE_WORD_KINDS.join(', ') });
  }
  if (spec.kind === 'branded_name' && spec.brand_field === undefined) fail(file, `${at}/brand_field`, 'DF_NEEDED', { kind: 'branded_name' });
  if (spec.kind === 'quantity' && !(typeof spec.tolerance === 'number' && spec.tolerance >= 0)) fail(file, `${at}/tolerance`, 'DF_NOT_NON_NEGATIVE');
  if (spec.relative !== undefined && typeof spec.relative !== 'boolean') fail(file, `${at}/relative`, 'DF_NOT_BOOLEAN');
  if (spec.money !== undefined && typeof spec.money !== 'boolean') fail(file, `${at}/money`, 'DF_NOT_BOOLEAN');
  if (spec.money !== undefined && spec.kind !== 'quantity') fail(file, `${at}/money`, 'DF_ONLY_FOR_KIND', { kind: 'quantity' });
  if (spec.percent !== undefined && typeof spec.percent !== 'boolean') fail(file, `${at}/percent`, 'DF_NOT_BOOLEAN');
  if (spec.percent !== undefined && spec.kind !== 'quantity') fail(file, `${at}/percent`, 'DF_ONLY_FOR_KIND', { kind: 'quantity' });
}

function validateCorroboration(file: string, comparators: readonly ComparatorSpec[]): void {
  const keys = evidenceKeysOf(comparators);
  comparators.forEach((spec, i) => {
    const lift = spec.conflict_lifted_by;
    if (lift !== undefined) {
      const at = `/comparators/${i}/conflict_lifted_by`;
      if (spec.refutes_below === undefined && lift?.flagged_only !== true) fail(file, at, 'DF_NOT_REFUTING');
      if (lift === null || typeof lift !== 'object' || !Array.isArray(lift.any_of) || lift.any_of.length === 0) fail(file, `${at}/any_of`, 'DF_NO_GROUP');
      checkGroups(file, `${at}/any_of`, lift.any_of, keys, i);
      if (lift.unless_years_apart !== undefined) {
        if (spec.kind !== 'date') fail(file, `${at}/unless_years_apart`, 'DF_ONLY_FOR_KIND', { kind: 'date' });
        if (!(Number.isInteger(lift.unless_years_apart) && lift.unless_years_apart >= 1)) fail(file, `${at}/unless_years_apart`, 'DF_NOT_POSITIVE_INTEGER');
      }
      if (lift.unless_kin !== undefined) {
        if (lift.unless_years_apart === undefined) fail(file, at, 'DF_REQUIRED', { names: 'unless_years_apart' });
        if (!Array.isArray(lift.unless_kin) || lift.unless_kin.length === 0) fail(file, `${at}/unless_kin`, 'DF_NO_GROUP');
        checkGroups(file, `${at}/unless_kin`, [Object.fromEntries(lift.unless_kin.map((k) => [k, 1]))], keys, i, false);
      }
    }
    if (spec.shipped_refutation_only !== undefined) {
      const at = `/comparators/${i}/shipped_refutation_only`;
      if (typeof spec.shipped_refutation_only !== 'boolean') fail(file, at, 'DF_NOT_BOOLEAN');
      if (spec.refutes_below === undefined) fail(file, at, 'DF_NOT_REFUTING');
    }
    const liftedBy = spec.disagreement_lifted_by;
    if (liftedBy !== undefined) {
      const at = `/comparators/${i}/disagreement_lifted_by`;
      if (liftedBy === null || typeof liftedBy !== 'object' || !Array.isArray(liftedBy.any_of) || liftedBy.any_of.length === 0) fail(file, `${at}/any_of`, 'DF_NO_GROUP');
      checkGroups(file, `${at}/any_of`, liftedBy.any_of, keys, i);
    }
    const needs = spec.merge_needs_compared;
    if (needs !== undefined) {
      const at = `/comparators/${i}/merge_needs_compared`;
      if (needs === null || typeof needs !== 'object' || !Array.isArray(needs.unless_any_of) || needs.unless_any_of.length === 0) fail(file, `${at}/unless_any_of`, 'DF_NO_GROUP');
      checkGroups(file, `${at}/unless_any_of`, needs.unless_any_of, keys, i);
    }
    const otherForm = spec.other_form_beside;
    if (otherForm !== undefined) {
      const at = `/comparators/${i}/other_form_beside`;
      if (spec.kind !== 'id' || spec.body_prefix !== true) fail(file, at, 'DF_ONLY_FOR_KIND', { kind: 'id' });
      checkGroups(file, at, [otherForm], keys, i, false);
      // Read while this comparator's result is weighed: only evidence of comparators listed before it is in.
      for (const key of Object.keys(otherForm ?? {})) if (keys.indexOf(key) > i) fail(file, at, 'DF_NOT_EVIDENCE_KEY', { key: quoteSafe(key), keys: keys.slice(0, i).join(', ') });
    }
    const otherNeeds = spec.other_form_needs;
    if (otherNeeds !== undefined) {
      const at = `/comparators/${i}/other_form_needs`;
      if (otherForm === undefined) fail(file, at, 'DF_REQUIRED', { names: 'other_form_beside' });
      if (otherNeeds === null || typeof otherNeeds !== 'object' || !Array.isArray(otherNeeds.any_of) || otherNeeds.any_of.length === 0) fail(file, `${at}/any_of`, 'DF_NO_GROUP');
      checkGroups(file, `${at}/any_of`, otherNeeds.any_of, keys, i);
    }
    const beside = spec.refutes_beside;
    if (beside !== undefined) {
      const at = `/comparators/${i}/refutes_beside`;
      if (spec.refutes_below === undefined) fail(file, at, 'DF_NOT_REFUTING');
      checkGroups(file, at, [beside], keys, i, false);
    }
    const c = spec.near_miss_corroboration;
    if (c === undefined) return;
    const at = `/comparators/${i}/near_miss_corroboration`;
    if (spec.refutes_below === undefined) fail(file, at, 'DF_NOT_REFUTING');
    if (c === null || typeof c !== 'object' || !Array.isArray(c.any_of) || c.any_of.length === 0) fail(file, `${at}/any_of`, 'DF_NO_GROUP');
    checkGroups(file, `${at}/any_of`, c.any_of, keys, i);
    if (c.serial_any_of !== undefined) {
      if (!Array.isArray(c.serial_any_of) || c.serial_any_of.length === 0) fail(file, `${at}/serial_any_of`, 'DF_NO_GROUP');
      checkGroups(file, `${at}/serial_any_of`, c.serial_any_of, keys, i);
    }
  });
}

/** Groups of evidence key → bound (a list of them at `at/<index>`, or one map at `at` when not indexed). */
function checkGroups(file: string, at: string, groups: readonly Record<string, number>[], keys: readonly string[], i: number, indexed = true): void {
  groups.forEach((group, g) => {
    const here = indexed ? `${at}/${g}` : at;
    if (group === null || typeof group !== 'object' || Array.isArray(group) || Object.keys(group).length === 0) fail(file, here, 'DF_GROUP_EMPTY');
    for (const [key, floor] of Object.entries(group)) {
      if (!keys.includes(key)) fail(file, here, 'DF_NOT_EVIDENCE_KEY', { key: quoteSafe(key), keys: keys.join(', ') });
      if (key === keys[i]) fail(file, here, 'DF_SELF_CORROBORATION', { key: quoteSafe(key) });
      fraction(file, `${here}/${key}`, floor);
    }
  });
}

/**
 * The shape of a pack file; each comparator spec (its kind's options, the fields it names, its
 * corroboration) is checked after it by validateSpec and validateCorroboration.
 */
const PACK_SCHEMA = Type.Object(
  {
    schema: Type.Literal('service.entity_pack.v1'),
    name: Type.String({ pattern: FIELD_NAME.source }),
    aliases: Type.Array(Type.String({ pattern: FIELD_NAME.source })),
    purpose: Type.String({ minLength: 1 }),
    /** The token-frequency table and its sha256 (run scripts/build-tf-tables.ts). */
    tf: Type.Object({ table: Type.String({ minLength: 1 }), sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }) }, { additionalProperties: false }),
    fields: Type.Record(Type.String(), Type.Array(Type.String())),
    composed: Type.Optional(
      Type.Record(
        Type.String(),
        Type.Object(
          {
            parts: Type.Array(Type.Array(Type.String(), { minItems: 1 }), { minItems: 2 }),
            also: Type.Optional(
              Type.Object(
                { keys: Type.Array(Type.String(), { minItems: 1 }), joiner: Type.String({ pattern: '^\\S+$' }), note: Type.String({ minLength: 1 }) },
                { additionalProperties: false },
              ),
            ),
            /** The field that reads an address for service written in this field's cell ('X of 112 Queens Road') when the record sends none. */
            cell_address: Type.Optional(
              Type.Object({ field: Type.String({ minLength: 1 }), note: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
            ),
            /** Part keys that, beside another key of their own part, hold the rest of that part's names: read as part `part`. */
            rest: Type.Optional(
              Type.Object(
                { keys: Type.Array(Type.String(), { minItems: 1 }), part: Type.Integer({ minimum: 0 }), note: Type.String({ minLength: 1 }) },
                { additionalProperties: false },
              ),
            ),
            note: Type.String({ minLength: 1 }),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    identifier_type: Type.Optional(
      Type.Object(
        {
          type_keys: Type.Array(Type.String(), { minItems: 1 }),
          number_keys: Type.Array(Type.String(), { minItems: 1 }),
          element_keys: Type.Optional(Type.Array(Type.String(), { minItems: 1 })),
          types: Type.Record(Type.String(), Type.Array(Type.String({ minLength: 1 }), { minItems: 1 })),
          note: Type.String({ minLength: 1 }),
        },
        { additionalProperties: false },
      ),
    ),
    header_words: Type.Optional(
      Type.Object(
        {
          qualifiers: Type.Array(Type.String({ pattern: HEADER_WORD.source })),
          number_words: Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 }),
          other_party: Type.Array(Type.String({ pattern: HEADER_WORD.source })),
          kin_words: Type.Optional(Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 })),
          part_joining_words: Type.Optional(
            Type.Object(
              {
                words: Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 }),
                when_words: Type.Optional(Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 })),
                note: Type.String({ minLength: 1 }),
              },
              { additionalProperties: false },
            ),
          ),
          name_key_joins: Type.Optional(
            Type.Object(
              { words: Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 }), note: Type.String({ minLength: 1 }) },
              { additionalProperties: false },
            ),
          ),
          role_column_not: Type.Optional(
            Type.Object(
              { words: Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 }), note: Type.String({ minLength: 1 }) },
              { additionalProperties: false },
            ),
          ),
          signing_roles: Type.Optional(
            Type.Object(
              {
                words: Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 }),
                phrases: Type.Optional(Type.Array(Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 2 }), { minItems: 1 })),
                fields: Type.Optional(Type.Array(Type.String({ pattern: FIELD_NAME.source }), { minItems: 1 })),
                job_titles: Type.Optional(Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 })),
                agent_words: Type.Optional(Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 })),
                note: Type.String({ minLength: 1 }),
              },
              { additionalProperties: false },
            ),
          ),
          length_words: Type.Optional(Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 })),
          subject_field: Type.Optional(Type.String({ pattern: FIELD_NAME.source })),
          role_keys: Type.Optional(
            Type.Object(
              {
                keys: Type.Array(Type.String({ pattern: FIELD_NAME.source }), { minItems: 1 }),
                words: Type.Optional(Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 })),
                not_after: Type.Optional(Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 })),
                number_before: Type.Optional(Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 })),
                no_own_columns: Type.Optional(Type.Array(Type.String({ pattern: FIELD_NAME.source }), { minItems: 1 })),
                tail_connectives: Type.Optional(Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 })),
                tail_case_endings: Type.Optional(
                  Type.Array(
                    Type.Object(
                      { ending: Type.String({ pattern: HEADER_WORD.source }), bases: Type.Array(Type.String({ pattern: HEADER_WORD_OR_EMPTY.source }), { minItems: 1 }) },
                      { additionalProperties: false },
                    ),
                    { minItems: 1 },
                  ),
                ),
                lone_roles: Type.Optional(Type.Array(Type.String({ pattern: HEADER_WORDS.source }), { minItems: 1 })),
                glued_heads: Type.Optional(Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 })),
                glued_not_after: Type.Optional(Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 })),
                other_roles: Type.Optional(Type.Array(Type.String({ pattern: FIELD_NAME.source }), { minItems: 1 })),
                one_party: Type.Optional(
                  Type.Object(
                    {
                      groups: Type.Array(Type.Array(Type.String({ pattern: FIELD_NAME.source }), { minItems: 2 }), { minItems: 1 }),
                      other_side: Type.Optional(Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 })),
                      note: Type.String({ minLength: 1 }),
                    },
                    { additionalProperties: false },
                  ),
                ),
                note: Type.String({ minLength: 1 }),
              },
              { additionalProperties: false },
            ),
          ),
          present_person: Type.Optional(
            Type.Object(
              {
                role: Type.String({ pattern: HEADER_WORDS.source }),
                persons: Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 }),
                presence: Type.Array(Type.String({ pattern: HEADER_WORDS.source }), { minItems: 1 }),
                max_words_before: Type.Integer({ minimum: 0, maximum: 3 }),
                note: Type.String({ minLength: 1 }),
              },
              { additionalProperties: false },
            ),
          ),
          id_heading_words: Type.Optional(
            Type.Object({ words: Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 }), note: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
          ),
          held_names: Type.Optional(
            Type.Object({ words: Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 }), note: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
          ),
          fields: Type.Record(Type.String(), Type.Array(Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 }), { minItems: 1 })),
          note: Type.String({ minLength: 1 }),
        },
        { additionalProperties: false },
      ),
    ),
    value_shapes: Type.Optional(
      Type.Object(
        {
          rules: Type.Array(
            Type.Object(
              {
                keys: Type.Optional(Type.Array(Type.String({ pattern: FIELD_NAME.source }), { minItems: 1 })),
                from: Type.Optional(Type.Array(Type.String({ pattern: FIELD_NAME.source }), { minItems: 1 })),
                pattern: Type.String({ minLength: 2 }),
                check: Type.Optional(Type.String({ minLength: 2 })),
                field: Type.String({ pattern: FIELD_NAME.source }),
              },
              { additionalProperties: false },
            ),
            { minItems: 1 },
          ),
          note: Type.String({ minLength: 1 }),
        },
        { additionalProperties: false },
      ),
    ),
    unread_numbers: Type.Optional(
      Type.Object(
        {
          field: Type.String({ pattern: FIELD_NAME.source }),
          shared_words: Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 }),
          register_field: Type.Optional(Type.String({ pattern: FIELD_NAME.source })),
          generic_words: Type.Optional(Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 })),
          number_nouns: Type.Optional(Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 })),
          glued_number_endings: Type.Optional(Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 })),
          thing_words: Type.Optional(Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 })),
          register_words: Type.Optional(Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 })),
          note: Type.String({ minLength: 1 }),
        },
        { additionalProperties: false },
      ),
    ),
    own_scheme: Type.Optional(
      Type.Object(
        {
          fields: Type.Array(Type.String({ pattern: FIELD_NAME.source }), { minItems: 1 }),
          shape_fields: Type.Optional(Type.Array(Type.String({ pattern: FIELD_NAME.source }), { minItems: 1 })),
          roles: Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 }),
          refs: Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 }),
          series_words: Type.Optional(Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 })),
          note: Type.String({ minLength: 1 }),
        },
        { additionalProperties: false },
      ),
    ),
    event_numbers: Type.Optional(
      Type.Object(
        {
          kinds: Type.Record(Type.String({ pattern: FIELD_NAME.source }), Type.Array(Type.String({ pattern: HEADER_WORD.source }), { minItems: 1 })),
          note: Type.String({ minLength: 1 }),
        },
        { additionalProperties: false },
      ),
    ),
    comparators: Type.Array(Type.Object({ kind: Type.String(), weight: Type.Number({ minimum: 0 }) }), { minItems: 1 }),
  },
  { additionalProperties: false },
);

export function validatePack(file: URL | string, data: unknown): PackFile {
  validateData(data, PACK_SCHEMA, file);
  return checkPack(dataFileName(file), data as PackFile);
}

/** A caller's key written in field-name form (DF_FIELD_NAME_FORM otherwise). */
function checkKeyForm(file: string, at: string, key: unknown): asserts key is string {
  if (typeof key !== 'string' || !FIELD_NAME.test(key) || fieldNameForm(key) !== key) fail(file, at, 'DF_FIELD_NAME_FORM');
}

/** A key no earlier entry of the pack claimed (DF_CLAIMED_TWICE names both claimants; `second` as written). */
function checkUnclaimed(file: string, at: string, key: string, second: string, seen: ReadonlyMap<string, string>): void {
  const owner = seen.get(key);
  if (owner !== undefined) fail(file, at, 'DF_CLAIMED_TWICE', { first: quoteSafe(owner), second });
}

/** A field's own key, alias, part key or `also` key: in field-name form, claimed by no other entry, now the field's. */
function claimKey(file: string, at: string, key: unknown, field: string, seen: Map<string, string>): void {
  checkKeyForm(file, at, key);
  checkUnclaimed(file, at, key, quoteSafe(field), seen);
  seen.set(key, field);
}

function checkPack(file: string, p: PackFile): PackFile {
  if (p.fields === null || typeof p.fields !== 'object') fail(file, '/fields', 'DF_MISSING');
  const seen = new Map<string, string>();
  for (const [field, aliases] of Object.entries(p.fields)) {
    if (!Array.isArray(aliases)) fail(file, `/fields/${field}`, 'DF_NOT_ARRAY');
    [field, ...aliases].forEach((key, k) => {
      claimKey(file, k === 0 ? `/fields/${field}` : `/fields/${field}/${k - 1}`, key, field, seen);
    });
  }
  for (const [field, spec] of Object.entries(p.composed ?? {})) {
    if (!Object.hasOwn(p.fields, field)) fail(file, `/composed/${field}`, 'DF_NOT_KNOWN_FIELD');
    spec.parts.forEach((keys, i) => {
      keys.forEach((key, k) => {
        claimKey(file, `/composed/${field}/parts/${i}/${k}`, key, field, seen);
      });
    });
    spec.also?.keys.forEach((key, k) => {
      claimKey(file, `/composed/${field}/also/keys/${k}`, key, field, seen);
    });
    if (spec.cell_address !== undefined && !Object.hasOwn(p.fields, spec.cell_address.field)) fail(file, `/composed/${field}/cell_address/field`, 'DF_NOT_KNOWN_FIELD');
    if (spec.rest !== undefined) {
      const rest = spec.rest;
      if (rest.part >= spec.parts.length) fail(file, `/composed/${field}/rest/part`, 'DF_NOT_KNOWN_FIELD');
      rest.keys.forEach((key, k) => {
        // A rest key is one of the parts' own keys, of another part than the one it is read as.
        const of = spec.parts.findIndex((keys) => keys.includes(key));
        if (of < 0 || of === rest.part) fail(file, `/composed/${field}/rest/keys/${k}`, 'DF_NOT_KNOWN_FIELD');
      });
    }
  }
  if (p.identifier_type !== undefined) checkIdentifierType(file, p, seen);
  for (const field of Object.keys(p.header_words?.fields ?? {})) if (!Object.hasOwn(p.fields, field)) fail(file, `/header_words/fields/${field}`, 'DF_NOT_KNOWN_FIELD');
  const subject = p.header_words?.subject_field;
  if (subject !== undefined && !Object.hasOwn(p.fields, subject)) fail(file, '/header_words/subject_field', 'DF_NOT_KNOWN_FIELD');
  // A role key read late must not be a key of a field already (that key would always win and the entry
  // never be read).
  p.header_words?.role_keys?.keys.forEach((key, k) => {
    claimKey(file, `/header_words/role_keys/keys/${k}`, key, subject ?? '', seen);
  });
  // A role whose own columns are never read must be one of the role keys.
  p.header_words?.role_keys?.no_own_columns?.forEach((key, k) => {
    if (!p.header_words!.role_keys!.keys.includes(key)) fail(file, `/header_words/role_keys/no_own_columns/${k}`, 'DF_NOT_KNOWN_FIELD');
  });
  // Session 49: a role of one_party is a role key or a role word (a role naming the record's own person), in one group only.
  const inGroup = new Set<string>();
  p.header_words?.role_keys?.one_party?.groups.forEach((group, g) => {
    group.forEach((role, k) => {
      const rk = p.header_words!.role_keys!;
      if ((!rk.keys.includes(role) && !(rk.words ?? []).includes(role)) || inGroup.has(role)) fail(file, `/header_words/role_keys/one_party/groups/${g}/${k}`, 'DF_NOT_KNOWN_FIELD');
      inGroup.add(role);
    });
  });
  // Session 49 review: a word of the other side is no role of a group (a party cannot be both sides).
  p.header_words?.role_keys?.one_party?.other_side?.forEach((w, k) => {
    if (inGroup.has(w)) fail(file, `/header_words/role_keys/one_party/other_side/${k}`, 'DF_NOT_KNOWN_FIELD');
  });
  p.value_shapes?.rules.forEach((rule, i) => {
    for (const field of [rule.field, ...(rule.from ?? [])]) if (!Object.hasOwn(p.fields, field)) fail(file, `/value_shapes/rules/${i}`, 'DF_NOT_KNOWN_FIELD');
    if (rule.keys === undefined && rule.from === undefined) fail(file, `/value_shapes/rules/${i}/keys`, 'DF_MISSING');
    try {
      new RegExp(rule.pattern, 'u');
    } catch {
      fail(file, `/value_shapes/rules/${i}/pattern`, 'DF_REGEX_INVALID');
    }
    if (rule.check !== undefined && checksumOf(rule.check) === undefined) {
      fail(file, `/value_shapes/rules/${i}/check`, 'DF_NOT_IN_LIST', { list: 'the checksum-validated identifier rules (detect/ids)' });
    }
  });
  // An agreeing unread number is read as an identifier field of the pack (one compared as an id).
  if (p.unread_numbers !== undefined && !p.comparators.some((c) => c.field === p.unread_numbers!.field && c.kind === 'id')) {
    fail(file, '/unread_numbers/field', 'DF_NOT_KNOWN_FIELD');
  }
  // Two numbers of one register are compared as an identifier field of the pack too (one compared as an id).
  const registerField = p.unread_numbers?.register_field;
  if (registerField !== undefined && (registerField === p.unread_numbers!.field || !p.comparators.some((c) => c.field === registerField && c.kind === 'id'))) {
    fail(file, '/unread_numbers/register_field', 'DF_NOT_KNOWN_FIELD');
  }
  // One scheme's numbers are read beside unread_numbers, under keys of the pack's identifier fields.
  if (p.own_scheme !== undefined && p.unread_numbers?.register_field === undefined) fail(file, '/own_scheme', 'DF_NOT_KNOWN_FIELD');
  for (const [i, f] of (p.own_scheme?.fields ?? []).entries()) {
    if (!p.comparators.some((c) => c.field === f && c.kind === 'id')) fail(file, `/own_scheme/fields/${i}`, 'DF_NOT_KNOWN_FIELD');
  }
  for (const [i, f] of (p.own_scheme?.shape_fields ?? []).entries()) {
    if (!p.comparators.some((c) => c.field === f && c.kind === 'id') || p.own_scheme!.fields.includes(f)) fail(file, `/own_scheme/shape_fields/${i}`, 'DF_NOT_KNOWN_FIELD');
  }
  // An occasion's numbers are read as unread_numbers' two fields (agreeing, apart), and a word heads one kind only.
  if (p.event_numbers !== undefined && p.unread_numbers?.register_field === undefined) fail(file, '/event_numbers', 'DF_NOT_KNOWN_FIELD');
  const eventKindOf = new Map<string, string>();
  for (const [kind, words] of Object.entries(p.event_numbers?.kinds ?? {})) {
    words.forEach((w, i) => {
      const first = eventKindOf.get(w);
      if (first !== undefined && first !== kind) fail(file, `/event_numbers/kinds/${kind}/${i}`, 'DF_CLAIMED_TWICE', { first: quoteSafe(first), second: quoteSafe(`${kind}: ${w}`) });
      eventKindOf.set(w, kind);
    });
  }
  if (p.header_words?.role_keys !== undefined && subject === undefined) fail(file, '/header_words/subject_field', 'DF_NOT_KNOWN_FIELD');
  // A word cannot both name the record's own person by role and another party (other_party keeps a header out).
  p.header_words?.role_keys?.words?.forEach((w, k) => {
    if (p.header_words!.other_party.includes(w)) fail(file, `/header_words/role_keys/words/${k}`, 'DF_CLAIMED_TWICE', { first: 'other_party', second: quoteSafe(w) });
  });
  // A glued compound is read as the role its head is: the head must be a role word.
  p.header_words?.role_keys?.glued_heads?.forEach((w, k) => {
    if (!(p.header_words!.role_keys!.words ?? []).includes(w)) fail(file, `/header_words/role_keys/glued_heads/${k}`, 'DF_NOT_IN_LIST', { list: '/header_words/role_keys/words' });
  });
  // A held thing's name is no other party's word (other_party keeps the header out altogether).
  p.header_words?.held_names?.words.forEach((w, k) => {
    if (p.header_words!.other_party.includes(w)) fail(file, `/header_words/held_names/words/${k}`, 'DF_CLAIMED_TWICE', { first: 'other_party', second: quoteSafe(w) });
  });
  if (!Array.isArray(p.comparators) || p.comparators.length === 0) fail(file, '/comparators', 'DF_MISSING');
  p.comparators.forEach((spec, i) => {
    validateSpec(file, i, spec, p.fields);
  });
  if (!p.comparators.some((c) => c.weight > 0)) fail(file, '/comparators', 'DF_NO_WEIGHT');
  validateCorroboration(file, p.comparators);
  return p;
}

/**
 * identifier_type: type keys are the pack's own (claimed by no field); number keys are field-name forms;
 * each type names a field an id comparator reads, and each written type, in its matched form, one field.
 */
function checkIdentifierType(file: string, p: PackFile, seen: Map<string, string>): void {
  const spec = p.identifier_type!;
  spec.type_keys.forEach((key, k) => {
    const at = `/identifier_type/type_keys/${k}`;
    checkKeyForm(file, at, key);
    checkUnclaimed(file, at, key, 'identifier_type', seen);
  });
  spec.number_keys.forEach((key, k) => {
    checkKeyForm(file, `/identifier_type/number_keys/${k}`, key);
  });
  spec.element_keys?.forEach((key, k) => {
    const at = `/identifier_type/element_keys/${k}`;
    checkKeyForm(file, at, key);
    checkUnclaimed(file, at, key, 'identifier_type', seen);
  });
  const written = new Map<string, string>();
  for (const [field, types] of Object.entries(spec.types)) {
    if (!p.comparators.some((c) => c.kind === 'id' && c.field === field)) fail(file, `/identifier_type/types/${field}`, 'DF_NOT_KNOWN_FIELD');
    types.forEach((t, k) => {
      const form = identifierTypeForm(t);
      const at = `/identifier_type/types/${field}/${k}`;
      if (form === '') fail(file, at, 'DF_NO_LETTER_OR_DIGIT');
      const owner = written.get(form);
      if (owner !== undefined) fail(file, at, 'DF_CLAIMED_TWICE', { first: quoteSafe(owner), second: quoteSafe(field) });
      written.set(form, field);
    });
  }
}

/**
 * header_words indexed: a field's forbidden words are the other-party words and the words of every other
 * field's keys (its aliases, part and `also` keys), less the field's own keys' words and phrases.
 */
function headerWordsIndex(p: PackFile): HeaderWordsIndex | undefined {
  const spec = p.header_words;
  if (spec === undefined) return undefined;
  const split = (keys: readonly string[]): Set<string> => new Set(keys.flatMap((k) => k.split('_')));
  // A key that ends in a number word (`personnel_no`, `staff_number`) names the number, not the words before
  // it: a header without the number word may name that person by the same words (`Name of Personnel`,
  // `Staff Name`), so such a key keeps no header out; the pack's other keys of that field still do.
  const numbered = (k: string): boolean => spec.number_words.includes(k.slice(k.lastIndexOf('_') + 1)) && k.includes('_');
  const wordsOf = (field: string): Set<string> => {
    const composed = p.composed?.[field];
    const keys = [field, ...(p.fields[field] ?? []).filter((k) => !numbered(k)), ...(composed?.parts.flat() ?? []), ...(composed?.also?.keys ?? [])];
    return split(keys);
  };
  // A one-word key of the subject field names the record's own person by role (claimant, patient,
  // deceased, member): before another field's phrase it says whose value that is, the record's person's
  // (`Claimant DOB` = dob), so it does not keep the header out — unless it also names another party.
  const subjectRoles = new Set(
    spec.subject_field === undefined ? [] : (p.fields[spec.subject_field] ?? []).filter((k) => !k.includes('_') && !spec.other_party.includes(k)),
  );
  const fields = Object.entries(spec.fields).map(([field, phrases]) => {
    // The words of the field's own keys and phrases; a word only its parts' or `also` keys use (first,
    // surname, maiden) names a part of the value, not the whole, and keeps the header out too.
    const own = split([field, ...(p.fields[field] ?? []), ...phrases.map((ph) => ph.join('_'))]);
    const forbidden = new Set(spec.other_party);
    for (const other of Object.keys(p.fields)) for (const w of wordsOf(other)) if (!own.has(w) && !subjectRoles.has(w)) forbidden.add(w);
    return { field, phrases, forbidden };
  });
  const subject = spec.subject_field;
  const subjectOwn = subject === undefined ? new Set<string>() : split([subject, ...(p.fields[subject] ?? []), ...(spec.fields[subject] ?? []).map((ph) => ph.join('_'))]);
  const subjectPartWords = new Set(subject === undefined ? [] : [...wordsOf(subject)].filter((w) => !subjectOwn.has(w)));
  const subjectWords = new Set(subject === undefined ? [] : (spec.fields[subject] ?? []).flat());
  const roleWords = new Set(spec.role_keys?.words ?? []);
  // Before a role word, a word naming another party (other_party: `Mother`, `Spouse`, `Agent`) makes it that
  // party's, as a not_after word does.
  const roleNotAfter = new Set([...(spec.role_keys?.not_after ?? []), ...spec.other_party]);
  const roleNumberBefore = new Set(spec.role_keys?.number_before ?? []);
  const roleOthers = new Set(spec.role_keys?.other_roles ?? []);
  const identity = (role: string): string => roleIdentity(roleWords, roleNotAfter, role, roleNumberBefore, roleOthers);
  const present = spec.present_person;
  const roleKeys = new Set([...(spec.role_keys?.keys ?? []).map(identity), ...roleWords, ...(present === undefined ? [] : [present.role])]);
  // A role the source gives its person only for want of anyone else (no_own_columns: an attendance
  // export's User) describes a login or a saved label: its columns (`User ID`) are no one's.
  const noOwnColumns = new Set((spec.role_keys?.no_own_columns ?? []).map(identity));
  return {
    qualifiers: new Set(spec.qualifiers),
    numberWords: spec.number_words,
    fields,
    subject,
    subjectWords,
    roleKeys,
    roleWords,
    roleNotAfter,
    roleNumberBefore,
    roleOthers,
    roleTailConnectives: new Set(spec.role_keys?.tail_connectives ?? []),
    roleTailCaseEndings: spec.role_keys?.tail_case_endings ?? [],
    loneRoles: new Set(spec.role_keys?.lone_roles ?? []),
    onePartyOf: new Map((spec.role_keys?.one_party?.groups ?? []).flatMap((group, g) => group.map((role) => [role, g] as const))),
    onePartyOtherSide: new Set(spec.role_keys?.one_party?.other_side ?? []),
    gluedHeads: [...(spec.role_keys?.glued_heads ?? [])].sort((x, y) => y.length - x.length),
    gluedNotAfter: new Set(spec.role_keys?.glued_not_after ?? []),
    heldNames: new Set(spec.held_names?.words ?? []),
    idHeadingWords: new Set(spec.id_heading_words?.words ?? []),
    presentPerson:
      present === undefined
        ? undefined
        : { role: present.role, persons: new Set(present.persons), presence: present.presence.map((ph) => ph.split('_')), maxBefore: present.max_words_before },
    kinWords: new Set(spec.kin_words ?? []),
    lengthWords: new Set(spec.length_words ?? []),
    subjectPartWords,
    subjectPartNaming: new Set(
      [...subjectPartWords].filter((w) => !(spec.part_joining_words?.words ?? []).includes(w) && !(spec.part_joining_words?.when_words ?? []).includes(w)),
    ),
    subjectPartWhen: new Set(spec.part_joining_words?.when_words ?? []),
    subjectOwnWords: subjectOwn,
    nameKeyJoins: new Set(spec.name_key_joins?.words ?? []),
    roleColumnNot: new Set(spec.role_column_not?.words ?? []),
    // A job title is a signing word too, written once (in job_titles).
    signingRoles: new Set([...(spec.signing_roles?.words ?? []), ...(spec.signing_roles?.job_titles ?? [])]),
    signingPhrases: spec.signing_roles?.phrases ?? [],
    signingAgentWords: new Set(spec.signing_roles?.agent_words ?? []),
    signingFields: spec.signing_roles?.fields ?? [],
    signingJobTitles: new Set(spec.signing_roles?.job_titles ?? []),
    ownRoles: new Set([...[...roleKeys].filter((r) => !noOwnColumns.has(r)), ...[...subjectRoles].map(identity)]),
  };
}

/**
 * The check-digit test of the identifier rule (detect/ids) named `name`, when that rule is validated by a checksum:
 * a value_shapes rule's `check`, so a pack reads a value as a national id only when the detector would too.
 */
function checksumOf(name: string): ((compact: string) => boolean) | undefined {
  const rule = identifierRules.find((r) => r.name === name);
  return rule?.validation === 'checksum' ? rule.validate : undefined;
}

function valueShapesIndex(p: PackFile): ValueShapesIndex | undefined {
  if (p.value_shapes === undefined) return undefined;
  const byKey = new Map<string, ValueShape[]>();
  const byField = new Map<string, ValueShape[]>();
  const add = (m: Map<string, ValueShape[]>, k: string, r: ValueShape) => m.set(k, [...(m.get(k) ?? []), r]);
  for (const rule of p.value_shapes.rules) {
    const check = rule.check === undefined ? undefined : checksumOf(rule.check);
    const compiled: ValueShape = { re: new RegExp(rule.pattern, 'u'), field: rule.field, ...(check === undefined ? {} : { check }) };
    for (const k of rule.keys ?? []) add(byKey, fieldNameForm(k), compiled);
    for (const f of rule.from ?? []) add(byField, f, compiled);
  }
  return { byKey, byField };
}

function identifierTypeIndex(p: PackFile): IdentifierTypeIndex | undefined {
  const spec = p.identifier_type;
  if (spec === undefined) return undefined;
  const fieldOfType = new Map<string, string>();
  for (const [field, types] of Object.entries(spec.types)) for (const t of types) fieldOfType.set(identifierTypeForm(t), field);
  return { typeKeys: new Set(spec.type_keys), numberKeys: new Set(spec.number_keys), elementKeys: new Set(spec.element_keys ?? []), fieldOfType };
}

const packUrl = (name: string): URL => new URL(`./packs/${name}.json`, import.meta.url);

function loadPack(name: string): EntityPack {
  const url = packUrl(name);
  // The schema checks the shape; checkPack the comparator specs, so the shape's type widens to PackFile here.
  const p = checkPack(dataFileName(url), loadDataFile(url, PACK_SCHEMA) as PackFile);
  if (p.name !== name) fail(dataFileName(url), '/name', 'DF_NOT_FILE_NAME', { name: quoteSafe(name) });
  const tf = loadTfTable(p.tf.table);
  if (tf.sha256 !== p.tf.sha256) {
    fail(dataFileName(url), '/tf/sha256', 'DF_TF_HASH', { recorded: quoteSafe(p.tf.sha256), table: quoteSafe(p.tf.table), actual: quoteSafe(tf.sha256) });
  }
  const fieldKeys = new Map<string, readonly string[]>();
  const keyIndex = new Map<string, FieldKeyHit>();
  for (const [field, aliases] of Object.entries(p.fields)) {
    const keys = [field, ...aliases];
    fieldKeys.set(field, keys);
    keys.forEach((key, place) => {
      keyIndex.set(fieldNameForm(key), { field, place });
    });
  }
  const partIndex = new Map<string, PartKeyHit>();
  for (const [field, spec] of Object.entries(p.composed ?? {})) {
    const rest = new Set(spec.rest?.keys ?? []);
    spec.parts.forEach((keys, part) => {
      keys.forEach((key, place) => {
        partIndex.set(fieldNameForm(key), rest.has(key) ? { field, part, place, rest: spec.rest!.part } : { field, part, place });
      });
    });
  }
  const alsoIndex = new Map<string, AlsoKeyHit>();
  for (const [field, spec] of Object.entries(p.composed ?? {})) {
    spec.also?.keys.forEach((key, alsoPlace) => {
      alsoIndex.set(fieldNameForm(key), { field, joiner: spec.also!.joiner, alsoPlace });
    });
  }
  return {
    name: p.name,
    file: p,
    comparators: p.comparators,
    comparatorsSha256: canonicalSha256(p),
    tf,
    tfPin: `shipped:${p.tf.table}`,
    fieldKeys,
    keyIndex,
    partIndex,
    alsoIndex,
    identifierType: identifierTypeIndex(p),
    headerWords: headerWordsIndex(p),
    valueShapes: valueShapesIndex(p),
    unreadNumbers:
      p.unread_numbers === undefined
        ? undefined
        : {
            field: p.unread_numbers.field,
            sharedWords: new Set(p.unread_numbers.shared_words),
            registerField: p.unread_numbers.register_field,
            genericWords: new Set(p.unread_numbers.generic_words ?? []),
            numberNouns: new Set(p.unread_numbers.number_nouns ?? []),
            gluedNumberEndings: p.unread_numbers.glued_number_endings ?? [],
            thingWords: new Set(p.unread_numbers.thing_words ?? []),
            registerWords: new Set(p.unread_numbers.register_words ?? []),
            schemeFields: p.own_scheme?.fields ?? [],
            schemeShapeFields: p.own_scheme?.shape_fields ?? [],
            schemeRoles: new Set(p.own_scheme?.roles ?? []),
            schemeRefs: new Set(p.own_scheme?.refs ?? []),
            seriesWords: new Set(p.own_scheme?.series_words ?? []),
          },
    eventWords:
      p.event_numbers === undefined ? undefined : new Map(Object.entries(p.event_numbers.kinds).flatMap(([kind, words]) => words.map((w) => [w, kind] as const))),
    idFields: [...new Set(p.comparators.flatMap((c) => (c.kind === 'id' && c.field !== undefined ? [c.field] : [])))],
    evidenceKeys: evidenceKeysOf(p.comparators),
  };
}

function loadAll(): Map<string, EntityPack> {
  const byName = new Map<string, EntityPack>();
  for (const name of PACK_FILES) {
    const pack = loadPack(name);
    [pack.name, ...pack.file.aliases].forEach((key, k) => {
      if (byName.has(key)) fail(dataFileName(packUrl(name)), k === 0 ? '/name' : `/aliases/${k - 1}`, 'DF_PACK_NAME_TAKEN', { name: quoteSafe(key) });
      byName.set(key, pack);
    });
  }
  return byName;
}

const PACKS = loadAll();

/** Every name a request may use (pack names and aliases), sorted. */
export const PACK_NAMES: readonly string[] = [...PACKS.keys()].sort();

/** The pack a name (or alias) resolves to, or undefined. */
export function findPack(name: string): EntityPack | undefined {
  return PACKS.get(name);
}
