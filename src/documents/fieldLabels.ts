// Loads field-labels.json once: the form labels (`Account holder:`, `Employer:`) that introduce an
// identity field in statements, payslips and bills, compiled into one line pattern per field.
import Type, { type TOptional } from 'typebox';
import { loadDataFile, validateData } from '../core/dataFile.js';
import { escapeRegExp } from '../core/matches.js';

export const FIELD_NAMES = ['name', 'national_id', 'phone', 'email', 'dob', 'address', 'organisation'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

export interface FieldLabels {
  /** Per field: `^\s*(label)\s*[:\-–]\s*(value)` over one line (multiline, case-insensitive). */
  patterns: ReadonlyMap<FieldName, RegExp>;
}

const FILE = new URL('./field-labels.json', import.meta.url);

const Labels = Type.Array(Type.String({ minLength: 1, pattern: '\\S' }), { minItems: 1 });

/** The schema of field-labels.json: per field, the labels that introduce it. */
export const FIELD_LABELS_SCHEMA = Type.Object(
  {
    schema: Type.Literal('documents.field-labels.v1'),
    comment: Type.Optional(Type.String()),
    fields: Type.Object(Object.fromEntries(FIELD_NAMES.map((f) => [f, Type.Optional(Labels)])) as Record<FieldName, TOptional<typeof Labels>>, {
      additionalProperties: false,
    }),
  },
  { additionalProperties: false },
);

function escapeLabel(label: string): string {
  return escapeRegExp(label).replace(/ /g, '\\s+');
}

/** Validates parsed labels; exported so tests can feed it broken data. */
export function buildFieldLabels(raw: unknown, file: URL | string = FILE): FieldLabels {
  const data = validateData(raw, FIELD_LABELS_SCHEMA, file);
  const patterns = new Map<FieldName, RegExp>();
  for (const [field, labels] of Object.entries(data.fields) as [FieldName, string[] | undefined][]) {
    if (!labels) continue;
    // Longest first, so `account holder name` wins over `account holder`.
    const alternatives = [...labels].sort((a, b) => b.length - a.length).map(escapeLabel);
    patterns.set(field, new RegExp(`^[ \\t]*(?:${alternatives.join('|')})[ \\t]*[:\\-\\u2013][ \\t]*(\\S[^\\n]*?)[ \\t]*$`, 'gimu'));
  }
  return { patterns };
}

export const FIELD_LABELS: FieldLabels = buildFieldLabels(loadDataFile(FILE, FIELD_LABELS_SCHEMA));
