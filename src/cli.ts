#!/usr/bin/env node
// service-core command line: a dispatcher with no logic of its own; each command lives in src/cli/.
const USAGE = `usage: service-core <command> [options]

commands:
  serve   [--port N] [--ledger FILE|postgres://…] [--workers N] [--semi-space-mb N] [--signing-key FILE] [--warm] [--no-reveal] [--retention-days N]
  keygen  FILE [--force]
  verify  FILE [--inputs FILE] [--response FILE] [--key DID|PEMFILE] [--json]
  ledger  export FILE|- [--ledger FILE|postgres://…] [--force]
          migrate --from FILE --to postgres://…
          entities|cases [--limit N] [--cursor C] [--entity-type T] [--ledger FILE|postgres://…]
          path REC_A REC_B | resolve FILE|- --entity PACK [--store] | observe REC FILE|-
          erase ID... --reason R [--caller NAME]
  link    FILE [FILE_B] --out DIR [--entity person] [--map field=column ...] [--id-field id] [--reveal]
  mcp     [--transport stdio|http] [--port N] [--path /mcp] [--ledger FILE] [--signing-key FILE]
  train   --entity PACK FILE.csv|FILE.jsonl --out PARAMS.json [--seed N] [--force]
`;

type Command = (argv: string[]) => Promise<number>;

const commands: Record<string, () => Promise<Command>> = {
  serve: async () => (await import('./cli/serve.js')).runServe,
  keygen: async () => (await import('./cli/keygen.js')).runKeygen,
  verify: async () => (await import('./cli/verify.js')).runVerify,
  ledger: async () => (await import('./cli/ledger.js')).runLedger,
  mcp: async () => (await import('./cli/mcp.js')).runMcp,
  link: async () => (await import('./cli/link.js')).runLink,
  train: async () => (await import('./cli/train.js')).runTrain,
};

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(USAGE);
    return name === undefined ? 2 : 0;
  }
  const load = commands[name];
  if (!load) {
    process.stderr.write(`service-core: unknown command '${name}'\n${USAGE}`);
    return 2;
  }
  try {
    return await (await load())(rest);
  } catch (err) {
    // A configuration problem (unusable ledger, missing key) from any command: its message, exit 1. Each
    // command catches only what it words differently (usage, a hint, a 4xx).
    const { ConfigError } = await import('./core/errors.js');
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`service-core ${name}: ${err.message}\n`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    // serve and mcp over HTTP keep the process alive through their listening socket; the others exit with their code.
    if (code >= 0) process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`service-core: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
