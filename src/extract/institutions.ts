// ORGANIZATION proposals without a legal form: names built on an institution noun ("Zenith Bank",
// "Kenyatta National Hospital", "Ministry of Health", "University of Nairobi", "Lagos State
// Government"). Less sure than a legal form (0.7 against 0.85): the noun must be capitalised and carry
// at least one other capitalised word before it or an "of ..." complement after it.
import { ORGANISATION_WORDS } from './organisationWords.js';
import { nameWordsBefore } from './organizations.js';

export interface InstitutionSpan {
  /** UTF-16 start. */
  start: number;
  /** UTF-16 end. */
  end: number;
  /** The institution noun, lower-cased ("bank", "ministry"). */
  head: string;
}

export const INSTITUTION_HEADS: readonly string[] = ORGANISATION_WORDS.institution_heads;
/**
 * The nouns of organisation-words.json `complement_heads`, capitalised ("Court"): they name an organisation only with
 * their "of ..." complement ("High Court of Kenya", "Court of Appeal"); alone after a capitalised word they are as
 * often a street, a block of flats or a surname ("12 Elm Court", "Margaret Court"), so they are never proposed without it.
 */
const OF_ONLY_HEADS: readonly string[] = ORGANISATION_WORDS.complement_heads.map((w) => w[0]!.toUpperCase() + w.slice(1));
const OF_ONLY: ReadonlySet<string> = new Set(OF_ONLY_HEADS);
const HEAD_WORDS: ReadonlySet<string> = new Set([...INSTITUTION_HEADS, ...OF_ONLY_HEADS]);
const HEAD = new RegExp(`(?<![\\p{L}\\p{N}])(${[...INSTITUTION_HEADS, ...OF_ONLY_HEADS].join('|')})(?![\\p{L}\\p{N}])`, 'gu');
// "of Health", "of the Federal Capital Territory", "of Science & Technology" ("and" would join two names)
const OF_COMPLEMENT = /[ \t]of(?:[ \t]the)?((?:[ \t](?:&|for)?[ \t]?\p{Lu}[\p{L}\p{M}'’-]*){1,5})/uy;
const GAP_BEFORE = /[ \t]$/;

/**
 * Institutions in mixed case, then those written wholly in capitals ("KENYATTA NATIONAL HOSPITAL", "UNIVERSITY OF
 * LAGOS"), as letterheads, forms and court headings print them: the words of two capital letters or more are read
 * title-cased ("OF", "THE", "FOR", "AND" and the prepositions "AT", "IN", "ON", "TO", "BY", "FROM", "WITH" in lower case, the same length, so offsets hold) and an institution found so
 * is kept only when every letter of it was a capital and it overlaps none found as written. A capital word alone
 * ("BANK") still needs a capitalised word before it or a complement after it, as in mixed case.
 */
export function findInstitutions(text: string): InstitutionSpan[] {
  const out = findAsWritten(text);
  if (!CAPITALS_RUN.test(text)) return out;
  // No pattern of findAsWritten crosses a line break (names, complements and the words before a head are joined by
  // spaces and tabs only), so a name found in the title-cased text lies on one line, and a line title-casing leaves
  // as it was gives what the first pass gave. A name kept holds its head written in capitals ("BANK"), so only the lines
  // holding a head in capitals are read again, each alone: the same names as reading the whole title-cased text.
  const extra: InstitutionSpan[] = [];
  const words = CAPITALS_SCAN;
  words.lastIndex = 0;
  for (let m = words.exec(text); m !== null; m = words.exec(text)) {
    if (!HEAD_WORDS.has(m[1]! + m[2]!.toLowerCase())) continue;
    const from = text.lastIndexOf('\n', m.index) + 1;
    const newline = text.indexOf('\n', m.index);
    const to = newline < 0 ? text.length : newline;
    words.lastIndex = to;
    const line = text.slice(from, to);
    const titled = titleCaseCapitals(line);
    if (titled === line) continue;
    for (const s of findAsWritten(titled)) {
      const start = from + s.start;
      const end = from + s.end;
      if (!/\p{Ll}/u.test(line.slice(s.start, s.end)) && !out.some((o) => o.start < end && start < o.end)) extra.push({ start, end, head: s.head });
    }
  }
  return extra.length === 0 ? out : [...out, ...extra].sort((a, b) => a.start - b.start);
}

/** Two words of capitals in a row: a text with none has no institution written wholly in capitals. */
const CAPITALS_RUN = /\p{Lu}{2,}[ \t]+\p{Lu}{2,}/u;
const CAPITALS_WORD = /(?<![\p{L}\p{M}])(\p{Lu})(\p{Lu}+)(?![\p{L}\p{M}])/gu;
/** CAPITALS_WORD's own copy for findInstitutions' scan, compiled once: titleCaseCapitals' replace inside that loop resets CAPITALS_WORD's lastIndex. */
const CAPITALS_SCAN = new RegExp(CAPITALS_WORD.source, 'gu');
const SMALL_WORDS: ReadonlySet<string> = new Set(['OF', 'THE', 'FOR', 'AND', 'AT', 'IN', 'ON', 'TO', 'BY', 'FROM', 'WITH']);

/** Each word of two capitals or more title-cased, the small words of a name lower-cased; a word whose case change alters its length stays. */
function titleCaseCapitals(text: string): string {
  return text.replace(CAPITALS_WORD, (w: string, first: string, rest: string) => {
    const titled = SMALL_WORDS.has(w) ? w.toLowerCase() : first + rest.toLowerCase();
    return titled.length === w.length ? titled : w;
  });
}

function findAsWritten(text: string): InstitutionSpan[] {
  const out: InstitutionSpan[] = [];
  for (const m of text.matchAll(HEAD)) {
    const headStart = m.index;
    let end = headStart + m[0].length;
    OF_COMPLEMENT.lastIndex = end;
    const of = OF_COMPLEMENT.exec(text);
    if (of) {
      end = OF_COMPLEMENT.lastIndex;
      // A name may carry a second complement of its own ("Court of Appeal of Ghana", "Court of Justice of the European Union").
      for (let more = 0; more < 2 && OF_COMPLEMENT.exec(text); more++) end = OF_COMPLEMENT.lastIndex;
    } else if (OF_ONLY.has(m[0])) continue;
    let before = GAP_BEFORE.test(text.slice(Math.max(0, headStart - 1), headStart)) ? nameWordsBefore(text, headStart - 1) : [];
    // Numbers belong to addresses ("Box 149 Monika Union"): the name starts after the last one.
    const lastNumber = before.findLastIndex((w) => /^\p{N}/u.test(w.text));
    if (lastNumber >= 0) before = before.slice(lastNumber + 1);
    if (before.length === 0 && !of) continue;
    const start = before.length > 0 ? before[0]!.start : headStart;
    const last = out[out.length - 1];
    if (last && last.end > start) {
      // A longer name ending in a later head ("Lagos University Teaching Hospital") replaces the shorter.
      if (last.start >= start) out.pop();
      else continue;
    }
    out.push({ start, end, head: m[0].toLowerCase() });
  }
  return out;
}
