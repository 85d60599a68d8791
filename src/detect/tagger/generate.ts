// Generated training sentences for the tagger: templates written for this project in English, Nigerian
// Pidgin, Hausa, Yorùbá and Swahili, filled from the project's own lexicons (curated African names and
// the faker-derived name tables, the GeoNames cities, countries and curated regions, organisation names
// built on the institution nouns and legal forms of src/extract). A title stays outside the person span
// (as in Universal NER; the detector widens a span over its title afterwards). Seeded: the same seed
// gives the same sentences. Some sentences are lower-cased, as web text often is.
import { LEGAL_FORMS } from '../../extract/organizations.js';
import { INSTITUTION_HEADS } from '../../extract/institutions.js';
import { isEnglishWord, isFamilyName, isGivenName, lookupPlace } from '../../lexicon/index.js';
import { readLexiconJson } from '../../lexicon/loadJson.js';
import { Brands, Cities, Countries, CuratedNames, CuratedPlaces, GeneratedNames } from '../../lexicon/schemas.js';
import type { GoldSpan, Sentence } from './corpus.js';
import type { EntityType } from './model.js';
import { seededRng as prng } from '../../core/rng.js';
import { ENGLISH_MONTHS } from '../patterns/dobLexicon.js';

// Slots: {P} person, {L} place, {O} organisation, {B} a brand or product (an organisation), {T} a title,
// {N} a number, {D} a weekday, {M} a month.
const TEMPLATES: Record<string, string[]> = {
  en: [
    '{P} called from {L} on {D} to ask about the refund.',
    'I met {P} at the {O} office in {L} last {M}.',
    'Please forward this to {T} {P} before the meeting.',
    '{T} {P} of {O} confirmed the transfer.',
    'The claimant, {P}, was employed by {O} until {M} {N}.',
    'We stayed in {L} for two weeks and then drove to {L}.',
    'Thanks {P}, I will send the report to {O} tomorrow.',
    '{P} and {P} both work for {O} in {L}.',
    'Has anyone tried the new restaurant near {L}?',
    'My cousin {P} moved from {L} to {L} in {N}.',
    'According to {T} {P}, the hospital in {L} is full.',
    'The court heard evidence from {P}, a teacher at {O}.',
    'Judge {P} dismissed the appeal brought by {O}.',
    '{P} wrote: "see you in {L} on {D}".',
    'Flights from {L} to {L} are cheaper on {D}.',
    'She studied at {O} before joining {O} in {L}.',
    'Ask {P} - she knows everyone at {O}.',
    'Contact {T} {P} at the {L} branch.',
    'Yesterday {P} said the shop in {L} was closed.',
    'Is {L} safe to visit in {M}?',
    'The applicant, {T} {P}, lives in {L}.',
    'Regards, {P}',
    'Dear {T} {P}, thank you for your letter of {N} {M}.',
    'Monday is fine, but {P} prefers {D}.',
    'The {O} report names {P} as the contact person.',
    // E-mail and chat: greetings, sign-offs and a name alone on its line, as web text writes them.
    'Hi {P},',
    'Thanks, {P}',
    '{P}',
    '-{P}',
    'Hello {P}, hope all is well in {L}.',
    'Call me when you land in {L}.\n{P}',
    '{P} and I are driving to {L} this weekend.',
    'Any news from {P} about the flat in {L}?',
    'We had lunch with {P} at a small place near {L}.',
    'The hotel in {L} was clean and the staff were friendly.',
    // Places as the subject of a sentence, in reviews and news.
    '{L} is lovely in {M}, but book early.',
    '{L} has closed its border with {L} again.',
    'Best pizza in {L}, hands down.',
    'We moved here from {L} last year and love it.',
    'Is there a good dentist around {L}?',
    '{P} flew back to {L} after the talks.',
  ],
  pcm: [
    '{P} don go {L} since {D}.',
    'Abeg tell {T} {P} say we dey wait for am for {L}.',
    'Na {P} get the shop wey dey near {O} for {L}.',
    'My guy {P} dey work for {O} now.',
    'Wetin {P} talk about the matter for {L}?',
    '{T} {P} don return from {L} yesterday.',
    'Dem carry {P} go {O} for {L}.',
  ],
  ha: [
    '{P} ya tafi {L} ranar {D}.',
    '{T} {P} yana aiki a {O} a {L}.',
    'Na ga {P} a kasuwar {L} jiya.',
    '{P} ta dawo daga {L} da safe.',
    'Shugaban {O}, {T} {P}, ya yi jawabi a {L}.',
    'Mun je {L} tare da {P}.',
    'An kai {P} asibitin {O} da ke {L}.',
  ],
  yo: [
    '{P} lọ sí {L} ní ọjọ́ {D}.',
    '{T} {P} ń ṣiṣẹ́ ní {O} ní {L}.',
    'Mo rí {P} ní ọjà {L} lánàá.',
    '{P} ti padà dé láti {L}.',
    'Ọ̀gá {O}, {T} {P}, sọ̀rọ̀ ní {L}.',
    'A lọ sí {L} pẹ̀lú {P}.',
  ],
  sw: [
    '{P} alisafiri kwenda {L} siku ya {D}.',
    '{T} {P} anafanya kazi katika {O} huko {L}.',
    'Nilimwona {P} sokoni {L} jana.',
    '{P} amerudi kutoka {L} leo asubuhi.',
    'Mkurugenzi wa {O}, {T} {P}, alizungumza {L}.',
    'Tulienda {L} pamoja na {P}.',
    'Mgonjwa {P} alipelekwa {O} mjini {L}.',
  ],
};

