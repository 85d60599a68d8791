// More rules over the tagger's person spans (the rest are in refine.ts; word lists in refine.json and
// src/extract/organisation-words.json), each measured on cross-validation folds of the UNER dev split:
// - a word with one letter written three times in a row is an exclamation or a typo ("Sooooo",
//   "Brilll"), never a name;
// - a one-word "person" that is a planet ("transit Venus", "natal Saturn") is the planet;
// - a "person" that is a brand or product name (src/lexicon/tables/brands.json: "Firefox", "Burger King") and no
//   name list's person ("Dell", "Ford" are given names too) is an organisation;
// - a "person" holding or followed by a legal form or an institution noun ("J.M. Huber Corporation",
//   "Ngozi Holdings") is an organisation, and so is one joined by "&" to such a word ("Bello, Garba & Partners",
//   foundersFirms);
// - a capitalised word no lexicon knows, right before a reporting verb ("Shojai told", "al-Sadr said"),
//   is a person's name;
// - a quoted name written surname first ("Lenhart, Matthew") is one person;
// - the speaker labels of a chat transcript ("[14:25] bethan: u reach yet?", "Somtochukwu: happy
//   birthday") are persons, in lower case too, and so is the name in a transcript's label of a title and a name
//   ("MR MAFU: Who else was there?", addTitledSpeakers);
// - one to three capitalised words after an alias cue ("a man I know as Small", "alias Kaka") are a person;
// - a surname in capitals, a comma and the given name ("SALEH, Abdurrahman"), as registers write them, is one person;
// - a reference list's author, a surname, a comma and initials ("Mensah, K. A."), is one person (citedAuthors);
// - a lower-case given name in lower-case web text, next to a word a person goes with ("tell val", "hector
//   was", "posted by darin", "shanna and i"), is a person; so is a capitalised name joined to "I" or "me" by "and"
//   ("Peder and I", firstPersonPairs);
// - a one-word "person" after a lower-case "the" with no noun after it ("the Hilton (which ...)", "the Admin a
//   very strong upper hand") names a thing; "the Bush administration", "the Wesley boys" keep the person;
// - a surname written with a lower-case Arabic article or patronymic glued by a hyphen ("Muqtada al-Sadr",
//   "Ayman al-Zawahiri") belongs to the person span right before it;
// - a given name, a patronymic particle and the parent's name ("Kamau wa Ngugi", "Usman dan Fodio") are one person.

import { NOTICE_PLACE_PREPOSITIONS } from '../lexical/placeCueWords.js';
import { commonWordLanguages, curatedWordLanguages, isAddressHonorific, isBrandName, isCalendarWord, isConjunctionParticle, isContactWord, isEnglishWord, isFamilyName, isGivenName, isJudicialOffice, isNameOpener, isNameTitle, isPatronymicParticle, languagesWrittenIn, lookupPlace, nameTokenStrength } from '../../lexicon/index.js';
import { ORGANISATION_WORDS } from '../../extract/organisationWords.js';
import { isNameParticle, NAME_CUE } from '../lexical/nameTokens.js';
import { afterHonorifics, nameStartWithTitles } from '../lexical/nameTitles.js';
import { isStreetWord } from '../../places/addressTokens.js';
import { coveredTokens, overlapping, type RefinedSpan, replaced, spanWords, tokenRange } from './spanIndex.js';
import { CAPITALISED_WORD, capitalisedRunEnd, cueAt, cueEndsBefore, cueWord, oneSpaceBefore, type Tokens } from './tokens.js';
import { wordClass } from './wordClasses.js';
import { ENGLISH_MONTHS } from '../patterns/dobLexicon.js';

export interface PersonWords {
  planets: ReadonlySet<string>;
  speech: ReadonlySet<string>;
  /** refine.json `speech_cues_other_languages` (NFC): words beside a speaker's name in the cue languages. */
  foreignSpeech: ReadonlySet<string>;
  /** refine.json `alias_cues`, each as its lower-case words ("i know as" → ["i", "know", "as"]), grouped by its first word (list order kept). */
  aliasCues: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** refine.json `name_cues_other_languages` (NFC, lower case), each as its words, grouped by its first word. */
  nameCues: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** refine.json `name_titles_other_languages` (NFC, lower case): honorifics before a name in the cue languages, each as a one-word phrase. */
  foreignTitles: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** refine.json `lower_case_name_cues`: words (or phrases, as word lists) right before or after a lower-case given name that make it a person; `before` (with `kin_nouns`) grouped by its last word. */
  lowerCaseBefore: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** refine.json `word_name_followers`, each phrase as its words, grouped by its first word. */
  wordNameFollowers: ReadonlyMap<string, readonly (readonly string[])[]>;
  /**
   * refine.json `word_given_names.names`: given names that are English words of virtue or wish ("Happiness", "Treasure",
   * "Silence") the name lexicon does not list yet (listing them there changes the tagger's features and weights);
   * read by wordNamesInSlots (in the kin or role slot only) and wordGivenNames beside the lexicon's given names.
   */
  wordGivenNames: ReadonlySet<string>;
  /** refine.json `kin_nouns`: a relative's or partner's word ("cousin", "spouse"). */
  kin: ReadonlySet<string>;
  lowerCaseAfter: ReadonlySet<string>;
  /** refine.json `lower_case_name_cues.opening_after`: a second-person word after a lower-case given name that opens a message ("ama ur order", "kofi your rent"). */
  lowerCaseOpeningAfter: ReadonlySet<string>;
  /** refine.json `lower_case_name_cues.opening_not_names`: particles and forms of address that open a chat and name no one ("abi", "baba"). */
  lowerCaseOpeningNot: ReadonlySet<string>;
  /**
   * refine.json `automated_senders` and `speaker_roles` (NFC, lower case): a chat label of software or an account's role
   * ("Bot", "Admin") or a transcript's label of a speaker's role ("Caller", "Abiria", "Umshayeli").
   */
  automatedSenders: ReadonlySet<string>;
  /** refine.json `firm_professions`: plural professions that end a founders' firm name ("Attorneys", "Solicitors"). */
  firmProfessions: ReadonlySet<string>;
  /** refine.json `contact_names.cues` (NFC, lower case): words before a contact's name and phone number ("call", "enquiries to"), grouped by their last word. */
  contactCues: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** refine.json `pet_nouns`: words for an animal kept as a pet ("cat", "puppy"). */
  pets: ReadonlySet<string>;
  /** refine.json `pet_name_cues` (lower case, NFC): words that give a name ("named", "name is"), grouped by their last word. */
  petCues: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** refine.json `pet_notices.cues`: phrases said only of an animal's name ("answers to"), grouped by their last word. */
  petOnlyCues: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** refine.json `pet_notices.lost_words` (NFC): words of a lost or found notice ("lost", "vermist", "ilahlekile"). */
  petLost: ReadonlySet<string>;
  /** refine.json `pet_notices.possessives_after_noun`: possessives written after the noun ("yami", "wangu"), grouped by their last word. */
  petPossessives: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** refine.json `pet_notices.field_labels`: animal words a form writes as a field's label ("Dog:", "Pet:"). */
  petLabels: ReadonlySet<string>;
  /** refine.json `products.determiners`: indefinite articles, possessives and quantity words before a product ("his", "una", "niente"). */
  productDeterminers: ReadonlySet<string>;
  /** refine.json `products.joiners`: words joining two products in a list ("and", "or", "e", "und"). */
  productJoiners: ReadonlySet<string>;
  /** refine.json `sentence_openers_other_languages` (lower case, NFC, every language): pronouns, conjunctions and verbs that open a sentence. */
  sentenceOpeners: ReadonlySet<string>;
  /** refine.json `sentence_openers_other_languages.articles`: each article of the users' European languages ("de", "der", "la", lower case, NFC) and the function words of each language it belongs to. */
  loneArticles: ReadonlyMap<string, readonly ArticleLanguage[]>;
  /** refine.json `financial_services.names` (NFC): banks, mobile-money and payment services written as one word ("Ecobank", "MoMo"). */
  financialServices: ReadonlySet<string>;
}

