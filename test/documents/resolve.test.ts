import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { CompareReceipt } from '../../src/compare/index.js';
import { BadRequestError } from '../../src/core/errors.js';
import { type DecisionId, documentId } from '../../src/core/ids.js';
import { type PairOptions, resolveDocuments, resolveDocumentsDetailed, type UploadedFile } from '../../src/documents/index.js';
import { caseFiles, NOTE, SECRET_VALUES } from './cases.js';
import { imagePdf, Spool, textPdf, textPng } from './fixtures.js';
import { hasCode } from '../helpers/codes.js';

let spool: Spool;
let files: UploadedFile[];
const base = { entity: 'person', jurisdiction: 'auto', backend: 'auto', reveal: false };

before(async () => {
  spool = await Spool.create();
  files = [];
  for (const [name, bytes] of Object.entries(await caseFiles())) files.push(await spool.add(name, bytes));
});
after(() => spool.remove());

test('one person across a statement and a payslip; the others stay unlinked', async () => {
  const { report, ledger, provenance } = await resolveDocumentsDetailed(files, base);
  assert.deepEqual(report.errors, {});
  assert.deepEqual(
    report.documents.map((d) => d.document),
    ['statement.pdf', 'payslip.docx', 'water-bill.html', 'note.txt'],
  );
  assert.equal(report.decisions.length, 6);
  for (const d of report.decisions) {
    assert.match(d.decision_id, /^dec:sha256:[0-9a-f]{64}$/);
    assert.ok(d.a < d.b, `${d.a} < ${d.b}`);
  }
  const pair = report.decisions.find((d) => d.a === 'payslip.docx' && d.b === 'statement.pdf');
  assert.equal(pair?.identity, 'same_entity');
  for (const d of report.decisions.filter((x) => x !== pair)) assert.equal(d.identity, 'different', `${d.a}/${d.b}`);
  assert.deepEqual(report.unlinked, ['note.txt', 'water-bill.html']);
  assert.deepEqual(report.review.unlinked, report.unlinked);
  assert.deepEqual(report.review.decisions, report.decisions);
  assert.equal(report.recorded, false);

  // The ledger material: one entry per pair, provenance naming both documents' doc: ids.
  assert.equal(ledger.length, 6);
  const entry = ledger.find((e) => e.decision_id === pair?.decision_id);
  assert.ok(entry?.records);
  assert.equal(entry.verb, 'documents');
  assert.deepEqual(entry.call, { entity: 'person', backend: 'auto' });
  const ids = Object.fromEntries(provenance.map((p) => [p.document, p.document_id]));
  const pins = entry.receipt.pins as { provenance: Record<string, string> };
  assert.equal(pins.provenance.document_content_id_a, ids['payslip.docx']);
  assert.equal(pins.provenance.document_content_id_b, ids['statement.pdf']);
  assert.equal(ids['note.txt'], documentId(NOTE));
  assert.equal(entry.records.a.text !== undefined && documentId(entry.records.a.text as string), ids['payslip.docx']);
});

test('verdicts per file: NG, GB and an abstention with its reason, in one call', async () => {
  const { jurisdictions } = await resolveDocuments(files, base);
  assert.equal(jurisdictions['statement.pdf']?.country, 'NG');
  assert.equal(jurisdictions['statement.pdf']?.abstained, false);
  assert.equal(jurisdictions['water-bill.html']?.country, 'GB');
  assert.equal(jurisdictions['water-bill.html']?.abstained, false);
  const none = jurisdictions['note.txt'];
  assert.equal(none?.abstained, true);
  assert.equal(none?.country, null);
  assert.match(none?.reason ?? '', /no jurisdiction signals/);
  for (const v of Object.values(jurisdictions)) {
    assert.match(v.ruleset_version, /^\d{4}\.\d{1,2}\.\d+$/);
    // Samples are masked by default: filled (never always empty), first four characters at most.
    for (const e of v.evidence) assert.match(e.sample, /^[^*]{0,4}\**$/u);
    for (const e of v.evidence) assert.notEqual(e.sample, '');
  }
});

