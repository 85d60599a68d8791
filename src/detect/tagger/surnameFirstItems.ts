// A list item or a form field's value written surname first ("Plot 4C: Mwangi, Wanjiru", "2. Adeyemi, Tolu 14,2 kg",
// "Caller: Boateng, Kofi, 12 Ring Road"), read as one person (surnameFirstItems). Its own module beside the comma rules
// of refinePersons.ts (surnameFirstPersons, commaSurnameGiven, splitCommaGivenNames), which ask the name lexicon or
// capitals to tell a surname; this rule asks where the pair stands instead.
import { isCalendarWord, isEnglishWord, isFamilyName, isGivenName, isNameOpener, isNameTitle, isPatronymicParticle, lookupPlace } from '../../lexicon/index.js';
import { ALL_CAPS, isNameParticle } from '../lexical/nameTokens.js';
import { notSurnameFirst, oneWordFieldValue, organisationWords } from './refinePersons.js';
import { overlapping, type RefinedSpan, replaced } from './spanIndex.js';
import { CAPITALISED_WORD, cueWord, oneSpaceBefore, type Tokens } from './tokens.js';

/** A list's item number: "3" at a line's start, "3." or "3)" (glued) anywhere an item may open. */
const ITEM_NUMBER = /^\d{1,3}$/;
const NUMBER_START = /^\d/;
/** A symbol that closes a list item (a ladder's ▲ ▼, a table's ✓). */
const SYMBOL = /^[\p{So}\p{Sm}]$/u;
const LOWER_START = /^\p{Ll}/u;
const LOWER_LETTER = /\p{Ll}/u;
/** Marks that end an item right after the given names. */
const ITEM_CLOSE: ReadonlySet<string> = new Set([';', '(', ')', '—', '–', '|', '.', '/']);
/** Up to this many lower-case particles before the surname ("van der", "ap", "de las"). */
const MAX_PARTICLES = 3;
/** Up to this many given names after the comma. */
const MAX_GIVEN = 3;

/**
 * A particle before the surname: "van", "de", "du", "le" in either case ("De Luca", "van Wyk"), or a lower-case
 * patronymic particle ("ap Rhys"; name-stoplist.json `patronymicParticles`).
 */
const particle = (w: string) => isNameParticle(w) || (LOWER_START.test(w) && isPatronymicParticle(w));
/** A capitalised word in ordinary case ("Sibusiso", "Wanjiru"), not in capitals. */
export const mixed = (w: string) => CAPITALISED_WORD.test(w) && LOWER_LETTER.test(w);
const glued = (tokens: Tokens, t: number) => tokens.starts[t] === tokens.ends[t - 1] && tokens.newlineBefore[t] === 0;
/** A place the gazetteer holds as a country or region: after a comma it says where the place before it lies ("Accra, Ghana"). */
export const countryOrRegion = (w: string) => lookupPlace(w).some((p) => p.kind === 'country' || p.kind === 'region');
/** A surname: a name the lexicon lists, or a word that is no English word and no place; never a legal form or a day or month. */
const surnameWord = (w: string) => (isFamilyName(w) || (!isEnglishWord(w) && lookupPlace(w).length === 0)) && !organisationWords().has(w) && !isCalendarWord(w);
/**
 * A given name: a name the lexicon lists (English writes "Prosper", "Sunday" too; many African names are listed as
 * family names and serve as given names, and the gazetteer holds some as towns) or a word that is no English word and
 * no place; never a country or region.
 */
export const givenWord = (w: string) => (isGivenName(w) || isFamilyName(w) || (!isEnglishWord(w) && lookupPlace(w).length === 0)) && !countryOrRegion(w) && !organisationWords().has(w) && !isCalendarWord(w);

/** How an item opens: at a line's start (or the text's), after a semicolon, after a label's colon, after the item's number. */
type Opening = 'line' | 'semicolon' | 'label' | 'number';

/** How token `t` opens a list item or a field's value: the text's or a line's start, after a label's colon or a semicolon; none when it does not. */
function opening(tokens: Tokens, t: number): Opening | undefined {
  if (t === 0 || tokens.newlineBefore[t] === 1) return 'line';
  if (tokens.words[t - 1] === ':') return 'label';
  if (tokens.words[t - 1] === ';') return 'semicolon';
  return undefined;
}

