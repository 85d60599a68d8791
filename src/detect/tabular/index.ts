// Tabular mode: in a table (tables.ts) the header row is the cue of every value in its column, so a
// `national_id` column's values are national identifiers and a `jina` column's values are names even
// without a cue word beside them. Reported as detector `table-header:<column kind>` at 0.70: a header
// names what a column should hold, not what a check proved, so validated rule findings (a check digit
// that held) still win every overlap, and a cell whose shape does not fit its column (letters in a
// phone column, `n/a`) is not reported. Offsets are UTF-16 here; the pipeline converts them once.
import type { DetectContext, Detector, RawSpan } from '../types.js';
import { categoryIn, foldHeader, HEADER_VOCABULARY, type HeaderVocabulary, type ValueShape } from './headers.js';
import { findTables } from './tables.js';

/** Confidence of a value whose only evidence is its column's header. */
export const TABLE_HEADER_CONFIDENCE = 0.7;

const SHAPES: Readonly<Record<ValueShape, RegExp>> = {
  // Letters (any script), with the marks, apostrophes, hyphens, dots and blanks of names; no digits.
  name: /^[\p{L}\p{M}][\p{L}\p{M}'’.,\- ]{0,80}$/u,
  // Letters, digits and the separators identifiers are written with; at least one digit.
  identifier: /^(?=[^\d]*\d)[\p{L}\p{N}][\p{L}\p{N} ./-]{2,40}$/u,
  phone: /^(?=(?:[^\d]*\d){6,16}[^\d]*$)\+?[\d ()./-]{6,24}$/,
  email: /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/,
  date: /^(?=[^\d]*\d)[\p{L}\p{N} ,./-]{4,32}$/u,
  text: /[\p{L}\p{N}]/u,
};

const NAME_WORDS_MAX = 6;

function fits(shape: ValueShape, value: string): boolean {
  if (!SHAPES[shape].test(value)) return false;
  return shape !== 'name' || value.split(/\s+/).length <= NAME_WORDS_MAX;
}

/** Spans of the values of every known column of every table in the text. */
export function findTableValues(text: string, jurisdiction: string | null, vocabulary: HeaderVocabulary = HEADER_VOCABULARY): RawSpan[] {
  const out: RawSpan[] = [];
  for (const table of findTables(text, vocabulary)) {
    const columns = table.headers.map((h) => vocabulary.headers.get(h) ?? null);
    for (const row of table.rows) {
      for (let k = 0; k < row.length; k++) {
        const column = columns[k];
        const cell = row[k]!;
        if (!column || cell.end <= cell.start) continue;
        const value = text.slice(cell.start, cell.end);
        if (vocabulary.empty.has(value.trim().toLowerCase()) || !fits(column.value, value)) continue;
        out.push({
          category: categoryIn(column, jurisdiction),
          start: cell.start,
          end: cell.end,
          confidence: TABLE_HEADER_CONFIDENCE,
          detector: `table-header:${column.kind}`,
          metadata: { column: column.kind, header: table.headers[k]!, separator: table.separator === '\t' ? 'tab' : table.separator },
        });
      }
    }
  }
  return out;
}

export const tableDetector: Detector = {
  name: 'table_header',
  countries: [],
  detect: (text: string, ctx: DetectContext) => findTableValues(text, ctx.jurisdiction),
};

export { foldHeader, HEADER_VOCABULARY };
export { findTables, type Table } from './tables.js';
