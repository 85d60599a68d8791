// Loads address-tokens.json (street suffixes, unit words, anchor prepositions in several languages,
// landmark-type keywords), validates it once at module load and compiles the regexes the address
// parser uses, so a call to findAddresses never builds a pattern.
import Type from 'typebox';
import { dataFileError, loadDataFile, validateData } from '../core/dataFile.js';
import { foldAccents } from '../core/fold.js';
import { digitFirstGate, escapeRegExp, stickyMatches } from '../core/matches.js';
import { KeyedBy, LowerPhrases, Phrase, Phrases } from '../core/dataSchemas.js';
import { lexiconKey } from './gazetteerAdapter.js';

export type AnchorType = 'commercial' | 'religious' | 'infrastructure' | 'other';

export interface AddressTokens {
  name: string;
  version: string;
  /** What the file holds and why its street lists stay apart by role. */
  description: string;
  /** List key → where its words come from, for lists taken from elsewhere (with their licence). */
  sources: Record<string, string>;
  street_suffixes: string[];
  street_suffix_abbreviations: string[];
  /**
   * The street suffixes that end a street's name written without a house number in running text (`traffic
   * don hold for Awolowo Road`): English street types that are no usual name or ordinary word of their own
   * (Hill, Grove, Court, Place and Gardens are left out). Each is one of /street_suffixes. The tagger's span
   * corrections read it (detect/tagger/refine.ts `namedStreets`).
   */
  named_street_heads: string[];
  eu_prefix_streets: string[];
  /**
   * Lower-case words and phrases of the users' languages, beside eu_prefix_streets, that open the name of a street,
   * square or venue written before the person it is named after (`avenue`, `estádio`, Hausa `filin wasa na`, Swahili
   * `uwanja wa`): the tagger's span corrections read a person right after one as the place (detect/tagger/refine.ts
   * `streetsNamedAfterPersons`).
   */
  named_place_openers: string[];
  eu_name_connectors: string[];
  eu_compound_suffixes: string[];
  eu_separate_suffixes: string[];
  unit_prefixes: string[];
  /** Designators that make an address without a street (`Plot 1234, Mabushi, Abuja`); a subset of unit_prefixes. */
  standalone_unit_prefixes: string[];
  anchor_prepositions: string[];
  anchor_articles: string[];
  anchor_types: Record<Exclude<AnchorType, 'other'>, string[]>;
  name_connectors: string[];
  region_words: string[];
  locatives: string[];
  person_titles: string[];
  not_place_words: string[];
  /** Lower-case words that end a landmark (`Shoprite and …`): they start a new clause, never name a place. */
  landmark_stop_words: string[];
  /** Lower-case words that open a new field or sentence, so a phrase starting with one is no place (`Phone`, `I`). */
  field_words: string[];
  /** Continental street words that are also English words (a house number must sit right before them, or punctuation after the name). */
  eu_ambiguous_streets: string[];
  /**
   * Lower-case street-type words of the numbered continental street finder (src/detect/patterns/street.ts),
   * for streets the address parser here does not read yet: compound ones end the name (`Puruntie 82`),
   * separate ones follow it (`Erzsébet tér 19`), prefix ones precede it in Greek and Bulgarian (`ул. Витоша 15`).
   */
  numbered_compound_streets: string[];
  numbered_separate_streets: string[];
  numbered_prefix_streets: string[];
  /**
   * Lower-case street words by which comparison's address splitter (src/compare/comparators/addressParts.ts)
   * takes a comma segment of one address field, already normalised, for the street (`12 moi avenue`,
   * `barabara ya moi`). Its own list: the comparison figures were measured with exactly these words.
   */
  compare_street_words: string[];
  /**
   * Capitalised English street-type words beyond /street_suffixes and /street_suffix_abbreviations: with
   * those, the words after which the detectors read a capitalised word as a street's, never a person's
   * (`Martinez Mall`, `Gregersen Prairie`): `isStreetWord`, case-insensitive. The address parser does
   * not read them (`Bank`, `Mall`, `Bridge` name landmarks there).
   */
  detector_street_words: string[];
  /** Other languages' words for a post-office box, read before a box number (`Postfach 2302`, `BP 1234`, `Privaatsak X9`). */
  po_box_words: string[];
  /** Mail held at a post office, with no box number (`Poste restante`, `General delivery`). */
  po_box_phrases: string[];
  /** Country → the street words written before the name there (`rue` FR, `ul.` PL): the address's country hint. */
  eu_prefix_countries: Record<string, string[]>;
  /** Country → the endings of its street names (`straße` DE, `katu` FI), tried in this order. */
  eu_suffix_countries: Record<string, string[]>;
  /** Country → street words that are a whole word of their own (`utca` HU). */
  eu_word_countries: Record<string, string[]>;
}

