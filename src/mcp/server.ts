// The tool-protocol (Model Context Protocol) server: every verb as a tool, over the official SDK's
// low-level Server so that argument errors are protocol errors (JSON-RPC "invalid params" naming each
// bad field) rather than tool results a model might read as an answer. Tools are thin adapters
// (./tools); this file validates arguments against each tool's schema (defaults filled), applies
// nothing of its own to the law (the tools apply the operator's ceiling), and attests every answer
// when a signing key is loaded: the same envelope as HTTP, `tool` = the tool name, `inputs_sha256`
// over the arguments with defaults, `caller` null over stdio and the proxy header over HTTP.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import { buildAttestation, loadSigningKey, type SigningKey } from '../attest/index.js';
import { type Coded, coded, type ErrorCode as CatalogueCode, errorMessage, ServiceError } from '../core/errors.js';
import { quoteSafe } from '../core/safeToken.js';
import { coverage } from '../detect/coverage.js';
import { VERSION } from '../core/version.js';
import type { CoverageOf, GuardPolicy } from '../guard/index.js';
import { describeValidation, type ValidationIssue } from '../http/validation.js';
import { type Ledger, openLedger } from '../ledger/index.js';
import { TOOLS } from './tools/index.js';
import { type Ceiling, CeilingError, type ToolContext, type ToolDef } from './tools/types.js';

export const CALLER_HEADER = 'x-service-caller';

export interface ToolServerOptions {
  /** Ledger file (opened here, closed with the server) or an opened ledger; null: no ledger tools. */
  ledger?: string | Ledger | null;
  /** PEM file or loaded key; null: answers are not attested. */
  signingKey?: string | SigningKey | null;
  ceiling?: Partial<Ceiling>;
  guard?: Partial<GuardPolicy>;
  /** How the guard learns coverage (default: the detectors' own coverage report). */
  coverageOf?: CoverageOf;
}

const installedCoverage: CoverageOf = (statute, jurisdiction) => coverage({ statute, jurisdiction });

export interface ToolServer {
  /** A new protocol server over the shared tools (one per connection; stateless HTTP makes one per request). */
  connectable(): Server;
  /** The tools this server lists, in order. */
  readonly tools: readonly ToolDef[];
  /** Resolves once the ledger (if any) is open and migrated; rejects with a ConfigError when it cannot be used. */
  ready(): Promise<void>;
  /** Where the ledger is (the URL without its password), or null. */
  readonly ledgerPath: string | null;
  close(): void;
}

interface CompiledTool {
  def: ToolDef;
  check: ReturnType<typeof Compile<TSchema>>;
}

/** TypeBox reports unknown properties once for the object; the 422 sentence names each one. */
function issuesOf(compiled: CompiledTool, value: unknown): ValidationIssue[] {
  const out: ValidationIssue[] = [];
  for (const e of compiled.check.Errors(value)) {
    if (e.keyword === 'boolean') continue; // `additionalProperties: false` seen per property; reported below
    if (e.keyword === 'required') {
      for (const name of (e.params as { requiredProperties?: string[] }).requiredProperties ?? []) {
        out.push({ instancePath: e.instancePath, keyword: 'required', params: { missingProperty: name } });
      }
      continue;
    }
    if (e.keyword === 'additionalProperties') {
      for (const name of (e.params as { additionalProperties?: string[] }).additionalProperties ?? []) {
        out.push({ instancePath: `${e.instancePath}/${name}`, keyword: 'additionalProperties', params: { additionalProperty: name }, message: 'is not a known argument' });
      }
      continue;
    }
    out.push({ instancePath: e.instancePath, keyword: e.keyword, params: e.params as Record<string, unknown>, message: e.message });
  }
  return out;
}

/**
 * A JSON-RPC "invalid params" error. The SDK's McpError prefixes its own message, which its client
 * prefixes again; the protocol layer reads only `code` and `message`, so this carries them plainly.
 */
class InvalidParams extends Error {
  readonly code = ErrorCode.InvalidParams;
  /** The catalogue code of the refusal (core/errorCatalogue.ts); the protocol carries only `code` and `message`. */
  readonly catalogueCode: CatalogueCode;
  constructor(c: Coded) {
    super(c.message);
    this.catalogueCode = c.code;
  }
}

