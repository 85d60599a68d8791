// Person-name similarity: tokens aligned one-to-one regardless of order; a token pair scores 1.0 when
// equal, 0.95 when the equivalents lexicon says they are spellings of one name (Mohammed/Muhammad,
// Musa/Moses), 0.8 for an initial against the name it abbreviates, otherwise its Jaro-Winkler when
// that is ≥ 0.8 (typos), else nothing. Unmatched tokens on the longer side (a middle name, an
// initial) cost a quarter of a matched token, so "Adesola E. Okonkwo" stays close to "Adesola
// Okonkwo" while "John Smith" vs "Jane Smith" does not ride on the shared surname.
// Keying errors Jaro-Winkler misses: two adjacent letters swapped in a short name ("Kia"/"Kai",
// "Sam"/"Sma": its match window is zero below four letters) score 0.85; a word no table knows as a
// name that is one keying error (keying.ts: a swap, a neighbouring key, a dropped or doubled letter)
// from a spelling or short form of the other name ("Feank" → Frank ≡ Francis) scores that
// equivalence × 0.9 — a keyed-wrong name, not another given name. The other way round, two words
// Jaro-Winkler finds close but that are two real names (same length, not one keying error, not
// one consonant skeleton: "Mark"/"Mary", "John"/"Joan", "Chidi"/"Chika"), and a male name against the
// female name on its stem (data/name-gendered-pairs.json: "Daniel"/"Daniela", "Mario"/"Maria",
// "Francis"/"Frances", however close the letters; also across a spelling of the male name: Willem ≡ Wilhelm
// against Wilhelmina), and a known given name of four letters or more
// against that name with a feminine ending of the same file that adds two letters or more, listed or
// not ("Emmanuel"/"Emmanuella", "Jean"/"Jeanne", "Sipho"/"Siphokazi": no clerk adds two letters at a
// name's end by mistake) score 0, so a shared
// surname beside them is a household or twins (see areDistinctNames); a name split or run
// together differently ("Talai Oli Veri"/"Talia Oliveri") is also read letters-only, whole, and
// scores 0.95 × the Jaro-Winkler of the two (when ≥ 0.9 and the lengths are within two letters,
// so a missing given name or surname is never mistaken for a split).
// A name recorded as one word on either side is flagged `partial`: "Nguyen" against "Isabella
// Vincent" may be a second family name, a married or maiden name or a nickname, so a low score there
// says the recorded parts differ, not that the names conflict (no refutation; the score still counts).
// Short forms (data/name-equivalents.json short_forms: Bob/Robert, Tunde/Babatunde, Kojo/Kwadwo)
// score 0.9 per token. Names in Cyrillic, Greek or Arabic script are compared in their Latin
// transliteration (transliterate.ts; the token tables stay ASCII, so such names still cannot show
// that they are rare); a name from Arabic script, which writes no short vowels, also
// agrees with a Latin spelling with the same consonant skeleton (محمد / Mohammed: mhmd) at 0.9.
// A name in Han characters against a Latin name is read in Mandarin pinyin (王杰 / Wang Jie, Jie Wang,
// Wang Xiao-Ming; transliterate.ts `hanReadings`) and may only agree: a reading at or above 0.85 is the
// similarity, anything lower abstains. This holds in general because Han characters have many
// romanisations — Cantonese (王 Wong), Hokkien, Wade–Giles (Chang for Zhang), Japanese (山田 Yamada) and
// Korean readings — so a Latin name that differs from the pinyin is not evidence of another person.
// Names in a script with no reading (Hangul, kana, ...), or Han characters pinyin-pro cannot read,
// make the comparator abstain (null), never refute. So does a name made only of titles, honours,
// ordinals and initials ("1st Bt.", "Sir", "V.C."; nameHonours.ts): it names nobody. Leading titles are
// set aside before aligning (Sir Hooker / William Hooker is a name recorded in part). Generational
// suffixes (Jr, Sr, II, III, IV, Junior, Senior) are set aside before aligning (also right before the last word, where a form's given-name column
// closing with it is read before its surname column); a suffix on one side only keeps the name from clearing the gate by itself (statesOneGenerationOnly);
// when both names carry one and they differ (father and son), the names conflict:
// the similarity is capped at 0.25 and the result is flagged `conflict`. So is a pair of full names
// that share a word (the surname) while each keeps a whole given name matching nothing on the other
// (Chidi Okafor / Ngozi Okafor) — or an initial that starts no unmatched word of the other (A Bello /
// Musa Bello: the A names another given name as surely as Ade would): members of one household, or
// twins, share surname, address, phone and even birth date, so only the given name tells them apart. Packs may let an identifier lift
// these flagged conflicts (conflict_lifted_by with flagged_only). A name with a word that names a business
// (data/name-business-words.json via nameHonours.ts: Ltd, Enterprise, Ventures, 'and Sons') against a
// name without one is flagged too: a sole trader and the firm that carries their name are two parties.
import { isFamilyName, isGivenName } from '../../lexicon/names.js';
import { memoiseString } from '../../core/memo.js';
import { normaliseText, wordsOfNormalised } from '../normalise.js';
import { jaroWinklerAtLeast } from '../similarity.js';
import { hanReadings, hasArabicScript, transliterate, unreadScripts } from '../transliterate.js';
import { areNeighbourKeys, isAdjacentSwap, isKeyingError } from './keying.js';
import { areEquivalentNames, areGenderedPair, areShortForms, initialReading, isFeminineForm, isTableName, tableTokensNear } from './nameEquivalents.js';
import { compareNameCells } from './nameCell.js';
import { GENERATION_SUFFIXES, isIdentifyingNameWord, isLeadingTitle, isMarriedTitle, isNameHonour, isWholeFormerName, namesBusiness, setAsideTitles, splitOtherSurname, quotedNicknamePair, withoutBracketedTitles, withoutQuotedNickname } from './nameHonours.js';
import { alignTokens, MAX_ALIGNED_TOKENS } from './tokenAlign.js';
import type { ComparatorResult, ComparatorSpec, FieldValue } from './types.js';
import { asText } from './types.js';

