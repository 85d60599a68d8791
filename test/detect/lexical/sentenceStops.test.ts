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

// Session 35 (issue 13, prose35 round): a short word written whole (ending in a vowel, with another vowel in it) that
// the lexicons do not know also closes its sentence with its stop; abbreviations keep one vowel at most.
describe('a full stop after a short word written whole ends the sentence (nameTokens unabbreviated)', () => {
  it('a short name of another language ending in a vowel does not run on into the next sentence', () => {
    const found = names('Darasa litatolewa na Sheikh Hamisi Dewa. Karibuni nyote, msikose kufika mapema.');
    assert.ok(found.includes('Sheikh Hamisi Dewa'), found.join(' | '));
    assert.ok(!found.some((n) => n.includes('Karibuni')), found.join(' | '));
    const team = names('Thanks to my old team at Mbeo. Kofi and I start on Monday.');
    assert.ok(!team.some((n) => n.includes('Mbeo. Kofi')), team.join(' | '));
  });
  it('negative: abbreviations with one vowel (Mme., Sra., Ste.) still join the name after them', () => {
    assert.deepEqual(names('Parabéns à Sra. Beatriz Gomes pelo prémio.'), ['Sra. Beatriz Gomes']);
  });
});
