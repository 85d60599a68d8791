// A venue named head first, its noun right before its name with no connective ("Teatro Carlo Felice", "Salle Rameau",
// "Café Comercial", "Pub Lizard King"): its own module beside refine.ts headFirstConnectedPlaces, which reads the
// nouns that join their name by "of" or its article ("Théâtre de la Croix-Rousse").
import { writtenInAnotherLanguage } from '../../lexicon/index.js';
import { organisationWords } from './refinePersons.js';
import { overlapping, type RefinedSpan, replaced } from './spanIndex.js';
import { CAPITALISED_WORD, capitalisedRunEnd, oneSpaceBefore, type Tokens } from './tokens.js';

/** refine.json `head_first_venues`: the nouns read in any text, and those read only in text written in another language. */
export interface VenueHeads {
  always: ReadonlySet<string>;
  inOtherLanguages: ReadonlySet<string>;
}

/**
 * Lower-case words a text must hold for a noun of `in_other_languages` to be read in it: the noun, written before its
 * name, is itself a sign of another language, so two words of it suffice where a whole text's reading asks for eight
 * ("Następny turniej … w klubie Pub Lizard King.", "Trivial del jueves – Bar Pepe, Sevilla").
 */
const LANGUAGE_EVIDENCE_WORDS = 2;

/** A word written in capitals only ("PUB", "QUIZ"): a heading's word, not a name's. */
const CAPITALS_ONLY = /^[\p{Lu}\d'’-]+$/u;

/**
 * Theatres, concert halls, cafés, bars, pubs and taverns are named, in the Romance languages, German, Dutch and Polish
 * (and in the English borrowings those languages use), by the kind of venue and then its name, with no "of":
 * "Teatro Comunale", "Théâtre Graslin", "Salle Rameau", "Café Comercial", "Cervecería La Sureña", "Pub Pod Papugami".
 * The tagger reads the name alone as a person ("Carlo Felice", "Graslin"), the whole as a person or an organisation, or
 * nothing. The noun of refine.json `head_first_venues` and the one to three capitalised words right after it, one
 * space apart on one line, are one place, noun included; the person and organisation spans inside give way. Left as
 * read: a noun right after a capitalised word on its line (a word of a longer name), a noun that is an English word
 * ("Pub", "Bar", "Café") in text not shown to be written in another language ("Pub Quiz Night", "Bar Council"), a name run on by a fourth
 * capitalised word, a name in capitals (a heading), a name holding an organisation's word ("Café Society Ltd"), and a
 * span reaching past the words. A last word right before a colon is the next field's label.
 */
export function headFirstVenues(text: string, tokens: Tokens, spans: RefinedSpan[], heads: VenueHeads): RefinedSpan[] {
  const n = tokens.words.length;
  let foreign: boolean | undefined;
  const inForeignText = () => (foreign ??= writtenInAnotherLanguage(text, LANGUAGE_EVIDENCE_WORDS));
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (let t = 0; t + 1 < n; t++) {
    // The lists hold each noun composed and decomposed (refine.ts), as Yorùbá and Igbo text writes its tone marks either way.
    const word = tokens.words[t]!;
    const always = heads.always.has(word);
    if (!always && !heads.inOtherLanguages.has(word)) continue;
    if (!oneSpaceBefore(tokens, t + 1) || (oneSpaceBefore(tokens, t) && CAPITALISED_WORD.test(tokens.words[t - 1]!))) continue;
    let b = capitalisedRunEnd(tokens, t + 1, 3);
    if (b <= t) continue;
    if (b + 1 < n && tokens.words[b + 1] === ':' && tokens.starts[b + 1] === tokens.ends[b]) b--;
    else if (b + 1 < n && oneSpaceBefore(tokens, b + 1) && CAPITALISED_WORD.test(tokens.words[b + 1]!)) continue;
    if (b <= t) continue;
    const words = tokens.words.slice(t + 1, b + 1);
    if (words.every((w) => CAPITALS_ONLY.test(w)) || words.some((w) => organisationWords().has(w))) continue;
    if (!always && !inForeignText()) continue;
    const start = tokens.starts[t]!;
    const end = tokens.ends[b]!;
    const inside = overlapping(spans, start, end);
    if (inside.some((s) => s.start < start || s.end > end)) continue;
    for (const s of inside) removed.add(s);
    added.push({ type: 'LOC', start, end });
    t = b;
  }
  return added.length === 0 ? spans : replaced(spans, removed, added);
}
