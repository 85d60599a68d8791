// The way a person is addressed is part of their name span: the initials written right before a name
// ("L.-E. Pettiti", "F. A. Adeyemi", "D.R. Smith") and then the titles and honorifics before those
// ("Mr", "Alhaji", "Chief Dr"), each optionally with its dot and one or two spaces apart; a chain that names a
// judicial office ("Lord Justice", "Her Honour Judge") stays outside: it is the office, not the person's name.
// A postscript or note marker opening a line ("P.S. Tom", "N.B. Ama") is no initials.
// One home for both backends: the rule scanner (nameSpans.ts) and the tagger (src/detect/tagger/tag.ts)
// widen their person spans with it, so `basic` and `auto` mask "Mr D.R. Smith" whole.
import { isAddressHonorific, isJudicialOffice, isJudicialOfficeAlsoGiven, isNameTitle } from '../../lexicon/names.js';

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
  const chain: string[] = [];
  for (let k = 0; k < MAX_TITLES; k++) {
    const m = WORD_BEFORE.exec(text.slice(Math.max(0, at - 30), at));
    if (!m || !isNameTitle(m[1]!)) break;
    chain.unshift(m[1]!);
    at -= m[0].length;
  }
  if (at === nameStart) return { start: at, nameStart };
  // A chain naming a judicial office ("Lord Justice", "District Judge") is the office, not the name: it
  // stays outside the span (name-stoplist.json `judicialOffices`), so the masked text reads "Lord Justice [NAME]".
  if (isJudicialChain(chain)) return { start: nameStart, nameStart };
  // A form of address by kinship or familiarity ("Auntie", "Baba", "Mzee"; name-stoplist.json `addressHonorifics`; titles of
  // honour, office or religious rank such as "Pastor" or "Alhaji" are not among them and stay in the span, issue 13)
  // says how the writer stands to the person, not what the person is called: the chain stays outside, as an office does.
  if (chain.some((x) => isAddressHonorific(x))) return { start: nameStart, nameStart };
  return { start: at, nameStart, titles: text.slice(at, nameStart).replace(/\.?[ \t\u00a0]+$/u, '').replace(/[ \t\u00a0]+/gu, ' ') };
}

/** A title word at `at` (its dot and one or two spaces after it): the word, or null. */
const WORD_AFTER = /^(\p{Lu}[\p{L}\p{M}]*)\.?[ \t\u00a0]{1,2}/u;

/**
 * Where the name starts in a span [start, end) that opens with a chain of titles holding a judicial office
 * ("Lord Justice Darby", "Hon. Justice Ngozi Eze"): the office stays outside the name, as in
 * `nameStartWithTitles`. `start` itself when the span opens with no such chain or nothing would be left.
 */
export function afterJudicialTitles(text: string, start: number, end: number): number {
  const chain: string[] = [];
  let at = start;
  let nameAt = start;
  for (let k = 0; k < MAX_TITLES; k++) {
    const m = WORD_AFTER.exec(text.slice(at, end));
    if (!m || !isNameTitle(m[1]!)) break;
    at += m[0].length;
    chain.push(m[1]!);
    if (isJudicialOffice(m[1]!)) nameAt = at;
  }
  if (nameAt === start || nameAt >= end) return start;
  // The titles right before the span count too ("Lord" before a run read as "Justice Darby"), read only now
  // that the span opens with an office word (most spans open with none).
  for (let before = start, k = 0; k < MAX_TITLES; k++) {
    const m = WORD_BEFORE.exec(text.slice(Math.max(0, before - 30), before));
    if (!m || !isNameTitle(m[1]!)) break;
    chain.unshift(m[1]!);
    before -= m[0].length;
  }
  return isJudicialChain(chain) ? nameAt : start;
}

/**
 * A chain of titles naming a judicial office: one holding an office word, where a lone office word is no
 * common given name too ("Judge Blackwood"; "Justice Aliyu" alone may be a man named Justice, while "Mr Justice
 * Aliyu" and "Hon. Justice Aliyu" are the office; name-stoplist.json `judicialOfficesAlsoGiven`).
 */
export function isJudicialChain(words: readonly string[]): boolean {
  if (words.length === 1) return isJudicialOffice(words[0]!) && !isJudicialOfficeAlsoGiven(words[0]!);
  return words.some((x) => isJudicialOffice(x));
}

/** A word opening a span, in any case ("uMama", "Ẹ̀gbọ́n"), its optional dot and one or two spaces. */
const HONORIFIC_AFTER = /^([\p{L}][\p{L}\p{M}'’]*)\.?[ \t\u00a0]{1,2}(?=\p{Lu})/u;

/**
 * Where the name starts in a span [start, end) that opens with forms of address by kinship or familiarity
 * ("Auntie Efua", "Bro. Musa", "uMama Dlamini", "Ntate Nkosi"; name-stoplist.json `addressHonorifics`) and goes on
 * with a capitalised word: after them, as they stay outside a person's span (`nameStartWithTitles`). `start` itself
 * when the span opens with none, or holds nothing else.
 */
export function afterHonorifics(text: string, start: number, end: number): number {
  let at = start;
  for (let k = 0; k < MAX_TITLES; k++) {
    const m = HONORIFIC_AFTER.exec(text.slice(at, end));
    if (!m || !isAddressHonorific(m[1]!)) break;
    at += m[0].length;
  }
  return at < end ? at : start;
}
