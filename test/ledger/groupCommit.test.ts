import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GroupCommitter } from '../../src/ledger/groupCommit.js';

describe('GroupCommitter', () => {
  it('writes everything submitted in one turn as one batch and settles after the write', async () => {
    const batches: number[][] = [];
    let written = false;
    const gc = new GroupCommitter<number, string>((inputs) => {
      batches.push(inputs);
      written = true;
      return inputs.map((i) => (i === 3 ? new Error('bad three') : `ok ${i}`));
    });
    const promises = Array.from({ length: 10 }, (_, i) => gc.submit(i));
    assert.equal(written, false, 'nothing is written before the turn ends');
    assert.equal(gc.pending, 10);
    const settled = await Promise.allSettled(promises);
    assert.deepEqual(batches, [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]);
    assert.equal(settled[3]!.status, 'rejected');
    assert.equal((settled[4] as PromiseFulfilledResult<string>).value, 'ok 4');
  });

  it('splits at the batch limit and rejects a whole batch whose transaction failed', async () => {
    const batches: number[][] = [];
    const gc = new GroupCommitter<number, number>((inputs) => {
      batches.push(inputs);
      if (inputs.includes(4)) throw new Error('disk full');
      return inputs;
    }, 3);
    const settled = await Promise.allSettled(Array.from({ length: 7 }, (_, i) => gc.submit(i)));
    assert.deepEqual(batches, [[0, 1, 2], [3, 4, 5], [6]]);
    assert.deepEqual(
      settled.map((s) => s.status),
      ['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected', 'rejected', 'fulfilled'],
    );
  });

  it('with an asynchronous writer, queues entries while a batch is in flight and never loses a resubmitted one', async () => {
    const batches: number[][] = [];
    const gc = new GroupCommitter<number, number>(async (inputs) => {
      batches.push(inputs);
      await new Promise((r) => setTimeout(r, 5));
      return inputs;
    });
    // Each of 8 writers stores again as soon as its previous store resolved, 20 times.
    let done = 0;
    await Promise.all(
      Array.from({ length: 8 }, async (_, w) => {
        for (let i = 0; i < 20; i++) {
          assert.equal(await gc.submit(w * 100 + i), w * 100 + i);
          done++;
        }
      }),
    );
    assert.equal(done, 160);
    assert.equal(batches.flat().length, 160);
    assert.ok(batches.length < 160, 'entries shared batches');
  });

  it('opens for the entries queued so far; entries queued while `open` waits (for the lock) join that batch; a failed open rejects its entries alone', async () => {
    const batches: Array<{ inputs: number[]; opened: string }> = [];
    const firsts: number[][] = [];
    let release: (tx: string) => void = () => undefined;
    const gc = new GroupCommitter<number, number, string>(
      (inputs, opened) => {
        batches.push({ inputs, opened });
        return inputs;
      },
      512,
      (first) => {
        firsts.push(first);
        if (first.includes(4)) return Promise.reject(new Error('lock timeout'));
        return new Promise<string>((r) => {
          release = r;
        });
      },
    );
    const first = gc.submit(1);
    await new Promise((r) => setImmediate(r)); // the flush has started and waits in `open`
    const late = [gc.submit(2), gc.submit(3)];
    release('tx1');
    assert.deepEqual(await Promise.all([first, ...late]), [1, 2, 3]);
    assert.deepEqual(firsts, [[1]]);
    assert.deepEqual(batches, [{ inputs: [1, 2, 3], opened: 'tx1' }]);
    await assert.rejects(gc.submit(4), /lock timeout/);
    const after = gc.submit(5);
    await new Promise((r) => setImmediate(r));
    release('tx3');
    assert.equal(await after, 5);
    assert.deepEqual(firsts.slice(1), [[4], [5]]);
    assert.deepEqual(batches.at(-1), { inputs: [5], opened: 'tx3' });
  });
});
