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
//   0.80  continental postcode + a city the gazetteer knows (`10115 Berlin`)
//   0.75  cue-dependent and complete: a full date of birth after its cue, a postcode after its cue, a
//         bare phone number after a phone cue when no plan governs
//   0.70  right length and written like a phone but outside the plan's ranges; Nigerian landlines;
//         a month-and-year date of birth; a bare number grouped as some plan writes it
//   0.60  cue-dependent and partial: a year of birth, a unit alone (`Apt. 595`), a weak postcode line
// Addresses from the shared parser (src/places/address.ts) carry its strength capped at 0.85
// (numbered street or P.O. Box 0.85, unnumbered street with a locality 0.7, bare 0.6).
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

