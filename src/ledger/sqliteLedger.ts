// The default Ledger: one SQLite file (libsql, WAL, synchronous=FULL). Writes are INSERTs only (the file's
// triggers refuse anything else but the one-time superseded_by link); recording an id already stored
// writes nothing and returns the first recorded_at. Reading, explaining and replaying live in their own
// modules and only see plain rows.
import type { Writable } from 'node:stream';
import type Database from 'libsql';
import { resolve as resolvePath } from 'node:path';
import { serviceError } from '../core/errors.js';
import { type PreparedEntry, type PreparedRecord, prepareEntry } from './entry.js';
import { EXPORT_PAGE, exportDecisions } from './exportJsonl.js';
import { asWriteFault, writeFaultCause } from './faults.js';
import { GroupCommitter } from './groupCommit.js';
import { changesSql, PAIR_RECEIPT, pairsSql } from './pairRows.js';
import type { KeyRow } from './sealing.js';
import { keyRowsOf, keysForEntry, openDecisionRow, sealEntry } from './sealedRows.js';
import { LedgerCore, type OpenedDecision } from './ledgerCore.js';
import { type OpenOptions, openLedgerDatabase, plainRow, utcNow } from './schema.js';
import type { EraseOptions, EraseResult, GraphChange, Ledger, LedgerEntry, LedgerEvent, PairDecision, RecordResult, StoredRecord } from './types.js';
import type { DecisionRow } from './views.js';
import { erasedAmongSqlite, sqliteErase } from './sqliteErase.js';

import {
  type ChangeRow,
  type EventRow,
  exportLine,
  notFound,
  type PairRow,
  RECORD_COLUMNS,
  RECORD_FROM,
  type RecordRow,
  toEvent,
  toGraphChange,
  toPairDecision,
  toStoredRecord,
} from './rows.js';

type Db = ReturnType<typeof openLedgerDatabase>;
type Stmt = Database.Statement;

/** A type's live records with values; read in keyset pages by rowid (append-only: a rowid never moves, an OFFSET would after an erasure). */
const RECORDS_OF_TYPE = `SELECT ${RECORD_COLUMNS} FROM ${RECORD_FROM} WHERE r.entity_type = ? AND r.attributes IS NOT NULL AND k.erased_at IS NULL`;

/** Another process holding the write lock past the busy timeout is a 503, not a crash. */
function busyOr(err: unknown): unknown {
  const code = (err as { code?: string }).code;
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
    return serviceError('SC_LEDGER_BUSY');
  }
  return err;
}

