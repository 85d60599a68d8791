// A throwaway PostgreSQL cluster for tests and benches, from the machine's own server binaries: initdb
// into a temporary folder (trust auth, loopback only), pg_ctl start on a free loopback port with the
// unix socket inside that folder, and stop + delete afterwards. initdb refuses to run as root, so as
// root the cluster runs as the `postgres` system user (scripts/ensure-system-packages.sh makes sure it
// exists). fsync stays on: the ledger refuses a server that could lose a commit.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface PgCluster {
  /** `postgres://postgres@127.0.0.1:<port>/<database>`. */
  url(database?: string): string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Process id of the server (postmaster); its children are the connections' backends. */
  pid(): number;
  stop(): void;
}

/** The folder holding initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<v>/bin, else PATH. */
export function pgBinDir(): string | null {
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return join(root, versions[0]!, 'bin');
  }
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  return found.status === 0 ? join(found.stdout.trim(), '..') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** uid/gid to run the server as: ourselves, or the postgres user when we are root. */
function runAs(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error('running as root and no `postgres` user exists: initdb refuses root; run scripts/ensure-system-packages.sh');
  }
}

export async function startPgCluster(): Promise<PgCluster> {
  const bin = pgBinDir();
  if (bin === null) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found; run scripts/ensure-system-packages.sh');
  const as = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'sc-pg-'));
  if (as.uid !== undefined) chownSync(dir, as.uid, as.gid!);
  const data = join(dir, 'data');
  const run = (cmd: string, args: string[]) => {
    const r = spawnSync(join(bin, cmd), args, { ...as, encoding: 'utf8', cwd: dir, timeout: 120_000 });
    if (r.status !== 0) throw new Error(`${cmd} failed (${r.status}): ${r.stderr || r.stdout}`);
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // The probed port is free when probed, not when the server binds it seconds later: test files run side
  // by side (scripts/run-tests.mjs) and other processes bind ports too. A start refused for that reason
  // alone ("Address already in use" in the server's log) retries on a newly probed port; any other
  // failure throws at once.
  const log = join(dir, 'server.log');
  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=on -c synchronous_commit=on`;
    try {
      run('pg_ctl', ['-D', data, '-l', log, '-o', opts, '-w', '-t', '60', 'start']);
      break;
    } catch (e) {
      const taken = existsSync(log) && /Address already in use/.test(readFileSync(log, 'utf8'));
      if (!taken || attempt === 3) throw e;
      rmSync(log, { force: true });
    }
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    spawnSync(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], { ...as, cwd: dir, timeout: 60_000 });
    rmSync(dir, { recursive: true, force: true });
  };
  // A test that dies still stops its server.
  process.once('exit', stop);
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    async createDatabase(name: string) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
      const c = new pg.Client({ connectionString: url() });
      await c.connect();
      try {
        await c.query(`CREATE DATABASE ${name}`);
      } finally {
        await c.end();
      }
      return url(name);
    },
    pid: () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop,
  };
}
