// Finds the tables in a text: a header row and the rows under it, comma-, semicolon-, tab- or
// pipe-separated (RFC 4180 quoting: `"a, b"`, `""` inside quotes) or fixed-width (columns apart by two
// or more blanks). Hand-written: the CSV libraries parse a whole file as one table, while a text here
// may hold a table inside a letter or an e-mail, and every cell must keep its offsets in the original
// text. A block is a table only under a header row that names at least one known column
// (headers.ts), followed by rows with the header's number of cells. Offsets are UTF-16.
import { foldHeader, HEADER_VOCABULARY, type HeaderVocabulary } from './headers.js';
import { allMatches } from '../../core/matches.js';

export interface Cell {
  /** The value without its quotes and surrounding blanks; [start, end) in the text. */
  start: number;
  end: number;
}

export interface Table {
  /** `,` `;` TAB `|`, or `fixed` for fixed-width columns. */
  separator: string;
  /** Folded header per column. */
  headers: string[];
  rows: Cell[][];
}

interface Line {
  start: number;
  end: number;
}

const SEPARATORS = [',', ';', '\t', '|'] as const;
const MAX_LINE = 4000;
// A markdown table's rule under its header (`|---|:---:|`).
const RULE_LINE = /^[ \t|:+-]+$/;
const FIXED_GAP = / {2,}|\t/g;

function linesOf(text: string): Line[] {
  const out: Line[] = [];
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const contentEnd = end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    out.push({ start, end: contentEnd });
    start = end + 1;
  }
  return out;
}

/** Cells of one line split at `sep` outside double quotes; null when a quote is left open. */
function splitLine(text: string, line: Line, sep: string): Cell[] | null {
  const cells: Cell[] = [];
  let i = line.start;
  let cellStart = i;
  let inQuotes = false;
  let quoted = false;
  const close = (end: number) => {
    let s = cellStart;
    let e = end;
    while (s < e && (text[s] === ' ' || text[s] === '\t') && text[s] !== sep) s++;
    while (e > s && (text[e - 1] === ' ' || text[e - 1] === '\t') && text[e - 1] !== sep) e--;
    if (quoted && e - s >= 2 && text[s] === '"' && text[e - 1] === '"') {
      s++;
      e--;
    }
    cells.push({ start: s, end: e });
  };
  for (; i < line.end; i++) {
    const c = text[i];
    if (c === '"') {
      if (inQuotes && text[i + 1] === '"') {
        i++;
        continue;
      }
      if (inQuotes) inQuotes = false;
      else if (text.slice(cellStart, i).trim() === '') {
        inQuotes = true;
        quoted = true;
      }
      continue;
    }
    if (c === sep && !inQuotes) {
      close(i);
      cellStart = i + 1;
      quoted = false;
    }
  }
  if (inQuotes) return null;
  close(line.end);
  // `| a | b |`: the edge pipes open and close the row, they do not add empty cells.
  if (sep === '|' && cells.length > 1) {
    if (cells[0]!.start === cells[0]!.end && text.slice(line.start, cells[0]!.start).trim() === '') cells.shift();
    const last = cells[cells.length - 1]!;
    if (last.start === last.end) cells.pop();
  }
  return cells;
}

/** Cells of a fixed-width line: runs of text apart by two or more blanks (or a tab). */
function splitFixed(text: string, line: Line): Cell[] {
  const cells: Cell[] = [];
  const content = text.slice(line.start, line.end);
  let at = 0;
  for (const m of allMatches(FIXED_GAP, content)) {
    if (m.index > at) cells.push({ start: line.start + at, end: line.start + m.index });
    at = m.index + m[0].length;
  }
  const tail = content.slice(at).trimEnd();
  if (tail.length > 0) cells.push({ start: line.start + at, end: line.start + at + tail.length });
  // Leading blanks belong to no cell.
  return cells.map((c) => {
    let s = c.start;
    while (s < c.end && text[s] === ' ') s++;
    return { start: s, end: c.end };
  });
}

/**
 * A fixed-width row with empty cells: each cell goes to the column it starts under (a blank of slack
 * for values written one place left); two cells under one column mean the row is no row of this table.
 */
function byColumn(cells: Cell[], rowStart: number, header: Cell[], headerStart: number): Cell[] | null {
  const starts = header.map((h) => h.start - headerStart);
  const out: Cell[] = header.map(() => ({ start: 0, end: 0 }));
  const used = new Set<number>();
  for (const c of cells) {
    const at = c.start - rowStart;
    let k = starts.length - 1;
    while (k > 0 && starts[k]! > at + 1) k--;
    if (used.has(k)) return null;
    used.add(k);
    out[k] = c;
  }
  return out;
}

/**
 * A header row: two or more cells, every cell a short label (not a form's `Label:`), at least one a known
 * column; fixed-width columns, the weakest evidence of a table, need two known ones.
 */
function isHeader(text: string, cells: Cell[] | null, vocabulary: HeaderVocabulary, fixed: boolean): cells is Cell[] {
  if (cells === null || cells.length < 2) return false;
  let known = 0;
  for (const c of cells) {
    const raw = text.slice(c.start, c.end);
    if (raw.length > 48 || raw.includes('@') || /\d{3}|:$/.test(raw)) return false;
    if (vocabulary.headers.has(foldHeader(raw))) known++;
  }
  return known >= (fixed ? 2 : 1);
}

function cellsOf(text: string, line: Line, sep: string): Cell[] | null {
  return sep === 'fixed' ? splitFixed(text, line) : splitLine(text, line, sep);
}

/** The tables of a text, in order; an empty list for prose (most texts: one cheap pass over the lines). */
export function findTables(text: string, vocabulary: HeaderVocabulary = HEADER_VOCABULARY): Table[] {
  const tables: Table[] = [];
  const lines = linesOf(text);
  for (let i = 0; i < lines.length - 1; i++) {
    const line = lines[i]!;
    if (line.end - line.start > MAX_LINE || line.end === line.start) continue;
    const raw = text.slice(line.start, line.end);
    for (const sep of [...SEPARATORS.filter((s) => raw.includes(s)), 'fixed']) {
      if (sep === 'fixed' && !/\S {2,}\S/.test(raw)) continue;
      const header = cellsOf(text, line, sep);
      if (!isHeader(text, header, vocabulary, sep === 'fixed')) continue;
      const rows: Cell[][] = [];
      let j = i + 1;
      if (sep === '|' && j < lines.length && RULE_LINE.test(text.slice(lines[j]!.start, lines[j]!.end))) j++;
      for (; j < lines.length; j++) {
        const row = lines[j]!;
        if (row.end - row.start > MAX_LINE || text.slice(row.start, row.end).trim() === '') break;
        let cells = cellsOf(text, row, sep);
        // A fixed-width row with empty cells keeps at least two values (a lone line of text ends the table).
        if (cells !== null && sep === 'fixed' && cells.length !== header.length && cells.length >= 2) cells = byColumn(cells, row.start, header, line.start);
        if (cells === null || cells.length !== header.length) break;
        rows.push(cells);
      }
      if (rows.length === 0) continue;
      tables.push({ separator: sep, headers: header.map((c) => foldHeader(text.slice(c.start, c.end))), rows });
      i = j - 1;
      break;
    }
  }
  return tables;
}
