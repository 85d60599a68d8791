// The incremental entity graph cases (issue 18), run on every backend (graphIncremental.test.ts on
// SQLite, graphIncremental.pg.test.ts on PostgreSQL): after every batch of seeded random writes — new
// links, reviews and `different` decisions, supersessions that split entities, join them or turn a review
// into a link — the graph read through entityGraph (applying only the decisions stored since its last
// read, from the async graphChanges) is compared with rebuildGraph over the current pair decisions alone;
// and reads racing writes (refreshes interleaved on one ledger) never see a half-applied graph.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contentId, type DecisionId } from '../../src/core/ids.js';
import { seededRng } from '../../src/core/rng.js';
import { entityGraph, type LedgerEntry, type Ledger, listEntities, openCases, pathBetween } from '../../src/ledger/index.js';
import { type EntityGraph, rebuildGraph } from '../../src/ledger/graphState.js';

const IDENTITIES = ['same_entity', 'same_entity', 'same_entity', 'review', 'different'] as const;

function record(k: number, type: string) {
  const attributes = { name: `person ${k}` };
  return { id: contentId('rec', { schema: 'test.graph.v1', entity_type: type, attributes }), entity_type: type, attributes };
}

function entry(n: number, a: number, b: number, identity: string, type: string, supersedes: DecisionId | null): LedgerEntry {
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

async function current(ledger: Ledger): Promise<DecisionId[]> {
  return (await ledger.pairDecisions()).map((d) => d.decision_id);
}

export interface GraphBackend {
  name: string;
  /** A new, empty ledger; `done` releases what it holds. */
  fresh(): Promise<Ledger>;
  done(ledger: Ledger): Promise<void>;
  seeds: number[];
}

export function graphCases(b: GraphBackend): void {
describe(`incremental entity graph on ${b.name}`, () => {
  for (const seed of b.seeds) {
    it(`equals a full rebuild after random writes and supersessions (seed ${seed})`, async () => {
      const ledger = await b.fresh();
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
        await b.done(ledger);
      }
    });
  }

  it('reads racing writes see their own write and one whole graph; the graph ends equal to a rebuild', async () => {
    const ledger = await b.fresh();
    try {
      // One chain 0-1-2-…-40 grows while it is read; reviews between other records open cases meanwhile.
      const reads: Promise<void>[] = [];
      for (let i = 0; i < 40; i++) {
        const written = ledger.recordAsync(entry(1000 + i, i, i + 1, 'same_entity', 'person', null));
        void ledger.recordAsync(entry(2000 + i, 100 + i, 200 + i, 'review', 'person', null));
        reads.push(
          written.then(async () => {
            // Read-your-write: the chain up to i + 1 is there, walked edge after edge.
            const path = await pathBetween(ledger, record(0, 'person').id, record(i + 1, 'person').id);
            assert.equal(path.hops, i + 1, `after write ${i}`);
            for (let k = 1; k < path.steps.length; k++) assert.equal(path.steps[k]!.from, path.steps[k - 1]!.to);
            const page = await listEntities(ledger, { limit: 500 });
            const seen = new Set<string>();
            for (const e of page.entities) {
              for (const r of e.records) {
                assert.equal(seen.has(r), false, `a record in two entities of one answer (write ${i})`);
                seen.add(r);
              }
            }
            const cases = await openCases(ledger, { limit: 500 });
            assert.equal(cases.cases.length, cases.count);
          }),
        );
      }
      await Promise.all(reads);
      assert.deepEqual(plain(await entityGraph(ledger)), plain(rebuildGraph(await ledger.pairDecisions())));
      assert.equal((await openCases(ledger, { limit: 500 })).count, 40);
    } finally {
      await b.done(ledger);
    }
  });
});
}
