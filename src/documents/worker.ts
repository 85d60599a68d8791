// Entry of a parse worker (see workerPool.ts): each message is one job, each answer carries its id.
import { parentPort } from 'node:worker_threads';
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
async function warmUp(ocrAvailable: boolean): Promise<ParseReply> {
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

async function run(job: ParseJob): Promise<ParseReply> {
  try {
    const parsed = await parseBytes(job.bytes, job.format, job.ocrAvailable);
    return { kind: 'ok', ...parsed };
  } catch (err) {
    if (err instanceof MissingParser) return { kind: 'missing', parser: err.parser };
    return { kind: 'failed', message: failureMessage(err, job.detail === true) };
  }
}

if (parentPort !== null) {
  const port = parentPort;
  port.on('message', (msg: { id: number; job: ParseJob | null; ocrAvailable?: boolean }) => {
    const work = msg.job === null ? warmUp(msg.ocrAvailable === true) : run(msg.job);
    void work.then((reply) => port.postMessage({ id: msg.id, reply }));
  });
}
