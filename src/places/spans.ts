// Place spans from three sources, in UTF-16 offsets: parsed addresses (tier 2), gazetteer places and
// bare typed landmarks (tier 1), and capitalised phrases licensed by a cue (tier 0). Overlaps are
// resolved longest first, then by tier. A licensed phrase that contains known places absorbs them
// (`Lekki Phase 1` around the gazetteer's `Lekki`); one that contains none is admitted only when its
// cue has no other target.
import { type AddressSpan, findAddresses } from './address.js';
import { type AnchorMatch, findAnchors } from './addressAnchor.js';
import { alternation, NOT_PLACE_WORDS, TITLE_BEFORE_RE } from './addressTokens.js';
import { CUE_PACK } from './cueRules.js';
import {
  type GazetteerHit,
  gazetteerPlaces,
  looksLikeNonPlaceWord,
  looksLikePersonName,
  personNamedTown,
} from './gazetteerAdapter.js';
import { keepNonOverlapping, lowerBound, overlapping } from './intervals.js';

export type SpanTier = 0 | 1 | 2;

export interface PlaceSpan {
  start: number;
  end: number;
  tier: SpanTier;
  address?: AddressSpan;
  anchor?: AnchorMatch; // a named landmark that is not an address (`near the Sarit Centre`)
  hits: GazetteerHit[]; // gazetteer places inside the span
}

const GLUED_RE = /[\p{L}\p{N}]/u;
const TAIL_ONLY_KEYS = new Set(['anchor', 'anchor_type']);

function addressTier(a: AddressSpan): SpanTier {
  // a bare landmark (`opposite the mosque`) is a known place, not a parsed address
  return a.kind === 'anchor' && Object.keys(a.components).every((k) => TAIL_ONLY_KEYS.has(k)) ? 1 : 2;
}

/** Items (sorted, disjoint) lying wholly inside [start, end). */
function within<T extends { start: number; end: number }>(items: readonly T[], start: number, end: number): T[] {
  return overlapping(items, start, end).filter((x) => x.start >= start && x.end <= end);
}

/** Keeps the longest of overlapping spans (ties: higher tier, then earlier); result sorted by start. */
export function resolveSpans(spans: PlaceSpan[]): PlaceSpan[] {
  return keepNonOverlapping([...spans].sort((a, b) => b.end - b.start - (a.end - a.start) || b.tier - a.tier || a.start - b.start));
}

/** Parsed addresses and gazetteer places, non-overlapping, each carrying the gazetteer hits inside it. */
export function knownSpans(text: string): PlaceSpan[] {
  // a place name right after a person title is a person (`Mr Bello`, `Dr Florence`); one glued to
  // letters or digits is part of a code (`LAGOS2024`)
  const hits = gazetteerPlaces(text).filter(
    (h) =>
      !TITLE_BEFORE_RE.test(text.slice(Math.max(0, h.start - 12), h.start)) &&
      !GLUED_RE.test(text.slice(Math.max(0, h.start - 1), h.start) + text.slice(h.end, h.end + 1)) &&
      !personNamedTown(text, h),
  );
  const candidates: PlaceSpan[] = [
    ...findAddresses(text).map((address) => ({ start: address.start, end: address.end, tier: addressTier(address), address, hits: [] })),
    ...hits.map((hit) => ({ start: hit.start, end: hit.end, tier: 1 as SpanTier, hits: [] })),
    ...namedLandmarks(text, hits),
  ];
  return resolveSpans(candidates).map((s) => ({ ...s, hits: within(hits, s.start, s.end) }));
}

/**
 * Untyped landmarks the address parser leaves out: relation word + article + a capitalised name that
 * is no known place (`near the Sarit Centre`, `opposite the Grand Place`). The article tells a named
 * facility from a person (`behind John`).
 */
function namedLandmarks(text: string, hits: GazetteerHit[]): PlaceSpan[] {
  return findAnchors(text)
    .filter((a) => a.type === 'other' && a.article !== undefined && /^\p{Lu}/u.test(a.landmark))
    .filter((a) => overlapping(hits, a.start, a.end).length === 0)
    .map((anchor) => ({ start: anchor.start, end: anchor.end, tier: 1 as SpanTier, anchor, hits: [] }));
}

