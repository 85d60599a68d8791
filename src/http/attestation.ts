// Adds the signed `attestation` envelope to every successful POST answer when a key is loaded.
// Inputs are the validated request model (defaults filled) or what a route set as `attestInputs`
// (multipart); the caller header is transport and never part of the inputs.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildAttestation, type SigningKey } from '../attest/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request model to hash when `request.body` is not it (e.g. multipart uploads). */
    attestInputs?: unknown;
  }
  interface FastifyContextConfig {
    /** Route name reported as the envelope's `tool`. */
    tool?: string;
  }
}

export const CALLER_HEADER = 'x-service-caller';

/** `X-Service-Caller` when present and non-empty, else the client address. */
export function callerOf(req: FastifyRequest): string | null {
  const header = req.headers[CALLER_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && value.trim() !== '') return value;
  return req.ip ?? null;
}

export function registerAttestation(app: FastifyInstance, key: SigningKey): void {
  app.decorateRequest('attestInputs', undefined);
  app.addHook('preSerialization', async (req, reply, payload: unknown) => {
    const tool = req.routeOptions.config.tool;
    if (req.method !== 'POST' || tool === undefined) return payload;
    if (reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const response = payload as Record<string, unknown>;
    const attestation = buildAttestation({
      key,
      tool,
      inputs: req.attestInputs !== undefined ? req.attestInputs : req.body,
      response,
      caller: callerOf(req),
    });
    return { ...response, attestation };
  });
}
