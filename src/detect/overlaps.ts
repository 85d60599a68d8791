// Deterministic overlap resolution (docs/architecture.md D7): a validated identifier beats a weaker pattern,
// a structured pattern beats a lexicon hit, a longer span beats a shorter one of equal strength; the
// remaining ties fall to confidence, position, category and detector name so the answer never depends
// on registry order. Model proposals never displace rule findings nor widen an identifier, except a wider model name over
// rule name tokens (so a whole-name span replaces its per-word lexicon hits); when the built-in tagger
// read the text, a lexicon-only name or place hit stands only where it agrees (ResolveOptions.modelRan).
import type { RawSpan } from './types.js';

const LEXICAL = /^PII-(?:1-NAME|4-LOCATION)$/;
const IDENTIFIER = /^PII-(?:2|5)-/;

/** True when the detector reports a published check digit or checksum that held. */
export function isChecksumValidated(span: RawSpan): boolean {
  const m = span.metadata;
  if (!m) return false;
  for (const key of ['validation', 'validator', 'validator_status', 'validated']) {
    const v = m[key];
    if (v === true || (typeof v === 'string' && /checksum|check_digit|luhn|mod/i.test(v))) return true;
  }
  return m.checksum === true || m.checksum === 'valid';
}

/** 3 validated identifier, 2 structured pattern, 1 lexicon hit, 0 model proposal. */
export function strength(span: RawSpan): number {
  if (span.detector.startsWith('model:')) return 0;
  // The detectors share one confidence scale: 0.9 and above on an identifier means a check digit held.
  if (IDENTIFIER.test(span.category) && (isChecksumValidated(span) || span.confidence >= 0.9)) return 3;
  if (LEXICAL.test(span.category)) return 1;
  return 2;
}

const SPECIAL = /^PII-6-/;

/** A span with what the order reads of its category computed once, not once per comparison. */
interface Ranked {
  span: RawSpan;
  rank: number;
  /** 1 identifier, -1 special category, 0 neither (see identifierOverSpecial). */
  kind: number;
  /** A special-category value read under its own category's label (metadata `via` label or result; see labelledSpecial). */
  labelled: boolean;
}

/** Sorts strongest first; strength and category kind are computed once per span, not once per comparison. */
function byStrength(spans: readonly RawSpan[]): RawSpan[] {
  const ranked: Ranked[] = spans.map((span) => {
    const kind = IDENTIFIER.test(span.category) ? 1 : SPECIAL.test(span.category) ? -1 : 0;
    return { span, rank: strength(span), kind, labelled: kind === -1 && (span.metadata?.via === 'label' || span.metadata?.via === 'result') };
  });
  ranked.sort((x, y) => y.rank - x.rank || compareEqualStrength(x, y));
  return ranked.map((r) => r.span);
}

/**
 * -1 when `a` is an identifier and `b` a special-category finding, 1 the other way round, else 0. A number
 * an identifier detector read under its own cue (an NHS number whose check digit failed) is described
 * more exactly by that identifier than by a special category found only because it follows a health or
 * record label; the identifier's own citation then applies. (No category is both: PII-2/5 vs PII-6.)
 */
function identifierOverSpecial(a: Ranked, b: Ranked): number {
  if (a.kind === 1 && b.kind === -1) return -1;
  if (a.kind === -1 && b.kind === 1) return 1;
  return 0;
}

/**
 * -1 when `a` is a special-category value read under its own category's label and `b` is neither an identifier
 * nor a special category, 1 the other way round, else 0. The label says what its value is: 'Template ref:
 * VP-77120-3' on a biometric enrolment is the enrolled trait's reference, not a case reference, and 'biometric
 * template ref BT-0091-4471' is no postcode; a reference-shaped reading of the same characters describes them
 * less exactly. An identifier keeps its precedence (identifierOverSpecial comes first).
 */
function labelledSpecial(x: Ranked, y: Ranked): number {
  if (x.labelled && y.kind === 0) return -1;
  if (y.labelled && x.kind === 0) return 1;
  return 0;
}

