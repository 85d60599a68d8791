// Persons in court judgments (session 15, issue 13): rules over the tagger's spans for the ways judgments
// write names that a five-word window does not see. Word lists in refine.json `judgments` (each with its
// reason there):
// - a judicial title chain ("Lord Justice", "Her Honour Judge", "Hon. Justice", "District Judge") is the
//   office, not the name: a person span opening with one starts at the name; a chain inside a span starts
//   the next person (a bench listed one per title); the capitalised words right after a chain are a person;
// - letters after a judge's or counsel's name ("Adjei JA", "Nel SC") and a party's role in a heading
//   ("BOTHA Applicant") are not part of the name: the span ends before them;
// - a capitalised name particle before a name ("Van der Walt", "Du Toit") opens it;
// - the parties of a case citation ("Asamoah v Darko", "In re Whitcombe") are persons when they read as
//   names: not an organisation, the Crown or the State, a public office or a place.
import { isEnglishWord, isFamilyName, isGivenName, isJudicialOffice, isNameTitle, lookupPlace } from '../../lexicon/index.js';
import { isStreetWord } from '../../places/addressTokens.js';
import { isJudicialChain } from '../lexical/nameTitles.js';
import { ARTICLES_AFTER_DE, isNameParticle } from '../lexical/nameTokens.js';
import { organisationWords } from './refinePersons.js';
import { overlapping, type RefinedSpan, replaced, tokenRange } from './spanIndex.js';
import { CAPITALISED_WORD, type Tokens } from './tokens.js';

export interface JudgmentWords {
  postNominals: ReadonlySet<string>;
  roles: ReadonlySet<string>;
  joiners: ReadonlySet<string>;
  /** Each cue as its lower-case words ("on the application of" → ["on", "the", "application", "of"]). */
  cues: readonly (readonly string[])[];
  nonPersons: ReadonlySet<string>;
  /** refine.ts `isDemonym` ("Nigerian", "Kenyan"): one home for the nationality words. */
  demonym: (word: string) => boolean;
  /** refine.json `heading_words`, capitalised ("Coram"). */
  headings: ReadonlySet<string>;
  /** refine.json `peer_titles`, capitalised ("Lord", "Lady"). */
  peers: ReadonlySet<string>;
}

const UPPER = /^\p{Lu}+$/u;
const DOT = '.';
/** A word as the word lists write it, first letter as written, the rest in lower case ("CORAM" → "Coram"). */
const capitalised = (word: string) => word.charAt(0) + word.slice(1).toLowerCase();

/** A judicial office word (name-stoplist.json `judicialOffices`), capitalised or in capitals. */
function isOffice(word: string): boolean {
  return CAPITALISED_WORD.test(word) && isJudicialOffice(word);
}

/** Post-nominal letters: in capitals as written, or capitalised where readableCase title-cased a line ("Ja"). */
function isPostNominal(word: string, w: JudgmentWords): boolean {
  const upper = word.toUpperCase();
  return w.postNominals.has(upper) && (UPPER.test(word) || word === capitalised(upper));
}

function isRole(word: string, w: JudgmentWords): boolean {
  return CAPITALISED_WORD.test(word) && w.roles.has(word.toLowerCase());
}

const HONOUR = /^Honou?r$/iu;
const HER_HIS = /^(?:Her|His)$/u;

/** A word of a title chain: a title of the name lexicon (an office word is one too), or "Her Honour" of "Her Honour Judge". */
function isChainWord(word: string): boolean {
  return isNameTitle(word) || HONOUR.test(word) || HER_HIS.test(word);
}

/** Where the chain of title words starting at token `t` ends (exclusive), dots after abbreviations included. */
function chainEnd(tokens: Tokens, t: number, last: number): number {
  let k = t;
  while (k <= last && (isChainWord(tokens.words[k]!) || (tokens.words[k] === DOT && k > t))) {
    if (tokens.words[k] === 'Her' || tokens.words[k] === 'His') {
      if (!HONOUR.test(tokens.words[k + 1] ?? '')) break;
    }
    k++;
  }
  return k;
}

function holdsOffice(tokens: Tokens, from: number, to: number): boolean {
  const words: string[] = [];
  for (let k = from; k < to; k++) if (tokens.words[k] !== DOT) words.push(tokens.words[k]!);
  return isJudicialChain(words);
}

/**
 * Person spans cut to their names: a leading judicial chain left out, a chain holding an office word inside
 * the span starting the next person, post-nominals, role words and an office word after the name ending it.
 */
