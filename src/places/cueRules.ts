// Loads place-roles.json (the cue pack: which words make a place an origin, destination, waypoint or
// location), validates it once at module load and compiles one scanner over every cue phrase.
import { readFileSync } from 'node:fs';
import { canonicalSha256 } from '../core/canonicalJson.js';
import { ConfigError } from '../core/errors.js';
import { alternation } from './addressTokens.js';

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

const ROLES = new Set(['origin', 'destination', 'location', 'via']);

/** Validates the parsed JSON of a cue pack; throws ConfigError naming the first problem. */
export function validateCuePack(raw: unknown, source = 'place-roles.json'): CuePack {
  const fail = (why: string): never => {
    throw new ConfigError(`${source}: ${why}`);
  };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('expected a JSON object');
  const p = raw as Record<string, unknown>;
  for (const key of ['name', 'version', 'description']) {
    if (typeof p[key] !== 'string' || p[key] === '') fail(`"${key}" must be a non-empty string`);
  }
  if (typeof p.max_gap !== 'number' || !Number.isInteger(p.max_gap) || p.max_gap < 1) fail('"max_gap" must be a positive integer');
  const words = (value: unknown, path: string): string[] => {
    if (!Array.isArray(value) || value.length === 0) return fail(`"${path}" must be a non-empty array of strings`);
    for (const w of value) {
      if (typeof w !== 'string' || w.trim() === '' || w !== w.trim().toLowerCase()) {
        fail(`"${path}" entries must be trimmed lower-case strings`);
      }
    }
    if (new Set(value).size !== value.length) fail(`"${path}" lists an entry twice`);
    return value as string[];
  };
  for (const key of ['fillers', 'conjunctions', 'negations', 'blockers']) words(p[key], key);
  if (!Array.isArray(p.rules) || p.rules.length === 0) fail('"rules" must be a non-empty array');
  const ids = new Set<string>();
  const cueOwner = new Map<string, string>();
  for (const [i, r] of (p.rules as unknown[]).entries()) {
    if (typeof r !== 'object' || r === null) fail(`rules[${i}] must be an object`);
    const rule = r as Record<string, unknown>;
    const at = `rules[${i}]`;
    if (typeof rule.id !== 'string' || !/^[a-z][a-z0-9_]*$/.test(rule.id)) fail(`${at}.id must be a snake_case string`);
    if (ids.has(rule.id as string)) fail(`rule id "${rule.id}" is used twice`);
    ids.add(rule.id as string);
    if (typeof rule.priority !== 'number' || !Number.isInteger(rule.priority) || rule.priority < 0) {
      fail(`${at}.priority must be a non-negative integer`);
    }
    if (rule.kind === 'single' || rule.kind === 'intrinsic') {
      if (!ROLES.has(rule.role as string)) fail(`${at}.role must be one of origin, destination, location, via`);
    } else if (rule.kind === 'pair') {
      const roles = rule.roles;
      if (!Array.isArray(roles) || roles.length !== 2 || !roles.every((x) => ROLES.has(x as string))) {
        fail(`${at}.roles must name two roles`);
      }
      words(rule.join, `${at}.join`);
    } else {
      fail(`${at}.kind must be single, pair or intrinsic`);
    }
    if (rule.kind === 'intrinsic') {
      if (rule.source !== 'anchor_prepositions') fail(`${at}.source must be "anchor_prepositions"`);
      continue;
    }
    if (rule.generic !== undefined && (typeof rule.generic !== 'boolean' || rule.kind !== 'single')) {
      fail(`${at}.generic must be a boolean on a single rule`);
    }
    if (rule.min_span_tier !== undefined && ![0, 1, 2].includes(rule.min_span_tier as number)) {
      fail(`${at}.min_span_tier must be 0, 1 or 2`);
    }
    if (rule.frames !== undefined) {
      if (rule.kind !== 'single') fail(`${at}.frames are only for single rules`);
      for (const frame of words(rule.frames, `${at}.frames`)) {
        if (!/^[^*]+ \* [^*]+$/.test(frame)) fail(`${at}.frames: "${frame}" must hold exactly one " * " between words`);
      }
    }
    if (rule.promote !== undefined) {
      const promote = rule.promote as Record<string, unknown>;
      if (rule.kind !== 'pair' || typeof promote.rule !== 'string') fail(`${at}.promote must name a rule (pair rules only)`);
      words(promote.after_words, `${at}.promote.after_words`);
    }
    for (const cue of words(rule.cues, `${at}.cues`)) {
      if (cue.includes('*') && !(/^\*\p{L}{3,}$/u.test(cue) && (rule.min_span_tier as number) >= 1)) {
        fail(`${at}.cues: "${cue}" — a suffix cue is * + 3 letters or more, in a rule with min_span_tier >= 1`);
      }
      // one phrase, one rule: a cue may not mean two things
      const prior = cueOwner.get(cue);
      if (prior !== undefined) fail(`cue "${cue}" belongs to both ${prior} and ${rule.id}`);
      cueOwner.set(cue, rule.id as string);
    }
  }
  for (const r of p.rules as Record<string, unknown>[]) {
    const target = (r.promote as { rule?: string } | undefined)?.rule;
    if (target !== undefined && !(p.rules as Record<string, unknown>[]).some((x) => x.id === target && x.kind === 'pair')) {
      fail(`rule ${r.id} promotes to "${target}", which is not a pair rule`);
    }
  }
  for (const blocker of p.blockers as string[]) {
    if (cueOwner.has(blocker)) fail(`blocker "${blocker}" is also a cue of ${cueOwner.get(blocker)}`);
  }
  return p as unknown as CuePack;
}

export const CUE_PACK: Readonly<CuePack> = validateCuePack(
  JSON.parse(readFileSync(new URL('./place-roles.json', import.meta.url), 'utf8')),
);

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