test('masked by default: no uploaded value appears, only masks', async () => {
  const report = await resolveDocuments(files, base);
  const json = JSON.stringify(report);
  for (const value of SECRET_VALUES) assert.ok(!json.includes(value), `leaked ${value}`);
  const statement = report.documents.find((d) => d.document === 'statement.pdf');
  assert.equal(statement?.name, 'Ades***********');
  assert.equal(statement?.national_id, '1234*******');
  // The bank in the letterhead (written in capitals) is an organisation, a quasi-identifier the built-in
  // tagger finds; the country inside its name is masked with it rather than reported apart.
  assert.deepEqual(statement?.detections, { 'PII-1-NAME': 1, 'PII-2-NIN': 1, 'PII-3-PHONE': 1, 'PII-4-ADDRESS': 1, 'PII-9-ORGANISATION': 1 });
});

test('revealed on request, with code-point spans that index each document text (emoji first)', async () => {
  const report = await resolveDocuments(files, { ...base, reveal: true });
  const note = report.documents.find((d) => d.document === 'note.txt');
  assert.equal(note?.name, 'Jordan Smith');
  assert.equal(note?.email, 'jordan.smith@example.org');
  const chars = Array.from(NOTE);
  const proposed = report.review.proposed_fields.filter((f) => f.document === 'note.txt');
  assert.deepEqual(
    proposed.map((f) => f.field),
    ['email', 'name'],
  );
  for (const f of proposed) {
    assert.equal(chars.slice(f.span.start, f.span.end).join(''), f.value);
    assert.equal(f.source, 'document');
    assert.ok(f.confidence > 0 && f.confidence <= 1);
  }
  const ng = report.jurisdictions['statement.pdf'];
  assert.ok(ng?.evidence.some((e) => e.signal === 'id.nin' && e.sample === 'NIN'));
});

test('a given jurisdiction governs detection; the verdicts are still the inferred ones', async () => {
  const report = await resolveDocuments(files, { ...base, jurisdiction: 'gb' });
  assert.equal(report.jurisdiction, 'GB');
  assert.equal(report.jurisdictions['statement.pdf']?.country, 'NG');
  const statement = report.documents.find((d) => d.document === 'statement.pdf');
  const detections = statement?.detections as Record<string, number>;
  assert.equal(detections['PII-2-NIN'], undefined, 'Nigerian identifiers are not looked for under GB');
  const { ledger } = await resolveDocumentsDetailed(files.slice(0, 2), { ...base, jurisdiction: 'GB' });
  const first = ledger[0];
  assert.ok(first);
  assert.equal((first.receipt.pins as { jurisdiction: string }).jurisdiction, 'GB');
  assert.deepEqual(first.call, { entity: 'person', backend: 'auto', jurisdiction: 'GB' });
});

function fakeReceipt(identity: CompareReceipt['identity'], n: number): CompareReceipt {
  return { identity, action: 'no_op', basis: '', explanation: '', score: 0.5, factors: {}, decision_id: `dec:sha256:${String(n).padStart(64, '0')}` as DecisionId<'dec'>, pins: {}, recorded: false };
}

test('every pair is decided once, names in code-point order, links follow same_entity only', async () => {
  const s = await Spool.create();
  try {
    const group = [
      await s.add('b.txt', 'Name: Ada Obi\nEmail: ada@example.com'),
      await s.add('B.txt', 'Name: Ada Obi\nEmail: ada@example.com'),
      await s.add('a.txt', 'Name: Ada Obi\nPhone: +44 20 7946 0958'),
    ];
    const calls: [string, string, PairOptions][] = [];
    let n = 0;
    const report = await resolveDocuments(group, {
      ...base,
      decidePair: (x, y, options) => {
        calls.push([x, y, options]);
        return { receipt: fakeReceipt(x === y ? 'same_entity' : 'review', n++) };
      },
    });
    assert.deepEqual(
      report.decisions.map((d) => [d.a, d.b, d.identity]),
      [
        ['B.txt', 'a.txt', 'review'],
        ['B.txt', 'b.txt', 'same_entity'],
        ['a.txt', 'b.txt', 'review'],
      ],
    );
    assert.deepEqual(calls[0]?.[2], { backend: 'auto' });
    assert.deepEqual(report.unlinked, ['a.txt']);
  } finally {
    await s.remove();
  }
});

