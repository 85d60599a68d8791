// The receipt's one readable sentence: what agreed, what disagreed, and why the verdict is what it
// is (the gate, a refutation, a veto or the score band).
import { type Bands, type Decision, SHIPPED_BANDS } from './decide.js';
import { DISTINCTIVE_FLOOR, type PairScore } from './fieldsEngine.js';

const fmt = (x: number) => x.toFixed(2);

function list(keys: string[]): string {
  if (keys.length <= 1) return keys.join('');
  return `${keys.slice(0, -1).join(', ')} and ${keys[keys.length - 1]}`;
}

export function explain(entity: string, pair: PairScore, decision: Decision, bands: Bands = SHIPPED_BANDS): string {
  if (decision.reason === 'nothing_compared') {
    return `nothing was compared: the two records do not both carry any field the ${entity} pack reads (${list(pair.missing)}), so this is not an answer either way`;
  }
  const parts: string[] = [];
  const agree = decision.supporting;
  const partial = pair.evidence.filter((e) => e.sim > 0.01 && e.sim < 0.8).map((e) => `${e.key} ${fmt(e.sim)}`);
  const disagree = pair.evidence.filter((e) => e.sim <= 0.01).map((e) => e.key);
  if (agree.length > 0) parts.push(`agrees on ${list(agree)}`);
  if (partial.length > 0) parts.push(`partly agrees on ${list(partial)}`);
  if (disagree.length > 0) parts.push(`disagrees on ${list(disagree)}`);
  for (const [f, g] of pair.swapped ?? []) {
    parts.push(`one record holds the ${f} and the ${g} in each other's column, so they are read back in place`);
  }
  for (const c of pair.corroborated) {
    parts.push(`${c.key} is one keystroke from agreeing and ${list(c.by)} corroborate it, so it is read as a keying error`);
  }
  for (const l of pair.lifted ?? []) {
    // A maker's part number (the model comparator) names one article in every market and language; a
    // register's number names one body for its whole life.
    const byCode = l.by.some((k) => pair.evidence.some((e) => e.key === k && e.kind === 'model'));
    parts.push(
      byCode
        ? `${l.key} differs under the same ${list(l.by)}, the maker's part number of one article in every market and language, so it weighs nothing`
        : `${l.key} differs under the same ${list(l.by)}, which one register gives one body for its whole life, so it is read as a rename and weighs nothing`,
    );
  }
  const score = pair.score ?? 0;
  switch (decision.reason) {
    case 'matched':
      parts.push(
        bands.gate
          ? `score ${fmt(score)} with ${pair.clearingSignal} as the distinctive signal`
          : `match probability ${fmt(score)} under the trained parameters reaches the threshold ${fmt(bands.threshold)}`,
      );
      break;
    case 'single_identifier':
      parts.push(`only ${pair.clearingSignal} agrees and nothing corroborates it, so the merge is held`);
      break;
    case 'veto':
      parts.push(`${list(pair.vetoes)} ${pair.vetoes.length > 1 ? 'differ' : 'differs'}, which rules out the same entity`);
      break;
    case 'below_floor':
      parts.push(`score ${fmt(score)} is below the review floor ${fmt(bands.reviewFloor)}`);
      break;
    case 'below_threshold':
      parts.push(`score ${fmt(score)} is between the review floor ${fmt(bands.reviewFloor)} and the threshold ${fmt(bands.threshold)}`);
      break;
    case 'refuted':
      parts.push(`refuted by ${list(pair.conflicts)}, so it goes to review`);
      break;
    case 'not_compared':
      parts.push(
        `${list(pair.uncompared ?? [])} ${(pair.uncompared ?? []).length > 1 ? 'were' : 'was'} not compared (absent or unread on either side) and no typed identifier agrees; phones, e-mail and addresses are shared by households and offices, so it goes to review`,
      );
      break;
    case 'gated':
      parts.push(
        `no identifier or rare-enough name clears the distinctive-signal gate (best ${fmt(pair.distinctiveMax)} < ${fmt(DISTINCTIVE_FLOOR)}), so it goes to review`,
      );
      break;
  }
  return parts.join('; ');
}
