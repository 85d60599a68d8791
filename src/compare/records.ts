// One side of a comparison: the caller's field map as given (hashed into its `rec:` id) and its
// projection onto a pack's canonical fields (aliases resolved, empty values dropped), with what the
// pack did not read: keys it does not know or that lost to another key of the same field
// (`ignored`), and values its comparators cannot read (`unparsed`). Keys match in field-name form
// (case, spaces, hyphens, dots and underscores folded: `DOB`, `Date of Birth`, `date-of-birth`).
// Of several keys for one field the canonical name wins, then the aliases in the pack's order; at
// the same place the exact spelling beats a folded one, then the first in the record's key order.
// A field the pack reads as composed (a name sent as `first_name` + `last_name`) is the record's
// parts joined by a space in the pack's part order, read only when no key of the field itself is
// present (then the parts are ignored, as a losing alias is); of several keys for one part the
// earlier in the pack's list wins.
import { contentId } from '../core/ids.js';
import { readDate } from './comparators/date.js';
import { readDocumentElement } from './comparators/identifier.js';
import { comparePhones, isInternationalWithoutPlus } from './comparators/phone.js';
import { addressInNameCell, joinSpelledLetters, shapedAsPersonName, writtenAsUnknownName } from './comparators/nameCell.js';
import { FIELD_READABLE } from './comparators/index.js';
import { isTokenised } from './comparators/deidTokens.js';
import { normaliseId, normaliseText, wordsOfNormalised } from './normalise.js';
import { fieldAgreement } from './fieldsEngine.js';
import { AGREES } from './decide.js';
import type { ComparatorKind, FieldValue } from './comparators/types.js';
import {
  type AlsoKeyHit,
  type EntityPack,
  type FieldKeyHit,
  type PartKeyHit,
  type ValueShape,
  fieldNameForm,
  headerWordHit,
  headingWords,
  headingWritesRole,
  identifierTypeForm,
  initialismOf,
  isLoneRoleHeader,
  relatedRoleOf,
  subjectRoleOf,
} from './packs.js';

export type RecordInput = Record<string, FieldValue>;

export const RECORD_SCHEMA = 'service.record.v1';

export function isEmptyValue(value: FieldValue | undefined): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmptyValue);
  if (typeof value === 'object') return Object.values(value).every(isEmptyValue);
  return false;
}

/** At most this many names per list, each cut to this many characters (names only, never values). */
export const UNREAD_MAX_ENTRIES = 50;
export const UNREAD_MAX_NAME = 64;

/** Field names of one record the pack did not read (`ignored`) or whose values it could not read (`unparsed`). */
export interface UnreadFields {
  ignored: string[];
  unparsed: string[];
}

export interface ReadRecord {
  /** Canonical field → the value read for it, in pack order. */
  projected: RecordInput;
  unread: UnreadFields;
  /** Values of unread columns shaped as a register's number (pack unread_numbers; agreeingUnreadNumber). */
  numbers?: readonly string[];
  /** The heading of each of `numbers`, in order (agreeingUnreadNumber reads two headings naming one register). */
  numberKeys?: readonly string[];
  /** The one unread cell written as a person's name on a record that names nobody (cellShapedAsName; read by nameByShape). */
  shapedName?: { key: string; value: string; alsoKey?: string };
  /** Session 34: numbers read under a key of unread_numbers.own_scheme.fields, with that key (oneSchemeApart). */
  schemeNumbers?: readonly { key: string; value: string; unread?: boolean; field?: string }[];
  /** Session 35: numbers an occasion gave the record's person (a court's case number, a race's bib), by kind (eventNumberPair). */
  eventNumbers?: readonly { kind: string; value: string }[];
  /** Session 36: register numbers printed with spaces for their separators (spacedNumberShaped; read by matchSpaced only). */
  spacedNumbers?: readonly string[];
  /**
   * Session 41: the record's name was read under a role (`Client`), and these unread cells name another person
   * under another heading (`Installer`): which of the two the record is about is read against the other record
   * (otherRoleNames; roleNamePair). The key the name was read under comes first.
   */
  roleNames?: { subjectKey?: string; others: readonly { key: string; value: string }[] };
}

// Callers send the same few keys again and again: their field-name form is looked up once per key.
const MAX_CACHED_KEYS = 10_000;
type KeyHit = FieldKeyHit | PartKeyHit | AlsoKeyHit;
/** A caller's key as the pack reads it: where it lands, and whether it is a type or a number key of identifier_type. */
interface KeyReading {
  hit: KeyHit | null;
  typeKey: boolean;
  numberKey: boolean;
  elementKey: boolean;
  /** The pack's value_shapes rules this key's value is tried against (its own, then its field's). */
  shapes: readonly ValueShape[] | undefined;
  /** A key of the subject field (header_words.subject_field): the role of the person it names (`Nominee` → nominee). */
  role: string | undefined;
  /** `Relationship to Applicant`: the role of another person the record's person is related to. */
  relatedTo: string | undefined;
  /** A header naming only a role another party usually holds (`Officer`, `Witness`: packs.ts isLoneRoleHeader). */
  lone: boolean;
}
const readingsByPack = new WeakMap<EntityPack, Map<string, KeyReading>>();

function keyReading(pack: EntityPack, key: string): KeyReading {
  let cache = readingsByPack.get(pack);
  if (cache === undefined) {
    cache = new Map();
    readingsByPack.set(pack, cache);
  }
  let reading = cache.get(key);
  if (reading === undefined) {
    const form = fieldNameForm(key);
    const typed = pack.identifierType;
    const hit = pack.keyIndex.get(form) ?? pack.partIndex.get(form) ?? pack.alsoIndex.get(form) ?? headerWordHit(pack, form);
    const shaped = pack.valueShapes;
    const shapes = shaped === undefined ? undefined : [...(shaped.byKey.get(form) ?? []), ...(hit === null ? [] : (shaped.byField.get(hit.field) ?? []))];
    const subjectKey = hit !== null && hit.field === pack.headerWords?.subject && !('alsoPlace' in hit) && (!('part' in hit) || hit.role !== undefined);
    reading = {
      hit,
      typeKey: typed?.typeKeys.has(form) === true,
      numberKey: typed?.numberKeys.has(form) === true,
      elementKey: typed?.elementKeys.has(form) === true,
      shapes: shapes !== undefined && shapes.length > 0 ? shapes : undefined,
      role: subjectKey ? (hit.role ?? subjectRoleOf(pack, form)) : undefined,
      relatedTo: hit === null ? relatedRoleOf(pack, form) : undefined,
      lone: hit === null && isLoneRoleHeader(pack, form),
    };
    if (cache.size >= MAX_CACHED_KEYS) cache.clear();
    cache.set(key, reading);
  }
  return reading;
}

type Reader = (value: FieldValue) => boolean;
const readersByPack = new WeakMap<EntityPack, Map<string, Reader[]>>();

const personNameFieldsByPack = new WeakMap<EntityPack, ReadonlySet<string>>();

/** The fields a person-name comparator (kind name) reads. */
function personNameFields(pack: EntityPack): ReadonlySet<string> {
  let fields = personNameFieldsByPack.get(pack);
  if (fields === undefined) {
    fields = new Set(pack.comparators.flatMap((spec) => (spec.kind === 'name' && spec.field !== undefined ? [spec.field] : [])));
    personNameFieldsByPack.set(pack, fields);
  }
  return fields;
}

/** Field → the readability checks of the comparators that read it (kinds without one accept any value). */
function readersOf(pack: EntityPack): Map<string, Reader[]> {
  let readers = readersByPack.get(pack);
  if (readers === undefined) {
    const out = new Map<string, Reader[]>();
    const add = (field: string | undefined, read: Reader | undefined): void => {
      if (field === undefined || read === undefined) return;
      const list = out.get(field) ?? [];
      if (!list.includes(read)) list.push(read);
      out.set(field, list);
    };
    for (const spec of pack.comparators) {
      add(spec.field, FIELD_READABLE[spec.kind as ComparatorKind]);
      // The date an age was stated at (age.ts) is read as a date: one that cannot be is reported as unparsed.
      add(spec.reference_field, FIELD_READABLE.date);
    }
    readers = out;
    readersByPack.set(pack, readers);
  }
  return readers;
}

/**
 * The longest string value a record's field is compared on, in UTF-16 units. A name, a title, an address,
 * an identifier or a date is a few hundred characters at most (a product title, a registered name with its
 * branch and town, a full postal address); a longer value is a description, a note or a pasted document,
 * which no comparator of a pack is made to read. It is listed in the receipt's `unread.unparsed` and
 * compared as missing, so the caller is told, and the comparators' cost stays bounded: several of them
 * read every word of one value against every word of the other, so a value of 60,000 characters (under
 * the size from which a call leaves the event loop) cost tens of seconds of CPU there.
 */
export const MAX_COMPARED_CHARS = 1024;

/** A supplied field's name as an unread list writes it: cut to UNREAD_MAX_NAME characters. */
export function listedName(key: string): string {
  return key.length > UNREAD_MAX_NAME ? Array.from(key).slice(0, UNREAD_MAX_NAME).join('') : key;
}

function listName(list: string[], key: string): void {
  if (list.length >= UNREAD_MAX_ENTRIES) return;
  list.push(listedName(key));
}

interface CachedRead {
  pack: EntityPack;
  keys: string[];
  values: FieldValue[];
  read: ReadRecord;
}

// A record compared with many candidates is read once per pack, like its id (same shallow check:
// a caller that mutates the record gets a fresh reading). Readings are read-only.
const readCache = new WeakMap<object, CachedRead>();

function sameFlat(keys: readonly string[], values: readonly FieldValue[], record: RecordInput): boolean {
  let i = 0;
  for (const k in record) {
    if (i >= keys.length || k !== keys[i] || !Object.is(record[k], values[i])) return false;
    i++;
  }
  return i === keys.length;
}

/**
 * Where a key's value lands: the field its shape names (the first value_shapes rule it matches, ranked
 * after every key of that field), else where the key itself lands.
 */
function hitOf(pack: EntityPack, reading: KeyReading, value: FieldValue | undefined): KeyHit | null {
  if (reading.shapes === undefined || (typeof value !== 'string' && typeof value !== 'number')) return reading.hit;
  const id = normaliseId(String(value));
  const rule = reading.shapes.find((r) => r.re.test(id) && (r.check === undefined || r.check(id.toUpperCase())));
  return rule === undefined ? reading.hit : { field: rule.field, place: pack.fieldKeys.get(rule.field)!.length };
}

/**
 * The rank of a key read by its words (packs.ts headerWordHit places it after every key the field lists;
 * exact spellings rank place * 2): a chosen key ranked below it is one of the field's own.
 */
function wordsRank(pack: EntityPack, field: string): number {
  return pack.fieldKeys.get(field)!.length * 2;
}

/** The record read through the pack: its canonical fields, and the names of what was not read. */
export function readRecord(pack: EntityPack, record: RecordInput): ReadRecord {
  const cached = readCache.get(record);
  if (cached !== undefined && cached.pack === pack && sameFlat(cached.keys, cached.values, record)) return cached.read;
  const read = readRecordOnce(pack, record);
  if (isFlat(record)) {
    const keys = Object.keys(record);
    readCache.set(record, { pack, keys, values: keys.map((k) => record[k]!), read });
  }
  return read;
}

