// Session 49, pset29r (issue 11, held-out pair set 29 as development data): a model field that writes a trade name
// with no code against one that writes a bare catalogue number, where the number's own title writes that name
// (modelCode.ts, the code-less side of namedAgainstNumber); a miller's trade word before the brand (Molino X / X:
// corporate_words) and a brand renamed for export beside the group that sells it (Chung Jung One / O'Food /
// Daesang: product-brands.json aliases and owners); a site register's short words for a place's kind and parts
// (GRD, MKT, RMS, LWR, UPR, SUSP: type-vocabulary.json place_abbreviations); foods by their names in the users'
// languages (product-translations.json). Every record and title here is
// written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brandSimilarity, compareBrands } from '../../src/compare/comparators/brand.js';
import { compareModelCodes } from '../../src/compare/comparators/modelCode.js';
import { titleInEnglish } from '../../src/compare/comparators/titleLanguage.js';
import { placeWrittenForms } from '../../src/compare/comparators/typeVocabulary.js';
import { compare } from '../../src/compare/index.js';
import { normaliseText } from '../../src/compare/normalise.js';

const MODEL = { field: 'model', kind: 'model', text_field: 'name', brand_field: 'brand', weight: 4 } as const;
const BRAND = { field: 'brand', kind: 'brand', text_field: 'name', weight: 0.5, brand_owners: true } as const;
const model = (a: Record<string, string>, b: Record<string, string>) => compareModelCodes(a, b, MODEL);
const brands = (a: Record<string, string>, b: Record<string, string>) => compareBrands(a, b, BRAND);
const english = (title: string) => titleInEnglish(normaliseText(title), '');

describe('a trade name with no code against a bare catalogue number', () => {
  it('is no disagreement where the number\'s own title writes the name whole', () => {
    // The named record's title writes a size code (420lm) the number is not: before, that counted against the number.
    assert.equal(model({ model: 'LUMORA', name: 'Brightpeak Lumora head lamp 420lm red, barely used', brand: 'brightpeak' }, { model: 'B2207QX05', name: 'Brightpeak Lumora Headlamp 420 Lumens, Red', brand: 'Brightpeak' }), null);
    assert.equal(model({ model: 'Trail Glow', name: 'Nordfjell Trail Glow 250lm lamp' }, { model: '77310', name: 'NORDFJELL TRAIL GLOW 250LM HEAD LAMP' }), null);
  });
  it('still disagrees where the number\'s title names the kind or the line alone', () => {
    // A hire list's line that writes no trade name leaves the number free to be any sibling of the line.
    assert.deepEqual(model({ model: 'LUMORA', name: 'Brightpeak Lumora head lamp 420lm red', brand: 'brightpeak' }, { model: 'B2207QX05', name: 'KIT STORE: HEAD LAMP BRIGHTPEAK 420LM', brand: 'Brightpeak' }), { sim: 0 });
    // A name the number's title writes only in part (Trail, not Trail Glow) is not the name written whole.
    assert.deepEqual(model({ model: 'Trail Glow', name: 'Nordfjell Trail Glow 250lm lamp' }, { model: '77310', name: 'NORDFJELL TRAIL 250LM HEAD LAMP' }), { sim: 0 });
  });
  it('leaves two codes and a code found in the other title as they were', () => {
    assert.deepEqual(model({ model: 'B2207QX05', name: 'Brightpeak Lumora head lamp 420lm' }, { model: 'B2207QX06', name: 'Brightpeak Lumora Headlamp 420 Lumens' }), { sim: 0, conflict: true });
    assert.deepEqual(model({ model: 'LUMORA', name: 'Brightpeak Lumora B2207QX05 head lamp' }, { model: 'B2207QX05', name: 'Brightpeak Lumora Headlamp' }), { sim: 1 });
  });
});

describe("a miller's trade word and a brand renamed for export", () => {
  it('reads a mill before the brand as the brand (Molino X / X)', () => {
    assert.ok(brandSimilarity('Molino Ferrandi', 'Ferrandi') > 0.9);
    assert.ok(brandSimilarity('Mulino Bardelli', 'BARDELLI') > 0.9);
    assert.ok(brandSimilarity('Sunveld Milling (Pty) Ltd', 'Sunveld') > 0.9);
  });
  it('keeps two mills apart', () => {
    assert.equal(brandSimilarity('Molino Ferrandi', 'Molino Bardelli'), 0);
    assert.equal(brandSimilarity('Sunveld Milling', 'Highveld Milling'), 0);
  });
  it("reads Chung Jung One and O'Food as one brand, and Daesang as the group selling it", () => {
    assert.equal(brandSimilarity('Chung Jung One', "O'Food"), 1);
    assert.equal(brandSimilarity('O-FOOD', 'Chung Jung One'), 1);
    assert.equal(brands({ brand: 'OFood' }, { brand: 'Daesang Corp' }), null);
  });
  it("keeps Daesang against another group's brand a disagreement", () => {
    assert.deepEqual(brands({ brand: 'Daesang' }, { brand: 'Nongshim' }), { sim: 0, nearMiss: true });
    assert.equal(brandSimilarity('Chung Jung One', 'Sempio'), 0);
  });
});

