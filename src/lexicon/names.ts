// Person-name lexicon: given- and family-name tokens generated from faker locales (MIT), other known
// names from a people-names word list (other-names.json, MIT), plus the
// project's curated Nigerian, Ghanaian, Kenyan and South African names, and the stop-lists that keep
// ordinary words ("May I help", "Bank Street") from reading as names. Lookups are case- and
// diacritic-insensitive (src/lexicon/fold.ts). Loaded once, on first use.
import { memoiseString } from '../core/memo.js';
import { foldKey } from './fold.js';
import { readLexiconJson } from './loadJson.js';
import { CuratedNames, GeneratedNames, NameStoplist, OtherNames } from './schemas.js';
import { englishWords } from './stopWords.js';

interface NameTables {
  given: Map<string, number>;
  family: Map<string, number>;
  /** Names from the people-names word list that faker lacks: known names, neither given nor family. */
  other: Set<string>;
  countries: Map<string, Set<string>>;
  titles: Set<string>;
  /** name-stoplist.json `judicialOffices`: titles naming a judicial office ("Justice", "Judge"). */
  offices: Set<string>;
  /** `judicialOfficesAlsoGiven`: offices that are also a common given name ("Justice"). */
  officeNames: Set<string>;
  /** name-stoplist.json `addressHonorifics`: forms of address by kinship or familiarity, kept outside a person's span ("Auntie", "Baba"). */
  honorifics: Set<string>;
  never: Set<string>;
  /** Words that are "and" in a cue language and a name particle elsewhere ("da", "le"). */
  conjunctions: Set<string>;
  /** Weekdays and months without a name use, in every cue language (also in `never`). */
  calendar: Set<string>;
  /** Short forms of weekdays and months (`calendarAbbreviations`), folded: a day or a month only in a date's context, so never `never`. */
  calendarShort: Set<string>;
  soft: Set<string>;
  verbLike: Set<string>;
  /** name-stoplist.json `contactWords`: a trade or role a contact list saves after a name ("Electrician"). */
  contacts: Set<string>;
  /** name-stoplist.json `nameOpeners`: French, Spanish and Portuguese words before a name ("Bonjour", "Merci", "Selon"). */
  openers: Set<string>;
  /** name-stoplist.json `addresseeGroups`: a greeting's group of addressees and the Polish adjectives of respect (lower case, NFC). */
  addressees: Set<string>;
  /** name-stoplist.json `patronymicParticles`: words between a given name and a parent's name ("wa", "dan", "ap"). */
  patronymics: Set<string>;
  /** Every word any table knows, with its strength precomputed (one lookup per token when scanning). */
  strength: Map<string, NameStrength>;
}

let tables: NameTables | undefined;

function loadGenerated(file: string, into: Map<string, number>, countries: Map<string, Set<string>>): void {
  const data = readLexiconJson(file, GeneratedNames);
  for (const [key, count] of Object.entries(data.names)) {
    // Keys are folded again at load, so a change of foldKey (src/lexicon/fold.ts) never strands a stored key.
    const folded = foldKey(key);
    into.set(folded, (into.get(folded) ?? 0) + count);
  }
  for (const [key, list] of Object.entries(data.countries)) {
    addCountries(countries, foldKey(key), list.split(' '));
  }
}

function addCountries(countries: Map<string, Set<string>>, key: string, codes: string[]): void {
  const set = countries.get(key) ?? new Set<string>();
  countries.set(key, set);
  for (const c of codes) set.add(c);
}

