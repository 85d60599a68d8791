// POST /settle and GET /review (issue 18) over HTTP on a PostgreSQL ledger: the same cases as on SQLite
// (settle.case.ts), on a throwaway cluster from the machine's PostgreSQL binaries (test/pgCluster.ts).
import { after, before } from 'node:test';
import { type PgCluster, startPgCluster } from '../pgCluster.js';
import { settleCases } from './settle.case.js';

let cluster: PgCluster;
before(async () => {
  cluster = await startPgCluster();
});
after(() => cluster.stop());

settleCases('PostgreSQL', async () => ({ ledger: await cluster.createDatabase('settle'), cleanup: () => undefined }));
