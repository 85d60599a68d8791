// Per file: which law governs it (the inference verdict, always reported) and the detections run
// under that law. A given jurisdiction wins for detection. With `auto`, a file whose verdict abstains
// (or names a country no statute pack covers) is not refused — the other files still deserve an
// answer — but no statute is applied to it: only the universal detectors run (emails, phones, dates
// of birth, cards, IBANs, IPs, digital ids), country-specific identifiers are not looked for, and the
// abstention with its reason stands in the report for the reviewer.
import { maskValue } from '../core/mask.js';
import { offsetMap } from '../core/offsets.js';
import { round4 } from '../core/round.js';
import { detectSpans, type FoundSpan, ruleDetectors } from '../detect/pipeline.js';
import { resolveOverlaps } from '../detect/overlaps.js';
import { statuteIdFor } from '../jurisdiction/countries.js';
import { inferJurisdiction, type JurisdictionVerdict } from '../jurisdiction/infer.js';
import { SIGNAL_RULES } from '../jurisdiction/signals.js';

export interface FileLaw {
  verdict: JurisdictionVerdict;
  /** Code the detectors ran under, or null when no statute governs (abstained under `auto`). */
  jurisdiction: string | null;
  spans: FoundSpan[];
}

/**
 * Fills each evidence sample with the first text that matched its signal: masked by the service rule
 * (first four characters kept) unless revealing, so a reviewer sees what kind of value decided the law.
 */
function withSamples(text: string, verdict: JurisdictionVerdict, reveal: boolean): JurisdictionVerdict {
  const evidence = verdict.evidence.map((e) => {
    const signal = SIGNAL_RULES.signals.find((s) => s.signal === e.signal && s.country === e.country);
    if (!signal) return e;
    signal.regex.lastIndex = 0;
    for (const m of text.matchAll(signal.regex)) {
      if (!signal.check || signal.check(m[0])) return { ...e, sample: reveal ? m[0] : maskValue(m[0]) };
    }
    return e;
  });
  return { ...verdict, evidence };
}

/** Rule detectors that belong to no country, run without a statute (citations are not reported here). */
function universalSpans(text: string): FoundSpan[] {
  const raw = ruleDetectors()
    .filter((d) => d.countries.length === 0)
    .flatMap((d) => d.detect(text, { jurisdiction: null }))
    .filter((s) => Number.isInteger(s.start) && Number.isInteger(s.end) && s.start >= 0 && s.end <= text.length);
  const map = offsetMap(text);
  return resolveOverlaps(raw).map((s) => ({
    category: s.category,
    start: map.toCodePoint(s.start),
    end: map.toCodePoint(s.end),
    utf16Start: s.start,
    utf16End: s.end,
    confidence: round4(Math.max(0, Math.min(1, s.confidence))),
    detector: s.detector,
    citation: '',
    ...(s.normalized !== undefined ? { normalized: s.normalized } : {}),
    ...(s.metadata !== undefined ? { metadata: s.metadata } : {}),
  }));
}

/**
 * `given` is the validated, upper-cased request code, or null for `auto`.
 * `backend` is the detection backend (`basic` or `auto`).
 */
export function lawOfFile(text: string, given: string | null, backend: 'basic' | 'auto', reveal: boolean): FileLaw {
  const inferred = inferJurisdiction(text);
  const verdict = withSamples(text, inferred, reveal);
  let jurisdiction = given;
  if (jurisdiction === null && !inferred.abstained && inferred.country !== null && statuteIdFor(inferred.country) !== undefined) {
    jurisdiction = inferred.country;
  }
  const spans = jurisdiction === null ? universalSpans(text) : detectSpans(text, { jurisdiction, backend });
  return { verdict, jurisdiction, spans };
}

/** Category code → count, keys sorted. */
export function countByCategory(spans: readonly FoundSpan[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const s of [...spans].sort((a, b) => (a.category < b.category ? -1 : a.category > b.category ? 1 : 0))) {
    counts[s.category] = (counts[s.category] ?? 0) + 1;
  }
  return counts;
}
