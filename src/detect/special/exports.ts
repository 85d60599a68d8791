// Export layouts of the special-category detector: JSON-like `"key": value` pairs, `key=value` log lines and
// query strings, snake_case YAML-like lines, XML-like elements (`<religion>Muslim</religion>`), short
// header labels on plain form lines ("Party: APGA"), and registers of members under a heading that names a
// party or union ("CHECK-OFF LIST - GNAT"). A key names its category as a label does ("hivStatus",
// "ethnic_origin"), or holds one of the category's terms itself ("union_member": true, "face_match_score":
// 0.97, "isDiabetic": "Y"), or a label with a tail word ("fingerprint_template_id"): then the key is the
// special-category fact and the span runs from key to value; a
// false or "no" value says the fact does not hold and is left alone, as a "no" answer is. An export line whose
// keys include an aggregate key ("region", "count", "event") describes a place, period or event, not a person.
import { foldAccents } from '../../core/fold.js';
import { escapeRegExp, phraseAlternation } from '../../core/matches.js';
import type { CompiledCategory, CompiledCues } from './lexicon.js';
import { sentenceInside } from './context.js';
import { type Header, headersOf, headerValue, type TableCell } from './forms.js';

/** A header or key as label words: "hivStatus", "ethnic_origin", "Sexual orientation" -> "hiv status", "ethnic origin", "sexual orientation". */
export function keyWords(key: string): string {
  return foldAccents(key.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').replace(/[_-]+/g, ' '))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

// "key": "value" or a bare JSON value (JSON-like export), key="value" or key=value (log lines, query strings
// ending at `&`), snake_case YAML-like keys at a line start ("trade_union: Unite"), and XML-like elements
// (`<diagnosis>asthma</diagnosis>`); plain "Religion: X" lines are the form labels of the category files.
// Each layout is its own expression, opening with its literal character where it can (the engine then skips to
// it), and runs only when the text holds that character; groups: 1 key, 2 value.
const KEYED: ReadonlyArray<[string, RegExp]> = [
  ['"', /"([\p{L}][\p{L}\p{N}_ -]{1,40})"[ \t]*:[ \t]*(?:"([^"\n]{1,120})"|(true|false|yes|no|null|-?\d[\d.]{0,20}))/gu],
  ['=', /(?<=(?<![\p{L}\p{N}_])([\p{L}][\p{L}\p{N}_]{1,40}))=(?:"([^"\n]{1,120})"|([^\s"&]{1,60}))/gu],
  ['_', /(?:^|\n)[ \t]*([\p{Ll}][\p{Ll}\p{N}]*_[\p{Ll}\p{N}_]+)[ \t]*:[ \t]*([^\n]{1,120})/gu],
  ['</', /<([\p{L}][\p{L}\p{N}_:-]{1,40})(?:[ \t][^<>\n]{0,80})?>([^<\n]{1,120})<\/\1>/gu],
];
const QUOTED_KEY = /"([^"\n]{1,40})"[ \t]*:/gu;
const plainLines = new WeakMap<readonly CompiledCategory[], RegExp | null>();

/** A plain form line whose label is a short header ("Party: APGA", "Orientation: bisexual"): one expression over the short headers. */
function plainLine(categories: readonly CompiledCategory[], headers: Map<string, Header>): RegExp | null {
  let re = plainLines.get(categories);
  if (re === undefined) {
    const strict = [...headers].filter(([, h]) => h.strict).map(([w]) => escapeRegExp(w).replace(/ /g, '[ \\t]+'));
    re = strict.length === 0 ? null : new RegExp(`(?:^|\\n)[ \\t*•-]*(${strict.sort((a, b) => b.length - a.length).join('|')})[ \\t]*[:：][ \\t]*([^\\n]{1,60})`, 'giu');
    plainLines.set(categories, re);
  }
  return re;
}
const KEY_IN_LINE = /"([\p{L}][\p{L}\p{N}_ -]{1,40})"[ \t]*:|(?<![\p{L}\p{N}_])([\p{L}][\p{L}\p{N}_]{1,40})=|<([\p{L}][\p{L}\p{N}_:-]{1,40})[ \t>]/gu;
const FALSE = /^(?:false|no|n|0|null|none|nil|n\/a|-)$/iu;
// Words around a term in a flag or score key: "is_hiv_positive", "has_criminal_record", "face_match_score", "fingerprint_hash".
const KEY_LEAD = new Set(['is', 'has', 'had', 'have', 'was', 'ever', 'any', 'flag', 'known']);
const KEY_TAIL = new Set(['score', 'hash', 'template', 'status', 'flag', 'result', 'value', 'yn', 'captured', 'verified', 'done', 'date', 'id', 'ref', 'level', 'pct', 'percent', 'confidence', 'passed', 'ok', 'data', 'on', 'file']);

