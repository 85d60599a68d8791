// Test helpers for the pattern detectors: slice what a span covers, and an independent Luhn completer.
import type { RawSpan } from '../../../src/detect/types.js';

export const EMOJI = '😀🎉 ';

export function covered(text: string, spans: readonly RawSpan[]): string[] {
  return spans.map((s) => text.slice(s.start, s.end));
}

/** Appends the Luhn check digit (written here independently of the detector's implementation). */
export function withLuhn(body: string): string {
  const digits = body.split('').map(Number).reverse();
  let sum = 0;
  digits.forEach((d, i) => {
    const v = i % 2 === 0 ? d * 2 : d;
    sum += v > 9 ? v - 9 : v;
  });
  return body + String((10 - (sum % 10)) % 10);
}
