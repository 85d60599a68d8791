// Session 21, second round (issue 11): how company registers and supplier lists write one company —
// a register's words and series letters around its number, legal forms written otherwise, a trading or
// former name beside the legal name — and what makes two companies of one group two legal entities.
// Records written here, never taken from a bench set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareIdentifiers } from '../../src/compare/comparators/identifier.js';
import type { ComparatorSpec } from '../../src/compare/comparators/types.js';
import { blockingRulesFor, ruleKeys } from '../../src/compare/blocking/index.js';
import { compare } from '../../src/compare/index.js';

const REG: ComparatorSpec = { kind: 'id', field: 'registration_id', weight: 3, body_prefix: true };

describe('a registration number with and without the register\'s words and series letters', () => {
  it('series letters glued or set off, and the register\'s seat after the number, may be missing on one side (positive)', () => {
    assert.equal(compareIdentifiers('RC7730215', '7730215', REG)?.sim, 1);
    assert.equal(compareIdentifiers('RC-4410928', '4410928', REG)?.sim, 1);
    assert.equal(compareIdentifiers('HRB 55120', 'HRB55120', REG)?.sim, 1);
    assert.equal(compareIdentifiers('HRB 55120', '55120', REG)?.sim, 1);
    assert.equal(compareIdentifiers('812 554 019 R.C.S. Lyon', '812554019', REG)?.sim, 1);
    assert.equal(compareIdentifiers('RCS Lyon 812 554 019', '812554019', REG)?.sim, 1);
  });

  it('another number is no agreement, and without body_prefix the letters stay part of it (negative)', () => {
    assert.equal(compareIdentifiers('RC7730215', '7730216', REG)?.sim, 0.75, 'one keystroke apart stays a near miss');
    assert.equal(compareIdentifiers('RC7730215', '3318842', REG)?.sim, 0);
    assert.notEqual(compareIdentifiers('RC7730215', '7730215')?.sim, 1);
  });

  it('two series\' letters before the same digits, and a zero-padded series, stay two numbers (adversarial)', () => {
    assert.notEqual(compareIdentifiers('RC7730215', 'BN7730215', REG)?.sim, 1, 'a company and a business name');
    assert.notEqual(compareIdentifiers('SC061204', '00061204', REG)?.sim, 1, 'a Scottish and an English company');
  });

  it('the organisation pack merges a company written with and without the letters, and blocks it together', () => {
    const a = { company_name: 'Okonkwo Agro Allied Ltd', registration_id: 'RC7730215' };
    const b = { name: 'OKONKWO AGRO ALLIED LIMITED', rc_number: '7730215', registration_country: 'NG' };
    const r = compare({ a, b, entity: 'organisation' });
    assert.equal(r.factors.registration_id, 1);
    assert.equal(r.identity, 'same_entity', r.explanation);
    const rule = blockingRulesFor('organisation')!.rules.find((x) => x.name === 'registration_id')!;
    const ka = ruleKeys(rule, { registration_id: 'RC7730215' });
    const kb = ruleKeys(rule, { registration_id: '7730215' });
    assert.ok(ka.some((k) => kb.includes(k)), `${ka} / ${kb}`);
  });
});

describe('two legal forms of no shared family: a group\'s companies in two countries', () => {
  it('one legal form written two ways still merges (positive)', () => {
    const r = compare({ a: { name: 'Kestrel Packaging Limited' }, b: { company_name: 'KESTREL PACKAGING LTD' }, entity: 'organisation' });
    assert.equal(r.identity, 'same_entity', r.explanation);
  });

  it('a GmbH and a Ltd or a (Pty) Ltd of one name are not merged (negative)', () => {
    for (const other of ['Kestrel Packaging Ltd', 'Kestrel Packaging (Pty) Ltd']) {
      const r = compare({ a: { name: 'Kestrel Packaging GmbH' }, b: { name: other }, entity: 'organisation' });
      assert.notEqual(r.identity, 'same_entity', `${other}: ${r.explanation}`);
    }
  });

  it('the same registration number lifts the refutation: one register\'s entry is one entity whatever form a list wrote (adversarial)', () => {
    const r = compare({ a: { name: 'Kestrel Packaging GmbH', registration_id: 'HRB 55120' }, b: { name: 'Kestrel Packaging Ltd', registration_id: 'HRB55120' }, entity: 'organisation' });
    assert.equal(r.identity, 'same_entity', r.explanation);
  });
});
