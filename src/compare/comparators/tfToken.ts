// Distinctiveness-weighted token overlap: shared rare words count for much, shared common words for
// little. Words pair exactly, as recorded name equivalents, or as typos (Jaro-Winkler ≥ 0.9, both
// words ≥ 4 letters); a pair contributes its mean distinctiveness times its pair score, and the
// denominator is the distinctiveness mass of both names (a pair counted once).
// Also the rarity measure of the distinctive-signal gate (computed on the raw, unstripped names).
import { memoiseString } from '../../core/memo.js';
import { jaroWinklerAtLeast } from '../similarity.js';
import { inLatinLetters, sameReadableScripts } from '../transliterate.js';
import type { TfTable } from '../tfTable.js';
import { areEquivalentNames, initialReading, isOnlyShortFormOf } from './nameEquivalents.js';
import { compareNameCells } from './nameCell.js';
import { agreesThroughShortFormOnly, gluedInitials, statesOneGenerationOnly } from './personName.js';
import { isIdentifyingNameWord, setAsideTitles, withoutBracketedTitles } from './nameHonours.js';
import { bestOverReadings, betterOf, comparableWords, nameAsRead, initialsWithTypeWords, withInitialsRead, withJoinedWords, withOrganisationGlossRead, withoutClosingGloss, withoutRegisterInitials, withQualifiedCores } from './placeName.js';
import { oneCoversTheOther } from './productData.js';
import { alignTokens } from './tokenAlign.js';
import type { ComparatorContext, ComparatorResult, ComparatorSpec, FieldValue } from './types.js';
import { asText } from './types.js';
import { findTypes, nameWords, placeWrittenForms } from './typeVocabulary.js';

const DISTINCTIVE = 0.75;
const ASCII_WORD = /^[a-z0-9]{3,}$/;

function canShowRarity(word: string): boolean {
  return ASCII_WORD.test(word);
}

function pairScore(x: string, y: string): number {
  if (x === y) return 1;
  if (areEquivalentNames(x, y)) return 0.9;
  if (x.length < 4 || y.length < 4) return 0;
  return jaroWinklerAtLeast(x, y, 0.9) * 0.9;
}

/**
 * Two words of a person's name as the token reading pairs them: as pairScore does, and a given name against
 * its listed short form as a listed equivalent (0.9), where the short form stands for that one full name
 * only (data/name-equivalents.json short_forms: `joe` / `joseph`; nameEquivalents isOnlyShortFormOf).
 * Registers write the short form as often as the spelling, and the name comparator reads the two as one
 * name, while this reading left both words unpaired: the name's two rarest words then counted against a
 * name the other reading accepts. Not two short forms of one full name (`patsy` / `matty`), nor a short form
 * of several full names against one of them (`sam` / `samantha`, `kit` / `katherine`, `ted` / `theodore`):
 * siblings are given forms of one stem, and this reading is the mean's only guard against merging them
 * (session 43 mend). Given names that share a stem and that Jaro-Winkler alone reads as close
 * (`chidi` / `chidera`, `ruben` / `ruan`) are twins' and siblings' names as often, and stay unpaired.
 */
function personWordPair(x: string, y: string): number {
  const score = pairScore(x, y);
  return score < 0.9 && isOnlyShortFormOf(x, y) ? 0.9 : score;
}

/**
 * `covering`: the longer side's unpaired words add no mass (a description beside a name: its extra
 * words are no disagreement). `pair`: how two words pair (a person's name: personWordPair).
 */
