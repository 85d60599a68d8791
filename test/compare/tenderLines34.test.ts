// Tender and bill-of-quantities lines (comparators/productData.ts withoutOrderQuantity, product-units.json
// specification_cues): a buyer's line names a brand as its standard (Brand or equivalent) and closes with the
// quantity ordered; read without the cue and the order, it meets the maker's and the supplier's listings of one
// item, while another size or colour of the item still parts. Records written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withoutOrderQuantity } from '../../src/compare/comparators/productData.js';
import { compare } from '../../src/compare/index.js';

const home = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_home_goods' }).identity;
const LINE = 'Filing cabinet, steel, 4 drawer, grey — Tiger or equivalent, 6 No.';

describe('tender lines: the brand as a standard and the order quantity', () => {
  it('reads a line without its cue and its closing order count', () => {
    assert.equal(withoutOrderQuantity(LINE), 'Filing cabinet, steel, 4 drawer, grey — Tiger');
    assert.equal(withoutOrderQuantity('Claw hammer, 450 g, fibreglass handle (Stanley or approved equivalent) — 10 sets'), 'Claw hammer, 450 g, fibreglass handle (Stanley)');
    assert.equal(withoutOrderQuantity('Rice, parboiled, 5 kg bags — Mama Gold or equivalent, 200 bags'), 'Rice, parboiled, 5 kg bags — Mama Gold');
  });
  it('adversarial: a count that states a size stays; a title with no cue is as given', () => {
    assert.equal(withoutOrderQuantity('Cable, twin and earth 2.5 mm² — Prysmian or equivalent, 6 drums of 50 m'), 'Cable, twin and earth 2.5 mm² — Prysmian, 6 drums of 50 m');
    assert.equal(withoutOrderQuantity('Tiger Steel Filing Cabinet, 4 Drawer, Grey, 6 No.'), 'Tiger Steel Filing Cabinet, 4 Drawer, Grey, 6 No.');
  });
  it("positive: the line against a supplier's till line of the item", () => {
    assert.equal(home(LINE, 'CABINET FILING STEEL 4DRW GREY TIGER'), 'same_entity');
  });
  it('negative: another drawer count or colour of the item is not merged', () => {
    assert.notEqual(home('Filing cabinet, steel, 3 drawer, grey — Tiger or equivalent, 6 No.', 'Tiger Steel Filing Cabinet, 4 Drawer, Grey'), 'same_entity');
    assert.notEqual(home(LINE, 'Filing cabinet, steel, 4 drawer, black — Tiger or equivalent, 6 No.'), 'same_entity');
  });
});
