// Variant markers of a product title (treatment and edition words, vintages) and what they refute.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareMarkers, productMarkers } from '../../../src/compare/comparators/product.js';
import { compare } from '../../../src/compare/index.js';

const food = { kind: 'marker' as const, weight: 0, category: 'food' };
const electronics = { kind: 'marker' as const, weight: 0, category: 'electronics' };

describe('product variant markers', () => {
  it('positive: the same markers, or none, say nothing', () => {
    assert.equal(compareMarkers('Barrel Aged Panama Limited', 'Flossmoor Barrel-Aged Panama Limited Red Ale', food), null);
    assert.equal(compareMarkers('Sanibel Red Island Ale', 'Point Ybel Sanibel Red Island Ale', food), null);
    assert.equal(compareMarkers('Double Dragon Imperial Red Ale', 'Imperial Red Ale', food), null, 'imperial and double are one marker');
    assert.equal(compareMarkers('hp 58 photo cartridge', 'hp58 photo inkjet cartridge c6658an', electronics), null);
  });
  it('negative: a marker on one title only is another product of the line', () => {
    const lines: [string, string, typeof food][] = [
      ['Panama Limited Red Ale', 'Flossmoor Station Barrel Aged Panama Limited Red Ale', food],
      ['Cola 330ml', 'Diet Cola 330ml', food],
      ['Stout', 'Stout Nitro', food],
      ['hp 58 photo inkjet cartridge', 'performance plus remanufactured hp58 photo inkjet cartridge', electronics],
      ['brother tn360 toner', 'tn360 compatible toner cartridge', electronics],
    ];
    for (const [a, b, spec] of lines) assert.equal(compareMarkers(a, b, spec)?.sim, 0, `${a} / ${b}`);
  });
  it('negative: two vintages that differ', () => {
    assert.equal(compareMarkers('Bigfoot Barleywine 2014', 'Bigfoot 2015', food)!.sim, 0);
    assert.equal(compareMarkers('Bigfoot Barleywine 2014', 'Bigfoot 2014', food), null);
  });
  it('adversarial: fit words, a vintage on one side, a year followed by a unit, other categories', () => {
    assert.equal(compareMarkers('canon psc-4100 soft case compatible with sx-30', 'canon psc-4100 leather case', electronics), null);
    assert.equal(compareMarkers('Bigfoot Barleywine', 'Bigfoot Barleywine 2015', food), null, 'a listing may leave the vintage out');
    assert.equal(compareMarkers('Xbox Series X 1TB (backwards compatible)', 'Xbox Series X 1TB', electronics), null);
    assert.equal(compareMarkers('Backward compatible HDMI 2.1 cable 2m', 'HDMI 2.1 cable 2m', electronics), null);
    assert.equal(compareMarkers('hp 61 black ink compatible', 'hp 61 black ink cartridge', electronics)?.sim, 0, 'a compatible ink still refutes');
    assert.deepEqual([...productMarkers('juice 2000 ml', 'food')], [], '2000 ml is a volume, not a vintage');
    assert.deepEqual([...productMarkers('office 2010', 'electronics').keys()], ['y2010'], 'electronics reads release years (software versions, model years)');
    assert.equal(compareMarkers('Microsoft Office Home and Student 2007', 'office home and student 2010', electronics)?.sim, 0, 'two release years');
    assert.equal(compareMarkers('Microsoft Office 2007', 'office home and student', electronics), null, 'a listing may leave the year out');
    assert.deepEqual([...productMarkers('Diet Cola', 'home_goods')], [], 'no markers for the category');
  });
  it('adversarial: a marker word that is part of the product name on both titles says nothing', () => {
    assert.equal(compareMarkers('Double Dragon Ale', 'Phillips Double Dragon', food), null);
    assert.equal(compareMarkers('Light Roast Coffee 500g', 'Light Roast Coffee', food), null);
    assert.equal(compareMarkers('Lite Ice Lager', 'Light Ice Lager', food), null, 'lite and light are one marker');
    assert.equal(compareMarkers('Double Cream 300ml', 'double cream 300 ml', food), null);
    assert.equal(compareMarkers('Double Chocolate Cookies', 'Chocolate Cookies', food)?.sim, 0);
  });
  it('adversarial: a listing that leaves out the style a marker belongs to does not refute', () => {
    assert.equal(compareMarkers('Pliny the Elder Double IPA', 'Pliny the Elder', food), null);
    assert.equal(compareMarkers('Old Rasputin', 'Old Rasputin Russian Imperial Stout', food), null);
    assert.equal(compareMarkers('Yeti', 'Oak Aged Yeti Imperial Stout', food)?.sim, 0, 'oak aged qualifies Yeti itself');
    assert.equal(compareMarkers('Summer Lager', 'Summer Light Lager', food)?.sim, 0, 'both name the lager');
    assert.equal(compareMarkers('Bud', 'Bud Light', food)?.sim, 0, 'a marker at the end qualifies nothing else');
    const toner = 'tn360 compatible high yield black toner cartridge';
    assert.equal(compareMarkers('brother tn360 black toner cartridge', toner, electronics)?.sim, 0, 'electronic parts name no styles');
  });
  it('a pair the names otherwise match goes to review, not merged (product_grocery)', () => {
    const r = compare({
      a: { name: 'Panama Limited Red Ale', brand: 'Flossmoor Station Restaurant & Brewery' },
      b: { name: 'Flossmoor Station Barrel Aged Panama Limited Red Ale', brand: 'Flossmoor Station Restaurant & Brewery', abv: '6.50 %' },
      entity: 'product_grocery',
    });
    assert.notEqual(r.identity, 'same_entity');
    assert.equal(r.factors.name_marker, 0);
  });
});