export function judicialSpans(tokens: Tokens, spans: RefinedSpan[], w: JudgmentWords): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (const s of spans) {
    if (s.type === 'ORG') {
      // "OLUWASEUN ADEBAYO JUSTICE, SUPREME COURT" read as one organisation: the name before the office is a person.
      const [a, b] = tokenRange(tokens, s);
      let k = a;
      while (k <= b && k - a < 4 && CAPITALISED_WORD.test(tokens.words[k]!) && nameLike(tokens.words[k]!) && !isChainWord(tokens.words[k]!)) k++;
      if (k > a && k <= b && isOffice(tokens.words[k]!) && k - a >= 2) {
        removed.add(s);
        added.push({ type: 'PER', start: tokens.starts[a]!, end: tokens.ends[k - 1]! });
      }
      continue;
    }
    if (s.type !== 'PER') continue;
    const [a, b] = tokenRange(tokens, s);
    const pieces: [number, number][] = [];
    let t = a;
    while (t <= b) {
      const c = chainEnd(tokens, t, b);
      const judicial = holdsOffice(tokens, t, c);
      const nameFrom = judicial ? c : t;
      let k = c;
      // The name: words up to the next judicial chain, post-nominal, role or office word.
      while (k <= b) {
        const word = tokens.words[k]!;
        // Post-nominal letters follow a name word and close it: "Smit J." and "Adjei JA (presiding)", not the
        // initial of "J.P.-J. Smit" (after a hyphen, or a dot and a name after it) nor a club's "Simba SC Rehema".
        const next = tokens.words[k + 1];
        const after = next === DOT ? tokens.words[k + 2] : next;
        const closes = (k === b || after === undefined || !CAPITALISED_WORD.test(after)) && CAPITALISED_WORD.test(tokens.words[k - 1] ?? '');
        if (k > c && ((isPostNominal(word, w) && closes) || isRole(word, w) || isOffice(word))) break;
        if (k > c && isChainWord(word) && holdsOffice(tokens, k, chainEnd(tokens, k, b))) break;
        k++;
      }
      let end = k - 1;
      while (k <= b && end >= nameFrom && !/[\p{L}\p{N}]/u.test(tokens.words[end]!)) end--;
      if (end >= nameFrom) pieces.push([nameFrom, end]);
      // After a post-nominal, role or office word that ends the name, the rest of the span is no name
      // unless a judicial chain opens it.
      t = k;
      while (t <= b && !(isChainWord(tokens.words[t]!) && holdsOffice(tokens, t, chainEnd(tokens, t, b)))) t++;
    }
    const same = pieces.length === 1 && tokens.starts[pieces[0]![0]] === s.start && tokens.ends[pieces[0]![1]] === s.end;
    if (same) continue;
    removed.add(s);
    for (const [x, y] of pieces) {
      if (isChainWord(tokens.words[x]!) && x === y) continue;
      // A piece cut off a name that holds only English words no name list knows ("Approved Judgment" read
      // into "Judgment Lord Justice Whitfield") is a heading, no one's name.
      if (tokens.words.slice(x, y + 1).every((word) => !nameLike(word) || !CAPITALISED_WORD.test(word))) continue;
      added.push({ type: 'PER', start: tokens.starts[x]!, end: tokens.ends[y]! });
    }
  }
  return replaced(spans, removed, added);
}

/** The capitalised name words from token `t` on, on one line, stopping at a post-nominal, role, title or office. */
function nameRun(tokens: Tokens, t: number, max: number, w: JudgmentWords): number {
  let k = t;
  while (k < tokens.words.length && k - t < max) {
    const word = tokens.words[k]!;
    if (k > t && tokens.newlineBefore[k]) break;
    const particle = isNameParticle(word) && k + 1 < tokens.words.length && CAPITALISED_WORD.test(tokens.words[k + 1]!);
    if (!particle && !CAPITALISED_WORD.test(word)) break;
    if (isPostNominal(word, w) || isRole(word, w) || isChainWord(word)) break;
    k++;
  }
  return k;
}

/** A word read as a name: no English word, or one the name lexicon also lists as a name. */
function nameLike(word: string): boolean {
  return !isEnglishWord(word) || isFamilyName(word) || isGivenName(word);
}

/**
 * One to three capitalised words right after a judicial chain on its line are a person ("Judge Blackwood"), and so
 * are those after a peer title, the title included as other titles are ("Lord Hambleden", "Lady Corrigan"). The
 * name words must read as names (no organisation word, nor a street word after a peer: "Lord Street"). A span
 * reaching beyond the title chain or the name is left as it is, and so is an organisation over the title; one read
 * on the name words alone is the tagger's miss ("Lord [Hambleden]", "Judge [Thornton]" as ORG): a title names a person.
 */
