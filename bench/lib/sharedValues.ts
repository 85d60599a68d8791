// What the two records of each true pair share, value by value (bench:link, issue 16): the share of true
// pairs that share no value at all — no blocking built from equal values (a rule keys on values two
// records hold in common) can propose them, so one minus it bounds any such blocking's pairwise ceiling;
// keys that read a name's sound or first letters reach a few of them —,
// the share that share only values held by more records than max_block (a blocking that sets common keys
// aside cannot read them on their own), and the true pairs a blocking missed, classed by what they share.
// Read from the file's rows, every column of a kind pooled; the truth is used only to form the pairs.

export type Row = Readonly<Record<string, unknown>>;

/** A kind of value and how to read it from a row: name parts from every name column, the year written in
 * a date (a mistyped day keeps it), a postcode's outward part. */
export interface ValueKind {
  label: string;
  read: (row: Row) => string[];
  /** A kind another implies (the date of birth implies its year): left out of a class naming both. */
  impliedBy?: string;
}

const text = (v: unknown) => String(v ?? '').trim().toLowerCase();
const words = (v: unknown) => text(v).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const whole = (...columns: string[]) => (row: Row) => columns.map((c) => text(row[c])).filter(Boolean);

/** The value kinds of a register of people, over the columns that hold them. Gender is left out: it halves
 * any register and is no blocking key. */
export function personValueKinds(columns: {
  names: string[];
  dob: string;
  birthPlace: string;
  postcode: string;
  occupation: string;
}): ValueKind[] {
  return [
    { label: 'a name part', read: (row) => columns.names.flatMap((c) => words(row[c])) },
    { label: 'the date of birth', read: whole(columns.dob) },
    { label: 'the birth year', read: (row) => text(row[columns.dob]).match(/\b\d{4}\b/)?.slice(0, 1) ?? [], impliedBy: 'the date of birth' },
    { label: 'the birth place', read: whole(columns.birthPlace) },
    { label: 'the postcode', read: whole(columns.postcode) },
    { label: 'the postcode district', read: (row) => words(row[columns.postcode]).slice(0, 1), impliedBy: 'the postcode' },
    { label: 'the occupation', read: whole(columns.occupation) },
  ];
}

export interface SharedValues {
  truePairs: number;
  /** True pairs whose records share no value of any kind. */
  nothing: number;
  /** Of those, the ones blocking proposed anyway (a key that reads sounds or prefixes, not equal values). */
  nothingProposed: number;
  /** True pairs whose shared values are all held by more than `maxBlock` records (of their kind). */
  onlyCommon: number;
  /** True pairs the blocking did not propose, by the kinds of value the two records share. */
  missed: [string, number][];
}

/**
 * Walks every true pair of a dedupe (records grouped by `truth`, which only forms the groups). `proposed`
 * says whether blocking proposed the pair of rows i < j.
 */
export function sharedValues(rows: readonly Row[], truth: (row: Row) => string, kinds: readonly ValueKind[], maxBlock: number, proposed: (i: number, j: number) => boolean): SharedValues {
  const values = rows.map((row) => kinds.map((k) => new Set(k.read(row))));
  const holders = kinds.map(() => new Map<string, number>());
  for (const sets of values) {
    sets.forEach((set, k) => {
      for (const v of set) holders[k]!.set(v, (holders[k]!.get(v) ?? 0) + 1);
    });
  }
  const groups = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const key = truth(row);
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  const out: SharedValues = { truePairs: 0, nothing: 0, nothingProposed: 0, onlyCommon: 0, missed: [] };
  const classes = new Map<string, number>();
  for (const members of groups.values()) {
    for (let x = 0; x < members.length; x++) {
      for (let y = x + 1; y < members.length; y++) {
        const [i, j] = members[x]! < members[y]! ? [members[x]!, members[y]!] : [members[y]!, members[x]!];
        out.truePairs++;
        const shared: string[] = [];
        let rare = false;
        kinds.forEach((kind, k) => {
          const b = values[j]![k]!;
          let any = false;
          for (const v of values[i]![k]!) {
            if (!b.has(v)) continue;
            any = true;
            if (holders[k]!.get(v)! <= maxBlock) rare = true;
          }
          if (any) shared.push(kind.label);
        });
        const hit = proposed(i, j);
        if (shared.length === 0) {
          out.nothing++;
          if (hit) out.nothingProposed++;
        } else if (!rare) out.onlyCommon++;
        if (hit) continue;
        const named = shared.filter((label) => !kinds.some((k) => k.label === label && k.impliedBy && shared.includes(k.impliedBy)));
        const key = named.length === 0 ? 'nothing' : named.join(' + ');
        classes.set(key, (classes.get(key) ?? 0) + 1);
      }
    }
  }
  out.missed = [...classes].sort((p, q) => q[1] - p[1]);
  return out;
}
