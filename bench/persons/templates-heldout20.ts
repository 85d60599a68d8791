// Held-out set 20 of labelled PERSON RECORD PAIRS (bench/data/persons-heldout20.jsonl, written by
// bench/persons/generate.ts with seed 2020).
//
// Author: a blind author helper of session 33 (branch s33-persons20, issue 11), the twentieth independent author,
// writing from their own knowledge of how person records arrive from sources the nineteen earlier sets' kind names do
// not name: police recruitment (the Police Service Commission portal, the National Police Service recruitment, the
// Ghana Police Service online application, SAPS entry-level trainees, a British force's candidate file, the
// Polizei-Bewerbung, the concours de gardien de la paix, the politieacademie sollicitatie, the Policía Nacional
// instancia, the Policja zgłoszenie) against the training school's nominal roll; football referee registers (NFF
// state FA, FKF branch, GFA regional FA, SAFA region, the County FA with the FAN, DFBnet SR-Ausweis, FFF licence, KNVB
// relatienummer, RFEF comité licence, a Polish regional ZPN) against the match appointment and fee sheet; day nursery /
// crèche / Kita / crèche / kinderdagverblijf / escuela infantil / żłobek enrolment forms (the parent or guardian
// section) against the day's collection log at the door; nursing agency candidate registers (NMCN, NCK, N&MC, SANC,
// NMC PIN, the German Verleiher's Personalnummer, RPPS, BIG, colegio de enfermería, NPWZ) against the ward's agency
// timesheet; football club membership and season ticket registers (supporters' club card, Mitgliedsnummer, n°
// abonné, clubcard, nº de socio, karta kibica) against the ticket office's sales export — in Nigeria, Kenya, Ghana,
// South Africa, the United Kingdom (GB) and the European Union (DE, FR, NL, ES, PL), field names in each source's own
// words, language and letter case.
// Naming systems written: Yorùbá, Igbo, Hausa, Efik and Ibibio names with short forms (`Tunde`, `Bukky`, `Amaka`); Luo,
// Kikuyu, Luhya, Kalenjin, Kamba and Christian Kenyan names; Akan day names, Ga, Ewe, Fante and Dagomba names; Zulu,
// Xhosa, Sotho, Tswana, Afrikaans and South African Indian names; English, Welsh, Scottish, Irish, Punjabi, Pakistani
// and Caribbean British names; German (with Turkish German), French (with North and West African French), Dutch
// (particles, roepnaam and voorletters), Spanish (two surnames, compound given names) and Polish (gendered surnames).
// How it is made: each kind below draws a fictional person (or two people for a `different` kind) from the author's own
// name lists and writes the source-A and source-B records with that source's headers, date form, phone form and slips,
// from a seeded generator (bench/persons/generate.ts, seed 2020). The phone and date writers and the public
// check-digit schemes (South African ID Luhn, BSN 11-proef, PESEL, DNI letter, German ID card 7-3-1, NIR key 97,
// NINO shape) are imported from templates-heldout19.ts (no name list or kind of set 19 is used).
// What the author read: the session's rules (s33-common.md), the blind authors' brief and this set's brief;
// bench/persons/generate.ts; bench/persons/records.ts lines 15–72 (Ymd, Person and Ctx, the only things used here);
// templates-heldout19.ts lines 1–560 and its last 30 lines (header, types, helpers, for the structure); the kind names
// of sets 1–19 (a grep over their `//   same_` / `//   diff_` header lines); test/bench/persons-generate.test.ts:
// imports, assertRecords / assertKinds, the set list and set 19's block. A `grep -n heldout19` over bench/, test/ and
// package.json (to find where set 19 is wired in) printed the first lines of set 19's data file. Slip: after every kind
// here was written and generated, a `grep heldout19` over README.md (to find the paragraph to copy the style of) printed
// set 19's whole README paragraph, its reading included; nothing here was changed after it.
// What the author did NOT read: src/ (anything), README paragraphs about rules or errors, the other sets' data files,
// records2–8.ts and the bodies of sets 1–18's templates. Neither the engine nor the bench was ever run on this set.
// Every value is fictional (identifiers keep the right shape, with their check digit where the scheme has one; the
// others — application, licence, registration and member numbers — only the shape).
//
// Labelling policy: `same` means the two records describe the same natural person, as a careful analyst would judge
// from the two records alone; `different` means two natural people, however much they share. Every `same` pair carries
// a name on both sides and at least one more agreeing identifier of the person (national number, phone, application,
// referee licence, nursing registration or club member number), and births, where both sides state them, agree. Every
// `different` pair carries on both sides an own identifier of one scheme that disagrees, and the kind's look-alike
// promise below. A child's name on a nursery record is the child's, not the adult's: the mother and the aunt collecting
// her child share it and are still two people. A club, an agency, an association or an address is shared, not owned.
// A birth date is never written month first with digits.
//
// Kinds (78 pairs each, cycling NG, KE, GH, ZA, GB, EU — 13 per jurisdiction; 5 `same`, 5 `different`, 780 pairs, 130
// per jurisdiction):
//   same_police_recruitment_portal_vs_depot_nominal_roll  recruitment portal: application number, names in the
//                                                  force's columns, birth, national number (some forces' portals
//                                                  only at times), phone, state or county; nominal roll: the recruit
//                                                  as the instructor writes them (surname first in capitals, initials),
//                                                  squad, the application or national number re-keyed, at times a phone.
//   same_referee_register_vs_match_appointment_sheet      referee register: licence number, names, birth or year of
//                                                  birth, grade, phone, association; appointment / fee sheet: fixture,
//                                                  the official as the fixtures secretary writes them, role, the
//                                                  licence re-keyed or the payout phone (M-Pesa, MoMo).
//   same_nursery_enrolment_parent_vs_collection_log       enrolment form: the child, room, the parent's name,
//                                                  relationship, phone, at times a national number, address;
//                                                  collection log: date, the child, who collected (short form, a slip),
//                                                  relationship or nothing, the phone or the ID shown at the door.
//   same_nurse_agency_register_vs_ward_timesheet          agency register: agency, names, council registration
//                                                  number (or the German agency's staff number), birth, grade, phone;
//                                                  ward timesheet: date, ward, the nurse as the nurse in charge writes
//                                                  them, the registration number re-keyed, the agency, the shift.
//   same_club_membership_vs_ticket_sales_export           membership register: club, member or card number, names,
//                                                  birth, phone, address; ticket sales export: order, buyer as keyed,
//                                                  the member number (re-keyed at times) or the phone, fixture, seat.
//   diff_police_recruits_siblings_one_intake              two siblings in one recruitment round: one surname (ES both),
//                                                  one home town, births one to five years apart, own application and
//                                                  national numbers.
//   diff_referees_father_son_one_association              a father and his son refereeing in one association: one
//                                                  surname, at times one given name (with or without `Jnr`), births
//                                                  22 to 34 years apart, own licence numbers.
//   diff_nursery_mother_and_aunt_one_child                the mother on the enrolment form and her sister collecting
//                                                  the child: one child, one surname (ES both), own phones, the
//                                                  relationship written as aunt, family or not at all.
//   diff_agency_nurses_namesakes_one_agency               two nurses of one full name on one agency's books: own
//                                                  registration numbers and phones, births two to fourteen years apart.
//   diff_club_members_siblings_adjacent_seats             siblings (a third of them twins of one birth date) at one
//                                                  address, members of one club, seats side by side: own member numbers.
//
// Slips the author saw before the reading (left as they are): a Polish nurse's trade is drawn without her sex
// (`pielęgniarz` may stand beside a woman's name); a nursery child takes a given name from the whole country's list and
// at times another surname than the parent's; a Kenyan or Nigerian home town and the state or county written beside it
// need not lie in one another; a father and son in the Netherlands may share a `roepnaam` the sheet does not print.
//
// Use: read ONCE with `npm run bench:persons -- --set heldout20`; the figures of that reading are written below, and from
// then on the set is development data.
import type { Ctx, Jurisdiction, PersonRecord, Ymd } from './records.js';
import { bsn19, type Country19, date19, dni19, fold19, nino19, nir19, type PhoneForm19, perso19, pesel19, phone19, rekey19, slip19, zaId19 } from './templates-heldout19.js';

export type Label20 = 'same' | 'different';

export interface Kind20 {
  kind: string;
  label: Label20;
  pairs: number;
  make(c: Ctx, j: Jurisdiction): { a: PersonRecord; b: PersonRecord };
}

export type Country20 = Country19;
type Sex20 = 'M' | 'F';

/** Same shape as set 19's person, so that set's public check-digit helpers take it. */
export interface Person20 {
  country: Country20;
  sex: Sex20;
  given: string;
  short: string;
  middle: string;
  surname: string;
  surname2: string;
  dob: Ymd;
  phone: string;
}

export { fold19 as fold20 };

// ---------------------------------------------------------------- names (the author's own lists)

