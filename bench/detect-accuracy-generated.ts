// The generated multi-jurisdiction set of `bench:detect`: for every supported code, sentences with a
// valid national identifier after one of its cue phrases (bench/generate-identifiers.ts), a
// mobile number in national and international form (libphonenumber's example numbers, re-numbered
// deterministically so each case differs) and a person name (faker locales; faker has no Kenyan
// locale, so KE uses generic English names). Expected spans are in code points.
import { allLocales, type Faker, Faker as FakerClass, type LocaleDefinition } from '@faker-js/faker';
import { createRequire } from 'node:module';
import { type CountryCode, parsePhoneNumberWithError } from 'libphonenumber-js/max';
import { identifierCases, sampleIdentifier, seededRng } from './generate-identifiers.js';

export interface GeneratedCase {
  jurisdiction: string;
  text: string;
  gold: { type: string; start: number; end: number }[];
}

const examples = createRequire(import.meta.url)('libphonenumber-js/examples.mobile.json') as Record<string, string>;

const LOCALES: Record<string, string[]> = {
  NG: ['en_NG', 'yo_NG'], GH: ['en_GH'], ZA: ['en_ZA', 'zu_ZA', 'af_ZA'], KE: ['en'], GB: ['en_GB'], IE: ['en_IE'],
  DE: ['de'], AT: ['de_AT'], LI: ['de_CH'], FR: ['fr'], BE: ['fr_BE', 'nl_BE'], LU: ['fr_LU'], IT: ['it'], ES: ['es'],
  PT: ['pt_PT'], NL: ['nl'], PL: ['pl'], SE: ['sv'], NO: ['nb_NO'], DK: ['da'], FI: ['fi'], CZ: ['cs_CZ'], SK: ['sk'],
  HU: ['hu'], RO: ['ro'], HR: ['hr'], SI: ['sl_SI'], LV: ['lv'], GR: ['el'], CY: ['el'], BG: ['en'], EE: ['en'],
  LT: ['en'], MT: ['en'], IS: ['en'], EU: ['de', 'fr', 'it'],
};

const PER_COUNTRY = 20;

function fakers(code: string): Faker[] {
  return (LOCALES[code] ?? ['en']).map((l) => {
    const f = new FakerClass({ locale: [(allLocales as unknown as Record<string, LocaleDefinition>)[l]!, allLocales.en, allLocales.base] });
    f.seed(7);
    return f;
  });
}

/** A valid mobile number of the region: the library's example with its last digits varied. */
function phoneFor(region: string, i: number): { national: string; international: string } | null {
  const example = examples[region];
  if (!example) return null;
  for (let k = 0; k < 50; k++) {
    const tail = String((i * 37 + k * 11) % 1000).padStart(3, '0');
    const candidate = example.slice(0, -3) + tail;
    try {
      const p = parsePhoneNumberWithError(candidate, region as CountryCode);
      if (p.isValid() && p.getType() !== undefined) return { national: p.formatNational(), international: p.formatInternational() };
    } catch {
      // try the next variant
    }
  }
  return null;
}

const cp = (s: string) => [...s].length;

/** Builds a text from parts, recording the code-point span of every tagged part. */
function compose(parts: (string | { type: string; value: string })[]): { text: string; gold: GeneratedCase['gold'] } {
  let text = '';
  const gold: GeneratedCase['gold'] = [];
  for (const p of parts) {
    if (typeof p === 'string') {
      text += p;
    } else {
      gold.push({ type: p.type, start: cp(text), end: cp(text) + cp(p.value) });
      text += p.value;
    }
  }
  return { text, gold };
}

/**
 * Mixed sentences (name, cued identifier, phone) per code, plus the identifier generator's own
 * sentences (every identifier detector of every code, `rounds` times). Gold types: the exact
 * identifier category (`PII-2-…`), `PHONE`, `NAME`.
 */
export function generatedCases(codes: readonly string[], rounds = 3): GeneratedCase[] {
  const rng = seededRng(20261122);
  const cases: GeneratedCase[] = [];
  for (const code of codes) {
    const fs = fakers(code);
    const region = code === 'EU' ? 'DE' : code;
    for (let i = 0; i < PER_COUNTRY; i++) {
      const f = fs[i % fs.length]!;
      const name = `${f.person.firstName()} ${f.person.lastName()}`;
      const phone = phoneFor(region, i);
      const ids = sampleIdentifier(code, rng);
      const id = ids[i % ids.length]!;
      const parts: (string | { type: string; value: string })[] = [i % 2 === 0 ? '😀 Client ' : 'Client ', { type: 'NAME', value: name }];
      parts.push(`, ${id.cue} `, { type: id.category, value: id.value });
      if (phone) parts.push(', phone ', { type: 'PHONE', value: i % 2 === 0 ? phone.national : phone.international });
      parts.push('.');
      cases.push({ jurisdiction: code, ...compose(parts) });
    }
  }
  for (const c of identifierCases(7, rounds)) {
    if (!codes.includes(c.jurisdiction)) continue;
    cases.push({ jurisdiction: c.jurisdiction, text: c.text, gold: c.expected.map((e) => ({ type: e.category, start: e.start, end: e.end })) });
  }
  return cases;
}
