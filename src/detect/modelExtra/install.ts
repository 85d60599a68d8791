// Installs the detect extra once: when probeModel() is true (the package resolves and SERVICE_MODEL_DIR
// names a directory), loads the model and registers it as the async model detector. Called by warm()
// at warm start and otherwise lazily by the first `auto` call of an async verb. A failed load never
// throws: it is logged as a process warning, recorded (probeModel() then reports false) and `auto`
// stays rules-only.
import { modelDirectory, probeModel, recordModelFailure } from '../../extras.js';
import { type AsyncModelDetector, asyncModelDetector, registerAsyncModelDetector } from '../model.js';
import { loadModelDetector } from './loader.js';

export interface EnsureModelOptions {
  env?: NodeJS.ProcessEnv;
  /** Imports the transformers module (tests); default: the package itself. */
  importer?: () => Promise<unknown>;
  /** Overrides the probe (tests with a fake module, which the package probe cannot see). */
  probe?: boolean;
}

let attempt: Promise<AsyncModelDetector | null> | null = null;

/** The registered async model detector, loading it first when the extra is available; null otherwise. */
export function ensureModelDetector(options: EnsureModelOptions = {}): Promise<AsyncModelDetector | null> {
  const registered = asyncModelDetector();
  if (registered) return Promise.resolve(registered);
  if (attempt) return attempt;
  const env = options.env ?? process.env;
  const dir = modelDirectory(env);
  if (!(options.probe ?? probeModel(env)) || dir === null) {
    attempt = Promise.resolve(null);
    return attempt;
  }
  attempt = loadModelDetector({ dir, importer: options.importer }).then(
    (detector) => {
      registerAsyncModelDetector(detector);
      return detector;
    },
    (err: unknown) => {
      const reason = `${(err as Error).name}: ${(err as Error).message}`;
      recordModelFailure(reason);
      process.emitWarning(`detect extra: the model in ${dir} did not load; backend auto runs the rules only (${reason})`);
      return null;
    },
  );
  return attempt;
}

/** Forgets the load attempt and unregisters the model (tests, reconfiguration). */
export function resetModelExtra(): void {
  attempt = null;
  recordModelFailure(null);
  registerAsyncModelDetector(null);
}
