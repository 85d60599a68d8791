// The verbs a pool worker runs on large texts: the same library functions the routes call, so an
// answer computed in a worker is the answer computed in place. A ServiceError (a 4xx of the verb)
// crosses back as status and detail; anything else as its name only (messages may quote the text).
import { compareDetailed, type CompareRequest } from '../compare/index.js';
import { type ErrorCode, ServiceError } from '../core/errors.js';
import { deidentifyAsync, type DeidentifyRequest } from '../deidentify/index.js';
import { detect, detectAsync, type DetectRequest } from '../detect/index.js';
import { type AnalyseOptions, analyseDocument } from '../documents/analyse.js';
import { extractAsync, type ExtractRequest } from '../extract/index.js';
import { warmLexicons } from '../lexicon/index.js';

export type VerbCall = (
  | { verb: 'detect'; body: DetectRequest }
  | { verb: 'deidentify'; body: DeidentifyRequest }
  | { verb: 'extract'; body: ExtractRequest }
  | { verb: 'compare'; body: CompareRequest }
  | { verb: 'analyseDocument'; text: string; options: AnalyseOptions }
) & {
  /**
   * Answer with the route's JSON body as UTF-8 bytes (transferred, not copied) instead of the value:
   * a large answer is then neither cloned nor serialised on the event loop.
   */
  json?: boolean;
};

export type VerbReply =
  | { kind: 'value'; value: unknown }
  | { kind: 'json'; bytes: Uint8Array }
  | { kind: 'refused'; status: number; detail: string; code: ErrorCode }
  | { kind: 'failed'; message: string; reason: 'crash' };

async function call(c: VerbCall): Promise<unknown> {
  switch (c.verb) {
    case 'detect':
      return detectAsync(c.body);
    case 'deidentify':
      return deidentifyAsync(c.body);
    case 'extract':
      return extractAsync(c.body);
    case 'compare':
      return compareDetailed(c.body);
    case 'analyseDocument':
      return analyseDocument(c.text, c.options);
  }
}

export async function runVerb(c: VerbCall): Promise<VerbReply> {
  try {
    const value = await call(c);
    if (!c.json) return { kind: 'value', value };
    // The route answers a compare with its receipt only.
    const body = c.verb === 'compare' ? (value as { receipt: unknown }).receipt : value;
    return { kind: 'json', bytes: new TextEncoder().encode(JSON.stringify(body)) };
  } catch (err) {
    if (err instanceof ServiceError) return { kind: 'refused', status: err.status, detail: err.detail, code: err.code };
    return { kind: 'failed', message: `${err instanceof Error ? err.name : 'Error'} while running ${c.verb}`, reason: 'crash' };
  }
}

/** Loads the lexicons and compiles the detectors in this worker (a warm start); true or why not. */
export async function warmVerbs(): Promise<true | string> {
  try {
    warmLexicons();
    detect({ text: 'Warm-up: Ada Obi, 0803 555 7890, ada@example.ng, NIN 12345678901.', jurisdiction: 'NG', backend: 'basic' });
    return true;
  } catch (err) {
    return `${(err as Error).name}: ${(err as Error).message}`;
  }
}
