// Session 33 (pairs33, issue 11): a register number printed beside an organisation's name, and two bodies of one
// group whose names are one another but for a word naming which body (organisation pack identifier_glosses,
// text_field, text_field_conflicts, group_siblings). Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { glossedRegistrationNumbers, withoutIdentifierGlosses } from '../../src/compare/comparators/identifier.js';
import { cardinalWord } from '../../src/compare/comparators/numberWords.js';
import { siblingWordApart } from '../../src/compare/comparators/placeName.js';
import { compare, type FieldMap } from '../../src/compare/index.js';

const org = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'organisation' });

describe('register numbers glossed in a name', () => {
  it('a bracket or a closing dash or comma part holding a register number is set aside; other brackets stay', () => {
    assert.equal(withoutIdentifierGlosses('Mbeya Timber Works Ltd (Reg. No. 204417)'), 'Mbeya Timber Works Ltd');
    assert.equal(withoutIdentifierGlosses('Kivu Solar Services Ltd — Company code / TIN 104 552 871'), 'Kivu Solar Services Ltd');
    assert.equal(withoutIdentifierGlosses('Hillside Hospice, Registered Charity 1098765'), 'Hillside Hospice');
    assert.equal(withoutIdentifierGlosses('Tern Bulk Carrier (No. 2) Ltd'), 'Tern Bulk Carrier (No. 2) Ltd');
    assert.equal(withoutIdentifierGlosses('Zenith Plastics (1998) Ltd'), 'Zenith Plastics (1998) Ltd');
    assert.equal(withoutIdentifierGlosses('Ojo Ventures (formerly Ojo Trading)'), 'Ojo Ventures (formerly Ojo Trading)');
    assert.equal(withoutIdentifierGlosses('(1234567)'), '(1234567)');
  });

  it('closing parts are peeled from the end while each holds a number, the first without one stopping the peel', () => {
    assert.equal(withoutIdentifierGlosses('Ama Foods Ltd, Accra, Reg. 12345678, TIN 55443322'), 'Ama Foods Ltd, Accra');
    assert.deepEqual(glossedRegistrationNumbers('Ama Foods Ltd, Accra, Reg. 12345678, TIN 55443322'), ['12345678']);
    // A long run of numbered clauses (a pasted ledger line) is peeled whole, every number read once, in order.
    const many = Array.from({ length: 400 }, (_, i) => `Reg. ${String(100000 + i)}`);
    assert.equal(withoutIdentifierGlosses(`Ama Foods Ltd, ${many.join(', ')}`), 'Ama Foods Ltd');
    assert.deepEqual(glossedRegistrationNumbers(`Ama Foods Ltd, ${many.join(', ')}`), many.map((m) => m.slice(5)).reverse());
  });

  it('the registration numbers a gloss writes leave out those another scheme\'s label claims', () => {
    assert.deepEqual(glossedRegistrationNumbers('Mbeya Timber Works Ltd (Reg. No. 204417)'), ['204417']);
    assert.deepEqual(glossedRegistrationNumbers('Loch Side Trust (Charity No. SC045566, Company No. SC511223)'), ['SC511223']);
    assert.deepEqual(glossedRegistrationNumbers('Kivu Solar Ltd — TIN 104552871'), []);
    assert.deepEqual(glossedRegistrationNumbers('Kivu Solar Ltd'), []);
  });

  it('positive: a list\'s name with its register number in brackets is the register\'s company', () => {
    const r = org(
      { name: 'Mbeya Timber Works Ltd (Reg. No. 204417)', registration_country: 'Tanzania' },
      { company_name: 'MBEYA TIMBER WORKS LIMITED', company_number: '204417', address: 'Plot 9, Uhindini, Mbeya' },
    );
    assert.equal(r.identity, 'same_entity');
  });

  it('positive: a number written with spaces in the register and whole in the gloss is one number', () => {
    const r = org(
      { company_name: 'KIVU SOLAR SERVICES LTD', company_number: '104 552 871', address: 'KN 4 AVE KIGALI' },
      { name: 'Kivu Solar Services Ltd — Company code 104552871', registration_country: 'Rwanda' },
    );
    assert.equal(r.identity, 'same_entity');
  });

  it('adversarial: a gloss giving another registration number is another company', () => {
    const r = org(
      { name: 'Vah Agro Trade, s.r.o. (IČO: 51234987)', registration_country: 'Slovakia' },
      { company_name: 'VAH AGROTRADE SRO', company_number: '50 111 222', address: 'Hlavna 5, Nitra' },
    );
    assert.notEqual(r.identity, 'same_entity');
  });

  it('negative: a charity number glossed beside a company number is no disagreement', () => {
    const r = org(
      { name: 'Loch Side Heritage Trust (Scottish Charity No. SC045566)', address: 'Pier Road, Oban' },
      { company_name: 'LOCH SIDE HERITAGE TRUST', company_number: 'SC511223', address: '2 PIER ROAD, OBAN, PA34 5QD' },
    );
    assert.doesNotMatch(r.explanation, /registration_id/);
  });

  it('negative: a gloss number the record gives as its tax number is not read as its registration', () => {
    const r = org(
      { name: 'Somes Data Soft S.R.L.', registration_id: 'J12/4410/2016', registration_country: 'RO', tax_id: 'RO36110022' },
      { name: 'Somes Data Soft SRL (CUI 36110022)', vat_number: 'RO 36110022', registration_country: 'Romania' },
    );
    assert.equal(r.identity, 'same_entity');
  });

  it('a registered Zambian or Malawian TPIN label is set aside like TIN', () => {
    const r = org(
      { name: 'Chipata Agro Inputs Ltd', tax_id: 'TPIN 1004455667', registration_country: 'Zambia' },
      { name: 'Chipata Agro Inputs Limited', tax_id: '1004455667', registration_country: 'ZM' },
    );
    assert.equal(r.identity, 'same_entity');
  });
});

