// serve(): listen on loopback first, then build the app + the start-up banner (issue 19: a start path
// that loads only what /livez needs). The listening socket answers `GET /livez` at once while the
// app's modules (fastify, the schemas, every verb) load; any other request that arrives meanwhile waits
// and is handed to the app when it is ready, never refused. A configuration error (missing key, a file
// that is not a ledger) still rejects serve() and closes the socket before the banner is printed.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_HOST, DEFAULT_PORT } from '../config.js';
import { VERSION } from '../core/version.js';
import type { AppOptions } from './app.js';
import { clientErrorHandler } from './errors.js';

export interface ServeOptions extends AppOptions {
  host?: string;
  port?: number;
  /** Where the banner goes (default stdout); pass null for silence. */
  banner?: ((line: string) => void) | null | undefined;
}

export interface RunningService {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:8766 */
  url: string;
  port: number;
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The framework's defaults for a server it makes itself (fastify 5: keep-alive 72 s, no request timeout). */
const KEEP_ALIVE_MS = 72_000;

function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

export async function serve({ host = DEFAULT_HOST, port = DEFAULT_PORT, banner, ...appOptions }: ServeOptions = {}): Promise<RunningService> {
  let ready: Handler | null = null;
  const waiting: [IncomingMessage, ServerResponse][] = [];
  // The same answer the app's /livez gives (routes/meta.ts); `warm` is false until a warm start ends.
  const livez = JSON.stringify({ ok: true, version: VERSION, warm: appOptions.warmStart ? false : null });
  const server = createServer((req, res) => {
    if (ready !== null) {
      ready(req, res);
      return;
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && req.url === '/livez') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(livez) });
      res.end(req.method === 'HEAD' ? undefined : livez);
      return;
    }
    waiting.push([req, res]);
  });
  // Malformed HTTP before the app is ready gets the same `{detail}` answer the app gives (the app adds
  // its own listener when it takes the server; this one is removed then, so only one ever answers).
  server.on('clientError', clientErrorHandler);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.requestTimeout = 0;
  await listen(server, host, port);
  let app: FastifyInstance;
  let dispatch: Handler;
  let made: FastifyInstance | null = null;
  try {
    const { createApp } = await import('./app.js');
    let handler: Handler | null = null;
    app = createApp({
      ...appOptions,
      serverFactory: (h) => {
        handler = h;
        return server;
      },
    });
    made = app;
    server.off('clientError', clientErrorHandler);
    await app.ready();
    // Internal invariant: fastify's serverFactory ran during ready(); a miss is a programming error.
    if (handler === null) throw new Error('the app did not take the listening server');
    dispatch = handler;
    ready = handler;
  } catch (err) {
    for (const [, res] of waiting) res.destroy();
    // Release what the app opened (a PostgreSQL pool would otherwise keep the process alive).
    await made?.close().catch(() => undefined);
    await new Promise<void>((done) => server.close(() => done()));
    throw err;
  }
  for (const [req, res] of waiting.splice(0)) dispatch(req, res);
  const address = server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  const print = banner === undefined ? (line: string) => process.stdout.write(`${line}\n`) : banner;
  if (print) for (const line of bannerLines(app, url, appOptions)) print(line);
  const close = async (): Promise<void> => {
    const closed = new Promise<void>((done) => server.close(() => done()));
    server.closeIdleConnections();
    await app.close();
    await closed;
  };
  return { app, url, port: actualPort, close };
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
