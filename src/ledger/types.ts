// Shapes of the ledger (docs/architecture.md D11): what a verb hands over to be kept, and what the three read
// routes (/decision, /explain, /replay) give back. The ledger never imports the verbs: replay receives
// them as injected runners, so data flows http → verb → ledger → core and never back.
import type { Writable } from 'node:stream';
import type { DecisionId } from '../core/ids.js';
import type { Shown } from '../core/mask.js';
import type { CodePointOffset } from '../core/offsets.js';
import type { CompareCall, DeidentifyCall, DocumentsCall, LedgerEntry, LinkCall } from './entryTypes.js';

export type LedgerVerb = 'compare' | 'deidentify' | 'documents' | 'link' | 'settle';

/** The decision-id prefixes each verb records under (entry.ts checks them when an entry is prepared). */
export interface PrefixOfVerb {
  compare: 'xwd' | 'dec';
  documents: 'dec' | 'xwd';
  deidentify: 'red';
  link: 'lnk';
  settle: 'stl';
}

/** A verb with a decision id of its own prefixes: what every entry, stored row and view pairs up. */
export type VerbDecision = { [V in LedgerVerb]: { verb: V; decision_id: DecisionId<PrefixOfVerb[V]> } }[LedgerVerb];

export type {
  CallInput,
  CompareCall,
  CompareEntry,
  DeidentifyCall,
  DeidentifyEntry,
  DeidentifyReceipt,
  DocumentsCall,
  DocumentsEntry,
  LedgerEntry,
  LinkCall,
  LinkEntry,
  LinkReceipt,
  PairReceipt,
  SettleCall,
  SettleEntry,
  SettleReceipt,
} from './entryTypes.js';

/** One side of a decision as the verb saw it; stored as given (the ledger lives on the owner's disk). */
export interface LedgerRecordInput {
  /** `rec:sha256:<hex64>` content id made by the verb. */
  id: string;
  entity_type: string;
  /** Field map (object-form compare) or extracted attributes. */
  attributes?: Record<string, unknown> | null;
  /** The original text (string-form compare, de-identified document); replay re-runs on it when present. */
  text?: string | null;
}

/** The gate of a compare decision as the explain view reads it; other members pass through as given. */
export interface ExplainGate {
  clearing_signal?: string | null;
  distinctive_cleared?: boolean | null;
  floor?: number | null;
  distinctive_floor?: number;
}

/** Raw explanation material the compare engine computed while deciding (values unmasked). */
export interface ExplainInput {
  supporting?: string[];
  refuting?: string[];
  missing?: string[];
  /** Raw values of the fields both records agree on: a field map, genuinely open. */
  shared?: Record<string, unknown>;
  gate?: ExplainGate;
}

export interface RecordResult {
  decision_id: DecisionId;
  /** UTC, second precision, `+00:00` offset; the first time this id was recorded. */
  recorded_at: string;
  /** False when the id was already stored (nothing written). */
  created: boolean;
}

export interface ReadOptions {
  reveal?: boolean;
}

/** A stored record as /decision shows it (values masked unless `reveal`). */
export interface StoredRecord {
  id: string;
  entity_type: string;
  attributes: Record<string, unknown> | null;
  text: string | null;
  first_seen: string;
  /** Present once the record was erased (its key destroyed): attributes and text are then null. */
  erased_at?: string;
}

/** A stored record as a read shows it: its values masked, or revealed on request (src/core/mask.ts). */
export interface ShownRecord extends Omit<StoredRecord, 'attributes' | 'text'> {
  attributes: Shown<Record<string, unknown>> | null;
  text: Shown<string> | null;
}

/** What a read says of values erased: the subjects (record ids, or the decision's own id) and when. */
export interface ErasureNote {
  subjects: string[];
  erased_at: string;
  values: 'erased';
}

/** Value-free span of a de-identification (no text, no token). */
export interface StoredSpan {
  category: string;
  start: CodePointOffset;
  end: CodePointOffset;
  confidence: number;
  action: string | null;
  citation: string | null;
  detector: string;
}

