// The two helpers of the tagger span-rule tests (test/detect/tagger): spans over phrases of a written sentence,
// handed to refineSpans as the tagger would propose them, and the result read back as `TYPE:text`.
import assert from 'node:assert/strict';
import { type RefinedSpan, refineSpans } from '../../src/detect/tagger/refine.js';
import { tokenize } from '../../src/detect/tagger/tokens.js';

/** Spans of the given type over the first occurrence of each phrase. */
export function at(text: string, type: RefinedSpan['type'], ...phrases: string[]): RefinedSpan[] {
  return phrases.map((p) => {
    const start = text.indexOf(p);
    assert.ok(start >= 0, p);
    return { type, start, end: start + p.length };
  });
}

/** The refined spans as `TYPE:text`; the spans are handed in in the order given. */
export function refined(text: string, spans: RefinedSpan[]): string[] {
  return refineSpans(text, tokenize(text), spans).map((s) => `${s.type}:${text.slice(s.start, s.end)}`);
}

/** `refined` with the spans first put in text order, as the tagger hands them in. */
export function refinedInOrder(text: string, spans: RefinedSpan[]): string[] {
  return refined(text, [...spans].sort((a, b) => a.start - b.start));
}
