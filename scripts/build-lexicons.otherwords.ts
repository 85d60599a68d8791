// Common words of the users' other languages for the lexicon (see build-lexicons.ts): the stop-word lists of the
// `stopword` package (MIT; function words, pronouns, frequent adverbs and verbs) of every language of the users' text
// it covers, by ISO 639-1 code. Read by src/lexicon/otherLanguageWords.ts with the project's own additions
// (tables/other-language-words-curated.json); test/lexicon/generated.test.ts checks the committed file.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** ISO 639-1 code → the `stopword` lists for it (Brazilian Portuguese joins Portuguese). */
const LISTS: Readonly<Record<string, readonly string[]>> = {
  af: ['afr'],
  de: ['deu'],
  es: ['spa'],
  fr: ['fra'],
  ha: ['hau'],
  it: ['ita'],
  nl: ['nld'],
  pl: ['pol'],
  pt: ['por', 'porBr'],
  so: ['som'],
  st: ['sot'],
  sw: ['swa'],
  yo: ['yor'],
  zu: ['zul'],
};

/**
 * Proper names the package's lists of the African languages hold: those lists were counted from children's stories,
 * and their characters' names came with them (Kikuyu 'Wangari', Sesotho 'Tselane', isiZulu 'uNonkungu', 'Mulongo',
 * 'Shanshani', 'Anansi'). A name is no common word: left out of every language.
 */
const STORY_NAMES: ReadonlySet<string> = new Set(['anansi', 'wangari', 'mulongo', 'tselane', 'shanshani', 'unonkungu']);

/** A word of letters (marks and inner apostrophes or hyphens allowed), at least two letters long. */
const WORD = /^\p{L}[\p{L}\p{M}'’-]*\p{L}[\p{M}]*$/u;

export function buildOtherLanguageWords(): unknown {
  const lists = require('stopword') as Record<string, string[]>;
  const languages: Record<string, string[]> = {};
  for (const [code, names] of Object.entries(LISTS)) {
    const words = new Set<string>();
    for (const name of names) for (const w of lists[name]!) if (WORD.test(w.normalize('NFC')) && !STORY_NAMES.has(w.normalize('NFC').toLowerCase())) words.add(w.normalize('NFC').toLowerCase());
    languages[code] = [...words].sort();
  }
  return {
    source: `stopword@3.1.5 (MIT) lists ${Object.entries(LISTS)
      .map(([code, names]) => `${code}: ${names.join('+')}`)
      .join(', ')}; words of two letters or more, lower case, NFC; story characters' names left out (${[...STORY_NAMES].join(', ')})`,
    languages,
  };
}
