// How the CLI commands read and refuse their arguments (README, CLI): `service-core COMMAND: why` and then
// the command's usage on stderr, exit code 2; -h/--help prints the usage, exit code 0. One home, so the
// commands word and number it alike.
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { type Coded, coded, stableCode } from '../core/errors.js';
import { quoteSafe } from '../core/safeToken.js';

/** Writes the refusal of `command` (an error's message, or the text given) and the usage; answers exit code 2. */
export function refuseArgs(command: string, why: unknown, usage: string): 2 {
  process.stderr.write(`service-core ${command}: ${why instanceof Error ? why.message : String(why)}\n${usage}`);
  return 2;
}

/**
 * The catalogue error for arguments node's parseArgs refused, by its stable code (ERR_PARSE_ARGS_…): the
 * flag or argument it names is taken from its message only as a token core/safeToken.ts may quote, the
 * message itself is not shown (a positional can be anything the user typed).
 */
export function argsProblem(err: unknown): Coded {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  const quoted = /'([^']*)'/.exec(err instanceof Error ? err.message : '')?.[1] ?? '';
  const flag = quoteSafe(/(--?[A-Za-z0-9][\w-]*)(?: <value>)?$/.exec(quoted)?.[1]);
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return coded('SC_CLI_UNKNOWN_OPTION', { option: flag });
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE': {
      // node gives one code for three cases; its message (read, never shown) tells them apart.
      const message = err instanceof Error ? err.message : '';
      if (quoted.endsWith(' <value>')) return coded('SC_CLI_OPTION_VALUE_MISSING', { option: flag });
      if (/\bambiguous\b/.test(message)) return coded('SC_CLI_OPTION_VALUE_DASHED', { option: flag });
      if (/does not take an argument/.test(message)) return coded('SC_CLI_OPTION_TAKES_NO_VALUE', { option: flag });
      return coded('SC_CLI_ARGS', { code: stableCode(err) });
    }
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return coded('SC_CLI_UNEXPECTED_ARGUMENT', { argument: quoteSafe(quoted) });
    default:
      return coded('SC_CLI_ARGS', { code: stableCode(err) });
  }
}

const HELP = { help: { type: 'boolean', short: 'h' } } as const;
type Options = NonNullable<ParseArgsConfig['options']>;
type CommandConfig<O extends Options> = { args: string[]; options: O & typeof HELP; allowPositionals: true; strict: true };

/**
 * The command's arguments (its `options` and -h/--help, positionals allowed, unknown flags refused), or the
 * exit code when there is nothing more to do: 0 after printing the usage for --help, 2 after refusing them.
 */
export function commandArgs<O extends Options>(command: string, usage: string, argv: string[], options: O): ReturnType<typeof parseArgs<CommandConfig<O>>> | 0 | 2 {
  let parsed: ReturnType<typeof parseArgs<CommandConfig<O>>>;
  try {
    parsed = parseArgs<CommandConfig<O>>({ args: argv, options: { ...options, ...HELP }, allowPositionals: true, strict: true });
  } catch (err) {
    return refuseArgs(command, argsProblem(err).message, usage);
  }
  if ('help' in parsed.values && parsed.values.help === true) {
    process.stdout.write(usage);
    return 0;
  }
  return parsed;
}
