// Entry of a parse worker (see workerPool.ts): each message is one job, each answer carries its id.
import { parentPort } from 'node:worker_threads';
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

if (parentPort !== null) {
  const port = parentPort;
  port.on('message', (msg: { id: number; job: ParseJob }) => {
    void run(msg.job).then((reply) => port.postMessage({ id: msg.id, reply }));
  });
}
