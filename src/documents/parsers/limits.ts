// What an upload declares about its decoded size, read from its headers before any decoding: an
// image's pixel dimensions (PNG IHDR, JPEG SOF, TIFF IFD0) and an office archive's uncompressed sizes
// (the zip central directory). A 380 KB PNG can declare 20000×20000 pixels (1.6 GB of RGBA) and a
// 1 MB DOCX can inflate to 1 GiB, so such files are refused with the figures instead of being
// decoded; a file that lies about its sizes is still stopped by the parse worker's memory limit.
// Hand-written: the header layouts are fixed by the formats' specifications, and no installed
// library reads them without decoding the whole file.

import { errorMessage } from '../../core/errors.js';

/** Largest image OCR reads: 50 megapixels (an A4 page at 600 dpi is 35). */
export const MAX_PIXELS = 50_000_000;
/** Tesseract's own limit on either side. */
export const MAX_SIDE = 32_767;
/** Largest total an office archive may inflate to (all entries together). */
export const MAX_INFLATED_BYTES = 256 * 1024 * 1024;

export interface Dimensions {
  width: number;
  height: number;
}

function pngDimensions(b: Buffer): Dimensions | null {
  // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4).
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function jpegDimensions(b: Buffer): Dimensions | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] as number;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Markers without a length: TEM and RSTn.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC): precision (1), height (2), width (2).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    }
    if (marker === 0xda) return null; // image data before any frame header
    at += 2 + length;
  }
  return null;
}

function tiffDimensions(b: Buffer): Dimensions | null {
  if (b.length < 8) return null;
  const le = b[0] === 0x49;
  const u16 = (o: number) => (le ? b.readUInt16LE(o) : b.readUInt16BE(o));
  const u32 = (o: number) => (le ? b.readUInt32LE(o) : b.readUInt32BE(o));
  const ifd = u32(4);
  if (ifd + 2 > b.length) return null;
  const count = u16(ifd);
  let width = 0;
  let height = 0;
  for (let i = 0; i < count; i += 1) {
    const e = ifd + 2 + i * 12;
    if (e + 12 > b.length) break;
    const tag = u16(e);
    const type = u16(e + 2);
    const value = type === 3 ? u16(e + 8) : u32(e + 8);
    if (tag === 256) width = value;
    if (tag === 257) height = value;
  }
  return width > 0 && height > 0 ? { width, height } : null;
}

/** Declared pixel dimensions of a PNG, JPEG or TIFF, or null when the header cannot be read. */
export function imageDimensions(bytes: Buffer, format: string): Dimensions | null {
  if (format === 'png') return pngDimensions(bytes);
  if (format === 'jpeg') return jpegDimensions(bytes);
  if (format === 'tiff') return tiffDimensions(bytes);
  return null;
}

/** One entry of a zip central directory: compression method, compressed and declared sizes, local header offset. */
interface ZipEntry {
  method: number;
  compressed: number;
  size: number;
  local: number;
}

/**
 * The zip central directory's entries, read up to the first that is not where the directory says
 * (`whole` false then, and when there is no end-of-directory record at or after `from`). The one reader
 * of the directory for both the declared-size check and the inflating check below.
 */
function zipDirectory(b: Buffer, from: number): { entries: ZipEntry[]; whole: boolean } {
  // End of central directory: signature, then (at +10) total entries, (+16) directory offset.
  const eocd = b.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]), b.length - 22);
  if (eocd < from) return { entries: [], whole: false };
  const count = b.readUInt16LE(eocd + 10);
  let at = b.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > b.length || b.readUInt32LE(at) !== 0x02014b50) return { entries, whole: false };
    entries.push({ method: b.readUInt16LE(at + 10), compressed: b.readUInt32LE(at + 20), size: b.readUInt32LE(at + 24), local: b.readUInt32LE(at + 42) });
    at += 46 + b.readUInt16LE(at + 28) + b.readUInt16LE(at + 30) + b.readUInt16LE(at + 32);
  }
  return { entries, whole: true };
}

/** Sum of the uncompressed sizes the zip central directory declares, or null when there is no directory. */
export function zipInflatedSize(b: Buffer): number | null {
  // The end record sits in the last 64 KiB + 22 bytes (its comment is at most 65,535 bytes).
  const { entries, whole } = zipDirectory(b, Math.max(0, b.length - 65_557));
  if (!whole) return null;
  // 0xFFFFFFFF: the real size is in a ZIP64 extra field, so at least 4 GiB.
  return entries.reduce((total, e) => total + (e.size === 0xffffffff ? 2 ** 32 : e.size), 0);
}

const ZIP_FORMATS = new Set(['docx', 'pptx', 'xlsx', 'odt', 'odp', 'ods']);
const mb = (n: number) => Math.round(n / 1024 / 1024);

/** Why a file is refused before decoding (an `errors` entry), or null when its declared sizes are within limits. */
export function declaredSizeRefusal(bytes: Buffer, format: string): string | null {
  const dims = imageDimensions(bytes, format);
  if (dims !== null) {
    const pixels = dims.width * dims.height;
    if (pixels > MAX_PIXELS || dims.width > MAX_SIDE || dims.height > MAX_SIDE) {
      return errorMessage('SC_PARSE_IMAGE_TOO_LARGE', {
        width: dims.width,
        height: dims.height,
        megapixels: (pixels / 1e6).toFixed(0),
        max: MAX_PIXELS / 1e6,
        side: MAX_SIDE,
      });
    }
  }
  if (ZIP_FORMATS.has(format)) {
    const inflated = zipInflatedSize(bytes);
    if (inflated !== null && inflated > MAX_INFLATED_BYTES) {
      return errorMessage('SC_PARSE_ARCHIVE_DECLARED_TOO_LARGE', { size: mb(inflated), limit: mb(MAX_INFLATED_BYTES) });
    }
  }
  return null;
}

/**
 * What the archive's deflated entries really inflate to, counted by inflating each one and dropping
 * the output (a few kilobytes at a time), stopping as soon as `limit` is passed: an archive that lies
 * in its directory is caught before a parser holds its content. Runs in the parse worker.
 */
export async function inflatesPast(b: Buffer, limit: number): Promise<boolean> {
  const { createInflateRaw } = await import('node:zlib');
  // Entries after a broken directory entry are not reached (the answer is then false, as for no directory).
  let total = 0;
  for (const { method, compressed, local } of zipDirectory(b, 0).entries) {
    if (local + 30 > b.length || b.readUInt32LE(local) !== 0x04034b50) return false;
    const start = local + 30 + b.readUInt16LE(local + 26) + b.readUInt16LE(local + 28);
    const data = b.subarray(start, Math.min(b.length, start + compressed));
    if (method === 0) total += data.length;
    else if (method === 8) {
      const over = await new Promise<boolean>((resolve) => {
        const inflate = createInflateRaw();
        inflate.on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (total > limit) {
            inflate.destroy();
            resolve(true);
          }
        });
        inflate.on('end', () => resolve(false));
        inflate.on('error', () => resolve(false)); // a damaged stream is the parser's to report
        inflate.on('close', () => resolve(total > limit));
        inflate.end(data);
      });
      if (over) return true;
    }
    if (total > limit) return true;
  }
  return false;
}
