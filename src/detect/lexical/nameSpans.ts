// Full-name spans ("Adaeze Okonkwo", "Dr Kwame A. Mensah", "Johan van der Merwe", "O'Brien-Okafor")
// from the name lexicon. A span is 1-5 capitalised words on one line; it needs a cue before it (a title
// such as Mr, Dr, Chief, Alhaji — taken into the span, except a judicial office or a kinship form of address —
// or "my name is", "Dear", "signed by") or at
// least two name words of which one is a strong lexicon name (not also a common word). A strong name
// standing alone ("Kevin said", "founders: Becker and Vasquez") is reported too, flagged `lone` and
// less sure, unless it is also a notable place. Shared by the PII-1-NAME detector and /extract.
// Hand-written: no npm package tags names of African populations; this follows the lexicon approach
// of the reference (lexicon tokens, stop-lists, adjacent-token merge with initials). The tokens and
// what each word is are nameTokens.ts; this file judges runs of them and cleans the spans up.
import { findGazetteerPlaces, lookupPlace } from '../../lexicon/gazetteer.js';
import { withoutPrepositionHeads, withoutStreetsAndFirms } from './nameContext.js';
import { daysBeforeColons, isShortDateAt } from './calendarShort.js';
import { afterHonorifics, afterJudicialTitles, nameStartWithTitles } from './nameTitles.js';
import { capitaliseNames, HAS_CAPITAL, listNeighbours } from './nameLists.js';
import { ALL_CAPS, CORE, NAME_CUE, PARTICLE_GAP, PARTICLE_WORDS, scanNameTokens, type Token } from './nameTokens.js';
import { isAddresseeGroup, isFamilyName, isGivenName, isNameOpener, nameTokenFrequency, nameTokenStrength } from '../../lexicon/names.js';
import { writtenInAnotherLanguage } from '../../lexicon/stopWords.js';
import { allMatches } from '../../core/matches.js';
import { citesScripture, withoutFieldLabels, withoutVesselNames } from '../tagger/refine.js';

export interface NameSpan {
  /** UTF-16 start (inclusive). */
  start: number;
  /** UTF-16 end (exclusive). */
  end: number;
  confidence: number;
  /** The title that cued the name, when there was one ("Dr", "Alhaji"). */
  title?: string;
  /** One strong lexicon name with no cue and no second name word (the reference's per-token match). */
  lone?: boolean;
  /** Where the name starts after the titles the span took in ("Smith" in "Mr Smith"); absent: `start`. */
  nameStart?: number;
}