const ELONGATED = /(\p{L})\1\1/u;
const UPPER_START = /^\p{Lu}/u;
const ALL_CAPS = /^[\p{Lu}\p{M}]+$/u;
/** A name as written: a capitalised word, or one after an Arabic article or patronymic ("al-Sadr", "bin-Laden"). */
const NAME_WORD = /^(?:(?:al|el|bin|ibn|abu)-)?\p{Lu}[\p{Ll}\p{M}'’-]+$/u;
/** A surname after a lower-case article or patronymic and a hyphen ("al-Sadr", "el-Baradei", "bin-Talal"): NAME_WORD's prefixed form. */
const ARTICLE_SURNAME = /^(?:al|el|bin|ibn|abu)[-‐]\p{Lu}[\p{Ll}\p{M}'’-]+$/u;

let orgWords: ReadonlySet<string> | undefined;

/** One-word legal forms and the institution nouns ("Ltd", "Corporation", "Holdings", "University"). */
export function organisationWords(): ReadonlySet<string> {
  orgWords ??= new Set([...ORGANISATION_WORDS.legal_forms.filter((f) => /^[\p{L}.]+$/u.test(f)), ...ORGANISATION_WORDS.institution_heads]);
  return orgWords;
}

/** Name strengths of a word a name list knows as a person's (given, family or other names). */
const KNOWN_NAME: ReadonlySet<string> = new Set(['strong', 'soft']);

/**
 * A brand or product name (tables/brands.json) read as a person ("Firefox crashed", "ordered from Tesco",
 * "Burger King"): web text names companies and products where it names people, in a subject's place and
 * capitalised. A span opening with a given name, or one word any name list knows ("Suzuki", "Siemens"), stays a
 * person: brands named after people ("Dell", "Ford", "Dior") name the person as often, and a title before the name is
 * inside the span, so "Mr Ford" is never a brand.
 */
function brandNotPerson(words: readonly string[]): boolean {
  if (!isBrandName(words.join(' ')) || isGivenName(words[0]!)) return false;
  return words.length > 1 || !KNOWN_NAME.has(nameTokenStrength(words[0]!));
}

/**
 * A place span right after a kin noun (refine.json `kin_nouns`), one space or a child's age in brackets between
 * ("my nephew Sydney", "My DD (4) Jordan", "o meu filho Duarte"), is that relative, a person: parents name children
 * after places ("Kenya", "Sydney", "Jordan", "Paris"), and a kin noun is followed by the relative's name, never by a
 * town ("my brother in Kenya" has a preposition between). One or two words only, on the kin noun's line. So is a
 * place span of a given name and a family name that names no place, the whole no place ("Georgia Okello", "Kenya de
 * Groot"): a person named after a place, written in full; never one opening with an English word ("Lake Albert").
 */
export function kinNamedPlaces(tokens: Tokens, spans: RefinedSpan[], kin: ReadonlySet<string>): RefinedSpan[] {
  let out: RefinedSpan[] | undefined;
  spans.forEach((s, i) => {
    if (s.type !== 'LOC') return;
    const [a, b] = tokenRange(tokens, s);
    // "Georgia Okello", "Kenya de Groot": a given name named after a place and a family name no place shares, the whole no place.
    const last = tokens.words[b]!;
    if (b > a && isGivenName(tokens.words[a]!) && !isEnglishWord(tokens.words[a]!.toLowerCase()) && isFamilyName(last) && nameTokenStrength(last) === 'strong' && lookupPlace(last).length === 0 && lookupPlace(spanWords(tokens, s)).length === 0) {
      out ??= spans.slice();
      out[i] = { ...s, type: 'PER' };
      return;
    }
    if (b - a > 1 || a === 0 || tokens.newlineBefore[a] === 1 || !UPPER_START.test(tokens.words[a]!)) return;
    let k = a - 1;
    // "DD (4) Jordan": the age in brackets between.
    if (tokens.words[k] === ')' && k >= 3 && /^\d{1,2}$/.test(tokens.words[k - 1]!) && tokens.words[k - 2] === '(') k -= 3;
    if (k < 0 || tokens.newlineBefore.subarray(k + 1, a + 1).some((nl) => nl !== 0) || !kin.has(cueWord(tokens.words[k]!))) return;
    if (k === a - 1 && !oneSpaceBefore(tokens, a)) return;
    out ??= spans.slice();
    out[i] = { ...s, type: 'PER' };
  });
  return out ?? spans;
}

/** Longest brand name read around a product, in words ("Johnnie Walker", "Stella Artois"). */
const MAX_BRAND_WORDS = 2;
/** Longest span (last token less first) read as a brand and its model: two words of brand, one or two of model. */
const MAX_MODEL_SPAN = 3;

/**
 * The brand of up to two capitalised words from token `t` on, one space between; its last token, or -1. A given name
 * beside a span that is a given name too is two persons, not two brands ("Lucía y Lucía": simple-icons lists "Lucia").
 */
function brandFrom(tokens: Tokens, t: number, step: 1 | -1, givenSpan: boolean): number {
  const words: string[] = [];
  for (let k = t, i = 0; i < MAX_BRAND_WORDS && k >= 0 && k < tokens.words.length && UPPER_START.test(tokens.words[k]!); k += step, i++) {
    if (i > 0 && !oneSpaceBefore(tokens, step === 1 ? k : k + 1)) break;
    if (step === 1) words.push(tokens.words[k]!);
    else words.unshift(tokens.words[k]!);
    if (isBrandName(words.join(' '))) return givenSpan && isGivenName(words[0]!) ? -1 : k;
  }
  return -1;
}

/**
 * A person span of two or three words on one line that opens with a brand no given name and no English word spells,
 * written capitalised ("Toyota Prado", "Kia Picanto", "Mazda Demio", "Vauxhall Corsa", "Nissan X-Trail"): a make and
 * its model, the thing, with no determiner needed (a car-hire form's "Vehicle: Renault Clio", a gate log's "KDA 478M
 * Toyota Prado", a sale post's "For sale: Mazda Demio"; prose sets 8, 16 and 27, three authors). A person's name opens
 * with its given name or, written surname first, with a family name before a given name: a brand before a given name
 * stays a person ("Suzuki Kenji"; so does "Renault Clio", left), and so does a brand in capitals (a surname-first list's
 * "KOÇ Ümit") or one English spells ("Rich Banerjee").
 */
function brandAndModel(tokens: Tokens, a: number, b: number): boolean {
  const first = tokens.words[a]!;
  if (b === a || b - a > 2 || !isBrandName(first) || !UPPER_START.test(first) || first === first.toUpperCase()) return false;
  // A given name second, or one opening a hyphenated second word ("Tata Marie-Claire Mputu": "tata", father, before a name);
  // or a family name second that is strong and no place ("Porsche Dlamini", "Benz Okonkwo": a person whose given name a
  // brand spells, as "Mercedes" does; a model such as "Prado", a place too, or "Swift", soft, stays the car).
  const second = tokens.words[a + 1]!;
  if (isGivenName(first) || isEnglishWord(first) || isGivenName(second) || isGivenName(second.split('-')[0]!)) return false;
  if (isFamilyName(second) && nameTokenStrength(second) === 'strong' && lookupPlace(second).length === 0) return false;
  // The model's words follow one space apart, each a word or a code ("X-Trail", "C200"), never a dash between two names
  // ("Programme: Vivaldi — Gloria").
  for (let t = a + 1; t <= b; t++) if (tokens.newlineBefore[t] || !oneSpaceBefore(tokens, t) || !MODEL_WORD.test(tokens.words[t]!)) return false;
  return true;
}

/** A word of a car's model: letters and digits, a hyphen inside ("Prado", "X-Trail", "C200"). */
const MODEL_WORD = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;

/**
 * A car or a drink named like a person or a place (lexicon `isBrandName`: brands.json and brands-curated.json,
 * "Mercedes", "Guinness", "Peroni", "Honda") is the product, no one's name, where the words around it say a thing is
 * meant (refine.json `products`): right after an indefinite article, a possessive or a quantity word ("bought his
 * Mercedes", "in a Honda Fit", Italian "niente Peroni"), or joined by a list word or a comma to another brand
 * ("Drinks: Guinness and Peroni"). A person or place span that is the brand alone is dropped; "the Ford
 * administration" (a definite article) and "Mercedes Sosa" (a longer span) keep the person.
 */
export function productsNamedLikePeople(tokens: Tokens, spans: RefinedSpan[], w: PersonWords): RefinedSpan[] {
  const kept = spans.filter((s) => {
    if (s.type !== 'PER' && s.type !== 'LOC') return true;
    const [a, b] = tokenRange(tokens, s);
    const sameLine = (t: number) => t >= 0 && t < tokens.words.length && tokens.newlineBefore[t === a - 1 ? a : t] === 0;
    const determined = a > 0 && sameLine(a - 1) && oneSpaceBefore(tokens, a) && w.productDeterminers.has(cueWord(tokens.words[a - 1]!));
    if (s.type === 'PER' && !determined && brandAndModel(tokens, a, b)) return false;
    if (b - a >= MAX_BRAND_WORDS || !isBrandName(tokens.words.slice(a, b + 1).join(' '))) {
      // A brand and its model after a determiner or a colour ("a grey Mitsubishi Mirage", "my Samsung Galaxy"): the span
      // opens with the brand, and no given name opens it ("a Mercedes Sosa song" keeps the singer).
      if (!determined || b - a > MAX_MODEL_SPAN || isGivenName(tokens.words[a]!)) return true;
      const brandEnd = brandFrom(tokens, a, 1, false);
      return brandEnd < 0 || brandEnd >= b;
    }
    if (determined) return false;
    const joiner = (t: number) => t >= 0 && t < tokens.words.length && (tokens.words[t] === ',' || w.productJoiners.has(cueWord(tokens.words[t]!)));
    // "Guinness and Peroni", "Heineken, Tusker or Gulder": another brand on the other side of a list word.
    const given = isGivenName(tokens.words[a]!);
    if (b + 2 < tokens.words.length && joiner(b + 1) && tokens.newlineBefore[b + 1] === 0 && tokens.newlineBefore[b + 2] === 0 && brandFrom(tokens, b + 2, 1, given) >= 0) return false;
    if (a >= 2 && joiner(a - 1) && tokens.newlineBefore[a] === 0 && tokens.newlineBefore[a - 1] === 0 && brandFrom(tokens, a - 2, -1, given) >= 0) return false;
    return true;
  });
  if (kept.length === spans.length) return spans;
  // A brand and its model read as the product once is the product where the text names it again ("in the green
  // Subaru Forester … Driver: Wanjiru (Subaru Forester)"), as a storm is: the same words of more than one token, or a brand no
  // given name spells.
  const products = new Set<string>();
  const keep = new Set(kept);
  for (const s of spans) {
    if (keep.has(s)) continue;
    const [a, b] = tokenRange(tokens, s);
    if (b > a || !isGivenName(tokens.words[a]!)) products.add(tokens.words.slice(a, b + 1).join(' '));
  }
  return kept.filter((s) => (s.type !== 'PER' && s.type !== 'LOC') || !products.has(spanWords(tokens, s)));
}

/** Person spans that are exclamations, planets or organisations: dropped or relabelled. */
export function correctPersonKinds(tokens: Tokens, spans: RefinedSpan[], w: PersonWords): RefinedSpan[] {
  const orgs = organisationWords();
  const out: RefinedSpan[] = [];
  for (const s of spans) {
    if (s.type !== 'PER') {
      out.push(s);
      continue;
    }
    const [a, b] = tokenRange(tokens, s);
    const words = tokens.words.slice(a, b + 1);
    if (words.some((x) => ELONGATED.test(x))) continue;
    if (words.length === 1 && w.planets.has(words[0]!)) continue;
    if (words.slice(1).some((x) => orgs.has(x)) || brandNotPerson(words)) {
      out.push({ ...s, type: 'ORG' });
      continue;
    }
    const next = b + 1 < tokens.words.length && tokens.starts[b + 1]! - tokens.ends[b]! === 1 ? tokens.words[b + 1]! : '';
    if (orgs.has(next)) {
      out.push({ type: 'ORG', start: s.start, end: tokens.ends[b + 1]! });
      continue;
    }
    out.push(s);
  }
  return out;
}

/** Longest run of words read after a firm's "&" ("& van Wyk Attorneys", "& Company Advocates"). */
const MAX_FIRM_TAIL = 4;

/**
 * A word that ends a founders' firm: a one-word legal form or institution noun (`organisationWords`) or a profession
 * (refine.json `firm_professions`). The tokens part a legal form from its full stop ("& Co." is "Co" then "."), and firm
 * names in headings and letterheads are written in capitals ("ADEBAYO & CO", "MENSAH & PARTNERS"): the word is read as
 * the list writes it.
 */
function isFirmWord(w: string, professions: ReadonlySet<string>): boolean {
  const orgs = organisationWords();
  const title = ALL_CAPS.test(w) && w.length > 1 ? w[0] + w.slice(1).toLowerCase() : w;
  return [w, title].some((x) => orgs.has(x) || orgs.has(`${x}.`) || professions.has(x));
}

/**
 * A firm named after its founders: a person span, any ", Name" after it, "&" and up to four capitalised words or
 * name particles on the line of which one is an organisation word (a one-word legal form or institution noun,
 * `organisationWords`): "Bello, Garba & Partners", "Mensah, Owusu & Associates", "Ouma Okoth & Company Advocates".
 * Law, audit, estate and trading firms are named so, and a person is never joined by "&" to "Partners",
 * "Associates", "Company" or "Ltd"; the names and the words after "&" are one organisation. Names joined by "&"
 * with no such word stay persons ("Kofi & Ama", "Mr & Mrs Mensah"), and so does a span whose firm would cut
 * another span in two. A firm may end in the profession its founders practise instead (refine.json `firm_professions`:
 * "Botha & van Wyk Attorneys", "Hughes & Fletcher Solicitors"), and then a founder the tagger read as a place is one
 * too ("Wright & Pemberton Chambers"); before a profession the founders may be joined by "and" or stand alone ("Roberts
 * and Evans Legal Practitioners", "Ndlovu Mkhize Attorneys", "Olaniyan Chambers": the prose sets mark each one
 * organisation), the firm ending at the profession. Only a one-word span with no title before it reaches over commas to the "&": founders are
 * listed by surname ("Mensah, Owusu & Associates"), while a full or titled name before a comma is an apposition.
 */
export function foundersFirms(tokens: Tokens, spans: RefinedSpan[], professions: ReadonlySet<string>): RefinedSpan[] {
  const firmWord = (w: string) => isFirmWord(w, professions);
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (const s of spans) {
    if ((s.type !== 'PER' && s.type !== 'LOC') || removed.has(s)) continue;
    const [a, b] = tokenRange(tokens, s);
    let t = b + 1;
    // Founders listed before the "&" are one surname each, with no title: a full or titled name and a comma is an apposition
    // ("Engr. Haruto Reddy, Müller & Schäfer GmbH": the engineer, then the firm).
    const titled = a > 0 && (isNameTitle(tokens.words[a - 1]!) || (tokens.words[a - 1] === '.' && a > 1 && isNameTitle(tokens.words[a - 2]!)));
    if (a === b && !titled) while (t + 1 < n && tokens.words[t] === ',' && tokens.newlineBefore[t] === 0 && CAPITALISED_WORD.test(tokens.words[t + 1]!) && oneSpaceBefore(tokens, t + 1)) t += 2;
    // The founders and their profession in one span ("Olaniyan Chambers" read as a place): the span is the firm; a
    // person's span that opens with a given name keeps a surname that is a profession ("Anne Chambers").
    if (a < b && professions.has(tokens.words[b]!) && (s.type === 'LOC' || !isGivenName(tokens.words[a]!))) {
      removed.add(s);
      added.push({ type: 'ORG', start: s.start, end: s.end });
      continue;
    }
    // "&" before the other founders; "and" or nothing only before a profession ("Roberts and Evans Legal Practitioners",
    // "Ndlovu Mkhize Attorneys"), as "and" joins two persons and a name is followed by any capitalised word.
    const joiner = tokens.words[t];
    const joined = t + 1 < n && (joiner === '&' || joiner === 'and') && oneSpaceBefore(tokens, t) && oneSpaceBefore(tokens, t + 1);
    if (!joined && (t !== b + 1 || t >= n || !oneSpaceBefore(tokens, t))) continue;
    const c = joined ? t + 1 : t;
    let e = c - 1;
    while (e + 1 < n && e + 1 - c < MAX_FIRM_TAIL && (e < c || oneSpaceBefore(tokens, e + 1)) && (CAPITALISED_WORD.test(tokens.words[e + 1]!) || isNameParticle(tokens.words[e + 1]!))) e++;
    if (e < c) continue;
    const tail = tokens.words.slice(c, e + 1);
    if (joiner === '&' && joined) {
      if (!tail.some(firmWord)) continue;
      // A founder read as a place ("Wright & Pemberton Chambers": "Wright" the gazetteer knows) joins only a profession's firm.
      if (s.type === 'LOC' && !tail.some((x) => professions.has(x))) continue;
    } else {
      const p = tail.findIndex((x) => professions.has(x));
      if (p < 0) continue;
      e = c + p;
    }
    const start = s.start;
    const end = tokens.ends[e]!;
    const inside = overlapping(spans, start, end);
    if (inside.some((x) => x.start < start || x.end > end)) continue;
    for (const x of inside) removed.add(x);
    added.push({ type: 'ORG', start, end });
  }
  return removed.size === 0 ? spans : replaced(spans, removed, added);
}

/**
 * Two persons joined by "&" read as one span ("Pieter & Lerato", "Chiamaka & Ayodele", "Thandeka & Sibusiso Dlamini"):
 * rotas, wedding invitations, couples in notices and cards name two people with an ampersand between them, and the
 * tagger runs one person span over both. No one's name holds an "&"; a firm's does, and the founders' firms ("Bello &
 * Partners", "Okafor & Co") are read before this rule (`foundersFirms`), so a person span still holding one is split at
 * each "&" into its members; one whose "&" comes before a firm word ("CELE & CO") is that firm. A member that is only titles ("Mr & Mrs Bello", "Chief & Mrs Iqbal") is the couple's
 * form of address, not a second person: such a span is left whole, as the title rules read it.
 */
export function ampersandPairs(tokens: Tokens, spans: RefinedSpan[], professions: ReadonlySet<string>): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (const s of spans) {
    if (s.type !== 'PER') continue;
    const [a, b] = tokenRange(tokens, s);
    const cuts: number[] = [];
    for (let t = a + 1; t < b; t++) if (tokens.words[t] === '&') cuts.push(t);
    if (cuts.length === 0) continue;
    const members: [number, number][] = [];
    let from = a;
    for (const c of [...cuts, b + 1]) {
      members.push([from, c - 1]);
      from = c + 1;
    }
    const named = ([x, y]: [number, number]) => x <= y && tokens.words.slice(x, y + 1).some((w) => CAPITALISED_WORD.test(w) && !isNameTitle(w));
    if (!members.every(named)) continue;
    removed.add(s);
    // A firm word after an "&" inside the span ("CELE & CO", "Adjei & Partners" read as one person): the span is the firm.
    if (members.slice(1).some(([x, y]) => tokens.words.slice(x, y + 1).some((w) => isFirmWord(w, professions)))) {
      added.push({ type: 'ORG', start: s.start, end: s.end });
      continue;
    }
    for (const [x, y] of members) added.push({ type: 'PER', start: tokens.starts[x]!, end: tokens.ends[y]! });
  }
  return removed.size === 0 ? spans : replaced(spans, removed, added);
}

/** A word that may be a name no lexicon lists: capitalised, not in capitals, no English word, no place, no listed non-name. */
function unknownName(word: string): boolean {
  if (!NAME_WORD.test(word) || ALL_CAPS.test(word) || isEnglishWord(word)) return false;
  const strength = nameTokenStrength(word);
  return strength !== 'never' && strength !== 'word' && lookupPlace(word).length === 0;
}

/** A given or family name, or a word that may be an unlisted one (the first part of "Kelly Cloud said"). */
function nameOrUnknown(word: string): boolean {
  const strength = nameTokenStrength(word);
  return (strength === 'strong' || strength === 'soft') ? NAME_WORD.test(word) : unknownName(word);
}

/** Closing quotation marks (the tokens keep each as one character). */
const CLOSING_QUOTES: ReadonlySet<string> = new Set(['"', '”', '’', "'", '»']);

/** Persons the tagger left unmarked right before a reporting verb ("Shojai told", "Kelly Cloud said"). */
export function addSpeakers(tokens: Tokens, spans: RefinedSpan[], w: PersonWords): RefinedSpan[] {
  const n = tokens.words.length;
  const covered = coveredTokens(tokens, spans);
  const added: RefinedSpan[] = [];
  for (let t = 0; t + 1 < n; t++) {
    if (covered[t]) continue;
    // Right after a closed quotation, a given name before a reporting verb is the speaker even when it is an
    // English word too ('"…," Blessing tok.', '"…," Precious said'): the quote says someone spoke.
    if (t > 0 && CLOSING_QUOTES.has(tokens.words[t - 1]!) && (w.speech.has(tokens.words[t + 1]!) || w.foreignSpeech.has(tokens.words[t + 1]!.normalize('NFC'))) && NAME_WORD.test(tokens.words[t]!) && isGivenName(tokens.words[t]!) && !isNameTitle(tokens.words[t]!)) {
      added.push({ type: 'PER', start: tokens.starts[t]!, end: tokens.ends[t]! });
      continue;
    }
    if (!w.speech.has(tokens.words[t + 1]!) || !unknownName(tokens.words[t]!)) continue;
    let a = t;
    if (a > 0 && !covered[a - 1] && tokens.starts[a]! - tokens.ends[a - 1]! === 1 && UPPER_START.test(tokens.words[a - 1]!) && nameOrUnknown(tokens.words[a - 1]!)) a--;
    // The end of a longer capitalised run is an organisation's name ("National Hurricane Center said").
    if (a > 0 && UPPER_START.test(tokens.words[a - 1]!) && !isNameTitle(tokens.words[a - 1]!) && tokens.starts[a]! - tokens.ends[a - 1]! === 1) continue;
    added.push({ type: 'PER', start: tokens.starts[a]!, end: tokens.ends[t]! });
  }
  return added.length === 0 ? spans : [...spans, ...added].sort((x, y) => x.start - y.start);
}

const WORDISH = /[\p{L}\p{N}]/u;

/**
 * A line holding one capitalised given name and nothing but punctuation ("Mike", "Ngozi,", "-Tunde"):
 * a greeting or a signature, so a person. Read from the tokens' line breaks, so a long line costs no more.
 */
export function addSignatures(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const n = tokens.words.length;
  const covered = coveredTokens(tokens, spans);
  const added: RefinedSpan[] = [];
  for (let t = 0; t < n; t++) {
    const w = tokens.words[t]!;
    if (covered[t] || !NAME_WORD.test(w) || !isGivenName(w)) continue;
    // Back to the line's start and on to its end: only punctuation tokens may stand there.
    let alone = true;
    for (let k = t; k > 0 && !tokens.newlineBefore[k] && alone; k--) alone = !WORDISH.test(tokens.words[k - 1]!);
    for (let k = t + 1; k < n && !tokens.newlineBefore[k] && alone; k++) alone = !WORDISH.test(tokens.words[k]!);
    if (!alone) continue;
    added.push({ type: 'PER', start: tokens.starts[t]!, end: tokens.ends[t]! });
  }
  return added.length === 0 ? spans : [...spans, ...added].sort((x, y) => x.start - y.start);
}

/**
 * `"Lenhart, Matthew"`: a quoted name written surname first, as mail headers and address books write it,
 * is one person. Two person spans with only a comma between them and a quote mark on each side are joined;
 * a list of names is not quoted that way ("Rumsfeld, Wolfowitz and Feith").
 */
export function joinQuotedSurnameGiven(text: string, spans: RefinedSpan[]): RefinedSpan[] {
  let out: RefinedSpan[] | undefined;
  for (let i = 0; i + 1 < spans.length; i++) {
    const a = spans[i]!;
    const b = spans[i + 1]!;
    if (a.type !== 'PER' || b.type !== 'PER' || !/^,[ \t]*$/.test(text.slice(a.end, b.start))) continue;
    if (!QUOTES.has(text[a.start - 1] ?? '') || !QUOTES.has(text[b.end] ?? '')) continue;
    out ??= spans.slice();
    out.splice(out.indexOf(a), 2, { type: 'PER', start: a.start, end: b.end });
    i++;
  }
  return out ?? spans;
}

const QUOTES = new Set(['"', '“', '”', "'"]);

/**
 * A line that opens with a chat speaker's label: an optional time stamp ("[14:25]", "14:25 -",
 * "[12/03/2024, 09:15]"), then one or two words, a role in brackets a help desk may print after them ("Ngozi
 * (Agent):"), and a colon with the message after it. Group 1: the stamp;
 * group 2: the label.
 */
const CHAT_LINE =
  /^[ \t]*(\[?(?:\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4},?[ \t]+)?\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp][Mm])?\]?[ \t]*[-–]?[ \t]*)?([\p{L}\p{M}][\p{L}\p{M}'’-]+(?:[ \t][\p{L}\p{M}][\p{L}\p{M}'’-]+)?)(?:[ \t]+\([\p{L}\p{M} ]{2,24}\))?[ \t]*:[ \t]+\S/gmu;

/** A label word (CHAT_LINE gives its shape) that may be a name: a given or family name, or a word no English lexicon knows ("Name" is a given name too: see below). */
const labelName = (w: string) => isGivenName(w) || isFamilyName(w) || !isEnglishWord(w);
/**
 * A label written all in capitals is a role as often as a name: a broadcast or interview transcript labels its
 * speakers by role ("PRESENTER:", "CALLER:", Sesotho "MOPHATLALATSI:", "MAMEDI:"), so such a label counts only when
 * the name lexicon lists each of its words ("KWAME:", "MENSAH:") or a person the text names holds the word ("With me
 * is Sena Kudjawu" ... "KUDJAWU:").
 */
const ALL_CAPS_LABEL = /^[^\p{Ll}]+$/u;
const listedName = (w: string) => isGivenName(w) || isFamilyName(w);

/**
 * Chat speakers: in a transcript the label before a message's colon is who wrote it, a person, written in
 * lower case as often as not ("[14:25] bethan: u reach yet?"). A line's label counts when a time stamp
 * opens the line, or when the text holds a dialogue: two or more distinct labels, one of them on two lines
 * or more ("Somtochukwu: ... Priya: ... Somtochukwu: ..."). A form's field labels ("Name:", "Date:",
 * "Phone:") are no dialogue: each label word must be a name or no English word, and a form whose labels
 * repeat ("Name: ... Phone: ... Name: ...") has only one label that passes. A label the tagger read as a
 * place or a person is the person; a span that reaches beyond the label is left as it is. A party role
 * (refine.json `judgments.party_roles`) is a heading's field label, never a speaker: a tribunal's heading lists
 * "Claimant: Ms M Jones", "Respondent: …" and again under "Representation", which reads like a dialogue.
 * A label of a name and a word saying who the person is ("Tariq Electrician", "Ngozi Sis": `contactName`) is the
 * person named by its first word; a span over the whole label gives way to it.
 */
