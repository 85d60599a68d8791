// Building blocks of the person record pair sets (bench/persons/): a seeded context, a fictional
// person, and the ways real registers write that person down (name order, date forms, phone forms,
// the field names callers use). Written by the author of templates-heldout1.ts without reading the
// comparison engine; nothing here knows how the engine compares. Every value is fictional: numbers
// keep the shape of each country's documents (and their check digits where cheap) but belong to no one.
import { type Rng, seededRng } from '../lib/rng.js';

export type Jurisdiction = 'NG' | 'KE' | 'GH' | 'ZA' | 'GB' | 'EU';
export const JURISDICTIONS: readonly Jurisdiction[] = ['NG', 'KE', 'GH', 'ZA', 'GB', 'EU'];

export type Sex = 'M' | 'F';
export type Value = string;
export type PersonRecord = Record<string, Value>;

export interface Ymd {
  y: number;
  m: number;
  d: number;
}

/** A fictional natural person as the registers would know them. */
export interface Person {
  j: Jurisdiction;
  /** Country inside the jurisdiction (EU: ES, FR, DE, IT, NL, PL, PT, GR; else the jurisdiction). */
  country: string;
  sex: Sex;
  given: string;
  middle: string;
  surname: string;
  suffix: string;
  dob: Ymd;
  /** Digits with country code, no plus. */
  phone: string;
  email: string;
  address: string;
  city: string;
  /** Where the person was born (it does not move when they do). */
  birthPlace: string;
  nationalId: string;
  passport: string;
  taxId: string;
  licence: string;
  occupation: string;
}

export class Ctx {
  readonly r: Rng;
  constructor(seed: number) {
    this.r = seededRng(seed);
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.r() * (hi - lo + 1));
  }
  pick<T>(xs: readonly T[]): T {
    if (xs.length === 0) throw new Error('pick from an empty list');
    return xs[Math.floor(this.r() * xs.length)]!;
  }
  chance(p: number): boolean {
    return this.r() < p;
  }
  digits(n: number): string {
    let s = String(this.int(1, 9));
    while (s.length < n) s += String(this.int(0, 9));
    return s;
  }
  letters(n: number, from = 'ABCDEFGHJKLMNPRSTUVWXYZ'): string {
    let s = '';
    while (s.length < n) s += from[this.int(0, from.length - 1)]!;
    return s;
  }
}

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Date forms seen in registers: ISO, day-first with /, . or -, two-digit years, month names, Oracle-style, compact. */
export type DateForm = 'iso' | 'dmy/' | 'dmy.' | 'dmy-' | 'd/m/yy' | 'd mon y' | 'd month y' | 'month d, y' | 'dd-MON-yyyy' | 'dd-mon-yy' | 'yyyymmdd' | 'mdy/';
export const DAY_FIRST_FORMS: readonly DateForm[] = ['iso', 'dmy/', 'dmy.', 'dmy-', 'd/m/yy', 'd mon y', 'd month y', 'month d, y', 'dd-MON-yyyy', 'dd-mon-yy', 'yyyymmdd'];

export function formatDate(t: Ymd, form: DateForm): string {
  const mon = MONTHS[t.m - 1]!;
  const yy = pad(t.y % 100);
  switch (form) {
    case 'iso':
      return `${t.y}-${pad(t.m)}-${pad(t.d)}`;
    case 'dmy/':
      return `${pad(t.d)}/${pad(t.m)}/${t.y}`;
    case 'dmy.':
      return `${pad(t.d)}.${pad(t.m)}.${t.y}`;
    case 'dmy-':
      return `${pad(t.d)}-${pad(t.m)}-${t.y}`;
    case 'd/m/yy':
      return `${t.d}/${t.m}/${yy}`;
    case 'd mon y':
      return `${t.d} ${mon.slice(0, 3)} ${t.y}`;
    case 'd month y':
      return `${t.d} ${mon} ${t.y}`;
    case 'month d, y':
      return `${mon} ${t.d}, ${t.y}`;
    case 'dd-MON-yyyy':
      return `${pad(t.d)}-${mon.slice(0, 3).toUpperCase()}-${t.y}`;
    case 'dd-mon-yy':
      return `${pad(t.d)}-${mon.slice(0, 3)}-${yy}`;
    case 'yyyymmdd':
      return `${t.y}${pad(t.m)}${pad(t.d)}`;
    case 'mdy/':
      return `${pad(t.m)}/${pad(t.d)}/${t.y}`;
  }
}

export function daysIn(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function randomDob(c: Ctx, from = 1950, to = 2004): Ymd {
  const y = c.int(from, to);
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, daysIn(y, m)) };
}

