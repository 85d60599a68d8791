// Brand and product names (tables/brands.json, generated from simple-icons by
// scripts/build-lexicons.brands.ts, and tables/brands-curated.json, makes of car and drinks named like people or
// places that simple-icons lacks: "Mercedes", "Guinness", "Peroni"): a name the tagger reads as a person may be a
// company's or a product's ("Firefox", "Burger King"). Looked up by the one fold of the lexicons (fold.ts); loaded
// lazily, once.
import { foldKey } from './fold.js';
import { readLexiconJson } from './loadJson.js';
import { Brands } from './schemas.js';

let brands: ReadonlySet<string> | undefined;

function brandKeys(): ReadonlySet<string> {
  brands ??= new Set([...readLexiconJson('brands.json', Brands).brands, ...readLexiconJson('brands-curated.json', Brands).brands].map(foldKey));
  return brands;
}

/** True when the text, folded ("burger king", "FIREFOX", "guinness"), is a brand or product name either table lists. */
export function isBrandName(text: string): boolean {
  return brandKeys().has(foldKey(text));
}

/** Loads the table now (warm start). */
export function warmBrands(): void {
  brandKeys();
}
