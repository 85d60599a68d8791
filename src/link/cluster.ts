// Clusters accepted links (same_entity pairs) into entities: connected components by union-find. A
// member is `direct` when it was linked to every other member, `transitive` otherwise; a cluster with a
// transitive member is flagged, and its `bridges` are the members whose removal would split it (the
// articulation points of its link graph): the records that hold a chain together.
// Refuted pairs (`apart`): pairs the engine judged to be two people on evidence (a refuted name or
// date of birth). Links are taken strongest first, and a link that would join two groups is dropped
// when the scored pairs between them hold as many refutations as accepted links: transitivity must not
// overrule direct evidence that two records are different people (A~B and B~C with A, C of different
// birth dates is a chain through a common name, not one person), while one keying error inside a group
// that agrees many times over does not split it. This holds on any register: a direct refutation is
// stronger evidence than a chain of agreements, each of which could be the coincidence it exposes.
// A refuted pair that is itself an accepted link is no evidence against its groups joining: the scorer
// that accepted it has already weighed that field's conflict against the fields that agree (Febrl 4a x 4b:
// 193 true pairs with an unrelated date of birth but the same name and national id, accepted pairwise,
// were each kept apart by their own refutation, one link against one). Only refutations the scorer let
// stand (pairs judged different or sent to review) count against a join.
// Second pass (dense review): after the links, two groups join when the pairs the scorer sent to review
// (neither refuted nor accepted alone) between them are several (at least two) and dense (at least a third
// of all record pairs across the two groups), with no refutation between them and at least one of them
// not contested by a field (a household: the same surname under another given name, twins, a father and
// son; since session 45 not the same given name under another surname beside a full birth date agreeing,
// a surname changed on one record — scoreChunk.ts householdContested, rule v8). One review pair says too little alone, but one person's records corroborate each other over and
// over, while two people who merely resemble each other leave most of their cross pairs below review or
// refute somewhere. Splink users get the same by clustering at a lower threshold; the density and the
// refutation guard keep that lower threshold from chaining through a common name. Groups kept apart only
// by household conflicts never join on those alone: twins' records differ exactly there. Nor does a group
// join one of two groups that a refutation keeps apart when it fits both as densely and as well (records
// without a date of birth beside a father's and a son's): which person they are is then a guess.
// A link that rests on a partly recorded name (one word, `justinian`, `william`, against a full name:
// the comparator's `partial` flag) may attach that record to a group, but it joins two groups of several
// records each only when a second accepted link lies across them. A one-word name is what many people
// share, so one such record accepted beside two people (`justinian` with Justinian Heathcote's and with
// Dorofield Hardy's birth date and birth place) is a chain through a common name, not evidence that the
// two are one; two links across the groups corroborate each other. Splink users meet the same chains
// and cut them by clustering at a higher threshold; this cuts only the chains through a partial name.
// Two groups of several records each (three or more) join on accepted links only when the links across
// them are at least two and cover a twentieth of the record pairs across them: a join adds every pair
// across the two groups to the entity, so the evidence it needs grows with them. One person's fragments
// agree with each other many times over (each record of one with most records of the other), while two
// people of one name, one family or one title (two baronets of one seat, a father and son, Sidney and
// George Pelham) meet through one or two coincidental links between records that happen to share a name
// and a birth date or place. Splink users see the same as clusters that swell through a weak link and
// raise the threshold for the whole batch; this raises it only for joins of large groups.
import { graphCuts, type Neighbour } from '../core/graphCuts.js';

export interface ClusterMember {
  index: number;
  membership: 'direct' | 'transitive';
}

export interface Cluster {
  members: ClusterMember[];
  kind: 'direct' | 'transitive';
  /** Members that hold the cluster together (empty for a direct cluster). */
  bridges: number[];
}

function find(parent: Int32Array, x: number): number {
  while (parent[x] !== x) {
    parent[x] = parent[parent[x]!]!;
    x = parent[x]!;
  }
  return x;
}

/** Nodes whose removal disconnects the component (core/graphCuts.ts; an edge's id is its pair's key, so a repeated link is one edge). */
function articulationPoints(nodes: readonly number[], adj: ReadonlyMap<number, readonly Neighbour<number>[]>): number[] {
  return [...graphCuts(nodes[0]!, adj).points].sort((x, y) => x - y);
}

/** The clustering rule, pinned in a link's receipt (its `lnk:` id moves when the rule does). */
export const CLUSTERING = 'strongest_first.refutation_majority.dense_review_unambiguous.partial_name_corroborated.links_scale_with_groups.v8';

