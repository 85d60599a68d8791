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
// Issuers: a value may name its issuing country as a prefix (`NG:A01234567`, `GBR: 123456789`: an
// ISO 3166 alpha-2 or alpha-3 code and a colon), and a pack may name a field holding it
// (`issuer_field`, e.g. passport_country: a code or an English country name; for a licence, a
// state or agency, compared as written). Two documents from
// different issuers are different documents: the comparator abstains (neither agreement nor
// conflict — a person may hold two passports). The prefix is never part of the number compared.
// How registers write a number around it (data/identifier-forms.json, validated at load): a label
// before the number that names the document ('ID 4642524', 'NIN 39601229994', 'ID No. 32745838') and
// a country code set off by a separator ('GHA-364606622-6', 'NG 12345678901') are read both as part of
// the value and set aside, and the two values agree when any reading of one equals any reading of the
// other — so a label or a code only ever helps two writings of one number meet, and a number whose
// own letters look like a label ('NR 12 34 56 A', a British NINO) still equals itself. A check
// character that some registers drop — one letter after the digits (the British NINO suffix, the
// Spanish DNI/NIE letter, the Irish PPS letter) or one character written apart at the end
// ('364606622-6', 'HZ 21 23 34 B') — may be missing on one side: the number with it and the number
// without it are one number. A different check character on the same body is still one substitution
// apart, a near miss, never a match.
import countries from 'i18n-iso-countries';
import type { Static } from 'typebox';
import Type from 'typebox';
import { loadDataFile, validateData } from '../../core/dataFile.js';
import { VersionedFile } from '../../core/dataSchemas.js';
import { allMatches } from '../../core/matches.js';
import { memoiseString } from '../../core/memo.js';
import { isValidIban } from '../../detect/patterns/iban.js';
import { normaliseId, normaliseText } from '../normalise.js';
import type { ComparatorResult, ComparatorSpec, FieldValue } from './types.js';
import { asText } from './types.js';

const ISSUER_PREFIX = /^\s*([A-Za-z]{2,3})\s*:\s*(\S.*)$/;

/** ISO 3166 alpha-2 code of a country code or English country name, or null. Memoised. */
export const countryCode: (value: string) => string | null = memoiseString((value: string) => {
  const v = value.trim();
  if (/^[A-Za-z]{2}$/.test(v)) return countries.isValid(v.toUpperCase()) ? v.toUpperCase() : null;
  if (/^[A-Za-z]{3}$/.test(v)) return countries.alpha3ToAlpha2(v.toUpperCase()) ?? null;
  return countries.getAlpha2Code(v, 'en') ?? null;
});

/** An issuer as compared: its country code, else (a state, an agency) its letters and digits upper-cased. */
export function issuerCode(value: string): string | null {
  const code = countryCode(value);
  if (code !== null) return code;
  const plain = normaliseId(value).toUpperCase();
  return plain === '' ? null : plain;
}

/** The issuing country a value names as its prefix (`NG:...`) and the number without it. Memoised. */
export const splitIssuer: (value: string) => { issuer: string | null; number: string } = memoiseString((value: string) => {
  const m = ISSUER_PREFIX.exec(value);
  const issuer = m ? countryCode(m[1]!) : null;
  return issuer === null ? { issuer: null, number: value } : { issuer, number: m![2]! };
});

/**
 * True when both sides say who issued their identifier and the issuers differ: `fieldIssuer` from
 * the pack's issuer_field when the record carries it, else the value's own prefix.
 */
export function differentIssuers(a: FieldValue, b: FieldValue, fieldIssuerA?: FieldValue, fieldIssuerB?: FieldValue): boolean {
  const ia = fieldIssuerA !== undefined ? issuerCode(asText(fieldIssuerA)) : splitIssuer(asText(a)).issuer;
  const ib = fieldIssuerB !== undefined ? issuerCode(asText(fieldIssuerB)) : splitIssuer(asText(b)).issuer;
  return ia !== null && ib !== null && ia !== ib;
}

/**
 * A travel-document element: the document's type code, its issuing country and its number, slash-separated,
 * as airline reservations and advance passenger information carry them (IATA SSR DOCS:
 * `P/GBR/123456789/GBR/12JUL82/M/20NOV25/SMITH/JOHN`, often cut after the number: `P/NGA/B34751457`),
 * possibly after the `SSR DOCS <carrier> HK1` request words. The type (`P` a passport, `I` an identity
 * card) is read by the pack's identifier_type; the issuer is an ISO 3166 alpha-3 code (or empty); what
 * follows the number (nationality, birth date, sex, expiry, name) is not read here. Null when the value
 * has no such element.
 */
export function readDocumentElement(value: string): { type: string; issuer: string | null; number: string } | null {
  const m = DOCUMENT_ELEMENT.exec(value);
  if (m === null) return null;
  return { type: m[1]!, issuer: m[2] === undefined ? null : countryCode(m[2]), number: m[3]! };
}
/** A one- or two-letter type, an optional three-letter country, a number of letters and digits with a digit, then a slash or the end. */
const DOCUMENT_ELEMENT = /(?:^|\s)([A-Za-z]{1,2})\/([A-Za-z]{3})?\/(?=[A-Za-z0-9]*\d)([A-Za-z0-9]{4,})\s*(?:\/|$)/;

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

const FORMS_FILE = new URL('../data/identifier-forms.json', import.meta.url);

/** The schema of data/identifier-forms.json: label words written before a number, lower-case letters and single spaces, each once. */
const IDENTIFIER_FORMS_SCHEMA = VersionedFile('service.identifier_forms.v1', {
  labels: Type.Array(Type.String({ pattern: '^[a-z]+(?: [a-z]+)*$' }), { minItems: 1, uniqueItems: true }),
  glued_labels: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true }),
  other_scheme_labels: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true }),
  practitioner_body_labels: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true }),
  contained_numbers: Type.Array(
    Type.Object(
      {
        scheme: Type.String({ minLength: 1 }),
        contains: Type.String({ minLength: 1 }),
        // Over a number's letters and digits, lower case: anchored at both ends, one capture group (the contained number).
        pattern: Type.String({ pattern: '^\\^[^()]*\\([^()]+\\)[^()]*\\$$' }),
        note: Type.String({ minLength: 1 }),
      },
      { additionalProperties: false },
    ),
  ),
});

/** The label pattern of a schema-checked file: longest label first, its spaces matching spaces or dots. */
function labelsOf(data: Static<typeof IDENTIFIER_FORMS_SCHEMA>): RegExp {
  const alternatives = [...data.labels].sort((x, y) => y.length - x.length).map((l) => l.split(' ').join('[\\s.]+'));
  // A label, an optional dot, then a separator, and a number (a digit somewhere after it).
  return new RegExp(`^(?:${alternatives.join('|')})\\.?\\s*[\\s:#\\-/]\\s*(?=.*\\d)`);
}

/**
 * The same labels written after the number ('123-456 NPO', the form South Africa's NPO register prints):
 * a separator, a label, an optional dot, the end of the value. Read on the value's tail only (trailingLabelAt):
 * the number before it must hold a digit after its last letter, which trailingLabelAt checks by one pass, not a
 * lookbehind (an unbounded lookbehind tried at every position made a long value quadratic: 32,000 characters
 * took 3 s).
 */
function trailingLabelsOf(data: Static<typeof IDENTIFIER_FORMS_SCHEMA>): RegExp {
  const alternatives = [...data.labels].sort((x, y) => y.length - x.length).map((l) => l.split(' ').join('[\\s.]+'));
  return new RegExp(`\\s*[\\s:#\\-/(]\\s*(?:${alternatives.join('|')})\\.?\\)?$`);
}

