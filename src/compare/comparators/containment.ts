// Administrative containment: `admin_path` objects {admin1, admin2, settlement} compared top-down.
// Every level both sides name agrees → the score of the finest level reached (admin1 0.3, admin2 0.6,
// settlement 1.0); a disagreement below an agreed level → that level's score; a different admin1
// (another state or province) → 0.0 and a conflict. Nothing comparable → null.
import { normaliseText } from '../normalise.js';
import type { ComparatorResult, FieldValue } from './types.js';

const LEVELS: [string, number][] = [
  ['admin1', 0.3],
  ['admin2', 0.6],
  ['settlement', 1.0],
];

function level(path: FieldValue, key: string): string {
  if (path === null || typeof path !== 'object' || Array.isArray(path)) return '';
  const v = path[key];
  return v === null || v === undefined || typeof v === 'object' ? '' : normaliseText(String(v));
}

export function compareContainment(a: FieldValue, b: FieldValue): ComparatorResult | null {
  let agreed = 0;
  let compared = false;
  for (const [key, score] of LEVELS) {
    const x = level(a, key);
    const y = level(b, key);
    if (x === '' || y === '') continue;
    compared = true;
    if (x !== y) {
      if (agreed === 0 && key === 'admin1') return { sim: 0, conflict: true };
      return { sim: agreed };
    }
    agreed = score;
  }
  return compared ? { sim: agreed } : null;
}
