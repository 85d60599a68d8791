// GET /livez and GET /capabilities.
import type { FastifyInstance } from 'fastify';
import { VERSION } from '../../core/version.js';
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
      // A model that failed to load since start-up is no longer reported as available.
      model: s.model && modelLoadFailure() === null,
      parsers: { ...s.parsers },
      warm: s.warm,
      attestation: s.signingKey ? { signer: s.signingKey.did } : null,
      endpoints: [...ENDPOINTS],
    };
  });
}
