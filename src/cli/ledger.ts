// service-core ledger export FILE [--ledger FILE] [--force]: the decisions as JSON Lines, so an auditor
// can take the ledger elsewhere. FILE `-` writes to standard output. The ledger must already exist
// (export never creates one) and the output file is not overwritten without --force.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_LEDGER_PATH } from '../config.js';
import { ConfigError } from '../core/errors.js';
import { openLedger } from '../ledger/index.js';

const USAGE = `usage: service-core ledger export FILE [--ledger FILE] [--force]

  export FILE      write every stored decision (records included, unmasked) as JSON Lines
                   to FILE, in recorded order; FILE "-" means standard output
  --ledger FILE    the ledger file (default: the SERVICE_LEDGER environment variable,
                   else ${DEFAULT_LEDGER_PATH}, the ledger of \`npm start\`)
  --force          overwrite FILE when it exists
`;

export async function runLedger(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (err) {
    process.stderr.write(`service-core ledger: ${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const [sub, out, ...extra] = positionals;
  if (sub !== 'export' || out === undefined || extra.length > 0) {
    process.stderr.write(USAGE);
    return 2;
  }
  const named = values.ledger ?? process.env.SERVICE_LEDGER;
  const ledgerPath = named === undefined || named.trim() === '' ? DEFAULT_LEDGER_PATH : named;
  if (out !== '-' && existsSync(out) && !values.force) {
    process.stderr.write(`service-core ledger: ${out} exists; pass --force to overwrite it\n`);
    return 1;
  }
  let ledger: ReturnType<typeof openLedger>;
  try {
    ledger = openLedger(ledgerPath, { mustExist: true });
  } catch (err) {
    if (err instanceof ConfigError) {
      const hint = ledgerPath === DEFAULT_LEDGER_PATH && named === undefined ? ` (the default, the ledger of \`npm start\`; pass --ledger FILE or set SERVICE_LEDGER)` : '';
      process.stderr.write(`service-core ledger: ${err.message}${hint}\n`);
      return 1;
    }
    throw err;
  }
  try {
    const count = await ledger.exportJsonl(out === '-' ? process.stdout : out);
    process.stderr.write(`exported ${count} decision${count === 1 ? '' : 's'} from ${ledger.path}\n`);
    return 0;
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`service-core ledger: ${err.message}\n`);
      return 1;
    }
    throw err;
  } finally {
    await ledger.close();
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ledger: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}
