// More rules over the tagger's person spans (the rest are in refine.ts; word lists in refine.json and
// src/extract/organisation-words.json), each measured on cross-validation folds of the UNER dev split:
// - a word with one letter written three times in a row is an exclamation or a typo ("Sooooo",
//   "Brilll"), never a name;
// - a one-word "person" that is a planet ("transit Venus", "natal Saturn") is the planet;
// - a "person" holding or followed by a legal form or an institution noun ("J.M. Huber Corporation",
//   "Ngozi Holdings") is an organisation;
// - a capitalised word no lexicon knows, right before a reporting verb ("Shojai told", "al-Sadr said"),
//   is a person's name;
// - a quoted name written surname first ("Lenhart, Matthew") is one person.
import { isEnglishWord, isGivenName, isNameTitle, lookupPlace, nameTokenStrength } from '../../lexicon/index.js';
import { ORGANISATION_WORDS } from '../../extract/organisationWords.js';
import { coveredTokens, type RefinedSpan, tokenRange } from './spanIndex.js';
import type { Tokens } from './tokens.js';

export interface PersonWords {
  planets: ReadonlySet<string>;
  speech: ReadonlySet<string>;
}

const ELONGATED = /(\p{L})\1\1/u;
const UPPER_START = /^\p{Lu}/u;
const ALL_CAPS = /^[\p{Lu}\p{M}]+$/u;
/** A name as written: a capitalised word, or one after an Arabic article or patronymic ("al-Sadr", "bin-Laden"). */
const NAME_WORD = /^(?:(?:al|el|bin|ibn|abu)-)?\p{Lu}[\p{Ll}\p{M}'’-]+$/u;

let orgWords: ReadonlySet<string> | undefined;

/** One-word legal forms and the institution nouns ("Ltd", "Corporation", "Holdings", "University"). */
function organisationWords(): ReadonlySet<string> {
  orgWords ??= new Set([...ORGANISATION_WORDS.legal_forms.filter((f) => /^[\p{L}.]+$/u.test(f)), ...ORGANISATION_WORDS.institution_heads]);
  return orgWords;
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
    if (words.slice(1).some((x) => orgs.has(x))) {
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

/** Persons the tagger left unmarked right before a reporting verb ("Shojai told", "Kelly Cloud said"). */
export function addSpeakers(tokens: Tokens, spans: RefinedSpan[], w: PersonWords): RefinedSpan[] {
  const n = tokens.words.length;
  const covered = coveredTokens(tokens, spans);
  const added: RefinedSpan[] = [];
  for (let t = 0; t + 1 < n; t++) {
    if (covered[t] || !w.speech.has(tokens.words[t + 1]!) || !unknownName(tokens.words[t]!)) continue;
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
