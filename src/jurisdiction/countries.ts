// Which statute governs which jurisdiction code (the contract's table), loaded from countries.json,
// and the resolution of a caller's `jurisdiction` / `statute` pair into one governing law.
import Type, { type Static } from 'typebox';
import { dataFileError, readDataJson, validateData } from '../core/dataFile.js';
import { serviceError } from '../core/errors.js';
import { findStatute, STATUTE_IDS, type StatutePack } from './statutes.js';
import { quoteSafe } from '../core/safeToken.js';

const CC = Type.String({ pattern: '^[A-Z]{2}$' });

/** The schema of countries.json. */
const COUNTRIES_SCHEMA = Type.Object({
  description: Type.Optional(Type.String()),
  aliases_note: Type.Optional(Type.String()),
  eea: Type.Array(CC),
  statutes: Type.Record(Type.String({ pattern: '^[A-Z]{2}$' }), Type.String(), { additionalProperties: false }),
  /** Caller spellings of a supported code (UK → GB, EL → GR). */
  aliases: Type.Optional(Type.Record(Type.String({ pattern: '^[A-Z]{2}$' }), Type.String(), { additionalProperties: false })),
}, { additionalProperties: false });

type CountryTable = Required<Omit<Static<typeof COUNTRIES_SCHEMA>, 'description' | 'aliases_note'>>;

const FILE = new URL('./countries.json', import.meta.url);

/** Validates the parsed table and its references to the statute packs; exported for the broken-copy test. */
export function validateCountryTable(raw: unknown, file: URL | string = FILE): CountryTable {
  const t = validateData(raw, COUNTRIES_SCHEMA, file);
  for (const [code, statute] of Object.entries(t.statutes)) {
    if (!findStatute(statute)) throw dataFileError(file, `/statutes/${code}`, 'DF_NO_STATUTE_PACK', { statutes: STATUTE_IDS.join(', ') });
  }
  t.eea.forEach((code, i) => {
    if (!(code in t.statutes)) throw dataFileError(file, `/eea/${i}`, 'DF_CODE_NO_STATUTE');
  });
  const aliases = t.aliases ?? {};
  for (const [alias, code] of Object.entries(aliases)) {
    if (alias in t.statutes) throw dataFileError(file, `/aliases/${alias}`, 'DF_ALIAS_HAS_STATUTE');
    if (!(code in t.statutes)) throw dataFileError(file, `/aliases/${alias}`, 'DF_ALIAS_TARGET');
  }
  return { eea: t.eea, statutes: t.statutes, aliases };
}

function loadCountryTable(): CountryTable {
  return validateCountryTable(readDataJson(FILE));
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
    throw serviceError('SC_JURISDICTION_UNSUPPORTED', { given: quoteSafe(code), codes: describeJurisdictions(), statutes: STATUTE_IDS.join(', ') });
  }
  return upper;
}

/** Finds a statute by id (case-insensitive); an unknown id is a 400 listing the shipped packs. */
export function requireStatute(id: string): StatutePack {
  const match = STATUTE_IDS.find((s) => s.toUpperCase() === id.trim().toUpperCase());
  if (!match) throw serviceError('SC_STATUTE_UNKNOWN', { given: quoteSafe(id), statutes: STATUTE_IDS.join(', ') });
  return findStatute(match)!;
}

/** True when a detector registered for `country` applies to a text governed by `jurisdiction`. */
export function coversCountry(jurisdiction: string, country: string): boolean {
  if (country === jurisdiction) return true;
  return jurisdiction === 'EU' && EEA_CODES.has(country);
}
