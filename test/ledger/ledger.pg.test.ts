// The golden ledger case suites (ledger.case.ts, shared.case.ts) on the PostgreSQL backend: one
// throwaway cluster for the file (test/pgCluster.ts), one new database per ledger.
import { after, before } from 'node:test';
import pg from 'pg';
import { type Ledger, openLedger } from '../../src/ledger/index.js';
import { type PgCluster, startPgCluster } from '../pgCluster.js';
import { ledgerCases, type LedgerBackend } from './ledger.case.js';
import { sharedLedgerCases } from './shared.case.js';

let cluster: PgCluster;
before(async () => {
  cluster = await startPgCluster();
});
after(() => cluster.stop());

let n = 0;
const urls = new WeakMap<Ledger, string>();
const open = (url: string) => {
  const ledger = openLedger(url);
  urls.set(ledger, url);
  return ledger;
};

const postgres: LedgerBackend = {
  name: 'postgres',
  fresh: async () => {
    const ledger = open(await cluster.createDatabase(`ledger_${n++}`));
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
