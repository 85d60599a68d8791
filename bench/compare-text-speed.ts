// Throughput of the text engine (string-form /compare) in process, on one core: pairs of short KYC
// notes per second, with the jurisdiction given and inferred, and the /documents path (each text
// prepared once, then prepared records compared pairwise). Baseline measured in the same run: the
// detection pipeline alone over the same notes (a text pair costs at least two detection runs).
// Notes are generated from a seeded generator, so every run measures the same texts and no text
// repeats within a run. Target (issue 4): hundreds of pairs/s for short notes.
//   node --import tsx bench/compare-text-speed.ts
import { compareTextRecords, compareTexts, prepareText } from '../src/compare/text/index.js';
import { detectSpans } from '../src/detect/index.js';
import { seededRng as rng } from './lib/rng.js';


const GIVEN = ['Adesola', 'Chukwuemeka', 'Mary', 'Ibrahim', 'Ngozi', 'Funmilayo', 'Tunde', 'Aisha', 'Emeka', 'Kemi', 'Bola', 'Chidi'];
const FAMILY = ['Okonkwo', 'Smith', 'Musa', 'Okafor', 'Adeyemi', 'Bello', 'Eze', 'Balogun', 'Nwosu', 'Abubakar', 'Ogunleye'];
const STREETS = ['Awolowo Road', 'Allen Avenue', 'Adeola Odeku Street', 'Herbert Macaulay Way', 'Ribadu Road'];
const TEMPLATES = [
  (p: Person) => `Customer note: ${p.name}, NIN ${p.nin}, email ${p.email}. Called about a card.`,
  (p: Person) => `KYC update for ${p.name} (NIN: ${p.nin}). Contact: ${p.email}, phone ${p.phone} 😀`,
  (p: Person) => `${p.name} lives at ${p.address}; reachable on ${p.phone}.`,
  (p: Person) => `Account opened by ${p.name}, born ${p.dob}, NIN ${p.nin}, ${p.address}.`,
];

interface Person {
  name: string;
  nin: string;
  phone: string;
  email: string;
  dob: string;
  address: string;
}

const r = rng(7);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');

function person(): Person {
  const given = pick(GIVEN);
  const family = pick(FAMILY);
  return {
    name: `${given} ${family}`,
    nin: `1${digits(10)}`,
    phone: `0803 ${digits(3)} ${digits(4)}`,
    email: `${given}.${family}${digits(2)}@example.com`.toLowerCase(),
    dob: `${1 + Math.floor(r() * 28)}/${1 + Math.floor(r() * 12)}/${1950 + Math.floor(r() * 50)}`,
    address: `${1 + Math.floor(r() * 200)} ${pick(STREETS)}, Lagos`,
  };
}

/** Pairs: half about one person (two templates), half about two people. */
function pairs(n: number): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i < n; i++) {
    const p = person();
    const q = i % 2 === 0 ? p : person();
    out.push([pick(TEMPLATES)(p), pick(TEMPLATES)(q)]);
  }
  return out;
}

function time(label: string, units: string, count: number, run: () => void): number {
  const t0 = performance.now();
  run();
  const ms = performance.now() - t0;
  const rate = (count / ms) * 1000;
  console.log(`${label.padEnd(52)} ${String(Math.round(rate)).padStart(8)} ${units}/s   (${count} in ${ms.toFixed(0)} ms)`);
  return rate;
}

const N = 3000;
const warm = pairs(300);
for (const [a, b] of warm) compareTexts(a, b, { jurisdiction: 'NG' });
for (const [a, b] of warm.slice(0, 50)) compareTexts(a, b, {});

const given = pairs(N);
const inferred = pairs(N);
const prepared = pairs(N);
const baseline = pairs(N);

console.log(`text engine, in process, one core (${N} pairs of short notes per row, ~${Math.round(given.reduce((s, [a, b]) => s + a.length + b.length, 0) / (2 * N))} chars per note)`);
const detect = time('baseline: detectSpans per note (NG)', 'notes', 2 * N, () => {
  for (const [a, b] of baseline) {
    detectSpans(a, { jurisdiction: 'NG', backend: 'basic' });
    detectSpans(b, { jurisdiction: 'NG', backend: 'basic' });
  }
});
const withCode = time('compareTexts, jurisdiction NG', 'pairs', N, () => {
  for (const [a, b] of given) compareTexts(a, b, { jurisdiction: 'NG' });
});
time('compareTexts, jurisdiction inferred per text', 'pairs', N, () => {
  for (const [a, b] of inferred) compareTexts(a, b, {});
});
let records: ReturnType<typeof prepareText>[] = [];
time('prepareText (the /documents path, once per text)', 'notes', 2 * N, () => {
  records = prepared.flatMap(([a, b]) => [prepareText(a, { jurisdiction: 'NG' }), prepareText(b, { jurisdiction: 'NG' })]);
});
time('compareTextRecords over prepared records', 'pairs', N, () => {
  for (let i = 0; i < records.length; i += 2) compareTextRecords(records[i]!, records[i + 1]!, { jurisdiction: 'NG' });
});
console.log(`ratio: a text pair costs ${(detect / 2 / withCode).toFixed(2)}× two bare detection runs`);
