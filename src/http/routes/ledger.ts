// GET /decision/{id}, /explain/{id}, /replay/{id}: read the ledger (503 without one).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DecisionParams, RevealQuery } from '../schemas.js';
import { ledgerNotReady, requireLedger } from '../state.js';

export function registerLedgerRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['ledger'];

  app.get(
    '/decision/:id',
    { schema: { params: DecisionParams, querystring: RevealQuery, summary: 'A stored decision', tags } },
    async () => {
      requireLedger(app.service);
      return ledgerNotReady();
    },
  );

  app.get(
    '/explain/:id',
    { schema: { params: DecisionParams, querystring: RevealQuery, summary: 'Why a stored decision was taken', tags } },
    async () => {
      requireLedger(app.service);
      return ledgerNotReady();
    },
  );

  app.get(
    '/replay/:id',
    { schema: { params: DecisionParams, summary: 'Re-run a stored decision with the installed engine', tags } },
    async () => {
      requireLedger(app.service);
      return ledgerNotReady();
    },
  );
}
