// core/graphCuts.ts: Tarjan's cut vertices and bridges, iterative and safe with parallel edges.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { graphCuts, type Neighbour } from '../../src/core/graphCuts.js';

/** An adjacency over string nodes from edges [a, b], each edge's id its index. */
function graph(edges: [string, string][]): Map<string, Neighbour<string>[]> {
  const adj = new Map<string, Neighbour<string>[]>();
  edges.forEach(([a, b], edge) => {
    adj.set(a, [...(adj.get(a) ?? []), { to: b, edge }]);
    adj.set(b, [...(adj.get(b) ?? []), { to: a, edge }]);
  });
  return adj;
}

describe('graphCuts', () => {
  it('a chain: every inner node is a cut vertex and every edge a bridge', () => {
    const cuts = graphCuts('a', graph([['a', 'b'], ['b', 'c'], ['c', 'd']]));
    assert.deepEqual([...cuts.points].sort(), ['b', 'c']);
    assert.deepEqual(cuts.bridges.sort(), [0, 1, 2]);
  });
  it('a cycle has none; a tail on it makes its joint a cut vertex and the tail a bridge', () => {
    assert.deepEqual(graphCuts('a', graph([['a', 'b'], ['b', 'c'], ['c', 'a']])), { points: new Set(), bridges: [] });
    const cuts = graphCuts('a', graph([['a', 'b'], ['b', 'c'], ['c', 'a'], ['c', 'd']]));
    assert.deepEqual([...cuts.points], ['c']);
    assert.deepEqual(cuts.bridges, [3]);
  });
  it('two parallel edges are a cycle (no bridge), yet a node between them and a third still cuts', () => {
    const cuts = graphCuts('a', graph([['a', 'b'], ['a', 'b'], ['b', 'c']]));
    assert.deepEqual(cuts.bridges, [2]);
    assert.deepEqual([...cuts.points], ['b']);
  });
  it('a root with two subtrees is a cut vertex; a long chain does not overflow the stack', () => {
    assert.deepEqual([...graphCuts('b', graph([['a', 'b'], ['b', 'c']])).points], ['b']);
    const n = 200_000;
    const chain = Array.from({ length: n - 1 }, (_, i): [string, string] => [String(i), String(i + 1)]);
    assert.equal(graphCuts('0', graph(chain)).points.size, n - 2);
  });
});
