// Dates of birth (PII-1-DOB). A date is personal data of this kind only when the text says so, so a
// cue ("born", "DOB", "né le", "geboren", ... in dob-lexicon.json) must precede it within a short
// stretch of the same sentence. Numeric (d/m/y, y-m-d) and month-name forms in English and the main
// EU languages; day-first unless the numbers only make sense month-first.
import type { Detector, RawSpan } from '../types.js';
import { CONFIDENCE } from './confidence.js';
import { escapeRegExp, rawSpan } from './span.js';
import { allMatches, phraseTrie } from '../../core/matches.js';
import { DOB_LEXICON as LEXICON } from './dobLexicon.js';



const MONTH_NUMBER = new Map<string, number>();
for (const months of Object.values(LEXICON.months)) {
  months.forEach((names, i) => {
    for (const n of names) MONTH_NUMBER.set(n, i + 1);
  });
}
const MONTH_ALT = [...MONTH_NUMBER.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');

const NUMERIC = String.raw`(?<n1>\d{1,2})(?<s1>[./-])(?<n2>\d{1,2})\k<s1>(?<n3>\d{4}|\d{2})|(?<y>\d{4})(?<s2>[./-])(?<ym>\d{1,2})\k<s2>(?<yd>\d{1,2})`;
const DAY_MONTH = String.raw`(?<d1>\d{1,2})(?:st|nd|rd|th|er|\.|º|°)?(?:(?:\s+(?:of|de))?\s+|-)(?<m1>${MONTH_ALT})\.?(?:,?(?:\s+de)?\s+|-)(?<y1>\d{4})`;
const MONTH_DAY = String.raw`(?<m2>${MONTH_ALT})\.?\s+(?<d2>\d{1,2})(?:st|nd|rd|th)?,?\s+(?<y2>\d{4})`;
const MONTH_YEAR = String.raw`(?<m3>${MONTH_ALT})\.?,?\s+(?<y3>\d{4})`;
const YEAR_ONLY = String.raw`(?<=\b(?:in|im|en|nel|em|in the year)\s+)(?<y4>(?:19|20)\d{2})`;
// Cue, then up to 24 characters of the same clause (no digits, no sentence end), then the date.
// Cheap gate: the first three characters of some cue must occur before the full pattern runs.
const CUE_GATE = new RegExp([...new Set(LEXICON.cues.map((c) => c.slice(0, 3).toLowerCase()))].map(escapeRegExp).join('|'), 'i');
// The cue alone first, then the date read with a sticky pattern from the end of each cue: up to 24 characters of
// the same clause (no digits, no sentence end), then the date. The cues as a prefix trie (core/matches.ts
// phraseTrie: the longest-first alternation's matches, each white-space run as `\s+`, each character tried once at
// a position; as a flat alternation under `iu` every cue was tried at every position: issue 19, session 40).
const CUE = new RegExp(`(?:${phraseTrie(LEXICON.cues, 'giu', false)})`, 'giu');
const WORDISH = /[\p{L}\p{N}]/u;
const DATE_AFTER_CUE = new RegExp(
  // A year alone right after the cue (`born 1962`, `DOB: 1962`), or any form a few words later.
  String.raw`(?![\p{L}])(?:[\s:=(,-]*(?<ybare>(?:19|20)\d{2})(?![\p{L}\p{N}]|[./-]\d)|` +
    String.raw`[^\n\d.;!?]{0,24}?(?<![\p{N}])(?<date>${NUMERIC}|${DAY_MONTH}|${MONTH_DAY}|${MONTH_YEAR}|${YEAR_ONLY})(?![\p{L}\p{N}]|[./-]\d))`,
  'iuy',
);

function fullYear(y: string): number {
  if (y.length === 4) return Number(y);
  const n = Number(y);
  return n <= 30 ? 2000 + n : 1900 + n;
}

const pad = (n: number) => String(n).padStart(2, '0');

function validDay(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1 || y < 1880 || y > 2100) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Reads the matched groups into an ISO date (or year-month / year), or null when not a real date. */
function toIso(g: Record<string, string | undefined>): { iso: string; year: number; precision: string } | null {
  if (g.n1 !== undefined) {
    const a = Number(g.n1);
    const b = Number(g.n2);
    const y = fullYear(g.n3!);
    const [d, m] = a > 12 || b <= 12 ? [a, b] : [b, a];
    return validDay(y, m, d) ? { iso: `${y}-${pad(m)}-${pad(d)}`, year: y, precision: 'day' } : null;
  }
  if (g.y !== undefined) {
    const y = Number(g.y);
    const m = Number(g.ym);
    const d = Number(g.yd);
    return validDay(y, m, d) ? { iso: `${y}-${pad(m)}-${pad(d)}`, year: y, precision: 'day' } : null;
  }
  const monthName = (g.m1 ?? g.m2 ?? g.m3)?.toLowerCase();
  if (monthName !== undefined) {
    const m = MONTH_NUMBER.get(monthName)!;
    const y = Number(g.y1 ?? g.y2 ?? g.y3);
    if (g.m3 !== undefined) return validDay(y, m, 1) ? { iso: `${y}-${pad(m)}`, year: y, precision: 'month' } : null;
    const d = Number(g.d1 ?? g.d2);
    return validDay(y, m, d) ? { iso: `${y}-${pad(m)}-${pad(d)}`, year: y, precision: 'day' } : null;
  }
  const y = Number(g.y4 ?? g.ybare);
  return { iso: String(y), year: y, precision: 'year' };
}

export function findDatesOfBirth(text: string): RawSpan[] {
  const out: RawSpan[] = [];
  if (!CUE_GATE.test(text)) return out;
  for (const cue of allMatches(CUE, text)) {
    if (cue.index > 0 && WORDISH.test(text[cue.index - 1]!)) continue;
    DATE_AFTER_CUE.lastIndex = cue.index + cue[0].length;
    const m = DATE_AFTER_CUE.exec(text);
    if (!m) continue;
    const g = m.groups!;
    const date = g.date ?? g.ybare!;
    const parsed = toIso(g);
    if (!parsed) continue;
    const start = m.index + m[0].length - date.length;
    const conf = parsed.precision === 'day' ? CONFIDENCE.cueStrong : parsed.precision === 'month' ? 0.7 : CONFIDENCE.cueWeak;
    out.push(rawSpan('PII-1-DOB', start, start + date.length, conf, 'dob', parsed.iso, { year: parsed.year, precision: parsed.precision }));
  }
  return out;
}

export const dobDetector: Detector = {
  name: 'dob',
  countries: [],
  detect: (text) => findDatesOfBirth(text),
};
