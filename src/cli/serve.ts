// service-core serve: flags + environment → serve(). Stops with a clear message on bad configuration.
// With --workers N > 1 (default: the number of cores) the process becomes a node:cluster primary and
// every worker runs this same function (src/cli/serveCluster.ts). Every serving process runs with the
// young-generation limit (src/cli/heapFlags.ts): with --workers 1 this process serves itself only when it
// was launched with that limit, else it runs one worker that is. Each serving process also collects its
// heap once it goes idle after a burst (src/cli/idleHeap.ts).
import { DEFAULT_SEMI_SPACE_MB, resolveServeConfig, UsageError } from '../config.js';
import { ConfigError } from '../core/errors.js';
import { heapBannerLine, launchedSemiSpaceMb, servingExecArgv } from './heapFlags.js';
import { startIdleHeapCollector } from './idleHeap.js';
import { refuseArgs } from './refuse.js';
import { isClusterWorker, report, runPrimary } from './serveCluster.js';

const USAGE = 'usage: service-core serve [--port N] [--ledger FILE|postgres://…] [--workers N] [--semi-space-mb N] [--signing-key FILE] [--warm] [--no-reveal] [--retention-days N]';

export async function runServe(argv: string[]): Promise<number> {
  let config: ReturnType<typeof resolveServeConfig>;
  try {
    config = resolveServeConfig(argv);
  } catch (err) {
    if (err instanceof UsageError) return refuseArgs('serve', err, `${USAGE}\n`);
    throw err;
  }
  const worker = isClusterWorker();
  const launched = launchedSemiSpaceMb(process.execArgv, process.env.NODE_OPTIONS);
  const semiSpaceMb = config.semiSpaceMb ?? launched ?? DEFAULT_SEMI_SPACE_MB;
  // Several processes, or one that must be launched with the young-generation limit: a primary forks them.
  if (!worker && (config.workers > 1 || launched !== semiSpaceMb)) {
    // Refuse a bad key or ledger once, here, before the workers each load the service to find out; the
    // ledger is also migrated once before they start (a ConfigError is worded by src/cli.ts, exit 1).
    if (config.signingKey) (await import('../attest/index.js')).loadSigningKey(config.signingKey);
    if (config.ledger) {
      const ledger = (await import('../ledger/index.js')).openLedger(config.ledger);
      try {
        await ledger.ready();
      } finally {
        await ledger.close();
      }
    }
    return runPrimary(config.workers, servingExecArgv(process.execArgv, semiSpaceMb));
  }
  const refuse = (message: string, code: number) => {
    if (worker) report({ type: 'failed', message, code });
    else process.stderr.write(`service-core serve: ${message}\n`);
    return code;
  };
  try {
    const { serve } = await import('../http/serve.js');
    const lines: string[] = [];
    const running = await serve({
      host: config.host,
      port: config.port,
      ledger: config.ledger,
      signingKey: config.signingKey,
      warmStart: config.warm,
      noReveal: config.noReveal,
      retentionDays: config.retentionDays,
      banner: worker ? (line) => lines.push(line) : undefined,
    });
    startIdleHeapCollector();
    if (worker) report({ type: 'listening', banner: [...lines, heapBannerLine(launched)] });
    else process.stdout.write(`${heapBannerLine(launched)}\n`);
    const stop = () => {
      void running.close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return -1; // keep running; the dispatcher leaves the exit code alone
  } catch (err) {
    if (err instanceof ConfigError) return refuse(err.message, 1);
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES') return refuse(`cannot listen on ${config.host}:${config.port} (${code})`, 1);
    throw err;
  }
}
