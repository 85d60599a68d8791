// The varied 1 MB clinical-records document the speed benchmarks time (bench:detect-speed, bench:special):
// numbers drawn from a seeded generator so no cache sees repeats only.
import { seededRng as rng } from './rng.js';

export function document(bytes: number, seed = 42): string {
  const r = rng(seed);
  const d = (n: number) => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const p =
      `Record ${i}: the patient was reviewed and reached on 080${d(1)} ${d(3)} ${d(4)}; a relative phoned from ` +
      `+234 70${d(1)} ${d(3)} ${d(4)}. Address ${1 + Math.floor(r() * 300)} Adeola Odeku Road, Victoria Island, Lagos. ` +
      `Mail user${d(4)}@example.ng. Invoice INV-${d(6)} for ${d(2)},${d(3)} naira on ${1 + Math.floor(r() * 28)}/0${1 + Math.floor(r() * 9)}/2024. ` +
      'The notes describe symptoms, treatment and the plan agreed with the family, with no further identifiers in this paragraph. ';
    parts.push(p);
    size += p.length;
  }
  return parts.join('');
}
