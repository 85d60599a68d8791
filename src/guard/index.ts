// The guarded scan: what to put in front of a language model or any recipient outside this machine.
// It de-identifies a text with keyed tokens and refuses, fail-closed, whenever the operator has not
// said enough for the text to leave: no token key, no statute governing the text, no named recipient
// on the operator's allow-list, a cross-border transfer without a basis the statute itself recognises,
// no installed detector for anything the statute governs, or any internal error. A refusal is an
// answer (`denied: true`) with a stable reason code and a sentence; it never carries a value.
//
// Departures from the reference on purpose: a missing allow-list refuses (text may leave only to a
// recipient the operator named), `crosses_border` has no default (the caller must say), every region is
// tokenised and each span reports both the statute's action and the one applied, and key length is
// checked when the configuration is read, not when a document first needs a token.
import { ServiceError } from '../core/errors.js';
import { deidentify } from '../deidentify/index.js';
import { type Governing, resolveGoverning } from '../detect/governing.js';
import { ruleFor } from '../jurisdiction/statutes.js';
import { transferRulesFor } from '../jurisdiction/transfers.js';

/** What the operator configured (never the call). */
export interface GuardPolicy {
  /** HMAC key of the tokens; null: every call is refused. */
  tokenKey: string | null;
  /** Recipients text may go to; null: none configured, every call is refused. */
  allowedProviders: readonly string[] | null;
  /** The one cross-border basis the operator declared (a key of the statute's transfer bases), or null. */
  transferBasis: string | null;
}

export interface GuardRequest {
  text: string;
  jurisdiction?: string | null;
  statute?: string | null;
  backend?: string | undefined;
  /** Who the text is for (a model provider's name as on the allow-list). */
  provider?: string | null;
  /** Whether the text leaves the statute's territory. */
  crosses_border: boolean;
}

/** Coverage of a statute by the detectors that would run: injected so one home computes it. */
export interface GuardCoverage {
  verdict: 'full' | 'partial' | 'none' | 'no-statute';
  uncovered: readonly string[];
}
export type CoverageOf = (statuteId: string, jurisdiction: string) => GuardCoverage;

