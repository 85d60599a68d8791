// Jurisdiction inference: which law governs a text, from named signals (regulators, registrars,
// identifier names and formats, phone codes, currencies, postcodes, places) with tiered weights. It
// names a country only when the evidence is earned (one registration-grade tier-A signal or two
// independent tier-B ones; dates and place names never earn), dominant (confidence) and clear (margin); otherwise it abstains, because a redaction under the
// wrong statute looks finished and is not. The rules are data (signals.json); this file is the decision.
import { round4 } from '../core/round.js';
import { EEA_CODES } from './countries.js';
import { LiteralIndex } from './literalIndex.js';
import { SIGNAL_RULES, type SignalRules, type Tier } from './signals.js';
import { allMatches } from '../core/matches.js';

export interface JurisdictionEvidence {
  signal: string;
  tier: Tier;
  country: string;
  /** Real number of matches (only `max_count` of them weigh). */
  count: number;
  weight: number;
  source: 'text';
  /** Empty here (inference keeps no matched text); /documents fills it with a masked sample. */
  sample: string;
}

/** The contract's "Jurisdiction verdict". */
export interface JurisdictionVerdict {
  /** Named country, or the leading one when abstaining (null when there is no evidence at all). */
  country: string | null;
  confidence: number;
  margin: number;
  runner_up: string | null;
  abstained: boolean;
  reason: string;
  ruleset_version: string;
  evidence: JurisdictionEvidence[];
}

export const RULESET_VERSION: string = SIGNAL_RULES.rulesetVersion;

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** One literal index per rule set: the gate literals of all its signals. */
const INDEXES = new WeakMap<SignalRules, LiteralIndex>();

function indexOf(rules: SignalRules): LiteralIndex {
  let index = INDEXES.get(rules);
  if (!index) {
    index = new LiteralIndex(rules.signals.flatMap((s) => s.gate ?? []));
    INDEXES.set(rules, index);
  }
  return index;
}

/** Collects the evidence of every signal present in the text, in signal-table order. A signal whose
 * gate literals are all absent cannot match, so its pattern is not run. */
function collect(text: string, rules: SignalRules): JurisdictionEvidence[] {
  const found: JurisdictionEvidence[] = [];
  const present = indexOf(rules).present(text);
  for (const s of rules.signals) {
    if (s.gate && !s.gate.some((literal) => present.has(literal))) continue;
    s.regex.lastIndex = 0;
    let count = 0;
    for (const m of allMatches(s.regex, text)) {
      if (!s.check || s.check(m[0])) count += 1;
    }
    if (count === 0) continue;
    const weight = rules.tierWeights[s.tier] * Math.min(count, rules.maxCount);
    found.push({ signal: s.signal, tier: s.tier, country: s.country, count, weight: round4(weight), source: 'text', sample: '' });
  }
  return found;
}

/**
 * Why inference abstained, as values (a refusal's catalogue code picks its sentence from `kind`;
 * src/detect/governing.ts): no signal at all, a leader on weak evidence, evidence split below the
 * confidence floor, or two countries too close. Percentages are written as in `reason` (`45%`).
 */
export type Abstention =
  | { kind: 'none' }
  | { kind: 'weak'; top: string }
  | { kind: 'split'; top: string; confidence: string; floor: string }
  | { kind: 'close'; top: string; runnerUp: string; margin: string; needed: string };

/** The verdict's reason for an abstention (the `reason` of the answer). */
function abstentionReason(a: Abstention): string {
  switch (a.kind) {
    case 'none':
      return 'no jurisdiction signals found in the text';
    case 'weak':
      return `${a.top} leads but only on weak or corroborating evidence; a registration identifier or two independent signals are needed to name a country`;
    case 'split':
      return `evidence is split: ${a.top} at ${a.confidence} is below the ${a.floor} floor`;
    case 'close':
      return `${a.top} and ${a.runnerUp} are too close (${a.margin} apart, ${a.needed} needed)`;
  }
}

