// Building ledger entries from a request and a verb's answer, so every surface (HTTP, CLI, library)
// stores the same thing: the call as given minus `store` and the salt (docs/architecture.md D10), the inputs
// kept so replay re-runs on exactly what was decided, and a `rec:` record per side.
import { contentId } from '../core/ids.js';
import { storableCall } from './entry.js';
import { isObject } from './receiptFields.js';
import type {
  CompareCall,
  CompareEntry,
  DeidentifyCall,
  DeidentifyEntry,
  DeidentifyReceipt,
  ExplainInput,
  LedgerRecordInput,
  LinkCall,
  LinkEntry,
  LinkReceipt,
  PairReceipt,
  PrefixOfVerb,
} from './types.js';

/** Schema of `rec:` payloads the ledger makes itself (a verb may hand over its own records instead). */
export const RECORD_SCHEMA = 'service.record.v1';

/** Request keys that steer delivery, not the decision. */
const DELIVERY_KEYS = ['store', 'reveal'] as const;

/** What a request may carry besides the call: delivery (never stored) and the salt (never stored, D10). */
interface Delivery {
  store?: boolean | undefined;
  reveal?: unknown;
  salt?: string | undefined;
}

/** `rec:` over {schema, entity_type, text} or {schema, entity_type, attributes} (docs/architecture.md D4). */
export function recordOf(entity_type: string, input: string | Record<string, unknown>): LedgerRecordInput {
  if (typeof input === 'string') {
    return { id: contentId('rec', { schema: RECORD_SCHEMA, entity_type, text: input }), entity_type, text: input };
  }
  return { id: contentId('rec', { schema: RECORD_SCHEMA, entity_type, attributes: input }), entity_type, attributes: input };
}

/** What compareDetailed returns (only `receipt` is required). */
export interface CompareDetail {
  receipt: PairReceipt<PrefixOfVerb['compare']>;
  explain?: ExplainInput;
  records?: { a: LedgerRecordInput; b: LedgerRecordInput };
}

function withText(r: LedgerRecordInput, input: unknown): LedgerRecordInput {
  return typeof input === 'string' && (r.text === undefined || r.text === null) ? { ...r, text: input } : r;
}

/** A /compare call and its detailed answer as a ledger entry. */
export function compareLedgerEntry(request: CompareCall & Delivery, detail: CompareDetail): CompareEntry {
  const { call, unreplayable } = storableCall(request, DELIVERY_KEYS);
  const entity = typeof request.entity === 'string' ? request.entity : 'person';
  const side = (input: unknown, given: LedgerRecordInput | undefined): LedgerRecordInput | undefined => {
    if (given) return withText(given, input);
    if (typeof input === 'string' || isObject(input)) return recordOf(entity, input);
    return undefined;
  };
  const a = side(request.a, detail.records?.a);
  const b = side(request.b, detail.records?.b);
  return {
    verb: 'compare',
    decision_id: detail.receipt.decision_id,
    receipt: detail.receipt,
    call,
    unreplayable,
    ...(detail.explain ? { explain: detail.explain } : {}),
    ...(a && b ? { records: { a, b } } : {}),
  };
}

/** A /deidentify call and its result as a ledger entry; the document is the one record (a = b). */
export function deidentifyLedgerEntry(request: DeidentifyCall & Delivery & { text?: unknown }, result: DeidentifyReceipt): DeidentifyEntry {
  const { call, unreplayable } = storableCall(request, [...DELIVERY_KEYS, 'text']);
  const text = typeof request.text === 'string' ? request.text : null;
  return {
    verb: 'deidentify',
    decision_id: result.decision_id,
    receipt: result,
    call,
    ...(text === null
      ? { replayable: false, unreplayable: [...unreplayable, 'text'] }
      : { unreplayable, records: { a: recordOf('document', text) } }),
  };
}

/** A /link call and its answer as a ledger entry: one batch decision; the lists travel in the call. */
export function linkLedgerEntry(request: LinkCall & Delivery, answer: LinkReceipt): LinkEntry {
  const { call, unreplayable } = storableCall(request, DELIVERY_KEYS);
  return { verb: 'link', decision_id: answer.decision_id, receipt: answer, call, unreplayable };
}
