// A person and the business that carries their name (data/name-business-words.json read by
// comparators/nameHonours.ts): a name with a business word against a name without one is a flagged
// name conflict, so the pair goes to review however much else they share.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namesBusiness } from '../../src/compare/comparators/nameHonours.js';
import { compareNames } from '../../src/compare/comparators/personName.js';
import { compare } from '../../src/compare/index.js';
import { readFileSync } from 'node:fs';

const trader = { name: 'Chinonso Eze', dob: '1983-02-14', phone: '+234 803 771 2045', address: '8 Zik Avenue, Uwani, Enugu' };

describe('a person against the trading name of their business', () => {
  it('a phrase holds no word that is a business word alone (it would be a second entry for it)', () => {
    const file = JSON.parse(readFileSync(new URL('../../src/compare/data/name-business-words.json', import.meta.url), 'utf8')) as { phrases: string[] };
    assert.deepEqual(file.phrases.filter((p) => p.split(' ').some((w) => namesBusiness([w]))), []);
    assert.equal(namesBusiness(['chidi', 'okafor', 'nig', 'ltd']), true, 'Nig. Ltd is read by Ltd');
    assert.equal(namesBusiness(['kwasi', 'global', 'resources']), true, 'Global Resources is read by Resources');
  });

  it('business words and phrases are read; a listed word that is also a surname is not', () => {
    assert.equal(namesBusiness(['chinonso', 'eze', 'ventures']), true);
    assert.equal(namesBusiness(['eze', 'and', 'sons']), true);
    assert.equal(namesBusiness(['chinonso', 'eze']), false);
    // 'and' alone, or 'sons' alone, is no phrase.
    assert.equal(namesBusiness(['chinonso', 'and', 'eze']), false);
  });

  it('a name with a business word against a plain name is a flagged conflict (positive)', () => {
    const r = compareNames('Chinonso Eze Enterprises', 'Chinonso Eze');
    assert.equal(r?.conflict, true);
    const pair = compare({ a: trader, b: { name: 'Chinonso Eze Enterprises', phone: '08037712045', address: '8 Zik Ave, Uwani, Enugu', tax_id: '22184409-0001' } });
    assert.equal(pair.identity, 'review');
  });

  it('two business names, or two person names, compare as before (negative)', () => {
    assert.equal(compareNames('Chinonso Eze Enterprises', 'Chinonso Eze Enterprise Ltd')?.conflict, undefined);
    assert.equal(compare({ a: trader, b: { name: 'Chinonso Eze', dob: '14/02/1983', phone: '08037712045' } }).identity, 'same_entity');
  });

  it('a business word inside another word is no business word (adversarial)', () => {
    // 'Limitedova' or 'Corpus' hold 'limited' and 'corp' only as letters: whole words are read.
    assert.equal(compareNames('Anna Corpus', 'Anna Corpus')?.conflict, undefined);
    assert.equal(compare({ a: { ...trader, name: 'Mirela Corpus' }, b: { name: 'Mirela Corpus', dob: '1983-02-14', phone: '08037712045' } }).identity, 'same_entity');
  });
});