class SqliteLedger extends LedgerCore implements Ledger {
  readonly path: string;
  readonly backend = 'sqlite' as const;
  private readonly clock: () => Date;
  private readonly db: Db;
  protected readonly committer: GroupCommitter<PreparedEntry, RecordResult>;
  private readonly stmt: Record<
    | 'getDecision'
    | 'getRecordedAt'
    | 'getRecord'
    | 'insertRecord'
    | 'insertDecision'
    | 'linkSuperseded'
    | 'insertEvent'
    | 'events'
    | 'count'
    | 'page'
    | 'pairs'
    | 'changes'
    | 'recordsOfType'
    | 'recordsOfTypeAfter'
    | 'getKey'
    | 'insertKey'
    | 'keysBefore',
    Stmt
  >;
  constructor(path: string, options: OpenOptions) {
    super();
    this.path = resolvePath(path);
    this.clock = options.clock ?? (() => new Date());
    this.db = openLedgerDatabase(this.path, options);
    const p = (sql: string) => this.db.prepare(sql);
    this.stmt = {
      getDecision: p('SELECT * FROM decisions WHERE decision_id = ?'),
      getRecordedAt: p('SELECT recorded_at, superseded_by FROM decisions WHERE decision_id = ?'),
      getRecord: p(`SELECT ${RECORD_COLUMNS} FROM ${RECORD_FROM} WHERE r.rec_id = ?`),
      insertRecord: p(
        'INSERT OR IGNORE INTO records (rec_id, entity_type, attributes, text, first_seen) VALUES (?, ?, ?, ?, ?)',
      ),
      insertDecision: p(
        `INSERT INTO decisions (decision_id, verb, receipt, pins, call, replayable, unreplayable, explain,
           recorded_at, supersedes, superseded_by, record_a, record_b)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
      ),
      linkSuperseded: p('UPDATE decisions SET superseded_by = ? WHERE decision_id = ? AND superseded_by IS NULL'),
      insertEvent: p('INSERT INTO events (at, kind, subject, detail) VALUES (?, ?, ?, ?)'),
      events: p('SELECT * FROM events WHERE seq > ? ORDER BY seq LIMIT ?'),
      count: p('SELECT count(*) AS n FROM decisions'),
      page: p('SELECT * FROM decisions WHERE seq > ? ORDER BY seq LIMIT ?'),
      pairs: p(pairsSql(PAIR_RECEIPT)),
      changes: p(changesSql(PAIR_RECEIPT, 'd.seq > ?', '?')),
      recordsOfType: p(`${RECORDS_OF_TYPE} ORDER BY r.rowid LIMIT ?`),
      recordsOfTypeAfter: p(`${RECORDS_OF_TYPE} AND r.rowid > (SELECT rowid FROM records WHERE rec_id = ?) ORDER BY r.rowid LIMIT ?`),
      getKey: p('SELECT * FROM value_keys WHERE subject = ?'),
      insertKey: p('INSERT INTO value_keys (subject, key, created_at) VALUES (?, ?, ?)'),
      keysBefore: p('SELECT subject FROM value_keys WHERE key IS NOT NULL AND created_at < ? ORDER BY created_at, subject'),
    };
    this.committer = new GroupCommitter((batch) => this.writeBatch(batch));
  }

  // ---- writing -------------------------------------------------------------------------------------

  private event(at: string, kind: string, subject: string, detail: Record<string, unknown> = {}): void {
    this.stmt.insertEvent.run(at, kind, subject, JSON.stringify(detail));
  }

  private putRecord(r: PreparedRecord | null, at: string): void {
    if (r === null) return;
    const res = this.stmt.insertRecord.run(r.id, r.entity_type, r.attributes, r.text, at);
    if (res.changes > 0) this.event(at, 'record.stored', r.id, { entity_type: r.entity_type });
  }

  /** Writes one entry inside the caller's transaction. */
  private writeOne(e: PreparedEntry, at: string): RecordResult {
    const existing = plainRow<{ recorded_at: string }>(this.stmt.getRecordedAt.get(e.decision_id));
    if (existing) return { decision_id: e.decision_id, recorded_at: existing.recorded_at, created: false };
    if (e.supersedes !== null) {
      const old = plainRow<{ superseded_by: string | null }>(this.stmt.getRecordedAt.get(e.supersedes));
      if (!old) throw notFound(e.supersedes);
      if (old.superseded_by !== null) {
        throw serviceError('SC_DECISION_SUPERSEDED', { decision: e.supersedes, by: old.superseded_by });
      }
    }
    // The values are sealed here, under the write lock, with the keys of the entry's subjects.
    const { keys, created } = keysForEntry(e, (subject) => plainRow<KeyRow>(this.stmt.getKey.get(subject)));
    for (const subject of created) this.stmt.insertKey.run(subject, keys.get(subject)!.toString('base64'), at);
    const sealed = sealEntry(e, keys);
    this.putRecord(sealed.record_a, at);
    if (sealed.record_b !== sealed.record_a) this.putRecord(sealed.record_b, at);
    this.stmt.insertDecision.run(
      e.decision_id,
      e.verb,
      sealed.receipt,
      e.pins,
      sealed.call,
      e.replayable,
      e.unreplayable,
      sealed.explain,
      at,
      e.supersedes,
      e.record_a?.id ?? null,
      e.record_b?.id ?? null,
    );
    this.event(at, 'decision.recorded', e.decision_id, { verb: e.verb });
    if (e.supersedes !== null) {
      this.stmt.linkSuperseded.run(e.decision_id, e.supersedes);
      this.event(at, 'decision.superseded', e.supersedes, { superseded_by: e.decision_id });
    }
    return { decision_id: e.decision_id, recorded_at: at, created: true };
  }

  /** One transaction for the batch; each entry in a savepoint so a failing one fails alone. */
  private writeBatch(batch: PreparedEntry[]): Array<RecordResult | Error> {
    this.assertOpen();
    const at = utcNow(this.clock());
    const out: Array<RecordResult | Error> = [];
    try {
      this.db.exec('BEGIN IMMEDIATE');
    } catch (err) {
      throw asWriteFault(busyOr(err), this.path);
    }
    try {
      for (const e of batch) {
        if (batch.length === 1) {
          out.push(this.writeOne(e, at));
          continue;
        }
        this.db.exec('SAVEPOINT entry');
        try {
          out.push(this.writeOne(e, at));
          this.db.exec('RELEASE entry');
        } catch (err) {
          // The disk or the file failed: the whole batch is rolled back below, nothing half-recorded.
          if (writeFaultCause(err) !== null) throw err;
          this.db.exec('ROLLBACK TO entry');
          this.db.exec('RELEASE entry');
          out.push(err instanceof Error ? err : new Error(String(err)));
        }
      }
      this.db.exec('COMMIT');
    } catch (err) {
      try {
        if (this.db.inTransaction) this.db.exec('ROLLBACK');
      } catch {
        // SQLite rolls a failed transaction back itself when its own ROLLBACK cannot run (full disk).
      }
      throw asWriteFault(busyOr(err), this.path);
    }
    return out;
  }

  ready(): Promise<void> {
    return Promise.resolve();
  }

  async record(entry: LedgerEntry): Promise<RecordResult> {
    const prepared = prepareEntry(entry);
    // Anything queued for a group commit goes first, so recorded order follows call order.
    if (this.committer.pending > 0) await this.committer.flush();
    const [result] = this.writeBatch([prepared]);
    if (result instanceof Error) throw result;
    return result!;
  }

  // ---- reading -------------------------------------------------------------------------------------

  private row(id: string): DecisionRow {
    this.assertOpen();
    const row = typeof id === 'string' ? plainRow<DecisionRow>(this.stmt.getDecision.get(id)) : undefined;
    if (!row) throw notFound(String(id));
    return row;
  }

  private recordRow(id: string | null): RecordRow | undefined {
    return id === null ? undefined : plainRow<RecordRow>(this.stmt.getRecord.get(id));
  }

  private storedRecord(id: string | null): StoredRecord | null {
    const r = this.recordRow(id);
    return r ? toStoredRecord(r) : null;
  }

  /** The decision row opened with its subjects' keys, and its records (each opened with its own). */
  private opened(raw: DecisionRow): OpenedDecision {
    const a = this.recordRow(raw.record_a);
    const b = raw.record_b === raw.record_a ? a : this.recordRow(raw.record_b);
    const own = a === undefined && b === undefined ? plainRow<KeyRow>(this.stmt.getKey.get(raw.decision_id)) : undefined;
    return {
      row: openDecisionRow(raw, keyRowsOf([a, b], own)),
      records: { a: a ? toStoredRecord(a) : null, b: b ? toStoredRecord(b) : null },
    };
  }

  async has(id: string): Promise<boolean> {
    this.assertOpen();
    return typeof id === 'string' && plainRow(this.stmt.getRecordedAt.get(id)) !== undefined;
  }

  protected openedDecision(id: string): OpenedDecision {
    return this.opened(this.row(id));
  }

  exportJsonl(out: Writable | string): Promise<number> {
    try {
      this.assertOpen();
    } catch (err) {
      return Promise.reject(err);
    }
    // Pages by seq rather than one open cursor, so group commits can proceed while the export awaits.
    const self = this;
    function* lines(): Generator<string> {
      let after = 0;
      for (;;) {
        const page = self.stmt.page.all(after, EXPORT_PAGE).map((raw) => plainRow<DecisionRow>(raw)!);
        if (page.length === 0) return;
        for (const raw of page) {
          const { row, records } = self.opened(raw);
          yield JSON.stringify(exportLine(row, records));
        }
        after = page[page.length - 1]!.seq;
      }
    }
    return exportDecisions(lines(), out);
  }

  async events(afterSeq = 0, limit = 1000): Promise<LedgerEvent[]> {
    this.assertOpen();
    return this.stmt.events.all(afterSeq, limit).map((raw) => toEvent(plainRow<EventRow>(raw)!));
  }

  async pairDecisions(): Promise<PairDecision[]> {
    this.assertOpen();
    return this.stmt.pairs.all().map((raw) => toPairDecision(plainRow<PairRow>(raw)!));
  }

  async graphChanges(afterSeq: number, limit?: number): Promise<GraphChange[]> {
    this.assertOpen();
    // LIMIT -1 is no limit.
    return this.stmt.changes.all(afterSeq, limit ?? -1).map((raw) => toGraphChange(plainRow<ChangeRow>(raw)!));
  }

  async getRecord(id: string): Promise<StoredRecord | null> {
    this.assertOpen();
    return typeof id === 'string' ? this.storedRecord(id) : null;
  }

  async getRecords(ids: readonly string[]): Promise<Array<StoredRecord | null>> {
    this.assertOpen();
    return ids.map((id) => this.storedRecord(id));
  }

  async recordsOfType(entity_type: string, after?: string, limit?: number): Promise<StoredRecord[]> {
    this.assertOpen();
    // LIMIT -1 is no limit.
    const rows = after === undefined ? this.stmt.recordsOfType.all(entity_type, limit ?? -1) : this.stmt.recordsOfTypeAfter.all(entity_type, after, limit ?? -1);
    return rows.map((raw) => toStoredRecord(plainRow<RecordRow>(raw)!));
  }

  async count(): Promise<number> {
    this.assertOpen();
    return Number(plainRow<{ n: number }>(this.stmt.count.get())!.n);
  }

  async erase(subjects: string[], options: EraseOptions): Promise<EraseResult> {
    this.assertOpen();
    const at = utcNow(this.clock());
    try {
      return sqliteErase(this.db, at, subjects, options, (s, detail) => this.event(at, 'values.erased', s, detail));
    } catch (err) {
      throw asWriteFault(busyOr(err), this.path);
    }
  }

  async erasedAmong(subjects: string[]): Promise<Map<string, string>> {
    this.assertOpen();
    return erasedAmongSqlite(this.db, subjects);
  }

  async subjectsBefore(cutoff: string): Promise<string[]> {
    this.assertOpen();
    return this.stmt.keysBefore.all(cutoff).map((raw) => plainRow<{ subject: string }>(raw)!.subject);
  }

  async integrityCheck(): Promise<string> {
    this.assertOpen();
    const rows = this.db.prepare('PRAGMA integrity_check').all().map((r) => plainRow<Record<string, unknown>>(r)!);
    return rows.map((r) => String(Object.values(r)[0])).join('\n');
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.committer.flush();
    this.closed = true;
    this.db.close();
  }
}

/** Opens (creating when missing) the SQLite ledger at `path`; ConfigError when the file is not a ledger. */
export function openSqliteLedger(path: string, options: OpenOptions = {}): Ledger {
  return new SqliteLedger(path, options);
}
