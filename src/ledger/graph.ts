// Reading the entity graph (issue 18): entities, the chain of decisions joining two records and the open
// cases, derived from the current (never superseded) decisions. The graph itself is kept by
// graphState.ts and brought up to date on each read by applying only the decisions stored since the
// last one (a superseded decision drops out of every answer the moment its successor is stored).
// Answers carry record ids, decision ids, factors and field names — never a stored value.
import { BadRequestError, NotFoundError } from '../core/errors.js';
import { adjacency, type EntityGraph, GraphState, graphOfType } from './graphState.js';
import type { Ledger } from './types.js';

export { type EntityGraph, type EntityView, LINKING_IDENTITY, REVIEW_IDENTITY } from './graphState.js';
export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 500;

export interface Page {
  limit?: number;
  cursor?: string | null;
  entity_type?: string | null;
}

/** Offset cursors: the position after the last item served, as a decimal string. */
export function pageBounds(page: Page, total: number): { start: number; end: number; next: string | null } {
  const limit = page.limit ?? DEFAULT_PAGE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
    throw new BadRequestError(`limit must be an integer from 1 to ${MAX_PAGE}`);
  }
  let start = 0;
  if (page.cursor !== undefined && page.cursor !== null) {
    if (!/^\d{1,9}$/.test(page.cursor)) throw new BadRequestError('cursor is not one this service issued; pass next_cursor from a previous page');
    start = Number(page.cursor);
  }
  const end = Math.min(total, start + limit);
  return { start, end, next: end < total ? String(end) : null };
}

/**
 * Graph state per ledger, with its per-type views valid while the state's version is unchanged. Rows
 * are never deleted and a supersession always arrives with the decision that causes it, so applying
 * the decisions after the last seq seen is enough (also when another process writes the file).
 */
const states = new WeakMap<Ledger, { state: GraphState; version: number; byType: Map<string, EntityGraph> }>();

/** The graph of current decisions (shared: callers must not change it); `entity_type` narrows it. */
export function entityGraph(ledger: Ledger, entity_type: string | null = null): EntityGraph {
  let cached = states.get(ledger);
  if (!cached) {
    cached = { state: new GraphState(), version: -1, byType: new Map() };
    states.set(ledger, cached);
  }
  const { state } = cached;
  state.apply(ledger.graphChanges(state.lastSeq));
  if (cached.version !== state.version) {
    cached.version = state.version;
    cached.byType.clear();
  }
  const all = state.graph();
  if (entity_type === null) return all;
  let graph = cached.byType.get(entity_type);
  if (!graph) {
    graph = graphOfType(all, entity_type);
    cached.byType.set(entity_type, graph);
  }
  return graph;
}

/** The last decision seq the graph of this ledger has applied (0 before its first read). */
export function graphSeq(ledger: Ledger): number {
  return states.get(ledger)?.state.lastSeq ?? 0;
}

/** GET /entities: one page of entities, largest first. */
export function listEntities(ledger: Ledger, page: Page = {}) {
  const { entities } = entityGraph(ledger, page.entity_type ?? null);
  const { start, end, next } = pageBounds(page, entities.length);
  return { count: entities.length, entities: entities.slice(start, end), next_cursor: next };
}

export interface PathStep {
  decision_id: string;
  /** The step in walking order (from record_a of the query towards record_b). */
  from: string;
  to: string;
  identity: string;
  score: number;
  factors: Record<string, number>;
  supporting: string[];
  refuting: string[];
}

/** Evidence names of a decision (no values: `shared` is not read). */
export function evidenceOf(ledger: Ledger, decisionId: string): { supporting: string[]; refuting: string[]; missing: string[] } {
  const x = ledger.explain(decisionId);
  if (!('supporting' in x)) return { supporting: [], refuting: [], missing: [] };
  return { supporting: x.supporting, refuting: x.refuting, missing: x.missing };
}

/** Refuses an id the ledger never stored, without echoing it. */
export function requireRecord(ledger: Ledger, id: string, name: string): void {
  if (ledger.getRecord(id) === null) throw new NotFoundError(`no record with the id given as ${name} in this ledger`);
}

/**
 * GET /path: the shortest chain of current linking decisions between two records, each edge of
 * length 1 + (1 − score) × 0.001 (fewest hops first, stronger evidence breaks ties).
 */
export function pathBetween(ledger: Ledger, a: string, b: string) {
  requireRecord(ledger, a, 'a');
  requireRecord(ledger, b, 'b');
  const graph = entityGraph(ledger);
  const ea = graph.entityOf.get(a);
  let steps: PathStep[] = [];
  if (a !== b && ea !== undefined && ea === graph.entityOf.get(b)) {
    const edges = graph.edgesOf.get(ea.entity_id)!;
    const adj = adjacency(edges);
    const dist = new Map<string, number>([[a, 0]]);
    const via = new Map<string, number>();
    const done = new Set<string>();
    for (;;) {
      let node: string | null = null;
      for (const [k, d] of dist) if (!done.has(k) && (node === null || d < dist.get(node)!)) node = k;
      if (node === null || node === b) break;
      done.add(node);
      for (const { to, edge } of adj.get(node) ?? []) {
        const d = dist.get(node)! + 1 + (1 - edges[edge]!.score) * 0.001;
        if (!dist.has(to) || d < dist.get(to)!) {
          dist.set(to, d);
          via.set(to, edge);
        }
      }
    }
    const walk: PathStep[] = [];
    for (let at = b; at !== a; ) {
      const e = edges[via.get(at)!]!;
      const from = e.record_a === at ? e.record_b : e.record_a;
      walk.push({ decision_id: e.decision_id, from, to: at, identity: e.identity, score: e.score, factors: e.factors, ...pick(evidenceOf(ledger, e.decision_id)) });
      at = from;
    }
    steps = walk.reverse();
  }
  const hops = steps.length;
  const note =
    hops === 0
      ? 'no chain of linking decisions joins these records'
      : hops === 1
        ? 'one decision: the two were compared and matched directly'
        : `${hops} decisions: the two were never compared; the records between them were`;
  return { record_a: a, record_b: b, same_entity: hops > 0, hops, steps, note, entity_id: hops > 0 ? ea!.entity_id : null };
}

function pick(e: { supporting: string[]; refuting: string[] }) {
  return { supporting: e.supporting, refuting: e.refuting };
}

/** GET /cases: current `review` decisions, oldest first, with what agreed, what refuted and what would settle them. */
export function openCases(ledger: Ledger, page: Page = {}) {
  const { reviews, entityOf } = entityGraph(ledger, page.entity_type ?? null);
  const { start, end, next } = pageBounds(page, reviews.length);
  const cases = reviews.slice(start, end).map((d) => {
    const ev = evidenceOf(ledger, d.decision_id);
    return {
      decision_id: d.decision_id,
      entity_type: d.entity_type,
      record_a: d.record_a,
      record_b: d.record_b,
      entity_a: entityOf.get(d.record_a)?.entity_id ?? null,
      entity_b: entityOf.get(d.record_b)?.entity_id ?? null,
      score: d.score,
      explanation: d.explanation,
      factors: d.factors,
      supporting: ev.supporting,
      refuting: ev.refuting,
      would_resolve: ev.missing,
      recorded_at: d.recorded_at,
    };
  });
  return { count: reviews.length, cases, next_cursor: next };
}
