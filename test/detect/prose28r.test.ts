// Rules of session 42's prose28r round (issue 13: prose set 28 as development data, a class kept only where an
// earlier set by another author shows it too), on texts written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addressParts } from '../../src/detect/patterns/addressParts.js';

/** Parts of the address written after the text's first colon, as [role, text] pairs. */
function partsAfterColon(text: string): [string, string][] {
  return addressParts(text, text.indexOf(':') + 2, text.length).map((p) => [p.role, text.slice(p.start, p.end)]);
}

describe('a lettered block of a plot or an estate (addressParts PLOT_ONLY)', () => {
  it('"Block C" after a plot number is a part of the building, the town after it the locality', () => {
    assert.deepEqual(partsAfterColon('Deed for: Plot 12, Block C, Dansoman, Accra'), [
      ['building', 'Plot 12'],
      ['building', 'Block C'],
      ['locality', 'Dansoman'],
      ['locality', 'Accra'],
    ]);
  });
  it('a block letter before a named street and a district, in capitals too', () => {
    const parts = partsAfterColon('Deliver to: HOUSE 7, BLOCK F, Adeola Odeku Street, Victoria Island');
    assert.deepEqual(parts.slice(0, 2), [
      ['building', 'HOUSE 7'],
      ['building', 'BLOCK F'],
    ]);
    assert.ok(!parts.some(([role, t]) => role === 'locality' && /block/iu.test(t)));
  });
  it('negative: a block word with a name after it stays what it was read as', () => {
    const parts = partsAfterColon('Site: Plot 3, Block Hill, Kumasi');
    assert.ok(parts.some(([role, t]) => role !== 'building' && t === 'Block Hill'));
  });
});