export function weightedTokenSimilarity(a: readonly string[], b: readonly string[], tf: TfTable, covering = false, pair: (x: string, y: string) => number = pairScore): number {
  if (a.length === 0 || b.length === 0) return 0;
  const ua = [...new Set(a)];
  const ub = [...new Set(b)];
  const da = ua.map((t) => tf.distinctiveness(t));
  const db = ub.map((t) => tf.distinctiveness(t));
  const pairs = alignTokens(ua, ub, pair);
  const usedA = new Uint8Array(ua.length);
  const usedB = new Uint8Array(ub.length);
  let num = 0;
  let den = 0;
  for (const p of pairs) {
    const mass = (da[p.i]! + db[p.j]!) / 2;
    num += mass * p.score;
    den += mass;
    usedA[p.i] = 1;
    usedB[p.j] = 1;
  }
  const longer = covering ? (ua.length > ub.length ? 'a' : 'b') : '';
  if (longer !== 'a') for (let i = 0; i < ua.length; i++) if (!usedA[i]) den += da[i]!;
  if (longer !== 'b') for (let j = 0; j < ub.length; j++) if (!usedB[j]) den += db[j]!;
  return den === 0 ? 0 : num / den;
}

export function compareTfTokens(
  a: FieldValue,
  b: FieldValue,
  spec: ComparatorSpec,
  ctx: ComparatorContext,
): ComparatorResult | null {
  const person = spec.gate_min_words !== undefined;
  // A person's name cell is read as the persons it names (nameCell.ts: qualifiers cut, joint holders
  // each compared, the best kept and capped), as in the name comparator.
  // An organisation's name that gives a former name is compared as each name (spec `former_names`).
  // A body's or a place's name in Cyrillic or Greek letters against its romanised spelling: both read in Latin letters, as the place-name comparator reads them.
  const [ta, tb] = person ? [asText(a), asText(b)] : inLatinLetters(asText(a), asText(b));
  return compareNameCells(ta, tb, spec, (x, y) => {
    const r = bestOverReadings(x, y, spec.former_names, spec.strip_type, (p, q) => compareTfTokenValues(p, q, spec, ctx, person));
    // A person's name whose generation one side states only, or whose given name agrees only as a short
    // form, names two bearers (personName.ts statesOneGenerationOnly, agreesThroughShortFormOnly).
    return r !== null && person && (statesOneGenerationOnly(x, y) || agreesThroughShortFormOnly(x, y)) ? { ...r, rarity: 0 } : r;
  });
}

function compareTfTokenValues(ta: string, tb: string, spec: ComparatorSpec, ctx: ComparatorContext, person: boolean): ComparatorResult | null {
  const written = compareTfTokenWords(ta, tb, spec, ctx, person, undefined);
  // An organisation's closing gloss set aside, as its place-name comparator reads it (spec closing_glosses).
  if (spec.closing_glosses === true && !person) return withOrganisationGlossRead(ta, tb, written, (x, y) => compareTfTokenWords(x, y, spec, ctx, person, undefined));
  // A place's kind words read as their kinds (spec kind_words), the better of that and the words as written.
  if (spec.kind_words === undefined || person) return written;
  const best = betterOf(written, compareTfTokenWords(ta, tb, spec, ctx, person, spec.kind_words));
  // A register's initials after a site's name set aside, as the place-name comparator reads them (withoutRegisterInitials).
  const [ca, cb] = [withoutRegisterInitials(ta, tb, spec.kind_words), withoutRegisterInitials(tb, ta, spec.kind_words)];
  const read = ca === null && cb === null ? best : betterOf(best, compareTfTokenWords(ca ?? ta, cb ?? tb, spec, ctx, person, spec.kind_words));
  // A closing bracketed gloss one name writes and the other does not, set aside as the place-name comparator does (withoutClosingGloss).
  const [ga, gb] = [withoutClosingGloss(ta, tb, spec.kind_words), withoutClosingGloss(tb, ta, spec.kind_words)];
  const glossOff = ga === null && gb === null ? read : betterOf(read, compareTfTokenWords(ga ?? ta, gb ?? tb, spec, ctx, person, spec.kind_words));
  // Each name without its own qualifier, a register's tag on one and a guide's comma parts on the other (placeName.ts qualifiedCores).
  const glossed = withQualifiedCores(ta, tb, spec.kind_words, glossOff, (x, y) => compareTfTokenWords(x, y, spec, ctx, person, spec.kind_words), 1);
  // A kind one name states and the other does not (Lyceum / Lyceum Theatre) set aside (spec one_sided_kinds).
  if (spec.one_sided_kinds !== true) return glossed;
  const [xa, xb] = [ga ?? ca ?? ta, gb ?? cb ?? tb];
  const [ka, kb] = [statedKinds(spec.kind_words, xa), statedKinds(spec.kind_words, xb)];
  if ((ka.size === 0) === (kb.size === 0)) return glossed;
  return betterOf(glossed, compareTfTokenWords(xa, xb, spec, ctx, person, spec.kind_words, ka.size > 0 ? ka : kb));
}

