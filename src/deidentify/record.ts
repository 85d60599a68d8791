// The linkable `record` of a de-identified text: lower-case field name → the tokens that appear in
// the text for that field. Masked, dropped, generalised and retained values never appear. When a
// field has several values (two phones, or the words of a name), its entry is the space-joined list
// of its distinct tokens in text order, e.g. `"name": "NAME_1a2b3c4d NAME_5e6f7a8b"`.
import type { Rewrite } from './rewrite.js';

const FIELDS: Record<string, string> = {
  'PII-1-NAME': 'name',
  'PII-1-DOB': 'dob',
  'PII-3-PHONE': 'phone',
  'PII-3-EMAIL': 'email',
  'PII-4-ADDRESS': 'address',
};

// Identifiers that identify a person (not a company, a tax file or a membership) link as national_id.
const NATIONAL_ID = /^PII-2-(?:NIN|BVN|NATIONAL_ID|GHANA_CARD|HUDUMA|PASSPORT|SA_ID|KENYA_ID|PVC|DRIVERS_LICENCE|NID|NIDA|CNI|CNIE|BI|PERSONAL_NUMBER|SSN|NINO|NHS)$/;

/** Field name of a category in the record, or null when it does not link. */
export function recordField(category: string): string | null {
  return FIELDS[category] ?? (NATIONAL_ID.test(category) ? 'national_id' : null);
}

export function buildRecord(rewrites: readonly Rewrite[]): Record<string, string> {
  // A Set per field keeps the distinct tokens in first-seen order in linear time (a 1 MB text has
  // thousands of tokens per field; searching the list for each was quadratic, ~1 s per MB).
  const fields = new Map<string, Set<string>>();
  for (const r of rewrites) {
    const field = recordField(r.category);
    if (field === null || r.action !== 'tokenize' || r.tokens.length === 0) continue;
    let seen = fields.get(field);
    if (seen === undefined) {
      seen = new Set<string>();
      fields.set(field, seen);
    }
    for (const t of r.tokens) seen.add(t);
  }
  return Object.fromEntries([...fields].map(([k, v]) => [k, [...v].join(' ')]));
}
