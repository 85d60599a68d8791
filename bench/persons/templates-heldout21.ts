// Held-out set 21 of labelled PERSON RECORD PAIRS (bench/data/persons-heldout21.jsonl, written by
// bench/persons/generate.ts with seed 2121).
//
// Author: a blind author helper of session 34 (branch s34-persons21, issue 11), the twenty-first independent author,
// writing from their own knowledge of how person records arrive from sources the twenty earlier sets' kind names do not
// name: a dental practice's patient register (file, folder, account, Patienten-, dossier, patiënt-, historia or karta
// number, the patient's names, birth, mobile, a national or health number where the practice keeps one) against the
// recall / reminder SMS gateway's send-out log (recipient as the receptionist keyed the greeting, the number, the
// template, the delivery status, at times the patient number); a building or mining site's induction register (badge or
// gate-pass number, national number or the trade card the site asks for, contractor, trade, phone, next of kin) against
// the site stores' PPE issue log (badge or ID shown, the name as the storekeeper writes it, items, size, signature);
// an apprenticeship or learnership contract (the ITF, NITA, CTVET, SETA, ULN, IHK, INE, student or NIA number, employer,
// trade) against the training college's weekly attendance register; an employer's HR sickness-absence record (staff
// number, names, birth, absence dates, the national number payroll holds) against the occupational-health referral the
// clinic files (the employee as the line manager wrote them, staff number, birth, phone, job, reason) — in Nigeria,
// Kenya, Ghana, South Africa, the United Kingdom (GB) and the European Union (DE, FR, NL, ES, PL), field names in each
// source's own words, language and letter case.
// Naming systems written: Yorùbá, Igbo, Hausa and Ibibio names with short forms (`Segun`, `Kemi`, `Bimbo`); Luo, Kikuyu,
// Luhya, Kalenjin and Kamba names with English given names; Akan day names, Ga, Ewe, Fante and Dagbani names; Zulu,
// Xhosa, Sotho, Tswana, Ndebele, Afrikaans and South African Indian names; English, Welsh, Scottish, Irish, Punjabi,
// Bangladeshi, Pakistani and Caribbean British names; German (with Turkish German), French (with North and West African
// French), Dutch (particles, voorletters and roepnaam, Moroccan Dutch), Spanish (two surnames, compound given names,
// Catalan and Basque) and Polish (gendered surnames).
// How it is made: each kind below draws a fictional person (or two people for a `different` kind) from the author's own
// name lists and writes the source-A and source-B records with that source's headers, date form, phone form and slips,
// from a seeded generator (bench/persons/generate.ts, seed 2121). The phone and date writers, the keyed slip and the
// public check-digit schemes (South African ID Luhn, BSN 11-proef, PESEL, DNI letter, NIR key 97, NINO shape) are
// imported from templates-heldout19.ts, as set 20 did (no name list or kind of set 19 or 20 is used); the German
// Rentenversicherungsnummer check digit is computed here.
// What the author read: the session's rules (s34-common.md), the blind authors' brief and this set's brief;
// bench/persons/generate.ts; bench/persons.ts (to wire the set in); bench/persons/records.ts lines 15–72 (Ymd, Person
// and Ctx); templates-heldout20.ts lines 1–420 and its last 20 lines (header, helpers, one kind's writers, for the
// structure); templates-heldout19.ts lines 96–130, 205–260 and 295–440 (types and the exported helpers used here); the
// kind names of sets 1–20 (a grep over their `//   same_` / `//   diff_` header lines); test/bench/persons-generate.test.ts:
// imports, assertRecords / assertKinds, the set list and set 20's block. A `grep -n heldout20` over bench/, test/ and
// package.json (to find where set 20 is wired in) printed the first lines of set 19's data file. Slip: after every kind
// here was written, generated and pinned, a `grep heldout20` over README.md (to find the paragraph to copy the style of)
// printed set 20's whole README paragraph, its reading included; nothing here was changed after it.
// What the author did NOT read: src/ (anything), README paragraphs about rules or errors, the other sets' data files
// beyond those printed lines, records2–8.ts and the bodies of sets 1–18's templates. Neither the engine nor the bench
// was ever run on this set. Every value is fictional (identifiers keep the right shape, with their check digit where the
// scheme has one; the others — patient, badge, apprentice, staff and trade-card numbers — only the shape).
//
// Labelling policy: `same` means the two records describe the same natural person, as a careful analyst would judge
// from the two records alone; `different` means two natural people, however much they share. Every `same` pair carries
// a name on both sides and at least one more agreeing identifier of the person (patient, badge, trade-card, apprentice
// or staff number, national number, the person's own phone, or the whole birth date where the two sources hold no
// common number), and births, where both sides state them, agree. Every `different` pair carries on both sides an own
// number of one scheme (patient, badge, apprentice, staff or national number) that disagrees, and the kind's look-alike
// promise below; a household's phone or a next of kin's phone may be shared, an own number never. A phone on a record is
// the person's own unless its header names someone else (next of kin, emergency contact, parent). An employer, a
// contractor, a practice, an address or a phone is shared, not owned. A birth date is never written month first with
// digits.
//
// Kinds (96 pairs each, cycling NG, KE, GH, ZA, GB, EU — 16 per jurisdiction; 4 `same`, 4 `different`, 768 pairs, 128
// per jurisdiction):
//   same_dental_patient_register_vs_recall_sms_log          patient register: practice number, names in the practice
//                                                  software's columns, birth, mobile, at times a national or health
//                                                  number, insurer; SMS log: sent date, recipient as keyed for the
//                                                  greeting (title and surname, short form, a slip), the number in the
//                                                  gateway's form, template, status, at times the practice number.
//   same_site_induction_register_vs_ppe_issue_log           induction register: badge / gate-pass number, names, the
//                                                  national number or trade card the site checks, contractor, trade,
//                                                  phone, next of kin and their phone; PPE issue log: date, the badge
//                                                  or the card keyed again, the name as the storekeeper writes it,
//                                                  contractor, items, size, signature mark.
//   same_apprenticeship_contract_vs_college_attendance_register  contract: apprentice number of the scheme, names,
//                                                  birth, national number (where asked), trade, employer, phone;
//                                                  college register: the learner as the tutor writes them, the
//                                                  apprentice or national number, group, week, the week's marks.
//   same_sickness_absence_vs_occupational_health_referral   HR absence record: staff number, names, birth, department,
//                                                  absence dates, national number (payroll's), phone; OH referral: the
//                                                  employee as the manager wrote them, staff number (or, in some
//                                                  clinics, only the birth date and phone), job, reason.
//   diff_dental_mother_daughter_one_family_phone            a mother and her daughter on one practice's books, recalls
//                                                  sent to the mother's phone for both: one surname (ES: the daughter
//                                                  keeps her mother's first surname as her second), at times one given
//                                                  name, births 18 to 40 years apart, own patient numbers.
//   diff_site_brothers_one_contractor                       two brothers inducted on one site for one contractor: one
//                                                  surname, one home town, often one trade and one initial, each the
//                                                  other's next of kin at times, own badge and national numbers.
//   diff_apprentice_twins_one_employer                      twins apprenticed to one employer: one surname, one birth
//                                                  date, one address and a parent's phone, own apprentice numbers.
//   diff_absence_namesakes_one_employer                     two employees of one full name in one organisation (one in
//                                                  HR's absence record, the other in an OH referral): own staff numbers,
//                                                  births 1 to 20 years apart, other departments at times.
//
// Slips the author saw before the reading (left as they are): a record's own dates (SMS sent, induction, PPE issue,
// register week, absence) are drawn each on its own, so a PPE issue may predate the induction; an apprentice's trade
// need not fit the employer drawn beside it; a dental card's title is drawn from the sex and age only (a mother may be
// `Ms` on her card and `Mrs` in the greeting); a next of kin's name is drawn from the country's whole list.
//
// Use: read ONCE with `npm run bench:persons -- --set heldout21`; the figures of that reading are written below, and from
// then on the set is development data.
import type { Ctx, Jurisdiction, PersonRecord, Ymd } from './records.js';
import { bsn19, type Country19, date19, dni19, fold19, nino19, nir19, type PhoneForm19, pesel19, phone19, rekey19, slip19, zaId19 } from './templates-heldout19.js';

export type Label21 = 'same' | 'different';

export interface Kind21 {
  kind: string;
  label: Label21;
  pairs: number;
  make(c: Ctx, j: Jurisdiction): { a: PersonRecord; b: PersonRecord };
}

export type Country21 = Country19;
type Sex21 = 'M' | 'F';

/** Same shape as set 19's person, so that set's public check-digit helpers take it. */
export interface Person21 {
  country: Country21;
  sex: Sex21;
  given: string;
  short: string;
  middle: string;
  surname: string;
  surname2: string;
  dob: Ymd;
  phone: string;
}

export { fold19 as fold21 };

// ---------------------------------------------------------------- the keys that name the person's own identifiers

/** Headers under which a record writes the person's own numbers, by scheme (the test reads them from here). */
export const KEYS21 = { own: new Set<string>(), card: new Set<string>(), national: new Set<string>(), phone: new Set<string>(), birth: new Set<string>() };
function register21(set: Set<string>, k: string): string {
  set.add(k);
  return k;
}
const own = (k: string) => register21(KEYS21.own, k);
const cardK = (k: string) => register21(KEYS21.card, k);
const natK = (k: string) => register21(KEYS21.national, k);
const tel = (k: string) => register21(KEYS21.phone, k);
const bornK = (k: string) => register21(KEYS21.birth, k);

// ---------------------------------------------------------------- names (the author's own lists)

