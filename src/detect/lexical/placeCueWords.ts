// The words right before which web text written in lower case names a place ("moved here from tunisia", "the flat in
// kileleshwa"): read by the lower-case place rules of the lexical location finder (locations.ts) and of the tagger's
// span rules (tagger/refine.ts). A module of its own, importing nothing, so the tagger's rules and the lexical finders
// can each read the other's exports without an import cycle.
export const LOWER_CASE_PLACE_CUES: readonly string[] = ['in', 'from', 'to', 'at', 'near', 'visit', 'visited'];
