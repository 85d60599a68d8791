// Building blocks of the data files' TypeBox schemas (read through core/dataFile.ts), so a phrase, a
// word list, a country code or a category code means the same in every file that holds one.
import Type, { type TProperties, type TSchema } from 'typebox';

/** A non-empty string without leading or trailing white space. */
export const Phrase = Type.String({ pattern: '^\\S(?:.*\\S)?$' });
/** A non-empty list of trimmed, non-empty phrases. */
export const Phrases = Type.Array(Phrase, { minItems: 1 });
/** A non-empty list of trimmed lower-case phrases. */
export const LowerPhrases = Type.Array(Type.String({ pattern: '^[^\\s\\p{Lu}](?:[^\\p{Lu}]*[^\\s\\p{Lu}])?$' }), { minItems: 1 });
/** A probability or relative frequency strictly between 0 and 1. */
export const Probability = Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: 1 });
/** An upper-case ISO 3166-1 alpha-2 code. */
export const CountryCode = Type.String({ pattern: '^[A-Z]{2}$' });
/** A category code (`PII-2-NIN`). */
export const CategoryCode = Type.String({ pattern: '^PII-[0-9]-[A-Z][A-Z0-9_]*$' });

/** An object whose keys all match `key` (a regex source) and whose values fit `value`; other keys are refused. */
export function KeyedBy<V extends TSchema>(key: string, value: V) {
  return Type.Record(Type.String({ pattern: key }), value, { additionalProperties: false });
}

/** A data file that names its own `schema` version and carries a `note`, beside `properties`; other keys are refused. */
export function VersionedFile<P extends TProperties>(schema: string, properties: P) {
  return Type.Object({ schema: Type.Literal(schema), note: Type.String({ minLength: 1 }), ...properties }, { additionalProperties: false });
}
