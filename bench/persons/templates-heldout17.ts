// Held-out set 17 of labelled PERSON RECORD PAIRS (bench/data/persons-heldout17.jsonl, written by
// bench/persons/generate.ts with seed 1717).
//
// Author: a blind author helper of session 30 (branch s30-persons17, issue 11), the seventeenth independent author,
// writing from their own knowledge of how person records arrive from sources the sixteen earlier sets' kind names do
// not name: public employment-service jobseeker registers (NDE, NEA, YEA, ESSA, Jobcentre Plus, Bundesagentur für
// Arbeit, France Travail, UWV, SEPE, urząd pracy: the seeker's reference, the national number, name columns in the
// office's own words and letter case) against a training provider's voucher / enrolment sheet (the learner as the
// provider writes them, the referral reference re-spaced, a course); charity donor declarations and pledge forms
// (Gift Aid, Section 18A, Zuwendungsbestätigung, reçu fiscal, ANBI gift, certificado de donaciones, darowizna: a
// title, the name, house and postcode, an e-mail, at times the supporter number) against the charity's supporter
// CRM export (`Supporter ID`, `FULL NAME` in capitals or `Surname, First`, e-mail, mobile); eye-clinic / optometry
// records (patient number, name, birth date, phone, the prescription) against the optician's spectacle order and
// collection slip (order number, customer, the clinic number quoted, a phone); prison and remand visitor bookings
// (the visitor's name, ID document and number, birth date, phone, the prisoner visited and the relationship) against
// the gate visitor log (the ID document as the officer copied it, time in and out); registers of persons with
// disabilities (NCPWD, JONAPWD / NCPWD Nigeria, the district assembly register, SASSA / DSD, Blue Badge,
// Schwerbehindertenausweis, carte mobilité inclusion, gehandicaptenparkeerkaart, certificado de discapacidad,
// orzeczenie o niepełnosprawności: a card number, the name, birth date, the disability, phone, address) against the
// assistive-device issue log (the beneficiary, the card number re-spaced, the device) — in Nigeria, Kenya, Ghana,
// South Africa, the United Kingdom (GB) and the European Union (DE, FR, NL, ES, PL), field names in each source's own
// words, language and letter case.
// Naming systems written: Yorùbá, Igbo, Hausa, Ijaw and Tiv names with the short forms used day to day; Kikuyu, Luo,
// Luhya, Kalenjin, Meru and Kamba names with a Christian name; Akan (day names), Ewe, Ga and Dagomba names; Zulu,
// Xhosa, Sotho, Pedi, Venda, Afrikaans and Indian South African names; English, Scottish, Welsh, Irish and British
// Asian and Caribbean names; German, French, Dutch (particles), Spanish (two surnames) and Polish (gendered surnames).
// How it is made: each kind below draws a fictional person (or two people for a `different` kind) from the author's own
// name lists, writes the source-A record and the source-B record with that source's headers, date form, phone form and
// slips, from a seeded generator (bench/persons/generate.ts, seed 1717).
// What the author read: the session's rules (s30-common.md), the blind authors' brief and this set's brief;
// bench/persons/generate.ts and bench/persons.ts (whole); bench/persons/records.ts lines 1–72 (types and Ctx, the only
// things used here); templates-heldout16.ts lines 1–200 (its header and types, for the structure) and its list of
// function names and kinds array; the kind names of sets 1–16 (a grep over their `//   same_` / `//   diff_` header
// lines); test/bench/persons-generate.test.ts: imports, assertRecords / assertKinds, the set list tests and set 16's
// block. Slip: after this set was generated and committed, a grep of the README for set 16's paragraph (to copy its
// opening for the README note) printed that whole paragraph, set 16's reading with its kinds of misses included; the
// kinds, columns and data here were fixed before it and are unchanged by it. What the author did NOT read: src/ (anything), README paragraphs about rules or errors, sets 1–16's data
// files, records2–8.ts and the bodies of sets 1–16's templates. Neither the engine nor the bench was ever run on this
// set. Every name list, short form, place, header and slip below is the author's own; every value is fictional
// (identifiers keep the right shape, with their check digit where the scheme has one: South African ID (Luhn), Dutch
// BSN (11-proef), Polish PESEL, Spanish DNI letter; others only the shape).
//
// Labelling policy: `same` means the two records describe the same natural person, as a careful analyst would judge
// from the two records alone; `different` means two natural people, however much they share. Every `same` pair carries
// a name on both sides and at least one more agreeing identifier of the person (seeker reference or national number,
// supporter number or e-mail or phone, clinic number, ID document number, disability card number), and births, where
// both sides state them, agree. Every `different` pair carries on both sides an own identifier of one scheme that
// disagrees, or births at least two years apart, and the kind's look-alike promise below. A number of ANOTHER person
// (the prisoner visited, the cared-for person's card) sits under a key that says so. A birth date is never written
// month first with digits.
//
// Kinds (78 pairs each, cycling NG, KE, GH, ZA, GB, EU — 13 per jurisdiction; 5 `same`, 5 `different`, 780 pairs, 130
// per jurisdiction):
//   same_jobseeker_register_vs_training_voucher   employment office register: seeker reference, national number,
//                                                 office's name columns, birth date, phone; training voucher: the
//                                                 learner's name as the provider writes it (short form at times), the
//                                                 referral reference re-spaced, birth another way or absent, phone.
//   same_donor_declaration_vs_supporter_crm       declaration: title, names, house and postcode, e-mail, supporter
//                                                 number at times; CRM: supporter ID, name in capitals or surname first,
//                                                 e-mail (case changed at times), mobile.
//   same_eye_clinic_record_vs_spectacle_order     clinic: patient number, name, birth, phone, prescription; optician:
//                                                 order number, customer name, clinic number quoted, phone.
//   same_prison_visit_booking_vs_gate_log         booking: visitor's name, ID document and number, birth, phone, prisoner
//                                                 visited; gate log: visitor as on the ID, the number as copied, times.
//   same_disability_register_vs_device_issue      register: card number, name, birth, disability, phone, address;
//                                                 device issue log: beneficiary, card number re-spaced, device, date.
//   diff_jobseeker_siblings_one_household         two siblings registered from one address and one household phone:
//                                                 one surname, own seeker references and national numbers, births apart.
//   diff_donor_spouses_one_household_email        a couple giving from one address under one household e-mail: one
//                                                 surname (ES keeps own), own supporter numbers.
//   diff_spectacle_orders_twins_one_parent_phone  twins of one birth date under one parent's phone: own clinic numbers,
//                                                 own given names.
//   diff_prison_visitors_two_relatives_one_inmate two relatives visiting one prisoner (one surname or in-laws, one
//                                                 phone at times): own ID documents, births apart.
//   diff_disability_holder_vs_carer_register      the holder's register row against the carer's own row in the carers'
//                                                 register (one surname, one address, one phone, the holder's card
//                                                 number under a key naming the cared-for person): births apart.
//
// Slips the author saw before the reading (left as they are): a street is drawn regardless of the area and town it is
// written with (`Thika Road` in Nyali); given and middle names are drawn from the country's whole list, so a
// Kalenjin surname may carry a Meru given name; in Spain a carer and the cared-for person share the first surname
// whichever parent the carer is.
//
// Use: read ONCE with `npm run bench:persons -- --set heldout17`; the figures of that reading are written below, and from
// then on the set is development data.
import type { Ctx, Jurisdiction, PersonRecord, Ymd } from './records.js';

export type Label17 = 'same' | 'different';

export interface Kind17 {
  kind: string;
  label: Label17;
  pairs: number;
  make(c: Ctx, j: Jurisdiction): { a: PersonRecord; b: PersonRecord };
}

export type Country17 = 'NG' | 'KE' | 'GH' | 'ZA' | 'GB' | 'DE' | 'FR' | 'NL' | 'ES' | 'PL';
type Sex17 = 'M' | 'F';

export interface Person17 {
  country: Country17;
  sex: Sex17;
  given: string;
  /** Short form the person goes by ('' when none). */
  short: string;
  middle: string;
  surname: string;
  /** Spanish second surname; '' elsewhere. */
  surname2: string;
  dob: Ymd;
  /** Digits with the country code, no plus. */
  phone: string;
}

// ---------------------------------------------------------------- names (the author's own lists)

type G = readonly (readonly [string, string])[];
interface NameList17 {
  m: G;
  f: G;
  surnames: readonly string[];
}

