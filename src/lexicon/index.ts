// Shared lexicons: the world gazetteer (places) and the person-name lexicon, with their stop-lists.
// Both load lazily on first use; `warmLexicons()` loads them at start-up (SERVICE_WARM / --warm).
import { warmBrands } from './brands.js';
import { warmGazetteer } from './gazetteer.js';
import { warmNames } from './names.js';
import { warmOtherLanguageWords } from './otherLanguageWords.js';

export { isBrandName, warmBrands } from './brands.js';
export { foldKey } from './fold.js';
export { findGazetteerPlaces, type GazetteerEntry, type GazetteerHit, isPlaceNamePrefix, lookupPlace, type PlaceKind, warmGazetteer } from './gazetteer.js';
export {
  isFamilyName,
  isCalendarAbbreviation,
  isCalendarWord,
  isConjunctionParticle,
  isContactWord,
  isGivenName,
  isJudicialOffice,
  isNameOpener,
  isJudicialOfficeAlsoGiven,
  isNameTitle,
  isAddressHonorific,
  isPatronymicParticle,
  nameCountries,
  type NameStrength,
  nameTokenFrequency,
  nameTokenStrength,
  warmNames,
} from './names.js';
export { commonWordLanguages, curatedWordLanguages, languagesWrittenIn, warmOtherLanguageWords } from './otherLanguageWords.js';
export { englishWords, englishWordShare, isEnglishWord, writtenInAnotherLanguage } from './stopWords.js';

/** Loads the gazetteer, the name lexicon and the brand names now (about 0.2-0.3 s), so no request pays for it. */
export function warmLexicons(): void {
  warmGazetteer();
  warmNames();
  warmBrands();
  warmOtherLanguageWords();
}