function readRecordOnce(pack: EntityPack, record: RecordInput): ReadRecord {
  const chosen = new Map<string, { key: string; rank: number }>();
  const losers: string[] = [];
  const unknown: string[] = [];
  // Composed field → part → the key chosen for it (lowest place wins).
  let parts: Map<string, Map<number, { key: string; place: number }>> | undefined;
  // Composed field → the other form of its value a caller sent beside it (composed.<field>.also).
  let also: Map<string, { key: string; place: number; value: string }> | undefined;
  // A record that names its identifier's kind (id_type beside id_number): both keys set aside here.
  let typeKey: string | undefined;
  let numberKey: string | undefined;
  // Travel-document elements (DOCS: type/issuing country/number), read after the loop.
  let elementKeys: string[] | undefined;
  // Field → place → how many keys landed on it by their words alone (packs.ts headerWordHit's phrase rule; session
  // 37: a held thing's name or a glued role one place after the rest).
  let byWords: Map<string, Map<number, number>> | undefined;
  // A role's own columns (`Nominee DOB`), read after the loop when the name was read under that role.
  let roleColumns: { key: string; field: string; role: string; unreadElse?: boolean }[] | undefined;
  // The name's parts under a role of the record's person (`Holder Surname`), read after the loop.
  let roleParts: { key: string; field: string; part: number; place: number; role: string }[] | undefined;
  const demoted = relatedRoles(pack, record);
  const subject = pack.headerWords?.subject;
  // Whether any key lands on the subject field (its key, its parts, a role, a phrase), and the columns headed
  // by a lone role (`Officer`, `Witness`), read as the subject only where none does (loneRoleName).
  let named = false;
  let lone: string[] | undefined;
  for (const key in record) {
    const reading = keyReading(pack, key);
    if (reading.elementKey) {
      if (!isEmptyValue(record[key])) {
        elementKeys ??= [];
        elementKeys.push(key);
      }
      continue;
    }
    if (reading.typeKey && typeKey === undefined && !isEmptyValue(record[key])) {
      typeKey = key;
      continue;
    }
    if (reading.numberKey && numberKey === undefined && !isEmptyValue(record[key])) {
      numberKey = key;
      continue;
    }
    // A value whose shape names its kind (value_shapes: a bare PIN that is a KRA PIN, a TIN that is a Ghana
    // Card PIN) lands on that kind's field, after every key of it.
    const hit = hitOf(pack, reading, record[key]);
    if (hit === null) {
      unknown.push(key);
      if (reading.lone && namesAPerson(record[key])) {
        lone ??= [];
        lone.push(key);
      }
      continue;
    }
    // Session 42: another form of the name (a maiden name) says nothing by itself of whom the record names (below).
    if (hit.field === subject && !('alsoPlace' in hit)) named = true;
    if ('role' in hit && hit.role !== undefined && hit.field !== subject) {
      // Listed as a key the pack does not know unless read after the loop, as before roles were read.
      if (isEmptyValue(record[key])) unknown.push(key);
      else {
        roleColumns ??= [];
        roleColumns.push({ key, field: hit.field, role: hit.role, unreadElse: 'unreadElse' in hit && hit.unreadElse === true });
      }
      continue;
    }
    if (isEmptyValue(record[key])) continue;
    // A person the record's person is related to (`Applicant` beside `Relationship to Applicant`) is not it.
    if (demoted !== undefined && reading.role !== undefined && demoted.has(reading.role)) {
      losers.push(key);
      continue;
    }
    if ('alsoPlace' in hit) {
      // Another form of a composed field's value (a maiden name): one per field, the first key listed wins.
      const value = record[key];
      const current = also?.get(hit.field);
      if (typeof value !== 'string' && typeof value !== 'number') unknown.push(key);
      else if (current === undefined || hit.alsoPlace < current.place) {
        if (current !== undefined) losers.push(current.key);
        also ??= new Map();
        also.set(hit.field, { key, place: hit.alsoPlace, value: `${hit.joiner} ${String(value).trim()}` });
      } else losers.push(key);
      continue;
    }
    if ('part' in hit) {
      const value = record[key];
      if (typeof value !== 'string' && typeof value !== 'number') {
        unknown.push(key);
        continue;
      }
      if (hit.role !== undefined) {
        roleParts ??= [];
        roleParts.push({ key, field: hit.field, part: hit.part, place: hit.place, role: hit.role });
        continue;
      }
      parts ??= new Map();
      const byPart = parts.get(hit.field) ?? new Map<number, { key: string; place: number }>();
      parts.set(hit.field, byPart);
      const current = byPart.get(hit.part);
      if (current === undefined) byPart.set(hit.part, { key, place: hit.place });
      else {
        const [kept, other] = hit.place < current.place ? [key, current.key] : [current.key, key];
        if (kept === key) byPart.set(hit.part, { key, place: hit.place });
        if (!restOfPart(pack, record, byPart, kept, other)) losers.push(other);
      }
      continue;
    }
    // Exact spelling before a folded one at the same place.
    const rank = hit.place * 2 + (pack.fieldKeys.get(hit.field)![hit.place] === key ? 0 : 1);
    if (hit.place >= pack.fieldKeys.get(hit.field)!.length) {
      byWords ??= new Map();
      const byPlace = byWords.get(hit.field) ?? new Map<number, number>();
      byWords.set(hit.field, byPlace);
      byPlace.set(hit.place, (byPlace.get(hit.place) ?? 0) + 1);
    }
    const current = chosen.get(hit.field);
    if (current === undefined) chosen.set(hit.field, { key, rank });
    else if (rank < current.rank) {
      losers.push(current.key);
      chosen.set(hit.field, { key, rank });
    } else losers.push(key);
  }
  // Two headers read by their words for one field (`sender_name` and `receiver_name`) name two parties, and
  // nothing says which the record is about: neither is read unless a key of the field itself wins, or one of
  // them ranks before the other (a held thing's name, `Trade Name`, after `Licensee`).
  if (byWords !== undefined) {
    for (const [field, byPlace] of byWords) {
      const c = chosen.get(field);
      if (c === undefined || c.rank < wordsRank(pack, field) || (byPlace.get(c.rank >> 1) ?? 0) < 2) continue;
      const described = field === subject ? describedRoleKey(pack, record, c.rank >> 1) : undefined;
      // Review: the described key is taken back only from the losers (indexOf -1 would splice off another key).
      if (described !== undefined && (described === c.key || losers.includes(described))) {
        // Session 49 (persons49): the one role the record describes is the record's person (describedRoleKey).
        if (described !== c.key) {
          losers.splice(losers.indexOf(described), 1);
          losers.push(c.key);
          chosen.set(field, { key: described, rank: c.rank });
        }
        continue;
      }
      losers.push(c.key);
      chosen.delete(field);
    }
  }
  let partsRole: string | undefined;
  if (roleParts !== undefined) {
    parts ??= new Map();
    partsRole = readRoleParts(roleParts, parts, losers);
    if (parts.size === 0) parts = undefined;
  }
  if (roleColumns !== undefined) {
    // Session 49: whether a key of the record names its person under a role (readRoleColumns' one_party reading).
    // Review: or a column headed with the role's word holds a person's name under a heading no key reads
    // (`Respondent (receiving parent)`, `Respondent / receiving parent`): the record names that party apart as well.
    const namedUnder = (role: string): boolean =>
      Object.keys(record).some((k) => {
        const value = record[k];
        if (isEmptyValue(value)) return false;
        const reading = keyReading(pack, k);
        if (reading.hit?.field === subject && reading.role === role) return true;
        return typeof value === 'string' && headingWritesRole(pack, headingWords(k), role) && (shapedAsPersonName(value) || writtenAsUnknownName(value));
      });
    readRoleColumns(pack, roleColumns, chosen, parts, losers, partsRole, unknown, namedUnder);
  }
  if (numberKey !== undefined || typeKey !== undefined) routeTypedNumber(pack, record, typeKey, numberKey, chosen, losers);
  const composed = new Map<string, { key: string; value: string }>();
  const unparsed: string[] = [];
  if (elementKeys !== undefined) routeElements(pack, record, elementKeys, chosen, composed, losers, unparsed);
  if (parts !== undefined) {
    for (const [field, byPart] of parts) {
      const keys = [...byPart.entries()].sort((x, y) => x[0] - y[0]).map(([, c]) => c.key);
      // A key read by its words (packs.ts headerWordHit, ranked after every key of the field) gives way to
      // the field's own parts: `display_name` beside first_name and last_name is a handle, not the name.
      const whole = chosen.get(field);
      const partCount = pack.file.composed?.[field]?.parts.length ?? 0;
      if (whole !== undefined && whole.rank <= 1 && familyNameColumn(record, whole.key, byPart, partCount)) {
        // `Name` beside `Vorname` (a German register's Name, Vorname; a Dutch Naam, Voornaam): the Name column
        // holds the family name when it does not hold the given names, so the parts are read with it as the last.
        chosen.delete(field);
        composed.set(field, { key: keys[0]!, value: [...keys, whole.key].map((k) => String(record[k]).trim()).join(' ') });
      } else if (whole !== undefined && givenNamesColumn(record, whole.key, byPart, partCount)) {
        // `Full Names` beside `Surname` (a South African form's Surname, Full Names; a Kenyan one's Surname,
        // Names): the whole-name column holds the given names when it holds no word of the surname.
        chosen.delete(field);
        composed.set(field, { key: whole.key, value: [whole.key, ...keys].map((k) => String(record[k]).trim()).join(' ') });
      } else if (whole !== undefined && whole.rank < wordsRank(pack, field)) losers.push(...keys);
      else {
        if (whole !== undefined) {
          losers.push(whole.key);
          chosen.delete(field);
        }
        composed.set(field, { key: keys[0]!, value: keys.map((k) => String(record[k]).trim()).join(' ') });
      }
    }
  }
  if (lone !== undefined && !named && subject !== undefined) loneRoleName(pack, subject, lone, chosen, unknown);
  const projected: RecordInput = {};
  const readers = chosen.size > 0 || composed.size > 0 ? readersOf(pack) : undefined;
  for (const field of pack.fieldKeys.keys()) {
    const c = chosen.get(field);
    const made = c === undefined ? composed.get(field) : undefined;
    if (c === undefined && made === undefined) continue;
    const given = made !== undefined ? made.value : (record[c!.key] as FieldValue);
    const other = also?.get(field);
    // The other form is written after the value with its joiner ('Linda Ofori née Asante'), once.
    const value = other !== undefined && typeof given === 'string' && !isTokenised(given) ? `${given} ${other.value}` : given;
    if (other !== undefined) {
      if (value === given) losers.push(other.key);
      also!.delete(field);
    }
    // A value longer than any field of an entity record (MAX_COMPARED_CHARS) is not compared: listed as unparsed.
    if (typeof value === 'string' && value.length > MAX_COMPARED_CHARS) {
      listName(unparsed, made !== undefined ? made.key : c!.key);
      continue;
    }
    // A person's name spelled out letter by letter ('n w a c h u k w u', a call transcript) is read as
    // the word it spells (nameCell.ts joinSpelledLetters), by every comparator and the gate alike.
    projected[field] = typeof value === 'string' && personNameFields(pack).has(field) && !isTokenised(value) ? joinSpelledLetters(value) : value;
    const checks = readers!.get(field);
    if (checks !== undefined && !(typeof value === 'string' && isTokenised(value)) && checks.some((read) => !read(value))) {
      listName(unparsed, made !== undefined ? made.key : c!.key);
    }
  }
  // An address for service written in a name cell ('X of 112 Queens Road', composed.<field>.cell_address)
  // is the record's address when it sends none.
  for (const [field, spec] of Object.entries(pack.file.composed ?? {})) {
    const target = spec.cell_address?.field;
    const cell = projected[field];
    if (target === undefined || projected[target] !== undefined || typeof cell !== 'string' || isTokenised(cell)) continue;
    const address = addressInNameCell(cell);
    if (address !== null) projected[target] = address;
  }
  // Another form of a field the record does not carry says nothing by itself.
  if (also !== undefined) for (const { key } of also.values()) losers.push(key);
  // An age without the moment it was stated, or that moment without an age (age.ts), says nothing by itself
  // either: it is not read, and listed as ignored (unless its value was already listed as unparsed) — save
  // an age the pack reads in its undated window (undated_years: it can still refute a generation apart).
  for (const spec of pack.comparators) {
    const at = spec.reference_field;
    const field = spec.field;
    if (at === undefined || field === undefined || (projected[field] === undefined) === (projected[at] === undefined)) continue;
    const lone = projected[field] !== undefined ? field : at;
    if (lone === field && spec.undated_years !== undefined) continue;
    const key = chosen.get(lone)?.key ?? composed.get(lone)?.key;
    delete projected[lone];
    if (key !== undefined && !unparsed.includes(key)) losers.push(key);
  }
  const ignored: string[] = [];
  if (unknown.length > 0 || losers.length > 0) {
    const out = new Set([...unknown, ...losers]);
    for (const key in record) if (out.has(key)) listName(ignored, key);
  }
  const short: { key: string; value: string }[] = [];
  const spacedRead: { key: string; value: string }[] = [];
  const found = unreadNumbers(pack, record, unknown, projected, pack.unreadNumbers?.schemeFields.length ? short : undefined, spacedRead);
  const spaced = spacedRead.map((n) => n.value);
  // Session 49 (persons36r): a spaced register number (`GPS PSO 75026`) under a heading that names a register is
  // one of that register's numbers as the same number written with hyphens is, so oneSchemeApart reads it too.
  const scheme = [...schemeNumbers(pack, projected, chosen), ...short.map((n) => ({ ...n, unread: true })), ...spacedRead.map((n) => ({ ...n, unread: true }))];
  const shaped = subject !== undefined && !named && projected[subject] === undefined ? cellShapedAsName(pack, record, unknown) : undefined;
  const read: ReadRecord = { projected, unread: { ignored, unparsed } };
  if (found.length > 0) {
    read.numbers = found.map((n) => n.value);
    read.numberKeys = found.map((n) => n.key);
  }
  if (shaped !== undefined) {
    // Session 42: a maiden name sent beside the one name-shaped cell (`Birth surname`, `Née`, `Nom de naissance`) is
    // that name's other form, written after it as beside a name read under a key ('Felicia Darko née Iddrisu').
    // Where the record names a relative too (`Name of mother` beside `Maiden name` on a birth notification), the
    // maiden name is as likely the relative's: it is the cell's only written right after it (`Birth attended by`, `Née`).
    const maiden = also?.get(subject!);
    const hers = maiden !== undefined && (!namesRelative(pack, record, projected, unknown) || keyRightAfter(record, shaped.key, maiden.key));
    read.shapedName = hers ? { key: shaped.key, value: `${shaped.value} ${maiden.value}`, alsoKey: maiden.key } : shaped;
  }
  const subjectHit = subject === undefined ? undefined : chosen.get(subject);
  if (subjectHit !== undefined && typeof projected[subject!] === 'string') {
    // Session 44 (persons31r): a signing practitioner's name heading read for the name by its words (`Declarant name`
    // beside `Consignee`) lost to the subject key, and is still one of the record's named people.
    const signers = losers.filter((k) => keyReading(pack, k).hit?.field === subject && signedHeading(pack, headingWords(k)));
    const others = otherRoleNames(pack, record, subjectHit.key, signers.length > 0 ? [...unknown, ...signers] : unknown);
    if (others.length > 0) read.roleNames = { subjectKey: subjectHit.key, others };
  } else if (subject !== undefined && !named && projected[subject] === undefined && shaped === undefined) {
    // A record naming nobody under a key and two people in unread cells (a certificate's `Auftraggeber` beside its
    // `Elektrofachkraft`): which of them it is about is read against the other record as well.
    const others = otherRoleNames(pack, record, undefined, unknown);
    if (others.length > 1) read.roleNames = { others };
  }
  if (scheme.length > 0) read.schemeNumbers = scheme;
  if (spaced.length > 0) read.spacedNumbers = spaced;
  const events = eventNumbers(pack, record, unknown);
  if (events.length > 0) read.eventNumbers = events;
  return read;
}

/**
 * Session 49 (persons49): which role a record is about when two role keys head its name at one rank (`Name of
 * Owner` beside `Holder` on an unclaimed-assets register, where the holder is the bank keeping the asset). Two such
 * keys name two parties and cancel (a bride's and a groom's columns, a sender and a receiver). But a record that
 * gives one role's own details (`Owner DOB`, `Owner NI Number`, `Owner ID No.`: a column headed with the role's word,
 * read for another field of the person) describes that role's person, and when every other competing column holds
 * no person's name (a bank, a firm, an office: nameCell.ts shapedAsPersonName and writtenAsUnknownName both false),
 * that role is the record's only person. Returns the key to read the name under, or undefined (the keys cancel, as
 * before): a competitor written as a person's name (a father beside the son), two described roles (a marriage
 * register's bride and groom columns), a competitor with no role, or a described role that is not one of the
 * record's own roles (ownRoles) keep the cancellation.
 */
function describedRoleKey(pack: EntityPack, record: RecordInput, place: number): string | undefined {
  const words = pack.headerWords;
  const subject = words?.subject;
  if (words === undefined || subject === undefined) return undefined;
  const competitors: { key: string; role: string }[] = [];
  for (const key in record) {
    const reading = keyReading(pack, key);
    const hit = reading.hit;
    if (hit === null || hit.field !== subject || 'alsoPlace' in hit || 'part' in hit || hit.place !== place || isEmptyValue(record[key])) continue;
    if (reading.role === undefined) return undefined;
    competitors.push({ key, role: reading.role });
  }
  if (competitors.length < 2) return undefined;
  const describes = (role: string): boolean =>
    Object.keys(record).some((key) => {
      if (competitors.some((c) => c.key === key) || isEmptyValue(record[key])) return false;
      const hit = keyReading(pack, key).hit;
      if (hit === null || hit.field === subject) return false;
      return ('role' in hit && hit.role === role) || headingWritesRole(pack, headingWords(key), role);
    });
  const described = competitors.filter((c) => describes(c.role));
  if (described.length !== 1 || !words.ownRoles.has(described[0]!.role)) return undefined;
  const kept = described[0]!;
  for (const c of competitors) {
    if (c === kept) continue;
    const value = record[c.key];
    if (c.role === kept.role || typeof value !== 'string' || shapedAsPersonName(value) || writtenAsUnknownName(value)) return undefined;
  }
  return kept.key;
}

/**
 * Session 35 (pack event_numbers): the numbers an occasion gave the record's person, from columns the pack reads
 * under no key whose heading holds a word of one of the occasion kinds (a court's `Case No`, `Suit No.`,
 * `Aktenzeichen`, `Sygn. akt`; a race's `Bib`) written before a number word, at the heading's end or before another
 * word of its kind — `Case Type`, `Case/Ref No` or `Index case TB No.` name something else — and no word naming a
 * relative or another party (a `Mother's Case No` is hers). The value is shaped as a number (eventShaped).
 */
