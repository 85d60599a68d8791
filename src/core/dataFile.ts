// The one loader of the service's data files (issue 14): reads a JSON file shipped next to the sources,
// checks it against its TypeBox schema and, when an entry is bad, stops with a DataFileError that names
// the file and the JSON path of the entry (catalogue code SC_DATA_FILE_INVALID). Checks a schema cannot
// say (a cross-reference to another file, a regex that must compile) throw the same error through
// `dataFileError`, so every bad data file reads the same way.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { ConfigError, coded } from './errors.js';

/** A data file that cannot be read or does not fit its schema: a start-up problem, never a caller's. */
export class DataFileError extends ConfigError {
  declare readonly code: 'SC_DATA_FILE_INVALID';
  /** The file as named in messages (relative to the source root when it lies under it). */
  readonly file: string;
  /** JSON pointer of the bad entry (`/statutes/GDPR/bases`); `/` for the whole file. */
  readonly path: string;
  constructor(file: string, path: string, problem: string) {
    super(coded('SC_DATA_FILE_INVALID', { file, path: path === '' ? '/' : path, problem }));
    this.name = 'DataFileError';
    this.file = file;
    this.path = path === '' ? '/' : path;
  }
}

const SOURCE_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** How a file is named in errors: `jurisdiction/transfers.json` under the source root, else as given. */
export function dataFileName(file: URL | string): string {
  const path = typeof file === 'string' ? file : fileURLToPath(file);
  if (typeof file === 'string' && !file.startsWith('/')) return file;
  const rel = relative(SOURCE_ROOT, path);
  return rel.startsWith('..') ? path : rel.split('\\').join('/');
}

/** The error for a bad entry found by a check of its own (a cross-reference, a pattern). */
export function dataFileError(file: URL | string, path: string, problem: string): DataFileError {
  return new DataFileError(dataFileName(file), path, problem);
}

const compiled = new WeakMap<TSchema, ReturnType<typeof Compile>>();

/** Checks an already parsed value against `schema`; throws a DataFileError naming `file` and the first bad path. */
export function validateData<S extends TSchema>(raw: unknown, schema: S, file: URL | string): Static<S> {
  let check = compiled.get(schema);
  if (!check) {
    check = Compile(schema);
    compiled.set(schema, check);
  }
  if (!check.Check(raw)) {
    const first = check.Errors(raw)[0];
    // TypeBox reports a key that `additionalProperties: false` refuses as "schema is false".
    const problem = first?.message === 'schema is false' ? 'is not a known field' : (first?.message ?? 'does not fit its schema');
    throw dataFileError(file, first?.instancePath ?? '', problem);
  }
  return raw as Static<S>;
}

/**
 * Reads and parses the JSON file, unchecked: for a loader whose own validate function (the one its
 * broken-copy tests call) runs `validateData` itself, so the file is checked once, not twice.
 */
export function readDataJson(file: URL): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw dataFileError(file, '', `cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text) as unknown;
  } catch (e) {
    throw dataFileError(file, '', `is not valid JSON (${(e as Error).message})`);
  }
  return raw;
}

/** Reads the JSON file, parses it and checks it against `schema`. */
export function loadDataFile<S extends TSchema>(file: URL, schema: S): Static<S> {
  return validateData(readDataJson(file), schema, file);
}
