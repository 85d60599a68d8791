// A batch being linked carries its own name frequencies (src/compare/batchNames.ts): a word held by at
// most one record in a thousand of the batch is rare in it, whatever the shipped table says. Two readers
// (fieldsEngine.ts), both beside names that agree (≥ 0.8) on such a word: a date of birth one keying
// error from the other's weighs a third in the shipped mean, and the same full date of birth beside a
// partly recorded name clears the gate as it does with the full address; and a name agreeing ≥ 0.85 on a
// word both the batch and the shipped table show rare clears it though written in part. A single pair
// (/compare) has no batch and is scored as before; a small batch shows no word rare.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BatchNames, batchNameFields, RARE_IN_BATCH } from '../../src/compare/batchNames.js';
import { decide } from '../../src/compare/decide.js';
import { scorePair } from '../../src/compare/fieldsEngine.js';
import { compare } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';

type Rec = Record<string, string>;
const person = findPack('person')!;

/** A batch of `records` records whose name words are counted as given (the rest of the batch holds other names). */
const batchOf = (records: number, counts: Record<string, number>) => new BatchNames({ records, counts: { name: counts } });

// One person registered twice, the clerk slipping one digit of the birth date, living elsewhere by the second entry.
const first: Rec = { name: 'Tendai Mukwevho', dob: '1984-06-12', address: '14 Jorissen Street, Thohoyandou' };
const second: Rec = { name: 'Tendai Mukwevho', dob: '1984-06-13', address: '3 Church Street, Louis Trichardt' };

describe('batch name counts', () => {
  it('counts each record once per word, skips initials and two-letter words, and reads the person pack\'s own name field', () => {
    const data = BatchNames.dataOf([[{ name: 'Ama Ama Owusu' }, { name: 'K. Owusu' }, { name: 'Ng Li' }, { dob: '1990-01-01' }]], ['name']);
    assert.equal(data.records, 4);
    assert.deepEqual({ ...data.counts['name'] }, { ama: 1, owusu: 2 });
    assert.deepEqual(batchNameFields(person), ['name']);
  });

  it('a shared word held by one record in a thousand or fewer is rare in the batch; more, or unshared, or uncounted, is not', () => {
    const batch = batchOf(10_000, { tendai: 60, mukwevho: 4, moyo: 400 });
    assert.ok(4 / 10_000 <= RARE_IN_BATCH);
    assert.equal(batch.sharesRareWord('name', 'Tendai Mukwevho', 'T. Mukwevho'), true);
    assert.equal(batch.sharesRareWord('name', 'Tendai Moyo', 'Tendai Moyo'), false, 'tendai 0.6 %, moyo 4 %: common in this register');
    assert.equal(batch.sharesRareWord('name', 'Tendai Mukwevho', 'Tendai Moyo'), false, 'the rare word is not shared');
    assert.equal(batch.sharesRareWord('name', 'Tshilidzi Nemakonde', 'Tshilidzi Nemakonde'), false, 'words the batch never counted show nothing');
    assert.equal(batch.sharesRareWord('mother_name', 'Tendai Mukwevho', 'Tendai Mukwevho'), false, 'a field the batch did not count');
  });

  it('adversarial: a small batch shows no word rare — two records sharing a word hold two in a class of 300', () => {
    const batch = batchOf(300, { tendai: 2, mukwevho: 2 });
    assert.equal(batch.sharesRareWord('name', 'Tendai Mukwevho', 'Tendai Mukwevho'), false);
  });
});

describe('a near-miss date of birth beside a name the batch shows rare weighs a third in the shipped mean', () => {
  it('positive: one person re-registered with a slipped digit, a name rare in a large batch, is merged', () => {
    const d = decide(scorePair(person, second, first, batchOf(20_000, { tendai: 150, mukwevho: 3 })));
    assert.equal(d.identity, 'same_entity');
  });

  it('the same pair with no batch (a single /compare) stays at review, as before', () => {
    assert.equal(decide(scorePair(person, first, second)).identity, 'review');
    assert.equal(compare({ a: first, b: second, entity: 'person' }).identity, 'review');
  });

  it('negative: beside names common in the batch the slip keeps its full weight (two people of one name born close together)', () => {
    const d = decide(scorePair(person, first, second, batchOf(20_000, { tendai: 150, mukwevho: 90 })));
    assert.equal(d.identity, 'review');
  });

  it('adversarial: lookalike classmates — one unlisted full name, dates one slip apart, everything else their own — in a class list stay apart', () => {
    const a: Rec = { name: 'Lwazi Mabuza', dob: '2008-05-02', email: 'lwazi.m@school.example' };
    const b: Rec = { name: 'Lwazi Mabuza', dob: '02/01/2008', email: 'lwazimabuza08@mail.example' };
    const classList = batchOf(640, { lwazi: 2, mabuza: 3 });
    assert.notEqual(decide(scorePair(person, a, b, classList)).identity, 'same_entity');
  });

  it('negative: a rare shared surname under a given name that differs does not lighten the slip (the name does not agree)', () => {
    const a: Rec = { name: 'Adaeze Nwachukwu', dob: '1979-02-14', address: '7 Ogui Road, Enugu' };
    const b: Rec = { name: 'Obinna Nwachukwu', dob: '1979-02-15', address: '22 Zik Avenue, Enugu' };
    const batch = batchOf(20_000, { adaeze: 12, obinna: 10, nwachukwu: 4 });
    assert.equal(scorePair(person, a, b, batch).score, scorePair(person, a, b).score);
    assert.notEqual(decide(scorePair(person, a, b, batch)).identity, 'same_entity');
  });

  it('adversarial: dates years apart are no near miss — a rare name in the batch changes nothing', () => {
    const a: Rec = { ...first, dob: '1984-06-12' };
    const b: Rec = { ...second, dob: '1961-02-27' };
    const batch = batchOf(20_000, { tendai: 150, mukwevho: 3 });
    assert.equal(scorePair(person, a, b, batch).score, scorePair(person, a, b).score);
    assert.notEqual(decide(scorePair(person, a, b, batch)).identity, 'same_entity');
  });
});

