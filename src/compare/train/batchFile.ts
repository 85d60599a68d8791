// Reads a batch of records from a file for training and batch benchmarks: CSV (header row, every cell
// read as text, through DuckDB's CSV reader: quoting, embedded commas and line breaks handled) or
// JSON Lines (one object per line). Empty cells are dropped, so a missing value is never a value.
import { readFileSync } from 'node:fs';
import { DuckDBInstance } from '@duckdb/node-api';
import type { FieldValue } from '../comparators/types.js';
import type { RecordInput } from '../records.js';
import { CodedError, coded, duckdbErrorType, stableCode } from '../../core/errors.js';

/** A training batch file that cannot be read; carries its catalogue code. */
export class BatchFileError extends CodedError {}

function clean(row: Record<string, unknown>): RecordInput {
  const out: RecordInput = {};
  for (const [k, v] of Object.entries(row)) {
    if (v === null || v === undefined) continue;
    if (typeof v === 'string' && v.trim() === '') continue;
    out[k] = v as FieldValue;
  }
  return out;
}

async function readCsv(path: string): Promise<RecordInput[]> {
  const instance = await DuckDBInstance.create(':memory:');
  try {
    const con = await instance.connect();
    const quoted = `'${path.replaceAll("'", "''")}'`;
    const reader = await con.runAndReadAll(`SELECT * FROM read_csv(${quoted}, all_varchar = true, header = true)`);
    return reader.getRowObjectsJS().map((r) => clean(r as Record<string, unknown>));
  } catch (err) {
    throw new BatchFileError(coded('SC_BATCH_CSV_UNREADABLE', { file: path, type: duckdbErrorType(err) }));
  } finally {
    instance.closeSync();
  }
}

function readJsonl(path: string): RecordInput[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new BatchFileError(coded('SC_BATCH_FILE_UNREADABLE', { file: path, errno: stableCode(err) }));
  }
  const out: RecordInput[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new BatchFileError(coded('SC_BATCH_LINE_INVALID', { file: path, line: i + 1, what: 'JSON' }));
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new BatchFileError(coded('SC_BATCH_LINE_INVALID', { file: path, line: i + 1, what: 'a JSON object' }));
    out.push(clean(value as Record<string, unknown>));
  });
  return out;
}

/** The records of a .csv, .jsonl or .ndjson file. */
export async function readBatchFile(path: string): Promise<RecordInput[]> {
  const lower = path.toLowerCase();
  if (lower.endsWith('.csv')) return readCsv(path);
  if (lower.endsWith('.jsonl') || lower.endsWith('.ndjson')) return readJsonl(path);
  throw new BatchFileError(coded('SC_BATCH_FORMAT_UNKNOWN', { file: path }));
}
