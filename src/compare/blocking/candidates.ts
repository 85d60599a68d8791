// Candidate generation as SQL on DuckDB, for the link verb and the batch benchmarks alike: every record's
// blocking keys (keys.ts) go into one table, keys shared by more records than their rule's max_block are
// set aside as too common, and one self-join (dedupe) or A-to-B join (link) per key gives the pairs, each
// attributed to the first rule that proposed it; the join runs over one range of list A's records at a
// time, so that its grouping never holds more than that range's pairs. Pairs come back as a flat
// Int32Array [i0, j0, i1, j1, ...] sorted by (i, j); with a truth function the recall ceiling (true pairs proposed / all true pairs) too.
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import type { FieldValue } from '../comparators/types.js';
import { KeyMemo, recordKeys } from './keys.js';
import type { BlockingRules } from './rules.js';

export interface RuleCount {
  rule: string;
  /** Pairs this rule proposes on its own. */
  pairs: number;
  /** Pairs no earlier rule proposed. */
  new_pairs: number;
  /** Keys set aside as too common (shared by more than the rule's max_block records). */
  keys_too_common: number;
}

export interface Candidates {
  /** [i0, j0, i1, j1, ...]: indices into list A and list B (or A again, with i < j), sorted by (i, j). */
  pairs: Int32Array;
  rules: RuleCount[];
  pairs_per_record: number;
  /** With `same`: the share of true pairs that blocking proposes (the best recall any scorer can reach). */
  ceiling?: number;
}

/** First records (of list A) per range of the pair join (see run). */
const PAIRS_RANGE = 125_000;

type Records = readonly Readonly<Record<string, FieldValue>>[];

export interface CandidateOptions {
  /** List B: link `records` (list A) to it instead of deduplicating `records`. */
  against?: Records;
  /** A DuckDB connection to work in (the link verb's); by default an in-memory instance of its own. */
  conn?: DuckDBConnection;
  /** DuckDB threads for an instance of its own (default 2). */
  threads?: number;
  /** The truth, to measure the recall ceiling: are records i (of A) and j (of B, or A) the same entity? */
  same?: (i: number, j: number) => boolean;
  /** How many true pairs there are (needed with `same`). */
  truePairs?: number;
  /** First records per range of the pair join (default PAIRS_RANGE): the result does not depend on it. */
  pairsRange?: number;
}

/**
 * A key as a 53-bit integer (two 32-bit FNV-1a style hashes): DuckDB joins and groups numbers faster and in
 * less memory than strings. Two keys that collide only add a candidate pair (it is scored like any other);
 * none is ever lost. With ten million distinct keys the expected number of collisions is about 0.01.
 */
export function keyHash(key: string): number {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let c = 0; c < key.length; c++) {
    const ch = key.charCodeAt(c);
    h1 = Math.imul(h1 ^ ch, 0x01000193);
    h2 = Math.imul(h2 ^ ch, 0x5bd1e995);
    h2 ^= h2 >>> 15;
  }
  return (h1 >>> 0) * 0x200000 + ((h2 >>> 0) & 0x1fffff);
}

async function loadKeys(conn: DuckDBConnection, sides: readonly Records[], rules: BlockingRules): Promise<void> {
  await conn.run('CREATE OR REPLACE TEMP TABLE keys (side UTINYINT, rid INTEGER, rule USMALLINT, k DOUBLE)');
  const appender = await conn.createAppender('keys');
  const memo = new KeyMemo();
  sides.forEach((records, side) => {
    records.forEach((record, rid) => {
      recordKeys(rules.rules, record, memo).forEach((keys, r) => {
        for (const key of keys) {
          appender.appendUTinyInt(side);
          appender.appendInteger(rid);
          appender.appendUSmallInt(r);
          appender.appendDouble(keyHash(key));
          appender.endRow();
        }
      });
    });
  });
  appender.flushSync();
  appender.closeSync();
}

