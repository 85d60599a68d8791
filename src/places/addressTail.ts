// The comma tail of an address (`, Ikeja, Lagos`, `, 10115 Berlin`, `, London SW1A 1AA`,
// `, opposite Shoprite`) and the components and country read from it. Localities are told apart by
// position (neighbourhood before city before region), by region words (`Lagos State`) and by what the
// shared gazetteer knows (cities, regions, and country names in many languages).
import { NUMBER_AFTER } from '../core/numberBoundary.js';
import { type AnchorMatch, anchorAt } from './addressAnchor.js';
import {
  ADDRESS_TOKENS,
  alternation,
  ENDS_WITH_STREET_SUFFIX_RE,
  GHANA_POST,
  IN_CAPITALS,
  NOT_PLACE_WORDS,
  POSTCODE_UK,
  REGION_WORD_RE,
} from './addressTokens.js';
import { lookupPlace } from './gazetteerAdapter.js';

export interface TailSegment {
  start: number;
  end: number;
  place?: string; // a locality phrase
  postal?: string; // a postcode
  anchor?: AnchorMatch;
  unit?: string; // `Suite 501`, `Apt. 864` after the street
}

const MAX_SEGMENTS = 6;
const CAP_WORD = String.raw`\p{Lu}[\p{L}\p{M}'’-]*`;
const CONNECTOR = '(?:of|de|la|le|el|al|upon|du|des|am|der|sur)';
// `Lekki Phase 1`, `Garki Area 11`, `Zone 4`: a short number may close a locality name.
// The number must end there: not run on into a longer one (`IP 192.168.10.24` is no `Zone 4`).
const CAP_PHRASE = `${CAP_WORD}(?:[ \\t]+(?:${CONNECTOR}[ \\t]+)?${CAP_WORD}){0,3}(?:[ \\t]+[A-Z]?\\d{1,3}[A-Za-z]?(?![\\p{N}-]|${NUMBER_AFTER}))?`;
const POSTAL = String.raw`(?:${POSTCODE_UK}|${GHANA_POST}|\d{5}-\d{4}|\d{4} ?[A-Z]{2}(?![\p{L}])|\d{4}-\d{3}|\d{2}-\d{3}|\d{3} \d{2}(?!\d)|(?:[A-Z]{1,2}-)?\d{4,6})`;
const NA = String.raw`(?![\p{L}\p{M}\p{N}_]|${NUMBER_AFTER})`;

