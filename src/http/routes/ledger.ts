// GET /decision/{id}, /explain/{id}, /replay/{id}: read the ledger (503 without one).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { parseDecisionId } from '../../ledger/index.js';
import { installedRunners } from '../../runners.js';
import { RESPONSES } from '../openapi.js';
import { DecisionParams, NoQuery, parseBooleanWord, RevealQuery } from '../schemas.js';
import { allowReveal, requireLedger } from '../state.js';

export function registerLedgerRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['ledger'];

  app.get(
    '/decision/:id',
    { schema: { params: DecisionParams, querystring: RevealQuery, response: RESPONSES.decision, summary: 'A stored decision', tags } },
    async (req) => requireLedger(app.service).decision(parseDecisionId(req.params.id), { reveal: allowReveal(app.service, parseBooleanWord(req.query.reveal)) }),
  );

  app.get(
    '/explain/:id',
    {
      schema: { params: DecisionParams, querystring: RevealQuery, response: RESPONSES.explain, summary: 'Why a stored decision was taken', tags },
    },
    async (req) => requireLedger(app.service).explain(parseDecisionId(req.params.id), { reveal: allowReveal(app.service, parseBooleanWord(req.query.reveal)) }),
  );

  app.get(
    '/replay/:id',
    { schema: { params: DecisionParams, querystring: NoQuery, response: RESPONSES.replay, summary: 'Re-run a stored decision with the installed engine', tags } },
    async (req) => requireLedger(app.service).replay(parseDecisionId(req.params.id), installedRunners),
  );
}
