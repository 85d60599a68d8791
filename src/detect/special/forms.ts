// Layouts of the special-category detector beyond "Label: value": column tables whose header names a
// category (a pipe table, with or without its `---` row, or tab-separated rows), and the form lines of a
// text about one subject. A table cell under a "Religion" or "Ethnic origin" header is that row's value,
// as a form label's value is; a short header that names a category only inside a table ("Party", data
// `column_headers`) counts only for a cell written as a listed name when the category's sets are
// case-sensitive, so "| Party | Role |" in a contract names no political party; and a row whose other cells are
// only numbers may be an aggregate ("| Muslim | 22 |"), so it counts only in a form about one subject.
import { foldAccents } from '../../core/fold.js';
import { escapeRegExp } from '../../core/matches.js';
import type { CompiledCategory } from './lexicon.js';

export interface TableCell {
  category: CompiledCategory;
  start: number;
  end: number;
  /** Licensed by its context, not by its header alone (a row of numbers may be an aggregate). */
  needsContext?: boolean;
}

interface Header {
  category: CompiledCategory;
  /** From `column_headers`: the cell must be a listed set member (case-sensitive categories). */
  strict: boolean;
}

const headerMaps = new WeakMap<readonly CompiledCategory[], Map<string, Header>>();

function headersOf(categories: readonly CompiledCategory[]): Map<string, Header> {
  let map = headerMaps.get(categories);
  if (map) return map;
  map = new Map();
  for (const c of categories) {
    for (const l of c.data.labels) map.set(foldAccents(l).trim(), { category: c, strict: false });
    for (const h of c.data.column_headers ?? []) if (!map.has(foldAccents(h).trim())) map.set(foldAccents(h).trim(), { category: c, strict: true });
  }
  headerMaps.set(categories, map);
  return map;
}

const SEPARATOR_CELL = /^:?-{2,}:?$/;
// Sticky, tried at a line start: short word cells to the line's end.
const EXPORT_HEADER_COMMA = /[ \t]*[\p{L}][\p{L}\p{N} _-]{0,39}(?:,[ \t]*[\p{L}][\p{L}\p{N} _-]{0,39})+[ \t]*(?:\n|$)/uy;
const EXPORT_HEADER_SEMI = /[ \t]*[\p{L}][\p{L}\p{N} _-]{0,39}(?:;[ \t]*[\p{L}][\p{L}\p{N} _-]{0,39})+[ \t]*(?:\n|$)/uy;