type G = readonly (readonly [string, string])[];
const NAMES21: Record<Country21, { m: G; f: G; s: readonly string[] }> = {
  NG: {
    m: [['Olusegun', 'Segun'], ['Chidiebere', 'Chidi'], ['Aliyu', ''], ['Ifeanyi', ''], ['Adekunle', 'Kunle'], ['Usman', ''], ['Sunday', ''], ['Oluwafemi', 'Femi'], ['Chukwuebuka', 'Ebuka'], ['Bashir', ''], ['Kelechi', ''], ['Peter', '']],
    f: [['Oluwakemi', 'Kemi'], ['Chinwe', ''], ['Hauwa', ''], ['Nneka', ''], ['Yetunde', 'Yetty'], ['Maryam', ''], ['Comfort', ''], ['Abimbola', 'Bimbo'], ['Uzoamaka', 'Uzo'], ['Rukayat', ''], ['Obiageli', 'Oby'], ['Esther', '']],
    s: ['Adeleke', 'Nwachukwu', 'Ibrahim', 'Oyelaran', 'Anyanwu', 'Mohammed', 'Ogundipe', 'Akpan', 'Ezeh', 'Olatunji', 'Adamu', 'Igwe', 'Ogbonna', 'Salami', 'Effiong', 'Ojo'],
  },
  KE: {
    m: [['Omondi', ''], ['Kiprotich', ''], ['Wafula', ''], ['Kamau', ''], ['Mutiso', ''], ['Brian', ''], ['Dennis', ''], ['Geoffrey', 'Geoff'], ['Anthony', 'Tony'], ['Peter', ''], ['Cheruiyot', ''], ['Evans', '']],
    f: [['Awino', ''], ['Njeri', ''], ['Naliaka', ''], ['Jepkemboi', ''], ['Mwende', ''], ['Lilian', ''], ['Esther', ''], ['Beatrice', 'Bea'], ['Gladys', ''], ['Wairimu', ''], ['Anyango', ''], ['Diana', '']],
    s: ['Onyango', 'Wanjala', 'Kiprop', 'Musyoki', 'Ouma', 'Njuguna', 'Macharia', 'Rotich', 'Nyambura', 'Kibet', 'Simiyu', 'Wambua', 'Mugo', 'Chelimo', 'Oduor', 'Kiptoo'],
  },
  GH: {
    m: [['Kwesi', ''], ['Kwaku', ''], ['Kojo', ''], ['Fiifi', ''], ['Nii Okai', ''], ['Mohammed', ''], ['Ebenezer', 'Ebo'], ['Prince', ''], ['Senyo', ''], ['Kwadwo', ''], ['Iddrisu', ''], ['Samuel', 'Sammy']],
    f: [['Adwoa', ''], ['Afua', ''], ['Akosua', ''], ['Abla', ''], ['Adjoa', ''], ['Naa Dedei', ''], ['Fatimatu', ''], ['Gifty', ''], ['Comfort', ''], ['Elikem', ''], ['Araba', ''], ['Zenabu', '']],
    s: ['Appiah', 'Frimpong', 'Asamoah', 'Quaye', 'Ofori', 'Nkansah', 'Darko', 'Baidoo', 'Acquah', 'Agbeko', 'Sarpong', 'Quarshie', 'Abdulai', 'Adjei', 'Fosu', 'Amponsah'],
  },
  ZA: {
    m: [['Mpho', ''], ['Sibusiso', 'Sbu'], ['Jacobus', 'Koos'], ['Andile', ''], ['Xolani', ''], ['Gerhard', ''], ['Lungelo', ''], ['Tumelo', ''], ['Thabang', ''], ['Pravesh', ''], ['Siyabonga', 'Siya'], ['Hendrik', 'Henk']],
    f: [['Thandeka', 'Thandi'], ['Dineo', ''], ['Annelie', ''], ['Nonhlanhla', ''], ['Lindiwe', ''], ['Mpumelelo', 'Mpumi'], ['Karabo', ''], ['Chantelle', ''], ['Kavitha', ''], ['Busisiwe', 'Busi'], ['Tshegofatso', 'Tshego'], ['Sibongile', '']],
    s: ['Mahlangu', 'Ngcobo', 'du Plessis', 'Shabalala', 'Maseko', 'Venter', 'Govender', 'Cele', 'Mabena', 'Steyn', 'Radebe', 'Moloi', 'Kruger', 'Moodley', 'Mkhize', 'Tshabalala'],
  },
  GB: {
    m: [['Jonathan', 'Jon'], ['Matthew', 'Matt'], ['Rhys', ''], ['Alistair', 'Ali'], ['Anthony', 'Tony'], ['Tariq', ''], ['Winston', ''], ['Thomas', 'Tom'], ['Euan', ''], ['Gurdeep', ''], ['Sean', ''], ['Liam', '']],
    f: [['Rebecca', 'Becky'], ['Katherine', 'Kate'], ['Cerys', ''], ['Margaret', 'Maggie'], ['Jaspreet', ''], ['Kelly', ''], ['Jennifer', 'Jen'], ['Eilidh', ''], ['Nadia', ''], ['Elizabeth', 'Liz'], ['Gwen', ''], ['Stacey', '']],
    s: ['Taylor', 'Mackenzie', 'Evans', "O'Brien", 'Green', 'Hussain', 'Hughes', 'Begum', 'Hall', 'Gill', 'Turner', 'McLaughlin', 'Roberts', 'Ali', 'Stewart', 'Wood'],
  },
  DE: {
    m: [['Thomas', ''], ['Andreas', ''], ['Karl-Heinz', ''], ['Lukas', ''], ['Tobias', ''], ['Mehmet', ''], ['Jürgen', ''], ['Felix', ''], ['Florian', ''], ['Alexander', 'Alex'], ['Uwe', ''], ['Paul', '']],
    f: [['Sabine', ''], ['Ursula', 'Uschi'], ['Birgit', ''], ['Katharina', 'Kathi'], ['Fatma', ''], ['Anja', ''], ['Anna-Lena', ''], ['Susanne', ''], ['Heike', ''], ['Jana', ''], ['Lea', ''], ['Margarete', 'Grete']],
    s: ['Müller', 'Fischer', 'Meyer', 'Hoffmann', 'Yılmaz', 'Schulz', 'Bauer', 'Wolf', 'Neumann', 'Zimmermann', 'Krüger', 'Hartmann', 'Braun', 'Hofmann', 'Schwarz', 'Vogel'],
  },
  FR: {
    m: [['Jean-Marc', ''], ['Thierry', ''], ['Stéphane', ''], ['Karim', ''], ['Frédéric', ''], ['Pascal', ''], ['Antoine', ''], ['Benoît', ''], ['Didier', ''], ['Moussa', ''], ['Yannick', ''], ['Grégoire', '']],
    f: [['Anne-Sophie', ''], ['Nathalie', ''], ['Céline', ''], ['Fatoumata', ''], ['Brigitte', ''], ['Sandrine', ''], ['Manon', ''], ['Aurélie', ''], ['Valérie', ''], ['Nadia', ''], ['Hélène', ''], ['Josiane', '']],
    s: ['Moreau', 'Lefebvre', 'Girard', 'Mercier', 'Benali', 'Blanc', 'Guérin', 'Chevalier', 'Perrin', 'Diallo', 'Renaud', 'Masson', 'Brunet', 'Picard', 'Gauthier', 'Henry'],
  },
  NL: {
    m: [['Cornelis', 'Kees'], ['Gerardus', 'Gerard'], ['Pieter', 'Piet'], ['Mohamed', ''], ['Jeroen', ''], ['Ruud', ''], ['Thijs', ''], ['Daan', ''], ['Lars', ''], ['Bram', ''], ['Adrianus', 'Arie'], ['Stijn', '']],
    f: [['Johanna', 'Anneke'], ['Wilhelmina', 'Mien'], ['Sanne', ''], ['Petronella', 'Nel'], ['Fatima', ''], ['Marloes', ''], ['Eva', ''], ['Geertruida', 'Truus'], ['Lotte', ''], ['Esther', ''], ['Ingrid', ''], ['Elisabeth', 'Els']],
    s: ['de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'de Graaf', 'El Amrani', 'van Leeuwen', 'Kok', 'Vos', 'Post', 'van der Linden', 'Bos', 'Verhoeven'],
  },
  ES: {
    m: [['José Luis', ''], ['Antonio', 'Toño'], ['Manuel', 'Manolo'], ['Miguel Ángel', ''], ['Alejandro', 'Álex'], ['Ignacio', 'Nacho'], ['Jordi', ''], ['Iker', ''], ['Sergio', ''], ['Rafael', 'Rafa'], ['Alberto', ''], ['Joaquín', 'Quino']],
    f: [['María José', 'Marijose'], ['Carmen', ''], ['Pilar', 'Pili'], ['Dolores', 'Lola'], ['Concepción', 'Concha'], ['Lucía', ''], ['Montserrat', 'Montse'], ['Inmaculada', 'Inma'], ['Isabel', 'Isa'], ['Ainhoa', ''], ['Raquel', ''], ['Elena', '']],
    s: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Álvarez', 'Moreno', 'Romero', 'Navarro', 'Torres', 'Domínguez'],
  },
  PL: {
    m: [['Piotr', ''], ['Krzysztof', 'Krzysiek'], ['Andrzej', ''], ['Tomasz', 'Tomek'], ['Marcin', ''], ['Paweł', ''], ['Grzegorz', 'Grzesiek'], ['Michał', ''], ['Łukasz', ''], ['Wojciech', 'Wojtek'], ['Zbigniew', 'Zbyszek'], ['Jakub', 'Kuba']],
    f: [['Agnieszka', 'Aga'], ['Małgorzata', 'Gosia'], ['Barbara', 'Basia'], ['Ewa', ''], ['Katarzyna', 'Kasia'], ['Joanna', 'Asia'], ['Magdalena', 'Magda'], ['Elżbieta', 'Ela'], ['Dorota', ''], ['Beata', ''], ['Aleksandra', 'Ola'], ['Monika', '']],
    s: ['Nowak', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Mazur', 'Krawczyk', 'Piotrowski', 'Grabowski', 'Pawłowski'],
  },
};

/** Polish -ski / -cki surnames take -ska / -cka for a woman. */
function gendered21(s: string, sex: Sex21, k: Country21): string {
  if (k !== 'PL') return s;
  const base = s.replace(/(sk|ck)a$/, '$1i');
  return sex === 'F' ? base.replace(/(sk|ck)i$/, '$1a') : base;
}

const EU21: readonly Country21[] = ['DE', 'FR', 'NL', 'ES', 'PL'];
export function country21(c: Ctx, j: Jurisdiction): Country21 {
  return j === 'EU' ? c.pick(EU21) : j;
}

const PHONE21: Record<Country21, { cc: string; starts: readonly string[]; len: number }> = {
  NG: { cc: '234', starts: ['803', '806', '813', '816', '703', '706', '805', '808', '811', '902', '904', '912'], len: 10 },
  KE: { cc: '254', starts: ['720', '721', '726', '727', '708', '710', '115', '757', '769', '795'], len: 9 },
  GH: { cc: '233', starts: ['24', '54', '55', '59', '20', '50', '26', '56'], len: 9 },
  ZA: { cc: '27', starts: ['82', '84', '71', '73', '79', '60', '62', '66', '67', '83'], len: 9 },
  GB: { cc: '44', starts: ['7700', '7754', '7825', '7931', '7402', '7588', '7366', '7456'], len: 10 },
  DE: { cc: '49', starts: ['151', '157', '162', '170', '172', '176', '179'], len: 11 },
  FR: { cc: '33', starts: ['6', '7'], len: 9 },
  NL: { cc: '31', starts: ['6'], len: 9 },
  ES: { cc: '34', starts: ['6', '7'], len: 9 },
  PL: { cc: '48', starts: ['50', '51', '53', '60', '66', '69', '72', '78', '88'], len: 9 },
};

function newPhone21(c: Ctx, k: Country21): string {
  const p = PHONE21[k];
  const start = c.pick(p.starts);
  let rest = '';
  while (start.length + rest.length < p.len) rest += String(c.int(0, 9));
  return p.cc + start + rest;
}

const PHONE_FORMS21: readonly PhoneForm19[] = ['national', 'national', 'national-spaced', 'intl', 'intl-spaced', 'bare'];
const anyPhone21 = (c: Ctx, full: string, k: Country21) => phone19(full, k, c.pick(PHONE_FORMS21));
/** An SMS gateway writes the number bare with the country code, or with a plus. */
const gatewayPhone21 = (c: Ctx, full: string, k: Country21) => phone19(full, k, c.pick(['bare', 'bare', 'intl'] as const));

const two = (n: number) => String(n).padStart(2, '0');
/** A birth date in a form the country's clerks write; never month first with digits. */
function anyDate21(c: Ctx, t: Ymd, k: Country21): string {
  if (k === 'DE' || k === 'PL') return date19(t, c.pick(['dd.mm.yyyy', 'dd.mm.yyyy', 'iso'] as const));
  if (k === 'NL' || k === 'ES') return date19(t, c.pick(['dd-mm-yyyy', 'dd/mm/yyyy', 'iso'] as const));
  if (k === 'FR') return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'iso'] as const));
  if (k === 'ZA') return date19(t, c.pick(['yyyy/mm/dd', 'iso', 'd Mon yyyy'] as const));
  if (k === 'GB') return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'd Mon yyyy'] as const));
  return date19(t, c.pick(['dd/mm/yyyy', 'DD-MON-YYYY', 'd Mon yyyy', 'dd-mm-yyyy'] as const));
}
/** A recent working date (a record's own date, not a birth). */
function workDate21(c: Ctx, k: Country21): string {
  return anyDate21(c, { y: c.int(2023, 2025), m: c.int(1, 12), d: c.int(1, 28) }, k);
}

