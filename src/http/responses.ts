// Response models of every route (the contract's "Resources and their fields"), for the OpenAPI
// document only: answers are serialised as the verbs return them (see app.ts), so these schemas describe
// and are checked against real answers by test/http/openapi.test.ts, but never filter or reshape them.
// Objects stay open (a field added later is not an error); the contract's fields, types and enums are
// required here.
import Type, { type TSchema } from 'typebox';
import { METHODS } from '../deidentify/index.js';
import { ENTITY_TYPES } from '../extract/vocabulary.js';
import { ACTIONS } from '../jurisdiction/statutes.js';

const str = (description?: string) => Type.String(description ? { description } : {});
const int = (description?: string) => Type.Integer(description ? { description } : {});
const num = (description?: string) => Type.Number(description ? { description } : {});
const bool = (description?: string) => Type.Boolean(description ? { description } : {});
const nullable = (schema: TSchema, description?: string) => Type.Union([schema, Type.Null()], description ? { description } : {});
const oneOf = (values: readonly string[], description?: string) =>
  Type.Unsafe<string>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });
const counts = (description: string) => Type.Record(Type.String(), Type.Integer(), { description });
const numbers = (description: string) => Type.Record(Type.String(), Type.Number(), { description });
const strings = (description: string) => Type.Record(Type.String(), Type.String(), { description });
const id = (prefixes: string, description: string) =>
  Type.String({ pattern: `^(${prefixes}):sha256:[0-9a-f]{64}$`, description });

export const ErrorBody = Type.Object(
  { detail: str('One sentence naming the field or the reason; quotes no caller value beyond a short safe token.') },
  { additionalProperties: false, description: 'Error' },
);

export const AttestationEnvelope = Type.Object(
  {
    schema: Type.Literal('service.attestation.v1'),
    tool: str('The route that answered.'),
    inputs_sha256: str('SHA-256 of the canonical JSON of the request model, defaults filled.'),
    response_sha256: str('SHA-256 of the canonical JSON of the answer without `attestation`.'),
    caller: nullable(str(), 'X-Service-Caller, else the client address.'),
    decision_ids: Type.Array(str(), { description: 'Every service id in the answer, sorted, unique.' }),
    issued_at: str('UTC, second precision.'),
    engine: str('service-core@<version>'),
    signer: str('did:key of the installation.'),
    jws: str('Compact JWS (EdDSA, typ service+jws) over the fields above.'),
  },
  { description: 'Present on every POST answer when a signing key is loaded.' },
);
const attestation = Type.Optional(AttestationEnvelope);

const IDENTITY = ['same_entity', 'review', 'different'] as const;
const DECISION_ACTION = ['merge', 'hold', 'no_op'] as const;

const detectionFields = {
  category: str('Category code, e.g. PII-1-NAME, PII-2-NIN, PII-3-PHONE, PII-4-LOCATION.'),
  start: int('Start offset (code points) in the text as sent.'),
  end: int('End offset (code points, exclusive).'),
  confidence: num(),
  citation: str('Legal citation under the governing statute.'),
  detector: str('Detector name; rule detectors are `rule:<name>`.'),
};
export const Detection = Type.Object(detectionFields, { description: 'A finding; never the text of the span.' });

export const DetectAnswer = Type.Object({ count: int(), detections: Type.Array(Detection), attestation });

export const Span = Type.Object({ ...detectionFields, action: oneOf(ACTIONS, 'What the rewrite did with the span.') });

export const DeidentifyAnswer = Type.Object({
  text: str('The masked copy.'),
  decision_id: id('red', 'De-identification decision id.'),
  jurisdiction: str(),
  statute: str(),
  backend: str(),
  model: nullable(str(), 'Model used; null for rules only.'),
  method: oneOf(METHODS),
  count: int(),
  by_category: counts('Category code to number of spans.'),
  spans: Type.Array(Span, { description: 'Sorted by position.' }),
  record: strings('Lower-case field name to token: what the masked copy can still be compared on.'),
  recorded: bool('True when stored in the ledger.'),
  attestation,
});

