// Public surface of the jurisdiction area: statute packs, the country → statute table and inference.
export {
  coversCountry,
  describeJurisdictions,
  EEA_CODES,
  JURISDICTION_CODES,
  requireJurisdiction,
  requireStatute,
  statuteIdFor,
} from './countries.js';
export { inferJurisdiction, type JurisdictionEvidence, type JurisdictionVerdict, RULESET_VERSION } from './infer.js';
export { ACTIONS, type Action, type CategoryRule, findStatute, ruleFor, STATUTE_IDS, type StatutePack } from './statutes.js';
