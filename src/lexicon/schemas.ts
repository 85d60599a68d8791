// TypeBox schemas of the lexicon tables (src/lexicon/tables/*.json), read through the one data loader
// (core/dataFile.ts): a bad entry stops the service naming the table and the JSON path of the entry.
import Type from 'typebox';
import { KeyedBy } from '../core/dataSchemas.js';

const ISO2 = Type.String({ pattern: '^[A-Z]{2}$' });
/** A list of non-empty strings (it may be empty). */
export const Words = Type.Array(Type.String({ minLength: 1 }));

/** given-names.json, family-names.json: folded name -> count, and name -> space-separated country codes. */
export const GeneratedNames = Type.Object({
  names: Type.Record(Type.String(), Type.Number({ minimum: 1 })),
  countries: Type.Record(Type.String(), Type.String()),
});

/** other-names.json: names that are neither given nor family names in the source. */
export const OtherNames = Type.Object({ names: Words });

/** names-curated.json: per group, its country and the given and family names it adds. */
export const CuratedNames = Type.Object({
  groups: Type.Record(Type.String(), Type.Object({ country: ISO2, given: Words, family: Words })),
});

/** name-stoplist.json: the words never, or only softly, read as names. */
export const NameStoplist = Type.Object({ titles: Words, judicialOffices: Words, judicialOfficesAlsoGiven: Words, judicialOfficesNote: Type.String({ minLength: 20 }), addressHonorifics: Words, addressHonorificsNote: Type.String({ minLength: 20 }), never: Words, conjunctionParticles: Words, calendar: Words, soft: Words, verbLike: Words, contactWords: Words, contactWordsNote: Type.String({ minLength: 20 }), nameOpeners: Words, nameOpenersNote: Type.String({ minLength: 20 }), addresseeGroups: Words, addresseeGroupsNote: Type.String({ minLength: 20 }), patronymicParticles: Words, patronymicParticlesNote: Type.String({ minLength: 20 }), calendarAbbreviations: Words, calendarAbbreviationsNote: Type.String({ minLength: 20 }) });

/** english-words.json: one word list. */
export const WordList = Type.Object({ words: Words });

/** place-stoplist.json: `never` and `ambiguous` one-word places, and the `cues` before a place that admit an ambiguous one. */
export const PlaceStoplist = Type.Object({ source: Type.Optional(Type.String()), never: Words, ambiguous: Words, cues: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { minItems: 1 }) });

/** cities.json rows: [name, country, population, capital flag]. */
export const Cities = Type.Object({
  rows: Type.Array(Type.Tuple([Type.String(), ISO2, Type.Number(), Type.Number()])),
});

/** word-classes.json: coarse part-of-speech class ("P", "NV", ...: P proper noun, N noun, V verb, J adjective, R adverb, F other) -> the words, as written, seen with it. */
export const WordClasses = Type.Object({
  source: Type.String(),
  classes: KeyedBy('^[PNVJRF]{1,2}$', Words),
});

/**
 * word-clusters.json: `levels` nested cluster counts (each dividing the next, e.g. 64 / 256 / 1024) and, per
 * fine cluster, its lower-case words; what the schema cannot say (one list per fine cluster, each word
 * once, levels dividing) the tagger's loader checks (src/detect/tagger/wordClusters.ts).
 */
export const WordClusters = Type.Object(
  {
    source: Type.String({ minLength: 1 }),
    levels: Type.Array(Type.Integer({ minimum: 2, maximum: 65536 }), { minItems: 1, maxItems: 4 }),
    clusters: Type.Array(Words),
  },
  { additionalProperties: false },
);

/** countries.json rows: [code, names]. */
export const Countries = Type.Object({ rows: Type.Array(Type.Tuple([ISO2, Words])) });

const PlaceLists = Type.Object(
  {
    region: Type.Optional(Words),
    regionSuffixes: Type.Optional(Words),
    regionSuffixOnly: Type.Optional(Words),
    city: Type.Optional(Words),
    neighbourhood: Type.Optional(Words),
  },
  { additionalProperties: false },
);

/** places-curated.json: per country its curated places, and aliases (`Joburg` -> Johannesburg). */
export const CuratedPlaces = Type.Object({
  countries: Type.Record(Type.String({ pattern: '^[A-Z]{2}$' }), PlaceLists, { additionalProperties: false }),
  aliases: Type.Array(
    Type.Object({
      alias: Type.String(),
      name: Type.String(),
      kind: Type.Union([Type.Literal('country'), Type.Literal('region'), Type.Literal('city'), Type.Literal('neighbourhood')]),
      country: ISO2,
    }),
  ),
  /** Arabic-speaking countries whose cities are also indexed without the article (gazetteerIndex.ts). */
  articleAliases: Type.Optional(
    Type.Object(
      {
        note: Type.String({ minLength: 20 }),
        countries: Type.Array(ISO2, { minItems: 1 }),
        articles: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
  ),
});

/** brands.json: brand and product names as written (generated from simple-icons by scripts/build-lexicons.brands.ts). */
export const Brands = Type.Object({ source: Type.String({ minLength: 1 }), brands: Type.Array(Type.String({ minLength: 3 }), { minItems: 1 }) });

/** other-language-words.json (generated) and other-language-words-curated.json: ISO 639-1 code → common words of that language (lower case, NFC). */
export const OtherLanguageWords = Type.Object({ source: Type.String({ minLength: 20 }), licence: Type.Optional(Type.String()), languages: Type.Record(Type.String({ pattern: '^[a-z]{2,3}$' }), Words) });
