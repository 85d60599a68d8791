// Loads place-roles.json (the cue pack: which words make a place an origin, destination, waypoint or
// location), validates it once at module load and compiles one scanner over every cue phrase.
import Type from 'typebox';
import { canonicalSha256 } from '../core/canonicalJson.js';
import { dataFileError, loadDataFile, validateData } from '../core/dataFile.js';
import { quoteSafe } from '../core/safeToken.js';
import { alternation } from './addressTokens.js';
import { Phrases as Words } from '../core/dataSchemas.js';

export type PlaceRole = 'origin' | 'destination' | 'location' | 'via' | 'unknown';
type BoundRole = Exclude<PlaceRole, 'unknown'>;

export interface SingleRule {
  id: string;
  kind: 'single';
  role: BoundRole;
  priority: number;
  cues: string[]; // a cue `*toka` matches any word ending in `toka` (Swahili verb forms)
  min_span_tier?: number;
  generic?: boolean; // an everyday preposition: its one-word guesses must not be ordinary words
  frames?: string[]; // `pick up * at`: one to four lower-case words stand for the `*`
}
export interface PairRule {
  id: string;
  kind: 'pair';
  roles: [BoundRole, BoundRole];
  priority: number;
  join: string[];
  cues: string[];
  promote?: { rule: string; after_words: string[] }; // a movement word just before makes it that rule
}
export interface IntrinsicRule {
  id: string;
  kind: 'intrinsic';
  role: BoundRole;
  priority: number;
  source: 'anchor_prepositions';
}
export type CueRule = SingleRule | PairRule | IntrinsicRule;

export interface CuePack {
  name: string;
  version: string;
  description: string;
  max_gap: number;
  fillers: string[];
  conjunctions: string[];
  negations: string[];
  /** Phrases that contain a cue word but are no cue (`turn left`, `on time`): the scanner consumes them. */
  blockers: string[];
  rules: CueRule[];
}

const FILE = new URL('./place-roles.json', import.meta.url);

const Role = Type.Union([Type.Literal('origin'), Type.Literal('destination'), Type.Literal('location'), Type.Literal('via')]);
/** A non-empty list of trimmed phrases (lower case and no repeats are checked after the schema). */
const Id = Type.String({ pattern: '^[a-z][a-z0-9_]*$' });
const Priority = Type.Integer({ minimum: 0 });
const Tier = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);