/**
 * Web text as users write it (reviews, forum questions and answers, e-mails, posts): the shapes where the
 * tagger reads a capitalised word by its place in the sentence rather than by what it is. A place opens
 * the sentence and does what a person would (`Lagos was amazing`, `Accra or Kumasi?`), a place follows a
 * preposition of travel or origin, and a company or product does what a person would (`Jumia cancelled my
 * order`, `Thanks to Ada for recommending Paystack`) — with persons in the same shapes, so that the
 * sentence's first word is decided by what the word is (lexicons, clusters, affixes), not by its place.
 * Drawn only when settings.ts `webShare` is above 0 (off in the shipped weights; its note says why).
 */
const WEB_TEMPLATES: string[] = [
  '{L} was amazing, we want to go back in {M}.',
  '{L} gets very hot in {M}, so pack light.',
  '{L} or {L}? Which is better for a first visit?',
  '{L} to {L} took us nine hours by bus.',
  '{L} this time of year is beautiful.',
  '{L} has some of the best food I have ever had.',
  '{L}? Never been, but my sister loved it.',
  '{L} again next week, then home.',
  '{L} looks nothing like the photos.',
  '{L} won the bid to host the games.',
  'Lived in {L} for years before moving to {L}.',
  'We are flying out of {L} on {D} morning.',
  'Anyone here from {L}? Need advice on renting.',
  'The parcel left {L} on {D} and is still not here.',
  'I grew up near {L} but now live outside {L}.',
  'Shipping to {L} took three weeks.',
  'Greetings from {L}!',
  'Back in {L} after a long trip.',
  'Traffic into {L} was terrible this morning.',
  '{B} cancelled my order without any notice.',
  '{B} customer service told me to reinstall the app.',
  'Does {B} deliver to {L}?',
  'My {B} account was locked again this morning.',
  '{B} keeps crashing since the last update.',
  '{B} has raised its prices again.',
  'Thanks to {P} for recommending {B}.',
  '{P} from the {L} branch sorted it out in minutes.',
  'Ask for {P}, he was very helpful.',
  '{P} replied within an hour, great service.',
  '{P} - could you check the {B} invoice before {D}?',
  '{P} said {B} would refund us by {D}.',
  '{P} was amazing with the kids.',
  '{P} has been our agent in {L} for years.',
];

