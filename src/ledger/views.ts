// What /decision and /explain show of a stored row. Every stored value — the records, the call's input
// values (a, b, text) and explain's `shared` — is masked with the one masking rule of the service
// (docs/architecture.md D8) unless reveal is asked; nothing is silently left out.
import type { DecisionId } from '../core/ids.js';
import { maskDeep, shownValue } from '../core/mask.js';
import { type Erasure, VALUE_ARGUMENTS } from './sealing.js';
import { byCategory, isObject, numericFactors, spanCount, summaryOf, valueFreeSpans } from './receiptFields.js';
import type {
  CompareExplanation,
  DeidentifyExplanation,
  ExplainInput,
  Explanation,
  ShownRecord,
  StoredDecision,
  StoredRecord,
  VerbDecision,
} from './types.js';

/** A decisions row as SQLite returns it (JSON columns still text); its id has its verb's prefix (entry.ts). */
export type DecisionRow = DecisionColumns & VerbDecision;

interface DecisionColumns {
  seq: number;
  receipt: string;
  pins: string;
  call: string;
  replayable: number;
  unreplayable: string;
  explain: string | null;
  recorded_at: string;
  supersedes: DecisionId | null;
  superseded_by: DecisionId | null;
  record_a: string | null;
  record_b: string | null;
  /** Set when the row was opened after a subject's key was destroyed (sealedRows.ts): values are gone. */
  erasure?: Erasure;
}

export interface RecordPair {
  a: StoredRecord | null;
  b: StoredRecord | null;
}

/** Identifying fields reported as `missing`, in this order, with the record keys that mean them. */
const IDENTIFYING_FIELDS: readonly string[] = ['national_id', 'registration_id', 'phone', 'email', 'dob', 'name', 'address'];
const FIELD_ALIASES: Readonly<Record<string, string>> = {
  full_name: 'name',
  date_of_birth: 'dob',
  birth_date: 'dob',
  date: 'dob',
  nin: 'national_id',
  bvn: 'national_id',
  ssn: 'national_id',
  id_number: 'national_id',
  phone_number: 'phone',
  mobile: 'phone',
  email_address: 'email',
  registration_number: 'registration_id',
  rc_number: 'registration_id',
};
const WHITESPACE = /\s+/g;

function parse<T>(text: string): T {
  return JSON.parse(text) as T;
}

export function receiptOf(row: DecisionRow): Record<string, unknown> {
  return parse<Record<string, unknown>>(row.receipt);
}

function shownCall(row: DecisionRow, reveal: boolean): Record<string, unknown> {
  const call = parse<Record<string, unknown>>(row.call);
  if (reveal) return call;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(call)) out[k] = VALUE_ARGUMENTS.has(k) ? maskDeep(v) : v;
  return out;
}

/** A stored record as shown: its values (attributes, text) masked unless revealed; ids and dates as stored. */
function shownRecord(record: StoredRecord | null, reveal: boolean): ShownRecord | null {
  if (record === null) return null;
  return { ...record, attributes: shownValue(record.attributes, reveal), text: shownValue(record.text, reveal) };
}

/** What every view says of erased values: which subjects' keys were destroyed, and when. */
export function erasureNote(row: DecisionRow): { erasure?: { subjects: string[]; erased_at: string; values: 'erased' } } {
  return row.erasure ? { erasure: { ...row.erasure, values: 'erased' } } : {};
}

export function decisionView(row: DecisionRow, records: RecordPair, reveal: boolean): StoredDecision {
  const receipt = receiptOf(row);
  const s = summaryOf(row.verb, receipt);
  const view: StoredDecision = {
    decision_id: row.decision_id,
    verb: row.verb,
    identity: s.identity,
    action: s.action,
    score: s.score,
    explanation: s.explanation,
    factors: s.factors,
    pins: parse<Record<string, unknown>>(row.pins),
    call: shownCall(row, reveal),
    recorded_at: row.recorded_at,
    supersedes: row.supersedes,
    superseded_by: row.superseded_by,
    record_a: row.record_a,
    record_b: row.record_b,
  };
  if (s.basis !== '' || row.verb !== 'deidentify') view.basis = s.basis;
  if (row.verb === 'settle') {
    view.analyst = typeof receipt.analyst === 'string' ? receipt.analyst : '';
    view.outcome = typeof receipt.outcome === 'string' ? receipt.outcome : '';
  }
  if (row.verb === 'deidentify') {
    view.statute = typeof receipt.statute === 'string' ? receipt.statute : null;
    view.jurisdiction = typeof receipt.jurisdiction === 'string' ? receipt.jurisdiction : null;
    view.method = s.action;
    view.count = spanCount(receipt);
    view.by_category = byCategory(receipt);
    view.spans = valueFreeSpans(receipt.spans);
  }
  view.records = { a: shownRecord(records.a, reveal), b: shownRecord(records.b, reveal) };
  return { ...view, ...erasureNote(row) };
}

