// Request models of every route (the contract's request tables with our defaults, docs/architecture.md "Names and defaults").
// Validation fills defaults (from core/routeDefaults.ts, shared with the attestation verifier) and
// refuses unknown fields, so `request.body` is exactly the model as received with defaults included —
// what `inputs_sha256` hashes.
import Type, { type Static } from 'typebox';
import { ROUTE_DEFAULTS } from '../core/routeDefaults.js';

const nullableString = (description: string) =>
  Type.Optional(Type.Union([Type.String(), Type.Null()], { default: null, description }));

const text = Type.String({ description: 'The text as sent; offsets in answers index it in code points.' });
const jurisdiction = nullableString('ISO country code (or EU); omitted, null or "auto" means infer from the text.');
const statute = nullableString('Statute name (GDPR, UK-GDPR, NDPA-2023, KENYA-DPA, GHANA-DPA, POPIA); wins over jurisdiction.');
const autoBackend = Type.Optional(
  Type.String({ default: ROUTE_DEFAULTS.detect.backend, description: '`auto` (rules plus the model when installed) or `basic` (rules only).' }),
);
const store = Type.Optional(Type.Boolean({ default: ROUTE_DEFAULTS.deidentify.store, description: 'Record the decision in the ledger.' }));

export const DetectBody = Type.Object({ text, jurisdiction, backend: autoBackend, statute }, { additionalProperties: false });
export type DetectBody = Static<typeof DetectBody>;

export const DeidentifyBody = Type.Object(
  {
    text,
    jurisdiction,
    backend: autoBackend,
    statute,
    method: Type.Optional(Type.String({ default: ROUTE_DEFAULTS.deidentify.method, description: '`statute`, `mask`, `token` or `drop`.' })),
    salt: Type.Optional(Type.String({ default: ROUTE_DEFAULTS.deidentify.salt, description: 'HMAC key of the tokens; never stored.' })),
    store,
  },
  { additionalProperties: false },
);
export type DeidentifyBody = Static<typeof DeidentifyBody>;

const fieldMap = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()]), {
  description: 'Field name to value.',
});
const side = Type.Union([Type.String(), fieldMap], { description: 'A field map (entity-pack engine) or a free text (text engine).' });

export const CompareBody = Type.Object(
  {
    a: side,
    b: side,
    entity: Type.Optional(Type.String({ default: ROUTE_DEFAULTS.compare.entity, description: 'Entity pack name.' })),
    jurisdiction: nullableString('String form only: supplies the priors.'),
    backend: Type.Optional(Type.String({ default: ROUTE_DEFAULTS.compare.backend, description: 'String form only: detection backend.' })),
    store,
  },
  { additionalProperties: false },
);
export type CompareBody = Static<typeof CompareBody>;

export const PlacesBody = Type.Object({ text }, { additionalProperties: false });
export type PlacesBody = Static<typeof PlacesBody>;

export const ExtractBody = Type.Object(
  {
    text,
    entity_types: Type.Optional(
      Type.Union([Type.Array(Type.String()), Type.Null()], { default: null, description: 'Narrows the entity types proposed.' }),
    ),
    backend: autoBackend,
  },
  { additionalProperties: false },
);
export type ExtractBody = Static<typeof ExtractBody>;

export const DecisionParams = Type.Object({ id: Type.String({ description: 'A decision id (dec:, xwd:, red:, lnk: or stl:).' }) });
export type DecisionParams = Static<typeof DecisionParams>;

/** A route that takes no query parameters: any is an unknown field (422). */
export const NoQuery = Type.Object({}, { additionalProperties: false });

/** Query booleans arrive as text; these spellings are accepted. */
export const BOOLEAN_WORDS = ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'] as const;
const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);

export function parseBooleanWord(value: string | undefined): boolean {
  return value !== undefined && TRUE_WORDS.has(value.toLowerCase());
}

export const RevealQuery = Type.Object(
  {
    reveal: Type.Optional(
      Type.Union(
        BOOLEAN_WORDS.map((w) => Type.Literal(w)),
        { description: 'Show stored values instead of masked ones.' },
      ),
    ),
  },
  { additionalProperties: false },
);
export type RevealQuery = Static<typeof RevealQuery>;

/** The form fields of POST /documents and their defaults (contract table). */
export const DOCUMENT_FORM_DEFAULTS = ROUTE_DEFAULTS.documents;
