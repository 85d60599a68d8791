// Keying errors of a typed word: the one home of "one keystroke wrong" for words (identifier.ts keeps
// its own looser rule for ids, where any substituted character counts). Two words are one keying
// error apart when one is the other with two adjacent letters swapped ("micheal"/"michael",
// "ambre"/"amber"), one letter replaced by a key next to it on the keyboard ("feank"/"frank": e sits
// beside r; "6homas"/"thomas": 6 sits above t), or one letter dropped or typed twice ("wiliam"/
// "william", "rodger"/"roger"). A substitution by a key far from the intended one ("mark"/"mary",
// "john"/"joan") is not a keying error: a hand slips to a neighbouring key, it does not jump across
// the keyboard, so two real names that differ that way are two names, not one name mistyped.
// The keyboard is the staggered QWERTY block with the digit row above it (each row sits half a key to
// the right of the row above, so a key touches two keys of each neighbouring row). QWERTZ and AZERTY
// swap or move a few letters (y/z, a/q, w/z, m); their neighbours are added too, so a slip on either
// layout is a keying error — a German or French register keys on those.
import { isOneInsertion } from './identifier.js';

const LAYOUTS: readonly (readonly string[])[] = [
  ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'],
  ['1234567890', 'qwertzuiop', 'asdfghjkl', 'yxcvbnm'],
  ['1234567890', 'azertyuiop', 'qsdfghjklm', 'wxcvbn'],
];

/** Each key → the keys touching it on any of the layouts. */
const NEIGHBOURS: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const out = new Map<string, Set<string>>();
  const link = (a: string | undefined, b: string | undefined) => {
    if (a === undefined || b === undefined) return;
    for (const [x, y] of [[a, b], [b, a]] as const) {
      const set = out.get(x) ?? new Set<string>();
      set.add(y);
      out.set(x, set);
    }
  };
  for (const rows of LAYOUTS) {
    rows.forEach((row, r) => {
      for (let c = 0; c < row.length; c++) {
        link(row[c], row[c + 1]);
        // The row below sits half a key to the right: key c there touches keys c and c+1 of this row.
        const below = rows[r + 1];
        if (below !== undefined) {
          link(below[c], row[c]);
          link(below[c], row[c + 1]);
        }
      }
    });
  }
  return out;
})();

/** True when the two keys touch on the keyboard. */
export function areNeighbourKeys(a: string, b: string): boolean {
  return NEIGHBOURS.get(a)?.has(b) === true;
}

/** Same letters with exactly one pair of adjacent letters swapped (at least three letters). */
export function isAdjacentSwap(x: string, y: string): boolean {
  if (x.length !== y.length || x.length < 3) return false;
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  if (i >= x.length - 1 || x[i] !== y[i + 1] || x[i + 1] !== y[i]) return false;
  for (let j = i + 2; j < x.length; j++) if (x[j] !== y[j]) return false;
  return true;
}

/** Equal lengths and one letter replaced by a key touching it. */
function isNeighbourSubstitution(x: string, y: string): boolean {
  if (x.length !== y.length) return false;
  let at = -1;
  for (let i = 0; i < x.length; i++) {
    if (x[i] === y[i]) continue;
    if (at >= 0) return false;
    at = i;
  }
  return at >= 0 && areNeighbourKeys(x[at]!, y[at]!);
}

/**
 * True when two different words (of at least two letters) are one keying error apart: an adjacent
 * swap, a neighbouring key, one letter dropped or added.
 */
export function isKeyingError(x: string, y: string): boolean {
  if (x === y || x.length < 2 || y.length < 2) return false;
  if (x.length === y.length) return isNeighbourSubstitution(x, y) || isAdjacentSwap(x, y);
  return isOneInsertion(x, y, 1);
}
