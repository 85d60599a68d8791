// Session 30 (issue 13, prose set 16 round): a short word the lexicons know whole, closed by a full stop, ends its
// sentence; the name scanner no longer runs a name on across it. Sentences written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findNameSpans } from '../../../src/detect/lexical/index.js';

const names = (text: string) => findNameSpans(text).map((s) => text.slice(s.start, s.end));

describe('a full stop after a short known word ends the sentence (nameTokens closesSentence)', () => {
  it('a given name, a place or an English word of two to four letters and its stop close the name', () => {
    assert.deepEqual(names('Hello, you are chatting with Ama. May I have your order number?'), ['Ama']);
    assert.deepEqual(names('Thank you for waiting, this is Esi. May I help?'), ['Esi']);
    assert.ok(!names('We rehearsed in the old Town Hall. KWAME ASANTE: Then you moved?').some((n) => n.includes('Hall')));
  });
  it('negative: titles, initials and abbreviations with no vowel still join the name after them', () => {
    assert.deepEqual(names('The report was signed by Dr. Ama Owusu yesterday.'), ['Dr. Ama Owusu']);
    assert.deepEqual(names('Witness: J. R. Mensah, of Kumasi.'), ['J. R. Mensah']);
    assert.deepEqual(names('Present: Eng. Kofi Boateng and Hon. Akua Sarpong.'), ['Eng. Kofi Boateng', 'Hon. Akua Sarpong']);
  });
});
