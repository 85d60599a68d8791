// Shipped default Fellegi-Sunter parameters of a pack (priors/<pack>.json, issue 11): m and u per
// comparison level taken from general facts (how often two people drawn at random share a birth
// date, a name, an address) and typical keying and change rates, never from a benchmark's labels or a
// data set's records. The file is read once through core/dataFile.ts and checked (every trainable
// comparison of the pack listed once, m and u of each comparison summing to 1, review below match),
// then built into a parameter object of the trained scorer's own schema (params.ts) — the pack's
// comparators hash and each kind's level cuts (levels.json) filled in — and validated by the same
// validateTrainedParams, so its hash is pinned in every receipt it decides, exactly like a trained
// file's. It is marked `prior`: decide.ts keeps the distinctive-signal gate for it, because nothing
// was learnt from the caller's records about how distinctive their names are.
import { existsSync } from 'node:fs';
import Type from 'typebox';
import { dataFileError, readDataJson, validateData } from '../../core/dataFile.js';
import { Probability } from '../../core/dataSchemas.js';
import { quoteSafe } from '../../core/safeToken.js';
import { findPack } from '../packs.js';
import { trainableSlots } from './estimate.js';
import { cutsFor, usesTermFrequency } from './levels.js';
import type { TfTableFile } from '../tfTable.js';
import { LEVELS, PARAMS_SCHEMA, type TfSummary, type TrainedComparison, type TrainedParams, type TrainedParamsFile, validateTrainedParams } from './params.js';

const PerLevel = Type.Object({ exact: Probability, close: Probability, partial: Probability, disagree: Probability }, { additionalProperties: false });

/** The schema of priors/<pack>.json. */
const PriorSchema = Type.Object(
  {
    schema: Type.Literal('service.comparison_prior.v1'),
    pack: Type.String({ minLength: 1 }),
    note: Type.String({ minLength: 1 }),
    lambda: Probability,
    lambda_note: Type.String({ minLength: 1 }),
    thresholds: Type.Object({ match: Probability, review: Probability }, { additionalProperties: false }),
    thresholds_note: Type.String({ minLength: 1 }),
    comparisons: Type.Array(
      Type.Object(
        {
          key: Type.String({ minLength: 1 }),
          m: PerLevel,
          u: PerLevel,
          /** Term-frequency adjust this comparison by the pack's shipped token-frequency table (tf/<table>.json). */
          tf_table: Type.Optional(Type.String({ minLength: 1 })),
          note: Type.String({ minLength: 1 }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1 },
    ),
  },
  { additionalProperties: false },
);

/** How far the probabilities of a comparison's levels may sum from 1 (rounding in a hand-written file). */
const SUM_TOLERANCE = 1e-6;

/**
 * Checks a parsed prior file against its schema and its pack, and builds the parameter object.
 * `file` names it in errors (a path, or a URL).
 */
export function priorParamsFrom(file: URL | string, raw: unknown): TrainedParams {
  const p = validateData(raw, PriorSchema, file);
  const pack = findPack(p.pack);
  if (!pack || pack.name !== p.pack) throw dataFileError(file, '/pack', 'DF_NO_ENTITY_PACK');
  if (!(p.thresholds.review < p.thresholds.match)) throw dataFileError(file, '/thresholds/review', 'DF_NOT_BELOW', { bound: 'match' });
  const slots = new Map(trainableSlots(pack).map((s) => [s.key, s]));
  const seen = new Set<string>();
  const comparisons: TrainedComparison[] = [];
  p.comparisons.forEach((c, i) => {
    const slot = slots.get(c.key);
    if (!slot) throw dataFileError(file, `/comparisons/${i}/key`, 'DF_NOT_IN_LIST', { list: `the trainable comparisons of pack ${quoteSafe(pack.name)}` });
    if (seen.has(c.key)) throw dataFileError(file, `/comparisons/${i}/key`, 'DF_ENTRY_TWICE');
    seen.add(c.key);
    for (const side of ['m', 'u'] as const) {
      const sum = LEVELS.reduce((s, l) => s + c[side][l], 0);
      if (Math.abs(sum - 1) > SUM_TOLERANCE) throw dataFileError(file, `/comparisons/${i}/${side}`, 'DF_NOT_SUM_ONE');
    }
    const levels = Object.fromEntries(LEVELS.map((l) => [l, { m: c.m[l], u: c.u[l] }])) as TrainedComparison['levels'];
    const out: TrainedComparison = { key: c.key, field: slot.field, kind: slot.spec.kind, cuts: cutsFor(slot.spec.kind), levels };
    if (c.tf_table !== undefined) {
      if (c.tf_table !== pack.tf.name) throw dataFileError(file, `/comparisons/${i}/tf_table`, 'DF_NAMES_OTHER', { given: quoteSafe(c.tf_table), expected: quoteSafe(pack.tf.name) });
      if (!usesTermFrequency(slot.spec.kind)) throw dataFileError(file, `/comparisons/${i}/tf_table`, 'DF_NOT_IN_LIST', { list: 'the term-frequency kinds of levels.json' });
      out.tf = tfSummaryOf(pack.tf.file);
    }
    comparisons.push(out);
  });
  for (const key of slots.keys()) if (!seen.has(key)) throw dataFileError(file, '/comparisons', 'DF_MISSING');
  const params: TrainedParamsFile = {
    schema: PARAMS_SCHEMA,
    pack: { name: pack.name, comparators_sha256: pack.comparatorsSha256 },
    lambda: p.lambda,
    thresholds: { ...p.thresholds },
    comparisons,
    prior: { source: `shipped:${pack.name}` },
  };
  return validateTrainedParams(`shipped prior ${pack.name}`, params);
}

/**
 * A shipped token-frequency table as the trained scorer's term-frequency summary: a token's frequency
 * is its share of the table, an unseen token counts at the table's unseen frequency. The calibrations
 * are the table's own expectations for a value of two tokens (a given name and a surname): a record's
 * token has expected frequency Σf², so a two-token value Σf² squared (mean_value_freq, the u of an
 * exact agreement the scorer adjusts around), and the token two records share Σf³/Σf²
 * (mean_shared_token_freq), as estimate.ts computes them from a batch.
 */
export function tfSummaryOf(t: TfTableFile): TfSummary {
  const counts: Record<string, number> = {};
  let f2 = 0;
  let f3 = 0;
  let min = Infinity;
  for (const [token, n] of Object.entries(t.counts)) {
    const f = n / t.total;
    f2 += f * f;
    f3 += f * f * f;
    if (n >= 2) {
      counts[token] = n;
      min = Math.min(min, n);
    }
  }
  return {
    min_count: Number.isFinite(min) ? min : 2,
    records: t.total,
    rare_rel_freq: t.unseen_rel_freq,
    mean_value_freq: f2 * f2,
    mean_shared_token_freq: f3 / f2,
    counts,
  };
}

const cache = new Map<string, TrainedParams | null>();

/**
 * The shipped prior of a pack (priors/<pack>.json, where the folder holds one), built once; null for a
 * pack that ships none or a name that is no pack.
 */
export function priorParams(packName: string): TrainedParams | null {
  let params = cache.get(packName);
  if (params === undefined) {
    if (findPack(packName)?.name !== packName) return null;
    const file = new URL(`./priors/${packName}.json`, import.meta.url);
    params = existsSync(file) ? priorParamsFrom(file, readDataJson(file)) : null;
    cache.set(packName, params);
  }
  return params;
}
