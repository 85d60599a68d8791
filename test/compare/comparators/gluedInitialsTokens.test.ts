// The token reading of a person's name (tftoken), session 27: the given names' initials run together without dots
// (`OTIENO BW`, `Mrs TM Dlamini`, as check-off lists, policy schedules and bank statements print a holder) are set
// aside with the given names they spell, as `L. W.` already was. Before, the closed-up initials and the spelt-out
// names were unpaired words and the reading fell to about 0.25 although the person-name comparator agreed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withInitialsSetAside } from '../../../src/compare/comparators/tfToken.js';
import { compare } from '../../../src/compare/index.js';

const cmp = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'person' });

describe('closed-up initials set aside against the given names they spell', () => {
  it('two letters against two given names, initials after or before the surname', () => {
    assert.deepEqual(withInitialsSetAside(['ndungu', 'lw'], ['lucy', 'wairimu', 'ndungu']), [['ndungu'], ['ndungu']]);
    assert.deepEqual(withInitialsSetAside(['sukhdev', 'singh', 'johal'], ['ss', 'johal']), [['johal'], ['johal']]);
    assert.deepEqual(withInitialsSetAside(['pj', 'venter'], ['pieter', 'jacobus', 'venter']), [['venter'], ['venter']]);
  });

  it('a letter that opens no word of the other name keeps the word (it counts against)', () => {
    assert.deepEqual(withInitialsSetAside(['ndungu', 'lw'], ['lucy', 'ndungu']), [['ndungu', 'lw'], ['lucy', 'ndungu']]);
    assert.deepEqual(withInitialsSetAside(['jg', 'khan'], ['mary', 'khan']), [['jg', 'khan'], ['mary', 'khan']]);
  });

  it('the letters must spell the given names in the order written', () => {
    assert.deepEqual(withInitialsSetAside(['lw', 'ndungu'], ['wairimu', 'lucy', 'ndungu']), [['lw', 'ndungu'], ['wairimu', 'lucy', 'ndungu']]);
  });

  it('adversarial: a short word the name tables know is a name, not initials', () => {
    // Ada, Ben and Obi are names: not read as A. D. A. and so on, even where the letters open words.
    assert.deepEqual(withInitialsSetAside(['ada', 'okafor'], ['amaka', 'dora', 'adaeze', 'okafor']), [['ada', 'okafor'], ['amaka', 'dora', 'adaeze', 'okafor']]);
    // A word both names hold is a word, not initials.
    assert.deepEqual(withInitialsSetAside(['tk', 'mensah'], ['tk', 'mensah']), [['tk', 'mensah'], ['tk', 'mensah']]);
  });

  it('the pair reads as one person in both readings', () => {
    const r = cmp({ NAME: 'WAWERU JK', 'Works No': '4471' }, { 'Full Names': 'James Kamau Waweru', 'Works No': '4471' });
    assert.ok((r.factors.name_tftoken ?? 0) >= 0.99, JSON.stringify(r.factors));
    const other = cmp({ NAME: 'WAWERU JK', 'Works No': '4471' }, { 'Full Names': 'Peter Waweru', 'Works No': '4471' });
    assert.ok((other.factors.name_tftoken ?? 1) < 0.5, JSON.stringify(other.factors));
  });
});
