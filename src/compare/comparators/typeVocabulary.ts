// Type vocabularies (data/type-vocabulary.json): finding the canonical type a name declares
// ("Primary Health Centre" → PHC) and stripping organisation forms ("Ltd", "SARL", "GmbH") before
// names are compared. Phrases are matched on whole words of normalised text, longest first.
import Type, { type Static } from 'typebox';
import { memoiseString } from '../../core/memo.js';
import { normaliseText } from '../normalise.js';
import { cardinalWord } from './numberWords.js';
import { dataFileError, loadDataFile, validateData } from '../../core/dataFile.js';
import { KeyedBy, Phrases, VersionedFile } from '../../core/dataSchemas.js';

interface Phrase {
  words: readonly string[];
  type: string;
}

const AMPERSAND = /&/g;
const NON_WORD = /[^\p{L}\p{N}]+/u;

/**
 * Normalised name words: punctuation and dots dropped ("S.A.R.L." → "s a r l", "Co-op" → "co op").
 * Memoised: treat the returned array as read-only.
 */
export const nameWords: (value: string) => readonly string[] = memoiseString((value: string) =>
  Object.freeze(normaliseText(value).replace(AMPERSAND, ' and ').split(NON_WORD).filter(Boolean)),
);

const FILE = new URL('../data/type-vocabulary.json', import.meta.url);

/** The schema of data/type-vocabulary.json: domain → canonical TYPE → its synonyms. */
const TYPE_VOCABULARY_SCHEMA = VersionedFile('service.type_vocabulary.v1', {
  /** Connecting words a body's initials skip (Central Bank of Nigeria: CBN); see the file's note. */
  /** Cues after which a name gives the body's former or trade name (formerly, f/k/a, t/a); see the file's note. */
  former_name_cues: Type.Array(Type.String({ pattern: '^[a-z/]+(?: [a-z/]+)*$' }), { uniqueItems: true }),
  initials_skip_words: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true }),
  /** Words that name another body of one group beside its name (X Holdings, X Women FC, X Services Ltd); see the file's note. */
  organisation_sibling_words: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true }),
  /** Words a place's name is written short in (Ph. = Phase, Pry Sch = Primary School); see the file's note. */
  place_abbreviations: Type.Record(Type.String({ pattern: '^[a-z]+$' }), Type.String({ pattern: '^[a-z]+(?: [a-z]+)*$' })),
  /** Short words of a place's name read as a word only before or glued to a number (J11 = Junction 11); see the file's note. */
  place_number_abbreviations: Type.Record(Type.String({ pattern: '^[a-z]+$' }), Type.String({ pattern: '^[a-z]+(?: [a-z]+)*$' })),
  /** Short words of a place's name read as a word only after a word of the name (Tea Rms = Tea Rooms; RMS Queen Mary stays); see the file's note. */
  place_after_word_abbreviations: Type.Optional(Type.Record(Type.String({ pattern: '^[a-z]+$' }), Type.String({ pattern: '^[a-z]+(?: [a-z]+)*$' }))),
  /** Common words of place names in Swahili, Afrikaans and French read as the English word (Taifa = National, Kaap = Cape); see the file's note. */
  place_words_in_english: Type.Record(Type.String({ pattern: '^[a-z]+$' }), Type.String({ pattern: '^[a-z]+$' })),
  /** Words of place_words_in_english that Afrikaans and Dutch write joined to a name's end (Kaapbaai = Kaap baai); see the file's note. */
  place_compound_heads: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true }),
  /** Compass words that close a street's name (Birch Road East), read after a way word; see the file's note. */
  place_compass_words: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true }),
  /** Short forms of three letters or more of provinces, regions and cities a register writes after a site's name (KZN, GAR, JHB); see the file's note. */
  place_area_codes: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z]{3,}$' }), { uniqueItems: true })),
  /** Words of one direction of travel, a group per direction (inbound, stadteinwärts), read in a site's name; see the file's note. */
  place_directions: Type.Optional(Type.Array(Type.Array(Type.String({ pattern: '^[a-z]+$' }), { minItems: 1, uniqueItems: true }))),
  /** Words that name a direction of travel by its destination (Karen-bound, Swahili kwenda Karen), and the destinations that are the centre; see the file's note. */
  place_destination_cues: Type.Optional(
    Type.Object(
      {
        before: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true }),
        after: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true }),
        centre: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true }),
      },
      { additionalProperties: false },
    ),
  ),
  /** Kind words a list's cut word of capitals may stand for, one group per kind (AMB STN = ambulance station); see the file's note. */
  place_cut_word_kinds: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z]+(?: [a-z]+)*$' }), { uniqueItems: true })),
  /** Words an organisation's name is written short in (Mgmt = Management, Hnos = Hermanos); see the file's note. */
  organisation_abbreviations: Type.Record(Type.String({ pattern: '^[a-z]+$' }), Type.String({ pattern: '^[a-z]+(?: [a-z]+)*$' })),
  /** A country's legal forms by kind of company (public share company, private limited company); see the file's note. */
  legal_form_kinds: Type.Array(
    Type.Object({ country: Type.String({ pattern: '^[A-Z]{2}$' }), kinds: KeyedBy('^[A-Z_]+$', Phrases) }, { additionalProperties: false }),
    { uniqueItems: true },
  ),
  domains: Type.Record(Type.String({ minLength: 1 }), KeyedBy('^[A-Z_]+$', Phrases)),
  /** Kinds of place_kind that also name the area other places stand in (Victoria Island, Lake Road); see the file's note. */
  place_area_kinds: Type.Array(Type.String({ pattern: '^[A-Z_]+$' }), { uniqueItems: true }),
});

