// The /documents verb (public surface). The route spools uploads into a private directory and calls
// `resolveDocuments`; `resolveDocumentsDetailed` also returns what the ledger stores per pair decision.
import type { CompareReceipt } from '../compare/index.js';
import type { DocumentsCall } from '../ledger/types.js';
import { type DocumentReport, type ResolveDetail, type ResolveOptions, resolveDocumentsDetailed } from './resolve.js';
import { availableParsers } from './extras.js';
import { textEngine } from './pairs.js';
import { warmParseWorkers } from './workerPool.js';

export interface UploadedFile {
  /** The upload's file name as sent: a report key, never used as a path. */
  name: string;
  /** Where the bytes were spooled (inside a private temporary directory). */
  path: string;
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
}

/** Options of resolveDocuments (the form fields plus embedding seams); one shape with resolveDocumentsDetailed's. */
export type DocumentsOptions = ResolveOptions;

export async function resolveDocuments(files: UploadedFile[], options: DocumentsOptions): Promise<DocumentReport> {
  return (await resolveDocumentsDetailed(files, options)).report;
}

/** Replay runner for stored `documents` decisions: the call holds {a, b, entity, jurisdiction?, backend}. */
export async function replayDocumentPair(call: Partial<DocumentsCall> & { a?: string; b?: string }): Promise<CompareReceipt> {
  // Replay filled in both texts from the stored records; the entry stored the backend (documents/pairs.ts).
  const { a, b, jurisdiction, backend } = call as DocumentsCall & { a: string; b: string };
  return (await textEngine(a, b, { backend, ...(typeof jurisdiction === 'string' ? { jurisdiction } : {}) })).receipt;
}

export { resolveDocumentsDetailed, type DocumentReport, type ResolveDetail };
export type { DecidePair, PairDecision, PairOptions, PairVerdict } from './pairs.js';
export type { ParseProvenance } from './resolve.js';
export { sniffFormat, type DocumentFormat } from './format.js';
export { availableParsers, overrideParsers, PARSER_PACKAGES } from './extras.js';

/** Warm start of the parse workers (pdfjs, mammoth, officeparser, the OCR model); never throws. */
export async function warmDocumentParsers(): Promise<Record<string, true | string>> {
  try {
    return await warmParseWorkers(availableParsers().ocr);
  } catch (err) {
    return { worker: `${(err as Error).name}: ${(err as Error).message}` };
  }
}
