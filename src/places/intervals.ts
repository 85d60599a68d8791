// Small interval helpers over arrays sorted by start, so span and cue look-ups stay O(log n) and a
// long document does not turn the place finder quadratic.

export interface Interval {
  start: number;
  end: number;
}

/** Index of the first item whose start is >= pos (items sorted by start). */
export function lowerBound(items: readonly Interval[], pos: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (items[mid]!.start < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Greedy non-overlapping selection: candidates are taken in `order` (best first) and kept when they
 * overlap nothing kept so far. Returns the kept items sorted by start.
 */
export function keepNonOverlapping<T extends Interval>(order: readonly T[]): T[] {
  const kept: T[] = []; // sorted by start, pairwise disjoint
  for (const c of order) {
    const i = lowerBound(kept, c.start);
    const prev = kept[i - 1];
    const next = kept[i];
    if (prev !== undefined && prev.end > c.start) continue;
    if (next !== undefined && next.start < c.end) continue;
    kept.splice(i, 0, c);
  }
  return kept;
}

/** Items (sorted by start, pairwise disjoint) that overlap [start, end). */
export function overlapping<T extends Interval>(items: readonly T[], start: number, end: number): T[] {
  let i = lowerBound(items, start);
  if (i > 0 && items[i - 1]!.end > start) i--;
  const out: T[] = [];
  for (; i < items.length && items[i]!.start < end; i++) if (items[i]!.end > start) out.push(items[i]!);
  return out;
}
