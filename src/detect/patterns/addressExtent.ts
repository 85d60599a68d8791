// The whole written address as one PII-4-ADDRESS span. The shared parser (src/places/address.ts) finds
// the street and the comma tail it can read; an address is usually written further than that: a
// building number before a street that carries its own number (`1987 74 Diakou Street`), a unit, the
// locality, region code, postcode and country on the following lines or after blanks
// (`... Suite 215 NUNGATTA Australia`, `... Kissousa\n Cyprus 36903?`). This module widens a street or
// P.O. Box span over those parts so that one address is one finding and the places inside it are not
// reported a second time as locations. Detection-only: /places keeps the parser's own components.
import { lookupPlace } from '../../lexicon/gazetteer.js';
import { allMatches } from '../../core/matches.js';
import { ADDRESS_TOKENS, IN_CAPITALS, isStreetWord } from '../../places/addressTokens.js';
import { UK_POSTCODE_SHAPE_SOURCE } from './ukPostcode.js';

const MAX_SEGMENTS = 7;
// A separator between parts: a comma, one to three line breaks (a block), a ` > ` quote mark, or blanks.
// Two line breaks: an empty line between the part before and the part after.
const EMPTY_LINE = /\n[ \t]*\r?\n/;
const SEPARATOR = /\.?[ \t]*(?:,[ \t]*(?:\r?\n[ \t]*)?|(?:\r?\n[ \t]*){1,3}(?:,[ \t]*)?)|\.?[ \t]+/y;
/** A unit (`Apt. 595`, `Suite 501`); its source also reads the unit part in addressParts.ts. */
export const UNIT = /(?:Apt|Apartment|Suite|Ste|Unit|Flat|Floor|Fl|Room|Rm)\.?[ \t]*#?[A-Za-z]?\d{1,5}[A-Za-z]?(?![\p{L}\p{N}])/iuy;
// Postcodes: UK, Canadian, Polish 00-000, Swedish/Czech 000 00, Portuguese 0000-000, Dutch 0000 AA, plain 4-6 digits.
/** Postcodes of the forms above; its source also reads the postcode part in addressParts.ts. */
export const POSTAL = new RegExp(
  String.raw`(?:${UK_POSTCODE_SHAPE_SOURCE}|[A-Z]\d[A-Z] ?\d[A-Z]\d|\d{2}-\d{3}|\d{3} \d{2}|\d{4}-\d{3}|\d{4} ?[A-Z]{2}|\d{4,6})(?![\p{L}\p{N}\-/.:]\d|[\p{L}\p{N}])`,
  'uy',
);
// A locality, region or country: up to four capitalised words (any script), joined by the small words
// of place names (`Črni Vrh nad Idrijo`, `Chomutice u Horic`), with an optional `(Greek)` qualifier.
const CAP = String.raw`\p{Lu}[\p{L}\p{M}'’\-]*\.?`;
const JOIN = '(?:de|del|do|da|das|dos|la|le|les|nad|na|pod|u|v|am|im|an|bei|sur|upon|on|of|en|y|i)';
const PLACE = new RegExp(String.raw`(?:(?:${JOIN})[ \t])?${CAP}(?:[ \t](?:${JOIN}[ \t])?${CAP}){0,3}(?:[ \t]?\([\p{L}\p{M} ]{2,30}\))?`, 'uy');
// (or the sentence goes on in lower case: `... Netherlands 62971 in case of an issue`).
const LINE_REST = new RegExp(`^(?:[ \\t]+${POSTAL.source})?(?:[ \\t]*(?:[,.;?!)]|\\r?\\n|$)|[ \\t]+\\p{Ll})`, 'u');
const JOIN_START = new RegExp(`^${JOIN}[ \\t]`, 'u');
export const REGION_CODE = /^[A-Z]{2,3}$/;
// What may follow the last part: the end, a line break, sentence punctuation, a comma, or blanks (not a
// colon: `NIN:` on the next line is a field label).
const BOUNDARY = /(?:$|[ \t]*(?:[\r\n,.;?!)]|$)|[ \t]+(?![ \t]*:))/y;
// A field label at the start of a line: one to five words and a colon (not a URL's `://`).
const LABELLED_LINE = /^\p{L}[\p{L}\p{M}\p{N}'’./()#&-]*(?:[ \t]+[\p{L}\p{M}\p{N}'’./()#&-]+){0,4}[ \t]*:(?!\/\/)/u;
const BLANK_THEN_NUMBER = /^([ \t]+)[+(]?\p{N}/u;
// Words that open a new field or sentence, not a place (`Phone:`, `Mobile`, `I am in`): the address vocabulary's field words.
const NOT_PLACE: ReadonlySet<string> = new Set(ADDRESS_TOKENS.field_words);
// A number before the street, on the same line, after a blank, a colon or the start of the line.
const LEAD_NUMBER = /(?<![\p{N}\p{L}+\-./,])\d{1,6}[ \t]{1,3}$/u;
// What may come before that number: the start, a line break, a colon, or a word (not another number).
const BEFORE_LEAD = /(?:^|[\n:>(][ \t]*|[^\p{N}\s,.;][ \t]{1,4})$/u;

type Part = 'unit' | 'postal' | 'place';

function isKnownPlace(phrase: string): boolean {
  return lookupPlace(phrase.replace(/[ \t]*\(.*\)$/, '').replace(/\.$/, '')).length > 0;
}

/** The phrase, or its last one or two words, is a known place (`Moosleerau Switzerland`, `Valderice Trapani`). */
function endsWithKnownPlace(phrase: string): boolean {
  if (isKnownPlace(phrase)) return true;
  const words = phrase.replace(/[ \t]*\(.*\)$/, '').split(/[ \t]+/);
  for (let k = Math.min(2, words.length - 1); k >= 1; k--) if (isKnownPlace(words.slice(-k).join(' '))) return true;
  return false;
}

function firstWord(phrase: string): string {
  return phrase.split(/[ \t]/, 1)[0]!.replace(/[.:]$/, '').toLowerCase();
}

// A flat or staircase number written after the house number with a slash (`ul. Grunwaldzka 86/36`, `Dlouhá
// 12/5`): how Polish, Czech, Slovak and other Central and Eastern European addresses write house and flat. The
// street parser ends at the house number; the flat belongs to the same street part.
const FLAT_AFTER_HOUSE = /\/\d{1,5}[A-Za-z]?(?![\p{L}\p{N}/.-])/uy;

/** The end of the address that starts with a street (or box) ending at `end`. */
export function addressEnd(text: string, end: number): number {
  // An address the parser ended on a word ended on a locality (`..., Chomutice`), else on a number.
  let last: Part = /[\p{L}\p{M}]/u.test(text[end - 1] ?? '') ? 'place' : 'unit';
  let pos = end;
  if (last === 'unit') {
    FLAT_AFTER_HOUSE.lastIndex = end;
    const flat = FLAT_AFTER_HOUSE.exec(text);
    if (flat !== null) pos = end + flat[0].length;
  }
  for (let n = 0; n < MAX_SEGMENTS; n++) {
    SEPARATOR.lastIndex = pos;
    const sep = SEPARATOR.exec(text);
    if (sep === null || sep[0].length === 0) break;
    // A dot ends the sentence, except after a house number written `76.` (Hungarian, Icelandic).
    if (sep[0].startsWith('.') && !/\d/.test(text[pos - 1] ?? '')) break;
    const blank = !/[,\n]/.test(sep[0]);
    const at = pos + sep[0].length;
    const part = partAt(text, at, blank, sep[0].includes('\n'), last, EMPTY_LINE.test(sep[0]));
    if (part === null) break;
    pos = part.end;
    last = part.kind;
  }
  return pos;
}

function partAt(text: string, at: number, blank: boolean, lineStart: boolean, last: Part, afterEmptyLine: boolean): { end: number; kind: Part } | null {
  UNIT.lastIndex = at;
  const unit = UNIT.exec(text);
  if (unit !== null) return { end: at + unit[0].length, kind: 'unit' };
  POSTAL.lastIndex = at;
  const postal = POSTAL.exec(text);
  // A bare number after blanks is only a postcode after a locality (`Hungary 34796`), not `... 21 253`.
  if (postal !== null && (!blank || last === 'place') && boundaryAfter(text, at + postal[0].length)) {
    return { end: at + postal[0].length, kind: 'postal' };
  }
  PLACE.lastIndex = at;
  const place = PLACE.exec(text);
  if (place === null) return null;
  let phrase = place[0];
  // A trailing abbreviation dot is sentence punctuation unless the word is a one-letter initial.
  if (phrase.endsWith('.') && !/(?:^|[ \t])\p{Lu}\.$/u.test(phrase)) phrase = phrase.slice(0, -1);
  if (NOT_PLACE.has(firstWord(phrase))) return null;
  if (!boundaryAfter(text, at + phrase.length)) return null;
  // A line that opens a labelled field (`Customer name: …`, `Next of kin: …`) is not part of the address.
  if (lineStart && LABELLED_LINE.test(text.slice(at, at + 64))) return null;
  // A word before a number that is no postcode labels that number (`IP 192.168.10.24`): not a place.
  if (!numberAfterIsPostal(text, at + phrase.length)) return null;
  // A part on a line of its own fills that line, but for a postcode after it (`Cyprus 36903`).
  const rest = lineStart ? LINE_REST.exec(text.slice(at + phrase.length, at + phrase.length + 24)) : null;
  if (lineStart && rest === null) return null;
  // A capitalised word opening a line that runs on in lower case opens a sentence (`Asaba\nFurther
  // investigations showed …`) unless a postcode, a name in capitals (`FAUSKE nan 8200`: postal style) or a
  // place the gazetteer knows says otherwise (`Cape Town 7708 is where …`).
  if (rest !== null && /^[ \t]+\p{Ll}$/u.test(rest[0]) && !IN_CAPITALS.test(phrase) && !endsWithKnownPlace(phrase)) return null;
  // After blanks on a line, or after an empty line (which ends a block in letters and forms: the next
  // paragraph or the sign-off follows it), only what is evidently a place continues the address.
  if (blank || afterEmptyLine) {
    // After blanks on the same line only what is evidently a place: a known one, a name in capitals, or
    // a region code after a locality.
    const known = endsWithKnownPlace(phrase) || isStreetWord(phrase.slice(phrase.lastIndexOf(' ') + 1)); // `Gregersen Prairie`
    const caps = IN_CAPITALS.test(phrase) && (phrase.length > 3 || (last === 'place' && REGION_CODE.test(phrase)));
    // `Chomutice u Horic`, `Montealegre del Castillo`: a particle continues the locality before it.
    const continued = last === 'place' && JOIN_START.test(phrase);
    if (!known && !caps && !continued) return null;
  } else if (REGION_CODE.test(phrase) && last !== 'place' && last !== 'unit' && last !== 'postal') {
    return null;
  }
  return { end: at + phrase.length, kind: 'place' };
}

/** True unless blanks and a number follow that do not read as a postcode. */
function numberAfterIsPostal(text: string, pos: number): boolean {
  const blank = BLANK_THEN_NUMBER.exec(text.slice(pos, pos + 8));
  if (blank === null) return true;
  POSTAL.lastIndex = pos + blank[1]!.length;
  const postal = POSTAL.exec(text);
  return postal !== null && boundaryAfter(text, POSTAL.lastIndex);
}

function boundaryAfter(text: string, pos: number): boolean {
  if (pos >= text.length) return true;
  BOUNDARY.lastIndex = pos;
  return BOUNDARY.test(text);
}

/** The start of the address whose street starts at `start`: a building number before it is included. */
export function addressStart(text: string, start: number): number {
  const before = text.slice(Math.max(0, start - 16), start);
  const m = LEAD_NUMBER.exec(before);
  if (m === null) return start;
  const at = start - (before.length - m.index);
  return BEFORE_LEAD.test(text.slice(Math.max(0, at - 12), at)) ? at : start;
}

// A street corner: `the corner of 3744 Retreat Avenue and Władysława Route`. The second street is one to
// four capitalised words (or small name particles) on the same line.
const CORNER =
  /(?<![\p{L}])(?:[Tt]he[ \t]+)?corner[ \t]+of[ \t]+[^,;:?!\n]{3,60}?[ \t]+and[ \t]+(?:(?:\p{Lu}|\d)[\p{L}\p{M}\p{N}'’.-]*|van|de|der|ten|la|le|di|da|del)(?:[ \t]+(?:(?:\p{Lu}|\d)[\p{L}\p{M}\p{N}'’-]*|van|de|der|ten|la|le|di|da|del)){0,3}(?:[ \t]+St\.)?/gu;

/** Street corners (`the corner of A and B`) as [start, end) ranges, the second street ending on a capitalised word. */
export function findCorners(text: string): { start: number; end: number }[] {
  if (!text.includes('orner')) return [];
  const out: { start: number; end: number }[] = [];
  for (const m of allMatches(CORNER, text)) {
    const phrase = m[0].replace(/(?:[ \t]+(?:van|de|der|ten|la|le|di|da|del))+$/u, '');
    out.push({ start: m.index, end: m.index + phrase.length });
  }
  return out;
}

// US military post (APO/FPO/DPO with the AA/AE/AP "state"): a ship or a PSC/Unit box, then the post line.
const MILITARY =
  /(?<![\p{L}\p{N}])(?:(?:USNS|USNV|USS|USCGC)[ \t]+\p{L}[\p{L}\p{M}'’-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]*)?|(?:PSC|Unit)[ \t]+\d{4},?[ \t]+Box[ \t]+\d{4})[ \t]*(?:\r?\n[ \t]*|,[ \t]*|[ \t])(?:APO|FPO|DPO)[ \t]+(?:AA|AE|AP)[ \t]+\d{5}(?!\d)/giu;
// A street the text itself calls one: `lives on Via Tasso 129 street`, `at Hoge Wei 32 St.`; the span is
// the name and its number.
const CALLED_STREET =
  /(?<![\p{L}\p{N}])(?:\p{Lu}|C\/)[\p{L}\p{M}'’./-]*(?:[ \t]+(?:\p{Lu}[\p{L}\p{M}'’.-]*|dei|del|della|de|la|di|do|da|út|utca|u\.)){0,3}[ \t]+\d{1,5}(?=\.?[ \t]+(?:street|St\.)(?![\p{L}]))/gu;

/** Military post addresses and streets the text calls streets, as [start, end) ranges. */
export function findOtherAddresses(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  if (/[AFD]PO\b/i.test(text)) for (const m of allMatches(MILITARY, text)) out.push({ start: m.index, end: m.index + m[0].length });
  if (/ (?:street|St\.)/.test(text)) for (const m of allMatches(CALLED_STREET, text)) out.push({ start: m.index, end: m.index + m[0].length });
  return out;
}
