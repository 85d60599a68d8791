// Word classes for the tagger (see build-lexicons.ts): every word of en-lexicon (the Brill tagger's
// lexicon of Wall Street Journal and Brown corpus words, extended; package MIT) reduced to the coarse
// parts of speech it was seen with, most frequent first, at most two: P proper noun, N common noun,
// V verb, J adjective, R adverb, F any other (function words, numbers). The entries keep their case:
// "Pepsi" and "Walmart" are listed as P, "apple" as N and "Apple" as P, so a capitalised word that
// English writes in lower case ("Will" P+F, "Bill" P+V) is told from one only ever written as a name.
// Returns the JSON value of src/lexicon/tables/word-classes.json: class -> sorted words.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** One Penn Treebank tag to its coarse class. */
function coarse(tag: string): string {
  if (/^NNPS?$/.test(tag)) return 'P';
  if (/^NNS?$/.test(tag)) return 'N';
  if (tag.startsWith('VB')) return 'V';
  if (tag.startsWith('JJ')) return 'J';
  if (tag.startsWith('RB')) return 'R';
  return 'F';
}

// Words only: letters, inner apostrophes, dots and hyphens (punctuation and emoji entries are left out).
const WORD = /^\p{L}[\p{L}'.-]*$/u;

export function buildWordClasses(): unknown {
  const lexicon = (require('en-lexicon/dist/lexicon.js') as { default: Record<string, string> }).default;
  const classes = new Map<string, string[]>();
  for (const [word, tags] of Object.entries(lexicon)) {
    if (!WORD.test(word) || typeof tags !== 'string') continue;
    const cls = [...new Set(tags.split('|').map(coarse))].slice(0, 2).join('');
    const list = classes.get(cls) ?? [];
    list.push(word);
    classes.set(cls, list);
  }
  const sorted = [...classes.keys()].sort();
  return {
    source:
      'en-lexicon@1.0.11 (MIT; the Brill tagger lexicon of Wall Street Journal and Brown corpus words): coarse parts of speech P proper noun, N noun, V verb, J adjective, R adverb, F other; most frequent first, at most two',
    classes: Object.fromEntries(sorted.map((cls) => [cls, classes.get(cls)!.sort()])),
  };
}
