// The two ways the tool server is reached: stdio (one client, the process that started us) and
// streamable HTTP (stateless: a fresh protocol server per request, JSON answers, loopback by default,
// with DNS-rebinding protection: only Host headers naming the bound address are served).
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { type ErrorArgs, ERROR_CATALOGUE, type ErrorCode, errorMessage, type ErrorParams } from '../core/errorCatalogue.js';
import type { ToolServer } from './server.js';

/** Serves the tools over this process's stdin/stdout until stdin closes. */
export async function runStdio(tools: ToolServer): Promise<void> {
  const server = tools.connectable();
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => resolve();
  });
  await server.connect(new StdioServerTransport());
  await closed;
}

export interface HttpOptions {
  host?: string;
  port?: number;
  path?: string;
  /** Largest JSON-RPC body accepted (default 10 MiB, as the HTTP service). */
  bodyLimit?: number;
}

export interface RunningHttp {
  url: string;
  close(): Promise<void>;
}

export const DEFAULT_MCP_PORT = 8765;
export const DEFAULT_MCP_PATH = '/mcp';
const DEFAULT_BODY_LIMIT = 10 * 1024 * 1024;

/** A refusal of the tool server's HTTP transport: the code's status, `{detail}` and `X-Error-Code`, as the service answers. */
function reply<C extends ErrorCode>(res: ServerResponse, code: C, ...params: ErrorArgs<C>): void {
  const detail = errorMessage(code, (params[0] ?? {}) as ErrorParams<C>);
  res.writeHead(ERROR_CATALOGUE[code].status, { 'content-type': 'application/json', 'x-error-code': code }).end(JSON.stringify({ detail }));
}

class BodyTooLarge extends Error {}

function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge());
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve(size === 0 ? undefined : JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))));
      } catch (err) {
        reject(err);
      }
    });
    req.on('error', reject);
  });
}

/** Listens on host:port (default 127.0.0.1:8765) and answers the protocol at `path` (default /mcp). */
export async function serveHttp(tools: ToolServer, options: HttpOptions = {}): Promise<RunningHttp> {
  const host = options.host ?? '127.0.0.1';
  const path = options.path ?? DEFAULT_MCP_PATH;
  const limit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  let allowedHosts: string[] = [];

  const http: HttpServer = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://local');
      if (url.pathname !== path) return reply(res, 'SC_MCP_NO_ROUTE', { path });
      if (req.method !== 'POST') return reply(res, 'SC_MCP_POST_ONLY');
      let body: unknown;
      try {
        body = await readJson(req, limit);
      } catch (err) {
        return err instanceof BodyTooLarge ? reply(res, 'SC_MCP_BODY_TOO_LARGE', { limit }) : reply(res, 'SC_MCP_BODY_NOT_JSON');
      }
      // No sessionIdGenerator: the transport is stateless (one request, one answer).
      const transport = new StreamableHTTPServerTransport({
        enableJsonResponse: true,
        enableDnsRebindingProtection: true,
        allowedHosts,
      });
      const server = tools.connectable();
      res.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(req, res, body);
    })().catch(() => {
      if (!res.headersSent) reply(res, 'SC_MCP_INTERNAL');
    });
  });

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? DEFAULT_MCP_PORT, host, () => resolve());
  });
  const { port } = http.address() as AddressInfo;
  const shown = host.includes(':') ? `[${host}]` : host;
  allowedHosts = [`${shown}:${port}`, ...(host === '127.0.0.1' || host === '::1' ? [`localhost:${port}`] : [])];
  return {
    url: `http://${shown}:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}