export function namesAfterOffices(tokens: Tokens, spans: RefinedSpan[], w: JudgmentWords): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  const n = tokens.words.length;
  for (let t = 0; t < n; t++) {
    const title = tokens.words[t]!;
    if (!CAPITALISED_WORD.test(title)) continue; // a peer title or an office word, capitalised or in capitals
    // A peer title standing alone, not inside a judicial chain ("Lord Justice", "Judge Lord").
    const peer =
      w.peers.has(capitalised(title)) && !isChainWord(tokens.words[t + 1] ?? '') && !(t > 0 && !tokens.newlineBefore[t] && isChainWord(tokens.words[t - 1]!));
    // The title chain starts at token `from`, the name at `k`; the person span at the title for a peer, at the name after an office.
    let from = t;
    let k = t + 1;
    if (peer) {
      if (k >= n || tokens.newlineBefore[k]) continue;
    } else if (isOffice(title)) {
      while (from > 0 && !tokens.newlineBefore[from] && (isChainWord(tokens.words[from - 1]!) || tokens.words[from - 1] === DOT)) from--;
      if (!holdsOffice(tokens, from, t + 1)) continue;
      // An office word right after "of" or "the" names a court or an office, not a person's title ("High Court of Justice").
      if (from === t && t > 0 && !tokens.newlineBefore[t] && /^(?:of|the)$/iu.test(tokens.words[t - 1]!)) continue;
      while (k < n && (tokens.words[k] === DOT || isChainWord(tokens.words[k]!)) && !tokens.newlineBefore[k]) k++;
      if (k >= n || tokens.newlineBefore[k]) continue;
    } else continue;
    const end = nameRun(tokens, k, 3, w);
    if (end === k) continue;
    const words = tokens.words.slice(k, end);
    if (!words.every((x) => isNameParticle(x) || nameLike(x)) || words.some((x) => organisationWords().has(x) || (peer && isStreetWord(x)))) continue;
    const nameStart = tokens.starts[k]!;
    const start = peer ? tokens.starts[t]! : nameStart;
    const stop = tokens.ends[end - 1]!;
    const inside = overlapping(spans, start, stop);
    if (inside.some((s) => s.start < tokens.starts[from]! || s.end > stop || (s.type === 'ORG' && s.start < nameStart))) continue;
    if (inside.length === 1 && inside[0]!.type === 'PER' && inside[0]!.start === start && inside[0]!.end === stop) continue;
    for (const s of inside) removed.add(s);
    added.push({ type: 'PER', start, end: stop });
    t = end - 1;
  }
  return replaced(spans, removed, added);
}

/** Initials written right before token `k` ("R. ", "P.G. ", "J ") on its line: the index of the first, or `k` when none. */
function initialsBefore(tokens: Tokens, k: number): number {
  let t = k;
  while (t > 0 && !tokens.newlineBefore[t]) {
    let i = t - 1;
    if (tokens.words[i] === '.' && i > 0) i--;
    if (!INITIALS.test(tokens.words[i]!)) break;
    t = i;
  }
  return t;
}

/** One or more capital initials joined by full stops ("R", "P.G", "P.G."). */
const INITIALS = /^\p{Lu}(?:\.\p{Lu})*\.?$/u;

/** Two person spans parted only by name particles, or a span opened by capitalised particles, are one name ("Van der Walt"). */
export function particleNames(text: string, tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (let i = 0; i < spans.length; i++) {
    const s = spans[i]!;
    if (s.type !== 'PER' || removed.has(s)) continue;
    const [a] = tokenRange(tokens, s);
    let k = a;
    while (k > 0 && isNameParticle(tokens.words[k - 1]!) && !tokens.newlineBefore[k] && /^[ \t]$/u.test(text.slice(tokens.ends[k - 1]!, tokens.starts[k]!))) k--;
    if (k === a) continue;
    let first = k;
    if (!/^\p{Lu}/u.test(tokens.words[k]!)) {
      // Lower-case particles open the name only after a title or initials, which mark what follows as a person's
      // name ("Mr du Plessis", "R. van Wyk", "P.G. du Plessis"): alone, "van" or "de" is as often a preposition of a
      // place or a foreign phrase. Initials right before the particles belong to the name; a title does not.
      const i = initialsBefore(tokens, k);
      if (i < k) first = i;
      else if (k === 0 || !isNameTitle(tokens.words[k - 1]!.replace(/\.$/u, ''))) continue;
    }
    let start = tokens.starts[first]!;
    let prev = i > 0 ? spans[i - 1]! : undefined;
    // A person span over the particles alone ("Van" read apart from "der Walt") is part of the name.
    if (prev && prev.type === 'PER' && prev.start >= start && prev.end <= s.start) {
      removed.add(prev);
      prev = i > 1 ? spans[i - 2]! : undefined;
    }
    if (prev && !removed.has(prev) && prev.end > start) {
      // "Ms Van" read apart from "der Walt": a person span ending on a particle of this name joins it.
      const [, pb] = tokenRange(tokens, prev);
      if (prev.type !== 'PER' || prev.end > s.start || !isNameParticle(tokens.words[pb]!)) continue;
      removed.add(prev);
      removed.add(s);
      added.push({ type: 'PER', start: prev.start, end: s.end });
      continue;
    }
    // A person span ending right before the particles ("Ms Van" read apart from "der Walt") joins them.
    if (prev && prev.type === 'PER' && /^[ \t]$/u.test(text.slice(prev.end, start))) {
      const [pa, pb] = tokenRange(tokens, prev);
      if (tokens.words.slice(pa, pb + 1).some((x) => isNameParticle(x))) {
        start = prev.start;
        removed.add(prev);
      }
    }
    removed.add(s);
    added.push({ type: 'PER', start, end: s.end });
  }
  return replaced(spans, removed, added);
}

