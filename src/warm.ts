// Warm start: load what is installed before the first request needs it. Never throws: each entry of
// the result is `true` or the reason that part could not load.
import { warmDocumentParsers } from './documents/index.js';
import { MODEL_PACKAGE, probeModel } from './extras.js';
import { warmLexicons } from './lexicon/index.js';

export interface WarmOptions {
  /** Load the name and place lexicons, and the model of the detect extra when it is installed. */
  models?: boolean;
  /** Start the parse workers and load the parser extras (and the OCR model) inside them. */
  parsers?: boolean;
}

export async function warm({ models = true, parsers = true }: WarmOptions = {}): Promise<Record<string, true | string>> {
  const done: Record<string, true | string> = {};
  if (models) {
    try {
      warmLexicons();
      done.lexicons = true;
    } catch (err) {
      done.lexicons = `${(err as Error).name}: ${(err as Error).message}`;
    }
  }
  if (models && probeModel()) {
    try {
      await import(MODEL_PACKAGE);
      done.model = true;
    } catch (err) {
      done.model = `${(err as Error).name}: ${(err as Error).message}`;
    }
  }
  if (parsers) Object.assign(done, await warmDocumentParsers());
  return done;
}
