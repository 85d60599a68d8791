// Held-out person pairs, set 24: five pairs of sources that set down one person each in their own words, and five
// look-alike kinds beside them — a church's marriage register (or its marriage preparation / banns form) against the
// civil marriage record of the same wedding (the party as the registrar writes them), a maternity ward's notification of
// birth against the civil birth registration of the child (the person is the MOTHER; the child's own particulars sit on
// both records under the child's headers), a blood service's donor register against the donation session log of a
// mobile blood drive, a revenue authority's tax clearance / tax compliance certificate against a sole trader's tender
// bid or supplier registration form, and a police clearance / certificate of good conduct against a ride-hailing
// platform's driver onboarding export — in Nigeria, Kenya, Ghana, South Africa, the United Kingdom (GB) and the
// European Union (Germany, France, the Netherlands, Spain, Poland).
// Who wrote it: a blind author helper of session 37 (branch s37-persons24), who never read the comparison rules.
// How it is made: each kind draws its people (names, births, phones, national and tax numbers) from the author's own
// name lists and writes the source-A and source-B records with that source's headers (in the source's language), date
// form, phone form and slips, from a seeded generator (bench/persons/generate.ts, seed 2424). The phone and date
// writers, the keyed slip, the re-keying and the public check-digit schemes (South African ID Luhn, BSN 11-proef,
// PESEL, DNI letter, NIR key 97, NIP, NINO shape) are imported from templates-heldout19.ts, as sets 20–23 did (no name
// list or kind of an earlier set is used).
// What the author read: the session's rules (s37-common.md), the blind authors' brief and this set's brief;
// bench/persons/generate.ts; bench/persons.ts (to wire the set in); bench/persons/records.ts lines 1–80 (types and
// Ctx); templates-heldout23.ts lines 1–520 and its last 60 lines (for the structure: header, helpers, kinds);
// templates-heldout19.ts lines 96–130, 186–260 and 295–440 (types and the exported helpers used here); the diffs of
// commit 6249ba01 to bench/persons.ts, bench/persons/generate.ts and test/bench/persons-generate.test.ts (set 23's
// block, and the test's shared helpers assertRecords, assertKinds and birth22); the kind names of sets 1–23 (a grep
// over their `kind:` lines printing only the names, and a count of their `//   same_` / `//   diff_` header lines).
// What the author did NOT read: src/ (anything), data-files/, README paragraphs about rules or errors, any set's data
// file, records2–8.ts and the bodies of sets 1–22's templates. Neither the engine nor the bench was run on this set
// before it was committed.
// Every value is fictional. With their check digit: South African ID numbers, BSN, PESEL, DNI/NIF letters, French NIR,
// Polish NIP. Shape only: Nigerian NIN and TIN, Kenyan ID and KRA PIN, Ghana Card and TIN, SA income tax numbers, NINO,
// UTR, German ID card and tax numbers, French numéro fiscal, Dutch VAT ids, and every donor, certificate, hospital,
// registration and platform number.
//
// Labelling policy: `same` means the two records describe the same natural person, as a careful analyst would judge
// from the two records alone; `different` means two natural people, however much they share. Every `same` pair carries
// the person's name on both sides and at least one more agreeing identifier of the person (national number, tax
// number, donor number, clearance certificate number, the person's own phone, or the whole birth date), and the
// person's births, where both sides state them, agree. Every `different` pair shares no own number of the person and
// tells its two people apart by a number of one scheme on both sides that disagrees, or by whole birth dates on both
// sides that disagree (twins: by a number); and it keeps the kind's look-alike promise below. A phone is the person's own
// unless its header names someone else (husband, next of kin, business line); a parish, hospital, session venue,
// business name, address, vehicle or marriage / birth registration number is shared, not owned. A record may carry
// other people's names and dates under their own headers (the spouse, the father, the child, the informant): the
// person of the record is the one the kind names (a party to the wedding, the mother, the donor, the taxpayer /
// bidder, the applicant / driver). A birth date is never written month first with digits.
//
// Kinds (78 pairs each, cycling NG, KE, GH, ZA, GB, EU — 13 per jurisdiction; 5 `same`, 5 `different`, 780 pairs, 130
// per jurisdiction):
//   same_church_marriage_register_vs_civil_marriage_record   church side: the party's column of the parish register or
//                                                  the marriage preparation form (names as the priest wrote them, age
//                                                  and birth date, condition, profession, residence, father's name,
//                                                  the other party), at times the id number; civil side: the party as
//                                                  the registrar keys them (surname first, capitals), birth date, id
//                                                  number where that country's record prints one, the spouse.
//   same_birth_notification_vs_civil_birth_registration_mother   hospital notification: mother's name (a title at
//                                                  times), age or birth date, hospital number, NIN / id at times,
//                                                  phone, husband's phone, the baby's sex, weight and delivery date;
//                                                  civil registration: the child's name and birth date, the mother's
//                                                  full name, birth date, id number, occupation, the father, the
//                                                  informant, the entry number.
//   same_blood_donor_register_vs_donation_session_log   donor register: donor number, names, birth, sex, blood group,
//                                                  phone, address; session log: venue and date, the donor number
//                                                  re-keyed (at times only the birth date), the name short, Hb, unit
//                                                  number, the phone at times.
//   same_tax_clearance_certificate_vs_tender_bid_form   certificate: taxpayer name as the revenue system prints it,
//                                                  tax number, certificate number, validity; bid / supplier form: the
//                                                  trade name, the proprietor's names, id number, tax number re-keyed,
//                                                  the certificate number quoted at times, phone, address.
//   same_police_clearance_vs_ride_hailing_onboarding   certificate: reference number, applicant's names, birth, id
//                                                  number, place of birth, result; onboarding export: driver id,
//                                                  first / last name, phone, birth, id number, vehicle, the
//                                                  certificate reference as the ops agent keyed it.
//   diff_double_wedding_brothers_one_church        two brothers married on one day in one church: one surname, one
//                                                  father, one residence, births 1 to 12 years apart, own id numbers.
//   diff_birth_mothers_sisters_in_law_one_house    wives of two brothers delivering at one hospital: one married
//                                                  surname (Spain: each her own), one family house, and in NG, KE, GH,
//                                                  ZA and GB one family phone under a husband / next-of-kin header;
//                                                  own births and ids.
//   diff_blood_donor_twins_one_session             twins giving blood at one session: one surname, one birth date, one
//                                                  address, own donor numbers on both sides.
//   diff_tender_son_under_fathers_trade_name       the father's tax clearance against the son's bid form under the
//                                                  father's trade name, one address, at times one given name; own tax
//                                                  numbers on both sides.
//   diff_ride_hailing_brothers_sharing_one_car     one brother's police clearance against the other's onboarding with
//                                                  the one car: one surname, one address, own id numbers, births 1 to
//                                                  15 years apart.
//
// Slips the author saw before the reading (left as they are): a record's own dates (wedding, delivery, session, issue)
// are drawn on their own and need not fit each other or the person's age (an age written beside a birth is computed
// from the wedding or delivery year); a town drawn beside a church, hospital or venue need not be the address's town;
// name lists mix a country's peoples freely; the civil marriage record's "condition" may be written differently from
// the church's.
//
// Use: read ONCE with `npm run bench:persons -- --set heldout24`; the figures of that reading are reported by the
// author, and from then on the set is development data.
import type { Ctx, Jurisdiction, PersonRecord, Ymd } from './records.js';
import { bsn19, type Country19, date19, dni19, fold19, nino19, nip19, nir19, type PhoneForm19, pesel19, phone19, rekey19, slip19, zaId19 } from './templates-heldout19.js';

export type Label24 = 'same' | 'different';

export interface Kind24 {
  kind: string;
  label: Label24;
  pairs: number;
  make(c: Ctx, j: Jurisdiction): { a: PersonRecord; b: PersonRecord };
}

export type Country24 = Country19;
type Sex24 = 'M' | 'F';

/** Same shape as set 19's person, so that set's public check-digit helpers take it. */
export interface Person24 {
  country: Country24;
  sex: Sex24;
  given: string;
  short: string;
  middle: string;
  surname: string;
  surname2: string;
  dob: Ymd;
  phone: string;
}

export { fold19 as fold24 };

const PAIRS24 = 78;

// ---------------------------------------------------------------- the keys that name the person's own identifiers

/** Headers under which a record writes the person's own identifiers, by scheme (the test reads them from here). */
export const KEYS24 = { own: new Set<string>(), national: new Set<string>(), tax: new Set<string>(), phone: new Set<string>(), birth: new Set<string>() };
function register24(set: Set<string>, k: string): string {
  set.add(k);
  return k;
}
const own = (k: string) => register24(KEYS24.own, k);
const natK = (k: string) => register24(KEYS24.national, k);
const taxK = (k: string) => register24(KEYS24.tax, k);
const tel = (k: string) => register24(KEYS24.phone, k);
const bornK = (k: string) => register24(KEYS24.birth, k);

// ---------------------------------------------------------------- names (the author's own lists)

