// The incremental entity graph cases (graph.case.ts) on the PostgreSQL backend: one throwaway cluster
// (test/pgCluster.ts), one new database per ledger. One seed: each round trip costs more than on a file.
import { after, before } from 'node:test';
import { openLedger } from '../../src/ledger/index.js';
import { type PgCluster, startPgCluster } from '../pgCluster.js';
import { graphCases } from './graph.case.js';

let cluster: PgCluster;
before(async () => {
  cluster = await startPgCluster();
});
after(() => cluster.stop());
let n = 0;

graphCases({
  name: 'postgres',
  fresh: async () => {
    const ledger = openLedger(await cluster.createDatabase(`graph_${n++}`));
    await ledger.ready();
    return ledger;
  },
  done: (ledger) => ledger.close(),
  seeds: [7],
});
