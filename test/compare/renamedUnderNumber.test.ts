// A body renamed under its registration number (the organisation pack's disagreement_lifted_by): a register
// gives one legal person one number for life, so two names under the same registration number, LEI or tax id
// are a rename or another language's name, and their disagreement weighs nothing in the shipped mean. Bare
// digits on both sides with the register named on neither or one record lift nothing. Records invented here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';
import { validatePack } from '../../src/compare/packs.js';

const org = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'organisation' });

describe('organisation names that differ under one registration number', () => {
  it('a rename under the same register number is the same body (positive)', () => {
    const r = org(
      { name: 'Savanna Grain Holdings Plc', registration_id: 'RC 40917', registration_country: 'NG' },
      { name: 'Harmattan Foods Plc', registration_id: 'RC40917', registration_country: 'Nigeria' },
    );
    assert.equal(r.identity, 'same_entity');
    assert.match(r.explanation, /rename/);
  });

  it('a body under its name in another language, with a number of the register\'s format (positive)', () => {
    const r = org(
      { name: 'Fondation Rivière Claire', registration_id: '0712.448.903' },
      { name: 'Stichting Helder Water', registration_id: '0712448903', address: 'Kanaalstraat 9, 1000 Brussel' },
    );
    assert.equal(r.identity, 'same_entity');
    const s = org(
      { name: 'Mwangaza Savings and Credit Co-operative Society Ltd', registration_id: 'CS/7741', registration_country: 'KE' },
      { name: 'Nuru Sacco Society Ltd', registration_id: 'CS/7741' },
    );
    assert.equal(s.identity, 'same_entity');
  });

  it('different numbers, or no number, leave differing names apart (negative)', () => {
    assert.notEqual(
      org(
        { name: 'Savanna Grain Holdings Plc', registration_id: 'RC 40917', registration_country: 'NG' },
        { name: 'Harmattan Foods Plc', registration_id: 'RC 40918', registration_country: 'NG' },
      ).identity,
      'same_entity',
    );
    assert.notEqual(org({ name: 'Savanna Grain Holdings Plc' }, { name: 'Harmattan Foods Plc' }).identity, 'same_entity');
  });

  it('bare digits on both sides with the register named on one record at most lift nothing (adversarial)', () => {
    // 40917 may be a Nigerian RC number on one list and another register's number on the other.
    const bare = org({ name: 'Savanna Grain Holdings Plc', registration_id: '40917', registration_country: 'NG' }, { name: 'Harmattan Foods Plc', registration_id: '40917' });
    assert.notEqual(bare.identity, 'same_entity');
    assert.doesNotMatch(bare.explanation, /rename/);
    // Both records naming one register: the same bare number is that register's one body.
    const named = org(
      { name: 'Savanna Grain Holdings Plc', registration_id: '40917', registration_country: 'NG' },
      { name: 'Harmattan Foods Plc', registration_id: '40917', registration_country: 'Nigeria' },
    );
    assert.equal(named.identity, 'same_entity');
  });

  it('two registers\' numbers are not compared, so nothing lifts (adversarial)', () => {
    const r = org(
      { name: 'Savanna Grain Holdings Ltd', registration_id: 'RC 40917', registration_country: 'NG' },
      { name: 'Harmattan Foods Ltd', registration_id: 'RC 40917', registration_country: 'GB' },
    );
    assert.notEqual(r.identity, 'same_entity');
  });

  it('the pack loader refuses a lift naming no group or an unknown evidence key', () => {
    const file = new URL('../../src/compare/packs/organisation.json', import.meta.url);
    const pack = (lift: unknown) => {
      const data = JSON.parse(readFileSync(file, 'utf8')) as { comparators: Record<string, unknown>[] };
      data.comparators[0]!.disagreement_lifted_by = lift;
      return data;
    };
    assert.throws(() => validatePack('probe.json', pack({ any_of: [] })));
    assert.throws(() => validatePack('probe.json', pack({ any_of: [{ vat_id: 1 }] })));
    assert.doesNotThrow(() => validatePack('probe.json', pack({ any_of: [{ registration_id: 1 }] })));
  });
});
