// The tagger's word classes (src/detect/tagger/wordClasses.ts over src/lexicon/tables/word-classes.json):
// the table keeps the case of its words and answers what the features rely on. Its broken copies are
// refused with the other lexicon tables' (test/lexicon/data-files.test.ts, schema `WordClasses`).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { wordClass } from '../../../src/detect/tagger/wordClasses.js';

describe('tagger word classes', () => {
  it('tells proper nouns from common words, case kept', () => {
    assert.equal(wordClass('Walmart'), 'P');
    assert.equal(wordClass('apple'), 'N');
    assert.equal(wordClass('Apple'), 'P');
    assert.match(wordClass('Will'), /^P/);
    assert.match(wordClass('will'), /^[FV]/);
    assert.equal(wordClass('Qwzxv'), '');
  });
});
