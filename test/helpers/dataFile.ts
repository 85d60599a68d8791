// Test helper: asserts that a data-file check failed with the one loader's error (src/core/dataFile.ts),
// code SC_DATA_FILE_INVALID, naming the expected file, JSON path of the bad entry and problem code
// (src/core/errorCatalogueData.ts) first; then that the message is that problem's sentence after the path.
import assert from 'node:assert/strict';
import { DataFileError } from '../../src/core/dataFile.js';
import { DATA_PROBLEMS, type DataProblem } from '../../src/core/errorCatalogueData.js';
import { escapeRegExp } from '../../src/core/matches.js';

/** The problem's sentence as a pattern: its text as written, each `{placeholder}` any value. */
export function problemPattern(problem: DataProblem): RegExp {
  const text = DATA_PROBLEMS[problem].split(/\{\w+\}/).map(escapeRegExp).join('.+');
  return new RegExp(`^${text}$`, 'u');
}

export function throwsDataFile(fn: () => unknown, file: string, path: string, problem: DataProblem): void {
  assert.throws(fn, (err: unknown) => {
    assert.ok(err instanceof DataFileError, `expected a DataFileError, got ${String(err)}`);
    assert.equal(err.code, 'SC_DATA_FILE_INVALID');
    assert.equal(err.file, file);
    assert.equal(err.path, path);
    assert.equal(err.problem, problem);
    const head = `data file ${file}: ${path} `;
    assert.ok(err.message.startsWith(head), err.message);
    assert.match(err.message.slice(head.length), problemPattern(problem));
    return true;
  });
}