const TYPO_FLOOR = 0.8;
const EXTRA_TOKEN_COST = 0.25;
const SWAP_SCORE = 0.85;
const JOINED_FLOOR = 0.9;
const JOINED_DISCOUNT = 0.95;
const JOINED_LENGTH_SLACK = 2;
/** Jaro-Winkler is quadratic: no person's name runs longer than this when read whole. */
const JOINED_MAX_LENGTH = 64;
const SHORT_FORM_SCORE = 0.9;
const EQUIVALENT_SCORE = 0.95;
/** A keyed-wrong spelling or short form of the other name agrees a little less than the name itself. */
const KEYED_DISCOUNT = 0.9;
/** Below four letters one keying error turns most names into another name (ian/ivan, eva/ava). */
const KEYED_MIN_LENGTH = 4;
const INITIAL_SCORE = 0.8;
const INITIAL_OF_FORM_SCORE = 0.75;
const SCRIPT_SAMPLE = 1024;
const SKELETON_SCORE = 0.9;
const SUFFIX_CONFLICT_CAP = 0.25;
/** A pinyin reading of Han characters counts only when it agrees at least this well (never refutes). */
const HAN_AGREEMENT_FLOOR = 0.85;

/**
 * Session 42's review: the suffixes read right before the last word, where a given-name column closes with one
 * ('Isaac Jr Agyeman'): only the abbreviations no name or title shares. 'Senior' and 'Junior' are surnames and given
 * names there ('Maria Senior Lopez'), 'Sr' a Sister ('Mary Sr Okafor'), a numeral an initial.
 */
const INNER_SUFFIXES: ReadonlySet<string> = new Set(['jr', 'jnr', 'snr']);
const SKELETON_DROP = /[aeiouyw]/g;
const DOUBLED = /(.)\1+/g;

/** How well two names agree as names: 0.95 spellings of one name, 0.9 short forms, else 0. */
function equivalenceScore(x: string, y: string): number {
  if (areEquivalentNames(x, y)) return EQUIVALENT_SCORE;
  return areShortForms(x, y) ? SHORT_FORM_SCORE : 0;
}

/**
 * The tables' names one keying error from a word that no table knows as a name (a keyed-wrong name,
 * or a name the tables lack); none for a known name, which is itself and no typo of another. Read
 * once per word (memoised; read-only).
 */
const keyedNeighbours = memoiseString((t: string): readonly string[] => {
  if (t.length < KEYED_MIN_LENGTH || isGivenName(t) || isTableName(t)) return [];
  return tableTokensNear(t).filter((n) => isKeyingError(t, n));
});

/**
 * A word no table knows, one keying error from a spelling or short form of the other word
 * ("feank" → "frank" ≡ "francis"): the equivalence's score × KEYED_DISCOUNT, else 0.
 */
function keyedEquivalentScore(typo: string, other: string): number {
  let best = 0;
  for (const near of keyedNeighbours(typo)) {
    if (near !== other) best = Math.max(best, equivalenceScore(near, other));
  }
  return best * KEYED_DISCOUNT;
}

/**
 * Two words no table knows, each one keying error from one name or from two forms of one name
 * ("henr7" and "hdnry": both henry keyed wrong): that agreement × KEYED_DISCOUNT twice, else 0.
 */
function bothKeyedScore(x: string, y: string): number {
  const nx = keyedNeighbours(x);
  if (nx.length === 0) return 0;
  const ny = keyedNeighbours(y);
  let best = 0;
  for (const a of nx) for (const b of ny) best = Math.max(best, a === b ? 1 : equivalenceScore(a, b));
  return best * KEYED_DISCOUNT * KEYED_DISCOUNT;
}