type G = readonly (readonly [string, string])[];
const NAMES20: Record<Country20, { m: G; f: G; s: readonly string[] }> = {
  NG: {
    m: [['Babatunde', 'Tunde'], ['Emeka', ''], ['Abdullahi', ''], ['Oluwaseun', 'Seun'], ['Chukwuemeka', 'Emeka'], ['Ibrahim', ''], ['Friday', ''], ['Adebayo', 'Bayo'], ['Nnamdi', ''], ['Yakubu', ''], ['Tochukwu', 'Tochi'], ['Victor', '']],
    f: [['Adaeze', 'Ada'], ['Folasade', 'Sade'], ['Aisha', ''], ['Ngozi', ''], ['Oluwabukola', 'Bukky'], ['Halima', ''], ['Patience', ''], ['Ifeoma', 'Ify'], ['Kehinde', ''], ['Amina', ''], ['Chiamaka', 'Amaka'], ['Grace', '']],
    s: ['Adeyemi', 'Eze', 'Abubakar', 'Olawale', 'Nwosu', 'Danjuma', 'Okafor', 'Akinola', 'Ogunleye', 'Bello', 'Onyekachi', 'Etim', 'Ibekwe', 'Lawal', 'Afolabi', 'Udoh'],
  },
  KE: {
    m: [['Otieno', ''], ['Kipchoge', ''], ['Wanyama', ''], ['Mwangi', ''], ['Musyoka', ''], ['Collins', ''], ['Kevin', ''], ['Joseph', 'Joe'], ['Patrick', 'Pato'], ['Samuel', 'Sam'], ['Kiprono', ''], ['Nicholas', 'Nick']],
    f: [['Akinyi', ''], ['Wanjiru', ''], ['Nekesa', ''], ['Chebet', ''], ['Mutheu', ''], ['Faith', ''], ['Mercy', ''], ['Caroline', 'Carol'], ['Purity', ''], ['Wambui', ''], ['Adhiambo', ''], ['Janet', '']],
    s: ['Odhiambo', 'Kariuki', 'Wekesa', 'Koech', 'Mutua', 'Owino', 'Nyaga', 'Gitau', 'Langat', 'Achieng', 'Njoroge', 'Barasa', 'Chepkoech', 'Kimani', 'Muthoka', 'Okoth'],
  },
  GH: {
    m: [['Kofi', ''], ['Yaw', ''], ['Kwabena', ''], ['Kwame', ''], ['Nii Armah', ''], ['Abubakari', ''], ['Emmanuel', 'Emma'], ['Richmond', ''], ['Selorm', ''], ['Kobina', ''], ['Alhassan', ''], ['Isaac', '']],
    f: [['Abena', ''], ['Ama', ''], ['Akua', ''], ['Yaa', ''], ['Efua', ''], ['Naa Adjeley', ''], ['Ramatu', ''], ['Mavis', ''], ['Patience', ''], ['Dzifa', ''], ['Esi', ''], ['Rahinatu', '']],
    s: ['Mensah', 'Owusu', 'Boateng', 'Tetteh', 'Asante', 'Agyeman', 'Addo', 'Amoah', 'Kuffour', 'Dogbe', 'Osei', 'Lamptey', 'Seidu', 'Danquah', 'Yeboah', 'Aryee'],
  },
  ZA: {
    m: [['Sipho', ''], ['Thabo', ''], ['Johannes', 'Hannes'], ['Bongani', ''], ['Lwazi', ''], ['Pieter', ''], ['Mandla', ''], ['Tshepo', ''], ['Kagiso', ''], ['Rajesh', 'Raj'], ['Themba', ''], ['Willem', 'Wim']],
    f: [['Nomvula', ''], ['Lerato', ''], ['Marelize', ''], ['Zanele', ''], ['Palesa', ''], ['Refilwe', ''], ['Nokuthula', 'Thuli'], ['Charmaine', ''], ['Priya', ''], ['Ayanda', ''], ['Keabetswe', 'Kea'], ['Nolwazi', '']],
    s: ['Dlamini', 'Khumalo', 'van der Merwe', 'Zulu', 'Mthembu', 'Botha', 'Naidoo', 'Sithole', 'Molefe', 'Pretorius', 'Nkosi', 'Mokoena', 'Coetzee', 'Pillay', 'Masondo', 'Ndlovu'],
  },
  GB: {
    m: [['Christopher', 'Chris'], ['Daniel', 'Dan'], ['Gareth', ''], ['Callum', ''], ['Robert', 'Rob'], ['Imran', ''], ['Delroy', ''], ['William', 'Will'], ['Ross', ''], ['Harjit', ''], ['Patrick', 'Paddy'], ['Kieran', '']],
    f: [['Victoria', 'Vicky'], ['Charlotte', 'Charlie'], ['Bethan', ''], ['Susan', 'Sue'], ['Harpreet', ''], ['Leanne', ''], ['Samantha', 'Sam'], ['Morag', ''], ['Ayesha', ''], ['Deborah', 'Debbie'], ['Ffion', ''], ['Nicola', 'Nicky']],
    s: ['Thompson', 'Robertson', 'Jones', 'Murphy', 'Walker', 'Patel', 'Davies', 'Ahmed', 'Wright', 'Sandhu', 'Harrison', 'Doherty', 'Williams', 'Khan', 'Fraser', 'Clarke'],
  },
  DE: {
    m: [['Stefan', ''], ['Markus', ''], ['Hans-Peter', ''], ['Jonas', ''], ['Matthias', ''], ['Ahmet', ''], ['Dieter', ''], ['Niklas', ''], ['Dominik', ''], ['Maximilian', 'Max'], ['Wolfgang', ''], ['Leon', '']],
    f: [['Monika', ''], ['Gabriele', 'Gabi'], ['Petra', ''], ['Franziska', 'Franzi'], ['Ayşe', ''], ['Kerstin', ''], ['Marie-Luise', ''], ['Christiane', ''], ['Renate', ''], ['Silke', ''], ['Laura', ''], ['Elisabeth', 'Lisa']],
    s: ['Schmidt', 'Weber', 'Wagner', 'Becker', 'Demir', 'Schäfer', 'Koch', 'Richter', 'Klein', 'Schröder', 'Lange', 'Werner', 'Köhler', 'Maier', 'Jäger', 'Lorenz'],
  },
  FR: {
    m: [['Jean-Pierre', ''], ['Nicolas', ''], ['Philippe', ''], ['Mehdi', ''], ['Sébastien', ''], ['Laurent', ''], ['Julien', ''], ['Guillaume', ''], ['Patrice', ''], ['Mamadou', ''], ['Rémi', ''], ['François', '']],
    f: [['Marie-Claire', ''], ['Isabelle', ''], ['Sophie', ''], ['Aminata', ''], ['Véronique', ''], ['Christine', ''], ['Camille', ''], ['Élodie', ''], ['Sylvie', ''], ['Leïla', ''], ['Émilie', ''], ['Françoise', '']],
    s: ['Martin', 'Bernard', 'Dubois', 'Petit', 'Haddad', 'Durand', 'Leroy', 'Roux', 'Fournier', 'Traoré', 'Morel', 'Fontaine', 'Lemaire', 'Rolland', 'Garnier', 'Caron'],
  },
  NL: {
    m: [['Johannes', 'Hans'], ['Hendrik', 'Henk'], ['Willem', 'Wim'], ['Youssef', ''], ['Martijn', ''], ['Sjoerd', ''], ['Joost', ''], ['Niels', ''], ['Bas', ''], ['Sem', ''], ['Jacobus', 'Koos'], ['Tim', '']],
    f: [['Maria', 'Mieke'], ['Anouk', ''], ['Annemarie', ''], ['Cornelia', 'Corrie'], ['Samira', ''], ['Linda', ''], ['Fleur', ''], ['Hendrika', 'Riek'], ['Iris', ''], ['Willemijn', ''], ['Judith', ''], ['Jacoba', 'Co']],
    s: ['Jansen', 'de Jong', 'van Dijk', 'Janssen', 'de Boer', 'van der Meer', 'Dekker', 'Brouwer', 'de Wit', 'Bouzid', 'van Dam', 'Hendriks', 'Peters', 'van Vliet', 'Hoekstra', 'de Haan'],
  },
  ES: {
    m: [['Juan Carlos', ''], ['Francisco', 'Paco'], ['José', 'Pepe'], ['Luis Miguel', ''], ['Javier', 'Javi'], ['Enrique', 'Quique'], ['Xavier', ''], ['Aitor', ''], ['Fernando', 'Fer'], ['Pablo', ''], ['Ramón', ''], ['Jesús', 'Chus']],
    f: [['Ana Isabel', ''], ['María del Carmen', 'Mari Carmen'], ['Rocío', ''], ['Rosario', 'Charo'], ['Mercedes', 'Merche'], ['Cristina', ''], ['Núria', ''], ['Teresa', 'Tere'], ['Francisca', 'Paqui'], ['Esther', ''], ['Itziar', ''], ['Marta', '']],
    s: ['Rodríguez', 'González', 'Hernández', 'Díaz', 'Muñoz', 'Gutiérrez', 'Castillo', 'Ortega', 'Rubio', 'Molina', 'Delgado', 'Ramos', 'Serrano', 'Ortiz', 'Marín', 'Iglesias'],
  },
  PL: {
    m: [['Jan', ''], ['Stanisław', 'Staszek'], ['Adam', ''], ['Mariusz', ''], ['Rafał', ''], ['Dariusz', 'Darek'], ['Bartosz', 'Bartek'], ['Przemysław', 'Przemek'], ['Kamil', ''], ['Sławomir', 'Sławek'], ['Jerzy', 'Jurek'], ['Mateusz', 'Mati']],
    f: [['Anna', 'Ania'], ['Maria', 'Marysia'], ['Krystyna', ''], ['Zofia', 'Zosia'], ['Halina', ''], ['Justyna', ''], ['Karolina', ''], ['Iwona', ''], ['Renata', ''], ['Natalia', ''], ['Urszula', 'Ula'], ['Weronika', '']],
    s: ['Kowalski', 'Jankowski', 'Wojciechowski', 'Kwiatkowski', 'Kaczmarek', 'Sikora', 'Baran', 'Zając', 'Król', 'Wieczorek', 'Jabłoński', 'Majewski', 'Olszewski', 'Stępień', 'Malinowski', 'Górecki'],
  },
};

/** Polish -ski / -cki surnames take -ska / -cka for a woman. */
function gendered20(s: string, sex: Sex20, k: Country20): string {
  if (k !== 'PL') return s;
  const base = s.replace(/(sk|ck|dzk)a$/, '$1i');
  return sex === 'F' ? base.replace(/(sk|ck|dzk)i$/, '$1a') : base;
}

const EU20: readonly Country20[] = ['DE', 'FR', 'NL', 'ES', 'PL'];
export function country20(c: Ctx, j: Jurisdiction): Country20 {
  return j === 'EU' ? c.pick(EU20) : j;
}

const PHONE20: Record<Country20, { cc: string; starts: readonly string[]; len: number }> = {
  NG: { cc: '234', starts: ['802', '803', '807', '810', '814', '703', '705', '809', '817', '901', '906', '915'], len: 10 },
  KE: { cc: '254', starts: ['722', '723', '725', '711', '713', '791', '111', '746', '768', '701'], len: 9 },
  GH: { cc: '233', starts: ['24', '54', '55', '59', '20', '50', '27', '57'], len: 9 },
  ZA: { cc: '27', starts: ['82', '83', '72', '76', '78', '61', '63', '65', '74', '81'], len: 9 },
  GB: { cc: '44', starts: ['7711', '7723', '7809', '7947', '7415', '7572', '7305'], len: 10 },
  DE: { cc: '49', starts: ['151', '152', '160', '171', '173', '175', '178'], len: 11 },
  FR: { cc: '33', starts: ['6', '7'], len: 9 },
  NL: { cc: '31', starts: ['6'], len: 9 },
  ES: { cc: '34', starts: ['6', '7'], len: 9 },
  PL: { cc: '48', starts: ['50', '53', '57', '60', '69', '79', '88', '51'], len: 9 },
};

function newPhone20(c: Ctx, k: Country20): string {
  const p = PHONE20[k];
  const start = c.pick(p.starts);
  let rest = '';
  while (start.length + rest.length < p.len) rest += String(c.int(0, 9));
  return p.cc + start + rest;
}

const PHONE_FORMS20: readonly PhoneForm19[] = ['national', 'national', 'national-spaced', 'intl', 'intl-spaced', 'bare'];
const anyPhone20 = (c: Ctx, full: string, k: Country20) => phone19(full, k, c.pick(PHONE_FORMS20));

const two = (n: number) => String(n).padStart(2, '0');
/** A birth date in a form the country's clerks write; never month first with digits. */
function anyDate20(c: Ctx, t: Ymd, k: Country20): string {
  if (k === 'DE' || k === 'PL') return date19(t, c.pick(['dd.mm.yyyy', 'dd.mm.yyyy', 'iso'] as const));
  if (k === 'NL' || k === 'ES') return date19(t, c.pick(['dd-mm-yyyy', 'dd/mm/yyyy', 'iso'] as const));
  if (k === 'FR') return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'iso'] as const));
  if (k === 'ZA') return date19(t, c.pick(['yyyy/mm/dd', 'iso', 'd Mon yyyy'] as const));
  return date19(t, c.pick(['dd/mm/yyyy', 'DD-MON-YYYY', 'd Mon yyyy', 'dd-mm-yyyy'] as const));
}

function dob20(c: Ctx, from: number, to: number): Ymd {
  const y = c.int(from, to);
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, new Date(Date.UTC(y, m, 0)).getUTCDate()) };
}

