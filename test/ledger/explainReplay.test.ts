import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import Database from 'libsql';
import { BadRequestError, NotImplementedError } from '../../src/core/errors.js';
import { type CompareExplanation, type DeidentifyExplanation, openLedger, storableCall } from '../../src/ledger/index.js';
import { CURRENT, compareEntry, deidentifyEntry, fakeCompare, fakeDeidentify, PAIRS } from './fakeVerbs.js';

/** A `{then, now}` entry of `changed`. */
const mv = (then: unknown, now: unknown) => ({ then, now });

const dir = mkdtempSync(join(tmpdir(), 'ledger-explain-'));
after(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const freshPath = () => join(dir, `l${n++}.db`);

describe('explain', () => {
  it('explains a merge: supporting, refuting, missing, masked shared, gate', () => {
    const ledger = openLedger(freshPath());
    const entry = compareEntry(PAIRS.merge);
    ledger.record(entry);
    const e = ledger.explain(entry.decision_id) as CompareExplanation;
    assert.equal(e.identity, 'same_entity');
    assert.equal(e.action, 'merge');
    assert.equal(e.basis, 'pack:person');
    assert.equal(e.explanation, 'agrees on name, national_id');
    assert.deepEqual(e.supporting, ['name', 'national_id']);
    assert.deepEqual(e.refuting, []);
    assert.deepEqual(e.missing, ['email', 'phone']);
    assert.deepEqual(e.shared, { name: 'Ades***********', national_id: '1234*******' });
    assert.deepEqual(e.gate, { clearing_signal: 'national_id', distinctive_cleared: true, floor: 0.75 });
    const r = ledger.explain(entry.decision_id, { reveal: true }) as CompareExplanation;
    assert.deepEqual(r.shared, { name: 'Adesola Okonkwo', national_id: '12345678901' });
    ledger.close();
  });

  it('explains a review and a different', () => {
    const ledger = openLedger(freshPath());
    const review = compareEntry(PAIRS.review);
    const different = compareEntry(PAIRS.different);
    ledger.record(review);
    ledger.record(different);
    const rv = ledger.explain(review.decision_id) as CompareExplanation;
    assert.equal(rv.identity, 'review');
    assert.equal(rv.action, 'hold');
    assert.deepEqual(rv.supporting, ['name']);
    assert.deepEqual(rv.refuting, ['dob', 'national_id']);
    assert.deepEqual(rv.gate, { clearing_signal: null, distinctive_cleared: false, floor: 0.75 });
    const df = ledger.explain(different.decision_id) as CompareExplanation;
    assert.equal(df.identity, 'different');
    assert.equal(df.action, 'no_op');
    assert.deepEqual(df.supporting, []);
    assert.deepEqual(df.refuting, ['name', 'national_id']);
    assert.deepEqual(df.shared, {});
    ledger.close();
  });

  it('derives the explanation from factors and stored records when the engine gave none', () => {
    const ledger = openLedger(freshPath());
    const entry = compareEntry({
      a: { full_name: 'Adesola Okonkwo', nin: '12345678901', phone_number: '+2348035557890' },
      b: { full_name: 'Adesola  okonkwo', nin: '12345678901' },
    });
    entry.explain = undefined;
    entry.receipt = { ...entry.receipt, factors: { name: 0.97, national_id: 1, address: 0.2 } };
    ledger.record(entry);
    const e = ledger.explain(entry.decision_id) as CompareExplanation;
    assert.deepEqual(e.supporting, ['name', 'national_id']);
    assert.deepEqual(e.refuting, ['address']);
    assert.deepEqual(e.missing, ['registration_id', 'phone', 'email', 'dob']);
    assert.deepEqual(e.shared, { name: 'Ades***********', national_id: '1234*******' });
    assert.deepEqual(e.gate, { clearing_signal: null, distinctive_cleared: null, floor: null });
    const text = { ...compareEntry(PAIRS.text), explain: undefined };
    ledger.record(text);
    const t = ledger.explain(text.decision_id) as CompareExplanation;
    assert.equal(t.gate.floor, 0.75, 'the floor falls back to the pinned distinctive floor');
    ledger.close();
  });

  it('explains a red: decision with statute, sorted citations, by_category and value-free spans', () => {
    const ledger = openLedger(freshPath());
    const entry = deidentifyEntry('🙂 NIN 12345678901 and 98765432109, mail a.b@example.com');
    ledger.record(entry);
    const e = ledger.explain(entry.decision_id) as DeidentifyExplanation;
    assert.equal(e.verb, 'deidentify');
    assert.equal(e.statute, 'NDPA 2023');
    assert.deepEqual(e.citations, ['NDPA 2023 s.24', 'NDPA 2023 s.30']);
    assert.deepEqual(e.by_category, { 'PII-2-NIN': 2, 'PII-3-EMAIL': 1 });
    assert.equal(e.spans.length, 3);
    assert.equal(JSON.stringify(e).includes('12345678901'), false);
    assert.equal(e.basis, 'statute:NDPA 2023');
    ledger.close();
  });
});

describe('replay', () => {
  const runners = { compare: fakeCompare(), deidentify: fakeDeidentify() };

  it('reproduces each kind with the same engine', async () => {
    const ledger = openLedger(freshPath());
    const text = compareEntry(PAIRS.text);
    const entries = [compareEntry(PAIRS.merge), text, deidentifyEntry('NIN 12345678901', CURRENT, 'salted')];
    for (const e of entries) ledger.record(e);
    for (const e of entries) {
      const r = await ledger.replay(e.decision_id, runners);
      assert.equal(r.reproduced, true, e.decision_id);
      assert.deepEqual(r.changed, {});
      assert.equal(r.decision_id, e.decision_id);
      assert.equal(r.now.decision_id, e.decision_id);
      assert.deepEqual(Object.keys(r.now), ['decision_id', 'identity', 'action', 'score', 'factors']);
    }
    ledger.close();
  });

  it('reports exactly what moved after an engine-version and threshold change', async () => {
    const ledger = openLedger(freshPath());
    const entry = compareEntry(PAIRS.borderline);
    ledger.record(entry);
    const newer = { engine: 'service-core@0.2.0', threshold: 0.8, review: 0.4 };
    const r = await ledger.replay(entry.decision_id, { compare: fakeCompare(newer) });
    assert.equal(r.reproduced, false);
    assert.notEqual(r.now.decision_id, entry.decision_id);
    assert.deepEqual(r.changed, {
      identity: mv('same_entity', 'review'),
      action: mv('merge', 'hold'),
      'pins.engine': mv('service-core@0.1.0', 'service-core@0.2.0'),
      'pins.threshold': mv(0.7, 0.8),
    });
    assert.equal(r.now.identity, 'review');
    ledger.close();
  });

  it('reports nested pins with dotted names after editing the stored pins of a test ledger', async () => {
    const path = freshPath();
    const ledger = openLedger(path);
    const entry = compareEntry(PAIRS.text);
    ledger.record(entry);
    ledger.close();
    // Simulate a ledger written by an older engine: the append-only triggers must be lifted to edit it.
    const raw = new Database(path);
    assert.throws(() => raw.exec("UPDATE decisions SET pins = '{}'"), /append-only/);
    raw.exec('DROP TRIGGER decisions_append_only_update');
    const pins = { ...(entry.receipt.pins as Record<string, unknown>) };
    pins.engine = 'service-core@0.0.9';
    pins.thresholds = { match: 0.9, review: 0.4, distinctive_floor: 0.75 };
    pins.comparator_lib = 'talisman@1.0.0';
    raw.prepare('UPDATE decisions SET pins = ? WHERE decision_id = ?').run(JSON.stringify(pins), entry.decision_id);
    raw.close();
    const again = openLedger(path);
    const r = await again.replay(entry.decision_id, { compare: fakeCompare() });
    assert.equal(r.reproduced, true, 'the id itself was not edited, so the engine still reproduces it');
    assert.deepEqual(r.changed, {
      'pins.comparator_lib': mv('talisman@1.0.0', null),
      'pins.engine': mv('service-core@0.0.9', 'service-core@0.1.0'),
      'pins.thresholds.match': mv(0.9, 0.7),
    });
    again.close();
  });

  it('names moved factors and score', async () => {
    const ledger = openLedger(freshPath());
    const entry = compareEntry(PAIRS.review);
    ledger.record(entry);
    const tweaked = (call: Record<string, unknown>) => {
      const r = fakeCompare()(call);
      r.receipt.factors = { ...r.receipt.factors, dob: 0.5, geo: 0.1 };
      r.receipt.score = 0.5667;
      return r;
    };
    const r = await ledger.replay(entry.decision_id, { compare: tweaked });
    assert.deepEqual(r.changed, {
      score: mv(0.5333, 0.5667),
      'factors.dob': mv(0.3, 0.5),
      'factors.geo': mv(null, 0.1),
    });
    ledger.close();
  });

  it('refuses (400) a decision whose call could not be stored, and 501 without a runner', async () => {
    const ledger = openLedger(freshPath());
    const { call, unreplayable } = storableCall({ entity: 'person', scorer: () => 1, salt: 's', when: new Date(0) });
    assert.deepEqual(call, { entity: 'person' });
    assert.deepEqual(unreplayable, ['scorer', 'when']);
    const entry = { ...compareEntry(PAIRS.merge), call: { entity: 'person', scorer: () => 1 } };
    ledger.record(entry);
    assert.deepEqual(ledger.decision(entry.decision_id).call, { entity: 'person' });
    await assert.rejects(
      ledger.replay(entry.decision_id, runners),
      (e: unknown) =>
        e instanceof BadRequestError &&
        e.message ===
          `decision '${entry.decision_id}' was made with arguments the ledger could not store (scorer); it can be re-verified from its signed receipt but not re-run from here`,
    );
    const plain = compareEntry(PAIRS.different);
    ledger.record(plain);
    await assert.rejects(ledger.replay(plain.decision_id, {}), NotImplementedError);
    const flagged = { ...compareEntry(PAIRS.review), replayable: false };
    ledger.record(flagged);
    await assert.rejects(ledger.replay(flagged.decision_id, runners), /could not store \(arguments not kept\)/);
    ledger.close();
  });
});
