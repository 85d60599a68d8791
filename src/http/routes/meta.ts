// GET /livez and GET /capabilities.
import type { FastifyInstance } from 'fastify';
import { VERSION } from '../../core/version.js';
import { modelDetector } from '../../detect/model.js';
import { taggerDetector, taggerInfo } from '../../detect/tagger/index.js';
import { modelLoadFailure } from '../../extras.js';
import { RESPONSES } from '../openapi.js';

/** The contract's endpoint list, in its order. */
export const ENDPOINTS = [
  '/detect',
  '/deidentify',
  '/compare',
  '/link',
  '/documents',
  '/places',
  '/extract',
  '/decision/{id}',
  '/explain/{id}',
  '/replay/{id}',
  '/entities',
  '/path',
  '/cases',
  '/resolve',
  '/observe',
  '/settle',
  '/erase',
  '/review',
  '/coverage',
  '/livez',
  '/capabilities',
] as const;

export function registerMetaRoutes(app: FastifyInstance): void {
  app.get('/livez', { schema: { response: RESPONSES.livez, summary: 'Liveness', tags: ['service'] } }, async () => ({
    ok: true,
    version: VERSION,
    warm: app.service.warm,
  }));

  app.get('/capabilities', { schema: { response: RESPONSES.capabilities, summary: 'What this installation can do', tags: ['service'] } }, async () => {
    const s = app.service;
    return {
      version: VERSION,
      ledger: s.ledger !== null,
      // The built-in tagger is always there (unless a library caller removed it); the detect extra's
      // model counts while it has not failed to load since start-up.
      model: modelDetector() !== null || (s.model && modelLoadFailure() === null),
      // The sha256 of the built-in tagger's weights file when it is the model behind `auto`.
      model_sha256: modelDetector() === taggerDetector ? taggerInfo().sha256 : null,
      parsers: { ...s.parsers },
      warm: s.warm,
      attestation: s.signingKey ? { signer: s.signingKey.did } : null,
      endpoints: [...ENDPOINTS],
    };
  });
}
