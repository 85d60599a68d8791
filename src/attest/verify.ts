// Verifier for attestation envelopes (contract "Attestation"): runs offline, because the did:key in the
// token's kid is the public key. `valid` = the signature holds and the plain fields repeat the signed
// claims; `trusted` = valid under a key the caller supplied (pinned or resolved), never a kid-only key.
import type { KeyObject } from 'node:crypto';
import { canonicalJson, canonicalSha256 } from '../core/canonicalJson.js';
import { coded, innerSentence } from '../core/errors.js';
import { fillRouteDefaults } from '../core/routeDefaults.js';
import { KeyFormatError } from './didKey.js';
import { ATTESTATION_SCHEMA, responseWithoutAttestation, SIGNED_FIELDS } from './envelope.js';
import { decodeHeader, verifyCompact } from './jws.js';
import { loadPublicKey } from './keys.js';

export interface VerifyAttestationOptions {
  /**
   * The envelope, or a whole service response (an object with `attestation` and no `jws`). For a whole
   * response with no separate `response` option, the rest of it (minus `attestation`) is the response
   * checked against response_sha256: the answer carries its own evidence.
   */
  envelope: unknown;
  /**
   * The request to check against inputs_sha256; undefined = not supplied. The body exactly as sent is
   * enough: the signed tool's route defaults are filled first (reported in `inputs_defaults_filled`).
   */
  inputs?: unknown;
  /** The answer to check against response_sha256 (an `attestation` key on it is ignored). */
  response?: unknown;
  /** A pinned key: did:key string, PEM (public or private), 64 hex digits, raw 32 bytes or a KeyObject. */
  key?: string | KeyObject | Uint8Array | undefined;
  /** Maps a kid to a key the caller trusts; null = unknown kid. */
  resolver?: (kid: string) => KeyObject | null;
}

export interface AttestationCheck {
  ok: boolean;
  valid: boolean;
  trusted: boolean;
  signer: string | null;
  tool: string | null;
  decision_ids: string[];
  inputs_match: boolean | null;
  /** The route defaults filled into the supplied inputs before hashing (the signed tool's), sorted. */
  inputs_defaults_filled: string[];
  response_match: boolean | null;
  problems: string[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Whether a value hashes to the signed digest; a value canonical JSON refuses is a mismatch. */
function hashesTo(value: unknown, digest: unknown, what: string, problems: string[]): boolean {
  let actual: string;
  try {
    actual = canonicalSha256(value);
  } catch (err) {
    problems.push(`the ${what} supplied cannot be hashed: ${message(err)}`);
    return false;
  }
  if (actual === digest) return true;
  problems.push(`the ${what} supplied ${what === 'inputs' ? 'do' : 'does'} not hash to what was signed`);
  return false;
}

/** Checks an attestation envelope (or a whole attested response) and what it claims to bind. */
export function verifyAttestation(options: VerifyAttestationOptions): AttestationCheck {
  const problems: string[] = [];
  const result: AttestationCheck = {
    ok: false,
    valid: false,
    trusted: false,
    signer: null,
    tool: null,
    decision_ids: [],
    inputs_match: null,
    inputs_defaults_filled: [],
    response_match: null,
    problems,
  };

  let envelope = options.envelope;
  let response = options.response;
  let responseSupplied = response !== undefined;
  if (isPlainObject(envelope) && !('jws' in envelope) && 'attestation' in envelope) {
    if (!responseSupplied) {
      response = envelope;
      responseSupplied = true;
    }
    envelope = envelope.attestation;
  }
  if (!isPlainObject(envelope)) {
    problems.push('the envelope is not a JSON object');
    return result;
  }
  const jws = envelope.jws;
  if (typeof jws !== 'string' || jws === '') {
    problems.push('no jws in the envelope');
    return result;
  }

  let kid: string | null = null;
  let pinned: KeyObject | undefined;
  let fromCaller = false;
  try {
    kid = decodeHeader(jws).kid;
    result.signer = kid;
    if (options.key !== undefined) {
      try {
        pinned = loadPublicKey(options.key);
      } catch (err) {
        throw new KeyFormatError(coded('SC_VERIFY_KEY_UNUSABLE', { inner: innerSentence(err) }));
      }
      fromCaller = true;
    } else if (options.resolver) {
      const resolved = options.resolver(kid);
      if (resolved) {
        pinned = loadPublicKey(resolved);
        fromCaller = true;
      } else {
        problems.push(`the resolver knows no key for ${kid}; checked against the kid's own key (not trusted)`);
      }
    }
  } catch (err) {
    problems.push(`signature: ${innerSentence(err)}`);
    return result;
  }

  let claims: Record<string, unknown>;
  try {
    claims = verifyCompact(jws, pinned).claims;
  } catch (err) {
    problems.push(`signature: ${innerSentence(err)}`);
    return result;
  }

  let consistent = true;
  if (claims.schema !== ATTESTATION_SCHEMA) {
    problems.push(`schema ${JSON.stringify(claims.schema ?? null)} is not ${ATTESTATION_SCHEMA}`);
    consistent = false;
  }
  if (claims.signer !== kid) {
    problems.push(`the signed signer ${JSON.stringify(claims.signer ?? null)} is not the JWS kid ${kid}`);
    consistent = false;
  }
  for (const field of SIGNED_FIELDS) {
    const plain = envelope[field];
    const signed = claims[field];
    if (plain === undefined || signed === undefined || canonicalJson(plain) !== canonicalJson(signed)) {
      problems.push(`envelope field '${field}' differs from what was signed`);
      consistent = false;
    }
  }
  for (const field of Object.keys(envelope)) {
    if (field !== 'jws' && !(SIGNED_FIELDS as readonly string[]).includes(field)) {
      problems.push(`envelope field '${field}' is not part of what was signed`);
      consistent = false;
    }
  }

  result.valid = consistent;
  result.trusted = consistent && fromCaller;
  if (typeof claims.signer === 'string') result.signer = claims.signer;
  result.tool = typeof claims.tool === 'string' ? claims.tool : null;
  result.decision_ids = Array.isArray(claims.decision_ids)
    ? claims.decision_ids.filter((id): id is string => typeof id === 'string')
    : [];
  if (options.inputs !== undefined) {
    // The service signs the request model with the route's defaults filled; the body as sent may omit
    // them. Inputs that already hash to the digest are taken as they are; otherwise the signed tool's
    // defaults are filled (as the route's validator did) and the filled fields are reported.
    const { inputs, filled } = fillRouteDefaults(result.tool, options.inputs);
    const asSent: string[] = [];
    if (filled.length > 0 && hashesTo(options.inputs, claims.inputs_sha256, 'inputs', asSent)) {
      result.inputs_match = true;
    } else {
      result.inputs_defaults_filled = filled;
      result.inputs_match = hashesTo(inputs, claims.inputs_sha256, 'inputs', problems);
    }
  }
  if (responseSupplied) {
    result.response_match = hashesTo(responseWithoutAttestation(response), claims.response_sha256, 'response', problems);
  }
  result.ok = result.valid && result.inputs_match !== false && result.response_match !== false;
  return result;
}
