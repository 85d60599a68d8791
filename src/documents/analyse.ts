// One readable document's analysis: the law that governs it (the inference verdict), its detections
// under that law, its identity fields, and (for linking) its prepared text record. Pure and
// synchronous, so a large document can run it in a pool worker (src/workers) and a small one in place
// with the same answer.
import { prepareText, type TextRecord } from '../compare/text/index.js';
import type { Backend } from '../detect/pipeline.js';
import type { JurisdictionVerdict } from '../jurisdiction/infer.js';
import { type ExtractedField, extractFields } from './fields.js';
import { countByCategory, lawOfFile } from './perFileLaw.js';

export interface AnalyseOptions {
  /** The validated request code, or null for `auto`. */
  given: string | null;
  backend: Backend;
  reveal: boolean;
  /** Prepare the text engine's record too (the default pair engine links prepared records). */
  prepare: boolean;
}

export interface DocumentAnalysis {
  verdict: JurisdictionVerdict;
  fields: ExtractedField[];
  /** Category → count. */
  detections: Record<string, number>;
  /** The text engine's record (as string-form compare prepares it), when asked and fields were found. */
  record: TextRecord | null;
}

export function analyseDocument(text: string, options: AnalyseOptions): DocumentAnalysis {
  const law = lawOfFile(text, options.given, options.backend, options.reveal);
  const fields = extractFields(text, law.spans, { backend: options.backend });
  const record =
    options.prepare && fields.length > 0 ? prepareText(text, { jurisdiction: options.given, backend: options.backend }) : null;
  return { verdict: law.verdict, fields, detections: countByCategory(law.spans), record };
}
