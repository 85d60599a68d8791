// Parse limits (issue 12, item 11): an image that declares more pixels than OCR reads, an archive whose
// directory declares a huge inflated size, and one that lies in its directory are each an `errors`
// entry with the reason, never decoded; the readable file beside them is still answered, and the
// process's memory is back under 300 MB after.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { crc32, createDeflateRaw, deflateRawSync, deflateSync } from 'node:zlib';
import { resolveDocuments } from '../../src/documents/index.js';
import { declaredSizeRefusal, imageDimensions, zipInflatedSize } from '../../src/documents/parsers/limits.js';
import { readUploads } from '../../src/documents/readUploads.js';
import { Spool, textPng, zipArchive } from './fixtures.js';

const spool = await Spool.create();
after(() => spool.remove());

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG whose header declares width × height (RGBA) over a few bytes of pixel data. */
function hugePng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Packed {
  packed: Buffer;
  crc: number;
}

function pack(data: Buffer): Packed {
  return { packed: deflateRawSync(data), crc: crc32(data) >>> 0 };
}

/** `head`, `bytes` spaces and `tail`, deflated as a stream (never held whole in memory). */
async function packedSpaces(head: string, bytes: number, tail: string): Promise<Packed> {
  const out: Buffer[] = [];
  const deflate = createDeflateRaw({ level: 9 });
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => deflate.once('end', resolve));
  const block = Buffer.alloc(1024 * 1024, 0x20);
  let crc = crc32(head);
  deflate.write(head);
  for (let n = 0; n < bytes; n += block.length) {
    crc = crc32(block, crc);
    if (!deflate.write(block)) await new Promise((r) => deflate.once('drain', r));
  }
  crc = crc32(tail, crc);
  deflate.end(tail);
  await done;
  return { packed: Buffer.concat(out), crc: crc >>> 0 };
}

/** A DOCX-shaped zip: each entry deflated, with the uncompressed size its directory declares. */
function deflatedZip(entries: { name: string; data: Buffer | Packed; declared: number }[]): Buffer {
  return zipArchive(
    entries.map(({ name, data, declared }) => {
      const { packed, crc } = Buffer.isBuffer(data) ? pack(data) : data;
      return { name, method: 8, packed, crc, declared };
    }),
  );
}

const TYPES = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
/** document.xml of 300 MB (a run of spaces inside the body: it deflates to about 300 KB). */
const BIG = 300 * 1024 * 1024;

describe('declared sizes', () => {
  it('reads PNG, JPEG and TIFF dimensions from their headers', () => {
    assert.deepEqual(imageDimensions(hugePng(20_000, 20_000), 'png'), { width: 20_000, height: 20_000 });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0x4e, 0x20, 0x27, 0x10, 3, 0, 0, 0]);
    assert.deepEqual(imageDimensions(jpeg, 'jpeg'), { width: 10_000, height: 20_000 });
    const tiff = Buffer.alloc(8 + 2 + 24);
    tiff.write('II*\0', 0, 'latin1');
    tiff.writeUInt32LE(8, 4);
    tiff.writeUInt16LE(2, 8);
    tiff.writeUInt16LE(256, 10);
    tiff.writeUInt16LE(4, 12);
    tiff.writeUInt32LE(30_000, 18);
    tiff.writeUInt16LE(257, 22);
    tiff.writeUInt16LE(4, 24);
    tiff.writeUInt32LE(30_000, 30);
    assert.deepEqual(imageDimensions(tiff, 'tiff'), { width: 30_000, height: 30_000 });
    // The catalogue's whole sentence (SC_PARSE_IMAGE_TOO_LARGE), figures filled in.
    assert.equal(
      declaredSizeRefusal(tiff, 'tiff'),
      'the image declares 30000×30000 pixels (900 megapixels), more than OCR reads (50 megapixels, at most 32767 a side); it was not decoded',
    );
    assert.equal(declaredSizeRefusal(textPng(['Ada Obi']), 'png'), null, 'an ordinary scan passes');
  });

  it('sums the uncompressed sizes a zip directory declares', () => {
    const zip = deflatedZip([
      { name: '[Content_Types].xml', data: Buffer.from(TYPES), declared: TYPES.length },
      { name: 'word/document.xml', data: Buffer.from('<w:document/>'), declared: 1024 ** 3 },
    ]);
    assert.equal(zipInflatedSize(zip), TYPES.length + 1024 ** 3);
    assert.equal(declaredSizeRefusal(zip, 'docx'), 'the archive declares 1024 MB uncompressed, more than the 256 MB a document may inflate to; it was not decoded');
  });

  it('a file the deadline passed before is not read, naming the budget when there is one', async () => {
    const files = [await spool.add('late.txt', 'Adaeze Okonkwo, 0803 555 7890')];
    const past = { deadline: Date.now() - 1, parsers: { ocr: false } };
    assert.equal((await readUploads(files, { ...past, budgetSeconds: 7 })).errors.get('late.txt'), "not read: the request's time budget of 7 s ran out");
    assert.equal((await readUploads(files, past)).errors.get('late.txt'), "not read: the request's time budget ran out");
  });
});

