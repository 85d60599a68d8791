// The words right before which web text written in lower case names a place ("moved here from tunisia", "the flat in
// kileleshwa"): read by the lower-case place rules of the lexical location finder (locations.ts) and of the tagger's
// span rules (tagger/refine.ts). A module of its own, importing nothing, so the tagger's rules and the lexical finders
// can each read the other's exports without an import cycle.
export const LOWER_CASE_PLACE_CUES: readonly string[] = ['in', 'from', 'to', 'at', 'near', 'visit', 'visited'];

// The other lists of prepositions before a place's name, kept here so that every such list has one home (each reader
// says why its list is what it is):
/**
 * English prepositions after which a one-word person the tagger read is a place (tagger/refine.ts `prepositionPlaces`:
 * "grew up in Dingle"). Not "from": a person is "from" someone as often as from somewhere ("a letter from Kofi").
 */
export const PERSON_TO_PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(['in']);
/**
 * Words right before a one-word person the tagger read that make it a place when the gazetteer knows the word and no
 * name list does (tagger/refine.ts `prepositionPlaces`: "the family of Tarkwa", "moved to Iganga", "a man from Kasese",
 * "at Bunda", and a comma after a street, a venue or another place: "19 Station Road, Hoima"). A person is "from" or
 * "of" someone as often as somewhere, so these words alone are not enough (PERSON_TO_PLACE_PREPOSITIONS): with a name
 * no given- or family-name list holds that the gazetteer holds, they are ("a tip from Carri" keeps the person).
 */
export const GAZETTEER_PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(['of', 'from', 'to', 'at', ',']);
/**
 * Prepositions after which a name of tagger/refine.json `context_places` is the place even when a given-name list holds
 * it ("in Clifton"; tagger/refine.ts `contextPlaces`).
 */
export const CONTEXT_PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'into', 'inside', 'within']);
/**
 * Prepositions whose object is a person as often as a place ("a text from Devon", "talk to Brent"): before a name of
 * `context_places`, enough only for a name no given-name list holds (tagger/refine.ts `contextPlaces`).
 */
export const CONTEXT_PLACE_WEAK_PREPOSITIONS: ReadonlySet<string> = new Set(['at', 'from', 'to']);
/**
 * Prepositions of the users' languages that may stand between a lost-pet heading and the pet's name, before a place
 * ("Kat vermist in Lombok: Max"; tagger/refinePersons.ts `noticeNameStarts`).
 */
export const NOTICE_PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'near', 'at', 'around', 'by', 'bij', 'te', 'op', 'naby', 'en', 'à', 'em', 'w', 'na', 'kwa', 'ku']);
/**
 * Prepositions of the EU languages and English right before a postcode and its town ("in 10115 Berlin", "nach 80331
 * München", "à 75001 Paris", "naar 1012 AB Amsterdam", "do 00-950 Warszawa"): a five-digit code after one is read as
 * an address (../patterns/postcode.ts; four-digit codes, which look like years, need more).
 */
export const POSTCODE_PLACE_PREPOSITIONS: readonly string[] = ['in', 'at', 'to', 'from', 'nach', 'à', 'a', 'en', 'naar', 'do', 'til'];
