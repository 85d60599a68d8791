// Addresses, component by component: street (weight 2.5), postal code (2.0; one keying error 0.5; an
// alphanumeric code of the outward/inward kind — British `TQ13 8DF`, Canadian `K1A 0B6` — that agrees in
// its outward part, the district, and differs in the rest 0.4),
// premises and street number (1.5 each, exact: 12 and 14 Zaria Road are different doors; so are the
// numbers in a street's name: 12th and 13th Street; ordinal words read as numbers), locality
// words (1.0, a fuzzy word overlap). Only components both sides carry are compared; equal raw text → 1.0; nothing
// shared → the fuzzy similarity of the raw texts; locality alone (same town) is capped at 0.6.
// The premises comparator of the organisation pack refutes on a different door number. A post-office box
// (PO Box, Private Bag, PMB, and other languages' boxes: Postfach, Apartado de Correos, Boîte postale,
// Skrytka pocztowa, Privaatsak; or Poste restante) on one side only abstains (null): a box and a home are two addresses one person
// holds at once.
// Segments recorded in another order ("17 Lypiatt, Maddock Place" / "17 Maddock Place, Lypiatt",
// a building name before or after the street) defeat the component reading, so when no door number
// or postal code contradicts, the two addresses are also read as bags of words (numbers left out:
// the components judge them) and the better reading stands.
import { memoiseString } from '../../core/memo.js';
import { fuzzySimilarity, MAX_FUZZY_LENGTH } from '../similarity.js';
import { namesPoBox as textNamesPoBox } from '../../places/addressTokens.js';
import { type AddressParts, parseAddress } from './addressParts.js';
import { isOneKeyingError } from './identifier.js';
import { wordSetSimilarity } from './placeName.js';
import type { ComparatorResult, FieldValue } from './types.js';
import { asText } from './types.js';

const WEIGHTS = { street: 2.5, postal_code: 2, premises: 1.5, street_number: 1.5, locality: 1 };
const LOCALITY_ONLY_CAP = 0.6;
/** Words with a digit (door numbers, 12th) are left out of the word bag: the components judge them. */
const HAS_DIGIT = /[0-9]/;
/**
 * Postal codes written outward part + three-character inward part (British, Canadian), spaces removed.
 * The outward part names a district (a few thousand addresses): the same person's records carry
 * codes of one district far more often than two people's do — a move within the district, or a unit
 * keyed from a neighbouring door — so a shared district is a partial agreement, never a full one.
 * Numeric codes are not read this way: how much their leading digits say differs by country.
 */
const OUTWARD_INWARD = /^(?:[a-z]{1,2}[0-9][a-z0-9]?|[a-z][0-9][a-z])[0-9][a-z0-9][a-z0-9]$/;
const SAME_DISTRICT = 0.4;

function postalSimilarity(x: string, y: string): number {
  if (x === y) return 1;
  if (isOneKeyingError(x, y, 4)) return 0.5;
  return OUTWARD_INWARD.test(x) && OUTWARD_INWARD.test(y) && x.slice(0, -3) === y.slice(0, -3) ? SAME_DISTRICT : 0;
}

function wordsOf(raw: string): string[] {
  return raw.split(' ').filter((w) => w !== '' && !HAS_DIGIT.test(w));
}

/** An address's door: its premises number, else its street number. */
function door(p: Readonly<AddressParts>): string | undefined {
  return p.premises ?? p.street_number;
}

/** Door numbers and postal codes agree or are absent on a side (one keying error in a postal code allowed). */
function numbersConsistent(a: Readonly<AddressParts>, b: Readonly<AddressParts>): boolean {
  const da = door(a);
  const db = door(b);
  if (da !== undefined && db !== undefined && da !== db) return false;
  if (a.street !== undefined && b.street !== undefined && streetNumbersDiffer(a.street, b.street)) return false;
  const pa = a.postal_code;
  const pb = b.postal_code;
  return pa === undefined || pb === undefined || pa === pb || isOneKeyingError(pa, pb, 4);
}

/** Word-bag reading of two addresses whose numbers do not contradict (0 otherwise). */
function wordBagSimilarity(a: Readonly<AddressParts>, b: Readonly<AddressParts>): number {
  if (a.raw.length > MAX_FUZZY_LENGTH || b.raw.length > MAX_FUZZY_LENGTH || !numbersConsistent(a, b)) return 0;
  return wordSetSimilarity(wordsOf(a.raw), wordsOf(b.raw));
}

const DIGIT_RUN = /[0-9]+/;

