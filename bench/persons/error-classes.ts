// Session 48 (method round, issue 11): the person pack's errors on the DEVELOPMENT persons sets grouped by the
// kind of evidence the engine failed to read or weigh, counted across sets — a class that recurs across authors is
// worth a general mechanism; one that lives in one set is that author's template. Each error gets every class it
// shows (a pair may miss for two reasons), so the counts overlap. Reads sets 1..--upto (default 28: the check sets
// 29–36 are read for their summary figures only, never their errors, bench/persons.ts).
//   node --import tsx bench/persons/error-classes.ts [--upto 28] [--examples N]
import { fileURLToPath } from 'node:url';
import { isLeadingTitle, isNameHonour } from '../../src/compare/comparators/nameHonours.js';
import { isFamilyName, isGivenName } from '../../src/lexicon/names.js';
import { nameTokenScore, personNameSimilarity } from '../../src/compare/comparators/personName.js';
import { compare } from '../../src/compare/index.js';
import { normaliseText, wordsOfNormalised } from '../../src/compare/normalise.js';
import { normaliseId } from '../../src/compare/normalise.js';
import { findPack } from '../../src/compare/packs.js';
import { type RecordInput, readRecord, registerNumberShaped } from '../../src/compare/records.js';
import { loadPersonPairs, type PersonPair } from '../persons.js';
import { SETS } from './generate.js';

const DEVELOPMENT_LAST = 28;

interface ClassCount {
  sets: Set<number>;
  pairs: number;
  examples: string[];
}

const INITIAL = /(?:^|[\s,])\p{L}\.?(?=[\s,]|$)/u;
const WORDS = /\s+/;
const DIGIT = /[0-9]/;
const PHONE_HEADING = /phone|tel|mobile|cell|msisdn|contact|handy|simu|móvil|movil/i;
const DATE_SHAPED = /^(?:[0-9]{1,4}[-/. ][0-9A-Za-z]{1,9}[-/. ][0-9]{2,4}|[0-9]{1,2} [A-Za-z]{3,9} [0-9]{4})$/;

const NEWBORN = /\b(?:baby|infant|newborn|b\/o)\b/i;
const JOINT = /\s(?:and|&)\s/i;
const SURNAME_MARKER = /\b(?:n[ée]e|born|geb\.?|geborene|z d(?:omu|\.)|nascida|nacida|nata|[ée]pouse|verh\.?|w\/o)\s/i;
const LABEL = /[0-9—–()†]|\/[A-Za-z]/;

/** The name a record's reading compares: the `name` it projects, else its raw cell closest to the other's name. */
function nameText(projected: unknown, record: Record<string, unknown>, other: string | undefined): string | undefined {
  if (typeof projected === 'string') return projected;
  if (other === undefined) return undefined;
  let best: string | undefined;
  let score = 0;
  for (const v of Object.values(record)) {
    const t = String(v).trim();
    if (!/\p{L}{2}/u.test(t) || t.split(WORDS).length > 8) continue;
    const s = personNameSimilarity(t, other);
    if (s > score) [best, score] = [t, s];
  }
  return best;
}

/**
 * The sub-kind of a name in another form (session 50): what the two cells show beside the words they share.
 * Heuristic, for counting only: the first kind that applies, in this order.
 */
