// The per-document records and the review pack: what a reviewer looks at — every proposed field with
// its span in that document's text, the pair decisions, the unlinked documents and the errors. Values
// are masked (docs/architecture.md D8) unless the caller asked to reveal them.
import { compareCodePoints } from '../core/canonicalJson.js';
import { maskValue } from '../core/mask.js';
import type { ExtractedField } from './fields.js';
import type { PairDecision } from './pairs.js';

export interface ProposedField {
  document: string;
  field: string;
  value: string;
  source: 'document';
  confidence: number;
  /** Code-point offsets of the value in that document's extracted text. */
  span: { start: number; end: number };
}

export interface ReviewPack {
  entity: string;
  proposed_fields: ProposedField[];
  decisions: PairDecision[];
  unlinked: string[];
  errors: Record<string, string>;
}

export interface DocumentFields {
  name: string;
  fields: ExtractedField[];
  detections: Record<string, number>;
}

const shown = (value: string, reveal: boolean) => (reveal ? value : maskValue(value));

/** `{document, <field>: value, …, detections}` per document. */
export function documentRecords(docs: readonly DocumentFields[], reveal: boolean): Record<string, unknown>[] {
  return docs.map((d) => {
    const record: Record<string, unknown> = { document: d.name };
    for (const f of d.fields) record[f.field] = shown(f.value, reveal);
    record.detections = d.detections;
    return record;
  });
}

export function reviewPack(
  entity: string,
  docs: readonly DocumentFields[],
  decisions: PairDecision[],
  unlinked: string[],
  errors: Record<string, string>,
  reveal: boolean,
): ReviewPack {
  const proposed_fields = docs.flatMap((d) =>
    [...d.fields]
      .sort((x, y) => compareCodePoints(x.field, y.field))
      .map((f) => ({
        document: d.name,
        field: f.field,
        value: shown(f.value, reveal),
        source: 'document' as const,
        confidence: f.confidence,
        span: { start: f.start, end: f.end },
      })),
  );
  return { entity, proposed_fields, decisions, unlinked, errors };
}