export interface ClusterOptions {
  /** One score per link (links.length / 2): links are taken strongest first (ties in given order). */
  scores?: ArrayLike<number>;
  /** Refuted pairs [i0, j0, ...]: two groups join only when more accepted links than these lie between them (a refuted pair that is itself a link does not count). */
  apart?: Int32Array;
  /** Review pairs [i0, j0, ...] (not refuted, not accepted): the second pass's evidence; none, no second pass. */
  review?: Int32Array;
  /** One score per review pair: the strongest are tried first. */
  reviewScores?: ArrayLike<number>;
  /** 1 per review pair that a field contested (a household conflict): support, never a join's only support. */
  contested?: Uint8Array;
  /** 1 per link whose name was partly recorded (a one-word name): it joins two groups of several records only beside another link. */
  partial?: Uint8Array;
}

/** A second-pass join needs this many review pairs across the two groups... */
const DENSE_REVIEW_MIN = 2;
/**
 * ...covering at least this share of all record pairs across them. A third, not half (session 23): a
 * register that spans years holds each person's records with a few of the fields each (a census line
 * without the birth date, an electoral roll without the birth place, a later entry at another address),
 * so of the cross pairs between two fragments of one person only those whose shared fields agree reach
 * review, and with two or three fields blank on a side that is a third to a half of them, not most. Two
 * people who merely resemble each other still stay apart: the other guards are unchanged (at least two
 * review pairs, no refutation between the groups, not all of them contested by a household, no rival
 * group that fits as well), and their cross pairs refute or fall below review far more often than a third
 * of the time. historical_50k shipped clustered F1 0.8660 → 0.8704 (half A 0.8737 → 0.8791, half B 0.8729 →
 * 0.8783; precision 0.9648 → 0.9597: 3,302 more true pairs clustered against 1,458 more false ones),
 * trained 0.9216 → 0.9222 (precision 0.9794 → 0.9779). A quarter gained less and cost more precision
 * (0.8699 at 0.9537). Not counting review pairs whose name was not compared (a title-only or missing
 * name) lowered it (0.8646): those pairs join more of one person's fragments than they join two people.
 */
const DENSE_REVIEW_SHARE = 1 / 3;

/** Two groups of at least this many records each join on links only when the links across them... */
const LARGE_GROUP = 3;
/** ...cover at least this share of the record pairs across them (and number at least DENSE_REVIEW_MIN). */
const LARGE_JOIN_LINK_SHARE = 0.05;

/** A rival group whose review pairs score on average within this of the partner's fits as well (a tie). */
const AMBIGUOUS_MARGIN = 0.02;

/** Appends `y` to `x`'s list in `map`. */
function addTo<T>(map: Map<number, T[]>, x: number, y: T): void {
  const list = map.get(x);
  if (list) list.push(y);
  else map.set(x, [y]);
}

/** One key per unordered pair of nodes (an edge's id in the link graph). */
const pairKey = (size: number, x: number, y: number) => (x < y ? x * size + y : y * size + x);

/** The groups of a union-find: root → its members (a root missing from it is a group of one). */
type Groups = Map<number, number[]>;

const groupOf = (groups: Groups, r: number) => groups.get(r) ?? [r];

/** The records of the smaller of two groups, with the root of the other. */
function smallerSide(groups: Groups, ri: number, rj: number): [readonly number[], number] {
  const gi = groupOf(groups, ri);
  const gj = groupOf(groups, rj);
  return gi.length <= gj.length ? [gi, rj] : [gj, ri];
}

/** Joins the groups rooted at `ri` and `rj` (the lower root stays root), the smaller one's members moved into the larger's list. */
function union(parent: Int32Array, groups: Groups, ri: number, rj: number): void {
  const [root, child] = ri < rj ? [ri, rj] : [rj, ri];
  parent[child] = root;
  const [big, small] = [groupOf(groups, root), groupOf(groups, child)].sort((x, y) => y.length - x.length) as [number[], number[]];
  for (const x of small) big.push(x);
  groups.set(root, big);
  groups.delete(child);
}

/**
 * The second pass: review pairs strongest first; the two groups of a pair join when the review pairs
 * between them are at least DENSE_REVIEW_MIN, cover DENSE_REVIEW_SHARE of their record pairs, include one
 * not contested, and no refuted pair lies between them. The review pairs of a join become its edges.
 */
