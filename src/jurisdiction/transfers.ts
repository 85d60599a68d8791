// Cross-border transfer bases per statute (transfers.json): the section that governs sending personal
// data abroad and the bases the statute itself recognises, each with the section that names it. The
// guarded scan (src/guard) refuses a cross-border call whose declared basis is not one of these.
// Validated once at load with TypeBox; a bad file stops the service naming the path of the bad entry.
import Type, { type Static } from 'typebox';
import { dataFileError, readDataJson, validateData } from '../core/dataFile.js';
import { STATUTE_IDS } from './statutes.js';

const BASIS = /^[a-z][a-z0-9_]*$/;

const TransferRules = Type.Object(
  {
    section: Type.String({ minLength: 1 }),
    source: Type.String({ minLength: 1 }),
    bases: Type.Record(Type.String(), Type.String({ minLength: 1 })),
  },
  { additionalProperties: false },
);

const TransferFile = Type.Object(
  {
    schema: Type.Literal('service.transfer_bases.v1'),
    note: Type.String(),
    statutes: Type.Record(Type.String(), TransferRules),
  },
  { additionalProperties: false },
);

export type TransferRule = Static<typeof TransferRules>;

const FILE = new URL('./transfers.json', import.meta.url);

/** Validates the parsed file; every shipped statute must have an entry (an empty `bases` is allowed). */
export function validateTransfers(raw: unknown, file: URL | string = FILE): ReadonlyMap<string, TransferRule> {
  const data = validateData(raw, TransferFile, file);
  for (const id of STATUTE_IDS) {
    if (!Object.hasOwn(data.statutes, id)) throw dataFileError(file, `/statutes/${id}`, 'DF_MISSING');
  }
  for (const [id, rules] of Object.entries(data.statutes)) {
    if (!STATUTE_IDS.includes(id)) throw dataFileError(file, `/statutes/${id}`, 'DF_NO_STATUTE_PACK', { statutes: STATUTE_IDS.join(', ') });
    for (const basis of Object.keys(rules.bases)) {
      if (!BASIS.test(basis)) throw dataFileError(file, `/statutes/${id}/bases/${basis}`, 'DF_NOT_SNAKE_CASE');
    }
  }
  return new Map(Object.entries(data.statutes));
}

const RULES = validateTransfers(readDataJson(FILE));

/** The transfer rules of a shipped statute. */
export function transferRulesFor(statuteId: string): TransferRule | undefined {
  return RULES.get(statuteId);
}
