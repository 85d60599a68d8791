// Two ways the person pack's distinctive-signal gate reads evidence beside a shared name (issue 11,
// historical_50k session 17; packs/person.json notes of the date and birth-place comparators):
// - a full date of birth one keying error from the other's (the date comparator's near miss: one part
//   different, one day apart, day and month swapped, two digits transposed) beside a name written in
//   full on both sides that agrees (≥ 0.85) clears the gate, as the same date does: two people's dates
//   lie one keying error apart about one time in a thousand, against one in twenty for a birth place;
// - the same place of birth raises the table rarity of an agreeing name written in full by
//   narrows_name_rarity (the name is then compared among the people born there), so an uncommon name
//   with the same birth place clears, while a common one (John Smith) and a one-word name still do not,
//   and the birth place never clears the gate alone.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';
import { nameRarity } from '../../src/compare/comparators/tfToken.js';
import { findPack } from '../../src/compare/packs.js';

type Rec = Record<string, string>;
const cmp = (a: Rec, b: Rec) => compare({ a, b, entity: 'person' });
const tf = findPack('person')!.tf!;
const narrowing = findPack('person')!.comparators.find((c) => c.field === 'birth_place')!.narrows_name_rarity!;

describe('a near-miss date of birth beside a full name clears the gate', () => {
  it('positive: a common two-word name with the date keyed one digit wrong merges', () => {
    // Grace Mensah is too common to clear the gate alone.
    assert.equal(cmp({ name: 'Grace Mensah' }, { name: 'Grace Mensah' }).identity, 'review');
    for (const [x, y] of [
      ['1960-03-12', '1960-03-21'],
      ['1960-03-12', '1960-03-13'],
      ['1960-03-12', '1961-03-12'],
      ['1960-03-12', '1960-12-03'],
    ]) {
      const r = cmp({ name: 'Grace Mensah', dob: x! }, { name: 'Grace Mensah', dob: y! });
      assert.equal(r.identity, 'same_entity', `${x} / ${y}: ${r.explanation}`);
      assert.match(r.explanation, /dob\+name as the distinctive signal/);
      assert.ok(!('dob_conflict' in r.factors));
    }
  });

  it('negative: a one-word name beside a near-miss date stays at review', () => {
    const r = cmp({ name: 'Grace', dob: '1960-03-12' }, { name: 'Grace', dob: '1960-03-21' });
    assert.equal(r.identity, 'review');
  });

  it('negative: a date two parts apart is no near miss and refutes', () => {
    const r = cmp({ name: 'Grace Mensah', dob: '1960-03-12' }, { name: 'Grace Mensah', dob: '1962-07-12' });
    assert.notEqual(r.identity, 'same_entity');
    assert.ok('dob_conflict' in r.factors);
  });

  it('adversarial: twins (another given name) with near-miss dates are not merged', () => {
    const r = cmp({ name: 'Kofi Mensah', dob: '1960-03-12' }, { name: 'Kwame Mensah', dob: '1960-03-13' });
    assert.notEqual(r.identity, 'same_entity');
  });

  it('adversarial: a name that only partly agrees (below 0.85) does not clear with a near-miss date', () => {
    const r = cmp({ name: 'Grace Mensah', dob: '1960-03-12' }, { name: 'Grace Owusu', dob: '1960-03-21' });
    assert.notEqual(r.identity, 'same_entity');
  });
});

