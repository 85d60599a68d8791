// The PostgreSQL Ledger: the same tables, guarantees and answers as the SQLite file, shared by any
// number of stateless service instances. A write batch (group commit) runs as one transaction under
// one advisory lock, so decisions get their seq in commit order as with SQLite's single writer; an
// id already stored writes nothing (the UNIQUE decision_id makes concurrent stores of one id one row)
// and answers the first recorded_at; every promise settles after COMMIT returned, with
// synchronous_commit on (and a server running fsync=off refused at open).
import type { Writable } from 'node:stream';
import pg from 'pg';
import { coded, ConfigError } from '../core/errors.js';
import type { PreparedEntry, PreparedRecord } from './entry.js';
import { EXPORT_PAGE, exportDecisions } from './exportJsonl.js';
import { asPgFault } from './faults.js';
import { GroupCommitter } from './groupCommit.js';
import { BATCH_INSERT, idsOf, keyRowMap, knownOf, lookupSql, type OpenBatch, planBatch, subjectsOfBatch } from './pgBatch.js';
import { NOW_SQL, openPgSchema, type PgOpenOptions, pgIntegrity, WRITE_LOCK } from './pgSchema.js';
import { LedgerCore, type OpenedDecision } from './ledgerCore.js';
import { utcNow } from './schema.js';
import { CHANGES_SQL, EVENTS_SQL, EXPORT_SQL, PAIRS_SQL } from './pgReads.js';
import { ERASED_AMONG_SQL, erasedRows, KEYS_BEFORE_SQL, pgErase } from './pgKeys.js';
import type { Key, KeyRow } from './sealing.js';
import { keyRowsOf, openDecisionRow } from './sealedRows.js';
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
import type { EraseOptions, EraseResult, GraphChange, Ledger, LedgerEntry, LedgerEvent, PairDecision, RecordResult, StoredRecord } from './types.js';
import type { DecisionRow, RecordPair } from './views.js';

/** `postgres://` or `postgresql://`: the ledger is a PostgreSQL database. */
export function isPostgresUrl(target: string): boolean {
  return /^postgres(ql)?:\/\//i.test(target);
}

/** The URL as shown in banners and messages: the password replaced by `***`. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password !== '') u.password = '***';
    return u.toString();
  } catch {
    throw new ConfigError(coded('SC_LEDGER_URL_INVALID'));
  }
}

export interface PgLedgerOptions extends PgOpenOptions {
  /** Connections per instance (default 4: one writer, the rest readers). */
  poolSize?: number;
}

