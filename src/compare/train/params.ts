// Trained Fellegi-Sunter parameters of a pack: the versioned file `service-core train` writes and
// compare() accepts (option `params`). Validated at load (TypeBox); a broken file is an error that
// names its path and the first thing wrong. Its hash (SHA-256 of the validated object's compact JSON,
// exact numbers) goes into the receipt's pins, so a decision made with a parameter file replays only
// with the same file. The file holds no record values: per comparison level m and u, the prior,
// the decision bands, and for term-frequency adjustment only tokens that at least `min_count`
// records share (common words, not anyone's identifying value) plus aggregate frequencies.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Type, { type Static } from 'typebox';
import { Value } from 'typebox/value';
import { COMPARATOR_KINDS } from '../comparators/types.js';
import { type DataProblem, dataProblemMessage, schemaProblem } from '../../core/errorCatalogueData.js';
import { type Coded, CodedError, coded } from '../../core/errors.js';
import { quoteSafe } from '../../core/safeToken.js';
import { Probability } from '../../core/dataSchemas.js';

export const PARAMS_SCHEMA = 'service.trained_params.v1';
export const LEVELS = ['exact', 'close', 'partial', 'disagree'] as const;
export type Level = (typeof LEVELS)[number];

const MU = Type.Object({ m: Probability, u: Probability }, { additionalProperties: false });

const TfSchema = Type.Object(
  {
    /** Tokens shared by fewer records are not stored; they count at rare_rel_freq. */
    min_count: Type.Integer({ minimum: 2 }),
    records: Type.Integer({ minimum: 1 }),
    /** Relative frequency of a token below min_count (the mean over those tokens' occurrences). */
    rare_rel_freq: Probability,
    /** Mean, over records, of the estimated frequency of a record's value (the calibration of the adjustment). */
    mean_value_freq: Probability,
    /**
     * Expected frequency of the token two records share, over pairs of records that share one
     * (Σf³/Σf² over tokens): the calibration of the adjustment at the close and partial levels, where
     * the agreement is on some tokens of the value rather than the whole. Absent in files trained
     * before it existed: those levels are then not adjusted.
     */
    mean_shared_token_freq: Type.Optional(Probability),
    counts: Type.Record(Type.String({ pattern: '^[\\p{L}\\p{N}]+$' }), Type.Integer({ minimum: 2 })),
  },
  { additionalProperties: false },
);

const ComparisonSchema = Type.Object(
  {
    key: Type.String({ minLength: 1 }),
    field: Type.String({ minLength: 1 }),
    kind: Type.Enum([...COMPARATOR_KINDS]),
    cuts: Type.Object({ close: Probability, partial: Probability }, { additionalProperties: false }),
    levels: Type.Object({ exact: MU, close: MU, partial: MU, disagree: MU }, { additionalProperties: false }),
    tf: Type.Optional(TfSchema),
  },
  { additionalProperties: false },
);

export const TrainedParamsSchema = Type.Object(
  {
    schema: Type.Literal(PARAMS_SCHEMA),
    pack: Type.Object({ name: Type.String({ minLength: 1 }), comparators_sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }) }, { additionalProperties: false }),
    /** Prior probability that two records drawn at random describe one entity. */
    lambda: Probability,
    /** Match-probability bands: ≥ match → same_entity (unless refuted or vetoed), ≥ review → review. */
    thresholds: Type.Object({ match: Probability, review: Probability }, { additionalProperties: false }),
    comparisons: Type.Array(ComparisonSchema, { minItems: 1 }),
    /**
     * Set on shipped default parameters (train/prior.ts): the data file they were built from. Nothing
     * was learnt from the caller's records, so the distinctive-signal gate stays on. A file holds
     * exactly one of `prior` and `training`.
     */
    prior: Type.Optional(Type.Object({ source: Type.String({ minLength: 1 }) }, { additionalProperties: false })),
    training: Type.Optional(Type.Object(
      {
        records: Type.Integer({ minimum: 1 }),
        candidate_pairs: Type.Integer({ minimum: 0 }),
        random_pairs: Type.Integer({ minimum: 0 }),
        seed: Type.Integer(),
        em_iterations: Type.Integer({ minimum: 0 }),
        converged: Type.Boolean(),
        rules: Type.Array(
          Type.Object({ name: Type.String(), pairs: Type.Integer({ minimum: 0 }), estimated: Type.Array(Type.String()) }, { additionalProperties: false }),
        ),
        /** How many records carry each canonical field (counts only, never values). */
        fields_present: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
        warnings: Type.Array(Type.String()),
      },
      { additionalProperties: false },
    )),
  },
  { additionalProperties: false },
);