export function nameFormKind(a: string, b: string): string {
  const both = `${a} ${b}`;
  if (NEWBORN.test(both)) return 'name form: a newborn written as Baby / Infant + surname';
  if (JOINT.test(a) !== JOINT.test(b)) return 'name form: two holders in one cell';
  if (SURNAME_MARKER.test(a) !== SURNAME_MARKER.test(b)) return 'name form: married name beside a maiden name (née, geb., z d.)';
  const wa = wordsOfNormalised(normaliseText(a));
  const wb = wordsOfNormalised(normaliseText(b));
  const names = (w: readonly string[]) => w.filter((x) => x.length > 1 && !isLeadingTitle(x) && !isNameHonour(x));
  const na = names(wa);
  const nb = names(wb);
  const unmatched = (x: readonly string[], y: readonly string[]) => x.filter((w) => !y.some((v) => nameTokenScore(w, v) >= 0.85));
  const ua = unmatched(na, nb);
  const ub = unmatched(nb, na);
  // A word no name table knows, first in its cell and matching nothing: a title or rank the lists lack (Pa, PD, Aspirant).
  const untitled = (w: readonly string[], u: readonly string[]) => u.length > 0 && u[0] === w[0] && !isGivenName(u[0]!) && !isFamilyName(u[0]!);
  if (LABEL.test(a) !== LABEL.test(b) && (ua.length > 0 || ub.length > 0)) return 'name form: a label, number or mark in the cell (PW3 —, (No. 123), †, class 8b)';
  const near = (x: string, y: string) => nameTokenScore(x, y) >= 0.6;
  const short = (x: string, y: string) => x.length < y.length && (y.startsWith(x.slice(0, 2)) || y.endsWith(x.slice(-3)));
  if (ua.some((x) => ub.some((y) => short(x, y) || short(y, x)))) return 'name form: a short form or nickname the tables lack';
  if (ua.some((x) => ub.some((y) => near(x, y)))) return 'name form: a misspelling or transliteration';
  if (untitled(na, ua) || untitled(nb, ub)) return 'name form: a title or rank the lists lack';
  if (na.length === 1 || nb.length === 1) return 'name form: one name word on one side (given name or surname alone)';
  if (ua.length === 0 || ub.length === 0) return 'name form: a middle or extra name on one side only';
  return 'name form: another given name or surname (another person read, or a name changed)';
}

/** The classes one miss (a true pair not merged) shows. */
function missClasses(p: PersonPair, factors: Record<string, number>, score: number): string[] {
  const pack = findPack('person')!;
  const ra = readRecord(pack, p.a as RecordInput);
  const rb = readRecord(pack, p.b as RecordInput);
  const out: string[] = [];
  // A value both records write, under a heading at least one of them leaves unread.
  const unreadA = new Set([...ra.unread.ignored, ...ra.unread.unparsed]);
  const unreadB = new Set([...rb.unread.ignored, ...rb.unread.unparsed]);
  const kinds = new Set<string>();
  for (const [ka, va] of Object.entries(p.a)) {
    const ta = String(va).trim();
    if (ta.split(WORDS).length > 3) continue;
    const na = normaliseId(ta);
    if (na.length < 5 || !DIGIT.test(na)) continue;
    for (const [kb, vb] of Object.entries(p.b)) {
      if (normaliseId(String(vb)) !== na || !(unreadA.has(ka) || unreadB.has(kb))) continue;
      const where = unreadA.has(ka) && unreadB.has(kb) ? 'both sides' : 'one side';
      const what = DATE_SHAPED.test(ta) ? 'date' : PHONE_HEADING.test(ka) || PHONE_HEADING.test(kb) ? 'phone' : 'number';
      kinds.add(`shared ${what} under a heading unread on ${where}`);
      if (what !== 'number') continue;
      // How unreadNumbers (records.ts) took the number: kept on both sides (then the agreement was read and something
      // else held the pair), on one side only (the other heading holds a shared, kin or other-party word), or on
      // neither (not shaped as a register's number: short, spaced, a vessel's `MZ 479`, or a heading word kept it out).
      const keptA = (ra.numbers ?? []).some((x) => normaliseId(x) === na) || !unreadA.has(ka);
      const keptB = (rb.numbers ?? []).some((x) => normaliseId(x) === na) || !unreadB.has(kb);
      const shaped = registerNumberShaped(ta) && registerNumberShaped(String(vb).trim());
      kinds.add(
        keptA && keptB
          ? 'number: agreement read, pair still held'
          : keptA || keptB
            ? 'number: kept on one side, a heading word drops it on the other'
            : shaped
              ? 'number: shaped as a register number, heading words drop it on both sides'
              : 'number: not shaped as a register number (short, spaced, letters apart)',
      );
    }
  }
  out.push(...kinds);
  const name = factors['name'];
  const nameA = ra.projected['name'];
  const nameB = rb.projected['name'];
  if (name === undefined) out.push(nameA === undefined && nameB === undefined ? 'no name read on either side' : 'name read on one side only');
  else if (name < 1 && (INITIAL.test(String(nameA)) || INITIAL.test(String(nameB)))) out.push('name as initials or surname + initial');
  else if (name < 0.9) {
    out.push('name in another form (short form, nickname, transliteration, extra names)');
    const textA = nameText(nameA, p.a, typeof nameB === 'string' ? nameB : undefined);
    const textB = nameText(nameB, p.b, textA);
    out.push(textA !== undefined && textB !== undefined ? nameFormKind(textA, textB) : 'name form: a name read by another key (not split)');
  }
  const others = Object.keys(factors).filter((k) => k !== 'name' && k !== 'name_tftoken' && !k.endsWith('_conflict'));
  if (score >= 0.9 && others.length === 0 && name !== undefined) out.push('gate: agreeing name alone held at review');
  else if (score >= 0.9) out.push('gate: agreeing evidence held at review');
  if (Object.keys(factors).some((k) => k.endsWith('_conflict'))) out.push('a field read as conflicting');
  if (out.length === 0) out.push('nothing shared that the pack reads (fields on one side only)');
  return out;
}