describe("a site register's short words for a place", () => {
  it('reads GRD, MKT, RMS, LWR, UPR and SUSP written out', () => {
    assert.equal(placeWrittenForms('DURBAR GRD ASANTEMANSO'), 'durbar ground asantemanso');
    assert.match(placeWrittenForms('FOUNTAIN MKT SQ (BY TEA RMS)'), /market square by tea rooms/);
    assert.match(placeWrittenForms('VIEWPOINT KESTREL PT LWR'), /lower$/);
    assert.match(placeWrittenForms('FOOTBRIDGE SUSP R ANNAN UPR'), /^footbridge suspension r annan upper$/);
  });
  it("joins a register's line to the map's name of one site", () => {
    const trough = compare({
      a: { site_name: 'HORSE TROUGH MKT SQ (BY TEA RMS)', site_code: 'ABC-HT-02', address: 'MARKET SQ, ABBOTSBRIDGE' },
      b: { name: 'Horse trough, Market Square, Abbotsbridge (by the Tea Rooms)', admin_path: 'England / Shropshire / Abbotsbridge' },
      entity: 'place',
    });
    assert.equal(trough.identity, 'same_entity');
    const r = compare({
      a: { site_name: 'DURBAR GRD ASANTEMANSO PALACE SIDE', site_code: 'TRA-DG-04', address: 'PALACE RD, ASANTEMANSO' },
      b: { name: 'Durbar Ground, Asantemanso (palace side)', admin_path: 'Ghana / Ashanti / Asantemanso', lat: 6.7011, lon: -1.6102 },
      entity: 'place',
    });
    assert.equal(r.identity, 'same_entity');
  });
  it('keeps two sites of one kind in one town apart', () => {
    const r = compare({
      a: { site_name: 'DURBAR GRD ASANTEMANSO PALACE SIDE', site_code: 'TRA-DG-04', address: 'PALACE RD, ASANTEMANSO' },
      b: { name: 'Durbar Ground, Kokofu (palace side)', admin_path: 'Ghana / Ashanti / Kokofu', lat: 6.4902, lon: -1.5611 },
      entity: 'place',
    });
    assert.notEqual(r.identity, 'same_entity');
    const trough = compare({
      a: { site_name: 'DRINKING FOUNTAIN MKT SQ LWR', site_code: 'ABC-DF-01', address: 'MARKET SQ, ABBOTSBRIDGE' },
      b: { name: 'Drinking fountain, Market Square (upper), Abbotsbridge', admin_path: 'England / Shropshire / Abbotsbridge' },
      entity: 'place',
    });
    // Lower against upper: before, LWR was no word the engine read, and the two fountains merged.
    assert.notEqual(trough.identity, 'same_entity');
  });
});

describe("foods by their names in the users' languages", () => {
  it('reads Irish, Italian, Welsh, Swahili, French, Afrikaans and isiZulu food words in English', () => {
    assert.match(english('Putóg dhubh Inishfree 250 g'), /black pudding/);
    assert.match(english('Putóg bhán Inishfree 250 g'), /white pudding/);
    assert.match(english('Polenta istantanea Valdora 500 g'), /polenta instant/);
    assert.match(english('Miso haidd organig Kinsei 300g'), /miso barley organic/);
    assert.match(english('Sosi ya samaki Tigerfin 700 ml'), /sauce\s+fish/);
    assert.equal(english('Stampmielies Goudveld 2kg'), english('Samp Goudveld 2kg'));
    assert.match(english('Isitambu Goudveld 2kg'), /samp/);
    assert.match(english('Umngqusho Goudveld 2kg'), /samp and beans/);
  });
  it('joins a shop title in one language to a shop title in English', () => {
    const pudding = compare({ a: { title: 'Putóg bhán Inishfree 250 g — siopa na sráide', brand: 'Inishfree' }, b: { title: 'Inishfree White Pudding 250g', brand: 'Inishfree' }, entity: 'product_grocery' });
    assert.equal(pudding.identity, 'same_entity');
  });
  it('keeps black and white pudding, and hot and mild, apart', () => {
    const pudding = compare({ a: { title: 'Putóg dhubh Inishfree 250 g', brand: 'Inishfree' }, b: { title: 'Inishfree White Pudding 250g', brand: 'Inishfree' }, entity: 'product_grocery' });
    assert.notEqual(pudding.identity, 'same_entity');
    const harissa = compare({ a: { title: 'Harissa piquante Atlasia 180 g', brand: 'Atlasia' }, b: { title: 'Atlasia Mild Harissa Paste 180g', brand: 'Atlasia' }, entity: 'product_grocery' });
    assert.notEqual(harissa.identity, 'same_entity');
  });
});
