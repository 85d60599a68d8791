// Fixtures generated at run time (nothing binary is committed): a text-layer PDF (pdf-lib), a DOCX
// (docx), a PNG with text drawn by @napi-rs/canvas, an image-only PDF (that PNG inside pdf-lib), HTML.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createHash } from 'node:crypto';
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
