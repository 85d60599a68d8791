// Crypto-shredding (issue 18, erasure): every stored value is sealed (AES-256-GCM, node:crypto) under a
// key of the data subject it belongs to, and erasure destroys the key. A record's attributes and text
// are sealed under the record's own key; the values a decision carries (the call's inputs, explain's
// `shared`, the value-carrying parts of a receipt) under a key derived from the keys of both its records
// (HMAC-SHA256 keyed by both), so erasing either record shreds them. A decision about no stored record (a link batch, a
// de-identification whose text was not kept) is its own subject with a key of its own.
// JSON columns keep their value-free part in clear (ids, factors, pins, identity, counts: what the
// entity graph and the views read without decrypting) plus one `@sealed` member holding the original
// column text, so an unerased read returns the stored bytes exactly as before sealing.
import { createCipheriv, createDecipheriv, createHmac, randomFillSync } from 'node:crypto';
import { isObject, valueFreeSpans } from './receiptFields.js';

/** The member of a sealed JSON column that holds the original text, encrypted. */
export const SEALED = '@sealed';
const PREFIX = 'sc1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type Key = Buffer;

/** A row of the key table: `key` is null once the subject was erased. */
export interface KeyRow {
  subject: string;
  key: string | null;
  created_at: string;
  erased_at: string | null;
}

/** What a read learns about erased values: which subjects were erased, and when (the latest). */
export interface Erasure {
  subjects: string[];
  erased_at: string;
}

/** Call arguments that carry the caller's values rather than settings. */
export const VALUE_ARGUMENTS: ReadonlySet<string> = new Set(['a', 'b', 'text', 'files', 'documents', 'records']);

/**
 * Receipt members that never carry a value (a receipt's ids, scores, factor names, pins, counts and
 * statute facts); everything else a verb answers (a de-identified text, token maps, link pairs and
 * clusters named by the caller's ids) is sealed. `spans` stay in clear without their text.
 */
const VALUE_FREE_RECEIPT: ReadonlySet<string> = new Set([
  'decision_id', 'identity', 'action', 'basis', 'explanation', 'score', 'factors', 'pins', 'gate', 'unread',
  'analyst', 'outcome', 'jurisdiction', 'statute', 'backend', 'model', 'method', 'count', 'by_category', 'summary',
]);

/**
 * Random bytes from a pool filled 64 KiB at a time: one synchronous call to the system generator per
 * entry (a key or two and three IVs) cost more than sealing itself. Each slice is copied out and the pool
 * is replaced, never refilled in place, so no two callers ever share bytes.
 */
const POOL_BYTES = 64 * 1024;
let pool = Buffer.alloc(0);
let used = 0;
function random(n: number): Buffer {
  if (used + n > pool.length) {
    pool = randomFillSync(Buffer.allocUnsafe(POOL_BYTES));
    used = 0;
  }
  const out = Buffer.from(pool.subarray(used, used + n));
  pool.fill(0, used, used + n);
  used += n;
  return out;
}

export function newKey(): Key {
  return random(32);
}

export function keyFrom(text: string | null): Key | null {
  return text === null ? null : Buffer.from(text, 'base64');
}

/** `sc1:` + base64(iv ‖ tag ‖ ciphertext); the additional data binds it to its row and column. */
export function seal(key: Key, plain: string, aad: string): string {
  const iv = random(IV_BYTES);
  const c = createCipheriv('aes-256-gcm', key, iv);
  c.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return PREFIX + Buffer.concat([iv, c.getAuthTag(), body]).toString('base64');
}

export function isSealed(text: string): boolean {
  return text.startsWith(PREFIX);
}

export function unseal(key: Key, sealed: string, aad: string): string {
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
  const d = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  d.setAAD(Buffer.from(aad, 'utf8'));
  d.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([d.update(raw.subarray(IV_BYTES + TAG_BYTES)), d.final()]).toString('utf8');
}

/**
 * The key of a decision's values: HMAC-SHA256 keyed by its subjects' keys (one or two 32-byte keys, so
 * the HMAC key is used as is), over its id — a PRF of secrets that each erasure destroys one of.
 */
export function decisionKey(keys: readonly Key[], decision_id: string): Key {
  return createHmac('sha256', Buffer.concat(keys)).update(`service-core ledger decision ${decision_id}`).digest();
}

/** Whose key seals a decision's values: its distinct records, or the decision itself when it has none. */
export function subjectsOf(decision_id: string, record_a: string | null, record_b: string | null): string[] {
  const recs = [...new Set([record_a, record_b].filter((x): x is string => x !== null))];
  return recs.length > 0 ? recs : [decision_id];
}

type Projection = (o: Record<string, unknown>) => Record<string, unknown> | null;

/** The call without its value arguments (null: nothing to seal). */
export const callProjection: Projection = (o) => {
  if (!Object.keys(o).some((k) => VALUE_ARGUMENTS.has(k))) return null;
  return Object.fromEntries(Object.entries(o).filter(([k]) => !VALUE_ARGUMENTS.has(k)));
};

/** Explain material without `shared` (the values both records carry). */
export const explainProjection: Projection = (o) => {
  if (!isObject(o.shared) || Object.keys(o.shared).length === 0) return null;
  const { shared: _shared, ...rest } = o;
  return rest;
};

/** The receipt's value-free members; spans without anything but position, category and citation. */
export const receiptProjection: Projection = (o) => {
  const out: Record<string, unknown> = {};
  let changed = false;
  for (const [k, v] of Object.entries(o)) {
    if (k === 'spans') {
      const free = valueFreeSpans(v);
      if (JSON.stringify(free) !== JSON.stringify(v)) changed = true;
      out.spans = free;
    } else if (VALUE_FREE_RECEIPT.has(k)) out[k] = v;
    else changed = true;
  }
  return changed ? out : null;
};

/** A JSON column as stored: unchanged when it carries no value, else its projection plus the sealed original. */
export function sealColumn(json: string | null, project: Projection, key: Key, aad: string): string | null {
  if (json === null) return null;
  const parsed = JSON.parse(json) as unknown;
  if (!isObject(parsed)) return json;
  const projection = project(parsed);
  if (projection === null) return json;
  return JSON.stringify({ ...projection, [SEALED]: seal(key, json, aad) });
}

/** A stored JSON column as read: the original with the key, the value-free projection without it. */
export function openColumn(stored: string | null, key: Key | null, aad: string): { text: string | null; sealed: boolean } {
  if (stored === null || !stored.includes(`"${SEALED}"`)) return { text: stored, sealed: false };
  const parsed = JSON.parse(stored) as Record<string, unknown>;
  const inner = parsed[SEALED];
  if (typeof inner !== 'string') return { text: stored, sealed: false };
  if (key !== null) return { text: unseal(key, inner, aad), sealed: true };
  const { [SEALED]: _gone, ...rest } = parsed;
  return { text: JSON.stringify(rest), sealed: true };
}

/** Additional data of a column: ciphertext moved to another row or column fails to open. */
export const aadOf = (subject: string, column: string) => `${subject}|${column}`;
