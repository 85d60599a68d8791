// Records shared with the scoring workers: every record reads back exactly as given (any script, empty
// records, numbers), one buffer serves any number of readers, and an index outside the list is an error.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FieldValue } from '../../src/compare/comparators/types.js';
import { RecordReader, shareRecords } from '../../src/link/sharedRecords.js';

describe('shared records', () => {
  it('reads every record back as given', () => {
    const records: Record<string, FieldValue>[] = [{ name: 'Ada Lovelace', dob: '1815-12-10' }, {}, { name: 'Олег Петров', phone: '+7 495 123' }, { name: '山田 太郎', n: 42 }, { name: 'Zoë "Q" O\'Neil\n' }];
    const shared = shareRecords(records);
    const one = new RecordReader(shared);
    const two = new RecordReader(shared);
    assert.equal(one.length, records.length);
    records.forEach((r, k) => {
      assert.deepEqual(one.at(k), r);
      assert.deepEqual(two.at(k), r);
    });
  });

  it('an empty list shares nothing, and an index outside the list is refused', () => {
    const empty = new RecordReader(shareRecords([]));
    assert.equal(empty.length, 0);
    const reader = new RecordReader(shareRecords([{ name: 'A' }]));
    assert.throws(() => reader.at(1), RangeError);
    assert.throws(() => reader.at(-1), RangeError);
    assert.throws(() => empty.at(0), RangeError);
  });
});
