// How common a name word is in the batch being linked: the share of the batch's records whose name
// holds it, read from the records themselves (no labels, no training), as Splink's term-frequency
// adjustment reads a value's frequency from the data. Built once per batch (src/link), never on the
// single-pair /compare path, which has no batch to read and stays as it is.
//
// Why a batch's own counts: the shipped token table (tf/person.json) knows the names of the sources it
// was built from, and reads a word it never saw as rare. A register's own name distribution is another
// one: Nigerian, Kenyan, Ghanaian or Afrikaans names the table lacks are common in their own registers,
// and an English parish register holds names no modern table lists. A word few of the batch's records
// hold is rare in that register whatever the table says; a word many hold is common there.
// A small batch cannot show a word rare: a pair's shared word is held by two records at least, so the
// share is at least 2 / records — above RARE_IN_BATCH below 2,000 records (a class list, a clinic's
// week), where nothing changes.
import { NAME_LIKE_KINDS } from './comparators/index.js';
import type { FieldValue } from './comparators/types.js';
import { asText } from './comparators/types.js';
import { isTokenised } from './comparators/deidTokens.js';
import { nameWords } from './comparators/typeVocabulary.js';
import type { EntityPack } from './packs.js';

/**
 * The largest share of the batch's records a name word may be held by and count as rare in the batch:
 * one record in a thousand. A register holds each person several times over (census decades, a
 * re-registration, a record per visit), so a person's own records already hold their surname a handful
 * of times; at one in a thousand a word is held by a few people at most beside them, while a common
 * given or family name (William, Smith, Mohammed, Ochieng, Mensah, Botha) is held by one record in
 * fifty to one in five hundred of any register of its people.
 */
export const RARE_IN_BATCH = 0.001;

/** The rule's id in a link's pins (src/link): what the batch's name counts change in its scoring. */
export const BATCH_NAMES_RULE = 'rare_in_batch_0.001.near_miss_date_third.date_or_table_clears_gate.v1';

/** Words that can show a frequency: letters and digits of the tables' alphabet, three or more (tfToken.ts's rule). */
const COUNTABLE_WORD = /^[a-z0-9]{3,}$/;

/** The batch's name words of one value, once each. */
export function countableNameWords(raw: string): string[] {
  return [...new Set(nameWords(raw).filter((w) => COUNTABLE_WORD.test(w)))];
}

/** What a scoring worker receives: the batch's size and, per name field, each word's count of records. */
export interface BatchNameData {
  records: number;
  counts: Record<string, Record<string, number>>;
}

export class BatchNames {
  private readonly counts: Map<string, Map<string, number>>;
  readonly records: number;
  constructor(data: BatchNameData) {
    this.records = data.records;
    this.counts = new Map(Object.entries(data.counts).map(([field, c]) => [field, new Map(Object.entries(c))]));
  }

  /** Counts the name words of `fields` over every record of the lists (a de-identified value counts nothing). */
  static dataOf(lists: readonly (readonly Readonly<Record<string, FieldValue>>[])[], fields: readonly string[]): BatchNameData {
    const counts: Record<string, Record<string, number>> = {};
    let records = 0;
    for (const field of fields) counts[field] = Object.create(null) as Record<string, number>;
    for (const list of lists) {
      records += list.length;
      for (const record of list) {
        for (const field of fields) {
          const v = record[field];
          if (v === undefined) continue;
          const raw = asText(v);
          if (isTokenised(raw)) continue;
          const c = counts[field]!;
          for (const w of countableNameWords(raw)) c[w] = (c[w] ?? 0) + 1;
        }
      }
    }
    return { records, counts };
  }

  /**
   * The words the two values of a name field share that at most RARE_IN_BATCH of the batch's records
   * hold. A word the batch never counted (a value outside the batch) shows nothing.
   */
  rareSharedWords(field: string, rawA: string, rawB: string): string[] {
    const counts = this.counts.get(field);
    if (counts === undefined || this.records === 0) return [];
    const wb = new Set(countableNameWords(rawB));
    const out: string[] = [];
    for (const w of countableNameWords(rawA)) {
      if (!wb.has(w)) continue;
      const n = counts.get(w);
      if (n !== undefined && n / this.records <= RARE_IN_BATCH) out.push(w);
    }
    return out;
  }

  /** Whether the two values of a name field share a word the batch shows rare (rareSharedWords). */
  sharesRareWord(field: string, rawA: string, rawB: string): boolean {
    return this.rareSharedWords(field, rawA, rawB).length > 0;
  }
}

/**
 * The fields whose words a batch counts: each field a person-like name comparator reads (not a
 * relative's name), in a pack that compares a date — the near-miss date is the one reader (fieldsEngine.ts).
 */
export function batchNameFields(pack: EntityPack): string[] {
  if (!pack.comparators.some((c) => c.kind === 'date')) return [];
  const out = new Set<string>();
  for (const c of pack.comparators) if (c.field !== undefined && c.kind !== 'tftoken' && NAME_LIKE_KINDS.has(c.kind) && c.kin_name !== true) out.add(c.field);
  return [...out];
}
