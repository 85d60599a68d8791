// JSON Lines export, so an auditor can take the ledger elsewhere: one decision per line, in recorded
// order, written with back-pressure so a large ledger never sits in memory at once.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** Decisions read per page by both backends' exports (pages by seq, so writes proceed meanwhile). */
export const EXPORT_PAGE = 256;

/** Writes each line plus "\n" to `out` (a stream, left open; or a path, created/truncated and closed). */
export async function exportDecisions(lines: Iterable<string> | AsyncIterable<string>, out: Writable | string): Promise<number> {
  const ownStream = typeof out === 'string';
  const stream: Writable = ownStream ? createWriteStream(out, { flags: 'w', mode: 0o600 }) : out;
  let failure: unknown = null;
  const onError = (err: unknown) => {
    failure = err;
  };
  stream.on('error', onError);
  let n = 0;
  try {
    for await (const line of lines) {
      if (failure) throw failure;
      if (!stream.write(`${line}\n`)) await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
      n++;
    }
    if (failure) throw failure;
    if (ownStream) {
      stream.end();
      await once(stream, 'finish');
    }
    if (failure) throw failure;
    return n;
  } catch (err) {
    if (ownStream) stream.destroy();
    throw err;
  } finally {
    stream.off('error', onError);
  }
}