async function run(conn: DuckDBConnection, sides: readonly Records[], rules: BlockingRules, opts: CandidateOptions): Promise<Candidates> {
  await loadKeys(conn, sides, rules);
  const link = sides.length === 2;
  const join = link ? 'a.side = 0 AND b.side = 1' : 'b.rid > a.rid';
  const caps = rules.rules.map((rule, r) => `(${r}, ${rule.max_block ?? rules.max_block})`).join(', ');
  // Only keys shared by 2..cap records take part in the join (most keys are one record's own), and each
  // pair is kept once with the set of rules that proposed it (a bit per rule): no per-rule pair table.
  await conn.run(`
    SET preserve_insertion_order = false;
    CREATE OR REPLACE TEMP TABLE rule_caps AS SELECT * FROM (VALUES ${caps}) t(rule, cap);
    CREATE OR REPLACE TEMP TABLE key_sizes AS
      SELECT k.rule, k.k, count(*) AS n, any_value(c.cap) AS cap FROM keys k JOIN rule_caps c ON c.rule = k.rule
      GROUP BY k.rule, k.k HAVING count(*) >= 2;
    CREATE OR REPLACE TEMP TABLE blocked AS
      SELECT k.* FROM keys k JOIN key_sizes s ON s.rule = k.rule AND s.k = k.k AND s.n <= s.cap;
    DROP TABLE keys;
  `);
  // The pairs are made one range of first records at a time: the grouping that keeps each pair once then
  // holds one range's pairs, not the whole list's (a million records: about 1 GB less at the peak), and
  // the ranges, each sorted by (i, j), follow one another in (i, j) order.
  const own = new Array<number>(rules.rules.length).fill(0);
  const fresh = new Array<number>(rules.rules.length).fill(0);
  const parts: Int32Array[] = [];
  let total = 0;
  const firsts = sides[0]!.length;
  const range = Math.max(1, opts.pairsRange ?? PAIRS_RANGE);
  for (let lo = 0; lo < firsts; lo += range) {
    const hi = Math.min(firsts, lo + range);
    await conn.run(`
      CREATE OR REPLACE TEMP TABLE cand AS
        SELECT a.rid AS i, b.rid AS j, min(a.rule) AS rule, bit_or(1::UBIGINT << a.rule) AS mask
        FROM blocked a JOIN blocked b ON b.rule = a.rule AND b.k = a.k AND ${join}
        WHERE a.side = 0 AND a.rid >= ${lo} AND a.rid < ${hi}
        GROUP BY a.rid, b.rid;
    `);
    // One scan per range counts both: the pairs each rule proposes (its bit in mask) and those it proposes first.
    const n = rules.rules.length;
    const row = (
      await conn.runAndReadAll(
        `SELECT ${rules.rules.map((_, r) => `count(*) FILTER (WHERE (mask >> ${r}) & 1 = 1), count(*) FILTER (WHERE rule = ${r})`).join(', ')} FROM cand`,
      )
    ).getRows()[0]!;
    for (let r = 0; r < n; r++) {
      own[r]! += Number(row[2 * r] ?? 0);
      fresh[r]! += Number(row[2 * r + 1] ?? 0);
    }
    const result = await conn.stream('SELECT i, j FROM cand ORDER BY i, j');
    for (let chunk = await result.fetchChunk(); chunk !== null && chunk.rowCount > 0; chunk = await result.fetchChunk()) {
      const [is, js] = chunk.getColumns() as [number[], number[]];
      const part = new Int32Array(is.length * 2);
      for (let r = 0; r < is.length; r++) {
        part[2 * r] = is[r]!;
        part[2 * r + 1] = js[r]!;
      }
      parts.push(part);
      total += is.length;
    }
    await conn.run('DROP TABLE cand');
  }
  const pairs = new Int32Array(total * 2);
  let at = 0;
  for (const part of parts.splice(0)) {
    pairs.set(part, at);
    at += part.length;
  }
  const commonN = new Map((await conn.runAndReadAll('SELECT rule, count(*) FROM key_sizes WHERE n > cap GROUP BY rule')).getRows().map(([r, n]) => [Number(r), Number(n)]));
  const counts = rules.rules.map((rule, r) => ({ rule: rule.name, pairs: own[r]!, new_pairs: fresh[r]!, keys_too_common: commonN.get(r) ?? 0 }));
  await conn.run('DROP TABLE blocked; DROP TABLE key_sizes; DROP TABLE rule_caps');
  const records = sides.reduce((s, l) => s + l.length, 0);
  const out: Candidates = { pairs, rules: counts, pairs_per_record: Math.round((total / Math.max(1, records)) * 100) / 100 };
  if (opts.same) out.ceiling = recallCeiling(pairs, opts.same, opts.truePairs ?? 0);
  return out;
}

/** True pairs among the candidates over all true pairs. */
export function recallCeiling(pairs: Int32Array, same: (i: number, j: number) => boolean, truePairs: number): number {
  let hit = 0;
  for (let p = 0; p < pairs.length; p += 2) if (same(pairs[p]!, pairs[p + 1]!)) hit++;
  return truePairs === 0 ? 1 : hit / truePairs;
}

/** Candidate pairs of one list (dedupe), or of `records` (list A) against `opts.against` (list B). */
export async function candidatePairs(records: Records, rules: BlockingRules, opts: CandidateOptions = {}): Promise<Candidates> {
  const lists: readonly Records[] = opts.against ? [records, opts.against] : [records];
  if (opts.conn) return run(opts.conn, lists, rules, opts);
  const instance = await DuckDBInstance.create(':memory:', { threads: String(opts.threads ?? 2) });
  const conn = await instance.connect();
  try {
    return await run(conn, lists, rules, opts);
  } finally {
    conn.closeSync();
    instance.closeSync();
  }
}
