// `service-core serve --workers N` (N > 1): the primary forks N worker processes with node:cluster;
// each runs the ordinary `serve` on the same port (the primary holds the listening socket and hands
// connections round-robin) with the same ledger, so CPU-heavy requests of one worker never stall
// another. Workers report readiness (or a start-up refusal) over IPC; the primary prints one banner,
// stops all on the first refusal, replaces a worker that dies later, and on SIGINT/SIGTERM asks every
// worker to close and exits when they have. The primary loads none of the service. Workers are forked
// with the node options the primary is given (src/cli/heapFlags.ts: V8 reads its heap limits only at
// launch), which is also why `serve --workers 1` runs one worker under a primary when the process was
// not launched with them.
import cluster, { type Worker } from 'node:cluster';

export interface WorkerReport {
  type: 'listening' | 'failed';
  banner?: string[];
  message?: string;
  code?: number;
}

/** In a worker: tells the primary how start-up went. */
export function report(message: WorkerReport): void {
  process.send?.(message);
}

export function isClusterWorker(): boolean {
  return cluster.isWorker;
}

/** `execArgv`: the node options of every worker (and of every replacement). */
export function runPrimary(workers: number, execArgv: string[]): Promise<number> {
  cluster.setupPrimary({ execArgv });
  return new Promise((resolve) => {
    const ready = new Set<number>();
    let started = false;
    let stopping = false;
    let banner: string[] = [];
    const fork = () => cluster.fork();
    const stopAll = (code: number) => {
      if (stopping) return;
      stopping = true;
      const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
      if (alive.length === 0) resolve(code);
      for (const w of alive) w.process.kill('SIGTERM');
      cluster.on('exit', () => {
        if (Object.values(cluster.workers ?? {}).every((w) => w === undefined || w.isDead())) resolve(code);
      });
    };
    cluster.on('message', (worker, msg: WorkerReport) => {
      if (msg?.type === 'failed') {
        process.stderr.write(`service-core serve: ${msg.message}\n`);
        stopAll(msg.code ?? 1);
        return;
      }
      if (msg?.type !== 'listening') return;
      ready.add(worker.id);
      banner = msg.banner ?? banner;
      if (!started && ready.size === workers) {
        started = true;
        const pids = Object.values(cluster.workers ?? {}).map((w) => w?.process.pid).filter((p) => p !== undefined);
        for (const line of banner) process.stdout.write(`${line}\n`);
        const what = workers === 1 ? '1 process' : `${workers} processes`;
        process.stdout.write(`  workers      ${what} on one port (primary ${process.pid}; workers ${pids.join(', ')})\n`);
      }
    });
    cluster.on('exit', (worker, code, signal) => {
      ready.delete(worker.id);
      if (stopping) return;
      if (!started) {
        process.stderr.write(`service-core serve: a worker stopped during start-up (${signal ?? `exit ${code}`})\n`);
        stopAll(1);
        return;
      }
      process.stderr.write(`service-core serve: worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting a replacement\n`);
      fork();
    });
    process.once('SIGINT', () => stopAll(0));
    process.once('SIGTERM', () => stopAll(0));
    for (let i = 0; i < workers; i++) fork();
  });
}
