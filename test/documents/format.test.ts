import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sniffFormat } from '../../src/documents/format.js';
import { docxFile, htmlFile, textPdf, textPng } from './fixtures.js';

test('formats are read from the bytes, not the name', async () => {
  assert.equal(sniffFormat(await textPdf(['x']), 'looks.txt'), 'pdf');
  assert.equal(sniffFormat(await docxFile(['x']), 'looks.pdf'), 'docx');
  assert.equal(sniffFormat(textPng(['x']), 'scan.docx'), 'png');
  assert.equal(sniffFormat(htmlFile('t', ['x']), 'page.txt'), 'html');
  assert.equal(sniffFormat(Buffer.from('%PDF-1.4 but plain words'), 'note.txt'), 'pdf');
  assert.equal(sniffFormat(Buffer.from('just words'), 'report.pdf'), 'text');
});

test('image, rtf, zip and markup signatures', () => {
  assert.equal(sniffFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0])), 'jpeg');
  assert.equal(sniffFormat(Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0])), 'tiff');
  assert.equal(sniffFormat(Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 8])), 'tiff');
  assert.equal(sniffFormat(Buffer.from('{\\rtf1\\ansi Hello}')), 'rtf');
  const odt = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('mimetypeapplication/vnd.oasis.opendocument.text')]);
  assert.equal(sniffFormat(odt), 'odt');
  const xlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('..[Content_Types].xml..xl/workbook.xml..')]);
  assert.equal(sniffFormat(xlsx), 'xlsx');
  const pptx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml ppt/presentation.xml')]);
  assert.equal(sniffFormat(pptx), 'pptx');
  assert.equal(sniffFormat(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])), 'unknown');
  assert.equal(sniffFormat(Buffer.from('\uFEFF<!DOCTYPE html><p>x</p>')), 'html');
  assert.equal(sniffFormat(Buffer.from('<div>x</div>')), 'html');
  assert.equal(sniffFormat(Buffer.from('<?xml version="1.0"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>')), 'html');
  assert.equal(sniffFormat(Buffer.from('<?xml version="1.0"?><invoice/>')), 'text');
  assert.equal(sniffFormat(Buffer.from('# Title\n\nName: X'), 'notes.md'), 'markdown');
  assert.equal(sniffFormat(Buffer.from('# Title'), 'notes.txt'), 'text');
});

test('empty, binary and UTF-16 text', () => {
  assert.equal(sniffFormat(Buffer.alloc(0), 'a.pdf'), 'empty');
  assert.equal(sniffFormat(Buffer.from([0, 1, 2, 3, 0, 0, 7])), 'unknown');
  assert.equal(sniffFormat(Buffer.from([0xff, 0xfe, 0x41, 0x00])), 'text');
  assert.equal(sniffFormat(Buffer.from([0xfe, 0xff, 0x00, 0x41])), 'text');
});
