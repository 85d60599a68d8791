// Which law governs a /detect or /deidentify call (docs/architecture.md D6): a given `jurisdiction`, a given
// `statute`, both (the statute wins for citations and actions, the jurisdiction picks the detectors),
// or neither — then the text is asked (omitted, null and "auto" all mean infer) and a verdict that
// abstains, or names a country no pack covers, is a 400 that says so and lists what exists.
import { errorMessage, serviceError } from '../core/errors.js';
import { describeJurisdictions, requireJurisdiction, requireStatute, statuteIdFor } from '../jurisdiction/countries.js';
import { inferJurisdiction, type JurisdictionVerdict } from '../jurisdiction/infer.js';
import { findStatute, STATUTE_IDS, type StatutePack } from '../jurisdiction/statutes.js';

export interface Governing {
  /** Code whose detectors run (upper-case; `EU` for all EU/EEA members). */
  jurisdiction: string;
  statute: StatutePack;
  /** `given` when the caller named a jurisdiction or a statute, `inferred` when the text decided. */
  source: 'given' | 'inferred';
  /** The inference verdict when the text decided. */
  verdict: JurisdictionVerdict | null;
}

const ADVICE = () => `Pass jurisdiction (one of ${describeJurisdictions()}) or statute (one of ${STATUTE_IDS.join(', ')}).`;

/** Most evidence signals a refusal names (the heaviest first, as the verdict orders them). */
const HINT_SIGNALS = 5;

/**
 * What inference saw, for the refusal: the leading candidate (and the runner-up), each signal found by
 * name, tier and count, and why that was not enough. Signal names and counts only — never matched text.
 */
function abstentionHint(verdict: JurisdictionVerdict): string {
  if (verdict.country === null || verdict.evidence.length === 0) return ` Inference: ${verdict.reason}.`;
  const named = (code: string) => {
    const statute = statuteIdFor(code);
    return statute ? `${code} (${statute})` : `${code} (no statute pack)`;
  };
  const shown = verdict.evidence.slice(0, HINT_SIGNALS).map((e) => `${e.signal} ×${e.count} (tier ${e.tier}, ${e.country})`);
  const more = verdict.evidence.length - shown.length;
  const candidates = `leading candidate ${named(verdict.country)}${verdict.runner_up ? `, runner-up ${named(verdict.runner_up)}` : ''}`;
  const either = verdict.runner_up ? `${verdict.country} or ${verdict.runner_up}` : verdict.country;
  return (
    ` Inference found ${shown.join(', ')}${more > 0 ? ` and ${more} more signal${more === 1 ? '' : 's'}` : ''}; ` +
    `${candidates}; not enough to name a country: ${verdict.reason}. If ${either} governs this text, pass that jurisdiction code.`
  );
}

/** The 400 detail when the text does not reveal its jurisdiction (with what inference saw, when given). */
export function refusalDetail(verdict?: JurisdictionVerdict): string {
  return errorMessage('SC_JURISDICTION_NOT_STATED', { hint: verdict ? abstentionHint(verdict) : '', advice: ADVICE() });
}

/** The 400 detail when the text points to a country no statute pack covers. */
export function uncoveredDetail(country: string): string {
  return errorMessage('SC_JURISDICTION_UNCOVERED', { country, advice: ADVICE() });
}

/** True when the caller asked us to infer the jurisdiction. */
export function wantsInference(jurisdiction: string | null | undefined): boolean {
  return jurisdiction === undefined || jurisdiction === null || jurisdiction.trim().toLowerCase() === 'auto';
}

export function resolveGoverning(text: string, jurisdiction: string | null | undefined, statute: string | null | undefined): Governing {
  const pack = statute === undefined || statute === null ? null : requireStatute(statute);
  if (!wantsInference(jurisdiction)) {
    const code = requireJurisdiction(jurisdiction as string);
    return { jurisdiction: code, statute: pack ?? findStatute(statuteIdFor(code)!)!, source: 'given', verdict: null };
  }
  if (pack) return { jurisdiction: pack.jurisdiction, statute: pack, source: 'given', verdict: null };
  const verdict = inferJurisdiction(text);
  const code = verdict.abstained ? null : verdict.country;
  if (code === null) throw serviceError('SC_JURISDICTION_NOT_STATED', { hint: abstentionHint(verdict), advice: ADVICE() });
  const statuteId = statuteIdFor(code);
  if (statuteId === undefined) throw serviceError('SC_JURISDICTION_UNCOVERED', { country: code, advice: ADVICE() });
  return { jurisdiction: code, statute: findStatute(statuteId)!, source: 'inferred', verdict };
}
