import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareTextRecords, compareTexts, prepareText } from '../../../src/compare/text/index.js';
import { contentId, documentId, isServiceId } from '../../../src/core/ids.js';
import { ENGINE } from '../../../src/core/version.js';
import { ServiceError } from '../../../src/core/errors.js';
import { hasCode } from '../../helpers/codes.js';

// Two KYC notes about one customer: same NIN, same email, a phone on the second only.
const MARY_A = 'Customer note: Mary Smith, NIN 12345678901, email mary.smith@example.com. She called about her debit card.';
const MARY_B = 'KYC update for Mrs Mary Smith (NIN: 12345678901). Contact: mary.smith@example.com, phone 0803 555 7890 😀';

describe('compareTexts: acceptance', () => {
  it('the two Mary Smith notes are the same person under NG → same_entity / merge', () => {
    const d = compareTexts(MARY_A, MARY_B, { jurisdiction: 'NG' });
    const r = d.receipt;
    assert.equal(r.identity, 'same_entity');
    assert.equal(r.action, 'merge');
    assert.equal(r.basis, 'corroborated');
    assert.equal(r.explanation, 'national ID match; email match; name similarity 100%');
    assert.deepEqual(r.factors, { name: 1, national_id: 1, email: 1, name_tf: 1 });
    assert.equal(r.score, 1);
    assert.match(r.decision_id, /^dec:sha256:[0-9a-f]{64}$/);
    assert.equal(r.recorded, false);
    assert.deepEqual(d.explain.gate, { clearing_signal: 'national_id', distinctive_cleared: true, floor: 0.75 });
    assert.deepEqual(d.explain.missing, ['phone', 'address', 'dob']);
    assert.deepEqual(d.explain.shared, { name: 'Mary Smith', national_id: '12345678901', email: 'mary.smith@example.com' });
  });

  it('pins exactly: receipt_schema, engine, comparator_lib, jurisdiction, thresholds, tf, provenance', () => {
    const { pins } = compareTexts(MARY_A, MARY_B, { jurisdiction: 'ng', backend: 'basic' }).receipt;
    assert.deepEqual(Object.keys(pins).sort(), ['comparator_lib', 'engine', 'jurisdiction', 'provenance', 'receipt_schema', 'tf', 'thresholds']);
    assert.equal(pins.receipt_schema, 1);
    assert.ok(Number.isInteger(pins.receipt_schema));
    assert.equal(pins.engine, ENGINE);
    assert.equal(pins.comparator_lib, 'talisman@1.1.4');
    assert.equal(pins.jurisdiction, 'NG');
    assert.deepEqual(pins.thresholds, { match: 0.85, review: 0.4, distinctive_floor: 0.75 });
    assert.match(String(pins.tf), /^shipped:person@sha256:[0-9a-f]{64}$/);
    assert.deepEqual(pins.provenance, { document_content_id_a: documentId(MARY_A), document_content_id_b: documentId(MARY_B), backend: 'basic' });
    assert.equal(compareTexts(MARY_A, MARY_B).receipt.pins.jurisdiction, 'default');
  });

  it('one shared NIN plus an address on one side and a phone on the other → review / hold, not merge', () => {
    const r = compareTexts('NIN 12345678901, 12 Awolowo Road Ikoyi', 'NIN 12345678901, phone 08035557890', { jurisdiction: 'NG' }).receipt;
    assert.equal(r.identity, 'review');
    assert.equal(r.action, 'hold');
    assert.deepEqual(r.factors, { national_id: 1 });
  });

  it('the same request gives the same id byte for byte', () => {
    const x = compareTexts(MARY_A, MARY_B, { jurisdiction: 'NG' });
    const y = compareTexts(MARY_A, MARY_B, { jurisdiction: 'NG' });
    assert.equal(JSON.stringify(x), JSON.stringify(y));
  });

  it('changing any input changes the id', () => {
    const base = compareTexts(MARY_A, MARY_B, { jurisdiction: 'NG', backend: 'basic' }).receipt.decision_id;
    const variants = [
      compareTexts(`${MARY_A} `, MARY_B, { jurisdiction: 'NG' }),
      compareTexts(MARY_A, MARY_B.replace('0803', '0805'), { jurisdiction: 'NG' }),
      compareTexts(MARY_B, MARY_A, { jurisdiction: 'NG' }),
      compareTexts(MARY_A, MARY_B, { jurisdiction: 'GH' }),
      compareTexts(MARY_A, MARY_B, { jurisdiction: null }),
      compareTexts(MARY_A, MARY_B, { jurisdiction: 'NG', backend: 'auto' }),
    ].map((d) => d.receipt.decision_id);
    assert.equal(new Set([base, ...variants]).size, variants.length + 1);
  });

  it('two different NINs → different, with the veto', () => {
    const d = compareTexts('Chukwuemeka Okafor, NIN 12345678901', 'Chukwuemeka Okafor, NIN 99999999999', { jurisdiction: 'NG' });
    assert.equal(d.receipt.identity, 'different');
    assert.equal(d.receipt.action, 'no_op');
    assert.equal(d.receipt.basis, 'id_conflict');
    assert.match(d.receipt.explanation, /national IDs differ/);
    assert.deepEqual(d.explain.refuting, ['national_id', 'veto:id_conflict']);
  });

  it('a shared common name alone is never same_entity', () => {
    for (const j of ['NG', null]) {
      const r = compareTexts('Ibrahim Musa', 'Ibrahim Musa', { jurisdiction: j }).receipt;
      assert.notEqual(r.identity, 'same_entity');
      assert.notEqual(r.action, 'merge');
    }
    const r = compareTexts('Ibrahim Musa, 0803 555 0111, ibrahim@example.com', 'Ibrahim Musa, 0805 222 9999, imusa@work.ng', { jurisdiction: 'NG' }).receipt;
    assert.equal(r.identity, 'different');
    assert.deepEqual(r.factors, { name: 1, phone: 0, email: 0, name_tf: 1 });
  });

  it('holds a match on one identifier that nothing corroborates', () => {
    const r = compareTexts('NIN 12345678901, adesola@example.com', 'NIN 12345678901, okonkwo.a@gmail.com', { jurisdiction: 'NG' }).receipt;
    assert.equal(r.identity, 'same_entity');
    assert.equal(r.action, 'hold');
    assert.equal(r.basis, 'single_identifier');
    assert.equal(r.explanation, 'national ID match');
  });

  it('emoji anywhere in the texts do not change what is extracted or decided', () => {
    const plain = compareTexts('Adesola Okonkwo, NIN 12345678901', 'Adesola E. Okonkwo, NIN 12345678901', { jurisdiction: 'NG' });
    const emoji = compareTexts('🙂 Adesola Okonkwo, NIN 12345678901 🙂', '👩🏾‍💼 Adesola E. Okonkwo, NIN 12345678901', { jurisdiction: 'NG' });
    assert.deepEqual(emoji.receipt.factors, plain.receipt.factors);
    assert.equal(emoji.receipt.identity, 'same_entity');
    assert.deepEqual(emoji.records.b.attributes, { name: 'Adesola E. Okonkwo', national_id: '12345678901' });
  });
});