/** How token `t` opens an item: as `opening` does, or after the item's number ("1. ", "2) ", a line's "3 "), which opens one or follows a comma. */
function itemStart(tokens: Tokens, t: number): Opening | undefined {
  const open = opening(tokens, t);
  if (open !== undefined) return open;
  const before = tokens.words[t - 1]!;
  if (ITEM_NUMBER.test(before)) return opening(tokens, t - 1) === 'line' ? 'number' : undefined;
  if ((before === '.' || before === ')') && t >= 2 && ITEM_NUMBER.test(tokens.words[t - 2]!) && glued(tokens, t - 1)) {
    return opening(tokens, t - 2) !== undefined || tokens.words[t - 3] === ',' ? 'number' : undefined;
  }
  return undefined;
}

/**
 * The item ends right after token `b`: the text's or the line's end, a mark that closes an item, a number (a score, a
 * time, a weight, a house number), a symbol; or a comma before what is no further name (a number, a lower-case word),
 * or before the next such pair when the surnames are written in capitals ("NDLOVU, Sipho, BANDA, Grace").
 */
function endsItem(tokens: Tokens, b: number, capitals: boolean): boolean {
  const n = tokens.words.length;
  if (b + 1 >= n || tokens.newlineBefore[b + 1] === 1) return true;
  const next = tokens.words[b + 1]!;
  if (ITEM_CLOSE.has(next) || NUMBER_START.test(next) || SYMBOL.test(next)) return true;
  if (next !== ',') return false;
  const after = tokens.words[b + 2];
  if (after === undefined || tokens.newlineBefore[b + 2] === 1 || NUMBER_START.test(after) || LOWER_START.test(after)) return true;
  return capitals && ALL_CAPS.test(after) && tokens.words[b + 3] === ',';
}

interface Item {
  start: number;
  end: number;
}

/**
 * `Plot 4C: Mwangi, Wanjiru`, `2. Adeyemi, Tolu 14,2 kg`, `Caller: Boateng, Kofi, 12 Ring Road`, `Kamer 12: van Wyk,
 * Anna`: rosters, allocation lists, results, call logs and forms write one person per item, surname first, then a comma
 * and one to three given names, and the tagger, which reads the comma as a list's, cuts the item into two persons or
 * keeps one half. A surname (lower-case particles before it allowed: "ap", "van der", "de las") and its given names are
 * one person when they fill an item: the pair opens it (a line's start, a label's colon, a semicolon, the item's number)
 * and the item ends after the given names (the line's end, a number, a closing mark; see `endsItem`). The words must be
 * able to be names (no English word unless the name lexicon lists it, no place, no country after the comma, no legal
 * form, no day), and the tagger must have read a person over one of them or the lexicon know one ("Address: Westlands,
 * Nairobi" is a place and a town; "Venue: Ufungamano House, Nairobi" never opens with one word and a comma). A pair the
 * lexicon says cannot be surname first (a given name only before the comma, a family name only after it: "Amaka,
 * Tunde" of a roster, splitCommaGivenNames) is left alone where it opens a line, follows a semicolon or a roster's
 * role word ("Timekeepers:"), unless the surname is in capitals; a numbered item or the value of a form's one-word field
 * label ("Name:", oneWordFieldValue) holds one entry, which forms write surname first. A greeting or closing word
 * (`nameOpeners`: "Groet, Stijn") is no surname, and a mail header's line is left to displayNames. Spans inside are replaced;
 * a person span running over two such items of one line ("MENSAH, Kojo, BANDA, Grace") is replaced by both; any other
 * span reaching out, or a place or organisation inside, leaves the item as it was.
 */
