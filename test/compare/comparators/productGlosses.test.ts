// A local name glossed in English in brackets (session 31, issue 11; productData.withoutGlossedWords): a shop or
// market title writes a food's name in a language the translation table does not read and then its English name
// in brackets; beside a title that writes the English name, the glossed words are left out, so the two name one
// product by one name. A bracket naming a variant the other title lacks glosses nothing. Titles written for these
// tests (the local words are made up, no language's).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withoutGlossedWords } from '../../../src/compare/comparators/productData.js';
import { compare, type FieldMap } from '../../../src/compare/index.js';

const grocery = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'product_grocery' }).identity;

describe('glosses: reading the title', () => {
  it('positive: the words before a bracket the other title writes are left out', () => {
    assert.equal(withoutGlossedWords('Zumbo tafa (smoked catfish) 200 g — Acme', 'Acme Smoked Catfish 200g'), '(smoked catfish) 200 g — Acme');
    assert.equal(withoutGlossedWords('Acme kirobo (cassava flakes), 1 kg', 'ACME CASSAVA FLAKES 1KG'), 'Acme (cassava flakes), 1 kg');
  });
  it('negative: a bracket that names what the other title lacks glosses nothing', () => {
    assert.equal(withoutGlossedWords('Acme layer starter (crumbs) 25 kg', 'Acme layer finisher (pellets) 25 kg'), 'Acme layer starter (crumbs) 25 kg');
  });
  it('adversarial: English words, numbers and words the other title writes are never left out', () => {
    assert.equal(withoutGlossedWords('Acme sardine tomato (sauce) 125 g', 'Acme sardine in sauce 125 g'), 'Acme sardine tomato (sauce) 125 g');
    assert.equal(withoutGlossedWords('Acme 500 (smoked catfish)', 'Acme smoked catfish'), 'Acme 500 (smoked catfish)');
    assert.equal(withoutGlossedWords('no bracket here', 'no bracket'), 'no bracket here');
  });
});

describe('glosses through the grocery pack', () => {
  it('a glossed local name and the English listing of one product merge; another product does not', () => {
    assert.equal(grocery({ title: 'Zumbo tafa (smoked catfish) 200 g — Acme', brand: 'Acme' }, { title: 'Acme Smoked Catfish 200g Pack', brand: 'Acme' }), 'same_entity');
    assert.notEqual(grocery({ title: 'Zumbo tafa (smoked catfish) 200 g — Acme', brand: 'Acme' }, { title: 'Acme Smoked Tilapia 200g Pack', brand: 'Acme' }), 'same_entity');
  });
});
