// The load generator of `bench/service.ts`, run as its own process so that it never shares an event
// loop with the server it measures. Reads one JSON job from standard input: url, method, connections,
// duration (s) and `bodies` (a list cycled one per request, so distinct texts reach the server and no
// per-value cache answers repeats only). Prints autocannon's totals as one JSON line, with the CPU this
// process spent during the run (`cpu_ms`, user + system): on a machine with few cores the load generator
// competes with the server for them, and the bench says how much.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

interface Job {
  url: string;
  method: 'GET' | 'POST';
  connections: number;
  duration: number;
  bodies?: unknown[];
}

const job = JSON.parse(readFileSync(0, 'utf8')) as Job;
const bodies = (job.bodies ?? []).map((b) => JSON.stringify(b));
let next = 0;
const cpu0 = process.cpuUsage();
const result = await autocannon({
  url: job.url,
  method: job.method,
  connections: job.connections,
  duration: job.duration,
  headers: bodies.length > 0 ? { 'content-type': 'application/json' } : {},
  requests: [
    {
      method: job.method,
      setupRequest: (req) => {
        if (bodies.length === 0) return req;
        const body = bodies[next++ % bodies.length]!;
        return { ...req, body };
      },
    },
  ],
});
const cpu = process.cpuUsage(cpu0);
process.stdout.write(
  `${JSON.stringify({
    requests: result.requests.total,
    requests_per_s: result.requests.average,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    cpu_ms: (cpu.user + cpu.system) / 1000,
  })}\n`,
);