/** The kinds a place's name states, as its kind words read them (lower case, as kindWordsRead writes them). */
function statedKinds(kindDomain: string, value: string): ReadonlySet<string> {
  return new Set(findTypes(kindDomain, placeWrittenForms(value)).map((t) => t.toLowerCase()));
}

/**
 * A person's name as the token reading compares it: bracketed titles dropped, its words (the spec's type words
 * stripped), titles and honours set aside. It depends on the one value alone, so it is read once per value and
 * strip_type (bounded memo; read-only): a record's name meets many candidates.
 */
const personWordsByStrip = new Map<string, (raw: string) => readonly string[]>();

function personNameWords(raw: string, stripType: string | undefined): readonly string[] {
  const k = stripType ?? '';
  let read = personWordsByStrip.get(k);
  if (read === undefined) {
    read = memoiseString((v: string) => setAsideTitles(comparableWords(withoutBracketedTitles(v), stripType)));
    personWordsByStrip.set(k, read);
  }
  return read(raw);
}

function compareTfTokenWords(
  ta: string,
  tb: string,
  spec: ComparatorSpec,
  ctx: ComparatorContext,
  person: boolean,
  kindWords: string | undefined,
  oneSidedKinds?: ReadonlySet<string>,
): ComparatorResult | null {
  if (!sameReadableScripts(ta, tb)) return null;
  // A person's name (the fields the gate counts words of) of titles, honours and initials only names
  // nobody: no evidence, as in the name comparator.
  if (person && !(identifyingWordCount(ta) > 0 && identifyingWordCount(tb) > 0)) return null;
  // Titles are set aside in a person's name as in the name comparator (leading, bracketed, honours):
  // "Mrs Sarah Smith" is Sarah Smith, and a title's frequency says nothing of the person.
  // A product title (spec `category`) is read as the name comparators read it: sizes written one way,
  // listing words left out, variant synonyms as one word (productData's canonicalTitle).
  const [wa, wb] = withJoinedWords(
    ...withInitialsRead(
      person ? personNameWords(ta, spec.strip_type) : comparableWords(nameAsRead(spec, ta, tb), spec.strip_type, kindWords, spec.written_forms),
      person ? personNameWords(tb, spec.strip_type) : comparableWords(nameAsRead(spec, tb, ta), spec.strip_type, kindWords, spec.written_forms),
      spec.acronyms,
    ),
    spec.written_forms,
  );
  if (oneSidedKinds !== undefined) return oneSidedKindsOff(wa, wb, oneSidedKinds, ctx);
  // Nothing comparable on a side (every word stripped as a type word, or a script the token tables
  // cannot read, such as 王杰): nothing to say, rather than a disagreement.
  if (wa.length === 0 || wb.length === 0) return null;
  if (person) {
    const [ia, ib] = withInitialsSetAside(wa, wb);
    return { sim: weightedTokenSimilarity(ia, ib, ctx.tf, false, personWordPair) };
  }
  const sim = weightedTokenSimilarity(wa, wb, ctx.tf, oneCoversTheOther(wa, wb, spec.category));
  // Initials that spell the form and kind words too (ASUU / Academic Staff Union of Universities), as the name comparator reads them.
  const initials = sim < 1 ? initialsWithTypeWords(ta, tb, spec, kindWords) : null;
  if (initials !== null && initials[0].length > 0 && initials[1].length > 0) return { sim: Math.max(sim, weightedTokenSimilarity(...initials, ctx.tf)) };
  return { sim };
}

