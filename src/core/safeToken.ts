// The one rule for quoting a caller's value in an error detail (docs/architecture.md D9, README "Errors"): a
// value is quoted only when it is a short, safe token — at most 32 characters of [A-Za-z0-9_.:-] — so a
// misspelt `methd` or jurisdiction `XX` is named back, while a long or free-text value (a name, a
// 1 MB string, a path) is described by its kind and length and never echoed. A well-formed service id
// (`dec:sha256:<64 hex>`, ...) is also quoted: it is a digest the service made, not caller data.

export const SAFE_TOKEN_MAX = 32;
const SAFE_TOKEN = /^[A-Za-z0-9_.:-]+$/;
const SERVICE_ID = /^(?:dec|xwd|red|rec|doc):sha256:[0-9a-f]{64}$/;

/** True when `value` may appear in an error detail as sent. */
export function isSafeToken(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0) return false;
  return (value.length <= SAFE_TOKEN_MAX && SAFE_TOKEN.test(value)) || (value.length === 75 && SERVICE_ID.test(value));
}

/** `'NG'` for a safe token; otherwise a description that quotes nothing (`a value of 1048576 characters`). */
export function quoteSafe(value: unknown): string {
  if (isSafeToken(value)) return `'${value}'`;
  if (typeof value === 'string') return value.length === 0 ? 'an empty value' : `a value of ${value.length} characters (not shown)`;
  return `a value (not shown)`;
}
