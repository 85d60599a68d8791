// Which parser reads an upload, decided by its bytes (magic numbers, zip directory entries, markup
// sniffing) and only then by the upload's name, because names lie and are caller-controlled. The name
// is consulted only to tell apart formats whose bytes look alike (Markdown vs. plain text).

export type DocumentFormat =
  | 'text'
  | 'markdown'
  | 'html'
  | 'rtf'
  | 'pdf'
  | 'docx'
  | 'pptx'
  | 'xlsx'
  | 'odt'
  | 'odp'
  | 'ods'
  | 'png'
  | 'jpeg'
  | 'tiff'
  | 'empty'
  | 'unknown';

const PDF_MAGIC = Buffer.from('%PDF-');
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const TIFF_LE = Buffer.from([0x49, 0x49, 0x2a, 0x00]);
const TIFF_BE = Buffer.from([0x4d, 0x4d, 0x00, 0x2a]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const RTF_MAGIC = Buffer.from('{\\rtf');

/** ODF archives name their type in the uncompressed `mimetype` entry. */
const ODF_TYPES: ReadonlyArray<[string, DocumentFormat]> = [
  ['application/vnd.oasis.opendocument.text', 'odt'],
  ['application/vnd.oasis.opendocument.presentation', 'odp'],
  ['application/vnd.oasis.opendocument.spreadsheet', 'ods'],
];
/** OOXML archives hold a `[Content_Types].xml` and a main part whose path names the kind. */
const OOXML_PARTS: ReadonlyArray<[string, DocumentFormat]> = [
  ['word/document.xml', 'docx'],
  ['ppt/presentation.xml', 'pptx'],
  ['xl/workbook.xml', 'xlsx'],
];
const HTML_SNIFF = /^\s*(?:<\?xml[^>]*>\s*)?(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>]|<!--|<(?:div|p|table|h[1-6]|title|meta)[\s>])/i;
const MARKDOWN_NAME = /\.(?:md|markdown|mdown)$/i;

function startsWith(bytes: Buffer, magic: Buffer, at = 0): boolean {
  return bytes.length >= at + magic.length && bytes.subarray(at, at + magic.length).equals(magic);
}

function zipFormat(bytes: Buffer): DocumentFormat {
  // Entry names sit uncompressed in the local headers and the central directory, so a byte search finds them.
  const head = bytes.subarray(0, 200).toString('latin1');
  for (const [mime, format] of ODF_TYPES) if (head.includes(`mimetype${mime}`)) return format;
  const all = bytes.toString('latin1');
  if (all.includes('[Content_Types].xml')) {
    for (const [part, format] of OOXML_PARTS) if (all.includes(part)) return format;
  }
  for (const [mime, format] of ODF_TYPES) if (all.includes(mime)) return format;
  return 'unknown';
}

/** True when the bytes decode as text: a BOM, or no NUL in the first 8 KiB. */
function looksLikeText(bytes: Buffer): boolean {
  if (startsWith(bytes, Buffer.from([0xef, 0xbb, 0xbf]))) return true;
  if (startsWith(bytes, Buffer.from([0xff, 0xfe])) || startsWith(bytes, Buffer.from([0xfe, 0xff]))) return true;
  return !bytes.subarray(0, 8192).includes(0);
}

/** The format of an upload's bytes; `name` only separates Markdown from plain text. */
export function sniffFormat(bytes: Buffer, name = ''): DocumentFormat {
  if (bytes.length === 0) return 'empty';
  if (startsWith(bytes, PDF_MAGIC) || bytes.subarray(0, 1024).includes(PDF_MAGIC)) return 'pdf';
  if (startsWith(bytes, PNG_MAGIC)) return 'png';
  if (startsWith(bytes, JPEG_MAGIC)) return 'jpeg';
  if (startsWith(bytes, TIFF_LE) || startsWith(bytes, TIFF_BE)) return 'tiff';
  if (startsWith(bytes, ZIP_MAGIC)) return zipFormat(bytes);
  if (startsWith(bytes, RTF_MAGIC)) return 'rtf';
  if (!looksLikeText(bytes)) return 'unknown';
  const start = bytes.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '');
  if (HTML_SNIFF.test(start)) return 'html';
  return MARKDOWN_NAME.test(name) ? 'markdown' : 'text';
}