const NAMES17: Record<Country17, NameList17> = {
  NG: {
    m: [['Oluwadamilare', 'Dami'], ['Chidiebere', 'Chidi'], ['Musa', ''], ['Tamunotonye', 'Tonye'], ['Terhemba', 'Terry'], ['Olawale', 'Wale'], ['Obinna', ''], ['Usman', ''], ['Ayodeji', 'Ayo'], ['Kelechi', 'Kc'], ['Sunday', ''], ['Godwin', '']],
    f: [['Omolara', 'Lara'], ['Chinyere', ''], ['Zainab', ''], ['Ebiere', ''], ['Doosuur', ''], ['Oluwabukola', 'Bukky'], ['Uchenna', 'Uche'], ['Halima', ''], ['Temitope', 'Tope'], ['Blessing', ''], ['Nneka', ''], ['Funmilayo', 'Funmi']],
    surnames: ['Adewale', 'Okoro', 'Yusuf', 'Briggs', 'Iorliam', 'Oyelaran', 'Nwachukwu', 'Garba', 'Alabi', 'Ezeudu', 'Ogbonna', 'Bassey', 'Fashola', 'Olatunji', 'Ikwuemesi', 'Lawal'],
  },
  KE: {
    m: [['Kimani', ''], ['Onyango', ''], ['Barasa', ''], ['Kibet', ''], ['Mutuma', ''], ['Stephen', 'Steve'], ['Nzioka', ''], ['Geoffrey', 'Geoff'], ['Brian', ''], ['Evans', ''], ['Kiptoo', ''], ['Dennis', '']],
    f: [['Wairimu', ''], ['Atieno', ''], ['Nafula', ''], ['Jerotich', ''], ['Kawira', ''], ['Esther', ''], ['Ndinda', ''], ['Winnie', ''], ['Naomi', ''], ['Lilian', 'Lily'], ['Cherono', ''], ['Njeri', '']],
    surnames: ['Maina', 'Ouma', 'Simiyu', 'Kosgei', 'Mugambi', 'Ndungu', 'Mutiso', 'Achieng', 'Kiplagat', 'Wambua', 'Macharia', 'Oduor', 'Nyongesa', 'Rotich', 'Kinyua', 'Muriithi'],
  },
  GH: {
    m: [['Kojo', ''], ['Kwaku', ''], ['Kwasi', ''], ['Yao', ''], ['Sena', ''], ['Nii Odartey', ''], ['Abdul-Rashid', ''], ['Mahama', ''], ['Prince', ''], ['Godfred', ''], ['Eyram', ''], ['Kobina', '']],
    f: [['Adjoa', ''], ['Abenaa', ''], ['Afia', ''], ['Akosua', ''], ['Edinam', ''], ['Naa Dedei', ''], ['Fuseina', ''], ['Mansa', ''], ['Gifty', ''], ['Comfort', ''], ['Selasi', ''], ['Araba', '']],
    surnames: ['Appiah', 'Darko', 'Acheampong', 'Adjei', 'Nkrumah', 'Amponsah', 'Quartey', 'Ansah', 'Fiadzo', 'Kpodo', 'Issahaku', 'Sarpong', 'Frimpong', 'Antwi', 'Ashitey', 'Baffoe'],
  },
  ZA: {
    m: [['Siyabonga', 'Siya'], ['Tumelo', ''], ['Hendrik', 'Henk'], ['Lucky', ''], ['Mpho', ''], ['Sibusiso', 'Sbu'], ['Ndivhuwo', ''], ['Jacobus', 'Kobus'], ['Vusi', ''], ['Pravin', ''], ['Xolani', ''], ['Andile', '']],
    f: [['Nosipho', ''], ['Mpho', ''], ['Elmarie', ''], ['Dineo', ''], ['Nandi', ''], ['Rendani', ''], ['Ayesha', ''], ['Hlengiwe', ''], ['Karabo', ''], ['Sunelle', ''], ['Thembisa', 'Thembi'], ['Kamini', '']],
    surnames: ['Mabaso', 'Shabalala', 'Maluleke', 'du Plessis', 'Mokwena', 'Ngcobo', 'Ramaphosa', 'Nemukula', 'Govender', 'Cele', 'Mahlaba', 'Venter', 'Moloi', 'Jacobs', 'Xaba', 'Tshabalala'],
  },
  GB: {
    m: [['Stephen', 'Steve'], ['Jamie', ''], ['Owain', ''], ['Declan', ''], ['Andrew', 'Andy'], ['Kulvinder', 'Kully'], ['Leroy', ''], ['Nathaniel', 'Nat'], ['Fraser', ''], ['Mohammed', 'Mo'], ['Jonathan', 'Jon'], ['Graham', '']],
    f: [['Siobhan', ''], ['Rebecca', 'Becky'], ['Eleri', ''], ['Margaret', 'Maggie'], ['Gurpreet', ''], ['Shanice', ''], ['Elizabeth', 'Liz'], ['Fiona', ''], ['Nasreen', ''], ['Katherine', 'Kate'], ['Bethan', ''], ['Jennifer', 'Jen']],
    surnames: ['Hughes', 'McAllister', 'Pritchard', "O'Sullivan", 'Campbell', 'Sandhu', 'Forbes', 'Clarke', 'Begum', 'Whitfield', 'Lewis', 'Hussain', 'Bradshaw', 'Gallagher', 'Morrison', 'Evans'],
  },
  DE: {
    m: [['Jürgen', ''], ['Matthias', ''], ['Karl-Heinz', ''], ['Florian', ''], ['Sebastian', 'Basti'], ['Mehmet', ''], ['Uwe', ''], ['Dominik', ''], ['Ralf', ''], ['Tobias', 'Tobi'], ['Günther', ''], ['Lukas', '']],
    f: [['Sabine', ''], ['Ursula', 'Uschi'], ['Anja', ''], ['Katharina', 'Kathi'], ['Gülay', ''], ['Heike', ''], ['Johanna', ''], ['Franziska', 'Franzi'], ['Birgit', ''], ['Annegret', ''], ['Lea', ''], ['Susanne', 'Susi']],
    surnames: ['Müller', 'Schäfer', 'Köhler', 'Hoffmann', 'Yılmaz', 'Braun', 'Zimmermann', 'Krüger', 'Lehmann', 'Wolff', 'Hartmann', 'Schulze', 'Neumann', 'Fuchs', 'Kaiser', 'Vogel'],
  },
  FR: {
    m: [['Jean-Baptiste', ''], ['Thierry', ''], ['Mathieu', ''], ['Karim', ''], ['Benoît', ''], ['Guillaume', ''], ['Stéphane', ''], ['Yannick', ''], ['François', ''], ['Rémi', ''], ['Olivier', ''], ['Mamadou', '']],
    f: [['Anne-Sophie', ''], ['Nathalie', ''], ['Élodie', ''], ['Fatoumata', ''], ['Céline', ''], ['Brigitte', ''], ['Maëlle', ''], ['Sandrine', ''], ['Hélène', ''], ['Aurélie', ''], ['Samia', ''], ['Josiane', '']],
    surnames: ['Lefèvre', 'Girard', 'Moreau', 'Benali', 'Rousseau', 'Fournier', 'Leroy', 'Chevalier', 'Diallo', 'Gauthier', 'Mercier', 'Faure', 'Lambert', 'Bonnet', 'Garnier', 'Roussel'],
  },
  NL: {
    m: [['Johannes', 'Hans'], ['Sander', ''], ['Pieter', 'Piet'], ['Mohamed', ''], ['Bram', ''], ['Gerrit', ''], ['Wouter', ''], ['Cornelis', 'Kees'], ['Ruud', ''], ['Jeroen', ''], ['Hendrikus', 'Henk'], ['Thijs', '']],
    f: [['Johanna', 'Anneke'], ['Femke', ''], ['Marieke', ''], ['Fatima', ''], ['Ingrid', ''], ['Wilhelmina', 'Mien'], ['Sanne', ''], ['Petronella', 'Nel'], ['Esther', ''], ['Lotte', ''], ['Geertruida', 'Truus'], ['Noor', '']],
    surnames: ['de Vries', 'van den Berg', 'Bakker', 'Visser', 'de Groot', 'van Leeuwen', 'Mulder', 'Jansen', 'el Amrani', 'Smit', 'van Dijk', 'Meijer', 'de Wit', 'Bos', 'Vermeulen', 'van der Linden'],
  },
  ES: {
    m: [['José Luis', ''], ['Francisco Javier', 'Javi'], ['Alejandro', 'Álex'], ['Miguel Ángel', ''], ['Jordi', ''], ['Iñaki', ''], ['Manuel', 'Manolo'], ['Rubén', ''], ['Sergio', ''], ['Antonio', 'Toni'], ['Raúl', ''], ['Pablo', '']],
    f: [['María José', 'Majo'], ['Carmen', 'Mari Carmen'], ['Lucía', ''], ['Montserrat', 'Montse'], ['Nerea', ''], ['Rocío', ''], ['Pilar', ''], ['Dolores', 'Lola'], ['Ainhoa', ''], ['Concepción', 'Concha'], ['Beatriz', 'Bea'], ['Inmaculada', 'Inma']],
    surnames: ['García', 'Fernández', 'Martínez', 'López', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Jiménez', 'Moreno', 'Álvarez', 'Romero', 'Navarro', 'Torres', 'Domínguez', 'Vázquez'],
  },
  PL: {
    m: [['Krzysztof', ''], ['Grzegorz', ''], ['Paweł', ''], ['Tomasz', 'Tomek'], ['Andrzej', ''], ['Łukasz', ''], ['Marcin', ''], ['Wojciech', 'Wojtek'], ['Piotr', ''], ['Jarosław', 'Jarek'], ['Michał', ''], ['Zbigniew', 'Zbyszek']],
    f: [['Agnieszka', 'Aga'], ['Małgorzata', 'Gosia'], ['Katarzyna', 'Kasia'], ['Joanna', 'Asia'], ['Ewa', ''], ['Magdalena', 'Magda'], ['Barbara', 'Basia'], ['Elżbieta', 'Ela'], ['Dorota', ''], ['Monika', ''], ['Beata', ''], ['Aleksandra', 'Ola']],
    surnames: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Mazur', 'Krawczyk', 'Piotrowski', 'Grabowski', 'Pawlak'],
  },
};

/** Polish surnames in -ski / -cki / -dzki take -ska / -cka / -dzka for a woman. */
function gendered17(s: string, sex: Sex17, k: Country17): string {
  if (k !== 'PL' || sex === 'M') return s;
  return s.replace(/(sk|ck|dzk)i$/, '$1a');
}

const EU17: readonly Country17[] = ['DE', 'FR', 'NL', 'ES', 'PL'];

export function country17(c: Ctx, j: Jurisdiction): Country17 {
  return j === 'EU' ? c.pick(EU17) : j;
}

const PHONE17: Record<Country17, { cc: string; starts: readonly string[]; len: number }> = {
  NG: { cc: '234', starts: ['803', '806', '813', '816', '703', '706', '802', '808', '805', '905', '810', '701'], len: 10 },
  KE: { cc: '254', starts: ['722', '712', '721', '733', '110', '701', '790', '757', '741', '768'], len: 9 },
  GH: { cc: '233', starts: ['24', '54', '55', '20', '50', '27', '26', '59'], len: 9 },
  ZA: { cc: '27', starts: ['82', '83', '72', '73', '76', '84', '61', '71', '79', '60'], len: 9 },
  GB: { cc: '44', starts: ['7700', '7712', '7823', '7949', '7534', '7401', '7966'], len: 10 },
  DE: { cc: '49', starts: ['151', '160', '170', '176', '157', '162', '172'], len: 11 },
  FR: { cc: '33', starts: ['6', '7'], len: 9 },
  NL: { cc: '31', starts: ['6'], len: 9 },
  ES: { cc: '34', starts: ['6', '7'], len: 9 },
  PL: { cc: '48', starts: ['50', '51', '60', '66', '69', '72', '78', '88'], len: 9 },
};

export function newPhone17(c: Ctx, k: Country17): string {
  const p = PHONE17[k];
  const start = c.pick(p.starts);
  let rest = '';
  while (start.length + rest.length < p.len) rest += String(c.int(0, 9));
  return p.cc + start + rest;
}

export type PhoneForm17 = 'national' | 'intl' | 'intl-spaced' | 'e164-bare';

/** A phone in a form a clerk writes; Spain and Poland have no trunk 0, the others do. */
export function phone17(full: string, k: Country17, f: PhoneForm17): string {
  const cc = PHONE17[k].cc;
  const sub = full.slice(cc.length);
  if (f === 'e164-bare') return full;
  if (f === 'intl') return `+${full}`;
  if (f === 'intl-spaced') return `+${cc} ${sub.slice(0, 3)} ${sub.slice(3, 6)} ${sub.slice(6)}`;
  return k === 'ES' || k === 'PL' ? sub : `0${sub}`;
}

function anyPhone17(c: Ctx, full: string, k: Country17): string {
  return phone17(full, k, c.pick(['national', 'national', 'intl', 'intl-spaced', 'e164-bare'] as const));
}

const MON17 = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export type DateForm17 = 'iso' | 'dd/mm/yyyy' | 'dd.mm.yyyy' | 'dd-mm-yyyy' | 'DD-MON-YYYY' | 'd Mon yyyy' | 'yyyymmdd';
const two = (n: number) => String(n).padStart(2, '0');

export function date17(t: Ymd, f: DateForm17): string {
  switch (f) {
    case 'iso':
      return `${t.y}-${two(t.m)}-${two(t.d)}`;
    case 'dd/mm/yyyy':
      return `${two(t.d)}/${two(t.m)}/${t.y}`;
    case 'dd.mm.yyyy':
      return `${two(t.d)}.${two(t.m)}.${t.y}`;
    case 'dd-mm-yyyy':
      return `${two(t.d)}-${two(t.m)}-${t.y}`;
    case 'DD-MON-YYYY':
      return `${two(t.d)}-${MON17[t.m - 1]!.toUpperCase()}-${t.y}`;
    case 'd Mon yyyy':
      return `${t.d} ${MON17[t.m - 1]} ${t.y}`;
    case 'yyyymmdd':
      return `${t.y}${two(t.m)}${two(t.d)}`;
  }
}

function dateForms17(k: Country17): readonly DateForm17[] {
  if (k === 'DE' || k === 'PL') return ['dd.mm.yyyy', 'dd.mm.yyyy', 'iso'];
  if (k === 'NL' || k === 'ES') return ['dd-mm-yyyy', 'dd/mm/yyyy', 'iso'];
  if (k === 'FR') return ['dd/mm/yyyy', 'dd/mm/yyyy', 'iso'];
  if (k === 'ZA') return ['iso', 'yyyymmdd', 'dd/mm/yyyy', 'd Mon yyyy'];
  return ['dd/mm/yyyy', 'DD-MON-YYYY', 'd Mon yyyy', 'iso'];
}

function anyDate17(c: Ctx, t: Ymd, k: Country17): string {
  return date17(t, c.pick(dateForms17(k)));
}

const daysIn17 = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

export function randomDob17(c: Ctx, from: number, to: number): Ymd {
  const y = c.int(from, to);
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, daysIn17(y, m)) };
}

