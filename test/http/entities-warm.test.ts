// Start-up warm-up of the entity graph and resolve's blocking index (issue 18): a server started on a
// ledger that already holds decisions builds both in the background, in slices that yield to the event
// loop. /entities and /resolve sent right after start wait for the build and answer exactly what a cold
// build of the same ledger answers (never a partial graph); /livez answers meanwhile. No wall-clock asserts.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { listEntities, openLedger } from '../../src/ledger/index.js';
import { newPairEntry, person, storeChains } from '../ledger/personChains.js';
import { startServer, type TestServer } from './server.js';

/** Enough decisions for several slices of the build (2,000 rows each). */
const N = 5000;
const PROBE = { record: person(77, { dob: '1990-01-01' }), entity: 'person' };

async function fillLedger(file: string): Promise<void> {
  const ledger = openLedger(file);
  // Three-record chains (transitive entities): {name, id} – {name, id, phone} – {name, id, dob}.
  await storeChains(ledger, N);
  // A supersession splits one chain: the warm graph must apply it too.
  const first = (await listEntities(ledger, { limit: 1 })).entities[0]!;
  await ledger.record({ ...newPairEntry(1), supersedes: first.decision_ids[0]! });
  await ledger.close();
}

/** Every page of /entities and the resolve of PROBE as a server without warm-up answers them (a cold build on first read). */
async function coldAnswers(file: string) {
  const cold = await startServer({ ledger: file, warmEntities: false });
  const pages: unknown[] = [];
  let cursor: string | null = null;
  do {
    const page = await cold.call('GET', `/entities?limit=500${cursor === null ? '' : `&cursor=${cursor}`}`);
    assert.equal(page.status, 200, page.text);
    pages.push(page.json);
    cursor = (page.json.next_cursor as string | null) ?? null;
  } while (cursor !== null);
  const resolved = await cold.call('POST', '/resolve', PROBE);
  assert.equal(resolved.status, 200, resolved.text);
  await cold.close();
  return { pages, resolved: resolved.json };
}

describe('entity graph warm-up at start', () => {
  let file: string;
  let expected: Awaited<ReturnType<typeof coldAnswers>>;
  before(async () => {
    file = join(mkdtempSync(join(tmpdir(), 'sc-entities-warm-')), 'ledger.db');
    await fillLedger(file);
    expected = await coldAnswers(file);
  });

  let server: TestServer | null = null;
  after(async () => server?.close());

  it('answers /entities and /resolve right after start as a cold build does, and /livez while warming', async () => {
    let warmed = false;
    let signal: () => void = () => undefined;
    const done = new Promise<void>((resolve) => {
      signal = resolve;
    });
    const s = await startServer({
      ledger: file,
      onEntitiesWarm: () => {
        warmed = true;
        signal();
      },
    });
    server = s;
    // Sent together, at once: the graph reads wait for the build, /livez does not need it.
    const [livez, firstPage, resolved] = await Promise.all([s.call('GET', '/livez'), s.call('GET', '/entities?limit=500'), s.call('POST', '/resolve', PROBE)]);
    assert.equal(livez.status, 200);
    assert.equal(livez.json.ok, true);
    assert.equal(firstPage.status, 200, firstPage.text);
    assert.deepEqual(firstPage.json, expected.pages[0]);
    assert.equal(resolved.status, 200, resolved.text);
    assert.deepEqual(resolved.json, expected.resolved);
    for (let p = 1; p < expected.pages.length; p++) {
      const r = await s.call('GET', `/entities?limit=500&cursor=${p * 500}`);
      assert.deepEqual(r.json, expected.pages[p]);
    }
    await done;
    assert.ok(warmed);
    // After the build, a later read still agrees (the warm state is the one reads keep refreshing).
    assert.deepEqual((await s.call('GET', '/entities?limit=500')).json, expected.pages[0]);
  });
});