export function newPerson20(c: Ctx, k: Country20, from = 1960, to = 2003, sex?: Sex20): Person20 {
  const s: Sex20 = sex ?? (c.chance(0.5) ? 'M' : 'F');
  const L = NAMES20[k];
  const [given, short] = c.pick(s === 'M' ? L.m : L.f);
  const mid = k === 'ES' || k === 'FR' || c.chance(0.5) ? '' : c.pick(s === 'M' ? L.m : L.f)[0];
  const surname = gendered20(c.pick(L.s), s, k);
  const surname2 = k === 'ES' ? c.pick(L.s.filter((x) => x !== surname)) : '';
  return { country: k, sex: s, given, short, middle: mid === given ? '' : mid, surname, surname2, dob: dob20(c, from, to), phone: newPhone20(c, k) };
}

/** A relative of `p`: the family surname (ES: a sibling keeps both, a child the first), an own given name. */
function kin20(c: Ctx, p: Person20, from: number, to: number, sex?: Sex20, sibling = false): Person20 {
  let r = newPerson20(c, p.country, from, to, sex);
  for (let i = 0; i < 10 && r.given === p.given; i++) r = newPerson20(c, p.country, from, to, sex);
  return { ...r, surname: gendered20(p.surname, r.sex, p.country), surname2: p.country === 'ES' ? (sibling ? p.surname2 : r.surname2) : '' };
}

const sur20 = (p: Person20) => (p.surname2 ? `${p.surname} ${p.surname2}` : p.surname);
const givens20 = (p: Person20) => (p.middle ? `${p.given} ${p.middle}` : p.given);
const called20 = (c: Ctx, p: Person20) => (p.short && c.chance(0.5) ? p.short : p.given);

/** The name as a second clerk writes it. */
function writtenName20(c: Ctx, p: Person20): string {
  const f = c.int(0, 7);
  if (f === 0) return `${givens20(p)} ${sur20(p)}`;
  if (f === 1) return `${sur20(p).toUpperCase()} ${givens20(p)}`;
  if (f === 2) return `${p.given[0]}. ${sur20(p)}`;
  if (f === 3) return `${called20(c, p)} ${sur20(p)}`;
  if (f === 4) return `${sur20(p)}, ${p.given}`;
  if (f === 5) return `${slip19(c, p.given)} ${sur20(p)}`;
  if (f === 6) return `${p.given} ${slip19(c, p.surname)}${p.surname2 ? ` ${p.surname2}` : ''}`;
  return `${givens20(p)} ${sur20(p)}`.toUpperCase();
}

function rec(entries: readonly (readonly [string, string | undefined | false])[]): PersonRecord {
  const out: PersonRecord = {};
  for (const [k, v] of entries) if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim();
  return out;
}

/** The national number a form asks for, under the key that source writes. */
function nat20(c: Ctx, p: Person20): { key: string; no: string } {
  switch (p.country) {
    case 'NG':
      return { key: c.pick(['NIN', 'NIN No.', 'National Identification Number']), no: c.digits(11) };
    case 'KE':
      return { key: c.pick(['ID No', 'National ID', 'ID/No.']), no: String(c.int(10000000, 39999999)) };
    case 'GH':
      return { key: c.pick(['Ghana Card No.', 'Ghana Card PIN']), no: `GHA-${c.digits(9)}-${c.int(0, 9)}` };
    case 'ZA':
      return { key: c.pick(['ID Number', 'ID No', 'RSA ID']), no: zaId19(c, p) };
    case 'GB':
      return { key: c.pick(['NI No', 'National Insurance No.']), no: nino19(c) };
    case 'DE':
      return { key: c.pick(['Personalausweisnummer', 'Ausweis-Nr.']), no: perso19(c) };
    case 'FR':
      return { key: c.pick(['N° sécu', 'NIR']), no: nir19(c, p) };
    case 'NL':
      return { key: c.pick(['BSN', 'Burgerservicenummer']), no: bsn19(c) };
    case 'ES':
      return { key: c.pick(['DNI', 'NIF']), no: dni19(c) };
    case 'PL':
      return { key: 'PESEL', no: pesel19(c, p) };
  }
}
function natAgain20(c: Ctx, k: Country20, no: string): string {
  if (k === 'GB' && c.chance(0.5)) return no.replace(/^(..)(..)(..)(..)(.)$/, '$1 $2 $3 $4 $5');
  if (k === 'FR' && c.chance(0.5)) return no.replace(/^(.)(..)(..)(..)(...)(...)(..)$/, '$1 $2 $3 $4 $5 $6 $7');
  return c.chance(0.4) ? rekey19(no, c) : no;
}

const TOWNS20: Record<Country20, readonly string[]> = {
  NG: ['Abeokuta', 'Onitsha', 'Kaduna', 'Ilorin', 'Calabar', 'Owerri', 'Minna', 'Osogbo'],
  KE: ['Eldoret', 'Nakuru', 'Kakamega', 'Embu', 'Kisii', 'Malindi', 'Nanyuki', 'Meru'],
  GH: ['Cape Coast', 'Ho', 'Tamale', 'Obuasi', 'Tema', 'Wa', 'Sefwi Wiawso', 'Aflao'],
  ZA: ['Bloemfontein', 'Kimberley', 'Nelspruit', 'Durban', 'Gqeberha', 'Vereeniging', 'Newcastle', 'Paarl'],
  GB: ['Wolverhampton', 'Stoke-on-Trent', 'Dundee', 'Wrexham', 'Leicester', 'Newry', 'Ipswich', 'Sunderland'],
  DE: ['Kassel', 'Chemnitz', 'Regensburg', 'Osnabrück', 'Ulm', 'Erfurt', 'Flensburg', 'Trier'],
  FR: ['Angers', 'Besançon', 'Poitiers', 'Tourcoing', 'Perpignan', 'Brive-la-Gaillarde', 'Amiens', 'Lorient'],
  NL: ['Apeldoorn', 'Breda', 'Haarlem', 'Nijmegen', 'Sittard', 'Heerenveen', 'Den Helder', 'Gouda'],
  ES: ['Zamora', 'Badajoz', 'Cuenca', 'Teruel', 'Logroño', 'Ponferrada', 'Motril', 'Alcoy'],
  PL: ['Radom', 'Tarnów', 'Koszalin', 'Gorzów Wielkopolski', 'Piła', 'Zamość', 'Elbląg', 'Legnica'],
};
const town20 = (c: Ctx, k: Country20) => c.pick(TOWNS20[k]);

function street20(c: Ctx, k: Country20): string {
  const n = c.int(1, 160);
  switch (k) {
    case 'NG':
      return `${n} ${c.pick(['Lagos Road', 'Ikwerre Road', 'Ogbomoso Road', 'Zik Avenue', 'Murtala Mohammed Way', 'New Market Road'])}`;
    case 'KE':
      return `${c.pick(['P.O. Box', 'Hse No.'])} ${n}, ${c.pick(['Oginga Odinga St', 'Uhuru Highway', 'Kimathi Way', 'Ronald Ngala St'])}`;
    case 'GH':
      return `${c.pick(['H/No', 'Hse No.'])} ${c.letters(1, 'BCDFK')}${n}/${c.int(1, 30)}, ${c.pick(['Kotokuraba Road', 'Hospital Road', 'Adum Road', 'Cocoa Road'])}`;
    case 'ZA':
      return `${n} ${c.pick(['Jan Smuts Avenue', 'Oliver Tambo Street', 'Kerk Street', 'Beach Road', 'Sisulu Street'])}`;
    case 'GB':
      return `${n} ${c.pick(['Park Road', 'Manor Way', 'Chapel Street', 'Grange Avenue', 'London Road', 'King Street'])}`;
    case 'DE':
      return `${c.pick(['Goethestraße', 'Ringstraße', 'Birkenweg', 'Kirchgasse', 'Am Markt'])} ${n}`;
    case 'FR':
      return `${n} ${c.pick(['rue Pasteur', 'boulevard Gambetta', 'rue des Écoles', 'avenue de la Gare', 'impasse des Lilas'])}`;
    case 'NL':
      return `${c.pick(['Julianastraat', 'Beatrixlaan', 'Vondelstraat', 'Nieuwe Gracht', 'Havenweg'])} ${n}`;
    case 'ES':
      return `${c.pick(['C/ San Juan', 'Avda. de la Constitución', 'C/ Nueva', 'Pza. Mayor', 'C/ del Sol'])}, ${n}`;
    case 'PL':
      return `ul. ${c.pick(['Sienkiewicza', 'Słowackiego', 'Piłsudskiego', 'Ogrodowa', 'Lipowa'])} ${n}`;
  }
}

// ---------------------------------------------------------------- kind 1: police recruitment

interface Recruit20 {
  p: Person20;
  nat: { key: string; no: string };
  app: string;
  town: string;
}

function appRef20(c: Ctx, k: Country20): string {
  const y = c.int(2019, 2025);
  switch (k) {
    case 'NG':
      return `PSC/NPF/${y}/${c.digits(6)}`;
    case 'KE':
      return `NPS/REC/${y}/${c.digits(5)}`;
    case 'GH':
      return `GPS-RCT-${y}-${c.digits(6)}`;
    case 'ZA':
      return `SAPS/ENT/${y}/${c.digits(6)}`;
    case 'GB':
      return `CAND${c.digits(7)}`;
    case 'DE':
      return `BW-${y}-${c.digits(5)}`;
    case 'FR':
      return `GPX${String(y).slice(2)}${c.digits(6)}`;
    case 'NL':
      return `${y}-${c.digits(6)}`;
    case 'ES':
      return `${c.digits(4)}/${y}`;
    case 'PL':
      return `KWP-${c.digits(4)}/${String(y).slice(2)}`;
  }
}

function newRecruit20(c: Ctx, p: Person20): Recruit20 {
  return { p, nat: nat20(c, p), app: appRef20(c, p.country), town: town20(c, p.country) };
}

