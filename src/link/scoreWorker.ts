// A scoring worker: receives the projected records once (shared, not copied: sharedRecords.ts), then
// chunks of pair indices, and answers each chunk with identities, scores and factors (scoreChunk.ts).
import { parentPort } from 'node:worker_threads';
import { type RecordAt, scoreChunk } from './scoreChunk.js';
import { RecordReader, type SharedRecords } from './sharedRecords.js';

let state: { entity: string; a: RecordAt; b: RecordAt } | null = null;

parentPort!.on('message', (msg: { init?: { entity: string; a: SharedRecords; b: SharedRecords | null }; id?: number; pairs?: Int32Array }) => {
  if (msg.init) {
    const a = new RecordReader(msg.init.a);
    const b = msg.init.b ? new RecordReader(msg.init.b) : a;
    state = { entity: msg.init.entity, a: (k) => a.at(k), b: (k) => b.at(k) };
    return;
  }
  try {
    const out = scoreChunk(state!.entity, state!.a, state!.b, msg.pairs!);
    parentPort!.postMessage({ id: msg.id, out }, [out.identity.buffer as ArrayBuffer, out.score.buffer as ArrayBuffer]);
  } catch (err) {
    parentPort!.postMessage({ id: msg.id, error: err instanceof Error ? err.name : 'error' });
  }
});
