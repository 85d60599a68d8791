// What every route may consult: the configured ledger, the loaded key, extras and the warm flag.
import type { SigningKey } from '../attest/index.js';
import { NO_LEDGER_DETAIL, NotImplementedError, ServiceUnavailableError } from '../core/errors.js';
import type { ParserCapabilities } from '../extras.js';

export interface ServiceState {
  /** Path of the ledger file, or null when none is configured. */
  readonly ledgerPath: string | null;
  readonly signingKey: SigningKey | null;
  readonly parsers: ParserCapabilities;
  readonly model: boolean;
  /** null without warm start; false while loading; true when done. */
  warm: boolean | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    service: ServiceState;
  }
}

/** The ledger gate of the contract: 503 when a route needs a ledger and none is configured. */
export function requireLedger(state: ServiceState): string {
  if (state.ledgerPath === null) throw new ServiceUnavailableError(NO_LEDGER_DETAIL);
  return state.ledgerPath;
}

/** Ledger behaviour belongs to the ledger issue; until it lands a configured ledger answers 501. */
export function ledgerNotReady(): never {
  throw new NotImplementedError('the ledger');
}