describe('/documents refuses what would not fit, file by file', () => {
  it('a 20000×20000 PNG, a DOCX declaring 1 GiB and a DOCX lying about 300 MB are errors entries; the text is read', async () => {
    const rssBefore = process.memoryUsage().rss;
    const body = await packedSpaces('<w:document><w:body>', BIG, '</w:body></w:document>');
    const honest = deflatedZip([
      { name: '[Content_Types].xml', data: Buffer.from(TYPES), declared: TYPES.length },
      { name: 'word/document.xml', data: body, declared: 1024 ** 3 },
    ]);
    const liar = deflatedZip([
      { name: '[Content_Types].xml', data: Buffer.from(TYPES), declared: TYPES.length },
      { name: 'word/document.xml', data: body, declared: 4096 },
    ]);
    const files = [
      await spool.add('scan.png', hugePng(20_000, 20_000)),
      await spool.add('bomb.docx', honest),
      await spool.add('liar.docx', liar),
      await spool.add('note.txt', 'Account holder: Adaeze Okonkwo\nPhone: 0803 555 7890\nEmail: adaeze@example.ng\n'),
    ];
    const report = await resolveDocuments(files, { entity: 'person', jurisdiction: 'NG', backend: 'basic', reveal: false, parsers: { ocr: true, docx: true } });
    assert.match(report.errors['scan.png'] ?? '', /declares 20000×20000 pixels \(400 megapixels\), more than OCR reads/);
    assert.match(report.errors['bomb.docx'] ?? '', /declares 1024 MB uncompressed/);
    assert.match(report.errors['liar.docx'] ?? '', /inflates to more than 256 MB \(more than its directory declares\)/);
    assert.equal(report.errors['note.txt'], undefined);
    assert.equal(report.documents.length, 1);
    global.gc?.();
    // Growth, not absolute RSS (coverage, the runner and the worker pool move the base by tens of MB): a
    // refusal that failed would inflate at least the 256 MB a zip may reach, or decode the 1.6 GB image.
    const grownMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
    assert.ok(grownMb < 200, `RSS grew ${grownMb.toFixed(0)} MB over the refusals`);
  });
});

describe('the request-wide time budget', () => {
  it('a file not done when the budget runs out is an errors entry saying so, not a hang', async () => {
    const line = 'Account holder: Adaeze Okonkwo, phone 0803 555 7890, adaeze@example.ng.\n';
    const files = [await spool.add('long.txt', line.repeat(Math.ceil(100_000 / line.length)))];
    const report = await resolveDocuments(files, { entity: 'person', jurisdiction: 'NG', backend: 'basic', reveal: false, budgetMs: 1 });
    assert.match(report.errors['long.txt'] ?? '', /^not (read|analysed): the request's time budget of 0 s ran out$/);
    assert.equal(report.documents.length, 0);
  });
});