/** The first token of the lower-case particles that end right before token `a` on its line, single-spaced; `a` when none. */
function particlesBefore(text: string, tokens: Tokens, a: number): number {
  let k = a;
  const gap = (t: number) => !tokens.newlineBefore[t] && /^[ \t]$/u.test(text.slice(tokens.ends[t - 1]!, tokens.starts[t]!));
  while (k > 0 && gap(k)) {
    const w = tokens.words[k - 1]!;
    if (w !== w.toLowerCase()) break;
    if (isNameParticle(w)) k--;
    else if (ARTICLES_AFTER_DE.has(w) && k > 1 && tokens.words[k - 2] === 'de' && gap(k - 1)) k -= 2;
    else break;
  }
  return k > 0 && k < a && gap(k) ? k : a;
}

/** The word of token `t`, or of the token before a full stop glued to it ("mevr." is read as "mevr" and "."). */
function titleBefore(tokens: Tokens, t: number): string {
  const w = tokens.words[t]!;
  return w === '.' && t > 0 && tokens.ends[t - 1] === tokens.starts[t] ? tokens.words[t - 1]! : w.replace(/\.$/u, '');
}

/** A person span that is one name word after its titles ("Francois", "Mnr. Pieter"). */
function givenNameAlone(tokens: Tokens, span: RefinedSpan): boolean {
  const [a, b] = tokenRange(tokens, span);
  let names = 0;
  for (let t = a; t <= b; t++) if (tokens.words[t] !== '.' && !isNameTitle(titleBefore(tokens, t))) names++;
  return names === 1;
}

/** A given name that is not also a family name: before particles it opens a person's name, not a "Surname of Place" phrase. */
const openingGivenName = (w: string) => CAPITALISED_WORD.test(w) && isGivenName(w) && !isFamilyName(w);

/**
 * A place span that is the surname after a person's name particles is that person's surname (issue 13, session 48):
 * "Francois de Villiers", "L. de Villiers", "Borja de los Santos", "Judge von der Heide" read as a place "Villiers",
 * "Santos", "Heide" (the tagger sees a capitalised word after "de" / "von", as in "de Madrid", "von Berlin"), and a
 * whole "Baptiste de Beauvoir" read as one place. Lower-case particles right after a given name or initials open a
 * surname in the languages that write them (Afrikaans, Dutch, French, German, Spanish, Portuguese, Italian): after a
 * bare given name "de"/"van" is rarely the preposition of a place. Precision guards: the word before the particles
 * is a given name the tables know and not also a family name ("Jannie Nel van Bloemfontein": Nel is a surname, "van"
 * there is "from"), initials, or a title (left out of the name); the surname is at most two capitalised words; a surname the gazetteer knows as a
 * place and no family-name table lists ("Maria de Lisboa") stays a place, as does a whole span the gazetteer knows
 * ("Rio de Janeiro"). The same holds when the surname was read as a person apart from its given name ("Nerea" and
 * "Heras" in "Nerea de las Heras", "las" read as no particle): the two are joined. Sets 1-26: about seventy names in
 * eleven sets.
 */
