// The comparator registry: kind → function. Field kinds receive the two field values; record kinds
// (geo) receive both records.
import { compareAddresses, comparePremises } from './address.js';
import { compareCategories } from './category.js';
import { compareContainment } from './containment.js';
import { compareDates } from './date.js';
import { compareEmails } from './email.js';
import { compareGeo } from './geo.js';
import { compareIdentifiers } from './identifier.js';
import { compareNames } from './personName.js';
import { comparePhones } from './phone.js';
import { comparePlaceNames } from './placeName.js';
import { compareCodes, compareRivals, compareSpecs } from './product.js';
import { compareTfTokens } from './tfToken.js';
import { compareTypes } from './typeKind.js';
import type { ComparatorKind, FieldComparator, FieldValue, RecordComparator } from './types.js';
import { asText } from './types.js';
import { normaliseId } from '../normalise.js';
import { readDate } from './date.js';
import { isReadableEmail } from './email.js';
import { isReadablePhone } from './phone.js';

export const FIELD_COMPARATORS: Readonly<Record<Exclude<ComparatorKind, 'geo'>, FieldComparator>> = {
  name: compareNames,
  placename: comparePlaceNames,
  tftoken: compareTfTokens,
  type: compareTypes,
  id: compareIdentifiers,
  phone: comparePhones,
  email: compareEmails,
  date: compareDates,
  address: compareAddresses,
  premises: comparePremises,
  category: compareCategories,
  containment: compareContainment,
  code: compareCodes,
  spec: compareSpecs,
  rival: compareRivals,
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
};

export const RECORD_COMPARATORS: Readonly<Record<'geo', RecordComparator>> = {
  geo: compareGeo,
};

/** Kinds that can clear the distinctive-signal gate. */
export const NAME_LIKE_KINDS: ReadonlySet<ComparatorKind> = new Set(['name', 'placename', 'tftoken']);
/** Identifier kinds: an exact agreement clears the gate by itself. */
export const IDENTIFIER_KINDS: ReadonlySet<ComparatorKind> = new Set(['id', 'phone', 'email']);
/** Kinds whose values are structured (objects), so de-identification tokens do not apply. */
export const STRUCTURED_KINDS: ReadonlySet<ComparatorKind> = new Set(['containment']);
