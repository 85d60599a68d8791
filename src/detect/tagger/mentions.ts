// One text, one reading of a name: the tagger decides each sentence on its own, but a person or a place
// named once in a text is the same kind at its other mentions in that text (a case note, a judgment, an
// e-mail, a forum thread: "Kelly Cloud ... called" and later "Cloud has instructed me"). Two rules, over
// the spans of the whole text the caller passed (one sentence gives them nothing to work with):
// - a capitalised word sequence the tagger read as a person or a place somewhere in the text, written
//   again elsewhere standing on its own (no capitalised word glued before or after it), is that kind
//   there too; a person of two or more words also lends its last word, the surname ("Smith said"), and its
//   given name when that opens no other name there and is no English word, calendar word or place ("Dilshan
//   Mukherjee ... Dilshan was");
// - a one-word "place" the gazetteer does not know that is the surname of a person of two or more words
//   in the same text is that person ("Hassan Nasrallah called ... Nasrallah 's party").
// A sequence read both ways in the text is left as the tagger read each mention, and so is a one-word
// reading the text leaves unread more often than it reads it (a slip of the tagger, not a reading). At a sentence's start a
// mention that is also an English word ("Rice", "Bush") is not added: there capitals say nothing.
// And, after those, a person's surname written again with a Nguni noun-class prefix ("UNkosi") is that
// person (prefixedMentions).
import { isCalendarWord, isEnglishWord, isGivenName, isNameTitle, lookupPlace, nameTokenStrength } from '../../lexicon/index.js';
import { ARTICLES_AFTER_DE, isNameParticle, NOUN_CLASS_PREFIX } from '../lexical/nameTokens.js';
import { coveredTokens, type RefinedSpan, replaced, tokenRange } from './spanIndex.js';
import { CAPITALISED_WORD, type Tokens } from './tokens.js';

/**
 * A capitalised name word with at least one lower-case letter ("Nasrallah", "McDonald", not "US" or "ISS").
 * Two linear tests, not one pattern with an inner `\p{Ll}` between two starred classes: that one backtracks
 * quadratically on a long capitalised token that fails at its end ("Abbb…b1").
 */
const LOWER = /\p{Ll}/u;
function isNameWord(w: string): boolean {
  return CAPITALISED_WORD.test(w) && LOWER.test(w);
}
const UPPER_START = /^\p{Lu}/u;
/** A lower-case particle of a person's name ("du", "van", "der"), "las" / "los" after "de" ("de las Heras"). */
function isNameParticleWord(w: string, before: string | undefined): boolean {
  return w === w.toLowerCase() && (isNameParticle(w) || (ARTICLES_AFTER_DE.has(w) && before === 'de'));
}
/** Longest sequence looked up at a mention (words). */
const MAX_WORDS = 4;

/** The kinds a sequence was read as in this text: one bit per kind. */
const PER = 1;
const LOC = 2;

interface Reading {
  /** PER | LOC bits. */
  kinds: number;
  /** Mentions read as an entity (a surname of a longer person counts once per person). */
  read: number;
  /** Read at least once as a name of two or more words ("Kelly Cloud", "West Bank"), which the tagger seldom invents. */
  long: boolean;
}

