// The /documents verb: read each upload, give each its jurisdiction verdict, detections and identity
// fields, decide every pair with the text engine, and build the review pack. A file that cannot be
// read (corrupt, empty, no text, no identity fields) is an entry in `errors`, never a failure of the
// whole call; a missing parser extra, an unsupported jurisdiction code or backend is a 400.
import { PACK_NAMES } from '../compare/packs.js';
import { documentId } from '../core/ids.js';
import { errorMessage } from '../core/errors.js';
import { requireBackend } from '../detect/pipeline.js';
import { wantsInference } from '../detect/governing.js';
import type { ParserCapabilities } from '../extras.js';
import { requireJurisdiction } from '../jurisdiction/countries.js';
import type { JurisdictionVerdict } from '../jurisdiction/infer.js';
import type { DocumentsEntry } from '../ledger/types.js';
import { compareTextRecords, type TextRecord } from '../compare/text/index.js';
import { offloaded, WorkStopped } from '../workers/offload.js';
import { WORKER_HEAP_MB } from '../workers/pool.js';
import { type AnalyseOptions, analyseDocument, type DocumentAnalysis } from './analyse.js';
import { type DecidePair, linkDocuments, type PairDecision, type ReadDocument, requirePersonEntity, textEngine } from './pairs.js';
import { readUploads, type Upload } from './readUploads.js';
import { type DocumentFields, documentRecords, type ReviewPack, reviewPack } from './review.js';

export interface ResolveOptions {
  entity: string;
  /** A supported code, or `auto` (also null/undefined) to infer per file. */
  jurisdiction: string;
  /** Detection and extraction backend: `auto` or `basic`. */
  backend: string;
  reveal: boolean;
  /** The pair engine (default: the service's string-form compare). */
  decidePair?: DecidePair;
  /** Overrides of the installed-parser probe (simulate an absent extra). */
  parsers?: Partial<ParserCapabilities>;
  /** Per-file parse deadline in ms (default 120 000). */
  parseTimeoutMs?: number;
  /** Time budget of the whole request in ms (default: size-aware, see documentsBudgetMs). */
  budgetMs?: number;
}

/**
 * The whole request's time budget: 60 s plus 20 s per MB uploaded, at most 5 minutes (twenty
 * 10,000-page PDFs no longer hold both workers for an hour). Files not read or analysed when it runs
 * out are `errors` entries saying so; what was done is answered.
 */
export function documentsBudgetMs(totalBytes: number): number {
  return Math.min(300_000, 60_000 + Math.ceil((totalBytes / 1_000_000) * 20_000));
}

/** The default pair engine over records prepared once per document (same answer as textEngine on the texts). */
function preparedEngine(records: ReadonlyMap<string, TextRecord>): DecidePair {
  return (a, b, options) => {
    const ra = records.get(a);
    const rb = records.get(b);
    if (!ra || !rb) return textEngine(a, b, options);
    const { receipt, explain, records: refs } = compareTextRecords(ra, rb, { jurisdiction: options.jurisdiction ?? null });
    return { receipt, explain: { ...explain, gate: { ...explain.gate } }, records: refs };
  };
}

/** The contract's "Document report". */
export interface DocumentReport {
  entity: string;
  jurisdiction: string;
  jurisdictions: Record<string, JurisdictionVerdict>;
  documents: Record<string, unknown>[];
  decisions: PairDecision[];
  unlinked: string[];
  review: ReviewPack;
  errors: Record<string, string>;
  recorded: boolean;
}

/** How each readable document was parsed (not on the wire; for logs, the ledger and benchmarks). */
export interface ParseProvenance {
  document: string;
  document_id: string;
  format: string;
  parser: string;
  ocr: boolean;
  pages: number;
}

export interface ResolveDetail {
  report: DocumentReport;
  /** One entry per pair decision, ready for `Ledger.record` (values unmasked: the ledger masks on read). */
  ledger: DocumentsEntry[];
  provenance: ParseProvenance[];
}

export async function resolveDocumentsDetailed(files: readonly Upload[], options: ResolveOptions): Promise<ResolveDetail> {
  const given = wantsInference(options.jurisdiction) ? null : requireJurisdiction(options.jurisdiction);
  const backend = requireBackend(options.backend);
  const entity = options.entity;
  requirePersonEntity(entity, PACK_NAMES);
  const budget = options.budgetMs ?? documentsBudgetMs(files.reduce((n, f) => n + ((f as { size?: number }).size ?? 0), 0));
  const deadline = Date.now() + budget;
  const budgetSeconds = Math.round(budget / 1000);
  const outOfTime = errorMessage('SC_DOC_NOT_ANALYSED_BUDGET', { seconds: budgetSeconds });
  const { read, errors } = await readUploads(files, {
    parsers: options.parsers,
    timeoutMs: options.parseTimeoutMs,
    reveal: options.reveal,
    deadline,
    budgetSeconds,
  });

  // Keyed by caller-chosen names: built from entries so `__proto__` is a key like any other.
  const verdicts: [string, JurisdictionVerdict][] = [];
  const withFields: DocumentFields[] = [];
  const linkable: ReadDocument[] = [];
  const records = new Map<string, TextRecord>();
  const prepare = options.decidePair === undefined;
  const analyse: AnalyseOptions = { given, backend, reveal: options.reveal, prepare };
  for (const doc of read) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      errors.set(doc.name, outOfTime);
      continue;
    }
    // A large document is analysed in the worker pool (off the event loop), within what is left of the budget.
    let analysis: DocumentAnalysis;
    try {
      analysis = await offloaded<DocumentAnalysis>(
        { verb: 'analyseDocument', text: doc.text, options: analyse },
        doc.text.length,
        backend,
        () => analyseDocument(doc.text, analyse),
        remaining,
      );
    } catch (err) {
      if (!(err instanceof WorkStopped)) throw err;
      errors.set(doc.name, err.code === 'SC_WORK_OVER_MEMORY' ? errorMessage('SC_DOC_NOT_ANALYSED_MEMORY', { mb: WORKER_HEAP_MB }) : outOfTime);
      continue;
    }
    verdicts.push([doc.name, analysis.verdict]);
    if (analysis.fields.length === 0) {
      errors.set(doc.name, errorMessage('SC_DOC_NO_IDENTITY', {}));
      continue;
    }
    if (analysis.record) records.set(doc.text, analysis.record);
    withFields.push({ name: doc.name, fields: analysis.fields, detections: analysis.detections });
    linkable.push({ name: doc.name, text: doc.text });
  }
  const decide = options.decidePair ?? preparedEngine(records);
  const { decisions, unlinked, entries } = await linkDocuments(linkable, given, entity, backend, decide);
  const errorObject = Object.fromEntries(errors);
  const jurisdictions = Object.fromEntries(verdicts);
  const report: DocumentReport = {
    entity,
    jurisdiction: given ?? 'auto',
    jurisdictions,
    documents: documentRecords(withFields, options.reveal),
    decisions,
    unlinked,
    review: reviewPack(entity, withFields, decisions, unlinked, errorObject, options.reveal),
    errors: errorObject,
    recorded: false,
  };
  const provenance = read.map((d) => ({ document: d.name, document_id: documentId(d.text), format: d.format, parser: d.parser, ocr: d.ocr, pages: d.pages }));
  return { report, ledger: entries, provenance };
}
