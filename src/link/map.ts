// From columns to a pack's fields. An explicit mapping (`field=column`, or `field=col1+col2` to join
// columns with a space, e.g. `name=first_name+surname`) wins; every other pack field takes the first
// column whose name matches the field or one of its aliases, ignoring case, spaces, hyphens and
// underscores. Columns nobody reads are reported, never dropped silently. Each record keeps the
// caller's id (`id_field`): pairs and clusters name records by it, never by a value.
import type { FieldValue } from '../compare/comparators/types.js';
import type { EntityPack } from '../compare/packs.js';
import { BadRequestError } from '../core/errors.js';
import type { ReadTable } from './read.js';

export interface ColumnMapping {
  /** Pack field → the columns whose values (joined with a space) it reads. */
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

const fold = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

/** Parses `field=column` / `field=col1+col2` entries. */
export function parseMapEntries(entries: readonly string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const entry of entries) {
    const eq = entry.indexOf('=');
    const field = entry.slice(0, eq).trim();
    const columns = entry.slice(eq + 1).split('+').map((c) => c.trim());
    if (eq <= 0 || columns.some((c) => c === '')) throw new BadRequestError(`--map takes field=column or field=col1+col2; got an entry of another shape`);
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
    throw new BadRequestError(`no id column '${idField.slice(0, 64)}' among the columns (${columns.slice(0, 30).join(', ')}); name it with id_field / --id-field`);
  }
  const fields: Record<string, string[]> = {};
  for (const [field, cols] of Object.entries(explicit)) {
    if (!pack.fieldKeys.has(field)) {
      throw new BadRequestError(`map: ${field.slice(0, 64)} is not a field of the ${pack.name} pack (${[...pack.fieldKeys.keys()].join(', ')})`);
    }
    fields[field] = cols.map((c) => {
      const found = findColumn(columns, c);
      if (found === undefined) throw new BadRequestError(`map: column '${c.slice(0, 64)}' for ${field} is not among the columns (${columns.slice(0, 30).join(', ')})`);
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
    throw new BadRequestError(`no column matches a field of the ${pack.name} pack (${[...pack.fieldKeys.keys()].join(', ')}); pass a mapping (field=column)`);
  }
  return { fields, unmapped: columns.filter((c) => !used.has(c)), id_column: idColumn };
}

/** Applies a mapping to read rows: projected field maps plus the caller's ids (unique, non-empty). */
export function mapRows(table: ReadTable, mapping: ColumnMapping, where: string): MappedList {
  const at = new Map(table.columns.map((c, i) => [c, i]));
  const idAt = at.get(mapping.id_column)!;
  const plan = Object.entries(mapping.fields).map(([field, cols]) => [field, cols.map((c) => at.get(c)!)] as const);
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
    if (seen.has(id)) throw new BadRequestError(`${where}: the id column ${mapping.id_column} repeats a value at record ${r + 1}; ids must be unique within a list`);
    seen.add(id);
    const record: Record<string, FieldValue> = {};
    for (const [field, idx] of plan) {
      const parts = idx.map((i) => row[i]?.trim() ?? '').filter((v) => v !== '');
      if (parts.length > 0) record[field] = parts.join(' ');
    }
    ids.push(id);
    records.push(record);
  });
  return { ids, records, mapping, skipped };
}