/** A clearly different date of birth: another year (3 to 30 years away) and another month. */
export function otherDob(c: Ctx, t: Ymd): Ymd {
  const y = t.y + (c.chance(0.5) ? 1 : -1) * c.int(3, 30);
  let m = c.int(1, 12);
  if (m === t.m) m = (m % 12) + 1;
  return { y, m, d: Math.min(c.int(1, 28), daysIn(y, m)) };
}

// ---- phones ---------------------------------------------------------------------------------------

interface PhonePlan {
  cc: string;
  /** National significant number generator. */
  nsn: (c: Ctx) => string;
  /** Whether the country dials a trunk 0 before the national number. */
  trunk: boolean;
  /** Spaced groups of the national number. */
  groups: number[];
}

export const PHONE: Record<string, PhonePlan> = {
  NG: { cc: '234', nsn: (c) => c.pick(['803', '806', '813', '816', '703', '706', '805', '807', '802', '909', '810']) + c.digits(7), trunk: true, groups: [3, 3, 4] },
  KE: { cc: '254', nsn: (c) => c.pick(['712', '722', '733', '701', '745', '798', '110', '115']) + c.digits(6), trunk: true, groups: [3, 3, 3] },
  GH: { cc: '233', nsn: (c) => c.pick(['24', '54', '55', '20', '50', '26', '27']) + c.digits(7), trunk: true, groups: [2, 3, 4] },
  ZA: { cc: '27', nsn: (c) => c.pick(['82', '83', '72', '73', '84', '71', '61', '79']) + c.digits(7), trunk: true, groups: [2, 3, 4] },
  // Ofcom's drama range (07700 900000 to 900999): numbers reserved for fiction.
  GB: { cc: '44', nsn: (c) => `7700900${pad(c.int(0, 999), 3)}`, trunk: true, groups: [4, 6] },
  ES: { cc: '34', nsn: (c) => c.pick(['6', '7']) + c.digits(8), trunk: false, groups: [3, 3, 3] },
  FR: { cc: '33', nsn: (c) => c.pick(['6', '7']) + c.digits(8), trunk: true, groups: [1, 2, 2, 2, 2] },
  DE: { cc: '49', nsn: (c) => c.pick(['151', '152', '160', '170', '171', '176']) + c.digits(8), trunk: true, groups: [3, 8] },
  IT: { cc: '39', nsn: (c) => c.pick(['320', '333', '347', '349', '366', '393']) + c.digits(7), trunk: false, groups: [3, 3, 4] },
  NL: { cc: '31', nsn: (c) => `6${c.digits(8)}`, trunk: true, groups: [1, 8] },
  PL: { cc: '48', nsn: (c) => c.pick(['50', '51', '60', '66', '69', '78', '79']) + c.digits(7), trunk: false, groups: [3, 3, 3] },
  PT: { cc: '351', nsn: (c) => c.pick(['91', '92', '93', '96']) + c.digits(7), trunk: false, groups: [3, 3, 3] },
  GR: { cc: '30', nsn: (c) => c.pick(['690', '693', '694', '697', '698', '699']) + c.digits(7), trunk: false, groups: [3, 3, 4] },
};

export function newPhone(c: Ctx, country: string): string {
  const plan = PHONE[country]!;
  return plan.cc + plan.nsn(c);
}

/** Phone forms: E.164, spaced international, 00 prefix, digits with the code and no plus, national (trunk 0 where the country has one). */
export type PhoneForm = 'e164' | 'intl' | '00' | 'bare' | 'national' | 'national-spaced';

function grouped(s: string, groups: number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const g of groups) {
    if (at >= s.length) break;
    parts.push(s.slice(at, at + g));
    at += g;
  }
  if (at < s.length) parts.push(s.slice(at));
  return parts.join(' ');
}

export function formatPhone(full: string, country: string, form: PhoneForm): string {
  const plan = PHONE[country]!;
  const nsn = full.slice(plan.cc.length);
  const national = (plan.trunk ? '0' : '') + nsn;
  switch (form) {
    case 'e164':
      return `+${full}`;
    case 'intl':
      return `+${plan.cc} ${grouped(nsn, plan.groups)}`;
    case '00':
      return `00${full}`;
    case 'bare':
      return full;
    case 'national':
      return national;
    case 'national-spaced':
      return (plan.trunk ? '0' : '') + grouped(nsn, plan.groups);
  }
}

// ---- identifiers (fictional, in each country's shape) ----------------------------------------------

function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

