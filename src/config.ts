// Flags + environment → one frozen Config. A flag wins; when it is absent the environment is read.
import { availableParallelism } from 'node:os';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { argsProblem } from './cli/refuse.js';
import { type Coded, coded, type ErrorCode } from './core/errors.js';
// The retention bound lives with the ledger that applies it (the ledger does not import this file).
import { MAX_RETENTION_DAYS } from './ledger/retention.js';

export interface Config {
  readonly host: string;
  readonly port: number;
  readonly ledger: string | null;
  readonly signingKey: string | null;
  readonly warm: boolean;
  /** Refuse `reveal` requests (403): `--no-reveal` or SERVICE_NO_REVEAL=1. */
  readonly noReveal: boolean;
  /** Erase values first stored more than this many days ago (at start and hourly): `--retention-days N` or SERVICE_RETENTION_DAYS; null = keep. */
  readonly retentionDays: number | null;
  /** Processes serving the one port (node:cluster): `--workers N` or SERVICE_WORKERS; default the number of cores. */
  readonly workers: number;
  /**
   * V8 young-generation limit of every serving process, MB per semi-space (a power of two, 1-64):
   * `--semi-space-mb N` or SERVICE_SEMI_SPACE_MB; null when neither is given (serve then keeps a
   * `--max-semi-space-size` node was launched with, else uses DEFAULT_SEMI_SPACE_MB).
   */
  readonly semiSpaceMb: number | null;
}

/** Most worker processes `--workers` accepts. */
export const MAX_WORKERS = 64;

/** Semi-space limit (MB) of the serving processes when none is set: RSS after load under 200 MB (README, issue 19). */
export const DEFAULT_SEMI_SPACE_MB = 4;

/** Largest semi-space limit accepted (V8's default on 64-bit is 16). */
export const MAX_SEMI_SPACE_MB = 64;

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8766;
/** The ledger `npm start` serves (package.json) and `ledger export` reads when none is named. */
export const DEFAULT_LEDGER_PATH = './data/ledger.db';

/** `1`, `true`, `yes` (any case) mean on. */
export function envFlag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes'].includes(value.trim().toLowerCase());
}

/** A flag's or variable's text, trimmed; null when it is absent or blank (`serve` and `mcp` read settings alike). */
export function nonEmpty(value: string | undefined): string | null {
  return value !== undefined && value.trim() !== '' ? value.trim() : null;
}

/** A whole number written as digits (a port, a count, days) from min to max; null when it is anything else. */
export function wholeNumberIn(text: string, min: number, max: number): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= max ? n : null;
}

/** A setting the user must fix before start-up (exit 2), with its catalogue code. */
export class UsageError extends Error {
  readonly code: ErrorCode;
  constructor(c: Coded) {
    super(c.message);
    this.name = 'UsageError';
    this.code = c.code;
  }
}

/** node's parseArgs for a command's flags; what it refuses is a UsageError with its catalogue code (cli/refuse.ts argsProblem). */
export function parseFlags<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (err) {
    throw new UsageError(argsProblem(err));
  }
}

/** Parses `service-core serve` arguments against the environment. Throws UsageError for bad flags. */
export function resolveServeConfig(argv: string[], env: NodeJS.ProcessEnv = process.env): Config {
  const { values } = parseServeArgs(argv);
  const port = values.port === undefined ? DEFAULT_PORT : wholeNumberIn(values.port, 0, 65535);
  if (port === null) throw new UsageError(coded('SC_PORT_INVALID'));
  const workersText = nonEmpty(values.workers) ?? nonEmpty(env.SERVICE_WORKERS);
  const workers = workersText === null ? availableParallelism() : wholeNumberIn(workersText, 1, MAX_WORKERS);
  if (workers === null) throw new UsageError(coded('SC_WORKERS_INVALID', { max: MAX_WORKERS }));
  const retentionText = nonEmpty(values['retention-days']) ?? nonEmpty(env.SERVICE_RETENTION_DAYS);
  const retentionDays = retentionText === null ? null : wholeNumberIn(retentionText, 1, MAX_RETENTION_DAYS);
  if (retentionText !== null && retentionDays === null) throw new UsageError(coded('SC_RETENTION_INVALID', { max: MAX_RETENTION_DAYS }));
  const semiText = nonEmpty(values['semi-space-mb']) ?? nonEmpty(env.SERVICE_SEMI_SPACE_MB);
  const semiSpaceMb = semiText === null ? null : wholeNumberIn(semiText, 1, MAX_SEMI_SPACE_MB);
  // V8 rounds the limit up to a power of two; asking for one it would change is refused, not rounded.
  if (semiText !== null && (semiSpaceMb === null || (semiSpaceMb & (semiSpaceMb - 1)) !== 0)) {
    throw new UsageError(coded('SC_SEMI_SPACE_INVALID', { max: MAX_SEMI_SPACE_MB }));
  }
  return Object.freeze({
    host: DEFAULT_HOST,
    port,
    ledger: nonEmpty(values.ledger) ?? nonEmpty(env.SERVICE_LEDGER),
    signingKey: nonEmpty(values['signing-key']) ?? nonEmpty(env.SERVICE_SIGNING_KEY),
    warm: values.warm === true || envFlag(env.SERVICE_WARM),
    noReveal: values['no-reveal'] === true || envFlag(env.SERVICE_NO_REVEAL),
    retentionDays,
    workers,
    semiSpaceMb,
  });
}

function parseServeArgs(argv: string[]) {
  return parseFlags({
    args: argv,
    options: {
      port: { type: 'string' },
      ledger: { type: 'string' },
      'signing-key': { type: 'string' },
      warm: { type: 'boolean' },
      'no-reveal': { type: 'boolean' },
      'retention-days': { type: 'string' },
      workers: { type: 'string' },
      'semi-space-mb': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
}
