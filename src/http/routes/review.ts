// GET /review (the analysts' page: plain HTML, a script and a style sheet served as they are, no build
// step) and POST /settle (an analyst's decision on a held pair: merge, keep apart or need more, stored
// as a `settle` decision superseding the held one; library: src/ledger/settle.ts). The analyst's name is
// the proxy's X-Service-Caller header, read as attestation reads the caller. The page only calls the
// service's own routes (/cases, /decision, /explain, /settle, /documents): loopback only like the rest.
import { readFileSync } from 'node:fs';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import Type from 'typebox';
import { SETTLE_OUTCOMES, settleCase } from '../../ledger/index.js';
import { CALLER_HEADER } from '../attestation.js';
import { errors } from '../openapi.js';
import { requireLedger } from '../state.js';
import { strict } from './entities.js';

const asset = (name: string) => readFileSync(new URL(`../review/${name}`, import.meta.url), 'utf8');
const PAGE = asset('review.html');
const SCRIPT = asset('review.js');
const STYLE = asset('review.css');

/** The page may load only its own script and style and talk only to this service. */
const PAGE_HEADERS = {
  'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; form-action 'none'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

export const SettleBody = Type.Object(
  {
    decision_id: Type.String({ pattern: '^(dec|xwd|stl):sha256:[0-9a-f]{64}$', description: 'The held decision (identity review, not superseded): a case of GET /cases.' }),
    outcome: Type.Union(
      SETTLE_OUTCOMES.map((o) => Type.Literal(o)),
      { description: 'merge (same_entity), keep_apart (different) or need_more (stays at review).' },
    ),
  },
  { additionalProperties: false },
);

const SettleAnswer = Type.Object(
  {
    decision_id: Type.String({ description: 'The analyst decision (stl:sha256:…).' }),
    supersedes: Type.String({ description: 'The held decision it supersedes.' }),
    outcome: Type.String(),
    identity: Type.String({ description: 'same_entity, different or review.' }),
    action: Type.String({ description: 'merge, keep_apart or hold.' }),
    analyst: Type.String({ description: 'The X-Service-Caller header the proxy sent.' }),
    record_a: Type.String(),
    record_b: Type.String(),
    entity_id: Type.Union([Type.String(), Type.Null()], { description: 'The entity record_a belongs to afterwards.' }),
    recorded_at: Type.String(),
    created: Type.Boolean({ description: 'False when the same analyst had already sent the same answer.' }),
  },
  { description: 'The stored analyst decision.' },
);

function send(reply: FastifyReply, type: string, body: string) {
  return reply.headers(PAGE_HEADERS).type(type).send(body);
}

export function registerReviewRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['review'];
  const html = { 200: { description: 'The review page (text/html).', content: { 'text/html': { schema: { type: 'string' } } } } };

  app.get('/review', { schema: { summary: 'The review page: open cases, side by side, settled by an analyst', tags, response: html } }, async (_req, reply) =>
    // The page learns whether reveal is allowed from the one attribute set here (no template engine).
    send(reply, 'text/html; charset=utf-8', PAGE.replace('data-reveal="on"', `data-reveal="${app.service.noReveal === true ? 'off' : 'on'}"`)),
  );
  app.get('/review/review.js', { schema: { hide: true } }, async (_req, reply) => send(reply, 'text/javascript; charset=utf-8', SCRIPT));
  app.get('/review/review.css', { schema: { hide: true } }, async (_req, reply) => send(reply, 'text/css; charset=utf-8', STYLE));

  app.post(
    '/settle',
    {
      schema: {
        body: SettleBody,
        summary: "An analyst's decision on a held pair, superseding it",
        description: `The analyst is the ${CALLER_HEADER} header set by the proxy (required). The answer is stored as a settle decision (stl:) with supersedes = the held decision; replay refuses it (a human decision).`,
        tags,
        response: { 200: SettleAnswer, ...errors([400, 404, 409, 413, 415, 422, 503]) },
      },
      config: { tool: 'settle' },
      preValidation: strict(['decision_id', 'outcome'], 'body'),
    },
    async (req) => {
      const ledger = requireLedger(app.service);
      const header = req.headers[CALLER_HEADER];
      const analyst = (Array.isArray(header) ? header[0] : header) ?? '';
      return settleCase(ledger, { decision_id: req.body.decision_id, outcome: req.body.outcome, analyst });
    },
  );
}
