// Product titles written in another of our users' languages, read in English (data/product-translations.json).
// Kenyan and Tanzanian shops title a product in Swahili, South African ones in Afrikaans, West African and
// European ones in French or Dutch, while a feed or the maker's own listing writes it in English: one product
// reads "Kahawa ya Dormans AA iliyosagwa, gramu 250" and "Dormans AA Ground Coffee 250g". What two such titles
// can agree on is their brand, their size, their numbers and codes, and the meaning of their words: the table
// gives each word or phrase its English reading, so that the name comparators compare meanings and the marker
// and rival comparators still see ground against whole beans, smooth against crunchy. Written by hand: no
// library ships a shop-title lexicon of these four languages.
import Type, { type Static } from 'typebox';
import { dataFileError, loadDataFile, validateData } from '../../core/dataFile.js';
import { VersionedFile } from '../../core/dataSchemas.js';
import { allMatches, escapeRegExp } from '../../core/matches.js';
import { memoiseString } from '../../core/memo.js';
import { isEnglishWord } from '../../lexicon/stopWords.js';
import { normaliseText } from '../normalise.js';

const FILE = new URL('../data/product-translations.json', import.meta.url);

/** The schema of data/product-translations.json: language code → normalised phrase → its English reading ('' drops it). */
const TRANSLATIONS_SCHEMA = VersionedFile('service.product_translations.v1', {
  languages: Type.Record(
    Type.String({ pattern: '^[a-z]{2}$' }),
    Type.Record(Type.String({ pattern: "^[a-z]+(?: [a-z]+)*$" }), Type.String({ pattern: '^(?:[a-z]+(?: [a-z]+)*)?$' })),
  ),
  compound_languages: Type.Array(Type.String({ pattern: '^[a-z]{2}$' }), { uniqueItems: true }),
});

/** One reading per phrase across languages: a phrase two languages read differently is a file error. */
function readingsOf(data: Static<typeof TRANSLATIONS_SCHEMA>, file: URL | string): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  const from = new Map<string, string>();
  for (const [language, phrases] of Object.entries(data.languages)) {
    for (const [phrase, english] of Object.entries(phrases)) {
      const at = `/languages/${language}/${phrase}`;
      if (phrase !== normaliseText(phrase)) throw dataFileError(file, at, 'DF_NOT_NORMALISED');
      if (phrase === english) throw dataFileError(file, at, 'DF_REPEATS_FULL_NAME');
      const known = out.get(phrase);
      if (known !== undefined && known !== english) throw dataFileError(file, at, 'DF_ALSO_IN_GROUP', { name: phrase, group: from.get(phrase)! });
      out.set(phrase, english);
      from.set(phrase, language);
    }
  }
  data.compound_languages.forEach((language, i) => {
    if (!Object.hasOwn(data.languages, language)) throw dataFileError(file, `/compound_languages/${i}`, 'DF_NOT_IN_LIST', { list: '/languages' });
  });
  return out;
}

/** Validates a parsed translations file (for the broken-copy test); a DataFileError names the file and the entry. */
export function validateProductTranslations(raw: unknown, file: URL | string = FILE): void {
  readingsOf(validateData(raw, TRANSLATIONS_SCHEMA, file), file);
}

const DATA = loadDataFile(FILE, TRANSLATIONS_SCHEMA);
const READINGS = readingsOf(DATA, FILE);

/** The shortest word a compound is read as a part of: a two-letter word would split too many words by chance. */
const MIN_PART = 3;
/** A word long enough to be two parts (letters only, not inside a longer run of letters and digits). */
const COMPOUND_CANDIDATE = new RegExp(String.raw`(?<![\p{L}\p{N}])\p{L}{${2 * MIN_PART},}(?![\p{L}\p{N}])`, 'gu');
/** Linking letters a compounding language writes between its two parts (Afrikaans and Dutch s and e: hondekos). */
const LINKS = ['s', 'e'];

/**
 * Per compounding language (compound_languages), its one-word entries with a reading: the parts a closed compound
 * of that language is read from. Built once.
 */
const COMPOUND_PARTS: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map(
  DATA.compound_languages.map((language) => [
    language,
    new Map(Object.entries(DATA.languages[language]!).filter(([phrase, english]) => english !== '' && !phrase.includes(' ') && phrase.length >= MIN_PART)),
  ]),
);

