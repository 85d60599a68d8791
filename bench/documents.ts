// npm run bench:documents — parsing throughput and memory of /documents' parsers.
// Pages per second for a text-layer PDF (pdfjs in the worker pool) and for OCR (PNG pages and an
// image-only PDF page), the end-to-end verb on a 50-page statement (median of three, and the first
// call on a long text, which pays for lazy tables and regex warm-up), and the peak resident memory of
// the process (worker included) while a 50-page PDF is read. Baseline in the same run: the same 50
// pages as plain UTF-8 text through the native text parser.
import { performance } from 'node:perf_hooks';
import { resolveDocuments } from '../src/documents/index.js';
import { decodeText } from '../src/documents/parsers/text.js';
import { parseInWorker } from '../src/documents/workerPool.js';
import { imagePdf, Spool, textPdf, textPng } from '../test/documents/fixtures.js';

const PAGES = 50;
const LINES = [
  'FIRST BANK OF NIGERIA PLC - Statement of Account',
  'Account holder: Adesola Okonkwo',
  'Address: 12 Allen Avenue, Ikeja, Lagos',
  'NIN: 12345678901   Phone: 0803 555 7890',
  ...Array.from({ length: 36 }, (_, i) => `2026-11-${String((i % 28) + 1).padStart(2, '0')}  POS purchase ${1000 + i}  NGN ${(i * 1375.5).toFixed(2)}`),
];
const OCR_LINES = ['Ikeja Electric Plc', 'Customer: Adesola Okonkwo', 'Phone: 0803 555 7890', 'Amount due: NGN 18,450.00'];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function timed<T>(fn: () => Promise<T> | T): Promise<[T, number]> {
  const t = performance.now();
  const out = await fn();
  return [out, (performance.now() - t) / 1000];
}

/** Peak RSS while `fn` runs, sampled every 5 ms (worker threads share the process's memory). */
async function peakRss<T>(fn: () => Promise<T>): Promise<[T, number]> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    const out = await fn();
    peak = Math.max(peak, process.memoryUsage().rss);
    return [out, peak];
  } finally {
    clearInterval(timer);
  }
}

async function main(): Promise<void> {
  const pdf = await textPdf(LINES, PAGES);
  const plain = Buffer.from(Array.from({ length: PAGES }, () => LINES.join('\n')).join('\n\n'), 'utf8');

  // Baseline: native text decoding of the same pages.
  const baseRuns: number[] = [];
  for (let i = 0; i < 20; i += 1) baseRuns.push((await timed(() => decodeText(plain)))[1]);
  const textPagesPerS = PAGES / median(baseRuns);

  // Text-layer PDF in the worker pool (one warm-up, so pdfjs loading is not counted), with peak memory.
  await parseInWorker({ bytes: new Uint8Array(await textPdf(LINES, 1)), format: 'pdf', ocrAvailable: true }, 120_000);
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const [[first, firstS], peak] = await peakRss(() => timed(() => parseInWorker({ bytes: new Uint8Array(pdf), format: 'pdf', ocrAvailable: true }, 120_000)));
  if (first.kind !== 'ok' || first.pages !== PAGES) throw new Error(`PDF parse failed: ${JSON.stringify(first).slice(0, 200)}`);
  const pdfRuns = [firstS];
  for (let i = 0; i < 2; i += 1) pdfRuns.push((await timed(() => parseInWorker({ bytes: new Uint8Array(pdf), format: 'pdf', ocrAvailable: true }, 120_000)))[1]);
  const pdfPagesPerS = PAGES / median(pdfRuns);

  // OCR: PNG pages (after one warm-up that loads the model) and image-only PDF pages (render + OCR).
  const png = textPng(OCR_LINES);
  await parseInWorker({ bytes: new Uint8Array(png), format: 'png', ocrAvailable: true }, 120_000);
  const ocrRuns: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const [reply, s] = await timed(() => parseInWorker({ bytes: new Uint8Array(png), format: 'png', ocrAvailable: true }, 120_000));
    if (reply.kind !== 'ok' || !reply.text.includes('Okonkwo')) throw new Error(`OCR failed: ${JSON.stringify(reply).slice(0, 200)}`);
    ocrRuns.push(s);
  }
  const scan = await imagePdf(OCR_LINES);
  const scanRuns: number[] = [];
  for (let i = 0; i < 3; i += 1) scanRuns.push((await timed(() => parseInWorker({ bytes: new Uint8Array(scan), format: 'pdf', ocrAvailable: true }, 120_000)))[1]);

  // End to end: the verb on the 50-page statement and a 1-page copy (detection, fields, one pair).
  const spool = await Spool.create();
  let verbS: number;
  let verbCold: number;
  try {
    const files = [await spool.add('statement.pdf', pdf), await spool.add('copy.pdf', await textPdf(LINES, 1))];
    // Warm-up: the detectors, lexicons and extractor load on first use.
    await resolveDocuments(files.slice(1), { entity: 'person', jurisdiction: 'auto', backend: 'basic', reveal: false });
    const runs: number[] = [];
    for (let i = 0; i < 3; i += 1) runs.push((await timed(() => resolveDocuments(files, { entity: 'person', jurisdiction: 'auto', backend: 'basic', reveal: false })))[1]);
    verbCold = runs[0] as number;
    verbS = median(runs);
  } finally {
    await spool.remove();
  }

  const result = {
    baseline_text_pages_per_s: Math.round(textPagesPerS),
    pdf_text_layer_pages_per_s: Math.round(pdfPagesPerS * 10) / 10,
    pdf_vs_text_baseline: Math.round((pdfPagesPerS / textPagesPerS) * 10000) / 10000,
    ocr_png_pages_per_s: Math.round((1 / median(ocrRuns)) * 100) / 100,
    ocr_image_pdf_pages_per_s: Math.round((1 / median(scanRuns)) * 100) / 100,
    verb_end_to_end_pages_per_s: Math.round(((PAGES + 1) / verbS) * 10) / 10,
    verb_end_to_end_first_call_pages_per_s: Math.round(((PAGES + 1) / verbCold) * 10) / 10,
    pdf_50_pages_peak_rss_mib: mib(peak),
    pdf_50_pages_rss_growth_mib: mib(peak - rssBefore),
    pdf_bytes: pdf.length,
  };
  console.log(JSON.stringify(result, null, 2));
}

await main();
