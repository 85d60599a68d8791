// Masking of values shown to callers (docs/architecture.md D8): keep the first 4 characters (code points),
// replace every further one with `*`; a value of 4 characters or fewer becomes all `*`. A masked value
// carries its own type (`MaskedString`, issue 14), made only here, so an unmasked value cannot be put
// where a masked one is expected; a value shown as stored carries `Revealed`, made only by `shownValue`.
import type { Brand } from './brand.js';

/** A value masked by `maskValue`. */
export type MaskedString = Brand<string, 'MaskedString'>;

/** A JSON value after `maskDeep`: every string and number is a MaskedString. */
export type MaskedJson = MaskedString | boolean | null | MaskedJson[] | { [key: string]: MaskedJson };

/** The type `maskDeep` gives a value of type T. */
export type Masked<T> = unknown extends T
  ? MaskedJson
  : T extends string | number
    ? MaskedString
    : T extends null | boolean | undefined
      ? T
      : T extends readonly (infer U)[]
        ? Masked<U>[]
        : { [K in keyof T]: Masked<T[K]> };

/** A stored value shown unmasked because reveal was asked for and allowed. */
export type Revealed<T> = T extends null ? null : Brand<T, 'Revealed'>;

/** A stored value as a read shows it: masked, or revealed on request; never a raw value by mistake. */
export type Shown<T> = Masked<T> | Revealed<T>;

export function maskValue(value: string): MaskedString {
  const chars = Array.from(value);
  if (chars.length <= 4) return '*'.repeat(chars.length) as MaskedString;
  return (chars.slice(0, 4).join('') + '*'.repeat(chars.length - 4)) as MaskedString;
}

/**
 * Masks every value inside a JSON value: strings, and numbers written as text (an identifier stored as a
 * number is still a value); objects and arrays recursively; null and booleans pass.
 */
export function maskDeep<T>(value: T): Masked<T>;
export function maskDeep(value: unknown): MaskedJson | undefined {
  if (typeof value === 'string') return maskValue(value);
  if (typeof value === 'number') return maskValue(String(value));
  if (Array.isArray(value)) return value.map((v) => maskDeep(v));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, MaskedJson> = {};
    for (const [k, v] of Object.entries(value)) out[k] = maskDeep(v);
    return out;
  }
  return value as boolean | null | undefined;
}

/** A stored value as shown: masked (maskDeep) unless `reveal`, then as stored. */
export function shownValue<T>(value: T, reveal: boolean): Shown<T> {
  return reveal ? (value as Revealed<T>) : maskDeep(value);
}
