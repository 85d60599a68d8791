// Brand and product names for the tagger's refine rules (see build-lexicons.ts): the titles of simple-icons
// (CC0-1.0; the brands of software, hardware, web services, media, retail, food and drink, cars and travel
// that have a logo there) with their `aka` aliases and duplicate titles. A brand written as a name
// ("Firefox", "Burger King", "Coca-Cola") is read as a person by a tagger that sees a capitalised word in a
// subject's place; the list tells such a span names a company or a product. Kept: forms that open with a
// letter or digit and hold only letters, digits, spaces and `& . ' ’ + -`, at least three characters and one
// letter; localised titles (`loc`) are left out (scripts the tagger's web text rarely writes a brand in).
// Returns the JSON value of src/lexicon/tables/brands.json: the sorted, deduplicated forms as written.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

interface Icon {
  title: string;
  aliases?: { aka?: string[]; dup?: { title: string }[] };
}

const FORM = /^[\p{L}\p{N}][\p{L}\p{N}&.'’ +-]*$/u;
const LETTER = /\p{L}/u;

export function buildBrands(): unknown {
  // The package exports no path to its data file: read it beside the package's entry point.
  const icons = JSON.parse(readFileSync(join(dirname(require.resolve('simple-icons')), 'data', 'simple-icons.json'), 'utf8')) as Icon[];
  const forms = new Set<string>();
  for (const icon of icons) {
    for (const form of [icon.title, ...(icon.aliases?.aka ?? []), ...(icon.aliases?.dup ?? []).map((d) => d.title)]) {
      const f = form.normalize('NFC').trim();
      if (f.length >= 3 && FORM.test(f) && LETTER.test(f)) forms.add(f);
    }
  }
  return {
    source:
      'simple-icons@16.37.0 (CC0-1.0): the brand titles of its icons with their aka aliases and duplicate titles, as written; forms of at least three characters made of letters, digits, spaces and & . \' ’ + -',
    brands: [...forms].sort(),
  };
}
