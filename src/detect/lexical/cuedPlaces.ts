// Places the gazetteer does not list (villages, suburbs, foreign towns), found only after a phrase that
// announces a place: "grew up in SUND", "flew to Loeches", "I'm in Flateyri", "based in Kurzenkirchen".
// Less sure than a gazetteer hit. A month, a weekday, a person's name or a common word is never taken.
import { foldKey } from '../../lexicon/fold.js';
import { isFamilyName, isGivenName, nameTokenStrength } from '../../lexicon/names.js';
import { isEnglishWord, placeStopList, writtenInAnotherLanguage } from '../../lexicon/stopWords.js';
import { allMatches, caselessMatches } from '../../core/matches.js';
import { inflectedPlaceAfter, inflectedPlacePrepositions } from '../tagger/refine.js';

export interface CuedPlace {
  /** UTF-16 start. */
  start: number;
  /** UTF-16 end. */
  end: number;
}

/** The phrases before a place's name, as one alternation (the Polish prepositions join it on first use: `cues`). */
const CUE_PHRASES = `(?:i am|i'm|i’m|we are|we're|grew up|born|based|lives?|lived|living|located|headquartered|stationed|settled|staying|stayed|resides?|resided|year|years|offices?|branch) in|(?:flew|moved|travel(?:l)?ed|returned|relocated|trip|journey|flight|drove|went|came|arrived|headed|heading|welcome) (?:to|at)|arrived in|home (?:city|town)|city of|town of|village of|university of|originally from|(?:moved|came) here from|comes? from|hails? from|grew up near|the world to|coming to|street in|where:`;
const cueRegex = (extra: readonly string[]): RegExp => new RegExp(String.raw`\b(?:${[CUE_PHRASES, ...extra].join('|')})[ \t]+`, 'giu');
// The cue's matches through its non-Unicode twin (same matches, a quarter of the CPU: core/matches.ts), built on the
// first call: the same scan also stops at the prepositions after which Polish inflects a place's name ("w Krakowie",
// "z Łodzi": tagger/refine.json `inflected_places`, read through `inflectedPlaceAfter`), those written in ASCII letters
// only, so the twin still holds ("koło" is read by the tagger alone).
let cueMatches: ((text: string) => RegExpExecArray[]) | undefined;
let inflecting: ReadonlySet<string> | undefined;

function cues(): (text: string) => RegExpExecArray[] {
  if (cueMatches) return cueMatches;
  const prepositions = inflectedPlacePrepositions();
  inflecting = new Set(prepositions);
  cueMatches = caselessMatches(cueRegex(prepositions));
  return cueMatches;
}
// One to four words of a place name: capitalised (or in capitals), with lower-case connectors inside.
const PLACE_WORDS =
  /\p{Lu}[\p{L}\p{M}'’-]*(?:(?:[ \t](?:de|del|de la|di|da|do|dos|das|du|des|am|an|im|in der|es|el|la|le|sur|sous|upon|on|op|aan|bei|ob|pod|nad|na)){0,1}[ \t]\p{Lu}[\p{L}\p{M}'’-]*){0,3}/uy;
/** One capitalised word and no more ("Krakowie" of "w Krakowie pod Wawelem"). */
const INFLECTED_WORD = /^\p{Lu}[\p{L}\p{M}'’-]*(?![\p{L}\p{M}\p{N}])/u;
const CONFIDENCE = 0.6;
const FACILITY_END =
  /(?:[ \t]+(?:Country|Golf|Yacht|Sports?|Social))?[ \t]+(?:Club|Hotel|Resort|Hospital|Airport|Stadium|Arena|Cent(?:er|re)|Mall|School|College|Church|Mosque|Restaurant|Cafe|Bar|Office|Station)$/u;

export const CUED_PLACE_CONFIDENCE = CONFIDENCE;

function acceptable(words: string[]): boolean {
  const first = words[0]!;
  const key = foldKey(first);
  if (first.length < 3 || first === 'I') return false;
  if (placeStopList().never.has(key)) return false;
  const strength = nameTokenStrength(first);
  if (strength === 'never' || strength === 'verbLike') return false;
  // A lone word that is a given or family name or a common word ("moved to Grace", "flew to Work") is not
  // a place; the people-names word list alone (other-names.json) does not outweigh the place phrase.
  if (words.length === 1 && (isGivenName(first) || isFamilyName(first) || isEnglishWord(first))) return false;
  return true;
}

// "in Bjert 6091", "in Costamezzana 43015": a place after `in` with its postcode right after it.
const IN_BEFORE_POSTCODE = /\bin[ \t]+(?=\p{Lu})/gu;
const POSTCODE_AFTER = /^[ \t]+\d{4,5}(?:[ \t]\d{2})?(?![\p{L}\p{N}])/u;

export function findCuedPlaces(text: string): CuedPlace[] {
  const out: CuedPlace[] = [];
  for (const m of allMatches(IN_BEFORE_POSTCODE, text)) {
    PLACE_WORDS.lastIndex = m.index + m[0].length;
    const w = PLACE_WORDS.exec(text);
    if (!w) continue;
    // "København K 1421": a one-letter district letter belongs to the place.
    let end = w.index + w[0].length;
    const district = /^[ \t]\p{Lu}(?![\p{L}\p{M}\p{N}])/u.exec(text.slice(end, end + 3));
    if (district) end += district[0].length;
    if (!POSTCODE_AFTER.test(text.slice(end, end + 12))) continue;
    const words = w[0].split(/[ \t]+/).filter((x) => /^\p{Lu}/u.test(x));
    if (!acceptable(words)) continue;
    out.push({ start: w.index, end });
  }
  let foreign: boolean | undefined;
  const inForeignText = () => (foreign ??= writtenInAnotherLanguage(text));
  for (const m of cues()(text)) {
    const preposition = m[0].trimEnd().toLowerCase();
    if (inflecting!.has(preposition)) {
      // "w Krakowie": the one word after the preposition, a place only in one of its dictionary forms.
      const word = INFLECTED_WORD.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 40));
      if (word && inflectedPlaceAfter(preposition, word[0], inForeignText)) out.push({ start: m.index + m[0].length, end: m.index + m[0].length + word[0].length });
      continue;
    }
    PLACE_WORDS.lastIndex = m.index + m[0].length;
    const w = PLACE_WORDS.exec(text);
    if (!w) continue;
    // "LEPPEN on Tuesday": a month or weekday (and its connector) is not part of the place.
    let phrase = w[0];
    for (;;) {
      const last = /(?:^|[ \t])(\S+)$/u.exec(phrase);
      if (!last || last.index === 0 || nameTokenStrength(last[1]!) !== 'never') break;
      phrase = phrase.slice(0, last.index).replace(/(?:[ \t]\p{Ll}+)+$/u, '');
    }
    // "Erwetegem Country Club": the facility after the place is not part of it.
    phrase = phrase.replace(FACILITY_END, '');
    const words = phrase.split(/[ \t]+/).filter((x) => /^\p{Lu}/u.test(x));
    if (words.length === 0) continue;
    if (!acceptable(words)) continue;
    if (out.some((o) => o.start === w.index)) continue;
    out.push({ start: w.index, end: w.index + phrase.length });
  }
  return out.sort((a, b) => a.start - b.start);
}