const termMaps = new WeakMap<readonly CompiledCategory[], Map<string, CompiledCategory>>();

function termsOf(categories: readonly CompiledCategory[]): Map<string, CompiledCategory> {
  let map = termMaps.get(categories);
  if (map) return map;
  map = new Map();
  for (const c of categories) for (const t of c.data.terms) if (!map.has(keyWords(t))) map.set(keyWords(t), c);
  termMaps.set(categories, map);
  return map;
}

/** The header a key names, or the category whose term the key holds once its flag and score words are set aside. */
function keyMeaning(words: string, headers: Map<string, Header>, terms: Map<string, CompiledCategory>): { header?: Header; term?: CompiledCategory; stripped?: boolean } | null {
  const direct = headers.get(words);
  if (direct) return { header: direct };
  const parts = words.split(' ');
  while (parts.length > 1 && KEY_LEAD.has(parts[0]!)) parts.shift();
  for (let n = parts.length; n > 0; n--) {
    const w = parts.slice(0, n).join(' ');
    const h = headers.get(w);
    if (h && n < parts.length) return { header: h, stripped: true };
    const t = terms.get(w);
    if (t) return { term: t };
    if (!KEY_TAIL.has(parts[n - 1]!)) break;
  }
  return null;
}

/** Whether the export line holding `at` (starting at `ls`, found when not given) has an aggregate key (region, count, event): a statistic or an event, not a person. */
export function aggregateLine(text: string, at: number, cues: CompiledCues, cache: Map<number, boolean>, ls = text.lastIndexOf('\n', at - 1) + 1): boolean {
  let v = cache.get(ls);
  if (v === undefined) {
    const nl = text.indexOf('\n', at);
    v = false;
    for (const m of text.slice(ls, nl === -1 ? text.length : nl).matchAll(KEY_IN_LINE)) {
      if (cues.aggregateKeys.has(keyWords(m[1] ?? m[2] ?? m[3]!))) {
        v = true;
        break;
      }
    }
    cache.set(ls, v);
  }
  return v;
}

/** Values of export keys that name a category (labels, and `column_headers` for listed names only); the keys go to `names`; `cache` holds the aggregate-line verdicts by line start, shared with the caller. */
export function keyedValues(text: string, categories: readonly CompiledCategory[], cues: CompiledCues, names: Array<[number, number]>, cache: Map<number, boolean>): TableCell[] {
  const out: TableCell[] = [];
  const headers = headersOf(categories);
  const terms = termsOf(categories);
  for (const [mark, re] of KEYED) {
    if (!text.includes(mark)) continue;
    for (const m of text.matchAll(re)) {
      const key = m[1]!;
      const raw = m[2] ?? m[3]!;
      const meaning = keyMeaning(keyWords(key), headers, terms);
      if (!meaning || meaning.header?.companion) continue;
      const value = raw.trim();
      const keyStart = mark === '=' ? m.index - key.length : m.index + m[0].indexOf(key);
      // A key answered no or with nothing ("<disability>none</disability>", '"is_hiv_positive": false') is a label whose
      // words state nothing: the key, and an element's closing tag, go to `names` so no term is read inside them.
      const nameKey = (): void => {
        names.push([keyStart, keyStart + key.length]);
        if (mark === '</') names.push([m.index + m[0].length - key.length - 1, m.index + m[0].length - 1]);
      };
      if (value === '' || FALSE.test(value) || meaning.header?.category.empty.has(foldAccents(value).toLowerCase())) {
        nameKey();
        continue;
      }
      if (aggregateLine(text, m.index + 1, cues, cache)) continue;
      const start = m.index + m[0].lastIndexOf(raw) + (raw.length - raw.trimStart().length);
      nameKey();
      // An export line may describe a crop, a strike or a device: its values need a person or a subject key.
      if (meaning.term || meaning.stripped) {
        out.push({ category: meaning.term ?? meaning.header!.category, start: keyStart, end: start + value.length, needsContext: true });
        continue;
      }
      const h = meaning.header!;
      // A short key such as "party" counts only for a listed name.
      if (!headerValue(h, value)) continue;
      out.push({ category: h.category, start, end: start + value.length, needsContext: true });
    }
  }
  // A quoted key before a colon is a label even when its value is an object or a number ("biometrics": {,
  // "diabetes_rate": 4.2): a term inside it is never a value.
  if (text.includes('":')) for (const m of text.matchAll(QUOTED_KEY)) names.push([m.index + 1, m.index + 1 + m[1]!.length]);
  const plain = plainLine(categories, headers);
  if (plain && (text.includes(':') || text.includes('：'))) {
    for (const m of text.matchAll(plain)) {
      const h = headers.get(keyWords(m[1]!));
      if (!h?.strict) continue;
      const value = m[2]!.replace(/[\s.,;]+$/u, '');
      // An empty answer states nothing here as under an export key ('Conviction: none'; sets 11-49 leave such fields unmarked).
      if (h.category.empty.has(foldAccents(value).toLowerCase()) || !headerValue(h, value)) continue;
      const start = m.index + m[0].length - m[2]!.length;
      out.push({ category: h.category, start, end: start + value.length, needsContext: true });
    }
  }
  return out;
}

