// The link verb scores a batch with the batch's own name counts (src/compare/batchNames.ts), taken once
// and sent to every worker: a near-miss date of birth beside a name the batch shows rare weighs a third
// in the shipped mean. In a batch too small to show a word rare the pair scores as /compare scores it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';
import { scorePairs } from '../../src/link/score.js';
import { IDENTITY_CODES } from '../../src/link/scoreChunk.js';

// One person entered twice: a birth date slipped by one day, a new address by the second entry.
const first = { name: 'Kwabena Appiah-Kubi', dob: '1971-09-05', address: '4 Ring Road Central, Accra' };
const second = { name: 'Kwabena Appiah-Kubi', dob: '1971-09-06', address: 'Plot 12, Adum, Kumasi' };
/** A register of `n` records: the pair, then others of their own names (written here, one word each). */
const register = (n: number) => [first, second, ...Array.from({ length: n - 2 }, (_, k) => ({ name: `Ama Mensah${k % 7 === 0 ? '' : ` Owusu`}`, dob: '1950-01-01' }))];
const PAIR = Int32Array.from([0, 1]);

describe('link scoring reads the batch\'s name counts', () => {
  it('positive: in a register of 2,500 records where the name is rare, the slipped date no longer holds the pair at review', async () => {
    const out = await scorePairs('person', register(2_500), null, PAIR);
    assert.equal(IDENTITY_CODES[out.identity[0]!], 'same_entity');
  });

  it('worker threads receive the same counts and score the same', async () => {
    const inProcess = await scorePairs('person', register(2_500), null, PAIR);
    const workers = await scorePairs('person', register(2_500), null, PAIR, { inProcessPairs: 0, workers: 1 });
    assert.deepEqual([...workers.identity], [...inProcess.identity]);
    assert.deepEqual([...workers.score], [...inProcess.score]);
  });

  it('negative: in a register of 300 (no word can show rare) the pair scores as a single /compare: review', async () => {
    const out = await scorePairs('person', register(300), null, PAIR);
    const pair = compare({ a: first, b: second, entity: 'person' });
    assert.equal(pair.identity, 'review');
    assert.equal(IDENTITY_CODES[out.identity[0]!], pair.identity);
    assert.equal(out.score[0], pair.score);
  });

  it('adversarial: in a large register where the name is common, the slip keeps its full weight', async () => {
    const common = [first, second, ...Array.from({ length: 2_498 }, (_, k) => ({ name: k % 10 === 0 ? 'Kwabena Appiah-Kubi' : 'Ama Mensah', dob: '1950-01-01' }))];
    const out = await scorePairs('person', common, null, PAIR);
    assert.equal(IDENTITY_CODES[out.identity[0]!], 'review');
  });
});
