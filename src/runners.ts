// The verbs as installed now, handed to the ledger's replay (the ledger never imports verbs itself).
import { compareDetailed, type CompareRequest } from './compare/index.js';
import { deidentify, type DeidentifyRequest } from './deidentify/index.js';
import { replayDocumentPair } from './documents/index.js';
import type { ReplayRunners } from './ledger/index.js';
import type { LinkRecordsRequest } from './link/index.js';

export const installedRunners: ReplayRunners = {
  compare: (call) => compareDetailed(call as unknown as CompareRequest) as unknown as Record<string, unknown>,
  deidentify: (call) => deidentify(call as unknown as DeidentifyRequest) as unknown as Record<string, unknown>,
  documents: async (call) => (await replayDocumentPair(call)) as unknown as Record<string, unknown>,
  // Loaded on first use: the link verb brings DuckDB (tens of MB of native code) that a service which
  // never links should not hold (issue 19: start path and idle memory).
  link: async (call) => (await (await import('./link/index.js')).linkRecords(call as LinkRecordsRequest)) as unknown as Record<string, unknown>,
};
