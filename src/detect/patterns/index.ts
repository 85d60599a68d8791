// Pattern detectors that apply everywhere: phones, emails, IPs, IBANs, cards, dates of birth, addresses.
import type { Detector } from '../types.js';

export const patternDetectors: Detector[] = [];
