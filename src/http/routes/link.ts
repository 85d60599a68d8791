// POST /link: deduplicate one list of field maps (`records`) or link list `a` to list `b` with an entity
// pack, in one request: a thin adapter over the link verb (src/link), with the ledger gate for `store`.
// Lists that do not fit a request body belong to `service-core link FILE`.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import { linkLedgerEntry } from '../../ledger/index.js';
import { RESPONSES } from '../openapi.js';
import { requireLedger } from '../state.js';

const List = Type.Array(Type.Record(Type.String(), Type.Unknown()), {
  maxItems: 100_000,
  description: 'Records: JSON objects of column → value, each with an id column (id_field).',
});

export const LinkBody = Type.Object(
  {
    records: Type.Optional({ ...List, description: 'One list to deduplicate.' }),
    a: Type.Optional({ ...List, description: 'List A, linked to list B.' }),
    b: Type.Optional({ ...List, description: 'List B.' }),
    entity: Type.Optional(Type.String({ default: 'person', description: 'Entity pack name.' })),
    id_field: Type.Optional(Type.String({ default: 'id', minLength: 1, maxLength: 128, description: 'The column that names each record.' })),
    map: Type.Optional(
      Type.Record(Type.String(), Type.Union([Type.String(), Type.Array(Type.String(), { minItems: 1 })]), {
        description: 'Pack field → column (or columns joined with a space); other fields are matched by name and alias.',
      }),
    ),
    store: Type.Optional(Type.Boolean({ default: false, description: 'Record the batch decision in the ledger.' })),
  },
  { additionalProperties: false },
);
export type LinkBody = Static<typeof LinkBody>;

export function registerLinkRoute(root: FastifyInstance): void {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/link',
    { schema: { body: LinkBody, response: RESPONSES.link, summary: 'Deduplicate a list or link two lists', tags: ['compare'] }, config: { tool: 'link' } },
    async (req) => {
      const ledger = req.body.store ? requireLedger(app.service) : null;
      // The link verb (and DuckDB with it) is loaded on the first /link, not at start-up (issue 19).
      const { linkRecords } = await import('../../link/index.js');
      const answer = await linkRecords(req.body);
      if (ledger) {
        await ledger.recordAsync(linkLedgerEntry(req.body, answer));
        answer.recorded = true;
      }
      return answer;
    },
  );
}
