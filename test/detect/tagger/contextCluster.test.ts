// Session 31: the word before crossed with the word's cluster (features.ts positionHashes, `form-1|cluster`):
// a preposition read with the kind of word after it, so a town no lexicon lists, even in lower case, is read
// by what its neighbours-in-general-text are (here: towns of one cluster of word-clusters.json).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { featurize, hashString, mix, SLOTS } from '../../../src/detect/tagger/features.js';
import { WEIGHTS_FILE } from '../../../src/detect/tagger/index.js';
import { decodeWeights, L, LABELS } from '../../../src/detect/tagger/model.js';
import { tokenize } from '../../../src/detect/tagger/tokens.js';
import { wordClusters } from '../../../src/detect/tagger/wordClusters.js';

const weights = decodeWeights(readFileSync(WEIGHTS_FILE));
/** The row of the `form-1|cluster` feature for `prev` before `word` (the word's middle cluster level). */
const rowOf = (prev: string, word: string) => mix(hashString('form-1|cluster'), mix(hashString(prev), wordClusters(word)![1]!)) >>> (32 - weights.bits);
const idsAt = (text: string, t: number) => [...featurize(text, tokenize(text), weights.bits).slice(t * SLOTS, (t + 1) * SLOTS)];

describe('the word before crossed with the word cluster', () => {
  it('is a feature of the word after it, the same for every word of one cluster', () => {
    // Two towns of one cluster (neither in the gazetteer's larger towns) after "in": one shared row.
    assert.equal(rowOf('in', 'tambov'), rowOf('in', 'lipetsk'));
    assert.ok(idsAt('we stayed in tambov', 3).includes(rowOf('in', 'tambov')));
    assert.ok(idsAt('we stayed in Lipetsk', 3).includes(rowOf('in', 'lipetsk')));
    // Another word before gives another row.
    assert.notEqual(rowOf('in', 'tambov'), rowOf('told', 'tambov'));
    assert.ok(!idsAt('we stayed in tambov', 3).includes(rowOf('told', 'tambov')));
  });

  it('in the shipped weights, a word of a town cluster after "in" leans to a place', () => {
    const row = rowOf('in', 'tambov');
    const w = (label: string) => weights.emission[row * L + LABELS.indexOf(label as (typeof LABELS)[number])]!;
    assert.ok(w('B-LOC') > w('O'), `B-LOC ${w('B-LOC')} vs O ${w('O')}`);
    assert.ok(w('B-LOC') > w('B-PER'), `B-LOC ${w('B-LOC')} vs B-PER ${w('B-PER')}`);
  });
});
