// Session 37, round pairs37 (issue 11): a place's short word glued to or written before its number (J11, Jct 11,
// Ph2 = Junction 11, Phase 2; type-vocabulary.json place_number_abbreviations), a Nigerian local government's
// initials (LGA, LG, LCDA; place_abbreviations), an Italian firm's F.lli (Fratelli; organisation_abbreviations,
// a contraction written with a stop inside), the common words of financial bodies' names counted by the
// organisation table (scripts/build-tf-tables.curated.json, band 0.0004: Pensions, Assurance, Securities), and a
// till's count glued to its s or unit (30S, 24S, X24; productData.ts tillCountIn) found as the bare number a
// shop's title writes beside what it counts. Records written for this test, none copied from a held-out set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { innerUnseenWordApart } from '../../src/compare/comparators/placeName.js';
import { oneIsTillLine } from '../../src/compare/comparators/productData.js';
import { organisationWrittenForms, placeWrittenForms } from '../../src/compare/comparators/typeVocabulary.js';
import { loadTfTable } from '../../src/compare/tfTable.js';

const place = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'place' }).identity;
const organisation = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'organisation' }).identity;

describe('a place short word glued to or before its number', () => {
  it('reads J, Jct, Jn before a number and a short word glued to its number written out', () => {
    assert.equal(placeWrittenForms('M6 J16'), 'm6 junction 16');
    assert.equal(placeWrittenForms('M25 Jct 10 (Wisley)'), 'm25 junction 10 wisley');
    assert.equal(placeWrittenForms('Jn 4'), 'junction 4');
    assert.equal(placeWrittenForms('Kilimani Estate Ph2'), 'kilimani estate phase 2');
    assert.equal(placeWrittenForms('Soshanguve Ext05'), 'soshanguve extension 5');
  });

  it('adversarial: a bare J (an initial) and a road number stay as written', () => {
    assert.equal(placeWrittenForms('J Smith Park'), 'j smith park');
    assert.equal(placeWrittenForms('A505 Dunstable Rd'), 'a505 dunstable road');
    assert.equal(placeWrittenForms('Jct Mall'), 'jct mall');
  });

  it('positive: one junction or phase written short and in full', () => {
    assert.equal(place({ place_name: 'J16', city: 'Stoke-on-Trent', lat: 53.0531, lon: -2.2866 }, { name: 'M6 Junction 16 (Barthomley / A500)', admin_path: 'England / Cheshire East', lat: 53.0532, lon: -2.2867 }), 'same_entity');
    assert.equal(place({ name: 'M25 Junction 10 (Wisley Interchange)', admin_path: 'England / Surrey', lat: 51.3183, lon: -0.4466 }, { site_name: 'M25 JCT 10 WISLEY INTERCHANGE', site_code: 'NH-M25-10', address: 'A3 PORTSMOUTH RD, WISLEY GU23' }), 'same_entity');
  });

  it('negative: two junctions or two phases of one road or estate stay two places', () => {
    assert.notEqual(place({ place_name: 'J15', city: 'Stoke-on-Trent', lat: 52.9711, lon: -2.2231 }, { name: 'M6 Junction 16 (Barthomley / A500)', admin_path: 'England / Cheshire East', lat: 53.0532, lon: -2.2867 }), 'same_entity');
    assert.notEqual(place({ name: 'Kilimani Estate Ph2', address: 'Argwings Kodhek Rd, Nairobi' }, { name: 'Kilimani Estate Phase 3', address: 'Argwings Kodhek Road, Nairobi' }), 'same_entity');
  });
});

describe("a Nigerian local government's initials", () => {
  it('reads LGA, LG and LCDA written out', () => {
    assert.equal(placeWrittenForms('Surulere LGA Secretariat'), 'surulere local government secretariat');
    assert.equal(placeWrittenForms('Surulere LG Secretariat'), 'surulere local government secretariat');
    assert.equal(placeWrittenForms('Itire-Ikate LCDA'), 'itire ikate local council development area');
  });

  it('positive: one secretariat written with the initials and in full', () => {
    assert.equal(place({ name: 'Surulere Local Government Secretariat', address: '1 Akerele Extension Rd, Surulere, Lagos', lat: 6.5003, lon: 3.3541 }, { place_name: 'SURULERE LGA SECRETARIAT', city: 'Surulere', lat: 6.5004, lon: 3.3542 }), 'same_entity');
    assert.equal(place({ place_name: 'Itire-Ikate LCDA Secretariat', city: 'Surulere' }, { name: 'Itire-Ikate Local Council Development Area Secretariat', address: 'Itire Road, Surulere, Lagos' }), 'same_entity');
  });

  it("negative: two councils' secretariats stay two places", () => {
    assert.notEqual(place({ place_name: 'Surulere LG Secretariat', city: 'Surulere' }, { name: 'Mushin Local Government Secretariat', address: 'Ladipo Street, Mushin, Lagos' }), 'same_entity');
  });
});