/** The online application: the force's own headers. */
function recruitPortal20(c: Ctx, r: Recruit20, withNat: boolean): PersonRecord {
  const { p } = r;
  const k = p.country;
  const dob = anyDate20(c, p.dob, k);
  const tel = anyPhone20(c, p.phone, k);
  const h = c.chance(0.5);
  const nat = withNat ? r.nat.no : false;
  switch (k) {
    case 'NG':
      return rec([['Application No', r.app], ['SURNAME', p.surname.toUpperCase()], ['FIRST NAME', p.given.toUpperCase()], ['MIDDLE NAME', p.middle.toUpperCase()], ['Date of Birth', dob], [r.nat.key, r.nat.no], ['Phone Number', tel], ['State of Origin', c.pick(['Ogun', 'Anambra', 'Kwara', 'Cross River', 'Imo', 'Niger', 'Osun'])], ['LGA', r.town], ['Height (m)', `1.${c.int(64, 88)}`]]);
    case 'KE':
      return rec([['Ref No.', r.app], ['Full Name', `${givens20(p)} ${p.surname}`.toUpperCase()], [r.nat.key, r.nat.no], ['D.O.B', dob], ['Mobile No', tel], ['County', r.town], ['KCSE Mean Grade', c.pick(['C', 'C+', 'B-', 'B', 'C (plain)'])]]);
    case 'GH':
      return rec([['Application ID', r.app], ['Surname', p.surname], ['Other Names', givens20(p)], ['Date of Birth', dob], [r.nat.key, r.nat.no], ['Telephone', tel], ['Region', c.pick(['Central', 'Volta', 'Northern', 'Ashanti', 'Greater Accra', 'Upper West'])], ['Category', c.pick(['General Recruit', 'Professional', 'Tradesman'])]]);
    case 'ZA':
      return rec([['Reference No', r.app], ['Surname', p.surname], ['Full Names', givens20(p)], [r.nat.key, r.nat.no], ['Date of Birth', h ? dob : false], ['Cell No', tel], ['Province', c.pick(['Free State', 'Northern Cape', 'Mpumalanga', 'KwaZulu-Natal', 'Eastern Cape', 'Gauteng'])], ['Station Applied', r.town]]);
    case 'GB':
      return rec([['Candidate Ref', r.app], ['Title', p.sex === 'M' ? 'Mr' : c.pick(['Ms', 'Mrs', 'Miss'])], ['Forename(s)', givens20(p)], ['Surname', p.surname], ['Date of birth', dob], [r.nat.key, nat], ['Mobile', tel], ['Postcode', `${c.letters(2, 'BDLNSW')}${c.int(1, 20)} ${c.int(1, 9)}${c.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}`]]);
    case 'DE':
      return rec([['Bewerbernummer', r.app], ['Nachname', p.surname], ['Vorname(n)', givens20(p)], ['Geburtsdatum', dob], [r.nat.key, nat], ['Mobilnummer', tel], ['Wohnort', r.town], ['Laufbahn', c.pick(['mittlerer Dienst', 'gehobener Dienst'])]]);
    case 'FR':
      return rec([['N° de candidat', r.app], ['NOM', p.surname.toUpperCase()], ['Prénom', p.given], ['Né(e) le', dob], ['Téléphone portable', tel], [r.nat.key, nat], ['Centre d’examen', r.town], ['Concours', c.pick(['Gardien de la paix', 'Adjoint de sécurité', 'Sous-officier de gendarmerie'])]]);
    case 'NL':
      return rec([['Sollicitatienummer', r.app], ['Achternaam', p.surname], ['Voornamen', givens20(p)], ['Geboortedatum', dob], [r.nat.key, r.nat.no], ['Mobiel', tel], ['Woonplaats', r.town]]);
    case 'ES':
      return rec([['Nº de instancia', r.app], ['Primer apellido', p.surname], ['Segundo apellido', p.surname2], ['Nombre', p.given], [r.nat.key, r.nat.no], ['Fecha de nacimiento', dob], ['Teléfono móvil', tel], ['Localidad', r.town]]);
    case 'PL':
      return rec([['Nr zgłoszenia', r.app], ['Nazwisko', p.surname], ['Imię (imiona)', givens20(p)], ['PESEL', r.nat.no], ['Data urodzenia', h ? dob : false], ['Telefon', tel], ['Miejscowość', r.town]]);
  }
}

/** The training school's nominal roll: squad, the recruit as the drill instructor writes them, one number re-keyed. */
function depotRoll20(c: Ctx, r: Recruit20, useApp: boolean, withPhone: boolean): PersonRecord {
  const { p } = r;
  const k = p.country;
  const nm = c.chance(0.5) ? `${sur20(p).toUpperCase()} ${givens20(p)}` : writtenName20(c, p);
  const sq = `${c.pick(['A', 'B', 'C', 'D', 'E'])}${c.int(1, 12)}`;
  const tel = withPhone ? anyPhone20(c, p.phone, k) : false;
  const idv = useApp ? rekey19(r.app, c) : natAgain20(c, k, r.nat.no);
  switch (k) {
    case 'NG':
      return rec([['S/N', String(c.int(1, 400))], ['NAME', nm], ['SQUAD', sq], [useApp ? 'APP NO' : 'NIN', idv], ['GSM', tel], ['PTS', c.pick(['Ikeja', 'Kaduna', 'Ikot Ekpene', 'Maiduguri', 'Oji River'])]]);
    case 'KE':
      return rec([['No.', String(c.int(1, 400))], ['Recruit Name', nm], ['Coy/Pltn', `${c.pick(['Alpha', 'Bravo', 'Charlie', 'Delta'])} ${c.int(1, 9)}`], [useApp ? 'Ref No.' : 'ID No', idv], ['Tel', tel], ['Home County', r.town]]);
    case 'GH':
      return rec([['S/No', String(c.int(1, 400))], ['Name of Recruit', nm], ['Squad', sq], [useApp ? 'Application ID' : 'Ghana Card No.', idv], ['Contact', tel], ['Training School', c.pick(['Winneba', 'Koforidua', 'Ho', 'Pwalugu', 'Accra'])]]);
    case 'ZA':
      return rec([['No', String(c.int(1, 400))], ['Surname & Initials', `${p.surname.toUpperCase()} ${givens20(p).split(' ').map((x) => x[0]).join('')}`], ['Platoon', sq], [useApp ? 'Reference No' : 'ID No', idv], ['Cell', tel], ['Academy', c.pick(['Bishop Lavis', 'Chatsworth', 'Graaff-Reinet', 'Oudtshoorn', 'Mankwe'])]]);
    case 'GB':
      return rec([['Intake', `${c.pick(['Jan', 'Apr', 'Sep'])} ${c.int(2020, 2025)}`], ['Student Officer', nm], ['Cohort', sq], [useApp ? 'Candidate ref' : 'NI number', idv], ['Mobile', tel], ['Collar No', `PC ${c.int(1000, 9999)}`]]);
    case 'DE':
      return rec([['Lfd. Nr.', String(c.int(1, 300))], ['Name, Vorname', `${sur20(p)}, ${p.given}`], ['Klasse', `PK ${c.int(1, 20)}/${c.int(20, 25)}`], [useApp ? 'Bewerber-Nr.' : 'Ausweisnr.', idv], ['Handy', tel]]);
    case 'FR':
      return rec([['N° ordre', String(c.int(1, 300))], ['Nom Prénom', `${p.surname.toUpperCase()} ${p.given}`], ['Section', sq], [useApp ? 'N° candidat' : 'NIR', idv], ['Portable', tel], ['École', c.pick(['ENP Nîmes', 'ENP Sens', 'ENP Reims', 'ENP Oissel'])]]);
    case 'NL':
      return rec([['Nr', String(c.int(1, 300))], ['Naam aspirant', nm], ['Klas', sq], [useApp ? 'Sollicitatienr.' : 'BSN', idv], ['Telefoon', tel]]);
    case 'ES':
      return rec([['Nº', String(c.int(1, 300))], ['Apellidos y nombre', `${sur20(p).toUpperCase()}, ${p.given}`], ['Sección', sq], [useApp ? 'Nº instancia' : 'DNI', idv], ['Móvil', tel], ['Academia', c.pick(['Ávila', 'Baeza'])]]);
    case 'PL':
      return rec([['Lp.', String(c.int(1, 300))], ['Nazwisko i imię', `${p.surname} ${p.given}`], ['Pluton', sq], [useApp ? 'Nr zgłoszenia' : 'PESEL', idv], ['Tel. kom.', tel]]);
  }
}

const samePolice: Kind20 = {
  kind: 'same_police_recruitment_portal_vs_depot_nominal_roll',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const k = country20(c, j);
    const r = newRecruit20(c, newPerson20(c, k, 1993, 2005));
    // The portal of a British, German or French force asks the national number only at times; the roll then writes
    // the application number.
    const withNat = !['GB', 'DE', 'FR'].includes(k) || c.chance(0.5);
    return { a: recruitPortal20(c, r, withNat), b: depotRoll20(c, r, !withNat || c.chance(0.5), c.chance(0.6)) };
  },
};

const diffPolice: Kind20 = {
  kind: 'diff_police_recruits_siblings_one_intake',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country20(c, j);
    const p = newPerson20(c, k, 1994, 2004);
    const y = p.dob.y + (c.chance(0.5) ? c.int(1, 5) : -c.int(1, 5));
    const q = kin20(c, p, y, y, c.chance(0.7) ? p.sex : undefined, true);
    const rp = newRecruit20(c, p);
    const rq = { ...newRecruit20(c, q), town: rp.town };
    // The roll writes the sibling's application number or national number: the scheme the portal also writes.
    const withNat = !['GB', 'DE', 'FR'].includes(k) || c.chance(0.5);
    return { a: recruitPortal20(c, rp, withNat), b: depotRoll20(c, rq, !withNat || c.chance(0.5), c.chance(0.6)) };
  },
};

// ---------------------------------------------------------------- kind 2: football referees

interface Ref20 {
  p: Person20;
  lic: string;
  grade: string;
  area: string;
  suffix: string;
}

function refLicence20(c: Ctx, k: Country20): string {
  switch (k) {
    case 'NG':
      return `NFF/RF/${c.pick(['OG', 'AN', 'KD', 'KW', 'CR', 'IM'])}/${c.digits(4)}`;
    case 'KE':
      return `FKF-REF-${c.digits(5)}`;
    case 'GH':
      return `GFA/R/${c.digits(5)}`;
    case 'ZA':
      return `SAFA${c.digits(7)}`;
    case 'GB':
      return c.digits(8);
    case 'DE':
      return `SR ${c.digits(6)}`;
    case 'FR':
      return c.digits(10);
    case 'NL':
      return `${c.letters(4, 'BCDFGHJKLMNPRSTVWXZ')}${c.digits(2)}${c.letters(1, 'ABCDEFGHJKL')}`;
    case 'ES':
      return `${c.digits(3)}-${c.digits(4)}`;
    case 'PL':
      return `${c.pick(['MZPN', 'DZPN', 'PZPN', 'ŚZPN'])}/S/${c.digits(4)}`;
  }
}

function refArea20(c: Ctx, k: Country20): string {
  switch (k) {
    case 'NG':
      return `${c.pick(['Ogun', 'Anambra', 'Kaduna', 'Kwara', 'Cross River', 'Imo'])} State FA`;
    case 'KE':
      return `FKF ${c.pick(['Nairobi East', 'Uasin Gishu', 'Nakuru', 'Kakamega', 'Mombasa'])} Branch`;
    case 'GH':
      return `${c.pick(['Central', 'Volta', 'Northern', 'Ashanti', 'Greater Accra'])} RFA`;
    case 'ZA':
      return `SAFA ${c.pick(['Mangaung', 'Frances Baard', 'Ehlanzeni', 'eThekwini', 'Nelson Mandela Bay'])}`;
    case 'GB':
      return `${c.pick(['Staffordshire', 'Leicestershire & Rutland', 'Birmingham', 'Durham', 'Suffolk'])} FA`;
    case 'DE':
      return `SR-Gruppe ${c.pick(['Kassel', 'Chemnitz', 'Regensburg', 'Osnabrück', 'Ulm'])}`;
    case 'FR':
      return `District ${c.pick(['de l’Anjou', 'du Doubs', 'de la Vienne', 'Flandre', 'des Pyrénées-Orientales'])}`;
    case 'NL':
      return `KNVB district ${c.pick(['Oost', 'Zuid I', 'Zuid II', 'West I', 'Noord'])}`;
    case 'ES':
      return `Comité ${c.pick(['Castellano-Leonés', 'Extremeño', 'Riojano', 'Aragonés', 'Andaluz'])} de Árbitros`;
    case 'PL':
      return `${c.pick(['Mazowiecki', 'Małopolski', 'Zachodniopomorski', 'Lubuski'])} ZPN`;
  }
}

