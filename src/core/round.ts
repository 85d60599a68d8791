// Numbers in answers are rounded to four decimals at the source (docs/architecture.md D3), with the same
// rounding canonical JSON uses, so what a client sees is what was hashed.

export function round4(x: number): number {
  // Internal invariant (a score is always finite): plain TypeError, no code.
  if (!Number.isFinite(x)) throw new TypeError(`cannot round the non-finite number ${x}`);
  const r = Number(x.toFixed(4));
  return Object.is(r, -0) ? 0 : r;
}
