// A person's name that a hard wrap breaks across two lines, the given names ending one line and the family name alone
// opening the next ("Received by: Tariq\nIqbal", "It is for Ruaridh\nMenzies at the Royal Infirmary", "Kind regards,\nMariama\nZakaria\nCredit Control"),
// read by the tagger as two persons: its own module, the tagger's side of the rule scanner's `acrossLineBreaks` and
// `wrappedInProse` (src/detect/lexical/nameSpans.ts), which join such a name only where the name lexicon knows both
// words; here the tagger's reading of the two parts stands in for the lexicon.
import { isBrandName, isEnglishWord, isFamilyName, isGivenName, isNameTitle, lookupPlace } from '../../lexicon/index.js';
import { isNameParticle } from '../lexical/nameTokens.js';
import { organisationWords } from './refinePersons.js';
import { wordClass } from './wordClasses.js';
import { overlapping, type RefinedSpan, replaced, tokenRange } from './spanIndex.js';
import { CAPITALISED_WORD, cueEndingBefore, type Tokens } from './tokens.js';

/** refine.json `wrapped_names`: the marks that may close the clause right after the family name. */
export interface WrappedNameMarks {
  clauseEnds: ReadonlySet<string>;
  /** refine.json `wrapped_names.world_city_population`: a city of at least this many people stays a place. */
  worldCityPopulation: number;
  /** refine.json `context_places` (`places` and `context_only`): quarters and districts the project lists. */
  listedPlaces: ReadonlySet<string>;
  /** refine.json `contact_field_labels`, grouped by their last word: fields whose value is a person and where to find them. */
  contactLabels: ReadonlyMap<string, readonly (readonly string[])[]>;
}

/**
 * True when the words of `groups` right before token `colon` (a label's colon) are the whole label: nothing but them on
 * their line before the colon ("Deliver to:", not "Submitted to:").
 */
export function wholeLabelIs(tokens: Tokens, groups: ReadonlyMap<string, readonly (readonly string[])[]>, colon: number): boolean {
  const cue = cueEndingBefore(tokens, groups, colon, true);
  if (cue === undefined) return false;
  const k = colon - cue.length;
  return k === 0 || tokens.newlineBefore[k] !== 0;
}

