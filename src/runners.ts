// The verbs as installed now, handed to the ledger's replay, resolve and observe (the ledger never imports
// verbs itself); one home for every surface (HTTP, CLI, tool server).
import { compareDetailed, type CompareRequest } from './compare/index.js';
import { findPack } from './compare/packs.js';
import { deidentify, type DeidentifyRequest } from './deidentify/index.js';
import { replayDocumentPair } from './documents/index.js';
import type { PairCompare, ReplayRunners } from './ledger/index.js';
import type { LinkRecordsRequest } from './link/index.js';

export const installedRunners: ReplayRunners = {
  compare: (call) => compareDetailed(call as CompareRequest),
  deidentify: (call) => deidentify(call as DeidentifyRequest),
  documents: (call) => replayDocumentPair(call),
  // Loaded on first use: the link verb brings DuckDB (tens of MB of native code) that a service which
  // never links should not hold (issue 19: start path and idle memory).
  link: async (call) => (await import('./link/index.js')).linkRecords(call as LinkRecordsRequest),
};

/** The compare verb as the ledger's resolve and observe call it. */
export const pairCompare: PairCompare = (call) => compareDetailed(call as CompareRequest);

/** Identifier fields of a pack (comparators of kind `id`) with the keys read for each: resolve's conflicts. */
export function packIdentifiers(entity: string): Record<string, readonly string[]> {
  const pack = findPack(entity);
  const out: Record<string, readonly string[]> = {};
  for (const c of pack?.comparators ?? []) {
    if (c.kind === 'id' && c.field !== undefined) out[c.field] = pack!.fieldKeys.get(c.field) ?? [c.field];
  }
  return out;
}