describe('a near-miss date of birth stands for the same date beside a partly recorded name and the full address', () => {
  const address = '14 Clifton Road, Bristol, BS13 0DA';
  const full = { name: 'John Erskine', dob: '1921-03-14', address };

  it('positive: a surname alone at the full address with the date one keying error off merges', () => {
    for (const dob of ['1921-03-15', '1921-03-24', '1921-08-14', '1912-03-14']) {
      const r = cmp(full, { name: 'Erskine', dob, address });
      assert.equal(r.identity, 'same_entity', `${dob}: ${r.explanation}`);
      assert.match(r.explanation, /dob\+name\+address as the distinctive signal/);
    }
  });

  it('negative: without the full address, or at another door, it stays at review', () => {
    assert.equal(cmp(full, { name: 'Erskine', dob: '1921-03-15' }).identity, 'review');
    assert.notEqual(cmp(full, { name: 'Erskine', dob: '1921-03-15', address: '16 Clifton Road, Bristol, BS13 0DA' }).identity, 'same_entity');
  });

  it('adversarial: a date two parts off (a parent or child at the address) is no near miss', () => {
    const r = cmp(full, { name: 'Erskine', dob: '1951-07-02', address });
    assert.notEqual(r.identity, 'same_entity');
  });

  it('adversarial: another given name at the address with a near-miss date is not merged', () => {
    const r = cmp(full, { name: 'Mary Erskine', dob: '1921-03-15', address });
    assert.notEqual(r.identity, 'same_entity');
  });
});

describe('the same birth place narrows whom a name is compared among (narrows_name_rarity)', () => {
  it('the pack ships it on the birth place only, as a fraction', () => {
    assert.ok(narrowing > 0 && narrowing < 0.25, String(narrowing));
    const others = findPack('person')!.comparators.filter((c) => c.narrows_name_rarity !== undefined);
    assert.deepEqual(others.map((c) => c.field), ['birth_place']);
  });

  it('positive: an uncommon name that does not clear alone clears with the same birth place', () => {
    const rarity = nameRarity('Mary Bell', 'Mary Bell', tf);
    assert.ok(rarity < 0.75 && rarity + narrowing >= 0.75, String(rarity));
    assert.equal(cmp({ name: 'Mary Bell' }, { name: 'Mary Bell' }).identity, 'review');
    const r = cmp({ name: 'Mary Bell', birth_place: 'Westminster' }, { name: 'Mary Bell', birth_place: 'westminster' });
    assert.equal(r.identity, 'same_entity', r.explanation);
  });

  it('negative: a differing or missing birth place narrows nothing', () => {
    assert.equal(cmp({ name: 'Mary Bell', birth_place: 'Westminster' }, { name: 'Mary Bell', birth_place: 'Hackney' }).identity, 'review');
    assert.equal(cmp({ name: 'Mary Bell', birth_place: 'Westminster' }, { name: 'Mary Bell' }).identity, 'review');
  });

  it('negative: a common name (John Smith) with the same birth place stays at review', () => {
    assert.ok(nameRarity('John Smith', 'John Smith', tf) + narrowing < 0.75);
    assert.equal(cmp({ name: 'John Smith', birth_place: 'Leeds' }, { name: 'John Smith', birth_place: 'Leeds' }).identity, 'review');
  });

  it('negative: a one-word name with the same birth place stays at review (gate_min_words)', () => {
    assert.equal(cmp({ name: 'Ealdgyth', birth_place: 'Rugby' }, { name: 'Ealdgyth', birth_place: 'Rugby' }).identity, 'review');
  });

  it('adversarial: the same birth place never clears the gate without an agreeing name', () => {
    const r = cmp({ name: 'Mary Bell', birth_place: 'Westminster', occupation: 'botanist' }, { name: 'Mary Ball', birth_place: 'Westminster', occupation: 'botanist' });
    assert.notEqual(r.identity, 'same_entity');
  });

  it('adversarial: it lifts no refutation — a conflicting birth date still keeps two people apart', () => {
    const r = cmp({ name: 'Mary Bell', dob: '1854-11-22', birth_place: 'Westminster' }, { name: 'Mary Bell', dob: '1871-04-03', birth_place: 'Westminster' });
    assert.notEqual(r.identity, 'same_entity');
    assert.ok('dob_conflict' in r.factors);
  });

  it('adversarial: sisters of one surname born in one place are not merged', () => {
    const r = cmp({ name: 'Mary Bell', birth_place: 'Westminster' }, { name: 'Jane Bell', birth_place: 'Westminster' });
    assert.notEqual(r.identity, 'same_entity');
  });
});
