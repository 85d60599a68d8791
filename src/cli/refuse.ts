// How every CLI command refuses its arguments (README, CLI): `service-core COMMAND: why` and then the
// command's usage on stderr, exit code 2. One home, so the commands word and number it alike.

/** Writes the refusal of `command` (an error's message, or the text given) and the usage; answers exit code 2. */
export function refuseArgs(command: string, why: unknown, usage: string): 2 {
  process.stderr.write(`service-core ${command}: ${why instanceof Error ? why.message : String(why)}\n${usage}`);
  return 2;
}
