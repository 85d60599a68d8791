// Runs the tagger over a text: tokens, features, Viterbi per sentence, BIO labels to entity spans.
// A person span is widened over the initials and then the titles and honorifics right before it
// ("Mr L.-E. Pettiti", "Chief Dr Okafor", "Alhaji"), so the whole way a person is addressed is one finding, except
// a title chain naming a judicial office ("Lord Justice Darby": the office, outside the span; nameTitles.ts);
// a common word opening it ("Like Ben", "Thanks Ngozi Okafor") is left out.
import { isEnglishWord, isNameTitle, lookupPlace, nameTokenStrength } from '../../lexicon/index.js';
import { isNameParticle } from '../lexical/nameTokens.js';
import { isNoteMarker, nameStartWithTitles } from '../lexical/nameTitles.js';
import { emissionScores } from './features.js';
import { decode, ENTITY_TYPES, type EntityType, L, type TaggerWeights } from './model.js';
import { isKinNoun, refineSpans } from './refine.js';
import { tokenize } from './tokens.js';
import { wordClass } from './wordClasses.js';

export interface TaggedSpan {
  type: EntityType;
  /** UTF-16 offsets. */
  start: number;
  end: number;
}

let labels = new Uint8Array(1024);
const LOWER_START = /^\p{Ll}/u;
const HAS_UPPER = /\p{Lu}/u;
const SPAN_STOPS = new Set([';', ':']);
const UPPER_START = /^\p{Lu}/u;
const WORDISH = /[\p{L}\p{N}]/u;

/** A line with no lower-case letter (a JavaScript line: it may also end at a carriage return). */
const NO_LOWER_LINE = /^[^\p{Ll}\n]+$/gmu;
/** Two words in capitals side by side: two capitals, non-letters, two capitals. */
const CAPITALS_PAIR = /\p{Lu}{2}[^\p{L}\n]+\p{Lu}{2}/gu;
const CAPITALS_WORD = /\p{Lu}[\p{Lu}\p{M}]+/gu;

/**
 * The text the tagger reads: lines of two or more words written all in capitals, with no lower-case
 * letter (letterheads, headings, form labels: "FIRST BANK OF NIGERIA PLC"), in a title-cased copy of the
 * same length ("First Bank of Nigeria Plc"; its verbs, adverbs and function words in lower case: `titleCased`),
 * as the model learnt names from capitalised words; everything else as written. Offsets are unchanged. A line counts when a pair of capital words starts in it or
 * after it before the next line feed (`lastPair`, found once per line feed's line): one pattern with that
 * test as a lookahead ahead of the line backtracked quadratically over a long line of capitals.
 */
export function readableCase(text: string): string {
  if (!/\p{Lu}{2,}/u.test(text)) return text;
  let lineEnd = -1;
  let lastPair = -1;
  return text.replace(NO_LOWER_LINE, (line: string, offset: number) => {
    if (offset > lineEnd) {
      const feed = text.indexOf('\n', offset);
      lineEnd = feed < 0 ? text.length : feed;
      const tail = text.slice(offset, lineEnd);
      lastPair = -1;
      CAPITALS_PAIR.lastIndex = 0;
      // Every start, overlapping ones too ("AB CD EF": the pair CD EF starts inside AB CD); one code point on.
      for (let m = CAPITALS_PAIR.exec(tail); m !== null; m = CAPITALS_PAIR.exec(tail)) {
        lastPair = offset + m.index;
        CAPITALS_PAIR.lastIndex = m.index + (tail.codePointAt(m.index)! > 0xffff ? 2 : 1);
      }
    }
    if (lastPair < offset) return line;
    const titled = titleCased(line);
    return titled.length === line.length ? titled : line;
  });
}

/**
 * A line of capitals title-cased, its words that are no name in lower case (`lowerInCapitals`). A given name that is
 * also a verb or an adjective ("GIVEN", "ROSE") is lowered only where the word after it is lowered too or none
 * follows on the line ("JUDGMENT GIVEN ON": "Judgment given on"; "ROSE MWANGI" stays "Rose Mwangi").
 */
