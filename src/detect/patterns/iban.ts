// IBANs (PII-5-BANK_ACCOUNT): the country's registered length (iban-lengths.json) and the ISO 13616
// mod-97 check. Compact (`GB82WEST12345698765432`) or printed in groups of four; any case.
import { readFileSync } from 'node:fs';
import type { Detector, RawSpan } from '../types.js';
import { CONFIDENCE } from './confidence.js';
import { copySpans, memoLast, rawSpan } from './span.js';
import { allMatches } from '../../core/matches.js';
import { dataFileError } from '../../core/dataFile.js';

interface IbanCountry {
  length: number;
  registry: boolean;
}

function loadLengths(): ReadonlyMap<string, IbanCountry> {
  const raw = JSON.parse(readFileSync(new URL('./iban-lengths.json', import.meta.url), 'utf8')) as unknown;
  const countries = (raw as { countries?: unknown }).countries;
  if (!countries || typeof countries !== 'object') throw dataFileError('iban-lengths.json', '', 'missing "countries" object');
  const map = new Map<string, IbanCountry>();
  for (const [code, v] of Object.entries(countries as Record<string, unknown>)) {
    const c = v as Partial<IbanCountry>;
    if (!/^[A-Z]{2}$/.test(code)) throw dataFileError('iban-lengths.json', '', `bad country code ${JSON.stringify(code)}`);
    if (typeof c.length !== 'number' || !Number.isInteger(c.length) || c.length < 15 || c.length > 34) {
      throw dataFileError('iban-lengths.json', '', `${code} needs an integer length between 15 and 34`);
    }
    if (typeof c.registry !== 'boolean') throw dataFileError('iban-lengths.json', '', `${code} needs a boolean "registry"`);
    map.set(code, { length: c.length, registry: c.registry });
  }
  return map;
}

export const IBAN_LENGTHS = loadLengths();

// Spaced form: groups of four separated by single spaces, the last group 1-4; compact form: one run.
const CANDIDATE = /(?<![\p{L}\p{N}_])[A-Za-z]{2}\d{2}(?:(?: [A-Za-z0-9]{4}){2,7}(?: [A-Za-z0-9]{1,4})?|[A-Za-z0-9]{11,30})(?![\p{L}\p{N}_])/gu;

/** ISO 7064 mod 97-10 over the rearranged IBAN (letters A=10 ... Z=35), in chunks to stay in doubles. */
export function ibanMod97(iban: string): boolean {
  const s = iban.slice(4) + iban.slice(0, 4);
  let rem = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) rem = (rem * 10 + (c - 48)) % 97;
    else if (c >= 65 && c <= 90) rem = (rem * 100 + (c - 55)) % 97;
    else return false;
  }
  return rem === 1;
}

export function isValidIban(value: string): boolean {
  const iban = value.replace(/ /g, '').toUpperCase();
  const country = IBAN_LENGTHS.get(iban.slice(0, 2));
  return country !== undefined && iban.length === country.length && ibanMod97(iban);
}

function scanIbans(text: string): RawSpan[] {
  const out: RawSpan[] = [];
  for (const m of allMatches(CANDIDATE, text)) {
    const raw = m[0];
    const country = IBAN_LENGTHS.get(raw.slice(0, 2).toUpperCase());
    if (!country) continue;
    // A spaced IBAN may be followed by a word written in capitals; cut at the registered length
    // when that falls on a group boundary.
    let take = raw.length;
    let chars = 0;
    for (let i = 0; i < raw.length; i++) {
      if (raw[i] === ' ') continue;
      chars++;
      if (chars === country.length) {
        take = i + 1;
        break;
      }
    }
    if (chars < country.length) continue;
    if (take < raw.length && raw[take] !== ' ') continue;
    const value = raw.slice(0, take);
    const iban = value.replace(/ /g, '').toUpperCase();
    if (!ibanMod97(iban)) continue;
    const start = m.index;
    out.push(
      rawSpan('PII-5-BANK_ACCOUNT', start, start + take, CONFIDENCE.checksum, 'iban', iban, {
        country: iban.slice(0, 2),
        type: 'iban',
        registry: country.registry,
      }),
    );
  }
  return out;
}

export const findIbans = memoLast(scanIbans);

export const ibanDetector: Detector = {
  name: 'iban',
  countries: [],
  detect: (text) => copySpans(findIbans(text)),
};