/** GET /decision/{id}. For `red:` ids the de-identification fields are added (see README of the ledger). */
export interface StoredDecision {
  decision_id: DecisionId;
  verb: LedgerVerb;
  identity: string;
  action: string;
  score: number;
  explanation: string;
  factors: Record<string, number>;
  pins: Record<string, unknown>;
  call: Record<string, unknown>;
  recorded_at: string;
  supersedes: DecisionId | null;
  superseded_by: DecisionId | null;
  record_a: string | null;
  record_b: string | null;
  basis?: string;
  /** Settle (an analyst's decision): who decided (the proxy's caller header) and what. */
  analyst?: string;
  outcome?: string;
  statute?: string | null;
  jurisdiction?: string | null;
  method?: string;
  count?: number;
  by_category?: Record<string, number>;
  spans?: StoredSpan[];
  records?: { a: ShownRecord | null; b: ShownRecord | null };
  erasure?: ErasureNote;
}

export interface CompareExplanation {
  decision_id: DecisionId<'xwd' | 'dec' | 'lnk' | 'stl'>;
  verb: 'compare' | 'documents' | 'link' | 'settle';
  identity: string;
  action: string;
  basis: string;
  explanation: string;
  supporting: string[];
  refuting: string[];
  missing: string[];
  /** Masked unless revealed. */
  shared: Shown<Record<string, unknown>>;
  gate: { clearing_signal: string | null; distinctive_cleared: boolean | null; floor: number | null } & Record<
    string,
    unknown
  >;
  erasure?: ErasureNote;
}

export interface DeidentifyExplanation {
  decision_id: DecisionId<'red'>;
  verb: 'deidentify';
  identity: string;
  action: string;
  basis: string;
  explanation: string;
  statute: string | null;
  jurisdiction: string | null;
  method: string;
  citations: string[];
  by_category: Record<string, number>;
  spans: StoredSpan[];
  erasure?: ErasureNote;
}

export type Explanation = CompareExplanation | DeidentifyExplanation;

/** What a runner may return: the receipt itself, or `{receipt, ...}` (compareDetailed). */
export type RunnerResult = object;
/** A verb re-run on its stored call (`C`: the call as that verb's entry stored it, inputs filled in by replay). */
export type Runner<C> = (call: C) => RunnerResult | Promise<RunnerResult>;

/**
 * The verbs as installed now; the HTTP layer passes them in. Each takes its verb's stored call with the
 * inputs replay filled in from the stored records (the texts of deidentify and documents).
 */
export interface ReplayRunners {
  compare?: Runner<CompareCall>;
  deidentify?: Runner<DeidentifyCall & { text?: string }>;
  documents?: Runner<Partial<DocumentsCall> & { a?: string; b?: string }>;
  link?: Runner<LinkCall>;
}

export interface Moved {
  then: unknown;
  now: unknown;
}

export interface ReplayResult {
  decision_id: DecisionId;
  reproduced: boolean;
  changed: Record<string, Moved>;
  now: {
    decision_id: string;
    identity: string;
    action: string;
    score: number;
    factors: Record<string, number>;
  };
}

/** One entry of the append-only event log. */
export interface LedgerEvent {
  seq: number;
  at: string;
  kind: string;
  subject: string;
  detail: Record<string, unknown>;
}

/** A current (not superseded) decision between two distinct stored records: an edge of the entity graph. */
export interface PairDecision {
  seq: number;
  decision_id: DecisionId;
  verb: LedgerVerb;
  record_a: string;
  record_b: string;
  /** Entity type of record_a. */
  entity_type: string;
  identity: string;
  action: string;
  score: number;
  factors: Record<string, number>;
  explanation: string;
  recorded_at: string;
}

/** A decision as the entity graph applies it: what it supersedes, and its pair view when it is one. */
export interface GraphChange {
  seq: number;
  decision_id: DecisionId;
  supersedes: DecisionId | null;
  /** The records the decision is about (null when it has none): new records arrive with decisions. */
  record_a: string | null;
  record_b: string | null;
  /** The decision as an edge when it is between two distinct stored records (compare, documents, settle). */
  pair: PairDecision | null;
}

