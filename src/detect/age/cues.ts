// The age detector's words (age-cues.json), read once through the one data loader (core/dataFile.ts)
// with the TypeBox schema below and compiled, once at load, into the detector's regexes: the cues that
// say a number is an age (`aged 34`, `umri wa miaka 34`), the units and the words after them (`34 years
// old`, `34-year-old`, `34 y/o`), and the duration words that make `34 years` not an age (`served 5
// years`, `5 years ago`). The shapes (digits, separators, boundaries) are here; the words are data.
import Type, { type Static } from 'typebox';
import { loadDataFile, validateData } from '../../core/dataFile.js';
import { LowerPhrases } from '../../core/dataSchemas.js';
import { phraseTrie } from '../../core/matches.js';

/** The schema of age-cues.json: a `source` note and nine lists of lower-case phrases. */
export const AGE_CUES_SCHEMA = Type.Object(
  {
    source: Type.String({ minLength: 1 }),
    /** Before the number, `:` or `=` allowed between (`aged 34`, `Age: 34`, `umri wa miaka 34`). */
    cues_before: LowerPhrases,
    /** Before the number, white space required and nothing else between (`miaka 34`). */
    cues_before_spaced: LowerPhrases,
    /** After the number (`34 years`): alone an age only when no duration word surrounds it. */
    units: LowerPhrases,
    /** After a unit joined by a hyphen or a space (`34-year-old`). */
    compound: LowerPhrases,
    /** After a unit and white space (`34 years of age`). */
    after_unit: LowerPhrases,
    /** Right after the number (`34 y/o`, `34yo`). */
    abbreviations: LowerPhrases,
    /** Right before `N years`, a duration (`served 5 years`); matched at the end of the preceding text. */
    duration_before: LowerPhrases,
    /** Right after `N years`, a duration (`5 years ago`); matched at the start of the following text. */
    duration_after: LowerPhrases,
  },
  { additionalProperties: false },
);

export type AgeCues = Static<typeof AGE_CUES_SCHEMA>;

/** The detector's regexes, compiled from one cues table. */
export interface AgePatterns {
  /** In order; group `v` is the span (the number, or the number with its unit). */
  readonly find: readonly RegExp[];
  /** A span carrying one of these words is an age whatever surrounds it. */
  readonly marked: RegExp;
  readonly durationBefore: RegExp;
  readonly durationAfter: RegExp;
}

const FILE = new URL('./age-cues.json', import.meta.url);
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
// As a prefix trie (core/matches.ts phraseTrie: phraseAlternation's matches and preference, each character tried once
// at a position instead of once per cue; every expression here has flags `i` and `u`, the trie's own).
const alt = (words: readonly string[]) => `(?:${phraseTrie(words, 'iu', false)})`;

/** Compiles a cues table into the detector's regexes. */
export function compileAgeCues(cues: AgeCues): AgePatterns {
  const units = alt(cues.units);
  return {
    find: [
      new RegExp(`${B}${alt(cues.cues_before)}\\s*[:=]?\\s*(?<v>\\d{1,3})(?![\\p{N}.,]\\d)${E}`, 'giu'),
      new RegExp(`${B}(?<v>\\d{1,3}(?:[- ]${units}[- ]${alt(cues.compound)}|\\s*${units}(?:\\s+${alt(cues.after_unit)})?|\\s*${alt(cues.abbreviations)}))${E}`, 'giu'),
      new RegExp(`${B}${alt(cues.cues_before_spaced)}\\s+(?<v>\\d{1,3})${E}`, 'giu'),
    ],
    marked: new RegExp(alt([...cues.compound, ...cues.after_unit, ...cues.abbreviations]), 'iu'),
    durationBefore: new RegExp(`${alt(cues.duration_before)}\\s*$`, 'iu'),
    durationAfter: new RegExp(`^\\s*${alt(cues.duration_after)}`, 'iu'),
  };
}

/** Validates a parsed cues file (the broken-copy tests); a DataFileError names the file and the entry. */
export function validateAgeCues(raw: unknown, file: URL | string = FILE): AgeCues {
  return validateData(raw, AGE_CUES_SCHEMA, file);
}

/** The shipped cues, compiled once at load. */
export const AGE_PATTERNS: AgePatterns = compileAgeCues(loadDataFile(FILE, AGE_CUES_SCHEMA));
