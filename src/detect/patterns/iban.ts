// IBANs (PII-5-BANK_ACCOUNT): the country's registered length (iban-lengths.json) and the ISO 13616
// mod-97 check. Compact (`GB82WEST12345698765432`) or printed in groups of four; any case.
import Type from 'typebox';
import type { Detector, RawSpan } from '../types.js';
import { CONFIDENCE } from './confidence.js';
import { memoLast, rawSpan, universalDetector } from './span.js';
import { allMatches } from '../../core/matches.js';
import { loadDataFile } from '../../core/dataFile.js';
import { KeyedBy } from '../../core/dataSchemas.js';

interface IbanCountry {
  length: number;
  registry: boolean;
}

/** The schema of iban-lengths.json: country code → registered length and whether SWIFT's registry lists it. */
export const IBAN_LENGTHS_SCHEMA = Type.Object({
  source: Type.String({ minLength: 1 }),
  countries: KeyedBy('^[A-Z]{2}$', Type.Object({ length: Type.Integer({ minimum: 15, maximum: 34 }), registry: Type.Boolean() }, { additionalProperties: false })),
}, { additionalProperties: false });

function loadLengths(): ReadonlyMap<string, IbanCountry> {
  const { countries } = loadDataFile(new URL('./iban-lengths.json', import.meta.url), IBAN_LENGTHS_SCHEMA);
  return new Map(Object.entries(countries).map(([code, c]) => [code, { length: c.length, registry: c.registry }]));
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

export const ibanDetector: Detector = universalDetector('iban', findIbans);
