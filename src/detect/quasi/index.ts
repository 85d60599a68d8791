// Quasi-identifiers (issue 13): values that identify a person only together with other facts, which the
// judgment-anonymisation benchmarks count as identifying. Group 9 of the category codes keeps them apart
// from direct identifiers, so a statute pack gives them their own action:
// - PII-9-DATE: a full calendar date of an event ("on 12 March 2019", "2019-03-12", "03/12/2019"). A date
//   after a birth cue is a date of birth (PII-1-DOB), which wins the overlap by its higher confidence.
// - PII-9-CASE_REFERENCE: the number of a case, file, application or claim after its cue
//   (reference-cues.json): "application no. 12345/06", "Suit No. FHC/L/CS/123/2020", "Petition 45 of 2019".
// - PII-9-ORGANISATION: an employer, school or other organisation, found by the built-in tagger
//   (src/detect/tagger), so it has no rule detector here.
// Month names come from the date-of-birth lexicon (one home for them: src/detect/patterns/dob-lexicon.json).
import Type from 'typebox';
import type { Detector, RawSpan } from '../types.js';
import { allMatches, phraseTrie } from '../../core/matches.js';
import { loadDataFile } from '../../core/dataFile.js';
import { Phrases } from '../../core/dataSchemas.js';
import { DOB_LEXICON } from '../patterns/dobLexicon.js';

/** The schema of reference-cues.json: the words that introduce a case, file or claim number. */
export const REFERENCE_CUES_SCHEMA = Type.Object({ source: Type.String({ minLength: 1 }), cues: Phrases }, { additionalProperties: false });

function monthNames(): string[] {
  const out = new Set<string>();
  for (const list of Object.values(DOB_LEXICON.months)) for (const names of list) for (const n of names) if (n.length >= 3) out.add(n);
  return [...out].sort((a, b) => b.length - a.length);
}

function referenceCues(): string[] {
  const { cues } = loadDataFile(new URL('./reference-cues.json', import.meta.url), REFERENCE_CUES_SCHEMA);
  return [...cues].sort((a, b) => b.length - a.length);
}

// The month names and the reference cues as prefix tries (core/matches.ts phraseTrie: the longest-first alternation's
// matches and preference, each character tried once at a position): as flat alternations of a few hundred names under
// flags `iu`, V8 tried every name at every position of the text (issue 19, session 40: each scan about 8× cheaper).
// No month name holds white space (a trie reads a space as `\s+`); the cues' single spaces were `\s+` already.
const MONTHS = phraseTrie(monthNames(), 'giu', false);
// Day-first and month-first numeric dates with a 4-digit year, ISO dates, and dates with a month name.
const DATE = new RegExp(
  [
    String.raw`(?<![\p{L}\p{N}/.-])(?:\d{1,2}[./-]\d{1,2}[./-](?:1[89]|20)\d{2}|(?:1[89]|20)\d{2}-\d{2}-\d{2})(?![\p{L}\p{N}]|[./-]\p{N})`,
    String.raw`(?<![\p{L}\p{N}])\d{1,2}(?:st|nd|rd|th|er|\.)?(?:\s+of)?\s+(?:${MONTHS})\.?,?\s+(?:1[89]|20)\d{2}(?!\p{N})`,
    String.raw`(?<![\p{L}])(?:${MONTHS})\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+(?:1[89]|20)\d{2}(?!\p{N})`,
  ].join('|'),
  'giu',
);

// Cue, an optional "no."/"number"/"#", then a reference: letters, digits and / . - with at least one digit,
// optionally "of <year>" (Kenyan and Nigerian court style).
const REFERENCE = new RegExp(
  String.raw`(?<![\p{L}])(?:${phraseTrie(referenceCues(), 'giu', false)})\.?` +
    String.raw`(?:\s*(?:no\.?|nos?\.|number|n°|nº|nr\.?|#|:))?\s*` +
    String.raw`(?<ref>(?=[A-Z0-9/.-]*\d)[A-Z0-9][A-Z0-9/.-]*[A-Z0-9](?:\s+of\s+(?:19|20)\d{2})?)(?![\p{L}\p{N}])`,
  'giu',
);

export const QUASI_DATE_DETECTOR = 'event_date';
export const CASE_REFERENCE_DETECTOR = 'case_reference';

export function findEventDates(text: string): RawSpan[] {
  const out: RawSpan[] = [];
  for (const m of allMatches(DATE, text)) {
    out.push({ category: 'PII-9-DATE', start: m.index, end: m.index + m[0].length, confidence: 0.6, detector: `rule:${QUASI_DATE_DETECTOR}` });
  }
  return out;
}

export function findCaseReferences(text: string): RawSpan[] {
  const out: RawSpan[] = [];
  for (const m of allMatches(REFERENCE, text)) {
    const ref = m.groups!.ref!;
    // A bare year or a short number ("case 3", "file 2019") is not a reference.
    if (/^\d{1,4}$/.test(ref)) continue;
    const start = m.index + m[0].length - ref.length;
    out.push({ category: 'PII-9-CASE_REFERENCE', start, end: start + ref.length, confidence: 0.7, detector: `rule:${CASE_REFERENCE_DETECTOR}` });
  }
  return out;
}

export const quasiDetectors: Detector[] = [
  { name: QUASI_DATE_DETECTOR, countries: [], detect: (text) => findEventDates(text) },
  { name: CASE_REFERENCE_DETECTOR, countries: [], detect: (text) => findCaseReferences(text) },
];