export function surnameFirstItems(
  tokens: Tokens,
  spans: RefinedSpan[],
  fieldLabels: ReadonlyMap<string, readonly (readonly string[])[]>,
  mailHeaderWords: ReadonlySet<string>,
  inForeignText: () => boolean,
): RefinedSpan[] {
  const n = tokens.words.length;
  const items: Item[] = [];
  // The last token of the item read last: in a line of pairs with surnames in capitals the next pair opens after its comma.
  let lastEnd = -1;
  for (let t = 0; t + 2 < n; t++) {
    let s = t;
    while (s - t < MAX_PARTICLES && s < n && particle(tokens.words[s]!)) s++;
    if (s + 2 >= n || (s > t && !oneSpaceBefore(tokens, s))) continue;
    const surname = tokens.words[s]!;
    if (!CAPITALISED_WORD.test(surname) || surname.length < 2 || tokens.words[s + 1] !== ',' || !glued(tokens, s + 1)) continue;
    const capitals = ALL_CAPS.test(surname);
    const open = itemStart(tokens, t) ?? (capitals && s === t && tokens.words[t - 1] === ',' && lastEnd === t - 2 ? 'number' : undefined);
    // A mail header's line is displayNames' to read, which leaves one with words after the name alone ("From: Asante,
    // Kwabena (accounts)").
    if (open === undefined || (open === 'label' && mailHeaderWords.has(cueWord(tokens.words[t - 2] ?? '')))) continue;
    const title = capitals ? surname[0] + surname.slice(1).toLowerCase() : surname;
    // A greeting or a letter's closing word before a comma ("Groet, Stijn", "Saludos, Ana"; name-stoplist.json
    // `nameOpeners`) stands before the writer's or reader's given name, never as a surname.
    if (!surnameWord(surname) || !surnameWord(title) || isNameOpener(surname, inForeignText) || isNameOpener(title, inForeignText)) continue;
    const g = s + 2;
    if (!mixed(tokens.words[g]!) || tokens.starts[g]! - tokens.ends[s + 1]! !== 1 || tokens.newlineBefore[g] === 1) continue;
    let b = g;
    while (b + 1 < n && b + 1 - g < MAX_GIVEN && mixed(tokens.words[b + 1]!) && oneSpaceBefore(tokens, b + 1)) b++;
    const given = tokens.words.slice(g, b + 1);
    if (!given.every(givenWord) || !endsItem(tokens, b, capitals)) continue;
    // The pair a lexicon says cannot be surname first, as splitCommaGivenNames reads it, unless capitals mark the surname
    // or the item is numbered or a labelled field's value, which holds one entry.
    // A label's colon counts as a field only for a form's one-word field label ("Name:", "Jina:"); a roster's role word
    // ("Timekeepers: Amaka, Tunde;") opens a list of given names, as splitCommaGivenNames reads it.
    const field = open === 'number' || (open === 'label' && oneWordFieldValue(tokens, t, fieldLabels));
    if (!capitals && s === t && given.length === 1 && !field && notSurnameFirst(surname, given[0]!)) continue;
    const start = tokens.starts[t]!;
    const end = tokens.ends[b]!;
    const inside = overlapping(spans, start, end);
    // The tagger reads a given name alone as an organisation now and then; a place inside says the pair is a place's.
    if (inside.some((x) => x.type !== 'PER' && x.type !== 'ORG')) continue;
    const known = isFamilyName(surname) || isFamilyName(title) || given.some((w) => isGivenName(w));
    if (inside.length === 0 && !known) continue;
    items.push({ start, end });
    lastEnd = b;
    t = b;
  }
  if (items.length === 0) return spans;
  // Items one ", " apart on a line form a run; a person span may cross items inside one run.
  const runOf = new Map<Item, Item>();
  let run: Item | undefined;
  for (const it of items) {
    if (run !== undefined && it.start - run.end <= 2) run.end = it.end;
    else run = { start: it.start, end: it.end };
    runOf.set(it, run);
  }
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (const it of items) {
    const r = runOf.get(it)!;
    const inside = overlapping(spans, it.start, it.end);
    if (inside.some((x) => x.start < r.start || x.end > r.end || (x.type !== 'PER' && (x.start < it.start || x.end > it.end)))) continue;
    for (const x of inside) removed.add(x);
    added.push({ type: 'PER', start: it.start, end: it.end });
  }
  return replaced(spans, removed, added);
}

/** One initial, or initials glued by their dots ("J", "Ì", "J.L" of "J.L."), each before its own dot. */
const INITIAL = /^\p{Lu}\p{M}*(?:\.\p{Lu}\p{M}*){0,2}$/u;
/** The dots inside glued initials ("J.L"). */
const DOTS = /\./g;
/** Up to this many initials after the comma ("Nel, J. L.", "Ekhator, O. I."). */
const MAX_INITIALS = 3;
/** A city this big before a comma is the city ("Lagos, N. …"), as wrapped_names.world_city_population reads a sign-off's town. */
const WORLD_CITY = 1_000_000;
/** Words that put a place, not a person, before the comma ("in Kendal, F. O. …" stays the town's). */
const PLACE_BEFORE: ReadonlySet<string> = new Set(['in', 'at', 'from', 'to', 'near', 'of', 'via', 'into', 'around']);

