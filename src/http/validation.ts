// Turns the validator's error list into the contract's 422 detail: one readable sentence naming each
// bad field and what was expected, never the values sent. A field name the caller chose (an unknown
// field, a record-map key) is quoted only when it is a safe token (core/safeToken.ts). The builder is
// linear in the number of issues and lists at most DETAIL_FIELD_CAP fields, then counts the rest.
import { isSafeToken } from '../core/safeToken.js';

export interface ValidationIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** Most fields one 422 detail names; the rest are counted ("and 19990 more"). */
export const DETAIL_FIELD_CAP = 10;

const HIDDEN = '[name not shown]';

/** `/a/name` → `a.name`, `/entity_types/0` → `entity_types[0]`; unsafe segments are not shown. */
export function fieldPath(instancePath: string, child?: string): string {
  const parts = instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) parts.push(child);
  let out = '';
  for (const p of parts) {
    const shown = isSafeToken(p) ? p : HIDDEN;
    out += /^\d+$/.test(p) ? `[${p}]` : out === '' ? shown : `.${shown}`;
  }
  return out;
}

const ARTICLE: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

function joinWith(items: string[], last: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

/** Adds `value` to the short list under `key` (lists hold a few alternatives: a linear check is cheapest). */
function addTo(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

/**
 * The 422 sentence. `knownFields` (the route model's top-level fields) is listed after unknown
 * top-level fields so a misspelling can be corrected.
 */
export function describeValidation(
  issues: readonly ValidationIssue[],
  where = 'request body',
  knownFields: readonly string[] = [],
): string {
  const expectedTypes = new Map<string, string[]>();
  const other = new Map<string, string[]>();
  const unknown = new Map<string, Set<string>>(); // parent path → unknown field names as sent
  const hasDeeper = new Set<string>(); // every proper ancestor path of an issue
  for (const issue of issues) {
    if (issue.keyword === 'anyOf' || issue.keyword === 'oneOf') continue; // summarised by their branches
    let cut = issue.instancePath.lastIndexOf('/');
    while (cut >= 0) {
      const ancestor = issue.instancePath.slice(0, cut);
      if (hasDeeper.has(ancestor)) break; // its ancestors are marked already
      hasDeeper.add(ancestor);
      cut = ancestor.lastIndexOf('/');
    }
    if (issue.keyword === 'required') {
      addTo(other, fieldPath(issue.instancePath, String(issue.params.missingProperty)), 'is required');
    } else if (issue.keyword === 'additionalProperties') {
      const names = unknown.get(issue.instancePath) ?? new Set<string>();
      names.add(String(issue.params.additionalProperty));
      unknown.set(issue.instancePath, names);
    } else if (issue.keyword === 'type') {
      addTo(expectedTypes, issue.instancePath, ARTICLE[String(issue.params.type)] ?? String(issue.params.type));
    } else if (issue.keyword === 'const' || issue.keyword === 'enum') {
      const allowed = (issue.params.allowedValues as unknown[] | undefined) ?? [issue.params.allowedValue];
      for (const v of allowed) addTo(expectedTypes, issue.instancePath, JSON.stringify(v));
    } else {
      addTo(other, fieldPath(issue.instancePath) || where, issue.message ?? `fails ${issue.keyword}`);
    }
  }

  const clauses: string[] = [];
  let named = 0;
  let more = 0;
  const room = () => named < DETAIL_FIELD_CAP;
  for (const [path, alternatives] of expectedTypes) {
    // A union whose object branch failed deeper down: report the deeper problem, not the outer type.
    if (hasDeeper.has(path)) continue;
    const expected = () => `must be ${joinWith(alternatives, 'or')}`;
    if (path === '') return `The ${where} ${expected() === 'must be an object' ? 'must be a JSON object' : expected()}.`;
    if (room()) {
      clauses.push(`${fieldPath(path)} ${expected()}`);
      named += 1;
    } else more += 1;
  }
  for (const [name, problems] of other) {
    if (room()) {
      clauses.push(`${name} ${problems.join(' and ')}`);
      named += 1;
    } else more += 1;
  }
  for (const [parent, names] of unknown) {
    const shown: string[] = [];
    let hidden = 0;
    for (const n of names) {
      if (!room()) more += 1;
      else if (!isSafeToken(n)) {
        hidden += 1;
        named += 1;
      } else {
        shown.push(n);
        named += 1;
      }
    }
    if (hidden > 0) shown.push(`${hidden} field${hidden === 1 ? '' : 's'} whose name is not shown`);
    if (shown.length === 0) continue;
    const scope = parent === '' ? '' : ` in ${fieldPath(parent)}`;
    const known = parent === '' && knownFields.length > 0 ? ` (this route takes ${knownFields.join(', ')})` : '';
    const plural = names.size === 1 && hidden === 0 ? 'unknown field' : 'unknown fields';
    clauses.push(`${plural}${scope}: ${joinWith(shown, 'and')}${known}`);
  }
  if (more > 0) clauses.push(`and ${more} more field${more === 1 ? '' : 's'}`);
  return requestModelDetail(where, clauses);
}

/**
 * The detail of SC_REQUEST_MODEL (its catalogue template is `{detail}`): what does not fit, clause by
 * clause. The one frame of that sentence, for the validator's issues above and the /documents form's checks.
 */
export function requestModelDetail(where: string, clauses: readonly string[]): string {
  if (clauses.length === 0) return `The ${where} does not fit the request model.`;
  return `The ${where} does not fit the request model: ${clauses.join('; ')}.`;
}