function eventNumbers(pack: EntityPack, record: RecordInput, unknown: readonly string[]): { kind: string; value: string }[] {
  const kinds = pack.eventWords;
  const words = pack.headerWords;
  if (kinds === undefined || unknown.length === 0) return [];
  const numberWords = words?.numberWords ?? [];
  const glued = pack.unreadNumbers?.gluedNumberEndings ?? [];
  const out: { kind: string; value: string }[] = [];
  for (const key of unknown) {
    const value = record[key];
    if ((typeof value !== 'string' && typeof value !== 'number') || !eventShaped(String(value).trim())) continue;
    const heading = headingWords(key);
    if (words !== undefined && heading.some((w) => words.kinWords.has(w) || words.roleNotAfter.has(w))) continue;
    const kindAt = (k: number): string | undefined => kinds.get(heading[k]!) ?? kinds.get(withoutGluedNumberWord(heading[k]!, glued));
    for (let k = 0; k < heading.length; k++) {
      const kind = kindAt(k);
      if (kind === undefined) continue;
      const next = heading[k + 1];
      if (next === undefined || numberWords.includes(next) || kindAt(k + 1) === kind) {
        out.push({ kind, value: String(value).trim() });
        break;
      }
    }
  }
  return out;
}

/**
 * A value written as a number: one token, or a body's letters and the number in a few (`SAFA 81959985`, `GH 001
 * SCR137`, `FLETC 006165 O 99 MC`; two words beside digits are an address or a description, `1234 Oak Ave`), and
 * not a time, an amount or a phone number written with its leading 0, + or 00 (a next of kin's or a booking's
 * contact phone is often the same on two relatives' records). registerNumberShaped and eventShaped ask it.
 */
function numberWritten(text: string): boolean {
  const tokens = text.split(WHITESPACE_RUN);
  if (tokens.length > 6 || tokens.filter((t) => WORD.test(t)).length > 1) return false;
  if (PHONE_SHAPED.test(text) && (text.startsWith('+') || text.startsWith('0'))) return false;
  return !TIME_SHAPED.test(text) && !AMOUNT_SHAPED.test(text);
}

/**
 * A number long enough to agree by: six letters and digits, five of them digits at least (a year with a few letters
 * is a sitting or a season, `KCSE 2021`, `MAY/JUNE 2010`; a bib of four or five digits is too short).
 */
function longEnoughToAgree(text: string): boolean {
  const id = normaliseId(text);
  return id.length >= 6 && (id.match(DIGITS)?.length ?? 0) >= 5;
}

/**
 * A value written as an occasion's number: written as a number (numberWritten: a court's letters beside it, `MIK
 * 477c 2023`) with at least three digits; a bib may be short, so registerNumberShaped's length is not asked here.
 */
function eventShaped(text: string): boolean {
  return numberWritten(text) && (text.match(DIGITS)?.length ?? 0) >= 3;
}

/**
 * Session 35 (pack event_numbers): two records that each quote a number an occasion of one kind gave its person
 * (a court's case numbers, a race's bibs) quote one occasion when the numbers are the same, separators and case
 * folded — the order and the attendance sheet kept for it, the entry and the result — and two occasions when they
 * differ: namesakes on one court's books, a father and a son in one club's race. The same number, long enough to
 * agree by (a bib of four or five digits is not), is read as unread_numbers.field (register_number: a distinctive
 * signal beside a name that agrees; co-accused share a case, not a name); two numbers, with no number of a kind
 * agreeing, are read as unread_numbers.register_field (one_register_number: review, never different — one person
 * may serve two orders or run two races). A field a record already holds (an agreeing unread number, one
 * register's numbers apart) is kept, and an agreeing unread number leaves nothing apart. `pa`/`pb`: the records
 * as read so far (agreeingUnreadNumber).
 */
export function eventNumberPair(pack: EntityPack, a: ReadRecord, b: ReadRecord, pa: RecordInput, pb: RecordInput): { a: RecordInput; b: RecordInput } {
  const spec = pack.unreadNumbers;
  const mine = a.eventNumbers;
  const theirs = b.eventNumbers;
  if (spec?.registerField === undefined || mine === undefined || theirs === undefined) return { a: pa, b: pb };
  const field = spec.field;
  const registerField = spec.registerField;
  const oneKind = mine.flatMap((x) => theirs.filter((y) => y.kind === x.kind).map((y) => [x.value, y.value] as const));
  if (oneKind.length === 0) return { a: pa, b: pb };
  const same = oneKind.find(([x, y]) => normaliseId(x) === normaliseId(y));
  if (same !== undefined) {
    if (!longEnoughToAgree(same[0]) || field in pa || field in pb) return { a: pa, b: pb };
    const { [registerField]: _a, ...restA } = pa;
    const { [registerField]: _b, ...restB } = pb;
    return { a: { ...restA, [field]: same[0] }, b: { ...restB, [field]: same[1] } };
  }
  if (field in pa || field in pb || registerField in pa || registerField in pb) return { a: pa, b: pb };
  const [x, y] = oneKind[0]!;
  return { a: { ...pa, [registerField]: x }, b: { ...pb, [registerField]: y } };
}

/**
 * Session 34: a record that names its person under a header the pack reads under no key — the buyer of a ticket
 * export, the official of a match appointment sheet, the agency nurse of a ward timesheet, the educator of a
 * staff return, a bibliography's author tag — still writes the name as a name. The record's one unread cell
 * written as a person's name (nameCell.ts shapedAsPersonName: name words the lexicon knows, no common word,
 * place, club or business) is kept aside as its person's name, to be read only against a record that names its
 * person under a key (nameByShape). Not where two cells are so written (two people: a child and who collected
 * it, a visitor and the inmate), nor where the one cell's header names a relative or a carer (header_words.kin_words:
 * a parent's, a next of kin's name is not the record's person's) or a part of the name only (`Given names /
 * Prénoms`, `Surname`: the words only the name's parts use).
 */
function cellShapedAsName(pack: EntityPack, record: RecordInput, unknown: readonly string[]): { key: string; value: string } | undefined {
  const words = pack.headerWords;
  if (words === undefined) return undefined;
  let found: { key: string; value: string } | undefined;
  for (const key of unknown) {
    const value = record[key];
    if (typeof value !== 'string' || !shapedAsPersonName(value)) continue;
    if (found !== undefined) return undefined;
    found = { key, value: value.trim() };
  }
  if (found === undefined) return undefined;
  const heading = headingWords(found.key);
  if (heading.some((w) => words.kinWords.has(w) || words.subjectPartNaming.has(w))) return undefined;
  // A word saying when the name was borne beside a word of the name itself names another form of the name (`Name at
  // birth`, `Nombre de pila`); alone it names who took part (`Birth attended by`).
  return heading.some((w) => words.subjectPartWhen.has(w)) && heading.some((w) => words.subjectOwnWords.has(w)) ? undefined : found;
}

/** The record's key `next` is written right after its key `key`. */
function keyRightAfter(record: RecordInput, key: string, next: string): boolean {
  const keys = Object.keys(record);
  return keys.indexOf(next) === keys.indexOf(key) + 1;
}

/**
 * Session 42 (review): the record names a relative or a carer of its person — a field the pack reads for one
 * (`mother_name`, `next_of_kin`) or an unread cell headed by a kin word (header_words.kin_words).
 */
function namesRelative(pack: EntityPack, record: RecordInput, projected: Readonly<Record<string, unknown>>, unknown: readonly string[]): boolean {
  const kin = pack.headerWords?.kinWords;
  if (kin === undefined) return false;
  const kinHeading = (key: string): boolean => headingWords(key).some((w) => kin.has(w));
  return Object.keys(projected).some(kinHeading) || unknown.some((key) => record[key] !== undefined && kinHeading(key));
}

/**
 * Session 34: the name a record writes in its one unread cell shaped as a person's name (ReadRecord.shapedName)
 * is read as its person's name where the other record names its person under a key: the two names are then
 * compared as any two names are (a namesake's refutes, one person's agrees). Two records that both name
 * nobody under a key are left as they were: nothing then says that either cell is the record's person.
 */
export function nameByShape(pack: EntityPack, a: ReadRecord, b: ReadRecord, pa: RecordInput, pb: RecordInput): { a: RecordInput; b: RecordInput; readA?: string; readB?: string } {
  const subject = pack.headerWords?.subject;
  if (subject === undefined || (a.shapedName === undefined && b.shapedName === undefined)) return { a: pa, b: pb };
  if (pa[subject] === undefined && a.shapedName !== undefined && pb[subject] !== undefined) return { a: { ...pa, [subject]: a.shapedName.value }, b: pb, readA: a.shapedName.key };
  if (pb[subject] === undefined && b.shapedName !== undefined && pa[subject] !== undefined) return { a: pa, b: { ...pb, [subject]: b.shapedName.value }, readB: b.shapedName.key };
  // Session 46 (persons33r): two records that each name one person, by the cell's shape alone under a practitioner's
  // title (header_words.signing_roles: a register's `Insolvency practitioner`, `Liquidator`, `Remote pilot` against a
  // notice's `Joint liquidator`, `Office holder`, an authorisation's `Pilot`), are both about that practitioner: a
  // register lists practitioners, and the paper they sign names nobody else under a key. Both cells are read; as
  // above, the names so read never clear the gate alone (index.ts), so siblings, a father and son, namesakes or twins
  // sharing one firm, line or mailbox are still told apart by their numbers and dates.
  if (
    pa[subject] === undefined && pb[subject] === undefined && a.shapedName !== undefined && b.shapedName !== undefined &&
    signedHeading(pack, headingWords(a.shapedName.key)) && signedHeading(pack, headingWords(b.shapedName.key))
  )
    return { a: { ...pa, [subject]: a.shapedName.value }, b: { ...pb, [subject]: b.shapedName.value }, readA: a.shapedName.key, readB: b.shapedName.key };
  // Session 48 (persons35r): two records that each name one person, by the cell's shape alone, under no key and no
  // practitioner's title (a register's `Operator` or `Holder` against a shift log's `Attendant`, a dose report's
  // `Wearer`), and that quote one register number (unread_numbers.field, set by agreeingUnreadNumber when one
  // record's unread number is the other's number, read or not), are both about the holder of that number: a register
  // number is one person's, and the one person each record names beside it is that person or someone else; two
  // names that agree say it is that person (review of session 48: names that disagree are left unread, below).
  // Before, neither name was read and the pair stayed in review on the number alone. Cells under a heading
  // naming another party (other_party: a landlord, an employer, a doctor) stay unread: that record is about someone
  // else's dealings with its person. As above, names so read never clear the gate alone (index.ts).
  const field = pack.unreadNumbers?.field;
  if (
    field !== undefined && pa[subject] === undefined && pb[subject] === undefined && a.shapedName !== undefined && b.shapedName !== undefined &&
    idValue(pa[field]) !== '' && idValue(pa[field]) === idValue(pb[field]) &&
    !otherPartyHeading(pack, a.shapedName.key) && !otherPartyHeading(pack, b.shapedName.key) &&
    !sharedThingNumber(pack, a, pa[field]) && !sharedThingNumber(pack, b, pb[field]) &&
    // Review of session 48: only names that agree are read. Two names read by shape alone that disagree beside one
    // register number say that one of them is someone else on the paper (a rider, a customer, the supervisor who
    // signs), not that the number's holder is two people: the pair stays in review on the number, as before. Read
    // either way, three true pairs of persons sets 17 (a prison visit booking against the gate log) and 33 (a
    // register against a gazette notice) went from review to different.
    (fieldAgreement(pack, subject, a.shapedName.value, b.shapedName.value) ?? 0) >= AGREES
  )
    return { a: { ...pa, [subject]: a.shapedName.value }, b: { ...pb, [subject]: b.shapedName.value }, readA: a.shapedName.key, readB: b.shapedName.key };
  return { a: pa, b: pb };
}

/**
 * Review of session 48 (persons35r): the record quotes `value` (the agreeing unread number) under a heading naming a
 * thing many people work on (unread_numbers.thing_words: `Boiler reg. no.`, `Machine No`, `Plant no.`) or another
 * party (header_words.other_party: a firm's, a site's licence), unless a signing title follows the word (`Plant
 * operator no.`: the operator's own). Such a number is everyone's there — a father and the son named after him on
 * one boiler, the one supervisor signing every worker's sheet quote it alike — so it never says that the one name
 * each record writes is one person's. A value read under one of the pack's keys is not looked at here.
 */
function sharedThingNumber(pack: EntityPack, record: ReadRecord, value: unknown): boolean {
  const numbers = record.numbers;
  const keys = record.numberKeys;
  if (numbers === undefined || keys === undefined) return false;
  const things = pack.unreadNumbers?.thingWords;
  const others = pack.headerWords?.roleNotAfter;
  const want = idValue(value);
  return numbers.some((n, i) => {
    if (idValue(n) !== want || keys[i] === undefined) return false;
    const heading = headingWords(keys[i]!);
    return heading.some((w, k) => (things?.has(w) === true || others?.has(w) === true) && !signedHeading(pack, heading.slice(k + 1)));
  });
}

/** Session 48 (persons35r): a heading holding a word naming another party than the record's person (header_words.other_party). */
function otherPartyHeading(pack: EntityPack, key: string): boolean {
  const words = pack.headerWords;
  return words !== undefined && headingWords(key).some((w) => namesOtherParty(words, w));
}

/** A heading word naming another party than the record's person (other_party, role not_after), a signing title aside. */
function namesOtherParty(words: NonNullable<EntityPack['headerWords']>, w: string): boolean {
  return words.roleNotAfter.has(w) && !words.signingRoles.has(w);
}

/**
 * Session 41: a record that names its person under a role (`Client`, `Customer`, `Owner name`: a subject key the
 * pack reads with a role, keyReading's role) and another person in an unread cell under another heading
 * (`Installer`, `Instalador`, `Elektrofachkraft`, `Wykonawca`) names two people, and nothing in the record says
 * which of them it is about: an installation certificate is the client's file to the client's supplier and the
 * installer's work to the installers' register. The cells kept: a value written as a person's name (namesAPerson),
 * under a heading with no word naming another party or a relative (other_party, role not_after, kin_words — an
 * emergency contact, a company, a doctor are never the record's person), a part of the name, a number, or a thing
 * several people share. A record naming its person under the plain name key (`Name`, `Full name`) says whom it is
 * about; its other named cells are other people, and none is kept. So is a record that writes its role's own
 * details (`Transferee Mobile No.` beside `Transferee Name` and `Transferor`): it describes that role's person.
 * Without a subject key (a record that names nobody under a key), every such cell is kept (read when two or more).
 */