function compareEqualStrength(x: Ranked, y: Ranked): number {
  const a = x.span;
  const b = y.span;
  return (
    b.end - b.start - (a.end - a.start) ||
    identifierOverSpecial(x, y) ||
    labelledSpecial(x, y) ||
    b.confidence - a.confidence ||
    a.start - b.start ||
    (a.category < b.category ? -1 : a.category > b.category ? 1 : 0) ||
    (a.detector < b.detector ? -1 : a.detector > b.detector ? 1 : 0)
  );
}

const overlaps = (a: RawSpan, b: RawSpan) => a.start < b.end && b.start < a.end;

/** Largest chunk of the interval set before it splits in two. */
const CHUNK = 512;

/**
 * Non-overlapping intervals kept sorted by start, in chunks of at most CHUNK (a sorted list of sorted
 * arrays): an overlap query is two binary searches, an insertion or removal moves at most CHUNK items,
 * so resolving n spans stays O(n log n) instead of the O(n^2) of one array spliced per insertion (issue
 * 12: 200,000 spans of a 4 MB dense text). Kept intervals are disjoint and non-empty, so their starts are
 * distinct and a start finds its interval.
 */
class IntervalSet {
  private readonly chunks: RawSpan[][] = [];

  /** Chunk holding the first kept interval whose start is >= `start` (the last chunk when none is). */
  private chunkFor(start: number): number {
    let lo = 0;
    let hi = this.chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const c = this.chunks[mid]!;
      if (c[c.length - 1]!.start < start) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** [chunk, index] of the first kept interval whose start is >= `start` (index may equal the chunk's length). */
  private lowerBound(start: number): [number, number] {
    if (this.chunks.length === 0) return [0, 0];
    const ci = this.chunkFor(start);
    const items = this.chunks[ci]!;
    let lo = 0;
    let hi = items.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (items[mid]!.start < start) lo = mid + 1;
      else hi = mid;
    }
    return [ci, lo];
  }

  /** Kept intervals that overlap `s` (they are disjoint, so they are contiguous in start order). */
  overlapping(s: RawSpan): RawSpan[] {
    const out: RawSpan[] = [];
    if (this.chunks.length === 0) return out;
    let [ci, i] = this.lowerBound(s.start);
    // The one interval before the bound may reach over s.start.
    const before = i > 0 ? this.chunks[ci]![i - 1] : ci > 0 ? this.chunks[ci - 1]![this.chunks[ci - 1]!.length - 1] : undefined;
    if (before && overlaps(before, s)) out.push(before);
    for (; ci < this.chunks.length; ci++, i = 0) {
      const items = this.chunks[ci]!;
      for (; i < items.length; i++) {
        const k = items[i]!;
        if (k.start >= s.end) return out;
        if (overlaps(k, s)) out.push(k);
      }
    }
    return out;
  }

  add(s: RawSpan): void {
    if (this.chunks.length === 0) {
      this.chunks.push([s]);
      return;
    }
    const [ci, i] = this.lowerBound(s.start);
    const items = this.chunks[ci]!;
    items.splice(i, 0, s);
    if (items.length > CHUNK) this.chunks.splice(ci + 1, 0, items.splice(items.length >> 1));
  }

  /** [chunk, index] of a kept interval (found by its start, which no other kept interval shares). */
  private locate(s: RawSpan): [number, number] {
    const [ci, i] = this.lowerBound(s.start);
    // Internal invariant: only spans the set holds are removed; not a caller's error.
    if (this.chunks[ci]?.[i] !== s) throw new Error('overlaps: interval not in the set');
    return [ci, i];
  }

  /** Puts `next` where `prev` was (same neighbours: it may only grow over text no other kept span holds). */
  replace(prev: RawSpan, next: RawSpan): void {
    const [ci, i] = this.locate(prev);
    this.chunks[ci]![i] = next;
  }

  remove(s: RawSpan): void {
    const [ci, i] = this.locate(s);
    const items = this.chunks[ci]!;
    items.splice(i, 1);
    if (items.length === 0) this.chunks.splice(ci, 1);
  }

  /** The kept intervals by (start, end): chunks are in start order and starts are distinct, so no sort is needed. */
  sorted(): RawSpan[] {
    return this.chunks.length === 1 ? this.chunks[0]!.slice() : this.chunks.flat();
  }
}

/**
 * A weaker span that overlaps kept ones but reaches past them must not leave its remainder in clear
 * (`[ADDRESS].168.10.24`): the kept spans grow over the union (the first one back to its start, the
 * last one on to its end, each one over a gap to the next), so the union is what gets removed. Kept
 * spans never overlap one another, so growing over text only `s` covered keeps them disjoint.
 */
function coverUnion(kept: IntervalSet, hit: RawSpan[], s: RawSpan): void {
  for (let i = 0; i < hit.length; i++) {
    const k = hit[i]!;
    const start = i === 0 ? Math.min(k.start, s.start) : k.start;
    const end = i === hit.length - 1 ? Math.max(k.end, s.end) : hit[i + 1]!.start;
    if (start !== k.start || end !== k.end) kept.replace(k, { ...k, start, end });
  }
}

export interface ResolveOptions {
  /**
   * The sync model (the built-in tagger) read the whole text (backend `auto`): it then decides where the lexicon-only name and
   * place hits stand. A lexicon hit is kept only where a model span of the same category overlaps it
   * (a capitalised word the lexicon knows is not a name by itself; the model weighs the context), and
   * every other rule finding stays as it is. Measured on cross-validation folds of the UNER dev split.
   */
  modelRan?: boolean;
}

/** A test: does a model span of the same category overlap this span? (binary search over starts) */
function confirmer(proposals: readonly RawSpan[]): (s: RawSpan) => boolean {
  const sorted = [...proposals].sort((a, b) => a.start - b.start);
  return (s) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]!.start < s.end) lo = mid + 1;
      else hi = mid;
    }
    // Model spans barely overlap each other: a few steps back reach every candidate.
    for (let j = lo - 1, steps = 0; j >= 0 && steps < 16; j--, steps++) {
      const p = sorted[j]!;
      if (p.category === s.category && overlaps(p, s)) return true;
    }
    return false;
  };
}