export function placesAfterNameParticles(text: string, tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  const surnameIsPlace = (from: number, to: number) => {
    const name = tokens.words.slice(from, to + 1).join(' ');
    return lookupPlace(name).length > 0 && !tokens.words.slice(from, to + 1).some((w) => isFamilyName(w));
  };
  for (const s of spans) {
    if ((s.type !== 'LOC' && s.type !== 'PER') || removed.has(s)) continue;
    const [a, b] = tokenRange(tokens, s);
    // The whole name read as one place: given name, particles, surname inside the span.
    if (s.type === 'LOC' && b - a >= 2 && openingGivenName(tokens.words[a]!)) {
      const k = particlesBefore(text, tokens, a + 1) === a + 1 ? -1 : a + 1;
      let j = a + 1;
      while (j <= b && (isNameParticle(tokens.words[j]!) || (ARTICLES_AFTER_DE.has(tokens.words[j]!) && tokens.words[j - 1] === 'de')) && tokens.words[j] === tokens.words[j]!.toLowerCase()) j++;
      if (k === -1 && j > a + 1 && j <= b && b - j < 2 && tokens.words.slice(j, b + 1).every((w) => CAPITALISED_WORD.test(w)) && lookupPlace(text.slice(s.start, s.end)).length === 0 && !surnameIsPlace(j, b)) {
        removed.add(s);
        added.push({ type: 'PER', start: s.start, end: s.end });
      }
      continue;
    }
    // The surname alone read as a place, after particles the span leaves out.
    let e = a;
    while (e < b && CAPITALISED_WORD.test(tokens.words[e + 1]!)) e++;
    if (!CAPITALISED_WORD.test(tokens.words[a]!) || e - a > 1) continue;
    // A person span that opens with a given name or a title is a person of its own after "van" / "de" ("the cow of
    // Koos Kruger", "Hadiza da Hajiya Jamilu").
    if (s.type === 'PER' && (openingGivenName(tokens.words[a]!) || isNameTitle(titleBefore(tokens, a)))) continue;
    const k = particlesBefore(text, tokens, a);
    if (k === a || k === 0) continue;
    const opener = tokens.words[k - 1]!;
    const initials = initialsBefore(tokens, k);
    let start: number;
    const before = overlapping(spans, tokens.starts[k - 1]!, tokens.ends[k - 1]!)[0];
    // A person read before the particles joins only when it is the given name alone (after its titles): a full
    // name before them ("Hadiza Sule da Hajiya Jamilu", Hausa "da" = "and") is a person of its own.
    if (before && before.type === 'PER' && before.end === tokens.ends[k - 1]! && openingGivenName(opener) && givenNameAlone(tokens, before)) start = before.start;
    else if (!before && openingGivenName(opener)) start = tokens.starts[k - 1]!;
    else if (!before && initials < k) start = tokens.starts[initials]!;
    // After a title the particles open the name and the title stays out ("Judge von der Heide", "mevr. de Vries").
    else if (!before && isNameTitle(titleBefore(tokens, k - 1))) start = tokens.starts[k]!;
    else continue;
    if (surnameIsPlace(a, e)) continue;
    // A person span keeps its own end (a surname of more words than the place rule reads stays whole).
    const end = s.type === 'PER' ? s.end : tokens.ends[e]!;
    if (overlapping(spans, start, end).some((x) => x !== s && x !== before)) continue;
    if (before) removed.add(before);
    removed.add(s);
    added.push({ type: 'PER', start, end });
  }
  return replaced(spans, removed, added);
}

/** A citation's party (tokens [a, b)) reads as a person's name. */
function partyIsPerson(tokens: Tokens, a: number, b: number, w: JudgmentWords): boolean {
  const words = tokens.words.slice(a, b);
  if (words.length === 0 || words.length > 4) return false;
  if (words.length === 1 && words[0]!.length === 1) return false;
  if (words.some((x) => w.nonPersons.has(x) || organisationWords().has(x))) return false;
  if (!nameLike(words[0]!)) return false;
  // A firm named after its country or people ("Ecobank Ghana", "Nigerian Breweries") is no person.
  if (words.some((x) => w.demonym(x) || lookupPlace(x).some((p) => p.kind === 'country' || p.kind === 'region'))) return false;
  const places = lookupPlace(words.join(' '));
  // A state party ("v. France") is never a person; another place only when no name list knows its words.
  if (places.some((p) => p.kind === 'country' || p.kind === 'region')) return false;
  if (places.length > 0 && !words.some((x) => isFamilyName(x) || isGivenName(x))) return false;
  return words.some((x) => !isNameParticle(x));
}

const PARTY_GLUE = new Set(['of', 'for', 'the', 'and', '&', ',', '-', "'s", '’s']);
const YEAR = /^(?:1[89]|20)\d\d$/u;
/** A case number written with a slash ("861/2022"), before a cause list's parties. */
const SLASHED_NUMBER = /^\d+\/\d+$/u;

