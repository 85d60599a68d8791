// Small shared helpers of the rule detectors (patterns, and the lexical names and places): building
// RawSpans and memoising one scan per text.
import type { Detector, RawSpan } from '../types.js';

/** A rule detector's span (`detector` is the rule's name; `rule:` is prefixed here, in one place). */
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

/** A detector of every jurisdiction over a memoised scan (`find`), handing each caller fresh copies. */
export function universalDetector(name: string, find: (text: string) => readonly RawSpan[]): Detector {
  return { name, countries: [], detect: (text) => copySpans(find(text)) };
}

/** Answers "does [start, end) overlap any of these ranges?" in O(log n) after an O(n log n) build. */
export class RangeIndex {
  private readonly starts: number[];
  /** maxEnd[i] = the largest end among the ranges 0..i in start order. */
  private readonly maxEnd: number[];

  constructor(ranges: readonly { start: number; end: number }[]) {
    const sorted = [...ranges].sort((a, b) => a.start - b.start);
    this.starts = sorted.map((r) => r.start);
    this.maxEnd = [];
    let m = -1;
    for (const r of sorted) {
      m = Math.max(m, r.end);
      this.maxEnd.push(m);
    }
  }

  get size(): number {
    return this.starts.length;
  }

  overlaps(start: number, end: number): boolean {
    // Last range whose start is before `end`; any of 0..i overlaps iff its max end is after `start`.
    let lo = 0;
    let hi = this.starts.length - 1;
    let i = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.starts[mid]! < end) {
        i = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return i >= 0 && this.maxEnd[i]! > start;
  }
}

export { escapeRegExp } from '../../core/matches.js';
