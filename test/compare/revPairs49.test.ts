// Review of pairs49 (session 49): inputs the sibling reading (product.ts plainDifference) read as one product of
// one brand and size where they name two siblings of a range. Each pair below was merged at e42f8712 with the size
// as the distinctive signal; invented brand, not taken from the pair sets.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

const grocery = (a: string, b: string, brandB: string | undefined = 'Kinara') =>
  compare({ a: { title: a, brand: 'Kinara' }, b: { title: b, ...(brandB === undefined ? {} : { brand: brandB }) }, entity: 'product_grocery' });
const sizeSignal = /name_spec as the distinctive signal/;
const apart = (a: string, b: string, brandB?: string | undefined) => {
  const r = grocery(a, b, brandB);
  assert.notEqual(r.identity, 'same_entity', `${a} / ${b}`);
  assert.doesNotMatch(r.explanation, sizeSignal);
};

describe('review of pairs49: a till line adding a word alone names a sibling the lists lack', () => {
  it('a flavour keyed as a word (RASP, STRAW) or a cut no table reads (BLKCRNT) against the plain listing', () => {
    apart('KINARA YOG RASP 125G', 'Kinara Yoghurt 125g Pot');
    apart('KINARA YOG BLKCRNT 125G', 'Kinara Yoghurt 125g Pot');
    apart('Kinara Yoghurt 125g Pot', 'KINARA YOG STRAW 125G X12', undefined);
    apart('KINARA PASTA GF 500G', 'Kinara Pasta 500g Pack');
  });
  it('positive kept: the till line whose words are all cuts of the other title’s', () => {
    assert.equal(grocery('Kinara Sardines in Vegetable Oil 125g Tin', 'KINARA SARDIN VEG OIL 125G').identity, 'same_entity');
  });
});

describe('review of pairs49: a percentage one title alone states is a grade of the range', () => {
  it('milk of a fat level written as a percentage, in German, against the plain listing', () => {
    apart('Kinara Milch 1,5% Fett 1L', 'KINARA MILK 1L');
    apart('Kinara H-Milch 3,5% 1L', 'Kinara Milk 1L Carton');
  });
});

describe('review of pairs49: a compound of a sibling word (German, Dutch) names that sibling', () => {
  it('gluten-free pasta written as one German word', () => {
    apart('Kinara Glutenfreie Nudeln 500g', 'Kinara Pasta 500g Pack');
  });
});

describe('review of pairs49 (the lead): an English flavour against a flavour written in another language', () => {
  it('two flavours of one brand and size, one written in English, the other in French, Spanish or German', () => {
    apart('Kinara Rhubarb Jam 340g Jar', 'Kinara Confiture de cassis 340 g');
    apart('Kinara Blackcurrant Cordial 1L', 'Kinara Sirop de framboise 1L');
    apart('Kinara Apricot Jam 340g', 'Kinara Mermelada de ciruela 340 g');
    apart('Kinara Peach Nectar 1L', 'Kinara Kirschnektar 1L');
  });
});
