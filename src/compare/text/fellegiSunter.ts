// Fellegi-Sunter scoring and the decision of the text engine. Each compared field adds log2(m/u) bits
// when it agrees, log2((1−m)/(1−u)) when it disagrees, and the similarity-weighted mix in between;
// similarities are rounded to four decimals before the bits (so a client can recompute the score from
// the factors), summed in fixed field order, and the score is the logistic of the total.
// A same_entity needs the score, a clearing signal (an exact identifier, or a rare shared name, or
// date of birth plus name) and at least two compared fields; a national-id conflict vetoes.
import { round4 } from '../../core/round.js';
import type { Action, Identity } from '../decide.js';
import { normaliseText, tokensOfNormalised } from '../normalise.js';
import type { FieldScores } from './fieldScores.js';
import { type JurisdictionPriors, type MU, TEXT_FIELDS, type TextField, THRESHOLDS } from './priors.js';

const P_MIN = 0.0001;
const P_MAX = 0.9999;
export const AGREE = 0.99;
const DISAGREE = 0.01;

export interface FieldWeight {
  sim: number;
  m: number;
  u: number;
  bits: number;
}

export interface TextGate {
  clearing_signal: string;
  distinctive_cleared: boolean;
  floor: number;
}

export interface Scored {
  /** Rounded similarity per compared field, in field order. */
  sims: Partial<Record<TextField, number>>;
  weights: Partial<Record<TextField, FieldWeight>>;
  nameTf: number | null;
  score: number;
  gate: TextGate;
  vetoes: { id_conflict: boolean };
  identity: Identity;
  action: Action;
  basis: string;
}

const clamp = (p: number) => Math.min(P_MAX, Math.max(P_MIN, p));

/** Bits of evidence of one field at a (rounded) similarity. */
export function fieldBits(sim: number, mu: MU): number {
  const m = clamp(mu.m);
  const u = clamp(mu.u);
  const agree = Math.log2(m / u);
  const disagree = Math.log2((1 - m) / (1 - u));
  if (sim >= AGREE) return agree;
  if (sim <= DISAGREE) return disagree;
  return sim * agree + (1 - sim) * disagree;
}

/** 2^t / (1 + 2^t) without overflow. */
export function logistic2(total: number): number {
  if (total > 1000) return 1;
  if (total < -1000) return 0;
  const p = 2 ** total;
  return p / (1 + p);
}

/** u of the name: the jurisdiction's, raised to that of its most common name token on either side. */
export function nameU(priors: JurisdictionPriors, nameA: string, nameB: string): number {
  let u = priors.fields.name.u;
  for (const t of [...tokensOfNormalised(normaliseText(nameA)), ...tokensOfNormalised(normaliseText(nameB))]) {
    const common = priors.commonNameU.get(t);
    if (common !== undefined && common > u) u = common;
  }
  return u;
}

function clearingSignal(sims: Partial<Record<TextField, number>>, fs: FieldScores): string {
  if ((sims.national_id ?? 0) >= AGREE) return 'national_id';
  if ((sims.phone ?? 0) >= AGREE) return 'phone';
  if ((sims.email ?? 0) >= AGREE) return 'email';
  const floor = THRESHOLDS.distinctive_floor;
  if (fs.nameTf !== null && round4(fs.nameTf) >= floor && fs.sharedNameRarity >= floor) return 'tftoken';
  if ((sims.dob ?? 0) >= AGREE && (sims.name ?? 0) >= 0.85) return 'dob+name';
  return '';
}

/** Another piece of evidence backs a lone identifier (docs/architecture.md D5). */
function corroborated(sims: Partial<Record<TextField, number>>): boolean {
  const exact = (['national_id', 'phone', 'email'] as const).filter((f) => (sims[f] ?? 0) >= AGREE).length;
  return (sims.name ?? 0) >= 0.7 || (sims.address ?? 0) >= 0.6 || (sims.dob ?? 0) >= AGREE || exact >= 2;
}

export function scoreAndDecide(fs: FieldScores, priors: JurisdictionPriors, names: [string, string] | null): Scored {
  const sims: Partial<Record<TextField, number>> = {};
  const weights: Partial<Record<TextField, FieldWeight>> = {};
  let total = 0;
  for (const field of TEXT_FIELDS) {
    const raw = fs.sims[field];
    if (raw === undefined) continue;
    const sim = round4(raw);
    const mu = field === 'name' && names ? { m: priors.fields.name.m, u: nameU(priors, names[0], names[1]) } : priors.fields[field];
    const bits = fieldBits(sim, mu);
    total += bits;
    sims[field] = sim;
    weights[field] = { sim, m: mu.m, u: mu.u, bits: round4(bits) };
  }
  const score = round4(logistic2(total));
  const signal = clearingSignal(sims, fs);
  const gate: TextGate = { clearing_signal: signal, distinctive_cleared: signal !== '', floor: THRESHOLDS.distinctive_floor };
  const idSim = sims.national_id;
  const idConflict = idSim !== undefined && idSim <= DISAGREE;
  // One keying error in an identifier (the comparator's near miss) is for a person to look at.
  const idNearMiss = idSim !== undefined && idSim > DISAGREE && idSim < AGREE;
  // Two generations (Jr/Sr) or a whole other given name under one surname: a father and son, a
  // household or twins — for a person to look at, unless the same identifier stands behind both.
  const nameConflict = fs.nameConflict === true && !((sims.national_id ?? 0) >= AGREE);
  const compared = Object.keys(sims).length;
  let identity: Identity;
  let basis: string;
  if (idConflict) {
    identity = 'different';
    basis = 'id_conflict';
  } else if (compared === 0) {
    // Nothing to compare is not an answer either way.
    identity = 'review';
    basis = 'nothing_compared';
  } else if (score >= THRESHOLDS.match && gate.distinctive_cleared && compared >= 2 && !idNearMiss && !nameConflict) {
    identity = 'same_entity';
    basis = signal === 'national_id' || signal === 'phone' || signal === 'email' ? (corroborated(sims) ? 'corroborated' : 'single_identifier') : 'corroborated';
  } else if (score >= THRESHOLDS.review) {
    identity = 'review';
    if (idNearMiss) basis = 'id_near_miss';
    else if (nameConflict && score >= THRESHOLDS.match) basis = 'name_conflict';
    else if (score < THRESHOLDS.match) basis = 'between_thresholds';
    else if (!gate.distinctive_cleared) basis = 'no_clearing_signal';
    else basis = 'single_field';
  } else {
    identity = 'different';
    basis = 'below_review_threshold';
  }
  const action: Action = identity === 'same_entity' ? (basis === 'single_identifier' ? 'hold' : 'merge') : identity === 'review' ? 'hold' : 'no_op';
  return { sims, weights, nameTf: fs.nameTf, score, gate, vetoes: { id_conflict: idConflict }, identity, action, basis };
}
