// The person record pair generator (bench/persons/): a seed gives the same bytes on every run, the committed
// held-out sets 1, 2, 3 and 4 are exactly what their kinds and seeds generate (so they are never edited by
// hand), and they keep the shape their authors promised. The engine is never run on any set here: each is
// read once by bench:persons (`--set heldout2` for set 2, `--set heldout3` for set 3, `--set heldout4` for set 4).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  buildPairs,
  type PairKind,
  SETS,
  setName,
  toJsonl,
} from '../../bench/persons/generate.js';
import { Ctx, formatDate, formatName, formatPhone, JURISDICTIONS, keyingError, newIds, ocrError } from '../../bench/persons/records.js';
import {
  CULTURES,
  CULTURES_OF,
  DNI_LETTER,
  LOOKALIKE_GIVEN,
  luhnValid,
  nationalId,
  newPerson,
  PARTICLE_SURNAMES,
  renamed,
  SHORT_FORMS,
  SPELLINGS,
  writeDate,
  writePhone,
} from '../../bench/persons/records2.js';
import * as R3 from '../../bench/persons/records3.js';
import * as R4 from '../../bench/persons/records4.js';
import * as R5 from '../../bench/persons/records5.js';
import * as R6 from '../../bench/persons/records6.js';
import * as R7 from '../../bench/persons/records7.js';
import * as R8 from '../../bench/persons/records8.js';
import { HELDOUT1_KINDS } from '../../bench/persons/templates-heldout1.js';
import { HELDOUT2_KINDS } from '../../bench/persons/templates-heldout2.js';
import { HELDOUT3_KINDS } from '../../bench/persons/templates-heldout3.js';
import { HELDOUT4_KINDS } from '../../bench/persons/templates-heldout4.js';
import { HELDOUT5_KINDS, transliterate as transliterate5 } from '../../bench/persons/templates-heldout5.js';
import { HELDOUT6_KINDS } from '../../bench/persons/templates-heldout6.js';
import { HELDOUT7_KINDS, mrzOf } from '../../bench/persons/templates-heldout7.js';
import { AGE_KEYS8, BIRTH_KEYS8, HELDOUT8_KINDS, memberNo, muslimVariant, NAME_KEYS8, nhsNo } from '../../bench/persons/templates-heldout8.js';
import * as T10 from '../../bench/persons/templates-heldout10.js';
import * as T11 from '../../bench/persons/templates-heldout11.js';
import * as T12 from '../../bench/persons/templates-heldout12.js';
import * as T13 from '../../bench/persons/templates-heldout13.js';
import * as T14 from '../../bench/persons/templates-heldout14.js';
import * as T15 from '../../bench/persons/templates-heldout15.js';
import * as T16 from '../../bench/persons/templates-heldout16.js';
import * as T17 from '../../bench/persons/templates-heldout17.js';
import * as T18 from '../../bench/persons/templates-heldout18.js';
import * as T19 from '../../bench/persons/templates-heldout19.js';
import * as T20 from '../../bench/persons/templates-heldout20.js';
import * as T21 from '../../bench/persons/templates-heldout21.js';
import * as T22 from '../../bench/persons/templates-heldout22.js';
import * as T23 from '../../bench/persons/templates-heldout23.js';
import * as T24 from '../../bench/persons/templates-heldout24.js';
import * as T25 from '../../bench/persons/templates-heldout25.js';
import * as T26 from '../../bench/persons/templates-heldout26.js';
import * as T27 from '../../bench/persons/templates-heldout27.js';
import * as T28 from '../../bench/persons/templates-heldout28.js';
import * as T29 from '../../bench/persons/templates-heldout29.js';
import * as T30 from '../../bench/persons/templates-heldout30.js';
import * as T31 from '../../bench/persons/templates-heldout31.js';
import * as T32 from '../../bench/persons/templates-heldout32.js';
import * as T33 from '../../bench/persons/templates-heldout33.js';
import * as T34 from '../../bench/persons/templates-heldout34.js';
import * as T35 from '../../bench/persons/templates-heldout35.js';
import * as T36 from '../../bench/persons/templates-heldout36.js';
import * as T37 from '../../bench/persons/templates-heldout37.js';
import * as T9 from '../../bench/persons/templates-heldout9.js';
import { add, evaluate, loadPersonPairs, pairFile, render, scores, type Tally } from '../../bench/persons.js';

/**
 * The shape every held-out set's pairs share: unique ids, each side a non-empty object of non-blank strings (`trimmed`:
 * and none padded), the two sides never one record.
 */
function assertRecords(pairs: readonly { id: string; a: object; b: object }[], trimmed: boolean): void {
  const ids = new Set<string>();
  for (const p of pairs) {
    assert.ok(!ids.has(p.id), `duplicate id ${p.id}`);
    ids.add(p.id);
    for (const r of [p.a, p.b]) {
      assert.ok(r !== null && typeof r === 'object' && !Array.isArray(r), p.id);
      assert.ok(Object.keys(r).length > 0, `${p.id}: empty record`);
      for (const v of Object.values(r)) {
        if (trimmed) assert.ok(typeof v === 'string' && v.trim() !== '' && v === v.trim(), `${p.id}: empty or padded value`);
        else assert.ok(typeof v === 'string' && v.trim() !== '', `${p.id}: empty value`);
      }
    }
    assert.notDeepEqual(p.a, p.b, `${p.id}: a and b are the same record`);
  }
}

/**
 * Sets 3 on: kinds named once and after their label, each with at least 16 pairs of that label in all six
 * jurisdictions, none named as a kind of an earlier set.
 */
function assertKinds(
  pairs: readonly { kind: string; label: string; jurisdiction: string }[],
  kinds: readonly { kind: string; label: string }[],
  earlierKinds: readonly { kind: string }[],
): void {
  assert.equal(new Set(kinds.map((k) => k.kind)).size, kinds.length, 'two kinds share a name');
  for (const k of kinds) {
    const of = pairs.filter((p) => p.kind === k.kind);
    assert.ok(of.length >= 16, `${k.kind}: ${of.length} pairs`);
    assert.ok(of.every((p) => p.label === k.label), `${k.kind} mixes labels`);
    assert.ok(k.kind.startsWith(k.label === 'same' ? 'same_' : 'diff_'), `${k.kind} is named against its label`);
    assert.equal(new Set(of.map((p) => p.jurisdiction)).size, 6, `${k.kind} misses a jurisdiction`);
  }
  const earlier = new Set(earlierKinds.map((k) => k.kind));
  for (const k of kinds) assert.ok(!earlier.has(k.kind), `${k.kind} is a kind of an earlier set`);
}

describe('person pair generator', () => {
  it('gives the same bytes for the same seed and other bytes for another seed', () => {
    const one = toJsonl(buildPairs(HELDOUT1_KINDS, 'x', 7));
    assert.equal(toJsonl(buildPairs(HELDOUT1_KINDS, 'x', 7)), one);
    assert.notEqual(toJsonl(buildPairs(HELDOUT1_KINDS, 'x', 8)), one);
  });

  it('writes one date in every form, month-first only when asked', () => {
    const t = { y: 1970, m: 1, d: 3 };
    assert.equal(formatDate(t, 'iso'), '1970-01-03');
    assert.equal(formatDate(t, 'd/m/yy'), '3/1/70');
    assert.equal(formatDate(t, 'd mon y'), '3 Jan 1970');
    assert.equal(formatDate(t, 'dmy.'), '03.01.1970');
    assert.equal(formatDate(t, 'dd-MON-yyyy'), '03-JAN-1970');
    assert.equal(formatDate(t, 'mdy/'), '01/03/1970');
    assert.equal(formatDate(t, 'yyyymmdd'), '19700103');
  });

  it('writes one phone number with and without its country code and trunk 0', () => {
    assert.equal(formatPhone('2348031234567', 'NG', 'national'), '08031234567');
    assert.equal(formatPhone('2348031234567', 'NG', 'intl'), '+234 803 123 4567');
    assert.equal(formatPhone('2348031234567', 'NG', '00'), '002348031234567');
    // No trunk 0 in Spain: the national form is the bare national number.
    assert.equal(formatPhone('34612345678', 'ES', 'national'), '612345678');
  });

  it('names: surname first, initials and suffixes', () => {
    const p = { given: 'Chinedu', middle: 'Obinna', surname: 'Okafor', suffix: 'Jr' };
    assert.equal(formatName(p, 'S, gm'), 'OKAFOR, Chinedu Obinna Jr');
    assert.equal(formatName(p, 'g m. s'), 'Chinedu O. Okafor Jr');
    assert.equal(formatName({ ...p, suffix: '', middle: '' }, 'g m. s'), 'Chinedu Okafor');
  });

  it('a keying or OCR error always changes the word (adversarial: short words, no OCR-prone letters)', () => {
    const c = new Ctx(3);
    for (const w of ['Okafor', 'Li', 'Wanjiru', 'Ng', 'Mensah', 'Zhu']) {
      for (let i = 0; i < 20; i++) {
        assert.notEqual(keyingError(c, w), w);
        assert.notEqual(ocrError(c, w.toUpperCase()), w.toUpperCase());
      }
    }
  });

  it('identifiers keep their country shapes and check digits', () => {
    const c = new Ctx(11);
    for (let i = 0; i < 30; i++) {
      const dob = { y: 1985, m: 7, d: 9 };
      const za = newIds(c, 'ZA', 'F', dob, 'Thandi', '', 'Nkosi').nationalId;
      assert.match(za, /^850709[0-4]\d{3}08\d$/);
      let sum = 0;
      [...za].reverse().forEach((ch, k) => {
        let d = Number(ch);
        if (k % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
        sum += d;
      });
      assert.equal(sum % 10, 0, `Luhn fails on ${za}`);
      const bsn = newIds(c, 'NL', 'M', dob, 'Jan', '', 'Bos').nationalId;
      const eleven = [...bsn].reduce((acc, ch, k) => acc + Number(ch) * (k === 8 ? -1 : 9 - k), 0);
      assert.equal(eleven % 11, 0, `eleven-test fails on ${bsn}`);
      const dni = newIds(c, 'ES', 'M', dob, 'José', '', 'Ruiz').nationalId;
      assert.equal(dni[8], 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(dni.slice(0, 8)) % 23]);
      assert.match(newIds(c, 'GH', 'M', dob, 'Kofi', '', 'Osei').nationalId, /^GHA-\d{9}-\d$/);
      // UK licence: surname, decade, month + 50 for a woman, day, year digit, initials.
      assert.match(newIds(c, 'GB', 'F', dob, 'Sue', 'Anne', 'Smith').licence, /^SMITH857095SA9[A-Z]{2}$/);
    }
  });
});

// Each set's block pins its own committed file, so adding a set re-reads none of the others; a set added to SETS
// must bring its block.
describe('person pair sets', () => {
  it('every set of SETS has its block below, which pins its committed file', () => {
    assert.deepEqual(Object.keys(SETS), ['heldout1', 'heldout2', 'heldout3', 'heldout4', 'heldout5', 'heldout6', 'heldout7', 'heldout8', 'heldout9', 'heldout10', 'heldout11', 'heldout12', 'heldout13', 'heldout14', 'heldout15', 'heldout16', 'heldout17', 'heldout18', 'heldout19', 'heldout20', 'heldout21', 'heldout22', 'heldout23', 'heldout24', 'heldout25', 'heldout26', 'heldout27', 'heldout28', 'heldout29', 'heldout30', 'heldout31', 'heldout32', 'heldout33', 'heldout34', 'heldout35', 'heldout36', 'heldout37']);
  });
});

describe('held-out set persons-heldout1', () => {
  const text = readFileSync(SETS.heldout1.file, 'utf8');
  const pairs = loadPersonPairs(SETS.heldout1.file.pathname);

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout1.seed} generate`, () => {
    assert.equal(text, SETS.heldout1.jsonl());
  });

  it('holds at least 600 pairs, each label at least 40 %, every jurisdiction, every kind at least 10 pairs', () => {
    assert.ok(pairs.length >= 600, `${pairs.length} pairs`);
    const same = pairs.filter((p) => p.label === 'same').length;
    assert.ok(same / pairs.length >= 0.4 && (pairs.length - same) / pairs.length >= 0.4, `${same} same of ${pairs.length}`);
    for (const j of JURISDICTIONS) assert.ok(pairs.some((p) => p.jurisdiction === j), `no pair from ${j}`);
    for (const k of HELDOUT1_KINDS) {
      const n = pairs.filter((p) => p.kind === k.kind).length;
      assert.ok(n >= 10, `${k.kind}: ${n} pairs`);
      assert.ok(pairs.filter((p) => p.kind === k.kind).every((p) => p.label === k.label), `${k.kind} mixes labels`);
    }
  });

  it('every record is a non-empty object of non-empty strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, false);
  });

  it('label honesty: a `different` pair never shows one name without a birth date on both sides', () => {
    // Two records with one name and nothing that tells them apart would be mislabelled `different`.
    const nameOf = (r: Record<string, unknown>) => ['name', 'full_name', 'customer_name'].map((k) => r[k]).filter((v): v is string => typeof v === 'string').map((v) => v.toLowerCase());
    const hasDob = (r: Record<string, unknown>) => ['dob', 'date_of_birth', 'birth_date'].some((k) => k in r);
    for (const p of pairs.filter((x) => x.label === 'different')) {
      const shared = nameOf(p.a).some((n) => nameOf(p.b).includes(n));
      if (shared) assert.ok(hasDob(p.a) && hasDob(p.b), `${p.id}: one name, no birth date to tell them apart`);
    }
  });
});

describe('bench:persons scoring', () => {
  it('counts same_entity as same and review or different as not same', () => {
    const t: Tally = { pairs: 0, tp: 0, fp: 0, fn: 0, tn: 0, review: 0, trueToReview: 0 };
    add(t, true, { identity: 'same_entity' });
    add(t, true, { identity: 'review' });
    add(t, false, { identity: 'same_entity' });
    add(t, false, { identity: 'different' });
    add(t, false, { identity: 'review' });
    assert.deepEqual(t, { pairs: 5, tp: 1, fp: 1, fn: 1, tn: 2, review: 2, trueToReview: 1 });
    const s = scores(t);
    assert.equal(s.precision, 0.5);
    assert.equal(s.recall, 0.5);
    assert.equal(s.f1, 0.5);
    assert.deepEqual(scores({ pairs: 1, tp: 0, fp: 0, fn: 0, tn: 1, review: 0, trueToReview: 0 }), { precision: 0, recall: 0, f1: 0 });
  });

  it('reads a pair file, scores it per kind and per jurisdiction and lists misses', () => {
    const dir = mkdtempSync(join(tmpdir(), 'persons-'));
    try {
      const file = join(dir, 'p.jsonl');
      const rows = [
        { id: 'x1', kind: 'k', label: 'same', jurisdiction: 'GB', a: { name: 'Alan Fixture', dob: '1970-01-03' }, b: { name: 'Alan Fixture', dob: '1970-01-03', phone: '+447700900001' } },
        { id: 'x2', kind: 'j', label: 'different', jurisdiction: 'NG', a: { name: 'Bea Fixture', dob: '1960-04-04' }, b: { name: 'Carl Other', dob: '1991-09-09' } },
      ];
      writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n') + '\n\n');
      const pairs = loadPersonPairs(file);
      assert.equal(pairs.length, 2);
      const rep = evaluate(pairs, true);
      assert.equal(rep.all.pairs, 2);
      assert.deepEqual([...rep.byKind.keys()].sort(), ['j', 'k']);
      assert.deepEqual([...rep.byJurisdiction.keys()].sort(), ['GB', 'NG']);
      assert.equal(rep.errors.length, rep.all.fp + rep.all.fn);
      const out = render(rep, file);
      assert.match(out, /\| all \| 2 \|/);
      assert.match(out, /Per kind:/);
      assert.match(out, /Per jurisdiction:/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('generator options shared by both sets', () => {
  it('a kind that names its jurisdictions cycles through those only; a kind that names none cycles all six', () => {
    const kind = (jurisdictions?: readonly ('ZA' | 'GB')[]): PairKind => ({
      kind: 'k',
      label: 'same',
      pairs: 8,
      ...(jurisdictions ? { jurisdictions } : {}),
      make: (_c, j) => ({ a: { name: `A ${j}` }, b: { name: `B ${j}` } }),
    });
    assert.deepEqual(
      buildPairs([kind(['ZA', 'GB'])], 'x', 1).map((p) => p.jurisdiction),
      ['ZA', 'GB', 'ZA', 'GB', 'ZA', 'GB', 'ZA', 'GB'],
    );
    assert.deepEqual(
      buildPairs([kind()], 'x', 1).map((p) => p.jurisdiction),
      ['NG', 'KE', 'GH', 'ZA', 'GB', 'EU', 'NG', 'KE'],
    );
  });

  it('--set picks the set (heldout1 when absent) and an unknown set name is refused, naming the sets', () => {
    assert.equal(setName([]), 'heldout1');
    assert.equal(setName(['node', 'x', '--set', 'heldout2']), 'heldout2');
    assert.equal(setName(['node', 'x', '--set', 'heldout3']), 'heldout3');
    assert.equal(setName(['node', 'x', '--set', 'heldout4']), 'heldout4');
    assert.equal(setName(['node', 'x', '--set', 'heldout5']), 'heldout5');
    assert.equal(setName(['node', 'x', '--set', 'heldout6']), 'heldout6');
    assert.equal(setName(['node', 'x', '--set', 'heldout7']), 'heldout7');
    assert.equal(setName(['node', 'x', '--set', 'heldout8']), 'heldout8');
    assert.equal(setName(['node', 'x', '--set', 'heldout9']), 'heldout9');
    assert.equal(setName(['node', 'x', '--set', 'heldout10']), 'heldout10');
    assert.equal(setName(['node', 'x', '--set', 'heldout11']), 'heldout11');
    assert.equal(setName(['node', 'x', '--set', 'heldout12']), 'heldout12');
    assert.equal(setName(['node', 'x', '--set', 'heldout13']), 'heldout13');
    assert.equal(setName(['node', 'x', '--set', 'heldout14']), 'heldout14');
    assert.equal(setName(['node', 'x', '--set', 'heldout15']), 'heldout15');
    assert.equal(setName(['node', 'x', '--set', 'heldout16']), 'heldout16');
    assert.equal(setName(['node', 'x', '--set', 'heldout17']), 'heldout17');
    assert.equal(setName(['node', 'x', '--set', 'heldout18']), 'heldout18');
    assert.equal(setName(['node', 'x', '--set', 'heldout19']), 'heldout19');
    assert.equal(setName(['node', 'x', '--set', 'heldout20']), 'heldout20');
    assert.equal(setName(['node', 'x', '--set', 'heldout21']), 'heldout21');
    assert.equal(setName(['node', 'x', '--set', 'heldout22']), 'heldout22');
    assert.equal(setName(['node', 'x', '--set', 'heldout23']), 'heldout23');
    assert.equal(setName(['node', 'x', '--set', 'heldout24']), 'heldout24');
    assert.equal(setName(['node', 'x', '--set', 'heldout25']), 'heldout25');
    assert.equal(setName(['node', 'x', '--set', 'heldout26']), 'heldout26');
    assert.equal(setName(['node', 'x', '--set', 'heldout27']), 'heldout27');
    assert.equal(setName(['node', 'x', '--set', 'heldout28']), 'heldout28');
    assert.equal(setName(['node', 'x', '--set', 'heldout29']), 'heldout29');
    assert.equal(setName(['node', 'x', '--set', 'heldout30']), 'heldout30');
    assert.equal(setName(['node', 'x', '--set', 'heldout31']), 'heldout31');
    assert.equal(setName(['node', 'x', '--set', 'heldout32']), 'heldout32');
    assert.equal(setName(['node', 'x', '--set', 'heldout33']), 'heldout33');
    assert.equal(setName(['node', 'x', '--set', 'heldout34']), 'heldout34');
    assert.equal(setName(['node', 'x', '--set', 'heldout35']), 'heldout35');
    assert.equal(setName(['node', 'x', '--set', 'heldout36']), 'heldout36');
    assert.equal(setName(['node', 'x', '--set', 'heldout37']), 'heldout37');
    assert.throws(() => setName(['--set', 'heldout38']), /unknown person pair set "heldout38": one of heldout1, heldout2, heldout3, heldout4, heldout5, heldout6, heldout7, heldout8, heldout9, heldout10, heldout11, heldout12, heldout13, heldout14, heldout15, heldout16, heldout17, heldout18, heldout19, heldout20, heldout21, heldout22, heldout23, heldout24, heldout25, heldout26, heldout27, heldout28, heldout29, heldout30, heldout31, heldout32, heldout33, heldout34, heldout35, heldout36, heldout37/);
    assert.throws(() => setName(['--set']), /unknown person pair set/);
    // Adversarial: a name inherited from Object.prototype is not a set.
    assert.throws(() => setName(['--set', 'toString']), /unknown person pair set/);
  });

  it('bench:persons reads the file of --set, set 1 by default, and --file wins over --set', () => {
    assert.equal(pairFile([]), SETS.heldout1.file.pathname);
    assert.equal(pairFile(['--set', 'heldout2']), SETS.heldout2.file.pathname);
    assert.equal(pairFile(['--set', 'heldout3']), SETS.heldout3.file.pathname);
    assert.equal(pairFile(['--set', 'heldout4']), SETS.heldout4.file.pathname);
    assert.equal(pairFile(['--set', 'heldout5']), SETS.heldout5.file.pathname);
    assert.equal(pairFile(['--set', 'heldout11']), SETS.heldout11.file.pathname);
    assert.equal(pairFile(['--set', 'heldout12']), SETS.heldout12.file.pathname);
    assert.equal(pairFile(['--set', 'heldout13']), SETS.heldout13.file.pathname);
    assert.equal(pairFile(['--set', 'heldout14']), SETS.heldout14.file.pathname);
    assert.equal(pairFile(['--set', 'heldout15']), SETS.heldout15.file.pathname);
    assert.equal(pairFile(['--set', 'heldout16']), SETS.heldout16.file.pathname);
    assert.equal(pairFile(['--set', 'heldout17']), SETS.heldout17.file.pathname);
    assert.equal(pairFile(['--set', 'heldout18']), SETS.heldout18.file.pathname);
    assert.equal(pairFile(['--set', 'heldout19']), SETS.heldout19.file.pathname);
    assert.equal(pairFile(['--set', 'heldout20']), SETS.heldout20.file.pathname);
    assert.equal(pairFile(['--set', 'heldout21']), SETS.heldout21.file.pathname);
    assert.equal(pairFile(['--set', 'heldout22']), SETS.heldout22.file.pathname);
    assert.equal(pairFile(['--set', 'heldout23']), SETS.heldout23.file.pathname);
    assert.equal(pairFile(['--set', 'heldout24']), SETS.heldout24.file.pathname);
    assert.equal(pairFile(['--set', 'heldout25']), SETS.heldout25.file.pathname);
    assert.equal(pairFile(['--set', 'heldout26']), SETS.heldout26.file.pathname);
    assert.equal(pairFile(['--set', 'heldout27']), SETS.heldout27.file.pathname);
    assert.equal(pairFile(['--set', 'heldout28']), SETS.heldout28.file.pathname);
    assert.equal(pairFile(['--set', 'heldout29']), SETS.heldout29.file.pathname);
    assert.equal(pairFile(['--set', 'heldout30']), SETS.heldout30.file.pathname);
    assert.equal(pairFile(['--set', 'heldout31']), SETS.heldout31.file.pathname);
    assert.equal(pairFile(['--set', 'heldout32']), SETS.heldout32.file.pathname);
    assert.equal(pairFile(['--set', 'heldout33']), SETS.heldout33.file.pathname);
    assert.equal(pairFile(['--set', 'heldout34']), SETS.heldout34.file.pathname);
    assert.equal(pairFile(['--set', 'heldout35']), SETS.heldout35.file.pathname);
    assert.equal(pairFile(['--set', 'heldout36']), SETS.heldout36.file.pathname);
    assert.equal(pairFile(['--set', 'heldout37']), SETS.heldout37.file.pathname);
    assert.equal(pairFile(['--set', 'heldout2', '--file', '/tmp/p.jsonl']), '/tmp/p.jsonl');
    assert.throws(() => pairFile(['--set', 'nope']), /unknown person pair set/);
  });
});

describe('set 2 building blocks (records2.ts)', () => {
  it('identifiers keep their published check digits and birth-date fields', () => {
    const c = new Ctx(22);
    for (let i = 0; i < 40; i++) {
      const dob = { y: 1987, m: 11, d: 4 };
      const za = nationalId(c, 'ZA', 'F', dob).value;
      assert.match(za, /^871104[0-4]\d{3}08\d$/);
      assert.ok(luhnValid(za), `Luhn fails on ${za}`);
      const dni = nationalId(c, 'ES', 'M', dob).value;
      assert.equal(dni[8], DNI_LETTER[Number(dni.slice(0, 8)) % 23]);
      const bsn = nationalId(c, 'NL', 'M', dob).value;
      assert.equal([...bsn].reduce((acc, ch, k) => acc + Number(ch) * (k === 8 ? -1 : 9 - k), 0) % 11, 0, `eleven-test fails on ${bsn}`);
      const pesel = nationalId(c, 'PL', 'F', dob).value;
      assert.match(pesel, /^871104\d{5}$/);
      assert.equal(Number(pesel[9]) % 2, 0, 'a woman has an even PESEL sex digit');
      const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
      assert.equal((10 - ([...pesel.slice(0, 10)].reduce((acc, ch, k) => acc + Number(ch) * w[k]!, 0) % 10)) % 10, Number(pesel[10]));
      const cnp = nationalId(c, 'RO', 'M', dob).value;
      assert.match(cnp, /^1871104\d{6}$/);
      const wc = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
      const r = [...cnp.slice(0, 12)].reduce((acc, ch, k) => acc + Number(ch) * wc[k]!, 0) % 11;
      assert.equal(Number(cnp[12]), r === 10 ? 1 : r);
      const nir = nationalId(c, 'FR', 'F', dob).value;
      assert.match(nir, /^28711\d{10}$/);
      assert.equal(97 - Number(BigInt(nir.slice(0, 13)) % 97n), Number(nir.slice(13)));
      const amka = nationalId(c, 'GR', 'M', dob).value;
      assert.match(amka, /^041187\d{5}$/);
      assert.ok(luhnValid(amka), `Luhn fails on ${amka}`);
      const nif = nationalId(c, 'PT', 'M', dob).value;
      const rn = [...nif.slice(0, 8)].reduce((acc, ch, k) => acc + Number(ch) * (9 - k), 0) % 11;
      assert.equal(Number(nif[8]), rn < 2 ? 0 : 11 - rn);
      const nino = nationalId(c, 'GB', 'M', dob).value;
      assert.match(nino, /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/);
      assert.ok(!['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(nino.slice(0, 2)));
      assert.match(nationalId(c, 'GH', 'M', dob).value, /^GHA-\d{9}-\d$/);
    }
    // Negative: a Luhn-valid number with one digit changed is not valid.
    assert.ok(luhnValid('8711040000088') !== luhnValid('8711040000089'));
  });

  it('writes one phone number in each form, grouped as the country groups it', () => {
    assert.equal(writePhone('2348031234567', 'NG', 'national-spaced'), '0803 123 4567');
    assert.equal(writePhone('2348031234567', 'NG', 'plus-spaced'), '+234 803 123 4567');
    assert.equal(writePhone('254712345678', 'KE', 'national'), '0712345678');
    assert.equal(writePhone('33612345678', 'FR', 'national-spaced'), '06 12 34 56 78');
    // No trunk 0 in Spain or Italy: the national form is the bare number.
    assert.equal(writePhone('34612345678', 'ES', 'national'), '612345678');
    assert.equal(writePhone('393331234567', 'IT', 'national-spaced'), '333 1234567');
    assert.equal(writePhone('447700900123', 'GB', '00'), '00447700900123');
  });

  it('writes one date in each form', () => {
    const t = { y: 1958, m: 3, d: 7 };
    assert.equal(writeDate(t, 'iso'), '1958-03-07');
    assert.equal(writeDate(t, 'd-m-yyyy'), '7-3-1958');
    assert.equal(writeDate(t, 'd month yyyy'), '7 March 1958');
    assert.equal(writeDate(t, 'ddMONyy'), '07MAR58');
    assert.equal(writeDate(t, 'yyyy/mm/dd'), '1958/03/07');
  });

  it('a person never carries one name twice, and a renamed person keeps the family and follows in e-mail', () => {
    const c = new Ctx(5);
    for (const j of ['KE', 'NG', 'GH', 'ZA', 'GB', 'EU'] as const) {
      for (let i = 0; i < 60; i++) {
        const p = newPerson(c, j);
        assert.ok(CULTURES_OF[j].includes(p.culture), `${p.culture} is not of ${j}`);
        assert.notEqual(p.given, p.surname, `${p.given} ${p.surname}`);
        assert.ok(p.middle !== p.given && p.middle !== p.surname, `${p.given} ${p.middle} ${p.surname}`);
        const q = renamed(c, p, 'Zebedee');
        assert.equal(q.surname, p.surname);
        assert.match(q.email.split('@')[0]!, /zebedee|^z/, `${q.email} does not follow the new name`);
      }
    }
  });

  it('name tables: every spelling row has two forms, short forms differ from their names, look-alikes are two names', () => {
    for (const [culture, rows] of Object.entries(SPELLINGS)) {
      for (const r of rows) assert.ok(new Set(r).size >= 2 && new Set(r).size === r.length, `${culture}: ${r.join('/')}`);
    }
    for (const [full, short] of SHORT_FORMS) assert.notEqual(full, short);
    for (const rows of Object.values(LOOKALIKE_GIVEN)) {
      for (const [g1, s1, g2, s2, culture] of rows) {
        assert.notEqual(g1, g2);
        assert.ok(CULTURES[culture], `no culture ${culture}`);
        // Adversarial: a look-alike must not be a listed spelling or short form of the other (those are one name).
        assert.ok(!Object.values(SPELLINGS).some((rs) => rs.some((r) => r.includes(g1) && r.includes(g2))), `${g1}/${g2} is one name spelled two ways`);
        assert.ok(!SHORT_FORMS.some(([a, b]) => (a === g1 && b === g2) || (a === g2 && b === g1)), `${g1}/${g2} is a short form`);
        assert.ok(['M', 'F'].includes(s1) && ['M', 'F'].includes(s2));
      }
    }
    for (const rows of Object.values(PARTICLE_SURNAMES)) for (const r of rows) assert.equal(new Set(r).size, r.length, r.join('/'));
  });
});

describe('held-out set persons-heldout2', () => {
  const text = readFileSync(SETS.heldout2.file, 'utf8');
  const pairs = loadPersonPairs(SETS.heldout2.file.pathname);

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout2.seed} generate`, () => {
    assert.equal(text, SETS.heldout2.jsonl());
    assert.notEqual(SETS.heldout2.jsonl(), toJsonl(buildPairs(HELDOUT2_KINDS, 'persons-heldout2', SETS.heldout2.seed + 1)));
  });

  it('holds at least 700 pairs, each label at least 40 %, every jurisdiction, every kind at least 16 pairs of one label', () => {
    assert.ok(pairs.length >= 700, `${pairs.length} pairs`);
    const same = pairs.filter((p) => p.label === 'same').length;
    assert.ok(same / pairs.length >= 0.4 && (pairs.length - same) / pairs.length >= 0.4, `${same} same of ${pairs.length}`);
    for (const j of JURISDICTIONS) assert.ok(pairs.some((p) => p.jurisdiction === j), `no pair from ${j}`);
    assert.equal(new Set(HELDOUT2_KINDS.map((k) => k.kind)).size, HELDOUT2_KINDS.length, 'two kinds share a name');
    for (const k of HELDOUT2_KINDS) {
      const of = pairs.filter((p) => p.kind === k.kind);
      assert.ok(of.length >= 16, `${k.kind}: ${of.length} pairs`);
      assert.ok(of.every((p) => p.label === k.label), `${k.kind} mixes labels`);
      assert.ok(k.kind.startsWith(k.label === 'same' ? 'same_' : 'diff_'), `${k.kind} is named against its label`);
    }
    // No kind of set 2 repeats a kind of set 1 by name.
    const one = new Set(HELDOUT1_KINDS.map((k) => k.kind));
    for (const k of HELDOUT2_KINDS) assert.ok(!one.has(k.kind), `${k.kind} is a set 1 kind`);
  });

  it('every record is a non-empty object of non-empty strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('label honesty: a `different` pair with one name on both sides carries a birth date on both sides', () => {
    const nameOf = (r: Record<string, unknown>) => ['name', 'full_name'].map((k) => r[k]).filter((v): v is string => typeof v === 'string').map((v) => v.toLowerCase());
    const hasDob = (r: Record<string, unknown>) => Object.keys(r).some((k) => ['dob', 'date_of_birth', 'birth_date'].includes(k.toLowerCase()));
    let shared = 0;
    for (const p of pairs.filter((x) => x.label === 'different')) {
      if (nameOf(p.a).some((n) => nameOf(p.b).includes(n))) {
        shared++;
        assert.ok(hasDob(p.a) && hasDob(p.b), `${p.id}: one name, no birth date to tell them apart`);
      }
    }
    assert.ok(shared > 0, 'the set has no different pair sharing a name (the check would prove nothing)');
  });

  it('label honesty: a `same` pair always carries a name on both sides and one more field in common', () => {
    const nameKeys = ['name', 'full_name', 'first_name', 'given_name', 'surname', 'forenames'];
    for (const p of pairs.filter((x) => x.label === 'same')) {
      for (const r of [p.a, p.b]) assert.ok(Object.keys(r).some((k) => nameKeys.includes(k.toLowerCase())), `${p.id}: a side without a name`);
      const kinds = (r: Record<string, unknown>) => new Set(Object.keys(r).map((k) => k.toLowerCase().replace(/^(date_of_birth|birth_date)$/, 'dob').replace(/^(mobile|msisdn|telephone|phone_number|tel)$/, 'phone').replace(/^email_address$/, 'email').replace(/^.*address$/, 'address')));
      const a = kinds(p.a);
      const common = [...kinds(p.b)].filter((k) => a.has(k) && !nameKeys.includes(k) && k !== 'middle_name' && k !== 'last_name' && k !== 'family_name');
      assert.ok(common.length > 0, `${p.id}: nothing but the name in common`);
    }
  });
});

describe('set 3 building blocks (records3.ts)', () => {
  it('identifiers keep their published check digits and birth-date fields', () => {
    const c = new R3.Ctx(33);
    const dob = { y: 1983, m: 2, d: 9 };
    for (let i = 0; i < 40; i++) {
      const za = R3.newIds(c, 'ZA', 'F', dob, 'Lindiwe', '', 'Dlamini').nationalId;
      assert.match(za, /^830209[0-4]\d{3}08\d$/);
      assert.ok(R3.luhnValid(za), `Luhn fails on ${za}`);
      assert.match(R3.newIds(c, 'ZA', 'M', dob, 'Sipho', '', 'Zulu').nationalId, /^830209[5-9]/);
      const nhs = R3.newIds(c, 'GB', 'M', dob, 'Tom', '', 'Ward').nationalId;
      assert.equal(R3.nhsCheck(nhs.slice(0, 9)), Number(nhs[9]), `NHS check fails on ${nhs}`);
      assert.match(R3.newIds(c, 'GB', 'M', dob, 'Tom', '', 'Ward').ssn, /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/);
      const dni = R3.newIds(c, 'ES', 'F', dob, 'Pilar', '', 'Ruiz').nationalId;
      assert.equal(dni[8], R3.DNI_LETTERS[Number(dni.slice(0, 8)) % 23]);
      const bsn = R3.newIds(c, 'NL', 'M', dob, 'Kees', '', 'Bos').nationalId;
      assert.equal([...bsn].reduce((acc, ch, k) => acc + Number(ch) * (k === 8 ? -1 : 9 - k), 0) % 11, 0, `eleven-test fails on ${bsn}`);
      const pesel = R3.newIds(c, 'PL', 'F', dob, 'Ewa', '', 'Mazur').nationalId;
      assert.match(pesel, /^830209\d{5}$/);
      assert.equal(Number(pesel[9]) % 2, 0, 'a woman has an even PESEL sex digit');
      const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
      assert.equal((10 - ([...pesel.slice(0, 10)].reduce((acc, ch, k) => acc + Number(ch) * w[k]!, 0) % 10)) % 10, Number(pesel[10]));
      const nir = R3.newIds(c, 'FR', 'M', dob, 'Luc', '', 'Petit').ssn;
      assert.match(nir, /^18302\d{10}$/);
      assert.equal(97 - Number(BigInt(nir.slice(0, 13)) % 97n), Number(nir.slice(13)));
      const nif = R3.newIds(c, 'PT', 'M', dob, 'Rui', '', 'Costa').taxId;
      const rn = [...nif.slice(0, 8)].reduce((acc, ch, k) => acc + Number(ch) * (9 - k), 0) % 11;
      assert.equal(Number(nif[8]), rn < 2 ? 0 : 11 - rn);
      assert.match(R3.newIds(c, 'GH', 'M', dob, 'Kofi', '', 'Osei').nationalId, /^GHA-\d{9}-\d$/);
      assert.match(R3.newIds(c, 'NG', 'M', dob, 'Musa', '', 'Bala').nationalId, /^\d{11}$/);
      assert.match(R3.newIds(c, 'KE', 'M', dob, 'Kamau', '', 'Maina').nationalId, /^[1-3]\d{7}$/);
    }
    // Negative: one digit changed breaks the Luhn and NHS checks.
    assert.ok(R3.luhnValid('79927398713'), 'the textbook Luhn number');
    assert.ok(R3.luhnValid('8302090123086') && !R3.luhnValid('8302090123087'));
    assert.equal(R3.nhsCheck('943476591'), 9);
    // Adversarial: an NHS body whose remainder is 10 has no check digit (and is never issued).
    assert.equal(R3.nhsCheck('100047514'), undefined);
  });

  it('the UK driving licence number encodes surname, birth date (+50 in the month for a woman) and initials', () => {
    const c = new R3.Ctx(1);
    assert.match(R3.ukLicence(c, 'Fletcher', 'Susan', 'Anne', 'F', { y: 1964, m: 3, d: 27 }), /^FLETC653274SA9[A-Z]{2}$/);
    assert.match(R3.ukLicence(c, 'Ng', 'Tom', '', 'M', { y: 1991, m: 11, d: 4 }), /^NG999911041T99[A-Z]{2}$/);
    assert.match(R3.ukLicence(c, 'MacLeod', 'Eoin', '', 'M', { y: 1970, m: 1, d: 2 }), /^MCLEO701020E99[A-Z]{2}$/);
  });

  it('writes one phone number in every form, grouped as the country groups it', () => {
    assert.equal(R3.writePhone('2348031234567', 'NG', 'national-spaced'), '0803 123 4567');
    assert.equal(R3.writePhone('2348031234567', 'NG', 'plus-spaced'), '+234 803 123 4567');
    assert.equal(R3.writePhone('2348031234567', 'NG', 'cc-bare'), '2348031234567');
    assert.equal(R3.writePhone('254712345678', 'KE', 'national-dashed'), '0712-345-678');
    assert.equal(R3.writePhone('233241234567', 'GH', '00'), '00233241234567');
    assert.equal(R3.writePhone('27821234567', 'ZA', 'national-spaced'), '082 123 4567');
    assert.equal(R3.writePhone('447700900123', 'GB', 'national-spaced'), '07700 900123');
    assert.equal(R3.writePhone('442079460123', 'GB', 'national-spaced'), '020 7946 0123');
    assert.equal(R3.writePhone('33612345678', 'FR', 'national-spaced'), '06 12 34 56 78');
    // No trunk 0 in Spain, Italy, Portugal or Poland: the national form is the bare number.
    assert.equal(R3.writePhone('34612345678', 'ES', 'national'), '612345678');
    assert.equal(R3.writePhone('48501234567', 'PL', 'national-spaced'), '501 234 567');
    assert.equal(R3.writePhone('4915112345678', 'DE', 'e164'), '+4915112345678');
    const c = new R3.Ctx(4);
    for (let i = 0; i < 30; i++) assert.match(R3.londonLandline(c), /^442079460\d{3}$/);
  });

  it('writes one date in every form', () => {
    const t = { y: 1958, m: 3, d: 7 };
    const want: Record<R3.DateForm, string> = {
      iso: '1958-03-07',
      'dd/mm/yyyy': '07/03/1958',
      'mm/dd/yyyy': '03/07/1958',
      'dd.mm.yyyy': '07.03.1958',
      'd-Mon-yy': '7-Mar-58',
      'd Month yyyy': '7 March 1958',
      yyyymmdd: '19580307',
      'd/m/yy': '7/3/58',
      'DD-MON-YYYY': '07-MAR-1958',
      'Month d, yyyy': 'March 7, 1958',
      'dd-mm-yyyy': '07-03-1958',
    };
    for (const [form, text] of Object.entries(want)) assert.equal(R3.writeDate(t, form as R3.DateForm), text, form);
    assert.equal(R3.ageOn({ y: 1980, m: 6, d: 30 }, 2020), 40);
    assert.equal(R3.ageOn({ y: 1980, m: 7, d: 1 }, 2020), 39);
  });

  it('a keying slip always changes the word, and fixed-width padding cuts or pads to the width', () => {
    const c = new R3.Ctx(9);
    for (const w of ['Ama', 'Okonkwo', 'Li', 'Wu', 'Nkechinyere', 'Ochieng']) for (let i = 0; i < 25; i++) assert.notEqual(R3.typo(c, w), w, w);
    assert.equal(R3.padTo('OKONKWO', 8), 'OKONKWO ');
    assert.equal(R3.padTo('BALASUBRAMANIAM', 8), 'BALASUBR');
    assert.equal(R3.fold('Gonçalves Łódź Müller'), 'GONCALVES LODZ MULLER');
  });

  it('name tables: short forms differ from their names, every listed name belongs to a culture, scripts are not Latin', () => {
    const all = new Set(Object.values(R3.CULTURES).flatMap((cu) => [...cu.M, ...cu.F, ...(cu.firstM ?? []), ...(cu.firstF ?? [])]));
    const seen = new Set<string>();
    for (const [full, short] of R3.SHORT_FORMS) {
      assert.notEqual(full, short);
      assert.ok(all.has(full), `${full} is in no culture's list`);
      assert.ok(!seen.has(`${full}/${short}`), `${full}/${short} twice`);
      seen.add(`${full}/${short}`);
    }
    for (const [twi, fante] of R3.AKAN_FORMS) {
      assert.ok(R3.CULTURES.akan!.M.includes(twi) || R3.CULTURES.akan!.F.includes(twi), twi);
      assert.notEqual(twi, fante);
    }
    assert.ok(R3.sameName('Babatunde', 'Tunde') && R3.sameName('Kobus', 'Jacobus') && R3.sameName('Kwasi', 'Kwesi'));
    // Adversarial: two short forms of one name are not listed as one name with each other, nor two unrelated names.
    assert.ok(!R3.sameName('Bob', 'Rob') && !R3.sameName('Tunde', 'Femi'));
    for (const s of R3.SCRIPT_NAMES) {
      assert.ok(!/[A-Za-z]/.test(s.native), `${s.native} has Latin letters`);
      for (const n of [...s.given, ...s.surname]) assert.match(n, /^[A-Z][a-z]+$/);
    }
    for (const j of ['NG', 'KE', 'GH', 'ZA', 'GB', 'EU'] as const) {
      for (const k of R3.CULTURES_OF[j]) assert.ok(R3.CULTURES[k], `${j}: no culture ${k}`);
      for (const sc of R3.SCRIPTS_OF[j]) assert.ok(R3.SCRIPT_NAMES.some((s) => s.script === sc), `${j}: no name in ${sc}`);
    }
    const towns = new Set(Object.values(R3.TOWNS).flatMap((ts) => ts.map((t) => t.name)));
    // Adversarial: a town's other forms are whole forms (P/H stays one form, never "P" and "H").
    for (const t of Object.values(R3.TOWNS).flat()) for (const alt of t.alt) assert.ok(alt.length >= 2 && alt !== t.name, `${t.name}: ${alt}`);
    assert.deepEqual(R3.TOWNS.NG!.find((t) => t.name === 'Port Harcourt')!.alt, ['PH', 'P/H', 'Port-Harcourt']);
    for (const t of Object.keys(R3.AREAS)) assert.ok(towns.has(t), `areas of an unknown town ${t}`);
  });

  it('a person never carries one name twice, lives at one address, and relatives get other given names', () => {
    const c = new R3.Ctx(5);
    for (const j of ['NG', 'KE', 'GH', 'ZA', 'GB', 'EU'] as const) {
      for (let i = 0; i < 60; i++) {
        const p = R3.newPerson(c, j);
        assert.ok(R3.CULTURES_OF[j].includes(p.culture), `${p.culture} is not of ${j}`);
        assert.notEqual(p.given, p.surname);
        assert.ok(p.middle !== p.given && p.middle !== p.surname, `${p.given} ${p.middle} ${p.surname}`);
        assert.equal(R3.addressLine(p), R3.addressLine(p), 'one address, written twice, is one string');
        if (p.country === 'GB') assert.match(p.postcode, /^[A-Z]{1,2}\d{1,2} \d[A-Z]{2}$/);
        if (p.country === 'GH') assert.match(p.gps, /^[A-Z]{2}-\d{3}-\d{4}$/);
        const o = R3.otherGiven(c, p, p.sex);
        assert.ok(!R3.sameName(o, p.given), `${o} is ${p.given}`);
        const q = R3.renamed(c, p, 'Zebulon', '');
        assert.equal(q.email.split('@')[1], p.email.split('@')[1], 'a renamed person keeps the provider');
        assert.match(q.email.split('@')[0]!, /zebulon|^z/, `${q.email} does not follow the new name`);
        assert.equal(q.surname, p.surname);
      }
    }
  });
});

/** A birth date as the set writes it, read back (year, month, day; month and day absent for a year alone). */
function readBirth(v: string): { y: number; m?: number; d?: number } | undefined {
  const s = v.trim();
  const yy = (n: string) => (n.length === 4 ? Number(n) : Number(n) > 8 ? 1900 + Number(n) : 2000 + Number(n));
  const mon = (n: string) => R3.MONTHS.findIndex((m) => m.slice(0, 3).toLowerCase() === n.slice(0, 3).toLowerCase()) + 1;
  let m = /^(\d{4})-(\d\d)-(\d\d)$/.exec(s);
  if (m) return { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d\d)$/.exec(s);
  if (m) return { y: yy(m[3]!), m: Number(m[2]), d: Number(m[1]) };
  m = /^(\d{1,2})[- ]([A-Za-z]+)[- ](\d{4}|\d\d)$/.exec(s);
  if (m) return { y: yy(m[3]!), m: mon(m[2]!), d: Number(m[1]) };
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(s);
  if (m) return { y: Number(m[3]), m: mon(m[1]!), d: Number(m[2]) };
  m = /^(\d{4})(\d\d)(\d\d)$/.exec(s);
  if (m) return { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
  m = /^(\d\d)(\d\d)(\d\d)$/.exec(s);
  if (m) return { y: yy(m[3]!), m: Number(m[2]), d: Number(m[1]) };
  m = /^(\d{4})$/.exec(s);
  if (m) return { y: Number(m[1]) };
  return undefined;
}

const BIRTH_KEYS = ['dob', 'date_of_birth', 'birth_date', 'year_of_birth'];
const birthOf = (r: Record<string, string>) => Object.entries(r).filter(([k]) => BIRTH_KEYS.includes(k.toLowerCase()));

describe('held-out set persons-heldout3', () => {
  const text = readFileSync(SETS.heldout3.file, 'utf8');
  const pairs = loadPersonPairs(SETS.heldout3.file.pathname) as unknown as { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> }[];

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout3.seed} generate`, () => {
    assert.equal(text, SETS.heldout3.jsonl());
    assert.notEqual(SETS.heldout3.jsonl(), toJsonl(buildPairs(HELDOUT3_KINDS, 'persons-heldout3', SETS.heldout3.seed + 1)));
  });

  it('holds at least 700 pairs, each label at least 40 %, every jurisdiction, every kind at least 16 pairs of one label', () => {
    assert.ok(pairs.length >= 700, `${pairs.length} pairs`);
    const same = pairs.filter((p) => p.label === 'same').length;
    assert.ok(same / pairs.length >= 0.4 && (pairs.length - same) / pairs.length >= 0.4, `${same} same of ${pairs.length}`);
    for (const j of JURISDICTIONS) assert.ok(pairs.filter((p) => p.jurisdiction === j).length >= 100, `too few pairs from ${j}`);
    // No kind of set 3 repeats a kind of set 1 or 2 by name.
    assertKinds(pairs, HELDOUT3_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS]);
  });

  it('every record is a non-empty object of non-blank strings, ids are unique, no pair is two copies', () => {
    // Values may carry a fixed-width export's trailing spaces, never nothing but spaces.
    assertRecords(pairs, false);
    // The legacy kinds do carry fixed-width padding (the claim in the header is true).
    assert.ok(pairs.some((p) => p.kind === 'same_legacy_mainframe' && Object.values(p.a).some((v) => v !== v.trim())));
  });

  it('every birth date reads back as a real date in 1920–2008', () => {
    let n = 0;
    for (const p of pairs) {
      for (const r of [p.a, p.b]) {
        for (const [k, v] of birthOf(r)) {
          const t = readBirth(v);
          assert.ok(t, `${p.id}: ${k} ${JSON.stringify(v)} is in no written form`);
          assert.ok(t.y >= 1920 && t.y <= 2008, `${p.id}: born ${t.y}`);
          if (t.m !== undefined) assert.ok(t.m >= 1 && t.m <= 12 && t.d! >= 1 && t.d! <= R3.daysIn(t.y, t.m), `${p.id}: ${v}`);
          n++;
        }
      }
    }
    assert.ok(n > 1000, `${n} birth dates`);
  });

  it('label honesty: a `different` pair of one name always carries what tells the two apart', () => {
    const NAME_KEYS = ['name', 'full_name', 'patient_name', 'candidate_name', 'customer_name'];
    const nameOf = (r: Record<string, string>) => {
      const whole = NAME_KEYS.map((k) => r[k]).find((v) => v !== undefined);
      const parts = [r.first_name ?? r.given_name, r.middle_name, r.last_name ?? r.family_name ?? r.surname].filter((v) => v !== undefined);
      return R3.fold(whole ?? parts.join(' '))
        .replace(/^([A-Z' -]+), /, '')
        .split(/\s+/)
        .filter((w) => w !== '' && !['JR', 'JNR', 'SR', 'II'].includes(w))
        .sort()
        .join(' ');
    };
    const ID_KEYS = ['national_id', 'id_number', 'ssn', 'candidate_number', 'patient_no', 'nhs_number'];
    let shared = 0;
    for (const p of pairs.filter((x) => x.label === 'different')) {
      const na = nameOf(p.a);
      if (na === '' || na !== nameOf(p.b)) continue;
      shared++;
      const ba = birthOf(p.a).map(([, v]) => readBirth(v)!);
      const bb = birthOf(p.b).map(([, v]) => readBirth(v)!);
      const birthDiffers = ba.length > 0 && bb.length > 0 && (ba[0]!.y !== bb[0]!.y || (ba[0]!.m !== undefined && bb[0]!.m !== undefined && (ba[0]!.m !== bb[0]!.m || ba[0]!.d !== bb[0]!.d)));
      const ageDiffers = p.a.age !== undefined && (p.b.age !== undefined ? p.a.age !== p.b.age : bb.length > 0);
      const idDiffers = ID_KEYS.some((k) => p.a[k] !== undefined && p.b[k] !== undefined && p.a[k] !== p.b[k]);
      assert.ok(birthDiffers || ageDiffers || idDiffers, `${p.id}: one name and nothing that tells them apart`);
    }
    assert.ok(shared >= 100, `only ${shared} different pairs share a name (the check would prove little)`);
  });

  it('label honesty: a `same` pair carries a name on both sides and one more value both sides agree on', () => {
    const isName = (k: string) => /name|surname|forename|^init$|other names/i.test(k);
    const forms = (k: string, v: string): string[] => {
      const out = [v.trim().toLowerCase()];
      const digits = v.replace(/\D/g, '');
      if (digits.length >= 7) out.push(`#${digits.slice(-9)}`);
      if (BIRTH_KEYS.includes(k.toLowerCase())) {
        const t = readBirth(v);
        if (t) out.push(`@${t.y}-${t.m}-${t.d}`);
      }
      return out;
    };
    for (const p of pairs.filter((x) => x.label === 'same')) {
      for (const r of [p.a, p.b]) assert.ok(Object.keys(r).some(isName), `${p.id}: a side without a name`);
      const a = new Set(Object.entries(p.a).filter(([k]) => !isName(k)).flatMap(([k, v]) => forms(k, v)));
      const common = Object.entries(p.b)
        .filter(([k]) => !isName(k))
        .flatMap(([k, v]) => forms(k, v))
        .filter((f) => a.has(f) && !['m', 'f', 'male', 'female'].includes(f));
      assert.ok(common.length > 0, `${p.id}: nothing but the name in common`);
    }
  });
});

/** A birth date as set 4 writes it, read back (undefined when it is in none of its forms). */
function readBirth4(v: string): { y: number; m: number; d: number } | undefined {
  const s = v.trim();
  const mon = (n: string) => R4.MONTHS.findIndex((m) => m.slice(0, 3).toLowerCase() === n.slice(0, 3).toLowerCase()) + 1;
  // Two-digit years are written only for births 1931–2007, so they read one way.
  const yy = (n: string) => (n.length === 4 ? Number(n) : Number(n) <= 25 ? 2000 + Number(n) : 1900 + Number(n));
  const tries: [RegExp, (m: RegExpExecArray) => { y: number; m: number; d: number }][] = [
    [/^(\d{4})[-/](\d\d)[-/](\d\d)$/, (m) => ({ y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) })],
    [/^(\d{4})(\d\d)(\d\d)$/, (m) => ({ y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) })],
    [/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d\d)$/, (m) => ({ y: yy(m[3]!), m: Number(m[2]), d: Number(m[1]) })],
    [/^(\d{1,2})[- ]([A-Za-z]+)[- ](\d{4})$/, (m) => ({ y: Number(m[3]), m: mon(m[2]!), d: Number(m[1]) })],
    [/^([A-Za-z]+) (\d{1,2}), (\d{4})$/, (m) => ({ y: Number(m[3]), m: mon(m[1]!), d: Number(m[2]) })],
  ];
  for (const [re, f] of tries) {
    const m = re.exec(s);
    if (m) return f(m);
  }
  return undefined;
}

const BIRTH_KEYS4 = ['dob', 'date_of_birth', 'birth_date', 'dateofbirth'];
const births4 = (r: Record<string, string>) => Object.entries(r).filter(([k]) => BIRTH_KEYS4.includes(k.toLowerCase())).map(([, v]) => readBirth4(v));
const isNameKey4 = (k: string) => /name|surname|forename|owner|proprietor/i.test(k) && !/mother|father|kin|maiden|display/i.test(k);

describe('held-out set persons-heldout4', () => {
  const text = readFileSync(SETS.heldout4.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout4.file.pathname) as unknown as Row[];

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout4.seed} generate`, () => {
    assert.equal(SETS.heldout4.seed, 4404);
    assert.equal(text, SETS.heldout4.jsonl());
    assert.notEqual(SETS.heldout4.jsonl(), toJsonl(buildPairs(HELDOUT4_KINDS, 'persons-heldout4', SETS.heldout4.seed + 1)));
    assert.equal(setName(['--set', 'heldout4']), 'heldout4');
    assert.equal(pairFile(['--set', 'heldout4']), SETS.heldout4.file.pathname);
  });

  it('holds at least 700 pairs, each label at least 40 %, every jurisdiction, every kind at least 16 pairs of one label', () => {
    assert.ok(pairs.length >= 700, `${pairs.length} pairs`);
    const same = pairs.filter((p) => p.label === 'same').length;
    assert.ok(same / pairs.length >= 0.4 && (pairs.length - same) / pairs.length >= 0.4, `${same} same of ${pairs.length}`);
    for (const j of JURISDICTIONS) assert.ok(pairs.filter((p) => p.jurisdiction === j).length >= 100, `too few pairs from ${j}`);
    // No kind of set 4 repeats a kind of sets 1–3 by name.
    assertKinds(pairs, HELDOUT4_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS]);
  });

  it('every record is a non-empty object of non-blank strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('every birth date reads back as a real date in 1925–2007, and none is written month first', () => {
    let n = 0;
    for (const p of pairs) {
      for (const r of [p.a, p.b]) {
        for (const t of births4(r)) {
          assert.ok(t, `${p.id}: a birth date in no written form`);
          assert.ok(t.y >= 1925 && t.y <= 2007, `${p.id}: born ${t.y}`);
          assert.ok(t.m >= 1 && t.m <= 12 && t.d >= 1 && t.d <= R4.daysIn(t.y, t.m), `${p.id}: ${JSON.stringify(t)}`);
          n++;
        }
      }
    }
    assert.ok(n > 1200, `${n} birth dates`);
  });

  it('label honesty: every `different` pair carries a birth date on both sides, and only twins share one (their given names differ)', () => {
    const fold = (r: Record<string, string>) =>
      R4.stripMarks(Object.entries(r).filter(([k]) => isNameKey4(k)).map(([, v]) => v).join(' '))
        .toUpperCase()
        .replace(/[^A-Z ]/g, ' ')
        .split(/\s+/)
        .filter((w) => w !== '');
    let sharedName = 0;
    for (const p of pairs.filter((x) => x.label === 'different')) {
      const [ta] = births4(p.a);
      const [tb] = births4(p.b);
      assert.ok(ta && tb, `${p.id}: a birth date missing`);
      const same = ta.y === tb.y && ta.m === tb.m && ta.d === tb.d;
      if (p.kind === 'diff_twins_twin_names') {
        assert.ok(same, `${p.id}: twins of two birth dates`);
        const first = (r: Record<string, string>) => R4.stripMarks(r.name?.split(/\s+/).find((w) => w !== w.toUpperCase() || w.length <= 2) ?? r.first_name ?? r.firstname ?? r.forenames ?? r.given_names ?? r.other_names ?? '').split(' ')[0]!.toLowerCase();
        assert.notEqual(first(p.a), first(p.b), `${p.id}: twins of one given name`);
      } else {
        assert.ok(!same, `${p.id}: two people of one birth date outside the twins kind`);
      }
      const na = new Set(fold(p.a));
      if (fold(p.b).every((w) => na.has(w)) && fold(p.b).length >= 2) sharedName++;
    }
    // The set is hard on purpose: many `different` pairs share every word of one name.
    assert.ok(sharedName >= 60, `only ${sharedName} different pairs share a whole name`);
  });

  it('label honesty: a `same` pair carries a name on both sides and one more value both sides agree on', () => {
    const forms = (k: string, v: string): string[] => {
      const out = [v.trim().toLowerCase()];
      const digits = v.replace(/\D/g, '');
      // The last eight digits: a Danish number has eight, and a country code or trunk 0 comes before them.
      if (digits.length >= 7) out.push(`#${digits.slice(-8)}`);
      if (BIRTH_KEYS4.includes(k.toLowerCase())) {
        const t = readBirth4(v);
        if (t) out.push(`@${t.y}-${t.m}-${t.d}`);
      }
      return out;
    };
    const NOT_EVIDENCE = new Set(['m', 'f', 'male', 'female', 'y', 'death', 'id enrolment']);
    for (const p of pairs.filter((x) => x.label === 'same')) {
      for (const r of [p.a, p.b]) assert.ok(Object.keys(r).some(isNameKey4), `${p.id}: a side without a name`);
      const a = new Set(Object.entries(p.a).filter(([k]) => !isNameKey4(k)).flatMap(([k, v]) => forms(k, v)));
      const common = Object.entries(p.b)
        .filter(([k]) => !isNameKey4(k))
        .flatMap(([k, v]) => forms(k, v))
        .filter((f) => a.has(f) && !NOT_EVIDENCE.has(f));
      assert.ok(common.length > 0, `${p.id}: nothing but the name in common`);
    }
  });

  it('the SA ID number holds the birth date and a Luhn check; a changed digit breaks it (adversarial)', () => {
    const c = new R4.Ctx(4);
    for (let i = 0; i < 40; i++) {
      const dob = R4.birthDate(c, 1930, 2007);
      const sex = i % 2 === 0 ? 'F' : 'M';
      const id = R4.saId(c, dob, sex);
      assert.match(id, /^\d{13}$/);
      assert.equal(id.slice(0, 6), `${String(dob.y % 100).padStart(2, '0')}${String(dob.m).padStart(2, '0')}${String(dob.d).padStart(2, '0')}`);
      assert.equal(Number(id[6]) >= 5, sex === 'M', `${id}: sex digit`);
      assert.ok(R4.luhnValid(id), id);
      const k = Number(id[12]);
      assert.ok(!R4.luhnValid(id.slice(0, 12) + ((k + 1) % 10)));
    }
    assert.ok(R4.luhnValid('79927398713'));
  });

  it('identifiers keep their check digits: NHS mod 11, PESEL, BSN eleven-test, DNI letter, NIR key, PT NIF', () => {
    const c = new R4.Ctx(44);
    assert.equal(R4.nhsCheck('943476591'), 9);
    assert.equal(R4.nhsCheck('100047514'), undefined);
    for (let i = 0; i < 30; i++) {
      const nhs = R4.nhsNumber(c);
      assert.equal(R4.nhsCheck(nhs.slice(0, 9)), Number(nhs[9]));
      const dob = R4.birthDate(c, 1940, 2007);
      const pe = R4.pesel(c, dob, 'F');
      const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
      assert.equal((10 - ([...pe.slice(0, 10)].reduce((a, ch, k) => a + Number(ch) * w[k]!, 0) % 10)) % 10, Number(pe[10]));
      assert.equal(Number(pe[9]) % 2, 0, 'a woman has an even tenth digit');
      assert.equal(Number(pe.slice(2, 4)), dob.y >= 2000 ? dob.m + 20 : dob.m);
      const b = R4.bsn(c);
      assert.equal([...b].reduce((a, ch, k) => a + Number(ch) * (k === 8 ? -1 : 9 - k), 0) % 11, 0, b);
      const d = R4.dni(c);
      assert.equal(d[8], 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(d.slice(0, 8)) % 23]);
      const n = R4.nir(c, dob, 'M');
      assert.equal(97 - Number(BigInt(n.slice(0, 13)) % 97n), Number(n.slice(13)));
      const nif = R4.ptNif(c);
      const r = [...nif.slice(0, 8)].reduce((a, ch, k) => a + Number(ch) * (9 - k), 0) % 11;
      assert.equal(r < 2 ? 0 : 11 - r, Number(nif[8]));
      assert.match(R4.nino(c), /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/);
    }
  });

  it('writes one date and one phone in every form', () => {
    const t = { y: 1958, m: 3, d: 7 };
    const want: Record<R4.DateForm, string> = {
      iso: '1958-03-07',
      'dd/mm/yyyy': '07/03/1958',
      'dd.mm.yyyy': '07.03.1958',
      'dd-mm-yyyy': '07-03-1958',
      'd Mon yyyy': '7 Mar 1958',
      'DD-MON-YYYY': '07-MAR-1958',
      yyyymmdd: '19580307',
      'd/m/yy': '7/3/58',
      'Month d, yyyy': 'March 7, 1958',
      'd Month yyyy': '7 March 1958',
      'yyyy/mm/dd': '1958/03/07',
      'dd MON yyyy': '07 MAR 1958',
      yyyy: '1958',
    };
    for (const [form, s] of Object.entries(want)) {
      assert.equal(R4.writeDate(t, form as R4.DateForm), s, form);
      if (form !== 'yyyy') assert.deepEqual(readBirth4(s), t, `reads back ${s}`);
    }
    assert.equal(R4.writePhone('2348031234567', 'NG', 'national-spaced'), '0803 123 4567');
    assert.equal(R4.writePhone('2348031234567', 'NG', 'plus-spaced'), '+234 803 123 4567');
    assert.equal(R4.writePhone('254712345678', 'KE', 'national-dashed'), '0712-345-678');
    assert.equal(R4.writePhone('447700900123', 'GB', 'national-spaced'), '07700 900123');
    assert.equal(R4.writePhone('33612345678', 'FR', 'national-spaced'), '06 12 34 56 78');
    // No trunk 0 in Spain or Denmark: the national form is the bare number.
    assert.equal(R4.writePhone('34612345678', 'ES', 'national'), '612345678');
    assert.equal(R4.writePhone('4523456789', 'DK', 'national-spaced'), '23 45 67 89');
    const c = new R4.Ctx(5);
    for (const country of Object.keys(R4.PHONE_PLANS)) {
      const full = R4.newPhone(c, country);
      for (const f of R4.PHONE_FORMS) assert.ok(full.endsWith(R4.writePhone(full, country, f).replace(/\D/g, '').replace(/^0+/, '').slice(-6)), `${country} ${f}`);
    }
  });

  it('names: marks folded two ways, Icelandic patronymics, transliterations, short forms', () => {
    assert.equal(R4.stripMarks('Łukasz Wróbel Søren Strauß Ɖogbe Kɔmla Gĩthinji Adébáyọ̀'), 'Lukasz Wrobel Soren Strauss Dogbe Komla Githinji Adebayo');
    assert.equal(R4.icaoFold('Müller Sørensen Åsa Weiß'), 'Mueller Soerensen Aasa Weiss');
    assert.equal(R4.patronym('Sigurður', 'F'), 'Sigurðardóttir');
    assert.equal(R4.patronym('Jón', 'M'), 'Jónsson');
    assert.equal(R4.fatherOf('Þórðardóttir'), 'Þórður');
    assert.throws(() => R4.patronym('Kwame', 'M'));
    const c = new R4.Ctx(6);
    for (let i = 0; i < 20; i++) {
      assert.notEqual(R4.transliterate(c, 'Mohammed'), 'Mohammed');
      assert.notEqual(R4.transliterate(c, 'Zhang'), 'Zhang');
    }
    // Adversarial: a name no row lists is left as it is.
    assert.equal(R4.transliterate(c, 'Okafor'), 'Okafor');
    const all = new Set(Object.values(R4.CULTURES).flatMap((cu) => [...cu.M, ...cu.F, ...(cu.firstM ?? []), ...(cu.firstF ?? [])]));
    const seen = new Set<string>();
    for (const [full, short] of R4.SHORT_FORMS) {
      assert.notEqual(full, short);
      assert.ok(all.has(full), `${full} is in no culture's list`);
      assert.ok(!seen.has(`${full}/${short}`), `${full}/${short} twice`);
      seen.add(`${full}/${short}`);
    }
    assert.ok(R4.sameFormal('Babatunde', 'Tunde') && R4.sameFormal('Tunde', 'Babatunde'));
    // Adversarial: two formal names that share one short form are not one name.
    assert.ok(!R4.sameFormal('Boitumelo', 'Tumelo'));
  });

  it('people: a relative keeps the surname and address but never the given name; a chain sibling keeps father and grandfather', () => {
    const c = new R4.Ctx(7);
    for (const j of JURISDICTIONS) {
      for (let i = 0; i < 40; i++) {
        const p = R4.newPerson(c, j);
        assert.ok(R4.PEOPLE_OF[j].some(([k, country]) => k === p.culture && country === p.country), `${p.culture}/${p.country} is not of ${j}`);
        assert.notEqual(p.given, p.surname);
        const q = R4.relative(c, p, p.sex, R4.birthAway(c, p.dob, 1, 10));
        assert.ok(!R4.sameFormal(q.given, p.given), `${q.given} is ${p.given}`);
        assert.equal(q.address, p.address);
        assert.notEqual(q.ids.national, p.ids.national);
        if (R4.CULTURES[p.culture]!.chain) assert.deepEqual([q.middle, q.surname], [p.middle, p.surname]);
        else if (!R4.CULTURES[p.culture]!.patronymic) assert.equal(q.surname, p.surname);
        const far = R4.birthAway(c, p.dob, 8, 30);
        assert.ok(Math.abs(far.y - p.dob.y) >= 8 || far.y === 1925 || far.y === 2007, `${far.y} vs ${p.dob.y}`);
      }
    }
  });
});

// Set 5 (templates-heldout5.ts, records5.ts): the fifth author's birth-date reader covers every form the set
// writes (R5.DateForm5), the year alone included; a watch list's year of birth counts as a birth date.
function readBirth5(v: string): { y: number; m?: number; d?: number } | undefined {
  const s = v.trim();
  const mon = (n: string) => R5.MONTHS5.findIndex((m) => m.slice(0, 3).toLowerCase() === n.slice(0, 3).toLowerCase()) + 1;
  // APIS two-digit years: the set's births run 1925–2006, so 00–06 are this century.
  const yy = (n: string) => (Number(n) <= 6 ? 2000 + Number(n) : 1900 + Number(n));
  const tries: [RegExp, (m: RegExpExecArray) => { y: number; m?: number; d?: number }][] = [
    [/^(\d{4})-(\d\d)-(\d\d)$/, (m) => ({ y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) })],
    [/^(\d{4})\.(\d\d)\.(\d\d)\.$/, (m) => ({ y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) })],
    [/^(\d{4})(\d\d)(\d\d)$/, (m) => ({ y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) })],
    [/^(\d\d)[/.-](\d\d)[/.-](\d{4})$/, (m) => ({ y: Number(m[3]), m: Number(m[2]), d: Number(m[1]) })],
    [/^(\d{1,2})[- ]([A-Za-z]+)[- ](\d{4})$/, (m) => ({ y: Number(m[3]), m: mon(m[2]!), d: Number(m[1]) })],
    [/^(\d\d)([A-Z]{3})(\d\d)$/, (m) => ({ y: yy(m[3]!), m: mon(m[2]!), d: Number(m[1]) })],
    [/^(\d{4})$/, (m) => ({ y: Number(m[1]) })],
  ];
  for (const [re, f] of tries) {
    const m = re.exec(s);
    if (m) return f(m);
  }
  return undefined;
}

const BIRTH_KEYS5 = new Set(['dob', 'dateofbirth', 'birthdate', 'birtdate', 'yearofbirth']);
const isBirthKey5 = (k: string) => BIRTH_KEYS5.has(k.toLowerCase().replace(/[^a-z]/g, ''));
const births5 = (r: Record<string, string>) => Object.entries(r).filter(([k]) => isBirthKey5(k)).map(([, v]) => readBirth5(v));
// Keys that carry a person's own name (not a father's, next of kin's, maiden or group name).
const isNameKey5 = (k: string) =>
  /name|surname|forenames|registrant|beneficiary|account_holder|aliases/i.test(k) && !/father|nok|maiden|group|file|kunya/i.test(k);

describe('held-out set persons-heldout5', () => {
  const text = readFileSync(SETS.heldout5.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout5.file.pathname) as unknown as Row[];

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout5.seed} generate, and sets 1–4 are untouched`, () => {
    assert.equal(SETS.heldout5.seed, 5505);
    assert.equal(text, SETS.heldout5.jsonl());
    assert.equal(readFileSync(SETS.heldout1.file, 'utf8'), SETS.heldout1.jsonl());
    assert.equal(readFileSync(SETS.heldout2.file, 'utf8'), SETS.heldout2.jsonl());
    assert.equal(readFileSync(SETS.heldout3.file, 'utf8'), SETS.heldout3.jsonl());
    assert.equal(readFileSync(SETS.heldout4.file, 'utf8'), SETS.heldout4.jsonl());
    // Negative: another seed gives other bytes.
    assert.notEqual(SETS.heldout5.jsonl(), toJsonl(buildPairs(HELDOUT5_KINDS, 'persons-heldout5', SETS.heldout5.seed + 1)));
  });

  it('holds at least 700 pairs, each label at least 40 %, every jurisdiction, every kind at least 16 pairs of one label', () => {
    assert.ok(pairs.length >= 700, `${pairs.length} pairs`);
    const same = pairs.filter((p) => p.label === 'same').length;
    assert.ok(same / pairs.length >= 0.4 && (pairs.length - same) / pairs.length >= 0.4, `${same} same of ${pairs.length}`);
    for (const j of JURISDICTIONS) assert.ok(pairs.filter((p) => p.jurisdiction === j).length >= 100, `too few pairs from ${j}`);
    // No kind of set 5 repeats a kind of sets 1–4 by name.
    assertKinds(pairs, HELDOUT5_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS]);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('every birth date reads back as a real date (or a year) in 1925–2006, and none is written month first', () => {
    let n = 0;
    for (const p of pairs) {
      for (const r of [p.a, p.b]) {
        for (const t of births5(r)) {
          assert.ok(t, `${p.id}: a birth date in no written form`);
          assert.ok(t.y >= 1925 && t.y <= 2006, `${p.id}: born ${t.y}`);
          if (t.m !== undefined) assert.ok(t.m >= 1 && t.m <= 12 && t.d! >= 1 && t.d! <= R5.daysIn(t.y, t.m), `${p.id}: ${JSON.stringify(t)}`);
          n++;
        }
      }
    }
    assert.ok(n > 1100, `${n} birth dates`);
  });

  it('label honesty: every `different` pair carries a birth date on both sides that tells them apart, except twins, who share one and differ in given name', () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      const [ta] = births5(p.a);
      const [tb] = births5(p.b);
      assert.ok(ta && tb, `${p.id}: a birth date missing`);
      const full = ta.m !== undefined && tb.m !== undefined;
      const same = ta.y === tb.y && (!full || (ta.m === tb.m && ta.d === tb.d));
      if (p.kind === 'diff_twins_exam_register') {
        assert.ok(full && same, `${p.id}: twins of two birth dates`);
        assert.notEqual(p.a.candidate_name, p.b.candidate_name, `${p.id}: twins of one name`);
      } else {
        assert.ok(!same, `${p.id}: two people of one birth date (or one year where only a year is known) outside the twins kind`);
      }
    }
  });

  it('label honesty: a `same` pair carries a name on both sides and one more value both sides agree on', () => {
    const forms = (k: string, v: string): string[] => {
      const out = [v.trim().toLowerCase()];
      const digits = v.replace(/\D/g, '');
      // The last eight digits: a country code or trunk prefix comes before them.
      if (digits.length >= 7) out.push(`#${digits.slice(-8)}`);
      const alnum = v.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
      if (alnum.length >= 6 && /\d/.test(alnum)) out.push(`~${alnum}`);
      if (isBirthKey5(k)) {
        const t = readBirth5(v);
        if (t) out.push(`@${t.y}`);
        if (t?.m !== undefined) out.push(`@${t.y}-${t.m}-${t.d}`);
      }
      return out;
    };
    const NOT_EVIDENCE = new Set(['m', 'f', 'male', 'female']);
    for (const p of pairs.filter((x) => x.label === 'same')) {
      for (const r of [p.a, p.b]) assert.ok(Object.keys(r).some(isNameKey5), `${p.id}: a side without a name`);
      const a = new Set(Object.entries(p.a).filter(([k]) => !isNameKey5(k)).flatMap(([k, v]) => forms(k, v)));
      const common = Object.entries(p.b)
        .filter(([k]) => !isNameKey5(k))
        .flatMap(([k, v]) => forms(k, v))
        .filter((f) => a.has(f) && !NOT_EVIDENCE.has(f) && !/^@\d{4}$/.test(f));
      // A year of birth alone is not enough; the watch-list kind also quotes one document number.
      assert.ok(common.length > 0, `${p.id}: nothing but the name (or a year) in common`);
    }
  });

  it('the SA ID number holds the birth date, the sex digit and a Luhn check; a changed digit breaks it (adversarial)', () => {
    const c = new R5.Ctx(5);
    for (let i = 0; i < 40; i++) {
      const dob = R5.birthDate(c, 1930, 2006);
      const sex = i % 2 === 0 ? 'F' : 'M';
      const id = R5.saId(c, dob, sex);
      assert.match(id, /^\d{10}08\d$/);
      assert.equal(id.slice(0, 6), `${R5.pad2(dob.y % 100)}${R5.pad2(dob.m)}${R5.pad2(dob.d)}`);
      assert.equal(Number(id[6]) >= 5, sex === 'M', `${id}: sex digit`);
      assert.ok(R5.luhnValid(id), id);
      assert.ok(!R5.luhnValid(id.slice(0, 12) + ((Number(id[12]) + 1) % 10)));
    }
  });

  it('identifiers keep their checks: NHS mod 11, BSN eleven-test, DNI letter, TAJ, NINO prefixes, the DVLA licence layout', () => {
    const c = new R5.Ctx(55);
    assert.equal(R5.nhsCheck('943476591'), 9);
    assert.equal(R5.nhsCheck('100047514'), undefined);
    for (let i = 0; i < 30; i++) {
      const nhs = R5.nhsNumber(c);
      assert.equal(R5.nhsCheck(nhs.slice(0, 9)), Number(nhs[9]));
      const b = R5.bsn(c);
      assert.equal([...b].reduce((a, ch, k) => a + Number(ch) * (k === 8 ? -1 : 9 - k), 0) % 11, 0, b);
      const d = R5.dni(c);
      assert.equal(d[8], R5.DNI_LETTERS[Number(d.slice(0, 8)) % 23]);
      const t = R5.taj(c);
      assert.equal([...t.slice(0, 8)].reduce((a, ch, k) => a + Number(ch) * (k % 2 === 0 ? 3 : 7), 0) % 10, Number(t[8]));
      const n = R5.nino(c);
      assert.match(n, /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/);
      assert.ok(!['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(n.slice(0, 2)));
    }
    // Surname padded with 9s, decade, month + 50 for a woman, day, year digit, initials.
    assert.match(R5.ukLicence(c, 'Ng', 'Sue', 'Ann', 'F', { y: 1985, m: 7, d: 9 }), /^NG999857095SA\d[A-Z]{2}$/);
    // Adversarial: an apostrophe is dropped, a missing middle name is a 9.
    assert.match(R5.ukLicence(c, "O'Brien", 'Eoin', '', 'M', { y: 1962, m: 11, d: 30 }), /^OBRIE611302E9\d[A-Z]{2}$/);
  });

  it('writes one date and one phone in every form', () => {
    const t = { y: 1958, m: 3, d: 7 };
    const want: Record<R5.DateForm5, string> = {
      iso: '1958-03-07',
      'dd/mm/yyyy': '07/03/1958',
      'dd.mm.yyyy': '07.03.1958',
      'dd-mm-yyyy': '07-03-1958',
      'd Mon yyyy': '7 Mar 1958',
      'd Month yyyy': '7 March 1958',
      DDMONYY: '07MAR58',
      'DD MON YYYY': '07 MAR 1958',
      yyyymmdd: '19580307',
      'dd-MON-yyyy': '07-MAR-1958',
      'yyyy.mm.dd.': '1958.03.07.',
      yyyy: '1958',
    };
    for (const [form, s] of Object.entries(want)) {
      assert.equal(R5.writeDate(t, form as R5.DateForm5), s, form);
      assert.deepEqual(readBirth5(s), form === 'yyyy' ? { y: 1958 } : t, `reads back ${s}`);
    }
    assert.equal(R5.writePhone('2348031234567', 'NG', 'national-spaced'), '0803 123 4567');
    assert.equal(R5.writePhone('2348031234567', 'NG', 'plus-spaced'), '+234 803 123 4567');
    assert.equal(R5.writePhone('254712345678', 'KE', 'national-dashed'), '0712-345-678');
    assert.equal(R5.writePhone('447700900123', 'GB', 'national'), '07700900123');
    // No trunk prefix in Spain or Italy; Hungary's is 06.
    assert.equal(R5.writePhone('34612345678', 'ES', 'national'), '612345678');
    assert.equal(R5.writePhone('36301234567', 'HU', 'national-spaced'), '06 301 234 567');
    const c = new R5.Ctx(6);
    for (const country of Object.keys(R5.PHONE_PLANS)) {
      const full = R5.newPhone(c, country);
      for (const f of R5.PHONE_FORMS) assert.ok(full.endsWith(R5.writePhone(full, country, f).replace(/\D/g, '').slice(-7)), `${country} ${f}`);
    }
  });

  it('names: marks folded, short forms of listed names, transliterations, slips that always change the word', () => {
    assert.equal(R5.stripMarks('Łukasz Wiśniewski Weiß Nguyễn Đặng Gonçalves Zoltán Ɔkyere'), 'Lukasz Wisniewski Weiss Nguyen Dang Goncalves Zoltan Okyere');
    const all = new Set(Object.values(R5.CULTURES).flatMap((cu) => [...cu.M, ...cu.F]));
    const seen = new Set<string>();
    for (const [full, short] of R5.SHORT_FORMS) {
      assert.notEqual(full, short);
      assert.ok(all.has(full), `${full} is in no culture's list`);
      assert.ok(!seen.has(`${full}/${short}`), `${full}/${short} twice`);
      seen.add(`${full}/${short}`);
    }
    assert.ok(R5.sameFormal('Chukwuemeka', 'Emeka') && R5.sameFormal('Emeka', 'Chukwuemeka'));
    // Adversarial: two formal names that share one short form are not one name.
    assert.ok(!R5.sameFormal('Kwabena', 'Kobina'));
    const c = new R5.Ctx(7);
    for (let i = 0; i < 20; i++) {
      assert.notEqual(transliterate5(c, 'Mohamed'), 'Mohamed');
      assert.notEqual(transliterate5(c, 'Al-Amoudi'), 'Al-Amoudi');
      for (const w of ['Okafor', 'Wanjiru', 'Mensah', 'Dlamini', 'Nagy']) {
        assert.notEqual(R5.typingSlip(c, w), w);
        const o = R5.ocrSlip(c, w);
        if (o !== undefined) assert.notEqual(o, w);
      }
    }
    // A name no row lists is left as it is; a word with no misreadable glyph after its first has no OCR slip.
    assert.equal(transliterate5(c, 'Okafor'), 'Okafor');
    assert.equal(R5.ocrSlip(c, 'Kwaky'), undefined);
    // Polish surnames take the bearer's sex; other cultures' do not change.
    assert.equal(R5.genderedSurname('polish', 'F', 'Wiśniewski'), 'Wiśniewska');
    assert.equal(R5.genderedSurname('polish', 'M', 'Kozłowska'), 'Kozłowski');
    assert.equal(R5.genderedSurname('polish', 'F', 'Nowak'), 'Nowak');
    assert.equal(R5.genderedSurname('english', 'F', 'Kowalski'), 'Kowalski');
  });

  it('people: a relative keeps the surname (gendered) and address but never the given name; a namesake keeps the name but not the birth date', () => {
    const c = new R5.Ctx(8);
    for (const j of JURISDICTIONS) {
      for (let i = 0; i < 40; i++) {
        const p = R5.newPerson(c, j);
        assert.ok(R5.PEOPLE_OF[j].some(([k, country]) => k === p.culture && country === p.country), `${p.culture}/${p.country} is not of ${j}`);
        const sex = i % 2 === 0 ? 'F' : 'M';
        const q = R5.relative(c, p, sex, R5.birthAway(c, p.dob, 1, 10));
        assert.ok(!R5.sameFormal(q.given, p.given), `${q.given} is ${p.given}`);
        assert.equal(q.address, p.address);
        assert.equal(q.surname, R5.genderedSurname(p.culture, sex, p.surname));
        assert.notEqual(q.ids.national, p.ids.national);
        const n = R5.namesake(c, p, R5.birthAway(c, p.dob, 3, 20));
        assert.deepEqual([n.given, n.surname], [p.given, p.surname]);
        assert.notDeepEqual(n.dob, p.dob);
        assert.ok(!R5.sameFormal(n.middle, n.given), `${n.middle} repeats ${n.given}`);
        // birthAway honours its window and never returns the same day, even where one direction has no room.
        const far = R5.birthAway(c, { y: 2000, m: 1, d: 1 }, 18, 30, 1);
        assert.ok(far.y >= 1970 && far.y <= 1982, `${far.y}: the other direction is taken when 2018–2030 is out of range`);
      }
    }
  });
});

// Set 6 (templates-heldout6.ts, records6.ts): the sixth author's birth-date reader covers every form the set
// writes (R6.DateForm6), month and year alone included (a company-officer register, a vaccination certificate).
function readBirth6(v: string): { y: number; m: number; d?: number } | undefined {
  const mon = (n: string) => R6.MONTHS6.findIndex((m) => m.slice(0, 3).toLowerCase() === n.slice(0, 3).toLowerCase()) + 1;
  const tries: [RegExp, (m: RegExpExecArray) => { y: number; m: number; d?: number }][] = [
    [/^(\d{4})-(\d\d)-(\d\d)$/, (m) => ({ y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) })],
    [/^(\d{4})(\d\d)(\d\d)$/, (m) => ({ y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) })],
    [/^(\d\d)[/.-](\d\d)[/.-](\d{4})$/, (m) => ({ y: Number(m[3]), m: Number(m[2]), d: Number(m[1]) })],
    [/^(\d{1,2}) ([A-Za-z]{3}) (\d{4})$/, (m) => ({ y: Number(m[3]), m: mon(m[2]!), d: Number(m[1]) })],
    // Oracle-style two-digit years: the set writes them for births 1930–1999 only.
    [/^(\d\d)-([A-Z]{3})-(\d\d)$/, (m) => ({ y: 1900 + Number(m[3]), m: mon(m[2]!), d: Number(m[1]) })],
    [/^([A-Za-z]+) (\d{4})$/, (m) => ({ y: Number(m[2]), m: mon(m[1]!) })],
    [/^(\d{4})-(\d\d)$/, (m) => ({ y: Number(m[1]), m: Number(m[2]) })],
  ];
  for (const [re, f] of tries) {
    const m = re.exec(v.trim());
    if (m) return f(m);
  }
  return undefined;
}
// A birth key of the set's sources (the hire, termination, appointment and reception dates are not births).
const isBirthKey6 = (k: string) => /^(dob|date_?of_?birth|date of birth|birthdt|sender_dob|receiver_dob|date de naissance|date_naissance)$/i.test(k);
const births6 = (r: Record<string, string>) => Object.entries(r).filter(([k]) => isBirthKey6(k)).map(([, v]) => readBirth6(v));
const isNameKey6 = (k: string) => /name|surname|^fn$|^gn$|^fnt$|^gnt$|accused|defendant|^nom|prénoms|empname|forename|given/i.test(k) && !/mother|kin|former|company|claimant_x/i.test(k);

describe('held-out set persons-heldout6', () => {
  const text = readFileSync(SETS.heldout6.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout6.file.pathname) as unknown as Row[];

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout6.seed} generate, and sets 1–5 are untouched`, () => {
    assert.equal(SETS.heldout6.seed, 6606);
    assert.equal(text, SETS.heldout6.jsonl());
    for (const k of ['heldout1', 'heldout2', 'heldout3', 'heldout4', 'heldout5'] as const) assert.equal(readFileSync(SETS[k].file, 'utf8'), SETS[k].jsonl(), k);
    // Negative: another seed gives other bytes.
    assert.notEqual(SETS.heldout6.jsonl(), toJsonl(buildPairs(HELDOUT6_KINDS, 'persons-heldout6', SETS.heldout6.seed + 1)));
  });

  it('holds at least 750 pairs, half of each label, every jurisdiction, every kind at least 16 pairs of one label and new by name', () => {
    assert.ok(pairs.length >= 750, `${pairs.length} pairs`);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.ok(pairs.filter((p) => p.jurisdiction === j).length >= 100, `too few pairs from ${j}`);
    assertKinds(pairs, HELDOUT6_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS]);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('every birth date reads back as a real date (or a month and year) in 1925–2024', () => {
    let n = 0;
    for (const p of pairs) {
      for (const r of [p.a, p.b]) {
        for (const t of births6(r)) {
          assert.ok(t, `${p.id}: a birth date in no written form`);
          assert.ok(t.y >= 1925 && t.y <= 2024 && t.m >= 1 && t.m <= 12, `${p.id}: ${JSON.stringify(t)}`);
          if (t.d !== undefined) assert.ok(t.d >= 1 && t.d <= R6.daysIn(t.y, t.m), `${p.id}: ${JSON.stringify(t)}`);
          n++;
        }
      }
    }
    assert.ok(n > 1200, `${n} birth dates`);
  });

  it('label honesty: every `different` pair carries a birth date on both sides that differs, except unnamed twins, who share one and differ in name', () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      const [ta] = births6(p.a);
      const [tb] = births6(p.b);
      assert.ok(ta && tb, `${p.id}: a birth date missing`);
      const same = ta.y === tb.y && ta.m === tb.m && (ta.d === undefined || tb.d === undefined || ta.d === tb.d);
      if (p.kind === 'diff_newborn_twins_unnamed') {
        assert.ok(same, `${p.id}: twins of two birth dates`);
        assert.notEqual(p.a.patient_name, p.b.patient_name);
      } else assert.ok(!same, `${p.id}: two people of one birth date`);
    }
  });

  it('label honesty: a `same` pair carries a name on both sides and one more value both sides agree on beyond a year', () => {
    const forms = (k: string, v: string): string[] => {
      const out = [v.trim().toLowerCase()];
      const digits = v.replace(/\D/g, '');
      if (digits.length >= 6) out.push(`#${digits.slice(-6)}`);
      if (isBirthKey6(k)) {
        const t = readBirth6(v);
        if (t) out.push(`@${t.y}-${t.m}`);
      }
      return out;
    };
    for (const p of pairs.filter((x) => x.label === 'same')) {
      for (const r of [p.a, p.b]) assert.ok(Object.keys(r).some(isNameKey6), `${p.id}: a side without a name`);
      const a = new Set(Object.entries(p.a).filter(([k]) => !isNameKey6(k)).flatMap(([k, v]) => forms(k, v)));
      const common = Object.entries(p.b).filter(([k]) => !isNameKey6(k)).flatMap(([k, v]) => forms(k, v)).filter((f) => a.has(f) && !['m', 'f', 'male', 'female'].includes(f));
      assert.ok(common.length > 0, `${p.id}: nothing but the name in common`);
    }
  });

  it('identifiers keep their checks: SA ID Luhn, PPSN mod 23, NIR key, Czech birth number mod 11; a changed check digit breaks them (adversarial)', () => {
    const c = new Ctx(66);
    for (let i = 0; i < 30; i++) {
      const t = R6.birthDate(c, 1930, 2004);
      const za = R6.saId(c, t, i % 2 ? 'M' : 'F');
      assert.ok(R6.luhnValid(za) && !R6.luhnValid(za.slice(0, 12) + ((Number(za[12]) + 1) % 10)), za);
      const pp = R6.ppsn(c);
      const sum = [...pp.slice(0, 7)].reduce((a, ch, k) => a + Number(ch) * (8 - k), 0);
      assert.equal(pp[7], 'WABCDEFGHIJKLMNOPQRSTUV'[sum % 23]);
      const n = R6.nir(c, t, 'F');
      assert.equal(Number(BigInt(n.slice(0, 13)) % 97n) + Number(n.slice(13)), 97);
      assert.equal(n[0], '2');
      const rc = R6.rodneCislo(c, t, 'F').replace('/', '');
      assert.equal(BigInt(rc) % 11n, 0n, rc);
      assert.equal(Number(rc.slice(2, 4)), t.m + 50);
    }
  });

  it('writes one date and one phone in every form; folds marks; a slip always changes the word', () => {
    const t = { y: 1975, m: 3, d: 7 };
    for (const f of ['iso', 'dd/mm/yyyy', 'dd.mm.yyyy', 'dd-mm-yyyy', 'd Mon yyyy', 'DD-MON-YY', 'yyyymmdd', 'Month yyyy', 'yyyy-mm'] as const) {
      const back = readBirth6(R6.writeDate(t, f));
      assert.deepEqual(back, f === 'Month yyyy' || f === 'yyyy-mm' ? { y: 1975, m: 3 } : t, f);
    }
    assert.throws(() => R6.writeDate({ y: 2003, m: 1, d: 1 }, 'DD-MON-YY'));
    assert.equal(R6.writePhone('2348031234567', 'NG', 'national'), '08031234567');
    assert.equal(R6.writePhone('34612345678', 'ES', 'national'), '612345678');
    assert.equal(R6.fold('Ó Súilleabháin Dvořák Weiß'), 'O Suilleabhain Dvorak Weiss');
    const c = new Ctx(6);
    for (const w of ['Okafor', 'Ng', 'Wanjiku', 'Ó Briain']) for (let i = 0; i < 20; i++) assert.notEqual(R6.typingSlip(c, w), w);
  });
});

// Set 7 (templates-heldout7.ts, records7.ts): the seventh author's birth reader covers every form the set writes
// (R7.DateForm7: words and affidavit forms, the MRZ's YYMMDD), a year of birth, and a census age on its
// enumeration date. A birth is read as an interval of yyyymmdd numbers, so an age or a year is a span.
type Span7 = readonly [number, number];
function readBirth7(v: string): Span7 | undefined {
  const mon = (n: string) => R7.MONTHS7.findIndex((m) => m.slice(0, 3).toLowerCase() === n.slice(0, 3).toLowerCase()) + 1;
  const day = (y: number, m: number, d: number): Span7 | undefined => (m >= 1 && m <= 12 && d >= 1 && d <= R7.daysIn(y, m) ? [y * 10000 + m * 100 + d, y * 10000 + m * 100 + d] : undefined);
  const words = (m: RegExpExecArray): Span7 | undefined => {
    const d = Array.from({ length: 31 }, (_, k) => k + 1).find((k) => R7.ordinalWord(k) === m[1]);
    const y = Array.from({ length: 100 }, (_, k) => 1925 + k).find((k) => R7.yearWords(k) === m[3]);
    return d !== undefined && y !== undefined ? day(y, mon(m[2]!), d) : undefined;
  };
  const tries: [RegExp, (m: RegExpExecArray) => Span7 | undefined][] = [
    [/^(\d{4})[-/](\d\d)[-/](\d\d)$/, (m) => day(Number(m[1]), Number(m[2]), Number(m[3]))],
    [/^(\d{4})(\d\d)(\d\d)$/, (m) => day(Number(m[1]), Number(m[2]), Number(m[3]))],
    // The MRZ's two-digit year: the set's births run 1930–2019, so 00–24 are this century.
    [/^(\d\d)(\d\d)(\d\d)$/, (m) => day((Number(m[1]) > 24 ? 1900 : 2000) + Number(m[1]), Number(m[2]), Number(m[3]))],
    [/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/, (m) => day(Number(m[3]), Number(m[2]), Number(m[1]))],
    [/^(\d\d)-([A-Z]{3})-(\d\d)$/, (m) => day(1900 + Number(m[3]), mon(m[2]!), Number(m[1]))],
    [/^(\d\d)-([A-Z]{3})-(\d{4})$/, (m) => day(Number(m[3]), mon(m[2]!), Number(m[1]))],
    [/^(?:the )?(\d{1,2})(?:st|nd|rd|th)?(?: day of)? ([A-Za-z]+),? (\d{4})$/, (m) => day(Number(m[3]), mon(m[2]!), Number(m[1]))],
    [/^([A-Za-z]+) (\d{1,2}), (\d{4})$/, (m) => day(Number(m[3]), mon(m[1]!), Number(m[2]))],
    [/^([a-z-]+) of ([A-Z][a-z]+) ([a-z -]+)$/, words],
    [/^(\d{4})$/, (m) => [Number(m[1]) * 10000 + 101, Number(m[1]) * 10000 + 1231]],
  ];
  for (const [re, f] of tries) {
    const m = re.exec(v.trim());
    if (m) return f(m);
  }
  return undefined;
}
const isBirthKey7 = (k: string) => /^(dob|date[ _]of[ _]birth|birth_?date|birthday|verified_dob|year[ _]of[ _]birth)$/i.test(k);
/** Every birth a record states: its dates, and a census age on the enumeration date (born in the year before it). */
function births7(r: Record<string, string>): (Span7 | undefined)[] {
  const out = Object.entries(r)
    .filter(([k]) => isBirthKey7(k))
    .map(([, v]) => readBirth7(v));
  if (r.age !== undefined && r.enumeration_date !== undefined) {
    const e = readBirth7(r.enumeration_date)![0];
    const a = Number(r.age) * 10000;
    out.push([e - a - 10000 + 1, e - a]);
  }
  return out;
}
const overlaps7 = (x: Span7, y: Span7) => x[0] <= y[1] && y[0] <= x[1];
const isNameKey7 = (k: string) =>
  (/(^|[_ ])(name|names|surname)$/i.test(k) || /^(defendant|deponent|transferor|transferee|tenant)$/i.test(k)) && !/guardian|kin|surety|executor|maiden|nok/i.test(k);

describe('held-out set persons-heldout7', () => {
  const text = readFileSync(SETS.heldout7.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout7.file.pathname) as unknown as Row[];

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout7.seed} generate, and sets 1–6 are untouched`, () => {
    assert.equal(SETS.heldout7.seed, 7707);
    assert.equal(text, SETS.heldout7.jsonl());
    for (const k of ['heldout1', 'heldout2', 'heldout3', 'heldout4', 'heldout5', 'heldout6'] as const) assert.equal(readFileSync(SETS[k].file, 'utf8'), SETS[k].jsonl(), k);
    // Negative: another seed gives other bytes.
    assert.notEqual(SETS.heldout7.jsonl(), toJsonl(buildPairs(HELDOUT7_KINDS, 'persons-heldout7', SETS.heldout7.seed + 1)));
  });

  it('holds 784 pairs, half of each label, every jurisdiction, 28 kinds of 28 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 784);
    assert.equal(HELDOUT7_KINDS.length, 28);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    // 28 pairs a kind over six jurisdictions: NG, KE, GH and ZA take five of each kind, GB and EU four.
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, ['GB', 'EU'].includes(j) ? 112 : 140, j);
    assertKinds(pairs, HELDOUT7_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS]);
    for (const k of HELDOUT7_KINDS) assert.equal(pairs.filter((p) => p.kind === k.kind).length, 28, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('every birth date reads back as a real date (or a year, or a census age) in 1925–2024; only the wrong-column kind moves one', () => {
    let n = 0;
    for (const p of pairs) {
      for (const r of [p.a, p.b]) {
        for (const t of births7(r)) {
          if (p.kind === 'same_values_in_wrong_column' && t === undefined) continue;
          assert.ok(t, `${p.id}: a birth date in no written form`);
          assert.ok(t[0] >= 19250101 && t[1] <= 20241231, `${p.id}: ${JSON.stringify(t)}`);
          n++;
        }
      }
    }
    assert.ok(n > 1300, `${n} birth dates`);
  });

  it('label honesty: every `different` pair states a birth on both sides, and no birth of one side fits the other', () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      const ta = births7(p.a).filter((t): t is Span7 => t !== undefined);
      const tb = births7(p.b).filter((t): t is Span7 => t !== undefined);
      assert.ok(ta.length > 0 && tb.length > 0, `${p.id}: a birth missing`);
      for (const x of ta) for (const y of tb) assert.ok(!overlaps7(x, y), `${p.id}: two people of one birth ${JSON.stringify([x, y])}`);
    }
  });

  it('label honesty: a `same` pair carries a name on both sides and one more value both sides agree on beyond a year', () => {
    const forms = (k: string, v: string): string[] => {
      const out = [v.trim().toLowerCase()];
      const digits = v.replace(/\D/g, '');
      if (digits.length >= 6) out.push(`#${digits.slice(-6)}`);
      if (isBirthKey7(k)) {
        const t = readBirth7(v);
        if (t && t[0] === t[1]) out.push(`@${t[0]}`);
      }
      return out;
    };
    for (const p of pairs.filter((x) => x.label === 'same')) {
      for (const r of [p.a, p.b]) assert.ok(Object.keys(r).some(isNameKey7), `${p.id}: a side without a name`);
      const a = new Set(Object.entries(p.a).filter(([k]) => !isNameKey7(k)).flatMap(([k, v]) => forms(k, v)));
      const common = Object.entries(p.b)
        .filter(([k]) => !isNameKey7(k))
        .flatMap(([k, v]) => forms(k, v))
        .filter((f) => a.has(f) && !['m', 'f', 'male', 'female', 'p', 'true'].includes(f));
      assert.ok(common.length > 0, `${p.id}: nothing but the name in common`);
    }
  });

  it('a `different` pair of one name always differs in a birth date and an identifier of one kind (swapped-day namesakes)', () => {
    for (const p of pairs.filter((x) => x.kind === 'diff_swapped_day_month_namesakes')) {
      const [ta] = births7(p.a);
      const [tb] = births7(p.b);
      const [ya, ma, da] = [Math.floor(ta![0] / 10000), Math.floor(ta![0] / 100) % 100, ta![0] % 100];
      assert.deepEqual([Math.floor(tb![0] / 10000), Math.floor(tb![0] / 100) % 100, tb![0] % 100], [ya, da, ma], `${p.id}: day and month are not swapped`);
      const idKey = Object.keys(p.a).find((k) => !['name', 'dob', 'phone', 'address'].includes(k))!;
      assert.ok(p.b[idKey] && p.b[idKey] !== p.a[idKey], `${p.id}: one id on both`);
    }
  });

  it('identifiers keep their checks: SA ID Luhn, NHS mod 11, PESEL, BSN, DNI, UPN, the MRZ check digits; a changed digit breaks them (adversarial)', () => {
    // ICAO 9303's own specimen: document L898902C3, born 740812, expiring 120415.
    assert.equal(R7.mrzCheck('L898902C3'), 6);
    assert.equal(R7.mrzCheck('740812'), 2);
    assert.equal(R7.mrzCheck('120415'), 9);
    assert.notEqual(R7.mrzCheck('740813'), 2);
    const c = new Ctx(77);
    for (let i = 0; i < 30; i++) {
      const t = R7.birthDate(c, 1935, 2015);
      const sex = i % 2 ? 'M' : 'F';
      const za = R7.saId(c, t, sex);
      assert.match(za, /^\d{10}08\d$/);
      assert.equal(Number(za[6]) >= 5, sex === 'M');
      assert.ok(R7.luhnValid(za) && !R7.luhnValid(za.slice(0, 12) + ((Number(za[12]) + 1) % 10)), za);
      const nhs = R7.nhsNumber(c);
      const r = 11 - ([...nhs.slice(0, 9)].reduce((a, ch, k) => a + Number(ch) * (10 - k), 0) % 11);
      assert.equal(r === 11 ? 0 : r, Number(nhs[9]), nhs);
      const pl = R7.pesel(c, t, sex);
      const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
      assert.equal((10 - ([...pl.slice(0, 10)].reduce((a, ch, k) => a + Number(ch) * w[k]!, 0) % 10)) % 10, Number(pl[10]));
      assert.equal(Number(pl.slice(2, 4)), t.m + (t.y >= 2000 ? 20 : 0));
      assert.equal(Number(pl[9]) % 2, sex === 'M' ? 1 : 0);
      const b = R7.bsn(c);
      assert.equal([...b].reduce((a, ch, k) => a + Number(ch) * (k === 8 ? -1 : 9 - k), 0) % 11, 0, b);
      const d = R7.dni(c);
      assert.equal(d[8], R7.DNI_LETTERS7[Number(d.slice(0, 8)) % 23]);
      const upn = R7.learnerNumber(c, 'GB').value;
      assert.equal(upn[0], 'ABCDEFGHJKLMNPQRTUVWXYZ'[[...upn.slice(1)].reduce((a, ch, k) => a + Number(ch) * (k + 2), 0) % 23]);
      assert.match(R7.nino(c), /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/);
    }
    // The MRZ lines: 44 characters each, every check digit right, the name field cut at 39 characters.
    const p = R7.newPerson7(c, 'NG', { culture: 'yoruba', given: 'Oluwagbenga', surname: 'Oyelaran' });
    const z = mrzOf({ ...p, passport: 'A12345678', dob: { y: 1982, m: 3, d: 5 } }, 'M', { y: 2031, m: 7, d: 9 }, 'Ayotunde Babajide Olaniyi Adekunle');
    assert.equal(z.line1.length, 44);
    assert.equal(z.line2.length, 44);
    assert.equal(z.line1, 'P<NGAOYELARAN<<OLUWAGBENGA<AYOTUNDE<BABAJIDE');
    assert.equal(z.given, 'OLUWAGBENGA AYOTUNDE BABAJIDE');
    assert.equal(z.surname, 'OYELARAN');
    assert.equal(z.line2.slice(0, 10), `A12345678${R7.mrzCheck('A12345678')}`);
    assert.equal(z.line2.slice(13, 20), `820305${R7.mrzCheck('820305')}`);
    assert.equal(Number(z.line2[43]), R7.mrzCheck(z.line2.slice(0, 10) + z.line2.slice(13, 20) + z.line2.slice(21, 43)));
  });

  it('writes one date in every form and reads each back; a year, a number and a day in words', () => {
    const t = { y: 1982, m: 3, d: 5 };
    const want: Record<R7.DateForm7, string> = {
      iso: '1982-03-05',
      'dd/mm/yyyy': '05/03/1982',
      'd/m/yyyy': '5/3/1982',
      'dd.mm.yyyy': '05.03.1982',
      'dd-mm-yyyy': '05-03-1982',
      'd Mon yyyy': '5 Mar 1982',
      'd Month yyyy': '5 March 1982',
      'Month d, yyyy': 'March 5, 1982',
      'DD-MON-YY': '05-MAR-82',
      'DD-MON-YYYY': '05-MAR-1982',
      yyyymmdd: '19820305',
      yymmdd: '820305',
      'dth Month yyyy': '5th March 1982',
      'the dth day of Month, yyyy': 'the 5th day of March, 1982',
      words: 'fifth of March nineteen eighty-two',
      'yyyy/mm/dd': '1982/03/05',
    };
    for (const [form, s] of Object.entries(want)) {
      assert.equal(R7.writeDate(t, form as R7.DateForm7), s, form);
      assert.deepEqual(readBirth7(s), [19820305, 19820305], `reads back ${s}`);
    }
    assert.throws(() => R7.writeDate({ y: 2004, m: 1, d: 1 }, 'DD-MON-YY'));
    assert.equal(R7.yearWords(2005), 'two thousand and five');
    assert.equal(R7.yearWords(2000), 'two thousand');
    assert.equal(R7.yearWords(1907), 'nineteen oh seven');
    assert.equal(R7.yearWords(1990), 'nineteen ninety');
    assert.equal(R7.yearWords(1900), 'nineteen hundred');
    assert.equal(R7.ordinalWord(21), 'twenty-first');
    assert.equal(R7.ordinalWord(30), 'thirtieth');
    assert.equal(R7.ordinalWord(12), 'twelfth');
    assert.equal(R7.writeDate({ y: 2011, m: 12, d: 22 }, 'dth Month yyyy'), '22nd December 2011');
    assert.equal(R7.writeDate({ y: 2011, m: 12, d: 13 }, 'dth Month yyyy'), '13th December 2011');
    // A census age on its enumeration date spans the year before it.
    const [span] = births7({ age: '40', enumeration_date: '2021-03-21' });
    assert.deepEqual(span, [19800322, 19810321]);
    // Adversarial: an impossible day does not read.
    assert.equal(readBirth7('31/02/1980'), undefined);
  });

  it('writes one phone number in every form, each ending in the national number', () => {
    const ng = '2348031234567';
    const want: Record<R7.PhoneForm7, string> = {
      e164: '+2348031234567',
      'plus-spaced': '+234 803 123 4567',
      '00': '002348031234567',
      'cc-bare': '2348031234567',
      national: '08031234567',
      'national-spaced': '0803 123 4567',
      'national-dashed': '0803-123-4567',
      'plus-paren-trunk': '+234 (0)803 123 4567',
      'cc-and-trunk': '(+234) 08031234567',
      'cc-dashed': '234-803-123-4567',
    };
    for (const [f, s] of Object.entries(want)) assert.equal(R7.writePhone(ng, 'NG', f as R7.PhoneForm7), s, f);
    // No trunk in Spain, Italy or Poland: nothing is put in brackets or before the number.
    assert.equal(R7.writePhone('34612345678', 'ES', 'national'), '612345678');
    assert.equal(R7.writePhone('34612345678', 'ES', 'cc-and-trunk'), '(+34) 612345678');
    assert.equal(R7.writePhone('447700900123', 'GB', 'plus-paren-trunk'), '+44 (0)7700 900123');
    const c = new Ctx(7);
    for (const country of Object.keys(R7.PHONES7)) {
      const full = R7.newPhone(c, country);
      for (const f of R7.PHONE_FORMS7) assert.ok(R7.writePhone(full, country, f).replace(/\D/g, '').endsWith(R7.nsn(full, country)), `${country} ${f}`);
    }
    assert.equal(R7.spokenDigits(new Ctx(1), '0803').split(' ').length >= 3, true);
  });

  it('birthAway keeps its direction and window, never returns the same day, and refuses a window with no room (adversarial)', () => {
    const c = new Ctx(17);
    for (let i = 0; i < 200; i++) {
      const t = R7.birthDate(c, 1950, 1990);
      const later = R7.birthAway(c, t, 18, 25, 1);
      assert.ok(later.y - t.y >= 18 && later.y - t.y <= 25, JSON.stringify([t, later]));
      const near = R7.birthAway(c, t, 0, 0);
      assert.ok(near.y === t.y && (near.m !== t.m || near.d !== t.d));
    }
    assert.throws(() => R7.birthAway(c, { y: 2010, m: 1, d: 1 }, 20, 30, 1), /no birth date/);
  });

  it('people: a household member shares surname and address, never the given name; slips always change the word', () => {
    const c = new Ctx(70);
    for (const j of JURISDICTIONS) {
      for (let i = 0; i < 30; i++) {
        const p = R7.newPerson7(c, j);
        assert.ok(R7.PEOPLE7[j].some(([k, country]) => k === p.culture && country === p.country), `${p.culture}/${p.country} is not of ${j}`);
        const q = R7.householdMember(c, p, i % 2 ? 'M' : 'F', R7.birthAway(c, p.dob, 2, 10));
        assert.notEqual(q.given, p.given);
        assert.equal(q.surname, p.surname);
        assert.equal(q.address, p.address);
        assert.notEqual(q.nationalId, p.nationalId);
      }
    }
    for (const w of ['Okafor', 'Ng', 'Wanjiku', 'Bos', 'SOMTOCHUKWU']) {
      for (let i = 0; i < 20; i++) {
        assert.notEqual(R7.typingSlip(c, w), w);
        assert.notEqual(R7.ocrSlip(c, w), w);
      }
    }
    assert.equal(R7.fold('Łukasz Wójcik Schröder Weiß Álvaro'), 'Lukasz Wojcik Schroder Weiss Alvaro');
  });
});

// Set 8 (templates-heldout8.ts, records8.ts): the eighth author's birth reader covers every form the set writes
// (R8.DateForm8, a spreadsheet's serial day number included), a year of birth, and an age on its registration date.
// A birth is read as an interval of yyyymmdd numbers, so an age or a year is a span.
type Span8 = readonly [number, number];
function readBirth8(v: string): Span8 | undefined {
  const mon = (n: string) => R8.MONTHS8.findIndex((m) => m.slice(0, 3).toLowerCase() === n.slice(0, 3).toLowerCase()) + 1;
  const day = (y: number, m: number, d: number): Span8 | undefined => (m >= 1 && m <= 12 && d >= 1 && d <= R8.daysIn8(y, m) ? [y * 10000 + m * 100 + d, y * 10000 + m * 100 + d] : undefined);
  const tries: [RegExp, (m: RegExpExecArray) => Span8 | undefined][] = [
    [/^(\d{4})[-/](\d\d)[-/](\d\d)$/, (m) => day(Number(m[1]), Number(m[2]), Number(m[3]))],
    [/^(\d{4})(\d\d)(\d\d)$/, (m) => day(Number(m[1]), Number(m[2]), Number(m[3]))],
    [/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/, (m) => day(Number(m[3]), Number(m[2]), Number(m[1]))],
    [/^(\d\d)-([A-Z]{3})-(\d{4})$/, (m) => day(Number(m[3]), mon(m[2]!), Number(m[1]))],
    [/^(\d{1,2}) ([A-Za-z]+) (\d{4})$/, (m) => day(Number(m[3]), mon(m[2]!), Number(m[1]))],
    // A spreadsheet's serial day number (days since 1899-12-30).
    [/^(\d{5})$/, (m) => {
      const t = new Date(Date.UTC(1899, 11, 30) + Number(m[1]) * 86400000);
      return day(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
    }],
    [/^(\d{4})$/, (m) => [Number(m[1]) * 10000 + 101, Number(m[1]) * 10000 + 1231]],
  ];
  for (const [re, f] of tries) {
    const m = re.exec(v.trim());
    if (m) return f(m);
  }
  return undefined;
}
/** Every birth a record states: its dates, and an age on the registration date (born in the year before it). */
function births8(r: Record<string, string>): (Span8 | undefined)[] {
  const out = Object.entries(r)
    .filter(([k]) => BIRTH_KEYS8.includes(k))
    .map(([, v]) => readBirth8(v));
  if (r[AGE_KEYS8.age] !== undefined && r[AGE_KEYS8.on] !== undefined) {
    const e = readBirth8(r[AGE_KEYS8.on]!)![0];
    const a = Number(r[AGE_KEYS8.age]) * 10000;
    out.push([e - a - 10000 + 1, e - a]);
  }
  return out;
}
const overlaps8 = (x: Span8, y: Span8) => x[0] <= y[1] && y[0] <= x[1];

describe('held-out set persons-heldout8', () => {
  const text = readFileSync(SETS.heldout8.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout8.file.pathname) as unknown as Row[];

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout8.seed} generate, and sets 1–7 are untouched`, () => {
    assert.equal(SETS.heldout8.seed, 8808);
    assert.equal(text, SETS.heldout8.jsonl());
    for (const k of ['heldout1', 'heldout2', 'heldout3', 'heldout4', 'heldout5', 'heldout6', 'heldout7'] as const) assert.equal(readFileSync(SETS[k].file, 'utf8'), SETS[k].jsonl(), k);
    // Negative: another seed gives other bytes.
    assert.notEqual(SETS.heldout8.jsonl(), toJsonl(buildPairs(HELDOUT8_KINDS, 'persons-heldout8', SETS.heldout8.seed + 1)));
  });

  it('holds 784 pairs, half of each label, every jurisdiction, 28 kinds of 28 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 784);
    assert.equal(HELDOUT8_KINDS.length, 28);
    assert.equal(HELDOUT8_KINDS.filter((k) => k.label === 'same').length, 14);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, ['GB', 'EU'].includes(j) ? 112 : 140, j);
    assertKinds(pairs, HELDOUT8_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS]);
    for (const k of HELDOUT8_KINDS) assert.equal(pairs.filter((p) => p.kind === k.kind).length, 28, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('every birth date reads back as a real date (or a year, or an age on its date) in 1930–2008', () => {
    let n = 0;
    for (const p of pairs) {
      for (const r of [p.a, p.b]) {
        for (const t of births8(r)) {
          assert.ok(t, `${p.id}: a birth date in no written form`);
          assert.ok(t[0] >= 19290101 && t[1] <= 20081231, `${p.id}: ${JSON.stringify(t)}`);
          n++;
        }
      }
    }
    assert.ok(n > 1300, `${n} birth dates`);
  });

  it('label honesty: every `different` pair states a birth on both sides, and no birth of one side fits the other', () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      const ta = births8(p.a).filter((t): t is Span8 => t !== undefined);
      const tb = births8(p.b).filter((t): t is Span8 => t !== undefined);
      assert.ok(ta.length > 0 && tb.length > 0, `${p.id}: a birth missing`);
      for (const x of ta) for (const y of tb) assert.ok(!overlaps8(x, y), `${p.id}: two people of one birth ${JSON.stringify([x, y])}`);
    }
  });

  it('label honesty: a `same` pair carries a name on both sides and one more value both sides agree on', () => {
    const isName = (k: string) => NAME_KEYS8.includes(k) || k === 'Middle Name' || k === 'middle_name';
    const forms = (k: string, v: string): string[] => {
      const out = [v.trim().toLowerCase()];
      const digits = v.replace(/\D/g, '');
      if (digits.length >= 6 && !/e\+/i.test(v)) out.push(`#${digits.slice(-6)}`);
      if (BIRTH_KEYS8.includes(k)) {
        const t = readBirth8(v);
        if (t && t[0] === t[1]) out.push(`@${t[0]}`);
      }
      return out;
    };
    for (const p of pairs.filter((x) => x.label === 'same')) {
      for (const r of [p.a, p.b]) assert.ok(Object.keys(r).some(isName), `${p.id}: a side without a name`);
      const a = new Set(Object.entries(p.a).filter(([k]) => !isName(k)).flatMap(([k, v]) => forms(k, v)));
      const common = Object.entries(p.b)
        .filter(([k]) => !isName(k))
        .flatMap(([k, v]) => forms(k, v))
        .filter((f) => a.has(f) && !['m', 'f', 'male', 'female', '00', '1'].includes(f));
      assert.ok(common.length > 0, `${p.id}: nothing but the name in common`);
    }
    // Adversarial: the `different` kinds that share a phone or an account reference still differ in birth (above).
  });

  it('transposed-year namesakes: one day and month, the year its last two digits swapped, another id of one kind', () => {
    for (const p of pairs.filter((x) => x.kind === 'diff_transposed_year_namesakes')) {
      const [ta] = births8(p.a);
      const [tb] = births8(p.b);
      const ya = String(Math.floor(ta![0] / 10000));
      const yb = String(Math.floor(tb![0] / 10000));
      assert.equal(ta![0] % 10000, tb![0] % 10000, p.id);
      assert.equal(yb, `${ya.slice(0, 2)}${ya[3]}${ya[2]}`, p.id);
      assert.notEqual(ya, yb, p.id);
      const idKey = Object.keys(p.a).find((k) => !['Customer Name', 'DOB', 'Address', 'Phone'].includes(k))!;
      assert.ok(p.b[idKey] && p.b[idKey] !== p.a[idKey], `${p.id}: one id on both`);
    }
  });

  it('a spreadsheet round trip keeps the e-mail and mangles the accents; the serial day reads back', () => {
    for (const p of pairs.filter((x) => x.kind === 'same_spreadsheet_roundtrip')) {
      assert.equal(p.a.email, p.b.Email, p.id);
      assert.equal(R8.mojibake(p.a.last_name!), p.b['Last Name'], p.id);
      assert.notEqual(`${p.a.first_name} ${p.a.last_name}`, `${p.b['First Name']} ${p.b['Last Name']}`, `${p.id}: no mark to mangle`);
    }
    assert.equal(R8.mojibake('José'), 'JosÃ©');
    assert.equal(R8.mojibake('Łukasz'), 'Å\u0081ukasz');
    assert.equal(R8.mojibake('Müller'), 'MÃ¼ller');
    assert.equal(R8.mojibake('Okafor'), 'Okafor');
    assert.equal(R8.excelSerial({ y: 1970, m: 1, d: 1 }), 25569);
    assert.equal(R8.excelSerial({ y: 2000, m: 2, d: 29 }), 36585);
    assert.deepEqual(readBirth8('25569'), [19700101, 19700101]);
  });

  it('writes one date in every form and reads each back; an impossible day does not read (adversarial)', () => {
    const t = { y: 1982, m: 3, d: 5 };
    const want: Record<R8.DateForm8, string> = {
      iso: '1982-03-05',
      'dd/mm/yyyy': '05/03/1982',
      'd/m/yyyy': '5/3/1982',
      'dd.mm.yyyy': '05.03.1982',
      'dd-mm-yyyy': '05-03-1982',
      'd Mon yyyy': '5 Mar 1982',
      'd Month yyyy': '5 March 1982',
      'DD-MON-YYYY': '05-MAR-1982',
      yyyymmdd: '19820305',
      'yyyy/mm/dd': '1982/03/05',
      excel: '30015',
    };
    for (const [form, s] of Object.entries(want)) {
      assert.equal(R8.writeDate8(t, form as R8.DateForm8), s, form);
      assert.deepEqual(readBirth8(s), [19820305, 19820305], `reads back ${s}`);
    }
    assert.equal(readBirth8('31/02/1980'), undefined);
    assert.equal(readBirth8('1980-13-01'), undefined);
  });

  it('writes one phone number in every form, each but the scientific one ending in the national number', () => {
    const ng = '2348031234567';
    const want: Record<R8.PhoneForm8, string> = {
      e164: '+2348031234567',
      'intl-spaced': '+234 803 123 4567',
      national: '08031234567',
      'national-spaced': '0803 123 4567',
      'cc-bare': '2348031234567',
      '00': '002348031234567',
      'zero-lost': '8031234567',
      scientific: '2.34803E+12',
    };
    for (const [f, s] of Object.entries(want)) assert.equal(R8.writePhone8(ng, 'NG', f as R8.PhoneForm8), s, f);
    // No trunk 0 in Spain, Portugal or Poland.
    assert.equal(R8.writePhone8('34612345678', 'ES', 'national'), '612345678');
    assert.equal(R8.writePhone8('447700900123', 'GB', 'national'), '07700900123');
    const c = new Ctx(8);
    for (const country of Object.keys(R8.PHONES8)) {
      const full = R8.newPhone8(c, country);
      for (const f of R8.CLEAN_PHONE_FORMS8) assert.ok(R8.writePhone8(full, country, f).replace(/\D/g, '').endsWith(R8.nsn8(full, country)), `${country} ${f}`);
    }
  });

  it('identifiers keep their checks: SA ID Luhn and birth date, BSN, PESEL, DNI, NIF, NHS, UK licence; a changed digit breaks them (adversarial)', () => {
    const c = new Ctx(88);
    for (let i = 0; i < 30; i++) {
      const t = R8.birth8(c, 1935, 2005);
      const sex = i % 2 ? 'M' : 'F';
      const za = R8.saId8(c, t, sex);
      assert.match(za, /^\d{10}08\d$/);
      assert.equal(za.slice(0, 6), `${String(t.y % 100).padStart(2, '0')}${String(t.m).padStart(2, '0')}${String(t.d).padStart(2, '0')}`);
      assert.equal(Number(za[6]) >= 5, sex === 'M');
      assert.ok(R8.luhnOk8(za) && !R8.luhnOk8(za.slice(0, 12) + ((Number(za[12]) + 1) % 10)), za);
      const b = R8.bsn8(c);
      assert.match(b, /^\d{9}$/);
      assert.equal([...b].reduce((a, ch, k) => a + Number(ch) * (k === 8 ? -1 : 9 - k), 0) % 11, 0, b);
      const pl = R8.pesel8(c, t, sex);
      const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
      assert.equal((10 - ([...pl.slice(0, 10)].reduce((a, ch, k) => a + Number(ch) * w[k]!, 0) % 10)) % 10, Number(pl[10]));
      assert.equal(Number(pl.slice(2, 4)), t.m + (t.y >= 2000 ? 20 : 0));
      assert.equal(Number(pl[9]) % 2, sex === 'M' ? 1 : 0);
      const d = R8.dni8(c);
      assert.equal(d[8], R8.DNI_LETTERS8[Number(d.slice(0, 8)) % 23]);
      const nif = R8.nif8(c);
      assert.equal((11 - ([...nif.slice(0, 8)].reduce((a, ch, k) => a + Number(ch) * (9 - k), 0) % 11)) % 11, Number(nif[8]), nif);
      const nhs = nhsNo(c);
      const r = 11 - ([...nhs.slice(0, 9)].reduce((a, ch, k) => a + Number(ch) * (10 - k), 0) % 11);
      assert.equal(r === 11 ? 0 : r, Number(nhs[9]), nhs);
      assert.match(R8.nino8(c), /^[A-CEGHJ-PR-TW-Z]{2}\d{6}[A-D]$/);
    }
    // The UK licence: surname padded with 9, decade, month + 50 for a woman, day, year digit, initials, 9, two letters.
    assert.match(R8.ukLicence8(new Ctx(1), 'Ng', 'Sarah', '', { y: 1985, m: 7, d: 9 }, 'F'), /^NG999857095S99[A-Z]{2}$/);
    assert.match(R8.ukLicence8(new Ctx(1), "O'Sullivan", 'Aoife', 'Niamh', { y: 1990, m: 12, d: 1 }, 'F'), /^OSULL962010AN9[A-Z]{2}$/);
    assert.match(R8.ukLicence8(new Ctx(1), 'MacLeod', 'Euan', '', { y: 1979, m: 3, d: 22 }, 'M'), /^MCLEO703229E99[A-Z]{2}$/);
    // Member numbers: the shown form and the compact form carry the same digits.
    for (const [j, country] of [...JURISDICTIONS.map((x) => [x, 'DE'] as const), ...(['NL', 'ES', 'PT', 'FR', 'PL'] as const).map((x) => ['EU', x] as const)]) {
      const m = memberNo(c, j, country);
      assert.equal(m.shown.replace(/\D/g, '').replace(/^00/, ''), m.compact.replace(/\D/g, ''), `${j} ${country}`);
    }
  });

  it('people: a relative shares surname and home, never the given name; slips always change the word; name variants differ', () => {
    const c = new Ctx(80);
    for (const j of JURISDICTIONS) {
      for (let i = 0; i < 30; i++) {
        const p = R8.newPerson8(c, j);
        assert.ok(R8.PEOPLE8[j].some(([k, country]) => k === p.culture && country === p.country), `${p.culture}/${p.country} is not of ${j}`);
        const q = R8.relative8(c, p, i % 2 ? 'M' : 'F', 2, 10);
        assert.notEqual(q.given, p.given);
        assert.equal(R8.surnameFor8(q.surname, 'M', q.culture), R8.surnameFor8(p.surname, 'M', p.culture));
        assert.equal(q.place, p.place);
        assert.ok(q.dob.y !== p.dob.y, `${j}: one year`);
      }
    }
    for (const w of ['Okafor', 'Ng', 'Wanjiru', 'Bos', 'Ndungũ']) for (let i = 0; i < 20; i++) assert.notEqual(R8.slip8(c, w), w);
    // Polish surnames follow the bearer's sex; no other culture's do (adversarial: an -ska that is not Polish).
    assert.equal(R8.surnameFor8('Kamiński', 'F', 'polish'), 'Kamińska');
    assert.equal(R8.surnameFor8('Kamińska', 'M', 'polish'), 'Kamiński');
    assert.equal(R8.surnameFor8('Wójcik', 'F', 'polish'), 'Wójcik');
    assert.equal(R8.surnameFor8('Maska', 'M', 'zulu'), 'Maska');
    assert.equal(R8.fold8('Łukasz Wójcik Weiß Ndungũ Yılmaz Kɔmla Agbɛkɔ'), 'Lukasz Wojcik Weiss Ndungu Yilmaz Komla Agbeko');
    for (let i = 0; i < 10; i++) assert.notEqual(muslimVariant(c, 'Mohammed Abubakar'), 'Mohammed Abubakar');
    assert.throws(() => R8.birthApart8(c, { y: 2005, m: 1, d: 1 }, 20, 30, 1), /no birth date/);
  });
});

// Set 9 (templates-heldout9.ts): the ninth author's birth reader covers every form the set writes (T9.DateForm9); a
// birth is read as one yyyymmdd number.
function readBirth9(v: string): number | undefined {
  const mon = (n: string) => T9.MONTHS9.findIndex((m) => m.slice(0, 3).toLowerCase() === n.slice(0, 3).toLowerCase()) + 1;
  const day = (y: number, m: number, d: number) => (m >= 1 && m <= 12 && d >= 1 && d <= T9.daysIn9(y, m) ? y * 10000 + m * 100 + d : undefined);
  const tries: [RegExp, (m: RegExpExecArray) => number | undefined][] = [
    [/^(\d{4})[-/](\d\d)[-/](\d\d)$/, (m) => day(Number(m[1]), Number(m[2]), Number(m[3]))],
    [/^(\d{4})(\d\d)(\d\d)$/, (m) => day(Number(m[1]), Number(m[2]), Number(m[3]))],
    [/^(\d\d)[/.-](\d\d)[/.-](\d{4})$/, (m) => day(Number(m[3]), Number(m[2]), Number(m[1]))],
    [/^(\d{1,2})[ -]([A-Za-z]{3,9})[ -](\d{4})$/, (m) => day(Number(m[3]), mon(m[2]!), Number(m[1]))],
  ];
  for (const [re, f] of tries) {
    const m = re.exec(v);
    if (m) return f(m);
  }
  return undefined;
}
const births9 = (r: Record<string, string>) => Object.entries(r).filter(([k]) => T9.BIRTH_KEYS9.includes(k)).map(([, v]) => readBirth9(v));

describe('held-out set persons-heldout9', () => {
  const text = readFileSync(SETS.heldout9.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout9.file.pathname) as unknown as Row[];

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout9.seed} generate, and sets 1–8 are untouched`, () => {
    assert.equal(SETS.heldout9.seed, 9909);
    assert.equal(text, SETS.heldout9.jsonl());
    for (const k of ['heldout1', 'heldout2', 'heldout3', 'heldout4', 'heldout5', 'heldout6', 'heldout7', 'heldout8'] as const) assert.equal(readFileSync(SETS[k].file, 'utf8'), SETS[k].jsonl(), k);
    // Negative: another seed gives other bytes.
    assert.notEqual(SETS.heldout9.jsonl(), toJsonl(buildPairs(T9.HELDOUT9_KINDS, 'persons-heldout9', SETS.heldout9.seed + 1)));
  });

  it('holds 780 pairs, half of each label, 130 per jurisdiction, 26 kinds of 30 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 780);
    assert.equal(T9.HELDOUT9_KINDS.length, 26);
    assert.equal(T9.HELDOUT9_KINDS.filter((k) => k.label === 'same').length, 13);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 130, j);
    assertKinds(pairs, T9.HELDOUT9_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS]);
    for (const k of T9.HELDOUT9_KINDS) assert.equal(pairs.filter((p) => p.kind === k.kind).length, 30, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('every birth date reads back as a real date in 1920–2025', () => {
    let n = 0;
    for (const p of pairs) {
      for (const r of [p.a, p.b]) {
        for (const t of births9(r)) {
          assert.ok(t !== undefined, `${p.id}: a birth date in no written form`);
          assert.ok(t >= 19200101 && t <= 20251231, `${p.id}: ${t}`);
          n++;
        }
      }
    }
    assert.ok(n > 1000, `${n} birth dates`);
  });

  it('label honesty: a `different` pair states a birth on both sides; they disagree, or (twins, same-birth namesakes) the names and ids do', () => {
    const oneBirth = new Set(['diff_athlete_twins', 'diff_clearance_namesake_same_dob']);
    for (const p of pairs.filter((x) => x.label === 'different')) {
      const ta = births9(p.a);
      const tb = births9(p.b);
      assert.ok(ta.length > 0 && tb.length > 0, `${p.id}: a birth missing`);
      if (oneBirth.has(p.kind)) {
        assert.deepEqual(ta, tb, p.id);
        const names = (r: Record<string, string>) => T9.NAME_KEYS9.filter((k) => r[k] !== undefined).map((k) => r[k]!.toLowerCase()).join(' ');
        assert.notEqual(names(p.a), names(p.b), `${p.id}: one name`);
        const ids = ['Passport No', 'ID/Passport No', 'ID Number', 'NI Number'];
        assert.ok(ids.some((k) => p.a[k] !== undefined && Object.values(p.b).every((v) => v.replace(/\W/g, '') !== p.a[k]!.replace(/\W/g, ''))), `${p.id}: no id of its own`);
      } else {
        for (const x of ta) for (const y of tb) assert.notEqual(x, y, `${p.id}: two people of one birth`);
      }
    }
  });

  it('label honesty: a `same` pair carries a name on both sides and one more value both sides agree on', () => {
    const isName = (k: string) => T9.NAME_KEYS9.includes(k);
    const forms = (k: string, v: string): string[] => {
      const out = [v.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')];
      const digits = v.replace(/\D/g, '');
      if (digits.length >= 6) out.push(`#${digits.slice(-9)}`);
      if (T9.BIRTH_KEYS9.includes(k)) out.push(`@${readBirth9(v)}`);
      return out;
    };
    for (const p of pairs.filter((x) => x.label === 'same')) {
      for (const r of [p.a, p.b]) assert.ok(Object.keys(r).some(isName), `${p.id}: a side without a name`);
      const a = new Set(Object.entries(p.a).filter(([k]) => !isName(k)).flatMap(([k, v]) => forms(k, v)));
      const common = Object.entries(p.b)
        .filter(([k]) => !isName(k))
        .flatMap(([k, v]) => forms(k, v))
        .filter((f) => a.has(f) && !['m', 'f', 'male', 'female', '@undefined'].includes(f) && f.length > 1);
      assert.ok(common.length > 0, `${p.id}: nothing but the name in common`);
    }
  });

  it('father and son, donor parent and child, godparent and godchild: one given name and surname, births a generation apart', () => {
    for (const p of pairs.filter((x) => ['diff_voter_father_son_suffix', 'diff_blood_donor_parent_child_one_name', 'diff_baptism_godchild_namesake'].includes(x.kind))) {
      const [ta] = births9(p.a);
      const [tb] = births9(p.b);
      assert.ok(Math.abs(Math.floor(ta! / 10000) - Math.floor(tb! / 10000)) >= 18, p.id);
    }
    // A godchild's record names the godparent of the other record.
    for (const p of pairs.filter((x) => x.kind === 'diff_baptism_godchild_namesake')) assert.ok(p.a.full_name!.startsWith(p.b.Godparent!.split(' ')[0]!), p.id);
  });

  it('writes one date in every form and reads each back; an impossible day does not read (adversarial)', () => {
    const t = { y: 1982, m: 3, d: 5 };
    const want: Record<T9.DateForm9, string> = {
      iso: '1982-03-05',
      'dd/mm/yyyy': '05/03/1982',
      'dd.mm.yyyy': '05.03.1982',
      'dd-mm-yyyy': '05-03-1982',
      'd Mon yyyy': '5 Mar 1982',
      'd Month yyyy': '5 March 1982',
      'DD MON YYYY': '05 MAR 1982',
      'DD-MON-YYYY': '05-MAR-1982',
      yyyymmdd: '19820305',
      'yyyy/mm/dd': '1982/03/05',
    };
    for (const [form, s] of Object.entries(want)) {
      assert.equal(T9.date9(t, form as T9.DateForm9), s, form);
      assert.equal(readBirth9(s), 19820305, `reads back ${s}`);
    }
    assert.equal(readBirth9('31/02/1980'), undefined);
    assert.equal(readBirth9('1980-13-01'), undefined);
  });

  it('phones keep their national number in every form; ids keep their checks; a slip always changes the word', () => {
    const c = new Ctx(99);
    for (const f of ['e164', 'intl', 'national', 'national-spaced', '00'] as const) assert.ok(T9.phone9('2348031234567', 'NG', f).replace(/\D/g, '').endsWith('8031234567'), f);
    assert.equal(T9.phone9('34612345678', 'ES', 'national'), '612345678');
    assert.equal(T9.phone9('447700900123', 'GB', 'national'), '07700900123');
    for (let i = 0; i < 30; i++) {
      const t = T9.birth9(c, 1940, 2005);
      const za = T9.nid9(c, 'ZA', t, i % 2 ? 'M' : 'F');
      assert.equal(za.slice(0, 6), `${String(t.y % 100).padStart(2, '0')}${String(t.m).padStart(2, '0')}${String(t.d).padStart(2, '0')}`);
      assert.equal(Number(za[6]) >= 5, i % 2 === 1);
      assert.ok(T9.luhnOk9(za) && !T9.luhnOk9(za.slice(0, 12) + ((Number(za[12]) + 1) % 10)), za);
      const bsn = T9.nid9(c, 'NL', t, 'M');
      assert.equal([...bsn].reduce((a, ch, k) => a + Number(ch) * (k === 8 ? -1 : 9 - k), 0) % 11, 0, bsn);
      const dni = T9.nid9(c, 'ES', t, 'F');
      assert.equal(dni[8], 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(dni.slice(0, 8)) % 23]);
      assert.equal(T9.nidOther9(c, 'GH', 'GHA-123456789-0').replace(/\W/g, ''), 'GHA1234567890');
    }
    for (const w of ['Okafor', 'Ng', 'Wanjiru', 'Müller', 'Nii']) for (let i = 0; i < 20; i++) assert.notEqual(T9.slip9(c, w), w);
    // Relatives share surname and home, never the given name, and are born in another year.
    for (const j of JURISDICTIONS) {
      for (let i = 0; i < 20; i++) {
        const p = T9.person9(c, j);
        const q = T9.relative9(c, p, i % 2 ? 'M' : 'F', 1, 30);
        assert.equal(q.surname, p.surname);
        assert.equal(q.street, p.street);
        assert.notEqual(q.given, p.given);
        assert.notEqual(q.dob.y, p.dob.y);
      }
    }
    assert.equal(T9.name9({ given: 'Chinedu', middle: 'Obinna', surname: 'Okafor' }, 'initials'), 'C.O. Okafor');
    assert.equal(T9.name9({ given: 'Babatunde', middle: '', surname: 'Adeyemi' }, 'short'), 'Tunde Adeyemi');
    assert.equal(T9.fold9('Łukasz Wójcik Weiß Ndungũ'), 'Lukasz Wojcik Weiss Ndungu');
  });
});

// Set 10 (templates-heldout10.ts): the tenth author's date reader covers every form the set writes (T10.DateForm10);
// a date is read as one yyyymmdd number.
function readDate10(v: string): number | undefined {
  const mon = (n: string) => T10.MONTHS10.findIndex((m) => m.slice(0, 3).toLowerCase() === n.slice(0, 3).toLowerCase()) + 1;
  const day = (y: number, m: number, d: number) => (m >= 1 && m <= 12 && d >= 1 && d <= T10.daysIn10(y, m) ? y * 10000 + m * 100 + d : undefined);
  const tries: [RegExp, (m: RegExpExecArray) => number | undefined][] = [
    [/^(\d{4})-(\d\d)-(\d\d)$/, (m) => day(Number(m[1]), Number(m[2]), Number(m[3]))],
    [/^(\d{4})(\d\d)(\d\d)$/, (m) => day(Number(m[1]), Number(m[2]), Number(m[3]))],
    [/^(\d\d)[/.-](\d\d)[/.-](\d{4})$/, (m) => day(Number(m[3]), Number(m[2]), Number(m[1]))],
    [/^(\d{1,2})(?:st|nd|rd|th)?[ -]([A-Za-z]{3,9})[ -](\d{4})$/, (m) => day(Number(m[3]), mon(m[2]!), Number(m[1]))],
  ];
  for (const [re, f] of tries) {
    const m = re.exec(v);
    if (m) return f(m);
  }
  return undefined;
}
const births10 = (r: Record<string, string>) => Object.entries(r).filter(([k]) => T10.BIRTH_KEYS10.includes(k)).map(([, v]) => readDate10(v));

describe('held-out set persons-heldout10', () => {
  const text = readFileSync(SETS.heldout10.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout10.file.pathname) as unknown as Row[];

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout10.seed} generate, and sets 1–9 are untouched`, () => {
    assert.equal(SETS.heldout10.seed, 1010);
    assert.equal(text, SETS.heldout10.jsonl());
    for (const k of ['heldout1', 'heldout2', 'heldout3', 'heldout4', 'heldout5', 'heldout6', 'heldout7', 'heldout8', 'heldout9'] as const) assert.equal(readFileSync(SETS[k].file, 'utf8'), SETS[k].jsonl(), k);
    // Negative: another seed gives other bytes.
    assert.notEqual(SETS.heldout10.jsonl(), toJsonl(buildPairs(T10.HELDOUT10_KINDS, 'persons-heldout10', SETS.heldout10.seed + 1)));
  });

  it('holds 780 pairs, half of each label, 130 per jurisdiction, 26 kinds of 30 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 780);
    assert.equal(T10.HELDOUT10_KINDS.length, 26);
    assert.equal(T10.HELDOUT10_KINDS.filter((k) => k.label === 'same').length, 13);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 130, j);
    assertKinds(pairs, T10.HELDOUT10_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS]);
    for (const k of T10.HELDOUT10_KINDS) assert.equal(pairs.filter((p) => p.kind === k.kind).length, 30, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('every birth date reads back as a real date in 1920–2025, and none is written month first', () => {
    let n = 0;
    for (const p of pairs) {
      for (const r of [p.a, p.b]) {
        for (const t of births10(r)) {
          assert.ok(t !== undefined, `${p.id}: a birth date in no written form`);
          assert.ok(t >= 19200101 && t <= 20251231, `${p.id}: ${t}`);
          n++;
        }
      }
    }
    assert.ok(n > 1000, `${n} birth dates`);
  });

  it('label honesty: a `different` pair states a birth on both sides; they disagree, or (twins) the names and card numbers do', () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      const ta = births10(p.a);
      const tb = births10(p.b);
      assert.ok(ta.length > 0 && tb.length > 0, `${p.id}: a birth missing`);
      if (p.kind === 'diff_birth_twins_one_notification') {
        assert.deepEqual(ta, tb, p.id);
        const words = (v: string) => new Set(v.toLowerCase().split(' '));
        const [wa, wb] = [words(p.a['Name of Child']!), words(p.b["Child's Name"]!)];
        assert.ok([...wa].some((w) => !wb.has(w)) && [...wb].some((w) => !wa.has(w)), `${p.id}: one name`);
        const cards = (r: Record<string, string>) => Object.entries(r).filter(([k]) => / No$|Nr$|PCHR|NHS/.test(k)).map(([, v]) => v.replace(/\D/g, ''));
        assert.ok(cards(p.a).every((x) => !cards(p.b).includes(x)), `${p.id}: one card number`);
      } else {
        for (const x of ta) for (const y of tb) assert.notEqual(x, y, `${p.id}: two people of one birth`);
      }
    }
  });

  it('label honesty: a `same` pair carries a name on both sides and one more value both sides agree on', () => {
    const isName = (k: string) => T10.NAME_KEYS10.includes(k);
    // A value's comparable forms: its letters and digits; its digits without leading zeros (five or more, the last
    // nine); its digit runs in order of size (ANC/21/8060 and 8060/21); the date it reads as.
    const forms = (v: string): string[] => {
      const out = [v.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')];
      // A register's prefix (LUTH/, RJ1/, GEPF ) is dropped by one side at times.
      for (const w of [v, v.replace(/^[A-Za-z][A-Za-z0-9]*[/\- ]/, '')]) {
        const digits = w.replace(/\D/g, '').replace(/^0+/, '');
        if (digits.length >= 5) out.push(`#${digits.slice(-9)}`, `%${(w.match(/\d+/g) ?? []).sort().join('|')}`);
      }
      const t = readDate10(v);
      if (t !== undefined) out.push(`@${t}`);
      return out;
    };
    for (const p of pairs.filter((x) => x.label === 'same')) {
      for (const r of [p.a, p.b]) assert.ok(Object.keys(r).some(isName), `${p.id}: a side without a name`);
      const a = new Set(Object.entries(p.a).filter(([k]) => !isName(k)).flatMap(([, v]) => forms(v)));
      const common = Object.entries(p.b)
        .filter(([k]) => !isName(k) && !['Sex', 'gender', 'Ward', 'Site', 'Location', 'Age'].includes(k))
        .flatMap(([, v]) => forms(v))
        .filter((f) => a.has(f));
      assert.ok(common.length > 0, `${p.id}: nothing but the name in common`);
    }
  });

  it('parents and children, fathers and sons: births a generation apart; cousins days apart; spouses years apart', () => {
    const years = (p: Row) => [births10(p.a)[0]!, births10(p.b)[0]!].map((t) => Math.floor(t / 10000));
    for (const p of pairs.filter((x) => ['diff_sim_registered_on_parent_id', 'diff_mandate_parent_pays_child_membership', 'diff_refugee_case_father_and_son', 'diff_attendance_father_son_one_site'].includes(x.kind))) {
      const [ya, yb] = years(p);
      assert.ok(yb! - ya! >= 18, p.id);
    }
    for (const p of pairs.filter((x) => x.kind === 'diff_immunisation_cousins_named_alike')) {
      const days = (t: number) => Date.UTC(Math.floor(t / 10000), (Math.floor(t / 100) % 100) - 1, t % 100) / 864e5;
      const gap = Math.abs(days(births10(p.a)[0]!) - days(births10(p.b)[0]!));
      assert.ok(gap >= 1 && gap <= 25, `${p.id}: ${gap}`);
    }
    for (const p of pairs.filter((x) => x.kind === 'diff_refugee_case_father_and_son')) assert.equal(p.a['Case No'], p.b['UNHCR Case No'], p.id);
  });

  it('writes one date in every form and reads each back; an impossible day does not read (adversarial)', () => {
    const t = { y: 1982, m: 3, d: 5 };
    const want: Record<T10.DateForm10, string> = {
      iso: '1982-03-05',
      'dd/mm/yyyy': '05/03/1982',
      'dd.mm.yyyy': '05.03.1982',
      'dd-mm-yyyy': '05-03-1982',
      'd Mon yyyy': '5 Mar 1982',
      'd Month yyyy': '5 March 1982',
      'DD-MON-YYYY': '05-MAR-1982',
      yyyymmdd: '19820305',
      'ddth Month yyyy': '5th March 1982',
    };
    for (const [form, s] of Object.entries(want)) {
      assert.equal(T10.date10(t, form as T10.DateForm10), s, form);
      assert.equal(readDate10(s), 19820305, `reads back ${s}`);
    }
    assert.equal(T10.date10({ y: 1990, m: 1, d: 22 }, 'ddth Month yyyy'), '22nd January 1990');
    assert.equal(T10.date10({ y: 1990, m: 1, d: 11 }, 'ddth Month yyyy'), '11th January 1990');
    assert.equal(readDate10('31/02/1980'), undefined);
    assert.equal(readDate10('1980-13-01'), undefined);
    assert.deepEqual(T10.shift10({ y: 2024, m: 2, d: 28 }, 2), { y: 2024, m: 3, d: 1 });
    assert.equal(T10.ageOn10({ y: 1990, m: 6, d: 15 }, { y: 2020, m: 6, d: 14 }), 29);
    assert.equal(T10.ageOn10({ y: 1990, m: 6, d: 15 }, { y: 2020, m: 6, d: 15 }), 30);
  });

  it('phones keep their national number in every form; ids keep their checks; a slip always changes the word', () => {
    const c = new Ctx(1010);
    for (const f of ['e164', 'bare', 'national', 'spaced', '00'] as const) assert.ok(T10.phone10('2348031234567', 'NG', f).replace(/\D/g, '').endsWith('8031234567'), f);
    assert.equal(T10.phone10('34612345678', 'ES', 'national'), '612345678');
    assert.equal(T10.phone10('447700900123', 'GB', 'spaced'), '0770 090 0123');
    for (let i = 0; i < 30; i++) {
      const t = T10.birth10(c, 1940, 2005);
      const za = T10.nid10(c, 'ZA', t, i % 2 ? 'M' : 'F');
      assert.equal(za.slice(0, 6), `${String(t.y % 100).padStart(2, '0')}${String(t.m).padStart(2, '0')}${String(t.d).padStart(2, '0')}`);
      assert.equal(Number(za[6]) >= 5, i % 2 === 1);
      assert.ok(T10.luhnOk10(za) && !T10.luhnOk10(za.slice(0, 12) + ((Number(za[12]) + 1) % 10)), za);
      const bsn = T10.nid10(c, 'NL', t, 'M');
      assert.equal([...bsn].reduce((a, ch, k) => a + Number(ch) * (k === 8 ? -1 : 9 - k), 0) % 11, 0, bsn);
      const dni = T10.nid10(c, 'ES', t, 'F');
      assert.equal(dni[8], 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(dni.slice(0, 8)) % 23]);
    }
    for (const w of ['Okafor', 'Ng', 'Wanjiru', 'Müller', 'Nii', 'Aaaa']) for (let i = 0; i < 20; i++) assert.notEqual(T10.slip10(c, w), w);
    // Relatives share surname and home, never the given name, and are born in another year.
    for (const j of JURISDICTIONS) {
      for (let i = 0; i < 20; i++) {
        const p = T10.person10(c, j);
        const q = T10.relative10(c, p, i % 2 ? 'M' : 'F', 1, 30);
        assert.equal(q.surname, p.surname);
        assert.equal(q.street, p.street);
        assert.notEqual(q.given, p.given);
        assert.notEqual(q.dob.y, p.dob.y);
      }
    }
    assert.equal(T10.name10({ given: 'Chinedu', middle: 'Obinna', surname: 'Okafor' }, 'initials'), 'C.O. Okafor');
    assert.equal(T10.name10({ given: 'Chinedu', middle: 'Obinna', surname: 'Okafor' }, 'S, gm'), 'OKAFOR, Chinedu Obinna');
    assert.equal(T10.name10({ given: 'Ama', middle: '', surname: 'Mensah' }, 'g m. s'), 'Ama Mensah');
    assert.equal(T10.fold10('Łukasz Wójcik Weiß Aydın Öztürk'), 'Lukasz Wojcik Weiss Aydin Ozturk');
  });
});

// Set 11 (templates-heldout11.ts): the eleventh author's date reader covers every form the set writes (T11.DateForm11);
// a date is read as one yyyymmdd number.
function readDate11(v: string): number | undefined {
  const mon = (n: string) => T11.MONTHS11.findIndex((m) => m.slice(0, 3).toLowerCase() === n.slice(0, 3).toLowerCase()) + 1;
  const day = (y: number, m: number, d: number) => (m >= 1 && m <= 12 && d >= 1 && d <= T11.daysIn11(y, m) ? y * 10000 + m * 100 + d : undefined);
  const tries: [RegExp, (m: RegExpExecArray) => number | undefined][] = [
    [/^(\d{4})-(\d\d)-(\d\d)$/, (m) => day(Number(m[1]), Number(m[2]), Number(m[3]))],
    [/^(\d{4})(\d\d)(\d\d)$/, (m) => day(Number(m[1]), Number(m[2]), Number(m[3]))],
    [/^(\d\d)[/.-](\d\d)[/.-](\d{4})$/, (m) => day(Number(m[3]), Number(m[2]), Number(m[1]))],
    [/^(\d{1,2})[ -]([A-Za-z]{3,9})[ -](\d{4})$/, (m) => day(Number(m[3]), mon(m[2]!), Number(m[1]))],
  ];
  for (const [re, f] of tries) {
    const m = re.exec(v);
    if (m) return f(m);
  }
  return undefined;
}
const births11 = (r: Record<string, string>) => Object.entries(r).filter(([k]) => T11.BIRTH_KEYS11.includes(k)).map(([, v]) => readDate11(v));

describe('held-out set persons-heldout11', () => {
  const text = readFileSync(SETS.heldout11.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout11.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout11.seed} generate, and sets 1–10 are untouched`, () => {
    assert.equal(SETS.heldout11.seed, 1111);
    assert.equal(text, SETS.heldout11.jsonl());
    for (const k of ['heldout1', 'heldout2', 'heldout3', 'heldout4', 'heldout5', 'heldout6', 'heldout7', 'heldout8', 'heldout9', 'heldout10'] as const) assert.equal(readFileSync(SETS[k].file, 'utf8'), SETS[k].jsonl(), k);
    // Negative: another seed gives other bytes.
    assert.notEqual(SETS.heldout11.jsonl(), toJsonl(buildPairs(T11.HELDOUT11_KINDS, 'persons-heldout11', SETS.heldout11.seed + 1)));
  });

  it('holds 780 pairs, half of each label, 130 per jurisdiction, 26 kinds of 30 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 780);
    assert.equal(T11.HELDOUT11_KINDS.length, 26);
    assert.equal(T11.HELDOUT11_KINDS.filter((k) => k.label === 'same').length, 13);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 130, j);
    assertKinds(pairs, T11.HELDOUT11_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS]);
    for (const k of T11.HELDOUT11_KINDS) assert.equal(of(k.kind).length, 30, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('every birth date reads back as a real date in 1920–2025, and none is written month first', () => {
    let n = 0;
    for (const p of pairs) {
      for (const r of [p.a, p.b]) {
        for (const t of births11(r)) {
          assert.ok(t !== undefined, `${p.id}: a birth date in no written form`);
          assert.ok(t >= 19200101 && t <= 20251231, `${p.id}: ${t}`);
          n++;
        }
      }
    }
    assert.ok(n > 1000, `${n} birth dates`);
  });

  it('label honesty: a `different` pair states a birth on both sides, and they disagree', () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      const ta = births11(p.a);
      const tb = births11(p.b);
      assert.ok(ta.length > 0 && tb.length > 0, `${p.id}: a birth missing`);
      for (const x of ta) for (const y of tb) assert.notEqual(x, y, `${p.id}: two people of one birth`);
    }
  });

  it('label honesty: a `same` pair carries a name on both sides and one more value both sides agree on', () => {
    const isName = (k: string) => T11.NAME_KEYS11.includes(k);
    // A value's comparable forms: its letters and digits; its digits (five or more, the last nine); the date it reads
    // as; an address's house number and the first five letters of its street (`49 EKPO CL` and `49 Ekpo Close`).
    const forms = (v: string): string[] => {
      const out = [T11.fold11(v).toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')];
      const digits = v.replace(/\D/g, '');
      if (digits.length >= 5) out.push(`#${digits.slice(-9)}`);
      const t = readDate11(v);
      if (t !== undefined) out.push(`@${t}`);
      const lead = /^(\d+) (\p{L}+)/u.exec(v) ?? /^(?:ul\. )?(\p{L}+)[^,\d]* (\d+)/u.exec(v);
      if (lead) {
        const [num, word] = /^\d/.test(lead[1]!) ? [lead[1]!, lead[2]!] : [lead[2]!, lead[1]!];
        out.push(`~${num} ${T11.fold11(word).toLowerCase().slice(0, 5)}`);
      }
      return out;
    };
    for (const p of pairs.filter((x) => x.label === 'same')) {
      for (const r of [p.a, p.b]) assert.ok(Object.keys(r).some(isName), `${p.id}: a side without a name`);
      const a = new Set(Object.entries(p.a).filter(([k]) => !isName(k)).flatMap(([, v]) => forms(v)));
      const common = Object.entries(p.b)
        .filter(([k]) => !isName(k) && !['Relationship', 'Relationship to Deceased', 'Market', 'Employer', 'Nationality', 'NATIONALITY'].includes(k))
        .flatMap(([, v]) => forms(v))
        .filter((f) => a.has(f));
      assert.ok(common.length > 0, `${p.id}: nothing but the name in common`);
    }
  });

  it('hard different kinds keep their promise: one name, one stall, one day and post, one chain, births apart', () => {
    const years = (p: Row) => [births11(p.a)[0]!, births11(p.b)[0]!].map((t) => Math.floor(t / 10000));
    for (const p of of('diff_licence_renewal_father_son_one_name')) {
      const [ya, yb] = years(p);
      assert.ok(yb! - ya! >= 20, p.id);
      assert.ok(p.b.Name!.startsWith(p.a.Surname!.toUpperCase()) && p.b.Name!.includes(p.a['First Names']!.split(' ')[0]!.toUpperCase()), `${p.id}: not one name`);
      assert.equal(p.b.Address, p.a.Address!.toUpperCase(), p.id);
    }
    for (const p of of('diff_life_nominee_grandmother_granddaughter')) {
      const [ya, yb] = years(p);
      assert.ok(yb! - ya! >= 40, p.id);
      assert.ok(p.b['Claimant Name']!.includes(p.a.Nominee!.split(' ')[0]!), `${p.id}: another given name`);
      assert.equal(p.a['Policy No'], p.b['Policy Number'], p.id);
    }
    for (const p of of('diff_border_log_namesakes_one_day')) {
      assert.equal(p.a.SURNAME, p.b.SURNAME, p.id);
      assert.equal(p.a.DATE, p.b.DATE, p.id);
      assert.equal(p.a['BORDER POST'], p.b['BORDER POST'], p.id);
      assert.ok(p.a['OTHER NAMES']!.startsWith(p.b['OTHER NAMES']!), p.id);
      assert.notEqual(p.a['DOC NO'], p.b['DOC NO'], p.id);
    }
    for (const p of of('diff_market_stall_mother_daughter_one_stall')) {
      const [ya, yb] = years(p);
      assert.ok(yb! - ya! >= 18, p.id);
      assert.equal(p.a.Market, p.b.Market, p.id);
    }
    for (const p of of('diff_trader_permit_patronymic_siblings')) {
      // One father's and grandfather's name: the chain's last two names on the permit are the log's father and surname.
      const chain = p.a['Trader Name']!.split(' ');
      assert.equal(T11.fold11(p.b.SURNAME!), T11.fold11(chain.at(-1)!.toUpperCase()), p.id);
      assert.ok(p.b['OTHER NAMES']!.endsWith(` ${chain.at(-2)!.toUpperCase()}`), p.id);
      assert.notEqual(p.b['OTHER NAMES']!.split(' ')[0], chain[0]!.toUpperCase(), p.id);
    }
    for (const p of of('diff_service_posting_name_root_siblings')) {
      const given = T11.fold11(p.a.Name!.slice(p.b['Last Name']!.length + 1)).split(' ');
      const first = T11.fold11(p.b['First Name']!).toUpperCase();
      assert.equal(given[0]![0], first[0], `${p.id}: another root`);
      assert.ok(given.join(' ') !== [first, T11.fold11(p.b['Middle Name'] ?? '').toUpperCase()].filter(Boolean).join(' '), `${p.id}: one name`);
    }
    let formsDiffer = 0;
    for (const p of of('diff_household_register_gendered_surname_pair')) {
      assert.equal(p.a.Address, p.b.Address, p.id);
      assert.equal(p.a.Surname!.slice(0, 4), p.b.Surname!.slice(0, 4), p.id);
      if (p.a.Surname !== p.b.Surname) formsDiffer++;
    }
    assert.ok(formsDiffer >= 15, `${formsDiffer} pairs whose surnames take the bearer's sex`);
    for (const p of of('diff_accident_report_particle_initials')) assert.equal(p.a['Injured Person']![0], p.b.Claimant![0], p.id);
  });

  it('writes one date in every form and reads each back; an impossible day does not read (adversarial)', () => {
    const t = { y: 1982, m: 3, d: 5 };
    const want: Record<T11.DateForm11, string> = {
      iso: '1982-03-05',
      'dd/mm/yyyy': '05/03/1982',
      'dd.mm.yyyy': '05.03.1982',
      'dd-mm-yyyy': '05-03-1982',
      'd Mon yyyy': '5 Mar 1982',
      'd Month yyyy': '5 March 1982',
      'DD-MON-YYYY': '05-MAR-1982',
      yyyymmdd: '19820305',
    };
    for (const [form, s] of Object.entries(want)) {
      assert.equal(T11.date11(t, form as T11.DateForm11), s, form);
      assert.equal(readDate11(s), 19820305, `reads back ${s}`);
    }
    assert.equal(readDate11('31/02/1980'), undefined);
    assert.equal(readDate11('1980-13-01'), undefined);
    assert.deepEqual(T11.shift11({ y: 2024, m: 2, d: 28 }, 2), { y: 2024, m: 3, d: 1 });
    assert.equal(T11.ageOn11({ y: 1990, m: 6, d: 15 }, { y: 2020, m: 6, d: 14 }), 29);
  });

  it('Akan day names follow the weekday of birth, in Twi and in Fante, and are one name in either', () => {
    // 5 March 1982 was a Friday; 1 January 2000 a Saturday.
    assert.equal(T11.weekday11({ y: 1982, m: 3, d: 5 }), 5);
    assert.equal(T11.dayName11({ y: 1982, m: 3, d: 5 }, 'M', false), 'Kofi');
    assert.equal(T11.dayName11({ y: 1982, m: 3, d: 5 }, 'M', true), 'Fiifi');
    assert.equal(T11.dayName11({ y: 2000, m: 1, d: 1 }, 'F', false), 'Ama');
    assert.deepEqual(T11.SPELLINGS11.Kwabena, ['Kobina']);
    assert.deepEqual(T11.SPELLINGS11.Efua, ['Afua']);
    // Negative: Ama is Ama in both, so it has no other spelling.
    assert.equal(T11.SPELLINGS11.Ama, undefined);
  });

  it('surnames take the bearer sex where the language does, and only there (adversarial: Nowak, Georgiou)', () => {
    const woman = (id: string, j: 'GB' | 'EU' | 'NG', stem: string, married: boolean) => T11.GENDERED11[j].find((k) => k.id === id)!.gender!(stem, 'F', married);
    assert.equal(woman('polish', 'EU', 'Kowalski', false), 'Kowalska');
    assert.equal(woman('polish', 'EU', 'Zawadzki', true), 'Zawadzka');
    assert.equal(woman('polish', 'EU', 'Nowak', true), 'Nowak');
    assert.equal(woman('czech', 'EU', 'Novák', true), 'Nováková');
    assert.equal(woman('czech', 'EU', 'Svoboda', true), 'Svobodová');
    assert.equal(woman('czech', 'EU', 'Černý', true), 'Černá');
    assert.equal(woman('greek', 'EU', 'Papadopoulos', true), 'Papadopoulou');
    assert.equal(woman('greek', 'EU', 'Nikolaidis', true), 'Nikolaidou');
    assert.equal(woman('greek', 'EU', 'Papadakis', true), 'Papadaki');
    assert.equal(woman('greek', 'EU', 'Georgiou', true), 'Georgiou');
    assert.equal(woman('lithuanian', 'GB', 'Kazlauskas', true), 'Kazlauskienė');
    assert.equal(woman('lithuanian', 'GB', 'Kazlauskas', false), 'Kazlauskaitė');
    assert.equal(woman('lithuanian', 'GB', 'Stankevičius', false), 'Stankevičiūtė');
    assert.equal(woman('lithuanian', 'GB', 'Butkus', true), 'Butkuvienė');
    assert.equal(woman('russian', 'NG', 'Ivanov', false), 'Ivanova');
    // A man's form never changes.
    assert.equal(T11.GENDERED11.EU.find((k) => k.id === 'polish')!.gender!('Kowalski', 'M', false), 'Kowalski');
    const c = new Ctx(1111);
    for (const j of JURISDICTIONS) {
      for (let i = 0; i < 20; i++) {
        const p = T11.person11(c, j, { sex: 'M' });
        const q = T11.spouse11(c, p);
        assert.notEqual(q.sex, p.sex);
        assert.deepEqual(q.home, p.home);
        assert.notDeepEqual(q.dob, p.dob);
        const n = T11.namesake11(c, p);
        assert.equal(`${n.given} ${n.middle} ${n.surname}`, `${p.given} ${p.middle} ${p.surname}`);
        assert.ok(n.dob.m !== p.dob.m || n.dob.d !== p.dob.d || n.dob.y !== p.dob.y);
      }
    }
  });

  it('identifiers keep their checks; phones keep their national number in every form; names fold and slip', () => {
    const c = new Ctx(1111);
    for (let i = 0; i < 30; i++) {
      const t = T11.birth11(c, 1940, 2005);
      const sex = i % 2 ? 'M' : 'F';
      const za = T11.nid11(c, 'ZA', t, sex, 'Nkosi');
      assert.equal(za.slice(0, 6), `${String(t.y % 100).padStart(2, '0')}${String(t.m).padStart(2, '0')}${String(t.d).padStart(2, '0')}`);
      assert.equal(Number(za[6]) >= 5, sex === 'M');
      assert.ok(T11.luhnOk11(za) && !T11.luhnOk11(za.slice(0, 12) + ((Number(za[12]) + 1) % 10)), za);
      const pesel = T11.nid11(c, 'PL', t, sex, 'Nowak');
      const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
      assert.equal((10 - ([...pesel.slice(0, 10)].reduce((a, ch, k) => a + Number(ch) * w[k]!, 0) % 10)) % 10, Number(pesel[10]), pesel);
      assert.equal(Number(pesel[9]) % 2 === 1, sex === 'M', pesel);
      assert.equal(Number(pesel.slice(2, 4)), t.y >= 2000 ? t.m + 20 : t.m);
      const bsn = T11.nid11(c, 'NL', t, sex, 'de Vries');
      assert.equal([...bsn].reduce((a, ch, k) => a + Number(ch) * (k === 8 ? -1 : 9 - k), 0) % 11, 0, bsn);
      const nif = T11.nid11(c, 'PT', t, sex, 'Silva');
      const r = 11 - ([...nif.slice(0, 8)].reduce((a, ch, k) => a + Number(ch) * (9 - k), 0) % 11);
      assert.equal(Number(nif[8]), r >= 10 ? 0 : r, nif);
      const afm = T11.nid11(c, 'GR', t, sex, 'Pappas');
      assert.equal(([...afm.slice(0, 8)].reduce((a, ch, k) => a + Number(ch) * 2 ** (8 - k), 0) % 11) % 10, Number(afm[8]), afm);
      const rc = T11.nid11(c, 'CZ', t, sex, 'Novák');
      assert.equal(Number(rc.replace('/', '')) % 11, 0, rc);
      assert.equal(Number(rc.slice(2, 4)), sex === 'F' ? t.m + 50 : t.m);
      const rv = T11.nid11(c, 'DE', t, sex, 'van der Merwe');
      assert.match(rv, /^\d{8}M\d{3}$/);
      assert.equal(Number(rv.slice(9, 11)) >= 50, sex === 'F');
      const nino = T11.nid11(c, 'GB', t, sex, 'Smith');
      assert.match(nino, /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/);
      assert.ok(!['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(nino.slice(0, 2)), nino);
      assert.match(T11.nid11(c, 'GH', t, sex, 'Mensah'), /^GHA-\d{9}-\d$/);
    }
    // UK licence: surname, decade, month + 50 for a woman, day, year digit, initials (9 for none), 9, two letters.
    assert.match(T11.gbDriverNo11(c, { surname: 'Clarke', given: 'Katherine', middle: '', dob: { y: 1969, m: 5, d: 9 }, sex: 'F' }), /^CLARK655099K99[A-Z]{2}$/);
    assert.match(T11.gbDriverNo11(c, { surname: "O'Brien", given: 'James', middle: 'Paul', dob: { y: 1985, m: 11, d: 21 }, sex: 'M' }), /^OBRIE811215JP9[A-Z]{2}$/);
    for (const f of T11.PHONE_FORMS11) assert.ok(T11.phone11('2348031234567', 'NG', f).replace(/\D/g, '').endsWith('8031234567'), f);
    assert.equal(T11.phone11('2348031234567', 'NG', 'national spaced'), '0803 123 4567');
    assert.equal(T11.phone11('48501234567', 'PL', 'national'), '501234567');
    assert.equal(T11.phone11('447700900123', 'GB', 'spaced'), '+44 770 090 0123');
    assert.equal(T11.fold11('Fọláṣadé Adébáyọ̀ Wiśniewska Groß'), 'Folasade Adebayo Wisniewska Gross');
    assert.equal(T11.yorubaSh11('Fáṣọlá'), 'Fashola');
    assert.equal(T11.transcribe11('Müller Köhler'), 'Mueller Koehler');
    for (const w of ['Okafor', 'Ng', 'Wanjiru', 'Müller', 'Aaa', 'Dąbrowska']) for (let i = 0; i < 20; i++) assert.notEqual(T11.slip11(c, w), w);
    // A particle surname is written several ways on a site report, never as another surname.
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const f = T11.particleForm11(c, 'van der Merwe');
      seen.add(f);
      assert.match(f.toLowerCase(), /merwe/);
    }
    assert.ok(seen.size >= 3, [...seen].join(' | '));
    // Relatives share surname stem and home, never the given name, and are born in another year.
    for (const j of JURISDICTIONS) {
      for (let i = 0; i < 20; i++) {
        const p = T11.person11(c, j);
        const q = T11.relative11(c, p, i % 2 ? 'M' : 'F', 1, 30);
        assert.equal(q.stem, p.stem);
        assert.deepEqual(q.home, p.home);
        assert.notEqual(q.given, p.given);
        assert.notEqual(q.dob.y, p.dob.y);
      }
    }
    assert.equal(T11.name11({ given: 'Chinedu', middle: 'Obinna', surname: 'Okafor' }, 'i. S'), 'C.O. Okafor');
    assert.equal(T11.name11({ given: 'Chinedu', middle: 'Obinna', surname: 'Okafor' }, 'S, gm'), 'OKAFOR, Chinedu Obinna');
    assert.equal(T11.name11({ given: 'Grace', middle: 'Wanjiku', surname: 'Kamau' }, 'mgs'), 'Wanjiku Grace Kamau');
    assert.equal(T11.name11({ given: 'Sipho', middle: 'Johannes', surname: 'Dlamini' }, 'TITLE i S', 'MR'), 'MR S J DLAMINI');
  });
});

// Set 12 (templates-heldout12.ts): the twelfth author's date reader covers every form the set writes (T12.DateForm12);
// a date is read as one yyyymmdd number.
function readDate12(v: string): number | undefined {
  const mon = (n: string) => T12.MONTHS12.findIndex((m) => m.slice(0, 3).toLowerCase() === n.slice(0, 3).toLowerCase()) + 1;
  const day = (y: number, m: number, d: number) => (m >= 1 && m <= 12 && d >= 1 && d <= T12.daysIn12(y, m) ? y * 10000 + m * 100 + d : undefined);
  const tries: [RegExp, (m: RegExpExecArray) => number | undefined][] = [
    [/^(\d{4})-(\d\d)-(\d\d)$/, (m) => day(Number(m[1]), Number(m[2]), Number(m[3]))],
    [/^(\d\d)[/.-](\d\d)[/.-](\d{4})$/, (m) => day(Number(m[3]), Number(m[2]), Number(m[1]))],
    [/^(\d{1,2})[ -]([A-Za-z]{3,9})[ -](\d{4})$/, (m) => day(Number(m[3]), mon(m[2]!), Number(m[1]))],
  ];
  for (const [re, f] of tries) {
    const m = re.exec(v);
    if (m) return f(m);
  }
  return undefined;
}
const births12 = (r: Record<string, string>) => Object.entries(r).filter(([k]) => T12.BIRTH_KEYS12.includes(k)).map(([, v]) => readDate12(v));

describe('held-out set persons-heldout12', () => {
  const text = readFileSync(SETS.heldout12.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout12.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout12.seed} generate, and sets 1–11 are untouched`, () => {
    assert.equal(SETS.heldout12.seed, 1212);
    assert.equal(text, SETS.heldout12.jsonl());
    for (const k of ['heldout1', 'heldout2', 'heldout3', 'heldout4', 'heldout5', 'heldout6', 'heldout7', 'heldout8', 'heldout9', 'heldout10', 'heldout11'] as const) assert.equal(readFileSync(SETS[k].file, 'utf8'), SETS[k].jsonl(), k);
    // Negative: another seed gives other bytes.
    assert.notEqual(SETS.heldout12.jsonl(), toJsonl(buildPairs(T12.HELDOUT12_KINDS, 'persons-heldout12', SETS.heldout12.seed + 1)));
  });

  it('holds 792 pairs, half of each label, 132 per jurisdiction, 22 kinds of 36 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 792);
    assert.equal(T12.HELDOUT12_KINDS.length, 22);
    assert.equal(T12.HELDOUT12_KINDS.filter((k) => k.label === 'same').length, 11);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 132, j);
    assertKinds(pairs, T12.HELDOUT12_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS]);
    for (const k of T12.HELDOUT12_KINDS) assert.equal(of(k.kind).length, 36, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('every birth date reads back as a real date in 1920–2025, none is written month first, ages are whole years', () => {
    let n = 0;
    for (const p of pairs) {
      for (const r of [p.a, p.b]) {
        for (const t of births12(r)) {
          assert.ok(t !== undefined, `${p.id}: a birth date in no written form`);
          assert.ok(t >= 19200101 && t <= 20251231, `${p.id}: ${t}`);
          n++;
        }
        for (const [k, v] of Object.entries(r)) if (T12.AGE_KEYS12.includes(k)) assert.match(v, /^\d{1,3}$/, p.id);
        // A loyalty card's birthday has no year.
        if (r.Birthday !== undefined) assert.match(r.Birthday, /^\d{1,2} [A-Z][a-z]{2}$/, p.id);
      }
    }
    assert.ok(n > 900, `${n} birth dates`);
  });

  it('label honesty: a `different` pair states a birth on both sides, and they disagree', () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      const ta = births12(p.a);
      const tb = births12(p.b);
      assert.ok(ta.length > 0 && tb.length > 0, `${p.id}: a birth missing`);
      for (const x of ta) for (const y of tb) assert.notEqual(x, y, `${p.id}: two people of one birth`);
    }
  });

  it('label honesty: a `same` pair carries a name on both sides and one more value both sides agree on', () => {
    const isName = (k: string) => T12.NAME_KEYS12.includes(k) || T12.OTHER_PERSON_KEYS12.includes(k);
    // A value's comparable forms: its letters and digits; its digits (five or more, the last nine); the date it reads as;
    // an address's house number and the first five letters of its street (`50 Jacaranda Ave` and `50 JACARANDA AVENUE`).
    const forms = (v: string): string[] => {
      const out = [T12.fold12(v).toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')];
      const digits = v.replace(/\D/g, '');
      if (digits.length >= 5) out.push(`#${digits.slice(-9)}`);
      const t = readDate12(v);
      if (t !== undefined) out.push(`@${t}`);
      const lead = /^(?:H\/No )?(\d+),? (\p{L}+)/iu.exec(v) ?? /^(\p{L}[\p{L}. ]*?) (\d+)\b/u.exec(v);
      if (lead) {
        const [num, word] = /^\d/.test(lead[1]!) ? [lead[1]!, lead[2]!] : [lead[2]!, lead[1]!];
        out.push(`~${num} ${T12.fold12(word).toLowerCase().slice(0, 5)}`);
      }
      return out;
    };
    for (const p of pairs.filter((x) => x.label === 'same')) {
      for (const r of [p.a, p.b]) assert.ok(Object.keys(r).some((k) => T12.NAME_KEYS12.includes(k)), `${p.id}: a side without a name`);
      const a = new Set(Object.entries(p.a).filter(([k]) => !isName(k)).flatMap(([, v]) => forms(v)));
      const common = Object.entries(p.b)
        .filter(([k]) => !isName(k) && !['Trade', 'Sex', 'Group', 'Scheme'].includes(k))
        .flatMap(([, v]) => forms(v))
        .filter((f) => a.has(f));
      assert.ok(common.length > 0, `${p.id}: nothing but the name in common`);
    }
  });

  it('hard different kinds keep their promise: one name, one ticket, one agent and day, one account name, births apart', () => {
    const years = (p: Row) => [births12(p.a)[0]!, births12(p.b)[0]!].map((t) => Math.floor(t / 10000));
    for (const p of of('diff_wallet_tier1_namesakes_one_agent')) {
      assert.equal(p.a.agent_code, p.b.agent_code, p.id);
      assert.equal(p.a.opened, p.b.opened, p.id);
      assert.deepEqual([p.a.first_name, p.a.last_name].sort(), [p.b.first_name, p.b.last_name].sort(), `${p.id}: not one name`);
      assert.notEqual(p.a.msisdn, p.b.msisdn, p.id);
    }
    for (const p of of('diff_bursary_truncated_account_name_cousins')) assert.equal(p.a['Account Name'], p.b['Account Name'], p.id);
    for (const p of of('diff_prize_syndicate_members_one_ticket')) {
      assert.equal(p.a['Ticket No'], p.b['Ticket No'], p.id);
      assert.equal(p.b['Syndicate Leader'], p.a['Winner Name'], p.id);
    }
    let sharedPhone = 0;
    for (const p of of('diff_prize_syndicate_members_one_ticket')) if (p.a.Phone === p.b.Phone) sharedPhone++;
    assert.ok(sharedPhone >= 8 && sharedPhone <= 28, `${sharedPhone} syndicate pairs on the leader's phone`);
    for (const p of of('diff_survey_roster_grandfather_grandson')) {
      const [ya, yb] = years(p);
      assert.ok(Math.abs(yb! - ya!) >= 42, p.id);
      assert.ok(p.b['Member Name']!.includes(p.a.Name!.split(' ')[0]!.toUpperCase()), `${p.id}: another given name`);
    }
    for (const p of of('diff_hall_namesakes_one_hall')) {
      assert.equal(p.a.HALL, p.b.Residence, p.id);
      assert.ok(p.a.NAME!.startsWith(`${p.b['Last Name']!.toUpperCase()}, ${p.b['First Name']}`), `${p.id}: not one name`);
    }
    for (const p of of('diff_death_register_living_namesake')) assert.equal(p.a['Name of Deceased']!.replace(/^(MR|MRS|MS) /, ''), p.a['Name of Deceased'], p.id);
    for (const p of of('diff_parking_permit_neighbours_one_block')) {
      assert.ok(p.b['Registered Keeper']!.endsWith(p.a['Permit Holder']!.split(' ').slice(1).join(' ').toUpperCase()), `${p.id}: another surname`);
      assert.notEqual(p.a.Address!.split(',')[0]!.toUpperCase(), p.b['Keeper Address']!.split(',')[0], `${p.id}: one flat`);
    }
    for (const p of of('diff_trade_certificate_namesakes_one_centre')) assert.equal(p.a.Centre, p.b['Training Centre'], p.id);
  });

  it('writes one date in every form and reads each back; an impossible day does not read (adversarial)', () => {
    const t = { y: 1982, m: 3, d: 5 };
    const want: Record<T12.DateForm12, string> = {
      iso: '1982-03-05',
      'dd/mm/yyyy': '05/03/1982',
      'dd.mm.yyyy': '05.03.1982',
      'dd-mm-yyyy': '05-03-1982',
      'd Month yyyy': '5 March 1982',
      'DD-MON-YYYY': '05-MAR-1982',
      'd Mon yyyy': '5 Mar 1982',
    };
    for (const [form, s] of Object.entries(want)) {
      assert.equal(T12.date12(t, form as T12.DateForm12), s, form);
      assert.equal(readDate12(s), 19820305, `reads back ${s}`);
    }
    assert.equal(readDate12('31/02/1980'), undefined);
    assert.equal(readDate12('1980-13-01'), undefined);
    assert.deepEqual(T12.shift12({ y: 2024, m: 2, d: 28 }, 2), { y: 2024, m: 3, d: 1 });
    assert.equal(T12.ageOn12({ y: 1990, m: 6, d: 15 }, { y: 2020, m: 6, d: 14 }), 29);
    assert.equal(T12.ageOn12({ y: 1990, m: 6, d: 15 }, { y: 2020, m: 6, d: 15 }), 30);
  });

  it('identifiers keep their checks: ZA Luhn, Spanish DNI letter, Romanian CNP, French NIR key, Irish PPSN', () => {
    assert.ok(T12.luhnOk12('8001015009087'));
    assert.ok(!T12.luhnOk12('8001015009086'));
    assert.equal(T12.dni12(12345678), '12345678Z');
    const c = new Ctx(1212);
    for (let i = 0; i < 30; i++) {
      const t = T12.birth12(c, 1940, 2005);
      const cnp = T12.cnp12(c, t, i % 2 ? 'M' : 'F');
      const w = '279146358279';
      let sum = 0;
      for (let k = 0; k < 12; k++) sum += Number(cnp[k]) * Number(w[k]);
      assert.equal(Number(cnp[12]), sum % 11 === 10 ? 1 : sum % 11, cnp);
      assert.equal(cnp.slice(1, 7), `${String(t.y % 100).padStart(2, '0')}${String(t.m).padStart(2, '0')}${String(t.d).padStart(2, '0')}`);
      const nir = T12.nir12(c, t, 'F');
      assert.equal(nir.length, 15);
      assert.equal(nir[0], '2');
      assert.equal(97 - Number(BigInt(nir.slice(0, 13)) % 97n), Number(nir.slice(13)), nir);
      const pps = T12.ppsn12(c);
      let ps = 0;
      for (let k = 0; k < 7; k++) ps += Number(pps[k]) * (8 - k);
      assert.equal(pps[7], ps % 23 === 0 ? 'W' : String.fromCharCode(64 + (ps % 23)), pps);
    }
  });

  it('names and phones: marks fold, slips and scans change a word, short forms and respellings keep one person', () => {
    assert.equal(T12.fold12('Olúṣẹ́gun Ștefănescu Kovács'), 'Olusegun Stefanescu Kovacs');
    assert.equal(T12.phone12('2348031234567', 'NG', 'national'), '08031234567');
    assert.equal(T12.phone12('2348031234567', 'NG', 'e164 spaced'), '+234 803 123 4567');
    assert.equal(T12.phone12('36201234567', 'HU', 'national'), '06201234567');
    assert.equal(T12.phone12('393331234567', 'IT', 'national'), '3331234567');
    const c = new Ctx(12);
    for (const w of ['Okonkwo', 'Wanjiru', 'Mensah', 'Dlamini', 'Llewellyn', 'Kovács']) {
      for (let i = 0; i < 20; i++) {
        assert.notEqual(T12.slip12(c, w), w);
        assert.notEqual(T12.ocr12(c, w), w);
      }
    }
    // Adversarial: a word too short to slip is kept whole rather than made into another name.
    assert.equal(T12.slip12(c, 'Nii'), 'Nii');
    assert.equal(T12.short12(c, 'Chukwuemeka'), 'Emeka');
    assert.equal(T12.short12(c, 'Okonkwo'), 'Okonkwo');
    assert.ok(['Ştefan', 'Stefan'].includes(T12.respell12(c, 'Ștefan')));
    assert.equal(T12.respell12(c, 'Zoltán'), 'Zoltan');
    // Hungarians are written family name first in full; others given names first.
    const hu = T12.person12(c, 'EU', { culture: T12.CULTURES12.EU.find((k) => k.id === 'hungarian')! });
    assert.ok(T12.fullName12(hu).startsWith(hu.surname));
    const ng = T12.person12(c, 'NG');
    assert.ok(T12.fullName12(ng).startsWith(ng.given));
  });
});

/** Set 13's birth dates as yyyymmdd (two-digit API years: 26–99 → 19xx, else 20xx); undefined when not a real date. */
function readDate13(v: string): number | undefined {
  const MON = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  const mon = (n: string) => MON.indexOf(n.slice(0, 3).toLowerCase()) + 1;
  const dim = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
  const day = (y: number, m: number, d: number) => (m >= 1 && m <= 12 && d >= 1 && d <= dim(y, m) ? y * 10000 + m * 100 + d : undefined);
  const tries: [RegExp, (m: RegExpExecArray) => number | undefined][] = [
    [/^(\d{4})-(\d\d)-(\d\d)$/, (m) => day(Number(m[1]), Number(m[2]), Number(m[3]))],
    [/^(\d\d)[/.](\d\d)[/.](\d{4})$/, (m) => day(Number(m[3]), Number(m[2]), Number(m[1]))],
    [/^(\d{1,2})[ -]([A-Za-z]{3,9})[ -](\d{4})$/, (m) => day(Number(m[3]), mon(m[2]!), Number(m[1]))],
    [/^(\d\d)([A-Z]{3})(\d\d)$/, (m) => day((Number(m[3]) > 25 ? 1900 : 2000) + Number(m[3]), mon(m[2]!), Number(m[1]))],
  ];
  for (const [re, f] of tries) {
    const m = re.exec(v);
    if (m) return f(m);
  }
  return undefined;
}
const births13 = (r: Record<string, string>) => [
  ...Object.entries(r)
    .filter(([k]) => T13.BIRTH_KEYS13.includes(k))
    .map(([, v]) => readDate13(v)),
  // The crew list's `Date and place of birth`: a date first when there is one.
  ...Object.entries(r)
    .filter(([k, v]) => k === 'Date and place of birth' && /^\d/.test(v))
    .map(([, v]) => readDate13(v.split(' ')[0]!)),
];
const NAME_KEYS13 = ['PAX_NAME', 'Surname', 'Patient', 'PATIENT_SURNAME', 'Family name', 'Holder Surname', 'Name on Roll', 'last_name', 'Names', 'Name', 'Witness', 'Statement of', 'Accused', 'Account Name', 'Nominee Name', 'NAME', 'Full Names', 'Borrower name', 'Family Name', 'Giver', 'Badge Name', 'Legal Last Name (as in passport)', 'Licence Holder', 'Owner Name', 'Familienname', 'Nom', 'Achternaam', 'Apelidos', 'Nazwisko', 'Cognome'];
const NAME_PART_KEYS13 = ['Given Name(s)', 'PATIENT_FORENAMES', 'Given names', 'Holder Forenames', 'first_name', 'Other Names', 'First Name', 'Middle Name', 'Middle Name(s)', 'Legal First Name (as in passport)', 'Former Surname', 'Vornamen', 'Prénoms', 'Voornamen', 'Nomes próprios', 'Imiona', 'Father', 'Mother'];

describe('held-out set persons-heldout13', () => {
  const text = readFileSync(SETS.heldout13.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout13.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout13.seed} generate, and sets 1–12 are untouched`, () => {
    assert.equal(SETS.heldout13.seed, 1313);
    assert.equal(text, SETS.heldout13.jsonl());
    for (const k of ['heldout1', 'heldout2', 'heldout3', 'heldout4', 'heldout5', 'heldout6', 'heldout7', 'heldout8', 'heldout9', 'heldout10', 'heldout11', 'heldout12'] as const) assert.equal(readFileSync(SETS[k].file, 'utf8'), SETS[k].jsonl(), k);
    // Negative: another seed gives other bytes.
    assert.notEqual(SETS.heldout13.jsonl(), toJsonl(buildPairs(T13.HELDOUT13_KINDS, 'persons-heldout13', SETS.heldout13.seed + 1)));
  });

  it('holds 780 pairs, half of each label, 130 per jurisdiction, 26 kinds of 30 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 780);
    assert.equal(T13.HELDOUT13_KINDS.length, 26);
    assert.equal(T13.HELDOUT13_KINDS.filter((k) => k.label === 'same').length, 13);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 130, j);
    assertKinds(pairs, T13.HELDOUT13_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS]);
    for (const k of T13.HELDOUT13_KINDS) assert.equal(of(k.kind).length, 30, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('every birth date reads back as a real date in 1840–2025, none is written month first, ages are whole years', () => {
    let n = 0;
    for (const p of pairs) {
      for (const r of [p.a, p.b]) {
        for (const t of births13(r)) {
          assert.ok(t !== undefined, `${p.id}: a birth date in no written form`);
          assert.ok(t >= 18400101 && t <= 20251231, `${p.id}: ${t}`);
          n++;
        }
        if (r.Age !== undefined) assert.match(r.Age, /^\d{1,3}( ?(y|yrs|Y|years))?$/, p.id);
      }
    }
    assert.ok(n > 800, `${n} birth dates`);
    // Adversarial: an impossible day and a month-first date do not read.
    assert.equal(readDate13('31/02/1980'), undefined);
    assert.equal(readDate13('02/31/1980'), undefined);
    assert.equal(readDate13('30FEB88'), undefined);
    assert.equal(readDate13('05MAR07'), 20070305);
    assert.equal(readDate13('05MAR67'), 19670305);
  });

  it('label honesty: a `different` pair states a birth on both sides, and they disagree', () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      const ta = births13(p.a);
      const tb = births13(p.b);
      assert.ok(ta.length > 0 && tb.length > 0, `${p.id}: a birth missing`);
      for (const x of ta) for (const y of tb) assert.notEqual(x, y, `${p.id}: two people of one birth`);
    }
  });

  it('label honesty: a `same` pair carries a name on both sides and one more value both sides agree on', () => {
    const isName = (k: string) => NAME_KEYS13.includes(k) || NAME_PART_KEYS13.includes(k);
    // A value's comparable forms: its folded letters and digits; its digits (four or more, the last nine); a number
    // after a short prefix (`E58` / `58`); a banns abode without `of this parish`.
    const forms = (v: string): string[] => {
      const out = [T13.fold13(v).toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')];
      const digits = v.replace(/\D/g, '');
      if (digits.length >= 4) out.push(`#${digits.slice(-9)}`);
      const short = /^\D{0,4}(\d+)$/.exec(v);
      if (short) out.push(`#${short[1]!}`);
      const abode = /^of this parish, (.+)$/.exec(v);
      if (abode) out.push(T13.fold13(abode[1]!).toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''));
      return out;
    };
    for (const p of pairs.filter((x) => x.label === 'same')) {
      for (const r of [p.a, p.b]) assert.ok(Object.keys(r).some((k) => NAME_KEYS13.includes(k)), `${p.id}: a side without a name`);
      const ignore = ['Sex', 'SEX', 'GENDER', 'Nationality', 'NAT', 'DOC_TYPE', 'Condition'];
      const a = new Set(Object.entries(p.a).filter(([k]) => !isName(k) && !ignore.includes(k)).flatMap(([, v]) => forms(v)));
      // A witness list writes an officer's force number inside the name cell: `PW2 — Sgt. … (No. 12345)`.
      for (const r of [p.a, p.b]) {
        const force = /\(No\. (\d+)\)/.exec(r.Witness ?? '');
        if (force && r === p.a) a.add(`#${force[1]!}`);
        if (force && r === p.b) assert.ok(a.has(`#${force[1]!}`), `${p.id}: another force number`);
      }
      const common = Object.entries(p.b)
        .filter(([k]) => !isName(k) && !ignore.includes(k))
        .flatMap(([, v]) => forms(v))
        .filter((f) => a.has(f));
      assert.ok(common.length > 0, `${p.id}: nothing but the name in common`);
    }
  });

  it('hard different kinds keep their promise: one booking, one envelope, one member and phone, one vessel, one name', () => {
    for (const p of of('diff_manifest_family_one_booking')) if (p.b.PNR !== undefined) assert.equal(p.a.PNR, p.b.PNR, p.id);
    for (const p of of('diff_tithe_envelope_couple_one_number')) {
      assert.equal(p.a['Envelope No'], p.b['Envelope No'], p.id);
      assert.equal(p.a.Surname, p.b.Surname, p.id);
    }
    for (const p of of('diff_coop_member_and_nominee')) {
      assert.equal(p.a['Member No'], p.b['Member No'], p.id);
      assert.equal(p.a['Mobile No'], p.b['Nominee Phone'], p.id);
    }
    for (const p of of('diff_fishing_licence_father_son_one_vessel')) {
      assert.equal(p.a['Vessel No']!.replace(/\W/g, ''), p.b['Port Letters & No']!.replace(/\W/g, ''), p.id);
      assert.ok(p.a['Licence Holder']!.startsWith(p.b['Owner Name']!.split(' ')[0]!), `${p.id}: another given name`);
    }
    for (const p of of('diff_conference_namesakes_two_organisations')) {
      assert.equal(p.a['Legal Last Name (as in passport)'], p.b['Legal Last Name (as in passport)'], p.id);
      assert.equal(p.a['Legal First Name (as in passport)'], p.b['Legal First Name (as in passport)'], p.id);
      assert.notEqual(p.a.Organisation, p.b.Organisation, p.id);
    }
    for (const p of of('diff_union_check_off_namesakes_one_site')) {
      assert.equal(p.a.EMPLOYER, p.b.EMPLOYER, p.id);
      assert.equal(p.a.NAME!.split(' ')[0], p.b.NAME!.split(' ')[0], p.id);
    }
    for (const p of of('diff_consular_siblings_one_address_abroad')) assert.equal(Object.values(p.a)[3], Object.values(p.b)[3], `${p.id}: another address`);
    for (const p of of('diff_bar_roll_father_son_one_chambers')) {
      const [fa, fb] = [births13(p.a)[0]!, births13(p.b)[0]!];
      assert.ok(Math.floor(fb / 10000) - Math.floor(fa / 10000) >= 20, `${p.id}: not a generation apart`);
    }
  });

  it('building blocks: dates in every form, slips and scans change one word, Latin forms, Polish gendered surnames', () => {
    const t = { y: 1982, m: 3, d: 5 };
    const want: Record<T13.DateForm13, string> = {
      iso: '1982-03-05',
      'dd/mm/yyyy': '05/03/1982',
      'dd.mm.yyyy': '05.03.1982',
      'd Month yyyy': '5 March 1982',
      DDMONYY: '05MAR82',
      'DD-MON-YYYY': '05-MAR-1982',
      'd Mon yyyy': '5 Mar 1982',
    };
    for (const [form, s] of Object.entries(want)) {
      assert.equal(T13.date13(t, form as T13.DateForm13), s, form);
      assert.equal(readDate13(s), 19820305, `reads back ${s}`);
    }
    assert.equal(T13.ageOn13({ y: 1990, m: 6, d: 15 }, { y: 2020, m: 6, d: 14 }), 29);
    assert.equal(T13.ageOn13({ y: 1990, m: 6, d: 15 }, { y: 2020, m: 6, d: 15 }), 30);
    assert.equal(T13.fold13('Wiśniewski Łukasz Müller'), 'Wisniewski Lukasz Muller');
    assert.equal(T13.LATIN13.William, 'Gulielmus');
    const c = new Ctx(1313);
    for (let i = 0; i < 40; i++) {
      const w = c.pick(['Oluwaseun', 'Nkechi', 'Thompson', 'Kowalski', 'Mahlangu']);
      const s = T13.slip13(c, w);
      assert.ok(Math.abs(s.length - w.length) <= 1, s);
      assert.notEqual(T13.ocr13(c, 'Emma'), 'Emma');
    }
    // Negative: a word too short to slip and one no scanner rule touches stay as they are.
    assert.equal(T13.slip13(c, 'Ama'), 'Ama');
    assert.equal(T13.ocr13(c, 'Kwaku'), 'Kwaku');
    for (let i = 0; i < 60; i++) {
      const p = T13.person13(c, 'EU', { sex: 'F' });
      if (p.country === 'PL') assert.ok(!/ski$/.test(p.surname), p.surname);
      assert.notEqual(p.middle, p.surname);
    }
  });
});

// Set 14 (templates-heldout14.ts): births are written as a date (day first), a year of birth, an age or an estimated age
// (`40s`, `~45`); a South African ID number begins with the birth date. `births14` reads each as a range of birth
// years, so label honesty can ask that a `different` pair's ranges lie at least two years apart.
const AT14 = 2024;
function dateYear14(v: string): number | undefined {
  const m = /^(\d{4})-\d\d-\d\d$/.exec(v) ?? /^\d\d[/.-]\d\d[/.-](\d{4})$/.exec(v) ?? /^\d{1,2}[ -][A-Za-z]{3}[ -](\d{4})$/.exec(v);
  return m ? Number(m[1]) : undefined;
}
function births14(r: Record<string, string>): [number, number][] {
  const out: [number, number][] = [];
  for (const [k, v] of Object.entries(r)) {
    if (k === 'Year of Birth') out.push([Number(v), Number(v)]);
    else if (/birth|^DOB$|Geburt|naissance|Geboorte|nacimiento|nascita|Né\(e\)/i.test(k) && !/^Nom/.test(k) && !/^(unk|UNKNOWN|N\/K)$/.test(v)) {
      const y = dateYear14(v);
      assert.ok(y !== undefined, `unread birth ${k}: ${v}`);
      out.push([y, y]);
    } else if (/^(Age|AGE|Age at Screening)$/.test(k)) out.push([AT14 - Number(v) - 1, AT14 - Number(v)]);
    else if (/Est\. Age|Alter|Âge|Leeftijd|Edad|Età/.test(k)) {
      const dec = /^(\d+)0s$/.exec(v);
      const n = Number(v.replace('~', ''));
      out.push(dec ? [AT14 - Number(dec[1]) * 10 - 10, AT14 - Number(dec[1]) * 10] : v.startsWith('~') ? [AT14 - n - 4, AT14 - n + 3] : [AT14 - n - 1, AT14 - n]);
    } else if (/^ID N(umber|UMBER)$/.test(k) && /^\d{6} ?\d{4} ?\d{3}$/.test(v)) {
      const yy = Number(v.slice(0, 2));
      out.push([yy > 25 ? 1900 + yy : 2000 + yy, yy > 25 ? 1900 + yy : 2000 + yy]);
    }
  }
  return out;
}

describe('held-out set persons-heldout14', () => {
  const text = readFileSync(SETS.heldout14.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout14.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout14.seed} generate, and sets 1–13 are untouched`, () => {
    assert.equal(SETS.heldout14.seed, 1414);
    assert.equal(text, SETS.heldout14.jsonl());
    for (const k of ['heldout1', 'heldout2', 'heldout3', 'heldout4', 'heldout5', 'heldout6', 'heldout7', 'heldout8', 'heldout9', 'heldout10', 'heldout11', 'heldout12', 'heldout13'] as const) assert.equal(readFileSync(SETS[k].file, 'utf8'), SETS[k].jsonl(), k);
    // Negative: another seed gives other bytes.
    assert.notEqual(SETS.heldout14.jsonl(), toJsonl(buildPairs(T14.HELDOUT14_KINDS, 'persons-heldout14', SETS.heldout14.seed + 1)));
  });

  it('holds 780 pairs, half of each label, 130 per jurisdiction, 10 kinds of 78 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 780);
    assert.equal(T14.HELDOUT14_KINDS.length, 10);
    assert.equal(T14.HELDOUT14_KINDS.filter((k) => k.label === 'same').length, 5);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 130, j);
    assertKinds(pairs, T14.HELDOUT14_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS]);
    for (const k of T14.HELDOUT14_KINDS) assert.equal(of(k.kind).length, 78, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('label honesty: a `different` pair states a birth on both sides, at least two years apart', () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      const ra = births14(p.a);
      const rb = births14(p.b);
      assert.ok(ra.length > 0 && rb.length > 0, `${p.id}: a birth missing`);
      for (const [alo, ahi] of ra) for (const [blo, bhi] of rb) assert.ok(blo - ahi >= 2 || alo - bhi >= 2, `${p.id}: births ${alo}–${ahi} and ${blo}–${bhi} overlap`);
    }
  });

  it('label honesty: a `same` pair shares a value besides the name, and its births agree where both state one', () => {
    const norm = (v: string) => T14.fold14(v).toUpperCase().replace(/[^A-Z0-9]/g, '').replace(/^(?:00|\+)?(?:234|254|233|27|44|49|33|31|34|39)?0?(\d{9,11})$/, '$1');
    const isName = (k: string) => /name|surname|forename|party|payer|holder|occupier|pflichtiger|redevable|sujeto|contribuente|plichtige|player|passenger|apellidos|nombre|nome|cognome|nom$|prénom|vorname|roepnaam|initials|geslachtsnaam/i.test(k);
    for (const p of pairs.filter((x) => x.label === 'same')) {
      const a = new Set(Object.entries(p.a).filter(([k]) => !isName(k)).map(([, v]) => norm(v)));
      // The rates roll and the register write one address two ways: compare its house number and the first street word.
      // Its keys: the first number with each word of four letters or more (`@22OGUI`, `@104LYON`).
      const addrKeys = (v: string): string[] => {
        const f = T14.fold14(v).toUpperCase();
        const n = /\d+/.exec(f);
        return n ? (f.match(/[A-Z]{4,}/g) ?? []).map((w) => `@${n[0]}${w}`) : [];
      };
      for (const [k, v] of Object.entries(p.a)) if (/address|adres|anschrift|lage|adresse|domicilio|indirizzo|GPS/i.test(k)) for (const x of addrKeys(v)) a.add(x);
      const common = Object.entries(p.b).filter(([k, v]) => !isName(k) && (a.has(norm(v)) || addrKeys(v).some((x) => a.has(x))));
      assert.ok(common.length > 0, `${p.id}: nothing but the name in common`);
      const ra = births14(p.a);
      const rb = births14(p.b);
      for (const [alo, ahi] of ra) for (const [blo, bhi] of rb) assert.ok(blo <= ahi + 1 && alo <= bhi + 1, `${p.id}: births disagree`);
    }
  });

  it('hard different kinds keep their promise: one incident and NOK phone, one household phone, one academy, one address', () => {
    for (const p of of('diff_ambulance_two_casualties_one_incident')) {
      const [x, y] = [Object.values(p.a).at(-1)!, Object.values(p.b).at(-1)!].map((v) => v.replace(/\D/g, '').slice(-9));
      assert.equal(x, y, p.id);
    }
    for (const p of of('diff_trial_screening_sisters_one_household')) {
      assert.equal(p.a['Phone (household)']!.replace(/\D/g, '').slice(-9), p.b['Phone (household)']!.replace(/\D/g, '').slice(-9), p.id);
      assert.equal(p.a['Screening No.']!.split('-').slice(0, 2).join('-'), p.b['Screening No.']!.split('-').slice(0, 2).join('-'), p.id);
    }
    for (const p of of('diff_player_register_namesake_cousins_one_academy')) assert.ok(Object.values(p.a).includes(p.b['From Club']!), p.id);
    for (const p of of('diff_coach_passenger_and_next_of_kin')) {
      const nok = (p.a['NOK PHONE'] ?? p.a['Emergency contact phone'])!;
      assert.equal(nok.replace(/\D/g, '').slice(-9), p.b.Mobile!.replace(/\D/g, '').slice(-9), p.id);
    }
  });

  it('building blocks: dates, ages, ZA ID check digits, slips change one letter, accents fold', () => {
    const t = { y: 1982, m: 3, d: 5 };
    assert.equal(T14.date14(t, 'iso'), '1982-03-05');
    assert.equal(T14.date14(t, 'dd.mm.yyyy'), '05.03.1982');
    assert.equal(T14.date14(t, 'DD-MON-YYYY'), '05-MAR-1982');
    assert.equal(T14.date14(t, 'd Mon yyyy'), '5 Mar 1982');
    assert.equal(T14.ageOn14({ y: 1990, m: 6, d: 15 }, { y: 2020, m: 6, d: 14 }), 29);
    assert.equal(T14.ageOn14({ y: 1990, m: 6, d: 15 }, { y: 2020, m: 6, d: 15 }), 30);
    assert.equal(T14.fold14('Müller Lefèvre Élodie'), 'Muller Lefevre Elodie');
    const c = new Ctx(1414);
    for (let i = 0; i < 40; i++) {
      const id = T14.zaId14(c, t, 'F');
      assert.ok(luhnValid(id), id);
      assert.ok(id.startsWith('820305') && Number(id[6]) <= 4, id);
      const w = c.pick(['Oluwaseun', 'Okonkwo', 'Mahlangu', 'Schäfer']);
      const s = T14.slip14(c, w);
      assert.ok(Math.abs(s.length - w.length) <= 1 && s !== w, s);
    }
    // Negative: a word too short to slip stays as it is.
    assert.equal(T14.slip14(c, 'Yaw'), 'Yaw');
  });
});

// Set 15 (templates-heldout15.ts): each record names its one person; identifiers sit under each source's own key. `ids15`
// reads a record's identifier values (bib, passport, permit, member number, phone) folded to capitals and digits, a phone
// to its last nine digits, so label honesty can ask what a pair shares.
const ID_KEY15 = /bib|startn|dossard|dorsal|numer startowy|^nr$|^doss$|passport|travel document|licence number|^ID No\.$|permit|PDL|learner licence|NEPH|bewerber|kandidaat|expediente|PKK|rijbewijs|ausbildungs|member|membership|identification number|versicherten|assur|afiliaci|ubezpieczenia|verzekerden|phone|tel\.|telefo|portable|mobiel|handy|móvil|^cell$|notfall|urgence|emergencia|alarmowy/i;
function ids15(r: Record<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(r)) {
    if (!ID_KEY15.test(T15.fold15(k))) continue;
    const folded = T15.fold15(v).toUpperCase().replace(/[^A-Z0-9]/g, '');
    const phone = /phone|tel|portable|mobiel|handy|movil|cell|notfall|urgence|emergencia|alarmowy/i.test(T15.fold15(k));
    out.set(k, phone ? folded.slice(-9) : folded);
  }
  return out;
}
function birthYears15(r: Record<string, string>): number[] {
  const out: number[] = [];
  for (const [k, v] of Object.entries(r)) {
    if (!/birth|geburt|geb\.|naissance|geboorte|nacimiento|nac\.|urodzenia|data ur|DOB|Né\(e\)/i.test(k)) continue;
    const m = /^(\d{4})-\d\d-\d\d$/.exec(v) ?? /^\d\d[/.-]\d\d[/.-](\d{4})$/.exec(v) ?? /^\d{1,2}[ -][A-Za-z]{3}[ -](\d{4})$/.exec(v) ?? /^(\d{4})\d{4}$/.exec(v);
    assert.ok(m, `unread birth ${k}: ${v}`);
    out.push(Number(m[1]));
  }
  return out;
}

describe('held-out set persons-heldout15', () => {
  const text = readFileSync(SETS.heldout15.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout15.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout15.seed} generate, and sets 1–14 are untouched`, () => {
    assert.equal(SETS.heldout15.seed, 1515);
    assert.equal(text, SETS.heldout15.jsonl());
    for (const k of ['heldout1', 'heldout2', 'heldout3', 'heldout4', 'heldout5', 'heldout6', 'heldout7', 'heldout8', 'heldout9', 'heldout10', 'heldout11', 'heldout12', 'heldout13', 'heldout14'] as const) assert.equal(readFileSync(SETS[k].file, 'utf8'), SETS[k].jsonl(), k);
    // Negative: another seed gives other bytes.
    assert.notEqual(SETS.heldout15.jsonl(), toJsonl(buildPairs(T15.HELDOUT15_KINDS, 'persons-heldout15', SETS.heldout15.seed + 1)));
  });

  it('holds 780 pairs, half of each label, 130 per jurisdiction, 10 kinds of 78 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 780);
    assert.equal(T15.HELDOUT15_KINDS.length, 10);
    assert.equal(T15.HELDOUT15_KINDS.filter((k) => k.label === 'same').length, 5);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 130, j);
    assertKinds(pairs, T15.HELDOUT15_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS, ...T14.HELDOUT14_KINDS]);
    for (const k of T15.HELDOUT15_KINDS) assert.equal(of(k.kind).length, 78, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('label honesty: a `same` pair shares an identifier besides the name, and its stated births agree', () => {
    for (const p of pairs.filter((x) => x.label === 'same')) {
      const a = new Set(ids15(p.a).values());
      assert.ok([...ids15(p.b).values()].some((v) => a.has(v)), `${p.id}: nothing but the name in common`);
      const [ya, yb] = [birthYears15(p.a), birthYears15(p.b)];
      for (const x of ya) for (const y of yb) assert.equal(x, y, `${p.id}: births disagree`);
    }
  });

  it('label honesty: a `different` pair keeps its kind\'s promise and tells its two people apart', () => {
    for (const p of of('diff_race_results_father_son_one_club')) {
      const [x, y] = [[...ids15(p.a).entries()].find(([k]) => /bib|startn|dossard|dorsal|numer startowy/i.test(k))![1], [...ids15(p.b).entries()].find(([k]) => /bib|startn|doss|dorsal|^nr$/i.test(k))![1]];
      assert.notEqual(x, y, p.id);
    }
    for (const p of of('diff_arrival_cards_namesakes_one_flight')) {
      const pass = (r: Record<string, string>) => [...ids15(r).entries()].find(([k]) => /passport|travel|ID No/i.test(k))![1];
      assert.notEqual(pass(p.a), pass(p.b), p.id);
      const [ya, yb] = [birthYears15(p.a), birthYears15(p.b)];
      assert.ok(ya.length === 1 && yb.length === 1 && Math.abs(ya[0]! - yb[0]!) >= 2, p.id);
    }
    for (const p of of('diff_mortuary_deceased_vs_namesake_son_informant')) {
      // The deceased's age at death, taken back from 2023–2024, against the son's own birth year.
      const age = Number(Object.entries(p.a).find(([k]) => /^(Age|Alter|Âge|Leeftijd|Edad|Wiek)$/.test(k))![1].replace(' yrs', ''));
      const [yb] = birthYears15(p.b);
      assert.ok(yb! - (2024 - age) >= 2, p.id);
      // The NOK phone of the mortuary row is the son's own phone.
      const phones = (r: Record<string, string>) => [...ids15(r).entries()].filter(([k]) => /tel|phone/i.test(T15.fold15(k))).map(([, v]) => v);
      assert.ok(phones(p.a).some((v) => phones(p.b).includes(v)), p.id);
    }
    for (const p of of('diff_driving_school_twins_one_address')) {
      const permit = (r: Record<string, string>) => [...ids15(r).entries()].find(([k]) => !/tel|cell|portable|mobiel|handy|movil/i.test(T15.fold15(k)))![1];
      assert.notEqual(permit(p.a), permit(p.b), p.id);
    }
    for (const p of of('diff_insurance_principal_vs_dependant_suffix')) {
      const member = (r: Record<string, string>) => [...ids15(r).entries()].find(([k]) => !/name/i.test(k))![1];
      const [x, y] = [member(p.a), member(p.b)];
      assert.notEqual(x, y, p.id);
      // One base number: the dependant's is the principal's with another suffix.
      assert.ok(y.startsWith(x.replace(/0+$/, '').slice(0, 8)), `${p.id}: ${x} / ${y}`);
      const [ya, yb] = [birthYears15(p.a), birthYears15(p.b)];
      assert.ok(ya.length === 1 && yb.length === 1 && Math.abs(ya[0]! - yb[0]!) >= 2, p.id);
    }
  });

  it('building blocks: dates, ages, age categories, phones, member numbers, slips and folding', () => {
    const t = { y: 1982, m: 3, d: 5 };
    assert.equal(T15.date15(t, 'iso'), '1982-03-05');
    assert.equal(T15.date15(t, 'dd.mm.yyyy'), '05.03.1982');
    assert.equal(T15.date15(t, 'DD-MON-YYYY'), '05-MAR-1982');
    assert.equal(T15.date15(t, 'yyyymmdd'), '19820305');
    assert.equal(T15.ageOn15({ y: 1990, m: 6, d: 15 }, { y: 2020, m: 6, d: 14 }), 29);
    assert.equal(T15.ageOn15({ y: 1990, m: 6, d: 15 }, { y: 2020, m: 6, d: 15 }), 30);
    assert.equal(T15.ageCategory15('M', 47, 'GB'), 'M45');
    assert.equal(T15.ageCategory15('F', 52, 'ZA'), 'F50');
    assert.equal(T15.ageCategory15('F', 28, 'GB'), 'WSEN');
    assert.equal(T15.ageCategory15('M', 19, 'FR'), 'HU20');
    assert.equal(T15.phone15('2348031234567', 'NG', 'national'), '08031234567');
    assert.equal(T15.phone15('34612345678', 'ES', 'national'), '612345678');
    assert.equal(T15.phone15('27821234567', 'ZA', 'intl-spaced'), '+27 821 234 567');
    assert.equal(T15.memberNo15('NG', '123456789', 2), 'NHIA/123/456789/02');
    assert.equal(T15.memberNo15('GB', '123456789', 0), 'GHIC 123456789');
    assert.equal(T15.fold15('Łukasz Wiśniewska Frédéric'), 'Lukasz Wisniewska Frederic');
    const c = new Ctx(1515);
    for (let i = 0; i < 40; i++) {
      const w = c.pick(['Oluwadamilare', 'Nwachukwu', 'Mthembu', 'Schröder', 'Kipchumba']);
      const s = T15.slip15(c, w);
      assert.ok(Math.abs(s.length - w.length) <= 1 && s !== w, s);
      const o = T15.ocr15(c, 'Mmeli Hughes');
      assert.notEqual(o, 'Mmeli Hughes');
    }
    // Negative: a word too short to slip stays as it is; a word with no letter a scanner misreads stays too.
    assert.equal(T15.slip15(c, 'Yaw'), 'Yaw');
    assert.equal(T15.ocr15(c, 'Kofi'), 'Kofi');
  });
});

// Set 16 (templates-heldout16.ts): each record names its one person; identifiers sit under each source's own key.
// `ids16` reads a record's own identifier values (pension, depository, TB, member number, ORCID, e-mail, phone) folded
// to capitals and digits — a phone to its last nine digits, an ORCID to its sixteen characters — and leaves out the
// columns that name another person's number (an index case's, a host member's), so label honesty can ask what a pair
// shares.
const ID_KEY16 = /pension|ssnit|persal|scheme ref|rentenzeichen|klantnummer|swiadczenia|^OI$|orcid|^EM$|mail|courriel|correo|CHN|CDS|CSD|SCA NUMBER|Shareholder Reference|SRN|depot|compte.titres|effectenrekening|beleggingen|cuenta de valores|papierow|maklerski|strate|TB No|TB Reg|ETS ID|meldenummer|meldingsnummer|declaration|caso|^nr rejestru$|member|mitglied|adherent|lidnummer|socio|karnetu|phone|tel|mobile|mobil|^cell|portable|movil|komorkowy/i;
const OTHER_PARTY16 = /contact of|index|indeks|host|parrain|eingeladen|introduc|zaprosil|anfitri|^Guest Pass|gast|invit|gosc/i;
function ids16(r: Record<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k0, v] of Object.entries(r)) {
    const k = T16.fold16(k0);
    if (!ID_KEY16.test(k) || OTHER_PARTY16.test(k)) continue;
    const folded = T16.fold16(v).toUpperCase().replace(/[^A-Z0-9]/g, '');
    if (/phone|tel|mobile|mobil|^cell|portable|movil|komorkowy/i.test(k)) out.set(k0, folded.slice(-9));
    else if (/orcid|^OI$/i.test(k)) out.set(k0, folded.slice(-16));
    else out.set(k0, folded);
  }
  return out;
}
function birthYears16(r: Record<string, string>): number[] {
  const out: number[] = [];
  for (const [k, v] of Object.entries(r)) {
    // `Nom de naissance` is the birth surname, not a date.
    if (!/birth|geburt|naissance|geboorte|nacimiento|urodzenia|DOB|D\.O\.B|Né\(e\)/i.test(k) || /^Nom de naissance$/.test(k)) continue;
    const m = /^(\d{4})-\d\d-\d\d$/.exec(v) ?? /^\d\d[/.-]\d\d[/.-](\d{4})$/.exec(v) ?? /^\d{1,2}[ -][A-Za-z]{3}[ -](\d{4})$/.exec(v) ?? /^(\d{4})\d{4}$/.exec(v);
    assert.ok(m, `unread birth ${k}: ${v}`);
    out.push(Number(m[1]));
  }
  return out;
}
const ageOf16 = (r: Record<string, string>) => Number(Object.entries(r).find(([k]) => /^(Age|Alter|Âge|Leeftijd|Edad|Wiek|Age at notification)$/.test(k))?.[1] ?? NaN);

describe('held-out set persons-heldout16', () => {
  const text = readFileSync(SETS.heldout16.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout16.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout16.seed} generate`, () => {
    assert.equal(SETS.heldout16.seed, 1616);
    assert.equal(text, SETS.heldout16.jsonl());
    // Negative: another seed gives other bytes.
    assert.notEqual(SETS.heldout16.jsonl(), toJsonl(buildPairs(T16.HELDOUT16_KINDS, 'persons-heldout16', SETS.heldout16.seed + 1)));
  });

  it('holds 780 pairs, half of each label, 130 per jurisdiction, 10 kinds of 78 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 780);
    assert.equal(T16.HELDOUT16_KINDS.length, 10);
    assert.equal(T16.HELDOUT16_KINDS.filter((k) => k.label === 'same').length, 5);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 130, j);
    assertKinds(pairs, T16.HELDOUT16_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS, ...T14.HELDOUT14_KINDS, ...T15.HELDOUT15_KINDS]);
    for (const k of T16.HELDOUT16_KINDS) assert.equal(of(k.kind).length, 78, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('label honesty: a `same` pair shares an identifier besides the name, and its stated births agree', () => {
    for (const p of pairs.filter((x) => x.label === 'same')) {
      const a = new Set(ids16(p.a).values());
      assert.ok([...ids16(p.b).values()].some((v) => a.has(v)), `${p.id}: nothing but the name in common`);
      const [ya, yb] = [birthYears16(p.a), birthYears16(p.b)];
      for (const x of ya) for (const y of yb) assert.equal(x, y, `${p.id}: births disagree`);
    }
  });

  it("label honesty: a `different` pair keeps its kind's promise and tells its two people apart", () => {
    const idOf = (r: Record<string, string>, key: RegExp) => [...ids16(r).entries()].find(([k]) => key.test(T16.fold16(k)))?.[1];
    for (const p of of('diff_pension_spouses_one_joint_account')) {
      const pension = /pension|ssnit|persal|scheme ref|rentenzeichen|klantnummer|swiadczenia/i;
      assert.notEqual(idOf(p.a, pension), idOf(p.b, pension), p.id);
      assert.ok(idOf(p.a, pension) !== undefined && idOf(p.b, pension) !== undefined, p.id);
      // One joint account on both sides.
      const acct = (r: Record<string, string>) => Object.entries(r).find(([k]) => /acc|a\/c|iban|rekening|cuenta|rachun/i.test(k) && !/pension/i.test(k))![1].replace(/[^A-Z0-9]/gi, '');
      assert.equal(acct(p.a), acct(p.b), p.id);
    }
    for (const p of of('diff_author_namesakes_one_faculty')) {
      const orcid = /orcid|^OI$/i;
      assert.ok(idOf(p.a, orcid) !== undefined && idOf(p.b, orcid) !== undefined && idOf(p.a, orcid) !== idOf(p.b, orcid), p.id);
      // One surname and one set of initials: the export's `AU` initials open the profile's given name.
      assert.ok(p.b[Object.keys(p.b)[0]!]!.includes(p.a.AU!.split(', ')[0]!.slice(0, 3)) || T16.fold16(p.b[Object.keys(p.b)[0]!]!).includes(p.a.AU!.split(', ')[0]!), p.id);
    }
    for (const p of of('diff_share_register_namesakes_two_towns')) {
      const a = new Set(ids16(p.a).values());
      assert.ok(![...ids16(p.b).values()].some((v) => a.has(v)), `${p.id}: the namesakes share a number`);
    }
    for (const p of of('diff_tb_index_case_vs_household_contact')) {
      assert.ok(Math.abs(ageOf16(p.a) - ageOf16(p.b)) >= 8, p.id);
      const phones = (r: Record<string, string>) => [...ids16(r).entries()].filter(([k]) => /phone|tel|cell|mobil|portable|movil|komorkowy/i.test(T16.fold16(k))).map(([, v]) => v);
      assert.ok(phones(p.a).some((v) => phones(p.b).includes(v)), `${p.id}: not one household phone`);
    }
    for (const p of of('diff_gym_member_vs_guest_pass_sibling')) {
      const host = Object.entries(p.b).find(([k]) => /host|parrain|eingeladen|introduc|zaprosil|anfitri/i.test(T16.fold16(k)))![1];
      assert.ok(Object.values(p.a).includes(host), `${p.id}: the guest is not signed in on the member's number`);
      const [ya, yb] = [birthYears16(p.a), birthYears16(p.b)];
      assert.ok(ya.length === 1 && yb.length === 1 && Math.abs(ya[0]! - yb[0]!) >= 2, p.id);
    }
  });

  it('building blocks: dates, ages, phones, ORCID check characters, re-spacing, slips and folding', () => {
    const t = { y: 1948, m: 3, d: 5 };
    assert.equal(T16.date16(t, 'iso'), '1948-03-05');
    assert.equal(T16.date16(t, 'dd.mm.yyyy'), '05.03.1948');
    assert.equal(T16.date16(t, 'DD-MON-YYYY'), '05-MAR-1948');
    assert.equal(T16.date16(t, 'd Mon yyyy'), '5 Mar 1948');
    assert.equal(T16.ageOn16({ y: 1950, m: 6, d: 15 }, { y: 2024, m: 6, d: 14 }), 73);
    assert.equal(T16.ageOn16({ y: 1950, m: 6, d: 15 }, { y: 2024, m: 6, d: 15 }), 74);
    assert.equal(T16.phone16('2348031234567', 'NG', 'national'), '08031234567');
    assert.equal(T16.phone16('34612345678', 'ES', 'national'), '612345678');
    assert.equal(T16.phone16('27821234567', 'ZA', 'intl-spaced'), '+27 821 234 567');
    assert.equal(T16.fold16('Wiśniewska Łukasz Weißmann Bérenger'), 'Wisniewska Lukasz Weissmann Berenger');
    const c = new Ctx(1616);
    for (let i = 0; i < 40; i++) {
      // Every ORCID carries its ISO 7064 MOD 11-2 check character.
      const o = T16.orcid16(c).replace(/-/g, '');
      let total = 0;
      for (const ch of o.slice(0, 15)) total = (total + Number(ch)) * 2;
      const r = (12 - (total % 11)) % 11;
      assert.equal(o.slice(15), r === 10 ? 'X' : String(r));
      // Re-spacing keeps the characters.
      const n = T16.pensionNo16(c, c.pick(['NG', 'KE', 'GH', 'GB', 'ES'] as const));
      assert.equal(T16.respace16(n, c).replace(/[^A-Za-z0-9]/g, ''), n.replace(/[^A-Za-z0-9]/g, ''));
      const w = c.pick(['Oluwakemi', 'Nyambura', 'Mthembu', 'Schröder', 'Kiprotich']);
      const s = T16.slip16(c, w);
      assert.ok(Math.abs(s.length - w.length) <= 1 && s !== w, s);
    }
    // ORCID's published example: 0000-0002-1825-0097.
    let total = 0;
    for (const ch of '000000021825009') total = (total + Number(ch)) * 2;
    assert.equal((12 - (total % 11)) % 11, 7);
    // Negative: a word too short to slip stays as it is.
    assert.equal(T16.slip16(c, 'Yaw'), 'Yaw');
  });
});

// Set 17 (templates-heldout17.ts): each record names its one person; identifiers sit under each source's own key.
// `ids17` reads a record's own identifier values (seeker reference, national number, supporter number, e-mail, phone,
// clinic number, ID document number, disability card number) folded to capitals and digits — a phone to its last nine
// digits, a value with a document word before its number to that number too — and leaves out the columns that name
// another person's number (the prisoner visited, the cared-for person's card), so label honesty can ask what a pair shares.
const ID_KEY17 = /ref|reg\. no|jobseeker no|kunden|identifiant|klantnummer|demand|ewidenc|^NIN$|^ID No|ID Number|Ghana Card|NI Number|NINO|BSN|DNI|PESEL|supporter|donor|spender|donateur|socio|darczy|mail|correo|courriel|phone|tel|mobil|cell|contact|portable|movil|hospital no|OP No|Folder|File No|NHS|patient|historia|kartotek|ophtalmo|oogarts|clinica|Ausweis-?nr|Ausweisnummer|documen|dokument|piece|ID-nr|legitimatie|card no|NCPWD|badge|kaartn|CMI|certificad|orzecz|sozialvers|securite|^NIF$/i;
const OTHER_PARTY17 = /prison|inmate|gef\.|gefangene|buchungsnr|detenu|ecrou|gedetineerde|interno|osadzon|TO SEE|cared|gepflegten|aidee|zorgvrager|cuidada|podopieczn|type|art$|seen|kin/i;
const PHONE_KEY17 = /phone|tel|mobil|cell|contact|portable|movil/i;
function ids17(r: Record<string, string>): Set<string> {
  const out = new Set<string>();
  for (const [k0, v] of Object.entries(r)) {
    const k = T17.fold17(k0);
    if (!ID_KEY17.test(k) || OTHER_PARTY17.test(k)) continue;
    const folded = T17.fold17(v).toUpperCase().replace(/[^A-Z0-9@.]/g, '');
    if (PHONE_KEY17.test(k)) out.add(folded.replace(/\D/g, '').slice(-9));
    else out.add(folded);
    const last = T17.fold17(v).split(' ').pop()!.toUpperCase();
    if (/\d/.test(last) && last.length >= 6) out.add(last.replace(/[^A-Z0-9]/g, ''));
  }
  return out;
}
function birthYears17(r: Record<string, string>): number[] {
  const out: number[] = [];
  for (const [k, v] of Object.entries(r)) {
    if (!/birth|DOB|D\.O\.B|geb|naissance|N[ée]\(e\)|nac\.|nacimiento|urodzenia|Data ur\./i.test(k) || /^Nom de naissance$/.test(k)) continue;
    const m = /^(\d{4})-\d\d-\d\d$/.exec(v) ?? /^\d\d[/.-]\d\d[/.-](\d{4})$/.exec(v) ?? /^\d{1,2}[ -][A-Za-z]{3}[ -](\d{4})$/.exec(v) ?? /^(\d{4})\d{4}$/.exec(v);
    assert.ok(m, `unread birth ${k}: ${v}`);
    out.push(Number(m[1]));
  }
  return out;
}

describe('held-out set persons-heldout17', () => {
  const text = readFileSync(SETS.heldout17.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout17.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);
  const shares = (p: Row) => {
    const a = ids17(p.a);
    return [...ids17(p.b)].some((v) => a.has(v));
  };

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout17.seed} generate`, () => {
    assert.equal(SETS.heldout17.seed, 1717);
    assert.equal(text, SETS.heldout17.jsonl());
    // Negative: another seed gives other bytes.
    assert.notEqual(SETS.heldout17.jsonl(), toJsonl(buildPairs(T17.HELDOUT17_KINDS, 'persons-heldout17', SETS.heldout17.seed + 1)));
  });

  it('holds 780 pairs, half of each label, 130 per jurisdiction, 10 kinds of 78 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 780);
    assert.equal(T17.HELDOUT17_KINDS.length, 10);
    assert.equal(T17.HELDOUT17_KINDS.filter((k) => k.label === 'same').length, 5);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 130, j);
    assertKinds(pairs, T17.HELDOUT17_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS, ...T14.HELDOUT14_KINDS, ...T15.HELDOUT15_KINDS, ...T16.HELDOUT16_KINDS]);
    for (const k of T17.HELDOUT17_KINDS) assert.equal(of(k.kind).length, 78, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('label honesty: a `same` pair shares an identifier besides the name, and its stated births agree', () => {
    for (const p of pairs.filter((x) => x.label === 'same')) {
      assert.ok(shares(p), `${p.id}: nothing but the name in common`);
      const [ya, yb] = [birthYears17(p.a), birthYears17(p.b)];
      for (const x of ya) for (const y of yb) assert.equal(x, y, `${p.id}: births disagree`);
    }
  });

  it("label honesty: a `different` pair keeps its kind's promise and tells its two people apart", () => {
    const apart = (p: Row, years: number) => {
      const [ya, yb] = [birthYears17(p.a), birthYears17(p.b)];
      return ya.length > 0 && yb.length > 0 && ya.every((x) => yb.every((y) => Math.abs(x - y) >= years));
    };
    const valueAt = (r: Record<string, string>, key: RegExp) => Object.entries(r).find(([k]) => key.test(T17.fold17(k)))?.[1];
    const digits9 = (v: string | undefined) => (v ?? '').replace(/\D/g, '').slice(-9);
    for (const p of of('diff_jobseeker_siblings_one_household')) {
      assert.ok(apart(p, 2), `${p.id}: births not apart`);
      const phone = /phone|tel|mobil|movil|cell|contact/i;
      assert.equal(digits9(valueAt(p.a, phone)), digits9(valueAt(p.b, phone)), `${p.id}: not one household phone`);
      const ref = /reg\. no|jobseeker|kundennummer|kunden-nr|identifiant|klantnummer|demand|ewidencyjny|ewidencji|ESSA|claim|referral/i;
      const [ra, rb] = [valueAt(p.a, ref), valueAt(p.b, ref)];
      assert.ok(ra !== undefined && rb !== undefined && ra.replace(/[^A-Z0-9]/gi, '') !== rb.replace(/[^A-Z0-9]/gi, ''), p.id);
    }
    for (const p of of('diff_donor_spouses_one_household_email')) {
      const no = /supporter|donor|spender|donateur|socio|darczy/i;
      const [na, nb] = [valueAt(p.a, no), valueAt(p.b, no)];
      assert.ok(na !== undefined && nb !== undefined && na !== nb, p.id);
      const mail = /mail|correo|courriel/i;
      assert.equal(valueAt(p.a, mail)!.toLowerCase(), valueAt(p.b, mail)!.toLowerCase(), `${p.id}: not one household e-mail`);
    }
    for (const p of of('diff_spectacle_orders_twins_one_parent_phone')) {
      assert.ok(!shares({ ...p, a: Object.fromEntries(Object.entries(p.a).filter(([k]) => !PHONE_KEY17.test(T17.fold17(k)))) }), `${p.id}: the twins share a clinic number`);
      const [ya, yb] = [birthYears17(p.a), birthYears17(p.b)];
      assert.deepEqual(ya, yb, `${p.id}: twins of two births`);
    }
    for (const p of of('diff_prison_visitors_two_relatives_one_inmate')) {
      const phoneless = (r: Record<string, string>) => Object.fromEntries(Object.entries(r).filter(([k]) => !PHONE_KEY17.test(T17.fold17(k))));
      assert.ok(!shares({ ...p, a: phoneless(p.a), b: phoneless(p.b) }), `${p.id}: the visitors share an ID document`);
      // One prisoner: his number sits on both sides.
      const other = (r: Record<string, string>) => Object.entries(r).filter(([k]) => /prison|inmate|gef|buchungsnr|ecrou|gedetineerde|interno|osadzon|TO SEE/i.test(T17.fold17(k)) && /\d/.test(r[k]!)).map(([, v]) => v);
      assert.ok(other(p.a).some((v) => other(p.b).includes(v)), `${p.id}: not one prisoner`);
    }
    for (const p of of('diff_disability_holder_vs_carer_register')) {
      assert.ok(apart(p, 16), `${p.id}: births not a generation apart`);
      const card = Object.entries(p.b).find(([k]) => /cared|gepflegten|aidee|zorgvrager|cuidada|podopieczn/i.test(T17.fold17(k)))![1];
      assert.ok(Object.values(p.a).includes(card), `${p.id}: the carer's row does not name the holder's card`);
    }
  });

  it('building blocks: dates, phones, check digits, re-spacing, slips and folding', () => {
    const t = { y: 1961, m: 7, d: 4 };
    assert.equal(T17.date17(t, 'iso'), '1961-07-04');
    assert.equal(T17.date17(t, 'dd.mm.yyyy'), '04.07.1961');
    assert.equal(T17.date17(t, 'DD-MON-YYYY'), '04-JUL-1961');
    assert.equal(T17.date17(t, 'd Mon yyyy'), '4 Jul 1961');
    assert.equal(T17.date17(t, 'yyyymmdd'), '19610704');
    assert.equal(T17.phone17('2348031234567', 'NG', 'national'), '08031234567');
    assert.equal(T17.phone17('48501234567', 'PL', 'national'), '501234567');
    assert.equal(T17.phone17('27821234567', 'ZA', 'intl-spaced'), '+27 821 234 567');
    assert.equal(T17.fold17('Zielińska Łódź Straße Yılmaz Élodie'), 'Zielinska Lodz Strasse Yilmaz Elodie');
    const c = new Ctx(1717);
    for (let i = 0; i < 40; i++) {
      const p = T17.newPerson17(c, c.pick(['ZA', 'PL', 'NL', 'ES', 'GB'] as const));
      // South African ID: birth date first, then Luhn over all thirteen digits.
      const za = T17.zaId17(c, p);
      assert.match(za, /^\d{13}$/);
      assert.equal(za.slice(0, 6), `${String(p.dob.y).slice(2)}${String(p.dob.m).padStart(2, '0')}${String(p.dob.d).padStart(2, '0')}`);
      let sum = 0;
      for (let d = 0; d < 13; d++) {
        let x = Number(za[12 - d]);
        if (d % 2 === 1) x = x * 2 > 9 ? x * 2 - 9 : x * 2;
        sum += x;
      }
      assert.equal(sum % 10, 0, za);
      // BSN: the 11-proof.
      const bsn = T17.bsn17(c);
      let b = 0;
      for (let d = 0; d < 8; d++) b += Number(bsn[d]) * (9 - d);
      assert.equal((b - Number(bsn[8])) % 11, 0, bsn);
      // PESEL: weights 1-3-7-9, the eleventh digit closes the sum to ten.
      const pesel = T17.pesel17(c, p);
      const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1];
      assert.equal([...pesel].reduce((s, ch, d) => s + Number(ch) * w[d]!, 0) % 10, 0, pesel);
      // DNI: the letter of the number mod 23.
      const dni = T17.dni17(c);
      assert.equal(dni.slice(8), 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(dni.slice(0, 8)) % 23]);
      // NHS number: weights 10..2, mod 11.
      const nhs = T17.nhs17(c).replace(/ /g, '');
      const n = [...nhs.slice(0, 9)].reduce((s, ch, d) => s + Number(ch) * (10 - d), 0);
      assert.equal((11 - (n % 11)) % 11, Number(nhs[9]), nhs);
      // Re-spacing keeps the characters; a slip changes a long word by at most one letter.
      const ref = T17.seekerRef17(c, c.pick(['NG', 'DE', 'PL', 'GB'] as const)).no;
      assert.equal(T17.respace17(ref, c).replace(/[^A-Za-z0-9]/g, '').toUpperCase(), ref.replace(/[^A-Za-z0-9]/g, '').toUpperCase());
      const word = c.pick(['Oyelaran', 'Kiplagat', 'Nemukula', 'Zieliński', 'Gallagher']);
      const s = T17.slip17(c, word);
      assert.ok(s !== word && Math.abs(s.length - word.length) <= 1, s);
    }
    // The published BSN example 111222333 passes the 11-proof; PESEL 44051401359 is the textbook one.
    assert.equal([...'11122233'].reduce((s, ch, d) => s + Number(ch) * (9 - d), 0) % 11, 3);
    assert.equal([...'44051401359'].reduce((s, ch, d) => s + Number(ch) * [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1][d]!, 0) % 10, 0);
    // Negative: a word too short to slip stays as it is.
    assert.equal(T17.slip17(c, 'Yaw'), 'Yaw');
  });
});

// Set 18 (templates-heldout18.ts): each record names its one person; identifiers sit under each source's own key.
// `ids18` reads a record's own identifier values (guard licence or badge, national number, food-handler certificate,
// housing application number, ID document, phone) folded to capitals and digits — a phone to its last nine digits, a
// value with words or a ticket before its number to that last number too — and leaves out a dog's chip or tag and the
// dog licence, which are the animal's, and payment and vehicle columns.
const ID_KEY18 =
  /guard card|reg\. no|licen[cs]e n|psira|badge|bewacher|carte pro|pasn|TIP$|nr wpisu|^NIN|^ID|national id|ghana card|RSA ID|NI N|national insurance|ausweis|CNI|^BSN$|^DNI$|^PESEL$|piece|legitimatie|documento|dokument|cert|bescheinigung|attestation|carne|orzeczeni|^application|^ref no|registration no|register no|WBS|unique|inschrijf|expediente|wniosku|your ref|narration|reference|verwendungszweck|libelle|omschrijving|concepto|tytul|phone|mobil|\btel\b|telefo|cell|contact|handy|portable|movil|opay|m-pesa|momo/i;
const OTHER18 = /type|ausweisart|chip|tag|transpond|identification|steuermarke|dog|animal|batch|kfz|vehicle|matricula|kenteken|immatric|IBAN|account|rachunk|amount|kwota|ticket/i;
const PHONE_KEY18 = /phone|mobil|\btel\b|telefo|cell|contact|handy|portable|movil|opay|m-pesa|momo/i;
function ids18(r: Record<string, string>, withPhones = true): Set<string> {
  const out = new Set<string>();
  for (const [k0, v] of Object.entries(r)) {
    const k = T18.fold18(k0);
    if (!ID_KEY18.test(k) || OTHER18.test(k)) continue;
    if (PHONE_KEY18.test(k)) {
      if (withPhones) out.add(v.replace(/\D/g, '').slice(-9));
      continue;
    }
    out.add(T18.fold18(v).toUpperCase().replace(/[^A-Z0-9]/g, ''));
    const last = T18.fold18(v).split(' ').pop()!.toUpperCase();
    if (/\d/.test(last) && last.length >= 6) out.add(last.replace(/[^A-Z0-9]/g, ''));
  }
  return out;
}
function birthYears18(r: Record<string, string>): number[] {
  const out: number[] = [];
  for (const [k, v] of Object.entries(r)) {
    if (!/birth|D\.O\.B|^DOB$|geburtsdatum|naissance|N[ée]\(e\) le|nacimiento/i.test(k)) continue;
    const m =
      /^(\d{4})[-/]\d\d[-/]\d\d$/.exec(v) ?? /^\d\d[/.-]\d\d[/.-](\d{4})$/.exec(v) ?? /^\d{1,2}[ -][A-Za-z]{3}[ -](\d{4})$/.exec(v) ?? /^(\d{4})\d{4}$/.exec(v);
    assert.ok(m, `unread birth ${k}: ${v}`);
    out.push(Number(m[1]));
  }
  return out;
}

describe('held-out set persons-heldout18', () => {
  const text = readFileSync(SETS.heldout18.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout18.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);
  const shares = (p: Row, withPhones = true) => {
    const a = ids18(p.a, withPhones);
    return [...ids18(p.b, withPhones)].some((v) => a.has(v));
  };
  const valueAt = (r: Record<string, string>, key: RegExp) => Object.entries(r).find(([k]) => key.test(T18.fold18(k)))?.[1];
  const houseNo = (v: string | undefined) => /\d+/.exec(v ?? '')?.[0];

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout18.seed} generate`, () => {
    assert.equal(SETS.heldout18.seed, 1818);
    assert.equal(text, SETS.heldout18.jsonl());
    // Negative: another seed gives other bytes.
    assert.notEqual(SETS.heldout18.jsonl(), toJsonl(buildPairs(T18.HELDOUT18_KINDS, 'persons-heldout18', SETS.heldout18.seed + 1)));
  });

  it('holds 780 pairs, half of each label, 130 per jurisdiction, 10 kinds of 78 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 780);
    assert.equal(T18.HELDOUT18_KINDS.length, 10);
    assert.equal(T18.HELDOUT18_KINDS.filter((k) => k.label === 'same').length, 5);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 130, j);
    assertKinds(pairs, T18.HELDOUT18_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS, ...T14.HELDOUT14_KINDS, ...T15.HELDOUT15_KINDS, ...T16.HELDOUT16_KINDS, ...T17.HELDOUT17_KINDS]);
    for (const k of T18.HELDOUT18_KINDS) assert.equal(of(k.kind).length, 78, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('label honesty: a `same` pair shares an identifier besides the name, and its stated births agree', () => {
    for (const p of pairs.filter((x) => x.label === 'same')) {
      assert.ok(shares(p), `${p.id}: nothing but the name in common`);
      const [ya, yb] = [birthYears18(p.a), birthYears18(p.b)];
      for (const x of ya) for (const y of yb) assert.equal(x, y, `${p.id}: births disagree`);
    }
    // The dog-keeper pairs agree on the person, not only on the dog: a phone or a national number.
    for (const p of of('same_dog_licence_vs_rabies_certificate')) assert.ok(shares(p), p.id);
  });

  it("label honesty: a `different` pair keeps its kind's promise and tells its two people apart", () => {
    for (const p of of('diff_guard_roster_brothers_one_company')) assert.ok(!shares(p), `${p.id}: the brothers share a number`);
    for (const p of of('diff_food_handlers_parent_child_one_kitchen')) {
      assert.ok(!shares(p, false), `${p.id}: parent and child share a certificate`);
      const place = /establishment|premises|facility|betrieb|etablissement|zaklad|outlet/i;
      const [pa, pb] = [valueAt(p.a, place), valueAt(p.b, place)];
      if (pa !== undefined && pb !== undefined) assert.equal(pa, pb, `${p.id}: not one kitchen`);
    }
    for (const p of of('diff_dog_keepers_spouses_one_address')) {
      assert.ok(!shares(p), `${p.id}: the spouses share a phone`);
      const addr = /address|adres|anschrift|adresse|domicilio|direccion|plot|house no|street/i;
      assert.equal(houseNo(valueAt(p.a, addr)), houseNo(valueAt(p.b, addr)), `${p.id}: not one address`);
    }
    for (const p of of('diff_housing_applicant_vs_grown_child')) {
      assert.ok(!shares(p), `${p.id}: parent and child share a number`);
      // Only the parent's row states a birth; the child's letter goes to the parent's address where the row names one.
      assert.deepEqual(birthYears18(p.b), [], p.id);
      const addr = /address|anschrift|adresse|adres|domicilio|wohnhaft/i;
      const pa = valueAt(p.a, addr);
      if (pa !== undefined) assert.equal(houseNo(pa), houseNo(valueAt(p.b, addr)), `${p.id}: not one address`);
    }
    for (const p of of('diff_scrap_sellers_brothers_one_vehicle')) {
      assert.ok(!shares(p), `${p.id}: the brothers share a document`);
      const plate = /vehicle|kfz|immatric|kenteken|matricula|nr rej/i;
      assert.equal(valueAt(p.a, plate), valueAt(p.b, plate), `${p.id}: not one vehicle`);
    }
  });

  it('building blocks: dates, phones, check digits, re-spacing, slips and folding', () => {
    const t = { y: 1961, m: 7, d: 4 };
    assert.equal(T18.date18(t, 'iso'), '1961-07-04');
    assert.equal(T18.date18(t, 'yyyy/mm/dd'), '1961/07/04');
    assert.equal(T18.date18(t, 'DD-MON-YYYY'), '04-JUL-1961');
    assert.equal(T18.date18(t, 'd Mon yyyy'), '4 Jul 1961');
    assert.equal(T18.phone18('2348031234567', 'NG', 'national'), '08031234567');
    assert.equal(T18.phone18('33612345678', 'FR', 'national-spaced'), '06 12 34 56 78');
    assert.equal(T18.phone18('34612345678', 'ES', 'national-spaced'), '612 345 678');
    assert.equal(T18.phone18('27821234567', 'ZA', 'intl-spaced'), '+27 821 234 567');
    assert.equal(T18.fold18('Wojciechowska Łódź Straße Öztürk Núria'), 'Wojciechowska Lodz Strasse Ozturk Nuria');
    const c = new Ctx(1818);
    for (let i = 0; i < 40; i++) {
      const p = T18.newPerson18(c, c.pick(['ZA', 'PL', 'NL', 'ES', 'DE'] as const));
      const za = T18.zaId18(c, p);
      assert.match(za, /^\d{13}$/);
      assert.equal(za.slice(0, 6), `${String(p.dob.y).slice(2)}${String(p.dob.m).padStart(2, '0')}${String(p.dob.d).padStart(2, '0')}`);
      let sum = 0;
      for (let d = 0; d < 13; d++) {
        let x = Number(za[12 - d]);
        if (d % 2 === 1) x = x * 2 > 9 ? x * 2 - 9 : x * 2;
        sum += x;
      }
      assert.equal(sum % 10, 0, za);
      const bsn = T18.bsn18(c);
      let b = 0;
      for (let d = 0; d < 8; d++) b += Number(bsn[d]) * (9 - d);
      assert.equal((b - Number(bsn[8])) % 11, 0, bsn);
      const pesel = T18.pesel18(c, p);
      const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1];
      assert.equal([...pesel].reduce((s, ch, d) => s + Number(ch) * w[d]!, 0) % 10, 0, pesel);
      const dni = T18.dni18(c);
      assert.equal(dni.slice(8), 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(dni.slice(0, 8)) % 23]);
      // German ID card: weights 7-3-1 over nine characters (letters A = 10 …), the tenth is the sum mod 10.
      const perso = T18.perso18(c);
      assert.match(perso, /^[LMNPRTVWXY][CFGHJKLMNPRTVWXYZ0-9]{8}\d$/);
      const v = [...perso.slice(0, 9)].reduce((s, ch, d) => s + (/\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55) * [7, 3, 1][d % 3]!, 0);
      assert.equal(v % 10, Number(perso[9]), perso);
      // Re-spacing keeps the characters; a slip changes a long word by at most one letter.
      const ref = T18.guardLicence18(c, c.pick(['NG', 'KE', 'FR', 'GB', 'PL'] as const));
      assert.equal(T18.respace18(ref, c).replace(/[^A-Za-z0-9]/g, '').toUpperCase(), ref.replace(/[^A-Za-z0-9]/g, '').toUpperCase());
      const word = c.pick(['Ogunleye', 'Kiprono', 'Mthembu', 'Wieczorek', 'Henderson']);
      const s = T18.slip18(c, word);
      assert.ok(s !== word && Math.abs(s.length - word.length) <= 1, s);
    }
    // The textbook German card number T22000129 closes with 3.
    assert.equal([...'T22000129'].reduce((s, ch, d) => s + (/\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55) * [7, 3, 1][d % 3]!, 0) % 10, 3);
    // Negative: a word too short to slip stays as it is.
    assert.equal(T18.slip18(c, 'Yaw'), 'Yaw');
  });
});

// Set 19 (templates-heldout19.ts): each record names its one person; identifiers sit under each source's own key.
// `ids19` reads a record's own identifiers as scheme → value: a phone (scheme `phone`) to its last nine digits, any
// other (national number, passport, pass application, trader or teacher registration) under its folded key, to capitals
// and digits. A livestock holding, a badge or till number, ear tags and account names are left out: they are not the
// person's own number on both sides.
const ID_KEY19 =
  /^NIN|^ID N|National ID|ID Number|Ghana ?Card|SA ID|Identity No|NI Number|National Insurance|^NINO$|Ausweis|securite sociale|^NIR$|^BSN$|Burgerservicenummer|^DNI|^PESEL$|Passport|Application|^App\. Ref$|^Ref$|^Antrag|demande|Aanvraag|solicitud|wniosk|BN Number|Business Reg|^Registration No$|SARS|^UTR$|Steuernummer|^SIRET$|KvK|^NIF$|^NIP$|TRCN|TSC|NTC|SACE|Teacher Reference|Personalnummer|NUMEN|^NRP$/i;
const PHONE_KEY19 = /phone|mobil|mobiel|m[oó]vil|\btel|cell|contact|gsm|m-pesa|momo|safaricom|handy|portable|tfno|telefo/i;
const NATIONAL_KEY19 = /^NIN|^ID N|National ID|ID Number|Ghana ?Card|SA ID|Identity No|NI Number|National Insurance|^NINO$|Ausweis|securite sociale|^NIR$|^BSN$|Burgerservicenummer|^DNI|^PESEL$/i;
const NOT_ID19 = /contactpersoon|pass no|permit no|pass number|ausweis-nr\. \(flughafen\)|pasnummer|N° TCA|TIA$|przepustki/i;
function ids19(r: Record<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k0, v] of Object.entries(r)) {
    const k = T19.fold19(k0);
    if (NOT_ID19.test(k)) continue;
    if (PHONE_KEY19.test(k) && !ID_KEY19.test(k)) {
      const d = v.replace(/\D/g, '');
      if (d.length >= 9) out.set('phone', d.slice(-9));
      continue;
    }
    if (!ID_KEY19.test(k)) continue;
    // One scheme across sources: the pass application reference and its re-keyed copy in the log.
    const scheme = /application|app\. ref|^ref$|^antrag|demande|aanvraag|solicitud|wniosk/i.test(k)
      ? 'pass-ref'
      : NATIONAL_KEY19.test(k)
        ? 'national'
        : k.toUpperCase().replace(/[^A-Z]/g, '');
    out.set(scheme, T19.fold19(v).toUpperCase().replace(/[^A-Z0-9]/g, ''));
  }
  return out;
}
function birthYears19(r: Record<string, string>): number[] {
  const out: number[] = [];
  for (const [k, v] of Object.entries(r)) {
    if (!/birth|^DOB$|D\.O\.B|geburtsdatum|^Geb|date de naissance|N[ée]\(e\) le|nacimiento|geboortedatum|data ur/i.test(k)) continue;
    const m =
      /^(\d{4})[-/]\d\d[-/]\d\d$/.exec(v) ?? /^\d\d[/.-]\d\d[/.-](\d{4})$/.exec(v) ?? /^\d{1,2}[ -][A-Za-z]{3}[ -](\d{4})$/.exec(v) ?? /^(\d{4})$/.exec(v);
    assert.ok(m, `unread birth ${k}: ${v}`);
    out.push(Number(m[1]));
  }
  return out;
}

describe('held-out set persons-heldout19', () => {
  const text = readFileSync(SETS.heldout19.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout19.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);
  const shares = (p: Row) => {
    const a = ids19(p.a);
    return [...ids19(p.b)].some(([s, v]) => a.get(s) === v);
  };
  /** Some scheme written on both sides with two different values: the two people told apart. */
  const disagrees = (p: Row) => {
    const a = ids19(p.a);
    return [...ids19(p.b)].some(([s, v]) => a.has(s) && a.get(s) !== v);
  };
  const valueAt = (r: Record<string, string>, key: RegExp) => Object.entries(r).find(([k]) => key.test(T19.fold19(k)))?.[1];
  const flat = (v: string | undefined) => T19.fold19(v ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout19.seed} generate`, () => {
    assert.equal(SETS.heldout19.seed, 1919);
    assert.equal(text, SETS.heldout19.jsonl());
    // Negative: another seed gives other bytes.
    assert.notEqual(SETS.heldout19.jsonl(), toJsonl(buildPairs(T19.HELDOUT19_KINDS, 'persons-heldout19', SETS.heldout19.seed + 1)));
  });

  it('holds 780 pairs, half of each label, 130 per jurisdiction, 10 kinds of 78 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 780);
    assert.equal(T19.HELDOUT19_KINDS.length, 10);
    assert.equal(T19.HELDOUT19_KINDS.filter((k) => k.label === 'same').length, 5);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 130, j);
    assertKinds(pairs, T19.HELDOUT19_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS, ...T14.HELDOUT14_KINDS, ...T15.HELDOUT15_KINDS, ...T16.HELDOUT16_KINDS, ...T17.HELDOUT17_KINDS, ...T18.HELDOUT18_KINDS]);
    for (const k of T19.HELDOUT19_KINDS) assert.equal(of(k.kind).length, 78, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('label honesty: a `same` pair shares an identifier besides the name, and its stated births agree', () => {
    for (const p of pairs.filter((x) => x.label === 'same')) {
      assert.ok(shares(p), `${p.id}: nothing but the name in common`);
      const [ya, yb] = [birthYears19(p.a), birthYears19(p.b)];
      for (const x of ya) for (const y of yb) assert.equal(x, y, `${p.id}: births disagree`);
    }
  });

  it("label honesty: a `different` pair shares no identifier, tells its two people apart and keeps its kind's promise", () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      assert.ok(!shares(p), `${p.id}: the two share a number`);
      assert.ok(disagrees(p), `${p.id}: no scheme on both sides`);
    }
    for (const p of of('diff_airside_namesakes_one_employer')) {
      const [ea, eb] = [valueAt(p.a, /employer|arbeitgeber|employeur|werkgever|empresa|pracodawca/i), valueAt(p.b, /company|organisation|employer|firma|entreprise|bedrijf|empresa|sponsor/i)];
      assert.equal(flat(ea), flat(eb), `${p.id}: not one employer`);
      const [ya, yb] = [birthYears19(p.a), birthYears19(p.b)];
      for (const x of ya) for (const y of yb) assert.ok(Math.abs(x - y) >= 2, `${p.id}: births too close`);
    }
    for (const p of of('diff_livestock_father_son_one_holding')) {
      const hold = /herd reg|brand|farm reg|^CPH$|registriernummer|EDE|^UBN$|REGA|siedziby/i;
      assert.equal(flat(valueAt(p.a, hold)), flat(valueAt(p.b, hold)), `${p.id}: not one holding`);
    }
    for (const p of of('diff_sole_traders_twins_one_market')) {
      const addr = /address|location|premises|betriebsst|adresse|adres|domicilio|direccion|vestigingsadres/i;
      const market = (v: string | undefined) => (v ?? '').replace(/^Shop [A-G]\d+, /, '');
      assert.equal(market(valueAt(p.a, addr)), market(valueAt(p.b, addr)), `${p.id}: not one market or street`);
    }
    for (const p of of('diff_teacher_cousins_one_name')) {
      const [ya, yb] = [birthYears19(p.a), birthYears19(p.b)];
      for (const x of ya) for (const y of yb) assert.ok(Math.abs(x - y) >= 2, `${p.id}: births too close`);
    }
  });

  it('building blocks: dates, phones, check digits, re-keying, slips and folding', () => {
    const t = { y: 1983, m: 11, d: 9 };
    assert.equal(T19.date19(t, 'iso'), '1983-11-09');
    assert.equal(T19.date19(t, 'DD-MON-YYYY'), '09-NOV-1983');
    assert.equal(T19.date19(t, 'd Mon yyyy'), '9 Nov 1983');
    assert.equal(T19.phone19('2348061234567', 'NG', 'national'), '08061234567');
    assert.equal(T19.phone19('33712345678', 'FR', 'national-spaced'), '07 12 34 56 78');
    assert.equal(T19.phone19('48601234567', 'PL', 'national'), '601234567');
    assert.equal(T19.fold19('Wiśniewska Łomża Müller Yılmaz'), 'Wisniewska Lomza Muller Yilmaz');
    const c = new Ctx(1919);
    for (let i = 0; i < 40; i++) {
      const p = T19.newPerson19(c, c.pick(['ZA', 'PL', 'FR', 'DE', 'NL', 'ES'] as const));
      const za = T19.zaId19(c, p);
      let sum = 0;
      for (let d = 0; d < 13; d++) {
        let x = Number(za[12 - d]);
        if (d % 2 === 1) x = x * 2 > 9 ? x * 2 - 9 : x * 2;
        sum += x;
      }
      assert.equal(sum % 10, 0, za);
      const bsn = T19.bsn19(c);
      assert.equal([...bsn.slice(0, 8)].reduce((s, ch, d) => s + Number(ch) * (9 - d), 0) % 11, Number(bsn[8]), bsn);
      const pesel = T19.pesel19(c, p);
      assert.equal([...pesel].reduce((s, ch, d) => s + Number(ch) * [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1][d]!, 0) % 10, 0, pesel);
      const nip = T19.nip19(c);
      assert.equal([...nip.slice(0, 9)].reduce((s, ch, d) => s + Number(ch) * [6, 5, 7, 2, 3, 4, 5, 6, 7][d]!, 0) % 11, Number(nip[9]), nip);
      const dni = T19.dni19(c);
      assert.equal(dni.slice(8), 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(dni.slice(0, 8)) % 23]);
      const nir = T19.nir19(c, p);
      assert.match(nir, /^[12]\d{14}$/);
      assert.equal(97 - Number(BigInt(nir.slice(0, 13)) % 97n), Number(nir.slice(13)), nir);
      const siret = T19.siret19(c);
      let ls = 0;
      for (let d = 0; d < 14; d++) {
        let x = Number(siret[13 - d]);
        if (d % 2 === 1) x = x * 2 > 9 ? x * 2 - 9 : x * 2;
        ls += x;
      }
      assert.equal(ls % 10, 0, siret);
      const perso = T19.perso19(c);
      const v = [...perso.slice(0, 9)].reduce((s, ch, d) => s + (/\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55) * [7, 3, 1][d % 3]!, 0);
      assert.equal(v % 10, Number(perso[9]), perso);
      // Re-keying keeps the characters; a slip changes a long word by one letter.
      const ref = c.pick(['FAAN/AVSEC/2024/12345', 'PT/123456/2021', 'BN-ABC1234', '12345678', 'NG/LH/55555']);
      assert.equal(T19.rekey19(ref, c).replace(/[^A-Za-z0-9]/g, '').toUpperCase(), ref.replace(/[^A-Za-z0-9]/g, '').toUpperCase());
      const word = c.pick(['Oladipo', 'Macharia', 'Acheampong', 'Shabalala', 'Sutherland']);
      const s = T19.slip19(c, word);
      assert.ok(s !== word && Math.abs(s.length - word.length) <= 1, s);
    }
    // The textbook NIR 1 84 12 76 451 089 closes with key 46.
    assert.equal(97 - Number(1841276451089n % 97n), 46);
    // Negative: a word too short to slip stays as it is.
    assert.equal(T19.slip19(c, 'Kojo'), 'Kojo');
  });
});

// Set 20 (templates-heldout20.ts): each record names its one person; identifiers sit under each source's own key.
// `ids20` reads a record's own identifiers as scheme → value: a phone (scheme `phone`) to its last nine digits, a
// national number (scheme `national`) and the kind's own number of the person — application, referee licence, nursing
// registration or club member number (scheme `own`; a record writes at most one) — to capitals and digits. An order
// reference, a collar number, a CAF number and the child's name are left out: they are not the person's own number on
// both sides.
const OWN_KEY20 =
  /^Application No$|^APP NO$|^Ref No\.?$|^Application ID$|^Reference No$|^Candidate Ref$|^Bewerbernummer$|^Bewerber-Nr\.$|^N° (de )?candidat$|^Sollicitatienummer$|^Sollicitatienr\.$|^N[º°] (de )?instancia$|^Nr zgloszenia$|^Reg\.? No$|^Referee (No|ID)$|^Ref ID$|^SAFA Reg No$|^FAN$|^SR-Ausweis|^N° de licence$|^Licence$|^Relatie(nummer|nr\.)$|^N[º°] licencia$|^Licencia$|^Nr licencji$|^NMCN Licence No$|^Licence No$|^NCK (Reg\. )?No\.?$|^N&MC PIN$|^SANC( No)?$|^NMC PIN$|^PIN$|^Personal-?nr\.$|RPPS$|^BIG(-nummer)?$|^N[º°] col(egiado|\.)$|^NPWZ$|^Membership (ID|No)$|^Member No$|^Card No\.$|^Customer No$|^Mitglieds(nummer|nr\.)$|^N° abonne$|^Clubcard(nummer|nr\.)$|^N[º°] de socio$|^Socio$|^Nr karty kibica$/i;
const NATIONAL_KEY20 =
  /^NIN|^National Identification Number$|^ID No|^National ID$|^ID\/No\.$|^Ghana Card (No\.|PIN)$|^ID Number$|^RSA ID$|^NI No$|^National Insurance No\.$|^NI number$|^Personalausweisnummer$|^Ausweis-?nr\.$|^N° secu$|^NIR$|^BSN$|^Burgerservicenummer$|^DNI$|^NIF$|^PESEL$/i;
const PHONE_KEY20 = /phone|mobil|mobiel|movil|^tel|cell|gsm|m-pesa|momo|handy|portable|telefon|telefoon|tfno|contact/i;
function ids20(r: Record<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k0, v] of Object.entries(r)) {
    const k = T20.fold20(k0);
    const scheme = OWN_KEY20.test(k) ? 'own' : NATIONAL_KEY20.test(k) ? 'national' : PHONE_KEY20.test(k) ? 'phone' : '';
    if (scheme === 'phone') {
      const d = v.replace(/\D/g, '');
      if (d.length >= 9) out.set('phone', d.slice(-9));
    } else if (scheme !== '') {
      assert.ok(!out.has(scheme), `two ${scheme} numbers in one record: ${k0}`);
      out.set(scheme, T20.fold20(v).toUpperCase().replace(/[^A-Z0-9]/g, ''));
    }
  }
  return out;
}
function birthYears20(r: Record<string, string>): number[] {
  const out: number[] = [];
  for (const [k, v] of Object.entries(r)) {
    if (!/birth|^DOB$|^D\.O\.B$|geburtsdatum|^Geb\.-Datum$|^N[ée]\(e\) le$|date de naissance|geboortedatum|nacimiento|data urodzenia/i.test(k)) continue;
    const m =
      /^(\d{4})[-/]\d\d[-/]\d\d$/.exec(v) ?? /^\d\d[/.-]\d\d[/.-](\d{4})$/.exec(v) ?? /^\d{1,2}[ -][A-Za-z]{3}[ -](\d{4})$/.exec(v) ?? /^(\d{4})$/.exec(v);
    assert.ok(m, `unread birth ${k}: ${v}`);
    out.push(Number(m[1]));
  }
  return out;
}

/** Levenshtein distance, for the surname a roll writes with a slip. */
function edits20(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

describe('held-out set persons-heldout20', () => {
  const text = readFileSync(SETS.heldout20.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout20.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);
  const shares = (p: Row) => {
    const a = ids20(p.a);
    return [...ids20(p.b)].some(([s, v]) => a.get(s) === v);
  };
  /** Some scheme written on both sides with two different values: the two people told apart. */
  const disagrees = (p: Row) => {
    const a = ids20(p.a);
    return [...ids20(p.b)].some(([s, v]) => a.has(s) && a.get(s) !== v);
  };
  const valueAt = (r: Record<string, string>, key: RegExp) => Object.entries(r).find(([k]) => key.test(T20.fold20(k)))?.[1];
  const flat = (v: string | undefined) => T20.fold20(v ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout20.seed} generate`, () => {
    assert.equal(SETS.heldout20.seed, 2020);
    assert.equal(text, SETS.heldout20.jsonl());
    // Negative: another seed gives other bytes.
    assert.notEqual(SETS.heldout20.jsonl(), toJsonl(buildPairs(T20.HELDOUT20_KINDS, 'persons-heldout20', SETS.heldout20.seed + 1)));
  });

  it('holds 780 pairs, half of each label, 130 per jurisdiction, 10 kinds of 78 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 780);
    assert.equal(T20.HELDOUT20_KINDS.length, 10);
    assert.equal(T20.HELDOUT20_KINDS.filter((k) => k.label === 'same').length, 5);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 130, j);
    assertKinds(pairs, T20.HELDOUT20_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS, ...T14.HELDOUT14_KINDS, ...T15.HELDOUT15_KINDS, ...T16.HELDOUT16_KINDS, ...T17.HELDOUT17_KINDS, ...T18.HELDOUT18_KINDS, ...T19.HELDOUT19_KINDS]);
    for (const k of T20.HELDOUT20_KINDS) assert.equal(of(k.kind).length, 78, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('label honesty: a `same` pair shares an identifier besides the name, and its stated births agree', () => {
    for (const p of pairs.filter((x) => x.label === 'same')) {
      assert.ok(shares(p), `${p.id}: nothing but the name in common`);
      const [ya, yb] = [birthYears20(p.a), birthYears20(p.b)];
      for (const x of ya) for (const y of yb) assert.equal(x, y, `${p.id}: births disagree`);
    }
  });

  it("label honesty: a `different` pair shares no identifier, tells its two people apart and keeps its kind's promise", () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      assert.ok(!shares(p), `${p.id}: the two share a number`);
      assert.ok(disagrees(p), `${p.id}: no scheme on both sides`);
    }
    for (const p of of('diff_police_recruits_siblings_one_intake')) {
      // One family surname (a Polish sister's -ska against a brother's -ski: the stem).
      const sur = valueAt(p.a, /^surname$|^nachname$|^nom$|^achternaam$|^primer apellido$|^nazwisko$/i) ?? (valueAt(p.a, /^full name$/i) ?? '').split(' ').pop();
      // The roll may carry a keyed slip in the surname: one word of the roll within two edits of the surname's stem.
      const stem = flat((sur ?? '').split(' ').pop()).slice(0, -1);
      const words = T20.fold20(JSON.stringify(p.b)).toUpperCase().split(/[^A-Z]+/);
      assert.ok(words.some((w) => edits20(w.slice(0, stem.length + 1), stem) <= 2), `${p.id}: not one surname`);
    }
    for (const p of of('diff_nursery_mother_and_aunt_one_child')) {
      const child = /child|pupil|kind|enfant|nino|dziec/i;
      assert.equal(valueAt(p.a, child), valueAt(p.b, child), `${p.id}: not one child`);
    }
    for (const p of of('diff_agency_nurses_namesakes_one_agency')) {
      const agency = /^agency$|^verleiher$|^agence$|^bureau$|^empresa$|^ETT$|^agencja$/i;
      assert.equal(valueAt(p.a, agency), valueAt(p.b, agency), `${p.id}: not one agency`);
    }
    for (const p of of('diff_club_members_siblings_adjacent_seats')) {
      const club = valueAt(p.a, /^club$|^verein$|^klub$/i) ?? '';
      const match = valueAt(p.b, /^match$|^fixture$|^spiel$|^wedstrijd$|^partido$|^mecz$/i) ?? '';
      assert.ok(club !== '' && match.startsWith(club), `${p.id}: not one club`);
    }
  });

  it('building blocks: a relative keeps the family surname, a Polish woman takes -ska, births keep their bounds', () => {
    const c = new Ctx(2020);
    for (let i = 0; i < 60; i++) {
      const p = T20.newPerson20(c, c.pick(['NG', 'KE', 'GH', 'ZA', 'GB', 'DE', 'FR', 'NL', 'ES', 'PL'] as const), 1970, 1990);
      assert.ok(p.dob.y >= 1970 && p.dob.y <= 1990, String(p.dob.y));
      assert.ok(p.dob.d >= 1 && p.dob.d <= new Date(Date.UTC(p.dob.y, p.dob.m, 0)).getUTCDate());
      if (p.country === 'PL') assert.ok(p.sex === 'M' || !/ski$|cki$/.test(p.surname), p.surname);
      if (p.country === 'ES') assert.ok(p.surname2 !== '' && p.surname2 !== p.surname);
      else assert.equal(p.surname2, '');
    }
    // Negative: a woman's Polish surname never keeps the man's ending.
    const w = T20.newPerson20(new Ctx(7), 'PL', 1980, 1980, 'F');
    assert.ok(!/(sk|ck)i$/.test(w.surname), w.surname);
  });
});

// Set 21 (templates-heldout21.ts): the headers under which a record writes its person's own numbers are the ones the
// set's writers registered in KEYS21 while the set was generated, by scheme: the practice, badge, apprentice or staff
// number (`own`), a trade card (`card`), a national number (`national`), the person's phone (`phone`, to its last nine
// digits) and the birth date. A next of kin's, a parent's or the household's phone sits under another header.
const BIRTH_MON21 = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** A birth date as written by set 21's writers, to yyyy-mm-dd; every form there is read, or the test fails. */
function birth21(v: string): string {
  const p2 = (x: string | number) => String(x).padStart(2, '0');
  let m = /^(\d{4})[-/](\d\d)[-/](\d\d)$/.exec(v);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d\d)[/.-](\d\d)[/.-](\d{4})$/.exec(v);
  if (m) return `${m[3]}-${m[2]}-${m[1]}`;
  m = /^(\d{1,2})[ -]([A-Za-z]{3})[ -](\d{4})$/.exec(v);
  assert.ok(m, `unread birth ${v}`);
  const mon = BIRTH_MON21.indexOf(m[2]!.toUpperCase()) + 1;
  assert.ok(mon > 0, `unread month ${v}`);
  return `${m[3]}-${p2(mon)}-${p2(m[1]!)}`;
}

describe('held-out set persons-heldout21', () => {
  // Generating the set registers its writers' headers in KEYS21 (the writers name each key as they write it).
  const fresh = SETS.heldout21.jsonl();
  const text = readFileSync(SETS.heldout21.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout21.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);
  const K = T21.KEYS21;
  function ids21(r: Record<string, string>): Map<string, string> {
    const out = new Map<string, string>();
    for (const [k, v] of Object.entries(r)) {
      const scheme = K.own.has(k) ? 'own' : K.card.has(k) ? 'card' : K.national.has(k) ? 'national' : K.phone.has(k) ? 'phone' : K.birth.has(k) ? 'birth' : '';
      if (scheme === '') continue;
      assert.ok(!out.has(scheme), `two ${scheme} values in one record: ${k}`);
      if (scheme === 'phone') out.set('phone', v.replace(/\D/g, '').slice(-9));
      else if (scheme === 'birth') out.set('birth', birth21(v));
      else out.set(scheme, T21.fold21(v).toUpperCase().replace(/[^A-Z0-9]/g, ''));
    }
    return out;
  }
  const NUMBERS = ['own', 'card', 'national'];
  const sharesNumber = (p: Row) => {
    const a = ids21(p.a);
    return [...ids21(p.b)].some(([s, v]) => NUMBERS.includes(s) && a.get(s) === v);
  };
  const disagreesNumber = (p: Row) => {
    const a = ids21(p.a);
    return [...ids21(p.b)].some(([s, v]) => NUMBERS.includes(s) && a.has(s) && a.get(s) !== v);
  };
  const valueAt = (r: Record<string, string>, key: RegExp) => Object.entries(r).find(([k]) => key.test(k))?.[1];

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout21.seed} generate`, () => {
    assert.equal(SETS.heldout21.seed, 2121);
    assert.equal(text, fresh);
    // Negative: another seed gives other bytes.
    assert.notEqual(fresh, toJsonl(buildPairs(T21.HELDOUT21_KINDS, 'persons-heldout21', SETS.heldout21.seed + 1)));
  });

  it('holds 768 pairs, half of each label, 128 per jurisdiction, 8 kinds of 96 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 768);
    assert.equal(T21.HELDOUT21_KINDS.length, 8);
    assert.equal(T21.HELDOUT21_KINDS.filter((k) => k.label === 'same').length, 4);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 128, j);
    assertKinds(pairs, T21.HELDOUT21_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS, ...T14.HELDOUT14_KINDS, ...T15.HELDOUT15_KINDS, ...T16.HELDOUT16_KINDS, ...T17.HELDOUT17_KINDS, ...T18.HELDOUT18_KINDS, ...T19.HELDOUT19_KINDS, ...T20.HELDOUT20_KINDS]);
    for (const k of T21.HELDOUT21_KINDS) assert.equal(of(k.kind).length, 96, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('the registered headers name one scheme each', () => {
    const all = [K.own, K.card, K.national, K.phone, K.birth];
    for (const [i, s] of all.entries()) {
      assert.ok(s.size > 0);
      for (const t of all.slice(i + 1)) for (const k of s) assert.ok(!t.has(k), k);
    }
  });

  it('label honesty: a `same` pair shares a number, the phone or the whole birth date besides the name; its births agree', () => {
    for (const p of pairs.filter((x) => x.label === 'same')) {
      const [a, b] = [ids21(p.a), ids21(p.b)];
      assert.ok([...b].some(([s, v]) => a.get(s) === v), `${p.id}: nothing but the name in common`);
      if (a.has('birth') && b.has('birth')) assert.equal(a.get('birth'), b.get('birth'), `${p.id}: births disagree`);
    }
  });

  it("label honesty: a `different` pair shares no own number, tells its two people apart by one and keeps its kind's promise", () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      assert.ok(!sharesNumber(p), `${p.id}: the two share a number`);
      assert.ok(disagreesNumber(p), `${p.id}: no number scheme on both sides`);
    }
    for (const p of of('diff_dental_mother_daughter_one_family_phone')) {
      // One family phone: the recall goes to the number on the other's card.
      assert.equal(ids21(p.a).get('phone'), ids21(p.b).get('phone'), `${p.id}: not one phone`);
    }
    const company = /^(Company|Contractor|Firma|Entreprise|Bedrijf|Empresa)$/;
    for (const p of of('diff_site_brothers_one_contractor')) assert.equal(valueAt(p.a, company), valueAt(p.b, company), `${p.id}: not one contractor`);
    const employer = /Employer|^Ausbildungsbetrieb$|^Betrieb$|^Employeur$|^Entreprise$|^Leerbedrijf$|^Empresa$|^Pracodawca$|^Zakład pracy$/;
    for (const p of of('diff_apprentice_twins_one_employer')) {
      const e = valueAt(p.a, employer);
      assert.ok(e !== undefined && e === valueAt(p.b, employer), `${p.id}: not one employer`);
    }
    for (const p of of('diff_absence_namesakes_one_employer')) {
      const [a, b] = [ids21(p.a), ids21(p.b)];
      if (a.has('birth') && b.has('birth')) assert.notEqual(a.get('birth'), b.get('birth'), `${p.id}: one birth date`);
    }
  });

  it('building blocks: check digits hold, a relative keeps the family surname, a Polish woman takes -ska', () => {
    const c = new Ctx(2121);
    const ulnOk = (u: string) => {
      let s = 0;
      for (let i = 0; i < 9; i++) s += Number(u[i]) * (10 - i);
      return s % 11 !== 0 && Number(u[9]) === 10 - (s % 11);
    };
    const rvnrOk = (r: string) => {
      const body = `${r.slice(0, 8)}${String(r.charCodeAt(8) - 64).padStart(2, '0')}${r.slice(9, 11)}`;
      const w = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1];
      let s = 0;
      for (let i = 0; i < 12; i++) {
        const x = Number(body[i]) * w[i]!;
        s += Math.floor(x / 10) + (x % 10);
      }
      return s % 10 === Number(r[11]);
    };
    for (let i = 0; i < 60; i++) {
      const u = T21.uln21(c);
      assert.ok(/^[1-9]\d{9}$/.test(u) && ulnOk(u), u);
      const p = T21.newPerson21(c, c.pick(['NG', 'KE', 'GH', 'ZA', 'GB', 'DE', 'FR', 'NL', 'ES', 'PL'] as const), 1970, 1990);
      assert.ok(p.dob.y >= 1970 && p.dob.y <= 1990, String(p.dob.y));
      if (p.country === 'PL') assert.ok(p.sex === 'M' || !/ski$|cki$/.test(p.surname), p.surname);
      const r = T21.rvnr21(c, { ...p, country: 'DE' });
      assert.ok(/^\d{8}[A-Z]\d{3}$/.test(r) && rvnrOk(r), r);
      assert.equal(r.slice(2, 8), `${String(p.dob.d).padStart(2, '0')}${String(p.dob.m).padStart(2, '0')}${String(p.dob.y).slice(2)}`);
    }
    // Negative: a changed check digit fails both schemes.
    const u = T21.uln21(c);
    assert.ok(!ulnOk(`${u.slice(0, 9)}${(Number(u[9]) + 1) % 10}`));
    const r = T21.rvnr21(c, T21.newPerson21(c, 'DE'));
    assert.ok(!rvnrOk(`${r.slice(0, 11)}${(Number(r[11]) + 1) % 10}`));
  });
});

// Set 22 (templates-heldout22.ts): as set 21, the headers under which a record writes its person's own numbers are the
// ones the set's writers registered in KEYS22 while the set was generated, by scheme: the membership, case or hospital
// number (`own`), a voter card, elector number or driving licence (`card`), a national number (`national`), the
// person's phone (`phone`, to its last nine digits) and the birth date. A parent's phone sits under another header.
const BIRTH_MON22 = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** A birth date as written by set 22's writers (the worklist's yyyymmdd included), to yyyy-mm-dd; an unread form fails. */
function birth22(v: string): string {
  const p2 = (x: string | number) => String(x).padStart(2, '0');
  let m = /^(\d{4})[-/]?(\d\d)[-/]?(\d\d)$/.exec(v);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d\d)[/.-](\d\d)[/.-](\d{4})$/.exec(v);
  if (m) return `${m[3]}-${m[2]}-${m[1]}`;
  m = /^(\d{1,2})[ -]([A-Za-z]{3})[ -](\d{4})$/.exec(v);
  assert.ok(m, `unread birth ${v}`);
  const mon = BIRTH_MON22.indexOf(m[2]!.toUpperCase()) + 1;
  assert.ok(mon > 0, `unread month ${v}`);
  return `${m[3]}-${p2(mon)}-${p2(m[1]!)}`;
}

describe('held-out set persons-heldout22', () => {
  // Generating the set registers its writers' headers in KEYS22 (the writers name each key as they write it).
  const fresh = SETS.heldout22.jsonl();
  const text = readFileSync(SETS.heldout22.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout22.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);
  const K = T22.KEYS22;
  function ids22(r: Record<string, string>): Map<string, string> {
    const out = new Map<string, string>();
    for (const [k, v] of Object.entries(r)) {
      const scheme = K.own.has(k) ? 'own' : K.card.has(k) ? 'card' : K.national.has(k) ? 'national' : K.phone.has(k) ? 'phone' : K.birth.has(k) ? 'birth' : '';
      if (scheme === '') continue;
      assert.ok(!out.has(scheme), `two ${scheme} values in one record: ${k}`);
      if (scheme === 'phone') out.set('phone', v.replace(/\D/g, '').slice(-9));
      else if (scheme === 'birth') out.set('birth', birth22(v));
      else out.set(scheme, T22.fold22(v).toUpperCase().replace(/[^A-Z0-9]/g, ''));
    }
    return out;
  }
  const NUMBERS = ['own', 'card', 'national'];
  const sharesNumber = (p: Row) => {
    const a = ids22(p.a);
    return [...ids22(p.b)].some(([s, v]) => NUMBERS.includes(s) && a.get(s) === v);
  };
  const disagrees = (p: Row, schemes: readonly string[]) => {
    const a = ids22(p.a);
    return [...ids22(p.b)].some(([s, v]) => schemes.includes(s) && a.has(s) && a.get(s) !== v);
  };
  const valueAt = (r: Record<string, string>, key: RegExp) => Object.entries(r).find(([k]) => key.test(k))?.[1];

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout22.seed} generate`, () => {
    assert.equal(SETS.heldout22.seed, 2222);
    assert.equal(text, fresh);
    // Negative: another seed gives other bytes.
    assert.notEqual(fresh, toJsonl(buildPairs(T22.HELDOUT22_KINDS, 'persons-heldout22', SETS.heldout22.seed + 1)));
  });

  it('holds 780 pairs, half of each label, 130 per jurisdiction, 10 kinds of 78 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 780);
    assert.equal(T22.HELDOUT22_KINDS.length, 10);
    assert.equal(T22.HELDOUT22_KINDS.filter((k) => k.label === 'same').length, 5);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 130, j);
    assertKinds(pairs, T22.HELDOUT22_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS, ...T14.HELDOUT14_KINDS, ...T15.HELDOUT15_KINDS, ...T16.HELDOUT16_KINDS, ...T17.HELDOUT17_KINDS, ...T18.HELDOUT18_KINDS, ...T19.HELDOUT19_KINDS, ...T20.HELDOUT20_KINDS, ...T21.HELDOUT21_KINDS]);
    for (const k of T22.HELDOUT22_KINDS) assert.equal(of(k.kind).length, 78, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('the registered headers name one scheme each', () => {
    const all = [K.own, K.card, K.national, K.phone, K.birth];
    for (const [i, s] of all.entries()) {
      assert.ok(s.size > 0);
      for (const t of all.slice(i + 1)) for (const k of s) assert.ok(!t.has(k), k);
    }
  });

  it('label honesty: a `same` pair shares a number, the phone or the whole birth date besides the name; its births agree', () => {
    for (const p of pairs.filter((x) => x.label === 'same')) {
      const [a, b] = [ids22(p.a), ids22(p.b)];
      assert.ok([...b].some(([s, v]) => a.get(s) === v), `${p.id}: nothing but the name in common`);
      if (a.has('birth') && b.has('birth')) assert.equal(a.get('birth'), b.get('birth'), `${p.id}: births disagree`);
    }
  });

  it("label honesty: a `different` pair shares no own number, tells its two people apart by a number or the birth and keeps its kind's promise", () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      assert.ok(!sharesNumber(p), `${p.id}: the two share a number`);
      assert.ok(disagrees(p, [...NUMBERS, 'birth']), `${p.id}: nothing on both sides tells the two apart`);
      const [a, b] = [ids22(p.a), ids22(p.b)];
      if (a.has('phone') && b.has('phone')) assert.notEqual(a.get('phone'), b.get('phone'), `${p.id}: one own phone`);
    }
    for (const p of of('diff_party_agents_parent_child_one_ward')) {
      const [a, b] = [ids22(p.a), ids22(p.b)];
      if (a.has('birth') && b.has('birth')) assert.notEqual(a.get('birth'), b.get('birth'), `${p.id}: one birth date`);
    }
    for (const p of of('diff_unpaid_work_namesakes_one_court')) assert.ok(disagrees(p, ['own']), `${p.id}: no two case references`);
    const plate = /^(Vehicle Reg\. No|Vehicle registration|Vehicle No|M\/V Reg\. No\.|Reg No|VRM|Amtl\. Kennzeichen|Kennzeichen|Kenteken|Immatriculation|Matrícula|Nr rejestracyjny|Nr rej\.)$/;
    for (const p of of('diff_claim_insured_vs_relative_driver')) {
      const [x, y] = [valueAt(p.a, plate), valueAt(p.b, plate)];
      assert.ok(x !== undefined && x.replace(/ /g, '') === y?.replace(/ /g, ''), `${p.id}: not one vehicle`);
      assert.ok(disagrees(p, ['card']), `${p.id}: no two licences`);
    }
    for (const p of of('diff_imaging_twins_consecutive_numbers')) {
      const [a, b] = [ids22(p.a), ids22(p.b)];
      if (a.has('birth')) assert.equal(a.get('birth'), b.get('birth'), `${p.id}: twins born apart`);
      const gap = Math.abs(Number(a.get('own')!.replace(/\D/g, '')) - Number(b.get('own')!.replace(/\D/g, '')));
      assert.ok(gap >= 1 && gap <= 2, `${p.id}: hospital numbers ${gap} apart`);
    }
    const parent = /^(Depositor|Paid by|Payer|Auftraggeber|Payeur|Naam betaler|Ordenante|Zleceniodawca)$/;
    for (const p of of('diff_school_fee_siblings_one_payer')) {
      assert.ok(disagrees(p, ['own']), `${p.id}: no two admission numbers`);
      assert.ok(valueAt(p.a, parent) !== undefined, `${p.id}: no payer`);
    }
  });

  it('building blocks: the GB licence carries the surname, birth and initials; the NHS number check digit holds', () => {
    const c = new Ctx(2222);
    const nhsOk = (n: string) => {
      let s = 0;
      for (let i = 0; i < 9; i++) s += Number(n[i]) * (10 - i);
      const k = 11 - (s % 11);
      return k !== 10 && Number(n[9]) === (k === 11 ? 0 : k);
    };
    for (let i = 0; i < 60; i++) {
      const n = T22.nhs22(c);
      assert.ok(/^\d{10}$/.test(n) && nhsOk(n), n);
      const p = T22.newPerson22(c, 'GB', 1950, 2005);
      const l = T22.gbLicence22(c, p);
      assert.match(l, /^[A-Z9]{5}\d{6}[A-Z9]{2}9[A-Z]{2}$/);
      assert.equal(l.slice(0, 5), `${p.surname.toUpperCase().replace(/[^A-Z]/g, '')}99999`.slice(0, 5));
      assert.equal(l.slice(5, 11), `${String(p.dob.y)[2]}${String(p.dob.m + (p.sex === 'F' ? 50 : 0)).padStart(2, '0')}${String(p.dob.d).padStart(2, '0')}${String(p.dob.y)[3]}`);
    }
    // Negative: a changed check digit fails.
    const n = T22.nhs22(c);
    assert.ok(!nhsOk(`${n.slice(0, 9)}${(Number(n[9]) + 1) % 10}`));
    // A Polish woman takes -ska.
    for (let i = 0; i < 30; i++) {
      const w = T22.newPerson22(c, 'PL', 1980, 1980, 'F');
      assert.ok(!/(sk|ck)i$/.test(w.surname), w.surname);
    }
  });
});

// Set 23 (templates-heldout23.ts): as set 22, the headers under which a record writes its person's own numbers are the
// ones the set's writers registered in KEYS23 while the set was generated, by scheme: the volunteer number, liquor
// licence number or legal aid file reference (`own`), a national number (`national`), the person's phone (`phone`, to its
// last nine digits) and the birth date. An emergency contact's phone sits under another header.
describe('held-out set persons-heldout23', () => {
  // Generating the set registers its writers' headers in KEYS23 (the writers name each key as they write it).
  const fresh = SETS.heldout23.jsonl();
  const text = readFileSync(SETS.heldout23.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout23.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);
  const K = T23.KEYS23;
  function ids23(r: Record<string, string>): Map<string, string> {
    const out = new Map<string, string>();
    for (const [k, v] of Object.entries(r)) {
      const scheme = K.own.has(k) ? 'own' : K.national.has(k) ? 'national' : K.phone.has(k) ? 'phone' : K.birth.has(k) ? 'birth' : '';
      if (scheme === '') continue;
      assert.ok(!out.has(scheme), `two ${scheme} values in one record: ${k}`);
      if (scheme === 'phone') out.set('phone', v.replace(/\D/g, '').slice(-9));
      else if (scheme === 'birth') out.set('birth', birth22(v));
      else out.set(scheme, T23.fold23(v).toUpperCase().replace(/[^A-Z0-9]/g, ''));
    }
    return out;
  }
  const NUMBERS = ['own', 'national'];
  const sharesNumber = (p: Row) => {
    const a = ids23(p.a);
    return [...ids23(p.b)].some(([s, v]) => NUMBERS.includes(s) && a.get(s) === v);
  };
  const disagrees = (p: Row, schemes: readonly string[]) => {
    const a = ids23(p.a);
    return [...ids23(p.b)].some(([s, v]) => schemes.includes(s) && a.has(s) && a.get(s) !== v);
  };
  const valueAt = (r: Record<string, string>, key: RegExp) => Object.entries(r).find(([k]) => key.test(k))?.[1];

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout23.seed} generate`, () => {
    assert.equal(SETS.heldout23.seed, 2323);
    assert.equal(text, fresh);
    // Negative: another seed gives other bytes.
    assert.notEqual(fresh, toJsonl(buildPairs(T23.HELDOUT23_KINDS, 'persons-heldout23', SETS.heldout23.seed + 1)));
  });

  it('holds 780 pairs, half of each label, 130 per jurisdiction, 10 kinds of 78 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 780);
    assert.equal(T23.HELDOUT23_KINDS.length, 10);
    assert.equal(T23.HELDOUT23_KINDS.filter((k) => k.label === 'same').length, 5);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 130, j);
    assertKinds(pairs, T23.HELDOUT23_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS, ...T14.HELDOUT14_KINDS, ...T15.HELDOUT15_KINDS, ...T16.HELDOUT16_KINDS, ...T17.HELDOUT17_KINDS, ...T18.HELDOUT18_KINDS, ...T19.HELDOUT19_KINDS, ...T20.HELDOUT20_KINDS, ...T21.HELDOUT21_KINDS, ...T22.HELDOUT22_KINDS]);
    for (const k of T23.HELDOUT23_KINDS) assert.equal(of(k.kind).length, 78, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('the registered headers name one scheme each', () => {
    const all = [K.own, K.national, K.phone, K.birth];
    for (const [i, s] of all.entries()) {
      assert.ok(s.size > 0);
      for (const t of all.slice(i + 1)) for (const k of s) assert.ok(!t.has(k), k);
    }
  });

  it('label honesty: a `same` pair shares a number, the phone or the whole birth date besides the name; its births agree', () => {
    for (const p of pairs.filter((x) => x.label === 'same')) {
      const [a, b] = [ids23(p.a), ids23(p.b)];
      assert.ok([...b].some(([s, v]) => a.get(s) === v), `${p.id}: nothing but the name in common`);
      if (a.has('birth') && b.has('birth')) assert.equal(a.get('birth'), b.get('birth'), `${p.id}: births disagree`);
    }
  });

  it("label honesty: a `different` pair shares no own number, tells its two people apart by a number or the birth and keeps its kind's promise", () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      assert.ok(!sharesNumber(p), `${p.id}: the two share a number`);
      assert.ok(disagrees(p, [...NUMBERS, 'birth']), `${p.id}: nothing on both sides tells the two apart`);
      const [a, b] = [ids23(p.a), ids23(p.b)];
      if (a.has('phone') && b.has('phone')) assert.notEqual(a.get('phone'), b.get('phone'), `${p.id}: one own phone`);
      if (a.has('birth') && b.has('birth')) assert.notEqual(a.get('birth'), b.get('birth'), `${p.id}: one birth date`);
    }
    const site = /^(Facility|Site|Clinic|Impfstelle|Centre|Locatie|Centro|Punkt szczepień|Official stamp)$/;
    for (const p of of('diff_vaccination_namesakes_one_site')) {
      const place = valueAt(p.a, site);
      assert.ok(place !== undefined, `${p.id}: no site`);
      // The EU certificate names no site; elsewhere the certificate carries the site's stamp.
      if (p.jurisdiction === 'NG' || p.jurisdiction === 'KE' || p.jurisdiction === 'GH') assert.equal(valueAt(p.b, site), place, `${p.id}: two sites`);
    }
    const box = /^(Box No\.|Box Number|PO Box|Postfach|Boîte postale|Postbusnummer|Apartado|Skrytka)$/;
    for (const p of of('diff_po_box_spouses_one_box')) {
      const x = valueAt(p.a, box);
      assert.ok(x !== undefined && Object.values(p.b).some((v) => v.includes(x)), `${p.id}: not one box`);
      assert.ok(disagrees(p, ['national']), `${p.id}: no two id numbers`);
    }
    for (const p of of('diff_liquor_licensee_vs_sibling_in_charge')) {
      assert.ok(disagrees(p, ['national']), `${p.id}: no two id numbers`);
      const premises = Object.values(p.b).find((v) => v.includes(', '))!;
      assert.ok(Object.values(p.a).some((v) => premises.startsWith(v)), `${p.id}: not one premises`);
    }
    for (const p of [...of('diff_volunteers_parent_child_one_branch'), ...of('diff_legal_aid_parent_vs_grown_child_one_address')]) assert.ok(disagrees(p, ['own']), `${p.id}: no two own numbers`);
  });

  it('building blocks: the EU certificate folds its names to ICAO capitals; a Polish woman takes -ska', () => {
    for (const p of of('same_vaccination_register_vs_travel_certificate').filter((x) => x.jurisdiction === 'EU')) {
      const { 'nam.fn': fn, 'nam.fnt': fnt } = p.b;
      assert.equal(fnt, T23.fold23(fn!).toUpperCase().replace(/[^A-Z]+/g, '<'), p.id);
    }
    const c = new Ctx(2323);
    for (let i = 0; i < 30; i++) {
      const w = T23.newPerson23(c, 'PL', 1980, 1980, 'F');
      assert.ok(!/(sk|ck)i$/.test(w.surname), w.surname);
    }
  });
});

// Set 24 (templates-heldout24.ts): as set 23, the headers under which a record writes its person's own identifiers are the
// ones the set's writers registered in KEYS24 while the set was generated, by scheme: the donor number, clearance or tax
// certificate number (`own`), a national number (`national`), a tax number (`tax`), the person's phone (`phone`, to its
// last nine digits) and the person's birth date. A husband's or next of kin's phone, and the child's or spouse's
// particulars, sit under other headers.
describe('held-out set persons-heldout24', () => {
  // Generating the set registers its writers' headers in KEYS24 (the writers name each key as they write it).
  const fresh = SETS.heldout24.jsonl();
  const text = readFileSync(SETS.heldout24.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout24.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);
  const K = T24.KEYS24;
  function ids24(r: Record<string, string>): Map<string, string> {
    const out = new Map<string, string>();
    for (const [k, v] of Object.entries(r)) {
      const scheme = K.own.has(k) ? 'own' : K.national.has(k) ? 'national' : K.tax.has(k) ? 'tax' : K.phone.has(k) ? 'phone' : K.birth.has(k) ? 'birth' : '';
      if (scheme === '') continue;
      assert.ok(!out.has(scheme), `two ${scheme} values in one record: ${k}`);
      if (scheme === 'phone') out.set('phone', v.replace(/\D/g, '').slice(-9));
      else if (scheme === 'birth') out.set('birth', birth22(v));
      // A Nigerian TIN is at times keyed without its -0001 branch suffix.
      else if (scheme === 'tax') out.set('tax', T24.fold24(v).toUpperCase().replace(/[^A-Z0-9]/g, '').replace(/^(\d{8})0001$/, '$1'));
      else out.set(scheme, T24.fold24(v).toUpperCase().replace(/[^A-Z0-9]/g, ''));
    }
    return out;
  }
  const NUMBERS = ['own', 'national', 'tax'];
  const sharesNumber = (p: Row) => {
    const a = ids24(p.a);
    return [...ids24(p.b)].some(([s, v]) => NUMBERS.includes(s) && a.get(s) === v);
  };
  const disagrees = (p: Row, schemes: readonly string[]) => {
    const a = ids24(p.a);
    return [...ids24(p.b)].some(([s, v]) => schemes.includes(s) && a.has(s) && a.get(s) !== v);
  };
  const valueAt = (r: Record<string, string>, key: RegExp) => Object.entries(r).find(([k]) => key.test(k))?.[1];

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout24.seed} generate`, () => {
    assert.equal(SETS.heldout24.seed, 2424);
    assert.equal(text, fresh);
    // Negative: another seed gives other bytes.
    assert.notEqual(fresh, toJsonl(buildPairs(T24.HELDOUT24_KINDS, 'persons-heldout24', SETS.heldout24.seed + 1)));
  });

  it('holds 780 pairs, half of each label, 130 per jurisdiction, 10 kinds of 78 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 780);
    assert.equal(T24.HELDOUT24_KINDS.length, 10);
    assert.equal(T24.HELDOUT24_KINDS.filter((k) => k.label === 'same').length, 5);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 130, j);
    assertKinds(pairs, T24.HELDOUT24_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS, ...T14.HELDOUT14_KINDS, ...T15.HELDOUT15_KINDS, ...T16.HELDOUT16_KINDS, ...T17.HELDOUT17_KINDS, ...T18.HELDOUT18_KINDS, ...T19.HELDOUT19_KINDS, ...T20.HELDOUT20_KINDS, ...T21.HELDOUT21_KINDS, ...T22.HELDOUT22_KINDS, ...T23.HELDOUT23_KINDS]);
    for (const k of T24.HELDOUT24_KINDS) assert.equal(of(k.kind).length, 78, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('the registered headers name one scheme each', () => {
    const all = [K.own, K.national, K.tax, K.phone, K.birth];
    for (const [i, s] of all.entries()) {
      assert.ok(s.size > 0);
      for (const t of all.slice(i + 1)) for (const k of s) assert.ok(!t.has(k), k);
    }
  });

  it('label honesty: a `same` pair shares a number, the phone or the whole birth date besides the name; its births agree', () => {
    for (const p of pairs.filter((x) => x.label === 'same')) {
      const [a, b] = [ids24(p.a), ids24(p.b)];
      assert.ok([...b].some(([s, v]) => a.get(s) === v), `${p.id}: nothing but the name in common`);
      for (const s of b.keys()) if (a.has(s)) assert.equal(a.get(s), b.get(s), `${p.id}: ${s} disagrees`);
    }
  });

  it("label honesty: a `different` pair shares no own number, tells its two people apart by a number or the birth and keeps its kind's promise", () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      assert.ok(!sharesNumber(p), `${p.id}: the two share a number`);
      assert.ok(disagrees(p, [...NUMBERS, 'birth']), `${p.id}: nothing on both sides tells the two apart`);
      const [a, b] = [ids24(p.a), ids24(p.b)];
      if (a.has('phone') && b.has('phone')) assert.notEqual(a.get('phone'), b.get('phone'), `${p.id}: one own phone`);
      // Twins share their birth; everyone else's births differ where both sides write them.
      if (p.kind !== 'diff_blood_donor_twins_one_session' && a.has('birth') && b.has('birth')) assert.notEqual(a.get('birth'), b.get('birth'), `${p.id}: one birth date`);
    }
    for (const p of of('diff_double_wedding_brothers_one_church')) {
      const church = valueAt(p.a, /^(Married in|Kirchengemeinde|Paroisse|Kerk|Parroquia|Parafia)$/);
      assert.ok(church !== undefined, `${p.id}: no church`);
      assert.ok(disagrees(p, ['birth', 'national']), `${p.id}: no two births or ids`);
    }
    for (const p of of('diff_birth_mothers_sisters_in_law_one_house')) {
      const home = valueAt(p.b, /^(Usual residence of mother|Wohnsitz|Domicile|Adres|Domicilio)$/);
      if (home !== undefined) assert.ok(Object.values(p.a).includes(home) || p.jurisdiction === 'EU', `${p.id}: not one house`);
    }
    for (const p of of('diff_blood_donor_twins_one_session')) assert.ok(disagrees(p, ['own']), `${p.id}: no two donor numbers`);
    for (const p of of('diff_tender_son_under_fathers_trade_name')) assert.ok(disagrees(p, ['tax']), `${p.id}: no two tax numbers`);
    for (const p of of('diff_ride_hailing_brothers_sharing_one_car')) assert.ok(disagrees(p, ['own']), `${p.id}: no two certificate references`);
  });

  it('building blocks: a Polish woman takes -ska; a Spanish person carries two surnames', () => {
    const c = new Ctx(2424);
    for (let i = 0; i < 30; i++) {
      const w = T24.newPerson24(c, 'PL', 1980, 1980, 'F');
      assert.ok(!/(sk|ck)i$/.test(w.surname), w.surname);
      const e = T24.newPerson24(c, 'ES');
      assert.ok(e.surname2 !== '' && e.surname2 !== e.surname, e.surname2);
    }
  });
});

// Set 25 (templates-heldout25.ts): as set 24, the headers under which a record writes its person's own identifiers are the
// ones the set's writers registered in KEYS25 while the set was generated, by scheme: an own customer / BVN / declaration
// number (`own`), a national number (`national`), a tax number (`tax`), a passport number (`passport`), a driving licence
// number (`licence`), the person's phone (`phone`, to its last nine digits) and the person's birth date. The seller's,
// attorney's or account holder's names, the plate, the account and the meter sit under other headers, unregistered.
describe('held-out set persons-heldout25', () => {
  // Generating the set registers its writers' headers in KEYS25 (the writers name each key as they write it).
  const fresh = SETS.heldout25.jsonl();
  const text = readFileSync(SETS.heldout25.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout25.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);
  const K = T25.KEYS25;
  const SCHEMES = ['own', 'national', 'tax', 'passport', 'licence', 'phone', 'birth'] as const;
  // The test reads the records on its own (birth22, not the set's birth25), so a writer's slip shows here.
  function ids25(r: Record<string, string>): Map<string, string> {
    const out = new Map<string, string>();
    for (const [k, v] of Object.entries(r)) {
      const scheme = SCHEMES.find((s) => K[s].has(k));
      if (scheme === undefined) continue;
      assert.ok(!out.has(scheme), `two ${scheme} values in one record: ${k}`);
      if (scheme === 'phone') out.set('phone', v.replace(/\D/g, '').slice(-9));
      else if (scheme === 'birth') out.set('birth', birth22(v));
      else out.set(scheme, T25.fold25(v).toUpperCase().replace(/[^A-Z0-9]/g, ''));
    }
    return out;
  }
  const NUMBERS = ['own', 'national', 'tax', 'passport', 'licence'];
  const sharesNumber = (p: Row) => {
    const a = ids25(p.a);
    return [...ids25(p.b)].some(([s, v]) => NUMBERS.includes(s) && a.get(s) === v);
  };
  const disagrees = (p: Row, schemes: readonly string[]) => {
    const a = ids25(p.a);
    return [...ids25(p.b)].some(([s, v]) => schemes.includes(s) && a.has(s) && a.get(s) !== v);
  };
  const valueAt = (r: Record<string, string>, key: RegExp) => Object.entries(r).find(([k]) => key.test(k))?.[1];

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout25.seed} generate`, () => {
    assert.equal(SETS.heldout25.seed, 2525);
    assert.equal(text, fresh);
    // Negative: another seed gives other bytes.
    assert.notEqual(fresh, toJsonl(buildPairs(T25.HELDOUT25_KINDS, 'persons-heldout25', SETS.heldout25.seed + 1)));
  });

  it('holds 780 pairs, half of each label, 130 per jurisdiction, 10 kinds of 78 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 780);
    assert.equal(T25.HELDOUT25_KINDS.length, 10);
    assert.equal(T25.HELDOUT25_KINDS.filter((k) => k.label === 'same').length, 5);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 130, j);
    assertKinds(pairs, T25.HELDOUT25_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS, ...T14.HELDOUT14_KINDS, ...T15.HELDOUT15_KINDS, ...T16.HELDOUT16_KINDS, ...T17.HELDOUT17_KINDS, ...T18.HELDOUT18_KINDS, ...T19.HELDOUT19_KINDS, ...T20.HELDOUT20_KINDS, ...T21.HELDOUT21_KINDS, ...T22.HELDOUT22_KINDS, ...T23.HELDOUT23_KINDS, ...T24.HELDOUT24_KINDS]);
    for (const k of T25.HELDOUT25_KINDS) assert.equal(of(k.kind).length, 78, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('the registered headers name one scheme each', () => {
    const all = SCHEMES.map((s) => K[s]);
    for (const [i, s] of all.entries()) {
      assert.ok(s.size > 0);
      for (const t of all.slice(i + 1)) for (const k of s) assert.ok(!t.has(k), k);
    }
  });

  it('label honesty: a `same` pair shares a number, the phone or the whole birth date besides the name; nothing of the person disagrees', () => {
    for (const p of pairs.filter((x) => x.label === 'same')) {
      const [a, b] = [ids25(p.a), ids25(p.b)];
      assert.ok([...b].some(([s, v]) => a.get(s) === v), `${p.id}: nothing but the name in common`);
      for (const s of b.keys()) if (a.has(s)) assert.equal(a.get(s), b.get(s), `${p.id}: ${s} disagrees`);
    }
  });

  it("label honesty: a `different` pair shares no own number or phone, tells its two people apart by a number or the birth and keeps its kind's promise", () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      assert.ok(!sharesNumber(p), `${p.id}: the two share a number`);
      assert.ok(disagrees(p, [...NUMBERS, 'birth']), `${p.id}: nothing on both sides tells the two apart`);
      const [a, b] = [ids25(p.a), ids25(p.b)];
      if (a.has('phone') && b.has('phone')) assert.notEqual(a.get('phone'), b.get('phone'), `${p.id}: one own phone`);
    }
    for (const p of of('diff_car_passed_father_to_son_cover_vs_transfer')) {
      const plate = valueAt(p.a, /^(Vehicle Reg\. No|Vehicle registration|Kennzeichen|Kenteken|Immatriculation|Matrícula|Nr rej\.)$/);
      assert.ok(plate !== undefined && Object.values(p.b).includes(plate), `${p.id}: not one car`);
    }
    for (const p of of('diff_power_of_attorney_parent_vs_child_signatory')) {
      const holder = valueAt(p.b, /^(Account Name|Kontoinhaber|Titulaire du compte|Rekeninghouder|Titular|Posiadacz rachunku)$/);
      assert.ok(holder !== undefined, `${p.id}: no account holder on the card`);
      const role = valueAt(p.b, /^(Capacity|Eigenschaft|Qualité|Hoedanigheid|Condición|Rola)$/);
      assert.ok(role !== undefined && !/^(Account holder|Sole signatory|Principal|Kontoinhaber|Titulaire|Rekeninghouder|Titular|Posiadacz)$/.test(role), `${p.id}: the card's person is not the attorney`);
    }
    for (const p of of('diff_cash_declaration_spouses_one_flight')) assert.ok(disagrees(p, ['own', 'passport', 'national', 'licence', 'birth']), `${p.id}: no two declarations, papers or births`);
    for (const p of of('diff_solar_mother_and_son_one_compound')) {
      // The address on both sides, or (a pay-as-you-go export) the account's region is the job card's town.
      const home = Object.values(p.a).filter((v) => /, /.test(v));
      const towns = new Set(home.map((v) => v.replace(/^.*, /, '')));
      assert.ok(Object.values(p.b).some((v) => home.includes(v) || (p.b.region === v && towns.has(v))), `${p.id}: not one address`);
    }
    for (const p of of('diff_pawn_namesake_cousins_one_shop')) {
      const a = ids25(p.a);
      const b = ids25(p.b);
      if (a.has('birth') && b.has('birth')) {
        const gap = Math.abs(Number(a.get('birth')!.slice(0, 4)) - Number(b.get('birth')!.slice(0, 4)));
        assert.ok(gap <= 7, `${p.id}: cousins ${gap} years apart`);
      }
    }
  });

  it('building blocks: a GB driving licence number carries the surname, birth and sex; a Polish woman takes -ska', () => {
    const c = new Ctx(2525);
    for (let i = 0; i < 30; i++) {
      const w = T25.newPerson25(c, 'GB', 1970, 1979, 'F');
      const no = T25.gbLicence25(c, w);
      assert.match(no, /^[A-Z9]{5}7[5-6]\d{3}\d[A-Z9]{2}9[A-Z]{2}$/, no);
      assert.equal(no.slice(6, 8), String(w.dob.m + 50).padStart(2, '0'));
      const m = T25.newPerson25(c, 'PL', 1980, 1980, 'M');
      const f = T25.newPerson25(c, 'PL', 1980, 1980, 'F');
      assert.ok(!/(sk|ck)a$/.test(m.surname) && !/(sk|ck)i$/.test(f.surname), `${m.surname} ${f.surname}`);
    }
    // Negative: the policy check the kinds draw against refuses a `same` pair whose births disagree.
    assert.equal(T25.keeps25('same', { 'Date of Birth': '01/02/1980' }, { 'Insured DOB': '02/01/1980' }), false);
  });
});

// Set 26 (templates-heldout26.ts): as set 25, the headers under which a record writes its person's own identifiers are the
// ones the set's writers registered in KEYS26 while the set was generated, by scheme: an own society / casino / file /
// sponsorship number (`own`), the IPI name number (`ipi`), a national number (`national`), an identity card number
// (`idcard`), a tax number (`tax`), a passport number (`passport`), a driving licence number (`licence`), a permit or
// foreigner's number (`permit`), the person's phone (`phone`, to its last nine digits) and the person's birth date. Stage
// names, case numbers, certificates, employers, casinos and addresses sit under other headers, unregistered.
describe('held-out set persons-heldout26', () => {
  // Generating the set registers its writers' headers in KEYS26 (the writers name each key as they write it).
  const fresh = SETS.heldout26.jsonl();
  const text = readFileSync(SETS.heldout26.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout26.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);
  const K = T26.KEYS26;
  const SCHEMES = ['own', 'ipi', 'national', 'idcard', 'tax', 'passport', 'licence', 'permit', 'phone', 'birth'] as const;
  // The test reads the records on its own (birth22, not the set's birth26), so a writer's slip shows here.
  function ids26(r: Record<string, string>): Map<string, string> {
    const out = new Map<string, string>();
    for (const [k, v] of Object.entries(r)) {
      const scheme = SCHEMES.find((s) => K[s].has(k));
      if (scheme === undefined) continue;
      assert.ok(!out.has(scheme), `two ${scheme} values in one record: ${k}`);
      if (scheme === 'phone') out.set('phone', v.replace(/\D/g, '').slice(-9));
      else if (scheme === 'birth') out.set('birth', birth22(v));
      else out.set(scheme, T26.fold26(v).toUpperCase().replace(/[^A-Z0-9]/g, ''));
    }
    return out;
  }
  const NUMBERS = ['own', 'ipi', 'national', 'idcard', 'tax', 'passport', 'licence', 'permit'];
  const sharesNumber = (p: Row) => {
    const a = ids26(p.a);
    return [...ids26(p.b)].some(([s, v]) => NUMBERS.includes(s) && a.get(s) === v);
  };
  const disagrees = (p: Row, schemes: readonly string[]) => {
    const a = ids26(p.a);
    return [...ids26(p.b)].some(([s, v]) => schemes.includes(s) && a.has(s) && a.get(s) !== v);
  };
  const births = (p: Row) => [ids26(p.a).get('birth'), ids26(p.b).get('birth')];

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout26.seed} generate`, () => {
    assert.equal(SETS.heldout26.seed, 2626);
    assert.equal(text, fresh);
    // Negative: another seed gives other bytes.
    assert.notEqual(fresh, toJsonl(buildPairs(T26.HELDOUT26_KINDS, 'persons-heldout26', SETS.heldout26.seed + 1)));
  });

  it('holds 780 pairs, half of each label, 130 per jurisdiction, 10 kinds of 78 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 780);
    assert.equal(T26.HELDOUT26_KINDS.length, 10);
    assert.equal(T26.HELDOUT26_KINDS.filter((k) => k.label === 'same').length, 5);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 130, j);
    assertKinds(pairs, T26.HELDOUT26_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS, ...T14.HELDOUT14_KINDS, ...T15.HELDOUT15_KINDS, ...T16.HELDOUT16_KINDS, ...T17.HELDOUT17_KINDS, ...T18.HELDOUT18_KINDS, ...T19.HELDOUT19_KINDS, ...T20.HELDOUT20_KINDS, ...T21.HELDOUT21_KINDS, ...T22.HELDOUT22_KINDS, ...T23.HELDOUT23_KINDS, ...T24.HELDOUT24_KINDS, ...T25.HELDOUT25_KINDS]);
    for (const k of T26.HELDOUT26_KINDS) assert.equal(of(k.kind).length, 78, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('the registered headers name one scheme each', () => {
    const all = SCHEMES.map((s) => K[s]);
    for (const [i, s] of all.entries()) {
      assert.ok(s.size > 0);
      for (const t of all.slice(i + 1)) for (const k of s) assert.ok(!t.has(k), k);
    }
  });

  it('label honesty: a `same` pair shares a number, the phone or the whole birth date besides the name; nothing of the person disagrees', () => {
    for (const p of pairs.filter((x) => x.label === 'same')) {
      const [a, b] = [ids26(p.a), ids26(p.b)];
      assert.ok([...b].some(([s, v]) => a.get(s) === v), `${p.id}: nothing but the name in common`);
      for (const s of b.keys()) if (a.has(s)) assert.equal(a.get(s), b.get(s), `${p.id}: ${s} disagrees`);
    }
  });

  it("label honesty: a `different` pair shares no own number or phone, tells its two people apart by a number or the birth and keeps its kind's promise", () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      assert.ok(!sharesNumber(p), `${p.id}: the two share a number`);
      assert.ok(disagrees(p, [...NUMBERS, 'birth']), `${p.id}: nothing on both sides tells the two apart`);
      const [a, b] = [ids26(p.a), ids26(p.b)];
      if (a.has('phone') && b.has('phone')) assert.notEqual(a.get('phone'), b.get('phone'), `${p.id}: one own phone`);
    }
    // Father and son: the stage names, where both records show one, agree up to the son's suffix.
    const STAGE = /^(Stage Name \/ Alias|Artiste Name|Pseudonym|Writer name \(as credited\)|Künstlername \/ Pseudonym|Pseudonyme|Pseudoniem|Seudónimo|Pseudonim)$/;
    const stageOf = (r: Record<string, string>) => {
      const own = Object.entries(r).find(([k]) => STAGE.test(k))?.[1];
      if (own !== undefined) return own;
      const payee = r.Payee ?? r.Mitglied ?? r['Bénéficiaire'] ?? r.Begunstigde ?? r.Perceptor ?? r['Twórca'] ?? '';
      return / p\/k\/a /.test(payee) ? payee.replace(/^.* p\/k\/a /, '') : /^(.*) \(.*\)$/.exec(payee)?.[1];
    };
    let shown = 0;
    for (const p of of('diff_songwriter_father_and_son_one_stage_name')) {
      const [x, y] = [stageOf(p.a), stageOf(p.b)].map((v) => v && T26.fold26(v).toUpperCase());
      if (!x || !y) continue;
      shown++;
      assert.ok(x.startsWith(y) || y.startsWith(x), `${p.id}: ${x} / ${y}`);
    }
    assert.ok(shown >= 20, `only ${shown} pairs show both stage names`);
    // Twins: one birth date wherever both records state it (so numbers tell them apart).
    let twins = 0;
    for (const p of of('diff_casino_twin_at_the_door_vs_excluded_twin')) {
      const [x, y] = births(p);
      if (x === undefined || y === undefined) continue;
      twins++;
      assert.equal(x, y, `${p.id}: twins born on two days`);
    }
    assert.ok(twins >= 20, `only ${twins} twin pairs state both births`);
    // Siblings robbed together: the replacement, when it quotes the police case, quotes the report's.
    const CASE = /^(OB No\.|CAS No\.|Reference|Police reference|Vorgangsnummer|N° de procédure|Registratienummer|Nº de atestado|Nr zgłoszenia)$/;
    let quoted = 0;
    for (const p of of('diff_lost_id_siblings_robbed_together_one_case')) {
      const caseNo = Object.entries(p.a).find(([k]) => CASE.test(k))?.[1];
      assert.ok(caseNo !== undefined, `${p.id}: the report has no case number`);
      if (Object.values(p.b).includes(caseNo)) quoted++;
    }
    assert.ok(quoted >= 20, `only ${quoted} replacements quote the one case`);
    // Father and grown son: births 19 years apart or more wherever both are stated.
    for (const p of of('diff_naturalisation_father_and_grown_son_one_ceremony')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.ok(Math.abs(Number(x.slice(0, 4)) - Number(y.slice(0, 4))) >= 18, `${p.id}: ${x} ${y}`);
    }
    // Compatriots: one nationality on both records, births at most ten years apart.
    const NAT = /^(Nationality|Staatsangehörigkeit|Nationalité|Nationaliteit|Nacionalidad|Obywatelstwo)$/;
    for (const p of of('diff_work_permit_namesake_compatriots_one_employer')) {
      const [x, y] = [p.a, p.b].map((r) => Object.entries(r).find(([k]) => NAT.test(k))?.[1]?.toUpperCase());
      assert.ok(x !== undefined && x === y, `${p.id}: ${x} / ${y}`);
      const [u, v] = births(p);
      if (u !== undefined && v !== undefined) assert.ok(Math.abs(Number(u.slice(0, 4)) - Number(v.slice(0, 4))) <= 10, `${p.id}: ${u} ${v}`);
    }
  });

  it('building blocks: NIE and Polish identity card check digits, the NIR key, a Polish woman takes -ska', () => {
    const c = new Ctx(2626);
    for (let i = 0; i < 40; i++) {
      const nie = T26.nie26(c);
      assert.match(nie, /^[XYZ]\d{7}[A-Z]$/);
      assert.equal(nie[8], 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(`${'XYZ'.indexOf(nie[0]!)}${nie.slice(1, 8)}`) % 23]);
      const d = T26.dowod26(c);
      assert.match(d, /^[A-Z]{3}\d{6}$/);
      const v = [...d].map((ch) => (/\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55));
      assert.equal([7, 3, 1, 9, 7, 3, 1, 7, 3].reduce((s, w, j) => s + w * v[j]!, 0) % 10, 0, d);
      const f = T26.newPerson26(c, 'PL', 1980, 1980, 'F');
      const m = T26.newPerson26(c, 'PL', 1980, 1980, 'M');
      assert.ok(!/(sk|ck)i$/.test(f.surname) && !/(sk|ck)a$/.test(m.surname), `${f.surname} ${m.surname}`);
    }
    // Every French NIR in the set keeps its key: 97 − (the first thirteen digits mod 97).
    let nirs = 0;
    for (const p of pairs) {
      for (const r of [p.a, p.b]) {
        for (const [k, v] of Object.entries(r)) {
          if (!/^(N° de sécurité sociale|NIR)$/.test(k)) continue;
          const d = v.replace(/\s/g, '');
          assert.match(d, /^[12]\d{14}$/, v);
          assert.equal(Number(d.slice(13)), 97 - Number(BigInt(d.slice(0, 13)) % 97n), v);
          nirs++;
        }
      }
    }
    assert.ok(nirs >= 1, "no NIR in the set");
    // The Polish card sample of the issuer's specification: ABA300000 (check digit 3).
    const sample = [...'ABA300000'].map((ch) => (/\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55));
    assert.equal([7, 3, 1, 9, 7, 3, 1, 7, 3].reduce((s, w, j) => s + w * sample[j]!, 0) % 10, 0);
    // Negative: the policy check the kinds draw against refuses a `same` pair whose births disagree.
    assert.equal(T26.keeps26('same', { 'Date of Birth': '01/02/1980' }, { DOB: '02/01/1980' }), false);
  });
});

// Set 27 (templates-heldout27.ts): as set 26, the headers under which a record writes its person's own identifiers are the
// ones the set's writers registered in KEYS27 while the set was generated, by scheme: a call sign, a pilot licence
// number, a FIDE ID, a national chess federation number, a payroll number, a national number, a tax number, a German
// pension insurance number, the person's phone (to its last nine digits), the whole birth date, and the year of birth
// alone (a whole birth gives its year too). Case numbers, courts, employers, clubs, addresses and the unclaimed asset's
// account number sit under other headers, unregistered.
describe('held-out set persons-heldout27', () => {
  // Generating the set registers its writers' headers in KEYS27 (the writers name each key as they write it).
  const fresh = SETS.heldout27.jsonl();
  const text = readFileSync(SETS.heldout27.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout27.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);
  const K = T27.KEYS27;
  const SCHEMES = ['callsign', 'pilot', 'fide', 'chess', 'staff', 'national', 'tax', 'pension', 'phone', 'birth', 'year'] as const;
  // The test reads the records on its own (birth22, and a two-digit year day first as 27–99 → 19yy, 00–26 → 20yy).
  const birth27t = (v: string) => {
    const m = /^(\d\d)[/.](\d\d)[/.](\d\d)$/.exec(v);
    return m ? `${Number(m[3]) >= 27 ? 19 : 20}${m[3]}-${m[2]}-${m[1]}` : birth22(v);
  };
  function ids27(r: Record<string, string>): Map<string, string> {
    const out = new Map<string, string>();
    for (const [k, v] of Object.entries(r)) {
      const scheme = SCHEMES.find((s) => K[s].has(k));
      if (scheme === undefined) continue;
      assert.ok(!out.has(scheme), `two ${scheme} values in one record: ${k}`);
      if (scheme === 'phone') out.set('phone', v.replace(/\D/g, '').slice(-9));
      else if (scheme === 'birth') out.set('birth', birth27t(v));
      else if (scheme === 'year') {
        assert.match(v, /^(19[4-9]\d|200[0-6])$/);
        out.set('year', v);
      } else out.set(scheme, T27.fold27(v).toUpperCase().replace(/[^A-Z0-9]/g, ''));
    }
    const b = out.get('birth');
    if (b !== undefined) {
      assert.ok(!out.has('year'), 'a birth and a year in one record');
      out.set('year', b.slice(0, 4));
    }
    return out;
  }
  const NUMBERS = ['callsign', 'pilot', 'fide', 'chess', 'staff', 'national', 'tax', 'pension'];
  const sharesNumber = (p: Row) => {
    const a = ids27(p.a);
    return [...ids27(p.b)].some(([s, v]) => NUMBERS.includes(s) && a.get(s) === v);
  };
  const disagrees = (p: Row, schemes: readonly string[]) => {
    const a = ids27(p.a);
    return [...ids27(p.b)].some(([s, v]) => schemes.includes(s) && a.has(s) && a.get(s) !== v);
  };
  const births = (p: Row) => [ids27(p.a).get('birth'), ids27(p.b).get('birth')];
  const years = (p: Row) => [ids27(p.a).get('year'), ids27(p.b).get('year')];

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout27.seed} generate`, () => {
    assert.equal(SETS.heldout27.seed, 2727);
    assert.equal(text, fresh);
    // Negative: another seed gives other bytes.
    assert.notEqual(fresh, toJsonl(buildPairs(T27.HELDOUT27_KINDS, 'persons-heldout27', SETS.heldout27.seed + 1)));
  });

  it('holds 780 pairs, half of each label, 130 per jurisdiction, 10 kinds of 78 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 780);
    assert.equal(T27.HELDOUT27_KINDS.length, 10);
    assert.equal(T27.HELDOUT27_KINDS.filter((k) => k.label === 'same').length, 5);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 130, j);
    assertKinds(pairs, T27.HELDOUT27_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS, ...T14.HELDOUT14_KINDS, ...T15.HELDOUT15_KINDS, ...T16.HELDOUT16_KINDS, ...T17.HELDOUT17_KINDS, ...T18.HELDOUT18_KINDS, ...T19.HELDOUT19_KINDS, ...T20.HELDOUT20_KINDS, ...T21.HELDOUT21_KINDS, ...T22.HELDOUT22_KINDS, ...T23.HELDOUT23_KINDS, ...T24.HELDOUT24_KINDS, ...T25.HELDOUT25_KINDS, ...T26.HELDOUT26_KINDS]);
    for (const k of T27.HELDOUT27_KINDS) assert.equal(of(k.kind).length, 78, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('the registered headers name one scheme each', () => {
    const all = SCHEMES.map((s) => K[s]);
    for (const [i, s] of all.entries()) {
      assert.ok(!s.has(''), 'an empty header is registered');
      for (const t of all.slice(i + 1)) for (const k of s) assert.ok(!t.has(k), k);
    }
    for (const s of SCHEMES) if (s !== 'tax') assert.ok(K[s].size > 0, s);
  });

  it('label honesty: a `same` pair shares a number, the phone or the whole birth date besides the name; nothing of the person disagrees', () => {
    for (const p of pairs.filter((x) => x.label === 'same')) {
      const [a, b] = [ids27(p.a), ids27(p.b)];
      assert.ok([...b].some(([s, v]) => s !== 'year' && a.get(s) === v), `${p.id}: nothing but the name (and a year) in common`);
      for (const s of b.keys()) if (a.has(s)) assert.equal(a.get(s), b.get(s), `${p.id}: ${s} disagrees`);
    }
  });

  it("label honesty: a `different` pair shares no own number or phone, tells its two people apart by a number or the whole birth and keeps its kind's promise", () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      assert.ok(!sharesNumber(p), `${p.id}: the two share a number`);
      assert.ok(disagrees(p, [...NUMBERS, 'birth']), `${p.id}: nothing on both sides tells the two apart`);
      const [a, b] = [ids27(p.a), ids27(p.b)];
      if (a.has('phone') && b.has('phone')) assert.notEqual(a.get('phone'), b.get('phone'), `${p.id}: one own phone`);
    }
    // Spouses: both records carry a call sign, and they are two.
    for (const p of of('diff_radio_amateurs_spouses_one_station_address')) {
      const [x, y] = [ids27(p.a).get('callsign'), ids27(p.b).get('callsign')];
      assert.ok(x !== undefined && y !== undefined && x !== y, `${p.id}: ${x} / ${y}`);
    }
    // Father and grown son: births 20 years apart or more wherever both are stated.
    let both = 0;
    for (const p of of('diff_pilots_father_and_grown_son_one_aero_club')) {
      const [x, y] = births(p);
      if (x === undefined || y === undefined) continue;
      both++;
      assert.ok(Math.abs(Number(x.slice(0, 4)) - Number(y.slice(0, 4))) >= 19, `${p.id}: ${x} ${y}`);
    }
    assert.ok(both >= 20, `only ${both} pilot pairs state both births`);
    // Twins: one year of birth wherever both records state one (the rating list always prints it), one date wherever both are whole.
    let twins = 0;
    for (const p of of('diff_chess_twins_one_club')) {
      const [u, v] = years(p);
      assert.ok(u !== undefined || v !== undefined, p.id);
      if (u === undefined || v === undefined) continue;
      twins++;
      assert.equal(u, v, p.id);
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.equal(x, y, p.id);
    }
    assert.ok(twins >= 20, `only ${twins} twin pairs state two years of birth`);
    // Brothers: births 1 to 12 years apart wherever both are stated; the payroll, when it quotes an order, quotes this one.
    const CASE = /^(Case No\.|CMS case \/ court ref\.|Aktenzeichen|N° RG \/ dossier|Zaaknummer|Nº de procedimiento|Sygn\. akt)$/;
    let quoted = 0;
    for (const p of of('diff_earnings_attachment_brothers_one_employer')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) {
        const gap = Math.abs(Number(x.slice(0, 4)) - Number(y.slice(0, 4)));
        assert.ok(gap >= 1 && gap <= 12, `${p.id}: ${x} ${y}`);
      }
      const caseNo = Object.entries(p.a).find(([k]) => CASE.test(k))?.[1];
      assert.ok(caseNo !== undefined, `${p.id}: the order has no case number`);
      if (Object.values(p.b).includes(caseNo)) quoted++;
    }
    assert.ok(quoted >= 20, `only ${quoted} payroll lines quote the one order`);
    // Namesake claimants: the claim quotes the listed account at times; births two wherever both are stated.
    const ACCOUNT = /^(Account \/ policy no\. \(as listed\)|Konto \/ Vertrag|Compte \/ contrat|Rekening \/ polis|Cuenta \/ póliza|Nr rachunku \/ polisy)$/;
    let listed = 0;
    for (const p of of('diff_unclaimed_asset_namesake_claimant')) {
      const acc = Object.entries(p.b).find(([k]) => ACCOUNT.test(k))?.[1];
      if (acc !== undefined && Object.values(p.a).includes(acc)) listed++;
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.notEqual(x, y, p.id);
    }
    assert.ok(listed >= 20, `only ${listed} claims quote the listed account`);
  });

  it('building blocks: pension insurance number and IBAN check digits, the two-digit year, the year-only rule', () => {
    // The German pension insurance number, checked here on its own: the letter as its two-digit place in the alphabet,
    // weights 2 1 2 5 7 1 2 1 2 1 2 1, the digit sums of the products, mod 10; the birth date inside is the record's.
    let rv = 0;
    for (const p of pairs) {
      for (const r of [p.a, p.b]) {
        const v = r['SV-Nummer'];
        if (v === undefined) continue;
        const d = v.replace(/\s/g, '');
        assert.match(d, /^\d{8}[A-Z]\d{3}$/, v);
        const digits = `${d.slice(0, 8)}${String(d.charCodeAt(8) - 64).padStart(2, '0')}${d.slice(9, 11)}`;
        const sum = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1].reduce((s, w, i) => s + Math.floor((w * Number(digits[i])) / 10) + ((w * Number(digits[i])) % 10), 0);
        assert.equal(sum % 10, Number(d[11]), v);
        const born = r['Geb.-Datum'];
        if (born !== undefined) assert.equal(birth27t(born).slice(2).replace(/-/g, ''), `${d.slice(6, 8)}${d.slice(4, 6)}${d.slice(2, 4)}`, v);
        rv++;
      }
    }
    assert.ok(rv >= 1, 'no pension number in the set');
    const c = new Ctx(2727);
    for (let i = 0; i < 40; i++) {
      const d = T27.rvnr27(c, T27.newPerson27(c, 'DE'));
      const digits = `${d.slice(0, 8)}${String(d.charCodeAt(8) - 64).padStart(2, '0')}${d.slice(9, 11)}`;
      const sum = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1].reduce((s, w, j) => s + Math.floor((w * Number(digits[j])) / 10) + ((w * Number(digits[j])) % 10), 0);
      assert.equal(sum % 10, Number(d[11]), d);
    }
    // Every IBAN in the set is valid (mod 97 = 1), and the known sample of the IBAN standard comes out.
    let ibans = 0;
    for (const p of pairs) {
      for (const r of [p.a, p.b]) {
        for (const v of Object.values(r)) {
          const d = v.replace(/\s/g, '');
          if (!/^(DE|FR|NL|ES|PL)\d\d[A-Z0-9]{12,30}$/.test(d)) continue;
          const n = [...`${d.slice(4)}${d.slice(0, 4)}`].map((ch) => (/\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55))).join('');
          assert.equal(BigInt(n) % 97n, 1n, v);
          ibans++;
        }
      }
    }
    assert.ok(ibans >= 20, `only ${ibans} IBANs`);
    assert.equal(T27.iban27('DE', '370400440532013000'), 'DE89370400440532013000');
    // Two-digit years: 27–99 are 19xx, 00–26 are 20xx (everyone in the set is born 1945–2006).
    assert.equal(T27.birth27('12.03.87'), '1987-03-12');
    assert.equal(T27.birth27('05/11/03'), '2003-11-05');
    // Negative: the policy check refuses a `same` pair that agrees on the year of birth alone, and one whose births disagree.
    assert.equal(T27.keeps27('same', { 'B-day': '1980' }, { 'Date of birth': '01/02/1980' }), false);
    assert.equal(T27.keeps27('same', { 'Date of Birth': '01/02/1980' }, { 'Date of birth': '02/01/1980' }), false);
    assert.equal(T27.keeps27('same', { 'Date of Birth': '01/02/80' }, { 'Date of birth': '01/02/1980' }), true);
  });
});

// Set 28 (templates-heldout28.ts): as set 27, the headers under which a record writes its person's own identifiers are the
// ones the set's writers registered in KEYS28 while the set was generated, by scheme: a diver number, a stem cell donor
// number, a skipper licence number, a lifeguard qualification number, an electrician's registration number, a national
// number, the person's phone (to its last nine digits), the whole birth date, and the year of birth alone (a whole birth
// gives its year too). Emergency contacts, clients, firms and their phones, boats, berths, drives, kits and staff numbers
// sit under other headers, unregistered.
describe('held-out set persons-heldout28', () => {
  // Generating the set registers its writers' headers in KEYS28 (the writers name each key as they write it).
  const fresh = SETS.heldout28.jsonl();
  const text = readFileSync(SETS.heldout28.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout28.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);
  const K = T28.KEYS28;
  const SCHEMES = ['diver', 'donor', 'skipper', 'lifeguard', 'engineer', 'national', 'phone', 'birth', 'year'] as const;
  // The test reads the records on its own (birth22, and a two-digit year day first as 27–99 → 19yy, 00–26 → 20yy).
  const birth28t = (v: string) => {
    const m = /^(\d\d)[/.](\d\d)[/.](\d\d)$/.exec(v);
    return m ? `${Number(m[3]) >= 27 ? 19 : 20}${m[3]}-${m[2]}-${m[1]}` : birth22(v);
  };
  function ids28(r: Record<string, string>): Map<string, string> {
    const out = new Map<string, string>();
    for (const [k, v] of Object.entries(r)) {
      const scheme = SCHEMES.find((s) => K[s].has(k));
      if (scheme === undefined) continue;
      assert.ok(!out.has(scheme), `two ${scheme} values in one record: ${k}`);
      if (scheme === 'phone') out.set('phone', v.replace(/\D/g, '').slice(-9));
      else if (scheme === 'birth') out.set('birth', birth28t(v));
      else if (scheme === 'year') {
        assert.match(v, /^(19[4-9]\d|200[0-6])$/);
        out.set('year', v);
      } else out.set(scheme, T28.fold28(v).toUpperCase().replace(/[^A-Z0-9]/g, ''));
    }
    const b = out.get('birth');
    if (b !== undefined) {
      assert.ok(!out.has('year'), 'a birth and a year in one record');
      out.set('year', b.slice(0, 4));
    }
    return out;
  }
  const NUMBERS = ['diver', 'donor', 'skipper', 'lifeguard', 'engineer', 'national'];
  const sharesNumber = (p: Row) => {
    const a = ids28(p.a);
    return [...ids28(p.b)].some(([s, v]) => NUMBERS.includes(s) && a.get(s) === v);
  };
  const disagrees = (p: Row, schemes: readonly string[]) => {
    const a = ids28(p.a);
    return [...ids28(p.b)].some(([s, v]) => schemes.includes(s) && a.has(s) && a.get(s) !== v);
  };
  const births = (p: Row) => [ids28(p.a).get('birth'), ids28(p.b).get('birth')];
  const gap = (x: string, y: string) => Math.abs(Number(x.slice(0, 4)) - Number(y.slice(0, 4)));

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout28.seed} generate`, () => {
    assert.equal(SETS.heldout28.seed, 2828);
    assert.equal(text, fresh);
    // Negative: another seed gives other bytes.
    assert.notEqual(fresh, toJsonl(buildPairs(T28.HELDOUT28_KINDS, 'persons-heldout28', SETS.heldout28.seed + 1)));
  });

  it('holds 780 pairs, half of each label, 130 per jurisdiction, 10 kinds of 78 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 780);
    assert.equal(T28.HELDOUT28_KINDS.length, 10);
    assert.equal(T28.HELDOUT28_KINDS.filter((k) => k.label === 'same').length, 5);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 130, j);
    assertKinds(pairs, T28.HELDOUT28_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS, ...T14.HELDOUT14_KINDS, ...T15.HELDOUT15_KINDS, ...T16.HELDOUT16_KINDS, ...T17.HELDOUT17_KINDS, ...T18.HELDOUT18_KINDS, ...T19.HELDOUT19_KINDS, ...T20.HELDOUT20_KINDS, ...T21.HELDOUT21_KINDS, ...T22.HELDOUT22_KINDS, ...T23.HELDOUT23_KINDS, ...T24.HELDOUT24_KINDS, ...T25.HELDOUT25_KINDS, ...T26.HELDOUT26_KINDS, ...T27.HELDOUT27_KINDS]);
    for (const k of T28.HELDOUT28_KINDS) assert.equal(of(k.kind).length, 78, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('the registered headers name one scheme each', () => {
    const all = SCHEMES.map((s) => K[s]);
    for (const [i, s] of all.entries()) {
      assert.ok(!s.has(''), 'an empty header is registered');
      for (const t of all.slice(i + 1)) for (const k of s) assert.ok(!t.has(k), k);
    }
    for (const s of SCHEMES) assert.ok(K[s].size > 0, s);
  });

  it('label honesty: a `same` pair shares a number, the phone or the whole birth date besides the name; nothing of the person disagrees', () => {
    for (const p of pairs.filter((x) => x.label === 'same')) {
      const [a, b] = [ids28(p.a), ids28(p.b)];
      assert.ok([...b].some(([s, v]) => s !== 'year' && a.get(s) === v), `${p.id}: nothing but the name (and a year) in common`);
      for (const s of b.keys()) if (a.has(s)) assert.equal(a.get(s), b.get(s), `${p.id}: ${s} disagrees`);
    }
  });

  it("label honesty: a `different` pair shares no own number or phone, tells its two people apart by a number or the whole birth and keeps its kind's promise", () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      assert.ok(!sharesNumber(p), `${p.id}: the two share a number`);
      assert.ok(disagrees(p, [...NUMBERS, 'birth']), `${p.id}: nothing on both sides tells the two apart`);
      const [a, b] = [ids28(p.a), ids28(p.b)];
      if (a.has('phone') && b.has('phone')) assert.notEqual(a.get('phone'), b.get('phone'), `${p.id}: one own phone`);
    }
    // Mother and grown daughter: births 19 years apart or more wherever both are stated.
    let both = 0;
    for (const p of of('diff_divers_mother_and_grown_daughter_one_booking')) {
      const [x, y] = births(p);
      if (x === undefined || y === undefined) continue;
      both++;
      assert.ok(gap(x, y) >= 19, `${p.id}: ${x} ${y}`);
    }
    assert.ok(both >= 20, `only ${both} diver pairs state both births`);
    // Sisters: births up to 10 years apart and never one date wherever both are stated.
    both = 0;
    for (const p of of('diff_stem_cell_donor_sisters_one_drive')) {
      const [x, y] = births(p);
      if (x === undefined || y === undefined) continue;
      both++;
      assert.ok(gap(x, y) <= 10 && x !== y, `${p.id}: ${x} ${y}`);
    }
    assert.ok(both >= 20, `only ${both} donor pairs state both births`);
    // Twins: one birth date wherever both records state it.
    both = 0;
    for (const p of of('diff_skipper_twins_one_boat_one_berth')) {
      const [x, y] = births(p);
      if (x === undefined || y === undefined) continue;
      both++;
      assert.equal(x, y, p.id);
    }
    assert.ok(both >= 20, `only ${both} twin pairs state two births`);
    // Namesakes: never one birth wherever both are stated.
    for (const p of of('diff_lifeguard_namesakes_one_season_roster')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.notEqual(x, y, p.id);
    }
    // Father and son: both registration numbers stated (and two) in most pairs.
    let regs = 0;
    for (const p of of('diff_electricians_father_and_grown_son_one_contracting_firm')) {
      const [x, y] = [ids28(p.a).get('engineer'), ids28(p.b).get('engineer')];
      if (x !== undefined && y !== undefined) regs++;
    }
    assert.ok(regs >= 50, `only ${regs} electrician pairs state both registrations`);
  });

  it('building blocks: check digits of the national numbers, the two-digit year, the year-only rule', () => {
    // South African ID numbers (Luhn) and PESEL (weights 1 3 7 9) wherever a record states one.
    const luhn = (d: string) => [...d].reverse().reduce((s, ch, i) => s + (i % 2 === 1 ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][Number(ch)]! : Number(ch)), 0) % 10 === 0;
    let za = 0;
    let pl = 0;
    for (const p of pairs) {
      for (const r of [p.a, p.b]) {
        for (const [k, v] of Object.entries(r)) {
          if (!K.national.has(k)) continue;
          const d = v.replace(/\s/g, '');
          if (p.jurisdiction === 'ZA' && /^\d{13}$/.test(d)) {
            assert.ok(luhn(d), v);
            za++;
          }
          if (/^PESEL|^Nr PESEL/.test(k) && /^\d{11}$/.test(d)) {
            const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
            assert.equal((10 - (w.reduce((s, x, i) => s + x * Number(d[i]), 0) % 10)) % 10, Number(d[10]), v);
            pl++;
          }
        }
      }
    }
    assert.ok(za >= 5, `only ${za} South African ID numbers`);
    assert.ok(pl >= 1, 'no PESEL in the set');
    // Two-digit years: 27–99 are 19xx, 00–26 are 20xx (everyone in the set is born 1945–2006).
    assert.equal(T28.birth28('12.03.87'), '1987-03-12');
    assert.equal(T28.birth28('05/11/03'), '2003-11-05');
    // Negative: the policy check refuses a `same` pair that agrees on the year of birth alone, and one whose births disagree.
    assert.equal(T28.keeps28('same', { 'Year of birth': '1980' }, { 'Date of Birth': '01/02/1980' }), false);
    assert.equal(T28.keeps28('same', { 'Date of Birth': '01/02/1980' }, { DOB: '02/01/1980' }), false);
    assert.equal(T28.keeps28('same', { 'Date of Birth': '01/02/80' }, { DOB: '01/02/1980' }), true);
    // Negative: a `different` pair with one diver number is refused.
    assert.equal(T28.keeps28('different', { 'Diver #': '1401NG9023' }, { 'Cert no.': '1401NG9023', DOB: '01/02/1980' }), false);
  });
});

// Set 29 (templates-heldout29.ts): as set 28, the headers under which a record writes its person's own identifiers are the
// ones the set's writers registered in KEYS29 while the set was generated, by scheme: a teacher registration number, a
// taxi driver's badge / licence number, an apiary registration number, a midwife's registration number, a tourist guide's
// licence number, a national
// number, the person's phone (to its last nine digits), the whole birth date, and the year of birth alone (a whole birth
// gives its year too). A notification's mother and baby, a tour sheet's driver and his phone, a farm landline, plates,
// staff, member and supplier numbers sit under other headers, unregistered.
describe('held-out set persons-heldout29', () => {
  // Generating the set registers its writers' headers in KEYS29 (the writers name each key as they write it).
  const fresh = SETS.heldout29.jsonl();
  const text = readFileSync(SETS.heldout29.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout29.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);
  const K = T29.KEYS29;
  const SCHEMES = ['teacher', 'taxi', 'bee', 'midwife', 'guide', 'national', 'phone', 'birth', 'year'] as const;
  // The test reads the records on its own (birth22, and a two-digit year day first as 27–99 → 19yy, 00–26 → 20yy).
  const birth29t = (v: string) => {
    const m = /^(\d\d)[/.](\d\d)[/.](\d\d)$/.exec(v);
    return m ? `${Number(m[3]) >= 27 ? 19 : 20}${m[3]}-${m[2]}-${m[1]}` : birth22(v);
  };
  function ids29(r: Record<string, string>): Map<string, string> {
    const out = new Map<string, string>();
    for (const [k, v] of Object.entries(r)) {
      const scheme = SCHEMES.find((s) => K[s].has(k));
      if (scheme === undefined) continue;
      assert.ok(!out.has(scheme), `two ${scheme} values in one record: ${k}`);
      if (scheme === 'phone') out.set('phone', v.replace(/\D/g, '').slice(-9));
      else if (scheme === 'birth') out.set('birth', birth29t(v));
      else if (scheme === 'year') {
        assert.match(v, /^(19[4-9]\d|200[0-6])$/);
        out.set('year', v);
      } else out.set(scheme, T29.fold29(v).toUpperCase().replace(/[^A-Z0-9]/g, ''));
    }
    const b = out.get('birth');
    if (b !== undefined) {
      assert.ok(!out.has('year'), 'a birth and a year in one record');
      out.set('year', b.slice(0, 4));
    }
    return out;
  }
  const NUMBERS = ['teacher', 'taxi', 'bee', 'midwife', 'guide', 'national'];
  const sharesNumber = (p: Row) => {
    const a = ids29(p.a);
    return [...ids29(p.b)].some(([s, v]) => NUMBERS.includes(s) && a.get(s) === v);
  };
  const disagrees = (p: Row, schemes: readonly string[]) => {
    const a = ids29(p.a);
    return [...ids29(p.b)].some(([s, v]) => schemes.includes(s) && a.has(s) && a.get(s) !== v);
  };
  const births = (p: Row) => [ids29(p.a).get('birth'), ids29(p.b).get('birth')];
  const gap = (x: string, y: string) => Math.abs(Number(x.slice(0, 4)) - Number(y.slice(0, 4)));

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout29.seed} generate`, () => {
    assert.equal(SETS.heldout29.seed, 2929);
    assert.equal(text, fresh);
    // Negative: another seed gives other bytes.
    assert.notEqual(fresh, toJsonl(buildPairs(T29.HELDOUT29_KINDS, 'persons-heldout29', SETS.heldout29.seed + 1)));
  });

  it('holds 600 pairs, half of each label, 100 per jurisdiction, 10 kinds of 60 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 600);
    assert.equal(T29.HELDOUT29_KINDS.length, 10);
    assert.equal(T29.HELDOUT29_KINDS.filter((k) => k.label === 'same').length, 5);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 100, j);
    assertKinds(pairs, T29.HELDOUT29_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS, ...T14.HELDOUT14_KINDS, ...T15.HELDOUT15_KINDS, ...T16.HELDOUT16_KINDS, ...T17.HELDOUT17_KINDS, ...T18.HELDOUT18_KINDS, ...T19.HELDOUT19_KINDS, ...T20.HELDOUT20_KINDS, ...T21.HELDOUT21_KINDS, ...T22.HELDOUT22_KINDS, ...T23.HELDOUT23_KINDS, ...T24.HELDOUT24_KINDS, ...T25.HELDOUT25_KINDS, ...T26.HELDOUT26_KINDS, ...T27.HELDOUT27_KINDS, ...T28.HELDOUT28_KINDS]);
    for (const k of T29.HELDOUT29_KINDS) assert.equal(of(k.kind).length, 60, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('the registered headers name one scheme each', () => {
    const all = SCHEMES.map((s) => K[s]);
    for (const [i, s] of all.entries()) {
      assert.ok(!s.has(''), 'an empty header is registered');
      for (const t of all.slice(i + 1)) for (const k of s) assert.ok(!t.has(k), k);
    }
    for (const s of SCHEMES) assert.ok(K[s].size > 0, s);
  });

  it('label honesty: a `same` pair shares a number, the phone or the whole birth date besides the name; nothing of the person disagrees', () => {
    for (const p of pairs.filter((x) => x.label === 'same')) {
      const [a, b] = [ids29(p.a), ids29(p.b)];
      assert.ok([...b].some(([s, v]) => s !== 'year' && a.get(s) === v), `${p.id}: nothing but the name (and a year) in common`);
      for (const s of b.keys()) if (a.has(s)) assert.equal(a.get(s), b.get(s), `${p.id}: ${s} disagrees`);
    }
  });

  it("label honesty: a `different` pair shares no own number or phone, tells its two people apart by a number or the whole birth and keeps its kind's promise", () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      assert.ok(!sharesNumber(p), `${p.id}: the two share a number`);
      assert.ok(disagrees(p, [...NUMBERS, 'birth']), `${p.id}: nothing on both sides tells the two apart`);
      const [a, b] = [ids29(p.a), ids29(p.b)];
      if (a.has('phone') && b.has('phone')) assert.notEqual(a.get('phone'), b.get('phone'), `${p.id}: one own phone`);
    }
    // Namesake teachers and guides: never one birth wherever both are stated.
    for (const p of [...of('diff_teacher_namesakes_two_schools_one_town'), ...of('diff_tourist_guide_namesakes_one_town')]) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.notEqual(x, y, p.id);
    }
    // Father and son drivers: births 18 years apart or more wherever both are stated.
    let both = 0;
    for (const p of of('diff_taxi_father_and_son_one_name_one_rank')) {
      const [x, y] = births(p);
      if (x === undefined || y === undefined) continue;
      both++;
      assert.ok(gap(x, y) >= 18, `${p.id}: ${x} ${y}`);
    }
    assert.ok(both >= 10, `only ${both} driver pairs state both births`);
    // Twin midwives: one birth date wherever both records state it, and both registration numbers stated.
    for (const p of of('diff_midwife_twin_sisters_one_maternity_unit')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.equal(x, y, p.id);
      assert.ok(ids29(p.a).has('midwife') && ids29(p.b).has('midwife'), p.id);
    }
    // Beekeeper spouses: one family e-mail on the supplier list.
    for (const p of of('diff_beekeeper_spouses_one_farm_shared_email_and_landline')) assert.ok(Object.values(p.b).some((v) => /@/.test(v)), p.id);
  });

  it('building blocks: check digits of the national numbers, the two-digit year, the year-only rule', () => {
    // South African ID numbers (Luhn) and PESEL (weights 1 3 7 9) wherever a record states one.
    const luhn = (d: string) => [...d].reverse().reduce((s, ch, i) => s + (i % 2 === 1 ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][Number(ch)]! : Number(ch)), 0) % 10 === 0;
    let za = 0;
    let pl = 0;
    for (const p of pairs) {
      for (const r of [p.a, p.b]) {
        for (const [k, v] of Object.entries(r)) {
          if (!K.national.has(k)) continue;
          const d = v.replace(/\s/g, '');
          if (p.jurisdiction === 'ZA' && /^\d{13}$/.test(d)) {
            assert.ok(luhn(d), v);
            za++;
          }
          if (/^PESEL|^Nr PESEL/.test(k) && /^\d{11}$/.test(d)) {
            const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
            assert.equal((10 - (w.reduce((s, x, i) => s + x * Number(d[i]), 0) % 10)) % 10, Number(d[10]), v);
            pl++;
          }
        }
      }
    }
    assert.ok(za >= 5, `only ${za} South African ID numbers`);
    assert.ok(pl >= 1, 'no PESEL in the set');
    // Two-digit years: 27–99 are 19xx, 00–26 are 20xx (everyone in the set is born 1945–2006).
    assert.equal(T29.birth29('12.03.87'), '1987-03-12');
    assert.equal(T29.birth29('05/11/03'), '2003-11-05');
    // Negative: the policy check refuses a `same` pair that agrees on the year of birth alone, and one whose births disagree.
    assert.equal(T29.keeps29('same', { 'Year of birth': '1980' }, { 'Date of Birth': '01/02/1980' }), false);
    assert.equal(T29.keeps29('same', { 'Date of Birth': '01/02/1980' }, { DOB: '02/01/1980' }), false);
    assert.equal(T29.keeps29('same', { 'Date of Birth': '01/02/80' }, { DOB: '01/02/1980' }), true);
    // Negative: a `different` pair with one teacher registration number is refused.
    assert.equal(T29.keeps29('different', { 'Registration No.': 'TRCN/2015/123456' }, { 'Reg. No.': 'TRCN 2015 123456', DOB: '01/02/1980' }), false);
  });
});
// Set 30 (templates-heldout30.ts): as set 29, the headers under which a record writes its person's own identifiers are the
// ones the set's writers registered in KEYS30 while the set was generated, by scheme: an interpreter's, an architect's, a
// pharmacist's register number, a boxing licence, an estate agent's registration, a national number, the person's phone
// (to its last nine digits), her own e-mail, the whole birth date, and the year of birth alone (a whole birth gives its
// year too). A hearing's accused, a permit's owner, a tenancy's landlord and tenant, a bout's opponent and the manager's
// phone, a practice / pharmacy / agency line and a shop's or family's mailbox sit under other headers, unregistered.
describe('held-out set persons-heldout30', () => {
  // Generating the set registers its writers' headers in KEYS30 (the writers name each key as they write it).
  const fresh = SETS.heldout30.jsonl();
  const text = readFileSync(SETS.heldout30.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout30.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);
  const K = T30.KEYS30;
  const SCHEMES = ['interpreter', 'architect', 'pharmacist', 'boxer', 'agent', 'national', 'phone', 'email', 'birth', 'year'] as const;
  // The test reads the records on its own (birth22, and a two-digit year day first as 27–99 → 19yy, 00–26 → 20yy).
  const birth30t = (v: string) => {
    const m = /^(\d\d)[/.](\d\d)[/.](\d\d)$/.exec(v);
    return m ? `${Number(m[3]) >= 27 ? 19 : 20}${m[3]}-${m[2]}-${m[1]}` : birth22(v);
  };
  function ids30(r: Record<string, string>): Map<string, string> {
    const out = new Map<string, string>();
    for (const [k, v] of Object.entries(r)) {
      const scheme = SCHEMES.find((s) => K[s].has(k));
      if (scheme === undefined) continue;
      assert.ok(!out.has(scheme), `two ${scheme} values in one record: ${k}`);
      if (scheme === 'phone') out.set('phone', v.replace(/\D/g, '').slice(-9));
      else if (scheme === 'email') out.set('email', v.trim().toLowerCase());
      else if (scheme === 'birth') out.set('birth', birth30t(v));
      else if (scheme === 'year') {
        assert.match(v, /^(19[4-9]\d|200[0-6])$/);
        out.set('year', v);
      } else out.set(scheme, T30.fold30(v).toUpperCase().replace(/[^A-Z0-9]/g, ''));
    }
    const b = out.get('birth');
    if (b !== undefined) {
      assert.ok(!out.has('year'), 'a birth and a year in one record');
      out.set('year', b.slice(0, 4));
    }
    return out;
  }
  const NUMBERS = ['interpreter', 'architect', 'pharmacist', 'boxer', 'agent', 'national'];
  const sharesNumber = (p: Row) => {
    const a = ids30(p.a);
    return [...ids30(p.b)].some(([s, v]) => NUMBERS.includes(s) && a.get(s) === v);
  };
  const disagrees = (p: Row, schemes: readonly string[]) => {
    const a = ids30(p.a);
    return [...ids30(p.b)].some(([s, v]) => schemes.includes(s) && a.has(s) && a.get(s) !== v);
  };
  const births = (p: Row) => [ids30(p.a).get('birth'), ids30(p.b).get('birth')];
  const gap = (x: string, y: string) => Math.abs(Number(x.slice(0, 4)) - Number(y.slice(0, 4)));

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout30.seed} generate`, () => {
    assert.equal(SETS.heldout30.seed, 3030);
    assert.equal(text, fresh);
    // Negative: another seed gives other bytes.
    assert.notEqual(fresh, toJsonl(buildPairs(T30.HELDOUT30_KINDS, 'persons-heldout30', SETS.heldout30.seed + 1)));
  });

  it('holds 600 pairs, half of each label, 100 per jurisdiction, 10 kinds of 60 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 600);
    assert.equal(T30.HELDOUT30_KINDS.length, 10);
    assert.equal(T30.HELDOUT30_KINDS.filter((k) => k.label === 'same').length, 5);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 100, j);
    assertKinds(pairs, T30.HELDOUT30_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS, ...T14.HELDOUT14_KINDS, ...T15.HELDOUT15_KINDS, ...T16.HELDOUT16_KINDS, ...T17.HELDOUT17_KINDS, ...T18.HELDOUT18_KINDS, ...T19.HELDOUT19_KINDS, ...T20.HELDOUT20_KINDS, ...T21.HELDOUT21_KINDS, ...T22.HELDOUT22_KINDS, ...T23.HELDOUT23_KINDS, ...T24.HELDOUT24_KINDS, ...T25.HELDOUT25_KINDS, ...T26.HELDOUT26_KINDS, ...T27.HELDOUT27_KINDS, ...T28.HELDOUT28_KINDS, ...T29.HELDOUT29_KINDS]);
    for (const k of T30.HELDOUT30_KINDS) assert.equal(of(k.kind).length, 60, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('the registered headers name one scheme each', () => {
    const all = SCHEMES.map((s) => K[s]);
    for (const [i, s] of all.entries()) {
      assert.ok(!s.has(''), 'an empty header is registered');
      for (const t of all.slice(i + 1)) for (const k of s) assert.ok(!t.has(k), k);
    }
    for (const s of SCHEMES) assert.ok(K[s].size > 0, s);
  });

  it('label honesty: a `same` pair shares a number, the phone, the own e-mail or the whole birth date besides the name; nothing of the person disagrees', () => {
    for (const p of pairs.filter((x) => x.label === 'same')) {
      const [a, b] = [ids30(p.a), ids30(p.b)];
      assert.ok([...b].some(([s, v]) => s !== 'year' && a.get(s) === v), `${p.id}: nothing but the name (and a year) in common`);
      for (const s of b.keys()) if (a.has(s)) assert.equal(a.get(s), b.get(s), `${p.id}: ${s} disagrees`);
    }
  });

  it("label honesty: a `different` pair shares no own number, phone or e-mail, tells its two people apart by a number or the whole birth and keeps its kind's promise", () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      assert.ok(!sharesNumber(p), `${p.id}: the two share a number`);
      assert.ok(disagrees(p, [...NUMBERS, 'birth']), `${p.id}: nothing on both sides tells the two apart`);
      const [a, b] = [ids30(p.a), ids30(p.b)];
      if (a.has('phone') && b.has('phone')) assert.notEqual(a.get('phone'), b.get('phone'), `${p.id}: one own phone`);
      if (a.has('email') && b.has('email')) assert.notEqual(a.get('email'), b.get('email'), `${p.id}: one own e-mail`);
    }
    // Namesake interpreters: never one birth wherever both are stated.
    for (const p of of('diff_court_interpreter_namesakes_one_court_one_language')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.notEqual(x, y, p.id);
    }
    // Father and son architects, mother and daughter agents: births 20 years apart or more wherever both are stated.
    for (const p of [...of('diff_architect_father_and_son_one_name_one_practice'), ...of('diff_estate_agent_mother_and_daughter_one_name_one_agency')]) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.ok(gap(x, y) >= 20, `${p.id}: ${x} ${y}`);
    }
    // Twin boxers: one birth date wherever both records state it, one year wherever one states a year, both licences stated.
    for (const p of of('diff_boxer_twin_brothers_one_card_one_gym')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.equal(x, y, p.id);
      assert.equal(ids30(p.a).get('year') ?? ids30(p.b).get('year'), ids30(p.b).get('year') ?? ids30(p.a).get('year'), p.id);
      assert.ok(ids30(p.a).has('boxer') && ids30(p.b).has('boxer'), p.id);
    }
    // Pharmacist spouses: one premises line on the premises record; the shop's or family's mailbox there at times.
    let mailbox = 0;
    for (const p of of('diff_pharmacist_spouses_one_pharmacy_shared_landline_and_email')) if (Object.values(p.b).some((v) => /@/.test(v))) mailbox++;
    assert.ok(mailbox >= 15, `only ${mailbox} spouse pairs show the shared mailbox`);
  });

  it('building blocks: check digits of the national numbers, the two-digit year, the year-only rule', () => {
    // South African ID numbers (Luhn) and PESEL (weights 1 3 7 9) wherever a record states one.
    const luhn = (d: string) => [...d].reverse().reduce((s, ch, i) => s + (i % 2 === 1 ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][Number(ch)]! : Number(ch)), 0) % 10 === 0;
    let za = 0;
    let pl = 0;
    for (const p of pairs) {
      for (const r of [p.a, p.b]) {
        for (const [k, v] of Object.entries(r)) {
          if (!K.national.has(k)) continue;
          const d = v.replace(/\s/g, '');
          if (p.jurisdiction === 'ZA' && /^\d{13}$/.test(d)) {
            assert.ok(luhn(d), v);
            za++;
          }
          if (/^PESEL|^Nr PESEL/.test(k) && /^\d{11}$/.test(d)) {
            const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
            assert.equal((10 - (w.reduce((s, x, i) => s + x * Number(d[i]), 0) % 10)) % 10, Number(d[10]), v);
            pl++;
          }
        }
      }
    }
    assert.ok(za >= 5, `only ${za} South African ID numbers`);
    assert.ok(pl >= 1, 'no PESEL in the set');
    // Two-digit years: 27–99 are 19xx, 00–26 are 20xx (everyone in the set is born 1945–2006).
    assert.equal(T30.birth30('12.03.87'), '1987-03-12');
    assert.equal(T30.birth30('05/11/03'), '2003-11-05');
    // Negative: the policy check refuses a `same` pair that agrees on the year of birth alone, and one whose births disagree.
    assert.equal(T30.keeps30('same', { 'Year of birth': '1980' }, { 'Date of Birth': '01/02/1980' }), false);
    assert.equal(T30.keeps30('same', { 'Date of Birth': '01/02/1980' }, { DOB: '02/01/1980' }), false);
    assert.equal(T30.keeps30('same', { 'Date of Birth': '01/02/80' }, { DOB: '01/02/1980' }), true);
    // Negative: a `different` pair with one pharmacist registration number is refused.
    assert.equal(T30.keeps30('different', { 'Registration No.': 'PCN/FP/12345' }, { 'Pharmacist Reg. No.': 'PCN FP 12345', DOB: '01/02/1980' }), false);
    // Negative: a `different` pair with one own e-mail is refused.
    assert.equal(T30.keeps30('different', { 'Registration No.': 'PCN/FP/12345', Email: 'a.b@mail.test' }, { 'Pharmacist Reg. No.': 'PCN/FP/54321', 'E-mail': 'A.B@mail.test' }), false);
  });
});

// Set 31 (templates-heldout31.ts): as set 30, the headers under which a record writes its person's own identifiers are the
// ones the set's writers registered in KEYS31 while the set was generated, by scheme: an auditor's, a valuer's register
// number, a golf handicap id, a customs agent's licence, a doctor's registration, a national number, the person's phone
// (to its last nine digits), her own e-mail, the whole birth date, and the year of birth alone (a whole birth gives its
// year too). An audited company and its director, a valuation's borrower, a scorecard's marker, a declaration's importer
// and the firm's TIN / EORI, a sick note's patient and the patient's birth, a firm's / clinic's line and mailbox, and a
// household's landline and address sit under other headers, unregistered.
describe('held-out set persons-heldout31', () => {
  // Generating the set registers its writers' headers in KEYS31 (the writers name each key as they write it).
  const fresh = SETS.heldout31.jsonl();
  const text = readFileSync(SETS.heldout31.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout31.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);
  const K = T31.KEYS31;
  const SCHEMES = ['auditor', 'valuer', 'golfer', 'customs', 'doctor', 'national', 'phone', 'email', 'birth', 'year'] as const;
  // The test reads the records on its own (birth22, and a two-digit year day first as 27–99 → 19yy, 00–26 → 20yy).
  const birth31t = (v: string) => {
    const m = /^(\d\d)[/.](\d\d)[/.](\d\d)$/.exec(v);
    return m ? `${Number(m[3]) >= 27 ? 19 : 20}${m[3]}-${m[2]}-${m[1]}` : birth22(v);
  };
  function ids31(r: Record<string, string>): Map<string, string> {
    const out = new Map<string, string>();
    for (const [k, v] of Object.entries(r)) {
      const scheme = SCHEMES.find((s) => K[s].has(k));
      if (scheme === undefined) continue;
      assert.ok(!out.has(scheme), `two ${scheme} values in one record: ${k}`);
      if (scheme === 'phone') out.set('phone', v.replace(/\D/g, '').slice(-9));
      else if (scheme === 'email') out.set('email', v.trim().toLowerCase());
      else if (scheme === 'birth') out.set('birth', birth31t(v));
      else if (scheme === 'year') {
        assert.match(v, /^(19[4-9]\d|200[0-6])$/);
        out.set('year', v);
      } else out.set(scheme, T31.fold31(v).toUpperCase().replace(/[^A-Z0-9]/g, ''));
    }
    const b = out.get('birth');
    if (b !== undefined) {
      assert.ok(!out.has('year'), 'a birth and a year in one record');
      out.set('year', b.slice(0, 4));
    }
    return out;
  }
  const NUMBERS = ['auditor', 'valuer', 'golfer', 'customs', 'doctor', 'national'];
  const sharesNumber = (p: Row) => {
    const a = ids31(p.a);
    return [...ids31(p.b)].some(([s, v]) => NUMBERS.includes(s) && a.get(s) === v);
  };
  const disagrees = (p: Row, schemes: readonly string[]) => {
    const a = ids31(p.a);
    return [...ids31(p.b)].some(([s, v]) => schemes.includes(s) && a.has(s) && a.get(s) !== v);
  };
  const births = (p: Row) => [ids31(p.a).get('birth'), ids31(p.b).get('birth')];
  const gap = (x: string, y: string) => Math.abs(Number(x.slice(0, 4)) - Number(y.slice(0, 4)));
  const values = (r: Record<string, string>) => new Set(Object.values(r));

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout31.seed} generate`, () => {
    assert.equal(SETS.heldout31.seed, 3131);
    assert.equal(text, fresh);
    // Negative: another seed gives other bytes.
    assert.notEqual(fresh, toJsonl(buildPairs(T31.HELDOUT31_KINDS, 'persons-heldout31', SETS.heldout31.seed + 1)));
  });

  it('holds 600 pairs, half of each label, 100 per jurisdiction, 10 kinds of 60 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 600);
    assert.equal(T31.HELDOUT31_KINDS.length, 10);
    assert.equal(T31.HELDOUT31_KINDS.filter((k) => k.label === 'same').length, 5);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 100, j);
    assertKinds(pairs, T31.HELDOUT31_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS, ...T14.HELDOUT14_KINDS, ...T15.HELDOUT15_KINDS, ...T16.HELDOUT16_KINDS, ...T17.HELDOUT17_KINDS, ...T18.HELDOUT18_KINDS, ...T19.HELDOUT19_KINDS, ...T20.HELDOUT20_KINDS, ...T21.HELDOUT21_KINDS, ...T22.HELDOUT22_KINDS, ...T23.HELDOUT23_KINDS, ...T24.HELDOUT24_KINDS, ...T25.HELDOUT25_KINDS, ...T26.HELDOUT26_KINDS, ...T27.HELDOUT27_KINDS, ...T28.HELDOUT28_KINDS, ...T29.HELDOUT29_KINDS, ...T30.HELDOUT30_KINDS]);
    for (const k of T31.HELDOUT31_KINDS) assert.equal(of(k.kind).length, 60, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('the registered headers name one scheme each; patient births and household lines are never registered', () => {
    const all = SCHEMES.map((s) => K[s]);
    for (const [i, s] of all.entries()) {
      assert.ok(!s.has(''), 'an empty header is registered');
      for (const t of all.slice(i + 1)) for (const k of s) assert.ok(!t.has(k), k);
    }
    for (const s of SCHEMES) assert.ok(K[s].size > 0, s);
    for (const k of ['Patient DOB', 'PATIENT AGE/DOB', 'geb. (Versicherte/r)', 'Home landline', 'Home tel.', 'HOUSE TEL', 'Tel. privat (Festnetz)', 'Tél. domicile', 'Firm tel.', 'Clinic tel.', 'Clinic email']) {
      for (const s of SCHEMES) assert.ok(!K[s].has(k), `${k} registered as ${s}`);
    }
  });

  it('label honesty: a `same` pair shares a number, the phone, the own e-mail or the whole birth date besides the name; nothing of the person disagrees', () => {
    for (const p of pairs.filter((x) => x.label === 'same')) {
      const [a, b] = [ids31(p.a), ids31(p.b)];
      assert.ok([...b].some(([s, v]) => s !== 'year' && a.get(s) === v), `${p.id}: nothing but the name (and a year) in common`);
      for (const s of b.keys()) if (a.has(s)) assert.equal(a.get(s), b.get(s), `${p.id}: ${s} disagrees`);
    }
  });

  it("label honesty: a `different` pair shares no own number, phone or e-mail, tells its two people apart by a number or the whole birth and keeps its kind's promise", () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      assert.ok(!sharesNumber(p), `${p.id}: the two share a number`);
      assert.ok(disagrees(p, [...NUMBERS, 'birth']), `${p.id}: nothing on both sides tells the two apart`);
      const [a, b] = [ids31(p.a), ids31(p.b)];
      if (a.has('phone') && b.has('phone')) assert.notEqual(a.get('phone'), b.get('phone'), `${p.id}: one own phone`);
      if (a.has('email') && b.has('email')) assert.notEqual(a.get('email'), b.get('email'), `${p.id}: one own e-mail`);
    }
    // Namesake auditors: never one birth wherever both are stated.
    for (const p of of('diff_auditor_namesakes_one_city_other_firms')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.notEqual(x, y, p.id);
    }
    // Father and son valuers: births 20 years apart or more wherever both are stated; one firm on both sides.
    for (const p of of('diff_valuer_father_and_son_one_name_one_firm')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.ok(gap(x, y) >= 20, `${p.id}: ${x} ${y}`);
    }
    // Twin golfers: one birth wherever both state it, one year wherever one states a year, both handicap ids stated; a
    // shared home address or home line on both sides in most pairs.
    let home = 0;
    for (const p of of('diff_golfer_twins_one_club_one_home')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.equal(x, y, p.id);
      assert.equal(ids31(p.a).get('year') ?? ids31(p.b).get('year'), ids31(p.b).get('year') ?? ids31(p.a).get('year'), p.id);
      assert.ok(ids31(p.a).has('golfer') && ids31(p.b).has('golfer'), p.id);
      const vb = values(p.b);
      if (Object.values(p.a).some((v) => vb.has(v) && (/\d{6}/.test(v.replace(/\D/g, '')) || /,/.test(v)))) home++;
    }
    assert.ok(home >= 30, `only ${home} twin pairs show the shared home`);
    // Customs siblings: both licences stated; one surname stem; a shared home or landline in most pairs.
    let shared = 0;
    for (const p of of('diff_customs_agent_siblings_one_home_one_landline_one_firm')) {
      assert.ok(ids31(p.a).has('customs') && ids31(p.b).has('customs'), p.id);
      const digitsB = new Set(Object.values(p.b).map((v) => v.replace(/\D/g, '').slice(-9)).filter((d) => d.length === 9));
      const vb = values(p.b);
      if (Object.values(p.a).some((v) => vb.has(v) && /\d/.test(v) && / /.test(v)) || Object.entries(p.a).some(([k, v]) => !K.phone.has(k) && digitsB.has(v.replace(/\D/g, '').slice(-9)))) shared++;
    }
    assert.ok(shared >= 25, `only ${shared} sibling pairs show the shared home or landline`);
    // Doctors married into one family: one clinic on the sick note; the clinic's line or mailbox there in most pairs.
    for (const p of of('diff_doctors_sisters_in_law_one_married_name_one_clinic')) assert.ok(ids31(p.a).has('doctor') && ids31(p.b).has('doctor'), p.id);
  });

  it('the sick note never gives the patient the doctor\u2019s given name or surname; its patient birth is not the pair\u2019s identifier', () => {
    let patientBirths = 0;
    for (const p of [...of('same_medical_council_register_vs_sick_note_certifying_doctor'), ...of('diff_doctors_sisters_in_law_one_married_name_one_clinic')]) {
      if (Object.keys(p.b).some((k) => /patient|Versicherte|assuré|patiënt|paciente|pacjenta/i.test(k) && /\d{4}|\d\d$/.test(p.b[k]!) && !/^(Patient|Paciente|Pacjent|Patiënt|Assuré\(e\)|Versicherte\(r\)|NAME OF PATIENT)$/.test(k))) patientBirths++;
      assert.ok(!ids31(p.b).has('birth'), `${p.id}: a sick note states a birth of the doctor`);
    }
    assert.ok(patientBirths >= 30, `only ${patientBirths} sick notes state the patient's birth`);
  });

  it('building blocks: check digits of the national numbers, the two-digit year, the year-only rule', () => {
    const luhn = (d: string) => [...d].reverse().reduce((s, ch, i) => s + (i % 2 === 1 ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][Number(ch)]! : Number(ch)), 0) % 10 === 0;
    let za = 0;
    for (const p of pairs) {
      for (const r of [p.a, p.b]) {
        for (const [k, v] of Object.entries(r)) {
          if (!K.national.has(k)) continue;
          const d = v.replace(/\s/g, '');
          if (p.jurisdiction === 'ZA' && /^\d{13}$/.test(d)) {
            assert.ok(luhn(d), v);
            za++;
          }
          if (/^PESEL|^Nr PESEL/.test(k) && /^\d{11}$/.test(d)) {
            const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
            assert.equal((10 - (w.reduce((s, x, i) => s + x * Number(d[i]), 0) % 10)) % 10, Number(d[10]), v);
          }
        }
      }
    }
    assert.ok(za >= 1, 'no South African ID number in the set');
    assert.equal(T31.birth31('12.03.87'), '1987-03-12');
    assert.equal(T31.birth31('05/11/03'), '2003-11-05');
    // Negative: the policy check refuses a `same` pair that agrees on the year of birth alone, and one whose births disagree.
    assert.equal(T31.keeps31('same', { YOB: '1980' }, { 'Date of Birth': '01/02/1980' }), false);
    assert.equal(T31.keeps31('same', { 'Date of Birth': '01/02/1980' }, { DOB: '02/01/1980' }), false);
    assert.equal(T31.keeps31('same', { 'Date of Birth': '01/02/80' }, { DOB: '01/02/1980' }), true);
    // Negative: a `different` pair with one doctor's registration number is refused.
    assert.equal(T31.keeps31('different', { 'Reg. No.': 'MDCN/R/12345' }, { 'REGISTRATION NUMBER': 'MDCN R 12345', DOB: '01/02/1980' }), false);
    // Negative: a `different` pair with one own e-mail is refused; a shared household landline is not an own phone.
    assert.equal(T31.keeps31('different', { 'Reg. No.': 'MDCN/R/12345', Email: 'a.b@mail.test' }, { 'REGISTRATION NUMBER': 'MDCN/R/54321', 'E-mail': 'A.B@mail.test' }), false);
    assert.equal(T31.keeps31('different', { 'Licence No.': 'LA12345678', 'Home landline': '0842950102' }, { 'Agent licence no.': 'LA87654321', 'Tel. (home)': '0842950102' }), true);
  });
});

// Set 32 (templates-heldout32.ts): as set 31, the headers under which a record writes its person's own identifiers are the
// ones the set's writers registered in KEYS32 while the set was generated, by scheme: a vet's, a notary's / commissioner's,
// an enforcement officer's number, a hunting licence, a driver card, a national number, the person's phone (to its last
// nine digits), her own e-mail, the whole birth date, and the year of birth alone (a whole birth gives its year too). An
// animal's owner, a deponent, a debtor and creditor and their births, a guide, a transport manager, a practice's /
// chambers' / office's / depot's line and mailbox, and a household's landline and address sit under other headers,
// unregistered.
describe('held-out set persons-heldout32', () => {
  // Generating the set registers its writers' headers in KEYS32 (the writers name each key as they write it).
  const fresh = SETS.heldout32.jsonl();
  const text = readFileSync(SETS.heldout32.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout32.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);
  const K = T32.KEYS32;
  const SCHEMES = ['vet', 'notary', 'bailiff', 'hunter', 'driver', 'national', 'phone', 'email', 'birth', 'year'] as const;
  // The test reads the records on its own (birth22, and a two-digit year day first as 27–99 → 19yy, 00–26 → 20yy).
  const birth32t = (v: string) => {
    const m = /^(\d\d)[/.](\d\d)[/.](\d\d)$/.exec(v);
    return m ? `${Number(m[3]) >= 27 ? 19 : 20}${m[3]}-${m[2]}-${m[1]}` : birth22(v);
  };
  function ids32(r: Record<string, string>): Map<string, string> {
    const out = new Map<string, string>();
    for (const [k, v] of Object.entries(r)) {
      const scheme = SCHEMES.find((s) => K[s].has(k));
      if (scheme === undefined) continue;
      assert.ok(!out.has(scheme), `two ${scheme} values in one record: ${k}`);
      if (scheme === 'phone') out.set('phone', v.replace(/\D/g, '').slice(-9));
      else if (scheme === 'email') out.set('email', v.trim().toLowerCase());
      else if (scheme === 'birth') out.set('birth', birth32t(v));
      else if (scheme === 'year') {
        assert.match(v, /^(19[4-9]\d|200[0-6])$/);
        out.set('year', v);
      } else out.set(scheme, T32.fold32(v).toUpperCase().replace(/[^A-Z0-9]/g, ''));
    }
    const b = out.get('birth');
    if (b !== undefined) {
      assert.ok(!out.has('year'), 'a birth and a year in one record');
      out.set('year', b.slice(0, 4));
    }
    return out;
  }
  const NUMBERS = ['vet', 'notary', 'bailiff', 'hunter', 'driver', 'national'];
  const sharesNumber = (p: Row) => {
    const a = ids32(p.a);
    return [...ids32(p.b)].some(([s, v]) => NUMBERS.includes(s) && a.get(s) === v);
  };
  const disagrees = (p: Row, schemes: readonly string[]) => {
    const a = ids32(p.a);
    return [...ids32(p.b)].some(([s, v]) => schemes.includes(s) && a.has(s) && a.get(s) !== v);
  };
  const births = (p: Row) => [ids32(p.a).get('birth'), ids32(p.b).get('birth')];
  const gap = (x: string, y: string) => Math.abs(Number(x.slice(0, 4)) - Number(y.slice(0, 4)));
  const values = (r: Record<string, string>) => new Set(Object.values(r));

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout32.seed} generate`, () => {
    assert.equal(SETS.heldout32.seed, 3232);
    assert.equal(text, fresh);
    // Negative: another seed gives other bytes.
    assert.notEqual(fresh, toJsonl(buildPairs(T32.HELDOUT32_KINDS, 'persons-heldout32', SETS.heldout32.seed + 1)));
  });

  it('holds 600 pairs, half of each label, 100 per jurisdiction, 10 kinds of 60 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 600);
    assert.equal(T32.HELDOUT32_KINDS.length, 10);
    assert.equal(T32.HELDOUT32_KINDS.filter((k) => k.label === 'same').length, 5);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 100, j);
    assertKinds(pairs, T32.HELDOUT32_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS, ...T14.HELDOUT14_KINDS, ...T15.HELDOUT15_KINDS, ...T16.HELDOUT16_KINDS, ...T17.HELDOUT17_KINDS, ...T18.HELDOUT18_KINDS, ...T19.HELDOUT19_KINDS, ...T20.HELDOUT20_KINDS, ...T21.HELDOUT21_KINDS, ...T22.HELDOUT22_KINDS, ...T23.HELDOUT23_KINDS, ...T24.HELDOUT24_KINDS, ...T25.HELDOUT25_KINDS, ...T26.HELDOUT26_KINDS, ...T27.HELDOUT27_KINDS, ...T28.HELDOUT28_KINDS, ...T29.HELDOUT29_KINDS, ...T30.HELDOUT30_KINDS, ...T31.HELDOUT31_KINDS]);
    for (const k of T32.HELDOUT32_KINDS) assert.equal(of(k.kind).length, 60, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it("the registered headers name one scheme each; other parties' births, office lines and mailboxes and household lines are never registered", () => {
    const all = SCHEMES.map((s) => K[s]);
    for (const [i, s] of all.entries()) {
      assert.ok(!s.has(''), 'an empty header is registered');
      for (const t of all.slice(i + 1)) for (const k of s) assert.ok(!t.has(k), k);
    }
    for (const s of SCHEMES) assert.ok(K[s].size > 0, s);
    for (const k of ['Owner DOB', 'OWNER D.O.B.', 'Deponent DOB', 'DEPONENT D.O.B', 'Debtor DOB', 'geb. (Schuldner/in)', 'Home tel.', 'HOUSE TEL', 'Tel. privat (Festnetz)', 'Tél. domicile', 'Practice tel.', 'Practice email', 'Chambers tel.', 'Chambers email', 'OFFICE LINE', 'Depot tel.']) {
      for (const s of SCHEMES) assert.ok(!K[s].has(k), `${k} registered as ${s}`);
    }
  });

  it('label honesty: a `same` pair shares a number, the phone, the own e-mail or the whole birth date besides the name; nothing of the person disagrees', () => {
    for (const p of pairs.filter((x) => x.label === 'same')) {
      const [a, b] = [ids32(p.a), ids32(p.b)];
      assert.ok([...b].some(([s, v]) => s !== 'year' && a.get(s) === v), `${p.id}: nothing but the name (and a year) in common`);
      for (const s of b.keys()) if (a.has(s)) assert.equal(a.get(s), b.get(s), `${p.id}: ${s} disagrees`);
    }
  });

  it("label honesty: a `different` pair shares no own number, phone or e-mail, tells its two people apart by a number or the whole birth and keeps its kind's promise", () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      assert.ok(!sharesNumber(p), `${p.id}: the two share a number`);
      assert.ok(disagrees(p, [...NUMBERS, 'birth']), `${p.id}: nothing on both sides tells the two apart`);
      const [a, b] = [ids32(p.a), ids32(p.b)];
      if (a.has('phone') && b.has('phone')) assert.notEqual(a.get('phone'), b.get('phone'), `${p.id}: one own phone`);
      if (a.has('email') && b.has('email')) assert.notEqual(a.get('email'), b.get('email'), `${p.id}: one own e-mail`);
    }
    // Vet spouses: both vet numbers stated on both sides (the register always, the certificate mostly).
    for (const p of of('diff_vet_spouses_one_practice_one_line_one_mailbox')) assert.ok(ids32(p.a).has('vet') || ids32(p.b).has('vet'), p.id);
    // Father and son notaries: births 20 years apart or more wherever both are stated.
    for (const p of of('diff_notary_father_and_son_one_name_one_chambers')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.ok(gap(x, y) >= 20, `${p.id}: ${x} ${y}`);
    }
    // Namesake officers: never one birth wherever both are stated.
    for (const p of of('diff_enforcement_officer_namesakes_one_court')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.notEqual(x, y, p.id);
    }
    // Twin hunters: one birth wherever both state it, one year wherever both state a year; the shared home on both sides
    // in many pairs.
    let home = 0;
    for (const p of of('diff_hunter_twins_one_home_one_landline')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.equal(x, y, p.id);
      const [ya, yb] = [ids32(p.a).get('year'), ids32(p.b).get('year')];
      if (ya !== undefined && yb !== undefined) assert.equal(ya, yb, p.id);
      const vb = values(p.b);
      if (Object.values(p.a).some((v) => vb.has(v) && (/\d{6}/.test(v.replace(/\D/g, '')) || /,/.test(v)))) home++;
    }
    assert.ok(home >= 20, `only ${home} twin pairs show the shared home`);
    // Driver brothers: both card numbers' scheme stated on one side at least; one surname.
    for (const p of of('diff_driver_brothers_one_haulier_one_home_one_landline')) assert.ok(ids32(p.a).has('driver') || ids32(p.b).has('driver'), p.id);
  });

  it("other parties' births are never the pair's identifier; they appear in many records", () => {
    let others = 0;
    for (const p of pairs) {
      for (const r of [p.a, p.b]) {
        for (const k of Object.keys(r)) {
          if (/owner|deponent|debtor|dłużnika|schuldner|débiteur|ejecutado|schuldenaar|comparant|compareciente|stawającego|erschienene|eigenaar|propriétaire|titular|właściciela|tierhalter|verschenene/i.test(k) && /\d/.test(r[k]!) && !/address|adres|anschrift|domicilio|adresse/i.test(k)) {
            others++;
            for (const s of SCHEMES) assert.ok(!K[s].has(k), `${k} registered as ${s}`);
          }
        }
      }
    }
    assert.ok(others >= 60, `only ${others} other parties' births`);
  });

  it('building blocks: check digits of the national numbers, the two-digit year, the year-only rule', () => {
    const luhn = (d: string) => [...d].reverse().reduce((s, ch, i) => s + (i % 2 === 1 ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][Number(ch)]! : Number(ch)), 0) % 10 === 0;
    let za = 0;
    for (const p of pairs) {
      for (const r of [p.a, p.b]) {
        for (const [k, v] of Object.entries(r)) {
          if (!K.national.has(k)) continue;
          const d = v.replace(/\s/g, '');
          if (p.jurisdiction === 'ZA' && /^\d{13}$/.test(d)) {
            assert.ok(luhn(d), v);
            za++;
          }
          if (/^PESEL|^Nr PESEL/.test(k) && /^\d{11}$/.test(d)) {
            const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
            assert.equal((10 - (w.reduce((s, x, i) => s + x * Number(d[i]), 0) % 10)) % 10, Number(d[10]), v);
          }
        }
      }
    }
    assert.ok(za >= 1, 'no South African ID number in the set');
    assert.equal(T32.birth32('12.03.87'), '1987-03-12');
    assert.equal(T32.birth32('05/11/03'), '2003-11-05');
    // Negative: the policy check refuses a `same` pair that agrees on the year of birth alone, and one whose births disagree.
    assert.equal(T32.keeps32('same', { 'Year of birth': '1980' }, { 'Date of Birth': '01/02/1980' }), false);
    assert.equal(T32.keeps32('same', { 'Date of Birth': '01/02/1980' }, { DOB: '02/01/1980' }), false);
    assert.equal(T32.keeps32('same', { 'Date of Birth': '01/02/80' }, { DOB: '01/02/1980' }), true);
    // Negative: a `different` pair with one vet registration number is refused.
    assert.equal(T32.keeps32('different', { 'Reg. No.': 'VCN/12345' }, { 'Vet reg. no.': 'VCN 12345', DOB: '01/02/1980' }), false);
    // Negative: a `different` pair with one own e-mail is refused; a shared household landline is not an own phone.
    assert.equal(T32.keeps32('different', { 'Reg. No.': 'VCN/12345', Email: 'a.b@mail.test' }, { 'Vet reg. no.': 'VCN/54321', 'E-mail': 'A.B@mail.test' }), false);
    assert.equal(T32.keeps32('different', { 'Licence No.': 'NS/HL/12345', 'Home tel.': '0842950102' }, { 'Hunting licence': 'NS/HL/54321', 'Home landline': '0842950102' }), true);
  });
});

// Set 33 (templates-heldout33.ts): as set 32, the headers under which a record writes its person's own identifiers are the
// ones the set's writers registered in KEYS33 while the set was generated, by scheme: a gas engineer's, a remote pilot's,
// a crane operator's, a physiotherapist's and an insolvency practitioner's number, the person's phone (to its last nine
// digits), the own e-mail and the whole birth date (no kind of this set writes a national number or a year alone). A
// landlord, a tenant, a patient and the patient's birth, a doctor, an appointed person, a client, a landowner, a
// director, a firm's / clinic's / operator's / hire company's line and mailbox, and a household's landline and address
// sit under other headers, unregistered.
describe('held-out set persons-heldout33', () => {
  // Generating the set registers its writers' headers in KEYS33 (the writers name each key as they write it).
  const fresh = SETS.heldout33.jsonl();
  const text = readFileSync(SETS.heldout33.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout33.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);
  const K = T33.KEYS33;
  const SCHEMES = ['gas', 'drone', 'crane', 'physio', 'insolv', 'national', 'phone', 'email', 'birth', 'year'] as const;
  // The test reads the records on its own (birth22, and a two-digit year day first as 27–99 → 19yy, 00–26 → 20yy).
  const birth33t = (v: string) => {
    const m = /^(\d\d)[/.](\d\d)[/.](\d\d)$/.exec(v);
    return m ? `${Number(m[3]) >= 27 ? 19 : 20}${m[3]}-${m[2]}-${m[1]}` : birth22(v);
  };
  function ids33(r: Record<string, string>): Map<string, string> {
    const out = new Map<string, string>();
    for (const [k, v] of Object.entries(r)) {
      const scheme = SCHEMES.find((s) => K[s].has(k));
      if (scheme === undefined) continue;
      assert.ok(!out.has(scheme), `two ${scheme} values in one record: ${k}`);
      if (scheme === 'phone') out.set('phone', v.replace(/\D/g, '').slice(-9));
      else if (scheme === 'email') out.set('email', v.trim().toLowerCase());
      else if (scheme === 'birth') out.set('birth', birth33t(v));
      else if (scheme === 'year') {
        assert.match(v, /^(19[4-9]\d|200[0-6])$/);
        out.set('year', v);
      } else out.set(scheme, T33.fold33(v).toUpperCase().replace(/[^A-Z0-9]/g, ''));
    }
    const b = out.get('birth');
    if (b !== undefined) {
      assert.ok(!out.has('year'), 'a birth and a year in one record');
      out.set('year', b.slice(0, 4));
    }
    return out;
  }
  const NUMBERS = ['gas', 'drone', 'crane', 'physio', 'insolv', 'national'];
  const sharesNumber = (p: Row) => {
    const a = ids33(p.a);
    return [...ids33(p.b)].some(([s, v]) => NUMBERS.includes(s) && a.get(s) === v);
  };
  const disagrees = (p: Row, schemes: readonly string[]) => {
    const a = ids33(p.a);
    return [...ids33(p.b)].some(([s, v]) => schemes.includes(s) && a.has(s) && a.get(s) !== v);
  };
  const births = (p: Row) => [ids33(p.a).get('birth'), ids33(p.b).get('birth')];
  const gap = (x: string, y: string) => Math.abs(Number(x.slice(0, 4)) - Number(y.slice(0, 4)));
  const values = (r: Record<string, string>) => new Set(Object.values(r));

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout33.seed} generate`, () => {
    assert.equal(SETS.heldout33.seed, 3333);
    assert.equal(text, fresh);
    // Negative: another seed gives other bytes.
    assert.notEqual(fresh, toJsonl(buildPairs(T33.HELDOUT33_KINDS, 'persons-heldout33', SETS.heldout33.seed + 1)));
  });

  it('holds 600 pairs, half of each label, 100 per jurisdiction, 10 kinds of 60 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 600);
    assert.equal(T33.HELDOUT33_KINDS.length, 10);
    assert.equal(T33.HELDOUT33_KINDS.filter((k) => k.label === 'same').length, 5);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 100, j);
    assertKinds(pairs, T33.HELDOUT33_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS, ...T14.HELDOUT14_KINDS, ...T15.HELDOUT15_KINDS, ...T16.HELDOUT16_KINDS, ...T17.HELDOUT17_KINDS, ...T18.HELDOUT18_KINDS, ...T19.HELDOUT19_KINDS, ...T20.HELDOUT20_KINDS, ...T21.HELDOUT21_KINDS, ...T22.HELDOUT22_KINDS, ...T23.HELDOUT23_KINDS, ...T24.HELDOUT24_KINDS, ...T25.HELDOUT25_KINDS, ...T26.HELDOUT26_KINDS, ...T27.HELDOUT27_KINDS, ...T28.HELDOUT28_KINDS, ...T29.HELDOUT29_KINDS, ...T30.HELDOUT30_KINDS, ...T31.HELDOUT31_KINDS, ...T32.HELDOUT32_KINDS]);
    for (const k of T33.HELDOUT33_KINDS) assert.equal(of(k.kind).length, 60, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it("the registered headers name one scheme each; other parties' births, firm lines and mailboxes and household lines are never registered", () => {
    const all = SCHEMES.map((s) => K[s]);
    for (const [i, s] of all.entries()) {
      assert.ok(!s.has(''), 'an empty header is registered');
      for (const t of all.slice(i + 1)) for (const k of s) assert.ok(!t.has(k), k);
    }
    for (const s of SCHEMES) {
      if (s === 'national' || s === 'year') assert.equal(K[s].size, 0, `${s}: the header says no kind writes it`);
      else assert.ok(K[s].size > 0, s);
    }
    for (const k of ['Patient DOB', 'PATIENT D.O.B', 'Date of birth (patient)', 'geb. (Patient/in)', 'Home tel.', 'HOME TEL', 'Landline', 'Festnetz', 'Tél. domicile', 'Tel. thuis', 'Company tel.', 'Company email', 'OFFICE LINE', 'OFFICE EMAIL', 'Firm phone', 'Firm email', 'Practice tel.', 'Practice email', 'Clinic line', 'Reception email', 'Contact tel.', 'Contact email', 'FIRM EMAIL', 'Ops tel.', 'Hire co. tel', 'E-Mail Kanzlei']) {
      for (const s of SCHEMES) assert.ok(!K[s].has(k), `${k} registered as ${s}`);
    }
  });

  it('label honesty: a `same` pair shares a number, the phone, the own e-mail or the whole birth date besides the name; nothing of the person disagrees', () => {
    for (const p of pairs.filter((x) => x.label === 'same')) {
      const [a, b] = [ids33(p.a), ids33(p.b)];
      assert.ok([...b].some(([s, v]) => s !== 'year' && a.get(s) === v), `${p.id}: nothing but the name (and a year) in common`);
      for (const s of b.keys()) if (a.has(s)) assert.equal(a.get(s), b.get(s), `${p.id}: ${s} disagrees`);
    }
  });

  it("label honesty: a `different` pair shares no own number, phone or e-mail, tells its two people apart by a number or the whole birth and keeps its kind's promise", () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      assert.ok(!sharesNumber(p), `${p.id}: the two share a number`);
      assert.ok(disagrees(p, [...NUMBERS, 'birth']), `${p.id}: nothing on both sides tells the two apart`);
      const [a, b] = [ids33(p.a), ids33(p.b)];
      if (a.has('phone') && b.has('phone')) assert.notEqual(a.get('phone'), b.get('phone'), `${p.id}: one own phone`);
      if (a.has('email') && b.has('email')) assert.notEqual(a.get('email'), b.get('email'), `${p.id}: one own e-mail`);
    }
    // Father and son gas engineers: births 20 years apart or more wherever both are stated; one firm on both sides.
    for (const p of of('diff_gas_engineer_father_and_son_one_name_one_firm')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.ok(gap(x, y) >= 20, `${p.id}: ${x} ${y}`);
    }
    // Twin pilots: one birth wherever both state it; the shared home (address or landline) on both sides in many pairs.
    let home = 0;
    for (const p of of('diff_drone_pilot_twins_one_home_one_landline')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.equal(x, y, p.id);
      const vb = values(p.b);
      if (Object.values(p.a).some((v) => vb.has(v) && (/\d{6}/.test(v.replace(/\D/g, '')) || /,/.test(v)))) home++;
    }
    assert.ok(home >= 8, `only ${home} twin pairs show the shared home`);
    // Namesake crane operators: never one birth wherever both are stated.
    for (const p of of('diff_crane_operator_namesakes_one_site')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.notEqual(x, y, p.id);
    }
    // Mother and daughter physiotherapists: births 18 years apart or more wherever both are stated.
    for (const p of of('diff_physio_mother_and_daughter_one_clinic_one_mailbox')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.ok(gap(x, y) >= 18, `${p.id}: ${x} ${y}`);
    }
    // Sibling insolvency practitioners: the licence scheme stated on one side at least.
    for (const p of of('diff_insolvency_practitioner_siblings_one_firm_one_line_one_mailbox')) assert.ok(ids33(p.a).has('insolv') || ids33(p.b).has('insolv'), p.id);
  });

  it("other parties' births are never the pair's identifier; they appear in many records", () => {
    let others = 0;
    for (const p of pairs) {
      for (const r of [p.a, p.b]) {
        for (const k of Object.keys(r)) {
          if (/patient|paciente|pacjenta|patiënt/i.test(k) && /\d/.test(r[k]!) && /\d{4}|\d\d[/.]\d\d[/.]\d\d/.test(r[k]!)) {
            others++;
            for (const s of SCHEMES) assert.ok(!K[s].has(k), `${k} registered as ${s}`);
          }
        }
      }
    }
    assert.ok(others >= 40, `only ${others} other parties' births`);
  });

  it('building blocks: the two-digit year, the year-only rule, the policy check', () => {
    assert.equal(T33.birth33('12.03.87'), '1987-03-12');
    assert.equal(T33.birth33('05/11/03'), '2003-11-05');
    // Negative: the policy check refuses a `same` pair that agrees on nothing but a name, and one whose births disagree.
    assert.equal(T33.keeps33('same', { Name: 'A B' }, { Name: 'A B' }), false);
    assert.equal(T33.keeps33('same', { 'Date of birth': '01/02/1980' }, { DOB: '02/01/1980' }), false);
    assert.equal(T33.keeps33('same', { 'Date of birth': '01/02/80' }, { DOB: '01/02/1980' }), true);
    // Negative: a `different` pair with one gas licence number is refused.
    assert.equal(T33.keeps33('different', { 'Licence No.': 'SAQCC 12345' }, { 'Engineer licence no.': 'SAQCC12345', DOB: '01/02/1980' }), false);
    // Negative: a `different` pair with one own e-mail is refused; a shared household landline is not an own phone.
    assert.equal(T33.keeps33('different', { 'Licence No.': 'SAQCC 12345', Email: 'a.b@mail.test' }, { 'Engineer licence no.': 'SAQCC 54321', 'E-mail': 'A.B@mail.test' }), false);
    assert.equal(T33.keeps33('different', { 'Licence No.': 'SAQCC 12345', 'Home tel.': '0842950102' }, { 'Engineer licence no.': 'SAQCC 54321', Landline: '0842950102' }), true);
  });
});

// Set 34 (templates-heldout34.ts): as set 33, the headers under which a record writes its person's own identifiers are the
// ones the set's writers registered in KEYS34 while the set was generated, by scheme: a shotfirer's blasting certificate,
// a welder's certificate, a pest control operator's, a quantity surveyor's and a lift inspector's number, the person's
// phone (to its last nine digits), the own e-mail and the whole birth date (no kind of this set writes a national number
// or a year alone). A quarry manager, a neighbour, a weld inspector, a welder stamp, an exporter, a client, an employer,
// a building's owner, a quarry's / shop's / firm's / practice's / body's line and mailbox, and a household's landline and
// address sit under other headers, unregistered.
describe('held-out set persons-heldout34', () => {
  // Generating the set registers its writers' headers in KEYS34 (the writers name each key as they write it).
  const fresh = SETS.heldout34.jsonl();
  const text = readFileSync(SETS.heldout34.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout34.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);
  const K = T34.KEYS34;
  const SCHEMES = ['blast', 'weld', 'pest', 'qs', 'lift', 'national', 'phone', 'email', 'birth', 'year'] as const;
  // The test reads the records on its own (birth22, and a two-digit year day first as 27–99 → 19yy, 00–26 → 20yy).
  const birth34t = (v: string) => {
    const m = /^(\d\d)[/.](\d\d)[/.](\d\d)$/.exec(v);
    return m ? `${Number(m[3]) >= 27 ? 19 : 20}${m[3]}-${m[2]}-${m[1]}` : birth22(v);
  };
  function ids34(r: Record<string, string>): Map<string, string> {
    const out = new Map<string, string>();
    for (const [k, v] of Object.entries(r)) {
      const scheme = SCHEMES.find((s) => K[s].has(k));
      if (scheme === undefined) continue;
      assert.ok(!out.has(scheme), `two ${scheme} values in one record: ${k}`);
      if (scheme === 'phone') out.set('phone', v.replace(/\D/g, '').slice(-9));
      else if (scheme === 'email') out.set('email', v.trim().toLowerCase());
      else if (scheme === 'birth') out.set('birth', birth34t(v));
      else if (scheme === 'year') {
        assert.match(v, /^(19[4-9]\d|200[0-6])$/);
        out.set('year', v);
      } else out.set(scheme, T34.fold34(v).toUpperCase().replace(/[^A-Z0-9]/g, ''));
    }
    const b = out.get('birth');
    if (b !== undefined) {
      assert.ok(!out.has('year'), 'a birth and a year in one record');
      out.set('year', b.slice(0, 4));
    }
    return out;
  }
  const NUMBERS = ['blast', 'weld', 'pest', 'qs', 'lift', 'national'];
  const sharesNumber = (p: Row) => {
    const a = ids34(p.a);
    return [...ids34(p.b)].some(([s, v]) => NUMBERS.includes(s) && a.get(s) === v);
  };
  const disagrees = (p: Row, schemes: readonly string[]) => {
    const a = ids34(p.a);
    return [...ids34(p.b)].some(([s, v]) => schemes.includes(s) && a.has(s) && a.get(s) !== v);
  };
  const births = (p: Row) => [ids34(p.a).get('birth'), ids34(p.b).get('birth')];
  const gap = (x: string, y: string) => Math.abs(Number(x.slice(0, 4)) - Number(y.slice(0, 4)));
  const values = (r: Record<string, string>) => new Set(Object.values(r));

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout34.seed} generate`, () => {
    assert.equal(SETS.heldout34.seed, 3434);
    assert.equal(text, fresh);
    // Negative: another seed gives other bytes.
    assert.notEqual(fresh, toJsonl(buildPairs(T34.HELDOUT34_KINDS, 'persons-heldout34', SETS.heldout34.seed + 1)));
  });

  it('holds 600 pairs, half of each label, 100 per jurisdiction, 10 kinds of 60 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 600);
    assert.equal(T34.HELDOUT34_KINDS.length, 10);
    assert.equal(T34.HELDOUT34_KINDS.filter((k) => k.label === 'same').length, 5);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 100, j);
    assertKinds(pairs, T34.HELDOUT34_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS, ...T14.HELDOUT14_KINDS, ...T15.HELDOUT15_KINDS, ...T16.HELDOUT16_KINDS, ...T17.HELDOUT17_KINDS, ...T18.HELDOUT18_KINDS, ...T19.HELDOUT19_KINDS, ...T20.HELDOUT20_KINDS, ...T21.HELDOUT21_KINDS, ...T22.HELDOUT22_KINDS, ...T23.HELDOUT23_KINDS, ...T24.HELDOUT24_KINDS, ...T25.HELDOUT25_KINDS, ...T26.HELDOUT26_KINDS, ...T27.HELDOUT27_KINDS, ...T28.HELDOUT28_KINDS, ...T29.HELDOUT29_KINDS, ...T30.HELDOUT30_KINDS, ...T31.HELDOUT31_KINDS, ...T32.HELDOUT32_KINDS, ...T33.HELDOUT33_KINDS]);
    for (const k of T34.HELDOUT34_KINDS) assert.equal(of(k.kind).length, 60, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('the registered headers name one scheme each; firm lines and mailboxes, household lines and welder stamps are never registered', () => {
    const all = SCHEMES.map((s) => K[s]);
    for (const [i, s] of all.entries()) {
      assert.ok(!s.has(''), 'an empty header is registered');
      for (const t of all.slice(i + 1)) for (const k of s) assert.ok(!t.has(k), k);
    }
    for (const s of SCHEMES) {
      if (s === 'national' || s === 'year') assert.equal(K[s].size, 0, `${s}: the header says no kind writes it`);
      else assert.ok(K[s].size > 0, s);
    }
    for (const k of ['Home tel.', 'HOME TEL', 'HOME LINE', 'Landline', 'Festnetz', 'Tél. domicile', 'Tel. thuis', 'Teléfono fijo', 'Tel. stacjonarny', 'HOME TEL (CONTINUITY)', 'Quarry office tel.', 'SITE OFFICE', 'Office line', 'Shop tel.', 'WORKSHOP LINE', 'Company tel.', 'Company email', 'OFFICE LINE', 'OFFICE EMAIL', 'Practice tel.', 'Practice email', 'OFFICE TEL', 'Body tel.', 'Body email', 'COMPANY TEL', 'COMPANY EMAIL', 'E-Mail Büro', 'Courriel cabinet', 'Welder stamp', 'STAMP', 'Schweißerzeichen', 'Poinçon', 'Cuño', 'Registered since', 'YEAR REGISTERED', 'Elected']) {
      for (const s of SCHEMES) assert.ok(!K[s].has(k), `${k} registered as ${s}`);
    }
  });

  it('label honesty: a `same` pair shares a number, the phone, the own e-mail or the whole birth date besides the name; nothing of the person disagrees', () => {
    for (const p of pairs.filter((x) => x.label === 'same')) {
      const [a, b] = [ids34(p.a), ids34(p.b)];
      assert.ok([...b].some(([s, v]) => s !== 'year' && a.get(s) === v), `${p.id}: nothing but the name (and a year) in common`);
      for (const s of b.keys()) if (a.has(s)) assert.equal(a.get(s), b.get(s), `${p.id}: ${s} disagrees`);
    }
  });

  it("label honesty: a `different` pair shares no own number, phone or e-mail, tells its two people apart by a number or the whole birth and keeps its kind's promise", () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      assert.ok(!sharesNumber(p), `${p.id}: the two share a number`);
      assert.ok(disagrees(p, [...NUMBERS, 'birth']), `${p.id}: nothing on both sides tells the two apart`);
      const [a, b] = [ids34(p.a), ids34(p.b)];
      if (a.has('phone') && b.has('phone')) assert.notEqual(a.get('phone'), b.get('phone'), `${p.id}: one own phone`);
      if (a.has('email') && b.has('email')) assert.notEqual(a.get('email'), b.get('email'), `${p.id}: one own e-mail`);
    }
    // Namesake shotfirers: never one birth wherever both are stated; the quarry named on both sides in most pairs.
    let quarry = 0;
    for (const p of of('diff_shotfirer_namesakes_one_quarry')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.notEqual(x, y, p.id);
      const vb = values(p.b);
      if (Object.values(p.a).some((v) => vb.has(v) && /[a-zà-ž]{4}/i.test(v) && / /.test(v))) quarry++;
    }
    assert.ok(quarry >= 30, `only ${quarry} namesake pairs show one quarry`);
    // Twin welders: one birth wherever both state it; the shared home (address or landline) on both sides in some pairs.
    let home = 0;
    for (const p of of('diff_welder_twins_one_home_one_landline')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.equal(x, y, p.id);
      const vb = values(p.b);
      if (Object.values(p.a).some((v) => vb.has(v) && (/\d{6}/.test(v.replace(/\D/g, '')) || /,/.test(v)))) home++;
    }
    assert.ok(home >= 5, `only ${home} twin pairs show the shared home`);
    // Father and son fumigators: births 20 years apart or more wherever both are stated.
    for (const p of of('diff_fumigator_father_and_son_one_name_one_firm_one_mailbox')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.ok(gap(x, y) >= 20, `${p.id}: ${x} ${y}`);
    }
    // Mother and daughter quantity surveyors: births 18 years apart or more wherever both are stated.
    for (const p of of('diff_quantity_surveyor_mother_and_daughter_one_practice_one_home_line')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.ok(gap(x, y) >= 18, `${p.id}: ${x} ${y}`);
    }
    // Sibling lift inspectors: the register scheme stated on one side at least; births never more than 10 years apart.
    for (const p of of('diff_lift_inspector_siblings_one_body_one_mailbox_one_home')) {
      assert.ok(ids34(p.a).has('lift') || ids34(p.b).has('lift'), p.id);
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.ok(gap(x, y) <= 10, `${p.id}: ${x} ${y}`);
    }
  });

  it('building blocks: the two-digit year, the year-only rule, the policy check', () => {
    assert.equal(T34.birth34('12.03.87'), '1987-03-12');
    assert.equal(T34.birth34('05/11/03'), '2003-11-05');
    // Negative: the policy check refuses a `same` pair that agrees on nothing but a name, and one whose births disagree.
    assert.equal(T34.keeps34('same', { Name: 'A B' }, { Name: 'A B' }), false);
    assert.equal(T34.keeps34('same', { 'Date of birth': '01/02/1980' }, { Born: '02/01/1980' }), false);
    assert.equal(T34.keeps34('same', { 'Date of birth': '01/02/80' }, { Born: '01/02/1980' }), true);
    // Negative: a `different` pair with one welder certificate number is refused.
    assert.equal(T34.keeps34('different', { 'Certificate No.': 'SAIW-WQ-12345' }, { 'Welder cert. no.': 'SAIWWQ12345', 'Date of birth': '01/02/1980' }), false);
    // Negative: a `different` pair with one own e-mail is refused; a shared household landline is not an own phone.
    assert.equal(T34.keeps34('different', { 'Certificate No.': 'SAIW-WQ-12345', Email: 'a.b@mail.test' }, { 'Welder cert. no.': 'SAIW-WQ-54321', 'QS email': 'A.B@mail.test' }), false);
    assert.equal(T34.keeps34('different', { 'Certificate No.': 'SAIW-WQ-12345', 'Home tel.': '0842950102' }, { 'Welder cert. no.': 'SAIW-WQ-54321', Landline: '0842950102' }), true);
  });
});

// Set 35 (templates-heldout35.ts): as set 34, the headers under which a record writes its person's own identifiers are the
// ones the set's writers registered in KEYS35 while the set was generated, by scheme: a farrier's, a forklift operator's,
// a boiler operator's, an industrial radiographer's and a hairdresser's number, the person's phone (to its last nine
// digits), the own e-mail and the whole birth date (no kind of this set writes a national number or a year alone). A
// horse's owner and passport, a supervisor, an emergency contact, a shift engineer, a radiation protection officer, a
// dosimeter number, a salon owner, a yard's / agency's / plant's / licensee's / salon's line and mailbox, and a
// household's landline and address sit under other headers, unregistered.
describe('held-out set persons-heldout35', () => {
  // Generating the set registers its writers' headers in KEYS35 (the writers name each key as they write it).
  const fresh = SETS.heldout35.jsonl();
  const text = readFileSync(SETS.heldout35.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout35.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);
  const K = T35.KEYS35;
  const SCHEMES = ['farrier', 'forklift', 'boiler', 'rad', 'hair', 'national', 'phone', 'email', 'birth', 'year'] as const;
  // The test reads the records on its own (birth22, and a two-digit year day first as 27–99 → 19yy, 00–26 → 20yy).
  const birth35t = (v: string) => {
    const m = /^(\d\d)[/.](\d\d)[/.](\d\d)$/.exec(v);
    return m ? `${Number(m[3]) >= 27 ? 19 : 20}${m[3]}-${m[2]}-${m[1]}` : birth22(v);
  };
  function ids35(r: Record<string, string>): Map<string, string> {
    const out = new Map<string, string>();
    for (const [k, v] of Object.entries(r)) {
      const scheme = SCHEMES.find((s) => K[s].has(k));
      if (scheme === undefined) continue;
      assert.ok(!out.has(scheme), `two ${scheme} values in one record: ${k}`);
      if (scheme === 'phone') out.set('phone', v.replace(/\D/g, '').slice(-9));
      else if (scheme === 'email') out.set('email', v.trim().toLowerCase());
      else if (scheme === 'birth') out.set('birth', birth35t(v));
      else if (scheme === 'year') {
        assert.match(v, /^(19[4-9]\d|200[0-6])$/);
        out.set('year', v);
      } else out.set(scheme, T35.fold35(v).toUpperCase().replace(/[^A-Z0-9]/g, ''));
    }
    const b = out.get('birth');
    if (b !== undefined) {
      assert.ok(!out.has('year'), 'a birth and a year in one record');
      out.set('year', b.slice(0, 4));
    }
    return out;
  }
  const NUMBERS = ['farrier', 'forklift', 'boiler', 'rad', 'hair', 'national'];
  const sharesNumber = (p: Row) => {
    const a = ids35(p.a);
    return [...ids35(p.b)].some(([s, v]) => NUMBERS.includes(s) && a.get(s) === v);
  };
  const disagrees = (p: Row, schemes: readonly string[]) => {
    const a = ids35(p.a);
    return [...ids35(p.b)].some(([s, v]) => schemes.includes(s) && a.has(s) && a.get(s) !== v);
  };
  const births = (p: Row) => [ids35(p.a).get('birth'), ids35(p.b).get('birth')];
  const gap = (x: string, y: string) => Math.abs(Number(x.slice(0, 4)) - Number(y.slice(0, 4)));
  const values = (r: Record<string, string>) => new Set(Object.values(r));

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout35.seed} generate`, () => {
    assert.equal(SETS.heldout35.seed, 3535);
    assert.equal(text, fresh);
    // Negative: another seed gives other bytes.
    assert.notEqual(fresh, toJsonl(buildPairs(T35.HELDOUT35_KINDS, 'persons-heldout35', SETS.heldout35.seed + 1)));
  });

  it('holds 600 pairs, half of each label, 100 per jurisdiction, 10 kinds of 60 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 600);
    assert.equal(T35.HELDOUT35_KINDS.length, 10);
    assert.equal(T35.HELDOUT35_KINDS.filter((k) => k.label === 'same').length, 5);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 100, j);
    assertKinds(pairs, T35.HELDOUT35_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS, ...T14.HELDOUT14_KINDS, ...T15.HELDOUT15_KINDS, ...T16.HELDOUT16_KINDS, ...T17.HELDOUT17_KINDS, ...T18.HELDOUT18_KINDS, ...T19.HELDOUT19_KINDS, ...T20.HELDOUT20_KINDS, ...T21.HELDOUT21_KINDS, ...T22.HELDOUT22_KINDS, ...T23.HELDOUT23_KINDS, ...T24.HELDOUT24_KINDS, ...T25.HELDOUT25_KINDS, ...T26.HELDOUT26_KINDS, ...T27.HELDOUT27_KINDS, ...T28.HELDOUT28_KINDS, ...T29.HELDOUT29_KINDS, ...T30.HELDOUT30_KINDS, ...T31.HELDOUT31_KINDS, ...T32.HELDOUT32_KINDS, ...T33.HELDOUT33_KINDS, ...T34.HELDOUT34_KINDS]);
    for (const k of T35.HELDOUT35_KINDS) assert.equal(of(k.kind).length, 60, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('the registered headers name one scheme each; yard, agency, plant, licensee and salon lines and mailboxes, household lines, dosimeters and passports are never registered', () => {
    const all = SCHEMES.map((s) => K[s]);
    for (const [i, s] of all.entries()) {
      assert.ok(!s.has(''), 'an empty header is registered');
      for (const t of all.slice(i + 1)) for (const k of s) assert.ok(!t.has(k), k);
    }
    for (const s of SCHEMES) {
      if (s === 'national' || s === 'year') assert.equal(K[s].size, 0, `${s}: the header says no kind writes it`);
      else assert.ok(K[s].size > 0, s);
    }
    for (const k of ['Home tel.', 'HOME LINE', 'Home line', 'LANDLINE', 'Landline', 'Festnetz', 'Tél. domicile', 'Tel. thuis', 'Teléfono fijo', 'Tel. stacjonarny', 'Yard tel.', 'YARD OFFICE', 'Agency tel.', 'AGENCY LINE', 'Plant tel.', 'Plant email', 'FACTORY LINE', 'FACTORY E-MAIL', 'Licensee tel.', 'Licensee email', 'CUSTOMER TEL', 'CUSTOMER EMAIL', 'Salon tel.', 'Salon email', 'SHOP LINE', 'SHOP E-MAIL', 'E-Mail Betrieb', 'Courriel salon', 'Dosimeter no.', 'TLD NO', 'UELN / passport', 'PASSPORT NO', 'UELN', 'Registered since', 'YEAR REGISTERED', 'Joined', 'Emergency contact', 'NEXT OF KIN']) {
      for (const s of SCHEMES) assert.ok(!K[s].has(k), `${k} registered as ${s}`);
    }
  });

  it('label honesty: a `same` pair shares a number, the phone, the own e-mail or the whole birth date besides the name; nothing of the person disagrees', () => {
    for (const p of pairs.filter((x) => x.label === 'same')) {
      const [a, b] = [ids35(p.a), ids35(p.b)];
      assert.ok([...b].some(([s, v]) => s !== 'year' && a.get(s) === v), `${p.id}: nothing but the name (and a year) in common`);
      for (const s of b.keys()) if (a.has(s)) assert.equal(a.get(s), b.get(s), `${p.id}: ${s} disagrees`);
    }
  });

  it("label honesty: a `different` pair shares no own number, phone or e-mail, tells its two people apart by a number or the whole birth and keeps its kind's promise", () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      assert.ok(!sharesNumber(p), `${p.id}: the two share a number`);
      assert.ok(disagrees(p, [...NUMBERS, 'birth']), `${p.id}: nothing on both sides tells the two apart`);
      const [a, b] = [ids35(p.a), ids35(p.b)];
      if (a.has('phone') && b.has('phone')) assert.notEqual(a.get('phone'), b.get('phone'), `${p.id}: one own phone`);
      if (a.has('email') && b.has('email')) assert.notEqual(a.get('email'), b.get('email'), `${p.id}: one own e-mail`);
    }
    // Namesake farriers: never one birth wherever both are stated; the yard named on both sides in most pairs.
    let yard = 0;
    for (const p of of('diff_farrier_namesakes_one_yard')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.notEqual(x, y, p.id);
      const vb = values(p.b);
      if (Object.values(p.a).some((v) => vb.has(v) && /[a-zà-ž]{4}/i.test(v) && / /.test(v))) yard++;
    }
    assert.ok(yard >= 30, `only ${yard} namesake pairs show one yard`);
    // Twin forklift operators: one birth wherever both state it; the shared home (address or landline) on both sides in some pairs.
    let home = 0;
    for (const p of of('diff_forklift_operator_twins_one_home_one_landline')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.equal(x, y, p.id);
      const vb = values(p.b);
      if (Object.values(p.a).some((v) => vb.has(v) && (/\d{6}/.test(v.replace(/\D/g, '')) || /,/.test(v)))) home++;
    }
    assert.ok(home >= 5, `only ${home} twin pairs show the shared home`);
    // Father and son boiler operators: births 20 years apart or more wherever both are stated.
    for (const p of of('diff_boiler_operator_father_and_son_one_name_one_plant_one_mailbox')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.ok(gap(x, y) >= 20, `${p.id}: ${x} ${y}`);
    }
    // Mother and daughter hairdressers: births 18 years apart or more wherever both are stated.
    for (const p of of('diff_hairdresser_mother_and_daughter_one_salon_one_home_line')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.ok(gap(x, y) >= 18, `${p.id}: ${x} ${y}`);
    }
    // Sibling radiographers: the certificate scheme stated on one side at least; births never more than 10 years apart.
    for (const p of of('diff_industrial_radiographer_siblings_one_firm_one_mailbox_one_home')) {
      assert.ok(ids35(p.a).has('rad') || ids35(p.b).has('rad'), p.id);
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.ok(gap(x, y) <= 10, `${p.id}: ${x} ${y}`);
    }
  });

  it('building blocks: the two-digit year, the year-only rule, the policy check', () => {
    assert.equal(T35.birth35('12.03.87'), '1987-03-12');
    assert.equal(T35.birth35('05/11/03'), '2003-11-05');
    // Negative: the policy check refuses a `same` pair that agrees on nothing but a name, and one whose births disagree.
    assert.equal(T35.keeps35('same', { Name: 'A B' }, { Name: 'A B' }), false);
    assert.equal(T35.keeps35('same', { 'Date of birth': '01/02/1980' }, { Born: '02/01/1980' }), false);
    assert.equal(T35.keeps35('same', { 'Date of birth': '01/02/80' }, { Born: '01/02/1980' }), true);
    // Negative: a `different` pair with one farrier number is refused.
    assert.equal(T35.keeps35('different', { 'Registration No.': 'FRC 12345' }, { 'Farrier reg. no.': 'FRC12345', 'Date of birth': '01/02/1980' }), false);
    // Negative: a `different` pair with one own e-mail is refused; a shared household landline is not an own phone.
    assert.equal(T35.keeps35('different', { 'Registration No.': 'FRC 12345', Email: 'a.b@mail.test' }, { 'Farrier reg. no.': 'FRC 54321', 'Stylist email': 'A.B@mail.test' }), false);
    assert.equal(T35.keeps35('different', { 'Registration No.': 'FRC 12345', 'Home tel.': '0842950102' }, { 'Farrier reg. no.': 'FRC 54321', Landline: '0842950102' }), true);
  });
});

// Set 36 (templates-heldout36.ts): as set 35, the headers under which a record writes its person's own identifiers are the
// ones the set's writers registered in KEYS36 while the set was generated, by scheme: a pyrotechnician's, a podiatrist's,
// a door supervisor's, a slaughterman's and a phlebotomist's number, the person's phone (to its last nine digits), the
// own e-mail and the whole birth date (no kind of this set writes a national number or a year alone). A client, a
// safety officer, a resident, a nurse in charge, a duty manager, an official vet, a lab supervisor, lots, ear tags and
// specimen numbers, a company's / care home's / venue's / plant's / centre's line and mailbox, and a household's
// landline and address sit under other headers, unregistered.
describe('held-out set persons-heldout36', () => {
  // Generating the set registers its writers' headers in KEYS36 (the writers name each key as they write it).
  const fresh = SETS.heldout36.jsonl();
  const text = readFileSync(SETS.heldout36.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout36.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);
  const K = T36.KEYS36;
  const SCHEMES = ['pyro', 'podiatry', 'door', 'slaughter', 'phleb', 'national', 'phone', 'email', 'birth', 'year'] as const;
  // The test reads the records on its own (birth22, and a two-digit year day first as 27–99 → 19yy, 00–26 → 20yy).
  const birth36t = (v: string) => {
    const m = /^(\d\d)[/.](\d\d)[/.](\d\d)$/.exec(v);
    return m ? `${Number(m[3]) >= 27 ? 19 : 20}${m[3]}-${m[2]}-${m[1]}` : birth22(v);
  };
  function ids36(r: Record<string, string>): Map<string, string> {
    const out = new Map<string, string>();
    for (const [k, v] of Object.entries(r)) {
      const scheme = SCHEMES.find((s) => K[s].has(k));
      if (scheme === undefined) continue;
      assert.ok(!out.has(scheme), `two ${scheme} values in one record: ${k}`);
      if (scheme === 'phone') out.set('phone', v.replace(/\D/g, '').slice(-9));
      else if (scheme === 'email') out.set('email', v.trim().toLowerCase());
      else if (scheme === 'birth') out.set('birth', birth36t(v));
      else if (scheme === 'year') {
        assert.match(v, /^(19[4-9]\d|200[0-6])$/);
        out.set('year', v);
      } else out.set(scheme, T36.fold36(v).toUpperCase().replace(/[^A-Z0-9]/g, ''));
    }
    const b = out.get('birth');
    if (b !== undefined) {
      assert.ok(!out.has('year'), 'a birth and a year in one record');
      out.set('year', b.slice(0, 4));
    }
    return out;
  }
  const NUMBERS = ['pyro', 'podiatry', 'door', 'slaughter', 'phleb', 'national'];
  const sharesNumber = (p: Row) => {
    const a = ids36(p.a);
    return [...ids36(p.b)].some(([s, v]) => NUMBERS.includes(s) && a.get(s) === v);
  };
  const disagrees = (p: Row, schemes: readonly string[]) => {
    const a = ids36(p.a);
    return [...ids36(p.b)].some(([s, v]) => schemes.includes(s) && a.has(s) && a.get(s) !== v);
  };
  const births = (p: Row) => [ids36(p.a).get('birth'), ids36(p.b).get('birth')];
  const gap = (x: string, y: string) => Math.abs(Number(x.slice(0, 4)) - Number(y.slice(0, 4)));
  const values = (r: Record<string, string>) => new Set(Object.values(r));

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout36.seed} generate`, () => {
    assert.equal(SETS.heldout36.seed, 3636);
    assert.equal(text, fresh);
    // Negative: another seed gives other bytes.
    assert.notEqual(fresh, toJsonl(buildPairs(T36.HELDOUT36_KINDS, 'persons-heldout36', SETS.heldout36.seed + 1)));
  });

  it('holds 600 pairs, half of each label, 100 per jurisdiction, 10 kinds of 60 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 600);
    assert.equal(T36.HELDOUT36_KINDS.length, 10);
    assert.equal(T36.HELDOUT36_KINDS.filter((k) => k.label === 'same').length, 5);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 100, j);
    assertKinds(pairs, T36.HELDOUT36_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS, ...T14.HELDOUT14_KINDS, ...T15.HELDOUT15_KINDS, ...T16.HELDOUT16_KINDS, ...T17.HELDOUT17_KINDS, ...T18.HELDOUT18_KINDS, ...T19.HELDOUT19_KINDS, ...T20.HELDOUT20_KINDS, ...T21.HELDOUT21_KINDS, ...T22.HELDOUT22_KINDS, ...T23.HELDOUT23_KINDS, ...T24.HELDOUT24_KINDS, ...T25.HELDOUT25_KINDS, ...T26.HELDOUT26_KINDS, ...T27.HELDOUT27_KINDS, ...T28.HELDOUT28_KINDS, ...T29.HELDOUT29_KINDS, ...T30.HELDOUT30_KINDS, ...T31.HELDOUT31_KINDS, ...T32.HELDOUT32_KINDS, ...T33.HELDOUT33_KINDS, ...T34.HELDOUT34_KINDS, ...T35.HELDOUT35_KINDS]);
    for (const k of T36.HELDOUT36_KINDS) assert.equal(of(k.kind).length, 60, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('the registered headers name one scheme each; company, care home, venue, plant and centre lines and mailboxes, household lines, lots, tags and specimens are never registered', () => {
    const all = SCHEMES.map((s) => K[s]);
    for (const [i, s] of all.entries()) {
      assert.ok(!s.has(''), 'an empty header is registered');
      for (const t of all.slice(i + 1)) for (const k of s) assert.ok(!t.has(k), k);
    }
    for (const s of SCHEMES) {
      if (s === 'national' || s === 'year') assert.equal(K[s].size, 0, `${s}: the header says no kind writes it`);
      else assert.ok(K[s].size > 0, s);
    }
    for (const k of ['Home tel.', 'HOME LINE', 'Landline', 'LANDLINE', 'Home line', 'Festnetz', 'Tél. domicile', 'Tel. thuis', 'Teléfono fijo', 'Tel. stacjonarny', 'Company tel.', 'COMPANY LINE', 'Care home tel.', 'FACILITY LINE', 'CONTRACTOR LINE', 'CONTRACTOR E-MAIL', 'Company email', 'Plant tel.', 'Plant email', 'FACTORY LINE', 'FACTORY E-MAIL', 'Centre tel.', 'Centre email', 'SITE LINE', 'SITE E-MAIL', 'Tel. Firma', 'E-Mail Firma', 'Tel. Heim', 'Tél. EHPAD', 'E-Mail Betrieb', 'Courriel laboratoire', 'Lot / ear tags', 'LOT NO', 'Specimen range', 'ACCESSION NOS', 'Licensed since', 'FIRST ISSUED', 'Member since', 'Registered since', 'YEAR OF ENTRY', 'Issued', 'DATE ISSUED', 'Safety officer', 'Nurse in charge', 'Duty manager', 'Official veterinarian', 'Supervisor', 'Resident', 'Client']) {
      for (const s of SCHEMES) assert.ok(!K[s].has(k), `${k} registered as ${s}`);
    }
  });

  it('label honesty: a `same` pair shares a number, the phone, the own e-mail or the whole birth date besides the name; nothing of the person disagrees', () => {
    for (const p of pairs.filter((x) => x.label === 'same')) {
      const [a, b] = [ids36(p.a), ids36(p.b)];
      assert.ok([...b].some(([s, v]) => s !== 'year' && a.get(s) === v), `${p.id}: nothing but the name (and a year) in common`);
      for (const s of b.keys()) if (a.has(s)) assert.equal(a.get(s), b.get(s), `${p.id}: ${s} disagrees`);
    }
  });

  it("label honesty: a `different` pair shares no own number, phone or e-mail, tells its two people apart by a number or the whole birth and keeps its kind's promise", () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      assert.ok(!sharesNumber(p), `${p.id}: the two share a number`);
      assert.ok(disagrees(p, [...NUMBERS, 'birth']), `${p.id}: nothing on both sides tells the two apart`);
      const [a, b] = [ids36(p.a), ids36(p.b)];
      if (a.has('phone') && b.has('phone')) assert.notEqual(a.get('phone'), b.get('phone'), `${p.id}: one own phone`);
      if (a.has('email') && b.has('email')) assert.notEqual(a.get('email'), b.get('email'), `${p.id}: one own e-mail`);
    }
    // Namesake pyrotechnicians: never one birth wherever both are stated; the company named on both sides in most pairs.
    let company = 0;
    for (const p of of('diff_pyrotechnician_namesakes_one_display_company')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.notEqual(x, y, p.id);
      const vb = values(p.b);
      if (Object.values(p.a).some((v) => vb.has(v) && /[a-zà-ž]{4}/i.test(v) && / /.test(v))) company++;
    }
    assert.ok(company >= 30, `only ${company} namesake pairs show one company`);
    // Twin podiatrists: one birth wherever both state it; the shared home (address or landline) on both sides in some pairs.
    let home = 0;
    for (const p of of('diff_podiatrist_twins_one_home_one_landline')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.equal(x, y, p.id);
      const vb = values(p.b);
      if (Object.values(p.a).some((v) => vb.has(v) && (/\d{6}/.test(v.replace(/\D/g, '')) || /,/.test(v)))) home++;
    }
    assert.ok(home >= 5, `only ${home} twin pairs show the shared home`);
    // Father and son door supervisors: births 20 years apart or more wherever both are stated.
    for (const p of of('diff_door_supervisor_father_and_son_one_name_one_company_one_mailbox')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.ok(gap(x, y) >= 20, `${p.id}: ${x} ${y}`);
    }
    // Mother and daughter phlebotomists: births 18 years apart or more wherever both are stated.
    for (const p of of('diff_phlebotomist_mother_and_daughter_one_lab_one_home_line')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.ok(gap(x, y) >= 18, `${p.id}: ${x} ${y}`);
    }
    // Sibling slaughtermen: the certificate scheme stated on one side at least; births never more than 10 years apart.
    for (const p of of('diff_slaughterman_siblings_one_abattoir_one_mailbox_one_home')) {
      assert.ok(ids36(p.a).has('slaughter') || ids36(p.b).has('slaughter'), p.id);
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.ok(gap(x, y) <= 10, `${p.id}: ${x} ${y}`);
    }
  });

  it('building blocks: the two-digit year, the year-only rule, the policy check', () => {
    assert.equal(T36.birth36('12.03.87'), '1987-03-12');
    assert.equal(T36.birth36('05/11/03'), '2003-11-05');
    // Negative: the policy check refuses a `same` pair that agrees on nothing but a name, and one whose births disagree.
    assert.equal(T36.keeps36('same', { Name: 'A B' }, { Name: 'A B' }), false);
    assert.equal(T36.keeps36('same', { 'Date of birth': '01/02/1980' }, { Born: '02/01/1980' }), false);
    assert.equal(T36.keeps36('same', { 'Date of birth': '01/02/80' }, { Born: '01/02/1980' }), true);
    // Negative: a `different` pair with one door supervisor number is refused.
    assert.equal(T36.keeps36('different', { 'Licence number': '1234 5678 9012 3456' }, { 'Badge / licence no.': '1234567890123456', 'Date of birth': '01/02/1980' }), false);
    // Negative: a `different` pair with one own e-mail is refused; a shared household landline is not an own phone.
    assert.equal(T36.keeps36('different', { 'Licence number': '1234 5678 9012 3456', Email: 'a.b@mail.test' }, { 'Badge / licence no.': '6543 2109 8765 4321', 'Staff email': 'A.B@mail.test' }), false);
    assert.equal(T36.keeps36('different', { 'Licence number': '1234 5678 9012 3456', 'Home tel.': '0842950102' }, { 'Badge / licence no.': '6543 2109 8765 4321', Landline: '0842950102' }), true);
  });
});

// Set 37 (templates-heldout37.ts): as set 36, the headers under which a record writes its person's own identifiers are the
// ones the set's writers registered in KEYS37 while the set was generated, by scheme: a hearing-aid dispenser's, an arborist's,
// a court reporter's, a dietitian's and a swimming teacher's number, the person's phone (to its last nine digits), the
// own e-mail and the whole birth date (no kind of this set writes a national number or a year alone). A patient (and
// the patient's birth), an applicant, the parties, a judge, a ward sister, a lifeguard, a pool manager, a parent's phone,
// fitting, permit, case and hospital numbers, a clinic's / firm's / agency's / ward's / school's line and mailbox, and a
// household's landline and address sit under other headers, unregistered.
describe('held-out set persons-heldout37', () => {
  // Generating the set registers its writers' headers in KEYS37 (the writers name each key as they write it).
  const fresh = SETS.heldout37.jsonl();
  const text = readFileSync(SETS.heldout37.file, 'utf8');
  type Row = { id: string; kind: string; label: string; jurisdiction: string; a: Record<string, string>; b: Record<string, string> };
  const pairs = loadPersonPairs(SETS.heldout37.file.pathname) as unknown as Row[];
  const of = (kind: string) => pairs.filter((p) => p.kind === kind);
  const K = T37.KEYS37;
  const SCHEMES = ['hearing', 'arb', 'steno', 'diet', 'swim', 'national', 'phone', 'email', 'birth', 'year'] as const;
  // The test reads the records on its own (birth22, and a two-digit year day first as 27–99 → 19yy, 00–26 → 20yy).
  const birth36t = (v: string) => {
    const m = /^(\d\d)[/.](\d\d)[/.](\d\d)$/.exec(v);
    return m ? `${Number(m[3]) >= 27 ? 19 : 20}${m[3]}-${m[2]}-${m[1]}` : birth22(v);
  };
  function ids37(r: Record<string, string>): Map<string, string> {
    const out = new Map<string, string>();
    for (const [k, v] of Object.entries(r)) {
      const scheme = SCHEMES.find((s) => K[s].has(k));
      if (scheme === undefined) continue;
      assert.ok(!out.has(scheme), `two ${scheme} values in one record: ${k}`);
      if (scheme === 'phone') out.set('phone', v.replace(/\D/g, '').slice(-9));
      else if (scheme === 'email') out.set('email', v.trim().toLowerCase());
      else if (scheme === 'birth') out.set('birth', birth36t(v));
      else if (scheme === 'year') {
        assert.match(v, /^(19[4-9]\d|200[0-6])$/);
        out.set('year', v);
      } else out.set(scheme, T37.fold37(v).toUpperCase().replace(/[^A-Z0-9]/g, ''));
    }
    const b = out.get('birth');
    if (b !== undefined) {
      assert.ok(!out.has('year'), 'a birth and a year in one record');
      out.set('year', b.slice(0, 4));
    }
    return out;
  }
  const NUMBERS = ['hearing', 'arb', 'steno', 'diet', 'swim', 'national'];
  const sharesNumber = (p: Row) => {
    const a = ids37(p.a);
    return [...ids37(p.b)].some(([s, v]) => NUMBERS.includes(s) && a.get(s) === v);
  };
  const disagrees = (p: Row, schemes: readonly string[]) => {
    const a = ids37(p.a);
    return [...ids37(p.b)].some(([s, v]) => schemes.includes(s) && a.has(s) && a.get(s) !== v);
  };
  const births = (p: Row) => [ids37(p.a).get('birth'), ids37(p.b).get('birth')];
  const gap = (x: string, y: string) => Math.abs(Number(x.slice(0, 4)) - Number(y.slice(0, 4)));
  const values = (r: Record<string, string>) => new Set(Object.values(r));

  it(`the committed file is exactly what the kinds and seed ${SETS.heldout37.seed} generate`, () => {
    assert.equal(SETS.heldout37.seed, 3737);
    assert.equal(text, fresh);
    // Negative: another seed gives other bytes.
    assert.notEqual(fresh, toJsonl(buildPairs(T37.HELDOUT37_KINDS, 'persons-heldout37', SETS.heldout37.seed + 1)));
  });

  it('holds 600 pairs, half of each label, 100 per jurisdiction, 10 kinds of 60 pairs of one label, new by name', () => {
    assert.equal(pairs.length, 600);
    assert.equal(T37.HELDOUT37_KINDS.length, 10);
    assert.equal(T37.HELDOUT37_KINDS.filter((k) => k.label === 'same').length, 5);
    assert.equal(pairs.filter((p) => p.label === 'same').length * 2, pairs.length);
    for (const j of JURISDICTIONS) assert.equal(pairs.filter((p) => p.jurisdiction === j).length, 100, j);
    assertKinds(pairs, T37.HELDOUT37_KINDS, [...HELDOUT1_KINDS, ...HELDOUT2_KINDS, ...HELDOUT3_KINDS, ...HELDOUT4_KINDS, ...HELDOUT5_KINDS, ...HELDOUT6_KINDS, ...HELDOUT7_KINDS, ...HELDOUT8_KINDS, ...T9.HELDOUT9_KINDS, ...T10.HELDOUT10_KINDS, ...T11.HELDOUT11_KINDS, ...T12.HELDOUT12_KINDS, ...T13.HELDOUT13_KINDS, ...T14.HELDOUT14_KINDS, ...T15.HELDOUT15_KINDS, ...T16.HELDOUT16_KINDS, ...T17.HELDOUT17_KINDS, ...T18.HELDOUT18_KINDS, ...T19.HELDOUT19_KINDS, ...T20.HELDOUT20_KINDS, ...T21.HELDOUT21_KINDS, ...T22.HELDOUT22_KINDS, ...T23.HELDOUT23_KINDS, ...T24.HELDOUT24_KINDS, ...T25.HELDOUT25_KINDS, ...T26.HELDOUT26_KINDS, ...T27.HELDOUT27_KINDS, ...T28.HELDOUT28_KINDS, ...T29.HELDOUT29_KINDS, ...T30.HELDOUT30_KINDS, ...T31.HELDOUT31_KINDS, ...T32.HELDOUT32_KINDS, ...T33.HELDOUT33_KINDS, ...T34.HELDOUT34_KINDS, ...T35.HELDOUT35_KINDS, ...T36.HELDOUT36_KINDS]);
    for (const k of T37.HELDOUT37_KINDS) assert.equal(of(k.kind).length, 60, k.kind);
  });

  it('every record is a non-empty object of non-blank trimmed strings, ids are unique, no pair is two copies', () => {
    assertRecords(pairs, true);
  });

  it('the registered headers name one scheme each; company, care home, venue, plant and centre lines and mailboxes, household lines, lots, tags and specimens are never registered', () => {
    const all = SCHEMES.map((s) => K[s]);
    for (const [i, s] of all.entries()) {
      assert.ok(!s.has(''), 'an empty header is registered');
      for (const t of all.slice(i + 1)) for (const k of s) assert.ok(!t.has(k), k);
    }
    for (const s of SCHEMES) {
      if (s === 'national' || s === 'year') assert.equal(K[s].size, 0, `${s}: the header says no kind writes it`);
      else assert.ok(K[s].size > 0, s);
    }
    for (const k of ['Home tel.', 'HOME LINE', 'Landline', 'LANDLINE', 'Home line', 'Festnetz', 'Tél. domicile', 'Tel. thuis', 'Teléfono fijo', 'Tel. domowy', 'Clinic tel.', 'BRANCH LINE', 'Clinic email', 'BRANCH E-MAIL', 'Contractor tel.', 'CONTRACTOR LINE', 'Contractor email', 'CONTRACTOR E-MAIL', 'Agency tel.', 'FIRM LINE', 'Agency email', 'FIRM E-MAIL', 'Ward ext.', 'WARD LINE', 'Ward email', 'WARD E-MAIL', 'School tel.', 'SCHOOL LINE', 'School email', 'SCHOOL E-MAIL', 'Tel. Filiale', 'E-Mail Filiale', 'Tél. cabinet', 'Courriel cabinet', 'Tel. afdeling', 'Tel. escuela', 'Tel. szkoły', 'Parent contact (1st pupil)', 'GUARDIAN PHONE', 'Tel. Eltern', 'Tél. parent', 'Tel. padre/madre', 'Tel. rodzica', 'Tel. ouder', 'Patient DOB', 'CLIENT D.O.B', 'Geb.-Datum Kunde', 'Né(e) le (patient)', 'Geb.datum cliënt', 'F. nac. paciente', 'Data ur. pacjenta', 'Hospital no.', 'IP NO', 'Case No.', 'SUIT NO', 'Application ref.', 'PERMIT NO', 'Fitting ref', 'JOB CARD', 'Registered since', 'YEAR OF ENTRY', 'Date awarded', 'ISSUED', 'Qualified', 'DATE ISSUED', 'Approved since', 'Registered from', 'Since', 'Patient', 'Patient name', 'Applicant', 'Parties', 'Before', 'Ward sister', 'Lifeguard on duty', 'Pool manager', 'Tree officer', 'Referred by', 'Referred by (ENT)']) {
      for (const s of SCHEMES) assert.ok(!K[s].has(k), `${k} registered as ${s}`);
    }
  });

  it('label honesty: a `same` pair shares a number, the phone, the own e-mail or the whole birth date besides the name; nothing of the person disagrees', () => {
    for (const p of pairs.filter((x) => x.label === 'same')) {
      const [a, b] = [ids37(p.a), ids37(p.b)];
      assert.ok([...b].some(([s, v]) => s !== 'year' && a.get(s) === v), `${p.id}: nothing but the name (and a year) in common`);
      for (const s of b.keys()) if (a.has(s)) assert.equal(a.get(s), b.get(s), `${p.id}: ${s} disagrees`);
    }
  });

  it("label honesty: a `different` pair shares no own number, phone or e-mail, tells its two people apart by a number or the whole birth and keeps its kind's promise", () => {
    for (const p of pairs.filter((x) => x.label === 'different')) {
      assert.ok(!sharesNumber(p), `${p.id}: the two share a number`);
      assert.ok(disagrees(p, [...NUMBERS, 'birth']), `${p.id}: nothing on both sides tells the two apart`);
      const [a, b] = [ids37(p.a), ids37(p.b)];
      if (a.has('phone') && b.has('phone')) assert.notEqual(a.get('phone'), b.get('phone'), `${p.id}: one own phone`);
      if (a.has('email') && b.has('email')) assert.notEqual(a.get('email'), b.get('email'), `${p.id}: one own e-mail`);
    }
    // Father and son dispensers: births 20 years apart or more wherever both are stated; the shop named on both sides in some pairs.
    let shop = 0;
    for (const p of of('diff_hearing_aid_dispenser_father_and_son_one_name_one_family_shop')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.ok(gap(x, y) >= 20, `${p.id}: ${x} ${y}`);
      const vb = values(p.b);
      if (Object.values(p.a).some((v) => vb.has(v) && /[a-zà-ž]{4}/i.test(v) && / /.test(v))) shop++;
    }
    assert.ok(shop >= 20, `only ${shop} father-and-son pairs show one shop`);
    // Twin arborists: one birth wherever both state it; the arborist scheme on both sides (it is what tells them apart).
    for (const p of of('diff_arborist_twin_brothers_one_firm_one_home_one_landline')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.equal(x, y, p.id);
      assert.ok(ids37(p.a).has('arb') && ids37(p.b).has('arb'), p.id);
    }
    // Mother and daughter reporters: births 18 years apart or more wherever both are stated.
    for (const p of of('diff_court_reporter_mother_and_daughter_one_agency_one_home_line')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.ok(gap(x, y) >= 18, `${p.id}: ${x} ${y}`);
    }
    // Namesake dietitians: never one birth wherever both are stated.
    for (const p of of('diff_dietitian_namesakes_one_hospital')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.notEqual(x, y, p.id);
    }
    // Sibling swimming teachers: births never more than 9 years apart; the school's or household's details on both sides in some pairs.
    let shared = 0;
    for (const p of of('diff_swimming_teacher_siblings_one_school_one_home_one_landline')) {
      const [x, y] = births(p);
      if (x !== undefined && y !== undefined) assert.ok(gap(x, y) <= 9, `${p.id}: ${x} ${y}`);
      const vb = values(p.b);
      if (Object.values(p.a).some((v) => vb.has(v) && /[a-zà-ž]{4}/i.test(v) && / /.test(v))) shared++;
    }
    assert.ok(shared >= 10, `only ${shared} sibling pairs show one school`);
  });

  it('building blocks: the two-digit year, the year-only rule, the policy check', () => {
    assert.equal(T37.birth37('12.03.87'), '1987-03-12');
    assert.equal(T37.birth37('05/11/03'), '2003-11-05');
    // Negative: the policy check refuses a `same` pair that agrees on nothing but a name, and one whose births disagree.
    assert.equal(T37.keeps37('same', { Name: 'A B' }, { Name: 'A B' }), false);
    assert.equal(T37.keeps37('same', { 'Date of birth': '01/02/1980' }, { Born: '02/01/1980' }), false);
    assert.equal(T37.keeps37('same', { 'Date of birth': '01/02/80' }, { Born: '01/02/1980' }), true);
    // Negative: a `different` pair with one arborist certificate number is refused.
    assert.equal(T37.keeps37('different', { 'Certificate No.': 'NPTC 1234567' }, { 'Arborist cert. no.': 'NPTC1234567', 'Date of birth': '01/02/1980' }), false);
    // Negative: a `different` pair with one own e-mail is refused; a shared household landline is not an own phone.
    assert.equal(T37.keeps37('different', { 'Certificate No.': 'NPTC 1234567', Email: 'a.b@mail.test' }, { 'Arborist cert. no.': 'NPTC 7654321', 'Arborist email': 'A.B@mail.test' }), false);
    assert.equal(T37.keeps37('different', { 'Certificate No.': 'NPTC 1234567', 'Home tel.': '0842950102' }, { 'Arborist cert. no.': 'NPTC 7654321', LANDLINE: '0842950102' }), true);
    // A patient's birth on a fitting record is not the dispenser's: a `same` pair on the number keeps the policy whatever it says.
    assert.equal(T37.keeps37('same', { 'Registration No.': 'HAD12345', 'Date of birth': '01/02/1980' }, { 'Dispenser reg.': 'HAD 12345', 'Patient DOB': '03/04/1941' }), true);
  });
});