/** The phrases of a schema-checked file per domain, longest first; a synonym without words is named. */
function phrasesOfFile(data: Static<typeof TYPE_VOCABULARY_SCHEMA>, file: URL | string): Map<string, Phrase[]> {
  const out = new Map<string, Phrase[]>();
  for (const [domain, types] of Object.entries(data.domains)) {
    const phrases: Phrase[] = [];
    for (const [type, synonyms] of Object.entries(types)) {
      synonyms.forEach((s, i) => {
        const words = nameWords(s);
        if (words.length === 0) throw dataFileError(file, `/domains/${domain}/${type}/${i}`, 'DF_NO_WORDS');
        phrases.push({ words, type });
      });
    }
    phrases.sort((p, q) => q.words.length - p.words.length);
    out.set(domain, phrases);
  }
  return out;
}

/** The legal-form phrases of a schema-checked file, their type a country's code and a kind ('ES:PUBLIC'), longest first. */
function formKindsOfFile(data: Static<typeof TYPE_VOCABULARY_SCHEMA>, file: URL | string): Phrase[] {
  const phrases: Phrase[] = [];
  data.legal_form_kinds.forEach((entry, e) => {
    for (const [kind, forms] of Object.entries(entry.kinds)) {
      forms.forEach((f, i) => {
        const words = nameWords(f);
        if (words.length === 0) throw dataFileError(file, `/legal_form_kinds/${e}/kinds/${kind}/${i}`, 'DF_NO_WORDS');
        phrases.push({ words, type: `${entry.country}:${kind}` });
      });
    }
  });
  return phrases.sort((p, q) => q.words.length - p.words.length);
}

/** Validates a parsed vocabulary file (for the broken-copy test); a DataFileError names the file and the entry. */
export function validateTypeVocabulary(raw: unknown, file: URL | string = FILE): void {
  const data = validateData(raw, TYPE_VOCABULARY_SCHEMA, file);
  phrasesOfFile(data, file);
  formKindsOfFile(data, file);
  compoundHeadsOfFile(data, file);
  areaKindsOfFile(data, file);
}

