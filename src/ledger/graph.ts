// Reading the entity graph (issue 18): entities, the chain of decisions joining two records and the open
// cases, derived from the current (never superseded) decisions. The graph itself is kept by
// graphState.ts and brought up to date on each read by applying only the decisions stored since the
// last one (a superseded decision drops out of every answer the moment its successor is stored).
// Answers carry record ids, decision ids, factors and field names — never a stored value.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { serviceError } from '../core/errors.js';
import type { DecisionId } from '../core/ids.js';
import { adjacency, type EntityGraph, GraphState, graphOfType } from './graphState.js';
import type { ErasureNote, Ledger } from './types.js';

export { type EntityGraph, type EntityView, LINKING_IDENTITY, REVIEW_IDENTITY } from './graphState.js';
export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 500;

export interface Page {
  limit?: number | undefined;
  cursor?: string | null;
  entity_type?: string | null;
}

/** Offset cursors: the position after the last item served, as a decimal string. */
export function pageBounds(page: Page, total: number): { start: number; end: number; next: string | null } {
  const limit = page.limit ?? DEFAULT_PAGE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
    throw serviceError('SC_PAGE_LIMIT', { max: MAX_PAGE });
  }
  let start = 0;
  if (page.cursor !== undefined && page.cursor !== null) {
    if (!/^\d{1,9}$/.test(page.cursor)) throw serviceError('SC_PAGE_CURSOR');
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

/**
 * Brings the graph of `ledger` up to date: applies the decisions stored since the last seq applied.
 * Concurrent refreshes may read overlapping changes; `apply` skips a seq already applied, so each lands once.
 */
export async function refreshGraph(ledger: Ledger): Promise<void> {
  // A background build under way (warmGraph) is waited for: a read never answers from a half-built graph.
  const pending = warming.get(ledger);
  if (pending) await pending.catch(() => undefined);
  const { state } = cachedOf(ledger);
  state.apply(await ledger.graphChanges(state.lastSeq));
}

const warming = new WeakMap<Ledger, Promise<void>>();

/**
 * Builds the graph of `ledger` in the background (start-up warm-up): reads the decisions stored since
 * the last seq applied and applies them `slice` at a time, yielding to the event loop between slices so
 * other requests keep being answered. Each slice leaves a valid graph of the decisions up to its last
 * seq. Reads that arrive meanwhile wait for the whole build (`refreshGraph`). `built` runs synchronously
 * once the graph is complete, before any waiting read resumes, with the entity types of its pair
 * decisions. A failed build leaves the graph to be built by the next read.
 */
export function warmGraph(ledger: Ledger, slice: number, built: (entityTypes: Set<string>) => void = () => undefined): Promise<void> {
  const run = (async () => {
    const { state } = cachedOf(ledger);
    const types = new Set<string>();
    // Keyset pages by seq: each turn reads and applies at most `slice` decisions, so neither the read
    // nor the apply holds the event loop for the whole table.
    for (let first = true; ; first = false) {
      if (!first) await nextTurn();
      const part = await ledger.graphChanges(state.lastSeq, slice);
      for (const c of part) if (c.pair !== null) types.add(c.pair.entity_type);
      state.apply(part);
      if (part.length < slice) break;
    }
    warming.delete(ledger);
    built(types);
  })();
  warming.set(ledger, run);
  run.catch(() => warming.delete(ledger));
  return run;
}

function cachedOf(ledger: Ledger) {
  let cached = states.get(ledger);
  if (!cached) {
    cached = { state: new GraphState(), version: -1, byType: new Map<string, EntityGraph>() };
    states.set(ledger, cached);
  }
  return cached;
}

/**
 * The graph as last refreshed (shared: callers must not change it); `entity_type` narrows it. Its record
 * and entity maps are the state's own and change in place on the next refresh, so read them in the same
 * synchronous stretch as this call: `await refreshGraph(l); const g = currentGraph(l); ...no await...`.
 */
export function currentGraph(ledger: Ledger, entity_type: string | null = null): EntityGraph {
  const cached = cachedOf(ledger);
  const { state } = cached;
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

/**
 * The graph of current decisions, refreshed. Its maps may have moved on by the time the caller resumes
 * (another request's refresh can run in between): a caller that reads several parts of it together
 * should use `refreshGraph` + `currentGraph` instead.
 */
export async function entityGraph(ledger: Ledger, entity_type: string | null = null): Promise<EntityGraph> {
  await refreshGraph(ledger);
  return currentGraph(ledger, entity_type);
}

/** The last decision seq the graph of this ledger has applied (0 before its first read). */
export function graphSeq(ledger: Ledger): number {
  return states.get(ledger)?.state.lastSeq ?? 0;
}

/** GET /entities: one page of entities, largest first. */
export async function listEntities(ledger: Ledger, page: Page = {}) {
  await refreshGraph(ledger);
  const { entities } = currentGraph(ledger, page.entity_type ?? null);
  const { start, end, next } = pageBounds(page, entities.length);
  const shown = entities.slice(start, end);
  // Erased members stay (their ids and decisions are the audit trail); the entity says which they are.
  const erased = await ledger.erasedAmong(shown.flatMap((e) => e.records));
  const out = erased.size === 0 ? shown : shown.map((e) => {
    const gone = e.records.filter((r) => erased.has(r));
    return gone.length === 0 ? e : { ...e, erased_records: gone };
  });
  return { count: entities.length, entities: out, next_cursor: next };
}

export interface PathStep {
  decision_id: DecisionId;
  /** The step in walking order (from record_a of the query towards record_b). */
  from: string;
  to: string;
  identity: string;
  score: number;
  factors: Record<string, number>;
  supporting: string[];
  refuting: string[];
  /** Present when a record of this step was erased (the decision stays; its values are gone). */
  erasure?: ErasureNote;
}

/** Evidence names of a decision (no values: `shared` is not read). */
export async function evidenceOf(
  ledger: Ledger,
  decisionId: DecisionId,
): Promise<{ supporting: string[]; refuting: string[]; missing: string[]; erasure?: ErasureNote }> {
  const x = await ledger.explain(decisionId);
  const erasure = x.erasure ? { erasure: x.erasure } : {};
  if (!('supporting' in x)) return { supporting: [], refuting: [], missing: [], ...erasure };
  return { supporting: x.supporting, refuting: x.refuting, missing: x.missing, ...erasure };
}

/** Refuses an id the ledger never stored, without echoing it. */
export async function requireRecord(ledger: Ledger, id: string, name: string): Promise<void> {
  if ((await ledger.getRecord(id)) === null) throw serviceError('SC_RECORD_NOT_FOUND', { name });
}

/**
 * GET /path: the shortest chain of current linking decisions between two records, each edge of
 * length 1 + (1 − score) × 0.001 (fewest hops first, stronger evidence breaks ties).
 */
export async function pathBetween(ledger: Ledger, a: string, b: string) {
  await requireRecord(ledger, a, 'a');
  await requireRecord(ledger, b, 'b');
  await refreshGraph(ledger);
  // The walk is read from the graph with no await in between (its maps change in place on a refresh);
  // the evidence of its decisions is fetched afterwards.
  const graph = currentGraph(ledger);
  const ea = graph.entityOf.get(a);
  let walk: Array<Omit<PathStep, 'supporting' | 'refuting'>> = [];
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
    for (let at = b; at !== a; ) {
      const e = edges[via.get(at)!]!;
      const from = e.record_a === at ? e.record_b : e.record_a;
      walk.push({ decision_id: e.decision_id, from, to: at, identity: e.identity, score: e.score, factors: e.factors });
      at = from;
    }
    walk = walk.reverse();
  }
  const steps: PathStep[] = await Promise.all(walk.map(async (step) => ({ ...step, ...pick(await evidenceOf(ledger, step.decision_id)) })));
  const hops = steps.length;
  const note =
    hops === 0
      ? 'no chain of linking decisions joins these records'
      : hops === 1
        ? 'one decision: the two were compared and matched directly'
        : `${hops} decisions: the two were never compared; the records between them were`;
  return { record_a: a, record_b: b, same_entity: hops > 0, hops, steps, note, entity_id: hops > 0 ? ea!.entity_id : null };
}

function pick(e: { supporting: string[]; refuting: string[]; erasure?: ErasureNote }) {
  return { supporting: e.supporting, refuting: e.refuting, ...(e.erasure ? { erasure: e.erasure } : {}) };
}

/** GET /cases: current `review` decisions, oldest first, with what agreed, what refuted and what would settle them. */
export async function openCases(ledger: Ledger, page: Page = {}) {
  await refreshGraph(ledger);
  const { reviews, entityOf } = currentGraph(ledger, page.entity_type ?? null);
  const { start, end, next } = pageBounds(page, reviews.length);
  // Entities are read before the first await (the graph's maps change in place on a refresh).
  const open = reviews.slice(start, end).map((d) => ({
    d,
    entity_a: entityOf.get(d.record_a)?.entity_id ?? null,
    entity_b: entityOf.get(d.record_b)?.entity_id ?? null,
  }));
  const cases = await Promise.all(open.map(async ({ d, entity_a, entity_b }) => {
    const ev = await evidenceOf(ledger, d.decision_id);
    return {
      decision_id: d.decision_id,
      entity_type: d.entity_type,
      record_a: d.record_a,
      record_b: d.record_b,
      entity_a,
      entity_b,
      score: d.score,
      explanation: d.explanation,
      factors: d.factors,
      supporting: ev.supporting,
      refuting: ev.refuting,
      would_resolve: ev.missing,
      recorded_at: d.recorded_at,
      ...(ev.erasure ? { erasure: ev.erasure } : {}),
    };
  }));
  return { count: reviews.length, cases, next_cursor: next };
}
