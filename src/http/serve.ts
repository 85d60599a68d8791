// serve(): createApp + listen on loopback + the start-up banner.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_HOST, DEFAULT_PORT } from '../config.js';
import { VERSION } from '../core/version.js';
import { type AppOptions, createApp } from './app.js';

export interface ServeOptions extends AppOptions {
  host?: string;
  port?: number;
  /** Where the banner goes (default stdout); pass null for silence. */
  banner?: ((line: string) => void) | null;
}

export interface RunningService {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:8766 */
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function serve({ host = DEFAULT_HOST, port = DEFAULT_PORT, banner, ...appOptions }: ServeOptions = {}): Promise<RunningService> {
  const app = createApp(appOptions);
  try {
    await app.listen({ host, port });
  } catch (err) {
    // Release what the app opened (a PostgreSQL pool would otherwise keep the process alive).
    await app.close().catch(() => undefined);
    throw err;
  }
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  const print = banner === undefined ? (line: string) => process.stdout.write(`${line}\n`) : banner;
  if (print) for (const line of bannerLines(app, url, appOptions)) print(line);
  return { app, url, port: actualPort, close: () => app.close() };
}

function bannerLines(app: FastifyInstance, url: string, options: AppOptions): string[] {
  const s = app.service;
  const keyPath = typeof options.signingKey === 'string' ? options.signingKey : s.signingKey?.path;
  const parsers = Object.entries(s.parsers)
    .map(([name, ok]) => `${name} ${ok ? 'yes' : 'no'}`)
    .join(', ');
  return [
    `service-core ${VERSION} listening on ${url} — no authentication: keep it on loopback or put an authenticating proxy in front (X-Service-Caller)`,
    `  ledger       ${s.ledger?.path ?? 'none (pass --ledger FILE or set SERVICE_LEDGER)'}`,
    `  signing key  ${s.signingKey ? `${keyPath} (${s.signingKey.did})` : 'none (make one with: service-core keygen FILE; then --signing-key FILE or SERVICE_SIGNING_KEY)'}`,
    `  parsers      ${parsers}; model ${s.model ? 'yes' : 'no'}`,
    `  warm start   ${s.warm === null ? 'no' : 'yes (loading in the background)'}`,
  ];
}
