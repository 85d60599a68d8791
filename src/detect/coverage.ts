// The coverage report of a jurisdiction or statute (GET /coverage, the CLI and the tool server use this
// one function): which categories the statute governs (with its action and citation), which the
// installed detectors that run for the jurisdiction can emit, which are emitted only by a detector
// built for another region (so they are not found in this jurisdiction's texts), which nothing
// detects, and which the detectors emit that the pack does not list (its default rule then applies).
// What each universal detector emits is data (detector-categories.json); identifier detectors declare
// their category in their rule.
import Type from 'typebox';
import { serviceError } from '../core/errors.js';
import { coversCountry, requireJurisdiction, requireStatute, statuteIdFor } from '../jurisdiction/countries.js';
import { findStatute, type StatutePack } from '../jurisdiction/statutes.js';
import { modelDetector } from './model.js';
import { ruleDetectors } from './pipeline.js';
import { taggerDetector } from './tagger/index.js';
import type { Detector } from './types.js';
import { loadDataFile } from '../core/dataFile.js';
import { CategoryCode } from '../core/dataSchemas.js';

export type CoverageStatus = 'detected' | 'other_region_only' | 'not_detected';

export interface CategoryCoverage {
  category: string;
  action: string;
  citation: string;
  status: CoverageStatus;
  /** Detectors that run for this jurisdiction and can emit the category (`rule:<name>`, `model:<id>`). */
  detectors: string[];
  /** Detectors of other regions that emit it (they do not run here). */
  other_region_detectors: string[];
}

export type CoverageVerdict = 'full' | 'partial' | 'none';

export interface CoverageReport {
  jurisdiction: string;
  statute: string;
  statute_version: string;
  /** `full`: every governed category has a detector here; `none`: not one has; `partial` otherwise (normal). */
  verdict: CoverageVerdict;
  /** Governed categories no detector that runs here can emit: a clean result says nothing about them. */
  uncovered: string[];
  /** One sentence a person can act on: coverage is capability, not recall. */
  note: string;
  categories: CategoryCoverage[];
  /** Emitted here but not listed by the pack: the pack's default rule applies. */
  unlisted: CategoryCoverage[];
  summary: { governed: number; detected: number; other_region_only: number; not_detected: number; unlisted: number };
}

export interface CoverageRequest {
  jurisdiction?: string | null;
  statute?: string | null;
}

/** The schema of detector-categories.json: detector name → the category codes it can emit. */
export const DETECTOR_CATEGORIES_SCHEMA = Type.Object(
  { source: Type.String({ minLength: 1 }), detectors: Type.Record(Type.String({ minLength: 1 }), Type.Array(CategoryCode)) },
  { additionalProperties: false },
);

let declared: Record<string, string[]> | undefined;

function declaredCategories(): Record<string, string[]> {
  declared ??= loadDataFile(new URL('./detector-categories.json', import.meta.url), DETECTOR_CATEGORIES_SCHEMA).detectors;
  return declared;
}

/** The categories a detector can emit: its identifier rule's, or the table's; empty when unknown. */
export function categoriesOf(detector: Detector): string[] {
  const rule = (detector as { rule?: { category?: unknown } }).rule;
  if (rule && typeof rule.category === 'string') return [rule.category];
  const table = declaredCategories();
  if (detector === taggerDetector) return table['model:tagger'] ?? [];
  return table[detector.name] ?? [];
}

function runsFor(jurisdiction: string, d: Detector): boolean {
  return d.countries.length === 0 || d.countries.some((c) => coversCountry(jurisdiction, c));
}

function noteOf(verdict: CoverageVerdict, statute: string, uncovered: readonly string[]): string {
  if (verdict === 'none') return `no installed detector can find anything ${statute} governs: a clean result would mean nothing was looked for`;
  if (verdict === 'full') return `every category ${statute} governs has a detector here; this is capability, not recall: a detector that ran may still miss something`;
  const n = uncovered.length;
  const shown = `${uncovered.slice(0, 4).join(', ')}${n > 4 ? ` and ${n - 4} more` : ''}`;
  return `${n} ${n === 1 ? 'category' : 'categories'} ${statute} governs ${n === 1 ? 'has' : 'have'} no detector here (${shown}); a clean result does not mean they are absent, only that nothing looked for them`;
}

export function coverage(req: CoverageRequest): CoverageReport {
  const hasJurisdiction = typeof req.jurisdiction === 'string' && req.jurisdiction.trim() !== '';
  const hasStatute = typeof req.statute === 'string' && req.statute.trim() !== '';
  if (!hasJurisdiction && !hasStatute) throw serviceError('SC_COVERAGE_NEEDS_LAW');
  const pack: StatutePack = hasStatute ? requireStatute(req.statute!) : findStatute(statuteIdFor(requireJurisdiction(req.jurisdiction!))!)!;
  const jurisdiction = hasJurisdiction ? requireJurisdiction(req.jurisdiction!) : pack.jurisdiction;

  const here = new Map<string, string[]>();
  const elsewhere = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, category: string, name: string) => {
    const list = map.get(category) ?? [];
    if (!list.includes(name)) list.push(name);
    map.set(category, list);
  };
  for (const d of ruleDetectors()) {
    for (const c of categoriesOf(d)) add(runsFor(jurisdiction, d) ? here : elsewhere, c, `rule:${d.name}`);
  }
  const model = modelDetector();
  if (model) for (const c of categoriesOf(model)) add(here, c, `model:${model.model}`);

  const row = (category: string, action: string, citation: string): CategoryCoverage => {
    const detectors = [...(here.get(category) ?? [])].sort();
    const other = [...(elsewhere.get(category) ?? [])].sort();
    const status: CoverageStatus = detectors.length > 0 ? 'detected' : other.length > 0 ? 'other_region_only' : 'not_detected';
    return { category, action, citation, status, detectors, other_region_detectors: other };
  };
  const categories = Object.entries(pack.categories)
    .map(([category, rule]) => row(category, rule.action, rule.citation))
    .sort((a, b) => (a.category < b.category ? -1 : 1));
  const unlisted = [...here.keys()]
    .filter((c) => !(c in pack.categories))
    .sort()
    .map((c) => row(c, pack.default.action, pack.default.citation));
  const count = (s: CoverageStatus) => categories.filter((c) => c.status === s).length;
  const uncovered = categories.filter((c) => c.status !== 'detected').map((c) => c.category);
  const verdict: CoverageVerdict = uncovered.length === 0 ? 'full' : uncovered.length === categories.length ? 'none' : 'partial';
  return {
    jurisdiction,
    statute: pack.statute,
    statute_version: pack.version,
    verdict,
    uncovered,
    note: noteOf(verdict, pack.statute, uncovered),
    categories,
    unlisted,
    summary: { governed: categories.length, detected: count('detected'), other_region_only: count('other_region_only'), not_detected: count('not_detected'), unlisted: unlisted.length },
  };
}
