// Loads a lexicon data file that sits next to the sources (copied to dist/ by the build) and gives a
// clear error naming the file when it is missing or malformed.
import { readFileSync } from 'node:fs';

export class LexiconDataError extends Error {
  constructor(file: string, problem: string) {
    super(`lexicon data file ${file}: ${problem}`);
    this.name = 'LexiconDataError';
  }
}

/** Reads and parses `tables/<file>` next to this module (not `data/`: the root .gitignore ignores every data/ folder). */
export function readLexiconJson(file: string): unknown {
  const url = new URL(`./tables/${file}`, import.meta.url);
  let raw: string;
  try {
    raw = readFileSync(url, 'utf8');
  } catch (e) {
    throw new LexiconDataError(file, `cannot be read (${(e as Error).message})`);
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch (e) {
    throw new LexiconDataError(file, `is not valid JSON (${(e as Error).message})`);
  }
}

/** Asserts that `value` is an array of strings; returns it typed. */
export function stringArray(file: string, field: string, value: unknown): string[] {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || v.length === 0)) {
    throw new LexiconDataError(file, `field "${field}" must be an array of non-empty strings`);
  }
  return value as string[];
}

/** Asserts that `value` is a plain object. */
export function record(file: string, field: string, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new LexiconDataError(file, `field "${field}" must be an object`);
  }
  return value as Record<string, unknown>;
}
