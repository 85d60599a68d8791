// One side of a text comparison: the identity attributes of a free text, pulled with the detection
// pipeline's spans (lexicon person names, national identifiers, phones in E.164, emails, dates of
// birth, addresses), after its overlap resolution. /extract's PERSON proposals come from the same
// lexicon name finder, so they are not asked for again: that would double the cost of a text without
// a name and bring back a name the pipeline gave to an overlapping address ("Adesola Okonkwo Street").
// Preparing a text is the costly half of a comparison, so /documents can prepare each document once
// and compare the prepared records pairwise (compareTextRecords).
import { contentId, documentId } from '../../core/ids.js';
import { type Backend, detectSpans, type FoundSpan, requireBackend, ruleDetectors } from '../../detect/pipeline.js';
import { wantsInference } from '../../detect/governing.js';
import { requireJurisdiction, statuteIdFor } from '../../jurisdiction/countries.js';
import { inferJurisdiction } from '../../jurisdiction/infer.js';

export const TEXT_RECORD_SCHEMA = 'service.record.v1';
export const TEXT_ENTITY_TYPE = 'person';

/** Raw values as written in the text (first mention of each), for records, /explain and /documents. */
export interface TextAttributes {
  name?: string;
  national_id?: string;
  phone?: string;
  email?: string;
  dob?: string;
  address?: string;
}

/** Normalised values the comparators read. */
export interface TextValues {
  name: string | null;
  /** Identifier category (PII-2-NIN, PII-2-PASSPORT, ...) → first normalised value of that kind. */
  ids: ReadonlyMap<string, string>;
  /** E.164 where the detector could tell, distinct, in order of appearance. */
  phones: readonly string[];
  emails: readonly string[];
  /** ISO date (YYYY-MM-DD or coarser) of the first date of birth with at least a month. */
  dob: string | null;
  address: string | null;
}

export interface TextRecord {
  text: string;
  /** `rec:` over {schema, entity_type: person, text}. */
  id: string;
  /** `doc:` over the raw UTF-8 bytes. */
  documentId: string;
  /** Code whose detectors ran, or null when nothing pointed to one (universal detectors only). */
  detectedUnder: string | null;
  /** Backend requested (validated): `auto` adds the model detector when one is installed. */
  backend: Backend;
  attributes: TextAttributes;
  values: TextValues;
}

export interface PrepareOptions {
  /** Country code, `auto`, null or omitted (infer from this text). */
  jurisdiction?: string | null;
  /** `basic` (default for /compare) or `auto`. */
  backend?: string | null;
}

// Person-level identity documents; company, tax and digital identifiers are not who a person is.
const NOT_PERSONAL_ID = new Set(['PII-2-RC', 'PII-2-TIN', 'PII-2-KRA_PIN', 'PII-2-TAX_REFERENCE', 'PII-2-DID']);
const NAME_CATEGORY = 'PII-1-NAME';
const GENERATIONAL_SUFFIX = /^,?\s+(?:jr|jnr|sr|snr|junior|senior|ii|iii|iv)\b\.?/i;
const NON_ALNUM = /[^0-9A-Za-z]/g;
const DIGIT = /\d/g;

const UNIVERSAL_DETECTORS = ruleDetectors().filter((d) => d.countries.length === 0);

/** The code whose detectors read a text: the caller's, else the text's own (leading) signal, else none. */
export function detectionJurisdiction(text: string, requested: string | null | undefined): string | null {
  if (!wantsInference(requested)) return requireJurisdiction(requested as string);
  const verdict = inferJurisdiction(text);
  // The leading country of an abstaining verdict still says which numbering plans and ids to try.
  return verdict.country !== null && statuteIdFor(verdict.country) !== undefined ? verdict.country : null;
}

function spansOf(text: string, code: string | null, backend: Backend): FoundSpan[] {
  if (code !== null) return detectSpans(text, { jurisdiction: code, backend });
  // No country to go by: only the detectors that apply everywhere (emails, international phones, ...).
  return detectSpans(text, { jurisdiction: 'EU', backend, detectors: UNIVERSAL_DETECTORS });
}

function digitCount(value: string): number {
  return value.match(DIGIT)?.length ?? 0;
}

export function prepareText(text: string, options: PrepareOptions = {}): TextRecord {
  const backend = requireBackend(options.backend ?? 'basic');
  const code = detectionJurisdiction(text, options.jurisdiction);
  const spans = spansOf(text, code, backend);
  const attributes: TextAttributes = {};
  const ids = new Map<string, string>();
  // Sets keep first-seen order and de-duplicate in constant time (a list search was quadratic).
  const phones = new Set<string>();
  const emails = new Set<string>();
  let dob: string | null = null;
  let address: string | null = null;
  let name: string | null = null;
  const first = (field: keyof TextAttributes, raw: string) => {
    if (attributes[field] === undefined) attributes[field] = raw;
  };
  for (const s of spans) {
    let raw = text.slice(s.utf16Start, s.utf16End);
    if (s.category === NAME_CATEGORY) {
      // The detector keeps titles inside a name's span (so masking removes them too) and names them in
      // metadata.title; the record compares the name alone ("Mrs Mary Smith" and "Mary Smith" are one name).
      const title = s.metadata?.title;
      if (typeof title === 'string' && raw.startsWith(title)) raw = raw.slice(title.length).replace(/^[.\s]+/, '');
      // A generational suffix right after the name (", Jr.", " III") belongs to it: it separates a
      // father from his son, and the name finder's lexicons do not include it.
      const suffix = GENERATIONAL_SUFFIX.exec(text.slice(s.utf16End, s.utf16End + 12));
      const full = suffix === null ? raw : raw + suffix[0];
      if (name === null) name = full;
      first('name', full);
    } else if (s.category === 'PII-3-PHONE') {
      const value = s.normalized ?? raw.replace(/[^\d+]/g, '');
      phones.add(value);
      first('phone', raw);
    } else if (s.category === 'PII-3-EMAIL') {
      const value = (s.normalized ?? raw).trim().toLowerCase();
      emails.add(value);
      first('email', raw);
    } else if (s.category === 'PII-1-DOB') {
      const value = s.normalized ?? raw;
      // A lone year (four digits or fewer) is too coarse to tell people apart.
      if (dob === null && digitCount(value) > 4) {
        dob = value;
        first('dob', raw);
      }
    } else if (s.category === 'PII-4-ADDRESS') {
      if (address === null) address = raw;
      first('address', raw);
    } else if (s.category.startsWith('PII-2-') && !NOT_PERSONAL_ID.has(s.category)) {
      const value = (s.normalized ?? raw).replace(NON_ALNUM, '').toUpperCase();
      if (value !== '' && !ids.has(s.category)) ids.set(s.category, value);
      first('national_id', raw);
    }
  }
  return {
    text,
    id: contentId('rec', { schema: TEXT_RECORD_SCHEMA, entity_type: TEXT_ENTITY_TYPE, text }),
    documentId: documentId(text),
    detectedUnder: code,
    backend,
    attributes,
    values: { name, ids, phones: [...phones], emails: [...emails], dob, address },
  };
}
