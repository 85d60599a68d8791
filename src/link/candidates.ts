// Candidate generation as SQL on DuckDB: every record's blocking keys (rules.ts) go into one table,
// keys shared by more than the pack's max_block records are set aside as too common, and one
// self-join (dedupe) or A-to-B join (link) per key gives the pairs, each attributed to the first rule
// that proposed it. Pairs come back as a flat Int32Array [i0, j0, i1, j1, ...] sorted by (i, j).
import type { DuckDBConnection } from '@duckdb/node-api';
import type { FieldValue } from '../compare/comparators/types.js';
import { type BlockingRules, recordKeys } from './rules.js';

export interface RuleCount {
  rule: string;
  /** Pairs this rule proposes on its own. */
  pairs: number;
  /** Pairs no earlier rule proposed. */
  new_pairs: number;
  /** Keys set aside as too common (shared by more than max_block records). */
  keys_too_common: number;
}

export interface Candidates {
  pairs: Int32Array;
  rules: RuleCount[];
}

type Records = readonly Readonly<Record<string, FieldValue>>[];

async function loadKeys(conn: DuckDBConnection, sides: readonly Records[], rules: BlockingRules): Promise<void> {
  await conn.run('CREATE OR REPLACE TEMP TABLE keys (side UTINYINT, rid INTEGER, rule USMALLINT, k VARCHAR)');
  const appender = await conn.createAppender('keys');
  sides.forEach((records, side) => {
    records.forEach((record, rid) => {
      recordKeys(rules.rules, record).forEach((keys, r) => {
        for (const key of keys) {
          appender.appendUTinyInt(side);
          appender.appendInteger(rid);
          appender.appendUSmallInt(r);
          appender.appendVarchar(key);
          appender.endRow();
        }
      });
    });
  });
  appender.flushSync();
  appender.closeSync();
}

/** `sides` holds one list (dedupe) or two (link A to B). */
export async function candidatePairs(conn: DuckDBConnection, sides: readonly Records[], rules: BlockingRules): Promise<Candidates> {
  await loadKeys(conn, sides, rules);
  const link = sides.length === 2;
  const join = link ? 'a.side = 0 AND b.side = 1' : 'b.rid > a.rid';
  await conn.run(`
    CREATE OR REPLACE TEMP TABLE key_sizes AS
      SELECT rule, k, count(*) AS n FROM keys GROUP BY rule, k HAVING count(*) >= 2;
    CREATE OR REPLACE TEMP TABLE rule_pairs AS
      SELECT DISTINCT a.rule AS rule, a.rid AS i, b.rid AS j
      FROM keys a
      JOIN key_sizes s ON s.rule = a.rule AND s.k = a.k AND s.n <= ${rules.max_block}
      JOIN keys b ON b.rule = a.rule AND b.k = a.k AND ${join};
    CREATE OR REPLACE TEMP TABLE cand AS
      SELECT i, j, min(rule) AS rule FROM rule_pairs GROUP BY i, j;
  `);
  const own = await conn.runAndReadAll('SELECT rule, count(*) FROM rule_pairs GROUP BY rule');
  const fresh = await conn.runAndReadAll('SELECT rule, count(*) FROM cand GROUP BY rule');
  const common = await conn.runAndReadAll(`SELECT rule, count(*) FROM key_sizes WHERE n > ${rules.max_block} GROUP BY rule`);
  const byRule = (rows: unknown[][]) => new Map(rows.map(([r, n]) => [Number(r), Number(n)]));
  const ownN = byRule(own.getRows());
  const freshN = byRule(fresh.getRows());
  const commonN = byRule(common.getRows());
  const counts = rules.rules.map((rule, r) => ({ rule: rule.name, pairs: ownN.get(r) ?? 0, new_pairs: freshN.get(r) ?? 0, keys_too_common: commonN.get(r) ?? 0 }));

  const total = [...freshN.values()].reduce((s, n) => s + n, 0);
  const pairs = new Int32Array(total * 2);
  const result = await conn.stream('SELECT i, j FROM cand ORDER BY i, j');
  let at = 0;
  for (let chunk = await result.fetchChunk(); chunk !== null && chunk.rowCount > 0; chunk = await result.fetchChunk()) {
    const [is, js] = chunk.getColumns() as [number[], number[]];
    for (let r = 0; r < is.length; r++) {
      pairs[at++] = is[r]!;
      pairs[at++] = js[r]!;
    }
  }
  await conn.run('DROP TABLE cand; DROP TABLE rule_pairs; DROP TABLE key_sizes; DROP TABLE keys');
  return { pairs, rules: counts };
}
