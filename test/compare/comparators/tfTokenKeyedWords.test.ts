// Session 43: the person pack's second reading of a name (tftoken: words weighed by rarity, every unpaired word
// counted against) pairs two words as the person-name comparator reads them (nameTokenScore), discounted as a
// typo: a surname keyed with a slip (`Crift` for Croft, `Lusj` for Lusk), a four-letter one (`Pile` for Pike) or a given
// name's short form (`Ted` / `Theodore`). Before, the reading paired only exact words, listed equivalents and
// Jaro-Winkler ≥ 0.9 on words of four letters or more, so those words were two unpaired rare words: the reading
// fell to about 0.3 while the name comparator read the names ≥ 0.94, and the mean fell under the threshold.
// Two real names (John / Joan, Mark / Mary) stay unpaired: the name comparator scores them 0.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareDetailed } from '../../../src/compare/index.js';

const read = (a: Record<string, string>, b: Record<string, string>) => compareDetailed({ a, b, entity: 'person' }).receipt;
const tf = (x: string, y: string) => read({ name: x }, { name: y }).factors['name_tftoken']!;

describe('the token reading pairs words the name comparator reads as one name', () => {
  it('a surname keyed with a neighbouring key', () => {
    assert.ok(tf('Nora Croft', 'Nora Crift') >= 0.85);
    assert.ok(tf('Bernard Lusk', 'Bernard Lusj') >= 0.85);
  });

  it('a four-letter surname keyed with a neighbouring key', () => {
    assert.ok(tf('Gwendolyn Pike', 'Gwendolyn Pile') >= 0.85);
  });

  it('a given name written as its short form', () => {
    assert.ok(tf('Theodore Ashcombe', 'Ted Ashcombe') >= 0.85);
  });

  it('never reads more than the name comparator: the pair is discounted as a typo', () => {
    const r = read({ name: 'Nora Croft' }, { name: 'Nora Crift' });
    assert.ok(r.factors['name_tftoken']! < r.factors['name']!);
  });

  it('adversarial: two real given names of one household stay unpaired', () => {
    assert.ok(tf('John Hatley', 'Joan Hatley') < 0.5);
    assert.ok(tf('Mark Hatley', 'Mary Hatley') < 0.5);
  });

  it('adversarial: two unrelated surnames are not paired', () => {
    assert.ok(tf('Nora Croft', 'Nora Pilling') < 0.5);
  });

  it('a keyed surname with the birth date and birth place agreeing and another postcode is one person', () => {
    const r = read(
      { name: 'Nora Croft', dob: '1931-04-12', address: 'BA11 2AB', birth_place: 'Frome' },
      { name: 'Nora Crift', dob: '1931-04-12', address: 'BS1 4DJ', birth_place: 'Frome' },
    );
    assert.equal(r.identity, 'same_entity');
    assert.ok(r.score >= 0.8);
  });
});
