// Which statute governs which jurisdiction code (the contract's table), loaded from countries.json,
// and the resolution of a caller's `jurisdiction` / `statute` pair into one governing law.
import { readFileSync } from 'node:fs';
import { BadRequestError } from '../core/errors.js';
import { findStatute, STATUTE_IDS, type StatutePack } from './statutes.js';
import { quoteSafe } from '../core/safeToken.js';

interface CountryTable {
  eea: string[];
  statutes: Record<string, string>;
  /** Caller spellings of a supported code (UK → GB, EL → GR). */
  aliases: Record<string, string>;
}

function loadCountryTable(): CountryTable {
  const file = 'countries.json';
  const raw = JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')) as Partial<CountryTable>;
  if (!Array.isArray(raw.eea) || raw.eea.some((c) => typeof c !== 'string' || !/^[A-Z]{2}$/.test(c))) {
    throw new Error(`${file}: field 'eea' must be a list of two-letter upper-case codes`);
  }
  if (typeof raw.statutes !== 'object' || raw.statutes === null) {
    throw new Error(`${file}: field 'statutes' must be an object of code to statute id`);
  }
  for (const [code, statute] of Object.entries(raw.statutes)) {
    if (!/^[A-Z]{2}$/.test(code)) throw new Error(`${file}: field 'statutes.${code}' is not a two-letter code`);
    if (typeof statute !== 'string' || !findStatute(statute)) {
      throw new Error(`${file}: field 'statutes.${code}' names no shipped statute pack (have ${STATUTE_IDS.join(', ')})`);
    }
  }
  for (const code of raw.eea) {
    if (!(code in raw.statutes)) throw new Error(`${file}: field 'eea' lists ${code}, which has no statute`);
  }
  const aliases = raw.aliases ?? {};
  for (const [alias, code] of Object.entries(aliases)) {
    if (!/^[A-Z]{2}$/.test(alias) || alias in raw.statutes) throw new Error(`${file}: field 'aliases.${alias}' must be a two-letter code without a statute of its own`);
    if (typeof code !== 'string' || !(code in raw.statutes)) throw new Error(`${file}: field 'aliases.${alias}' must name a code of 'statutes'`);
  }
  return { eea: raw.eea, statutes: raw.statutes, aliases };
}

const TABLE = loadCountryTable();

/** Every supported jurisdiction code, sorted. */
export const JURISDICTION_CODES: readonly string[] = Object.keys(TABLE.statutes).sort();
/** The EU/EEA member codes (without `EU` itself). */
export const EEA_CODES: ReadonlySet<string> = new Set(TABLE.eea);

/** Statute id for a supported code, or undefined. */
export function statuteIdFor(code: string): string | undefined {
  return TABLE.statutes[code];
}

/** `AT (GDPR), BE (GDPR), ...` for error details. */
export function describeJurisdictions(): string {
  return JURISDICTION_CODES.map((c) => `${c} (${TABLE.statutes[c]})`).join(', ');
}

/** Upper-cases and checks a code (aliases such as UK and EL resolved); a code outside the table is a 400 listing the table. */
export function requireJurisdiction(code: string): string {
  const given = code.trim().toUpperCase();
  const upper = TABLE.aliases[given] ?? given;
  if (!(upper in TABLE.statutes)) {
    throw new BadRequestError(
      `jurisdiction ${quoteSafe(code)} is not supported; use one of ${describeJurisdictions()}, or pass statute (one of ${STATUTE_IDS.join(', ')})`,
    );
  }
  return upper;
}

/** Finds a statute by id (case-insensitive); an unknown id is a 400 listing the shipped packs. */
export function requireStatute(id: string): StatutePack {
  const match = STATUTE_IDS.find((s) => s.toUpperCase() === id.trim().toUpperCase());
  if (!match) throw new BadRequestError(`no statute pack named ${quoteSafe(id)}; have ${STATUTE_IDS.join(', ')}`);
  return findStatute(match)!;
}

/** True when a detector registered for `country` applies to a text governed by `jurisdiction`. */
export function coversCountry(jurisdiction: string, country: string): boolean {
  if (country === jurisdiction) return true;
  return jurisdiction === 'EU' && EEA_CODES.has(country);
}
