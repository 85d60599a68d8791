import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findPersonNames } from '../../../src/compare/text/nameFinder.js';

const names = (text: string, claimed: [number, number][] = []) => findPersonNames(text, claimed).map((m) => m.text);

describe('text engine name finder', () => {
  it('finds two-word names built on lexicon names', () => {
    assert.deepEqual(names('Customer note: Mary Smith called about her card.'), ['Mary Smith']);
    assert.deepEqual(names('Adesola Okonkwo, NIN 12345678901'), ['Adesola Okonkwo']);
  });

  it('keeps middle initials and drops titles', () => {
    assert.deepEqual(names('Adesola E. Okonkwo, NIN 12345678901'), ['Adesola E. Okonkwo']);
    assert.deepEqual(names('KYC update for Mrs Mary Smith (NIN: 1).'), ['Mary Smith']);
  });

  it('accepts one lexicon name right after a title', () => {
    assert.deepEqual(names('Please call Mrs Okafor tomorrow.'), ['Okafor']);
    assert.deepEqual(names('Please call Okafor tomorrow.'), []);
  });

  it('reports UTF-16 offsets that slice the name, after an emoji', () => {
    const text = '😀🎉 note: Chukwuemeka Okafor paid.';
    const [m] = findPersonNames(text);
    assert.ok(m);
    assert.equal(text.slice(m.start, m.end), 'Chukwuemeka Okafor');
    assert.equal(m.start, 11);
  });

  it('does not read acronyms, address words or organisation words as names', () => {
    assert.deepEqual(names('NIN 12345678901, 12 Awolowo Road Ikoyi'), []);
    assert.deepEqual(names('Kijani Tea Exporters Ltd, Nairobi'), []);
    assert.deepEqual(names('NIN BVN TIN'), []);
  });

  it('skips words inside spans other detectors claimed', () => {
    const text = 'Lives at Adesola Okonkwo Street';
    assert.deepEqual(names(text, [[9, text.length]]), []);
  });

  it('ends a name at a line break or a sentence end, and never joins across them', () => {
    assert.deepEqual(names('Name: Mary\nSmith'), []);
    assert.deepEqual(names('Seen by Mary Smith. John Okafor agreed.'), ['Mary Smith', 'John Okafor']);
  });

  it('finds nothing in lower case or empty text', () => {
    assert.deepEqual(names('mary smith'), []);
    assert.deepEqual(names(''), []);
  });
});