const LIST_KEYS = [
  'street_suffixes',
  'street_suffix_abbreviations',
  'eu_prefix_streets',
  'eu_name_connectors',
  'eu_compound_suffixes',
  'eu_separate_suffixes',
  'unit_prefixes',
  'standalone_unit_prefixes',
  'anchor_prepositions',
  'anchor_articles',
  'name_connectors',
  'region_words',
  'locatives',
  'person_titles',
  'not_place_words',
  'landmark_stop_words',
  'field_words',
  'eu_ambiguous_streets',
  'po_box_words',
  'po_box_phrases',
] as const;

/** Lists of lower-case words only (regexes built from them match the lower case as written). */
const LOWER_LIST_KEYS = ['numbered_compound_streets', 'numbered_separate_streets', 'numbered_prefix_streets', 'compare_street_words', 'named_place_openers'] as const;

const ANCHOR_TYPE_KEYS = ['commercial', 'religious', 'infrastructure'] as const;

/** A capitalised word of letters (`Mall`, `St`). */
const CapitalisedWords = Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 });

const FILE = new URL('./address-tokens.json', import.meta.url);

/** The schema of address-tokens.json (duplicates and cross-references are checked after it). */
export const ADDRESS_TOKENS_SCHEMA = Type.Object(
  {
    name: Type.String({ minLength: 1 }),
    version: Type.String({ minLength: 1 }),
    description: Type.String({ minLength: 1 }),
    sources: KeyedBy('^[a-z_]+$', Phrase),
    detector_street_words: CapitalisedWords,
    named_street_heads: CapitalisedWords,
    ...Object.fromEntries(LIST_KEYS.map((k) => [k, Phrases])),
    ...Object.fromEntries(LOWER_LIST_KEYS.map((k) => [k, LowerPhrases])),
    anchor_types: Type.Object(Object.fromEntries(ANCHOR_TYPE_KEYS.map((k) => [k, Phrases])), { additionalProperties: false }),
    eu_prefix_countries: KeyedBy('^[A-Z]{2}$', Phrases),
    eu_suffix_countries: KeyedBy('^[A-Z]{2}$', Phrases),
    eu_word_countries: KeyedBy('^[A-Z]{2}$', Phrases),
  },
  { additionalProperties: false },
);

