// `npm run bench:cost`: work that grows faster than its input (issue 12). Every text route (/detect,
// /deidentify, /extract, /compare in string form) and /documents (one text upload) gets adversarial
// texts of 1 MB and 4 MB of each kind (bench/lib/adversarial.ts); the table shows the time of each, the
// ratio 4 MB / 1 MB (goal <= 5x for 4x the input: near-linear) and /livez latency (p99, max) polled
// meanwhile (the event loop must stay free). Then a body with 20,000 unknown fields: the 422 must
// answer in < 200 ms. The server is the real CLI in a child process. On a shared two-core machine the
// absolute times are noisy; the ratios are measured in the same run, and beside the wall-clock ratio
// stands the ratio of the server's own CPU time (user + system of the whole process, from /proc), which
// other work on the machine does not inflate.
// Options: --routes detect,extract  --kinds dense,fields  --sizes 1,4 (MB)
import { parseArgs } from 'node:util';
import { adversarialText, KINDS, type Kind } from './lib/adversarial.js';
import { startChildServer } from './lib/child.js';
import { percentile, probeLivez } from './lib/livez.js';
import { processCpuMs as cpuMs } from './lib/proctree.js';

const ROUTES = ['detect', 'deidentify', 'extract', 'compare', 'documents'] as const;
type Route = (typeof ROUTES)[number];

const { values } = parseArgs({
  options: { routes: { type: 'string' }, kinds: { type: 'string' }, sizes: { type: 'string' } },
});
const routes = (values.routes?.split(',') ?? [...ROUTES]) as Route[];
const kinds = (values.kinds?.split(',') ?? [...KINDS]) as Kind[];
const sizes = (values.sizes?.split(',') ?? ['1', '4']).map((s) => Math.round(Number(s) * 1_000_000));

async function send(url: string, route: Route, text: string, other: string): Promise<{ status: number; bytes: number }> {
  let res: Response;
  if (route === 'documents') {
    const form = new FormData();
    form.append('files', new Blob([text], { type: 'text/plain' }), 'a.txt');
    res = await fetch(`${url}/documents`, { method: 'POST', body: form });
  } else {
    const body =
      route === 'compare'
        ? { a: text, b: other, jurisdiction: 'NG', backend: 'basic' }
        : { text, backend: 'basic', ...(route === 'extract' ? {} : { jurisdiction: 'NG' }) };
    res = await fetch(`${url}/${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }
  const answer = await res.arrayBuffer();
  return { status: res.status, bytes: answer.byteLength };
}

async function main(): Promise<void> {
  const server = await startChildServer();
  const fmt = (ms: number) => (ms >= 10_000 ? `${(ms / 1000).toFixed(0)} s` : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(0)} ms`);
  try {
    // Warm-up: the first call of each route loads tables (and starts the pool's workers).
    for (const route of routes) await send(server.url, route, adversarialText('dense', 200_000, 99), adversarialText('dense', 200_000, 98));
    console.log(`bench:cost — server pid ${server.pid}; sizes ${sizes.map((s) => `${s / 1e6} MB`).join(', ')}; compare sends two texts of the size`);
    console.log('| route | kind | size | status | time | ratio to the smallest | server CPU | CPU ratio | /livez p99 | /livez max | RSS after |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const route of routes) {
      for (const kind of kinds) {
        let first: number | null = null;
        let firstCpu: number | null = null;
        for (const size of sizes) {
          const text = adversarialText(kind, size, size);
          const other = adversarialText(kind, size, size + 1);
          const probe = probeLivez(server.url);
          const cpu0 = cpuMs(server.pid);
          const t = performance.now();
          const { status } = await send(server.url, route, text, other);
          const ms = performance.now() - t;
          const cpu = cpuMs(server.pid) - cpu0;
          const livez = await probe.stop();
          first ??= ms;
          firstCpu ??= cpu;
          const ratio = size === sizes[0] ? '1' : `${(ms / first).toFixed(2)}x (input ${(size / (sizes[0] as number)).toFixed(0)}x)`;
          const cpuRatio = size === sizes[0] ? '1' : `${(cpu / Math.max(1, firstCpu)).toFixed(2)}x`;
          console.log(
            `| /${route} | ${kind} | ${size / 1e6} MB | ${status} | ${fmt(ms)} | ${ratio} | ${fmt(cpu)} | ${cpuRatio} | ${percentile(livez, 99).toFixed(0)} ms | ${Math.max(0, ...livez).toFixed(0)} ms | ${server.rssMb().toFixed(0)} MB |`,
          );
        }
      }
    }
    // 20,000 unknown fields: a 422 whose detail is built in linear time and capped.
    const bad: Record<string, unknown> = { text: 'Ada Obi' };
    for (let i = 0; i < 20_000; i += 1) bad[`field_${i}`] = i;
    const runs: number[] = [];
    let detailBytes = 0;
    let status = 0;
    for (let k = 0; k < 5; k += 1) {
      const t = performance.now();
      const res = await fetch(`${server.url}/detect`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bad) });
      const body = await res.text();
      runs.push(performance.now() - t);
      status = res.status;
      detailBytes = body.length;
    }
    console.log(
      `20,000 unknown fields on /detect: status ${status}, median ${percentile(runs, 50).toFixed(0)} ms, max ${Math.max(...runs).toFixed(0)} ms over 5 (goal < 200 ms); answer ${detailBytes} bytes`,
    );
  } finally {
    await server.close();
  }
}

await main();
