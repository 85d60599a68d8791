// A home good's grade (small, medium, large; a chair's mid back is its medium back): a maker sells one line in
// grades, so two titles naming two grades are two products, and mid or med is medium. The word medium is a
// food's shade too (a medium roast): a title is read in its own category's dimensions (session 32, pset12r).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareSpecs } from '../../../src/compare/comparators/product.js';

const homeGoods = { kind: 'spec' as const, weight: 0, category: 'home_goods' };
const food = { kind: 'spec' as const, weight: 0, category: 'food' };

describe('grades of a home good', () => {
  it('negative: two grades are two products', () => {
    assert.equal(compareSpecs('Acme clay cookstove, medium size', 'Acme clay cookstove, large size', homeGoods)!.sim, 0);
    assert.equal(compareSpecs('Acme storage box small', 'Acme storage box large', homeGoods)!.sim, 0);
    assert.equal(compareSpecs('ACME CHAIR MESH MID BACK', 'Acme mesh chair, large', homeGoods)!.sim, 0);
  });
  it('positive: mid and med are medium; a grade one title leaves out is no disagreement', () => {
    assert.equal(compareSpecs('Acme Mid-Back Task Chair', 'ACME TASK CHAIR MEDIUM BACK', homeGoods)!.sim, 1);
    assert.equal(compareSpecs('ACME COOKSTOVE MED', 'Acme cookstove medium', homeGoods)!.sim, 1);
    assert.equal(compareSpecs('Acme storage box', 'Acme storage box large', homeGoods), null);
  });
  it('adversarial: medium is still a food shade, not a grade; food reads no grade; high is no grade', () => {
    assert.equal(compareSpecs('Acme booster seat high back', 'Acme booster seat low back', homeGoods), null);
    assert.equal(compareSpecs('acme medium roast coffee 250g', 'acme dark roast coffee 250g', food)!.sim, 0);
    assert.equal(compareSpecs('acme large eggs', 'acme small eggs', food), null);
  });
});
