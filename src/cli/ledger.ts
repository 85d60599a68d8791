// service-core ledger export FILE [--ledger FILE] [--force]: the decisions as JSON Lines, so an auditor
// can take the ledger elsewhere. FILE `-` writes to standard output. The ledger must already exist
// (export never creates one) and the output file is not overwritten without --force. The entity graph's
// commands (entities, path, cases, resolve, observe) live in entities.ts and print JSON.
// service-core ledger migrate --from FILE --to postgres://…: copies a SQLite ledger into an empty
// PostgreSQL ledger and verifies every decision id reads back identically (src/ledger/migrate.ts).
import { existsSync } from 'node:fs';
import { DEFAULT_LEDGER_PATH } from '../config.js';
import { ConfigError, ServiceError } from '../core/errors.js';
import { isPostgresUrl, openLedger, redactUrl } from '../ledger/index.js';
import { migrateLedger } from '../ledger/migrate.js';
import { ENTITY_COMMANDS, ENTITY_USAGE, type EntityCommand, runEntityCommand } from './entities.js';
import { commandArgs, refuseArgs } from './refuse.js';

const USAGE = `usage: service-core ledger export FILE [--ledger FILE|URL] [--force]
       service-core ledger migrate --from FILE --to postgres://USER@HOST:PORT/DB
       service-core ledger entities|path|cases|resolve|observe|erase ... [--ledger FILE|URL]

  export FILE      write every stored decision (records included, unmasked; erased values gone) as JSON Lines
                   to FILE, in recorded order; FILE "-" means standard output
${ENTITY_USAGE}  --ledger FILE    the ledger file (default: the SERVICE_LEDGER environment variable,
                   else ${DEFAULT_LEDGER_PATH}, the ledger of \`npm start\`)
  --force          overwrite FILE when it exists
  migrate          copy the SQLite ledger --from FILE into the empty PostgreSQL ledger
                   --to URL (created and migrated when new), then read every decision id
                   back from both and report any that differ (exit 1)
`;

export async function runLedger(argv: string[]): Promise<number> {
  const parsed = commandArgs('ledger', USAGE, argv, {
    ledger: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    force: { type: 'boolean', default: false },
    limit: { type: 'string' },
    cursor: { type: 'string' },
    'entity-type': { type: 'string' },
    entity: { type: 'string' },
    store: { type: 'boolean', default: false },
    reason: { type: 'string' },
    caller: { type: 'string' },
  });
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  const [sub, out, ...extra] = positionals;
  if (sub === 'migrate' && out === undefined) return runMigrate(values.from, values.to);
  const entityCommand = (ENTITY_COMMANDS as readonly string[]).includes(sub ?? '');
  if (!entityCommand && (sub !== 'export' || out === undefined || extra.length > 0)) {
    process.stderr.write(USAGE);
    return 2;
  }
  const named = values.ledger ?? process.env.SERVICE_LEDGER;
  const ledgerPath = named === undefined || named.trim() === '' ? DEFAULT_LEDGER_PATH : named;
  if (!entityCommand && out !== '-' && existsSync(out!) && !values.force) {
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
  if (entityCommand) {
    try {
      const answer = await runEntityCommand(ledger, sub as EntityCommand, positionals.slice(1), values);
      process.stdout.write(`${JSON.stringify(answer, null, 2)}\n`);
      return 0;
    } catch (err) {
      if (!(err instanceof ServiceError) || err.status >= 500) throw err;
      process.stderr.write(`service-core ledger ${sub}: ${err.message}\n`);
      return err.status === 404 ? 1 : 2;
    } finally {
      await ledger.close();
    }
  }
  try {
    const count = await ledger.exportJsonl(out === '-' ? process.stdout : out!);
    process.stderr.write(`exported ${count} decision${count === 1 ? '' : 's'} from ${ledger.path}\n`);
    return 0;
  } finally {
    await ledger.close();
  }
}

async function runMigrate(from: string | undefined, to: string | undefined): Promise<number> {
  if (!from || !to || !isPostgresUrl(to) || isPostgresUrl(from)) {
    return refuseArgs('ledger', 'migrate needs --from FILE (a SQLite ledger) and --to postgres://…', USAGE);
  }
  const r = await migrateLedger(from, to);
  process.stderr.write(
    `copied ${r.decisions} decisions, ${r.records} records and ${r.events} events from ${from} to ${redactUrl(to)}; ${r.verified} of ${r.decisions} ids read back identically\n`,
  );
  if (r.mismatched.length === 0) return 0;
  process.stderr.write(`these ids read differently from the copy:\n${r.mismatched.slice(0, 50).join('\n')}\n`);
  return 1;
}