function canonicalField(key: string): string {
  const k = key.toLowerCase();
  return FIELD_ALIASES[k] ?? k;
}

function present(v: unknown): boolean {
  return v !== null && v !== undefined && !(typeof v === 'string' && v.trim() === '');
}

/** Identifying fields each record carries, by canonical name (`id` and `_`-keys are not fields). */
function fieldsOf(r: StoredRecord | null): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(r?.attributes ?? {})) {
    if (k === 'id' || k.startsWith('_') || !present(v)) continue;
    const name = canonicalField(k);
    if (!out.has(name)) out.set(name, v);
  }
  return out;
}

function sameValue(x: unknown, y: unknown): boolean {
  const norm = (v: unknown) => (typeof v === 'string' ? v.replace(WHITESPACE, ' ').trim().toLowerCase() : JSON.stringify(v));
  return norm(x) === norm(y);
}

/** Fallback when the engine supplied no explain material: derived from factors and stored records. */
function derivedExplain(factors: Record<string, number>, records: RecordPair): Required<Omit<ExplainInput, 'gate'>> {
  const names = Object.keys(factors).sort();
  const supporting = names.filter((k) => factors[k]! >= 0.85);
  const refuting = names.filter((k) => factors[k]! < 0.5);
  const fa = fieldsOf(records.a);
  const fb = fieldsOf(records.b);
  const missing = IDENTIFYING_FIELDS.filter((f) => !(fa.has(f) && fb.has(f)) && !(f in factors));
  const shared: Record<string, unknown> = {};
  for (const f of supporting) {
    const name = canonicalField(f);
    if (fa.has(name) && fb.has(name) && sameValue(fa.get(name), fb.get(name))) shared[f] = fa.get(name);
  }
  return { supporting, refuting, missing, shared };
}

function firstNumber(...values: unknown[]): number | null {
  for (const v of values) if (typeof v === 'number') return v;
  return null;
}

/** The contract's gate keys always present; the floor falls back to the pinned distinctive floor. */
function gateOf(v: unknown, pins: Record<string, unknown>): CompareExplanation['gate'] {
  const g = isObject(v) ? v : {};
  const thresholds = isObject(pins.thresholds) ? pins.thresholds : {};
  return {
    ...g,
    clearing_signal: typeof g.clearing_signal === 'string' ? g.clearing_signal : null,
    distinctive_cleared: typeof g.distinctive_cleared === 'boolean' ? g.distinctive_cleared : null,
    floor: firstNumber(g.floor, g.distinctive_floor, pins.distinctive_floor, thresholds.distinctive_floor),
  };
}

function strings(v: unknown): string[] | undefined {
  return Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : undefined;
}

export function explainView(row: DecisionRow, records: RecordPair, reveal: boolean): Explanation {
  const receipt = receiptOf(row);
  const s = summaryOf(row.verb, receipt);
  if (row.verb === 'deidentify') {
    const spans = valueFreeSpans(receipt.spans);
    const citations = [...new Set(spans.map((x) => x.citation).filter((c): c is string => c !== null && c !== ''))].sort();
    const out: DeidentifyExplanation = {
      decision_id: row.decision_id,
      verb: 'deidentify',
      identity: s.identity,
      action: s.action,
      basis: s.basis,
      explanation: s.explanation,
      statute: typeof receipt.statute === 'string' ? receipt.statute : null,
      jurisdiction: typeof receipt.jurisdiction === 'string' ? receipt.jurisdiction : null,
      method: s.action,
      citations,
      by_category: byCategory(receipt),
      spans,
      ...erasureNote(row),
    };
    return out;
  }
  const given = row.explain === null ? {} : parse<ExplainInput>(row.explain);
  // Erased: nothing is derived from values that are gone (missing and shared would describe nothing).
  const derived = row.erasure
    ? { ...derivedExplain(numericFactors(receipt.factors), { a: null, b: null }), missing: [], shared: {} }
    : derivedExplain(numericFactors(receipt.factors), records);
  const shared = isObject(given.shared) ? given.shared : derived.shared;
  const out: CompareExplanation = {
    decision_id: row.decision_id,
    verb: row.verb,
    identity: s.identity,
    action: s.action,
    basis: s.basis,
    explanation: s.explanation,
    supporting: strings(given.supporting) ?? derived.supporting,
    refuting: strings(given.refuting) ?? derived.refuting,
    missing: strings(given.missing) ?? derived.missing,
    shared: shownValue(shared, reveal),
    gate: gateOf(given.gate ?? receipt.gate, parse<Record<string, unknown>>(row.pins)),
    ...erasureNote(row),
  };
  return out;
}
