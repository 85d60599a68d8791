// Layouts of the special-category detector beyond "Label: value": column tables whose header names a
// category (a pipe table, with or without its `---` row, or tab-separated rows), and the form lines of a
// text about one subject. A table cell under a "Religion" or "Ethnic origin" header is that row's value,
// as a form label's value is; a short header that names a category only inside a table ("Party", data
// `column_headers`) counts only for a cell written as a listed name when the category's sets are
// case-sensitive, so "| Party | Role |" in a contract names no political party; and a row whose other cells are
// only numbers may be an aggregate ("| Muslim | 22 |"), so it counts only in a form about one subject.
import { foldAccents } from '../../core/fold.js';
import { phraseAlternation } from '../../core/matches.js';
import type { CompiledCategory, CompiledCues } from './lexicon.js';
import { keyWords } from './exports.js';

export interface TableCell {
  category: CompiledCategory;
  start: number;
  end: number;
  /** Licensed by its context, not by its header alone (a row of numbers may be an aggregate). */
  needsContext?: boolean;
}

export interface Header {
  category: CompiledCategory;
  /** From `column_headers`: the cell must be a listed set member (case-sensitive categories) or one of the category's terms. */
  strict: boolean;
  /** From `companion_headers` ("Sentence", "Verdict"): the column counts only beside a column of its category's own headers. */
  companion?: boolean;
  /** From `term_value_labels` ("Parish"): the cell must hold one of the category's terms, listed names or acronyms. */
  needsTerm?: boolean;
}

const headerMaps = new WeakMap<readonly CompiledCategory[], Map<string, Header>>();

export function headersOf(categories: readonly CompiledCategory[]): Map<string, Header> {
  let map = headerMaps.get(categories);
  if (map) return map;
  map = new Map();
  for (const c of categories) {
    const needsTerm = new Set((c.data.term_value_labels ?? []).map((l) => foldAccents(l).trim()));
    for (const l of c.data.labels) map.set(foldAccents(l).trim(), { category: c, strict: false, needsTerm: needsTerm.has(foldAccents(l).trim()) });
    for (const h of c.data.column_headers ?? []) if (!map.has(foldAccents(h).trim())) map.set(foldAccents(h).trim(), { category: c, strict: true, needsTerm: needsTerm.has(foldAccents(h).trim()) });
    for (const h of c.data.companion_headers ?? []) if (!map.has(foldAccents(h).trim())) map.set(foldAccents(h).trim(), { category: c, strict: false, companion: true });
  }
  headerMaps.set(categories, map);
  return map;
}

const SEPARATOR_CELL = /^:?-{2,}:?$/;
// Sticky, tried at a line start: short word cells to the line's end, each optionally quoted (quoted CSV).
const EXPORT_HEADER_COMMA = /[ \t]*"?[\p{L}][\p{L}\p{N} _-]{0,39}"?(?:,[ \t]*"?[\p{L}][\p{L}\p{N} _-]{0,39}"?)+[ \t]*(?:\n|$)/uy;
const EXPORT_HEADER_SEMI = /[ \t]*"?[\p{L}][\p{L}\p{N} _-]{0,39}"?(?:;[ \t]*"?[\p{L}][\p{L}\p{N} _-]{0,39}"?)+[ \t]*(?:\n|$)/uy;

/**
 * What a header row says about its rows: a column holding a record id or a subject ("emp_no", "patient",
 * "name") makes each row one data subject's record, unless an aggregate column ("region", "count") makes the
 * rows statistics about places or periods.
 */
function registerHeader(words: readonly string[], cues: CompiledCues): boolean {
  return words.some((w) => cues.recordIds.has(w) || cues.subjectLabels.has(w) || cues.subjectLabels.has(w.replace(/ (?:id|no|number|ref)$/u, ''))) && !words.some((w) => cues.aggregateKeys.has(w));
}

