// A flavour a till or price list writes short (TOM = tomato, P/BUTTER = peanut butter, STRAWB = strawberry)
// is the flavour stated, not left out (issue 11): the marker comparator's "a flavour on one side only" reads
// the other title with its short forms written out, beside a pack size both titles state alike. Records
// invented for these tests (Tamu and Kivuli are made-up brands).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareMarkers } from '../../../src/compare/comparators/product.js';
import { compare } from '../../../src/compare/index.js';

const marker = { kind: 'marker' as const, weight: 0, category: 'food' };
const refutes = (a: string, b: string) => compareMarkers(a, b, marker)?.sim === 0;
const grocery = (a: string, b: string) =>
  compare({ a: { name: a, brand: a.split(' ')[0]! }, b: { title: b, brand: b.split(' ')[0]! }, entity: 'product_grocery' }).identity;

describe('a flavour written short on a till line', () => {
  it('positive: a cut or slash form of the flavour beside the same pack size states it', () => {
    assert.equal(refutes('TAMU TOM SAUCE 400G', 'Tamu Tomato Sauce 400g'), false);
    assert.equal(refutes('Tamu Tomato Sauce 400g', 'TAMU TOM SAUCE 400G'), false, 'either order');
    assert.equal(refutes('KIVULI P/BUTTER CRUNCHY 400G', 'Kivuli Crunchy Peanut Butter 400g'), false);
    assert.equal(refutes('TAMU STRAWB YOG 500ML', 'Tamu Strawberry Yoghurt 500ml'), false);
    assert.equal(grocery('KIVULI P/BUTTER CRUNCHY 400G', 'Kivuli Crunchy Peanut Butter 400g'), 'same_entity');
  });

  it('negative: a flavour the other title does not state, or another flavour, still refutes', () => {
    assert.equal(refutes('TAMU SAUCE 400G', 'Tamu Tomato Sauce 400g'), true, 'the line states no flavour');
    assert.notEqual(grocery('TAMU CHILLI SAUCE 400G', 'Tamu Tomato Sauce 400g'), 'same_entity', 'another flavour (the spec comparator reads two flavours)');
    assert.notEqual(grocery('TAMU SAUCE 400G', 'Tamu Tomato Sauce 400g'), 'same_entity');
  });

  it('adversarial: without a pack size both state alike the line is read as before', () => {
    assert.equal(refutes('TAMU TOM SAUCE', 'Tamu Tomato Sauce 400g'), true, 'no size on the line');
    assert.equal(refutes('TAMU TOM SAUCE 250G', 'Tamu Tomato Sauce 400g'), true, 'another size');
    assert.notEqual(grocery('TAMU TOM SAUCE 250G', 'Tamu Tomato Sauce 400g'), 'same_entity');
    assert.equal(refutes('TAMU TOM SAUCE 4OOG', 'Tamu Tomato Sauce 210g'), true, 'a size typed with letters is no size read');
  });
});