/**
 * A register of members: a first line naming a listed party or union, or a faith, beside a register word ("CHECK-OFF LIST -
 * GNAT", "MEMBERSHIP REGISTER - NUT") makes a membership word ("member", "paid up") on a later line that
 * person's affiliation; licensed like a pattern hit, so the line must name someone.
 */
export function registerRows(text: string, categories: readonly CompiledCategory[], cues: CompiledCues): TableCell[] {
  const nl = text.indexOf('\n');
  if (nl === -1) return [];
  const first = text.slice(0, nl);
  const folded = foldAccents(first).toLowerCase();
  if (!cues.registerWords.test(folded)) return [];
  // A listed party or union as written, or a belief term ("Anglican" in "Church register - St John's Anglican Church").
  const names = (c: CompiledCategory): boolean => {
    if (c.data.case_sensitive_sets) return [...c.setMembers].some((m) => wholeWordIn(first, m) || (m.length >= 3 && wholeWordIn(first, m.toUpperCase())));
    if (c.data.kind !== 'belief' || !c.terms) return false;
    c.terms.lastIndex = 0;
    return c.terms.test(folded);
  };
  const named = categories.filter(names);
  if (named.length !== 1) return [];
  const out: TableCell[] = [];
  const rest = foldAccents(text.slice(nl)).toLowerCase();
  cues.membershipWords.lastIndex = 0;
  if (rest.length !== text.length - nl) return [];
  for (const m of rest.matchAll(cues.membershipWords)) out.push({ category: named[0]!, start: nl + m.index, end: nl + m.index + m[0].length, needsContext: true });
  return out;
}

function wholeWordIn(line: string, word: string): boolean {
  return wordAt(line, word) !== -1;
}

/**
 * A heading line: short, with no sentence end inside or at its close. An abbreviation's dot ends no sentence ("INVOICE No.
 * 7781", "To: Hon. Grace Wairimu": context.ts sentenceInside reads abbreviations.json), so such a line still heads a list.
 */
function headingLine(line: string): boolean {
  return line.length >= 1 && line.length <= 100 && !/[.!?]$/u.test(line) && !sentenceInside(line);
}
/** How many lines at a text's head may hold the heading over a list. */
const HEADING_LINES = 3;

/**
 * A listed party or union named on a text's heading lines (the first lines, each short and no sentence: "NUT Abuja branch
 * - election results", "Party: APC", "Ortsverband CDU Bonn - Mitgliederliste") heads a list of that body's people: the
 * name is a candidate whose licence (index.ts) asks for a person named on a short line below it. A name listed only in the
 * sets (also a word or another body's name: 'Unite', 'NUT', 'CPP') needs a unit or gathering word of a party or union on
 * the heading lines (cues.json `list_heading_words`); one also listed as an acronym or term of the category does not.
 * `below` is where the name's line ends: the people are after it.
 */