/** More characters than any label with its separators: the tail of a value a trailing label is looked for in. */
const TRAILING_TAIL = 96;

/**
 * Where a label written after the number starts in `t` (TRAILING_LABEL on the value's tail), when the text before it
 * holds a digit after its last letter ('201-554 NPO'; not 'Lagos NPO'); else null.
 */
function trailingLabelAt(t: string): number | null {
  const tail = t.length > TRAILING_TAIL ? t.slice(-TRAILING_TAIL) : t;
  const m = TRAILING_LABEL.exec(tail);
  if (m === null) return null;
  const index = t.length - tail.length + m.index;
  for (let i = index - 1; i >= 0; i--) {
    const c = t.charCodeAt(i);
    if (c >= DIGIT_0 && c <= DIGIT_9) return index;
    if (c >= LOWER_A && c <= LOWER_Z) return null;
  }
  return null;
}
const DIGIT_0 = 48;
const DIGIT_9 = 57;
const LOWER_A = 97;
const LOWER_Z = 122;

/** The contained-number patterns of a schema-checked file, compiled once. */
function containedOf(data: Static<typeof IDENTIFIER_FORMS_SCHEMA>): readonly RegExp[] {
  return data.contained_numbers.map((e) => new RegExp(e.pattern));
}

/** Validates a parsed identifier-forms file (for the broken-copy test); a DataFileError names the file and the entry. */
export function validateIdentifierForms(raw: unknown, file: URL | string = FORMS_FILE): void {
  const data = validateData(raw, IDENTIFIER_FORMS_SCHEMA, file);
  labelsOf(data);
  trailingLabelsOf(data);
  containedOf(data);
}

const FORMS = loadDataFile(FORMS_FILE, IDENTIFIER_FORMS_SCHEMA);
const LABEL = labelsOf(FORMS);
const TRAILING_LABEL = trailingLabelsOf(FORMS);
const CONTAINED = containedOf(FORMS);
const OTHER_SCHEME_LABELS: ReadonlySet<string> = new Set(FORMS.other_scheme_labels);
/** Other-scheme labels of bodies that register persons too (identifier-forms.json practitioner_body_labels). */
const PRACTITIONER_BODY_LABELS: ReadonlySet<string> = new Set(FORMS.practitioner_body_labels);

/**
 * The numbers of other schemes a number is built from (identifier-forms.json contained_numbers: a SIRET's
 * SIREN, an EU VAT number's national number), read from its letters and digits. Memoised.
 */
const containedNumbers: (id: string) => readonly string[] = memoiseString((id: string) => {
  const out: string[] = [];
  for (const re of CONTAINED) {
    const m = re.exec(id);
    if (m !== null && !out.includes(m[1]!)) out.push(m[1]!);
  }
  return out;
});

/**
 * Whether one reading of `whole` is built from a number that one reading of `part` writes whole (a SIRET
 * and its company's SIREN, an ES VAT number and the NIF): one legal person under two schemes' numbers. One
 * side's whole number against the other's contained number only: two numbers of one scheme (two
 * establishments' SIRETs) are never compared through their contained parts.
 */
function holdsContained(whole: readonly IdReading[], part: readonly IdReading[]): boolean {
  for (const x of whole) {
    const inner = containedNumbers(x.full);
    if (inner.length === 0) continue;
    for (const y of part) if (inner.includes(y.full) || (y.digits !== null && inner.some((n) => unpadded(n) === y.digits))) return true;
  }
  return false;
}
/** A scheme's prefix printed glued to the number (identifier-forms.json glued_labels), before nine digits or more. */
const GLUED_LABEL = FORMS.glued_labels.length === 0 ? null : new RegExp(`^(?:${FORMS.glued_labels.join('|')})(?=\\d{9,}$)`);
/**
 * Two letters glued to eight digits or more and nothing else ('IT02795310364', 'PL7342290115'): a country
 * code when ISO 3166 knows it. The EU's VAT numbers are the national tax number behind the member state's
 * code with no separator (VAT Directive art. 215), and the national tax registers, invoices and company
 * registers write the same number without it; eight digits is the shortest all-digit national number behind
 * a prefix (Denmark, Finland, Hungary, Luxembourg, Malta, Slovenia). Registers that write series letters
 * glued to a shorter zero-padded number ('SC061234', 'RS004417': six digits) are not read so. Greece's
 * 'EL' and Northern Ireland's 'XI' are no ISO codes: they are glued_labels in identifier-forms.json.
 */
const COUNTRY_GLUED = /^([a-z]{2})(?=\d{8,}$)/;
/** The ISO 3166 code a value is glued to (COUNTRY_GLUED), else null. Memoised: read once per value, not per pair. */
const gluedCountry: (value: string) => string | null = memoiseString((value: string) => {
  const m = COUNTRY_GLUED.exec(normaliseId(value));
  return m === null ? null : countryCode(m[1]!);
});
/** Two or three letters set off from a digit by a separator: a country code when ISO 3166 knows it. */
const COUNTRY_BEFORE = /^([a-z]{2,3})\s*[\s\-/.]\s*(?=\d)/;
/** One letter or digit written apart at the end ('364606622-6', 'hz 21 23 34 b'). */
const CHECK_APART = /^(.*[a-z0-9])\s*[\s\-/.]\s*([a-z0-9])$/;
/** One letter straight after the digits ('wt881463b', '27889648d'). */
const CHECK_LETTER = /^(.*\d)[a-z]$/;
const ALL_DIGITS = /^\d{6,}$/;
const LEADING_ZEROS = /^0+/;
/** The number a spreadsheet keeps of an all-digit id (its leading zeros lost); any other id as it is. */
const unpadded = (id: string): string => (ALL_DIGITS.test(id) ? id.replace(LEADING_ZEROS, '') : id);
/** A body shorter than this is too short to call its last character a check character. */
const MIN_BODY = 6;

/**
 * One way to read a written identifier: its letters and digits, the same without a check character, and
 * (all digits) the number a spreadsheet keeps of it, read once per value rather than per pair.
 */
interface IdReading {
  full: string;
  body: string | null;
  /** An all-digit `full` without its leading zeros (`unpadded`), else null. */
  digits: string | null;
}

function reading(text: string): IdReading | null {
  const full = normaliseId(text);
  if (full === '') return null;
  const digits = ALL_DIGITS.test(full) ? full.replace(LEADING_ZEROS, '') : null;
  const apart = CHECK_APART.exec(text);
  if (apart !== null) {
    const body = normaliseId(apart[1]!);
    if (body.length >= MIN_BODY) return { full, body, digits };
  }
  const letter = CHECK_LETTER.exec(full);
  return { full, body: letter !== null && letter[1]!.length >= MIN_BODY ? letter[1]! : null, digits };
}

/**
 * The readings of a written identifier (without a `CC:` issuer prefix): as written, without a leading
 * label (data/identifier-forms.json) and without a leading country code set off by a separator. Memoised.
 */
