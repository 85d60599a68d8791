// Fixtures generated at run time (nothing binary is committed): a text-layer PDF (pdf-lib), a DOCX
// (docx), a PNG with text drawn by @napi-rs/canvas, an image-only PDF (that PNG inside pdf-lib), HTML.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { UploadedFile } from '../../src/documents/index.js';

/** A text-layer PDF: one line per entry, `pages` copies of the lines. */
export async function textPdf(lines: string[], pages = 1): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p += 1) {
    const page = doc.addPage([595, 842]);
    for (const [i, line] of lines.entries()) page.drawText(line, { x: 50, y: 790 - i * 18, size: 12, font });
  }
  return Buffer.from(await doc.save());
}

/** A PNG of black text on white, large enough for OCR to read reliably. */
export function textPng(lines: string[]): Buffer {
  const width = 900;
  const lineHeight = 44;
  const canvas = createCanvas(width, 40 + lines.length * lineHeight);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000000';
  ctx.font = '30px "DejaVu Sans", sans-serif';
  for (const [i, line] of lines.entries()) ctx.fillText(line, 20, 50 + i * lineHeight);
  return canvas.toBuffer('image/png');
}

/** A PDF whose only page is an image (no text layer): a scan. */
export async function imagePdf(lines: string[]): Promise<Buffer> {
  const png = textPng(lines);
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(png);
  const page = doc.addPage([image.width / 1.5, image.height / 1.5]);
  page.drawImage(image, { x: 0, y: 0, width: image.width / 1.5, height: image.height / 1.5 });
  return Buffer.from(await doc.save());
}

export async function docxFile(lines: string[]): Promise<Buffer> {
  const doc = new Document({ sections: [{ children: lines.map((text) => new Paragraph({ text })) }] });
  return Buffer.from(await Packer.toBuffer(doc));
}

export function htmlFile(title: string, lines: string[]): Buffer {
  const body = lines.map((l) => `<p>${l.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`).join('\n');
  return Buffer.from(`<!DOCTYPE html>\n<html><head><title>${title}</title></head><body>\n${body}\n</body></html>\n`, 'utf8');
}

/** A private directory of spooled uploads, like the route's (generated names, never the upload's). */
export class Spool {
  private constructor(readonly dir: string) {}
  static async create(): Promise<Spool> {
    return new Spool(await mkdtemp(join(tmpdir(), 'documents-test-')));
  }
  private n = 0;
  async add(name: string, bytes: Buffer | string): Promise<UploadedFile> {
    const data = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
    const path = join(this.dir, `upload-${this.n++}`);
    await writeFile(path, data);
    return { name, path, size: data.length, sha256: createHash('sha256').update(data).digest('hex') };
  }
  remove(): Promise<void> {
    return rm(this.dir, { recursive: true, force: true });
  }
}

/** One entry of a hand-written zip: its bytes as stored (`packed`), how (0 stored, 8 deflated), CRC-32 and declared size. */
export interface ZipEntryBytes {
  name: string;
  method: 0 | 8;
  packed: Buffer;
  crc: number;
  /** The uncompressed size the local header and the central directory declare (a test may make it lie). */
  declared: number;
}

/** A zip archive of the entries as given (local headers, central directory, end record): no zip library needed. */
export function zipArchive(entries: readonly ZipEntryBytes[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, method, packed, crc, declared } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A stored (uncompressed) zip archive: enough for an ODF package. */
function storedZip(entries: [string, Buffer][]): Buffer {
  return zipArchive(entries.map(([name, data]) => ({ name, method: 0, packed: data, crc: crc32(data), declared: data.length })));
}

/** An OpenDocument text (ODT) with one paragraph per line. */
export function odtFile(lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const content = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2">
<office:body><office:text>${lines.map((l) => `<text:p>${esc(l)}</text:p>`).join('')}</office:text></office:body>
</office:document-content>`;
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">
<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>
<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>
</manifest:manifest>`;
  return storedZip([
    ['mimetype', Buffer.from('application/vnd.oasis.opendocument.text')],
    ['content.xml', Buffer.from(content, 'utf8')],
    ['META-INF/manifest.xml', Buffer.from(manifest, 'utf8')],
  ]);
}
