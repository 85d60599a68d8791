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
import { verbRoute } from '../openapi.js';
import { DeidentifyBody, DetectBody, ExtractBody, PlacesBody } from '../schemas.js';
import { requireLedger } from '../state.js';
import { offloaded, routeAnswer } from '../../workers/offload.js';

export function registerTextRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const unsigned = () => app.service.signingKey === null;

  app.post(
    '/detect',
    verbRoute('detect', DetectBody, 'Find personal data in text', 'detection'),
    // Without a signing key nothing reads the answer object: a worker's answer comes back as JSON bytes.
    async (req, reply) => routeAnswer(reply, await offloaded({ verb: 'detect', body: req.body, json: unsigned() }, req.body.text.length, req.body.backend, () => detectAsync(req.body))),
  );

  app.post(
    '/deidentify',
    verbRoute('deidentify', DeidentifyBody, 'Masked and tokenised copy of a text', 'detection'),
    async (req, reply) => {
      // The ledger gate comes before the verb: 503 takes precedence over the verb's 400s.
      const ledger = req.body.store ? requireLedger(app.service) : null;
      const body = req.body;
      const json = ledger === null && app.service.signingKey === null;
      const out = await offloaded({ verb: 'deidentify', body, json }, body.text.length, body.backend, () => deidentifyAsync(body));
      if (Buffer.isBuffer(out)) return routeAnswer(reply, out);
      const result = out;
      if (ledger) {
        await ledger.recordAsync(deidentifyLedgerEntry(req.body, result));
        result.recorded = true;
      }
      return result;
    },
  );

  app.post(
    '/places',
    verbRoute('places', PlacesBody, 'Place mentions with spatial roles', 'places'),
    async (req) => findPlaces(req.body),
  );

  app.post(
    '/extract',
    verbRoute('extract', ExtractBody, 'Propose entities found in text', 'detection'),
    async (req, reply) => routeAnswer(reply, await offloaded({ verb: 'extract', body: req.body, json: unsigned() }, req.body.text.length, req.body.backend, () => extractAsync(req.body))),
  );
}