export function newPerson17(c: Ctx, k: Country17, from = 1955, to = 2005, sex?: Sex17): Person17 {
  const s: Sex17 = sex ?? (c.chance(0.5) ? 'M' : 'F');
  const L = NAMES17[k];
  const [given, short] = c.pick(s === 'M' ? L.m : L.f);
  const middle = k === 'ES' || k === 'FR' || c.chance(0.45) ? '' : c.pick(s === 'M' ? L.m : L.f)[0];
  const surname = gendered17(c.pick(L.surnames), s, k);
  const surname2 = k === 'ES' ? c.pick(L.surnames.filter((x) => x !== surname)) : '';
  return { country: k, sex: s, given, short, middle: middle === given ? '' : middle, surname, surname2, dob: randomDob17(c, from, to), phone: newPhone17(c, k) };
}

/**
 * A relative of `p`: the family surname, own given name, sex and birth. In Spain a brother or sister (`sibling`) keeps
 * both surnames; any other relative shares the first only.
 */
function relative17(c: Ctx, p: Person17, from: number, to: number, sex?: Sex17, sibling = false): Person17 {
  let r = newPerson17(c, p.country, from, to, sex);
  for (let i = 0; i < 6 && r.given === p.given; i++) r = newPerson17(c, p.country, from, to, sex);
  const surname = p.country === 'PL' ? gendered17(p.surname.replace(/(sk|ck|dzk)a$/, '$1i'), r.sex, 'PL') : p.surname;
  return { ...r, surname, surname2: p.country === 'ES' ? (sibling ? p.surname2 : r.surname2) : '' };
}

export function fold17(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i');
}

const fullSurname17 = (p: Person17) => (p.surname2 ? `${p.surname} ${p.surname2}` : p.surname);
const givenFull17 = (p: Person17) => (p.middle ? `${p.given} ${p.middle}` : p.given);

/** One keyed slip in a word of five letters or more: two neighbours swapped or a letter doubled. */
export function slip17(c: Ctx, w: string): string {
  if (w.length < 5) return w;
  const i = c.int(1, w.length - 3);
  if (c.chance(0.5) && w[i] !== w[i + 1]) return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  return w.slice(0, i + 1) + w[i] + w.slice(i + 1);
}

function rec(entries: readonly (readonly [string, string | undefined | false])[]): PersonRecord {
  const out: PersonRecord = {};
  for (const [k, v] of entries) if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim();
  return out;
}

/** Re-spaces a reference: separators dropped, or a space / slash / hyphen put between its groups. */
export function respace17(s: string, c: Ctx): string {
  const bare = s.replace(/[^A-Za-z0-9]/g, '');
  const form = c.int(0, 2);
  if (form === 0) return bare;
  if (form === 1) return bare.replace(/(.{4})(?=.)/g, '$1 ');
  return s.toLowerCase() === s ? s.toUpperCase() : s.replace(/[-/ ]/g, ' ');
}

// ---------------------------------------------------------------- identifiers (shape, check digits where they exist)

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

export function zaId17(c: Ctx, p: Person17): string {
  const g = p.sex === 'F' ? c.int(0, 4999) : c.int(5000, 9999);
  const body = `${String(p.dob.y).slice(2)}${two(p.dob.m)}${two(p.dob.d)}${String(g).padStart(4, '0')}0${c.int(8, 9)}`;
  return body + luhnDigit(body);
}

export function bsn17(c: Ctx): string {
  for (;;) {
    const d = c.digits(8);
    let s = 0;
    for (let i = 0; i < 8; i++) s += Number(d[i]) * (9 - i);
    const last = s % 11;
    if (last < 10) return d + String(last);
  }
}

export function pesel17(c: Ctx, p: Person17): string {
  const mm = p.dob.m + (p.dob.y >= 2000 ? 20 : 0);
  const serial = String(c.int(0, 999)).padStart(3, '0');
  const sexDigit = String(p.sex === 'F' ? c.int(0, 4) * 2 : c.int(0, 4) * 2 + 1);
  const body = `${String(p.dob.y).slice(2)}${two(mm)}${two(p.dob.d)}${serial}${sexDigit}`;
  const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  let s = 0;
  for (let i = 0; i < 10; i++) s += Number(body[i]) * w[i]!;
  return body + String((10 - (s % 10)) % 10);
}

export function dni17(c: Ctx): string {
  const n = c.int(10000000, 79999999);
  return `${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`;
}

/** The national number an office asks for: NIN, Kenyan ID, Ghana Card, SA ID, NINO, and the EU countries' own. */
export function nationalNo17(c: Ctx, p: Person17): { key: string; no: string } {
  switch (p.country) {
    case 'NG':
      return { key: 'NIN', no: c.digits(11) };
    case 'KE':
      return { key: 'ID No.', no: c.digits(8) };
    case 'GH':
      return { key: 'Ghana Card No.', no: `GHA-${c.digits(9)}-${c.int(0, 9)}` };
    case 'ZA':
      return { key: 'ID Number', no: zaId17(c, p) };
    case 'GB':
      return { key: 'NI Number', no: `${c.letters(2, 'ABCEGHJKLMNPRSTWXYZ')}${c.digits(6)}${c.pick(['A', 'B', 'C', 'D'])}` };
    case 'DE':
      return { key: 'Sozialversicherungsnummer', no: `${c.int(10, 89)}${two(p.dob.d)}${two(p.dob.m)}${String(p.dob.y).slice(2)}${fold17(p.surname)[0]!.toUpperCase()}${c.digits(3)}` };
    case 'FR':
      return { key: 'N° de sécurité sociale', no: `${p.sex === 'M' ? 1 : 2}${String(p.dob.y).slice(2)}${two(p.dob.m)}${c.int(10, 95)}${c.digits(3)}${c.digits(3)}` };
    case 'NL':
      return { key: 'BSN', no: bsn17(c) };
    case 'ES':
      return { key: 'DNI/NIE', no: dni17(c) };
    case 'PL':
      return { key: 'PESEL', no: pesel17(c, p) };
  }
}

const TOWNS17: Record<Country17, readonly (readonly [string, string])[]> = {
  NG: [['Ikeja', 'Lagos'], ['Surulere', 'Lagos'], ['Wuse II', 'Abuja'], ['Rumuokoro', 'Port Harcourt'], ['Bodija', 'Ibadan'], ['Nsukka', 'Enugu'], ['Makurdi', 'Benue'], ['Sabon Gari', 'Kano']],
  KE: [['Kasarani', 'Nairobi'], ['Kibera', 'Nairobi'], ['Nyali', 'Mombasa'], ['Kondele', 'Kisumu'], ['Langas', 'Eldoret'], ['Makutano', 'Meru'], ['Bondeni', 'Nakuru'], ['Kwa Vonza', 'Kitui']],
  GH: [['Madina', 'Accra'], ['Dansoman', 'Accra'], ['Suame', 'Kumasi'], ['Ho Bankoe', 'Ho'], ['Kasoa', 'Central'], ['Lamashegu', 'Tamale'], ['Ashaiman', 'Tema'], ['Kotokuraba', 'Cape Coast']],
  ZA: [['Soweto', 'Johannesburg'], ['Umlazi', 'Durban'], ['Mamelodi', 'Pretoria'], ['Khayelitsha', 'Cape Town'], ['Bellville', 'Cape Town'], ['Thohoyandou', 'Limpopo'], ['Chatsworth', 'Durban'], ['Seshego', 'Polokwane']],
  GB: [['Walthamstow', 'London'], ['Moss Side', 'Manchester'], ['Splott', 'Cardiff'], ['Govan', 'Glasgow'], ['Handsworth', 'Birmingham'], ['Chapeltown', 'Leeds'], ['Toxteth', 'Liverpool'], ['Belgrave', 'Leicester']],
  DE: [['Neukölln', 'Berlin'], ['Ehrenfeld', 'Köln'], ['Gaarden', 'Kiel'], ['Hasenbergl', 'München'], ['Marxloh', 'Duisburg'], ['Connewitz', 'Leipzig']],
  FR: [['Belleville', 'Paris'], ['La Guillotière', 'Lyon'], ['Le Panier', 'Marseille'], ['Wazemmes', 'Lille'], ['Bellefontaine', 'Toulouse'], ['Malakoff', 'Nantes']],
  NL: [['Transvaal', 'Den Haag'], ['Kanaleneiland', 'Utrecht'], ['Feijenoord', 'Rotterdam'], ['Bos en Lommer', 'Amsterdam'], ['Woensel', 'Eindhoven'], ['Selwerd', 'Groningen']],
  ES: [['Vallecas', 'Madrid'], ['El Raval', 'Barcelona'], ['Triana', 'Sevilla'], ['Benimaclet', 'Valencia'], ['Deusto', 'Bilbao'], ['El Palo', 'Málaga']],
  PL: [['Praga-Północ', 'Warszawa'], ['Nowa Huta', 'Kraków'], ['Bałuty', 'Łódź'], ['Nadodrze', 'Wrocław'], ['Wilda', 'Poznań'], ['Wrzeszcz', 'Gdańsk']],
};

const STREETS17: Record<Country17, readonly string[]> = {
  NG: ['Adeniyi Jones Avenue', 'Ogunlana Drive', 'Aminu Kano Crescent', 'Ikwerre Road', 'Awolowo Avenue', 'Zik Avenue', 'Old Otukpo Road', 'Murtala Mohammed Way'],
  KE: ['Thika Road', 'Moi Avenue', 'Jogoo Road', 'Oginga Odinga Street', 'Kenyatta Avenue', 'Uganda Road', 'Kimathi Way', 'Biashara Street'],
  GH: ['Nii Ashia Street', 'Oxford Street', 'Prempeh II Street', 'Liberation Road', 'Ring Road West', 'Kojo Thompson Road', 'Hospital Road', 'Station Road'],
  ZA: ['Vilakazi Street', 'Mangosuthu Highway', 'Tsamaya Avenue', 'Lwandle Road', 'Voortrekker Road', 'Mvusuludzo Street', 'Road 701', 'Church Street'],
  GB: ['Hoe Street', 'Princess Road', 'Portmanmoor Road', 'Langlands Road', 'Soho Road', 'Harehills Lane', 'Granby Street', 'Melton Road'],
  DE: ['Sonnenallee', 'Venloer Straße', 'Kaiserstraße', 'Dülferstraße', 'Weseler Straße', 'Bornaische Straße'],
  FR: ['rue de Belleville', 'cours Gambetta', 'rue du Panier', 'rue Léon Gambetta', 'avenue de Lardenne', 'rue de la Ville-en-Bois'],
  NL: ['Paul Krugerlaan', 'Marshalllaan', 'Beijerlandselaan', 'Bos en Lommerweg', 'Kruisstraat', 'Selwerderdwarsweg'],
  ES: ['Avenida de la Albufera', 'Carrer de Joaquín Costa', 'Calle Pagés del Corro', 'Carrer de Jaume Roig', 'Calle Lehendakari Aguirre', 'Avenida Juan Sebastián Elcano'],
  PL: ['ul. Targowa', 'os. Centrum C', 'ul. Limanowskiego', 'ul. Jedności Narodowej', 'ul. Górna Wilda', 'ul. Grunwaldzka'],
};

