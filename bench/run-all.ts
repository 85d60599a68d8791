// `npm run bench`: every benchmark in turn, each in its own process (so one's memory never skews another's).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BENCHES = ['service', 'detect-accuracy', 'detect-speed', 'compare-accuracy', 'er-magellan', 'persons', 'compare-speed', 'compare-text-speed', 'ledger', 'documents', 'places', 'special', 'ner-heldout', 'link', 'cost', 'worst-case'];

let failed = 0;
for (const name of BENCHES) {
  const file = `bench/${name}.ts`;
  if (!existsSync(`${ROOT}/${file}`)) {
    process.stdout.write(`\n== ${name}: not present\n`);
    continue;
  }
  process.stdout.write(`\n== ${name}\n`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) failed += 1;
}
process.exitCode = failed > 0 ? 1 : 0;
