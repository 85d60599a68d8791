// Cross-document linking: every unordered pair of readable documents is decided by the text engine
// (string-form compare: `dec:` ids, provenance with both documents' `doc:` ids), and `unlinked` names
// the documents no `same_entity` decision ties to another. The engine is injected (`decidePair`) so
// the verb can be tested and benchmarked on its own; the default is the service's own compare.
import { compareCodePoints } from '../core/canonicalJson.js';
import { contentId } from '../core/ids.js';
import { compare, type CompareReceipt } from '../compare/index.js';
import type { LedgerEntry } from '../ledger/types.js';

export interface PairOptions {
  entity: string;
  /** Code whose priors the engine uses; omitted when the two documents do not share a governing law. */
  jurisdiction?: string;
  backend: string;
}

/** Decides whether two document texts describe the same entity. */
export type DecidePair = (textA: string, textB: string, options: PairOptions) => CompareReceipt | Promise<CompareReceipt>;

/** The service's text engine: string-form compare. */
export const textEngine: DecidePair = (a, b, options) => compare({ a, b, ...options });

export interface ReadDocument {
  name: string;
  text: string;
  /** Code the file was governed by for detection, or null. */
  jurisdiction: string | null;
}

export interface PairDecision {
  a: string;
  b: string;
  identity: string;
  score: number;
  factors: Record<string, number>;
  decision_id: string;
}

/** Schema of the `rec:` payloads, shared with the ledger's own records of text inputs. */
const RECORD_SCHEMA = 'service.record.v1';

function recordOf(entity: string, text: string) {
  return { id: contentId('rec', { schema: RECORD_SCHEMA, entity_type: entity, text }), entity_type: entity, text };
}

export interface LinkResult {
  decisions: PairDecision[];
  unlinked: string[];
  /** One ledger entry per pair decision (verb `documents`; replay re-runs compare on the stored texts). */
  entries: LedgerEntry[];
}

/** Pairs in name order (a < b by code point); a pair's jurisdiction is the request's, else the one both files share. */
export async function linkDocuments(docs: readonly ReadDocument[], given: string | null, entity: string, backend: string, decide: DecidePair): Promise<LinkResult> {
  const sorted = [...docs].sort((x, y) => compareCodePoints(x.name, y.name));
  const decisions: PairDecision[] = [];
  const entries: LedgerEntry[] = [];
  const linked = new Set<string>();
  for (let i = 0; i < sorted.length; i += 1) {
    for (let j = i + 1; j < sorted.length; j += 1) {
      const a = sorted[i] as ReadDocument;
      const b = sorted[j] as ReadDocument;
      const shared = given ?? (a.jurisdiction !== null && a.jurisdiction === b.jurisdiction ? a.jurisdiction : null);
      const options: PairOptions = { entity, backend, ...(shared !== null ? { jurisdiction: shared } : {}) };
      const receipt = await decide(a.text, b.text, options);
      decisions.push({ a: a.name, b: b.name, identity: receipt.identity, score: receipt.score, factors: receipt.factors, decision_id: receipt.decision_id });
      if (receipt.identity === 'same_entity') {
        linked.add(a.name);
        linked.add(b.name);
      }
      const { recorded: _recorded, ...kept } = receipt;
      entries.push({
        verb: 'documents',
        decision_id: receipt.decision_id,
        receipt: kept as unknown as Record<string, unknown>,
        call: { ...options },
        records: { a: recordOf(entity, a.text), b: recordOf(entity, b.text) },
      });
    }
  }
  const unlinked = sorted.map((d) => d.name).filter((n) => !linked.has(n));
  return { decisions, unlinked, entries };
}
