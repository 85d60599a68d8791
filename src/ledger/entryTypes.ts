// The ledger's entries typed per verb (issue 14): what compare, documents, deidentify, link and settle each
// hand to `record` — the decision id's prefix, the stored call, and the parts of the receipt the ledger reads
// (receiptFields.ts, views.ts) — told apart by `verb`. The ledger never imports the verbs: these are its own
// shapes, and each verb's answer fits its shape structurally. The calls are type literals, not interfaces,
// so a call is also a plain `Record<string, unknown>` (what a runner written for any call takes). Re-exported
// by types.ts.
import type { DecisionId, DecisionPrefix } from '../core/ids.js';
import type { ExplainInput, LedgerRecordInput, LedgerVerb, PrefixOfVerb, StoredSpan } from './types.js';

/**
 * What the ledger reads of a pair verdict (compare, documents, settle): receiptFields.ts `summaryOf`, `pinsOf`.
 * Every verb's answer carries all of it; the ledger derives the optional members when absent (the action
 * from the identity, an empty explanation and basis, no pins).
 */
export interface PairReceipt<P extends DecisionPrefix> {
  decision_id: DecisionId<P>;
  identity: string;
  score: number;
  factors: Record<string, number>;
  action?: string;
  explanation?: string;
  basis?: string;
  /** The engine's pins: names to values, genuinely open. */
  pins?: Record<string, unknown>;
}

/** What the ledger reads of a de-identification result (`summaryOf`, `pinsOf`, `valueFreeSpans`, the views). */
export interface DeidentifyReceipt {
  decision_id: DecisionId<'red'>;
  statute: string | null;
  jurisdiction: string | null;
  backend: string;
  model: string | null;
  method: string;
  count: number;
  by_category: Record<string, number>;
  spans: readonly StoredSpan[];
}

/** What the ledger reads of a /link answer: its summary (`summaryOf`, `pinsOf`). */
export interface LinkReceipt {
  decision_id: DecisionId<'lnk'>;
  summary: {
    entity: string;
    mode: string;
    decided: { same_entity: number; review: number };
    clusters: { count: number; transitive: number };
    blocking: { candidate_pairs: number };
    pins: Record<string, unknown>;
  };
}

/** An analyst's settlement (settle.ts): a pair verdict naming its outcome and analyst. */
export interface SettleReceipt extends PairReceipt<'stl'> {
  outcome: string;
  analyst: string;
}

/** One side of a compare call: a text or a field map (a field map is genuinely open). */
export type CallInput = string | Record<string, unknown>;

/**
 * The stored arguments of a compare call (the request minus delivery and salt; entries.ts). A side may be
 * null only as resolve hands a stored record's attributes on (compare refuses a null side, 4xx).
 */
export type CompareCall = {
  a?: CallInput | null;
  b?: CallInput | null;
  entity?: string | undefined;
  jurisdiction?: string | null | undefined;
  backend?: string | undefined;
  /** Trained parameters, as the caller gave them. */
  params?: unknown;
};

/** The stored arguments of a /deidentify call: the text travels as the record, never in the call. */
export type DeidentifyCall = {
  jurisdiction?: string | null | undefined;
  backend?: string | undefined;
  statute?: string | null | undefined;
  method?: string | undefined;
};

/** The stored arguments of one pair of /documents (documents/pairs.ts): the texts travel as the records. */
export type DocumentsCall = {
  entity: string;
  backend: string;
  jurisdiction?: string;
};

/** The stored arguments of a /link call: the lists travel in the call. */
export type LinkCall = {
  records?: unknown[] | undefined;
  a?: unknown[] | undefined;
  b?: unknown[] | undefined;
  entity?: string | undefined;
  id_field?: string | undefined;
  map?: Record<string, string | string[]> | undefined;
};

/** The stored arguments of a settlement: the held decision and the outcome (the analyst is in the receipt). */
export type SettleCall = {
  decision_id: DecisionId;
  outcome: string;
};

/** What every verb hands to `record`/`recordAsync`, whatever the verb. */
interface EntryOf<V extends LedgerVerb, R, C> {
  verb: V;
  decision_id: DecisionId<PrefixOfVerb[V]>;
  /** The answer as sent, minus `attestation` and `recorded` (both are removed if present). */
  receipt: R;
  /** Arguments needed to re-run the verb (never a salt). */
  call: C;
  /** False when some argument could not be stored; replay then refuses (400). Default true. */
  replayable?: boolean;
  /** Names of the arguments that could not be stored (shown in the replay refusal). */
  unreplayable?: string[];
  /** Pins to keep; default `receipt.pins`, else (deidentify) {jurisdiction, statute, backend, model, method}. */
  pins?: Record<string, unknown>;
  explain?: ExplainInput;
  /** Compare/documents: both sides. Deidentify: `a` is the document (`b` defaults to `a`). */
  records?: { a: LedgerRecordInput; b?: LedgerRecordInput };
  /** Library-only supersession: the id this decision replaces (must be stored and not yet superseded). */
  supersedes?: DecisionId | null;
}

export type CompareEntry = EntryOf<'compare', PairReceipt<PrefixOfVerb['compare']>, CompareCall>;
export type DocumentsEntry = EntryOf<'documents', PairReceipt<PrefixOfVerb['documents']>, DocumentsCall>;
export type DeidentifyEntry = EntryOf<'deidentify', DeidentifyReceipt, DeidentifyCall>;
export type LinkEntry = EntryOf<'link', LinkReceipt, LinkCall>;
export type SettleEntry = EntryOf<'settle', SettleReceipt, SettleCall>;

/** What a verb hands to `record`/`recordAsync`: one shape per verb, told apart by `verb`. */
export type LedgerEntry = CompareEntry | DocumentsEntry | DeidentifyEntry | LinkEntry | SettleEntry;
