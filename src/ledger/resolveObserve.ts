// Deciding at the entity level (issue 18): `resolve` compares a new record with every stored record of
// its type and answers found / review / ambiguous / conflict / not_found; `observe` adds evidence to a
// stored record and re-decides every current decision about it, each changed receipt stored with
// `supersedes` (the old one gains `superseded_by`). The compare verb is injected (the ledger never
// imports verbs). Answers carry ids, factors and field names, never a value.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { serviceError } from '../core/errors.js';
import { type CompareDetail, compareLedgerEntry } from './entries.js';
import { currentGraph, type EntityView, graphSeq, LINKING_IDENTITY, REVIEW_IDENTITY, refreshGraph, requireRecord, warmGraph } from './graph.js';
import type { CompareCall, Ledger, StoredRecord } from './types.js';

/** The compare verb as the HTTP layer installs it: a compare call in, the detailed answer out. */
export type PairCompare = (call: CompareCall) => CompareDetail;

export interface ResolveInput {
  record: Record<string, unknown>;
  entity: string;
  /** Identifier fields of the pack (canonical name → the keys read for it): a stated difference is a conflict. */
  identifiers: Record<string, readonly string[]>;
  /** Store the surfaced pairwise decisions (a withheld link is never stored: it would join the graph). */
  store?: boolean;
}

function present(v: unknown): boolean {
  return v !== null && v !== undefined && !(typeof v === 'string' && v.trim() === '');
}

