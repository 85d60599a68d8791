// Pins the SQL every ledger migration runs, on both backends, byte for byte: a ledger migrated by an
// earlier build ran exactly this text, so generating it from one column list (tables.ts) must not change
// a byte. The digests were taken from the hand-written SQL before tables.ts existed (commit 29eaabe).
// A new migration adds a row here; an existing row never changes.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { PG_MIGRATIONS } from '../../src/ledger/pgSchema.js';
import { MIGRATIONS } from '../../src/ledger/schema.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const PINNED = {
  sqlite: [
    [1, 'e636874bbfedb3aca1cfe33e33f34134bb763320924d277aad5d085d376ae9ef'],
    [2, 'd1e75acedd660a019ca882228ff15b58b7a21d5e6e0500a03b317d09e86d104c'],
    [3, 'ed2464a1f49751784d92ca076c88a9c959caebf0dc31f673f51ba8b062b0362a'],
    [4, '909313d40f7bad40bc2dd819c6c964d0bad4193bd1728c08223f1aeb04ca3088'],
    [5, 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
  ],
  pg: [
    [1, 'b265f85eb83b7d359c1001a95ddbb315feed661901e7d8045d9b32fd59f3d1a5'],
    [2, '17d63f14775b1f5112d652336ddc1ff081aee897a25faed15c8f4076216981f7'],
    [3, '226d5e38aedc60b63d2322a6f09c8d97c6812a69d72e77ae87bcd9a1c0acfdc4'],
    [4, 'c59fd62fdb2e0dea16edb4960c4247b0702d4f626d917c2c3e6312c6fd921fe4'],
    [5, 'e096020171493a1d55b9d7e123a157b8292f6750ad18ed8a1952583bf1de6785'],
  ],
};

const NAMES = [
  'records, decisions, events (append-only)',
  'batch link decisions (verb link)',
  "analysts' decisions on held pairs (verb settle)",
  'values sealed per data subject (erasure by key destruction)',
  'concurrent commits (transaction id per decision and event)',
];

test('every SQLite migration runs the SQL it ran when it was written', () => {
  assert.deepEqual(
    MIGRATIONS.map((m) => [m.version, sha256(m.sql)]),
    PINNED.sqlite,
  );
});

test('every PostgreSQL migration runs the SQL it ran when it was written', () => {
  assert.deepEqual(
    PG_MIGRATIONS.map((m) => [m.version, sha256(m.sql)]),
    PINNED.pg,
  );
});

test('both backends record the same migration names, by number', () => {
  assert.deepEqual(MIGRATIONS.map((m) => m.name), NAMES);
  assert.deepEqual(PG_MIGRATIONS.map((m) => m.name), NAMES);
});
