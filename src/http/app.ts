// createApp: the Fastify application of the whole HTTP contract, not yet listening.
import { isUtf8 } from 'node:buffer';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { loadSigningKey, type SigningKey } from '../attest/index.js';
import { VERSION } from '../core/version.js';
import { probeModel, probeParsers } from '../extras.js';
import { type Ledger, openLedger, type RetentionHandle, startRetention, warmEntities } from '../ledger/index.js';
import { registerAttestation } from './attestation.js';
import { documentRoute } from './openapi.js';
import { serviceError } from '../core/errors.js';
import { clientErrorHandler, errorHandler, frameworkErrorHandler, notFoundHandler } from './errors.js';
import { registerCompareRoute } from './routes/compare.js';
import { registerCoverageRoute } from './routes/coverage.js';
import { registerDocumentsRoute } from './routes/documents.js';
import { registerEntityRoutes } from './routes/entities.js';
import { registerEraseRoute } from './routes/erase.js';
import { registerLedgerRoutes } from './routes/ledger.js';
import { registerLinkRoute } from './routes/link.js';
import { registerMetaRoutes } from './routes/meta.js';
import { registerReviewRoutes } from './routes/review.js';
import { registerTextRoutes } from './routes/text.js';
import { warm } from '../warm.js';
import type { ServiceState } from './state.js';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './uploads.js';

export interface AppOptions {
  /** Ledger file path (created when missing), a postgres:// URL, or an opened ledger; null or absent: no ledger (503s). */
  ledger?: string | Ledger | null;
  /** Signing key: a PEM file path or a loaded key; null or absent: answers are not attested. */
  signingKey?: string | SigningKey | null;
  /** Load models and parsers in the background; `warm` reports false until done. */
  warmStart?: boolean;
  /** JSON body limit in bytes (default 10 MiB). */
  bodyLimit?: number;
  uploadLimits?: Partial<UploadLimits>;
  /** Fastify logger option (default off: request bodies are never logged). */
  logger?: boolean;
  /**
   * What warm start runs (default: `warm()` of the lexicons and models in this thread; the parse workers
   * start with their first job, issue 19); embedders and tests may pass their own.
   */
  warmer?: () => Promise<unknown>;
  /** Refuse every request that asks for stored values (`reveal`) with a 403. */
  noReveal?: boolean;
  /** Erase values first stored more than this many days ago: at start (before the app answers) and hourly. */
  retentionDays?: number | null;
  /** The time the retention sweep reads (default the system clock); tests inject one instead of sleeping. */
  clock?: () => Date;
  /** A server already listening (serve() answers /livez on it while the app loads); the app takes its requests. */
  serverFactory?: FastifyServerFactory;
  /** Called once warm start has finished, after `warm` turns true: the readiness signal embedders and tests wait on. */
  onWarm?: () => void;
  /**
   * Build the entity graph and resolve's blocking index in the background once ready (default true with
   * a ledger): slices of a few thousand rows with a turn of the event loop between them, so /livez keeps
   * answering; a graph read that arrives first waits for the build (issue 18).
   */
  warmEntities?: boolean;
  /** Called once that background build has finished (tests wait on it; it never fails). */
  onEntitiesWarm?: () => void;
}

export const DEFAULT_BODY_LIMIT = 10 * 1024 * 1024;

/**
 * Builds the app. Throws ConfigError when a configured signing key file is missing or unusable (the
 * service must not start; a key is never generated on the fly) or when the ledger file is not a ledger.
 * A ledger opened here from a path is closed with the app; one passed in stays the caller's.
 */
