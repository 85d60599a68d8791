// Session 48 (method round, issue 11): the person pack's errors on the DEVELOPMENT persons sets grouped by the
// kind of evidence the engine failed to read or weigh, counted across sets — a class that recurs across authors is
// worth a general mechanism; one that lives in one set is that author's template. Each error gets every class it
// shows (a pair may miss for two reasons), so the counts overlap. Reads sets 1..--upto (default 27: the check sets
// 28–34 are read for their summary figures only, never their errors, bench/persons.ts).
//   node --import tsx bench/persons/error-classes.ts [--upto 27] [--examples N]
import { fileURLToPath } from 'node:url';
import { compare } from '../../src/compare/index.js';
import { normaliseId } from '../../src/compare/normalise.js';
import { findPack } from '../../src/compare/packs.js';
import { type RecordInput, readRecord, registerNumberShaped } from '../../src/compare/records.js';
import { loadPersonPairs, type PersonPair } from '../persons.js';
import { SETS } from './generate.js';

const DEVELOPMENT_LAST = 27;

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
  else if (name < 0.9) out.push('name in another form (short form, nickname, transliteration, extra names)');
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
