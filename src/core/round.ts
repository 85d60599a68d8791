// Numbers in answers are rounded to four decimals at the source (docs/architecture.md D3), with the same
// rounding canonical JSON uses, so what a client sees is what was hashed.

export function round4(x: number): number {
  // Internal invariant (a score is always finite): plain TypeError, no code.
  if (!Number.isFinite(x)) throw new TypeError(`cannot round the non-finite number ${x}`);
  // An integer (most factors are 0 or 1) is its own rounding: toFixed(4) writes its exact digits (or, from
  // 1e21, the same exponent form String does), which read back as the same number; -0 reads as 0.
  if (Number.isInteger(x)) return x === 0 ? 0 : x;
  const r = Number(x.toFixed(4));
  return Object.is(r, -0) ? 0 : r;
}
