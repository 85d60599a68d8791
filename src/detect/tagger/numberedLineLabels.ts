// The label of a numbered line ("Room 12:", "Plot 4C:", "Round 3:", "Table no. 5:") read as a person or a place
// (numberedLineLabels). Its own module beside refine.ts fieldLabels, which reads the labels written right before a colon.
import { allMatches } from '../../core/matches.js';
import { isFamilyName, isGivenName } from '../../lexicon/index.js';
import { type RefinedSpan, replaced } from './spanIndex.js';

/**
 * A capitalised word opening a line, then the item's number (digits, maybe a letter glued after them: "28B"; maybe after
 * "nr", "no", "n°", "#" and a dot), then a colon not followed by a digit (which makes "John 3:16" a verse, a time's
 * "Term 2:30" a clock): group 1 the word.
 */
const NUMBERED_LABEL = /(?:^|\n)[ \t]*(\p{Lu}[\p{L}\p{M}]*)[ \t]+(?:(?:nr|no|n°|nº|#)\.?[ \t]*)?\d{1,4}\p{L}?[ \t]*:(?![ \t]*\d)/gu;

/**
 * `Room 12: …`, `Plot 4C: …`, `Round 3: …`, `Kamer 7: …`, `Działka nr 12: …`: allocation lists, results, seating plans and
 * rosters open each line with the kind of item, its number and a colon, and the tagger, which sees a capitalised word
 * at a line's start before a name, reads the label word as a person or a place. A person or place span that is exactly
 * such a word is dropped when the text opens two lines or more with it so (a list's label), or when no name list
 * holds it as a given or a family name (a one-line label: "Round 3:"); a name that opens one line before a number
 * and a colon ("Mensah 2: …") stays. A span running past the word is left to the other rules.
 */
export function numberedLineLabels(text: string, spans: RefinedSpan[]): RefinedSpan[] {
  if (!text.includes(':')) return spans;
  const labels = new Map<number, string>();
  const times = new Map<string, number>();
  for (const m of allMatches(NUMBERED_LABEL, text)) {
    const word = m[1]!;
    labels.set(m.index + m[0].indexOf(word), word);
    times.set(word, (times.get(word) ?? 0) + 1);
  }
  if (labels.size === 0) return spans;
  const removed = new Set<RefinedSpan>();
  for (const s of spans) {
    if (s.type !== 'PER' && s.type !== 'LOC') continue;
    const word = labels.get(s.start);
    if (word === undefined || s.end !== s.start + word.length) continue;
    if ((times.get(word) ?? 0) >= 2 || (!isGivenName(word) && !isFamilyName(word))) removed.add(s);
  }
  return replaced(spans, removed, []);
}