export function addChatSpeakers(text: string, spans: RefinedSpan[], roles: ReadonlySet<string>, kin: ReadonlySet<string>): RefinedSpan[] {
  if (!text.includes(':')) return spans;
  // The words of the persons already read in the text ("With me is Sena Kudjawu" names the "KUDJAWU:" label).
  let words: Set<string> | undefined;
  const named = () => {
    words ??= new Set(spans.filter((x) => x.type === 'PER').flatMap((x) => text.slice(x.start, x.end).toLowerCase().split(/[ \t]+/u)));
    return words;
  };
  const lines: { start: number; end: number; written: number; label: string; stamped: boolean }[] = [];
  CHAT_LINE.lastIndex = 0;
  for (let m = CHAT_LINE.exec(text); m !== null; m = CHAT_LINE.exec(text)) {
    const written = m[2]!;
    const label = contactName(written, kin);
    if (!label.split(/[ \t]/).every(ALL_CAPS_LABEL.test(label) ? (w) => listedName(w) || named().has(w.toLowerCase()) : labelName) || roles.has(label.toLowerCase())) continue;
    // The label follows the line's leading blanks and the stamp at once.
    const start = m.index + m[0].length - m[0].trimStart().length + (m[1]?.length ?? 0);
    lines.push({ start, end: start + label.length, written: start + written.length, label: label.toLowerCase(), stamped: m[1] !== undefined });
  }
  if (lines.length === 0) return spans;
  const counts = new Map<string, number>();
  for (const l of lines) counts.set(l.label, (counts.get(l.label) ?? 0) + 1);
  const dialogue = counts.size >= 2 && [...counts.values()].some((c) => c >= 2);
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (const l of lines) {
    if (!l.stamped && !dialogue) continue;
    const inside = overlapping(spans, l.start, l.written);
    if (inside.some((s) => s.start < l.start || s.end > l.written)) continue;
    for (const s of inside) removed.add(s);
    added.push({ type: 'PER', start: l.start, end: l.end });
  }
  // The sender is that person where the text names them again: a place read on the same name is the person ("Hello,
  // you're chatting with Ngozi" under "Ngozi (Agent):").
  const senders = new Set(added.map((x) => text.slice(x.start, x.end)));
  for (const s of spans) {
    if (s.type !== 'LOC' || removed.has(s) || !senders.has(text.slice(s.start, s.end))) continue;
    removed.add(s);
    added.push({ type: 'PER', start: s.start, end: s.end });
  }
  return replaced(spans, removed, added);
}

/**
 * A speaker label of a title and a name at a line's start: a name title (name-stoplist.json `titles`, a dot after
 * it allowed), one or two name words, a colon and the words said ("MR MAFU: Who else was there?", "MRS ADZRAKU: No
 * further questions", "Dr. Owusu: ..."). Court and hearing transcripts, minutes and interviews label speakers so,
 * often all in capitals, with surnames no lexicon lists; the title says a person speaks, so unlike a bare label
 * (addChatSpeakers) no dialogue is asked for. Each name word is capitalised, a listed name or no English word, and
 * no title, judicial office or word the name lexicon rules out, so a role after the title reads nothing ("MR
 * PRESIDENT:", "LORD CHANCELLOR:", "CHIEF JUSTICE:", "Dr. Monday:"); the name words alone are the
 * person, the title outside, as a title is no part of the name. A span over the label is replaced by the name; one
 * reaching beyond the label is left as it is.
 */
const TITLED_LABEL = /^[ \t]*(\p{L}+)\.?[ \t]+(\p{Lu}[\p{L}\p{M}'’-]*(?:[ \t]\p{Lu}[\p{L}\p{M}'’-]*)?)[ \t]*:[ \t]+\S/dgmu;

export function addTitledSpeakers(text: string, spans: RefinedSpan[]): RefinedSpan[] {
  if (!text.includes(':')) return spans;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  TITLED_LABEL.lastIndex = 0;
  for (let m = TITLED_LABEL.exec(text); m !== null; m = TITLED_LABEL.exec(text)) {
    const words = m[2]!.split(/[ \t]/);
    if (!isNameTitle(m[1]!) || !words.every((w) => labelName(w) && !isNameTitle(w) && !isJudicialOffice(w) && nameTokenStrength(w) !== 'never')) continue;
    const [start, end] = m.indices![2]!;
    const labelStart = m.indices![1]![0];
    const inside = overlapping(spans, labelStart, end);
    if (inside.some((x) => x.start < labelStart || x.end > end)) continue;
    for (const x of inside) removed.add(x);
    added.push({ type: 'PER', start, end });
  }
  return replaced(spans, removed, added);
}

/** One word ending in a capitalised "Bot" after a lower-case letter ("ParcelBot", "AutoBot"; not "Talbot", "Abbot"). */
const BOT_COMPOUND = /^\p{Lu}[\p{L}]*\p{Ll}Bot$/u;

/**
 * Chat labels of software or an account's role: a chat export, help desk or group log names the sender of an
 * automated message by what it is ("[8:05] Bot: Hi! I'm the virtual assistant", "System: Chidi joined the group",
 * "Admin: Welcome"), and the tagger, which reads a capitalised label no lexicon knows as a name, reads a person there.
 * A transcript labels its speakers by role as often ("CALLER:", Swahili "Abiria:" passenger, isiZulu "Umshayeli:" driver:
 * refine.json `speaker_roles`, session 23), and the tagger reads such a word no English lexicon knows as a name too.
 * A CHAT_LINE label all of whose words are in refine.json `automated_senders` or `speaker_roles`, or one word ending in a capitalised
 * "Bot" ("ParcelBot"), or one of titles alone, a role ("JUDGE:", "Judge:", "PRESIDENT:" in a transcript), is no person: a
 * person span inside it is dropped, and so is a person span that is the same
 * label standing alone elsewhere in the text ("Thanks Admin!"). A label that holds a name stays the person
 * ("Admin Okafor:", "Botha:").
 */
export function automatedSenders(text: string, spans: RefinedSpan[], senders: ReadonlySet<string>): RefinedSpan[] {
  if (!text.includes(':')) return spans;
  const labels = new Set<string>();
  const removed = new Set<RefinedSpan>();
  CHAT_LINE.lastIndex = 0;
  for (let m = CHAT_LINE.exec(text); m !== null; m = CHAT_LINE.exec(text)) {
    const label = m[2]!;
    const words = label.split(/[ \t]/);
    if (!BOT_COMPOUND.test(label) && !words.every((w) => senders.has(cueWord(w))) && !words.every((w) => isNameTitle(w))) continue;
    const start = m.index + m[0].length - m[0].trimStart().length + (m[1]?.length ?? 0);
    const end = start + label.length;
    labels.add(cueWord(label));
    for (const s of overlapping(spans, start, end)) if (s.type === 'PER' && s.start >= start && s.end <= end) removed.add(s);
  }
  if (labels.size === 0) return spans;
  for (const s of spans) if (s.type === 'PER' && labels.has(cueWord(text.slice(s.start, s.end)))) removed.add(s);
  return removed.size === 0 ? spans : replaced(spans, removed, []);
}

/**
 * The name in a chat label of two words whose second says who the person is, as a phone saves a contact: a trade
 * or role (name-stoplist.json `contactWords`: "Tariq Electrician", "Chipo Landlord", "Isla Security") or a kin
 * noun (refine.json `kin_nouns`: "Ngozi Sis") after a name word that is no title: that word alone. Any other label
 * is the label as written ("Tunde Baker": a surname; "Oga Landlord", a title and a trade: a programme's name).
 */
function contactName(label: string, kin: ReadonlySet<string>): string {
  const parts = label.split(/[ \t]/);
  if (parts.length !== 2) return label;
  const second = parts[1]!;
  const role = kin.has(second.toLowerCase()) || isContactWord(second);
  return role && labelName(parts[0]!) && !isNameTitle(parts[0]!) && !ALL_CAPS_LABEL.test(label) ? parts[0]! : label;
}

/**
 * Nicknames and aliases: one to three capitalised words right after an alias cue (refine.json `alias_cues`:
 * "alias", "a.k.a.", "I know as") are the person's name, English word or not ("a man I know as Small");
 * a full stop or colon right after the cue ("a.k.a.", "alias:") is skipped. A span the tagger put there is
 * replaced when it lies inside those words; one reaching beyond them is left as it is.
 */
export function addAliases(tokens: Tokens, spans: RefinedSpan[], w: PersonWords): RefinedSpan[] {
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (let t = 0; t < n; t++) {
    const cue = cueAt(tokens, w.aliasCues, t);
    if (cue === undefined) continue;
    let a = t + cue.length;
    if ((tokens.words[a] === '.' || tokens.words[a] === ':') && a + 1 < n) a++;
    if (tokens.newlineBefore[a]) continue;
    const b = capitalisedRunEnd(tokens, a, 3);
    if (b < a) continue;
    const start = tokens.starts[a]!;
    const end = tokens.ends[b]!;
    const inside = overlapping(spans, start, end);
    if (inside.some((s) => s.start < start || s.end > end)) continue;
    for (const s of inside) removed.add(s);
    added.push({ type: 'PER', start, end });
  }
  return replaced(spans, removed, added);
}

