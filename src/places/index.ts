// The /places verb: place mentions with a spatial role (origin, destination, via, location or
// unknown), the cue that decided it, a confidence, address components and a country. Spans come from
// the address parser, the shared gazetteer and cue-licensed capitalised phrases (spans.ts); roles
// from the cue pack (place-roles.json, binding.ts). Offsets on the wire are code points.
import { serviceError } from '../core/errors.js';
import { offsetMap } from '../core/offsets.js';
import { bindCues, resolve } from './binding.js';
import { type PlaceMention, toMention } from './mention.js';
import { knownSpans } from './spans.js';

export type { AddressComponents, AddressKind, AddressSpan } from './address.js';
export { findAddresses } from './address.js';
export { PLACE_ROLES_PIN, type PlaceRole } from './cueRules.js';
export type { PlaceMention } from './mention.js';

export interface PlacesResult {
  count: number;
  mentions: PlaceMention[];
}

/** The /places request model, the same shape as the other verbs take (`{ text }`). */
export interface PlacesRequest {
  text: string;
}

/**
 * Place mentions of a text, sorted by position, never overlapping. Blank text gives count 0. Takes the
 * request object like every other verb; a bare string is still accepted (the earlier signature).
 */
export function findPlaces(request: PlacesRequest | string): PlacesResult {
  const text = typeof request === 'string' ? request : (request as Partial<PlacesRequest> | null)?.text;
  if (typeof text !== 'string') throw serviceError('SC_TEXT_NOT_STRING');
  if (text.trim() === '') return { count: 0, mentions: [] };
  const { spans, bindings } = bindCues(text, knownSpans(text));
  const offsets = offsetMap(text);
  const mentions = spans
    .map((span) => toMention(text, span, resolve(bindings.get(span) ?? []), offsets))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  return { count: mentions.length, mentions };
}