/**
 * Two different real names, not one name keyed wrongly: two words of one length whose differing
 * letters are not one keying error — both known given names ("mark"/"mary", "john"/"joan": a key far
 * from the other, or two changes), or one known given name and a word whose every differing letter
 * is a key far from the letter it replaces, at least two of them ("chidi"/"chika": one stem, another
 * ending; a hand slips to a neighbouring key once, it does not retype two letters of a short word
 * elsewhere on the keyboard). Jaro-Winkler rates such pairs as close as a typo, but a register that
 * holds both holds two people (twins, a household). A dropped or doubled letter, a swap or a
 * neighbouring key between two known names ("michael"/"micheal", "amber"/"ambre", "anita"/"anuta")
 * stays a possible typo: keying produces exactly those. So do two names with one consonant skeleton
 * (soundSkeleton: "aleksandr"/"alexander", "sophia"/"sophie", "adrian"/"adrien"): languages and
 * transliterations write one name with other vowels (as Arabic names are, Mohammed/Muhammad), so
 * differing vowels alone never make two names. Names of different lengths beyond one letter are not
 * judged here: a longer name that extends the other's stem is often its pet, short or other-language
 * form (Lucy/Lucilla, Charlie/Charlotte, Claude/Claudio), more than the short-form table can list.
 * Twins whose names differ only in a gendered ending (Mario/Maria, Daniel/Daniela, George/Georgina)
 * are told apart before this, by the list of such pairs (nameTokenScore, areGenderedPair).
 */
function areDistinctNames(x: string, y: string): boolean {
  if (x.length !== y.length || isKeyingError(x, y) || soundSkeleton(x) === soundSkeleton(y)) return false;
  const kx = isGivenName(x);
  const ky = isGivenName(y);
  return (kx && ky) || ((kx || ky) && farSubstitutions(x, y) >= 2);
}

/** Two words of one length: how many letters differ, each by a key far from the other (0 if any is a neighbour). */
function farSubstitutions(x: string, y: string): number {
  let n = 0;
  for (let i = 0; i < x.length; i++) {
    if (x[i] === y[i]) continue;
    if (areNeighbourKeys(x[i]!, y[i]!)) return 0;
    n++;
  }
  return n;
}

export function nameTokenScore(x: string, y: string): number {
  if (x === y) return 1;
  const equivalent = equivalenceScore(x, y);
  if (equivalent > 0) return equivalent;
  // A male name and the female name on its stem (Daniel/Daniela, Mario/Maria; data/name-gendered-pairs.json)
  // are two names: a brother and a sister, twins above all, differ in nothing else.
  if (areGenderedPair(x, y)) return 0;
  // A known given name and the same name with a feminine ending two letters or more long (Emmanuel /
  // Emmanuella, Jean / Jeanne, Sipho / Siphokazi): a sister's name, which no list may hold.
  if (x.length !== y.length) {
    const [shorter, longer] = x.length < y.length ? [x, y] : [y, x];
    if (isFeminineForm(shorter, longer) && isGivenName(shorter)) return 0;
  }
  if (x.length === 1 || y.length === 1) {
    // An initial only stands for a name that starts with it (never for another initial), or whose
    // full or other form does (A. for Alfred, written Fred elsewhere), a little less surely.
    if (x.length === y.length) return 0;
    const [initial, word] = x.length === 1 ? [x, y] : [y, x];
    const reading = initialReading(initial, word);
    return reading === 'opens' ? INITIAL_SCORE : reading === 'form' ? INITIAL_OF_FORM_SCORE : 0;
  }
  const jw = jaroWinklerAtLeast(x, y, TYPO_FLOOR);
  const keyed = Math.max(keyedEquivalentScore(x, y), keyedEquivalentScore(y, x), bothKeyedScore(x, y));
  if (jw === 0) return isAdjacentSwap(x, y) ? SWAP_SCORE : keyed;
  // A keyed-wrong spelling of the other name is one name, whatever else the letters say.
  if (keyed > 0) return Math.max(keyed, jw);
  return areDistinctNames(x, y) ? 0 : jw;
}

/** Consonant skeleton of a Latin token: q as k, vowels, w and y dropped, doubled letters once. */
function skeleton(token: string): string {
  return token.replace(/q/g, 'k').replace(SKELETON_DROP, '').replace(DOUBLED, '$1');
}

const PH = /ph/g;
const X = /x/g;
const C = /c/g;

/** The skeleton read by sound: ph as f, x as ks, c as k ("alexander" and "aleksandr" agree). */
function soundSkeleton(token: string): string {
  return skeleton(token.replace(PH, 'f').replace(X, 'ks').replace(C, 'k'));
}

function skeletonTokenScore(x: string, y: string): number {
  const plain = nameTokenScore(x, y);
  if (plain >= SKELETON_SCORE) return plain;
  const sx = skeleton(x);
  return sx !== '' && sx === skeleton(y) ? SKELETON_SCORE : plain;
}

/** The generation a name's last word states (Jr → 2), and the words without it. */
function splitSuffix(words: readonly string[]): { words: readonly string[]; generation: number | undefined } {
  if (words.length < 3) return { words, generation: undefined };
  const generation = GENERATION_SUFFIXES.get(words[words.length - 1]!);
  if (generation !== undefined) return { words: words.slice(0, -1), generation };
  // Session 42: a form's given-name column that closes with the suffix (`First Name(s)`: 'Isaac Jr') is read
  // before its surname column, so the suffix stands right before the last word ('Isaac Jr Agyeman').
  const inner = INNER_SUFFIXES.has(words[words.length - 2]!) ? GENERATION_SUFFIXES.get(words[words.length - 2]!) : undefined;
  return inner === undefined ? { words, generation: undefined } : { words: [...words.slice(0, -2), words[words.length - 1]!], generation: inner };
}