describe('compareTexts: ids, records and reuse by /documents', () => {
  it('the dec: id is the content id of the documented payload', () => {
    const d = compareTexts(MARY_A, MARY_B, { jurisdiction: 'NG' });
    const r = d.receipt;
    const expected = contentId('dec', {
      schema: 'service.compare.text.v1',
      record_a: d.records.a.id,
      record_b: d.records.b.id,
      identity: r.identity,
      score: r.score,
      factors: r.factors,
      gate: d.explain.gate,
      vetoes: { id_conflict: false },
      jurisdiction: 'NG',
      pins: r.pins,
    });
    assert.equal(r.decision_id, expected);
  });

  it('records carry rec: ids over the text, the text and the extracted attributes', () => {
    const d = compareTexts(MARY_A, MARY_B, { jurisdiction: 'NG' });
    const b = d.records.b as typeof d.records.b & { text: string };
    assert.ok(isServiceId(b.id));
    assert.equal(b.id, contentId('rec', { schema: 'service.record.v1', entity_type: 'person', text: MARY_B }));
    assert.equal(b.entity_type, 'person');
    assert.equal(b.text, MARY_B);
    assert.deepEqual(b.attributes, { name: 'Mary Smith', national_id: '12345678901', email: 'mary.smith@example.com', phone: '0803 555 7890' });
  });

  it('prepared records compare to the same receipt as the texts', () => {
    const a = prepareText(MARY_A, { jurisdiction: 'NG' });
    const b = prepareText(MARY_B, { jurisdiction: 'NG' });
    assert.deepEqual(compareTextRecords(a, b, { jurisdiction: 'NG' }), compareTexts(MARY_A, MARY_B, { jurisdiction: 'NG' }));
  });

  it('compares every phone of one text with every phone of the other and shares the one both carry', () => {
    const d = compareTexts('Ada Obi, phones 0803 111 2222 and 0803 555 7890', 'Ada Obi on +234 803 555 7890', { jurisdiction: 'NG' });
    assert.equal(d.receipt.factors.phone, 1);
    assert.equal(d.explain.shared.phone, '+2348035557890');
    assert.equal(d.records.a.attributes.phone, '0803 111 2222');
  });

  it('texts with nothing to compare are review, not an answer', () => {
    const r = compareTexts('hello', 'good morning', {}).receipt;
    assert.equal(r.identity, 'review');
    assert.equal(r.basis, 'nothing_compared');
    assert.deepEqual(r.factors, {});
  });

  it('refuses an unsupported jurisdiction with a 400 naming it', () => {
    assert.throws(
      () => compareTexts('a', 'b', { jurisdiction: 'XX' }),
      (e: unknown) => e instanceof ServiceError && e.status === 400 && hasCode('SC_JURISDICTION_UNSUPPORTED')(e) && e.message.includes("'XX'"),
    );
  });
});