const CAPS_WORD = /^\p{Lu}[\p{Lu}\p{M}'’-]+$/u;
/**
 * A capitalised word in lower case after its capital, with a lower-case letter ("Ifeoma", "Olanrewaju").
 * Two linear tests, not one pattern with an inner `\p{Ll}` between two starred classes: that one
 * backtracks quadratically on a long token that fails at its end ("Abbb…b1"), as in mentions.ts.
 */
const MIXED_SHAPE = /^\p{Lu}[\p{Ll}\p{M}'’-]*$/u;
const LOWER_LETTER = /\p{Ll}/u;
const isMixedWord = (w: string) => MIXED_SHAPE.test(w) && LOWER_LETTER.test(w);
/** No English word and no place: a word that can only be a name here. */
const onlyName = (w: string) => !isEnglishWord(w) && lookupPlace(w).length === 0;
/**
 * A word after the surname and its comma that can be the given name: one that can only be a name, or a given name the
 * lexicon lists that English also writes as a word or the gazetteer as a town ("Müller, Prosper", "Mbugua, Wisdom",
 * "CADWALADR, Nigel", "MAHMOUD, Hassan"), but never a country or a region, which after a comma is where the place
 * before it lies ("ATLANTA, Georgia"); the surname itself is still no word and no place ("LAGOS, Nigeria").
 */
const givenSlot = (w: string) => onlyName(w) || (isGivenName(w) && !lookupPlace(w).some((p) => p.kind === 'country' || p.kind === 'region'));

/**
 * `SALEH, Abdurrahman`: registers, lists and tables write a person surname first, the surname in capitals
 * (or in a list parted by semicolons, `Weiß, Björn; Müller, Prosper`), then a comma and the given name (one or two words). The three to four words are one person when neither
 * is an English word, a place or a legal form ("LAGOS, Nigeria", "NOTE, Please", "CCNG, Inc" are not) and the name lexicon knows one
 * of them or the tagger read an entity over one (it often reads the given name alone, as an organisation).
 * Spans inside are replaced; one reaching beyond is left as it is.
 */
export function surnameFirstPersons(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (let t = 0; t + 2 < n; t++) {
    const surname = tokens.words[t]!;
    if (tokens.words[t + 1] !== ',' || tokens.starts[t + 1] !== tokens.ends[t]) continue;
    const capitals = CAPS_WORD.test(surname);
    if (!capitals && !isMixedWord(surname)) continue;
    // The surname opens a cell, a line or a phrase: after another capitalised word it is a degree or a
    // suffix of a name before it ("Kathrine Filemonsen DDS, Yuito Hirai").
    if (t > 0 && tokens.newlineBefore[t] === 0 && UPPER_START.test(tokens.words[t - 1]!)) continue;
    let b = t + 2;
    if (!isMixedWord(tokens.words[b]!) || tokens.starts[b]! - tokens.ends[t + 1]! > 1) continue;
    if (b + 1 < n && isMixedWord(tokens.words[b + 1]!) && tokens.starts[b + 1]! - tokens.ends[b]! === 1 && onlyName(tokens.words[b + 1]!)) b++;
    const given = tokens.words.slice(t + 2, b + 1);
    // A surname in lower case past its capital counts in a list whose members a semicolon parts ("(Chair); Weiß, Björn; Müller, Prosper"), not a day ("Tuesday, Wanjiru left;").
    if (!capitals && ((tokens.words[t - 1] !== ';' && tokens.words[b + 1] !== ';') || nameTokenStrength(surname) === 'never')) continue;
    const title = surname[0] + surname.slice(1).toLowerCase();
    // A legal form after the comma names a firm ("CCNG, Inc"), not a given name.
    if (!onlyName(surname) || !onlyName(title) || !given.every(givenSlot) || given.some((g) => organisationWords().has(g))) continue;
    const start = tokens.starts[t]!;
    const end = tokens.ends[b]!;
    const inside = overlapping(spans, start, end);
    const known = isFamilyName(surname) || isFamilyName(title) || given.some((g) => isGivenName(g));
    if ((!known && inside.length === 0) || inside.some((s) => s.start < start || s.end > end)) continue;
    for (const s of inside) removed.add(s);
    added.push({ type: 'PER', start, end });
    t = b;
  }
  return replaced(spans, removed, added);
}

/** What ends an item of a list or a register after a name. */
const ITEM_END: ReadonlySet<string> = new Set(['.', ',', ';', ':', '—', '–', '-', ')', '|', '(', '/']);

/**
 * `Nwosu, Adaeze`: census transcriptions, registers, minutes' attendance lists and volunteer rosters write a person
 * surname first in ordinary case, then a comma and the given name, and the tagger reads the two words as two persons.
 * Two one-word person spans with only a comma between them are one person when the first is a surname the name lexicon
 * knows and never a given name, and the second a given name it knows ("Khumalo, Thandeka", "Asante, Kweku"); two given
 * names ("Eleanor, Oliver"), or a word the lexicon does not know on the left ("Selorm, Kwabena"), stay two persons, as a
 * list of first names is written the same way. A pair inside a longer list of such words is left alone.
 */
export function commaSurnameGiven(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  const persons = spans.filter((s) => s.type === 'PER').sort((x, y) => x.start - y.start);
  for (let i = 0; i + 1 < persons.length; i++) {
    const x = persons[i]!;
    const y = persons[i + 1]!;
    const [a, b] = tokenRange(tokens, x);
    const [c, d] = tokenRange(tokens, y);
    if (a !== b || c !== d || c !== b + 2 || tokens.words[b + 1] !== ',' || tokens.starts[b + 1] !== tokens.ends[b] || !oneSpaceBefore(tokens, c)) continue;
    // The pair is no part of a list of one-word names ("Okafor, Bello, Musa"): the member before it, if any, is a longer
    // name ("Mark Mabena, Swanepoel, Francois, …"); and the given name ends the item: the text's or the line's end or a
    // mark, not a word going on ("Thanks Okafor, Tunde will call": a vocative and the subject).
    const prev = i > 0 ? persons[i - 1]! : undefined;
    if (a > 0 && tokens.words[a - 1] === ',' && (prev === undefined || tokenRange(tokens, prev)[1] !== a - 2 || tokenRange(tokens, prev)[0] === a - 2)) continue;
    if (d + 1 < tokens.words.length && !tokens.newlineBefore[d + 1] && !ITEM_END.has(tokens.words[d + 1]!)) continue;
    if (!surnameThenGiven(tokens.words[a]!, tokens.words[c]!)) continue;
    removed.add(x);
    removed.add(y);
    added.push({ type: 'PER', start: x.start, end: y.end });
    i++;
  }
  return added.length === 0 ? spans : replaced(spans, removed, added);
}

/** The two words of "Khumalo, Thandeka" read as a surname then a given name: a surname the name lexicon knows and never a given name, then a given name it knows. (commaSurnameGiven) */
function surnameThenGiven(surname: string, given: string): boolean {
  return isFamilyName(surname) && !isGivenName(surname) && isGivenName(given) && !ALL_CAPS.test(surname);
}

/**
 * Token `a` opens the value of a form's one-word field label on its line ("Name: …", "Jina: …"; cues.json
 * `field_labels`), a field that holds one entry: a pair there is written surname first (splitCommaGivenNames,
 * surnameFirstItems). A roster's role word before a colon ("Timekeepers:") is no such label.
 */
export function oneWordFieldValue(tokens: Tokens, a: number, fieldLabels: ReadonlyMap<string, readonly (readonly string[])[]>): boolean {
  return a >= 2 && tokens.words[a - 1] === ':' && tokens.newlineBefore[a - 1] === 0 && (fieldLabels.get(cueWord(tokens.words[a - 2]!))?.some((c) => c.length === 1) ?? false);
}

/**
 * Whether the lexicon says two names cannot be written surname first: the first is a given name that no family-name
 * list holds ("Amaka", "Eleanor") or the second a family name that no given-name list holds ("Mahlangu", "Neumann").
 * Asked by splitCommaGivenNames and surnameFirstItems.
 */
export function notSurnameFirst(first: string, second: string): boolean {
  return (isGivenName(first) && !isFamilyName(first)) || (isFamilyName(second) && !isGivenName(second));
}

/**
 * The other side of `commaSurnameGiven`: the tagger, which learnt "Surname, Given" from mail headers and registers, reads
 * two one-word names with a comma between them as one person ("timekeepers Amaka, Tunde;", "goals: Okonkwo 2, Mthembu,
 * Mahlangu"), as rosters, team sheets, scorer lists and thank-you lines write them. One person span of exactly one word,
 * a comma and one word is two persons when the pair cannot be written surname first: both words are names the lexicon
 * knows, and the first is a given name that no family-name list holds ("Amaka", "Eleanor") or the second a family name
 * that no given-name list holds ("Mahlangu", "Neumann"). A pair that may be a surname then a given name ("Quinn, Morgan",
 * "Kiprop, Chebet", both readings open), a surname in capitals ("OKAFOR, Tunde"), or a word the lexicon does not know
 * ("McGilloway, Vangie") stays one person. Nor is a pair split that is the value of a form's field (`Name: Wanjiru,
 * Kamau`, `Jina: …`, `Nom : …`; the one-word labels of refine.json `field_labels`, passed as `fieldLabels`): a field
 * holds one value, and forms write the person surname first — which of an African name's words a lexicon lists as a
 * given name or a surname is too thin a reading to overrule that (Kikuyu, Yorùbá and Akan names serve as both).
 */
export function splitCommaGivenNames(tokens: Tokens, spans: RefinedSpan[], fieldLabels: ReadonlyMap<string, readonly (readonly string[])[]>): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  const fieldValue = (a: number) => oneWordFieldValue(tokens, a, fieldLabels);
  for (const s of spans) {
    if (s.type !== 'PER') continue;
    const [a, b] = tokenRange(tokens, s);
    if (b !== a + 2 || tokens.words[a + 1] !== ',' || tokens.starts[a] !== s.start || tokens.ends[b] !== s.end || fieldValue(a)) continue;
    const first = tokens.words[a]!;
    const second = tokens.words[b]!;
    const known = (w: string) => isGivenName(w) || isFamilyName(w);
    if (!known(first) || !known(second) || ALL_CAPS.test(first)) continue;
    if (!notSurnameFirst(first, second)) continue;
    removed.add(s);
    added.push({ type: 'PER', start: tokens.starts[a]!, end: tokens.ends[a]! }, { type: 'PER', start: tokens.starts[b]!, end: tokens.ends[b]! });
  }
  return added.length === 0 ? spans : replaced(spans, removed, added);
}

/** What may follow a cited author's last initial: the next author, the year, `et al.`, the end of the list. */
const AFTER_INITIALS = new Set([',', ';', ':', '(', 'and', '&', 'et']);
const INITIAL = /^\p{Lu}$/u;

/**
 * `Surname, A. B.`: reference lists (APA, Harvard, most journals) write an author surname first, then a
 * comma and initials, each a capital and a full stop. A capitalised word, a comma and one to three initials
 * followed by what follows an author (a comma, `and`, `&`, `(year)`, `et al.`, a colon, the line's end) are one person,
 * the last initial's full stop included; the tagger reads the initials alone ("S. S") or the surname alone.
 * Not after a place the tagger read as no person ("Washington, D.C."), an English word that is no surname or an institution word;
 * not when initials run on to a capitalised word ("Accra, A. B. Mensah said": the initials are the next name's).
 */
export function citedAuthors(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  const glued = (t: number) => tokens.starts[t] === tokens.ends[t - 1];
  for (let t = 0; t + 3 < n; t++) {
    const surname = tokens.words[t]!;
    if (tokens.words[t + 1] !== ',' || !CAPITALISED_WORD.test(surname) || surname.length < 2 || !glued(t + 1)) continue;
    let b = t + 1;
    let initials = 0;
    while (initials < 3 && b + 2 < n + 1 && INITIAL.test(tokens.words[b + 1] ?? '') && tokens.words[b + 2] === '.' && glued(b + 2) && !tokens.newlineBefore[b + 1]) {
      b += 2;
      initials++;
    }
    if (initials === 0) continue;
    const next = tokens.words[b + 1];
    if (next !== undefined && !tokens.newlineBefore[b + 1] && !AFTER_INITIALS.has(next.toLowerCase())) continue;
    if ((isEnglishWord(surname) && !isFamilyName(surname)) || organisationWords().has(surname)) continue;
    const start = tokens.starts[t]!;
    const end = tokens.ends[b]!;
    const inside = overlapping(spans, start, end);
    if (inside.some((s) => s.start < start || s.end > end)) continue;
    // A place ("Washington, D.C.", "Paris, T.") only where the tagger read the surname as a person.
    if (lookupPlace(surname).length > 0 && !inside.some((s) => s.type === 'PER' && s.start === start)) continue;
    for (const s of inside) removed.add(s);
    added.push({ type: 'PER', start, end });
    t = b;
  }
  return replaced(spans, removed, added);
}

/**
 * A person span followed, one space on, by a surname with a lower-case Arabic article or patronymic glued by
 * a hyphen ("Muqtada al-Sadr", "Ayman al-Zawahiri"): the model, reading a lower-case first letter, ends the
 * name before it; the surname belongs to the person. Only a word no other span covers.
 */
export function articleSurnames(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const n = tokens.words.length;
  const covered = coveredTokens(tokens, spans);
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (const s of spans) {
    if (s.type !== 'PER') continue;
    const next = tokenRange(tokens, s)[1] + 1;
    if (next >= n || covered[next] || tokens.starts[next]! - s.end !== 1 || !ARTICLE_SURNAME.test(tokens.words[next]!)) continue;
    removed.add(s);
    added.push({ type: 'PER', start: s.start, end: tokens.ends[next]! });
  }
  return replaced(spans, removed, added);
}

const LOWER_CASE_WORD = /^\p{Ll}+$/u;
const PRONOUNS = new Set(['i', 'me']);

/** Token `t` joined by "and" to the writer ("shanna and i", "me and Kofi"), all on one line (no closure: run per token). */
function joinedToWriter(tokens: Tokens, t: number): boolean {
  const w = tokens.words;
  const nl = tokens.newlineBefore;
  if (t + 2 < w.length && !nl[t + 1] && !nl[t + 2] && w[t + 1]!.toLowerCase() === 'and' && PRONOUNS.has(w[t + 2]!.toLowerCase())) return true;
  return t >= 2 && !nl[t] && !nl[t - 1] && w[t - 1]!.toLowerCase() === 'and' && PRONOUNS.has(w[t - 2]!.toLowerCase());
}

/**
 * Web text written in lower case keeps its names in lower case ("tell val", "hector was just blowing smoke",
 * "posted by darin", "shanna and i"): a lower-case word of three letters or more that the name lexicon lists as a
 * given name, that is no English word, no place and no word the lexicon rules out, and that no span covers, is a
 * person when a word of refine.json `lower_case_name_cues.before` stands right before it or one of `.after`
 * right after it, or when "and" joins it to "i" or "me". Without such a neighbour it stays a word ("a cup of joe
 * and a snack", "a big mac", "mani pedi"). A lower-case surname right after it (`lowerCaseSurname`) joins the person
 * ("this is salisu yusuf"), and such a full name needs no cue in English text, where two listed names in a row that
 * English, the gazetteer and the stop lists do not know are a person ("a parcel for chidinma okafor"; session 24).
 */
export function lowerCaseNames(tokens: Tokens, spans: RefinedSpan[], w: PersonWords, inForeignText: () => boolean = () => false): RefinedSpan[] {
  const n = tokens.words.length;
  const covered = coveredTokens(tokens, spans);
  const word = (t: number) => (t >= 0 && t < n ? tokens.words[t]!.toLowerCase() : '');
  const added: RefinedSpan[] = [];
  for (let t = 0; t < n; t++) {
    const x = tokens.words[t]!;
    if (covered[t] || x.length < 3 || !LOWER_CASE_WORD.test(x) || !isGivenName(x) || isEnglishWord(x) || lookupPlace(x).length > 0) continue;
    const strength = nameTokenStrength(x);
    if (strength === 'never' || strength === 'word') continue;
    const sameLine = (k: number) => k >= 0 && k < n && !tokens.newlineBefore[Math.max(k, t)] && !tokens.newlineBefore[Math.min(k, t) + 1];
    // A lower-case word right before a capitalised name is a kin word or title of that person ("remind baba Nii Lante").
    if (sameLine(t + 1) && UPPER_START.test(tokens.words[t + 1]!) && tokens.words[t + 1] !== 'I') continue;
    // A surname right after it, one space on ("hello this is salisu yusuf", "a parcel for chidinma okafor"): session 24.
    // A street word after them makes them the street's name ("at 23 adetokunbo ademola crescent").
    const surname =
      t + 1 < n && sameLine(t + 1) && !covered[t + 1] && tokens.starts[t + 1]! - tokens.ends[t]! === 1 && lowerCaseSurname(tokens.words[t + 1]!) && !(t + 2 < n && sameLine(t + 2) && isStreetWord(tokens.words[t + 2]!));
    const before = cueEndsBefore(tokens, w.lowerCaseBefore, t, true);
    const k = t + (surname ? 2 : 1);
    const after = sameLine(k) && w.lowerCaseAfter.has(word(k));
    // Session 50 (prose36r): a chat message or text that opens with the reader's given name in lower case and goes on
    // to speak to them ("ama ur order is ready", "kofi your rent is late", "tunde did you see", "zanele, are you in?"):
    // the first word of the text or of a line, a second-person word right after it (`opening_after`) or, at the text's
    // start, a comma and then one. A message addresses its reader first, and a listed given name that is no English word
    // and no place, there, is that reader; inside a sentence the same follower cues nothing ("… of tembo your …").
    // Mended (session 50, rev-prose36r): the word that opens a chat there is as often a greeting, a particle or a
    // form of address of the writer's other language ("sasa you good?" Sheng, "oya pls send am", "abi you dey
    // house?" Pidgin, "baba did you pay", "dada your phone"): a common word of another language (`commonWordLanguages`,
    // `curatedWordLanguages`), a sentence opener of one (`sentenceOpeners`) or a word of `opening_not_names` is no
    // reader's name.
    // The cheap tests first: the other languages' word lists are read only for a line's first word before a cue.
    const opening =
      (t === 0 || tokens.newlineBefore[t] === 1) &&
      sameLine(k) &&
      (w.lowerCaseOpeningAfter.has(word(k)) || (t === 0 && word(k) === ',' && sameLine(k + 1) && w.lowerCaseOpeningAfter.has(word(k + 1)))) &&
      !w.sentenceOpeners.has(x) &&
      !w.lowerCaseOpeningNot.has(x) &&
      commonWordLanguages(x).length === 0 &&
      curatedWordLanguages(x).length === 0;
    // A given name and a surname, both unknown to English and to the gazetteer, name someone with no cue in English web
    // text; in text of another language its own words may be listed names, so there a cue is still wanted.
    if (before || after || opening || joinedToWriter(tokens, t) || (surname && !inForeignText())) {
      added.push({ type: 'PER', start: tokens.starts[t]!, end: tokens.ends[surname ? t + 1 : t]! });
      if (surname) t++;
    }
  }
  return added.length === 0 ? spans : [...spans, ...added].sort((a, b) => a.start - b.start);
}

/** A word in lower case, marks, inner hyphens and apostrophes allowed ("ayọ̀délé", "n’diaye", "schulte-vennbur"). */
const LOWER_NAME_WORD = /^\p{Ll}[\p{Ll}\p{M}]*(?:[-‐'’][\p{Ll}\p{M}]+)*$/u;
/** How a writer introduces themself in English: "this is", "it is", "i am", "my name is" (lower case, any case read). */
const SELF_INTRODUCTIONS: readonly (readonly string[])[] = [['this', 'is'], ['it', 'is'], ['i', 'am'], ['my', 'name', 'is']];
/** The first words of SELF_INTRODUCTIONS: a token's lower case is compared with the cues only after one of them. */
const INTRODUCTION_OPENERS: ReadonlySet<string> = new Set(SELF_INTRODUCTIONS.map((c) => c[0]!));
/** What may follow the name a writer gives: where they are from or what they are, a mark, or nothing more on the line. */
const AFTER_INTRODUCED = new Set(['from', 'of', 'at', 'here', 'and', ',', '.', ';', '!', '-', '–', '—', '(']);

/**
 * `good evening sir, this is gitau gachanja from JKUAT`, `hi, it is ɓello yakasai of Auchi Poly`: a writer introducing
 * themself in chat, all in lower case, gives a given name and a surname. After "this is", "it is", "i am" or "my name
 * is", two lower-case words on the line, one space apart, are a person when neither is an English word, the gazetteer
 * knows neither unless the name lexicon lists it too ("mariana ferreira"), one of them is a name the lexicon lists
 * (`lowerCaseNames` wants both listed; the surnames of Ewe, Edo, Welsh or Kikuyu families are often not), and the
 * introduction ends after them ("from", "of", "at", "here", "and", a mark, or the line's end): "this is jollof rice"
 * has English words or none listed, "this is kofi mensah speaking" goes on with a verb and is left. A person or place
 * span the tagger read on part of the two words gives way to the whole; any other span leaves them.
 */
export function introducedLowerCaseNames(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  const wordOk = (x: string) => LOWER_NAME_WORD.test(x) && x.length >= 2 && !isEnglishWord(x) && nameTokenStrength(x) !== 'never' && nameTokenStrength(x) !== 'word';
  const listed = (x: string) => isGivenName(x) || isFamilyName(x);
  for (let t = 0; t + 3 < n; t++) {
    const opener = tokens.words[t]!.toLowerCase();
    if (!INTRODUCTION_OPENERS.has(opener)) continue;
    const cue = SELF_INTRODUCTIONS.find((c) => c[0] === opener && c.every((w, i) => i === 0 || (t + i < n && tokens.words[t + i]!.toLowerCase() === w && oneSpaceBefore(tokens, t + i))));
    if (cue === undefined) continue;
    const a = t + cue.length;
    if (a + 1 >= n || !oneSpaceBefore(tokens, a) || !oneSpaceBefore(tokens, a + 1)) continue;
    const first = tokens.words[a]!;
    const second = tokens.words[a + 1]!;
    if (!wordOk(first) || !wordOk(second) || !(listed(first) || listed(second))) continue;
    if ((lookupPlace(first).length > 0 && !listed(first)) || (lookupPlace(second).length > 0 && !listed(second))) continue;
    const next = a + 2 < n && tokens.newlineBefore[a + 2] === 0 ? tokens.words[a + 2]!.toLowerCase() : undefined;
    if (next !== undefined && !AFTER_INTRODUCED.has(next)) continue;
    const start = tokens.starts[a]!;
    const end = tokens.ends[a + 1]!;
    const inside = overlapping(spans, start, end);
    if (inside.some((x) => x.start < start || x.end > end || x.type === 'ORG')) continue;
    if (inside.length === 1 && inside[0]!.type === 'PER' && inside[0]!.start === start && inside[0]!.end === end) continue;
    for (const x of inside) removed.add(x);
    added.push({ type: 'PER', start, end });
    t = a + 1;
  }
  return added.length === 0 ? spans : replaced(spans, removed, added);
}

/** Greetings that open a letter, a message or a receipt to the person named next ("Dear Omosede,", "Hi Wanjiru,"). */
const GREETINGS: ReadonlySet<string> = new Set(['dear', 'hi', 'hello', 'hey']);

/**
 * `Dear Omosede, your tithe of …`, `Hello Siyabulela,`: a greeting opening its line, one or two capitalised words and a
 * comma address the reader by name, and the tagger, which has seen few such names, may read nothing there. The words
 * are a person when a name list knows one of them (an unknown word alone may be a firm: "Dear Jumia,"), none is an
 * English word in any case ("Dear Sir,", "Hi Team,", "Dear Valued Customer,"), a title,
 * a brand, or a place the gazetteer knows that no name list holds ("Dear Accra branch,"), none is written all in
 * capitals, and the tagger read no span on them but a person. A greeting inside a line ("say hi Kofi,") is left to the
 * rules of lower-case cues.
 */
export function greetedNames(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const n = tokens.words.length;
  const added: RefinedSpan[] = [];
  const removed = new Set<RefinedSpan>();
  for (let t = 0; t + 2 < n; t++) {
    if ((t > 0 && tokens.newlineBefore[t] === 0) || !GREETINGS.has(tokens.words[t]!.toLowerCase()) || !oneSpaceBefore(tokens, t + 1)) continue;
    let b = t + 1;
    if (b + 1 < n && tokens.words[b + 1] !== ',' && oneSpaceBefore(tokens, b + 1)) b++;
    if (b + 1 >= n || tokens.words[b + 1] !== ',') continue;
    const words = tokens.words.slice(t + 1, b + 1);
    // A name list must know one of the words: a greeting opens complaints to firms as often as letters to people
    // ("Dear Jumia,", "Dear Acme,"), and an unknown word alone cannot tell the two apart (review of session 44).
    if (!words.every(addressedNameWord) || !words.some((w) => isGivenName(w) || isFamilyName(w))) continue;
    const start = tokens.starts[t + 1]!;
    const end = tokens.ends[b]!;
    takeAsPerson(spans, start, end, removed, added);
  }
  return added.length === 0 ? spans : replaced(spans, removed, added);
}
const ALL_CAPITALS = /^[^\p{Ll}]+$/u;

/**
 * A word a greeting or a sign-off may name a person by (`greetedNames`, `signedInitials`): capitalised, not all in
 * capitals, no English word in any case, no title, no brand, and no place the gazetteer knows that no name list holds.
 */
function addressedNameWord(w: string): boolean {
  if (!CAPITALISED_WORD.test(w) || ALL_CAPITALS.test(w) || isEnglishWord(w) || isEnglishWord(w.toLowerCase()) || isNameTitle(w) || isBrandName(w)) return false;
  return lookupPlace(w).length === 0 || isGivenName(w) || isFamilyName(w);
}

/**
 * Takes `start`–`end` as one person unless a span other than a person's overlaps it or reaches past it, or a person
 * span already covers exactly it; person spans inside it are replaced (collected in `removed` and `added`).
 */
function takeAsPerson(spans: RefinedSpan[], start: number, end: number, removed: Set<RefinedSpan>, added: RefinedSpan[]): void {
  const inside = overlapping(spans, start, end);
  if (inside.some((x) => x.type !== 'PER' || x.start < start || x.end > end)) return;
  if (inside.length === 1 && inside[0]!.start === start && inside[0]!.end === end) return;
  for (const x of inside) removed.add(x);
  added.push({ type: 'PER', start, end });
}

/**
 * A dash opening its line is a list's bullet, not a sign-off, when another line of the text opens with a dash too
 * ("Grades:\n- Maths A.\n- Physics B.", "Menu:\n- Kenke A.\n- Waakye B."): a message is signed once (review
 * s44-rev-prose30r).
 */
function dashList(tokens: Tokens, t: number): boolean {
  for (let k = 0; k < tokens.words.length; k++) if (k !== t && (k === 0 || tokens.newlineBefore[k] === 1) && SIGN_OFF_DASHES.has(tokens.words[k]!)) return true;
  return false;
}

/** The marks that end a sentence before a sign-off's dash ("Never again. — Francois C."). */
const SENTENCE_ENDS: ReadonlySet<string> = new Set(['.', '!', '?']);
/** One capital letter: a surname's initial. */
const ONE_CAPITAL = /^\p{Lu}$/u;
/** The dashes a writer signs off after ("– Khensani M.", "— Francois C."). */
const SIGN_OFF_DASHES: ReadonlySet<string> = new Set(['–', '—', '-', '―']);

/**
 * `… need helpers. – Khensani M., finance desk`, `Never again. — Francois C.`: a message, review or notice signed
 * after a dash with the writer's given name and the initial of the surname. A dash opening its line or standing after
 * a sentence's end (".", "!", "?"), a capitalised word, one capital and its dot, then a comma, the line's end or the
 * text's, are a person, the dot in: the tagger, which knows few of the given names, reads nothing or the name without
 * its initial. The word must be no English word in any case, no title, no brand, no place the gazetteer knows that no
 * name list holds, not in capitals; a span on it other than a person's, or reaching past the initial, leaves it.
 */
export function signedInitials(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const n = tokens.words.length;
  const added: RefinedSpan[] = [];
  const removed = new Set<RefinedSpan>();
  for (let t = 0; t + 3 < n; t++) {
    if (!SIGN_OFF_DASHES.has(tokens.words[t]!)) continue;
    const lineStart = t === 0 || tokens.newlineBefore[t] === 1;
    const opens = lineStart || SENTENCE_ENDS.has(tokens.words[t - 1]!);
    if (!opens || !oneSpaceBefore(tokens, t + 1) || !oneSpaceBefore(tokens, t + 2)) continue;
    const given = tokens.words[t + 1]!;
    const initial = tokens.words[t + 2]!;
    if (!ONE_CAPITAL.test(initial) || tokens.words[t + 3] !== '.' || tokens.starts[t + 3] !== tokens.ends[t + 2]) continue;
    // After the cheap checks, as it reads the whole text: a bullet of a dashed list.
    if (lineStart && dashList(tokens, t)) continue;
    const after = t + 4 < n && tokens.newlineBefore[t + 4] === 0 ? tokens.words[t + 4] : undefined;
    if (after !== undefined && after !== ',') continue;
    if (!addressedNameWord(given) || wordClass(given.toLowerCase()) !== '') continue;
    const start = tokens.starts[t + 1]!;
    const end = tokens.ends[t + 3]!;
    takeAsPerson(spans, start, end, removed, added);
  }
  return added.length === 0 ? spans : replaced(spans, removed, added);
}

/** A lower-case word that is a surname the name lexicon lists, three letters or more, no English word, no place and no word the lexicon rules out. */
function lowerCaseSurname(x: string): boolean {
  if (x.length < 3 || !LOWER_CASE_WORD.test(x) || !isFamilyName(x) || isEnglishWord(x) || lookupPlace(x).length > 0) return false;
  const strength = nameTokenStrength(x);
  return strength !== 'never' && strength !== 'word';
}

/**
 * A capitalised name joined by "and" to the writer ("Peder and I", "me and Catriona", "Kofi and me") is a person,
 * as lowerCaseNames reads "shanna and i" in lower case: one word no span covers, standing alone (no capitalised word
 * right after it), that the name lexicon lists as a given name or that is no English word (nor another part of speech
 * in general English's word classes: "Nope and I"), no place, no title, no English month ("in August and I won"), no
 * kin word ("Hubby and I") and no word the lexicon rules out ("Mom and I", "God and me", "London and I" stay as they are).
 */
export function firstPersonPairs(tokens: Tokens, spans: RefinedSpan[], kin: ReadonlySet<string> = new Set()): RefinedSpan[] {
  const n = tokens.words.length;
  const covered = coveredTokens(tokens, spans);
  const word = (t: number) => (t >= 0 && t < n ? tokens.words[t]!.toLowerCase() : '');
  const added: RefinedSpan[] = [];
  for (let t = 0; t < n; t++) {
    // The cheap test of the words around first: the lexicon is read only for a word joined to the writer.
    if (covered[t] || !joinedToWriter(tokens, t)) continue;
    const x = tokens.words[t]!;
    if (!NAME_WORD.test(x) || ALL_CAPS.test(x) || isNameTitle(x) || isCalendarWord(x)) continue;
    if ((t + 1 < n && UPPER_START.test(tokens.words[t + 1]!) && word(t + 1) !== 'i') || (t > 0 && UPPER_START.test(tokens.words[t - 1]!) && !tokens.sentenceStart[t])) continue;
    const strength = nameTokenStrength(x);
    // A kin word of refine.json `kin_nouns` is the relative, not a name ("Hubby and I drove down": session 24).
    if (strength === 'never' || ENGLISH_MONTHS.includes(x.toLowerCase()) || kin.has(x.toLowerCase())) continue;
    // Not listed as a given name: no English word, no place, and no word general English uses as another part of speech ("Nope").
    if (!isGivenName(x) && (isEnglishWord(x) || strength === 'word' || lookupPlace(x).length > 0 || /[^P]/.test(wordClass(x)))) continue;
    added.push({ type: 'PER', start: tokens.starts[t]!, end: tokens.ends[t]! });
  }
  return added.length === 0 ? spans : [...spans, ...added].sort((a, b) => a.start - b.start);
}

/**
 * A person is not "the <Name>": a one-word person span right after a lower-case "the" names a hotel, a product
 * or a thing ("over the Hilton (which ...)", "gives the Admin a strong hand", "back to the Moon"), unless a noun
 * follows it, where the name qualifies the noun ("the Bush administration", "the Wesley boys": general English's
 * word classes, wordClasses.ts, say noun) or a capitalised word continues the name. Such a span is dropped.
 */
export function definiteNames(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  for (const s of spans) {
    if (s.type !== 'PER') continue;
    const [a, b] = tokenRange(tokens, s);
    if (a !== b || a === 0 || tokens.words[a - 1] !== 'the' || tokens.newlineBefore[a]) continue;
    const next = b + 1 < n && !tokens.newlineBefore[b + 1] ? tokens.words[b + 1]! : '';
    if (UPPER_START.test(next) || wordClass(next).startsWith('N')) continue;
    removed.add(s);
  }
  return replaced(spans, removed, []);
}

/**
 * Two full names joined by a word that is "and" in a cue language and a name particle elsewhere (name-stoplist.json
 * `conjunctionParticles`: Hausa `da`, Sesotho and Setswana `le`), read by the tagger as one person ("Bashir
 * Tanko da Musa Bello", "Lebohang Nkhatho le Teboho Molapo"), are two persons: split when two capitalised
 * words or more stand on each side and the word after the particle is a given name the lexicon knows. A
 * particle inside one name keeps it whole: one word before it ("Maria da Graça Machel"), one after it
 * ("Luiz Inácio da Silva", "Jean-Marie le Roux"), or no given name after it ("Pedro Costa da Silva Santos").
 * isiZulu's glued "and" (`noAyanda`) after the first name opens the second person as well ("uMemory noAyanda").
 */
export function conjoinedPersons(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (const s of spans) {
    if (s.type !== 'PER') continue;
    const [a, b] = tokenRange(tokens, s);
    // isiZulu and isiXhosa write "and" as `no` glued to the next name ("uMemory noAyanda"): a second person opens there.
    const nguniAnd = tokens.words.slice(a + 1, b + 1).findIndex((w) => NGUNI_AND.test(w));
    if (nguniAnd >= 0) {
      const k = a + 1 + nguniAnd;
      removed.add(s);
      added.push({ type: 'PER', start: s.start, end: tokens.ends[k - 1]! }, { type: 'PER', start: tokens.starts[k]!, end: s.end });
      continue;
    }
    for (let k = a + 2; k <= b - 2; k++) {
      if (!isConjunctionParticle(tokens.words[k]!)) continue;
      const capitalised = (from: number, to: number) => {
        for (let t = from; t <= to; t++) if (!CAPITALISED_WORD.test(tokens.words[t]!)) return false;
        return true;
      };
      if (!capitalised(a, k - 1) || !capitalised(k + 1, b) || !isGivenName(tokens.words[k + 1]!)) continue;
      removed.add(s);
      added.push({ type: 'PER', start: s.start, end: tokens.ends[k - 1]! }, { type: 'PER', start: tokens.starts[k + 1]!, end: s.end });
      break;
    }
  }
  return replaced(spans, removed, added);
}

/** Words after which a capitalised word-like given name is the word, not a name: determiners, possessives, prepositions. */
const WORD_NAME_BREAKERS = new Set(['the', 'a', 'an', 'of', 'in', 'on', 'at', 'by', 'for', 'to', 'from', 'with', 'into', 'our', 'my', 'his', 'her', 'their', 'your', 'its', 'this', 'that', 'no', 'and', 'or']);

/**
 * A given name that is also an English word (`Precious`, `Joy`, `Justice`, `Memory`, `Peace`, `Purity`: names given
 * across West, East and Southern Africa) is read by the tagger as the word; capitalised inside a sentence, in a
 * name's slot, it is the person (session 24): right after a lower-case role or kin word ("agent Joy", "my sister
 * Purity": refine.json `speaker_roles`, `automated_senders`, `kin_nouns`), or right before a lower-case verb general
 * English never uses as a noun ("note Justice moved to the Kasoa branch", "Hope Memory gets the forms", "Help Precious
 * beat cancer"). Never at a sentence's or line's start (the capital says nothing there), after a determiner, a
 * possessive, a preposition or a conjunction ("the Grace we need", "rest in Peace", "and Justice prevailed"), after a
 * capitalised word inside a sentence (a title), nor a weekday, month or title. refine.json `word_given_names` are
 * read in the kin or role slot only.
 */
export function wordNamesInSlots(tokens: Tokens, spans: RefinedSpan[], w: PersonWords): RefinedSpan[] {
  const n = tokens.words.length;
  const covered = coveredTokens(tokens, spans);
  const added: RefinedSpan[] = [];
  for (let t = 1; t < n; t++) {
    if (covered[t] || tokens.sentenceStart[t] || tokens.newlineBefore[t]) continue;
    const x = tokens.words[t]!;
    if (!CAPITALISED_WORD.test(x) || ALL_CAPS.test(x)) continue;
    const prev = tokens.words[t - 1]!;
    const next = t + 1 < n && !tokens.newlineBefore[t + 1] ? tokens.words[t + 1]! : '';
    const role = LOWER_CASE_WORD.test(prev) && (w.automatedSenders.has(prev) || w.kin.has(prev)) && !UPPER_START.test(next);
    const verb =
      LOWER_CASE_WORD.test(next) &&
      wordClass(next).startsWith('V') &&
      !wordClass(next).includes('N') &&
      (LOWER_CASE_WORD.test(prev) ? !WORD_NAME_BREAKERS.has(prev) : UPPER_START.test(prev) && tokens.sentenceStart[t - 1] === 1);
    if (!role && !verb) continue;
    // refine.json `word_given_names` ("Silence", "Knowledge", "Talent") are read in the kin or role slot only: before
    // a verb they are as often the abstract noun a saying opens with ("Silence is golden", "Knowledge is power").
    if (!(isGivenName(x) || (role && w.wordGivenNames.has(x))) || isCalendarWord(x) || isNameTitle(x) || nameTokenStrength(x) === 'never') continue;
    added.push({ type: 'PER', start: tokens.starts[t]!, end: tokens.ends[t]! });
  }
  return added.length === 0 ? spans : [...spans, ...added].sort((a, b) => a.start - b.start);
}

/** The isiZulu and isiXhosa "and" (`na` + the personal prefix `u`) glued to a capitalised name: "noAyanda", "no-Unathi". */
const NGUNI_AND = /^no[-‐]?\p{Lu}\p{Ll}/u;

const SPACE_ONLY = /^[ \t\u00a0]$/u;

/**
 * A given name that is also a common word or a weekday (`Blessing`, `Memory`, `Given`, `Trust`, `Sunday`:
 * English words given as names across West and Southern Africa, listed as given names in names-curated.json),
 * right before a person the tagger found, is that person's given name ("Sunday Lawal", "Winner Eze"): the
 * tagger, which reads such a word as a word, had left it out. Not a title, not a word the tagger gave to another
 * span, one space apart, and not an auxiliary or verb opening a sentence ("Will Okafor come?"); a weekday after
 * a lower-case word is the day ("on Sunday Lawal flew in"). `wordNames` (refine.json `word_given_names`) are such given
 * names too, read as verb-like ones ("Treasure every moment, Okafor" opens with the verb).
 */
export function wordGivenNames(text: string, tokens: Tokens, spans: RefinedSpan[], wordNames: ReadonlySet<string> = new Set()): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (const s of spans) {
    if (s.type !== 'PER') continue;
    const [a] = tokenRange(tokens, s);
    if (a === 0 || tokens.starts[a]! !== s.start || !CAPITALISED_WORD.test(tokens.words[a]!)) continue;
    const t = a - 1;
    const w = tokens.words[t]!;
    if (!CAPITALISED_WORD.test(w) || !SPACE_ONLY.test(text.slice(tokens.ends[t]!, tokens.starts[a]!)) || isNameTitle(w)) continue;
    // A word of refine.json `word_given_names` is read as a verb-like soft name: never at a sentence's start.
    const listed = !isGivenName(w) && wordNames.has(w);
    if (!isGivenName(w) && !listed) continue;
    const strength = listed ? 'verbLike' : nameTokenStrength(w);
    if (strength === 'strong' || strength === 'unknown') continue; // the tagger reads those itself
    if (strength === 'verbLike' && tokens.sentenceStart[t]) continue;
    if (isCalendarWord(w) && t > 0 && /^\p{Ll}/u.test(tokens.words[t - 1]!)) continue;
    if (overlapping(spans, tokens.starts[t]!, tokens.ends[t]!).length > 0) continue;
    removed.add(s);
    added.push({ type: 'PER', start: tokens.starts[t]!, end: s.end });
  }
  return replaced(spans, removed, added);
}

/** What may close a list of two persons right after its second given name: a line's end aside, these marks. */
const PAIR_CLOSE: ReadonlySet<string> = new Set([',', '.', ';', ')', '(', '|', '/']);

/**
 * A given name that is an English word (`Hope`, `Beauty`, `Princess`, `Blessing`; refine.json `word_given_names`:
 * `Happiness`), standing alone after "&" or "and" right after a full name the tagger read ("Counted by: MENSAH Kofi &
 * Hope", "Ushers: Thabo Nkosi and Beauty"), is the second person of the pair: a list of persons written so puts a second
 * person after the joiner, and the tagger, which reads the word as a word, leaves it out. The name before must hold two
 * words or more (a firm's founders, "Marks & Spencer", are single surnames) and the word must close the pair: its line's
 * end, the text's, or a closing mark after it ("Kofi Mensah and Hope Street", "Kofi Mensah & Hope Ltd" go on with a
 * capitalised word, and a lower-case word after it is the verb or noun: "Kofi Mensah and hope for the best"). Not a
 * weekday, month or title, and no word another span covers.
 */
export function wordNamesAfterJoiner(tokens: Tokens, spans: RefinedSpan[], wordNames: ReadonlySet<string>): RefinedSpan[] {
  const n = tokens.words.length;
  const added: RefinedSpan[] = [];
  for (const s of spans) {
    if (s.type !== 'PER') continue;
    const [a, b] = tokenRange(tokens, s);
    const t = b + 2;
    if (b === a || t >= n || tokens.ends[b] !== s.end || !oneSpaceBefore(tokens, b + 1) || !oneSpaceBefore(tokens, t)) continue;
    const joiner = tokens.words[b + 1]!;
    if (joiner !== '&' && joiner !== 'and') continue;
    const w = tokens.words[t]!;
    if (!CAPITALISED_WORD.test(w) || !(isGivenName(w) || wordNames.has(w)) || !isEnglishWord(w) || isCalendarWord(w) || isNameTitle(w)) continue;
    if (t + 1 < n && tokens.newlineBefore[t + 1] === 0 && !PAIR_CLOSE.has(tokens.words[t + 1]!)) continue;
    if (overlapping(spans, tokens.starts[t]!, tokens.ends[t]!).length > 0) continue;
    added.push({ type: 'PER', start: tokens.starts[t]!, end: tokens.ends[t]! });
  }
  return added.length === 0 ? spans : [...spans, ...added].sort((x, y) => x.start - y.start);
}

/** A lower-case word of general English that is a noun or an adjective and never a verb ("period", "little"). */
const NOUN_OR_ADJECTIVE = /^[NJ]+$/;

/**
 * A given name that is also an English noun or adjective (`Grace`, `Faith`, `Patience`, `Hope`, `Precious`:
 * names-curated.json's English-word given names), read alone as a person at a sentence's start, is the word where
 * what follows makes it one: a lower-case noun or adjective that is never a verb right after it ("Grace period",
 * "Precious little"), or a phrase of refine.json `word_name_followers` and a lower-case word ("Faith in the numbers",
 * "Patience is what keeps", "Grace for students", "Faith that moves mountains"). A person there is followed by a verb,
 * a name or punctuation ("Grace called", "Grace Mensah", "Patience, come in"), which the rule leaves alone, as it
 * leaves a name the lexicon holds strongly ("Joy" is both, "Kofi" no word).
 */
export function wordNamesAsWords(tokens: Tokens, spans: RefinedSpan[], followers: ReadonlyMap<string, readonly (readonly string[])[]>): RefinedSpan[] {
  const n = tokens.words.length;
  return spans.filter((s) => {
    if (s.type !== 'PER') return true;
    const [a, b] = tokenRange(tokens, s);
    if (a !== b || !tokens.sentenceStart[a] || a + 1 >= n || tokens.newlineBefore[a + 1]) return true;
    const w = tokens.words[a]!;
    if (!CAPITALISED_WORD.test(w) || !isEnglishWord(w) || !isGivenName(w) || nameTokenStrength(w) === 'strong') return true;
    const next = tokens.words[a + 1]!;
    if (!LOWER_CASE_WORD.test(next)) return true;
    if (NOUN_OR_ADJECTIVE.test(wordClass(next))) return false;
    const cue = cueAt(tokens, followers, a + 1, true);
    const after = cue ? tokens.words[a + 1 + cue.length] : undefined;
    return !(after !== undefined && LOWER_CASE_WORD.test(after) && !tokens.newlineBefore[a + 1 + cue!.length]);
  });
}

/** A relative's word after a possessive, maybe with a comma, right before a name ("the applicant's spouse, ", "his son "). */
const KIN_BEFORE = /(?:['’]s|\b(?:my|his|her|their|our|its))[ \t\u00a0]+(\p{Ll}+),?[ \t\u00a0]+$/u;

/** Initials standing for a whole name ("M.A.", "É.D.", "M.-C.G."): two to four capitals each with its dot. */
const INITIALS_ONLY = /(?<![\p{L}\p{M}\p{N}.])(?:\p{Lu}\.[-‐]?){2,4}(?![\p{L}\p{M}\p{N}]|[ \t\u00a0]+\p{Lu}[\p{Ll}\p{M}])/gu;

/**
 * A person anonymised to initials, as courts publish parties and relatives ("the applicant, Ms G.A., is",
 * "to pay Mrs M.A., within three months", "my brother J.K. said"): initials with no name after them, that no
 * span covers, right after a person cue of `NAME_CUE` (src/detect/lexical/nameTokens.ts: a title, a party role,
 * a kin word, "signed by") or a relative's word of refine.json `kin_nouns` after a possessive ("the applicant's
 * spouse, T.M., lodged"), are a person; the title joins the span as `nameStartWithTitles` reads it. Initials
 * after no such cue stay as they are ("the U.S. market", "at 10 a.m. on", "E.U. law"), so do a place's initials
 * after one ("his son, U.S. citizen since 2001"), and initials before a
 * name, capitalised or opened by a particle ("Mrs Í.M.-C. van den Berg"), are that name's (`tag.ts`).
 */
export function initialsPersons(text: string, spans: RefinedSpan[], kin: ReadonlySet<string>): RefinedSpan[] {
  const added: RefinedSpan[] = [];
  for (const m of text.matchAll(INITIALS_ONLY)) {
    const start = m.index;
    const end = start + m[0].length;
    if (overlapping(spans, start, end).length > 0) continue;
    if (lookupPlace(m[0].replace(/[^\p{Lu}]/gu, '')).length > 0) continue; // "U.S.", "U.K.": a country's initials
    const next = /^[ \t\u00a0]+([\p{L}\p{M}'’]+)/u.exec(text.slice(end, end + 40))?.[1];
    if (next !== undefined && isNameParticle(next)) continue; // "Mrs Í.M.-C. van den Berg": initials before a name
    const before = text.slice(Math.max(0, start - 40), start);
    const relative = KIN_BEFORE.exec(before)?.[1];
    if (!NAME_CUE.test(before) && !(relative !== undefined && kin.has(relative))) continue;
    added.push({ type: 'PER', start: nameStartWithTitles(text, start).start, end });
  }
  return added.length === 0 ? spans : [...spans, ...added].sort((a, b) => a.start - b.start);
}

const ALL_CAPS_WORD = /^[^\p{Ll}]+$/u;
const notAllCaps = (word: string) => !ALL_CAPS_WORD.test(word);

/**
 * A name announced in the cue languages (refine.json `name_cues_other_languages`): after a phrase that says "my
 * name is" or "it is I" (Swahili "naitwa", Hausa "sunana", Igbo "aha m bụ", chiShona "ndini", Afaan Oromoo "maqaan
 * koo") or a greeting said to the person named next (Sepedi "thobela", Lingála "mbote", Dholuo "oyawore"), the one
 * to three capitalised words right after it (one space apart, on its line, none written all in capitals: "FM") are
 * a person. A person span over the cue and the name gives way to the name alone ("Naitwa Neema Bakari" is
 * "Neema Bakari"), and so does one over a cue word alone (Xitsonga "Hi mina": "mina" is "I", not the given name
 * "Mina"), of any kind (Wolof "Sama tur": "Sama" is "my", no place); a span reaching past the name, or a place or
 * organisation on the name, is left as it is. In a text of another language (`inForeignText`) an honorific of the cue
 * languages (refine.json `name_titles_other_languages`: Chichewa "Bambo", Setswana "Mma", siSwati "Umnumzane"), capitalised
 * as an honorific is (Sesotho and Twi write "ba" as a common word: "bamamedi ba Lesedi FM"), is such a cue too, the honorific outside the span as the tagger's titles are not; in English text several are words or names
 * ("Make", "Ba"), so there they cue nothing.
 */
export function introducedNames(tokens: Tokens, spans: RefinedSpan[], w: PersonWords, inForeignText: () => boolean): RefinedSpan[] {
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (let t = 0; t < n; t++) {
    const cue = cueAt(tokens, w.nameCues, t) ?? (w.foreignTitles.has(cueWord(tokens.words[t]!)) && CAPITALISED_WORD.test(tokens.words[t]!) && inForeignText() ? cueAt(tokens, w.foreignTitles, t) : undefined);
    if (cue === undefined) continue;
    const a = t + cue.length;
    if (!oneSpaceBefore(tokens, a)) continue;
    const b = capitalisedRunEnd(tokens, a, 3, notAllCaps);
    if (b < a) continue;
    const cueStart = tokens.starts[t]!;
    const cueEnd = tokens.ends[a - 1]!;
    const start = tokens.starts[a]!;
    const end = tokens.ends[b]!;
    const inside = overlapping(spans, cueStart, end);
    const onCue = (s: RefinedSpan) => s.start >= cueStart && s.end <= cueEnd;
    if (inside.some((s) => !onCue(s) && (s.start < cueStart || s.end > end || s.type !== 'PER'))) continue;
    for (const s of inside) removed.add(s);
    added.push({ type: 'PER', start, end });
    t = b;
  }
  return replaced(spans, removed, added);
}

const LOWER_CASE_OPENER = /^[\p{Ll}\p{M}'’]+$/u;

/**
 * A person span that opens with lower-case words before a capitalised name ("kha vha kwame Vho-Mulalo Makhado",
 * "Mano e kaka Owino", "Gizo ya yaudari Mustapha") took in a verb or a conjunction of the sentence: a name written
 * with capitals has none before it. In a text written in another language than English the lower-case words are cut
 * off, unless one is a name particle ("wa Njeri", "van der Merwe"); a name written all in lower case ("dilani
 * fernando") is left as it is. English web text writes a given name in lower case before a capitalised surname
 * ("john Smith"), so there the span stays (cutting it lowered the UNER dev folds' person F1 by 0.003).
 */
export function lowerCaseOpeners(tokens: Tokens, spans: RefinedSpan[], inForeignText: () => boolean): RefinedSpan[] {
  let out: RefinedSpan[] | undefined;
  spans.forEach((s, i) => {
    if (s.type !== 'PER') return;
    const [a, b] = tokenRange(tokens, s);
    let k = a;
    while (k < b && LOWER_CASE_OPENER.test(tokens.words[k]!) && !isNameParticle(tokens.words[k]!)) k++;
    if (k === a || !UPPER_START.test(tokens.words[k]!) || !inForeignText()) return;
    out ??= spans.slice();
    out[i] = { type: 'PER', start: tokens.starts[k]!, end: s.end };
  });
  return out ?? spans;
}

/**
 * French, Spanish and Portuguese open a letter, greet, thank or cite someone with a word right before the name
 * ("Bonjour Solène", "Merci Amadou", "Hola Lucía", "Olá Beatriz", "Selon M. Marchand"): the tagger, which knows none of
 * the three languages, takes the capitalised opener into the name. A person span opening with a word of name-stoplist.json
 * `nameOpeners` (lexicon `isNameOpener`) loses it when a capitalised word follows inside the span, and a span that is the
 * opener alone is dropped; so are the closing formulae and greetings of letters ("Bien cordialement", "Liebe Grüße
 * Jonas", "Beste Pieter"), several in a row all outside, and a span of them and lower-case words alone. An opener a name list also knows as a name ("Hola", "Olá", "Cher", "Según") is cut only in
 * a text written in another language than English (`inForeignText`): "Cher Lloyd sang" stays whole. The same list holds
 * the one-word replies, thanks and greetings that open a chat message in the cue languages ("Sawa", "Tak", "Lala salama",
 * "Biko", "Ameen"; session 24): a place span of them alone, in a text of another language, is dropped as well.
 */
export function otherLanguageOpeners(tokens: Tokens, spans: RefinedSpan[], inForeignText: () => boolean): RefinedSpan[] {
  let out: (RefinedSpan | undefined)[] | undefined;
  spans.forEach((s, i) => {
    if (s.type === 'LOC') {
      // A chat reply or a greeting read as a place ("Sprzedający: Tak." in Thailand's Tak, Portuguese "Sim",
      // "Kochani, smutna wiadomość"): a place span of such words alone names nothing — in text of another
      // language always; in English only one word the gazetteer does not also hold (session 24, two rounds).
      const [a, b] = tokenRange(tokens, s);
      for (let k = a; k <= b; k++) if (!isNameOpener(tokens.words[k]!, inForeignText)) return;
      if (!inForeignText() && (a !== b || lookupPlace(tokens.words[a]!).length > 0)) return;
      out ??= spans.slice();
      out[i] = undefined;
      return;
    }
    if (s.type !== 'PER') return;
    const [a, b] = tokenRange(tokens, s);
    // Several in a row ("Liebe Grüße Jonas", "Bien cordialement") all stay outside.
    let k = a;
    while (k <= b && isNameOpener(tokens.words[k]!, inForeignText)) k++;
    if (k === a) return;
    // The opener and lower-case words alone ("Bien cordialement") name nobody; a lower-case word right after it
    // in a span that names someone further on ("Merci beaucoup Awa") leaves the span as it was.
    const rest = tokens.words.slice(k, b + 1);
    if (rest.some((w) => UPPER_START.test(w)) && !UPPER_START.test(tokens.words[k]!)) return;
    out ??= spans.slice();
    out[i] = k > b || !rest.some((w) => UPPER_START.test(w)) ? undefined : { type: 'PER', start: tokens.starts[k]!, end: s.end };
  });
  return out ? out.filter((s): s is RefinedSpan => s !== undefined) : spans;
}

/** A word the name lists know as a person's name or the gazetteer as a place. */
function knownNameOrPlace(word: string): boolean {
  return KNOWN_NAME.has(nameTokenStrength(word)) || lookupPlace(word).length > 0;
}

/**
 * Pronouns, conjunctions and first-person verbs that open a sentence in the users' other languages (refine.json
 * `sentence_openers_other_languages`: "Mimi ni …", "Kuna mtu …", Krio "Una kushɛ o!", "Uma uyibona …", "Pour le
 * logement …", "Suche Mitfahrgelegenheit", "Mora perto da …"): capitalised at a sentence's start and names or places in
 * other texts ("Una", "Mimi", "Mora"), the tagger reads them as a person or a place. A person or place span opening a
 * sentence, or right after a chat label's colon, with one loses it; what is left stays only where it holds a name the
 * lexicons know as a given name or, for a place, a place the gazetteer knows ("Ina Musa Danladi" keeps "Musa Danladi";
 * "Zahle Sprit", "Suche Mitfahrgelegenheit", "Biete Platz" are dropped). An opener that is itself a known name or place
 * is read so only in text written in another language (`inForeignText`: "Una Healy said" in English stays).
 */
export function sentenceOpeners(tokens: Tokens, spans: RefinedSpan[], openers: ReadonlySet<string>, inForeignText: () => boolean): RefinedSpan[] {
  let out: (RefinedSpan | undefined)[] | undefined;
  spans.forEach((s, i) => {
    if (s.type !== 'PER' && s.type !== 'LOC') return;
    const [a, b] = tokenRange(tokens, s);
    const word = tokens.words[a]!;
    if (!UPPER_START.test(word) || !openers.has(cueWord(word))) return;
    if (tokens.sentenceStart[a] !== 1 && tokens.words[a - 1] !== ':') return;
    if (knownNameOrPlace(word) && !inForeignText()) return;
    const rest = tokens.words.slice(a + 1, b + 1);
    // A given name after the opener keeps the rest ("Ina Musa Danladi yake?"); a noun a surname list also holds does not ("Biete Platz").
    const keep = rest.some((w) => UPPER_START.test(w) && (isGivenName(w) || (s.type === 'LOC' && lookupPlace(w).length > 0)));
    out ??= spans.slice();
    out[i] = keep ? { ...s, start: tokens.starts[a + 1 + rest.findIndex((w) => UPPER_START.test(w))]! } : undefined;
  });
  return out ? out.filter((s): s is RefinedSpan => s !== undefined) : spans;
}

/**
 * A bank, mobile-money or payment service named by one word that is no one's name (refine.json `financial_services`:
 * "Dear Capitec, …", "Ecobank said they will call", "paid into: Stanbic", "Handled by: … (Palmpay)") is an
 * organisation: the tagger, which knows no such brand, reads the capitalised word as a person or a place. A person or
 * place span that is exactly such a name becomes an organisation; a longer span is left as read, and so is one with a
 * title or a form of address right before it ("Mr Absa", "Herr Sparkasse"): there the word is someone's surname.
 */
export function financialServices(text: string, tokens: Tokens, spans: RefinedSpan[], w: PersonWords): RefinedSpan[] {
  let out: RefinedSpan[] | undefined;
  spans.forEach((s, i) => {
    if ((s.type !== 'PER' && s.type !== 'LOC') || !w.financialServices.has(text.slice(s.start, s.end).normalize('NFC'))) return;
    const [a] = tokenRange(tokens, s);
    const before = tokens.words[a - 1] === '.' ? tokens.words[a - 2] : tokens.words[a - 1];
    if (before !== undefined && (isNameTitle(before) || isAddressHonorific(before) || w.foreignTitles.has(cueWord(before)))) return;
    out ??= spans.slice();
    out[i] = { ...s, type: 'ORG' };
  });
  return out ?? spans;
}

const afterSubjectCache = new WeakMap<ReadonlyMap<string, readonly ArticleLanguage[]>, ReadonlySet<string>>();
/** Every language's `after_subject` words (refine.json `sentence_openers_other_languages.articles`) as one set, built once. */
function afterSubjectWords(articles: ReadonlyMap<string, readonly ArticleLanguage[]>): ReadonlySet<string> {
  let set = afterSubjectCache.get(articles);
  if (set === undefined) {
    set = new Set([...articles.values()].flat().flatMap((l) => [...l.afterSubject]));
    afterSubjectCache.set(articles, set);
  }
  return set;
}

/** Name particles that stand only inside a surname, after another ("van der", "von den", "Maria das Dores"); capitalised at a sentence's start they are German articles. */
const INNER_PARTICLES: ReadonlySet<string> = new Set(['der', 'den', 'das']);

/** A token holding a letter (a word, not a dot, a hyphen or a bracket). */
const HAS_LETTER = /\p{L}/u;

/**
 * Capitalised common words of the other languages of the users' text read as a person (session 49, issue 13): a word
 * that opens a sentence, a message or a form line ("Kazi imeanza …", "Sasa tunaenda", Dutch "Notulen", "Aanwezig:",
 * German "Kontakt:", "Betreff") or a noun German writes with a capital ("die Kläger"), which the tagger, knowing none
 * of those languages, takes for a name. The text's languages are read from its lower-case words (lexicon
 * `languagesWrittenIn`: three distinct common words of a language that English does not share), and the common words
 * of each are the `stopword` package's lists and the project's additions (lexicon `commonWordLanguages`). A person
 * span whose words are all common words of a language the text is written in names nobody and is dropped; one opening
 * a sentence (or a line, or following a label's colon) with such words loses them: what is left stays a person where
 * it holds a word a name table knows, becomes a place where each of its capitalised words is one the gazetteer knows
 * ("Von München fuhren wir …"), and is dropped otherwise ("Der Fahrer, Jörg Brandt …", "Unser Büro"). A word a given- or family-name table also knows ("Sasa", "Leo", "Ernst", "Mara") is kept as a
 * name where the context reads it as one (`readAsName`): a title, a form of address or a greeting right before it,
 * a speaker label (alone at a line's start before a colon), a verb right after it that follows a subject and never
 * an article ("Le a dit que …"; loneArticles' `after_subject`), a family name right after it in the span, or a capital
 * in mid-sentence where the word's language writes it lower case (every one of them but German, which capitalises its
 * nouns), and in text that reads as English where it is long enough to tell (`inForeignText`; a greeting in Swahili
 * before English sentences). Name particles opening a surname a name table knows stay in it ("Van der Merwe").
 */
export function otherLanguageWordPersons(tokens: Tokens, spans: RefinedSpan[], foreignTitles: ReadonlyMap<string, readonly (readonly string[])[]>, articles: ReadonlyMap<string, readonly ArticleLanguage[]>, inForeignText: () => boolean): RefinedSpan[] {
  const afterSubject = afterSubjectWords(articles);
  // English text long enough to tell (a message that greets or thanks in Swahili, then goes on in English) reads a
  // word a name table knows as the name: its sentences open with names, not with the other language's adverbs.
  let english: boolean | undefined;
  const inEnglish = () => (english ??= !inForeignText() && tokens.words.filter((w) => LOWER_LETTERS_START.test(w)).length >= ARTICLE_TEXT_WORDS);
  let languages: ReadonlySet<string> | undefined;
  const commonIn = (word: string): readonly string[] => {
    const own = commonWordLanguages(word);
    if (own.length === 0) return own;
    languages ??= languagesWrittenIn(tokens.words);
    return own.filter((l) => languages!.has(l));
  };
  const atStart = (a: number) => a === 0 || tokens.sentenceStart[a] === 1 || tokens.newlineBefore[a] === 1 || tokens.words[a - 1] === ':';
  const knownName = (w: string) => isGivenName(w) || isFamilyName(w);
  // Whether the context reads token `k` of span [a, b] as a name (see above).
  const readAsName = (k: number, a: number, b: number, own: readonly string[]): boolean => {
    if (inEnglish()) return true;
    const before = tokens.words[k - 1] === '.' ? tokens.words[k - 2] : tokens.words[k - 1];
    if (k > 0 && before !== undefined && (isNameTitle(before) || isAddressHonorific(before) || foreignTitles.has(cueWord(before)) || isNameOpener(before, () => true))) return true;
    if ((a === 0 || tokens.newlineBefore[a] === 1) && tokens.words[b + 1] === ':') return true;
    // The subject of a verb that follows a subject and never an article ("Le a dit que …": refine.json `after_subject`).
    if (tokens.words[b + 1] !== undefined && afterSubject.has(cueWord(tokens.words[b + 1]!))) return true;
    const next = tokens.words[k + 1];
    // A family name right after it: one no common word, or any where the word itself is a given name ("Ernst Lange").
    if (k < b && next !== undefined && UPPER_START.test(next) && isFamilyName(next) && (commonIn(next).length === 0 || isGivenName(tokens.words[k]!))) return true;
    // German writes its nouns (the curated table's words) with a capital in mid-sentence, and its function words,
    // adverbs and verbs (the stop-word lists: "ernst", "lange", "will") lower case like every other language.
    return !atStart(k) && !(own.includes('de') && curatedWordLanguages(tokens.words[k]!).includes('de'));
  };
  let out: (RefinedSpan | undefined)[] | undefined;
  spans.forEach((s, i) => {
    if (s.type !== 'PER') return;
    const [a, b] = tokenRange(tokens, s);
    // The common words the span opens with (capitalised or not), each with the text's languages that hold it.
    let k = a;
    let capitalised = false;
    for (; k <= b; k++) {
      const w = tokens.words[k]!;
      if (!HAS_LETTER.test(w)) continue;
      const own = commonIn(w);
      if (own.length === 0 || (knownName(w) && readAsName(k, a, b, own))) break;
      if (UPPER_START.test(w)) capitalised = true;
    }
    if (k === a || !capitalised) return;
    const rest = tokens.words.slice(k, b + 1).filter((w) => UPPER_START.test(w));
    // All common words: dropped wherever they stand; common words opening a longer span: cut at a sentence's start only.
    if (rest.length > 0 && !atStart(a)) return;
    // Name particles opening a surname a name table knows ("Van der Merwe", "De la Cruz", "Dos Santos") are part of
    // it: the span stays whole. German articles that are only inner particles ("van der", "von den") open no surname
    // ("Der Müller aus dem Dorf" is cut to the name), and a place after a particle stays a place ("Von Leipzig fuhren wir").
    const opening = tokens.words.slice(a, k).filter((w) => HAS_LETTER.test(w));
    if (!INNER_PARTICLES.has(opening[0]!.toLowerCase()) && opening.every(isNameParticle) && rest.some(knownName)) return;
    let start = k;
    while (start <= b && !HAS_LETTER.test(tokens.words[start]!)) start++;
    // What is left is a person where it holds a name the tables know ("Habari Wanjiru Kamau"), a place where it is
    // one the gazetteer knows ("Von München fuhren wir …"), and nothing else ("Der Fahrer", "Unser Büro").
    const type = rest.some(knownName) ? 'PER' : rest.every((w) => lookupPlace(w).length > 0) ? 'LOC' : undefined;
    out ??= spans.slice();
    out[i] = rest.length > 0 && type !== undefined ? { ...s, type, start: tokens.starts[start]! } : undefined;
  });
  return out ? out.filter((x): x is RefinedSpan => x !== undefined) : spans;
}

/** `loneArticles`: how many distinct function words of the article's language (the article aside) a text must write to be read as written in it (`articlePlaces` in refine.ts asks as many beside a one-word form). */
const ARTICLE_LANGUAGE_EVIDENCE = 2;
/** `loneArticles`: a text with this many lower-case words tells its language (stopWords.ts `writtenInAnotherLanguage`'s count). */
const ARTICLE_TEXT_WORDS = 8;
/** A word opening with a lower-case letter. */
export const LOWER_START = /^\p{Ll}/u;
const LOWER_LETTERS_START = /^\p{Ll}[\p{L}\p{M}]/u;

/**
 * An article of the users' European languages opening a sentence, or right after a label's colon, read ALONE as a
 * person (refine.json `sentence_openers_other_languages.articles`: Dutch "De vastgestelde waarde …", German
 * "Amtsgericht Gießen: Der 43-jährige …", Spanish "La mutua pide …"): the tagger takes the capital for a name, and the
 * common word after it ends the span. An article alone names no one, so the span is dropped; a longer span stays, as
 * articles open surnames ("De Klerk", "La Rosa", "Le Roux"). Several articles are also surnames or given names ("Lo",
 * "La", "Le", "Een", "Os"), so the span is dropped only where the text is written in one of that article's own
 * languages: text that writes `ARTICLE_LANGUAGE_EVIDENCE` distinct lower-case function words of it (its articles and
 * its `evidence` words), and is not English where the text is long enough to tell (`inForeignText`). It stays where it is a speaker label (alone at a line's start before a colon: "Lo: niko njiani"), and
 * where the next word follows a subject, never an article ("Le a dit que …").
 */
export function loneArticles(tokens: Tokens, spans: RefinedSpan[], articles: ReadonlyMap<string, readonly ArticleLanguage[]>, inForeignText: () => boolean): RefinedSpan[] {
  let out: RefinedSpan[] | undefined;
  // Read once per text, at the first lone article: its lower-case words (the article's language's function words are
  // read among them, a lower-case "de" counting) and how many of them are words of letters (whether it can tell English).
  let written: ReadonlySet<string> | undefined;
  let lowerWords = 0;
  for (const s of spans) {
    if (s.type !== 'PER') continue;
    const [a, b] = tokenRange(tokens, s);
    const word = tokens.words[a]!;
    const own = word.toLowerCase().normalize('NFC');
    const languages = articles.get(own);
    if (a !== b || !UPPER_START.test(word) || languages === undefined) continue;
    if (tokens.sentenceStart[a] !== 1 && tokens.words[a - 1] !== ':') continue;
    if ((a === 0 || tokens.newlineBefore[a] === 1) && tokens.words[a + 1] === ':') continue;
    if (written === undefined) {
      written = new Set(tokens.words.filter((w) => LOWER_START.test(w)).map(cueWord));
      lowerWords = tokens.words.filter((w) => LOWER_LETTERS_START.test(w)).length;
    }
    // English text, long enough to tell (`inForeignText`'s count), keeps the span; a short one is read by the evidence alone.
    if (!inForeignText() && lowerWords >= ARTICLE_TEXT_WORDS) continue;
    const next = tokens.words[a + 1] === undefined ? undefined : cueWord(tokens.words[a + 1]!);
    const inLanguage = (l: ArticleLanguage) => {
      if (next !== undefined && l.afterSubject.has(next)) return false;
      let k = 0;
      for (const w of l.evidence) if (written!.has(w) && ++k >= ARTICLE_LANGUAGE_EVIDENCE) return true;
      return false;
    };
    if (!languages.some(inLanguage)) continue;
    out ??= spans.slice();
    out.splice(out.indexOf(s), 1);
  }
  return out ?? spans;
}

/**
 * A given name, a patronymic particle and the parent's name are one person (name-stoplist.json `patronymicParticles`:
 * Gĩkũyũ "Kamau wa Ngugi", Hausa "Usman dan Fodio", Welsh "Fergus ap Rhys"): the tagger, which reads a lower-case word
 * as a break, splits the name or leaves its second half out. Each particle is also a common word ("wa" is "of" in the
 * Bantu languages), so the span grows only where both sides are names: a person span ends right before the particle,
 * one space on each side, and the word after it is capitalised and either opens a person span or is a name the
 * lexicon knows, never a word another span holds (a place, an organisation: "Kahindi wa Mombasa", "Mahlatse wa
 * Thobela FM"), a place the gazetteer knows or a weekday ("Thabo wa Moqebelo").
 */
export function patronymicNames(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (const s of spans) {
    if (s.type !== 'PER' || removed.has(s)) continue;
    const [, b] = tokenRange(tokens, s);
    const p = b + 1;
    const t = b + 2;
    if (t >= n || tokens.ends[b] !== s.end || !CAPITALISED_WORD.test(tokens.words[b]!) || !isPatronymicParticle(tokens.words[p]!)) continue;
    if (!oneSpaceBefore(tokens, p) || !oneSpaceBefore(tokens, t)) continue;
    const word = tokens.words[t]!;
    if (!UPPER_START.test(word) || isCalendarWord(word)) continue;
    const there = overlapping(spans, tokens.starts[t]!, tokens.ends[t]!);
    const person = there.length === 1 && there[0]!.type === 'PER' && there[0]!.start === tokens.starts[t] ? there[0] : undefined;
    if (there.length > 0 && !person) continue;
    if (!person && (!(isGivenName(word) || isFamilyName(word)) || lookupPlace(word).length > 0 || isEnglishWord(word.toLowerCase()))) continue;
    removed.add(s);
    if (person) removed.add(person);
    added.push({ type: 'PER', start: s.start, end: person ? person.end : tokens.ends[t]! });
  }
  return replaced(spans, removed, added);
}

/** Words between an animal word and the naming cue after it that do not end the search for the nearest noun. */
const PET_GAP = 6;
const DETERMINERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'our', 'his', 'her', 'their', 'your', 'its', 'this', 'that']);

/**
 * The name a text gives an animal is the pet's, no person's (refine.json `pet_nouns`, `pet_name_cues`): a person span
 * right after a naming cue ("named", "called", "name is") whose nearest noun before the cue, within six words of the
 * sentence, is an animal word ("My cat's name is Twinky", "a Norwegian Forest Cat that is named Achilles"), or right
 * after a cue, an optional determiner and an animal word ("we called the kitten Simba"), is dropped, and so is the same
 * name elsewhere in the text. The nearest noun decides: "my dog bit a man named John" keeps John.
 */
export function petNames(tokens: Tokens, spans: RefinedSpan[], w: PersonWords): RefinedSpan[] {
  const pets = new Set<string>();
  const isPet = (t: number) => w.pets.has(cueWord(tokens.words[t]!));
  // Animal words read as persons ("Inja" opening "Inja yami Coco …"): dropped with the pet's name.
  const animalSpans = new Set<RefinedSpan>();
  const notices = petNotices(tokens, w);
  const places = new Set<RefinedSpan>();
  // Person spans in the bracket after a labelled pet's name: its breed ("Dog: Nala (Jack Russell)").
  const breeds = new Set<RefinedSpan>();
  for (const s of spans) {
    if (s.type === 'LOC') {
      // A pet's name read as a place ("answers to Simba") after a cue or heading said only of animals.
      const [a] = tokenRange(tokens, s);
      if (petOnlyCue(tokens, a, w, isPet) || notices.has(a)) places.add(s);
      continue;
    }
    if (s.type !== 'PER') continue;
    const [a, b] = tokenRange(tokens, s);
    if (a === b && isPet(a) && UPPER_START.test(tokens.words[a]!)) {
      animalSpans.add(s);
      continue;
    }
    const labelled = animalLabel(tokens, a, w.petLabels);
    let pet = labelled || animalApposition(tokens, a, w, isPet) || petOnlyCue(tokens, a, w, isPet) || notices.has(a);
    if (labelled) for (const o of bracketAfter(tokens, b, spans)) breeds.add(o);
    if (pet) {
      // The animal word before it, read as a person too, goes with it.
      for (const o of spans) if (o.type === 'PER' && o.end <= s.start && o.end >= s.start - 16) {
        const [oa, ob] = tokenRange(tokens, o);
        if (oa === ob && isPet(oa)) animalSpans.add(o);
      }
      pets.add(spanWords(tokens, s));
      continue;
    }
    // "called the kitten Simba": cue, determiner, animal word, name.
    let k = a - 1;
    if (k > 0 && isPet(k)) {
      let c = k;
      if (c > 0 && DETERMINERS.has(cueWord(tokens.words[c - 1]!))) c--;
      pet = cueEndsBefore(tokens, w.petCues, c, true);
    }
    // "My cat's name is Twinky": the nearest noun before the cue is an animal word.
    if (!pet && cueEndsBefore(tokens, w.petCues, a, true)) {
      const cue = (w.petCues.get(cueWord(tokens.words[a - 1]!)) ?? []).find((c) => c.every((x, i) => a - c.length + i >= 0 && (i === c.length - 1 || cueWord(tokens.words[a - c.length + i]!) === x)));
      for (k = a - (cue?.length ?? 1) - 1; k >= 0 && k >= a - PET_GAP - (cue?.length ?? 1) && !tokens.sentenceStart[k + 1]; k--) {
        // A heading's colon ends the search: "Lost dog: please call Ama" asks for a phone call to a person.
        if (tokens.words[k] === ':') break;
        if (isPet(k)) {
          pet = true;
          break;
        }
        if (wordClass(tokens.words[k]!.toLowerCase()).startsWith('N')) break;
      }
    }
    if (pet) pets.add(spanWords(tokens, s));
  }
  if (pets.size === 0 && animalSpans.size === 0 && places.size === 0) return spans;
  return spans.filter((s) => !places.has(s) && (s.type !== 'PER' || (!pets.has(spanWords(tokens, s)) && !animalSpans.has(s) && !breeds.has(s))));
}

/**
 * "Dog: Daisy", "Pet: Simba": a form's field labelled with an animal word (a boarding kennel's, a vet's or a groomer's
 * form; refine.json `pet_notices.field_labels`), the word opening its line and a colon right after it, holds the animal's name, as
 * "Owner:" holds the person's. The name opens the value on the label's line.
 */
function animalLabel(tokens: Tokens, a: number, labels: ReadonlySet<string>): boolean {
  const k = a - 2;
  return k >= 0 && tokens.words[a - 1] === ':' && tokens.newlineBefore[a] === 0 && tokens.newlineBefore[a - 1] === 0 && (k === 0 || tokens.newlineBefore[k] === 1) && labels.has(cueWord(tokens.words[k]!)) && UPPER_START.test(tokens.words[k]!);
}

/** Person spans wholly inside a bracket that opens right after token `b`, on its line ("Daisy (Boerboel)": the breed). */
function bracketAfter(tokens: Tokens, b: number, spans: readonly RefinedSpan[]): RefinedSpan[] {
  if (tokens.words[b + 1] !== '(' || tokens.newlineBefore[b + 1] === 1) return [];
  let c = b + 2;
  while (c < tokens.words.length && tokens.words[c] !== ')' && tokens.newlineBefore[c] === 0) c++;
  if (tokens.words[c] !== ')') return [];
  return spans.filter((o) => o.type === 'PER' && o.start >= tokens.ends[b + 1]! && o.end <= tokens.starts[c]!);
}

/** Whether a token is written as an animal word may be before a name: lower case, in capitals ("LOST DOG"), or opening a sentence. */
function animalWordAsWritten(tokens: Tokens, t: number): boolean {
  const x = tokens.words[t]!;
  return !UPPER_START.test(x) || ALL_CAPS.test(x) || tokens.sentenceStart[t] === 1;
}

/** "our dog Bella", "Inja yami Coco": an animal word, optionally a possessive written after the noun, one space each, then the name. */
function animalApposition(tokens: Tokens, a: number, w: PersonWords, isPet: (t: number) => boolean): boolean {
  if (a === 0 || !oneSpaceBefore(tokens, a) || tokens.newlineBefore[a] === 1) return false;
  let k = a - 1;
  if (cueEndsBefore(tokens, w.petPossessives, a, true)) {
    const cue = (w.petPossessives.get(cueWord(tokens.words[a - 1]!)) ?? []).find((c) => c.every((x, i) => a - c.length + i >= 0 && cueWord(tokens.words[a - c.length + i]!) === x));
    k = a - (cue?.length ?? 1) - 1;
  }
  return k >= 0 && isPet(k) && animalWordAsWritten(tokens, k);
}

/** "answers to Max", "name tag says Coco": a cue said only of an animal's name, with an animal word earlier in the sentence. */
function petOnlyCue(tokens: Tokens, a: number, w: PersonWords, isPet: (t: number) => boolean): boolean {
  if (!cueEndsBefore(tokens, w.petOnlyCues, a, true)) return false;
  for (let k = a - 2; k >= 0; k--) {
    if (isPet(k)) return true;
    if (tokens.sentenceStart[k] === 1 || tokens.newlineBefore[k] === 1) return false;
  }
  return false;
}

/** Longest reach, in tokens, from a lost-pet heading to the pet's name. */
const NOTICE_REACH = 8;

/**
 * Token indices where a lost or found notice's pet name may start: after an animal word and a lost word side by side
 * ("LOST DOG", "Kat vermist", "Verlore hond", "Found: black cat"), the first capitalised word on the line with only
 * punctuation, capitalised words (a place) and prepositions before it.
 */
function petNotices(tokens: Tokens, w: PersonWords): ReadonlySet<number> {
  const starts = new Set<number>();
  const n = tokens.words.length;
  const lost = (t: number) => t >= 0 && t < n && w.petLost.has(cueWord(tokens.words[t]!));
  for (let t = 0; t < n; t++) {
    if (!w.pets.has(cueWord(tokens.words[t]!)) || !animalWordAsWritten(tokens, t)) continue;
    // The lost word beside the animal word, or before it with one adjective or punctuation between ("Found: black cat").
    const before = lost(t - 1) || (lost(t - 2) && tokens.newlineBefore[t - 1] === 0) || (lost(t - 3) && tokens.newlineBefore[t - 1] === 0 && tokens.newlineBefore[t - 2] === 0);
    const after = lost(t + 1);
    if (!before && !after) continue;
    let k = after ? t + 2 : t + 1;
    let seenPunctuation = false;
    for (const end = Math.min(n, k + NOTICE_REACH); k < end && tokens.newlineBefore[k] === 0; k++) {
      const x = tokens.words[k]!;
      if (/^\p{P}+$/u.test(x)) {
        // A full stop or question mark ends the notice's heading; a hyphen inside a name ("Oud-West") separates nothing.
        if (x === '.' || x === '?') break;
        if (k + 1 < n && tokens.starts[k + 1]! > tokens.ends[k]!) seenPunctuation = true;
        continue;
      }
      if (UPPER_START.test(x)) {
        // A place before the punctuation ("in Lombok:"), the name after it.
        if (seenPunctuation) {
          starts.add(k);
          break;
        }
        continue;
      }
      if (!NOTICE_PLACE_PREPOSITIONS.has(cueWord(x))) break;
    }
  }
  return starts;
}

/** A title as it opens a name in running text: capitalised, the rest in lower case ("Mr", "Mrs", "Dr", "Prof"). */
const TITLE_CASE = /^\p{Lu}\p{Ll}+$/u;
/** Initials as one token ("R", "L.J", "Í.M.-C"). */
const INITIALS_TOKEN = /^\p{Lu}(?:[.-]{1,2}\p{Lu})*$/u;
/** A name word after a title: capitalised with a lower-case letter in it ("Quennell", "O'Driscoll", "MacLeod", "Okonjo-Harris"; not "SAN", "QC"). */
const TITLED_NAME_WORD = /^\p{Lu}[\p{L}\p{M}'’-]*\p{Ll}[\p{L}\p{M}'’-]*$/u;
/** At most this many name words after a title ("Ms Ese Agbaje", "Mr Tunde Ese Agbaje"). */
const MAX_TITLED_WORDS = 3;

/** A word that may be a name after a title: no title itself, no party role (refine.json `party_roles`: "Ms R Hartley Respondent:"), no English or organisation word unless the name lexicon lists it, no word the lexicon rules out. */
function titledNameWord(w: string, roles: ReadonlySet<string>): boolean {
  if (!TITLED_NAME_WORD.test(w) || isNameTitle(w) || organisationWords().has(w) || roles.has(w.toLowerCase())) return false;
  if (isEnglishWord(w) && !isGivenName(w) && !isFamilyName(w)) return false;
  const strength = nameTokenStrength(w);
  return strength === 'strong' || strength === 'soft' || strength === 'unknown';
}

/**
 * A title of address or rank (name-stoplist.json `titles`: "Mr", "Mrs", "Ms", "Dr", "Prof", "Alhaji", "Pastor"; not a
 * judicial office, which `namesAfterOffices` reads, nor a form of address by kinship, which stays outside a name) or a
 * post the titles list lacks (refine.json `post_titles`: "President", "PM", "Coach", "PC") and the capitalised words
 * right after it on its line are a person, a title included as the tagger's spans hold it (`nameStartWithTitles`), a
 * post outside: "Dear Mr Agbenyega", "statement of Mrs Tregothnan", "Ms R Hartley", "Coach [Ekanem]", "President
 * [Bush]". The tagger, which leaves a surname no lexicon lists unread, or reads it as the town of that name, drops it
 * where the rule scanner of `basic` reads it (a lexicon hit stands in `auto` only where the tagger agrees, overlaps.ts): letters, statements, minutes,
 * hearing notices and judgments address and name people so in every English-speaking country. The words after the
 * title: one to three name words (`titledNameWord`), initials and particles between or before them ("Mr L.J. von der
 * Heide"), one space apart; a lone country or region after the title names a title holder or a horse, not a person
 * ("Miss Nigeria", "Miss Kisumu"; a town may be a surname too: "Mrs Kendal"), and a brand no one; in a text in
 * another language one of the words must be a name the lexicons list. Only where the tagger read nothing there but
 * persons and places inside the run (an organisation is left as the tagger read it).
 */
export function titledNames(text: string, tokens: Tokens, spans: RefinedSpan[], roles: ReadonlySet<string>, posts: ReadonlySet<string>, inForeignText: () => boolean): RefinedSpan[] {
  const nameWord = (w: string) => titledNameWord(w, roles) && !posts.has(w);
  // A title of address or rank of the name lexicon, as a name opens with it, or a post as refine.json writes it.
  const isTitle = (w: string) => posts.has(w) || (TITLE_CASE.test(w) && isNameTitle(w) && !isAddressHonorific(w));
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  const n = tokens.words.length;
  const words = tokens.words;
  for (let t = 0; t < n; t++) {
    const title = words[t]!;
    if (!isTitle(title) || isJudicialOffice(title)) continue;
    // The title's dot, and more titles after it ("Chief Dr", "Prof. Dr."), each on the same line.
    let k = t + 1;
    const step = () => {
      if (k < n && words[k] === '.' && tokens.starts[k] === tokens.ends[k - 1]) k++;
    };
    step();
    while (k < n && !tokens.newlineBefore[k] && isTitle(words[k]!)) {
      k++;
      step();
    }
    // The name: initials, particles and name words, one space apart ("Mr L.J. von der Heide"), ending in a name word.
    const first = k;
    let end = k; // one past the last name word
    let named = 0;
    let sawInitials = false;
    while (k < n && named < MAX_TITLED_WORDS && !tokens.newlineBefore[k] && tokens.starts[k]! - tokens.ends[k - 1]! <= (k === first ? 2 : 1) && tokens.starts[k]! > tokens.ends[k - 1]!) {
      const w = words[k]!;
      if (INITIALS_TOKEN.test(w) && !nameWord(w)) {
        sawInitials = true;
        k++;
        step();
      } else if (isNameParticle(w) && (k > first || sawInitials) && k + 1 < n) {
        k++;
      } else if (nameWord(w)) {
        named++;
        k++;
        end = k;
      } else break;
    }
    if (named === 0) continue;
    const nameWords = words.slice(first, end).filter((w) => nameWord(w));
    if (nameWords.length === 1 && lookupPlace(nameWords[0]!).some((p) => p.kind === 'country' || p.kind === 'region')) continue;
    // In a text in another language, a capitalised word after a title may be a word of that language the English word
    // list cannot rule out ("Mwalimu Mkuu", Swahili "head teacher"): a name the lexicons list is asked for there.
    if (!nameWords.some((w) => isGivenName(w) || isFamilyName(w)) && inForeignText()) continue;
    if (isBrandName(nameWords.join(' ')) || isBrandName(`${title} ${nameWords.join(' ')}`)) continue;
    // A capitalised English or organisation word right after the name makes it part of a longer one: a firm, a stable,
    // a team ("Nana Kwame Racing"), where the rule scanner's span over the whole would win once a person confirms it.
    const next = words[end];
    if (next !== undefined && oneSpaceBefore(tokens, end) && CAPITALISED_WORD.test(next) && (isEnglishWord(next) || organisationWords().has(next))) continue;
    const nameStart = tokens.starts[first]!;
    const start = nameStartWithTitles(text, nameStart).start;
    const stop = tokens.ends[end - 1]!;
    const inside = overlapping(spans, Math.min(start, tokens.starts[t]!), stop);
    if (inside.some((s) => s.type === 'ORG' || s.start < Math.min(start, tokens.starts[t]!) || s.end > stop)) continue;
    // The tagger read the person up to its last name word: its span stands (tag.ts widened it over the titles and initials).
    if (inside.some((s) => s.type === 'PER' && s.end === stop)) continue;
    for (const s of inside) removed.add(s);
    added.push({ type: 'PER', start, end: stop });
    t = end - 1;
  }
  return replaced(spans, removed, added);
}

/**
 * A person span opening with forms of address by kinship or familiarity ("Auntie Efua", "Bro. Musa", "uMama
 * Dlamini", "Ntate Nkosi"; name-stoplist.json `addressHonorifics`) and going on with a capitalised word is that rest,
 * the honorific outside, as the rule scanner reads it (`afterHonorifics`): the tagger reads such a word no title list
 * holds as the name's first word. Run last, as the rules before it read a title before a name as a sign of a person.
 * A nickname after an alias cue is the name as written ("alias Mzee Kobe", "a.k.a. Baba Ijebu": refine.json `alias_cues`).
 */
export function honorificsOutside(text: string, tokens: Tokens, spans: RefinedSpan[], aliasCues: PersonWords['aliasCues']): RefinedSpan[] {
  let out: RefinedSpan[] | undefined;
  spans.forEach((s, i) => {
    if (s.type !== 'PER') return;
    if (afterAliasCue(tokens, tokenRange(tokens, s)[0], aliasCues)) return;
    const next = spans[i + 1];
    // An honorific read alone right before the person it addresses ("Sis. Mawusi Adzraku", its dot cutting the tagger's span).
    const alone = next?.type === 'PER' && HONORIFIC_BEFORE_NAME.test(text.slice(s.end, next.start)) && afterHonorifics(text, s.start, next.end) === next.start;
    const start = alone ? s.end : afterHonorifics(text, s.start, s.end);
    if (start === s.start) return;
    out ??= [...spans];
    out[i] = alone ? undefined! : { type: 'PER', start, end: s.end };
  });
  return out ? out.filter((s) => s !== undefined) : spans;
}

/** An alias cue (grouped by its first word, as `addAliases` reads them) ends right before token `a`, or before a quote there. */
function afterAliasCue(tokens: Tokens, a: number, aliasCues: PersonWords['aliasCues']): boolean {
  let end = a > 0 && QUOTES.has(tokens.words[a - 1]!) ? a - 1 : a;
  // "a.k.a." and "alias:" as addAliases reads them.
  if (end > 0 && (tokens.words[end - 1] === '.' || tokens.words[end - 1] === ':')) end--;
  for (let k = end - 1; k >= 0 && k >= end - 4; k--) {
    const c = cueAt(tokens, aliasCues, k);
    if (c !== undefined && k + c.length === end) return true;
  }
  return false;
}

/** What stands between an honorific and the name it goes with: its optional dot and one or two spaces. */
const HONORIFIC_BEFORE_NAME = /^\.?[ \t\u00a0]{1,2}$/u;

/** What separates two contacts of a list ("Senam +233 28 452 4444 | Akosua +233 …"). */
const CONTACT_SEPARATORS: ReadonlySet<string> = new Set(['|', ';', ',', '/']);

/**
 * A contact cue of refine.json `contact_names` right before token `a`, maybe with a colon after it ("RSVP: Senam"), or
 * a separator after the number of the contact before ("| Akosua").
 */
function contactCued(tokens: Tokens, a: number, cues: ReadonlyMap<string, readonly (readonly string[])[]>): boolean {
  if (cueEndsBefore(tokens, cues, a, true)) return true;
  if (a < 2) return false;
  const before = tokens.words[a - 1]!;
  if (before === ':') return cueEndsBefore(tokens, cues, a - 1, true);
  return CONTACT_SEPARATORS.has(before) && PHONE_PART.test(tokens.words[a - 2]!);
}

/** A token opening a phone number: a plus (a token of its own) or a digit. */
const PHONE_START = /^(?:\+|\d)/u;
/** A token of a phone number: a plus, or digits maybe joined by hyphens ("0791-580-3596"). */
const PHONE_PART = /^(?:\+|\d+(?:-\d+)*)$/u;
/** What may stand between a contact's name and the number: one of these tokens. */
const CONTACT_JOINERS: ReadonlySet<string> = new Set(['on', 'at', 'for', 'via', ':', ',', '-', '–', '—']);
const PHONE_DIGITS = [7, 15] as const;

/**
 * The contact person of a notice, an ad or a message, named right before a phone number (refine.json `contact_names`:
 * "Enquiries to Florence on 0717 800 9564", "Call or WhatsApp James on 0791 580 3596", "RSVP: Senam +233 28 452 4444"):
 * one to three capitalised words right before a number of seven to fifteen digits, one joiner at most between ("on",
 * "at", "for", a colon, a comma), are a person when the first is a given name the lexicon lists, or when a contact cue
 * stands right before them and every word is a listed name or no English word, place or brand. The tagger reads a given
 * name that is also a place or a word ("Florence", "Memory") as that, and a short name alone as nothing. A span read
 * as an organisation there is left ("Call Kenya Power on 97771" stays too: no name, an English word).
 */
export function contactNames(tokens: Tokens, spans: RefinedSpan[], cues: ReadonlyMap<string, readonly (readonly string[])[]>): RefinedSpan[] {
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (let t = 1; t < n; t++) {
    if (!PHONE_START.test(tokens.words[t]!) || PHONE_START.test(tokens.words[t - 1]!)) continue;
    let digits = 0;
    // A plus opens the number only ("4500 + 2000" is a sum).
    for (let k = t; k < n && PHONE_PART.test(tokens.words[k]!) && (k === t || (tokens.words[k] !== '+' && tokens.starts[k]! - tokens.ends[k - 1]! <= 1 && tokens.newlineBefore[k] === 0)); k++) {
      digits += tokens.words[k]!.replace(/\D/gu, '').length;
    }
    if (digits < PHONE_DIGITS[0] || digits > PHONE_DIGITS[1]) continue;
    let b = t - 1;
    if (CONTACT_JOINERS.has(tokens.words[b]!.toLowerCase())) b--;
    if (b < 0 || tokens.newlineBefore[b + 1] !== 0 || !CAPITALISED_WORD.test(tokens.words[b]!) || ALL_CAPS_WORD.test(tokens.words[b]!)) continue;
    let a = b;
    while (a > 0 && b - a < 2 && oneSpaceBefore(tokens, a) && CAPITALISED_WORD.test(tokens.words[a - 1]!) && !ALL_CAPS_WORD.test(tokens.words[a - 1]!) && !cueEndsBefore(tokens, cues, a, true)) a--;
    // A capitalised word right before the name inside a sentence ("Call or WhatsApp Eric on …"): the rule scanner reads the two
    // as one name, which a person span here would confirm ("WhatsApp Eric"); left as it is. A cue opening the sentence
    // ("Text Memory on …") is read as the cue.
    if (a > 0 && oneSpaceBefore(tokens, a) && CAPITALISED_WORD.test(tokens.words[a - 1]!) && tokens.sentenceStart[a - 1] === 0) continue;
    const words = tokens.words.slice(a, b + 1);
    const named = (w: string) => isGivenName(w) || isFamilyName(w) || (!isEnglishWord(w) && lookupPlace(w).length === 0 && !isBrandName(w));
    if (!words.every(named) || isCalendarWord(words[0]!)) continue;
    const cued = contactCued(tokens, a, cues);
    if (!cued && !isGivenName(words[0]!)) continue;
    const start = tokens.starts[a]!;
    const end = tokens.ends[b]!;
    const inside = overlapping(spans, start, end);
    if (inside.some((s) => s.type === 'ORG' || s.start < start || s.end > end)) continue;
    if (inside.length === 1 && inside[0]!.type === 'PER' && inside[0]!.start === start && inside[0]!.end === end) continue;
    for (const s of inside) removed.add(s);
    added.push({ type: 'PER', start, end });
  }
  return replaced(spans, removed, added);
}

/** One language of an article (`PersonWords.loneArticles`): its function words, and the words that follow a subject, never an article ("a", "est"). */
export interface ArticleLanguage {
  evidence: ReadonlySet<string>;
  afterSubject: ReadonlySet<string>;
}
