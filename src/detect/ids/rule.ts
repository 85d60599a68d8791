// One declarative shape for every national/tax identifier detector, and the engine that turns it into
// a `Detector`. Each country file only states what is published about its numbers (shape, check
// digit, whether a cue word is needed); boundaries, cue search, look-alike vetoes and confidence are
// decided here once, so every country behaves the same way.
//
// Confidence scale (RawSpan.confidence):
//   checksum  published check digit verified: 0.95 with a cue, 0.90 without
//   format    issuer format verified, no published check digit: 0.85 with a cue, 0.80 without
//   cue       generic digits that only a cue word makes an identifier: 0.60 (never reported uncued)
//   refused   right shape, failed check or look-alike, but right after the rule's own cue: 0.50
import { gluedToNumber } from '../../core/numberBoundary.js';
import type { DetectContext, Detector, RawSpan } from '../types.js';
import { NEGATIVE_ANYWHERE, NEGATIVE_BEFORE_NUMBER, NEGATIVE_JUST_BEFORE, cueAfterRegex, cueRegex, unionCueRegex } from './cues.js';
import { allMatches } from '../../core/matches.js';

export type Validation = 'checksum' | 'format' | 'cue';

export interface IdRule {
  /** Detector name (reported as `rule:<name>`); also the key of its cue words in cues.json. */
  readonly name: string;
  /** ISO codes this detector belongs to; the first one is reported as metadata.country. */
  readonly countries: readonly string[];
  readonly category: string;
  /** Short id type for metadata (e.g. `NIN`, `BSN`, `PERSONNUMMER`). */
  readonly idType: string;
  /** Regex source of the identifier as written, separators included (no anchors, no flags). */
  readonly pattern: string;
  readonly caseInsensitive?: boolean;
  /** What `validate` establishes (sets the confidence band). */
  readonly validation: Validation;
  /** Validation decided per value when a rule covers an old checked and a new unchecked format. */
  readonly validationOf?: (compact: string) => Validation;
  /** A cue word must be near: true, false, or decided per value (e.g. only for an ambiguous shape). */
  readonly cueRequired: boolean | ((compact: string) => boolean);
  /** Shape + check-digit test on the compact value (upper-case, separators removed). */
  readonly validate: (compact: string) => boolean;
  /** Sibling detectors of the same country: when one of their cues is nearer, the number is theirs. */
  readonly competitors?: readonly string[];
  /** Other countries' look-alike detectors: only their country-specific cues ("CPR", "BSN") count. */
  readonly rivals?: readonly string[];
  /**
   * Why a value of the right shape fails `validate` when that is a look-alike rather than a failed
   * check (ng_nin: `looks-like-mobile`); named in the detector of a cued value that is still reported.
   */
  readonly refusal?: (compact: string) => string | null;
  /** Id type decided per value when one detector covers several documents (DNI vs NIE). */
  readonly idTypeOf?: (compact: string) => string;
}

/**
 * A value of the rule's shape that failed its check but stands right after the rule's own cue word
 * (`NIN 08062320109`): reported, below every validated band and below cue-only (0.60).
 */
export const CONFIDENCE_REFUSED_CUED = 0.5;

/** The reason a cued value failed, named in its detector (`rule:nl_bsn:cued:check-failed`). */
const REFUSAL: Record<Validation, string> = { checksum: 'check-failed', format: 'format-failed', cue: 'format-failed' };

export const CONFIDENCE = {
  checksum: { cued: 0.95, bare: 0.9 },
  format: { cued: 0.85, bare: 0.8 },
  cue: { cued: 0.6, bare: 0 },
} as const;

const SEPARATORS = /[\s.\-/+]/g;

/** Upper-cased value without separators (spaces, dots, hyphens, slashes, plus). */
export function compactId(raw: string): string {
  return raw.replace(SEPARATORS, '').toUpperCase();
}

const GAP_BREAKS = /\d|\n[^\S\n]*\n/;
const MAX_GAP = 40;
/** Longest cue phrase (35) plus the gap, with room for doubled separators. */
const LOOKBACK = 84;


/** cued: own cue nearest; none: no cue; veto: a look-alike word or a sibling's nearer cue. */
type CueState = 'cued' | 'none' | 'veto';

interface CueSearch {
  readonly own: RegExp;
  readonly after: RegExp;
  /** Union of sibling cues and rivals' country-specific cues, or null. */
  readonly rivals: RegExp | null;
}

/** End offset (in `before`) of the last cue of `re` whose gap to the number is short and digit-free. */
function lastUsableCue(before: string, re: RegExp): { index: number; end: number } | null {
  let found: { index: number; end: number } | null = null;
  for (const m of allMatches(re, before)) found = { index: m.index!, end: m.index! + m[0].length };
  if (!found) return null;
  const gap = before.slice(found.end);
  return gap.length <= MAX_GAP && !GAP_BREAKS.test(gap) ? found : null;
}