// Particles that are found in person names only, not in place names ("de", "la" are both).
const NAME_PARTICLE_GAP = /(?:^|[ \t])(?:van|von|der|den|ter|ten|bin|binti|ibn)[ \t]/;
const SENTENCE_END = /(?:[.!?]|\n)\s*$|^\s*$/;
/** A place at least this big (or a capital, region, country, curated place) beats a lone name. */
const NOTABLE_PLACE = 100_000;
export const LONE_CONFIDENCE = 0.6;
// What follows a person's name ("Scott said", "Grace's"): lets a soft name (also a word) stand alone.
const PERSON_AFTER =
  /^(?:['’]s[ \t]|[ \t]+(?:said|says|told|asked|shouted|replied|explained|wrote|lives|lived|works|worked|spent|smiled|laughed|is from|was born|will be talking|had given|has been|is a very)\b)/u;
// What only a person does ("Mehrudin shouted", "Valida spent a year"): lets a word the lexicon does not know stand alone.
// A vocative opening a request ("Kuba, can I please speak to your boss?").
const VOCATIVE_AFTER = /^,[ \t]+(?:can|could|would|will)[ \t]+(?:I|you|we)\b/u;
const PERSON_ONLY_AFTER =
  /^(?:['’]s[ \t]+(?:kid|son|daughter|wife|husband|mother|father|killers?|brother|sister)\b|[ \t]+(?:shouted|smiled|laughed|replied|lives|lived|spent a|was born|will be talking|had given|has been under|is from|is a very|is very)\b)/u;
// "Weeks-Rivas", "Fritz-Armstrong" alone are as often firms as people: only with a person's verb.
const HYPHENATED = /[-‐]/;
/** Sources (faker languages + curated groups) listing a token for it to count as a common name. */
const COMMON_NAME = 3;
const MAX_NAME_WORDS = 5;


let lastText: string | undefined;
let lastSpans: readonly NameSpan[] = [];

/**
 * Finds full-name spans, left to right, non-overlapping. The last text's answer is remembered (the name
 * and location detectors both ask for the same text); treat the result as read-only.
 */
export function findNameSpans(text: string): readonly NameSpan[] {
  if (text === lastText) return lastSpans;
  const scanned = HAS_CAPITAL.test(text) ? text : capitaliseNames(text);
  // A Bible book cited with chapter and verse ("James 5:16") names a passage (tagger/refine.ts citesScripture).
  const spans = withoutVesselNames(text, withoutShortDays(text, withoutFieldLabels(text, withTitles(text, withoutPrepositionHeads(text, withoutStreetsAndFirms(text, withoutLonePlaceWords(scanned, listNeighbours(scanned, wrappedInProse(scanned, acrossLineBreaks(scanned, rankedEntries(scanned, surnameFirstEntries(scanned, surnameFirst(scanned, scanNames(scanned))))))))))))), () => true).filter((s) => !citesScripture(text, s.start, s.end));
  for (const s of spans) Object.freeze(s);
  lastText = text;
  lastSpans = Object.freeze(spans);
  return lastSpans;
}

/** The first and the last word of a span (letters and marks). */
const FIRST_WORD = /^[\p{L}\p{M}]+/u;
const LAST_WORD = /[\p{L}\p{M}]+$/u;

/**
 * A short form of a day or a month where a date or a timetable writes one (calendarShort.ts: "Sibusiso Dlamini Tue: …",
 * "Lerato Wed:", "1st Sun") is no name word: cut from either end of a name run; a run left with no word is dropped, and a
 * word right after a title is the name the title addresses ("Mr Sun 14 May"), never cut to leave the title alone. The
 * tagger's spans are read the same way (../tagger/refine.ts calendarEdges). Only a span whose first or last word is such a
 * short form is looked at further, so a text with none costs a dictionary look-up per span.
 */
function withoutShortDays(text: string, spans: NameSpan[]): NameSpan[] {
  let timetable: boolean | undefined;
  const table = () => (timetable ??= daysBeforeColons(text) >= 2);
  return spans.filter((s) => {
    const last = LAST_WORD.exec(text.slice(s.start, s.end));
    // A title right before the word makes it the name ("Mr Sun 14 May", "Mrs Jan 12"): never cut a name down to its
    // titles (a lone word without a title is the next test's, which drops the run).
    if (last !== null && s.start + last.index > (s.nameStart ?? s.start) && isShortDateAt(text, s.start + last.index, s.end, table)) s.end = text.slice(s.start, s.start + last.index).trimEnd().length + s.start;
    const first = FIRST_WORD.exec(text.slice(s.start, s.end));
    if (first !== null && s.end > s.start && isShortDateAt(text, s.start, s.start + first[0].length, table)) {
      const rest = text.slice(s.start + first[0].length, s.end);
      s.start += first[0].length + (rest.length - rest.trimStart().length);
      if ((s.nameStart ?? 0) < s.start) s.nameStart = s.start;
    }
    return s.end > s.start && /\p{L}/u.test(text.slice(s.start, s.end));
  });
}

/**
 * Each name widened over the initials and titles written right before it ("Mr D.R. Smith", "Lord
 * Justice Darby"; nameTitles.ts), never into the name before it. `nameStart` keeps where the name
 * itself starts, so its normalised value (the token of linkable de-identification) is the same with or
 * without a title.
 */
function withTitles(text: string, spans: NameSpan[]): NameSpan[] {
  let prevEnd = 0;
  for (const s of spans) {
    // A run read with its judicial title chain ("Lord Justice Darby": "Lord" and "Justice" are names too) starts at the name.
    const named = afterJudicialTitles(text, s.start, s.end);
    if (named > s.start) {
      s.start = named;
      s.nameStart = named;
    }
    // A run opening with a form of address ("Auntie Efua", "Bro. Musa") starts at the name, the honorific outside.
    const addressed = afterHonorifics(text, s.start, s.end);
    if (addressed > s.start) {
      s.start = addressed;
      s.nameStart = addressed;
    }
    const w = nameStartWithTitles(text, s.start);
    if (w.start < s.start && w.start >= prevEnd) {
      s.nameStart = w.nameStart;
      s.start = w.start;
      if (w.titles !== undefined) s.title = w.titles;
    }
    prevEnd = s.end;
  }
  return spans;
}

let scanText = '';
const gapText = (a: Token, b: Token) => scanText.slice(a.end, b.start);

function scanNames(text: string): NameSpan[] {
  scanText = text;
  const tokens = scanNameTokens(text);
  const spans: NameSpan[] = [];
  let another: boolean | undefined;
  const foreign = () => (another ??= writtenInAnotherLanguage(text));
  let i = 0;
  while (i < tokens.length) {
    // A run: tokens joined by single spaces (or "X." initials / "Dr." titles).
    let j = i;
    while (j < tokens.length - 1 && tokens[j]!.joinsNext) j++;
    scanRun(text, tokens.slice(i, j + 1), spans, foreign);
    i = j + 1;
  }
  return spans;
}

function scanRun(text: string, run: Token[], out: NameSpan[], foreign: () => boolean): void {
  let title: string | undefined;
  let titleEnd = 0;
  let segStart = 0;
  for (let n = 0; n <= run.length; n++) {
    const t = run[n];
    if (t && (CORE.has(t.kind) || t.kind === 'particle' || t.kind === 'initial')) continue;
    let opened = false;
    // A French, Spanish or Portuguese opener ("Bonjour Solène", "Selon M. Marchand") opening a run of two words or more
    // is no part of the name (capitalised and unknown to English, it would join the span); it cues the name as "Dear" does.
    // Several in a row ("Liebe Grüße Jonas") all stay outside.
    while (n - segStart >= 2 && title === undefined && isNameOpener(run[segStart]!.text, foreign)) {
      segStart++;
      opened = true;
    }
    // One alone ("Bien cordialement,", "Merci !") names nobody.
    if (n - segStart === 1 && title === undefined && isNameOpener(run[segStart]!.text, foreign)) segStart = n;
    // A greeting to a group ("Liebe Kolleginnen", "Szanowni Mieszkańcy") names nobody: its words and the greeting's before them stay outside.
    for (let k = n - 1; k >= segStart && title === undefined; k--)
      if (isAddresseeGroup(run[k]!.text)) {
        segStart = k + 1;
        break;
      }
    if (n > segStart) {
      const first = run[segStart]!;
      const before = text.slice(Math.max(0, first.start - 16), first.start);
      const lastEnd = run[n - 1]!.end;
      const words = n - segStart;
      const cued =
        opened ||
        title !== undefined ||
        NAME_CUE.test(before) ||
        (words <= 2 && isSpeaker(text, first.start, lastEnd)) ||
        (words >= 2 && words <= 3 && isHeadingLine(text, first.start, lastEnd));
      // A question opens with a modal or a verb ("Will Anderson come?"): there the first word is never kept as a given name.
      const atSentenceStart = !cued && SENTENCE_END.test(before.slice(-3)) ? (QUESTION_AHEAD.test(text.slice(lastEnd, lastEnd + 160)) ? 'question' : 'statement') : null;
      const after = text.slice(lastEnd, lastEnd + 24);
      const personOnlyAfter = PERSON_ONLY_AFTER.test(after) || (first.start === 0 && VOCATIVE_AFTER.test(after));
      const span = judge(run.slice(segStart, n), cued, atSentenceStart, personOnlyAfter || PERSON_AFTER.test(after), personOnlyAfter);
      if (span) {
        if (title !== undefined) {
          span.title = title;
          // "Mevrouw de Vries", "Mr van der Merwe": the particles after the title belong to the name.
          const gap = text.slice(titleEnd, span.start);
          if (span.start === first.start && PARTICLE_GAP.test(gap)) span.start = titleEnd + (gap.length - gap.trimStart().length);
        }
        out.push(span);
      }
    }
    title = t?.kind === 'title' ? t.text : undefined;
    titleEnd = t?.end ?? 0;
    segStart = n + 1;
  }
}

// A speaker's label in a transcript or chat: the words open their line and a colon and what they said
// follow ("Halldór: What a wife.", "Koppány: \"Who are you?\""). Form labels ("Phone:", "Address:")
// are English words, which never reach here as name words.
// What follows is said: a quotation, or a sentence — a capitalised word and, on the same line, a
// lower-case word (`What a wife.`) — not a form value (`Λεωφόρος Συγγρού 119`, `Example`).
const SPEECH_AFTER = /^:[ \t]*(?:["“'‘]\p{Lu}|\p{Lu}[\p{Ll}'’]*[ \t]+[^\n]*?(?<![\p{L}\p{N}])\p{Ll}{2,})/u;

// A name heading a block — a letter, a CV, a signature, a quoted contact card: the words are the whole
// line (after any quoting marks) and more lines follow ("Julcsa Kárpáthy\nMhealthcoach\n50668 ...").
// Two or three words only, and none of them a common English word (those never reach here as name
// words), so headings such as "Annual Report" stay out.
// Both open their line, after any quoting or list marks (`>`, `???`, `•`).
const LINE_START = /(?:^|\n)[ \t>?*•·|-]*$/;
const HEADING_AFTER = /^[ \t]*\r?\n\s*\S/;

function isHeadingLine(text: string, start: number, end: number): boolean {
  return HEADING_AFTER.test(text.slice(end, end + 80)) && LINE_START.test(text.slice(Math.max(0, start - 12), start));
}

// Chat roles, not people.
const SPEAKER_ROLE = /^(?:bot|chatbot|user|agent|assistant|system|human|ai|admin|operator|support|moderator|customer|caller|interviewer|me)$/i;

function isSpeaker(text: string, start: number, end: number): boolean {
  return (
    SPEECH_AFTER.test(text.slice(end, end + 60)) && LINE_START.test(text.slice(Math.max(0, start - 12), start)) && !SPEAKER_ROLE.test(text.slice(start, end))
  );
}

const QUESTION_AHEAD = /^[^.!?\n]*\?/;

/**
 * At a sentence's start a word that is both a verb and a given name ("Will", "Hope", "Mark") is the verb,
 * unless a statement goes on with a family name right after it ("Hope Mensah called", "Will Smith said").
 */
function leadingVerb(seg: Token[], a: number, b: number, atSentenceStart: 'question' | 'statement' | null): boolean {
  if (atSentenceStart === null || seg[a]!.kind !== 'verbLike') return false;
  if (atSentenceStart === 'question' || b - a < 2 || !isGivenName(seg[a]!.text)) return true;
  const next = seg[a + 1]!;
  return !(CORE.has(next.kind) && next.kind !== 'verbLike' && isFamilyName(next.text));
}

/** The first index from `a` (before `b`) that is not a particle. */
function startOfName(seg: Token[], a: number, b: number): number {
  while (a < b && seg[a]!.kind === 'particle') a++;
  return a;
}

/** `b` moved back over trailing particles and initials (not before `a`). */
function endOfName(seg: Token[], a: number, b: number): number {
  while (a < b && (seg[b - 1]!.kind === 'particle' || seg[b - 1]!.kind === 'initial')) b--;
  return b;
}

function judge(seg: Token[], cued: boolean, atSentenceStart: 'question' | 'statement' | null, personVerbAfter: boolean, personOnlyAfter: boolean): NameSpan | undefined {
  let a = startOfName(seg, 0, seg.length);
  let b = endOfName(seg, a, seg.length);
  if (a < b && !cued && leadingVerb(seg, a, b, atSentenceStart)) {
    a = startOfName(seg, a + 1, b);
    b = endOfName(seg, a, b);
  }
  // One pass over seg[a, b) counts what the rule reads (no slices or filtered copies: judge runs per capitalised run).
  let cores = 0;
  let first: Token | undefined;
  let last: Token | undefined;
  let strong = 0;
  let unknown = 0;
  let initials = 0;
  for (let i = a; i < b; i++) {
    const t = seg[i]!;
    if (t.kind === 'initial') initials++;
    if (!CORE.has(t.kind)) continue;
    cores++;
    first ??= t;
    last = t;
    if (t.kind === 'strong') strong++;
    else if (t.kind === 'unknown') unknown++;
  }
  if (cores === 0 || cores > MAX_NAME_WORDS) return undefined;
  if (cores === 1 && first!.text.length < 2) return undefined; // "Hello I moved"
  // "Szabina J Gelencsér", "Alvir D. Pušaver": a middle initial between two names marks a full name.
  const middleInitial = cores === 2 && b - a === 3 && seg[a + 1]!.kind === 'initial';
  // "Dyan van Gijn", "Maika van de Noort": Dutch and German particles between two names.
  const middleParticle = cores === 2 && b - a === 2 && NAME_PARTICLE_GAP.test(gapText(seg[a]!, seg[a + 1]!));
  let ok: boolean;
  if (cued) ok = unknown <= 2;
  else if (middleInitial || middleParticle) ok = true;
  else if (cores >= 2 && strong >= 1) ok = unknown <= Math.max(1, strong - 1);
  else if (cores >= 2 && cores <= 3 && personVerbAfter) ok = true; // "Tilly Nicholson lives at"
  else if (cores >= 2) ok = unknown === 0 && cores <= 3 && isGivenName(first!.text) && isFamilyName(last!.text); // "Mark Smith"
  else if (initials > 0) ok = strong === 1 && isFamilyName(first!.text); // "A. Okonkwo"
  else if (
    (strong === 1 || (personVerbAfter && first!.kind === 'soft') || (personOnlyAfter && first!.kind === 'unknown')) &&
    isLoneName(first!.text) &&
    (personVerbAfter || !HYPHENATED.test(first!.text))
  ) {
    return { start: first!.start, end: first!.end, confidence: LONE_CONFIDENCE, lone: true };
  } else ok = false;
  if (!ok) return undefined;
  // The reference's lexicon confidence, raised when a title vouches for the name.
  return { start: seg[a]!.start, end: seg[b - 1]!.end, confidence: cued ? 0.8 : 0.7 };
}

/**
 * A strong name alone is a name unless it is written in capitals (a heading) or is a notable place: a
 * country, region, capital or curated place always; a big city unless the name is common in many
 * languages ("Mary" is a city in Turkmenistan).
 */
function isLoneName(word: string): boolean {
  if (ALL_CAPS.test(word)) return false;
  const common = nameTokenFrequency(word) >= COMMON_NAME;
  return !lookupPlace(word).some(
    (e) => e.kind !== 'city' || e.capital === true || e.curated === true || (!common && (e.population ?? 0) >= NOTABLE_PLACE),
  );
}

/** A lone name inside a longer place ("Czech" in "Czech Republic", "Marina" in "Marina del Rey") is the place. */
function withoutLonePlaceWords(text: string, spans: NameSpan[]): NameSpan[] {
  if (!spans.some((s) => s.lone)) return spans;
  const places = findGazetteerPlaces(text); // sorted by start, non-overlapping
  let p = 0;
  return spans.filter((s) => {
    if (!s.lone) return true;
    while (p < places.length && places[p]!.end <= s.start) p++;
    const place = places[p];
    return !(place && place.start <= s.start && s.end <= place.end && place.end - place.start > s.end - s.start);
  });
}

const SURNAME_COMMA = /(?<![\p{L}\p{M}])(\p{Lu}[\p{L}\p{M}]*(?:['’\-‐][\p{L}\p{M}]+)*),[ \t]?$/u;

/**
 * "OKONKWO, Adaeze" / "Name: Okonkwo, Adaeze" (forms, registers): a family name, a comma, then a lone
 * given name. Unmarked "Becker, Vasquez, Anna" is a list, so it stays apart.
 */
function surnameFirst(text: string, spans: NameSpan[]): NameSpan[] {
  const out: NameSpan[] = [];
  for (const s of spans) {
    const given = text.slice(s.start, s.end);
    const m = s.lone && isGivenName(given) ? SURNAME_COMMA.exec(text.slice(Math.max(0, s.start - 40), s.start)) : null;
    const family = m?.[1];
    const strength = family ? nameTokenStrength(family) : 'never';
    const start = s.start - (m?.[0].length ?? 0);
    const prev = out[out.length - 1];
    // Only where the order is marked: the family name in capitals, or announced by a cue ("Name:").
    const marked = family !== undefined && (ALL_CAPS.test(family) || (prev !== undefined && prev.start === start && !prev.lone));
    if (family && marked && isFamilyName(family) && !isGivenName(family) && (strength === 'strong' || strength === 'soft')) {
      let confidence = 0.7;
      if (prev && prev.end > start) {
        if (prev.start !== start || prev.end !== start + family.length) {
          out.push(s);
          continue;
        }
        out.pop(); // the family name was itself reported (alone, or after a cue)
        confidence = Math.max(confidence, prev.confidence);
      }
      out.push({ start, end: s.end, confidence });
      continue;
    }
    out.push(s);
  }
  return out;
}

/** Up to three lower-case name particles before a family name (`van der`, `de la`), from the tokens' one list. */
const LEADING_PARTICLE_RUN = `(?:(?:${PARTICLE_WORDS})[ \\t]+){0,3}`;

// A register's or a prize list's entry written family name first ("1. Mensah, Kofi", "2nd van Wyk, Anna Marie – Paarl",
// "Judge: Okafor, Ngozi;"): the pair is the whole entry, so the layout marks the order as capitals or a cue do for
// `surnameFirst`. The entry opens its line, a list item (`;`), a label's value (`:`) or a table's cell (`|`, a tab),
// after an optional enumerator ("1.", "2)", "3rd", a bullet); it ends with its line, the text, a `;`, a full stop, a
// bracket, its cell or a dash before what the entry adds (a town, a score). Group 1 the family name (with its lower-case particles), 2 the given names (one to three).
// The opening is read, not looked behind (session 40, issue 19): a pattern that opens with a look-behind is tried at
// every position of the text, while one that opens with `^` or a character class is tried only where its line, `;`,
// `:`, `|` or tab opens it (V8 skips to that character). Same entries: the opening holds no letter a name starts with
// (its letters are an enumerator's `st`/`nd`/`rd`/`th`, after digits), so each opening leads to at most one entry start
// and no opening reaches back into the entry before it (which ends with a letter); the entry's start is group 1's
// (`entryStart`, flag d), the match's end is the entry's.
const ENTRY_PAIR = new RegExp(
  String.raw`(?:^|[\n;:|\t])[ \t]*(?:(?:\d{1,3}(?:st|nd|rd|th)?[.):]?|[-•*·])[ \t]+)?(${LEADING_PARTICLE_RUN}\p{Lu}[\p{L}\p{M}]*(?:['’\-‐][\p{L}\p{M}]+)*),[ \t]+(\p{Lu}[\p{Ll}\p{M}]+(?:['’\-‐][\p{L}\p{M}]+)*(?:[ \t]\p{Lu}[\p{Ll}\p{M}]+(?:['’\-‐][\p{L}\p{M}]+)*){0,2})(?=[ \t]*(?:$|\r?\n|;|\.(?:\s|$)|\(|[–—-][ \t]|\||\t))`,
  'dgu',
);
const LEADING_PARTICLES = /^(?:[\p{Ll}]+[ \t]+)+/u;

// A ranked list's entry written family name first and followed by its figure on the same line, with no dash between:
// a score ("1. Mensah, Kofi 4½; 2. …"), a time ("2. Byrne, Siobhan 43:05"), a weight or a distance ("1. Fischer, Jonas
// 11,4 kg"). Results tables, ladders and standings of every sport and contest write the entry so, as registers write
// it without the figure (ENTRY_PAIR): the figure ends the name as the line's end does. The opening is ENTRY_PAIR's; the
// entry must be numbered (an enumerator or a `;` before it), as a ranked list's is, so that a running sentence's
// "Okafor, Ngozi 3 weeks ago" after a colon stays as it was. Same groups as ENTRY_PAIR.
const RANKED_ENTRY = new RegExp(
  String.raw`(?:(?:^|[\n;:|\t])[ \t]*(?:\d{1,3}(?:st|nd|rd|th)?[.):]?|[-•*·])|;)[ \t]+(${LEADING_PARTICLE_RUN}\p{Lu}[\p{L}\p{M}]*(?:['’\-‐][\p{L}\p{M}]+)*),[ \t]+(\p{Lu}[\p{Ll}\p{M}]+(?:['’\-‐][\p{L}\p{M}]+)*(?:[ \t]\p{Lu}[\p{Ll}\p{M}]+(?:['’\-‐][\p{L}\p{M}]+)*){0,2})(?=[ \t]+\d)`,
  'dgu',
);

/**
 * A register entry's family name and given names as one span (ENTRY_PAIR): the family name one the lexicon knows as such
 * (many are given names too, "Hussain", "Turner": the entry's comma says which it is here) or written with a particle,
 * which only family names take ("van der Walt"), the first given name a known given name, and no place pair ("Paris, France" lists a town and its country). The scanner's spans inside the
 * entry (the family name alone, the given names alone) give way to it.
 */
function surnameFirstEntries(text: string, spans: NameSpan[], entry: RegExp = ENTRY_PAIR): NameSpan[] {
  if (!text.includes(',')) return spans;
  let out = spans;
  for (const m of allMatches(entry, text)) {
    const family = m[1]!;
    const given = m[2]!;
    const core = family.replace(LEADING_PARTICLES, '');
    const particles = core.length < family.length;
    const firstGiven = given.split(/[ \t]/u)[0]!;
    const familyKnown = core.split(/[-‐]/u).some((w) => isFamilyName(w) || (particles && !isGivenName(w)));
    if (!familyKnown || !isGivenName(firstGiven)) continue;
    if (lookupPlace(core).length > 0 && lookupPlace(firstGiven).length > 0) continue;
    const start = m.indices![1]![0];
    const end = m.index + m[0].length;
    let confidence = 0.7;
    const kept: NameSpan[] = [];
    let crosses = false;
    for (const s of out) {
      if (s.end <= start || s.start >= end) kept.push(s);
      else if (s.start >= start && s.end <= end) confidence = Math.max(confidence, s.confidence);
      else crosses = true;
    }
    if (crosses) continue;
    kept.push({ start, end, confidence });
    out = kept.sort((x, y) => x.start - y.start);
  }
  return out;
}

/** A ranked list's entries followed by their figures (RANKED_ENTRY), read as surnameFirstEntries reads a register's. */
function rankedEntries(text: string, spans: NameSpan[]): NameSpan[] {
  return /\d/u.test(text) ? surnameFirstEntries(text, spans, RANKED_ENTRY) : spans;
}

// The line after a name that ends its line: one family name (after any lower-case particles) and then the end of that
// line, of the text or of the clause (`;`, `,`, `.`, `)`). Group 1 the family name with its particles, 2 without them.
const WRAPPED_FAMILY = new RegExp(
  String.raw`^[ \t]*\r?\n[ \t]*(${LEADING_PARTICLE_RUN}(\p{Lu}[\p{L}\p{M}]*(?:['’\-‐][\p{L}\p{M}]+)*))(?=[ \t]*(?:$|\r?\n|[.,;:!?)]))`,
  'u',
);

/**
 * A name broken across a line by a hard-wrapped field, a job sheet's or an invoice's narrow column, or a caption
 * ("Customer: Thandeka\nMokoena", "Gift of Aoife\nBrennan, 2019"): the scanner reads a name on one line, so the given
 * names end one line and the family name stands alone at the start of the next. The two are one span when the first
 * ends its line with a given name the lexicon knows and the next line holds only a family name it knows (or one with
 * a particle) before the line or the clause ends, and that word is no notable place. A wrap breaks a line that other
 * words filled before the name; a name opening its own line is a list's item ("Adaeze\nOkonkwo": two names), and stays
 * apart.
 */
const LINE_OPEN_BEFORE = /(?:^|\n)[ \t>*•·-]*$/u;
const LOWER_WORD_INSIDE = /(?:^|\s)\p{Ll}/u;

function acrossLineBreaks(text: string, spans: NameSpan[]): NameSpan[] {
  if (!text.includes('\n')) return spans;
  const out: NameSpan[] = [];
  for (let i = 0; i < spans.length; i++) {
    const s = spans[i]!;
    out.push(s);
    const m = WRAPPED_FAMILY.exec(text.slice(s.end, s.end + 64));
    if (m === null) continue;
    const family = m[2]!;
    // A name opening its own line is a list's item or a heading ("Adaeze\nOkonkwo": two names one a line); a wrap breaks a
    // line that other words (a label, a sentence) filled before the name.
    if (LINE_OPEN_BEFORE.test(text.slice(Math.max(0, s.start - 12), s.start))) continue;
    // A lower-case word inside the first part is a preposition the scanner took for a particle ("Schenkung von Anja",
    // gift from): the run is no clean name to extend.
    if (LOWER_WORD_INSIDE.test(text.slice(s.start, s.end))) continue;
    const lastGiven = LAST_WORD.exec(text.slice(s.start, s.end))?.[0];
    if (lastGiven === undefined || !isGivenName(lastGiven)) continue;
    const particles = m[1]!.length > family.length;
    if (!family.split(/[-‐]/u).some((w) => isFamilyName(w)) || (!particles && isGivenName(family) && !isFamilyName(family))) continue;
    if (!particles && !isLoneName(family) && lookupPlace(family).length > 0) continue;
    const end = s.end + m.index + m[0].length;
    // The family name may have been read alone (a lone strong name): the joined span takes it in.
    const next = spans[i + 1];
    if (next !== undefined && next.start < end) {
      if (next.end > end) continue;
      i++;
    }
    const joined: NameSpan = { ...s, end, confidence: Math.max(s.confidence, 0.7) };
    delete joined.lone;
    out[out.length - 1] = joined;
  }
  return out;
}

// The line after a name in running prose: one family name (after any lower-case particles), then the sentence going on
// in lower case ("… the boiler was fixed by Kwame\nBoateng on Monday."). Group 1 the family name with its particles, 2 without.
const WRAPPED_FAMILY_IN_PROSE = new RegExp(
  String.raw`^[ \t]*\r?\n[ \t]*(${LEADING_PARTICLE_RUN}(\p{Lu}[\p{L}\p{M}]*(?:['’\-‐][\p{L}\p{M}]+)*))(?=[ \t]+\p{Ll})`,
  'u',
);
/** A lower-case word, then white space, right before a span on its line: the span sits inside a running sentence. */
const PROSE_WORD_BEFORE = /\p{Ll}[\p{L}\p{M}]*[ \t]+$/u;

/**
 * `acrossLineBreaks` for a name that a hard wrap breaks inside a running sentence (care notes, letters, newsletters and
 * reports typed into a narrow box or pasted from one: "The boiler was fixed by Kwame Yaw\nBoateng on Monday"). There the
 * family name does not end its line: the sentence goes on after it in lower case, which a form's field never does
 * ("Customer: Thandeka\nMokoena paid in cash" is a field and then a new line of its own, and stays two). So the name must
 * sit in a sentence — a lower-case word of the same line right before it, not a label's colon or the line's start — and
 * the rest is acrossLineBreaks' test: a given name the lexicon knows ends the first line, a family name it knows (or one
 * with a particle) opens the next, and that word is no notable place.
 */
function wrappedInProse(text: string, spans: NameSpan[]): NameSpan[] {
  if (!text.includes('\n')) return spans;
  const out: NameSpan[] = [];
  for (let i = 0; i < spans.length; i++) {
    const s = spans[i]!;
    out.push(s);
    const m = WRAPPED_FAMILY_IN_PROSE.exec(text.slice(s.end, s.end + 64));
    if (m === null) continue;
    if (!PROSE_WORD_BEFORE.test(text.slice(Math.max(0, s.start - 40), s.start))) continue;
    if (LOWER_WORD_INSIDE.test(text.slice(s.start, s.end))) continue;
    const lastGiven = LAST_WORD.exec(text.slice(s.start, s.end))?.[0];
    if (lastGiven === undefined || !isGivenName(lastGiven)) continue;
    const family = m[2]!;
    // The same word again is a new mention, not the rest of the name ("In memory of Grace Mensah\nGrace was born …").
    if (text.slice(s.start, s.end).split(/\s+/u).includes(family)) continue;
    const particles = m[1]!.length > family.length;
    if (!family.split(/[-‐]/u).some((w) => isFamilyName(w)) || (!particles && isGivenName(family) && !isFamilyName(family))) continue;
    if (!particles && !isLoneName(family) && lookupPlace(family).length > 0) continue;
    const end = s.end + m.index + m[0].length;
    const next = spans[i + 1];
    if (next !== undefined && next.start < end) {
      if (next.end > end) continue;
      i++;
    }
    const joined: NameSpan = { ...s, end, confidence: Math.max(s.confidence, 0.7) };
    delete joined.lone;
    out[out.length - 1] = joined;
  }
  return out;
}
