// Test helpers: an SDK client connected to a tool server in process (in-memory transport), over a
// child process's stdio, or over streamable HTTP; and the parsed JSON answer of a tool call.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { ToolServer } from '../../src/mcp/server.js';

export async function inProcessClient(tools: ToolServer): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await tools.connectable().connect(serverSide);
  const client = new Client({ name: 'test', version: '1' });
  await client.connect(clientSide);
  return client;
}

export async function stdioClient(command: string, args: string[], env: Record<string, string>, cwd: string): Promise<Client> {
  const client = new Client({ name: 'test', version: '1' });
  await client.connect(new StdioClientTransport({ command, args, env, cwd, stderr: 'pipe' }));
  return client;
}

export async function httpClient(url: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'test', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  return client;
}

export interface ToolAnswer {
  isError: boolean;
  json: Record<string, unknown>;
  text: string;
}

/** Calls a tool and parses its one text content as JSON (error results keep their text). */
export async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<ToolAnswer> {
  const result = await client.callTool({ name, arguments: args });
  const content = result.content as { type: string; text: string }[];
  const text = content[0]?.text ?? '';
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // an error message, not JSON
  }
  return { isError: result.isError === true, json, text };
}

/** The protocol error a call raises (or null when it answered). */
export async function protocolError(client: Client, name: string, args: Record<string, unknown>): Promise<{ code: number; message: string } | null> {
  try {
    await client.callTool({ name, arguments: args });
    return null;
  } catch (err) {
    const e = err as { code?: number; message?: string };
    return { code: e.code ?? 0, message: e.message ?? '' };
  }
}