export type TrainedParamsFile = Static<typeof TrainedParamsSchema>;
export type TrainedComparison = Static<typeof ComparisonSchema>;
export type TfSummary = Static<typeof TfSchema>;

/** A validated parameter file with its pin. */
export interface TrainedParams {
  readonly file: TrainedParamsFile;
  /** `sha256:<hex>` of the compact JSON of the validated object. */
  readonly sha256: string;
}

/** A trained parameter file that cannot be read or does not fit its schema; carries its catalogue code. */
export class TrainedParamsError extends CodedError {
  /** For a file that does not fit the schema, what is wrong with the entry (core/errorCatalogueData.ts). */
  readonly problem: DataProblem | undefined;
  constructor(c: Coded, problem?: DataProblem) {
    super(c);
    this.problem = problem;
  }
}

/** Validates an already-parsed parameter object; `where` names it in errors (a path or "object"). */
export function validateTrainedParams(where: string, data: unknown): TrainedParams {
  if (!Value.Check(TrainedParamsSchema, data)) {
    const errors = [...Value.Errors(TrainedParamsSchema, data)];
    const first = errors[0];
    const { problem, params } = schemaProblem(errors);
    throw new TrainedParamsError(coded('SC_TRAINED_PARAMS_SCHEMA', { where, path: first?.instancePath || '/', dataProblem: dataProblemMessage(problem, params) }), problem);
  }
  const p = data as TrainedParamsFile;
  if ((p.prior === undefined) === (p.training === undefined)) {
    const problem = 'DF_EXACTLY_ONE_OF';
    throw new TrainedParamsError(coded('SC_TRAINED_PARAMS_SCHEMA', { where, path: '/', dataProblem: dataProblemMessage(problem, { names: 'training, prior' }) }), problem);
  }
  if (p.thresholds.review > p.thresholds.match) throw new TrainedParamsError(coded('SC_TRAINED_THRESHOLDS_ORDER', { where }));
  const keys = new Set<string>();
  for (const c of p.comparisons) {
    if (keys.has(c.key)) throw new TrainedParamsError(coded('SC_TRAINED_COMPARISON_TWICE', { where, key: quoteSafe(c.key) }));
    keys.add(c.key);
    if (c.cuts.partial > c.cuts.close) throw new TrainedParamsError(coded('SC_TRAINED_CUTS_ORDER', { where, key: quoteSafe(c.key) }));
  }
  const sha256 = createHash('sha256').update(JSON.stringify(p)).digest('hex');
  return Object.freeze({ file: p, sha256: `sha256:${sha256}` });
}

/** Reads and validates a parameter file. */
export function loadTrainedParams(path: string): TrainedParams {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new TrainedParamsError(coded('SC_TRAINED_PARAMS_UNREADABLE', { where: path, errno: (err as NodeJS.ErrnoException).code ?? 'error' }));
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    // The parser's message quotes the file's text, which may be a records file given by mistake: not shown.
    throw new TrainedParamsError(coded('SC_TRAINED_PARAMS_NOT_JSON', { where: path }));
  }
  return validateTrainedParams(path, raw);
}
