// What a register writes in one name cell besides a person's name (data/name-cell-qualifiers.json,
// validated at load): the capacity a person holds in ('as trustee of the Y Family Trust'), a date of
// birth after a marker ('né le 18/11/1971', 'geb. 05.09.1990'), the words before a deceased person's
// name ('Estate of the late', 'The late'), an address for service ('of 112 Queens
// Road'), another name the person goes by after a marker ('X a.k.a. Y', 'X p/k/a Y'), and a second
// holder ('Nicholas & Nancy Rotich'). The person-name comparators read the cell
// as the persons it names: the qualifiers cut, each joint holder a name of its own (a one-word part
// takes the surname written once after it). An agreement with one holder of a joint cell is capped
// (JOINT_CELL_CAP) and never clears the distinctive-signal gate by itself (rarity 0): the record is
// one of two persons', never as strong as a cell naming one, so an id, a full date or an address must stand beside it.
import Type from 'typebox';
import { loadDataFile } from '../../core/dataFile.js';
import { foldAccents } from '../../core/fold.js';
import { VersionedFile } from '../../core/dataSchemas.js';
import { escapeRegExp } from '../../core/matches.js';
import { memoiseString } from '../../core/memo.js';
import { normaliseText, wordsOfNormalised } from '../normalise.js';
import { isFamilyName, isGivenName, isNameTitle, nameTokenStrength } from '../../lexicon/names.js';
import { lookupPlace } from '../../lexicon/gazetteer.js';
import { namesBusiness, withoutQuotedNickname } from './nameHonours.js';
import { readSex } from './sex.js';
import type { ComparatorResult, ComparatorSpec } from './types.js';

/** The schema of data/name-cell-qualifiers.json. */
export const NAME_CELL_QUALIFIERS_SCHEMA = VersionedFile('service.name_cell_qualifiers.v1', {
  joiners: Type.Array(Type.String({ pattern: '^(?:[a-z]+|&)$' }), { minItems: 1, uniqueItems: true }),
  capacities: Type.Array(Type.String({ pattern: '^[a-z]+(?: [a-z]+)*$' }), { minItems: 1, uniqueItems: true }),
  alias_markers: Type.Array(Type.String({ pattern: '^[a-z./]+(?: [a-z]+)*$' }), { minItems: 1, uniqueItems: true }),
  birth_markers: Type.Array(Type.String({ pattern: '^[\\p{Ll}]+(?: [\\p{Ll}]+)*$' }), { minItems: 1, uniqueItems: true }),
  estate_leads: Type.Array(Type.String({ pattern: '^[a-z]+(?: [a-z]+)*$' }), { minItems: 1, uniqueItems: true }),
  address_marker: Type.String({ pattern: '^[a-z]+$' }),
  address_leads: Type.Array(Type.String({ pattern: '^[a-z/]+$' }), { minItems: 1, uniqueItems: true }),
  newborn: Type.Object(
    {
      words: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { minItems: 1, uniqueItems: true }),
      of: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { minItems: 1, uniqueItems: true }),
      of_abbreviations: Type.Array(Type.String({ pattern: '^[a-z./]+$' }), { uniqueItems: true }),
      birth_order: Type.Record(Type.String({ pattern: '^[a-z0-9]+$' }), Type.Integer({ minimum: 1, maximum: 9 })),
    },
    { additionalProperties: false },
  ),
});

const DATA = loadDataFile(new URL('../data/name-cell-qualifiers.json', import.meta.url), NAME_CELL_QUALIFIERS_SCHEMA);

/** An agreement with one holder of a cell naming two or more: the record names another person too. */
export const JOINT_CELL_CAP = 0.85;
/** A name this close to the mother a newborn's cell names is hers (the name comparator's agreement). */
const MOTHER_AGREES = 0.85;
/** More parts than this is a list, not joint holders: the cell is left whole. */
const MAX_HOLDERS = 4;

