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
});
