// Session 47, review of pset27r: inputs written for this review, never taken from a bench set.
// (1) A practitioner's own register number: a pharmacist's GPhC, a dentist's GDC, an engineer's COREN or ECSA
//     number is the person's registration number (person pack professional_registration, body_prefix), so the
//     professional bodies' initials pset27r added to other_scheme_labels must not turn two practitioners'
//     numbers into two registers' numbers that say nothing.
// (2) A model name of tier words written run together on one side (ProMax / Pro Max) is still a tier of some
//     line, whichever side is read first.
// (3) A brand field naming group and brand on both sides (Unilever / Lipton against Unilever / Brooke Bond):
//     the shared group alone is no agreement of the brands.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareBrands } from '../../src/compare/comparators/brand.js';
import { compareIdentifiers } from '../../src/compare/comparators/identifier.js';
import { compareModelCodes } from '../../src/compare/comparators/modelCode.js';
import type { ComparatorSpec } from '../../src/compare/comparators/types.js';
import { compare } from '../../src/compare/index.js';

// As the person pack's professional_registration spec writes it.
const PRO_REG: ComparatorSpec = { kind: 'id', field: 'professional_registration', weight: 5, body_prefix: true, practitioner_register: true };
const COMPANY_REG: ComparatorSpec = { kind: 'id', field: 'registration_id', weight: 3, body_prefix: true, contained_numbers: true };

describe("a practitioner's own register number under its body's initials (review of pset27r)", () => {
  it('two practitioners\' numbers, one written with the body\'s initials, still disagree', () => {
    assert.equal(compareIdentifiers('GPhC 2054321', '2076543', PRO_REG)?.sim, 0);
    assert.equal(compareIdentifiers('GDC 112233', '118870', PRO_REG)?.sim, 0);
    assert.equal(compareIdentifiers('COREN R.4417203', 'R.5512009', PRO_REG)?.sim, 0);
    assert.equal(compareIdentifiers('ECSA 20180344', '20150912', PRO_REG)?.sim, 0);
  });

  it('in a person record: two pharmacists of one name, one number written with GPhC, are no merge', () => {
    const r = compare({
      a: { name: 'Priya Shah', professional_reg_no: 'GPhC 2054321', profession: 'pharmacist' },
      b: { name: 'Priya Shah', professional_reg_no: '2076543', profession: 'pharmacist' },
    });
    assert.equal(r.factors.professional_registration, 0, r.explanation);
    assert.notEqual(r.identity, 'same_entity', r.explanation);
  });

  it('positive: one number with and without its body agrees; in a company-number column it is still another register', () => {
    assert.equal(compareIdentifiers('GPhC 2054321', '2054321', PRO_REG)?.sim, 1);
    assert.equal(compareIdentifiers('GPhC 9011223', '08812345', COMPANY_REG), null);
    assert.equal(compareIdentifiers('COREN C/2291', 'RC 1188203', COMPANY_REG), null);
  });
});

describe("a body's number written with its initials and bare, in a company-number column (review of pset27r)", () => {
  const org = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'organisation' });
  it("two numbers of one form, one under the body's initials, are one register's numbers and still disagree", () => {
    assert.equal(compareIdentifiers('ICAEW C001923', 'C004471', COMPANY_REG)?.sim, 0);
    const r = org(
      { company_name: 'HARLOW & CO LTD', company_number: 'ICAEW C001923', address: '3 MARKET PLACE, LEEK ST13 5HH' },
      { company_name: 'Harlow & Co Limited', company_number: 'C004471', address: '3 Market Place, Leek ST13 5HH' },
    );
    assert.notEqual(r.identity, 'same_entity', r.explanation);
  });

  it("positive: a body's number against a company number of another form still says nothing", () => {
    assert.equal(compareIdentifiers('ICAEW C001923', '07731845', COMPANY_REG), null);
    assert.equal(compareIdentifiers('PROPERTYMARK C0077214', '11830452', COMPANY_REG), null);
    assert.equal(compareIdentifiers('LSI F3319', '588213', COMPANY_REG), null);
  });
});

const MODEL = { field: 'model', kind: 'model', text_field: 'title', brand_field: 'brand', weight: 4 } as const;

describe('tier words written run together in a model field (review of pset27r)', () => {
  it('ProMax against Pro Max reads as the tier words do, whichever side comes first', () => {
    const a = { title: 'Acme ProMax wireless earbuds', brand: 'Acme', model: 'ProMax' };
    const b = { title: 'Acme Pro Max smartwatch', brand: 'Acme', model: 'Pro Max' };
    assert.equal(compareModelCodes(a, b, MODEL), null);
    assert.equal(compareModelCodes(b, a, MODEL), null);
  });

  it('positive: a name of ordinary words run together still meets its spaced writing', () => {
    const a = { title: 'Acme GlueStick cordless glue pen', brand: 'Acme', model: 'GlueStick' };
    const b = { title: 'Acme Glue Stick cordless glue pen', brand: 'Acme', model: 'Glue Stick' };
    assert.equal(compareModelCodes(b, a, MODEL)?.sim, 1);
  });
});

describe('a brand field naming group and brand on both sides (review of pset27r)', () => {
  const BRAND = { field: 'brand', kind: 'brand', text_field: 'name', weight: 0 } as const;
  it('the group both name is no agreement of two brands', () => {
    const r = compareBrands({ name: 'Black tea 100 bags', brand: 'Hillcrest Group / Tealeaf' }, { name: 'Black tea 100 bags', brand: 'Hillcrest Group / Morning Cup' }, BRAND);
    assert.notEqual(r?.sim, 1, JSON.stringify(r));
  });

  it('positive: the same brand under one group, and the brand against the group and brand, still agree', () => {
    assert.equal(compareBrands({ name: 'Tea 100 bags', brand: 'Hillcrest Group / Tealeaf' }, { name: 'Tea 100 bags', brand: 'Hillcrest / Tealeaf' }, BRAND)?.sim, 1);
    assert.equal(compareBrands({ name: 'Tea 100 bags', brand: 'Hillcrest Group / Tealeaf' }, { name: 'Tealeaf Tea 100 bags', brand: 'Tealeaf' }, BRAND)?.sim, 1);
  });
});
