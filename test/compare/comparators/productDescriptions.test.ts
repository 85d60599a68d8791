// A listing's short product name against a record whose name carries the maker's long description
// (issue 11): the description's extra words are no evidence of another product, its model numbers and
// sizes still are. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparePlaceNames, wordSetSimilarity } from '../../../src/compare/comparators/placeName.js';
import { oneIsDescription } from '../../../src/compare/comparators/productData.js';
import { compare } from '../../../src/compare/index.js';

const DESCRIPTION =
  'Full HD 1080p resolution, 120Hz motion technology for smooth action, a fully digital video processor, three HDMI inputs, PC input, piano black finish, energy saving switch and a sleek contemporary design for any living room';
const name = { kind: 'placename' as const, weight: 1, category: 'electronics' };
const words = (s: string) => s.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
const electronics = (a: string, b: string) => compare({ a: { name: a }, b: { name: b, brand: 'Acme' }, entity: 'product_electronics' }).identity;

describe('a name beside a long description', () => {
  it('positive: a description that names every number of the short name covers it', () => {
    assert.equal(oneIsDescription(words('Acme 46" LCD HDTV KX-46V510'), words(`Acme Vista Series KX46V510 46" LCD HDTV - ${DESCRIPTION}`)), true, 'a code run together');
    assert.ok(comparePlaceNames('Acme 46" LCD HDTV KX46V510', `Acme Vista Series KX46V510 46" LCD HDTV - ${DESCRIPTION}`, name)!.sim > 0.9);
    assert.equal(electronics('Acme 46" LCD HDTV - KX-46V510', `Acme Vista Series KX46V510 46" LCD HDTV - ${DESCRIPTION}`), 'same_entity');
  });
  it('negative: a description of a sibling model, or a name of comparable length, is read as before', () => {
    assert.equal(oneIsDescription(words('Acme 46" LCD HDTV KX-46V510'), words(`Acme Vista Series KX52V510 52" LCD HDTV - ${DESCRIPTION}`)), false);
    assert.notEqual(electronics('Acme 46" LCD HDTV - KX-46V510', `Acme Vista Series KX52V510 52" LCD HDTV - ${DESCRIPTION}`), 'same_entity');
    assert.equal(oneIsDescription(words('sabrent 32 usb 2.0 active extension cable'), words('sabrent usb-exc2 usb 2.0 hi-speed 16-foot active extension cable type a male to type a female')), false, 'under the word count');
    assert.equal(wordSetSimilarity(['a', 'b'], ['a', 'c', 'd', 'e']), (1 / 2 + 1 / 4) / 2, 'the symmetric reading stays the default');
  });
  it('adversarial: a short name whose model number the description lacks is not covered; other packs never cover', () => {
    assert.equal(oneIsDescription(words('Acme GPS Navigator 260W'), words(`Acme nuvi 760 GPS Navigator - ${DESCRIPTION}`)), false);
    const place = comparePlaceNames('Acme Diner', `Acme Diner and Grill ${DESCRIPTION}`, { kind: 'placename', weight: 1 })!.sim;
    assert.ok(place < 0.6, `no category: ${place} (covering would read 1)`);
  });
});
