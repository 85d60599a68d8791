// Runs one parse in a fresh worker thread with a deadline. A worker per file keeps a crash or a
// runaway page confined to that file; the start-up cost (~0.1 s) is small next to PDF or OCR work.
// Under tsx (sources, tests, benchmarks) the worker must register tsx itself: a worker's entry module
// does not go through the parent's loader hooks on Node 20.
import { Worker } from 'node:worker_threads';
import type { ParseJob, ParseReply } from './worker.js';

const RUNNING_FROM_TS = import.meta.url.endsWith('.ts');

function startWorker(job: ParseJob): Worker {
  const options = { workerData: { serviceCoreParseJob: job }, transferList: [job.bytes.buffer as ArrayBuffer] };
  if (!RUNNING_FROM_TS) return new Worker(new URL('./worker.js', import.meta.url), options);
  const entry = new URL('./worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true, ...options });
}

/** Parses in a worker; resolves with the worker's reply, or a failure on timeout or crash. */
export function parseInWorker(job: ParseJob, timeoutMs: number): Promise<ParseReply> {
  return new Promise((resolve) => {
    const worker = startWorker(job);
    let settled = false;
    const finish = (reply: ParseReply) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(reply);
    };
    const timer = setTimeout(
      () => finish({ kind: 'failed', message: `parsing took longer than ${Math.round(timeoutMs / 1000)} s and was stopped` }),
      timeoutMs,
    );
    worker.once('message', (reply: ParseReply) => finish(reply));
    worker.once('error', (err) => finish({ kind: 'failed', message: `the parser stopped: ${err.name}: ${err.message}`.slice(0, 300) }));
    worker.once('exit', (code) => finish({ kind: 'failed', message: `the parser exited unexpectedly (code ${code})` }));
  });
}