function otherRoleNames(pack: EntityPack, record: RecordInput, subjectKey: string | undefined, unknown: readonly string[]): { key: string; value: string }[] {
  const words = pack.headerWords;
  const role = subjectKey === undefined ? undefined : keyReading(pack, subjectKey).role;
  if (words === undefined || (subjectKey !== undefined && role === undefined)) return [];
  // A column giving the role's own details (`Transferee Mobile No.`, `Telefon kupującego`, `Signatory D.O.B`), read
  // or not, says the record describes the role's person: a transfer is the new keeper's, a mandate the signatory's.
  // Session 44 (persons31r): a practitioner who signs the record (header_words.signing_roles: a sick note's `Certifying
  // doctor` beside its `Patient DOB`) is still its other named person: the patient's own columns say whom the note is
  // about, not who signed it.
  const described = role !== undefined && Object.keys(record).some((key) => key !== subjectKey && headingWritesRole(pack, headingWords(key), role));
  const shared = pack.unreadNumbers?.sharedWords;
  const out: { key: string; value: string }[] = [];
  for (const key of unknown) {
    const value = record[key];
    if (typeof value !== 'string' || isTokenised(value) || !namesAPerson(value)) continue;
    // Session 45 (persons32r): the words of a signing phrase (`Before me`, `Commissioner for oaths`, `Executed by`) name
    // the signer together; alone they are a part word (before), a preposition (for, by), and are not read one by one.
    const heading = withoutSigningPhrases(pack, headingWords(key));
    // Session 44 (persons31r): a practitioner who signs or certifies the record about its person (header_words.signing_roles:
    // a sick note's `Certifying doctor`, a `Medical officer`, a customs entry's `Declarant (agent)`) is a named person of
    // the record, not another party beside it: their other_party word keeps the cell no longer (any other still does).
    if (
      heading.length === 0 && signedHeading(pack, headingWords(key))
    ) {
      out.push({ key, value: value.trim() });
      continue;
    }
    // Session 46 (persons33r): in a practitioner's heading, a word that only joins a name's part key (part_joining_words:
    // in, at, de) names no part of the name: `Remote pilot in command`, `Fernpilot(in)` (a German title's feminine
    // ending) name the pilot, as `Tierhalter/in` names the keeper (cellShapedAsName). Part words proper still keep the cell out.
    const signedCell = signedHeading(pack, headingWords(key));
    if (
      heading.length === 0 ||
      heading.some(
        (w) =>
          namesOtherParty(words, w) ||
          words.kinWords.has(w) ||
          (signedCell ? words.subjectPartNaming.has(w) : words.subjectPartWords.has(w)) ||
          words.numberWords.includes(w) ||
          shared?.has(w) === true,
      )
    )
      continue;
    if (described && !signedHeading(pack, headingWords(key)) && !describesOwnRole(pack, record, key, heading, subjectKey)) continue;
    out.push({ key, value: value.trim() });
  }
  return out;
}

/**
 * Session 50 (persons37r): a record that describes its role's person with that role's own columns (`CLIENT D.O.B`,
 * `Patient DOB` beside `CLIENT`) and, under another heading, a second person with that person's own columns too
 * (`AUDIOLOGIST` beside `AUDIOLOGIST REG NO` and `AUDIOLOGIST CELL`; `OPERATOR` beside `OPERATOR CERT`) names two
 * described people: a fitting record, a works notice, a class register is the client's file to the client's supplier
 * and the professional's work to the professional's register, and neither set of columns says which of the two the
 * other record is about. So the second person's cell stays among the record's other named people (otherRoleNames),
 * read against the other record (roleNamePair) and held to the same test as every other re-read: a column headed with
 * that person's role must agree with the other record (index.ts roleColumnAgrees), never the name alone. The second
 * heading's role is its last word (the practitioner's title, however the profession is called), and a column of its
 * own is another heading holding that word and something more (a number, a phone, an e-mail: `AUDIOLOGIST CELL`),
 * never the subject's key, never the cell itself. A cell whose heading no other column repeats (`REFERRING DR`, `POOL
 * ATTENDANT`) stays out as before: nothing on the record describes that person.
 */
function describesOwnRole(pack: EntityPack, record: RecordInput, key: string, heading: readonly string[], subjectKey: string | undefined): boolean {
  return describedWord(pack, record, key, heading, subjectKey) !== undefined;
}

/**
 * describesOwnRole's word: the word of a name cell's heading that another column repeats with more words and a number,
 * a phone or an e-mail (`AUDIOLOGIST` in `AUDIOLOGIST REG NO`), the heading's last word first, then its others in
 * order (a title before what the person did: `Arborist carrying out works` beside `Arborist cert. no.` and `Arborist
 * mobile`). A word of two letters, a number or generic word, a word naming another party, a shared thing or a
 * joining word is no person's title and never counts. Undefined when no column so repeats a word.
 */
export function describedWord(pack: EntityPack, record: RecordInput, key: string, heading: readonly string[], subjectKey: string | undefined): string | undefined {
  const words = pack.headerWords;
  const spec = pack.unreadNumbers;
  if (words === undefined || heading.length === 0) return undefined;
  const titled = (w: string): boolean =>
    w.length >= 3 &&
    !words.numberWords.includes(w) &&
    !namesOtherParty(words, w) &&
    !words.kinWords.has(w) &&
    spec?.genericWords.has(w) !== true &&
    spec?.sharedWords.has(w) !== true &&
    spec?.thingWords.has(w) !== true;
  const order = [heading.at(-1)!, ...heading.slice(0, -1)];
  for (const w of order) {
    if (!titled(w)) continue;
    const repeated = Object.keys(record).some((k) => {
      if (k === key || k === subjectKey) return false;
      const other = headingWords(k);
      return other.length >= 2 && !other.every((x) => heading.includes(x)) && (w === heading.at(-1) ? headingWritesRole(pack, other, w) : other[0] === w) && ownDetail(record[k]);
    });
    if (repeated) return w;
  }
  return undefined;
}

/** A number, a phone or an e-mail address (three digits or more, or an at sign): a person's own detail, never a name (describesOwnRole). */
function ownDetail(value: FieldValue | undefined): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const text = String(value);
  return text.includes('@') || (text.match(DIGITS) ?? []).length >= 3;
}

/** A cell's value as identifiers compare (normaliseId: letters and digits, separators and case folded); '' for no string or number. */
function idValue(v: unknown): string {
  return typeof v === 'string' || typeof v === 'number' ? normaliseId(String(v)) : '';
}

/** Session 44 (persons31r): a heading naming a practitioner who signs or certifies the record (header_words.signing_roles). */
export function signedHeading(pack: EntityPack, heading: readonly string[]): boolean {
  const signing = pack.headerWords?.signingRoles;
  if (signing === undefined) return false;
  return heading.some((w) => signing.has(w)) || withoutSigningPhrases(pack, heading).length < heading.length;
}

/**
 * Session 45 (persons32r): a heading less the words of the signing phrases it holds (header_words.signing_roles.
 * phrases: a jurat's `Before me`, `Commissioner for oaths`, a notice's `Executed by`), each phrase matched as
 * consecutive words.
 */
function withoutSigningPhrases(pack: EntityPack, heading: readonly string[]): readonly string[] {
  const phrases = pack.headerWords?.signingPhrases;
  if (phrases === undefined || phrases.length === 0 || heading.length < 2) return heading;
  // Session 50 (persons37r): a heading that is an act and the word naming its doer (signing_roles.agent_words: `Fitted
  // by`, `Carried out by`, `Réalisé par`, `Adaptado por`, `Uitgevoerd door`, `Wykonane przez`) names who did the act, as
  // the listed phrases do (`Signed by`, `Welded by`), whatever the act: the agent word closes the heading and every
  // word before it is the act's. A heading naming someone the act was done to or for (`Referred by (ENT)` keeps a word after) is left as written.
  const agents = pack.headerWords?.signingAgentWords;
  if (agents?.has(heading.at(-1)!) === true && !heading.slice(0, -1).some((w) => agents.has(w))) return [];
  const drop = new Set<number>();
  for (const phrase of phrases) {
    for (let i = 0; i + phrase.length <= heading.length; i++) {
      if (phrase.every((w, k) => heading[i + k] === w)) for (let k = 0; k < phrase.length; k++) drop.add(i + k);
    }
  }
  return drop.size === 0 ? heading : heading.filter((_, i) => !drop.has(i));
}

/**
 * Session 44 (persons31r): whether a record re-read under a signing practitioner's cell (roleNamePair: a sick note's
 * `Certifying doctor` beside its `Patient`) and the other record hold one number under a practitioner's own register
 * field (header_words.signing_roles.fields: professional_registration, a council's or a licensing body's number).
 * Such a number is the practitioner's: the patient or the client a signed record is about holds none in that
 * register, so it says the record's practitioner is the other record's person, as a column headed with the role
 * does (roleColumnAgrees). Values compared as identifiers are (separators and case folded).
 */
export function signedRegisterAgrees(pack: EntityPack, roleKey: string, a: RecordInput, b: RecordInput): boolean {
  const words = pack.headerWords;
  if (words === undefined || !signedHeading(pack, headingWords(roleKey))) return false;
  return words.signingFields.some((f) => {
    const x = idValue(a[f]);
    return x.length > 0 && x === idValue(b[f]);
  });
}

/**
 * Session 47 (persons34r): a record re-read by its signing practitioner (roleNamePair: a weld log's `Welder` beside its
 * `Client`, a lift report's `Inspector` beside its `Owner`) whose dropped role names no person — its value is not
 * written as a person's name (nameCell.ts shapedAsPersonName: `Vivo Energy`, `Eskom`, `HFC Estates`, a firm the
 * lexicon reads no name word of) — has one person only, the practitioner: a firm holds no person's certificate, phone
 * or register number, so the record's own numbers (`CERT NO`, an unread `INSPECTOR NO`) are the practitioner's and clear
 * the re-read as a column headed with the role does (roleColumnAgrees). A client or owner written as a person (`Nosipho
 * Zulu`, `Patel Robert`) keeps the narrower test: then two people are named, and a number may be either's (a father
 * client and the son named after him as the installer).
 */
export function droppedNamesNoPerson(pack: EntityPack, roleKey: string, record: RecordInput, droppedKey: string | undefined): boolean {
  if (droppedKey === undefined || !signedHeading(pack, headingWords(roleKey))) return false;
  const value = record[droppedKey];
  if (typeof value !== 'string' || value.trim() === '' || shapedAsPersonName(value)) return false;
  // Review of session 47: a value the lexicon cannot read is not therefore a firm. A client written as a person's name
  // of words the lexicon does not know (`Tshilidzi Ramabulana`, nameCell.ts writtenAsUnknownName) is a person, whose
  // home phone the record may give; a firm named after the practitioner's family (`Kamau & Sons`, `Estate of J.
  // Kamau` beside the welder `Peter Kamau`) is the family's, whose line, site and books a father and the son named
  // after him share. Both keep the narrower test.
  if (writtenAsUnknownName(value)) return false;
  const practitioner = record[roleKey];
  if (typeof practitioner !== 'string') return true;
  const own = new Set(familyWords(practitioner));
  return !familyWords(value).some((w) => own.has(w));
}

/** The words of three letters or more of a cell, folded (records.ts droppedNamesNoPerson's family-firm test). */
function familyWords(value: string): string[] {
  return wordsOfNormalised(normaliseText(value)).filter((w) => w.length >= 3);
}

/**
 * Review of session 44 (persons31r): the unread numbers that may clear a signing practitioner's re-read
 * (roleColumnAgrees). A signed record carries its issuer's numbers beside the practitioner's name — a sick note's
 * practice or surgery number, the hospital's or the facility's code, a customs entry's station or firm number — and a
 * register of practitioners lists the same numbers for every practitioner working there (a father and the son named
 * after him in one family practice, two namesake nurses of one hospital). So for a signing role an unread number
 * clears only where the other record reads it under a practitioner's own register field (header_words.signing_roles.
 * fields: a council's number under `Registration number`) or whose own heading names a signing role (`DECLARANT
 * LICENCE` beside `DECLARANT NAME`, the role word not last); a column headed with the role (`Agent licence no.`) still
 * clears as for every role, an office's number (`Doctor practice no.`) never (roleColumnAgreement). Other roles keep
 * every unread number.
 */
export function signedUnreadKeys(pack: EntityPack, roleKey: string, record: RecordInput, other: RecordInput, unreadKeys: readonly string[] = []): readonly string[] {
  const words = pack.headerWords;
  if (words === undefined || unreadKeys.length === 0 || !officeSignedHeading(pack, headingWords(roleKey))) return unreadKeys;
  const own = new Set(words.signingFields.map((f) => idValue(other[f])).filter((v) => v.length > 0));
  return unreadKeys.filter((k) => own.has(idValue(record[k])) || signedHeading(pack, headingWords(k)));
}


/**
 * Session 46 (persons33r): a signing heading whose practitioner works from an office that numbers its papers: a
 * signing word that is no job title (signing_roles.job_titles; review: doctor, nurse, officer, agent, broker, and
 * the vet, the notary, the bailiff no other_party word names — a sick note's practice, a hospital's code, a vet
 * practice's `Praktijkcode`, an agency's or a customs firm's number), or a signing phrase naming the signer
 * by the act alone (`Signed by`, `Before me`: nothing says which office's number stands beside). Only such a
 * re-read keeps the review of session 44's rule on unread numbers (signedUnreadKeys). A tradesperson's or an operator's
 * title (engineer, technician, installer, pilot, operator: header_words.signing_roles, not other_party) was read as
 * the record's other named person before it signed anything (session 41, otherRoleNames), its unread numbers
 * clearing the re-read as for an installer; naming it a signer changes which cells are read, not what clears them.
 */
function officeSignedHeading(pack: EntityPack, heading: readonly string[]): boolean {
  const words = pack.headerWords;
  if (words === undefined) return false;
  // Review of session 46: every signing word but the job titles (signing_roles.job_titles) — a vet, a notary, a bailiff
  // signs from a practice or an office as a doctor does, though no other_party word names them.
  return heading.some((w) => words.signingRoles.has(w) && !words.signingJobTitles.has(w)) || withoutSigningPhrases(pack, heading).length < heading.length;
}

/**
 * Session 44 (persons31r): a record re-read by its signing practitioner (roleNamePair) without the columns it read as
 * the dropped person's own under that person's role (`Patient DOB`, `Patient Phone` beside `Patient`): those are the
 * patient's, never the practitioner's, so they neither agree nor conflict with the practitioner's register.
 */
export function withoutRoleColumns(pack: EntityPack, record: RecordInput, projected: RecordInput, droppedKey: string): RecordInput {
  // Session 45 (persons32r): a cell read under no key (a jurat's `Declarant` beside its `Notary Public`) has its role in its last word.
  const reading = keyReading(pack, droppedKey);
  const role = reading.role ?? (reading.hit === null ? headingWords(droppedKey).at(-1) : undefined);
  if (role === undefined) return projected;
  let out: RecordInput | undefined;
  for (const key in record) {
    const hit = keyReading(pack, key).hit;
    if (key === droppedKey || hit === null || hit.field === pack.headerWords?.subject || !headingWritesRole(pack, headingWords(key), role)) continue;
    if (projected[hit.field] === record[key]) {
      out ??= { ...projected };
      delete out[hit.field];
    }
  }
  return out ?? projected;
}

/**
 * Session 41: which of a two-person record's people (ReadRecord.roleNames) the other record names. Where the name
 * read under the record's role does not agree with the other record's name (below AGREES) and one of the other
 * named cells does, that cell is the name compared, and the role's name neither refutes nor counts: an
 * electricians' register names the installer, a client list the client, and each is matched to the certificate
 * by the person it shares; a record naming nobody under a key (`Auftraggeber` beside `Elektrofachkraft`, a badge's
 * two names) is read by the cell the other names. A pair where both records name two people is left as it was (nothing says which pair
 * of them to read). The name so read never clears the gate by itself (index.ts, as for nameByShape): a father and
 * the son named after him in one firm, namesakes and twins are told apart by their numbers and dates, never by
 * which name agrees.
 */
