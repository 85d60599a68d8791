import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorMessage } from '../../src/core/errorCatalogue.js';
import { parseInWorker } from '../../src/documents/workerPool.js';
import { sniffFormat } from '../../src/documents/format.js';
import { docxFile, htmlFile, imagePdf, odtFile, textPdf } from './fixtures.js';

const TIMEOUT = 60_000;
const LINES = ['Account holder: Adesola Okonkwo', 'NIN 12345678901', 'Phone: 0803 555 7890'];

test('a text-layer PDF reads page by page, line by line', async () => {
  const reply = await parseInWorker({ bytes: new Uint8Array(await textPdf(LINES, 2)), format: 'pdf', ocrAvailable: false }, TIMEOUT);
  assert.equal(reply.kind, 'ok');
  if (reply.kind !== 'ok') return;
  assert.equal(reply.parser, 'pdf');
  assert.equal(reply.pages, 2);
  assert.equal(reply.ocr, false);
  assert.equal(reply.text, `${LINES.join('\n')}\n\n${LINES.join('\n')}`);
});

test('DOCX through mammoth and HTML and RTF through the structure parser', async () => {
  const docx = await parseInWorker({ bytes: new Uint8Array(await docxFile(LINES)), format: 'docx', ocrAvailable: false }, TIMEOUT);
  assert.equal(docx.kind, 'ok');
  if (docx.kind === 'ok') {
    assert.equal(docx.parser, 'docx');
    for (const line of LINES) assert.ok(docx.text.includes(line), line);
  }
  const html = await parseInWorker({ bytes: new Uint8Array(htmlFile('Bill', LINES)), format: 'html', ocrAvailable: false }, TIMEOUT);
  assert.equal(html.kind, 'ok');
  if (html.kind === 'ok') {
    assert.equal(html.parser, 'docling');
    for (const line of LINES) assert.ok(html.text.includes(line), line);
  }
  const rtf = Buffer.from('{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Helvetica;}}\\f0 Customer: Tunde Bakare\\par Phone: 0803 555 7890\\par}');
  const rtfReply = await parseInWorker({ bytes: new Uint8Array(rtf), format: 'rtf', ocrAvailable: false }, TIMEOUT);
  assert.equal(rtfReply.kind, 'ok');
  if (rtfReply.kind === 'ok') assert.match(rtfReply.text, /Customer: Tunde Bakare/);
});

test('ODT through the structure parser, found by its mimetype entry', async () => {
  const odt = odtFile(LINES);
  assert.equal(sniffFormat(odt, 'letter.bin'), 'odt');
  const reply = await parseInWorker({ bytes: new Uint8Array(odt), format: 'odt', ocrAvailable: false }, TIMEOUT);
  assert.equal(reply.kind, 'ok');
  if (reply.kind === 'ok') {
    assert.equal(reply.parser, 'docling');
    for (const line of LINES) assert.ok(reply.text.includes(line), line);
  }
});

test('corrupt files are failures with a message, never a crash', async () => {
  const pdf = await parseInWorker({ bytes: new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj garbage')), format: 'pdf', ocrAvailable: false }, TIMEOUT);
  assert.equal(pdf.kind, 'failed');
  if (pdf.kind === 'failed') assert.match(pdf.message, /not a readable PDF/);
  const truncated = (await textPdf(LINES)).subarray(0, 200);
  const cut = await parseInWorker({ bytes: new Uint8Array(truncated), format: 'pdf', ocrAvailable: false }, TIMEOUT);
  assert.equal(cut.kind, 'failed');
  const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml word/document.xml')]);
  const badDocx = await parseInWorker({ bytes: new Uint8Array(docx), format: 'docx', ocrAvailable: false }, TIMEOUT);
  assert.equal(badDocx.kind, 'failed');
  if (badDocx.kind === 'failed') assert.equal(badDocx.message, errorMessage('SC_PARSE_DOCUMENT_UNREADABLE', { format: 'DOCX' }), 'the library message is withheld');
  const revealed = await parseInWorker({ bytes: new Uint8Array(docx), format: 'docx', ocrAvailable: false, detail: true }, TIMEOUT);
  assert.equal(revealed.kind, 'failed');
  if (revealed.kind === 'failed') assert.match(revealed.message, /^not a readable DOCX document: ./);
});

test('a scanned PDF without the OCR extra asks for it', async () => {
  const reply = await parseInWorker({ bytes: new Uint8Array(await imagePdf(['Name: Ada Obi'])), format: 'pdf', ocrAvailable: false }, TIMEOUT);
  assert.deepEqual(reply, { kind: 'missing', parser: 'ocr' });
});

test('a parse that overruns its deadline is stopped and reported', async () => {
  const reply = await parseInWorker({ bytes: new Uint8Array(await textPdf(LINES, 5)), format: 'pdf', ocrAvailable: false }, 1);
  assert.equal(reply.kind, 'failed');
  if (reply.kind === 'failed') assert.match(reply.message, /longer than/);
});

test('parsing runs off the event loop', async () => {
  // Shown without timing anything: the file's bytes are transferred to the worker (unreadable here
  // afterwards), and this thread's event loop keeps turning until the reply arrives.
  const bytes = new Uint8Array(await textPdf(LINES.concat(LINES, LINES, LINES), 40));
  assert.ok(bytes.byteLength > 0);
  let turns = 0;
  let waiting = true;
  const spin = (): void => {
    if (!waiting) return;
    turns++;
    setImmediate(spin);
  };
  setImmediate(spin);
  const reply = await parseInWorker({ bytes, format: 'pdf', ocrAvailable: false }, TIMEOUT);
  waiting = false;
  assert.equal(reply.kind, 'ok');
  assert.equal(bytes.byteLength, 0, 'the bytes moved to the worker thread');
  assert.ok(turns > 0, 'the event loop turned while the worker parsed');
});