/** Arguments with the schema's defaults filled: what the tool runs on and what `inputs_sha256` binds. */
export function argumentsWithDefaults(schema: TSchema, args: unknown): unknown {
  return Value.Default(schema, structuredClone(args ?? {}));
}

function answerOf(value: unknown, key: SigningKey | null, tool: string, inputs: unknown, caller: string | null) {
  const answer = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { result: value };
  const attested = key ? { ...answer, attestation: buildAttestation({ key, tool, inputs, response: answer, caller }) } : answer;
  return { content: [{ type: 'text' as const, text: JSON.stringify(attested) }], structuredContent: attested };
}

function headerOf(headers: unknown, name: string): string | null {
  if (headers === null || typeof headers !== 'object') return null;
  for (const [k, v] of Object.entries(headers as Record<string, unknown>)) {
    if (k.toLowerCase() !== name) continue;
    const value = Array.isArray(v) ? v[0] : v;
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

export function createToolServer(options: ToolServerOptions): ToolServer {
  const key = typeof options.signingKey === 'string' ? loadSigningKey(options.signingKey) : (options.signingKey ?? null);
  const ownsLedger = typeof options.ledger === 'string';
  const ledger = typeof options.ledger === 'string' ? openLedger(options.ledger) : (options.ledger ?? null);
  const ctx: ToolContext = {
    ceiling: { jurisdiction: options.ceiling?.jurisdiction ?? null, statute: options.ceiling?.statute ?? null },
    ledger,
    guard: {
      tokenKey: options.guard?.tokenKey ?? null,
      allowedProviders: options.guard?.allowedProviders ?? null,
      transferBasis: options.guard?.transferBasis ?? null,
    },
    coverageOf: options.coverageOf ?? installedCoverage,
    signer: key?.did ?? null,
  };
  const tools = TOOLS.filter((t) => !t.needsLedger || ledger !== null);
  const compiled = new Map<string, CompiledTool>(tools.map((def) => [def.name, { def, check: Compile(def.input) }]));
  const listing = tools.map((t) => ({ name: t.name, description: t.description, inputSchema: JSON.parse(JSON.stringify(t.input)) as { type: 'object' } }));

  const connectable = (): Server => {
    const server = new Server({ name: 'service-core', version: VERSION }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listing }));
    server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
      const entry = compiled.get(request.params.name);
      // The name is the caller's: quoted only when it is a safe token (core/safeToken.ts).
      if (!entry) throw new InvalidParams(coded('SC_MCP_TOOL_UNKNOWN', { given: quoteSafe(request.params.name), tools: tools.map((t) => t.name).join(', ') }));
      const args = argumentsWithDefaults(entry.def.input, request.params.arguments);
      const issues = issuesOf(entry, args);
      if (issues.length > 0) throw new InvalidParams(coded('SC_REQUEST_MODEL', { detail: describeValidation(issues, `${entry.def.name} call`) }));
      const caller = headerOf(extra.requestInfo?.headers, CALLER_HEADER);
      try {
        return answerOf(await entry.def.run(args as never, ctx), key, entry.def.name, args, caller);
      } catch (err) {
        if (err instanceof CeilingError) throw new InvalidParams({ code: err.code, message: err.message });
        if (err instanceof ServiceError && err.status < 500) return { content: [{ type: 'text' as const, text: err.message }], isError: true };
        // Never the message: it may quote a value. The error's class is enough to find it in the code.
        process.stderr.write(`service-core mcp: tool ${entry.def.name} failed (${err instanceof Error ? err.name : typeof err})\n`);
        return { content: [{ type: 'text' as const, text: errorMessage('SC_MCP_TOOL_FAILED', { tool: entry.def.name }) }], isError: true };
      }
    });
    return server;
  };

  return {
    connectable,
    tools,
    ready: async () => ledger?.ready(),
    ledgerPath: ledger?.path ?? null,
    close: () => {
      if (ledger && ownsLedger) void ledger.close().catch(() => undefined);
    },
  };
}