function load(): NameTables {
  const t: NameTables = {
    given: new Map(),
    family: new Map(),
    other: new Set(),
    countries: new Map(),
    titles: new Set(),
    offices: new Set(),
    officeNames: new Set(),
    honorifics: new Set(),
    never: new Set(),
    calendar: new Set(),
    calendarShort: new Set(),
    conjunctions: new Set(),
    patronymics: new Set(),
    soft: new Set(),
    verbLike: new Set(),
    contacts: new Set(),
    openers: new Set(),
    addressees: new Set(),
    strength: new Map(),
  };
  loadGenerated('given-names.json', t.given, t.countries);
  loadGenerated('family-names.json', t.family, t.countries);
  for (const key of readLexiconJson('other-names.json', OtherNames).names) t.other.add(foldKey(key));

  for (const g of Object.values(readLexiconJson('names-curated.json', CuratedNames).groups)) {
    for (const [field, map] of [['given', t.given], ['family', t.family]] as const) {
      for (const name of g[field]) {
        const key = foldKey(name);
        map.set(key, (map.get(key) ?? 0) + 1);
        addCountries(t.countries, key, [g.country]);
      }
    }
  }

  const stops = readLexiconJson('name-stoplist.json', NameStoplist);
  for (const [field, set] of [['titles', t.titles], ['judicialOffices', t.offices], ['judicialOfficesAlsoGiven', t.officeNames], ['addressHonorifics', t.honorifics], ['never', t.never], ['calendar', t.calendar], ['soft', t.soft], ['verbLike', t.verbLike]] as const) {
    for (const w of stops[field]) set.add(foldKey(w));
  }
  for (const o of t.offices) t.titles.add(o); // an office is a title too
  for (const w of t.calendar) t.never.add(w); // a weekday or a month is never a name token
  for (const w of stops.calendarAbbreviations) t.calendarShort.add(foldKey(w));
  for (const w of stops.conjunctionParticles) t.conjunctions.add(foldKey(w));
  for (const w of stops.contactWords) t.contacts.add(foldKey(w));
  // Accents kept: "Olá" is an opener, "Ola" a Yorùbá given name.
  for (const w of stops.nameOpeners) t.openers.add(w.normalize('NFC'));
  for (const w of stops.addresseeGroups) t.addressees.add(w.normalize('NFC'));
  // Case kept: "Dan" and "Wa" capitalised are a given name and a town, never the particle.
  for (const w of stops.patronymicParticles) t.patronymics.add(w.normalize('NFC'));
  const words = englishWords();
  for (const key of [...t.never, ...t.titles, ...t.verbLike, ...t.soft, ...t.given.keys(), ...t.family.keys(), ...t.other, ...words]) {
    t.strength.set(key, strengthOf(t, words, key));
  }
  return t;
}

function names(): NameTables {
  tables ??= load();
  return tables;
}

/** Loads the name lexicon now (start-up warm-up); otherwise it loads on first use. */
export function warmNames(): void {
  names();
}

/** True when the word is a known given name (stop-listed words included: see nameTokenStrength). */
export function isGivenName(word: string): boolean {
  return names().given.has(foldKey(word));
}

/** True when the word is a known family name. */
export function isFamilyName(word: string): boolean {
  return names().family.has(foldKey(word));
}

/** In how many sources (faker languages + curated groups) the token occurs as a given or family name; 0 if unknown. */
export function nameTokenFrequency(word: string): number {
  const key = foldKey(word);
  const t = names();
  return (t.given.get(key) ?? 0) + (t.family.get(key) ?? 0);
}

/** African countries (ISO alpha-2) whose naming sources list this token, sorted; empty if none. */
export function nameCountries(word: string): string[] {
  return [...(names().countries.get(foldKey(word)) ?? [])].sort();
}

/** True for a weekday or a month of any cue language that has no use as a name ("Jumanne", "Moqebelo", "Janvier"). */
export function isCalendarWord(word: string): boolean {
  return names().calendar.has(foldKey(word));
}

/**
 * True for a short form of a weekday or a month ("Mon", "Sept", "sáb", "paź"): also a name or a word in some use ("Jan",
 * "Sun", "Dom"), so a caller reads it as a day only where a date or a timetable stands around it.
 */
export function isCalendarAbbreviation(word: string): boolean {
  return names().calendarShort.has(foldKey(word));
}

/**
 * True for a lower-case word that means "and" in a cue language and is a name particle elsewhere (Hausa "da",
 * Sesotho "le"; "da Silva", "le Roux"): two full names joined by one are two persons.
 */
export function isConjunctionParticle(word: string): boolean {
  return names().conjunctions.has(word);
}

/**
 * True for a lower-case word written between a given name and the name of the parent the person is named after
 * (name-stoplist.json `patronymicParticles`: Gikuyu "wa", Hausa "dan", Welsh "ap"); each is a common word too, so a
 * caller joins names over it only where both sides are names.
 */
export function isPatronymicParticle(word: string): boolean {
  return names().patronymics.has(word.normalize('NFC'));
}