/** The area kinds of a schema-checked file; a kind the place_kind domain does not declare is named. */
function areaKindsOfFile(data: Static<typeof TYPE_VOCABULARY_SCHEMA>, file: URL | string): ReadonlySet<string> {
  data.place_area_kinds.forEach((k, i) => {
    if (!Object.hasOwn(data.domains.place_kind ?? {}, k)) throw dataFileError(file, `/place_area_kinds/${i}`, 'DF_NOT_IN_LIST', { list: '/domains/place_kind' });
  });
  return new Set(data.place_area_kinds);
}

/** The compound heads of a schema-checked file, longest first; a head that place_words_in_english does not read is named. */
function compoundHeadsOfFile(data: Static<typeof TYPE_VOCABULARY_SCHEMA>, file: URL | string): readonly string[] {
  data.place_compound_heads.forEach((h, i) => {
    if (!Object.hasOwn(data.place_words_in_english, h)) throw dataFileError(file, `/place_compound_heads/${i}`, 'DF_NOT_IN_LIST', { list: '/place_words_in_english' });
  });
  return [...data.place_compound_heads].sort((x, y) => y.length - x.length);
}

const VOCABULARY = loadDataFile(FILE, TYPE_VOCABULARY_SCHEMA);
const DOMAINS = phrasesOfFile(VOCABULARY, FILE);
/**
 * Each domain's phrases by their first word, in the domain's order (longest first): a reading looks up only
 * the phrases that can start at a word, so a name costs time linear in its length, not its length times the
 * vocabulary's size (a 3,000-word value tried every phrase at every word: about 0.7 s).
 */
const HEADS = new Map<string, ReadonlyMap<string, readonly Phrase[]>>(
  [...DOMAINS].map(([domain, phrases]) => {
    const byHead = new Map<string, Phrase[]>();
    for (const p of phrases) {
      const head = p.words[0]!;
      const list = byHead.get(head);
      if (list) list.push(p);
      else byHead.set(head, [p]);
    }
    return [domain, byHead];
  }),
);
const FORM_KINDS = formKindsOfFile(VOCABULARY, FILE);
const COMPOUND_HEADS = compoundHeadsOfFile(VOCABULARY, FILE);
const AREA_KINDS = areaKindsOfFile(VOCABULARY, FILE);

/**
 * Whether every kind a place's name declares is one that also names an area (place_area_kinds: an island, a lake,
 * a peak, a forest, a bridge): Tin Can Island Port, Victoria Island Market and Lake Road Clinic stand in an area
 * named by the landform, so such a name alone says nothing against another kind (a port, a market) and the
 * type comparator does not refute on it; two landforms of different kinds (Lake X / X Island) still differ.
 */
export function onlyAreaKinds(types: readonly string[]): boolean {
  return types.length > 0 && types.every((t) => AREA_KINDS.has(t));
}

/** The country:kind of each legal form (legal_form_kinds) that the name's last words write ('X Holding ApS' → DK:PRIVATE). Memoised. */
const formKindsOf = memoiseString((value: string): readonly string[] => {
  const words = nameWords(value);
  const out: string[] = [];
  for (const p of FORM_KINDS) {
    const n = p.words.length;
    if (n > words.length || out.includes(p.type)) continue;
    let at = true;
    for (let k = 0; k < n && at; k++) at = words[words.length - n + k] === p.words[k];
    if (at) out.push(p.type);
  }
  return out;
});

/**
 * Whether two names end in legal forms of two different kinds of company in one country's law (legal_form_kinds:
 * a Spanish S.A. and an S.L., a Danish A/S and an ApS): a family's holding and its operating company, two legal
 * persons. Only a country whose forms both names write is read; forms of one kind never disagree.
 */
export function legalFormsDiffer(a: string, b: string): boolean {
  // A name that gives a former or trade name ('X S.A. (formerly X S.L.)', nameReadings) is each of its names: a company
  // converted from one form to the other is one legal person, so the forms differ only when no two names agree.
  const ra = nameReadings(a);
  const rb = nameReadings(b);
  return ra.every((x) => rb.every((y) => formKindsDiffer(x, y)));
}

