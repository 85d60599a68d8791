// gate_min_words: a shared one-word person name (or one padded with titles and ordinals) does not clear
// the distinctive-signal gate by itself; two name words do, and a full date of birth beside the
// one-word name still clears it, as does a partly recorded name with both the full date of birth and
// the full address.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';
import { hasNameWords } from '../../src/compare/comparators/tfToken.js';

describe('person names and the distinctive-signal gate', () => {
  it('counts name words without titles, initials or ordinals', () => {
    assert.equal(hasNameWords('Tom', 2), false);
    assert.equal(hasNameWords('1st Bt.', 2), false);
    assert.equal(hasNameWords('Sir E. Anderson', 2), false);
    assert.equal(hasNameWords('Emlie Chudleigh', 2), true);
    assert.equal(hasNameWords('Mrs. Ngozi Okafor', 2), true);
  });

  it('a one-word name agreeing is gated; with a full date of birth it clears', () => {
    const lone = compare({ a: { name: 'Nessie' }, b: { name: 'Nessie' } });
    assert.equal(lone.identity, 'review');
    assert.match(lone.explanation, /distinctive-signal gate/);
    const dated = compare({ a: { name: 'Nessie', dob: '1860-04-02' }, b: { name: 'Nessie', dob: '1860-04-02' } });
    assert.equal(dated.identity, 'same_entity');
    const full = compare({ a: { name: 'Emlie Chudleigh' }, b: { name: 'Emlie Chudleigh' } });
    assert.equal(full.identity, 'same_entity');
  });
  it('a name recorded in part clears the gate with both the full date of birth and the full address', () => {
    const a = { name: 'John Erskine', dob: '1921-03-14', address: '14 Clifton Road, Bristol, BS13 0DA' };
    const both = compare({ a, b: { name: 'Erskine', dob: '1921-03-14', address: '14 Clifton Road, Bristol, BS13 0DA' } });
    assert.equal(both.identity, 'same_entity');
    assert.match(both.explanation, /dob\+name\+address/);
    const dateOnly = compare({ a, b: { name: 'Erskine', dob: '1921-03-14' } });
    assert.equal(dateOnly.identity, 'review', 'the date alone beside a partial name is not enough');
    const otherDoor = compare({ a, b: { name: 'Erskine', dob: '1921-03-14', address: '16 Clifton Road, Bristol, BS13 0DA' } });
    assert.notEqual(otherDoor.identity, 'same_entity', 'a near address is not the full address');
  });
});
