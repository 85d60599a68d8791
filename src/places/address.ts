// Street-address parser shared by /places and PII address detection. Hand-written because no
// maintained npm parser covers Nigerian/Kenyan/Ghanaian/South African habits (plots, landmark
// anchors, P.O. Box 1234-00100, GhanaPost GPS) alongside UK and continental European forms.
// Works in UTF-16 offsets; every pattern is compiled once in addressTokens.ts.
import { findAnchors } from './addressAnchor.js';
import { parseTail, type TailComponents, type TailSegment, tailComponents } from './addressTail.js';
import {
  ADDRESS_TOKENS,
  EU_PREFIX_COUNTRY,
  EU_PREFIX_STREET_RE,
  EU_SUFFIX_COUNTRY,
  EU_SUFFIX_STREET_RE,
  genericStreetMatches,
  STANDALONE_UNIT_RE,
  isAbbreviation,
  LOCATIVES,
  NAME_WORDS_BEFORE_RE,
  NOT_PLACE_WORDS,
  NUMBER_BEFORE_RE,
  PO_BOX_RE,
  STANDALONE_POSTCODE_RE,
  STREET_SUFFIX_RE,
  UNIT_BEFORE_RE,
  UNIT_WORD_END_RE,
  ENDS_WITH_STREET_SUFFIX_RE,
  EU_PREFIX_STREET_GATE,
  EU_SUFFIX_STREET_GATE,
} from './addressTokens.js';
import { inferAddressCountry } from './addressCountry.js';
import { keepNonOverlapping, lowerBound } from './intervals.js';
import { gateOpen } from '../core/matches.js';

export interface AddressComponents extends TailComponents {
  unit?: string;
  street_number?: string;
  street?: string;
  po_box?: string;
}

export type AddressKind = 'street' | 'po_box' | 'anchor' | 'postcode';

export interface AddressSpan {
  start: number; // UTF-16
  end: number; // UTF-16
  text: string;
  kind: AddressKind;
  components: AddressComponents;
  /** 0..1: how sure the parse is an address (numbered street 0.9, P.O. Box 0.95, bare landmark 0.5). */
  strength: number;
  /** ISO 3166-1 alpha-2 inferred from the address, or null. */
  country: string | null;
  country_confidence: number;
}

interface Core {
  start: number;
  end: number;
  kind: AddressKind;
  components: AddressComponents;
  hint?: string; // a country suggested by the street form (rue → FR, straße → DE)
  numbered: boolean;
  needsTail?: boolean; // a bare `Name 12` counts only with a postcode, unit or country after it
  needsLocality?: boolean; // a bare `Plot 1234` counts only with a locality after it
}

// Generic words that are also English words: the continental form needs its house number right
// before the street word, or after the name followed by punctuation or the end (address-tokens.json).
const AMBIGUOUS_EU_WORDS: ReadonlySet<string> = new Set(ADDRESS_TOKENS.eu_ambiguous_streets);

function prefixBefore(text: string, start: number): { start: number; number?: string; unit?: string } {
  const out: { start: number; number?: string; unit?: string } = { start };
  let s = start;
  const from = Math.max(0, s - 24);
  const num = NUMBER_BEFORE_RE.exec(text.slice(from, s));
  const units: string[] = [];
  if (num !== null) {
    const numStart = from + num.index + num[0].indexOf(num[1]!);
    const numEnd = numStart + num[1]!.length;
    const uFrom = Math.max(0, numStart - 16);
    const unitWord = UNIT_WORD_END_RE.exec(text.slice(uFrom, numStart));
    if (unitWord !== null) {
      // `Plot 12, Trans-Amadi Layout`: the number belongs to the plot
      s = uFrom + unitWord.index + unitWord[0].search(/[\p{L}]/u);
      units.push(text.slice(s, numEnd));
    } else {
      s = numStart;
      out.number = num[2]!;
    }
  }
  for (let i = 0; i < 3; i++) {
    const uFrom = Math.max(0, s - 32);
    const u = UNIT_BEFORE_RE.exec(text.slice(uFrom, s));
    if (u === null) break;
    s = uFrom + u.index + u[0].indexOf(u[1]!);
    units.unshift(u[1]!);
  }
  if (units.length > 0) out.unit = units.join(', ');
  out.start = s;
  return out;
}