/** The cells of a table row as [start, end) ranges of trimmed text, or null when the line is no row. */
export function cellsOf(text: string, ls: number, le: number, sep: string): Array<[number, number]> | null {
  const line = text.slice(ls, le);
  const bar = sep === '|';
  if (!line.includes(sep)) return null;
  const out: Array<[number, number]> = [];
  let start = 0;
  // Exported rows may quote a cell holding the separator ("Okafor, Adaeze"); the quotes are not the value.
  const quoted = (sep === ',' || sep === ';') && line.includes('"');
  const push = (s: number, e: number): void => {
    let a = s;
    let b = e;
    while (a < b && /\s/u.test(line[a]!)) a++;
    while (b > a && /\s/u.test(line[b - 1]!)) b--;
    if (quoted && b - a >= 2 && line[a] === '"' && line[b - 1] === '"') {
      a++;
      b--;
    }
    out.push([ls + a, ls + b]);
  };
  let inQuote = false;
  for (let i = 0; i <= line.length; i++) {
    if (quoted && line[i] === '"') inQuote = !inQuote;
    if (i === line.length || (line[i] === sep && !inQuote)) {
      push(start, i);
      start = i + 1;
    }
  }
  // A leading or trailing bar leaves an empty outer cell: not a column.
  if (bar) {
    if (out.length > 0 && out[0]![0] === out[0]![1] && /^\s*\|/u.test(line)) out.shift();
    if (out.length > 0 && out[out.length - 1]![0] === out[out.length - 1]![1] && /\|\s*$/u.test(line)) out.pop();
  }
  return out.length >= 2 ? out : null;
}

/**
 * Cells of column tables whose header row names a category; nothing for a text without `|`, a tab, a comma or
 * a semicolon. The header cells that name a category go to `names` (they are labels, not values).
 */
export function tableCells(text: string, categories: readonly CompiledCategory[], cues: CompiledCues, names: Array<[number, number]>): TableCell[] {
  // Bars, tabs, and (for exported rows) commas and semicolons; a comma or semicolon block keeps its
  // header's cell count, so prose with commas is no table.
  const seps = ['|', '\t', ',', ';'].filter((c) => text.includes(c));
  if (seps.length === 0) return [];
  const headers = headersOf(categories);
  const lines: Array<[number, number]> = [];
  for (let s = 0; s <= text.length; ) {
    const nl = text.indexOf('\n', s);
    const e = nl === -1 ? text.length : nl;
    lines.push([s, e]);
    s = e + 1;
  }
  const out: TableCell[] = [];
  for (const sep of seps) {
    const exported = sep === ',' || sep === ';';
    let columns: Array<Header | null> | null = null;
    let register = false;
    const headerShape = exported ? (sep === ',' ? EXPORT_HEADER_COMMA : EXPORT_HEADER_SEMI) : null;
    let next = -1;
    for (const [ls, le] of lines) {
      // Lines without the separator end any table (found from one moving position, so the scan is linear).
      if (next < ls) next = text.indexOf(sep, ls);
      if (next === -1) break;
      if (next >= le) {
        columns = null;
        continue;
      }
      // Outside a table, an exported line is read only if it looks like a header row (short word cells): a
      // prose line with commas fails within its first 40 characters, so the scan stays cheap.
      if (columns === null && headerShape) {
        headerShape.lastIndex = ls;
        if (!headerShape.test(text)) continue;
      }
      const cells = cellsOf(text, ls, le, sep);
      if (!cells || (exported && columns !== null && cells.length !== columns.length)) {
        columns = null;
        if (!cells) continue;
      }
      if (cells.every(([a, b]) => SEPARATOR_CELL.test(text.slice(a, b)))) continue;
      // A row of another shape under a header naming no category is a new header ("CHECK-OFF LIST<TAB>Branch: Kano"
      // over "Staff No<TAB>Name<TAB>Union"): the block's first line was a title, not the table's header.
      if (columns === null || (cells.length !== columns.length && columns.every((h) => h === null))) {
        // The first row of a block is its header. A companion column ("Sentence") counts only beside a column of
        // its category's own headers ("Offence"): a language exercise's "word | sentence" names no conviction.
        const words = cells.map(([a, b]) => keyWords(text.slice(a, b)));
        const found = words.map((w) => headers.get(w) ?? null);
        columns = found.map((h) => (h?.companion && !found.some((o) => o && !o.companion && o.category === h.category) ? null : h));
        let any = false;
        columns.forEach((h, i) => {
          if (h) {
            names.push(cells[i]!);
            any = true;
          }
        });
        register = any && registerHeader(words, cues);
        continue;
      }
      cells.forEach(([a, b], i) => {
        const h = columns![i];
        if (!h || a === b) return;
        // "| Christian | 40 |": a row whose other cells are only numbers may be a statistic about a group, so it
        // needs the context a bare word needs (a form about one subject, "Candidate: ...", or a person); in a
        // register (an id or subject column, no aggregate column) the number is the subject's id.
        const numeric = cells.every(([x, y], j) => j === i || /^[\d\s.,%+\-–]*$/u.test(text.slice(x, y)));
        const value = text.slice(a, b);
        if (h.category.empty.has(foldAccents(value).trim().toLowerCase())) return;
        if (!headerValue(h, value)) return;
        // Exported rows (commas, semicolons) may be aggregates by place or period: they need a person in the row
        // or a form about one subject, unless the header holds an id or subject column (a register of subjects).
        // A modality under a shared header ('method' | 'face', term_value_whole) names a capture only of a subject's row.
        const shared = h.needsTerm === true && h.category.data.term_value_whole === true;
        out.push({ category: h.category, start: a, end: b, needsContext: !register && (numeric || exported || shared) });
      });
    }
  }
  return out;
}

