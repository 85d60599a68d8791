// Every match of a global regular expression, without the per-call copy `String.prototype.matchAll`
// makes (issue 19: on the detection path that copy — V8's regex initialisation — ran dozens of times
// per request). Same results as `[...text.matchAll(re)]`: it starts at `re.lastIndex`, steps over an
// empty match by one character (one code point with the `u` or `v` flag) and leaves `re.lastIndex` as
// it found it. The matches are collected before the caller sees any, so a caller that uses the same
// regex again inside its loop cannot disturb the scan. Also the regex-source helpers: `escapeRegExp` and
// `phraseAlternation` (a word list from a data file as one alternation).
import { foldAccents } from './fold.js';

/** Escapes a literal for use inside a RegExp source (the one helper for it; `/` too, so a literal form is safe). */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * One alternation over literal phrases (folded with `foldAccents` unless `fold` is false), longest first,
 * each white-space run matching any run of white space: the one helper that turns a data file's word
 * list into a regex source (special-category lexicon, age cues).
 */
export function phraseAlternation(words: readonly string[], fold = true): string {
  const keys = [...new Set(words.map((w) => (fold ? foldAccents(w) : w).trim()).filter((w) => w.length > 0))];
  keys.sort((a, b) => b.length - a.length);
  return keys.map((k) => escapeRegExp(k).replace(/\s+/g, '\\s+')).join('|');
}

export function allMatches(re: RegExp, text: string): RegExpExecArray[] {
  // Internal invariant (a programming error, not a caller's): plain TypeError, no code.
  if (!re.global) throw new TypeError('allMatches needs a regex with the g flag');
  const saved = re.lastIndex;
  const out: RegExpExecArray[] = [];
  try {
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      out.push(m);
      if (m[0] === '') re.lastIndex = advance(text, re.lastIndex, re.unicode || re.flags.includes('v'));
    }
  } finally {
    re.lastIndex = saved;
  }
  return out;
}

/**
 * The first match of a global regular expression, scanning from `re.lastIndex`, that `accept` takes, or
 * null: `allMatches` with an early exit, for a test that stops at its first hit (no per-call copy of the
 * regex, unlike `matchAll`; `re.lastIndex` is left as found). `accept` must not use `re` itself.
 */
export function firstMatch(re: RegExp, text: string, accept: (m: RegExpExecArray) => boolean): RegExpExecArray | null {
  // Internal invariant (a programming error, not a caller's): plain TypeError, no code.
  if (!re.global) throw new TypeError('firstMatch needs a regex with the g flag');
  const saved = re.lastIndex;
  try {
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      if (accept(m)) return m;
      if (m[0] === '') re.lastIndex = advance(text, re.lastIndex, re.unicode || re.flags.includes('v'));
    }
    return null;
  } finally {
    re.lastIndex = saved;
  }
}

function advance(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const c = text.charCodeAt(index);
  if (c < 0xd800 || c > 0xdbff) return index + 1;
  const d = text.charCodeAt(index + 1);
  return d >= 0xdc00 && d <= 0xdfff ? index + 2 : index + 1;
}
