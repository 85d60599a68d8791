// Content ids (docs/architecture.md D4): `<prefix>:sha256:<hex>` over canonical JSON; no clock, salt or randomness.
import { canonicalSha256, sha256Hex } from './canonicalJson.js';

export type IdPrefix = 'dec' | 'xwd' | 'red' | 'rec' | 'lnk' | 'stl' | 'doc';

/** Every service id a response may carry (the attestation collects these). */
export const SERVICE_ID_PATTERN = /^(dec|xwd|red|rec|lnk|stl|ent):(sha256|hmac-sha256):[0-9a-f]{64}$/;

/** Id of a JSON payload; the payload must carry its own `schema` string. */
export function contentId(prefix: Exclude<IdPrefix, 'doc'>, payload: { schema: string } & Record<string, unknown>): string {
  if (typeof payload.schema !== 'string' || payload.schema === '') {
    // Internal invariant (every id payload is built by the library): plain TypeError, no code.
    throw new TypeError('a content-id payload must carry a schema string');
  }
  return `${prefix}:sha256:${canonicalSha256(payload)}`;
}

/** `doc:` id over the raw UTF-8 bytes of a text (no JSON). */
export function documentId(text: string | Uint8Array): string {
  return `doc:sha256:${sha256Hex(text)}`;
}

/** True when the string is a well-formed service id. */
export function isServiceId(value: string): boolean {
  return SERVICE_ID_PATTERN.test(value);
}
