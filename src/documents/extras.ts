// Which parser extra each format needs, whether it is installed here (src/extras.ts probes once), and
// the 400 that names what to install when it is not (docs/architecture.md D12). `parsers` overrides let a
// caller (and the tests) simulate an absent extra.
import { serviceError, type ServiceError } from '../core/errors.js';
import { PARSER_EXTRAS, type ParserCapabilities, probeParsers } from '../extras.js';
import type { ParserId } from './parsers/index.js';

/** The npm packages behind each extra, as `npm install` takes them (one table with the probe, src/extras.ts). */
export const PARSER_PACKAGES: Readonly<Record<Exclude<ParserId, 'text'>, string>> = {
  pdf: PARSER_EXTRAS.pdf.install,
  docx: PARSER_EXTRAS.docx.install,
  docling: PARSER_EXTRAS.docling.install,
  ocr: PARSER_EXTRAS.ocr.install,
};

const WHAT_NEEDS_IT: Readonly<Record<Exclude<ParserId, 'text'>, string>> = {
  pdf: 'a PDF',
  docx: 'a DOCX document',
  docling: 'an office or markup document (ODT, ODP, ODS, PPTX, XLSX, HTML, RTF)',
  ocr: 'a scanned page or an image (PNG, JPEG, TIFF, image-only PDF)',
};

let probed: ParserCapabilities | null = null;
let processOverrides: Partial<ParserCapabilities> = {};

/**
 * Marks parsers as absent (or present) for every later call in this process, e.g. to exercise the
 * missing-extra 400 through the HTTP route; `null` clears. An embedding seam: the service never calls it.
 */
export function overrideParsers(overrides: Partial<ParserCapabilities> | null): void {
  processOverrides = { ...(overrides ?? {}) };
}

/** Installed parsers, probed once per process, with the process-wide and the call's overrides applied. */
export function availableParsers(overrides: Partial<ParserCapabilities> = {}): ParserCapabilities {
  probed ??= probeParsers();
  return { ...probed, ...processOverrides, ...overrides, text: true };
}

export function missingParserError(parser: ParserId): ServiceError {
  // Internal invariant, not a caller's error: the text parser has no extra, so no caller can reach this.
  if (parser === 'text') throw new Error('missingParserError: the text parser is always available');
  return serviceError('SC_PARSER_EXTRA_MISSING', { what: WHAT_NEEDS_IT[parser], parser, package: PARSER_PACKAGES[parser] });
}
