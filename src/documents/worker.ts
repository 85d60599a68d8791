// Document parsing inside a pool worker (src/workers/entry.ts dispatches to it): bytes in, text out,
// and the warm-up that loads every installed parser.
import type { DocumentFormat } from './format.js';
import { failureMessage } from './parsers/failure.js';
import { MissingParser, parseBytes } from './parsers/index.js';
import { warmOcr } from './parsers/ocr.js';

export interface ParseJob {
  bytes: Uint8Array;
  format: DocumentFormat;
  ocrAvailable: boolean;
  /** Show libraries' own messages in failures (the caller asked to reveal values). */
  detail?: boolean;
}

export type ParseReply =
  | { kind: 'ok'; text: string; parser: string; ocr: boolean; pages: number }
  | { kind: 'failed'; message: string }
  | { kind: 'missing'; parser: string }
  | { kind: 'warmed'; loaded: Record<string, true | string> };

/** Loads every installed parser (and the OCR model) in this worker; each entry is true or why not. */
export async function warmUp(ocrAvailable: boolean): Promise<ParseReply> {
  const loaded: Record<string, true | string> = {};
  const attempt = async (name: string, load: () => Promise<unknown>) => {
    try {
      await load();
      loaded[name] = true;
    } catch (err) {
      loaded[name] = failureMessage(err, true);
    }
  };
  await attempt('pdf', () => import('pdfjs-dist/legacy/build/pdf.mjs'));
  await attempt('docx', () => import('mammoth'));
  await attempt('docling', () => import('officeparser'));
  if (ocrAvailable) await attempt('ocr', () => warmOcr());
  return { kind: 'warmed', loaded };
}

export async function runParse(job: ParseJob): Promise<ParseReply> {
  try {
    const parsed = await parseBytes(job.bytes, job.format, job.ocrAvailable);
    return { kind: 'ok', ...parsed };
  } catch (err) {
    if (err instanceof MissingParser) return { kind: 'missing', parser: err.parser };
    return { kind: 'failed', message: failureMessage(err, job.detail === true) };
  }
}
