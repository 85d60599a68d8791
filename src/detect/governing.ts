// Which law governs a /detect or /deidentify call (design decision 6): a given `jurisdiction`, a given
// `statute`, both (the statute wins for citations and actions, the jurisdiction picks the detectors),
// or neither — then the text is asked (omitted, null and "auto" all mean infer) and a verdict that
// abstains, or names a country no pack covers, is a 400 that says so and lists what exists.
import { BadRequestError } from '../core/errors.js';
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

/** The 400 detail when the text does not reveal its jurisdiction. */
export function refusalDetail(): string {
  return (
    'the text does not say which jurisdiction governs it, and the service will not guess: a redaction under the wrong ' +
    `statute looks finished and is not. ${ADVICE()}`
  );
}

/** The 400 detail when the text points to a country no statute pack covers. */
export function uncoveredDetail(country: string): string {
  return `the text points to ${country}, which no statute pack covers, and the service will not apply another country's law in its place. ${ADVICE()}`;
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
  if (code === null) throw new BadRequestError(refusalDetail());
  const statuteId = statuteIdFor(code);
  if (statuteId === undefined) throw new BadRequestError(uncoveredDetail(code));
  return { jurisdiction: code, statute: findStatute(statuteId)!, source: 'inferred', verdict };
}