/** Alternatives, longest first, spaces matching any run of spaces. */
const alternatives = (list: readonly string[]) => [...list].sort((x, y) => y.length - x.length).map((p) => escapeRegExp(p).replace(/ /g, '\\s+')).join('|');
const NOT_LETTER = '(?![\\p{L}\\p{M}])';

const CAPACITY = new RegExp(`[\\s,]+as\\s+(?:(?:the|a|an|joint|sole)\\s+)?(?:${alternatives(DATA.capacities)})${NOT_LETTER}.*$`, 'isu');
// Session 39: 'X a.k.a. Y', 'X alias Y', 'X p/k/a Y' — the name before the marker is the person's (data note).
const ALIAS = new RegExp(`[\\s,;]+(?:${alternatives(DATA.alias_markers)})(?=\\s|$).*$`, 'isu');
const BIRTH = new RegExp(`(?:^|[\\s,(]+)(?:${alternatives(DATA.birth_markers)})\\.?:?\\s*(?=\\d).*$`, 'isu');
const ADDRESS = new RegExp(`[\\s,]+${escapeRegExp(DATA.address_marker)}\\s+(?=\\d|(?:${alternatives(DATA.address_leads)})${NOT_LETTER}).*$`, 'isu');
const COMMA_DIGIT = /\s*,\s*(?=\d).*$/su;
const ESTATE = new RegExp(`^\\s*(?:${alternatives(DATA.estate_leads)})${NOT_LETTER}[\\s,:]*`, 'iu');
const JOINER = new RegExp(DATA.joiners.map((j) => (/^[a-z]+$/.test(j) ? `\\s+${escapeRegExp(j)}\\s+` : `\\s*${escapeRegExp(j)}\\s*`)).join('|'), 'iu');
const EDGE_PUNCTUATION = /^[\s,;:]+|[\s,;:]+$/gu;

export interface NameCell {
  /** The persons the cell names, each as a name (one entry for a cell naming one person). */
  persons: readonly string[];
  /** The cell names an unnamed newborn ('Baby Girl Asante', 'Twin 1 of …'): persons hold what is left of a name, if anything. */
  newborn?: true;
  /** The rank of a child of a multiple birth the cell states (Twin 2, Baby B). */
  birthOrder?: number;
  /** The mother an unnamed newborn's cell names the child by ('Baby of Ngozi Okafor', 'B/O OKAFOR Ngozi'). */
  mother?: string;
}

const NEWBORN_WORDS: ReadonlySet<string> = new Set(DATA.newborn.words);
const NEWBORN_OF: ReadonlySet<string> = new Set(DATA.newborn.of);
const OF_ABBREVIATIONS: ReadonlySet<string> = new Set(DATA.newborn.of_abbreviations);
const BIRTH_ORDER: ReadonlyMap<string, number> = new Map(Object.entries(DATA.newborn.birth_order));
const CELL_WORD = /[^\s,;()]+/gu;
const WORD_EDGES = /^[.'"]+|[.'"]+$/gu;

/** A word of a cell as the newborn lists hold it: lower case, accents folded, edge dots and quotes cut. */
function newbornKey(word: string): string {
  return foldAccents(word).replace(WORD_EDGES, '');
}

/**
 * An unnamed newborn's cell (data/name-cell-qualifiers.json `newborn`): runs of newborn words, with the
 * sex words and a birth-order marker beside them, are cut; after such a run an `of` word (or a leading
 * B/O) means the rest names the mother, so no name is left. Null when the cell names no newborn.
 */
function readNewborn(text: string): { name: string; birthOrder: number | undefined; mother?: string } | null {
  const words = text.match(CELL_WORD) ?? [];
  const keys = words.map(newbornKey);
  if (keys.length > 0 && OF_ABBREVIATIONS.has(keys[0]!)) return { name: '', birthOrder: undefined, mother: words.slice(1).join(' ') };
  if (!keys.some((k) => NEWBORN_WORDS.has(k))) return null;
  const placeholder = keys.map((k) => NEWBORN_WORDS.has(k));
  let birthOrder: number | undefined;
  // Grow each run from its newborn words over the neighbouring order markers and sex words.
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < keys.length; i++) {
      if (placeholder[i] || !(placeholder[i - 1] === true || placeholder[i + 1] === true)) continue;
      const order = BIRTH_ORDER.get(keys[i]!);
      if (order !== undefined) birthOrder ??= order;
      else if (readSex(keys[i]!) === undefined) continue;
      placeholder[i] = true;
      changed = true;
    }
  }
  const kept: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (placeholder[i]) continue;
    // 'Twin 1 of Iyabo Oyewole', 'Bébé de Mme Koné': after the run, the mother is named.
    if (i > 0 && placeholder[i - 1] && NEWBORN_OF.has(keys[i]!)) return { name: '', birthOrder, mother: words.slice(i + 1).join(' ') };
    kept.push(words[i]!);
  }
  return { name: kept.join(' '), birthOrder };
}

