// CPU and memory of a server as a process tree, read from /proc (Linux): a `serve --workers N` primary
// forks N worker processes, so the primary's own figures say almost nothing about the server. Used by
// bench/service.ts and bench/ledger-pg.ts.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // /proc/<pid>/stat counts CPU in clock ticks of 10 ms (USER_HZ 100)

/** The process and all its descendants (children of every thread, recursively); gone processes are skipped. */
export function processTree(pid: number): number[] {
  const out: number[] = [];
  const walk = (p: number) => {
    out.push(p);
    let tasks: string[];
    try {
      tasks = readdirSync(`/proc/${p}/task`);
    } catch {
      return;
    }
    for (const tid of tasks) {
      try {
        for (const kid of readFileSync(`/proc/${p}/task/${tid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)) walk(Number(kid));
      } catch {
        // the thread ended meanwhile
      }
    }
  };
  walk(pid);
  return out;
}

/** user + system CPU of one process (all its threads) in ms; 0 when it is gone. */
export function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/**
 * CPU of a process tree in ms, per pid. Take one reading before and one after a run and subtract with
 * `cpuSince`: a process that started in between counts from zero, one that ended is lost (a worker
 * replaced mid-run; the benches report errors when that happens).
 */
export function treeCpu(pid: number): Map<number, number> {
  return new Map(processTree(pid).map((p) => [p, processCpuMs(p)]));
}

export function cpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [p, now] of after) ms += now - (before.get(p) ?? 0);
  return ms;
}

/** Resident memory of one process in MB (0 when it is gone). */
export function rssMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** RSS of every process of the tree (root first) and their sum, in MB. */
export function treeRss(pid: number): { perProcess: Array<{ pid: number; mb: number }>; totalMb: number } {
  const perProcess = processTree(pid).map((p) => ({ pid: p, mb: rssMb(p) }));
  return { perProcess, totalMb: perProcess.reduce((s, x) => s + x.mb, 0) };
}