/** True for a trade or role a phone's contact list saves after a name ("Tariq Electrician"); read by chat-label rules only. */
export function isContactWord(word: string): boolean {
  return names().contacts.has(foldKey(word));
}

/**
 * True for a French, Spanish or Portuguese word written capitalised right before a name ("Bonjour", "Merci", "Selon";
 * name-stoplist.json `nameOpeners`) that stays outside the name: one a name list also knows as a name ("Hola", "Olá",
 * "Cher") only in a text written in another language than English (`inForeignText`: "Cher Lloyd sang"). The one test
 * of the lexical name spans and the tagger's refine rule.
 */
export function isNameOpener(word: string, inForeignText: () => boolean): boolean {
  if (!/^\p{Lu}/u.test(word) || !names().openers.has(word.toLowerCase().normalize('NFC'))) return false;
  const strength = nameTokenStrength(word);
  return (strength !== 'strong' && strength !== 'soft') || inForeignText();
}

/**
 * True for a word of a greeting that addresses a group (name-stoplist.json `addresseeGroups`: "Liebe [Kolleginnen] und
 * Kollegen", "Liebe [Fahrgäste]", "[Szanowni] [Mieszkańcy]"): it and the words of the greeting before it name nobody,
 * whatever the name lists say of the word before it ("Liebe").
 */
export function isAddresseeGroup(word: string): boolean {
  return /^\p{Lu}/u.test(word) && names().addressees.has(word.toLowerCase().normalize('NFC'));
}

/** True for a title that names a judicial office ("Justice", "Judge"): its title chain stays outside a name's span. */
export function isJudicialOffice(word: string): boolean {
  return names().offices.has(foldKey(word));
}

/** True for a judicial office that is also a common given name ("Justice"): alone before a name it may be the name. */
export function isJudicialOfficeAlsoGiven(word: string): boolean {
  return names().officeNames.has(foldKey(word));
}

/**
 * True for a form of address by kinship or familiarity written before a name ("Auntie", "Baba", "Bro", "uMama",
 * "Ntate"; name-stoplist.json `addressHonorifics`): kept outside the person's span (nameTitles.ts). Titles of honour,
 * office or religious rank ("Alhaji", "Pastor", "uMfundisi") are not: they stay in the span (issue 13).
 */
export function isAddressHonorific(word: string): boolean {
  return names().honorifics.has(foldKey(word));
}

/** True for a courtesy or honorific title that may precede a name (Mr, Dr, Chief, Alhaji, Mallam, ...). */
export function isNameTitle(word: string): boolean {
  return names().titles.has(foldKey(word));
}

/**
 * How much a capitalised word says "person name":
 * - `strong`: a lexicon name that is not a common word ("Adaeze", "Okonkwo", "Smith");
 * - `soft`: a lexicon name that is also a common word ("Grace", "Brown", "Will"): counts only beside a strong one;
 * - `verbLike`: a soft name that opens sentences as a verb ("May I", "Will you"): dropped at a sentence start;
 * - `never`: a title, function word, month, weekday or address/organisation word;
 * - `unknown`: not in the lexicon (may still be a name when a strong name or a title stands next to it);
 * - `word`: a common English word that is not a name.
 */
export type NameStrength = 'strong' | 'soft' | 'verbLike' | 'never' | 'unknown' | 'word';

export function nameTokenStrength(word: string): NameStrength {
  return strengthOfWord(word);
}

// Words as written → strength, for the words of recent texts: most capitalised words of running text
// (sentence starts, titles, common names and places) recur, and the small table stays in the CPU caches
// where the large one does not (src/core/memo.ts). The tables never change once loaded.
const strengthOfWord = memoiseString((word: string): NameStrength => names().strength.get(foldKey(word)) ?? 'unknown', 4096);

function strengthOf(t: NameTables, english: ReadonlySet<string>, key: string): NameStrength {
  if (t.never.has(key)) return 'never';
  const listed = t.given.has(key) || t.family.has(key);
  const known = listed || t.other.has(key);
  if (t.titles.has(key) && !listed) return 'never'; // "Obi", "Igwe" are titles and family names; "Herr" only in the word list
  if (t.verbLike.has(key)) return known ? 'verbLike' : 'word';
  if (t.soft.has(key)) return 'soft';
  const common = english.has(key);
  if (known) return common ? 'soft' : 'strong';
  return common ? 'word' : 'unknown';
}