export const REFUSAL_REASONS = [
  'no_token_key',
  'no_statute',
  'provider_not_allowed',
  'no_transfer_basis',
  'no_coverage',
  'internal_error',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export interface GuardRefusal {
  denied: true;
  reason: RefusalReason;
  detail: string;
  citation: string | null;
  coverage: GuardCoverage | null;
}

export interface GuardedSpan {
  category: string;
  start: number;
  end: number;
  confidence: number;
  /** What the statute says to do with the category. */
  action: string | null;
  /** What the guard did: always a keyed token (nothing leaves in clear). */
  applied: 'tokenize';
  citation: string;
  detector: string;
}

export interface GuardAllowed {
  denied: false;
  text: string;
  decision_id: string;
  jurisdiction: string;
  statute: string;
  count: number;
  by_category: Record<string, number>;
  spans: GuardedSpan[];
  provider: string;
  crosses_border: boolean;
  transfer: { basis: string; citation: string } | null;
  coverage: GuardCoverage;
  /** Tokens differ in length from what they replace: offsets index the original text, not `text`. */
  offsets_match_original: false;
}

export type GuardAnswer = GuardAllowed | GuardRefusal;

/** Shortest token key accepted: a shorter key makes tokens of low-entropy values easy to reverse. */
export const MIN_TOKEN_KEY_LENGTH = 16;

function refuse(reason: RefusalReason, detail: string, citation: string | null = null, coverage: GuardCoverage | null = null): GuardRefusal {
  return { denied: true, reason, detail, citation, coverage };
}

export function guardedScan(req: GuardRequest, policy: GuardPolicy, coverageOf: CoverageOf): GuardAnswer {
  try {
    return scan(req, policy, coverageOf);
  } catch (err) {
    // Fail closed. A service error's detail is written for callers and quotes no value; anything else
    // is not shown, only named as internal.
    const why = err instanceof ServiceError && err.status < 500 ? `: ${err.message}` : '';
    return refuse('internal_error', `the guard met an error and refuses rather than let the text leave unchecked${why}`);
  }
}

/** The governing law, or the refusal that says why there is none. */
function governingOf(req: GuardRequest): Governing | GuardRefusal {
  try {
    return resolveGoverning(req.text, req.jurisdiction ?? null, req.statute ?? null);
  } catch (err) {
    if (err instanceof ServiceError && err.status < 500) return refuse('no_statute', `no statute governs this text, so nothing permits it to leave: ${err.message}`);
    throw err;
  }
}

function scan(req: GuardRequest, policy: GuardPolicy, coverageOf: CoverageOf): GuardAnswer {
  if (policy.tokenKey === null || policy.tokenKey.length < MIN_TOKEN_KEY_LENGTH) {
    return refuse('no_token_key', `no token key of at least ${MIN_TOKEN_KEY_LENGTH} characters is configured (SERVICE_TOKEN_KEY), so tokens could not be stable and secret; the guard refuses rather than invent one`);
  }
  const governing = governingOf(req);
  if ('denied' in governing) return governing;
  const provider = req.provider ?? null;
  if (policy.allowedProviders === null) {
    return refuse('provider_not_allowed', 'no provider allow-list is configured (SERVICE_ALLOWED_PROVIDERS), so no recipient is permitted');
  }
  if (provider === null || !policy.allowedProviders.includes(provider)) {
    const allowed = policy.allowedProviders.length === 0 ? 'the allow-list is empty' : `allowed: ${[...policy.allowedProviders].sort().join(', ')}`;
    return refuse('provider_not_allowed', provider === null ? `the call names no provider; ${allowed}` : `the provider is not on the operator's allow-list; ${allowed}`);
  }

  const pack = governing.statute;
  const statuteId = pack.statute;
  const jurisdiction = governing.jurisdiction;
  let transfer: GuardAllowed['transfer'] = null;
  if (req.crosses_border) {
    const rules = transferRulesFor(statuteId);
    const bases = rules ? Object.keys(rules.bases).sort() : [];
    const basis = policy.transferBasis;
    const citation = rules?.section ?? statuteId;
    if (basis === null) {
      return refuse('no_transfer_basis', `the text crosses a border and no transfer basis is declared (SERVICE_TRANSFER_BASIS); ${statuteId} recognises: ${bases.join(', ') || 'none'}`, citation);
    }
    const basisCitation = rules?.bases[basis];
    if (basisCitation === undefined) {
      return refuse('no_transfer_basis', `the declared transfer basis is not one ${statuteId} recognises (${bases.join(', ') || 'it recognises none'})`, citation);
    }
    transfer = { basis, citation: basisCitation };
  }

  const coverage = coverageOf(statuteId, jurisdiction);
  if (coverage.verdict === 'none' || coverage.verdict === 'no-statute') {
    return refuse('no_coverage', `no installed detector can find anything ${statuteId} governs, so a clean result would mean nothing was looked for`, statuteId, coverage);
  }

  // deidentify resolves the same law again from the same arguments (inference is cheap and pure), so its
  // pins say truthfully whether the law was given or inferred.
  const result = deidentify({
    text: req.text,
    jurisdiction: req.jurisdiction ?? null,
    statute: req.statute ?? null,
    backend: req.backend ?? 'auto',
    method: 'token',
    salt: policy.tokenKey,
  });
  return {
    denied: false,
    text: result.text,
    decision_id: result.decision_id,
    jurisdiction,
    statute: statuteId,
    count: result.count,
    by_category: result.by_category,
    spans: result.spans.map((s) => ({
      category: s.category,
      start: s.start,
      end: s.end,
      confidence: s.confidence,
      action: ruleFor(pack, s.category).action,
      applied: 'tokenize' as const,
      citation: s.citation,
      detector: s.detector,
    })),
    provider,
    crosses_border: req.crosses_border,
    transfer,
    coverage,
    offsets_match_original: false,
  };
}