function dob21(c: Ctx, from: number, to: number): Ymd {
  const y = c.int(from, to);
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, new Date(Date.UTC(y, m, 0)).getUTCDate()) };
}

export function newPerson21(c: Ctx, k: Country21, from = 1960, to = 2003, sex?: Sex21): Person21 {
  const s: Sex21 = sex ?? (c.chance(0.5) ? 'M' : 'F');
  const L = NAMES21[k];
  const [given, short] = c.pick(s === 'M' ? L.m : L.f);
  const mid = k === 'ES' || k === 'FR' || c.chance(0.5) ? '' : c.pick(s === 'M' ? L.m : L.f)[0];
  const surname = gendered21(c.pick(L.s), s, k);
  const surname2 = k === 'ES' ? c.pick(L.s.filter((x) => x !== surname)) : '';
  return { country: k, sex: s, given, short, middle: mid === given ? '' : mid, surname, surname2, dob: dob21(c, from, to), phone: newPhone21(c, k) };
}

/** A relative of `p`: the family surname (ES: a sibling keeps both), an own given name unless `sameGiven`. */
function kin21(c: Ctx, p: Person21, from: number, to: number, sex?: Sex21, sibling = false, sameGiven = false): Person21 {
  let r = newPerson21(c, p.country, from, to, sex);
  for (let i = 0; i < 10 && !sameGiven && r.given === p.given; i++) r = newPerson21(c, p.country, from, to, sex);
  if (sameGiven) r = { ...r, given: p.given, short: p.short };
  return { ...r, surname: gendered21(p.surname, r.sex, p.country), surname2: p.country === 'ES' ? (sibling ? p.surname2 : r.surname2) : '' };
}

const sur21 = (p: Person21) => (p.surname2 ? `${p.surname} ${p.surname2}` : p.surname);
const givens21 = (p: Person21) => (p.middle ? `${p.given} ${p.middle}` : p.given);
const called21 = (c: Ctx, p: Person21) => (p.short && c.chance(0.6) ? p.short : p.given);
const initials21 = (p: Person21) => givens21(p).split(/[ -]/).map((w) => `${w[0]}.`).join('');

/** The name as a second clerk writes it. */
function writtenName21(c: Ctx, p: Person21): string {
  const f = c.int(0, 7);
  if (f === 0) return `${givens21(p)} ${sur21(p)}`;
  if (f === 1) return `${sur21(p).toUpperCase()} ${givens21(p)}`;
  if (f === 2) return `${initials21(p)} ${sur21(p)}`;
  if (f === 3) return `${called21(c, p)} ${sur21(p)}`;
  if (f === 4) return `${sur21(p)}, ${p.given}`;
  if (f === 5) return `${slip19(c, p.given)} ${sur21(p)}`;
  if (f === 6) return `${p.given} ${slip19(c, p.surname)}${p.surname2 ? ` ${p.surname2}` : ''}`;
  return `${givens21(p)} ${sur21(p)}`.toUpperCase();
}

function rec(entries: readonly (readonly [string, string | undefined | false])[]): PersonRecord {
  const out: PersonRecord = {};
  for (const [k, v] of entries) if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim();
  return out;
}

/** The German Rentenversicherungsnummer: area, birth ddmmyy, surname initial, serial, check digit. */
export function rvnr21(c: Ctx, p: Person21): string {
  const area = two(c.pick([4, 10, 12, 13, 15, 16, 17, 18, 19, 20, 21, 23, 24, 25, 26, 28, 29, 38, 39, 40]));
  const initial = fold19(p.surname).replace(/[^A-Za-z]/g, '')[0]!.toUpperCase();
  const serial = two(p.sex === 'M' ? c.int(0, 49) : c.int(50, 99));
  const body = `${area}${two(p.dob.d)}${two(p.dob.m)}${String(p.dob.y).slice(2)}${two(initial.charCodeAt(0) - 64)}${serial}`;
  const w = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1];
  let s = 0;
  for (let i = 0; i < 12; i++) {
    const x = Number(body[i]) * w[i]!;
    s += Math.floor(x / 10) + (x % 10);
  }
  return `${area}${two(p.dob.d)}${two(p.dob.m)}${String(p.dob.y).slice(2)}${initial}${serial}${s % 10}`;
}

/** The national number a source asks for, under the key that source writes. */
function nat21(c: Ctx, p: Person21): { key: string; no: string } {
  switch (p.country) {
    case 'NG':
      return { key: natK(c.pick(['NIN', 'NIN No', 'National ID (NIN)'])), no: c.digits(11) };
    case 'KE':
      return { key: natK(c.pick(['ID No.', 'National ID No', 'ID Number'])), no: String(c.int(20000000, 41999999)) };
    case 'GH':
      return { key: natK(c.pick(['Ghana Card', 'Ghana Card No', 'GhanaCard PIN'])), no: `GHA-${c.digits(9)}-${c.int(0, 9)}` };
    case 'ZA':
      return { key: natK(c.pick(['ID No', 'ID Number', 'SA ID'])), no: zaId19(c, p) };
    case 'GB':
      return { key: natK(c.pick(['NI Number', 'NINO', 'NI No.'])), no: nino19(c) };
    case 'DE':
      return { key: natK(c.pick(['SV-Nummer', 'Rentenvers.-Nr.'])), no: rvnr21(c, p) };
    case 'FR':
      return { key: natK(c.pick(['N° de sécurité sociale', 'NIR'])), no: nir19(c, p) };
    case 'NL':
      return { key: natK(c.pick(['BSN', 'Sofinummer/BSN'])), no: bsn19(c) };
    case 'ES':
      return { key: natK(c.pick(['DNI', 'DNI/NIE'])), no: dni19(c) };
    case 'PL':
      return { key: natK('PESEL'), no: pesel19(c, p) };
  }
}
/** A national number keyed a second time: spaced as the card prints it, or re-keyed. */
function natAgain21(c: Ctx, k: Country21, no: string): string {
  if (k === 'GB' && c.chance(0.5)) return no.replace(/^(..)(..)(..)(..)(.)$/, '$1 $2 $3 $4 $5');
  if (k === 'FR' && c.chance(0.5)) return no.replace(/^(.)(..)(..)(..)(...)(...)(..)$/, '$1 $2 $3 $4 $5 $6 $7');
  if (k === 'DE' && c.chance(0.5)) return no.replace(/^(..)(......)(.)(...)$/, '$1 $2 $3 $4');
  return c.chance(0.4) ? rekey19(no, c) : no;
}

const TOWNS21: Record<Country21, readonly string[]> = {
  NG: ['Ibadan', 'Enugu', 'Jos', 'Uyo', 'Lokoja', 'Akure', 'Asaba', 'Bauchi'],
  KE: ['Kisumu', 'Thika', 'Machakos', 'Bungoma', 'Kericho', 'Nyeri', 'Voi', 'Naivasha'],
  GH: ['Kumasi', 'Takoradi', 'Koforidua', 'Sunyani', 'Bolgatanga', 'Winneba', 'Hohoe', 'Tarkwa'],
  ZA: ['Polokwane', 'Rustenburg', 'East London', 'Witbank', 'Pietermaritzburg', 'George', 'Welkom', 'Mahikeng'],
  GB: ['Swansea', 'Bradford', 'Aberdeen', 'Luton', 'Preston', 'Derry', 'Plymouth', 'Middlesbrough'],
  DE: ['Bielefeld', 'Magdeburg', 'Würzburg', 'Oldenburg', 'Gelsenkirchen', 'Rostock', 'Göttingen', 'Heilbronn'],
  FR: ['Limoges', 'Reims', 'Mulhouse', 'Nîmes', 'Caen', 'Dijon', 'Valence', 'Saint-Denis'],
  NL: ['Zwolle', 'Tilburg', 'Leeuwarden', 'Almere', 'Venlo', 'Enschede', 'Dordrecht', 'Hoorn'],
  ES: ['Albacete', 'Jaén', 'Lleida', 'Huelva', 'Ourense', 'Cáceres', 'Vitoria-Gasteiz', 'Cartagena'],
  PL: ['Kielce', 'Olsztyn', 'Rzeszów', 'Opole', 'Bydgoszcz', 'Płock', 'Siedlce', 'Nowy Sącz'],
};
const town21 = (c: Ctx, k: Country21) => c.pick(TOWNS21[k]);

function street21(c: Ctx, k: Country21): string {
  const n = c.int(1, 140);
  switch (k) {
    case 'NG':
      return `${n} ${c.pick(['Ring Road', 'Okpara Avenue', 'Ahmadu Bello Way', 'Aba Road', 'Oke-Ado Street', 'Broad Street'])}`;
    case 'KE':
      return `${c.pick(['Hse No.', 'Plot'])} ${n}, ${c.pick(['Jogoo Rd', 'Ngong Rd', 'Moi Avenue', 'Kenyatta Ave'])}`;
    case 'GH':
      return `${c.pick(['H/No', 'Hse No.'])} ${c.letters(1, 'ACEGKT')}${n}/${c.int(1, 40)}, ${c.pick(['Harper Road', 'Market Street', 'Station Road', 'Liberation Road'])}`;
    case 'ZA':
      return `${n} ${c.pick(['Voortrekker Road', 'Nelson Mandela Drive', 'Church Street', 'Main Road', 'Florence Street'])}`;
    case 'GB':
      return `${n} ${c.pick(['Station Road', 'Victoria Street', 'Mill Lane', 'Queens Road', 'High Street', 'Church Lane'])}`;
    case 'DE':
      return `${c.pick(['Bahnhofstraße', 'Lindenallee', 'Schillerstraße', 'Gartenweg', 'Hauptstraße'])} ${n}`;
    case 'FR':
      return `${n} ${c.pick(['rue Victor Hugo', 'avenue Jean Jaurès', 'rue de la République', 'chemin des Vignes', 'place du Marché'])}`;
    case 'NL':
      return `${c.pick(['Kerkstraat', 'Dorpsstraat', 'Molenweg', 'Wilhelminastraat', 'Stationsweg'])} ${n}`;
    case 'ES':
      return `${c.pick(['C/ Mayor', 'Avda. de Andalucía', 'C/ Real', 'C/ de la Iglesia', 'Paseo del Prado'])}, ${n}`;
    case 'PL':
      return `ul. ${c.pick(['Mickiewicza', 'Kościuszki', 'Polna', 'Leśna', 'Długa'])} ${n}`;
  }
}

