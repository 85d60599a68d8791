// Binary searches the tagger's span rules (refine.ts, refinePersons.ts) share: the tokens a span covers
// and the spans that overlap a range, so a rule over a 1 MB text costs O(log n) per look-up instead of
// a scan of every token or span (spans are sorted by start and never overlap one another).
import type { EntityType } from './model.js';
import type { Tokens } from './tokens.js';

/** A span of the tagger (UTF-16 offsets). */
export interface RefinedSpan {
  type: EntityType;
  start: number;
  end: number;
}

/** Token indices [first, last] of a span (tokens never straddle a span's edges). */
export function tokenRange(tokens: Tokens, s: { start: number; end: number }): [number, number] {
  let lo = 0;
  let hi = tokens.ends.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tokens.ends[mid]! <= s.start) lo = mid + 1;
    else hi = mid;
  }
  const a = lo;
  hi = tokens.starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tokens.starts[mid]! < s.end) lo = mid + 1;
    else hi = mid;
  }
  return [a, Math.max(a, lo - 1)];
}

/** The spans (sorted by start, disjoint) that overlap [start, end). */
export function overlapping(spans: readonly RefinedSpan[], start: number, end: number): RefinedSpan[] {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid]!.end <= start) lo = mid + 1;
    else hi = mid;
  }
  const out: RefinedSpan[] = [];
  for (let i = lo; i < spans.length && spans[i]!.start < end; i++) out.push(spans[i]!);
  return out;
}

/** The spans with `removed` left out and `added` put in, sorted by start. */
export function replaced(spans: readonly RefinedSpan[], removed: ReadonlySet<RefinedSpan>, added: readonly RefinedSpan[]): RefinedSpan[] {
  if (removed.size === 0 && added.length === 0) return spans as RefinedSpan[];
  return [...spans.filter((s) => !removed.has(s)), ...added].sort((x, y) => x.start - y.start);
}

/** Per token, 1 when some span covers it. */
export function coveredTokens(tokens: Tokens, spans: readonly RefinedSpan[]): Uint8Array {
  const n = tokens.words.length;
  const covered = new Uint8Array(n);
  for (const s of spans) {
    const [a, b] = tokenRange(tokens, s);
    for (let t = a; t <= b && t < n; t++) covered[t] = 1;
  }
  return covered;
}

/** The words of a span, one space between. */
export function spanWords(tokens: Tokens, s: RefinedSpan): string {
  const [a, b] = tokenRange(tokens, s);
  return tokens.words.slice(a, b + 1).join(' ');
}