/** The cells of a table row as [start, end) ranges of trimmed text, or null when the line is no row. */
function cellsOf(text: string, ls: number, le: number, sep: string): Array<[number, number]> | null {
  const line = text.slice(ls, le);
  const bar = sep === '|';
  if (!line.includes(sep)) return null;
  const out: Array<[number, number]> = [];
  let start = 0;
  const push = (s: number, e: number): void => {
    let a = s;
    let b = e;
    while (a < b && /\s/u.test(line[a]!)) a++;
    while (b > a && /\s/u.test(line[b - 1]!)) b--;
    out.push([ls + a, ls + b]);
  };
  for (let i = 0; i <= line.length; i++) {
    if (i === line.length || line[i] === sep) {
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

/** Cells of column tables whose header row names a category; nothing for a text without `|` or a tab. */
export function tableCells(text: string, categories: readonly CompiledCategory[]): TableCell[] {
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
      if (columns === null) {
        // The first row of a block is its header.
        const found = cells.map(([a, b]) => headers.get(keyWords(text.slice(a, b))) ?? null);
        columns = found;
        continue;
      }
      cells.forEach(([a, b], i) => {
        const h = columns![i];
        if (!h || a === b) return;
        // "| Christian | 40 |": a row whose other cells are only numbers may be a statistic about a group, so it
        // needs the context a bare word needs (a form about one subject, "Candidate: ...", or a person).
        const numeric = cells.every(([x, y], j) => j === i || /^[\d\s.,%+\-–]*$/u.test(text.slice(x, y)));
        const value = text.slice(a, b);
        if (h.category.empty.has(foldAccents(value).trim().toLowerCase())) return;
        if (h.strict && h.category.data.case_sensitive_sets && !h.category.setMembers.has(value.replace(/\s+/g, ' '))) return;
        // Exported rows (commas, semicolons) may be aggregates by place or period: they need a person in the row or a form about one subject.
        out.push({ category: h.category, start: a, end: b, needsContext: numeric || exported });
      });
    }
  }
  return out;
}

/** The line holding `at` is a form line: a label separator, a table bar or tab, a bullet, or a yes/no answer. */
export function onFormLine(text: string, at: number): boolean {
  const ls = text.lastIndexOf('\n', at - 1) + 1;
  const nl = text.indexOf('\n', at);
  const line = text.slice(ls, nl === -1 ? text.length : nl);
  return /[:：|\t]/u.test(line) || /^[ \t]*[-*•][ \t]/u.test(line) || /\?[ \t]*(?:yes|no)(?![\p{L}])/iu.test(line);
}

/** A label match that ends in a table bar or tab on a header row (the next line is a `---` row) names a column, not a value. */
export function headerRowLabel(text: string, labelEnd: number): boolean {
  if (!/[|\t][ \t]*$/u.test(text.slice(Math.max(0, labelEnd - 4), labelEnd))) return false;
  const nl = text.indexOf('\n', labelEnd);
  if (nl === -1) return false;
  const next = text.indexOf('\n', nl + 1);
  const line = text.slice(nl + 1, next === -1 ? text.length : next).trim();
  return line.length > 0 && line.split(/[|\t]/u).every((c) => c.trim() === '' || SEPARATOR_CELL.test(c.trim()));
}

const ANSWERED = /^([^\n?]*)\?[ \t]*((?:yes|y)(?![\p{L}])[^\n]*)$/iu;

const questionLabels = new WeakMap<readonly CompiledCategory[], Array<[CompiledCategory, RegExp]>>();

/** Per category, one expression for its labels as whole words in a folded, lower-cased question (built once per lexicon). */
function labelsInQuestion(categories: readonly CompiledCategory[]): Array<[CompiledCategory, RegExp]> {
  let list = questionLabels.get(categories);
  if (list) return list;
  const literal = (l: string): string => escapeRegExp(foldAccents(l).toLowerCase());
  list = categories.filter((c) => c.data.labels.length > 0).map((c) => [c, new RegExp(`[^\\p{L}](?:${c.data.labels.map(literal).join('|')})[^\\p{L}]`, 'u')]);
  questionLabels.set(categories, list);
  return list;
}

/**
 * A question answered yes on its line ("Have you had a genetic test? Yes - BRCA2") gives its answer as a value
 * of the category the question names: by a candidate inside the question, or by one of the category's labels
 * in it ("Are you in a trade union? Yes"). One answer per line and category.
 */
export function answeredQuestions(text: string, categories: readonly CompiledCategory[], inQuestion: (start: number, end: number) => CompiledCategory[]): TableCell[] {
  if (!/\?[ \t]*(?:yes|y)(?![\p{L}])/iu.test(text)) return [];
  const out: TableCell[] = [];
  for (let ls = 0; ls <= text.length; ) {
    const nl = text.indexOf('\n', ls);
    const le = nl === -1 ? text.length : nl;
    const m = ANSWERED.exec(text.slice(ls, le));
    if (m) {
      const qEnd = ls + m[1]!.length;
      const answer = m[2]!.replace(/[\s.,;]+$/u, '');
      const aStart = le - m[2]!.length;
      const question = ` ${foldAccents(m[1]!).toLowerCase()} `;
      const named = new Set(inQuestion(ls, qEnd));
      for (const [c, re] of labelsInQuestion(categories)) if (re.test(question)) named.add(c);
      for (const c of named) out.push({ category: c, start: aStart, end: aStart + answer.length });
    }
    ls = le + 1;
  }
  return out;
}

/** A header or key as label words: "hivStatus", "ethnic_origin", "Sexual orientation" -> "hiv status", "ethnic origin", "sexual orientation". */
export function keyWords(key: string): string {
  return foldAccents(key.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').replace(/[_-]+/g, ' '))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

// "key": "value" (JSON-like export), key="value" or key=value (log lines), and snake_case YAML-like keys at a
// line start ("trade_union: Unite"); plain "Religion: X" lines are the form labels of the category files.
const KEYED = /"([\p{L}][\p{L}\p{N}_ -]{1,40})"[ \t]*:[ \t]*"([^"\n]{1,120})"|(?<![\p{L}\p{N}_])([\p{L}][\p{L}\p{N}_]{1,40})=(?:"([^"\n]{1,120})"|([^\s"]{1,60}))|(?:^|\n)[ \t]*([\p{Ll}][\p{Ll}\p{N}]*_[\p{Ll}\p{N}_]+)[ \t]*:[ \t]*([^\n]{1,120})/gu;

/** Values of export keys that name a category (labels, and `column_headers` for listed names only). */
export function keyedValues(text: string, categories: readonly CompiledCategory[]): TableCell[] {
  if (!text.includes('"') && !text.includes('=') && !text.includes('_')) return [];
  const headers = headersOf(categories);
  const out: TableCell[] = [];
  for (const m of text.matchAll(KEYED)) {
    const key = m[1] ?? m[3] ?? m[6]!;
    const raw = m[2] ?? m[4] ?? m[5] ?? m[7]!;
    const h = headers.get(keyWords(key));
    if (!h) continue;
    const value = raw.trim();
    if (value === '' || h.category.empty.has(foldAccents(value).toLowerCase())) continue;
    const start = m.index + m[0].lastIndexOf(raw) + (raw.length - raw.trimStart().length);
    // A short key such as "party" counts only for a listed name.
    if (h.strict && h.category.data.case_sensitive_sets && !h.category.setMembers.has(value.replace(/\s+/g, ' '))) continue;
    // An export line may describe a crop, a strike or a device: its values need a person or a subject key.
    out.push({ category: h.category, start, end: start + value.length, needsContext: true });
  }
  return out;
}
