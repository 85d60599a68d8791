// Whether a person's name carries a word that identifies anyone. Courtesy titles (the lexicon's list:
// Sir, Mrs, Dr, Chief, Ntate, Mnu, and the file's `titles` of other languages the lexicon lacks: Rre, Domnul, Señora), honours and post-nominals (data/name-honours.json, validated at load: Bt, VC,
// OBE, QC), ordinals (1st, 2nd) and initials name nobody; a name made only of them ("1st Bt.", "Sir",
// "V.C.") is read by the person-name comparators as no name at all, so it neither agrees nor refutes.
import Type from 'typebox';
import { isFamilyName, isGivenName, isNameTitle } from '../../lexicon/names.js';
import { loadDataFile } from '../../core/dataFile.js';
import { isNameParticle } from '../../detect/lexical/nameTokens.js';
import { VersionedFile } from '../../core/dataSchemas.js';

const NAME_WORD = /^\p{L}{2,}$/u;
// A name word keyed or read with one digit in place of a letter (`d4nis`, `w9lliam`, `emil6`, `j0hn`):
// starting with a letter, one digit, three letters or more. No person's name is spelt with a digit,
// while OCR reads o as 0, l as 1, s as 5 and b as 8, and a typist's finger slips from the top letter
// row to the number row above it (r → 4, o → 9, y → 6): in any register typed or scanned from paper
// the word is the name word mistyped, so it still counts as a word written. Ordinals (`1st`, `3rd`)
// start with their digit and stay out, and so do short codes (`mk2`) of fewer than three letters.
const MISKEYED_NAME_WORD = /^\p{L}[\p{L}\d]*$/u;

function isMiskeyedNameWord(word: string): boolean {
  if (!MISKEYED_NAME_WORD.test(word)) return false;
  let digits = 0;
  for (const ch of word) if (ch >= '0' && ch <= '9') digits++;
  return digits === 1 && word.length - digits >= 3;
}

/** The schema of data/name-honours.json: honours and post-nominals, lower-case letters, each once. */
export const NAME_HONOURS_SCHEMA = VersionedFile('service.name_honours.v1', {
  words: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { minItems: 1, uniqueItems: true }),
  ranks: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true }),
  titles: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true }),
});

const DATA = loadDataFile(new URL('../data/name-honours.json', import.meta.url), NAME_HONOURS_SCHEMA);

/** The schema of data/name-business-words.json: words and phrases (lower-case letters, single spaces) that name a business. */
export const NAME_BUSINESS_WORDS_SCHEMA = VersionedFile('service.name_business_words.v1', {
  words: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { minItems: 1, uniqueItems: true }),
  phrases: Type.Array(Type.String({ pattern: '^[a-z]+(?: [a-z]+)+$' }), { uniqueItems: true }),
});

const BUSINESS = loadDataFile(new URL('../data/name-business-words.json', import.meta.url), NAME_BUSINESS_WORDS_SCHEMA);
const BUSINESS_WORDS: ReadonlySet<string> = new Set(BUSINESS.words);
const BUSINESS_PHRASES: readonly string[] = BUSINESS.phrases.map((p) => ` ${p} `);

/**
 * The words of a normalised name make it a business's name (data/name-business-words.json: Ltd,
 * Enterprise, Ventures, 'and Sons'); a listed word the name tables know as a name (Mills) does not count.
 */
export function namesBusiness(words: readonly string[]): boolean {
  if (words.some((w) => BUSINESS_WORDS.has(w) && !isGivenName(w) && !isFamilyName(w))) return true;
  if (BUSINESS_PHRASES.length === 0 || words.length < 2) return false;
  const joined = ` ${words.join(' ')} `;
  return BUSINESS_PHRASES.some((p) => joined.includes(p));
}
/** The schema of data/name-surname-markers.json: words and phrases that give a person's other surname (née, geb., épouse). */
export const NAME_SURNAME_MARKERS_SCHEMA = VersionedFile('service.name_surname_markers.v1', {
  words: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { minItems: 1, uniqueItems: true }),
  phrases: Type.Array(Type.String({ pattern: '^[a-z]+(?: [a-z]+)+$' }), { uniqueItems: true }),
  married_titles: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true }),
});

