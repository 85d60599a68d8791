// Numbered streets written the continental way (`Puruntie 82`, `Præstevænget 15`, `Erzsébet tér 19`,
// `Brīvības iela 21`, `Λεωφόρος Συγγρού 119`, `ул. Витоша 15`) whose street types the shared address parser
// does not read yet. A gap-filler for the shared parser of src/places/address.ts, not a second parser: only
// a street name ending in (or followed by) such a word and then a house number counts. Its words are the
// `numbered_*_streets` lists of the one address vocabulary, src/places/address-tokens.json.
import type { RawSpan } from '../types.js';
import { escapeRegExp, rawSpan } from './span.js';
import { allMatches, digitFirstGate, gateOpen } from '../../core/matches.js';
import { ADDRESS_TOKENS } from '../../places/addressTokens.js';

const SUFFIXES = {
  compound: ADDRESS_TOKENS.numbered_compound_streets,
  separate: ADDRESS_TOKENS.numbered_separate_streets,
  /** Street-type words written before the name (Greek, Bulgarian): `Λεωφόρος Συγγρού 119`, `ул. Витоша 15`. */
  prefix: ADDRESS_TOKENS.numbered_prefix_streets,
};
const alt = (words: string[]) => [...words].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
const NUMBER = String.raw`\d{1,4}[A-Za-z]?(?:[-/]\d{1,4})?`;
// A stem of at least three letters before the suffix keeps given names out (`Katie 25`).
const NOT_QUANTITY = String.raw`(?![\p{L}\p{N}]|[ \t]*(?:years?|yrs|%|percent|points|kg|km)\b)`;
const COMPOUND = new RegExp(String.raw`(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{M}'’-]{3,40}?(?:${alt(SUFFIXES.compound)})[ \t]+${NUMBER}${NOT_QUANTITY}`, 'gu');
const SEPARATE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{M}'’-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]*){0,2}[ \t]+(?:${alt(SUFFIXES.separate)})(?<=\.|[\p{L}])[ \t]+${NUMBER}\.?${NOT_QUANTITY}`,
  'gu',
);
// The prefix word in lower case or capitalised (no `i` flag: it would let \p{Lu} match lower case).
const capitalised = (w: string) => w[0]!.toUpperCase() + w.slice(1);
const PREFIX = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${alt([...SUFFIXES.prefix, ...SUFFIXES.prefix.map(capitalised)])})(?<=\.|[\p{L}])[ \t]*\p{Lu}[\p{L}\p{M}'’-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]*){0,2}[ \t]+${NUMBER}${NOT_QUANTITY}`,
  'gu',
);
/** Cheap gate: a house number after a space somewhere. */
const GATE = /[ \t]\d/;
// Each expression's own gate (core/matches.ts gateOpen), from the same words and with the same case rule:
// a match of COMPOUND or SEPARATE holds its street word then blanks and the number's first digit (read from that
// digit backwards: core/matches.ts digitFirstGate, the same answer at a fraction of the scan); one of
// PREFIX holds its street word then optional blanks and the name's capital.
const SCANS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [COMPOUND, digitFirstGate(alt(SUFFIXES.compound), String.raw`[ \t]`)],
  [SEPARATE, digitFirstGate(alt(SUFFIXES.separate), String.raw`[ \t]`)],
  [PREFIX, new RegExp(String.raw`(?:${alt([...SUFFIXES.prefix, ...SUFFIXES.prefix.map(capitalised)])})[ \t]*\p{Lu}`, 'u')],
];

export function findContinentalStreets(text: string): RawSpan[] {
  if (!GATE.test(text)) return [];
  const out: RawSpan[] = [];
  for (const [re, gate] of SCANS) {
    if (!gateOpen(gate, text)) continue;
    for (const m of allMatches(re, text)) {
      const value = m[0].replace(/\.$/, '');
      out.push(rawSpan('PII-4-ADDRESS', m.index, m.index + value.length, 0.7, 'addr_street', undefined, { kind: 'street' }));
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
