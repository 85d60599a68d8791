// The rules-only name finder leaves a Bible book cited with chapter and verse alone (session 25, issue 13): the
// shape is read by tagger/refine.ts citesScripture, the one home of the reference's shape.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findNameSpans } from '../../../src/detect/lexical/nameSpans.js';

const names = (text: string) => findNameSpans(text).map((s) => text.slice(s.start, s.end));

describe('a cited Bible book is no name for the lexical name finder', () => {
  it('drops books read as names before a chapter and verse, and keeps the persons of the telling', () => {
    const text = 'Sermon notes, 3 March. Reading: Daniel 6:10-23 and Mark 4:35. Daniel prayed three times a day; Pastor Grace Owusu led.';
    const out = names(text);
    assert.ok(!out.includes('Mark'), out.join(' | '));
    assert.equal(out.filter((x) => x === 'Daniel').length, 1, out.join(' | '));
    assert.ok(out.some((x) => x.endsWith('Grace Owusu')), out.join(' | '));
  });
  it('counter-case: a name before a clock time stays a name', () => {
    const text = 'Gate log: Daniel 10:05 in, Joel 18:30:12 out, Luke 7:45 pm out.';
    const out = names(text);
    for (const n of ['Daniel', 'Joel', 'Luke']) assert.ok(out.includes(n), `${n}: ${out.join(' | ')}`);
  });
});

describe('a span of clock times is no chapter and verse (review, session 25)', () => {
  it('adversarial: a name before a shift or opening time range stays a name', () => {
    // The range's end ran on into ':00', the verse reading backed off to '22:15' alone and took the name with it.
    for (const text of ['Rota, night shift: Ruth 22:15-23:00, then Amos.', 'Cover at the desk: Joel 13:30–14:05 on Friday.']) {
      const out = names(text);
      const name = text.includes('Ruth') ? 'Ruth' : 'Joel';
      assert.ok(out.includes(name), `${name}: ${out.join(' | ')}`);
    }
  });
  it('positive: verse ranges, within a chapter and across one, are still read as passages', () => {
    for (const text of ['Reading for Sunday: Mark 4:35-41, then prayer.', 'Homework: read Ruth 1:1-2:3 before class.']) {
      const out = names(text);
      assert.ok(!out.includes('Mark') && !out.includes('Ruth'), out.join(' | '));
    }
  });
});
