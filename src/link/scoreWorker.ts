// A scoring worker: receives the projected records once, then chunks of pair indices, and answers each
// chunk with identities, scores and factors (scoreChunk.ts).
import { parentPort } from 'node:worker_threads';
import type { FieldValue } from '../compare/comparators/types.js';
import { scoreChunk } from './scoreChunk.js';

type Records = Record<string, FieldValue>[];
let state: { entity: string; a: Records; b: Records } | null = null;

parentPort!.on('message', (msg: { init?: { entity: string; a: Records; b: Records | null }; id?: number; pairs?: Int32Array }) => {
  if (msg.init) {
    state = { entity: msg.init.entity, a: msg.init.a, b: msg.init.b ?? msg.init.a };
    return;
  }
  try {
    const out = scoreChunk(state!.entity, state!.a, state!.b, msg.pairs!);
    parentPort!.postMessage({ id: msg.id, out }, [out.identity.buffer as ArrayBuffer, out.score.buffer as ArrayBuffer]);
  } catch (err) {
    parentPort!.postMessage({ id: msg.id, error: err instanceof Error ? err.name : 'error' });
  }
});