function ukLicence(c: Ctx, surname: string, given: string, middle: string, sex: Sex, dob: Ymd): string {
  const s5 = (surname.toUpperCase().replace(/[^A-Z]/g, '') + '99999').slice(0, 5);
  const month = pad(dob.m + (sex === 'F' ? 50 : 0));
  const initials = ((given[0] ?? '9') + (middle[0] ?? '9')).toUpperCase();
  const ys = pad(dob.y % 100);
  return `${s5}${ys[0]}${month}${pad(dob.d)}${ys[1]}${initials}9${c.letters(2)}`;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** National id, passport, tax id and driving licence numbers in the shapes each country issues. */
export function newIds(c: Ctx, country: string, sex: Sex, dob: Ymd, given: string, middle: string, surname: string): Pick<Person, 'nationalId' | 'passport' | 'taxId' | 'licence'> {
  const yy = pad(dob.y % 100);
  switch (country) {
    case 'NG':
      return { nationalId: c.digits(11), passport: `A${c.digits(8)}`, taxId: `${c.digits(8)}-0001`, licence: `${c.letters(3)}${c.digits(5)}${c.letters(2)}${c.digits(2)}` };
    case 'KE':
      return { nationalId: String(c.int(20000000, 39999999)), passport: `AK${c.digits(7)}`, taxId: `A${pad(c.int(0, 999999999), 9)}${c.letters(1)}`, licence: `DL${c.digits(7)}` };
    case 'GH':
      return { nationalId: `GHA-${c.digits(9)}-${c.int(0, 9)}`, passport: `G${c.digits(7)}`, taxId: `P00${c.digits(8)}`, licence: `${c.letters(3)}-${c.digits(8)}-${c.digits(5)}` };
    case 'ZA': {
      const seq = sex === 'F' ? c.int(0, 4999) : c.int(5000, 9999);
      const body = `${yy}${pad(dob.m)}${pad(dob.d)}${pad(seq, 4)}08`;
      return { nationalId: body + luhnDigit(body), passport: `A${c.digits(8)}`, taxId: `${c.pick(['0', '1', '2', '3'])}${c.digits(9)}`, licence: `${c.digits(10)}${c.letters(2)}` };
    }
    case 'GB': {
      const ni = `${c.letters(2, 'ABCEGHJKLMNPRSTWXYZ')}${c.digits(6)}${c.pick(['A', 'B', 'C', 'D'])}`;
      return { nationalId: ni, passport: c.digits(9), taxId: `${c.digits(10)}`, licence: ukLicence(c, surname, given, middle, sex, dob) };
    }
    case 'ES': {
      const n = c.int(10000000, 79999999);
      return { nationalId: `${n}${DNI_LETTERS[n % 23]}`, passport: `${c.letters(3)}${c.digits(6)}`, taxId: `${n}${DNI_LETTERS[n % 23]}`, licence: `${n}${DNI_LETTERS[n % 23]}` };
    }
    case 'FR': {
      const body = `${sex === 'M' ? 1 : 2}${yy}${pad(dob.m)}${c.pick(['75', '69', '13', '33', '59', '31'])}${c.digits(3)}${c.digits(3)}`;
      const key = 97 - Number(BigInt(body) % 97n);
      // France: the NIR (social security number, sex and birth year and month first) is the number registers carry.
      return { nationalId: body + pad(key), passport: `${c.digits(2)}${c.letters(2)}${c.digits(5)}`, taxId: c.digits(13), licence: `${c.digits(12)}` };
    }
    case 'DE':
      return { nationalId: `${c.pick(['L', 'M', 'N'])}${c.letters(3, 'CFGHJKLMNPRTVWXYZ0123456789')}${c.digits(5)}`, passport: `C${c.letters(3, 'FGHJKLMNPRTVWXYZ')}${c.digits(5)}`, taxId: c.digits(11), licence: `B${c.digits(3)}${c.letters(3)}${c.digits(4)}` };
    case 'IT': {
      const cons = (s: string) => (s.toUpperCase().replace(/[^B-DF-HJ-NP-TV-Z]/g, '') + 'XXX').slice(0, 3);
      const month = 'ABCDEHLMPRST'[dob.m - 1];
      const day = pad(dob.d + (sex === 'F' ? 40 : 0));
      const cf = `${cons(surname)}${cons(given)}${yy}${month}${day}${c.pick(['H501', 'F205', 'F839', 'L219', 'A944', 'G273'])}${c.letters(1)}`;
      return { nationalId: `CA${c.digits(5)}${c.letters(2)}`, passport: `Y${c.letters(1)}${c.digits(7)}`, taxId: cf, licence: `U1${c.letters(1)}${c.digits(6)}${c.letters(1)}` };
    }
    case 'NL': {
      // BSN: nine digits passing the eleven-test.
      for (;;) {
        const d = c.digits(8) + '0';
        const w = [9, 8, 7, 6, 5, 4, 3, 2];
        const s = w.reduce((acc, wi, i) => acc + wi * Number(d[i]), 0);
        const last = s % 11;
        if (last <= 9) {
          const bsn = d.slice(0, 8) + String(last);
          return { nationalId: bsn, passport: `${c.letters(2)}${c.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}${c.digits(5)}`, taxId: bsn, licence: c.digits(10) };
        }
      }
    }
    case 'PL': {
      const mm = dob.m + (dob.y >= 2000 ? 20 : 0);
      const body = `${yy}${pad(mm)}${pad(dob.d)}${c.digits(3)}${sex === 'M' ? c.pick(['1', '3', '5', '7', '9']) : c.pick(['0', '2', '4', '6', '8'])}`;
      const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
      const s = w.reduce((acc, wi, i) => acc + wi * Number(body[i]), 0);
      return { nationalId: body + String((10 - (s % 10)) % 10), passport: `E${c.letters(1)}${c.digits(7)}`, taxId: c.digits(10), licence: `${c.digits(5)}/${pad(dob.y % 100)}/${c.digits(4)}` };
    }
    case 'PT':
      return { nationalId: `${c.digits(8)} ${c.int(0, 9)} ${c.letters(2)}${c.int(0, 9)}`, passport: `C${c.digits(6)}`, taxId: c.pick(['1', '2']) + c.digits(8), licence: `L-${c.digits(6)} ${c.int(0, 9)}` };
    default:
      // GR: police identity card and AMKA-style social security number (dob first).
      return { nationalId: `${c.letters(2, 'ABEHIKMNOPTXYZ')} ${c.digits(6)}`, passport: `A${c.letters(1)}${c.digits(7)}`, taxId: c.digits(9), licence: c.digits(9) };
  }
}

// ---- names ----------------------------------------------------------------------------------------

export function fold(s: string): string {
  return s
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

export function titleCase(s: string): string {
  return s.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase());
}

/** Name forms: given middle surname; given surname; SURNAME, Given Middle; Surname Given Middle; given initial surname; all caps. */
export type NameForm = 'gms' | 'gs' | 'S, gm' | 'sgm' | 'g m. s' | 'GMS' | 'G. s';

export function formatName(p: Pick<Person, 'given' | 'middle' | 'surname' | 'suffix'>, form: NameForm): string {
  const m = p.middle;
  const sfx = p.suffix ? ` ${p.suffix}` : '';
  const join = (...xs: string[]) => xs.filter((x) => x !== '').join(' ');
  switch (form) {
    case 'gms':
      return join(p.given, m, p.surname) + sfx;
    case 'gs':
      return join(p.given, p.surname) + sfx;
    case 'S, gm':
      return `${p.surname.toUpperCase()}, ${join(p.given, m)}${sfx}`;
    case 'sgm':
      return join(p.surname, p.given, m) + sfx;
    case 'g m. s':
      return join(p.given, m ? `${m[0]}.` : '', p.surname) + sfx;
    case 'GMS':
      return (join(p.given, m, p.surname) + sfx).toUpperCase();
    case 'G. s':
      return join(`${p.given[0]}.`, p.surname) + sfx;
  }
}

// ---- keying errors ----------------------------------------------------------------------------------

/** One keying error in a word: a substituted letter (a neighbour on the keyboard), two letters swapped, a letter dropped or doubled. */
export function keyingError(c: Ctx, word: string): string {
  const near: Record<string, string> = { a: 's', s: 'a', d: 'f', e: 'r', r: 'e', i: 'o', o: 'i', n: 'm', m: 'n', u: 'y', t: 'r', l: 'k', k: 'l', b: 'v', c: 'x', g: 'h', h: 'j', y: 'u', w: 'q', p: 'o' };
  if (word.length < 4) return word + word[word.length - 1];
  const i = c.int(1, word.length - 2);
  switch (c.int(0, 3)) {
    case 0: {
      const ch = word[i]!;
      const lower = ch.toLowerCase();
      const sub = near[lower] ?? 'e';
      return word.slice(0, i) + (ch === lower ? sub : sub.toUpperCase()) + word.slice(i + 1);
    }
    case 1:
      return word.slice(0, i) + word[i + 1]! + word[i]! + word.slice(i + 2);
    case 2:
      return word.slice(0, i) + word.slice(i + 1);
    default:
      return word.slice(0, i + 1) + word[i]! + word.slice(i + 1);
  }
}

/** What a scanner's OCR does to a name or number: O/0, l/1, I/1, S/5, B/8, rn/m. */
export function ocrError(c: Ctx, s: string): string {
  const swaps: [RegExp, string][] = [
    [/O/, '0'],
    [/o/, '0'],
    [/0/, 'O'],
    [/l/, '1'],
    [/1/, 'l'],
    [/I/, '1'],
    [/S/, '5'],
    [/5/, 'S'],
    [/B/, '8'],
    [/m/, 'rn'],
    [/8/, 'B'],
    [/2/, 'Z'],
    [/6/, 'G'],
    [/7/, '1'],
  ];
  const fits = swaps.filter(([re]) => re.test(s));
  if (fits.length === 0) return keyingError(c, s);
  const [re, to] = c.pick(fits);
  return s.replace(re, to);
}
