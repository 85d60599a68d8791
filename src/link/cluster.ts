// Clusters accepted links (same_entity pairs) into entities: connected components by union-find. A
// member is `direct` when it was linked to every other member, `transitive` otherwise; a cluster with a
// transitive member is flagged, and its `bridges` are the members whose removal would split it (the
// articulation points of its link graph): the records that hold a chain together.

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

/** Nodes whose removal disconnects the component (iterative Tarjan over an adjacency list). */
function articulationPoints(nodes: readonly number[], adj: ReadonlyMap<number, number[]>): number[] {
  const disc = new Map<number, number>();
  const low = new Map<number, number>();
  const out = new Set<number>();
  let time = 0;
  const root = nodes[0]!;
  const stack: { node: number; parent: number; next: number; children: number }[] = [{ node: root, parent: -1, next: 0, children: 0 }];
  disc.set(root, time);
  low.set(root, time++);
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const neighbours = adj.get(top.node) ?? [];
    if (top.next < neighbours.length) {
      const v = neighbours[top.next++]!;
      if (v === top.parent) continue;
      if (disc.has(v)) {
        low.set(top.node, Math.min(low.get(top.node)!, disc.get(v)!));
      } else {
        disc.set(v, time);
        low.set(v, time++);
        top.children++;
        stack.push({ node: v, parent: top.node, next: 0, children: 0 });
      }
      continue;
    }
    stack.pop();
    const parent = stack[stack.length - 1];
    if (!parent) {
      if (top.children > 1) out.add(top.node);
      continue;
    }
    low.set(parent.node, Math.min(low.get(parent.node)!, low.get(top.node)!));
    if (parent.parent !== -1 && low.get(top.node)! >= disc.get(parent.node)!) out.add(parent.node);
  }
  return [...out].sort((x, y) => x - y);
}

/**
 * `links` are accepted pairs of node indices [i0, j0, i1, j1, ...] over `size` nodes (for list-to-list
 * linking, B's records are numbered after A's). Clusters of two or more, largest first, then by first member.
 */
export function clusterLinks(size: number, links: Int32Array): Cluster[] {
  const parent = new Int32Array(size);
  for (let i = 0; i < size; i++) parent[i] = i;
  const adj = new Map<number, number[]>();
  for (let p = 0; p < links.length; p += 2) {
    const i = links[p]!;
    const j = links[p + 1]!;
    for (const [x, y] of [[i, j], [j, i]] as const) {
      const list = adj.get(x);
      if (list) list.push(y);
      else adj.set(x, [y]);
    }
    const ri = find(parent, i);
    const rj = find(parent, j);
    if (ri !== rj) parent[Math.max(ri, rj)] = Math.min(ri, rj);
  }
  const groups = new Map<number, number[]>();
  for (const node of adj.keys()) {
    const r = find(parent, node);
    const group = groups.get(r);
    if (group) group.push(node);
    else groups.set(r, [node]);
  }
  const clusters: Cluster[] = [];
  for (const nodes of groups.values()) {
    nodes.sort((x, y) => x - y);
    const members = nodes.map((index) => ({
      index,
      membership: (new Set(adj.get(index)).size === nodes.length - 1 ? 'direct' : 'transitive') as ClusterMember['membership'],
    }));
    const kind = members.every((m) => m.membership === 'direct') ? 'direct' : 'transitive';
    clusters.push({ members, kind, bridges: kind === 'direct' ? [] : articulationPoints(nodes, adj) });
  }
  return clusters.sort((x, y) => y.members.length - x.members.length || x.members[0]!.index - y.members[0]!.index);
}
