// Blocking (candidate generation) for whole lists: rules as data per pack (rules.ts, <pack>.json), the key
// functions (keys.ts) and the DuckDB join (candidates.ts). Used by the link verb, the train verb and the
// batch benchmarks; nothing else generates candidate pairs.
export { type CandidateOptions, type Candidates, candidatePairs, recallCeiling, type RuleCount } from './candidates.js';
export { blocksByRule, recordKeys, ruleKeys, type RuleBlocks, transformed } from './keys.js';
export { type BlockingPart, type BlockingRule, type BlockingRules, blockingRulesFor, loadBlockingRules, validateBlockingRules } from './rules.js';