function titleCased(line: string): string {
  const words = [...line.matchAll(CAPITALS_WORD)];
  const lowered = words.map((m) => lowerInCapitals(m[0].toLowerCase(), line, m.index, false));
  for (let i = words.length - 1; i >= 0; i--) {
    if (lowered[i]) continue;
    const next = words[i + 1];
    const nextLowered = next === undefined || lowered[i + 1] === true || !BETWEEN_WORDS.test(line.slice(words[i]!.index + words[i]![0].length, next.index));
    if (nextLowered && lowerInCapitals(words[i]![0].toLowerCase(), line, words[i]!.index, true)) lowered[i] = true;
  }
  let out = '';
  let from = 0;
  words.forEach((m, i) => {
    const w = m[0];
    out += line.slice(from, m.index) + (lowered[i] ? w.toLowerCase() : w.charAt(0) + w.slice(1).toLowerCase());
    from = m.index + w.length;
  });
  return out + line.slice(from);
}

/** Only blanks or a comma between two words: the next word goes on the same phrase. */
const BETWEEN_WORDS = /^[\s,]*$/u;

/** Parts of speech (word-classes.json, most frequent first) that never name anyone: verbs, adverbs, function words. */
const NAMELESS_CLASS = /^[VRF]/;
/** Name strengths of a word that is no name first ("Helped", "The", "Apologised"); "Said", "Will", "Rose" stay names. */
const NO_NAME_STRENGTHS: ReadonlySet<string> = new Set(['never', 'word', 'unknown']);
/** What may stand between a sentence's end and its next word: spaces, quotes, brackets. */
const SENTENCE_GAP = /[\s"'“”‘’([]/u;
/** What ends a sentence or a label before the next word. */
const SENTENCE_END = /[.!?:;]/u;

/** What the lexicons say of a word of a line in capitals (`nameless`): kept capitalised, lowered, lowered only where no name follows. */
const NAMED = 0;
const NAMELESS = 1;
const SOFT_NAME = 2;
const NAMELESS_LIMIT = 50_000;
let namelessWords = new Map<string, number>();

/**
 * Whether a lower-cased word may be read in lower case in a line of capitals, read once per distinct word (the
 * same words recur): a verb, adverb, function word or kin word that no name list holds first and no place is
 * (`SOFT_NAME`: a given name that is also such a word, "given", "rose").
 */
function nameless(lower: string): number {
  let kind = namelessWords.get(lower);
  if (kind !== undefined) return kind;
  kind = NAMED;
  const cls = wordClass(lower);
  if (NAMELESS_CLASS.test(cls) || isKinNoun(lower)) {
    const written = lower.charAt(0).toUpperCase() + lower.slice(1);
    const strength = nameTokenStrength(written);
    // A place keeps its capital, but not a function word that is also a town ("Of" in Turkey); "US" and "UK" stay.
    const places = NO_NAME_STRENGTHS.has(strength) || strength === 'soft' ? lookupPlace(written) : [];
    const place = places.length > 0 && (cls[0] !== 'F' || (lower.length <= 3 && places.some((e) => e.kind === 'country')));
    if (!place && NO_NAME_STRENGTHS.has(strength)) kind = NAMELESS;
    else if (!place && strength === 'soft') kind = SOFT_NAME;
  }
  if (namelessWords.size >= NAMELESS_LIMIT) namelessWords = new Map();
  namelessWords.set(lower, kind);
  return kind;
}

/**
 * Whether a word of a line written in capitals is read in lower case rather than capitalised: a word general
 * English uses first as a verb, an adverb or a function word, which no name list reads as a name first, no place,
 * and no sentence's first word ("THE MANAGER MRS NWANKWO APOLOGISED AND GAVE US DESSERT" is read "The Manager Mrs
 * Nwankwo apologised and gave Us Dessert": "US" may be the country), and so is a relative's word ("MY AUNTIE BUKOLA":
 * refine.json `kin_nouns`). In capitals every word looks like a name to a tagger that learnt
 * names from capitals; the words that are never part of a name then end the span, as they do in mixed case
 * (court records, forms and reviews are written so). Nouns and adjectives stay capitalised, as a heading's
 * ("First Bank of Nigeria Plc", "High Court at Nairobi") name their organisations and places.
 */
function lowerInCapitals(lower: string, line: string, at: number, softNames: boolean): boolean {
  const kind = nameless(lower);
  if (kind === NAMED || (kind === SOFT_NAME && !softNames)) return false;
  let i = at - 1;
  while (i >= 0 && SENTENCE_GAP.test(line[i]!)) i--;
  return i >= 0 && !SENTENCE_END.test(line[i]!);
}

/**
 * A capitalised word the name lexicon reads as a common word: one that is never a name ("Thanks",
 * "Please") anywhere, one that is a word first ("Like", "Visit") at a sentence's start; titles ("Dr",
 * "Justice") stay, as they are widened into the span anyway.
 */
function commonOpener(word: string, atSentenceStart: boolean): boolean {
  if (!UPPER_START.test(word) || isNameTitle(word) || !isEnglishWord(word)) return false;
  const strength = nameTokenStrength(word);
  return strength === 'never' || (strength === 'word' && atSentenceStart);
}

export function tagText(weights: TaggerWeights, written: string): TaggedSpan[] {
  const text = readableCase(written);
  const tokens = tokenize(text);
  const n = tokens.words.length;
  if (n === 0) return [];
  const emit = emissionScores(text, tokens, weights, L);
  if (labels.length < n) labels = new Uint8Array(n * 2);
  let from = 0;
  for (let t = 1; t <= n; t++) {
    if (t === n || tokens.sentenceStart[t]) {
      decode(weights, emit, from, t - from, labels, from);
      from = t;
    }
  }
  const out: TaggedSpan[] = [];
  let open: TaggedSpan | null = null;
  for (let t = 0; t < n; t++) {
    const l = labels[t]!;
    if (l === 0) {
      open = null;
      continue;
    }
    const type = ENTITY_TYPES[(l - 1) >> 1]!;
    // A common word that opens a longer person span is not part of the name ("Like Ben, I will ...",
    // "Thanks Ngozi", "Visit Phunnarungsi" at a sentence's start): the name starts after it.
    // A postscript marker opening the line ("P.S. Tom, please call") is no initial either.
    const opener = commonOpener(tokens.words[t]!, tokens.sentenceStart[t] === 1) || (isNoteMarker(tokens.words[t]!) && (t === 0 || tokens.newlineBefore[t] === 1));
    if (type === 'PER' && l % 2 === 1 && t + 1 < n && labels[t + 1] === l + 1 && opener) {
      open = null;
      continue;
    }
    // A capitalised name never runs on through a lower-case word, English or not ("ADAEZE met Adaeze" is two
    // names; "Kenya Agyeman bɛware Memeneda", "Kammer durch Richterin Jörg Zimmermann"): the word ends the span
    // unless it is a name particle ("Johan van der Merwe") or holds a capital, a name with a glued prefix ("u-Anathi").
    if (type === 'PER' && open !== null && open.type === 'PER' && l % 2 === 0 && LOWER_START.test(tokens.words[t]!) && UPPER_START.test(text.slice(open.start, open.start + 2)) && (isEnglishWord(tokens.words[t]!) || !HAS_UPPER.test(tokens.words[t]!)) && !isNameParticle(tokens.words[t]!)) {
      open = null;
      continue;
    }
    // No name runs on through a semicolon or a colon ("Quarshie, Kɔku; Asante", "KWASI: Abena"): it ends the span.
    if (open !== null && l % 2 === 0 && SPAN_STOPS.has(tokens.words[t]!)) {
      open = null;
      continue;
    }
    if (l % 2 === 1 || open === null || open.type !== type) {
      // A span never opens on punctuation: after a dropped opener ("P.S. Tom", "A. Noel Kramer") the name starts at its next word.
      if (!WORDISH.test(tokens.words[t]!)) {
        open = null;
        continue;
      }
      open = { type, start: tokens.starts[t]!, end: tokens.ends[t]! };
      if (type === 'PER') open.start = nameStartWithTitles(text, open.start).start;
      out.push(open);
    } else open.end = tokens.ends[t]!;
  }
  return refineSpans(text, tokens, out);
}