/** An amount in two-decimal money form closing a line, after a space ('... 1,850.00', '-12.50 '). */
const AMOUNT_AT_END = /[ \t][-−]?(?:\d[\d,]*\.\d{2}|\d{1,3}(?:,\d{3})+)[ \t]*$/u;

/**
 * A ledger row ('NUPENG check-off dues 1,850.00' on a payslip or statement): an item and its amount in two-decimal
 * money form are a label and its value, whatever the space between them; so is an amount in whole units grouped by
 * thousands ('ASUU dues 1,840', 'Basic 184,000'), as naira, shilling and cedi payslips round them. A bare number
 * ('since 1998', 'room 14') is no amount: a year or a count is not written with a thousands comma. The amount is found from the line's end
 * and a letter looked for before it: one pattern opening at every letter and running to the end of the line was
 * quadratic in a long line.
 */
function ledgerRow(line: string): boolean {
  const amount = AMOUNT_AT_END.exec(line);
  return amount !== null && /\p{L}/u.test(line.slice(0, amount.index));
}

/** The line holding `at` (starting at `ls`) is a form line: a label separator (`:`, a key's `=`, a printed form's run of spaces), a table bar or tab, a bullet, list marker ('(a)', '2)', 'iii.') or checked box, a yes/no answer, or a line right under a label that ends its line with a colon. */
export function onFormLine(text: string, at: number, ls: number, cues: CompiledCues): boolean {
  const nl = text.indexOf('\n', at);
  const line = text.slice(ls, nl === -1 ? text.length : nl);
  if (/[:：|\t=]/u.test(line) || /\S {2,}\S/u.test(line) || ledgerRow(line) || /^[ \t]*(?:[-*•]|\[[xX✓✔]\]|[☑☒✅]|\(?(?:[a-h]|[ivx]{1,4}|\d{1,2})[.)])[ \t]/u.test(line) || cues.questionAnswered.test(line)) return true;
  // A line right under a line that ends in a colon is that label's value block ("Police records of convictions:"
  // over "2022, Cardiff Crown Court, drug trafficking"), a field of the form as a value after the colon is.
  return ls > 0 && /[:：][ \t]*$/u.test(text.slice(text.lastIndexOf('\n', ls - 2) + 1, ls - 1));
}

