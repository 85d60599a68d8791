// The readable sentence of a text-engine receipt: the agreements that carried it, strongest kinds
// first ("national ID match; phone match; name similarity 84%"), then what vetoed or stopped it.
import type { Scored } from './fellegiSunter.js';
import { AGREE } from './fellegiSunter.js';

const percent = (x: number) => `${(x * 100).toFixed(0)}%`;

export function explainText(s: Scored): string {
  const parts: string[] = [];
  const sims = s.sims;
  if ((sims.national_id ?? 0) >= AGREE) parts.push('national ID match');
  if ((sims.phone ?? 0) >= AGREE) parts.push('phone match');
  if ((sims.email ?? 0) >= AGREE) parts.push('email match');
  if ((sims.name ?? 0) >= 0.8) parts.push(`name similarity ${percent(sims.name!)}`);
  if ((sims.address ?? 0) >= 0.6) parts.push(`address similarity ${percent(sims.address!)}`);
  if ((sims.dob ?? 0) >= AGREE) parts.push('DOB match');
  if (parts.length === 0) parts.push(Object.keys(sims).length === 0 ? 'no identity attributes found in both texts' : 'no strong agreeing signals');
  if (s.vetoes.id_conflict) parts.push('national IDs differ');
  else if (s.basis === 'id_near_miss') parts.push('national IDs differ by one keying error');
  else if (s.basis === 'single_field') parts.push('only one field could be compared');
  else if (s.basis === 'no_clearing_signal') parts.push('no identifier or rare name clears the gate');
  return parts.join('; ');
}