const MARKERS = loadDataFile(new URL('../data/name-surname-markers.json', import.meta.url), NAME_SURNAME_MARKERS_SCHEMA);
const MARKER_WORDS: ReadonlySet<string> = new Set(MARKERS.words);
const MARRIED_TITLES: ReadonlySet<string> = new Set(MARKERS.married_titles);

/** A courtesy title given to a woman as a married woman (Mrs, Mme, Señora): the surname after it may be her married one. */
export function isMarriedTitle(word: string): boolean {
  return MARRIED_TITLES.has(word);
}
const MARKER_PHRASES: readonly (readonly string[])[] = MARKERS.phrases.map((p) => p.split(' '));
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;
/**
 * Session 50's review: a phrase of single letters ('z d', Polish z domu abbreviated) is, once a name is
 * normalised, the same two words as two middle initials ('John Paul Z. D. Okonkwo'). Registers write the
 * abbreviation in lower case and initials as capitals, so such a phrase marks a surname only where the
 * name as written has it in lower case (its letters apart, each with or without a dot); in a name written
 * all in capitals the two readings cannot be told apart and the letters stay initials. Compiled once.
 */
const LOWER_CASE_PHRASES: ReadonlyMap<string, RegExp> = new Map(
  MARKERS.phrases
    .filter((p) => p.split(' ').every((w) => w.length === 1))
    .map((p) => [p, new RegExp(`(?:^|[\\s,])${p.split(' ').map((w) => w.replace(REGEX_SPECIAL, '\\$&')).join('\\.?\\s*')}\\.?(?=[\\s,]|$)`, 'u')]),
);

function phraseWritten(phrase: readonly string[], raw: string): boolean {
  const lower = LOWER_CASE_PHRASES.get(phrase.join(' '));
  return lower === undefined || lower.test(raw);
}
/** A marker needs a given name and a surname before it, and one or two surname words after it. */
const MARKER_MIN_BEFORE = 2;
const MARKER_MAX_AFTER = 2;
/**
 * Or a whole former name of up to four words that opens with the name's own first given name ('Sarah Jane
 * Asante née Sarah Jane Wright'): change-of-name records write the name before marriage in full.
 */
const MARKER_MAX_WHOLE = 4;

/**
 * A former name written whole after the marker: two words or more opening with the name's own first given
 * name ('Sarah Jane Asante née Sarah Jane Wright'), as change-of-name records write the name before
 * marriage in full. The one test of it: the split here allows such a name past two words, and the name
 * comparator reads it as it stands rather than appending it to the given names.
 */
export function isWholeFormerName(words: readonly string[], other: readonly string[]): boolean {
  return other.length >= 2 && words.length >= 2 && other[0] === words[0];
}

/**
 * A name that gives a second surname of the same person (data/name-surname-markers.json: "Linda Ofori
 * née Asante", "Anna Nowak z domu Kowalska", "Marie Dubois épouse Martin"): the words before the
 * marker, and the surname words after it; null when the name has no marker where one can stand. `raw`:
 * the name as written, for a phrase of single letters (LOWER_CASE_PHRASES; without it such a phrase is not read).
 */
export function splitOtherSurname(words: readonly string[], raw = ''): { before: readonly string[]; other: readonly string[] } | null {
  for (let k = MARKER_MIN_BEFORE; k < words.length; k++) {
    let len = MARKER_WORDS.has(words[k]!) ? 1 : 0;
    if (len === 0) {
      const phrase = MARKER_PHRASES.find((p) => p.every((w, i) => words[k + i] === w) && phraseWritten(p, raw));
      if (phrase !== undefined) len = phrase.length;
    }
    if (len === 0) continue;
    const other = words.slice(k + len);
    const whole = other.length <= MARKER_MAX_WHOLE && isWholeFormerName(words, other);
    if (other.length >= 1 && (other.length <= MARKER_MAX_AFTER || whole)) return { before: words.slice(0, k), other };
  }
  return null;
}