interface Addr17 {
  line: string;
  area: string;
  town: string;
  post: string;
}

function address17(c: Ctx, k: Country17): Addr17 {
  const [area, town] = c.pick(TOWNS17[k]);
  const street = c.pick(STREETS17[k]);
  const n = c.int(1, 180);
  let line: string;
  let post = '';
  if (k === 'NG') line = c.chance(0.4) ? `No. ${n}, ${street}` : `${n} ${street}`;
  else if (k === 'KE') line = c.chance(0.5) ? `P.O. Box ${c.int(100, 99999)}-${c.pick(['00100', '80100', '40100', '30100', '20100'])}` : `${street}, House ${n}`;
  else if (k === 'GH') line = c.chance(0.5) ? `H/No. ${c.letters(1, 'ABCDEFG')}${n}/${c.int(1, 30)}, ${street}` : `${street}, ${c.letters(2)}-${c.digits(3)}-${c.digits(4)}`;
  else if (k === 'ZA') line = c.chance(0.3) ? `Stand ${c.digits(4)}, ${street}` : `${n} ${street}`;
  else if (k === 'GB') {
    line = c.chance(0.3) ? `Flat ${c.int(1, 24)}, ${n} ${street}` : `${n} ${street}`;
    post = `${c.pick(['E17', 'M14', 'CF24', 'G51', 'B21', 'LS7', 'L8', 'LE4'])} ${c.int(1, 9)}${c.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}`;
  } else if (k === 'DE' || k === 'NL' || k === 'PL') {
    line = `${street} ${n}${c.chance(0.2) ? c.pick(['a', 'b']) : ''}`;
    post = k === 'DE' ? c.digits(5) : k === 'NL' ? `${c.digits(4)} ${c.letters(2)}` : `${c.digits(2)}-${c.digits(3)}`;
  } else if (k === 'FR') {
    line = `${n} ${street}`;
    post = c.digits(5);
  } else {
    line = `${street} ${n}, ${c.int(1, 8)}º ${c.pick(['A', 'B', 'C', 'izq.', 'dcha.'])}`;
    post = c.digits(5);
  }
  return { line, area, town, post };
}

// ---------------------------------------------------------------- 1. jobseeker register vs training voucher

interface Office17 {
  ref: string;
  refKey: string;
  nat: { key: string; no: string };
  addr: Addr17;
  phone: string;
  regDate: Ymd;
}

export function seekerRef17(c: Ctx, k: Country17): { key: string; no: string } {
  switch (k) {
    case 'NG':
      return { key: 'NDE Reg. No.', no: `NDE/${c.pick(['LA', 'FC', 'RV', 'OY', 'EN', 'BN', 'KN'])}/${c.int(2019, 2025)}/${c.digits(5)}` };
    case 'KE':
      return { key: 'Jobseeker No.', no: `NEA-${c.digits(7)}` };
    case 'GH':
      return { key: 'YEA Reg. No.', no: `YEA${c.int(20, 25)}${c.digits(6)}` };
    case 'ZA':
      return { key: 'ESSA Ref', no: `ES${c.digits(9)}` };
    case 'GB':
      return { key: 'Claim reference', no: `UC${c.digits(8)}${c.letters(1)}` };
    case 'DE':
      return { key: 'Kundennummer', no: `${c.digits(3)}${c.letters(1, 'ABCDEFGHK')}${c.digits(6)}` };
    case 'FR':
      return { key: 'Identifiant France Travail', no: `${c.digits(7)}${c.letters(1)}` };
    case 'NL':
      return { key: 'Klantnummer UWV', no: c.digits(9) };
    case 'ES':
      return { key: 'Nº demandante', no: `${c.int(28, 50)}${c.digits(8)}` };
    case 'PL':
      return { key: 'Nr ewidencyjny', no: `PUP/${c.pick(['WA', 'KR', 'LD', 'WR', 'PO', 'GD'])}/${c.digits(5)}/${c.int(2020, 2025)}` };
  }
}

function officeOf17(c: Ctx, p: Person17, addr?: Addr17, phone?: string): Office17 {
  const r = seekerRef17(c, p.country);
  return { ref: r.no, refKey: r.key, nat: nationalNo17(c, p), addr: addr ?? address17(c, p.country), phone: phone ?? p.phone, regDate: randomDob17(c, 2021, 2025) };
}

function seekerRegister17(c: Ctx, p: Person17, o: Office17): PersonRecord {
  const k = p.country;
  const dob = anyDate17(c, p.dob, k);
  const ph = anyPhone17(c, o.phone, k);
  switch (k) {
    case 'NG':
      return rec([[o.refKey, o.ref], ['SURNAME', p.surname.toUpperCase()], ['FIRST NAME', p.given.toUpperCase()], ['OTHER NAMES', p.middle.toUpperCase()], ['SEX', p.sex === 'M' ? 'MALE' : 'FEMALE'], ['DATE OF BIRTH', dob], [o.nat.key, o.nat.no], ['PHONE NO', ph], ['LGA', o.addr.area.toUpperCase()], ['QUALIFICATION', c.pick(['SSCE', 'OND', 'HND', 'B.Sc', 'NCE'])]]);
    case 'KE':
      return rec([[o.refKey, o.ref], ['Full Name', `${givenFull17(p)} ${p.surname}`], [o.nat.key, o.nat.no], ['DOB', dob], ['Gender', p.sex === 'M' ? 'Male' : 'Female'], ['Mobile', ph], ['County', o.addr.town], ['Sub-County', o.addr.area], ['Highest Level', c.pick(['KCSE', 'Certificate', 'Diploma', 'Degree'])]]);
    case 'GH':
      return rec([[o.refKey, o.ref], ['Name', `${p.surname.toUpperCase()} ${givenFull17(p)}`], [o.nat.key, o.nat.no], ['Date of Birth', dob], ['Sex', p.sex], ['Phone', ph], ['Address', o.addr.line], ['District', o.addr.area], ['Module', c.pick(['Community Protection', 'Health Extension', 'Youth in Agric', 'Sanitation'])]]);
    case 'ZA':
      return rec([[o.refKey, o.ref], ['Surname', p.surname.toUpperCase()], ['First Names', givenFull17(p).toUpperCase()], [o.nat.key, o.nat.no], ['Date of Birth', dob], ['Cell', ph], ['Residential Address', `${o.addr.line}, ${o.addr.area}`], ['Labour Centre', o.addr.town]]);
    case 'GB':
      return rec([[o.refKey, o.ref], ['Claimant name', `${c.pick(p.sex === 'M' ? ['Mr', 'Mr'] : ['Ms', 'Mrs', 'Miss'])} ${givenFull17(p)} ${p.surname}`], [o.nat.key, o.nat.no], ['DOB', dob], ['Phone', ph], ['Postcode', o.addr.post], ['Jobcentre', `${o.addr.town} ${c.pick(['Jobcentre', 'Jobcentre Plus'])}`], ['Work coach', c.pick(['R. Ahmed', 'S. Walsh', 'J. Brennan', 'P. Kaur'])]]);
    case 'DE':
      return rec([[o.refKey, o.ref], ['Name', p.surname], ['Vorname', givenFull17(p)], ['Geburtsdatum', dob], ['Anschrift', `${o.addr.line}, ${o.addr.post} ${o.addr.town}`], ['Telefon', ph], ['Agentur', `Agentur für Arbeit ${o.addr.town}`]]);
    case 'FR':
      return rec([[o.refKey, o.ref], ['NOM', p.surname.toUpperCase()], ['Prénom(s)', givenFull17(p)], ['Né(e) le', dob], [o.nat.key, o.nat.no], ['Téléphone', ph], ['Adresse', `${o.addr.line}, ${o.addr.post} ${o.addr.town}`], ['Agence', `${o.addr.town} ${o.addr.area}`]]);
    case 'NL':
      return rec([[o.refKey, o.ref], [o.nat.key, o.nat.no], ['Achternaam', p.surname], ['Voornamen', givenFull17(p)], ['Geboortedatum', dob], ['Telefoonnummer', ph], ['Postcode', o.addr.post], ['Woonplaats', o.addr.town]]);
    case 'ES':
      return rec([[o.refKey, o.ref], [o.nat.key, o.nat.no], ['Apellidos', fullSurname17(p)], ['Nombre', p.given], ['Fecha de nacimiento', dob], ['Teléfono', ph], ['Domicilio', `${o.addr.line}, ${o.addr.post} ${o.addr.town}`], ['Oficina de empleo', `${o.addr.town}-${o.addr.area}`]]);
    case 'PL':
      return rec([[o.refKey, o.ref], [o.nat.key, o.nat.no], ['Nazwisko', p.surname], ['Imię', p.given], ['Drugie imię', p.middle], ['Data urodzenia', dob], ['Telefon', ph], ['Adres zamieszkania', `${o.addr.line}, ${o.addr.post} ${o.addr.town}`]]);
  }
}

const COURSES17 = ['Solar PV installation', 'Forklift operation', 'Barbering & hair styling', 'Basic bookkeeping', 'Welding & fabrication', 'Digital marketing', 'Care certificate', 'Tailoring', 'Plumbing level 1', 'Customer service', 'Food hygiene level 2', 'Electrical installation'];

function trainingVoucher17(c: Ctx, p: Person17, o: Office17, withNat: boolean, forceDob = false): PersonRecord {
  const k = p.country;
  const useShort = p.short !== '' && c.chance(0.45);
  const first = useShort ? p.short : p.given;
  const surname = c.chance(0.12) ? slip17(c, p.surname) : p.surname;
  const sur = p.surname2 && c.chance(0.5) ? `${surname} ${p.surname2}` : surname;
  const ref = respace17(o.ref, c);
  const dob = c.chance(0.6) || forceDob ? anyDate17(c, p.dob, k) : '';
  const ph = c.chance(0.7) || forceDob ? anyPhone17(c, o.phone, k) : '';
  const course = c.pick(COURSES17);
  const nat = withNat ? o.nat.no.replace(/-/g, c.chance(0.5) ? '' : '-') : '';
  switch (k) {
    case 'NG':
    case 'KE':
    case 'GH':
    case 'ZA':
    case 'GB': {
      const nameCol = c.pick(['Learner Name', 'Trainee', 'Participant', 'Name of Beneficiary']);
      const name = c.chance(0.5) ? `${first} ${sur}` : `${sur.toUpperCase()}, ${first}`;
      return rec([['Voucher No', `V${c.digits(6)}`], [nameCol, name], ['Referral Ref', ref], [k === 'GB' ? 'NINO' : o.nat.key, nat], ['D.O.B', dob], ['Contact', ph], ['Course', course], ['Start date', date17(randomDob17(c, 2024, 2025), 'dd/mm/yyyy')]]);
    }
    case 'DE':
      return rec([['Bildungsgutschein-Nr.', `${c.digits(3)}/${c.digits(6)}/${c.int(24, 25)}`], ['Teilnehmer/in', c.chance(0.5) ? `${sur}, ${first}` : `${first} ${sur}`], ['Kunden-Nr. Agentur', ref], ['geb.', dob], ['Tel.', ph], ['Maßnahme', course]]);
    case 'FR':
      return rec([['N° de dossier CPF', c.digits(11)], ['Stagiaire', c.chance(0.5) ? `${sur.toUpperCase()} ${first}` : `${first} ${sur}`], ['Identifiant FT', ref], ['Date de naissance', dob], ['Tél. portable', ph], ['Formation', course]]);
    case 'NL':
      return rec([['Cursistnummer', c.digits(6)], ['Naam cursist', `${first} ${sur}`], ['Klantnummer', ref], [o.nat.key, nat], ['Geb. datum', dob], ['Mobiel', ph], ['Opleiding', course]]);
    case 'ES':
      return rec([['Nº expediente', `FOR-${c.digits(6)}`], ['Alumno/a', `${first} ${sur}`], ['DNI', nat], ['Nº demanda', ref], ['F. nac.', dob], ['Móvil', ph], ['Curso', course]]);
    case 'PL':
      return rec([['Nr umowy szkoleniowej', `${c.digits(3)}/${c.int(2024, 2025)}`], ['Uczestnik', c.chance(0.5) ? `${sur} ${first}` : `${first} ${sur}`], [o.nat.key, nat], ['Nr w ewidencji PUP', ref], ['Data urodzenia', dob], ['Telefon kom.', ph], ['Szkolenie', course]]);
  }
}