function formKindsDiffer(a: string, b: string): boolean {
  const ka = formKindsOf(a);
  const kb = formKindsOf(b);
  if (ka.length === 0 || kb.length === 0) return false;
  for (const x of ka) {
    const country = x.slice(0, x.indexOf(':') + 1);
    const xs = ka.filter((k) => k.startsWith(country));
    const ys = kb.filter((k) => k.startsWith(country));
    if (ys.length > 0 && !xs.some((k) => ys.includes(k))) return true;
  }
  return false;
}

/** Connecting words an organisation's initials skip (initials_skip_words). */
export const INITIALS_SKIP_WORDS: ReadonlySet<string> = new Set(VOCABULARY.initials_skip_words);

/** A word as the sibling-word check reads it: a closing s dropped (Services / Service, Womens / Women). */
export function withoutPluralS(w: string): string {
  return w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w;
}
/** Words that name another body of one group beside its name (organisation_sibling_words), read by withoutPluralS. */
export const ORGANISATION_SIBLING_WORDS: ReadonlySet<string> = new Set(VOCABULARY.organisation_sibling_words.map(withoutPluralS));

// A place's short words and its words in Swahili, Afrikaans or French, each read as the English word (a short
// word wins where a word is both).
const PLACE_ABBREVIATIONS: ReadonlyMap<string, string> = new Map([...Object.entries(VOCABULARY.place_words_in_english), ...Object.entries(VOCABULARY.place_abbreviations)]);
const ORGANISATION_ABBREVIATIONS: ReadonlyMap<string, string> = new Map(Object.entries(VOCABULARY.organisation_abbreviations));
/** A place's short words read only before a number or glued to it (place_number_abbreviations: J 11, J11 = Junction 11). */
const PLACE_NUMBER_ABBREVIATIONS: ReadonlyMap<string, string> = new Map(Object.entries(VOCABULARY.place_number_abbreviations));
/** A place's short words read only after a word of the name (place_after_word_abbreviations: Tea Rms = Tea Rooms), initials where they open it. */
const PLACE_AFTER_WORD_ABBREVIATIONS: ReadonlyMap<string, string> = new Map(Object.entries(VOCABULARY.place_after_word_abbreviations ?? {}));

/** Short forms of provinces, regions and cities (place_area_codes: KZN, GAR, JHB), lower case. */
const PLACE_AREA_CODES: ReadonlySet<string> = new Set(VOCABULARY.place_area_codes ?? []);

/** Whether a lower-case word is a province's, a region's or a city's short form (place_area_codes). */
export function isPlaceAreaCode(w: string): boolean {
  return PLACE_AREA_CODES.has(w);
}

/** Compass words that close a street's name after its way word (place_compass_words: Birch Road East). */
export const PLACE_COMPASS_WORDS: ReadonlySet<string> = new Set(VOCABULARY.place_compass_words);

/** Each direction-of-travel word (place_directions) → its group's index: inbound and stadteinwarts are one direction. */
export const PLACE_DIRECTIONS: ReadonlyMap<string, number> = new Map((VOCABULARY.place_directions ?? []).flatMap((group, i) => group.map((w) => [w, i] as const)));

/** The words that name a destination after them (kwenda Karen), before them (Karen-bound), and the centre's names (place_destination_cues). */
export const PLACE_DESTINATION_CUES: { before: ReadonlySet<string>; after: ReadonlySet<string>; centre: ReadonlySet<string> } = {
  before: new Set(VOCABULARY.place_destination_cues?.before ?? []),
  after: new Set(VOCABULARY.place_destination_cues?.after ?? []),
  centre: new Set(VOCABULARY.place_destination_cues?.centre ?? []),
};