/**
 * Street names compared fuzzily, except their numbers: 12th Street and 13th Street (or Route 9 and
 * Route 8) are different streets, as 12 and 14 Zaria Road are different doors, not typos of each other.
 * The street's own number is its first; later ones may describe cross streets ("between 50th and 51st").
 */
function streetNumbersDiffer(x: string, y: string): boolean {
  const nx = DIGIT_RUN.exec(x);
  const ny = DIGIT_RUN.exec(y);
  return nx !== null && ny !== null && nx[0] !== ny[0];
}

function streetSimilarity(x: string, y: string): number {
  return streetNumbersDiffer(x, y) ? 0 : fuzzySimilarity(x, y);
}

const EXACT_PARTS = ['premises', 'street_number', 'postal_code'] as const;

export function addressSimilarity(a: Readonly<AddressParts>, b: Readonly<AddressParts>): number {
  if (a.raw === '' || b.raw === '') return 0;
  if (a.raw === b.raw) return 1;
  let num = 0;
  let den = 0;
  let onlyLocality = true;
  // Premises, door number and postal code, in that order (a loop, not a closure built per pair of addresses).
  for (const k of EXACT_PARTS) {
    const x = a[k];
    const y = b[k];
    if (x === undefined || y === undefined) continue;
    // A postal code one keystroke off is half an agreement, one district 0.4; door numbers must be equal.
    const s = k === 'postal_code' ? postalSimilarity(x, y) : x === y ? 1 : 0;
    num += WEIGHTS[k] * s;
    den += WEIGHTS[k];
    onlyLocality = false;
  }
  if (a.street !== undefined && b.street !== undefined) {
    num += WEIGHTS.street * streetSimilarity(a.street, b.street);
    den += WEIGHTS.street;
    onlyLocality = false;
  }
  if (a.locality.length > 0 && b.locality.length > 0) {
    num += WEIGHTS.locality * wordSetSimilarity(a.locality, b.locality);
    den += WEIGHTS.locality;
  }
  if (den === 0) return fuzzySimilarity(a.raw, b.raw);
  const score = num / den;
  if (onlyLocality) return Math.min(score, LOCALITY_ONLY_CAP);
  if (score >= 0.99) return score;
  // The bag never scores above the components' own postal-code verdict would allow: a postal code
  // one keystroke off keeps the bag reading below a full agreement.
  const postalPenalty = a.postal_code !== undefined && b.postal_code !== undefined && a.postal_code !== b.postal_code ? 0.9 : 1;
  return Math.max(score, wordBagSimilarity(a, b) * postalPenalty);
}

/**
 * The address names a post-office box, private bag or PMB in any listed language (places/addressTokens.ts
 * namesPoBox, the one reading), read once per address (memoised): a record meets many candidates.
 */
const namesPoBox = memoiseString(textNamesPoBox);

export function compareAddresses(a: FieldValue, b: FieldValue): ComparatorResult {
  return { sim: addressSimilarity(parseAddress(a), parseAddress(b)) };
}

/**
 * The address comparator the packs name: a box on one side only abstains — a person holds a postal box and
 * a home at once (mail to the box, living on the street), so the two say nothing about each other, neither
 * agreement nor disagreement. Two boxes, or two street addresses, compare as compareAddresses does.
 */
export function compareAddressField(a: FieldValue, b: FieldValue): ComparatorResult | null {
  if (namesPoBox(asText(a)) !== namesPoBox(asText(b))) return null;
  return compareAddresses(a, b);
}

/**
 * Premises designators (Unit 4, Plot 88, a leading house number): null unless both carry one. Two designators
 * (a unit, a plot) that differ are two premises; otherwise the numbers each address gives are read together:
 * an address may give a plot (the parcel's number in its layout) and the house number on the street (Plot
 * 477, 41 Crescent), and a list writes one of them (41 Crescent; Plot 477), so one number they share agrees.
 */
export function comparePremises(a: FieldValue, b: FieldValue): ComparatorResult | null {
  const pa = parseAddress(a);
  const pb = parseAddress(b);
  const x = pa.premises ?? pa.street_number;
  const y = pb.premises ?? pb.street_number;
  if (x === undefined || y === undefined) return null;
  if (x === y) return { sim: 1 };
  if (pa.premises !== undefined && pb.premises !== undefined) return { sim: 0 };
  const shared = [pa.premises, pa.street_number].some((n) => n !== undefined && (n === pb.premises || n === pb.street_number));
  return { sim: shared ? 1 : 0 };
}
