// A book's ISBN-10 in one catalogue and its ISBN-13 in another (ISO 2108; product.ts productCodes, session 29).
// Titles and numbers invented here (check digits computed).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';
import { productCodes } from '../../src/compare/comparators/product.js';
import { isbn13Of } from '../../src/extract/shapes.js';

const home = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_home_goods' });

describe('an ISBN-10 and an ISBN-13 of one edition', () => {
  it('reads a valid ISBN-10 as its ISBN-13 (positive)', () => {
    assert.equal(isbn13Of('0306406152'), '9780306406157');
    assert.equal(isbn13Of('080442957X'), '9780804429573');
    assert.ok(productCodes('Field guide to sunbirds 0306406152').has('9780306406157'));
  });

  it('one edition under its two numbers is one article (positive)', () => {
    const r = home('Field Guide to the Sunbirds of East Africa, 2nd ed., paperback. ISBN 0306406152', 'FIELD GUIDE TO THE SUNBIRDS OF EAST AFRICA 2ND ED PB 978-0-306-40615-7');
    assert.equal(r.factors.name_code, 1);
    assert.equal(r.identity, 'same_entity');
  });

  it('two editions with two numbers stay two (negative)', () => {
    const r = home('Field Guide to the Sunbirds of East Africa, 2nd ed., paperback. ISBN 0306406152', 'Field Guide to the Sunbirds of East Africa, 3rd ed. ISBN 9780306406164');
    assert.equal(r.factors.name_code, 0);
    assert.notEqual(r.identity, 'same_entity');
  });

  it("a code scheme's label is no code: two books both labelled ISBN-10 or EAN-13 do not agree on it (adversarial, review)", () => {
    assert.ok(!productCodes('River Songs of the Tana, hardback. ISBN-10: 0306406152').has('isbn10'));
    assert.ok(!productCodes('Sunbird Atlas EAN-13: 9780306406157').has('ean13'));
    const r = home('River Songs of the Tana, hardback. ISBN-10: 0306406152', 'A Short History of Kumasi Markets. ISBN-10: 080442957X');
    assert.equal(r.factors.name_code, 0);
  });

  it('a ten-digit number whose check digit fails is no ISBN (adversarial)', () => {
    assert.equal(isbn13Of('0306406153'), null);
    assert.equal(isbn13Of('12345'), null);
    assert.ok(!productCodes('Cable reel 0306406153').has('9780306406157'));
  });
});
