// The train verb: learns Fellegi-Sunter parameters for an entity pack from an unlabelled batch of
// field maps (library function; the CLI's `train` command is a thin adapter). Records are projected
// onto the pack's fields (aliases resolved), candidate pairs come from the pack's shipped blocking
// rules (blocking/<pack>.json), and estimate.ts learns m, u, λ and term frequencies. The result is a
// validated parameter object whose file compare() accepts as `params`.
import { writeFileSync } from 'node:fs';
import { serviceError } from '../../core/errors.js';
import { quoteSafe } from '../../core/safeToken.js';
import { blockingRulesFor, blocksByRule } from '../blocking/index.js';
import { findPack, PACK_NAMES } from '../packs.js';
import { projectRecord, type RecordInput } from '../records.js';
import { type EstimateOptions, estimateParameters } from './estimate.js';
import { type TrainedParams, validateTrainedParams } from './params.js';

export { MIN_RECORDS, WARN_RECORDS, TrainingError } from './estimate.js';
export { loadTrainedParams, type TrainedParams, TrainedParamsError, validateTrainedParams } from './params.js';

export function trainPack(entity: string, records: readonly RecordInput[], opts: EstimateOptions = {}): TrainedParams {
  const pack = findPack(entity);
  if (!pack) throw serviceError('SC_ENTITY_UNKNOWN', { given: quoteSafe(entity), packs: PACK_NAMES.join(', ') });
  const rules = blockingRulesFor(pack.name);
  if (!rules) throw serviceError('SC_TRAIN_NO_BLOCKING', { pack: pack.name });
  const projected = records.map((r) => projectRecord(pack, r));
  const blocks = blocksByRule(projected, rules);
  const file = estimateParameters(pack, projected, blocks, opts);
  return validateTrainedParams('trained in process', file);
}

/** Writes a parameter file (pretty JSON; the pin hashes the parsed object, not the bytes). */
export function saveTrainedParams(path: string, params: TrainedParams): void {
  writeFileSync(path, `${JSON.stringify(params.file, null, 2)}\n`);
}
