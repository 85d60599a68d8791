// The /documents verb: read each upload, give each its jurisdiction verdict, detections and identity
// fields, decide every pair with the text engine, and build the review pack. A file that cannot be
// read (corrupt, empty, no text, no identity fields) is an entry in `errors`, never a failure of the
// whole call; a missing parser extra, an unsupported jurisdiction code or backend is a 400.
import { PACK_NAMES } from '../compare/packs.js';
import { documentId } from '../core/ids.js';
import { requireBackend } from '../detect/pipeline.js';
import { wantsInference } from '../detect/governing.js';
import type { ParserCapabilities } from '../extras.js';
import { requireJurisdiction } from '../jurisdiction/countries.js';
import type { JurisdictionVerdict } from '../jurisdiction/infer.js';
import type { LedgerEntry } from '../ledger/types.js';
import { extractFields } from './fields.js';
import { type DecidePair, linkDocuments, type PairDecision, type ReadDocument, requirePersonEntity, textEngine } from './pairs.js';
import { countByCategory, lawOfFile } from './perFileLaw.js';
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
  ledger: LedgerEntry[];
  provenance: ParseProvenance[];
}

export async function resolveDocumentsDetailed(files: readonly Upload[], options: ResolveOptions): Promise<ResolveDetail> {
  const given = wantsInference(options.jurisdiction) ? null : requireJurisdiction(options.jurisdiction);
  const backend = requireBackend(options.backend);
  const entity = options.entity;
  requirePersonEntity(entity, PACK_NAMES);
  const { read, errors } = await readUploads(files, { parsers: options.parsers, timeoutMs: options.parseTimeoutMs, reveal: options.reveal });

  // Keyed by caller-chosen names: built from entries so `__proto__` is a key like any other.
  const verdicts: [string, JurisdictionVerdict][] = [];
  const withFields: DocumentFields[] = [];
  const linkable: ReadDocument[] = [];
  for (const doc of read) {
    const law = lawOfFile(doc.text, given, backend, options.reveal);
    verdicts.push([doc.name, law.verdict]);
    const fields = extractFields(doc.text, law.spans, { backend });
    if (fields.length === 0) {
      errors.set(doc.name, 'no identity attributes found');
      continue;
    }
    withFields.push({ name: doc.name, fields, detections: countByCategory(law.spans) });
    linkable.push({ name: doc.name, text: doc.text });
  }
  const { decisions, unlinked, entries } = await linkDocuments(linkable, given, entity, backend, options.decidePair ?? textEngine);
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
