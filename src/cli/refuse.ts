// How the CLI commands read and refuse their arguments (README, CLI): `service-core COMMAND: why` and then
// the command's usage on stderr, exit code 2; -h/--help prints the usage, exit code 0. One home, so the
// commands word and number it alike.
import { type ParseArgsConfig, parseArgs } from 'node:util';

/** Writes the refusal of `command` (an error's message, or the text given) and the usage; answers exit code 2. */
export function refuseArgs(command: string, why: unknown, usage: string): 2 {
  process.stderr.write(`service-core ${command}: ${why instanceof Error ? why.message : String(why)}\n${usage}`);
  return 2;
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
    return refuseArgs(command, err, usage);
  }
  if ('help' in parsed.values && parsed.values.help === true) {
    process.stdout.write(usage);
    return 0;
  }
  return parsed;
}
