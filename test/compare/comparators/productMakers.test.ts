// A maker named in one title only (issue 11): when one record states no brand, the other title's maker
// words are no evidence about the product (a feed leaves the maker out); two stated brands that differ
// still conflict (electronics refutes). Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../../src/compare/index.js';

const electronics = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'product_electronics' });

describe('a maker named in one title only', () => {
  it('positive: a retailer title with its maker against a feed title without it, the feed stating no brand', () => {
    const pairs: [FieldMap, FieldMap][] = [
      [{ name: 'Adobe Photoshop CS2 Mac OS X', brand: 'Adobe' }, { name: 'photoshop cs2 macintosh software' }],
      [{ name: 'Adobe Photoshop CS3 Full Version for Windows', brand: 'Adobe' }, { name: 'photoshop cs3 win cd' }],
      [{ name: 'Microsoft Windows XP Home Edition Full Version (DVD)', brand: 'Microsoft' }, { name: 'windows xp home retail box' }],
    ];
    for (const [a, b] of pairs) {
      assert.equal(electronics(a, b).identity, 'same_entity', `${a.name} / ${b.name}`);
      assert.equal(electronics(b, a).identity, 'same_entity', `${b.name} / ${a.name} (either order)`);
    }
  });
  it('negative: the product still has to agree once the maker is set aside', () => {
    assert.notEqual(electronics({ name: 'Adobe Photoshop CS3 for Windows', brand: 'Adobe' }, { name: 'photoshop cs2 win' }).identity, 'same_entity');
    assert.notEqual(electronics({ name: 'Adobe Acrobat 8.0 Professional', brand: 'Adobe' }, { name: 'acrobat 8.0 standard' }).identity, 'same_entity');
    assert.notEqual(electronics({ name: 'Adobe Photoshop CS3', brand: 'Adobe' }, { name: 'Photoshop CS3', brand: 'Corel' }).identity, 'same_entity', 'two stated makers that differ conflict');
  });
  it('adversarial: beside two stated brands the title stays whole; a title of the maker only is not emptied', () => {
    const whole = electronics({ name: 'da-lite hinged screen joining clamp for fast fold screens', brand: 'da-lite' }, { name: 'hinged screen joining clamp for fast fold screens', brand: 'da-lite' });
    const feed = electronics({ name: 'da-lite hinged screen joining clamp for fast fold screens', brand: 'da-lite' }, { name: 'hinged screen joining clamp for fast fold screens' });
    assert.ok((feed.factors['name'] ?? 0) > (whole.factors['name'] ?? 0), 'the maker is set aside only when one record states no brand');
    assert.equal(feed.factors['name'], 1);
    const only = electronics({ name: 'Adobe', brand: 'Adobe' }, { name: 'photoshop' });
    assert.ok((only.factors['name'] ?? 1) < 0.5, 'a title that is its maker only stays whole');
  });
});
