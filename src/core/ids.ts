// Content ids (docs/architecture.md D4): `<prefix>:sha256:<hex>` over canonical JSON; no clock, salt or randomness.
// A decision id carries its prefix in its type (`DecisionId<'red'>`, issue 14), made only by `contentId` or
// by the pattern check of a caller-supplied id (`isDecisionId`), so a `red:` id cannot stand for a `xwd:` one.
import type { Brand } from './brand.js';
import { canonicalSha256, sha256Hex } from './canonicalJson.js';

export type IdPrefix = 'dec' | 'xwd' | 'red' | 'rec' | 'lnk' | 'stl' | 'doc';

/** The prefixes of the ledger's decisions: compare `xwd:`, text compare `dec:`, de-identify `red:`, link `lnk:`, settle `stl:`. */
export type DecisionPrefix = 'dec' | 'xwd' | 'red' | 'lnk' | 'stl';

/** A decision id of one prefix (`DecisionId<'red'>`); `DecisionId` alone is any of them. */
export type DecisionId<P extends DecisionPrefix = DecisionPrefix> = Brand<string, `${P}:`>;

/** Every service id a response may carry (the attestation collects these). */
export const SERVICE_ID_PATTERN = /^(dec|xwd|red|rec|lnk|stl|ent):(sha256|hmac-sha256):[0-9a-f]{64}$/;
/** A decision id as the ledger stores it. */
export const DECISION_ID_PATTERN = /^(dec|xwd|red|lnk|stl):sha256:[0-9a-f]{64}$/;
/** A record id (`rec:`), as the ledger stores a record and a caller names one. */
export const RECORD_ID_PATTERN = /^rec:sha256:[0-9a-f]{64}$/;

/** Id of a JSON payload; the payload must carry its own `schema` string. */
export function contentId<P extends DecisionPrefix>(prefix: P, payload: { schema: string } & Record<string, unknown>): DecisionId<P>;
export function contentId(prefix: 'rec', payload: { schema: string } & Record<string, unknown>): string;
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

/** True when the value is a well-formed decision id (DECISION_ID_PATTERN): the check of a caller-supplied id. */
export function isDecisionId(value: unknown): value is DecisionId {
  return typeof value === 'string' && DECISION_ID_PATTERN.test(value);
}

/** True when the value is a well-formed record id (RECORD_ID_PATTERN): the check of a caller-supplied one. */
export function isRecordId(value: unknown): value is string {
  return typeof value === 'string' && RECORD_ID_PATTERN.test(value);
}

/** The prefix of a decision id. */
export function decisionPrefix(id: DecisionId): DecisionPrefix {
  return id.slice(0, 3) as DecisionPrefix;
}
