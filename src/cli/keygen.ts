// service-core keygen FILE [--force]: the only way a signing key comes into being (contract: never on
// the fly). Prints the did:key the operator publishes so that clients can pin it.
import { generateKeyFile, KeyFileExistsError } from '../attest/keys.js';
import { commandArgs } from './refuse.js';

const USAGE = 'usage: service-core keygen FILE [--force]\n';

export async function runKeygen(argv: string[]): Promise<number> {
  const parsed = commandArgs('keygen', USAGE, argv, { force: { type: 'boolean' } });
  if (typeof parsed === 'number') return parsed;
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