/** A label match that ends in a table bar or tab on a header row (the next line is a `---` row, or a row of as many cells) names a column, not a value. */
export function headerRowLabel(text: string, labelEnd: number): boolean {
  if (!/[|\t][ \t]*$/u.test(text.slice(Math.max(0, labelEnd - 4), labelEnd))) return false;
  const nl = text.indexOf('\n', labelEnd);
  if (nl === -1) return false;
  const next = text.indexOf('\n', nl + 1);
  const line = text.slice(nl + 1, next === -1 ? text.length : next).trim();
  if (line.length > 0 && line.split(/[|\t]/u).every((c) => c.trim() === '' || SEPARATOR_CELL.test(c.trim()))) return true;
  // A row of three cells or more over a row with as many cells ("employee_id|union|dues" over "4471|GNAT|12.50")
  // is a header, not a label and its value (a label-value table has two cells a row).
  const own = text.slice(text.lastIndexOf('\n', labelEnd - 1) + 1, nl).trim();
  const cellCount = (l: string): number => l.replace(/^\||\|$/gu, '').split(/[|\t]/u).length;
  return cellCount(own) >= 3 && cellCount(own) === cellCount(line);
}

/** Details after a Yes on its line: one of `separators`, then a letter or digit. */
const detailAfter = (separators: string): RegExp => new RegExp(String.raw`^[ \t]*[${separators}][ \t]*[\p{L}\p{N}]`, 'u');
/** After a Yes on its line: a dash or colon and the answer's details ("Yes - Hodgkin lymphoma, in remission"); after a comma come other things ("Yes, in 2022"). */
export const DETAIL_AFTER = detailAfter('-–—:');
/** DETAIL_AFTER's variant for an interview's answer, where a comma too opens the details ('A: Yes, arrested in 2015 for burglary'; index.ts `askedOnly`). */
export const ANSWER_DETAILS = detailAfter('-–—:,');


const questionLabels = new WeakMap<readonly CompiledCategory[], Array<[CompiledCategory, RegExp]>>();

/** Per category, one expression for its labels as whole words in a folded, lower-cased question (built once per lexicon). */
function labelsInQuestion(categories: readonly CompiledCategory[]): Array<[CompiledCategory, RegExp]> {
  let list = questionLabels.get(categories);
  if (list) return list;
  list = categories.filter((c) => c.data.labels.length > 0).map((c) => [c, new RegExp(`[^\\p{L}](?:${phraseAlternation(c.data.labels)})[^\\p{L}]`, 'iu')]);
  questionLabels.set(categories, list);
  return list;
}

/** A ticked or blank box after the Yes: the form's other options, not the answer ("[X] Yes  [ ] No"). */
const NEXT_BOX = /[ \t]*(?:\[[ \t]?[xX✓✔]?[ \t]?\]|[☐□☑☒✅])[\s\S]*$/u;

/**
 * A question answered yes on its line ("Have you had a genetic test? Yes - BRCA2", "Convictions? [X] Yes - careless
 * driving") gives its answer as a value of the category the question names: by a candidate inside the question, or
 * by one of the category's labels in it ("Are you in a trade union? Yes"). One answer per line and category. A Yes in
 * a ticked box counts only with its details on the line: a bare ticked Yes is one of the form's printed options, its
 * details on the next line ("If yes, please describe: ...") being the data. `asked` (the question's end) is set for a
 * Yes given with its details: the question's sentence then says whom the answer is about.
 */
