// Cross-document linking: every unordered pair of readable documents is decided by the text engine
// (string-form compare: `dec:` ids, pins.provenance with both documents' `doc:` ids), and `unlinked`
// names the documents no `same_entity` decision ties to another. The engine is injected (`decidePair`)
// so the verb can be tested on its own; the default is the service's text engine, called exactly as
// string-form /compare calls it, so a stored pair decision replays through compare and reproduces.
import { compareCodePoints } from '../core/canonicalJson.js';
import type { CompareReceipt } from '../compare/index.js';
import { compareTexts } from '../compare/text/index.js';
import { serviceError } from '../core/errors.js';
import type { DecisionId } from '../core/ids.js';
import { quoteSafe } from '../core/safeToken.js';
import type { DocumentsEntry, ExplainInput, LedgerRecordInput } from '../ledger/types.js';

export interface PairOptions {
  /** A supported code; omitted for `auto` (the engine then infers per text and uses default priors). */
  jurisdiction?: string;
  backend: string;
}

/** What a pair engine answers: the receipt, and (optionally) what the ledger keeps for /explain. */
export interface PairVerdict {
  receipt: CompareReceipt;
  explain?: ExplainInput;
  records?: { a: LedgerRecordInput; b: LedgerRecordInput };
}

/** Decides whether two document texts describe the same entity. */
export type DecidePair = (textA: string, textB: string, options: PairOptions) => PairVerdict | Promise<PairVerdict>;

/** The service's text engine (person records extracted from each text). */
export const textEngine: DecidePair = (a, b, options) => {
  const { receipt, explain, records } = compareTexts(a, b, options);
  return { receipt, explain: { ...explain, gate: { ...explain.gate } }, records };
};

/** The text engine compares persons; other packs compare declared fields, which documents do not have. */
export function requirePersonEntity(entity: string, known: readonly string[]): void {
  if (entity === 'person') return;
  if (!known.includes(entity)) {
    throw serviceError('SC_ENTITY_UNKNOWN', { given: quoteSafe(entity), packs: known.join(', ') });
  }
  throw serviceError('SC_ENTITY_NEEDS_FIELDS', { entity });
}

export interface ReadDocument {
  name: string;
  text: string;
}

export interface PairDecision {
  a: string;
  b: string;
  identity: string;
  score: number;
  factors: Record<string, number>;
  decision_id: DecisionId<'xwd' | 'dec'>;
}

export interface LinkResult {
  decisions: PairDecision[];
  unlinked: string[];
  /** One ledger entry per pair decision (verb `documents`; replay re-runs the text engine on the stored texts). */
  entries: DocumentsEntry[];
}

/** Pairs in name order (a < b by code point). */
export async function linkDocuments(docs: readonly ReadDocument[], given: string | null, entity: string, backend: string, decide: DecidePair): Promise<LinkResult> {
  const sorted = [...docs].sort((x, y) => compareCodePoints(x.name, y.name));
  const decisions: PairDecision[] = [];
  const entries: DocumentsEntry[] = [];
  const linked = new Set<string>();
  const options: PairOptions = { backend, ...(given !== null ? { jurisdiction: given } : {}) };
  for (let i = 0; i < sorted.length; i += 1) {
    for (let j = i + 1; j < sorted.length; j += 1) {
      const a = sorted[i] as ReadDocument;
      const b = sorted[j] as ReadDocument;
      const verdict = await decide(a.text, b.text, options);
      const { receipt } = verdict;
      decisions.push({ a: a.name, b: b.name, identity: receipt.identity, score: receipt.score, factors: receipt.factors, decision_id: receipt.decision_id });
      if (receipt.identity === 'same_entity') {
        linked.add(a.name);
        linked.add(b.name);
      }
      const { recorded: _recorded, ...kept } = receipt;
      entries.push({
        verb: 'documents',
        decision_id: receipt.decision_id,
        receipt: kept,
        call: { entity, ...options },
        ...(verdict.explain ? { explain: verdict.explain } : {}),
        ...(verdict.records ? { records: { a: { ...verdict.records.a, text: a.text }, b: { ...verdict.records.b, text: b.text } } } : {}),
      });
    }
  }
  const unlinked = sorted.map((d) => d.name).filter((n) => !linked.has(n));
  return { decisions, unlinked, entries };
}
