// The text engine: string-form /compare and the pairwise decisions of /documents (docs/architecture.md D5).
// Each text becomes a person record (prepareText), the two records are scored field by field with a
// Fellegi-Sunter model under the request's jurisdiction priors, and the receipt gets a `dec:` id over
// both `rec:` ids, identity, score, factors, gate, vetoes, jurisdiction and pins (docs/architecture.md D4).
// Pure and synchronous: no clock, no randomness, nothing stored.
import { contentId } from '../../core/ids.js';
import { round4 } from '../../core/round.js';
import { wantsInference } from '../../detect/governing.js';
import { requireJurisdiction } from '../../jurisdiction/countries.js';
import type { CompareDetailed, CompareRecordRef, FieldMap } from '../index.js';
import { explainText } from './explanation.js';
import { scoreAndDecide } from './fellegiSunter.js';
import { scoreFields } from './fieldScores.js';
import { textPins } from './pins.js';
import { priorsFor, TEXT_FIELDS } from './priors.js';
import { prepareText, TEXT_ENTITY_TYPE, type TextRecord } from './textRecord.js';

export { type PrepareOptions, prepareText, type TextAttributes, type TextRecord } from './textRecord.js';

export const TEXT_DECISION_SCHEMA = 'service.compare.text.v1';

export interface CompareTextsOptions {
  /** Country code: detectors and priors. Omitted, null or `auto`: detectors per text by inference, `default` priors. */
  jurisdiction?: string | null;
  /** Detection backend: `basic` (default) or `auto`. */
  backend?: string;
}

/** A text record as handed to the ledger: the `rec:` payload's text plus what was extracted from it. */
export interface TextRecordRef extends CompareRecordRef {
  text: string;
}

/** Pins `jurisdiction`: the caller's code upper-cased, or `default` when the caller left it to inference. */
export function priorsJurisdiction(jurisdiction: string | null | undefined): string {
  return wantsInference(jurisdiction) ? 'default' : requireJurisdiction(jurisdiction as string);
}

function recordRef(r: TextRecord): TextRecordRef {
  return { id: r.id, entity_type: TEXT_ENTITY_TYPE, attributes: { ...r.attributes } as FieldMap, text: r.text };
}

/** Decision over two prepared texts (prepare each document once, then compare pairs). */
export function compareTextRecords(a: TextRecord, b: TextRecord, options: { jurisdiction?: string | null } = {}): CompareDetailed {
  const jurisdiction = priorsJurisdiction(options.jurisdiction);
  const priors = priorsFor(jurisdiction);
  const fs = scoreFields(a.values, b.values);
  const names: [string, string] | null = a.values.name !== null && b.values.name !== null ? [a.values.name, b.values.name] : null;
  const s = scoreAndDecide(fs, priors, names);
  const factors: Record<string, number> = {};
  for (const field of TEXT_FIELDS) if (s.sims[field] !== undefined) factors[field] = s.sims[field]!;
  if (s.nameTf !== null) factors.name_tf = round4(s.nameTf);
  const backend = a.backend === b.backend ? a.backend : `${a.backend}+${b.backend}`;
  const pins = textPins(jurisdiction, a.documentId, b.documentId, backend);
  const decisionId = contentId('dec', {
    schema: TEXT_DECISION_SCHEMA,
    record_a: a.id,
    record_b: b.id,
    identity: s.identity,
    score: s.score,
    factors,
    gate: s.gate,
    vetoes: s.vetoes,
    jurisdiction,
    pins,
  });
  const supporting: string[] = [];
  const refuting: string[] = [];
  const shared: Record<string, string> = {};
  for (const field of TEXT_FIELDS) {
    const w = s.weights[field];
    if (w === undefined) continue;
    if (w.bits > 0) supporting.push(field);
    if (w.bits < 0) refuting.push(field);
    const value = field === 'phone' || field === 'email' || field === 'national_id' ? fs.agreed[field] : a.attributes[field];
    if (w.sim >= 0.99 && value !== undefined) shared[field] = value;
  }
  if (s.vetoes.id_conflict) refuting.push('veto:id_conflict');
  return {
    receipt: {
      identity: s.identity,
      action: s.action,
      basis: s.basis,
      explanation: explainText(s),
      score: s.score,
      factors,
      decision_id: decisionId,
      pins: pins as unknown as Record<string, unknown>,
      recorded: false,
    },
    explain: {
      supporting,
      refuting,
      missing: TEXT_FIELDS.filter((f) => s.sims[f] === undefined),
      shared,
      gate: { ...s.gate },
    },
    records: { a: recordRef(a), b: recordRef(b) },
  };
}

/** String-form compare: two free texts about people → a `dec:` receipt with its explain and records. */
export function compareTexts(a: string, b: string, options: CompareTextsOptions = {}): CompareDetailed {
  // Validate the jurisdiction before the costly part (a bad code is a 400 either way).
  priorsJurisdiction(options.jurisdiction);
  const prep = { jurisdiction: options.jurisdiction ?? null, backend: options.backend ?? 'basic' };
  return compareTextRecords(prepareText(a, prep), prepareText(b, prep), { jurisdiction: options.jurisdiction ?? null });
}
