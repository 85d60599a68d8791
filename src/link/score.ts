// Scores all candidate pairs, spread over worker threads (one per core) in chunks of pair indices (the
// records shared once, sharedRecords.ts), or in process when the batch is small (starting workers costs
// more than scoring a few thousand pairs). Reports progress.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { BatchNames, batchNameFields } from '../compare/batchNames.js';
import type { FieldValue } from '../compare/comparators/types.js';
import { findPack } from '../compare/packs.js';
import { type ScoredChunk, scoreChunk } from './scoreChunk.js';
import { shareRecords } from './sharedRecords.js';

const RUNNING_FROM_TS = import.meta.url.endsWith('.ts');
const CHUNK_PAIRS = 20_000;
/** Below this many pairs the batch is scored in process. */
export const IN_PROCESS_PAIRS = 20_000;

type Records = readonly Readonly<Record<string, FieldValue>>[];

// Under tsx (sources, tests, benchmarks) a worker registers tsx itself: its entry module does not go
// through the parent's loader hooks on Node 20.
function startWorker(): Worker {
  if (!RUNNING_FROM_TS) return new Worker(new URL('./scoreWorker.js', import.meta.url));
  const entry = new URL('./scoreWorker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  return new Worker(`import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`, { eval: true });
}

export interface ScoreOptions {
  workers?: number | undefined;
  /** Score in process up to this many pairs (default IN_PROCESS_PAIRS); 0 always uses workers. */
  inProcessPairs?: number | undefined;
  onProgress?: (done: number, total: number) => void;
}

/** One result per pair, in the order of `pairs`. */
export async function scorePairs(entity: string, a: Records, b: Records | null, pairs: Int32Array, options: ScoreOptions = {}): Promise<ScoredChunk> {
  const total = pairs.length / 2;
  // The batch's name counts (both lists of a linkage: one register's names), taken once here and sent
  // to each worker with the records.
  const pack = findPack(entity);
  const names = BatchNames.dataOf(b ? [a, b] : [a], pack ? batchNameFields(pack) : []);
  if (total <= (options.inProcessPairs ?? IN_PROCESS_PAIRS)) {
    const other = b ?? a;
    const out = scoreChunk(entity, (k) => a[k]!, (k) => other[k]!, pairs, new BatchNames(names));
    options.onProgress?.(total, total);
    return out;
  }
  const identity = new Uint8Array(total);
  const score = new Float64Array(total);
  const refuted = new Uint8Array(total);
  const factors: ScoredChunk['factors'] = new Array(total).fill(null);
  const count = Math.max(1, Math.min(options.workers ?? availableParallelism(), Math.ceil(total / CHUNK_PAIRS)));
  // The records go to the workers once, in shared memory: every worker reads the same bytes.
  const shared = { entity, a: shareRecords(a), b: b ? shareRecords(b) : null, names };
  const workers = Array.from({ length: count }, startWorker);
  let next = 0;
  let done = 0;
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            worker.postMessage({ init: shared });
            let current = -1;
            const send = () => {
              if (next >= total) {
                resolve();
                return;
              }
              current = next;
              const end = Math.min(total, next + CHUNK_PAIRS);
              next = end;
              worker.postMessage({ id: current, pairs: pairs.slice(2 * current, 2 * end) });
            };
            // A worker failing (an error message, a crash, an early exit) is a failure of the service
            // (answered 500 SC_INTERNAL), not a caller's: plain Errors, their sentences for the operator only.
            worker.on('message', (msg: { id: number; out?: ScoredChunk; error?: string }) => {
              if (msg.error !== undefined || !msg.out) {
                reject(new Error(`a scoring worker failed (${msg.error ?? 'no answer'})`));
                return;
              }
              identity.set(msg.out.identity, msg.id);
              score.set(msg.out.score, msg.id);
              refuted.set(msg.out.refuted, msg.id);
              for (let p = 0; p < msg.out.factors.length; p++) factors[msg.id + p] = msg.out.factors[p]!;
              done += msg.out.identity.length;
              options.onProgress?.(done, total);
              send();
            });
            worker.on('error', (err) => reject(new Error(`a scoring worker stopped: ${err.name}`)));
            worker.on('exit', (code) => {
              if (next < total || current >= 0) reject(new Error(`a scoring worker exited (code ${code})`));
            });
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return { identity, score, refuted, factors };
}
