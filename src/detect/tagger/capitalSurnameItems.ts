// A person written SURNAME first in capitals and the given names after it, without a comma ("1. MTHEMBU Sibusiso",
// "11:45 OWUSU Yaw / TSIKATA Enyonam", "DEL RÍO Íñigo / ORTEGA Itziar", "1. GIRARD Antoine c/ Carrefour"): its own module
// beside surnameFirstItems (the pair with a comma, whose word tests — givenWord, countryOrRegion, mixed — it shares)
// and refinePersons.ts surnameFirstPersons ("SALEH, Abdurrahman").
import { isCalendarWord, isEnglishWord, isFamilyName, isGivenName, isJudicialOffice, isNameTitle, isPatronymicParticle, lookupPlace } from '../../lexicon/index.js';
import { ALL_CAPS, isNameParticle } from '../lexical/nameTokens.js';
import { organisationWords } from './refinePersons.js';
import { overlapping, type RefinedSpan, replaced } from './spanIndex.js';
import { countryOrRegion, givenWord, mixed } from './surnameFirstItems.js';
import { CAPITALISED_WORD, oneSpaceBefore, type Tokens } from './tokens.js';

/** refine.json `capital_surname_items`: the marks that part two entries of one line ("/", "–", "&"). */
export interface CapitalSurnameMarks {
  joiners: ReadonlySet<string>;
}

/** Up to this many words in capitals in the surname, particles included ("DE LA FUENTE", "VON DER HEIDE"). */
const MAX_SURNAME_WORDS = 4;
/** Up to this many given names after it ("OFORI-ATTA Nana Yaw"). */
const MAX_GIVEN = 3;
/** A surname in capitals this short or shorter is an acronym ("CEO", "IGP", "MD") unless the name lexicon lists it ("NEL", "EZE"). */
const SHORT_SURNAME = 3;
/**
 * One of two letters is an abbreviation ("NG Kerk Brooklyn", a Dutch Reformed church; "DR", "ST", "UK") even where a
 * family name ("Ng", "Li") is spelt so: left alone unless a particle stands before it.
 */
const ABBREVIATION = 2;
const LOWER_LETTER = /\p{Ll}/u;
const LETTER = /\p{L}/gu;

/** A word in capitals of two letters or more ("MTHEMBU", "YAR’ADUA", "Ọ̀LÁTÚNJÍ", "SHEHU-BELLO"). */
const capitals = (w: string) => ALL_CAPS.test(w) && (w.match(LETTER)?.length ?? 0) >= 2;
const titleCase = (w: string) => w[0] + w.slice(1).toLowerCase();
/** A particle of a surname written in capitals ("DE", "LA", "VON", "DER", "LE", "TER", "AP"). */
const particle = (w: string) => isNameParticle(w) || isPatronymicParticle(w.toLowerCase());

/**
 * A surname word in capitals: a family name the lexicon lists (never a country or region: "LAGOS" after a heading) or a
 * word that is no English word and no place; never a title, an office, a legal form, a day or month, nor a short
 * acronym the lexicon does not list as a surname, nor a word of two letters (`ABBREVIATION`), unless a particle stands
 * before it ("DEL RÍO", "DA SÁ").
 */
function surnameWord(w: string, afterParticle: boolean): boolean {
  const t = titleCase(w);
  if (isNameTitle(t) || isJudicialOffice(t) || organisationWords().has(w) || organisationWords().has(t) || isCalendarWord(t) || countryOrRegion(t)) return false;
  const letters = w.match(LETTER)?.length ?? 0;
  if (!afterParticle && letters <= ABBREVIATION) return false;
  if (isFamilyName(t)) return true;
  if (!afterParticle && letters <= SHORT_SURNAME) return false;
  return !isEnglishWord(t) && lookupPlace(t).length === 0;
}


/**
 * A town's name written in capitals as the surname ("WORCESTER Marlene", "UMUAHIA Chukwuemeka"): many family names are
 * also towns (Bolton, Worcester, Orlu, Lorca, Kangundo, Umuahia), and `surnameWord` turns every place away. One word in
 * capitals that the gazetteer holds as a town (no country or region: "GHANA", "LAGOS" head a section), no English word,
 * legal form, day or month, longer than an acronym, is the surname when a given name the lexicon knows follows it
 * (`strongGivenName`); a town before a district ("NAIROBI Westlands"), a word ("LONDON Marathon") or an unknown word stays
 * a place.
 */
