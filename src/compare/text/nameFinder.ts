// Person names in free text for the text engine, used when the detection pipeline reports no name
// span (its lexicon name detector is optional) and /extract proposes none. Hand-written because the
// decision rests on the project's own name lexicon (src/lexicon/names.ts): a run of capitalised words
// is a name when it holds at least one lexicon name that is not a common word ("Adesola", "Smith")
// and at least two name-like words, or one such name right after a title ("Mrs Okafor").
// Words inside spans the detectors already claimed (addresses, ids) never form a name.
import { isNameTitle, type NameStrength, nameTokenStrength } from '../../lexicon/names.js';

export interface NameMention {
  text: string;
  /** UTF-16 offsets. */
  start: number;
  end: number;
}

// A capitalised word (letters, marks, apostrophes, inner hyphens) or an initial, optionally dotted.
const WORD = /\p{Lu}[\p{L}\p{M}'’]*(?:-[\p{L}\p{M}'’]+)*\.?/gu;
const LETTER_BEFORE = /[\p{L}\p{N}_@]$/u;
const LETTER_AFTER = /^[\p{L}\p{N}_@]/u;
// Only horizontal space may sit between two words of one name.
const GAP = /^[ \t\u00a0]{1,3}$/;
const SENTENCE_END = /[.!?:;\n]\s*$/;

type Kind = NameStrength | 'initial' | 'title';

interface Word {
  text: string;
  start: number;
  end: number;
  kind: Kind;
}

function kindOf(word: string): Kind {
  const bare = word.endsWith('.') ? word.slice(0, -1) : word;
  if (bare.length === 1) return 'initial';
  if (isNameTitle(bare)) return 'title';
  // Short all-capital words are acronyms (NIN, BVN, ID), not names.
  if (bare.length <= 3 && bare === bare.toUpperCase()) return 'never';
  if (bare.includes('-')) {
    const parts = bare.split('-').map(nameTokenStrength);
    if (parts.includes('strong')) return 'strong';
    if (parts.every((p) => p === 'soft' || p === 'unknown')) return 'unknown';
    return parts.includes('never') ? 'never' : 'word';
  }
  return nameTokenStrength(bare);
}

function words(text: string, claimed: readonly [number, number][]): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index;
    const end = start + m[0].length;
    if (LETTER_BEFORE.test(text.slice(Math.max(0, start - 1), start))) continue;
    if (LETTER_AFTER.test(text.slice(end, end + 1))) continue;
    if (claimed.some(([s, e]) => start < e && end > s)) continue;
    let kind = kindOf(m[0]);
    // A soft name that opens a sentence as a verb ("May I", "Will you") is not a name there.
    if (kind === 'verbLike' && (start === 0 || SENTENCE_END.test(text.slice(0, start)))) kind = 'word';
    out.push({ text: m[0], start, end, kind });
  }
  return out;
}

const NAME_LIKE: ReadonlySet<Kind> = new Set(['strong', 'soft', 'verbLike', 'unknown', 'initial']);

function toMention(text: string, run: Word[]): NameMention {
  const start = run[0]!.start;
  let end = run[run.length - 1]!.end;
  // A trailing full stop ends the sentence unless it closes an initial.
  const last = run[run.length - 1]!;
  if (last.text.endsWith('.') && last.kind !== 'initial') end -= 1;
  return { text: text.slice(start, end), start, end };
}

/** Trims initials and unknown words off the run's right edge (a name ends on a known name). */
function trimRight(run: Word[]): Word[] {
  let end = run.length;
  while (end > 0 && (run[end - 1]!.kind === 'initial' || run[end - 1]!.kind === 'unknown')) end--;
  return run.slice(0, end);
}

function qualifies(run: Word[], titled: boolean): boolean {
  const strong = run.filter((w) => w.kind === 'strong').length;
  if (strong === 0) return false;
  const named = run.filter((w) => w.kind !== 'initial').length;
  return named >= 2 || titled;
}

/** Person-name mentions in order of appearance. `claimed` are UTF-16 ranges already taken by other spans. */
export function findPersonNames(text: string, claimed: readonly [number, number][] = []): NameMention[] {
  const ws = words(text, claimed);
  const out: NameMention[] = [];
  let i = 0;
  while (i < ws.length) {
    const titled = ws[i]!.kind === 'title' && i + 1 < ws.length && GAP.test(text.slice(ws[i]!.end, ws[i + 1]!.start));
    let j = titled ? i + 1 : i;
    const first = j;
    while (j < ws.length && NAME_LIKE.has(ws[j]!.kind)) {
      if (j > first && !GAP.test(text.slice(ws[j - 1]!.end, ws[j]!.start))) break;
      // A full stop on a non-initial word ends the sentence, hence the name.
      if (j > first && ws[j - 1]!.text.endsWith('.') && ws[j - 1]!.kind !== 'initial') break;
      j++;
    }
    const run = trimRight(ws.slice(first, j));
    if (run.length > 0 && qualifies(run, titled)) out.push(toMention(text, run));
    i = Math.max(j, i + 1);
  }
  return out;
}
