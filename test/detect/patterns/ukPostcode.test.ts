// src/detect/patterns/ukPostcode.ts, the one home of UK postcode patterns (issue 14): the format rules,
// the looser shape and the outward code generalisation keeps; no other module of detection or
// de-identification writes a UK postcode pattern of its own (generalize.ts had one).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { generalizePostcode } from '../../../src/deidentify/generalize.js';
import { UK_POSTCODE, UK_POSTCODE_SHAPE, ukOutwardCode } from '../../../src/detect/patterns/ukPostcode.js';

const SRC = fileURLToPath(new URL('../../../src/', import.meta.url));

function tsFiles(dir: string): string[] {
  return readdirSync(join(SRC, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('UK postcodes: one module, named by role', () => {
  it('the shape admits what the format rules refuse; the rules decide', () => {
    for (const code of ['SW1A 1AA', 'M1 1AE', 'QV1 1AA', 'SW1A 1CA']) assert.ok(UK_POSTCODE_SHAPE.test(code), code);
    assert.ok(UK_POSTCODE.test('SW1A 1AA'));
    assert.equal(UK_POSTCODE.test('QV1 1AA'), false);
    for (const notUk of ['sw1a 1aa', '1012 AB', 'K1A 0B1']) assert.equal(UK_POSTCODE_SHAPE.test(notUk), false, notUk);
  });
  it('generalisation keeps the outward code of any UK-shaped value, any case and spacing', () => {
    assert.equal(ukOutwardCode(' sw1a2aa '), 'SW1A');
    assert.equal(ukOutwardCode('M1   1AE'), 'M1');
    // Breaks the letter rules, still a UK code's shape: its district says less than the code.
    assert.equal(ukOutwardCode('QV1 1AA'), 'QV1');
    assert.equal(ukOutwardCode('1012 AB'), null);
    assert.equal(generalizePostcode('sw1a 2aa'), 'SW1A');
    assert.equal(generalizePostcode('QV1 1AA'), 'QV1');
  });
  it('no other module of detect/ or deidentify/ writes a UK postcode pattern', () => {
    const outward = /\[A-Z\]\{1,2\}\\d\[A-Z\\d\]\?/;
    const rules = /A-PR-UWYZ/;
    const files = [...tsFiles('detect'), ...tsFiles('deidentify')];
    assert.ok(files.includes(join('detect', 'patterns', 'ukPostcode.ts')));
    for (const file of files) {
      if (file === join('detect', 'patterns', 'ukPostcode.ts')) continue;
      const source = readFileSync(join(SRC, file), 'utf8');
      assert.doesNotMatch(source, outward, file);
      assert.doesNotMatch(source, rules, file);
    }
  });
});
