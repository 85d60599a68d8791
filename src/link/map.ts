// From columns to a pack's fields. An explicit mapping (`field=column`, or `field=col1+col2` to join
// columns with a space, e.g. `name=first_name+surname`) wins; every other pack field takes the first
// column whose name matches the field or one of its aliases, ignoring case, spaces, hyphens and
// underscores. Several columns of an address field are joined with ", " instead: each column is one part
// of the address (number and street, locality, postcode, state), and the address comparator reads the
// comma as the boundary between parts, as it does in a one-line address a caller sends to /compare;
// joined with spaces the parts run together and the same two records compare worse in a batch than in a
// pair (Febrl 4a x 4b: 15 true pairs sent to review instead of merged). Columns nobody reads are reported, never dropped silently. Each record keeps the
// caller's id (`id_field`): pairs and clusters name records by it, never by a value.
import type { FieldValue } from '../compare/comparators/types.js';
import type { EntityPack } from '../compare/packs.js';
import { serviceError } from '../core/errors.js';
import { isSafeToken, quoteSafe } from '../core/safeToken.js';
import type { ReadTable } from './read.js';

export interface ColumnMapping {
  /** Pack field → the columns whose values (joined with a space; an address's with ", ") it reads. */
  fields: Record<string, string[]>;
  /** Columns no field reads (the id column excluded). */
  unmapped: string[];
  id_column: string;
}

export interface MappedList {
  ids: string[];
  records: Record<string, FieldValue>[];
  mapping: ColumnMapping;
  /** Rows left out, with their 1-based row number in the list and why. */
  skipped: { line: number; reason: string }[];
}

/** The first 30 column names for an error detail: a safe token as sent, any other described (core/safeToken.ts). */
function namesSafe(columns: readonly string[]): string {
  return columns
    .slice(0, 30)
    .map((c) => (isSafeToken(c) ? c : '(a name not shown)'))
    .join(', ');
}

const fold = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

/** Parses `field=column` / `field=col1+col2` entries. */
export function parseMapEntries(entries: readonly string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const entry of entries) {
    const eq = entry.indexOf('=');
    const field = entry.slice(0, eq).trim();
    const columns = entry.slice(eq + 1).split('+').map((c) => c.trim());
    if (eq <= 0 || columns.some((c) => c === '')) throw serviceError('SC_LINK_MAP_ENTRY');
    out[field] = columns;
  }
  return out;
}

function findColumn(columns: readonly string[], wanted: string): string | undefined {
  const f = fold(wanted);
  return columns.find((c) => fold(c) === f);
}

export function mapColumns(pack: EntityPack, columns: readonly string[], explicit: Record<string, string[]>, idField: string): ColumnMapping {
  const idColumn = findColumn(columns, idField);
  if (idColumn === undefined) {
    throw serviceError('SC_LINK_ID_COLUMN_MISSING', { column: quoteSafe(idField), columns: namesSafe(columns) });
  }
  const fields: Record<string, string[]> = {};
  for (const [field, cols] of Object.entries(explicit)) {
    if (!pack.fieldKeys.has(field)) {
      throw serviceError('SC_LINK_MAP_FIELD_UNKNOWN', { field: quoteSafe(field), pack: pack.name, fields: [...pack.fieldKeys.keys()].join(', ') });
    }
    fields[field] = cols.map((c) => {
      const found = findColumn(columns, c);
      if (found === undefined) throw serviceError('SC_LINK_MAP_COLUMN_MISSING', { column: quoteSafe(c), field, columns: namesSafe(columns) });
      return found;
    });
  }
  const used = new Set([idColumn, ...Object.values(fields).flat()]);
  for (const [field, keys] of pack.fieldKeys) {
    if (fields[field] !== undefined) continue;
    for (const key of keys) {
      const found = findColumn(columns, key);
      if (found !== undefined && !used.has(found)) {
        fields[field] = [found];
        used.add(found);
        break;
      }
    }
  }
  if (Object.keys(fields).length === 0) {
    throw serviceError('SC_LINK_NO_MATCHING_COLUMN', { pack: pack.name, fields: [...pack.fieldKeys.keys()].join(', ') });
  }
  return { fields, unmapped: columns.filter((c) => !used.has(c)), id_column: idColumn };
}

/** Fields whose columns are parts of one address (joined with ", "); every other field joins with a space. */
function partSeparators(pack: EntityPack): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of pack.comparators) if (c.kind === 'address' && c.field !== undefined) out.set(c.field, ', ');
  return out;
}

/** Applies a mapping to read rows: projected field maps plus the caller's ids (unique, non-empty). */
export function mapRows(table: ReadTable, mapping: ColumnMapping, where: string, pack: EntityPack): MappedList {
  const separators = partSeparators(pack);
  const at = new Map(table.columns.map((c, i) => [c, i]));
  const idAt = at.get(mapping.id_column)!;
  const plan = Object.entries(mapping.fields).map(([field, cols]) => [field, cols.map((c) => at.get(c)!), separators.get(field) ?? ' '] as const);
  const ids: string[] = [];
  const records: Record<string, FieldValue>[] = [];
  const skipped: MappedList['skipped'] = [];
  const seen = new Set<string>();
  table.rows.forEach((row, r) => {
    const id = row[idAt]?.trim() ?? '';
    if (id === '') {
      skipped.push({ line: r + 1, reason: 'no_id' });
      return;
    }
    if (seen.has(id)) throw serviceError('SC_LINK_ID_REPEATED', { where, column: quoteSafe(mapping.id_column), record: r + 1 });
    seen.add(id);
    const record: Record<string, FieldValue> = {};
    for (const [field, idx, separator] of plan) {
      const parts = idx.map((i) => row[i]?.trim() ?? '').filter((v) => v !== '');
      if (parts.length > 0) record[field] = parts.join(separator);
    }
    ids.push(id);
    records.push(record);
  });
  return { ids, records, mapping, skipped };
}
