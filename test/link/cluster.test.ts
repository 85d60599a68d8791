// Clusters of accepted links: direct when every member is linked to every other, transitive (with the
// members that hold the chain) otherwise.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clusterLinks } from '../../src/link/cluster.js';

describe('clusterLinks', () => {
  it('a triangle is direct; a chain is transitive and names its middle', () => {
    const clusters = clusterLinks(7, Int32Array.from([0, 1, 1, 2, 0, 2, 3, 4, 4, 5]));
    assert.equal(clusters.length, 2);
    const [triangle, chain] = [clusters.find((c) => c.members[0]!.index === 0)!, clusters.find((c) => c.members[0]!.index === 3)!];
    assert.equal(triangle.kind, 'direct');
    assert.deepEqual(triangle.bridges, []);
    assert.equal(chain.kind, 'transitive');
    assert.deepEqual(chain.members.map((m) => m.membership), ['transitive', 'direct', 'transitive']);
    assert.deepEqual(chain.bridges, [4]);
  });

  it('records with no accepted link form no cluster; a square has no bridge but is transitive', () => {
    assert.deepEqual(clusterLinks(3, new Int32Array(0)), []);
    const [square] = clusterLinks(4, Int32Array.from([0, 1, 1, 2, 2, 3, 3, 0]));
    assert.equal(square!.kind, 'transitive');
    assert.deepEqual(square!.bridges, []);
  });

  it('a chain through a weak link does not join two records refuted as two people', () => {
    // 0~1 strong, 1~2 weak, 0 and 2 refuted: 2 stays out; without the refutation all three join.
    const links = Int32Array.from([0, 1, 1, 2]);
    const split = clusterLinks(3, links, { scores: [0.95, 0.72], apart: Int32Array.from([0, 2]) });
    assert.deepEqual(split.map((c) => c.members.map((m) => m.index)), [[0, 1]]);
    assert.deepEqual(clusterLinks(3, links, { scores: [0.95, 0.72] })[0]!.members.length, 3);
  });

  it('the strongest link is taken first, whatever the order given', () => {
    const links = Int32Array.from([1, 2, 0, 1]);
    const [c] = clusterLinks(3, links, { scores: [0.72, 0.95], apart: Int32Array.from([0, 2]) });
    assert.deepEqual(c!.members.map((m) => m.index), [0, 1]);
  });

  it('groups join when accepted links between them outnumber the refutations', () => {
    // {0,1} and {2,3}: links 0-2, 1-3, 1-2 across, one refutation 0-3: three to one, one cluster.
    const links = Int32Array.from([0, 1, 2, 3, 0, 2, 1, 3, 1, 2]);
    const scores = [0.99, 0.99, 0.8, 0.8, 0.8];
    assert.equal(clusterLinks(4, links, { scores, apart: Int32Array.from([0, 3]) })[0]!.members.length, 4);
    // One link across against one refutation: two clusters.
    const two = clusterLinks(4, Int32Array.from([0, 1, 2, 3, 1, 2]), { scores: [0.99, 0.99, 0.8], apart: Int32Array.from([0, 3]) });
    assert.deepEqual(two.map((c) => c.members.map((m) => m.index)), [[0, 1], [2, 3]]);
  });

  it("an accepted link's own refutation does not keep its two records apart", () => {
    // 0 (list A) ~ 2 (list B) accepted although a field refuted it (the scorer weighed that conflict):
    // the pair clusters. A refutation of a pair the scorer did not accept still counts: 1 stays out.
    const [c] = clusterLinks(4, Int32Array.from([0, 2, 1, 2]), { scores: [0.9, 0.8], apart: Int32Array.from([0, 2, 0, 1]) });
    assert.deepEqual(c!.members.map((m) => m.index), [0, 2]);
    const [lone] = clusterLinks(2, Int32Array.from([0, 1]), { scores: [0.8], apart: Int32Array.from([1, 0]) });
    assert.deepEqual(lone!.members.map((m) => m.index), [0, 1]);
  });
});
