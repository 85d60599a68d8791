// talisman@1.1.4 ships no type declarations; these cover the functions the project uses.
declare module 'talisman/metrics/jaro-winkler.js' {
  /** Jaro-Winkler similarity in [0, 1] (boost threshold 0.7, scaling factor 0.1). */
  const jaroWinkler: (a: string, b: string) => number;
  export default jaroWinkler;
}

declare module 'talisman/phonetics/double-metaphone.js' {
  /** Primary and secondary Double Metaphone codes of one word (upper-case). */
  const doubleMetaphone: (word: string) => [string, string];
  export default doubleMetaphone;
}
