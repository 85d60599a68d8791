import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { detectSpans } from '../../src/detect/pipeline.js';
import { buildFieldLabels, FIELD_LABELS, FIELD_NAMES } from '../../src/documents/fieldLabels.js';
import { extractFields } from '../../src/documents/fields.js';
import { throwsDataFile } from '../helpers/dataFile.js';

const cp = (s: string) => Array.from(s);

function fieldsOf(text: string, jurisdiction = 'NG') {
  return extractFields(text, detectSpans(text, { jurisdiction, backend: 'basic' }), { backend: 'basic' });
}

test('field-labels.json loads and covers every field', () => {
  assert.deepEqual([...FIELD_LABELS.patterns.keys()].sort(), [...FIELD_NAMES].sort());
});

test('broken label data names the file and the bad entry', () => {
  const file = 'documents/field-labels.json';
  throwsDataFile(() => buildFieldLabels(null, file), file, '/', 'DF_TYPE');
  throwsDataFile(() => buildFieldLabels({ schema: 'x', fields: {} }, file), file, '/schema', 'DF_CONST');
  throwsDataFile(() => buildFieldLabels({ schema: 'documents.field-labels.v1', fields: { shoe_size: ['shoe'] } }, file), file, '/fields/shoe_size', 'DF_NOT_KNOWN_FIELD');
  throwsDataFile(() => buildFieldLabels({ schema: 'documents.field-labels.v1', fields: { name: [] } }, file), file, '/fields/name', 'DF_MIN_ITEMS');
  throwsDataFile(() => buildFieldLabels({ schema: 'documents.field-labels.v1', fields: { name: [''] } }, file), file, '/fields/name/0', 'DF_MIN_LENGTH');
  const copy = JSON.parse(readFileSync(new URL('../../src/documents/field-labels.json', import.meta.url), 'utf8'));
  copy.fields.phone.push('  ');
  throwsDataFile(() => buildFieldLabels(copy, file), file, `/fields/phone/${copy.fields.phone.length - 1}`, 'DF_PATTERN');
});

test('labelled form lines and validated identifiers, with code-point spans after an emoji', () => {
  const text = '😀 Statement\nAccount holder: Adesola Okonkwo\nEmployer: Kijani Foods Ltd\nNIN: 12345678901\nPhone: 0803 555 7890\nEmail: adesola@example.com\n';
  const fields = fieldsOf(text);
  const byField = Object.fromEntries(fields.map((f) => [f.field, f]));
  assert.deepEqual(
    fields.map((f) => f.field),
    ['name', 'national_id', 'phone', 'email', 'organisation'],
  );
  const chars = cp(text);
  for (const f of fields) assert.equal(chars.slice(f.start, f.end).join(''), f.value, f.field);
  assert.equal(byField.name?.value, 'Adesola Okonkwo');
  assert.equal(byField.name?.via, 'label');
  assert.equal(byField.national_id?.value, '12345678901');
  assert.equal(byField.national_id?.via, 'detection');
  assert.equal(byField.organisation?.value, 'Kijani Foods Ltd');
});

test('the longest label wins and junk after a label is not taken for a name', () => {
  const fields = fieldsOf('Employee name: 4411 0000 2222\nCustomer: Tunde Bakare\n');
  assert.equal(fields.find((f) => f.field === 'name')?.value, 'Tunde Bakare');
  assert.equal(fieldsOf('Name: x\n').find((f) => f.field === 'name'), undefined);
});

test('an address line, else the address parser', () => {
  const labelled = fieldsOf('Address: 12 Allen Avenue, Ikeja, Lagos\nName: Ada Obi\n');
  assert.equal(labelled.find((f) => f.field === 'address')?.value, '12 Allen Avenue, Ikeja, Lagos');
  const parsed = fieldsOf('Please deliver to 221 Baker Street, London today.', 'GB');
  const address = parsed.find((f) => f.field === 'address');
  assert.ok(address, 'the address parser finds the street');
  assert.match(address.value, /^221 Baker Street/);
});

test('a text without identity fields yields none', () => {
  assert.deepEqual(fieldsOf('The weather was fine and the meeting ran long.'), []);
});
