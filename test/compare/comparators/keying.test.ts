// Keying errors of typed words (src/compare/comparators/keying.ts): a swap of adjacent letters, a
// neighbouring key, one letter dropped or added are keying errors; a key far away or two changes are not.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { areNeighbourKeys, isAdjacentSwap, isKeyingError } from '../../../src/compare/comparators/keying.js';

describe('keyboard neighbours', () => {
  it('keys that touch on the staggered keyboard, the digit row included', () => {
    for (const [a, b] of [['e', 'r'], ['r', 'e'], ['a', 's'], ['a', 'q'], ['a', 'z'], ['s', 'x'], ['t', '6'], ['t', '5'], ['k', 'm'], ['g', 'b']]) {
      assert.ok(areNeighbourKeys(a!, b!), `${a}/${b}`);
    }
  });
  it('keys far apart are no neighbours', () => {
    for (const [a, b] of [['k', 'y'], ['h', 'a'], ['d', 'k'], ['a', 'p'], ['q', 'm'], ['e', 'e'], ['1', 'z']]) {
      assert.ok(!areNeighbourKeys(a!, b!), `${a}/${b}`);
    }
  });
  it('QWERTZ and AZERTY slips count too (y beside t and u on QWERTZ is z there; a beside z on AZERTY)', () => {
    assert.ok(areNeighbourKeys('z', 't'), 'QWERTZ: z between t and u');
    assert.ok(areNeighbourKeys('z', 'e'), 'AZERTY: z beside e');
  });
});

describe('keying errors', () => {
  it('a swap, a neighbouring key, a dropped or doubled letter', () => {
    for (const [a, b] of [['michael', 'micheal'], ['amber', 'ambre'], ['feank', 'frank'], ['6homas', 'thomas'], ['wiliam', 'william'], ['roger', 'rodger'], ['sam', 'sma'], ['jon', 'john']]) {
      assert.ok(isKeyingError(a!, b!) && isKeyingError(b!, a!), `${a}/${b}`);
    }
  });
  it('a key far away, two changes, the same word, or a single letter are not', () => {
    for (const [a, b] of [['mark', 'mary'], ['john', 'joan'], ['chidi', 'chika'], ['aleksandr', 'alexander'], ['anne', 'anne'], ['a', 's'], ['micheal', 'mihcael']]) {
      assert.ok(!isKeyingError(a!, b!), `${a}/${b}`);
    }
  });
  it('adversarial: a swap must be of adjacent letters and leave the rest equal', () => {
    assert.ok(isAdjacentSwap('kia', 'kai'));
    assert.ok(!isAdjacentSwap('abcd', 'badc'), 'two swaps');
    assert.ok(!isAdjacentSwap('abc', 'cba'), 'letters two apart');
    assert.ok(!isAdjacentSwap('ab', 'ba'), 'under three letters');
  });
});