const FieldsPins = Type.Object(
  {
    engine: str(),
    comparators_sha256: str(),
    block: str(),
    threshold: num(),
    review_margin: num(),
    distinctive_floor: num(),
    tf: str('shipped:<entity_pack>'),
    entity_pack: str(),
  },
  { description: 'Entity-pack engine (field maps, xwd: ids).' },
);
const TextPins = Type.Object(
  {
    receipt_schema: Type.Literal(1),
    engine: str('<engine_name>@<version>'),
    comparator_lib: str('<library>@<version>'),
    jurisdiction: nullable(str()),
    thresholds: Type.Object({ match: num(), review: num(), distinctive_floor: num() }),
    tf: str(),
    provenance: Type.Object({ document_content_id_a: str(), document_content_id_b: str(), backend: str() }),
  },
  { description: 'Text engine (strings and documents, dec: ids).' },
);
const Pins = Type.Union([FieldsPins, TextPins], { description: 'What produced the decision; `engine` is always present.' });

const UnreadSide = Type.Object({
  ignored: Type.Array(str(), { description: 'Supplied field names the entity pack did not read.' }),
  unparsed: Type.Array(str(), { description: 'Supplied field names whose values the pack could not parse (or, over 1,024 characters, does not compare).' }),
});

const receiptFields = {
  identity: oneOf(IDENTITY),
  action: oneOf(DECISION_ACTION),
  basis: str('Why the engine decided, e.g. pack:<entity_pack> or corroborated.'),
  explanation: str(),
  score: num('Not comparable across engines: see pins.engine.'),
  factors: numbers('Factor name to score (four decimals).'),
};

export const CompareReceipt = Type.Object({
  ...receiptFields,
  decision_id: id('xwd|dec', 'xwd: for field maps, dec: for strings.'),
  pins: Pins,
  recorded: bool(),
  unread: Type.Optional(
    Type.Object({ a: UnreadSide, b: UnreadSide }, { description: 'Field-map compare: which supplied fields were not used, per side.' }),
  ),
  attestation,
});

const Evidence = Type.Object({
  signal: str('e.g. id.nin'),
  tier: oneOf(['A', 'B', 'C']),
  country: str(),
  count: int(),
  weight: num(),
  source: str(),
  sample: Type.Optional(str('A masked sample of what matched, when one is kept.')),
});

export const JurisdictionVerdict = Type.Object({
  country: nullable(str()),
  confidence: num(),
  margin: num(),
  runner_up: nullable(str()),
  abstained: bool(),
  reason: str(),
  ruleset_version: str('year.month.revision'),
  evidence: Type.Array(Evidence),
});

const PairDecision = Type.Object({
  a: str('File name.'),
  b: str('File name.'),
  identity: oneOf(IDENTITY),
  score: num(),
  factors: numbers('Factor name to score.'),
  decision_id: id('dec', 'Text-engine decision id.'),
});

const DocumentRecord = Type.Object(
  { document: str('File name.'), detections: counts('Category code to count.') },
  { description: 'Plus one key per extracted field, masked unless reveal=true.', additionalProperties: Type.Unknown() },
);

export const DocumentReport = Type.Object({
  entity: str(),
  jurisdiction: str(),
  jurisdictions: Type.Record(Type.String(), JurisdictionVerdict, { description: 'File name to verdict.' }),
  documents: Type.Array(DocumentRecord),
  decisions: Type.Array(PairDecision),
  unlinked: Type.Array(Type.Unknown()),
  review: Type.Object({
    entity: str(),
    proposed_fields: Type.Array(
      Type.Object({ document: str(), field: str(), value: str('Masked unless reveal=true.'), source: str(), confidence: num(), span: Type.Unknown() }),
    ),
    decisions: Type.Array(PairDecision),
    unlinked: Type.Array(Type.Unknown()),
    errors: Type.Record(Type.String(), Type.Unknown()),
  }),
  errors: Type.Record(Type.String(), Type.Unknown(), { description: 'File name to what went wrong with it.' }),
  recorded: bool(),
  attestation,
});

