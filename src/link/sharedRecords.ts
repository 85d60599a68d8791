// Records shared with the scoring workers without copying them into each: one SharedArrayBuffer holds
// every record as UTF-8 JSON, one more holds where each begins. A worker reads a record when a pair
// needs it (candidate pairs come sorted by their first record, so that one is read once per run of pairs).
// A million projected records take about 80 MB here, against a few hundred MB per worker as objects.
import type { FieldValue } from '../compare/comparators/types.js';

type Rec = Readonly<Record<string, FieldValue>>;

export interface SharedRecords {
  bytes: SharedArrayBuffer;
  /** Float64 offsets: record k is bytes [offsets[k], offsets[k + 1]). */
  offsets: SharedArrayBuffer;
}

export function shareRecords(records: readonly Rec[]): SharedRecords {
  const json = records.map((r) => JSON.stringify(r));
  const offsets = new Float64Array(new SharedArrayBuffer((json.length + 1) * 8));
  let at = 0;
  json.forEach((s, k) => {
    offsets[k] = at;
    at += Buffer.byteLength(s);
  });
  offsets[json.length] = at;
  const bytes = new SharedArrayBuffer(Math.max(1, at));
  const view = Buffer.from(bytes);
  json.forEach((s, k) => {
    view.write(s, offsets[k]!, 'utf8');
  });
  return { bytes, offsets: offsets.buffer as SharedArrayBuffer };
}

/** Reads records back from a SharedRecords, one at a time. */
export class RecordReader {
  private readonly view: Buffer;
  private readonly offsets: Float64Array;
  readonly length: number;
  constructor(shared: SharedRecords) {
    this.view = Buffer.from(shared.bytes);
    this.offsets = new Float64Array(shared.offsets);
    this.length = this.offsets.length - 1;
  }
  at(k: number): Record<string, FieldValue> {
    // Internal invariant: indices come from the candidate pairs of the same lists; not a caller's error.
    if (!(k >= 0 && k < this.length)) throw new RangeError(`record ${k} is outside the list`);
    return JSON.parse(this.view.toString('utf8', this.offsets[k]!, this.offsets[k + 1]!)) as Record<string, FieldValue>;
  }
}
