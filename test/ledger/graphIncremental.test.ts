// The incremental entity graph (issue 18) equals a full rebuild: after every batch of seeded random
// writes — new links, reviews and `different` decisions, supersessions that split entities, join them or
// turn a review into a link — the graph read through entityGraph (applying only the decisions stored
// since its last read) is compared with rebuildGraph over the current pair decisions alone.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { contentId } from '../../src/core/ids.js';
import { seededRng } from '../../src/core/rng.js';
import { entityGraph, openLedger, type LedgerEntry, type Ledger } from '../../src/ledger/index.js';
import { type EntityGraph, rebuildGraph } from '../../src/ledger/graphState.js';

const IDENTITIES = ['same_entity', 'same_entity', 'same_entity', 'review', 'different'] as const;

function record(k: number, type: string) {
  const attributes = { name: `person ${k}` };
  return { id: contentId('rec', { schema: 'test.graph.v1', entity_type: type, attributes }), entity_type: type, attributes };
}

function entry(n: number, a: number, b: number, identity: string, type: string, supersedes: string | null): LedgerEntry {
  const decision_id = contentId('xwd', { schema: 'test.graph.v1', n, a, b, identity });
  return {
    verb: 'compare',
    decision_id,
    receipt: { decision_id, identity, score: identity === 'same_entity' ? 0.9 : 0.5, factors: { name: 1 }, explanation: 'test' },
    call: {},
    records: { a: record(a, type), b: record(b, type) },
    supersedes,
  };
}

/** Comparable form of a graph: every list and map as plain sorted data. */
function plain(g: EntityGraph) {
  return {
    links: g.links.map((d) => d.decision_id),
    reviews: g.reviews.map((d) => d.decision_id),
    entities: g.entities,
    entityOf: [...g.entityOf].map(([r, e]) => [r, e.entity_id]).sort(),
    edgesOf: [...g.edgesOf].map(([e, list]) => [e, list.map((d) => d.decision_id)]).sort(),
  };
}

async function current(ledger: Ledger): Promise<string[]> {
  return (await ledger.pairDecisions()).map((d) => d.decision_id);
}

describe('incremental entity graph', () => {
  for (const seed of [1, 7, 42]) {
    it(`equals a full rebuild after random writes and supersessions (seed ${seed})`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'sc-graph-'));
      const ledger = openLedger(join(dir, 'ledger.db'));
      const rng = seededRng(seed);
      const pick = (n: number) => Math.floor(rng() * n);
      let n = 0;
      let superseded = 0;
      let splitOrJoin = 0;
      try {
        for (let round = 0; round < 40; round++) {
          // Mostly small batches (entities placed one by one); now and then a large one (placed by one merge).
          const writes = round % 10 === 5 ? 80 : 1 + pick(12);
          for (let w = 0; w < writes; w++) {
            const live = await current(ledger);
            const type = pick(4) === 0 ? 'organisation' : 'person';
            const identity = IDENTITIES[pick(IDENTITIES.length)]!;
            if (live.length > 0 && pick(3) === 0) {
              // Supersede a current pair decision with another verdict about the same two records.
              const old = await ledger.decision(live[pick(live.length)]!);
              const a = Number((await ledger.getRecord(old.record_a!))!.attributes!.name!.toString().split(' ')[1]);
              const b = Number((await ledger.getRecord(old.record_b!))!.attributes!.name!.toString().split(' ')[1]);
              const t = (await ledger.getRecord(old.record_a!))!.entity_type;
              if (old.identity === 'same_entity' || identity === 'same_entity') splitOrJoin++;
              await ledger.record(entry(n++, a, b, identity, t, old.decision_id));
              superseded++;
            } else {
              const a = pick(60);
              let b = pick(60);
              if (b === a) b = (a + 1) % 60;
              await ledger.record(entry(n++, a, b, identity, type, null));
            }
          }
          // Read between batches, so later batches are applied to a graph that already exists.
          const incremental = await entityGraph(ledger);
          const reference = rebuildGraph(await ledger.pairDecisions());
          assert.deepEqual(plain(incremental), plain(reference), `round ${round}`);
          for (const type of ['person', 'organisation']) {
            const narrowed = await entityGraph(ledger, type);
            assert.ok(narrowed.entities.every((e) => e.entity_type === type));
            assert.deepEqual(
              narrowed.entities.map((e) => e.entity_id),
              incremental.entities.filter((e) => e.entity_type === type).map((e) => e.entity_id),
            );
          }
        }
        // The run exercised what it claims to: supersessions that moved links, and transitive entities.
        assert.ok(superseded > 20 && splitOrJoin > 10, `superseded ${superseded}, split/join ${splitOrJoin}`);
        assert.ok((await entityGraph(ledger)).entities.some((e) => e.held_together_by === 'transitive'));
      } finally {
        await ledger.close();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