type G = readonly (readonly [string, string])[];
const NAMES24: Record<Country24, { m: G; f: G; s: readonly string[] }> = {
  NG: {
    m: [['Babajide', 'Jide'], ['Emeka', ''], ['Abdulrahman', ''], ['Tunde', ''], ['Chibuike', 'Chibu'], ['Nasiru', ''], ['Osaro', ''], ['Nnamdi', ''], ['Femi', ''], ['Danjuma', ''], ['Victor', ''], ['Oluwaseun', 'Seun']],
    f: [['Folasade', 'Sade'], ['Ngozi', ''], ['Aisha', ''], ['Olayinka', 'Yinka'], ['Amarachi', 'Amara'], ['Halima', ''], ['Eghosa', ''], ['Adaeze', 'Ada'], ['Bukola', 'Bukky'], ['Salamatu', ''], ['Patience', ''], ['Titilayo', 'Titi']],
    s: ['Adebayo', 'Okafor', 'Bello', 'Ogunleye', 'Eze', 'Abubakar', 'Osagie', 'Nwosu', 'Afolabi', 'Danladi', 'Etim', 'Uzor', 'Olatunji', 'Chukwuemeka', 'Lawal', 'Odia'],
  },
  KE: {
    m: [['Kipchoge', ''], ['Kamau', ''], ['Ochieng', ''], ['Barasa', ''], ['Mwangangi', ''], ['Mohamed', ''], ['Kevin', ''], ['Collins', ''], ['Joseph', 'Joe'], ['Stephen', 'Steve'], ['Francis', ''], ['Emmanuel', 'Emma']],
    f: [['Jepkemoi', ''], ['Wanjiru', ''], ['Atieno', ''], ['Naliaka', ''], ['Mumbua', ''], ['Zainabu', ''], ['Mercy', ''], ['Caroline', 'Carol'], ['Faith', ''], ['Winnie', ''], ['Purity', ''], ['Diana', '']],
    s: ['Kibet', 'Mwangi', 'Odhiambo', 'Wekesa', 'Mutua', 'Abdi', 'Karanja', 'Langat', 'Achieng', 'Ngugi', 'Nyongesa', 'Muthoka', 'Cheruiyot', 'Gitau', 'Okoth', 'Wambui'],
  },
  GH: {
    m: [['Kwabena', ''], ['Yaw', ''], ['Kobina', ''], ['Kwame', ''], ['Selorm', ''], ['Abdul-Rahman', ''], ['Nii Armah', ''], ['Emmanuel', 'Emma'], ['Isaac', ''], ['Ebenezer', 'Ebo'], ['Francis', ''], ['Richmond', '']],
    f: [['Abena', ''], ['Yaa', ''], ['Efua', ''], ['Ama', ''], ['Enyonam', ''], ['Ayishetu', ''], ['Naa Dedei', ''], ['Mavis', ''], ['Priscilla', ''], ['Vida', ''], ['Joyce', ''], ['Esi', '']],
    s: ['Boateng', 'Owusu', 'Mensah', 'Asante', 'Kpodo', 'Issahaku', 'Lamptey', 'Ofori', 'Osei', 'Antwi', 'Gyamfi', 'Tetteh', 'Ansah', 'Danso', 'Kyei', 'Opoku'],
  },
  ZA: {
    m: [['Themba', ''], ['Mandla', ''], ['Johannes', 'Johan'], ['Lerato', ''], ['Xolani', ''], ['Nkosinathi', 'Nathi'], ['Pieter', ''], ['Ebrahim', ''], ['Tshepo', ''], ['Lwazi', ''], ['Gerhardus', 'Gerrie'], ['Thabo', '']],
    f: [['Nomvula', ''], ['Zanele', ''], ['Marelize', ''], ['Palesa', ''], ['Ntombi', ''], ['Nosipho', ''], ['Elmarie', ''], ['Zainab', ''], ['Refilwe', ''], ['Ayanda', ''], ['Charmaine', ''], ['Portia', '']],
    s: ['Dlamini', 'Zulu', 'van der Merwe', 'Mokoena', 'Nkosi', 'Khumalo', 'Botha', 'Jacobs', 'Sithole', 'Ndlovu', 'Pretorius', 'Naidoo', 'Mthembu', 'Hendricks', 'Ntuli', 'Coetzee'],
  },
  GB: {
    m: [['William', 'Will'], ['Robert', 'Rob'], ['Gareth', ''], ['Callum', ''], ['Christopher', 'Chris'], ['Imran', ''], ['Harry', ''], ['Declan', ''], ['Stephen', 'Steve'], ['Olumide', 'Mide'], ['Daniel', 'Dan'], ['Samuel', 'Sam']],
    f: [['Victoria', 'Vicky'], ['Catherine', 'Cathy'], ['Sian', ''], ['Fiona', ''], ['Alexandra', 'Alex'], ['Shabana', ''], ['Charlotte', 'Lottie'], ['Niamh', ''], ['Susan', 'Sue'], ['Ngozi', ''], ['Rachel', ''], ['Amy', '']],
    s: ['Smith', 'Jones', 'Davies', 'Campbell', 'Khan', 'Roberts', 'Thompson', 'Ali', 'Walker', 'Harris', 'Murphy', 'Kowalski', 'Adeyemi', 'Patel', 'Lewis', 'Doyle'],
  },
  DE: {
    m: [['Michael', ''], ['Stefan', ''], ['Hans-Peter', ''], ['Jonas', ''], ['Maximilian', 'Max'], ['Emre', ''], ['Dieter', ''], ['Sebastian', ''], ['Niklas', ''], ['Rainer', ''], ['Christian', ''], ['Leon', '']],
    f: [['Claudia', ''], ['Petra', ''], ['Gabriele', 'Gabi'], ['Franziska', 'Franzi'], ['Natalia', ''], ['Ayşe', ''], ['Monika', ''], ['Lena', ''], ['Kerstin', ''], ['Christina', 'Tina'], ['Silke', ''], ['Laura', '']],
    s: ['Schmidt', 'Schneider', 'Weber', 'Becker', 'Schulz', 'Koch', 'Richter', 'Klein', 'Schröder', 'Kaya', 'Wolff', 'Lange', 'Krause', 'Schäfer', 'Vogel', 'Böhm'],
  },
  FR: {
    m: [['Jean-Pierre', ''], ['Olivier', ''], ['Stéphane', ''], ['Mehdi', ''], ['Nicolas', ''], ['Laurent', ''], ['Mamadou', ''], ['Guillaume', ''], ['Joël', ''], ['Jérôme', ''], ['Sébastien', ''], ['Rachid', '']],
    f: [['Marie-Claire', ''], ['Isabelle', ''], ['Céline', ''], ['Samira', ''], ['Camille', ''], ['Sylvie', ''], ['Aminata', ''], ['Chloé', ''], ['Inès', ''], ['Martine', ''], ['Geneviève', ''], ['Karima', '']],
    s: ['Dubois', 'Lambert', 'Fontaine', 'Bouzid', 'Rousseau', 'Garnier', 'Lemaire', 'Roussel', 'Traoré', 'Masson', 'Marchand', 'Da Silva', 'Barbier', 'Mansouri', 'Renaud', 'Fabre'],
  },
  NL: {
    m: [['Johannes', 'Hans'], ['Hendrik', 'Henk'], ['Gerardus', 'Gerard'], ['Mohamed', ''], ['Daan', ''], ['Wim', ''], ['Maarten', ''], ['Sander', ''], ['Bram', ''], ['Theodorus', 'Theo'], ['Martijn', ''], ['Jeroen', '']],
    f: [['Maria', 'Marieke'], ['Cornelia', 'Corrie'], ['Hendrika', 'Riek'], ['Khadija', ''], ['Femke', ''], ['Linda', ''], ['Iris', ''], ['Anouk', ''], ['Jacoba', 'Coby'], ['Mirjam', ''], ['Sophie', ''], ['Wilma', '']],
    s: ['Jansen', 'de Jong', 'van Dijk', 'Dekker', 'de Boer', 'van der Linden', 'Brouwer', 'Koster', 'Prins', 'Huisman', 'Willems', 'van Beek', 'Bouzidi', 'Hoekstra', 'Verhoeven', 'Schouten'],
  },
  ES: {
    m: [['Juan Carlos', ''], ['Francisco', 'Paco'], ['José', 'Pepe'], ['Javier', 'Javi'], ['Aitor', ''], ['José Antonio', ''], ['Fernando', 'Nando'], ['Enrique', 'Quique'], ['Jesús', 'Chus'], ['Roberto', 'Rober'], ['Daniel', 'Dani'], ['Pablo', '']],
    f: [['María Carmen', 'Mari Carmen'], ['Rosario', 'Charo'], ['Mercedes', 'Merche'], ['Francisca', 'Paqui'], ['Ainhoa', ''], ['Encarnación', 'Encarna'], ['Nuria', ''], ['Marta', ''], ['Cristina', 'Cris'], ['Verónica', 'Vero'], ['Sara', ''], ['Teresa', 'Tere']],
    s: ['González', 'Rodríguez', 'Gómez', 'Díaz', 'Muñoz', 'Ruiz', 'Moreno', 'Hernández', 'Gutiérrez', 'Castillo', 'Ortega', 'Rubio', 'Molina', 'Delgado', 'Vázquez', 'Serrano'],
  },
  PL: {
    m: [['Marek', ''], ['Marcin', ''], ['Adam', ''], ['Rafał', ''], ['Kamil', ''], ['Stanisław', 'Staszek'], ['Tadeusz', 'Tadek'], ['Bartosz', 'Bartek'], ['Mateusz', ''], ['Dariusz', 'Darek'], ['Sławomir', 'Sławek'], ['Henryk', '']],
    f: [['Anna', 'Ania'], ['Monika', ''], ['Iwona', ''], ['Renata', ''], ['Justyna', ''], ['Krystyna', 'Krysia'], ['Grażyna', ''], ['Natalia', ''], ['Halina', ''], ['Urszula', 'Ula'], ['Jolanta', 'Jola'], ['Weronika', '']],
    s: ['Kowalczyk', 'Kamiński', 'Jankowski', 'Wojciechowski', 'Kwiatkowski', 'Kaczmarek', 'Michalski', 'Nowakowski', 'Adamczyk', 'Wieczorek', 'Jabłoński', 'Majewski', 'Olszewski', 'Stępień', 'Górski', 'Rutkowski'],
  },
};

/** Polish -ski / -cki surnames take -ska / -cka for a woman. */
function gendered24(s: string, sex: Sex24, k: Country24): string {
  if (k !== 'PL') return s;
  const base = s.replace(/(sk|ck)a$/, '$1i');
  return sex === 'F' ? base.replace(/(sk|ck)i$/, '$1a') : base;
}

const EU24: readonly Country24[] = ['DE', 'FR', 'NL', 'ES', 'PL'];
export function country24(c: Ctx, j: Jurisdiction): Country24 {
  return j === 'EU' ? c.pick(EU24) : j;
}

const PHONE24: Record<Country24, { cc: string; starts: readonly string[]; len: number }> = {
  NG: { cc: '234', starts: ['802', '808', '809', '810', '814', '817', '708', '701', '906', '915', '913'], len: 10 },
  KE: { cc: '254', starts: ['722', '723', '727', '711', '717', '741', '768', '791', '112', '100'], len: 9 },
  GH: { cc: '233', starts: ['24', '26', '27', '54', '55', '57', '20', '50'], len: 9 },
  ZA: { cc: '27', starts: ['72', '74', '78', '81', '83', '61', '63', '65', '67', '76'], len: 9 },
  GB: { cc: '44', starts: ['7700', '7740', '7802', '7920', '7447', '7563', '7398', '7957'], len: 10 },
  DE: { cc: '49', starts: ['152', '155', '160', '163', '171', '173', '175', '177'], len: 11 },
  FR: { cc: '33', starts: ['6', '7'], len: 9 },
  NL: { cc: '31', starts: ['6'], len: 9 },
  ES: { cc: '34', starts: ['6', '7'], len: 9 },
  PL: { cc: '48', starts: ['50', '51', '53', '57', '60', '66', '69', '79', '88'], len: 9 },
};

function newPhone24(c: Ctx, k: Country24): string {
  const p = PHONE24[k];
  const start = c.pick(p.starts);
  let rest = '';
  while (start.length + rest.length < p.len) rest += String(c.int(0, 9));
  return p.cc + start + rest;
}

const PHONE_FORMS24: readonly PhoneForm19[] = ['national', 'national', 'national-spaced', 'intl', 'intl-spaced', 'bare'];
const anyPhone24 = (c: Ctx, full: string, k: Country24) => phone19(full, k, c.pick(PHONE_FORMS24));

const two = (n: number) => String(n).padStart(2, '0');
/** A date in a form the country's clerks write; never month first with digits. */
function anyDate24(c: Ctx, t: Ymd, k: Country24): string {
  if (k === 'DE' || k === 'PL') return date19(t, c.pick(['dd.mm.yyyy', 'dd.mm.yyyy', 'iso'] as const));
  if (k === 'NL') return date19(t, c.pick(['dd-mm-yyyy', 'dd-mm-yyyy', 'iso'] as const));
  if (k === 'ES' || k === 'FR') return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'iso'] as const));
  if (k === 'ZA') return date19(t, c.pick(['yyyy/mm/dd', 'iso', 'dd/mm/yyyy', 'd Mon yyyy'] as const));
  if (k === 'GB') return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'd Mon yyyy', 'DD-MON-YYYY'] as const));
  return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'DD-MON-YYYY', 'd Mon yyyy', 'dd-mm-yyyy'] as const));
}
/** A recent working date (a record's own date, not a birth). */
function workDay24(c: Ctx, from = 2022, to = 2025): Ymd {
  return { y: c.int(from, to), m: c.int(1, 12), d: c.int(1, 28) };
}

function dob24(c: Ctx, from: number, to: number): Ymd {
  const y = c.int(from, to);
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, new Date(Date.UTC(y, m, 0)).getUTCDate()) };
}
const sameDay24 = (a: Ymd, b: Ymd) => a.y === b.y && a.m === b.m && a.d === b.d;

export function newPerson24(c: Ctx, k: Country24, from = 1960, to = 2004, sex?: Sex24): Person24 {
  const s: Sex24 = sex ?? (c.chance(0.5) ? 'M' : 'F');
  const L = NAMES24[k];
  const [given, short] = c.pick(s === 'M' ? L.m : L.f);
  const mid = k === 'ES' || c.chance(0.55) ? '' : c.pick(s === 'M' ? L.m : L.f)[0];
  const surname = gendered24(c.pick(L.s), s, k);
  const surname2 = k === 'ES' ? c.pick(L.s.filter((x) => x !== surname)) : '';
  return { country: k, sex: s, given, short, middle: mid === given ? '' : mid, surname, surname2, dob: dob24(c, from, to), phone: newPhone24(c, k) };
}

/** A sibling of `p` (one family surname; Spain: both surnames), another given name unless `sameGiven`. */
function sibling24(c: Ctx, p: Person24, from: number, to: number, sex?: Sex24): Person24 {
  let r = newPerson24(c, p.country, from, to, sex);
  for (let i = 0; i < 10 && r.given === p.given; i++) r = newPerson24(c, p.country, from, to, r.sex);
  return { ...r, surname: gendered24(p.surname, r.sex, p.country), surname2: p.surname2 };
}

