// Starts the real server on an ephemeral loopback port for black-box tests.
import { type ServeOptions, serve } from '../../src/http/serve.js';

export interface TestServer {
  url: string;
  close(): Promise<void>;
  /** Sends a request; `body` objects are sent as JSON. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
}

export interface Answer {
  status: number;
  headers: Headers;
  json: Record<string, unknown>;
  text: string;
}

export async function startServer(options: ServeOptions = {}): Promise<TestServer> {
  const running = await serve({ port: 0, banner: null, ...options });
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      if (typeof body === 'string' || body instanceof FormData || body instanceof Uint8Array) init.body = body as NonNullable<RequestInit['body']>;
      else {
        init.body = JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
      }
    }
    const res = await fetch(`${running.url}${path}`, init);
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // not JSON (e.g. /docs HTML)
    }
    return { status: res.status, headers: res.headers, json, text };
  };
  return { url: running.url, close: running.close, call };
}

/** Asserts the contract's error body: exactly one key, `detail`, a non-empty string. */
export function isDetailOnly(json: Record<string, unknown>): boolean {
  return Object.keys(json).length === 1 && typeof json.detail === 'string' && json.detail.length > 0;
}
