// Loads the jurisdiction-inference rules from signals.json once, validates them (a bad rule names the
// file and the field), expands the compact tables (phone country codes, IBAN and VAT prefixes, place
// names) into ordinary signals and compiles every pattern once.
import Type, { type TSchema } from 'typebox';
import { dataFileError, readDataJson, validateData } from '../core/dataFile.js';
import { quoteSafe } from '../core/safeToken.js';
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

const FILE = new URL('./signals.json', import.meta.url);
const CHECKS: Record<string, (match: string) => boolean> = { luhn: luhnValid };

const CC = '^[A-Z]{2}$';
const Rule = Type.Object(
  {
    signal: Type.String({ pattern: '^[a-z][a-z_]*\\.[a-z0-9_]+$' }),
    tier: Type.Union([Type.Literal('A'), Type.Literal('B'), Type.Literal('C')]),
    country: Type.String({ pattern: CC }),
    pattern: Type.String({ minLength: 1 }),
    flags: Type.Optional(Type.Union([Type.Literal(''), Type.Literal('i')])),
    check: Type.Optional(Type.Union(Object.keys(CHECKS).map((k) => Type.Literal(k)))),
  },
  { additionalProperties: false },
);
const ByCountry = <T extends TSchema>(value: T) => Type.Record(Type.String({ pattern: CC }), value, { additionalProperties: false });

/** The schema of signals.json. */
const SIGNALS_SCHEMA = Type.Object(
  {
    description: Type.Optional(Type.String()),
    ruleset_version: Type.String({ pattern: '^[0-9]{4}\\.[0-9]{1,2}\\.[0-9]+$' }),
    tiers: Type.Object(
      { A: Type.Number({ exclusiveMinimum: 0 }), B: Type.Number({ exclusiveMinimum: 0 }), C: Type.Number({ exclusiveMinimum: 0 }) },
      { additionalProperties: false },
    ),
    max_count: Type.Number({ minimum: 1, maximum: 100 }),
    min_confidence: Type.Number({ minimum: 0, maximum: 1 }),
    min_margin: Type.Number({ minimum: 0, maximum: 1 }),
    signals: Type.Array(Rule),
    phone_codes: ByCountry(Type.String({ pattern: '^[0-9]{1,3}$' })),
    iban_countries: ByCountry(Type.String({ pattern: CC })),
    vat_patterns: ByCountry(Type.String({ minLength: 1 })),
    place_names: ByCountry(Type.Array(Type.String({ minLength: 1 }), { minItems: 1 })),
  },
  { additionalProperties: false },
);

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Validates the parsed signals file and compiles its patterns; exported so tests can feed it broken rules. */
export function buildSignalRules(raw: unknown, file: URL | string = FILE): SignalRules {
  const r = validateData(raw, SIGNALS_SCHEMA, file);
  const compile = (pattern: string, flags: string | undefined, path: string): RegExp => {
    try {
      return new RegExp(pattern, `gu${flags ?? ''}`);
    } catch {
      // RegExp's message quotes the pattern; the problem is named, not echoed.
      throw dataFileError(file, path, 'DF_REGEX_INVALID');
    }
  };
  const signals: Signal[] = [];
  const seen = new Set<string>();
  const add = (signal: Signal, path: string) => {
    const s: Signal = { ...signal, gate: literalGate(signal.regex.source, signal.regex.flags) };
    if (seen.has(s.signal)) throw dataFileError(file, path, 'DF_SIGNAL_NAME_TWICE', { name: quoteSafe(s.signal) });
    seen.add(s.signal);
    signals.push(s);
  };
  r.signals.forEach((e, i) => {
    const path = `/signals/${i}`;
    const base = { signal: e.signal, tier: e.tier, country: e.country, regex: compile(e.pattern, e.flags, `${path}/pattern`) };
    const check = e.check === undefined ? undefined : CHECKS[e.check];
    add(check ? { ...base, check } : base, path);
  });
  for (const [cc, code] of Object.entries(r.phone_codes)) {
    // Country calling codes are prefix-free, so `+<code>` followed by a digit or separator is unambiguous.
    const pattern = `(?<![0-9+])\\+${code}(?=[ (.\\-]?[0-9])`;
    add({ signal: `phone.${cc.toLowerCase()}`, tier: 'B', country: cc, regex: compile(pattern, undefined, `/phone_codes/${cc}`) }, `/phone_codes/${cc}`);
  }
  for (const [cc, prefix] of Object.entries(r.iban_countries)) {
    const pattern = `\\b${prefix}[0-9]{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\\b`;
    add({ signal: `iban.${cc.toLowerCase()}`, tier: 'A', country: cc, regex: compile(pattern, undefined, `/iban_countries/${cc}`) }, `/iban_countries/${cc}`);
  }
  for (const [cc, shape] of Object.entries(r.vat_patterns)) {
    const pattern = `\\b(?:${shape})(?![0-9A-Za-z])`;
    add({ signal: `vat.${cc.toLowerCase()}`, tier: 'A', country: cc, regex: compile(pattern, undefined, `/vat_patterns/${cc}`) }, `/vat_patterns/${cc}`);
  }
  for (const [cc, names] of Object.entries(r.place_names)) {
    const alternatives = [...names].sort((a, b) => b.length - a.length).map(escapeRegex).join('|');
    const pattern = `(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`;
    add({ signal: `place.${cc.toLowerCase()}`, tier: 'C', country: cc, regex: compile(pattern, undefined, `/place_names/${cc}`) }, `/place_names/${cc}`);
  }
  return Object.freeze({
    rulesetVersion: r.ruleset_version,
    tierWeights: Object.freeze({ A: r.tiers.A, B: r.tiers.B, C: r.tiers.C }),
    maxCount: r.max_count,
    minConfidence: r.min_confidence,
    minMargin: r.min_margin,
    signals: Object.freeze(signals),
  });
}

export const SIGNAL_RULES: SignalRules = buildSignalRules(readDataJson(FILE));
