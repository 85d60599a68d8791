// Other office and markup formats (ODT, ODP, ODS, PPTX, XLSX, HTML, RTF) through officeparser, the
// document-structure parser reported as `docling` in /capabilities. The format is passed explicitly
// (decided by our own sniffing), so the library never guesses from a name.
import { coded } from '../../core/errors.js';
import { ParseFailure } from './failure.js';
import type { DocumentFormat } from '../format.js';

const FILE_TYPES: Partial<Record<DocumentFormat, string>> = {
  odt: 'odt',
  odp: 'odp',
  ods: 'ods',
  pptx: 'pptx',
  xlsx: 'xlsx',
  html: 'html',
  rtf: 'rtf',
};

export function isStructureFormat(format: DocumentFormat): boolean {
  return format in FILE_TYPES;
}

export async function readStructured(bytes: Uint8Array, format: DocumentFormat): Promise<string> {
  const fileType = FILE_TYPES[format];
  if (fileType === undefined) throw new ParseFailure(coded('SC_PARSE_STRUCTURE_FORMAT', { format }));
  const { OfficeParser } = await import('officeparser');
  try {
    const ast = await OfficeParser.parseOffice(Buffer.from(bytes), {
      fileType: fileType as never,
      extractAttachments: false,
      ocr: false,
      ignoreComments: true,
    });
    return ast.toText();
  } catch (err) {
    throw new ParseFailure(coded('SC_PARSE_DOCUMENT_UNREADABLE', { format: format.toUpperCase() }), (err as Error).message);
  }
}
