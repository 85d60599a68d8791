// Special-category detectors (PII-6-*): health (conditions, diagnoses, test results such as HIV status,
// medication, pregnancy, disability, hospital and patient numbers), genetic data, religion, ethnic
// origin, sexual orientation, political affiliation, trade-union membership, biometric references and
// criminal records. The words live in data files of this folder (validated at load, see lexicon.ts);
// this file decides when a word is personal data.
//
// Precision rule: a special-category word is personal data only when it is about someone. A candidate
// is kept when
//   1. it is the value of a form label of its category ("HIV status: reactive", "Religion: Muslim"),
//      at a line start or after `;`/`|` (a form is a record about its subject); or
//   2. its sentence points to a person: a person cue (he, she, my, patient, client, Mrs; Pidgin im,
//      pikin; Hausa shi, ita, mara lafiya; Yorùbá òun, aláìsàn; Swahili yeye, mgonjwa), a clinical or
//      legal frame (diagnosed with, tested positive for, is on, convicted of), a title or a strong
//      given/family name from the name lexicon (the candidate's own words never count); or
//   3. for health and genetic terms, the text opens a line with a record heading (Clinical note,
//      Discharge summary, Lab report) or the line or sentence opens with a record label (Assessment:,
//      Plan:, Reason for absence:) - a record label licenses only lexicon hits, never an arbitrary value -
//      or a measured result opens its line with its own separator ("Syphilis RPR: reactive"); or
//   4. the text is a form about one subject (a "Patient:"/"Detainee:" line, or a first line naming someone)
//      and the word sits on one of its form lines (a biometric, health or genetic word anywhere below its heading line: `form_body`), or a frame sits on its heading line ("NDC MEMBERSHIP CARD") (label separator, table bar or tab, bullet, yes/no
//      answer); a cell under a column header naming a category is a label value (forms.ts); in a letter
//      to one named person ("Dear Kwame,") "you" and "your" point to that person (context.ts);
// and, for 2 to 4, the sentence is not a general statement (prevalence, campaign, thousands, %,
// plural groups such as patients or women). So "Malaria kills thousands every year" and "HIV prevalence
// fell to 4%" are no one's data, while "She tested positive for HIV" is. Frames stop further false
// hits: ethnic names count only when ascribed ("is Igbo", "a Kikuyu woman", "Yoruba by tribe"), party
// and union names only inside an affiliation ("member of the PDP", "NUT shop steward"), and a
// religious word right before a building or organisation word ("Catholic Church", "Christian Aid") is a
// name, not a belief; a health term before a service word ("HIV clinic") is a place unless an attendance
// frame precedes it ("attends the antenatal clinic" is the person's care); a term after a topic noun and
// link ("a book about addiction") is a subject. Hand-written here because no library models these legal
// categories. Genetic data: genotype codes only as written in capitals after a genotype label or link verb,
// karyotype notation, gene symbols with a status, hereditary conditions in a family history; a health span
// inside a genetic one is dropped (`subsumes`, health.json). A test's, service's or register's name at a text's head,
// closed as a title ("Genetic counselling note: ...", "Extrait de casier judiciaire de X : ...") names the record, whose
// data is what follows (`procedure_terms`, titlesRecord); a term that implies its category (a festival a faith, a partner
// an orientation: `observance_terms`) counts only where no other word of its clause names the category outright
// (besideOutright; a semicolon closes a clause); a form's question answered Yes with details that name the category leaves the question's word as wording
// (askedOnly), and a Yes given with its details on the question's line, bare or in a ticked box, answers the question's
// subject ('Have you ever been convicted? Yes - careless driving': forms.ts answeredQuestions). Speed: a trigger scan (trigger.ts) runs each word list only where its first words occur.
import type { Detector, RawSpan } from '../types.js';
import { buildContext, knownName, knownPlace, lowerBound, sentenceInside, type TextContext } from './context.js';
import { foldAccents } from '../../core/fold.js';
import { allMatches, gateOpen } from '../../core/matches.js';
import { isMoneyOnly } from '../../extract/shapes.js';
import { isFamilyName, isGivenName } from '../../lexicon/names.js';
import { isEnglishWord } from '../../lexicon/stopWords.js';
import { type FoldedText, foldedAt, foldWithMap, originalRange } from './fold.js';
import { type CompiledCategory, type CompiledCues, specialLexicon, TICKED_BOX } from './lexicon.js';
import { type Lead, leadMatches } from './leading.js';
import { type Scan, triggeredMatches } from './trigger.js';
import { ANSWER_DETAILS, answeredQuestions, capitalsAsListed, questionValues, cellsOf, headerRowLabel, headersOf, onFormLine, sharedLabelValue, tableCells } from './forms.js';
import { aggregateLine, headedLists, keyedValues, keyWords, registerRows } from './exports.js';
import { fixConfusedWords, joinSplitWords, originalOffset, WORD_CHAR } from './ocr.js';

export const SPECIAL_DETECTOR = 'special';

const CONFIDENCE = { label: 0.85, frame: 0.8, person: 0.7, record: 0.65 } as const;

/** `stacked`: a label's value on the next line ("Religion\nMuslim"), kept only in a form about one subject; `result`: an HL7 result segment's observation and value (hl7Results), licensed as a field's value without making the text a labelled record. */
type Via = 'label' | 'pattern' | 'term' | 'stacked' | 'result';

interface Candidate {
  category: CompiledCategory;
  start: number;
  end: number;
  via: Via;
  /** The pattern names the person it is about in its group `p` ("dem arrest Chinedu for 419"): that person is in the sentence, though inside the value. */
  subject?: boolean;
  /** The pattern names a people, not a person (its empty group `bare`: 'no dey rent give Tiv people'): read as a bare term is, so a general word of its sentence voids it. */
  bare?: true;
  /** A Yes answered on a question's line (forms.ts answeredQuestions): where the question ends; its sentence's person is the answer's person. */
  asked?: number;
  /** A listed name on a text's heading lines (exports.ts headedLists): where its line ends; kept only over a person named below. */
  below?: number;
  /** An office on a row of such a list (exports.ts rowRoles): kept only when its own row names a person. */
  row?: true;
  /**
   * A spouse of the subject's own sex (titledSpouses): it tells the orientation by implication, as an observance term does,
   * so an outright word of its sentence ('lesbica, unita civilmente') is the datum and the spouse its circumstance (besideOutright).
   */
  implied?: true;
}

