// Erasure (issue 18, GDPR Art. 17 and its equivalents) without losing the audit trail: the verb behind
// POST /erase, `service-core ledger erase` and the `erase` tool, and the retention sweep. Erasing a record
// destroys its key (crypto-shredding, sealing.ts): its attributes and text, and every value of every
// decision about it (the call's inputs, explain's shared values, a de-identified text) become unreadable
// at once, on every backend, in every read and in the export, while decision ids, record ids, factors,
// pins and the value-free receipt stay as they were. The erasure itself is kept as a `values.erased`
// event per subject (reason and caller, no value).
import { serviceError } from '../core/errors.js';
import { isDecisionId, isRecordId } from '../core/ids.js';
import { forgetErased } from './resolveObserve.js';
import { MAX_RETENTION_DAYS } from './retention.js';
import { utcNow } from './schema.js';
import type { EraseResult, Ledger } from './types.js';

/** Why values are erased (GDPR Art. 17(1) grounds, plus the operator's retention period); kept in the event. */
export const ERASE_REASONS = [
  'subject_request',
  'consent_withdrawn',
  'objection',
  'no_longer_necessary',
  'unlawful_processing',
  'legal_obligation',
  'retention',
] as const;
export type EraseReason = (typeof ERASE_REASONS)[number];

/** Most ids one erasure names (one transaction). */
export const MAX_ERASE = 1000;

export interface EraseInput {
  /** Record ids (rec:sha256:…): the record and every decision about it. */
  records?: string[] | undefined;
  /** Ids of decisions about no stored record (a link batch, a de-identification whose text was not kept). */
  decisions?: string[] | undefined;
  reason: string;
  /** Who asked (the proxy's X-Service-Caller), or null. */
  caller: string | null;
}

export interface EraseAnswer extends EraseResult {
  reason: string;
  note: string;
}

/** Erases the values of the named records and decisions; 404 (nothing erased) when one id is unknown. */
export async function eraseValues(ledger: Ledger, input: EraseInput): Promise<EraseAnswer> {
  const records = input.records ?? [];
  const decisions = input.decisions ?? [];
  const total = records.length + decisions.length;
  if (total === 0 || total > MAX_ERASE) throw serviceError('SC_ERASE_EMPTY', { max: MAX_ERASE });
  if (!(ERASE_REASONS as readonly string[]).includes(input.reason)) throw serviceError('SC_ERASE_REASON', { reasons: ERASE_REASONS.join(', ') });
  // A malformed id is unknown to the ledger (404), named only when it is a well-formed id.
  for (const id of records) if (!isRecordId(id)) throw serviceError('SC_ERASE_UNKNOWN', { id: 'given' });
  const subjects = [...records];
  for (const id of decisions) {
    if (!isDecisionId(id)) throw serviceError('SC_ERASE_UNKNOWN', { id: 'given' });
    const d = await ledger.decision(id);
    if (d.record_a !== null || d.record_b !== null) {
      const recs = [...new Set([d.record_a, d.record_b].filter((x): x is string => x !== null))].join(', ');
      throw serviceError('SC_ERASE_NAME_RECORDS', { decision: id, records: recs });
    }
    subjects.push(id);
  }
  const result = await ledger.erase(subjects, { reason: input.reason, caller: input.caller });
  forgetErased(ledger, result.erased);
  const again = result.already_erased.length;
  const note =
    result.erased.length === 0
      ? `nothing new: ${again === 1 ? 'the id was' : `all ${again} ids were`} erased before (already_erased says when)`
      : `${result.erased.length} key(s) destroyed: the values of ${result.decisions} decision(s) are gone; ids, factors and pins are kept` +
        (again > 0 ? `; ${again} id(s) were erased before` : '');
  return { ...result, reason: input.reason, note };
}

export interface RetentionOptions {
  /** Values whose subject was first stored more than this many days ago are erased. */
  days: number;
  /** The time the sweep reads (default: the system clock); tests inject one. */
  clock?: (() => Date) | undefined;
}

/** One retention sweep: erases every subject first stored before now − days (in batches of MAX_ERASE). */
export async function eraseExpired(ledger: Ledger, options: RetentionOptions): Promise<{ erased: number; cutoff: string }> {
  if (!Number.isInteger(options.days) || options.days < 1 || options.days > MAX_RETENTION_DAYS) {
    throw serviceError('SC_RETENTION_INVALID', { max: MAX_RETENTION_DAYS });
  }
  const now = (options.clock ?? (() => new Date()))();
  const cutoff = utcNow(new Date(now.getTime() - options.days * 86_400_000));
  const due = await ledger.subjectsBefore(cutoff);
  let erased = 0;
  for (let i = 0; i < due.length; i += MAX_ERASE) {
    const r = await ledger.erase(due.slice(i, i + MAX_ERASE), { reason: 'retention', caller: null });
    forgetErased(ledger, r.erased);
    erased += r.erased.length;
  }
  return { erased, cutoff };
}

export interface RetentionHandle {
  /** The sweep run at start (awaited by the service before it answers). */
  first: Promise<unknown>;
  stop(): void;
}

/**
 * Runs the sweep now and then every `everyMs` (default one hour) until stopped. A failing sweep (the
 * ledger unreachable) is reported to `onError` and retried at the next tick; the timer never holds the
 * process open.
 */
export function startRetention(ledger: Ledger, options: RetentionOptions & { everyMs?: number; onError?: (err: unknown) => void }): RetentionHandle {
  const run = () => eraseExpired(ledger, options).catch((err: unknown) => options.onError?.(err));
  const first = run();
  let running: Promise<unknown> = first;
  const timer = setInterval(() => {
    running = running.then(run);
  }, options.everyMs ?? 3_600_000);
  timer.unref();
  return { first, stop: () => clearInterval(timer) };
}