export function createApp(options: AppOptions = {}): FastifyInstance {
  const signingKey =
    typeof options.signingKey === 'string' ? loadSigningKey(options.signingKey) : (options.signingKey ?? null);
  const ownsLedger = typeof options.ledger === 'string';
  const ledger = typeof options.ledger === 'string' ? openLedger(options.ledger) : (options.ledger ?? null);
  const app = Fastify({
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    logger: options.logger ?? false,
    ajv: {
      // Strict types (no coercion: `text: 1` is a 422), defaults filled, and an unknown field is a 422
      // naming it, never dropped (docs/architecture.md D9): a misspelt `methd` must not run the default.
      customOptions: { coerceTypes: false, useDefaults: true, removeAdditional: false, allErrors: true },
    },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  });

  const state: ServiceState = {
    ledger,
    signingKey,
    parsers: probeParsers(),
    model: probeModel(),
    warm: options.warmStart ? false : null,
    noReveal: options.noReveal === true,
  };
  app.decorate('service', state);

  // Only JSON (and multipart on /documents) is accepted: anything else is a 415, not a string body.
  app.removeContentTypeParser('text/plain');
  // JSON must be valid UTF-8: a replaced byte would shift the offsets of every later finding in text
  // the caller never sent. Then the framework's own parser (prototype-poisoning checks included).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      done(serviceError('SC_BODY_NOT_UTF8'), undefined);
      return;
    }
    parseJson(req, bytes.toString('utf8'), done);
  });
  app.setErrorHandler(errorHandler);
  // A PostgreSQL ledger connects and migrates asynchronously: listen() fails (ConfigError) when it cannot be used.
  if (ledger) app.addHook('onReady', async () => ledger.ready());
  if (ledger && options.retentionDays) {
    const days = options.retentionDays;
    let retention: RetentionHandle | null = null;
    // A failed sweep (ledger unreachable) is said once per sweep, without values, and retried next hour.
    const onError = (err: unknown) => process.stderr.write(`service-core: the retention sweep failed: ${err instanceof Error ? err.message : String(err)}\n`);
    app.addHook('onReady', async () => {
      retention = startRetention(ledger, { days, clock: options.clock, onError });
      await retention.first;
    });
    app.addHook('onClose', async () => retention?.stop());
  }
  if (ledger && options.warmEntities !== false) {
    // After this turn, so start-up (and serve()'s listen-first socket) is never held up by the build.
    app.addHook('onReady', async () => {
      setImmediate(() => void warmEntities(ledger).then(() => options.onEntitiesWarm?.()));
    });
  }
  if (ledger && ownsLedger) app.addHook('onClose', async () => ledger.close());
  app.setNotFoundHandler(notFoundHandler);
  // Response schemas document the answers (OpenAPI) but never filter them: answers are written as the
  // verbs return them, so a field the schema does not list is not silently dropped.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  void app.register(swagger, {
    transform: documentRoute,
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'service-core',
        version: VERSION,
        description: 'Personal-data detection, de-identification, entity comparison, ledger and signed answers. No authentication: loopback only.',
      },
    },
  });
  void app.register(swaggerUi, { routePrefix: '/docs' });

  void app.register(async (scope) => {
    if (signingKey) registerAttestation(scope, signingKey);
    registerMetaRoutes(scope);
    registerTextRoutes(scope);
    registerCompareRoute(scope);
    registerLinkRoute(scope);
    // The multipart plugin's hooks (onRequest, preValidation, onResponse: three async steps and a
    // close listener per request) serve /documents only, so they live in its own scope, not on every
    // route (issue 19); awaited so the routes keep their order. A form sent to a JSON route is then a
    // 415 like any other non-JSON body (SC_JSON_REQUIRED), not a 422.
    await scope.register(async (uploads) => {
      await uploads.register(multipart);
      registerDocumentsRoute(uploads, { ...DEFAULT_UPLOAD_LIMITS, ...options.uploadLimits });
    });
    registerLedgerRoutes(scope);
    registerCoverageRoute(scope);
    registerEntityRoutes(scope);
    registerReviewRoutes(scope);
    registerEraseRoute(scope);
  });

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  if (options.warmStart) {
    // Warm in the background so /livez answers while loading; warm() never throws.
    app.addHook('onReady', async () => {
      const run = options.warmer ?? (() => warm({ models: true, parsers: false }));
      void run()
        .catch(() => undefined)
        .then(() => {
          state.warm = true;
          options.onWarm?.();
        });
    });
  }
  return app;
}
