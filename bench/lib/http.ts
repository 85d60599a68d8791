// HTTP load helper for benchmarks: starts the real server in-process on an ephemeral loopback port and
// drives it with autocannon, always next to a baseline route (/livez) measured in the same run.
import autocannon from 'autocannon';
import { type ServeOptions, serve } from '../../src/http/serve.js';

export interface LoadResult {
  route: string;
  requests_per_s: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  connections?: number;
  /** Seconds per measurement. */
  duration?: number;
}

export async function withServer<T>(options: ServeOptions, run: (url: string) => Promise<T>): Promise<T> {
  const running = await serve({ port: 0, banner: null, ...options });
  try {
    return await run(running.url);
  } finally {
    await running.close();
  }
}

export async function load(url: string, path: string, opts: LoadOptions = {}): Promise<LoadResult> {
  const result = await autocannon({
    url: `${url}${path}`,
    method: opts.method ?? 'GET',
    connections: opts.connections ?? 10,
    duration: opts.duration ?? 5,
    headers: opts.body !== undefined ? { 'content-type': 'application/json' } : {},
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  return {
    route: `${opts.method ?? 'GET'} ${path}`,
    requests_per_s: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Measures the baseline (/livez) and then each target with the same settings. */
export async function compareWithBaseline(url: string, targets: { path: string; opts: LoadOptions }[], common: LoadOptions = {}) {
  const baseline = await load(url, '/livez', common);
  const rows = [];
  for (const t of targets) {
    const r = await load(url, t.path, { ...common, ...t.opts });
    rows.push({ ...r, vs_baseline: Number((r.requests_per_s / Math.max(1, baseline.requests_per_s)).toFixed(3)) });
  }
  return { baseline, rows };
}
