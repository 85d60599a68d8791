// Ages of people (PII-1-AGE), only where the text says it is an age: `aged 34`, `34 years old`,
// `34-year-old`, `34 yrs`, `34 y/o`, `Age: 34`, and Swahili `umri wa miaka 34` / `miaka 34`. A bare
// number is never an age. The statute packs generalise an age to a ten-year band (src/deidentify/generalize.ts).
import type { Detector, RawSpan } from '../types.js';
import { allMatches } from '../../core/matches.js';

export const AGE_DETECTOR = 'age';
const CONFIDENCE = 0.75;

const AGE_PATTERNS: readonly RegExp[] = [
  /(?<![\p{L}\p{N}])(?:aged|age|ages|umri(?:\s+wa)?(?:\s+miaka)?|shekaru|ọmọ\s+ọdún|omo\s+odun)\s*[:=]?\s*(?<v>\d{1,3})(?![\p{N}.,]\d)(?![\p{L}\p{N}])/giu,
  /(?<![\p{L}\p{N}])(?<v>\d{1,3}(?:[- ](?:years?|yrs?)[- ]old|\s*(?:years?|yrs?)(?:\s+(?:of\s+age|old))?|\s*y\/o|\s*yo))(?![\p{L}\p{N}])/giu,
  /(?<![\p{L}\p{N}])miaka\s+(?<v>\d{1,3})(?![\p{L}\p{N}])/giu,
];
// `5 years` of service, a sentence, a loan: a duration, not an age.
const DURATION_BEFORE = /(?:for|served|spent|over|within|after|last|past|in|of|sentence|term|loan|contract|experience|period)\s*$/iu;
const DURATION_AFTER = /^\s*(?:ago|later|earlier|experience|of\s+(?:service|experience|imprisonment)|in\s+prison|prison|sentence|term|contract|loan|warranty|guarantee)/iu;

export function detectAges(text: string): RawSpan[] {
  const out: RawSpan[] = [];
  const seen = new Set<number>();
  for (const re of AGE_PATTERNS) {
    re.lastIndex = 0;
    for (const m of allMatches(re, text)) {
      const v = m.groups!.v!;
      const start = m.index + m[0].lastIndexOf(v);
      const end = start + v.length;
      const value = Number(/\d{1,3}/.exec(v)![0]);
      if (value > 125 || seen.has(start)) continue;
      const isBare = /^\d+$/.test(v);
      if (!isBare && !/old|y\/o|yo|of age/i.test(v)) {
        // `34 years` alone: an age only when nothing makes it a duration
        if (DURATION_BEFORE.test(text.slice(Math.max(0, start - 24), start)) || DURATION_AFTER.test(text.slice(end, end + 30))) continue;
      }
      seen.add(start);
      out.push({ category: 'PII-1-AGE', start, end, confidence: CONFIDENCE, detector: `rule:${AGE_DETECTOR}`, metadata: { years: value } });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

export const ageDetector: Detector = { name: AGE_DETECTOR, countries: [], detect: (text) => detectAges(text) };
export const ageDetectors: Detector[] = [ageDetector];