const PlaceMention = Type.Object({
  role: oneOf(['origin', 'destination', 'location', 'via', 'unknown']),
  start: int(),
  end: int(),
  cue: nullable(str(), 'The cue word, e.g. from, to.'),
  cue_start: nullable(int()),
  cue_end: nullable(int()),
  cue_rule: nullable(str()),
  confidence: num(),
  evidence: Type.Array(str(), { description: 'e.g. span:parsed, cue:adjacent, cue:windowed' }),
  jurisdiction: str('XX when unknown.'),
  jurisdiction_confidence: num(),
  has_address: bool(),
  text: str('The mention text.'),
  components: strings('Any of street_number, street, anchor, anchor_type, city, ...'),
});

export const PlacesAnswer = Type.Object({ count: int(), mentions: Type.Array(PlaceMention), attestation });

export const ExtractAnswer = Type.Object({
  backend: str(),
  count: int(),
  entities: Type.Array(
    Type.Object({
      text: str(),
      entity_type: oneOf(ENTITY_TYPES),
      confidence: num(),
      start: int(),
      end: int(),
      source: str('e.g. lexicon, rule, model'),
      metadata: Type.Record(Type.String(), Type.Unknown()),
    }),
  ),
  attestation,
});

/** Issue 18: present only when values of the decision were erased (POST /erase, retention). */
const erasure = Type.Optional(
  Type.Object(
    { subjects: Type.Array(str(), { description: 'The erased record ids (or the decision id of a decision about no record).' }), erased_at: str(), values: Type.Literal('erased') },
    { description: 'The values this decision was decided on were erased; ids, factors and pins are as stored.' },
  ),
);

export const StoredDecision = Type.Object({
  decision_id: str(),
  verb: oneOf(['compare', 'deidentify', 'documents']),
  identity: str('As in the receipt (`deidentified` for a de-identification).'),
  action: str(),
  score: num(),
  explanation: str(),
  factors: numbers('As in the receipt.'),
  pins: Type.Record(Type.String(), Type.Unknown()),
  call: Type.Record(Type.String(), Type.Unknown(), { description: 'The call arguments; record values masked unless reveal=true.' }),
  recorded_at: str('ISO 8601 with UTC offset.'),
  supersedes: nullable(str()),
  superseded_by: nullable(str()),
  record_a: id('rec', 'Stored record of side a.'),
  record_b: id('rec', 'Stored record of side b.'),
  records: Type.Optional(
    Type.Object({ a: Type.Unknown(), b: Type.Unknown() }, { description: 'The stored records; values masked unless reveal=true; an erased record has attributes and text null and erased_at.' }),
  ),
  erasure,
});

export const Explanation = Type.Object({
  identity: str(),
  action: str(),
  basis: str(),
  explanation: str(),
  supporting: Type.Array(str()),
  refuting: Type.Array(str()),
  missing: Type.Array(str()),
  shared: strings('Field name to the value both records carry, masked unless reveal=true.'),
  gate: Type.Object({ clearing_signal: nullable(str()), distinctive_cleared: bool(), floor: num() }),
  erasure,
});

export const ReplayAnswer = Type.Object({
  decision_id: str(),
  reproduced: bool('True when the installed engine returns the same decision_id.'),
  changed: Type.Record(Type.String(), Type.Unknown(), { description: 'Every factor and pin that moved; empty when reproduced.' }),
  now: Type.Object({ decision_id: str(), identity: str(), action: str(), score: num(), factors: numbers('As the engine returns them now.') }),
});

export const Livez = Type.Object({ ok: bool(), version: str(), warm: nullable(bool(), 'null without warm start, false while loading, then true.') });

export const Capabilities = Type.Object({
  version: str(),
  ledger: bool(),
  model: bool(),
  parsers: Type.Object({ text: bool(), pdf: bool(), docx: bool(), docling: bool(), ocr: bool() }),
  warm: nullable(bool()),
  attestation: nullable(Type.Object({ signer: str('did:key:...') })),
  endpoints: Type.Array(str()),
});
