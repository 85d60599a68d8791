// The ledger (docs/architecture.md D11): append-only store of every decision, with the views behind
// /decision, /explain and /replay. The HTTP layer opens it once and passes the verbs to replay.
export { openLedger } from './open.js';
export { notFound, parseDecisionId } from './rows.js';
export { isPostgresUrl, redactUrl } from './pgLedger.js';
export { storableCall } from './entry.js';
export { compareLedgerEntry, deidentifyLedgerEntry, linkLedgerEntry, recordOf, RECORD_SCHEMA, type CompareDetail } from './entries.js';
export { LEDGER_APPLICATION_ID, LEDGER_SCHEMA_VERSION, utcNow, type OpenOptions } from './schema.js';
export type * from './types.js';
export { currentGraph, entityGraph, listEntities, refreshGraph, openCases, pathBetween, DEFAULT_PAGE, MAX_PAGE, type EntityView, type PathStep } from './graph.js';
export { callerName, OUTCOMES, SETTLE_OUTCOMES, settleCase, type SettleInput, type SettleOutcome, type SettleResult } from './settle.js';
export { observeRecord, resolveRecord, warmEntities, type PairCompare, type ResolveInput } from './resolveObserve.js';
export { ERASE_REASONS, eraseExpired, eraseValues, MAX_ERASE, startRetention, type EraseAnswer, type EraseInput, type RetentionHandle } from './erase.js';