/** Validates the parsed JSON of an address-tokens file; a DataFileError names the file and the bad entry. */
export function validateAddressTokens(raw: unknown, file: URL | string = FILE): AddressTokens {
  validateData(raw, ADDRESS_TOKENS_SCHEMA, file);
  const obj = raw as AddressTokens;
  const checkList = (list: readonly string[], path: string): void => {
    const seen = new Set<string>();
    list.forEach((item, i) => {
      const key = item.toLowerCase();
      if (seen.has(key)) throw dataFileError(file, `${path}/${i}`, 'DF_ENTRY_TWICE_CASELESS');
      seen.add(key);
    });
  };
  for (const key of [...LIST_KEYS, ...LOWER_LIST_KEYS, 'detector_street_words', 'named_street_heads'] as const) checkList(obj[key], `/${key}`);
  const suffixes = new Set(obj.street_suffixes.map((w) => w.toLowerCase()));
  obj.named_street_heads.forEach((w, i) => {
    if (!suffixes.has(w.toLowerCase())) throw dataFileError(file, `/named_street_heads/${i}`, 'DF_NOT_IN_LIST', { list: '/street_suffixes' });
  });
  for (const key of Object.keys(obj.sources)) {
    if (!Array.isArray((obj as unknown as Record<string, unknown>)[key])) throw dataFileError(file, `/sources/${key}`, 'DF_SOURCE_NAMES_NO_LIST');
  }
  // The detectors read the address parser's suffixes and abbreviations too: a word is written once.
  const parserWords = new Set([...obj.street_suffixes, ...obj.street_suffix_abbreviations].map((w) => w.toLowerCase()));
  const titles = new Set(obj.person_titles.map((w) => w.toLowerCase()));
  obj.detector_street_words.forEach((w, i) => {
    if (parserWords.has(w.toLowerCase())) throw dataFileError(file, `/detector_street_words/${i}`, 'DF_ALREADY_IN_PARSER_LISTS');
    if (titles.has(w.toLowerCase())) throw dataFileError(file, `/detector_street_words/${i}`, 'DF_PERSON_TITLE');
  });
  const units = new Set(obj.unit_prefixes.map((u) => u.toLowerCase()));
  obj.standalone_unit_prefixes.forEach((u, i) => {
    if (!units.has(u.toLowerCase())) throw dataFileError(file, `/standalone_unit_prefixes/${i}`, 'DF_NOT_IN_LIST', { list: '/unit_prefixes' });
  });
  const prefixStreets = new Set(obj.eu_prefix_streets.map((w) => w.toLowerCase()));
  obj.eu_ambiguous_streets.forEach((w, i) => {
    if (!prefixStreets.has(w.toLowerCase())) throw dataFileError(file, `/eu_ambiguous_streets/${i}`, 'DF_NOT_IN_LIST', { list: '/eu_prefix_streets' });
  });
  for (const [cc, words] of Object.entries(obj.eu_prefix_countries)) {
    words.forEach((w, i) => {
      if (!prefixStreets.has(w.toLowerCase())) throw dataFileError(file, `/eu_prefix_countries/${cc}/${i}`, 'DF_NOT_IN_LIST', { list: '/eu_prefix_streets' });
    });
  }
  const owner = new Map<string, string>();
  for (const key of ANCHOR_TYPE_KEYS) {
    checkList(obj.anchor_types[key], `/anchor_types/${key}`);
    obj.anchor_types[key].forEach((word, i) => {
      const prior = owner.get(word.toLowerCase());
      if (prior !== undefined) throw dataFileError(file, `/anchor_types/${key}/${i}`, 'DF_ALSO_KEYWORD_OF', { owner: prior });
      owner.set(word.toLowerCase(), key);
    });
  }
  return obj;
}


interface TrieNode {
  children: Map<string, TrieNode>;
  end: boolean;
}

function trieSource(node: TrieNode): string {
  const parts = [...node.children.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([ch, child]) => (ch === ' ' ? '\\s+' : escapeRegExp(ch)) + trieSource(child));
  if (parts.length === 0) return '';
  const alt = parts.length === 1 && !node.end ? parts[0]! : `(?:${parts.join('|')})`;
  return node.end ? `${alt}?` : alt;
}

/**
 * A regex source matching any of the literal phrases (composed and decomposed forms), built as a
 * trie so a scan costs a few steps per position instead of one per phrase. Greedy optional tails
 * make the longest phrase win (`next to` over `next`); inner spaces match any run of blanks.
 */
export function alternation(phrases: readonly string[]): string {
  const root: TrieNode = { children: new Map(), end: false };
  for (const p of new Set(phrases.flatMap((x) => [x, x.normalize('NFC'), x.normalize('NFD')]))) {
    let node = root;
    for (const ch of p.replace(/ +/g, ' ')) {
      let next = node.children.get(ch);
      if (next === undefined) {
        next = { children: new Map(), end: false };
        node.children.set(ch, next);
      }
      node = next;
    }
    node.end = true;
  }
  return `(?:${trieSource(root)})`;
}

const tokens = validateAddressTokens(loadDataFile(FILE, ADDRESS_TOKENS_SCHEMA));

export const ADDRESS_TOKENS: Readonly<AddressTokens> = tokens;

/**
 * The detectors' street-type words, as lexicon keys: the parser's suffixes and abbreviations and
 * /detector_street_words, less the person titles (`Dr` opens a name: `Kwame Mensah Dr Okafor`).
 */
const TITLES = new Set(tokens.person_titles.map(lexiconKey));
const DETECTOR_STREET_WORDS: ReadonlySet<string> = new Set(
  [...tokens.street_suffixes, ...tokens.street_suffix_abbreviations, ...tokens.detector_street_words].map(lexiconKey).filter((w) => !TITLES.has(w)),
);