/** Each kind word a list's cut word of capitals may stand for (place_cut_word_kinds) → its group's index: centre and center are one kind. */
export const PLACE_CUT_WORD_KINDS: ReadonlyMap<string, number> = new Map((VOCABULARY.place_cut_word_kinds ?? []).flatMap((group, i) => group.split(' ').map((w) => [w, i] as const)));

/** Every word of the place tables, short, foreign and English alike (Rd, Road, Kaap, Cape, North, Main). */
const PLACE_TABLE_WORDS: ReadonlySet<string> = new Set([...PLACE_ABBREVIATIONS, ...PLACE_AFTER_WORD_ABBREVIATIONS].flatMap(([k, v]) => [k, ...v.split(' ')]));

/** Whether a word is one of a place name's common words in the place tables (place_abbreviations, place_words_in_english). */
export function isPlaceTableWord(w: string): boolean {
  return PLACE_TABLE_WORDS.has(w);
}

/** Every word of the place tables (place_abbreviations, place_words_in_english). */
export function placeTableWords(): ReadonlySet<string> {
  return PLACE_TABLE_WORDS;
}

/** A Roman numeral of one to thirty-nine (i … xxxix), the only ones a place's name numbers its parts with. */
const ROMAN = /^x{0,3}(?:ix|iv|v?i{0,3})$/;
const ROMAN_VALUE: Readonly<Record<string, number>> = { i: 1, v: 5, x: 10 };
const DIGITS = /^\d+$/;
const LEADING_ZEROS = /^0+(?=\d)/;
const LETTERS = /^\p{L}{2,}$/u;
const LETTER_WORD = /^\p{L}$/u;

function romanToNumber(w: string): number {
  let n = 0;
  for (let i = 0; i < w.length; i++) {
    const v = ROMAN_VALUE[w[i]!]!;
    const next = i + 1 < w.length ? ROMAN_VALUE[w[i + 1]!]! : 0;
    n += v < next ? -v : v;
  }
  return n;
}

/**
 * A place's name as its listings write it in full (spec written_forms): the short words of registers,
 * signage and survey sheets written out (place_abbreviations: Ph. 1 = Phase 1, Comm. Pry Sch = Community
 * Primary School, Mombasa Rd = Mombasa Road), the common words of a name in Swahili, Afrikaans or French read
 * in English (place_words_in_english: Uwanja wa Taifa = National Stadium's words, Kaap Agulhas = Cape Agulhas), a Roman numeral after a word read as its number (Phase II =
 * Phase 2, Sch I = School 1) and a number's leading zeros dropped (PU 005 = PU 5). A Roman numeral is read
 * only after a word of two letters or more, never first, so a name's initial (I, V, X) or a word that merely
 * looks like one at its start stays a word; both records of a pair are read alike, so a word misread as a
 * numeral agrees with itself. Memoised: returns the name's words as one string.
 */
export const placeWrittenForms = memoiseString((value: string): string =>
  writtenOut(value, PLACE_ABBREVIATIONS, COMPOUND_HEADS, false, PLACE_NUMBER_ABBREVIATIONS, HEADS.get('place_kind'), PLACE_AFTER_WORD_ABBREVIATIONS),
);

/**
 * The length of the place kind's phrase of two words or more that starts at word `i` (place_kind: ile ipaeran,
 * ile ikawe, machimbo ya mawe), or 0. Its words are kept as written: a kind in one of the users' languages is
 * read whole, never word by word through another language's table (session 37, pset17r: the Yoruba ile,
 * a house, is not the French ile, an island, that place_words_in_english reads).
 */
function kindPhraseAt(words: readonly string[], i: number, kindHeads: ReadonlyMap<string, readonly Phrase[]> | undefined): number {
  const phrase = kindHeads === undefined ? undefined : phraseStartingAt(kindHeads, words, i);
  return phrase !== undefined && phrase.words.length > 1 ? phrase.words.length : 0;
}

