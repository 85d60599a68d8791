// Test helper: asserts that a data-file check failed with the one loader's error (src/core/dataFile.ts),
// code SC_DATA_FILE_INVALID, naming the expected file and JSON path of the bad entry.
import assert from 'node:assert/strict';
import { DataFileError } from '../../src/core/dataFile.js';

export function throwsDataFile(fn: () => unknown, file: string, path: string): void {
  assert.throws(fn, (err: unknown) => {
    assert.ok(err instanceof DataFileError, `expected a DataFileError, got ${String(err)}`);
    assert.equal(err.code, 'SC_DATA_FILE_INVALID');
    assert.equal(err.file, file);
    assert.equal(err.path, path);
    assert.ok(err.message.includes(`data file ${file}: ${path} `), err.message);
    return true;
  });
}
