// Small detectors for de-identification tests, so rewriting rules are tested independently of the
// shipped registries (which have their own suites). Values are left un-normalised on purpose: the
// de-identifier must normalise phones, emails and ids itself when a detector does not.
import type { Detector } from '../../src/detect/types.js';

function regex(name: string, countries: string[], category: string, re: RegExp, confidence: number): Detector {
  return {
    name,
    countries,
    detect: (text) =>
      [...text.matchAll(new RegExp(re.source, 'gu'))].map((m) => ({ category, start: m.index!, end: m.index! + m[0].length, confidence, detector: `rule:${name}` })),
  };
}

export const fixtureDetectors: Detector[] = [
  regex('ng_nin', ['NG'], 'PII-2-NIN', /(?<!\d)(?!0[789])\d{11}(?!\d)/, 0.8),
  regex('phone', [], 'PII-3-PHONE', /(?:\+234 |0)[789]0\d \d{3} \d{4}/, 0.9),
  regex('email', [], 'PII-3-EMAIL', /[\w.]+@[\w.]+\.[a-z]{2,}/, 0.95),
  regex('names', [], 'PII-1-NAME', /\b(?:Adaeze|Okonkwo|ADAEZE)\b/, 0.7),
  regex('full_name', [], 'PII-1-NAME', /\bMrs Ada Obi\b/, 0.75),
  regex('address', [], 'PII-4-ADDRESS', /\d+ Maple Street/, 0.5),
  regex('city', [], 'PII-4-LOCATION', /\bLagos\b/, 0.9),
  regex('ip', [], 'PII-8-IP_ADDRESS', /\b\d{1,3}(?:\.\d{1,3}){3}\b/, 1),
  regex('dob', [], 'PII-1-DOB', /\b\d{4}-\d{2}-\d{2}\b/, 0.75),
  regex('card', [], 'PII-5-CARD', /\b4111 1111 1111 1111\b/, 0.95),
];
