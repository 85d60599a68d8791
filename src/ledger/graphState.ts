// The entity graph kept up to date incrementally (issue 18): records are nodes, current (never superseded)
// `same_entity` decisions are edges, a connected component is one entity. A state remembers the last
// decision seq it applied; a read applies only the decisions stored since, in seq order — a new pair
// decision adds an edge (or an open review), a decision that `supersedes` another removes the one it
// replaces — and recomputes only the components those changes touched (a removed edge may split one).
// `rebuildGraph` builds the same thing from the current pair decisions alone (the reference the
// incremental state is tested against). Graph algorithms (Tarjan's bridges and articulation points,
// breadth-first components) are written here because no installed library offers them; they are
// iterative so a long chain cannot overflow the stack.
import { canonicalSha256 } from '../core/canonicalJson.js';
import type { DecisionId } from '../core/ids.js';
import type { GraphChange, PairDecision } from './types.js';
import { graphCuts, type Neighbour } from '../core/graphCuts.js';

export const LINKING_IDENTITY = 'same_entity';
export const REVIEW_IDENTITY = 'review';
const ENTITY_SCHEMA = 'service.entity.v1';

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
  bridges: DecisionId[];
  /** The linking decisions between members, oldest first. */
  decision_ids: DecisionId[];
}

/** The current graph: linking edges and open reviews (optionally of one entity type). */
export interface EntityGraph {
  /** Current linking decisions, in recorded order. */
  links: PairDecision[];
  /** Current review decisions (the open cases), in recorded order. */
  reviews: PairDecision[];
  /** Largest first, then by entity id. */
  entities: EntityView[];
  /** Record id → its entity. */
  entityOf: Map<string, EntityView>;
  /** Entity id → its linking decisions, in recorded order. */
  edgesOf: Map<string, PairDecision[]>;
}

type Adjacency = Map<string, Array<Neighbour<string>>>;