function joinDenseReviews(
  size: number,
  parent: Int32Array,
  groups: Groups,
  apart: ReadonlyMap<number, readonly number[]>,
  adj: Map<number, Neighbour<number>[]>,
  review: Int32Array,
  scores: ArrayLike<number> | undefined,
  contested: Uint8Array | undefined,
): void {
  const near = new Map<number, { to: number; k: number }[]>();
  const n = review.length / 2;
  for (let k = 0; k < n; k++) {
    addTo(near, review[2 * k]!, { to: review[2 * k + 1]!, k });
    addTo(near, review[2 * k + 1]!, { to: review[2 * k]!, k });
  }
  /** A refuted pair lies between the groups rooted at `ri` and `rj` (`apart` holds both directions: the smaller side is read). */
  const isApart = (ri: number, rj: number) => {
    const [small, otherRoot] = smallerSide(groups, ri, rj);
    return small.some((x) => (apart.get(x) ?? []).some((y) => find(parent, y) === otherRoot));
  };
  /** The review pairs between the groups rooted at `ri` and `rj` when they are dense enough to join, else null. */
  const denseAcross = (ri: number, rj: number): number[] | null => {
    const [small, otherRoot] = smallerSide(groups, ri, rj);
    const across: number[] = [];
    for (const x of small) for (const { to, k } of near.get(x) ?? []) if (find(parent, to) === otherRoot) across.push(k);
    if (across.length < DENSE_REVIEW_MIN || across.length < DENSE_REVIEW_SHARE * groupOf(groups, ri).length * groupOf(groups, rj).length) return null;
    if (contested !== undefined && across.every((k) => contested[k] === 1)) return null;
    return across;
  };
  const mean = (ks: readonly number[]) => (scores ? ks.reduce((t, k) => t + scores[k]!, 0) / ks.length : 0);
  /**
   * The group rooted at `r` fits a third group as densely and as well (its review pairs' mean score within
   * AMBIGUOUS_MARGIN of `fit`, the partner's) as its partner, and that third group is kept apart from the
   * partner by a refutation: the records fit either of two people (John Smith with no date of birth beside
   * John Smith Sr and John Smith Jr), so joining one of them would be a guess.
   */
  const ambiguous = (r: number, partner: number, fit: number): boolean => {
    const seen = new Set<number>([r, partner]);
    for (const x of groupOf(groups, r)) {
      for (const { to } of near.get(x) ?? []) {
        const rival = find(parent, to);
        if (seen.has(rival)) continue;
        seen.add(rival);
        if (!isApart(rival, partner)) continue;
        const other = denseAcross(r, rival);
        if (other !== null && mean(other) >= fit - AMBIGUOUS_MARGIN) return true;
      }
    }
    return false;
  };
  const order = Array.from({ length: n }, (_, k) => k);
  if (scores) order.sort((x, y) => scores[y]! - scores[x]! || x - y);
  // Two groups found apart or too sparse stay so until one of them grows (groups only grow, so the same
  // root and size is the same group): the many review pairs between them are not read again for each.
  const settled = new Map<number, number>();
  for (const k0 of order) {
    const ri = find(parent, review[2 * k0]!);
    const rj = find(parent, review[2 * k0 + 1]!);
    if (ri === rj) continue;
    const key = pairKey(size, ri, rj);
    const sizes = groupOf(groups, Math.min(ri, rj)).length * size + groupOf(groups, Math.max(ri, rj)).length;
    if (settled.get(key) === sizes) continue;
    const across = isApart(ri, rj) ? null : denseAcross(ri, rj);
    if (across === null) {
      settled.set(key, sizes);
      continue;
    }
    const fit = mean(across);
    if (ambiguous(ri, rj, fit) || ambiguous(rj, ri, fit)) continue;
    union(parent, groups, ri, rj);
    for (const k of across) {
      const [x, y] = [review[2 * k]!, review[2 * k + 1]!];
      const edge = pairKey(size, x, y);
      addTo(adj, x, { to: y, edge });
      addTo(adj, y, { to: x, edge });
    }
  }
}

/**
 * `links` are accepted pairs of node indices [i0, j0, i1, j1, ...] over `size` nodes (for list-to-list
 * linking, B's records are numbered after A's). Clusters of two or more, largest first, then by first member.
 */
