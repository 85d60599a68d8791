// Sentence and record context for the special-category detector: where sentences start and end, whether
// a sentence points to a person, whether it is a general statement, and whether the text is a record
// (a clinical heading) or a line is a record line (Assessment:, Plan:, ...). Everything is computed
// once per text; lookups are by UTF-16 offset.
import Type from 'typebox';
import { loadDataFile } from '../../core/dataFile.js';
import { foldAccents } from '../../core/fold.js';
import { allMatches, firstMatch } from '../../core/matches.js';
import { lookupPlace } from '../../lexicon/gazetteer.js';
import { isNameTitle, nameTokenStrength } from '../../lexicon/names.js';
import { isNameParticle } from '../lexical/nameTokens.js';
import type { CompiledCues } from './lexicon.js';

export interface Sentence {
  start: number;
  end: number;
  person: boolean;
  /** A clinical frame ("takes", "prescribed", "is on") in the sentence: a person for health and genetic words only. */
  clinical: boolean;
  general: boolean;
  /** General only through a symbol ('%') that no share link follows ('fetal fraction 9%', not '1% of women'): a measurement in a form about one subject. */
  measured: boolean;
  /** The line this sentence sits on opens with a record label (Assessment:, Plan:, Dx:). */
  recordLine: boolean;
}

