// Loads the jurisdiction-inference rules from signals.json once, validates them (a bad rule names the
// file and the field), expands the compact tables (phone country codes, IBAN and VAT prefixes, place
// names) into ordinary signals and compiles every pattern once.
import { readFileSync } from 'node:fs';
import { luhnValid } from '../core/checksum.js';
import { type Gate, literalGate } from './literalGate.js';

export type Tier = 'A' | 'B' | 'C';

export interface Signal {
  readonly signal: string;
  readonly tier: Tier;
  readonly country: string;
  readonly regex: RegExp;
  /** Extra validation of each match (e.g. a Luhn check on an identifier shape). */
  readonly check?: (match: string) => boolean;
  /** Strings one of which every match contains (derived from the pattern); a text with none skips the scan. */
  readonly gate?: Gate;
}

export interface SignalRules {
  readonly rulesetVersion: string;
  readonly tierWeights: Readonly<Record<Tier, number>>;
  readonly maxCount: number;
  readonly minConfidence: number;
  readonly minMargin: number;
  readonly signals: readonly Signal[];
}

const FILE = 'signals.json';
const CHECKS: Record<string, (match: string) => boolean> = { luhn: luhnValid };

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Validates the parsed signals file; exported so tests can feed it broken rules. */
export function buildSignalRules(raw: unknown, file = FILE): SignalRules {
  const fail = (field: string, expected: string): never => {
    throw new Error(`jurisdiction signals ${file}: field '${field}' ${expected}`);
  };
  if (typeof raw !== 'object' || raw === null) return fail('(root)', 'must be a JSON object');
  const r = raw as Record<string, unknown>;
  const version = r.ruleset_version;
  if (typeof version !== 'string' || !/^[0-9]{4}\.[0-9]{1,2}\.[0-9]+$/.test(version)) {
    fail('ruleset_version', "must look like 'YYYY.M.rev'");
  }
  const tiers = r.tiers as Record<string, unknown> | undefined;
  for (const t of ['A', 'B', 'C']) {
    if (typeof tiers?.[t] !== 'number' || !((tiers[t] as number) > 0)) fail(`tiers.${t}`, 'must be a positive number');
  }
  const num = (field: string, min: number, max: number): number => {
    const v = r[field];
    if (typeof v !== 'number' || v < min || v > max) fail(field, `must be a number from ${min} to ${max}`);
    return v as number;
  };
  const compile = (pattern: unknown, flags: unknown, field: string): RegExp => {
    if (typeof pattern !== 'string' || pattern === '') fail(`${field}.pattern`, 'must be a non-empty string');
    if (flags !== undefined && (typeof flags !== 'string' || !/^i?$/.test(flags))) fail(`${field}.flags`, "may only be 'i'");
    try {
      return new RegExp(pattern as string, `gu${(flags as string | undefined) ?? ''}`);
    } catch (err) {
      return fail(`${field}.pattern`, `is not a valid regular expression (${(err as Error).message})`);
    }
  };
  const signals: Signal[] = [];
  const seen = new Set<string>();
  const add = (signal: Signal, field: string) => {
    const s: Signal = { ...signal, gate: literalGate(signal.regex.source, signal.regex.flags) };
    if (seen.has(s.signal)) fail(field, `repeats the signal name '${s.signal}'`);
    if (!/^[A-Z]{2}$/.test(s.country)) fail(`${field}.country`, 'must be a two-letter upper-case code');
    seen.add(s.signal);
    signals.push(s);
  };
  if (!Array.isArray(r.signals)) fail('signals', 'must be a list');
  (r.signals as unknown[]).forEach((entry, i) => {
    const field = `signals[${i}]`;
    const e = entry as Record<string, unknown>;
    if (typeof e?.signal !== 'string' || !/^[a-z][a-z_]*\.[a-z0-9_]+$/.test(e.signal)) fail(`${field}.signal`, "must be a name like 'id.nin'");
    if (e.tier !== 'A' && e.tier !== 'B' && e.tier !== 'C') fail(`${field}.tier`, 'must be A, B or C');
    let check: ((m: string) => boolean) | undefined;
    if (e.check !== undefined) {
      check = CHECKS[e.check as string];
      if (!check) fail(`${field}.check`, `must be one of ${Object.keys(CHECKS).join(', ')}`);
    }
    const base = { signal: e.signal as string, tier: e.tier as Tier, country: e.country as string, regex: compile(e.pattern, e.flags, field) };
    add(check ? { ...base, check } : base, field);
  });
  const table = (name: string): Record<string, unknown> => {
    const t = r[name];
    if (typeof t !== 'object' || t === null || Array.isArray(t)) return fail(name, 'must be an object keyed by country code');
    return t as Record<string, unknown>;
  };
  for (const [cc, code] of Object.entries(table('phone_codes'))) {
    if (typeof code !== 'string' || !/^[0-9]{1,3}$/.test(code)) fail(`phone_codes.${cc}`, 'must be 1-3 digits');
    // Country calling codes are prefix-free, so `+<code>` followed by a digit or separator is unambiguous.
    const pattern = `(?<![0-9+])\\+${code}(?=[ (.\\-]?[0-9])`;
    add({ signal: `phone.${cc.toLowerCase()}`, tier: 'B', country: cc, regex: compile(pattern, undefined, `phone_codes.${cc}`) }, `phone_codes.${cc}`);
  }
  for (const [cc, prefix] of Object.entries(table('iban_countries'))) {
    if (typeof prefix !== 'string' || !/^[A-Z]{2}$/.test(prefix)) fail(`iban_countries.${cc}`, 'must be a two-letter prefix');
    const pattern = `\\b${prefix}[0-9]{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\\b`;
    add({ signal: `iban.${cc.toLowerCase()}`, tier: 'A', country: cc, regex: compile(pattern, undefined, `iban_countries.${cc}`) }, `iban_countries.${cc}`);
  }
  for (const [cc, shape] of Object.entries(table('vat_patterns'))) {
    const pattern = `\\b(?:${shape as string})(?![0-9A-Za-z])`;
    add({ signal: `vat.${cc.toLowerCase()}`, tier: 'A', country: cc, regex: compile(pattern, undefined, `vat_patterns.${cc}`) }, `vat_patterns.${cc}`);
  }
  for (const [cc, names] of Object.entries(table('place_names'))) {
    if (!Array.isArray(names) || names.length === 0 || names.some((n) => typeof n !== 'string' || n === '')) {
      fail(`place_names.${cc}`, 'must be a non-empty list of names');
    }
    const alternatives = [...(names as string[])].sort((a, b) => b.length - a.length).map(escapeRegex).join('|');
    const pattern = `(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`;
    add({ signal: `place.${cc.toLowerCase()}`, tier: 'C', country: cc, regex: compile(pattern, undefined, `place_names.${cc}`) }, `place_names.${cc}`);
  }
  return Object.freeze({
    rulesetVersion: version as string,
    tierWeights: Object.freeze({ A: tiers!.A as number, B: tiers!.B as number, C: tiers!.C as number }),
    maxCount: num('max_count', 1, 100),
    minConfidence: num('min_confidence', 0, 1),
    minMargin: num('min_margin', 0, 1),
    signals: Object.freeze(signals),
  });
}

export function loadSignalRules(): SignalRules {
  return buildSignalRules(JSON.parse(readFileSync(new URL(`./${FILE}`, import.meta.url), 'utf8')));
}

export const SIGNAL_RULES: SignalRules = loadSignalRules();
