// Turns the validator's error list into the contract's 422 detail: one readable sentence naming each
// bad field and what was expected, never the values sent.

export interface ValidationIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** `/a/name` → `a.name`, `/entity_types/0` → `entity_types[0]`. */
export function fieldPath(instancePath: string, child?: string): string {
  const parts = instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) parts.push(child);
  let out = '';
  for (const p of parts) out += /^\d+$/.test(p) ? `[${p}]` : out === '' ? p : `.${p}`;
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

function joinAlternatives(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

export function describeValidation(issues: readonly ValidationIssue[], where = 'request body'): string {
  const expectedTypes = new Map<string, string[]>();
  const other = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, value: string) => {
    const list = map.get(key) ?? [];
    if (!list.includes(value)) list.push(value);
    map.set(key, list);
  };
  for (const issue of issues) {
    if (issue.keyword === 'anyOf' || issue.keyword === 'oneOf') continue; // summarised by their branches
    if (issue.keyword === 'required') {
      add(other, fieldPath(issue.instancePath, String(issue.params.missingProperty)), 'is required');
    } else if (issue.keyword === 'type') {
      add(expectedTypes, issue.instancePath, ARTICLE[String(issue.params.type)] ?? String(issue.params.type));
    } else if (issue.keyword === 'const' || issue.keyword === 'enum') {
      const allowed = (issue.params.allowedValues as unknown[] | undefined) ?? [issue.params.allowedValue];
      for (const v of allowed) add(expectedTypes, issue.instancePath, JSON.stringify(v));
    } else {
      add(other, fieldPath(issue.instancePath) || where, issue.message ?? `fails ${issue.keyword}`);
    }
  }
  // A union whose object branch failed deeper down: report the deeper problem, not the outer type.
  const paths = [...expectedTypes.keys()];
  const clauses: string[] = [];
  for (const path of paths) {
    const deeper = issues.some((i) => i.instancePath.startsWith(`${path}/`) && i.keyword !== 'anyOf');
    if (deeper) continue;
    const name = fieldPath(path);
    const expected = `must be ${joinAlternatives(expectedTypes.get(path)!)}`;
    if (name === '') return `The ${where} ${expected === 'must be an object' ? 'must be a JSON object' : expected}.`;
    clauses.push(`${name} ${expected}`);
  }
  for (const [name, problems] of other) clauses.push(`${name} ${problems.join(' and ')}`);
  if (clauses.length === 0) return `The ${where} does not fit the request model.`;
  return `The ${where} does not fit the request model: ${clauses.join('; ')}.`;
}