function englishStreets(text: string, cores: Core[]): void {
  const re = STREET_SUFFIX_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const sufStart = m.index;
    let end = sufStart + m[1]!.length;
    const nm = NAME_WORDS_BEFORE_RE.exec(text.slice(Math.max(0, sufStart - 64), sufStart));
    if (nm === null) continue;
    let nameStart = sufStart - nm[1]!.length;
    // drop sentence words (`Please`, `Send`, `The`) from the front of the name
    for (let w = /^(\S+)[ \t]+/u.exec(text.slice(nameStart, sufStart)); w !== null && NOT_PLACE_WORDS.has(w[1]!); ) {
      nameStart += w[0].length;
      w = /^(\S+)[ \t]+/u.exec(text.slice(nameStart, sufStart));
    }
    if (nameStart >= sufStart) continue;
    const pre = prefixBefore(text, nameStart);
    const numbered = pre.number !== undefined || pre.unit !== undefined;
    if (isAbbreviation(m[1]!)) {
      if (!numbered && /^\.?[ \t]+\p{Lu}/u.test(text.slice(end, end + 3))) continue; // `St Mary's`, `Dr Bello`
      if (text[end] === '.' && text[end + 1] === ',') end += 1;
    }
    const components: AddressComponents = { street: text.slice(nameStart, sufStart + m[1]!.length) };
    if (pre.unit !== undefined) components.unit = pre.unit;
    if (pre.number !== undefined) components.street_number = pre.number;
    cores.push({ start: pre.start, end, kind: 'street', components, numbered });
  }
}

function continentalStreets(text: string, cores: Core[]): void {
  // Each full scan runs only when its gate (addressTokens.ts) finds the street word it needs in the text.
  EU_PREFIX_STREET_RE.lastIndex = 0;
  const prefixed = gateOpen(EU_PREFIX_STREET_GATE, text);
  for (let m = prefixed ? EU_PREFIX_STREET_RE.exec(text) : null; m !== null; m = EU_PREFIX_STREET_RE.exec(text)) {
    const before = m[1];
    const after = m[3];
    if (before === undefined && after === undefined) continue;
    const word = m[2]!.split(/\s/, 1)[0]!.toLowerCase();
    const endAll = m.index + m[0].length;
    if (before === undefined && AMBIGUOUS_EU_WORDS.has(word) && !/^\s*(?:[,.;!?)]|$)/.test(text.slice(endAll, endAll + 2))) {
      continue;
    }
    const pre = prefixBefore(text, m.index);
    const components: AddressComponents = { street: m[2]!, street_number: (before ?? after)! };
    if (pre.unit !== undefined) components.unit = pre.unit;
    const core: Core = { start: before === undefined ? pre.start : m.index, end: endAll, kind: 'street', components, numbered: true };
    const hint = EU_PREFIX_COUNTRY.get(word);
    if (hint !== undefined) core.hint = hint;
    cores.push(core);
  }
  EU_SUFFIX_STREET_RE.lastIndex = 0;
  const suffixed = gateOpen(EU_SUFFIX_STREET_GATE, text);
  for (let m = suffixed ? EU_SUFFIX_STREET_RE.exec(text) : null; m !== null; m = EU_SUFFIX_STREET_RE.exec(text)) {
    let street = m[1]!;
    let start = m.index;
    const first = /^(\S+)[ \t]+/u.exec(street);
    if (first !== null && NOT_PLACE_WORDS.has(first[1]!)) {
      start += first[0].length;
      street = street.slice(first[0].length);
    }
    const core: Core = {
      start,
      end: m.index + m[0].length,
      kind: 'street',
      components: { street, street_number: m[2]! },
      numbered: true,
    };
    const hint = EU_SUFFIX_COUNTRY.find(([re]) => re.test(street.split(/[ \t]/).pop()!))?.[1];
    if (hint !== undefined) core.hint = hint;
    cores.push(core);
  }
}

