// The entity graph over stored decisions (issue 18): records are nodes, current (never superseded)
// `same_entity` decisions are edges, so a connected component is one entity. Nothing is kept beside the
// decisions table: entities, paths and open cases are derived from it on each read, so a superseded
// decision drops out of every answer the moment its successor is stored. Answers carry record ids,
// decision ids, factors and field names — never a stored value. Graph algorithms (union-find,
// Tarjan's bridges and articulation points, Dijkstra on small components) are written here because
// no installed library offers them; they are iterative so a long chain cannot overflow the stack.
import { canonicalSha256 } from '../core/canonicalJson.js';
import { BadRequestError, NotFoundError } from '../core/errors.js';
import type { Ledger, PairDecision } from './types.js';

export const LINKING_IDENTITY = 'same_entity';
export const REVIEW_IDENTITY = 'review';
const ENTITY_SCHEMA = 'service.entity.v1';
export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 500;

export interface EntityView {
  /** `ent:sha256:` over the sorted member ids: it changes when the membership changes. */
  entity_id: string;
  entity_type: string;
  size: number;
  /** Member record ids, in order of first linking. */
  records: string[];
  /** `direct` when every pair of members was decided `same_entity`, else `transitive`. */
  held_together_by: 'direct' | 'transitive';
  /** Records whose removal would split the entity (the records that hold a chain together). */
  weak_links: string[];
  /** Decisions whose removal would split the entity. */
  bridges: string[];
  /** The linking decisions between members, oldest first. */
  decision_ids: string[];
}

export interface Page {
  limit?: number;
  cursor?: string | null;
  entity_type?: string | null;
}

/** The current graph: linking edges and open reviews (optionally of one entity type). */
export interface EntityGraph {
  links: PairDecision[];
  reviews: PairDecision[];
  entities: EntityView[];
  /** Record id → its entity. */
  entityOf: Map<string, EntityView>;
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

function adjacency(edges: PairDecision[]): Map<string, Array<{ to: string; edge: number }>> {
  const adj = new Map<string, Array<{ to: string; edge: number }>>();
  const add = (x: string, y: string, i: number) => {
    const list = adj.get(x);
    if (list) list.push({ to: y, edge: i });
    else adj.set(x, [{ to: y, edge: i }]);
  };
  edges.forEach((e, i) => {
    add(e.record_a, e.record_b, i);
    add(e.record_b, e.record_a, i);
  });
  return adj;
}

/** Articulation points and bridges of one connected component (iterative Tarjan; parallel edges safe). */
function cutsOf(start: string, edges: PairDecision[], adj: Map<string, Array<{ to: string; edge: number }>>) {
  const disc = new Map<string, number>();
  const low = new Map<string, number>();
  const points = new Set<string>();
  const bridges: number[] = [];
  let time = 0;
  const stack: Array<{ node: string; parentEdge: number; next: number; children: number }> = [];
  disc.set(start, time);
  low.set(start, time++);
  stack.push({ node: start, parentEdge: -1, next: 0, children: 0 });
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const list = adj.get(top.node) ?? [];
    if (top.next < list.length) {
      const { to, edge } = list[top.next++]!;
      if (edge === top.parentEdge) continue;
      if (disc.has(to)) {
        low.set(top.node, Math.min(low.get(top.node)!, disc.get(to)!));
      } else {
        disc.set(to, time);
        low.set(to, time++);
        top.children++;
        stack.push({ node: to, parentEdge: edge, next: 0, children: 0 });
      }
      continue;
    }
    stack.pop();
    const parent = stack[stack.length - 1];
    if (!parent) {
      if (top.children > 1) points.add(top.node);
      continue;
    }
    low.set(parent.node, Math.min(low.get(parent.node)!, low.get(top.node)!));
    if (low.get(top.node)! > disc.get(parent.node)!) bridges.push(top.parentEdge);
    if (stack.length > 1 && low.get(top.node)! >= disc.get(parent.node)!) points.add(parent.node);
  }
  return { points, bridges: bridges.map((i) => edges[i]!.decision_id) };
}

/**
 * Graphs already built, per ledger and entity type, valid while the decision count is unchanged: rows
 * are never deleted and a supersession always arrives with the new decision that causes it, so the
 * count moves whenever the graph can (also when another process writes the file).
 */
const built = new WeakMap<Ledger, { version: number; byType: Map<string, EntityGraph> }>();

/** The graph of current decisions (shared: callers must not change it); `entity_type` narrows it. */
export async function entityGraph(ledger: Ledger, entity_type: string | null = null): Promise<EntityGraph> {
  const version = await ledger.count();
  let cached = built.get(ledger);
  if (!cached || cached.version !== version) {
    cached = { version, byType: new Map() };
    built.set(ledger, cached);
  }
  const key = entity_type === null ? '' : `type:${entity_type}`;
  let graph = cached.byType.get(key);
  if (!graph) {
    if (entity_type === null) graph = buildGraph(await ledger.pairDecisions());
    else {
      // One type's view of the whole graph (built once), not a second pass over the decisions table.
      const all = await entityGraph(ledger);
      const entities = all.entities.filter((e) => e.entity_type === entity_type);
      graph = {
        links: all.links.filter((d) => d.entity_type === entity_type),
        reviews: all.reviews.filter((d) => d.entity_type === entity_type),
        entities,
        entityOf: new Map(entities.flatMap((e) => e.records.map((r) => [r, e] as const))),
      };
    }
    cached.byType.set(key, graph);
  }
  return graph;
}