/**
 * `Patient: Nel, P.`, `ushers mandla and Ekhator, O. I. need helpers`, `cc Chirchir, K. C.`, `v Kano, A.`: registers,
 * lab reports, pleadings and minutes write a person as the surname, a comma and the initials, each with its dot, and the
 * tagger, which reads the comma as a list's and the last dot as a sentence's end, reads the surname alone (as a person, or
 * as a place when a town is named so: "Kendal", "Wakefield"), the initials alone ("J. L"), or nothing. One capitalised
 * surname (particles before it allowed: "Vom Stein", "van Wyk") glued to the comma, then one to three capitals each
 * glued to its dot, one space apart, are one person, the last dot in. The surname is a surname's shape: no English word
 * unless the name lexicon lists it as a family name, no country or region (the gazetteer's: "Washington, D. C."), no
 * place unless the lexicon lists it as a family name, no legal form, no day or month, no title; a capitalised word right
 * before it makes it the last word of another name or place and a preposition of place ("in", "at", "from") makes it a
 * town: both are left. Initials the gazetteer knows as a country's or region's ("U. S.") are left, and so is a town before
 * the code of a state or province (refine.json `region_codes`: "Washington, D. C."), and so is one capital before a
 * lower-case word no English lexicon knows (a species: "Malaria, P. falciparum"). A place or organisation span on the
 * words, or any span reaching out of them, leaves them as they are.
 */
export function surnameInitials(tokens: Tokens, spans: RefinedSpan[], regionCodes: ReadonlySet<string>): RefinedSpan[] {
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (let c = 1; c + 2 < n; c++) {
    if (tokens.words[c] !== ',' || !glued(tokens, c) || !oneSpaceBefore(tokens, c + 1)) continue;
    const surname = tokens.words[c - 1]!;
    if (!CAPITALISED_WORD.test(surname) || surname.length < 2) continue;
    const title = ALL_CAPS.test(surname) ? surname[0] + surname.slice(1).toLowerCase() : surname;
    if (ALL_CAPS.test(surname) && !isFamilyName(title)) continue;
    const family = isFamilyName(surname) || isFamilyName(title);
    const places = lookupPlace(title);
    if ((isEnglishWord(title) && !family) || places.some((p) => p.kind === 'country' || p.kind === 'region' || (p.population ?? 0) >= WORLD_CITY)) continue;
    if (organisationWords().has(surname) || isCalendarWord(surname) || isNameTitle(surname)) continue;
    // The initials, each glued to its dot, one space between.
    let k = c + 1;
    let count = 0;
    let letters = '';
    while (count < MAX_INITIALS && k + 1 < n && INITIAL.test(tokens.words[k]!) && tokens.words[k + 1] === '.' && glued(tokens, k + 1) && oneSpaceBefore(tokens, k)) {
      letters += tokens.words[k]!.replace(DOTS, '');
      count++;
      k += 2;
    }
    // A country's initials ("U. S."), or a town then its state's or province's code ("Washington, D. C.").
    if (count === 0 || countryOrRegion(letters) || (places.length > 0 && regionCodes.has(letters))) continue;
    const after = k < n && oneSpaceBefore(tokens, k) ? tokens.words[k]! : undefined;
    // A postal address's box ("Ngeny, P.O. Box 6905"): the letters are the post office's.
    if (after === 'Box' || letters === 'PO') continue;
    if (count === 1 && letters.length === 1 && after !== undefined && LOWER_START.test(after) && !isEnglishWord(after)) continue;
    // Particles before the surname, then what stands before the name.
    let a = c - 1;
    while (a - 1 >= 0 && c - 1 - (a - 1) <= MAX_PARTICLES && particle(tokens.words[a - 1]!) && oneSpaceBefore(tokens, a)) a--;
    if (a > 0 && oneSpaceBefore(tokens, a)) {
      const before = tokens.words[a - 1]!;
      if (CAPITALISED_WORD.test(before) || PLACE_BEFORE.has(before.toLowerCase())) continue;
    }
    const start = tokens.starts[a]!;
    const end = tokens.ends[k - 1]!;
    const inside = overlapping(spans, start, end);
    if (inside.some((x) => x.start < start || x.end > end || x.type === 'ORG')) continue;
    if (inside.length === 1 && inside[0]!.type === 'PER' && inside[0]!.start === start && inside[0]!.end === end) continue;
    // A place read on a surname a town shares is the person's; a place over any more is left.
    if (inside.some((x) => x.type === 'LOC' && (x.start !== start || x.end !== tokens.ends[c - 1]))) continue;
    for (const x of inside) removed.add(x);
    added.push({ type: 'PER', start, end });
    c = k - 1;
  }
  return added.length === 0 ? spans : replaced(spans, removed, added);
}