// ---------------------------------------------------------------- kind 1 / 5: dental practice and its recall SMS log

interface Patient21 {
  p: Person21;
  no: string;
  nat: { key: string; no: string } | undefined;
  practice: string;
  addr: string;
  /** The number recalls go to (the patient's own, or a parent's). */
  sms: string;
}

function patientNo21(c: Ctx, k: Country21): string {
  switch (k) {
    case 'NG':
      return `DC/${c.int(2012, 2025)}/${c.digits(4)}`;
    case 'KE':
      return `PT${c.digits(5)}`;
    case 'GH':
      return `OPD-${c.digits(6)}`;
    case 'ZA':
      return `${c.letters(3, 'ABDGKMNPRSTV')}${c.digits(4)}`;
    case 'GB':
      return c.digits(6);
    case 'DE':
      return c.digits(5);
    case 'FR':
      return `D${c.digits(6)}`;
    case 'NL':
      return c.digits(7);
    case 'ES':
      return `HC-${c.digits(5)}`;
    case 'PL':
      return `${c.int(100, 9999)}/${c.int(15, 25)}`;
  }
}

const PRACTICES21: Record<Country21, readonly string[]> = {
  NG: ['Smile Gallery Dental Clinic, Ikoyi', 'Pearl Dental Centre, Wuse II', 'Dentacare Clinic, Bodija'],
  KE: ['Westlands Dental Centre', 'Meridian Dental Clinic, Kisumu', 'Smile Studio, Nakuru'],
  GH: ['Airport Dental Clinic, Accra', 'Kumasi Dental Care', 'Labone Family Dentistry'],
  ZA: ['Dr N. Pillay Inc. (Pr. No 0123456)', 'Sandton Dental Studio', 'Menlyn Smile Centre'],
  GB: ['Riverside Dental Practice', 'Parkview Dental Care', 'High Street Dental (NHS)'],
  DE: ['Zahnarztpraxis Dr. Lenz', 'Zahnärzte am Markt', 'Praxis Dr. Özdemir & Kollegen'],
  FR: ['Cabinet dentaire du Parc', 'Centre dentaire Gambetta', 'Cabinet Dr Roussel'],
  NL: ['Tandartspraktijk De Molen', 'Tandartsen Centrum', 'Mondzorg aan de Gracht'],
  ES: ['Clínica Dental Sonrisas', 'Clínica Dental Dr. Vidal', 'Centro Odontológico del Sur'],
  PL: ['Gabinet Stomatologiczny Dent-Med', 'Centrum Stomatologii Uśmiech', 'Przychodnia Stomatologiczna nr 2'],
};

function newPatient21(c: Ctx, p: Person21, withNat: boolean, practice?: string, addr?: string, sms?: string): Patient21 {
  const k = p.country;
  return { p, no: patientNo21(c, k), nat: withNat ? nat21(c, p) : undefined, practice: practice ?? c.pick(PRACTICES21[k]), addr: addr ?? `${street21(c, k)}, ${town21(c, k)}`, sms: sms ?? p.phone };
}

/** The practice software's patient card. */
function patientRegister21(c: Ctx, t: Patient21): PersonRecord {
  const { p } = t;
  const k = p.country;
  const dob = anyDate21(c, p.dob, k);
  const ph = anyPhone21(c, t.sms, k);
  const nat: [string, string | false] = t.nat ? [t.nat.key, t.nat.no] : ['', false];
  const title = p.sex === 'M' ? (p.dob.y >= 2008 ? 'Master' : 'Mr') : p.dob.y >= 2004 ? 'Miss' : c.pick(['Mrs', 'Ms', 'Miss']);
  switch (k) {
    case 'NG':
      return rec([[own('File No'), t.no], ['Title', title], ['Surname', p.surname.toUpperCase()], ['Other Names', givens21(p)], [bornK('Date of Birth'), dob], [tel('Phone No'), ph], ['Address', t.addr], ['HMO', c.pick(['Hygeia', 'AXA Mansard', 'Reliance HMO', 'Private (cash)'])], nat]);
    case 'KE':
      return rec([[own('Patient No'), t.no], ['Patient Name', `${givens21(p)} ${p.surname}`], [bornK('DOB'), dob], [tel('Tel'), ph], nat, ['Insurance', c.pick(['SHA', 'Jubilee', 'AAR', 'Madison', 'Cash'])]]);
    case 'GH':
      return rec([[own('Folder No'), t.no], ['Surname', p.surname], ['Firstname', givens21(p)], [bornK('D.O.B'), dob], [tel('Phone'), ph], ['NHIS', c.pick(['Yes', 'No', 'Expired'])], nat]);
    case 'ZA':
      return rec([[own('Account No'), t.no], ['Title', title], ['Initials', initials21(p).replace(/\./g, '')], ['First Name', p.given], ['Surname', p.surname], nat, [bornK('Date of Birth'), dob], [tel('Cell'), ph], ['Medical Aid', c.pick(['Discovery', 'Bonitas', 'Momentum', 'GEMS', 'Private'])]]);
    case 'GB':
      return rec([[own('Patient ID'), t.no], ['Title', title], ['Forename', givens21(p)], ['Surname', p.surname], [bornK('DOB'), dob], [tel('Mobile'), ph], ['Address', t.addr], ['NHS/Private', c.pick(['NHS', 'Private', 'Denplan'])]]);
    case 'DE':
      return rec([[own('Patienten-Nr.'), t.no], ['Name', p.surname], ['Vorname', givens21(p)], [bornK('Geb.-Datum'), dob], [tel('Handy'), ph], ['Krankenkasse', c.pick(['AOK', 'TK', 'Barmer', 'DAK-Gesundheit', 'privat'])], ['Anschrift', t.addr]]);
    case 'FR':
      return rec([[own('N° dossier'), t.no], ['Nom', p.surname.toUpperCase()], ['Prénom', p.given], [bornK('Date de naissance'), dob], [tel('Portable'), ph], nat, ['Mutuelle', c.pick(['MGEN', 'Harmonie Mutuelle', 'Malakoff Humanis', 'CSS'])]]);
    case 'NL':
      return rec([[own('Patiëntnr.'), t.no], ['Achternaam', p.surname], ['Voorletters', initials21(p).replace(/ /g, '')], ['Roepnaam', called21(c, p)], [bornK('Geboortedatum'), dob], [tel('Mobiel'), ph], nat, ['Zorgverzekeraar', c.pick(['Zilveren Kruis', 'CZ', 'VGZ', 'Menzis'])]]);
    case 'ES':
      return rec([[own('Nº historia'), t.no], ['Nombre', p.given], ['Apellidos', sur21(p)], [bornK('F. nacimiento'), dob], [tel('Móvil'), ph], nat, ['Mutua', c.pick(['Sanitas', 'Adeslas', 'DKV', 'Privado'])]]);
    case 'PL':
      return rec([[own('Nr karty'), t.no], ['Nazwisko', p.surname], ['Imię', p.given], nat, [tel('Telefon'), ph], ['Adres', t.addr]]);
  }
}

/** The greeting name the receptionist keyed for the SMS template. */
function greetingName21(c: Ctx, p: Person21): string {
  const k = p.country;
  const f = c.int(0, 3);
  if (f === 0) {
    const title: Record<Country21, [string, string]> = { NG: ['Mr', 'Mrs'], KE: ['Mr', 'Mrs'], GH: ['Mr', 'Mrs'], ZA: ['Mr', 'Mrs'], GB: ['Mr', 'Ms'], DE: ['Herr', 'Frau'], FR: ['M.', 'Mme'], NL: ['Dhr.', 'Mevr.'], ES: ['Sr.', 'Sra.'], PL: ['Pan', 'Pani'] };
    return `${title[k][p.sex === 'M' ? 0 : 1]} ${k === 'NL' || k === 'GB' || k === 'ZA' ? `${p.given[0]}. ` : ''}${p.surname}`;
  }
  if (f === 1) return `${called21(c, p)} ${p.surname}`;
  return writtenName21(c, p);
}

/** The SMS gateway's send-out log. */
function recallSms21(c: Ctx, t: Patient21, withNo: boolean): PersonRecord {
  const { p } = t;
  const k = p.country;
  const ph = gatewayPhone21(c, t.sms, k);
  const when = workDate21(c, k);
  const nm = greetingName21(c, p);
  const no = withNo ? t.no : false;
  const ok = c.pick(['Delivered', 'Delivered', 'Delivered', 'Sent', 'Failed']);
  switch (k) {
    case 'DE':
      return rec([['Versand', when], ['Empfänger', nm], [tel('Rufnummer'), ph], ['Vorlage', c.pick(['Recall 6 Monate', 'Terminerinnerung', 'PZR-Erinnerung'])], ['Status', { Delivered: 'zugestellt', Sent: 'gesendet', Failed: 'fehlgeschlagen' }[ok]!], [own('Pat.-Nr.'), no]]);
    case 'FR':
      return rec([['Envoyé le', when], ['Destinataire', nm], [tel('Numéro'), ph], ['Modèle', c.pick(['Rappel contrôle annuel', 'Rappel RDV J-1', 'Détartrage'])], ['Statut', { Delivered: 'Délivré', Sent: 'Envoyé', Failed: 'Échec' }[ok]!], [own('N° dossier'), no]]);
    case 'NL':
      return rec([['Verzonden', when], ['Naam', nm], [tel('Nummer'), ph], ['Sjabloon', c.pick(['Periodieke controle', 'Herinnering afspraak', 'Mondhygiëne'])], ['Status', { Delivered: 'Afgeleverd', Sent: 'Verzonden', Failed: 'Mislukt' }[ok]!], [own('Patiëntnr.'), no]]);
    case 'ES':
      return rec([['Fecha envío', when], ['Destinatario', nm], [tel('Teléfono'), ph], ['Plantilla', c.pick(['Revisión semestral', 'Recordatorio cita', 'Limpieza'])], ['Estado', { Delivered: 'Entregado', Sent: 'Enviado', Failed: 'Fallido' }[ok]!], [own('Nº historia'), no]]);
    case 'PL':
      return rec([['Data wysyłki', when], ['Odbiorca', nm], [tel('Numer'), ph], ['Szablon', c.pick(['Przegląd co 6 mies.', 'Przypomnienie o wizycie', 'Higienizacja'])], ['Status', { Delivered: 'Doręczono', Sent: 'Wysłano', Failed: 'Błąd' }[ok]!], [own('Nr karty'), no]]);
    default:
      return rec([['Date Sent', when], ['Recipient', nm], [tel(k === 'GB' ? 'Mobile Number' : 'MSISDN'), ph], ['Template', c.pick(['6-month recall', 'Appointment reminder', 'Scale & polish due', 'Missed appointment'])], ['Status', ok], [own(k === 'GB' ? 'Patient ID' : 'Patient Ref'), no]]);
  }
}

