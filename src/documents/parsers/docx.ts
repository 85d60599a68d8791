// DOCX: the document's raw text through mammoth (paragraphs become lines). Tables and headers read as
// text, which is what detection and field extraction need.
import { coded } from '../../core/errors.js';
import { ParseFailure } from './failure.js';

export async function readDocx(bytes: Uint8Array): Promise<string> {
  const mammoth = (await import('mammoth')).default;
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return value;
  } catch (err) {
    throw new ParseFailure(coded('SC_PARSE_DOCUMENT_UNREADABLE', { format: 'DOCX' }), (err as Error).message);
  }
}
