// The golden ledger case suites (ledger.case.ts, shared.case.ts) on the SQLite backend: one file per
// ledger in a temporary folder; raw SQL goes through libsql straight to the file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import Database from 'libsql';
import { openLedger } from '../../src/ledger/index.js';
import { ledgerCases, type LedgerBackend } from './ledger.case.js';
import { sharedLedgerCases } from './shared.case.js';
import { erasureCases } from './erasure.case.js';

const dir = mkdtempSync(join(tmpdir(), 'ledger-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

const sqlite: LedgerBackend = {
  name: 'sqlite',
  fresh: async (options = {}) => openLedger(join(dir, `l${n++}`, 'ledger.db'), options),
  reopen: async (ledger) => openLedger(ledger.path),
  exec: async (ledger, sql) => {
    const raw = new Database(ledger.path);
    try {
      raw.exec(sql);
    } finally {
      raw.close();
    }
  },
};

ledgerCases(sqlite);
sharedLedgerCases(sqlite);
erasureCases(sqlite);
