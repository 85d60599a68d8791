// Cue binding: each cue binds the nearest place span that starts after it within the window (24
// characters that cross no sentence punctuation), pair frames (`between A and B`) bind two spans, and
// a landmark span carries its own relation word as a weak location cue. Per span, the bindings at the
// highest priority decide the role; disagreeing roles, a negated cue or no cue leave it `unknown`.
import { anchorAt } from './addressAnchor.js';
import {
  CONJUNCTIONS,
  FILLERS,
  gapTokens,
  INTRINSIC_RULE,
  MAX_GAP,
  NEGATION_BEFORE_RE,
  type PairRule,
  pairJoinRegex,
  type PlaceRole,
  WINDOW_BREAK_RE,
} from './cueRules.js';
import { type Cue, scanCues } from './cueScan.js';
import { lowerBound } from './intervals.js';
import { applyLicensed, licensedPhrase, type PlaceSpan } from './spans.js';

export interface Binding {
  ruleId: string;
  role: Exclude<PlaceRole, 'unknown'>;
  priority: number;
  cue: string; // as written
  cueStart: number;
  cueEnd: number;
  cueTier: 1 | 2; // windowed | adjacent
  negated: boolean;
}

export interface Resolution {
  role: PlaceRole;
  binding: Binding | null; // the binding whose cue is reported
  cueLabel: string; // cue:adjacent | cue:windowed | cue:negated | cue:absent | cue_conflict:a|b
  cueTier: 0 | 1 | 2;
}

/** Drops cues inside spans; a cue straddling a span's start trims the span to after the cue. Both lists sorted. */
function separate(cues: Cue[], spans: PlaceSpan[]): { cues: Cue[]; spans: PlaceSpan[] } {
  const kept: PlaceSpan[] = [];
  for (const s of spans) {
    // a gazetteer name that is exactly a cue word (Hausa `Ina`) is the cue
    const i = lowerBound(cues, s.start);
    if (s.address === undefined && cues[i]?.start === s.start && cues[i]!.end === s.end) continue;
    const straddle = cues[i - 1];
    const span = straddle !== undefined && straddle.end > s.start ? { ...s, start: straddle.end } : s;
    if (span.end > span.start) kept.push(span);
  }
  const inside = (c: Cue) => {
    const j = lowerBound(kept, c.start + 1) - 1;
    return j >= 0 && c.start >= kept[j]!.start && c.start < kept[j]!.end;
  };
  return { cues: cues.filter((c) => !inside(c)), spans: kept };
}

/** The join word (`and`, `&`) right after the first member of a pair frame, as a cue of the same rule. */
function joinAfter(text: string, first: PlaceSpan, rule: PairRule): Cue | null {
  const m = pairJoinRegex(rule).exec(text.slice(first.end, first.end + 16));
  if (m === null) return null;
  const start = first.end + m[0].length - m[1]!.length;
  return { start, end: start + m[1]!.length, written: m[1]!, rule };
}

function gapTier(gap: string): 1 | 2 | null {
  if (gap.length > MAX_GAP || WINDOW_BREAK_RE.test(gap)) return null;
  return gapTokens(gap).every((t) => FILLERS.has(t)) ? 2 : 1;
}

/**
 * True when another cue between `cue` and a span at `at` takes the span from it: the nearer cue wins
 * (`from home to Lagos`, `go pass Ore`), except when the two cues are coordinated (`picked up at and
 * delivered to`) or the nearer one is a weaker static cue after a short object (`to our site in Tema`).
 */
function blocked(text: string, cue: Cue, at: number, cues: Cue[]): boolean {
  for (let i = lowerBound(cues, cue.end); i < cues.length && cues[i]!.start < at; i++) {
    const c = cues[i]!;
    if (c === cue) continue;
    const tokens = gapTokens(text.slice(cue.end, c.start));
    const content = tokens.filter((t) => !FILLERS.has(t) && !CONJUNCTIONS.has(t));
    if (content.length === 0 && tokens.some((t) => CONJUNCTIONS.has(t))) continue;
    if (c.rule.priority < cue.rule.priority && content.length > 0 && content.length <= 3) continue;
    return true;
  }
  return false;
}

/** Spans listed after a bound one (`in Makurdi and Lokoja`, `to Jos, Bauchi or Gombe`) share its cue. */
function coordinated(text: string, first: PlaceSpan, spans: PlaceSpan[], cues: Cue[]): PlaceSpan[] {
  const out: PlaceSpan[] = [];
  let prev = first;
  for (let i = lowerBound(spans, first.end); i < spans.length; i++) {
    const next = spans[i]!;
    const gap = text.slice(prev.end, next.start);
    const tokens = gapTokens(gap);
    const joined = /,/.test(gap) || tokens.some((t) => CONJUNCTIONS.has(t));
    if (!joined || !tokens.every((t) => FILLERS.has(t) || CONJUNCTIONS.has(t)) || WINDOW_BREAK_RE.test(gap)) break;
    const c = cues[lowerBound(cues, prev.end)];
    if (c !== undefined && c.start < next.start) break;
    out.push(next);
    prev = next;
  }
  return out;
}

