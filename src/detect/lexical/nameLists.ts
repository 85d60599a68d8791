// Two readings the name scanner (nameSpans.ts) adds: a text written all in lower case has its lexicon
// names capitalised in a same-length copy before scanning ("my name is lena andersson"), and words listed
// beside a one-word name are names too ("Romi, Erik, Amy and Donald").
import { lookupPlace } from '../../lexicon/gazetteer.js';
import { nameTokenFrequency, nameTokenStrength } from '../../lexicon/names.js';
import { LONE_CONFIDENCE, type NameSpan } from './nameSpans.js';
import { ALL_CAPS, CONTRACTION, POSSESSIVE } from './nameTokens.js';
import { allMatches } from '../../core/matches.js';

export const HAS_CAPITAL = /\p{Lu}/u;
const LOWER_WORD = /(?<![\p{L}\p{M}\p{N}@._-])\p{Ll}[\p{L}\p{M}]*(?:['’-][\p{L}\p{M}]+)*(?![\p{L}\p{M}\p{N}@_]|\.\p{L})/gu;

/**
 * A text written all in lower case ("my name is lena andersson", "follow up with benjamin a seiler"):
 * the lexicon names in it, the unknown words and initials right beside them, capitalised in a copy of
 * the same length, so the scanner can read them.
 */
export function capitaliseNames(text: string): string {
  const words = [...allMatches(LOWER_WORD, text)].map((m) => ({ start: m.index, end: m.index + m[0].length, word: m[0], strong: false, mark: false }));
  for (const w of words) w.strong = nameTokenStrength(w.word.replace(POSSESSIVE, '')) === 'strong';
  const adjacent = (a: { end: number }, b: { start: number }) =>
    (b.start - a.end === 1 && text[a.end] === ' ') || (b.start - a.end === 2 && text[a.end] === '.' && text[a.end + 1] === ' ');
  const isStrongNeighbour = (a: { end: number; word: string; strong: boolean } | undefined, b: { start: number; word: string; strong: boolean } | undefined) =>
    a !== undefined && b !== undefined && adjacent(a, b) && a.strong && b.strong;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // A short rare token alone ("riff") is more likely a word than a name.
    if (w.strong) w.mark = w.word.length >= 5 || nameTokenFrequency(w.word) >= 2 || isStrongNeighbour(words[i - 1], w) || isStrongNeighbour(w, words[i + 1]);
    else if (nameTokenStrength(w.word.replace(POSSESSIVE, '')) === 'unknown' || w.word.length === 1) {
      const prev = words[i - 1];
      const next = words[i + 1];
      w.mark = (prev?.strong === true && adjacent(prev, w)) || (next?.strong === true && adjacent(w, next) && w.word.length > 1);
    }
  }
  let out = '';
  let at = 0;
  for (const w of words) {
    if (!w.mark) continue;
    const upper = w.word[0]!.toUpperCase();
    if (upper.length !== 1) continue;
    out += text.slice(at, w.start) + upper;
    at = w.start + 1;
  }
  return out + text.slice(at);
}

const NEXT_ITEM = /(?:,[ \t]+|,?[ \t]+and[ \t]+)(\p{Lu}[\p{L}\p{M}'’-]*)(?![\p{L}\p{M}\p{N}]|\.\p{L})/uy;
const PREVIOUS_ITEM = /(?<![\p{L}\p{M}])(\p{Lu}[\p{L}\p{M}'’-]*)(?:,[ \t]+|,?[ \t]+and[ \t]+)$/u;

/**
 * Words listed beside a one-word name ("Romi, Erik, Amy and Donald", "Torpy and Salinas") are names too
 * when the lexicon does not say they are something else (a common word, a month, a country).
 */
export function listNeighbours(text: string, spans: NameSpan[]): NameSpan[] {
  const single = spans.filter((s) => !/\s/.test(text.slice(s.start, s.end)));
  if (single.length === 0) return spans;
  const taken = new Set(spans.map((s) => s.start));
  const added: NameSpan[] = [];
  const eligible = (word: string) => {
    const k = nameTokenStrength(word);
    if (k === 'word' || k === 'never' || k === 'verbLike' || word.length < 2 || CONTRACTION.test(word) || ALL_CAPS.test(word)) return false;
    return !lookupPlace(word).some((e) => e.kind === 'country' || e.capital === true);
  };
  const queue = [...single];
  while (queue.length > 0 && added.length < 50) {
    const s = queue.pop()!;
    NEXT_ITEM.lastIndex = s.end;
    const next = NEXT_ITEM.exec(text);
    const prev = PREVIOUS_ITEM.exec(text.slice(Math.max(0, s.start - 40), s.start));
    const found: NameSpan[] = [];
    if (next) {
      const start = s.end + next[0].length - next[1]!.length;
      found.push({ start, end: start + next[1]!.length, confidence: LONE_CONFIDENCE, lone: true });
    }
    if (prev) {
      const start = s.start - prev[0].length;
      found.push({ start, end: start + prev[1]!.length, confidence: LONE_CONFIDENCE, lone: true });
    }
    for (const f of found) {
      if (taken.has(f.start) || spans.some((o) => o.start < f.end && f.start < o.end) || !eligible(text.slice(f.start, f.end))) continue;
      // "Josef Mališ of Importio, and Pave's Irena": an organisation after `of`, or an owner, is no list of people.
      if (/(?:^|[^\p{L}])of[ \t]+$/u.test(text.slice(Math.max(0, f.start - 4), f.start)) || /^['’]s(?![\p{L}])/u.test(text.slice(f.end, f.end + 3))) continue;
      taken.add(f.start);
      added.push(f);
      queue.push(f);
    }
  }
  return added.length === 0 ? spans : [...spans, ...added].sort((a, b) => a.start - b.start);
}
