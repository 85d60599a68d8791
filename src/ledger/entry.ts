// Checking and serialising what a verb hands to the ledger, before any transaction starts, so a bad
// entry fails alone and never aborts the group commit it would have joined.
import { type DecisionId, type DecisionPrefix, decisionPrefix, isDecisionId, isRecordId } from '../core/ids.js';
import { pinsOf } from './receiptFields.js';
import { SEALED } from './sealing.js';
import type { LedgerEntry, LedgerRecordInput, LedgerVerb, PrefixOfVerb } from './types.js';

const VERBS: ReadonlySet<string> = new Set(['compare', 'deidentify', 'documents', 'link', 'settle']);
/** The runtime side of PrefixOfVerb (types.ts): the type checker holds the two together. */
const PREFIXES_OF_VERB: { readonly [V in LedgerVerb]: readonly PrefixOfVerb[V][] } = {
  compare: ['xwd', 'dec'],
  documents: ['dec', 'xwd'],
  deidentify: ['red'],
  link: ['lnk'],
  settle: ['stl'],
};
/** Answer keys that are about delivery, not the decision. */
const NOT_RECEIPT = new Set(['attestation', 'recorded']);
/** Arguments never kept even when given (docs/architecture.md D10: the salt is never stored). */
const NEVER_STORED = new Set(['salt']);

export interface PreparedRecord {
  id: string;
  entity_type: string;
  attributes: string | null;
  text: string | null;
}

export interface PreparedEntry {
  decision_id: DecisionId;
  verb: LedgerVerb;
  receipt: string;
  pins: string;
  call: string;
  replayable: 0 | 1;
  unreplayable: string;
  explain: string | null;
  record_a: PreparedRecord | null;
  record_b: PreparedRecord | null;
  supersedes: DecisionId | null;
}

/** A call's arguments as kept: those of T, less the omitted and the salt; any of them may be left out (not JSON). */
export type StoredCall<T, K extends PropertyKey = never> = { [P in Exclude<keyof T, K | 'salt'>]?: Exclude<T[P], undefined> };

/** The arguments of a call split into what JSON can keep and the names of what it cannot. */
export function storableCall<T extends object, K extends string = never>(
  args: T,
  omit: Iterable<K> = [],
): { call: StoredCall<T, K>; unreplayable: string[] } {
  const skip = new Set([...NEVER_STORED, ...omit]);
  const call: Record<string, unknown> = {};
  const unreplayable: string[] = [];
  for (const [k, v] of Object.entries(args)) {
    if (v === undefined || skip.has(k)) continue;
    if (isJsonValue(v)) call[k] = v;
    else unreplayable.push(k);
  }
  return { call: call as StoredCall<T, K>, unreplayable: unreplayable.sort() };
}

function isJsonValue(v: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every((x) => isJsonValue(x, depth + 1));
  if (typeof v === 'object') {
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return false;
    return Object.values(v as object).every((x) => x === undefined || isJsonValue(x, depth + 1));
  }
  return false;
}

// Internal invariants: entries are built by the library, so a bad one is a programming error (plain TypeError, no code).
function prepareRecord(r: LedgerRecordInput | undefined, side: string): PreparedRecord | null {
  if (r === undefined || r === null) return null;
  if (!isRecordId(r.id)) {
    throw new TypeError(`ledger entry: records.${side}.id must be a rec:sha256:<hex64> id`);
  }
  if (typeof r.entity_type !== 'string' || r.entity_type === '') {
    throw new TypeError(`ledger entry: records.${side}.entity_type must be a non-empty string`);
  }
  if (r.attributes != null && !isJsonValue(r.attributes)) {
    throw new TypeError(`ledger entry: records.${side}.attributes must be JSON`);
  }
  if (r.text != null && typeof r.text !== 'string') throw new TypeError(`ledger entry: records.${side}.text must be a string`);
  return {
    id: r.id,
    entity_type: r.entity_type,
    attributes: r.attributes == null ? null : JSON.stringify(r.attributes),
    text: r.text ?? null,
  };
}

/** Validates an entry and serialises its JSON columns; throws TypeError on a programming error (internal invariant, no code). */
export function prepareEntry(entry: LedgerEntry): PreparedEntry {
  if (entry === null || typeof entry !== 'object') throw new TypeError('ledger entry must be an object');
  const { verb, decision_id: id } = entry;
  if (!VERBS.has(verb)) throw new TypeError(`ledger entry: verb must be compare, deidentify, documents, link or settle`);
  if (!isDecisionId(id)) throw new TypeError('ledger entry: decision_id must be a dec:, xwd:, red:, lnk: or stl: sha256 id');
  const prefixes: readonly DecisionPrefix[] = PREFIXES_OF_VERB[verb];
  if (!prefixes.includes(decisionPrefix(id))) {
    throw new TypeError(`ledger entry: a ${verb} decision cannot have a ${id.slice(0, 3)}: id`);
  }
  if (entry.receipt === null || typeof entry.receipt !== 'object') throw new TypeError('ledger entry: receipt must be an object');
  const receipt: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(entry.receipt)) if (!NOT_RECEIPT.has(k)) receipt[k] = v;
  if (receipt.decision_id !== undefined && receipt.decision_id !== id) {
    throw new TypeError('ledger entry: receipt.decision_id differs from decision_id');
  }
  const { call, unreplayable: dropped } = storableCall(entry.call ?? {});
  const unreplayable = [...new Set([...(entry.unreplayable ?? []), ...dropped])].sort();
  const replayable = entry.replayable !== false && unreplayable.length === 0;
  const a = prepareRecord(entry.records?.a, 'a');
  const b = prepareRecord(entry.records?.b, 'b') ?? (verb === 'deidentify' ? a : null);
  const supersedes = entry.supersedes ?? null;
  if (supersedes !== null && !isDecisionId(supersedes)) {
    throw new TypeError('ledger entry: supersedes must be a decision id');
  }
  if (supersedes === id) throw new TypeError('ledger entry: a decision cannot supersede itself');
  // The sealed columns' own member (sealing.ts): an entry carrying it would read as sealed.
  for (const [name, o] of [['call', call], ['receipt', receipt], ['explain', entry.explain ?? {}]] as const) {
    if (Object.hasOwn(o, SEALED)) throw new TypeError(`ledger entry: ${name} must not have a ${SEALED} member`); // internal invariant
  }
  return {
    decision_id: id,
    verb,
    receipt: JSON.stringify(receipt),
    pins: JSON.stringify(entry.pins ?? pinsOf(verb, receipt)),
    call: JSON.stringify(call),
    replayable: replayable ? 1 : 0,
    unreplayable: JSON.stringify(unreplayable),
    explain: entry.explain === undefined ? null : JSON.stringify(entry.explain),
    record_a: a,
    record_b: b,
    supersedes,
  };
}
