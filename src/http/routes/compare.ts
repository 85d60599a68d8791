// POST /compare: a thin adapter over the compare verb, with the ledger gate for `store`.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { compare } from '../../compare/index.js';
import { CompareBody } from '../schemas.js';
import { ledgerNotReady, requireLedger } from '../state.js';

export function registerCompareRoute(root: FastifyInstance): void {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/compare',
    { schema: { body: CompareBody, summary: 'Decide whether two records are the same entity', tags: ['compare'] }, config: { tool: 'compare' } },
    async (req) => {
      if (req.body.store) requireLedger(app.service);
      const receipt = compare(req.body);
      if (req.body.store) ledgerNotReady();
      return receipt;
    },
  );
}