/** Infers the governing jurisdiction of a text; never throws. */
export function inferJurisdiction(text: string, rules: SignalRules = SIGNAL_RULES): JurisdictionVerdict {
  return inferJurisdictionExplained(text, rules).verdict;
}

/** `inferJurisdiction` with, when it abstained, why as values (null when it named a country). */
export function inferJurisdictionExplained(text: string, rules: SignalRules = SIGNAL_RULES): { verdict: JurisdictionVerdict; abstention: Abstention | null } {
  const found = collect(text, rules);
  // Evidence order of the verdict: heaviest first, then by signal name.
  const evidence = [...found].sort((a, b) => b.weight - a.weight || (a.signal < b.signal ? -1 : a.signal > b.signal ? 1 : 0));
  const verdict = (country: string | null, confidence: number, margin: number, runnerUp: string | null, abstained: boolean, reason: string): JurisdictionVerdict => ({
    country,
    confidence: round4(confidence),
    margin: round4(margin),
    runner_up: runnerUp,
    abstained,
    reason,
    ruleset_version: rules.rulesetVersion,
    evidence,
  });
  if (evidence.length === 0) {
    const abstention: Abstention = { kind: 'none' };
    return { verdict: verdict(null, 0, 0, null, true, abstentionReason(abstention)), abstention };
  }

  // Scores per country in signal-table order (ties keep the country of the earlier signal).
  const scores = new Map<string, number>();
  for (const e of found) scores.set(e.country, (scores.get(e.country) ?? 0) + e.weight);
  // EU-wide signals (the euro, GDPR) corroborate a member state instead of competing with it.
  const euScore = scores.get('EU');
  const members = [...scores.keys()].filter((c) => EEA_CODES.has(c));
  if (euScore !== undefined && members.length > 0) {
    const best = members.reduce((a, b) => (scores.get(b)! > scores.get(a)! ? b : a));
    scores.set(best, scores.get(best)! + euScore);
    scores.delete('EU');
  }
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const total = ranked.reduce((sum, [, s]) => sum + s, 0);
  const [top, topScore] = ranked[0]!;
  const [runnerUp, runnerScore] = ranked[1] ?? [null, 0];
  const confidence = topScore / total;
  const margin = (topScore - runnerScore) / total;
  const supports = (country: string) => evidence.filter((e) => e.country === country || (country !== 'EU' && EEA_CODES.has(country) && e.country === 'EU' && euScore !== undefined));
  const earned = (country: string) => {
    const own = supports(country);
    return own.some((e) => e.tier === 'A') || new Set(own.filter((e) => e.tier === 'B').map((e) => e.signal)).size >= 2;
  };

  let failure: Abstention | null = null;
  if (!earned(top)) {
    failure = { kind: 'weak', top };
  } else if (confidence < rules.minConfidence) {
    failure = { kind: 'split', top, confidence: pct(confidence), floor: pct(rules.minConfidence) };
  } else if (margin < rules.minMargin) {
    failure = { kind: 'close', top, runnerUp: String(runnerUp), margin: pct(margin), needed: pct(rules.minMargin) };
  }
  if (failure === null) {
    const strongest = supports(top).find((e) => e.tier === 'A');
    const reason = strongest
      ? `strongest signal ${strongest.signal}, ${pct(confidence)} of total evidence weight`
      : `${new Set(supports(top).map((e) => e.signal)).size} independent signals agree, ${pct(confidence)} of total evidence weight`;
    return { verdict: verdict(top, confidence, margin, runnerUp, false, reason), abstention: null };
  }
  // Evidence split only among EU/EEA members (and the EU itself): GDPR governs every one of them.
  const all = ranked.map(([c]) => c);
  if (all.length > 1 && all.every((c) => c === 'EU' || EEA_CODES.has(c)) && all.some((c) => earned(c))) {
    const reason = `evidence points only to EU/EEA members (${all.filter((c) => c !== 'EU').sort().join(', ')}); GDPR governs all of them`;
    return { verdict: verdict('EU', 1, 1, null, false, reason), abstention: null };
  }
  return { verdict: verdict(top, confidence, margin, runnerUp, true, abstentionReason(failure)), abstention: failure };
}