function townSurname(w: string): boolean {
  const t = titleCase(w);
  if ((w.match(LETTER)?.length ?? 0) <= SHORT_SURNAME || surnameWord(w, false)) return false;
  return lookupPlace(t).length > 0 && !countryOrRegion(t) && !isEnglishWord(t) && !isNameTitle(t) && !organisationWords().has(w) && !organisationWords().has(t) && !isCalendarWord(t);
}

/**
 * How many words in capitals of the text are family names the lexicon lists and no given name, place or English word
 * (`surnameWord`: "OKONKWO", "NDLOVU"): with another pair read without a town, the sign that the text writes its
 * persons' surnames in capitals (a roster, a start list, a result sheet), so a town there may be one too.
 */
function capitalFamilyNames(tokens: Tokens): number {
  let k = 0;
  for (const w of tokens.words) if (capitals(w) && (w.match(LETTER)?.length ?? 0) > SHORT_SURNAME && surnameWord(w, false) && isFamilyName(titleCase(w)) && !isGivenName(titleCase(w))) k++;
  return k;
}

/** A given name the lexicon lists that is no place and no English word ("Chukwuemeka", "Marlene"; not "Grace", "Victoria"). */
const strongGivenName = (w: string) => isGivenName(w) && lookupPlace(w).length === 0 && !isEnglishWord(w) && !isCalendarWord(w);

interface Item {
  start: number;
  end: number;
  /** First and last token. */
  a: number;
  b: number;
}

/**
 * `1. MTHEMBU Sibusiso  ND 469-626`, `11:45 OWUSU Yaw / TSIKATA Enyonam`, `1 JANSEN Marloes 23:27`, `DEL RÍO Íñigo /
 * FERNÁNDEZ-VIDAL Ainhoa – ORTEGA Itziar`, `1. GIRARD Antoine c/ Carrefour`, `IN 18:15 NAICKER Logan to see …`: rosters,
 * start sheets, draws, results, court lists and gate logs write a person surname first, the surname in capitals so the
 * reader can sort and find it, then the given names in ordinary case, without a comma (French and Belgian registers and
 * court rolls, sports draws and results across Europe and Africa, taxi ranks' loading rosters). The tagger, which learnt
 * names in running text, reads such a pair as nothing, a place or the given name alone. One to four words in capitals
 * (particles "DE", "LA", "VON", "DER" among them, the last no particle), one space, then one to three given names in
 * ordinary case are one person when the pair stands alone: no capitalised word on its line just before it (a heading's
 * tail, or a name written given name first, "Sipho NDLOVU Thabo …"), none one space after the given names. Each surname
 * word must be able to be a surname (`surnameWord`: no English word, place, title, office, legal form; "CEO", "IGP"
 * never), each given word a given name (`givenWord`), and the lexicon must know one of the words as a name or the
 * tagger have read a person over one. Spans inside are replaced; a span reaching out is left unless it reaches only into
 * another such pair of the line (joined by a mark of `joiners`: "ORTEGA Itziar / IGLESIAS Rubén") or over what follows
 * with no lower-case letter (a plate's "SW26 LBN").
 */
