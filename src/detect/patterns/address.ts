// Street addresses and postcodes (PII-4-ADDRESS). The street/P.O. Box/landmark/UK and GhanaPost
// postcode parsing is the shared parser of src/places/address.ts (one parser for /places and for
// detection); this module turns its parses into spans, applies the full UK postcode format rules to
// its bare postcodes, widens a street by a leading `Plot/Block/Flat/...` it left out, reports unit-only
// mentions (`Apt. 595`), and adds the postcode lines and cued postcodes of postcode.ts and the
// continental street types the shared tokens lack (street.ts).
import { isStreetWord } from '../../places/addressTokens.js';
import { findAddresses } from '../../places/address.js';
import type { DetectContext, Detector, RawSpan } from '../types.js';
import { addressEnd, addressStart, findCorners, findOtherAddresses } from './addressExtent.js';
import { CONFIDENCE } from './confidence.js';
import { findPostcodes } from './postcode.js';
import { findContinentalStreets } from './street.js';
import { rawSpan } from './span.js';
import { UK_POSTCODE, UK_POSTCODE_SHAPE } from './ukPostcode.js';
import { allMatches } from '../../core/matches.js';

const UNIT_BEFORE = /(?:^|[^\p{L}\p{N}])((?:Plot|Block|Flat|Unit|Suite|Apt\.?|Apartment|House|No\.?)\s+(?:[A-Za-z]?\d{1,5}[A-Za-z]?(?:[-/]\d{1,4})?,?\s+)?)$/u;
const UNIT_ONLY = /(?<![\p{L}\p{N}])(?:Suite|Apt\.?|Apartment|Flat)\s+#?\d{1,5}[A-Za-z]?(?![\p{L}\p{N}])/gu;

