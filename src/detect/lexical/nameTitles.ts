// The way a person is addressed is part of their name span: the initials written right before a name
// ("L.-E. Pettiti", "F. A. Adeyemi", "D.R. Smith") and then the titles and honorifics before those
// ("Mr", "Lord Justice", "Alhaji", "Chief Dr"), each optionally with its dot and one or two spaces apart.
// A postscript or note marker opening a line ("P.S. Tom", "N.B. Ama") is no initials.
// One home for both backends: the rule scanner (nameSpans.ts) and the tagger (src/detect/tagger/tag.ts)
// widen their person spans with it, so `basic` and `auto` mask "Mr D.R. Smith" whole.
import { isNameTitle } from '../../lexicon/names.js';

/** Initials (a capital and a dot, maybe hyphenated) ending right before a name, after a non-letter. */
const INITIALS_BEFORE = /(?<![\p{L}\p{M}])(?:\p{Lu}\.[-‐]?[ \t]?)+$/u;
/** A capitalised word, its optional dot and one or two spaces, right before a position. */
const WORD_BEFORE = /(?<![\p{L}\p{M}\p{N}])(\p{Lu}[\p{L}\p{M}]*)\.?[ \t\u00a0]{1,2}$/u;
/** A postscript or note marker opening a line ("P.S. Tom, please call", "N.B. Ama will come"): no initials. */
const NOTE_MARKER = /(?:^|\n)[ \t]*(?:P\.(?:P\.)?S\.|N\.B\.)[ \t]?$/u;
/** The marker as one token without its last dot ("P.S", "P.P.S", "N.B"), as the tagger's tokens write it. */
const NOTE_MARKER_TOKEN = /^(?:P\.(?:P\.)?S|N\.B)$/u;
export const isNoteMarker = (token: string): boolean => NOTE_MARKER_TOKEN.test(token);
/** At most this many titles in a row ("Chief Dr Alhaji"). */
const MAX_TITLES = 4;

export interface NameStart {
  /** Start of the titles and initials before the name (or the name's own start). */
  start: number;
  /** Start of the name with its initials, after the titles. */
  nameStart: number;
  /** The titles as written ("Lord Justice"), when there were any. */
  titles?: string;
}

/** Where the person span whose name starts at `start` begins, once its initials and titles are taken in. */
export function nameStartWithTitles(text: string, start: number): NameStart {
  let at = start;
  const before = text.slice(Math.max(0, at - 24), at);
  const initials = INITIALS_BEFORE.exec(before);
  // (`^` in NOTE_MARKER is the text's start only: a cut 24-character slice is longer than any marker.)
  if (initials && !NOTE_MARKER.test(before)) at -= initials[0].length;
  const nameStart = at;
  for (let k = 0; k < MAX_TITLES; k++) {
    const m = WORD_BEFORE.exec(text.slice(Math.max(0, at - 30), at));
    if (!m || !isNameTitle(m[1]!)) break;
    at -= m[0].length;
  }
  if (at === nameStart) return { start: at, nameStart };
  return { start: at, nameStart, titles: text.slice(at, nameStart).replace(/\.?[ \t\u00a0]+$/u, '').replace(/[ \t\u00a0]+/gu, ' ') };
}