const sameJobseeker: Kind17 = {
  kind: 'same_jobseeker_register_vs_training_voucher',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const p = newPerson17(c, country17(c, j), 1968, 2006);
    const o = officeOf17(c, p);
    // The voucher quotes the office's reference; ES and PL vouchers may carry the national number instead of it.
    return { a: seekerRegister17(c, p, o), b: trainingVoucher17(c, p, o, c.chance(0.5)) };
  },
};

const diffJobseeker: Kind17 = {
  kind: 'diff_jobseeker_siblings_one_household',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const p = newPerson17(c, country17(c, j), 1975, 2004);
    const lo = p.dob.y + 2 + c.int(0, 6);
    const sib = relative17(c, p, Math.min(lo, 2006), Math.min(lo, 2006) + 3, undefined, true);
    const addr = address17(c, p.country);
    const phone = p.phone;
    const o1 = officeOf17(c, p, addr, phone);
    const o2 = officeOf17(c, sib, addr, phone);
    return { a: seekerRegister17(c, p, o1), b: c.chance(0.5) ? seekerRegister17(c, sib, o2) : trainingVoucher17(c, sib, o2, true, true) };
  },
};

// ---------------------------------------------------------------- 2. donor declaration vs supporter CRM

const MAIL17 = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.co.uk', 'icloud.com'];
const MAIL_EU17: Record<string, readonly string[]> = { DE: ['web.de', 'gmx.de', 't-online.de'], FR: ['orange.fr', 'free.fr', 'laposte.net'], NL: ['ziggo.nl', 'kpnmail.nl', 'hotmail.nl'], ES: ['telefonica.net', 'hotmail.es', 'gmail.com'], PL: ['wp.pl', 'onet.pl', 'o2.pl'] };

export function email17(c: Ctx, p: Person17, household = false): string {
  const g = fold17(p.given.split(/[ -]/)[0]!).toLowerCase();
  const s = fold17(p.surname).toLowerCase().replace(/[^a-z]/g, '');
  const dom = c.pick(MAIL_EU17[p.country] ?? MAIL17);
  const y = String(p.dob.y).slice(2);
  const local = household ? c.pick([`the${s}s`, `${s}family`, `${s}.home`, `${s}${c.int(1, 99)}`]) : c.pick([`${g}.${s}`, `${g}${s}${y}`, `${g[0]}${s}`, `${s}.${g}`, `${g}_${s}${c.int(1, 9)}`]);
  return `${local}@${dom}`;
}

interface Donor17 {
  supporter: string;
  mail: string;
  addr: Addr17;
  phone: string;
}

function donorTitle17(c: Ctx, p: Person17): string {
  const k = p.country;
  if (k === 'DE') return p.sex === 'M' ? 'Herr' : 'Frau';
  if (k === 'FR') return p.sex === 'M' ? 'M.' : c.pick(['Mme', 'Mme']);
  if (k === 'NL') return p.sex === 'M' ? 'Dhr.' : 'Mevr.';
  if (k === 'ES') return p.sex === 'M' ? 'D.' : 'Dña.';
  if (k === 'PL') return p.sex === 'M' ? 'Pan' : 'Pani';
  if (k === 'NG' || k === 'GH') return c.pick(p.sex === 'M' ? ['Mr', 'Mr.', 'Dr', 'Engr.', 'Pastor'] : ['Mrs', 'Miss', 'Mrs.', 'Dr', 'Deaconess']);
  return c.pick(p.sex === 'M' ? ['Mr', 'Mr', 'Dr', 'Rev'] : ['Mrs', 'Ms', 'Miss', 'Dr']);
}

function declaration17(c: Ctx, p: Person17, d: Donor17, withNo: boolean): PersonRecord {
  const k = p.country;
  const when = date17(randomDob17(c, 2023, 2025), dateForms17(k)[0]!);
  switch (k) {
    case 'GB':
      return rec([['Title', donorTitle17(c, p)], ['First name', p.given], ['Surname', p.surname], ['House name or number', d.addr.line.startsWith('Flat') ? d.addr.line.split(',')[0]! : d.addr.line.replace(/ .*$/, '')], ['Postcode', d.addr.post], ['Email', d.mail], ['Supporter number (if known)', withNo ? d.supporter : ''], ['I want to Gift Aid my donation', 'Yes'], ['Date', when]]);
    case 'ZA':
      return rec([['Title', donorTitle17(c, p)], ['Initials', (p.given[0]! + (p.middle[0] ?? '')).toUpperCase()], ['Surname', p.surname], ['First name', p.given], ['ID number (for Section 18A certificate)', zaId17(c, p)], ['Email address', d.mail], ['Cellphone', anyPhone17(c, d.phone, k)], ['Donor number', withNo ? d.supporter : ''], ['Date', when]]);
    case 'NG':
    case 'KE':
    case 'GH':
      return rec([['Title', donorTitle17(c, p)], ['Full Name', `${givenFull17(p)} ${p.surname}`], ['Phone Number', anyPhone17(c, d.phone, k)], ['E-mail', d.mail], ['Address', `${d.addr.line}, ${d.addr.area}`], ['Pledge', `${c.pick(['Monthly', 'One-off', 'Quarterly'])} ${k === 'NG' ? 'NGN' : k === 'KE' ? 'KES' : 'GHS'} ${c.int(1, 50) * 1000}`], ['Donor ID', withNo ? d.supporter : ''], ['Date', when]]);
    case 'DE':
      return rec([['Anrede', donorTitle17(c, p)], ['Vorname', p.given], ['Nachname', p.surname], ['Straße, Hausnr.', d.addr.line], ['PLZ', d.addr.post], ['Ort', d.addr.town], ['E-Mail', d.mail], ['Spendernummer', withNo ? d.supporter : ''], ['Zuwendungsbestätigung gewünscht', 'ja']]);
    case 'FR':
      return rec([['Civilité', donorTitle17(c, p)], ['Nom', p.surname.toUpperCase()], ['Prénom', p.given], ['Adresse', d.addr.line], ['Code postal', d.addr.post], ['Ville', d.addr.town], ['Courriel', d.mail], ['N° donateur', withNo ? d.supporter : ''], ['Reçu fiscal', 'oui']]);
    case 'NL':
      return rec([['Aanhef', donorTitle17(c, p)], ['Voorletters', `${p.given[0]}.${p.middle ? `${p.middle[0]}.` : ''}`], ['Roepnaam', p.short || p.given], ['Achternaam', p.surname], ['Postcode', d.addr.post], ['Huisnummer', d.addr.line.replace(/^.* (\d+\w?)$/, '$1')], ['E-mailadres', d.mail], ['Donateurnummer', withNo ? d.supporter : '']]);
    case 'ES':
      return rec([['Tratamiento', donorTitle17(c, p)], ['Nombre', p.given], ['Primer apellido', p.surname], ['Segundo apellido', p.surname2], ['NIF', dni17(c)], ['Correo electrónico', d.mail], ['Código postal', d.addr.post], ['Nº de socio/a', withNo ? d.supporter : '']]);
    case 'PL':
      return rec([['Zwrot', donorTitle17(c, p)], ['Imię', p.given], ['Nazwisko', p.surname], ['Adres e-mail', d.mail], ['Kod pocztowy', d.addr.post], ['Miejscowość', d.addr.town], ['Nr darczyńcy', withNo ? d.supporter : '']]);
  }
}

function supporterCrm17(c: Ctx, p: Person17, d: Donor17, withMail: boolean): PersonRecord {
  const k = p.country;
  const form = c.int(0, 2);
  const fullName = form === 0 ? `${givenFull17(p)} ${fullSurname17(p)}`.toUpperCase() : form === 1 ? `${fullSurname17(p)}, ${p.given}` : `${p.short && c.chance(0.5) ? p.short : p.given} ${fullSurname17(p)}`;
  const mail = c.chance(0.3) ? d.mail.toUpperCase() : d.mail;
  const lastGift = date17(randomDob17(c, 2024, 2025), 'iso');
  return rec([['Supporter ID', d.supporter], ['Full Name', fullName], ['Email', withMail ? mail : ''], ['Mobile', c.chance(0.6) || !withMail ? anyPhone17(c, d.phone, k) : ''], ['Postcode', d.addr.post], ['Town', d.addr.town], ['Last Gift Date', lastGift], ['Channel', c.pick(['Direct Debit', 'Online', 'Event', 'Street fundraiser', 'Mobile money', 'Cheque'])], ['Gift Aid Status', k === 'GB' ? c.pick(['Eligible', 'Declared']) : '']]);
}

function donor17(c: Ctx, p: Person17, household?: { mail: string; addr: Addr17; phone: string }): Donor17 {
  return { supporter: `${c.pick(['SUP', 'D', ''])}${c.digits(7)}`, mail: household?.mail ?? email17(c, p), addr: household?.addr ?? address17(c, p.country), phone: household?.phone ?? p.phone };
}

const sameDonor: Kind17 = {
  kind: 'same_donor_declaration_vs_supporter_crm',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const p = newPerson17(c, country17(c, j), 1940, 2000);
    const d = donor17(c, p);
    const withNo = c.chance(0.4);
    // Without the supporter number on the declaration, the CRM keeps the e-mail so the two share one.
    return { a: declaration17(c, p, d, withNo), b: supporterCrm17(c, p, d, !withNo || c.chance(0.7)) };
  },
};

const diffDonor: Kind17 = {
  kind: 'diff_donor_spouses_one_household_email',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country17(c, j);
    const p = newPerson17(c, k, 1945, 1995);
    const spouseSex: Sex17 = p.sex === 'M' ? 'F' : 'M';
    let s = newPerson17(c, k, Math.max(1940, p.dob.y - 8), Math.min(2000, p.dob.y + 8), spouseSex);
    // A wife takes the husband's surname in most of these places; Spain keeps both sides' own surnames.
    if (k !== 'ES') s = { ...s, surname: gendered17(p.surname.replace(/(sk|ck|dzk)a$/, '$1i'), spouseSex, k) };
    const mail = email17(c, p, true);
    const addr = address17(c, k);
    const h = { mail, addr, phone: p.phone };
    const d1 = donor17(c, p, h);
    const d2 = donor17(c, s, h);
    return { a: declaration17(c, p, d1, true), b: supporterCrm17(c, s, d2, true) };
  },
};

// ---------------------------------------------------------------- 3. eye clinic record vs spectacle order

