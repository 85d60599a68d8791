// Postcodes the shared address parser (src/places/address.ts) does not report on their own:
// continental "postcode + city" lines (`10115 Berlin`, `75008 Paris`, `1012 AB Amsterdam`,
// `00-950 Warszawa`, `1000-001 Lisboa`, `113 51 Stockholm`, `D-10115 Berlin`) and bare numeric
// postcodes after a cue word (NG 6 digits, KE 5, ZA 4: `postal code 100001`). A number followed by a
// capitalised word is ambiguous (`2019 Microsoft`), so: the word must not be a stop word; a 4-digit
// code needs address context (a comma or line start before it, a country prefix, a cue, or a known
// city from the gazetteer); a 5-digit code without context and without a known city is weaker.
import Type from 'typebox';
import { lookupPlace } from '../../lexicon/gazetteer.js';
import { ADDRESS_TOKENS, isAsciiWordUnit } from '../../places/addressTokens.js';
import { POSTCODE_PLACE_PREPOSITIONS } from '../lexical/placeCueWords.js';
import type { RawSpan } from '../types.js';
import { NUMBER_AFTER } from '../../core/numberBoundary.js';
import { CONFIDENCE } from './confidence.js';
import { escapeRegExp, rawSpan } from './span.js';
import { allMatches, phraseTrie, stickyMatches } from '../../core/matches.js';
import { loadDataFile } from '../../core/dataFile.js';
import { KeyedBy, Phrases } from '../../core/dataSchemas.js';

interface PostcodeRules {
  cue_words: string[];
  cue_lengths: Record<string, number[]>;
  city_stop_words: string[];
}

/** The schema of postcode-rules.json: cue words, per country the lengths a cued code may have, and city stop words. */
export const POSTCODE_RULES_SCHEMA = Type.Object({
  source: Type.String({ minLength: 1 }),
  cue_words: Phrases,
  cue_lengths: KeyedBy('^[A-Z]{2}$', Type.Array(Type.Integer({ minimum: 3, maximum: 7 }))),
  city_stop_words: Phrases,
}, { additionalProperties: false });

function loadRules(): PostcodeRules {
  return loadDataFile(new URL('./postcode-rules.json', import.meta.url), POSTCODE_RULES_SCHEMA);
}

const RULES = loadRules();
// A city never starts with a street type of the address vocabulary (`12345 Street`); abbreviations may (`St Gallen`).
const STOP = new Set([...RULES.city_stop_words, ...ADDRESS_TOKENS.street_suffixes]);
// The cue words as a prefix trie (core/matches.ts phraseTrie: the longest-first alternation's matches, each white-space
// run as `\s+`, each character tried once at a position instead of once per cue under `iu`: issue 19, session 40).
const CUE_ALT = phraseTrie(RULES.cue_words, 'giu', false);

const CITY = String.raw`\p{Lu}[\p{Ll}\p{M}'’]+(?:[- ](?:(?:am|an|der|de|du|sur|en|la|le|del|di|im|ob|bei)[- ])?\p{Lu}[\p{Ll}\p{M}'’]+){0,2}(?: Cedex(?: \d{1,2})?)?`;
const COUNTRY_PREFIX = '[A-Z]{1,2}-';
// Shapes: NL 1234 AB; PL 12-345; PT 1234-567; SE/CZ/SK/GR 123 45; 5 digits; 4 digits. A "city"
// followed by a house number or a street word is a street (`28245 Puruntie 82`, `12345 Main Street`); the
// street words are the street types and their abbreviations of the one address vocabulary (address-tokens.json).
const STREET_TYPE = [...ADDRESS_TOKENS.street_suffixes, ...ADDRESS_TOKENS.street_suffix_abbreviations]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|');
export const POSTCODE_LINE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_.:/#€$£-])(?<prefix>${COUNTRY_PREFIX})?(?<code>\d{4} ?(?!S[ADS]\b)[A-Z]{2}|\d{2}-\d{3}|\d{4}-\d{3}|\d{3} \d{2}|\d{5}|\d{4})[ \u00A0]+(?<city>${CITY})(?![\p{L}\p{N}]|[ \t]+\d|[ \t]+(?:${STREET_TYPE})\b)`,
  'gu',
);
/**
 * The most characters a match of POSTCODE_LINE holds before the blanks that follow its code: a country prefix (`D-`,
 * `CH-`: three) and the longest code shape (`1234-567`: eight). Grow it with the shapes.
 */
