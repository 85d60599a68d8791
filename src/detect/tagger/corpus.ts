// Training and evaluation text for the tagger, as (text, character spans) pairs: Universal NER IOB2
// files (tokens aligned back to the `# text` line), presidio-synth records (PERSON, GPE,
// ORGANIZATION mapped to PER, LOC, ORG; in a STREET_ADDRESS only its gazetteer places are LOC), and the conversion of spans to BIO
// labels over the tagger's own tokens (src/detect/tagger/tokens.ts), so training sees what inference sees.
// presidio-synth is read through the one data loader (core/dataFile.ts): a broken training file stops the
// trainer naming the file and the record (`/12/spans/0`), not midway with a TypeError.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import Type, { type Static } from 'typebox';
import { dataFileError, readDataJson, validateData } from '../../core/dataFile.js';
import { findGazetteerPlaces } from '../../lexicon/index.js';
import { B, type EntityType, I } from './model.js';
import type { Tokens } from './tokens.js';

export interface GoldSpan {
  type: EntityType;
  /** UTF-16 offsets. */
  start: number;
  end: number;
}

export interface Sentence {
  text: string;
  spans: GoldSpan[];
  /** The document the sentence belongs to (UNER's `# newdoc id`); absent for training data with no documents. */
  doc?: string;
}

const IOB_TYPES: Record<string, EntityType> = { PER: 'PER', LOC: 'LOC', ORG: 'ORG' };

/**
 * Reads a Universal NER IOB2 file: each sentence's `# text =` line and its tokens (column 2) with IOB2
 * tags (column 3); tokens are found in the text left to right to recover character offsets. Tokens the
 * text does not contain verbatim (rare normalisations) end the sentence's alignment; its spans so far are kept.
 * Each sentence carries the id of the document it belongs to (`# newdoc id`, kept until the next one).
 */
export function readIob2(path: string): Sentence[] {
  const out: Sentence[] = [];
  let text: string | null = null;
  let doc: string | undefined;
  let rows: [string, string][] = [];
  const flush = () => {
    if (text !== null) out.push({ ...alignIob(text, rows), ...(doc === undefined ? {} : { doc }) });
    text = null;
    rows = [];
  };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.startsWith('# newdoc id = ')) doc = line.slice(14).trim();
    else if (line.startsWith('# text = ')) text = line.slice(9);
    else if (line.trim() === '') flush();
    else if (!line.startsWith('#')) {
      const cols = line.split('\t');
      if (cols.length >= 3 && /^\d+$/.test(cols[0]!)) rows.push([cols[1]!, cols[2]!]);
    }
  }
  flush();
  return out;
}

function alignIob(text: string, rows: [string, string][]): Sentence {
  const spans: GoldSpan[] = [];
  let at = 0;
  let open: GoldSpan | null = null;
  for (const [token, tag] of rows) {
    const found = text.indexOf(token, at);
    if (found < 0 || found - at > 20) break;
    const end = found + token.length;
    at = end;
    const type = IOB_TYPES[tag.slice(2)];
    if (tag.startsWith('B-') && type) {
      open = { type, start: found, end };
      spans.push(open);
    } else if (tag.startsWith('I-') && type && open && open.type === type) {
      open.end = end;
    } else {
      open = null;
    }
  }
  return { text, spans };
}

/** The fields of presidio-synth the trainer and the benches read; a record's other fields (masked, template_id, metadata) are not checked. */
const PRESIDIO_SCHEMA = Type.Array(
  Type.Object({
    full_text: Type.String(),
    spans: Type.Array(
      Type.Object({ entity_type: Type.String({ minLength: 1 }), start_position: Type.Integer({ minimum: 0 }), end_position: Type.Integer({ minimum: 0 }) }),
    ),
  }),
);
export type PresidioRecord = Static<typeof PRESIDIO_SCHEMA>[number];

/**
 * presidio-synth's records, read through the one data loader and checked: the schema, then every span a
 * non-empty slice of its record's text. The one reader of the file (the trainer here, bench:detect, bench:places).
 */
export function readPresidioRecords(file: URL): PresidioRecord[] {
  const data = validateData(readDataJson(file), PRESIDIO_SCHEMA, file);
  data.forEach((r, i) => {
    r.spans.forEach((s, j) => {
      if (s.start_position >= s.end_position || s.end_position > r.full_text.length) {
        throw dataFileError(file, `/${i}/spans/${j}`, 'DF_NOT_SPAN_OF_TEXT', { start: s.start_position, end: s.end_position, length: r.full_text.length });
      }
    });
  });
  return data;
}

const PRESIDIO_TYPES: Record<string, EntityType> = { PERSON: 'PER', GPE: 'LOC', ORGANIZATION: 'ORG' };

/** Reads presidio-synth; `keep(index)` selects records (the trainer holds a fixed part out for evaluation). */
export function readPresidio(path: string, keep: (index: number) => boolean = () => true): Sentence[] {
  const data = readPresidioRecords(pathToFileURL(path));
  const out: Sentence[] = [];
  data.forEach((r, index) => {
    if (!keep(index)) return;
    const spans: GoldSpan[] = [];
    for (const s of r.spans) {
      const type = PRESIDIO_TYPES[s.entity_type];
      if (type) spans.push({ type, start: s.start_position, end: s.end_position });
      // A whole street address is not one place: the towns, regions and countries in it are (as Universal NER marks them).
      else if (s.entity_type === 'STREET_ADDRESS') {
        const inside = r.full_text.slice(s.start_position, s.end_position);
        for (const h of findGazetteerPlaces(inside)) spans.push({ type: 'LOC', start: s.start_position + h.start, end: s.start_position + h.end });
      }
    }
    spans.sort((a, b) => a.start - b.start);
    out.push({ text: r.full_text, spans });
  });
  return out;
}

/** The presidio-synth records the tagger never trains on: every third one (index % 3 === 2), kept for evaluation. */
export const presidioHeldOut = (index: number): boolean => index % 3 === 2;

/** BIO labels of the tokens: a token starting inside a span takes its type (B- on the span's first token). */
export function labelTokens(tokens: Tokens, spans: readonly GoldSpan[]): Uint8Array {
  const labels = new Uint8Array(tokens.words.length);
  let s = 0;
  let inside: GoldSpan | null = null;
  for (let t = 0; t < tokens.words.length; t++) {
    const start = tokens.starts[t]!;
    while (s < spans.length && spans[s]!.end <= start) s++;
    const span = s < spans.length && spans[s]!.start <= start ? spans[s]! : null;
    if (span) {
      labels[t] = inside === span ? I(span.type) : B(span.type);
      inside = span;
    } else inside = null;
  }
  return labels;
}