export function clinicNo17(c: Ctx, k: Country17): { key: string; no: string } {
  switch (k) {
    case 'NG':
      return { key: 'Hospital No.', no: `${c.pick(['LUTH', 'UCH', 'NEC'])}/${c.digits(6)}` };
    case 'KE':
      return { key: 'OP No.', no: `${c.digits(6)}/${c.int(20, 25)}` };
    case 'GH':
      return { key: 'Folder No.', no: `${c.letters(1, 'ABCDEFGHKMNRSTWY')}${c.digits(5)}/${c.int(19, 25)}` };
    case 'ZA':
      return { key: 'File No.', no: `${c.letters(2)}${c.digits(6)}` };
    case 'GB':
      return { key: 'NHS No.', no: nhs17(c) };
    case 'DE':
      return { key: 'Patienten-Nr.', no: c.digits(7) };
    case 'FR':
      return { key: 'N° patient', no: `P${c.digits(8)}` };
    case 'NL':
      return { key: 'Patiëntnummer', no: c.digits(7) };
    case 'ES':
      return { key: 'Nº historia clínica', no: c.digits(8) };
    case 'PL':
      return { key: 'Nr kartoteki', no: `${c.digits(5)}/${c.int(20, 25)}` };
  }
}

/** An NHS number: ten digits, the last a mod-11 check (a remainder giving 10 is not issued). */
export function nhs17(c: Ctx): string {
  for (;;) {
    const d = `${c.int(4, 6)}${c.digits(8).slice(0, 8)}`;
    let s = 0;
    for (let i = 0; i < 9; i++) s += Number(d[i]) * (10 - i);
    const chk = 11 - (s % 11);
    if (chk === 10) continue;
    const full = d + String(chk === 11 ? 0 : chk);
    return `${full.slice(0, 3)} ${full.slice(3, 6)} ${full.slice(6)}`;
  }
}

function rx17(c: Ctx): string {
  const sph = () => (c.int(-24, 12) * 0.25).toFixed(2).replace(/^(?!-)/, '+');
  const cyl = () => (c.int(-8, 0) * 0.25).toFixed(2);
  return `R ${sph()}/${cyl()}x${c.int(1, 180)} L ${sph()}/${cyl()}x${c.int(1, 180)}`;
}

function eyeClinic17(c: Ctx, p: Person17, no: { key: string; no: string }, phone: string): PersonRecord {
  const k = p.country;
  const dob = anyDate17(c, p.dob, k);
  const ph = anyPhone17(c, phone, k);
  const rx = rx17(c);
  switch (k) {
    case 'NG':
    case 'KE':
    case 'GH':
    case 'ZA':
      return rec([[no.key, no.no], ['Patient Name', c.chance(0.5) ? `${p.surname.toUpperCase()} ${givenFull17(p)}` : `${givenFull17(p)} ${p.surname}`], ['Sex', p.sex], ['DOB', dob], ['Tel', ph], ['Clinic', c.pick(['Eye Clinic', 'Ophthalmology OPD', 'Optometry'])], ['Refraction', rx], ['Next of kin', c.chance(0.3) ? `${c.pick(NAMES17[k].f)[0]} ${p.surname}` : '']]);
    case 'GB':
      return rec([[no.key, no.no], ['Forename', p.given], ['Surname', p.surname], ['Date of birth', dob], ['Mobile', ph], ['GOS form', c.pick(['GOS1', 'GOS3', 'GOS4'])], ['Rx', rx]]);
    case 'DE':
      return rec([[no.key, no.no], ['Name, Vorname', `${p.surname}, ${givenFull17(p)}`], ['Geb.-Datum', dob], ['Telefon', ph], ['Krankenkasse', c.pick(['AOK', 'TK', 'Barmer', 'DAK'])], ['Refraktion', rx]]);
    case 'FR':
      return rec([[no.key, no.no], ['Nom de naissance', p.surname.toUpperCase()], ['Prénom', p.given], ['Date de naissance', dob], ['Téléphone', ph], ['Ordonnance', rx]]);
    case 'NL':
      return rec([[no.key, no.no], ['Naam', `${p.given} ${p.surname}`], ['Geboortedatum', dob], ['Telefoon', ph], ['Refractie', rx]]);
    case 'ES':
      return rec([[no.key, no.no], ['Apellidos, Nombre', `${fullSurname17(p)}, ${p.given}`], ['Fecha nac.', dob], ['Teléfono', ph], ['Graduación', rx]]);
    case 'PL':
      return rec([[no.key, no.no], ['Pacjent', `${p.surname} ${p.given}`], ['Data ur.', dob], ['Tel.', ph], ['Refrakcja', rx]]);
  }
}

function spectacleOrder17(c: Ctx, p: Person17, no: { key: string; no: string }, phone: string, withDob: boolean): PersonRecord {
  const k = p.country;
  const first = p.short && c.chance(0.4) ? p.short : p.given;
  const sur = c.chance(0.1) ? slip17(c, p.surname) : p.surname;
  const name = c.pick([`${first} ${sur}`, `${first[0]}. ${sur}`, `${sur.toUpperCase()} ${first.toUpperCase()}`]);
  const ref = no.key === 'NHS No.' ? no.no.replace(/ /g, '') : respace17(no.no, c);
  const ph = anyPhone17(c, phone, k);
  const dob = withDob ? anyDate17(c, p.dob, k) : '';
  const lens = c.pick(['SV plastic AR', 'Bifocal D28', 'Varifocal 1.6', 'SV photochromic', 'Readers +2.00', 'SV blue filter']);
  if (k === 'DE') return rec([['Auftrag', `A-${c.digits(6)}`], ['Kunde', name], ['Arzt-Pat.-Nr.', ref], ['Geb.', dob], ['Tel.', ph], ['Gläser', lens], ['Abholung', date17(randomDob17(c, 2025, 2025), 'dd.mm.yyyy')]]);
  if (k === 'FR') return rec([['Bon de commande', c.digits(6)], ['Client', name], ['Réf. ophtalmo', ref], ['Né(e) le', dob], ['Portable', ph], ['Verres', lens]]);
  if (k === 'NL') return rec([['Ordernr', c.digits(6)], ['Klant', name], ['Ref. oogarts', ref], ['Geb.', dob], ['Tel', ph], ['Glazen', lens]]);
  if (k === 'ES') return rec([['Nº pedido', c.digits(6)], ['Cliente', name], ['Ref. clínica', ref], ['F. nac.', dob], ['Móvil', ph], ['Lentes', lens]]);
  if (k === 'PL') return rec([['Nr zlecenia', `${c.digits(4)}/${c.int(24, 25)}`], ['Klient', name], ['Nr kartoteki', ref], ['Data ur.', dob], ['Tel. kom.', ph], ['Soczewki', lens]]);
  return rec([['Job No', `J${c.digits(5)}`], ['Customer', name], [k === 'GB' ? 'NHS Number' : 'Clinic Ref', ref], ['DOB', dob], ['Phone', ph], ['Lenses', lens], ['Frame', c.pick(['Own frame', 'Ray-Ban RB5154', 'House brand', 'Metal rimless', 'Kids flex'])], ['Balance paid', c.chance(0.7) ? 'Yes' : 'No']]);
}

const sameEye: Kind17 = {
  kind: 'same_eye_clinic_record_vs_spectacle_order',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const p = newPerson17(c, country17(c, j), 1940, 2015);
    const no = clinicNo17(c, p.country);
    return { a: eyeClinic17(c, p, no, p.phone), b: spectacleOrder17(c, p, no, p.phone, c.chance(0.5)) };
  },
};

const diffEye: Kind17 = {
  kind: 'diff_spectacle_orders_twins_one_parent_phone',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country17(c, j);
    const t1 = newPerson17(c, k, 2006, 2018);
    const t2 = { ...relative17(c, t1, 2006, 2018, undefined, true), dob: t1.dob };
    const parent = newPhone17(c, k);
    const n1 = clinicNo17(c, k);
    let n2 = clinicNo17(c, k);
    while (n2.no === n1.no) n2 = clinicNo17(c, k);
    return { a: eyeClinic17(c, t1, n1, parent), b: spectacleOrder17(c, t2, n2, parent, true) };
  },
};

// ---------------------------------------------------------------- 4. prison visit booking vs gate log

interface IdDoc17 {
  kind: string;
  no: string;
}

function idDoc17(c: Ctx, p: Person17): IdDoc17 {
  const nat = nationalNo17(c, p);
  const k = p.country;
  if (c.chance(0.25)) return { kind: k === 'DE' ? 'Reisepass' : k === 'FR' ? 'Passeport' : k === 'NL' ? 'Paspoort' : k === 'ES' ? 'Pasaporte' : k === 'PL' ? 'Paszport' : 'Passport', no: `${c.letters(k === 'GB' ? 0 : k === 'NG' || k === 'KE' || k === 'PL' ? 2 : 1)}${c.digits(k === 'GB' ? 9 : 7)}` };
  if (k === 'GB') return { kind: 'Driving licence', no: `${fold17(p.surname).toUpperCase().replace(/[^A-Z]/g, '').padEnd(5, '9').slice(0, 5)}${String(p.dob.y)[2]}${two(p.dob.m + (p.sex === 'F' ? 50 : 0))}${two(p.dob.d)}${String(p.dob.y)[3]}${p.given[0]!.toUpperCase()}${(p.middle[0] ?? '9').toUpperCase()}9${c.letters(2)}` };
  if (k === 'DE') return { kind: 'Personalausweis', no: `L${c.letters(1, 'CFGHJKLMNPRTVWXYZ')}${c.digits(7)}` };
  if (k === 'FR') return { kind: "Carte d'identité", no: `${c.letters(2)}${c.digits(7)}` };
  if (k === 'NL') return { kind: 'ID-kaart', no: `${c.letters(2)}${c.letters(2)}${c.digits(5)}` };
  if (k === 'PL') return { kind: 'Dowód osobisty', no: `${c.letters(3, 'ABCDEFGHJKLMNPRSTUWXYZ')}${c.digits(6)}` };
  if (k === 'ES') return { kind: 'DNI', no: nat.no };
  if (k === 'NG') return { kind: c.pick(['NIN slip', 'Voter card', "Driver's licence"]), no: c.pick([nat.no, `${c.letters(3)}${c.digits(5)}${c.letters(2)}${c.digits(2)}`]) };
  return { kind: k === 'KE' ? 'National ID' : k === 'GH' ? 'Ghana Card' : 'ID Book', no: nat.no };
}

interface Visit17 {
  prisonerNo: string;
  prisonerName: string;
  prison: string;
  when: Ymd;
}

const PRISONS17: Record<Country17, readonly string[]> = {
  NG: ['Kirikiri Medium Security Custodial Centre', 'Kuje Custodial Centre', 'Agodi Custodial Centre', 'Port Harcourt Custodial Centre'],
  KE: ['Kamiti Maximum Prison', 'Industrial Area Remand', 'Shimo La Tewa Prison', 'Langata Women Prison'],
  GH: ['Nsawam Medium Security Prison', 'James Camp Prison', 'Kumasi Central Prison'],
  ZA: ['Johannesburg Correctional Centre', 'Pollsmoor Correctional Centre', 'Westville Correctional Centre', 'Kgosi Mampuru II'],
  GB: ['HMP Wandsworth', 'HMP Manchester', 'HMP Cardiff', 'HMP Barlinnie', 'HMP Birmingham', 'HMP Leeds'],
  DE: ['JVA Tegel', 'JVA Köln', 'JVA Stadelheim', 'JVA Leipzig'],
  FR: ['Centre pénitentiaire de Fresnes', 'Maison d’arrêt de Lyon-Corbas', 'Prison des Baumettes'],
  NL: ['PI Haaglanden', 'PI Vught', 'PI Rotterdam De Schie'],
  ES: ['Centro Penitenciario Madrid VII', 'Centro Penitenciario Brians 1', 'Centro Penitenciario Sevilla I'],
  PL: ['Areszt Śledczy Warszawa-Białołęka', 'Zakład Karny Wronki', 'Areszt Śledczy Kraków'],
};

