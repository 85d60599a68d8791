// One-to-one greedy alignment of two token lists by a pair score (best pairs first), used by the
// name-like comparators: word order never matters, each token is used once.

export interface AlignedPair {
  i: number;
  j: number;
  score: number;
}

/** Pairs with score > 0, chosen greedily by descending score (ties: earlier tokens first). */
export function alignTokens(a: string[], b: string[], score: (x: string, y: string) => number): AlignedPair[] {
  const candidates: AlignedPair[] = [];
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      const s = score(a[i]!, b[j]!);
      if (s > 0) candidates.push({ i, j, score: s });
    }
  }
  candidates.sort((p, q) => q.score - p.score || p.i - q.i || p.j - q.j);
  const usedA = new Uint8Array(a.length);
  const usedB = new Uint8Array(b.length);
  const out: AlignedPair[] = [];
  for (const c of candidates) {
    if (usedA[c.i] || usedB[c.j]) continue;
    usedA[c.i] = 1;
    usedB[c.j] = 1;
    out.push(c);
  }
  return out;
}
