// Black-box tests of POST /documents against the real server (in process, ephemeral port). Fixtures
// are generated here; the upload directory is redirected to a private TMPDIR so "nothing left behind"
// can be checked without racing other suites.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { overrideParsers } from '../../src/documents/index.js';
import { errorMessage } from '../../src/core/errorCatalogue.js';
import { expectCode } from '../helpers/codes.js';
import { isDetailOnly, startServer, type TestServer } from '../http/server.js';
import { caseFiles, SECRET_VALUES } from './cases.js';
import { imagePdf, textPdf, textPng } from './fixtures.js';

const BILL = ['Ikeja Electric Plc', 'Customer: Adesola Okonkwo', 'Phone: 0803 555 7890'];
const SCAN = ['Lagos Water Corporation', 'Name: Chinedu Eze', 'Phone: 0812 345 6789'];

type Report = {
  jurisdiction: string;
  jurisdictions: Record<string, { country: string | null; abstained: boolean; reason: string; evidence: { sample: string }[] }>;
  documents: Record<string, unknown>[];
  decisions: { a: string; b: string; identity: string; decision_id: string }[];
  unlinked: string[];
  review: { entity: string; proposed_fields: { document: string; field: string; value: string; span: { start: number; end: number } }[]; errors: Record<string, string> };
  errors: Record<string, string>;
  recorded: boolean;
};

