// The parts of one detected street address, each with its role: building number, street (name and
// house number), unit, P.O. box, locality, region, postcode and country. An address stays one
// PII-4-ADDRESS finding (one mask, one token); its parts say what is in it — /extract reports them
// as `metadata.parts`, and a reader that labels addresses piece by piece (street line, town, country
// apart) can score the pieces. Hand-written on top of the address parser's span: the written lines
// and commas are the component boundaries in every address style we detect, and what remains is
// telling a town from a region code, a country or a postcode.
// Works in UTF-16 offsets of the whole text; compiled once.
import { lookupPlace } from '../../lexicon/gazetteer.js';
import { GHANA_POST, isStreetWord } from '../../places/addressTokens.js';
import { POSTAL, REGION_CODE, UNIT } from './addressExtent.js';
import { allMatches } from '../../core/matches.js';

export type AddressPartRole = 'building' | 'street' | 'unit' | 'po_box' | 'locality' | 'region' | 'postcode' | 'country';

export interface AddressPart {
  role: AddressPartRole;
  /** UTF-16 start in the whole text. */
  start: number;
  end: number;
}

// Segments: an address's lines, its comma-separated pieces, and quoted-reply prompts (`>`).
const SEGMENT = /[^\n\r,>;|]+/gu;
// A number written before a street that carries its own house number (`28245 Puruntie 82`,
// `1987 74 Diakou Street`): a building or block number of its own.
const LEADING_NUMBER = /^(\d{1,6})[ \t]+(?=\d{1,5}[ \t]+\p{L}|\p{L}[^\d]*?[ \t]\d{1,5}[A-Za-z]?\.?(?:[ \t]|$))/u;
// Anchored forms of the extent's unit and postcode patterns (one vocabulary for both modules), plus GhanaPost GPS codes.
const UNIT_AT_END = new RegExp(String.raw`^(.*?\S)[ \t]+(${UNIT.source})$`, 'iu');
const UNIT_ONLY = new RegExp(`^(?:${UNIT.source})$`, 'iu');
const POSTCODE = `(?:${POSTAL.source}|${GHANA_POST})`;
// `Plot 5`, `House No. 12`, `Block C4`: the plot or house number written as its own piece. A block is lettered as
// often as numbered (`Plot 29, Block A, …`: Ghanaian and Nigerian plots, estates' and flats' blocks), and a block
// letter alone names a part of the building, never a town.
const PLOT_ONLY = /^(?:(?:Plot|Block|House|Compound|Stand|Erf|No\.?)(?:[ \t]+No\.?)?[ \t]*[A-Za-z]?\d+[A-Za-z]?(?:[-/]\d+)?|Block[ \t]+[A-Z])$/iu;
const PO_BOX = /^(?:P\.?[ \t]*O\.?[ \t]*Box|Box|PSC|Private Bag)\b/iu;
const BOX_THEN_PLACE = /^(.*?\d[\dA-Za-z-]*)[ \t]+(\p{Lu}[^\d]*)$/u;
// `Estonia 62488`, `KNIVSTA 18237`, `London SW1A 2AA`.
const PLACE_THEN_POSTCODE = new RegExp(String.raw`^(\p{L}[^\d]*?)[ \t]+(${POSTCODE})$`, 'u');
// `3610-114 Quinta de São Tiago`, `75008 Paris`, Polish `50-340 Rzeszów`.
const POSTCODE_THEN_PLACE = /^(\d{4,5}(?:-\d{3,4})?|\d{2}-\d{3})[ \t]+(\p{L}[^\d]*)$/u;
const POSTCODE_ONLY = new RegExp(`^${POSTCODE}$`, 'u');
const HAS_DIGIT = /\d/;
const BUILDING_NUMBER = /^\d{1,6}[A-Za-z]?$/;
const WORD = /\S+/gu;
const PLACE_WORD = /^\p{Lu}[\p{L}\p{M}'’.-]*$/u;

/**
 * `4783 Bay Rd Saginaw`, `111 Market Place Ste 500 Baltimore`: a numbered street written with its town
 * and no comma between them. The end of the segment (one to three capitalised words, longest first) is
 * the town when the gazetteer knows it as a place and what comes before it ends with a street word,
 * or with a unit after one. Returns where the street (with its unit) ends and the place starts, or null.
 */
function trailingPlace(text: string, start: number, end: number): [number, number] | null {
  const value = text.slice(start, end);
  if (!HAS_DIGIT.test(value)) return null;
  const words = allMatches(WORD, value);
  for (let k = Math.min(3, words.length - 2); k >= 1; k--) {
    const place = words.slice(words.length - k);
    if (!place.every((w) => PLACE_WORD.test(w[0]))) continue;
    const placeStart = place[0]!.index;
    const head = value.slice(0, placeStart).trimEnd();
    const unit = UNIT_AT_END.exec(head);
    const street = (unit ? unit[1]! : head).split(/[ \t]+/);
    if (!HAS_DIGIT.test(unit ? unit[1]! : head) || !isStreetWord(street[street.length - 1]!)) continue;
    if (lookupPlace(value.slice(placeStart)).length === 0) continue;
    return [start + head.length, start + placeStart];
  }
  return null;
}

/** Country, region or locality: the first place piece after the street is the locality unless it is
 * only a country or region (or a region code); a later one that can be a region is the region. */
function placeRole(value: string, out: readonly AddressPart[]): AddressPartRole {
  const entries = lookupPlace(value);
  if (entries.some((e) => e.kind === 'country')) return 'country';
  if (REGION_CODE.test(value)) return 'region';
  const region = entries.some((e) => e.kind === 'region');
  if (!region) return 'locality';
  const localitySeen = out.some((p) => p.role === 'locality');
  return localitySeen || !entries.some((e) => e.kind === 'city') ? 'region' : 'locality';
}

/** A street (or box) is already among the parts: later `Words 1234` pieces are place and postcode. */
function hasStreet(out: readonly AddressPart[]): boolean {
  return out.some((p) => p.role === 'street' || p.role === 'po_box');
}

/** Classifies one trimmed segment [start, end) of `text` into parts. */
function segmentParts(text: string, start: number, end: number, out: AddressPart[]): void {
  let value = text.slice(start, end);
  if (PO_BOX.test(value)) {
    // `PO Box 1234 Nairobi`: a town the gazetteer knows after the box number, with no comma, is its own part.
    const box = BOX_THEN_PLACE.exec(value);
    if (box && lookupPlace(box[2]!).length > 0) {
      out.push({ role: 'po_box', start, end: start + box[1]!.length });
      const at = start + value.length - box[2]!.length;
      out.push({ role: placeRole(box[2]!, out), start: at, end });
      return;
    }
    out.push({ role: 'po_box', start, end });
    return;
  }
  if (UNIT_ONLY.test(value)) {
    out.push({ role: 'unit', start, end });
    return;
  }
  if (PLOT_ONLY.test(value)) {
    out.push({ role: 'building', start, end });
    return;
  }
  const place = hasStreet(out) ? null : trailingPlace(text, start, end);
  if (place) {
    segmentParts(text, start, place[0], out);
    out.push({ role: placeRole(text.slice(place[1], end), out), start: place[1], end });
    return;
  }
  const unit = UNIT_AT_END.exec(value);
  if (unit) {
    // The unit first: its number must not pass for the house number of a continental street.
    const before = start + unit[1]!.length;
    if (HAS_DIGIT.test(unit[1]!)) segmentParts(text, start, before, out);
    else out.push({ role: placeRole(unit[1]!, out), start, end: before });
    out.push({ role: 'unit', start: end - unit[2]!.length, end });
    return;
  }
  const lead = LEADING_NUMBER.exec(value);
  if (lead) {
    out.push({ role: 'building', start, end: start + lead[1]!.length });
    start += lead[0].length;
    value = text.slice(start, end);
  }
  if (POSTCODE_ONLY.test(value)) {
    out.push({ role: 'postcode', start, end });
    return;
  }
  // Before any street, `Ringvej 144` or `2450 Crown St` is the street itself, not a town and a postcode.
  if (!hasStreet(out) && HAS_DIGIT.test(value)) {
    out.push({ role: 'street', start, end });
    return;
  }
  const placeCode = PLACE_THEN_POSTCODE.exec(value);
  if (placeCode) {
    const place = placeCode[1]!;
    out.push({ role: placeRole(place, out), start, end: start + place.length });
    out.push({ role: 'postcode', start: end - placeCode[2]!.length, end });
    return;
  }
  const codePlace = POSTCODE_THEN_PLACE.exec(value);
  if (codePlace) {
    out.push({ role: 'postcode', start, end: start + codePlace[1]!.length });
    out.push({ role: placeRole(codePlace[2]!, out), start: end - codePlace[2]!.length, end });
    return;
  }
  // `Kofi Annan Road` after `Plot 5`: a street word ends it, so it is the street, not a town.
  const named = !HAS_DIGIT.test(value) && isStreetWord(value.split(/[ \t]+/).pop()!);
  // `37, Taj Express Road`: a lone number read as the street before it is the building number of this street.
  const lone = out.length === 1 && out[0]!.role === 'street' && BUILDING_NUMBER.test(text.slice(out[0]!.start, out[0]!.end)) ? out[0] : undefined;
  if (named && lone) lone.role = 'building';
  const streetName = named && !hasStreet(out);
  out.push({ role: HAS_DIGIT.test(value) || streetName ? 'street' : placeRole(value, out), start, end });
}

/** The parts of the address written at [start, end) of `text`, in text order. */
export function addressParts(text: string, start: number, end: number): AddressPart[] {
  const out: AddressPart[] = [];
  const slice = text.slice(start, end);
  for (const m of allMatches(SEGMENT, slice)) {
    let s = start + m.index;
    let e = s + m[0].length;
    while (s < e && /\s/u.test(text[s]!)) s++;
    while (e > s && /\s/u.test(text[e - 1]!)) e--;
    if (e > s) segmentParts(text, s, e, out);
  }
  return out;
}
