// Reads a lexicon table that sits next to the sources (tables/, copied to dist/ by the build) through the
// one data loader (core/dataFile.ts): the table is checked against its schema (schemas.ts) and a missing
// or malformed table stops the service naming the file and the JSON path of the bad entry.
import type { Static, TSchema } from 'typebox';
import { loadDataFile } from '../core/dataFile.js';

/** The URL of `tables/<file>` next to this module (not `data/`: the root .gitignore ignores every data/ folder). */
export function lexiconTable(file: string): URL {
  return new URL(`./tables/${file}`, import.meta.url);
}

/** Reads, parses and validates `tables/<file>` against its `schema` (schemas.ts): no table is read unchecked. */
export function readLexiconJson<S extends TSchema>(file: string, schema: S): Static<S> {
  return loadDataFile(lexiconTable(file), schema);
}
