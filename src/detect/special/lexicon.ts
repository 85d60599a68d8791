// Loads the special-category data files of this folder (health.json, identity.json, affiliation.json,
// records.json, cues.json), validates them once with TypeBox and compiles every term list, pattern,
// form label and cue into regular expressions, once per process. A malformed file stops the service
// with an error naming the file and the failing path.
import Type, { type Static } from 'typebox';
import { foldAccents } from '../../core/fold.js';
import { TriggerIndex } from './trigger.js';
import { leadingPrefixes, PrefixIndex } from './leading.js';
import { dataFileError, dataFileName, loadDataFile, validateData } from '../../core/dataFile.js';

const Words = Type.Array(Type.String({ minLength: 1 }));

const CategorySchema = Type.Object(
  {
    category: Type.String({ pattern: '^PII-6-[A-Z_]+$' }),
    kind: Type.Union([Type.Literal('health'), Type.Literal('belief'), Type.Literal('origin'), Type.Literal('orientation'), Type.Literal('affiliation'), Type.Literal('record')]),
    terms: Words,
    acronyms: Words,
    sets: Type.Record(Type.String({ pattern: '^[a-z_]+$' }), Words, { additionalProperties: false }),
    patterns: Type.Array(Type.String({ minLength: 3 })),
    /** Patterns that are form fields by themselves (`Hospital No: ...`): licensed like labels. */
    label_patterns: Type.Array(Type.String({ minLength: 3 })),
    labels: Words,
    empty_values: Words,
    blockers_after: Words,
    blockers_before: Words,
    /** Phrases that, right before a term, lift a `blockers_after` word: "attends antenatal clinic" is the person's care, "Antenatal Clinic" alone a place. */
    unblock_before: Type.Optional(Words),
    record_heading: Type.Boolean(),
    case_sensitive_sets: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const CategoryFile = Type.Object({ description: Type.String({ minLength: 20 }), categories: Type.Array(CategorySchema, { minItems: 1 }) }, { additionalProperties: false });

export const CueFile = Type.Object(
  {
    description: Type.String({ minLength: 20 }),
    person: Type.Record(Type.String({ pattern: '^[a-z]{2,3}$' }), Words, { additionalProperties: false }),
    frames: Words,
    general: Words,
    general_symbols: Words,
    /** Cue-language common words, with their tone marks, that the name lexicon also lists as given names (Yorùbá 'àrùn'). */
    not_names: Words,
    headings: Words,
    record_labels: Words,
    /** A term right after "<topic noun> <link>" ("a book about addiction", "a lecture on Islam") is a subject, not someone's trait. */
    topic_nouns: Words,
    topic_links: Words,
  },
  { additionalProperties: false },
);

export type CategoryData = Static<typeof CategorySchema>;
export type Kind = CategoryData['kind'];
export type CueData = Static<typeof CueFile>;

export const CATEGORY_FILES = ['health.json', 'identity.json', 'affiliation.json', 'records.json'] as const;

const fileUrl = (file: string) => new URL(`./${file}`, import.meta.url);

const ESCAPE = /[.*+?^${}()|[\]\\]/g;
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';

/** One alternation over folded phrases, longest first, whitespace-tolerant. */
export function phraseAlternation(words: readonly string[], fold = true): string {
  const keys = [...new Set(words.map((w) => (fold ? foldAccents(w) : w).trim()).filter((w) => w.length > 0))];
  keys.sort((a, b) => b.length - a.length);
  return keys.map((k) => k.replace(ESCAPE, '\\$&').replace(/\s+/g, '\\s+')).join('|');
}

function wordRegex(words: readonly string[], flags: string, fold = true): RegExp | null {
  if (words.length === 0) return null;
  return new RegExp(`${B}(?:${phraseAlternation(words, fold)})${E}`, flags);
}

export interface CompiledCategory {
  data: CategoryData;
  /** Over folded text. */
  terms: RegExp | null;
  /** Over the original text, case-sensitive. */
  acronyms: RegExp | null;
  /** Over the original text, flags giu; group `v` is the span. */
  patterns: RegExp[];
  labelPatterns: RegExp[];
  /**
   * For each pattern that names a set, that set's words alone (original text, giu): the pattern only
   * runs in windows around their hits, so a text without a party or union name costs one cheap scan.
   */
  anchors: Array<RegExp | null>;
  /** Over folded text: a form label at a line start (or after `;`/`|`), group `v` is its value. */
  labels: RegExp | null;
  empty: ReadonlySet<string>;
  after: ReadonlySet<string>;
  before: ReadonlySet<string>;
  /** Over folded text ending where the term starts: an attendance frame ("attends the", "referred to") that lifts `after`. */
  unblock: RegExp | null;
  /** Case-sensitive members of the sets (for `case_sensitive_sets`), whitespace-normalised. */
  setMembers: ReadonlySet<string>;
  /** Ids of this category's lists in the trigger index (null when the list is empty). */
  scan: { terms: number | null; acronyms: number | null; labels: number | null; anchors: Array<number | null> };
  /**
   * For each pattern (then each label pattern) that names no set: its id in the prefix index and its
   * sticky copy (leading.ts), or null when it is scanned in full.
   */
  leading: Array<{ id: number; sticky: RegExp } | null>;
  labelLeading: Array<{ id: number; sticky: RegExp } | null>;
}

export interface CompiledCues {
  person: RegExp;
  frames: RegExp;
  general: RegExp;
  symbols: readonly string[];
  /** Lower-cased, NFC: words never read as a person's name. */
  notNames: ReadonlySet<string>;
  headings: RegExp;
  recordLabels: RegExp;
  /** Over folded text ending where a term starts. */
  topic: RegExp;
}

function labelRegex(labels: readonly string[]): RegExp | null {
  if (labels.length === 0) return null;
  // A label opens a line or follows `;`, `|`, a bullet, or (with a colon only) a sentence end or a comma:
  // `Name: X, Religion: Y. Union: Z` is a form written on one line. The value is read in a lookahead so
  // the next label on the same line is still found.
  const alt = phraseAlternation(labels);
  return new RegExp(
    `(?:(?:^|[\\n;|•])[ \\t*•\\-]*(?:${alt})[ \\t]*(?:(?:no\\.?|ref\\.?|reference|number|id)[ \\t]*)?(?:[:：=]|[-–][ \\t])|[.,][ \\t]+(?:${alt})[ \\t]*:)[ \\t]*(?=(?<v>[^\\n;|]+))`,
    'gu',
  );
}

function compileCategory(data: CategoryData, file: string, index: TriggerIndex, prefixes: PrefixIndex): CompiledCategory {
  const compile = (src: string, i: number): RegExp => {
    const filled = src.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
      const set = data.sets[name];
      if (!set) throw dataFileError(file, `/patterns/${i}`, `(${data.category} pattern ${i}) names unknown set '${name}'`);
      return `(?:${phraseAlternation(set, false)})`;
    });
    try {
      const re = new RegExp(filled, 'giu');
      if (!/\(\?<v>/.test(filled)) throw new Error('has no named group v');
      return re;
    } catch (err) {
      throw dataFileError(file, `/patterns/${i}`, `(${data.category} pattern ${i}) ${(err as Error).message}`);
    }
  };
  const patterns = data.patterns.map(compile);
  const anchors = data.patterns.map((src) => {
    const names = [...src.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]!);
    if (names.length === 0) return null;
    return new RegExp(`${B}(?:${phraseAlternation(names.flatMap((n) => data.sets[n] ?? []), false)})${E}`, 'giu');
  });
  const labelPatterns = data.label_patterns.map(compile);
  const terms = wordRegex(data.terms, 'gu');
  const acronyms = wordRegex(data.acronyms, 'gu', false);
  const labels = labelRegex(data.labels);
  const scan = {
    terms: terms ? index.add(terms, data.terms.map(foldAccents), true) : null,
    acronyms: acronyms ? index.add(acronyms, data.acronyms, false) : null,
    labels: labels ? index.add(labels, data.labels.map(foldAccents), true, true) : null,
    anchors: data.patterns.map((src, i) => {
      const anchor = anchors[i];
      if (!anchor) return null;
      const names = [...src.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]!);
      return index.add(anchor, names.flatMap((n) => data.sets[n] ?? []), false);
    }),
  };
  const lead = (re: RegExp) => {
    const p = leadingPrefixes(re);
    return p === null ? null : { id: prefixes.add(p), sticky: new RegExp(re.source, `${re.flags.replace('g', '')}y`) };
  };
  const leading = patterns.map((re, i) => (anchors[i] ? null : lead(re)));
  const labelLeading = labelPatterns.map(lead);
  const setMembers = new Set(Object.values(data.sets).flatMap((words) => words.map((w) => w.replace(/\s+/g, ' '))));
  return {
    data,
    terms,
    acronyms,
    patterns,
    labelPatterns,
    anchors,
    labels,
    empty: new Set(data.empty_values.map(foldAccents)),
    after: new Set(data.blockers_after.map(foldAccents)),
    before: new Set(data.blockers_before.map(foldAccents)),
    unblock: data.unblock_before?.length ? new RegExp(`${B}(?:${phraseAlternation(data.unblock_before)})\\s+(?:(?:the|an?|her|his|their|my|our|di)\\s+)?$`, 'u') : null,
    setMembers,
    scan,
    leading,
    labelLeading,
  };
}

