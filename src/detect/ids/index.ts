// National and tax identifier detectors of every supported jurisdiction: one declarative rule per
// identifier (country files), turned into detectors by rule.ts. Within Europe one number can pass
// several countries' checks (11-digit PESEL vs isikukood vs AMKA…), so every EU/EEA rule treats the
// other EU/EEA rules' country-specific cue words as rivals: the nearest cue names the identifier.
import type { Detector } from '../types.js';
import { centralRules } from './central.js';
import { eastRules } from './east.js';
import { gbRules } from './gb.js';
import { ghRules } from './gh.js';
import { keRules } from './ke.js';
import { ngRules } from './ng.js';
import { nordicRules } from './nordic.js';
import { type IdDetector, type IdRule, idDetector } from './rule.js';
import { southRules } from './south.js';
import { westRules } from './west.js';
import { zaRules } from './za.js';
import { EEA_CODES } from '../../jurisdiction/countries.js';

/** The 30 EU/EEA member codes that the `EU` jurisdiction stands for (their one home: jurisdiction/countries.json). */
export const EU_EEA_CODES: readonly string[] = [...EEA_CODES];

const europeanRules: IdRule[] = [...nordicRules, ...westRules, ...southRules, ...centralRules, ...eastRules];
const europeanNames = europeanRules.map((r) => r.name);

/** Every identifier rule, African and British ones first, then EU/EEA with their rival cues. */
export const identifierRules: readonly IdRule[] = [
  ...ngRules,
  ...keRules,
  ...ghRules,
  ...zaRules,
  ...gbRules,
  ...europeanRules.map((r) => ({
    ...r,
    rivals: europeanNames.filter((n) => n !== r.name),
  })),
];

export const identifierDetectorsByName: ReadonlyMap<string, IdDetector> = new Map(
  identifierRules.map((r) => [r.name, idDetector(r)]),
);

export const identifierDetectors: Detector[] = [...identifierDetectorsByName.values()];

/** The detectors that apply under one code (`EU` = every EU/EEA country's). */
export function identifierDetectorsFor(code: string): Detector[] {
  const upper = code.toUpperCase();
  const codes = upper === 'EU' ? new Set(EU_EEA_CODES) : new Set([upper]);
  return identifierDetectors.filter((d) => d.countries.some((c) => codes.has(c)));
}

export { compactId, CONFIDENCE } from './rule.js';
export type { IdDetector, IdRule } from './rule.js';
