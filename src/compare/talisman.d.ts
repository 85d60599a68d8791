// talisman@1.1.4 ships no type declarations; these cover the one metric the comparators use.
declare module 'talisman/metrics/jaro-winkler.js' {
  /** Jaro-Winkler similarity in [0, 1] (boost threshold 0.7, scaling factor 0.1). */
  const jaroWinkler: (a: string, b: string) => number;
  export default jaroWinkler;
}
declare module 'talisman/phonetics/double-metaphone.js' {
  /** The primary and secondary double-metaphone codes of one word. */
  const doubleMetaphone: (word: string) => [string, string];
  export default doubleMetaphone;
}
