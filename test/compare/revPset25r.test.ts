// Review of session 45's pset25r round: site-code series against one serial written with and without its
// padding; model fields holding a tier word alone, or words beside titles whose codes differ; a stir fry pan
// and a wok; a sardine canner's brand read as a Slovenian colour. Every record and title here is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareIdentifiers } from '../../src/compare/comparators/identifier.js';
import { compare } from '../../src/compare/index.js';

const SITE = { kind: 'id', weight: 3, same_form_conflicts: true } as const;
const electronics = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'product_electronics' });
const home = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_home_goods' });

describe('site codes of one series', () => {
  it('one serial with and without its leading zeros is no second site', () => {
    assert.notEqual(compareIdentifiers('KE-NBO-01', 'KE-NBO-1', SITE)?.conflict, true);
    assert.notEqual(compareIdentifiers('IE/OGB/11KV/F3/DT-014', 'IE/OGB/11KV/F3/DT-14', SITE)?.conflict, true);
    const r = compare({
      entity: 'place',
      a: { name: 'Nairobi CBD branch', site_code: 'KE-NBO-01', address: 'Kenyatta Avenue, Nairobi' },
      b: { name: 'Nairobi CBD Branch', site_code: 'KE-NBO-1', address: 'Kenyatta Ave, Nairobi' },
    });
    assert.equal(r.identity, 'same_entity');
  });
  it('two serials of one series still refute', () => {
    assert.equal(compareIdentifiers('PR-IE-0114', 'PR-IE-J031', SITE)?.conflict, true);
    assert.equal(compareIdentifiers('KE-NBO-01', 'KE-NBO-2', SITE)?.conflict, true);
  });
});

describe('model fields in words', () => {
  it('a tier word alone does not join two lines of one maker', () => {
    const pro = electronics(
      { title: 'Apple AirPods Pro with MagSafe charging case', brand: 'Apple', model: 'Pro' },
      { title: 'Apple iPad Pro 11-inch Wi-Fi 128GB', brand: 'Apple', model: 'Pro' },
    );
    assert.notEqual(pro.identity, 'same_entity');
    assert.equal(pro.factors.model, undefined);
    const mini = electronics(
      { title: 'Square Reader Mini contactless', brand: 'Square', model: 'Mini' },
      { title: 'Square Terminal Mini card machine', brand: 'Square', model: 'Mini' },
    );
    assert.notEqual(mini.identity, 'same_entity');
  });
  it('a tier word after one line word in both titles still agrees', () => {
    const r = electronics(
      { title: 'SumUp Air card reader, contactless', brand: 'SumUp', model: 'Air' },
      { title: 'SumUp Air Bluetooth reader', brand: 'SumUp', model: 'Air' },
    );
    assert.equal(r.factors.model, 1);
  });
  it('two titles with two codes stay two models whatever words the model fields share', () => {
    const r = electronics(
      { title: 'Kindle Paperwhite PQ94WIF 8GB', brand: 'Amazon', model: 'Paperwhite' },
      { title: 'Kindle Paperwhite DP75SDI 8GB', brand: 'Amazon', model: 'Paperwhite' },
    );
    assert.notEqual(r.identity, 'same_entity');
    assert.equal(r.factors.model, 0);
  });
});

describe('pan shapes', () => {
  it("a stir fry pan is the maker's wok", () => {
    assert.notEqual(home('Tefal Jamie Oliver Stir Fry Pan 28cm', 'Tefal Jamie Oliver Wok 28cm').identity, 'different');
  });
  it('a frying pan and a wok still part', () => {
    assert.notEqual(home('Tefal Jamie Oliver Frying Pan 28cm', 'Tefal Jamie Oliver Wok 28cm').identity, 'same_entity');
  });
});

describe('a brand that is a word of another language', () => {
  it("one canner's sardines are not another's", () => {
    const r = compare({ a: { title: 'Bela Sardines in Olive Oil 120g' }, b: { title: 'Nuri Sardines in Olive Oil 120g' }, entity: 'product_grocery' });
    assert.notEqual(r.identity, 'same_entity');
  });
});