/**
 * Keeps a non-overlapping subset, strongest first; returns it sorted by (start, end). A span that loses
 * an overlap but reaches past its winners widens them to the union (coverUnion), never left in part.
 */
export function resolveOverlaps(spans: readonly RawSpan[], options: ResolveOptions = {}): RawSpan[] {
  // One pass splits the non-empty spans into model proposals and rule findings (was two filters over a copy).
  const proposals: RawSpan[] = [];
  const found: RawSpan[] = [];
  for (const s of spans) if (s.end > s.start) (s.detector.startsWith('model:') ? proposals : found).push(s);
  const confirmed = options.modelRan ? confirmer(proposals) : null;
  const rules = confirmed === null ? found : found.filter((s) => strength(s) !== 1 || confirmed(s));
  const kept = new IntervalSet();
  for (const s of byStrength(rules)) {
    const hit = kept.overlapping(s);
    if (hit.length === 0) kept.add(s);
    else coverUnion(kept, hit, s);
  }
  for (const p of byStrength(proposals)) {
    const hit = kept.overlapping(p);
    // An identifier keeps its own span: a model's guess over it ("SSNIT F489231853411" read as a
    // name) neither displaces nor widens it, and is dropped.
    if (hit.some((k) => IDENTIFIER.test(k.category))) continue;
    if (hit.length === 0) {
      kept.add(p);
    } else if (p.category === 'PII-1-NAME' && hit.every((k) => k.category === 'PII-1-NAME' && k.end - k.start < p.end - p.start)) {
      for (const k of hit) kept.remove(k);
      kept.add(p);
    } else {
      coverUnion(kept, hit, p);
    }
  }
  return kept.sorted();
}