class PgLedger extends LedgerCore implements Ledger {
  readonly backend = 'postgres' as const;
  readonly path: string;
  private readonly pool: pg.Pool;
  private readonly opened: Promise<void>;
  protected readonly committer: GroupCommitter<PreparedEntry, RecordResult, OpenBatch>;
  private readonly clock: (() => Date) | undefined;
  constructor(url: string, options: PgLedgerOptions) {
    super();
    this.path = redactUrl(url);
    this.clock = options.clock;
    this.pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 4, options: '-c synchronous_commit=on -c idle_in_transaction_session_timeout=60000', connectionTimeoutMillis: 10_000 });
    // An idle connection the server dropped: the pool discards it and the next call reconnects.
    this.pool.on('error', () => undefined);
    this.opened = openPgSchema(this.pool, this.path, options);
    this.opened.catch(() => undefined); // reported by ready() and by every call
    this.committer = new GroupCommitter(
      (batch, opened) => this.writeBatch(batch, opened),
      512,
      (first) => this.openBatch(first),
    );
  }

  ready(): Promise<void> {
    return this.opened;
  }

  private async rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    await this.opened;
    this.assertOpen();
    try {
      return (await this.pool.query(sql, params)).rows as T[];
    } catch (err) {
      throw asPgFault(err, this.path);
    }
  }

  // ---- writing -------------------------------------------------------------------------------------

  /**
   * Opens a batch's transaction in one round trip: BEGIN, the write lock, which of the first entries'
   * ids are stored and their subjects' key rows. The simple protocol carries several statements but no
   * parameters, so the ids are inlined (lookupSql). Entries that arrive while the lock is awaited join
   * the batch (GroupCommitter) and cost one more lookup in writeBatch, only then.
   */
  private async openBatch(first: PreparedEntry[]): Promise<OpenBatch> {
    await this.opened;
    this.assertOpen();
    let c: pg.PoolClient;
    try {
      c = await this.pool.connect();
    } catch (err) {
      throw asPgFault(err, this.path);
    }
    try {
      const ids = idsOf(first);
      const subjects = subjectsOfBatch(first);
      const res = (await c.query(`BEGIN; SELECT pg_advisory_lock(${WRITE_LOCK}), ${NOW_SQL} AS at; ${lookupSql(ids, subjects)}`)) as unknown as pg.QueryResult[];
      return { c, at: res[1]!.rows[0].at as string, known: knownOf(res[2]!.rows), looked: new Set(ids), keys: keyRowMap(res[3]!.rows), keyed: new Set(subjects) };
    } catch (err) {
      await c.query('ROLLBACK').catch(() => undefined);
      c.release(true); // a discarded connection's session ends, and with it the session lock
      throw asPgFault(err, this.path);
    }
  }

  /**
   * Plans and writes a batch under the write lock (a session lock, taken by openBatch), then releases
   * the lock and commits in one round trip, so the next batch (another instance's) runs while this
   * one's COMMIT waits for its WAL flush. A batch whose lookups missed a row of a batch still committing
   * (the same decision id, a new subject's key, the supersession of the same decision) finds out when its
   * insert waits for that commit and skips the row (ON CONFLICT … DO NOTHING / WHERE superseded_by IS
   * NULL, counted): it rolls back and plans again, still under the lock, now seeing that row. So every
   * batch commits exactly what it planned against everything committed before it.
   */
  private async writeBatch(batch: PreparedEntry[], { c, at: dbAt, known, looked, keys, keyed }: OpenBatch): Promise<Array<RecordResult | Error>> {
    try {
      let late = idsOf(batch).filter((id) => !looked.has(id));
      let lateSubjects = subjectsOfBatch(batch).filter((s) => !keyed.has(s));
      for (let attempt = 0; ; attempt++) {
        // An injected clock (tests) is read under the lock, as SQLite reads its clock inside the write.
        const at = this.clock ? utcNow(this.clock()) : dbAt;
        if (late.length > 0 || lateSubjects.length > 0) {
          const found = (await c.query(lookupSql(late, lateSubjects))) as unknown as pg.QueryResult[];
          for (const [id, k] of knownOf(found[0]!.rows)) known.set(id, k);
          for (const [s, k] of keyRowMap(found[1]!.rows)) keys.set(s, k);
        }
        // planBatch adds the keys it makes for new subjects to `keys` (a retry reads them afresh).
        const { out, write, newKeys } = planBatch(batch, known, keys, at);
        if (write.length === 0 || (await this.insert(c, write, newKeys, at))) {
          await c.query(`SELECT pg_advisory_unlock(${WRITE_LOCK}); COMMIT`);
          c.release();
          return out;
        }
        // Each retry follows another batch's commit, and at most one batch per other instance is
        // committing: a bound this high means something else is wrong.
        if (attempt >= 16) throw new Error('a write batch kept meeting rows of other batches'); // internal invariant
        const res = (await c.query(`ROLLBACK; BEGIN; SELECT ${NOW_SQL} AS at`)) as unknown as pg.QueryResult[];
        dbAt = res[2]!.rows[0].at as string;
        known = new Map();
        keys = new Map();
        late = idsOf(batch);
        lateSubjects = subjectsOfBatch(batch);
      }
    } catch (err) {
      await c.query('ROLLBACK').catch(() => undefined);
      c.release(true); // ends the session, and its lock
      throw asPgFault(err, this.path);
    }
  }

  /**
   * Keys made for new subjects, records, decisions and events of the planned entries in one statement
   * (BATCH_INSERT, one round trip; a key is only made for an entry that is written), then the supersession links: a second statement because the rows they update may be ones
   * the first inserts (a batch can hold a decision and its successor), which it could not see. False
   * when a row of a batch still committing got there first (writeBatch plans again).
   */
  private async insert(c: pg.PoolClient, write: PreparedEntry[], newKeys: ReadonlyArray<[string, Key]>, at: string): Promise<boolean> {
    const records = new Map<string, PreparedRecord>();
    for (const e of write) for (const r of [e.record_a, e.record_b]) if (r !== null && !records.has(r.id)) records.set(r.id, r);
    const recs = [...records.values()];
    const col = <K extends keyof PreparedEntry>(k: K) => write.map((e) => e[k]);
    // Every event the batch may write, in order; `needs` names the record whose storing it reports
    // (written only when this statement stored that record), null for unconditional ones.
    const events: Array<{ kind: string; subject: string; detail: string; needs: string | null }> = [];
    const listed = new Set<string>();
    for (const e of write) {
      for (const r of e.record_b === e.record_a ? [e.record_a] : [e.record_a, e.record_b]) {
        if (r !== null && !listed.has(r.id)) {
          listed.add(r.id);
          events.push({ kind: 'record.stored', subject: r.id, detail: JSON.stringify({ entity_type: r.entity_type }), needs: r.id });
        }
      }
      events.push({ kind: 'decision.recorded', subject: e.decision_id, detail: JSON.stringify({ verb: e.verb }), needs: null });
      if (e.supersedes !== null) events.push({ kind: 'decision.superseded', subject: e.supersedes, detail: JSON.stringify({ superseded_by: e.decision_id }), needs: null });
    }
    const inserted = await c.query({
      ...BATCH_INSERT,
      values: [
        recs.map((r) => r.id),
        recs.map((r) => r.entity_type),
        recs.map((r) => r.attributes),
        recs.map((r) => r.text),
        at,
        col('decision_id'),
        col('verb'),
        col('receipt'),
        col('pins'),
        col('call'),
        col('replayable'),
        col('unreplayable'),
        col('explain'),
        col('supersedes'),
        write.map((e) => e.record_a?.id ?? null),
        write.map((e) => e.record_b?.id ?? null),
        events.map((x) => x.kind),
        events.map((x) => x.subject),
        events.map((x) => x.detail),
        events.map((x) => x.needs),
        newKeys.map(([subject]) => subject),
        newKeys.map(([, key]) => key.toString('base64')),
      ],
    });
    if (Number(inserted.rows[0].n) !== write.length || Number(inserted.rows[0].k) !== newKeys.length) return false;
    const links = write.filter((e) => e.supersedes !== null);
    if (links.length > 0) {
      const res = await c.query(
        `UPDATE decisions d SET superseded_by = v.by FROM unnest($1::text[], $2::text[]) AS v(old, by)
         WHERE d.decision_id = v.old AND d.superseded_by IS NULL`,
        [links.map((e) => e.supersedes), links.map((e) => e.decision_id)],
      );
      // Another batch, committing, superseded one of them first: the caller plans again.
      if (res.rowCount !== links.length) return false;
    }
    return true;
  }

  async record(entry: LedgerEntry): Promise<RecordResult> {
    // One batch in flight at a time: a direct write joins the queue, which keeps recorded order = call order.
    return this.recordAsync(entry);
  }

  // ---- reading -------------------------------------------------------------------------------------

  private async row(id: string): Promise<DecisionRow> {
    const [row] = typeof id === 'string' ? await this.rows<DecisionRow>('SELECT * FROM decisions WHERE decision_id = $1', [id]) : [];
    if (!row) throw notFound(String(id));
    return row;
  }

  /**
   * Decision rows opened with their subjects' keys, with their records (each opened with its own), in at
   * most two round trips for a whole export page (records with keys, then own keys of record-less ones).
   */
  private async openRows(raws: readonly DecisionRow[]): Promise<Array<{ row: DecisionRow; records: RecordPair }>> {
    const byId = await this.recordRows(raws.flatMap((raw) => [raw.record_a, raw.record_b]).filter((x): x is string => x !== null));
    const get = (id: string | null) => (id === null ? undefined : byId.get(id));
    const bare = raws.filter((raw) => get(raw.record_a) === undefined && get(raw.record_b) === undefined).map((raw) => raw.decision_id);
    const own = bare.length === 0 ? [] : await this.rows<KeyRow>('SELECT * FROM value_keys WHERE subject = ANY($1::text[])', [bare]);
    const ownOf = new Map(own.map((k) => [k.subject, k]));
    return raws.map((raw) => {
      const [a, b] = [get(raw.record_a), get(raw.record_b)];
      return {
        row: openDecisionRow(raw, keyRowsOf([a, b], a === undefined && b === undefined ? ownOf.get(raw.decision_id) : undefined)),
        records: { a: a ? toStoredRecord(a) : null, b: b ? toStoredRecord(b) : null },
      };
    });
  }

  async has(id: string): Promise<boolean> {
    if (typeof id !== 'string') return false;
    return (await this.rows('SELECT 1 FROM decisions WHERE decision_id = $1', [id])).length > 0;
  }

  protected async openedDecision(id: string): Promise<OpenedDecision> {
    return (await this.openRows([await this.row(id)]))[0]!;
  }

  async exportJsonl(out: Writable | string): Promise<number> {
    await this.opened;
    this.assertOpen();
    const self = this;
    async function* lines(): AsyncGenerator<string> {
      let after = 0;
      for (;;) {
        const page = await self.rows<DecisionRow>(EXPORT_SQL, [after, EXPORT_PAGE]);
        if (page.length === 0) return;
        for (const { row, records } of await self.openRows(page)) yield JSON.stringify(exportLine(row, records));
        after = Number(page[page.length - 1]!.seq);
      }
    }
    return exportDecisions(lines(), out);
  }

  async events(afterSeq = 0, limit = 1000): Promise<LedgerEvent[]> {
    return (await this.rows<EventRow>(EVENTS_SQL, [afterSeq, limit])).map(toEvent);
  }

  async pairDecisions(): Promise<PairDecision[]> {
    return (await this.rows<PairRow>(PAIRS_SQL)).map(toPairDecision);
  }

  async graphChanges(afterSeq: number, limit?: number): Promise<GraphChange[]> {
    // LIMIT NULL is LIMIT ALL.
    return (await this.rows<ChangeRow>(CHANGES_SQL, [afterSeq, limit ?? null])).map(toGraphChange);
  }

  /** Records rows (joined with their keys) by id, in one round trip. */
  private async recordRows(ids: readonly string[]): Promise<Map<string, RecordRow>> {
    const found = ids.length === 0 ? [] : await this.rows<RecordRow>(`SELECT ${RECORD_COLUMNS} FROM ${RECORD_FROM} WHERE r.rec_id = ANY($1::text[])`, [[...new Set(ids)]]);
    return new Map(found.map((r) => [r.rec_id, r]));
  }

  async getRecord(id: string): Promise<StoredRecord | null> {
    return typeof id === 'string' ? ((await this.getRecords([id]))[0] ?? null) : null;
  }

  async getRecords(ids: readonly string[]): Promise<Array<StoredRecord | null>> {
    const byId = await this.recordRows(ids);
    return ids.map((id) => (byId.has(id) ? toStoredRecord(byId.get(id)!) : null));
  }

  async recordsOfType(entity_type: string, after?: string, limit?: number): Promise<StoredRecord[]> {
    // Keyset pages by ord (records are append-only: an ord never moves, unlike an OFFSET after an erasure); LIMIT NULL is LIMIT ALL.
    const from = after === undefined ? '' : 'AND r.ord > (SELECT ord FROM records WHERE rec_id = $3)';
    const sql = `SELECT ${RECORD_COLUMNS} FROM ${RECORD_FROM} WHERE r.entity_type = $1 AND r.attributes IS NOT NULL AND k.erased_at IS NULL ${from} ORDER BY r.ord LIMIT $2`;
    return (await this.rows<RecordRow>(sql, after === undefined ? [entity_type, limit ?? null] : [entity_type, limit ?? null, after])).map(toStoredRecord);
  }

  async count(): Promise<number> {
    const [r] = await this.rows<{ n: string }>('SELECT count(*) AS n FROM decisions');
    return Number(r!.n);
  }

  async erase(subjects: string[], options: EraseOptions): Promise<EraseResult> {
    await this.opened;
    this.assertOpen();
    return pgErase(this.pool, this.path, this.clock, subjects, options);
  }

  async erasedAmong(subjects: string[]): Promise<Map<string, string>> {
    return subjects.length === 0 ? new Map() : erasedRows(await this.rows(ERASED_AMONG_SQL, [subjects]));
  }

  async subjectsBefore(cutoff: string): Promise<string[]> {
    return (await this.rows<{ subject: string }>(KEYS_BEFORE_SQL, [cutoff])).map((r) => r.subject);
  }

  async integrityCheck(): Promise<string> {
    await this.opened;
    this.assertOpen();
    return pgIntegrity(this.pool);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.opened.catch(() => undefined);
    await this.committer.flush();
    this.closed = true;
    await this.pool.end();
  }
}

/** Opens a PostgreSQL ledger (connects and migrates in the background; `ready()` reports the outcome). */
export function openPgLedger(url: string, options: PgLedgerOptions = {}): Ledger {
  return new PgLedger(url, options);
}