function refGrade20(c: Ctx, k: Country20): string {
  switch (k) {
    case 'NG':
    case 'GH':
    case 'KE':
      return c.pick(['Class I', 'Class II', 'Class III', 'FIFA Panel', 'Regional']);
    case 'ZA':
      return c.pick(['Level 1', 'Level 2', 'Provincial', 'National Panel']);
    case 'GB':
      return c.pick(['Level 7', 'Level 6', 'Level 5', 'Level 4', 'Level 3']);
    case 'DE':
      return c.pick(['Kreisliga', 'Bezirksliga', 'Landesliga', 'Oberliga']);
    case 'FR':
      return c.pick(['D1', 'D2', 'R3', 'R2', 'Ligue']);
    case 'NL':
      return c.pick(['Categorie 1', 'Categorie 2', 'Categorie 3']);
    case 'ES':
      return c.pick(['Primera Regional', 'Preferente', 'Tercera RFEF']);
    case 'PL':
      return c.pick(['Klasa A', 'Klasa okręgowa', 'IV liga', 'III liga']);
  }
}

function newRef20(c: Ctx, p: Person20, area?: string, suffix = ''): Ref20 {
  return { p, lic: refLicence20(c, p.country), grade: refGrade20(c, p.country), area: area ?? refArea20(c, p.country), suffix };
}

/** The association's referee register. */
function refRegister20(c: Ctx, r: Ref20): PersonRecord {
  const { p } = r;
  const k = p.country;
  const dob = anyDate20(c, p.dob, k);
  const tel = anyPhone20(c, p.phone, k);
  const sfx = r.suffix ? ` ${r.suffix}` : '';
  switch (k) {
    case 'NG':
      return rec([['Reg. No', r.lic], ['Name', `${p.surname.toUpperCase()} ${givens20(p)}${sfx}`], ['D.O.B', dob], ['Class', r.grade], ['Phone', tel], ['State FA', r.area]]);
    case 'KE':
      return rec([['Referee No', r.lic], ['Names', `${givens20(p)} ${p.surname}${sfx}`], ['Year of Birth', String(p.dob.y)], ['Grade', r.grade], ['Mobile', tel], ['Branch', r.area]]);
    case 'GH':
      return rec([['Referee ID', r.lic], ['Surname', p.surname], ['First Name(s)', `${givens20(p)}${sfx}`], ['Date of Birth', dob], ['Category', r.grade], ['Phone No.', tel], ['RFA', r.area]]);
    case 'ZA':
      return rec([['SAFA Reg No', r.lic], ['Surname', p.surname], ['Names', `${givens20(p)}${sfx}`], ['Date of Birth', dob], ['Level', r.grade], ['Cell', tel], ['Region', r.area]]);
    case 'GB':
      return rec([['FAN', r.lic], ['First name', p.given], ['Surname', `${p.surname}${sfx}`], ['Date of birth', dob], ['Referee level', r.grade], ['Mobile', tel], ['County FA', r.area]]);
    case 'DE':
      return rec([['SR-Ausweis-Nr.', r.lic], ['Name', `${p.surname}${sfx}`], ['Vorname', p.given], ['Geb.-Datum', dob], ['Spielklasse', r.grade], ['Mobil', tel], ['Gruppe', r.area]]);
    case 'FR':
      return rec([['N° de licence', r.lic], ['Nom', p.surname.toUpperCase()], ['Prénom', `${p.given}${sfx}`], ['Date de naissance', dob], ['Catégorie', r.grade], ['Portable', tel], ['Instance', r.area]]);
    case 'NL':
      return rec([['Relatienummer', r.lic], ['Roepnaam', called20(c, p)], ['Achternaam', `${p.surname}${sfx}`], ['Geboortedatum', dob], ['Categorie', r.grade], ['Mobiel', tel], ['District', r.area]]);
    case 'ES':
      return rec([['Nº licencia', r.lic], ['Apellidos', sur20(p)], ['Nombre', `${p.given}${sfx}`], ['Fecha de nacimiento', dob], ['Categoría', r.grade], ['Móvil', tel], ['Comité', r.area]]);
    case 'PL':
      return rec([['Nr licencji', r.lic], ['Nazwisko', p.surname], ['Imię', `${p.given}${sfx}`], ['Data urodzenia', dob], ['Klasa', r.grade], ['Telefon', tel], ['Związek', r.area]]);
  }
}

function fixture20(c: Ctx, k: Country20): string {
  const t: Record<Country20, readonly string[]> = {
    NG: ['Abeokuta United', 'Nembe City', 'Kwara United', 'Ikorodu City', 'Sporting Lagos', 'Remo Stars Reserves'],
    KE: ['Nakuru All Stars', 'Kakamega Homeboyz Youth', 'Eldoret City', 'Mara Sugar', 'Coast Stima', 'Kisii Bulls'],
    GH: ['Cape Coast Ebusua Dwarfs', 'Ho Heart of Lions', 'Tamale City', 'Tema Youth', 'Obuasi United', 'Wa Suntaa'],
    ZA: ['Mangaung Stars', 'Kimberley Rovers', 'Mbombela Wanderers', 'Umlazi Rangers', 'Motherwell Eagles', 'Orange Farm United'],
    GB: ['Wolves Sunday XI', 'Stoke Athletic', 'Hinckley Town Res', 'Sunderland West End', 'Ipswich Wanderers', 'Coalville United U18'],
    DE: ['SV Blau-Weiß', 'TSV 1860 Wanfried', 'FC Eintracht', 'SG Rot-Weiß', 'VfB Germania', 'TuS Kirchberg'],
    FR: ['AS Saint-Jean', 'US Montbéliard', 'FC Chauvigny', 'ES Tourcoing', 'AS Perpignan Sud', 'SC Brive'],
    NL: ['vv Apeldoorn', 'SV Heerenveen 2', 'VV Gouda', 'sv Den Helder', 'RKSV Sittard', 'HVV Haarlem'],
    ES: ['CD Zamora B', 'CF Badajoz Juvenil', 'UD Logroño Promesas', 'CD Teruel', 'SD Ponferrada', 'CD Motril'],
    PL: ['KS Radomiak II', 'Unia Tarnów', 'Gwardia Koszalin', 'Stilon Gorzów', 'Polonia Piła', 'Hetman Zamość'],
  };
  const home = c.pick(t[k]);
  let away = c.pick(t[k]);
  for (let i = 0; i < 5 && away === home; i++) away = c.pick(t[k]);
  return `${home} v ${away}`;
}

/** The match appointment / fee sheet: the official as the fixtures secretary writes them, the licence or the payout phone. */
function refSheet20(c: Ctx, r: Ref20, withLic: boolean, withPhone: boolean): PersonRecord {
  const { p } = r;
  const k = p.country;
  const nm = `${writtenName20(c, p)}${r.suffix ? ` ${r.suffix}` : ''}`;
  const lic = withLic ? (c.chance(0.5) ? rekey19(r.lic, c) : r.lic) : false;
  const tel = withPhone ? anyPhone20(c, p.phone, k) : false;
  const fx = fixture20(c, k);
  const pos = (en: readonly string[]) => c.pick(en);
  switch (k) {
    case 'NG':
      return rec([['Match', fx], ['Official', nm], ['Position', pos(['Referee', 'AR 1', 'AR 2', '4th Official'])], ['Reg No', lic], ['Match Fee (₦)', String(c.int(15, 60) * 1000)], ['Acct/Phone', tel]]);
    case 'KE':
      return rec([['Fixture', fx], ['Match Official', nm], ['Role', pos(['CR', 'AR1', 'AR2', '4th'])], ['Ref No', lic], ['M-Pesa No', tel], ['Allowance', `KES ${c.int(15, 60) * 100}`]]);
    case 'GH':
      return rec([['Fixture', fx], ['Name', nm], ['Duty', pos(['Referee', 'Asst. Ref 1', 'Asst. Ref 2', 'Fourth Official'])], ['Ref ID', lic], ['MoMo No', tel], ['Amount (GHS)', String(c.int(20, 80) * 10)]]);
    case 'ZA':
      return rec([['Match', fx], ['Official', nm], ['Appointment', pos(['Referee', 'AR1', 'AR2', '4th Official'])], ['Reg No', lic], ['Cell', tel], ['Fee', `R${c.int(3, 12) * 50}`]]);
    case 'GB':
      return rec([['Fixture', fx], ['Official', nm], ['Role', pos(['Referee', 'AR1', 'AR2'])], ['FAN', lic], ['Contact', tel], ['Match fee', `£${c.int(30, 75)}.00`]]);
    case 'DE':
      return rec([['Begegnung', fx], ['SR', `${sur20(p)}, ${p.given}${r.suffix ? ` ${r.suffix}` : ''}`], ['Funktion', pos(['SR', 'SRA 1', 'SRA 2'])], ['SR-Ausweis', lic], ['Handy', tel], ['Spesen', `${c.int(20, 60)},00 €`]]);
    case 'FR':
      return rec([['Rencontre', fx], ['Officiel', nm], ['Fonction', pos(['Arbitre central', 'Arbitre assistant 1', 'Arbitre assistant 2'])], ['Licence', lic], ['Tél.', tel], ['Indemnité', `${c.int(30, 90)},00 €`]]);
    case 'NL':
      return rec([['Wedstrijd', fx], ['Official', nm], ['Rol', pos(['Scheidsrechter', 'Assistent 1', 'Assistent 2'])], ['Relatienr.', lic], ['Telefoon', tel]]);
    case 'ES':
      return rec([['Partido', fx], ['Colegiado', nm], ['Función', pos(['Árbitro principal', 'Asistente 1', 'Asistente 2', 'Cuarto árbitro'])], ['Licencia', lic], ['Tfno.', tel], ['Derechos de arbitraje', `${c.int(30, 120)},00 €`]]);
    case 'PL':
      return rec([['Mecz', fx], ['Sędzia', nm], ['Funkcja', pos(['sędzia główny', 'asystent I', 'asystent II'])], ['Nr licencji', lic], ['Tel.', tel], ['Ekwiwalent', `${c.int(80, 300)} zł`]]);
  }
}

const sameRef: Kind20 = {
  kind: 'same_referee_register_vs_match_appointment_sheet',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const k = country20(c, j);
    const r = newRef20(c, newPerson20(c, k, 1965, 2004));
    const withLic = c.chance(0.6);
    return { a: refRegister20(c, r), b: refSheet20(c, r, withLic, !withLic || c.chance(0.5)) };
  },
};

const diffRef: Kind20 = {
  kind: 'diff_referees_father_son_one_association',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country20(c, j);
    const dad = newPerson20(c, k, 1958, 1975, 'M');
    const y = dad.dob.y + c.int(22, 34);
    let son = kin20(c, dad, y, y, 'M');
    // A son named after his father is told apart by `Jnr` on paper at times, not always.
    const named = c.chance(0.35);
    if (named) son = { ...son, given: dad.given, short: dad.short, middle: c.chance(0.5) ? dad.middle : son.middle };
    const jnr = named && c.chance(0.6) ? c.pick(k === 'DE' ? ['jun.', 'Jr.'] : k === 'NL' ? ['jr.'] : k === 'ES' ? ['(hijo)'] : k === 'FR' ? ['fils'] : k === 'PL' ? ['(syn)'] : ['Jnr', 'Jr', 'Junior']) : '';
    const rd = newRef20(c, dad);
    const rs = newRef20(c, son, rd.area, jnr);
    // Father on the register, son on the sheet (or the other way round); both sides write their own licence.
    return c.chance(0.5) ? { a: refRegister20(c, rd), b: refSheet20(c, rs, true, c.chance(0.4)) } : { a: refRegister20(c, rs), b: refSheet20(c, rd, true, c.chance(0.4)) };
  },
};

