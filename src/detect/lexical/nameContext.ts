// Context that unmakes a name found by the lexicon (nameSpans.ts): the name of a street ("Martinez Mall",
// "Via Tasso 129", "Dalmatinova 68") or a firm written as three family names ("The Davis, Reynolds and
// Williamson Orchestra", "a year at Jones, Mitchell and Williams"). Pure text context, no lexicon
// beyond the street-type words.
import { lookupPlace } from '../../lexicon/gazetteer.js';
import { isFamilyName, isGivenName, isNameTitle, nameTokenStrength } from '../../lexicon/names.js';
import { isStreetWord } from '../../places/addressTokens.js';
import { allMatches } from '../../core/matches.js';
import { PARTICLE_WORDS } from './nameTokens.js';

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

/** A capitalised word, one lower-case name particle, then the first word of what follows (an initial with its stop). */
const PREPOSITION_HEAD = new RegExp(String.raw`^(\p{Lu}[\p{L}\p{M}]{2,})[ \t]+(?:${PARTICLE_WORDS})[ \t]+(?=(\p{Lu}\.?(?=[ \t]|$)|\p{Lu}[\p{L}\p{M}'’-]+)[ \t]+\p{Lu})`, 'u');

/**
 * The lower-case particles of names ("von", "van", "de", "da") are also the prepositions "of", "from" and "by" of the
 * languages that lend them: German, Dutch and Afrikaans captions, result lists and show reports write "Schenkung von
 * Anja Weber" (gift of), "Gewogen von K. Brandt" (weighed by), "Kuratiert von …", French "l'équipe … de Margaux Roux",
 * and a reader of names takes the noun or participle before the preposition for a given name. In a person span that
 * opens with a capitalised word no name lexicon knows (no given name, no family name, no title: "Herr von Arnim"
 * stays), then one particle, then a full name by itself — an initial or a given name the lexicon knows, and a
 * capitalised word after it — the name is that full name: returns where it starts in `written`, or -1. A name that may
 * hold the particle ("Dyan van Dijk", "Tiago de Oliveira": one word after it) is left as read.
 */
export function prepositionHeadEnd(written: string): number {
  const m = PREPOSITION_HEAD.exec(written);
  if (m === null) return -1;
  const head = m[1]!;
  if (isGivenName(head) || isFamilyName(head) || isNameTitle(head)) return -1;
  const strength = nameTokenStrength(head);
  if (strength === 'strong' || strength === 'soft' || strength === 'verbLike') return -1;
  const first = m[2]!;
  if (first.length > 2 && !isGivenName(first)) return -1;
  return m[0].length;
}

/** The scanner's spans with a preposition's head cut off (`prepositionHeadEnd`): "Gewogen von K. Brandt" → "K. Brandt". */
export function withoutPrepositionHeads<T extends Span>(text: string, spans: T[]): T[] {
  return spans.map((s) => {
    const cut = prepositionHeadEnd(text.slice(s.start, s.end));
    return cut < 0 ? s : { ...s, start: s.start + cut };
  });
}
