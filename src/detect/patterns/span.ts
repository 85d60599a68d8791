// Small shared helpers of the pattern detectors: building RawSpans and memoising one scan per text.
import type { RawSpan } from '../types.js';

export function rawSpan(
  category: string,
  start: number,
  end: number,
  confidence: number,
  detector: string,
  normalized?: string,
  metadata?: Record<string, string | number | boolean>,
): RawSpan {
  const s: RawSpan = { category, start, end, confidence, detector: `rule:${detector}` };
  if (normalized !== undefined) s.normalized = normalized;
  if (metadata !== undefined) s.metadata = metadata;
  return s;
}

/**
 * Wraps a pure scan so that a second call on the same text (the phone detector asks for the IBAN,
 * card, IP and email ranges it must avoid) costs nothing. One entry: texts are scanned one at a time.
 */
export function memoLast<T>(scan: (text: string) => T): (text: string) => T {
  let lastText: string | undefined;
  let lastValue: T | undefined;
  return (text: string) => {
    if (lastText === text && lastValue !== undefined) return lastValue;
    const value = scan(text);
    lastText = text;
    lastValue = value;
    return value;
  };
}

/** Fresh copies, so callers may mutate what a memoised scan returned. */
export function copySpans(spans: readonly RawSpan[]): RawSpan[] {
  return spans.map((s) => ({ ...s, ...(s.metadata ? { metadata: { ...s.metadata } } : {}) }));
}

/** True when [start, end) overlaps any of the sorted-or-not ranges. */
export function overlapsAny(start: number, end: number, ranges: readonly { start: number; end: number }[]): boolean {
  for (const r of ranges) if (r.start < end && start < r.end) return true;
  return false;
}

/** Escapes a literal for use inside a RegExp source. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