const LONGEST_CODE = 11;
/** POSTCODE_LINE read at one position (postcodeLines). */
const LINE_AT = new RegExp(POSTCODE_LINE.source, 'uy');
/**
 * A code's last character (a digit or a capital), its blanks and the first unit of a city (an ASCII capital or any
 * unit beyond U+00BF: a superset of `\p{Lu}`, a capital outside the BMP included by its first surrogate).
 */
const CODE_BEFORE_CITY = /[\dA-Z][ \u00a0]+(?=[A-Z\u00c0-\uffff])/g;

/**
 * Every match of POSTCODE_LINE in `text`, the same as its full scan (allMatches), found without trying it at every
 * position (issue 19, session 41: a scan opening with a look-behind, tried at each of a text's characters). A match is
 * a code (after an optional country prefix), the blanks after it and a city opening with a capital, so it ends its code
 * right before a run of blanks that a capital follows, and starts at most LONGEST_CODE characters before that run, at a
 * capital (the prefix) or a digit (the code) with no ASCII letter, digit or underscore before it (isAsciiWordUnit: there
 * the look-behind opening POSTCODE_LINE fails). The scan finds those
 * runs (a cheap expression) and tries the expression, sticky, at each such character in that reach, in text order,
 * skipping those inside the last match (core/matches.ts stickyMatches); no match starts anywhere else.
 */