const sur24 = (p: Person24) => (p.surname2 ? `${p.surname} ${p.surname2}` : p.surname);
const givens24 = (p: Person24) => (p.middle ? `${p.given} ${p.middle}` : p.given);
const called24 = (c: Ctx, p: Person24) => (p.short && c.chance(0.5) ? p.short : p.given);
const initials24 = (p: Person24) => givens24(p).split(/[ -]/).map((w) => `${w[0]}.`).join('');

/** The name as a second clerk writes it. */
function writtenName24(c: Ctx, p: Person24): string {
  const f = c.int(0, 8);
  if (f === 0) return `${givens24(p)} ${sur24(p)}`;
  if (f === 1) return `${sur24(p).toUpperCase()} ${givens24(p)}`;
  if (f === 2) return `${initials24(p)} ${sur24(p)}`;
  if (f === 3) return `${called24(c, p)} ${sur24(p)}`;
  if (f === 4) return `${sur24(p)}, ${givens24(p)}`;
  if (f === 5) return `${slip19(c, p.given)} ${sur24(p)}`;
  if (f === 6) return `${p.given} ${slip19(c, p.surname)}${p.surname2 ? ` ${p.surname2}` : ''}`;
  if (f === 7) return `${p.given} ${p.surname}`;
  return `${givens24(p)} ${sur24(p)}`.toUpperCase();
}

function rec(entries: readonly (readonly [string, string | undefined | false])[]): PersonRecord {
  const out: PersonRecord = {};
  for (const [k, v] of entries) if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim();
  return out;
}

/** A number keyed a second time: spaced as the card prints it, or re-keyed. */
function again24(c: Ctx, k: Country24, no: string): string {
  if (k === 'GB' && /^[A-Z]{2}\d{6}[A-D]$/.test(no) && c.chance(0.5)) return no.replace(/^(..)(..)(..)(..)(.)$/, '$1 $2 $3 $4 $5');
  if (k === 'FR' && /^\d{15}$/.test(no) && c.chance(0.5)) return no.replace(/^(.)(..)(..)(..)(...)(...)(..)$/, '$1 $2 $3 $4 $5 $6 $7');
  return c.chance(0.4) ? rekey19(no, c) : no;
}

/** A person's national number (the value only; each source writes its own header). */
function natNo24(c: Ctx, p: Person24): string {
  switch (p.country) {
    case 'NG':
      return c.digits(11);
    case 'KE':
      return String(c.int(10000000, 39999999));
    case 'GH':
      return `GHA-${c.digits(9)}-${c.int(0, 9)}`;
    case 'ZA':
      return zaId19(c, p);
    case 'GB':
      return nino19(c);
    case 'DE':
      return `${c.letters(1, 'CFGHJKLMNPRTVWXYZ')}${c.letters(8, 'CFGHJKLMNPRTVWXYZ0123456789')}`;
    case 'FR':
      return nir19(c, p);
    case 'NL':
      return bsn19(c);
    case 'ES':
      return dni19(c);
    case 'PL':
      return pesel19(c, p);
  }
}

/** The header a source of `style` writes the national number under. */
function natKey24(c: Ctx, k: Country24, style: 'form' | 'short'): string {
  const L: Record<Country24, Record<typeof style, readonly string[]>> = {
    NG: { form: ['National Identification Number', 'NIN (11 digits)'], short: ['NIN', 'NIN No.'] },
    KE: { form: ['ID Card No.', 'National ID Number'], short: ['ID No.', 'IDNo'] },
    GH: { form: ['Ghana Card PIN', 'Ghana Card Number'], short: ['GhanaCard', 'Ghana Card No'] },
    ZA: { form: ['Identity Number', 'ID Number (13 digits)'], short: ['ID No', 'RSA ID No.'] },
    GB: { form: ['National Insurance Number', 'NI Number'], short: ['NINO', 'NI no'] },
    DE: { form: ['Personalausweisnummer', 'Ausweisnummer'], short: ['Ausweis-Nr.', 'PA-Nr'] },
    FR: { form: ['N° de sécurité sociale', 'Numéro INSEE'], short: ['NIR', 'N° SS'] },
    NL: { form: ['Burgerservicenummer', 'BSN'], short: ['BSN', 'BSN-nummer'] },
    ES: { form: ['DNI / NIE', 'Número de DNI'], short: ['DNI', 'D.N.I.'] },
    PL: { form: ['Numer PESEL', 'PESEL'], short: ['PESEL', 'Nr PESEL'] },
  };
  return natK(c.pick(L[k][style]));
}

const TOWNS24: Record<Country24, readonly string[]> = {
  NG: ['Abeokuta', 'Owerri', 'Ilorin', 'Benin City', 'Calabar', 'Minna', 'Onitsha', 'Bauchi'],
  KE: ['Eldoret', 'Nakuru', 'Kakamega', 'Meru', 'Kericho', 'Malindi', 'Embu', 'Homa Bay'],
  GH: ['Cape Coast', 'Tamale', 'Ho', 'Tema', 'Techiman', 'Obuasi', 'Wa', 'Nkawkaw'],
  ZA: ['Bloemfontein', 'Mthatha', 'Mahikeng', 'Upington', 'Newcastle', 'Nelspruit', 'Kimberley', 'Paarl'],
  GB: ['Norwich', 'Leicester', 'Dundee', 'Exeter', 'Wolverhampton', 'Newport', 'Carlisle', 'Reading'],
  DE: ['Kassel', 'Erfurt', 'Regensburg', 'Kiel', 'Ulm', 'Osnabrück', 'Cottbus', 'Koblenz'],
  FR: ['Angers', 'Besançon', 'Perpignan', 'Amiens', 'Metz', 'Poitiers', 'Tours', 'Rouen'],
  NL: ['Groningen', 'Arnhem', 'Breda', 'Maastricht', 'Enschede', 'Amersfoort', 'Haarlem', 'Hoorn'],
  ES: ['Salamanca', 'Cáceres', 'Almería', 'Logroño', 'Girona', 'Lugo', 'Cartagena', 'Toledo'],
  PL: ['Lublin', 'Białystok', 'Toruń', 'Gliwice', 'Tarnów', 'Legnica', 'Elbląg', 'Radom'],
};

function address24(c: Ctx, k: Country24, town = c.pick(TOWNS24[k])): string {
  const n = c.int(1, 199);
  switch (k) {
    case 'NG':
      return `${n}, ${c.pick(['Oke-Ado Street', 'Wetheral Road', 'Sapele Road', 'Murtala Mohammed Way', 'Ikot Ekpene Rd', 'Fajuyi Close'])}, ${town}`;
    case 'KE':
      return `${c.pick(['House No.', 'Plot No.'])} ${n}, ${c.pick(['Uganda Road', 'Kenyatta Street', 'Tom Mboya Ave', 'Market Lane'])}, ${town}`;
    case 'GH':
      return `Hse No. ${c.letters(1, 'ABCDE')}/${n}, ${c.pick(['Abura', 'Kotokuraba', 'Ridge', 'Lamashegu', 'Community 4'])}, ${town}`;
    case 'ZA':
      return `${n} ${c.pick(['President Brand St', 'Nelson Mandela Ave', 'Voortrekker St', 'Sauer St', 'Main Rd'])}, ${town}`;
    case 'GB':
      return `${n} ${c.pick(['Queen Street', 'Park Road', 'New Road', 'Manor Way', 'The Crescent'])}, ${town}`;
    case 'DE':
      return `${c.pick(['Goethestraße', 'Am Markt', 'Kirchweg', 'Bergstraße', 'Friedhofstr.'])} ${n}, ${town}`;
    case 'FR':
      return `${n} ${c.pick(['rue Pasteur', 'boulevard Gambetta', 'rue des Écoles', 'allée des Tilleuls', 'avenue de la Gare'])}, ${town}`;
    case 'NL':
      return `${c.pick(['Julianastraat', 'Beatrixlaan', 'Nieuwstraat', 'Prinsengracht', 'Schoolstraat'])} ${n}, ${town}`;
    case 'ES':
      return `${c.pick(['C/ San Juan', 'Avda. de la Constitución', 'C/ Nueva', 'Plaza España', 'C/ del Carmen'])} ${n}, ${town}`;
    case 'PL':
      return `ul. ${c.pick(['Słowackiego', 'Piłsudskiego', 'Ogrodowa', 'Lipowa', 'Kolejowa'])} ${n}, ${town}`;
  }
}

// ---------------------------------------------------------------- kind 1 / 6: church marriage register and civil record

interface Wedding24 {
  p: Person24;
  spouse: Person24;
  father: string;
  nat: string;
  church: string;
  day: Ymd;
  residence: string;
  regNo: string;
}

const CHURCHES24: Record<Country24, readonly string[]> = {
  NG: ['St. Leo Catholic Church, Ikeja', 'Cathedral Church of St. Jude, Ebute-Metta', 'RCCG Throne of Grace Parish', 'Methodist Church Nigeria, Wesley Cathedral', 'ECWA Church, Bauchi Road'],
  KE: ['PCEA St. Andrews Church', 'ACK St. Stephens Cathedral, Kisumu', 'Holy Family Basilica', 'AIC Milimani', 'Consolata Shrine Westlands'],
  GH: ['Christ the King Parish, Accra', 'Wesley Methodist Cathedral, Kumasi', 'Presbyterian Church of Ghana, Ebenezer Congregation', 'Holy Spirit Cathedral, Adabraka', 'Church of Pentecost, Tema Central'],
  ZA: ['NG Kerk Bloemfontein-Wes', 'St Mary the Virgin Anglican, Mthatha', 'Regina Mundi Catholic Church', 'Methodist Church of Southern Africa, Paarl', 'Zion Christian Church, Moria'],
  GB: ['St Peter Mancroft', 'Leicester Cathedral', 'St Mary\'s RC Church', 'Holy Trinity Parish Church', 'Dundee Parish Church (St Mary\'s)'],
  DE: ['Ev. Martinskirche Kassel', 'Kath. Pfarrei St. Severi', 'Dompfarrei Regensburg', 'Ev.-Luth. Nikolaikirche Kiel', 'Münstergemeinde Ulm'],
  FR: ['Paroisse Saint-Maurice', 'Cathédrale Saint-Jean', 'Église Notre-Dame-la-Grande', 'Paroisse Saint-Gatien', 'Temple protestant de Metz'],
  NL: ['Martinikerk Groningen', 'Sint-Servaasbasiliek', 'Grote Kerk Breda', 'Parochie H. Jacobus', 'Eusebiuskerk Arnhem'],
  ES: ['Parroquia de San Martín', 'Catedral de Santa María', 'Parroquia Nuestra Señora del Carmen', 'Iglesia de San Esteban', 'Parroquia de Santiago Apóstol'],
  PL: ['Parafia Rzymskokatolicka pw. św. Stanisława', 'Parafia pw. Najświętszego Serca Pana Jezusa', 'Bazylika Archikatedralna', 'Parafia Ewangelicko-Augsburska', 'Parafia pw. św. Jana Chrzciciela'],
};

function newWedding24(c: Ctx, p: Person24, share?: Wedding24): Wedding24 {
  const k = p.country;
  const spouse = newPerson24(c, k, p.dob.y - 4, Math.min(2004, p.dob.y + 6), p.sex === 'M' ? 'F' : 'M');
  const fatherGiven = c.pick(NAMES24[k].m)[0];
  const father = share?.father ?? `${fatherGiven} ${gendered24(p.surname, 'M', k)}`;
  const regNo = k === 'GB' ? `${c.int(1, 400)}` : `${c.pick(['MC', 'CM', 'NR', ''])}${c.digits(c.int(5, 8))}`;
  return {
    p,
    spouse,
    father,
    nat: natNo24(c, p),
    church: share?.church ?? c.pick(CHURCHES24[k]),
    day: share?.day ?? workDay24(c, 2019, 2025),
    residence: share?.residence ?? address24(c, k),
    regNo,
  };
}

const ageAt24 = (dob: Ymd, day: Ymd) => day.y - dob.y - (day.m < dob.m || (day.m === dob.m && day.d < dob.d) ? 1 : 0);