function compileCues(c: CueData): CompiledCues {
  const person = Object.values(c.person).flat();
  return {
    person: wordRegex(person, 'gu')!,
    frames: wordRegex(c.frames, 'gu')!,
    general: wordRegex(c.general, 'gu')!,
    symbols: c.general_symbols,
    notNames: new Set(c.not_names.map((w) => w.normalize('NFC').toLowerCase())),
    headings: new RegExp(`(?:^|\\n)[ \\t#*\\-]*(?:${phraseAlternation(c.headings)})[ \\t]*(?:[:\\n(|\\-–—]|$)`, 'u'),
    recordLabels: new RegExp(`^[ \\t*•\\-]*(?:${phraseAlternation(c.record_labels)})[ \\t]*[:：]`, 'u'),
    topic: new RegExp(`${B}(?:${phraseAlternation(c.topic_nouns)})\\s+(?:${phraseAlternation(c.topic_links)})\\s+(?:(?:the|an?)\\s+)?$`, 'u'),
  };
}

export interface SpecialLexicon {
  categories: CompiledCategory[];
  cues: CompiledCues;
  triggers: TriggerIndex;
  /** Word-start prefixes of the patterns that name no set (leading.ts). */
  prefixes: PrefixIndex;
}

let loaded: SpecialLexicon | null = null;

/** The compiled categories and cues (loaded and validated on first use, then kept). */
export function specialLexicon(): SpecialLexicon {
  if (loaded) return loaded;
  const categories: CompiledCategory[] = [];
  const triggers = new TriggerIndex();
  const prefixes = new PrefixIndex();
  for (const file of CATEGORY_FILES) {
    const parsed = loadDataFile(fileUrl(file), CategoryFile);
    for (const c of parsed.categories) categories.push(compileCategory(c, dataFileName(fileUrl(file)), triggers, prefixes));
  }
  const cues = compileCues(loadDataFile(fileUrl('cues.json'), CueFile));
  loaded = { categories, cues, triggers, prefixes };
  return loaded;
}

/** Validates one parsed category file (tests use it to check error messages). */
export function validateCategoryFile(raw: unknown, file: string): void {
  const parsed = validateData(raw, CategoryFile, file);
  for (const c of parsed.categories) compileCategory(c, file, new TriggerIndex(), new PrefixIndex());
}
