// `service-core mcp` flags + environment → one frozen configuration. Same conventions as `serve`: a
// flag wins over its environment variable; a bad value stops start-up with a sentence saying what to fix.
import { nonEmpty, parseFlags, UsageError, wholeNumberIn } from '../config.js';
import { coded, ServiceError } from '../core/errors.js';
import { MIN_TOKEN_KEY_LENGTH } from '../guard/index.js';
import { requireJurisdiction, requireStatute, STATUTE_IDS } from '../jurisdiction/index.js';
import { transferRulesFor } from '../jurisdiction/transfers.js';
import { DEFAULT_MCP_PATH, DEFAULT_MCP_PORT } from './transports.js';

export interface McpConfig {
  readonly transport: 'stdio' | 'http';
  readonly port: number;
  readonly path: string;
  readonly ledger: string | null;
  readonly signingKey: string | null;
  readonly ceiling: { readonly jurisdiction: string | null; readonly statute: string | null };
  readonly tokenKey: string | null;
  readonly allowedProviders: readonly string[] | null;
  readonly transferBasis: string | null;
}

export const MCP_USAGE =
  'usage: service-core mcp [--transport stdio|http] [--port N] [--path /mcp] [--ledger FILE] [--signing-key FILE]\n' +
  '  environment: SERVICE_LEDGER, SERVICE_SIGNING_KEY, SERVICE_JURISDICTION, SERVICE_STATUTE (the ceiling),\n' +
  '  SERVICE_TOKEN_KEY, SERVICE_ALLOWED_PROVIDERS (comma-separated), SERVICE_TRANSFER_BASIS (guarded_scan)\n';

/**
 * Runs a check that throws a catalogued service error and turns it into a usage error of the same code,
 * its catalogue sentence led by the variable's name (`SERVICE_STATUTE: no statute pack named …`).
 */
function checked<T>(name: string, run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (!(err instanceof ServiceError)) throw err;
    throw new UsageError({ code: err.code, message: `${name}: ${err.detail}` });
  }
}

export function resolveMcpConfig(argv: string[], env: NodeJS.ProcessEnv = process.env): McpConfig {
  const values: Record<string, string | boolean | undefined> = parseFlags({
    args: argv,
    options: {
      transport: { type: 'string' },
      port: { type: 'string' },
      path: { type: 'string' },
      ledger: { type: 'string' },
      'signing-key': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  }).values;
  const transport = (values.transport as string | undefined) ?? 'stdio';
  if (transport !== 'stdio' && transport !== 'http') throw new UsageError(coded('SC_MCP_TRANSPORT'));
  const port = values.port === undefined ? DEFAULT_MCP_PORT : wholeNumberIn(values.port as string, 0, 65535);
  if (port === null) throw new UsageError(coded('SC_PORT_INVALID'));
  const path = (values.path as string | undefined) ?? DEFAULT_MCP_PATH;
  if (!/^\/[A-Za-z0-9._~/-]*$/.test(path)) throw new UsageError(coded('SC_MCP_PATH'));

  const jurisdiction = nonEmpty(env.SERVICE_JURISDICTION);
  const statute = nonEmpty(env.SERVICE_STATUTE);
  const ceiling = {
    jurisdiction: jurisdiction === null ? null : checked('SERVICE_JURISDICTION', () => requireJurisdiction(jurisdiction)),
    statute: statute === null ? null : checked('SERVICE_STATUTE', () => requireStatute(statute).statute),
  };

  const tokenKey = nonEmpty(env.SERVICE_TOKEN_KEY);
  if (tokenKey !== null && tokenKey.length < MIN_TOKEN_KEY_LENGTH) {
    throw new UsageError(coded('SC_TOKEN_KEY_SHORT', { min: MIN_TOKEN_KEY_LENGTH }));
  }
  const providers = env.SERVICE_ALLOWED_PROVIDERS;
  const allowedProviders =
    providers === undefined || providers.trim() === '' ? null : providers.split(',').map((p) => p.trim()).filter((p) => p !== '');
  const transferBasis = nonEmpty(env.SERVICE_TRANSFER_BASIS);
  if (transferBasis !== null) {
    const statutes = ceiling.statute !== null ? [ceiling.statute] : STATUTE_IDS;
    if (!statutes.some((s) => transferRulesFor(s)?.bases[transferBasis] !== undefined)) {
      throw new UsageError(coded('SC_TRANSFER_BASIS_UNKNOWN', { statute: ceiling.statute ?? 'any shipped statute' }));
    }
  }
  return Object.freeze({
    transport,
    port,
    path,
    ledger: nonEmpty(values.ledger as string | undefined) ?? nonEmpty(env.SERVICE_LEDGER),
    signingKey: nonEmpty(values['signing-key'] as string | undefined) ?? nonEmpty(env.SERVICE_SIGNING_KEY),
    ceiling: Object.freeze(ceiling),
    tokenKey,
    allowedProviders: allowedProviders === null ? null : Object.freeze(allowedProviders),
    transferBasis,
  });
}
