// A name word keyed or read with one digit in place of a letter (`Den1s`, `W9lliam`, `Emil6`): OCR
// reads o as 0, l as 1, s as 5; a typist's finger slips from the top letter row to the number row. The
// word is still a name word written (comparators/nameHonours.ts isMiskeyedNameWord), so a name with one
// counts as written in full for the distinctive-signal gate (gate_min_words) and its rare words show
// their rarity. Ordinals (`2nd`), short codes and words of several digits are not name words.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';
import { hasNameWords } from '../../src/compare/comparators/tfToken.js';
import { isIdentifyingNameWord } from '../../src/compare/comparators/nameHonours.js';

type Rec = Record<string, string>;
const cmp = (a: Rec, b: Rec) => compare({ a, b, entity: 'person' });

describe('a name word with one digit keyed for a letter', () => {
  it('is a name word; ordinals, codes and numbers are not', () => {
    for (const w of ['den1s', 'w9lliam', 'emil6', 'j0hn', 'pete4']) assert.equal(isIdentifyingNameWord(w), true, w);
    for (const w of ['2nd', '1st', 'mk2', 'a1', 'jo55n', '1234', 'r2d2']) assert.equal(isIdentifyingNameWord(w), false, w);
    assert.equal(hasNameWords('Den1s Rushe', 2), true);
    assert.equal(hasNameWords('John 2nd', 2), false);
  });

  it('positive: a rare full name with a miskeyed letter clears the gate as the clean name does', () => {
    const r = cmp({ name: 'Den1s Rushe' }, { name: 'Denis Rushe' });
    assert.equal(r.identity, 'same_entity', r.explanation);
    assert.equal(cmp({ name: 'Denis Rushe' }, { name: 'Denis Rushe' }).identity, 'same_entity');
  });

  it('positive: a full name with a miskeyed letter beside a near-miss date of birth merges', () => {
    const r = cmp({ name: 'Grace Mens4h', dob: '1960-03-12' }, { name: 'Grace Mensah', dob: '1960-03-21' });
    assert.equal(r.identity, 'same_entity', r.explanation);
  });

  it('negative: a one-word name with a miskeyed letter stays a partly recorded name', () => {
    assert.equal(cmp({ name: 'Rush3' }, { name: 'Denis Rushe' }).identity, 'review');
  });

  it('adversarial: another given name beside the miskeyed word is not merged', () => {
    const r = cmp({ name: 'J0hn Mensah', dob: '1960-03-12' }, { name: 'Kwame Mensah', dob: '1960-03-21' });
    assert.notEqual(r.identity, 'same_entity');
  });
});
