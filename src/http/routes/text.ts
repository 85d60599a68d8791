// POST /detect, /deidentify, /places and /extract: thin adapters over the library verbs (the async
// forms, which add the detect extra's model under backend `auto` when it is installed). A large text
// runs in the shared worker pool under a size-aware time budget (src/workers/offload.ts).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { deidentifyAsync } from '../../deidentify/index.js';
import { detectAsync } from '../../detect/index.js';
import { extractAsync } from '../../extract/index.js';
import { deidentifyLedgerEntry } from '../../ledger/index.js';
import { findPlaces } from '../../places/index.js';
import { EXAMPLES, RESPONSES, withExample } from '../openapi.js';
import { DeidentifyBody, DetectBody, ExtractBody, PlacesBody } from '../schemas.js';
import { requireLedger } from '../state.js';
import { offloaded, routeAnswer } from '../../workers/offload.js';

export function registerTextRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/detect',
    {
      schema: {
        body: withExample(DetectBody, EXAMPLES.detect),
        response: RESPONSES.detect,
        summary: 'Find personal data in text',
        tags: ['detection'],
      },
      config: { tool: 'detect' },
    },
    async (req, reply) => {
      // Without a signing key nothing reads the answer object: a worker's answer comes back as JSON bytes.
      const json = app.service.signingKey === null;
      const out = await offloaded({ verb: 'detect', body: req.body, json }, req.body.text.length, req.body.backend, () => detectAsync(req.body));
      return routeAnswer(reply, out);
    },
  );

  app.post(
    '/deidentify',
    {
      schema: {
        body: withExample(DeidentifyBody, EXAMPLES.deidentify),
        response: RESPONSES.deidentify,
        summary: 'Masked and tokenised copy of a text',
        tags: ['detection'],
      },
      config: { tool: 'deidentify' },
    },
    async (req, reply) => {
      // The ledger gate comes before the verb: 503 takes precedence over the verb's 400s.
      const ledger = req.body.store ? requireLedger(app.service) : null;
      const body = req.body;
      const json = ledger === null && app.service.signingKey === null;
      const out = await offloaded({ verb: 'deidentify', body, json }, body.text.length, body.backend, () => deidentifyAsync(body));
      if (Buffer.isBuffer(out)) return routeAnswer(reply, out);
      const result = out;
      if (ledger) {
        await ledger.recordAsync(deidentifyLedgerEntry(req.body, result as unknown as Record<string, unknown>));
        result.recorded = true;
      }
      return result;
    },
  );

  app.post(
    '/places',
    {
      schema: {
        body: withExample(PlacesBody, EXAMPLES.places),
        response: RESPONSES.places,
        summary: 'Place mentions with spatial roles',
        tags: ['places'],
      },
      config: { tool: 'places' },
    },
    async (req) => findPlaces(req.body),
  );

  app.post(
    '/extract',
    {
      schema: {
        body: withExample(ExtractBody, EXAMPLES.extract),
        response: RESPONSES.extract,
        summary: 'Propose entities found in text',
        tags: ['detection'],
      },
      config: { tool: 'extract' },
    },
    async (req, reply) => {
      const json = app.service.signingKey === null;
      const out = await offloaded({ verb: 'extract', body: req.body, json }, req.body.text.length, req.body.backend, () => extractAsync(req.body));
      return routeAnswer(reply, out);
    },
  );
}
