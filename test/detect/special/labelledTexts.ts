// Shared by the special-category tests: the texts of the labelled sets (dev, genetic dev, round-7 dev, held-out 1, 2 and 5),
// the `index:match` form both scan tests compare a gated scan with a full scan in, and the `CATEGORY:text` form
// the detector tests compare findings in.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { it } from 'node:test';
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

/** One test per case: the findings on each text are exactly those listed (session files from 21 on use this home). */
export const check = (cases: ReadonlyArray<[string, string[]]>): void => {
  for (const [text, want] of cases) it(JSON.stringify(text), () => assert.deepEqual(found(text), want));
};

/** One test per text: no finding at all. */
export const none = (texts: readonly string[]): void => {
  for (const text of texts) it(`no span: ${JSON.stringify(text)}`, () => assert.deepEqual(found(text), []));
};
