// service-core link FILE [FILE_B] --entity person [--map field=col ...] [--id-field id] --out DIR
// [--reveal] [--workers N] [--max-bytes N]: deduplicates one list or links two, writing DIR/pairs.jsonl,
// DIR/clusters.jsonl and DIR/summary.json. Each file is written under a temporary name and renamed only
// when all three are complete, so a failed run never leaves output that looks finished. Progress goes
// to stderr: a bar on a terminal, plain lines otherwise. Values are written only with --reveal.
import { createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import { parseFlags, UsageError } from '../config.js';
import { coded, ServiceError } from '../core/errors.js';
import { link, type LinkResult } from '../link/index.js';
import { parseMapEntries } from '../link/map.js';
import { refuseArgs } from './refuse.js';

const USAGE =
  'usage: service-core link FILE [FILE_B] --out DIR [--entity person] [--map field=column ...] [--id-field id] [--reveal] [--workers N] [--max-bytes N]\n';

function positiveInt(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError(coded('SC_CLI_POSITIVE_INT', { flag }));
  return Number(value);
}

function progressReporter(stream: NodeJS.WriteStream): (stage: string, done: number, total: number) => void {
  let lastShown = -1;
  return (stage, done, total) => {
    const pct = total === 0 ? 100 : Math.floor((done / total) * 100);
    if (stream.isTTY) {
      const width = 30;
      const filled = Math.round((pct / 100) * width);
      stream.write(`\r${stage.padEnd(8)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(pct).padStart(3)}% ${done}/${total}`);
      if (done >= total) stream.write('\n');
      return;
    }
    const step = Math.floor(pct / 10);
    if (stage !== 'score' || done >= total || step !== lastShown) {
      stream.write(`${stage}: ${done}/${total} (${pct}%)\n`);
      lastShown = done >= total ? -1 : step;
    }
  };
}

async function writeLines(path: string, rows: Iterable<unknown>): Promise<void> {
  const out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  for (const row of rows) {
    if (!out.write(`${JSON.stringify(row)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** Writes the three outputs under temporary names, then renames them; removes the temporaries on failure. */
export async function writeLinkOutput(dir: string, result: LinkResult, values: ((list: 'a' | 'b', id: string) => unknown) | null): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const tag = `.tmp-${process.pid}-${Date.now()}`;
  const names = ['pairs.jsonl', 'clusters.jsonl', 'summary.json'];
  const temps = names.map((n) => join(dir, `${n}${tag}`));
  try {
    const pairs = values ? result.pairs.map((p) => ({ ...p, values: { a: values('a', p.a), b: values(result.summary.mode === 'link' ? 'b' : 'a', p.b) } })) : result.pairs;
    await writeLines(temps[0]!, pairs);
    await writeLines(temps[1]!, result.clusters);
    await writeLines(temps[2]!, [result.summary]);
    for (const [i, n] of names.entries()) renameSync(temps[i]!, join(dir, n));
  } catch (err) {
    for (const t of temps) rmSync(t, { force: true });
    throw err;
  }
}

export async function runLink(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (err) {
    return refuseArgs('link', err, USAGE);
  }
  const { files, out, entity, map, idField, reveal, workers, maxBytes } = parsed;
  try {
    const result = await link(
      { lists: files.length === 1 ? [files[0]!] : [files[0]!, files[1]!], entity, id_field: idField, map },
      { workers, maxBytes, keepCandidates: false, onProgress: progressReporter(process.stderr) },
    );
    const values = reveal ? await revealer(files, entity, idField, map) : null;
    await writeLinkOutput(out, result, values);
    const s = result.summary;
    process.stderr.write(
      `linked: ${s.blocking.candidate_pairs} candidate pairs, ${s.decided.same_entity} same_entity, ${s.decided.review} review, ${s.clusters.count} clusters (${s.clusters.transitive} transitive); wrote ${out}/pairs.jsonl, clusters.jsonl, summary.json\n`,
    );
    return 0;
  } catch (err) {
    if (err instanceof ServiceError) {
      process.stderr.write(`service-core link: ${err.message}\n`);
      return 1;
    }
    throw err;
  }
}

/** With --reveal, each pair carries the pack fields of both records (re-read: the verb keeps no values). */
async function revealer(files: string[], entity: string, idField: string, map: Record<string, string[]>) {
  const { readRecordsFile } = await import('../link/read.js');
  const { mapColumns, mapRows } = await import('../link/map.js');
  const { findPack } = await import('../compare/packs.js');
  const { DuckDBInstance } = await import('@duckdb/node-api');
  const pack = findPack(entity)!;
  const instance = await DuckDBInstance.create(':memory:');
  const conn = await instance.connect();
  const byList = new Map<'a' | 'b', Map<string, unknown>>();
  try {
    for (const [i, file] of files.entries()) {
      const table = await readRecordsFile(conn, file, i === 0 ? 'a' : 'b');
      const mapped = mapRows(table, mapColumns(pack, table.columns, map, idField), file, pack);
      byList.set(i === 0 ? 'a' : 'b', new Map(mapped.ids.map((id, k) => [id, mapped.records[k]])));
    }
  } finally {
    conn.closeSync();
    instance.closeSync();
  }
  return (list: 'a' | 'b', id: string) => byList.get(list)?.get(id) ?? null;
}

const OPTIONS = {
  out: { type: 'string' },
  entity: { type: 'string' },
  map: { type: 'string', multiple: true },
  'id-field': { type: 'string' },
  reveal: { type: 'boolean' },
  workers: { type: 'string' },
  'max-bytes': { type: 'string' },
} as const;

function parse(argv: string[]) {
  const { values, positionals } = parseFlags({ args: argv, options: OPTIONS, strict: true, allowPositionals: true });
  if (positionals.length < 1 || positionals.length > 2) throw new UsageError(coded('SC_CLI_LINK_FILES'));
  if (values.out === undefined || values.out.trim() === '') throw new UsageError(coded('SC_CLI_FLAG_REQUIRED', { flag: '--out DIR' }));
  // A bad --map entry is the library's coded error (SC_LINK_MAP_ENTRY); runLink reports it as usage (exit 2).
  const map = parseMapEntries(values.map ?? []);
  return {
    files: positionals,
    out: values.out,
    entity: values.entity ?? 'person',
    map,
    idField: values['id-field'] ?? 'id',
    reveal: values.reveal === true,
    workers: positiveInt(values.workers, '--workers'),
    maxBytes: positiveInt(values['max-bytes'], '--max-bytes'),
  };
}
