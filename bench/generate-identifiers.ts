// Generator of VALID national/tax identifiers for every supported jurisdiction code, with the expected
// span of each, for the detection accuracy benchmark (bench/detect-accuracy.ts) and the identifier
// tests. Deterministic for a seeded rng. Each value is built from its published shape and its check
// character is found by trying every candidate against the detector's own validator; the validators
// themselves are pinned by published test vectors in test/detect/ids/.
import { offsetMap } from '../src/core/offsets.js';
import { EU_EEA_CODES, compactId, identifierDetectorsByName } from '../src/detect/ids/index.js';
import { cuePhrases } from '../src/detect/ids/cues.js';
import { type Rng, seededRng } from './lib/rng.js';

export { type Rng, seededRng };

export interface GeneratedIdentifier {
  /** ISO code whose detector should find it (an EU/EEA member when sampled for `EU`). */
  country: string;
  /** The identifier as written, separators included. */
  value: string;
  category: string;
  /** `rule:<name>` */
  detector: string;
  idType: string;
  /** A cue phrase of that detector to write before the value. */
  cue: string;
}

export interface IdentifierCase {
  jurisdiction: string;
  text: string;
  /** Expected detections; offsets in Unicode code points (the wire's unit). */
  expected: { category: string; detector: string; start: number; end: number }[];
}

/** The 36 supported jurisdiction codes. */
export const IDENTIFIER_CODES: readonly string[] = ['NG', 'KE', 'GH', 'ZA', 'GB', ...EU_EEA_CODES, 'EU'];


const int = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => String(int(rng, 0, 9))).join('');
const nz = (rng: Rng, n: number) => String(int(rng, 1, 9)) + digits(rng, n - 1);
const letters = (rng: Rng, n: number, from = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') =>
  Array.from({ length: n }, () => from[Math.floor(rng() * from.length)]!).join('');
const DIGIT_CHECKS = '0123456789'.split('');
const LETTER_CHECKS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const TWO_DIGIT_CHECKS = Array.from({ length: 100 }, (_, i) => pad(i, 2));
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A date between 1940 and 2015 (no 29 February, to stay valid in any century reading). */
function birthDate(rng: Rng): { y: number; m: number; d: number } {
  const m = int(rng, 1, 12);
  return { y: int(rng, 1940, 2015), m, d: int(rng, 1, DAYS[m - 1]!) };
}

/** Tries every check candidate after a fresh body until the detector's validator accepts it. */
function solve(name: string, body: () => string, checks: readonly string[], format: (full: string) => string = (s) => s): string {
  const validate = identifierDetectorsByName.get(name)!.rule.validate;
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const b = body();
    for (const check of checks) {
      const written = format(b + check);
      if (validate(compactId(written))) return written;
    }
  }
  throw new Error(`generate-identifiers: no valid ${name} found`);
}

const DOC_PREFIXES = new Set('INV ORD REF DOC TXN TRX ACC PMT RCT SKU LOT BAT PRO QUO TKT REQ'.split(' '));
const NINO_FIRST = 'ABCEGHJKLMNOPRSTWXYZ';
const NINO_SECOND = 'ABCEGHJKLMNPRSTWXYZ';

type Maker = (rng: Rng) => string;