function form(files: Record<string, Buffer>, fields: Record<string, string> = {}): FormData {
  const f = new FormData();
  for (const [name, bytes] of Object.entries(files)) f.append('files', new Blob([new Uint8Array(bytes)]), name);
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

describe('POST /documents', () => {
  /** Upload directories still present (tsx keeps its own cache in TMPDIR; that is not ours). */
  const leftovers = () => readdirSync(uploads).filter((n) => n.startsWith('service-core-upload-'));
  let server: TestServer;
  let files: Record<string, Buffer>;
  let uploads: string;
  const savedTmp = process.env.TMPDIR;

  before(async () => {
    uploads = mkdtempSync(join(tmpdir(), 'documents-http-'));
    process.env.TMPDIR = uploads;
    server = await startServer();
    files = await caseFiles();
  });
  after(async () => {
    await server.close();
    overrideParsers(null);
    if (savedTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmp;
    rmSync(uploads, { recursive: true, force: true });
  });

  it('a case file of six formats: fields from each, one person linked, the others unlinked, masked', async () => {
    const all = { ...files, 'bill.png': textPng(BILL), 'scan.pdf': await imagePdf(SCAN) };
    const r = await server.call('POST', '/documents', form(all));
    assert.equal(r.status, 200, r.text);
    const report = r.json as unknown as Report;
    assert.deepEqual(report.errors, {});
    const names = report.documents.map((d) => d.document);
    assert.deepEqual(names, Object.keys(all));
    for (const d of report.documents) {
      assert.equal(typeof d.name, 'string', `a name from ${d.document}`);
      assert.ok(Object.keys(d).length >= 3, `fields from ${d.document}`);
    }
    const linked = (a: string, b: string) => report.decisions.find((d) => (d.a === a && d.b === b) || (d.a === b && d.b === a))?.identity;
    assert.equal(linked('payslip.docx', 'statement.pdf'), 'same_entity');
    assert.equal(linked('bill.png', 'statement.pdf'), 'same_entity', 'the OCR-read bill names the same person');
    assert.equal(linked('scan.pdf', 'statement.pdf'), 'different');
    assert.equal(report.decisions.length, 15);
    assert.ok(report.unlinked.includes('water-bill.html'));
    assert.ok(report.unlinked.includes('scan.pdf'));
    assert.ok(!report.unlinked.includes('statement.pdf'));
    assert.equal(report.jurisdictions['statement.pdf']?.country, 'NG');
    assert.equal(report.jurisdictions['water-bill.html']?.country, 'GB');
    assert.equal(report.jurisdictions['note.txt']?.abstained, true);
    assert.match(report.jurisdictions['note.txt']?.reason ?? '', /no jurisdiction signals/);
    assert.equal(report.recorded, false);
    for (const value of [...SECRET_VALUES, 'Chinedu Eze', '0812 345 6789']) assert.ok(!r.text.includes(value), `leaked ${value}`);
    assert.deepEqual(leftovers(), [], 'the upload directory is removed');
  });

  it('reveal=true returns the values and the evidence samples', async () => {
    const r = await server.call('POST', '/documents', form(files, { reveal: 'true', jurisdiction: 'auto', backend: 'basic' }));
    assert.equal(r.status, 200, r.text);
    const report = r.json as unknown as Report;
    const statement = report.documents.find((d) => d.document === 'statement.pdf');
    assert.equal(statement?.name, 'Adesola Okonkwo');
    assert.equal(statement?.national_id, '12345678901');
    assert.ok(report.jurisdictions['statement.pdf']?.evidence.every((e) => e.sample !== ''));
    const field = report.review.proposed_fields.find((f) => f.document === 'note.txt' && f.field === 'name');
    assert.equal(field?.value, 'Jordan Smith');
    // '😀 Visitor note\n' is 15 code points (16 UTF-16 units), 'Name: ' six more.
    assert.deepEqual(field?.span, { start: 21, end: 33 });
  });

  it('jurisdiction=GB governs detection while the verdicts stay inferred', async () => {
    const r = await server.call('POST', '/documents', form(files, { jurisdiction: 'GB' }));
    assert.equal(r.status, 200, r.text);
    const report = r.json as unknown as Report;
    assert.equal(report.jurisdiction, 'GB');
    assert.equal(report.jurisdictions['statement.pdf']?.country, 'NG');
    const statement = report.documents.find((d) => d.document === 'statement.pdf');
    assert.ok(statement);
    assert.equal((statement.detections as Record<string, number>)['PII-2-NIN'], undefined);
  });

  it('corrupt and empty uploads are errors entries, never a 500', async () => {
    const r = await server.call('POST', '/documents', form({ 'corrupt.pdf': Buffer.from('%PDF-1.7 nothing else'), 'empty.txt': Buffer.alloc(0), 'note.txt': files['note.txt'] as Buffer }));
    assert.equal(r.status, 200, r.text);
    const report = r.json as unknown as Report;
    assert.match(report.errors['corrupt.pdf'] ?? '', /not a readable PDF/);
    assert.equal(report.errors['empty.txt'], 'the file is empty');
    assert.deepEqual(report.review.errors, report.errors);
    assert.deepEqual(report.unlinked, ['note.txt']);
  });

  it('path-traversal names are report keys only: nothing is written outside the upload directory', async () => {
    const evil = { '../../etc/passwd': files['note.txt'] as Buffer, '..\\..\\evil.txt': Buffer.from('Name: Ada Obi\nEmail: ada@example.com') };
    const r = await server.call('POST', '/documents', form(evil));
    assert.equal(r.status, 200, r.text);
    const report = r.json as unknown as Report;
    assert.equal(report.documents.length, 2);
    // The multipart layer keeps only the base name; either way the name is a key, never a path.
    assert.deepEqual(
      report.documents.map((d) => d.document),
      ['passwd', 'evil.txt'],
    );
    assert.ok(!existsSync(join(uploads, '..', '..', 'evil.txt')));
    assert.ok(!existsSync(join(process.cwd(), '..', '..', 'evil.txt')));
    assert.deepEqual(leftovers(), []);
  });

  it('two uploads with one name are a 400 that gives the name', async () => {
    const f = new FormData();
    f.append('files', new Blob(['Name: Ada Obi']), 'dup.txt');
    f.append('files', new Blob(['Name: Ada Obi']), 'dup.txt');
    const r = await server.call('POST', '/documents', f);
    expectCode(r, 400, 'SC_DUPLICATE_FILE_NAME');
    assert.equal(r.json.detail, errorMessage('SC_DUPLICATE_FILE_NAME', { names: 'dup.txt' }));
  });

  it('an absent parser extra is a 400 naming what to install', async () => {
    overrideParsers({ pdf: false });
    try {
      const r = await server.call('POST', '/documents', form({ 'statement.pdf': files['statement.pdf'] as Buffer }));
      expectCode(r, 400, 'SC_PARSER_EXTRA_MISSING');
      assert.ok(isDetailOnly(r.json));
      assert.match(r.json.detail as string, /'pdf' parser extra is not installed; install it with: npm install pdfjs-dist@/);
    } finally {
      overrideParsers(null);
    }
    assert.deepEqual(leftovers(), [], 'removed on errors too');
  });

  it('/livez answers while a long PDF upload is still in flight', async () => {
    // Liveness as an ordering, not a time limit: /livez is asked again and again while the upload runs,
    // and at least one answer (every one a 200) arrives before the upload's own answer. That the parse
    // itself leaves the event loop is shown without timing in test/documents/parsers.test.ts.
    const lines = Array.from({ length: 40 }, (_, i) => `Line ${i}: Account holder Adesola Okonkwo, NIN 12345678901`);
    const pending = server.call('POST', '/documents', form({ 'long.pdf': await textPdf(lines, 30) }));
    let done = false;
    void pending.then(() => {
      done = true;
    });
    let answeredInFlight = 0;
    while (!done) {
      const live = await server.call('GET', '/livez');
      assert.equal(live.status, 200);
      if (!done) answeredInFlight += 1;
    }
    assert.equal((await pending).status, 200);
    assert.ok(answeredInFlight >= 1, '/livez answered while the upload was in flight');
  });
});
