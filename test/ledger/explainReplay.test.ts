// Replay of a ledger written by an older engine (SQLite only: the file's triggers are lifted by hand to
// edit stored pins). Every other explain and replay case runs on both backends in ledger.case.ts.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import Database from 'libsql';
import { openLedger } from '../../src/ledger/index.js';
import { compareEntry, fakeCompare, PAIRS } from './fakeVerbs.js';

/** A `{then, now}` entry of `changed`. */
const mv = (then: unknown, now: unknown) => ({ then, now });

const dir = mkdtempSync(join(tmpdir(), 'ledger-explain-'));
after(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const freshPath = () => join(dir, `l${n++}.db`);

describe('replay', () => {
  it('reports nested pins with dotted names after editing the stored pins of a test ledger', async () => {
    const path = freshPath();
    const ledger = openLedger(path);
    const entry = compareEntry(PAIRS.text);
    await ledger.record(entry);
    await ledger.close();
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
    await again.close();
  });
});