/**
 * Two place names' words without the kinds one of them states where the other states none (spec
 * one_sided_kinds), or null when that sets nothing aside or leaves a side empty: a register, a sign or a
 * booking site names a site with its kind (X Station, X Cave, X Meteorological Station, X Market) where a
 * guide, a map label, a timetable or a local list writes the name alone (X), since the kind goes without
 * saying there. The kind word is then no word of the name the other lacks: it weighs nothing either way, and
 * the name's own words decide. Two names that state two different kinds are left to the type comparator,
 * and a name with kinds on both sides is read as written.
 */
function oneSidedKindsOff(wa: readonly string[], wb: readonly string[], kinds: ReadonlySet<string>, ctx: ComparatorContext): ComparatorResult | null {
  const [ra, rb] = [wa.filter((w) => !kinds.has(w)), wb.filter((w) => !kinds.has(w))];
  if (ra.length === 0 || rb.length === 0 || (ra.length === wa.length && rb.length === wb.length)) return null;
  return { sim: weightedTokenSimilarity(ra, rb, ctx.tf) };
}

/**
 * A person's two names without the initials one writes for given names the other spells out, and without
 * those names: `S. B. Ahmed` / `Samina Begum Ahmed` is read as `Ahmed` / `Ahmed`. Registers write given
 * names as initials everywhere (a council tax or rates bill's liable person, a court or judgment register,
 * a pharmacy label, a parish or census clerk's `J. Hopper`), and an initial says only that the given name
 * opens with that letter: the person-name comparator reads that agreement (an initial against the word it
 * opens), while here, counted as two unpaired words, the initial and the spelt-out name (a name's words are
 * rare, so they carry much mass) made an agreeing name read as a disagreement and pulled the shipped mean
 * under the threshold. Set aside, they neither add nor cost: the words both names spell out decide. An
 * initial that opens no unpaired word of the other name (`J. Smith` / `Mary Smith`) is kept and still
 * counts against; each spelt-out word answers one initial (`J. Smith` / `James John Smith` keeps `John`);
 * a name left with no word of its own is read as written. The initial is read as every comparator reads it
 * (nameEquivalents.ts initialReading), and only one the written name opens with is set aside: an initial of
 * another form of the name (`R.` for `Bob`) the name comparator reads less surely, and the token reading,
 * which must not read more agreement than that, leaves it to count.
 */
export function withInitialsSetAside(a: readonly string[], b: readonly string[]): [readonly string[], readonly string[]] {
  // Only a word of one to three letters can be an initial or initials run together: names without one set nothing aside.
  if (!a.some(isShortWord) && !b.some(isShortWord)) return [a, b];
  const dropA = new Set<number>();
  const dropB = new Set<number>();
  pairUp(a, b, dropA, dropB);
  pairUp(b, a, dropB, dropA);
  pairGlued(a, b, dropA, dropB);
  pairGlued(b, a, dropB, dropA);
  if (dropA.size === 0) return [a, b];
  const ra = a.filter((_, i) => !dropA.has(i));
  const rb = b.filter((_, i) => !dropB.has(i));
  return ra.length === 0 || rb.length === 0 ? [a, b] : [ra, rb];
}

// withInitialsSetAside's two pairings (module functions: they read only their arguments, and a closure built
// for every pair of names costs more than the pairing of two short names).
function pairUp(xs: readonly string[], ys: readonly string[], dropX: Set<number>, dropY: Set<number>): void {
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    if (x.length !== 1 || dropX.has(i) || ys.includes(x)) continue;
    const j = ys.findIndex((y, k) => initialReading(x, y) === 'opens' && !dropY.has(k) && !xs.includes(y));
    if (j < 0) continue;
    dropX.add(i);
    dropY.add(j);
  }
}

