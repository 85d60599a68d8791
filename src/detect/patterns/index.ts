// Pattern detectors that apply in every jurisdiction: phones, emails, IP addresses, IBANs, payment
// cards, digital ids (DIDs, wallets), device ids (MAC, IMEI), dates of birth, street addresses and
// postcodes.
//
// Confidence scale (see confidence.ts), shared so that the pipeline's overlap rule can compare:
//   0.95  a published check digit passed (IBAN mod 97, card Luhn + issuer range, Bitcoin checksums,
//         IMEI Luhn after its cue),
//         or an unambiguous validated syntax (email, IP with valid octets)
//   0.90  a phone number valid in the governing region's numbering plan (libphonenumber `max`)
//   0.85  strong format without checksum (UK postcode, GhanaPost address, DID, ETH wallet, MAC, EU
//         postcode + city), or a phone valid only in another region than the governing one
//   0.70  right length and written like a phone but outside the plan's ranges; Nigerian landlines
//   0.60-0.75  needs a cue word (dates of birth, bare postcodes, street addresses by parts)
import type { Detector } from '../types.js';
import { addressDetector } from './address.js';
import { cardDetector } from './card.js';
import { deviceIdDetector } from './device-id.js';
import { digitalIdDetector } from './digital-id.js';
import { dobDetector } from './dob.js';
import { emailDetector } from './email.js';
import { ibanDetector } from './iban.js';
import { ipDetector } from './ip.js';
import { phoneDetector } from './phone.js';

export const patternDetectors: Detector[] = [
  emailDetector,
  ipDetector,
  ibanDetector,
  cardDetector,
  digitalIdDetector,
  deviceIdDetector,
  dobDetector,
  addressDetector,
  phoneDetector,
];

export { findAddressSpans, UK_POSTCODE } from './address.js';
export { cardBrand, findCards, luhnValid } from './card.js';
export { findDatesOfBirth } from './dob.js';
export { findEmails } from './email.js';
export { findIbans, isValidIban } from './iban.js';
export { findIps } from './ip.js';
export { findPhones } from './phone.js';
