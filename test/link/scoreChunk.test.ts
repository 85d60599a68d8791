// The link verb's per-pair scoring marks what the clustering reads: a refuted pair (a field's
// `_conflict`: two people on evidence), a contested one (a household conflict the pack lets stand
// without refuting: the same surname under another given name), or neither.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CONTESTED, REFUTED, scoreChunk } from '../../src/link/scoreChunk.js';

describe('scoreChunk refutation codes', () => {
  const records = [
    { name: 'Chidi Okafor', dob: '1990-04-12', address: '12 Allen Avenue, Ikeja' },
    { name: 'Ngozi Okafor', dob: '1990-04-12', address: '12 Allen Avenue, Ikeja' },
    { name: 'Chidi Okafor', dob: '1971-11-30', address: '12 Allen Avenue, Ikeja' },
    { name: 'Chidi Okafor', dob: '1990-04-12', address: '12 Allen Avenue, Ikeja' },
  ];
  const at = (k: number) => records[k]!;
  const { refuted, identity } = scoreChunk('person', at, at, Int32Array.from([0, 1, 0, 2, 0, 3]), { records: 0, counts: {} });

  it('a household pair (twins: one surname, two given names) is contested, not refuted, and not accepted', () => {
    assert.equal(refuted[0], CONTESTED);
    assert.notEqual(identity[0], 2);
  });

  it('two full birth dates far apart refute; an agreeing pair is neither', () => {
    assert.equal(refuted[1], REFUTED);
    assert.equal(refuted[2], 0);
  });
});
