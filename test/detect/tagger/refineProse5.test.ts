// Span rules added for the error classes of prose set 5 (session 17, issue 13), on sentences written for this
// test: the spans handed in stand for what the tagger proposed, so each rule is checked alone whatever the
// shipped weights say.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type RefinedSpan, refineSpans } from '../../../src/detect/tagger/refine.js';
import { tokenize } from '../../../src/detect/tagger/tokens.js';

/** Spans of the given type over the first occurrence of each phrase. */
function at(text: string, type: RefinedSpan['type'], ...phrases: string[]): RefinedSpan[] {
  return phrases.map((p) => {
    const start = text.indexOf(p);
    assert.ok(start >= 0, p);
    return { type, start, end: start + p.length };
  });
}

function refined(text: string, spans: RefinedSpan[]): string[] {
  return refineSpans(text, tokenize(text), [...spans].sort((a, b) => a.start - b.start)).map((s) => `${s.type}:${text.slice(s.start, s.end)}`);
}

describe('a span holds no sentence break, arrow or unpaired bracket (sentenceAndBracketEdges)', () => {
  it('cuts the stop that ends a sentence off a place or a person', () => {
    const text = 'Tulihamia mji wa Kisumu. Baadaye tulikutana na Wanjiku Achieng.';
    assert.deepEqual(refined(text, [...at(text, 'LOC', 'Kisumu.'), ...at(text, 'PER', 'Wanjiku Achieng.')]), ['LOC:Kisumu', 'PER:Wanjiku Achieng']);
  });
  it('splits a span that runs on into the next sentence', () => {
    const text = 'On Sunday I met my brother Kiprop. Chebet came in the evening.';
    assert.deepEqual(refined(text, at(text, 'PER', 'Kiprop. Chebet')), ['PER:Kiprop', 'PER:Chebet']);
  });
  it('splits places at a route arrow', () => {
    const text = 'Day 3: Tamale → Bolgatanga → Paga, a long drive.';
    assert.deepEqual(refined(text, at(text, 'LOC', 'Tamale → Bolgatanga')), ['LOC:Tamale', 'LOC:Bolgatanga']);
  });
  it('drops an unpaired bracket and what an unclosed one opens', () => {
    const text = 'Present: Efua Mensah (Treasurer), and the member for (Ablekuma North) spoke.';
    assert.deepEqual(refined(text, [...at(text, 'PER', 'Efua Mensah (Treasurer'), ...at(text, 'LOC', 'Ablekuma North)')]), ['PER:Efua Mensah', 'LOC:Ablekuma North']);
  });
  it('keeps a name an unclosed bracket opens', () => {
    const text = 'Waziri wa Fedha (Achieng Oduor): Mheshimiwa Spika, asante.';
    assert.deepEqual(refined(text, at(text, 'PER', 'Fedha (Achieng Oduor')), ['PER:Fedha', 'PER:Achieng Oduor']);
  });
  it('adversarial: a bracket pair the span holds stays', () => {
    const signed = 'Signed: K. Owusu (Secretary), Georgetown (Guyana)';
    assert.deepEqual(refined(signed, [...at(signed, 'PER', 'K. Owusu (Secretary)'), ...at(signed, 'LOC', 'Georgetown (Guyana)')]), ['PER:K. Owusu (Secretary)', 'LOC:Georgetown (Guyana)']);
  });
  it("adversarial: an initial's stop, a title's stop and a stop inside a name stay", () => {
    const text = 'The patient, A.S. had no fever. Dr. Mensah and Mt. Kenya were named by J.K. Rowling.';
    assert.deepEqual(refined(text, [...at(text, 'PER', 'A.S.', 'Dr. Mensah', 'J.K. Rowling'), ...at(text, 'LOC', 'Mt. Kenya')]), [
      'PER:A.S.',
      'PER:Dr. Mensah',
      'LOC:Mt. Kenya',
      'PER:J.K. Rowling',
    ]);
  });
  it('negative: an organisation is left as it is', () => {
    const text = 'He works at Kenya Power (KPLC). Then he left.';
    assert.deepEqual(refined(text, at(text, 'ORG', 'Kenya Power (KPLC).')), ['ORG:Kenya Power (KPLC).']);
  });
});
