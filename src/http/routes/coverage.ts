// GET /coverage?jurisdiction=NG (or ?statute=POPIA): which categories the governing statute lists, and
// which the installed detectors find for that jurisdiction (src/detect/coverage.ts does the work).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { coverage } from '../../detect/coverage.js';
import { RESPONSES } from '../openapi.js';

export const CoverageQuery = Type.Object({
  jurisdiction: Type.Optional(Type.String({ description: 'ISO country code (or EU) whose detectors and statute are reported.' })),
  statute: Type.Optional(Type.String({ description: 'Statute name (GDPR, UK-GDPR, NDPA-2023, KENYA-DPA, GHANA-DPA, POPIA); wins over the jurisdiction for the categories.' })),
}, { additionalProperties: false }); // strict like every route (docs/architecture.md D9): an unknown field is a 422, never ignored

export function registerCoverageRoute(root: FastifyInstance): void {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/coverage',
    {
      schema: {
        querystring: CoverageQuery,
        response: RESPONSES.coverage,
        summary: 'Which categories a statute governs and which the installed detectors find for a jurisdiction',
        tags: ['service'],
      },
    },
    async (req) => coverage({ jurisdiction: req.query.jurisdiction ?? null, statute: req.query.statute ?? null }),
  );
}
