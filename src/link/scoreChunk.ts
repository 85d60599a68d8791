// Scores candidate pairs with the fields engine exactly as a pairwise /compare does (same pack, same
// comparators, same decision and rounding), so a batch and a pair never disagree — save what only a
// batch can show: how common a name is in it (the batch's name counts, src/compare/batchNames.ts). Used by the scoring
// workers and, for small batches, in process.
import { DISAGREES, type Identity, decide } from '../compare/decide.js';
import { BatchNames, type BatchNameData } from '../compare/batchNames.js';
import type { FieldValue } from '../compare/comparators/types.js';
import { FULL_AGREEMENT, type PairScore, scorePair } from '../compare/fieldsEngine.js';
import { findPack } from '../compare/packs.js';
import { round4 } from '../core/round.js';

export const IDENTITY_CODES: readonly Identity[] = ['different', 'review', 'same_entity'];

export const REFUTED = 1;
export const CONTESTED = 2;
/** Bit added to `refuted` where the pair's name was partly recorded (see namePartlyRecorded). */
export const PARTIAL_NAME = 4;
/** The refutation code of a `refuted` entry (REFUTED, CONTESTED or 0), the PARTIAL_NAME bit aside. */
export const refutationCode = (flags: number): number => flags & 3;

/**
 * The pair's name was partly recorded: a person-name comparison flagged `partial` (a one-word name
 * against a full one). The clustering lets such a link join two groups of several records only beside
 * a second link (src/link/cluster.ts).
 */
export function namePartlyRecorded(pair: PairScore): boolean {
  return pair.evidence.some((e) => e.partial === true && e.kind === 'name');
}

/**
 * A conflict that the pair's scorer let stand contests the pair as a household's would (CONTESTED): some
 * conflict other than a name read as the same given name under another surname (PairScore.renamed,
 * session 45). Another given name under one surname, another generation, another sex beside another
 * name are a household's signature (twins, siblings, a father and son, spouses), and review pairs so
 * contested never join two groups alone (src/link/cluster.ts). The same given name under another surname
 * is none: a household's members share the surname, and one person's records carry a surname changed
 * or swapped on one of them (a marriage, a maiden name, an alias) — so those review pairs count as
 * uncontested support, under every other guard of the dense-review join (at least two pairs, a third of
 * the cross pairs, no refutation between the groups, no rival group that fits as well), unless another
 * field disagrees outright beside the name (two bearers of one given name in two places).
 */
export function householdContested(pair: PairScore): boolean {
  if (pair.conflicts.length === 0) return false;
  const renamed = pair.renamed ?? [];
  if (pair.conflicts.some((k) => !renamed.includes(k))) return true;
  // A namesake in another place: the same given name under another surname while another field disagrees
  // outright (another address, birth place, sex or date) is as likely two people, and stays contested.
  const nameFields = new Set(pair.evidence.filter((e) => renamed.includes(e.key)).map((e) => e.field));
  if (pair.evidence.some((e) => e.sim <= DISAGREES && !nameFields.has(e.field))) return true;
  // Review of session 45: nothing disagreeing is not yet one person. Two residents of one given name at
  // one care home, hostel, school or barracks (Mary Smith / Mary Jones, one of them with no birth date)
  // share the address and nothing else; so do a mother and a married daughter of one given name. Only a
  // full date of birth agreeing beside the name (one person's, which two residents rarely share) makes the
  // surname the one thing changed; a shared place alone leaves the pair contested. 1 January on both
  // sides is no such date: refugee, civil and historical registers write it when only the year is known,
  // so many residents of one camp or home share it (Fatima Ali / Fatima Hassan, both 1990-01-01).
  return !pair.evidence.some((e) => e.kind === 'date' && e.sim >= FULL_AGREEMENT && e.partial !== true && e.januaryFirst !== true);
}

export interface ScoredChunk {
  identity: Uint8Array;
  score: Float64Array;
  /**
   * 1 where a field refuted the pair (a `<key>_conflict` factor): the clustering's evidence that two
   * records are two people; 2 where a field only contested it (a household conflict: the same surname
   * under another given name; householdContested), which the clustering never lets join two groups alone; 0 otherwise;
   * plus the bit PARTIAL_NAME where the name was partly recorded (read the code with refutationCode).
   */
  refuted: Uint8Array;
  /** Factors of every pair that is not `different` (null for those). */
  factors: (Record<string, number> | null)[];
}

/** Record k of a list: an array's element, or a record read from the shared buffer (sharedRecords.ts). */
export type RecordAt = (k: number) => Readonly<Record<string, FieldValue>>;

/** `names`: the batch's name counts (BatchNames.dataOf), or a BatchNames already built from them. */
export function scoreChunk(entity: string, a: RecordAt, b: RecordAt, pairs: Int32Array, names: BatchNames | BatchNameData): ScoredChunk {
  const pack = findPack(entity);
  // Internal invariant: link() checked the pack before starting workers; a miss here is a programming error.
  if (!pack) throw new Error(`no entity pack ${entity}`);
  const batch = names instanceof BatchNames ? names : new BatchNames(names);
  const n = pairs.length / 2;
  const identity = new Uint8Array(n);
  const score = new Float64Array(n);
  const refuted = new Uint8Array(n);
  const factors: ScoredChunk['factors'] = new Array(n).fill(null);
  // Pairs come sorted by their first record: it is fetched once per run of pairs that share it.
  let lastI = -1;
  let recordI: Readonly<Record<string, FieldValue>> = {};
  for (let p = 0; p < n; p++) {
    const i = pairs[2 * p]!;
    if (i !== lastI) {
      recordI = a(i);
      lastI = i;
    }
    const pair = scorePair(pack, recordI, b(pairs[2 * p + 1]!), batch);
    const decision = decide(pair);
    identity[p] = IDENTITY_CODES.indexOf(decision.identity);
    score[p] = round4(pair.score ?? 0);
    for (const k in pair.factors) if (k.endsWith('_conflict')) refuted[p] = REFUTED;
    if (refuted[p] === 0 && householdContested(pair)) refuted[p] = CONTESTED;
    if (namePartlyRecorded(pair)) refuted[p] = refuted[p]! | PARTIAL_NAME;
    if (decision.identity !== 'different') {
      const f: Record<string, number> = {};
      for (const [k, v] of Object.entries(pair.factors)) f[k] = round4(v);
      factors[p] = f;
    }
  }
  return { identity, score, refuted, factors };
}