// ---------------------------------------------------------------- kind 3: day nursery parents

interface Parent20 {
  p: Person20;
  nat: { key: string; no: string };
  child: string;
  room: string;
  addr: string;
}

function newParent20(c: Ctx, p: Person20, child?: string, addr?: string): Parent20 {
  const k = p.country;
  const kid = newPerson20(c, k, 2020, 2024);
  return {
    p,
    nat: nat20(c, p),
    child: child ?? `${kid.given} ${k === 'ES' ? `${p.surname} ${kid.surname2}` : c.chance(0.75) ? p.surname : kid.surname}`,
    room: c.pick(
      k === 'DE' ? ['Krippe Mäuse', 'Igelgruppe', 'Sonnengruppe'] : k === 'FR' ? ['Section des bébés', 'Moyens', 'Grands'] : k === 'NL' ? ['Babygroep', 'Dreumesgroep', 'Peutergroep'] : k === 'ES' ? ['Aula 0-1', 'Aula 1-2', 'Aula 2-3'] : k === 'PL' ? ['Biedronki', 'Motylki', 'Misie'] : ['Baby Room', 'Toddlers', 'Pre-School', 'Butterflies', 'Ducklings'],
    ),
    addr: addr ?? `${street20(c, k)}, ${town20(c, k)}`,
  };
}

/** The enrolment form's parent or guardian section. */
function enrolForm20(c: Ctx, g: Parent20, withNat: boolean): PersonRecord {
  const { p } = g;
  const k = p.country;
  const tel = anyPhone20(c, p.phone, k);
  const rel = p.sex === 'F' ? 'Mother' : 'Father';
  const nat = withNat ? g.nat.no : false;
  switch (k) {
    case 'NG':
      return rec([["Child's Name", g.child], ['Class', g.room], ["Parent/Guardian's Name", `${p.sex === 'F' ? 'Mrs' : 'Mr'} ${givens20(p)} ${p.surname}`], ['Relationship', rel], ['Phone No', tel], [g.nat.key, nat], ['Occupation', c.pick(['Civil Servant', 'Trader', 'Banker', 'Nurse', 'Engineer', 'Business'])], ['Home Address', g.addr]]);
    case 'KE':
      return rec([['Name of Child', g.child], ['Class', g.room], ['Parent/Guardian', `${givens20(p)} ${p.surname}`], ['Relationship', rel], [g.nat.key, nat], ['Tel No.', tel], ['Residence', g.addr]]);
    case 'GH':
      return rec([["Pupil's Name", g.child], ['Class', g.room], ["Parent's Name", `${p.surname} ${givens20(p)}`], ['Relation', rel], ['Contact', tel], [g.nat.key, nat], ['Digital Address', `${c.pick(['GA', 'AK', 'CC', 'VH', 'NT'])}-${c.int(100, 999)}-${c.int(1000, 9999)}`]]);
    case 'ZA':
      return rec([["Child's Full Name", g.child], ['Group', g.room], ['Parent/Guardian Surname', p.surname], ['Parent/Guardian Names', givens20(p)], [g.nat.key, nat], ['Relationship', rel], ['Cell', tel], ['Residential Address', g.addr]]);
    case 'GB':
      return rec([["Child's name", g.child], ['Room', g.room], ['Parent/carer 1 full name', `${givens20(p)} ${p.surname}`], ['Relationship to child', rel], ['Mobile', tel], ['Home address', g.addr], ['Email', `${fold19(p.given).toLowerCase().replace(/[^a-z]/g, '')}.${fold19(p.surname).toLowerCase().replace(/[^a-z]/g, '')}${c.int(1, 99)}@${c.pick(['gmail.com', 'hotmail.co.uk', 'outlook.com', 'btinternet.com'])}`]]);
    case 'DE':
      return rec([['Name des Kindes', g.child], ['Gruppe', g.room], ['Erziehungsberechtigte/r', `${p.surname}, ${givens20(p)}`], ['Verhältnis', p.sex === 'F' ? 'Mutter' : 'Vater'], ['Telefon (mobil)', tel], ['Anschrift', g.addr], [g.nat.key, nat]]);
    case 'FR':
      return rec([["Nom et prénom de l'enfant", g.child], ['Section', g.room], ['Responsable légal 1', `${p.surname.toUpperCase()} ${p.given}`], ['Lien', p.sex === 'F' ? 'Mère' : 'Père'], ['Tél. portable', tel], ['Adresse', g.addr], ['N° allocataire CAF', c.digits(7)]]);
    case 'NL':
      return rec([['Naam kind', g.child], ['Groep', g.room], ['Naam ouder/verzorger 1', `${givens20(p)} ${p.surname}`], ['Relatie', p.sex === 'F' ? 'moeder' : 'vader'], [g.nat.key, g.nat.no], ['Mobiel', tel], ['Adres', g.addr]]);
    case 'ES':
      return rec([['Nombre del niño/a', g.child], ['Aula', g.room], ['Padre/madre/tutor', `${p.given} ${sur20(p)}`], ['Parentesco', p.sex === 'F' ? 'Madre' : 'Padre'], [g.nat.key, g.nat.no], ['Teléfono', tel], ['Domicilio', g.addr]]);
    case 'PL':
      return rec([['Imię i nazwisko dziecka', g.child], ['Grupa', g.room], ['Imię i nazwisko rodzica', `${p.given} ${p.surname}`], ['Stopień pokrewieństwa', p.sex === 'F' ? 'matka' : 'ojciec'], ['PESEL', g.nat.no], ['Telefon', tel], ['Adres zamieszkania', g.addr]]);
  }
}

/** The day's collection log: who signed the child out, the ID shown at the door or the phone the staff rang. */
function collectLog20(c: Ctx, g: Parent20, rel: string, withNat: boolean, withPhone: boolean): PersonRecord {
  const { p } = g;
  const k = p.country;
  const tel = withPhone ? anyPhone20(c, p.phone, k) : false;
  const nat = withNat ? natAgain20(c, k, g.nat.no) : false;
  const who = c.chance(0.4) ? `${called20(c, p)} ${p.surname}` : writtenName20(c, p);
  const time = `${c.int(15, 18)}:${two(c.int(0, 59))}`;
  const day = `${two(c.int(1, 28))}/${two(c.int(1, 12))}/${c.int(2023, 2025)}`;
  switch (k) {
    case 'NG':
      return rec([['Date', day], ['Pupil', g.child], ['Picked up by', who], ['Relationship', rel], ['Phone', tel], [`${g.nat.key} (shown)`, nat], ['Time', time]]);
    case 'KE':
      return rec([['Date', day], ['Child', g.child], ['Collected By', who], ['Relation', rel], ['ID No. seen', nat], ['Phone No', tel], ['Time Out', time]]);
    case 'GH':
      return rec([['Date', day], ['Pupil', g.child], ['Picked By', who], ['Relation', rel], ['Phone', tel], ['Ghana Card No.', nat], ['Time', time]]);
    case 'ZA':
      return rec([['Date', day], ['Child', g.child], ['Collected by', who], ['Relationship', rel], ['ID No', nat], ['Cell', tel], ['Time', time]]);
    case 'GB':
      return rec([['Date', day], ['Child', g.child], ['Collected by', who], ['Relationship', rel], ['Password given', 'Y'], ['Contact no.', tel], ['Time out', time]]);
    case 'DE':
      return rec([['Datum', day], ['Kind', g.child], ['Abgeholt von', who], ['Beziehung', rel], ['Ausweis-Nr.', nat], ['Telefon', tel], ['Uhrzeit', time]]);
    case 'FR':
      return rec([['Date', day], ['Enfant', g.child], ['Personne venue chercher', who], ['Lien', rel], ['Tél.', tel], ['Heure de départ', time]]);
    case 'NL':
      return rec([['Datum', day], ['Kind', g.child], ['Opgehaald door', who], ['Relatie', rel], ['BSN', nat], ['Tel.', tel], ['Tijd', time]]);
    case 'ES':
      return rec([['Fecha', day], ['Niño/a', g.child], ['Recogido por', who], ['Parentesco', rel], ['DNI', nat], ['Móvil', tel], ['Hora de salida', time]]);
    case 'PL':
      return rec([['Data', day], ['Dziecko', g.child], ['Odebrane przez', who], ['Pokrewieństwo', rel], ['PESEL', nat], ['Tel.', tel], ['Godzina', time]]);
  }
}

const REL20: Record<Country20, { mother: string; father: string; aunt: readonly string[] }> = {
  NG: { mother: 'Mother', father: 'Father', aunt: ['Aunty', 'Aunt', "Mum's Sister", 'Family'] },
  KE: { mother: 'Mother', father: 'Father', aunt: ['Aunt', 'Auntie', 'Relative'] },
  GH: { mother: 'Mother', father: 'Father', aunt: ['Auntie', 'Aunt', 'Relative'] },
  ZA: { mother: 'Mother', father: 'Father', aunt: ['Aunt', 'Aunty', 'Family'] },
  GB: { mother: 'Mum', father: 'Dad', aunt: ['Aunt', 'Auntie', "Mum's sister"] },
  DE: { mother: 'Mutter', father: 'Vater', aunt: ['Tante', 'Familie'] },
  FR: { mother: 'Mère', father: 'Père', aunt: ['Tante', 'Famille'] },
  NL: { mother: 'moeder', father: 'vader', aunt: ['tante', 'familie'] },
  ES: { mother: 'Madre', father: 'Padre', aunt: ['Tía', 'Familiar'] },
  PL: { mother: 'matka', father: 'ojciec', aunt: ['ciocia', 'ciotka', 'rodzina'] },
};

const sameNursery: Kind20 = {
  kind: 'same_nursery_enrolment_parent_vs_collection_log',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const k = country20(c, j);
    const g = newParent20(c, newPerson20(c, k, 1980, 2002));
    const canNat = !['FR', 'GB'].includes(k);
    const formNat = canNat && (['NL', 'ES', 'PL'].includes(k) || c.chance(0.6));
    const logNat = formNat && c.chance(0.5);
    const rel = c.chance(0.8) ? (g.p.sex === 'F' ? REL20[k].mother : REL20[k].father) : '';
    return { a: enrolForm20(c, g, formNat), b: collectLog20(c, g, rel, logNat, !logNat || c.chance(0.5)) };
  },
};

const diffNursery: Kind20 = {
  kind: 'diff_nursery_mother_and_aunt_one_child',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country20(c, j);
    const mum = newPerson20(c, k, 1982, 2000, 'F');
    const y = mum.dob.y + (c.chance(0.5) ? c.int(1, 8) : -c.int(1, 8));
    const aunt = kin20(c, mum, y, y, 'F', true);
    const gm = newParent20(c, mum);
    const ga = { ...newParent20(c, aunt, gm.child, gm.addr), room: gm.room };
    // The aunt is written in the log with her own phone; the staff note `Family` or nothing as often as `Aunt`.
    const rel = c.chance(0.6) ? c.pick(REL20[k].aunt) : '';
    const canNat = !['FR', 'GB'].includes(k);
    const formNat = canNat && (['NL', 'ES', 'PL'].includes(k) || c.chance(0.6));
    return { a: enrolForm20(c, gm, formNat), b: collectLog20(c, ga, rel, formNat && c.chance(0.4), true) };
  },
};