export function capitalSurnameItems(tokens: Tokens, spans: RefinedSpan[], marks: CapitalSurnameMarks): RefinedSpan[] {
  const n = tokens.words.length;
  // A town read as a surname (`townSurname`) needs the tagger's person over it, or a roster around it: another pair of
  // the text read without any town ("LE GOFF Solène", "OKONKWO Adaeze") or a listed family name in capitals
  // (`capitalFamilyNames`). A delivery, branch or route sheet writes its towns before the recipients' given names and
  // nothing else so ("ELDORET Kevin", "Branch: KUMASI Kwame", "Drop: IBADAN Tunde"): there the town stays a place.
  let townSeen = false;
  const scan = (towns: boolean): Item[] => {
    const items: Item[] = [];
    for (let t = 0; t + 1 < n; t++) {
      if (!capitals(tokens.words[t]!)) continue;
      // The pair opens: no capitalised word before it on its line, one space or more apart.
      if (t > 0 && tokens.newlineBefore[t] === 0 && CAPITALISED_WORD.test(tokens.words[t - 1]!)) continue;
      let s = t;
      while (s + 1 < n && s - t + 1 < MAX_SURNAME_WORDS && capitals(tokens.words[s + 1]!) && oneSpaceBefore(tokens, s + 1)) s++;
      const surname = tokens.words.slice(t, s + 1);
      const last = surname[surname.length - 1]!;
      // One town in capitals (`townSurname`: "WORCESTER Marlene") may be the surname when a given name the lexicon lists
      // follows (checked below, `strongGivenName`) and the tagger read a person over the town or the text is a roster
      // (second scan, below).
      const townWord = surname.length === 1 && townSurname(last);
      const town = townWord && (towns || overlapping(spans, tokens.starts[t]!, tokens.ends[t]!).some((x) => x.type === 'PER'));
      if (townWord && !town) townSeen = true;
      if (particle(last) || (!town && !surname.every((w, i) => (i < surname.length - 1 && particle(w)) || surnameWord(w, i > 0 && particle(surname[i - 1]!))))) {
        t = s;
        continue;
      }
      const g = s + 1;
      if (g >= n || !mixed(tokens.words[g]!) || !oneSpaceBefore(tokens, g)) {
        t = s;
        continue;
      }
      let b = g;
      while (b + 1 < n && mixed(tokens.words[b + 1]!) && oneSpaceBefore(tokens, b + 1)) b++;
      const given = tokens.words.slice(g, b + 1);
      // A fourth capitalised word, or one in capitals right after, says the run is something else (a heading, a firm).
      if (given.length > MAX_GIVEN || !given.every(givenWord) || (town && !given.some(strongGivenName)) || (b + 1 < n && CAPITALISED_WORD.test(tokens.words[b + 1]!) && oneSpaceBefore(tokens, b + 1))) {
        t = b;
        continue;
      }
      const start = tokens.starts[t]!;
      const end = tokens.ends[b]!;
      const inside = overlapping(spans, start, end);
      // The tagger read the words in capitals, two names or more, as one person: a whole name in capitals, and the word
      // after it a role ("AMINA BELLO Claimant"), no given name.
      if (s > t && inside.some((x) => x.type === 'PER' && x.start === start && x.end === tokens.ends[s]!)) {
        t = b;
        continue;
      }
      const known = surname.some((w) => isFamilyName(titleCase(w))) || given.some((w) => isGivenName(w));
      if (!known && !inside.some((x) => x.type === 'PER')) {
        t = b;
        continue;
      }
      items.push({ start, end, a: t, b });
      t = b;
    }
    return items;
  };
  let items = scan(false);
  if (townSeen && (items.length > 0 || capitalFamilyNames(tokens) > 0)) items = scan(true);
  if (items.length === 0) return spans;
  // Pairs of one line parted only by a joining mark form a run; a span may cross pairs inside one run.
  const runOf = new Map<Item, { start: number; end: number; b: number }>();
  let run: { start: number; end: number; b: number } | undefined;
  for (const it of items) {
    const joined = run !== undefined && it.a === run.b + 2 && tokens.newlineBefore[it.a - 1] === 0 && tokens.newlineBefore[it.a] === 0 && marks.joiners.has(tokens.words[it.a - 1]!);
    if (run !== undefined && joined) {
      run.end = it.end;
      run.b = it.b;
    } else run = { start: it.start, end: it.end, b: it.b };
    runOf.set(it, run);
  }
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (const it of items) {
    const r = runOf.get(it)!;
    // What follows the run on its line with no lower-case letter (a plate, a code, a score) a span may reach over.
    let e = r.end;
    for (let u = r.b + 1; u < n && tokens.newlineBefore[u] === 0 && !LOWER_LETTER.test(tokens.words[u]!); u++) e = tokens.ends[u]!;
    const inside = overlapping(spans, it.start, it.end);
    if (inside.some((x) => x.start < r.start || x.end > e)) continue;
    for (const x of inside) removed.add(x);
    added.push({ type: 'PER', start: it.start, end: it.end });
  }
  return replaced(spans, removed, added);
}
