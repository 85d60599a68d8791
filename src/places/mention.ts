// Shapes one place mention: confidence from the cue-tier × span-tier table, evidence labels, address
// components (parsed, or read from the gazetteer places inside the span) and the mention's country.
import type { CodePointOffset, OffsetMap } from '../core/offsets.js';
import { round4 } from '../core/round.js';
import { postalCountry } from './addressCountry.js';
import { GHANA_POST, POSTCODE_UK } from './addressTokens.js';
import type { Resolution } from './binding.js';
import type { PlaceRole } from './cueRules.js';
import type { PlaceSpan } from './spans.js';

export interface PlaceMention {
  role: PlaceRole;
  start: CodePointOffset;
  end: CodePointOffset;
  cue: string | null;
  cue_start: CodePointOffset | null;
  cue_end: CodePointOffset | null;
  cue_rule: string | null;
  confidence: number;
  evidence: string[];
  jurisdiction: string;
  jurisdiction_confidence: number;
  has_address: boolean;
  text: string;
  components: Record<string, string>;
}

// rows: cue tier 2 adjacent, 1 windowed, 0 absent/negated/conflict; columns: span tier 2, 1, 0
const CONFIDENCE: Record<number, Record<number, number>> = {
  2: { 2: 0.95, 1: 0.8, 0: 0.6 },
  1: { 2: 0.7, 1: 0.55, 0: 0.4 },
  0: { 2: 0.25, 1: 0.25, 0: 0.25 },
};
const SPAN_LABEL: Record<number, string> = { 2: 'span:parsed', 1: 'span:gazetteer', 0: 'span:cued' };
const COMPONENT_ORDER = [
  'unit', 'po_box', 'street_number', 'street', 'anchor', 'anchor_type', 'neighborhood', 'area', 'city', 'region', 'country', 'postal_code',
];
const KIND_KEY: Record<string, string> = { neighbourhood: 'neighborhood', neighborhood: 'neighborhood', city: 'city', region: 'region', country: 'country' };
const RAW_POSTCODE_RE = new RegExp(`(?<![\\p{L}\\p{N}])(${POSTCODE_UK}|${GHANA_POST})(?![\\p{L}\\p{N}])`, 'u');

function ordered(c: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of COMPONENT_ORDER) {
    const v = c[key];
    if (v !== undefined && v !== '') out[key] = v;
  }
  return out;
}

/** Components of a span that did not parse, from the gazetteer places inside it. */
function componentsFromHits(text: string, span: PlaceSpan): Record<string, string> {
  const c: Record<string, string> = {};
  const cities = span.hits.filter((h) => KIND_KEY[h.kind] === 'city');
  for (const h of span.hits) {
    const key = KIND_KEY[h.kind];
    if (key === undefined || key === 'city') continue;
    c[key] ??= text.slice(h.start, h.end);
  }
  if (cities.length > 0) {
    c.city = text.slice(cities[cities.length - 1]!.start, cities[cities.length - 1]!.end);
    if (cities.length > 1) c.neighborhood ??= text.slice(cities[0]!.start, cities[0]!.end);
  }
  const first = span.hits[0];
  if (first !== undefined && first.start > span.start) {
    // an unknown head before known places (`Ikotun, Lagos`); a name around one (`University of
    // Lagos`) is no locality of its own
    const gap = text.slice(span.start, first.start);
    const head = /,\s*$/u.test(gap) ? gap.replace(/[\s,]+$/u, '') : '';
    if (head !== '') {
      if (c.city !== undefined) c.neighborhood ??= head;
      else c.city = head;
    }
  }
  return c;
}

function jurisdictionOf(text: string, span: PlaceSpan): { code: string; confidence: number } {
  if (span.address?.country) return { code: span.address.country, confidence: span.address.country_confidence };
  const country = span.hits.find((h) => h.kind === 'country');
  if (country?.country) return { code: country.country, confidence: 0.99 };
  const last = [...span.hits].reverse().find((h) => h.country);
  if (last?.country) return { code: last.country, confidence: 0.85 };
  const postal = RAW_POSTCODE_RE.exec(text.slice(span.start, span.end));
  if (postal !== null) {
    const guess = postalCountry(postal[1]!);
    if (guess.country !== null) return { code: guess.country, confidence: guess.confidence };
  }
  return { code: 'XX', confidence: 0 };
}

/** The wire mention of a span (code-point offsets). */
export function toMention(text: string, span: PlaceSpan, res: Resolution, offsets: OffsetMap): PlaceMention {
  const components = ordered(
    span.address !== undefined
      ? (span.address.components as Record<string, string | undefined>)
      : span.anchor !== undefined
        ? { anchor: text.slice(span.anchor.start, span.anchor.end), anchor_type: span.anchor.type }
        : componentsFromHits(text, span),
  );
  const jurisdiction = jurisdictionOf(text, span);
  const b = res.binding;
  return {
    role: res.role,
    start: offsets.toCodePoint(span.start),
    end: offsets.toCodePoint(span.end),
    cue: b === null ? null : b.cue,
    cue_start: b === null ? null : offsets.toCodePoint(b.cueStart),
    cue_end: b === null ? null : offsets.toCodePoint(b.cueEnd),
    cue_rule: b === null ? null : b.ruleId,
    confidence: round4(CONFIDENCE[res.cueTier]![span.tier]!),
    evidence: [SPAN_LABEL[span.tier]!, res.cueLabel],
    jurisdiction: jurisdiction.code,
    jurisdiction_confidence: round4(jurisdiction.confidence),
    has_address: Object.keys(components).length > 0,
    text: text.slice(span.start, span.end),
    components,
  };
}