function readingsOf(value: string): readonly IdReading[] {
  const texts = [normaliseText(value)];
  // Labels may follow one another ('NIC No. 58221907'): each one set aside is a further reading.
  for (let t = texts[0]!, label = LABEL.exec(t); label !== null && texts.length < 4; label = LABEL.exec(t)) {
    t = t.slice(label[0].length);
    texts.push(t);
  }
  // A label written after the number ('201-554 NPO' against 'NPO 201-554'): one more reading without it.
  for (const t of [...texts]) {
    const trailing = trailingLabelAt(t);
    if (trailing !== null && texts.length < 6) texts.push(t.slice(0, trailing));
  }
  for (const t of [...texts]) {
    const glued = GLUED_LABEL?.exec(t);
    if (glued) texts.push(t.slice(glued[0].length));
  }
  for (const t of [...texts]) {
    const cc = COUNTRY_BEFORE.exec(t) ?? COUNTRY_GLUED.exec(t);
    if (cc !== null && countryCode(cc[1]!) !== null) texts.push(t.slice(cc[0].length));
  }
  const out: IdReading[] = [];
  for (const t of texts) {
    const r = reading(t);
    if (r !== null && !out.some((o) => o.full === r.full)) out.push(r);
  }
  return out;
}

/** `readingsOf`, memoised for pairwise comparison (blocking reads each record's own number once, unremembered). */
const identifierReadings: (value: string) => readonly IdReading[] = memoiseString(readingsOf);

/** The keys one written identifier can be found under (blocking): every reading, with and without its check character. */
export function identifierKeys(value: string): string[] {
  const keys = new Set<string>();
  addKeys(keys, readingsOf(splitIssuer(value).number));
  return [...keys];
}

/** Each reading's key (its digits when it is all digits, else as read), its body without a check character and the numbers it is built from. */
function addKeys(keys: Set<string>, readings: readonly IdReading[]): void {
  for (const r of readings) {
    keys.add(r.digits ?? r.full);
    if (r.body !== null) keys.add(unpadded(r.body));
    for (const n of containedNumbers(r.full)) keys.add(unpadded(n));
  }
}

/** One reading against another: equal, equal but for a check character one side dropped, one keystroke apart, or different. */
function compareReadings(x: IdReading, y: IdReading): ComparatorResult {
  if (x.full === y.full) return { sim: 1 };
  // A number stored as a number loses its leading zeros (a spreadsheet export): digits equal without them are one number.
  if (x.digits !== null && x.digits === y.digits) return { sim: 1 };
  // The same when the number kept has fewer digits than a padded width (00052311 / 52311, and a series'
  // padded digits RS008871 / 8871, read by withoutBody): only a zero-padded value against a bare one.
  if (paddedAgainstBare(x.full, y.full) || paddedAgainstBare(y.full, x.full)) return { sim: 1 };
  // A check character on one side only: the other side wrote the same number without it.
  if ((x.body !== null && y.body === null && x.body === y.full) || (y.body !== null && x.body === null && y.body === x.full)) return { sim: 1 };
  if (!isOneKeystroke(x.full, y.full)) return { sim: 0 };
  return isSerialNeighbour(x.full, y.full) ? { sim: ID_NEAR_MISS, nearMiss: true, serialNeighbour: true } : { sim: ID_NEAR_MISS, nearMiss: true };
}

/** Digits alone that start with a zero and fill a width of six or more: a fixed-width or a series' padded number. */
const ZERO_PADDED = /^0\d{5,}$/;
/** Digits alone without a leading zero, at least three of them: a number as a list keeps its value. */
const BARE_NUMBER = /^[1-9]\d{2,}$/;

/**
 * Whether `padded` is a zero-padded number of six or more digits and `bare` the same number as a value
 * (no leading zero, three digits or more) — the number a register pads to its width (Companies House's
 * eight digits, 00052311; a registered society's RS008871, read without its series letters by
 * withoutBody) and a spreadsheet, a supplier list or another register (the FCA's mutuals register: 8871)
 * keeps without the zeros. Two padded values are compared as written ('045551' is not '00045551': a
 * series' letters before a padded number name their own series), so only the bare side is read as a value.
 */
function paddedAgainstBare(padded: string, bare: string): boolean {
  return ZERO_PADDED.test(padded) && BARE_NUMBER.test(bare) && padded.replace(LEADING_ZEROS, '') === bare;
}

/** A leading word without a digit and the space after it: a register's or issuing body's name before the number. */
const BODY_WORD = /^[^\s\d]+\s+(?=.*\d)/;
/**
 * A leading code of letters joined to what follows by a slash or a hyphen: the country, the registry's office
 * and the register's initials an OHADA trade register prints before its number ('CD/KZI/RCCM/15-B-00391',
 * 'SN-DKR-2017-B-23418': Uniform Act on General Commercial Law, art. 40: country, registry, year, form letter,
 * serial), which lists and letterheads print bare or with the office after the number ('RCCM 15-B-00391 KZI').
 */
const BODY_CODE = /^\p{L}+\s*[/-]\s*(?=.*\d)/u;
/** A trailing word without a digit and the space before it: the register's name and seat after the number ('451 321 335 R.C.S. Evry'). */
const BODY_AFTER = /\s+[^\s\d]+$/;
/**
 * One to four letters glued to, or set off by a separator from, a number of digits alone ('RC1284733',
 * 'RC-208767', 'HRB6684', 'CS083412015'): the letters a register writes before the numbers of one series.
 */
