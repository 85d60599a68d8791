// service-core keygen FILE [--force]: the only way a signing key comes into being (contract: never on
// the fly). Prints the did:key the operator publishes so that clients can pin it.
import { parseArgs } from 'node:util';
import { generateKeyFile, KeyFileExistsError } from '../attest/keys.js';
import { refuseArgs } from './refuse.js';

const USAGE = 'usage: service-core keygen FILE [--force]\n';

export async function runKeygen(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (err) {
    return refuseArgs('keygen', err, USAGE);
  }
  if (parsed.values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const [file, ...extra] = parsed.positionals;
  if (file === undefined || extra.length > 0) {
    process.stderr.write(USAGE);
    return 2;
  }
  try {
    const { path, did } = generateKeyFile(file, { force: parsed.values.force === true });
    process.stdout.write(
      `key       ${path}\ndid:key   ${did}\npublish the did:key; set SERVICE_SIGNING_KEY to the path for service-core serve\n`,
    );
    return 0;
  } catch (err) {
    if (err instanceof KeyFileExistsError) {
      process.stderr.write(`service-core: ${err.message}\n`);
      return 2;
    }
    process.stderr.write(`service-core keygen: cannot write ${file}: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  });
}