test('broken, empty, unknown and field-less files are errors entries; the rest still answers', async () => {
  const s = await Spool.create();
  try {
    const group = [
      files[3] as UploadedFile,
      await s.add('corrupt.pdf', '%PDF-1.7\n1 0 obj << broken'),
      await s.add('empty.docx', ''),
      await s.add('blob.bin', Buffer.from([0, 159, 146, 150, 0, 1, 2])),
      await s.add('weather.txt', 'It rained all afternoon and the match was postponed.'),
      await s.add('latin1.txt', Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0x3a, 0x20, 0xc9, 0x6d, 0x69, 0x6c, 0x65])),
    ];
    const report = await resolveDocuments(group, base);
    assert.match(report.errors['corrupt.pdf'] ?? '', /not a readable PDF/);
    assert.equal(report.errors['empty.docx'], 'the file is empty');
    assert.match(report.errors['blob.bin'] ?? '', /unrecognised file format/);
    assert.equal(report.errors['weather.txt'], 'no identity attributes found');
    assert.match(report.errors['latin1.txt'] ?? '', /not valid UTF-8/);
    assert.deepEqual(report.review.errors, report.errors);
    assert.deepEqual(
      report.documents.map((d) => d.document),
      ['note.txt'],
    );
    assert.ok(report.jurisdictions['weather.txt'], 'a read file gets its verdict even without fields');
    assert.deepEqual(report.decisions, []);
    assert.deepEqual(report.unlinked, ['note.txt']);
  } finally {
    await s.remove();
  }
});

test('an absent parser extra is a 400 naming the package to install', async () => {
  const s = await Spool.create();
  try {
    const pdf = [await s.add('statement.pdf', await textPdf(['Name: Ada Obi']))];
    const png = [await s.add('bill.png', textPng(['Name: Ada Obi']))];
    const html = [files[2] as UploadedFile];
    const docx = [files[1] as UploadedFile];
    const scan = [await s.add('scan.pdf', await imagePdf(['Name: Ada Obi']))];
    const cases: [UploadedFile[], Record<string, boolean>, RegExp][] = [
      [pdf, { pdf: false }, /'pdf' parser extra is not installed.*npm install pdfjs-dist@/],
      [docx, { docx: false }, /'docx' parser extra.*npm install mammoth@/],
      [html, { docling: false }, /'docling' parser extra.*npm install officeparser@/],
      [png, { ocr: false }, /'ocr' parser extra.*npm install tesseract\.js@.*@tesseract\.js-data\/eng@/],
      [scan, { ocr: false }, /'ocr' parser extra.*npm install tesseract\.js@/],
    ];
    for (const [group, parsers, detail] of cases) {
      await assert.rejects(resolveDocuments(group, { ...base, parsers }), (err: unknown) => {
        assert.ok(err instanceof BadRequestError && hasCode('SC_PARSER_EXTRA_MISSING')(err));
        assert.match(err.message, detail, 'names the extra and what to install');
        return true;
      });
    }
  } finally {
    await s.remove();
  }
});

test('names that are object keys of JavaScript stay plain report keys', async () => {
  const s = await Spool.create();
  try {
    const group = [await s.add('__proto__', 'Name: Ada Obi\nEmail: ada@example.com'), await s.add('constructor', ''), await s.add('toString', 'Name: Ada Obi\nEmail: ada@example.com')];
    const report = JSON.parse(JSON.stringify(await resolveDocuments(group, base)));
    assert.deepEqual(Object.keys(report.jurisdictions).sort(), ['__proto__', 'toString']);
    assert.deepEqual(Object.keys(report.errors), ['constructor']);
    assert.equal(report.decisions[0].identity, 'same_entity');
    assert.deepEqual(report.unlinked, []);
  } finally {
    await s.remove();
  }
});

test('bad options are 400s that list what exists', async () => {
  const one = [files[3] as UploadedFile];
  await assert.rejects(resolveDocuments(one, { ...base, jurisdiction: 'XX' }), hasCode('SC_JURISDICTION_UNSUPPORTED'));
  await assert.rejects(resolveDocuments(one, { ...base, backend: 'fancy' }), hasCode('SC_DETECT_BACKEND_UNKNOWN'));
  await assert.rejects(resolveDocuments(one, { ...base, entity: 'nope' }), (e: unknown) => hasCode('SC_ENTITY_UNKNOWN')(e) && /have .*person/.test((e as Error).message));
  await assert.rejects(resolveDocuments(one, { ...base, entity: 'organisation' }), hasCode('SC_ENTITY_NEEDS_FIELDS'));
});
