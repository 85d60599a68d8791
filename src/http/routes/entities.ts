// GET /entities, /path, /cases and POST /resolve, /observe: thin adapters over the ledger's entity graph
// (src/ledger/graph.ts, resolveObserve.ts). Every route needs a ledger (503 without one), rejects fields
// it does not take (422), and answers with ids, factors and field names only — never a stored value and
// never a value the caller sent.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { PACK_NAMES } from '../../compare/index.js';
import { serviceError } from '../../core/errors.js';
import { isRecordId } from '../../core/ids.js';
import { listEntities, MAX_PAGE, observeRecord, openCases, pathBetween, resolveRecord } from '../../ledger/index.js';
import { packIdentifiers, pairCompare } from '../../runners.js';
import { RESPONSES } from '../openapi.js';
import { requireLedger } from '../state.js';

const fieldMap = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()]), {
  description: 'Field name to value.',
});
const pageQuery = {
  limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$', description: `Items per page, 1 to ${MAX_PAGE} (default 50).` })),
  cursor: Type.Optional(Type.String({ description: 'next_cursor of the previous page.' })),
  entity_type: Type.Optional(Type.String({ description: 'Only records of this entity type.' })),
};

export const EntitiesQuery = Type.Object(pageQuery, { additionalProperties: false });
export const CasesQuery = Type.Object(pageQuery, { additionalProperties: false });
export const PathQuery = Type.Object(
  {
    a: Type.String({ description: 'A stored record id (rec:sha256:…).' }),
    b: Type.String({ description: 'Another stored record id.' }),
  },
  { additionalProperties: false },
);
export const ResolveBody = Type.Object(
  {
    record: fieldMap,
    entity: Type.Union(
      PACK_NAMES.map((n) => Type.Literal(n)),
      { description: 'Entity pack of the record (required).' },
    ),
    store: Type.Optional(Type.Boolean({ default: false, description: 'Store the surfaced pairwise decisions (a withheld link is never stored).' })),
  },
  { additionalProperties: false },
);
export const ObserveBody = Type.Object(
  {
    record: Type.String({ description: 'The stored record the evidence is about (rec:sha256:…).' }),
    evidence: fieldMap,
  },
  { additionalProperties: false },
);

/**
 * Unknown fields are a 422 here (the app-wide validator drops them silently). The detail lists the
 * fields the route takes, never the ones sent: a field name can itself be the caller's data.
 */
export function strict(allowed: readonly string[], where: 'body' | 'query') {
  const known = new Set(allowed);
  return async (req: FastifyRequest) => {
    const given = where === 'body' ? req.body : req.query;
    if (given === null || typeof given !== 'object' || Array.isArray(given)) return;
    const extra = Object.keys(given).filter((k) => !known.has(k)).length;
    if (extra > 0) {
      const what = where === 'body' ? 'request body' : 'query string';
      throw serviceError('SC_FIELDS_NOT_TAKEN', { where: what, fields: `${extra} field${extra === 1 ? '' : 's'}`, allowed: allowed.join(', ') });
    }
  };
}

function recordIdParam(value: string, name: string): string {
  if (!isRecordId(value)) throw serviceError('SC_RECORD_ID_INVALID', { name });
  return value;
}

function page(q: { limit?: string; cursor?: string; entity_type?: string }) {
  return { limit: q.limit === undefined ? undefined : Number(q.limit), cursor: q.cursor ?? null, entity_type: q.entity_type ?? null };
}

export function registerEntityRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['entities'];
  const pageKeys = ['limit', 'cursor', 'entity_type'];

  // The two listings page through the ledger the same way: one page of entities, or of open review pairs.
  const listings = [
    ['/entities', EntitiesQuery, RESPONSES.entities, 'Entities: records linked by current same_entity decisions', listEntities],
    ['/cases', CasesQuery, RESPONSES.cases, 'Open review pairs and the fields that would settle them', openCases],
  ] as const;
  for (const [path, querystring, response, summary, list] of listings) {
    app.get(path, { schema: { querystring, response, summary, tags }, preValidation: strict(pageKeys, 'query') }, async (req) => list(requireLedger(app.service), page(req.query)));
  }

  app.get(
    '/path',
    { schema: { querystring: PathQuery, response: RESPONSES.path, summary: 'The chain of decisions joining two records', tags }, preValidation: strict(['a', 'b'], 'query') },
    async (req) => {
      const ledger = requireLedger(app.service);
      return pathBetween(ledger, recordIdParam(req.query.a, 'a'), recordIdParam(req.query.b, 'b'));
    },
  );

  app.post(
    '/resolve',
    { schema: { body: ResolveBody, response: RESPONSES.resolve, summary: 'A new record against the stored entities', tags }, preValidation: strict(['record', 'entity', 'store'], 'body') },
    async (req) => {
      const ledger = requireLedger(app.service);
      const { record, entity, store } = req.body;
      return resolveRecord(ledger, { record, entity, store: store === true, identifiers: packIdentifiers(entity) }, pairCompare);
    },
  );

  app.post(
    '/observe',
    { schema: { body: ObserveBody, response: RESPONSES.observe, summary: 'Add evidence to a stored record and re-decide what is about it', tags }, preValidation: strict(['record', 'evidence'], 'body') },
    async (req) => {
      const ledger = requireLedger(app.service);
      return observeRecord(ledger, recordIdParam(req.body.record, 'record'), req.body.evidence, pairCompare);
    },
  );
}
