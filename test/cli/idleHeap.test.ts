// The idle heap collector of serving processes (src/cli/idleHeap.ts): the tick decision (collect only
// after IDLE_TICKS idle ticks with the committed heap GROWTH_MB over its base, then once more on the next
// idle tick; never while busy), and the real collector in this process giving a burst's garbage back.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import v8 from 'node:v8';
import { GROWTH_MB, IDLE_TICKS, type IdleState, idleTick, startIdleHeapCollector } from '../../src/cli/idleHeap.js';

const MB = 2 ** 20;
const base: IdleState = { idleTicks: 0, baseBytes: 100 * MB, followUp: false };
const grown = (100 + GROWTH_MB) * MB;

/** Runs the ticks as the timer does: after a collection the heap is back at its base (100 MB). */
function run(samples: Array<[number, number]>, state = base): boolean[] {
  const out: boolean[] = [];
  let collected = false;
  for (const [utilisation, heapBytes] of samples) {
    const step = idleTick(state, { utilisation, heapBytes: collected ? 100 * MB : heapBytes });
    out.push(step.collect);
    collected ||= step.collect;
    state = step.collect ? { ...step.state, baseBytes: 100 * MB } : step.state;
  }
  return out;
}

describe('idle heap collector', () => {
  it('collects after enough idle ticks with a grown heap, then once more, then not again', () => {
    const idle = Array.from({ length: IDLE_TICKS + 4 }, () => [0.01, grown] as [number, number]);
    const collects = run(idle);
    assert.deepEqual(collects.slice(0, IDLE_TICKS + 2), [...Array(IDLE_TICKS - 1).fill(false), true, true, false]);
    assert.equal(collects.filter(Boolean).length, 2, 'twice per burst');
  });

  it('never collects while busy, nor when the heap has not grown', () => {
    assert.deepEqual(run(Array.from({ length: 6 }, () => [0.9, grown * 2] as [number, number])), Array(6).fill(false));
    assert.deepEqual(run(Array.from({ length: 6 }, () => [0.0, grown - MB] as [number, number])), Array(6).fill(false));
    // busy between idle ticks restarts the count
    assert.deepEqual(run([[0.01, grown], [0.5, grown], [0.01, grown]]).includes(true), IDLE_TICKS <= 1);
  });

  it('the follow-up waits for an idle tick', () => {
    const first = idleTick({ ...base, idleTicks: IDLE_TICKS }, { utilisation: 0.01, heapBytes: grown });
    assert.equal(first.collect, true);
    const busy = idleTick(first.state, { utilisation: 0.8, heapBytes: grown });
    assert.equal(busy.collect, false);
    assert.equal(idleTick(busy.state, { utilisation: 0.01, heapBytes: grown }).collect, true);
  });

  it('gives a burst of garbage back in this process once it is idle', async () => {
    const collector = startIdleHeapCollector(25);
    try {
      let keep: unknown[] | null = [];
      // Retained across event-loop turns so it is promoted to the old generation, as a burst's is.
      for (let turn = 0; turn < 8; turn++) {
        for (let i = 0; i < 40_000; i++) keep.push({ text: `record ${turn} ${i} ${'x'.repeat(120)}`, at: [turn, i] });
        await new Promise((r) => setImmediate(r));
      }
      const peak = v8.getHeapStatistics().total_heap_size;
      assert.ok(keep.length > 0);
      keep = null;
      for (let i = 0; i < 400 && collector.collections() < 2; i++) await new Promise((r) => setTimeout(r, 25));
      assert.equal(collector.collections(), 2);
      const after = v8.getHeapStatistics().total_heap_size;
      assert.ok(after < peak - GROWTH_MB * MB, `committed heap ${(peak / MB).toFixed(0)} -> ${(after / MB).toFixed(0)} MB`);
      assert.equal(typeof (globalThis as { gc?: unknown }).gc, 'undefined', 'no gc global in this context');
    } finally {
      collector.stop();
    }
  });
});
