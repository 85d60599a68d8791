// PDF: the text layer through pdfjs-dist (legacy build, the one that runs on Node 20). A page without a
// text layer (a scan) is rendered to PNG with @napi-rs/canvas and handed to OCR, so an image-only PDF
// reads like any other. Runs inside the parse worker (src/documents/worker.ts), off the event loop.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { coded } from '../../core/errors.js';
import { ParseFailure } from './failure.js';
import { MAX_PIXELS, MAX_SIDE } from './limits.js';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let pdfjsPromise: Promise<PdfJs> | null = null;
function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjsPromise;
}

/** Shipped font and colour-map data, read from the package (nothing is fetched). */
function packageDataUrls(): { standardFontDataUrl: string; cMapUrl: string } {
  const require = createRequire(import.meta.url);
  const root = require.resolve('pdfjs-dist/package.json').replace(/package\.json$/, '');
  return {
    standardFontDataUrl: pathToFileURL(`${root}standard_fonts/`).href,
    cMapUrl: pathToFileURL(`${root}cmaps/`).href,
  };
}

export interface PdfPage {
  /** Text of the page's text layer ('' for a scan). */
  text: string;
  /** PNG of the page, rendered only when it has no text layer and `render` is true. */
  image?: Buffer;
}

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
}

/** Renders at 2x (about 144 dpi for a US-letter page): small print stays legible to OCR. */
const RENDER_SCALE = 2;

type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
type PdfPageProxy = Awaited<ReturnType<PdfDocument['getPage']>>;
interface CanvasAndContext {
  canvas: { toBuffer(mime: 'image/png'): Buffer; width: number; height: number };
  context: { fillStyle: string; fillRect(x: number, y: number, w: number, h: number): void };
}

/**
 * Renders with the document's own canvas factory: pdfjs loads @napi-rs/canvas itself and draws its
 * intermediate image canvases onto the target, and a target made by a separately imported copy of
 * the module crashes the process (seen on image-only pages).
 */
async function renderPage(doc: PdfDocument, page: PdfPageProxy): Promise<Buffer> {
  // A page whose declared size would render past OCR's pixel limit is rendered smaller instead.
  const unit = page.getViewport({ scale: 1 });
  const scale = Math.min(RENDER_SCALE, Math.sqrt(MAX_PIXELS / Math.max(1, unit.width * unit.height)), MAX_SIDE / Math.max(1, unit.width, unit.height));
  const viewport = page.getViewport({ scale });
  const factory = (doc as unknown as { canvasFactory: { create(w: number, h: number): CanvasAndContext; destroy(c: CanvasAndContext): void } }).canvasFactory;
  const target = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  try {
    target.context.fillStyle = '#ffffff';
    target.context.fillRect(0, 0, target.canvas.width, target.canvas.height);
    const params = { canvas: target.canvas, canvasContext: target.context, viewport } as unknown as Parameters<PdfPageProxy['render']>[0];
    await page.render(params).promise;
    return target.canvas.toBuffer('image/png');
  } finally {
    factory.destroy(target);
  }
}

/** Reads every page; `render` asks for a PNG of each page that has no text layer. */
export async function readPdf(bytes: Uint8Array, render: boolean): Promise<PdfPage[]> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    ...packageDataUrls(),
    cMapPacked: true,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  let doc: PdfDocument;
  try {
    doc = await task.promise;
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'PasswordException') throw new ParseFailure(coded('SC_PARSE_PDF_ENCRYPTED'));
    throw new ParseFailure(coded('SC_PARSE_PDF_UNREADABLE', { name }), (err as Error).message);
  }
  try {
    const pages: PdfPage[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items as TextItemLike[]) {
        if (typeof item.str !== 'string') continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
      }
      const entry: PdfPage = { text: text.trim() };
      if (entry.text === '' && render) entry.image = await renderPage(doc, page);
      pages.push(entry);
      page.cleanup();
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