export function roleNamePair(
  pack: EntityPack,
  a: ReadRecord,
  b: ReadRecord,
  pa: RecordInput,
  pb: RecordInput,
): { a: RecordInput; b: RecordInput; readA?: string; readB?: string; droppedA?: string; droppedB?: string; signed?: boolean } {
  const subject = pack.headerWords?.subject;
  if (subject === undefined || (a.roleNames === undefined && b.roleNames === undefined)) return { a: pa, b: pb };
  // Session 46 (persons33r): where both records name two people, one under a key (a register's `Holder` beside a
  // cell it writes as a name, `Level: Gold`) and the other under none (a lift plan's `Operator` beside its `Appointed
  // person`), the keyed name is the one the other record's cells are read against, as against a record naming one
  // person: the record naming nobody under a key says nothing of whom it is about. Two keyed or two unkeyed records
  // are left as read (nothing says which pair of names to compare).
  const bothNamed = a.roleNames !== undefined && b.roleNames !== undefined;
  // Session 47 (persons34r): where both records name their person under a key and another cell besides (a register's
  // `Welder name` beside a cell it writes as a name, `Qualification: 135 P BW FW`; a weld log's `Client` beside its
  // `Welder`), the record whose other cell the other's keyed name agrees with is the one read by that cell, when the
  // other way round none agrees: the register's keyed name is its person, and only one pairing of the four names holds.
  const crossReads = bothNamed && a.roleNames!.subjectKey !== undefined && b.roleNames!.subjectKey !== undefined ? keyedCrossReader(pack, subject, a, b, pa, pb) : undefined;
  if (bothNamed && crossReads === undefined && (a.roleNames!.subjectKey === undefined) === (b.roleNames!.subjectKey === undefined)) return { a: pa, b: pb };
  const aReads = crossReads !== undefined ? crossReads === 'a' : bothNamed ? a.roleNames!.subjectKey === undefined : a.roleNames !== undefined;
  const [own, mine, theirs, theirRead] = aReads ? [a.roleNames!, pa, pb, b] : [b.roleNames!, pb, pa, a];
  let target = theirs[subject];
  // Session 45 (persons32r): a register of practitioners that names its person under their title alone (`Notary`,
  // `Court broker / Bailiff`, `Enforcement agent`: a signing role, no key of the name) names them by the cell's shape
  // only (shapedName); against a record its practitioner signed (`Notary Public` beside `Declarant`), that cell is
  // the name the signer's cell is compared with. Both names are read then, never as the gate's one signal, and the
  // re-read stands only where the practitioner's register number agrees (signed, below).
  const signerShape = target === undefined && theirRead.shapedName !== undefined && signedHeading(pack, headingWords(theirRead.shapedName.key)) ? theirRead.shapedName : undefined;
  if (signerShape !== undefined) target = signerShape.value;
  if (target === undefined || (fieldAgreement(pack, subject, mine[subject], target) ?? 0) >= AGREES) return { a: pa, b: pb };
  let best: { key: string; value: string; sim: number } | undefined;
  for (const o of own.others) {
    if (signerShape !== undefined && !signedHeading(pack, headingWords(o.key))) continue;
    const sim = fieldAgreement(pack, subject, o.value, target) ?? 0;
    if (sim >= AGREES && (best === undefined || sim > best.sim)) best = { ...o, sim };
  }
  if (best === undefined) return { a: pa, b: pb };
  const read = { ...mine, [subject]: best.value };
  const other = signerShape === undefined ? theirs : { ...theirs, [subject]: signerShape.value };
  // Session 45 (persons32r): a record naming nobody under a key, re-read by its signing practitioner (`Notary Public`
  // beside `Declarant`), drops its one other named person as a record naming its person under a key drops that key
  // (`Declarant date of birth` is the declarant's, withoutRoleColumns), and the re-read is held to the signer's test.
  const signer = signedHeading(pack, headingWords(best.key));
  const lone = own.subjectKey === undefined && signer && own.others.length === 2 ? own.others.find((o) => o.key !== best.key)?.key : undefined;
  const dropped = own.subjectKey ?? lone;
  const signed = signerShape !== undefined || lone !== undefined ? { signed: true } : {};
  if (aReads) return dropped === undefined ? { a: read, b: other, readA: best.key, ...signed } : { a: read, b: other, readA: best.key, droppedA: dropped, ...signed };
  return dropped === undefined ? { a: other, b: read, readB: best.key, ...signed } : { a: other, b: read, readB: best.key, droppedB: dropped, ...signed };
}

/**
 * Session 47 (persons34r): of two records that each name their person under a key and another named cell
 * (roleNamePair), the one ('a' or 'b') to read by its other cell: the other record's keyed name agrees (AGREES) with one
 * of its other cells, while its own keyed name agrees with none of the other's cells nor with the other's keyed name.
 * Undefined when no such one record is: both, neither, or the keyed names already agree.
 */
function keyedCrossReader(pack: EntityPack, subject: string, a: ReadRecord, b: ReadRecord, pa: RecordInput, pb: RecordInput): 'a' | 'b' | undefined {
  const agrees = (x: unknown, y: unknown): boolean => (fieldAgreement(pack, subject, x as FieldValue, y as FieldValue) ?? 0) >= AGREES;
  if (pa[subject] === undefined || pb[subject] === undefined || agrees(pa[subject], pb[subject])) return undefined;
  const aByB = a.roleNames!.others.some((o) => agrees(o.value, pb[subject]));
  const bByA = b.roleNames!.others.some((o) => agrees(o.value, pa[subject]));
  return aByB === bByA ? undefined : aByB ? 'a' : 'b';
}

/**
 * Whether a record re-read under its other named cell (roleNamePair: `Installer` beside `Client`) writes that cell's
 * role in the heading of a column the other record agrees with (`Installer licence no.` against a register's licence
 * number), or in a column read under no field (an unread number): an unlabelled `Phone` or `ID number` is the record's own subject's (a death register's deceased, a
 * shipment's recipient), so agreeing on it says nothing about the other named person.
 */
export function roleColumnAgrees(pack: EntityPack, record: RecordInput, other: RecordInput, roleKey: string, unreadKeys: readonly string[] = []): boolean {
  return roleColumnAgreement(pack, record, other, roleKey, unreadKeys) !== undefined;
}

/**
 * roleColumnAgrees' column: the first column of `record` headed with the re-read cell's role (or read under no
 * field) whose value, as identifiers compare, is a value of `other`, with the key it has there.
 */
export function roleColumnAgreement(
  pack: EntityPack,
  record: RecordInput,
  other: RecordInput,
  roleKey: string,
  unreadKeys: readonly string[] = [],
  only?: { otherKeys: (key: string) => boolean; ownColumn: (heading: readonly string[]) => boolean },
): { key: string; value: string; otherKey: string } | undefined {
  const role = headingWords(roleKey).at(-1);
  if (role === undefined) return undefined;
  // Session 50 (persons37r): a heading giving the person's title before what they did (`Arborist carrying out works`)
  // heads the person's own columns with the title (`Arborist cert. no.`, `Arborist mobile`: describedWord).
  const title = describedWord(pack, record, roleKey, headingWords(roleKey), undefined);
  const titled = (heading: readonly string[]): boolean => title !== undefined && title !== role && heading[0] === title;
  const officeWords = pack.headerWords?.roleColumnNot;
  const values = new Map<string, string>();
  for (const [k, v] of Object.entries(other)) {
    const id = idValue(v);
    if (id.length > 0 && !values.has(id) && (only === undefined || only.otherKeys(k))) values.set(id, k);
  }
  // Session 45 (persons32r): a cell read by its signing phrase (`Executed by`, `Before me`) names no role of its own,
  // and the record heads its signer's number with the signer's title (`Officer cert. no.`, `Notary No.`): for a
  // signer, a column whose heading names a signing role is the signer's, as a column headed with the role is.
  const signer = signedHeading(pack, headingWords(roleKey));
  const othersTitles = signer ? otherPartyTitles(pack, record, roleKey) : undefined;
  for (const key in record) {
    // A number in a column the pack reads under no field of the record's person (`Registration / Licence No.`,
    // agreeingUnreadNumber) is not its own subject's either.
    // Session 46 (persons33r): and a column the record reads under a practitioner's own register field
    // (header_words.signing_roles.fields: a job sheet's `Reg no.` beside `Signed by`) is the signer's too: the customer
    // or the patient a signed record is about holds no number in that register (signedRegisterAgrees). It agrees only
    // with a column of the other record that names no office, no other party and nothing shared (`Practice No.` is the practice's).
    const signField = signer && signingFieldKey(pack, key);
    if (key === roleKey || !(unreadKeys.includes(key) || headingWritesRole(pack, headingWords(key), role) || titled(headingWords(key)) || (signer && signedHeading(pack, headingWords(key))) || signField)) continue;
    // Review of session 44 (persons31r): a number headed with an office's word (header_words.role_column_not: a
    // doctor's `Practice No.`, a nursing `Agency No.`, `Chambers`) is the office's, shared by every practitioner working
    // there — a father and the son named after him in one family practice — so it never says which of them the record names.
    if (headingWords(key).some((w) => officeWords?.has(w) === true)) continue;
    if (only !== undefined && !only.ownColumn(headingWords(key))) continue;
    // Review of session 46 (persons33r): a number headed with the title of another party the record names beside its
    // signer (otherPartyTitles: a drone log's `Operator ID` beside `Operator: <firm>` and `Remote pilot`) is that party's.
    if (othersTitles !== undefined && !headingWritesRole(pack, headingWords(key), role) && !titled(headingWords(key)) && headingWords(key).some((w) => othersTitles.has(w))) continue;
    const v = idValue(record[key]);
    const otherKey = v.length > 0 ? (values.get(v) ?? samePhoneKey(pack, record[key], other, only?.otherKeys)) : undefined;
    if (otherKey !== undefined && signField && !unreadKeys.includes(key) && !headingWritesRole(pack, headingWords(key), role) && !titled(headingWords(key)) && !signedHeading(pack, headingWords(key)) && officeHeading(pack, headingWords(otherKey))) continue;
    if (otherKey !== undefined) return { key, value: String(record[key]).trim(), otherKey };
  }
  return undefined;
}

/**
 * Session 47 (persons34r): the key of `other` read as the pack's phone whose number is the one `value` writes, the
 * two read as phones are (comparators/phone.ts comparePhones: `0721 875 138` is `+254 721 875 138`, a calling code
 * written without its `+` or a trunk 0 dropped). A role's own phone column (`Fumigator mobile`, `BLASTER CELL`)
 * copies the practitioner's number in the form the record's country writes it, the register in its own: as
 * identifiers compare (idValue) the two differ, as phones they are one number.
 */
function samePhoneKey(pack: EntityPack, value: unknown, other: RecordInput, otherKeys?: (key: string) => boolean): string | undefined {
  if (typeof value !== 'string' || !PHONE_SHAPED.test(value.trim())) return undefined;
  for (const [k, v] of Object.entries(other)) {
    if (typeof v !== 'string' || keyReading(pack, k).hit?.field !== 'phone' || (otherKeys !== undefined && !otherKeys(k))) continue;
    if (comparePhones(value, v)?.sim === 1) return k;
  }
  return undefined;
}

/**
 * Review of session 46 (persons33r): the signing titles (header_words.signing_roles.words) of the record's other named
 * parties — a column other than the re-read signer's whose heading is a title the signer's heading does not hold and
 * whose value is not the signer's (a drone log's `Operator: Kamau Aerial Services` beside its `Remote pilot`; a
 * lift plan's `Operator` firm beside its `Appointed person`). A number headed with such a title (`Operator ID`,
 * `Operator number`: an organisation's registration, which every pilot it flies quotes — a father and the son named
 * after him in one family firm) is that party's, never the signer's: neither an unread number nor a column headed
 * with a signing title clears the signer's re-read with it (roleColumnAgreement). A title the signer's own heading
 * holds (`CRANE OPERATOR` beside `OPERATOR CARD NO`) or a cell naming the signer again (`Officer` beside `Executed
 * by`, one name) is the signer's. Undefined when the record names no such party (every plain record: no set built).
 */
function otherPartyTitles(pack: EntityPack, record: RecordInput, roleKey: string): ReadonlySet<string> | undefined {
  const signing = pack.headerWords?.signingRoles;
  if (signing === undefined) return undefined;
  const own = new Set(headingWords(roleKey).filter((w) => signing.has(w)));
  const signerValue = String(record[roleKey] ?? '').trim().toLowerCase();
  let out: Set<string> | undefined;
  for (const key in record) {
    const value = record[key];
    if (key === roleKey || typeof value !== 'string' || value.trim().toLowerCase() === signerValue || numberWorded(pack, headingWords(key))) continue;
    const heading = headingWords(key);
    // A column naming a party is its title alone or with words before it (`Operator`, `Drone operator`), never a number's heading.
    const last = heading.at(-1);
    if (last === undefined || !signing.has(last) || own.has(last) || registerNumberShaped(value.trim())) continue;
    out ??= new Set();
    out.add(last);
  }
  return out;
}

/** Session 46 (persons33r): a column read under a practitioner's own register field (header_words.signing_roles.fields). */
function signingFieldKey(pack: EntityPack, key: string): boolean {
  const field = keyReading(pack, key).hit?.field;
  return field !== undefined && pack.headerWords?.signingFields.includes(field) === true;
}

/** Session 46 (persons33r): a heading naming an office, another party, a relative or a thing several people share (`Practice No.`, `Firm reg.`). */
function officeHeading(pack: EntityPack, heading: readonly string[]): boolean {
  const words = pack.headerWords;
  if (words === undefined) return true;
  return heading.some((w) => words.roleColumnNot.has(w) || namesOtherParty(words, w) || words.kinWords.has(w) || pack.unreadNumbers?.sharedWords.has(w) === true);
}

/**
 * Session 43 (persons30r): the number a two-person record writes under its re-read person's role (`Interpreter
 * reg. no.`, `Agent Reg./Cert. No.`, `Architect Reg. No.`, `Installer licence no.`) and the other record holds too,
 * as the pair's evidence: a record naming an accused and the interpreter, a tenant and the letting agent, an
 * applicant and the architect heads the second person's register number with that person's role, and the register
 * quotes it under its own heading (`Reg. No.`, `Certificate No.`, `Register No`). Read before, the heading named no
 * field of the record's person, so the name the pair re-read (roleNamePair) was the gate's only signal and the pair
 * went back to the record's other person. The number is read as the field the other record reads it under (an
 * identifier, a register's number), or, where the other record reads it under none, as unread_numbers.field on
 * both sides (agreeingUnreadNumber's field: a distinctive signal beside an agreeing name that lifts no conflict).
 * A phone or an e-mail the other record reads as such is read as that field (`Interpreter mobile`, `Agent mobile`).
 * Else only a number: the column's heading holds a number word, or its value is shaped as a register's number
 * (registerNumberShaped). The class erred in persons set 28 (Dutch installation reports' `Registratienr.
 * installateur`), set 29 (tour assignment sheets' `Móvil guía`, `Portable guide`) and set 30 (hearing records'
 * `Interpreter reg. no.`), three authors.
 */
