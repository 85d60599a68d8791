// The service's one pool of worker threads, shared by document parsing (PDF, OCR, office archives) and
// by the verbs on large texts (detect, deidentify, extract, compare, a document's analysis), so that
// /livez stays fast while heavy work runs. Started on first use; two workers (the machines we target
// have two cores); each worker leaves after a quiet spell, which gives its whole heap back, unless a
// warm start asked to keep them. Every worker runs under V8 `resourceLimits`: a job that would need
// more heap than WORKER_HEAP_MB kills its worker (ERR_WORKER_OUT_OF_MEMORY) instead of the process,
// the job fails with a clear reason and the next job gets a fresh worker. A job that overruns its
// deadline is stopped the same way. Under tsx (sources, tests, benchmarks) a worker must register
// tsx itself: a worker's entry module does not go through the parent's loader hooks on Node 20.
import { Worker } from 'node:worker_threads';
import { errorMessage } from '../core/errorCatalogue.js';
import type { FailedReply, WorkerReply, WorkerRequest } from './entry.js';

const RUNNING_FROM_TS = import.meta.url.endsWith('.ts');
/** Two cores on the machines we target; more workers would only contend. */
const POOL_SIZE = 2;
/** A worker idle this long leaves (its heap goes back to the system). */
const IDLE_MS = 10_000;
/**
 * Old-generation heap of one worker. Detection of a 10 MB text (the JSON body limit) peaks well under
 * this; a document whose parse would need more is refused rather than taking the machine's memory.
 */
export const WORKER_HEAP_MB = 768;
const LIMITS = { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 48, stackSizeMb: 8 };

function startWorker(): Worker {
  if (!RUNNING_FROM_TS) return new Worker(new URL('./entry.js', import.meta.url), { resourceLimits: LIMITS });
  const entry = new URL('./entry.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true, resourceLimits: LIMITS });
}

/**
 * Why a worker stopped, for the job it was running: the catalogue's sentence, naming the error's class
 * but never its message (an uncaught error in a parser may quote the document).
 */
function deathReason(err: Error & { code?: string }): [string, FailedReply['reason']] {
  if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') return [errorMessage('SC_PARSE_MEMORY', { mb: WORKER_HEAP_MB }), 'memory'];
  return [errorMessage('SC_WORKER_STOPPED', { name: String(err.name).slice(0, 64) }), 'crash'];
}

interface Pending {
  request: WorkerRequest;
  transfer: ArrayBuffer[];
  timeoutMs: number;
  /** Said when the deadline passes. */
  overrun: string;
  resolve: (reply: WorkerReply) => void;
}

class Slot {
  private readonly worker = startWorker();
  private current: { id: number; resolve: (reply: WorkerReply) => void; timer: NodeJS.Timeout } | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private nextId = 0;
  dead = false;

  constructor(
    private readonly onFree: () => void,
    private readonly keepAlive: () => boolean,
  ) {
    this.worker.unref();
    this.worker.on('message', (msg: { id: number; reply: WorkerReply }) => {
      if (this.current?.id === msg.id) this.finish(msg.reply);
    });
    this.worker.on('error', (err) => this.kill(...deathReason(err)));
    this.worker.on('exit', (code) => this.kill(errorMessage('SC_WORKER_EXITED', { code }), 'crash'));
  }

  get busy(): boolean {
    return this.current !== null;
  }

  run(p: Pending): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.worker.ref();
    const id = this.nextId++;
    const timer = setTimeout(() => this.kill(p.overrun, 'deadline'), p.timeoutMs);
    this.current = { id, resolve: p.resolve, timer };
    this.worker.postMessage({ id, request: p.request }, p.transfer);
  }

  private finish(reply: WorkerReply): void {
    const current = this.current;
    if (!current) return;
    clearTimeout(current.timer);
    this.current = null;
    current.resolve(reply);
    if (this.dead) return;
    this.worker.unref();
    if (!this.keepAlive()) {
      this.idleTimer = setTimeout(() => this.kill(null), IDLE_MS);
      this.idleTimer.unref();
    }
    this.onFree();
  }

  /** Ends the worker; a job in flight fails with `message`. */
  kill(message: string | null, reason: FailedReply['reason'] = 'crash'): void {
    if (this.dead) return;
    this.dead = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    void this.worker.terminate();
    this.finish({ kind: 'failed', message: message ?? 'the worker was stopped', reason });
    this.onFree();
  }
}

class WorkerPool {
  private slots: Slot[] = [];
  private queue: Pending[] = [];
  /** Set by a warm start: workers then stay for the life of the process. */
  keep = false;

  run(request: WorkerRequest, options: { timeoutMs: number; overrun: string; transfer?: ArrayBuffer[] }): Promise<WorkerReply> {
    return new Promise((resolve) => {
      this.queue.push({ request, transfer: options.transfer ?? [], timeoutMs: options.timeoutMs, overrun: options.overrun, resolve });
      this.dispatch();
    });
  }

  /** Starts every worker and sends each `request` (a warm-up). */
  warm(request: WorkerRequest, timeoutMs: number): Promise<WorkerReply[]> {
    this.keep = true;
    this.slots = this.slots.filter((s) => !s.dead);
    while (this.slots.length < POOL_SIZE) this.slots.push(this.newSlot());
    return Promise.all(this.slots.map(() => this.run(request, { timeoutMs, overrun: 'warming the worker took too long' })));
  }

  private newSlot(): Slot {
    return new Slot(
      () => this.dispatch(),
      () => this.keep,
    );
  }

  /** A dead worker (crash, memory limit, deadline) is dropped here and replaced on the next job. */
  private dispatch = (): void => {
    this.slots = this.slots.filter((s) => !s.dead);
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < POOL_SIZE) {
        slot = this.newSlot();
        this.slots.push(slot);
      }
      if (!slot) return;
      slot.run(this.queue.shift() as Pending);
    }
  };
}

/** The process's pool (created on first use; workers start with their first job). */
export const sharedPool = new WorkerPool();
