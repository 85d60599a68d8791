// The `title` comparator: release qualifiers set aside, recording qualifiers and part numbers kept.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareTitles, readTitle } from '../../../src/compare/comparators/workTitle.js';

const sim = (a: string, b: string) => compareTitles(a, b)!.sim;

describe('work titles', () => {
  it('reads the core title', () => {
    assert.deepEqual(readTitle('True Colors ( feat . Nicki Minaj ) [ Explicit ]').core, ['true', 'colors']);
    assert.deepEqual(readTitle('Take It to the Bank - EP').core, ['take', 'it', 'to', 'the', 'bank']);
  });
  it('positive: featured artists, explicit/clean, album version and deluxe do not change the recording', () => {
    assert.equal(sim('True Colors ( feat . Nicki Minaj )', 'True Colors ( feat . Nicki Minaj ) [ Explicit ]'), 1);
    assert.equal(sim('Gone', 'Gone ( Album Version ( Edited ) ) [ Clean ]'), 1);
    assert.equal(sim('Silver and Gold', 'Silver And Gold'), 1);
    assert.equal(sim('Halcyon Days ( Deluxe Edition )', 'Halcyon Days'), 1);
  });
  it('negative: different songs', () => {
    assert.ok(sim('Illusion ( feat . Echosmith )', 'Transmission [ feat . X Ambassadors ]') < 0.3);
  });
  it('adversarial: a remix, a live take, another remixer or another part is another recording', () => {
    assert.equal(sim('We Dem Boyz', 'We Dem Boyz Remix ( feat . Rick Ross )'), 0.5);
    assert.equal(sim('Over When It Is Over ( Live )', 'Over When It Is Over'), 0.5);
    assert.equal(sim('I Love It [ Kasum Remix ]', 'I Love It [ Noodles Remix ]'), 0.5);
    assert.equal(sim('Autonomy ( Cold Blank Mix )', 'Autonomy ( Lucky Date Mix )'), 0.5);
    assert.ok(sim('The Birds , Pt. 1', 'The Birds Pt. 2') <= 0.5);
    assert.ok(sim('Crack In the Pearl , Pt . II', 'Crack In the Pearl') <= 0.5);
  });
});
