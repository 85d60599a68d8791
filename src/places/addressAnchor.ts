// Landmark anchors: `behind Elim Pharmacy`, `opposite the mosque`, `near Total filling station`,
// `nyuma ya Kanisa`. A relation word (several languages, from address-tokens.json), an optional
// article, then a landmark: a capitalised run and/or words up to a place-type keyword. The keyword
// decides anchor_type (commercial / religious / infrastructure); a landmark with none is `other`.
import {
  ADDRESS_TOKENS,
  ANCHOR_START_RE,
  type AnchorType,
  keywordTypeOf,
  LANDMARK_TOKEN_RE,
  MAX_KEYWORD_TOKENS,
  NAME_CONNECTORS,
  NOT_PLACE_WORDS,
} from './addressTokens.js';

export interface AnchorMatch {
  start: number; // UTF-16, at the relation word
  end: number; // UTF-16, after the landmark
  relation: string; // as written
  article?: string; // as written, when one stands between relation word and landmark
  landmark: string;
  type: AnchorType;
}

// Lower-case words that end a landmark: they start a new clause or phrase, never name a place.
const LANDMARK_STOP: ReadonlySet<string> = new Set(ADDRESS_TOKENS.landmark_stop_words);
const MAX_LANDMARK_TOKENS = 6;
const MAX_LOWER_BEFORE_KEYWORD = 3;

interface Tok {
  start: number;
  end: number;
  word: string;
  cap: boolean;
}

function isCapitalised(word: string): boolean {
  return /^[\p{Lu}\p{N}]/u.test(word);
}

function landmarkTokens(text: string, from: number): Tok[] {
  const toks: Tok[] = [];
  let p = from;
  while (toks.length < MAX_LANDMARK_TOKENS) {
    LANDMARK_TOKEN_RE.lastIndex = p;
    const m = LANDMARK_TOKEN_RE.exec(text);
    if (m === null) break;
    const word = m[0].replace(/['’-]+$/u, '');
    if (word === '') break;
    const cap = isCapitalised(word);
    if (!cap && LANDMARK_STOP.has(word.toLowerCase())) {
      // a connector inside a capitalised name (`Bank of Industry`) is kept, anything else ends it
      const next = /^[ \t]+([\p{Lu}])/u.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 4));
      const prev = toks[toks.length - 1];
      if (!(NAME_CONNECTORS.has(word) && next !== null && prev?.cap)) break;
    }
    toks.push({ start: m.index, end: m.index + word.length, word, cap });
    const gap = /^[ \t]+/.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 8));
    if (gap === null || word.length !== m[0].length) break;
    p = m.index + m[0].length + gap[0].length;
  }
  return toks;
}

/** Index after the last token of a keyword ending at token i, with its type, or undefined. */
function keywordEndingAt(toks: Tok[], i: number): Exclude<AnchorType, 'other'> | undefined {
  for (let len = Math.min(MAX_KEYWORD_TOKENS, i + 1); len >= 1; len--) {
    const phrase = toks
      .slice(i - len + 1, i + 1)
      .map((t) => t.word.toLowerCase())
      .join(' ');
    const type = keywordTypeOf(phrase);
    if (type !== undefined) return type;
  }
  return undefined;
}

/** Parses the landmark after a relation word whose text ends at `from`; null when there is none. */
function landmarkAt(text: string, from: number): { end: number; type: AnchorType } | null {
  const toks = landmarkTokens(text, from);
  if (toks.length === 0) return null;
  // leading capitalised run (connectors allowed between capitalised words)
  let capRun = 0;
  while (capRun < toks.length && (toks[capRun]!.cap || (capRun > 0 && NAME_CONNECTORS.has(toks[capRun]!.word)))) capRun++;
  while (capRun > 0 && !toks[capRun - 1]!.cap) capRun--;
  // rightmost keyword reachable with few lower-case words before it
  let kwEnd = -1;
  let kwType: AnchorType | undefined;
  let lower = 0;
  for (let i = 0; i < toks.length; i++) {
    if (!toks[i]!.cap) lower++;
    const type = keywordEndingAt(toks, i);
    if (type !== undefined) {
      kwEnd = i;
      kwType = type;
    } else if (lower > MAX_LOWER_BEFORE_KEYWORD) break;
  }
  const last = Math.max(kwEnd, capRun - 1);
  if (last < 0) return null;
  if (kwType === undefined) {
    // an untyped landmark: scan the capitalised run for an embedded keyword (`Elim Pharmacy Annex`)
    for (let i = 0; i <= last && kwType === undefined; i++) kwType = keywordEndingAt(toks, i);
    if (kwType === undefined && NOT_PLACE_WORDS.has(toks[0]!.word)) return null;
  }
  return { end: toks[last]!.end, type: kwType ?? 'other' };
}

function toMatch(text: string, m: RegExpExecArray): AnchorMatch | null {
  const lm = landmarkAt(text, m.index + m[0].length);
  if (lm === null) return null;
  const match: AnchorMatch = {
    start: m.index,
    end: lm.end,
    relation: m[1]!,
    landmark: text.slice(m.index + m[0].length, lm.end),
    type: lm.type,
  };
  if (m[2] !== undefined) match.article = m[2];
  return match;
}

/** Every anchor in a text, left to right, non-overlapping. */
export function findAnchors(text: string): AnchorMatch[] {
  const out: AnchorMatch[] = [];
  const re = ANCHOR_START_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const a = toMatch(text, m);
    if (a !== null) {
      out.push(a);
      re.lastIndex = a.end;
    }
  }
  return out;
}

const STICKY_ANCHOR_RE = new RegExp(ANCHOR_START_RE.source, 'iuy');

/** An anchor starting exactly at `pos`, or null. */
export function anchorAt(text: string, pos: number): AnchorMatch | null {
  STICKY_ANCHOR_RE.lastIndex = pos;
  const m = STICKY_ANCHOR_RE.exec(text);
  return m === null ? null : toMatch(text, m);
}