export function roleNumberReading(
  pack: EntityPack,
  record: RecordInput,
  other: RecordInput,
  otherProjected: RecordInput,
  roleKey: string,
  otherRead: ReadRecord,
): { field: string; value: string; otherValue: string } | undefined {
  const words = pack.headerWords;
  if (words === undefined) return undefined;
  // Mend (session 43 review): only a value the other record gives its own person agrees — a column it reads under
  // a field of that person, or one it reads under none whose heading names no relative, no role and no other party
  // (`Father ID No.`, `Parent/guardian ID no.`, `Interpreter reg. no.` are other people's numbers); and only a role
  // column whose heading names nothing but the role's person (`Interpreter office phone`, `Interpreter agency
  // phone`, `Interpreter booking no.` are an office's, an agency's, a booking's: other_party, shared_words and
  // role_column_not words, a word that alone heads a field of the pack excepted, `mobile`).
  const role = headingWords(roleKey).at(-1) ?? '';
  const signer = signedHeading(pack, headingWords(roleKey));
  const otherOwn = ownColumnsOf(pack, other, otherRead, role);
  const elsewhere = (w: string): boolean =>
    words.kinWords.has(w) || words.roleNotAfter.has(w) || words.roleColumnNot.has(w) || pack.unreadNumbers?.sharedWords.has(w) === true;
  const only = {
    otherKeys: (k: string): boolean => otherOwn.has(k),
    // Session 45 (persons32r): a signer's own column is headed with a signing title (`Officer cert. no.` beside `Executed by`).
    ownColumn: (heading: readonly string[]): boolean =>
      !heading.some((w) => !headingWritesRole(pack, [w], role) && elsewhere(w) && keyReading(pack, w).hit === null && !(signer && words.signingRoles.has(w))),
  };
  const found = roleColumnAgreement(pack, record, other, roleKey, [], only);
  const field = pack.unreadNumbers?.field;
  if (found === undefined || field === undefined) return undefined;
  const id = normaliseId(found.value);
  for (const f of [...pack.idFields, ...ROLE_CONTACT_FIELDS]) {
    const v = otherProjected[f];
    if ((typeof v === 'string' || typeof v === 'number') && normaliseId(String(v)) === id) return { field: f, value: found.value, otherValue: String(v) };
    // Session 47 (persons34r): a phone agreeing as phones do (samePhoneKey), written in another form.
    if (f === 'phone' && typeof v === 'string' && comparePhones(found.value, v)?.sim === 1) return { field: f, value: found.value, otherValue: v };
  }
  // A number: under a number word (`Interp. Reg No`, `Interpreter No.`: a register's short numbers, `40817`, read as
  // dates by the date reader, agree here) or shaped as a register's (never a date, registerNumberShaped).
  if (!numberWorded(pack, headingWords(found.key)) && !registerNumberShaped(found.value)) return undefined;
  return { field, value: found.value, otherValue: String(other[found.otherKey]).trim() };
}
/**
 * The columns a record gives its own person: those read under a field that names no relative or other party, and
 * unread ones whose heading holds no kin, role or other-party word (roleNumberReading).
 */
function ownColumnsOf(pack: EntityPack, record: RecordInput, read: ReadRecord, role: string): ReadonlySet<string> {
  const words = pack.headerWords!;
  // The role names another person unless the record names its own person under it (`Name of interpreter`).
  const subject = words.subject;
  const ownRole = Object.keys(record).some((k) => keyReading(pack, k).hit?.field === subject && headingWritesRole(pack, headingWords(k), role));
  const foreign = (heading: readonly string[]): boolean =>
    (!ownRole && headingWritesRole(pack, heading, role)) || heading.some((w) => words.kinWords.has(w) || words.roleNotAfter.has(w) || words.roleColumnNot.has(w));
  const unread = new Set([...read.unread.ignored, ...read.unread.unparsed]);
  const out = new Set<string>();
  for (const key in record) {
    if (foreign(headingWords(key))) continue;
    const hit = unread.has(key) ? null : keyReading(pack, key).hit;
    if (hit === null || !foreign(headingWords(hit.field))) out.add(key);
  }
  return out;
}
/** A role's own contact columns (`Agent mobile`, `Guide cell`, `Tél. producteur`) read as that person's when the other record reads the same value so. */
const ROLE_CONTACT_FIELDS = ['phone', 'email'];

/** Session 34: the record's numbers read under a key of unread_numbers.own_scheme.fields, with the key each was read under. */
function schemeNumbers(pack: EntityPack, projected: RecordInput, chosen: ReadonlyMap<string, { key: string }>): { key: string; value: string; field: string }[] {
  const spec = pack.unreadNumbers;
  if (spec === undefined || spec.schemeFields.length === 0) return [];
  const out: { key: string; value: string; field: string }[] = [];
  for (const f of [...spec.schemeFields, ...spec.schemeShapeFields]) {
    const v = projected[f];
    const key = chosen.get(f)?.key;
    if ((typeof v === 'string' || typeof v === 'number') && key !== undefined) out.push({ key, value: String(v), field: f });
  }
  return out;
}

/**
 * Session 32 (role_keys.lone_roles): a register about people who hold a role that is another party on most
 * records names its person by that role alone — a security company's duty roster its `Officer` or `Agent` (the
 * French `agent de sécurité`), a court's witness list its `Witness`. Beside the record's own person that column
 * is someone else (a prison gate log's officer beside the visitor's name, a statement's witness beside the
 * deponent), so it is read as the record's name only where no key of the record lands on the name at all (no
 * name key, part, role or phrase: `named`), the value is written as a name (namesAPerson: an agent's code
 * `AG91986` is not), and it is the record's only such column (two name two people).
 */
function loneRoleName(pack: EntityPack, subject: string, lone: readonly string[], chosen: Map<string, { key: string; rank: number }>, unknown: string[]): void {
  if (lone.length !== 1 || chosen.has(subject)) return;
  const key = lone[0]!;
  chosen.set(subject, { key, rank: wordsRank(pack, subject) + 1 });
  unknown.splice(unknown.indexOf(key), 1);
}

/**
 * A value written as a person's name: a word of two letters or more, and more such words than words holding a
 * digit (`N. Musyoka`, `PW2 Sgt. Ama Owusu (No. 4411)` are names; an agent's code `AG91986` is not).
 */
function namesAPerson(value: FieldValue | undefined): boolean {
  if (typeof value !== 'string') return false;
  const words = (value.match(NAME_WORD) ?? []).length;
  return words > 0 && words > (value.match(DIGIT_WORD) ?? []).length;
}
const NAME_WORD = /(?<![\p{L}\p{N}])\p{L}{2,}(?![\p{L}\p{N}])/gu;
const DIGIT_WORD = /[\p{L}\p{N}]*\p{N}[\p{L}\p{N}]*/gu;

/**
 * Session 29 (pack unread_numbers): registers number the people on them — a driving school's learner permit,
 * a sports federation's player licence, a trial's screening number, an insurer's member number — and the
 * register that books, transfers or pays the same person copies that number under its own heading (`Permit
 * No` / `PDL Number` / `Learner Licence No.`, `Licence No` / `Federation ID`, `Screening No.` /
 * `Screening-Nr.`). No list of headings can follow every register's, but the same number in both records is
 * the agreement a reviewer reads. So a column the pack reads under no key is kept aside when its value is
 * shaped as a register's number: at least six letters and digits once separators are folded, five of them
 * digits, and not a date, a time, a phone number or an amount. Its heading must not name another party, a
 * section's role (a guarantor's, a nominee's) or a thing several people share (a household's, a booking's, an incident's, a vessel's number: shared_words), and
 * a value the record already reads as one of its identifiers is a copy of it, not another number.
 */
function unreadNumbers(
  pack: EntityPack,
  record: RecordInput,
  unknown: readonly string[],
  projected: RecordInput,
  short?: { key: string; value: string }[],
  spaced?: { key: string; value: string }[],
): { key: string; value: string }[] {
  const spec = pack.unreadNumbers;
  if (spec === undefined || unknown.length === 0) return [];
  const own = new Set(pack.idFields.flatMap((f) => (typeof projected[f] === 'string' || typeof projected[f] === 'number' ? [normaliseId(String(projected[f]))] : [])));
  // Words that name another party or another person than the record's (other_party, role not_after), or a role
  // key that no role word makes (role_keys.keys: a nominee's or a guarantor's section beside the record's own
  // `Name`, whose `Guarantor Number` is the guarantor's). A role word (holder, learner, player) names what the
  // record's person holds or takes part in: a `Learner Permit No` is the learner's.
  const words = pack.headerWords;
  const otherRole = (w: string): boolean => words !== undefined && (words.roleNotAfter.has(w) || (words.roleKeys.has(w) && !words.roleWords.has(w)));
  const out: { key: string; value: string }[] = [];
  for (const key of unknown) {
    const value = record[key];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const text = String(value).trim();
    const heading = headingWords(key);
    // Session 34: a number of four or five digits under a heading with a number word (`Pat.-Nr.`, `Nr ewid.`) is
    // too short to agree by (two registers' short numbers meet by chance) but names the register's person as
    // well as a longer one, so it is kept for oneSchemeApart alone.
    // Session 47 (persons34r): a register's number of three or four digits written after the register's own capital
    // letters (`PCO/LAG/3896`, `OSH/LE/8084`, `WQC-KE-5234`, `RLI 8054`) under a heading with a number word is read as
    // a longer one is: the letters name the register and a register gives each person one number, so two people's
    // numbers meet only across registers, whose letters differ (registerPrefixedShort).
    // Session 50 (persons37r): a heading naming a register's entry without a number word (`Dispenser reg.`, `Operator
    // cert`, `Instructor lic.`: unread_numbers.register_words) heads the person's number in that register as `Reg. no.` does.
    const shaped = registerNumberShaped(text) || ((numberWorded(pack, heading) || registerWorded(pack, heading)) && registerPrefixedShort(pack, heading, text));
    const isShort = short !== undefined && !shaped && SHORT_NUMBER.test(text) && numberWorded(pack, heading);
    const isSpaced = spaced !== undefined && !shaped && !isShort && spacedNumberShaped(text);
    if (!shaped && !isShort && !isSpaced) continue;
    if (
      heading.some(
        (w, k) =>
          (spec.sharedWords.has(w) && !roleRef(pack, heading, k)) ||
          (otherRole(w) && !namesANumber(pack, heading, k) && !roleRef(pack, heading, k) && !roleRef(pack, heading, k + 1) && !ownSeries(pack, heading, k)),
      )
    )
      continue;
    if (isShort) {
      short.push({ key, value: text });
      continue;
    }
    if (isSpaced) {
      spaced.push({ key, value: text });
      continue;
    }
    const id = normaliseId(text);
    if (own.has(id) || out.some((o) => normaliseId(o.value) === id)) continue;
    out.push({ key, value: text });
  }
  return out;
}

/**
 * Session 47 (persons34r): a number of three or four digits (a last group of two to four digits may follow: a year,
 * `EPA/FUM/377/23`) written after one to three groups of capital letters, each of two letters or more (`PCPB/PCO/`,
 * `GhIS/QS/`, `RLI `), no date: a register's own prefix before its person's number. A word (`Room 204`, `Bench 12`)
 * is not capitals and never reads so. Review of session 47: under a heading
 * naming a thing many people work on (unread_numbers.thing_words: `Quarry licence no.`, `Lift reg. no.`, `Plant no.`)
 * the number is the thing's, unless a signing title follows the word (`Lift inspector no.`: the inspector's own).
 */
