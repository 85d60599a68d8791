// A scratch folder for one test file and the file systems its fault tests mount inside it (a small tmpfs,
// a read-only tmpfs or bind mount), unmounted and removed after the file's tests. Mounting needs root; each
// helper answers null where this process may not mount, so the test can skip with the reason.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';

export interface ScratchMounts {
  /** The scratch folder (removed after the tests). */
  dir: string;
  /** `mount ARGS… <dir>/<name>`; the mount point, or null when mounting is refused. */
  mount(name: string, args: string[]): string | null;
  /** A tmpfs of `size` (`256k`, `1m`) at a new folder. */
  tmpfs(name: string, size: string): string | null;
  /** A read-only view (bind mount) of `source`. */
  readOnlyView(source: string, name: string): string | null;
}

export function scratchMounts(prefix: string): ScratchMounts {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const mounts: string[] = [];
  after(() => {
    for (const m of mounts.reverse()) {
      try {
        execFileSync('umount', ['-l', m], { stdio: 'ignore' });
      } catch {
        // already gone
      }
    }
    rmSync(dir, { recursive: true, force: true });
  });
  const mount = (name: string, args: string[]): string | null => {
    const at = join(dir, name);
    mkdirSync(at, { recursive: true });
    try {
      execFileSync('mount', [...args, at], { stdio: 'ignore' });
    } catch {
      return null;
    }
    mounts.push(at);
    return at;
  };
  return {
    dir,
    mount,
    tmpfs: (name, size) => mount(name, ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs']),
    readOnlyView: (source, name) => {
      const at = mount(name, ['--bind', source]);
      if (at === null) return null;
      try {
        execFileSync('mount', ['-o', 'remount,bind,ro', at], { stdio: 'ignore' });
      } catch {
        return null;
      }
      return at;
    },
  };
}