describe("an Italian firm's F.lli (Fratelli)", () => {
  it('reads the contraction written with a stop inside as the word', () => {
    assert.equal(organisationWrittenForms('F.lli Bianchi S.n.c.'), 'fratelli bianchi s n c');
    assert.equal(organisationWrittenForms('CANTINA F.LLI ROSSI SRL'), 'cantina fratelli rossi srl');
  });

  it('adversarial: an initial before a surname stays an initial', () => {
    assert.equal(organisationWrittenForms('F. Lombardi & Figli'), 'f lombardi and figli');
  });

  it('positive: one firm written with F.lli and with Fratelli', () => {
    assert.equal(organisation({ company_name: 'CANTINA F.LLI ROSSI SRL', address: 'Via Roma 14, Montalcino' }, { name: 'Cantina Fratelli Rossi S.r.l.', address: 'Via Roma 14, 53024 Montalcino (SI)' }), 'same_entity');
  });

  it("negative: two families' firms stay two", () => {
    assert.notEqual(organisation({ company_name: 'CANTINA F.LLI ROSSI SRL', address: 'Via Roma 14, Montalcino' }, { name: 'Cantina Fratelli Russo S.r.l.', address: 'Via Siena 3, 53024 Montalcino (SI)' }), 'same_entity');
  });
});

describe("the common words of financial bodies' names are counted words", () => {
  const tf = loadTfTable('organisation');

  it('the organisation table counts them, singular and plural', () => {
    for (const w of ['pension', 'pensions', 'retirement', 'provident', 'assurance', 'securities', 'asset', 'funds']) assert.equal(tf.seen(w), true, w);
  });

  it('a list that drops such a word inside the name does not set the names apart', () => {
    assert.equal(innerUnseenWordApart('KESTREL PENSIONS RSA FUND 3', 'Kestrel RSA Fund III', tf), false);
    assert.equal(innerUnseenWordApart('Mvule Assurance Life Company', 'Mvule Life Company Ltd', tf), false);
  });

  it('adversarial: a rare word inside the name still does', () => {
    assert.equal(innerUnseenWordApart('Kestrel Harrier RSA Fund 3', 'Kestrel RSA Fund 3', tf), true);
  });

  it('positive: one fund written with and without Pensions is one fund', () => {
    assert.equal(organisation({ company_name: 'KESTREL PENSIONS RSA FUND 3', tin: '250177430001' }, { name: 'Kestrel RSA Fund III', tax_id: '25017743-0001', registration_country: 'NG' }), 'same_entity');
  });

  it("negative: two funds of one administrator stay two", () => {
    assert.notEqual(organisation({ company_name: 'KESTREL PENSIONS RSA FUND 3', tin: '250177430001' }, { name: 'Kestrel RSA Fund II', tax_id: '25017711-0001', registration_country: 'NG' }), 'same_entity');
  });
});

describe("a till's count glued to its s or unit, beside a title that writes the number by what it counts", () => {
  it('the count is found as the bare number in the title', () => {
    assert.equal(oneIsTillLine(['panadol', 'extra', '500mg', '24s'], ['panadol', 'extra', 'tablets', '500mg', 'pack', 'of', '24', 'tablets'], 'food'), true);
    assert.equal(oneIsTillLine(['krest', 'bitter', 'lemon', '330ml', 'x24'], ['krest', 'bitter', 'lemon', 'soft', 'drink', 'tray', 'of', '24', 'cans', '330ml'], 'food'), true);
  });

  it('negative: another count, or a glued size that is no count, is not found', () => {
    assert.equal(oneIsTillLine(['panadol', 'extra', '500mg', '24s'], ['panadol', 'extra', 'tablets', '500mg', 'pack', 'of', '12', 'tablets'], 'food'), false);
    assert.equal(oneIsTillLine(['pembe', 'maize', 'flour', '2kg'], ['pembe', 'maize', 'flour', 'for', 'ugali', 'pack', 'of', '2', 'bags'], 'food'), false);
  });

  it("positive: a wholesaler's till line and a shop title of one tray are one product", () => {
    assert.equal(compare({ a: { title: 'STONEY GINGER BEER 350ML CAN 24S' }, b: { title: 'Stoney ginger beer tray (24 cans, 350ml), Kariakoo wholesale', brand: 'Stoney' }, entity: 'product_grocery' }).identity, 'same_entity');
  });

  it('adversarial: the same till line beside another count stays apart', () => {
    assert.notEqual(compare({ a: { title: 'STONEY GINGER BEER 350ML CAN 24S' }, b: { title: 'Stoney ginger beer tray (12 cans, 350ml), Kariakoo wholesale', brand: 'Stoney' }, entity: 'product_grocery' }).identity, 'same_entity');
  });
});