/** True when the word is an English street-type word (`Mall` in `Martinez Mall`): a name before it is a street's. */
export function isStreetWord(word: string): boolean {
  return DETECTOR_STREET_WORDS.has(lexiconKey(word));
}

/** A continental street word before the name → the country it hints at (`rue` → FR). */
export const EU_PREFIX_COUNTRY: ReadonlyMap<string, string> = new Map(
  Object.entries(tokens.eu_prefix_countries).flatMap(([cc, words]) => words.map((w) => [w, cc] as const)),
);
/** A street name's last word → the country its ending or whole word hints at, tried in the file's order. */
export const EU_SUFFIX_COUNTRY: ReadonlyArray<readonly [RegExp, string]> = [
  ...Object.entries(tokens.eu_suffix_countries).map(([cc, words]) => [new RegExp(`(?:${words.map(escapeRegExp).join('|')})$`, 'iu'), cc] as const),
  ...Object.entries(tokens.eu_word_countries).map(([cc, words]) => [new RegExp(`^(?:${words.map(escapeRegExp).join('|')})$`, 'iu'), cc] as const),
];

// A capitalised name word (ASCII or not), or an ordinal such as 5th.
export const NAME_WORD = String.raw`(?:\p{Lu}[\p{L}\p{M}'’-]*|\d{1,3}(?:st|nd|rd|th))`;
// not after a word character, nor after an apostrophe inside a word (a quote opening a field is a boundary)
const NB = String.raw`(?<![\p{L}\p{M}\p{N}_]|[\p{L}\p{M}\p{N}]['’])`;
const NA = String.raw`(?![\p{L}\p{M}\p{N}_])`; // not before a word character

const ABBREVIATIONS = new Set(tokens.street_suffix_abbreviations);

/** English street suffixes (case-sensitive, capitalised); group 1 = the suffix, an abbreviation may carry a dot. */
export const STREET_SUFFIX_RE = new RegExp(
  `${NB}(${alternation([...tokens.street_suffixes, ...tokens.street_suffix_abbreviations])})${NA}`,
  'gu',
);
export function isAbbreviation(suffix: string): boolean {
  return ABBREVIATIONS.has(suffix);
}

/** Up to four name words ending right before a suffix (applied to a slice ending at the suffix). */
export const NAME_WORDS_BEFORE_RE = new RegExp(`${NB}((?:${NAME_WORD}[ \\t]+){1,4})$`, 'u');

/** A locality phrase that is really a street (`Ikorodu Road`): ends with a full street suffix. */
export const ENDS_WITH_STREET_SUFFIX_RE = new RegExp(`[ \\t](?:${alternation(tokens.street_suffixes)})$`, 'u');

