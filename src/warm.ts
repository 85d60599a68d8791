// Warm start: load what is installed before the first request needs it. Never throws: each entry of
// the result is `true` or the reason that part could not load.
import { ensureModelDetector } from './detect/modelExtra/install.js';
import { warmTagger } from './detect/tagger/index.js';
import { warmDocumentParsers } from './documents/index.js';
import { modelLoadFailure, probeModel } from './extras.js';
import { warmLexicons } from './lexicon/index.js';

export interface WarmOptions {
  /** Load the name and place lexicons, and the model of the detect extra when it is installed. */
  models?: boolean;
  /** Start the parse workers and load the parser extras (and the OCR model) inside them. */
  parsers?: boolean;
}

/** Runs one loading step; its entry is `true`, or the error's name and message when it threw. */
function step(done: Record<string, true | string>, name: string, load: () => void): void {
  try {
    load();
    done[name] = true;
  } catch (err) {
    done[name] = `${(err as Error).name}: ${(err as Error).message}`;
  }
}

export async function warm({ models = true, parsers = true }: WarmOptions = {}): Promise<Record<string, true | string>> {
  const done: Record<string, true | string> = {};
  if (models) {
    step(done, 'lexicons', warmLexicons);
    // The built-in tagger's weights (the model behind backend auto).
    step(done, 'tagger', warmTagger);
  }
  if (models && probeModel()) {
    // Loads and registers the model for backend `auto`; a failure is recorded, never thrown.
    const detector = await ensureModelDetector();
    done.model = detector ? true : (modelLoadFailure() ?? 'model not loaded');
  }
  if (parsers) Object.assign(done, await warmDocumentParsers());
  return done;
}
