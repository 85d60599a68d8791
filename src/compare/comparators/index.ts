// The comparator registry: kind → function. Field kinds receive the two field values; record kinds
// (geo) receive both records.
import { compareAddressField, comparePremises } from './address.js';
import { compareAges, readAgeRange } from './age.js';
import { compareBrandedNames, compareBrands } from './brand.js';
import { compareCategories } from './category.js';
import { compareContainment } from './containment.js';
import { compareDates } from './date.js';
import { compareEmails } from './email.js';
import { compareGeo } from './geo.js';
import { compareIdentifiers } from './identifier.js';
import { compareModelCodes } from './modelCode.js';
import { compareNames, namesNobodyByWord } from './personName.js';
import { comparePhones } from './phone.js';
import { compareSex, readSex } from './sex.js';
import { comparePlaceNames } from './placeName.js';
import { compareCodes, compareLines, compareMarkers, compareRivals, compareSpecs } from './product.js';
import { titlesInEnglish } from './productData.js';
import { compareQuantities } from './quantity.js';
import { compareTfTokens } from './tfToken.js';
import { compareTypes } from './typeKind.js';
import { asText, RECORD_KINDS, type ComparatorKind, type FieldComparator, type FieldValue, type RecordComparator, type RecordKind } from './types.js';
import { compareTitles } from './workTitle.js';
import { normaliseId } from '../normalise.js';
import { readDate } from './date.js';
import { isReadableEmail } from './email.js';
import { isReadablePhone } from './phone.js';

/** A product comparator (one with a category) reading both titles in English first (productData.titlesInEnglish). */
function inEnglish(compare: FieldComparator): FieldComparator {
  return (a, b, spec, ctx) => {
    if (spec.category === undefined) return compare(a, b, spec, ctx);
    const [ea, eb] = titlesInEnglish(a, b);
    return compare(ea, eb, spec, ctx);
  };
}

export const FIELD_COMPARATORS: Readonly<Record<Exclude<ComparatorKind, RecordKind>, FieldComparator>> = {
  name: compareNames,
  placename: comparePlaceNames,
  tftoken: compareTfTokens,
  type: compareTypes,
  id: compareIdentifiers,
  phone: comparePhones,
  email: compareEmails,
  date: compareDates,
  address: compareAddressField,
  premises: comparePremises,
  category: compareCategories,
  sex: compareSex,
  containment: compareContainment,
  code: compareCodes,
  spec: inEnglish(compareSpecs),
  rival: inEnglish(compareRivals),
  marker: inEnglish(compareMarkers),
  line: inEnglish(compareLines),
  quantity: compareQuantities,
  title: compareTitles,
};

/**
 * Whether a comparator can read one value at all (kinds not listed read any non-empty value). A value
 * that fails is reported in the receipt's `unread.unparsed` and compares as missing, never as a
 * disagreement.
 */
export const FIELD_READABLE: Readonly<Partial<Record<ComparatorKind, (value: FieldValue) => boolean>>> = {
  date: (v) => readDate(asText(v)).length > 0,
  id: (v) => normaliseId(asText(v)) !== '',
  phone: (v) => isReadablePhone(asText(v)),
  email: (v) => isReadableEmail(asText(v)),
  sex: (v) => readSex(asText(v)) !== undefined,
  age: (v) => readAgeRange(asText(v)) !== null,
};

/** Values a kind reads that record nothing of the entity (a name of titles only): as absent where a merge needs the field compared. */
export const FIELD_RECORDS_NOTHING: Readonly<Partial<Record<ComparatorKind, (value: FieldValue) => boolean>>> = {
  name: (v) => typeof v === 'string' && namesNobodyByWord(v),
};

export const RECORD_COMPARATORS: Readonly<Record<RecordKind, RecordComparator>> = {
  geo: compareGeo,
  model: compareModelCodes,
  brand: compareBrands,
  branded_name: compareBrandedNames,
  age: compareAges,
};

const RECORD_KIND_SET: ReadonlySet<ComparatorKind> = new Set(RECORD_KINDS);

/** True for the kinds that read whole records (RECORD_COMPARATORS). */
export function isRecordKind(kind: ComparatorKind): kind is RecordKind {
  return RECORD_KIND_SET.has(kind);
}

/** Kinds whose agreement is a product's code: a distinctive signal for the gate. */
export const CODE_KINDS: ReadonlySet<ComparatorKind> = new Set(['code', 'model']);

/** Kinds that can clear the distinctive-signal gate. */
export const NAME_LIKE_KINDS: ReadonlySet<ComparatorKind> = new Set(['name', 'placename', 'tftoken', 'branded_name', 'title']);
/** Identifier kinds: an exact agreement clears the gate by itself. */
export const IDENTIFIER_KINDS: ReadonlySet<ComparatorKind> = new Set(['id', 'phone', 'email']);
/** Kinds whose values are structured (objects), so de-identification tokens do not apply. */
export const STRUCTURED_KINDS: ReadonlySet<ComparatorKind> = new Set(['containment']);
