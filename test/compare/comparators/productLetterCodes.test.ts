// A model code of letters only, its pieces joined by hyphens (modelCode.ts HYPHENATED_LETTERS): accessory
// makers join a series prefix to a product's letters (RT-KBHBIPAD, KP-MB, CRW-EXT). The model reader kept
// only codes with a digit, so such a code read as nothing: the same code on both listings did not agree,
// and two different codes did not conflict. Records written for these tests, in the styles of a
// marketplace listing and a computer-accessory dealer's feed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { modelCodes } from '../../../src/compare/comparators/modelCode.js';
import { compare, type FieldMap } from '../../../src/compare/index.js';

const electronics = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'product_electronics' });

describe('a model code of letters joined by hyphens', () => {
  it('positive: the same letter code on both listings, or written out in the other title, agrees', () => {
    assert.deepEqual(modelCodes('KP-MB'), ['kpmb']);
    const same = electronics({ name: 'Sonnet Carapace silicone keyboard cover', brand: 'Sonnet', model: 'KP-MB' }, { name: 'Carapace keyboard cover for MacBook', brand: 'Sonnet Technologies', model: 'kp-mb' });
    assert.equal(same.factors['model'], 1);
    const inTitle = electronics({ name: 'Sabrent USB 2.0 card reader', brand: 'Sabrent', model: 'CRW-EXT' }, { name: 'Sabrent CRW-EXT 6-in-1 USB 2.0 flash memory card reader', brand: 'Sabrent', model: '00842' });
    assert.equal(inTitle.factors['model'], 1);
  });
  it('negative: two different codes of one line conflict', () => {
    const r = electronics({ name: 'Green Onion Supply hybrid keyboard protector', brand: 'Green Onion Supply', model: 'RT-KBHB06' }, { name: 'Green Onion Supply hybrid keyboard protector for iPad keyboard dock', brand: 'Green Onion Supply', model: 'RT-KBHBIPAD' });
    assert.equal(r.factors['model'], 0);
    assert.notEqual(r.identity, 'same_entity');
  });
  it('adversarial: words in a model field are no code', () => {
    assert.deepEqual(modelCodes('easyshare camera'), []);
    assert.deepEqual(modelCodes('Wi-Fi'), [], 'a hyphenated word: a vowel in every piece');
    assert.deepEqual(modelCodes('all-in-one'), []);
    assert.deepEqual(modelCodes('black'), []);
  });
});
