// A scoring worker: receives the projected records once (shared, not copied: sharedRecords.ts), then
// chunks of pair indices, and answers each chunk with identities, scores and factors (scoreChunk.ts).
import { parentPort } from 'node:worker_threads';
import { BatchNames, type BatchNameData } from '../compare/batchNames.js';
import { type RecordAt, scoreChunk } from './scoreChunk.js';
import { RecordReader, type SharedRecords } from './sharedRecords.js';

let state: { entity: string; a: RecordAt; b: RecordAt; names: BatchNames } | null = null;

parentPort!.on('message', (msg: { init?: { entity: string; a: SharedRecords; b: SharedRecords | null; names: BatchNameData }; id?: number; pairs?: Int32Array }) => {
  if (msg.init) {
    const a = new RecordReader(msg.init.a);
    const b = msg.init.b ? new RecordReader(msg.init.b) : a;
    state = { entity: msg.init.entity, a: (k) => a.at(k), b: (k) => b.at(k), names: new BatchNames(msg.init.names) };
    return;
  }
  try {
    const out = scoreChunk(state!.entity, state!.a, state!.b, msg.pairs!, state!.names);
    parentPort!.postMessage({ id: msg.id, out }, [out.identity.buffer as ArrayBuffer, out.score.buffer as ArrayBuffer]);
  } catch (err) {
    parentPort!.postMessage({ id: msg.id, error: err instanceof Error ? err.name : 'error' });
  }
});
