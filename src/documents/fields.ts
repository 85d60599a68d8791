// The identity fields one document carries (name, national_id, phone, email, dob, address,
// organisation), each with its span in the document's text. Validated detections win for identifiers;
// form labels (`Account holder: …`) win for names, organisations and addresses, then the address
// parser and the entity extractor fill what is still missing. First value per field wins.
import { type CodePointOffset, offsetMap } from '../core/offsets.js';
import type { FoundSpan } from '../detect/pipeline.js';
import { extract } from '../extract/index.js';
import { findAddresses } from '../places/address.js';
import { FIELD_LABELS, FIELD_NAMES, type FieldLabels, type FieldName } from './fieldLabels.js';

export interface ExtractedField {
  field: FieldName;
  value: string;
  /** Code-point offsets of the value in the document's text. */
  start: CodePointOffset;
  end: CodePointOffset;
  confidence: number;
  /** Where the value came from: `detection`, `label`, `address`, `extract`. */
  via: 'detection' | 'label' | 'address' | 'extract';
}

/** Detection categories that carry a person's national identifier, strongest first. */
const NATIONAL_ID_CATEGORIES = [
  'PII-2-NIN',
  'PII-2-NATIONAL_ID',
  'PII-2-GHANA_CARD',
  'PII-2-HUDUMA',
  'PII-2-BVN',
  'PII-2-NHS',
  'PII-2-SSNIT',
  'PII-2-NHIF',
  'PII-2-PVC',
  'PII-2-PASSPORT',
  'PII-2-DRIVERS_LICENCE',
];
const CATEGORY_FIELD: Readonly<Record<string, FieldName>> = {
  'PII-3-EMAIL': 'email',
  'PII-3-PHONE': 'phone',
  'PII-1-DOB': 'dob',
  'PII-1-NAME': 'name',
  'PII-4-LOCATION': 'address',
  'PII-4-ADDRESS': 'address',
};
/** A value read after a form label: a line, so somewhat less certain than a validated identifier. */
const LABEL_CONFIDENCE = 0.8;

/** What a labelled value must look like to be taken for its field. */
const LABEL_VALUE_SHAPES: Readonly<Record<FieldName, RegExp>> = {
  name: /^(?=.{3,80}$)[\p{Lu}\p{Lt}][\p{L}\p{M}'’.-]*(?:[ ,]+[\p{L}\p{M}'’.-]+){1,5}$/u,
  organisation: /^(?=.{2,100}$).*\p{L}/u,
  address: /^(?=.{5,160}$).*\p{L}/u,
  dob: /^(?=.{6,30}$).*\d/u,
  national_id: /^(?=[A-Z0-9 -]{5,30}$)(?=.*\d)/iu,
  phone: /^(?=.{7,25}$)(?:\D*\d){7,}/u,
  email: /^\S+@\S+\.\S+$/u,
};

type Candidates = Map<FieldName, ExtractedField>;

function offer(found: Candidates, field: ExtractedField): void {
  if (!found.has(field.field)) found.set(field.field, field);
}

function fromDetections(text: string, spans: readonly FoundSpan[], found: Candidates): void {
  for (const category of NATIONAL_ID_CATEGORIES) {
    const span = spans.find((s) => s.category === category);
    if (span) offer(found, spanField('national_id', text, span));
  }
  for (const span of spans) {
    const field = CATEGORY_FIELD[span.category];
    if (field === 'email' || field === 'phone' || field === 'dob') offer(found, spanField(field, text, span));
  }
}

function spanField(field: FieldName, text: string, span: FoundSpan): ExtractedField {
  return { field, value: text.slice(span.utf16Start, span.utf16End), start: span.start, end: span.end, confidence: span.confidence, via: 'detection' };
}

function fromLabels(text: string, toCp: (i: number) => CodePointOffset, only: readonly FieldName[], found: Candidates, labels: FieldLabels): void {
  for (const field of only) {
    if (found.has(field)) continue;
    const pattern = labels.patterns.get(field);
    if (!pattern) continue;
    pattern.lastIndex = 0;
    for (const m of text.matchAll(pattern)) {
      const value = (m[1] ?? '').replace(/[.,;]+$/u, '').trim();
      if (!LABEL_VALUE_SHAPES[field].test(value)) continue;
      const at = (m.index ?? 0) + m[0].indexOf(value);
      offer(found, { field, value, start: toCp(at), end: toCp(at + value.length), confidence: LABEL_CONFIDENCE, via: 'label' });
      break;
    }
  }
}

function fromAddressParser(text: string, toCp: (i: number) => CodePointOffset, found: Candidates): void {
  if (found.has('address')) return;
  const best = findAddresses(text)
    .filter((a) => a.kind !== 'postcode')
    .sort((a, b) => b.strength - a.strength || b.end - b.start - (a.end - a.start) || a.start - b.start)[0];
  if (best) offer(found, { field: 'address', value: best.text, start: toCp(best.start), end: toCp(best.end), confidence: best.strength, via: 'address' });
}

/**
 * The extractor reads the head of a document only: the holder's name and the issuer sit on the first
 * page of statements, payslips and bills, and the extractor's cost grows faster than linearly with
 * length (about 0.9 s for 87 kB against 30 ms for 20 kB when measured). A prefix keeps offsets valid.
 */
const EXTRACT_WINDOW = 20_000;

function head(text: string): string {
  if (text.length <= EXTRACT_WINDOW) return text;
  const cut = text.lastIndexOf('\n', EXTRACT_WINDOW);
  let end = cut > EXTRACT_WINDOW / 2 ? cut : EXTRACT_WINDOW;
  // Never split a surrogate pair.
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return text.slice(0, end);
}

/** Entities proposed by /extract's engine, best effort: its absence or failure leaves fields unset. */
function fromExtractor(text: string, backend: string, found: Candidates): void {
  if (found.has('name') && found.has('organisation')) return;
  let entities: ReturnType<typeof extract>['entities'];
  try {
    entities = extract({ text: head(text), backend }).entities;
  } catch {
    return;
  }
  const best = (types: string[]) =>
    entities.filter((e) => types.includes(e.entity_type.toUpperCase())).sort((a, b) => b.confidence - a.confidence || a.start - b.start)[0];
  const person = best(['PERSON', 'PER']);
  if (person) offer(found, { field: 'name', value: person.text, start: person.start, end: person.end, confidence: person.confidence, via: 'extract' });
  const org = best(['ORGANIZATION', 'ORGANISATION', 'ORG']);
  if (org) offer(found, { field: 'organisation', value: org.text, start: org.start, end: org.end, confidence: org.confidence, via: 'extract' });
}

export interface FieldOptions {
  backend: string;
  labels?: FieldLabels;
}

/** Fields in the fixed order of FIELD_NAMES; each value is the text as written in the document. */
export function extractFields(text: string, spans: readonly FoundSpan[], options: FieldOptions): ExtractedField[] {
  const labels = options.labels ?? FIELD_LABELS;
  const map = offsetMap(text);
  const toCp = (i: number) => map.toCodePoint(i);
  const found: Candidates = new Map();
  fromLabels(text, toCp, ['name', 'organisation', 'address'], found, labels);
  fromDetections(text, spans, found);
  const nameSpan = spans.find((s) => s.category === 'PII-1-NAME');
  if (nameSpan) offer(found, spanField('name', text, nameSpan));
  fromLabels(text, toCp, ['national_id', 'phone', 'email', 'dob'], found, labels);
  fromAddressParser(text, toCp, found);
  fromExtractor(text, options.backend, found);
  return FIELD_NAMES.filter((f) => found.has(f)).map((f) => found.get(f) as ExtractedField);
}