/**
 * A law report or case number follows the right party ("Darko [2017] 1 SCGLR", "Akpan (2015) LPELR",
 * "Motaung 2019 (6) SA"), after at most ten of its words: a sports fixture ("Arsenal v Chelsea") has none.
 */
function citationFollows(tokens: Tokens, from: number): boolean {
  for (let k = from; k < tokens.words.length && k < from + 12; k++) {
    const word = tokens.words[k]!;
    if (k > from && tokens.newlineBefore[k]) return false;
    if (word === '[' || word === '(' || YEAR.test(word)) return k > from;
    if (!CAPITALISED_WORD.test(word) && !PARTY_GLUE.has(word) && !isNameParticle(word)) return false;
  }
  return false;
}

/**
 * A person span over a joiner written as a word of two letters or more ("JANNIE RIAAN VAN DER MERWE VS TSHEPISO MODISE",
 * "Mwangi versus Njoroge") is two names: the span is cut into the words on either side (a capital "V" alone is left,
 * an initial as often).
 */
function splitAtJoiners(tokens: Tokens, spans: RefinedSpan[], joiners: ReadonlySet<string>): RefinedSpan[] {
  let out: RefinedSpan[] | undefined;
  for (const s of spans) {
    if (s.type !== 'PER') continue;
    const [a, b] = tokenRange(tokens, s);
    for (let t = a + 1; t < b; t++) {
      const word = tokens.words[t]!;
      if (word.length < 2 || !joiners.has(word.toLowerCase())) continue;
      out ??= spans.filter((x) => x !== s);
      if (out.includes(s)) out = out.filter((x) => x !== s);
      out.push({ type: 'PER', start: s.start, end: tokens.ends[t - 1]! }, { type: 'PER', start: tokens.starts[t + 1]!, end: s.end });
      break;
    }
  }
  return out ? out.sort((x, y) => x.start - y.start) : spans;
}

/** A case number right before token `a` on its line: a year ("OF 2020") or a number written with a slash ("861/2022"). */
function numberBefore(tokens: Tokens, a: number): boolean {
  if (a === 0 || tokens.newlineBefore[a]) return false;
  const word = tokens.words[a - 1]!;
  return YEAR.test(word) || SLASHED_NUMBER.test(word);
}

/**
 * A party of a cause list read as a person without a law report after it: two words or more, none an English word
 * unless the name lists know it, one a given or family name the lexicon lists ("AMINU BELLO", "HENDRICKS Shireen");
 * a club of a fixture list ("Kaizer Chiefs", "Rivers United") holds an English word or no listed name.
 */
function listedParty(tokens: Tokens, a: number, b: number): boolean {
  const words = tokens.words.slice(a, b).filter((x) => !isNameParticle(x));
  return words.length >= 2 && words.every((x) => !isEnglishWord(x) || isGivenName(x) || isFamilyName(x)) && words.some((x) => isGivenName(x) || isFamilyName(x));
}

/**
 * The parties of case citations ("Asamoah v Darko", "Lindgren v. Kowalczyk", "In re Whitcombe") that read as names,
 * and of a cause list's entries ("2. HCCA E936 OF 2025 ITORO OVWIGHO VS ADEOLA TEMITOPE OLATUNJI"; the joiner in
 * capitals too, never a capital "V" alone, an initial as often).
 */
