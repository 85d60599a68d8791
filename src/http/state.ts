// What every route may consult: the opened ledger, the loaded key, extras and the warm flag.
import type { SigningKey } from '../attest/index.js';
import { ERROR_CATALOGUE, serviceError } from '../core/errors.js';
import type { ParserCapabilities } from '../extras.js';
import type { Ledger } from '../ledger/index.js';

export interface ServiceState {
  /** The ledger, or null when none is configured. */
  readonly ledger: Ledger | null;
  readonly signingKey: SigningKey | null;
  readonly parsers: ParserCapabilities;
  readonly model: boolean;
  /** null without warm start; false while loading; true when done. */
  warm: boolean | null;
  /** True when reveal requests are refused (SERVICE_NO_REVEAL). */
  readonly noReveal?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    service: ServiceState;
  }
}

/** The ledger gate of the contract: 503 when a route needs a ledger and none is configured. */
export function requireLedger(state: ServiceState): Ledger {
  if (state.ledger === null) throw serviceError('SC_NO_LEDGER');
  return state.ledger;
}

export const NO_REVEAL_DETAIL = ERROR_CATALOGUE.SC_REVEAL_OFF.message;

/** The reveal gate: a request that asks for values is a 403 when the operator switched reveal off. */
export function allowReveal(state: ServiceState, asked: boolean): boolean {
  if (asked && state.noReveal === true) throw serviceError('SC_REVEAL_OFF');
  return asked;
}
