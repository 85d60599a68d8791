// Line and branch coverage of src/*.ts from V8's raw coverage: `NODE_V8_COVERAGE=<dir>` makes every node
// process (the test runner, each test file's process, every server or CLI process a test starts) write
// one JSON file there; this reads them all, maps the generated code back to the TypeScript through the
// source maps tsx hands to node (the file's `source-map-cache`), and sums per file. scripts/run-tests.mjs
// uses it for the coverage gate of `npm test`, because node 20.20's own --experimental-test-coverage
// drops its whole summary on the full suite (README, Development).
// What counts:
// - a line is executable when generated code maps to it (type-only lines, comments and blanks do not),
//   covered when code mapped to it ran in some process;
// - a branch is a V8 block range (a block inside a function: if/else arms, loop bodies, ternary and
//   short-circuit arms, catch blocks), covered when it ran in some process. V8 leaves out a block that
//   ran exactly as often as the range around it, so a block's count in a process is that of the
//   innermost range the process reported around it;
// - a file counts once some process loaded it (as with node's own coverage).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const B64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** The fields of one source-map segment (base-64 VLQ). */
function vlq(segment) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = B64.get(c);
    if (digit === undefined) throw new Error(`coverage: bad source map character ${JSON.stringify(c)}`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value % 2 === 1 ? -((value - 1) / 2) : value / 2);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Mapping segments in generated order: their offsets in the generated code and original lines (-1: none). */
function decodeMappings(map, lineLengths) {
  const offsets = [];
  const lines = [];
  let lineStart = 0;
  let source = 0;
  let origLine = 0;
  const genLines = map.mappings.split(';');
  for (let g = 0; g < genLines.length; g++) {
    let col = 0;
    for (const segment of genLines[g] ? genLines[g].split(',') : []) {
      const f = vlq(segment);
      col += f[0];
      if (f.length >= 4) {
        source += f[1];
        origLine += f[2];
      }
      offsets.push(lineStart + col);
      // Only the file's own source counts (tsx maps each file to itself alone).
      lines.push(f.length >= 4 && source === 0 ? origLine : -1);
    }
    lineStart += (lineLengths[g] ?? 0) + 1;
  }
  return { offsets, lines };
}

/** Index of the last offset ≤ x in an ascending list, or -1. */
function lastAtOrBefore(sorted, x) {
  let lo = 0;
  let hi = sorted.length - 1;
  let at = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] <= x) {
      at = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return at;
}

/**
 * For each query [start, end) (sorted by start), the count of the innermost range of `ranges` (flat
 * start, end, count triples; nested or disjoint, as V8 reports them) that holds it; 0 when none does.
 */
function countsAt(ranges, queries) {
  const order = [];
  for (let i = 0; i < ranges.length; i += 3) order.push(i);
  order.sort((a, b) => ranges[a] - ranges[b] || ranges[b + 1] - ranges[a + 1]);
  const out = new Float64Array(queries.length / 2);
  const stack = [];
  let next = 0;
  for (let q = 0; q < queries.length; q += 2) {
    const start = queries[q];
    const end = queries[q + 1];
    while (next < order.length && ranges[order[next]] <= start) {
      const r = order[next++];
      while (stack.length > 0 && ranges[stack[stack.length - 1] + 1] <= ranges[r]) stack.pop();
      stack.push(r);
    }
    while (stack.length > 0 && ranges[stack[stack.length - 1] + 1] <= start) stack.pop();
    for (let k = stack.length - 1; k >= 0; k--) {
      const r = stack[k];
      if (ranges[r + 1] >= end) {
        out[q / 2] = ranges[r + 2];
        break;
      }
    }
  }
  return out;
}

/** Sums the coverage files of `dir` for the TypeScript files under `root`/src. */
export function mergeCoverage(dir, root) {
  const prefix = pathToFileURL(join(root, 'src')).href + '/';
  /** url → { map, lists: Map<signature, ranges>, blocks: Map<"start:end", [start, end]> } */
  const files = new Map();
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.json')) continue;
    let data;
    try {
      data = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch {
      continue; // a process killed while writing leaves a partial file; the others still count
    }
    for (const script of data.result ?? []) {
      const url = script.url;
      if (!url.startsWith(prefix) || !url.endsWith('.ts')) continue;
      let file = files.get(url);
      if (!file) {
        const cached = data['source-map-cache']?.[url];
        if (!cached?.data?.mappings) continue;
        file = { map: decodeMappings(cached.data, cached.lineLengths), lists: new Map(), blocks: new Map() };
        files.set(url, file);
      }
      const flat = [];
      for (const fn of script.functions) {
        fn.ranges.forEach((r, i) => {
          flat.push(r.startOffset, r.endOffset, r.count);
          if (i > 0 && fn.isBlockCoverage) file.blocks.set(`${r.startOffset}:${r.endOffset}`, [r.startOffset, r.endOffset]);
        });
      }
      const signature = flat.join(',');
      if (!file.lists.has(signature)) file.lists.set(signature, flat);
    }
  }

  const perFile = [];
  for (const [url, file] of files) {
    const { offsets, lines } = file.map;
    // Lines: every mapped segment is a point query.
    const lineQueries = [];
    const lineOf = [];
    offsets.forEach((o, i) => {
      if (lines[i] >= 0) {
        lineQueries.push(o, o);
        lineOf.push(lines[i]);
      }
    });
    // Branches: the blocks that map into the TypeScript (not helpers the transform added), by start.
    const blocks = [...file.blocks.values()]
      .filter(([start]) => {
        const at = lastAtOrBefore(offsets, start);
        return at >= 0 && lines[at] >= 0;
      })
      .sort((a, b) => a[0] - b[0] || b[1] - a[1]);
    const blockQueries = blocks.flat();
    const executable = new Set(lineOf);
    const hitLines = new Set();
    const hitBlocks = new Uint8Array(blocks.length);
    for (const ranges of file.lists.values()) {
      const lineCounts = countsAt(ranges, lineQueries);
      lineCounts.forEach((c, i) => {
        if (c > 0) hitLines.add(lineOf[i]);
      });
      countsAt(ranges, blockQueries).forEach((c, i) => {
        if (c > 0) hitBlocks[i] = 1;
      });
    }
    perFile.push({
      url,
      lines: executable.size,
      linesHit: hitLines.size,
      branches: blocks.length,
      branchesHit: hitBlocks.reduce((a, b) => a + b, 0),
    });
  }
  return perFile.sort((a, b) => (a.url < b.url ? -1 : 1));
}