function clean(text: string): string {
  return text.replace(EDGE_PUNCTUATION, '');
}

/**
 * The spec compares a person's name (the fields whose words the gate counts, gate_min_words, as the
 * tftoken comparator reads it): only there is a cell read as its holders — an artist's or a firm's
 * name ('Simon & Garfunkel', 'Marks & Spencer') is one party.
 */
function readsNameCells(spec: ComparatorSpec | undefined): boolean {
  return spec?.gate_min_words !== undefined;
}

const ADDRESS_LEAD = new RegExp(`^[\\s,]+${escapeRegExp(DATA.address_marker)}\\s+`, 'iu');

/**
 * The address for service a name cell writes after its holders ('X AND Y of 112 Queens Road, Didsbury'
 * → '112 Queens Road, Didsbury'), as the cell's reading cuts it (address_marker before a digit or an
 * address line's first word), or null: a register's own record of where the holders live.
 */
export function addressInNameCell(raw: string): string | null {
  const m = ADDRESS.exec(raw);
  if (m === null) return null;
  const address = clean(m[0].replace(ADDRESS_LEAD, ''));
  return address === '' ? null : address;
}

/** The persons a name cell names, qualifiers cut (memoised: a name meets many candidates). */
export const readNameCell = memoiseString((raw: string): NameCell => {
  let text = raw;
  for (const cut of [ESTATE, ALIAS, CAPACITY, BIRTH, ADDRESS, COMMA_DIGIT]) text = text.replace(cut, '');
  text = clean(text);
  if (text === '') return { persons: [raw] };
  const newborn = readNewborn(text);
  if (newborn !== null) {
    const cell: NameCell = { persons: [newborn.name], newborn: true };
    if (newborn.birthOrder !== undefined) cell.birthOrder = newborn.birthOrder;
    if (newborn.mother) cell.mother = newborn.mother;
    return cell;
  }
  const parts = text.split(JOINER).map(clean);
  // A firm's name ('Smith and Sons', 'Brown & Co Ltd') is one party, never two holders.
  if (parts.length < 2 || parts.length > MAX_HOLDERS || parts.some((p) => p === '') || namesBusiness(wordsOfNormalised(normaliseText(text)))) return { persons: [text] };
  const lastWords = parts[parts.length - 1]!.split(/\s+/u);
  const surname = lastWords.length >= 2 ? lastWords[lastWords.length - 1]! : undefined;
  return { persons: parts.map((p) => (surname !== undefined && !/\s/u.test(p) ? `${p} ${surname}` : p)) };
});

/** A newborn's cell names a mother (Baby of …) whom the other cell, a person's name, names too. */
function namesTheMother(newborn: NameCell, other: NameCell, compare: (x: string, y: string) => ComparatorResult | null): boolean {
  if (newborn.mother === undefined || other.newborn === true) return false;
  return other.persons.some((p) => {
    const r = compare(newborn.mother!, p);
    return r !== null && r.partial !== true && r.conflict !== true && r.sim >= MOTHER_AGREES;
  });
}

/**
 * Two name cells compared by `compare`, the one reading of a cell for both person-name comparators
 * (name and tftoken): outside a person's name field (readsNameCells) the values as given; a cell naming
 * one person each, those persons; otherwise every holder against every holder, the best kept (on equal
 * scores, one without a conflict), capped at JOINT_CELL_CAP with no rarity of its own (one holder of
 * two agreeing never singles out a person: the gate needs an id, a date or an address beside it).
 */