/** Up to this many particles before the family name ("van der", "de la"). */
const MAX_PARTICLES = 2;
const LOWER_START = /^\p{Ll}/u;
/** One capital then small letters, each part of a double name so (`Sarpong`, `Okwuosa-Ibe`, `O’Neill`). */
const TITLE_CASE_NAME = /^(?=.*\p{Ll})\p{Lu}[\p{Ll}\p{M}]*(?:['’-]\p{Lu}?[\p{Ll}\p{M}]+)*$/u;
/** Only spaces and one line break between the two parts: a blank line parts two entries. */
const ONE_LINE_BREAK = /^[ \t]*\r?\n[ \t]*$/u;

/** The first and last token of the line of token `t`. */
function lineOf(tokens: Tokens, t: number): [number, number] {
  let a = t;
  while (a > 0 && tokens.newlineBefore[a] === 0) a--;
  let b = t;
  while (b + 1 < tokens.words.length && tokens.newlineBefore[b + 1] === 0) b++;
  return [a, b];
}

/**
 * The tagger read the family word alone as a place (`Kind regards,\nAbena\nSarpong`, `Kofi\nAgyekumhene`): after a
 * word the lexicon knows as a given name, it is the rest of the name when the gazetteer knows no place of that name and
 * the project's quarter lists (`context_places`) hold none either (the tagger's guess from a name's shape), or when the
 * lexicon knows it as a family name and every place of that name is a town of middling size (`Ilaria\nColombo`,
 * `Faith\nBello`, `Martim\nPereira`: family names far more often than towns in a signature). It stays a place when the
 * gazetteer holds it as a country or region (`Amara\nKenya`), as a world city (`John\nParis`, `Ana\nMadrid`: a
 * population of `worldCityPopulation` or more, the city a letter names beside its signer), or as a town of the
 * project's own curated list (`Kwame\nHo`, `Abena\nTamale`: the Ghanaian, Nigerian, Kenyan and South African towns
 * our users' letters are sent from), and when a quarter list holds it (`Peter\nMlolongo`). A town the lexicon does not
 * hold as a family name stays a place too (`Grace\nPreston`).
 */
function familyOverPlace(family: string, given: string, marks: WrappedNameMarks): boolean {
  // Written as a name is, one capital then small letters (each part of a double name): `KeNHA`, `NEMA` after a
  // signature are the signer's agency.
  if (!TITLE_CASE_NAME.test(family) || !isGivenName(given) || marks.listedPlaces.has(family)) return false;
  const places = lookupPlace(family);
  if (places.length === 0) return true;
  return (
    isFamilyName(family) &&
    !places.some((e) => e.kind === 'country' || e.kind === 'region' || e.curated === true || (e.population ?? 0) >= marks.worldCityPopulation)
  );
}

/**
 * `Industry-based supervisor: Delali\nTamakloe\nSchool supervisor's remarks: …`, `Verified by: Imogen\nFeatherstonehaugh`:
 * a form's field whose value is a person (the first part right after the label's colon, on the label's line) and a
 * family word the lexicons do not know, alone on the next line (its line's end, or a clause's mark, after it). The value
 * of such a field is one name, and a word no English lexicon, gazetteer, quarter list or brand list knows, written as a
 * name is, one capital then small letters, after a given name the lexicon knows, is its family name: the lexicon's own
 * family names cannot list every family (Ewe, Edo, Welsh double names). A known word (`Place`, `Date`, a town, a
 * brand) stays apart, and so does a word with more on its line (the next field's label). The stop-word list alone
 * misses a form's headings ("Approved by: Grace\nAcknowledgement", "Signatories", "Signatory"): a word general English
 * lists in lower case (word-classes.json, the Brill lexicon) is no family name here either (review s44-rev-prose30r).
 */
function labelledUnknownFamily(tokens: Tokens, first: number, w: number, given: string, family: string, marks: WrappedNameMarks): boolean {
  if (first === 0 || tokens.words[first - 1] !== ':' || tokens.newlineBefore[first] !== 0) return false;
  if (w + 1 < tokens.words.length && tokens.newlineBefore[w + 1] === 0 && !marks.clauseEnds.has(tokens.words[w + 1]!)) return false;
  if (!isGivenName(given) || !TITLE_CASE_NAME.test(family) || marks.listedPlaces.has(family)) return false;
  return !isEnglishWord(family) && wordClass(family.toLowerCase()) === '' && !isGivenName(family) && lookupPlace(family).length === 0 && !isBrandName(family);
}

/**
 * `Manager: Nafisa\nKatsina\nShift: …`, `Judge: Kwabena\nKumasi\nShow secretary: …`, `Supervisor: Ƙabiru\nKaduna`: a
 * form's field whose whole value on the label's line is one given name the lexicon knows, and one word written as a
 * name is (one capital then small letters) alone on the next line, after which the text ends or the next line opens
 * the form's next label (a colon after its first words). A form gives every value its own label, so a word alone
 * between a person's field and the next label is no field of its own: it is the rest of the value the box's width
 * broke, the family name, even where it names a town too (family names taken from towns: Guimarães, Viana, Meru,
 * Kumasi), which `familyOverPlace` keeps as a place after a signature's name, where a letter names the town it is
 * sent from. Prose sets 29 to 34 write this shape 66 times (set 35, 24 more), their gold one person each time. A
 * value of more than the given name ("Contact: Kofi Mensah\nAccra"), a word with more on its line, a country or a
 * region with no town of its name ("Amara\nKenya"), a word in capitals, and a word the lexicon knows only as a given
 * name (the next item of a list) stay as read. A field whose value is a person and where to find them
 * (refine.json `contact_field_labels`: "Deliver to: Kofi\nAccra\nPhone: …", "Recipient: Abena\nTamale\nTel: …")
 * is an address block, its next line the person's town: the town stays a place there (review s49-rev-prose35r).
 */
function labelledPlaceFamily(tokens: Tokens, first: number, last: number, w: number, given: string, family: string, marks: WrappedNameMarks): boolean {
  const n = tokens.words.length;
  if (first !== last || first === 0 || tokens.words[first - 1] !== ':' || tokens.newlineBefore[first] !== 0) return false;
  if (wholeLabelIs(tokens, marks.contactLabels, first - 1)) return false;
  if (w !== last + 1 || (w + 1 < n && tokens.newlineBefore[w + 1] === 0)) return false;
  if (!isGivenName(given) || !TITLE_CASE_NAME.test(family) || (isGivenName(family) && !isFamilyName(family))) return false;
  // A country, or a region with no town of its name ("Kaduna" and "Katsina" are states and their capitals both).
  const places = lookupPlace(family);
  if (places.some((e) => e.kind === 'country') || (places.length > 0 && places.every((e) => e.kind === 'region'))) return false;
  if (w + 1 >= n) return true;
  // The next line opens a label: one to three words, then a colon, on that line.
  for (let t = w + 1; t < n && t <= w + 4; t++) {
    if (t > w + 1 && tokens.newlineBefore[t] !== 0) return false;
    if (tokens.words[t] === ':') return t > w + 1;
    if (!LABEL_WORD.test(tokens.words[t]!)) return false;
  }
  return false;
}

/** A word of a form's label: letters, maybe a hyphen or an apostrophe inside ("Runners-up", "Owner's"). */
const LABEL_WORD = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u;

/** A line of one capitalised word (with particles before it) and nothing else: a list's item of one name. */
function loneNameLine(tokens: Tokens, a: number, b: number): boolean {
  for (let t = a; t < b; t++) if (!isNameParticle(tokens.words[t]!)) return false;
  return CAPITALISED_WORD.test(tokens.words[b]!);
}

/**
 * `Received at lab by: Tariq\nIqbal`, `It is for Ruaridh\nMenzies at …`, `mentor, Zeeshan\nRehman, who …`, `Kind
 * regards,\nOchieng\nOnyango-Obbo\nCredit Control`, `Koordynator Piotr\nNowak\nsprawdził …`: forms, booking mails,
 * letters and reports typed into a narrow box, or pasted from one, break a name where the line ends, and the tagger,
 * which reads a line at a time, reads the given names and the family name as two persons, or the family name alone.
 * A person span ending its line (one line break after it, no blank line) and one capitalised word opening the next
 * (after up to two particles, "de", "van der", "dos") are one person when that word ends the name: the end of its line
 * or of the text, a mark of `clauseEnds` (",", ".", ";", ")", "(") or a lower-case word after it (the sentence going
 * on) — never a colon (a form's next label) nor another capitalised word (the next line's own name or firm). The word
 * must be a person's: the tagger read a person over it (and no wider), or the lexicon knows it as a family name; a word
 * the lexicon knows only as a given name is the next item of a list of given names, and stays apart. Where the first
 * part fills its line alone (a list's item, a signature block), the two stand for one name only when neither the line
 * before nor the line after is one lone name too (a column of names, one a line). A span over the family word that
 * runs on across a sentence's full stop ("Kühn. Objekt") is the tagger's slip and gives way.
 */
export function wrappedNames(text: string, tokens: Tokens, spans: RefinedSpan[], marks: WrappedNameMarks): RefinedSpan[] {
  if (!text.includes('\n')) return spans;
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (const s of spans) {
    if (s.type !== 'PER' || removed.has(s)) continue;
    const [, last] = tokenRange(tokens, s);
    const f0 = last + 1;
    if (f0 >= n || tokens.newlineBefore[f0] === 0 || tokens.ends[last] !== s.end) continue;
    if (!ONE_LINE_BREAK.test(text.slice(s.end, tokens.starts[f0]))) continue;
    const lastWord = tokens.words[last]!;
    if (!CAPITALISED_WORD.test(lastWord) || isNameTitle(lastWord)) continue;
    // The first part must be a clean name: a lower-case word inside it is a noun or a preposition the tagger took in
    // ("Schenkung von Anja", gift from), and a last word that is an English word and no given name ends a venue's or a
    // thing's name ("Senwes Park\nBotha v Le Grange", a scorecard's ground and batsman).
    const [first] = tokenRange(tokens, s);
    if (tokens.words.slice(first, last + 1).some((x) => LOWER_START.test(x)) || (isEnglishWord(lastWord) && !isGivenName(lastWord))) continue;
    // Particles, then the family word.
    let w = f0;
    while (w + 1 < n && w - f0 < MAX_PARTICLES && isNameParticle(tokens.words[w]!) && tokens.newlineBefore[w + 1] === 0) w++;
    if (w >= n || (w > f0 && tokens.newlineBefore[w] !== 0)) continue;
    const family = tokens.words[w]!;
    // The same word again is a new mention ("Eulogy for Ama Mensah\nAma was born …"), not the rest of the name.
    if (!CAPITALISED_WORD.test(family) || isNameTitle(family) || tokens.words.slice(first, last + 1).includes(family)) continue;
    // What follows the family word ends the name.
    const next = w + 1;
    if (next < n && tokens.newlineBefore[next] === 0) {
      const after = tokens.words[next]!;
      if (!marks.clauseEnds.has(after) && !LOWER_START.test(after)) continue;
      // A sentence going on after the word: the name sits in one too, a lower-case word right before it on its line (a
      // label's colon or a list's number before it, and a capitalised word then a lower-case one is a noun of a
      // language that capitalises nouns: "3. Herr D. Kühn\nKennwort bei Alarm").
      // A word known only as a given name there opens the next clause ("… na Tudun Wada\nAna sanar da …").
      if (LOWER_START.test(after) && (first === 0 || tokens.newlineBefore[first] !== 0 || !LOWER_START.test(tokens.words[first - 1]!) || (isGivenName(family) && !isFamilyName(family)))) continue;
    }
    const start = tokens.starts[f0]!;
    const end = tokens.ends[w]!;
    const over = overlapping(spans, start, end);
    // The tagger's reading of the family word: one person span over it, which may run on across a full stop only.
    let person = false;
    let blocked = false;
    // An organisation the tagger ran from the family word across the line break into the next line's words ("Tamakloe\nSchool
    // supervisor's remarks:") is its slip when the family word ends its own line: the next line opens something else.
    const runOn = (x: RefinedSpan) => x.type === 'ORG' && x.start === tokens.starts[w] && x.end > end && w + 1 < n && tokens.newlineBefore[w + 1] !== 0;
    const orgsRunOn: RefinedSpan[] = [];
    for (const x of over) {
      if (runOn(x)) {
        orgsRunOn.push(x);
        continue;
      }
      if (x.type === 'PER' && x.start >= start && x.start <= tokens.starts[w]! && (x.end === end || (x.end > end && text[end] === '.'))) person = true;
      else if (x.type === 'LOC' && x.start === tokens.starts[w] && x.end === end && (familyOverPlace(family, lastWord, marks) || labelledPlaceFamily(tokens, first, last, w, lastWord, family, marks))) person = true;
      else blocked = true;
    }
    const labelled = !person && !isFamilyName(family) && labelledUnknownFamily(tokens, first, w, lastWord, family, marks);
    if (blocked || (!person && !isFamilyName(family) && !labelled) || (orgsRunOn.length > 0 && !labelled)) continue;
    // A first part alone on its line: one of a column of names unless the lines around the two hold more than a name.
    const [lineA] = lineOf(tokens, last);
    if (tokens.starts[lineA] === s.start) {
      // There the first part must end in a given name the lexicon knows: a whole name alone on its line and a word on the
      // next is a signature's name and its firm ("Idris Ibragimov\nOnvia"); a word known only as a given name is the next
      // item of a list.
      if (!isGivenName(lastWord) || (isGivenName(family) && !isFamilyName(family))) continue;
      const [, wEnd] = lineOf(tokens, w);
      const before = lineA > 0 ? lineOf(tokens, lineA - 1) : undefined;
      const after = wEnd + 1 < n ? lineOf(tokens, wEnd + 1) : undefined;
      if ((before !== undefined && loneNameLine(tokens, ...before)) || (after !== undefined && loneNameLine(tokens, ...after))) continue;
    }
    for (const x of over) removed.add(x);
    removed.add(s);
    added.push({ type: 'PER', start: s.start, end });
    // The organisation's words on the next line stay one only when they end in an organisation's word ("Holdings Ltd").
    for (const x of orgsRunOn) {
      const rest = tokenRange(tokens, x);
      if (organisationWords().has(tokens.words[rest[1]]!) && rest[1] > w) added.push({ type: 'ORG', start: tokens.starts[w + 1]!, end: x.end });
    }
  }
  return replaced(spans, removed, added);
}
