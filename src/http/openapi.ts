// What the OpenAPI document says beyond the request models: each route's responses (the answer and every
// error status with the `{detail}` body), a request example per route that answers 200, the multipart
// form of POST /documents (so /docs can upload a file) and the example decision id of the ledger routes.
import type { FastifySchema } from 'fastify';
import type { TSchema } from 'typebox';
import { compareDetailed } from '../compare/index.js';
import { findPack, PACK_NAMES } from '../compare/packs.js';
import type { CompareBody } from './schemas.js';
import { ROUTE_DEFAULTS } from '../core/routeDefaults.js';
import {
  Capabilities,
  CompareReceipt,
  DeidentifyAnswer,
  DetectAnswer,
  DocumentReport,
  ErrorBody,
  Explanation,
  ExtractAnswer,
  Livez,
  PlacesAnswer,
  ReplayAnswer,
  StoredDecision,
} from './responses.js';

const ERROR_MEANING: Record<number, string> = {
  400: 'Malformed JSON, JSON that is not UTF-8, or a request the service will not serve (unknown jurisdiction, statute, backend, method or pack; a jurisdiction the text does not reveal; a parser extra not installed).',
  404: 'No decision with that id in this ledger.',
  409: 'The decision is not an open case any more (already superseded) or not a held pair at all.',
  413: 'The body or an upload is over its size limit.',
  414: 'A path parameter is longer than the limit.',
  415: 'Wrong content type.',
  422: 'The request does not fit the request model (an unknown field included); the detail names each field.',
  503: 'The call needs a ledger and none is configured.',
};

/** Every error answer's header naming its catalogue code (core/errorCatalogue.ts; the README lists them). */
const ERROR_HEADERS = {
  'X-Error-Code': { type: 'string', pattern: '^SC_[A-Z0-9_]+$', description: 'The stable code of this error (e.g. SC_NO_LEDGER); the README lists every code.' },
};

/** The error answers of a route: the {detail} body and X-Error-Code header, described per status (`meaning` overrides). */
export function errors(statuses: readonly number[], meaning: Readonly<Record<number, string>> = {}): Record<number, TSchema> {
  const out: Record<number, TSchema> = {};
  for (const s of statuses) out[s] = { ...ErrorBody, description: meaning[s] ?? ERROR_MEANING[s]!, headers: ERROR_HEADERS };
  return out;
}

const ok = (schema: TSchema, description: string) => ({ 200: { ...schema, description } });
/** A 200 whose fields the library's verb documents (src/link, src/ledger): an open JSON object. */
const okObject = (description: string) => ({ 200: { type: 'object', additionalProperties: true, description } as TSchema });

const JSON_POST = [400, 413, 415, 422];
const STORING_POST = [...JSON_POST, 503];
const LEDGER_GET = [404, 414, 422, 503];
/** A GET of the entity graph: a query the model admits but the ledger cannot read (a foreign cursor), a field it does not take, no ledger. */
const GRAPH_GET = [400, 422, 503];
const GRAPH_MEANING = {
  400: 'A cursor that is not the next_cursor of an earlier page, or a record id that is not of the form rec:sha256:<64 hex>.',
  422: 'A query or body field the route does not take, or one that does not fit the request model; the detail names the fields it takes.',
};

/** The `response` schema of each route, keyed by route URL as registered. */
export const RESPONSES = {
  detect: { ...ok(DetectAnswer, 'Findings with citations.'), ...errors(JSON_POST) },
  deidentify: { ...ok(DeidentifyAnswer, 'The de-identified copy.'), ...errors(STORING_POST) },
  compare: { ...ok(CompareReceipt, 'The comparison receipt.'), ...errors(STORING_POST) },
  documents: { ...ok(DocumentReport, 'The document report.'), ...errors(STORING_POST) },
  places: { ...ok(PlacesAnswer, 'Place mentions.'), ...errors(JSON_POST) },
  extract: { ...ok(ExtractAnswer, 'Proposed entities.'), ...errors(JSON_POST) },
  decision: { ...ok(StoredDecision, 'The stored decision.'), ...errors(LEDGER_GET) },
  explain: { ...ok(Explanation, 'Why the decision was taken.'), ...errors(LEDGER_GET) },
  replay: { ...ok(ReplayAnswer, 'The decision re-run with the installed engine.'), ...errors([400, ...LEDGER_GET]) },
  link: { ...okObject('The pair decisions and clusters of the list(s) (src/link).'), ...errors(STORING_POST) },
  coverage: {
    ...okObject('The categories the statute governs and those the installed detectors find.'),
    ...errors([400, 422], { 400: 'An unknown jurisdiction or statute.' }),
  },
  entities: { ...okObject('One page of entities: records joined by current same_entity decisions.'), ...errors(GRAPH_GET, GRAPH_MEANING) },
  cases: { ...okObject('One page of open review pairs and the fields that would settle them.'), ...errors(GRAPH_GET, GRAPH_MEANING) },
  path: {
    ...okObject('The chain of decisions joining the two records.'),
    ...errors([...GRAPH_GET, 404], { ...GRAPH_MEANING, 404: 'A record id this ledger does not hold.' }),
  },
  resolve: { ...okObject('The entities the record would join and the pairwise decisions behind them.'), ...errors(STORING_POST, { 422: GRAPH_MEANING[422] }) },
  observe: {
    ...okObject('The decisions about the record, re-decided with the evidence.'),
    ...errors(STORING_POST, { 400: 'Malformed JSON, or a record that is not of the form rec:sha256:<64 hex>.', 422: GRAPH_MEANING[422] }),
  },
  livez: ok(Livez, 'Liveness.'),
  capabilities: ok(Capabilities, 'What this installation can do.'),
} as const;