export function answeredQuestions(text: string, categories: readonly CompiledCategory[], cues: CompiledCues, inQuestion: (start: number, end: number) => CompiledCategory[]): Array<TableCell & { asked?: number }> {
  if (!cues.yesAfterQuestion.test(text)) return [];
  const out: Array<TableCell & { asked?: number }> = [];
  for (let ls = 0; ls <= text.length; ) {
    const nl = text.indexOf('\n', ls);
    const le = nl === -1 ? text.length : nl;
    const m = cues.answeredYes.exec(text.slice(ls, le));
    if (m) {
      const qEnd = ls + m[1]!.length;
      const answer = m[3]!.replace(NEXT_BOX, '').replace(/[\s.,;]+$/u, '');
      const aStart = le - m[3]!.length;
      // A Yes with its details after a dash or colon ("Yes - careless driving, 2018"): a form's answer, not a sentence ("Yes, you may").
      const details = DETAIL_AFTER.test(answer.slice(m[4]!.length));
      if (m[2] === undefined || details) {
        const question = ` ${foldAccents(m[1]!).toLowerCase()} `;
        const named = new Set(inQuestion(ls, qEnd));
        for (const [c, re] of labelsInQuestion(categories)) if (re.test(question)) named.add(c);
        const asked = details ? { asked: qEnd } : {};
        for (const c of named) out.push({ category: c, start: aStart, end: aStart + answer.length, ...asked });
      }
    }
    ls = le + 1;
  }
  return out;
}

/** A question and the answer written after it on its line: 1 the question, 2 the answer (no second question). */
const QUESTION_VALUE = /^([^\n?]*\p{L}[^\n?]*)\?[ \t]*([\p{L}\p{N}][^\n?]{0,59})$/u;

/**
 * A question that names a category by one of its labels, answered on its line by a value rather than a Yes or No
 * ("What is your religion? Hindu", "Which party did you vote for in 2019? Labour Party", "Ethnic group? Ewe"): a
 * questionnaire, census form or screener written as questions instead of "Label: value". The question's label says
 * what the answer is, as a form label does, so the answer counts when it is, as a whole, one of the category's terms or
 * listed names (as under `term_value_whole`): a free answer ("What is your religion? I'd rather not say", "what is your
 * genotype? Mine is AS", which other rules read) is no such value. The
 * answer is kept only in a form about one subject, as a stacked label's value is (index.ts), so a quiz's question
 * ("Which religion has the most followers? Christianity") in a text about no one stays unread.
 */
export function questionValues(text: string, categories: readonly CompiledCategory[], cues: CompiledCues): TableCell[] {
  if (!text.includes('?')) return [];
  const out: TableCell[] = [];
  for (let ls = 0; ls <= text.length; ) {
    const nl = text.indexOf('\n', ls);
    const le = nl === -1 ? text.length : nl;
    const m = QUESTION_VALUE.exec(text.slice(ls, le));
    if (m) {
      const answer = m[2]!.replace(/[\s.,;]+$/u, '');
      // A Yes or No (with or without details) is answeredQuestions' own.
      if (!cues.plainAnswer.test(answer)) {
        const question = ` ${foldAccents(m[1]!).toLowerCase()} `;
        const aStart = le - m[2]!.length;
        for (const [c, re] of labelsInQuestion(categories)) if (re.test(question) && holdsTerm(c, answer, true)) out.push({ category: c, start: aStart, end: aStart + answer.length });
      }
    }
    ls = le + 1;
  }
  return out;
}

const strictTerms = new WeakMap<CompiledCategory, RegExp | null>();

/**
 * A value under a short header ("Party", "Orientation"): for a case-sensitive category a listed name as written
 * (or in capitals), for one with `header_values_are_terms` one of the category's terms as the whole value.
 */
