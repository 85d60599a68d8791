// Session 17b (issue 11): a professional register's entry — the practitioner's calling before the name,
// the register's letters after it (data/name-honours.json) — and its registration number, a typed
// identifier compared only with another registration number, the issuing body's letters written or
// not. Records written here, never taken from a bench set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import { compareIdentifiers, identifierKeys, registrationKeys } from '../../src/compare/comparators/identifier.js';
import type { ComparatorSpec } from '../../src/compare/comparators/types.js';
import { type BlockingRule, ruleKeys } from '../../src/compare/blocking/index.js';
import { compare } from '../../src/compare/index.js';
import { validatePack } from '../../src/compare/packs.js';
import { throwsDataFile } from '../helpers/dataFile.js';
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

const REG: ComparatorSpec = { kind: 'id', field: 'professional_registration', weight: 5, body_prefix: true };

describe('a professional registration number, with and without the issuing body', () => {
  it('the number as one side writes it agrees with the other read without the body\'s words (positive)', () => {
    assert.equal(compareIdentifiers('NMCN RN/1472583', 'RN1472583', REG)?.sim, 1);
    assert.equal(compareIdentifiers('EBK B2204718', 'B2204718', REG)?.sim, 1);
    assert.equal(compareIdentifiers('Ordre des avocats P7731902', 'P7731902', REG)?.sim, 1);
    assert.equal(compareIdentifiers('GBA eGAR 5120077/11', 'eGAR512007711', REG)?.sim, 1);
    assert.equal(compareIdentifiers('COREN R.4417203', 'R4417203', REG)?.sim, 1);
  });

  it('without body_prefix the body\'s words stay part of the number; another number is no agreement (negative)', () => {
    assert.notEqual(compareIdentifiers('NMCN RN/1472583', 'RN1472583')?.sim, 1);
    assert.equal(compareIdentifiers('EBK B2204718', 'B9917345', REG)?.sim, 0);
  });

  it('two bodies\' letters before the same digits never agree, nor do digits another body\'s letters begin (adversarial)', () => {
    assert.notEqual(compareIdentifiers('NMC RN 1472583', 'NMC RM 1472583', REG)?.sim, 1, 'a nursing and a midwifery number');
    assert.notEqual(compareIdentifiers('RN1472583', 'RM1472583', REG)?.sim, 1);
    assert.notEqual(compareIdentifiers('EBK 2204718', 'LSK 2204718', REG)?.sim, 1, 'both read without their bodies: never an agreement');
  });
});

describe('the registration number in a person record', () => {
  const roll = { registration_no: 'NMCN RN/1472583', registrant: 'Nurse Ngozi Eze, RN, RM', profession: 'nurse' };

  it('a register entry and a payroll record of one nurse merge on the number (positive)', () => {
    const r = compare({ a: roll, b: { first_name: 'Ngozi', surname: 'Eze', professional_reg_no: 'RN1472583', date_of_birth: '1979-06-02' } });
    assert.equal(r.factors.professional_registration, 1);
    assert.equal(r.identity, 'same_entity', r.explanation);
  });

  it('two different numbers are contested, never a veto: one practitioner may hold two (negative)', () => {
    const r = compare({ a: roll, b: { name: 'Ngozi Eze', professional_reg_no: 'RM8802214', dob: '1979-06-02' } });
    assert.equal(r.factors.professional_registration, 0);
    assert.equal(r.identity, 'review', r.explanation);
  });

  it('a registration number never meets a national id or a passport (adversarial)', () => {
    const r = compare({ a: { ...roll, national_id: '12345678901' }, b: { name: 'Ngozi Eze', passport_number: '1472583', national_id: '12345678901' } });
    assert.equal(r.factors.professional_registration, undefined);
    assert.equal(r.factors.passport, undefined);
  });

  it('body_prefix on a kind that is not an id is refused at load', () => {
    const p = JSON.parse(readFileSync(new URL('../../src/compare/packs/person.json', import.meta.url), 'utf8')) as { comparators: { kind: string; body_prefix?: boolean }[] };
    const i = p.comparators.findIndex((c) => c.kind === 'phone');
    p.comparators[i]!.body_prefix = true;
    throwsDataFile(() => validatePack('person.json', p), 'person.json', `/comparators/${i}/body_prefix`, 'DF_ONLY_FOR_KIND');
  });
});

describe('blocking by registration number', () => {
  const reg: BlockingRule = { name: 'r', keys: [{ field: 'professional_registration', take: 'whole', transform: 'registration' }] };
  const shared = (a: string, b: string) => ruleKeys(reg, { professional_registration: a }).some((k) => ruleKeys(reg, { professional_registration: b }).includes(k));

  it('a roll entry with the body\'s words and a record without them share a key (positive)', () => {
    assert.ok(shared('NMCN RN/1472583', 'RN1472583'));
    assert.ok(shared('Ordre des avocats P7731902', 'P7731902'));
  });

  it('another number shares none (negative); a value with no digit gives no key (adversarial)', () => {
    assert.equal(shared('NMCN RN/1472583', 'RN1472584'), false);
    assert.deepEqual(ruleKeys(reg, { professional_registration: 'pending' }).filter((k) => /\d/.test(k)), []);
  });

  it('the keys are the identifier keys first, then those without the body\'s words, each once', () => {
    for (const v of ['NMCN RN/1472583', 'GBA eGAR 3443809/05', 'NG: Ordre des avocats P7731902', '1472583']) {
      const keys = registrationKeys(v);
      assert.deepEqual(keys.slice(0, identifierKeys(v).length), identifierKeys(v));
      assert.equal(new Set(keys).size, keys.length);
    }
    assert.ok(registrationKeys('NMCN RN/1472583').includes('rn1472583'));
    assert.deepEqual(registrationKeys('GBA eGAR 3443809/05'), ['gbaegar344380905', 'egar344380905', '344380905']);
  });

  it('the person pack blocks on it', () => {
    const person = JSON.parse(readFileSync(new URL('../../src/compare/blocking/person.json', import.meta.url), 'utf8')) as { rules: BlockingRule[] };
    assert.ok(person.rules.some((r) => r.keys.some((k) => k.field === 'professional_registration' && k.transform === 'registration')));
  });
});