const sameDental: Kind21 = {
  kind: 'same_dental_patient_register_vs_recall_sms_log',
  label: 'same',
  pairs: 96,
  make(c, j) {
    const k = country21(c, j);
    const p = newPerson21(c, k, 1945, 2006);
    const t = newPatient21(c, p, c.chance(0.4));
    return { a: patientRegister21(c, t), b: recallSms21(c, t, c.chance(0.5)) };
  },
};

const diffDental: Kind21 = {
  kind: 'diff_dental_mother_daughter_one_family_phone',
  label: 'different',
  pairs: 96,
  make(c, j) {
    const k = country21(c, j);
    const m = newPerson21(c, k, 1950, 1985, 'F');
    const gap = c.int(18, 40);
    const y = Math.min(m.dob.y + gap, 2015);
    // The daughter: the family surname (ES: the mother's first surname comes second), at times the mother's given name.
    let d = kin21(c, m, y, y, 'F', false, c.chance(0.25));
    if (k === 'ES') d = { ...d, surname: newPerson21(c, k).surname, surname2: m.surname };
    const tm = newPatient21(c, m, false);
    const td = newPatient21(c, d, false, tm.practice, tm.addr, m.phone);
    // Either the mother's card against the daughter's recall, or the other way round; the log always shows a number.
    return c.chance(0.5) ? { a: patientRegister21(c, tm), b: recallSms21(c, td, true) } : { a: patientRegister21(c, td), b: recallSms21(c, tm, true) };
  },
};

// ---------------------------------------------------------------- kind 2 / 6: site induction and PPE stores

interface Worker21 {
  p: Person21;
  badge: string;
  nat: { key: string; no: string };
  card: { key: string; no: string } | undefined;
  contractor: string;
  trade: string;
  nok: { name: string; phone: string };
  town: string;
}

const CONTRACTORS21: Record<Country21, readonly string[]> = {
  NG: ['Julius Berger Nig. Plc', 'Setraco Nig. Ltd', 'Hitech Construction Co.', 'Buildwell Sub-Con Ltd'],
  KE: ['China Wu Yi (K) Ltd', 'H-Young & Co. (EA) Ltd', 'Kiewa Builders', 'Ongata Steel Fixers'],
  GH: ['Consar Ltd', 'Taysec Construction', 'Micheletti & Co.', 'Amandi Holdings Sub-Con'],
  ZA: ['WBHO Construction', 'Stefanutti Stocks', 'Raubex', 'Mabena Civils (Pty) Ltd'],
  GB: ['Balfour Beatty', 'Kier Construction', 'Morgan Sindall', 'J & M Groundworks Ltd'],
  DE: ['Hochtief Infrastructure', 'Züblin AG', 'Bauunternehmen Krause GmbH', 'Trockenbau Yıldız'],
  FR: ['Bouygues Bâtiment', 'Eiffage Construction', 'Vinci Construction', 'SARL Maçonnerie Da Costa'],
  NL: ['BAM Bouw en Techniek', 'Heijmans', 'VolkerWessels', 'Bouwbedrijf Jansen B.V.'],
  ES: ['Ferrovial Construcción', 'Acciona', 'Sacyr', 'Construcciones Hermanos Ruiz S.L.'],
  PL: ['Budimex', 'Mirbud', 'Warbud', 'Zakład Ogólnobudowlany Kowalczyk'],
};
const TRADES21: Record<'en' | Country21, readonly string[]> = {
  en: ['Steel fixer', 'Carpenter', 'Mason', 'Electrician', 'Plumber', 'Scaffolder', 'General labourer', 'Plant operator', 'Welder'],
  NG: ['Iron bender', 'Carpenter', 'Mason', 'Electrician', 'Plumber', 'Labourer', 'Welder', 'Tiler'],
  KE: ['Fundi (mason)', 'Steel fixer', 'Carpenter', 'Casual', 'Electrician', 'Plumber', 'Welder'],
  GH: ['Mason', 'Carpenter', 'Steel bender', 'Labourer', 'Electrician', 'Plumber', 'Tiler'],
  ZA: ['General Worker', 'Bricklayer', 'Shutterhand', 'Steel Fixer', 'Artisan Electrician', 'TLB Operator', 'Welder'],
  GB: ['Groundworker', 'Bricklayer', 'Scaffolder', 'Electrician', 'Dryliner', 'Plant Operator', 'Labourer'],
  DE: ['Maurer', 'Betonbauer', 'Zimmerer', 'Elektriker', 'Helfer', 'Kranführer', 'Trockenbauer'],
  FR: ['Maçon', 'Coffreur', 'Électricien', 'Manœuvre', 'Plombier', 'Grutier', 'Ferrailleur'],
  NL: ['Timmerman', 'Metselaar', 'Betonijzervlechter', 'Elektricien', 'Grondwerker', 'Kraanmachinist'],
  ES: ['Albañil', 'Encofrador', 'Ferrallista', 'Peón', 'Electricista', 'Gruista', 'Fontanero'],
  PL: ['Murarz', 'Cieśla', 'Zbrojarz', 'Elektryk', 'Pomocnik', 'Operator koparki', 'Spawacz'],
};

function badgeNo21(c: Ctx, k: Country21): string {
  switch (k) {
    case 'NG':
      return `JB/IND/${c.digits(5)}`;
    case 'KE':
      return `GP-${c.digits(4)}`;
    case 'GH':
      return `${c.letters(2, 'CTAM')}${c.digits(5)}`;
    case 'ZA':
      return c.digits(6);
    case 'GB':
      return `IND-${c.digits(5)}`;
    case 'DE':
      return `BA-${c.digits(5)}`;
    case 'FR':
      return c.digits(6);
    case 'NL':
      return `P${c.digits(5)}`;
    case 'ES':
      return `AC-${c.digits(5)}`;
    case 'PL':
      return `${c.digits(4)}/B`;
  }
}

/** The trade card a site in that country checks at induction, when it checks one. */
function tradeCard21(c: Ctx, k: Country21): { key: string; no: string } | undefined {
  if (k === 'GB') return { key: cardK('CSCS Card No'), no: c.digits(8) };
  if (k === 'FR') return { key: cardK('N° carte BTP'), no: `${c.letters(1, 'ABCDEFGH')}${c.digits(9)}` };
  if (k === 'NL') return { key: cardK('VCA-diplomanr.'), no: c.digits(8) };
  if (k === 'ES') return { key: cardK('Nº TPC'), no: `${c.digits(8)}${c.letters(1, 'ABCDEFGHJK')}` };
  return undefined;
}

function newWorker21(c: Ctx, p: Person21, contractor?: string, trade?: string, town?: string): Worker21 {
  const k = p.country;
  const nokP = newPerson21(c, k, 1950, 2000);
  return {
    p,
    badge: badgeNo21(c, k),
    nat: nat21(c, p),
    card: tradeCard21(c, k),
    contractor: contractor ?? c.pick(CONTRACTORS21[k]),
    trade: trade ?? c.pick(c.chance(0.3) && AFRICAN21.has(k) ? TRADES21.en : TRADES21[k]),
    nok: { name: `${called21(c, nokP)} ${c.chance(0.6) ? p.surname : nokP.surname}`, phone: nokP.phone },
    town: town ?? town21(c, k),
  };
}
const AFRICAN21 = new Set<Country21>(['NG', 'KE', 'GH', 'ZA']);

/** The site induction register. The card schemes carry the key; the badge is the site's own number. */
function induction21(c: Ctx, w: Worker21): PersonRecord {
  const { p } = w;
  const k = w.p.country;
  const ph = anyPhone21(c, p.phone, k);
  const nokPh = anyPhone21(c, w.nok.phone, k);
  const when = workDate21(c, k);
  const card: [string, string | false] = w.card ? [w.card.key, w.card.no] : ['', false];
  switch (k) {
    case 'NG':
      return rec([['S/N', String(c.int(1, 60))], ['Name', `${p.surname.toUpperCase()} ${givens21(p)}`], [w.nat.key, w.nat.no], ['Company', w.contractor], ['Trade', w.trade], [tel('Phone No'), ph], ['Next of Kin', w.nok.name], ['NOK Phone', nokPh], ['State of Origin / Town', w.town], ['Induction Date', when], [own('Badge No'), w.badge]]);
    case 'KE':
      return rec([['Name', `${givens21(p)} ${p.surname}`.toUpperCase()], [w.nat.key, w.nat.no], ['Contractor', w.contractor], ['Trade', w.trade], [tel('Tel'), ph], ['NOK', w.nok.name], ['NOK Tel', nokPh], ['Home', w.town], ['Date', when], [own('Gate Pass No'), w.badge]]);
    case 'GH':
      return rec([['Name', `${givens21(p)} ${p.surname}`], [w.nat.key, w.nat.no], ['Company', w.contractor], ['Trade', w.trade], [tel('Contact'), ph], ['Emergency Contact', `${w.nok.name} ${nokPh}`], ['Hometown', w.town], ['Date', when], [own('Card No'), w.badge]]);
    case 'ZA':
      return rec([['Full Names', givens21(p)], ['Surname', p.surname], [w.nat.key, w.nat.no], ['Contractor', w.contractor], ['Occupation', w.trade], [tel('Cell No'), ph], ['Next of Kin', w.nok.name], ['Next of Kin Cell', nokPh], ['Induction Date', when], [own('Access Card No'), w.badge], ['Medical Fitness', c.pick(['Fit', 'Fit', 'Fit with restrictions'])]]);
    case 'GB':
      return rec([['Name', `${givens21(p)} ${p.surname}`], card, ['Card type', c.pick(['Blue – Skilled Worker', 'Green – Labourer', 'Gold – Supervisor'])], ['Company', w.contractor], ['Trade', w.trade], [tel('Mobile'), ph], ['Emergency contact', w.nok.name], ['Emergency tel', nokPh], ['Inducted', when], [own('Induction No'), w.badge]]);
    case 'DE':
      return rec([['Name', p.surname], ['Vorname', givens21(p)], [bornK('Geburtsdatum'), anyDate21(c, p.dob, k)], [w.nat.key, w.nat.no], ['Firma', w.contractor], ['Gewerk', w.trade], [tel('Mobil'), ph], ['Notfallkontakt', `${w.nok.name}, ${nokPh}`], ['Unterweisung am', when], [own('Baustellenausweis-Nr.'), w.badge]]);
    case 'FR':
      return rec([['NOM', p.surname.toUpperCase()], ['Prénom', p.given], card, ['Entreprise', w.contractor], ['Métier', w.trade], [tel('Tél. portable'), ph], ['Personne à prévenir', `${w.nok.name} – ${nokPh}`], ['Date accueil sécurité', when], [own('N° badge'), w.badge]]);
    case 'NL':
      return rec([['Naam', `${initials21(p).replace(/ /g, '')} ${p.surname}`], ['Roepnaam', called21(c, p)], card, ['Bedrijf', w.contractor], ['Functie', w.trade], [tel('Mobiel'), ph], ['Noodcontact', `${w.nok.name} (${nokPh})`], ['Datum instructie', when], [own('Pasnummer'), w.badge]]);
    case 'ES':
      return rec([['Nombre', p.given], ['Apellidos', sur21(p)], [w.nat.key, w.nat.no], card, ['Empresa', w.contractor], ['Categoría', w.trade], [tel('Móvil'), ph], ['Contacto emergencia', `${w.nok.name} ${nokPh}`], ['Fecha acogida', when], [own('Nº tarjeta acceso'), w.badge]]);
    case 'PL':
      return rec([['Imię i nazwisko', `${givens21(p)} ${p.surname}`], [w.nat.key, w.nat.no], ['Firma', w.contractor], ['Stanowisko', w.trade], [tel('Tel.'), ph], ['Osoba do kontaktu', `${w.nok.name}, ${nokPh}`], ['Data szkolenia wstępnego', when], [own('Nr przepustki'), w.badge]]);
  }
}

