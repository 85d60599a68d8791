// Heavy parsing (PDF, OCR, office archives) runs in a small pool of worker threads, off the event loop,
// so /livez stays fast while a scan is read. Workers are kept between files (loading pdfjs or the OCR
// model costs more than most parses) and leave after a quiet minute; a worker that overruns its
// deadline or crashes is terminated and replaced, so one bad file cannot stall or sink the others.
// Under tsx (sources, tests, benchmarks) a worker must register tsx itself: a worker's entry module
// does not go through the parent's loader hooks on Node 20.
import { Worker } from 'node:worker_threads';
import type { ParseJob, ParseReply } from './worker.js';

const RUNNING_FROM_TS = import.meta.url.endsWith('.ts');
/** Two cores on the machines we target; more workers would only contend. */
const POOL_SIZE = 2;
const IDLE_MS = 60_000;

function startWorker(): Worker {
  if (!RUNNING_FROM_TS) return new Worker(new URL('./worker.js', import.meta.url));
  const entry = new URL('./worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true });
}

interface Pending {
  /** null: warm the worker up instead of parsing. */
  job: ParseJob | null;
  ocrAvailable?: boolean;
  timeoutMs: number;
  resolve: (reply: ParseReply) => void;
}

class Slot {
  private readonly worker = startWorker();
  private current: { id: number; resolve: (reply: ParseReply) => void; timer: NodeJS.Timeout } | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private nextId = 0;
  dead = false;

  constructor(
    private readonly onFree: (slot: Slot) => void,
    private readonly keepAlive: () => boolean,
  ) {
    this.worker.unref();
    this.worker.on('message', (msg: { id: number; reply: ParseReply }) => {
      if (this.current?.id === msg.id) this.finish(msg.reply);
    });
    this.worker.on('error', (err) => this.kill(`the parser stopped: ${err.name}: ${err.message}`.slice(0, 300)));
    this.worker.on('exit', (code) => this.kill(`the parser exited unexpectedly (code ${code})`));
  }

  get busy(): boolean {
    return this.current !== null;
  }

  run(p: Pending): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.worker.ref();
    const id = this.nextId++;
    const timer = setTimeout(() => {
      this.kill(`parsing took longer than ${Math.max(1, Math.round(p.timeoutMs / 1000))} s and was stopped`);
    }, p.timeoutMs);
    this.current = { id, resolve: p.resolve, timer };
    if (p.job === null) this.worker.postMessage({ id, job: null, ocrAvailable: p.ocrAvailable === true });
    else this.worker.postMessage({ id, job: p.job }, [p.job.bytes.buffer as ArrayBuffer]);
  }

  private finish(reply: ParseReply): void {
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
    this.onFree(this);
  }

  /** Ends the worker; a job in flight fails with `message`. */
  kill(message: string | null): void {
    if (this.dead) return;
    this.dead = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    void this.worker.terminate();
    this.finish({ kind: 'failed', message: message ?? 'the parser was stopped' });
    this.onFree(this);
  }
}

class WorkerPool {
  private slots: Slot[] = [];
  private queue: Pending[] = [];
  /** Set by a warm start: workers then stay for the life of the process. */
  keep = false;

  run(job: ParseJob | null, timeoutMs: number, ocrAvailable = false): Promise<ParseReply> {
    return new Promise((resolve) => {
      this.queue.push({ job, timeoutMs, ocrAvailable, resolve });
      this.dispatch();
    });
  }

  /** Starts every worker and loads the parsers in each. */
  async warm(ocrAvailable: boolean, timeoutMs: number): Promise<ParseReply[]> {
    this.keep = true;
    this.slots = this.slots.filter((s) => !s.dead);
    while (this.slots.length < POOL_SIZE) this.slots.push(new Slot(() => this.dispatch(), () => this.keep));
    return Promise.all(this.slots.map(() => this.run(null, timeoutMs, ocrAvailable)));
  }

  private dispatch = (): void => {
    this.slots = this.slots.filter((s) => !s.dead);
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < POOL_SIZE) {
        slot = new Slot(() => this.dispatch(), () => this.keep);
        this.slots.push(slot);
      }
      if (!slot) return;
      slot.run(this.queue.shift() as Pending);
    }
  };
}

const pool = new WorkerPool();

/**
 * Warm start: starts the parse workers and loads the installed parsers (and the OCR model) in each, and
 * keeps them for the life of the process. Resolves to what loaded: per parser, true or why not.
 */
export async function warmParseWorkers(ocrAvailable: boolean, timeoutMs = 120_000): Promise<Record<string, true | string>> {
  const replies = await pool.warm(ocrAvailable, timeoutMs);
  const merged: Record<string, true | string> = {};
  for (const reply of replies) {
    if (reply.kind === 'warmed') Object.assign(merged, reply.loaded);
    else if (reply.kind === 'failed') merged.worker = reply.message;
  }
  return merged;
}

/** Parses in a pooled worker; resolves with the worker's reply, or a failure on timeout or crash. */
export function parseInWorker(job: ParseJob, timeoutMs: number): Promise<ParseReply> {
  return pool.run(job, timeoutMs);
}