export function postcodeLines(text: string): RegExpExecArray[] {
  const at: number[] = [];
  let next = 0; // the first position not yet read
  CODE_BEFORE_CITY.lastIndex = 0;
  for (let m = CODE_BEFORE_CITY.exec(text); m !== null; m = CODE_BEFORE_CITY.exec(text)) {
    const blanks = m.index + 1;
    for (let q = Math.max(blanks - LONGEST_CODE, next); q < blanks; q++) {
      const c = text.charCodeAt(q);
      if (((c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39)) && (q === 0 || !isAsciiWordUnit(text.charCodeAt(q - 1)))) at.push(q);
    }
    next = Math.max(next, blanks);
  }
  CODE_BEFORE_CITY.lastIndex = 0;
  return stickyMatches(text, at, LINE_AT);
}
const CUED = new RegExp(String.raw`(?<![\p{L}])(?:${CUE_ALT})\s*(?:no\.?|number)?\s*[:#.-]?\s*(?<code>\d{3,7})(?![\p{L}\p{N}]|${NUMBER_AFTER})`, 'giu');
// What makes a postcode line an address: a line start, comma or address word before it (4-digit
// codes, which look like years, do not accept a bare preposition).
const CONTEXT_BEFORE = /(?:^|[\n,;]|\b(?:address|adresse|anschrift|indirizzo|dirección|morada|adres)\s*:?)\s*$/iu;
const PREPOSITION_BEFORE = new RegExp(String.raw`\b(?:${POSTCODE_PLACE_PREPOSITIONS.join('|')})\s+$`, 'iu');
const NON_ADDRESS_BEFORE = /\b(?:order|invoice|inv|ref|no|nr|number|total|paid|price|cost|year|since|until|in the|about|approximately|over|under|than|of)\s*[:#.]?\s*$/i;
const COUNTRY_AFTER = /^,?\s*(?:Germany|Deutschland|France|Italy|Italia|Spain|España|Netherlands|Nederland|Belgium|Belgique|België|Austria|Österreich|Switzerland|Schweiz|Suisse|Poland|Polska|Portugal|Sweden|Sverige|Denmark|Danmark|Norway|Norge|Finland|Suomi|Czechia|Czech Republic|Slovakia|Greece|Hungary|Romania|Bulgaria|Croatia|Slovenia|Luxembourg|Ireland|Estonia|Latvia|Lithuania|Cyprus|Malta|Iceland|Liechtenstein|Nigeria|Kenya|Ghana|South Africa)\b/;

/** More capitalised words and then a number: the "city" was a street name (`10252 Μεγάλη Άμμος 184`). */
const HOUSE_NUMBER_AFTER = /^(?:[ \t]+\p{Lu}[\p{L}\p{M}'’.-]*){0,3}[ \t]+\d/u;

function knownCity(name: string): boolean {
  return lookupPlace(name).some((e) => e.kind === 'city' || e.kind === 'neighbourhood' || e.kind === 'region');
}

/** Continental postcode + city lines, and cued bare postcodes. Spans are UTF-16. */
export function findPostcodes(text: string, jurisdiction: string | null): RawSpan[] {
  const out: RawSpan[] = [];
  if (!/\d{3}/.test(text)) return out;
  const cued = cuedPostcodes(text, jurisdiction);
  for (const m of postcodeLines(text)) {
    const g = m.groups!;
    const code = g.code!;
    const city = g.city!;
    const firstWord = city.split(/[- ]/)[0]!;
    if (STOP.has(firstWord)) continue;
    const start = m.index;
    const end = start + m[0].length;
    if (HOUSE_NUMBER_AFTER.test(text.slice(end, end + 64))) continue;
    const before = text.slice(Math.max(0, start - 24), start);
    const prefixed = g.prefix !== undefined;
    const cue = cued.find((c) => c.start === start + (prefixed ? g.prefix!.length : 0));
    const strongContext = prefixed || cue !== undefined || CONTEXT_BEFORE.test(before) || COUNTRY_AFTER.test(text.slice(end, end + 24));
    if (!strongContext && NON_ADDRESS_BEFORE.test(before)) continue;
    const known = knownCity(city) || knownCity(firstWord);
    let conf: number;
    if (/[A-Z]{2}$/.test(code) || code.includes('-') || code.includes(' ')) {
      conf = known || strongContext ? CONFIDENCE.strongFormat : CONFIDENCE.cueWeak;
    } else if (code.length === 5) {
      const context = strongContext || PREPOSITION_BEFORE.test(before);
      conf = known ? 0.8 : context ? CONFIDENCE.cueStrong : 0;
    } else {
      conf = known && strongContext ? CONFIDENCE.cueStrong : known || strongContext ? CONFIDENCE.cueWeak : 0;
    }
    if (cue) conf = Math.max(conf, CONFIDENCE.cueStrong);
    if (conf === 0) continue;
    const metadata: Record<string, string> = { kind: 'postcode_city' };
    if (cue?.metadata?.country) metadata.country = String(cue.metadata.country);
    out.push(rawSpan('PII-4-ADDRESS', start, end, conf, 'addr_postcode', undefined, metadata));
  }
  for (const c of cued) if (!out.some((o) => o.start <= c.start && c.end <= o.end)) out.push(c);
  return out.sort((a, b) => a.start - b.start);
}

function cuedPostcodes(text: string, jurisdiction: string | null): RawSpan[] {
  const out: RawSpan[] = [];
  const cuedLengths = jurisdiction ? RULES.cue_lengths[jurisdiction] : undefined;
  for (const m of allMatches(CUED, text)) {
    const code = m.groups!.code!;
    // With a governing country that has numeric postcodes, only its length counts; else 4-6 digits.
    if (cuedLengths && cuedLengths.length > 0 ? !cuedLengths.includes(code.length) : code.length < 4 || code.length > 6) continue;
    const end = m.index + m[0].length;
    const start = end - code.length;
    const country = cuedLengths?.includes(code.length) ? jurisdiction! : undefined;
    out.push(rawSpan('PII-4-ADDRESS', start, end, CONFIDENCE.cueStrong, 'addr_postcode', code, country ? { kind: 'postcode', country } : { kind: 'postcode' }));
  }
  return out;
}
