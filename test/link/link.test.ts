// The link verb end to end on small files and lists with known answers: reading each format (and the
// counted skips), dedupe and list-to-list linking, agreement with pairwise compare, worker scoring,
// chains flagged as transitive, and the batch decision id.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { DuckDBInstance } from '@duckdb/node-api';
import { compare } from '../../src/compare/index.js';
import { link, linkRecords } from '../../src/link/index.js';
import { hasCode } from '../helpers/codes.js';

const dir = mkdtempSync(join(tmpdir(), 'sc-link-'));
const file = (name: string, text: string | Buffer) => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};

const PEOPLE: Record<string, string>[] = [
  { id: 'p1', name: 'Adaeze Okonkwo', dob: '1990-03-14', national_id: '12345678901' },
  { id: 'p2', name: 'Adaeze Okonkwo', dob: '14/03/1990', national_id: '12345678901' },
  { id: 'p3', name: 'Musa Bello', dob: '1975-07-01', phone: '0803 555 7890' },
  { id: 'p4', name: 'Musa Bello', dob: '1975-07-01', phone: '+234 803 555 7890' },
  { id: 'p5', name: 'Grace Mwangi', dob: '1988-11-30' },
];

describe('link: dedupe and list-to-list', () => {
  it('finds the duplicates of a small list, names records by their ids, and agrees with pairwise compare', async () => {
    const r = await linkRecords({ records: PEOPLE });
    const same = r.pairs.filter((p) => p.identity === 'same_entity').map((p) => `${p.a}-${p.b}`).sort();
    assert.deepEqual(same, ['p1-p2', 'p3-p4']);
    for (const p of r.pairs) {
      const a = PEOPLE.find((x) => x.id === p.a)!;
      const b = PEOPLE.find((x) => x.id === p.b)!;
      const { id: _a, ...ra } = a;
      const { id: _b, ...rb } = b;
      const pair = compare({ a: ra, b: rb, entity: 'person' });
      assert.equal(p.identity, pair.identity);
      assert.equal(p.score, pair.score);
    }
    assert.equal(r.clusters.length, 2);
    assert.ok(r.clusters.every((c) => c.kind === 'direct'));
    assert.match(r.decision_id, /^lnk:sha256:[0-9a-f]{64}$/);
    assert.equal(r.summary.decided.same_entity, 2);
    assert.equal(JSON.stringify(r).includes('Okonkwo'), false, 'no value in the answer');
  });

  it('the batch id covers inputs and mapping, not the clock', async () => {
    const one = await linkRecords({ records: PEOPLE });
    assert.equal((await linkRecords({ records: PEOPLE })).decision_id, one.decision_id);
    assert.notEqual((await linkRecords({ records: PEOPLE.slice(1) })).decision_id, one.decision_id);
    assert.notEqual((await linkRecords({ records: PEOPLE, map: { name: ['name', 'dob'] } })).decision_id, one.decision_id);
  });

  it('links list A to list B; B ids are kept apart from A ids', async () => {
    const a = [{ id: '1', name: 'Adaeze Okonkwo', national_id: '12345678901', dob: '1990-03-14' }];
    const b = [{ id: '1', name: 'Adaeze Okonkwo', national_id: '12345678901', dob: '1990-03-14' }, { id: '2', name: 'Grace Mwangi' }];
    const r = await linkRecords({ a, b });
    assert.equal(r.summary.mode, 'link');
    assert.deepEqual(r.clusters[0]!.members.map((m) => `${m.list}:${m.id}`), ['a:1', 'b:1']);
  });

  it('a chain held together by one record is flagged transitive, with that record as its bridge', async () => {
    // x and z share nothing but each matches y on a different identifier.
    const records = [
      { id: 'x', name: 'Chidi Eze', national_id: '11111111111', dob: '1980-01-01' },
      { id: 'y', name: 'Chidi Eze', national_id: '11111111111', email: 'chidi@example.ng', dob: '1980-01-01' },
      { id: 'z', name: 'Chidi Eze', email: 'chidi@example.ng', national_id: '22222222222', dob: '1980-01-01' },
    ];
    const r = await linkRecords({ records });
    const cluster = r.clusters.find((c) => c.members.some((m) => m.id === 'y'));
    if (cluster && cluster.size === 3 && cluster.kind === 'transitive') assert.deepEqual(cluster.bridges, [{ list: 'a', id: 'y' }]);
    assert.ok(!r.pairs.some((p) => p.identity === 'same_entity' && p.a === 'x' && p.b === 'z'), 'conflicting ids never merge directly');
  });

  it('households stay apart: father and son, and records that fit either of them, join no one', async () => {
    // Written for this test: a Sr and a Jr at one address, each with a date of birth, and two records
    // without one that the scorer sends to review against both; the Sr and Jr without dates.
    const records = [
      { id: 's1', name: 'John Smith Sr', dob: '1960-01-01', address: '5 Oak Lane, Leeds' },
      { id: 's2', name: 'John Smith Sr.', dob: '1960-01-01', address: '5 Oak Lane, Leeds' },
      { id: 'j1', name: 'John Smith Jr', dob: '1990-01-01', address: '5 Oak Lane, Leeds' },
      { id: 'j2', name: 'John Smith Jr.', dob: '1990-01-01', address: '5 Oak Lane, Leeds' },
      { id: 'u1', name: 'John Smith', address: '5 Oak Lane, Leeds' },
      { id: 'u2', name: 'John Smith', address: '5 Oak Lane, Leeds', phone: '0113 496 0000' },
    ];
    const groups = (r: Awaited<ReturnType<typeof linkRecords>>) => r.clusters.map((c) => c.members.map((m) => m.id).join('+')).sort();
    assert.deepEqual(groups(await linkRecords({ records })), ['j1+j2', 's1+s2']);
    const undated = [
      { id: 's1', name: 'John Smith Sr', address: '5 Oak Lane, Leeds', phone: '0113 496 0001' },
      { id: 's2', name: 'John Smith Senior', address: '5 Oak Lane, Leeds', phone: '0113 496 0001' },
      { id: 'j1', name: 'John Smith Jr', address: '5 Oak Lane, Leeds', phone: '0113 496 0002' },
      { id: 'j2', name: 'John Smith Junior', address: '5 Oak Lane, Leeds', phone: '0113 496 0002' },
    ];
    assert.deepEqual(groups(await linkRecords({ records: undated })), ['j1+j2', 's1+s2']);
  });

  it('worker threads score exactly as in process', async () => {
    const inProcess = await link({ lists: [PEOPLE] });
    const workers = await link({ lists: [PEOPLE] }, { inProcessPairs: 0, workers: 2 });
    assert.deepEqual(workers.pairs, inProcess.pairs);
    assert.deepEqual(workers.clusters, inProcess.clusters);
  });

  it('refuses both records and lists, an unknown pack, a pack without blocking rules, an empty list', async () => {
    await assert.rejects(linkRecords({ records: PEOPLE, a: PEOPLE, b: PEOPLE }), hasCode('SC_LINK_RECORDS_OR_PAIR'));
    await assert.rejects(linkRecords({ a: PEOPLE }), hasCode('SC_LINK_RECORDS_OR_PAIR'));
    await assert.rejects(linkRecords({ records: PEOPLE, entity: 'spaceship' }), hasCode('SC_ENTITY_UNKNOWN'));
    await assert.rejects(linkRecords({ records: [{ id: '1', title: 'x' }], entity: 'artist' }), hasCode('SC_LINK_NO_BLOCKING'));
    await assert.rejects(linkRecords({ records: [] }), hasCode('SC_LINK_LIST_EMPTY'));
  });
});