/** The longest phrase of `heads` (a domain's phrases by first word, longest first) whose words start at word `at`. */
function phraseStartingAt(heads: ReadonlyMap<string, readonly Phrase[]>, words: readonly string[], at: number): Phrase | undefined {
  return heads.get(words[at]!)?.find((p) => p.words.length <= words.length - at && p.words.every((w, k) => words[at + k] === w));
}

/** The shortest name part left before a compound's head (Kaap-baai, Gydo-pas): three letters. */
const COMPOUND_STEM_MIN = 3;

/**
 * A word that Afrikaans or Dutch writes as a name joined to its landform or way word (place_compound_heads:
 * Kaapbaai = Kaap baai, Gydopas = Gydo pas, Langstraat = Lang straat) as its two words, or null:
 * maps, signs and park lists in those languages write the compound solid where an English list writes
 * Cape Bay or Gydo Pass. Only a word the table does not read whole, and only with a stem of three
 * letters or more left.
 */
function compoundSplit(w: string, heads: readonly string[]): [string, string] | null {
  for (const h of heads) {
    if (w.length - h.length >= COMPOUND_STEM_MIN && w.endsWith(h)) return [w.slice(0, -h.length), h];
  }
  return null;
}

/**
 * An organisation's name as its register writes it in full (spec written_forms "organisation"): the short
 * words of invoices, lists and tills written out (organisation_abbreviations: Mgmt = Management, Mgrs =
 * Managers, Hnos = Hermanos, Hldgs = Holdings), and numbers read as a place's are (a Roman numeral after a
 * word as its number, RSA Fund II = RSA Fund 2; leading zeros dropped). A separate table from a place's:
 * Comm and Sec name a community and a secondary school in a place's name, a commercial bank and a securities
 * firm in an organisation's, which the name comparators already pair with the word they open. Memoised.
 */
export const organisationWrittenForms = memoiseString((value: string): string => writtenOut(value, ORGANISATION_ABBREVIATIONS, [], true));

/**
 * How many words from `i` spell a short word of `table`, or 0: one-letter words (F.C., G. C.: a short form
 * written with its letters stopped, which nameWords reads one letter a word), or one-letter words and the word
 * after them (F.lli, Italian registers' and letterheads' Fratelli: a contraction keeps its first letter and its
 * last ones with a stop between, which nameWords reads as two words; session 37).
 */
function stoppedLetters(words: readonly string[], i: number, table: ReadonlyMap<string, string>): number {
  let j = i;
  while (j < words.length && words[j]!.length === 1 && LETTER_WORD.test(words[j]!)) j++;
  if (j - i >= 2 && table.has(words.slice(i, j).join(''))) return j - i;
  return j > i && j < words.length && LETTERS.test(words[j]!) && table.has(words.slice(i, j + 1).join('')) ? j + 1 - i : 0;
}

/** A word that is a short word glued to its number (J11, Ph2, Ext5): the letters and the digits. */
const GLUED_NUMBER = /^(\p{L}+)(\d+)$/u;

/**
 * A place's short word glued to its number or written before it, as its words written out (session 37): motorway
 * signs, highway authorities' asset lists and maps number a junction J11 or Jct 11 where a guide writes Junction
 * 11, and registers glue a phase or an extension to its number (Ph2, Ext5). `numbered` holds the short words read
 * only so (a bare J is an initial); `table` the ones read anywhere. Null when the word is neither.
 */
function numberedShortWord(words: readonly string[], i: number, table: ReadonlyMap<string, string>, numbered: ReadonlyMap<string, string>): string[] | null {
  const w = words[i]!;
  const glued = GLUED_NUMBER.exec(w);
  if (glued !== null) {
    const full = numbered.get(glued[1]!) ?? table.get(glued[1]!);
    return full === undefined ? null : [full, glued[2]!.replace(LEADING_ZEROS, '')];
  }
  const full = numbered.get(w);
  return full !== undefined && DIGITS.test(words[i + 1] ?? '') ? [full] : null;
}