function visitOf17(c: Ctx, k: Country17, prisoner: Person17): Visit17 {
  const no = k === 'GB' ? `${c.letters(1)}${c.digits(4)}${c.letters(2)}` : k === 'ZA' ? c.digits(9) : k === 'DE' ? `Gef.-Nr. ${c.digits(5)}` : k === 'FR' ? `Écrou ${c.digits(6)}` : `${c.letters(2)}/${c.digits(5)}/${c.int(21, 25)}`;
  return { prisonerNo: no, prisonerName: `${prisoner.given} ${prisoner.surname}`, prison: c.pick(PRISONS17[k]), when: randomDob17(c, 2025, 2025) };
}

/** How a visitor is related to the prisoner, by role and the visitor's sex: [man, woman]. */
type Role17 = 'parent' | 'sibling' | 'other';
const RELATION17: Record<Country17, Record<Role17, readonly [readonly string[], readonly string[]]>> = {
  NG: { parent: [['Father'], ['Mother']], sibling: [['Brother'], ['Sister']], other: [['Uncle', 'Cousin', 'Friend'], ['Wife', 'Aunty', 'Cousin']] },
  KE: { parent: [['Father'], ['Mother']], sibling: [['Brother'], ['Sister']], other: [['Uncle', 'Friend'], ['Wife', 'Aunt', 'Friend']] },
  GH: { parent: [['Father'], ['Mother']], sibling: [['Brother'], ['Sister']], other: [['Uncle', 'Friend'], ['Wife', 'Auntie', 'Friend']] },
  ZA: { parent: [['Father'], ['Mother']], sibling: [['Brother'], ['Sister']], other: [['Cousin', 'Uncle'], ['Wife', 'Girlfriend', 'Cousin']] },
  GB: { parent: [['Father'], ['Mother']], sibling: [['Brother'], ['Sister']], other: [['Friend', 'Uncle'], ['Partner', 'Friend', 'Aunt']] },
  DE: { parent: [['Vater'], ['Mutter']], sibling: [['Bruder'], ['Schwester']], other: [['Onkel', 'Freund'], ['Ehefrau', 'Lebensgefährtin']] },
  FR: { parent: [['Père'], ['Mère']], sibling: [['Frère'], ['Sœur']], other: [['Oncle', 'Ami'], ['Épouse', 'Compagne']] },
  NL: { parent: [['Vader'], ['Moeder']], sibling: [['Broer'], ['Zus']], other: [['Oom', 'Vriend'], ['Echtgenote', 'Partner']] },
  ES: { parent: [['Padre'], ['Madre']], sibling: [['Hermano'], ['Hermana']], other: [['Tío', 'Amigo'], ['Esposa', 'Pareja']] },
  PL: { parent: [['Ojciec'], ['Matka']], sibling: [['Brat'], ['Siostra']], other: [['Wujek', 'Kolega'], ['Żona', 'Konkubina']] },
};

function visitBooking17(c: Ctx, p: Person17, doc: IdDoc17, v: Visit17, phone: string, role: Role17): PersonRecord {
  const k = p.country;
  const dob = anyDate17(c, p.dob, k);
  const ph = anyPhone17(c, phone, k);
  const rel = c.pick(RELATION17[k][role][p.sex === 'M' ? 0 : 1]);
  const slot = `${date17(v.when, dateForms17(k)[0]!)} ${c.pick(['09:00', '10:30', '14:00', '15:30'])}`;
  switch (k) {
    case 'DE':
      return rec([['Besucher/in', `${p.surname}, ${givenFull17(p)}`], ['Geburtsdatum', dob], ['Ausweisart', doc.kind], ['Ausweisnummer', doc.no], ['Telefon', ph], ['Gefangene/r', v.prisonerName], ['Buchungsnr.', v.prisonerNo], ['Verhältnis', rel], ['Termin', slot]]);
    case 'FR':
      return rec([['Nom du visiteur', p.surname.toUpperCase()], ['Prénom du visiteur', p.given], ['Date de naissance', dob], ['Pièce d’identité', `${doc.kind} n° ${doc.no}`], ['Téléphone', ph], ['Détenu', v.prisonerName], ['N° d’écrou', v.prisonerNo], ['Lien de parenté', rel], ['Parloir', slot]]);
    case 'NL':
      return rec([['Naam bezoeker', `${p.given} ${p.surname}`], ['Geboortedatum', dob], ['Legitimatie', doc.kind], ['Documentnummer', doc.no], ['Telefoon', ph], ['Gedetineerde', v.prisonerName], ['Registratienummer gedetineerde', v.prisonerNo], ['Relatie', rel], ['Bezoekmoment', slot]]);
    case 'ES':
      return rec([['Nombre del visitante', p.given], ['Apellidos del visitante', fullSurname17(p)], ['Fecha de nacimiento', dob], ['Documento', doc.kind], ['Nº documento', doc.no], ['Teléfono', ph], ['Interno', v.prisonerName], ['NIS del interno', v.prisonerNo], ['Parentesco', rel], ['Comunicación', slot]]);
    case 'PL':
      return rec([['Imię i nazwisko odwiedzającego', `${p.given} ${p.surname}`], ['Data urodzenia', dob], ['Dokument tożsamości', `${doc.kind} ${doc.no}`], ['Telefon', ph], ['Osadzony', v.prisonerName], ['Nr osadzonego', v.prisonerNo], ['Stopień pokrewieństwa', rel], ['Termin widzenia', slot]]);
    default:
      return rec([['Visitor Surname', p.surname], ['Visitor Forenames', givenFull17(p)], ['Visitor DOB', dob], ['ID Type', doc.kind], ['ID Number', doc.no], ['Contact Number', ph], [k === 'GB' ? 'Prisoner Name' : 'Inmate Name', v.prisonerName], [k === 'GB' ? 'Prison Number' : 'Inmate No.', v.prisonerNo], ['Relationship to Prisoner', rel], ['Visit Slot', slot], ['Establishment', v.prison]]);
  }
}

function gateLog17(c: Ctx, p: Person17, doc: IdDoc17, v: Visit17): PersonRecord {
  const k = p.country;
  const name = c.chance(0.5) ? `${fullSurname17(p).toUpperCase()} ${givenFull17(p).toUpperCase()}` : `${givenFull17(p)} ${c.chance(0.1) ? slip17(c, p.surname) : fullSurname17(p)}`;
  const docNo = c.chance(0.3) ? doc.no.replace(/^(.{3})/, '$1 ') : doc.no;
  const tin = `${c.int(8, 14)}:${two(c.int(0, 59))}`;
  const tout = `${c.int(15, 16)}:${two(c.int(0, 59))}`;
  const day = date17(v.when, 'dd/mm/yyyy');
  if (k === 'DE') return rec([['Datum', day], ['Name Besucher', name], ['Ausweis-Nr.', docNo], ['zu Gef.', v.prisonerNo], ['Einlass', tin], ['Auslass', tout], ['Schließfach', String(c.int(1, 80))]]);
  if (k === 'FR') return rec([['Date', day], ['Visiteur', name], ['N° pièce', docNo], ['Écrou visité', v.prisonerNo], ['Entrée', tin], ['Sortie', tout]]);
  if (k === 'NL') return rec([['Datum', day], ['Bezoeker', name], ['ID-nr', docNo], ['Bij gedetineerde', v.prisonerNo], ['In', tin], ['Uit', tout]]);
  if (k === 'ES') return rec([['Fecha', day], ['Visitante', name], ['Documento', docNo], ['Interno visitado', v.prisonerNo], ['Entrada', tin], ['Salida', tout]]);
  if (k === 'PL') return rec([['Data', day], ['Odwiedzający', name], ['Nr dokumentu', docNo], ['Do osadzonego', v.prisonerNo], ['Wejście', tin], ['Wyjście', tout]]);
  return rec([['DATE', day], ['NAME OF VISITOR', name.toUpperCase()], ['ID SEEN', doc.kind.toUpperCase()], ['ID NO', docNo], ['TO SEE (NO.)', v.prisonerNo], ['TIME IN', tin], ['TIME OUT', tout], ['OFFICER', `${c.pick(['Cpl', 'Sgt', 'Officer', 'SCO'])} ${c.pick(NAMES17[k].surnames)}`]]);
}

const samePrison: Kind17 = {
  kind: 'same_prison_visit_booking_vs_gate_log',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const k = country17(c, j);
    const p = newPerson17(c, k, 1950, 2005);
    // A sibling of the prisoner (one surname) or a partner, friend or other kin (another surname).
    const kin = c.chance(0.6);
    const inmate = kin ? relative17(c, p, p.dob.y - 8, Math.min(2006, p.dob.y + 8), 'M', true) : newPerson17(c, k, 1960, 2004, 'M');
    const doc = idDoc17(c, p);
    const v = visitOf17(c, k, inmate);
    return { a: visitBooking17(c, p, doc, v, p.phone, kin ? 'sibling' : 'other'), b: gateLog17(c, p, doc, v) };
  },
};

const diffPrison: Kind17 = {
  kind: 'diff_prison_visitors_two_relatives_one_inmate',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country17(c, j);
    const inmate = newPerson17(c, k, 1970, 2004, 'M');
    // The prisoner's mother and his sister (or brother), both of his surname: births at least fifteen years apart.
    // In Spain the mother's own first surname is her son's second.
    const mother0 = relative17(c, inmate, inmate.dob.y - 35, inmate.dob.y - 20, 'F');
    const mother = k === 'ES' ? { ...mother0, surname: inmate.surname2 } : mother0;
    const sib = relative17(c, inmate, Math.max(inmate.dob.y - 6, mother.dob.y + 16), inmate.dob.y + 6, undefined, true);
    const v = visitOf17(c, k, inmate);
    const sharedPhone = c.chance(0.4) ? mother.phone : sib.phone;
    const d1 = idDoc17(c, mother);
    let d2 = idDoc17(c, sib);
    while (d2.no === d1.no) d2 = idDoc17(c, sib);
    return c.chance(0.5)
      ? { a: visitBooking17(c, mother, d1, v, mother.phone, 'parent'), b: gateLog17(c, sib, d2, v) }
      : { a: visitBooking17(c, sib, d2, v, sharedPhone, 'sibling'), b: visitBooking17(c, mother, d1, { ...v, when: randomDob17(c, 2025, 2025) }, sharedPhone, 'parent') };
  },
};

// ---------------------------------------------------------------- 5. disability register vs assistive-device issue