describe('a partly recorded name sharing a word the batch shows rare, with the same full date of birth, clears the gate', () => {
  // A roll that writes the surname alone against a register's full name, no address on the roll.
  const roll: Rec = { name: 'Mukwevho', dob: '1984-06-12', gender: 'female' };
  const registry: Rec = { name: 'Tendai Mukwevho', dob: '1984-06-12', address: '14 Jorissen Street, Thohoyandou', gender: 'female' };

  it('positive: in a large batch where the surname is rare, the pair merges on the rare surname and the date', () => {
    const pair = scorePair(person, roll, registry, batchOf(20_000, { tendai: 150, mukwevho: 6 }));
    assert.equal(decide(pair).identity, 'same_entity');
    assert.match(pair.clearingSignal, /rare_in_batch/);
  });

  it('without a batch (/compare) the pair stays gated at review, as before', () => {
    assert.equal(decide(scorePair(person, roll, registry)).reason, 'gated');
    assert.equal(compare({ a: roll, b: registry, entity: 'person' }).identity, 'review');
  });

  it('negative: a surname common in the batch, or a batch too small to show it rare, keeps the gate', () => {
    assert.equal(decide(scorePair(person, roll, registry, batchOf(20_000, { tendai: 150, mukwevho: 400 }))).reason, 'gated');
    assert.equal(decide(scorePair(person, roll, registry, batchOf(1_500, { tendai: 1, mukwevho: 2 }))).reason, 'gated');
  });

  it('adversarial: twins — one rare surname, one date, two given names written — are not merged', () => {
    const twin: Rec = { name: 'Rudzani Mukwevho', dob: '1984-06-12', gender: 'female' };
    assert.notEqual(decide(scorePair(person, twin, registry, batchOf(20_000, { tendai: 150, rudzani: 40, mukwevho: 6 }))).identity, 'same_entity');
  });

  it('adversarial: the rare surname with another full date of birth is no signal', () => {
    const other: Rec = { ...roll, dob: '1962-11-03' };
    assert.notEqual(decide(scorePair(person, other, registry, batchOf(20_000, { tendai: 150, mukwevho: 6 }))).identity, 'same_entity');
  });
});

describe('a name agreeing on a word both the batch and the table show rare clears the gate, though written in part', () => {
  // An initial and the surname on both records, no date of birth on one: a census line against a roll.
  const census: Rec = { name: 'T. Nemakonde', address: '9 Mvusuludzo Road, Thohoyandou', birth_place: 'Vhembe', gender: 'male' };
  const roll: Rec = { name: 'T. Nemakonde', dob: '1932-04-18', birth_place: 'Vhembe', gender: 'male' };

  it('positive: in a large batch where the surname is rare (and the table never lists it), the pair merges', () => {
    const pair = scorePair(person, census, roll, batchOf(20_000, { nemakonde: 5 }));
    assert.equal(decide(pair).identity, 'same_entity');
    assert.equal(pair.clearingSignal, 'name+rare_in_batch');
  });

  it('without a batch (/compare) it stays gated: a name in part never clears the gate by the table alone', () => {
    assert.equal(decide(scorePair(person, census, roll)).reason, 'gated');
  });

  it('negative: the unlisted surname held by many of the batch\'s records is common there: gated', () => {
    assert.equal(decide(scorePair(person, census, roll, batchOf(20_000, { nemakonde: 300 }))).reason, 'gated');
  });

  it('adversarial: a word the table knows as common, scarce in this batch only, does not clear the gate', () => {
    const a: Rec = { ...census, name: 'J. Smith' };
    const b: Rec = { ...roll, name: 'J. Smith' };
    assert.equal(decide(scorePair(person, a, b, batchOf(20_000, { smith: 3 }))).reason, 'gated');
  });

  it('adversarial: a rare surname under two given names (a household) does not agree enough to clear it', () => {
    const a: Rec = { ...census, name: 'Thilivhali Nemakonde' };
    const b: Rec = { ...roll, name: 'Mashudu Nemakonde' };
    assert.notEqual(decide(scorePair(person, a, b, batchOf(20_000, { nemakonde: 5, thilivhali: 2, mashudu: 30 }))).identity, 'same_entity');
  });
});