/** A house number just before a street name: group 1 = whole prefix, group 2 = the number. */
export const NUMBER_BEFORE_RE = /(?:^|[^\p{L}\p{N}])((?:(?:No|Nos|Number)\.?\s*|#\s*)?(\d{1,5}[A-Za-z]?(?:\s?[-/]\s?\d{1,5}[A-Za-z]?)?))(?:\s*,)?\s+$/u;

// Both the lower-case and the capitalised spelling of each word; no `i` flag, so \p{Lu} keeps its meaning.
const bothCases = (words: readonly string[]) => [
  ...new Set(words.flatMap((w) => [w, w.charAt(0).toUpperCase() + w.slice(1)])),
];
/** A designator word right before a number (`Plot 12`): the number is the unit's, not the house's. */
export const UNIT_WORD_END_RE = new RegExp(
  String.raw`(?:^|[^\p{L}\p{N}])(?:${alternation(tokens.unit_prefixes)})\.?\s*(?:No\.?\s*)?$`,
  'iu',
);

/** A plot/unit/flat/block designator just before a number or street: group 1 = the designator. */
export const UNIT_BEFORE_RE = new RegExp(
  // the designator's value has a digit (`Flat 3`, `Apt 4B`) or is one capital letter (`Block B`)
  String.raw`(?:^|[^\p{L}\p{N}])((?:${alternation(bothCases(tokens.unit_prefixes))})\.?\s*(?:No\.?\s*)?(?:#?(?=[A-Za-z]?\d)[A-Za-z0-9][A-Za-z0-9/-]{0,7}|[A-Z](?![a-z])))(?:\s*,)?\s+$`,
  'u',
);

const EU_CONNECTORS = alternation(bothCases(tokens.eu_name_connectors));
/** Continental street with the generic word first: `rue de la Paix`, `via Roma`, `calle Mayor`, `ul. Piękna`. */
export const EU_PREFIX_STREET_RE = new RegExp(
  `${NB}(?:(\\d{1,4}[a-zA-Z]?(?:\\s+(?:bis|ter))?),?\\s+)?((?:${alternation(bothCases(tokens.eu_prefix_streets))})(?:\\s+(?:${EU_CONNECTORS}))?\\s*(?:${NAME_WORD})(?:[ \\t]+(?:(?:${EU_CONNECTORS})\\s*)?${NAME_WORD}){0,3})(?:,?\\s+(\\d{1,4}[a-zA-Z]?)${NA})?`,
  'gu',
);

/**
 * Gate of EU_PREFIX_STREET_RE (core/matches.ts gateOpen): every match holds a prefix street word, then
 * (after an optional connector) optional blanks and a name word, which opens with a capital or a digit
 * (NAME_WORD). Same words, same case rule (no `i` flag).
 */
export const EU_PREFIX_STREET_GATE = new RegExp(`(?:${alternation(bothCases(tokens.eu_prefix_streets))})(?:\\s+(?:${EU_CONNECTORS}))?\\s*[\\p{Lu}\\d]`, 'u');

/** German/Dutch/Nordic compound street + house number: `Hauptstraße 12`, `Damstraat 5`, `Berliner Straße 3a`. */
export const EU_SUFFIX_STREET_RE = new RegExp(
  `${NB}((?:${NAME_WORD}[ \\t]+)?(?:\\p{Lu}[\\p{L}\\p{M}-]*(?:${alternation(tokens.eu_compound_suffixes)})|(?:${NAME_WORD}[ \\t]+)(?:${alternation(tokens.eu_separate_suffixes)})))\\s+(\\d{1,4}[a-zA-Z]?)${NA}`,
  'gu',
);

/**
 * Gate of EU_SUFFIX_STREET_RE: every match ends its street with a compound or separate suffix written as
 * listed (no `i` flag) and then has whitespace and the house number's first digit. Read from that digit
 * (core/matches.ts digitFirstGate): the same answer, about a third less of a scan.
 */
export const EU_SUFFIX_STREET_GATE = digitFirstGate(alternation([...tokens.eu_compound_suffixes, ...tokens.eu_separate_suffixes]), '\\s');

/** One to three capitalised words and a house number (`Rokin 75`, `Jana Nerudy 894`); needs a tail to count. */
export const GENERIC_STREET_RE = new RegExp(
  `${NB}((?:${NAME_WORD}[ \\t]+){0,2}\\p{Lu}[\\p{L}\\p{M}'’-]+)[ \\t]+(\\d{1,4}[a-zA-Z]?)${NA}`,
  'gu',
);

/** GENERIC_STREET_RE read at one position (genericStreetMatches). */
const GENERIC_STREET_AT = new RegExp(GENERIC_STREET_RE.source, 'uy');
/**
 * A run of blanks before a digit, after a character that can end a word of a street name (an ASCII letter, `'`, `-`,
 * or any non-ASCII code unit: a superset of `[\p{L}\p{M}'’-]`): every match of GENERIC_STREET_RE has one right after
 * its last word. The run starts one character into the match.
 */
const BLANKS_BEFORE_DIGIT = /[A-Za-z'\-\u0080-\uffff][ \t]+(?=\d)/g;
/** The characters of a NAME_WORD and of the last word (and any digit: a superset keeps the window whole). */
const WORD_CHAR = /^[\p{L}\p{M}\p{N}'’-]$/u;
/** What a match opens with: a NAME_WORD's or the last word's first character. */
const OPENING = /^[\p{Lu}\d]$/u;

const isWordCode = (c: number): boolean => {
  if (c < 0x80) return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x27 || c === 0x2d;
  return WORD_CHAR.test(String.fromCodePoint(c));
};
const isBlank = (k: number): boolean => k === 0x20 || k === 0x09;
/** An ASCII letter, digit or underscore: before one, a look-behind such as NB (`(?<![\p{L}\p{M}\p{N}_]…)`) fails. */
export const isAsciiWordUnit = (k: number): boolean => (k >= 0x61 && k <= 0x7a) || (k >= 0x41 && k <= 0x5a) || (k >= 0x30 && k <= 0x39) || k === 0x5f;

/** The start of the run of word characters (code points) ending at `end` (`end` when there is none). */
function wordRunStart(text: string, end: number): number {
  let i = end;
  while (i > 0) {
    let c = text.charCodeAt(i - 1);
    let width = 1;
    if (c >= 0xdc00 && c <= 0xdfff && i >= 2) {
      const high = text.charCodeAt(i - 2);
      if (high >= 0xd800 && high <= 0xdbff) {
        c = (high - 0xd800) * 0x400 + (c - 0xdc00) + 0x10000;
        width = 2;
      }
    }
    if (!isWordCode(c)) break;
    i -= width;
  }
  return i;
}

/** Whether the last word before `end` (from `start`) can end a match: a capital in it (ASCII A-Z or any other letter) and no digit last. */
function canEndStreet(text: string, start: number, end: number): boolean {
  const last = text.charCodeAt(end - 1);
  if (last >= 0x30 && last <= 0x39) return false;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x41 && c <= 0x5a) || c >= 0x80) return true;
  }
  return false;
}

/**
 * Every match of GENERIC_STREET_RE in `text`, the same as its exec loop from 0, found without trying it at every
 * capital of the text (issue 19, session 41: the full scan was the address parser's costliest expression). A match is
 * up to three words joined by blanks (`[ \t]+`), the last a capitalised word ending right before a run of blanks and
 * the house number's digit. So the scan looks for those blank runs (a cheap expression) and, from each, reads back at
 * most three runs of word characters separated by blanks — the only stretch where a match ending there can start
 * (its words hold only word characters, and a line break, a comma or any other character ends the stretch) — and
 * tries the expression, sticky, at each character there that can open a word (a capital or a digit not glued to a
 * letter, digit or underscore before it), in text order, skipping those inside the last match (core/matches.ts
 * stickyMatches). The stretches of later blank
 * runs never start before those of earlier ones (reading back from a later run passes the earlier one and keeps to its
 * stretch), so the positions are tried in ascending order, each once, as the global scan tries them; a position
 * outside every stretch is one where no match can start, so the global scan finds nothing there either.
 */
export function genericStreetMatches(text: string): RegExpExecArray[] {
  const at: number[] = [];
  let next = 0; // the first position not yet read
  BLANKS_BEFORE_DIGIT.lastIndex = 0;
  for (let b = BLANKS_BEFORE_DIGIT.exec(text); b !== null; b = BLANKS_BEFORE_DIGIT.exec(text)) {
    const blanks = b.index + 1;
    let from = wordRunStart(text, blanks);
    // The last word of a match opens with a capital and holds no digit: a word run without a capital (`on 12`), or
    // ending in a digit (`0803 555`), ends none.
    if (from === blanks || !canEndStreet(text, from, blanks)) continue;
    for (let words = 1; words < 3 && from > 0 && isBlank(text.charCodeAt(from - 1)); words++) {
      let i = from;
      while (i > 0 && isBlank(text.charCodeAt(i - 1))) i--;
      const start = wordRunStart(text, i);
      if (start === i) break;
      from = start;
    }
    for (let q = Math.max(from, next); q < blanks; ) {
      const c = text.codePointAt(q)!;
      const opens = c < 0x80 ? (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) : OPENING.test(String.fromCodePoint(c));
      if (opens && (q === 0 || !isAsciiWordUnit(text.charCodeAt(q - 1)))) at.push(q);
      q += c > 0xffff ? 2 : 1;
    }
    next = Math.max(next, blanks);
  }
  BLANKS_BEFORE_DIGIT.lastIndex = 0;
  return stickyMatches(text, at, GENERIC_STREET_AT);
}

const UNIT_TOKEN = String.raw`\.?\s*(?:No\.?\s*)?#?(?=[A-Za-z]?\d)[A-Za-z0-9][A-Za-z0-9/-]{0,7}`;
/** Land-parcel designators with a number, up to three (`Block 12, Flat 4`): an address when localities follow. */
export const STANDALONE_UNIT_RE = new RegExp(
  `${NB}(?:${alternation(tokens.standalone_unit_prefixes)})${UNIT_TOKEN}(?:\\s*,\\s*(?:${alternation(tokens.unit_prefixes)})${UNIT_TOKEN}){0,2}${NA}`,
  'giu',
);

/** P.O. Box / PMB / Private Bag, with the Kenyan `-00100` postal code after the box number. */
export const PO_BOX_RE = new RegExp(
  String.raw`${NB}((?:P\.?\s?O\.?\s?Box|Post\s+Office\s+Box|G\.?P\.?O\.?\s+Box|P\.?M\.?B\.?|Private\s+Mail\s+Bag|Private\s+Bag|(?:PSC|CMR|Unit)\s+\d{3,5},?\s+Box)\.?\s*(?:No\.?\s*)?([A-Z]?\d{1,6}))(?:\s*-\s*(\d{5})|\s+([APDF]PO\s+A[AEP]\s+\d{5}))?${NA}`,
  'giu',
);

/**
 * Other languages' post-office boxes (address-tokens.json `po_box_words`: Postfach, Postbus, Apartado de
 * Correos, Boîte postale / BP, Casella postale, Skrytka pocztowa, Privaatsak) before a box number, and mail
 * held at a post office with no number (`po_box_phrases`: Poste restante, General delivery).
 */
const OTHER_PO_BOX_RE = new RegExp(
  String.raw`${NB}(?:(?:${alternation(tokens.po_box_words)})\.?\s*(?:(?:No|Nr|N[º°o])\.?\s*)?[A-Z]?\d{1,6}|(?:${alternation(tokens.po_box_phrases)}))${NA}`,
  'iu',
);

/**
 * The address names a post-office box, private bag or PMB, in English (PO_BOX_RE) or another language
 * (OTHER_PO_BOX_RE), or mail held at a post office: an address where a person collects mail, not a home.
 * The one reading of "a box" for the comparators of both engines.
 */
export function namesPoBox(text: string): boolean {
  PO_BOX_RE.lastIndex = 0;
  return PO_BOX_RE.test(text) || OTHER_PO_BOX_RE.test(text);
}

/** An anchor preposition (+ article) opening a landmark; group 1 = preposition, group 2 = article. */
export const ANCHOR_START_RE = new RegExp(
  `${NB}(${alternation(tokens.anchor_prepositions)})(?:\\s+(${alternation(tokens.anchor_articles)}))?[ \\t]+(?=[\\p{L}\\p{N}])`,
  'giu',
);

/** One landmark token at a position (sticky). */
export const LANDMARK_TOKEN_RE = /[\p{L}\p{M}\p{N}'’&-]+/uy;

export const POSTCODE_UK = String.raw`(?:GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})`;
export const GHANA_POST = String.raw`[A-Z]{2}-\d{1,4}-\d{3,4}`;
/** Stand-alone postcodes precise enough to be a place on their own (full UK, GhanaPost GPS). */
export const STANDALONE_POSTCODE_RE = new RegExp(`${NB}(${POSTCODE_UK}|${GHANA_POST})${NA}`, 'gu');

const keywordType = new Map<string, Exclude<AnchorType, 'other'>>();
for (const type of ANCHOR_TYPE_KEYS) {
  for (const word of tokens.anchor_types[type]) if (!keywordType.has(foldAccents(word))) keywordType.set(foldAccents(word), type);
}
export const MAX_KEYWORD_TOKENS = Math.max(...[...keywordType.keys()].map((k) => k.split(' ').length));

/** The landmark type of a (lower-cased, space-joined) keyword phrase, if it is one. */
export function keywordTypeOf(phrase: string): Exclude<AnchorType, 'other'> | undefined {
  return keywordType.get(foldAccents(phrase));
}

export const NOT_PLACE_WORDS = new Set(tokens.not_place_words);
/** A phrase written in capitals (`LAGOS`, `NUNGATTA`): postal style for a locality on an address block. */
export const IN_CAPITALS = /^[\p{Lu}\p{M}\p{P}\s]+$/u;
/** A person title (optionally dotted) right before a position: `Mr Bello`, `Dr. Florence`. */
export const TITLE_BEFORE_RE = new RegExp(`${NB}(?:${alternation(tokens.person_titles)})\\.?[ \\t]+$`, 'u');
export const LOCATIVES = new Set(tokens.locatives.map((w) => w.toLowerCase()));
export const NAME_CONNECTORS = new Set(tokens.name_connectors);
export const REGION_WORD_RE = new RegExp(`${NB}(?:${alternation(tokens.region_words)})$`, 'u');
