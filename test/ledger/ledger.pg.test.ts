// The golden ledger case suites (ledger.case.ts, shared.case.ts) on the PostgreSQL backend: one
// throwaway cluster for the file (test/pgCluster.ts), one new database per ledger.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { BadRequestError, ConfigError } from '../../src/core/errors.js';
import { eraseValues, type Ledger, type OpenOptions, openLedger } from '../../src/ledger/index.js';
import { prepareEntry } from '../../src/ledger/entry.js';
import { type PgCluster, startPgCluster } from '../pgCluster.js';
import { compareEntry, deidentifyEntry, PAIRS } from './fakeVerbs.js';
import { ledgerCases, type LedgerBackend } from './ledger.case.js';
import { sharedLedgerCases } from './shared.case.js';
import { hasCode } from '../helpers/codes.js';
import { erasureCases } from './erasure.case.js';

let cluster: PgCluster;
before(async () => {
  cluster = await startPgCluster();
});
after(() => cluster.stop());

let n = 0;
const urls = new WeakMap<Ledger, string>();
const open = (url: string, options: OpenOptions = {}) => {
  const ledger = openLedger(url, options);
  urls.set(ledger, url);
  return ledger;
};

const postgres: LedgerBackend = {
  name: 'postgres',
  fresh: async (options = {}) => {
    const ledger = open(await cluster.createDatabase(`ledger_${n++}`), options);
    await ledger.ready();
    return ledger;
  },
  reopen: async (ledger) => {
    const again = open(urls.get(ledger)!);
    await again.ready();
    return again;
  },
  exec: async (ledger, sql) => {
    const c = new pg.Client({ connectionString: urls.get(ledger)! });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  },
};

ledgerCases(postgres);
sharedLedgerCases(postgres);
erasureCases(postgres);

describe('PostgreSQL ledger refusals', () => {
  it('never shows the password, and refuses (ConfigError) a server it cannot reach', async () => {
    const ledger = openLedger('postgres://svc:s3cret-pw@127.0.0.1:1/ledger');
    assert.equal(ledger.backend, 'postgres');
    assert.equal(ledger.path.includes('s3cret-pw'), false);
    await assert.rejects(ledger.ready(), (e: unknown) => e instanceof ConfigError && hasCode('SC_LEDGER_UNREACHABLE')(e) && !e.message.includes('s3cret-pw'));
    await ledger.close();
  });

  it('refuses a database that holds other tables, and a newer schema', async () => {
    const url = await cluster.createDatabase('not_a_ledger');
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query('CREATE TABLE customers (id int)');
    await c.end();
    const other = openLedger(url);
    await assert.rejects(other.ready(), hasCode('SC_LEDGER_FOREIGN_TABLES'));
    await other.close();
    const newer = await postgres.fresh();
    await postgres.exec(newer, "INSERT INTO migrations (version, name, applied_at) VALUES (99, 'future', 'x')");
    await newer.close();
    const again = openLedger(urls.get(newer)!);
    await assert.rejects(again.ready(), (e: unknown) => hasCode('SC_LEDGER_SCHEMA_NEWER')(e) && /\b99\b/.test((e as Error).message));
    await again.close();
  });

  it('refuses alone (400) an entry whose text holds U+0000, which PostgreSQL text cannot store; the rest of its group commit is stored', async () => {
    const ledger = await postgres.fresh();
    const good = compareEntry(PAIRS.merge);
    const [g, x] = await Promise.allSettled([ledger.recordAsync(good), ledger.recordAsync(deidentifyEntry('NIN 12345678901 \u0000 here'))]);
    assert.equal(g.status, 'fulfilled');
    assert.ok(x.status === 'rejected' && x.reason instanceof BadRequestError && x.reason.code === 'SC_LEDGER_TEXT_NUL', String((x as PromiseRejectedResult).reason));
    assert.equal(await ledger.count(), 1);
    await ledger.close();
  });
});

describe('PostgreSQL schema 3 → 4 (values sealed per data subject)', () => {
  it('seals a schema-3 database in place: every read as a fresh one, no value left in a column, then erasable', async () => {
    const url = await cluster.createDatabase('schema3');
    const old = openLedger(url, { migrateTo: 3 });
    await old.ready();
    await old.close();
    const merge = compareEntry(PAIRS.merge);
    const entries = [{ ...merge, call: { ...merge.call, a: PAIRS.merge.a, b: PAIRS.merge.b } }, deidentifyEntry('NIN 12345678901, mail adesola@example.com')];
    // Rows as the schema-3 code wrote them: prepareEntry's columns, values in clear.
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    for (const entry of entries) {
      const e = prepareEntry(entry);
      for (const r of [e.record_a, e.record_b]) {
        if (r) await c.query("INSERT INTO records (rec_id, entity_type, attributes, text, first_seen) VALUES ($1, $2, $3, $4, '2026-01-01T00:00:00+00:00') ON CONFLICT DO NOTHING", [r.id, r.entity_type, r.attributes, r.text]);
      }
      await c.query(
        `INSERT INTO decisions (decision_id, verb, receipt, pins, call, replayable, unreplayable, explain, recorded_at, record_a, record_b)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '2026-01-01T00:00:00+00:00', $9, $10)`,
        [e.decision_id, e.verb, e.receipt, e.pins, e.call, e.replayable, e.unreplayable, e.explain, e.record_a?.id ?? null, e.record_b?.id ?? null],
      );
    }
    const upgraded = openLedger(url);
    await upgraded.ready();
    const fresh = await postgres.fresh();
    for (const e of entries) await fresh.record(e);
    const reads = async (l: Ledger) => {
      const out: unknown[] = [];
      for (const e of entries) out.push(await l.decision(e.decision_id, { reveal: true }), await l.explain(e.decision_id, { reveal: true }), await l.explain(e.decision_id));
      return JSON.parse(JSON.stringify(out).replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00/g, '<time>')) as unknown;
    };
    assert.deepEqual(await reads(upgraded), await reads(fresh));
    assert.equal(await upgraded.integrityCheck(), 'ok');
    const columns = await c.query('SELECT attributes, text FROM records UNION ALL SELECT receipt || call, explain FROM decisions');
    assert.equal(/adesola|Adesola|12345678901|Maple/.test(JSON.stringify(columns.rows)), false, 'a value is left in clear in a column');
    await c.end();
    const r = await eraseValues(upgraded, { records: [merge.records!.a.id], reason: 'subject_request', caller: null });
    assert.deepEqual(r.erased, [merge.records!.a.id]);
    assert.equal((await upgraded.decision(merge.decision_id, { reveal: true })).erasure?.values, 'erased');
    await upgraded.close();
    await fresh.close();
  });
});
