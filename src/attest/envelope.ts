// The attestation envelope added as `attestation` to every POST answer when a signing key is loaded.
// The plain fields repeat the signed claims for readers without a verifier; only `jws` is evidence.
import { canonicalSha256, compareCodePoints } from '../core/canonicalJson.js';
import { SERVICE_ID_PATTERN } from '../core/ids.js';
import { ENGINE } from '../core/version.js';
import { signCompact } from './jws.js';
import type { SigningKey } from './keys.js';

export const ATTESTATION_SCHEMA = 'service.attestation.v1';

/** The nine fields the JWS signs, in envelope order (the tenth field is `jws`). */
export const SIGNED_FIELDS = [
  'schema',
  'tool',
  'inputs_sha256',
  'response_sha256',
  'caller',
  'decision_ids',
  'issued_at',
  'engine',
  'signer',
] as const;

export type SignedField = (typeof SIGNED_FIELDS)[number];

export interface AttestationClaims {
  schema: string;
  tool: string;
  inputs_sha256: string;
  response_sha256: string;
  caller: string | null;
  decision_ids: string[];
  issued_at: string;
  engine: string;
  signer: string;
}

export interface Attestation extends AttestationClaims {
  jws: string;
}

export interface BuildAttestationOptions {
  key: Pick<SigningKey, 'privateKey' | 'did'>;
  /** Route name that answered: detect, deidentify, compare, documents, places, extract. */
  tool: string;
  /** The whole request model as received, defaults filled (contract: inputs_sha256). */
  inputs: unknown;
  /** The answer; an `attestation` key on it, if any, is left out of the hash. */
  response: unknown;
  /** X-Service-Caller value, else client address; null over stdio. */
  caller: string | null;
  /** Signing time (defaults to now); recorded at second precision. */
  now?: Date;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The answer without its `attestation` key: what response_sha256 binds. */
export function responseWithoutAttestation(response: unknown): unknown {
  if (!isPlainObject(response) || !('attestation' in response)) return response;
  const { attestation: _attestation, ...rest } = response;
  return rest;
}

/** Every service id (dec/xwd/red/rec/ent) found as a string value anywhere in the answer; sorted, unique. */
export function collectServiceIds(answer: unknown): string[] {
  const found = new Set<string>();
  const pending: unknown[] = [answer];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (SERVICE_ID_PATTERN.test(value)) found.add(value);
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (isPlainObject(value)) {
      for (const item of Object.values(value)) pending.push(item);
    }
  }
  return [...found].sort(compareCodePoints);
}

/** UTC timestamp at second precision: `2026-01-01T00:00:00Z`. */
export function issuedAt(now: Date): string {
  const time = now.getTime();
  // Internal invariant: the clock the caller injects gives a valid Date; an invalid one is a programming error.
  if (!Number.isFinite(time)) throw new RangeError('attestation time is not a valid date');
  return new Date(Math.floor(time / 1000) * 1000).toISOString().replace(/\.000Z$/, 'Z');
}

/** Builds and signs the envelope for one answer. */
export function buildAttestation(options: BuildAttestationOptions): Attestation {
  const response = responseWithoutAttestation(options.response);
  const claims: AttestationClaims = {
    schema: ATTESTATION_SCHEMA,
    tool: options.tool,
    inputs_sha256: canonicalSha256(options.inputs),
    response_sha256: canonicalSha256(response),
    caller: options.caller,
    decision_ids: collectServiceIds(response),
    issued_at: issuedAt(options.now ?? new Date()),
    engine: ENGINE,
    signer: options.key.did,
  };
  return { ...claims, jws: signCompact({ ...claims }, options.key) };
}

/** The answer with its envelope added under `attestation` (what the HTTP hook returns). */
export function attachAttestation<T extends Record<string, unknown>>(
  response: T,
  options: Omit<BuildAttestationOptions, 'response'>,
): T & { attestation: Attestation } {
  return { ...response, attestation: buildAttestation({ ...options, response }) };
}
