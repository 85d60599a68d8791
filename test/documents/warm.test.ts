// Warm start of the pool workers (its own file: warmed workers stay for the life of the process): the
// parsers and the detection tables the verbs on large texts use.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { warmDocumentParsers } from '../../src/documents/index.js';
import { parseInWorker } from '../../src/documents/workerPool.js';
import { textPdf } from './fixtures.js';

test('warming loads every installed parser in the workers, which keep parsing', async () => {
  const loaded = await warmDocumentParsers();
  assert.deepEqual(loaded, { pdf: true, docx: true, docling: true, ocr: true, verbs: true });
  const reply = await parseInWorker({ bytes: new Uint8Array(await textPdf(['Name: Ada Obi'])), format: 'pdf', ocrAvailable: true }, 30_000);
  assert.equal(reply.kind, 'ok');
  if (reply.kind === 'ok') assert.equal(reply.text, 'Name: Ada Obi');
});