const Single = Type.Object(
  {
    id: Id,
    kind: Type.Literal('single'),
    role: Role,
    priority: Priority,
    cues: Words,
    min_span_tier: Type.Optional(Tier),
    generic: Type.Optional(Type.Boolean()),
    frames: Type.Optional(Words),
  },
  { additionalProperties: false },
);
const Pair = Type.Object(
  {
    id: Id,
    kind: Type.Literal('pair'),
    roles: Type.Tuple([Role, Role]),
    priority: Priority,
    join: Words,
    cues: Words,
    min_span_tier: Type.Optional(Tier),
    promote: Type.Optional(Type.Object({ rule: Type.String(), after_words: Words }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
const Intrinsic = Type.Object(
  { id: Id, kind: Type.Literal('intrinsic'), role: Role, priority: Priority, source: Type.Literal('anchor_prepositions') },
  { additionalProperties: false },
);

/** The schema of place-roles.json (lower case, repeats, frames, suffix cues and cross-references are checked after it). */
export const CUE_PACK_SCHEMA = Type.Object(
  {
    name: Type.String({ minLength: 1 }),
    version: Type.String({ minLength: 1 }),
    description: Type.String({ minLength: 1 }),
    generic_note: Type.Optional(Type.String()),
    max_gap: Type.Integer({ minimum: 1 }),
    fillers: Words,
    conjunctions: Words,
    negations: Words,
    blockers: Words,
    rules: Type.Array(Type.Union([Single, Pair, Intrinsic]), { minItems: 1 }),
  },
  { additionalProperties: false },
);

/** Validates the parsed JSON of a cue pack; a DataFileError names the file and the JSON path of the bad entry. */
export function validateCuePack(raw: unknown, file: URL | string = FILE): CuePack {
  const p = validateData(raw, CUE_PACK_SCHEMA, file);
  const words = (list: readonly string[], path: string): readonly string[] => {
    const seen = new Set<string>();
    list.forEach((w, i) => {
      if (w !== w.toLowerCase()) throw dataFileError(file, `${path}/${i}`, 'DF_NOT_LOWER_CASE');
      if (seen.has(w)) throw dataFileError(file, `${path}/${i}`, 'DF_ENTRY_TWICE');
      seen.add(w);
    });
    return list;
  };
  for (const key of ['fillers', 'conjunctions', 'negations', 'blockers'] as const) words(p[key], `/${key}`);
  const ids = new Set<string>();
  const cueOwner = new Map<string, string>();
  p.rules.forEach((rule, i) => {
    const at = `/rules/${i}`;
    if (ids.has(rule.id)) throw dataFileError(file, `${at}/id`, 'DF_ID_TWICE');
    ids.add(rule.id);
    if (rule.kind === 'intrinsic') return;
    if (rule.kind === 'pair') {
      words(rule.join, `${at}/join`);
      if (rule.promote) words(rule.promote.after_words, `${at}/promote/after_words`);
    }
    if (rule.kind === 'single' && rule.frames) {
      words(rule.frames, `${at}/frames`).forEach((frame, j) => {
        if (!/^[^*]+ \* [^*]+$/.test(frame)) throw dataFileError(file, `${at}/frames/${j}`, 'DF_FRAME_SHAPE');
      });
    }
    words(rule.cues, `${at}/cues`).forEach((cue, j) => {
      if (cue.includes('*') && !(/^\*\p{L}{3,}$/u.test(cue) && (rule.min_span_tier ?? 0) >= 1)) {
        throw dataFileError(file, `${at}/cues/${j}`, 'DF_SUFFIX_CUE_SHAPE');
      }
      // one phrase, one rule: a cue may not mean two things
      const prior = cueOwner.get(cue);
      if (prior !== undefined) throw dataFileError(file, `${at}/cues/${j}`, 'DF_CUE_TWO_RULES', { first: quoteSafe(prior), second: quoteSafe(rule.id) });
      cueOwner.set(cue, rule.id);
    });
  });
  p.rules.forEach((r, i) => {
    const target = r.kind === 'pair' ? r.promote?.rule : undefined;
    if (target !== undefined && !p.rules.some((x) => x.id === target && x.kind === 'pair')) {
      throw dataFileError(file, `/rules/${i}/promote/rule`, 'DF_NOT_PAIR_RULE');
    }
  });
  p.blockers.forEach((blocker, i) => {
    const owner = cueOwner.get(blocker);
    if (owner !== undefined) throw dataFileError(file, `/blockers/${i}`, 'DF_ALSO_CUE_OF', { owner: quoteSafe(owner) });
  });
  return p as CuePack;
}

export const CUE_PACK: Readonly<CuePack> = validateCuePack(loadDataFile(FILE, CUE_PACK_SCHEMA));

/**
 * `<name>@<version>:sha256:<16 hex>` over the pack's behaviour (gap, word lists, rules): changes when
 * any cue or rule changes, for pins and /capabilities.
 */
export const PLACE_ROLES_PIN = `${CUE_PACK.name}@${CUE_PACK.version}:sha256:${canonicalSha256({
  max_gap: CUE_PACK.max_gap,
  fillers: CUE_PACK.fillers,
  conjunctions: CUE_PACK.conjunctions,
  negations: CUE_PACK.negations,
  blockers: CUE_PACK.blockers,
  rules: CUE_PACK.rules,
}).slice(0, 16)}`;

const ruleOfCue = new Map<string, SingleRule | PairRule>();
for (const rule of CUE_PACK.rules) {
  if (rule.kind === 'intrinsic') continue;
  for (const cue of rule.cues) {
    if (cue.startsWith('*')) continue;
    // typographic apostrophes (`stone’s`) are the same cue
    for (const form of new Set([cue, cue.replace(/'/g, '’')])) ruleOfCue.set(form.normalize('NFC'), rule);
  }
}

/** A rule by id (for pair promotion). */
export function ruleById(id: string): CueRule | undefined {
  return CUE_PACK.rules.find((r) => r.id === id);
}

/** The rule a cue phrase (as matched, any case, any blanks) belongs to; undefined for a blocker. */
export function ruleForCue(written: string): SingleRule | PairRule | undefined {
  return ruleOfCue.get(written.toLowerCase().replace(/\s+/g, ' ').normalize('NFC'));
}

const joinRegexes = new Map<string, RegExp>();
for (const rule of CUE_PACK.rules) {
  if (rule.kind === 'pair') joinRegexes.set(rule.id, new RegExp(`^[ \\t]*(${alternation(rule.join)})(?=[ \\t])`, 'iu'));
}
/** `^ blanks (join word)` for a pair rule, compiled at load. */
export function pairJoinRegex(rule: PairRule): RegExp {
  return joinRegexes.get(rule.id)!;
}

export const INTRINSIC_RULE = CUE_PACK.rules.find((r): r is IntrinsicRule => r.kind === 'intrinsic');

export const WB = String.raw`[\p{L}\p{M}\p{N}_'’]`;
/** Every cue phrase and blocker, longest first, case-insensitive, word-bounded. */
export const CUE_RE = new RegExp(`(?<!${WB})(?:${alternation([...ruleOfCue.keys(), ...CUE_PACK.blockers])})(?!${WB})`, 'giu');

/** A negation (+ up to three words) ending right before a cue: applied to the 24 characters before it. */
export const NEGATION_BEFORE_RE = new RegExp(
  `(?:^|[^\\p{L}\\p{M}'’])(?:${alternation(CUE_PACK.negations.flatMap((n) => [n, n.replace(/'/g, '’')]))})(?:[ \\t]+[\\p{L}\\p{M}'’]+){0,3}[ \\t]+$`,
  'iu',
);

export const FILLERS = new Set(CUE_PACK.fillers);
export const CONJUNCTIONS = new Set(CUE_PACK.conjunctions);
export const MAX_GAP = CUE_PACK.max_gap;

/** Sentence punctuation a window may not cross. */
export const WINDOW_BREAK_RE = /[.;!?\n]/;

/** Tokens of a gap (split on blanks and , : ; – — -). */
export function gapTokens(gap: string): string[] {
  return gap
    .toLowerCase()
    .split(/[\s,:;–—-]+/u)
    .filter((t) => t !== '');
}