/** The site stores' PPE issue log: the badge (or the card or ID shown), the name as the storekeeper writes it. */
function ppeLog21(c: Ctx, w: Worker21, shown: 'badge' | 'card' | 'nat'): PersonRecord {
  const { p } = w;
  const k = p.country;
  const when = workDate21(c, k);
  const nm = c.chance(0.5) ? `${initials21(p).split('.')[0]}. ${c.chance(0.3) ? slip19(c, p.surname) : p.surname}` : writtenName21(c, p);
  const idCell: [string, string] =
    shown === 'card' && w.card ? [w.card.key, rekey19(w.card.no, c)] : shown === 'nat' ? [w.nat.key, natAgain21(c, k, w.nat.no)] : [own(ppeBadgeKey21[k]), c.chance(0.3) ? rekey19(w.badge, c) : w.badge];
  const size = c.pick(['7', '8', '9', '10', '11', 'L', 'XL', 'XXL', '42', '44']);
  switch (k) {
    case 'DE':
      return rec([['Datum', when], idCell, ['Name', nm], ['Firma', w.contractor], ['Artikel', c.pick(['Schutzhelm', 'S3-Sicherheitsschuhe', 'Warnweste Kl. 2', 'Schutzbrille', 'Gehörschutz'])], ['Größe', size], ['Unterschrift', c.pick(['✓', 'unterschrieben', 'ja'])]]);
    case 'FR':
      return rec([['Date', when], idCell, ['Nom', nm], ['Entreprise', w.contractor], ['EPI remis', c.pick(['Casque', 'Chaussures de sécurité S3', 'Gilet HV', 'Lunettes', 'Gants anti-coupure'])], ['Taille', size], ['Émargement', c.pick(['signé', 'OK', '✓'])]]);
    case 'NL':
      return rec([['Datum', when], idCell, ['Naam', nm], ['Bedrijf', w.contractor], ['PBM', c.pick(['Helm', 'Veiligheidsschoenen S3', 'Hesje', 'Veiligheidsbril', 'Gehoorbescherming'])], ['Maat', size], ['Paraaf', c.pick(['✓', 'ok', 'getekend'])]]);
    case 'ES':
      return rec([['Fecha', when], idCell, ['Nombre', nm], ['Empresa', w.contractor], ['EPI entregado', c.pick(['Casco', 'Botas S3', 'Chaleco AV', 'Gafas', 'Guantes'])], ['Talla', size], ['Firma', c.pick(['firmado', '✓', 'sí'])]]);
    case 'PL':
      return rec([['Data', when], idCell, ['Nazwisko i imię', nm], ['Firma', w.contractor], ['Wydane ŚOI', c.pick(['Kask', 'Buty S3', 'Kamizelka odblaskowa', 'Okulary', 'Rękawice'])], ['Rozmiar', size], ['Podpis', c.pick(['podpisano', '✓', 'tak'])]]);
    default:
      return rec([['Date', when], idCell, ['Name', nm], ['Company', w.contractor], ['Item(s) Issued', c.pick(['Hard hat', 'Safety boots', 'Reflective vest', 'Goggles', 'Gloves', 'Overall', 'Hard hat + boots'])], ['Size', size], ['Qty', String(c.int(1, 2))], ['Signed', c.pick(['✓', 'Signed', 'Y', 'thumbprint'])]]);
  }
}
const ppeBadgeKey21: Record<Country21, string> = { NG: 'Badge No', KE: 'Gate Pass', GH: 'Card No', ZA: 'Access Card', GB: 'Induction No', DE: 'Ausweis-Nr.', FR: 'N° badge', NL: 'Pasnr.', ES: 'Nº tarjeta', PL: 'Nr przepustki' };

const sameSite: Kind21 = {
  kind: 'same_site_induction_register_vs_ppe_issue_log',
  label: 'same',
  pairs: 96,
  make(c, j) {
    const k = country21(c, j);
    const p = newPerson21(c, k, 1962, 2005);
    const w = newWorker21(c, p);
    const r = c.int(0, 9);
    const shown = r < 6 ? 'badge' : w.card ? 'card' : induction21Nat(k) ? 'nat' : 'badge';
    return { a: induction21(c, w), b: ppeLog21(c, w, shown) };
  },
};
/** Whether the induction register writes the national number (the trade-card sites do not). */
const induction21Nat = (k: Country21) => k !== 'GB' && k !== 'FR' && k !== 'NL';

const diffSite: Kind21 = {
  kind: 'diff_site_brothers_one_contractor',
  label: 'different',
  pairs: 96,
  make(c, j) {
    const k = country21(c, j);
    const p = newPerson21(c, k, 1965, 2002, 'M');
    const y = p.dob.y + (c.chance(0.5) ? c.int(1, 8) : -c.int(1, 8));
    let q = kin21(c, p, y, y, 'M', true);
    // At times the brothers share an initial (the storekeeper writes initials).
    if (c.chance(0.4)) {
      const L = NAMES21[k].m.filter(([g]) => g[0] === p.given[0] && g !== p.given);
      if (L.length > 0) {
        const [g, s] = c.pick(L);
        q = { ...q, given: g, short: s };
      }
    }
    const wp = newWorker21(c, p);
    const wq = newWorker21(c, q, wp.contractor, c.chance(0.6) ? wp.trade : undefined, wp.town);
    if (c.chance(0.4)) wp.nok = { name: `${called21(c, q)} ${q.surname}`, phone: q.phone };
    const shown = induction21Nat(k) && c.chance(0.3) ? 'nat' : 'badge';
    return { a: induction21(c, wp), b: ppeLog21(c, wq, shown) };
  },
};

// ---------------------------------------------------------------- kind 3 / 7: apprenticeship and the college register

interface Apprentice21 {
  p: Person21;
  no: string;
  nat: { key: string; no: string };
  employer: string;
  trade: string;
  addr: string;
  parentPhone: string;
}

function apprenticeNo21(c: Ctx, k: Country21): string {
  switch (k) {
    case 'NG':
      return `ITF/NISDP/${c.int(2021, 2025)}/${c.digits(5)}`;
    case 'KE':
      return `NITA/APP/${c.digits(6)}`;
    case 'GH':
      return `CTVET/AP/${c.digits(6)}`;
    case 'ZA':
      return `LA${c.digits(7)}`;
    case 'GB':
      return uln21(c);
    case 'DE':
      return `${c.digits(3)}-${c.digits(5)}`;
    case 'FR':
      return `${c.digits(9)}${c.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}`;
    case 'NL':
      return c.digits(6);
    case 'ES':
      return c.digits(10);
    case 'PL':
      return `${c.digits(3)}/${c.int(21, 25)}`;
  }
}
/** The Unique Learner Number: nine digits, then 10 − (Σ digit × weight 10…2 mod 11); remainder 0 is never issued. */
export function uln21(c: Ctx): string {
  for (;;) {
    const d = c.digits(9);
    let s = 0;
    for (let i = 0; i < 9; i++) s += Number(d[i]) * (10 - i);
    if (s % 11 !== 0) return d + String(10 - (s % 11));
  }
}

const APP_KEY21: Record<Country21, string> = { NG: 'ITF Reg. No', KE: 'NITA Reg No', GH: 'CTVET Reg No', ZA: 'Learnership Agreement No', GB: 'ULN', DE: 'Azubi-Nr.', FR: 'INE', NL: 'Studentnummer', ES: 'NIA', PL: 'Nr umowy' };
for (const v of Object.values(APP_KEY21)) own(v);

const EMPLOYERS21: Record<Country21, readonly string[]> = {
  NG: ['Dangote Cement Plc, Obajana', 'Innoson Vehicles', 'Mama Ngozi Fashion House', 'Alhaji Garba Auto Works'],
  KE: ['Kenya Power', 'Bamburi Cement', 'Jua Kali Motors, Gikomba', 'Davis & Shirtliff'],
  GH: ['Tema Oil Refinery', 'Abossey Okai Spare Parts Fitting Shop', 'Kasapreko Co. Ltd', 'Nana Ama Hair Salon'],
  ZA: ['Transnet Engineering', 'Eskom Rotek', 'Sasol Secunda', 'Toyota SA Motors'],
  GB: ['Rolls-Royce plc', 'Severn Trent', 'Bellway Homes', 'Greggs plc'],
  DE: ['Siemens AG', 'Bäckerei Lohmann', 'Autohaus Kramer GmbH', 'Elektro Schmitt'],
  FR: ['SNCF Voyageurs', 'Boulangerie Lefèvre', 'Garage Renault Duval', 'EDF'],
  NL: ['Van Oord', 'Bakkerij Bart', 'Installatiebedrijf Klaassen', 'ASML'],
  ES: ['SEAT S.A.', 'Talleres Hermanos Gil', 'Iberdrola', 'Peluquería Lola'],
  PL: ['Solaris Bus & Coach', 'Piekarnia Kowalczyk', 'Warsztat Samochodowy Auto-Serwis', 'PKP Cargo'],
};
const APP_TRADES21: Record<Country21, readonly string[]> = {
  NG: ['Auto Mechanic', 'Welding & Fabrication', 'Fashion Design', 'Electrical Installation', 'Plumbing'],
  KE: ['Motor Vehicle Mechanics', 'Electrical Installation', 'Hairdressing', 'Masonry', 'Plumbing'],
  GH: ['Auto Mechanics', 'Hairdressing', 'Welding', 'Electrical', 'Garment Making'],
  ZA: ['Electrician', 'Fitter and Turner', 'Boilermaker', 'Motor Mechanic', 'Millwright'],
  GB: ['Level 3 Electrotechnical', 'Level 2 Bricklayer', 'Level 3 Engineering Technician', 'Level 2 Hairdresser'],
  DE: ['Elektroniker/in', 'Bäcker/in', 'Kfz-Mechatroniker/in', 'Industriekaufmann/-frau'],
  FR: ['CAP Boulanger', 'BTS Électrotechnique', 'CAP Maintenance des véhicules', 'Bac pro MELEC'],
  NL: ['Eerste Monteur Elektrotechniek (BBL 3)', 'Bakker (BBL 2)', 'Autotechnicus (BBL 3)'],
  ES: ['FP Dual Electromecánica', 'FP Dual Automoción', 'FP Dual Peluquería', 'FP Dual Cocina'],
  PL: ['Mechanik pojazdów samochodowych', 'Elektryk', 'Piekarz', 'Fryzjer'],
};

