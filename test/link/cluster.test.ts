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

  it('a link through a partly recorded name attaches a record but does not fuse two groups alone', () => {
    // Groups {0,1} and {2,3} (full names, strong links); record 4 is a one-word name ("justinian")
    // accepted beside 1 and beside 2. It joins the first group; its link to 2 would fuse two people.
    const links = Int32Array.from([0, 1, 2, 3, 4, 1, 4, 2]);
    const opts = { scores: [0.99, 0.99, 0.97, 0.96], partial: Uint8Array.from([0, 0, 1, 1]) };
    const split = clusterLinks(5, links, opts);
    assert.deepEqual(split.map((c) => c.members.map((m) => m.index)).sort(), [[0, 1, 4], [2, 3]]);
    // Negative: the same links not marked partial chain all five together (the rule is the flag's).
    assert.deepEqual(clusterLinks(5, links, { scores: opts.scores }).map((c) => c.members.length), [5]);
  });

  it('two groups joined by two links through partly recorded names are corroborated', () => {
    // Records 4 and 5, each one word, are each accepted beside both groups: two links across them.
    const links = Int32Array.from([0, 1, 2, 3, 4, 1, 5, 0, 4, 2, 5, 3]);
    const partial = Uint8Array.from([0, 0, 1, 1, 1, 1]);
    const joined = clusterLinks(6, links, { scores: [0.99, 0.99, 0.98, 0.98, 0.97, 0.97], partial });
    assert.deepEqual(joined.map((c) => c.members.length), [6]);
    // Adversarial: a partial link between two records alone still links them (no group of several yet).
    assert.deepEqual(clusterLinks(2, Int32Array.from([0, 1]), { partial: Uint8Array.from([1]) }).map((c) => c.members.length), [2]);
  });

  it('two groups of three or more do not join on one link across them; two links join them', () => {
    // Triangles {0,1,2} and {3,4,5} (strong links), and a weaker link 2~3 between them: two people who
    // share a name meet through one coincidental record pair.
    const within = [0, 1, 1, 2, 0, 2, 3, 4, 4, 5, 3, 5];
    const one = clusterLinks(6, Int32Array.from([...within, 2, 3]), { scores: [0.99, 0.99, 0.99, 0.99, 0.99, 0.99, 0.9] });
    assert.deepEqual(one.map((c) => c.members.map((m) => m.index)), [[0, 1, 2], [3, 4, 5]]);
    // Negative: a second link across (1~4) corroborates the first: one person's fragments agree many times.
    const two = clusterLinks(6, Int32Array.from([...within, 2, 3, 1, 4]), { scores: [0.99, 0.99, 0.99, 0.99, 0.99, 0.99, 0.9, 0.9] });
    assert.deepEqual(two.map((c) => c.members.length), [6]);
  });

  it('a group smaller than three joins a group on one link', () => {
    // {0,1} and the triangle {2,3,4}: the pair's one link to 2 attaches it.
    const links = Int32Array.from([0, 1, 2, 3, 3, 4, 2, 4, 1, 2]);
    assert.deepEqual(clusterLinks(5, links, { scores: [0.99, 0.99, 0.99, 0.99, 0.9] }).map((c) => c.members.length), [5]);
  });

  it('the links two large groups need grow with the pairs across them (a twentieth)', () => {
    // Two groups of ten, each a path of strong links; 100 pairs across them need five links across.
    const path = (from: number) => Array.from({ length: 9 }, (_, k) => [from + k, from + k + 1]).flat();
    const across = (n: number) => Array.from({ length: n }, (_, k) => [k, 10 + k]).flat();
    const run = (n: number) => {
      const links = [...path(0), ...path(10), ...across(n)];
      const scores = Array.from({ length: links.length / 2 }, (_, k) => (k < 18 ? 0.99 : 0.9));
      return clusterLinks(20, Int32Array.from(links), { scores }).map((c) => c.members.length);
    };
    assert.deepEqual(run(4), [10, 10]);
    assert.deepEqual(run(5), [20]);
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

  describe('second pass: dense review pairs', () => {
    // {0,1} linked, {2,3} linked; review pairs across them.
    const links = Int32Array.from([0, 1, 2, 3]);
    const sizes = (cs: ReturnType<typeof clusterLinks>) => cs.map((c) => c.members.map((m) => m.index));

    it('joins two groups when review pairs cover half of their cross pairs, and the joining pairs become edges', () => {
      const review = Int32Array.from([0, 2, 1, 3]);
      const [c] = clusterLinks(4, links, { review, reviewScores: [0.6, 0.6] });
      assert.deepEqual(c!.members.map((m) => m.index), [0, 1, 2, 3]);
      assert.equal(c!.kind, 'transitive');
    });

    it('one review pair, or pairs covering less than a third of the cross pairs, join nothing', () => {
      assert.deepEqual(sizes(clusterLinks(4, links, { review: Int32Array.from([0, 2]) })), [[0, 1], [2, 3]]);
      // {0,1,2} and {3,4,5}: 9 cross pairs, 2 review pairs (< 3).
      const six = Int32Array.from([0, 1, 1, 2, 3, 4, 4, 5]);
      const sparse = clusterLinks(6, six, { review: Int32Array.from([0, 3, 1, 4]) });
      assert.deepEqual(sizes(sparse), [[0, 1, 2], [3, 4, 5]]);
      const dense = clusterLinks(6, six, { review: Int32Array.from([0, 3, 1, 4, 2, 5]) });
      assert.deepEqual(sizes(dense), [[0, 1, 2, 3, 4, 5]]);
    });

    it('a third of the cross pairs at review joins two fragments of one sparsely recorded person (session 23)', () => {
      // {0,1,2}: a person's census lines with name, birth date and birth place; {3,4,5}: the same person's
      // roll entries with name and address only. Only the pairs whose few shared fields agree reach review:
      // four of nine (under half, which kept them apart before), one per record of the smaller side or more.
      const six = Int32Array.from([0, 1, 1, 2, 3, 4, 4, 5]);
      const review = Int32Array.from([0, 3, 1, 4, 2, 5, 0, 4]);
      assert.deepEqual(sizes(clusterLinks(6, six, { review, reviewScores: [0.66, 0.64, 0.62, 0.6] })), [[0, 1, 2, 3, 4, 5]]);
      // Adversarial: the same density with a refuted pair between them (two people of one name) joins nothing,
      assert.deepEqual(sizes(clusterLinks(6, six, { review, apart: Int32Array.from([2, 3]) })), [[0, 1, 2], [3, 4, 5]]);
      // nor when every review pair is contested by a household (another given name under one surname).
      assert.deepEqual(sizes(clusterLinks(6, six, { review, contested: Uint8Array.from([1, 1, 1, 1]) })), [[0, 1, 2], [3, 4, 5]]);
      // A quarter of the cross pairs of two groups of four (4 of 16) stays apart.
      const eight = Int32Array.from([0, 1, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7]);
      assert.deepEqual(sizes(clusterLinks(8, eight, { review: Int32Array.from([0, 4, 1, 5, 2, 6, 3, 7]) })), [[0, 1, 2, 3], [4, 5, 6, 7]]);
    });

    it('a refuted pair between the groups keeps them apart however dense the review pairs', () => {
      const review = Int32Array.from([0, 2, 1, 3, 0, 3]);
      assert.deepEqual(sizes(clusterLinks(4, links, { review, apart: Int32Array.from([1, 2]) })), [[0, 1], [2, 3]]);
    });

    it('household-contested review pairs alone never join two groups (twins); one uncontested pair among them does', () => {
      const review = Int32Array.from([0, 2, 1, 3, 0, 3]);
      assert.deepEqual(sizes(clusterLinks(4, links, { review, contested: Uint8Array.from([1, 1, 1]) })), [[0, 1], [2, 3]]);
      assert.deepEqual(sizes(clusterLinks(4, links, { review, contested: Uint8Array.from([1, 0, 1]) })), [[0, 1, 2, 3]]);
    });

    it('a group that fits two groups kept apart by a refutation as densely joins neither (father and son)', () => {
      // {0,1} and {2,3} refuted apart; {4,5} reviewed densely against both.
      const three = Int32Array.from([0, 1, 2, 3, 4, 5]);
      const review = Int32Array.from([4, 0, 4, 1, 5, 0, 5, 1, 4, 2, 4, 3, 5, 2, 5, 3]);
      const apart = Int32Array.from([0, 2, 1, 3]);
      assert.deepEqual(sizes(clusterLinks(6, three, { review, apart })), [[0, 1], [2, 3], [4, 5]]);
      // Without the refutation between the two, one person's three groups all join.
      assert.deepEqual(sizes(clusterLinks(6, three, { review })), [[0, 1, 2, 3, 4, 5]]);
      // Dense to one of them only: it joins that one.
      assert.deepEqual(sizes(clusterLinks(6, three, { review: review.slice(0, 8), apart })), [[0, 1, 4, 5], [2, 3]]);
      // Dense to both, fitting one clearly better (0.9 against 0.7): it joins that one; within 0.02, neither.
      const better = [0.9, 0.9, 0.9, 0.9, 0.7, 0.7, 0.7, 0.7];
      assert.deepEqual(sizes(clusterLinks(6, three, { review, apart, reviewScores: better })), [[0, 1, 4, 5], [2, 3]]);
      const tie = [0.9, 0.9, 0.9, 0.9, 0.89, 0.89, 0.89, 0.89];
      assert.deepEqual(sizes(clusterLinks(6, three, { review, apart, reviewScores: tie })), [[0, 1], [2, 3], [4, 5]]);
    });

    it('two groups too sparse to join are read again once one of them has grown', () => {
      // {0,1}, {2}, {3,4}: 0-2 alone is too few; {2} then joins {3,4} densely, and {0,1} against {2,3,4}
      // holds three review pairs of six (0-2, 1-3, 1-4): over a third, so it joins.
      const review = Int32Array.from([0, 2, 2, 3, 2, 4, 1, 3, 1, 4]);
      const [c] = clusterLinks(5, Int32Array.from([0, 1, 3, 4]), { review, reviewScores: [0.9, 0.8, 0.8, 0.7, 0.6] });
      assert.deepEqual(c!.members.map((m) => m.index), [0, 1, 2, 3, 4]);
    });

    it('two single records never join on review pairs: a group of one needs two of them to another group', () => {
      assert.deepEqual(clusterLinks(3, new Int32Array(0), { review: Int32Array.from([0, 1, 1, 2]) }), []);
      const [c] = clusterLinks(3, Int32Array.from([0, 1]), { review: Int32Array.from([0, 2, 1, 2]) });
      assert.deepEqual(c!.members.map((m) => m.index), [0, 1, 2]);
    });
  });
});
