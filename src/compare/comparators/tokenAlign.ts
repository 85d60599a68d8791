// One-to-one greedy alignment of two token lists by a pair score (best pairs first; ties go to the
// earlier token of a, then of b), used by the name-like comparators: word order never matters and
// each token is used once. Names have a handful of words, so the pair scores live in one reused
// buffer and the greedy picks scan it, instead of allocating and sorting a candidate list per call.

export interface AlignedPair {
  i: number;
  j: number;
  score: number;
}

let buffer = new Float64Array(64);

/** Only the first 64 tokens of each side are aligned: the greedy is cubic, and no name is that long. */
export const MAX_ALIGNED_TOKENS = 64;

export function alignTokens(a: readonly string[], b: readonly string[], score: (x: string, y: string) => number): AlignedPair[] {
  const n = Math.min(a.length, MAX_ALIGNED_TOKENS);
  const m = Math.min(b.length, MAX_ALIGNED_TOKENS);
  if (n === 0 || m === 0) return [];
  if (buffer.length < n * m) buffer = new Float64Array(n * m * 2);
  const s = buffer;
  for (let i = 0; i < n; i++) for (let j = 0; j < m; j++) s[i * m + j] = score(a[i]!, b[j]!);
  const out: AlignedPair[] = [];
  const rounds = Math.min(n, m);
  for (let r = 0; r < rounds; r++) {
    let best = 0;
    let bi = -1;
    let bj = -1;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < m; j++) {
        const v = s[i * m + j]!;
        if (v > best) {
          best = v;
          bi = i;
          bj = j;
        }
      }
    }
    if (bi < 0) break;
    out.push({ i: bi, j: bj, score: best });
    // Retire the row and the column of the chosen pair.
    for (let j = 0; j < m; j++) s[bi * m + j] = 0;
    for (let i = 0; i < n; i++) s[i * m + bj] = 0;
  }
  return out;
}