function buildGraph(pairs: PairDecision[]): EntityGraph {
  const links = pairs.filter((d) => d.identity === LINKING_IDENTITY);
  const reviews = pairs.filter((d) => d.identity === REVIEW_IDENTITY);
  // Union-find over the linking edges; members keep the order in which they were first linked.
  const parent = new Map<string, string>();
  const order: string[] = [];
  const find = (x: string): string => {
    let root = x;
    while (parent.get(root) !== root) root = parent.get(root)!;
    while (parent.get(x) !== root) {
      const up = parent.get(x)!;
      parent.set(x, root);
      x = up;
    }
    return root;
  };
  for (const e of links) {
    for (const r of [e.record_a, e.record_b]) {
      if (!parent.has(r)) {
        parent.set(r, r);
        order.push(r);
      }
    }
    const ra = find(e.record_a);
    const rb = find(e.record_b);
    if (ra !== rb) parent.set(rb, ra);
  }
  const members = new Map<string, string[]>();
  for (const r of order) {
    const root = find(r);
    const list = members.get(root);
    if (list) list.push(r);
    else members.set(root, [r]);
  }
  const edgesOf = new Map<string, PairDecision[]>();
  for (const e of links) {
    const root = find(e.record_a);
    const list = edgesOf.get(root);
    if (list) list.push(e);
    else edgesOf.set(root, [e]);
  }
  const entities: EntityView[] = [];
  const entityOf = new Map<string, EntityView>();
  for (const [root, records] of members) {
    const edges = edgesOf.get(root) ?? [];
    const n = records.length;
    const pairsDecided = new Set(edges.map((e) => [e.record_a, e.record_b].sort().join(' ')));
    const direct = pairsDecided.size >= (n * (n - 1)) / 2;
    // A clique has no cut record; its only possible bridge is the single decision of a two-record entity.
    const cuts = direct
      ? { points: new Set<string>(), bridges: n === 2 && edges.length === 1 ? [edges[0]!.decision_id] : [] }
      : cutsOf(records[0]!, edges, adjacency(edges));
    const view: EntityView = {
      entity_id: `ent:sha256:${canonicalSha256({ schema: ENTITY_SCHEMA, records: [...records].sort() })}`,
      entity_type: edges[0]!.entity_type,
      size: n,
      records,
      held_together_by: direct ? 'direct' : 'transitive',
      weak_links: records.filter((r) => cuts.points.has(r)),
      bridges: cuts.bridges.sort((x, y) => edges.findIndex((e) => e.decision_id === x) - edges.findIndex((e) => e.decision_id === y)),
      decision_ids: edges.map((e) => e.decision_id),
    };
    entities.push(view);
    for (const r of records) entityOf.set(r, view);
  }
  entities.sort((x, y) => y.size - x.size || (x.entity_id < y.entity_id ? -1 : x.entity_id > y.entity_id ? 1 : 0));
  return { links, reviews, entities, entityOf };
}

/** GET /entities: one page of entities, largest first. */
export async function listEntities(ledger: Ledger, page: Page = {}) {
  const { entities } = await entityGraph(ledger, page.entity_type ?? null);
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
export async function evidenceOf(ledger: Ledger, decisionId: string): Promise<{ supporting: string[]; refuting: string[]; missing: string[] }> {
  const x = await ledger.explain(decisionId);
  if (!('supporting' in x)) return { supporting: [], refuting: [], missing: [] };
  return { supporting: x.supporting, refuting: x.refuting, missing: x.missing };
}

/** Refuses an id the ledger never stored, without echoing it. */
export async function requireRecord(ledger: Ledger, id: string, name: string): Promise<void> {
  if ((await ledger.getRecord(id)) === null) throw new NotFoundError(`no record with the id given as ${name} in this ledger`);
}

/**
 * GET /path: the shortest chain of current linking decisions between two records, each edge of
 * length 1 + (1 − score) × 0.001 (fewest hops first, stronger evidence breaks ties).
 */
export async function pathBetween(ledger: Ledger, a: string, b: string) {
  await requireRecord(ledger, a, 'a');
  await requireRecord(ledger, b, 'b');
  const graph = await entityGraph(ledger);
  const ea = graph.entityOf.get(a);
  let steps: PathStep[] = [];
  if (a !== b && ea !== undefined && ea === graph.entityOf.get(b)) {
    const edges = graph.links.filter((e) => ea.records.includes(e.record_a));
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
      walk.push({ decision_id: e.decision_id, from, to: at, identity: e.identity, score: e.score, factors: e.factors, ...pick(await evidenceOf(ledger, e.decision_id)) });
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
export async function openCases(ledger: Ledger, page: Page = {}) {
  const { reviews, entityOf } = await entityGraph(ledger, page.entity_type ?? null);
  const { start, end, next } = pageBounds(page, reviews.length);
  const cases = await Promise.all(reviews.slice(start, end).map(async (d) => {
    const ev = await evidenceOf(ledger, d.decision_id);
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
  }));
  return { count: reviews.length, cases, next_cursor: next };
}
