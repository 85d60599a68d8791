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

/** Sorts strongest first; strength is computed once per span, not once per comparison. */
function byStrength(spans: readonly RawSpan[]): RawSpan[] {
  const ranked = spans.map((span) => ({ span, rank: strength(span) }));
  ranked.sort((x, y) => y.rank - x.rank || compareEqualStrength(x.span, y.span));
  return ranked.map((r) => r.span);
}

const SPECIAL = /^PII-6-/;

/**
 * -1 when `a` is an identifier and `b` a special-category finding, 1 the other way round, else 0. A number
 * an identifier detector read under its own cue (an NHS number whose check digit failed) is described
 * more exactly by that identifier than by a special category found only because it follows a health or
 * record label; the identifier's own citation then applies.
 */
function identifierOverSpecial(a: RawSpan, b: RawSpan): number {
  if (IDENTIFIER.test(a.category) && SPECIAL.test(b.category)) return -1;
  if (SPECIAL.test(a.category) && IDENTIFIER.test(b.category)) return 1;
  return 0;
}

function compareEqualStrength(a: RawSpan, b: RawSpan): number {
  return (
    b.end - b.start - (a.end - a.start) ||
    identifierOverSpecial(a, b) ||
    b.confidence - a.confidence ||
    a.start - b.start ||
    (a.category < b.category ? -1 : a.category > b.category ? 1 : 0) ||
    (a.detector < b.detector ? -1 : a.detector > b.detector ? 1 : 0)
  );
}

const overlaps = (a: RawSpan, b: RawSpan) => a.start < b.end && b.start < a.end;

/** Non-overlapping intervals kept sorted by start, so an overlap query is a binary search. */
class IntervalSet {
  private readonly items: RawSpan[] = [];

  /** Index of the first kept interval whose start is >= `start`. */
  private lowerBound(start: number): number {
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.items[mid]!.start < start) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Kept intervals that overlap `s` (they are disjoint, so they are contiguous in start order). */
  overlapping(s: RawSpan): RawSpan[] {
    let i = this.lowerBound(s.start);
    if (i > 0 && overlaps(this.items[i - 1]!, s)) i -= 1;
    const out: RawSpan[] = [];
    while (i < this.items.length && this.items[i]!.start < s.end) {
      if (overlaps(this.items[i]!, s)) out.push(this.items[i]!);
      i += 1;
    }
    return out;
  }

  add(s: RawSpan): void {
    this.items.splice(this.lowerBound(s.start), 0, s);
  }

  /** Puts `next` where `prev` was (same neighbours: it may only grow over text no other kept span holds). */
  replace(prev: RawSpan, next: RawSpan): void {
    this.items[this.items.indexOf(prev)] = next;
  }

  remove(s: RawSpan): void {
    this.items.splice(this.items.indexOf(s), 1);
  }

  sorted(): RawSpan[] {
    return [...this.items].sort((a, b) => a.start - b.start || a.end - b.end);
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
  const valid = spans.filter((s) => s.end > s.start);
  const proposals = valid.filter((s) => s.detector.startsWith('model:'));
  const confirmed = options.modelRan ? confirmer(proposals) : null;
  const rules = valid.filter((s) => !s.detector.startsWith('model:') && (confirmed === null || strength(s) !== 1 || confirmed(s)));
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