/** The schema of abbreviations.json: lower-case abbreviations without their final dot, each once. */
export const ABBREVIATIONS_SCHEMA = Type.Object(
  { description: Type.String({ minLength: 20 }), abbreviations: Type.Array(Type.String({ pattern: '^[a-z]+(?:\\.[a-z]+)*$' }), { minItems: 1, uniqueItems: true }) },
  { additionalProperties: false },
);
const ABBREVIATIONS: ReadonlySet<string> = new Set(loadDataFile(new URL('./abbreviations.json', import.meta.url), ABBREVIATIONS_SCHEMA).abbreviations);
const BOUNDARY = /[.!?]+(?=\s)|\n/g;
const WORD = /[\p{L}][\p{L}\p{M}'’-]*/gu;

/** Sentence spans: a newline always ends one; `.`, `!`, `?` before white space end one unless they close an abbreviation. */
export function sentenceSpans(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = 0;
  for (const m of allMatches(BOUNDARY, text)) {
    if (m[0] !== '\n') {
      const before = /([\p{L}.]+)$/u.exec(text.slice(Math.max(0, m.index - 8), m.index));
      if (before && ABBREVIATIONS.has(before[1]!.toLowerCase())) continue;
      // An initial before a name ("chez M. Owen Davies", "Dr M. Jansen", "sponsor: G. Atieno"): a single capital's dot
      // followed by a word the name lexicon knows as a name ends no sentence.
      if (before && /^\p{Lu}$/u.test(before[1]!) && initialBeforeName(text, m.index + m[0].length)) continue;
      // A surname's initial after a given name, before a lower-case word or a parenthesis ("Lwazi M. (NAGRAT)", "Abdi H. of
      // the Garre"): no sentence opens so, and the initial's dot ends none.
      if (before && /^\p{Lu}$/u.test(before[1]!) && initialAfterName(text, m.index - 1, m.index + m[0].length)) continue;
    }
    const end = m.index + m[0].length;
    if (end > start) out.push([start, end]);
    start = end;
  }
  if (start < text.length) out.push([start, text.length]);
  return out;
}

/**
 * A short line (a list's row, a heading) holds a sentence end with more words after it: "Card no. 207315", "To: Hon. Grace
 * Wairimu" and "INVOICE No. 7781" hold none, since an abbreviation's dot or a name's initial ends no sentence
 * (sentenceSpans), while "Joined 2019. Dues paid." holds one. A row or heading line is one sentence at most.
 */
export function sentenceInside(line: string): boolean {
  return sentenceSpans(line.trim()).length > 1;
}

function initialBeforeName(text: string, at: number): boolean {
  const next = /^[ \t]+(\p{Lu}[\p{L}'’-]+)/u.exec(text.slice(at, at + 40));
  return next !== null && knownName(next[1]!);
}

function initialAfterName(text: string, initial: number, at: number): boolean {
  if (!/^[ \t]+(?:\(|\p{Ll})/u.test(text.slice(at, at + 4))) return false;
  const name = /(?:^|[^\p{L}])(\p{Lu}[\p{L}'’-]+)[ \t]+$/u.exec(text.slice(Math.max(0, initial - 40), initial));
  return name !== null && knownName(name[1]!);
}

/** The name lexicon knows the word as a given or family name, strongly or softly ('Owen', 'Isioma'). */
export function knownName(word: string): boolean {
  const s = nameTokenStrength(word);
  return s === 'strong' || s === 'soft';
}

/** Whether the gazetteer knows the word as a place of any kind or size (a town, a county, a country). */
export function knownPlace(word: string): boolean {
  return lookupPlace(word).length > 0;
}

/** True when a capitalised word of the sentence is a strong name or a title (Mr, Chief, Alhaji), outside [skipS, skipE). */
// A town of this size or more, or one of the project's curated places, is what a place word names (src/places gazetteerAdapter's SMALL_TOWN).
const KNOWN_TOWN = 150_000;

/** A word after a place preposition ("in Madrid", "o aeroporto de Madrid") that the gazetteer knows as a country or a sizeable or curated town names the place. */
function namesPlace(sentence: string, at: number, word: string, placeBefore: RegExp): boolean {
  if (!placeBefore.test(sentence.slice(Math.max(0, at - 12), at))) return false;
  if (/^['’]s\b/u.test(sentence.slice(at + word.length, at + word.length + 3))) return false; // "in Madrid's care" is someone's
  return lookupPlace(word).some((e) => e.kind === 'country' || e.curated === true || (e.population ?? 0) >= KNOWN_TOWN);
}

/**
 * isiZulu and isiXhosa write a person's name behind a noun-class or possessive prefix and a hyphen ('U-Thandi uboshelwe
 * ...', 'izigxivizo zeminwe zika-Sipho', 'Igama lami ngu-Lindiwe'): the name is the word after the hyphen. Locative
 * prefixes ('e-', 'kwa-', 'ku-') name places and are not read so.
 */
/** A form field's label, up to four words, and its separator, at a line's start ("Isisebenzi: ", "Pupil targeted: "). */
const FIRST_FIELD = /^[ \t*•-]*\p{L}[\p{L}\p{M}'’.()/-]*(?:[ \t]+[\p{L}\p{M}'’.()/-]+){0,3}[ \t]*[:：][ \t]*/u;
/**
 * A field's value that may be only a name: up to five words ending in a capitalised one, then the line's end or a comma;
 * its lower-case words must be name particles (`isNameParticle`, the one list) and its capitalised words titles or known names.
 */
const PERSON_VALUE = /^(?:[\p{Lu}\p{Ll}][\p{L}\p{M}'’.-]*[ \t]+){1,4}\p{Lu}[\p{L}\p{M}'’-]*(?=[ \t]*(?:,|$))/u;

const NGUNI_NAME_PREFIX = /^(?:[Uu]|[Kk]a|[Zz]ika|[Ss]ika|[Ll]ika|[Yy]ika|[Ww]aka|[Nn]gu)-(?=\p{Lu})/u;

function namesSomeone(sentence: string, offset: number, skips: ReadonlyArray<[number, number]>, notNames: ReadonlySet<string>, placeBefore: RegExp): boolean {
  const someone = (m: RegExpExecArray): boolean => {
    const prefix = NGUNI_NAME_PREFIX.exec(m[0])?.[0].length ?? 0;
    const word = prefix > 0 ? m[0].slice(prefix) : m[0];
    const at = offset + m.index + prefix;
    if (!/^\p{Lu}/u.test(word) || word.length < 2) return false;
    if (skips.some(([s, e]) => at >= s && at < e)) return false;
    // "Àrùn jẹjẹrẹ ...": the Yorùbá word for disease is no given name, though "Arun" is one.
    if (notNames.has(word.normalize('NFC').toLowerCase())) return false;
    if (isNameTitle(word)) return true;
    return word.length >= 3 && nameTokenStrength(word) === 'strong' && !/^\p{Lu}+$/u.test(word) && !namesPlace(sentence, m.index + prefix, word, placeBefore);
  };
  return firstMatch(WORD, sentence, someone) !== null;
}

export interface TextContext {
  /** A clinical or record heading opens a line of the text (computed on first use). */
  readonly recordHeading: boolean;
  /** The text is a form about one subject: a subject label line ("Patient: ..."), or a first line that names someone ("PAYSLIP - Esi Ampofo"). */
  readonly subjectForm: boolean;
  sentenceAt(offset: number): Sentence | undefined;
}

/**
 * Builds the context of a text. `folded` is the folded text (same cue matching as the lexicon), `skips`
 * are candidate spans, whose own words never count as the person (a religion word that is also a given name).
 * Sentence bounds are found once; a sentence's cues, its record line and the text's record heading are
 * worked out only when a candidate asks (then kept), so a long text with few candidates pays for few sentences.
 */
export function buildContext(text: string, folded: string, foldedIndex: (orig: number) => number, cues: CompiledCues, skips: ReadonlyArray<[number, number]>): TextContext {
  const spans = sentenceSpans(text);
  // The end of the first line (a heading or title) or of the text.
  const nl = text.indexOf('\n');
  const firstBreak = nl === -1 ? text.length : nl;
  const done: Array<Sentence | undefined> = new Array(spans.length);
  const sorted = [...skips].sort((a, b) => a[0] - b[0]);
  const longest = sorted.reduce((m, [a, b]) => Math.max(m, b - a), 0);
  const skipsIn = (start: number, end: number): Array<[number, number]> => {
    const out: Array<[number, number]> = [];
    for (let i = lowerBound(sorted, start - longest); i < sorted.length && sorted[i]![0] < end; i++) {
      if (sorted[i]![1] > start) out.push(sorted[i]!);
    }
    return out;
  };
  // The line holding `start` opens with a record label (Plan:, Dx:): tested on the line's first characters.
  const onRecordLine = (start: number): boolean => {
    const ls = text.lastIndexOf('\n', start - 1) + 1;
    const nl = text.indexOf('\n', ls);
    const le = nl === -1 ? text.length : nl;
    return cues.recordLabels.test(text.slice(ls, Math.min(le, ls + 60)).toLowerCase());
  };
  const sentence = (i: number): Sentence => {
    const [start, end] = spans[i]!;
    const fs = foldedIndex(start);
    const fe = foldedIndex(end);
    const f = folded.slice(fs, fe);
    const own = skipsIn(start, end);
    // In a letter to one named person ("Dear Kwame,"), "you" and "your" are that person; so they are in the statements
    // of any text written about one subject (a subject label or a first line naming someone): a notice, query or decision
    // addressed to its subject ("Final warning — K. Asante" over "You spoke at a party meeting ..."), sentencing remarks
    // under "R v Dele Okafor" ("You have 7 previous convictions"). A form's printed wording is not such a statement: its
    // title on the first line ("Benefit claim — how your condition affects you") and its questions ("Are you pregnant?").
    const addressed = () => isLetter() || (start > firstBreak && !f.includes('?') && isSubjectForm());
    // A legal or affiliation frame points to a person by itself ("Arrested for burglary"), unless the sentence names an
    // unnamed plural group it can be about ("Police arrested 14 suspects ...", "the robbery suspects arrested last week
    // have been charged"): then only a person cue or a name points to someone.
    const framedPerson = (): boolean => testOutside(cues.frames, f, fs, [], foldedIndex) && !(cues.unnamedGroups !== null && testOutside(cues.unnamedGroups, f, fs, own, foldedIndex));
    const personCue = testOutside(cues.person, f, fs, own, foldedIndex) || framedPerson() || (addressed() && testOutside(cues.secondPerson, f, fs, own, foldedIndex));
    const person = personCue || namesSomeone(text.slice(start, end), start, own, cues.notNames, cues.placeBefore);
    const clinical = testOutside(cues.clinicalFrames, f, fs, [], foldedIndex);
    // "People for area dey talk say Kojo na gay": a general cue before a reporting word is the reporter, so the
    // general cues are read in the reported clause only (after the last reporting word).
    const said = reportedFrom(cues.reporting, f);
    const g = f.slice(said);
    // A symbol inside a candidate ("HbA1c 8.4%") is that person's measurement, not a rate.
    // A trend or an offer word (`general_unless_person`) is general only where no person cue stands before it in the
    // reported clause ('my blood pressure is rising' is the writer's own course).
    const generalWord = testOutside(cues.general, g, fs + said, own, foldedIndex) || (cues.generalUnlessPerson !== null && unlessPerson(cues.generalUnlessPerson, cues.person, g, fs + said, own, foldedIndex));
    const symbol = !generalWord && cues.symbols.some((sym) => symbolOutside(g, sym, fs + said, own, foldedIndex));
    const general = generalWord || symbol;
    const measured = symbol && !cues.symbols.some((sym) => shareAfterSymbol(g, sym, cues.shareAfter));
    // A sentence that opens with a record label is a record line too: "Employee: X. Reason for absence: Y." is a form on one line.
    const recordLine = onRecordLine(start) || cues.recordLabels.test(f.slice(0, 60).trimStart());
    return { start, end, person, clinical, general, measured, recordLine };
  };
  let heading: boolean | undefined;
  let letter: boolean | undefined;
  let subject: boolean | undefined;
  const isLetter = (): boolean => {
    letter ??= cues.addressed.test(text);
    return letter;
  };
  // "Subject: Grace Mensah", "Guarantor: Tunde Bakare": a label that names the record's subject only when its value names
  // someone (a known name or a title; a candidate's own words never count), so an e-mail's "Subject: diabetes week" opens no form.
  const namedSubjectLine = (): boolean => {
    const re = cues.namedSubjectLine;
    if (re === null) return false;
    for (const m of allMatches(re, text)) {
      const from = m.index + m[0].length;
      const eol = text.indexOf('\n', from);
      const to = Math.min(eol === -1 ? text.length : eol, from + 80);
      if (to > from && namesSomeone(text.slice(from, to), from, skipsIn(from, to), cues.notNames, cues.placeBefore)) return true;
    }
    return false;
  };
  // "Site log\nWorker: Ama Darko\n...": a form's first field, on the line right under its heading, whose whole value
  // is a person's name (a strong given or family name, or a title, opening it) names the record's subject, whatever
  // language or role its label is written in: a form puts the person it is about first.
  const firstFieldNamesSomeone = (): boolean => {
    if (nl === -1) return false;
    const eol = text.indexOf('\n', nl + 1);
    const line = text.slice(nl + 1, eol === -1 ? text.length : eol);
    const m = FIRST_FIELD.exec(line);
    if (m === null) return false;
    const from = nl + 1 + m[0].length;
    const value = line.slice(m[0].length);
    const name = PERSON_VALUE.exec(value);
    if (name === null || !namesSomeone(name[0], from, skipsIn(from, from + name[0].length), cues.notNames, cues.placeBefore)) return false;
    // Every capitalised word is a title or a name the lexicon knows: 'Kumasi Central Library' names a place, not a person.
    // A courtesy title of the record languages (cues.json `sexed_titles`: 'sig.', 'Mof.', 'uNksz.') is a title whatever
    // its case, as the names lexicon's English titles are (session 46: 'Allievo: sig. Jan de Vries').
    const courtesy = (w: string): boolean => cues.courtesyTitles.has(foldAccents(w).toLowerCase().replace(/\.$/u, ''));
    return name[0].split(/[ \t]+/u).every((w) => courtesy(w) || (/^\p{Lu}/u.test(w) ? isNameTitle(w.replace(/\.$/u, '')) || knownName(w) : isNameParticle(w)));
  };
  const isSubjectForm = (): boolean => {
    if (subject === undefined) {
      // A first line that is the whole text is a sentence, not a heading over a form.
      subject =
        cues.subjectLine.test(folded) ||
        cues.subjectKey.test(folded) ||
        namedSubjectLine() ||
        (nl !== -1 && namesSomeone(text.slice(0, firstBreak), 0, skipsIn(0, firstBreak), cues.notNames, cues.placeBefore)) ||
        firstFieldNamesSomeone();
    }
    return subject;
  };
  return {
    get recordHeading(): boolean {
      heading ??= cues.headings.test(folded);
      return heading;
    },
    get subjectForm(): boolean {
      return isSubjectForm();
    },
    sentenceAt(offset: number): Sentence | undefined {
      let lo = 0;
      let hi = spans.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const [s, e] = spans[mid]!;
        if (offset < s) hi = mid - 1;
        else if (offset >= e) lo = mid + 1;
        else {
          done[mid] ??= sentence(mid);
          return done[mid];
        }
      }
      return undefined;
    },
  };
}

/** First index whose range starts at or after `at` (ranges sorted by start). */
export function lowerBound(ranges: ReadonlyArray<[number, number]>, at: number): number {
  let lo = 0;
  let hi = ranges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid]![0] < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Where the reported clause of a folded sentence starts: after its last reporting word that opens a clause,
 * or 0. A reporter put after its clause (", said Efua Quaye", "..., the ministry said.") reports what came
 * before it: a reporting word right after a comma or with no word after it opens nothing.
 */
function reportedFrom(re: RegExp, f: string): number {
  let at = 0;
  re.lastIndex = 0;
  for (const m of allMatches(re, f)) {
    const end = m.index + m[0].length;
    if (/,\s*$/u.test(f.slice(Math.max(0, m.index - 4), m.index)) || !/\p{L}/u.test(f.slice(end))) continue;
    at = end;
  }
  return at;
}

/** True when `re` matches in `f` (folded, starting at folded offset `fs`) outside the original ranges `skips`. */
function testOutside(re: RegExp, f: string, fs: number, skips: ReadonlyArray<[number, number]>, foldedIndex: (orig: number) => number): boolean {
  re.lastIndex = 0;
  return firstMatch(re, f, (m) => {
    const at = fs + m.index;
    return !skips.some(([s, e]) => at >= foldedIndex(s) && at < foldedIndex(e));
  }) !== null;
}

/**
 * True when `trend` matches in `g` (a sentence's reported clause, starting at folded offset `gs`) outside the original
 * ranges `skips`, with no `person` cue before its first such match in `g`: a trend's subject is written before it ('my
 * sugar dey plenty', 'his seizures are increasing'), while a cue after it is another clause's ('Malaria dey plenty for
 * area now, make una buy net for una pikin') and a cue before a reporting word is the reporter's ('He says malaria is on
 * the rise'), a cue before a colon a label's or a speaker's.
 */
function unlessPerson(trend: RegExp, person: RegExp, g: string, gs: number, skips: ReadonlyArray<[number, number]>, foldedIndex: (orig: number) => number): boolean {
  const outside = (i: number): boolean => !skips.some(([s, e]) => gs + i >= foldedIndex(s) && gs + i < foldedIndex(e));
  trend.lastIndex = 0;
  const first = firstMatch(trend, g, (m) => outside(m.index));
  if (first === null) return false;
  // A label or a chat's speaker before a colon ('Mr Kofi Asare: cholera is on the rise') is no part of the trend's subject.
  const from = g.lastIndexOf(':', first.index) + 1;
  person.lastIndex = 0;
  return firstMatch(person, g.slice(from, first.index), (m) => outside(from + m.index)) === null;
}

/** True when some `sym` in `f` is followed by a share link ('% of', '% des'): a share of a group, not a measurement. */
function shareAfterSymbol(f: string, sym: string, share: RegExp | null): boolean {
  if (share === null) return false;
  for (let i = f.indexOf(sym); i !== -1; i = f.indexOf(sym, i + 1)) if (share.test(f.slice(i + sym.length, i + sym.length + 24))) return true;
  return false;
}

/** True when `sym` occurs in `f` outside the original ranges `skips`. */
function symbolOutside(f: string, sym: string, fs: number, skips: ReadonlyArray<[number, number]>, foldedIndex: (orig: number) => number): boolean {
  for (let i = f.indexOf(sym); i !== -1; i = f.indexOf(sym, i + 1)) {
    const at = fs + i;
    if (!skips.some(([s, e]) => at >= foldedIndex(s) && at < foldedIndex(e))) return true;
  }
  return false;
}