/** The classes one false merge shows. */
function mergeClasses(factors: Record<string, number>): string[] {
  const name = factors['name'] ?? 0;
  const dob = factors['dob'];
  const shared = ['address', 'phone', 'email'].filter((k) => factors[k] !== undefined && factors[k]! >= 0.9);
  const out: string[] = [];
  if (name < 1 && dob !== undefined && dob >= 0.8) out.push('false merge: siblings or twins (other given name, one birth date)');
  else if (name >= 0.95 && dob !== undefined && dob < 0.8) out.push('false merge: one name, birth dates apart (parent and child)');
  else if (name >= 0.95 && dob === undefined) out.push('false merge: one name, no birth date to tell apart (namesakes)');
  else out.push('false merge: other');
  if (shared.length > 0) out.push(`false merge: shared ${shared.join('+')} carried it`);
  return out;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

export function countClasses(upto = DEVELOPMENT_LAST, examples = 0): Map<string, ClassCount> {
  if (upto > DEVELOPMENT_LAST) throw new Error(`sets after ${DEVELOPMENT_LAST} are check sets: their errors are not read`);
  const classes = new Map<string, ClassCount>();
  for (let n = 1; n <= upto; n++) {
    const set = `heldout${n}` as keyof typeof SETS;
    for (const p of loadPersonPairs(fileURLToPath(SETS[set].file))) {
      const r = compare({ a: p.a, b: p.b, entity: 'person' });
      const same = p.label === 'same';
      if ((r.identity === 'same_entity') === same) continue;
      for (const c of same ? missClasses(p, r.factors, r.score) : mergeClasses(r.factors)) {
        let e = classes.get(c);
        if (e === undefined) {
          e = { sets: new Set(), pairs: 0, examples: [] };
          classes.set(c, e);
        }
        e.sets.add(n);
        e.pairs++;
        if (e.examples.length < examples) e.examples.push(`set ${n} ${p.id}`);
      }
    }
  }
  return classes;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const classes = countClasses(Number(arg('--upto') ?? DEVELOPMENT_LAST), Number(arg('--examples') ?? 0));
  console.log('| class | sets | pairs | set numbers |\n|---|---|---|---|');
  for (const [c, e] of [...classes].sort((x, y) => y[1].sets.size - x[1].sets.size || y[1].pairs - x[1].pairs)) {
    console.log(`| ${c} | ${e.sets.size} | ${e.pairs} | ${[...e.sets].join(', ')} |`);
    for (const x of e.examples) console.log(`|   ${x} | | | |`);
  }
}
