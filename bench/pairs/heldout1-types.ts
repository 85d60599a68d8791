// Types and the record helper of held-out pair set 1 (issue 11); see bench/pairs/heldout1.ts.
import type { FieldMap } from '../../src/compare/index.js';

/** One thing (a product, a company, a place) as two or more sources list it: every two are the same. */
export type Variant = FieldMap[];

/**
 * Things a careless matcher would merge (sibling models, another size, another branch, a parent and its
 * subsidiary): listings of one variant are the same thing, listings of two variants are different things.
 */
export interface Family {
  kind: string;
  variants: Variant[];
}

/** A field map without the fields a listing leaves out. */
export function rec(fields: Record<string, string | number | undefined>): FieldMap {
  const out: FieldMap = {};
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}
