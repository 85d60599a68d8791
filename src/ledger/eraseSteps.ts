// The steps of an erasure both backends take inside their write transaction (issue 18): every subject
// must have a key (else 404 and nothing is erased), a subject erased before is reported with its first
// erased_at and not touched again, each live key is destroyed with one `values.erased` event holding the
// reason and the caller, never a value.
import { serviceError } from '../core/errors.js';
import { isSafeToken } from '../core/safeToken.js';
import type { KeyRow } from './sealing.js';
import type { EraseOptions, EraseResult } from './types.js';

export interface ErasePlan {
  live: string[];
  already: Array<{ id: string; erased_at: string }>;
}

/** Which subjects are erased now and which were before; 404 naming the first id without a key. */
export function planErase(subjects: readonly string[], keyOf: (subject: string) => KeyRow | undefined): ErasePlan {
  const live: string[] = [];
  const already: ErasePlan['already'] = [];
  for (const s of [...new Set(subjects)]) {
    const k = keyOf(s);
    if (k === undefined) throw serviceError('SC_ERASE_UNKNOWN', { id: isSafeToken(s) ? `'${s}'` : 'given' });
    if (k.key === null) already.push({ id: s, erased_at: k.erased_at ?? '' });
    else live.push(s);
  }
  return { live, already };
}

/** The event detail of one erasure: why and who (the proxy's caller header, or null). */
export function erasedDetail(options: EraseOptions): Record<string, unknown> {
  return { reason: options.reason, caller: options.caller };
}

interface SyncSteps {
  key(subject: string): KeyRow | undefined;
  destroy(subject: string): void;
  event(subject: string, detail: Record<string, unknown>): void;
  decisionsAbout(subjects: string[]): number;
}

/** The SQLite backend's erasure, inside its transaction (PostgreSQL batches the same steps: pgLedger.ts). */
export function eraseInTransaction(subjects: readonly string[], options: EraseOptions, at: string, steps: SyncSteps): EraseResult {
  const plan = planErase(subjects, (s) => steps.key(s));
  for (const s of plan.live) {
    steps.destroy(s);
    steps.event(s, erasedDetail(options));
  }
  return { erased: plan.live, already_erased: plan.already, erased_at: at, decisions: plan.live.length === 0 ? 0 : steps.decisionsAbout(plan.live) };
}