export interface NameComparison {
  sim: number;
  /** Both names state a generation and they differ (father and son). */
  suffixConflict: boolean;
  /** One name is a business's (Kwasi Osei Enterprise) and the other a person's: two parties. */
  businessConflict?: boolean;
  /** A shared word (the surname) but a whole other given name on each side (a household, twins). */
  otherGivenName?: boolean;
  /**
   * The other given name stands before an agreeing last word (Adenike Ilori / Adebayo Ilori: the surname
   * where most registers write it), or the generations differ: the names of two relatives, not a
   * surname changed or swapped on one person's record (Tahni Skeen / Tahni Murton).
   */
  kin?: boolean;
  /**
   * Session 45: another given name was found, not kin, and it is the surname that differs: the first
   * words agree (the given name where most registers write it) and that word is no family name only. The
   * same given name under another surname is one person whose surname changed or was swapped on one
   * record (a marriage, a maiden name, an alias), or two unrelated people — never a household's two
   * members, who share the surname (siblings, twins, a father and son, spouses: kin).
   */
  renamed?: boolean;
}

interface PreparedName {
  /** Normalised and transliterated. */
  text: string;
  /** Words without a generational suffix. */
  words: readonly string[];
  /** All words but leading titles, the suffix included (one word = a partly recorded name). */
  wordCount: number;
  generation: number | undefined;
  scripts: string;
  arabic: boolean;
  /** Some word names someone (not only titles, honours, ordinals and initials: "1st Bt.", "Sir"). */
  identifies: boolean;
  /** A word or phrase names a business (Ltd, Enterprise, Ventures: data/name-business-words.json). */
  business: boolean;
  /** The name read with the person's other surname (née, épouse; one part of a double-barrelled surname). */
  readings: readonly (readonly string[])[];
}

/** A double-barrelled surname written last: two runs of letters (an apostrophe within: O'Brien) joined by one hyphen. */
const DOUBLE_BARRELLED = /^[\p{L}']{2,}-[\p{L}']{2,}$/u;

/**
 * The other readings of a name's words: with a marker ("Linda Ofori née Asante": Linda Asante; see
 * nameHonours.ts splitOtherSurname), the given names with the other surname (the surname is the first word of a
 * name written surname first before a comma, 'Adams, Karabo née Maseko'); with a double-barrelled
 * surname written last ("Eunice Masinde-Ouma"), the given names with each of its halves, because a woman
 * who joins her husband's surname to her own (East and West Africa, Britain, Spain, Portugal) is
 * recorded under her own alone on older records, and one of two family names is how most registers
 * keep a double one. After a married woman's title (Mrs, Mme, Señora; nameHonours.ts isMarriedTitle) with
 * two given names or more ("Mrs Catherine Auma Ochieng"), the given names alone: the surname may be her
 * married one. None for a name of fewer than two given words beside the surname part.
 */
/**
 * The number of words a name written surname first before a comma ('du Plessis, Anna') opens with: the words
 * before its first comma when they are the name's first words as read and leave a given name after them;
 * else 0 (no comma, a comma after the given names, or words before it set aside as titles).
 */
function surnameBeforeComma(text: string, words: readonly string[]): number {
  const comma = text.indexOf(',');
  if (comma <= 0) return 0;
  const family = wordsOfNormalised(text.slice(0, comma));
  if (family.length === 0 || family.length >= words.length) return 0;
  return family.every((w, i) => words[i] === w) ? family.length : 0;
}

function otherReadings(text: string, words: readonly string[], marked: readonly string[] | undefined, married: boolean): (readonly string[])[] {
  if (marked !== undefined) {
    if (isWholeFormerName(words, marked)) return [marked];
    // 'Adams, Karabo née Maseko': a name written surname first before a comma has its surname first, so
    // the other surname takes the place of those words, not of the last given name; the surname may be of
    // several words ('du Plessis, Anna née Botha', 'van der Merwe, ...': session 50's review).
    const family = surnameBeforeComma(text, words);
    return family > 0 ? [[...words.slice(family), ...marked]] : [[...words.slice(0, -1), ...marked]];
  }
  if (words.length < 3) return [];
  const last = text.slice(text.lastIndexOf(' ') + 1);
  if (!DOUBLE_BARRELLED.test(last)) return married ? [words.slice(0, -1)] : [];
  const [first, second] = last.split('-').map(wordsOfNormalised) as [string[], string[]];
  const n = first.length + second.length;
  if (words.length <= n || words.slice(-n).join(' ') !== [...first, ...second].join(' ')) return [];
  return [words.slice(0, -second.length), [...words.slice(0, -n), ...second]];
}