function strictValue(c: CompiledCategory, value: string): boolean {
  if (c.data.case_sensitive_sets) return c.setMembers.has(value.replace(/\s+/g, ' ')) || c.setMembers.has(capitalsAsListed(c, value));
  if (!c.data.header_values_are_terms) return true;
  let re = strictTerms.get(c);
  if (re === undefined) {
    re = c.data.terms.length === 0 ? null : new RegExp(`^(?:${phraseAlternation(c.data.terms)})$`, 'iu');
    strictTerms.set(c, re);
  }
  return re?.test(foldAccents(value).trim().toLowerCase()) ?? false;
}

/** A value counts under header `h`: a short header's listed name or term (`strictValue`), a shared label's term (`holdsTerm`). */
export function headerValue(h: Header, value: string): boolean {
  return (!h.strict || strictValue(h.category, value)) && (!h.needsTerm || holdsTerm(h.category, value));
}

/** Under a label of `term_value_labels` ("Parish: Kensington"), a value counts only when it holds one of the category's terms. */
export function sharedLabelValue(c: CompiledCategory, label: string, value: string): boolean {
  const shared = c.data.term_value_labels;
  if (!shared) return true;
  // The label's own words: its note in parentheses, separator and bullets left out ("- Parish (church):" is "parish").
  const key = keyWords(label.replace(/\([^()\n]*\)/gu, ' ').replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''));
  return !shared.some((l) => foldAccents(l).trim() === key) || holdsTerm(c, value);
}

const termsWithin = new WeakMap<CompiledCategory, { words: RegExp | null; acronyms: RegExp | null }>();
const termsWhole = new WeakMap<CompiledCategory, { words: RegExp | null; acronyms: RegExp | null }>();

/**
 * The value holds one of the category's terms, listed names or acronyms: `term_value_labels`. Names are folded, except in a
 * category whose sets are case-sensitive, where they must be written as listed ('Recipient: labour ward' names no party).
 */
function holdsTerm(c: CompiledCategory, value: string, asWhole = false): boolean {
  const cache = asWhole ? termsWhole : termsWithin;
  let re = cache.get(c);
  if (re === undefined) {
    const names = Object.values(c.data.sets).flat();
    const asWritten = c.data.case_sensitive_sets ? [...c.data.acronyms, ...names] : c.data.acronyms;
    const words = c.data.case_sensitive_sets ? c.data.terms : [...c.data.terms, ...names];
    const whole = asWhole || c.data.term_value_whole === true;
    // A whole value may list several terms, each with a short note in brackets, as a questionnaire's answer about
    // grandparents or parents is written ('Akan (mother's side), Nzema (father's side)', 'face (primary) / finger'):
    // every item must still be a term, so '62% Nigeria' or a price stays unread.
    const item = (alt: string) => `(?:${alt})(?:\\s*\\([^()\\n]{1,40}\\))?`;
    const within = (list: readonly string[], fold: boolean) => {
      if (list.length === 0) return null;
      const alt = phraseAlternation(list, fold);
      return new RegExp(whole ? `^\\s*${item(alt)}(?:\\s*(?:,|/|&|and)\\s*${item(alt)})*\\s*$` : `(?<![\\p{L}\\p{N}])(?:${alt})(?![\\p{L}\\p{N}])`, 'u');
    };
    re = { words: within(words, true), acronyms: within(asWritten, false) };
    cache.set(c, re);
  }
  return (re.words?.test(foldAccents(value)) ?? false) || (re.acronyms?.test(value) ?? false);
}

/** A name written in capitals ("UNISON") as its listed spelling ("Unison"), or the value unchanged. */
export function capitalsAsListed(c: CompiledCategory, value: string): string {
  const norm = value.replace(/\s+/g, ' ');
  if (norm.length < 3 || norm !== norm.toUpperCase() || !/\p{Lu}/u.test(norm)) return norm;
  let upper = capitals.get(c);
  if (!upper) {
    upper = new Map([...c.setMembers].map((m) => [m.toUpperCase(), m]));
    capitals.set(c, upper);
  }
  return upper.get(norm) ?? norm;
}

const capitals = new WeakMap<CompiledCategory, Map<string, string>>();
