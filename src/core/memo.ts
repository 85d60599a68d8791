// Bounded memoisation of pure string → value functions. The same values come back again and again: a
// record compared with many candidates (blocking yields several pairs per record), and the common
// capitalised words of running text looked up in the large name and place tables, whose entries are
// scattered in memory (a lookup that misses the CPU caches costs several times one in a small table
// that stays warm). The map is cleared wholesale when full: no bookkeeping per hit, and the working set
// is small. Cached values must be treated as read-only.
//
// Keys are detached before they are kept. The callers pass words and cells cut out of the text or record
// they scan (`text.slice(a, b)`), and V8 represents a cut of 13 characters or more as a view onto the
// whole parent string: a 40-character key kept in the map would keep a 1 MB document alive until the
// map is next cleared. On a miss (only then) the key is copied into a string of its own, and the function
// reads the copy, so the value's own cuts point at the small copy too.

export function memoiseString<T>(fn: (value: string) => T, limit = 10_000): (value: string) => T {
  const cache = new Map<string, T>();
  return (value: string): T => {
    let out = cache.get(value);
    if (out === undefined) {
      const key = detach(value);
      out = fn(key);
      if (cache.size >= limit) cache.clear();
      cache.set(key, out);
    }
    return out;
  };
}

/** A copy of `value` that shares no storage with the string it was cut from (V8 keeps a slice of 13
 *  characters or more as a view of its parent; shorter ones are copied already). Prepending one character
 *  makes a new string that is flattened when sliced, so the result refers only to its own length + 1. */
export function detach(value: string): string {
  return value.length < 13 ? value : (' ' + value).slice(1);
}
