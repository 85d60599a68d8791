// POST /compare: a thin adapter over the compare verb, with the ledger gate for `store`.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { compareDetailed } from '../../compare/index.js';
import { compareLedgerEntry } from '../../ledger/index.js';
import { verbRoute } from '../openapi.js';
import { CompareBody } from '../schemas.js';
import { requireLedger } from '../state.js';
import { offloaded, routeAnswer } from '../../workers/offload.js';

export function registerCompareRoute(root: FastifyInstance): void {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/compare',
    verbRoute('compare', CompareBody, 'Decide whether two records are the same entity', 'compare'),
    async (req, reply) => {
      const ledger = req.body.store ? requireLedger(app.service) : null;
      // String form on large texts: the text engine runs in the worker pool (src/workers/offload.ts).
      const { a, b } = req.body;
      const chars = typeof a === 'string' && typeof b === 'string' ? a.length + b.length : 0;
      const json = ledger === null && app.service.signingKey === null;
      const detail = await offloaded({ verb: 'compare', body: req.body, json }, chars, req.body.backend, () => compareDetailed(req.body));
      if (Buffer.isBuffer(detail)) return routeAnswer(reply, detail);
      if (ledger) {
        await ledger.recordAsync(compareLedgerEntry(req.body, detail));
        detail.receipt.recorded = true;
      }
      return detail.receipt;
    },
  );
}