function writtenOut(
  value: string,
  table: ReadonlyMap<string, string>,
  heads: readonly string[] = [],
  joinLetters = false,
  numbered: ReadonlyMap<string, string> = new Map(),
  kindHeads?: ReadonlyMap<string, readonly Phrase[]>,
  afterWord: ReadonlyMap<string, string> = new Map(),
): string {
  const words = nameWords(value);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const kind = kindPhraseAt(words, i, kindHeads);
    if (kind > 0) {
      out.push(...words.slice(i, i + kind));
      i += kind - 1;
      continue;
    }
    const beforeNumber = numbered.size > 0 ? numberedShortWord(words, i, table, numbered) : null;
    if (beforeNumber !== null) {
      out.push(...beforeNumber);
      continue;
    }
    const run = joinLetters ? stoppedLetters(words, i, table) : 0;
    if (run > 0) {
      out.push(table.get(words.slice(i, i + run).join(''))!);
      i += run - 1;
      continue;
    }
    const w = words[i]!;
    // A short word that opens a name is its initials there (RMS Queen Mary), a short word after a name word its kind.
    const full = table.get(w) ?? (i > 0 && LETTERS.test(words[i - 1]!) ? afterWord.get(w) : undefined);
    const split = full === undefined && heads.length > 0 ? compoundSplit(w, heads) : null;
    if (full !== undefined) out.push(full);
    else if (split !== null) out.push(table.get(split[0]) ?? split[0], table.get(split[1])!);
    else if (DIGITS.test(w)) out.push(w.replace(LEADING_ZEROS, ''));
    else if (i > 0 && w !== '' && ROMAN.test(w) && LETTERS.test(words[i - 1]!)) out.push(String(romanToNumber(w)));
    // A cardinal written as a word after a word (one to nineteen) is its number, as a numeral is (session 34:
    // School Two = School 2 = School II, Zone Four = Zone 4): registers write the digit, signs and lists the word.
    else if (i > 0 && cardinalWord(w) !== null && LETTERS.test(words[i - 1]!)) out.push(String(cardinalWord(w)));
    else out.push(w);
  }
  return out.join(' ');
}

/** A former-name cue as a whole word or phrase, with the bracket that may open before it (former_name_cues). */
const FORMER_NAME_CUE = new RegExp(
  String.raw`\s*[([]?\s*(?<![\p{L}\p{N}/])(?:${[...VOCABULARY.former_name_cues]
    .sort((x, y) => y.length - x.length)
    .map((c) => c.replace(/[/]/g, String.raw`\s*/\s*`).replace(/ /g, String.raw`\s+`))
    .join('|')})(?![\p{L}\p{N}/])[:\s]*`,
  'iu',
);
const CLOSING = /[)\]]\s*$/;

/**
 * The names a name gives (spec `former_names`): "Zanora Holdings (formerly Acme Gold Mines)" gives both, a
 * name without a cue itself alone. The cue must follow a name and lead to one (Formerly Yours is one name).
 */
export const nameReadings = memoiseString((value: string): readonly string[] => {
  const m = FORMER_NAME_CUE.exec(value);
  if (m === null || m.index === 0) return Object.freeze([value]);
  const current = value.slice(0, m.index).trim();
  const former = value.slice(m.index + m[0].length).replace(CLOSING, '').trim();
  return Object.freeze(current === '' || former === '' ? [value] : [current, former]);
});

export function hasTypeDomain(domain: string): boolean {
  return DOMAINS.has(domain);
}

function phrasesOf(domain: string): Phrase[] {
  const phrases = DOMAINS.get(domain);
  // Internal invariant: domains are named by the shipped entity packs, checked at load; not a caller's error.
  if (!phrases) throw new Error(`no type vocabulary named ${domain}`);
  return phrases;
}

function findAt(words: readonly string[], phrase: Phrase): number {
  const n = phrase.words.length;
  outer: for (let i = 0; i + n <= words.length; i++) {
    for (let k = 0; k < n; k++) if (words[i + k] !== phrase.words[k]) continue outer;
    return i;
  }
  return -1;
}