export function compareNameCells(
  a: string,
  b: string,
  spec: ComparatorSpec | undefined,
  compare: (x: string, y: string) => ComparatorResult | null,
): ComparatorResult | null {
  if (!readsNameCells(spec)) return compare(a, b);
  const cellA = readNameCell(a);
  const cellB = readNameCell(b);
  // Two children of one birth (Twin 1 / Twin 2, Baby A / Baby B): two persons, as a Jr and a Sr are.
  if (cellA.birthOrder !== undefined && cellB.birthOrder !== undefined && cellA.birthOrder !== cellB.birthOrder) return { sim: 0, conflict: true, kin: true, rarity: 0 };
  // 'Baby of Palesa Nkosi' against a record of Palesa Nkosi: the child against its mother.
  if (namesTheMother(cellA, cellB, compare) || namesTheMother(cellB, cellA, compare)) return { sim: 0, conflict: true, kin: true, rarity: 0 };
  if (cellA.newborn === true || cellB.newborn === true) {
    // An unnamed newborn's cell holds a surname at most ('Baby Girl Asante'), or the mother's name
    // ('Baby of …'): nothing to compare, or a partial name that never singles out a child by itself.
    const x = cellA.persons[0]!;
    const y = cellB.persons[0]!;
    if (x === '' || y === '' || cellA.persons.length > 1 || cellB.persons.length > 1) return null;
    const r = compare(x, y);
    return r === null ? null : { ...r, rarity: 0 };
  }
  const ca = cellA.persons;
  const cb = cellB.persons;
  if (ca.length === 1 && cb.length === 1) return compare(ca[0]!, cb[0]!);
  let best: ComparatorResult | null = null;
  for (const x of ca) {
    for (const y of cb) {
      const r = compare(x, y);
      if (r !== null && (best === null || r.sim > best.sim || (r.sim === best.sim && best.conflict === true && r.conflict !== true))) best = r;
    }
  }
  return best === null ? null : { ...best, sim: Math.min(best.sim, JOINT_CELL_CAP), rarity: 0 };
}

/** Four or more letters standing alone, one after another: a word spelled out letter by letter. */
const SPELLED = /(?<![\p{L}\p{N}.])\p{L}(?: \p{L}){3,}(?![\p{L}\p{N}.])/gu;

/**
 * A name with the words spelled out letter by letter written as words ('chiamaka n w a c h u k w u' →
 * 'chiamaka nwachukwu'): call transcripts and the forms keyed from them write a surname spelled back
 * to the agent that way. Four letters or more, each alone between spaces, make one word; three or
 * fewer are left as initials (J R R Tolkien, A O B Adeyemi: registers drop the dots of up to three
 * initials, four initials before a name are all but unseen), and so are letters written with dots
 * (J. R. R.). Memoised.
 */
export const joinSpelledLetters = memoiseString((raw: string): string => (raw.includes(' ') ? raw.replace(SPELLED, (run) => run.replace(/ /g, '')) : raw));

/**
 * Session 34: a cell written as one person's name whatever its column is headed (`Buyer`, `Match Official`,
 * `Agency Staff`, `Educator`): two to five words, each a capitalised name word, an initial, a leading title, or
 * a short lower-case particle inside the name (`van der`, `de`); no word the name lexicon knows as a common word
 * and not as a name (`Elderly Care`, `Mangaung Stars`), none a place's name that is no person's (`Lech Poznań`),
 * no business word (data/name-business-words.json), no abbreviation of two or three capitals that no name
 * table knows (`FC`, `SV`, `SC` of a club) unless another word is a surname written in capitals (`MOKOENA NR`),
 * and at least one word the name lexicon knows. A fixture (`X v Y`), a ward, a club, a place, a company and
 * free text are not read (records.ts nameByShape reads the one such cell of a record that names nobody).
 */
