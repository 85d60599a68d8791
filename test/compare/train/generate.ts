// A generated batch of people with known error rates (seeded, so the same on every run): each entity
// has 1-5 records; every record independently keeps or corrupts each field with fixed rates (a name
// typo, a missing or wrong date of birth, a missing or wrong postcode, a flipped gender). The true
// m and u of each comparison level are then measured over the labelled pairs, which the estimator
// never sees.
import { seededRng } from '../../../src/core/rng.js';
import type { RecordInput } from '../../../src/compare/records.js';

const SYLLABLES = ['ba', 'ko', 'mi', 'ta', 'ru', 'ne', 'lo', 'sa', 'di', 'fe', 'gu', 'ha', 'jo', 'ki', 'la', 'mo', 'nu', 'pe', 'ri', 'so', 'tu', 'vi', 'we', 'ya', 'ze'];
const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];

export interface Generated {
  records: RecordInput[];
  entity: number[];
}

export function generateBatch(entities: number, seed: number): Generated {
  const rng = seededRng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
  const word = (parts: number) => Array.from({ length: parts }, () => pick(SYLLABLES)).join('');
  const firsts = Array.from({ length: 80 }, () => word(2));
  const date = () => {
    const y = 1930 + Math.floor(rng() * 70);
    const m = 1 + Math.floor(rng() * 12);
    const d = 1 + Math.floor(rng() * 28);
    return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  };
  const postcode = () => `${pick(['ab', 'cd', 'ef', 'gh', 'kl'])}${1 + Math.floor(rng() * 40)} ${Math.floor(rng() * 10)}${pick(LETTERS)}${pick(LETTERS)}`;
  const typo = (s: string) => {
    const i = 1 + Math.floor(rng() * (s.length - 1));
    return s.slice(0, i) + pick(LETTERS) + s.slice(i + 1);
  };
  const records: RecordInput[] = [];
  const entity: number[] = [];
  for (let e = 0; e < entities; e++) {
    const truth = { first: pick(firsts), last: word(3), dob: date(), postcode: postcode(), gender: rng() < 0.5 ? 'male' : 'female' };
    const copies = 1 + Math.floor(rng() * 5);
    for (let c = 0; c < copies; c++) {
      const r: RecordInput = {};
      r['name'] = rng() < 0.15 ? `${truth.first} ${typo(truth.last)}` : `${truth.first} ${truth.last}`;
      const dobRoll = rng();
      if (dobRoll >= 0.1) r['dob'] = dobRoll < 0.18 ? date() : truth.dob;
      const pcRoll = rng();
      if (pcRoll >= 0.1) r['address'] = pcRoll < 0.2 ? postcode() : truth.postcode;
      r['gender'] = rng() < 0.05 ? (truth.gender === 'male' ? 'female' : 'male') : truth.gender;
      records.push(r);
      entity.push(e);
    }
  }
  return { records, entity };
}