const CAP_WORD = String.raw`\p{Lu}[\p{L}\p{M}'’-]*`;
const CONNECT = '(?:of|es|de|da|du|la|le|el)';
// optional house number, capitalised words (a short number may sit between them: `Thika Level 5 Hospital`)
const HEAD = String.raw`(?:\d{1,5}[A-Za-z]?[ \t]+)?${CAP_WORD}(?:[ \t]+(?:(?:${CONNECT}[ \t]+)?${CAP_WORD}|\d{1,3}(?=[ \t]+\p{Lu}))){0,5}(?:[ \t]+\d{1,3}(?![\p{N}\p{L}]))?`;
const TAIL = String.raw`${CAP_WORD}(?:[ \t]+${CAP_WORD}){0,2}`;
const FILLERS_RE = new RegExp(`(?:(?:${alternation(CUE_PACK.fillers)})[ \\t]+)*`, 'iuy');
const HEAD_RE = new RegExp(`${HEAD}(?![\\p{L}\\p{M}\\p{N}])`, 'uy');
const TAIL_RE = new RegExp(`,[ \\t]*(${TAIL})(?![\\p{L}\\p{M}\\p{N}])`, 'uy');
const MAX_TAILS = 2;

/** The capitalised phrase a cue ending at `from` may license (after fillers), or null. */
export function licensedPhrase(text: string, from: number, known: PlaceSpan[]): { start: number; end: number } | null {
  let p = from;
  if (text[p] !== ' ' && text[p] !== '\t') return null;
  while (text[p] === ' ' || text[p] === '\t') p++;
  FILLERS_RE.lastIndex = p;
  p += FILLERS_RE.exec(text)?.[0].length ?? 0;
  HEAD_RE.lastIndex = p;
  const head = HEAD_RE.exec(text);
  if (head === null) return null;
  const firstWord = /\p{L}[\p{L}\p{M}'’-]*/u.exec(head[0])?.[0] ?? '';
  if (NOT_PLACE_WORDS.has(firstWord)) return null; // titles, calendar words, pronouns, verbs
  let end = p + head[0].length;
  if (/^['’]s\b/u.test(text.slice(end, end + 3)) || /['’]s$/u.test(head[0])) return null; // `John's house`
  const headHits = within(known, p, end).flatMap((k) => k.hits);
  const headPopulation = Math.max(0, ...headHits.map((h) => h.population ?? 0));
  for (let i = 0; i < MAX_TAILS; i++) {
    TAIL_RE.lastIndex = end;
    const tail = TAIL_RE.exec(text);
    if (tail === null || NOT_PLACE_WORDS.has(tail[1]!.split(/[ \t]/)[0]!)) break;
    const tailStart = end + tail[0].length - tail[1]!.length;
    const tailEnd = end + tail[0].length;
    const tailHit = within(known, tailStart, tailEnd).find((k) => k.start === tailStart && k.end === tailEnd)?.hits[0];
    // an address narrows to widens (`Ikeja, Lagos`, `Kumasi, Ghana`); two peers (`Lagos, Abuja`) are a list
    if (tailHit !== undefined && tailHit.kind !== 'country' && tailHit.kind !== 'region') {
      if (headHits.length > 0 && (tailHit.population ?? 0) <= headPopulation) break;
    }
    end += tail[0].length;
  }
  return { start: p, end };
}

/**
 * Applies a licensed phrase to the span set (sorted, disjoint; changed in place): absorbs the known spans it contains (keeping their best
 * tier), or adds it as a tier-0 span when `admitBare`, it touches no known span and it is not a
 * person's name (nor, after an everyday preposition, a one-word ordinary noun, acronym or brand).
 */
export function applyLicensed(
  text: string,
  spans: PlaceSpan[],
  phrase: { start: number; end: number },
  admitBare: boolean,
  genericCue = false,
): PlaceSpan[] {
  const touching = overlapping(spans, phrase.start, phrase.end);
  if (touching.some((s) => s.start < phrase.start || s.end > phrase.end)) return spans; // straddles a known span
  if (touching.length === 0) {
    const written = text.slice(phrase.start, phrase.end);
    if (!admitBare || looksLikePersonName(written) || (genericCue && looksLikeNonPlaceWord(written))) return spans;
    spans.splice(lowerBound(spans, phrase.start), 0, { ...phrase, tier: 0 as SpanTier, hits: [] });
    return spans;
  }
  if (touching.length === 1 && touching[0]!.start === phrase.start && touching[0]!.end === phrase.end) return spans;
  if (touching.some((s) => s.address !== undefined && s.tier === 2)) return spans; // a parsed address stands as parsed
  const tier = Math.max(...touching.map((s) => s.tier)) as SpanTier;
  const merged: PlaceSpan = { ...phrase, tier, hits: touching.flatMap((s) => s.hits) };
  spans.splice(lowerBound(spans, touching[0]!.start), touching.length, merged);
  return spans;
}
