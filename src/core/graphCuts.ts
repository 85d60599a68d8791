// Tarjan's cut vertices (articulation points) and bridges of one connected component: the one home of
// this graph algorithm, shared by the ledger's entity graph (src/ledger/graphState.ts: weak links and
// bridge decisions) and link's clusters (src/link/cluster.ts: the members that hold a chain together).
// Iterative, so a long chain of records cannot overflow the call stack; an edge is skipped by its id,
// not by its far end, so parallel edges (two decisions on one pair) count as the cycle they are.

/** A neighbour of a node and the id of the edge that reaches it (the same id from both ends). */
export interface Neighbour<N> {
  to: N;
  edge: number;
}

/** The cut vertices and the ids of the bridges of the component of `start`. */
export function graphCuts<N>(start: N, adj: ReadonlyMap<N, readonly Neighbour<N>[]>): { points: Set<N>; bridges: number[] } {
  const disc = new Map<N, number>();
  const low = new Map<N, number>();
  const points = new Set<N>();
  const bridges: number[] = [];
  let time = 0;
  const stack: Array<{ node: N; parentEdge: number; next: number; children: number }> = [];
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
      // The root is a cut vertex when the search left it more than once.
      if (top.children > 1) points.add(top.node);
      continue;
    }
    low.set(parent.node, Math.min(low.get(parent.node)!, low.get(top.node)!));
    if (low.get(top.node)! > disc.get(parent.node)!) bridges.push(top.parentEdge);
    if (stack.length > 1 && low.get(top.node)! >= disc.get(parent.node)!) points.add(parent.node);
  }
  return { points, bridges };
}
