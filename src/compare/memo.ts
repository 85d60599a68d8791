// Bounded memoisation of pure string → value functions. A record is usually compared with many
// candidates (blocking yields several pairs per record), so normalising, tokenising and parsing the
// same value again is the common case. The map is cleared wholesale when full: no bookkeeping per
// hit, and the working set of a batch is a few records. Cached values must be treated as read-only.

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
