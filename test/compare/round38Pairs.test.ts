// Session 38, round pairs38 (issue 11): a compass word closing a street's name in a place's name (Birch Road East
// against Birch Road: type-vocabulary.json place_compass_words, placeName.ts compassPartsDiffer, read with
// numbered_parts) and a registry office's code printed around a trade-register number (OHADA RCCM:
// 'CD/KZI/RCCM/15-B-00391', 'RCCM 15-B-00391 KZI', '15-B-00391'; identifier.ts BODY_CODE and sameOffice), and
// Mozambique's NUIT and NUEL labels (identifier-forms.json labels).
// Records written for this test, none copied from a held-out set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { compareIdentifiers } from '../../src/compare/comparators/identifier.js';
import { compassPartsDiffer } from '../../src/compare/comparators/placeName.js';

const place = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'place' }).identity;
const organisation = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'organisation' }).identity;

describe('a compass word closing a street name', () => {
  it('reads a way named with and without its compass word, or with two, as two ways', () => {
    assert.equal(compassPartsDiffer('Oxford Road East Surgery', 'Oxford Rd Surgery'), true);
    assert.equal(compassPartsDiffer('Kerkstraat Oost Speeltuin', 'Kerkstraat Speeltuin'), true, 'a Dutch way joined to its name is read as its two words');
    assert.equal(compassPartsDiffer('Harbour Street North Car Park', 'Harbour Street South Car Park'), true);
    assert.equal(compassPartsDiffer('Ngong Road West Depot', 'Ngong Barabara Magharibi Depot'), false, 'Swahili way and compass words are read in English');
  });

  it('adversarial: a compass word naming an area or a branch, not closing a way, is not read', () => {
    assert.equal(compassPartsDiffer('Hillside Clinic, Nairobi West', 'Hillside Clinic'), false);
    assert.equal(compassPartsDiffer('East Gate Road Market', 'Gate Road Market'), false);
    assert.equal(compassPartsDiffer('Mill Lane East Allotments', 'Mill Lane East Allotment Site'), false);
    assert.equal(compassPartsDiffer('Mill Ln East Allotments', 'Mill Lane East Allotments'), false);
  });

  it('negative: two sites of one council on a way and on its compass part stay two places', () => {
    const east = { name: 'Mill Lane East Allotments, Hove', admin_path: 'United Kingdom / England / Brighton and Hove', phone: '01273 290000', lat: 50.8362, lon: -0.1791 };
    assert.notEqual(place(east, { name: 'Mill Lane Allotments, Hove', admin_path: 'United Kingdom / England / Brighton and Hove', phone: '01273 290000', lat: 50.836, lon: -0.181 }), 'same_entity');
    assert.notEqual(place(east, { site_name: 'MILL LN ALLOTMENT SITE', phone: '+44 1273 290000', address: 'MILL LN, HOVE BN3 7GZ' }), 'same_entity');
    assert.notEqual(place({ name: 'Station Road North Car Park', city: 'Leigh' }, { name: 'Station Road South Car Park', city: 'Leigh' }), 'same_entity');
  });

  it('positive: one site with its compass word written the same way, or short, is still one place', () => {
    const east = { name: 'Mill Lane East Allotments, Hove', admin_path: 'United Kingdom / England / Brighton and Hove', phone: '01273 290000', lat: 50.8362, lon: -0.1791 };
    assert.equal(place(east, { place_name: 'Mill Ln East Allotments', city: 'Hove', lat: 50.83625, lon: -0.17905 }), 'same_entity');
  });
});

describe('a registry office code printed around a trade-register number', () => {
  const body = { name: 'Lualaba Transport et Logistique SARL', registration_country: 'CD' };
  const with_ = (registration_id: string): FieldMap => ({ ...body, registration_id });

  it('positive: the office before the number, after it or left off is one number', () => {
    assert.equal(organisation(with_('CD/LSH/RCCM/19-B-02214'), with_('RCCM 19-B-02214 LSH')), 'same_entity');
    assert.equal(organisation(with_('CD/LSH/RCCM/19-B-02214'), with_('19-B-02214')), 'same_entity');
    assert.equal(organisation(with_('SN-DKR-2018-B-11873'), with_('2018 B 11873')), 'same_entity');
  });

  it('negative: two offices numbering one serial are two registrations', () => {
    assert.notEqual(organisation(with_('CD/LSH/RCCM/19-B-02214'), with_('CD/KIN/RCCM/19-B-02214')), 'same_entity');
    assert.notEqual(organisation(with_('RCCM 19-B-02214 LSH'), with_('CD/KIN/RCCM/19-B-02214')), 'same_entity');
  });

  it('adversarial: another serial, or another year, under one office stays another number', () => {
    assert.notEqual(organisation(with_('CD/LSH/RCCM/19-B-02214'), with_('RCCM 19-B-02241 LSH')), 'same_entity');
    assert.notEqual(organisation(with_('CD/LSH/RCCM/19-B-02214'), with_('RCCM 18-B-02214 LSH')), 'same_entity');
  });
});

describe("Mozambique's NUIT and NUEL labels", () => {
  const body = { name: 'Beira Frio e Refrigeração, Lda' };

  it('positive: a tax or register number written with and without its label is one number', () => {
    assert.equal(organisation({ ...body, tax_id: 'NUIT 401 882 617' }, { ...body, tax_id: '401882617', address: 'Rua Correia de Brito 310, Beira' }), 'same_entity');
    assert.equal(compareIdentifiers('NUEL 100655213', '100655213')?.sim, 1);
  });

  it('negative and adversarial: another number behind the label stays another number', () => {
    assert.notEqual(compareIdentifiers('NUIT 401 882 617', '401882671')?.sim, 1);
    assert.notEqual(organisation({ ...body, tax_id: 'NUIT 401 882 617' }, { ...body, tax_id: 'NUIT 402 118 930' }), 'same_entity');
  });
});

describe("a cooperative's legal form in the users' languages", () => {
  it('positive: the form written in full and short is set aside from the name', () => {
    assert.equal(organisation({ name: 'Coöperatie Zeeuwse Fruittelers U.A.', registration_id: '22041187' }, { company_name: 'COOP ZEEUWSE FRUITTELERS UA', company_number: '22041187' }), 'same_entity');
    assert.equal(organisation({ name: 'Cooperativa Sociale La Quercia Servizi', tax_id: '02219870164' }, { company_name: 'LA QUERCIA SERVIZI SOC COOP SOCIALE', tax_id: 'IT02219870164' }), 'same_entity');
  });

  it('negative and adversarial: two cooperatives of one family name stay apart', () => {
    assert.notEqual(organisation({ name: 'Coöperatie Zeeuwse Fruittelers U.A.', registration_id: '22041187' }, { company_name: 'COOP ZEEUWSE AKKERBOUWERS UA', company_number: '22093310' }), 'same_entity');
    assert.notEqual(organisation({ name: 'Sociedad Cooperativa Agrícola Santa Ana' }, { name: 'Cooperativa Agrícola Santa Ana de Lorca, Coop. V.' }), 'same_entity');
  });
});