/** The party's column of the church register or the marriage preparation form. */
function churchMarriage24(c: Ctx, w: Wedding24, dob: boolean, withId: boolean): PersonRecord {
  const { p } = w;
  const k = p.country;
  const groom = p.sex === 'M';
  const cond = groom ? c.pick(['Bachelor', 'Bachelor', 'Widower']) : c.pick(['Spinster', 'Spinster', 'Widow']);
  const age = String(ageAt24(p.dob, w.day));
  const nat = withId ? again24(c, k, w.nat) : undefined;
  switch (k) {
    case 'NG':
    case 'KE':
    case 'GH':
    case 'ZA':
    case 'GB':
      return rec([
        ['When married', anyDate24(c, w.day, k)],
        [groom ? "Bridegroom's name and surname" : "Bride's name and surname", c.chance(0.4) ? `${givens24(p)} ${sur24(p).toUpperCase()}` : `${givens24(p)} ${sur24(p)}`],
        ['Age', age],
        [bornK(c.pick(['Date of birth', 'D.O.B'])), dob && anyDate24(c, p.dob, k)],
        ['Condition', cond],
        ['Rank or profession', c.pick(['Trader', 'Teacher', 'Civil servant', 'Nurse', 'Accountant', 'Mechanic', 'Farmer', 'Engineer', 'Student'])],
        ['Residence at time of marriage', w.residence],
        ["Father's name and surname", w.father],
        [groom ? 'Married to (Bride)' : 'Married to (Bridegroom)', `${givens24(w.spouse)} ${sur24(w.spouse)}`],
        [natKey24(c, k, 'short'), nat],
        ['Married in', w.church],
        ['By banns or licence', c.pick(['Banns', 'Licence', 'Banns'])],
      ]);
    case 'DE':
      return rec([
        ['Datum der Trauung', anyDate24(c, w.day, k)],
        [groom ? 'Bräutigam' : 'Braut', `${sur24(p)}, ${givens24(p)}`],
        [bornK('geb. am'), dob && anyDate24(c, p.dob, k)],
        ['Konfession', c.pick(['ev.', 'rk.', 'ev.-luth.'])],
        ['Wohnort', w.residence],
        ['Vater', w.father],
        [groom ? 'Braut' : 'Bräutigam', `${sur24(w.spouse)}, ${givens24(w.spouse)}`],
        [natKey24(c, k, 'short'), nat],
        ['Kirchengemeinde', w.church],
        ['Kirchenbuch Nr.', `${w.day.y}/${c.int(1, 60)}`],
      ]);
    case 'FR':
      return rec([
        ['Date du mariage', anyDate24(c, w.day, k)],
        [groom ? 'Époux' : 'Épouse', `${sur24(p).toUpperCase()} ${givens24(p)}`],
        [bornK('Né(e) le'), dob && anyDate24(c, p.dob, k)],
        ['Baptisé(e) à', c.pick(TOWNS24[k])],
        ['Domicile', w.residence],
        ['Père', w.father],
        [groom ? 'Épouse' : 'Époux', `${sur24(w.spouse).toUpperCase()} ${givens24(w.spouse)}`],
        [natKey24(c, k, 'short'), nat],
        ['Paroisse', w.church],
      ]);
    case 'NL':
      return rec([
        ['Datum huwelijksinzegening', anyDate24(c, w.day, k)],
        [groom ? 'Bruidegom' : 'Bruid', `${givens24(p)} ${sur24(p)}`],
        [bornK('Geboren op'), dob && anyDate24(c, p.dob, k)],
        ['Woonplaats', w.residence],
        ['Naam vader', w.father],
        [groom ? 'Bruid' : 'Bruidegom', `${givens24(w.spouse)} ${sur24(w.spouse)}`],
        [natKey24(c, k, 'short'), nat],
        ['Kerk', w.church],
      ]);
    case 'ES':
      return rec([
        ['Fecha del matrimonio', anyDate24(c, w.day, k)],
        [groom ? 'Contrayente (esposo)' : 'Contrayente (esposa)', `${givens24(p)} ${sur24(p)}`],
        ['Edad', age],
        [bornK('Fecha de nacimiento'), dob && anyDate24(c, p.dob, k)],
        ['Hijo/a de', w.father],
        ['Domicilio', w.residence],
        ['Con', `${givens24(w.spouse)} ${sur24(w.spouse)}`],
        [natKey24(c, k, 'short'), nat],
        ['Parroquia', w.church],
        ['Libro / Folio', `${c.int(20, 80)} / ${c.int(1, 300)}`],
      ]);
    case 'PL':
      return rec([
        ['Data ślubu', anyDate24(c, w.day, k)],
        [groom ? 'Narzeczony' : 'Narzeczona', `${sur24(p)} ${givens24(p)}`],
        [bornK('Data urodzenia'), dob && anyDate24(c, p.dob, k)],
        ['Imię ojca', w.father.split(' ')[0]!],
        ['Miejsce zamieszkania', w.residence],
        [groom ? 'Narzeczona' : 'Narzeczony', `${sur24(w.spouse)} ${givens24(w.spouse)}`],
        [natKey24(c, k, 'short'), nat],
        ['Parafia', w.church],
      ]);
  }
}

/** Countries whose civil marriage record prints the party's national number. */
const CIVIL_ID24 = new Set<Country24>(['KE', 'ZA', 'ES', 'PL', 'NG']);

/** The civil record of the same wedding: the party as the registrar keys them. */
function civilMarriage24(c: Ctx, w: Wedding24, zaDob: boolean): PersonRecord {
  const { p } = w;
  const k = p.country;
  const groom = p.sex === 'M';
  const nat = CIVIL_ID24.has(k) ? again24(c, k, w.nat) : undefined;
  const spouseName = `${givens24(w.spouse)} ${sur24(w.spouse)}`;
  const name = c.chance(0.5) ? `${sur24(p).toUpperCase()} ${givens24(p)}` : writtenName24(c, p);
  switch (k) {
    case 'NG':
      return rec([
        ['Marriage Certificate No.', w.regNo],
        ['Marriage Registry', `${c.pick(['Federal Marriage Registry', 'Ikoyi Marriage Registry', 'Local Government Marriage Registry'])}`],
        ['Date of Marriage', anyDate24(c, w.day, k)],
        [groom ? 'Husband Full Name' : 'Wife Full Name', name],
        [bornK('Date of Birth'), anyDate24(c, p.dob, k)],
        [natKey24(c, k, 'form'), nat],
        [groom ? 'Wife Full Name' : 'Husband Full Name', spouseName],
        ['Address', w.residence],
      ]);
    case 'KE':
      return rec([
        ['Entry No.', w.regNo],
        ['Date of marriage', anyDate24(c, w.day, k)],
        [groom ? 'Name of husband' : 'Name of wife', name],
        [bornK('Date of birth'), anyDate24(c, p.dob, k)],
        [natKey24(c, k, 'form'), nat],
        ['Condition', groom ? 'Bachelor' : 'Spinster'],
        [groom ? 'Name of wife' : 'Name of husband', spouseName],
        ['Place of marriage', w.church],
      ]);
    case 'GH':
      return rec([
        ['Registration No.', w.regNo],
        ['Date of marriage', anyDate24(c, w.day, k)],
        [groom ? 'Husband' : 'Wife', name],
        [bornK('Date of birth'), anyDate24(c, p.dob, k)],
        ['Age', String(ageAt24(p.dob, w.day))],
        [groom ? 'Wife' : 'Husband', spouseName],
        ['Place of celebration', w.church],
        ['Registrar', c.pick(['Ordinance Marriage, Registrar-General', 'District Assembly Registrar'])],
      ]);
    case 'ZA':
      return rec([
        ['Marriage register no.', w.regNo],
        ['Date of marriage', anyDate24(c, w.day, k)],
        ['Surname', sur24(p).toUpperCase()],
        ['Forenames', givens24(p).toUpperCase()],
        [natKey24(c, k, 'form'), nat],
        [bornK('Date of birth'), zaDob ? anyDate24(c, p.dob, k) : undefined],
        ['Spouse', spouseName.toUpperCase()],
        ['Marriage officer', 'Rev. ' + c.pick(['M. Ndaba', 'J. Smit', 'T. Mokoena', 'P. Naidoo'])],
      ]);
    case 'GB':
      return rec([
        ['Notice of marriage no.', w.regNo],
        ['Name and surname', `${givens24(p)} ${sur24(p)}`.toUpperCase()],
        [bornK('Date of birth'), anyDate24(c, p.dob, k)],
        ['Condition', groom ? 'Single' : c.pick(['Single', 'Spinster'])],
        ['Occupation', c.pick(['Teacher', 'Nurse', 'Electrician', 'Civil servant', 'Software developer'])],
        ['Address', w.residence],
        ['Intended spouse', spouseName],
        ['Place of marriage', w.church],
        ['Date of notice', anyDate24(c, { ...w.day, y: w.day.y - 1 }, k)],
      ]);
    case 'DE':
      return rec([
        ['Registernummer', `E ${w.regNo}/${w.day.y}`],
        ['Tag der Eheschließung', anyDate24(c, w.day, k)],
        ['Familienname', sur24(p)],
        ['Vornamen', givens24(p)],
        [bornK('Geburtsdatum'), anyDate24(c, p.dob, k)],
        ['Geburtsort', c.pick(TOWNS24[k])],
        ['Ehegatte', `${givens24(w.spouse)} ${sur24(w.spouse)}`],
        ['Standesamt', `Standesamt ${c.pick(TOWNS24[k])}`],
      ]);
    case 'FR':
      return rec([
        ['N° acte', w.regNo],
        ['Date du mariage', anyDate24(c, w.day, k)],
        ['Nom', sur24(p).toUpperCase()],
        ['Prénoms', givens24(p)],
        [bornK('Date de naissance'), anyDate24(c, p.dob, k)],
        ['Lieu de naissance', c.pick(TOWNS24[k])],
        ['Conjoint', `${sur24(w.spouse).toUpperCase()} ${givens24(w.spouse)}`],
        ['Mairie', `Mairie de ${c.pick(TOWNS24[k])}`],
      ]);
    case 'NL':
      return rec([
        ['Aktenummer', w.regNo],
        ['Datum huwelijk', anyDate24(c, w.day, k)],
        ['Geslachtsnaam', sur24(p)],
        ['Voornamen', givens24(p)],
        [bornK('Geboortedatum'), anyDate24(c, p.dob, k)],
        ['Echtgeno(o)t(e)', `${givens24(w.spouse)} ${sur24(w.spouse)}`],
        ['Gemeente', c.pick(TOWNS24[k])],
      ]);
    case 'ES':
      return rec([
        ['Tomo / Página', `${c.int(100, 300)} / ${c.int(1, 400)}`],
        ['Fecha de celebración', anyDate24(c, w.day, k)],
        ['Primer apellido', p.surname.toUpperCase()],
        ['Segundo apellido', p.surname2.toUpperCase()],
        ['Nombre', givens24(p).toUpperCase()],
        [natKey24(c, k, 'form'), nat],
        [bornK('Fecha de nacimiento'), anyDate24(c, p.dob, k)],
        ['Cónyuge', spouseName],
        ['Registro Civil', `Registro Civil de ${c.pick(TOWNS24[k])}`],
      ]);
    case 'PL':
      return rec([
        ['Numer aktu', `${c.int(1000, 2999)}/${w.day.y}`],
        ['Data zawarcia małżeństwa', anyDate24(c, w.day, k)],
        ['Nazwisko', p.surname],
        ['Imię (imiona)', givens24(p)],
        [natKey24(c, k, 'form'), nat],
        [bornK('Data urodzenia'), anyDate24(c, p.dob, k)],
        ['Małżonek', `${givens24(w.spouse)} ${sur24(w.spouse)}`],
        ['Urząd Stanu Cywilnego', `USC ${c.pick(TOWNS24[k])}`],
      ]);
  }
}

// ---------------------------------------------------------------- kind 2 / 7: birth notification and civil registration

interface Delivery24 {
  mother: Person24;
  nat: string;
  hospNo: string;
  hospital: string;
  day: Ymd;
  address: string;
  husband: string;
  husbandPhone: string;
  child: Person24;
  entryNo: string;
}