// Initials run together without dots (`OTIENO BW`, `Mrs TM Dlamini`: a policy schedule's, a
// check-off list's or a bank's holder written as the given names' initials closed up) answer the given
// names as the same initials written apart do: a word of two or three letters no name table knows (the
// person-name comparator's gluedInitials test) is set aside with the words it spells, when each of its
// letters opens an unpaired word of the other name, each a different word and in the order written.
// Otherwise (`KA Steyn` / `Karin Steyn`: no word for the A) it is kept, and counts against as before.
function pairGlued(xs: readonly string[], ys: readonly string[], dropX: Set<number>, dropY: Set<number>): void {
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    if (x.length < 2 || dropX.has(i) || ys.includes(x) || !gluedInitials(x)) continue;
    const picked: number[] = [];
    let from = 0;
    for (const letter of x) {
      const j = ys.findIndex((y, k) => k >= from && initialReading(letter, y) === 'opens' && !dropY.has(k) && !xs.includes(y));
      if (j < 0) break;
      picked.push(j);
      from = j + 1;
    }
    if (picked.length !== x.length) continue;
    dropX.add(i);
    for (const j of picked) dropY.add(j);
  }
}

/** A word short enough to be an initial or two or three initials run together (pairUp, pairGlued). */
function isShortWord(w: string): boolean {
  return w.length <= 3;
}

/**
 * How many words of a person's name can identify (isIdentifyingNameWord: letters only, two or more, not a
 * courtesy title or an honour). Read once per value (bounded memo): a record meets many candidates.
 */
const identifyingWordCount = memoiseString((raw: string): number => {
  let n = 0;
  for (const w of nameWords(raw)) if (isIdentifyingNameWord(w)) n++;
  return n;
});

/**
 * True when a person's name carries at least `min` words that can identify (gate_min_words), and at
 * least one.
 */
export function hasNameWords(raw: string, min: number): boolean {
  return identifyingWordCount(raw) >= Math.max(min, 1);
}

/**
 * How rare the evidence two names share is: the rarest word both literally carry, or — for typo'd
 * rare names — the weaker side's best word of distinctiveness ≥ 0.75 (0 if either side has none).
 */
export function nameRarity(rawA: string, rawB: string, tf: TfTable): number {
  // Initials and two-letter words never make a name rare (an unseen "e" would otherwise look rare),
  // nor do words outside the tables' ASCII alphabet: their frequency is unknown, not low. A name in
  // Cyrillic or Greek letters against a romanised one is read in Latin letters first, as the name
  // comparators read it (transliterate.ts inLatinLetters): Μετεώρου against METEOROU is one word, as rare
  // as its romanised spelling, where read as written the Greek side had no word the tables can weigh.
  const [la, lb] = inLatinLetters(rawA, rawB);
  const read = rarityWordsIn(tf);
  const wa = read(la);
  const wb = read(lb);
  let shared = 0;
  for (const w of wa.words) if (wb.words.has(w)) shared = Math.max(shared, tf.distinctiveness(w));
  const residual = Math.min(wa.bestRare, wb.bestRare);
  return Math.max(shared, residual);
}

/** A name's words that can show rarity, and the best distinctiveness ≥ DISTINCTIVE among them (0 if none). */
interface RarityWords {
  words: ReadonlySet<string>;
  bestRare: number;
}

/**
 * nameRarity's reading of one name, once per name and table (memoised per table: a record's name meets many
 * candidates, and its words and their weights do not depend on the other name; read-only).
 */
const rarityWordsByTable = new WeakMap<TfTable, (raw: string) => RarityWords>();

function rarityWordsIn(tf: TfTable): (raw: string) => RarityWords {
  let read = rarityWordsByTable.get(tf);
  if (read === undefined) {
    read = memoiseString((raw: string): RarityWords => {
      const words = new Set(nameWords(raw).filter(canShowRarity));
      let bestRare = 0;
      for (const w of words) {
        const d = tf.distinctiveness(w);
        if (d >= DISTINCTIVE && d > bestRare) bestRare = d;
      }
      return { words, bestRare };
    });
    rarityWordsByTable.set(tf, read);
  }
  return read;
}