const HONOURS: ReadonlySet<string> = new Set(DATA.words);
const RANKS: ReadonlySet<string> = new Set(DATA.ranks);
/** Courtesy and academic titles of other languages the lexicon's title list lacks (Rre, Domnul, Mgr, Señora); none is also in that list. */
const TITLES: ReadonlySet<string> = new Set(DATA.titles);

/**
 * A courtesy title that stands before a name: the lexicon's list (Sir, Mrs, Dr, Chief, Alhaji, Ntate, Mnu) or
 * the file's `titles` (Rre, Domnul, Dna, Mgr, Srta, Señora, Mnr: languages the lexicon's list lacks).
 */
export function isCourtesyTitle(word: string): boolean {
  return isNameTitle(word) || TITLES.has(word);
}

/** An honour, post-nominal or peerage rank (Bt, OBE, Rt, Viscount), or a military rank (Maj, Lieutenant). */
export function isNameHonour(word: string): boolean {
  return HONOURS.has(word) || RANKS.has(word);
}

/**
 * An honour or post-nominal that no name table knows as a name: set aside wherever it stands in a name
 * (Bt, OBE, Rt; not Bart, also a given name).
 */
export function isHonourAnywhere(word: string): boolean {
  return HONOURS.has(word) && !isGivenName(word) && !isFamilyName(word);
}

/** A military rank (Maj, Brig, Lieutenant): set aside, like a courtesy title, only before the name. */
function isNameRank(word: string): boolean {
  return RANKS.has(word);
}

/** A word set aside at a name's start: a courtesy title or a military rank (setAsideTitles). */
export function isLeadingTitle(word: string): boolean {
  return isCourtesyTitle(word) || isNameRank(word);
}

/**
 * A word of a normalised name that can identify someone: two or more letters (or a name word with one
 * digit keyed for a letter, isMiskeyedNameWord), not a title or honour.
 */
export function isIdentifyingNameWord(word: string): boolean {
  return (NAME_WORD.test(word) || isMiskeyedNameWord(word)) && !isNameHonour(word) && !isCourtesyTitle(word);
}

/**
 * Courtesy and honorific titles at the start of a name (Sir, Dr, Rev, Chief, Alhaji; the lexicon's
 * list) and military ranks set aside while another word is left (honours anywhere, see below): a
 * title is not a given name, so "Sir Hooker" against "William Hooker" is a name recorded in part, not another person. Only leading words, because a
 * title precedes the name, and a word after a name may be a surname ("John Major").
 */
export function setAsideTitles(words: readonly string[]): readonly string[] {
  // Honours and post-nominals no name table knows as a name (data/name-honours.json: Bt, OBE, Rt) name
  // nobody wherever they stand, so they are set aside anywhere while another word is left: "Frederick
  // Smith Bt" is Frederick Smith, and "Rt. Robinson" is a name recorded in part. Military ranks (Maj,
  // Brig, Lieutenant), like titles, only at the start: "Maj.-Gen. Frederick Smith".
  const named = words.filter((w) => !isHonourAnywhere(w));
  if (named.length > 0 && named.length < words.length) words = named;
  let k = 0;
  while (k < words.length - 1 && isLeadingTitle(words[k]!)) k++;
  return k === 0 ? words : words.slice(k);
}

const BRACKETED = /[([]([^()[\]]*)[)\]]/g;
const BRACKET_WORDS = /[\p{L}\p{M}]+/gu;

/**
 * The name without bracketed groups made only of courtesy titles, honours and ranks ("Funmilayo
 * Adeyemi (Miss)", "Smith, Sarah [Mrs.]"): registers append the title as a bracketed annotation, and
 * a bracket that holds only such words holds no name (a bracket with a name word, "(née Okafor)",
 * stays: it is part of the name).
 */
export function withoutBracketedTitles(raw: string): string {
  if (!raw.includes('(') && !raw.includes('[')) return raw;
  return raw.replace(BRACKETED, (group, within: string) => {
    const words = within.toLowerCase().match(BRACKET_WORDS) ?? [];
    return words.length > 0 && words.every((w) => isCourtesyTitle(w) || isNameHonour(w)) ? ' ' : group;
  });
}