/** Who erases and why (issue 18): kept in the `values.erased` event, never a value. */
export interface EraseOptions {
  /** One of ERASE_REASONS (erase.ts). */
  reason: string;
  /** The X-Service-Caller of the request, or null (CLI, retention). */
  caller: string | null;
}

/** What an erasure did: keys destroyed now, subjects erased before (idempotent), and the decisions touched. */
export interface EraseResult {
  erased: string[];
  already_erased: Array<{ id: string; erased_at: string }>;
  erased_at: string;
  /** Stored decisions whose values were sealed under a key destroyed by this call. */
  decisions: number;
}

/**
 * The ledger as every caller sees it, whichever backend holds it (SQLite file or PostgreSQL database):
 * every method is asynchronous, and a write resolves only after its transaction is durably committed.
 */
export interface Ledger {
  /** Absolute path of the ledger file, or the PostgreSQL URL without its password. */
  readonly path: string;
  /** `sqlite` or `postgres`. */
  readonly backend: 'sqlite' | 'postgres';
  /** Resolves once the ledger is open and migrated; rejects (ConfigError) when it cannot be used. */
  ready(): Promise<void>;
  /** Durable when it resolves (committed, with whatever was queued before it). */
  record(entry: LedgerEntry): Promise<RecordResult>;
  /** Group commit: concurrent calls share one transaction; each promise resolves after its commit. */
  recordAsync(entry: LedgerEntry): Promise<RecordResult>;
  has(id: string): Promise<boolean>;
  /** The three reads take a checked id: a caller's string goes through `parseDecisionId` (rows.ts) first. */
  decision(id: DecisionId, options?: ReadOptions): Promise<StoredDecision>;
  explain(id: DecisionId, options?: ReadOptions): Promise<Explanation>;
  replay(id: DecisionId, runners: ReplayRunners): Promise<ReplayResult>;
  /** Every decision as one JSON line (records revealed), in recorded order; resolves to the count. */
  exportJsonl(out: Writable | string): Promise<number>;
  /** The event log, from `afterSeq` (exclusive), in order. */
  events(afterSeq?: number, limit?: number): Promise<LedgerEvent[]>;
  /** Every current decision between two distinct records (the entity graph's material), in recorded order. */
  pairDecisions(): Promise<PairDecision[]>;
  /** Every decision stored after `afterSeq` (superseded or not), in seq order: the graph's increments; at most `limit` of them when given. */
  graphChanges(afterSeq: number, limit?: number): Promise<GraphChange[]>;
  /** One stored record with its values, or null when the ledger never saw it. */
  getRecord(id: string): Promise<StoredRecord | null>;
  /** getRecord for many ids in one read (one round trip on PostgreSQL), in the order given. */
  getRecords(ids: readonly string[]): Promise<Array<StoredRecord | null>>;
  /**
   * Stored records of one entity type that carry attributes (field maps) and are not erased, oldest first;
   * a keyset page when `after` (the id of the last record of the previous page: the records stored after
   * it) and/or `limit` (at most that many) are given. Records are never deleted, so the cursor holds even
   * when records are erased between pages; an id the ledger never stored reads nothing.
   */
  recordsOfType(entity_type: string, after?: string, limit?: number): Promise<StoredRecord[]>;
  /** Number of stored decisions. */
  count(): Promise<number>;
  /**
   * Destroys the keys of these subjects (record ids, or the ids of decisions about no stored record) in
   * one transaction, with one `values.erased` event each; a subject erased before is reported, not
   * touched again. Any subject without a key → 404 and nothing erased.
   */
  erase(subjects: string[], options: EraseOptions): Promise<EraseResult>;
  /** Which of these subjects were erased, with when (subjects never erased are absent). */
  erasedAmong(subjects: string[]): Promise<Map<string, string>>;
  /** Subjects whose key is live and was created before `cutoff` (UTC, the ledger's time format): retention. */
  subjectsBefore(cutoff: string): Promise<string[]>;
  /** "ok" when sound: SQLite's `PRAGMA integrity_check`; PostgreSQL: the schema version and triggers are in place. */
  integrityCheck(): Promise<string>;
  /** Commits whatever is queued, then closes the file or the connections. */
  close(): Promise<void>;
}
