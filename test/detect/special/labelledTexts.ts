// Shared by the special-category tests: the texts of the labelled sets (dev, genetic dev, round-7 dev, held-out 1, 2 and 5),
// the `index:match` form both scan tests compare a gated scan with a full scan in, and the `CATEGORY:text` form
// the detector tests compare findings in.
import { readFileSync } from 'node:fs';
import { detectSpecial } from '../../../src/detect/special/index.js';

export const labelled: string[] = ['dev', 'devgen', 'devfix', 'heldout', 'heldout2', 'heldout5'].flatMap((n) =>
  readFileSync(new URL(`../../../bench/data/special-${n}.jsonl`, import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => (JSON.parse(l) as { text: string }).text),
);

export const asPairs = (ms: Iterable<RegExpMatchArray>): string[] => [...ms].map((m) => `${m.index}:${m[0]}`);

/** The detector's findings on `text` as `CATEGORY:text` (the category without its `PII-6-` prefix). */
export const found = (text: string): string[] => detectSpecial(text).map((s) => `${s.category.slice(6)}:${text.slice(s.start, s.end)}`);
