// The confidence scale shared by every pattern detector, so that values mean the same thing across
// families (the pipeline's overlap rule "a validated identifier beats a weaker pattern" relies on it).
export const CONFIDENCE = {
  /** A published check digit passed (IBAN mod 97, card Luhn + issuer range, wallet checksums). */
  checksum: 0.95,
  /** An unambiguous syntax that is validated structurally (email, IP octets). */
  validatedFormat: 0.95,
  /** A number valid in a numbering plan (libphonenumber `isValid`) in the governing region. */
  phoneValid: 0.9,
  /** Valid, but only in a region other than the governing one (fallback). */
  phoneValidOtherRegion: 0.85,
  /** A strong format without a checksum (UK postcode, GhanaPost digital address, DID, ETH wallet). */
  strongFormat: 0.85,
  /** Right length for the region and written like a phone, not in the plan's ranges (e.g. UK drama numbers). */
  phonePossible: 0.7,
  /** A pattern the library lacks (e.g. Lagos landlines `01 234 5678`). */
  phoneLandlinePattern: 0.7,
  /** Needs a cue word to be reported (dates of birth, bare postcodes). */
  cueStrong: 0.75,
  cueWeak: 0.6,
} as const;
