// What both Ledger backends (sqliteLedger.ts, pgLedger.ts) do the same way, in one place: the guard
// against a closed ledger, queued writes (`recordAsync` through the group committer) and the three reads
// of one decision (`decision`, `explain`, `replay`), which differ between the backends only in how the
// decision row and its records are fetched and opened (`openedDecision`).
import type { DecisionId } from '../core/ids.js';
import type { PreparedEntry } from './entry.js';
import { prepareEntry } from './entry.js';
import { replayDecision } from './replay.js';
import type { Explanation, LedgerEntry, ReadOptions, RecordResult, ReplayResult, ReplayRunners, StoredDecision } from './types.js';
import { type DecisionRow, decisionView, explainView, type RecordPair } from './views.js';

/** A decision row opened with its subjects' keys, with its records (each opened with its own key). */
export interface OpenedDecision {
  row: DecisionRow;
  records: RecordPair;
}

export abstract class LedgerCore {
  abstract readonly path: string;
  protected closed = false;
  /** The backend's group committer (GroupCommitter): queues prepared entries, settles after COMMIT. */
  protected abstract readonly committer: { submit(entry: PreparedEntry): Promise<RecordResult> };

  /** The stored decision `id`, opened; NotFoundError (rows.ts `notFound`) when there is none. */
  protected abstract openedDecision(id: DecisionId): OpenedDecision | Promise<OpenedDecision>;

  recordAsync(entry: LedgerEntry): Promise<RecordResult> {
    try {
      this.assertOpen();
      return this.committer.submit(prepareEntry(entry));
    } catch (err) {
      return Promise.reject(err);
    }
  }

  async decision(id: DecisionId, options: ReadOptions = {}): Promise<StoredDecision> {
    const { row, records } = await this.openedDecision(id);
    return decisionView(row, records, options.reveal === true);
  }

  async explain(id: DecisionId, options: ReadOptions = {}): Promise<Explanation> {
    const { row, records } = await this.openedDecision(id);
    return explainView(row, records, options.reveal === true);
  }

  async replay(id: DecisionId, runners: ReplayRunners): Promise<ReplayResult> {
    const { row, records } = await this.openedDecision(id);
    return replayDecision(row, records, runners);
  }

  protected assertOpen(): void {
    if (this.closed) throw new Error(`ledger ${this.path} is closed`); // internal invariant: the library used a closed ledger
  }
}
