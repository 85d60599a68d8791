// POST /compare: a thin adapter over the compare verb, with the ledger gate for `store`.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { compareDetailed } from '../../compare/index.js';
import { type CompareDetail, compareLedgerEntry } from '../../ledger/index.js';
import { EXAMPLES, RESPONSES, withExample } from '../openapi.js';
import { CompareBody } from '../schemas.js';
import { requireLedger } from '../state.js';

export function registerCompareRoute(root: FastifyInstance): void {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/compare',
    {
      schema: {
        body: withExample(CompareBody, EXAMPLES.compare),
        response: RESPONSES.compare,
        summary: 'Decide whether two records are the same entity',
        tags: ['compare'],
      },
      config: { tool: 'compare' },
    },
    async (req) => {
      const ledger = req.body.store ? requireLedger(app.service) : null;
      const detail = compareDetailed(req.body);
      if (ledger) {
        await ledger.recordAsync(compareLedgerEntry(req.body, detail as unknown as CompareDetail));
        detail.receipt.recorded = true;
      }
      return detail.receipt;
    },
  );
}
