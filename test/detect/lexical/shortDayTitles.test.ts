// nameSpans.ts withoutShortDays: a short day or month cut from a name run never leaves a span of titles alone (a name
// span "Mr" whose name is empty). Sentences written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findNameSpans } from '../../../src/detect/lexical/index.js';

const spans = (text: string) => findNameSpans(text).map((s) => ({ text: text.slice(s.start, s.end), name: text.slice(s.nameStart ?? s.start, s.end) }));

describe('short day or month after a title', () => {
  it('keeps the titled word as the name, never a title alone', () => {
    for (const text of ['Signed for by Mr Sun 14 May 2024.', 'Please call Mrs Jan 12 times if needed.', 'Preaching: Pastor Jan 5 services this month.']) {
      for (const s of spans(text)) {
        assert.ok(s.name.trim().length > 0, `${text}: a name span with no name (${s.text})`);
        assert.ok(!/^(?:Mr|Mrs|Pastor)\.?$/.test(s.text), `${text}: a title alone (${s.text})`);
      }
    }
    assert.deepEqual(spans('Signed for by Mr Sun 14 May 2024.').map((s) => s.text), ['Mr Sun']);
  });

  it('still cuts a short form after a name with no title, and drops a lone one', () => {
    assert.deepEqual(spans('Thandeka Mokoena Tue: gate duty\nPieter Botha Wed: kitchen').map((s) => s.text), ['Thandeka Mokoena', 'Pieter Botha']);
    assert.deepEqual(spans('Service on the 1st Sun of each month.').map((s) => s.text), []);
  });
});
