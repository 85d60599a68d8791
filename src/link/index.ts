// The `link` verb: deduplicate one list, or link list A to list B, with an entity pack. Steps, each a
// module of its own: read (read.ts: CSV, JSON Lines, Parquet) or take records given in memory, map
// columns to the pack's fields (map.ts), generate candidates with the pack's blocking rules as SQL on
// DuckDB (compare/blocking: the one home of the rules, their keys and the join), score candidates with
// the fields engine over worker threads (score.ts), cluster accepted links (cluster.ts). Pairs and
// clusters name records by the caller's ids.
// The batch decision id covers the inputs, the mapping, the rules and the pins, never a clock.
import { DuckDBInstance } from '@duckdb/node-api';
import { REVIEW_MARGIN, THRESHOLD } from '../compare/decide.js';
import { DISTINCTIVE_FLOOR } from '../compare/fieldsEngine.js';
import type { FieldValue } from '../compare/comparators/types.js';
import { findPack, PACK_NAMES } from '../compare/packs.js';
import { canonicalSha256 } from '../core/canonicalJson.js';
import { serviceError } from '../core/errors.js';
import { quoteSafe } from '../core/safeToken.js';
import { contentId, type DecisionId } from '../core/ids.js';
import { ENGINE } from '../core/version.js';
import { blockingRulesFor, candidatePairs, type RuleCount } from '../compare/blocking/index.js';
import { CLUSTERING, clusterLinks } from './cluster.js';
import { BATCH_NAMES_RULE } from '../compare/batchNames.js';
import { type ColumnMapping, type MappedList, mapColumns, mapRows } from './map.js';
import { cell, type ReadTable, readRecordsFile } from './read.js';
import { CONTESTED, IDENTITY_CODES, PARTIAL_NAME, REFUTED, refutationCode } from './scoreChunk.js';
import { scorePairs } from './score.js';

export const LINK_SCHEMA = 'service.link.v1';

/** A list given in memory: an array of field maps (JSON objects). */
export type RecordList = readonly Record<string, unknown>[];

export interface LinkRequest {
  /** One list to deduplicate, or two to link (A to B): file paths or in-memory lists. */
  lists: readonly [string | RecordList] | readonly [string | RecordList, string | RecordList];
  entity?: string | undefined;
  /** Column holding each record's id (default `id`). */
  id_field?: string | undefined;
  /** Explicit mapping: pack field → column(s); other fields are matched by name and alias. */
  map?: Record<string, string[]>;
}

export interface LinkOptions {
  workers?: number | undefined;
  /** Score in process up to this many candidate pairs (default 20,000); 0 always uses worker threads. */
  inProcessPairs?: number | undefined;
  /** Also return every candidate pair as record indices (benchmarks measure the blocking's recall ceiling). */
  keepCandidates?: boolean;
  maxBytes?: number | undefined;
  /** Stage progress: `read`, `block`, `score` (with done/total pairs), `cluster`. */
  onProgress?: (stage: string, done: number, total: number) => void;
}

export interface LinkPair {
  a: string;
  b: string;
  identity: 'same_entity' | 'review';
  score: number;
  factors: Record<string, number>;
}

export interface LinkClusterMember {
  list: 'a' | 'b';
  id: string;
  membership: 'direct' | 'transitive';
}

export interface LinkCluster {
  size: number;
  kind: 'direct' | 'transitive';
  members: LinkClusterMember[];
  /** Members whose removal would split the cluster (the links of a chain). */
  bridges: { list: 'a' | 'b'; id: string }[];
}

export interface LinkSummary {
  schema: string;
  decision_id: DecisionId<'lnk'>;
  entity: string;
  mode: 'dedupe' | 'link';
  records: { a: number; b: number | null };
  skipped: { a: { line: number; reason: string }[]; b: { line: number; reason: string }[] | null };
  mapping: { a: ColumnMapping; b: ColumnMapping | null };
  blocking: { rules: RuleCount[]; max_block: number; candidate_pairs: number; pairs_per_record: number };
  decided: { same_entity: number; review: number; different: number };
  clusters: { count: number; transitive: number; records: number };
  timings_ms: { read: number; block: number; score: number; cluster: number; total: number };
  pins: Record<string, string | number>;
}

export interface LinkResult {
  pairs: LinkPair[];
  clusters: LinkCluster[];
  summary: LinkSummary;
  /** With `keepCandidates`: [i0, j0, ...] indices into list A and list B (or A again). */
  candidates?: Int32Array;
  /** With `keepCandidates`: the ids of list A and list B, in index order. */
  ids?: { a: string[]; b: string[] | null };
}

function tableOfList(list: RecordList, where: string): ReadTable {
  const columns: string[] = [];
  const index = new Map<string, number>();
  list.forEach((record, i) => {
    if (record === null || typeof record !== 'object' || Array.isArray(record)) throw serviceError('SC_LINK_RECORD_NOT_OBJECT', { where, index: i });
    for (const key of Object.keys(record)) {
      if (!index.has(key)) {
        index.set(key, columns.length);
        columns.push(key);
      }
    }
  });
  if (list.length === 0) throw serviceError('SC_LINK_LIST_EMPTY', { where });
  return { columns, rows: list.map((r) => columns.map((c) => cell(r[c]))), skipped: [] };
}

