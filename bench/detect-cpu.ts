// `npm run bench:detect-cpu`: CPU time (process.cpuUsage, user + system) of the rule backend (`basic`,
// jurisdiction NG) per distinct 131-word note, for the whole `detect()` call and for each detector alone,
// and CPU per MB on the varied 1 MB document. CPU time, not wall time, so that the figures stay
// comparable on a loaded machine (other processes stretch wall time, not this process's CPU time).
// Every note is distinct (names, numbers, streets and dates drawn from a seeded generator), so that no
// per-value memo filled by an earlier note answers; the notes are generated, not from any test split.
import { detect } from '../src/detect/index.js';
import { detectorsFor, ruleDetectors } from '../src/detect/pipeline.js';
import { document } from './lib/document.js';
import { seededRng } from './lib/rng.js';

const FIRST = ['Adaeze', 'Chinedu', 'Ngozi', 'Emeka', 'Funmilayo', 'Tunde', 'Aisha', 'Ibrahim', 'Kemi', 'Obinna', 'Zainab', 'Segun'];
const LAST = ['Okonkwo', 'Adeyemi', 'Bello', 'Eze', 'Okafor', 'Abubakar', 'Balogun', 'Nwosu', 'Ogunleye', 'Danjuma', 'Ibekwe', 'Lawal'];
const STREET = ['Aminu Kano Crescent', 'Adeola Odeku Road', 'Herbert Macaulay Way', 'Awolowo Road', 'Ahmadu Bello Way', 'Allen Avenue'];
const AREA = ['Wuse, Abuja', 'Victoria Island, Lagos', 'Ikeja, Lagos', 'Garki, Abuja', 'Bodija, Ibadan', 'GRA, Port Harcourt'];

/** `count` distinct notes of about 131 words, the shape of bench:detect-speed's note. */
export function notes(count: number, seed = 19): string[] {
  const r = seededRng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const d = (n: number) => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const first = pick(FIRST);
    const last = pick(LAST);
    out.push(
      `Patient ${first} ${last} (NIN ${d(11)}, DOB ${1 + Math.floor(r() * 28)}/0${1 + Math.floor(r() * 9)}/19${50 + Math.floor(r() * 49)}) was seen this morning at the Lagos clinic for a routine follow-up ` +
        `visit about persistent headaches and fatigue. She lives at ${1 + Math.floor(r() * 300)} ${pick(STREET)}, ${pick(AREA)} and can be ` +
        `reached on 080${d(1)} ${d(3)} ${d(4)} or at ${first.toLowerCase()}.${last.toLowerCase()}${d(2)}@example.ng during the day. Her sister called from +234 80${d(1)} ${d(3)} ${d(4)} ` +
        `to confirm the appointment. Blood pressure was 1${d(2)} over ${d(2)} and the examination was otherwise unremarkable. We ` +
        `discussed sleep, hydration and screen time, and agreed to review the blood tests next week. Invoice INV-2024-${d(5)} ` +
        `for ${d(2)},000 naira was paid from account GB82 WEST 1234 5698 7654 32 with card 4111 1111 1111 1111. The portal ` +
        `logged her visit from 102.89.${d(2)}.${d(2)} on 0${1 + Math.floor(r() * 9)}/01/2024. Next review in two weeks, sooner if symptoms worsen or new ones appear.`,
    );
  }
  return out;
}

const cpuUs = (c: NodeJS.CpuUsage) => c.user + c.system;

function main(): void {
  const N = Number(process.env.NOTES ?? 2000);
  const warm = notes(300, 7);
  const texts = notes(N);
  const req = (text: string) => ({ text, jurisdiction: 'NG', backend: 'basic' });
  // Warm-up on other notes until the JIT has tiered up and every lazily loaded table is in (the first
  // ~2,000 calls run about twice as slow): the figures are the steady state of a running service.
  for (const t of notes(3000, 5)) detect(req(t));
  // Whole detect() per note, then each detector alone on the same distinct notes (fresh copies).
  const c0 = process.cpuUsage();
  for (const t of texts) detect(req(t));
  const whole = cpuUs(process.cpuUsage(c0)) / N;
  console.log(`rule backend (basic, NG) CPU per distinct 131-word note, ${N} notes (user + system, measured under load)`);
  console.log(`  detect() whole call            ${whole.toFixed(1)} µs`);
  const ctx = { jurisdiction: 'NG' };
  const rows: [string, number][] = [];
  for (const det of detectorsFor('NG', ruleDetectors())) {
    const copies = notes(N, 23);
    for (const t of warm) det.detect(t, ctx);
    const c = process.cpuUsage();
    for (const t of copies) det.detect(t, ctx);
    rows.push([det.name, cpuUs(process.cpuUsage(c)) / N]);
  }
  let sum = 0;
  for (const [name, us] of rows.sort((a, b) => b[1] - a[1])) {
    sum += us;
    console.log(`  ${name.padEnd(30)} ${us.toFixed(1)} µs`);
  }
  console.log(`  sum of detectors alone         ${sum.toFixed(1)} µs (the rest of the whole call: overlaps, offsets, citations)`);
  const docs = [1, 2, 3].map((k) => document(1_000_000, 500 + k));
  detect(req(document(1_000_000, 499)));
  const mb = new TextEncoder().encode(docs[0]!).length / 1e6;
  const cd = process.cpuUsage();
  for (const t of docs) detect(req(t));
  const perMb = cpuUs(process.cpuUsage(cd)) / 1000 / docs.length / mb;
  console.log(`1 MB document (varied, never seen before): CPU ${perMb.toFixed(1)} ms per MB = ${(1000 / perMb).toFixed(2)} MB/s of CPU`);
}

if (process.argv[1]?.endsWith("detect-cpu.ts")) main();