// ---------------------------------------------------------------- kind 4: agency nurses

interface Nurse20 {
  p: Person20;
  reg: string;
  grade: string;
  agency: string;
}

function nurseReg20(c: Ctx, k: Country20): string {
  switch (k) {
    case 'NG':
      return `RN ${c.digits(6)}`;
    case 'KE':
      return `${c.pick(['RN', 'RM', 'KRCHN'])}/${c.digits(5)}`;
    case 'GH':
      return `${c.pick(['RGN', 'RM', 'RCN'])}/${c.digits(5)}/${c.int(10, 24)}`;
    case 'ZA':
      return c.pick(['1', '2']) + c.digits(7);
    case 'GB':
      return `${two(c.int(0, 24))}${c.letters(1, 'ABCDEFGHIJKLY')}${c.digits(4)}${c.letters(1, 'ENOSW')}`;
    case 'DE':
      return `P-${c.digits(5)}`;
    case 'FR':
      return `10${c.digits(9)}`;
    case 'NL':
      return c.digits(11);
    case 'ES':
      return `${c.pick(['28', '41', '46', '08', '49', '06'])}/${c.digits(5)}`;
    case 'PL':
      return `${c.digits(7)}P`;
  }
}

const AGENCIES20: Record<Country20, readonly string[]> = {
  NG: ['Carewell Nursing Services Ltd', 'Medrelief Staffing', 'Alpha Homecare & Nursing'],
  KE: ['Nightingale Nursing Agency', 'Afya Locum Services', 'Imara Care Staffing'],
  GH: ['Royal Care Nursing Agency', 'Sikaman Locum Services', 'Graceland Health Staffing'],
  ZA: ['Mediforce Nursing Agency', 'Ubuntu Care Staffing', 'Cape Nursing Solutions (Pty) Ltd'],
  GB: ['Swift Healthcare Staffing', 'Bluebell Nursing Agency', 'MedLink Recruitment Ltd'],
  DE: ['PflegeTeam Nord GmbH', 'CareZeit Personaldienste', 'Medi-Plus Zeitarbeit GmbH'],
  FR: ['Intérim Santé Plus', 'Soins Relais Intérim', 'MédiRenfort'],
  NL: ['ZorgFlex Uitzendbureau', 'Verpleegpool Oost', 'CareMatch Detachering'],
  ES: ['Enfermeras a Domicilio SL', 'Salud Temporal ETT', 'Cuidarte Sanitaria'],
  PL: ['MedStaff Agencja Pracy', 'Opieka Plus Sp. z o.o.', 'Pielęgniarki24'],
};

function nurseGrade20(c: Ctx, k: Country20): string {
  switch (k) {
    case 'DE':
      return c.pick(['Pflegefachfrau/-mann', 'Gesundheits- und Krankenpfleger/in', 'Pflegehelfer/in']);
    case 'FR':
      return c.pick(['IDE', 'IBODE', 'Aide-soignant(e)']);
    case 'NL':
      return c.pick(['Verpleegkundige niveau 4', 'Verpleegkundige niveau 5', 'IC-verpleegkundige']);
    case 'ES':
      return c.pick(['Enfermero/a', 'Matrona', 'TCAE']);
    case 'PL':
      return c.pick(['pielęgniarka', 'pielęgniarz', 'położna']);
    case 'ZA':
      return c.pick(['Professional Nurse', 'Enrolled Nurse', 'Enrolled Nursing Auxiliary']);
    case 'GB':
      return c.pick(['RGN Band 5', 'RMN Band 5', 'RN Band 6', 'RM']);
    default:
      return c.pick(['Registered Nurse', 'Registered Midwife', 'Staff Nurse', 'Nursing Officer']);
  }
}

function newNurse20(c: Ctx, p: Person20, agency?: string): Nurse20 {
  return { p, reg: nurseReg20(c, p.country), grade: nurseGrade20(c, p.country), agency: agency ?? c.pick(AGENCIES20[p.country]) };
}

/** The agency's candidate register. */
function agencyRegister20(c: Ctx, n: Nurse20): PersonRecord {
  const { p } = n;
  const k = p.country;
  const dob = anyDate20(c, p.dob, k);
  const tel = anyPhone20(c, p.phone, k);
  switch (k) {
    case 'NG':
      return rec([['Agency', n.agency], ['Full Name', `${p.surname} ${givens20(p)}`], ['DOB', dob], ['NMCN Licence No', n.reg], ['Cadre', n.grade], ['Phone', tel], ['Location', town20(c, k)]]);
    case 'KE':
      return rec([['Agency', n.agency], ['Name', `${givens20(p)} ${p.surname}`], ['NCK Reg. No', n.reg], ['Date of Birth', dob], ['Cadre', n.grade], ['Mobile', tel]]);
    case 'GH':
      return rec([['Agency', n.agency], ['Surname', p.surname], ['Other Names', givens20(p)], ['N&MC PIN', n.reg], ['Date of Birth', dob], ['Rank', n.grade], ['Tel', tel]]);
    case 'ZA':
      return rec([['Agency', n.agency], ['Surname', p.surname], ['First Names', givens20(p)], ['SANC No', n.reg], ['Date of Birth', dob], ['Category', n.grade], ['Cell No', tel]]);
    case 'GB':
      return rec([['Agency', n.agency], ['First name', p.given], ['Last name', p.surname], ['NMC PIN', n.reg], ['DOB', dob], ['Grade', n.grade], ['Mobile', tel], ['DBS', `Enhanced, ${c.pick(['update service', 'issued'])} ${c.int(2021, 2025)}`]]);
    case 'DE':
      return rec([['Verleiher', n.agency], ['Personalnr.', n.reg], ['Nachname', p.surname], ['Vorname', givens20(p)], ['Geburtsdatum', dob], ['Qualifikation', n.grade], ['Mobil', tel]]);
    case 'FR':
      return rec([['Agence', n.agency], ['NOM', p.surname.toUpperCase()], ['Prénom', p.given], ['N° RPPS', n.reg], ['Date de naissance', dob], ['Qualification', n.grade], ['Portable', tel]]);
    case 'NL':
      return rec([['Bureau', n.agency], ['Achternaam', p.surname], ['Voornamen', givens20(p)], ['BIG-nummer', n.reg], ['Geboortedatum', dob], ['Functie', n.grade], ['Mobiel', tel]]);
    case 'ES':
      return rec([['Empresa', n.agency], ['Apellidos', sur20(p)], ['Nombre', p.given], ['Nº colegiado', n.reg], ['Fecha nacimiento', dob], ['Categoría', n.grade], ['Móvil', tel]]);
    case 'PL':
      return rec([['Agencja', n.agency], ['Nazwisko', p.surname], ['Imiona', givens20(p)], ['NPWZ', n.reg], ['Data urodzenia', dob], ['Zawód', n.grade], ['Telefon', tel]]);
  }
}

/** The ward's agency timesheet, signed by the nurse in charge. */
function wardTimesheet20(c: Ctx, n: Nurse20): PersonRecord {
  const { p } = n;
  const k = p.country;
  const nm = writtenName20(c, p);
  const reg = c.chance(0.5) ? rekey19(n.reg, c) : n.reg;
  const shift = c.pick(['07:00-19:30', '19:00-07:30', '08:00-16:00', '13:00-21:00']);
  const day = `${two(c.int(1, 28))}/${two(c.int(1, 12))}/${c.int(2023, 2025)}`;
  switch (k) {
    case 'NG':
      return rec([['Date', day], ['Ward', c.pick(['Female Medical', 'Paediatric', 'Labour Ward', 'A&E'])], ['Agency Nurse', nm], ['Licence No', reg], ['Agency', n.agency], ['Shift', shift], ['Matron Sign', 'signed']]);
    case 'KE':
      return rec([['Date', day], ['Ward', c.pick(['Maternity', 'Casualty', 'Ward 5', 'NBU'])], ['Locum Name', nm], ['NCK No.', reg], ['Agency', n.agency], ['Shift', shift], ['Hrs', String(c.pick([8, 12]))]]);
    case 'GH':
      return rec([['Date', day], ['Ward', c.pick(['Emergency', 'Maternity', "Children's Ward", 'Surgical'])], ['Name of Nurse', nm], ['PIN', reg], ['Agency', n.agency], ['Shift', shift]]);
    case 'ZA':
      return rec([['Date', day], ['Ward', c.pick(['Ward 12', 'ICU', 'Casualty', 'Labour'])], ['Agency Staff', nm], ['SANC', reg], ['Agency', n.agency], ['Shift', shift], ['Hours', String(c.pick([8, 12]))]]);
    case 'GB':
      return rec([['Shift date', day], ['Ward', c.pick(['Ward 7 (Acute Medicine)', 'AMU', 'ED Majors', 'Elderly Care'])], ['Worker', nm], ['PIN', reg], ['Agency', n.agency], ['Booked', shift], ['Authorised by', `${c.pick(['Sister', 'CN', 'NIC'])} ${c.letters(1, 'ABCDHJKMPRSTW')}. ${c.pick(['Hughes', 'Ali', 'Grant', 'Okoye'])}`]]);
    case 'DE':
      return rec([['Datum', day], ['Station', c.pick(['Innere 3', 'ITS', 'Chirurgie 2', 'Geriatrie'])], ['Name, Vorname', `${sur20(p)}, ${p.given}`], ['Personal-Nr.', reg], ['Verleiher', n.agency], ['Dienst', c.pick(['Früh', 'Spät', 'Nacht'])]]);
    case 'FR':
      return rec([['Date', day], ['Service', c.pick(['Médecine B', 'Urgences', 'Gériatrie', 'Réanimation'])], ['Intérimaire', `${p.surname.toUpperCase()} ${p.given}`], ['RPPS', reg], ['Agence', n.agency], ['Horaires', shift]]);
    case 'NL':
      return rec([['Datum', day], ['Afdeling', c.pick(['Interne', 'SEH', 'Chirurgie', 'Geriatrie'])], ['Naam', nm], ['BIG', reg], ['Bureau', n.agency], ['Dienst', c.pick(['vroeg', 'laat', 'nacht'])]]);
    case 'ES':
      return rec([['Fecha', day], ['Unidad', c.pick(['Medicina Interna', 'Urgencias', 'UCI', 'Traumatología'])], ['Profesional', `${sur20(p)}, ${p.given}`], ['Nº col.', reg], ['ETT', n.agency], ['Turno', c.pick(['Mañana', 'Tarde', 'Noche'])]]);
    case 'PL':
      return rec([['Data', day], ['Oddział', c.pick(['Interna', 'SOR', 'Chirurgia', 'Pediatria'])], ['Imię i nazwisko', nm], ['NPWZ', reg], ['Agencja', n.agency], ['Dyżur', c.pick(['dzienny', 'nocny'])]]);
  }
}

const sameNurse: Kind20 = {
  kind: 'same_nurse_agency_register_vs_ward_timesheet',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const k = country20(c, j);
    const n = newNurse20(c, newPerson20(c, k, 1962, 2001));
    return { a: agencyRegister20(c, n), b: wardTimesheet20(c, n) };
  },
};