/**
 * `Rokin 75, 1012 KK Amsterdam`, `Edeby 55, Apt. 297`: a name and a house number with no street word
 * (Nordic, Baltic, Central European habit). Too common a shape to trust alone, so it needs a tail.
 */
function namedNumberStreets(text: string, cores: Core[]): void {
  for (const m of genericStreetMatches(text)) {
    let start = m.index;
    let street = m[1]!;
    for (let w = /^(\S+)[ \t]+/u.exec(street); w !== null && NOT_PLACE_WORDS.has(w[1]!); w = /^(\S+)[ \t]+/u.exec(street)) {
      start += w[0].length;
      street = street.slice(w[0].length);
    }
    if (NOT_PLACE_WORDS.has(street) || UNIT_WORD_END_RE.test(`${street} `)) continue; // `Room 5`, `Suite 12`
    cores.push({ start, end: m.index + m[0].length, kind: 'street', components: { street, street_number: m[2]! }, numbered: true, needsTail: true });
  }
}

/** `Plot 1234, Cadastral Zone B06, Mabushi, Abuja`, `Erf 1234, Mamelodi`: a parcel with no street. */
function parcels(text: string, cores: Core[]): void {
  STANDALONE_UNIT_RE.lastIndex = 0;
  for (let m = STANDALONE_UNIT_RE.exec(text); m !== null; m = STANDALONE_UNIT_RE.exec(text)) {
    const unit = m[0].split(/\s*,\s*/).join(', ');
    cores.push({ start: m.index, end: m.index + m[0].length, kind: 'street', components: { unit }, numbered: true, needsLocality: true });
  }
}

function poBoxes(text: string, cores: Core[]): void {
  PO_BOX_RE.lastIndex = 0;
  for (let m = PO_BOX_RE.exec(text); m !== null; m = PO_BOX_RE.exec(text)) {
    const components: AddressComponents = { po_box: m[1]! };
    const core: Core = { start: m.index, end: m.index + m[0].length, kind: 'po_box', components, numbered: true };
    if (m[3] !== undefined) {
      components.postal_code = m[3];
      core.hint = 'KE';
    }
    if (m[4] !== undefined) {
      // US forces mail: `PSC 0413, Box 8144 APO AA 42323`
      components.postal_code = m[4].slice(-5);
      core.hint = 'US';
    }
    cores.push(core);
  }
}