/**
 * A word of a compounding language read as its two parts (compound_languages): Afrikaans and Dutch write a noun
 * and its modifier as one word (aarbeikonfyt, swartpeper, skoenrak), modifier first as English writes them apart
 * (strawberry jam, black pepper, shoe rack), so a word that is no entry but is two entries of one language joined,
 * with a linking s or e or none, reads as the two readings in that order. The head is tried longest first. Null
 * when no split reads.
 */
function compoundReading(word: string, parts: ReadonlyMap<string, string>): string | null {
  for (let cut = MIN_PART; cut <= word.length - MIN_PART; cut++) {
    const head = parts.get(word.slice(cut));
    if (head === undefined) continue;
    const before = word.slice(0, cut);
    const linked = LINKS.includes(before[before.length - 1]!) ? before.slice(0, -1) : '';
    const modifier = parts.get(before) ?? (linked.length >= MIN_PART ? parts.get(linked) : undefined);
    if (modifier !== undefined) return `${modifier} ${head}`;
  }
  return null;
}

/**
 * Every phrase, longest first (a phrase wins over its words: unga wa ngano before unga), its words joined by
 * any run of spaces, hyphens or apostrophes (nie-herbruikbare, beurre d'arachide), not inside a longer word.
 * Built once.
 */
const PHRASES = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${[...READINGS.keys()]
    .sort((x, y) => y.length - x.length || (x < y ? -1 : 1))
    .map((p) => p.split(' ').map(escapeRegExp).join(String.raw`[\s'\u2019-]+`))
    .join('|')})(?![\p{L}\p{N}])`,
  'gu',
);
const JOINERS = /[\s'\u2019-]+/g;
const LETTER_RUN = /[\p{L}\p{N}]+/gu;
const SPACES = /\s+/g;
const NO_WORDS: ReadonlySet<string> = new Set();

/**
 * A title's phrases of the table, where each stands, the phrase and its reading (memoised: a title is read once,
 * not once per comparator and pair), and its words of no entry that read as a compounding language's compounds
 * (compoundReading). A common English word is never taken apart (without is no wit hout, a word of the
 * English-word lexicon: the table's words are no English words, their compounds need not be either).
 */
const phrasesIn = memoiseString((normalised: string): readonly (readonly [start: number, written: string, phrase: string, reading: string])[] => {
  const found = allMatches(PHRASES, normalised).map((m) => {
    const phrase = m[0].replace(JOINERS, ' ');
    return [m.index, m[0], phrase, READINGS.get(phrase)!] as const;
  });
  const compounds = allMatches(COMPOUND_CANDIDATE, normalised).flatMap((m) => {
    if (found.some(([start, written]) => m.index >= start && m.index < start + written.length) || isEnglishWord(m[0])) return [];
    for (const parts of COMPOUND_PARTS.values()) {
      const reading = compoundReading(m[0], parts);
      if (reading !== null) return [[m.index, m[0], m[0], reading] as const];
    }
    return [];
  });
  return compounds.length === 0 ? found : [...found, ...compounds].sort((x, y) => x[0] - y[0]);
});

/**
 * A normalised title with each word or phrase of the table written in English, unless the other title writes
 * that word or phrase too (a brand that is also a word, Asali, a word both titles share, stays as both write
 * it). A title with nothing to read comes back as given.
 */
export function titleInEnglish(normalised: string, other: string, whole: ReadonlySet<string> = NO_WORDS): string {
  const found = phrasesIn(normalised);
  if (found.length === 0) return normalised;
  const theirs = ` ${(other.match(LETTER_RUN) ?? []).join(' ')} `;
  let read = '';
  let at = 0;
  for (const [start, written, phrase, reading] of found) {
    // A word of no entry that another product table holds whole (a drink's style, witbier, schwarzbier) is that
    // table's word, not a compound to take apart (compoundReading): the table reads it as the trade writes it.
    const keep = theirs.includes(` ${phrase} `) || (!READINGS.has(phrase) && whole.has(phrase));
    read += normalised.slice(at, start) + (keep ? written : ` ${reading} `);
    at = start + written.length;
  }
  read += normalised.slice(at);
  return read === normalised ? normalised : read.replace(SPACES, ' ').trim();
}
