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
import { normaliseText } from '../normalise.js';

const FILE = new URL('../data/product-translations.json', import.meta.url);

/** The schema of data/product-translations.json: language code → normalised phrase → its English reading ('' drops it). */
const TRANSLATIONS_SCHEMA = VersionedFile('service.product_translations.v1', {
  languages: Type.Record(
    Type.String({ pattern: '^[a-z]{2}$' }),
    Type.Record(Type.String({ pattern: "^[a-z]+(?: [a-z]+)*$" }), Type.String({ pattern: '^(?:[a-z]+(?: [a-z]+)*)?$' })),
  ),
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
  return out;
}

/** Validates a parsed translations file (for the broken-copy test); a DataFileError names the file and the entry. */
export function validateProductTranslations(raw: unknown, file: URL | string = FILE): void {
  readingsOf(validateData(raw, TRANSLATIONS_SCHEMA, file), file);
}

const READINGS = readingsOf(loadDataFile(FILE, TRANSLATIONS_SCHEMA), FILE);

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

/** A title's phrases of the table, where each stands and its reading (memoised: a title is read once, not once per comparator and pair). */
const phrasesIn = memoiseString((normalised: string): readonly (readonly [start: number, written: string, phrase: string])[] =>
  allMatches(PHRASES, normalised).map((m) => [m.index, m[0], m[0].replace(JOINERS, ' ')] as const),
);

/**
 * A normalised title with each word or phrase of the table written in English, unless the other title writes
 * that word or phrase too (a brand that is also a word, Asali, a word both titles share, stays as both write
 * it). A title with nothing to read comes back as given.
 */
export function titleInEnglish(normalised: string, other: string): string {
  const found = phrasesIn(normalised);
  if (found.length === 0) return normalised;
  const theirs = ` ${(other.match(LETTER_RUN) ?? []).join(' ')} `;
  let read = '';
  let at = 0;
  for (const [start, written, phrase] of found) {
    read += normalised.slice(at, start) + (theirs.includes(` ${phrase} `) ? written : ` ${READINGS.get(phrase)!} `);
    at = start + written.length;
  }
  read += normalised.slice(at);
  return read === normalised ? normalised : read.replace(SPACES, ' ').trim();
}
