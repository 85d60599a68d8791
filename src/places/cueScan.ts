// Finds cue occurrences in a text: literal phrases (longest first, blockers consumed), frames with a
// short object in the middle (`pick up the goods at`), suffix cues for Swahili verb forms (`umetoka`,
// `tunaenda`), and pair frames promoted to a route when a movement word precedes them
// (`buses between A and B`). All patterns are compiled once here.
import { escapeRegExp } from '../core/matches.js';
import { alternation } from './addressTokens.js';
import { keepNonOverlapping, lowerBound } from './intervals.js';
import { CUE_PACK, CUE_RE, type PairRule, ruleById, ruleForCue, type SingleRule, WB } from './cueRules.js';

export interface Cue {
  start: number;
  end: number;
  written: string;
  rule: SingleRule | PairRule;
}

const OBJECT_WORDS = String.raw`(?:[ \t]+\p{Ll}[\p{L}\p{M}'’-]*){1,4}?[ \t]+`;

interface Scanner {
  re: RegExp;
  rule: SingleRule | PairRule;
}

const frameScanners: Scanner[] = [];
const suffixRules: { suffix: string; rule: SingleRule | PairRule }[] = [];
for (const rule of CUE_PACK.rules) {
  if (rule.kind === 'intrinsic') continue;
  if (rule.kind === 'single' && rule.frames !== undefined) {
    const frames = rule.frames.map((f) =>
      f
        .split(' * ')
        .map((part) => escapeRegExp(part).replace(/ +/g, '[ \\t]+'))
        .join(OBJECT_WORDS),
    );
    frameScanners.push({ re: new RegExp(`(?<!${WB})(?:${frames.join('|')})(?!${WB})`, 'giu'), rule });
  }
  for (const c of rule.cues) if (c.startsWith('*')) suffixRules.push({ suffix: c.slice(1), rule });
}

interface Promotion {
  to: PairRule;
  before: RegExp; // a movement word (+ up to two words) ending right before the cue
}
const promotions = new Map<string, Promotion>();
for (const rule of CUE_PACK.rules) {
  if (rule.kind !== 'pair' || rule.promote === undefined) continue;
  const to = ruleById(rule.promote.rule) as PairRule;
  const before = new RegExp(
    `(?<!${WB})(?:${alternation(rule.promote.after_words)})(?:[ \\t]+[\\p{L}\\p{M}'’]+){0,2}[ \\t]+$`,
    'iu',
  );
  promotions.set(rule.id, { to, before });
}

// one pass over the words for every suffix cue (`umetoka`, `tunaenda`)
const WORD_RE = new RegExp(`(?<!${WB})[\\p{L}\\p{M}]{4,}(?!${WB})`, 'gu');

function scanSuffixes(text: string, out: Cue[]): void {
  if (suffixRules.length === 0) return;
  WORD_RE.lastIndex = 0;
  for (let m = WORD_RE.exec(text); m !== null; m = WORD_RE.exec(text)) {
    const word = m[0].toLowerCase();
    const hit = suffixRules.find((r) => word.endsWith(r.suffix));
    if (hit !== undefined) out.push({ start: m.index, end: m.index + m[0].length, written: m[0], rule: hit.rule });
  }
}

function scan(text: string, re: RegExp, rule: SingleRule | PairRule, out: Cue[]): void {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    out.push({ start: m.index, end: m.index + m[0].length, written: m[0], rule });
  }
}

/** Adds the cues that overlap none of `kept` (sorted, disjoint); returns a new sorted list. */
function mergeFree(kept: Cue[], extra: Cue[]): Cue[] {
  const free = extra.filter((c) => {
    const i = lowerBound(kept, c.start);
    const prev = kept[i - 1];
    const next = kept[i];
    return !(prev !== undefined && prev.end > c.start) && !(next !== undefined && next.start < c.end);
  });
  return [...kept, ...free].sort((a, b) => a.start - b.start);
}

/** Every cue occurrence, left to right, never overlapping: frames first, then literal phrases, then suffixes. */
export function scanCues(text: string): Cue[] {
  const frames: Cue[] = [];
  for (const s of frameScanners) scan(text, s.re, s.rule, frames);
  const literal: Cue[] = [];
  CUE_RE.lastIndex = 0;
  for (let m = CUE_RE.exec(text); m !== null; m = CUE_RE.exec(text)) {
    let rule = ruleForCue(m[0]);
    if (rule === undefined) continue; // a blocker (`turn left`, `on time`)
    const promotion = promotions.get(rule.id);
    if (promotion?.before.test(text.slice(Math.max(0, m.index - 40), m.index))) rule = promotion.to;
    literal.push({ start: m.index, end: m.index + m[0].length, written: m[0], rule });
  }
  const suffixed: Cue[] = [];
  scanSuffixes(text, suffixed);
  frames.sort((a, b) => a.start - b.start);
  suffixed.sort((a, b) => a.start - b.start);
  return mergeFree(mergeFree(keepNonOverlapping(frames), literal), suffixed);
}