export const shapedAsPersonName = memoiseString((raw: string): boolean => {
  const text = withoutQuotedNickname(raw).trim();
  if (text.length < 3 || text.length > MAX_SHAPED_NAME || !NAME_CELL_CHARS.test(text)) return false;
  const words = text.split(NAME_CELL_SPLIT).filter((w) => w !== '');
  if (words.length < 2 || words.length > 5) return false;
  const capsSurname = words.some((w) => CAPS_SURNAME.test(w));
  let known = 0;
  let full = 0;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!.replace(TRAILING_DOT, '');
    if (ONE_CAPITAL.test(word)) continue;
    const strengths = word.split(NAME_WORD_JOINS).map((part) => nameTokenStrength(part));
    if (SHORT_CAPITALS.test(word) && capsSurname && strengths.every((s) => s === 'unknown')) continue;
    if (LOWER_START.test(word)) {
      if (word.length >= 2 && word.length <= 3 && i < words.length - 1) continue;
      return false;
    }
    if (i === 0 && isNameTitle(word)) continue;
    full++;
    if (strengths.some((s) => s === 'never' || s === 'word')) return false;
    if (SHORT_CAPITALS.test(word) && strengths.every((s) => s === 'unknown')) return false;
    if (lookupPlace(word).length > 0 && !isGivenName(word) && !isFamilyName(word)) return false;
    if (strengths.some((s) => s === 'strong' || s === 'soft')) known++;
  }
  return full > 0 && known > 0 && lookupPlace(text).length === 0 && !namesBusiness(wordsOfNormalised(normaliseText(text)));
});
const MAX_SHAPED_NAME = 60;

/**
 * Review of session 47 (persons34r): a cell that may be a person's name the lexicon cannot read, so that
 * shapedAsPersonName (which needs one word the name lexicon knows) does not say it is one: two to five words, each a
 * capitalised word or one written in capitals none of whose parts the lexicon knows in any way (no name, no common
 * word) or an initial, at least one of them a whole word, no place's name and no business word (`Tshilidzi Ramabulana`,
 * `Mulalo T. Nemakonde`). A firm's name carries a common or business word, a legal form, a place or an abbreviation
 * of two or three capitals, or is one word (`Vivo Energy`, `Kamau & Sons`, `HFC Estates`, `Eskom`), and is not one.
 * Read where not being written as a person's name is taken to mean naming no person (records.ts droppedNamesNoPerson):
 * the lexicon never lists every person's name words.
 */
export const writtenAsUnknownName = memoiseString((raw: string): boolean => {
  const text = withoutQuotedNickname(raw).trim();
  if (text.length < 3 || text.length > MAX_SHAPED_NAME || !NAME_CELL_CHARS.test(text)) return false;
  const words = text.split(NAME_CELL_SPLIT).filter((w) => w !== '');
  if (words.length < 2 || words.length > 5) return false;
  let full = 0;
  for (const raw of words) {
    const word = raw.replace(TRAILING_DOT, '');
    if (ONE_CAPITAL.test(word)) continue;
    if (!UNKNOWN_NAME_WORD.test(word) || SHORT_CAPITALS.test(word)) return false;
    if (!word.split(NAME_WORD_JOINS).every((part) => part === '' || nameTokenStrength(part) === 'unknown')) return false;
    full++;
  }
  return full > 0 && lookupPlace(text).length === 0 && !namesBusiness(wordsOfNormalised(normaliseText(text)));
});
const UNKNOWN_NAME_WORD = /^\p{Lu}[\p{L}\p{M}'’-]+$/u;

const NAME_CELL_CHARS = /^[\p{L}\p{M} .,'’-]+$/u;
const NAME_CELL_SPLIT = /[\s,]+/u;
const CAPS_SURNAME = /^\p{Lu}{4,}$/u;
const TRAILING_DOT = /\.$/u;
const ONE_CAPITAL = /^\p{Lu}$/u;
const SHORT_CAPITALS = /^\p{Lu}{2,3}$/u;
const LOWER_START = /^\p{Ll}/u;
const NAME_WORD_JOINS = /[-'’]/u;
