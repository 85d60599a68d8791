// Optional extras (docs/architecture.md D12): probed once at start-up by resolving their packages (cheap, no
// loading); `warm()` (src/warm.ts) loads them for real so the first request does not pay for it.
import { existsSync, statSync } from 'node:fs';

/**
 * The parser extras: the module whose presence enables each one, and what `npm install` takes to add it
 * (named in the 400 a request gets when its file needs a missing parser).
 */
export const PARSER_EXTRAS = {
  pdf: { probe: 'pdfjs-dist/legacy/build/pdf.mjs', install: 'pdfjs-dist@5.6.205 @napi-rs/canvas@0.1.100' },
  docx: { probe: 'mammoth', install: 'mammoth@1.13.0' },
  docling: { probe: 'officeparser', install: 'officeparser@7.8.0' },
  ocr: { probe: 'tesseract.js', install: 'tesseract.js@7.0.0 @tesseract.js-data/eng@1.0.0' },
} as const;

export const MODEL_PACKAGE = '@huggingface/transformers';

export type ParserName = 'text' | keyof typeof PARSER_EXTRAS;
export type ParserCapabilities = Record<ParserName, boolean>;

function resolvable(specifier: string): boolean {
  try {
    import.meta.resolve(specifier);
    return true;
  } catch {
    return false;
  }
}

/** Which parsers are importable here (`text` is native). */
export function probeParsers(): ParserCapabilities {
  return {
    text: true,
    pdf: resolvable(PARSER_EXTRAS.pdf.probe),
    docx: resolvable(PARSER_EXTRAS.docx.probe),
    docling: resolvable(PARSER_EXTRAS.docling.probe),
    ocr: resolvable(PARSER_EXTRAS.ocr.probe),
  };
}

/** The model directory of the detect extra (SERVICE_MODEL_DIR), or null. */
export function modelDirectory(env: NodeJS.ProcessEnv = process.env): string | null {
  const dir = env.SERVICE_MODEL_DIR;
  return dir && existsSync(dir) && statSync(dir).isDirectory() ? dir : null;
}

let modelFailure: string | null = null;

/** Records why the detect extra's model failed to load (null clears it); probeModel() then says false. */
export function recordModelFailure(reason: string | null): void {
  modelFailure = reason;
}

/** Why the model failed to load, or null when it did not fail (or was never tried). */
export function modelLoadFailure(): string | null {
  return modelFailure;
}

/**
 * True when the detect extra is installed and has a local model to load, and no load of it failed.
 * `isResolvable` replaces the package lookup (tests).
 */
export function probeModel(env: NodeJS.ProcessEnv = process.env, isResolvable: (specifier: string) => boolean = resolvable): boolean {
  return modelFailure === null && isResolvable(MODEL_PACKAGE) && modelDirectory(env) !== null;
}
