// service-core serve: flags + environment → serve(). Stops with a clear message on bad configuration.
import { resolveServeConfig, UsageError } from '../config.js';
import { ConfigError } from '../core/errors.js';
import { serve } from '../http/serve.js';

export async function runServe(argv: string[]): Promise<number> {
  let config: ReturnType<typeof resolveServeConfig>;
  try {
    config = resolveServeConfig(argv);
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`service-core serve: ${err.message}\nusage: service-core serve [--port N] [--ledger FILE] [--signing-key FILE] [--warm] [--no-reveal]\n`);
      return 2;
    }
    throw err;
  }
  try {
    const running = await serve({
      host: config.host,
      port: config.port,
      ledger: config.ledger,
      signingKey: config.signingKey,
      warmStart: config.warm,
      noReveal: config.noReveal,
    });
    const stop = () => {
      void running.close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return -1; // keep running; the dispatcher leaves the exit code alone
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`service-core serve: ${err.message}\n`);
      return 1;
    }
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES') {
      process.stderr.write(`service-core serve: cannot listen on ${config.host}:${config.port} (${code})\n`);
      return 1;
    }
    throw err;
  }
}