const HOSPITALS24: Record<Country24, readonly string[]> = {
  NG: ['Federal Medical Centre, Abeokuta', 'Lagos Island Maternity Hospital', 'University of Ilorin Teaching Hospital', 'General Hospital Minna', 'St. Philomena Catholic Hospital, Benin'],
  KE: ['Pumwani Maternity Hospital', 'Moi Teaching and Referral Hospital', 'Nakuru Level 5 Hospital', 'Kakamega County General', 'Coast General Hospital'],
  GH: ['Korle Bu Maternity', 'Tamale Teaching Hospital', 'Ridge Hospital', 'Cape Coast Teaching Hospital', 'Tema General Hospital'],
  ZA: ['Pelonomi Hospital', 'Nelson Mandela Academic Hospital', 'Rahima Moosa Mother and Child', 'Kimberley Hospital', 'Paarl Hospital'],
  GB: ['Norfolk and Norwich University Hospital', 'Leicester Royal Infirmary', 'Ninewells Hospital', 'Royal Devon and Exeter', 'New Cross Hospital'],
  DE: ['Klinikum Kassel, Geburtshilfe', 'Helios Klinikum Erfurt', 'Klinik St. Hedwig Regensburg', 'Städtisches Krankenhaus Kiel', 'Universitätsklinikum Ulm'],
  FR: ['CHU d\'Angers, maternité', 'Maternité Régionale de Metz', 'CHU Amiens-Picardie', 'Clinique Saint-Pierre, Perpignan', 'Maternité Olympe de Gouges, Tours'],
  NL: ['UMCG Groningen, verloskunde', 'Rijnstate Arnhem', 'Amphia Breda', 'MUMC+ Maastricht', 'Medisch Spectrum Twente'],
  ES: ['Hospital Universitario de Salamanca', 'Hospital San Pedro de Alcántara', 'Hospital Torrecárdenas', 'Hospital San Pedro, Logroño', 'Hospital Josep Trueta'],
  PL: ['SPSK nr 1 w Lublinie', 'Szpital Wojewódzki w Białymstoku', 'Szpital Miejski w Toruniu', 'Szpital Specjalistyczny w Radomiu', 'Szpital Położniczy w Tarnowie'],
};

function newDelivery24(c: Ctx, mother: Person24, share?: Pick<Delivery24, 'hospital' | 'address' | 'husbandPhone'> & { day?: Ymd }): Delivery24 {
  const k = mother.country;
  const day = share?.day ?? workDay24(c, 2021, 2025);
  const child0 = newPerson24(c, k, day.y, day.y);
  const child = { ...child0, dob: day, surname: gendered24(mother.surname, child0.sex, k), surname2: k === 'ES' ? c.pick(NAMES24.ES.s) : '' };
  const husband = `${c.pick(NAMES24[k].m)[0]} ${gendered24(mother.surname, 'M', k)}`;
  return {
    mother,
    nat: natNo24(c, mother),
    hospNo: `${c.pick(['MRN', 'H', 'HN', ''])}${c.digits(c.int(6, 8))}`,
    hospital: share?.hospital ?? c.pick(HOSPITALS24[k]),
    day,
    address: share?.address ?? address24(c, k),
    husband,
    husbandPhone: share?.husbandPhone ?? newPhone24(c, k),
    child,
    entryNo: `${c.pick(['B', 'BR', ''])}${c.digits(7)}`,
  };
}

/** The maternity ward's notification of birth: the mother as the midwife writes her. */
function birthNotification24(c: Ctx, d: Delivery24, dob: boolean, withId: boolean): PersonRecord {
  const m = d.mother;
  const k = m.country;
  const weight = `${(c.int(24, 42) / 10).toFixed(1)} kg`;
  const babySex = d.child.sex === 'M' ? c.pick(['Male', 'M']) : c.pick(['Female', 'F']);
  const title = c.chance(0.3) ? c.pick(['Mrs ', 'Mrs. ']) : '';
  const age = String(ageAt24(m.dob, d.day));
  const nat = withId ? again24(c, k, d.nat) : undefined;
  const phone = c.chance(0.75) ? anyPhone24(c, m.phone, k) : undefined;
  switch (k) {
    case 'NG':
    case 'KE':
    case 'GH':
    case 'ZA':
    case 'GB':
      return rec([
        ['Hospital No.', d.hospNo],
        ["Mother's name", `${title}${k === 'GB' || k === 'ZA' ? writtenName24(c, m) : `${givens24(m)} ${sur24(m)}`}`],
        ["Mother's age", dob ? undefined : age],
        [bornK("Mother's D.O.B"), dob ? anyDate24(c, m.dob, k) : undefined],
        [natKey24(c, k, 'short'), nat],
        [tel("Mother's phone"), phone],
        [c.pick(["Husband's phone", 'Next of kin phone']), anyPhone24(c, d.husbandPhone, k)],
        ['Address', d.address],
        ['Date of delivery', anyDate24(c, d.day, k)],
        ['Sex of baby', babySex],
        ['Birth weight', weight],
        ['Mode of delivery', c.pick(['SVD', 'C/S', 'SVD', 'Assisted'])],
        ['Place of birth', d.hospital],
      ]);
    case 'DE':
      return rec([
        ['Geburtsanzeige Nr.', d.hospNo],
        ['Name der Mutter', `${sur24(m)}, ${givens24(m)}`],
        [bornK('Geb.-Datum Mutter'), dob ? anyDate24(c, m.dob, k) : undefined],
        ['Alter', dob ? undefined : age],
        [tel('Telefon Mutter'), phone],
        ['Anschrift', d.address],
        ['Geburtstag des Kindes', anyDate24(c, d.day, k)],
        ['Geschlecht des Kindes', d.child.sex === 'M' ? 'männlich' : 'weiblich'],
        ['Gewicht', weight],
        ['Klinik', d.hospital],
        [natKey24(c, k, 'short'), nat],
      ]);
    case 'FR':
      return rec([
        ['N° de séjour', d.hospNo],
        ['Nom de la mère', sur24(m).toUpperCase()],
        ['Prénom(s) de la mère', givens24(m)],
        [bornK('Date de naissance de la mère'), dob ? anyDate24(c, m.dob, k) : undefined],
        ['Âge de la mère', dob ? undefined : `${age} ans`],
        [natKey24(c, k, 'short'), nat],
        [tel('Tél. mère'), phone],
        ['Date de l\'accouchement', anyDate24(c, d.day, k)],
        ['Sexe de l\'enfant', d.child.sex === 'M' ? 'M' : 'F'],
        ['Poids', weight.replace('.', ',')],
        ['Maternité', d.hospital],
      ]);
    case 'NL':
      return rec([
        ['Patiëntnummer', d.hospNo],
        ['Naam moeder', `${sur24(m)}, ${initials24(m)}`],
        ['Roepnaam', called24(c, m)],
        [bornK('Geboortedatum moeder'), dob ? anyDate24(c, m.dob, k) : undefined],
        ['Leeftijd', dob ? undefined : age],
        [natKey24(c, k, 'short'), nat],
        [tel('Telefoon'), phone],
        ['Datum bevalling', anyDate24(c, d.day, k)],
        ['Geslacht kind', d.child.sex === 'M' ? 'jongen' : 'meisje'],
        ['Ziekenhuis', d.hospital],
      ]);
    case 'ES':
      return rec([
        ['Nº historia clínica', d.hospNo],
        ['Nombre de la madre', givens24(m)],
        ['Apellidos de la madre', sur24(m)],
        [bornK('Fecha nacimiento madre'), dob ? anyDate24(c, m.dob, k) : undefined],
        ['Edad', dob ? undefined : age],
        [natKey24(c, k, 'short'), nat],
        [tel('Teléfono'), phone],
        ['Fecha del parto', anyDate24(c, d.day, k)],
        ['Sexo del recién nacido', d.child.sex === 'M' ? 'Varón' : 'Mujer'],
        ['Hospital', d.hospital],
      ]);
    case 'PL':
      return rec([
        ['Nr księgi głównej', d.hospNo],
        ['Nazwisko i imię matki', `${sur24(m)} ${givens24(m)}`],
        [bornK('Data urodzenia matki'), dob ? anyDate24(c, m.dob, k) : undefined],
        ['Wiek', dob ? undefined : age],
        [natKey24(c, k, 'short'), nat],
        [tel('Telefon'), phone],
        ['Data porodu', anyDate24(c, d.day, k)],
        ['Płeć dziecka', d.child.sex === 'M' ? 'M' : 'K'],
        ['Szpital', d.hospital],
      ]);
  }
}

/** The civil registration of the child's birth: the mother's particulars as the registrar keys them. */
function birthRegistration24(c: Ctx, d: Delivery24, withId: boolean): PersonRecord {
  const m = d.mother;
  const k = m.country;
  const ch = d.child;
  const childName = `${givens24(ch)} ${sur24(ch)}`;
  const nat = withId ? again24(c, k, d.nat) : undefined;
  const occ = c.pick(['Trader', 'Teacher', 'Housewife', 'Nurse', 'Civil servant', 'Hairdresser', 'Banker', 'Unemployed']);
  switch (k) {
    case 'NG':
    case 'KE':
    case 'GH':
    case 'ZA':
    case 'GB':
      return rec([
        ['Entry No.', d.entryNo],
        ['Name of child', k === 'ZA' || k === 'GB' ? childName.toUpperCase() : childName],
        ['Date of birth of child', anyDate24(c, ch.dob, k)],
        ['Sex', ch.sex === 'M' ? 'Male' : 'Female'],
        ['Place of birth', d.hospital],
        ["Mother's full name", k === 'GB' ? `${givens24(m)} ${sur24(m)}`.toUpperCase() : writtenName24(c, m)],
        [bornK("Mother's date of birth"), anyDate24(c, m.dob, k)],
        [natKey24(c, k, 'form'), nat],
        ["Mother's occupation", occ],
        ["Father's full name", d.husband],
        ['Informant', c.pick(['Mother', 'Father', 'Grandmother', 'Hospital'])],
        ['Usual residence of mother', d.address],
        ['Date registered', anyDate24(c, { ...d.day, m: Math.min(12, d.day.m + 1) }, k)],
      ]);
    case 'DE':
      return rec([
        ['Geburtenregister Nr.', `G ${d.entryNo}/${d.day.y}`],
        ['Kind', childName],
        ['Geburtsdatum des Kindes', anyDate24(c, ch.dob, k)],
        ['Mutter', `${givens24(m)} ${sur24(m)}`],
        [bornK('Geburtsdatum der Mutter'), anyDate24(c, m.dob, k)],
        ['Geburtsname der Mutter', sur24(m)],
        ['Vater', d.husband],
        ['Wohnsitz', d.address],
        ['Standesamt', `Standesamt ${c.pick(TOWNS24[k])}`],
      ]);
    case 'FR':
      return rec([
        ['N° d\'acte', d.entryNo],
        ['Enfant', `${sur24(ch).toUpperCase()} ${givens24(ch)}`],
        ['Enfant né(e) le', anyDate24(c, ch.dob, k)],
        ['Mère', `${sur24(m).toUpperCase()} ${givens24(m)}`],
        [bornK('Mère née le'), anyDate24(c, m.dob, k)],
        ['Profession de la mère', c.pick(['infirmière', 'enseignante', 'sans profession', 'commerçante', 'employée'])],
        ['Père', d.husband],
        ['Domicile', d.address],
      ]);
    case 'NL':
      return rec([
        ['Aktenummer', d.entryNo],
        ['Naam kind', childName],
        ['Geboortedatum kind', anyDate24(c, ch.dob, k)],
        ['Geslachtsnaam moeder', sur24(m)],
        ['Voornamen moeder', givens24(m)],
        [bornK('Geboortedatum moeder'), anyDate24(c, m.dob, k)],
        [natKey24(c, k, 'form'), nat],
        ['Vader / erkenner', d.husband],
        ['Adres', d.address],
      ]);
    case 'ES':
      return rec([
        ['Sección 1ª Tomo/Pág.', `${c.int(100, 300)}/${c.int(1, 400)}`],
        ['Nombre del inscrito', childName],
        ['Fecha de nacimiento del inscrito', anyDate24(c, ch.dob, k)],
        ['Madre', `${givens24(m)} ${sur24(m)}`],
        [bornK('Fecha de nacimiento de la madre'), anyDate24(c, m.dob, k)],
        [natKey24(c, k, 'form'), nat],
        ['Padre', d.husband],
        ['Domicilio', d.address],
      ]);
    case 'PL':
      return rec([
        ['Numer aktu urodzenia', `${c.int(100, 2999)}/${d.day.y}`],
        ['Imię i nazwisko dziecka', childName],
        ['Data urodzenia dziecka', anyDate24(c, ch.dob, k)],
        ['Matka', `${givens24(m)} ${sur24(m)}`],
        ['Nazwisko rodowe matki', sur24(m)],
        [bornK('Data urodzenia matki'), anyDate24(c, m.dob, k)],
        [natKey24(c, k, 'form'), nat],
        ['Ojciec', d.husband],
      ]);
  }
}

