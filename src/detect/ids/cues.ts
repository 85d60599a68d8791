// Cue words of the identifier detectors, loaded once from cues.json (data, so reviewers can extend a
// language without touching code) and compiled to one regex per detector. A cue is what turns a
// generic digit run into an identifier when no check digit is published, and what breaks ties
// between formats that look alike (NIN vs BVN, ID vs NHIF).
import Type, { type Static } from 'typebox';
import { dataFileError, loadDataFile, validateData } from '../../core/dataFile.js';
import { Phrases } from '../../core/dataSchemas.js';

type CueTable = Record<string, string[]>;

const FILE = new URL('./cues.json', import.meta.url);

/** The schema of cues.json: `_comment`, the look-alike words `_negative`, and per detector its cue phrases. */
export const ID_CUES_SCHEMA = Type.Object({ _comment: Type.Optional(Type.String()), _negative: Phrases }, { additionalProperties: Phrases });

/** The detectors' lists, checked beyond the schema: no phrase twice in one list (case, spaces and hyphens aside). */
function tableOf(data: Static<typeof ID_CUES_SCHEMA>, file: URL | string): CueTable {
  const table: CueTable = {};
  for (const [key, phrases] of Object.entries(data)) {
    if (key === '_comment' || !Array.isArray(phrases)) continue;
    const seen = new Set<string>();
    phrases.forEach((p, i) => {
      const folded = p.toLowerCase().replace(/[ -]+/g, ' ');
      if (seen.has(folded)) throw dataFileError(file, `/${key}/${i}`, 'DF_PHRASE_TWICE');
      seen.add(folded);
    });
    table[key] = phrases;
  }
  return table;
}

/** Validates a parsed cues file (for the broken-copy test); a DataFileError names the file and the entry. */
export function validateCueTable(raw: unknown, file: URL | string = FILE): CueTable {
  return tableOf(validateData(raw, ID_CUES_SCHEMA, file), file);
}

function loadCueTable(): CueTable {
  return tableOf(loadDataFile(FILE, ID_CUES_SCHEMA), FILE);
}

const ESCAPE = /[.*+?^${}()|[\]\\/]/g;

/** Regex source matching any phrase; a space or hyphen in a phrase matches any of ' -_.' or nothing. */
function alternation(phrases: readonly string[]): string {
  return [...phrases]
    .sort((a, b) => b.length - a.length)
    .map((p) => p.replace(ESCAPE, '\\$&').replace(/[ -]+/g, '[\\s\\-_.]*'))
    .join('|');
}

const TABLE = loadCueTable();
const NEG_SOURCE = alternation(TABLE['_negative']!);
/** The detectors that have cue words (every key of the file but the `_` ones). */
const NAMES = Object.keys(TABLE).filter((name) => !name.startsWith('_'));

/**
 * A detector's expression, built the first time it is asked for and kept: a process that detects builds each once,
 * and one that never reaches a detector (most test files, a service answering `/livez`) builds none of them — built
 * here at import, the cue expressions of every detector and the rivals' unions (rule.ts) were about 0.4 s of CPU
 * per process.
 */
function cached<T>(cache: Map<string, T>, name: string, build: (phrases: readonly string[]) => T): T {
  let v = cache.get(name);
  if (v === undefined) {
    v = build(known(name.startsWith('_') ? undefined : TABLE[name], name));
    cache.set(name, v);
  }
  return v;
}
const CUE_REGEX = new Map<string, RegExp>();
const CUE_AFTER_REGEX = new Map<string, RegExp>();

// A phrase is specific when only one country's detectors list it ("CPR", "BSN"); generic phrases
// ("ID number", "personal code", "TIN") cannot tell one country's number from another's.
const PHRASE_COUNTRIES = new Map<string, Set<string>>();
for (const name of NAMES) {
  for (const p of TABLE[name]!) {
    const key = p.toLowerCase();
    const set = PHRASE_COUNTRIES.get(key) ?? new Set<string>();
    set.add(name.slice(0, 2));
    PHRASE_COUNTRIES.set(key, set);
  }
}
const SPECIFIC_CUE_REGEX = new Map<string, RegExp | null>();

/**
 * A detector's entry of one of the tables above. Internal invariant: detector names come from the code,
 * not a caller, so a miss is a programming error.
 */
function known<T>(entry: T | undefined, name: string): T {
  if (entry === undefined) throw new Error(`detect/ids: no cue words for detector "${name}"`);
  return entry;
}

/** Regex of the phrases that name this detector's country alone, or null when it has none. */
export function specificCueRegex(name: string): RegExp | null {
  return cached(SPECIFIC_CUE_REGEX, name, (phrases) => {
    const specific = phrases.filter((p) => PHRASE_COUNTRIES.get(p.toLowerCase())!.size === 1);
    return specific.length === 0 ? null : new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(specific)})(?![\\p{L}])`, 'giu');
  });
}

/**
 * One regex for every cue of `fullNames` and the country-specific cues of `specificNames` (the rivals
 * of a detector), so finding the nearest rival cue is one scan; null when there is none.
 */
export function unionCueRegex(fullNames: readonly string[], specificNames: readonly string[]): RegExp | null {
  const phrases = new Set<string>();
  for (const name of fullNames) for (const p of cuePhrases(name)) phrases.add(p);
  for (const name of specificNames) {
    for (const p of cuePhrases(name)) if (PHRASE_COUNTRIES.get(p.toLowerCase())!.size === 1) phrases.add(p);
  }
  if (phrases.size === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation([...phrases])})(?![\\p{L}])`, 'giu');
}

/** Names of the detectors that have cue words. */
export function cueNames(): string[] {
  return [...NAMES];
}

/** The phrases of one detector (for tests and the benchmark generator). */
export function cuePhrases(name: string): readonly string[] {
  return known(name.startsWith('_') ? undefined : TABLE[name], name);
}

/** Global, case-insensitive regex of one detector's cues (callers reset lastIndex or use matchAll). */
export function cueRegex(name: string): RegExp {
  return cached(CUE_REGEX, name, (phrases) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(phrases)})(?![\\p{L}])`, 'giu'));
}

/** Anchored regex of a cue in brackets right after a number ("123456782 (BSN)"). */
export function cueAfterRegex(name: string): RegExp {
  return cached(CUE_AFTER_REGEX, name, (phrases) => new RegExp(`^[^\\S\\n]*[([][^\\S\\n]*(?:${alternation(phrases)})(?![\\p{L}])`, 'iu'));
}

/** A look-alike word anywhere in a stretch of text (between a cue and its number). */
export const NEGATIVE_ANYWHERE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${NEG_SOURCE})(?![\\p{L}])`, 'iu');
/** A look-alike word that ends a stretch of text, allowing only punctuation after it ("Order ID"). */
export const NEGATIVE_JUST_BEFORE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${NEG_SOURCE})[\\s#:.\\-]*$`, 'iu');
/** A look-alike word shortly before an uncued number, with no digit in between ("Invoice no. 8001…"). */
export const NEGATIVE_BEFORE_NUMBER = new RegExp(`(?<![\\p{L}\\p{N}])(?:${NEG_SOURCE})(?![\\p{L}])[^\\d\\n]{0,20}$`, 'iu');