const TRIM_END = /[\s.,;:]+$/u;
const CAPITAL_START = /^\p{Lu}/u;
const TRIM_START = /^[\s"'“(]+/u;

/** Where the trigger scan found a category's lists: the scans and, per scan id, the offsets of their first words. */
interface Triggered {
  scans: readonly Scan[];
  at: readonly number[][];
  /** Per prefix-index id, the word starts that open with the pattern's prefixes; null for a non-ASCII text (leading.ts). */
  leading: readonly number[][] | null;
  /** Per scan id of a set anchor, folded offsets of accented words that meet the set only once folded (trigger.ts). */
  foldedOnly: readonly number[][];
}

/** A label's words ending in a number word before the separator ("Charge No:", "Charge ref.:"). */
const NUMBER_WORD_END = /(?<![\p{L}])(?:no|ref|reference|number|id)\.?[ \t]*(?:[:：=#|\t]|[-–][ \t]|\.{3,})?[ \t]*$/iu;

/** A label's value after a ticked box (lexicon.ts TICKED_BOX, as a form's answers read it), up to the next box: group 1. */
const CHECKED_VALUE = new RegExp(String.raw`${TICKED_BOX}[ \t]*([^[☐☑☒□✅\n]*)`, 'u');

/** Label candidates; the label's own words ("HIV status") go to `names` so no term is taken inside them. */
function labelCandidates(c: CompiledCategory, text: string, f: FoldedText, out: Candidate[], names: Array<[number, number]>, t: Triggered, isHeader: (v: string) => boolean, cues: CompiledCues): void {
  const id = c.scan.labels;
  if (id === null) return;
  for (const m of triggeredMatches(t.scans[id]!, f.text, t.at[id]!)) {
    const value = m.groups!.v!;
    let vs = m.index + m[0].length;
    const labelRange = originalRange(f, text, m.index, vs);
    names.push(labelRange);
    // "Charge No: MCL/559C/2017": a category whose data says so reads a numbered label as a case reference.
    if (c.data.label_numbers === false && NUMBER_WORD_END.test(text.slice(labelRange[0], labelRange[1]))) continue;
    // "| Religion | Count |" over a `---` row is a table header: its next cell is another header.
    if (headerRowLabel(text, labelRange[1])) continue;
    const separator = text.slice(labelRange[0], labelRange[1]);
    // "union=Unite event=strike": a key=value pair is an export key, read with its line's context (exports.ts).
    if (/=[ \t]*$/u.test(separator)) continue;
    // "Charge<TAB>Verdict<TAB>Disposal": a label whose next cell is another header is a header row.
    if (/[|\t][ \t]*$/u.test(separator) && isHeader(value.split(/[|\t]/u)[0]!.trim())) continue;
    // the value ends at a sentence end: "Diagnosis: malaria. Plan: ..." keeps "malaria", at the next label of its
    // line: "(tribe: Hausa, religion: Muslim)" and a printed form's "Vaccine: Measles   Date: ..." keep the first
    // value, and at a closing parenthesis with no opening one in the value: "(ethnicity: Punjabi) applies ..." -
    // whichever comes first.
    const stop = /\.(?:\s|$)|,\s+\p{L}[\p{L}\s'’]{0,30}:|[ \t]{2,}\p{L}[\p{L} '’]{0,30}:/u.exec(value);
    const close = /^[^(]*?(?=\))/u.exec(value);
    let ve = vs + Math.min(stop ? stop.index : value.length, close ? close[0].length : value.length);
    const [os0, oe0] = originalRange(f, text, vs, ve);
    let raw = text.slice(os0, oe0);
    const lead = TRIM_START.exec(raw)?.[0].length ?? 0;
    raw = raw.slice(lead).replace(TRIM_END, '');
    let at = os0 + lead;
    // "Religion: [ ] Christian [x] Muslim", "[ X ] Akan": the value is what follows a ticked box, up to the next box.
    const checked = CHECKED_VALUE.exec(raw);
    if (checked) {
      at += checked.index + checked[0].length - checked[1]!.length;
      raw = checked[1]!.replace(TRIM_END, '');
    } else if (/(?:\[[ \t]?\]|[☐□])/u.test(raw)) continue; // "Religion: [ ] Christian [ ] Muslim": no box ticked, a blank form's options
    if (raw.length === 0 || raw.length > 120 || !/[\p{L}\p{N}]/u.test(raw)) continue;
    // A clinical label's value that is only a price ('Genotype (Hb electrophoresis): ₦3,500' on a laboratory's price list)
    // is what the test costs, not anyone's result; a criminal label's amount ('Fine: R1,500') is a penalty and is kept.
    if (c.data.record_heading && isMoneyOnly(raw)) continue;
    // A blank form's choices ("Yes / No / Prefer not to say") state nothing.
    if (emptyAnswer(c, raw) || cues.options.test(raw)) continue;
    // "Parish: Kensington": a label another sense shares needs one of the category's terms in its value.
    if (!sharedLabelValue(c, text.slice(labelRange[0], labelRange[1]), raw)) continue;
    const stacked = /\n[ \t]*$/u.test(separator);
    // A stacked label stands alone on its line ("Religion\nMuslim"), not as the last cell of a table header.
    if (stacked && /^[;|•]/u.test(m[0])) continue;
    vs = at;
    ve = vs + raw.length;
    out.push({ category: c, start: vs, end: ve, via: stacked ? 'stacked' : 'label' });
  }
}

/**
 * An answer recording nothing ("None declared", "not performed (declined)"): the category's empty values and cues.json's
 * `empty_answers`, a closing bracket's remark set aside, and an answer written whole in brackets ("Religion: (not
 * stated)"), whose opening bracket the label's value has already lost (TRIM_START).
 */
function emptyAnswer(c: CompiledCategory, raw: string): boolean {
  const v = foldAccents(raw).toLowerCase().trim();
  return c.empty.has(v) || c.empty.has(v.replace(/[ \t]*\([^()\n]{0,40}\)$/u, '')) || c.empty.has(v.replace(/^\(?([^()\n]{1,40})\)$/u, '$1').trim());
}

/** A term's own field answered with nothing on its line ("Fingerprint capture: not performed", "Ulemavu: hakuna"). */
const ANSWER_AFTER = /^[ \t]*(?:[:：=|\t]|\.{3,})[ \t]*([^\n;|\t]{1,60})/u;

/** A line's opening before a term: only white space or a bullet; a term opening its line may go on into its field's label ('TB symptoms: none', cues.json `field_continuations`). */
const LINE_OPENING = /^[ \t*•-]*$/u;

/** The word after `at` and the two words after it ("religious education"): a blocker may be either. A word on the next line is another field's, never a blocker. */
function nextWords(f: string, at: number): [string, string] {
  // A '+' closing the term ("LGBT+ network", "HIV+ clinic") belongs to it, not to the next word. A hyphen joining the
  // term to the next word is a compound whose head is that word, as German and Dutch write them ("Grippe-Impfung" is
  // a vaccination, "HIV-Klinik" a place): the head is read as the next word.
  const m = /^\+?(?:-(?=\p{L}))?[ \t'’]*([\p{L}\p{N}][\p{L}\p{N}'’.-]*)(?:[ \t]+([\p{L}\p{N}][\p{L}\p{N}'’.-]*))?/u.exec(f.slice(at, at + 60));
  if (!m) return ['', ''];
  const one = m[1]!.replace(/[.'’]+$/u, '');
  return [one, m[2] && one === m[1] ? `${one} ${m[2].replace(/[.'’]+$/u, '')}` : ''];
}

/** The label of the form field whose value opens at `at` (folded text: the line's words before its colon), or ''. */
function fieldLabelBefore(f: string, at: number): string {
  // A label is at most 41 letters after its bullet: a line opening further back than 60 characters holds none, and is
  // not copied (a long line costs no more than a short one).
  const ls = f.lastIndexOf('\n', at - 1) + 1;
  if (at - ls > 60) return '';
  const m = FIELD_LABEL_TO_VALUE.exec(f.slice(ls, at));
  return m ? m[1]! : '';
}
/** A line's start up to a field's value: its bullet, its label (group 1) and the colon. */
const FIELD_LABEL_TO_VALUE = /^[ \t*•|-]*([\p{L}][\p{L}'’ -]{0,40}?)[ \t]*[:：][ \t]*$/u;

/** The capitalised word right before a family name, one space between: a known given name that is no English word and no candidate of the category (licence). */
const GIVEN_BEFORE = /(?<![\p{L}\p{N}'’.-])(\p{Lu}[\p{Ll}'’-]{1,24}) $/u;

/** A name's end: the line's or the text's, or a mark after the word. */
const NAME_CLOSE = /^[ \t]*(?:[,.;:)\n]|$)/u;

function familyNameAfterGiven(text: string, at: number, end: number, heldAt: (a: number, b: number) => boolean): boolean {
  const word = text.slice(at, end);
  if (!/^\p{Lu}[\p{Ll}'’-]+$/u.test(word) || !NAME_CLOSE.test(text.slice(end, end + 3)) || !isFamilyName(word)) return false;
  const m = GIVEN_BEFORE.exec(text.slice(Math.max(0, at - 27), at));
  if (m === null) return false;
  const w = m[1]!;
  return isGivenName(w) && !isEnglishWord(w.toLowerCase()) && !heldAt(at - 1 - w.length, at - 1);
}

function previousWord(f: string, at: number): string {
  const m = /([\p{L}\p{N}][\p{L}\p{N}'’.-]*)[\s]*$/u.exec(f.slice(Math.max(0, at - 40), at));
  return m ? m[1]! : '';
}

// A clinic or specialty named as someone's workplace or post ("Nurse Wanjiru from the TB clinic", "works at the
// diabetes clinic", "Consultant in HIV Medicine") is where staff work, not a patient's care, unless the staff
// member saw the person ("seen by the nurse at the TB clinic"); a health term alone on the first line before a
// form kind ("ANTENATAL CARD") is the form's title. Words: cues.json (staff_titles, staff_work_verbs,
// staff_places, form_kinds), compiled in lexicon.ts.

/** Up to five title words after a term: capitalised words and the small words of a title ("and", "of", "the"). */
const TITLE_RUN = /^(?:[ \t]+(?:and|&|of|the|for|\(?\p{Lu}[\p{L}'’.-]*\)?)){1,5}/u;

/** Before a term on a text's first line: up to two words and nothing else (no separator, no line break). */
const FIRST_LINE_LEAD = /^[ \t#*]*(?:[\p{L}-]+[ \t]+){0,2}$/u;
/**
 * Before a title's term: up to three words, a number and its sign among them ("Bulletin n°3 du casier judiciaire"), and
 * nothing else but a title's link word after them: an application names what it asks about after its own words
 * ("Application for expungement of criminal record: X, ..."). A fourth word that is no link is a sentence's ("Grace
 * missed her post-natal visit: rebooked"), not a title's. The business before the dash may name its town after a comma
 * ('Churrería La Giralda, Sevilla - certificado de antecedentes penales'; session 50), so a title's term may open up to
 * 72 characters in (titlesRecord). A lead with a comma is also a person's name and town ('Kwame Mensah, Kumasi - previous
 * convictions (2)', the person's own line): it opens a title only before a document's noun and its link ('certificado
 * de'), which names the document, not what the person has (session 50 review).
 */
const TITLE_LEAD =
  /^[ \t#*]*(?:(?:(?:[\p{L}\p{N}'’&.-]+[ \t]+){1,4}[-–—|][ \t]+)?(?:[\p{L}\p{N}°º.-]+[ \t]+){0,3}(?:(?:of|for|de|du|des|del|della|van|von|ya|wa)[ \t]+)?|(?:[\p{L}\p{N}'’&.-]+,?[ \t]+){1,4}[-–—|][ \t]+(?:[\p{L}\p{N}°º.-]+[ \t]+){1,3}(?:of|for|de|du|des|del|della|van|von|ya|wa)[ \t]+)$/u;

/** The candidate's folded words, single-spaced, are in `words` (a category's `procedures` or `observances`). */
function foldedIn(words: ReadonlySet<string>, c: Candidate, f: FoldedText): boolean {
  return words.size > 0 && words.has(f.text.slice(foldedAt(f, c.start), foldedAt(f, c.end)).replace(/\s+/gu, ' '));
}

const isObservance = (c: Candidate, f: FoldedText): boolean =>
  c.implied === true ||
  (c.via === 'term' && foldedIn(c.category.observances, c, f)) || (c.via === 'pattern' && foldedIn(c.category.observanceValues, c, f));

/**
 * A term that tells its category by implication (`observance_terms`: a festival tells a faith, a partner an orientation)
 * in a sentence that names the category outright ("musulmane pratiquante ... pendant le ramadan", "she is bisexual, she
 * has been with her girlfriend for years"): the outright word is the person's datum and the festival or partner its
 * circumstance. Alone in its sentence the implying term is what tells the category, and stays.
 * `sorted` is in start order: the sentence's candidates are found from its start by binary search.
 */
function besideOutright(cand: Candidate, sorted: readonly Candidate[], f: FoldedText, ctx: TextContext): boolean {
  if (!isObservance(cand, f)) return false;
  const s = ctx.sentenceAt(cand.start);
  if (!s) return false;
  for (let i = firstFrom(sorted, s.start); i < sorted.length && sorted[i]!.start < s.end; i++) {
    const o = sorted[i]!;
    // The same words read by another list or pattern ("same-sex partner" as term and as pattern) are not another word.
    if (o.category === cand.category && (o.end <= cand.start || o.start >= cand.end) && !isObservance(o, f) && !(cand.category.observanceClauses && CLAUSE_BREAK.test(between(o, cand, f)))) return true;
  }
  return false;
}

/**
 * A semicolon between two words of a sentence closes a clause: the words stated apart are two statements ("no calls
 * on Saturday for the Sabbath; she is Jewish"), so in a category with `observance_clauses` (a festival or diet is a
 * practice of its own) an implying term in its own clause tells the category on its own and stays beside an outright
 * word of another clause (besideOutright). A comma or a bracket does not part them: "a practising Muslim, asks for new
 * hours during Ramadan" and "Ama (Hindu) asks for Diwali off" stay one statement.
 */
const CLAUSE_BREAK = /;/u;

/** The folded text between two non-overlapping candidates. */
function between(a: Candidate, b: Candidate, f: FoldedText): string {
  const [first, second] = a.start < b.start ? [a, b] : [b, a];
  return f.text.slice(foldedAt(f, first.end), foldedAt(f, second.start));
}

/** Index of the first candidate or span starting at or after `at` (`sorted` in start order). */
function firstFrom(sorted: ReadonlyArray<{ readonly start: number }>, at: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.start < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A candidate of `category` lies within [from, to) (`sorted` in start order). */
function holds(sorted: readonly Candidate[], category: CompiledCategory, from: number, to: number): boolean {
  for (let i = firstFrom(sorted, from); i < sorted.length && sorted[i]!.start < to; i++) if (sorted[i]!.category === category && sorted[i]!.end <= to) return true;
  return false;
}

/** The candidate is one of its category's `procedure_terms` (a test or service named, not a finding). */
function isProcedure(cand: Candidate, f: FoldedText): boolean {
  return foldedIn(cand.category.procedures, cand, f);
}

/**
 * A test's, service's or register's name at the head of a text, closed as a title ("Genetic counselling note: ...",
 * "Immigration DNA test - X (alleged father) ...", "Extrait de casier judiciaire de X : condamnation ...", "Parole board
 * minutes: X, ..."), names the kind of record; what it found or holds, below or after it, is the person's data. A test
 * does not tell its result, and in a sentence ("Genetic testing showed that ...", "X underwent a DNA paternity test") the
 * name stays, being all the text says. `procedure_terms` of the data, `document_kinds` and `title_links` of cues.json.
 */
function titlesRecord(c: CompiledCategory, f: string, fs: number, fe: number, cues: CompiledCues): boolean {
  if (c.procedures.size === 0 || fs > 72 || !TITLE_LEAD.test(f.slice(0, fs))) return false;
  return c.procedures.has(f.slice(fs, fe).replace(/\s+/gu, ' ')) && cues.titleClose.test(f.slice(fe, fe + 80));
}

function holdsOwnBlocker(c: CompiledCategory, folded: string): boolean {
  return folded.split(/[^\p{L}\p{N}]+/u).some((w) => w !== '' && c.after.has(w));
}

/** A topic noun and its link end within the 40 folded characters before `fs` ('a lecture on', 'utamaduni wa'): what follows is the subject discussed. */
function topicBefore(f: FoldedText, fs: number, cues: CompiledCues): boolean {
  return cues.topic.test(f.text.slice(Math.max(0, fs - 40), fs));
}

/**
 * A term joined by a comma or a coordinator (`topic_coordinators`: 'and', 'or', 'und', 'et') to a conjunct read as a topic
 * is a topic too: 'a talk on diabetes and hypertension', 'new data on cystic fibrosis and sickle cell gene therapy' name
 * two subjects discussed, as the first alone would be one. The conjunct before is a candidate of any category ending right
 * at the coordinator, itself after a topic noun and its link or joined so to one (up to four conjuncts back). A person's
 * own word joined so ('diagnosed with diabetes and hypertension') has no topic before its first conjunct and stays.
 */
function coordinatedTopic(cand: Candidate, f: FoldedText, cues: CompiledCues, sorted: readonly Candidate[]): boolean {
  const re = cues.topicCoordinator;
  if (re === null) return false;
  let at = cand.start;
  for (let hop = 0; hop < 4; hop++) {
    const fs = foldedAt(f, at);
    const m = re.exec(f.text.slice(Math.max(0, fs - 12), fs));
    if (m === null) return false;
    // A comma also closes a clause ('After a lecture on diabetes, epilepsy made him leave early'): the term right after
    // one is a conjunct only in a list that goes on after it ('on tuberculosis, malaria and hepatitis'). Further back,
    // a comma lies between conjuncts already seen to go on.
    if (hop === 0 && m[0].includes(',') && !cues.topicListAfter!.test(f.text.slice(foldedAt(f, cand.end), foldedAt(f, cand.end) + 12))) return false;
    const end = fs - m[0].length;
    let prev: Candidate | undefined;
    for (let i = firstFrom(sorted, at - 80); i < sorted.length && sorted[i]!.start < at; i++) {
      const c = sorted[i]!;
      if (c.end <= at && foldedAt(f, c.end) === end && (prev === undefined || c.start < prev.start)) prev = c;
    }
    if (prev === undefined) return false;
    if (topicBefore(f, foldedAt(f, prev.start), cues)) return true;
    at = prev.start;
  }
  return false;
}

/** `heldAt(a, b)`: a candidate of the same category lies within [a, b) (the next word is one of its words). */
function blocked(c: CompiledCategory, f: FoldedText, text: string, start: number, end: number, cues: CompiledCues, heldAt: (a: number, b: number) => boolean): boolean {
  const fs = foldedAt(f, start);
  const fe = foldedAt(f, end);
  const kind = c.data.kind;
  const before = f.text.slice(Math.max(0, fs - 40), fs);
  if (topicBefore(f, fs, cues)) return true;
  const [one, two] = nextWords(f.text, fe);
  if ((c.after.has(one) || c.after.has(two)) && !c.unblock?.test(before)) return true;
  // "the Church of Pentecost", "the Zion Christian Church": a term holding one of its own blockers is a named body or
  // building itself, whose name a blocker before (the, St, Central) is part of, not a sign of a name around a word.
  if (c.before.has(previousWord(f.text, fs)) && !holdsOwnBlocker(c, f.text.slice(fs, fe))) return true;
  if (c.blockingLabels.size > 0 && c.blockingLabels.has(fieldLabelBefore(f.text, fs))) return true;
  if (titlesRecord(c, f.text, fs, fe, cues)) return true;
  if (kind === 'health') {
    if (fs <= 8 && /^[ \t#*]*$/u.test(f.text.slice(0, fs)) && cues.formTitleAfter.test(f.text.slice(fe, fe + 80))) return true;
    const last = /([\p{L}]+)$/u.exec(f.text.slice(fs, fe))?.[1] ?? '';
    // A service named at the head of a text ("Cancer genetics clinic: ...", "TB register | ...", "Sickle cell clinic,
    // Abuja") says where the record comes from; the values below it hold the person's data.
    if (fs <= 40 && FIRST_LINE_LEAD.test(f.text.slice(0, fs))) {
      const after = f.text.slice(fe, fe + 60);
      if ((cues.serviceWords.has(last) && cues.serviceClose.test(after)) || cues.serviceAfter.test(after)) return true;
    }
    if (cues.staffPlaces.has(last) || cues.staffPlaces.has(one)) {
      const window = f.text.slice(Math.max(0, fs - 60), fs);
      if (cues.staffBefore.test(window) && !cues.seenByStaff.test(window)) return true;
    }
  }
  if (c.suffered?.test(before) && !c.ownRecord?.test(f.text.slice(fs, fe))) return true;
  // "Result: no record of previous convictions": a clearance stating the absence of a record names no record.
  if (c.absence?.test(before) && (!c.absenceClose || contraindicated(c, c.absenceClose, f.text, fs, fe))) return true;
  if (c.data.membership_offered && cues.membershipOffered?.test(before)) return true;
  // A capitalised term opening a title that ends in one of its blockers ("Robbery and Firearms Act", "Sickle Cell
  // Foundation of Nigeria") or in an organisation's head (cues.json `organisation_heads`: "Epilepsy Society", "Asthma
  // UK", "Mind Charity XI"): the title names a law, a body or a team, as "Catholic Church" does, not anyone's trait.
  if (/^\p{Lu}/u.test(text.slice(start, end))) {
    const title = TITLE_RUN.exec(text.slice(end, end + 80));
    const heads = (w: string): boolean => {
      const bare = w.replace(/[().]/gu, '');
      return /^\p{Lu}/u.test(bare) && (c.after.has(foldAccents(bare)) || cues.organisationHeads.has(bare));
    };
    if (title?.[0].split(/[ \t]+/u).some(heads)) return true;
  }
  if (kind === 'belief' || kind === 'origin' || kind === 'orientation') {
    // "Christian Okafor", "Muslim Students Society": a capitalised term joined to a capitalised word is part of a name.
    // Unless that word is itself a candidate of the category: a branch before its faith ("Shia Muslim", "Pentecostal
    // Christian", "Orthodox Jew") is one belief, written capitalised as both words are, not a name.
    const word = text.slice(start, end);
    const next = /^[ \t]+(\p{Lu}[\p{L}'’-]*)/u.exec(text.slice(end, end + 40));
    if (/^\p{Lu}/u.test(word) && next && !/^\p{Lu}+$/u.test(next[1]!)) {
      const ns = end + next[0].length - next[1]!.length;
      if (!heldAt(ns, end + next[0].length)) return true;
    }
  }
  return false;
}

/**
 * A term after an absence phrase whose category asks what follows (`absence_close`): the order holds only when the term
 * closes its clause ('do not give abacavir.', not 'do not give insulin if BM below 4', 'warfarin tonight', 'HIV results')
 * and the text names it nowhere else outside such an order ('On warfarin 5 mg … Do not give warfarin.' holds the
 * person's own medicine). Over folded text; runs only where an absence phrase precedes a term.
 */
function contraindicated(c: CompiledCategory, close: RegExp, folded: string, fs: number, fe: number): boolean {
  close.lastIndex = fe;
  if (!close.test(folded)) return false;
  const term = folded.slice(fs, fe);
  for (let i = folded.indexOf(term); i >= 0; i = folded.indexOf(term, i + 1)) {
    if (i === fs || WORD_CHAR.test(folded[i - 1] ?? '') || WORD_CHAR.test(folded[i + term.length] ?? '')) continue;
    if (!c.absence!.test(folded.slice(Math.max(0, i - 40), i))) return false;
  }
  return true;
}

/** Each gate's literal in lower case when an ASCII text's folded copy can answer for it, else null (foldedGateOpen). */
const GATE_WORDS = new WeakMap<RegExp, string | null>();

/**
 * `gateOpen(gate, text)` for an ASCII text, whose folded copy is the text lower-cased (fold.ts, a backtick read as an
 * apostrophe): a case-insensitive gate whose literal is ASCII without a backtick is answered by `includes` on that copy,
 * with no scan under Unicode case folding (issue 19, session 40: nine such gates cost some 3 µs a note). The same answer:
 * under flag `i` an ASCII character matches only its own upper or lower case in an ASCII text (the two characters `u`
 * also folds to ASCII letters, the long s and the Kelvin sign, are not ASCII), and a literal without a backtick is
 * unchanged where the copy read one as an apostrophe. Other gates run as they are.
 */
function foldedGateOpen(gate: RegExp, folded: string, text: string): boolean {
  let word = GATE_WORDS.get(gate);
  if (word === undefined) {
    // The gate's source is escapeRegExp(literal) (lexicon.ts): a backslash only ever escapes the character after it.
    const literal = gate.source.replace(/\\(.)/g, '$1');
    word = gate.ignoreCase && /^[\x20-\x5f\x61-\x7e]+$/.test(literal) ? literal.toLowerCase() : null;
    GATE_WORDS.set(gate, word);
  }
  return word === null ? gateOpen(gate, text) : folded.includes(word);
}

function termCandidates(c: CompiledCategory, text: string, f: FoldedText, out: Candidate[], names: Array<[number, number]>, t: Triggered): void {
  const termRanges: Array<[number, number]> = [];
  if (c.scan.terms !== null) {
    for (const m of triggeredMatches(t.scans[c.scan.terms]!, f.text, t.at[c.scan.terms]!)) {
      const [s, e] = originalRange(f, text, m.index, m.index + m[0].length);
      out.push({ category: c, start: s, end: e, via: 'term' });
      termRanges.push([s, e]);
    }
  }
  // Words read by their medical ending ("pancreatitis", "osteopenia"): a pattern hit, needing context like one.
  // A word inside a listed term ("hepatitis" in "hepatitis B") is read as that term, with its blockers
  // ("hepatitis B vaccines" is a product): the ending adds words the lists miss, never a second reading of one they hold.
  if (c.scan.suffixes !== null) {
    // Both lists come in text order and term hits do not overlap: one pointer walks the terms.
    let ti = 0;
    for (const m of triggeredMatches(t.scans[c.scan.suffixes]!, f.text, t.at[c.scan.suffixes]!)) {
      const [s, e] = originalRange(f, text, m.index, m.index + m[0].length);
      while (ti < termRanges.length && termRanges[ti]![1] <= s) ti++;
      if (ti < termRanges.length && termRanges[ti]![0] <= s && e <= termRanges[ti]![1]) continue;
      // "Isioma", "Paloma": a capitalised word the name lexicon knows as a name is a name, not a condition; "Bungoma",
      // "Tacoma", "Yokohama": one the gazetteer knows as a place is the place (an ending read alone says nothing of a
      // capitalised word the project's own tables name; lower-case writings stay in the exceptions' data).
      const word = text.slice(s, e);
      if (CAPITAL_START.test(word) && (knownName(word) || knownPlace(word))) continue;
      // "wakwaNongoma", "eSaldanha": a capital after a lower-case letter inside the word is a place or a name behind
      // a noun-class or locative prefix (isiZulu, isiXhosa, Swahili write them so), never a medical word.
      if (/\p{Ll}\p{Lu}/u.test(word)) continue;
      out.push({ category: c, start: s, end: e, via: 'pattern' });
    }
  }
  if (c.scan.acronyms !== null) {
    for (const m of triggeredMatches(t.scans[c.scan.acronyms]!, text, t.at[c.scan.acronyms]!)) out.push({ category: c, start: m.index, end: m.index + m[0].length, via: 'term' });
  }
  // A set written with its tone marks or accents ('ọmọ Ìjẹ̀ṣà', 'Kikúyù'): the pattern is run over the folded text
  // around those words too, and its value mapped back (a case-sensitive set keeps to its written form).
  if (!f.identity && !c.data.case_sensitive_sets) {
    c.patterns.forEach((re, i) => {
      const id = c.scan.anchors[i];
      const at = id === null || id === undefined ? undefined : t.foldedOnly[id];
      if (!at) return;
      for (const m of matchesIn(f.text, re, { scan: t.scans[id!]!, at })) {
        const v = m.groups?.v;
        if (!v) continue;
        const fs = (m.index ?? 0) + valueOffset(m, v);
        const [s, e] = originalRange(f, text, fs, fs + v.length);
        out.push({ category: c, start: s, end: e, via: 'pattern' });
      }
    });
  }
  // Patterns, then label patterns, in list order. Most meet no trigger word in a given text: skipped before any
  // object, generator or window is built for them (an empty trigger list yields nothing; a list scanned in full still runs).
  const np = c.patterns.length;
  for (let k = 0; k < np + c.labelPatterns.length; k++) {
    const via = k < np ? 'pattern' : 'label';
    const re = k < np ? c.patterns[k]! : c.labelPatterns[k - np]!;
    const l = k < np ? c.leading[k] : c.labelLeading[k - np];
    const id = k < np ? c.scan.anchors[k] : null;
    let lead: Lead | null = null;
    let anchor: { scan: Scan; at: readonly number[] } | null = null;
    if (l && t.leading) {
      const at = t.leading[l.id]!;
      if (at.length === 0) continue;
      lead = { sticky: l.sticky, at };
    } else if (id !== null && id !== undefined) {
      if (!t.scans[id]!.full && t.at[id]!.length === 0) continue;
      anchor = { scan: t.scans[id]!, at: t.at[id]! };
    } else {
      // A scan in full: skipped when the text lacks the literal every match holds (lexicon.ts gates).
      const gate = k < np ? c.gates[k] : c.labelGates[k - np];
      if (gate && !(f.identity ? foldedGateOpen(gate, f.text, text) : gateOpen(gate, text))) continue;
    }
    for (const m of lead ? leadMatches(text, lead) : matchesIn(text, re, anchor)) {
      const v = m.groups?.v;
      if (!v) continue;
      // A label pattern's value that records nothing ('Przynależność partyjna: bezpartyjna', 'Levensbeschouwing: geen
      // opgave') is an empty answer as a label's is (session 50).
      if (via === 'label' && emptyAnswer(c, v)) continue;
      // A party or union name must be written as listed (Labour, not labour; Unite, not unite).
      if (c.data.case_sensitive_sets && !writtenAsListed(c, v)) continue;
      // A value beside the listed name it hangs on (the role in 'GMB learning rep', the name in group `n`): the name
      // must be written as listed too, or 'we must unite health and safety reps' would be an office in Unite.
      const n = m.groups?.n;
      if (n && c.data.case_sensitive_sets && !writtenAsListed(c, n)) continue;
      const at = m.index ?? 0;
      const s = at + valueOffset(m, v);
      if (c.data.surname_values?.includes(v.toLowerCase()) && surnameAfterName(text, s, v)) continue;
      if (c.data.kind === 'origin' && headingPlace(text, s, s + v.length)) continue;
      if (via === 'label') names.push([at, s]);
      out.push({ category: c, start: s, end: s + v.length, via, ...(m.groups?.p ? { subject: true as const } : {}), ...(m.groups?.bare === undefined ? {} : { bare: true as const }) });
    }
  }
}

/**
 * "Savings group - member onboarding, Kisii": a people's name closing a text's heading line after its comma, with the record
 * below, that the gazetteer knows as a place is where the record was kept (a heading names its site so: 'Market levy, Kano',
 * 'Staff list, Ekiti'), not an ethnic label put on anyone; the heading names no person to ascribe it to. A one-line text
 * ('Patient: John Otieno, Luo') has no heading, and a word the gazetteer does not know stays an ascription. A first line
 * with a field's separator is a field, not a heading ('Employee: Grace Wanjiru, Kikuyu'), and a heading whose item before
 * the comma holds a known name ascribes the people to that person ('Staff list - Grace Wanjiru, Kikuyu'): many peoples'
 * names are also towns (Kikuyu, Kisii, Nandi, Embu, Meru), so the gazetteer alone cannot tell a site from an ascription.
 */
function headingPlace(text: string, start: number, end: number): boolean {
  const nl = text.indexOf('\n');
  if (nl < 0 || end > nl || !/\S/u.test(text.slice(nl + 1, nl + 200))) return false;
  const before = text.slice(0, start);
  if (!/,[ \t]*$/u.test(before) || text.slice(end, nl).trim() !== '' || /[:：]/u.test(before)) return false;
  const item = before.slice(Math.max(before.lastIndexOf(' - '), before.lastIndexOf('–'), before.lastIndexOf('—'), before.lastIndexOf('|')) + 1);
  if ((item.match(/\p{Lu}[\p{L}'’-]*/gu) ?? []).some((w) => knownName(w) && !isEnglishWord(w))) return false;
  return knownPlace(text.slice(start, end));
}

/** A field line: a short label, its separator and the value, up to the line's end (a final full stop left out): group 1 the value. */
const FIELD_VALUE = /(?:^|\n)[ \t*•-]*[^\n:：?]{1,40}[:：][ \t]*([^\n]{1,60}?)[ \t.]*(?=\n|$)/dgu;

/**
 * A listed party or union that is the whole value of a field ('Union joined: GMB', 'Afiliación: CCOO', 'Umbutho: NUMSA'): a form writes a
 * membership so in whatever language its labels are in, and a field's whole value written as listed is the name, not a
 * word of a sentence ('we must unite'). Read for the categories whose data sets `listed_field_values`; licensed like a
 * pattern's hit, so only a form about one subject (or a sentence pointing to a person) keeps it.
 */
function listedFieldValues(text: string, categories: readonly CompiledCategory[]): Candidate[] {
  const out: Candidate[] = [];
  if (!text.includes(':') && !text.includes('：')) return out;
  for (const m of allMatches(FIELD_VALUE, text)) {
    const v = m[1]!;
    const start = m.indices![1]![0];
    const b = BRACKET_DETAIL.exec(v);
    // The field's label, folded: a listed name that is also an English word is read before a bracket only under the
    // category's own label (below).
    const label = b === null ? '' : foldAccents(m[0].slice(0, start - m.index).replace(/^\n?[ \t*•-]*/u, '').replace(/[ \t]*[:：][ \t]*$/u, '')).toLowerCase();
    for (const c of categories) {
      if (c.data.listed_field_values !== true) continue;
      if (c.setMembers.has(capitalsAsListed(c, v))) out.push({ category: c, start, end: start + v.length, via: 'pattern' });
      // The listed name with a detail in brackets after it ('Wiper (MCA aspirant)', 'GMB (since 2019)'), or the field's value
      // with the listed name as the bracket that closes it ('consigliere comunale (Liberal Democrats)', an office and the
      // party it is held for): the name is still a whole unit of the field's value, as a form writes it (session 46).
      // A listed name that is also an English word ('Wiper', 'Unite', 'Unison', 'Solidarity') with a bracket after it is as
      // often the word itself ('Rank: Wiper (engine room)', a ship's engine rating; 'Part replaced: Wiper (rear)'): it is
      // read only under one of the category's own labels ('Chama cha kisiasa: Wiper (MCA aspirant)'; session 46 review).
      else if (b !== null && c.setMembers.has(capitalsAsListed(c, b[1]!)) && (!isEnglishWord(b[1]!) || ownLabel(c, label))) out.push({ category: c, start, end: start + b[1]!.length, via: 'pattern' });
      else if (b !== null && c.setMembers.has(capitalsAsListed(c, b[2]!))) {
        const at = start + v.lastIndexOf('(') + 1;
        out.push({ category: c, start: at, end: at + b[2]!.length, via: 'pattern' });
      }
    }
  }
  return out;
}

/** Whether a folded field label is one of the category's labels or opens with one ('chama cha kisiasa' under 'chama'). */
const ownLabel = (c: CompiledCategory, label: string): boolean => label !== '' && (c.glossLabels.has(label) || [...label.matchAll(/[ \t]/gu)].some((sp) => c.glossLabels.has(label.slice(0, sp.index))));

/** A field's value that ends in one bracket: group 1 what stands before it, group 2 the bracket's words. */
const BRACKET_DETAIL = /^([^()]*?\S)[ \t]*\(([^()\n]{1,40})\)$/u;

/** A capitalised word, one space, then the value at `start`. */
const NAME_RIGHT_BEFORE = /(?:^|[^\p{L}])(\p{Lu}[\p{L}'’-]+) $/u;
const CAPITALISED = /^\p{Lu}/u;

/**
 * A category value that is a common surname too (data `surname_values`: 'White', 'Black'), written capitalised one space
 * after a capitalised word the name lexicon knows, is that person's surname ('Lisa Black nurse' on a staff list, 'Ben
 * White player'), not the category's: a colour term of race stands after a determiner, a possessive or a comma ('the
 * club's Black striker', 'X, Black woman'), never glued to a given name.
 */
function surnameAfterName(text: string, start: number, value: string): boolean {
  if (!CAPITALISED.test(value)) return false;
  const name = NAME_RIGHT_BEFORE.exec(text.slice(Math.max(0, start - 40), start));
  return name !== null && knownName(name[1]!);
}

/**
 * Where group `v` starts within the match: from the match's indices (patterns carry flag d), both read on the same
 * string, so a window's shifted `index` does not matter; `indexOf` only for a match without them.
 */
function valueOffset(m: RegExpMatchArray, v: string): number {
  const at = m.indices?.groups?.['v'];
  return at ? at[0] - m.indices![0]![0] : m[0].indexOf(v);
}

const WINDOW_BEFORE = 120;
const WINDOW_AFTER = 80;

/**
 * Matches of `re` in the text, or, with an anchor, only in windows around the anchor's hits (indices stay text offsets).
 * An array, not a generator (core/matches.ts stickyMatches): the same matches in the same order.
 */
function matchesIn(text: string, re: RegExp, anchor: { scan: Scan; at: readonly number[] } | null): RegExpMatchArray[] {
  if (!anchor) {
    re.lastIndex = 0;
    return allMatches(re, text);
  }
  const hits = triggeredMatches(anchor.scan, text, anchor.at);
  if (hits.length === 0) return hits;
  const windows: Array<[number, number]> = [];
  for (const h of hits) {
    const s = Math.max(0, h.index - WINDOW_BEFORE);
    const e = Math.min(text.length, h.index + h[0].length + WINDOW_AFTER);
    const last = windows[windows.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else windows.push([s, e]);
  }
  const out: RegExpMatchArray[] = [];
  for (const [s, e] of windows) {
    re.lastIndex = 0;
    for (const m of allMatches(re, text.slice(s, e))) {
      m.index += s;
      out.push(m);
    }
  }
  return out;
}

function writtenAsListed(c: CompiledCategory, v: string): boolean {
  // A name written in capitals ("UNISON subs") is the listed name as a heading or payslip writes it.
  const norm = capitalsAsListed(c, v);
  if (c.setMembers.has(norm)) return true;
  const lower = norm.toLowerCase();
  for (const m of c.setMembers) if (m.toLowerCase() === lower) return false;
  return true;
}

/**
 * A word with another sense in this text ("PEP" in a KYC form that speaks of politically exposed persons): `other_senses`
 * of the data. Whether the text holds a sense's cues is read once per text (`seen`), not once per candidate.
 */
function otherSense(c: Candidate, f: FoldedText, seen: Map<RegExp, boolean>): boolean {
  if (c.category.senses.length === 0) return false;
  const word = f.text.slice(foldedAt(f, c.start), foldedAt(f, c.end)).toLowerCase();
  return c.category.senses.some((s) => {
    if (!s.words.has(word)) return false;
    let cued = seen.get(s.cues);
    if (cued === undefined) {
      cued = s.cues.test(f.text);
      seen.set(s.cues, cued);
    }
    return cued;
  });
}

// At one start the longer candidate first; of two alike, a label's (a field's value) before a frame's.
const ORDER = (a: Candidate, b: Candidate): number => a.start - b.start || b.end - b.start - (a.end - a.start) || Number(b.via === 'label') - Number(a.via === 'label');

// An HL7 v2 result message ("PID|...|Name|..." then "OBX|1|NM|25836-8^HIV-1 RNA^LN||1240|copies/mL"): the message is about the
// patient its PID segment identifies, and each OBX segment is one of that patient's results. An observation whose text names a
// health or genetic term gives the result, from the observation's text to its value, that term's category, read as a
// field's value; an observation naming no term (a haemoglobin, a potassium) is left to the other rules.
const OBX = /(?:^|\n)OBX\|[^|\n]*\|[^|\n]*\|([^|\n]+)\|[^|\n]*\|([^|\n]*[^|\s])/gu;

function hl7Results(text: string, found: readonly Candidate[]): Candidate[] {
  if (!text.includes('OBX|') || !/(?:^|\n)PID\|/u.test(text)) return [];
  const out: Candidate[] = [];
  for (const m of text.matchAll(OBX)) {
    const ts = m.index + m[0].indexOf(m[1]!, m[0].indexOf('OBX|') + 4);
    const te = ts + m[1]!.length;
    const named = found.find((c) => c.category.data.kind === 'health' && c.via !== 'label' && c.start >= ts && c.end <= te);
    if (named) out.push({ category: named.category, start: ts, end: m.index + m[0].length, via: 'result' });
  }
  return out;
}

// A companion field on a form line ("Sentence: 2 yrs susp." under "Offence: assault", "Offices held: branch treasurer" under
// "Party membership: Liberal Democrats"): the category's `companion_headers` name the rest of a record whose own label is
// filled, as a table's companion column does beside its own column; alone ("Sentence: The quick brown fox") they name nothing.
// Its `companion_label_patterns` ('Folder: KBTH/24/00913') likewise count only beside the category's own label or pattern.
function companionLines(text: string, categories: readonly CompiledCategory[], found: readonly Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const c of categories) {
    const re = c.companionLine;
    if ((re === null && c.companionLabelPatterns.length === 0) || !found.some((f) => f.category === c && (f.via === 'label' || f.via === 'pattern'))) continue;
    for (const m of re === null ? [] : text.matchAll(re)) {
      const value = m[1]!;
      if (emptyAnswer(c, value)) continue;
      const start = m.index + m[0].length - value.length;
      out.push({ category: c, start, end: start + value.length, via: 'label' });
    }
    // Companion label patterns ('Folder: KBTH/24/00913' on a clinical form): group `v`, anywhere on the record.
    for (const lp of c.companionLabelPatterns) {
      for (const m of text.matchAll(lp)) {
        const v = m.groups?.['v'];
        if (!v || emptyAnswer(c, v)) continue;
        const start = m.index + valueOffset(m, v);
        out.push({ category: c, start, end: start + v.length, via: 'label' });
      }
    }
  }
  return out;
}

/** Nothing but spaces or tabs, then a mark, a line break or the text's end after `end`: the word there closes its clause. */
function closesClause(text: string, end: number): boolean {
  let i = end;
  while (i < text.length && (text[i] === ' ' || text[i] === '\t')) i++;
  return i >= text.length || !WORD_CHAR.test(text[i]!);
}

/** Finds special-category spans in a text (UTF-16 offsets); a scanned form's split words ('HYPER TENSION') are read joined (ocr.ts). */
export function detectSpecial(original: string): RawSpan[] {
  // A CRLF text (a Windows e-mail or export) is read as its LF form: the CR before each line break becomes a space,
  // so every line rule ('$', '\n', '[ \t]*' before a line's end) holds for it unchanged and offsets stay the same.
  const text = original.includes('\r') ? original.replace(/\r(?=\n)/g, ' ') : original;
  // OCR-confused words ('D1agnos1s') are read as the known words they stand for; the length stays, so offsets do too.
  const { joinable, readable } = specialLexicon();
  const read = fixConfusedWords(text, readable) ?? text;
  const joined = joinSplitWords(read, joinable);
  if (joined === null) return detectIn(read);
  return detectIn(joined.text).map((s) => ({ ...s, start: originalOffset(joined, s.start, false), end: originalOffset(joined, s.end, true) }));
}

function detectIn(text: string): RawSpan[] {
  const { categories, cues, triggers, prefixes } = specialLexicon();
  const f = foldWithMap(text);
  const found: Candidate[] = [];
  const labelNames: Array<[number, number]> = [];
  // One pass over the words finds where each list's first words occur; the lists run only there.
  const foldedOnly: number[][] = [];
  // An ASCII text's prefix triggers (leading.ts) are found in the same pass.
  const leading = f.identity ? prefixes.empty() : null;
  const t: Triggered = { scans: triggers.scans, at: triggers.hits(text, f, foldedOnly, leading ? { index: prefixes, out: leading } : undefined), leading, foldedOnly };
  const headers = headersOf(categories);
  const isHeader = (v: string): boolean => headers.has(keyWords(v));
  for (const c of categories) {
    labelCandidates(c, text, f, found, labelNames, t, isHeader, cues);
    termCandidates(c, text, f, found, labelNames, t);
  }
  // Cells under a column header that names a category, and answers to a question naming one (forms.ts).
  // The aggregate-line verdicts keyedValues reads are kept for licence below: one read of each line per text.
  const aggregate = new Map<number, boolean>();
  for (const cell of [...tableCells(text, categories, cues, labelNames), ...keyedValues(text, categories, cues, labelNames, aggregate), ...registerRows(text, categories, cues)]) found.push({ category: cell.category, start: cell.start, end: cell.end, via: cell.needsContext ? 'pattern' : 'label' });
  for (const r of hl7Results(text, found)) found.push(r);
  for (const v of listedFieldValues(text, categories)) found.push(v);
  for (const v of titledSpouses(text, categories, cues)) found.push(v);
  const terms = found.slice();
  const inQuestion = (s: number, e: number): CompiledCategory[] => terms.filter((c) => c.start >= s && c.end <= e).map((c) => c.category);
  // An answer is licensed like a pattern hit: by a person in its sentence or by a form about one subject.
  for (const a of answeredQuestions(text, categories, cues, inQuestion)) found.push({ category: a.category, start: a.start, end: a.end, via: 'pattern', ...(a.asked === undefined ? {} : { asked: a.asked }) });
  // A question naming a category answered by a value on its line, kept in a form about one subject as a stacked value is.
  for (const q of questionValues(text, categories, cues)) found.push({ category: q.category, start: q.start, end: q.end, via: 'stacked' });
  for (const r of companionLines(text, categories, found)) found.push(r);
  for (const h of headedLists(text, categories, cues)) found.push({ category: h.category, start: h.start, end: h.end, via: 'pattern', below: h.below, ...(h.row ? { row: h.row } : {}) });
  // A term inside a label's own words ("HIV status:") is the label, not a value.
  labelNames.sort((a, b) => a[0] - b[0]);
  const insideLabel = (c: Candidate): boolean => {
    const i = lowerBound(labelNames, c.start + 1) - 1;
    return i >= 0 && c.end <= labelNames[i]![1];
  };
  const senseCues = new Map<RegExp, boolean>();
  const candidates = found.filter((c) => (c.via === 'label' || !insideLabel(c)) && !otherSense(c, f, senseCues));
  if (candidates.length === 0) return [];
  const skips = candidates.map((c) => [c.start, c.end] as [number, number]);
  const ctx = buildContext(text, f.text, (o) => foldedAt(f, o), cues, skips);
  // A text holding a value under a health form label ("Hosp no: MRN4471203", "Diagnosis: ...") is a patient's
  // record, as a record heading makes it: its health and genetic terms elsewhere are that patient's.
  const labelledRecord = candidates.some((c) => c.via === 'label' && c.category.data.record_heading);
  const out: RawSpan[] = [];
  // Candidates in start order: one overlaps an earlier kept span of its category iff it starts before the furthest end kept.
  const keptEnd = new Map<string, number>();
  const lines = textLines(text, aggregate);
  candidates.sort(ORDER);
  const fieldLabels = ownFieldLabels(text, candidates, lines);
  for (const cand of candidates) {
    const code = cand.category.data.category;
    if (cand.start < (keptEnd.get(code) ?? -1) || fieldLabels.has(cand)) continue;
    const confidence = licence(cand, text, f, ctx, cues, labelledRecord, lines, candidates);
    if (confidence === null || besideOutright(cand, candidates, f, ctx)) continue;
    keptEnd.set(code, Math.max(keptEnd.get(code) ?? -1, cand.end));
    out.push({ category: code, start: cand.start, end: cand.end, confidence, detector: `rule:${SPECIAL_DETECTOR}`, metadata: { kind: cand.category.data.kind, via: cand.via } });
  }
  dropTitleWords(text, f, ctx, categories, cues, out);
  codesBeside(text, out);
  referencesAfter(text, categories, out);
  recordNumbers(text, categories, out, t.leading);
  dropKinshipNumbers(text, f, categories, out);
  glossedValues(text, categories, out);
  return dropSubsumed(categories, mergeAdjacent(text, out.sort((a, b) => a.start - b.start || a.end - b.end), cues.joinerGap, categories));
}

/**
 * A health or genetic word on a text's title line that names a kind of record ("Liver transplant waiting list entry",
 * "Rehab centre intake - Enugu", "Prenatal diagnosis - amniocentesis result", "TB TREATMENT CARD (DOTS)"; cues.json
 * `document_kinds` and `form_kinds` after it on the line) names the record, as a test's name titling it does
 * (titlesRecord): the person's data is what the record below states, so the word is dropped when a span of its category
 * is kept below the title. A title naming its subject ("Antenatal booking - Fiona MacLeod"), a field on the line ("HIV
 * test: ...") or a sentence ("... I dey take tenofovir.") is read as before, and so is a title over a body that states
 * nothing of its category (session 40).
 */
function dropTitleWords(text: string, f: FoldedText, ctx: TextContext, categories: readonly CompiledCategory[], cues: CompiledCues, out: RawSpan[]): void {
  const nl = text.indexOf('\n');
  if (nl === -1 || /[.!?][ \t]*$/u.test(text.slice(0, nl))) return;
  const titled = (code: string): boolean => categories.some((c) => c.data.record_heading && c.data.category === code);
  for (let i = out.length - 1; i >= 0; i--) {
    const s = out[i]!;
    if (s.end > nl || !titled(s.category) || /[:|]/u.test(text.slice(0, s.start))) continue;
    if (!cues.titleKind.test(f.text.slice(foldedAt(f, s.end), foldedAt(f, nl))) || ctx.sentenceAt(s.start)?.person) continue;
    if (out.some((o) => o.category === s.category && o.start > nl)) out.splice(i, 1);
  }
}

// A diagnosis's classification code written beside its term is the same diagnosis, whoever wrote it: ICD-10 in
// brackets after the term or before the term in brackets ("anxiety disorder (F41.1)", "F20.0 (paranoid schizophrenia)"),
// square brackets alike ("depressive episode [F32.1]", "[F32.1] depressive episode"),
// HL7's component mark ("F20.0^Paranoid schizophrenia"), an export's code key in the term's own object or element
// ('"code":"I10","text":"Essential hypertension"', '<condition code="E11">Type 2 diabetes</condition>', FHIR's
// '"code":"44054006","display":"..."' with a SNOMED CT number). Read only beside a kept health or genetic span, so a room,
// flat or model number in brackets is never a code.
const ICD10 = String.raw`[A-TV-Z]\d\d(?:\.\d{1,3})?`;
const WORDS_AFTER = String.raw`(?:[ \t]+[\p{L}'’-]+){0,3}`;
const WORDS_BEFORE = String.raw`(?:[\p{L}\p{N}'’-]+[ \t]+){0,3}`;
const CODE_AFTER = new RegExp(String.raw`^${WORDS_AFTER}[ \t]*(?:\([ \t]*(?:ICD-?10[ \t]*:?[ \t]*)?(${ICD10})[ \t]*\)|\[[ \t]*(?:ICD-?10[ \t]*:?[ \t]*)?(${ICD10})[ \t]*\])`, 'u');
const CODE_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}.])(${ICD10})(?:[ \t]*(?:\(|\^)|(?<=\[[ \t]*[A-Z0-9.]{3,7})[ \t]*\])[ \t]*${WORDS_BEFORE}$`, 'u');
const KEY_CODE_BEFORE = new RegExp(
  String.raw`(?:"code"[ \t]*:[ \t]*"(${ICD10}|\d{6,18})"[ \t]*,[ \t]*"(?:text|display|description|desc|name|label|term)"[ \t]*:[ \t]*"|\bcode="(${ICD10}|\d{6,18})"[^<>\n]{0,80}>)${WORDS_BEFORE}$`,
  'u',
);
const KEY_CODE_AFTER = new RegExp(String.raw`^${WORDS_AFTER}"[ \t]*,[ \t]*"code"[ \t]*:[ \t]*"(${ICD10}|\d{6,18})"`, 'u');

function codesBeside(text: string, out: RawSpan[]): void {
  // Health and genetic spans (kind health) in start order; a code overlapping one is already in a span, and a code
  // beside a genetic term ('sickle cell disease (D57.1)') takes the term's category.
  const health = out.filter((s) => s.metadata?.['kind'] === 'health').sort((a, b) => a.start - b.start);
  if (health.length === 0) return;
  const added: RawSpan[] = [];
  const taken = (s: number, e: number): boolean => {
    for (let k = firstFrom(health, e) - 1; k >= 0 && health[k]!.start > s - 400; k--) if (health[k]!.end > s) return true;
    return added.some((a) => a.start < e && s < a.end);
  };
  const add = (from: RawSpan, s: number, e: number): void => {
    if (taken(s, e)) return;
    const span: RawSpan = { ...from, start: s, end: e, metadata: { ...from.metadata, via: 'code' } };
    out.push(span);
    added.push(span);
  };
  for (const h of health) {
    const after = text.slice(h.end, h.end + 40);
    const a = /[(["]/u.test(after) ? (CODE_AFTER.exec(after) ?? KEY_CODE_AFTER.exec(after)) : null;
    const codeAfter = a?.[1] ?? a?.[2];
    if (a && codeAfter) {
      const at = h.end + a.index + a[0].lastIndexOf(codeAfter);
      add(h, at, at + codeAfter.length);
    }
    const before = text.slice(Math.max(0, h.start - 140), h.start);
    const b = /[(^">\]]/u.test(before) ? (CODE_BEFORE.exec(before) ?? KEY_CODE_BEFORE.exec(before)) : null;
    const code = b?.[1] ?? b?.[2];
    if (b && code) {
      const at = h.start - before.length + b.index + b[0].indexOf(code);
      add(h, at, at + code.length);
    }
  }
}

/**
 * A reference the statement of a kept span cites, written right after it (a category's `references_after`: a penal law's
 * section after an offence or a charge, "Betrug (§ 263 StGB)", "assault by beating, s.39 Criminal Justice Act 1988"), is
 * part of that statement: the span extends through it. Read only at a kept span's end, so a section cited in a contract
 * or a statute's own text is never a span.
 */
function referencesAfter(text: string, categories: readonly CompiledCategory[], out: RawSpan[]): void {
  const byCode = new Map(categories.filter((c) => c.referencesAfter.length > 0).map((c) => [c.data.category, c.referencesAfter]));
  if (byCode.size === 0) return;
  // A pattern holding an (empty) group `apart` reads a statement of its own about the same person (a penalty after its
  // offence, "burglary, 3 years"): a span of its own beside the kept one, as the records write them, not an extension.
  const apart: RawSpan[] = [];
  for (const s of out) {
    for (const re of byCode.get(s.category) ?? []) {
      re.lastIndex = s.end;
      const m = re.exec(text);
      const v = m?.indices?.groups?.['v'];
      if (v) {
        // Read by a frame (the kept span before it), so it carries a frame's confidence at least: a bare '5 years' is
        // also an age to the other detectors, and the frame is what tells it is a sentence.
        if (m!.indices!.groups!['apart'] !== undefined) apart.push({ ...s, start: v[0], end: v[1], confidence: Math.max(s.confidence, CONFIDENCE.frame) });
        else s.end = Math.max(s.end, v[1]);
        break;
      }
    }
  }
  out.push(...apart);
}

/**
 * A record number after a label other records write too (`record_number_patterns`: 'Folder KATH-OPD-7712', 'IP ...',
 * 'Res. No ...') and export columns (`record_number_columns`: 'patient_id'), read only in a text where a span of its
 * category (or, for health, a genetic span) is kept: the clinical record makes the folder a patient's. Added with a label's confidence where no span of the category lies; it licenses nothing else.
 */
function recordNumbers(text: string, categories: readonly CompiledCategory[], out: RawSpan[], leading: readonly number[][] | null): void {
  const added: RawSpan[] = [];
  for (const c of categories) {
    if (c.recordNumberPatterns.length === 0) continue;
    const code = c.data.category;
    // A genetic result is a clinical record too: health and genetic spans are of one kind (codesBeside reads them alike).
    if (!out.some((s) => s.category === code || (c.data.kind === 'health' && s.metadata?.['kind'] === 'health'))) continue;
    const kept = out.filter((s) => s.category === code);
    const add = (start: number, end: number): void => {
      if ([...kept, ...added].some((s) => s.category === code && s.start < end && start < s.end)) return;
      added.push({ category: code, start, end, confidence: CONFIDENCE.label, detector: `rule:${SPECIAL_DETECTOR}`, metadata: { kind: c.data.kind, via: 'label' } });
    };
    for (let k = 0; k < c.recordNumberPatterns.length; k++) {
      // allMatches, not matchAll: the same matches without a copy of the expression per call. A pattern opening at a word
      // start with literal prefixes runs, in an ASCII text, only at its trigger words (leading.ts; a full scan each was
      // about a tenth of the detector's cost on a clinical note); the matches are those of the full scan.
      const l = c.recordNumberLeading[k];
      for (const m of l && leading ? leadMatches(text, { sticky: l.sticky, at: leading[l.id]! }) : allMatches(c.recordNumberPatterns[k]!, text)) {
        const v = m.groups?.['v'];
        if (!v || emptyAnswer(c, v)) continue;
        const start = m.index + valueOffset(m, v);
        add(start, start + v.length);
      }
    }
    const columns = c.data.record_number_columns;
    if (columns && columns.length > 0) for (const [s, e] of recordNumberCells(text, columnKeys(c, columns))) add(s, e);
  }
  out.push(...added);
}

/**
 * A parentage or kinship test report ('DNA PATERNITY REPORT — Lab ref. DX-2019-050', 'Missing persons DNA kinship report …
 * maternity confirmed … Lab ref KIN-7712') states a relationship, not a clinical record: when a span of another category
 * of the same kind is a relationship test's finding (its folded words hold one of `kinship_reports.words`: 'not excluded as
 * the biological father', 'maternity confirmed') and the only spans of the category are numbers read after a laboratory
 * label (`kinship_reports.labels`: 'Lab ref', 'Lab no'), the rest lying inside such spans, the number is the
 * laboratory's case reference, no patient's (session 43: sets 29, 32 and 36 leave it unmarked, and no set marks one). The
 * word alone is no test ('Kinship care assessment', 'Paternity leave request', 'Biological mother:'), and a hospital, MRN
 * or patient number is always kept (the mend of session 43).
 */
function dropKinshipNumbers(text: string, f: FoldedText, categories: readonly CompiledCategory[], out: RawSpan[]): void {
  for (const c of categories) {
    if (!c.kinship) continue;
    const { words, labels } = c.kinship;
    const code = c.data.category;
    const own = out.filter((s) => s.category === code);
    if (own.length === 0) continue;
    const others = out.filter((o) => o.category !== code && o.metadata?.['kind'] === c.data.kind);
    const finding = others.some((o) => words.test(f.text.slice(foldedAt(f, o.start), foldedAt(f, o.end))));
    if (!finding) continue;
    const inOther = (s: RawSpan) => others.some((o) => o.start <= s.start && s.end <= o.end);
    const labelled = (s: RawSpan): boolean => {
      const from = Math.max(0, text.lastIndexOf('\n', s.start - 1) + 1, s.start - 40);
      return labels.test(f.text.slice(foldedAt(f, from), foldedAt(f, s.start)));
    };
    const numbers = own.filter((s) => s.metadata?.['via'] === 'label' && RECORD_NUMBER_CELL.test(text.slice(s.start, s.end)) && labelled(s));
    if (numbers.length === 0 || !own.every((s) => numbers.includes(s) || inOther(s))) continue;
    for (const s of numbers) out.splice(out.indexOf(s), 1);
  }
}

/** A category's record-number column headers as key words, with the longest key's length: built once per category, not per call. */
const COLUMN_KEYS = new WeakMap<CompiledCategory, ColumnKeys>();
interface ColumnKeys {
  keys: ReadonlySet<string>;
  longest: number;
}
function columnKeys(c: CompiledCategory, columns: readonly string[]): ColumnKeys {
  let k = COLUMN_KEYS.get(c);
  if (k === undefined) {
    const keys = new Set(columns.map(keyWords));
    k = { keys, longest: Math.max(0, ...[...keys].map((w) => w.length)) };
    COLUMN_KEYS.set(c, k);
  }
  return k;
}

/**
 * Whether `keyWords(text.slice(a, b))` could be one of `headers`: false when the cell holds more ASCII letters and digits
 * than the longest key has characters. Exact: keyWords keeps every ASCII letter and digit as one character (lower case;
 * NFKD leaves ASCII alone, and only marks, white space, `_` and `-` are dropped or merged), so its key is at least that
 * long. A note's clauses between commas are read as cells of a comma row; keying each (four replacements and an NFKD
 * normalisation) was most of this reader's cost on a note.
 */
function couldBeHeader(text: string, a: number, b: number, headers: ColumnKeys): boolean {
  let n = 0;
  for (let i = a; i < b; i++) {
    const u = text.charCodeAt(i);
    if ((u >= 0x61 && u <= 0x7a) || (u >= 0x41 && u <= 0x5a) || (u >= 0x30 && u <= 0x39)) {
      if (++n > headers.longest) return false;
    }
  }
  return true;
}

/** A record number in an export's cell: a code of two letters or more (the hospital's or register's) and a digit, no space ('KATH-OPD-7712', 'MRN4471203'; 'P-0091' is a row key). */
const RECORD_NUMBER_CELL = /^(?=[A-Z0-9/-]*[A-Z]{2})(?=[A-Z0-9/-]*\d)[A-Z0-9][A-Z0-9/-]{3,30}$/u;

/**
 * Cells under a header of `headers` (key words: 'patient id') in the rows below it that have the header's width,
 * separated by commas, semicolons, tabs or bars (forms.ts `cellsOf`, the one row reader); a line of another width
 * ends the table.
 */
function recordNumberCells(text: string, headers: ColumnKeys): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let column = -1;
  let width = 0;
  let sep = '';
  let ls = 0;
  while (ls <= text.length) {
    const nl = text.indexOf('\n', ls);
    const le = nl === -1 ? text.length : nl;
    const cells = sep ? cellsOf(text, ls, le, sep) : null;
    if (column >= 0 && cells !== null && cells.length === width) {
      const [a, b] = cells[column]!;
      if (RECORD_NUMBER_CELL.test(text.slice(a, b))) out.push([a, b]);
    } else {
      column = -1;
      for (const s of [',', ';', '\t', '|']) {
        const head = cellsOf(text, ls, le, s);
        const i = head === null ? -1 : head.findIndex(([a, b]) => couldBeHeader(text, a, b, headers) && headers.keys.has(keyWords(text.slice(a, b))));
        if (i >= 0) {
          column = i;
          width = head!.length;
          sep = s;
          break;
        }
      }
    }
    if (nl === -1) break;
    ls = nl + 1;
  }
  return out;
}

/**
 * Drops a span lying inside a span of a more specific category (a category's `subsumes`): the genetic span
 * "HbSS" or "family history of sickle cell disease" is not also a health span. One pass in start order: per
 * subsumed category, the furthest end of the covering spans started so far.
 */
function dropSubsumed(categories: readonly CompiledCategory[], spans: RawSpan[]): RawSpan[] {
  const covering = new Map<string, Set<string>>();
  for (const c of categories) for (const inner of c.data.subsumes ?? []) covering.set(inner, (covering.get(inner) ?? new Set()).add(c.data.category));
  if (covering.size === 0) return spans;
  const reach = new Map<string, number>();
  const dropped = new Set<RawSpan>();
  // At one start, the longer span first, and a covering span before the span it may cover.
  const order = [...spans].sort((a, b) => a.start - b.start || b.end - a.end || Number(covering.has(a.category)) - Number(covering.has(b.category)));
  for (const s of order) {
    if (covering.has(s.category) && (reach.get(s.category) ?? -1) >= s.end) dropped.add(s);
    else for (const [inner, outer] of covering) if (outer.has(s.category)) reach.set(inner, Math.max(reach.get(inner) ?? -1, s.end));
  }
  return dropped.size === 0 ? spans : spans.filter((s) => !dropped.has(s));
}
/**
 * A field's value written in a record language with its English gloss in brackets after it ("Bophelo: sethoathoa
 * (epilepsy)", "Ho kena: sefahleho (face scan)", "Isifo: ushukela (diabetes)", "Biometrics: alama za vidole
 * (fingerprints)"): the lists know the gloss, but the datum is the value the gloss translates, which a reader takes with
 * its gloss as one statement; the span kept over the whole bracket reaches back over the value to its start. Forms of
 * the users' regions write local values so for the readers who do not speak the language (sets 32, 36, 49 and 50, four
 * authors, mark the local words). Only where the value before the bracket is one to four words of letters, none a
 * common English word of three letters or more (after English words the bracket adds a detail of its own: "Reason:
 * sick leave (asthma)") nor a capitalised known name ("Groom: Kwame Mensah (Muslim)"), no span of another category
 * lies on it, the bracket closes its field (line end, ';', ',' or '.') and holds English words with no digit
 * (`englishGloss`); the span ends with the bracket.
 */
const GLOSS_OPEN = /[ \t]?\($/u;
const GLOSS_CLOSE = /^[ \t]?\)[ \t]*(?:[;,.\n]|$)/u;
const GLOSS_WORD = /^[\p{L}\p{M}'’-]+$/u;
const DIGIT = /\p{N}/u;
const NOT_WORD_LETTERS = /[^\p{L}\p{M}'’-]+/u;
const LETTER = /\p{L}/u;
const LABEL_BULLET = /^[ \t*•|-]+/u;
const BLANKS = /[ \t]+/u;

/** A gloss is written in English words with no digit: a code, a variant or a count in the bracket ('(F508del)', '(CD4 212)') or a word of the value's own language ('muslimisch (alevitisch)') is a detail of its own. */
function englishGloss(gloss: string): boolean {
  return !DIGIT.test(gloss) && gloss.split(NOT_WORD_LETTERS).some((w) => [...w].length >= 3 && (isEnglishWord(w) || englishCompound(w)));
}

/**
 * An English closed compound of two English words of three letters or more ('thumbprint', 'handprint', 'voiceprint'),
 * which the word list does not hold whole: a gloss is written in such words as in single ones (session 47).
 */
function englishCompound(w: string): boolean {
  for (let i = 3; i <= w.length - 3; i++) if (isEnglishWord(w.slice(0, i)) && isEnglishWord(w.slice(i))) return true;
  return false;
}

function glossedValues(text: string, categories: readonly CompiledCategory[], out: RawSpan[]): void {
  for (const s of out) {
    if (s.metadata?.['via'] === 'code') continue;
    // A record's gloss may close with the entry's year ('ho otla (assault, 2017)', as mergeAdjacent reads 'bosholu (theft,
    // 2017)' when both are found): the year is the entry's date, the gloss the words before it (session 47).
    const dated = s.metadata?.['kind'] === 'record' ? DATED_GLOSS_CLOSE.exec(text.slice(s.end, s.end + 12)) : null;
    const closeAt = dated !== null ? s.end + dated[0].length - 1 : text.indexOf(')', s.end);
    if (closeAt < 0) continue;
    if (!GLOSS_CLOSE.test(text.slice(closeAt, closeAt + 4)) || !englishGloss(text.slice(s.start, dated !== null ? s.end : text.indexOf(')', s.end)))) continue;
    const ls = text.lastIndexOf('\n', s.start - 1) + 1;
    const head = text.slice(ls, s.start);
    const open = GLOSS_OPEN.exec(head);
    const colon = Math.max(head.lastIndexOf(':'), head.lastIndexOf('：'));
    if (open === null || colon < 0) continue;
    // Only under a label of the category's own datum ('Bophelo:', 'Ukungena:', 'Biometrics:'): under a person's, a
    // role's, a relative's or a place's label ('Learner: Bongiwe (epilepsy)', 'Site: Ekurhuleni (HIV clinic)') the
    // value is the name, and the bracket a detail of its own.
    const label = foldAccents(head.slice(0, colon).replace(LABEL_BULLET, '')).toLowerCase().trim();
    if (!categories.some((c) => c.data.category === s.category && c.glossLabels.has(label))) continue;
    const value = head.slice(colon + 1, open.index);
    const words = value.trim().split(BLANKS);
    if (words.length > 4 || !words.every((w) => GLOSS_WORD.test(w))) continue;
    const own = words.filter((w) => [...w].filter((ch) => LETTER.test(ch)).length >= 3);
    // An English word of the value that its gloss repeats ('anim mfonini scan (face scan)') is the loanword the local
    // phrase is built on, not English words before a detail of their own ('Reason: sick leave (asthma)'): the value still
    // needs a local word, and no other English word (session 49).
    const glossWords = new Set(text.slice(ls + open.index, closeAt).toLowerCase().split(NOT_WORD_LETTERS));
    const english = (w: string) => isEnglishWord(w) && !glossWords.has(w.toLowerCase());
    if (own.length === 0 || own.every((w) => isEnglishWord(w)) || own.some((w) => english(w) || (/^\p{Lu}/u.test(w) && knownName(w)))) continue;
    const start = ls + colon + 1 + (value.length - value.trimStart().length);
    // A span of a category the gloss's own subsumes ('mbebaji wa thalasemia (thalassaemia carrier)': the local word for
    // the condition, read as health, inside a genetic carrier status) is part of the value, dropped with it by dropSubsumed,
    // only where a local word before it qualifies it (the carrier's 'mbebaji wa'): a span opening the value is a datum of
    // its own beside the glossed one ('kisukari mbebaji wa thalasemia', diabetes and a carrier status), which joining
    // would swallow (session 49's review).
    const subsumed = categories.find((c) => c.data.category === s.category)?.data.subsumes ?? [];
    if (out.some((o) => o.category !== s.category && o.start < s.start && start < o.end && (o.start <= start || !subsumed.includes(o.category)))) continue;
    s.start = start;
    s.end = closeAt + 1;
  }
}

/**
 * "NUT" + "shop steward" -> "NUT shop steward": spans of one category separated only by spaces become one;
 * so do criminal-record and biometric spans separated by one to three joiner words of cues.json ("charged
 * with theft and remanded in custody"): one statement about the person, which a reader takes as one; and, in a
 * category with `bracket_details`, a span that is a whole bracket right after one of it ("self-harm (cuts to forearm)").
 */
const BRACKET_OPEN_GAP = /^[ \t]?\($/u;
const BRACKET_CLOSE = /^[ \t]?\)/u;
/** A year closing a record's bracket after its gloss (', 2023)'). */
const DATED_GLOSS_CLOSE = /^[ \t]*,[ \t]*(?:19|20)\d{2}[ \t]*\)/u;

/** The categories whose data sets a bracket flag (`bracket_details`, `bracket_glosses`), found once per compiled category list and flag (detection is a hot path). */
const FLAGGED = new WeakMap<readonly CompiledCategory[], Map<string, ReadonlySet<string>>>();

function flaggedOf(categories: readonly CompiledCategory[], flag: 'bracket_details' | 'bracket_glosses'): ReadonlySet<string> {
  let byFlag = FLAGGED.get(categories);
  if (byFlag === undefined) {
    byFlag = new Map();
    FLAGGED.set(categories, byFlag);
  }
  let set = byFlag.get(flag);
  if (set === undefined) {
    set = new Set(categories.filter((c) => c.data[flag] === true).map((c) => c.data.category));
    byFlag.set(flag, set);
  }
  return set;
}

/**
 * A local value before its English gloss: the gloss holds an English word; the value a word of three letters or more
 * written as a word (lower case after its first letter: not a code such as 'HbAS') and no English word of that length.
 */
function glossesLocal(value: string, gloss: string): boolean {
  const words = value.split(NOT_WORD_LETTERS).filter((w) => [...w].length >= 3);
  return englishGloss(gloss) && words.some((w) => LOCAL_WORD.test(w)) && !words.some((w) => isEnglishWord(w.toLowerCase()));
}
const LOCAL_WORD = /^\p{L}[\p{Ll}\p{M}'’-]{2,}$/u;

function mergeAdjacent(text: string, spans: RawSpan[], joinerGap: RegExp, categories: readonly CompiledCategory[]): RawSpan[] {
  const bracketed = flaggedOf(categories, 'bracket_details');
  const glossed = flaggedOf(categories, 'bracket_glosses');
  const out: RawSpan[] = [];
  const last = new Map<string, RawSpan>();
  for (const s of spans) {
    const prev = last.get(s.category);
    // A span reaching into the next (a reference read after it: referencesAfter) is one with it.
    const gap = prev && s.start < prev.end ? '' : prev && s.start - prev.end <= 40 ? text.slice(prev.end, s.start) : null;
    // Joiner words join record spans only (proceedings read as one statement); a list of conditions or drugs
    // ("TLD and metformin") keeps one span, and one citation, per item.
    // A span that is the whole of a bracket right after one of its category details that one ("self-harm (cuts to
    // forearm)", "epilepsy (on carbamazepine)"): the bracket restates what the span before it says, one statement, as a
    // reader takes it (session 35; categories with `bracket_details`). A bracket another category also reads ("sickle cell disease (HbSS)", a genotype) is
    // that category's own statement and stays apart, and so is a classification code in the bracket ("(F32.1)", codesBeside).
    // A category with `bracket_glosses` joins only an English gloss of a local value ('msagaji (lesbian)', session 48).
    // (The gloss test runs last: only on a bracket right after a span of the category.)
    const opens = gap !== null && s.metadata?.['via'] !== 'code' && prev?.metadata?.['via'] !== 'code' && BRACKET_OPEN_GAP.test(gap);
    const bracketing = opens && (bracketed.has(s.category) || (glossed.has(s.category) && prev !== undefined && glossesLocal(text.slice(prev.start, prev.end), text.slice(s.start, s.end))));
    const bracket = bracketing ? BRACKET_CLOSE.exec(text.slice(s.end, s.end + 2)) : null;
    // A record entry written in a record language with its English gloss and year in a bracket after it ('bosholu
    // (theft, 2017)', 'nnaadaa (fraud, 2023)'): the bracket restates the offence before it and dates it, one entry as a
    // reader takes it; the gloss joins the value's span through the closing mark (record categories: only an offence
    // followed by an offence opening the bracket and a year closing it).
    const dated = bracket === null && gap !== null && s.metadata?.['kind'] === 'record' && BRACKET_OPEN_GAP.test(gap) ? DATED_GLOSS_CLOSE.exec(text.slice(s.end, s.end + 12)) : null;
    const joined = bracket ?? dated;
    const joins = gap !== null && (/^[ \t]{0,2}$/.test(gap) || (s.metadata?.['kind'] === 'record' && joinerGap.test(gap)) || (joined !== null && !spans.some((o) => o.category !== s.category && o.start < s.end && s.start < o.end)));
    if (prev && joins) {
      // A bracket joined whole keeps its closing mark ("Kramo (Muslim)"), as a glossed value does (glossedValues).
      prev.end = Math.max(prev.end, joined !== null ? s.end + joined[0].length : s.end);
      prev.confidence = Math.max(prev.confidence, s.confidence);
      continue;
    }
    const copy = { ...s };
    out.push(copy);
    last.set(s.category, copy);
  }
  return out;
}

/**
 * The sentence opens with a word a note writes without its subject (`subject_openers`: 'Has', 'Lost', 'Takes') and an
 * earlier sentence of its line names or points to someone, with no general sentence between: a clinical or case note
 * drops the subject it has just named ('Client Ama Owusu, 34. Has asthma.'), so the sentence is about that person. A
 * line break ends the note: a sentence on another line may be anyone's; a question ('Has anyone had malaria?') states nothing.
 * A note's field written inline opens such a sentence too (`NOTE_FIELD`, session 37: 'Caller Ama Owusu (consented to
 * callback). Issues: depression, debt.', 'Referral - Tom Reed, driver. Reason: alcohol dependence'): a case note writes its
 * fields after the sentence that names its subject as a form writes them under its subject line, so the field's value is
 * that person's (sets 28, 31, 32 and 34, four authors). A general sentence still voids it, as a campaign field does, and a
 * label naming what is discussed (cues.json `topic_labels` and the topic nouns: 'Speaker: Grace Mensah. Topic: malaria.') opens
 * no such field: its value is a subject, not the speaker's data.
 */
/** At a sentence's start: a field label of one to four words, capitalised, and its colon ('Issues: ', 'Reason for call: '). */
const NOTE_FIELD = /^[ \t"'“(]*\p{Lu}[\p{L}'’-]{1,24}(?: [\p{L}'’-]{1,24}){0,3}:[ \t]/u;

function continuesSubject(text: string, sentence: { start: number; end: number }, ctx: ReturnType<typeof buildContext>, cues: CompiledCues): boolean {
  const head = text.slice(sentence.start, sentence.start + 40);
  const noteField = NOTE_FIELD.test(head) && !cues.topicLabel.test(foldAccents(head).toLowerCase());
  if (!(cues.subjectOpener?.test(head) || noteField) || text.slice(sentence.start, sentence.end).includes('?')) return false;
  const ls = text.lastIndexOf('\n', sentence.start - 1) + 1;
  for (let pos = sentence.start - 1; pos >= ls; ) {
    const p = ctx.sentenceAt(pos);
    if (p === undefined || p.start >= sentence.start) {
      pos--;
      continue;
    }
    if (p.general) return false;
    if (p.person) return true;
    pos = p.start - 1;
  }
  return false;
}

/** The span opens its line (after indentation, a bullet or a table bar) and holds a field separator (a CSV comma too). */
function opensFormLine(text: string, start: number, end: number): boolean {
  const ls = text.lastIndexOf('\n', start - 1) + 1;
  // A comma with no space after it separates the cells of an exported row ("HIV 1&2,Reactive"); prose puts a space.
  return /^[ \t*•|-]*$/u.test(text.slice(ls, start)) && /[:=：|\t]|\s[-–]\s|,(?=\S)/u.test(text.slice(start, end));
}

// A term answered no on its line ("Epilepsy: No", "HIV+ | N": cues.answeredNo) or after an unchecked box ("[ ] asthma") is left alone.
// An option's later words after its unchecked box count too ("[ ] Gay woman/lesbian"): up to four words joined by one space
// or a slash, with no other box, bracket or colon between.
const UNCHECKED = /(?:\[[ \t]?\]|[☐□]|\([ \t]?\))[ \t]*(?:[^\s[\]☐□☑☒✅():]+(?: |\/))?(?:[^\s[\]☐□☑☒✅():]+(?: |\/)){0,3}$/u;

/**
 * A text's lines, read once per text: where each starts, and per line start the verdicts of onFormLine and
 * aggregateLine, so a candidate costs a binary search, not a scan of its line (a one-line export or table of
 * thousands of terms was read once per term: quadratic).
 */
interface TextLines {
  starts: number[];
  formLine: Map<number, boolean>;
  aggregate: Map<number, boolean>;
  /** The text holds a question mark: only then can a word sit in a form's question (askedOnly). */
  question: boolean;
  /** Per line start: where the line's last question mark is, -1 for none (lastQuestionMark). */
  lastQuestion: Map<number, number>;
}

function textLines(text: string, aggregate: Map<number, boolean>): TextLines {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return { starts, formLine: new Map(), aggregate, question: text.includes('?'), lastQuestion: new Map() };
}

/** The offset of the last question mark on the line starting at `ls`, -1 for none; each line is read once. */
function lastQuestionMark(text: string, lines: TextLines, ls: number): number {
  let q = lines.lastQuestion.get(ls);
  if (q === undefined) {
    const nl = text.indexOf('\n', ls);
    const i = text.slice(ls, nl === -1 ? text.length : nl).lastIndexOf('?');
    q = i === -1 ? -1 : ls + i;
    lines.lastQuestion.set(ls, q);
  }
  return q;
}

/** The start of the line holding `at`: the last line start at or before it. */
function lineStartAt(lines: TextLines, at: number): number {
  let lo = 0;
  let hi = lines.starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lines.starts[mid]! <= at) lo = mid + 1;
    else hi = mid;
  }
  return lines.starts[Math.max(0, lo - 1)]!;
}

/** After a term: an optional parenthesis and a colon before the field's value ("Union dues (NLC): 1,800"). */
const FIELD_COLON_AFTER = /^[ \t]*(?:\([^()\n]{1,30}\)[ \t]*)?:[ \t]*/u;

/**
 * Term candidates that open their line as the label of their own field ("Hydroxyurea: hydroxyurea 500mg od", "PrEP:
 * TDF/FTC daily", "Union dues (NLC): 1,800"): the field's value (or the label's parenthesis) opens with another
 * candidate of the category, so the record's data is that value, read on its own, and the term names the field. A
 * term whose value is an answer or a qualifier ("Diabetes: Yes", "Liveness: ok", "Asthma: mild, uses salbutamol")
 * is the data itself and stays. Candidates in start order; each looks only at the rest of its line.
 */
function ownFieldLabels(text: string, sorted: readonly Candidate[], lines: TextLines): Set<Candidate> {
  const out = new Set<Candidate>();
  sorted.forEach((c, i) => {
    if (c.via !== 'term') return;
    const colon = FIELD_COLON_AFTER.exec(text.slice(c.end, c.end + 40));
    if (!colon) return;
    if (!/^[ \t*•|-]*$/u.test(text.slice(lineStartAt(lines, c.start), c.start))) return;
    const valueStart = c.end + colon[0].length;
    const parenEnd = c.end + colon[0].lastIndexOf(':');
    for (let k = i + 1; k < sorted.length && sorted[k]!.start <= valueStart; k++) {
      const o = sorted[k]!;
      if (o.category === c.category && ((o.start >= c.end && o.start < parenEnd) || o.start === valueStart)) {
        out.add(c);
        return;
      }
    }
  });
  return out;
}

/** A question's close within its sentence and the rest of its line, where a form writes the answer. */
const QUESTION_END = /^[^\n.!?]{0,120}\?([^\n]{0,60})/u;
const BLANK_BOX = /^[ \t]*(?:\[[ \t]?\]|[☐□])/u;
const OR_WORD = /(?<![\p{L}])or(?![\p{L}])/iu;

/**
 * A word in a form's question ("Do you have a disability? No.", "Have you ever been treated for cancer, heart
 * disease or HIV? [X] Yes") is the question's wording, not the answer: under a No, or boxes left blank, nothing is
 * stated, and a Yes to alternatives ("X or Y?") does not say which; the answer's details, on their own line or
 * label, are read as values. A Yes to a question naming one thing ("Have you had a predictive genetic test? Yes")
 * keeps it unless the answer's details follow it (then they are the data), and a question with no answer written after it (a chat's "Did you know she has asthma?") is left to
 * the other rules.
 */
function askedOnly(text: string, start: number, end: number, lines: TextLines, cues: CompiledCues, procedure: boolean, detailsHold: (from: number, to: number) => boolean): boolean {
  const q = QUESTION_END.exec(text.slice(end, end + 200));
  if (!q) return false;
  const rest = q[1]!;
  // The answer after the question: a ticked box's Yes or No ("[X] No [ ] Yes"), else a bare one right after it.
  const a = cues.tickedAnswer.exec(rest) ?? cues.plainAnswer.exec(rest);
  const answer = a?.[1];
  if (answer === undefined) return BLANK_BOX.test(rest);
  if (cues.noAnswers.has(answer.toLowerCase())) return true;
  // A Yes given with its details ("Yes - Hodgkin lymphoma", or a next line "Details: ...", "If yes, please specify: ...")
  // that name a word of the category: the details are what the record states of the person, and the question's word
  // ("a heart condition") is its wording, as under a No. Details naming none ("Details: treated 2019") leave the
  // question's word as the only statement, and it stays. A test or service the question names ("Have you had a
  // predictive genetic test? Yes - HD gene") was undergone, which the Yes states whatever the details: `procedure` keeps it.
  if (!procedure) {
    const after = end + q[0].length - rest.length + a!.index + a![0].length;
    const lineEnd = end + q[0].length;
    if (ANSWER_DETAILS.test(rest.slice(a!.index + a![0].length)) && detailsHold(after, lineEnd)) return true;
    const nl = text.indexOf('\n', lineEnd);
    if (nl !== -1 && cues.answerDetails.test(foldAccents(text.slice(nl + 1, nl + 41)))) {
      const next = text.indexOf('\n', nl + 1);
      if (detailsHold(nl + 1, next === -1 ? text.length : next)) return true;
    }
  }
  // The question opens after the last sentence end on the term's line (searched on that line only, not back through the text).
  const line = lineStartAt(lines, start);
  const head = text.slice(line, start + 1);
  const ls = line + Math.max(head.lastIndexOf('. '), head.lastIndexOf('? ')) + 1;
  return OR_WORD.test(text.slice(ls, end + q[0].length - rest.length));
}

/** The rest of a field's label after a word in it, up to its separator: no sentence end, field separator or other colon between. */
const LABEL_REST = /^[^\n.;|?:!(),]{0,30}:(?=[ \t])/u;
const HAS_LETTER = /\p{L}/u;
const SENTENCE_END = /[.?!]/u;

/**
 * A health term written in a field's label ('Self-harm history: cuts to forearms', 'HIV status: positive', 'STI screen:
 * gonorrhoea positive', 'Q19 Treatment for mental illness: depression', Swahili 'VVU: ana maambukizi') names what the field
 * asks about; when the field's value holds a candidate of its category, the value is what the record states of its subject
 * and the label's word is wording, as a question's word is under a Yes with details (askedOnly). A label whose value holds no
 * term of its category ('Self-harm history: yes') still says it by itself and stays, and so does a label that is the term
 * alone ('Diabetes: type 2, on metformin', 'HIV: reactive'), which names the condition the value describes. Session 38 (sets
 * 28, 29, 30, 31 and 32, five authors, mark the value and leave the label's word). Session 39 (special39) spares two kinds of
 * label whose word the value does not restate: a test's or service's name (`procedure`: 'Genetic test results: BRCA1 ...',
 * 'Pregnancy test: ...'), since the record says the person underwent it (the session 36 health policy), and a label asking
 * for the signs of what it names (cues.json `sign_labels`: 'TB symptoms: night sweats'), since signs do not state the
 * condition the label names, while a history, status or screen's value states its own datum ('cuts to forearms' is the
 * self-harm, 'gonorrhoea positive' the STI).
 */
function labelsOwnValue(text: string, start: number, end: number, procedure: boolean, signLabel: RegExp | null, detailsHold: (from: number, to: number) => boolean): boolean {
  if (procedure) return false;
  const rest = LABEL_REST.exec(text.slice(end, end + 34));
  if (!rest) return false;
  // The label opens its line or field: nothing but a short prefix ('Q19', 'Mother's') before the word.
  // A field opens a line, follows ';' or '|', or follows a sentence's end on its line ('... started chlordiazepoxide. Self-harm history: ...').
  let i = start - 1;
  for (; i >= 0 && text[i] !== '\n' && text[i] !== ';' && text[i] !== '|' && !(SENTENCE_END.test(text[i]!) && (text[i + 1] === ' ' || text[i + 1] === '\t')); i--) {
    if (start - i > 40 || ':(),'.includes(text[i]!)) return false;
  }
  // A label that is the term alone ('Diabetes: type 2, on metformin', 'HIV: reactive') names the condition itself: kept.
  if (!HAS_LETTER.test(rest[0]) && !HAS_LETTER.test(text.slice(i + 1, start))) return false;
  // A label asking for the signs of what it names ('TB symptoms:', Swahili 'Dalili za TB:') keeps its word.
  if (signLabel && (signLabel.test(rest[0]) || signLabel.test(text.slice(i + 1, start)))) return false;
  const from = end + rest[0].length;
  let to = from;
  while (to < text.length && text[to] !== '\n' && text[to] !== ';' && text[to] !== '|') to++;
  return detailsHold(from, to);
}

/**
 * A label's value on a workplace's disciplinary record ("DISCIPLINARY HEARING MINUTES" over "Charge: absence from duty
 * 5 days", "Outcome: final written warning"): the category's `workplace_process_words` on the text's first line make
 * its labels the employer's charge and sanction, which are no criminal record, unless the value holds one of the
 * category's own terms or patterns ("Charge: theft of company diesel" states an offence and is kept).
 */
function workplaceValue(cand: Candidate, f: FoldedText, sorted: readonly Candidate[]): boolean {
  const re = cand.category.workplace;
  if (re === null || cand.via !== 'label') return false;
  const nl = f.text.indexOf('\n');
  if (nl === -1 || !re.test(f.text.slice(0, nl))) return false;
  for (let i = firstFrom(sorted, cand.start); i < sorted.length && sorted[i]!.start < cand.end; i++) {
    const o = sorted[i]!;
    if (o !== cand && o.category === cand.category && o.via !== 'label' && o.end <= cand.end) return false;
  }
  return true;
}

/**
 * A label's value under one of the category's `procedure_labels` ('Plea: guilty') in a text that also holds a line of its
 * `procedure_beside` labels ('Offence: drink driving', 'Charge: theft'): the charge on its own line is the datum and the
 * plea its procedure; without such a line ('Accused: X' over 'Plea: guilty') the plea is the record the text holds.
 */
function procedureBeside(cand: Candidate, text: string): boolean {
  const own = cand.category.procedureLabel;
  const beside = cand.category.procedureBeside;
  if (own === null || beside === null) return false;
  const ls = text.lastIndexOf('\n', cand.start - 1) + 1;
  const nl = text.indexOf('\n', cand.start);
  own.lastIndex = 0;
  const m = own.exec(text.slice(ls, nl === -1 ? text.length : nl));
  if (m === null || cand.start - ls < m.index + m[0].length - m[1]!.length) return false;
  beside.lastIndex = 0;
  return beside.test(text);
}

/**
 * A pattern's value of a `form_body` category (health, genetic, biometric) in the body of a form about one subject
 * ('NIPT result — <name>', 'Sponsor: <name>', 'Naam: <name>'), in a sentence whose only general cue is a '%' that is no
 * share of a group (context.ts `measured`): the '%' is a measurement of the subject or of its test ('fetal fraction 9%',
 * 'probability > 99.99 %', 'dose 50 % lower'), not a rate. A pattern carries its own context (a kinship finding, a
 * variant, a screening result); a bare term still needs a sentence that is not general, a general word ('women',
 * 'campaign') or a share ('1% of pregnancies') still makes the sentence general, and a form's heading line is not its body.
 */
function measuredOnForm(cand: Candidate, ctx: ReturnType<typeof buildContext>, lines: TextLines): boolean {
  if (cand.via !== 'pattern' || cand.category.data.form_body !== true) return false;
  const firstBreak = lines.starts.length > 1 ? lines.starts[1]! - 1 : -1;
  return firstBreak !== -1 && firstBreak <= cand.start && ctx.subjectForm;
}

/**
 * A note's entry: a noun phrase of up to three words, then a past participle and no finite verb between ('Fingerprints
 * taken on Livescan', 'custody photograph taken', 'Iris scan matched'); 'Fingerprints are unique' is a statement.
 */
const NOTE_ENTRY = /^[\p{L}'’-]+(?:[ \t]+(?!(?:is|are|was|were|has|have|had|be|been|will|may|can|must|should)(?![\p{L}]))[\p{L}'’-]+){0,2}?[ \t]+(?:\p{L}{2,}ed|taken|done|given|seen|made|shown|drawn|sent|found|kept|held|withdrawn)(?![\p{L}])/u;

/**
 * A form whose subject is titled with a sex ('Policyholder: Mr Kofi Mensah', 'Participant : M. X', 'Defunto: sig. X') and
 * a later field whose value is a spouse or partner of that same sex ('Beneficiary: husband, Y', 'Accompagné de : son
 * mari', 'Next of kin: Y, husband'): the form records a same-sex union, which states the subject's orientation as 'his
 * husband' does. Only one titled subject line among the form's first lines (two titled people make the spouse's
 * person unclear); the spouse field is read as a label's value (cues.json `sexed_titles`, `sexed_spouses`). The value may
 * open with a cohabitation phrase ('anaishi na mpenzi wake wa kiume', `leads`), and a partner word of no sex is read by
 * the title of the partner's name after it ('his partner, Mr X', `titled_partners`; session 44). The spouse implies the
 * orientation (`implied`): an outright word of its sentence is the datum (besideOutright).
 */
function titledSpouses(text: string, categories: readonly CompiledCategory[], cues: CompiledCues): Candidate[] {
  if (cues.sexedSubject === null || cues.sexedSpouse === null) return [];
  const c = categories.find((k) => k.data.kind === 'orientation');
  if (c === undefined) return [];
  let sex: 'm' | 'f' | null = null;
  let subjectEnd = -1;
  const out: Candidate[] = [];
  let ls = 0;
  for (let n = 0; ls <= text.length; n++) {
    const nl = text.indexOf('\n', ls);
    const le = nl === -1 ? text.length : nl;
    const line = text.slice(ls, le);
    if (sex === null) {
      const m = n < 4 ? cues.sexedSubject.exec(line) : null;
      if (m !== null) {
        sex = m.groups!.m !== undefined ? 'm' : 'f';
        subjectEnd = le;
      }
    } else if (secondTitled(line, cues)) return [];
    else {
      // a partner word that is also a friend's ('zijn vriend') only under a partner or marital-status label
      let m = cues.sexedSpouse.exec(line);
      if (spouseOfSex(m?.groups, sex) === undefined && cues.sexedPartner !== null) m = cues.sexedPartner.exec(line);
      const v = spouseOfSex(m?.groups, sex);
      if (m && v !== undefined) {
        const at = ls + m[0].length - v.length;
        out.push({ category: c, start: at, end: at + v.length, via: 'label', implied: true });
      }
    }
    if (nl === -1) break;
    ls = nl + 1;
  }
  return subjectEnd === -1 ? [] : out;
}

/**
 * A line naming a second titled person, which leaves the spouse's person unclear. A spouse word that is itself a title
 * ('Umlingani: unkosikazi wakhe uLindiwe', isiZulu 'uNkosikazi' being also 'Mrs') names no second person: the line is
 * read again with that word blanked (session 50). A title beside the spouse word ('Witness: Mrs Efua Boateng, wife',
 * 'Contact: husband, Mr Tom Reed') still names one (session 50 review).
 */
function secondTitled(line: string, cues: CompiledCues): boolean {
  if (!cues.sexedSubject!.test(line)) return false;
  const m = cues.sexedSpouse!.exec(line);
  const v = m?.groups?.m ?? m?.groups?.f ?? m?.groups?.pm ?? m?.groups?.pf;
  if (m === null || v === undefined) return true;
  const at = m[0].length - v.length;
  return cues.sexedSubject!.test(line.slice(0, at) + ' '.repeat(v.length) + line.slice(at + v.length));
}

/**
 * The spouse word a spouse pattern's match read for a subject of this sex: its sexed group (`m`, `f`), or the partner
 * word of no sex that takes the sex of the title before the partner's name (`pm`, `pf`: 'his partner, Mr Otieno').
 */
function spouseOfSex(groups: Record<string, string | undefined> | undefined, sex: 'm' | 'f'): string | undefined {
  return groups?.[sex] ?? groups?.[`p${sex}`];
}

/** The text's first sentence opens with a record's title and names someone (cues.json `document_kinds`: 'Custody record: X.'). */
function titledSubject(f: FoldedText, ctx: ReturnType<typeof buildContext>, cues: CompiledCues): boolean {
  const first = ctx.sentenceAt(0);
  return first?.person === true && cues.recordTitle.test(f.text.slice(0, 120));
}

/** An unnamed plural group (`unnamed_groups`: 'members', 'people') between the sentence's start and the candidate. */
function groupBefore(cand: Candidate, f: FoldedText, sentenceStart: number, cues: CompiledCues): boolean {
  if (cues.unnamedGroups === null) return false;
  return f.text.slice(foldedAt(f, sentenceStart), foldedAt(f, cand.start)).search(cues.unnamedGroups) !== -1;
}

/** The name right after its sentence's opening definite article (`subject_articles`) and before a lower-case word, the sentence's verb. */
const VERB_AFTER = /^[ \t]+\p{Ll}/u;

function bodySubject(cand: Candidate, text: string, f: FoldedText, sentenceStart: number, cues: CompiledCues): boolean {
  if (cues.subjectArticle === null || !VERB_AFTER.test(text.slice(cand.end, cand.end + 3))) return false;
  return cues.subjectArticle.test(f.text.slice(foldedAt(f, sentenceStart), foldedAt(f, cand.start)));
}

const BLANK_LINE = /\n[ \t]*\n/g;

/** A blank line between `from` and `to` (the first one after `from` is found, so the scan stops there). */
function blankLineBetween(text: string, from: number, to: number): boolean {
  BLANK_LINE.lastIndex = Math.max(0, from);
  const m = BLANK_LINE.exec(text);
  return m !== null && m.index < to;
}

/** The confidence a candidate earns from its context, or null when it is about no one. */
function licence(cand: Candidate, text: string, f: FoldedText, ctx: ReturnType<typeof buildContext>, cues: CompiledCues, labelledRecord: boolean, lines: TextLines, sorted: readonly Candidate[]): number | null {
  if (cand.via === 'label' || cand.via === 'result') return workplaceValue(cand, f, sorted) || procedureBeside(cand, text) ? null : CONFIDENCE.label;
  if (cand.via === 'stacked') return ctx.subjectForm ? CONFIDENCE.label : null;
  if (cues.answeredNo.test(text.slice(cand.end, cand.end + 48)) || UNCHECKED.test(text.slice(Math.max(0, cand.start - 60), cand.start))) return null;
  const answer = ANSWER_AFTER.exec(text.slice(cand.end, cand.end + 64)) ?? (LINE_OPENING.test(text.slice(text.lastIndexOf('\n', cand.start - 1) + 1, cand.start)) ? cues.qualifiedAnswer?.exec(text.slice(cand.end, cand.end + 90)) ?? null : null);
  if (answer && emptyAnswer(cand.category, answer[1]!.replace(/[ \t.,]+$/u, ''))) return null;
  // A candidate of the same category within [a, b): an answer's details name one (askedOnly), the next word is one (blocked).
  const heldAt = (a: number, b: number): boolean => holds(sorted, cand.category, a, b);
  if (lines.question && askedOnly(text, cand.start, cand.end, lines, cues, isProcedure(cand, f), heldAt)) return null;
  if (cand.via === 'term' && cand.category.labelWordsWording && labelsOwnValue(text, cand.start, cand.end, isProcedure(cand, f), cues.signLabel, heldAt)) return null;
  // Blockers guard bare words ("Catholic Church"); a pattern carries its own context.
  if (cand.via === 'term' && blocked(cand.category, f, text, cand.start, cand.end, cues, heldAt)) return null;
  // ... except a topic before it: a value right after a topic noun and its link ('utamaduni wa Wakamba', the Kamba's
  // culture; 'a lecture on Islam') is the subject discussed, whichever list or pattern reads the value (session 49).
  // Only a one-word value: a pattern's phrase states a relation of its own that a counting noun before it ('a series of
  // burns to both hands', 'a course of', 'a report of') does not make a subject (session 49's review).
  const oneWordPattern = cand.via === 'pattern' && !/\s/u.test(text.slice(cand.start, cand.end));
  if (oneWordPattern && topicBefore(f, foldedAt(f, cand.start), cues)) return null;
  // A term, or a pattern's one word, joined to a topic ('a talk on diabetes and hypertension') is a subject discussed too.
  if ((cand.via === 'term' || oneWordPattern) && coordinatedTopic(cand, f, cues, sorted)) return null;
  // A name field's value is a name ('Surname: Asante', 'Cognome: Bononi', 'First name: Christian'): a people's or a
  // faith's word that opens it, found bare or by a 'label: value' pattern, is the name, while the category's own label
  // ('Tribe: Asante') or a statement ('Yaw is Asante') keeps it (cues.json name_labels). Only in a category whose words
  // are also names (`name_words`: religion, origin): 'Medication 1 / Name: Metformin' names a medicine (review mend).
  if (cand.category.data.name_words === true && (cand.via === 'term' || cand.via === 'pattern') && cues.nameLabels.size > 0 && cues.nameLabels.has(fieldLabelBefore(f.text, foldedAt(f, cand.start)))) return null;
  // A people's or a faith's word that the name lexicon knows as a family name, written capitalised right after a known
  // given name (one space between) and closing the name (a line's end or a mark after it: 'Attendant: Abena Asante',
  // 'signed by Kofi Zulu.'), is that person's family name, not an ascription (session 48; the name field's rule above
  // reads a field's label, this one the name itself). The given name must be no English word ('Grace', 'Hope') and no
  // word of the category ('Akan Asante' is two peoples); a word followed by more words ('Chinedu Bafulatani ne', Hausa
  // 'is a Fulani') or a verb or frame ('Yaw alisilimu', 'converted to Islam') is read as before.
  if (cand.category.data.name_words === true && (cand.via === 'term' || cand.via === 'pattern') && familyNameAfterGiven(text, cand.start, cand.end, heldAt)) return null;
  // A name heading a list (headedLists) is read after a form's answers: an unticked box or a No names no one's party.
  if (cand.below !== undefined) return listedBelow(cand, text, f, ctx, lines) ? CONFIDENCE.record : null;
  const sentence = ctx.sentenceAt(cand.start);
  if (!sentence) return null;
  const kind = cand.category.data.kind;
  // An affiliation, origin or record frame ascribes the value to someone by itself, so a general word
  // elsewhere in the sentence ("every election") does not void it; a bare term needs a personal sentence.
  const framed = cand.via === 'pattern' && cand.bare !== true && (kind === 'affiliation' || kind === 'origin' || kind === 'record');
  // The writer's own copula right before the word ('I am gay', 'ik ben moslim') states it of the writer, whatever a general
  // word elsewhere in the sentence says of others ('the men who robbed me knew I am gay').
  const selfStated = () => cues.selfAscribed?.test(f.text.slice(Math.max(0, foldedAt(f, cand.start) - 40), foldedAt(f, cand.start)));
  // A pattern that names its own person (group `p`: 'called the registrant a "dyke"') ascribes the word to that person, as a
  // frame does, whatever a general word elsewhere in the sentence ('in front of patients') says of others.
  if (sentence.general && !framed && cand.subject !== true && !(sentence.measured && measuredOnForm(cand, ctx, lines)) && selfStated() !== true) return null;
  // A clinical frame ("takes", "prescribed") points to a person for health and genetic words only.
  // A Yes on a question's line answers the question's subject: "Have you ever been convicted? Yes - careless driving".
  const askedOf = cand.asked === undefined ? false : ctx.sentenceAt(cand.asked)?.person === true;
  // A bare party or union name that its sentence opens with, after a definite article, is the sentence's subject: the
  // body's own news ('The Green Party gained two seats, an officer at the count said'; German 'Die Labour Party stellt am
  // Donnerstag ihr Programm vor'; French 'Le Green Party présentera son programme'), so a person cue later in it (an officer, or another language's
  // word read as one: German 'am', Afrikaans 'sy', French 'son') names no member. A frame still ascribes ('The APC
  // chairman ...'), and a form's label or line still gives its value.
  if (kind === 'affiliation' && cand.via === 'term' && bodySubject(cand, text, f, sentence.start, cues)) return null;
  if (sentence.person || askedOf || cand.subject === true || (kind === 'health' && sentence.clinical)) return cand.via === 'pattern' ? CONFIDENCE.frame : CONFIDENCE.person;
  // A note's sentence written without its subject ('Has epilepsy and needs carbamazepine daily.', 'Lost income after ...') after a
  // sentence of its line that names someone goes on about that person (continuesSubject).
  if (cand.category.data.form_body === true && kind === 'health' && continuesSubject(text, sentence, ctx, cues)) return CONFIDENCE.record;
  // A measured result that opens a form line with its own separator ("Syphilis RPR: reactive",
  // "COVID-19 PCR - not detected") is a field of its subject's record, as a form label's value is.
  if (kind === 'health' && cand.via === 'pattern' && opensFormLine(text, cand.start, cand.end)) return CONFIDENCE.label;
  if (kind === 'health' && cand.category.data.record_heading && (labelledRecord || ctx.recordHeading || sentence.recordLine)) return CONFIDENCE.record;
  // A one-line record whose first sentence is its title and subject ("Custody record: Owen Davies. Fingerprints taken on
  // Livescan.", "Police character certificate - X: convicted of ... Fingerprints taken for the search."): the later
  // sentences are the record's body, written without a subject as a form's lines are, so a biometric, health or genetic
  // word there (`form_body`) is the subject's, as below a form's heading line. The title must open the text with a
  // document kind and a separator, and its sentence must name someone; a general sentence was refused above. The word
  // must be written as a note's entry is, the thing then what was done to it ('Fingerprints taken', 'custody photograph
  // taken'), not as a statement with a verb of its own ('Fingerprints are unique to each person').
  if (cand.category.data.form_body === true && lines.starts.length === 1 && sentence.start > 0 && NOTE_ENTRY.test(text.slice(cand.start, cand.start + 80)) && titledSubject(f, ctx, cues)) return CONFIDENCE.record;
  // A form about one subject ("Detainee: ...", "PAYSLIP - Esi Ampofo"): a word on one of its form lines is the subject's.
  // A category whose data says so (`form_body`: biometric, health, genetic) is licensed in the prose of such a form too,
  // below its heading line: "Iris scan matched on ...", "Admitted after hallucinations at home.".
  // An export row with an aggregate key ('{"id": 4, "region": "Volta", "party": "NDC", "seats": 9}') is a statistic, not a form line.
  if (!ctx.subjectForm) return null;
  // The first line break, -1 in a one-line text: before it is the heading line, after it the form's body.
  const firstBreak = lines.starts.length > 1 ? lines.starts[1]! - 1 : -1;
  const ls = lineStartAt(lines, cand.start);
  let formLine = lines.formLine.get(ls);
  if (formLine === undefined) {
    formLine = onFormLine(text, cand.start, ls, cues);
    lines.formLine.set(ls, formLine);
  }
  const belowHeading = firstBreak !== -1 && firstBreak <= cand.start;
  // The prose licence reads statements, not a question's wording: a word before a '?' on its line ('Q3 HIV test in the
  // last 2 years? [X] Yes') is the question's, which only an answer with details states (askedOnly, answeredQuestions).
  // The line's last '?' is found once per line, not by a scan to the line's end per candidate.
  const inProse = () => !lines.question || lastQuestionMark(text, lines, lineStartAt(lines, cand.end)) < cand.end;
  // An affiliation frame ('Member of RCN', 'GMB shop steward') in the prose of such a form is the subject's as well: a frame
  // names a membership by itself and, written without a subject of its own below a form's heading, it is the form's
  // subject's, as a form's note is ('Voter: X' over 'Member of TUC since 2022.'). A bare party or union name stays a
  // form line's value only. A religion frame likewise (session 33: 'Deceased: X' over 'The will asks that the funeral follow
  // Sikh rites', 'Marriage contracted under Islamic law'): the frame states a practice by itself. Since session 42 religion sets
  // `form_prose` (identity.json): a bare faith word or observance in such a form's prose below its heading is the subject's
  // as a frame there is ('Kunde: X' over 'wünscht ... da Muslim', 'Customer: X' over '... because of Jummah
  // prayers', 'Alunno: X' over 'La famiglia dichiara di essere testimone di Geova'; sets 35, 37, 38, 39), in the heading's block only, still
  // voided by a general sentence and blocked before a building word ('the Catholic Church').
  // An origin frame likewise (session 40: 'Victim: X' over 'The victim, who is Bengali, was followed', 'Segnalante: X' over
  // 'chiamandola "zingara"'; sets 28, 32, 43, 44): the frame ascribes the origin by itself; a people named in a refusal
  // (group `bare`: 'no dey rent give Tiv people') ascribes nothing and is read as a bare term is.
  // Session 42's review: such a bare word must close its clause (a mark, a line's end or the text's after it): before
  // another word it is as often an adjective of a thing ('3 Hindu calendars', 'once a Baptist meeting house') as the
  // subject's faith.
  // 'Members of the NUM marched past' names a group (`unnamed_groups` before the name), not the form's subject.
  // A blank line ends the form's block: prose after it (a letter's later paragraph, the next record of a file) may be
  // about anyone, so the frame must stand in the block the form's heading opens.
  const bodyFrame = cand.category.data.form_body === true || (((framed && kind === 'affiliation') || (cand.via === 'pattern' && (kind === 'belief' || (kind === 'origin' && cand.bare !== true))) || (cand.category.data.form_prose === true && cand.bare !== true && closesClause(text, cand.end))) && !groupBefore(cand, f, sentence.start, cues) && !blankLineBetween(text, firstBreak, cand.start));
  if ((formLine || (bodyFrame && belowHeading && inProse())) && !aggregateLine(text, cand.start, cues, lines.aggregate, ls)) return CONFIDENCE.record;
  // A frame on the heading line of such a form ("NDC MEMBERSHIP CARD" over "Name: ...") names its subject's card.
  if (cand.via === 'pattern' && firstBreak >= cand.start) return CONFIDENCE.record;
  return null;
}

/**
 * A party or union on a text's heading lines (headedLists) is the affiliation of the people listed under it: a short line
 * below it (no sentence inside, as a list's row, a form's field or an attendance line writes it: "1. Emeka Nwosu - ward
 * chairman", "Chairman: Aisha Bello", "Kofi Appiah, shop steward") names a person. The party's name blocked by the word
 * after it ("ANC headquarters", "COSATU statement") is a place or the body's own news, and prose under a headline
 * ("APC wins Kano. Governor ... said") states no membership.
 */
const LIST_MARK = /^(?:\d{1,3}[.)]|[-*•])[ \t]+/u;

function listedBelow(cand: Candidate, text: string, f: FoldedText, ctx: ReturnType<typeof buildContext>, lines: TextLines): boolean {
  const [one, two] = nextWords(f.text, foldedAt(f, cand.end));
  if (cand.category.after.has(one) || cand.category.after.has(two)) return false;
  for (const ls of lines.starts) {
    if (ls <= cand.below!) continue;
    // An office on a row (`row`) needs its own row to name the person, not any row of the list.
    if (cand.row && ls > cand.start) break;
    const nl = text.indexOf('\n', ls);
    const line = text.slice(ls, nl === -1 ? text.length : nl);
    // A list's number or bullet opens the row: "1. Emeka Nwosu - ward chairman".
    const row = line.trim().replace(LIST_MARK, '');
    if (row.length === 0 || line.length > 100 || sentenceInside(row)) continue;
    if (ctx.sentenceAt(ls + line.indexOf(row))?.person === true) return true;
  }
  return false;
}

export const specialDetector: Detector = {
  name: SPECIAL_DETECTOR,
  countries: [],
  detect: (text) => detectSpecial(text),
};

export const specialDetectors: Detector[] = [specialDetector];
