// Document parsing in the shared worker pool (src/workers/pool.ts): a parse job, its deadline, and the
// warm start that loads every installed parser (and the verbs' tables) in each worker.
import { errorMessage } from '../core/errors.js';
import { sharedPool } from '../workers/pool.js';
import type { ParseJob, ParseReply } from './worker.js';

/**
 * Warm start: starts the pool's workers, loads the installed parsers (and the OCR model) and the
 * detection tables in each, and keeps them for the life of the process. Resolves to what loaded.
 */
export async function warmParseWorkers(ocrAvailable: boolean, timeoutMs = 120_000): Promise<Record<string, true | string>> {
  const replies = await sharedPool.warm({ task: 'warm', ocrAvailable }, timeoutMs);
  const merged: Record<string, true | string> = {};
  for (const reply of replies) {
    if (reply.kind === 'warmed') Object.assign(merged, reply.loaded);
    else if (reply.kind === 'failed') merged.worker = reply.message;
  }
  return merged;
}

/** Parses in a pooled worker; resolves with the worker's reply, or a failure on timeout, memory limit or crash. */
export async function parseInWorker(job: ParseJob, timeoutMs: number): Promise<ParseReply> {
  const seconds = Math.max(1, Math.round(timeoutMs / 1000));
  const reply = await sharedPool.run(
    { task: 'parse', job },
    { timeoutMs, overrun: errorMessage('SC_PARSE_TIMEOUT', { seconds }), transfer: [job.bytes.buffer as ArrayBuffer] },
  );
  // The parser's own failure (a catalogued SC_PARSE_* sentence, or its class with the message withheld), the
  // per-file time limit (SC_PARSE_TIMEOUT, the overrun above), the worker's memory limit (SC_PARSE_MEMORY)
  // or a worker crash (the pool's own sentences, src/workers/pool.ts).
  if (reply.kind === 'failed') return { kind: 'failed', message: reply.message };
  if (reply.kind === 'value' || reply.kind === 'refused' || reply.kind === 'json') return { kind: 'failed', message: errorMessage('SC_PARSE_OUT_OF_TURN', {}) };
  return reply;
}
