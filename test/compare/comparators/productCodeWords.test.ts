// A model code written with separators in one title and run together in the other (KDL-40V5100 /
// kdl40v5100/b, TX-8255 / tx8255) is one word for the name comparators (productData.ts canonicalTitle).
// Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonicalTitle } from '../../../src/compare/comparators/productData.js';
import { compare } from '../../../src/compare/index.js';

const DESCRIPTION =
  'Full HD 1080p resolution, 120Hz MotionFlow technology for smooth action, BRAVIA Engine 2 fully digital video processor, three HDMI inputs, PC input, piano black finish, energy saving switch and a sleek contemporary design';

describe('codes run together in the other title', () => {
  it('positive: the pieces are joined where the other title writes them joined', () => {
    assert.equal(canonicalTitle('electronics', 'Sony LCD HDTV KDL-40V5100', 'sony kdl40v5100/b hdtv'), 'sony lcd hdtv kdl40v5100');
    assert.equal(canonicalTitle('electronics', 'Uniden TX-8255 phone', 'uniden tx8255 dect phone'), 'uniden tx8255 phone');
    const r = compare({ a: { name: 'Sony 40" LCD HDTV KDL-40V5100' }, b: { name: `Sony BRAVIA V Series KDL40V5100/B 40" LCD HDTV - ${DESCRIPTION}` }, entity: 'product_electronics' });
    assert.equal(r.factors['name'], 1, 'the description covers the whole short name');
  });
  it('negative: another code, or a code written alike, stays as written', () => {
    assert.equal(canonicalTitle('electronics', 'Sony LCD HDTV KDL-40V5100', 'sony kdl46v5100 hdtv'), 'sony lcd hdtv kdl-40v5100');
    assert.equal(canonicalTitle('electronics', 'netopia 3346n-ent router', 'netopia 3346n-ent modem'), 'netopia 3346n-ent router', 'written alike: the pieces already agree');
    const r = compare({ a: { name: 'Sony 40" LCD HDTV KDL-40V5100' }, b: { name: `Sony BRAVIA V Series KDL46V5100/B 46" LCD HDTV - ${DESCRIPTION}` }, entity: 'product_electronics' });
    assert.equal(r.identity, 'different');
  });
  it('adversarial: short pieces and numbers without letters or of few characters are left alone', () => {
    assert.equal(canonicalTitle('electronics', 'dect 6.0 phone', 'dect 60 phone'), 'dect 6.0 phone', 'a version number is no code of four characters');
    assert.equal(canonicalTitle('electronics', 'a-b switch', 'ab switch'), 'a-b switch', 'no digit, no code');
    assert.equal(canonicalTitle(undefined, 'KDL-40V5100', 'kdl40v5100'), 'KDL-40V5100', 'not a product title: as given');
  });
});
