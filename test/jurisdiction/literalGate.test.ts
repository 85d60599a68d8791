import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { inferJurisdiction } from '../../src/jurisdiction/infer.js';
import { literalGate } from '../../src/jurisdiction/literalGate.js';
import { LiteralIndex } from '../../src/jurisdiction/literalIndex.js';
import { SIGNAL_RULES } from '../../src/jurisdiction/signals.js';

describe('literalGate', () => {
  it('takes the literal every alternative must contain', () => {
    assert.deepEqual(literalGate('\\bCHF\\b', 'gu'), ['CHF']);
    assert.deepEqual(literalGate('HM Revenue|\\bHMRC\\b', 'gu'), ['HM Revenue', 'HMRC']);
    assert.deepEqual(literalGate('\\b(?:NIN|BVN)\\b', 'gu'), ['NIN', 'BVN']);
    assert.deepEqual(literalGate('(?<![0-9+])\\+234(?=[ (.\\-]?[0-9])', 'gu'), ['+234']);
    assert.deepEqual(literalGate('\\bS\\.r\\.l\\.|\\bS\\.p\\.A\\.', 'gu'), ['S.r.l.', 'S.p.A.']);
  });

  it('drops optional and repeated parts, and widens small classes', () => {
    assert.deepEqual(literalGate('\\bM-?PESA\\b', 'gu'), ['PESA']);
    assert.deepEqual(literalGate('[Rr]egistered in England(?: and Wales)?', 'gu'), ['Registered in England', 'registered in England']);
    assert.deepEqual(literalGate('Data Protection Commission,? (?:of )?Ghana', 'gu'), ['Data Protection Commission']);
    assert.deepEqual(literalGate('ab+c', 'gu'), ['a']);
    assert.deepEqual(literalGate('(?:abc)?def', 'gu'), ['def']);
  });

  it('has no gate when an alternative has no literal, or the pattern ignores case', () => {
    assert.equal(literalGate('\\b[A-Z]{1,2}[0-9]\\b|Postcode', 'gu'), null);
    assert.equal(literalGate('\\d+', 'gu'), null);
    assert.equal(literalGate('CHF', 'giu'), null);
    assert.equal(literalGate('(?:abc)*', 'gu'), null);
  });

  it('gives every signal a gate that each of its matches contains', () => {
    const texts = [
      'Patient note: NIN 12345678901, phone 08035557890, fee NGN 45,000. Registered in England, Companies House.',
      'KRA PIN A123456789Z, pay via M-Pesa, KSh 500, call +254 712 345678. Ghana Card GHA-123456789-1, GH₵ 200.',
      'SARS tax reference, total R 1 250,00. Acme (Pty) Ltd. IBAN DE89 3704 0044 0532 0130 00, BE0123456789, 1012 AB Amsterdam.',
      'Personnummer 19121212-1212, fødselsnummer, Rijksregisternummer, codice fiscale, EMŠO, ΑΜΚΑ, ЕГН, 1 250 zł, 10 Kč, 5 лв.',
    ];
    let checked = 0;
    for (const s of SIGNAL_RULES.signals) {
      if (!s.gate) continue;
      for (const t of texts) {
        for (const m of t.matchAll(s.regex)) {
          checked += 1;
          assert.ok(s.gate.some((l) => m[0].includes(l)), `${s.signal}: '${m[0]}' contains none of ${JSON.stringify(s.gate)}`);
        }
      }
    }
    assert.ok(checked > 20);
    assert.ok(SIGNAL_RULES.signals.filter((s) => s.gate).length > SIGNAL_RULES.signals.length * 0.9, 'most signals are gated');
  });
});

describe('LiteralIndex', () => {
  it('finds exactly the literals present, single characters, astral text and overlaps included', () => {
    const index = new LiteralIndex(['€', 'Lagos', 'Lagos Island', 'Data Protection Commission', ' Data Protection', 'GH₵', 'ersonnummer']);
    const found = index.present('🙂 Lagos Island office, Ghana Data Protection Commission; GH₵ 20 and €5.');
    assert.deepEqual([...found].sort(), [' Data Protection', 'Data Protection Commission', 'GH₵', 'Lagos', 'Lagos Island', '€'].sort());
    assert.equal(index.present('').size, 0);
    assert.equal(index.present('L').size, 0);
  });

  it('gives the same verdicts as running every signal pattern', () => {
    const ungated = { ...SIGNAL_RULES, signals: SIGNAL_RULES.signals.map(({ gate: _gate, ...s }) => s) };
    const source = readFileSync(new URL('./infer.test.ts', import.meta.url), 'utf8');
    const texts = [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'/g)].map((m) => m[1]!);
    texts.push(texts.join(' '));
    assert.ok(texts.length > 30);
    for (const t of texts) assert.deepEqual(inferJurisdiction(t), inferJurisdiction(t, ungated), t);
  });
});
