// service-core mcp: flags + environment → the tool-protocol server over stdio (default) or streamable
// HTTP on loopback. Over stdio, stdout is the protocol stream: everything else goes to stderr.
import { UsageError } from '../config.js';
import { MCP_USAGE, resolveMcpConfig } from '../mcp/config.js';
import { createToolServer } from '../mcp/server.js';
import { runStdio, serveHttp } from '../mcp/transports.js';
import { refuseArgs } from './refuse.js';

export async function runMcp(argv: string[]): Promise<number> {
  let config: ReturnType<typeof resolveMcpConfig>;
  try {
    config = resolveMcpConfig(argv);
  } catch (err) {
    if (err instanceof UsageError) return refuseArgs('mcp', err, MCP_USAGE);
    throw err;
  }
  // A ConfigError (unusable ledger, missing key) is worded by the dispatcher (src/cli.ts), exit 1.
  const tools = createToolServer({
    ledger: config.ledger,
    signingKey: config.signingKey,
    ceiling: config.ceiling,
    guard: { tokenKey: config.tokenKey, allowedProviders: config.allowedProviders, transferBasis: config.transferBasis },
  });
  try {
    await tools.ready();
  } catch (err) {
    tools.close();
    throw err;
  }
  const law = config.ceiling.statute ?? config.ceiling.jurisdiction ?? 'not pinned (each call names or infers it)';
  const banner = `tools: ${tools.tools.length}; ledger: ${tools.ledgerPath ?? 'none'}; signing: ${config.signingKey ? 'on' : 'off'}; governing law: ${law}`;
  if (config.transport === 'stdio') {
    process.stderr.write(`service-core mcp on stdio; ${banner}\n`);
    await runStdio(tools);
    tools.close();
    return 0;
  }
  try {
    const running = await serveHttp(tools, { port: config.port, path: config.path });
    process.stderr.write(`service-core mcp listening on ${running.url} (no authentication: loopback only); ${banner}\n`);
    const stop = () => {
      void running.close().then(() => {
        tools.close();
        process.exit(0);
      });
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return -1;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES') {
      process.stderr.write(`service-core mcp: cannot listen on 127.0.0.1:${config.port} (${code})\n`);
      tools.close();
      return 1;
    }
    throw err;
  }
}