const MAKERS: Record<string, Maker> = {
  ng_rc: (r) => `${pick(r, ['RC', 'RC ', 'BN '])}${nz(r, int(r, 5, 7))}`,
  ng_drivers_licence: (r) => {
    let p = letters(r, 3);
    while (DOC_PREFIXES.has(p)) p = letters(r, 3);
    return `${p}-${digits(r, int(r, 10, 12))}`;
  },
  ng_pvc: (r) => {
    const an = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
    return `${digits(r, 2)}${letters(r, 2, an)} ${letters(r, 2, an)}${letters(r, 2, an)} ${digits(r, 4)} ${digits(r, 3)} ${digits(r, 4)}`;
  },
  ng_bvn: (r) => `22${digits(r, 9)}`,
  ng_tin: (r) => (r() < 0.5 ? `${nz(r, 8)}-${digits(r, 4)}` : `${nz(r, 10)}${r() < 0.5 ? `-${digits(r, 4)}` : ''}`),
  ng_nin: (r) => nz(r, 11),
  ke_huduma: (r) => nz(r, int(r, 9, 12)),
  ke_kra_pin: (r) => `${pick(r, ['A', 'P'])}${digits(r, 9)}${letters(r, 1)}`,
  ke_nhif: (r) => nz(r, int(r, 8, 9)),
  ke_national_id: (r) => nz(r, int(r, 7, 8)),
  gh_ghana_card: (r) => `GHA-${digits(r, 9)}-${digits(r, 1)}`,
  gh_tin: (r) => `${pick(r, ['P', 'C', 'G'])}${digits(r, 10)}`,
  gh_ssnit: (r) => `${letters(r, 1)}${digits(r, 12)}`,
  za_national_id: (r) =>
    solve('za_national_id', () => {
      const { y, m, d } = birthDate(r);
      return `${pad(y % 100, 2)}${pad(m, 2)}${pad(d, 2)}${digits(r, 4)}${pick(r, ['0', '1'])}8`;
    }, DIGIT_CHECKS),
  za_passport: (r) => `${pick(r, ['A', 'M', 'D'])}${digits(r, 8)}`,
  za_tax_reference: (r) => solve('za_tax_reference', () => `${pick(r, ['0', '1', '2', '3', '9'])}${digits(r, 8)}`, DIGIT_CHECKS),
  gb_nino: (r) => {
    let p = letters(r, 1, NINO_FIRST) + letters(r, 1, NINO_SECOND);
    while (['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(p)) p = letters(r, 1, NINO_FIRST) + letters(r, 1, NINO_SECOND);
    const d = digits(r, 6);
    const s = letters(r, 1, 'ABCD');
    return r() < 0.5 ? `${p}${d}${s}` : `${p} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${s}`;
  },
  gb_nhs: (r) => solve('gb_nhs', () => `${int(r, 4, 7)}${digits(r, 8)}`, DIGIT_CHECKS, (s) => `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`),
  nl_bsn: (r) => solve('nl_bsn', () => nz(r, 8), DIGIT_CHECKS),
  be_national_number: (r) =>
    solve('be_national_number', () => {
      const { y, m, d } = birthDate(r);
      return `${pad(y % 100, 2)}${pad(m, 2)}${pad(d, 2)}${digits(r, 3)}`;
    }, TWO_DIGIT_CHECKS, (s) => `${s.slice(0, 2)}.${s.slice(2, 4)}.${s.slice(4, 6)}-${s.slice(6, 9)}.${s.slice(9)}`),
  lu_matricule: (r) =>
    solve('lu_matricule', () => {
      const { y, m, d } = birthDate(r);
      return `${y}${pad(m, 2)}${pad(d, 2)}${digits(r, 3)}`;
    }, TWO_DIGIT_CHECKS),
  de_steuer_idnr: (r) =>
    solve('de_steuer_idnr', () => {
      const pool = '0123456789'.split('').sort(() => r() - 0.5);
      const ten = [...pool.slice(0, 9), pool[int(r, 1, 8)]!];
      for (let i = ten.length - 1; i > 0; i--) {
        const j = int(r, 0, i);
        [ten[i], ten[j]] = [ten[j]!, ten[i]!];
      }
      if (ten[0] === '0') ten.reverse();
      return ten.join('');
    }, DIGIT_CHECKS, (s) => `${s.slice(0, 2)} ${s.slice(2, 5)} ${s.slice(5, 8)} ${s.slice(8)}`),
  at_svnr: (r) => {
    const { y, m, d } = birthDate(r);
    const date = `${pad(d, 2)}${pad(m, 2)}${pad(y % 100, 2)}`;
    const checks = DIGIT_CHECKS.map((c) => c + date);
    return solve('at_svnr', () => nz(r, 3), checks, (s) => `${s.slice(0, 4)} ${s.slice(4)}`);
  },
  li_peid: (r) => nz(r, int(r, 7, 12)),
  fr_nir: (r) =>
    solve('fr_nir', () => {
      const { y, m } = birthDate(r);
      const dept = r() < 0.1 ? pick(r, ['2A', '2B']) : pad(int(r, 1, 95), 2);
      return `${int(r, 1, 2)}${pad(y % 100, 2)}${pad(m, 2)}${dept}${pad(int(r, 1, 990), 3)}${pad(int(r, 1, 999), 3)}`;
    }, TWO_DIGIT_CHECKS, (s) => `${s[0]} ${s.slice(1, 3)} ${s.slice(3, 5)} ${s.slice(5, 7)} ${s.slice(7, 10)} ${s.slice(10, 13)} ${s.slice(13)}`),
  ie_ppsn: (r) => {
    const second = pick(r, ['', 'A']);
    return solve('ie_ppsn', () => digits(r, 7), LETTER_CHECKS.slice(0, 23).map((l) => l + second));
  },
  se_personnummer: (r) =>
    solve('se_personnummer', () => {
      const { y, m, d } = birthDate(r);
      return `${pad(y % 100, 2)}${pad(m, 2)}${pad(d, 2)}${digits(r, 3)}`;
    }, DIGIT_CHECKS, (s) => `${s.slice(0, 6)}-${s.slice(6)}`),
  no_fodselsnummer: (r) =>
    solve('no_fodselsnummer', () => {
      const { y, m, d } = birthDate(r);
      return `${pad(d, 2)}${pad(m, 2)}${pad(y % 100, 2)}${digits(r, 3)}`;
    }, TWO_DIGIT_CHECKS),
  dk_cpr: (r) => {
    const { y, m, d } = birthDate(r);
    return `${pad(d, 2)}${pad(m, 2)}${pad(y % 100, 2)}-${digits(r, 4)}`;
  },
  fi_hetu: (r) =>
    solve('fi_hetu', () => {
      const { y, m, d } = birthDate(r);
      const sign = y >= 2000 ? 'A' : '-';
      return `${pad(d, 2)}${pad(m, 2)}${pad(y % 100, 2)}${sign}${pad(int(r, 2, 899), 3)}`;
    }, '0123456789ABCDEFHJKLMNPRSTUVWXY'.split('')),
  is_kennitala: (r) => {
    const { y, m, d } = birthDate(r);
    const century = y >= 2000 ? '0' : '9';
    return solve('is_kennitala', () => `${pad(d, 2)}${pad(m, 2)}${pad(y % 100, 2)}${digits(r, 2)}`, DIGIT_CHECKS.map((c) => c + century), (s) => `${s.slice(0, 6)}-${s.slice(6)}`);
  },
  es_dni: (r) =>
    r() < 0.7
      ? solve('es_dni', () => digits(r, 8), LETTER_CHECKS)
      : solve('es_dni', () => `${pick(r, ['X', 'Y', 'Z'])}${digits(r, 7)}`, LETTER_CHECKS),
  pt_nif: (r) => solve('pt_nif', () => `${pick(r, ['1', '2'])}${digits(r, 7)}`, DIGIT_CHECKS),
  pt_cc: (r) => solve('pt_cc', () => `${digits(r, 9)}${pick(r, ['ZZ', 'ZX', 'ZY', 'AZ'])}`, DIGIT_CHECKS, (s) => `${s.slice(0, 8)} ${s[8]} ${s.slice(9)}`),
  it_codice_fiscale: (r) =>
    solve('it_codice_fiscale', () => {
      const { y, m, d } = birthDate(r);
      const day = d + (r() < 0.5 ? 40 : 0);
      return `${letters(r, 6)}${pad(y % 100, 2)}${'ABCDEHLMPRST'[m - 1]}${pad(day, 2)}${letters(r, 1)}${digits(r, 3)}`;
    }, LETTER_CHECKS),
  gr_amka: (r) =>
    solve('gr_amka', () => {
      const { y, m, d } = birthDate(r);
      return `${pad(d, 2)}${pad(m, 2)}${pad(y % 100, 2)}${digits(r, 4)}`;
    }, DIGIT_CHECKS),
  mt_id_card: (r) => `${nz(r, int(r, 4, 7))}${pick(r, ['M', 'G', 'A', 'P', 'L', 'H', 'B', 'Z'])}`,
  cy_tic: (r) => solve('cy_tic', () => `${pick(r, ['0', '1', '3', '4', '5', '9'])}${digits(r, 7)}`, LETTER_CHECKS),
  cy_id_card: (r) => nz(r, int(r, 6, 10)),
  pl_pesel: (r) =>
    solve('pl_pesel', () => {
      const { y, m, d } = birthDate(r);
      return `${pad(y % 100, 2)}${pad(m + (y >= 2000 ? 20 : 0), 2)}${pad(d, 2)}${digits(r, 4)}`;
    }, DIGIT_CHECKS),
  cz_rodne_cislo: (r) => rodneCislo('cz_rodne_cislo', r),
  sk_rodne_cislo: (r) => rodneCislo('sk_rodne_cislo', r),
  hu_taj: (r) => solve('hu_taj', () => digits(r, 8), DIGIT_CHECKS, (s) => `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`),
  si_emso: (r) =>
    solve('si_emso', () => {
      const { y, m, d } = birthDate(r);
      return `${pad(d, 2)}${pad(m, 2)}${pad(y % 1000, 3)}50${digits(r, 3)}`;
    }, DIGIT_CHECKS),
  hr_oib: (r) => solve('hr_oib', () => nz(r, 10), DIGIT_CHECKS),
  ro_cnp: (r) =>
    solve('ro_cnp', () => {
      const { y, m, d } = birthDate(r);
      const s = y >= 2000 ? pick(r, ['5', '6']) : pick(r, ['1', '2']);
      return `${s}${pad(y % 100, 2)}${pad(m, 2)}${pad(d, 2)}${pad(int(r, 1, 46), 2)}${digits(r, 3)}`;
    }, DIGIT_CHECKS),
  bg_egn: (r) =>
    solve('bg_egn', () => {
      const { y, m, d } = birthDate(r);
      return `${pad(y % 100, 2)}${pad(m + (y >= 2000 ? 40 : 0), 2)}${pad(d, 2)}${digits(r, 3)}`;
    }, DIGIT_CHECKS),
  ee_isikukood: (r) => baltic('ee_isikukood', r),
  lt_asmens_kodas: (r) => baltic('lt_asmens_kodas', r),
  lv_personas_kods: (r) =>
    r() < 0.2
      ? `32${digits(r, 4)}-${digits(r, 5)}`
      : solve('lv_personas_kods', () => {
          const { y, m, d } = birthDate(r);
          return `${pad(d, 2)}${pad(m, 2)}${pad(y % 100, 2)}${y >= 2000 ? 2 : 1}${digits(r, 3)}`;
        }, DIGIT_CHECKS, (s) => `${s.slice(0, 6)}-${s.slice(6)}`),
};

function rodneCislo(name: string, r: Rng): string {
  return solve(name, () => {
    const y = int(r, 1954, 2015);
    const m = int(r, 1, 12);
    const d = int(r, 1, DAYS[m - 1]!);
    return `${pad(y % 100, 2)}${pad(m + (r() < 0.5 ? 50 : 0), 2)}${pad(d, 2)}${digits(r, 3)}`;
  }, DIGIT_CHECKS, (s) => `${s.slice(0, 6)}/${s.slice(6)}`);
}

function baltic(name: string, r: Rng): string {
  return solve(name, () => {
    const { y, m, d } = birthDate(r);
    const g = (y >= 2000 ? 5 : 3) + int(r, 0, 1);
    return `${g}${pad(y % 100, 2)}${pad(m, 2)}${pad(d, 2)}${digits(r, 3)}`;
  }, DIGIT_CHECKS);
}

/** One valid identifier per detector of `country` (for `EU`: of one EU/EEA member drawn by `rng`). */
export function sampleIdentifier(country: string, rng: Rng): GeneratedIdentifier[] {
  const code = country.toUpperCase() === 'EU' ? pick(rng, EU_EEA_CODES) : country.toUpperCase();
  const out: GeneratedIdentifier[] = [];
  for (const det of identifierDetectorsByName.values()) {
    if (!det.countries.includes(code)) continue;
    const make = MAKERS[det.name];
    if (!make) throw new Error(`generate-identifiers: no maker for ${det.name}`);
    const phrases = cuePhrases(det.name);
    out.push({
      country: code,
      value: make(rng),
      category: det.rule.category,
      detector: `rule:${det.name}`,
      idType: det.rule.idType,
      cue: pick(rng, phrases.slice(0, Math.min(3, phrases.length))),
    });
  }
  if (out.length === 0) throw new Error(`generate-identifiers: unsupported code ${country}`);
  return out;
}

const TEMPLATES: readonly [string, string][] = [
  ["The applicant's ", ' is {v}.'],
  ['', ': {v}'],
  ['Please verify ', ' {v} before Friday.'],
  ['Record 🔒 updated with ', ' {v} today.'],
  ['We received the form (', ' {v}) yesterday.'],
];

/** One sentence carrying `id` after its cue, with the expected span in code points. */
export function identifierSentence(id: GeneratedIdentifier, rng: Rng): { text: string; start: number; end: number } {
  const [head, tail] = pick(rng, TEMPLATES);
  const cue = head === '' ? id.cue[0]!.toUpperCase() + id.cue.slice(1) : id.cue;
  const [beforeValue, afterValue] = tail.split('{v}') as [string, string];
  const prefix = head + cue + beforeValue;
  const text = prefix + id.value + afterValue;
  const map = offsetMap(text);
  return { text, start: map.toCodePoint(prefix.length), end: map.toCodePoint(prefix.length + id.value.length) };
}

/** `rounds` sentences per detector per code (all 36 codes), deterministic for `seed`. */
export function identifierCases(seed: number, rounds: number): IdentifierCase[] {
  const rng = seededRng(seed);
  const cases: IdentifierCase[] = [];
  for (let i = 0; i < rounds; i++) {
    for (const code of IDENTIFIER_CODES) {
      for (const id of sampleIdentifier(code, rng)) {
        const s = identifierSentence(id, rng);
        cases.push({
          jurisdiction: code,
          text: s.text,
          expected: [{ category: id.category, detector: id.detector, start: s.start, end: s.end }],
        });
      }
    }
  }
  return cases;
}
