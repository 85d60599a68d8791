// The one loader of the service's data files (issue 14): reads a JSON file shipped next to the sources,
// checks it against its TypeBox schema and, when an entry is bad, stops with a DataFileError that names
// the file, the JSON path of the entry and what is wrong with it (catalogue code SC_DATA_FILE_INVALID,
// the problem one of core/errorCatalogueData.ts's codes). Checks a schema cannot say (a cross-reference
// to another file, a regex that must compile) throw the same error through `dataFileError`, so every bad
// data file reads the same way.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import Type, { type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { type DataProblem, type DataProblemArgs, type DataProblemOf, dataProblemMessage, schemaProblem } from './errorCatalogueData.js';
import { ConfigError, coded, stableCode } from './errors.js';

/** A data file that cannot be read or does not fit its schema: a start-up problem, never a caller's. */
export class DataFileError extends ConfigError {
  declare readonly code: 'SC_DATA_FILE_INVALID';
  /** The file as named in messages (relative to the source root when it lies under it). */
  readonly file: string;
  /** JSON pointer of the bad entry (`/statutes/GDPR/bases`); `/` for the whole file. */
  readonly path: string;
  /** What is wrong with the entry (core/errorCatalogueData.ts). */
  readonly problem: DataProblem;
  constructor(file: string, path: string, { problem, params }: DataProblemOf) {
    super(coded('SC_DATA_FILE_INVALID', { file, path: path === '' ? '/' : path, dataProblem: dataProblemMessage(problem, params) }));
    this.name = 'DataFileError';
    this.file = file;
    this.path = path === '' ? '/' : path;
    this.problem = problem;
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

/**
 * The error for a bad entry found by a check of its own (a cross-reference, a pattern): the problem's
 * code and the values of its sentence, e.g. `dataFileError(file, '/units/3', 'DF_NOT_IN_LIST', { list: '/unit_prefixes' })`.
 */
export function dataFileError<P extends DataProblem>(file: URL | string, path: string, problem: P, ...params: DataProblemArgs<P>): DataFileError {
  return new DataFileError(dataFileName(file), path, { problem, params: params[0] ?? {} });
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
    const errors = check.Errors(raw);
    throw new DataFileError(dataFileName(file), errors[0]?.instancePath ?? '', schemaProblem(errors));
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
    throw dataFileError(file, '', 'DF_UNREADABLE', { errno: stableCode(e) });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text) as unknown;
  } catch (e) {
    // JSON.parse's message may quote the text; only the position it names is kept.
    const at = /at position (\d+)/.exec((e as Error).message);
    throw at ? dataFileError(file, '', 'DF_NOT_JSON_AT', { position: Number(at[1]) }) : dataFileError(file, '', 'DF_NOT_JSON');
  }
  return raw;
}

/** Reads the JSON file, parses it and checks it against `schema`. */
export function loadDataFile<S extends TSchema>(file: URL, schema: S): Static<S> {
  return validateData(readDataJson(file), schema, file);
}

/** The one field read from a package.json; the others are not the service's to check. */
export const PACKAGE_VERSION_SCHEMA = Type.Object({ version: Type.String({ minLength: 1 }) });

/**
 * The `version` of a dependency's package.json (the text engine pins the string library's); a bad one is
 * a DataFileError naming the file and `/version`. The service's own is core/version.ts (no TypeBox there).
 */
export function packageVersion(file: URL): string {
  return loadDataFile(file, PACKAGE_VERSION_SCHEMA).version;
}
