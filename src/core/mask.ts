// Masking of values shown to callers (docs/architecture.md D8): keep the first 4 characters (code points),
// replace every further one with `*`; a value of 4 characters or fewer becomes all `*`.

export function maskValue(value: string): string {
  const chars = Array.from(value);
  if (chars.length <= 4) return '*'.repeat(chars.length);
  return chars.slice(0, 4).join('') + '*'.repeat(chars.length - 4);
}

/**
 * Masks every value inside a JSON value: strings, and numbers written as text (an identifier stored as a
 * number is still a value); objects and arrays recursively; null and booleans pass.
 */
export function maskDeep<T>(value: T): T {
  if (typeof value === 'string') return maskValue(value) as T;
  if (typeof value === 'number') return maskValue(String(value)) as T;
  if (Array.isArray(value)) return value.map((v) => maskDeep(v)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = maskDeep(v);
    return out as T;
  }
  return value;
}