export function disabilityCard17(c: Ctx, k: Country17): { key: string; no: string } {
  switch (k) {
    case 'NG':
      return { key: 'NCPWD Reg. No.', no: `NCPWD/${c.pick(['LAG', 'FCT', 'RIV', 'OYO', 'KAN', 'BEN'])}/${c.digits(6)}` };
    case 'KE':
      return { key: 'NCPWD No.', no: `NCPWD/${c.int(10, 47)}/${c.digits(5)}` };
    case 'GH':
      return { key: 'PWD Reg. No.', no: `PWD-${c.pick(['GAR', 'ASH', 'VR', 'NR', 'CR'])}-${c.digits(5)}` };
    case 'ZA':
      return { key: 'Disability Ref No.', no: `DSD${c.digits(8)}` };
    case 'GB':
      return { key: 'Blue Badge No.', no: `${c.letters(2)}${c.digits(4)}${c.letters(1)}${c.digits(3)}` };
    case 'DE':
      return { key: 'Ausweis-Nr.', no: `${c.digits(3)}/${c.digits(6)}` };
    case 'FR':
      return { key: 'N° CMI', no: `${c.digits(2)}${c.letters(1)}${c.digits(7)}` };
    case 'NL':
      return { key: 'Kaartnummer', no: c.digits(10) };
    case 'ES':
      return { key: 'Nº certificado discapacidad', no: `${c.int(1, 52)}/${c.digits(7)}/${c.int(10, 25)}` };
    case 'PL':
      return { key: 'Nr orzeczenia', no: `${c.digits(3)}.${c.int(1, 9)}.${c.digits(3)}.${c.int(2018, 2025)}` };
  }
}

const DISABILITY17: Record<Country17, readonly string[]> = {
  NG: ['Physical', 'Visual', 'Hearing', 'Albinism', 'Intellectual'],
  KE: ['Physical', 'Visual', 'Hearing', 'Albinism', 'Mental'],
  GH: ['Physical', 'Visual', 'Hearing/Speech', 'Intellectual'],
  ZA: ['Physical', 'Visual', 'Hearing', 'Intellectual', 'Psychosocial'],
  GB: ['Mobility', 'Visual impairment', 'Hidden disability', 'Hearing'],
  DE: ['GdB 50, Merkzeichen G', 'GdB 80, Merkzeichen aG', 'GdB 100, Merkzeichen Bl', 'GdB 60'],
  FR: ['Mention invalidité', 'Mention stationnement', 'Mention priorité'],
  NL: ['Bestuurderskaart', 'Passagierskaart'],
  ES: ['Física 45%', 'Visual 70%', 'Auditiva 33%', 'Física 65%'],
  PL: ['Stopień znaczny', 'Stopień umiarkowany', 'Stopień lekki'],
};

function disabilityRegister17(c: Ctx, p: Person17, card: { key: string; no: string }, addr: Addr17, phone: string): PersonRecord {
  const k = p.country;
  const dob = anyDate17(c, p.dob, k);
  const ph = anyPhone17(c, phone, k);
  const dis = c.pick(DISABILITY17[k]);
  switch (k) {
    case 'NG':
    case 'KE':
    case 'GH':
    case 'ZA':
      return rec([[card.key, card.no], ['Surname', p.surname.toUpperCase()], ['Other Names', givenFull17(p).toUpperCase()], ['Date of Birth', dob], ['Gender', p.sex === 'M' ? 'Male' : 'Female'], ['Type of Disability', dis], ['Phone No.', ph], ['Residence', `${addr.line}, ${addr.area}`], [k === 'ZA' ? 'Municipality' : k === 'GH' ? 'District' : k === 'KE' ? 'County' : 'State', addr.town]]);
    case 'GB':
      return rec([[card.key, card.no], ['Applicant title', p.sex === 'M' ? 'Mr' : c.pick(['Mrs', 'Ms', 'Miss'])], ['Applicant first name', p.given], ['Applicant middle name', p.middle], ['Applicant last name', p.surname], ['Date of birth', dob], ['Telephone', ph], ['Address', `${addr.line}, ${addr.town}`], ['Postcode', addr.post], ['Eligibility', dis]]);
    case 'DE':
      return rec([[card.key, card.no], ['Name', p.surname], ['Vorname', givenFull17(p)], ['Geburtsdatum', dob], ['Anschrift', `${addr.line}, ${addr.post} ${addr.town}`], ['Telefon', ph], ['Feststellung', dis]]);
    case 'FR':
      return rec([[card.key, card.no], ['NOM', p.surname.toUpperCase()], ['Prénom(s)', givenFull17(p)], ['Date de naissance', dob], ['Adresse', `${addr.line}, ${addr.post} ${addr.town}`], ['Téléphone', ph], ['Mention', dis]]);
    case 'NL':
      return rec([[card.key, card.no], ['Geslachtsnaam', p.surname], ['Voornamen', givenFull17(p)], ['Geboortedatum', dob], ['Adres', `${addr.line}, ${addr.post} ${addr.town}`], ['Telefoon', ph], ['Soort kaart', dis]]);
    case 'ES':
      return rec([[card.key, card.no], ['Primer apellido', p.surname], ['Segundo apellido', p.surname2], ['Nombre', p.given], ['Fecha de nacimiento', dob], ['Domicilio', `${addr.line}, ${addr.post} ${addr.town}`], ['Teléfono', ph], ['Grado', dis]]);
    case 'PL':
      return rec([[card.key, card.no], ['Nazwisko', p.surname], ['Imiona', givenFull17(p)], ['Data urodzenia', dob], ['Adres', `${addr.line}, ${addr.post} ${addr.town}`], ['Telefon', ph], ['Stopień niepełnosprawności', dis]]);
  }
}

const DEVICES17 = ['Wheelchair (standard)', 'Wheelchair (sports)', 'Elbow crutches (pair)', 'White cane', 'Hearing aid (BTE)', 'Walking frame', 'Tricycle', 'Sunscreen & hat pack', 'Braille slate', 'Commode chair'];

function deviceIssue17(c: Ctx, p: Person17, card: { key: string; no: string }, phone: string): PersonRecord {
  const k = p.country;
  const first = p.short && c.chance(0.4) ? p.short : p.given;
  const name = c.pick([`${first} ${fullSurname17(p)}`, `${fullSurname17(p).toUpperCase()} ${first}`, `${first[0]}. ${p.surname}`]);
  const ref = respace17(card.no, c);
  const issued = date17(randomDob17(c, 2024, 2025), dateForms17(k)[0]!);
  const dev = c.pick(DEVICES17);
  const ph = c.chance(0.5) ? anyPhone17(c, phone, k) : '';
  if (k === 'DE') return rec([['Lfd. Nr.', String(c.int(1, 900))], ['Versicherte/r', name], ['Ausweis-Nr.', ref], ['Hilfsmittel', dev], ['Ausgabe', issued], ['Tel.', ph]]);
  if (k === 'FR') return rec([['N°', String(c.int(1, 900))], ['Bénéficiaire', name], ['CMI', ref], ['Aide technique', dev], ['Remis le', issued], ['Tél.', ph]]);
  if (k === 'NL') return rec([['Volgnr', String(c.int(1, 900))], ['Cliënt', name], ['Kaartnr.', ref], ['Hulpmiddel', dev], ['Uitgifte', issued], ['Tel.', ph]]);
  if (k === 'ES') return rec([['Nº', String(c.int(1, 900))], ['Beneficiario/a', name], ['Certificado', ref], ['Producto de apoyo', dev], ['Entrega', issued], ['Tel.', ph]]);
  if (k === 'PL') return rec([['Lp.', String(c.int(1, 900))], ['Świadczeniobiorca', name], ['Orzeczenie nr', ref], ['Przedmiot', dev], ['Data wydania', issued], ['Tel.', ph]]);
  return rec([['S/N', String(c.int(1, 900))], ['Beneficiary', name], ['Card No.', ref], ['Device Issued', dev], ['Date Issued', issued], ['Contact', ph], ['Collected by', 'Self'], ['Programme', c.pick(['Assistive Devices Programme', 'Disability Fund', 'Wheelchair Service', 'Outreach'])]]);
}

function carerRegister17(c: Ctx, carer: Person17, holderCard: { key: string; no: string }, addr: Addr17, phone: string, older: boolean): PersonRecord {
  const k = carer.country;
  const nat = nationalNo17(c, carer);
  const dob = anyDate17(c, carer.dob, k);
  const ph = anyPhone17(c, phone, k);
  if (k === 'DE') return rec([['Pflegeperson Name', carer.surname], ['Pflegeperson Vorname', carer.given], ['Geburtsdatum', dob], [nat.key, nat.no], ['Anschrift', `${addr.line}, ${addr.post} ${addr.town}`], ['Telefon', ph], ['Ausweis-Nr. der gepflegten Person', holderCard.no]]);
  if (k === 'FR') return rec([['Nom de l’aidant', carer.surname.toUpperCase()], ['Prénom de l’aidant', carer.given], ['Date de naissance', dob], [nat.key, nat.no], ['Adresse', `${addr.line}, ${addr.post} ${addr.town}`], ['Téléphone', ph], ['CMI de la personne aidée', holderCard.no]]);
  if (k === 'NL') return rec([['Naam mantelzorger', `${carer.given} ${carer.surname}`], ['Geboortedatum', dob], [nat.key, nat.no], ['Adres', `${addr.line}, ${addr.post} ${addr.town}`], ['Telefoon', ph], ['Kaartnummer zorgvrager', holderCard.no]]);
  if (k === 'ES') return rec([['Nombre del cuidador/a', carer.given], ['Apellidos del cuidador/a', fullSurname17(carer)], ['Fecha de nacimiento', dob], [nat.key, nat.no], ['Domicilio', `${addr.line}, ${addr.post} ${addr.town}`], ['Teléfono', ph], ['Certificado de la persona cuidada', holderCard.no]]);
  if (k === 'PL') return rec([['Imię opiekuna', carer.given], ['Nazwisko opiekuna', carer.surname], ['Data urodzenia', dob], [nat.key, nat.no], ['Adres', `${addr.line}, ${addr.post} ${addr.town}`], ['Telefon', ph], ['Nr orzeczenia podopiecznego', holderCard.no]]);
  return rec([["Carer's Surname", carer.surname], ["Carer's First Name", carer.given], ['Carer DOB', dob], [nat.key, nat.no], ['Address', `${addr.line}, ${addr.area}`], ['Phone', ph], ['Relationship', older ? (carer.sex === 'M' ? 'Father' : 'Mother') : carer.sex === 'M' ? 'Son' : 'Daughter'], ['Card No. of Person Cared For', holderCard.no]]);
}

const sameDisability: Kind17 = {
  kind: 'same_disability_register_vs_device_issue',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const p = newPerson17(c, country17(c, j), 1940, 2015);
    const card = disabilityCard17(c, p.country);
    const addr = address17(c, p.country);
    return { a: disabilityRegister17(c, p, card, addr, p.phone), b: deviceIssue17(c, p, card, p.phone) };
  },
};

const diffDisability: Kind17 = {
  kind: 'diff_disability_holder_vs_carer_register',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country17(c, j);
    const holder = newPerson17(c, k, 1940, 2015);
    // The carer is a parent (holder born 2000 on) or a grown child of the holder: births at least 16 years apart.
    const carer = holder.dob.y >= 1985 ? relative17(c, holder, holder.dob.y - 40, holder.dob.y - 18) : relative17(c, holder, holder.dob.y + 18, Math.min(holder.dob.y + 40, 2006));
    const card = disabilityCard17(c, k);
    const addr = address17(c, k);
    return { a: disabilityRegister17(c, holder, card, addr, holder.phone), b: carerRegister17(c, carer, card, addr, holder.phone, holder.dob.y >= 1985) };
  },
};

export const HELDOUT17_KINDS: readonly Kind17[] = [sameJobseeker, sameDonor, sameEye, samePrison, sameDisability, diffJobseeker, diffDonor, diffEye, diffPrison, diffDisability];
