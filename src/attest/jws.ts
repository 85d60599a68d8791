// Compact JWS (RFC 7515) with Ed25519 (alg EdDSA, RFC 8037) over node:crypto; no hand-rolled crypto.
// Header and payload are canonical JSON, so the same key and claims always give the same token bytes
// (Ed25519 signatures are deterministic) and any client can re-derive the signed bytes.
import { sign, verify, type KeyObject } from 'node:crypto';
import { canonicalJson } from '../core/canonicalJson.js';
import { CodedError, coded, innerSentence } from '../core/errors.js';
import { isSafeToken, quoteSafe } from '../core/safeToken.js';
import { ed25519PublicKey, publicKeyFromDidKey } from './didKey.js';

export const JWS_ALG = 'EdDSA';
export const JWS_TYP = 'service+jws';

export interface JwsHeader {
  alg: string;
  kid: string;
  typ: string;
}

/** A token that is malformed or whose signature does not hold. */
export class JwsError extends CodedError {}

/** A header value named back: a safe token as JSON (`"none"`), anything else described (core/safeToken.ts). */
function shown(value: unknown): string {
  return isSafeToken(value) ? JSON.stringify(value) : quoteSafe(value);
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function encodeSegment(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function decodeSegment(segment: string, notBase64url: 'SC_JWS_HEADER_BASE64URL' | 'SC_JWS_PAYLOAD_BASE64URL' | 'SC_JWS_SIGNATURE_BASE64URL'): Buffer {
  if (!BASE64URL.test(segment) || segment.length % 4 === 1) {
    throw new JwsError(coded(notBase64url));
  }
  return Buffer.from(segment, 'base64url');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Signs claims as `base64url(header).base64url(payload).base64url(signature)`. */
export function signCompact(
  claims: Record<string, unknown>,
  key: { privateKey: KeyObject; did: string },
  options: { typ?: string } = {},
): string {
  const header: JwsHeader = { alg: JWS_ALG, kid: key.did, typ: options.typ ?? JWS_TYP };
  const signingInput = `${encodeSegment(canonicalJson(header))}.${encodeSegment(canonicalJson(claims))}`;
  const signature = sign(null, Buffer.from(signingInput, 'ascii'), key.privateKey);
  return `${signingInput}.${signature.toString('base64url')}`;
}

/** Splits a token and parses its header without checking anything else (a resolver needs the kid first). */
export function decodeHeader(jws: string): JwsHeader {
  if (typeof jws !== 'string') throw new JwsError(coded('SC_JWS_NOT_STRING'));
  const segments = jws.split('.');
  if (segments.length !== 3) throw new JwsError(coded('SC_JWS_SEGMENTS', { count: segments.length }));
  const headerJson = decodeSegment(segments[0]!, 'SC_JWS_HEADER_BASE64URL').toString('utf8');
  let header: unknown;
  try {
    header = JSON.parse(headerJson);
  } catch {
    // The parser's message quotes the segment (the caller's token): it is not passed on.
    throw new JwsError(coded('SC_JWS_HEADER_NOT_JSON'));
  }
  if (!isPlainObject(header)) throw new JwsError(coded('SC_JWS_HEADER_NOT_OBJECT'));
  if (header.alg !== JWS_ALG) throw new JwsError(coded('SC_JWS_ALG', { given: shown(header.alg), expected: JWS_ALG }));
  if (typeof header.kid !== 'string' || header.kid === '') throw new JwsError(coded('SC_JWS_NO_KID'));
  if (typeof header.typ !== 'string') throw new JwsError(coded('SC_JWS_NO_TYP'));
  return { alg: header.alg, kid: header.kid, typ: header.typ };
}

/**
 * Verifies a token and returns its header and claims. With `publicKey` the signature must hold under
 * that key (and the kid must name it); without one the key is decoded from the kid, which proves
 * integrity but not authorship.
 */
export function verifyCompact(
  jws: string,
  publicKey?: KeyObject,
  options: { typ?: string } = {},
): { header: JwsHeader; claims: Record<string, unknown> } {
  const header = decodeHeader(jws);
  const expectedTyp = options.typ ?? JWS_TYP;
  if (header.typ !== expectedTyp) throw new JwsError(coded('SC_JWS_TYP', { given: shown(header.typ), expected: expectedTyp }));
  const [headerSegment, payloadSegment, signatureSegment] = jws.split('.') as [string, string, string];
  let kidKey: KeyObject;
  try {
    kidKey = publicKeyFromDidKey(header.kid);
  } catch (err) {
    throw new JwsError(coded('SC_JWS_KID_UNUSABLE', { inner: innerSentence(err) }));
  }
  const pinned = publicKey ? ed25519PublicKey(publicKey) : undefined;
  if (pinned && !pinned.equals(kidKey)) {
    throw new JwsError(coded('SC_JWS_KID_MISMATCH', { kid: quoteSafe(header.kid) }));
  }
  const signature = decodeSegment(signatureSegment, 'SC_JWS_SIGNATURE_BASE64URL');
  if (signature.length !== 64) throw new JwsError(coded('SC_JWS_SIGNATURE_LENGTH', { got: signature.length }));
  const signingInput = Buffer.from(`${headerSegment}.${payloadSegment}`, 'ascii');
  if (!verify(null, signingInput, pinned ?? kidKey, signature)) {
    throw new JwsError(coded('SC_JWS_SIGNATURE_INVALID'));
  }
  const claimsJson = decodeSegment(payloadSegment, 'SC_JWS_PAYLOAD_BASE64URL').toString('utf8');
  let claims: unknown;
  try {
    claims = JSON.parse(claimsJson);
  } catch {
    throw new JwsError(coded('SC_JWS_PAYLOAD_NOT_JSON'));
  }
  if (!isPlainObject(claims)) throw new JwsError(coded('SC_JWS_PAYLOAD_NOT_OBJECT'));
  return { header, claims };
}
