// The incremental entity graph cases (graph.case.ts) on the SQLite backend: one file per ledger.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import { openLedger } from '../../src/ledger/index.js';
import { graphCases } from './graph.case.js';

const dir = mkdtempSync(join(tmpdir(), 'sc-graph-'));
after(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

graphCases({
  name: 'sqlite',
  fresh: async () => openLedger(join(dir, `g${n++}`, 'ledger.db')),
  done: (ledger) => ledger.close(),
  seeds: [1, 7, 42],
});