const diffNurse: Kind20 = {
  kind: 'diff_agency_nurses_namesakes_one_agency',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country20(c, j);
    const p = newPerson20(c, k, 1962, 1999);
    const y = p.dob.y + (c.chance(0.5) ? c.int(2, 14) : -c.int(2, 14));
    const o = newPerson20(c, k, y, y, p.sex);
    // Two nurses of one name (ES: one first surname) on one agency's books: own registration numbers and phones.
    const q: Person20 = { ...o, given: p.given, short: p.short, surname: p.surname, middle: c.chance(0.5) ? p.middle : o.middle === p.given ? '' : o.middle };
    const np = newNurse20(c, p);
    const nq = { ...newNurse20(c, q, np.agency), grade: c.chance(0.5) ? np.grade : nurseGrade20(c, k) };
    return { a: agencyRegister20(c, np), b: wardTimesheet20(c, nq) };
  },
};

// ---------------------------------------------------------------- kind 5: football club members and ticket sales

interface Fan20 {
  p: Person20;
  club: string;
  member: string;
  addr: string;
}

const CLUBS20: Record<Country20, readonly string[]> = {
  NG: ['Enyimba FC', 'Rangers International', 'Kano Pillars', 'Shooting Stars SC'],
  KE: ['Gor Mahia FC', 'AFC Leopards SC', 'Tusker FC'],
  GH: ['Accra Hearts of Oak', 'Asante Kotoko SC', 'Medeama SC'],
  ZA: ['Kaizer Chiefs', 'Orlando Pirates', 'Mamelodi Sundowns'],
  GB: ['Stoke City', 'Sunderland AFC', 'Dundee United', 'Wrexham AFC', 'Leicester City'],
  DE: ['Eintracht Frankfurt', 'SC Freiburg', 'VfL Osnabrück', 'Chemnitzer FC'],
  FR: ['RC Lens', 'Stade Rennais', 'AS Saint-Étienne', 'SCO Angers'],
  NL: ['FC Twente', 'Go Ahead Eagles', 'NEC Nijmegen', 'SC Heerenveen'],
  ES: ['Real Betis', 'Athletic Club', 'Real Zaragoza', 'CD Tenerife'],
  PL: ['Lech Poznań', 'Górnik Zabrze', 'Wisła Kraków', 'Pogoń Szczecin'],
};

function memberNo20(c: Ctx, k: Country20): string {
  switch (k) {
    case 'NG':
    case 'GH':
    case 'KE':
      return `${c.letters(2, 'ABCDEFGHKLMNPRSTW')}-${c.digits(6)}`;
    case 'ZA':
      return `MBR${c.digits(8)}`;
    case 'GB':
      return c.digits(c.pick([6, 7, 8]));
    case 'DE':
      return c.digits(6);
    case 'FR':
      return `${c.digits(4)}${c.digits(4)}`;
    case 'NL':
      return c.digits(8);
    case 'ES':
      return `${c.int(1, 99999)}`.padStart(5, '0');
    case 'PL':
      return `${c.digits(3)}${c.digits(4)}`;
  }
}

function newFan20(c: Ctx, p: Person20, club?: string, addr?: string): Fan20 {
  const k = p.country;
  return { p, club: club ?? c.pick(CLUBS20[k]), member: memberNo20(c, k), addr: addr ?? `${street20(c, k)}, ${town20(c, k)}` };
}

/** The club's membership / season ticket register. */
function memberRegister20(c: Ctx, f: Fan20): PersonRecord {
  const { p } = f;
  const k = p.country;
  const dob = anyDate20(c, p.dob, k);
  const tel = anyPhone20(c, p.phone, k);
  switch (k) {
    case 'NG':
      return rec([['Club', f.club], ['Membership ID', f.member], ['Surname', p.surname.toUpperCase()], ['Other Names', givens20(p)], ['Date of Birth', dob], ['Phone', tel], ['Branch', `${town20(c, k)} Branch`], ['Dues Paid', String(c.int(2022, 2025))]]);
    case 'KE':
      return rec([['Club', f.club], ['Member No', f.member], ['Name', `${givens20(p)} ${p.surname}`.toUpperCase()], ['Year of Birth', String(p.dob.y)], ['Phone', tel], ['Branch', `${town20(c, k)} Branch`]]);
    case 'GH':
      return rec([['Club', f.club], ['Card No.', f.member], ['Name', `${givens20(p)} ${p.surname}`], ['Date of Birth', dob], ['Phone', tel], ['Supporters Union Branch', town20(c, k)]]);
    case 'ZA':
      return rec([['Club', f.club], ['Membership No', f.member], ['Surname', p.surname], ['Name', givens20(p)], ['Date of Birth', dob], ['Cell', tel], ['Branch', `${town20(c, k)} Branch`]]);
    case 'GB': {
      const y = c.int(2023, 2025);
      const season = `${y}/${String(y + 1).slice(2)}`;
      return rec([['Club', f.club], ['Customer No', f.member], ['Title', p.sex === 'M' ? 'Mr' : c.pick(['Mrs', 'Ms', 'Miss'])], ['First Name', p.given], ['Surname', p.surname], ['DOB', dob], ['Mobile', tel], ['Address', f.addr], ['Season Ticket', `${c.pick(['Adult', 'Senior 65+', '18-21'])} ${season}`]]);
    }
    case 'DE':
      return rec([['Verein', f.club], ['Mitgliedsnummer', f.member], ['Nachname', p.surname], ['Vorname', p.given], ['Geburtsdatum', dob], ['Handy', tel], ['Anschrift', f.addr], ['Dauerkarte', c.pick(['ja', 'nein'])]]);
    case 'FR':
      return rec([['Club', f.club], ['N° abonné', f.member], ['Nom', p.surname.toUpperCase()], ['Prénom', p.given], ['Date de naissance', dob], ['Portable', tel], ['Adresse', f.addr]]);
    case 'NL':
      return rec([['Club', f.club], ['Clubcardnummer', f.member], ['Voorletters', givens20(p).split(' ').map((x) => `${x[0]}.`).join('')], ['Roepnaam', called20(c, p)], ['Achternaam', p.surname], ['Geboortedatum', dob], ['Mobiel', tel], ['Adres', f.addr]]);
    case 'ES':
      return rec([['Club', f.club], ['Nº de socio', f.member], ['Nombre', p.given], ['Apellidos', sur20(p)], ['Fecha de nacimiento', dob], ['Móvil', tel], ['Domicilio', f.addr]]);
    case 'PL':
      return rec([['Klub', f.club], ['Nr karty kibica', f.member], ['Imię', p.given], ['Nazwisko', p.surname], ['Data urodzenia', dob], ['Telefon', tel], ['Adres', f.addr]]);
  }
}

/** The ticket office's sales export: buyer as keyed at the window or online, member number re-keyed, seat. */
function ticketSale20(c: Ctx, f: Fan20, withMember: boolean, withPhone: boolean, seat?: string): PersonRecord {
  const { p } = f;
  const k = p.country;
  const nm = writtenName20(c, p);
  const mem = withMember ? (c.chance(0.3) ? rekey19(f.member, c) : f.member) : false;
  const tel = withPhone ? anyPhone20(c, p.phone, k) : false;
  const st = seat ?? `${c.pick(['A', 'B', 'C', 'D', 'E', 'F'])}${c.int(1, 30)}-${c.int(1, 40)}`;
  const ord = `${c.letters(2, 'TKOWS')}${c.digits(7)}`;
  switch (k) {
    case 'NG':
    case 'KE':
    case 'GH':
    case 'ZA':
      return rec([['Order Ref', ord], ['Buyer', nm], [k === 'GH' ? 'Card No.' : 'Member No', mem], [k === 'KE' ? 'M-Pesa No' : k === 'GH' ? 'MoMo No' : 'Phone', tel], ['Match', `${f.club} v ${c.pick(CLUBS20[k].filter((x) => x !== f.club))}`], ['Stand/Seat', st]]);
    case 'GB':
      return rec([['Order', ord], ['Customer', nm], ['Customer No', mem], ['Phone', tel], ['Fixture', `${f.club} v ${c.pick(['Hull City', 'Bristol City', 'Aberdeen', 'Notts County', 'Burnley'])}`], ['Block/Row/Seat', st]]);
    case 'DE':
      return rec([['Bestellnr.', ord], ['Käufer', `${sur20(p)}, ${p.given}`], ['Mitgliedsnr.', mem], ['Telefon', tel], ['Spiel', `${f.club} – ${c.pick(['Hansa Rostock', '1. FC Köln', 'Hertha BSC'])}`], ['Block/Reihe/Platz', st]]);
    case 'FR':
      return rec([['Commande', ord], ['Acheteur', `${p.surname.toUpperCase()} ${p.given}`], ['N° abonné', mem], ['Tél.', tel], ['Match', `${f.club} – ${c.pick(['FC Nantes', 'OGC Nice', 'Toulouse FC'])}`], ['Tribune/Rang/Place', st]]);
    case 'NL':
      return rec([['Bestelling', ord], ['Koper', nm], ['Clubcardnr.', mem], ['Telefoon', tel], ['Wedstrijd', `${f.club} - ${c.pick(['PEC Zwolle', 'FC Groningen', 'Heracles'])}`], ['Vak/Rij/Stoel', st]]);
    case 'ES':
      return rec([['Pedido', ord], ['Comprador', `${sur20(p)}, ${p.given}`], ['Socio', mem], ['Teléfono', tel], ['Partido', `${f.club} - ${c.pick(['Real Oviedo', 'Sporting de Gijón', 'CD Leganés'])}`], ['Sector/Fila/Asiento', st]]);
    case 'PL':
      return rec([['Nr zamówienia', ord], ['Kupujący', nm], ['Nr karty kibica', mem], ['Telefon', tel], ['Mecz', `${f.club} – ${c.pick(['Legia Warszawa', 'Jagiellonia', 'Raków'])}`], ['Sektor/Rząd/Miejsce', st]]);
  }
}

const sameFan: Kind20 = {
  kind: 'same_club_membership_vs_ticket_sales_export',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const k = country20(c, j);
    const f = newFan20(c, newPerson20(c, k, 1955, 2006));
    const withMember = c.chance(0.7);
    return { a: memberRegister20(c, f), b: ticketSale20(c, f, withMember, !withMember || c.chance(0.4)) };
  },
};

const diffFan: Kind20 = {
  kind: 'diff_club_members_siblings_adjacent_seats',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country20(c, j);
    const p = newPerson20(c, k, 1965, 2006);
    // Siblings, at times twins (one birth date), living at one address and sitting side by side.
    const twins = c.chance(0.3);
    const y = twins ? p.dob.y : p.dob.y + (c.chance(0.5) ? c.int(1, 9) : -c.int(1, 9));
    let q = kin20(c, p, y, y, undefined, true);
    if (twins) q = { ...q, dob: p.dob };
    const fp = newFan20(c, p);
    const fq = newFan20(c, q, fp.club, fp.addr);
    const blk = `${c.pick(['A', 'B', 'C', 'D', 'E', 'F'])}${c.int(1, 30)}`;
    const n = c.int(1, 39);
    return { a: memberRegister20(c, fp), b: ticketSale20(c, fq, true, c.chance(0.4), `${blk}-${n + 1}`) };
  },
};

export const HELDOUT20_KINDS: readonly Kind20[] = [samePolice, sameRef, sameNursery, sameNurse, sameFan, diffPolice, diffRef, diffNursery, diffNurse, diffFan];
