// Shared by the special-category scan tests: the texts of the labelled sets (dev, genetic dev, round-7 dev, held-out 1, 2 and 5) and
// the `index:match` form both tests compare a gated scan with a full scan in.
import { readFileSync } from 'node:fs';

export const labelled: string[] = ['dev', 'devgen', 'devfix', 'heldout', 'heldout2', 'heldout5'].flatMap((n) =>
  readFileSync(new URL(`../../../bench/data/special-${n}.jsonl`, import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => (JSON.parse(l) as { text: string }).text),
);

export const asPairs = (ms: Iterable<RegExpMatchArray>): string[] => [...ms].map((m) => `${m.index}:${m[0]}`);