export function citationParties(tokens: Tokens, input: RefinedSpan[], w: JudgmentWords): RefinedSpan[] {
  const n = tokens.words.length;
  const spans = splitAtJoiners(tokens, input, w.joiners);
  // Each party with the token range of its citation (a left party up to its joiner, a right party from it).
  const parties: [number, number, number, number][] = [];
  const crown = new Set<RefinedSpan>();
  for (let t = 1; t < n - 1; t++) {
    const word = tokens.words[t]!;
    if (w.joiners.has(word.toLowerCase()) && (word === word.toLowerCase() || (word.length > 1 && !isNameParticle(word)))) {
      const dotted = tokens.words[t + 1] === DOT;
      const right = dotted ? t + 2 : t + 1;
      if (right >= n || tokens.newlineBefore[t] || tokens.newlineBefore[right]) continue;
      const cited = dotted || w.nonPersons.has(tokens.words[t - 1]!) || citationFollows(tokens, right);
      // Left party: the capitalised words right before the joiner, less an opening English word ("In", "See").
      let a = t;
      while (a > 0 && t - a < 5 && !tokens.newlineBefore[a] && (CAPITALISED_WORD.test(tokens.words[a - 1]!) || (isNameParticle(tokens.words[a - 1]!) && a < t))) a--;
      while (a < t && !nameLike(tokens.words[a]!) && !isNameParticle(tokens.words[a]!)) a++;
      // A cause list names a case by its number, then its parties ("1. ELC E214 OF 2020 AMINU BELLO VS CHIAMAKA
      // NNAMDI NWANKWO"), with no law report after them: there a party counts only as a full name (`listedParty`).
      const listed = !cited && numberBefore(tokens, a);
      if (!cited && !listed) continue;
      if (a < t && partyIsPerson(tokens, a, t, w) && (cited || listedParty(tokens, a, t))) parties.push([a, t, a, right - 1]);
      // The Crown or the State as a party ("R v Haldane", "S v Mokoena") is no person.
      if (w.nonPersons.has(tokens.words[t - 1]!)) {
        for (const s of overlapping(spans, tokens.starts[t - 1]!, tokens.ends[t - 1]!)) if (s.type === 'PER' && s.start === tokens.starts[t - 1] && s.end === tokens.ends[t - 1]) crown.add(s);
      }
      const end = nameRun(tokens, right, 4, w);
      if (end < n && /^(?:of|for)$/u.test(tokens.words[end]!)) continue; // "Secretary of State", "MEC for Health"
      if (end > right && partyIsPerson(tokens, right, end, w) && (cited || listedParty(tokens, right, end))) parties.push([right, end, t, end - 1]);
      continue;
    }
    const lower = word.toLowerCase();
    for (const cue of w.cues) {
      if (lower !== cue[0] || t + cue.length >= n) continue;
      if (!cue.every((c, j) => tokens.words[t + j]!.toLowerCase() === c && (j === 0 || !tokens.newlineBefore[t + j]))) continue;
      const from = t + cue.length;
      const end = nameRun(tokens, from, 4, w);
      if (end > from && !tokens.newlineBefore[from] && partyIsPerson(tokens, from, end, w)) parties.push([from, end, from, end - 1]);
    }
  }
  if (parties.length === 0 && crown.size === 0) return spans;
  const removed = new Set<RefinedSpan>(crown);
  const added: RefinedSpan[] = [];
  for (const [a, b, from, to] of parties) {
    const start = tokens.starts[a]!;
    const end = tokens.ends[b - 1]!;
    const inside = overlapping(spans, start, end).filter((s) => !removed.has(s));
    // An organisation read over the party and its joiner alone ("Moreau v") gives way; a longer one stays.
    if (inside.some((s) => s.type === 'ORG' && (s.start < tokens.starts[from]! || s.end > tokens.ends[to]!))) continue;
    if (inside.length === 1 && inside[0]!.type === 'PER' && inside[0]!.start === start && inside[0]!.end === end) continue;
    if (added.some((s) => s.start < end && s.end > start)) continue;
    for (const s of inside) removed.add(s);
    added.push({ type: 'PER', start, end });
  }
  // A removed span reaching beyond the parties (a "place" read over "Asamoah v Darko") leaves nothing behind it.
  return replaced(spans, removed, added);
}

/** Tokens `from`..`b` (one at least) all words of refine.json `non_person_parties` ("State", "Republic"), without a copy or a closure per span. */
function statePartyOnly(tokens: Tokens, from: number, b: number, w: JudgmentWords): boolean {
  if (from > b) return false;
  for (let t = from; t <= b; t++) if (!w.nonPersons.has(capitalised(tokens.words[t]!))) return false;
  return true;
}

const REPORT_NUMBER = /^\d+$/u;

/**
 * Tokens a..b lie inside a law report reference, between its bracketed year and its page or case number, every word
 * between capitalised or a volume number ("[2015] EWCA Crim 77", "[2017] 1 SCGLR 310", "(2019) 3 NWLR 112"): the
 * report series, the court and its division ("Crim", "Civ", "Admin") are named there, never a person.
 */
function inReportReference(tokens: Tokens, a: number, b: number): boolean {
  const fits = (t: number) => !tokens.newlineBefore[t] && (CAPITALISED_WORD.test(tokens.words[t]!) || REPORT_NUMBER.test(tokens.words[t]!));
  let k = a;
  while (k > 0 && a - k < 3 && fits(k - 1) && !YEAR.test(tokens.words[k - 1]!)) k--;
  const w = tokens.words;
  if (k < 3 || !(w[k - 1] === ']' || w[k - 1] === ')') || !YEAR.test(w[k - 2]!) || !(w[k - 3] === '[' || w[k - 3] === '(')) return false;
  let m = b + 1;
  while (m < w.length && m - b <= 3 && CAPITALISED_WORD.test(w[m]!) && !tokens.newlineBefore[m]) m++;
  return m < w.length && !tokens.newlineBefore[m] && REPORT_NUMBER.test(w[m]!);
}