const TITLES = ['Mr', 'Mrs', 'Ms', 'Dr', 'Prof', 'Chief', 'Alhaji', 'Mallam', 'Hajia', 'Pastor', 'Rev', 'Mama', 'Baba', 'Mzee', 'Bwana', 'Nana', 'Hon', 'Engr', 'Sir', 'Lord Justice', 'Justice'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ENGLISH_MONTHS.map((m) => m[0]!.toUpperCase() + m.slice(1));
const NOUN_CLASS = ['u', 'ka', 'no'];

interface Pools {
  given: { name: string; group: string }[];
  family: { name: string; group: string }[];
  places: string[];
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function pools(): Pools {
  const curated = readLexiconJson('names-curated.json', CuratedNames);
  const given: Pools['given'] = [];
  const family: Pools['family'] = [];
  for (const [group, g] of Object.entries(curated.groups)) {
    for (const n of g.given) given.push({ name: n, group });
    for (const n of g.family) family.push({ name: n, group });
  }
  // The faker-derived tables: tokens listed by three or more languages (well-established names).
  for (const [file, into] of [['given-names.json', given], ['family-names.json', family]] as const) {
    const names = readLexiconJson(file, GeneratedNames).names;
    for (const [key, count] of Object.entries(names)) if (count >= 3 && /^[a-z]{3,}$/.test(key)) into.push({ name: cap(key), group: 'faker' });
  }
  const places: string[] = [];
  const cities = readLexiconJson('cities.json', Cities).rows;
  for (const [name, , population] of cities) if (population >= 150_000) places.push(name);
  for (const [, names] of readLexiconJson('countries.json', Countries).rows) places.push(names[0]!);
  const curatedPlaces = readLexiconJson('places-curated.json', CuratedPlaces);
  for (const kinds of Object.values(curatedPlaces.countries)) for (const list of Object.values(kinds)) places.push(...(list ?? []));
  return { given, family, places };
}

/**
 * Brand and product names (brands.json) that read only as a brand: no word of it is a listed given or
 * family name, a common English word or a gazetteer place (`Alfred`, `Abstract`, `Air India` stay out),
 * so a generated sentence never teaches that a name or a place is no person or place.
 */
function brandPool(): string[] {
  const out: string[] = [];
  for (const brand of readLexiconJson('brands.json', Brands).brands) {
    const words = brand.split(' ');
    if (!/^\p{Lu}/u.test(brand)) continue;
    if (words.some((w) => isGivenName(w) || isFamilyName(w) || isEnglishWord(w.toLowerCase()) || lookupPlace(w).length > 0)) continue;
    out.push(brand);
  }
  return out;
}

/** Adds Yorùbá-style tone marks to some vowels ("Adebayo" -> "Adébáyọ̀"), as names are often written. */
function toneMarks(name: string, random: () => number): string {
  let out = '';
  for (const ch of name) {
    out += ch;
    if ('aeiouAEIOU'.includes(ch) && random() < 0.4) out += random() < 0.5 ? '\u0301' : '\u0300';
  }
  return out.normalize('NFC');
}

/** `webShare`: the share of sentences drawn from WEB_TEMPLATES (settings.ts webShare); 0 leaves the stream as it was. */
export function generateSentences(count: number, seed: number, webShare = 0): Sentence[] {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const { given, family, places } = pools();
  const brands = webShare > 0 ? brandPool() : [];
  const african = given.filter((g) => g.group !== 'faker');
  const africanFamily = family.filter((g) => g.group !== 'faker');

  const person = (): string => {
    const g = random() < 0.6 ? pick(african) : pick(given);
    const f = random() < 0.6 ? pick(africanFamily) : pick(family);
    let first = g.name;
    if (g.group === 'yoruba' && random() < 0.3) first = toneMarks(first, random);
    if (g.group === 'nguni' && random() < 0.3) first = pick(NOUN_CLASS) + first;
    const r = random();
    if (r < 0.55) return `${first} ${f.name}`;
    if (r < 0.65) return first;
    if (r < 0.72) return f.name;
    if (r < 0.82) return `${first} ${pick(given).name} ${f.name}`;
    if (r < 0.9) return `${first.charAt(0)}. ${f.name}`;
    if (r < 0.95) return `${first.charAt(0)}.${pick(given).name.charAt(0)}. ${f.name}`;
    return `${first} ${f.name}-${pick(family).name}`;
  };
  const org = (): string => {
    const r = random();
    const head = pick(INSTITUTION_HEADS);
    if (r < 0.3) return `${pick(places)} ${head}`;
    if (r < 0.5) return `${pick(family).name} ${head}`;
    if (r < 0.65) return `${head} of ${pick(places)}`;
    if (r < 0.85) return `${pick(family).name} ${pick(['Foods', 'Energy', 'Farms', 'Tea Exporters', 'Properties', 'Media'])} ${pick(LEGAL_FORMS)}`;
    return `${pick(places)} State ${pick(['High Court', 'University', 'Hospital', 'Government'])}`;
  };

  const languages = Object.keys(TEMPLATES);
  const out: Sentence[] = [];
  for (let k = 0; k < count; k++) {
    const web = webShare > 0 && random() < webShare;
    const template = web ? pick(WEB_TEMPLATES) : pick(TEMPLATES[random() < 0.5 ? 'en' : pick(languages)]!);
    let text = '';
    const spans: GoldSpan[] = [];
    let last = 0;
    for (const m of template.matchAll(/\{([PLOBTNDM])\}/g)) {
      text += template.slice(last, m.index);
      last = m.index + m[0].length;
      const slot = m[1]!;
      const filler =
        slot === 'P' ? person() : slot === 'L' ? pick(places) : slot === 'O' ? org() : slot === 'B' ? pick(brands) : slot === 'T' ? pick(TITLES) : slot === 'N' ? String(1 + Math.floor(random() * 2030)) : slot === 'D' ? pick(DAYS) : pick(MONTHS);
      const type: EntityType | null = slot === 'P' ? 'PER' : slot === 'L' ? 'LOC' : slot === 'O' || slot === 'B' ? 'ORG' : null;
      if (type) spans.push({ type, start: text.length, end: text.length + filler.length });
      text += filler;
    }
    text += template.slice(last);
    if (random() < 0.08 && text.toLowerCase().length === text.length) text = text.toLowerCase();
    out.push({ text, spans });
  }
  return out;
}
