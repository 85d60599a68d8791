// Ages of people (PII-1-AGE), only where the text says it is an age: `aged 34`, `34 years old`,
// `34-year-old`, `34 yrs`, `34 y/o`, `Age: 34`, and Swahili `umri wa miaka 34` / `miaka 34`. A bare
// number is never an age. The words are data (age-cues.json, compiled by cues.ts); the statute packs
// generalise an age to a ten-year band (src/deidentify/generalize.ts).
import type { Detector, RawSpan } from '../types.js';
import { allMatches } from '../../core/matches.js';
import { AGE_PATTERNS, type AgePatterns } from './cues.js';

export const AGE_DETECTOR = 'age';
const CONFIDENCE = 0.75;

/** The ages `patterns` find in `text` (the shipped cues by default), in text order. */
export function detectAges(text: string, patterns: AgePatterns = AGE_PATTERNS): RawSpan[] {
  const out: RawSpan[] = [];
  const seen = new Set<number>();
  for (const re of patterns.find) {
    for (const m of allMatches(re, text)) {
      const v = m.groups!.v!;
      const start = m.index + m[0].lastIndexOf(v);
      const end = start + v.length;
      const value = Number(/\d{1,3}/.exec(v)![0]);
      if (value > 125 || seen.has(start)) continue;
      const isBare = /^\d+$/.test(v);
      if (!isBare && !patterns.marked.test(v)) {
        // `34 years` alone: an age only when nothing makes it a duration
        if (patterns.durationBefore.test(text.slice(Math.max(0, start - 24), start)) || patterns.durationAfter.test(text.slice(end, end + 30))) continue;
      }
      seen.add(start);
      out.push({ category: 'PII-1-AGE', start, end, confidence: CONFIDENCE, detector: `rule:${AGE_DETECTOR}`, metadata: { years: value } });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

export const ageDetector: Detector = { name: AGE_DETECTOR, countries: [], detect: (text) => detectAges(text) };
export const ageDetectors: Detector[] = [ageDetector];