describe('bodies of one group one word apart', () => {
  it('names one word apart, the word naming another body of the group', () => {
    assert.equal(siblingWordApart('Kisumu Stars FC', 'KISUMU STARS LADIES FC'), true);
    assert.equal(siblingWordApart('Ridgeway Foods Ltd', 'Ridgeway Foods Holdings Limited'), true);
    assert.equal(siblingWordApart('Okoro Partners LLP', 'Okoro Partners Services Ltd'), true);
    assert.equal(siblingWordApart('Okoro Partners Services Ltd (service company)', 'Okoro Partners Services'), false);
    assert.equal(siblingWordApart('Ridgeway Foods Ltd', 'Ridgeway Fresh Foods Holdings Ltd'), false);
    assert.equal(siblingWordApart('Ridgeway Foods Ltd', 'Ridgeway Foods Limited'), false);
  });

  it('adversarial: a club and its women\'s side are not merged', () => {
    const r = org({ name: 'Kisumu Stars FC', tax_id: 'P051112223X' }, { name: 'KISUMU STARS WOMEN FC LTD', company_number: 'PVT-2019-0042' });
    assert.notEqual(r.identity, 'same_entity');
    assert.match(r.explanation, /refuted by name/);
  });

  it('adversarial: a company and its holding company are not merged', () => {
    const r = org(
      { name: 'Ridgeway Foods Ltd', address: 'Unit 4, Mill Lane, Leeds LS12 6AB' },
      { company_name: 'RIDGEWAY FOODS HOLDINGS LTD', company_number: '07788123', address: 'Unit 4, Mill Lane, Leeds LS12 6AB' },
    );
    assert.notEqual(r.identity, 'same_entity');
  });

  it('positive: one name in the singular and the plural of a sibling word is one body', () => {
    const r = org({ name: 'Okoro Partners Services Ltd (service company)', address: '5 Broad St, Lagos' }, { name: 'Okoro Partners Services', address: '5 Broad Street, Lagos' });
    assert.doesNotMatch(r.explanation, /refuted by name/);
    assert.equal(r.identity, 'same_entity');
  });
});

describe('a part numbered in words', () => {
  it('a cardinal word is its number, an ordinal is not', () => {
    assert.equal(cardinalWord('one'), 1);
    assert.equal(cardinalWord('twelve'), 12);
    assert.equal(cardinalWord('first'), null);
    assert.equal(cardinalWord('on'), null);
  });

  it('adversarial: two single-ship companies, one numbered in words, are not merged', () => {
    const office = '3rd Floor, 12 Marina Road, Apapa, Lagos';
    const r = org({ company_name: 'WESTERN BIGHT BULK TANKER ONE INC', address: office }, { company_name: 'Western Bight Bulk Tanker 2 Inc', address: office });
    assert.notEqual(r.identity, 'same_entity');
    assert.match(r.explanation, /refuted by name/);
  });
});
