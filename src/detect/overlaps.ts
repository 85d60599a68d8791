// Deterministic overlap resolution (design decision 7): a validated identifier beats a weaker pattern,
// a structured pattern beats a lexicon hit, a longer span beats a shorter one of equal strength; the
// remaining ties fall to confidence, position, category and detector name so the answer never depends
// on registry order. Model proposals never displace rule findings, except a wider model name over
// rule name tokens (so a whole-name span replaces its per-word lexicon hits).
import type { RawSpan } from './types.js';

const LEXICAL = /^PII-(?:1-NAME|4-LOCATION)$/;
const IDENTIFIER = /^PII-(?:2|5)-/;

/** True when the detector reports a published check digit or checksum that held. */
export function isChecksumValidated(span: RawSpan): boolean {
  const m = span.metadata;
  if (!m) return false;
  for (const key of ['validation', 'validator', 'validator_status', 'validated']) {
    const v = m[key];
    if (v === true || (typeof v === 'string' && /checksum|check_digit|luhn|mod/i.test(v))) return true;
  }
  return m.checksum === true || m.checksum === 'valid';
}

/** 3 validated identifier, 2 structured pattern, 1 lexicon hit, 0 model proposal. */
export function strength(span: RawSpan): number {
  if (span.detector.startsWith('model:')) return 0;
  // The detectors share one confidence scale: 0.9 and above on an identifier means a check digit held.
  if (IDENTIFIER.test(span.category) && (isChecksumValidated(span) || span.confidence >= 0.9)) return 3;
  if (LEXICAL.test(span.category)) return 1;
  return 2;
}

function compareStrength(a: RawSpan, b: RawSpan): number {
  return (
    strength(b) - strength(a) ||
    b.end - b.start - (a.end - a.start) ||
    b.confidence - a.confidence ||
    a.start - b.start ||
    (a.category < b.category ? -1 : a.category > b.category ? 1 : 0) ||
    (a.detector < b.detector ? -1 : a.detector > b.detector ? 1 : 0)
  );
}

const overlaps = (a: RawSpan, b: RawSpan) => a.start < b.end && b.start < a.end;

/** Keeps a non-overlapping subset, strongest first; returns it sorted by (start, end). */
export function resolveOverlaps(spans: readonly RawSpan[]): RawSpan[] {
  const valid = spans.filter((s) => s.end > s.start);
  const rules = valid.filter((s) => !s.detector.startsWith('model:'));
  const proposals = valid.filter((s) => s.detector.startsWith('model:'));
  const kept: RawSpan[] = [];
  for (const s of [...rules].sort(compareStrength)) {
    if (!kept.some((k) => overlaps(k, s))) kept.push(s);
  }
  for (const p of [...proposals].sort(compareStrength)) {
    const hit = kept.filter((k) => overlaps(k, p));
    if (hit.length === 0) {
      kept.push(p);
    } else if (p.category === 'PII-1-NAME' && hit.every((k) => k.category === 'PII-1-NAME') && hit.every((k) => k.end - k.start < p.end - p.start)) {
      for (const k of hit) kept.splice(kept.indexOf(k), 1);
      kept.push(p);
    }
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}
