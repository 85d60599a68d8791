// Layouts of the special-category detector beyond "Label: value": column tables whose header names a
// category (a pipe table, with or without its `---` row, or tab-separated rows), and the form lines of a
// text about one subject. A table cell under a "Religion" or "Ethnic origin" header is that row's value,
// as a form label's value is; a short header that names a category only inside a table ("Party", data
// `column_headers`) counts only for a cell written as a listed name when the category's sets are
// case-sensitive, so "| Party | Role |" in a contract names no political party; and a row whose other cells are
// only numbers may be an aggregate ("| Muslim | 22 |"), so it counts only in a form about one subject.
import { foldAccents } from '../../core/fold.js';
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

/** The cells of a table row as [start, end) ranges of trimmed text, or null when the line is no row. */
function cellsOf(text: string, ls: number, le: number, bar: boolean): Array<[number, number]> | null {
  const line = text.slice(ls, le);
  if (bar ? !line.includes('|') : !line.includes('\t')) return null;
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
    if (i === line.length || line[i] === (bar ? '|' : '\t')) {
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
  const bar = text.includes('|');
  const tab = text.includes('\t');
  if (!bar && !tab) return [];
  const headers = headersOf(categories);
  const lines: Array<[number, number]> = [];
  for (let s = 0; s <= text.length; ) {
    const nl = text.indexOf('\n', s);
    const e = nl === -1 ? text.length : nl;
    lines.push([s, e]);
    s = e + 1;
  }
  const out: TableCell[] = [];
  for (const kind of [bar, tab].map((on, k) => (on ? k === 0 : null))) {
    if (kind === null) continue;
    let columns: Array<Header | null> | null = null;
    for (const [ls, le] of lines) {
      const cells = cellsOf(text, ls, le, kind);
      if (!cells) {
        columns = null;
        continue;
      }
      if (cells.every(([a, b]) => SEPARATOR_CELL.test(text.slice(a, b)))) continue;
      if (columns === null) {
        // The first row of a block is its header.
        const found = cells.map(([a, b]) => headers.get(foldAccents(text.slice(a, b)).toLowerCase().replace(/\s+/g, ' ')) ?? null);
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
        out.push({ category: h.category, start: a, end: b, needsContext: numeric });
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
      for (const c of categories) if (c.data.labels.some((l) => new RegExp(`[^\\p{L}]${foldAccents(l).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\p{L}]`, 'u').test(question))) named.add(c);
      for (const c of named) out.push({ category: c, start: aStart, end: aStart + answer.length });
    }
    ls = le + 1;
  }
  return out;
}