// ---------------------------------------------------------------- kind 3 / 8: blood donor register and session log

interface Donor24 {
  p: Person24;
  donorNo: string;
  group: string;
  address: string;
  venue: string;
  day: Ymd;
}

const SERVICES24: Record<Country24, { prefix: () => string; venues: readonly string[] }> = {
  NG: { prefix: () => 'NBSA/', venues: ['Mobile drive, Ilorin Central Mosque', 'UNIABUJA Sports Hall', 'Redeemed Camp Blood Drive', 'NBSA Zonal Centre, Owerri', 'Shoprite Car Park, Calabar'] },
  KE: { prefix: () => 'KNBTS-', venues: ['Eldoret Regional Blood Centre', 'Nakuru Showground drive', 'Kenyatta University hall', 'Meru Town Stage drive', 'Kericho Tea Estate clinic'] },
  GH: { prefix: () => 'NBS-', venues: ['KNUST Great Hall drive', 'Tamale Jubilee Park', 'Ho Teaching Hospital Blood Bank', 'Tema Community 1 church drive', 'Cape Coast Victoria Park'] },
  ZA: { prefix: () => '', venues: ['SANBS Loch Logan Donor Centre', 'Mthatha Plaza mobile', 'Kimberley Diamond Pavilion', 'Paarl Mall mobile unit', 'Mahikeng NWU campus drive'] },
  GB: { prefix: () => '', venues: ['Norwich Donor Centre', 'Leicester Donor Centre', 'Dundee Caird Hall session', 'Exeter Matford Centre session', 'Reading Town Hall session'] },
  DE: { prefix: () => 'DRK ', venues: ['DRK-Blutspende Bürgerhaus Kassel', 'Blutspende Rathaus Erfurt', 'Uni-Mensa Regensburg', 'Sporthalle Kiel-Gaarden', 'Feuerwehrhaus Ulm-Söflingen'] },
  FR: { prefix: () => 'EFS ', venues: ['EFS Angers - Maison du don', 'Collecte mobile, salle des fêtes de Besançon', 'Collecte Université de Perpignan', 'Maison du don de Metz', 'Collecte mairie de Tours'] },
  NL: { prefix: () => '', venues: ['Sanquin Groningen', 'Sanquin locatie Arnhem', 'Sanquin Breda (mobiel)', 'Sanquin Maastricht', 'Sanquin Haarlem'] },
  ES: { prefix: () => '', venues: ['Unidad móvil, Plaza Mayor de Salamanca', 'Hospital de Cáceres - Hemodonación', 'Colecta Universidad de Almería', 'Centro de Transfusión de La Rioja', 'Colecta Ayuntamiento de Girona'] },
  PL: { prefix: () => 'RCKiK ', venues: ['RCKiK Lublin', 'Ambulans RCKiK Białystok', 'Oddział terenowy Toruń', 'Akcja krwiodawstwa Politechnika Śląska', 'Punkt poboru Tarnów'] },
};

function newDonor24(c: Ctx, p: Person24, share?: Pick<Donor24, 'address' | 'venue' | 'day'>): Donor24 {
  const k = p.country;
  const no = k === 'GB' ? `${c.letters(1, 'GNG')}${c.digits(9)}` : k === 'ZA' ? c.digits(9) : k === 'NL' ? `${c.digits(7)}` : c.digits(c.int(6, 8));
  return {
    p,
    donorNo: `${SERVICES24[k].prefix()}${no}`,
    group: c.pick(['O+', 'O Rh+', 'A+', 'B+', 'O-', 'AB+', 'A Rh neg', 'B-']),
    address: share?.address ?? address24(c, k),
    venue: share?.venue ?? c.pick(SERVICES24[k].venues),
    day: share?.day ?? workDay24(c, 2023, 2025),
  };
}

/** The blood service's donor register. */
function donorRegister24(c: Ctx, d: Donor24): PersonRecord {
  const { p } = d;
  const k = p.country;
  const L: Record<Country24, readonly [string, string, string, string, string, string, string, string]> = {
    NG: ['Donor No.', 'Surname', 'Other names', 'Date of Birth', 'Sex', 'Blood Group', 'GSM No.', 'Address'],
    KE: ['Donor ID', 'Surname', 'Other Names', 'DOB', 'Gender', 'Blood Group', 'Mobile No.', 'Residence'],
    GH: ['Donor No', 'Surname', 'First Name(s)', 'Date of Birth', 'Sex', 'Blood Group', 'Phone', 'Residential Address'],
    ZA: ['Donor number', 'Surname', 'First names', 'Date of birth', 'Gender', 'Blood group', 'Cell no.', 'Residential address'],
    GB: ['Donor number', 'Surname', 'Forename(s)', 'Date of birth', 'Sex', 'Blood group', 'Mobile', 'Address'],
    DE: ['Spendernummer', 'Name', 'Vorname', 'Geburtsdatum', 'Geschlecht', 'Blutgruppe', 'Mobil', 'Anschrift'],
    FR: ['N° donneur', 'Nom', 'Prénom', 'Date de naissance', 'Sexe', 'Groupe sanguin', 'Portable', 'Adresse'],
    NL: ['Donornummer', 'Achternaam', 'Voornamen', 'Geboortedatum', 'Geslacht', 'Bloedgroep', 'Mobiel', 'Adres'],
    ES: ['Nº donante', 'Apellidos', 'Nombre', 'Fecha de nacimiento', 'Sexo', 'Grupo sanguíneo', 'Móvil', 'Domicilio'],
    PL: ['Nr krwiodawcy', 'Nazwisko', 'Imiona', 'Data urodzenia', 'Płeć', 'Grupa krwi', 'Telefon', 'Adres'],
  };
  const [no, sn, fn, db, sx, bg, ph, ad] = L[k];
  const sexWord = k === 'PL' ? (p.sex === 'M' ? 'M' : 'K') : k === 'DE' ? (p.sex === 'M' ? 'm' : 'w') : p.sex;
  return rec([
    [own(no), d.donorNo],
    [sn, c.chance(0.35) ? sur24(p).toUpperCase() : sur24(p)],
    [fn, givens24(p)],
    [bornK(db), anyDate24(c, p.dob, k)],
    [sx, sexWord],
    [bg, d.group],
    [tel(ph), c.chance(0.85) ? anyPhone24(c, p.phone, k) : undefined],
    [ad, d.address],
    [k === 'GB' || k === 'ZA' || k === 'NG' || k === 'KE' || k === 'GH' ? 'Donations to date' : '#', String(c.int(1, 60))],
  ]);
}

/** The mobile session's donation log: the donor number as the session nurse keys it, the name short. */
function sessionLog24(c: Ctx, d: Donor24, withNo: boolean, withDob: boolean): PersonRecord {
  const { p } = d;
  const k = p.country;
  const L: Record<Country24, readonly [string, string, string, string, string, string, string, string]> = {
    NG: ['Session', 'Date', 'Donor ID', 'Donor name', 'DOB', 'Hb (g/dL)', 'Bag No.', 'Phone'],
    KE: ['Site', 'Date', 'Donor No', 'Name', 'D.O.B', 'Hb', 'Unit No.', 'Tel'],
    GH: ['Venue', 'Date', 'Donor Number', 'Name of donor', 'Date of birth', 'Hb', 'Pack No.', 'Contact'],
    ZA: ['Clinic', 'Date', 'Donor no', 'Donor', 'DOB', 'Hb', 'Unit number', 'Cell'],
    GB: ['Session', 'Session date', 'Donor no.', 'Donor', 'DoB', 'Hb', 'DIN', 'Tel'],
    DE: ['Termin', 'Datum', 'Spender-Nr.', 'Spender', 'Geb.', 'Hb', 'Konserven-Nr.', 'Tel.'],
    FR: ['Collecte', 'Date', 'N° donneur', 'Donneur', 'Né(e) le', 'Hb', 'N° de poche', 'Tél.'],
    NL: ['Locatie', 'Datum', 'Donornr', 'Donor', 'Geb.datum', 'Hb', 'Eenheidnr.', 'Tel'],
    ES: ['Colecta', 'Fecha', 'Nº donante', 'Donante', 'F. nac.', 'Hb', 'Nº bolsa', 'Tel.'],
    PL: ['Miejsce', 'Data', 'Nr dawcy', 'Dawca', 'Data ur.', 'Hb', 'Nr donacji', 'Tel.'],
  };
  const [ve, dt, no, nm, db, hb, unit, ph] = L[k];
  const name = c.pick([`${called24(c, p)} ${sur24(p)}`, `${sur24(p).toUpperCase()} ${p.given[0]}.`, writtenName24(c, p), `${p.given} ${p.surname}`]);
  return rec([
    [ve, d.venue],
    [dt, anyDate24(c, d.day, k)],
    [own(no), withNo ? again24(c, k, d.donorNo) : undefined],
    [nm, name],
    [bornK(db), withDob ? anyDate24(c, p.dob, k) : undefined],
    [hb, (c.int(118, 168) / 10).toFixed(1)],
    [unit, `${c.letters(1, 'GZW')}${c.digits(10)}`],
    [tel(ph), c.chance(0.3) ? anyPhone24(c, p.phone, k) : undefined],
  ]);
}

// ---------------------------------------------------------------- kind 4 / 9: tax clearance and tender bid form

interface Taxpayer24 {
  p: Person24;
  tin: string;
  cert: string;
  nat: string;
  trade: string;
  address: string;
}

/** A person's tax number under that country's scheme (ES: the NIF is the DNI; PL: NIP with its check digit). */
function taxNo24(c: Ctx, k: Country24): string {
  switch (k) {
    case 'NG':
      return `${c.digits(8)}-0001`;
    case 'KE':
      return `A${c.int(0, 1)}${c.digits(8)}${c.letters(1)}`;
    case 'GH':
      return `P00${c.digits(8)}`;
    case 'ZA':
      return `${c.pick(['0', '1', '2', '3'])}${c.digits(9)}`;
    case 'GB':
      return c.digits(10);
    case 'DE':
      return `${c.int(10, 99)}/${c.int(100, 999)}/${c.digits(5)}`;
    case 'FR':
      return `${c.int(0, 3)}${c.digits(12)}`;
    case 'NL':
      return `NL${c.digits(9)}B${two(c.int(1, 99))}`;
    case 'ES':
      return dni19(c);
    case 'PL':
      return nip19(c);
  }
}

const TRADE24: Record<Country24, readonly string[]> = {
  NG: ['Global Ventures', 'Enterprises', 'Nig. Enterprises', 'Multi-Links', 'Integrated Services'],
  KE: ['Enterprises', 'General Supplies', 'Agencies', 'Contractors', 'Traders'],
  GH: ['Enterprise', 'Ventures', 'Trading', 'Building Works', 'Supplies'],
  ZA: ['Trading', 'Projects', 'Construction', 'Cleaning Services', 'Holdings'],
  GB: ['Plumbing & Heating', 'Building Services', 'Electrical', 'Landscapes', 'Joinery'],
  DE: ['Bau', 'Elektrotechnik', 'Malerbetrieb', 'Gartenbau', 'Haustechnik'],
  FR: ['Bâtiment', 'Électricité', 'Plomberie', 'Services', 'Paysages'],
  NL: ['Installatietechniek', 'Bouw', 'Klussenbedrijf', 'Schilderwerken', 'Hoveniers'],
  ES: ['Reformas', 'Instalaciones', 'Construcciones', 'Servicios', 'Fontanería'],
  PL: ['Usługi Remontowe', 'Instalacje', 'Budownictwo', 'Transport', 'Handel'],
};

