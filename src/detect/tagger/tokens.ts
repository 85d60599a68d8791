// Tokens of the sequence tagger: words (letters, marks and digits joined by inner apostrophes, hyphens
// and dots, so "Murang'a", "Sekondi-Takoradi" and "D.R" stay whole), a possessive 's as a token of its
// own whether written glued or apart ("Mensah's", "Arafat 's": the name before it is then the same word
// the lexicons and the weights know), and single punctuation marks, with UTF-16 offsets. Training data
// is re-tokenised with the same function, so the tagger sees the same units when it learns and when it
// runs. Hand-written: a regex pass, no library needed.

/**
 * Words (an apostrophe joins two parts unless it starts a closing possessive 's), a possessive 's, or
 * one character of anything that is neither a word character nor a space.
 */
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:(?:['’](?!s(?![\p{L}\p{M}\p{N}]))|[-‐.])[\p{L}\p{M}\p{N}]+)*|['’]s(?![\p{L}\p{M}\p{N}])|[^\s\p{L}\p{M}\p{N}]/gu;

/** A text cut into tokens: parallel arrays of offsets and the token strings. */
export interface Tokens {
  starts: Int32Array;
  ends: Int32Array;
  words: string[];
  /** 1 where a token opens a sentence (text start, after . ! ? or a line break), else 0. */
  sentenceStart: Uint8Array;
  /** 1 where a line break separates the token from the one before it. */
  newlineBefore: Uint8Array;
}

/**
 * A capitalised word of letters and marks, inner apostrophes and hyphens allowed ("Mensah", "Ɗan-Iya",
 * "KAKA"; not "D.R" or "A4"): the shape of a name word the span rules (refine.ts, refinePersons.ts,
 * mentions.ts) look for.
 */
export const CAPITALISED_WORD = /^\p{Lu}[\p{L}\p{M}'’-]*$/u;

/**
 * True when token `t` stands one space after the token before it, on the same line ("River Clyde"; not "River\nClyde":
 * a line break ends a heading, a list entry or a signature line, and the next line opens something else).
 */
export function oneSpaceBefore(tokens: Tokens, t: number): boolean {
  return t > 0 && tokens.starts[t]! - tokens.ends[t - 1]! === 1 && tokens.newlineBefore[t] === 0;
}

/**
 * The last of up to `max` capitalised words (`CAPITALISED_WORD`, and `accept` when given) from token `a` on, each one
 * space after the one before it on one line (`oneSpaceBefore`): the words of a name after its opener or cue, as the
 * place and person rules read them (refine.ts `headFirstPlaces`, `cuedPlacesOtherLanguages`; refinePersons.ts
 * `addAliases`, `introducedNames`). How token `a` stands after the cue is the caller's test. `a - 1` when token `a`
 * is no such word.
 */
export function capitalisedRunEnd(tokens: Tokens, a: number, max: number, accept?: (word: string) => boolean): number {
  const n = tokens.words.length;
  const fits = (t: number) => CAPITALISED_WORD.test(tokens.words[t]!) && (accept === undefined || accept(tokens.words[t]!));
  let b = a - 1;
  while (b + 1 < n && b + 1 - a < max && fits(b + 1) && (b < a || oneSpaceBefore(tokens, b + 1))) b++;
  return b;
}

const ASCII_WORD = /^[\x00-\x7f]*$/;

/**
 * A word as the cue lists of refine.json write it (`place_cues_other_languages`, `name_cues_other_languages`): lower
 * case, NFC; only a word with letters beyond ASCII is normalised, so the cue rules' pass over every token stays cheap.
 */
export function cueWord(word: string): string {
  const w = word.toLowerCase();
  return ASCII_WORD.test(w) ? w : w.normalize('NFC');
}

/**
 * The first cue phrase of `groups` (phrases as word lists grouped by their first word, longest first: refine.ts `phrasesByWord`)
 * written from token `t` on with at least one token after it, each token read as `cueWord` reads it; with `oneLine`,
 * no line break inside the phrase. Undefined when none is.
 */
export function cueAt(tokens: Tokens, groups: ReadonlyMap<string, readonly (readonly string[])[]>, t: number, oneLine = false): readonly string[] | undefined {
  const cues = groups.get(cueWord(tokens.words[t]!));
  if (cues === undefined) return undefined;
  const n = tokens.words.length;
  return cues.find((c) => t + c.length < n && c.every((w, i) => i === 0 || ((!oneLine || tokens.newlineBefore[t + i] === 0) && cueWord(tokens.words[t + i]!) === w)));
}

/**
 * True when a cue phrase of `groups` (grouped by their last word, refine.ts `phrasesByWord` with `last`) ends right
 * before token `a`, read as `cueAt` reads it; with `oneLine`, no line break inside it or between it and token `a`.
 */
export function cueEndsBefore(tokens: Tokens, groups: ReadonlyMap<string, readonly (readonly string[])[]>, a: number, oneLine = false): boolean {
  return cueEndingBefore(tokens, groups, a, oneLine) !== undefined;
}

/** The cue of `groups` (phrasesByWord) that ends right before token `a`, as its words, or undefined (cueEndsBefore). */
export function cueEndingBefore(
  tokens: Tokens,
  groups: ReadonlyMap<string, readonly (readonly string[])[]>,
  a: number,
  oneLine = false,
): readonly string[] | undefined {
  if (a === 0) return undefined;
  const cues = groups.get(cueWord(tokens.words[a - 1]!));
  if (cues === undefined) return undefined;
  return cues.find((c) => {
    const k = a - c.length;
    if (k < 0 || (oneLine && tokens.newlineBefore.subarray(k + 1, a + 1).some((nl) => nl !== 0))) return false;
    return c.every((w, i) => i === c.length - 1 || cueWord(tokens.words[k + i]!) === w);
  });
}

const SENTENCE_END = new Set(['.', '!', '?', '…']);
/** Abbreviations and initials whose dot does not end a sentence ("Mr. Smith", "D.R. Smith"). */
const ABBREVIATION = /^(?:\p{Lu}(?:\.\p{Lu})*|Mr|Mrs|Ms|Dr|St|Prof|Rev|Hon|Sen|Gen|Col|Capt|Lt|Sgt|Jr|Sr|Mt|No|Nos|vs|etc)$/u;
const OPENERS = new Set(['"', '“', '‘', "'", '(', '[', '«', '-', '–', '—', '*', '•', ':']);

export function tokenize(text: string): Tokens {
  const starts: number[] = [];
  const ends: number[] = [];
  const words: string[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
    starts.push(m.index);
    ends.push(m.index + m[0].length);
    words.push(m[0]);
  }
  const n = words.length;
  const sentenceStart = new Uint8Array(n);
  const newlineBefore = new Uint8Array(n);
  let open = true;
  for (let i = 0; i < n; i++) {
    if (i > 0) {
      for (let c = ends[i - 1]!; c < starts[i]!; c++) {
        if (text.charCodeAt(c) === 10) {
          newlineBefore[i] = 1;
          open = true;
          break;
        }
      }
    }
    const w = words[i]!;
    if (open) {
      sentenceStart[i] = 1;
      // An opening quote or bullet keeps the sentence open for the word after it.
      open = OPENERS.has(w);
    }
    if (SENTENCE_END.has(w) && !(w === '.' && i > 0 && ends[i - 1] === starts[i] && ABBREVIATION.test(words[i - 1]!))) open = true;
  }
  return { starts: Int32Array.from(starts), ends: Int32Array.from(ends), words, sentenceStart, newlineBefore };
}
