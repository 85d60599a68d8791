// The tagger's word classes (src/detect/tagger/wordClasses.ts over src/lexicon/tables/word-classes.json):
// the table loads through the one loader, keeps the case of its words, answers what the features rely on,
// and a broken copy is refused naming the file and the bad entry.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { validateData } from '../../../src/core/dataFile.js';
import { WordClasses, wordClass } from '../../../src/detect/tagger/wordClasses.js';
import { throwsDataFile } from '../../helpers/dataFile.js';

const FILE = 'lexicon/tables/word-classes.json';
const raw = () => JSON.parse(readFileSync(new URL('../../../src/lexicon/tables/word-classes.json', import.meta.url), 'utf8'));

describe('tagger word classes', () => {
  it('tells proper nouns from common words, case kept', () => {
    assert.equal(wordClass('Walmart'), 'P');
    assert.equal(wordClass('apple'), 'N');
    assert.equal(wordClass('Apple'), 'P');
    assert.match(wordClass('Will'), /^P/);
    assert.match(wordClass('will'), /^[FV]/);
    assert.equal(wordClass('Qwzxv'), '');
  });

  it('a broken copy is refused naming the file and the bad entry', () => {
    const copy = raw();
    validateData(JSON.parse(JSON.stringify(copy)), WordClasses, FILE);
    copy.classes.P[3] = '';
    throwsDataFile(() => validateData(copy, WordClasses, FILE), FILE, '/classes/P/3', 'DF_MIN_LENGTH');
  });
});
