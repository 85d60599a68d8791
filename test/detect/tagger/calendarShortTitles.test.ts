// refine.ts calendarEdges: a short day or month right after a title is the name the title addresses, not a date's
// word; without a title it is still cut. Sentences written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

describe('calendarEdges and titles', () => {
  it('keeps a titled short form as the name', () => {
    const a = 'Received and signed for by Mr Sun 14 May 2024.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Mr Sun')), ['PER:Mr Sun']);
    const b = 'Ward round led by Dr. Mon 3 days a week.';
    assert.deepEqual(refined(b, at(b, 'PER', 'Dr. Mon')), ['PER:Dr. Mon']);
  });

  it('still drops or cuts an untitled short form in a date', () => {
    const a = 'Received and signed for on Sun 14 May 2024.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Sun')), []);
    const b = 'Collected by Thandiwe Nkosi Wed 2 August.';
    assert.deepEqual(refined(b, at(b, 'PER', 'Thandiwe Nkosi Wed')), ['PER:Thandiwe Nkosi']);
  });
});