function newTaxpayer24(c: Ctx, p: Person24, share?: Pick<Taxpayer24, 'trade' | 'address'>): Taxpayer24 {
  const k = p.country;
  const tradeName = k === 'DE' || k === 'NL' || k === 'PL' ? `${p.surname} ${c.pick(TRADE24[k])}` : k === 'FR' || k === 'ES' ? `${c.pick(TRADE24[k])} ${p.surname}` : `${p.surname} ${c.pick(TRADE24[k])}`;
  return {
    p,
    tin: taxNo24(c, k),
    // GB: the HMRC tax check code (nine characters in threes); elsewhere the certificate's serial.
    cert: k === 'GB' ? [0, 1, 2].map(() => c.letters(3, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')).join(' ') : `${c.pick(['TCC/', 'TCC-', 'CERT-', ''])}${c.digits(c.int(7, 10))}`,
    nat: natNo24(c, p),
    trade: share?.trade ?? (c.chance(0.3) && k !== 'DE' && k !== 'FR' && k !== 'NL' && k !== 'ES' && k !== 'PL' ? `${p.surname} & Sons ${c.pick(TRADE24[k])}` : tradeName),
    address: share?.address ?? address24(c, k),
  };
}

/** The revenue authority's clearance / compliance certificate, as its system prints it. */
function taxClearance24(c: Ctx, t: Taxpayer24): PersonRecord {
  const { p } = t;
  const k = p.country;
  const printed = `${sur24(p)} ${givens24(p)}`.toUpperCase();
  const issued = workDay24(c, 2024, 2025);
  const until = { ...issued, y: issued.y + 1 };
  const H: Record<Country24, readonly [string, string, string, string, string, string]> = {
    NG: ['TCC Number', 'Taxpayer Name', 'TIN', 'Issue Date', 'Expiry Date', 'Tax Office'],
    KE: ['Certificate Number', 'Taxpayer Name', 'PIN', 'Date of Issue', 'Valid Until', 'Station'],
    GH: ['TCC No.', 'Name of Taxpayer', 'TIN', 'Date Issued', 'Expiry Date', 'Tax Office'],
    ZA: ['TCS PIN', 'Taxpayer name', 'Income tax reference number', 'Date of issue', 'Expiry date', 'SARS branch'],
    GB: ['Tax check code', 'Name', 'UTR', 'Date of check', 'Valid to', 'Licence type'],
    DE: ['Aktenzeichen', 'Steuerpflichtiger', 'Steuernummer', 'Ausgestellt am', 'Gültig bis', 'Finanzamt'],
    FR: ['Référence de l\'attestation', 'Nom et prénom', 'Numéro fiscal', 'Date d\'émission', 'Valable jusqu\'au', 'Service des impôts'],
    NL: ['Kenmerk verklaring', 'Naam', 'Btw-identificatienummer', 'Datum', 'Geldig tot', 'Kantoor'],
    ES: ['Código Seguro de Verificación', 'Apellidos y nombre', 'NIF', 'Fecha de expedición', 'Validez', 'Delegación AEAT'],
    PL: ['Numer zaświadczenia', 'Imię i nazwisko', 'NIP', 'Data wydania', 'Ważne do', 'Urząd Skarbowy'],
  };
  const [cn, nm, tn, iss, val, off] = H[k];
  const office: Record<Country24, readonly string[]> = {
    NG: ['MSTO Ikeja', 'MSTO Abeokuta', 'FIRS ITO Ilorin'],
    KE: ['Nairobi South', 'Eldoret', 'Nakuru'],
    GH: ['Tamale MTO', 'Kumasi Central', 'Tema STO'],
    ZA: ['Bloemfontein', 'Mthatha', 'Kimberley'],
    GB: ['Taxi / private hire driver', 'Scrap metal collector', 'Taxi / private hire driver'],
    DE: ['Finanzamt Kassel-Hofgeismar', 'Finanzamt Erfurt', 'Finanzamt Ulm'],
    FR: ['SIE d\'Angers', 'SIE de Metz', 'SIE de Tours'],
    NL: ['Belastingdienst Groningen', 'Belastingdienst Arnhem', 'Belastingdienst Breda'],
    ES: ['Delegación de Salamanca', 'Delegación de Girona', 'Delegación de Almería'],
    PL: ['US Lublin-Północ', 'US Białystok', 'US Toruń'],
  };
  return rec([
    [own(cn), t.cert],
    [nm, k === 'GB' || k === 'FR' ? `${givens24(p)} ${sur24(p)}` : printed],
    [taxK(tn), t.tin],
    [iss, anyDate24(c, issued, k)],
    [val, anyDate24(c, until, k)],
    [off, c.pick(office[k])],
    [k === 'NG' || k === 'GH' || k === 'KE' ? 'Business Name' : k === 'ZA' ? 'Trading as' : 'Trading name', c.chance(0.4) ? t.trade : undefined],
  ]);
}

/** The sole trader's tender bid or supplier registration form. */
function bidForm24(c: Ctx, t: Taxpayer24, quoteCert: boolean, withId: boolean): PersonRecord {
  const { p } = t;
  const k = p.country;
  const H: Record<Country24, readonly [string, string, string, string, string, string, string]> = {
    NG: ['Name of Bidder / Company', 'Name of Proprietor', 'TIN', 'TCC No.', 'Phone Number', 'Business Address', 'Tender Ref'],
    KE: ['Name of Tenderer', 'Name of Proprietor/Director', 'KRA PIN', 'Tax Compliance Cert. No.', 'Mobile', 'Physical Address', 'Tender No.'],
    GH: ['Name of Tenderer', 'Name of Owner', 'TIN', 'Tax Clearance Cert. No.', 'Telephone', 'Location', 'Tender Ref. No.'],
    ZA: ['Name of bidder', 'Sole proprietor full names', 'Tax reference no.', 'Tax compliance status PIN', 'Cellphone', 'Business address', 'Bid number'],
    GB: ['Trading name', 'Applicant full name', 'UTR', 'Tax check code', 'Contact number', 'Business address', 'Application ref'],
    DE: ['Firma', 'Inhaber/in', 'Steuernummer', 'Bescheinigung in Steuersachen (Az.)', 'Telefon', 'Anschrift', 'Vergabenummer'],
    FR: ['Raison sociale', 'Nom et prénom de l\'entrepreneur', 'Numéro fiscal', 'Attestation de régularité fiscale (réf.)', 'Téléphone', 'Adresse', 'Marché n°'],
    NL: ['Handelsnaam', 'Naam eigenaar', 'Btw-id', 'Verklaring betalingsgedrag (kenmerk)', 'Telefoon', 'Vestigingsadres', 'Aanbesteding'],
    ES: ['Denominación', 'Apellidos y nombre del empresario', 'NIF', 'CSV certificado AEAT', 'Teléfono', 'Domicilio', 'Expediente'],
    PL: ['Nazwa wykonawcy', 'Imię i nazwisko właściciela', 'NIP', 'Nr zaświadczenia z US', 'Telefon', 'Adres', 'Znak postępowania'],
  };
  const [tr, nm, tn, cn, ph, ad, ref] = H[k];
  const tin = k === 'NG' && c.chance(0.3) ? t.tin.replace(/-0001$/, '') : again24(c, k, t.tin);
  return rec([
    [ref, `${c.letters(2, 'ABCDEFGHKMNPRSTW')}/${c.int(2024, 2025)}/${c.int(1, 300)}`],
    [tr, t.trade],
    [nm, writtenName24(c, p)],
    [taxK(tn), tin],
    [own(cn), quoteCert ? t.cert : undefined],
    [k === 'ES' ? 'Documento de identidad' : natKey24(c, k, 'form'), withId && k !== 'ES' ? again24(c, k, t.nat) : undefined],
    [tel(ph), c.chance(0.8) ? anyPhone24(c, p.phone, k) : undefined],
    [ad, t.address],
  ]);
}

// ---------------------------------------------------------------- kind 5 / 10: police clearance and ride-hailing onboarding

interface Driver24 {
  p: Person24;
  nat: string;
  certNo: string;
  birthPlace: string;
  address: string;
  car: { plate: string; model: string };
  driverId: string;
}

function plate24(c: Ctx, k: Country24): string {
  switch (k) {
    case 'NG':
      return `${c.letters(3)}-${c.digits(3)}${c.letters(2)}`;
    case 'KE':
      return `K${c.letters(2)} ${c.digits(3)}${c.letters(1)}`;
    case 'GH':
      return `${c.pick(['GR', 'AS', 'GT', 'NR'])} ${c.digits(4)}-${c.int(20, 24)}`;
    case 'ZA':
      return `${c.letters(2)} ${c.digits(2)} ${c.letters(2)} ${c.pick(['GP', 'FS', 'EC', 'NC'])}`;
    case 'GB':
      return `${c.letters(2)}${c.int(15, 24)} ${c.letters(3)}`;
    case 'DE':
      return `${c.pick(['KS', 'EF', 'R', 'KI', 'UL'])}-${c.letters(2)} ${c.int(10, 9999)}`;
    case 'FR':
      return `${c.letters(2)}-${c.digits(3)}-${c.letters(2)}`;
    case 'NL':
      return `${c.letters(1)}-${c.digits(3)}-${c.letters(2)}`;
    case 'ES':
      return `${c.digits(4)} ${c.letters(3, 'BCDFGHJKLMNPRSTVWXYZ')}`;
    case 'PL':
      return `${c.pick(['LU', 'BI', 'CT', 'SG', 'KT'])} ${c.digits(5)}`;
  }
}

function newDriver24(c: Ctx, p: Person24, share?: Pick<Driver24, 'address' | 'car'>): Driver24 {
  const k = p.country;
  const certNo: Record<Country24, () => string> = {
    NG: () => `NPF/CMR/${c.digits(6)}`,
    KE: () => `DCI-${c.digits(8)}`,
    GH: () => `CID/PR/${c.digits(5)}/${c.int(23, 25)}`,
    ZA: () => `PCC${c.digits(9)}`,
    GB: () => `00${c.digits(10)}`,
    DE: () => `${c.digits(12)}`,
    FR: () => `B3-${c.digits(9)}`,
    NL: () => `VOG-${c.digits(8)}`,
    ES: () => `CAP${c.digits(10)}`,
    PL: () => `KRK/${c.digits(8)}/${c.int(2023, 2025)}`,
  };
  return {
    p,
    nat: natNo24(c, p),
    certNo: certNo[k](),
    birthPlace: c.pick(TOWNS24[k]),
    address: share?.address ?? address24(c, k),
    car: share?.car ?? { plate: plate24(c, k), model: c.pick(['Toyota Corolla', 'Toyota Axio', 'Suzuki Dzire', 'Kia Rio', 'Toyota Prius', 'Hyundai Accent', 'Skoda Octavia', 'Dacia Logan']) },
    driverId: `${c.letters(2, 'DRVUBX')}${c.digits(7)}`,
  };
}

/** The police clearance / certificate of good conduct, as issued. */
function policeClearance24(c: Ctx, d: Driver24): PersonRecord {
  const { p } = d;
  const k = p.country;
  const H: Record<Country24, readonly [string, string, string, string, string, string]> = {
    NG: ['Certificate No.', 'Name of Applicant', 'Date of Birth', 'State of Origin / Place of Birth', 'Result', 'Date of Issue'],
    KE: ['Ref. No.', 'Name', 'Date of Birth', 'Place of Birth', 'Finding', 'Date'],
    GH: ['Report No.', 'Full Name', 'Date of Birth', 'Place of Birth', 'Remarks', 'Date'],
    ZA: ['Reference number', 'Full names and surname', 'Date of birth', 'Place of birth', 'Result', 'Issue date'],
    GB: ['Certificate number', 'Name', 'Date of birth', 'Place of birth', 'Police records of convictions', 'Date of issue'],
    DE: ['Belegart / Nr.', 'Name, Vorname(n)', 'Geburtsdatum', 'Geburtsort', 'Inhalt', 'Ausstellungsdatum'],
    FR: ['N° de demande', 'Nom, prénoms', 'Date de naissance', 'Lieu de naissance', 'Bulletin n° 3', 'Délivré le'],
    NL: ['Aanvraagnummer', 'Naam', 'Geboortedatum', 'Geboorteplaats', 'Besluit', 'Datum afgifte'],
    ES: ['Nº de certificado', 'Apellidos y nombre', 'Fecha de nacimiento', 'Lugar de nacimiento', 'Resultado', 'Fecha'],
    PL: ['Numer zaświadczenia', 'Nazwisko i imiona', 'Data urodzenia', 'Miejsce urodzenia', 'Wynik', 'Data wydania'],
  };
  const [no, nm, db, pb, res, iss] = H[k];
  const name = k === 'DE' || k === 'FR' || k === 'ES' || k === 'PL' ? `${sur24(p).toUpperCase()}, ${givens24(p)}` : c.chance(0.5) ? `${sur24(p).toUpperCase()} ${givens24(p)}` : `${givens24(p)} ${sur24(p)}`.toUpperCase();
  const result: Record<Country24, string> = {
    NG: 'No criminal record',
    KE: 'Nil record',
    GH: 'No criminal record found',
    ZA: 'No record',
    GB: 'None recorded',
    DE: 'Keine Eintragung',
    FR: 'Néant',
    NL: 'Verklaring Omtrent het Gedrag afgegeven',
    ES: 'Carece de antecedentes penales',
    PL: 'Osoba nie figuruje w kartotece',
  };
  return rec([
    [own(no), d.certNo],
    [nm, name],
    [bornK(db), anyDate24(c, p.dob, k)],
    [pb, d.birthPlace],
    [natKey24(c, k, 'form'), k === 'GB' || k === 'DE' || k === 'FR' ? undefined : d.nat],
    [res, result[k]],
    [iss, anyDate24(c, workDay24(c, 2024, 2025), k)],
  ]);
}

/** The ride-hailing platform's driver onboarding export (English headers; the ops team keys the certificate). */
function onboarding24(c: Ctx, d: Driver24, withCert: boolean, withId: boolean): PersonRecord {
  const { p } = d;
  const k = p.country;
  const bg = k === 'GB' ? 'DBS certificate no.' : k === 'NL' ? 'VOG number' : k === 'KE' ? 'Good conduct cert no' : k === 'DE' ? 'Führungszeugnis ref' : 'Police clearance ref';
  const idKey = k === 'GB' ? natK('NI number') : natKey24(c, k, 'short');
  return rec([
    ['driver_id', d.driverId],
    ['first_name', called24(c, p)],
    ['last_name', c.chance(0.2) ? slip19(c, sur24(p)) : sur24(p)],
    [tel('phone'), c.pick(['intl', 'intl', 'bare'] as const) === 'bare' ? phone19(p.phone, k, 'bare') : phone19(p.phone, k, 'intl')],
    ['email', `${fold19(p.given).toLowerCase().replace(/[^a-z]/g, '')}.${fold19(p.surname).toLowerCase().replace(/[^a-z]/g, '')}${c.int(1, 99)}@${c.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`],
    [bornK('date_of_birth'), c.chance(0.7) ? date19(p.dob, 'iso') : undefined],
    [idKey, withId ? again24(c, k, d.nat) : undefined],
    [own(bg), withCert ? again24(c, k, d.certNo) : undefined],
    ['vehicle_plate', d.car.plate],
    ['vehicle_model', d.car.model],
    ['city', d.address.split(', ').at(-1)!],
    ['onboarding_status', c.pick(['approved', 'approved', 'docs_review', 'active'])],
  ]);
}

// ---------------------------------------------------------------- the kinds

const sameMarriage: Kind24 = {
  kind: 'same_church_marriage_register_vs_civil_marriage_record',
  label: 'same',
  pairs: PAIRS24,
  make(c, j) {
    const k = country24(c, j);
    const p = newPerson24(c, k, 1965, 2002);
    const w = newWedding24(c, p);
    let dob = c.chance(0.75);
    let withId = c.chance(0.35);
    const zaDob = c.chance(0.6);
    // The analyst needs one more identifier on both sides: the birth on both, or the id number on both.
    const civilDob = k !== 'ZA' || zaDob;
    if (!(dob && civilDob) && !(withId && CIVIL_ID24.has(k))) {
      if (CIVIL_ID24.has(k)) withId = true;
      else dob = true;
    }
    return { a: churchMarriage24(c, w, dob, withId), b: civilMarriage24(c, w, zaDob) };
  },
};

const sameBirth: Kind24 = {
  kind: 'same_birth_notification_vs_civil_birth_registration_mother',
  label: 'same',
  pairs: PAIRS24,
  make(c, j) {
    const k = country24(c, j);
    const mother = newPerson24(c, k, 1978, 2005, 'F');
    const d = newDelivery24(c, mother);
    let dob = c.chance(0.7);
    let idA = c.chance(0.45);
    let idB = c.chance(0.6);
    // Where the notification gives only an age, the id number stands on both sides (or, where the civil record prints
    // none, the notification gives the birth after all).
    if (!dob) {
      if (k === 'DE' || k === 'FR') dob = true;
      else idA = idB = true;
    }
    return { a: birthNotification24(c, d, dob, idA), b: birthRegistration24(c, d, idB) };
  },
};

const sameDonor: Kind24 = {
  kind: 'same_blood_donor_register_vs_donation_session_log',
  label: 'same',
  pairs: PAIRS24,
  make(c, j) {
    const p = newPerson24(c, country24(c, j), 1960, 2006);
    const d = newDonor24(c, p);
    const withNo = c.chance(0.8);
    const withDob = !withNo || c.chance(0.45);
    return { a: donorRegister24(c, d), b: sessionLog24(c, d, withNo, withDob) };
  },
};

const sameTax: Kind24 = {
  kind: 'same_tax_clearance_certificate_vs_tender_bid_form',
  label: 'same',
  pairs: PAIRS24,
  make(c, j) {
    const p = newPerson24(c, country24(c, j), 1960, 2000);
    const t = newTaxpayer24(c, p);
    return { a: taxClearance24(c, t), b: bidForm24(c, t, c.chance(0.4), c.chance(0.5)) };
  },
};

/** Countries whose police certificate prints the national number. */
const CERT_ID24 = new Set<Country24>(['NG', 'KE', 'GH', 'ZA', 'NL', 'ES', 'PL']);

const samePolice: Kind24 = {
  kind: 'same_police_clearance_vs_ride_hailing_onboarding',
  label: 'same',
  pairs: PAIRS24,
  make(c, j) {
    const k = country24(c, j);
    const p = newPerson24(c, k, 1965, 2004);
    const d = newDriver24(c, p);
    let withCert = c.chance(0.65);
    const withId = c.chance(0.6);
    // The onboarding's birth is not always exported; the certificate reference or the id number then carries the pair.
    if (!withCert && !(withId && CERT_ID24.has(k))) withCert = true;
    return { a: policeClearance24(c, d), b: onboarding24(c, d, withCert, withId) };
  },
};

const diffMarriage: Kind24 = {
  kind: 'diff_double_wedding_brothers_one_church',
  label: 'different',
  pairs: PAIRS24,
  make(c, j) {
    const k = country24(c, j);
    const elder = newPerson24(c, k, 1968, 1995, 'M');
    const y = Math.min(2003, elder.dob.y + c.int(1, 12));
    const younger = sibling24(c, elder, y, y, 'M');
    const we = newWedding24(c, elder);
    const wy = newWedding24(c, younger, we);
    const [x, z] = c.chance(0.5) ? [we, wy] : [wy, we];
    // Both births are written (the South African civil record prints the id number; the church side then has it too).
    return { a: churchMarriage24(c, x, true, k === 'ZA' || c.chance(0.3)), b: civilMarriage24(c, z, c.chance(0.6)) };
  },
};

const diffBirth: Kind24 = {
  kind: 'diff_birth_mothers_sisters_in_law_one_house',
  label: 'different',
  pairs: PAIRS24,
  make(c, j) {
    const k = country24(c, j);
    const one = newPerson24(c, k, 1980, 2004, 'F');
    let other = newPerson24(c, k, 1978, 2005, 'F');
    for (let i = 0; i < 10 && (other.given === one.given || sameDay24(other.dob, one.dob)); i++) other = newPerson24(c, k, 1978, 2005, 'F');
    // Wives of two brothers carry the family's married surname (in Spain each keeps her own two surnames).
    if (k !== 'ES') other = { ...other, surname: one.surname, surname2: '' };
    const d1 = newDelivery24(c, one);
    const d2 = newDelivery24(c, other, { hospital: d1.hospital, address: d1.address, husbandPhone: d1.husbandPhone });
    const [x, z] = c.chance(0.5) ? [d1, d2] : [d2, d1];
    let dob = c.chance(0.7);
    let ids = c.chance(0.4);
    if (!dob) {
      if (k === 'DE' || k === 'FR') dob = true;
      else ids = true;
    }
    return { a: birthNotification24(c, x, dob, ids), b: birthRegistration24(c, z, ids) };
  },
};

const diffDonor: Kind24 = {
  kind: 'diff_blood_donor_twins_one_session',
  label: 'different',
  pairs: PAIRS24,
  make(c, j) {
    const k = country24(c, j);
    const t1 = newPerson24(c, k, 1970, 2006);
    const t2 = { ...sibling24(c, t1, t1.dob.y, t1.dob.y), dob: t1.dob };
    const d1 = newDonor24(c, t1);
    const d2 = newDonor24(c, t2, { address: d1.address, venue: d1.venue, day: d1.day });
    // The session log always carries the twin's own donor number: one birth, two numbers.
    return c.chance(0.5) ? { a: donorRegister24(c, d1), b: sessionLog24(c, d2, true, c.chance(0.5)) } : { a: donorRegister24(c, d2), b: sessionLog24(c, d1, true, c.chance(0.5)) };
  },
};

const diffTax: Kind24 = {
  kind: 'diff_tender_son_under_fathers_trade_name',
  label: 'different',
  pairs: PAIRS24,
  make(c, j) {
    const k = country24(c, j);
    const father = newPerson24(c, k, 1950, 1975, 'M');
    const y = Math.min(2004, father.dob.y + c.int(20, 38));
    let son = sibling24(c, father, y, y, 'M');
    // A son named after his father a quarter of the time; Spain: the son takes the father's first surname only.
    if (c.chance(0.25)) son = { ...son, given: father.given, short: father.short, middle: '' };
    if (k === 'ES') son = { ...son, surname2: c.pick(NAMES24.ES.s.filter((s) => s !== father.surname && s !== father.surname2)) };
    const tf = newTaxpayer24(c, father);
    const ts = newTaxpayer24(c, son, { trade: tf.trade, address: tf.address });
    return { a: taxClearance24(c, tf), b: bidForm24(c, ts, c.chance(0.4), c.chance(0.5)) };
  },
};

const diffPolice: Kind24 = {
  kind: 'diff_ride_hailing_brothers_sharing_one_car',
  label: 'different',
  pairs: PAIRS24,
  make(c, j) {
    const k = country24(c, j);
    const b1 = newPerson24(c, k, 1970, 2000, 'M');
    const y = Math.min(2004, b1.dob.y + c.int(1, 15));
    const b2 = sibling24(c, b1, y, y, 'M');
    const d1 = newDriver24(c, b1);
    const d2 = newDriver24(c, b2, { address: d1.address, car: d1.car });
    const [x, z] = c.chance(0.5) ? [d1, d2] : [d2, d1];
    // The onboarding keys the driver's own clearance reference and id number.
    return { a: policeClearance24(c, x), b: onboarding24(c, z, true, true) };
  },
};

export const HELDOUT24_KINDS: readonly Kind24[] = [sameMarriage, sameBirth, sameDonor, sameTax, samePolice, diffMarriage, diffBirth, diffDonor, diffTax, diffPolice];