/** The nearest span a cue may bind, with the gap's tier. */
function target(text: string, cue: Cue, spans: PlaceSpan[], cues: Cue[], minTier: number): { span: PlaceSpan; tier: 1 | 2 } | null {
  for (let i = lowerBound(spans, cue.end); i < spans.length; i++) {
    const span = spans[i]!;
    const tier = gapTier(text.slice(cue.end, span.start));
    if (tier === null) return null;
    if (span.tier < minTier) continue;
    if (blocked(text, cue, span.start, cues)) return null;
    return { span, tier };
  }
  return null;
}

function negated(text: string, cue: Cue): boolean {
  return NEGATION_BEFORE_RE.test(text.slice(Math.max(0, cue.start - MAX_GAP), cue.start));
}

function binding(cue: Cue, role: Binding['role'], cueTier: 1 | 2, neg: boolean): Binding {
  return { ruleId: cue.rule.id, role, priority: cue.rule.priority, cue: cue.written, cueStart: cue.start, cueEnd: cue.end, cueTier, negated: neg };
}

/** Adds the spans cues license, then binds every cue; returns the final spans and their bindings. */
export function bindCues(text: string, known: PlaceSpan[]): { spans: PlaceSpan[]; bindings: Map<PlaceSpan, Binding[]> } {
  let { cues, spans } = separate(scanCues(text), known);
  for (const cue of cues) {
    const minTier = cue.rule.kind === 'single' ? (cue.rule.min_span_tier ?? 0) : 0;
    const phrase = licensedPhrase(text, cue.end, spans);
    if (phrase !== null) {
      const other = target(text, cue, spans, cues, minTier);
      const generic = cue.rule.kind === 'single' && cue.rule.generic === true;
      spans = applyLicensed(text, spans, phrase, other === null && minTier === 0, generic);
    }
    if (cue.rule.kind !== 'pair') continue;
    // the second member of a pair frame may be an unknown capitalised place too
    const a = target(text, cue, spans, cues, 0);
    const join = a === null ? null : joinAfter(text, a.span, cue.rule);
    if (join === null || target(text, join, spans, [], 0)?.tier === 2) continue;
    const second = licensedPhrase(text, join.end, spans);
    if (second !== null) spans = applyLicensed(text, spans, second, true);
  }
  ({ cues, spans } = separate(cues, spans));
  const bindings = new Map<PlaceSpan, Binding[]>(spans.map((s) => [s, []]));
  const add = (span: PlaceSpan, b: Binding) => bindings.get(span)!.push(b);
  for (const cue of cues) {
    const rule = cue.rule;
    const minTier = rule.kind === 'single' ? (rule.min_span_tier ?? 0) : 0;
    const hit = target(text, cue, spans, cues, minTier);
    if (hit === null) continue;
    const neg = negated(text, cue);
    if (rule.kind === 'single') {
      add(hit.span, binding(cue, rule.role, hit.tier, neg));
      for (const more of coordinated(text, hit.span, spans, cues)) add(more, binding(cue, rule.role, 1, neg));
      continue;
    }
    // pair frame: A after the cue, the join word, then B right after it
    add(hit.span, binding(cue, rule.roles[0], hit.tier, neg));
    const join = joinAfter(text, hit.span, rule);
    const b = join === null ? null : target(text, join, spans, [], 0);
    if (join !== null && b !== null && b.tier === 2) add(b.span, binding(join, rule.roles[1], 2, neg));
  }
  if (INTRINSIC_RULE !== undefined) {
    for (const span of spans) {
      const anchor = anchorAt(text, span.start);
      if (anchor === null) continue;
      add(span, {
        ruleId: INTRINSIC_RULE.id,
        role: INTRINSIC_RULE.role,
        priority: INTRINSIC_RULE.priority,
        cue: anchor.relation,
        cueStart: anchor.start,
        cueEnd: anchor.start + anchor.relation.length,
        cueTier: 2,
        negated: false,
      });
    }
  }
  return { spans, bindings };
}

/** The role of one span from its bindings. */
export function resolve(bindings: Binding[]): Resolution {
  if (bindings.length === 0) return { role: 'unknown', binding: null, cueLabel: 'cue:absent', cueTier: 0 };
  const top = Math.max(...bindings.map((b) => b.priority));
  const best = bindings.filter((b) => b.priority === top);
  const roles = new Set(best.map((b) => b.role));
  if (roles.size > 1) {
    const nearest = best.reduce((a, b) => (b.cueEnd > a.cueEnd ? b : a));
    const ids = [...new Set(best.map((b) => b.ruleId))].sort().join('|');
    return { role: 'unknown', binding: nearest, cueLabel: `cue_conflict:${ids}`, cueTier: 0 };
  }
  const chosen = best.reduce((a, b) =>
    b.cueTier > a.cueTier || (b.cueTier === a.cueTier && b.cue.length > a.cue.length) ? b : a,
  );
  if (chosen.negated) return { role: 'unknown', binding: chosen, cueLabel: 'cue:negated', cueTier: 0 };
  return { role: chosen.role, binding: chosen, cueLabel: chosen.cueTier === 2 ? 'cue:adjacent' : 'cue:windowed', cueTier: chosen.cueTier };
}
