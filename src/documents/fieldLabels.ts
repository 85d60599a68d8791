// Loads field-labels.json once: the form labels (`Account holder:`, `Employer:`) that introduce an
// identity field in statements, payslips and bills, compiled into one line pattern per field.
import { readFileSync } from 'node:fs';

export const FIELD_NAMES = ['name', 'national_id', 'phone', 'email', 'dob', 'address', 'organisation'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

export interface FieldLabels {
  /** Per field: `^\s*(label)\s*[:\-–]\s*(value)` over one line (multiline, case-insensitive). */
  patterns: ReadonlyMap<FieldName, RegExp>;
}

const FILE = 'field-labels.json';

function escapeLabel(label: string): string {
  return label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
}

/** Validates parsed labels; exported so tests can feed it broken data. */
export function buildFieldLabels(raw: unknown, file = FILE): FieldLabels {
  const obj = raw as { schema?: unknown; fields?: unknown };
  if (typeof raw !== 'object' || raw === null) throw new Error(`${file}: must be a JSON object`);
  if (obj.schema !== 'documents.field-labels.v1') throw new Error(`${file}: field 'schema' must be 'documents.field-labels.v1'`);
  if (typeof obj.fields !== 'object' || obj.fields === null) throw new Error(`${file}: field 'fields' must be an object of field to labels`);
  const patterns = new Map<FieldName, RegExp>();
  for (const [field, labels] of Object.entries(obj.fields as Record<string, unknown>)) {
    if (!(FIELD_NAMES as readonly string[]).includes(field)) throw new Error(`${file}: field 'fields.${field}' is not one of ${FIELD_NAMES.join(', ')}`);
    if (!Array.isArray(labels) || labels.length === 0 || labels.some((l) => typeof l !== 'string' || l.trim() === '')) {
      throw new Error(`${file}: field 'fields.${field}' must be a non-empty list of non-empty strings`);
    }
    // Longest first, so `account holder name` wins over `account holder`.
    const alternatives = [...(labels as string[])].sort((a, b) => b.length - a.length).map(escapeLabel);
    patterns.set(field as FieldName, new RegExp(`^[ \\t]*(?:${alternatives.join('|')})[ \\t]*[:\\-\\u2013][ \\t]*(\\S[^\\n]*?)[ \\t]*$`, 'gimu'));
  }
  return { patterns };
}

export const FIELD_LABELS: FieldLabels = buildFieldLabels(JSON.parse(readFileSync(new URL(`./${FILE}`, import.meta.url), 'utf8')));
