// Hands the heap of a serving process back once a burst is over (issue 19: RSS < 200 MB after load).
// A burst leaves its garbage in V8's old generation, and V8 may not run a full collection for a long
// time after it: its memory reducer starts only after a full collection, and a burst that stays under
// the old generation's first limit has none. Measured (`serve --workers 1`, 400 distinct notes and
// Febrl pairs): 98.6 MB of heap used and 178 MB RSS still 30 s after the load, 59 MB live after one
// full collection. So: once a second the process looks at its event-loop utilisation and its heap; when
// the loop has been idle for IDLE_TICKS ticks and the committed heap has grown by GROWTH_MB since the
// last collection, it runs a full collection (a few ms of CPU for this heap), one more on the next idle
// tick, and takes the heap after them as the new base. A busy process is never interrupted, and an idle
// one is collected twice per burst.
// The collector function is obtained from a fresh context with V8's expose-gc flag switched on for that
// moment only: no `gc` global appears in the service's own context.
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

/** Growth of the committed heap (MB) over the last base that makes an idle process collect. */
export const GROWTH_MB = 24;
/** Event-loop utilisation below which a tick counts as idle. */
const IDLE_UTILISATION = 0.05;
/** Consecutive idle ticks before collecting. */
export const IDLE_TICKS = 2;

export interface HeapSample {
  /** Event-loop utilisation over the last tick, 0..1. */
  utilisation: number;
  /** Committed heap (v8 total_heap_size), bytes. */
  heapBytes: number;
}

export interface IdleState {
  idleTicks: number;
  /** Committed heap after the last collection (or at start), bytes. */
  baseBytes: number;
  /** A collection was made on the last tick: collect once more on the next idle one. */
  followUp: boolean;
}

/**
 * The decision of one tick (pure; the timer below applies it): collect when the loop has been idle for
 * IDLE_TICKS ticks and the committed heap has grown by GROWTH_MB over the base, and once more on the
 * next idle tick — the first collection frees the garbage, the second gives most emptied pages back
 * (measured: 161 MB RSS after one, 145 MB after two; V8 releases pages as its sweeper finishes).
 */
export function idleTick(state: IdleState, sample: HeapSample): { collect: boolean; state: IdleState } {
  const idle = sample.utilisation < IDLE_UTILISATION;
  const idleTicks = idle ? state.idleTicks + 1 : 0;
  const baseBytes = Math.min(state.baseBytes, sample.heapBytes); // the heap shrank on its own: a lower base
  if (state.followUp) return { collect: idle, state: { idleTicks, baseBytes, followUp: !idle } };
  const collect = idleTicks >= IDLE_TICKS && sample.heapBytes - baseBytes >= GROWTH_MB * 2 ** 20;
  return { collect, state: { idleTicks: collect ? 0 : idleTicks, baseBytes, followUp: collect } };
}

function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  try {
    return vm.runInNewContext('gc') as () => void;
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
}

export interface IdleHeapCollector {
  /** Collections made so far. */
  collections(): number;
  stop(): void;
}

/** Starts the once-a-tick check in this process (the timer does not keep the process alive). */
export function startIdleHeapCollector(tickMs = 1000): IdleHeapCollector {
  const gc = collector();
  const heap = () => v8.getHeapStatistics().total_heap_size;
  let state: IdleState = { idleTicks: 0, baseBytes: heap(), followUp: false };
  let elu = performance.eventLoopUtilization();
  let count = 0;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const step = idleTick(state, { utilisation: performance.eventLoopUtilization(now, elu).utilization, heapBytes: heap() });
    elu = now;
    state = step.state;
    if (!step.collect) return;
    gc();
    count += 1;
    state = { ...state, baseBytes: heap() };
  }, tickMs);
  timer.unref();
  return { collections: () => count, stop: () => clearInterval(timer) };
}
