// The real CLI server in a child process, for benchmarks that read the server's own memory (RSS from
// /proc) or must not share an event loop with the load generator. It is launched with node's semi-space
// option at serve's default, so `--workers 1` serves in this one process (src/cli/heapFlags.ts) and its
// pid's figures are the server's.
import { type ChildProcess, spawn } from 'node:child_process';
import { DEFAULT_SEMI_SPACE_MB } from '../../src/config.js';
import { rssMb } from './proctree.js';

export interface ChildServer {
  url: string;
  pid: number;
  /** Resident memory of the server process in MB (Linux /proc). */
  rssMb(): number;
  close(): Promise<void>;
}

export function startChildServer(args: string[] = []): Promise<ChildServer> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env };
    for (const k of Object.keys(env)) if (k.startsWith('SERVICE_')) delete env[k];
    const child: ChildProcess = spawn(process.execPath, [`--max-semi-space-size=${DEFAULT_SEMI_SPACE_MB}`, '--import', 'tsx', 'src/cli.ts', 'serve', '--port', '0', '--workers', '1', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${err}`)), 120_000);
    child.stderr?.on('data', (d) => {
      err += d;
    });
    child.stdout?.on('data', (d) => {
      out += d;
      const m = out.match(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
      if (m) {
        clearTimeout(timer);
        resolve({
          url: m[1] as string,
          pid: child.pid as number,
          rssMb: () => rssMb(child.pid as number),
          close: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}): ${err}`));
    });
  });
}
