// Literal gates for the inference signals: from a pattern's source, a set of plain strings at least one
// of which every match must contain. Inference runs ~260 signal patterns over the whole text; a regex
// scan costs ~0.3 ms per MB even when nothing matches, while `indexOf` of a literal costs ~0.015 ms, so a
// signal whose gate finds none of its literals is skipped without changing any answer.
// Hand-written because no library derives required literals from a JavaScript pattern; it is deliberately
// conservative: anything it does not understand (classes, escapes like \d, optional parts, lookarounds,
// the `i` flag) contributes no literal, and a pattern with an alternative lacking a literal has no gate.

/** Any of these strings must occur in a text for the pattern to match; null when no such set is known. */
export type Gate = readonly string[] | null;

/** Prefers the gate whose shortest literal is longest (most selective), then the one with fewer literals. */
function better(a: Gate, b: Gate): Gate {
  if (a === null) return b;
  if (b === null) return a;
  const minA = Math.min(...a.map((s) => s.length));
  const minB = Math.min(...b.map((s) => s.length));
  if (minA !== minB) return minA > minB ? a : b;
  return b.length < a.length ? b : a;
}

const CLASS_ESCAPES = new Set(['d', 'D', 'w', 'W', 's', 'S', 'p', 'P', 'u', 'x', 'c', 'k', 'n', 'r', 't', 'f', 'v', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);

/** `[Rr]`, `[AP]`: up to four plain BMP letters or digits, no ranges, no negation. */
const SMALL_CLASS = /^\[([\p{L}\p{N}]{1,4})\]$/u;

class GateParser {
  private pos = 0;
  constructor(private readonly src: string) {}

  /** alternation := sequence ('|' sequence)* ; the gate is the union of the alternatives' gates. */
  alternation(): Gate {
    const alts: Gate[] = [this.sequence()];
    while (this.src[this.pos] === '|') {
      this.pos += 1;
      alts.push(this.sequence());
    }
    if (alts.some((g) => g === null)) return null;
    return [...new Set(alts.flatMap((g) => g as readonly string[]))];
  }

  private sequence(): Gate {
    let best: Gate = null;
    // The literal run being read, as its variants (a small class like [Rr] multiplies them).
    let run: string[] = [''];
    let lastLen = 0; // UTF-16 length of the last literal appended to the run (0: the last atom was not one)
    const flush = () => {
      if (run[0] !== '') best = better(best, run);
      run = [''];
      lastLen = 0;
    };
    const append = (ch: string) => {
      run = run.map((v) => v + ch);
      lastLen = ch.length;
    };
    while (this.pos < this.src.length) {
      const c = this.src[this.pos]!;
      if (c === '|' || c === ')') break;
      if (c === '?' || c === '*' || c === '+' || c === '{') {
        // A quantifier makes the previous atom optional or repeated: drop it from the run.
        if (lastLen > 0) run = run.map((v) => v.slice(0, v.length - lastLen));
        this.skipQuantifier();
        flush();
        continue;
      }
      if (c === '(') {
        flush();
        const lookaround = /^\(\?(?:=|!|<=|<!)/.test(this.src.slice(this.pos, this.pos + 4));
        this.pos += 1;
        if (this.src[this.pos] === '?') {
          if (this.src[this.pos + 1] === '<' && this.src[this.pos + 2] !== '=' && this.src[this.pos + 2] !== '!') {
            this.pos = this.src.indexOf('>', this.pos) + 1; // named group
          } else {
            this.pos += lookaround ? (this.src[this.pos + 1] === '<' ? 3 : 2) : 2;
          }
        }
        const inner = this.alternation();
        // Internal invariant: the source compiled as a RegExp before it reaches here, so groups balance.
        if (this.src[this.pos] !== ')') throw new Error('unbalanced group');
        this.pos += 1;
        if (!lookaround && !this.optionalQuantifierFollows()) best = better(best, inner);
        continue;
      }
      if (c === '[') {
        const start = this.pos;
        this.skipClass();
        // A class of a few plain characters, not quantified, widens the run: [Rr]egistered -> Registered, registered.
        const members = SMALL_CLASS.exec(this.src.slice(start, this.pos))?.[1];
        const next = this.src[this.pos];
        if (members !== undefined && next !== '?' && next !== '*' && next !== '+' && next !== '{' && run.length * members.length <= 8) {
          run = run.flatMap((v) => [...members].map((m) => v + m));
          lastLen = 0;
        } else {
          flush();
        }
        continue;
      }
      if (c === '\\') {
        const e = this.src[this.pos + 1]!;
        if (e === 'b' || e === 'B') {
          flush();
          this.pos += 2;
        } else if (CLASS_ESCAPES.has(e)) {
          flush();
          this.skipEscape(e);
        } else {
          append(e);
          this.pos += 2;
        }
        continue;
      }
      if (c === '.' || c === '^' || c === '$') {
        flush();
        this.pos += 1;
        continue;
      }
      const ch = String.fromCodePoint(this.src.codePointAt(this.pos)!);
      append(ch);
      this.pos += ch.length;
    }
    flush();
    return best;
  }

  /** True (and consumed) when a quantifier that allows zero repetitions follows; other quantifiers are consumed too. */
  private optionalQuantifierFollows(): boolean {
    const c = this.src[this.pos];
    if (c === '?' || c === '*') {
      this.skipQuantifier();
      return true;
    }
    if (c === '+') {
      this.skipQuantifier();
      return false;
    }
    if (c === '{') {
      const m = /^\{(\d+)/.exec(this.src.slice(this.pos));
      this.skipQuantifier();
      return m === null || Number(m[1]) === 0;
    }
    return false;
  }

  private skipQuantifier(): void {
    if (this.src[this.pos] === '{') this.pos = this.src.indexOf('}', this.pos) + 1;
    else this.pos += 1;
    if (this.src[this.pos] === '?') this.pos += 1; // lazy
  }

  private skipClass(): void {
    this.pos += 1;
    while (this.pos < this.src.length && this.src[this.pos] !== ']') this.pos += this.src[this.pos] === '\\' ? 2 : 1;
    // Internal invariant: as above, a compiled pattern's classes are closed.
    if (this.src[this.pos] !== ']') throw new Error('unbalanced class');
    this.pos += 1;
  }

  private skipEscape(e: string): void {
    this.pos += 2;
    if ((e === 'p' || e === 'P' || e === 'u') && this.src[this.pos] === '{') this.pos = this.src.indexOf('}', this.pos) + 1;
    else if (e === 'k' && this.src[this.pos] === '<') this.pos = this.src.indexOf('>', this.pos) + 1;
    else if (e === 'u') this.pos += 4;
    else if (e === 'x') this.pos += 2;
    else if (e === 'c') this.pos += 1;
  }
}

/** The literal gate of a pattern (its source and flags); null when none is known or the pattern is case-insensitive. */
export function literalGate(source: string, flags: string): Gate {
  if (flags.includes('i')) return null;
  try {
    const parser = new GateParser(source);
    const gate = parser.alternation();
    return gate?.every((s) => s.length > 0) ? gate : null;
  } catch {
    return null;
  }
}