/** A word written in capitals only (two letters or more, hyphens and apostrophes within: VAN, AP, O'NEIL, NWANKWO). */
const CAPS_WORD = /^[\p{Lu}][\p{Lu}'-]*[\p{Lu}]$/u;
/** A word with a lower-case letter: a given name written in mixed case. */
const MIXED_WORD = /\p{Ll}/u;

/**
 * The family name a cell writes first in capitals before given names in mixed case ('NWANKWO Uchechukwu
 * Chibuike', 'VAN RENSBURG Elsabe'): the convention of identity documents' visual zones, French and
 * Belgian administrative writing and many African, Asian and European registers, which write the
 * surname in capitals precisely so that its place says nothing. Read as the surname, so it is the last
 * word compared, where most registers write it (the kin reading of a household depends on it). Null
 * unless every leading capital word is followed by a mixed-case one; a name all in capitals or all in
 * mixed case says nothing this way; a tail of only a suffix or a title ('KLAUS SCHRÖDER Sr') moves nothing.
 */
function capitalSurnameFirst(raw: string): string | null {
  const tokens = raw.trim().split(/\s+/);
  let k = 0;
  while (k < tokens.length && CAPS_WORD.test(tokens[k]!.replace(/[.,]+$/, ''))) k++;
  if (k === 0 || k === tokens.length || !tokens.slice(k).some((t) => MIXED_WORD.test(t))) return null;
  return tokens.slice(0, k).join(' ');
}

/**
 * A capital word of two or three letters that names nobody by itself: not a given or family name the
 * tables know (NG, LI, WU and AL stay names), not a title, honour or rank (MR, DR, RN). Read as initials.
 */
export function gluedInitials(word: string): boolean {
  return /^[a-z]{2,3}$/.test(word) && !isGivenName(word) && !isFamilyName(word) && !isLeadingTitle(word) && !isNameHonour(word);
}

/**
 * 'Mr. OO Owuor', 'MRS MCE Moreau': the given names' initials written run together, without dots, after a
 * courtesy title (payroll and pension systems print a member as title, initials, surname). The same test as
 * gluedInitials, read after the leading titles: a capital word of two or three letters no name table knows,
 * followed by a name in mixed case, is read as initials (kept beside the other reading; the better
 * agreement wins). Null when the cell does not read that way, word for word.
 */
function initialsAfterTitles(raw: string, written: readonly string[]): string[] | undefined {
  let t = 0;
  while (t < written.length - 2 && isLeadingTitle(written[t]!)) t++;
  const tokens = raw.trim().split(/\s+/);
  if (tokens.length !== written.length || t >= tokens.length - 1) return undefined;
  const token = tokens[t]!.replace(/[.,]+$/, '');
  // After the title, a name in mixed case ('Mr. OO Owuor') or all in capitals ('MR KG MWANGI', as utility
  // bills and bank statements print the account holder): the title is what says initials follow.
  const rest = tokens.slice(t + 1);
  const allCaps = rest.every((w) => CAPS_WORD.test(w.replace(/[.,]+$/, '')));
  // Without a title only a cell all in capitals reads this way ('LM MOLEFE', 'KY ADZRAKU'): banks print an
  // account holder, and so a direct-debit or debit-order mandate its payer, as the given names' initials
  // run together before the surname, all in capitals (session 24). In mixed case ('ES Kpodo') the capital
  // surname-first reading above already keeps the initials beside the surname reading.
  if (t === 0 && !allCaps) return undefined;
  if (!CAPS_WORD.test(token) || !(rest.some((w) => MIXED_WORD.test(w)) || allCaps)) return undefined;
  if (!gluedInitials(written[t]!)) return undefined;
  return [...written[t]!.split(''), ...written.slice(t + 1)];
}

/**
 * 'WACHIRA KN', 'RADEBE TT': a nominal roll's SURNAME INITIALS — service, court and payroll registers print
 * a person as the surname in capitals and the given names' initials run together after it, without dots.
 * The last word of a cell written all in capitals (leading titles aside), of two or three letters no name
 * table knows and no suffix (the gluedInitials test), after at least one other word, is read as initials
 * before the rest (kept beside the other reading; the better agreement wins), as 'WACHIRA K. N.' already is.
 * Undefined when the cell does not read that way, word for word.
 */
function initialsAfterSurname(raw: string, written: readonly string[]): string[] | undefined {
  const n = written.length;
  if (n < 2) return undefined;
  const tokens = withoutBracketedTitles(raw).trim().split(/\s+/).map((w) => w.replace(/[.,]+$/, ''));
  if (tokens.length !== n || !tokens.every((w) => CAPS_WORD.test(w))) return undefined;
  const last = written[n - 1]!;
  if (!gluedInitials(last) || GENERATION_SUFFIXES.has(last)) return undefined;
  let t = 0;
  while (t < n - 1 && isLeadingTitle(written[t]!)) t++;
  if (t === n - 1) return undefined;
  return [...last.split(''), ...written.slice(t, n - 1)];
}

/** One word, then a comma, then more: an inverted name ('Obi, Emeka'). */
const INVERTED = /^[^\s,]+\s*,\s*\S/u;

// A name is compared with many candidates: it is read once (bounded memo; read-only).
const prepare = memoiseString((raw: string): PreparedName => {
  const text = transliterate(normaliseText(withoutBracketedTitles(withoutQuotedNickname(raw))));
  let written = wordsOfNormalised(text);
  let initials: string[] | undefined;
  // 'NWANKWO Uchechukwu': the capital family name written first is read after the given names.
  const capitals = capitalSurnameFirst(raw);
  if (capitals !== null) {
    const family = wordsOfNormalised(transliterate(normaliseText(capitals)));
    // 'ES Kpodo': two or three capitals no name table knows, alone before a mixed-case name, may be the
    // initials of the given names written without dots (E. S. Kpodo) as well as a short surname (NGO Thị
    // Hanh): that reading is kept beside the other, and the better agreement wins.
    if (family.length === 1 && gluedInitials(family[0]!) && written[0] === family[0]) initials = [...family[0]!.split(''), ...written.slice(1)];
    if (family.length > 0 && family.length < written.length && family.every((w, i) => written[i] === w) && !family.some(isLeadingTitle)) {
      // A generational suffix stays last (SCHRÖDER Klaus Jr); with no given name after the capitals
      // ('KLAUS SCHRÖDER Sr': the whole name in capitals) nothing moves.
      const rest = written.slice(family.length);
      const suffix = GENERATION_SUFFIXES.has(rest[rest.length - 1]!) ? rest.slice(-1) : [];
      const given = rest.slice(0, rest.length - suffix.length);
      if (given.some((w) => !isLeadingTitle(w))) written = [...given, ...family, ...suffix];
    }
  }
  initials ??= initialsAfterTitles(raw, written) ?? initialsAfterSurname(raw, written);
  // 'Obi, Emeka': one word before a comma is the family name of an inverted name (registers and exports
  // write 'Family, Given'), so a word the tables know both as a family name and as a title or rank set
  // aside at a name's start (Obi, an Igbo title and surname; Maj, a rank and a Polish surname) is read there
  // as the surname, not set aside; titles after it are set aside as at a name's start ('Obi, Dr Emeka').
  const surnameFirst = INVERTED.test(text) && written.length >= 2 && isLeadingTitle(written[0]!) && isFamilyName(written[0]!);
  const all = surnameFirst ? [written[0]!, ...setAsideTitles(written.slice(1))] : setAsideTitles(written);
  const marked = splitOtherSurname(all, raw);
  const { words, generation } = splitSuffix(marked === null ? all : marked.before);
  // No name runs longer than this: the scripts of an oversized value are read from its start.
  const head = text.length > SCRIPT_SAMPLE ? text.slice(0, SCRIPT_SAMPLE) : text;
  const identifies = all.some(isIdentifyingNameWord);
  const other = otherReadings(text, words, marked?.other, !surnameFirst && written.length > 0 && isMarriedTitle(written[0]!));
  const readings = initials === undefined ? other : [...other, initials];
  return { text, words, wordCount: all.length, generation, scripts: unreadScripts(head), arabic: hasArabicScript(raw.slice(0, SCRIPT_SAMPLE)), identifies, business: namesBusiness(all), readings };
});

/**
 * A name cell of words that each name nobody — courtesy titles, honours, a phone book's words of
 * acquaintance ('Landlord', 'Uncle', 'Mrs') — with no name word and no initial: it records no person, so a
 * merge that needs a name compared (merge_needs_compared) treats it as absent. An initial ('J.K.') still
 * names someone in part (session 24).
 */
export const namesNobodyByWord = memoiseString((raw: string): boolean => {
  const words = wordsOfNormalised(transliterate(normaliseText(raw)));
  return words.length > 0 && words.every((w) => w.length >= 2 && !HAS_DIGIT.test(w) && !isIdentifyingNameWord(w));
});
const HAS_DIGIT = /\d/;

/** Two person names compared, or null when they are not written in scripts both can be read in. */
export function comparePersonNames(writtenA: string, writtenB: string): NameComparison | null {
  const [rawA, rawB] = quotedNicknamePair(writtenA, writtenB);
  const pa = prepare(rawA);
  const pb = prepare(rawB);
  if (pa.text === '' || pb.text === '') return { sim: 0, suffixConflict: false };
  // A name of titles, honours and initials only names nobody: as if no name were recorded.
  if (!pa.identifies || !pb.identifies) return null;
  if (pa.text === pb.text) return { sim: 1, suffixConflict: false };
  if (pa.scripts !== pb.scripts) return hanAgainstLatin(pa, pb) ?? hanAgainstLatin(pb, pa);
  const sa = pa;
  const sb = pb;
  const { sim, otherGivenName, lastAgrees, firstWord, lastWords } = bestReading(sa, sb, pa.arabic || pb.arabic);
  const suffixConflict = sa.generation !== undefined && sb.generation !== undefined && sa.generation !== sb.generation;
  const out: NameComparison = { sim: suffixConflict ? Math.min(sim, SUFFIX_CONFLICT_CAP) : sim, suffixConflict, otherGivenName, kin: suffixConflict || lastAgrees === true };
  if (pa.business !== pb.business) out.businessConflict = true;
  // A register that writes the surname first ('okafor emeka' / 'okafor chidi', siblings) puts a family name
  // in the agreeing first word: only a word the tables know as a given name, or not at all, reads as one.
  // Review of session 45: many family names are also given names (kamau, adebayo, james, thomas), so a
  // word listed as both reads as the surname when both differing last words are given names: 'Kamau
  // Wanjiru' / 'Kamau Njeri', 'Adebayo John' / 'Adebayo Peter' (a school or benefit list written SURNAME
  // Given in mixed case) are siblings or twins, and the order of such names cannot be told.
  else if (otherGivenName && out.kin !== true && firstWord !== undefined && lastWords !== undefined && readsAsGivenFirst(firstWord, lastWords)) out.renamed = true;
  return out;
}

/** The best agreement of the two names over each one's readings (its words, then its other surname's). */
function bestReading(pa: PreparedName, pb: PreparedName, arabic: boolean): ReturnType<typeof wordsSimilarity> {
  let best = wordsSimilarity(pa.words, pb.words, arabic);
  if (pa.readings.length === 0 && pb.readings.length === 0) return best;
  for (const wa of [pa.words, ...pa.readings]) {
    for (const wb of [pb.words, ...pb.readings]) {
      if (wa === pa.words && wb === pb.words) continue;
      const r = wordsSimilarity(wa, wb, arabic);
      if (r.sim > best.sim) best = r;
    }
  }
  return best;
}

/** A Han-script name read in pinyin against a Latin one: the best reading when it agrees, else null. */
function hanAgainstLatin(han: PreparedName, latin: PreparedName): NameComparison | null {
  if (han.scripts !== 'han' || latin.scripts !== '' || latin.words.length === 0) return null;
  const readings = hanReadings(han.text);
  if (readings === null) return null;
  let best = 0;
  for (const reading of readings) best = Math.max(best, wordsSimilarity(wordsOfNormalised(reading), latin.words, false).sim);
  return best >= HAN_AGREEMENT_FLOOR ? { sim: best, suffixConflict: false } : null;
}

/**
 * The agreeing first word of two names whose last words differ reads as the given name (renamed): a
 * word the tables know as a given name or not as a family name. A word listed as both (kamau, adebayo,
 * lee, james) reads as the given name only before two differing words both listed as family names (and
 * not as given names), which then read as the surnames: 'James Smith' / 'James Jones'; otherwise it may
 * be a surname-first register's family name before two children's given names, listed or not ('Kamau
 * Wanjiru' / 'Kamau Njeri', 'Lee Minjun' / 'Lee Jiwoo').
 */
function readsAsGivenFirst(first: string, [lastA, lastB]: readonly [string, string]): boolean {
  if (!isFamilyName(first)) return true;
  if (!isGivenName(first)) return false;
  return [lastA, lastB].every((w) => isFamilyName(w) && !isGivenName(w));
}

/** Similarity of two person names in [0, 1] (0 when they cannot be compared). */
export function personNameSimilarity(rawA: string, rawB: string): number {
  return comparePersonNames(rawA, rawB)?.sim ?? 0;
}

const SAME_NAME = { sim: 1, otherGivenName: false };

/**
 * Similarity of two word lists, and whether they name two people of one family: some word agrees
 * (≥ 0.8: the surname) while each side keeps a whole word (not an initial) that matches nothing on
 * the other — Chidi Okafor / Ngozi Okafor, a household, or twins.
 */
function wordsSimilarity(ta: readonly string[], tb: readonly string[], arabic: boolean): { sim: number; otherGivenName: boolean; lastAgrees?: boolean; firstWord?: string; lastWords?: readonly [string, string] } {
  if (ta.length === 0 || tb.length === 0) return { sim: 0, otherGivenName: false };
  if (ta.length === tb.length && ta.every((t, i) => t === tb[i])) return SAME_NAME;
  // Same letters split differently ("Mac Donald" / "MacDonald", "Abu Bakar" / "Abubakar").
  if (ta.join('') === tb.join('')) return { sim: 0.98, otherGivenName: false };
  if (arabic && skeleton(ta.join('')) === skeleton(tb.join(''))) return { sim: SKELETON_SCORE, otherGivenName: false };
  const pairs = alignTokens(ta, tb, arabic ? skeletonTokenScore : nameTokenScore);
  let matched = 0;
  for (const p of pairs) matched += p.score;
  const short = Math.min(ta.length, tb.length);
  const long = Math.max(ta.length, tb.length);
  const aligned = Math.min(1, matched / (short + EXTRA_TOKEN_COST * (long - short)));
  const sim = ta.length === tb.length ? aligned : Math.max(aligned, joinedSimilarity(ta.join(''), tb.join('')));
  let otherGivenName = false;
  if (sim < JOINED_FLOOR && ta.length >= 2 && tb.length >= 2 && ta.length <= MAX_ALIGNED_TOKENS && tb.length <= MAX_ALIGNED_TOKENS && pairs.some((p) => p.score >= TYPO_FLOOR)) {
    // What each side keeps unmatched: 2 a whole word, 1 only initials, 0 nothing. An initial left
    // over matched no word of the other side (the alignment pairs it with any word it starts), so
    // "A Bello" against "Musa Bello" names another given name as surely as "Ade Bello" does.
    const la = left(ta, new Set(pairs.map((p) => p.i)));
    const lb = left(tb, new Set(pairs.map((p) => p.j)));
    otherGivenName = la > 0 && lb > 0 && la + lb >= 3;
  }
  const lastAgrees = otherGivenName && pairs.some((p) => p.i === ta.length - 1 && p.j === tb.length - 1 && p.score >= TYPO_FLOOR);
  // The agreeing first word of two names with another given name (the last words then differ): see renamed.
  const firstAgrees = otherGivenName && !lastAgrees && pairs.some((p) => p.i === 0 && p.j === 0 && p.score >= TYPO_FLOOR);
  return firstAgrees ? { sim, otherGivenName, lastAgrees, firstWord: ta[0]!, lastWords: [ta[ta.length - 1]!, tb[tb.length - 1]!] } : { sim, otherGivenName, lastAgrees };
}

/** What a name keeps unmatched (wordsSimilarity): 2 a whole word, 1 only initials, 0 nothing. */
function left(words: readonly string[], used: Set<number>): number {
  let most = 0;
  for (let i = 0; i < words.length; i++) if (!used.has(i)) most = Math.max(most, words[i]!.length >= 2 ? 2 : 1);
  return most;
}

/** The two names read as one run of letters each (split or joined differently), or 0. */
function joinedSimilarity(x: string, y: string): number {
  if (Math.abs(x.length - y.length) > JOINED_LENGTH_SLACK || x.length > JOINED_MAX_LENGTH) return 0;
  const jw = jaroWinklerAtLeast(x, y, JOINED_FLOOR);
  return jw === 0 ? 0 : JOINED_DISCOUNT * jw;
}

/** True when either name is a single word once normalised (a partly recorded name). */
function isPartialPair(rawA: string, rawB: string): boolean {
  return prepare(rawA).wordCount === 1 || prepare(rawB).wordCount === 1;
}

/**
 * Two name cells compared (nameCell.ts compareNameCells): qualifiers in a cell ('as trustee of …', 'né le
 * …', 'of 112 Queens Road') are cut, and a cell naming two holders ('Nicholas & Nancy Rotich') is read as
 * each of them, the best agreement kept and capped at JOINT_CELL_CAP — only in a person's name field:
 * an artist's 'Simon & Garfunkel' is one act.
 */
export function compareNames(a: FieldValue, b: FieldValue, spec?: ComparatorSpec): ComparatorResult | null {
  return compareNameCells(asText(a), asText(b), spec, compareNameCell);
}

function compareNameCell(writtenX: string, writtenY: string): ComparatorResult | null {
  const [x, y] = quotedNicknamePair(writtenX, writtenY);
  const r = comparePersonNames(x, y);
  if (r === null) return null;
  if (r.suffixConflict || r.otherGivenName === true || r.businessConflict === true) {
    if (r.kin === true) return { sim: r.sim, conflict: true, kin: true };
    return r.renamed === true ? { sim: r.sim, conflict: true, renamed: true } : { sim: r.sim, conflict: true };
  }
  const out: ComparatorResult = r.sim < 1 && isPartialPair(x, y) ? { sim: r.sim, partial: true } : { sim: r.sim };
  if (statesOneGenerationOnly(x, y) || agreesThroughShortFormOnly(x, y)) out.rarity = 0;
  return out;
}

/**
 * Session 42: one name states a generation (Jr, Junior, Snr, II) and the other none. A clerk writes the
 * suffix because two people of the family bear the name (a father and the son named after him), so the
 * name, however rare, singles out at least two people: it never clears the distinctive-signal gate by
 * itself (rarity 0, for this comparator and the token reading alike). It still agrees in the mean and
 * refutes nothing, so one person whose suffix one register dropped merges as soon as a birth date, an
 * identifier or another field that singles out one person agrees; a father and son with nothing but the
 * name agreeing go to review. Both sides stating the same generation, or none, read as before.
 */
export function statesOneGenerationOnly(rawA: string, rawB: string): boolean {
  const pa = prepare(rawA);
  const pb = prepare(rawB);
  return (pa.generation === undefined) !== (pb.generation === undefined);
}

/**
 * Session 50: a given name that agrees only as a pet or short form of the other's (Yetty / Yetunde,
 * Paco / Francisco; data/name-equivalents.json short_forms, not a spelling of one name). A pet form is
 * how a family tells apart two bearers of one given name (a mother and the daughter named after her go
 * by Yetunde and Yetty), and one short form stands for several full names, so such a name, however
 * rare, does not single out one person where one side also writes a given name the other lacks
 * (Yetunde Modupe / Yetty): like a generation stated on one side, it then never clears the
 * distinctive-signal gate by itself (rarity 0). It still agrees in the mean, so a birth date, a phone or
 * an identifier that agrees merges the pair; a name with nothing else agreeing goes to review. Names of
 * as many words (Yetunde Bello / Yetty Bello) read as any short form does (Tunde / Babatunde): applied to
 * every short-form agreement, the rule cost 28 true pairs on persons sets 1–28 and kept no further false merge apart.
 */
export function agreesThroughShortFormOnly(rawA: string, rawB: string): boolean {
  const wa = prepare(rawA).words;
  const wb = prepare(rawB).words;
  const short = wa.some((x) => !wb.includes(x) && wb.some((y) => !wa.includes(y) && !areEquivalentNames(x, y) && areShortForms(x, y)));
  // Only beside a given name written on one side only (Yetunde Modupe / Yetty): a short form alone reads as before.
  return short && wa.length !== wb.length;
}
