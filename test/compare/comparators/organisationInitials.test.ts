// Organisation initials (session 22, issue 11; placeName.ts initialsRead, type-vocabulary.json
// initials_skip_words): initials skip the connecting words of a name (Central Bank of Nigeria is CBN,
// Banque de Commerce de Lome is BCL, never CBON), and a name that writes its own initials after it
// (Central Bank of Nigeria (CBN)) says the name once. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparePlaceNames } from '../../../src/compare/comparators/placeName.js';
import type { ComparatorSpec } from '../../../src/compare/comparators/types.js';

const spec: ComparatorSpec = { kind: 'placename', weight: 2, strip_type: 'organization', acronyms: true };
const sim = (a: string, b: string) => comparePlaceNames(a, b, spec)!.sim;

describe('organisation initials over connecting words', () => {
  it('positive: initials that skip of, the, de, ya read as the name', () => {
    assert.equal(sim('Reserve Bank of Acmeland', 'RBA'), 1);
    assert.equal(sim('Banque de Commerce de Lome', 'BCL'), 1);
    assert.equal(sim('Mamlaka ya Maji Acme', 'MMA'), 1);
    assert.equal(sim('Free Church of the Acme Hills', 'FCAH'), 1);
  });
  it('positive: a name with its own initials after it is the name', () => {
    assert.equal(sim('RESERVE BANK OF ACMELAND (RBA)', 'Reserve Bank of Acmeland'), 1);
    assert.equal(sim('Acme Relief Nigeria (ARN)', 'AcmeRelief Nigeria'), 1);
  });
  it('negative: initials of another name stay another name', () => {
    assert.ok(sim('Reserve Bank of Acmeland', 'RBZ') < 0.5);
    assert.ok(sim('Central Bank of Acmeland', 'RBA') < 0.5);
  });
  it('adversarial: a connecting word alone is no initial, and a word that spells no run of its own name stays', () => {
    assert.ok(sim('Bank of Acmeland', 'BOA') === 1, 'initials that keep the of still read');
    assert.ok(sim('Acme Trading Company (ZTX)', 'Acme Trading Company') < 1);
  });
});
