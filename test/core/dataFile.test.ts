// The one data loader (src/core/dataFile.ts): a file is named relative to the source root, a missing
// file, a file that is not JSON and an entry that does not fit the schema are DataFileErrors carrying
// SC_DATA_FILE_INVALID, the file and the JSON path; the code and class hold for every shipped loader.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import Type from 'typebox';
import { DataFileError, dataFileName, loadDataFile, validateData } from '../../src/core/dataFile.js';
import { ConfigError } from '../../src/core/errors.js';
import { throwsDataFile } from '../helpers/dataFile.js';

const Schema = Type.Object({ words: Type.Array(Type.String({ minLength: 1 })) }, { additionalProperties: false });
const dir = mkdtempSync(join(tmpdir(), 'datafile-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return pathToFileURL(path);
};

describe('the one data loader', () => {
  it('names a file under the source root relative to it, any other by its path', () => {
    assert.equal(dataFileName(new URL('../../src/jurisdiction/transfers.json', import.meta.url)), 'jurisdiction/transfers.json');
    assert.equal(dataFileName(join(dir, 'x.json')), join(dir, 'x.json'));
    assert.equal(dataFileName('x.json'), 'x.json');
  });

  it('reads and returns a file that fits its schema', () => {
    assert.deepEqual(loadDataFile(file('good.json', '{"words":["a","b"]}'), Schema), { words: ['a', 'b'] });
  });

  it('refuses a missing file, a file that is not JSON and a bad entry, naming the file and the path', () => {
    throwsDataFile(() => loadDataFile(pathToFileURL(join(dir, 'missing.json')), Schema), join(dir, 'missing.json'), '/', 'DF_UNREADABLE');
    throwsDataFile(() => loadDataFile(file('bad.json', '{"words": ['), Schema), join(dir, 'bad.json'), '/', 'DF_NOT_JSON');
    throwsDataFile(() => loadDataFile(file('entry.json', '{"words":["a",""]}'), Schema), join(dir, 'entry.json'), '/words/1', 'DF_MIN_LENGTH');
    throwsDataFile(() => loadDataFile(file('extra.json', '{"words":[],"more":1}'), Schema), join(dir, 'extra.json'), '/more', 'DF_NOT_KNOWN_FIELD');
  });

  it('a DataFileError is a ConfigError (it stops start-up) with a catalogue code, and names a refused key plainly', () => {
    try {
      validateData({ words: [], more: 1 }, Schema, 'x.json');
      assert.fail('expected a DataFileError');
    } catch (err) {
      assert.ok(err instanceof DataFileError && err instanceof ConfigError);
      assert.equal(err.code, 'SC_DATA_FILE_INVALID');
      assert.equal(err.message, 'data file x.json: /more is not a known field');
    }
  });
});
