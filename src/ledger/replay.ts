// Replay: re-run a stored call with the verbs installed now (injected, never imported) and report what
// moved. `reproduced` is the byte-for-byte equality of the decision ids; `changed` lists identity,
// action, score, every factor, every pin (nested pins flattened with dots) and, for de-identification,
// every category whose citation or action differs (`citations.<category>`, `actions.<category>`), so a
// statute pack that now cites another section shows as exactly that.
import { canonicalJson } from '../core/canonicalJson.js';
import { coded, NotImplementedError, serviceError, type ServiceError } from '../core/errors.js';
import { round4 } from '../core/round.js';
import { isObject, pinsOf, summaryOf, valueFreeSpans } from './receiptFields.js';
import type { Moved, ReplayResult, ReplayRunners, Runner, StoredRecord } from './types.js';
import { type DecisionRow, type RecordPair, receiptOf } from './views.js';

function inputOf(r: StoredRecord | null): unknown {
  if (r === null) return undefined;
  return r.text ?? r.attributes ?? undefined;
}

/** The arguments to hand the runner: the stored call, with inputs filled from the stored records. */
export function replayCall(row: DecisionRow, records: RecordPair): Record<string, unknown> {
  const call = JSON.parse(row.call) as Record<string, unknown>;
  if (row.verb === 'deidentify') {
    if (call.text === undefined && records.a?.text != null) call.text = records.a.text;
    if (call.text === undefined) throw notRerunnable(row, ['text']);
    return call;
  }
  if (row.verb === 'link') return call; // the lists travel in the stored call
  if (call.a === undefined) call.a = inputOf(records.a);
  if (call.b === undefined) call.b = inputOf(records.b);
  if (call.a === undefined || call.b === undefined) {
    throw notRerunnable(row, [call.a === undefined ? 'a' : '', call.b === undefined ? 'b' : ''].filter(Boolean));
  }
  return call;
}

function notRerunnable(row: DecisionRow, names: string[]): ServiceError {
  const list = names.length > 0 ? names.join(', ') : 'arguments not kept';
  return serviceError('SC_REPLAY_NOT_RERUNNABLE', { decision: row.decision_id, names: list });
}

/** Flattens nested objects to dotted leaf paths; arrays and scalars are leaves. */
export function flatten(value: unknown, prefix: string, out: Map<string, unknown> = new Map()): Map<string, unknown> {
  if (isObject(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix === '' ? k : `${prefix}.${k}`, out);
  } else if (prefix !== '') {
    out.set(prefix, value);
  }
  return out;
}

function same(x: unknown, y: unknown): boolean {
  if (x === undefined || y === undefined) return x === y;
  try {
    return canonicalJson(x) === canonicalJson(y);
  } catch {
    return JSON.stringify(x) === JSON.stringify(y);
  }
}

function diffMaps(prefix: string, then: Map<string, unknown>, now: Map<string, unknown>, out: Record<string, Moved>): void {
  const keys = [...new Set([...then.keys(), ...now.keys()])].sort();
  for (const k of keys) {
    const a = then.get(k);
    const b = now.get(k);
    if (!same(a, b)) out[`${prefix}.${k}`] = moved(a ?? null, b ?? null);
  }
}

/** `{then, now}`: the contract's names (an object with `then` is never awaited here). */
function moved(before: unknown, after: unknown): Moved {
  return { then: before, now: after };
}

/** Per category, the citation (or action) its spans carried; several distinct ones are joined with ` | `. */
function perCategory(receipt: Record<string, unknown>, field: 'citation' | 'action'): Map<string, unknown> {
  const seen = new Map<string, Set<string>>();
  for (const s of valueFreeSpans(receipt.spans)) {
    const v = s[field];
    if (v === null) continue;
    const set = seen.get(s.category) ?? new Set<string>();
    set.add(v);
    seen.set(s.category, set);
  }
  return new Map([...seen].map(([k, v]) => [k, [...v].sort().join(' | ')]));
}

function receiptFrom(result: unknown): Record<string, unknown> {
  // Internal invariant (runners are the library's own), not a caller error: plain TypeError.
  if (!isObject(result)) throw new TypeError('a replay runner must return an object');
  return isObject(result.receipt) ? result.receipt : result;
}

export async function replayDecision(row: DecisionRow, records: RecordPair, runners: ReplayRunners): Promise<ReplayResult> {
  if (row.verb === 'settle') {
    // Reproducing it "trivially" would report reproduced: true for something no software decided.
    throw serviceError('SC_REPLAY_SETTLE', { decision: row.decision_id, superseded: row.supersedes ?? 'none' });
  }
  if (row.erasure) {
    // The inputs are gone: re-running on anything else would be a different decision, not a replay.
    throw serviceError('SC_REPLAY_ERASED', { decision: row.decision_id, subjects: row.erasure.subjects.join(', '), erased_at: row.erasure.erased_at });
  }
  if (Number(row.replayable) !== 1) throw notRerunnable(row, JSON.parse(row.unreplayable) as string[]);
  const call = replayCall(row, records);
  // entry.ts stored the call as its verb's call, and replayCall filled in the inputs kept as records: the
  // verb's runner takes it (each verb's call is a type literal, so a plain record is one of them).
  const runner = runners[row.verb] as Runner<Record<string, unknown>> | undefined;
  if (runner === undefined) throw new NotImplementedError(coded('SC_REPLAY_NOT_IMPLEMENTED', { verb: row.verb }));
  const nowReceipt = receiptFrom(await runner(call));
  const nowId = typeof nowReceipt.decision_id === 'string' ? nowReceipt.decision_id : '';

  const thenReceipt = receiptOf(row);
  const then = summaryOf(row.verb, thenReceipt);
  const now = summaryOf(row.verb, nowReceipt);
  const changed: Record<string, Moved> = {};
  if (then.identity !== now.identity) changed.identity = moved(then.identity, now.identity);
  if (then.action !== now.action) changed.action = moved(then.action, now.action);
  if (round4(then.score) !== round4(now.score)) changed.score = moved(then.score, now.score);
  diffMaps('factors', flatten(then.factors, ''), flatten(now.factors, ''), changed);
  const thenPins = JSON.parse(row.pins) as Record<string, unknown>;
  diffMaps('pins', flatten(thenPins, ''), flatten(pinsOf(row.verb, nowReceipt), ''), changed);
  if (row.verb === 'deidentify') {
    diffMaps('citations', perCategory(thenReceipt, 'citation'), perCategory(nowReceipt, 'citation'), changed);
    diffMaps('actions', perCategory(thenReceipt, 'action'), perCategory(nowReceipt, 'action'), changed);
  }

  return {
    decision_id: row.decision_id,
    reproduced: nowId === row.decision_id,
    changed,
    now: { decision_id: nowId, identity: now.identity, action: now.action, score: now.score, factors: now.factors },
  };
}