/** Gives every stand-alone mention of a name the kind the tagger gave it elsewhere in the same text. */
export function sameTextMentions(
  tokens: Tokens,
  spans: RefinedSpan[],
  foreign: () => boolean = () => false,
  notNames: ReadonlySet<string> = new Set(),
): RefinedSpan[] {
  const kinds = new Map<string, Reading>();
  const note = (key: string, bit: number, long: boolean) => {
    const r = kinds.get(key);
    if (r) {
      r.kinds |= bit;
      r.read++;
      r.long ||= long;
    } else kinds.set(key, { kinds: bit, read: 1, long });
  };
  const surnames = new Set<string>();
  /** The first name word of each person of two or more words, with the rest of each name it opens. */
  const openers = new Map<string, Set<string>>();
  const n = tokens.words.length;
  for (const s of spans) {
    if (s.type === 'ORG') continue;
    const [a, b] = tokenRange(tokens, s);
    const written = tokens.words.slice(a, b + 1);
    // A person's lower-case particles inside the name ("Annelie du Plessis", "Nerea de las Heras") are no name
    // words, but the name still lends its surname and given name (its mentions "A. du Plessis", "Plessis said").
    const words = s.type === 'PER' ? written.filter((w, i) => i === 0 || i === written.length - 1 || !isNameParticleWord(w, written[i - 1])) : written;
    if (words.length > MAX_WORDS || !words.every(isNameWord)) continue;
    const bit = s.type === 'PER' ? PER : LOC;
    if (words.length === written.length) note(words.join(' '), bit, words.length >= 2);
    if (s.type === 'PER' && words.length >= 2) {
      const last = words[words.length - 1]!;
      note(last, PER, true);
      surnames.add(last);
      // The given name too (given() below), when it opens the name after its titles.
      const names = words.filter((w) => !isNameTitle(w));
      if (names.length >= 2 && names[0] !== last) {
        const rests = openers.get(names[0]!) ?? new Set<string>();
        rests.add(names.slice(1).join(' '));
        openers.set(names[0]!, rests);
      }
    }
  }
  // A narrative names a person by the given name alone ("Dilshan Sanjay Mukherjee ... Dilshan was taken"): the
  // first name word of a longer person lends itself when it opens one name only in the text (a word opening
  // several, "Minisitiri Diane Umutoni ... Minisitiri Eric Tuyishime", is an office or title the lexicon lacks)
  // and is no English word, calendar word, place, word the name lexicon rules out or one of `notNames` (refine.json
  // `celestial_bodies`: "Venus Okafor" lends no "Transit Venus") ("Grace", "Sunday", "Paris");
  // in a text written in another language (`foreign`), where capitals open offices and nouns the lexicon does not
  // know ("Minisitiri Diane Umutoni ... Minisitiri yavuze"), only a word it lists as a given name.
  for (const [first, rests] of openers) {
    const strength = nameTokenStrength(first);
    if (rests.size !== 1 || notNames.has(first) || strength === 'never' || strength === 'word' || isEnglishWord(first.toLowerCase()) || isCalendarWord(first) || lookupPlace(first).length > 0) continue;
    if (!isGivenName(first) && foreign()) continue;
    note(first, PER, true);
  }
  if (kinds.size === 0) return spans;
  const covered = coveredTokens(tokens, spans);
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  // A one-word place no gazetteer lists that this text uses as a person's surname is that person.
  for (const s of spans) {
    if (s.type !== 'LOC') continue;
    const [a, b] = tokenRange(tokens, s);
    const word = tokens.words[a]!;
    if (a !== b || !surnames.has(word) || lookupPlace(word).length > 0) continue;
    removed.add(s);
    added.push({ type: 'PER', start: s.start, end: s.end });
  }
  const glued = (t: number) => t >= 0 && t < n && UPPER_START.test(tokens.words[t]!);
  // A capitalised English word opening the sentence is capitalised for that alone ("Then Mensah wrote"); a title is not ("Justice Banda").
  const opener = (t: number) => tokens.sentenceStart[t] === 1 && isEnglishWord(tokens.words[t]!) && !isNameTitle(tokens.words[t]!);
  const found: { key: string; a: number; b: number; kind: number }[] = [];
  const unread = new Map<string, number>();
  for (let t = 0; t < n; t++) {
    if (covered[t] || !isNameWord(tokens.words[t]!) || (glued(t - 1) && !opener(t - 1) && tokens.starts[t]! - tokens.ends[t - 1]! <= 1)) continue;
    // The longest known sequence from t over uncovered name words.
    let match = -1;
    let reading: Reading | undefined;
    let key = '';
    let matched = '';
    for (let b = t; b < n && b - t < MAX_WORDS && !covered[b] && isNameWord(tokens.words[b]!); b++) {
      key = b === t ? tokens.words[b]! : `${key} ${tokens.words[b]!}`;
      const r = kinds.get(key);
      if (r !== undefined) {
        match = b;
        reading = r;
        matched = key;
      }
    }
    if (match < 0 || !reading || (reading.kinds !== PER && reading.kinds !== LOC)) continue;
    if (glued(match + 1) && tokens.starts[match + 1]! - tokens.ends[match]! <= 1) continue;
    if (tokens.sentenceStart[t] && match === t && isEnglishWord(tokens.words[t]!)) continue;
    found.push({ key: matched, a: t, b: match, kind: reading.kinds });
    unread.set(matched, (unread.get(matched) ?? 0) + 1);
    t = match;
  }
  // A one-word reading counts only when the text does not leave the same word unread more often than it
  // reads it: one mention of "Google" read as a place among ten read as nothing is the tagger's slip. A
  // name of two or more words (a person's surname included) carries to all its mentions.
  for (const f of found) {
    const r = kinds.get(f.key)!;
    if (!r.long && r.read < unread.get(f.key)!) continue;
    added.push({ type: f.kind === PER ? 'PER' : 'LOC', start: tokens.starts[f.a]!, end: tokens.ends[f.b]! });
  }
  return replaced(spans, removed, added);
}

/**
 * A person named again with a Nguni noun-class prefix glued ("uSipho Nkosi ... UNkosi uthe", "kaNkosi"):
 * a word that is a personal prefix (nameTokens.ts `NOUN_CLASS_PREFIX`, its first letter in either case, as
 * a sentence opens with "UNkosi") and the last word of a person span of the same text is that person.
 */
export function prefixedMentions(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const surnames = new Set<string>();
  for (const s of spans) {
    if (s.type !== 'PER') continue;
    const w = tokens.words[tokenRange(tokens, s)[1]]!;
    const m = NOUN_CLASS_PREFIX.exec(w);
    surnames.add(m ? w.slice(m[0].length) : w);
  }
  if (surnames.size === 0) return spans;
  const covered = coveredTokens(tokens, spans);
  const added: RefinedSpan[] = [];
  for (let t = 0; t < tokens.words.length; t++) {
    const w = tokens.words[t]!;
    if (covered[t] || w.length < 3) continue;
    const m = NOUN_CLASS_PREFIX.exec(w[0]!.toLowerCase() + w.slice(1));
    if (m && surnames.has(w.slice(m[0].length))) added.push({ type: 'PER', start: tokens.starts[t]!, end: tokens.ends[t]! });
  }
  return added.length === 0 ? spans : replaced(spans, new Set(), added);
}
