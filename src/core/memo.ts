// Bounded memoisation of pure string → value functions. The same values come back again and again: a
// record compared with many candidates (blocking yields several pairs per record), and the common
// capitalised words of running text looked up in the large name and place tables, whose entries are
// scattered in memory (a lookup that misses the CPU caches costs several times one in a small table
// that stays warm). The map is cleared wholesale when full: no bookkeeping per hit, and the working set
// is small. Cached values must be treated as read-only.

export function memoiseString<T>(fn: (value: string) => T, limit = 10_000): (value: string) => T {
  const cache = new Map<string, T>();
  return (value: string): T => {
    let out = cache.get(value);
    if (out === undefined) {
      out = fn(value);
      if (cache.size >= limit) cache.clear();
      cache.set(value, out);
    }
    return out;
  };
}
