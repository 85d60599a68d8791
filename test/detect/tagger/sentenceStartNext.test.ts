// Session 32: the sentence-start flag crossed with the next word's form and the word's shape (features.ts
// positionHashes, `sent|form+1|shape`): a capitalised word that opens a sentence is read with the word after
// it ("X and I went", "X, can you"), apart from the same pair inside a sentence, where the capital says less.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { featurize, hashString, mix, SLOTS } from '../../../src/detect/tagger/features.js';
import { WEIGHTS_FILE } from '../../../src/detect/tagger/index.js';
import { decodeWeights, L, LABELS } from '../../../src/detect/tagger/model.js';
import { tokenize } from '../../../src/detect/tagger/tokens.js';

const weights = decodeWeights(readFileSync(WEIGHTS_FILE));
/** The row of `sent|form+1|shape` for a word of shape `shape` before `next`, at a sentence's start (1) or inside it (0). */
const rowOf = (sent: number, next: string, shape: string) => mix(hashString('sent|form+1|shape'), mix(sent, mix(hashString(next), hashString(shape)))) >>> (32 - weights.bits);
const idsAt = (text: string, t: number) => [...featurize(text, tokenize(text), weights.bits).slice(t * SLOTS, (t + 1) * SLOTS)];
const weight = (row: number, label: string) => weights.emission[row * L + LABELS.indexOf(label as (typeof LABELS)[number])]!;

describe('the sentence-start flag crossed with the next word and the word shape', () => {
  it('is one feature for every capitalised word opening a sentence before the same word', () => {
    assert.ok(idsAt('Wendell and I drove home.', 0).includes(rowOf(1, 'and', 'Xx')));
    assert.ok(idsAt('Ottoline and I drove home.', 0).includes(rowOf(1, 'and', 'Xx')));
    // Inside a sentence the same pair is another row; another next word is another row.
    assert.ok(idsAt('Then Wendell and I drove home.', 1).includes(rowOf(0, 'and', 'Xx')));
    assert.ok(!idsAt('Then Wendell and I drove home.', 1).includes(rowOf(1, 'and', 'Xx')));
    assert.ok(!idsAt('Wendell or I drove home.', 0).includes(rowOf(1, 'and', 'Xx')));
    // A lower-case opener has its own shape.
    assert.ok(idsAt('wendell and I drove home.', 0).includes(rowOf(1, 'and', 'x')));
  });

  it('in the shipped weights, a capitalised opener before "and" leans to a person, inside a sentence it does not', () => {
    const start = rowOf(1, 'and', 'Xx');
    const inside = rowOf(0, 'and', 'Xx');
    assert.ok(weight(start, 'B-PER') > weight(start, 'O'), `start B-PER ${weight(start, 'B-PER')} vs O ${weight(start, 'O')}`);
    assert.ok(weight(inside, 'O') > weight(inside, 'B-PER'), `inside O ${weight(inside, 'O')} vs B-PER ${weight(inside, 'B-PER')}`);
  });
});
