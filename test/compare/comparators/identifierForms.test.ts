// How registers write an identifier around its number (comparators/identifier.ts with
// data/identifier-forms.json): labels and country codes before the number, a check character one
// register drops, leading zeros a spreadsheet drops — each only lets two writings of one number meet.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type BlockingRule, ruleKeys } from '../../../src/compare/blocking/index.js';
import { compareIdentifiers, identifierKeys } from '../../../src/compare/comparators/identifier.js';
import { compare } from '../../../src/compare/index.js';

const sim = (a: string, b: string) => compareIdentifiers(a, b)?.sim;

describe('identifier forms', () => {
  it('a label before the number is set aside (positive)', () => {
    assert.equal(sim('NIC No. 58-221-907', '58221907'), 1);
    assert.equal(sim('Identity number: 70112233', '70112233'), 1);
    assert.equal(sim('passport no: B7766554', 'B7766554'), 1);
    assert.equal(sim('ID.No 4418230', 'id 4418230'), 1);
  });

  it('a label that is no label, or one not set off from the number, is part of the value (negative)', () => {
    // No separator between label and number: 'id4418230' is what was keyed, not a labelled number.
    assert.equal(sim('ID4418230', '4418230'), 0);
    // Words that are no label of the list stay in the value.
    assert.equal(sim('ACCT 4418230', '4418230'), 0);
    // A label with no number after it is no label.
    assert.equal(sim('ID card', 'card'), 0);
  });

  it('letters that look like a label still equal themselves (adversarial)', () => {
    // A British NINO may start with letters of the list (NR...): written with spaces it must still equal itself.
    assert.equal(sim('NR 71 22 09 C', 'NR712209C'), 1);
    assert.equal(sim('NR 71 22 09 C', 'NR712209D'), 0.75);
  });

  it('a country code set off before the number is set aside; a different number is still different', () => {
    assert.equal(sim('GHA-712004855-1', '712004855-1'), 1);
    assert.equal(sim('KE 27716540', '27716540'), 1);
    assert.equal(sim('GHA-712004855-1', '712009955-1'), 0);
    // Two letters that are no country code (HZ) are part of the number.
    assert.equal(sim('QQ-5521907', '5521907'), 0);
  });

  it('the initials of a company or tax register before the number are a label (session 33; invented numbers)', () => {
    assert.equal(sim('ICE 002233445000067', '002233445000067'), 1);
    assert.equal(sim('NCC 2233445Q', '2233445 Q'), 1);
    assert.equal(sim('VAT No. 4998877665', '4998877665'), 1);
    assert.equal(sim('VSK 998877', '998877'), 1);
    // Another number under the same initials is still another number.
    assert.equal(sim('ICE 002233445000067', '002233445000075'), 0);
    // A register numbered per court keeps its initials: HRB is no label.
    assert.equal(sim('HRB 734519', '734519'), 0);
  });

  it('a check character one side dropped: the same number (positive)', () => {
    assert.equal(sim('JK 44 19 02 A', 'JK441902'), 1);
    assert.equal(sim('50118872L', '50118872'), 1);
    assert.equal(sim('870521-4403-08-7', '870521440308'), 1);
    assert.equal(sim('551002314-9', '551002314'), 1);
  });

  it('a different check character on the same body is a near miss, never a match (negative)', () => {
    const r = compareIdentifiers('JK441902A', 'JK 44 19 02 B');
    assert.equal(r?.sim, 0.75);
    assert.equal(r?.nearMiss, true);
    assert.equal(sim('50118872L', '50118872K'), 0.75);
  });

  it('a trailing digit written together with the rest is no check character: one keystroke, not equal (adversarial)', () => {
    // 12345678 and 1234567 are both issuable numbers; only a character written apart, or a letter after digits, reads as a check.
    assert.equal(sim('55100231', '5510023'), 0.75);
    // Both sides carry their own check character: the one-side-dropped rule does not apply.
    assert.equal(sim('5510023-1', '55100231-4'), 0.75);
    // Too short a body for a check character.
    assert.equal(sim('1234-5', '1234'), 0);
  });

  it('leading zeros a spreadsheet dropped: the same number; other digits stay different', () => {
    assert.equal(sim('00772310', '772310'), 1);
    assert.equal(sim('00772310', '772311'), 0);
    // Letters keep their zeros: 'A0012345' and 'A12345' are two documents (more than a keystroke apart).
    assert.equal(sim('A0012345', 'A12345'), 0);
  });

  it('a labelled id and the bare number link one person through the person pack', () => {
    const a = { name: 'Wanjiru Kamau Njoroge', dob: '1979-03-02', national_id: 'ID No. 22917403' };
    const b = { name: 'Wanjiru Njoroge', dob: '2/3/1979', national_id: '22917403' };
    assert.equal(compare({ a, b }).identity, 'same_entity');
    const c = { ...b, national_id: '30558116' };
    assert.equal(compare({ a, b: c }).identity, 'different');
  });

  it('blocking keys every reading, so two writings of one number are candidates', () => {
    const rule: BlockingRule = { name: 'id', keys: [{ field: 'national_id', take: 'whole', transform: 'identifier' }] };
    const shared = (x: string, y: string) => ruleKeys(rule, { national_id: x }).some((k) => ruleKeys(rule, { national_id: y }).includes(k));
    assert.ok(shared('GHA-712004855-1', '712004855'));
    assert.ok(shared('NIN 39601229994', '396 0122 9994'));
    assert.ok(shared('00772310', '772310'));
    assert.ok(!shared('712004855', '712004856'));
    assert.deepEqual(identifierKeys('   '), []);
  });
});

describe('identifier forms: a VAT country code glued to the national number (session 25)', () => {
  // Numbers written for this test: an EU VAT number is the national number behind its member state's code.
  it('positive: the national number with and without its glued code, and Greece\'s EL', () => {
    assert.equal(sim('DE298765431', '298765431'), 1);
    assert.equal(sim('NL 00987654321', 'NL00987654321'), 1);
    assert.equal(sim('EL998877665', '998877665'), 1);
    assert.ok(identifierKeys('AT12345678901').includes('12345678901'), 'blocking finds the bare number');
  });
  it('negative: two countries\' codes on one number, and other digits', () => {
    assert.equal(compareIdentifiers('DE298765431', 'AT298765431'), null);
    assert.equal(sim('DE298765431', '298700012'), 0);
  });
  it('adversarial: series letters glued to a short padded number stay part of it', () => {
    // Six digits after two letters that ISO also knows (SC: Seychelles): a register's series, not a VAT code.
    assert.equal(sim('SC045551', '045551'), 0);
    // Letters that are no country code are no prefix.
    assert.equal(sim('QQ298765431', '298765431'), 0);
  });
});
