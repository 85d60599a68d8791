// Which of a fixed set of literals occur in a text, in one pass. Inference has ~500 gate literals
// (literalGate.ts); `includes` costs ~0.1-0.6 ms per literal on a 1 MB text, so asking each one in turn
// costs more than it saves. This scan reads the text once: every literal is filed under one of its
// two-character windows, the one least likely in running text (an upper-case letter, a digit or a
// symbol beats a frequent lower-case pair), and a position is checked only when its pair is filed.
// Hand-written: an Aho-Corasick package would do, but this is ~60 lines and has no dependency.

/** Frequent English letter pairs: windows made of them are chosen last. */
const COMMON_PAIRS = new Set(
  'th he in er an re on at en nd ti es or te of ed is it al ar st to nt ng se ha as ou io le ve co me de hi ri ro ic ne ea ra ce li ch ll be ma si om ur ca el ta la ns di fo ho pe ec pr no ct us ac ot il tr ly nc et ut ss so rs un lo wa ge ie wh ee wi em ad ol rt po we na ul ni ts mo ow pa im mi ai sh ir su id os iv ia am fi ci vi pl ig tu ev ld ry mp fe bl ab gh ty op wo sa ay ex ke fr oo av ag if ap gr od bo sp rd do uc bu ei ov by rm ep tt oc fa ef cu rn sc gi da yo cr cl du ga qu ue ff ba ey ls va um pp ua up lu go ht ru ug ds lt pi rc rr eg au ck ew mu br bi pt ak pu ui rg ib tl ny ki rk ys ob mm fu ph og ms ye ud mb ip ub oi rl gu dr hr cc tw ft wn nu af hu nn eo vo rv nf'.split(
    ' ',
  ),
);

function kind(c: string): 'lower' | 'upper' | 'space' | 'other' {
  if (c >= 'a' && c <= 'z') return 'lower';
  if (c >= 'A' && c <= 'Z') return 'upper';
  return c === ' ' ? 'space' : 'other';
}

/** Lower is rarer in running text. */
function pairCost(a: string, b: string): number {
  const x = kind(a);
  const y = kind(b);
  if (x === 'other' || y === 'other') return 1;
  if (x === 'space' || y === 'space') return 8;
  if (x === 'upper' || y === 'upper') return 2;
  return COMMON_PAIRS.has(a + b) ? 10 : 5;
}

export class LiteralIndex {
  /** Literals of one UTF-16 unit: asked with `includes` (there are few). */
  private readonly singles: string[] = [];
  /** (first unit << 16 | second unit) of the filed window -> [literal, offset of the window in it]. */
  private readonly byPair = new Map<number, [string, number][]>();
  /** Quick filter on the low bytes of a pair. */
  private readonly filter = new Uint8Array(65536);

  constructor(literals: Iterable<string>) {
    for (const literal of new Set(literals)) {
      if (literal.length === 0) continue;
      if (literal.length === 1) {
        this.singles.push(literal);
        continue;
      }
      let at = 0;
      let cost = Number.POSITIVE_INFINITY;
      for (let j = 0; j + 1 < literal.length; j++) {
        const c = pairCost(literal[j]!, literal[j + 1]!);
        if (c < cost) {
          cost = c;
          at = j;
        }
      }
      const a = literal.charCodeAt(at);
      const b = literal.charCodeAt(at + 1);
      const key = (a << 16) | b;
      const list = this.byPair.get(key);
      if (list) list.push([literal, at]);
      else this.byPair.set(key, [[literal, at]]);
      this.filter[((a & 0xff) << 8) | (b & 0xff)] = 1;
    }
  }

  /** The literals that occur in the text. */
  present(text: string): Set<string> {
    const found = new Set<string>();
    for (const s of this.singles) if (text.includes(s)) found.add(s);
    const { byPair, filter } = this;
    const n = text.length;
    let b = n > 0 ? text.charCodeAt(0) : 0;
    for (let i = 0; i + 1 < n; i++) {
      const a = b;
      b = text.charCodeAt(i + 1);
      if (filter[((a & 0xff) << 8) | (b & 0xff)] === 0) continue;
      const list = byPair.get((a << 16) | b);
      if (list === undefined) continue;
      for (const [literal, at] of list) if (i >= at && text.startsWith(literal, i - at)) found.add(literal);
    }
    return found;
  }
}