/** Identifier comparison ignores case, spaces and punctuation (`C.12345` = `c 12345`). */
function normalId(v: unknown): string {
  return String(v).toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

function identifierValue(attrs: Record<string, unknown> | null, keys: readonly string[]): string | null {
  for (const k of keys) if (attrs && present(attrs[k])) return normalId(attrs[k]);
  return null;
}

/** Identifier fields the entity shares (two or more members carry it, all alike) that the record states differently. */
async function conflictsWith(ledger: Ledger, entity: EntityView, record: Record<string, unknown>, identifiers: ResolveInput['identifiers']): Promise<string[]> {
  const out: string[] = [];
  let stored: Array<StoredRecord | null> | undefined; // the entity's records, read once for every field
  for (const [field, keys] of Object.entries(identifiers)) {
    const mine = identifierValue(record, keys);
    if (mine === null) continue;
    stored ??= await ledger.getRecords(entity.records);
    const values = stored.map((r) => identifierValue(r?.attributes ?? null, keys)).filter((v): v is string => v !== null);
    if (values.length >= 2 && new Set(values).size === 1 && values[0] !== mine) out.push(field);
  }
  return out.sort();
}

/** A value shared by more stored records than this blocks nothing (a common token says little). */
export const BLOCK_CAP = 1000;
const TOKEN = /[\p{L}\p{N}]+/gu;

/**
 * Blocking keys of a field map: every lowercase token of every value, and the last 7 digits of any value
 * holding 7 or more (a phone written nationally or internationally keeps its subscriber digits). A pair
 * that shares no key in any field is not compared — the same trade every blocked linker makes.
 */
function blockKeys(attrs: Record<string, unknown>): Set<string> {
  const keys = new Set<string>();
  for (const v of Object.values(attrs)) {
    if (typeof v !== 'string' && typeof v !== 'number') continue;
    const text = String(v).toLowerCase();
    for (const t of text.match(TOKEN) ?? []) keys.add(`t:${t}`);
    const digits = text.replace(/\D/g, '');
    if (digits.length >= 7) keys.add(`d:${digits.slice(-7)}`);
  }
  return keys;
}

/**
 * Blocking index per ledger and entity type, kept up to date like the entity graph: records are never
 * changed and arrive with decisions, so only the records of decisions stored after the last seq indexed
 * are read and added (a record already indexed is skipped). Updates of one index run one after another
 * (`queue`), so a caller never reads an index another caller has half brought up to date.
 */
interface BlockIndex {
  lastSeq: number;
  indexed: Set<string>;
  keys: Map<string, StoredRecord[]>;
  queue: Promise<void>;
}
const indexes = new WeakMap<Ledger, Map<string, BlockIndex>>();

function indexRecord(index: BlockIndex, r: StoredRecord): void {
  if (index.indexed.has(r.id)) return;
  index.indexed.add(r.id);
  for (const k of blockKeys(r.attributes ?? {})) {
    const list = index.keys.get(k);
    if (list) list.push(r);
    else index.keys.set(k, [r]);
  }
}

/**
 * Drops erased records from this process's blocking indexes: their values must not be compared again.
 * (Another process's erasure is caught at the next resolve: its candidates are checked against the key table.)
 */
export function forgetErased(ledger: Ledger, ids: readonly string[]): void {
  const byType = indexes.get(ledger);
  if (!byType || ids.length === 0) return;
  const gone = new Set(ids);
  for (const index of byType.values()) {
    for (const [k, list] of index.keys) {
      if (!list.some((r) => gone.has(r.id))) continue;
      const kept = list.filter((r) => !gone.has(r.id));
      if (kept.length > 0) index.keys.set(k, kept);
      else index.keys.delete(k);
    }
  }
}

async function catchUp(ledger: Ledger, entity: string, index: BlockIndex, lastSeq: number): Promise<void> {
  if (index.lastSeq >= lastSeq) return;
  const changes = await ledger.graphChanges(index.lastSeq);
  // The records not yet indexed, read in one call (first appearance order), not one read per record.
  const ids = changes.flatMap((c) => [c.record_a, c.record_b]).filter((id): id is string => id !== null && !index.indexed.has(id));
  for (const r of await ledger.getRecords([...new Set(ids)])) {
    if (r !== null && r.entity_type === entity && r.attributes !== null) indexRecord(index, r);
  }
  for (const c of changes) index.lastSeq = Math.max(index.lastSeq, c.seq);
}

/**
 * Starts building the blocking index of one entity type from the records table (records of decisions
 * after `lastSeq` are read again by the next catch-up: an indexed id is skipped). The records are read,
 * decrypted and indexed in keyset pages of `slice` (the cursor is the last record id read, so an erasure
 * between pages drops no record), one page per event-loop turn; `Infinity` reads them in one step.
 * The index is registered at once with the build as its queue, so every caller waits for it; a failed
 * build is not kept (the next call builds again).
 */
function startIndex(ledger: Ledger, byType: Map<string, BlockIndex>, entity: string, lastSeq: number, slice: number): Promise<void> {
  const fresh: BlockIndex = { lastSeq, indexed: new Set(), keys: new Map(), queue: Promise.resolve() };
  const limit = Number.isFinite(slice) ? slice : undefined;
  const build = (async () => {
    let after: string | undefined;
    for (;;) {
      const page = await ledger.recordsOfType(entity, after, limit);
      for (const r of page) indexRecord(fresh, r);
      if (limit === undefined || page.length < limit) return;
      after = page[page.length - 1]!.id;
      await nextTurn();
    }
  })();
  build.catch(() => {
    if (byType.get(entity) === fresh) byType.delete(entity);
  });
  fresh.queue = build.catch(() => undefined);
  byType.set(entity, fresh);
  return build;
}

/**
 * Start-up warm-up (issue 18): builds the entity graph, then the blocking index of every entity type
 * it holds, in slices of `slice` rows that yield to the event loop in between. /entities, /resolve and
 * the other graph reads that arrive meanwhile wait for the part they need (never a partial answer).
 * Never rejects for a failed step (left to the first read, which builds it as it would without warm-up); a `slice` under 1 is a RangeError.
 */
export async function warmEntities(ledger: Ledger, slice = 2000): Promise<void> {
  // Internal invariant: `slice` is the library caller's tuning constant, never request input (a programming error).
  if (!(Number.isInteger(slice) && slice >= 1)) throw new RangeError('warmEntities: slice must be a whole number of rows, 1 or more');
  const builds: Promise<void>[] = [];
  await warmGraph(ledger, slice, (types) => {
    // Registered before any read waiting for the graph resumes, so a /resolve waits for this index.
    let byType = indexes.get(ledger);
    if (!byType) {
      byType = new Map();
      indexes.set(ledger, byType);
    }
    for (const entity of types) {
      if (!byType.has(entity)) builds.push(startIndex(ledger, byType, entity, graphSeq(ledger), slice));
    }
  }).catch(() => undefined);
  for (const b of builds) await b.catch(() => undefined);
}

async function candidatesFor(ledger: Ledger, entity: string, record: Record<string, unknown>, lastSeq: number): Promise<StoredRecord[]> {
  let byType = indexes.get(ledger);
  if (!byType) {
    byType = new Map();
    indexes.set(ledger, byType);
  }
  let index = byType.get(entity);
  let step: Promise<void>;
  if (!index) {
    step = startIndex(ledger, byType, entity, lastSeq, Infinity);
    index = byType.get(entity)!;
  } else {
    const i = index;
    step = i.queue.then(() => catchUp(ledger, entity, i, lastSeq));
    index.queue = step.catch(() => undefined);
  }
  await step;
  const keys = index.keys;
  const out = new Map<string, StoredRecord>();
  for (const k of blockKeys(record)) {
    const block = keys.get(k);
    if (block && block.length <= BLOCK_CAP) for (const r of block) out.set(r.id, r);
  }
  const erased = await ledger.erasedAmong([...out.keys()]);
  if (erased.size > 0) {
    forgetErased(ledger, [...erased.keys()]);
    for (const id of erased.keys()) out.delete(id);
  }
  return [...out.values()];
}

interface Edge {
  stored: string;
  /** The stored record's attributes, as compared (stored again with the decision). */
  attributes: StoredRecord['attributes'];
  detail: CompareDetail;
  identity: string;
  score: number;
}

const NOTES = {
  conflictLinked: (f: string) => `the nearest entity agrees on ${f} and this record contradicts it. Link withheld.`,
  conflictLoose: (f: string) => `the nearest entity agrees on ${f} and this record contradicts it; nothing was linked.`,
};

/** POST /resolve. */
export async function resolveRecord(ledger: Ledger, input: ResolveInput, compare: PairCompare) {
  const { record, entity } = input;
  if (Object.values(record).filter(present).length === 0) throw serviceError('SC_FIELDS_EMPTY', { what: 'record' });
  await refreshGraph(ledger);
  const edges: Edge[] = [];
  let recordId: string | null = null;
  for (const stored of await candidatesFor(ledger, entity, record, graphSeq(ledger))) {
    const detail = compare({ a: record, b: stored.attributes, entity });
    recordId = String(detail.records?.a.id ?? recordId);
    if (detail.records?.a.id === stored.id) continue; // the same record, already stored
    const identity = String(detail.receipt.identity);
    if (identity !== LINKING_IDENTITY && identity !== REVIEW_IDENTITY) continue;
    edges.push({ stored: stored.id, attributes: stored.attributes, detail, identity, score: Number(detail.receipt.score) });
  }
  if (recordId === null) recordId = String(compare({ a: record, b: record, entity }).records?.a.id);
  edges.sort((x, y) => Number(y.identity === LINKING_IDENTITY) - Number(x.identity === LINKING_IDENTITY) || y.score - x.score);

  // The whole graph, not a per-type copy: the candidates are records of this type, so are their entities.
  // Read with no await until `nearest` is chosen (the graph's maps change in place on a refresh; views do not).
  const graph = currentGraph(ledger);
  const candidates = new Map<string, { entity_id: string; identity: string; score: number; matched: number; review: number }>();
  const byId = new Map<string, EntityView>();
  let looseMatch = false;
  for (const e of edges) {
    const ent = graph.entityOf.get(e.stored);
    if (!ent) {
      if (e.identity === LINKING_IDENTITY) looseMatch = true;
      continue;
    }
    byId.set(ent.entity_id, ent);
    const c = candidates.get(ent.entity_id) ?? { entity_id: ent.entity_id, identity: e.identity, score: e.score, matched: 0, review: 0 };
    if (e.identity === LINKING_IDENTITY) c.matched++;
    else c.review++;
    candidates.set(ent.entity_id, c);
  }
  const list = [...candidates.values()];
  const matched = list.filter((c) => c.matched > 0);
  const nearestId = matched.length === 1 ? matched[0]!.entity_id : matched.length === 0 ? list.sort((x, y) => y.score - x.score)[0]?.entity_id : undefined;
  const nearest = nearestId === undefined ? null : byId.get(nearestId)!;
  const conflicting_fields = nearest ? await conflictsWith(ledger, nearest, record, input.identifiers) : [];

  let verdict: 'ambiguous' | 'conflict' | 'found' | 'review' | 'not_found';
  let note: string;
  if (matched.length > 1) {
    verdict = 'ambiguous';
    note = `members of ${matched.length} entities matched; the record may bridge entities that are one thing, or one match is wrong. Link withheld.`;
  } else if (conflicting_fields.length > 0) {
    verdict = 'conflict';
    note = matched.length === 1 ? NOTES.conflictLinked(conflicting_fields.join(', ')) : NOTES.conflictLoose(conflicting_fields.join(', '));
  } else if (matched.length === 1 || looseMatch) {
    verdict = 'found';
    note = matched.length === 1 ? `matched ${matched[0]!.matched} member(s) of one entity` : 'matched a stored record that was not yet in any entity';
  } else if (edges.length > 0) {
    verdict = 'review';
    note = 'no member matched outright; the nearest pairs are open cases';
  } else {
    verdict = 'not_found';
    note = 'no stored record came close';
  }
  const withheld = verdict === 'ambiguous' || verdict === 'conflict';
  let stored = 0;
  if (input.store) {
    // The pairs as compared (the candidates' attributes in hand, no read per pair), submitted together so
    // they share a group commit instead of waiting for one commit each.
    const kept = edges.filter((e) => !(withheld && e.identity === LINKING_IDENTITY));
    const results = await Promise.all(kept.map((e) => ledger.recordAsync(compareLedgerEntry({ a: record, b: e.attributes, entity }, e.detail))));
    stored = results.filter((r) => r.created).length;
  }
  const best = edges[0];
  return {
    verdict,
    note,
    record_id: recordId,
    entity: verdict === 'ambiguous' || verdict === 'not_found' || (verdict === 'found' && matched.length === 0) ? null : nearest,
    candidates: list.sort((x, y) => y.matched - x.matched || y.score - x.score),
    conflicting_fields,
    would_resolve: best && (verdict === 'review' || verdict === 'ambiguous') ? evidenceNames(best.detail).missing : [],
    decisions: edges.map((e) => ({
      decision_id: String(e.detail.receipt.decision_id),
      record_b: e.stored,
      identity: e.identity,
      score: e.score,
      linked: e.identity === LINKING_IDENTITY && !withheld,
      ...evidenceNames(e.detail),
    })),
    stored,
  };
}

function evidenceNames(d: CompareDetail): { supporting: string[]; refuting: string[]; missing: string[] } {
  return { supporting: d.explain?.supporting ?? [], refuting: d.explain?.refuting ?? [], missing: d.explain?.missing ?? [] };
}

/** POST /observe. */
export async function observeRecord(ledger: Ledger, recordId: string, evidence: Record<string, unknown>, compare: PairCompare) {
  await requireRecord(ledger, recordId, 'record');
  const rec = (await ledger.getRecord(recordId))!;
  if (rec.erased_at !== undefined) throw serviceError('SC_RECORD_ERASED', { record: recordId, erased_at: rec.erased_at });
  if (rec.attributes === null) throw serviceError('SC_RECORD_IS_TEXT');
  const fields = Object.keys(evidence).filter((k) => present(evidence[k])).sort();
  if (fields.length === 0) throw serviceError('SC_FIELDS_EMPTY', { what: 'evidence' });
  const merged: Record<string, unknown> = { ...rec.attributes };
  for (const k of fields) merged[k] = evidence[k];

  const current = (await ledger.pairDecisions()).filter((d) => d.record_a === recordId || d.record_b === recordId).reverse();
  const decisions: Array<Record<string, unknown>> = [];
  const skipped: Array<{ decision_id: string; reason: string }> = [];
  let newRecordId: string | null = null;
  for (const d of current) {
    if (d.verb === 'settle') {
      skipped.push({ decision_id: d.decision_id, reason: "an analyst's decision stands until an analyst settles the pair again" });
      continue;
    }
    if (d.verb !== 'compare') {
      skipped.push({ decision_id: d.decision_id, reason: `a ${d.verb} decision is re-made by re-running its verb, not by observe` });
      continue;
    }
    const old = await ledger.decision(d.decision_id, { reveal: true });
    const other = d.record_a === recordId ? old.records?.b : old.records?.a;
    if (other?.erased_at !== undefined) {
      skipped.push({ decision_id: d.decision_id, reason: "the other record's values were erased" });
      continue;
    }
    if (!other || other.attributes === null) {
      skipped.push({ decision_id: d.decision_id, reason: 'the other side is a text, not fields' });
      continue;
    }
    const { store: _s, reveal: _r, ...call } = old.call;
    const next = { ...call, a: d.record_a === recordId ? merged : other.attributes, b: d.record_b === recordId ? merged : other.attributes };
    const detail = compare(next);
    const nowId = String(detail.receipt.decision_id);
    newRecordId = String((d.record_a === recordId ? detail.records?.a.id : detail.records?.b.id) ?? newRecordId);
    const then = { identity: d.identity, score: d.score };
    const now = { identity: String(detail.receipt.identity), score: Number(detail.receipt.score) };
    // The same inputs give the same id: nothing new to keep, and a decision never supersedes itself.
    let superseded = false;
    if (nowId !== d.decision_id) {
      const r = await ledger.recordAsync({ ...compareLedgerEntry(next, detail), supersedes: d.decision_id });
      superseded = r.created;
    }
    decisions.push({
      was: d.decision_id,
      now: nowId,
      superseded,
      then,
      now_decision: { ...now, factors: detail.receipt.factors, ...evidenceNames(detail) },
      moved: then.identity !== now.identity || then.score !== now.score,
    });
  }
  await refreshGraph(ledger);
  const open_cases = currentGraph(ledger).reviews.length;
  return { record_id: recordId, new_record_id: newRecordId, fields, decisions, skipped, open_cases };
}