export function adjacency(edges: readonly PairDecision[]): Adjacency {
  const adj: Adjacency = new Map();
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

/** Articulation points and bridge decisions of one connected component (core/graphCuts.ts). */
function cutsOf(start: string, edges: readonly PairDecision[], adj: Adjacency) {
  const { points, bridges } = graphCuts(start, adj);
  return { points, bridges: bridges.sort((x, y) => x - y).map((i) => edges[i]!.decision_id) };
}

/** The view of one connected component given its linking decisions in recorded order. */
function viewOf(edges: readonly PairDecision[]): EntityView {
  const records: string[] = [];
  const seen = new Set<string>();
  for (const e of edges) {
    for (const r of [e.record_a, e.record_b]) {
      if (!seen.has(r)) {
        seen.add(r);
        records.push(r);
      }
    }
  }
  const n = records.length;
  const pairsDecided = new Set(edges.map((e) => (e.record_a < e.record_b ? `${e.record_a} ${e.record_b}` : `${e.record_b} ${e.record_a}`)));
  const direct = pairsDecided.size >= (n * (n - 1)) / 2;
  // A clique has no cut record; its only possible bridge is the single decision of a two-record entity.
  const cuts = direct
    ? { points: new Set<string>(), bridges: n === 2 && edges.length === 1 ? [edges[0]!.decision_id] : [] }
    : cutsOf(records[0]!, edges, adjacency(edges));
  return {
    entity_id: `ent:sha256:${canonicalSha256({ schema: ENTITY_SCHEMA, records: [...records].sort() })}`,
    entity_type: edges[0]!.entity_type,
    size: n,
    records,
    held_together_by: direct ? 'direct' : 'transitive',
    weak_links: records.filter((r) => cuts.points.has(r)),
    bridges: cuts.bridges,
    decision_ids: edges.map((e) => e.decision_id),
  };
}

/** Entity order: largest first, then by id. */
function entityOrder(x: EntityView, y: EntityView): number {
  return y.size - x.size || (x.entity_id < y.entity_id ? -1 : x.entity_id > y.entity_id ? 1 : 0);
}

/** First index whose entity does not sort before `v`. */
function lowerBound(list: readonly EntityView[], v: EntityView): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (entityOrder(list[mid]!, v) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

interface Component {
  nodes: Set<string>;
  /** decision id → linking decision (any order; sorted by seq when the view is made). */
  edges: Map<string, PairDecision>;
  view: EntityView | null;
  /** An edge was removed since the view was made: the component may have split. */
  lostEdge: boolean;
}

/** The graph as of `lastSeq`, changed in place by `apply`. */
export class GraphState {
  lastSeq = 0;
  /** Bumped whenever an applied change altered the graph. */
  version = 0;
  private readonly links = new Map<string, PairDecision>();
  private readonly reviews = new Map<string, PairDecision>();
  private readonly compOf = new Map<string, Component>();
  private readonly entityOf = new Map<string, EntityView>();
  private readonly edgesOf = new Map<string, PairDecision[]>();
  private sorted: EntityView[] = [];
  /** Views taken out and made during one apply: placed in `sorted` together at its end. */
  private readonly retired = new Set<EntityView>();
  private readonly fresh: EntityView[] = [];
  private snapshot: EntityGraph | null = null;

  /** Applies decisions stored after `lastSeq`, in seq order. */
  apply(changes: readonly GraphChange[]): void {
    const dirty = new Set<Component>();
    for (const c of changes) {
      if (c.seq <= this.lastSeq) continue;
      this.lastSeq = c.seq;
      if (c.supersedes !== null) this.remove(c.supersedes, dirty);
      if (c.pair !== null) this.add(c.pair, dirty);
    }
    if (dirty.size === 0) return;
    for (const comp of dirty) this.settle(comp);
    this.placeViews();
    this.version++;
    this.snapshot = null;
  }

  private add(d: PairDecision, dirty: Set<Component>): void {
    if (d.identity === REVIEW_IDENTITY) {
      this.reviews.set(d.decision_id, d);
      dirty.add(this.reviewMarker);
      return;
    }
    if (d.identity !== LINKING_IDENTITY) return;
    this.links.set(d.decision_id, d);
    const ca = this.compOf.get(d.record_a);
    const cb = this.compOf.get(d.record_b);
    let comp: Component;
    if (ca && cb && ca !== cb) {
      // Union: the smaller component's nodes and edges move into the larger one.
      const [big, small] = ca.nodes.size >= cb.nodes.size ? [ca, cb] : [cb, ca];
      for (const n of small.nodes) {
        big.nodes.add(n);
        this.compOf.set(n, big);
      }
      for (const [id, e] of small.edges) big.edges.set(id, e);
      big.lostEdge ||= small.lostEdge;
      this.retire(small);
      dirty.delete(small);
      comp = big;
    } else {
      comp = ca ?? cb ?? { nodes: new Set(), edges: new Map(), view: null, lostEdge: false };
    }
    for (const r of [d.record_a, d.record_b]) {
      comp.nodes.add(r);
      this.compOf.set(r, comp);
    }
    comp.edges.set(d.decision_id, d);
    dirty.add(comp);
  }

  private remove(id: string, dirty: Set<Component>): void {
    if (this.reviews.delete(id)) {
      dirty.add(this.reviewMarker);
      return;
    }
    const d = this.links.get(id);
    if (!d) return;
    this.links.delete(id);
    const comp = this.compOf.get(d.record_a)!;
    comp.edges.delete(id);
    comp.lostEdge = true;
    dirty.add(comp);
  }

  /** A marker in the dirty set meaning "only the reviews moved". */
  private readonly reviewMarker: Component = { nodes: new Set(), edges: new Map(), view: null, lostEdge: false };

  /** Takes a component's view out of the answers. */
  private retire(comp: Component): void {
    const v = comp.view;
    if (v === null) return;
    this.retired.add(v);
    this.edgesOf.delete(v.entity_id);
    comp.view = null;
  }

  /**
   * Puts the apply's changes into the sorted entity list: a few by binary search, many (a first build,
   * a large batch) by one filter and one linear merge, never one array splice per entity.
   */
  private placeViews(): void {
    const fresh = this.fresh.filter((v) => !this.retired.has(v)).sort(entityOrder);
    if (this.retired.size + fresh.length <= 64) {
      for (const v of this.retired) {
        const at = lowerBound(this.sorted, v);
        if (this.sorted[at] === v) this.sorted.splice(at, 1);
      }
      for (const v of fresh) this.sorted.splice(lowerBound(this.sorted, v), 0, v);
    } else {
      const kept = this.retired.size === 0 ? this.sorted : this.sorted.filter((v) => !this.retired.has(v));
      const merged: EntityView[] = [];
      let i = 0;
      let j = 0;
      while (i < kept.length || j < fresh.length) {
        if (j >= fresh.length || (i < kept.length && entityOrder(kept[i]!, fresh[j]!) <= 0)) merged.push(kept[i++]!);
        else merged.push(fresh[j++]!);
      }
      this.sorted = merged;
    }
    this.retired.clear();
    this.fresh.length = 0;
  }

  /** Recomputes a changed component: it may have split (a removed edge) or lost every edge. */
  private settle(comp: Component): void {
    if (comp === this.reviewMarker) return;
    this.retire(comp);
    if (!comp.lostEdge) {
      // Edges were only added (a new component, a merge or a parallel edge): still one piece.
      this.place(comp, [...comp.edges.values()].sort((x, y) => x.seq - y.seq));
      return;
    }
    const remaining = new Set(comp.nodes);
    const adj = adjacency([...comp.edges.values()]);
    const edgeList = [...comp.edges.values()];
    while (remaining.size > 0) {
      const start = remaining.values().next().value as string;
      remaining.delete(start);
      if (!adj.has(start)) {
        this.compOf.delete(start);
        this.entityOf.delete(start);
        continue;
      }
      // Breadth-first over the remaining edges: one part of what the component was.
      const part: Component = { nodes: new Set([start]), edges: new Map(), view: null, lostEdge: false };
      const queue = [start];
      while (queue.length > 0) {
        const node = queue.pop()!;
        for (const { to, edge } of adj.get(node)!) {
          const e = edgeList[edge]!;
          part.edges.set(e.decision_id, e);
          if (remaining.delete(to)) {
            part.nodes.add(to);
            queue.push(to);
          }
        }
      }
      this.place(part, [...part.edges.values()].sort((x, y) => x.seq - y.seq));
    }
  }

  /** Makes a connected component's view and files it under its records. */
  private place(comp: Component, edges: PairDecision[]): void {
    const view = viewOf(edges);
    comp.view = view;
    comp.lostEdge = false;
    for (const n of comp.nodes) {
      this.compOf.set(n, comp);
      this.entityOf.set(n, view);
    }
    this.edgesOf.set(view.entity_id, edges);
    this.fresh.push(view);
  }

  /**
   * The graph as answers read it. Shared and read-only: callers must not change it. The entity list is a
   * copy; the record and entity maps are the state's own (copying 150,000 entries on every write cost more
   * than the update itself), so a caller reads them without awaiting in between — they change only in
   * `apply`, which the next `refreshGraph` runs (graph.ts: callers read `currentGraph` right after it). Views themselves are never changed,
   * only replaced. `links` and `reviews` are listed when first asked for.
   */
  graph(): EntityGraph {
    if (this.snapshot === null) {
      let links: PairDecision[] | null = null;
      let reviews: PairDecision[] | null = null;
      const state = this;
      this.snapshot = {
        get links() {
          links ??= [...state.links.values()];
          return links;
        },
        get reviews() {
          reviews ??= [...state.reviews.values()];
          return reviews;
        },
        entities: [...this.sorted],
        entityOf: this.entityOf,
        edgesOf: this.edgesOf,
      };
    }
    return this.snapshot;
  }
}

/** The graph built afresh from the current pair decisions only (no supersession to replay). */
export function rebuildGraph(current: readonly PairDecision[]): EntityGraph {
  const state = new GraphState();
  state.apply(
    current.map((pair, i) => ({ seq: i + 1, decision_id: pair.decision_id, supersedes: null, record_a: pair.record_a, record_b: pair.record_b, pair })),
  );
  return state.graph();
}

/**
 * One entity type's view of a graph: its entities, links and reviews. The record and entity maps are
 * the whole graph's (a pair decision joins records of one type, so a record of this type maps to an
 * entity of this type); they are not copied per type.
 */
export function graphOfType(all: EntityGraph, entity_type: string): EntityGraph {
  let links: PairDecision[] | null = null;
  let reviews: PairDecision[] | null = null;
  return {
    get links() {
      links ??= all.links.filter((d) => d.entity_type === entity_type);
      return links;
    },
    get reviews() {
      reviews ??= all.reviews.filter((d) => d.entity_type === entity_type);
      return reviews;
    },
    entities: all.entities.filter((e) => e.entity_type === entity_type),
    entityOf: all.entityOf,
    edgesOf: all.edgesOf,
  };
}
