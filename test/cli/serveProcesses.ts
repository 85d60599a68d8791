// Starting real `service-core serve` processes for black-box tests of several processes (workers,
// stateless instances): spawn through the CLI on an ephemeral loopback port, wait for the banner,
// and stop every child that a test started. Requests go over fresh connections when asked, so a
// node:cluster primary hands each one to the next worker.
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServeProcess {
  child: ChildProcess;
  url: string;
  banner: string;
  /** Everything written to stdout so far (the banner grows after start when a primary prints it). */
  stdout(): string;
  stderr(): string;
  exited: Promise<number | null>;
}

const started: ChildProcess[] = [];

/** Kills every process this module started (call from `after`). */
export function killAll(): void {
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
}

/** `nodeArgs`: node options before the script (as a launcher's command line would put them). */
export function startServe(args: string[], env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<ServeProcess> {
  const clean = { ...process.env };
  for (const k of Object.keys(clean)) if (k.startsWith('SERVICE_')) delete clean[k];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/cli.ts', 'serve', '--port', '0', ...args], { cwd: ROOT, env: { ...clean, ...env } });
  started.push(child);
  let out = '';
  let err = '';
  child.stderr!.on('data', (d) => {
    err += d;
  });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start: ${err}`)), 60_000);
    child.stdout!.on('data', (d) => {
      out += d;
      const m = out.match(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
      const workersLine = args.includes('--workers') && !args.includes('1') ? /workers +\d+ processes/.test(out) : true;
      if (m && out.includes('warm start') && workersLine) {
        clearTimeout(timer);
        resolve({ child, url: m[1]!, banner: out, stdout: () => out, stderr: () => err, exited });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited ${code}: ${err}`));
    });
  });
}

/** One request on its own connection (no keep-alive); resolves to status and parsed JSON, or null when the connection failed. */
export function once(url: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> } | null> {
  return new Promise((resolve) => {
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = request(`${url}${path}`, { method, agent: false, headers: data ? { 'content-type': 'application/json', 'content-length': data.length } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        let json: Record<string, unknown> = {};
        try {
          json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode ?? 0, json });
      });
      res.on('error', () => resolve(null));
    });
    req.on('error', () => resolve(null));
    req.end(data);
  });
}
