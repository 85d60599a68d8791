// Which law governs a /detect or /deidentify call (docs/architecture.md D6): a given `jurisdiction`, a given
// `statute`, both (the statute wins for citations and actions, the jurisdiction picks the detectors),
// or neither — then the text is asked (omitted, null and "auto" all mean infer) and a verdict that
// abstains, or names a country no pack covers, is a 400 that says so and lists what exists.
import { serviceError, type ServiceError } from '../core/errors.js';
import { describeJurisdictions, requireJurisdiction, requireStatute, statuteIdFor } from '../jurisdiction/countries.js';
import { type Abstention, inferJurisdictionExplained, type JurisdictionVerdict } from '../jurisdiction/infer.js';
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

/** What a refusal lists: the jurisdictions and statutes a caller may pass. */
const choices = () => ({ jurisdictions: describeJurisdictions(), statutes: STATUTE_IDS.join(', ') });

/** Most evidence signals a refusal names (the heaviest first, as the verdict orders them). */
const HINT_SIGNALS = 5;

/** A candidate as a refusal names it: its code and its statute pack (or that it has none). */
function named(code: string): string {
  const statute = statuteIdFor(code);
  return statute ? `${code} (${statute})` : `${code} (no statute pack)`;
}

/**
 * The 400 of an abstention, one catalogue code per reason (SC_JURISDICTION_NOT_STATED*): what inference
 * saw — each signal found by name, tier and count, the leading candidate (and the runner-up) — and why
 * that was not enough. Signal names and counts only, never matched text.
 */
export function abstentionError(verdict: JurisdictionVerdict, abstention: Abstention): ServiceError {
  if (abstention.kind === 'none' || verdict.country === null) return serviceError('SC_JURISDICTION_NOT_STATED', choices());
  const shown = verdict.evidence.slice(0, HINT_SIGNALS).map((e) => `${e.signal} ×${e.count} (tier ${e.tier}, ${e.country})`);
  const more = verdict.evidence.length - shown.length;
  const signals = `${shown.join(', ')}${more > 0 ? ` and ${more} more signal${more === 1 ? '' : 's'}` : ''}`;
  const top = verdict.country;
  const found = { ...choices(), signals, leading: named(top), top };
  const second = verdict.runner_up;
  if (second === null) return serviceError('SC_JURISDICTION_NOT_STATED_WEAK', found);
  const pair = { ...found, runnerUp: named(second), second };
  if (abstention.kind === 'weak') return serviceError('SC_JURISDICTION_NOT_STATED_WEAK_PAIR', pair);
  if (abstention.kind === 'split') return serviceError('SC_JURISDICTION_NOT_STATED_SPLIT', { ...pair, confidence: abstention.confidence, floor: abstention.floor });
  return serviceError('SC_JURISDICTION_NOT_STATED_CLOSE', { ...pair, margin: abstention.margin, needed: abstention.needed });
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
  const { verdict, abstention } = inferJurisdictionExplained(text);
  if (abstention !== null) throw abstentionError(verdict, abstention);
  const code = verdict.country!;
  const statuteId = statuteIdFor(code);
  if (statuteId === undefined) throw serviceError('SC_JURISDICTION_UNCOVERED', { country: code, ...choices() });
  return { jurisdiction: code, statute: findStatute(statuteId)!, source: 'inferred', verdict };
}
