// Session 17b (issue 11): a professional register's entry — the practitioner's calling before the name,
// the register's letters after it (data/name-honours.json) — and its registration number, a typed
// identifier compared only with another registration number, the issuing body's letters written or
// not. Records written here, never taken from a bench set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isCourtesyTitle, isHonourAnywhere, setAsideTitles } from '../../src/compare/comparators/nameHonours.js';
import { compareNames } from '../../src/compare/comparators/personName.js';

describe('professional titles and post-nominal letters in a name cell', () => {
  it('a calling before the name and a register\'s letters after it are set aside (positive)', () => {
    for (const w of ['matron', 'adv', 'eng', 'barrister', 'lawyer', 'zr', 'maitre', 'pharm']) assert.ok(isCourtesyTitle(w), w);
    for (const w of ['rn', 'rm', 'rgn', 'krchn', 'miek', 'mnse', 'mghie', 'mbbs', 'fcca']) assert.ok(isHonourAnywhere(w), w);
    const nurse = compareNames('Nurse Abena Owusu, RN, RM', 'Abena Owusu');
    assert.ok((nurse?.sim ?? 0) >= 0.8 && nurse?.conflict === undefined, JSON.stringify(nurse));
    assert.equal(compareNames('Adv. Dr. Thabo Nkosi', 'Thabo Nkosi')?.sim, 1);
    assert.ok((compareNames('Charge Nurse Owen Price, RGN', 'Owen Price')?.sim ?? 0) >= 0.8);
    assert.equal(compareNames('Maître Camille Fournier', 'Camille Fournier')?.sim, 1);
  });

  it('with the letters set aside, another given name under one surname is still another person (negative)', () => {
    assert.equal(compareNames('Nurse Abena Owusu, RN', 'Nurse Akosua Owusu, RN')?.conflict, true);
  });

  it('a title only leads a name: the same word after a given name stays a name (adversarial)', () => {
    assert.deepEqual(setAsideTitles(['peter', 'eng']), ['peter', 'eng']);
    assert.deepEqual(setAsideTitles(['eng', 'kim', 'lee']), ['kim', 'lee']);
    assert.equal(compareNames('Matron', 'Abena Owusu'), null, 'a title alone names nobody');
    // Nurse is also an English surname a record may carry alone: never a title, so it still names someone.
    assert.equal(isCourtesyTitle('nurse'), false);
    assert.notEqual(compareNames('Nurse', 'Kaitlyn Nurse'), null);
    assert.notEqual(compareNames('Peter Eng', 'Peter Lim')?.sim, 1);
  });
});