/**
 * A one-word person or place that is a set word of a judgment's heading ("CORAM:", "HOLDEN AT", "Approved Judgment") is
 * neither; nor is a citation's joiner alone ("R v JAMES SMITH": "v" read as a person), nor a party that is the state
 * or an office, made only of refine.json `non_person_parties` words after an optional "the" ("APPELLANT AND THE STATE
 * ...... RESPONDENT", "The Republic"): such a party names no one and no place; nor is a person read inside a law
 * report reference (`inReportReference`: "[2015] EWCA Crim 77").
 */
export function headingWords(tokens: Tokens, spans: RefinedSpan[], w: JudgmentWords): RefinedSpan[] {
  return spans.filter((s) => {
    if (s.type === 'ORG') return true;
    const [a, b] = tokenRange(tokens, s);
    if (s.type === 'PER' && inReportReference(tokens, a, b)) return false;
    const word = tokens.words[a]!;
    const lower = word.toLowerCase();
    if (a === b && w.joiners.has(lower)) return false;
    if (statePartyOnly(tokens, lower === 'the' ? a + 1 : a, b, w)) return false;
    if (!(a === b && CAPITALISED_WORD.test(word) && w.headings.has(capitalised(word)))) return true;
    // As a heading word it ends its line, opens a colon ("CORAM:") or a seat ("HOLDEN AT"); "Holden said" is a man.
    const next = tokens.words[b + 1];
    return !(next === undefined || tokens.newlineBefore[b + 1] || next === ':' || next.toLowerCase() === 'at');
  });
}

/** A postcode's first half, as the UK, Ireland and Canada write it ("WC2A", "M1", "D02", "K1A"): capitals and digits. */
const POSTCODE_PART = /^(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{2,4}$/u;

/**
 * A person read on an address line, right before ", <place>, <postcode>" ("Royal Courts of Justice\nStrand,
 * London, WC2A 2LL"), is the street or locality the line opens with: a place. A name before a town alone
 * ("Smith, London") stays a person: only a postcode after the town makes the line an address.
 */
export function addressLinePlaces(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const out: RefinedSpan[] = [];
  for (let i = 0; i < spans.length; i++) {
    const s = spans[i]!;
    const next = spans[i + 1];
    if (s.type !== 'PER' || next?.type !== 'LOC') {
      out.push(s);
      continue;
    }
    const [a, b] = tokenRange(tokens, s);
    const [c, d] = tokenRange(tokens, next);
    const address =
      c === b + 2 &&
      tokens.words[b + 1] === ',' &&
      tokens.words[d + 1] === ',' &&
      POSTCODE_PART.test(tokens.words[d + 2] ?? '') &&
      ![b + 1, c, d + 1, d + 2].some((k) => tokens.newlineBefore[k]);
    out.push(address || placeAfterBody(tokens, spans, i, a, b, c) ? { ...s, type: 'LOC' } : s);
  }
  return out;
}

/**
 * `Place of attachment: Volta River Authority, Kanda, Winneba`, `Branch: Shoprite Checkers, Greenside, Pretoria`: a
 * body's name, a comma, one word read as a person, a comma and a place, all on one line, is where the body sits, its
 * area then its town, as logbooks, branch lists and letterheads write them; the word between is the area (the
 * organisation span or the place span before the first comma says the line is no list of persons). The word must be
 * no given name or surname the lexicon knows unless the gazetteer knows it as a place too ("Kanda", "Madina"): "Bank of
 * Ghana, Ama, Tema" and "Invited: Ecobank, Mensah, Kumasi" keep the person (a contact named by the surname alone between
 * the body and the town, as invitation and contact lists write it; review s44-rev-prose30r), and so does a list of
 * places with a surname in it ("Kumasi, Owusu, Accra"); a person before the first comma (a surname first, "Boateng,
 * Kofi, Tema") leaves it.
 */
function placeAfterBody(tokens: Tokens, spans: readonly RefinedSpan[], i: number, a: number, b: number, c: number): boolean {
  const before = spans[i - 1];
  if (a !== b || c !== b + 2 || a < 2 || tokens.words[a - 1] !== ',' || tokens.words[b + 1] !== ',' || before === undefined) return false;
  if ((before.type !== 'ORG' && before.type !== 'LOC') || before.end !== tokens.ends[a - 2] || tokens.starts[a - 1] !== before.end) return false;
  if ([a - 1, a, b + 1, c].some((k) => tokens.newlineBefore[k])) return false;
  const word = tokens.words[a]!;
  return CAPITALISED_WORD.test(word) && (!(isGivenName(word) || isFamilyName(word)) || lookupPlace(word).length > 0) && !isNameTitle(word);
}
