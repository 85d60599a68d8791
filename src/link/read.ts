// Reading a list of records: CSV (and TSV) and Parquet through DuckDB's readers, JSON Lines line by line
// here (so a malformed line is skipped with its line number). Every value is read as text. Nothing is
// half-read silently: a malformed CSV line or one that is not valid UTF-8 is a counted skip with its
// line number (DuckDB's rejects table), a file over the size limit or with no records is an error.
import { closeSync, createReadStream, openSync, readSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import { createInterface } from 'node:readline';
import type { DuckDBConnection } from '@duckdb/node-api';
import { duckdbErrorType, serviceError } from '../core/errors.js';

/** Rows as read: column names and, per row, one string (or null) per column. */
export interface ReadTable {
  columns: string[];
  rows: (string | null)[][];
  /** Lines skipped, with the 1-based line number and why (never the line's content). */
  skipped: { line: number; reason: string }[];
}

export const DEFAULT_MAX_BYTES = 4 * 1024 ** 3;

export type SourceFormat = 'csv' | 'jsonl' | 'parquet';

export function formatOf(path: string): SourceFormat {
  const ext = extname(path).toLowerCase();
  if (ext === '.csv' || ext === '.tsv') return 'csv';
  if (ext === '.jsonl' || ext === '.ndjson' || ext === '.json') return 'jsonl';
  if (ext === '.parquet') return 'parquet';
  throw serviceError('SC_LINK_FORMAT_UNKNOWN', { file: path });
}

function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** Splits one CSV line on `delim`, honouring double quotes (the header row). */
function splitCsvLine(line: string, delim: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delim) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((c) => c.trim());
}

/**
 * The header row, read here: DuckDB's dialect sniffer can be misled by one malformed line (an
 * unterminated quote makes it drop quoting or give up), so the dialect is fixed and only the header
 * is taken from the file.
 */
function csvHeader(path: string, delim: string): string[] {
  const fd = openSync(path, 'r');
  const buf = Buffer.alloc(65536);
  let n: number;
  try {
    n = readSync(fd, buf, 0, buf.length, 0);
  } finally {
    closeSync(fd);
  }
  const text = buf.subarray(0, n).toString('utf8').replace(/^\uFEFF/, '');
  const end = text.search(/\r?\n/);
  const columns = splitCsvLine(end === -1 ? text : text.slice(0, end), delim);
  if (columns.length === 0 || columns.some((c) => c === '') || new Set(columns).size !== columns.length) {
    throw serviceError('SC_LINK_HEADER_INVALID', { file: path });
  }
  return columns;
}

async function readCsvOrParquet(conn: DuckDBConnection, path: string, format: 'csv' | 'parquet', tag: string): Promise<ReadTable> {
  const rejects = `rej_${tag}`;
  const scans = `scan_${tag}`;
  let source = `read_parquet(${sqlString(path)})`;
  if (format === 'csv') {
    const delim = extname(path).toLowerCase() === '.tsv' ? '\t' : ',';
    const columns = csvHeader(path, delim);
    const types = `{${columns.map((c) => `${sqlString(c)}: 'VARCHAR'`).join(', ')}}`;
    source =
      `read_csv(${sqlString(path)}, auto_detect = false, header = true, delim = ${sqlString(delim)}, quote = '"', escape = '"', ` +
      `columns = ${types}, store_rejects = true, rejects_table = '${rejects}', rejects_scan = '${scans}')`;
  }
  let result: Awaited<ReturnType<DuckDBConnection['stream']>>;
  try {
    await conn.run(`CREATE OR REPLACE TEMP TABLE src_${tag} AS SELECT * FROM ${source}`);
    result = await conn.stream(`SELECT * FROM src_${tag}`);
  } catch (err) {
    throw serviceError('SC_LINK_FILE_UNREADABLE', { file: path, format: format === 'csv' ? 'CSV with a header row' : 'Parquet', type: duckdbErrorType(err) });
  }
  const columns = result.columnNames();
  const rows: (string | null)[][] = [];
  for (let chunk = await result.fetchChunk(); chunk !== null && chunk.rowCount > 0; chunk = await result.fetchChunk()) {
    for (const row of chunk.getRows()) rows.push(row.map((v) => (v === null || v === undefined ? null : String(v))));
  }
  await conn.run(`DROP TABLE src_${tag}`);
  const skipped: ReadTable['skipped'] = [];
  if (format === 'csv') {
    const rej = await conn.runAndReadAll(`SELECT line, error_type FROM ${rejects} ORDER BY line`).catch(() => null);
    for (const [line, type] of rej?.getRows() ?? []) skipped.push({ line: Number(line), reason: String(type).toLowerCase() });
    await conn.run(`DROP TABLE IF EXISTS ${rejects}; DROP TABLE IF EXISTS ${scans}`);
  }
  return { columns, rows, skipped };
}

async function readJsonLines(path: string): Promise<ReadTable> {
  const columns: string[] = [];
  const index = new Map<string, number>();
  const objects: Record<string, unknown>[] = [];
  const skipped: ReadTable['skipped'] = [];
  let line = 0;
  const input = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  for await (const text of input) {
    line++;
    if (text.trim() === '') continue;
    // The UTF-8 decoder replaces bytes that are not UTF-8 with U+FFFD: such a line was written in
    // another encoding, and its values would compare as something the caller never wrote.
    if (text.includes('\uFFFD')) {
      skipped.push({ line, reason: 'invalid_unicode' });
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      skipped.push({ line, reason: 'not_json' });
      continue;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      skipped.push({ line, reason: 'not_an_object' });
      continue;
    }
    for (const key of Object.keys(value)) {
      if (!index.has(key)) {
        index.set(key, columns.length);
        columns.push(key);
      }
    }
    objects.push(value as Record<string, unknown>);
  }
  const rows = objects.map((o) => columns.map((c) => cell(o[c])));
  return { columns, rows, skipped };
}

/** A JSON value as the text the comparators read (objects and arrays are not record values here). */
export function cell(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export interface ReadOptions {
  maxBytes?: number | undefined;
}

/** Reads one file of records. `tag` names its temporary DuckDB tables (a or b). */
export async function readRecordsFile(conn: DuckDBConnection, path: string, tag: 'a' | 'b', options: ReadOptions = {}): Promise<ReadTable> {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    throw serviceError('SC_LINK_FILE_MISSING', { file: path });
  }
  const limit = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (size > limit) throw serviceError('SC_LINK_FILE_TOO_LARGE', { file: path, size, limit });
  if (size === 0) throw serviceError('SC_LINK_LIST_EMPTY', { where: path });
  const format = formatOf(path);
  const table = format === 'jsonl' ? await readJsonLines(path) : await readCsvOrParquet(conn, path, format, tag);
  if (table.rows.length === 0) {
    throw table.skipped.length > 0 ? serviceError('SC_LINK_NO_RECORDS_SKIPPED', { file: path, count: table.skipped.length }) : serviceError('SC_LINK_NO_RECORDS', { file: path });
  }
  return table;
}
