// Context that unmakes a name found by the lexicon (nameSpans.ts): the name of a street ("Martinez Mall",
// "Via Tasso 129", "Dalmatinova 68") or a firm written as three family names ("The Davis, Reynolds and
// Williamson Orchestra", "a year at Jones, Mitchell and Williams"). Pure text context, no lexicon
// beyond the street-type words.
import { lookupPlace } from '../../lexicon/gazetteer.js';
import { isFamilyName, isGivenName } from '../../lexicon/names.js';
import { isStreetWord } from '../../places/addressTokens.js';
import { allMatches } from '../../core/matches.js';

interface Span {
  start: number;
  end: number;
}

// The word right after a name: a street type makes the name a street's ("Philip Bypass").
const ORG_NEXT = /^(?:[ \t]+(?:Inc|Ltd|LLC|LLP|PLC|Corp|Corporation|Group|Associates|Partners|Consulting|Investments|Technologies|Holdings|Industries)\b|[ \t]+(?:and|&)[ \t]+Sons\b)/u;
const NEXT_WORD = /^[ \t]+(\p{Lu}\p{Ll}+)(?![\p{L}\p{M}])/u;
// A house number right after a name (not an age or a year after a comma): "Dalmatinova 68", "Via Tasso 129".
const HOUSE_NUMBER_AFTER = /^[ \t]+\d{1,4}[A-Za-z]?(?:[ \t]*,|[ \t]+(?:St\.?|street|Street|Apt|Suite)\b|[ \t]*$|[ \t]*[.?!]?[ \t]*(?:\n|$))/u;
// A street-type word written before the name ("Via Tasso", "Rua ...").
const STREET_BEFORE = /(?:^|[^\p{L}])(?:Via|Viale|Rua|Rue|Calle|Avenida|Avda\.|Strada|Ulica|ul\.|Piazza|Corso)[ \t]+(?:(?:dei|del|della|de|do|da|di|des|du|la)[ \t]+)?$/u;
// Three single-word names in the form of a firm, with the context of an organisation.
const FIRM = /(?<![\p{L}\p{M}])\p{Lu}[\p{L}\p{M}]+, \p{Lu}[\p{L}\p{M}]+,? and \p{Lu}[\p{L}\p{M}]+(?:['’](?!s(?![\p{L}]))\p{L}+)?(?![\p{L}\p{M}])/gu;
// ... or standing at the head of a line or field (a letterhead, `> Owens, Duran and Oneal >`).
const FIRM_BEFORE = /(?:(?:^|[^\p{L}])(?:The|at|from|of|for|with|by|joined|join|joins|to)[ \t]+|(?:^|[\n>])[ \t]*|Inc\.?,[ \t]+)$/u;
const FIRM_AFTER = /^(?:['’]s?(?![\p{L}])|[ \t]+(?:Orchestra|Inc|LLC|Ltd|LLP|PLC|Group|Partners|Associates|Company|Co|Law|is an?|was founded|songwriter|invested)\b)/u;

let lastText: string | undefined;
let lastFirms: Span[] = [];

/** Firm-shaped triples of the text, as ranges (the last text's answer is remembered: names and places both ask). */
export function firms(text: string): Span[] {
  if (text !== lastText) {
    lastFirms = scanFirms(text);
    lastText = text;
  }
  return lastFirms;
}

function scanFirms(text: string): Span[] {
  if (!text.includes(' and ')) return [];
  const out: Span[] = [];
  for (const m of allMatches(FIRM, text)) {
    const end = m.index + m[0].length;
    // Firms are named after family names: three given names ("Adaeze, Chidi and Emeka") are people.
    const givenOnly = m[0].split(/,? and |, /).filter((w) => isGivenName(w) && !isFamilyName(w)).length;
    if (givenOnly >= 2) continue;
    if (FIRM_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index)) || FIRM_AFTER.test(text.slice(end, end + 20))) {
      out.push({ start: m.index, end });
    }
  }
  return out;
}

/** The spans that are people: without street names and the members of firm names. */
export function withoutStreetsAndFirms<T extends Span & { lone?: boolean; title?: string }>(text: string, spans: T[]): T[] {
  const firmRanges = firms(text);
  return spans.filter((s) => {
    if (s.title !== undefined) return true;
    // "Los Angeles": a name of several words that is exactly a known town or country is the place.
    const written = text.slice(s.start, s.end);
    if (/\s/.test(written) && lookupPlace(written).some((e) => e.kind !== 'city' || (e.population ?? 0) >= 100_000)) return false;
    const after = text.slice(s.end, s.end + 24);
    const next = NEXT_WORD.exec(after);
    if (next && isStreetWord(next[1]!)) return false;
    if (ORG_NEXT.test(after)) return false; // "Fernandez Inc.", "Thomas and Sons", "Abt Associates"
    if (HOUSE_NUMBER_AFTER.test(after)) return false;
    if (STREET_BEFORE.test(text.slice(Math.max(0, s.start - 14), s.start))) return false;
    return !firmRanges.some((f) => f.start <= s.start && s.end <= f.end);
  });
}