export function clusterLinks(size: number, links: Int32Array, options: ClusterOptions = {}): Cluster[] {
  const parent = new Int32Array(size);
  for (let i = 0; i < size; i++) parent[i] = i;
  const adj = new Map<number, Neighbour<number>[]>();
  const apart = new Map<number, number[]>();
  const groups: Groups = new Map();
  // Each record's accepted links, read to set aside a refuted pair that is itself a link and to count
  // the links across two groups (kept, corroborated, largeJoinCorroborated).
  const linked = new Map<number, number[]>();
  for (let p = 0; p < links.length; p += 2) {
    addTo(linked, links[p]!, links[p + 1]!);
    addTo(linked, links[p + 1]!, links[p]!);
  }
  if (options.apart) for (let p = 0; p < options.apart.length; p += 2) {
    const [x, y] = [options.apart[p]!, options.apart[p + 1]!];
    if (linked.get(x)?.includes(y)) continue;
    addTo(apart, x, y);
    addTo(apart, y, x);
  }
  const order = Array.from({ length: links.length / 2 }, (_, k) => k);
  const scores = options.scores;
  if (scores) order.sort((x, y) => scores[y]! - scores[x]! || x - y);
  /** How many pairs of `pairsOf` (accepted links, refuted pairs) lie across the groups of two roots. */
  const across = (pairsOf: ReadonlyMap<number, number[]>, ri: number, rj: number): number => {
    const [small, otherRoot] = smallerSide(groups, ri, rj);
    let n = 0;
    for (const x of small) for (const y of pairsOf.get(x) ?? []) if (find(parent, y) === otherRoot) n++;
    return n;
  };
  /**
   * Two groups join only when the direct evidence between them is mostly agreement: more accepted
   * links than refuted pairs across them. A lone link never outvotes a refutation.
   */
  const kept = (ri: number, rj: number): boolean => {
    if (apart.size === 0) return true;
    const against = across(apart, ri, rj);
    return against === 0 || across(linked, ri, rj) > against;
  };
  /**
   * A link resting on a partly recorded name joins a record alone to a group, but two groups of several
   * records each only when at least DENSE_REVIEW_MIN accepted links lie across them.
   */
  const corroborated = (ri: number, rj: number): boolean => {
    if (groupOf(groups, ri).length === 1 || groupOf(groups, rj).length === 1) return true;
    return across(linked, ri, rj) >= DENSE_REVIEW_MIN;
  };
  /**
   * Two groups of LARGE_GROUP records or more join only when at least DENSE_REVIEW_MIN links, covering
   * LARGE_JOIN_LINK_SHARE of the record pairs across them, lie across them (a smaller group joins on one).
   */
  const largeJoinCorroborated = (ri: number, rj: number): boolean => {
    const a = groupOf(groups, ri).length;
    const b = groupOf(groups, rj).length;
    if (a < LARGE_GROUP || b < LARGE_GROUP) return true;
    return across(linked, ri, rj) >= Math.max(DENSE_REVIEW_MIN, LARGE_JOIN_LINK_SHARE * a * b);
  };
  for (const k of order) {
    const i = links[2 * k]!;
    const j = links[2 * k + 1]!;
    const ri = find(parent, i);
    const rj = find(parent, j);
    if (ri !== rj) {
      if (!kept(ri, rj)) continue;
      if (options.partial?.[k] === 1 && !corroborated(ri, rj)) continue;
      if (!largeJoinCorroborated(ri, rj)) continue;
      union(parent, groups, ri, rj);
    }
    const edge = pairKey(size, i, j);
    addTo(adj, i, { to: j, edge });
    addTo(adj, j, { to: i, edge });
  }
  if (options.review !== undefined && options.review.length > 0) {
    joinDenseReviews(size, parent, groups, apart, adj, options.review, options.reviewScores, options.contested);
  }
  const components = new Map<number, number[]>();
  for (const node of adj.keys()) addTo(components, find(parent, node), node);
  const clusters: Cluster[] = [];
  for (const nodes of components.values()) {
    nodes.sort((x, y) => x - y);
    const members = nodes.map((index) => ({
      index,
      membership: (new Set(adj.get(index)!.map((n) => n.to)).size === nodes.length - 1 ? 'direct' : 'transitive') as ClusterMember['membership'],
    }));
    const kind = members.every((m) => m.membership === 'direct') ? 'direct' : 'transitive';
    clusters.push({ members, kind, bridges: kind === 'direct' ? [] : articulationPoints(nodes, adj) });
  }
  return clusters.sort((x, y) => y.members.length - x.members.length || x.members[0]!.index - y.members[0]!.index);
}
