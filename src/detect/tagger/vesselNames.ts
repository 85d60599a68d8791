// A ship's or boat's name read as a person (vessel names): its own module beside refine.ts, which loads the cues
// (refine.json `vessel_cues`) and applies it to the tagger's spans and the name scanner's (lexical/nameSpans.ts).
import { escapeRegExp } from '../../core/matches.js';

/** The cues of refine.json `vessel_cues`, compiled once. */
export interface VesselPatterns {
  /** A prefix or a label, then up to three capitalised words of the name on one line, ending where the span starts. */
  before: RegExp;
  /** A span that holds a prefix as a word before a capitalised word ("MV Harambee", "Meli MV Grace Evans"). */
  inside: RegExp;
}

/** `prefixes` as written ("MV", "M/V"); `labels` as written before a colon ("Vessel", "Embarcação"). */
export function vesselPatterns(prefixes: readonly string[], labels: readonly string[]): VesselPatterns {
  const p = prefixes.map(escapeRegExp).join('|');
  const l = labels.map(escapeRegExp).join('|');
  // The name's words one space apart: a wider gap is a column's, and what follows it another field's.
  const words = "(?:\\p{Lu}[\\p{L}\\p{M}'’.-]* ){0,3}";
  return {
    before: new RegExp(`(?<![\\p{L}\\p{M}])(?:(?:${p}) |(?:${l})[ \\t]*:[ \\t]*)${words}$`, 'u'),
    inside: new RegExp(`(?:^|[ \\t])(?:${p}) \\p{Lu}`, 'u'),
  };
}

/** How far back the cue and the name's words before a span are looked for. */
const LOOK_BACK = 80;

/**
 * Notices to mariners, port movements, ferry manifests, cargo remarks and catch logs name a vessel after a prefix of
 * its kind ("MV", "MT", "FV", "HMS", "M/V") or a field's label ("Vessel:", "Boat:", "Embarcação:", "Nave:"), and
 * vessels are named after people and saints ("MV Grace Evans", "Boat: Mary Ellen", "MV Mama Ngina", "Amazing Grace"):
 * the name is the vessel's, no person's, wherever it stands. A span is in a vessel's name when the prefix or the label
 * and at most three capitalised words of the name stand right before it on its line, or when it holds the prefix as a
 * word before a capitalised word. A line break, a "|", a ";", a comma or a gap of two spaces (a column) ends the name's words, so a person named after it ("Vessel: Grace, skipper Kofi Mensah") is not reached.
 */
export function inVesselName(text: string, start: number, end: number, patterns: VesselPatterns): boolean {
  return patterns.before.test(text.slice(Math.max(0, start - LOOK_BACK), start)) || patterns.inside.test(text.slice(start, end));
}