/** The canonical type of the longest synonym present in the name, or null. */
export function findType(domain: string, value: string): string | null {
  const words = nameWords(value);
  const present = new Set(words);
  for (const phrase of phrasesOf(domain)) if (present.has(phrase.words[0]!) && findAt(words, phrase) >= 0) return phrase.type;
  return null;
}

// Each name is stripped by up to three comparators per pair (name, tftoken, type) and again for every
// candidate it meets: memoised per domain.
const stripMemo = new Map<string, (value: string) => Stripped>();

interface Stripped {
  readonly words: readonly string[];
  readonly types: readonly string[];
}

function strip(domain: string, value: string): Stripped {
  let memo = stripMemo.get(domain);
  if (!memo) {
    phrasesOf(domain); // unknown domains fail here, not inside the memo
    memo = memoiseString((v: string) => Object.freeze(stripOnce(domain, v)));
    stripMemo.set(domain, memo);
  }
  return memo(value);
}

function stripOnce(domain: string, value: string): { words: readonly string[]; types: string[] } {
  let words: readonly string[] = nameWords(value);
  const types: string[] = [];
  for (let pass = 0; pass < 4; pass++) {
    let removed = false;
    const present = new Set(words);
    for (const phrase of phrasesOf(domain)) {
      if (!present.has(phrase.words[0]!)) continue;
      const at = findAt(words, phrase);
      if (at >= 0) {
        words = [...words.slice(0, at), ...words.slice(at + phrase.words.length)];
        if (!types.includes(phrase.type)) types.push(phrase.type);
        removed = true;
        break;
      }
    }
    if (!removed) break;
  }
  return { words, types };
}

/** The name's words with type synonyms removed (longest first, at most four passes). */
export function stripTypeWords(domain: string, value: string): readonly string[] {
  return strip(domain, value).words;
}

/** Every canonical type the name declares ("Nyeri Hill Tea Factory Co Ltd" → FACTORY and LTD). */
export function findTypes(domain: string, value: string): readonly string[] {
  return strip(domain, value).types;
}

/**
 * The name's words, type words of `stripType` removed first when it names a domain, with each phrase of the
 * `kindDomain` vocabulary written as its type (soko, marché, kasuwa → market; gare, bahnhof → station; stage,
 * bus stop → stop) and the connecting words right after it dropped (initials_skip_words: Soko la Muthurwa,
 * Stage ya Kencom, Gare de Magenta, University of X), so that a place named by its kind in one language and
 * a name written the other way round (Muthurwa Market, Kencom Stage) read as the same words (spec kind_words).
 * A last word is never dropped. Memoised per domain pair: treat the returned array as read-only.
 */
export function kindWordsRead(kindDomain: string, stripType: string | undefined, value: string): readonly string[] {
  const key = `${kindDomain}\u0000${stripType ?? ''}`;
  let memo = kindMemo.get(key);
  if (!memo) {
    phrasesOf(kindDomain); // unknown domains fail here, not inside the memo
    memo = memoiseString((v: string) => Object.freeze(readKinds(kindDomain, stripType ? stripTypeWords(stripType, v) : nameWords(v))));
    kindMemo.set(key, memo);
  }
  return memo(value);
}

const kindMemo = new Map<string, (value: string) => readonly string[]>();

function readKinds(domain: string, words: readonly string[]): string[] {
  phrasesOf(domain); // unknown domains fail here
  const heads = HEADS.get(domain)!;
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    const at = i;
    const phrase = phraseStartingAt(heads, words, at);
    if (phrase === undefined) {
      out.push(words[i]!);
      i++;
      continue;
    }
    out.push(phrase.type.toLowerCase());
    i += phrase.words.length;
    while (i < words.length - 1 && INITIALS_SKIP_WORDS.has(words[i]!)) i++;
  }
  return out;
}