function registerPrefixedShort(pack: EntityPack, heading: readonly string[], text: string): boolean {
  if (!REGISTER_PREFIXED_SHORT.test(text)) return false;
  const things = pack.unreadNumbers?.thingWords;
  if (things !== undefined && heading.some((w, k) => things.has(w) && !signedHeading(pack, heading.slice(k + 1)))) return false;
  return !readDate(text).some((r) => r.m !== null && r.y >= MIN_YEAR && r.y <= MAX_YEAR);
}
const REGISTER_PREFIXED_SHORT = /^(?:[A-Z][A-Za-z]*[A-Z][ /.-]+){1,3}[0-9]{3,4}(?:[ /.-][0-9]{2,4})?$/;
const SHORT_NUMBER = /^[0-9]{4,5}$/;
/** Whether a heading holds a number word, alone or written onto a word (`Pat.-Nr.`, `Patientennummer`). */
function numberWorded(pack: EntityPack, heading: readonly string[]): boolean {
  const numberWords = pack.headerWords?.numberWords ?? [];
  const glued = pack.unreadNumbers?.gluedNumberEndings ?? [];
  return heading.some((w) => numberWords.includes(w) || withoutGluedNumberWord(w, glued) !== w);
}
/** Session 50 (persons37r): whether a heading holds a word naming a register's entry (unread_numbers.register_words: `reg`, `licence`, `cert`). */
function registerWorded(pack: EntityPack, heading: readonly string[]): boolean {
  const words = pack.unreadNumbers?.registerWords;
  return words !== undefined && heading.some((w) => words.has(w));
}
const PHONE_SHAPED = /^(?:\+|00)?[0-9][0-9 ().-]{7,}$/;
const TIME_SHAPED = /^[0-9]{1,2}[:h][0-9]{2}(?:[:'][0-9]{2})?/;
const AMOUNT_SHAPED = /^\D{0,4}[0-9]{1,3}(?:[, ][0-9]{3})+(?:\.[0-9]+)?\D{0,4}$|[0-9][.,][0-9]{1,2}\D{0,4}$/;
const DIGITS = /[0-9]/g;
const WHITESPACE_RUN = /\s+/;
/** A word of three or more letters (a body's letters are one: `SAFA`, `FLETC`; an address has several). */
const WORD = /^\p{L}{3,}[.,]?$/u;

/** Whether a value is shaped as a register's number (unreadNumbers). */
export function registerNumberShaped(text: string): boolean {
  return numberWritten(text) && agreeableNumber(text);
}

/**
 * A number written as a number (registerNumberShaped, spacedNumberShaped) that may agree with another: long enough
 * (longEnoughToAgree), not eleven or more digits that are a valid number read with a calling code (an export that
 * dropped the +), and not a date (a month of a plausible year, with or without its day: `13-JUL-1985`, `20190304`,
 * `Mar 2019`; the date reader also finds years in numbers, `OYO6-2858-PP11`, which stay numbers).
 */
function agreeableNumber(text: string): boolean {
  if (!longEnoughToAgree(text) || isInternationalWithoutPlus(text)) return false;
  return !readDate(text).some((r) => r.m !== null && r.y >= MIN_YEAR && r.y <= MAX_YEAR);
}
const MIN_YEAR = 1800;
const MAX_YEAR = 2100;

const SPACED_TOKEN = /^[\p{Lu}0-9]+$/u;
const ALL_DIGITS = /^[0-9]+$/;
/** At most this many spaced groups in one number (`SSN ITE 467 853 463 020`). */
const MAX_SPACED_GROUPS = 6;

/**
 * Session 36: a register number one system prints with its separators as spaces (`NCPWD OYO 726777` for
 * `NCPWD/OYO/726777`, `PSC NPF 2025 180509` for `PSC/NPF/2025/180509`, a roll or a badge log retyped from a
 * portal's reference): two to six groups of capital letters or digits, one of letters, digits last, long
 * enough to agree by, and no date. numberWritten takes two words of letters beside digits for an address or a description and
 * keeps them out; these are read only to agree with a number the other record writes as one token, separators
 * and case folded (matchSpaced) — an address, a phone or a sentence is never written as one token with slashes,
 * and two spaced values never meet, so a household's shared `PO BOX` line agrees with nothing. Errors of the
 * class (numbers left unread, the pair sent to review): persons sets 16, 17, 18, 19 and 20, five authors.
 */
export function spacedNumberShaped(text: string): boolean {
  const groups = text.split(WHITESPACE_RUN);
  if (groups.length < 2 || groups.length > MAX_SPACED_GROUPS || !groups.every((g) => SPACED_TOKEN.test(g)) || !ALL_DIGITS.test(groups[groups.length - 1]!)) return false;
  // A body's letters name the register (`NCPWD`, `SAPS`); digits alone in groups are a phone or an amount.
  return !groups.every((g) => ALL_DIGITS.test(g)) && agreeableNumber(text);
}

/** A reading with no unread number of any kind (agreeingUnreadNumber: the common case, read for every pair). */
function holdsNoNumber(r: ReadRecord): boolean {
  return r.numbers === undefined && r.schemeNumbers === undefined && r.spacedNumbers === undefined;
}

/**
 * The two records with the number they both hold read as the pack's unread_numbers field, when one record's
 * unread number (unreadNumbers) is the other's unread number or one of its identifiers, separators and case
 * folded; else the records as read. A record that sends that field under its own key keeps it.
 */
export function agreeingUnreadNumber(pack: EntityPack, a: ReadRecord, b: ReadRecord): { a: RecordInput; b: RecordInput } {
  const field = pack.unreadNumbers?.field;
  const pa = a.projected;
  const pb = b.projected;
  if (field === undefined || (holdsNoNumber(a) && holdsNoNumber(b))) return { a: pa, b: pb };
  // Session 49 (persons36r): a record that sends the field under its own key keeps it (nothing is matched into it),
  // but its other numbers of one series still stand apart: a sign-in sheet's own `Register No` (the sheet's row)
  // says nothing of whether the licence numbers it and the licence register quote are one holder's.
  const ownField = field in pa || field in pb;
  const found = ownField ? undefined : (matchNumber(pack, a.numbers, b) ?? swapped(matchNumber(pack, b.numbers, a)) ?? matchSpaced(pack, a, b) ?? swapped(matchSpaced(pack, b, a)));
  if (found !== undefined) return { a: { ...pa, [field]: found[0] }, b: { ...pb, [field]: found[1] } };
  const registerField = pack.unreadNumbers!.registerField;
  // Review of persons36r: with the field under a record's own key, numbers the two records share were never
  // matched, and oneRegisterApart (which leaves shared numbers to matchNumber) would read one number quoted on both
  // as register_field agreeing — evidence no rule of matchNumber weighed. Only oneSchemeApart, which reads a
  // shared number as no disagreement, is read then.
  const apart =
    registerField === undefined || registerField in pa || registerField in pb ? undefined : ((ownField ? undefined : oneRegisterApart(pack, a, b)) ?? oneSchemeApart(pack, a, b));
  return apart === undefined ? { a: pa, b: pb } : { a: { ...pa, [registerField!]: apart[0] }, b: { ...pb, [registerField!]: apart[1] } };
}

/**
 * Session 30 (unread_numbers.register_field): two records that each quote a number under a heading naming one
 * register (`Impfpass Nr` on both; `PERSAL/Pension No` against `Pension number`) and agree on no number at all
 * quote that register's numbers of two people, or of one person the register numbered twice: a register gives
 * the person on it one number, and the records that copy it copy that number. A name that agrees, with nothing
 * else, is then namesakes' as often as one person's, so the two numbers are read as register_field, whose
 * disagreement refutes a merge (the pair goes to review, never to different: a re-issued card, a second
 * account). The headings name one register when, less their number words, generic words (`id`, `code`,
 * `serial`, a row's `rec`), role words (a `Member No` of two clubs names the member, not the register) and
 * single letters (`A/C`), they share a word. The first such pair found: [a's, b's].
 */
function oneRegisterApart(pack: EntityPack, a: ReadRecord, b: ReadRecord): [string, string] | undefined {
  if (a.numbers === undefined || b.numbers === undefined) return undefined;
  for (let i = 0; i < a.numbers.length; i++) {
    for (let j = 0; j < b.numbers.length; j++) {
      if (headingsNameOneRegister(pack, a.numberKeys![i]!, b.numberKeys![j]!)) return [a.numbers[i]!, b.numbers[j]!];
    }
  }
  return undefined;
}

/**
 * oneRegisterApart's test, shared with signedUnreadKeys (session 45): two number headings name one register when,
 * less their number words, generic words, role words, role keys, qualifiers and single letters, they share a word
 * (one may write it cut short, `Reg` for `Registration`, or with its number word glued on, `Registratienr.`), or one
 * heading is the other's initialism (session 32: `SRN` against `Shareholder Reference Number`).
 */
export function headingsNameOneRegister(pack: EntityPack, keyA: string, keyB: string): boolean {
  const words = pack.headerWords;
  const spec = pack.unreadNumbers;
  if (spec === undefined) return false;
  const { genericWords: generic, gluedNumberEndings: glued } = spec;
  const naming = (key: string): string[] =>
    headingWords(key)
      .map((w) => withoutGluedNumberWord(w, glued))
      .filter(
        (w) => w.length > 1 && !generic.has(w) && !(words !== undefined && (words.numberWords.includes(w) || words.roleWords.has(w) || words.roleKeys.has(w) || words.qualifiers.has(w))),
      );
  const mine = naming(keyA);
  const theirs = naming(keyB);
  if (theirs.some((w) => mine.some((m) => m === w || abbreviates(m, w) || abbreviates(w, m)))) return true;
  const mineShort = initialismOf(headingWords(keyA));
  const theirShort = initialismOf(headingWords(keyB));
  return (mineShort !== undefined && theirs.includes(mineShort)) || (theirShort !== undefined && mine.includes(theirShort));
}

/**
 * Session 34: two records that quote no number alike, one of them under a heading the pack reads under no key,
 * the other under no key either or under a key of a register's own people (unread_numbers.own_scheme.fields: a
 * patient's, an employee's, a member's or a student's number), quote two numbers of ONE scheme when their
 * headings name one register (oneRegisterApart's test: `Pers.-Nr.` against `Personalnummer`) or when the numbers
 * are written in one shape that carries the scheme's own letters — a practice's `OPD-`, `DC/`, `PT` before the
 * same count of digits in the same places (sameScheme) — or, all digits, are as long as each other under one
 * heading written alike (`Patient ID` on both). An organisation numbers the people on its books in one series,
 * so two numbers of it are two people's as often as one person's: a mother and a daughter on a practice's
 * books, namesakes on one payroll. Two systems' numbers (a hospital's `UCH/…` and a laboratory's `LAB-…`, a
 * register's 6 digits and a payment system's 8) differ in letters or length and say nothing. The pair is read
 * as register_field, as oneRegisterApart's, whose disagreement refutes a merge (review, never different). Two
 * numbers both read under one own key are that key's comparator's to compare. The first such pair: [a's, b's].
 */
function oneSchemeApart(pack: EntityPack, a: ReadRecord, b: ReadRecord): [string, string] | undefined {
  const spec = pack.unreadNumbers!;
  const { genericWords: generic, gluedNumberEndings: glued } = spec;
  const words = pack.headerWords;
  const naming = (key: string): string[] =>
    headingWords(key)
      .map((w) => withoutGluedNumberWord(w, glued))
      .filter(
        (w) => w.length > 1 && !generic.has(w) && !(words !== undefined && (words.numberWords.includes(w) || words.roleWords.has(w) || words.roleKeys.has(w) || words.qualifiers.has(w))),
      );
  // Session 37: a role's word with its number word written onto it (`Donornummer`, `Donornr`, `Spendernummer`)
  // names the role as `Donor No` does, and two headings that differ only so are one heading written alike.
  const unglued = (key: string): string[] => headingWords(key).map((w) => withoutGluedNumberWord(w, glued)).filter((w) => !(words?.numberWords.includes(w) ?? false) && !generic.has(w));
  // Each number with its heading's words, read once per record.
  const entry = (key: string, value: string, keyed: boolean) => {
    const plain = unglued(key);
    // A heading of generic words alone (`ID`, `Rec No`) may number the export's rows, not the people: the
    // shape is read only under headings that name a register or the person (`Patient ID`).
    const nameWords = naming(key);
    return { key, value, keyed, naming: nameWords, named: nameWords.length > 0 || plain.some((w) => spec.schemeRoles.has(w)), heading: plain.join('_') };
  };
  const side = (r: ReadRecord): { key: string; value: string; keyed: boolean; field?: string }[] => [
    ...(r.numbers ?? []).map((value, i) => ({ key: r.numberKeys![i]!, value, keyed: false })),
    ...(r.schemeNumbers ?? []).map((n) => ({ key: n.key, value: n.value, keyed: n.unread !== true, field: n.field })),
  ];
  const [numbersA, numbersB] = [side(a), side(b)];
  if (numbersA.length === 0 || numbersB.length === 0) return undefined;
  // Any number the two records share (under any of these headings) is the agreement: nothing is apart.
  if (numbersA.some((x) => numbersB.some((y) => normaliseId(x.value) === normaliseId(y.value)))) return undefined;
  const shapeOnly = (field: string | undefined): boolean => field !== undefined && spec.schemeShapeFields.includes(field);
  const mine = numbersA.map((n) => ({ ...entry(n.key, n.value, n.keyed), field: n.field, shapeOnly: shapeOnly(n.field) }));
  const theirs = numbersB.map((n) => ({ ...entry(n.key, n.value, n.keyed), field: n.field, shapeOnly: shapeOnly(n.field) }));
  for (const x of mine) {
    for (const y of theirs) {
      // Session 49 (persons36r): two numbers read under one own key are that key's comparator's; under two keys
      // (a door supervisor's `Licence number`, read as a driving licence, against a sign-in sheet's `Badge no.`)
      // no comparator compares them, and one shape with the series' letters still makes them one series.
      // Review of persons36r: only when one key is a shape-only key. Two other own keys are two registers a person
      // is on at once (`ANC Reg No` / a maternity register's `Reg No`, `Medical record number` / `Medical aid
      // number`, a nurse's `Staff No` / `Patient No` at her own hospital): a word or a shape in common says nothing.
      if (x.keyed && y.keyed && (x.field === y.field || !(x.shapeOnly || y.shapeOnly))) continue;
      // A number under a shape-only key (own_scheme.shape_fields) is of the other's series by its letters alone.
      if (x.shapeOnly || y.shapeOnly) {
        if (x.named && y.named && sameScheme(x.value, y.value, false)) return [x.value, y.value];
        continue;
      }
      const oneRegister = y.naming.some((w) => x.naming.some((m) => m === w || abbreviates(m, w) || abbreviates(w, m)));
      if (oneRegister || (x.named && y.named && sameScheme(x.value, y.value, fieldNameForm(x.key) === fieldNameForm(y.key) || x.heading === y.heading))) return [x.value, y.value];
    }
  }
  return undefined;
}

const SCHEME_LETTERS = /\p{L}/u;
/**
 * Whether two numbers are written in one scheme's shape: separators and case folded, the same letters in the same
 * places and digits in the others (`OPD-570417` / `OPD 205426`, `DC/2016/2142` / `DC/2021/4073`), with at least
 * one letter; or all digits, as long as each other, under one heading (`sameHeading`).
 */
export function sameScheme(x: string, y: string, sameHeading: boolean): boolean {
  const sx = normaliseId(x).replace(DIGITS, '9');
  if (sx !== normaliseId(y).replace(DIGITS, '9')) return false;
  return SCHEME_LETTERS.test(sx) || sameHeading;
}

/**
 * Session 33: a heading word with its number word written onto it (German and Dutch compounds and their short
 * forms: `Personalnr.`, `Mitgliedsnummer`, `Lidnr`; unread_numbers.glued_number_endings) names the register
 * by its stem, as `Personal-Nr.` or `Mitglieds-Nr.` on the other record do; a stem of three letters or fewer is
 * no word of its own (`Konr`), and the word stays as written.
 */
export function withoutGluedNumberWord(word: string, endings: readonly string[]): string {
  for (const end of endings) if (word.length >= end.length + 4 && word.endsWith(end)) return word.slice(0, -end.length);
  return word;
}

/**
 * Session 33: whether `short` is `long` cut short, the way a narrow column heads a register: three letters or
 * more that begin a word at least two letters longer (`App No` for `Application No`, `Cert No` for
 * `Certificate No`, `Reg No` for `Registration No`). One letter fewer is a word's other form (`card` / `car`).
 */
export function abbreviates(short: string, long: string): boolean {
  return short.length >= 3 && long.length >= short.length + 2 && long.startsWith(short);
}

/**
 * Whether the heading's word at `k`, a word naming another party that also names a number (unread_numbers
 * number_nouns: `reference`), heads a number here: after a word saying whose number it is and before a number
 * word (`Teacher Reference Number`, `Shareholder Reference No`). `Reference`, `Reference Name` or `Reference 1
 * Phone` alone still name a referee, or a transaction, and stay out.
 */
function namesANumber(pack: EntityPack, heading: readonly string[], k: number): boolean {
  const nouns = pack.unreadNumbers?.numberNouns;
  const numberWords = pack.headerWords?.numberWords;
  if (nouns === undefined || numberWords === undefined || !nouns.has(heading[k]!) || k === 0 || k + 1 >= heading.length) return false;
  return numberWords.includes(heading[k + 1]!);
}

/**
 * Session 34: whether the heading's word at `k` is a reference word (unread_numbers.own_scheme.refs: `ref`, which
 * alone numbers a transaction or a case) written after a role word naming the one person an organisation keeps on
 * its books, or the organisation keeping them (own_scheme.roles: `Patient Ref`, `Client Ref`, `Clinic Ref`): it
 * heads that person's number there, as `Patient No` does. The organisation's word before it (`clinic`, another
 * party alone) is then read with it. An application's, a booking's or a payment's ref stays out (session 33: a household shares an
 * application, its reference rides on each member's record).
 */
function roleRef(pack: EntityPack, heading: readonly string[], k: number): boolean {
  const spec = pack.unreadNumbers;
  return spec !== undefined && k > 0 && spec.schemeRefs.has(heading[k]!) && spec.schemeRoles.has(heading[k - 1]!);
}

/**
 * Session 34: whether the heading's word at `k` (unread_numbers.own_scheme.series_words: `file`, which names
 * another party's file as often as not) comes right before a number word (`File No`, `Akte Nr.`): it heads the
 * number of the person's own file at the organisation, as a hospital's `Folder No` does.
 */
function ownSeries(pack: EntityPack, heading: readonly string[], k: number): boolean {
  const spec = pack.unreadNumbers;
  const numberWords = pack.headerWords?.numberWords;
  return spec !== undefined && numberWords !== undefined && spec.seriesWords.has(heading[k]!) && k + 1 < heading.length && numberWords.includes(heading[k + 1]!);
}

/**
 * Session 36: one record's spaced register number (spacedNumberShaped) and the other's unread number or identifier
 * written as one token, the same separators and case folded: [the spaced one, the other].
 */
function matchSpaced(pack: EntityPack, spacedSide: ReadRecord, other: ReadRecord): [string, string] | undefined {
  if (spacedSide.spacedNumbers === undefined) return undefined;
  const theirs = [...(other.numbers ?? [])];
  for (const f of pack.idFields) {
    const v = other.projected[f];
    if (typeof v === 'string' || typeof v === 'number') theirs.push(String(v));
  }
  for (const mine of spacedSide.spacedNumbers) {
    const id = normaliseId(mine);
    const hit = theirs.find((t) => !WHITESPACE_RUN.test(t.trim()) && normaliseId(t) === id);
    if (hit !== undefined) return [mine, hit];
  }
  return undefined;
}

function swapped(pair: [string, string] | undefined): [string, string] | undefined {
  return pair === undefined ? undefined : [pair[1], pair[0]];
}

/** The first of `numbers` the other record holds as an unread number or an identifier: [this side's, the other's]. */
function matchNumber(pack: EntityPack, numbers: readonly string[] | undefined, other: ReadRecord): [string, string] | undefined {
  if (numbers === undefined) return undefined;
  const theirs = [...(other.numbers ?? [])];
  for (const f of pack.idFields) {
    const v = other.projected[f];
    if (typeof v === 'string' || typeof v === 'number') theirs.push(String(v));
  }
  for (const mine of numbers) {
    const id = normaliseId(mine);
    const hit = theirs.find((t) => normaliseId(t) === id);
    if (hit !== undefined) return [mine, hit];
  }
  return undefined;
}

/** A part's place beyond any key's, so a key of the part itself read later wins over a rest key (restOfPart). */
const REST_PLACE = Number.MAX_SAFE_INTEGER;

/**
 * Session 36 (composed.<field>.rest): two keys of one part of a name, `kept` read for it and `other` beside it,
 * where `other` is a rest key (`Other Names` beside `First Name`, a West African or Kenyan register's columns):
 * `other` holds the given names the first column leaves out, and is read as the part rest names (the middle
 * names) when no key of that part is sent and it shares no word with `kept` (a column repeating the first name is
 * the same names, and loses as before). Returns whether `other` was read so.
 */
function restOfPart(pack: EntityPack, record: RecordInput, byPart: Map<number, { key: string; place: number }>, kept: string, other: string): boolean {
  const hitOf = (key: string) => pack.partIndex.get(fieldNameForm(key));
  const into = hitOf(other)?.rest;
  if (into === undefined || hitOf(kept)?.rest !== undefined || byPart.has(into)) return false;
  const keptWords = new Set(nameWords(String(record[kept])));
  if (nameWords(String(record[other])).some((w) => keptWords.has(w))) return false;
  byPart.set(into, { key: other, place: REST_PLACE });
  return true;
}

/**
 * Whether a record's field-named column (`Name`, rank 0 or 1: the field's own key) holds the family name its
 * given-name column (`Vorname`, `First Name`) leaves out: the record sends a given-name part and no family-name
 * part, and the column holds none of the given names' words. Registers that write `Name, Vorname` (German,
 * Austrian, Swiss; Dutch `Naam, Voornaam`) put the surname alone under Name; a CRM that sends the whole name
 * under Name beside a First Name repeats the given name there, and stays read as the whole name.
 */
function familyNameColumn(record: RecordInput, wholeKey: string, byPart: ReadonlyMap<number, { key: string }>, partCount: number): boolean {
  const given = byPart.get(0);
  if (given === undefined || partCount < 2 || byPart.has(partCount - 1)) return false;
  const whole = record[wholeKey];
  const first = record[given.key];
  if (typeof whole !== 'string' || (typeof first !== 'string' && typeof first !== 'number') || isTokenised(whole)) return false;
  const held = new Set(nameWords(whole));
  const givenWords = nameWords(String(first));
  return givenWords.length > 0 && held.size > 0 && !givenWords.some((w) => held.has(w));
}

/** A name's words in the form they are compared in here: field-name form, split at its underscores. */
function nameWords(v: string): string[] {
  return fieldNameForm(v)
    .split('_')
    .filter((w) => w !== '');
}

/**
 * Whether a record's whole-name column (`Full Names`, `Names`, `Name`) holds the given names its family-name
 * column (`Surname`) leaves out: the record sends the family-name part and no given-name part, and no word of
 * the column is the surname or begins as it does (a surname slipped by a letter is still the surname, and the
 * column then stays the whole name). South African forms head the given names `Full Names` under `Surname`
 * (the Department of Home Affairs' layout, copied by banks, insurers and firearm and voter registers); a
 * Kenyan or Nigerian form writes `Surname` then `Names` or `Other Names`. Read alone, the record would be the
 * surname only.
 */
function givenNamesColumn(record: RecordInput, wholeKey: string, byPart: ReadonlyMap<number, { key: string }>, partCount: number): boolean {
  const family = byPart.get(partCount - 1);
  if (family === undefined || partCount < 2 || byPart.has(0)) return false;
  const whole = record[wholeKey];
  const last = record[family.key];
  if (typeof whole !== 'string' || (typeof last !== 'string' && typeof last !== 'number') || isTokenised(whole)) return false;
  const surname = nameWords(String(last));
  const held = nameWords(whole);
  return surname.length > 0 && held.length > 0 && !held.some((w) => surname.some((s) => w === s || (w.length >= 3 && s.length >= 3 && w.slice(0, 3) === s.slice(0, 3))));
}

/**
 * The roles a record's person is related to (`Relationship to Applicant` → applicant), when the record also
 * names a person under another key of the subject field (a role, a name, or the name's parts): the key of a
 * related role (`Applicant`) then names that other person, never the record's own. A guarantor section
 * names the applicant it guarantees; a claim form names the deceased the claimant is related to. Without
 * another name (a hospital's `Patient Name` beside `Relationship to Patient`, the next of kin's column), the
 * related role's key stays the record's person: someone else in the record is related to them.
 */
function relatedRoles(pack: EntityPack, record: RecordInput): Set<string> | undefined {
  let related: Set<string> | undefined;
  for (const key in record) {
    const to = keyReading(pack, key).relatedTo;
    if (to === undefined || isEmptyValue(record[key])) continue;
    related ??= new Set();
    related.add(to);
  }
  if (related === undefined) return undefined;
  for (const key in record) {
    const reading = keyReading(pack, key);
    const hit = reading.hit;
    if (hit === null || hit.field !== pack.headerWords?.subject || 'alsoPlace' in hit || isEmptyValue(record[key])) continue;
    if (('part' in hit && hit.role === undefined) || reading.role === undefined || !related.has(reading.role)) return related;
  }
  return undefined;
}

/**
 * The name's parts under a role of the record's person (`Holder Surname`, `Holder Forenames`; packs.ts
 * roleColumnHit), read as the name's parts when the record names no part under the part's own key (those
 * win, as any key of a field wins over a header read by its words) and all of them name one role: two
 * roles' parts (`Holder Surname` beside `Driver Surname`) name two people, and none is read. Returns the
 * role they were read under, or undefined.
 */
function readRoleParts(
  roleParts: readonly { key: string; field: string; part: number; place: number; role: string }[],
  parts: Map<string, Map<number, { key: string; place: number }>>,
  losers: string[],
): string | undefined {
  const role = roleParts[0]!.role;
  if (roleParts.some((p) => p.role !== role || parts.has(p.field))) {
    losers.push(...roleParts.map((p) => p.key));
    return undefined;
  }
  for (const p of roleParts) {
    const byPart = parts.get(p.field) ?? new Map<number, { key: string; place: number }>();
    parts.set(p.field, byPart);
    if (byPart.has(p.part)) losers.push(p.key);
    else byPart.set(p.part, { key: p.key, place: p.place });
  }
  return role;
}

/**
 * A role's own columns (`Nominee DOB`, `Nominee Phone`, `Guarantor Address`) are the record's person's when the
 * name was read under that role (`Nominee`, `Guarantor Name`): one form section describes one person, each
 * column prefixed by its role (header_words ownRoles: the role keys, and the name's one-word keys such as
 * claimant or patient). Read at the rank of a header read by its words (a key of the field itself
 * wins); beside another role's name, or a name read from its parts, they stay unread (the policyholder's
 * record does not take the nominee's birth date).
 */
function readRoleColumns(
  pack: EntityPack,
  columns: readonly { key: string; field: string; role: string; unreadElse?: boolean }[],
  chosen: Map<string, { key: string; rank: number }>,
  parts: Map<string, unknown> | undefined,
  losers: string[],
  partsRole: string | undefined,
  unknown: string[],
  namedUnder: (role: string) => boolean,
): void {
  const words = pack.headerWords!;
  const subject = words.subject!;
  const name = chosen.get(subject);
  const fromParts = parts?.has(subject) === true && (name === undefined || name.rank >= wordsRank(pack, subject));
  // A name read from a role's parts (`Holder Surname`, `Holder Forenames`) was read under that role.
  const named = fromParts ? partsRole : name === undefined ? undefined : keyReading(pack, name.key).role;
  // A party named by the phrase rule alone (`Sender Name` of a remittance) is one side of a transaction, not
  // a role the record is about: its columns stay unread, as before.
  const role = named !== undefined && pack.headerWords!.ownRoles.has(named) ? named : undefined;
  // Session 49 (persons49, role_keys.one_party): a record may name its one party under one role and head that
  // party's other columns with another role naming the same party (a maintenance order's `Paying parent` or
  // `Judgment debtor` beside `Respondent DOB`, `Respondent NIN`): such a column is the person's own where no key of
  // the record names anyone under its role (the respondent is not named apart, so the columns are the paying parent's).
  // Session 49 review: a name key that also names its person as the other side of the case (`Paying parent
  // (applicant)`, `Applicant / debtor`: a variation or a discharge the paying parent or the debtor brought) makes the
  // respondent someone else, so the group reads no other role's columns there (role_keys.one_party.other_side).
  const otherSide = name !== undefined && !fromParts && headingWords(name.key).some((w) => words.onePartyOtherSide.has(w));
  const group = role === undefined || otherSide ? undefined : words.onePartyOf.get(role);
  const sameParty = (r: string): boolean => r === role || (group !== undefined && words.onePartyOf.get(r) === group && !namedUnder(r));
  for (const c of columns) {
    if (role === undefined || !sameParty(c.role) || chosen.has(c.field)) {
      // Words before an identifier's key that name no person — no role, no role word, no other party — name the
      // scheme or the register that issued the number (`MRN / Hospital No`, `TB Reg No`, `Learner Licence Cert
      // No`, an agency's acronym before `Reg. No.`): the column is the record's own number under a heading the
      // pack does not read, kept aside for the unread-number reading (agreement only) as any such column is.
      // Session 49: a role's column written field first that no reading took before this session (`Data ur. inwestora`
      // beside another role's name) stays unread as it was, so an agreeing number under it is still read as one.
      if ((pack.idFields.includes(c.field) && !namesSomeone(words, c.role)) || c.unreadElse === true) unknown.push(c.key);
      else losers.push(c.key);
      continue;
    }
    chosen.set(c.field, { key: c.key, rank: wordsRank(pack, c.field) });
  }
}

/** Whether a role read before a field's key names a person: a role, a role word or another party in any of its words. */
function namesSomeone(words: NonNullable<EntityPack['headerWords']>, role: string): boolean {
  if (words.ownRoles.has(role) || words.roleKeys.has(role)) return true;
  return role.split('_').some((w) => words.roleWords.has(w) || words.roleKeys.has(w) || words.roleNotAfter.has(w) || words.subjectWords.has(w));
}

/**
 * The number of a record that names its identifier's kind (pack identifier_type): read as the field its
 * written type names (`Passport` → passport, `Voter card` → voter_id), unless the record also carries
 * that field under its own key, which wins. A type the pack does not know leaves the number unread
 * (listed as ignored): read as a national id, a voter card's number would conflict with the real one.
 * Without a type the number is read as its own key says (id_number: the national id); a type without
 * a number is ignored.
 */
function routeTypedNumber(
  pack: EntityPack,
  record: RecordInput,
  typeKey: string | undefined,
  numberKey: string | undefined,
  chosen: Map<string, { key: string; rank: number }>,
  losers: string[],
): void {
  if (numberKey === undefined) {
    losers.push(typeKey!);
    return;
  }
  const typeValue = typeKey === undefined ? undefined : record[typeKey];
  let field: string | undefined;
  if (typeKey === undefined) {
    const hit = keyReading(pack, numberKey).hit;
    field = hit !== null && 'place' in hit && !('part' in hit) ? hit.field : undefined;
  } else if (typeof typeValue === 'string') field = pack.identifierType!.fieldOfType.get(identifierTypeForm(typeValue));
  if (field === undefined) {
    losers.push(numberKey);
    if (typeKey !== undefined) losers.push(typeKey);
    return;
  }
  // After every key of the field itself (rank below any alias's): the field's own key wins.
  if (chosen.has(field)) losers.push(numberKey);
  else chosen.set(field, { key: numberKey, rank: Number.MAX_SAFE_INTEGER });
}

/**
 * Travel-document elements (pack identifier_type.element_keys: a DOCS field, `P/NGA/B34751457`): the number
 * is read as the identifier its type code names (`P` → passport), its issuing country written before it
 * as the comparator's `CC:` prefix, so a passport number sent that way meets the same number another
 * register sends under its own name and never meets a passport of another country. A record that also
 * carries the field under its own key (or as id_type + id_number) is read by that key; an element of a
 * type the pack does not know is ignored; a value with no element in it is unparsed. The first element
 * of a kind wins.
 */
function routeElements(
  pack: EntityPack,
  record: RecordInput,
  keys: readonly string[],
  chosen: Map<string, { key: string; rank: number }>,
  derived: Map<string, { key: string; value: string }>,
  losers: string[],
  unparsed: string[],
): void {
  for (const key of keys) {
    const value = record[key];
    const element = typeof value === 'string' ? readDocumentElement(value) : null;
    if (element === null) {
      listName(unparsed, key);
      continue;
    }
    const field = pack.identifierType!.fieldOfType.get(identifierTypeForm(element.type));
    if (field === undefined || chosen.has(field) || derived.has(field)) {
      losers.push(key);
      continue;
    }
    derived.set(field, { key, value: element.issuer === null ? element.number : `${element.issuer}:${element.number}` });
  }
}

/** The pack's canonical fields carried by the record (see readRecord for which key wins). */
export function projectRecord(pack: EntityPack, record: RecordInput): RecordInput {
  return readRecord(pack, record).projected;
}

interface CachedId {
  entityType: string;
  keys: string[];
  values: FieldValue[];
  id: string;
}

// A record compared with many candidates (blocking) would be hashed once per pair. The id is cached
// per record object and reused only while the object still holds exactly the same flat fields (a
// shallow check of every key and scalar value), so a caller that mutates a record gets a fresh id.
// Records with nested values (structured addresses, admin paths) are always hashed.
const idCache = new WeakMap<object, CachedId>();

function isFlat(record: RecordInput): boolean {
  for (const k in record) {
    const v = record[k];
    if (v !== null && typeof v === 'object') return false;
  }
  return true;
}

function unchanged(cached: CachedId, entityType: string, record: RecordInput): boolean {
  if (cached.entityType !== entityType) return false;
  const keys = Object.keys(record);
  if (keys.length !== cached.keys.length) return false;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    if (k !== cached.keys[i] || !Object.is(record[k], cached.values[i])) return false;
  }
  return true;
}

/** `rec:` id of one side: the record exactly as given, under the entity name requested. */
export function recordId(entityType: string, attributes: RecordInput): string {
  const cached = idCache.get(attributes);
  if (cached && unchanged(cached, entityType, attributes)) return cached.id;
  const id = contentId('rec', { schema: RECORD_SCHEMA, entity_type: entityType, attributes });
  if (isFlat(attributes)) {
    const keys = Object.keys(attributes);
    idCache.set(attributes, { entityType, keys, values: keys.map((k) => attributes[k]!), id });
  }
  return id;
}
