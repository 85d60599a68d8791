// ORGANIZATION proposals: a run of capitalised words ending in a company legal form ("Kijani Tea
// Exporters Ltd", "Siemens AG", "Shoprite Holdings (Pty) Ltd", "Banco Santander, S.A."). Without a legal
// form nothing is proposed: a capitalised run alone is as often a person, a place or a heading.
// Hand-written: no npm package lists legal forms across the African and European jurisdictions we serve;
// the lists live in organisation-words.json.
import { escapeRegExp } from '../core/matches.js';
import { ORGANISATION_WORDS } from './organisationWords.js';

export interface OrgSpan {
  /** UTF-16 start. */
  start: number;
  /** UTF-16 end. */
  end: number;
  legalForm: string;
}

// Longest forms first in the file, so "Pty Ltd" wins over "Ltd" and "S.A.S." over "S.A.".
export const LEGAL_FORMS: readonly string[] = ORGANISATION_WORDS.legal_forms;


// The form must end at a word boundary; a dot that ends the sentence after "Ltd" is not part of it.
const FORM = new RegExp(`(?:,[ \\t]?|[ \\t])(${LEGAL_FORMS.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'gu');
const NAME_WORD = /(?:\p{Lu}[\p{L}\p{M}\p{N}'’.\-&]*|\p{N}[\p{L}\p{N}]*|&)$/u;
const GAP = /[ \t]{1,2}$/;
// "of" joins only after a word that names an institution ("Bank of Industry Ltd").
const OF_HEADS: ReadonlySet<string> = new Set(ORGANISATION_WORDS.of_heads);
// Capitalised words that open a sentence or a label rather than a company name.
const LEADING_NOISE: ReadonlySet<string> = new Set(ORGANISATION_WORDS.leading_noise);
const MAX_WORDS = 7;

interface Word {
  start: number;
  text: string;
}

/** Takes words leftwards from `end` while they can be part of a company name. */
export function nameWordsBefore(text: string, end: number): Word[] {
  const words: Word[] = [];
  let pos = end;
  while (words.length < MAX_WORDS) {
    const before = text.slice(Math.max(0, pos - 60), pos);
    const m = /(\S+)$/u.exec(before);
    if (!m) break;
    const word = m[1]!;
    const start = pos - word.length;
    // A word ending in punctuation closes the previous sentence or list item.
    if (/[.,;:!?]$/.test(word)) break;
    if (NAME_WORD.test(word) && /^(?:\p{Lu}|\p{N}|&)/u.test(word)) {
      words.unshift({ start, text: word });
    } else if (word === 'of' && words.length > 0) {
      const prev = /(\S+)[ \t]+$/u.exec(text.slice(Math.max(0, start - 40), start));
      if (!prev || !OF_HEADS.has(prev[1]!.toLowerCase())) break;
      words.unshift({ start, text: word });
    } else break;
    const gapBefore = text.slice(Math.max(0, start - 3), start);
    const gap = GAP.exec(gapBefore);
    if (!gap) break;
    pos = start - gap[0].length;
  }
  while (words.length > 0 && (LEADING_NOISE.has(words[0]!.text) || words[0]!.text === '&' || words[0]!.text === 'of')) words.shift();
  return words;
}

export function findOrganizations(text: string): OrgSpan[] {
  const out: OrgSpan[] = [];
  for (const m of text.matchAll(FORM)) {
    const formStart = m.index + m[0].length - m[1]!.length;
    const words = nameWordsBefore(text, m.index);
    if (words.length === 0) continue;
    const start = words[0]!.start;
    const end = formStart + m[1]!.length;
    const last = out[out.length - 1];
    if (last && last.end > start) continue;
    out.push({ start, end, legalForm: m[1]! });
  }
  return out;
}
