// One test per lexicon data file: it loads, validates and holds what its consumers rely on.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { TSchema } from 'typebox';
import { readDataJson, validateData } from '../../src/core/dataFile.js';
import { lexiconTable, readLexiconJson } from '../../src/lexicon/loadJson.js';
import * as S from '../../src/lexicon/schemas.js';
import { englishWords, placeStopList } from '../../src/lexicon/stopWords.js';
import type { DataProblem } from '../../src/core/errorCatalogueData.js';
import { throwsDataFile } from '../helpers/dataFile.js';

/** The parsed table as stored, unchecked: each test asserts what its consumers rely on (readLexiconJson takes a schema). */
const data = (file: string) => readDataJson(lexiconTable(file)) as Record<string, unknown>;

describe('lexicon data files', () => {
  it('cities.json: GeoNames rows [name, ISO2, population, capital flag], capitals included', () => {
    const d = data('cities.json');
    assert.match(String(d.source), /GeoNames/);
    const rows = d.rows as Array<[string, string, number, number]>;
    assert.ok(rows.length > 20000);
    for (const r of rows) assert.ok(typeof r[0] === 'string' && /^[A-Z]{2}$/.test(r[1]) && r[2] >= 0 && [0, 1, 2].includes(r[3]));
    const capitals = rows.filter((r) => r[3] === 1).map((r) => r[0]);
    for (const c of ['Abuja', 'Nairobi', 'Accra', 'Pretoria', 'London', 'Berlin', 'Valletta', 'Vaduz']) assert.ok(capitals.includes(c), c);
  });

  it('countries.json: every ISO country with an English name first', () => {
    const rows = data('countries.json').rows as Array<[string, string[]]>;
    assert.ok(rows.length >= 249);
    assert.deepEqual(rows.find((r) => r[0] === 'NG')?.[1][0], 'Nigeria');
    assert.ok(rows.find((r) => r[0] === 'DE')?.[1].includes('Deutschland'));
  });

  it('places-curated.json: NG 36 states + FCT, KE 47 counties, GH 16 regions, ZA 9 provinces', () => {
    const c = data('places-curated.json').countries as Record<string, Record<string, string[]>>;
    const ng = c.NG!.region!.filter((r) => r !== 'Federal Capital Territory' && r !== 'FCT');
    assert.equal(new Set(ng).size, 36);
    assert.equal(new Set(c.KE!.region).size, 47);
    assert.equal(new Set([...c.GH!.region!, ...c.GH!.regionSuffixOnly!]).size, 16);
    assert.equal(new Set([...c.ZA!.region!, ...c.ZA!.regionSuffixOnly!]).size, 9);
  });

  it('places-curated.json: European, North American and Australian regions, none that is a person name', () => {
    const c = data('places-curated.json').countries as Record<string, Record<string, string[]>>;
    assert.ok(c.DE!.region!.includes('Rheinland-Pfalz'));
    assert.ok(c.AT!.region!.includes('Upper Austria'));
    assert.ok(c.CA!.region!.includes('Nova Scotia'));
    assert.ok(c.GB!.region!.includes('Greater Manchester'));
    for (const cc of ['US', 'CA', 'AU', 'GB', 'DE', 'AT', 'CH', 'IT', 'ES', 'FR', 'NL', 'BE', 'PL']) {
      for (const r of c[cc]!.region!) assert.ok(!['Georgia', 'Victoria', 'Kent', 'Virginia'].includes(r), `${cc} ${r}`);
    }
  });

  it('places-curated.json: regions of India, Pakistan, China, Iraq, Afghanistan and the Palestinian territories, none a listed city, person name or English word', async () => {
    const { lookupPlace, isEnglishWord, isGivenName, isFamilyName } = await import('../../src/lexicon/index.js');
    const c = data('places-curated.json').countries as Record<string, Record<string, string[]>>;
    assert.ok(c.IN!.region!.includes('Kerala') && c.IN!.region!.includes('Tamil Nadu'));
    assert.ok(c.PK!.region!.includes('Sindh') && c.CN!.region!.includes('Xinjiang'));
    assert.ok(c.IQ!.region!.includes('Anbar') && c.AF!.region!.includes('Helmand'));
    assert.deepEqual(c.PS!.region, ['West Bank', 'Gaza Strip']);
    for (const cc of ['IN', 'PK', 'CN', 'IQ', 'AF', 'PS']) {
      for (const r of c[cc]!.region!) {
        assert.ok(!r.includes(' ') ? !isEnglishWord(r) && !isGivenName(r) && !isFamilyName(r) : true, `${cc} ${r}`);
        assert.ok(lookupPlace(r).some((p) => p.kind === 'region' && p.country === cc), `${cc} ${r}`);
      }
    }
    // A region named like a listed city is left to the city; a region that is a person's name is left out.
    for (const city of ['Baghdad', 'Kabul', 'Chandigarh']) assert.ok(lookupPlace(city).every((p) => p.kind === 'city'), city);
    for (const name of ['Farah', 'Saladin']) assert.ok(lookupPlace(name).every((p) => p.kind !== 'region'), name);
  });

  it('place-stoplist.json and english-words.json load as folded sets', () => {
    assert.ok(placeStopList().never.has('march'));
    assert.ok(placeStopList().ambiguous.has('reading'));
    assert.ok(englishWords().size > 3000);
    assert.ok(englishWords().has('table'));
  });

  it('given-names.json / family-names.json: folded tokens with positive counts', () => {
    for (const file of ['given-names.json', 'family-names.json']) {
      const names = data(file).names as Record<string, number>;
      assert.ok(Object.keys(names).length > 10000, file);
      for (const [k, v] of Object.entries(names)) assert.ok(k === k.toLowerCase() && v >= 1, `${file}: ${k}`);
    }
  });

  it('names-curated.json: every group has a country and both lists', () => {
    const groups = readLexiconJson('names-curated.json', S.CuratedNames).groups;
    const countries = new Set(Object.values(groups).map((g) => g.country));
    assert.deepEqual([...countries].sort(), ['GB', 'GH', 'IE', 'KE', 'NG', 'ZA']);
    for (const [name, g] of Object.entries(groups)) {
      assert.ok(g.given.length > 5 && g.family.length > 5, name);
    }
  });

  it('name-stoplist.json: titles, never, soft and verbLike lists', () => {
    const d = readLexiconJson('name-stoplist.json', S.NameStoplist);
    for (const f of ['titles', 'never', 'soft', 'verbLike'] as const) assert.ok(d[f].length > 5, f);
  });

  it('a missing data file is reported with its name and code', () => {
    throwsDataFile(() => readLexiconJson('no-such-file.json', S.WordList), 'lexicon/tables/no-such-file.json', '/', 'DF_UNREADABLE');
    assert.ok(readFileSync(new URL('../../src/lexicon/tables/cities.json', import.meta.url), 'utf8').endsWith('\n'));
  });

  // One broken copy per schema: the real table with one entry spoilt must be refused naming the file and path.
  type Breaker = (d: ReturnType<typeof JSON.parse>) => string;
  const cases: [string, TSchema, Breaker, DataProblem][] = [
    ['given-names.json', S.GeneratedNames, (d) => { const k = Object.keys(d.names)[3]!; d.names[k] = 0; return `/names/${k}`; }, 'DF_BOUND'],
    ['family-names.json', S.GeneratedNames, (d) => { const k = Object.keys(d.countries)[2]!; d.countries[k] = ['NG']; return `/countries/${k}`; }, 'DF_TYPE'],
    ['other-names.json', S.OtherNames, (d) => { d.names[1] = ''; return '/names/1'; }, 'DF_MIN_LENGTH'],
    ['names-curated.json', S.CuratedNames, (d) => { const g = Object.keys(d.groups)[0]!; d.groups[g].country = 'Nigeria'; return `/groups/${g}/country`; }, 'DF_PATTERN'],
    ['name-stoplist.json', S.NameStoplist, (d) => { d.soft[2] = 7; return '/soft/2'; }, 'DF_TYPE'],
    ['english-words.json', S.WordList, (d) => { d.words[5] = ''; return '/words/5'; }, 'DF_MIN_LENGTH'],
    ['place-stoplist.json', S.PlaceStoplist, (d) => { d.ambiguous[0] = ''; return '/ambiguous/0'; }, 'DF_MIN_LENGTH'],
    ['place-stoplist.json', S.PlaceStoplist, (d) => { d.cues[1] = 'From'; return '/cues/1'; }, 'DF_PATTERN'],
    ['cities.json', S.Cities, (d) => { d.rows[4][1] = 'china'; return '/rows/4/1'; }, 'DF_PATTERN'],
    ['countries.json', S.Countries, (d) => { d.rows[1][0] = 'xx'; return '/rows/1/0'; }, 'DF_PATTERN'],
    ['places-curated.json', S.CuratedPlaces, (d) => { d.aliases[0].kind = 'town'; return '/aliases/0/kind'; }, 'DF_ONE_OF_VALUES'],
    ['word-classes.json', S.WordClasses, (d) => { d.classes.P[3] = ''; return '/classes/P/3'; }, 'DF_MIN_LENGTH'],
    ['word-classes.json', S.WordClasses, (d) => { d.classes.X = ['Walmart']; return '/classes/X'; }, 'DF_NOT_KNOWN_FIELD'],
    ['brands.json', S.Brands, (d) => { d.brands[2] = 'ab'; return '/brands/2'; }, 'DF_MIN_LENGTH'],
    ['brands-curated.json', S.Brands, (d) => { d.brands[1] = 'ab'; return '/brands/1'; }, 'DF_MIN_LENGTH'],
  ];
  for (const [file, schema, breakIt, problem] of cases) {
    it(`${file}: a broken copy is refused naming the file and the bad entry`, () => {
      const copy = JSON.parse(readFileSync(new URL(`../../src/lexicon/tables/${file}`, import.meta.url), 'utf8'));
      validateData(JSON.parse(JSON.stringify(copy)), schema, `lexicon/tables/${file}`);
      const path = breakIt(copy);
      throwsDataFile(() => validateData(copy, schema, `lexicon/tables/${file}`), `lexicon/tables/${file}`, path, problem);
    });
  }
});