/** Generational suffixes and their generation (Jr and II both name the second): personName.ts reads them, and a quoted one is never a nickname. */
export const GENERATION_SUFFIXES: ReadonlyMap<string, number> = new Map([
  ['sr', 1], ['snr', 1], ['senior', 1],
  ['jr', 2], ['jnr', 2], ['junior', 2], ['ii', 2], ['2nd', 2],
  ['iii', 3], ['3rd', 3], ['iv', 4], ['4th', 4],
]);

/**
 * Session 43 (persons30r): the name without a nickname written in double quotes between its words (`Nnamdi
 * “Oga” Nwosu`, `Thabo "Tank" Zulu`, `Ochieng «Storm» Odhiambo`): a rank's roll, a bout sheet or a club list
 * writes the name a person is called by between the given and the family name, and a register of the same person
 * writes none, so the quoted word was an extra name word that kept the two apart (persons set 29's rank
 * association rolls, set 30's bout sheets: two authors) and made a cell no name-shaped one (nameCell.ts). Only a
 * group of at most three words between two name words, in double quotes or guillemets (an apostrophe is part of a
 * name: O'Brien, N'Dour). Mend of the round (session 43 review): a quoted group that states a generation (`"Junior"`,
 * `"Snr"`, `"II"`: GENERATION_SUFFIXES, a father's and his son's one name told apart), holds a family-name particle
 * (`"da Silva"`: part of the family name) or a business word, or stands in a name that names a business (`John
 * "Mensah Motors" Ltd`) is kept; two names with different quoted groups keep them both (quotedNicknamePair); a
 * name longer than MAX_NICKNAMED_NAME is read as written (the pattern is never run on a long text).
 */
export function withoutQuotedNickname(raw: string): string {
  if (raw.length > MAX_NICKNAMED_NAME || !QUOTE_MARK.test(raw)) return raw;
  if (namesBusiness(lettersOf(raw))) return raw;
  return raw.replace(QUOTED_NICKNAME, (group) => (removableNickname(group) ? ' ' : group));
}

/**
 * The quoted nicknames withoutQuotedNickname would remove from a name, in lower case and joined ('' for none).
 * Two names that both carry one and differ in it are two people called differently (`Mary "Ama" Mensah`, `Mary
 * "Esi" Mensah`).
 */
function quotedNicknames(raw: string): string {
  if (raw.length > MAX_NICKNAMED_NAME || !QUOTE_MARK.test(raw) || namesBusiness(lettersOf(raw))) return '';
  const found: string[] = [];
  for (const m of raw.matchAll(QUOTED_NICKNAME)) if (removableNickname(m[0])) found.push(lettersOf(m[0]).join(' '));
  return found.join('|');
}

/**
 * Two names as the comparators read them: where both carry quoted nicknames and these differ, the quote marks are
 * dropped so each nickname stays a word of its name (a disagreement); else as written (withoutQuotedNickname then
 * removes a nickname written on one side only, or the same on both).
 */
export function quotedNicknamePair(a: string, b: string): [string, string] {
  const na = quotedNicknames(a);
  if (na === '') return [a, b];
  const nb = quotedNicknames(b);
  if (nb === '' || nb === na) return [a, b];
  return [a.replace(QUOTE_MARKS, ' '), b.replace(QUOTE_MARKS, ' ')];
}

function removableNickname(group: string): boolean {
  const words = lettersOf(group);
  return !words.some((w) => GENERATION_SUFFIXES.has(w) || isNameParticle(w)) && !namesBusiness(words);
}
function lettersOf(text: string): string[] {
  return text.toLowerCase().match(NICKNAME_WORDS) ?? [];
}
/** A name longer than this is read as written: no register writes a person's name and nickname in more. */
const MAX_NICKNAMED_NAME = 120;
const QUOTE_MARK = /["“”„«»]/u;
const QUOTE_MARKS = /["“”„«»]/gu;
const NICKNAME_WORDS = /[\p{L}\p{M}0-9]+/gu;
const QUOTED_NICKNAME = /(?<=[\p{L}\p{M}.])\s+["“„«][\p{L}\p{M}'’.-]+(?:\s[\p{L}\p{M}'’.-]+){0,2}["”“»]\s+(?=\p{L})/gu;
