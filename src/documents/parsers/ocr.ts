// OCR with tesseract.js, fully offline: the English model comes from @tesseract.js-data/eng and the
// WebAssembly core from tesseract.js-core, both resolved inside node_modules; the cache is disabled so
// nothing is written next to the process and nothing is ever downloaded. Runs inside the parse worker.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { coded } from '../../core/errors.js';
import { ParseFailure } from './failure.js';

const require = createRequire(import.meta.url);

/** Local paths of the language data and the core (throws when a package is absent). */
export function ocrPaths(): { langPath: string; corePath: string } {
  const data = require('@tesseract.js-data/eng') as { langPath: string };
  return { langPath: data.langPath, corePath: dirname(require.resolve('tesseract.js-core/package.json')) };
}

export interface OcrResult {
  text: string;
  /** Mean word confidence 0..100 reported by tesseract. */
  confidence: number;
}

type TesseractWorker = Awaited<ReturnType<typeof import('tesseract.js')['createWorker']>>;

let shared: Promise<TesseractWorker> | null = null;

/** One tesseract worker per parse worker, created on first use (loading the model costs ~1 s). */
async function ocrWorker(): Promise<TesseractWorker> {
  shared ??= (async () => {
    const tesseract = await import('tesseract.js');
    const { langPath, corePath } = ocrPaths();
    return tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, {
      langPath,
      corePath,
      // Never read or write a cache next to the process; the model is read from the package.
      cacheMethod: 'none',
      gzip: true,
      workerBlobURL: false,
    });
  })();
  try {
    return await shared;
  } catch (err) {
    shared = null;
    // The service's own failure (the OCR model cannot load), reported like any parser crash, not a caller's error.
    throw new Error(`OCR could not start: ${String(err)}`);
  }
}

/** Starts the OCR worker and loads the model now rather than on the first scan. */
export async function warmOcr(): Promise<void> {
  await ocrWorker();
}

/** Recognises each image in turn. */
export async function recogniseImages(images: Buffer[]): Promise<OcrResult[]> {
  if (images.length === 0) return [];
  const worker = await ocrWorker();
  const out: OcrResult[] = [];
  for (const image of images) {
    try {
      const { data } = await worker.recognize(image);
      out.push({ text: data.text.trim(), confidence: data.confidence });
    } catch (err) {
      throw new ParseFailure(coded('SC_PARSE_OCR_UNREADABLE'), String(err));
    }
  }
  return out;
}