function newApprentice21(c: Ctx, p: Person21, employer?: string, addr?: string, parentPhone?: string): Apprentice21 {
  const k = p.country;
  return {
    p,
    no: apprenticeNo21(c, k),
    nat: nat21(c, p),
    employer: employer ?? c.pick(EMPLOYERS21[k]),
    trade: c.pick(APP_TRADES21[k]),
    addr: addr ?? `${street21(c, k)}, ${town21(c, k)}`,
    parentPhone: parentPhone ?? newPhone21(c, k),
  };
}

/** The apprenticeship / learnership contract or registration. */
function contract21(c: Ctx, t: Apprentice21): PersonRecord {
  const { p } = t;
  const k = p.country;
  const dob = anyDate21(c, p.dob, k);
  const ph = anyPhone21(c, p.phone, k);
  const par = anyPhone21(c, t.parentPhone, k);
  const appNo: [string, string] = [APP_KEY21[k], t.no];
  const sex = p.sex === 'M' ? 'M' : 'F';
  switch (k) {
    case 'NG':
      return rec([appNo, ['Apprentice Name', `${p.surname.toUpperCase()}, ${givens21(p)}`], ['Sex', sex], [bornK('Date of Birth'), dob], [t.nat.key, t.nat.no], ['Trade', t.trade], ['Employer / Master Craftsman', t.employer], [tel('Phone'), ph], ['Parent/Guardian Phone', par], ['Address', t.addr]]);
    case 'KE':
      return rec([appNo, ['Name of Trainee', `${givens21(p)} ${p.surname}`], [bornK('Date of Birth'), dob], [t.nat.key, t.nat.no], ['Trade Area', t.trade], ['Employer', t.employer], [tel('Tel No'), ph], ['Guardian Tel', par]]);
    case 'GH':
      return rec([appNo, ['Apprentice', `${p.surname} ${givens21(p)}`], [bornK('Date of Birth'), dob], [t.nat.key, t.nat.no], ['Trade', t.trade], ['Master Craftsperson / Employer', t.employer], [tel('Contact'), ph], ['Parent Contact', par], ['Residence', t.addr]]);
    case 'ZA':
      return rec([appNo, ['Learner Surname', p.surname], ['Learner First Names', givens21(p)], [t.nat.key, t.nat.no], [bornK('Date of Birth'), dob], ['Gender', p.sex === 'M' ? 'Male' : 'Female'], ['Employer', t.employer], ['Qualification', t.trade], [tel('Cellphone'), ph], ['Home Address', t.addr]]);
    case 'GB':
      return rec([appNo, ['Apprentice name', `${givens21(p)} ${p.surname}`], [bornK('Date of birth'), dob], [t.nat.key, t.nat.no], ['Employer', t.employer], ['Standard', t.trade], [tel('Mobile'), ph], ['Parent/carer tel', par], ['Address', t.addr]]);
    case 'DE':
      return rec([appNo, ['Name', p.surname], ['Vorname', givens21(p)], [bornK('Geburtsdatum'), dob], ['Ausbildungsberuf', t.trade], ['Ausbildungsbetrieb', t.employer], [tel('Handy'), ph], ['Erziehungsberechtigte/r Tel.', par], ['Anschrift', t.addr]]);
    case 'FR':
      return rec([appNo, ['NOM', p.surname.toUpperCase()], ['Prénom', p.given], [bornK('Né(e) le'), dob], [t.nat.key, t.nat.no], ['Diplôme préparé', t.trade], ['Employeur', t.employer], [tel('Portable'), ph], ['Tél. représentant légal', par], ['Adresse', t.addr]]);
    case 'NL':
      return rec([appNo, ['Achternaam', p.surname], ['Voornamen', givens21(p)], [bornK('Geboortedatum'), dob], [t.nat.key, t.nat.no], ['Opleiding', t.trade], ['Leerbedrijf', t.employer], [tel('Mobiel'), ph], ['Tel. ouder/verzorger', par], ['Adres', t.addr]]);
    case 'ES':
      return rec([appNo, ['Apellidos', sur21(p)], ['Nombre', p.given], [bornK('Fecha de nacimiento'), dob], [t.nat.key, t.nat.no], ['Ciclo', t.trade], ['Empresa', t.employer], [tel('Móvil'), ph], ['Tfno. padre/madre', par], ['Domicilio', t.addr]]);
    case 'PL':
      return rec([appNo, ['Nazwisko', p.surname], ['Imiona', givens21(p)], [t.nat.key, t.nat.no], [bornK('Data urodzenia'), dob], ['Zawód', t.trade], ['Pracodawca', t.employer], [tel('Telefon'), ph], ['Tel. rodzica', par], ['Adres', t.addr]]);
  }
}

/** The training college's weekly attendance register: the learner as the tutor writes them. */
function collegeRegister21(c: Ctx, t: Apprentice21, byNat: boolean): PersonRecord {
  const { p } = t;
  const k = p.country;
  const nm = writtenName21(c, p);
  const id: [string, string] = byNat ? [t.nat.key, natAgain21(c, k, t.nat.no)] : [APP_KEY21[k], c.chance(0.3) ? rekey19(t.no, c) : t.no];
  const days = Array.from({ length: 5 }, () => c.pick(['P', 'P', 'P', 'P', 'A', 'L'] as const));
  const marks = (m: Record<'P' | 'A' | 'L', string> = { P: 'P', A: 'A', L: 'L' }) => days.map((d) => m[d]).join(' ');
  const grp = `${c.pick(['A', 'B', 'C', 'D'])}${c.int(1, 4)}`;
  const week = workDate21(c, k);
  switch (k) {
    case 'DE':
      return rec([['Schüler/in', nm], id, ['Klasse', `${c.pick(['E', 'B', 'K'])}${c.int(10, 13)}${c.pick(['a', 'b'])}`], ['Woche ab', week], ['Anwesenheit', marks({ P: 'x', A: 'f', L: 'v' })], ['Betrieb', t.employer]]);
    case 'FR':
      return rec([['Apprenti(e)', nm], id, ['Groupe', grp], ['Semaine du', week], ['Présences', marks({ P: 'P', A: 'A', L: 'R' })], ['Entreprise', t.employer]]);
    case 'NL':
      return rec([['Student', nm], id, ['Klas', grp], ['Week', week], ['Aanwezigheid', marks({ P: 'A', A: 'Afw', L: 'Tl' })], ['Leerbedrijf', t.employer]]);
    case 'ES':
      return rec([['Alumno/a', nm], id, ['Grupo', grp], ['Semana', week], ['Asistencia', marks({ P: 'P', A: 'F', L: 'R' })], ['Empresa', t.employer]]);
    case 'PL':
      return rec([['Uczeń', nm], id, ['Klasa', grp], ['Tydzień od', week], ['Obecność', marks({ P: 'ob', A: 'nb', L: 'sp' })], ['Zakład pracy', t.employer]]);
    default:
      return rec([[k === 'ZA' ? 'Learner' : k === 'GB' ? 'Learner name' : 'Trainee', nm], id, ['Group', grp], ['Week Commencing', week], ['Mon-Fri', marks()], ['Employer', t.employer]]);
  }
}

const sameApp: Kind21 = {
  kind: 'same_apprenticeship_contract_vs_college_attendance_register',
  label: 'same',
  pairs: 96,
  make(c, j) {
    const k = country21(c, j);
    const p = newPerson21(c, k, 1996, 2008);
    const t = newApprentice21(c, p);
    // The register carries the apprentice number, or in some colleges the national number (never for DE, whose
    // contract here writes none).
    const byNat = k !== 'DE' && c.chance(0.3);
    return { a: contract21(c, t), b: collegeRegister21(c, t, byNat) };
  },
};

const diffApp: Kind21 = {
  kind: 'diff_apprentice_twins_one_employer',
  label: 'different',
  pairs: 96,
  make(c, j) {
    const k = country21(c, j);
    const p = newPerson21(c, k, 1998, 2008);
    let q = kin21(c, p, p.dob.y, p.dob.y, undefined, true);
    q = { ...q, dob: p.dob };
    const tp = newApprentice21(c, p);
    const tq = newApprentice21(c, q, tp.employer, tp.addr, tp.parentPhone);
    return { a: contract21(c, tp), b: collegeRegister21(c, tq, false) };
  },
};

// ---------------------------------------------------------------- kind 4 / 8: sickness absence and occupational health

interface Employee21 {
  p: Person21;
  staff: string;
  nat: { key: string; no: string };
  org: string;
  dept: string;
  job: string;
}

/** The prefix a Nigerian or Ghanaian employer puts before its staff numbers. */
const STAFF_PREFIX21: Record<string, string> = {
  'Federal Medical Centre, Abeokuta': 'FMC/ABK',
  'Lagos State Waste Management Authority': 'LAWMA',
  'First Bank of Nigeria': 'FBN',
  'Ghana Health Service': 'GHS',
  'Electricity Company of Ghana': 'ECG',
  'Ghana Ports and Harbours Authority': 'GPHA',
};

function staffNo21(c: Ctx, k: Country21, org: string): string {
  switch (k) {
    case 'NG':
      return `${STAFF_PREFIX21[org] ?? 'SN'}/${c.digits(5)}`;
    case 'KE':
      return `P/No ${c.digits(8)}`;
    case 'GH':
      return `${STAFF_PREFIX21[org] ?? 'SN'}-${c.digits(6)}`;
    case 'ZA':
      return `PERSAL ${c.digits(8)}`;
    case 'GB':
      return `E${c.digits(6)}`;
    case 'DE':
      return c.digits(6);
    case 'FR':
      return `${c.letters(1, 'MTA')}${c.digits(5)}`;
    case 'NL':
      return c.digits(6);
    case 'ES':
      return c.digits(5);
    case 'PL':
      return `${c.int(100, 4999)}`;
  }
}

