// Session 40, pairs40 (issue 11, pair sets 1–19 as development data): product titles in German read in English
// (product-translations.json `de`). Every record here is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

const grocery = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'product_grocery' });
const home = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_home_goods' });

describe('shop titles in German', () => {
  it('positive: a German shop title and the maker’s English title of one product are one', () => {
    const gum = grocery(
      { title: 'Stride Wintergreen zuckerfreier Kaugummi, Dose mit 60 Dragees', brand: 'Stride' },
      { title: 'Stride Wintergreen Sugar Free Chewing Gum, Tin of 60 Pieces', brand: 'Stride' },
    );
    assert.equal(gum.identity, 'same_entity');
    const soup = grocery(
      { title: 'Bonduelle Erbsen und Karotten tiefgekühlt, 750-g-Packung', brand: 'Bonduelle' },
      { title: 'Bonduelle Peas and Carrots Frozen 750g Pack', brand: 'Bonduelle' },
    );
    assert.equal(soup.identity, 'same_entity');
    const pads = home('Tektro E10.11 Scheibenbremsbeläge organisch, für Auriga Sättel', 'Tektro E10.11 Organic Disc Brake Pads for Auriga Calipers');
    assert.equal(pads.identity, 'same_entity');
  });

  it('negative: a German word that names another flavour still parts two products', () => {
    const r = grocery(
      { title: 'Stride Spearmint zuckerfreier Kaugummi, Dose mit 60 Dragees', brand: 'Stride' },
      { title: 'Stride Wintergreen Sugar Free Chewing Gum, Tin of 60 Pieces', brand: 'Stride' },
    );
    assert.notEqual(r.identity, 'same_entity');
    const j = grocery({ title: 'Zuegg Konfitüre Erdbeere 320 g Glas', brand: 'Zuegg' }, { title: 'Zuegg Apricot Jam 320g Jar', brand: 'Zuegg' });
    assert.notEqual(j.identity, 'same_entity');
  });
});

describe('lengths written as words (metre, meter, yards) and sizes in Spanish, Portuguese and Italian', () => {
  it('negative: two cable lengths written in words are two products', () => {
    assert.notEqual(home('Powerline 6 way extension lead, 3 metre cable, white', 'Powerline 6 way extension lead, 10 metre cable, white').identity, 'same_entity');
    assert.notEqual(home('Hosecraft reinforced garden hose, 25 meters, green', 'Hosecraft reinforced garden hose, 50 meters, green').identity, 'same_entity');
    assert.notEqual(home('Aquapura filtro de água cerâmico 8 litros, duas velas', 'Aquapura filtro de água cerâmico 16 litros, duas velas').identity, 'same_entity');
  });

  it('positive: one length written as a word and as a unit agrees', () => {
    assert.equal(home('Powerline 6 way extension lead, 3 metre cable, white', 'POWERLINE 6 WAY EXT LEAD 3M WHITE').identity, 'same_entity');
    assert.equal(home('Kitenge wax print fabric, Java design, 6 yards, indigo', 'KITENGE WAX JAVA IND 6YDS').identity, 'same_entity');
  });
});
