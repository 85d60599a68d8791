// POST /erase (issue 18): erasure of stored values without losing the audit trail, a thin adapter over
// the ledger's eraseValues (src/ledger/erase.ts). The body names record ids (and ids of decisions about
// no stored record) and a reason; who asks is the proxy's X-Service-Caller header, required as for
// /settle, since an erasure is an act someone answers for. A second erasure of the same ids answers 200
// with them under `already_erased` (and `erased` empty); an id the ledger never saw is a 404 and nothing
// is erased.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { callerName, ERASE_REASONS, eraseValues, MAX_ERASE } from '../../ledger/index.js';
import { CALLER_HEADER } from '../attestation.js';
import { errors } from '../openapi.js';
import { requireLedger } from '../state.js';
import { strict } from './entities.js';

const ids = (what: string) => Type.Optional(Type.Array(Type.String({ maxLength: 80 }), { maxItems: MAX_ERASE, description: what }));

export const EraseBody = Type.Object(
  {
    records: ids('Record ids (rec:sha256:…): each record and the values of every decision about it.'),
    decisions: ids('Ids of decisions about no stored record (a link batch, a de-identification whose text was not kept).'),
    reason: Type.Union(
      ERASE_REASONS.map((r) => Type.Literal(r)),
      { description: 'Why (GDPR Art. 17(1) grounds, or retention); kept in the values.erased event.' },
    ),
  },
  { additionalProperties: false },
);

const EraseAnswer = Type.Object(
  {
    erased: Type.Array(Type.String(), { description: 'Ids whose key was destroyed by this call.' }),
    already_erased: Type.Array(Type.Object({ id: Type.String(), erased_at: Type.String() }), { description: 'Ids erased before (nothing done again).' }),
    erased_at: Type.String({ description: 'When (UTC, seconds).' }),
    decisions: Type.Integer({ description: 'Stored decisions whose values this call made unreadable.' }),
    reason: Type.String(),
    note: Type.String(),
  },
  { description: 'What was erased. Decision ids, record ids, factors and pins stay and still verify.' },
);

const MEANING = {
  400: 'Malformed JSON, no id named, no X-Service-Caller header, or a decision named that has records (erase those records).',
  404: 'An id the ledger never saw; nothing was erased.',
};

export function registerEraseRoute(root: FastifyInstance): void {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/erase',
    {
      schema: {
        body: EraseBody,
        summary: 'Erase stored values (crypto-shredding): ids, factors and pins stay',
        description: `The caller is the ${CALLER_HEADER} header set by the proxy (required). Each record's key is destroyed: its values, and every value of every decision about it, become unreadable in every read, the export and replay.`,
        tags: ['ledger'],
        response: { 200: EraseAnswer, ...errors([400, 404, 413, 415, 422, 503], MEANING) },
      },
      config: { tool: 'erase' },
      preValidation: strict(['records', 'decisions', 'reason'], 'body'),
    },
    async (req) => {
      const ledger = requireLedger(app.service);
      const header = req.headers[CALLER_HEADER];
      const caller = callerName((Array.isArray(header) ? header[0] : header) ?? '');
      return eraseValues(ledger, { records: req.body.records, decisions: req.body.decisions, reason: req.body.reason, caller });
    },
  );
}
