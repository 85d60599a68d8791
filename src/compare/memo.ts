// The comparators' memoisation of pure string → value functions: the one helper of src/core/memo.ts
// (normalising, tokenising and parsing the same value again is the common case under blocking).
export { memoiseString } from '../core/memo.js';
