// One upload's bytes → text, by format. Called inside the parse worker for every format except plain
// text (decoded in place: it is cheap). Which extra each format needs is declared here too, so the
// missing-parser 400 and the dispatch never disagree.
import type { DocumentFormat } from '../format.js';
import { readDocx } from './docx.js';
import { coded } from '../../core/errors.js';
import { ParseFailure } from './failure.js';
import { inflatesPast, MAX_INFLATED_BYTES } from './limits.js';
import { recogniseImages } from './ocr.js';
import { readPdf } from './pdf.js';
import { isStructureFormat, readStructured } from './structure.js';
import { decodeText } from './text.js';

/** The parsers of /capabilities.parsers. */
export type ParserId = 'text' | 'pdf' | 'docx' | 'docling' | 'ocr';

export interface ParsedText {
  text: string;
  /** Parser that produced the text (`pdf+ocr` when some PDF pages were scans). */
  parser: string;
  /** True when any of the text came from OCR. */
  ocr: boolean;
  /** Pages read (PDF), else 1. */
  pages: number;
}

/** The parser a format needs before any bytes are read (a scanned PDF also needs `ocr`, found later). */
export function parserFor(format: DocumentFormat): ParserId | null {
  if (format === 'text' || format === 'markdown') return 'text';
  if (format === 'pdf') return 'pdf';
  if (format === 'docx') return 'docx';
  if (format === 'png' || format === 'jpeg' || format === 'tiff') return 'ocr';
  if (isStructureFormat(format)) return 'docling';
  return null;
}

/** Thrown (inside the worker) when a scanned PDF page needs OCR and OCR is not installed. */
// Internal signal, not a caller's error: resolve.ts catches it and answers with missingParserError's code.
export class MissingParser extends Error {
  constructor(readonly parser: ParserId) {
    super(`the ${parser} parser is not installed`);
  }
}

/** Page texts are joined by a blank line (a form feed would read as a word boundary to nothing downstream). */
const PAGE_BREAK = '\n\n';

const ARCHIVES = new Set<DocumentFormat>(['docx', 'pptx', 'xlsx', 'odt', 'odp', 'ods']);

export async function parseBytes(bytes: Uint8Array, format: DocumentFormat, ocrAvailable: boolean): Promise<ParsedText> {
  if (ARCHIVES.has(format) && (await inflatesPast(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), MAX_INFLATED_BYTES))) {
    throw new ParseFailure(coded('SC_PARSE_ARCHIVE_BOMB', { mb: MAX_INFLATED_BYTES / 1024 / 1024 }));
  }
  switch (format) {
    case 'empty':
      throw new ParseFailure(coded('SC_PARSE_EMPTY'));
    case 'unknown':
      throw new ParseFailure(coded('SC_PARSE_FORMAT_UNKNOWN'));
    case 'text':
    case 'markdown':
      return { text: decodeText(bytes), parser: 'text', ocr: false, pages: 1 };
    case 'docx':
      return { text: await readDocx(bytes), parser: 'docx', ocr: false, pages: 1 };
    case 'png':
    case 'jpeg':
    case 'tiff': {
      if (!ocrAvailable) throw new MissingParser('ocr');
      const [result] = await recogniseImages([Buffer.from(bytes)]);
      return { text: result?.text ?? '', parser: 'ocr', ocr: true, pages: 1 };
    }
    case 'pdf': {
      const pages = await readPdf(bytes, ocrAvailable);
      const scans = pages.filter((p) => p.image !== undefined);
      if (!ocrAvailable && pages.length > 0 && pages.every((p) => p.text === '')) throw new MissingParser('ocr');
      const recognised = await recogniseImages(scans.map((p) => p.image as Buffer));
      let k = 0;
      const texts = pages.map((p) => (p.image !== undefined ? (recognised[k++]?.text ?? '') : p.text));
      return { text: texts.filter((t) => t !== '').join(PAGE_BREAK), parser: scans.length > 0 ? 'pdf+ocr' : 'pdf', ocr: scans.length > 0, pages: pages.length };
    }
    default:
      if (isStructureFormat(format)) return { text: await readStructured(bytes, format), parser: 'docling', ocr: false, pages: 1 };
      throw new ParseFailure(coded('SC_PARSE_NO_PARSER', { format }));
  }
}
