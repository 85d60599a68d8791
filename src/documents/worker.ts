// Entry of the parse worker: heavy parsing (PDF, OCR, office archives) runs here, off the event loop,
// so /livez stays fast while a scan is read. The job arrives as workerData, one message goes out; the parent terminates
// the worker afterwards (or on its timeout).
import { parentPort, workerData } from 'node:worker_threads';
import type { DocumentFormat } from './format.js';
import { failureMessage } from './parsers/failure.js';
import { MissingParser, parseBytes } from './parsers/index.js';

export interface ParseJob {
  bytes: Uint8Array;
  format: DocumentFormat;
  ocrAvailable: boolean;
}

export type ParseReply =
  | { kind: 'ok'; text: string; parser: string; ocr: boolean; pages: number }
  | { kind: 'failed'; message: string }
  | { kind: 'missing'; parser: string };

async function run(job: ParseJob): Promise<ParseReply> {
  try {
    const parsed = await parseBytes(job.bytes, job.format, job.ocrAvailable);
    return { kind: 'ok', ...parsed };
  } catch (err) {
    if (err instanceof MissingParser) return { kind: 'missing', parser: err.parser };
    return { kind: 'failed', message: failureMessage(err) };
  }
}

const job = (workerData as { serviceCoreParseJob?: ParseJob } | null)?.serviceCoreParseJob;
if (parentPort !== null && job !== undefined) {
  const port = parentPort;
  void run(job).then((reply) => port.postMessage(reply));
}
