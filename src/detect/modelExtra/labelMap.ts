// The label map of the detect extra: which of a token-classification model's labels (CoNLL PER/LOC/
// ORG/MISC and the common PII label sets) become which of our categories and /extract entity types.
// Data in labels.json, validated once at load; an unknown label is ignored (the model proposes nothing).
import Type, { type Static, type TSchema } from 'typebox';
import { ENTITY_TYPES } from '../../extract/vocabulary.js';
import { loadDataFile, validateData } from '../../core/dataFile.js';

export interface LabelTarget {
  /** Our PII category, or null when /detect ignores the label. */
  category: string | null;
  /** The /extract entity type, or null when /extract ignores the label. */
  entityType: string | null;
}

export type LabelMap = ReadonlyMap<string, LabelTarget>;

const FILE = new URL('./labels.json', import.meta.url);
const Nullable = <T extends TSchema>(t: T) => Type.Union([Type.Null(), t]);

/** The schema of a label map file: `{labels: {LABEL: {category, entity_type}}}`, null where a verb ignores the label. */
export const LABEL_MAP_SCHEMA = Type.Object(
  {
    $comment: Type.Optional(Type.String()),
    labels: Type.Record(
      Type.String({ pattern: '^[A-Z0-9_]+$' }),
      Type.Object(
        {
          category: Nullable(Type.String({ pattern: '^PII-[1-8]-[A-Z_]+$' })),
          entity_type: Nullable(Type.Union(ENTITY_TYPES.map((t) => Type.Literal(t)))),
        },
        { additionalProperties: false },
      ),
      { additionalProperties: false, minProperties: 1 },
    ),
  },
  { additionalProperties: false },
);

function mapOf(data: Static<typeof LABEL_MAP_SCHEMA>): LabelMap {
  return new Map(Object.entries(data.labels).map(([label, t]) => [label, { category: t.category, entityType: t.entity_type }]));
}

/** Validates a parsed label map file; a DataFileError names the file and the bad entry. */
export function parseLabelMap(data: unknown, source: URL | string = 'label map'): LabelMap {
  return mapOf(validateData(data, LABEL_MAP_SCHEMA, source));
}

/** The shipped label map (labels.json). */
export const DEFAULT_LABEL_MAP: LabelMap = mapOf(loadDataFile(FILE, LABEL_MAP_SCHEMA));