/** A request per JSON route that answers 200 on any installation (rules only, jurisdiction given). */
export const EXAMPLES = {
  detect: { text: 'Patient Casey Example (NIN 12345678901) called from 0803 555 7890.', jurisdiction: 'NG', backend: 'basic' },
  deidentify: { text: 'Adaeze Okonkwo, NIN 12345678901, +234 803 123 4567', jurisdiction: 'NG', backend: 'basic', salt: 's3cret' },
  compare: {
    a: { name: 'Adesola Okonkwo', national_id: '12345678901' },
    b: { name: 'Adesola E. Okonkwo', national_id: '12345678901' },
    entity: 'person',
  },
  places: { text: 'Send my package tomorrow from 123 Maple Street to the blue gate behind Elim Pharmacy, Ikeja.' },
  extract: { text: 'Chief Adebayo Ogunlesi of Kijani Tea Exporters Ltd', entity_types: ['PERSON', 'ORGANIZATION'], backend: 'basic' },
} as const;

/** A body schema with its example (the OpenAPI media example). */
export function withExample<T extends TSchema>(schema: T, example: unknown): T {
  return { ...schema, examples: [example] };
}

/**
 * The options of a verb's POST route: its body schema with the verb's example, the verb's answers, the
 * summary and tag of the OpenAPI document, and the tool name the attestation records.
 */
export function verbRoute<B extends TSchema>(verb: keyof typeof EXAMPLES, body: B, summary: string, tag: string) {
  return { schema: { body: withExample(body, EXAMPLES[verb]), response: RESPONSES[verb], summary, tags: [tag] }, config: { tool: verb } };
}

let exampleId: string | undefined;
/** The decision id the /compare example gets (stored with `store: true`, the ledger routes answer 200 for it). */
export function exampleDecisionId(): string {
  exampleId ??= compareDetailed({ ...ROUTE_DEFAULTS.compare, ...EXAMPLES.compare } as CompareBody).receipt.decision_id;
  return exampleId;
}

const binary = { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' };

/** The multipart form of POST /documents as OpenAPI describes a form (the route reads it itself). */
export const DOCUMENTS_FORM = {
  type: 'object',
  required: ['files'],
  properties: {
    files: { type: 'array', items: binary, minItems: 1, description: 'One part per document; file names key the report.' },
    entity: { type: 'string', default: ROUTE_DEFAULTS.documents.entity, description: 'Entity pack.' },
    jurisdiction: { type: 'string', default: ROUTE_DEFAULTS.documents.jurisdiction, description: 'Country code, or auto (infer per file).' },
    backend: { type: 'string', default: ROUTE_DEFAULTS.documents.backend, description: 'auto or basic.' },
    store: { type: 'boolean', default: ROUTE_DEFAULTS.documents.store, description: 'Record the pair decisions.' },
    reveal: { type: 'boolean', default: ROUTE_DEFAULTS.documents.reveal, description: 'Return extracted values unmasked.' },
  },
  additionalProperties: false,
};

type RouteSchema = FastifySchema & { params?: { properties?: Record<string, unknown> }; body?: unknown };

let packFields: string | undefined;
/** The field names each entity pack reads (its aliases in parentheses), from the packs themselves. */
export function packFieldsDescription(): string {
  if (packFields === undefined) {
    const seen = new Set<string>();
    const lines: string[] = [];
    for (const name of PACK_NAMES) {
      const pack = findPack(name);
      if (!pack || seen.has(pack.name)) continue;
      seen.add(pack.name);
      const fields = [...pack.fieldKeys].map(([field, keys]) => (keys.length > 1 ? `${field} (or ${keys.slice(1).join(', ')})` : field));
      // A field callers may send in parts (a name as first_name + last_name): each part with the keys read for it.
      const composed = Object.entries(pack.file.composed ?? {}).map(
        ([field, spec]) => `${field} in parts when no ${field} key is sent (${spec.parts.map((keys) => keys.join(' or ')).join(' + ')})`,
      );
      lines.push(`${pack.name}: ${[...fields, ...composed].join(', ')}`);
    }
    packFields = `Field maps: the fields each entity pack reads (other fields are accepted and reported in the receipt's \`unread\`). ${lines.join('; ')}.`;
  }
  return packFields;
}

/** The /compare body with the pack field names written on `a` and `b`. */
function compareBodyDocs(body: unknown): unknown {
  const b = body as { properties?: Record<string, { description?: string }> };
  if (!b?.properties?.a || !b.properties.b) return body;
  const describe = (side: { description?: string }) => ({ ...side, description: `${side.description ?? ''} ${packFieldsDescription()}`.trim() });
  return { ...b, properties: { ...b.properties, a: describe(b.properties.a), b: describe(b.properties.b) } };
}

/**
 * `@fastify/swagger` transform: documentation-only additions that must not reach the validator — the
 * multipart body of /documents (the route parses the form itself) and the ledger routes' example id
 * (computed on first use, from the /compare example, so it follows the installed engine's pins).
 */
export function documentRoute({ schema, url }: { schema: FastifySchema; url: string }): { schema: FastifySchema; url: string } {
  if (!schema || typeof schema !== 'object') return { schema, url };
  const s = schema as RouteSchema;
  if (url === '/documents') return { schema: { ...s, body: DOCUMENTS_FORM }, url };
  if (url === '/compare') return { schema: { ...s, body: compareBodyDocs(s.body) }, url };
  if (/^\/(decision|explain|replay)\/:id$/.test(url) && s.params?.properties?.id) {
    const idSchema = { ...(s.params.properties.id as object), examples: [exampleDecisionId()] };
    return { schema: { ...s, params: { ...s.params, properties: { ...s.params.properties, id: idSchema } } }, url };
  }
  return { schema, url };
}
