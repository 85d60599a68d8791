// When a verb leaves the event loop: texts of OFFLOAD_CHARS or more run in the shared worker pool
// (./pool.ts), smaller ones in place (a worker round trip costs more than they do). Every offloaded
// call has a size-aware time budget; a call that overruns it, or needs more than a worker's memory
// limit, is stopped and answered 413 with a sentence saying so, never left hanging.
import { type Coded, coded, PayloadTooLargeError, ServiceError } from '../core/errors.js';
import { asyncModelDetector } from '../detect/model.js';
import { probeModel } from '../extras.js';
import { sharedPool, WORKER_HEAP_MB } from './pool.js';
import type { VerbCall } from './verbs.js';

/** 413: a worker stopped the call at its time budget (SC_WORK_OVER_TIME) or memory limit (SC_WORK_OVER_MEMORY). */
export class WorkStopped extends PayloadTooLargeError {
  constructor(c: Coded<'SC_WORK_OVER_TIME' | 'SC_WORK_OVER_MEMORY'>) {
    super(c.message, c.code);
  }
}

/** UTF-16 units of text from which a verb runs in a worker (64 Ki: a few tens of milliseconds in place). */
export const OFFLOAD_CHARS = 64 * 1024;

/** Time budget of one call on `chars` of text: 30 s plus 30 s per million characters, at most 10 min. */
export function budgetMs(chars: number): number {
  return Math.min(600_000, 30_000 + Math.ceil((chars / 1_000_000) * 30_000));
}

/**
 * The detect extra's model runs in the main thread's ONNX session: a worker would load a second copy.
 * With backend `auto` and the model present (or loadable), the verb stays in place.
 */
function needsMainThread(backend: string | null | undefined): boolean {
  if ((backend ?? 'auto').trim().toLowerCase() === 'basic') return false;
  return asyncModelDetector() !== null || probeModel();
}

/**
 * Runs `c` in the pool when the text is large, else `inline()`; throws the verb's own errors either way.
 * With `c.json`, an offloaded call resolves to the answer's JSON as a Buffer (see VerbCall.json).
 */
export async function offloaded<T>(
  c: VerbCall,
  chars: number,
  backend: string | null | undefined,
  inline: () => T | Promise<T>,
  timeoutMs: number | null = null,
): Promise<T> {
  if (chars < OFFLOAD_CHARS || needsMainThread(backend)) return inline();
  return runInPool<T>(c, timeoutMs ?? budgetMs(chars));
}

/** Runs `c` in the pool within `timeoutMs`; 413 when it overruns that or the worker's memory limit. */
export async function runInPool<T>(c: VerbCall, timeoutMs: number): Promise<T> {
  const overTime = coded('SC_WORK_OVER_TIME', { seconds: Math.max(1, Math.round(timeoutMs / 1000)) });
  const reply = await sharedPool.run({ task: 'verb', call: c }, { timeoutMs, overrun: overTime.message });
  if (reply.kind === 'value') return reply.value as T;
  if (reply.kind === 'json') return Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength) as T;
  if (reply.kind === 'refused') throw new ServiceError(reply.status, reply.detail, reply.code);
  if (reply.kind === 'failed' && reply.reason === 'deadline') throw new WorkStopped(overTime);
  if (reply.kind === 'failed' && reply.reason === 'memory') throw new WorkStopped(coded('SC_WORK_OVER_MEMORY', { mb: WORKER_HEAP_MB }));
  // A worker failing is the service's own failure (500 SC_INTERNAL, message logged never sent), not a caller's error.
  throw new Error(reply.kind === 'failed' ? reply.message : `the worker answered ${reply.kind} out of turn`);
}

/**
 * What a route returns for an offloaded answer: the value itself, or (bytes of JSON from the worker)
 * the bytes with the JSON media type set, which Fastify sends as they are.
 */
export function routeAnswer<T>(reply: { type(contentType: string): unknown }, out: T | Buffer): T | Buffer {
  if (Buffer.isBuffer(out)) reply.type('application/json; charset=utf-8');
  return out;
}