/**
 * The text a cue of this number can lie in: cues hold no digits and no digit may separate a cue from
 * its number, so the window starts at the last digit before the number (kept as the one character
 * the cue regexes' look-behind needs), and at most LOOKBACK characters back.
 */
function cueWindow(text: string, start: number): string {
  const min = Math.max(0, start - LOOKBACK);
  let i = start;
  while (i > min) {
    const c = text.charCodeAt(i - 1);
    if (c >= 48 && c <= 57) break;
    i--;
  }
  return text.slice(Math.max(min, i - 1), start);
}

/**
 * cued: own cue nearest; none: no cue; veto: a look-alike word, or a sibling's / rival's cue nearer
 * to the number ("NIN and BVN 22…", "CPR-nr." before a number that also passes the Swedish check).
 * `needsCue` lets cue-only rules stop after the cheap own-cue search.
 */
function cueState(text: string, start: number, end: number, cues: CueSearch, needsCue: boolean): CueState {
  const before = cueWindow(text, start);
  const own = lastUsableCue(before, cues.own);
  const after = own ? false : cues.after.test(text.slice(end, end + 48));
  if (needsCue && !own && !after) return 'none';
  const rival = cues.rivals ? lastUsableCue(before, cues.rivals) : null;
  if (own) {
    if (rival && rival.end > own.end) return 'veto';
    const gap = before.slice(own.end);
    if (NEGATIVE_ANYWHERE.test(gap)) return 'veto';
    if (NEGATIVE_JUST_BEFORE.test(before.slice(Math.max(0, own.index - 24), own.index))) return 'veto';
    return 'cued';
  }
  if (rival) return 'veto';
  if (after) return 'cued';
  return NEGATIVE_BEFORE_NUMBER.test(before.slice(-40)) ? 'veto' : 'none';
}

export interface IdDetector extends Detector {
  readonly rule: IdRule;
}

/** Builds the detector of one rule; regexes are compiled here, once. */
export function idDetector(rule: IdRule): IdDetector {
  const flags = rule.caseInsensitive ? 'giu' : 'gu';
  const re = new RegExp(`(?<![\\p{L}\\p{N}_+@])(?:${rule.pattern})(?![\\p{L}\\p{N}_@])`, flags);
  // The cue expressions are built on the detector's first candidate (cues.ts `cached` says why), then kept.
  let rivals: RegExp | null | undefined;
  const cues: CueSearch = {
    get own() {
      return cueRegex(rule.name);
    },
    get after() {
      return cueAfterRegex(rule.name);
    },
    get rivals() {
      if (rivals === undefined) rivals = unionCueRegex(rule.competitors ?? [], rule.rivals ?? []);
      return rivals;
    },
  };
  const detector = `rule:${rule.name}`;
  const country = rule.countries[0]!;
  return {
    name: rule.name,
    countries: rule.countries,
    rule,
    detect(text: string, _ctx: DetectContext): RawSpan[] {
      const spans: RawSpan[] = [];
      for (const m of allMatches(re, text)) {
        const start = m.index!;
        const end = start + m[0].length;
        // The match continues a longer number ("0803-12345678901", "12345678901.5", "0803 12345678901"):
        // not a standalone id. Separators (`,` `;` TAB `|` quotes) never glue (core/numberBoundary.ts).
        if (gluedToNumber(text, start, end, true)) continue;
        const compact = compactId(m[0]);
        if (!rule.validate(compact)) {
          // A cued value is never dropped: its own cue word says what it is, so a value of the right
          // shape that fails the check (a typo, a look-alike such as a mobile-shaped NIN) is still
          // reported under the cue's category, at the lowest identifier confidence, with the reason in
          // the detector name. Without a cue it stays refused.
          if (cueState(text, start, end, cues, true) !== 'cued') continue;
          const reason = rule.refusal?.(compact) ?? REFUSAL[rule.validationOf ? rule.validationOf(compact) : rule.validation];
          spans.push({
            category: rule.category,
            start,
            end,
            confidence: CONFIDENCE_REFUSED_CUED,
            detector: `${detector}:cued:${reason}`,
            normalized: compact,
            metadata: { country, id_type: rule.idTypeOf ? rule.idTypeOf(compact) : rule.idType, validation: 'cue', cue: true, refused: reason },
          });
          continue;
        }
        const validation = rule.validationOf ? rule.validationOf(compact) : rule.validation;
        const needsCue =
          validation === 'cue' || (typeof rule.cueRequired === 'function' ? rule.cueRequired(compact) : rule.cueRequired);
        const state = cueState(text, start, end, cues, needsCue);
        if (state === 'veto' || (needsCue && state !== 'cued')) continue;
        const cued = state === 'cued';
        spans.push({
          category: rule.category,
          start,
          end,
          confidence: cued ? CONFIDENCE[validation].cued : CONFIDENCE[validation].bare,
          detector,
          normalized: compact,
          metadata: {
            country,
            id_type: rule.idTypeOf ? rule.idTypeOf(compact) : rule.idType,
            validation,
            cue: cued,
          },
        });
      }
      return spans;
    },
  };
}
