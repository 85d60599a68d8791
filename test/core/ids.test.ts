import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { contentId, documentId, isDecisionId, isRecordId, isServiceId } from '../../src/core/ids.js';

describe('content ids', () => {
  it('doc: hashes the raw UTF-8 bytes', () => {
    const text = 'Ọkọnkwọ 👋';
    const hex = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex');
    assert.equal(documentId(text), `doc:sha256:${hex}`);
  });
  it('hashes the canonical JSON of the payload (fixed vector)', () => {
    const id = contentId('rec', { schema: 'service.record.v1', entity_type: 'person', text: 'x' });
    // sha256 of {"entity_type":"person","schema":"service.record.v1","text":"x"}
    const expected = createHash('sha256').update('{"entity_type":"person","schema":"service.record.v1","text":"x"}').digest('hex');
    assert.equal(id, `rec:sha256:${expected}`);
    assert.ok(isServiceId(id));
  });
  it('changes with any value and not with key order', () => {
    const a = contentId('xwd', { schema: 's.v1', score: 0.5, x: [1, 2] });
    assert.equal(a, contentId('xwd', { x: [1, 2], score: 0.5, schema: 's.v1' }));
    assert.notEqual(a, contentId('xwd', { schema: 's.v1', score: 0.5001, x: [1, 2] }));
    assert.notEqual(a, contentId('dec', { schema: 's.v1', score: 0.5, x: [1, 2] }));
  });
  it('requires a schema string', () => {
    assert.throws(() => contentId('red', { schema: '' }), /schema/);
  });
  it('recognises well-formed service ids only', () => {
    assert.ok(isServiceId(`ent:hmac-sha256:${'a'.repeat(64)}`));
    assert.ok(!isServiceId(`doc:sha256:${'a'.repeat(64)}`));
    assert.ok(!isServiceId(`dec:sha256:${'a'.repeat(63)}`));
    assert.ok(!isServiceId(`dec:sha256:${'A'.repeat(64)}`));
  });
  it('tells a record id from a decision id (the one home of both patterns)', () => {
    const rec = contentId('rec', { schema: 'service.record.v1', entity_type: 'person', text: 'x' });
    const dec = contentId('xwd', { schema: 's.v1' });
    assert.ok(isRecordId(rec) && !isDecisionId(rec));
    assert.ok(isDecisionId(dec) && !isRecordId(dec));
    for (const bad of [`rec:sha256:${'a'.repeat(63)}`, `rec:sha256:${'A'.repeat(64)}`, `rec:hmac-sha256:${'a'.repeat(64)}`, ` ${rec}`, undefined, 7]) assert.ok(!isRecordId(bad));
  });
});
