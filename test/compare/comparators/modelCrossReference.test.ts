// Cross-references in a title (session 22, issue 11; product-units.json cross_reference_cues, modelCode
// againstTitle): aftermarket parts, compatible consumables and generics name the maker's code they stand in
// for ("replaces Acme 12345-AB", "cross reference: ...", "equivalent to ..."); that code is the other
// product's, not this one's, so it never makes this record's own code agree with it. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareModelCodes } from '../../../src/compare/comparators/modelCode.js';
import type { ComparatorSpec } from '../../../src/compare/comparators/types.js';

const spec: ComparatorSpec = { kind: 'model', weight: 4, field: 'model', text_field: 'name' };
const model = (a: Record<string, string>, b: Record<string, string>) => compareModelCodes(a, b, spec);

describe('a code after a cross-reference cue is another product\'s', () => {
  it('negative: an aftermarket filter that replaces the maker\'s code is not it', () => {
    const oem = { name: 'Acme Genuine Fuel Filter 23390-0L070', model: '23390-0L070' };
    assert.deepEqual(model({ name: 'Filtrex Fuel Filter FX220 (replaces Acme 23390-0L070)', model: 'FX 220' }, oem), { sim: 0, conflict: true });
    assert.deepEqual(model({ name: 'Filtrex FX220 fuel filter, equivalent to 23390-0L070', model: 'FX220' }, oem), { sim: 0, conflict: true });
    assert.deepEqual(model({ name: 'Filtrex FX220 - cross reference 23390-0L070', model: 'FX220' }, oem), { sim: 0, conflict: true });
  });
  it('positive: the maker\'s own code in the title still agrees, before or after the cue', () => {
    assert.equal(model({ name: 'Acme Genuine Fuel Filter 23390-0L070 (replaces 23390-0L041)', model: '1234' }, { name: 'Acme fuel filter', model: '23390-0L070' })!.sim, 1);
    assert.equal(model({ name: 'Filtrex FX220 (replaces Acme 23390-0L070)', model: 'FX220' }, { name: 'FILTREX FX220 FUEL FILTER', model: 'FX-220' })!.sim, 1);
  });
  it('adversarial: a title that only says what it fits leaves the other code unread, never a match', () => {
    assert.equal(model({ name: 'Filtrex filter (replaces 23390-0L070)' }, { name: 'Acme filter', model: '23390-0L070' })!.sim, 0);
  });
});