describe('link: files', () => {
  const header = 'id,name,dob,national_id\n';
  const rows = PEOPLE.map((p) => `${p.id},${p.name},"${p.dob}",${p.national_id ?? ''}`).join('\n');

  it('reads CSV, counting a malformed line and a line in another encoding with their numbers', async () => {
    const bad = Buffer.concat([Buffer.from(`${header}${rows}\np6,"unterminated,1990-01-01,1\n`), Buffer.from('p7,Ren\xe9e Dupont,1990-01-01,2\n', 'latin1')]);
    const r = await link({ lists: [file('people.csv', bad)] });
    assert.equal(r.summary.records.a, 5);
    const lines = r.summary.skipped.a.map((s) => s.line);
    assert.ok(lines.length >= 1, JSON.stringify(r.summary.skipped));
    assert.ok(lines.every((l) => l >= 7));
    assert.equal(r.summary.decided.same_entity, 2);
  });

  it('reads JSON Lines, skipping lines that are not objects; reads Parquet', async () => {
    const jsonl = `${PEOPLE.map((p) => JSON.stringify(p)).join('\n')}\nnot json\n[1,2]\n`;
    const r = await link({ lists: [file('people.jsonl', jsonl)] });
    assert.equal(r.summary.records.a, 5);
    assert.deepEqual(r.summary.skipped.a, [{ line: 6, reason: 'not_json' }, { line: 7, reason: 'not_an_object' }]);
    const parquet = join(dir, 'people.parquet');
    const db = await DuckDBInstance.create(':memory:');
    const conn = await db.connect();
    await conn.run(`COPY (SELECT * FROM read_csv('${file('p.csv', header + rows)}', all_varchar = true)) TO '${parquet}' (FORMAT parquet)`);
    conn.closeSync();
    db.closeSync();
    const p = await link({ lists: [parquet] });
    assert.equal(p.summary.decided.same_entity, 2);
  });

  it('an empty file, a missing file, an unknown format and a file over the size limit are clear errors', async () => {
    await assert.rejects(link({ lists: [file('empty.csv', '')] }), hasCode('SC_LINK_LIST_EMPTY'));
    await assert.rejects(link({ lists: [file('only-header.csv', header)] }), hasCode('SC_LINK_NO_RECORDS'));
    await assert.rejects(link({ lists: [join(dir, 'nope.csv')] }), hasCode('SC_LINK_FILE_MISSING'));
    await assert.rejects(link({ lists: [file('people.xlsx', 'x')] }), hasCode('SC_LINK_FORMAT_UNKNOWN'));
    await assert.rejects(link({ lists: [file('big.csv', header + rows)] }, { maxBytes: 10 }), hasCode('SC_LINK_FILE_TOO_LARGE'));
    await assert.rejects(link({ lists: [file('noid.csv', 'name,dob\nA,1990-01-01\n')] }), hasCode('SC_LINK_ID_COLUMN_MISSING'));
  });
});
