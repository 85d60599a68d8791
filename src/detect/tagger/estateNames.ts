// A residential estate named head last ("Gwarinpa Estate", "Lekki Gardens Estate", "Blue Hills Country Estate"): its
// own module beside refine.ts `facilities`, which reads the heads of built and natural places and takes the tagger's
// person or a given name opening the run as a person; an estate's name is read here with its own guards.
import { isFamilyName, isGivenName } from '../../lexicon/names.js';
import { LEADING } from './refine.js';
import { organisationWords } from './refinePersons.js';
import { overlapping, type RefinedSpan, replaced } from './spanIndex.js';
import { CAPITALISED_WORD, oneSpaceBefore, type Tokens } from './tokens.js';

/** refine.json `residential_estates`: the heads, and the words before a head that make the whole a trade or a legal estate. */
export interface EstateHeads {
  heads: ReadonlySet<string>;
  notBefore: ReadonlySet<string>;
}

/** A word written in capitals only ("GATE", "LOG", "IN"): a heading's or a log's word, not a name's. */
const CAPITALS_ONLY = /^[\p{Lu}\d'’-]+$/u;

/** How many capitalised words before the head an estate's name holds at most ("Blue Hills Country Estate"). */
const MAX_NAME_WORDS = 3;

/**
 * Gated and residential estates are named, in English-speaking Africa, Britain and the Gulf of Guinea's cities, by one to
 * three capitalised words and the head "Estate" ("Gwarinpa Estate", "Lekki Gardens Estate", "Dainfern Estate",
 * "Barbican Estate", "Sunnyvale Estate"), and gate logs, visitors' registers, snag lists, rent notices and residents'
 * chats locate people in them; the tagger reads the name as an organisation, as a person, or misses it. One to three
 * capitalised words (not in capitals only: "GATE LOG Dainfern Estate" starts at "Dainfern"), one space apart on one line,
 * then the head with no capitalised word right after it (a word in capitals may follow, a log's "IN"), are one place.
 * Left as read: a word of `notBefore` before the head ("Real Estate", a trade's name), an organisation's word in the
 * name ("Estate Holdings Ltd" never reaches here; "Hill Properties Estate"), a given name and a family name (a person's
 * estate in probate: "the Amina Bello Estate"), the plural ("Lakeside
 * Estates", an agency), and a span reaching past the words (a longer organisation's name).
 */
export function residentialEstates(tokens: Tokens, spans: RefinedSpan[], estates: EstateHeads): RefinedSpan[] {
  const n = tokens.words.length;
  const orgs = organisationWords();
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (let t = 1; t < n; t++) {
    if (!estates.heads.has(tokens.words[t]!) || !oneSpaceBefore(tokens, t)) continue;
    const next = tokens.words[t + 1];
    if (next !== undefined && oneSpaceBefore(tokens, t + 1) && CAPITALISED_WORD.test(next) && !CAPITALS_ONLY.test(next)) continue;
    let a = t;
    while (a > 0 && t - a < MAX_NAME_WORDS && CAPITALISED_WORD.test(tokens.words[a - 1]!) && !CAPITALS_ONLY.test(tokens.words[a - 1]!) && (a === t || oneSpaceBefore(tokens, a)))
      a--;
    // A capitalised article or preposition opening the run ("The Amina Bello Estate", "At Migaa Estate") is no word of the name.
    while (a < t && LEADING.has(tokens.words[a]!.toLowerCase())) a++;
    if (a === t) continue;
    const words = tokens.words.slice(a, t);
    if (estates.notBefore.has(words[words.length - 1]!) || words.some((w) => orgs.has(w))) continue;
    const start = tokens.starts[a]!;
    const end = tokens.ends[t]!;
    const inside = overlapping(spans, start, end);
    if (inside.some((s) => s.start < start || s.end > end)) continue;
    // A person's estate (probate): a given name and a family name ("the Amina Bello Estate").
    if (words.length >= 2 && isGivenName(words[0]!) && isFamilyName(words[words.length - 1]!)) continue;
    for (const s of inside) removed.add(s);
    added.push({ type: 'LOC', start, end });
    t += 1;
  }
  return added.length === 0 ? spans : replaced(spans, removed, added);
}