const BLOCKING_PIN = (entity: string) => canonicalSha256(blockingRulesFor(entity) ?? null);

export async function link(req: LinkRequest, options: LinkOptions = {}): Promise<LinkResult> {
  const started = performance.now();
  const entity = req.entity ?? 'person';
  const pack = findPack(entity);
  if (!pack) throw serviceError('SC_ENTITY_UNKNOWN', { given: quoteSafe(entity), packs: PACK_NAMES.join(', ') });
  const rules = blockingRulesFor(pack.name);
  if (!rules) {
    throw serviceError('SC_LINK_NO_BLOCKING', { pack: pack.name });
  }
  if (req.lists.length !== 1 && req.lists.length !== 2) throw serviceError('SC_LINK_LIST_COUNT');
  const idField = req.id_field ?? 'id';
  const instance = await DuckDBInstance.create(':memory:', { threads: String(options.workers ?? 2) });
  const conn = await instance.connect();
  let open = true;
  // DuckDB is done once the candidates are out: closing it then returns its memory before the scoring
  // workers start (each holds a copy of the records).
  const closeDuckDb = () => {
    if (!open) return;
    open = false;
    conn.closeSync();
    instance.closeSync();
  };
  try {
    const mapped: MappedList[] = [];
    // Each list's hash (part of the decision id) is taken as soon as it is mapped, while little else is
    // held: its canonical JSON is one string as long as the list.
    const inputs: string[] = [];
    for (const [n, list] of req.lists.entries()) {
      const tag = n === 0 ? 'a' : 'b';
      const table = typeof list === 'string' ? await readRecordsFile(conn, list, tag, { maxBytes: options.maxBytes }) : tableOfList(list, tag === 'a' && req.lists.length === 1 ? 'records' : tag);
      const mapping = mapColumns(pack, table.columns, req.map ?? {}, idField);
      const list2 = mapRows(table, mapping, tag, pack);
      list2.skipped.unshift(...table.skipped);
      mapped.push(list2);
      inputs.push(canonicalSha256({ ids: list2.ids, records: list2.records as Record<string, FieldValue>[] }));
      options.onProgress?.('read', n + 1, req.lists.length);
    }
    const readDone = performance.now();

    const candidates = await candidatePairs(mapped[0]!.records, rules, { conn, ...(mapped[1] ? { against: mapped[1].records } : {}) });
    closeDuckDb();
    const blockDone = performance.now();
    const total = candidates.pairs.length / 2;
    options.onProgress?.('block', total, total);

    const a = mapped[0]!;
    const b = mapped[1] ?? null;
    const scored = await scorePairs(pack.name, a.records, b?.records ?? null, candidates.pairs, {
      workers: options.workers,
      inProcessPairs: options.inProcessPairs,
      onProgress: (done, all) => options.onProgress?.('score', done, all),
    });
    const scoreDone = performance.now();

    // The records are scored: from here on only their ids are needed.
    for (const m of mapped) m.records = [];
    const pairs: LinkPair[] = [];
    const decided = { same_entity: 0, review: 0, different: 0 };
    const SAME = IDENTITY_CODES.indexOf('same_entity');
    const REVIEW = IDENTITY_CODES.indexOf('review');
    let nAccepted = 0;
    let nApart = 0;
    let nReview = 0;
    for (let p = 0; p < total; p++) {
      if (scored.identity[p] === SAME) nAccepted++;
      if (refutationCode(scored.refuted[p]!) === REFUTED) nApart++;
      else if (scored.identity[p] === REVIEW) nReview++;
    }
    const accepted = new Int32Array(2 * nAccepted);
    const acceptedScores = new Float64Array(nAccepted);
    const acceptedPartial = new Uint8Array(nAccepted);
    const apart = new Int32Array(2 * nApart);
    // Review pairs no field refuted: the clustering's second pass (dense review, src/link/cluster.ts).
    const review = new Int32Array(2 * nReview);
    const reviewScores = new Float64Array(nReview);
    const contested = new Uint8Array(nReview);
    nAccepted = 0;
    nApart = 0;
    nReview = 0;
    const offset = a.ids.length;
    for (let p = 0; p < total; p++) {
      const identity = IDENTITY_CODES[scored.identity[p]!]!;
      decided[identity]++;
      const i = candidates.pairs[2 * p]!;
      const j = candidates.pairs[2 * p + 1]!;
      if (refutationCode(scored.refuted[p]!) === REFUTED) {
        apart[2 * nApart] = i;
        apart[2 * nApart++ + 1] = b ? offset + j : j;
      } else if (identity === 'review') {
        reviewScores[nReview] = scored.score[p]!;
        contested[nReview] = refutationCode(scored.refuted[p]!) === CONTESTED ? 1 : 0;
        review[2 * nReview] = i;
        review[2 * nReview++ + 1] = b ? offset + j : j;
      }
      if (identity === 'different') continue;
      pairs.push({ a: a.ids[i]!, b: (b ?? a).ids[j]!, identity, score: scored.score[p]!, factors: scored.factors[p]! });
      if (identity === 'same_entity') {
        acceptedScores[nAccepted] = scored.score[p]!;
        acceptedPartial[nAccepted] = scored.refuted[p]! & PARTIAL_NAME ? 1 : 0;
        accepted[2 * nAccepted] = i;
        accepted[2 * nAccepted++ + 1] = b ? offset + j : j;
      }
    }
    scored.factors.length = 0;
    const nodeOf = (index: number) => (b && index >= offset ? { list: 'b' as const, id: b.ids[index - offset]! } : { list: 'a' as const, id: a.ids[index]! });
    const clusters: LinkCluster[] = clusterLinks(offset + (b?.ids.length ?? 0), accepted, {
      scores: acceptedScores,
      apart,
      review,
      reviewScores,
      contested,
      partial: acceptedPartial,
    }).map((c) => ({
      size: c.members.length,
      kind: c.kind,
      members: c.members.map((m) => ({ ...nodeOf(m.index), membership: m.membership })),
      bridges: c.bridges.map(nodeOf),
    }));
    options.onProgress?.('cluster', clusters.length, clusters.length);
    const done = performance.now();

    const pins = {
      engine: ENGINE,
      entity_pack: entity,
      comparators_sha256: pack.comparatorsSha256,
      blocking_sha256: BLOCKING_PIN(pack.name),
      tf: pack.tfPin,
      threshold: THRESHOLD,
      review_margin: REVIEW_MARGIN,
      distinctive_floor: DISTINCTIVE_FLOOR,
      clustering: CLUSTERING,
      batch_names: BATCH_NAMES_RULE,
    };
    const decision_id = contentId('lnk', {
      schema: LINK_SCHEMA,
      mode: b ? 'link' : 'dedupe',
      inputs,
      id_field: idField,
      mapping: mapped.map((m) => m.mapping.fields),
      pins,
    });
    const records = offset + (b?.ids.length ?? 0);
    return {
      pairs,
      clusters,
      ...(options.keepCandidates ? { candidates: candidates.pairs, ids: { a: a.ids, b: b?.ids ?? null } } : {}),
      summary: {
        schema: LINK_SCHEMA,
        decision_id,
        entity,
        mode: b ? 'link' : 'dedupe',
        records: { a: a.ids.length, b: b ? b.ids.length : null },
        skipped: { a: a.skipped, b: b ? b.skipped : null },
        mapping: { a: a.mapping, b: b ? b.mapping : null },
        blocking: {
          rules: candidates.rules,
          max_block: rules.max_block,
          candidate_pairs: total,
          pairs_per_record: Math.round((total / Math.max(1, records)) * 100) / 100,
        },
        decided,
        clusters: {
          count: clusters.length,
          transitive: clusters.filter((c) => c.kind === 'transitive').length,
          records: clusters.reduce((s, c) => s + c.size, 0),
        },
        timings_ms: {
          read: Math.round(readDone - started),
          block: Math.round(blockDone - readDone),
          score: Math.round(scoreDone - blockDone),
          cluster: Math.round(done - scoreDone),
          total: Math.round(done - started),
        },
        pins,
      },
    };
  } finally {
    closeDuckDb();
  }
}