export function headedLists(text: string, categories: readonly CompiledCategory[], cues: CompiledCues): Array<TableCell & { below: number; row?: true }> {
  const lines: Array<[number, number]> = [];
  for (let ls = 0; lines.length < HEADING_LINES && ls < text.length; ) {
    const nl = text.indexOf('\n', ls);
    const le = nl === -1 ? text.length : nl;
    if (!headingLine(text.slice(ls, le).trim())) break;
    if (nl === -1) break;
    lines.push([ls, le]);
    ls = nl + 1;
  }
  if (lines.length === 0) return [];
  const head = text.slice(0, lines[lines.length - 1]![1]);
  const worded = cues.listHeadingWords.test(foldAccents(head).toLowerCase());
  const out: Array<TableCell & { below: number; row?: true }> = [];
  for (const c of categories) {
    // A faith body's own name (set `bodies` of a belief category: 'Church of Pentecost', 'NG Kerk', 'Jama'atu Nasril Islam')
    // heads its register, roll, prayer list or bulletin as a party's name heads its list: the people below are its members.
    // It names one body and no other thing, so it needs no heading word; a belief word ('Catholic') is not a body and may
    // head a hospital's or school's record, so only the set's bodies are read here.
    const bodies = c.data.kind === 'belief' ? c.data.sets['bodies'] : undefined;
    if (bodies === undefined && (c.data.kind !== 'affiliation' || !c.data.case_sensitive_sets)) continue;
    const own = new Set([...(c.data.acronyms ?? []), ...(c.data.terms ?? [])]);
    const before = out.length;
    for (const m of bodies ?? c.setMembers) {
      if (bodies === undefined && !worded && !own.has(m)) continue;
      for (const [ls, le] of lines) {
        const line = text.slice(ls, le);
        for (const w of m.length >= 3 && m.toUpperCase() !== m ? [m, m.toUpperCase()] : [m]) {
          const at = wordAt(line, w);
          if (at !== -1) out.push({ category: c, start: ls + at, end: ls + at + w.length, needsContext: true, below: le });
        }
      }
    }
    if (out.length > before) out.push(...rowRoles(text, c, Math.min(...out.slice(before).map((h) => h.below))));
  }
  return out;
}

const rowRoleRegex = new WeakMap<CompiledCategory, RegExp | null>();

/**
 * The offices of the body a heading names, written on the rows of its list ("1. Chinedu Eze — branch secretary",
 * "Kofi Appiah, shop steward" under "NLC Ibadan branch delegates"): the category's `list_row_roles`, one per row, each
 * kept (index.ts `listedBelow`, `row`) only when its own row names a person. The body is named on the heading, not on the
 * row, so the role alone says which body's office the person holds.
 */
function rowRoles(text: string, c: CompiledCategory, headEnd: number): Array<TableCell & { below: number; row: true }> {
  let re = rowRoleRegex.get(c);
  if (re === undefined) {
    const roles = c.data.list_row_roles ?? [];
    re = roles.length === 0 ? null : new RegExp(`(?<![\\p{L}\\p{N}])(?:${phraseAlternation(roles, false)})(?![\\p{L}\\p{N}])`, 'iu');
    rowRoleRegex.set(c, re);
  }
  if (re === null) return [];
  const out: Array<TableCell & { below: number; row: true }> = [];
  for (let ls = headEnd + 1; ls < text.length; ) {
    const nl = text.indexOf('\n', ls);
    const le = nl === -1 ? text.length : nl;
    const m = re.exec(text.slice(ls, le));
    if (m) out.push({ category: c, start: ls + m.index, end: ls + m.index + m[0].length, needsContext: true, below: ls - 1, row: true });
    if (nl === -1) break;
    ls = nl + 1;
  }
  return out;
}

function wordAt(line: string, word: string): number {
  for (let i = line.indexOf(word); i !== -1; i = line.indexOf(word, i + 1)) {
    if (!/[\p{L}\p{N}]/u.test(line[i - 1] ?? ' ') && !/[\p{L}\p{N}]/u.test(line[i + word.length] ?? ' ')) return i;
  }
  return -1;
}
