// The text engine's pins name the string library with the version its installed package.json declares,
// read through the one data loader (src/core/dataFile.ts `packageVersion`): a broken copy is refused.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { packageVersion } from '../../../src/core/dataFile.js';
import { VERSION } from '../../../src/core/version.js';
import { COMPARATOR_LIB } from '../../../src/compare/text/pins.js';
import { throwsDataFile } from '../../helpers/dataFile.js';

const talisman = createRequire(import.meta.url).resolve('talisman/package.json');

describe('text pins: comparator_lib', () => {
  it('names talisman with its installed version', () => {
    const installed = JSON.parse(readFileSync(talisman, 'utf8')) as { version: string };
    assert.equal(COMPARATOR_LIB, `talisman@${installed.version}`);
    assert.match(VERSION, /^\d+\.\d+\.\d+/);
  });

  it('a broken copy of the package.json is refused naming the file and the entry', () => {
    const copy = JSON.parse(readFileSync(talisman, 'utf8')) as Record<string, unknown>;
    const file = join(mkdtempSync(join(tmpdir(), 'pins-')), 'package.json');
    writeFileSync(file, JSON.stringify(copy));
    assert.equal(packageVersion(pathToFileURL(file)), copy.version);
    writeFileSync(file, JSON.stringify({ ...copy, version: 1 }));
    throwsDataFile(() => packageVersion(pathToFileURL(file)), file, '/version', 'DF_TYPE');
    writeFileSync(file, JSON.stringify({ ...copy, version: '' }));
    throwsDataFile(() => packageVersion(pathToFileURL(file)), file, '/version', 'DF_MIN_LENGTH');
    const { version: _, ...without } = copy;
    writeFileSync(file, JSON.stringify(without));
    throwsDataFile(() => packageVersion(pathToFileURL(file)), file, '/', 'DF_REQUIRED'); // a missing field is the object's fault
  });
});
