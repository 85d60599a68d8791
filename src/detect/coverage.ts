// Coverage: what a statute governs against what the detectors that would actually run can emit. It is
// capability, not recall: a covered category can still be missed. `regional` names covered categories
// whose only detectors were built for other jurisdictions (reported, never counted as uncovered).
// Identifier rules declare their own category and country; every other rule detector is described in
// emits.json, validated at load against the registry so a new detector cannot be silently uncounted.
import { readFileSync } from 'node:fs';
import Type, { type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { BadRequestError } from '../core/errors.js';
import { coversCountry, requireJurisdiction, requireStatute, STATUTE_IDS, statuteIdFor } from '../jurisdiction/index.js';
import { identifierRules } from './ids/index.js';
import { detectorsFor, ruleDetectors } from './pipeline.js';

const Entry = Type.Object(
  {
    categories: Type.Array(Type.String({ pattern: '^PII-[0-9]-[A-Z][A-Z0-9_]*$' }), { minItems: 1 }),
    built_for: Type.Array(Type.String({ pattern: '^(GLOBAL|[A-Z]{2})$' }), { minItems: 1 }),
  },
  { additionalProperties: false },
);
const EmitsFile = Type.Object(
  { schema: Type.Literal('service.detector_emits.v1'), note: Type.String(), detectors: Type.Record(Type.String(), Entry) },
  { additionalProperties: false },
);
type EmitEntry = Static<typeof Entry>;

/** Validates emits.json against the registry: every non-identifier rule detector has an entry, no stray one. */
export function validateEmits(raw: unknown, ruleNames: readonly string[], file = 'emits.json'): ReadonlyMap<string, EmitEntry> {
  const check = Compile(EmitsFile);
  if (!check.Check(raw)) {
    const e = check.Errors(raw)[0];
    throw new Error(`detector emits ${file}: ${e ? `${e.instancePath || '(root)'} ${e.message}` : 'does not fit its schema'}`);
  }
  const entries = (raw as Static<typeof EmitsFile>).detectors;
  for (const name of ruleNames) {
    if (!Object.hasOwn(entries, name)) throw new Error(`detector emits ${file}: /detectors/${name} is missing (every rule detector must say what it emits)`);
  }
  for (const name of Object.keys(entries)) {
    if (!ruleNames.includes(name)) throw new Error(`detector emits ${file}: /detectors/${name} names no registered detector`);
  }
  return new Map(Object.entries(entries));
}

const ID_RULES = new Map(identifierRules.map((r) => [r.name, r]));
const EMITS = validateEmits(
  JSON.parse(readFileSync(new URL('./emits.json', import.meta.url), 'utf8')),
  ruleDetectors().map((d) => d.name).filter((n) => !ID_RULES.has(n)),
);

/** Categories a detector emits and the jurisdictions it was built for. */
function describe(name: string, countries: readonly string[]): EmitEntry {
  const rule = ID_RULES.get(name);
  if (rule) return { categories: [rule.category], built_for: [...countries] };
  return EMITS.get(name) ?? { categories: [], built_for: ['GLOBAL'] };
}

function builtFor(entry: EmitEntry, jurisdiction: string): boolean {
  return entry.built_for.some((b) => b === 'GLOBAL' || coversCountry(jurisdiction, b) || (b === 'EU' && jurisdiction !== 'GB' && statuteIdFor(jurisdiction) === 'GDPR'));
}

export type CoverageVerdict = 'full' | 'partial' | 'none';

export interface CoverageReport {
  statute: string;
  jurisdiction: string;
  verdict: CoverageVerdict;
  governed: string[];
  detectable: string[];
  covered: string[];
  uncovered: string[];
  /** Covered, but only by detectors built for other jurisdictions. */
  regional: string[];
  /** The rule detectors that run for this jurisdiction. */
  detectors: string[];
  note: string;
}

export interface CoverageRequest {
  jurisdiction?: string | null;
  statute?: string | null;
}

const sorted = (xs: Iterable<string>) => [...new Set(xs)].sort();

function noteOf(verdict: CoverageVerdict, statute: string, uncovered: string[], regional: string[]): string {
  if (verdict === 'none') return `no installed detector can find anything ${statute} governs: a clean result would mean nothing was looked for`;
  const head =
    verdict === 'full'
      ? `every category ${statute} governs has a detector installed; this is capability, not recall: a detector that ran may still miss something`
      : `${uncovered.length} ${uncovered.length === 1 ? 'category' : 'categories'} ${statute} governs ${uncovered.length === 1 ? 'has' : 'have'} no detector installed (${uncovered.slice(0, 4).join(', ')}${uncovered.length > 4 ? ` and ${uncovered.length - 4} more` : ''}); a clean result does not mean they are absent, only that nothing looked for them`;
  return regional.length > 0 ? `${head}. ${regional.length} more rely only on detectors built for other jurisdictions: ${regional.join(', ')}` : head;
}

/** Coverage of a statute (or a jurisdiction's statute) by the detectors that would run. */
export function coverage(req: CoverageRequest): CoverageReport {
  const given = req.jurisdiction === undefined || req.jurisdiction === null || req.jurisdiction.trim() === '' ? null : requireJurisdiction(req.jurisdiction);
  const pack = req.statute === undefined || req.statute === null || req.statute.trim() === '' ? null : requireStatute(req.statute);
  if (given === null && pack === null) {
    throw new BadRequestError(`coverage needs a jurisdiction or a statute (one of ${STATUTE_IDS.join(', ')})`);
  }
  const jurisdiction = given ?? pack!.jurisdiction;
  const statute = pack ?? requireStatute(statuteIdFor(jurisdiction)!);
  const running = detectorsFor(jurisdiction).map((d) => ({ name: d.name, entry: describe(d.name, d.countries) }));

  const governed = sorted(Object.keys(statute.categories));
  const detectable = sorted(running.flatMap((r) => r.entry.categories));
  const covered = governed.filter((c) => detectable.includes(c));
  const uncovered = governed.filter((c) => !detectable.includes(c));
  const regional = covered.filter((c) => running.filter((r) => r.entry.categories.includes(c)).every((r) => !builtFor(r.entry, jurisdiction)));
  const verdict: CoverageVerdict = covered.length === 0 ? 'none' : uncovered.length === 0 ? 'full' : 'partial';
  return {
    statute: statute.statute,
    jurisdiction,
    verdict,
    governed,
    detectable,
    covered,
    uncovered,
    regional,
    detectors: running.map((r) => r.name).sort(),
    note: noteOf(verdict, statute.statute, uncovered, regional),
  };
}