function postcodes(text: string, cores: Core[]): void {
  STANDALONE_POSTCODE_RE.lastIndex = 0;
  for (let m = STANDALONE_POSTCODE_RE.exec(text); m !== null; m = STANDALONE_POSTCODE_RE.exec(text)) {
    const components: AddressComponents = { postal_code: m[1]! };
    let start = m.index;
    const city = /((?:\p{Lu}[\p{L}\p{M}'’-]*[ \t]+){1,2})$/u.exec(text.slice(Math.max(0, start - 40), start));
    if (city !== null) {
      const words = city[1]!.trim().split(/[ \t]+/).filter((w) => !NOT_PLACE_WORDS.has(w));
      if (words.length > 0) {
        components.city = words.join(' ');
        start -= city[1]!.length - city[1]!.indexOf(words[0]!);
      }
    }
    cores.push({ start, end: m.index + m[0].length, kind: 'postcode', components, numbered: true });
  }
}

/** The word right before a position (lower-cased), skipping one article. */
function locativeBefore(text: string, start: number): boolean {
  const words = text.slice(Math.max(0, start - 24), start).toLowerCase().split(/[^\p{L}']+/u).filter(Boolean);
  let w = words.pop();
  if (w === 'the' || w === 'a') w = words.pop();
  return w !== undefined && LOCATIVES.has(w);
}

const ANCHOR_TO_STREET_RE = /^[\s,]*(?:(?:at|on|along|off|in|by)\s+)?$/;

/** A core's components with its tail's (the tail's own first, then the core's unit and postcode), and the tail's country. */
function merged(core: Core, segments: TailSegment[]): { components: AddressComponents; countryIso: string | undefined } {
  const tail = tailComponents(segments);
  const components: AddressComponents = { ...core.components, ...tail.components };
  if (core.components.unit !== undefined && tail.components.unit !== undefined) {
    components.unit = `${core.components.unit}, ${tail.components.unit}`;
  }
  if (core.components.postal_code !== undefined) components.postal_code = core.components.postal_code;
  return { components, countryIso: tail.countryIso };
}

function finish(text: string, core: Core, segments: TailSegment[], end: number, strength: number, parts = merged(core, segments)): AddressSpan {
  const { components } = parts;
  const { country, confidence } = inferAddressCountry(components, parts.countryIso, core.hint);
  return { start: core.start, end, text: text.slice(core.start, end), kind: core.kind, components, strength, country, country_confidence: confidence };
}

/** Addresses in a text, sorted by start, never overlapping (longest wins, ties by strength). */
export function findAddresses(text: string): AddressSpan[] {
  if (text.trim() === '') return [];
  const cores: Core[] = [];
  englishStreets(text, cores);
  continentalStreets(text, cores);
  namedNumberStreets(text, cores);
  parcels(text, cores);
  poBoxes(text, cores);
  postcodes(text, cores);
  const found: AddressSpan[] = [];
  const streets: AddressSpan[] = [];
  const weakStreets: AddressSpan[] = [];
  for (const core of cores) {
    const { end, segments } = parseTail(text, core.end);
    const hasComma = segments.length > 0 && text.slice(core.end, end).includes(',');
    if (core.kind === 'street' && !core.numbered && !hasComma && !locativeBefore(text, core.start)) {
      weakStreets.push(finish(text, core, segments, end, 0.6)); // may still follow an anchor
      continue;
    }
    const strength = core.kind === 'po_box' ? 0.95 : core.needsTail ? 0.8 : core.numbered ? 0.9 : hasComma ? 0.7 : 0.6;
    // A core that needs a locality or a tail is judged on its components before the span is built: most such
    // cores (`Record 12`, `Invoice 4471`) have neither, and the country inference and text were built for nothing.
    if (core.needsLocality && !segments.some((t) => t.place !== undefined)) continue;
    const parts = merged(core, segments);
    if (core.needsTail && parts.components.postal_code === undefined && parts.components.country === undefined && !segments.some((t) => t.unit !== undefined)) {
      continue;
    }
    const span = finish(text, core, segments, end, strength, parts);
    found.push(span);
    if (core.kind === 'street') streets.push(span);
  }
  const joinable = [...streets, ...weakStreets].sort((a, b) => a.start - b.start);
  for (const a of findAnchors(text)) {
    if (ENDS_WITH_STREET_SUFFIX_RE.test(` ${a.landmark}`)) continue; // `next to Bree Street`: a street, the street parse has it
    const anchor = { anchor: text.slice(a.start, a.end), anchor_type: a.type };
    // an anchor right before a street address joins it: `behind Elim Pharmacy, 124 Elim Street`
    let street: AddressSpan | undefined;
    for (let i = lowerBound(joinable, a.end); i < joinable.length && joinable[i]!.start - a.end <= 16; i++) {
      if (ANCHOR_TO_STREET_RE.test(text.slice(a.end, joinable[i]!.start))) {
        street = joinable[i];
        break;
      }
    }
    if (street !== undefined) {
      found.push({ ...street, start: a.start, text: text.slice(a.start, street.end), components: { ...street.components, ...anchor }, strength: Math.max(street.strength, 0.8) });
      continue;
    }
    const { end, segments } = parseTail(text, a.end);
    const hasLocality = segments.some((s) => s.place !== undefined || s.postal !== undefined);
    if (!hasLocality && a.type === 'other') continue; // `behind John` is no address
    const core: Core = { start: a.start, end: a.end, kind: 'anchor', components: anchor, numbered: false };
    found.push(finish(text, core, segments, end, hasLocality ? 0.75 : 0.5));
  }
  return resolveOverlaps(found);
}

function resolveOverlaps(spans: AddressSpan[]): AddressSpan[] {
  return keepNonOverlapping(
    [...spans].sort((a, b) => b.end - b.start - (a.end - a.start) || b.strength - a.strength || a.start - b.start),
  );
}

