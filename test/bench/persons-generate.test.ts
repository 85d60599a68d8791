// The person record pair generator (bench/persons/): a seed gives the same bytes on every run, the committed
// held-out set 1 is exactly what its kinds and seed generate (so it is never edited by hand), and it keeps
// the shape its author promised. The engine is never run on the set here: it is read once by bench:persons.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { buildPairs, HELDOUT1_FILE, HELDOUT1_SEED, heldout1Jsonl, toJsonl } from '../../bench/persons/generate.js';
import { Ctx, formatDate, formatName, formatPhone, JURISDICTIONS, keyingError, newIds, ocrError } from '../../bench/persons/records.js';
import { HELDOUT1_KINDS } from '../../bench/persons/templates-heldout1.js';
import { add, evaluate, loadPersonPairs, render, scores, type Tally } from '../../bench/persons.js';

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

describe('held-out set persons-heldout1', () => {
  const text = readFileSync(HELDOUT1_FILE, 'utf8');
  const pairs = loadPersonPairs(HELDOUT1_FILE.pathname);

  it(`the committed file is exactly what the kinds and seed ${HELDOUT1_SEED} generate`, () => {
    assert.equal(text, heldout1Jsonl());
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
    const ids = new Set<string>();
    for (const p of pairs) {
      assert.ok(!ids.has(p.id), `duplicate id ${p.id}`);
      ids.add(p.id);
      for (const r of [p.a, p.b]) {
        assert.ok(r !== null && typeof r === 'object' && !Array.isArray(r), p.id);
        assert.ok(Object.keys(r).length > 0, `${p.id}: empty record`);
        for (const v of Object.values(r)) assert.ok(typeof v === 'string' && v.trim() !== '', `${p.id}: empty value`);
      }
      assert.notDeepEqual(p.a, p.b, `${p.id}: a and b are the same record`);
    }
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
