// Entry of a pool worker (see pool.ts): each message is one job, each answer carries its id. A job is a
// document parse, a warm-up, or a verb on a large text (./verbs.ts); modules load on first need, so a
// worker that only parses never loads the detection tables and the other way round.
import { parentPort } from 'node:worker_threads';
import { errorMessage } from '../core/errorCatalogue.js';
import type { ParseJob, ParseReply } from '../documents/worker.js';
import type { VerbCall, VerbReply } from './verbs.js';

export type WorkerRequest = { task: 'parse'; job: ParseJob } | { task: 'warm'; ocrAvailable: boolean } | { task: 'verb'; call: VerbCall };

/** A job that did not finish: why, and (set by the pool) whether its deadline or memory limit stopped it. */
export interface FailedReply {
  kind: 'failed';
  message: string;
  reason?: 'deadline' | 'memory' | 'crash';
}

export type WorkerReply = Exclude<ParseReply, { kind: 'failed' }> | Exclude<VerbReply, { kind: 'failed' }> | FailedReply;

async function handle(request: WorkerRequest): Promise<WorkerReply> {
  if (request.task === 'parse') return (await import('../documents/worker.js')).runParse(request.job);
  if (request.task === 'warm') {
    const reply = await (await import('../documents/worker.js')).warmUp(request.ocrAvailable);
    if (reply.kind === 'warmed') reply.loaded.verbs = await (await import('./verbs.js')).warmVerbs();
    return reply;
  }
  return (await import('./verbs.js')).runVerb(request.call);
}

if (parentPort !== null) {
  const port = parentPort;
  port.on('message', (msg: { id: number; request: WorkerRequest }) => {
    void handle(msg.request).then(
      (reply) => port.postMessage({ id: msg.id, reply }, reply.kind === 'json' ? [reply.bytes.buffer as ArrayBuffer] : []),
      (err: unknown) => port.postMessage({ id: msg.id, reply: { kind: 'failed', message: errorMessage('SC_WORKER_FAILED', { name: (err as Error | null)?.name ?? 'Error' }) } }),
    );
  });
}
