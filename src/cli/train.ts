// service-core train --entity PACK FILE.csv|FILE.jsonl --out PARAMS.json [--seed N] [--force]:
// learns Fellegi-Sunter parameters for a pack from an unlabelled batch (src/compare/train/) and writes
// the versioned parameter file that compare() accepts as `params`. Prints counts, never values.
import { existsSync } from 'node:fs';
import { readBatchFile } from '../compare/train/batchFile.js';
import { saveTrainedParams, trainPack } from '../compare/train/index.js';
import { commandArgs } from './refuse.js';

const USAGE = 'usage: service-core train --entity PACK FILE.csv|FILE.jsonl --out PARAMS.json [--seed N] [--force]\n';

export async function runTrain(argv: string[]): Promise<number> {
  const parsed = commandArgs('train', USAGE, argv, {
    entity: { type: 'string' },
    out: { type: 'string' },
    seed: { type: 'string' },
    force: { type: 'boolean' },
  });
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  const [file, ...extra] = positionals;
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (file === undefined || extra.length > 0 || values.out === undefined || (seed !== undefined && !Number.isInteger(seed))) {
    process.stderr.write(USAGE);
    return 2;
  }
  if (existsSync(values.out) && values.force !== true) {
    process.stderr.write(`service-core train: ${values.out} exists (pass --force to replace it)\n`);
    return 2;
  }
  try {
    const records = await readBatchFile(file);
    const params = trainPack(values.entity ?? 'person', records, seed === undefined ? {} : { seed });
    saveTrainedParams(values.out, params);
    const t = params.file.training!;
    process.stdout.write(
      [
        `params    ${values.out}`,
        `pin       ${params.sha256}`,
        `pack      ${params.file.pack.name} ${params.file.pack.comparators_sha256.slice(0, 12)}`,
        `records   ${t.records}; candidate pairs ${t.candidate_pairs}; random pairs ${t.random_pairs}; EM ${t.converged ? 'converged' : 'stopped'} after ${t.em_iterations} iterations`,
        `lambda    ${params.file.lambda.toPrecision(4)}`,
        ...t.warnings.map((w) => `warning   ${w}`),
        '',
      ].join('\n'),
    );
    return 0;
  } catch (err) {
    process.stderr.write(`service-core train: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}