/** The request of `POST /link` (and of a stored batch decision): in-memory lists of field maps. */
export interface LinkRecordsRequest {
  records?: RecordList | undefined;
  a?: RecordList | undefined;
  b?: RecordList | undefined;
  entity?: string | undefined;
  id_field?: string | undefined;
  /** Pack field → a column, or several joined with a space. */
  map?: Record<string, string | string[]>;
}

export interface LinkAnswer {
  decision_id: DecisionId<'lnk'>;
  pairs: LinkPair[];
  clusters: LinkCluster[];
  summary: LinkSummary;
  recorded: boolean;
}

/** Deduplicates `records`, or links `a` to `b`: the verb behind `POST /link` and its replay. */
export async function linkRecords(req: LinkRecordsRequest, options: LinkOptions = {}): Promise<LinkAnswer> {
  const hasRecords = req.records !== undefined;
  const hasPair = req.a !== undefined || req.b !== undefined;
  if (hasRecords === hasPair || (hasPair && (req.a === undefined || req.b === undefined))) {
    throw serviceError('SC_LINK_RECORDS_OR_PAIR');
  }
  const map = Object.fromEntries(Object.entries(req.map ?? {}).map(([field, cols]) => [field, Array.isArray(cols) ? cols : [cols]]));
  const lists = hasRecords ? ([req.records!] as const) : ([req.a!, req.b!] as const);
  const result = await link({ lists, entity: req.entity, id_field: req.id_field, map }, options);
  return { decision_id: result.summary.decision_id, pairs: result.pairs, clusters: result.clusters, summary: result.summary, recorded: false };
}
