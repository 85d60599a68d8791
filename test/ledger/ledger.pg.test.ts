// The golden ledger case suites (ledger.case.ts, shared.case.ts) on the PostgreSQL backend: one
// throwaway cluster for the file (test/pgCluster.ts), one new database per ledger.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { ConfigError } from '../../src/core/errors.js';
import { type Ledger, type OpenOptions, openLedger } from '../../src/ledger/index.js';
import { type PgCluster, startPgCluster } from '../pgCluster.js';
import { ledgerCases, type LedgerBackend } from './ledger.case.js';
import { sharedLedgerCases } from './shared.case.js';
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
    await assert.rejects(ledger.ready(), (e: unknown) => e instanceof ConfigError && /cannot reach the PostgreSQL ledger/.test(e.message) && !e.message.includes('s3cret-pw'));
    await ledger.close();
  });

  it('refuses a database that holds other tables, and a newer schema', async () => {
    const url = await cluster.createDatabase('not_a_ledger');
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query('CREATE TABLE customers (id int)');
    await c.end();
    const other = openLedger(url);
    await assert.rejects(other.ready(), /holds tables but is not a service-core ledger/);
    await other.close();
    const newer = await postgres.fresh();
    await postgres.exec(newer, "INSERT INTO migrations (version, name, applied_at) VALUES (99, 'future', 'x')");
    await newer.close();
    const again = openLedger(urls.get(newer)!);
    await assert.rejects(again.ready(), /schema version 99, newer than this service-core understands/);
    await again.close();
  });
});