const SAME_LINE_GAP = /^[ \t]*,?[ \t]*$/;
// A street name and house number right before a unit, on its line or the line above (`Fuglie 41`).
const STREET_BEFORE_UNIT = /(?<=^|[\n:>]|[ \t])[ \t]*\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t]\p{L}[\p{L}\p{M}'’.-]*){0,4}[ \t]+\d{1,5}[A-Za-z]?\.?(?<tail>(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]*){1,2})?(?:[ \t]*\r?\n[ \t]*|[ \t]*,[ \t]*|[ \t]+)$/u;

function strengthToConfidence(strength: number): number {
  return Math.min(strength, CONFIDENCE.strongFormat);
}

export function findAddressSpans(text: string, jurisdiction: string | null): RawSpan[] {
  const out: RawSpan[] = [];
  for (const a of findAddresses(text)) {
    let start = a.start;
    let end = a.end;
    if (a.kind === 'postcode') {
      // The parser keeps a leading cue (`Postcode SW1A 1AA`, `GhanaPost GA-123-4567`); the personal
      // data is the code itself.
      const code = a.components.postal_code;
      const at = code ? a.text.lastIndexOf(code) : -1;
      if (code && at >= 0) {
        start = a.start + at;
        end = start + code.length;
      }
      const value = text.slice(start, end);
      if (UK_POSTCODE_SHAPE.test(value) && !UK_POSTCODE.test(value)) continue;
    }
    if (a.kind === 'street') {
      const unit = UNIT_BEFORE.exec(text.slice(Math.max(0, start - 24), start));
      if (unit && (/\d/.test(unit[1]!) || /\d/.test(text[start] ?? ''))) start -= unit[1]!.length;
    }
    const metadata: Record<string, string> = { kind: a.kind };
    if (a.country) metadata.country = a.country;
    out.push(rawSpan('PII-4-ADDRESS', start, end, strengthToConfidence(a.strength), 'addr_parser', undefined, metadata));
  }
  const covered = (s: number, e: number) => out.some((o) => o.start <= s && e <= o.end);
  const extra: RawSpan[] = [];
  for (const st of findContinentalStreets(text)) {
    const parsed = out.find((o) => o.start < st.end && st.start < o.end);
    if (parsed === undefined) extra.push(st);
    // A street-type word written before the name (`ул. Витоша 15`) that the parser left out.
    else if (st.start < parsed.start) parsed.start = st.start;
  }
  for (const p of findPostcodes(text, jurisdiction)) if (!covered(p.start, p.end) && !extra.some((x) => x.start <= p.start && p.end <= x.end)) extra.push(p);
  for (const m of allMatches(UNIT_ONLY, text)) {
    const end = m.index + m[0].length;
    if (!covered(m.index, end)) extra.push(rawSpan('PII-4-ADDRESS', m.index, end, CONFIDENCE.cueWeak, 'addr_parser', undefined, { kind: 'unit' }));
  }
  return wholeAddresses(text, joinUnits(text, [...out, ...extra].sort((a, b) => a.start - b.start || a.end - b.end)));
}

/**
 * Each street or box span widened to the whole written address (addressExtent.ts), and street corners
 * (`the corner of A and B`) added; the unit, postcode and street spans an address then covers or meets
 * are folded into it, so one address is one finding.
 */
function wholeAddresses(text: string, spans: RawSpan[]): RawSpan[] {
  for (const s of spans) {
    const kind = s.metadata?.kind;
    if (kind === 'unit') {
      // `Stensås terrasse 38  Suite 621  ARENDAL  Norway`: a unit with a numbered street before it (that the
      // parser did not read) and a locality after it is a whole address.
      const end = addressEnd(text, s.end);
      const street = STREET_BEFORE_UNIT.exec(text.slice(Math.max(0, s.start - 60), s.start));
      // `Storgarden 52 Trajanka Forks`: words after the house number only when they end in a street word.
      const tail = street?.groups?.tail;
      if (end > s.end && street && (tail === undefined || isStreetWord(tail.trim().split(/[ \t]+/).pop()!))) {
        s.start = addressStart(text, s.start - street[0].length + (street[0].length - street[0].trimStart().length));
        s.end = end;
        s.metadata = { ...s.metadata, kind: 'street' };
      }
      continue;
    }
    if (kind !== 'street' && kind !== 'po_box') continue;
    s.start = addressStart(text, s.start);
    s.end = addressEnd(text, s.end);
  }
  for (const c of findOtherAddresses(text)) {
    spans.push(rawSpan('PII-4-ADDRESS', c.start, c.end, CONFIDENCE.cueWeak, 'addr_parser', undefined, { kind: 'street' }));
  }
  for (const c of findCorners(text)) {
    spans.push(rawSpan('PII-4-ADDRESS', c.start, c.end, CONFIDENCE.cueWeak, 'addr_parser', undefined, { kind: 'intersection' }));
  }
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: RawSpan[] = [];
  for (const s of spans) {
    const last = out[out.length - 1];
    if (last && s.start < last.end) {
      if (s.end > last.end) last.end = addressEnd(text, s.end);
      continue;
    }
    out.push(s);
  }
  return out;
}

/** A unit written on the same line right after its street (`18 McPherson Road Suite 019`) is one address. */
function joinUnits(text: string, spans: RawSpan[]): RawSpan[] {
  const out: RawSpan[] = [];
  for (const s of spans) {
    const last = out[out.length - 1];
    if (last && s.metadata?.kind === 'unit' && last.metadata?.kind !== 'unit' && s.start >= last.end && SAME_LINE_GAP.test(text.slice(last.end, s.start))) {
      last.end = s.end;
      continue;
    }
    out.push(s);
  }
  return out;
}

export const addressDetector: Detector = {
  name: 'addr_parser',
  countries: [],
  detect: (text: string, ctx: DetectContext) => findAddressSpans(text, ctx.jurisdiction),
};

// Categories whose spans an address never runs into: another detector's value (a phone, an e-mail, an
// IP, an identifier...). Names and places are what an address is made of, so they do not stop it.
const ADDRESS_PARTS = /^PII-(?:1-NAME|4-)/;
const SEPARATOR_BEFORE = /[,;\n][^,;\n]*$/;

/**
 * An address span must end where the address ends: one that reaches into another detector's value
 * (`London SE1 7EH, IP 192.168.10.24` read as far as `IP 192`) is cut back to the last separator
 * before that value. Runs once per call over every detector's spans (the pipeline's hook); spans are
 * changed in place. When no separator lies in between, overlap resolution removes the union instead.
 */
export function endAddressesBeforeValues(text: string, spans: RawSpan[]): void {
  const values = spans.filter((s) => !ADDRESS_PARTS.test(s.category) && !s.detector.startsWith('model:')).sort((a, b) => a.start - b.start);
  if (values.length === 0) return;
  for (const a of spans) {
    if (a.category !== 'PII-4-ADDRESS' || a.detector !== 'rule:addr_parser') continue;
    // The first value that starts inside the address (binary search by start).
    let lo = 0;
    let hi = values.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[mid]!.start <= a.start) lo = mid + 1;
      else hi = mid;
    }
    const v = values[lo];
    if (v === undefined || v.start >= a.end) continue;
    const cut = SEPARATOR_BEFORE.exec(text.slice(a.start, v.start));
    if (cut === null) continue;
    const end = a.start + text.slice(a.start, a.start + cut.index).trimEnd().length;
    if (end > a.start) a.end = end;
  }
}