const SERIES_LETTERS = /^\p{L}{1,4}[\s\-/.:#]*(?=\d[\d\s\-./]*$)/u;
/** The most readings withoutBody gives one value (each is compared against each of the other side's). */
const MAX_BODY_READINGS = 12;
/** Fewer digits than this after series letters are too few to stand for a number alone. */
const MIN_SERIES_DIGITS = 3;

/**
 * The readings of a registration number without the issuing body's name written around it (spec
 * body_prefix): each leading word with no digit set aside in turn while a word with a digit is left
 * ('NMCN RN/9328237' → 'RN/9328237'; 'GBA eGAR 3443809/05' → 'eGAR 3443809/05' → '3443809/05'), each
 * trailing one the same way ('451 321 335 R.C.S. Evry' → '451 321 335'), and a register's series letters
 * before digits alone ('RC 1284733', 'RC1284733' → '1284733'). The digits left by series letters are
 * compared as written, never without their leading zeros: a register that writes letters before a
 * zero-padded series ('SC045551', a Scottish company) numbers it apart from the bare series, whose
 * '00045551' is another company.
 */
function withoutBody(value: string): readonly IdReading[] {
  const out: IdReading[] = [];
  // every reading, the series letters' digits too, goes through add and so keeps to its cap
  const add = (rs: readonly IdReading[]) => {
    for (const r of rs) if (out.length < MAX_BODY_READINGS && !out.some((o) => o.full === r.full)) out.push(r);
  };
  const texts = [value.trim()];
  for (let t = texts[0]!, m = bodyWordAt(t); m !== null && texts.length < 8; m = bodyWordAt(t)) {
    t = t.slice(m[0].length);
    texts.push(t);
    add(readingsOf(t));
  }
  for (const start of [...texts]) {
    for (let t = start, m = BODY_AFTER.exec(t); m !== null && /\d/.test(t.slice(0, m.index)); m = BODY_AFTER.exec(t)) {
      t = t.slice(0, m.index);
      add(readingsOf(t));
    }
  }
  for (const t of texts) {
    const series = SERIES_LETTERS.exec(t);
    const digits = series === null ? '' : normaliseId(t.slice(series[0].length));
    if (digits.length >= MIN_SERIES_DIGITS) add([{ full: digits, body: null, digits: null }]);
  }
  return out;
}

/** The leading body word or code of a text (BODY_WORD, else BODY_CODE), or null. */
function bodyWordAt(t: string): RegExpExecArray | null {
  return BODY_WORD.exec(t) ?? BODY_CODE.exec(t);
}

/** The letter words of an identifier (lower case, diacritics folded). */
const LETTER_WORD = /\p{L}+/gu;
/** A one-letter word is a form or series letter ('B' in '15-B-00391'), not a registry office's code. */
const MIN_OFFICE = 2;
const LABEL_WORDS: ReadonlySet<string> = new Set(FORMS.labels);

/**
 * The registry office codes or seats an identifier writes around its number: its letter words of two letters
 * or more that are no label of identifier-forms.json and no country ('CD/KZI/RCCM/15-B-00391' → kzi,
 * 'RCCM 15-B-00391 KZI' → kzi, 'RCS Lyon 812 345 672' → rcs, lyon; 'NMC RN 1472583' → nmc, rn).
 */
const officeWords = memoiseString((value: string): readonly string[] =>
  (normaliseText(value).match(LETTER_WORD) ?? []).filter((w) => w.length >= MIN_OFFICE && !LABEL_WORDS.has(w) && countryCode(w) === null),
);

/**
 * Whether two identifiers both write the words of one registry office around their numbers: a register
 * numbered per office (an OHADA RCCM, a French RCS) prints the office before the number in one list and after
 * it in another ('CD/KZI/RCCM/15-B-00391', 'RCCM 15-B-00391 KZI'), so both are read without it; two offices'
 * numbers ('CD/KIN/…' against 'CD/LSH/…'), or two series of one body ('NMC RN …' against 'NMC RM …'), do not write
 * the same such words and are never read bare against each other.
 */
function sameOffice(a: string, b: string): boolean {
  const [wa, wb] = [new Set(officeWords(a)), new Set(officeWords(b))];
  return wa.size > 0 && wa.size === wb.size && [...wa].every((w) => wb.has(w));
}

/** withoutBody for the comparator, which meets one value against many candidates: memoised. */
const withoutBodyReadings: (value: string) => readonly IdReading[] = memoiseString(withoutBody);

/**
 * The keys a registration number can be found under (blocking): identifierKeys, and the same without the
 * issuing body's words. Read afresh each time, as identifierKeys is (blocking/keys.ts UNREMEMBERED: one
 * person's own number, whose memo entry would only outlive the young generation).
 */
export function registrationKeys(value: string): string[] {
  const keys = new Set<string>();
  const { number } = splitIssuer(value);
  addKeys(keys, readingsOf(number));
  addKeys(keys, withoutBody(number));
  return [...keys];
}

function bestOf(ra: readonly IdReading[], rb: readonly IdReading[], best: ComparatorResult | null): ComparatorResult | null {
  for (const x of ra) {
    for (const y of rb) {
      const r = compareReadings(x, y);
      if (r.sim === 1) return r;
      if (best === null || r.sim > best.sim) best = r;
    }
  }
  return best;
}

/**
 * A facility's code before a number it issued: one or more codes that start with a letter, joined by a
 * hyphen or a dot, then a separator and the number's first digit ('KATH/2018/…', 'RX1-…', 'R0A 9422076',
 * 'AMC-PID 07581360').
 */
const FACILITY_CODE = /^\s*([A-Za-z][A-Za-z0-9]*(?:[-.][A-Za-z][A-Za-z0-9]*)*)\s*[/\-.:\s]\s*(?=\d)/;

/**
 * The facility code a number is written after (upper case) and the number without it, or null. A label
 * of the identifier forms ('No. 0018823', 'MRN 0018823') names the kind of number, not a facility: the
 * readings set it aside already, and two labels are never two facilities.
 */
export function splitFacility(value: string): { facility: string; number: string } | null {
  const m = FACILITY_CODE.exec(value);
  if (m === null || LABEL.test(`${normaliseText(m[1]!)} 0`)) return null;
  return { facility: m[1]!.toUpperCase(), number: value.slice(m[0].length) };
}

/**
 * A number issued per facility (spec facility_prefix): different facilities' numbers are different
 * documents (null); otherwise the better of the values as written and the numbers without their codes.
 * A facility issues its numbers in the order it registers patients, and the patients registered one
 * after the other are very often of one family — twins, a mother and the baby she delivered — so two
 * numbers that could be consecutive (final digit one apart) are read as two registrations, not as a
 * slip one keystroke off (sim 0, where another kind's near miss partly agrees).
 */
function compareFacilityNumbers(a: string, b: string): ComparatorResult | null {
  const fa = splitFacility(a);
  const fb = splitFacility(b);
  if (fa !== null && fb !== null && fa.facility !== fb.facility) return null;
  let best = bestOf(identifierReadings(a), identifierReadings(b), null);
  if (best?.sim !== 1 && (fa !== null || fb !== null)) best = bestOf(identifierReadings(fa?.number ?? a), identifierReadings(fb?.number ?? b), best);
  if (best?.sim !== 1 && yearSerialOrders(fa?.number ?? a).some((x) => yearSerialOrders(fb?.number ?? b).includes(x))) return { sim: 1 };
  return best?.serialNeighbour === true ? { sim: 0 } : best;
}

/** A clinic's register number of a year and a serial in two groups of digits ('21/8060', '8060-21', '2021/8060'). */
const YEAR_AND_SERIAL = /^\s*(\d+)\s*[/\-.\s]\s*(\d+)\s*$/;
const YEAR_GROUP = /^(?:\d{2}|19\d{2}|20\d{2})$/;
/** Fewer digits than this in the serial are too few to tell two registrations of one year apart. */
const MIN_SERIAL_DIGITS = 3;

/**
 * The digits of a register number of a year and a serial in both orders ('21/8060' → 218060 and 806021),
 * or the digits as written when the number is one group ('218060'); empty for any other form. Clinics and
 * registers write the same registration as year/serial on one card and serial/year on another (an
 * antenatal card's ANC/21/8060, the labour ward's 8060/21) or close the groups up (218060): one
 * registration, not two numbers. Only a two-digit or a 19xx/20xx year beside a serial of three digits or
 * more reads this way.
 */
function yearSerialOrders(value: string): string[] {
  const m = YEAR_AND_SERIAL.exec(value);
  if (m === null) {
    const id = normaliseId(value);
    return DIGITS_ALONE.test(id) && id.length >= MIN_SERIAL_DIGITS + 2 ? [id] : [];
  }
  const [x, y] = [m[1]!, m[2]!];
  const out: string[] = [];
  if (YEAR_GROUP.test(x) && y.length >= MIN_SERIAL_DIGITS) out.push(x + y, y + x);
  if (YEAR_GROUP.test(y) && x.length >= MIN_SERIAL_DIGITS) out.push(x + y, y + x);
  return out;
}

/**
 * The keys a hospital number can be found under (blocking, spec facility_prefix): identifierKeys, and the
 * same without the facility's code, so a card that left the code off blocks with the ward's register.
 */
export function facilityKeys(value: string): string[] {
  const keys = new Set(identifierKeys(value));
  const split = splitFacility(splitIssuer(value).number);
  if (split !== null) addKeys(keys, readingsOf(split.number));
  return [...keys];
}

export function compareIdentifiers(a: FieldValue, b: FieldValue, spec?: ComparatorSpec): ComparatorResult | null {
  const sa = splitIssuer(asText(a));
  const sb = splitIssuer(asText(b));
  if (sa.issuer !== null && sb.issuer !== null && sa.issuer !== sb.issuer) return null;
  // Two VAT numbers glued to two countries' codes are two countries' registrations, whatever their digits.
  const ga = gluedCountry(sa.number);
  const gb = gluedCountry(sb.number);
  if (ga !== null && gb !== null && ga !== gb) return null;
  if (spec?.facility_prefix === true) return compareFacilityNumbers(sa.number, sb.number);
  if (spec?.padded_series === true) return compareSeriesNumbers(sa.number, sb.number);
  if (spec?.dependant_field !== undefined) return compareMemberNumbers(sa.number, sb.number);
  if (spec?.bank_account === true && ibanHoldsAccount(sa.number, sb.number)) return { sim: 1 };
  const ra = identifierReadings(sa.number);
  const rb = identifierReadings(sb.number);
  if (ra.length === 0 || rb.length === 0) return null;
  let best = bestOf(ra, rb, null);
  if (best?.sim === 1) return best;
  // A number against the number of another scheme it is built from (a SIRET and the SIREN): one legal person.
  // Only where the pack says its field holds such schemes (contained_numbers): a person's 14-digit number and
  // another's 9 first digits are no SIRET and SIREN.
  const contained = spec?.contained_numbers === true;
  if (contained && (holdsContained(ra, rb) || holdsContained(rb, ra))) return { sim: 1 };
  if (spec?.body_prefix !== true) return spec?.same_form_conflicts === true ? withFormConflict(sa.number, sb.number, best) : best;
  // One side as written against the other read without its issuing body's name, both ways; never both without.
  const wa = withoutBodyReadings(sa.number);
  const wb = withoutBodyReadings(sb.number);
  best = bestOf(ra, wb, best);
  if (best?.sim === 1) return best;
  best = bestOf(wa, rb, best);
  if (best?.sim === 1) return best;
  // Both without, only where both name one registry office (sameOffice): the office is written before the number on one and after it on the other.
  if (sameOffice(sa.number, sb.number)) {
    best = bestOf(wa, wb, best);
    if (best?.sim === 1) return best;
  }
  // The same, for a contained number written with its register's words ('RCS Lyon 812 345 672' against a SIRET).
  if (contained && (holdsContained(ra, wb) || holdsContained(wb, ra) || holdsContained(wa, rb) || holdsContained(rb, wa))) return { sim: 1 };
  // Two numbers that did not meet, one written under another scheme's label than the other (a licensing
  // body's, a tax or a statistical number's: 'KMPDC Reg 003392', 'FSP 29405' against the company register's
  // '2001/052744/23'), are two registers' numbers of one body as often as not: they say nothing.
  // In a practitioner's own register field (spec practitioner_register) a professional body's initials name the
  // field's own register ('GPhC 2054321', a pharmacist's number): no other scheme there (review of pset27r).
  const own = spec.practitioner_register === true;
  if (best?.sim !== 1 && otherSchemeOf(sa.number, own) !== otherSchemeOf(sb.number, own)) {
    // Unless the two numbers, a label set aside, are written in one form with a letter (the same letters and digits
    // in the same places: 'ICAEW C001923' / 'C004471'): one register's numbers, one side copied bare from that body's
    // own list, of two firms (review of pset27r). A company register's number is written in another form than a body's.
    return sameWrittenForm([...ra, ...wa], [...rb, ...wb]) ? best : null;
  }
  // Two numbers that share no written form in any reading (spec other_form_beside: 'ATOL 10339' against
  // 'SC512877', 'PCPB/PCO/2023/0188' against 'PVT-Q8ZL4KT1') may be two registers' numbers of one body: flagged,
  // so the engine lets the disagreement stand only beside another sign of two bodies.
  if (spec.other_form_beside !== undefined && best !== null && best.sim === 0 && !shareAForm(sa.number, sb.number, [...ra, ...wa], [...rb, ...wb])) {
    return { ...best, otherForm: true };
  }
  return best;
}

/** Most digits two runs of digits may differ by in length where one number is written bare (a serial past a power of ten, a lost leading zero). */
const SERIAL_LENGTH_SLACK = 1;

/**
 * Whether any reading of one number (`ra`, of `a` as written) and any reading of the other are written in one
 * form (identifierForm: the same letters and digits in the same order, separators dropped): one register writes
 * all its numbers in one form, so two numbers that share none — as written, without a label, without the body's
 * words or series letters — are numbers of two registers (a licensing body's or a trade association's beside the
 * company register's). A number built from another scheme's (contained_numbers: a SIRET from its SIREN) is also
 * read in the form of the number it contains, so a SIREN and another company's SIRET still disagree. Where
 * either number is written as digits alone, two runs of digits alone whose lengths
 * are at most SERIAL_LENGTH_SLACK apart count as one form too: a list that copies a register's bare digits
 * ('845123' against 'RC 1284733') cites the register whose numbers have grown past a power of ten, or lost a
 * leading zero in a spreadsheet.
 */
function shareAForm(a: string, b: string, ra: readonly IdReading[], rb: readonly IdReading[]): boolean {
  if (oneSeries(a, b)) return true;
  const slack = ALL_NINES.test(identifierForm(a)) || ALL_NINES.test(identifierForm(b));
  const forms = (rs: readonly IdReading[]) => rs.flatMap((r) => [r.full, ...containedNumbers(r.full)]).map(identifierForm);
  for (const fx of forms(ra)) {
    for (const fy of forms(rb)) {
      if (fx === fy) return true;
      if (slack && ALL_NINES.test(fx) && ALL_NINES.test(fy) && Math.abs(fx.length - fy.length) <= SERIAL_LENGTH_SLACK) return true;
    }
  }
  return false;
}
const ALL_NINES = /^9+$/;
/** The series letters a number opens with: letters before its first separator or digit, a digit following. */
const OPENING_LETTERS = /^([a-z]+)[^a-z0-9]*\d/u;
/** A serial drawn from letters and digits alike: a letter written after a digit in the number's last part. */
const ALPHANUMERIC_SERIAL = /\d[a-z]/u;

/**
 * Whether two numbers are one register's though their letter-and-digit shapes differ (review of session 47's
 * other_form_beside): a register that opens every number with its series letters ('PVT-', 'CPR/', 'SC', 'BN') is
 * one register under those letters, whatever the serial after them; and a register that draws its serials from
 * letters and digits alike (Kenya's companies and business names since 2015, 'PVT-Q8ZL4KT1' / 'PVT-RXY7ZKQ' /
 * 'BN-K3R8Q2Z') writes no fixed shape, so two such serials are two of its numbers, not two registers' forms. A
 * licensing body's number and a company register's open with different letters and at most one of them draws a
 * mixed serial ('ATOL 10339' / 'SC512877', 'PCPB/PCO/2023/0188' / 'PVT-Q8ZL4KT1'), so those still read as two forms.
 */
function oneSeries(a: string, b: string): boolean {
  const [sa, sb] = [OPENING_LETTERS.exec(normaliseText(a))?.[1], OPENING_LETTERS.exec(normaliseText(b))?.[1]];
  if (sa !== undefined && sa === sb) return true;
  return ALPHANUMERIC_SERIAL.test(lastPart(a)) && ALPHANUMERIC_SERIAL.test(lastPart(b));
}

const NUMBER_SEPARATORS = /[^a-z0-9]+/u;
/** The last separator-delimited part of a number, normalised (the serial, after any series or body words). */
function lastPart(value: string): string {
  const parts = normaliseText(value).split(NUMBER_SEPARATORS).filter((p) => p !== '');
  return parts.length === 0 ? '' : parts[parts.length - 1]!;
}

/**
 * Whether some reading of one number is written in the form of some reading of the other (identifierForm), a
 * form holding a letter: digits alone of one length are many registers' form (a FINESS and a SIREN, nine digits).
 */
function sameWrittenForm(xs: readonly IdReading[], ys: readonly IdReading[]): boolean {
  const forms = new Set(xs.map((x) => identifierForm(x.full)).filter((f) => f.includes('a')));
  return ys.some((y) => forms.has(identifierForm(y.full)));
}

/** otherSchemeLabel, without the practitioner bodies' words where the field is a practitioner's own register. */
function otherSchemeOf(value: string, practitionerRegister: boolean): string {
  const label = otherSchemeLabel(value);
  if (!practitionerRegister || label === '') return label;
  return label
    .split(' ')
    .filter((w) => !PRACTITIONER_BODY_LABELS.has(w))
    .join(' ');
}

/** A run of letters before the first word holding a digit: a value's label. */
const LEADING_LABEL = /^[^\d]*?(?=\S*\d)/u;
/**
 * The letter codes a value opens with, each joined to the next by a slash or a hyphen, before its number: a
 * licensing body's initials, its office and its series written as one word with the number ('CBN/BDC/LA/1208',
 * 'GTA/ASR/HTL/0214', 'DSW/8034'), whose label LEADING_LABEL does not see (no space before the number).
 */
const LEADING_CODES = /^(?:\p{L}+\s*[/-]\s*)+(?=.*\d)/u;

/**
 * The letters a value opens with when its digits follow with no separator: a licensing body's initials printed
 * as the start of its number ('CBDU187234', the Environment Agency's waste-carrier number), read only as a
 * candidate label, so it counts only when `other_scheme_labels` holds it (a register's own series letters, SC
 * or NI before a company number, are no such word and stay part of the number).
 */
const GLUED_CODE = /^\p{L}+(?=\d)/u;

/**
 * The words of identifier-forms.json `other_scheme_labels` in the label a value writes before its number, or
 * after it as a register prints it (trailingLabelAt: '073-118 NPO'), sorted and joined ('' when none):
 * 'KMPDC Reg 003392' is 'kmpdc', 'PPB premises 11902' is 'ppb', '073-118 NPO' and 'NPO 081-446' both 'npo', a
 * bare or a company register's number ''. Read by compareIdentifiers for a register's own field (spec
 * body_prefix), which meets one value against many candidates: memoised. The label after the number was first
 * left unread, so that two NPO numbers, one labelled on each side, read as two schemes and said nothing instead
 * of refuting (test/compare/charityLabels.test.ts).
 */
const otherSchemeLabel = memoiseString((value: string): string => {
  const t = normaliseText(value);
  const trailing = trailingLabelAt(t);
  const words = otherSchemeWords(
    `${LEADING_LABEL.exec(t)?.[0] ?? ''} ${LEADING_CODES.exec(t)?.[0] ?? ''} ${GLUED_CODE.exec(t)?.[0] ?? ''} ${trailing === null ? '' : t.slice(trailing)}`,
  );
  return [...new Set(words)].sort().join(' ');
});

/** The words of a label (normalised here) that give its number to another register (identifier-forms.json `other_scheme_labels`). */
function otherSchemeWords(label: string): string[] {
  return normaliseText(label)
    .split(NOT_LETTERS)
    .filter((w) => OTHER_SCHEME_LABELS.has(w));
}
const NOT_LETTERS = /[^\p{L}]+/u;

/** Letters and digits of an identifier read as its written form: every letter A, every digit 9 (SW1A-2 → AA9A9). */
const LETTER_RUN = /[a-z]/g;
const DIGIT_RUN = /[0-9]/g;
/** Shortest code read as a register's form (three letters: an airport's IATA code). */
const MIN_FORM = 3;

/** The written form of an identifier (normalised, separators dropped): letters as `a`, digits as `9`. */
export function identifierForm(value: string): string {
  return normaliseId(value).replace(LETTER_RUN, 'a').replace(DIGIT_RUN, '9');
}

/**
 * A disagreement of two codes written in one form (spec.same_form_conflicts: the same count of letters and
 * digits in the same order once separators are dropped — KM204 / KT517, E05009421 / E05011930, PU 12/03/07/004
 * / 12-03-07-005) flagged as a conflict: codes of one form are codes of one register, which gives each site
 * its own, so two of them are two sites. Codes of two forms (an airport's IATA NBO and ICAO HKJK, a tower
 * company's id and an operator's) are two registers' codes of one site as often as not, and weigh nothing.
 */
function withFormConflict(a: string, b: string, best: ComparatorResult | null): ComparatorResult | null {
  if (best === null || best.sim >= 1) return best;
  const fa = identifierForm(a);
  return (fa.length >= MIN_FORM && fa === identifierForm(b)) || sameSeries(a, b) ? { ...best, conflict: true } : best;
}

/** The separators a register writes between the parts of a site's code. */
const CODE_PARTS = /[\s/.-]+/u;
/** Fewest parts before the serial that a code's series must write for two codes to be read as one register's. */
const MIN_SERIES_PARTS = 2;
/**
 * Two codes written as one series then a serial, the series alike and the serial not (session 45, pset25r:
 * PR-IE-0114 / PR-IE-J031, a running events' register numbering its adult and junior events in one country's
 * series; IE/OGB/11KV/F3/DT-014 / IE/OGB/11KV/F3/T2-003): a register writes its own scheme, country or district parts before the site's
 * serial, and another register's code for the site does not write that series, so two codes that share it are
 * one register's codes of two sites even where the serials take two forms (a letter opens the junior events'
 * serials). Both codes must split into the same count of parts, at least two before the serial, one of them
 * holding a letter (a bare run of digits such as a date or a phone prefix is no register's series).
 */
function sameSeries(a: string, b: string): boolean {
  const pa = normaliseText(a).split(CODE_PARTS).filter((p) => p !== '');
  const pb = normaliseText(b).split(CODE_PARTS).filter((p) => p !== '');
  if (pa.length !== pb.length || pa.length < MIN_SERIES_PARTS + 1) return false;
  const n = pa.length - 1;
  for (let i = 0; i < n; i++) if (pa[i] !== pb[i]) return false;
  return pa[n] !== pb[n] && !samePadded(pa[n]!, pb[n]!) && pa.slice(0, n).some((p) => A_LETTER.test(p));
}
const A_LETTER = /\p{L}/u;
/**
 * One serial written with and without its leading zeros (KE-NBO-01 / KE-NBO-1, DT-014 / DT-14): a register pads
 * its serials to a width on its own sheets and a timetable, a sign or a spreadsheet drops the padding, so the two
 * are one site's code, never two sites' (review of pset25r).
 */
function samePadded(x: string, y: string): boolean {
  return x.replace(LEADING_ZEROS, '') === y.replace(LEADING_ZEROS, '');
}

const CONTAINED_ONLY: ComparatorSpec = { kind: 'id', weight: 0, contained_numbers: true };

/**
 * Whether two numbers of two schemes that one body holds, each in its own field (a company's registration
 * number on one record, its VAT number on the other: spec scheme_field), name one body: the same number read
 * as the identifier forms read it, or one built from the other (identifier-forms.json contained_numbers: the
 * Belgian VAT number is BE and the enterprise number, the Swiss one the UID and MWST / TVA / IVA). A near
 * miss or two different numbers say nothing: two schemes number one body apart, so they never disagree.
 */
export function oneBodyAcrossSchemes(number: FieldValue, other: FieldValue): boolean {
  return compareIdentifiers(number, other, CONTAINED_ONLY)?.sim === 1;
}

/** Up to four letters, then digits alone: an organisation's series letters before its numbers ('E040945', 'EMP-097492'). */
const SERIES_NUMBER = /^[a-z]{1,4}(?=\d+$)/;
/** Fewer significant digits than this are too few to stand for one employee of an organisation. */
const MIN_SERIES_DIGITS_KEPT = 3;
const DIGITS_ALONE = /^\d+$/;
const PADDING_ZEROS = /^0+(?=\d)/;
const A_DIGIT = /\d/;

/** A series number as compared: separators and case folded, its series letters and padding zeros cut. */
function seriesCore(text: string): string {
  const id = normaliseId(text);
  const digits = id.replace(SERIES_NUMBER, '');
  if (!DIGITS_ALONE.test(digits)) return id;
  const core = digits.replace(PADDING_ZEROS, '');
  return core.length >= MIN_SERIES_DIGITS_KEPT ? core : id;
}

/**
 * Two numbers of one organisation's series (spec padded_series: an employee, staff or badge number). A
 * payroll, an HR system and a clock or access-control device number one employee alike but write the
 * number differently: the HR master bare ('40945'), the badge with the series letter the device prints
 * ('E040945'), a fixed-width export padded with zeros ('066748'). Those letters and zeros are folded; two
 * numbers that still differ disagree (sim 0), and a value without digits is not read (null).
 */
function compareSeriesNumbers(a: string, b: string): ComparatorResult | null {
  const x = seriesCore(a);
  const y = seriesCore(b);
  if (!A_DIGIT.test(x) || !A_DIGIT.test(y)) return null;
  return { sim: x === y ? 1 : 0 };
}

/** Between a member number and the dependant code stated in a field of its own (withDependantCode). */
const STATED_CODE = '|';
/** A dependant code a scheme prints after the member number: two digits set off by a separator ('12345678-01'). */
const WRITTEN_CODE = /^(.*[^\s\-/.])[\s\-/.]+(\d{2})$/;
/** Fewer characters than this in a member number are too few to stand for one family across schemes. */
const MIN_MEMBER_CHARS = 6;

/**
 * A member number with the dependant code a record states beside it (spec dependant_field): one value,
 * the code after the number as schemes also print it. Without a stated code the number is left as written.
 */
export function withDependantCode(value: FieldValue, code: FieldValue | undefined): FieldValue {
  const c = code === undefined ? '' : asText(code).trim();
  return c === '' ? value : `${asText(value)}${STATED_CODE}${c}`;
}

interface MemberReading {
  family: string;
  code: string | null;
}

/** A member number's family part as compared: separators and case folded, and a run of digits without its padding zeros. */
function memberFamily(text: string): string {
  const id = normaliseId(text);
  return /^\d+$/.test(id) ? id.replace(/^0+(?=\d)/, '') : id;
}

/** A dependant code as compared: digits as a number ('01' = '1'), anything else folded. */
function dependantCode(text: string): string | null {
  const t = normaliseId(text);
  if (t === '') return null;
  return /^\d+$/.test(t) ? String(Number(t)) : t;
}

/** The readings of a member number: the whole of it without a code, and the number before a code written or stated after it. */
function memberReadings(value: string): MemberReading[] {
  const stated = value.lastIndexOf(STATED_CODE);
  const number = stated < 0 ? value : value.slice(0, stated);
  const code = stated < 0 ? null : dependantCode(value.slice(stated + 1));
  const out: MemberReading[] = [];
  const written = WRITTEN_CODE.exec(number.trim());
  if (written !== null) out.push({ family: memberFamily(written[1]!), code: code ?? dependantCode(written[2]!) });
  // A number whose last two digits only look like a code: read whole, with the stated code if any.
  out.push({ family: memberFamily(number), code });
  return out.filter((r) => r.family.length >= MIN_MEMBER_CHARS);
}

/**
 * Two member numbers of a scheme that covers a family (a medical aid, a health plan; spec dependant_field).
 * The number names the membership, which the principal member's spouse and children share; the dependant
 * code ('00' the principal, '01', '02' the dependants) names one beneficiary of it. So the same number with
 * the same code agrees in full (one beneficiary: an identifier for the gate); the same number with two
 * codes is two beneficiaries of one family — a parent and a child, two spouses — and disagrees (the spec's
 * refutation: review); the same number where either side states no code is household-level evidence, as a
 * shared phone or a joint account is: an agreement in the mean that clears no gate (shared). Two different
 * numbers say nothing (null): one person belongs to several schemes, funds and clubs, whose numbers are
 * unrelated, so they are not read as a disagreement. Padding zeros of an all-digit number are folded
 * (`00547108957` is `547108957`: fixed-width exports pad, spreadsheets strip).
 */
function compareMemberNumbers(a: string, b: string): ComparatorResult | null {
  let conflict = false;
  let household = false;
  for (const x of memberReadings(a)) {
    for (const y of memberReadings(b)) {
      if (x.family !== y.family) continue;
      if (x.code !== null && y.code !== null) {
        if (x.code === y.code) return { sim: 1 };
        conflict = true;
      } else household = true;
    }
  }
  if (conflict) return { sim: 0 };
  return household ? { sim: 1, shared: true, weightFactor: HOUSEHOLD_MEMBER_WEIGHT } : null;
}

/** The share of its weight a member number without a dependant code counts for: a family's, not a person's. */
const HOUSEHOLD_MEMBER_WEIGHT = 0.5;

/** An IBAN's written form: two letters, two check digits, then the domestic account (BBAN); spaces and case folded. */
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
/** A domestic account number as written: digits with spaces, hyphens, dots or slashes (at least six digits). */
const PLAIN_ACCOUNT = /^[\d\s\-./]+$/;
const MIN_ACCOUNT_DIGITS = 6;

/**
 * Bank accounts (spec.bank_account): one side's IBAN that passes the ISO 13616 mod-97 check (the one
 * check of the code base, detect/patterns/iban.ts) holds the other side's plain domestic number at the
 * end of its BBAN (GB29 NWBK 6016 1331 9268 19 holds sort code 601613 and account 31926819; a
 * Nigerian NUBAN, a Kenyan or Italian account number is the BBAN's tail the same way): a bank's own
 * record keeps the domestic number and a transfer or a payroll the IBAN, of one account. An IBAN that
 * fails the check is a keyed one and is only compared as written (two IBANs with spaces and case
 * folded), never taken apart.
 */
function ibanHoldsAccount(a: string, b: string): boolean {
  const ca = a.replace(/\s+/g, '').toUpperCase();
  const cb = b.replace(/\s+/g, '').toUpperCase();
  const [iban, plain] = IBAN_SHAPE.test(ca) ? [ca, b] : IBAN_SHAPE.test(cb) ? [cb, a] : [null, null];
  if (iban === null || plain === null || !PLAIN_ACCOUNT.test(plain) || !isValidIban(iban)) return false;
  const digits = plain.replace(/\D/g, '');
  return digits.length >= MIN_ACCOUNT_DIGITS && iban.slice(4).endsWith(digits);
}

/** Words of a bank's name that do not tell one bank from another (Union Savings / Union Savings Bank plc). */
const BANK_GENERIC = new Set(['bank', 'banque', 'banco', 'plc', 'ltd', 'limited', 'the', 'of', 'and', 'co', 'company', 'sa', 'ag', 'nv', 'bv', 'spa', 'inc']);
/** A SWIFT/BIC code: four letters (bank), two (country), two letters or digits (place), optionally three (branch). */
const BIC = /^[a-z]{6}[a-z0-9]{2}(?:[a-z0-9]{3})?$/;

/** How a bank qualifier is written: a numeric code (sort code, bank or routing code), a BIC, or a name. */
function bankForm(value: string): { form: 'code' | 'bic' | 'name'; key: string } | null {
  const text = normaliseText(value);
  const compact = text.replace(/[^a-z0-9]/g, '');
  if (compact === '') return null;
  if (/^\d+$/.test(compact)) return { form: 'code', key: compact };
  // A BIC's first six letters (bank and country) name the bank; its branch part is not compared.
  if (!text.includes(' ') && BIC.test(compact)) return { form: 'bic', key: compact.slice(0, 6) };
  const words = (text.match(/[a-z0-9]+/g) ?? []).filter((w) => !BANK_GENERIC.has(w));
  return words.length === 0 ? null : { form: 'name', key: words.join(' ') };
}

/**
 * Whether two records' bank qualifiers (spec.bank_field: a bank's name, sort code, bank code or BIC)
 * name two banks: only values written the same way are compared (two codes, two BICs, two names with
 * generic words set aside), since a sort code and a bank's name cannot be told apart here. Two banks'
 * accounts share digits by chance, so their numbers are not compared at all (as two issuers' ids).
 */
export function differentBanks(a: FieldValue, b: FieldValue): boolean {
  const fa = bankForm(asText(a));
  const fb = bankForm(asText(b));
  return fa !== null && fb !== null && fa.form === fb.form && fa.key !== fb.key;
}

// A bracketed group in a name: "Wilson Airport (WIL)", "Community School (PU 24-16-08-006)".
const BRACKETED = /[([]([^()[\]]*)[)\]]/g;
const NAME_TOKEN_SPLIT = /[\s,;()[\]]+/;
const HAS_DIGIT = /\d/;

/**
 * Whether a site's register code is written inside the other record's name (the spec's `text_field`): signage,
 * timetables and survey sheets write a site as "Wilson Airport (WIL)" or "Community Pry School 2 (PU
 * 24-16-08-006)" where the register gives the code its own column. Only a whole token of the name counts,
 * compared as identifiers are (separators and case folded), and only one that cannot be an ordinary word: a
 * code alone inside brackets (three characters or more), or a token of five characters or more that holds a
 * digit. A code of letters written as a word of the name (Nairobi WIL Road) is no code.
 */
export function codeWrittenIn(code: string, text: string): boolean {
  const want = normaliseId(code);
  if (want.length < 3) return false;
  for (const m of allMatches(BRACKETED, text)) {
    const inner = m[1]!.trim();
    if (normaliseId(inner) === want && !inner.includes(' ')) return true;
  }
  for (const token of text.split(NAME_TOKEN_SPLIT)) {
    const t = normaliseId(token);
    if (t === want && t.length >= 5 && HAS_DIGIT.test(t)) return true;
  }
  return false;
}

// A token that can only be a register's number: five digits or more, letters and separators allowed around
// them ('120140087362', 'SC039125', '00487215', 'TPS/2014/1187'). Years (four digits), house and part
// numbers (No. 2, Block 14) and postcodes of letters and a few digits are never one.
const NUMBER_TOKEN = /(?:\d[\s./-]?){4}\d/u;
// Each number in a gloss, with up to three letters glued before it (SC039125): a digit run, its separators
// single spaces, dots, slashes or hyphens between digits.
const GLOSS_NUMBER = /[A-Za-z]{0,3}\d(?:[\s./-]?\d)*/gu;
// Where a closing part of a name starts: a comma, or a dash with spaces around it.
// Between two parts of one number: a separator and nothing else (6-118-N03187K).
const JOINED_PART = /^[./-]$/u;
const CLAUSE_BREAK = /,\s+|\s+[—–-]\s+/gu;

/** A name's register glosses (withoutIdentifierGlosses): the name without them, and the glosses' texts. */
function identifierGlosses(name: string): { name: string; glosses: string[] } {
  if (!HAS_DIGIT.test(name)) return { name, glosses: [] };
  const glosses: string[] = [];
  let out = name.replace(BRACKETED, (whole, within: string) => {
    if (!NUMBER_TOKEN.test(within)) return whole;
    glosses.push(within);
    return ' ';
  });
  // Closing parts peeled from the end, the breaks found once: cutting the name at a break leaves every break before
  // it as it was, so a name of many clauses is read in one pass, not once per clause peeled.
  const breaks = allMatches(CLAUSE_BREAK, out);
  for (let i = breaks.length - 1; i >= 0; i--) {
    const last = breaks[i]!;
    const part = out.slice(last.index + last[0].length);
    if (!NUMBER_TOKEN.test(part)) break;
    glosses.push(part);
    out = out.slice(0, last.index);
  }
  out = out.replace(/\s+/gu, ' ').replace(/\s+([,;])/gu, '$1').trim();
  return /\p{L}/u.test(out) ? { name: out, glosses } : { name, glosses: [] };
}

/**
 * A body's name without the register glosses written into it (organisation names, the pack's
 * `identifier_glosses`): lists, invoices and letterheads print a body's register number beside its name,
 * in brackets or after a dash or comma, with the register's label — "X Ltd (Reg. No. 123456)",
 * "X Ltd — Company code / TIN 106318742", "X Trust (Charity No. SC012345, Company No. SC123456)",
 * "X, Reg. Charity 1234567" — where a register extract gives the number its own column. The gloss names the
 * number, not the body, so it is no part of the name: a bracket, or a closing dash or comma part, that holds a
 * number of five digits or more is set aside (the numbers are read as the body's identifiers by the id
 * comparators' `text_field`). Brackets without such a number (a former name, a branch, (Pty)) stay, and a
 * name that would be left with no letters is kept whole.
 */
export function withoutIdentifierGlosses(name: string): string {
  return identifierGlosses(name).name;
}

/**
 * The register numbers a name's glosses write that no label there gives to another scheme (identifier-forms.json
 * `other_scheme_labels`: a charity's or a tax number): a company's number printed beside its name ("X Ltd
 * (Reg. No. 123456)", "X s.r.o. (IČO: 12345678, …)") is its registration number, read against the other
 * record's (the id's `text_field_conflicts`). A label is the gloss's words before the number, after any number
 * before it; words of another scheme's label anywhere in them (Charity No., TIN, VAT) give that number away.
 * With `otherSchemes`, the numbers given away instead (a licence's 'PPB premises 11902', 'KMPDC licence 004817').
 */
export function glossedRegistrationNumbers(name: string, otherSchemes = false): readonly string[] {
  const glossed = glossedNumbers(name);
  return otherSchemes ? glossed.otherSchemes : glossed.registration;
}

/** The numbers of a name's register glosses, split by whether their label gives them to another scheme: read once per name. */
const glossedNumbers = memoiseString((name: string): { registration: readonly string[]; otherSchemes: readonly string[] } => {
  const registration: string[] = [];
  const otherSchemes: string[] = [];
  for (const gloss of identifierGlosses(name).glosses) {
    let from = 0;
    let otherScheme = false;
    for (const m of allMatches(GLOSS_NUMBER, gloss)) {
      const label = gloss.slice(from, m.index);
      from = m.index + m[0].length;
      // A number's parts joined by a separator alone (Id. Nat. 6-118-N03187K: a short run, then letters glued
      // to the next) are one number under the label before its first part (session 37, pset17r).
      if (!JOINED_PART.test(label)) otherScheme = otherSchemeWords(label).length > 0;
      if (!NUMBER_TOKEN.test(m[0])) continue;
      (otherScheme ? otherSchemes : registration).push(m[0]);
    }
  }
  return { registration, otherSchemes };
});
