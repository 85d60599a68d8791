// Which country an address is in, and how sure we are: an explicit country name wins (0.95), then a
// gazetteer city (0.85), then postcode shapes that belong to one country (UK, GhanaPost GPS, Dutch,
// Polish, Kenyan P.O. Box codes), then the street form (rue → FR), then bare digit counts
// (6 → NG, 5 → KE, 4 → ZA at 0.65, the reference's reading for the African markets we serve).
import { lookupPlace } from './gazetteerAdapter.js';

export interface CountryGuess {
  country: string | null;
  confidence: number;
}

const UK_RE = /^(?:GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/;
const GHANA_RE = /^[A-Z]{2}-\d{1,4}-\d{3,4}$/;
const NL_RE = /^\d{4} ?[A-Z]{2}$/;
const PL_RE = /^\d{2}-\d{3}$/;
const PT_RE = /^\d{4}-\d{3}$/;
const SE_RE = /^\d{3} \d{2}$/;
const PREFIXED_RE = /^([A-Z]{1,2})-\d{4,6}$/;
const PREFIX_COUNTRY: Record<string, string> = {
  D: 'DE', F: 'FR', I: 'IT', E: 'ES', A: 'AT', B: 'BE', L: 'LU', P: 'PT', NL: 'NL', DK: 'DK', S: 'SE',
  CH: 'CH', FI: 'FI', PL: 'PL', CZ: 'CZ', IE: 'IE',
};
const DIGITS_COUNTRY: Record<number, string> = { 6: 'NG', 5: 'KE', 4: 'ZA' };

export function postalCountry(postal: string): CountryGuess {
  if (UK_RE.test(postal)) return { country: 'GB', confidence: 0.95 };
  if (GHANA_RE.test(postal)) return { country: 'GH', confidence: 0.95 };
  if (NL_RE.test(postal)) return { country: 'NL', confidence: 0.9 };
  if (PL_RE.test(postal)) return { country: 'PL', confidence: 0.85 };
  if (PT_RE.test(postal)) return { country: 'PT', confidence: 0.85 };
  if (SE_RE.test(postal)) return { country: 'SE', confidence: 0.8 };
  const prefixed = PREFIXED_RE.exec(postal);
  if (prefixed !== null) {
    const c = PREFIX_COUNTRY[prefixed[1]!];
    return c === undefined ? { country: null, confidence: 0 } : { country: c, confidence: 0.9 };
  }
  const digits = /^\d+$/.test(postal) ? DIGITS_COUNTRY[postal.length] : undefined;
  return digits === undefined ? { country: null, confidence: 0 } : { country: digits, confidence: 0.65 };
}

export function inferAddressCountry(
  components: { city?: string; region?: string; postal_code?: string },
  explicitIso: string | undefined,
  hint: string | undefined,
): CountryGuess {
  if (explicitIso !== undefined) return { country: explicitIso, confidence: 0.95 };
  const postal = components.postal_code === undefined ? undefined : postalCountry(components.postal_code);
  if (postal !== undefined && postal.confidence >= 0.9) return postal; // UK, GhanaPost, Dutch, prefixed
  for (const name of [components.city, components.region]) {
    if (name === undefined) continue;
    const entry = lookupPlace(name);
    if (entry?.country) return { country: entry.country, confidence: 0.85 };
  }
  if (postal !== undefined && postal.confidence > 0.65) return postal;
  if (hint !== undefined) return { country: hint, confidence: postal === undefined ? 0.6 : 0.8 };
  return postal ?? { country: null, confidence: 0 };
}