const ORGS21: Record<Country21, readonly string[]> = {
  NG: ['Federal Medical Centre, Abeokuta', 'Lagos State Waste Management Authority', 'First Bank of Nigeria'],
  KE: ['Kenya Ports Authority', 'County Government of Kisumu', 'Safaricom PLC'],
  GH: ['Ghana Health Service', 'Electricity Company of Ghana', 'Ghana Ports and Harbours Authority'],
  ZA: ['Gauteng Department of Health', 'City of Tshwane', 'Shoprite Checkers'],
  GB: ['Leeds City Council', 'Royal Mail Group', 'NHS Grampian'],
  DE: ['Stadtwerke Bielefeld', 'Klinikum Würzburg', 'Deutsche Post DHL'],
  FR: ['Mairie de Reims', 'CHU de Limoges', 'La Poste'],
  NL: ['Gemeente Zwolle', 'PostNL', 'Isala Ziekenhuis'],
  ES: ['Ayuntamiento de Albacete', 'Mercadona', 'Servicio Andaluz de Salud'],
  PL: ['Urząd Miasta Kielce', 'Poczta Polska', 'Szpital Wojewódzki w Rzeszowie'],
};
const DEPTS21: Record<'en' | 'DE' | 'FR' | 'NL' | 'ES' | 'PL', readonly (readonly [string, string])[]> = {
  en: [['Finance', 'Accounts Officer'], ['Nursing', 'Staff Nurse'], ['Fleet', 'Driver'], ['Customer Service', 'Customer Service Agent'], ['Estates', 'Maintenance Technician'], ['Operations', 'Operations Supervisor']],
  DE: [['Buchhaltung', 'Sachbearbeiter/in'], ['Pflege', 'Gesundheits- und Krankenpfleger/in'], ['Fuhrpark', 'Berufskraftfahrer/in'], ['Kundenservice', 'Servicemitarbeiter/in'], ['Haustechnik', 'Haustechniker/in']],
  FR: [['Comptabilité', 'Comptable'], ['Soins', 'Infirmier(ère)'], ['Logistique', 'Chauffeur-livreur'], ['Accueil', 'Agent d’accueil'], ['Services techniques', 'Agent technique']],
  NL: [['Financiën', 'Medewerker administratie'], ['Verpleging', 'Verpleegkundige'], ['Logistiek', 'Chauffeur'], ['Klantenservice', 'Klantadviseur'], ['Facilitair', 'Onderhoudsmonteur']],
  ES: [['Contabilidad', 'Administrativo/a'], ['Enfermería', 'Enfermero/a'], ['Logística', 'Conductor/a'], ['Atención al cliente', 'Cajero/a'], ['Mantenimiento', 'Operario/a']],
  PL: [['Księgowość', 'Referent'], ['Pielęgniarstwo', 'Pielęgniarka/Pielęgniarz'], ['Transport', 'Kierowca'], ['Obsługa klienta', 'Kasjer'], ['Dział techniczny', 'Konserwator']],
};
const deptsOf21 = (k: Country21) => (k === 'DE' || k === 'FR' || k === 'NL' || k === 'ES' || k === 'PL' ? DEPTS21[k] : DEPTS21.en);

function newEmployee21(c: Ctx, p: Person21, org?: string): Employee21 {
  const k = p.country;
  const [dept, job] = c.pick(deptsOf21(k));
  const o = org ?? c.pick(ORGS21[k]);
  return { p, staff: staffNo21(c, k, o), nat: nat21(c, p), org: o, dept, job };
}

const STAFF_KEY21: Record<Country21, [string, string]> = {
  NG: ['Staff ID', 'Staff No'],
  KE: ['Personal No', 'P/No'],
  GH: ['Staff ID', 'Staff No.'],
  ZA: ['Persal No', 'Employee No'],
  GB: ['Employee Number', 'Assignment No'],
  DE: ['Personalnummer', 'Pers.-Nr.'],
  FR: ['Matricule', 'N° matricule'],
  NL: ['Personeelsnummer', 'Pers.nr.'],
  ES: ['Nº empleado', 'Nº de personal'],
  PL: ['Nr ewidencyjny', 'Nr ewid.'],
};
for (const ks of Object.values(STAFF_KEY21)) for (const x of ks) own(x);

/** HR's sickness-absence record. */
function absence21(c: Ctx, e: Employee21, needNat = false, needPhone = false): PersonRecord {
  const { p } = e;
  const k = p.country;
  const dob = anyDate21(c, p.dob, k);
  const from = { y: c.int(2023, 2025), m: c.int(1, 12), d: c.int(1, 20) };
  const to = { ...from, d: from.d + c.int(1, 8) };
  const f = anyDate21(c, from, k);
  const t = anyDate21(c, to, k);
  const sk: [string, string] = [STAFF_KEY21[k][0], e.staff];
  const ph = c.chance(0.6) || needPhone ? anyPhone21(c, p.phone, k) : false;
  const nat: [string, string | false] = c.chance(0.7) || needNat ? [e.nat.key, e.nat.no] : ['', false];
  switch (k) {
    case 'DE':
      return rec([sk, ['Name, Vorname', `${p.surname}, ${givens21(p)}`], [bornK('Geburtsdatum'), dob], ['Abteilung', e.dept], ['AU von', f], ['AU bis', t], ['eAU abgerufen', c.pick(['ja', 'nein'])], nat, [tel('Telefon privat'), ph]]);
    case 'FR':
      return rec([sk, ['Nom', p.surname.toUpperCase()], ['Prénom', p.given], [bornK('Date de naissance'), dob], ['Service', e.dept], ['Arrêt du', f], ['au', t], ['Motif', c.pick(['Maladie', 'Accident du travail', 'Maladie – prolongation'])], nat, [tel('Tél.'), ph]]);
    case 'NL':
      return rec([sk, ['Naam', `${p.surname}, ${initials21(p).replace(/ /g, '')} (${called21(c, p)})`], [bornK('Geb. datum'), dob], ['Afdeling', e.dept], ['Ziek vanaf', f], ['Hersteld per', t], nat, [tel('Telefoon'), ph]]);
    case 'ES':
      return rec([sk, ['Apellidos y nombre', `${sur21(p)}, ${p.given}`], [bornK('Fecha nac.'), dob], ['Departamento', e.dept], ['Baja desde', f], ['Alta', t], ['Contingencia', c.pick(['Común', 'Profesional'])], nat, [tel('Teléfono'), ph]]);
    case 'PL':
      return rec([sk, ['Nazwisko i imię', `${p.surname} ${givens21(p)}`], nat, [bornK('Data urodzenia'), c.chance(0.5) ? dob : false], ['Dział', e.dept], ['L4 od', f], ['L4 do', t], [tel('Telefon'), ph]]);
    default:
      return rec([sk, ['Surname', p.surname], ['Forenames', givens21(p)], [bornK('Date of Birth'), dob], ['Department', e.dept], ['Absence From', f], ['Absence To', t], ['Reason', c.pick(['Sickness', 'Sickness – self-certified', 'Sickness – medical certificate', 'Injury on duty'])], nat, [tel(k === 'ZA' ? 'Cell' : 'Mobile'), ph]]);
  }
}

/** The occupational-health referral the clinic files: the employee as the manager wrote them. */
function ohReferral21(c: Ctx, e: Employee21, withStaff: boolean, withNat: boolean): PersonRecord {
  const { p } = e;
  const k = p.country;
  const dob = anyDate21(c, p.dob, k);
  const nm = writtenName21(c, p);
  const sk: [string, string | false] = [STAFF_KEY21[k][1], withStaff ? e.staff : false];
  const nat: [string, string | false] = withNat ? [e.nat.key, natAgain21(c, k, e.nat.no)] : ['', false];
  const ph = anyPhone21(c, p.phone, k);
  const ref = `OH/${c.int(2023, 2025)}/${c.digits(4)}`;
  switch (k) {
    case 'DE':
      return rec([['Vorgang', ref], ['Mitarbeiter/in', nm], sk, [bornK('Geb.-Datum'), dob], nat, [tel('Telefon'), ph], ['Tätigkeit', e.job], ['Anlass', c.pick(['BEM-Gespräch', 'Wiedereingliederung', 'arbeitsmedizinische Vorsorge'])], ['Arbeitgeber', e.org]]);
    case 'FR':
      return rec([['Réf.', ref], ['Salarié(e)', nm], sk, [bornK('Né(e) le'), dob], nat, [tel('Tél. portable'), ph], ['Poste', e.job], ['Type de visite', c.pick(['Visite de reprise', 'Visite de pré-reprise', 'Visite à la demande de l’employeur'])], ['Employeur', e.org]]);
    case 'NL':
      return rec([['Dossiernr.', ref], ['Werknemer', nm], sk, [bornK('Geboortedatum'), dob], nat, [tel('Telefoonnummer'), ph], ['Functie', e.job], ['Reden', c.pick(['Spreekuur bedrijfsarts', 'Probleemanalyse', 'Re-integratie'])], ['Werkgever', e.org]]);
    case 'ES':
      return rec([['Nº expediente', ref], ['Trabajador/a', nm], sk, [bornK('F. nacimiento'), dob], nat, [tel('Tfno. contacto'), ph], ['Puesto', e.job], ['Motivo', c.pick(['Reconocimiento tras baja', 'Adaptación de puesto', 'Vigilancia de la salud'])], ['Empresa', e.org]]);
    case 'PL':
      return rec([['Nr skierowania', ref], ['Pracownik', nm], sk, nat, [bornK('Data ur.'), withNat ? false : dob], [tel('Tel. kontaktowy'), ph], ['Stanowisko', e.job], ['Rodzaj badania', c.pick(['kontrolne', 'okresowe', 'kontrolne po L4 > 30 dni'])], ['Pracodawca', e.org]]);
    default:
      return rec([['Referral No', ref], ['Employee', nm], sk, [bornK(k === 'GB' ? 'DOB' : 'Date of Birth'), dob], nat, [tel('Contact No'), ph], ['Job Title', e.job], ['Reason for Referral', c.pick(['Fitness to return to work', 'Long-term sickness review', 'Frequent short-term absence', 'Workplace adjustment'])], ['Referring Manager', `${c.pick(['Mr', 'Mrs', 'Ms', 'Dr'])} ${c.pick(NAMES21[k].s)}`], ['Employer', e.org]]);
  }
}

const sameOh: Kind21 = {
  kind: 'same_sickness_absence_vs_occupational_health_referral',
  label: 'same',
  pairs: 96,
  make(c, j) {
    const k = country21(c, j);
    const p = newPerson21(c, k, 1960, 2002);
    const e = newEmployee21(c, p);
    // Most referrals carry the staff number; some clinics write only birth and phone, or the national number.
    const r = c.int(0, 9);
    return { a: absence21(c, e, r >= 8, r === 7), b: ohReferral21(c, e, r < 7, r >= 8) };
  },
};

const diffOh: Kind21 = {
  kind: 'diff_absence_namesakes_one_employer',
  label: 'different',
  pairs: 96,
  make(c, j) {
    const k = country21(c, j);
    const p = newPerson21(c, k, 1960, 2002);
    // A namesake: the same given name(s) and surname(s), another person of the same organisation.
    const y = p.dob.y + (c.chance(0.5) ? c.int(1, 20) : -c.int(1, 20));
    const q0 = newPerson21(c, k, y, y, p.sex);
    const q: Person21 = { ...q0, given: p.given, short: p.short, middle: c.chance(0.5) ? p.middle : q0.middle, surname: p.surname, surname2: p.surname2 };
    const ep = newEmployee21(c, p);
    const eq = newEmployee21(c, q, ep.org);
    if (c.chance(0.4)) {
      eq.dept = ep.dept;
      eq.job = ep.job;
    }
    return { a: absence21(c, ep), b: ohReferral21(c, eq, true, false) };
  },
};

export const HELDOUT21_KINDS: readonly Kind21[] = [sameDental, sameSite, sameApp, sameOh, diffDental, diffSite, diffApp, diffOh];