// a comma, a spaced dash, or a line break (address blocks in letters and forms)
const SEPARATOR_RE = /\.?,[ \t]*|\.?[ \t]*-[ \t]+|[ \t]*(?:\r?\n[ \t]*){1,2},?[ \t]*/y;
// a segment on its own line must fill it (`Lagos` yes, `Phone: 0803...` no)
const LINE_END_RE = /[ \t]*[,.]?[ \t]*(?:\r?\n|$)|[ \t]*,/y;
// a unit after the street (`Koskikatu 25 Apt. 864`, `74 Diakou Street, Suite 680`); its number has a digit
const UNIT_AFTER_RE = new RegExp(
  `[ \\t]*,?[ \\t]*(?:\\r?\\n[ \\t]*)?((?:${alternation([...ADDRESS_TOKENS.unit_prefixes, 'Ste'])})\\.?[ \\t]*(?:No\\.?[ \\t]*)?#?(?=[A-Za-z]?\\d)[A-Za-z0-9][A-Za-z0-9/-]{0,6})(?![\\p{L}\\p{N}])`,
  'iuy',
);
const POSTAL_FIRST_RE = new RegExp(`(${POSTAL})${NA}(?:[ \\t]+(${CAP_PHRASE}))?${NA}`, 'uy');
const PLACE_FIRST_RE = new RegExp(`(${CAP_PHRASE})${NA}(?:[ \\t]+(${POSTAL})${NA})?`, 'uy');
const BLANK_RE = /[ \t]+/y;
const VALUE_AFTER_RE = /^[ \t]+[+(]?\p{N}/u;
// Two line breaks: an empty line between the part before and the part after.
const EMPTY_LINE_RE = /\n[ \t]*\r?\n/;

/**
 * A part that is evidently more of the address: a postcode, a place the gazetteer knows, or a name in
 * capitals (`LAGOS`). After an empty line only such a part continues an address block: letters and
 * forms put the next paragraph or the sign-off there (`Lagos\n\nRegards, Tunde`, `Asaba\n\nFurther
 * investigations …`), and an empty line inside one address block is rare.
 */
function evidentPart(seg: TailSegment): boolean {
  if (seg.postal !== undefined) return true;
  if (seg.place === undefined) return false;
  return lookupPlace(seg.place) !== null || IN_CAPITALS.test(seg.place);
}

function segmentAt(text: string, pos: number): TailSegment | null {
  const anchor = anchorAt(text, pos);
  if (anchor !== null) return { start: pos, end: anchor.end, anchor };
  POSTAL_FIRST_RE.lastIndex = pos;
  let m = POSTAL_FIRST_RE.exec(text);
  if (m !== null) {
    const seg: TailSegment = { start: pos, end: pos + m[0].length, postal: m[1]! };
    if (m[2] !== undefined && !NOT_PLACE_WORDS.has(firstWord(m[2]))) seg.place = m[2];
    else seg.end = pos + m[1]!.length;
    return seg;
  }
  PLACE_FIRST_RE.lastIndex = pos;
  m = PLACE_FIRST_RE.exec(text);
  if (m === null || NOT_PLACE_WORDS.has(firstWord(m[1]!))) return null;
  // A word followed by a number it did not take as its postcode labels that number (`IP 192.168.10.24`,
  // `Tel 0803…`): the address ended before it.
  if (m[2] === undefined && VALUE_AFTER_RE.test(text.slice(pos + m[0].length, pos + m[0].length + 8))) return null;
  const seg: TailSegment = { start: pos, end: pos + m[0].length, place: m[1]! };
  if (m[2] !== undefined) seg.postal = m[2];
  return seg;
}

function firstWord(phrase: string): string {
  return phrase.split(/[ \t]/, 1)[0]!;
}

/**
 * Comma segments after an address core ending at `from`. An anchor may also follow the core after
 * plain blanks (`12 Allen Avenue opposite Shoprite`).
 */
export function parseTail(text: string, from: number): { end: number; segments: TailSegment[] } {
  const segments: TailSegment[] = [];
  let end = from;
  BLANK_RE.lastIndex = from;
  const blank = BLANK_RE.exec(text);
  if (blank !== null) {
    const anchor = anchorAt(text, from + blank[0].length);
    if (anchor !== null) {
      segments.push({ start: anchor.start, end: anchor.end, anchor });
      end = anchor.end;
    }
  }
  while (segments.length < MAX_SEGMENTS) {
    UNIT_AFTER_RE.lastIndex = end;
    const unit = UNIT_AFTER_RE.exec(text);
    if (unit !== null) {
      const start = end + unit[0].length - unit[1]!.length;
      segments.push({ start, end: end + unit[0].length, unit: unit[1]! });
      end += unit[0].length;
      continue;
    }
    SEPARATOR_RE.lastIndex = end;
    const sep = SEPARATOR_RE.exec(text);
    if (sep === null) break;
    const seg = segmentAt(text, end + sep[0].length);
    if (seg === null) break;
    if (sep[0].includes('\n')) {
      LINE_END_RE.lastIndex = seg.end;
      if (!LINE_END_RE.test(text)) break;
      if (EMPTY_LINE_RE.test(sep[0]) && !evidentPart(seg)) break;
    }
    segments.push(seg);
    end = seg.end;
  }
  return { end, segments };
}

export interface TailComponents {
  unit?: string;
  street?: string;
  anchor?: string;
  anchor_type?: string;
  neighborhood?: string;
  area?: string;
  city?: string;
  region?: string;
  country?: string;
  postal_code?: string;
}

/** ISO alpha-2 of a country name (any language and alias the gazetteer knows), or undefined. */
export function countryCode(name: string): string | undefined {
  const entry = lookupPlace(name);
  return entry !== null && entry.kind === 'country' && entry.country !== null ? entry.country : undefined;
}

function isRegion(place: string): boolean {
  if (REGION_WORD_RE.test(place)) return true;
  const entry = lookupPlace(place);
  return entry !== null && /region|state|province|admin/i.test(entry.kind);
}

function isCity(place: string): boolean {
  const entry = lookupPlace(place);
  return entry !== null && /city|town|capital/i.test(entry.kind);
}

/** Components read from tail segments: anchor, postal code, country, then localities by position. */
export function tailComponents(segments: TailSegment[]): { components: TailComponents; countryIso?: string } {
  const c: TailComponents = {};
  let countryIso: string | undefined;
  const places: string[] = [];
  let postalCity: string | undefined;
  for (const seg of segments) {
    if (seg.unit !== undefined) c.unit = c.unit === undefined ? seg.unit : `${c.unit}, ${seg.unit}`;
    if (seg.anchor !== undefined && c.anchor === undefined) {
      c.anchor = `${seg.anchor.relation}${seg.anchor.landmark === '' ? '' : ' '}${seg.anchor.landmark}`;
      c.anchor_type = seg.anchor.type;
    }
    if (seg.postal !== undefined && c.postal_code === undefined) {
      c.postal_code = seg.postal;
      if (seg.place !== undefined && postalCity === undefined && countryCode(seg.place) === undefined) {
        postalCity = seg.place;
        continue;
      }
    }
    if (seg.place === undefined) continue;
    if (c.street === undefined && places.length === 0 && ENDS_WITH_STREET_SUFFIX_RE.test(seg.place)) c.street = seg.place;
    else places.push(seg.place);
  }
  const last = places[places.length - 1];
  if (last !== undefined) {
    const iso = countryCode(last);
    if (iso !== undefined) {
      c.country = last;
      countryIso = iso;
      places.pop();
    }
  }
  if (places.length > 0 && isRegion(places[places.length - 1]!) && (places.length > 1 || postalCity !== undefined)) {
    c.region = places.pop()!;
  }
  if (postalCity !== undefined) {
    c.city = postalCity;
    if (places.length > 0) c.neighborhood = places.shift()!;
    if (places.length > 0) c.area = places.join(', ');
    return countryIso === undefined ? { components: c } : { components: c, countryIso };
  }
  // the rightmost gazetteer city is the city; without one, the last locality is
  let cityAt = places.length - 1;
  for (let i = places.length - 1; i >= 0; i--) {
    if (isCity(places[i]!)) {
      cityAt = i;
      break;
    }
  }
  if (cityAt >= 0) {
    c.city = places[cityAt]!;
    const before = places.slice(0, cityAt);
    const after = places.slice(cityAt + 1);
    if (before.length > 0) c.neighborhood = before.shift()!;
    if (before.length > 0) c.area = before.join(', ');
    if (after.length > 0 && c.region === undefined) c.region = after.join(', ');
  }
  return countryIso === undefined ? { components: c } : { components: c, countryIso };
}
