// Held-out set 22 of labelled PERSON RECORD PAIRS (bench/data/persons-heldout22.jsonl, written by
// bench/persons/generate.ts with seed 2222).
//
// Author: a blind author helper of session 35 (branch s35-persons22, issue 11), the twenty-second independent author,
// writing from their own knowledge of how person records arrive from sources the twenty-one earlier sets' kind names do
// not name: a political party's membership register (membership number, names, birth, ward or branch, the voter card,
// elector or national number the party keeps, phone) against the election body's list of accredited polling agents,
// scrutineers or polling-station members (agent as the party's agent coordinator keyed them, party, polling unit or
// station, the voter card or national number the accreditation asks for, phone, tag number); a court's probation or
// community-sentence order (case, charge, CRN, Aktenzeichen, parketnummer, ejecutoria or sygnatura number, offender's
// names, birth, national number, address, hours ordered) against the unpaid-work placement's attendance sheet (the
// offender as the site supervisor writes them, the case reference keyed again, site, date, hours done); an insurer's
// motor claim form (policy and claim numbers, the insured driver's names, birth, national and driving-licence numbers,
// phone, vehicle registration) against the police accident abstract or report (OB, AR, incident or Vorgang number, the
// driver as the officer wrote them, licence, at times the national number, phone, vehicle); a referring clinician's
// imaging request (patient's names, birth or age, hospital number where the referrer knows it, phone) against the
// radiology information system's worklist export (DICOM-style PatientName SURNAME^GIVEN^MIDDLE, PatientID,
// PatientBirthDate yyyymmdd, PatientSex, accession number, modality); a school fee, meal or trip payment as the bank,
// the mobile-money paybill or the school's payment portal records it (payer, the pupil as the parent keyed them, the
// admission number keyed again) against the school bursar's fee ledger (admission number, pupil as enrolled, class,
// parent, balance) — in Nigeria, Kenya, Ghana, South Africa, the
// United Kingdom (GB) and the European Union (DE, FR, NL, ES, PL), field names in each source's own words, language and
// letter case (the worklist keeps its DICOM tag names in every country, as RIS exports do).
// Naming systems written: Yorùbá, Igbo, Hausa-Fulani, Tiv, Efik and Edo names, with Yorùbá twin names (Táíwò, Kẹ́hìndé)
// written with and without their tones; Luo (with Luo twin names Apiyo / Adongo, Opiyo / Odongo), Kikuyu, Kisii,
// Luhya, Meru and Swahili coast names with English given names; Akan day names (with Ata twin names, Panyin and Kakra),
// Ga, Ewe, Nzema and Dagomba names; Zulu, Xhosa, Pedi, Venda, Tsonga, Afrikaans, Cape Malay and South African Indian
// names; English, Welsh, Scottish, Northern Irish, Ghanaian and Nigerian British, Somali and Polish British names;
// German (with Russian German and Turkish German), French (with Portuguese French and Maghrebi French), Dutch (particles
// and voorletters, Surinamese and Turkish Dutch), Spanish (two surnames, Galician and Andalusian) and Polish (gendered
// surnames) names.
// How it is made: each kind below draws a fictional person (or two people for a `different` kind) from the author's own
// name lists and writes the source-A and source-B records with that source's headers, date form, phone form and slips,
// from a seeded generator (bench/persons/generate.ts, seed 2222). The phone and date writers, the keyed slip and the
// public check-digit schemes (South African ID Luhn, BSN 11-proef, PESEL, DNI letter, NIR key 97, NINO shape) are
// imported from templates-heldout19.ts, as sets 20 and 21 did (no name list or kind of an earlier set is used); the GB
// driving-licence number (built from the surname, birth and initials) and the NHS number check digit are computed here.
// What the author read: the session's rules (s35-common.md), the blind authors' brief and this set's brief;
// bench/persons/generate.ts; bench/persons.ts (to wire the set in); bench/persons/records.ts lines 15–72 (Ymd, Person
// and Ctx); templates-heldout21.ts (whole, for the structure: header, helpers, kinds); templates-heldout19.ts lines
// 96–130, 205–260 and 295–440 (types and the exported helpers used here); the kind names of sets 1–21 (a grep over their
// `//   same_` / `//   diff_` header lines); test/bench/persons-generate.test.ts: imports, assertRecords / assertKinds, the
// set list and set 21's block; the set's own generated records (to check the writers), never an engine's answer on them.
// Slip: after every kind here was written, generated and pinned, a `grep heldout21` over README.md (to find the
// paragraph to copy the style of) printed set 21's whole README paragraph, its reading included; nothing here was
// changed after it.
// What the author did NOT read: src/ (anything), README paragraphs about rules or errors, any set's data file,
// records2–8.ts and the bodies of sets 1–20's templates. Neither the engine nor the bench was ever run on this set.
// Every value is fictional (identifiers keep the right shape, with their check digit where the scheme has one; the
// others — membership, voter card, case, claim, licence, hospital and admission numbers — only the shape).
//
// Labelling policy: `same` means the two records describe the same natural person, as a careful analyst would judge
// from the two records alone; `different` means two natural people, however much they share. Every `same` pair carries
// a name on both sides and at least one more agreeing identifier of the person (voter card or elector number, national
// number, case reference, driving licence, hospital or admission number, the person's own phone, or the whole birth
// date where the two sources hold no common number), and births, where both sides state them, agree. Every `different` pair shares no
// own number of the person and tells its two people apart by a number of one scheme on both sides that disagrees, or
// (where the two sources hold no common number) by whole birth dates on both sides that disagree; and it keeps the
// kind's look-alike promise below. A phone on a record is the person's own unless its header names someone else (parent,
// next of kin); a household phone, an address, a party, a court, a vehicle, a policy, a hospital, a school or a payer is
// shared, not owned.
// A birth date is never written month first with digits.
//
// Kinds (78 pairs each, cycling NG, KE, GH, ZA, GB, EU — 13 per jurisdiction; 5 `same`, 5 `different`, 780 pairs, 130
// per jurisdiction):
//   same_party_membership_register_vs_polling_agent_accreditation   membership register: membership number, names in the
//                                                  party's columns, birth, ward / branch, the voter card, elector or
//                                                  national number, phone; accreditation list: agent as keyed by the
//                                                  agent coordinator, party, polling unit / station, the card or national
//                                                  number again (or, where none is asked, the birth), phone, tag number.
//   same_probation_order_vs_unpaid_work_attendance_sheet     court order: case reference, names, birth, national number
//                                                  (where the court records one), address, order, hours, phone;
//                                                  attendance sheet: date, the offender as the site supervisor writes
//                                                  them, the case reference keyed again, site, hours, signed.
//   same_motor_claim_form_vs_police_accident_abstract        claim form: policy and claim numbers, the insured driver's
//                                                  names, birth, national and licence numbers, phone, vehicle; police
//                                                  abstract: station reference, the driver as the officer wrote them,
//                                                  licence (and at times the national number), phone, vehicle, date.
//   same_imaging_request_vs_ris_worklist_export             request form: patient's names, birth (or only an age with
//                                                  the hospital number), hospital number where known, phone, referrer,
//                                                  examination; worklist: PatientName in DICOM form, PatientID,
//                                                  PatientBirthDate, PatientSex, AccessionNumber, Modality.
//   same_school_fee_payment_vs_bursar_ledger                payment: the bank's, mobile-money paybill's or school
//                                                  portal's record of a fee, meal or trip payment — the payer, the pupil
//                                                  as the parent keyed them (first name only, surname and initial, a
//                                                  short form, a slip, or inside the payment reference), the admission
//                                                  number the payer keyed; ledger: admission number, names as enrolled,
//                                                  at times the birth, class, parent and parent's phone, balance.
//   diff_party_agents_parent_child_one_ward                 a parent and grown child, agents of one party in one ward:
//                                                  one surname, one address, at times one given name, births 18 to 40
//                                                  years apart, own voter card / national numbers and own phones.
//   diff_unpaid_work_namesakes_one_court                    two offenders of one full name sentenced at one court: own
//                                                  case references, births 1 to 25 years apart.
//   diff_claim_insured_vs_relative_driver                   the policyholder on the claim form against the police
//                                                  abstract's driver, a spouse, child or sibling driving the insured
//                                                  car: one surname, one vehicle, one address, own licence numbers.
//   diff_imaging_twins_consecutive_numbers                  twins imaged on one day: one surname, one birth date, one
//                                                  parent's phone, twin names where the culture gives them, hospital
//                                                  numbers one or two apart.
//   diff_school_fee_siblings_one_payer                      a fee payment the parent made for one child against the
//                                                  bursar's ledger row of a brother or sister at the same school: one
//                                                  surname, one payer, one parent's phone, births 1 to 5 years apart,
//                                                  own admission / learner / pupil numbers.
//
// Slips the author saw before the reading (left as they are): a record's own dates (party registration, worklist day,
// payment) are drawn each on their own, apart from the other source's dates; a party, a ward, a court, a town or a
// hospital drawn beside an address need not lie in one place (a Plaid Cymru member may sit in a Leicester ward, an
// offender's address in another town than the court); name lists mix a country's peoples freely (a Yorùbá twin name may stand beside a
// Hausa second name); a mobile-money paybill number is drawn per payment, not per school; the NHS number on a GB
// imaging request is drawn afresh, never compared.
//
// Use: read ONCE with `npm run bench:persons -- --set heldout22`; the figures of that reading are written below, and from
// then on the set is development data.
import type { Ctx, Jurisdiction, PersonRecord, Ymd } from './records.js';
import { bsn19, type Country19, date19, dni19, fold19, nino19, nir19, type PhoneForm19, pesel19, phone19, rekey19, slip19, zaId19 } from './templates-heldout19.js';

export type Label22 = 'same' | 'different';

export interface Kind22 {
  kind: string;
  label: Label22;
  pairs: number;
  make(c: Ctx, j: Jurisdiction): { a: PersonRecord; b: PersonRecord };
}

export type Country22 = Country19;
type Sex22 = 'M' | 'F';

/** Same shape as set 19's person, so that set's public check-digit helpers take it. */
export interface Person22 {
  country: Country22;
  sex: Sex22;
  given: string;
  short: string;
  middle: string;
  surname: string;
  surname2: string;
  dob: Ymd;
  phone: string;
}

export { fold19 as fold22 };

const PAIRS22 = 78;

// ---------------------------------------------------------------- the keys that name the person's own identifiers

/** Headers under which a record writes the person's own numbers, by scheme (the test reads them from here). */
export const KEYS22 = { own: new Set<string>(), card: new Set<string>(), national: new Set<string>(), phone: new Set<string>(), birth: new Set<string>() };
function register22(set: Set<string>, k: string): string {
  set.add(k);
  return k;
}
const own = (k: string) => register22(KEYS22.own, k);
const cardK = (k: string) => register22(KEYS22.card, k);
const natK = (k: string) => register22(KEYS22.national, k);
const tel = (k: string) => register22(KEYS22.phone, k);
const bornK = (k: string) => register22(KEYS22.birth, k);

// ---------------------------------------------------------------- names (the author's own lists)

type G = readonly (readonly [string, string])[];
const NAMES22: Record<Country22, { m: G; f: G; s: readonly string[] }> = {
  NG: {
    m: [['Babatunde', 'Tunde'], ['Emeka', ''], ['Abubakar', 'Abu'], ['Terver', ''], ['Osaretin', 'Osas'], ['Olawale', 'Wale'], ['Nnamdi', ''], ['Bello', ''], ['Etim', ''], ['Tochukwu', 'Tochi'], ['Damilola', 'Dami'], ['Victor', '']],
    f: [['Folasade', 'Sade'], ['Adaeze', 'Ada'], ['Aisha', ''], ['Mnena', ''], ['Osasere', ''], ['Titilayo', 'Titi'], ['Ngozi', ''], ['Halima', ''], ['Ekaette', ''], ['Chiamaka', 'Amaka'], ['Olayinka', 'Yinka'], ['Patience', '']],
    s: ['Afolabi', 'Okafor', 'Danjuma', 'Tarkaa', 'Osagie', 'Ogunleye', 'Eze', 'Lawal', 'Etuk', 'Nwosu', 'Adebayo', 'Iyamu', 'Okoro', 'Bakare', 'Udoh', 'Abdullahi'],
  },
  KE: {
    m: [['Otieno', ''], ['Mwangi', ''], ['Nyamweya', ''], ['Barasa', ''], ['Kirimi', ''], ['Hamisi', ''], ['Collins', ''], ['Kennedy', 'Ken'], ['Joseph', 'Joe'], ['Francis', ''], ['Stephen', 'Steve'], ['Wycliffe', '']],
    f: [['Atieno', ''], ['Wanjiku', 'Shiku'], ['Kemunto', ''], ['Nafula', ''], ['Kendi', ''], ['Mwanaisha', ''], ['Faith', ''], ['Mercy', ''], ['Caroline', 'Carol'], ['Purity', ''], ['Winnie', ''], ['Rose', '']],
    s: ['Odhiambo', 'Kariuki', 'Nyakundi', 'Wekesa', 'Mutua', 'Karanja', 'Ochieng', 'Mwenda', 'Omondi', 'Kamau', 'Chebet', 'Nyaga', 'Bakari', 'Achieng', 'Githinji', 'Langat'],
  },
  GH: {
    m: [['Kofi', ''], ['Kwabena', ''], ['Yaw', ''], ['Kwame', ''], ['Nii Armah', ''], ['Selorm', ''], ['Kobina', ''], ['Alhassan', ''], ['Emmanuel', 'Emma'], ['Richmond', ''], ['Benjamin', 'Ben'], ['Kwasi', '']],
    f: [['Ama', ''], ['Abena', ''], ['Yaa', ''], ['Akua', ''], ['Naa Adjeley', ''], ['Esinam', ''], ['Efua', ''], ['Mariama', ''], ['Priscilla', ''], ['Vida', ''], ['Mavis', ''], ['Esi', '']],
    s: ['Mensah', 'Owusu', 'Boateng', 'Tetteh', 'Kpodo', 'Osei', 'Ansah', 'Yakubu', 'Asante', 'Kusi', 'Amoah', 'Lamptey', 'Gyamfi', 'Kuffour', 'Dogbe', 'Issah'],
  },
  ZA: {
    m: [['Thabo', ''], ['Lwazi', ''], ['Pieter', ''], ['Mandla', ''], ['Tshilidzi', ''], ['Nhlanhla', ''], ['Kagiso', ''], ['Ridwaan', ''], ['Vusumuzi', 'Vusi'], ['Johannes', 'Johan'], ['Themba', ''], ['Kamesh', '']],
    f: [['Nomvula', ''], ['Zanele', ''], ['Marietjie', ''], ['Palesa', ''], ['Mulalo', ''], ['Nokuthula', 'Thuli'], ['Refilwe', ''], ['Shireen', ''], ['Ntombizodwa', 'Zodwa'], ['Elmarie', ''], ['Lerato', ''], ['Pretty', '']],
    s: ['Dlamini', 'Nkosi', 'van der Merwe', 'Khumalo', 'Ndlovu', 'Mokoena', 'Sithole', 'Baloyi', 'Netshitenzhe', 'Botha', 'Naidoo', 'Jacobs', 'Zulu', 'Mthembu', 'Pretorius', 'Hendricks'],
  },
  GB: {
    m: [['William', 'Will'], ['Daniel', 'Dan'], ['Gareth', ''], ['Callum', ''], ['Christopher', 'Chris'], ['Oluwaseun', 'Seun'], ['Abdirahman', ''], ['Kieran', ''], ['Robert', 'Rob'], ['Imran', ''], ['Declan', ''], ['Michael', 'Mike']],
    f: [['Charlotte', 'Charlie'], ['Samantha', 'Sam'], ['Sian', ''], ['Fiona', ''], ['Victoria', 'Vicky'], ['Ayesha', ''], ['Hodan', ''], ['Siobhan', ''], ['Deborah', 'Debbie'], ['Akosua', ''], ['Joanne', 'Jo'], ['Laura', '']],
    s: ['Smith', 'Jones', 'Williams', 'Campbell', 'Patel', 'Davies', 'Robinson', 'Khan', 'Thompson', 'Walker', 'Murray', 'Kowalski', 'Adeyemi', 'Jama', 'Morgan', 'Quinn'],
  },
  DE: {
    m: [['Stefan', ''], ['Markus', ''], ['Hans-Peter', ''], ['Jonas', ''], ['Dmitri', ''], ['Emre', ''], ['Wolfgang', ''], ['Maximilian', 'Max'], ['Sebastian', ''], ['Christian', ''], ['Dieter', ''], ['Niklas', '']],
    f: [['Petra', ''], ['Monika', ''], ['Gabriele', 'Gabi'], ['Laura', ''], ['Swetlana', ''], ['Ayşe', ''], ['Claudia', ''], ['Johanna', ''], ['Christiane', ''], ['Melanie', ''], ['Renate', ''], ['Lena', '']],
    s: ['Schmidt', 'Schneider', 'Weber', 'Wagner', 'Becker', 'Schäfer', 'Koch', 'Richter', 'Klein', 'Schröder', 'Lange', 'Keller', 'Öztürk', 'Wiebe', 'Peters', 'Friedrich'],
  },
  FR: {
    m: [['Jean-Pierre', ''], ['Laurent', ''], ['Olivier', ''], ['Mehdi', ''], ['Sébastien', ''], ['Philippe', ''], ['Mamadou', ''], ['Nicolas', ''], ['Rui', ''], ['Christophe', ''], ['Guillaume', ''], ['Rachid', '']],
    f: [['Marie-Claire', ''], ['Isabelle', ''], ['Sylvie', ''], ['Samia', ''], ['Émilie', ''], ['Christine', ''], ['Aminata', ''], ['Camille', ''], ['Ana', ''], ['Catherine', ''], ['Véronique', ''], ['Karima', '']],
    s: ['Martin', 'Bernard', 'Dubois', 'Petit', 'Durand', 'Leroy', 'Roux', 'Fournier', 'Bouzid', 'Lambert', 'Fontaine', 'Da Silva', 'Rousseau', 'Traoré', 'Morel', 'Garnier'],
  },
  NL: {
    m: [['Johannes', 'Hans'], ['Hendrik', 'Henk'], ['Willem', 'Wim'], ['Mustafa', ''], ['Sander', ''], ['Marco', ''], ['Ricardo', ''], ['Jeroen', ''], ['Gijs', ''], ['Franciscus', 'Frank'], ['Tim', ''], ['Dirk', '']],
    f: [['Maria', 'Mieke'], ['Cornelia', 'Corrie'], ['Hendrika', 'Riek'], ['Hatice', ''], ['Linda', ''], ['Sharon', ''], ['Femke', ''], ['Anouk', ''], ['Jacoba', 'Coby'], ['Astrid', ''], ['Naomi', ''], ['Wilma', '']],
    s: ['Jansen', 'de Jong', 'van Dijk', 'Janssen', 'de Boer', 'Dekker', 'van der Meer', 'Brouwer', 'Yıldırım', 'Hoekstra', 'Kramer', 'van Beek', 'Koster', 'Sardjoe', 'Willems', 'Schouten'],
  },
  ES: {
    m: [['Juan Carlos', ''], ['Francisco', 'Paco'], ['José', 'Pepe'], ['Javier', 'Javi'], ['Xosé Manuel', ''], ['Pedro', ''], ['Fernando', 'Nando'], ['Daniel', 'Dani'], ['Enrique', 'Quique'], ['Álvaro', ''], ['Jesús', 'Chus'], ['Ramón', '']],
    f: [['Ana Belén', ''], ['Rosario', 'Charo'], ['Mercedes', 'Merche'], ['Cristina', ''], ['Uxía', ''], ['Encarnación', 'Encarna'], ['Francisca', 'Paqui'], ['Marta', ''], ['Rocío', ''], ['Nuria', ''], ['Teresa', 'Tere'], ['Silvia', '']],
    s: ['González', 'Rodríguez', 'Hernández', 'Díaz', 'Muñoz', 'Castro', 'Otero', 'Vázquez', 'Ramos', 'Gil', 'Serrano', 'Blanco', 'Molina', 'Ortega', 'Delgado', 'Rubio'],
  },
  PL: {
    m: [['Adam', ''], ['Marek', ''], ['Stanisław', 'Staszek'], ['Rafał', ''], ['Dariusz', 'Darek'], ['Sławomir', 'Sławek'], ['Kamil', ''], ['Janusz', ''], ['Mateusz', ''], ['Artur', ''], ['Bartosz', 'Bartek'], ['Henryk', '']],
    f: [['Anna', 'Ania'], ['Maria', 'Marysia'], ['Krystyna', ''], ['Teresa', ''], ['Renata', ''], ['Iwona', ''], ['Justyna', ''], ['Marta', ''], ['Danuta', ''], ['Sylwia', ''], ['Natalia', ''], ['Halina', '']],
    s: ['Kowalski', 'Jankowski', 'Wojciechowski', 'Kwiatkowski', 'Kaczmarek', 'Michalski', 'Nowakowski', 'Adamczyk', 'Dudek', 'Zając', 'Wieczorek', 'Jabłoński', 'Król', 'Majewski', 'Olszewski', 'Stępień'],
  },
};

/** Polish -ski / -cki surnames take -ska / -cka for a woman. */
function gendered22(s: string, sex: Sex22, k: Country22): string {
  if (k !== 'PL') return s;
  const base = s.replace(/(sk|ck)a$/, '$1i');
  return sex === 'F' ? base.replace(/(sk|ck)i$/, '$1a') : base;
}

const EU22: readonly Country22[] = ['DE', 'FR', 'NL', 'ES', 'PL'];
export function country22(c: Ctx, j: Jurisdiction): Country22 {
  return j === 'EU' ? c.pick(EU22) : j;
}

const PHONE22: Record<Country22, { cc: string; starts: readonly string[]; len: number }> = {
  NG: { cc: '234', starts: ['802', '807', '810', '814', '701', '708', '809', '817', '903', '906', '915'], len: 10 },
  KE: { cc: '254', starts: ['722', '723', '728', '729', '711', '712', '110', '740', '768', '791'], len: 9 },
  GH: { cc: '233', starts: ['24', '54', '55', '27', '57', '20', '50', '23'], len: 9 },
  ZA: { cc: '27', starts: ['72', '76', '78', '81', '61', '63', '65', '68', '74', '83'], len: 9 },
  GB: { cc: '44', starts: ['7712', '7790', '7808', '7947', '7415', '7572', '7393', '7507'], len: 10 },
  DE: { cc: '49', starts: ['152', '155', '160', '171', '173', '175', '177', '178'], len: 11 },
  FR: { cc: '33', starts: ['6', '7'], len: 9 },
  NL: { cc: '31', starts: ['6'], len: 9 },
  ES: { cc: '34', starts: ['6', '7'], len: 9 },
  PL: { cc: '48', starts: ['50', '51', '53', '57', '60', '66', '69', '79', '88'], len: 9 },
};

function newPhone22(c: Ctx, k: Country22): string {
  const p = PHONE22[k];
  const start = c.pick(p.starts);
  let rest = '';
  while (start.length + rest.length < p.len) rest += String(c.int(0, 9));
  return p.cc + start + rest;
}

const PHONE_FORMS22: readonly PhoneForm19[] = ['national', 'national', 'national-spaced', 'intl', 'intl-spaced', 'bare'];
const anyPhone22 = (c: Ctx, full: string, k: Country22) => phone19(full, k, c.pick(PHONE_FORMS22));

const two = (n: number) => String(n).padStart(2, '0');
/** A date in a form the country's clerks write; never month first with digits. */
function anyDate22(c: Ctx, t: Ymd, k: Country22): string {
  if (k === 'DE' || k === 'PL') return date19(t, c.pick(['dd.mm.yyyy', 'dd.mm.yyyy', 'iso'] as const));
  if (k === 'NL') return date19(t, c.pick(['dd-mm-yyyy', 'dd-mm-yyyy', 'iso'] as const));
  if (k === 'ES' || k === 'FR') return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'iso'] as const));
  if (k === 'ZA') return date19(t, c.pick(['yyyy/mm/dd', 'iso', 'dd/mm/yyyy', 'd Mon yyyy'] as const));
  if (k === 'GB') return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'd Mon yyyy', 'DD-MON-YYYY'] as const));
  return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'DD-MON-YYYY', 'd Mon yyyy', 'dd-mm-yyyy'] as const));
}
/** The DICOM date: yyyymmdd, no separators. */
const dicomDate22 = (t: Ymd) => `${t.y}${two(t.m)}${two(t.d)}`;
/** The day `days` after `t`. */
function after22(t: Ymd, days: number): Ymd {
  const d = new Date(Date.UTC(t.y, t.m - 1, t.d + days));
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() };
}
/** A recent working date (a record's own date, not a birth). */
function workDay22(c: Ctx): Ymd {
  return { y: c.int(2023, 2025), m: c.int(1, 12), d: c.int(1, 28) };
}

function dob22(c: Ctx, from: number, to: number): Ymd {
  const y = c.int(from, to);
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, new Date(Date.UTC(y, m, 0)).getUTCDate()) };
}

export function newPerson22(c: Ctx, k: Country22, from = 1960, to = 2003, sex?: Sex22): Person22 {
  const s: Sex22 = sex ?? (c.chance(0.5) ? 'M' : 'F');
  const L = NAMES22[k];
  const [given, short] = c.pick(s === 'M' ? L.m : L.f);
  const mid = k === 'ES' || c.chance(0.55) ? '' : c.pick(s === 'M' ? L.m : L.f)[0];
  const surname = gendered22(c.pick(L.s), s, k);
  const surname2 = k === 'ES' ? c.pick(L.s.filter((x) => x !== surname)) : '';
  return { country: k, sex: s, given, short, middle: mid === given ? '' : mid, surname, surname2, dob: dob22(c, from, to), phone: newPhone22(c, k) };
}

/**
 * A relative of `p`: the family surname, an own given name unless `sameGiven`. In Spain a sibling keeps both surnames,
 * a father's child takes his first surname first, a mother's child takes hers second.
 */
function kin22(c: Ctx, p: Person22, from: number, to: number, sex?: Sex22, sameGiven = false, rel: 'child' | 'sibling' = 'child'): Person22 {
  let r = newPerson22(c, p.country, from, to, sex);
  for (let i = 0; i < 10 && !sameGiven && r.given === p.given; i++) r = newPerson22(c, p.country, from, to, sex);
  if (sameGiven) r = { ...r, given: p.given, short: p.short };
  if (p.country === 'ES') {
    if (rel === 'sibling') return { ...r, surname: p.surname, surname2: p.surname2 };
    return p.sex === 'M' ? { ...r, surname: p.surname } : { ...r, surname: r.surname === p.surname ? c.pick(NAMES22.ES.s.filter((x) => x !== p.surname)) : r.surname, surname2: p.surname };
  }
  return { ...r, surname: gendered22(p.surname, r.sex, p.country), surname2: '' };
}

const sur22 = (p: Person22) => (p.surname2 ? `${p.surname} ${p.surname2}` : p.surname);
const givens22 = (p: Person22) => (p.middle ? `${p.given} ${p.middle}` : p.given);
const called22 = (c: Ctx, p: Person22) => (p.short && c.chance(0.5) ? p.short : p.given);
const initials22 = (p: Person22) => givens22(p).split(/[ -]/).map((w) => `${w[0]}.`).join('');

/** The name as a second clerk writes it. */
function writtenName22(c: Ctx, p: Person22): string {
  const f = c.int(0, 8);
  if (f === 0) return `${givens22(p)} ${sur22(p)}`;
  if (f === 1) return `${sur22(p).toUpperCase()} ${givens22(p)}`;
  if (f === 2) return `${initials22(p)} ${sur22(p)}`;
  if (f === 3) return `${called22(c, p)} ${sur22(p)}`;
  if (f === 4) return `${sur22(p)}, ${givens22(p)}`;
  if (f === 5) return `${slip19(c, p.given)} ${sur22(p)}`;
  if (f === 6) return `${p.given} ${slip19(c, p.surname)}${p.surname2 ? ` ${p.surname2}` : ''}`;
  if (f === 7) return `${p.given} ${p.surname}`;
  return `${givens22(p)} ${sur22(p)}`.toUpperCase();
}

function rec(entries: readonly (readonly [string, string | undefined | false])[]): PersonRecord {
  const out: PersonRecord = {};
  for (const [k, v] of entries) if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim();
  return out;
}

/** A number keyed a second time: spaced as the card prints it, or re-keyed. */
function again22(c: Ctx, k: Country22, no: string): string {
  if (k === 'GB' && /^[A-Z]{2}\d{6}[A-D]$/.test(no) && c.chance(0.5)) return no.replace(/^(..)(..)(..)(..)(.)$/, '$1 $2 $3 $4 $5');
  if (k === 'FR' && /^\d{15}$/.test(no) && c.chance(0.5)) return no.replace(/^(.)(..)(..)(..)(...)(...)(..)$/, '$1 $2 $3 $4 $5 $6 $7');
  return c.chance(0.4) ? rekey19(no, c) : no;
}

/** The national number a source asks for, under the key that source writes. */
function nat22(c: Ctx, p: Person22): { key: string; no: string } {
  switch (p.country) {
    case 'NG':
      return { key: natK(c.pick(['NIN', 'NIN No.', 'National Identification No.'])), no: c.digits(11) };
    case 'KE':
      return { key: natK(c.pick(['ID No.', 'ID/No', 'National ID'])), no: String(c.int(10000000, 39999999)) };
    case 'GH':
      return { key: natK(c.pick(['Ghana Card No.', 'Ghana Card PIN', 'NIA No'])), no: `GHA-${c.digits(9)}-${c.int(0, 9)}` };
    case 'ZA':
      return { key: natK(c.pick(['ID Number', 'SA ID No', 'Identity No.'])), no: zaId19(c, p) };
    case 'GB':
      return { key: natK(c.pick(['NI No', 'National Insurance No.'])), no: nino19(c) };
    case 'DE':
      return { key: natK(c.pick(['Ausweis-Nr.', 'Personalausweisnummer'])), no: `${c.letters(1, 'CFGHJKLMNPRTVWXYZ')}${c.letters(8, 'CFGHJKLMNPRTVWXYZ0123456789')}` };
    case 'FR':
      return { key: natK(c.pick(['N° de sécurité sociale', 'NIR'])), no: nir19(c, p) };
    case 'NL':
      return { key: natK(c.pick(['BSN', 'Burgerservicenummer'])), no: bsn19(c) };
    case 'ES':
      return { key: natK(c.pick(['DNI', 'DNI/NIE', 'NIF'])), no: dni19(c) };
    case 'PL':
      return { key: natK('PESEL'), no: pesel19(c, p) };
  }
}

const TOWNS22: Record<Country22, readonly string[]> = {
  NG: ['Abeokuta', 'Owerri', 'Makurdi', 'Benin City', 'Calabar', 'Ilorin', 'Onitsha', 'Zaria'],
  KE: ['Nakuru', 'Eldoret', 'Kakamega', 'Meru', 'Kisii', 'Malindi', 'Embu', 'Homa Bay'],
  GH: ['Cape Coast', 'Tamale', 'Ho', 'Techiman', 'Obuasi', 'Nkawkaw', 'Tema', 'Wa'],
  ZA: ['Bloemfontein', 'Mthatha', 'Thohoyandou', 'Kimberley', 'Upington', 'Newcastle', 'Mbombela', 'Stellenbosch'],
  GB: ['Coventry', 'Wrexham', 'Dundee', 'Sunderland', 'Leicester', 'Belfast', 'Norwich', 'Wolverhampton'],
  DE: ['Kassel', 'Chemnitz', 'Osnabrück', 'Erfurt', 'Paderborn', 'Kiel', 'Regensburg', 'Saarbrücken'],
  FR: ['Amiens', 'Perpignan', 'Besançon', 'Poitiers', 'Rouen', 'Metz', 'Tourcoing', 'Angers'],
  NL: ['Arnhem', 'Den Bosch', 'Apeldoorn', 'Haarlem', 'Groningen', 'Maastricht', 'Lelystad', 'Schiedam'],
  ES: ['Badajoz', 'Lugo', 'Almería', 'Logroño', 'Salamanca', 'Castellón', 'Cádiz', 'Pamplona'],
  PL: ['Lublin', 'Białystok', 'Radom', 'Toruń', 'Tarnów', 'Gorzów Wielkopolski', 'Legnica', 'Elbląg'],
};

function address22(c: Ctx, k: Country22): string {
  const n = c.int(1, 180);
  const town = c.pick(TOWNS22[k]);
  switch (k) {
    case 'NG':
      return `${n}, ${c.pick(['Adeola Street', 'Obafemi Awolowo Road', 'Nnamdi Azikiwe Str.', 'Old Aba Road', 'Ikot Ekpene Rd', 'Bank Road'])}, ${town}`;
    case 'KE':
      return `${c.pick(['P.O. Box', 'Box'])} ${c.int(100, 9999)}-${c.int(10, 90)}00, ${town}`;
    case 'GH':
      return `${c.letters(2, 'ABCDEGKMT')}-${c.int(100, 999)}-${c.int(1000, 9999)}, ${town}`;
    case 'ZA':
      return `${n} ${c.pick(['Jan Smuts Ave', 'Beyers Naude Dr', 'Govan Mbeki Rd', 'Kerk Street', 'Long Street'])}, ${town}`;
    case 'GB':
      return `${n} ${c.pick(['Park Road', 'Albert Street', 'The Crescent', 'Manor Way', 'Kings Avenue'])}, ${town}`;
    case 'DE':
      return `${c.pick(['Goethestraße', 'Am Rathaus', 'Feldweg', 'Birkenweg', 'Marktplatz'])} ${n}, ${town}`;
    case 'FR':
      return `${n} ${c.pick(['rue Pasteur', 'boulevard Gambetta', 'allée des Tilleuls', 'rue du Moulin', 'impasse des Lilas'])}, ${town}`;
    case 'NL':
      return `${c.pick(['Julianastraat', 'Beatrixlaan', 'Schoolstraat', 'Prinses Irenestraat', 'Nieuweweg'])} ${n}, ${town}`;
    case 'ES':
      return `${c.pick(['C/ San Roque', 'Avda. de la Constitución', 'C/ Nueva', 'Plaza de España', 'C/ del Sol'])} ${n}, ${town}`;
    case 'PL':
      return `ul. ${c.pick(['Słowackiego', 'Piłsudskiego', 'Ogrodowa', 'Szkolna', 'Lipowa'])} ${n}, ${town}`;
  }
}

// ---------------------------------------------------------------- kind 1 / 5: party membership and agent accreditation

interface Member22 {
  p: Person22;
  party: string;
  memberNo: string;
  /** The voter card / elector number where the country has one a party keeps (NG, GH, GB, FR). */
  card: { key: string; key2: string; no: string } | undefined;
  nat: { key: string; no: string };
  ward: string;
  addr: string;
}

const PARTIES22: Record<Country22, readonly string[]> = {
  NG: ['APC', 'PDP', 'LP', 'NNPP', 'APGA'],
  KE: ['ODM', 'UDA', 'Jubilee', 'Wiper', 'ANC'],
  GH: ['NPP', 'NDC', 'CPP', 'PNC'],
  ZA: ['ANC', 'DA', 'EFF', 'IFP', 'MK', 'ActionSA'],
  GB: ['Labour', 'Conservative', 'Liberal Democrats', 'Green Party', 'Plaid Cymru', 'SNP'],
  DE: ['SPD', 'CDU', 'GRÜNE', 'FDP', 'Die Linke'],
  FR: ['PS', 'LR', 'Renaissance', 'LFI', 'EELV'],
  NL: ['PvdA', 'VVD', 'CDA', 'D66', 'GroenLinks', 'SP'],
  ES: ['PSOE', 'PP', 'Sumar', 'BNG', 'Vox'],
  PL: ['KO', 'PiS', 'PSL', 'Lewica', 'Polska 2050'],
};

const WARDS22: Record<Country22, readonly string[]> = {
  NG: ['Ward 04 Ibara', 'Ward 07 Ikenegbu', 'Ward 11 Wadata', 'Ward 02 Uselu', 'Ward 09 Big Qua', 'Ward 05 Adewole'],
  KE: ['Kivumbini Ward', 'Kapsoya Ward', 'Shieywe Ward', 'Municipality Ward, Meru', 'Nyanchwa Ward', 'Shella Ward'],
  GH: ['Abura Ward', 'Choggu Electoral Area', 'Ho Central', 'Tuobodom Electoral Area', 'Sansu Electoral Area', 'Community 4'],
  ZA: ['Ward 17, Mangaung', 'Ward 03, KSD', 'Ward 21, Thulamela', 'Ward 08, Sol Plaatje', 'Ward 12, Dawid Kruiper', 'Ward 26, Newcastle'],
  GB: ['Foleshill', 'Offa', 'Lochee', 'Hendon', 'Belgrave', 'Botanic'],
  DE: ['OV Kassel-Nord', 'OV Chemnitz-Mitte', 'OV Osnabrück-Schinkel', 'OV Erfurt-Ost', 'OV Paderborn-Elsen'],
  FR: ['Section Amiens-Nord', 'Section Perpignan-Centre', 'Section Besançon-Planoise', 'Section Rouen-Rive-Gauche'],
  NL: ['Afdeling Arnhem', 'Afdeling Den Bosch', 'Afdeling Apeldoorn', 'Afdeling Haarlem', 'Afdeling Groningen'],
  ES: ['Agrupación Badajoz-Centro', 'Agrupación Lugo', 'Agrupación Almería-Oeste', 'Agrupación Logroño'],
  PL: ['Koło Lublin-Czuby', 'Koło Białystok-Centrum', 'Koło Radom-Ustronie', 'Koło Toruń-Bielany'],
};

function memberNo22(c: Ctx, k: Country22, party: string): string {
  switch (k) {
    case 'NG':
      return `${party}/${c.pick(['OG', 'IM', 'BN', 'ED', 'CR', 'KW'])}/${c.pick(['ABN', 'OWW', 'MKD', 'ORD', 'CAL', 'ILW'])}/${c.digits(6)}`;
    case 'KE':
      return `${party.toUpperCase()}-${c.digits(7)}`;
    case 'GH':
      return `${party}/${c.pick(['CR', 'NR', 'VR', 'BE', 'AR'])}/${c.digits(5)}`;
    case 'ZA':
      return `${party === 'ANC' ? 'ANC' : party.slice(0, 2).toUpperCase()}${c.digits(8)}`;
    case 'GB':
      return `${c.pick(['L', 'A', 'M'])}${c.digits(7)}`;
    case 'DE':
      return c.digits(7);
    case 'FR':
      return `${c.digits(4)}-${c.digits(5)}`;
    case 'NL':
      return c.digits(6);
    case 'ES':
      return c.digits(8);
    case 'PL':
      return `${c.int(1000, 99999)}`;
  }
}

/** The Nigerian voter identification number: nineteen characters, digits and capitals. */
const vin22 = (c: Ctx) => `${c.digits(2)}${c.letters(1, 'ABCDEF')}${c.digits(1)}${c.letters(1, 'ABCDEF')}${c.digits(1)}${c.letters(2, 'ABCDEF0123456789')}${c.digits(11)}`;

function newMember22(c: Ctx, p: Person22, party?: string, ward?: string, addr?: string): Member22 {
  const k = p.country;
  const pty = party ?? c.pick(PARTIES22[k]);
  let card: Member22['card'];
  if (k === 'NG') card = { key: cardK('VIN'), key2: cardK('PVC No.'), no: vin22(c) };
  else if (k === 'GH') card = { key: cardK('Voter ID No'), key2: cardK('Voter ID'), no: c.digits(10) };
  else if (k === 'GB') card = { key: cardK('Elector No'), key2: cardK('Electoral Number'), no: `${c.letters(2, 'ABCDEFGHKLMNPRSTW')}${c.int(1, 9)}-${c.int(1, 2999)}` };
  else if (k === 'FR') card = { key: cardK('N° national d’électeur'), key2: cardK('NNE'), no: c.digits(9) };
  return { p, party: pty, memberNo: memberNo22(c, k, pty), card, nat: nat22(c, p), ward: ward ?? c.pick(WARDS22[k]), addr: addr ?? address22(c, k) };
}

/** The party's membership register (its own columns). */
function membership22(c: Ctx, m: Member22): PersonRecord {
  const { p } = m;
  const k = p.country;
  const dob = anyDate22(c, p.dob, k);
  const ph = anyPhone22(c, p.phone, k);
  const no: [string, string] = [own(k === 'DE' ? 'Mitgliedsnr.' : k === 'FR' ? 'N° adhérent' : k === 'NL' ? 'Lidnummer' : k === 'ES' ? 'Nº afiliado' : k === 'PL' ? 'Nr legitymacji' : 'Membership No'), m.memberNo];
  const card: [string, string | false] = m.card ? [m.card.key, m.card.no] : ['', false];
  const since = String(c.int(1995, 2024));
  switch (k) {
    case 'NG':
      return rec([no, ['SURNAME', p.surname.toUpperCase()], ['OTHER NAMES', givens22(p).toUpperCase()], ['GENDER', p.sex], [bornK('DATE OF BIRTH'), dob], ['WARD', m.ward.toUpperCase()], card, [tel('PHONE NO'), ph], ['DATE REGISTERED', anyDate22(c, workDay22(c), k)]]);
    case 'KE':
      return rec([no, ['Full Name', `${givens22(p)} ${p.surname}`], [m.nat.key, m.nat.no], [tel('Mobile No.'), ph], ['County Assembly Ward', m.ward], ['Gender', p.sex === 'M' ? 'Male' : 'Female'], ['Year of Birth', String(p.dob.y)]]);
    case 'GH':
      return rec([no, ['Name', `${p.surname.toUpperCase()}, ${givens22(p)}`], card, [tel('Phone'), ph], ['Polling Station / Electoral Area', m.ward], ['Constituency', `${c.pick(TOWNS22.GH)} ${c.pick(['Central', 'North', 'South', 'East'])}`], ['Date Joined', since]]);
    case 'ZA':
      return rec([no, ['Surname', p.surname], ['First Names', givens22(p)], [m.nat.key, m.nat.no], [tel('Cell No'), ph], ['Branch', m.ward], ['Membership Status', c.pick(['Good standing', 'In arrears', 'Good standing'])]]);
    case 'GB':
      return rec([no, ['First name', p.given], ['Last name', p.surname], ['Address', m.addr], card, [tel('Mobile'), ph], ['Branch/CLP', m.ward], ['Joined', since], ['Status', c.pick(['Active', 'Active', 'Lapsed'])]]);
    case 'DE':
      return rec([no, ['Name', p.surname], ['Vorname', givens22(p)], [bornK('Geburtsdatum'), dob], ['Ortsverein', m.ward], ['Straße, PLZ Ort', m.addr], [tel('Mobil'), ph], ['Eintritt', since]]);
    case 'FR':
      return rec([no, ['NOM', p.surname.toUpperCase()], ['Prénom(s)', givens22(p)], [bornK('Né(e) le'), dob], card, ['Section', m.ward], ['Adresse', m.addr], [tel('Portable'), ph], ['Cotisation à jour', c.pick(['oui', 'non'])]]);
    case 'NL':
      return rec([no, ['Achternaam', p.surname], ['Voorletters', initials22(p).replace(/ /g, '')], ['Roepnaam', called22(c, p)], [bornK('Geboortedatum'), dob], ['Afdeling', m.ward], ['Adres', m.addr], [tel('Telefoon'), ph], ['Lid sinds', since]]);
    case 'ES':
      return rec([no, ['Nombre', p.given], ['Primer apellido', p.surname], ['Segundo apellido', p.surname2], [m.nat.key, m.nat.no], [bornK('Fecha de nacimiento'), dob], ['Agrupación', m.ward], [tel('Móvil'), ph], ['Fecha de alta', since]]);
    case 'PL':
      return rec([no, ['Nazwisko', p.surname], ['Imię', p.given], ['Drugie imię', p.middle], [m.nat.key, m.nat.no], [tel('Telefon'), ph], ['Koło', m.ward], ['Data wstąpienia', since]]);
  }
}

/** The election body's accreditation list of polling agents (or polling-station members / scrutineers). */
function accreditation22(c: Ctx, m: Member22): PersonRecord {
  const { p } = m;
  const k = p.country;
  const nm = writtenName22(c, p);
  const ph = anyPhone22(c, p.phone, k);
  const card: [string, string | false] = m.card ? [m.card.key2, again22(c, k, m.card.no)] : ['', false];
  const nat: [string, string] = [m.nat.key, again22(c, k, m.nat.no)];
  const tag = `${c.letters(2, 'ABCDEFGHKMNPRSTW')}${c.digits(5)}`;
  switch (k) {
    case 'NG':
      return rec([['S/N', String(c.int(1, 40))], ['NAME OF AGENT', nm.toUpperCase()], ['PARTY', m.party], ['POLLING UNIT', `${c.int(1, 30).toString().padStart(3, '0')} - ${c.pick(['Open Space Opp. Mosque', 'LGEA Pry Sch I', 'Town Hall', 'Front of Chief Compound'])}`], card, [tel('PHONE NUMBER'), ph], ['TAG NO', tag]]);
    case 'KE':
      return rec([['Agent Name', nm], nat, ['Party', m.party], ['Polling Station', `${c.pick(['Kivumbini Pri. Sch.', 'Moi Girls', 'Shieywe Social Hall', 'Nyanchwa DEB'])} Stream ${c.int(1, 4)}`], [tel('Tel No'), ph], ['Oath Signed', c.pick(['Yes', 'Y'])]]);
    case 'GH':
      return rec([['Name of Agent', nm], card, ['Party', m.party], ['Polling Station Code', `${c.letters(1, 'ABCDEFGHKLM')}${c.digits(6)}${c.letters(1, 'ABCD')}`], [tel('Contact'), ph]]);
    case 'ZA':
      return rec([['Party Agent', nm], nat, ['Party', m.party], ['Voting District', String(c.int(10000000, 99999999))], [tel('Contact No'), ph], ['Form', c.pick(['AGT1', 'AGT2'])]]);
    case 'GB':
      return rec([['Name of polling agent', nm], ['Address', m.addr], card, ['Appointed by (candidate/agent)', `${c.pick(['Cllr', 'Mr', 'Ms'])} ${c.pick(NAMES22.GB.s)}`], ['Party', m.party], ['Polling station(s)', `${m.ward} ${c.pick(['Community Centre', 'Methodist Hall', 'Primary School'])}`], [tel('Tel'), c.chance(0.5) ? ph : false]]);
    case 'DE':
      return rec([['Funktion', c.pick(['Beisitzer/in', 'Schriftführer/in', 'stellv. Wahlvorsteher/in'])], ['Name, Vorname', `${p.surname}, ${givens22(p)}`], [bornK('Geb.'), anyDate22(c, p.dob, k)], ['Wahlbezirk', `${c.int(101, 640)}`], ['vorgeschlagen von', m.party], [tel('Telefon'), c.chance(0.5) ? ph : false]]);
    case 'FR':
      return rec([['Qualité', c.pick(['Assesseur titulaire', 'Assesseur suppléant', 'Délégué'])], ['Nom et prénom', nm], [bornK('Date de naissance'), anyDate22(c, p.dob, k)], card, ['Bureau de vote n°', String(c.int(1, 60))], ['Désigné par', m.party], [tel('Téléphone'), c.chance(0.5) ? ph : false]]);
    case 'NL':
      return rec([['Stembureau', `SB ${c.int(1, 80)} – ${c.pick(['Wijkcentrum', 'Basisschool De Regenboog', 'Gemeentehuis', 'Sporthal'])}`], ['Functie', c.pick(['Lid', 'Voorzitter', 'Plv. voorzitter'])], ['Naam', `${initials22(p).replace(/ /g, '')} ${p.surname}`], [bornK('Geb.datum'), anyDate22(c, p.dob, k)], [tel('Mobiel'), c.chance(0.5) ? ph : false], ['Voorgedragen door', m.party]]);
    case 'ES':
      return rec([['Condición', c.pick(['Interventor/a', 'Apoderado/a'])], ['Apellidos y nombre', `${sur22(p)}, ${p.given}`], nat, ['Mesa', `${c.int(1, 30)}-${c.pick(['A', 'B', 'U'])}`], ['Candidatura', m.party], [tel('Teléfono'), c.chance(0.5) ? ph : false]]);
    case 'PL':
      return rec([['Funkcja', 'mąż zaufania'], ['Imię i nazwisko', `${p.given} ${p.surname}`], nat, ['Obwodowa komisja nr', String(c.int(1, 120))], ['Komitet wyborczy', `KW ${m.party}`], [tel('Telefon'), c.chance(0.5) ? ph : false]]);
  }
}

const sameParty: Kind22 = {
  kind: 'same_party_membership_register_vs_polling_agent_accreditation',
  label: 'same',
  pairs: PAIRS22,
  make(c, j) {
    const k = country22(c, j);
    const m = newMember22(c, newPerson22(c, k, 1955, 2005));
    return { a: membership22(c, m), b: accreditation22(c, m) };
  },
};

const diffParty: Kind22 = {
  kind: 'diff_party_agents_parent_child_one_ward',
  label: 'different',
  pairs: PAIRS22,
  make(c, j) {
    const k = country22(c, j);
    const parent = newPerson22(c, k, 1950, 1980);
    const y = Math.min(parent.dob.y + c.int(18, 40), 2005);
    // The child: the family surname; a son at times carries his father's given name (no Jnr written on either list).
    const child = kin22(c, parent, y, y, undefined, parent.sex === 'M' && c.chance(0.3));
    const mp = newMember22(c, parent);
    const mc = newMember22(c, child, mp.party, mp.ward, mp.addr);
    // Either the parent's membership against the child's accreditation, or the other way round.
    return c.chance(0.5) ? { a: membership22(c, mp), b: accreditation22(c, mc) } : { a: membership22(c, mc), b: accreditation22(c, mp) };
  },
};

// ---------------------------------------------------------------- kind 2 / 6: community sentence and unpaid work

interface Offender22 {
  p: Person22;
  caseNo: string;
  court: string;
  nat: { key: string; no: string } | undefined;
  addr: string;
  hours: number;
  /** The day the order was made; the placement's days follow it. */
  made: Ymd;
}

const COURTS22: Record<Country22, readonly string[]> = {
  NG: ['Chief Magistrate Court, Iyaganku', 'Magistrate Court 3, Owerri', 'Chief Magistrate Court, Wuse Zone 2', 'Magistrate Court, Ogba'],
  KE: ['Milimani Law Courts', 'Kibera Law Courts', 'Nakuru Chief Magistrate’s Court', 'Eldoret Law Courts'],
  GH: ['Circuit Court, Cape Coast', 'District Court, Tema', 'Circuit Court 2, Kaneshie', 'District Magistrate Court, Ho'],
  ZA: ['Bloemfontein Magistrate’s Court', 'Mthatha Regional Court', 'Thohoyandou Magistrate’s Court', 'Kimberley Magistrate’s Court'],
  GB: ['Coventry Magistrates’ Court', 'Wrexham Magistrates’ Court', 'Dundee Sheriff Court', 'Leicester Crown Court'],
  DE: ['Amtsgericht Kassel', 'Amtsgericht Chemnitz', 'Amtsgericht Osnabrück', 'Amtsgericht Erfurt'],
  FR: ['Tribunal judiciaire d’Amiens', 'Tribunal judiciaire de Perpignan', 'Tribunal judiciaire de Rouen', 'Tribunal judiciaire de Metz'],
  NL: ['Rechtbank Gelderland', 'Rechtbank Oost-Brabant', 'Rechtbank Noord-Holland', 'Rechtbank Noord-Nederland'],
  ES: ['Juzgado de lo Penal nº 2 de Badajoz', 'Juzgado de lo Penal nº 1 de Lugo', 'Juzgado de lo Penal nº 3 de Almería', 'Juzgado de lo Penal nº 1 de Logroño'],
  PL: ['Sąd Rejonowy Lublin-Zachód', 'Sąd Rejonowy w Białymstoku', 'Sąd Rejonowy w Radomiu', 'Sąd Rejonowy w Toruniu'],
};

function caseNo22(c: Ctx, k: Country22): string {
  const yy = c.int(22, 25);
  switch (k) {
    case 'NG':
      return `${c.pick(['MIK', 'MOW', 'CMW', 'MOG'])}/${c.int(10, 999)}${c.pick(['c', 'C', ''])}/20${yy}`;
    case 'KE':
      return `CR ${c.int(100, 4999)}/20${yy}`;
    case 'GH':
      return `${c.pick(['D2', 'D6', 'B3'])}/${c.int(10, 899)}/${yy}`;
    case 'ZA':
      return `${c.pick(['A', 'B', 'RC', 'SH'])}${c.int(10, 1999)}/20${yy}`;
    case 'GB':
      return `${c.letters(1, 'ABCDEFGHJKLMNPRSTX')}${c.digits(6)}`;
    case 'DE':
      return `${c.int(100, 999)} Js ${c.int(1000, 99999)}/${yy}`;
    case 'FR':
      return `${yy}${c.digits(3)}${c.digits(6)}`;
    case 'NL':
      return `${c.pick(['05', '01', '15', '18'])}/${c.digits(6)}-${yy}`;
    case 'ES':
      return `${c.int(10, 999)}/20${yy}`;
    case 'PL':
      return `${c.pick(['II K', 'III K', 'VI K', 'IX W'])} ${c.int(10, 2999)}/${yy}`;
  }
}
const CASE_KEY22: Record<Country22, [string, string]> = {
  NG: ['Charge No.', 'Case No'],
  KE: ['Criminal Case No.', 'CR No'],
  GH: ['Suit No.', 'Case No.'],
  ZA: ['Case Number', 'Case No'],
  GB: ['CRN', 'nDelius CRN'],
  DE: ['Aktenzeichen', 'Az.'],
  FR: ['N° parquet', 'N° de procédure'],
  NL: ['Parketnummer', 'Parketnr.'],
  ES: ['Nº ejecutoria', 'Ejecutoria'],
  PL: ['Sygnatura akt', 'Sygn. akt'],
};
for (const ks of Object.values(CASE_KEY22)) for (const x of ks) own(x);

function newOffender22(c: Ctx, p: Person22, court?: string): Offender22 {
  const k = p.country;
  return { p, caseNo: caseNo22(c, k), court: court ?? c.pick(COURTS22[k]), nat: c.chance(0.6) ? nat22(c, p) : undefined, addr: address22(c, k), hours: c.pick([40, 60, 80, 100, 120, 150, 200, 240]), made: workDay22(c) };
}

/** The court's or probation service's order record. */
function order22(c: Ctx, o: Offender22): PersonRecord {
  const { p } = o;
  const k = p.country;
  const dob = anyDate22(c, p.dob, k);
  const ck: [string, string] = [CASE_KEY22[k][0], o.caseNo];
  const nat: [string, string | false] = o.nat ? [o.nat.key, o.nat.no] : ['', false];
  const ph: [string, string | false] = [tel(k === 'DE' ? 'Tel.' : k === 'FR' ? 'Téléphone' : k === 'NL' ? 'Telefoonnummer' : k === 'ES' ? 'Teléfono' : k === 'PL' ? 'Tel.' : 'Phone'), c.chance(0.6) ? anyPhone22(c, p.phone, k) : false];
  const made = anyDate22(c, o.made, k);
  switch (k) {
    case 'NG':
      return rec([ck, ['Court', o.court], ['Name of Convict', `${p.surname.toUpperCase()} ${givens22(p)}`], [bornK('Date of Birth'), c.chance(0.6) ? dob : false], ['Age', String(2024 - p.dob.y)], nat, ['Address', o.addr], ['Sentence', `Community Service – ${o.hours} hrs`], ['Date of Order', made], ph]);
    case 'KE':
      return rec([ck, ['Court', o.court], ['Name of Offender', `${givens22(p)} ${p.surname}`], nat, [bornK('D.O.B'), dob], ['Residence', o.addr], ['Order', `CSO ${o.hours} hours`], ['Date', made], ['Probation Officer', `${c.pick(['Mr', 'Ms', 'Mrs'])} ${c.pick(NAMES22.KE.s)}`], ph]);
    case 'GH':
      return rec([ck, ['Court', o.court], ['Accused/Convict', `${givens22(p)} ${p.surname}`], [bornK('Date of Birth'), dob], nat, ['Residential Address', o.addr], ['Non-custodial sentence', `Community service, ${o.hours} hours`], ['Date of Sentence', made], ph]);
    case 'ZA':
      return rec([ck, ['Court', o.court], ['Surname', p.surname], ['Full Names', givens22(p)], nat, [bornK('Date of Birth'), dob], ['Sentence', `Correctional supervision, ${o.hours} hours community service (s276(1)(h))`], ['Address', o.addr], ph]);
    case 'GB':
      return rec([ck, ['PNC ID', `${c.int(2005, 2024)}/${c.digits(7)}${c.letters(1)}`], ['Surname', p.surname.toUpperCase()], ['Forename(s)', givens22(p)], [bornK('DOB'), dob], ['Address', o.addr], ['Court', o.court], ['Requirement', `Unpaid Work ${o.hours} hrs`], ['Sentence date', made], ph]);
    case 'DE':
      return rec([ck, ['Gericht', o.court], ['Name', p.surname], ['Vorname(n)', givens22(p)], [bornK('geb. am'), dob], ['Wohnanschrift', o.addr], ['Auflage', `${o.hours} Stunden gemeinnützige Arbeit (§ 56b StGB)`], ['Urteil vom', made], ph]);
    case 'FR':
      return rec([ck, ['Juridiction', o.court], ['NOM', p.surname.toUpperCase()], ['Prénoms', givens22(p).replace(/ /g, ', ')], [bornK('Né(e) le'), dob], ['Domicile', o.addr], ['Peine', `TIG ${o.hours} heures`], ['Jugement du', made], ['CPIP référent', `${c.pick(['M.', 'Mme'])} ${c.pick(NAMES22.FR.s)}`], ph]);
    case 'NL':
      return rec([ck, ['Rechtbank', o.court], ['Achternaam', p.surname], ['Voornamen', givens22(p)], [bornK('Geboortedatum'), dob], nat, ['Adres', o.addr], ['Straf', `Taakstraf ${o.hours} uur (werkstraf)`], ['Vonnis d.d.', made], ph]);
    case 'ES':
      return rec([ck, ['Órgano', o.court], ['Apellidos', sur22(p)], ['Nombre', p.given], [o.nat ? o.nat.key : natK('DNI'), o.nat ? o.nat.no : dni19(c)], [bornK('Fecha de nacimiento'), dob], ['Domicilio', o.addr], ['Pena', `TBC ${o.hours} jornadas`], ph]);
    case 'PL':
      return rec([ck, ['Sąd', o.court], ['Nazwisko', p.surname], ['Imiona', givens22(p)], nat, ['Imię ojca', c.pick(NAMES22.PL.m)[0]], [bornK('Data urodzenia'), dob], ['Adres', o.addr], ['Kara', `ograniczenia wolności – ${o.hours / 20 > 1 ? Math.round(o.hours / 20) : 1} mies., ${c.pick([20, 30, 40])} godz. w miesiącu`], ph]);
  }
}

/** The placement's attendance sheet: the offender as the site supervisor writes them. */
function attendance22(c: Ctx, o: Offender22): PersonRecord {
  const { p } = o;
  const k = p.country;
  const ck: [string, string] = [CASE_KEY22[k][1], c.chance(0.35) ? rekey19(o.caseNo, c) : o.caseNo];
  const nm = writtenName22(c, p);
  const when = anyDate22(c, after22(o.made, c.int(7, 200)), k);
  const hrs = String(c.pick([3, 4, 5, 6, 7, 7.5, 8]));
  const done = String(c.int(0, o.hours));
  switch (k) {
    case 'DE':
      return rec([['Datum', when], ['Name', nm], ck, ['Einsatzstelle', c.pick(['Tafel e.V.', 'Grünflächenamt', 'Tierheim', 'Seniorenzentrum St. Anna'])], ['Std.', hrs], ['geleistet gesamt', done], ['Unterschrift', c.pick(['✓', 'ja', 'x'])]]);
    case 'FR':
      return rec([['Date', when], ['Tigiste', nm], ck, ['Structure d’accueil', c.pick(['Mairie – espaces verts', 'Restos du Cœur', 'Emmaüs', 'Centre social'])], ['Heures', hrs], ['Cumul', done], ['Émargement', c.pick(['OK', 'signé', 'x'])]]);
    case 'NL':
      return rec([['Datum', when], ['Naam werkgestrafte', nm], ck, ['Project', c.pick(['Kringloopwinkel', 'Groenvoorziening gemeente', 'Zorgboerderij', 'Voedselbank'])], ['Uren', hrs], ['Totaal gewerkt', done], ['Paraaf', c.pick(['ok', 'x'])]]);
    case 'ES':
      return rec([['Fecha', when], ['Penado/a', nm], ck, ['Entidad', c.pick(['Cruz Roja', 'Ayuntamiento – Parques y Jardines', 'Cáritas', 'Banco de Alimentos'])], ['Horas', hrs], ['Jornadas cumplidas', String(c.int(1, 60))], ['Firma', c.pick(['sí', 'x'])]]);
    case 'PL':
      return rec([['Data', when], ['Skazany', nm], ck, ['Miejsce pracy', c.pick(['MOPS', 'Zakład Gospodarki Komunalnej', 'Dom Pomocy Społecznej', 'Schronisko dla zwierząt'])], ['Liczba godzin', hrs], ['Podpis', c.pick(['podp.', 'x'])]]);
    default:
      return rec([['Date', when], [k === 'GB' ? 'Name (PoP)' : k === 'KE' ? 'Name of Offender' : 'Name', nm], ck, [k === 'GB' ? 'Project' : 'Placement Site', c.pick(k === 'GB' ? ['Group placement – Canal clearance', 'Charity shop (individual)', 'Allotment project', 'Church hall redecoration'] : ['General Hospital grounds', 'Central Market sanitation', 'Primary school compound', 'Chief’s camp / council office', 'Public park'])], ['Time In', `${c.int(7, 9)}:${c.pick(['00', '15', '30', '45'])}`], ['Hours', hrs], ['Hours Completed To Date', done], ['Supervisor', `${c.pick(NAMES22[k].m)[0]} ${c.pick(NAMES22[k].s)}`]]);
  }
}

const sameUnpaid: Kind22 = {
  kind: 'same_probation_order_vs_unpaid_work_attendance_sheet',
  label: 'same',
  pairs: PAIRS22,
  make(c, j) {
    const k = country22(c, j);
    const o = newOffender22(c, newPerson22(c, k, 1960, 2006));
    return { a: order22(c, o), b: attendance22(c, o) };
  },
};

const diffUnpaid: Kind22 = {
  kind: 'diff_unpaid_work_namesakes_one_court',
  label: 'different',
  pairs: PAIRS22,
  make(c, j) {
    const k = country22(c, j);
    const p = newPerson22(c, k, 1960, 2004);
    const y = Math.min(2005, Math.max(1955, p.dob.y + (c.chance(0.5) ? c.int(1, 25) : -c.int(1, 25))));
    const q0 = newPerson22(c, k, y, y, p.sex);
    // A namesake: the same given name(s) and surname(s); another person before the same court.
    const q: Person22 = { ...q0, given: p.given, short: p.short, middle: c.chance(0.5) ? p.middle : q0.middle, surname: p.surname, surname2: p.surname2 };
    const op = newOffender22(c, p);
    const oq = newOffender22(c, q, op.court);
    return { a: order22(c, op), b: attendance22(c, oq) };
  },
};

// ---------------------------------------------------------------- kind 3 / 7: motor claim and police accident abstract

interface Driver22 {
  p: Person22;
  licence: string;
  nat: { key: string; no: string };
  addr: string;
}
interface Policy22 {
  insured: Driver22;
  insurer: string;
  policyNo: string;
  reg: string;
  make: string;
}

/** The GB driving-licence number: surname (five, 9-padded), decade, month (+50 for a woman), day, year digit, initials. */
export function gbLicence22(c: Ctx, p: Person22): string {
  const s = fold19(p.surname).toUpperCase().replace(/^MAC/, 'MC').replace(/[^A-Z]/g, '');
  const sur5 = (s + '99999').slice(0, 5);
  const y = String(p.dob.y);
  const init = (givens22(p).split(/[ -]/).map((w) => fold19(w)[0]!.toUpperCase()).join('') + '9').slice(0, 2);
  return `${sur5}${y[2]}${two(p.dob.m + (p.sex === 'F' ? 50 : 0))}${two(p.dob.d)}${y[3]}${init}9${c.letters(2, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}`;
}

function licence22(c: Ctx, p: Person22, nat: { no: string }): string {
  switch (p.country) {
    case 'NG':
      return `${c.letters(3)}${c.digits(5)}${c.letters(2)}${two(c.int(10, 29))}`;
    case 'KE':
      return `${c.letters(3)}${c.digits(6)}`;
    case 'GH':
      return `${c.letters(3)}-${c.digits(8)}-${c.digits(5)}`;
    case 'ZA':
      return `${c.digits(4)}${c.digits(4)}${two(c.int(0, 99))}${c.letters(2)}`;
    case 'GB':
      return gbLicence22(c, p);
    case 'DE':
      return `${c.letters(1)}${c.digits(2)}${c.letters(1)}${c.digits(1)}${c.letters(2)}${c.digits(1)}${c.letters(1)}${c.digits(2)}`;
    case 'FR':
      return `${c.digits(2)}${c.letters(2)}${c.digits(5)}`;
    case 'NL':
      return c.digits(10);
    case 'ES':
      return nat.no;
    case 'PL':
      return `${c.digits(5)}/${two(c.int(5, 24))}/${c.digits(4)}`;
  }
}

function plate22(c: Ctx, k: Country22): string {
  const L = (n: number) => c.letters(n, 'ABCDEFGHJKLMNPRSTUVWXYZ');
  switch (k) {
    case 'NG':
      return `${c.pick(['KJA', 'LSR', 'ABJ', 'EKY', 'BDG', 'FST'])} ${c.int(100, 999)} ${L(2)}`;
    case 'KE':
      return `K${L(2)} ${c.int(100, 999)}${L(1)}`;
    case 'GH':
      return `${c.pick(['GR', 'GT', 'AS', 'CR', 'NR', 'GN'])} ${c.int(1000, 9999)}-${c.int(10, 24)}`;
    case 'ZA':
      return c.pick([`${L(2)} ${two(c.int(10, 99))} ${L(2)} GP`, `CA ${c.int(100, 999)}-${c.int(100, 999)}`, `ND ${c.int(100, 999)}-${c.int(100, 999)}`]);
    case 'GB':
      return `${L(2)}${two(c.int(10, 24))} ${L(3)}`;
    case 'DE':
      return `${c.pick(['KS', 'C', 'OS', 'EF', 'PB', 'KI'])}-${L(2)} ${c.int(1, 9999)}`;
    case 'FR':
      return `${L(2)}-${c.int(100, 999)}-${L(2)}`;
    case 'NL':
      return `${c.pick(['G', 'H', 'J', 'K', 'N'])}-${c.int(100, 999)}-${L(2)}`;
    case 'ES':
      return `${c.int(1000, 9999)} ${c.letters(3, 'BCDFGHJKLMNPRSTVWXYZ')}`;
    case 'PL':
      return `${c.pick(['LU', 'BI', 'WR', 'CT', 'KT'])} ${c.digits(5)}`;
  }
}

const INSURERS22: Record<Country22, readonly string[]> = {
  NG: ['Leadway Assurance', 'AIICO Insurance', 'Custodian & Allied', 'NEM Insurance'],
  KE: ['APA Insurance', 'Britam', 'CIC General', 'ICEA LION'],
  GH: ['Enterprise Insurance', 'SIC Insurance', 'Hollard Ghana', 'Star Assurance'],
  ZA: ['Santam', 'OUTsurance', 'Old Mutual Insure', 'King Price'],
  GB: ['Aviva', 'Direct Line', 'Admiral', 'LV='],
  DE: ['HUK-COBURG', 'Allianz', 'DEVK', 'R+V'],
  FR: ['MAIF', 'MACIF', 'Groupama', 'AXA France'],
  NL: ['Centraal Beheer', 'FBTO', 'Univé', 'ANWB Verzekeren'],
  ES: ['Mapfre', 'Mutua Madrileña', 'Línea Directa', 'Allianz Seguros'],
  PL: ['PZU', 'Warta', 'Ergo Hestia', 'Link4'],
};
const MAKES22 = ['Toyota Corolla', 'Toyota Hilux', 'VW Polo', 'Honda Fit', 'Nissan X-Trail', 'Hyundai i20', 'Ford Fiesta', 'Kia Picanto', 'Peugeot 208', 'Renault Clio', 'Opel Astra', 'Skoda Octavia', 'Mazda Demio', 'Lexus RX 350'];

const LIC_KEY22: Record<Country22, [string, string]> = {
  NG: ["Driver's Licence No", 'D/L No'],
  KE: ['Driving Licence No.', 'DL No.'],
  GH: ["Driver's Licence No.", 'DVLA Licence No'],
  ZA: ["Driver's Licence No", 'Licence No.'],
  GB: ['Driving licence number', 'Licence No'],
  DE: ['Führerschein-Nr.', 'FS-Nr.'],
  FR: ['N° de permis', 'Permis n°'],
  NL: ['Rijbewijsnummer', 'Rijbewijs nr.'],
  ES: ['Nº permiso de conducir', 'Permiso conducir'],
  PL: ['Nr prawa jazdy', 'Prawo jazdy nr'],
};
for (const ks of Object.values(LIC_KEY22)) for (const x of ks) cardK(x);

function newDriver22(c: Ctx, p: Person22, addr?: string): Driver22 {
  const nat = nat22(c, p);
  return { p, licence: licence22(c, p, nat), nat, addr: addr ?? address22(c, p.country) };
}
function newPolicy22(c: Ctx, d: Driver22): Policy22 {
  const k = d.p.country;
  const ins = c.pick(INSURERS22[k]);
  const pol = k === 'GB' || k === 'NL' ? `${c.letters(3)}${c.digits(7)}` : k === 'DE' || k === 'PL' ? c.digits(10) : `${c.pick(['MV', 'MTR', 'P', 'AUT'])}/${c.digits(6)}/${c.int(23, 25)}`;
  return { insured: d, insurer: ins, policyNo: pol, reg: plate22(c, k), make: c.pick(MAKES22) };
}

/** The insurer's motor claim form: the insured's part. */
function claim22(c: Ctx, pol: Policy22, loss: Ymd): PersonRecord {
  const d = pol.insured;
  const { p } = d;
  const k = p.country;
  const dob = anyDate22(c, p.dob, k);
  const ph = anyPhone22(c, p.phone, k);
  const lic: [string, string] = [LIC_KEY22[k][0], d.licence];
  const nat: [string, string | false] = c.chance(0.7) || k === 'KE' ? [d.nat.key, d.nat.no] : ['', false];
  const claimNo = `CLM-${c.digits(7)}`;
  const lossD = anyDate22(c, loss, k);
  switch (k) {
    case 'DE':
      return rec([['Versicherer', pol.insurer], ['Versicherungsschein-Nr.', pol.policyNo], ['Schaden-Nr.', claimNo], ['Versicherungsnehmer/in', `${p.surname}, ${givens22(p)}`], [bornK('Geburtsdatum'), dob], ['Anschrift', d.addr], [tel('Telefon'), ph], lic, ['Amtl. Kennzeichen', pol.reg], ['Fahrzeug', pol.make], ['Schadentag', lossD]]);
    case 'FR':
      return rec([['Assureur', pol.insurer], ['N° de contrat', pol.policyNo], ['N° de sinistre', claimNo], ['Nom', p.surname.toUpperCase()], ['Prénom', p.given], [bornK('Date de naissance'), dob], ['Adresse', d.addr], [tel('Tél.'), ph], lic, ['Immatriculation', pol.reg], ['Date du sinistre', lossD]]);
    case 'NL':
      return rec([['Verzekeraar', pol.insurer], ['Polisnummer', pol.policyNo], ['Schadenummer', claimNo], ['Naam verzekeringnemer', `${initials22(p).replace(/ /g, '')} ${p.surname}`], [bornK('Geboortedatum'), dob], ['Adres', d.addr], [tel('Telefoon'), ph], lic, ['Kenteken', pol.reg], ['Schadedatum', lossD]]);
    case 'ES':
      return rec([['Aseguradora', pol.insurer], ['Nº póliza', pol.policyNo], ['Nº siniestro', claimNo], ['Tomador', `${p.given} ${sur22(p)}`], [d.nat.key, d.nat.no], [bornK('Fecha nacimiento'), dob], ['Domicilio', d.addr], [tel('Teléfono'), ph], lic, ['Matrícula', pol.reg], ['Fecha siniestro', lossD]]);
    case 'PL':
      return rec([['Ubezpieczyciel', pol.insurer], ['Nr polisy', pol.policyNo], ['Nr szkody', claimNo], ['Ubezpieczony', `${p.given} ${p.surname}`], nat, [tel('Telefon'), ph], ['Adres', d.addr], lic, ['Nr rejestracyjny', pol.reg], ['Data zdarzenia', lossD]]);
    default:
      return rec([['Insurer', pol.insurer], ['Policy No', pol.policyNo], ['Claim No', claimNo], [k === 'GB' ? 'Policyholder' : 'Name of Insured', `${c.pick(p.sex === 'M' ? ['Mr', 'Mr', ''] : ['Mrs', 'Ms', 'Miss', ''])} ${givens22(p)} ${p.surname}`.trim()], [bornK('Date of Birth'), dob], nat, ['Address', d.addr], [tel(k === 'ZA' ? 'Cellphone' : 'Phone'), ph], lic, [k === 'GB' ? 'Vehicle registration' : 'Vehicle Reg. No', pol.reg], ['Make/Model', pol.make], ['Date of Loss', lossD]]);
  }
}

/** The police accident abstract or report: the driver as the officer wrote them. */
function abstract22(c: Ctx, d: Driver22, pol: Policy22, loss: Ymd, withNat: boolean): PersonRecord {
  const { p } = d;
  const k = p.country;
  const nm = writtenName22(c, p);
  const lic: [string, string] = [LIC_KEY22[k][1], c.chance(0.3) ? rekey19(d.licence, c) : d.licence];
  const nat: [string, string | false] = withNat ? [d.nat.key, again22(c, k, d.nat.no)] : ['', false];
  const ph = c.chance(0.7) ? anyPhone22(c, p.phone, k) : false;
  const lossD = anyDate22(c, loss, k);
  const town = c.pick(TOWNS22[k]);
  switch (k) {
    case 'NG':
      return rec([['Police Division', `${town} Division`], ['Report/Extract No', `${c.pick(['CR', 'TR'])}/${c.int(10, 999)}/${loss.y}`], ['Date of Accident', lossD], ['Name of Driver', nm.toUpperCase()], lic, nat, [tel('GSM No'), ph], ['Vehicle No', pol.reg], ['Owner', d === pol.insured ? 'Self' : `${pol.insured.p.given} ${pol.insured.p.surname}`]]);
    case 'KE':
      return rec([['Police Station', `${town} Police Station`], ['OB No.', `${c.int(1, 60)}/${two(loss.d)}/${two(loss.m)}/${loss.y}`], ['Name of Driver', nm], nat, lic, [tel('Tel. No.'), ph], ['M/V Reg. No.', pol.reg], ['Nature of Accident', c.pick(['Non-injury', 'Minor injury', 'Damage only'])]]);
    case 'GH':
      return rec([['MTTD Unit', `${town} Division`], ['Case/Ref No', `MTTD/${c.int(100, 999)}/${String(loss.y).slice(2)}`], ['Driver', nm], lic, nat, [tel('Tel'), ph], ['Vehicle No', pol.reg], ['Date', lossD]]);
    case 'ZA':
      return rec([['SAPS Station', town], ['AR No', `AR ${c.int(1, 999)}/${two(loss.m)}/${loss.y}`], ['Driver Surname', p.surname.toUpperCase()], ['Driver Names', c.chance(0.5) ? givens22(p) : initials22(p).replace(/\./g, '')], nat, lic, [tel('Cell No'), ph], ['Reg No', pol.reg], ['Date', lossD]]);
    case 'GB':
      return rec([['Force', c.pick(['West Midlands Police', 'North Wales Police', 'Police Scotland', 'PSNI', 'Leicestershire Police'])], ['Incident ref', `${c.int(100, 999)} ${two(loss.d)}${two(loss.m)}${String(loss.y).slice(2)}`], ['Driver', nm], lic, [tel('Contact'), ph], ['VRM', pol.reg.replace(' ', c.chance(0.5) ? '' : ' ')], ['Date of collision', lossD]]);
    case 'DE':
      return rec([['Dienststelle', `PI ${town}`], ['Vorgangs-Nr.', `${c.digits(6)}/${loss.y}`], ['Fahrzeugführer/in', nm], [bornK('geb.'), anyDate22(c, p.dob, k)], lic, [tel('Erreichbarkeit'), ph], ['Kennzeichen', pol.reg], ['Unfalltag', lossD]]);
    case 'FR':
      return rec([['Service', `Commissariat de ${town}`], ['PV n°', `${loss.y}/${c.digits(6)}`], ['Conducteur', nm], [bornK('Né(e) le'), anyDate22(c, p.dob, k)], lic, [tel('Téléphone'), ph], ['Immatriculation', pol.reg], ['Date des faits', lossD]]);
    case 'NL':
      return rec([['Eenheid', `Politie ${c.pick(['Oost-Nederland', 'Oost-Brabant', 'Noord-Holland', 'Noord-Nederland'])}`], ['Registratienummer', `PL${c.int(1000, 2799)}-${loss.y}${c.digits(6)}`], ['Bestuurder', nm], [bornK('Geboren'), anyDate22(c, p.dob, k)], lic, [tel('Tel.'), ph], ['Kenteken', pol.reg], ['Datum', lossD]]);
    case 'ES':
      return rec([['Unidad', c.pick(['Guardia Civil – Subsector de Tráfico', 'Policía Local'])], ['Atestado nº', `${c.int(100, 9999)}/${loss.y}`], ['Conductor/a', nm], lic, [tel('Teléfono'), ph], ['Matrícula', pol.reg], ['Fecha', lossD]]);
    case 'PL':
      return rec([['Jednostka', `KMP ${town}`], ['Nr notatki', `RSOW-${c.digits(5)}/${String(loss.y).slice(2)}`], ['Kierujący', nm], nat, lic, [tel('Tel.'), ph], ['Nr rej.', pol.reg], ['Data zdarzenia', lossD]]);
  }
}

const sameClaim: Kind22 = {
  kind: 'same_motor_claim_form_vs_police_accident_abstract',
  label: 'same',
  pairs: PAIRS22,
  make(c, j) {
    const k = country22(c, j);
    const d = newDriver22(c, newPerson22(c, k, 1950, 2005));
    const pol = newPolicy22(c, d);
    const loss = workDay22(c);
    return { a: claim22(c, pol, loss), b: abstract22(c, d, pol, loss, c.chance(0.4)) };
  },
};

const diffClaim: Kind22 = {
  kind: 'diff_claim_insured_vs_relative_driver',
  label: 'different',
  pairs: PAIRS22,
  make(c, j) {
    const k = country22(c, j);
    const ins = newPerson22(c, k, 1950, 1985);
    const r = c.int(0, 2);
    // The driver: a grown child, a spouse (the family surname; ES keeps her own), or a sibling.
    let rel: Person22;
    if (r === 0) {
      const y = Math.min(ins.dob.y + c.int(18, 38), 2006);
      rel = kin22(c, ins, y, y, undefined, ins.sex === 'M' && c.chance(0.25));
    } else if (r === 1) {
      const sp = newPerson22(c, k, ins.dob.y - 6, Math.min(ins.dob.y + 8, 2000), ins.sex === 'M' ? 'F' : 'M');
      rel = k === 'ES' ? sp : { ...sp, surname: gendered22(ins.surname, sp.sex, k) };
    } else rel = kin22(c, ins, ins.dob.y - 8, Math.min(ins.dob.y + 8, 2004), undefined, false, 'sibling');
    const di = newDriver22(c, ins);
    const dr = newDriver22(c, rel, di.addr);
    const pol = newPolicy22(c, di);
    const loss = workDay22(c);
    return { a: claim22(c, pol, loss), b: abstract22(c, dr, pol, loss, c.chance(0.4)) };
  },
};

// ---------------------------------------------------------------- kind 4 / 8: imaging request and RIS worklist

interface Patient22 {
  p: Person22;
  hospital: string;
  /** The hospital number: a prefix and a running number, so that twins registered together get neighbours. */
  mrnPrefix: string;
  mrnNo: number;
  mrnWidth: number;
  /** The phone on the request: the patient's own, or a parent's for a child. */
  contact: string;
  child: boolean;
}

const HOSPITALS22: Record<Country22, readonly (readonly [string, string, number])[]> = {
  NG: [['Lagos University Teaching Hospital', 'LUTH/', 6], ['University College Hospital, Ibadan', 'UCH ', 6], ['Federal Medical Centre, Owerri', 'FMC/OW/', 5], ['University of Benin Teaching Hospital', 'UBTH-', 6]],
  KE: [['Kenyatta National Hospital', '', 7], ['Moi Teaching and Referral Hospital', 'MTRH/', 6], ['Nakuru Level 5 Hospital', 'NKR-', 6], ['Coast General Hospital', 'CGH/', 6]],
  GH: [['Korle Bu Teaching Hospital', 'KB', 7], ['Komfo Anokye Teaching Hospital', 'KATH-', 6], ['Cape Coast Teaching Hospital', 'CCTH/', 6], ['Tamale Teaching Hospital', 'TTH', 6]],
  ZA: [['Universitas Academic Hospital', '', 8], ['Nelson Mandela Academic Hospital', '', 8], ['Tshilidzini Hospital', 'TSH', 7], ['Robert Mangaliso Sobukwe Hospital', '', 8]],
  GB: [['University Hospital Coventry', 'C', 7], ['Wrexham Maelor Hospital', 'W', 7], ['Ninewells Hospital', 'NW', 6], ['Leicester Royal Infirmary', 'S', 7]],
  DE: [['Klinikum Kassel', '', 9], ['Klinikum Chemnitz', '', 8], ['Uniklinikum Erfurt', '', 9], ['Klinikum Osnabrück', '', 8]],
  FR: [['CHU Amiens-Picardie', '', 9], ['CH de Perpignan', '', 8], ['CHU de Rouen', '', 9], ['CHR Metz-Thionville', '', 8]],
  NL: [['Rijnstate Arnhem', '', 7], ['Jeroen Bosch Ziekenhuis', '', 7], ['UMC Groningen', '', 7], ['Spaarne Gasthuis', '', 8]],
  ES: [['Hospital Universitario de Badajoz', '', 6], ['Hospital Universitario Lucus Augusti', '', 7], ['Hospital Universitario Torrecárdenas', '', 6], ['Hospital San Pedro, Logroño', '', 6]],
  PL: [['SPSK nr 4 w Lublinie', '', 8], ['USK w Białymstoku', '', 8], ['Mazowiecki Szpital Specjalistyczny, Radom', '', 7], ['Szpital Miejski w Toruniu', '', 7]],
};

const mrn22 = (t: Patient22) => `${t.mrnPrefix}${String(t.mrnNo).padStart(t.mrnWidth, '0')}`;

function newPatient22(c: Ctx, p: Person22, like?: Patient22): Patient22 {
  const k = p.country;
  const child = 2024 - p.dob.y < 16;
  if (like) return { ...like, p, mrnNo: like.mrnNo + c.int(1, 2) };
  const [hospital, prefix, width] = c.pick(HOSPITALS22[k]);
  const mrnNo = c.int(10 ** (width - 1), 10 ** width - 3);
  return { p, hospital, mrnPrefix: prefix, mrnNo, mrnWidth: width, contact: child ? newPhone22(c, k) : p.phone, child };
}

/** The NHS number: nine digits and a mod-11 check digit (never 10). */
export function nhs22(c: Ctx): string {
  for (;;) {
    const d = `${c.int(4, 6)}${c.digits(8).slice(1)}${c.int(0, 9)}`.slice(0, 9);
    let s = 0;
    for (let i = 0; i < 9; i++) s += Number(d[i]) * (10 - i);
    const chk = 11 - (s % 11);
    if (chk === 10) continue;
    return `${d}${chk === 11 ? 0 : chk}`;
  }
}

const EXAMS22: Record<'en' | 'DE' | 'FR' | 'NL' | 'ES' | 'PL', readonly (readonly [string, string, string])[]> = {
  en: [['Chest X-ray PA', 'CR', 'XR CHEST PA'], ['Abdominal/pelvic ultrasound', 'US', 'US ABDOMEN PELVIS'], ['CT head (non-contrast)', 'CT', 'CT HEAD WO'], ['MRI lumbar spine', 'MR', 'MR L-SPINE'], ['X-ray left wrist', 'DX', 'XR WRIST LT']],
  DE: [['Röntgen Thorax p.a.', 'CR', 'THORAX PA'], ['Sonographie Abdomen', 'US', 'SONO ABDOMEN'], ['CCT nativ', 'CT', 'CT SCHAEDEL NATIV'], ['MRT LWS', 'MR', 'MRT LWS']],
  FR: [['Radio thorax face', 'CR', 'RX THORAX F'], ['Échographie abdomino-pelvienne', 'US', 'ECHO ABDO-PELV'], ['Scanner cérébral sans injection', 'CT', 'TDM CEREBRALE SS INJ'], ['IRM rachis lombaire', 'MR', 'IRM RACHIS LOMB']],
  NL: [['X-thorax', 'CR', 'X THORAX'], ['Echo abdomen', 'US', 'ECHO ABDOMEN'], ['CT cerebrum blanco', 'CT', 'CT CEREBRUM'], ['MRI lumbale wervelkolom', 'MR', 'MRI LWK']],
  ES: [['Rx tórax PA y lateral', 'CR', 'RX TORAX PA LAT'], ['Ecografía abdominal', 'US', 'ECO ABDOMINAL'], ['TC craneal sin contraste', 'CT', 'TC CRANEO SC'], ['RM columna lumbar', 'MR', 'RM COL LUMBAR']],
  PL: [['RTG klatki piersiowej PA', 'CR', 'RTG KLP PA'], ['USG jamy brzusznej', 'US', 'USG JAMY BRZUSZNEJ'], ['TK głowy bez kontrastu', 'CT', 'TK GLOWY BK'], ['MR odcinka lędźwiowego', 'MR', 'MR L-S']],
};
const examsOf22 = (k: Country22) => (k === 'DE' || k === 'FR' || k === 'NL' || k === 'ES' || k === 'PL' ? EXAMS22[k] : EXAMS22.en);

/** The referring clinician's imaging request. `withMrn`: the referrer knows the hospital number; `ageOnly`: no birth. */
function request22(c: Ctx, t: Patient22, exam: readonly [string, string, string], withMrn: boolean, ageOnly: boolean): PersonRecord {
  const { p } = t;
  const k = p.country;
  const dob: string | false = ageOnly ? false : anyDate22(c, p.dob, k);
  const age = String(2024 - p.dob.y);
  const mrn: string | false = withMrn ? mrn22(t) : false;
  const phone = anyPhone22(c, t.contact, k);
  const ph: [string, string] = t.child ? [k === 'DE' ? 'Tel. Eltern' : k === 'FR' ? 'Tél. parent' : k === 'NL' ? 'Tel. ouder' : k === 'ES' ? 'Tfno. padre/madre' : k === 'PL' ? 'Tel. opiekuna' : 'Parent/Guardian Tel', phone] : [tel(k === 'DE' ? 'Telefon' : k === 'FR' ? 'Téléphone' : k === 'NL' ? 'Telefoon' : k === 'ES' ? 'Teléfono' : k === 'PL' ? 'Telefon' : 'Phone'), phone];
  const sex = p.sex;
  const refDoc = `Dr ${c.pick(NAMES22[k].s)}`;
  switch (k) {
    case 'NG':
      return rec([[own('Hospital No'), mrn], ['Patient Name', `${p.surname.toUpperCase()} ${givens22(p)}`], ['Age/Sex', `${age}${c.pick(['yrs', 'Y', ''])}/${sex}`], [bornK('D.O.B'), dob], ph, ['Examination Requested', exam[0]], ['Clinical Information', c.pick(['?PTB', 'RTA, pain', 'Abd pain ?appendicitis', 'Persistent cough'])], ['Requesting Doctor', refDoc]]);
    case 'KE':
      return rec([[own('IP/OP No.'), mrn], ['Name', `${givens22(p)} ${p.surname}`], ['Age', age], ['Sex', sex], [bornK('DOB'), dob], ph, ['Investigation', exam[0]], ['Clinician', refDoc]]);
    case 'GH':
      return rec([[own('Folder No.'), mrn], ['Name of Patient', `${givens22(p)} ${p.surname}`], ['Age', age], ['Sex', sex === 'M' ? 'Male' : 'Female'], [bornK('Date of Birth'), dob], ph, ['Examination', exam[0]], ['Referred by', refDoc]]);
    case 'ZA':
      return rec([[own('Folder No'), mrn], ['Surname', p.surname], ['First Names', givens22(p)], [bornK('DOB'), dob], ['Age', age], ph, ['Examination Requested', exam[0]], ['Referring Doctor', refDoc], ['Ward/Clinic', c.pick(['OPD', 'Casualty', 'Paeds OPD', 'Ward 4'])]]);
    case 'GB':
      return rec([[own('Hospital No'), mrn], [natK('NHS No'), c.chance(0.6) ? nhs22(c) : false], ['Surname', p.surname.toUpperCase()], ['Forename', p.given], [bornK('DOB'), dob], ph, ['Examination', exam[0]], ['Referrer', `${refDoc} (GP)`]]);
    case 'DE':
      return rec([['Name, Vorname', `${p.surname}, ${givens22(p)}`], [bornK('geb. am'), dob], [own('Pat.-ID'), mrn], ph, ['Untersuchung', exam[0]], ['Fragestellung', c.pick(['V.a. Pneumonie', 'Z.n. Sturz', 'unklare Oberbauchschmerzen', 'Lumbago'])], ['Zuweiser', refDoc]]);
    case 'FR':
      return rec([['Nom', p.surname.toUpperCase()], ['Prénom', p.given], [bornK('Date de naissance'), dob], [own('IPP'), mrn], ph, ['Examen demandé', exam[0]], ['Médecin prescripteur', refDoc]]);
    case 'NL':
      return rec([['Naam', `${p.surname}, ${initials22(p).replace(/ /g, '')}`], [bornK('Geb.datum'), dob], [own('Patiëntnummer'), mrn], ph, ['Gevraagd onderzoek', exam[0]], ['Aanvrager', `${refDoc}, huisarts`]]);
    case 'ES':
      return rec([['Apellidos', sur22(p)], ['Nombre', p.given], [bornK('F. nac.'), dob], [own('NHC'), mrn], ph, ['Prueba solicitada', exam[0]], ['Facultativo solicitante', refDoc]]);
    case 'PL':
      return rec([['Imię i nazwisko', `${p.given} ${p.surname}`], [natK('PESEL pacjenta'), c.chance(0.5) ? pesel19(c, p) : false], [bornK('Data ur.'), dob], [own('Nr historii choroby'), mrn], ph, ['Badanie', exam[0]], ['Lekarz kierujący', `lek. ${c.pick(NAMES22.PL.s)}`]]);
  }
}

/** The radiology information system's worklist export, in DICOM attribute names. */
function worklist22(c: Ctx, t: Patient22, exam: readonly [string, string, string], when: Ymd): PersonRecord {
  const { p } = t;
  const k = p.country;
  // Most RIS exports fold diacritics and write capitals; some keep the case the registration clerk typed.
  const fold = c.chance(0.7);
  const up = c.chance(0.75);
  const w = (s: string) => {
    const x = fold ? fold19(s) : s;
    return up ? x.toUpperCase() : x;
  };
  const given = p.given.replace(/ /g, c.chance(0.5) ? ' ' : '^');
  const parts = [w(sur22(p)), w(given), p.middle && c.chance(0.6) ? w(p.middle) : ''];
  const name = parts.join('^').replace(/\^+$/, '');
  const referrer = `${w(c.pick(NAMES22[k].s))}^${w(c.pick(NAMES22[k].m)[0][0]!)}`;
  return rec([
    [own('PatientID'), mrn22(t)],
    ['PatientName', name],
    [bornK('PatientBirthDate'), dicomDate22(p.dob)],
    ['PatientSex', p.sex],
    ['AccessionNumber', `${c.letters(2, 'ACDMRTUX')}${c.digits(8)}`],
    ['Modality', exam[1]],
    ['RequestedProcedureDescription', exam[2]],
    ['ScheduledProcedureStepStartDate', dicomDate22(when)],
    ['ReferringPhysicianName', referrer],
    ['InstitutionName', w(t.hospital)],
  ]);
}

const sameImaging: Kind22 = {
  kind: 'same_imaging_request_vs_ris_worklist_export',
  label: 'same',
  pairs: PAIRS22,
  make(c, j) {
    const k = country22(c, j);
    const p = newPerson22(c, k, c.chance(0.2) ? 2009 : 1935, 2023);
    const t = newPatient22(c, p);
    const exam = c.pick(examsOf22(k));
    // Most requests from inside the hospital carry the number; outside referrers write the birth; some only an age.
    const r = c.int(0, 9);
    const withMrn = r < 6;
    const ageOnly = withMrn && r < 2;
    return { a: request22(c, t, exam, withMrn, ageOnly), b: worklist22(c, t, exam, workDay22(c)) };
  },
};

/** Twin names a culture gives by birth order: Yorùbá, Luo (by sex) and Akan (by sex, with elder and younger). */
function twinNames22(c: Ctx, k: Country22, sexA: Sex22, sexB: Sex22): [string, string] | undefined {
  if (k === 'NG') return c.chance(0.5) ? ['Taiwo', 'Kehinde'] : ['Táíwò', 'Kẹ́hìndé'];
  if (k === 'KE') return [sexA === 'F' ? 'Apiyo' : 'Opiyo', sexB === 'F' ? 'Adongo' : 'Odongo'];
  if (k === 'GH') return [`${sexA === 'F' ? 'Ataa' : 'Atta'} Panyin`, `${sexB === 'F' ? 'Ataa' : 'Atta'} Kakra`];
  return undefined;
}

const diffImaging: Kind22 = {
  kind: 'diff_imaging_twins_consecutive_numbers',
  label: 'different',
  pairs: PAIRS22,
  make(c, j) {
    const k = country22(c, j);
    let a = newPerson22(c, k, 2010, 2023);
    let b = kin22(c, a, a.dob.y, a.dob.y, undefined, false, 'sibling');
    b = { ...b, dob: a.dob };
    const tn = k === 'NG' || k === 'KE' || k === 'GH' ? (c.chance(0.6) ? twinNames22(c, k, a.sex, b.sex) : undefined) : undefined;
    if (tn) {
      // The twin name comes first; the name the family chose follows as a second given name.
      a = { ...a, given: tn[0], short: '', middle: a.given };
      b = { ...b, given: tn[1], short: '', middle: b.given };
    }
    const ta = newPatient22(c, a);
    const tb = newPatient22(c, b, ta);
    const exam = c.pick(examsOf22(k));
    const when = workDay22(c);
    return c.chance(0.5) ? { a: request22(c, ta, exam, true, c.chance(0.2)), b: worklist22(c, tb, exam, when) } : { a: request22(c, tb, exam, true, c.chance(0.2)), b: worklist22(c, ta, exam, when) };
  },
};


// ---------------------------------------------------------------- kind 5 / 10: school fee payment and bursar's ledger

interface Pupil22 {
  p: Person22;
  school: string;
  admNo: string;
  cls: string;
  payer: Person22;
}

const SCHOOLS22: Record<Country22, readonly string[]> = {
  NG: ['Corona Secondary School, Agbara', 'Federal Government College, Owerri', 'Loyola College, Ibadan', 'Command Secondary School, Makurdi'],
  KE: ['Moi Forces Academy', 'Kakamega School', 'Meru School', 'Nakuru Girls High School'],
  GH: ['Mfantsipim School', 'Wesley Girls’ High School', 'Tamale Senior High School', 'Mawuli School'],
  ZA: ['Grey College', 'Hoërskool Waterkloof', 'Mthatha High School', 'Kimberley Boys’ High'],
  GB: ['St Thomas More Catholic School', 'Castle View Academy', 'Harris Academy', 'Morgan Academy'],
  DE: ['Goethe-Gymnasium', 'Gesamtschule Nord', 'Realschule am Park', 'Grundschule Lindenhof'],
  FR: ['École élémentaire Jules Ferry', 'Collège Jean Moulin', 'Groupe scolaire Pasteur', 'Collège Victor Hugo'],
  NL: ['OBS De Regenboog', 'CBS De Wegwijzer', 'Basisschool Het Kompas', 'Montessorischool Oost'],
  ES: ['CEIP San José', 'Colegio Santa Teresa', 'IES Miguel de Cervantes', 'CEIP Virgen del Carmen'],
  PL: ['Szkoła Podstawowa nr 12', 'Szkoła Podstawowa nr 3 im. J. Kochanowskiego', 'Liceum Ogólnokształcące nr 1', 'Szkoła Podstawowa nr 7'],
};

function classOf22(c: Ctx, k: Country22, y: number): string {
  const age = 2024 - y;
  switch (k) {
    case 'NG':
      return age >= 15 ? `SS${Math.min(3, age - 14)}${c.pick(['A', 'B', 'C'])}` : `JSS${Math.max(1, age - 11)}${c.pick(['A', 'B', 'Gold', 'Blue'])}`;
    case 'KE':
      return `Form ${Math.min(4, Math.max(1, age - 13))}${c.pick(['E', 'W', 'N', 'S'])}`;
    case 'GH':
      return `SHS ${Math.min(3, Math.max(1, age - 14))} ${c.pick(['Science', 'Gen. Arts', 'Business', 'Home Econs'])}`;
    case 'ZA':
      return `Gr ${Math.min(12, Math.max(1, age - 6))}${c.pick(['A', 'B', 'C', 'D'])}`;
    case 'GB':
      return `Year ${Math.min(13, Math.max(1, age - 5))}`;
    case 'DE':
      return `${Math.min(12, Math.max(1, age - 6))}${c.pick(['a', 'b', 'c'])}`;
    case 'FR':
      return c.pick(['CP', 'CE1', 'CE2', 'CM1', 'CM2', '6e B', '5e A', '4e C']);
    case 'NL':
      return `Groep ${Math.min(8, Math.max(1, age - 4))}`;
    case 'ES':
      return `${Math.min(6, Math.max(1, age - 6))}º ${c.pick(['A', 'B'])} ${age > 12 ? 'ESO' : 'Primaria'}`;
    case 'PL':
      return `${Math.min(8, Math.max(1, age - 6))}${c.pick(['a', 'b', 'c'])}`;
  }
}

function admNo22(c: Ctx, k: Country22): string {
  switch (k) {
    case 'NG':
      return `${c.int(2016, 2023)}/${c.digits(4)}`;
    case 'KE':
      return String(c.int(1000, 19999));
    case 'GH':
      return `${c.digits(7)}${c.int(18, 23)}`;
    case 'ZA':
      return String(c.int(10000, 99999));
    case 'GB':
      return `${c.letters(1)}${c.digits(12)}`;
    case 'DE':
      return `S-${c.digits(5)}`;
    case 'FR':
      return `${c.digits(7)}${c.letters(1)}`;
    case 'NL':
      return c.digits(6);
    case 'ES':
      return `${c.digits(7)}`;
    case 'PL':
      return `${c.int(1, 900)}/${c.int(2016, 2023)}`;
  }
}
const ADM_KEY22: Record<Country22, [string, string]> = {
  NG: ['Admission No', 'Adm. No.'],
  KE: ['Adm No', 'Paybill A/C No.'],
  GH: ['Student ID', 'Index/ID No'],
  ZA: ['Learner No', 'Acc. Ref'],
  GB: ['UPN', 'Pupil ref'],
  DE: ['Schüler-Nr.', 'Schülernummer'],
  FR: ['INE', 'N° élève'],
  NL: ['Leerlingnummer', 'Leerlingnr.'],
  ES: ['NIA', 'Nº alumno'],
  PL: ['Nr w księdze uczniów', 'Nr ucznia'],
};
for (const ks of Object.values(ADM_KEY22)) for (const x of ks) own(x);

function newPupil22(c: Ctx, p: Person22, sib?: Pupil22): Pupil22 {
  const k = p.country;
  const pa = newPerson22(c, k, 1965, 1990);
  const payer = sib ? sib.payer : { ...pa, surname: gendered22(p.surname, pa.sex, k), surname2: '' };
  return { p, school: sib ? sib.school : c.pick(SCHOOLS22[k]), admNo: admNo22(c, k), cls: classOf22(c, k, p.dob.y), payer };
}

/** The pupil as the parent keyed them into the bank's narration or payment reference. */
function payRefName22(c: Ctx, p: Person22): string {
  const f = c.int(0, 4);
  if (f === 0) return `${p.given} ${p.surname}`.toUpperCase();
  if (f === 1) return `${called22(c, p)} ${p.surname}`;
  if (f === 2) return `${p.given.split(/[ -]/)[0]}`;
  if (f === 3) return `${p.surname.toUpperCase()} ${p.given[0]}`;
  return writtenName22(c, p);
}

/** The bank's or payment portal's record of a fee payment: the payer, and the pupil as the payer keyed them. */
function feePayment22(c: Ctx, t: Pupil22, withAdm: boolean): PersonRecord {
  const { p } = t;
  const k = p.country;
  const nm = payRefName22(c, p);
  const adm: [string, string | false] = [ADM_KEY22[k][1], withAdm ? (c.chance(0.3) ? rekey19(t.admNo, c) : t.admNo) : false];
  const payer = `${t.payer.given} ${t.payer.surname}`;
  const when = anyDate22(c, workDay22(c), k);
  const amt = c.int(2, 90) * (k === 'NG' ? 5000 : k === 'KE' ? 1000 : k === 'GH' ? 50 : k === 'ZA' ? 100 : 5);
  switch (k) {
    case 'NG':
      return rec([['Value Date', when], ['Depositor', payer.toUpperCase()], ['Student Name', nm], adm, ['Class', t.cls], ['Amount (₦)', amt.toLocaleString('en-GB')], ['Narration', `${c.pick(['SCH FEES', 'SCHOOL FEES', 'FEES'])} ${c.pick(['1ST', '2ND', '3RD'])} TERM`], ['Teller No', c.digits(7)]]);
    case 'KE':
      return rec([['Date', when], ['Paybill No.', String(c.int(500000, 999999))], adm, ['Paid by', payer.toUpperCase()], ['Student', nm], ['Amount (KES)', String(amt)], ['M-Pesa Ref', `${c.letters(3, 'QRSTU')}${c.letters(7, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}`]]);
    case 'GH':
      return rec([['Date', when], ['Payer', payer], ['Student Name', nm], adm, ['Form/Class', t.cls], ['Amount (GH₵)', amt.toFixed(2)], ['Reference', `${c.pick(['Fees', 'PTA dues', 'Feeding'])} ${c.pick(['T1', 'T2', 'T3'])}`]]);
    case 'ZA':
      return rec([['Date', when], ['Depositor', `${t.payer.given[0]} ${t.payer.surname}`.toUpperCase()], ['Beneficiary Reference', `${withAdm ? t.admNo : ''} ${nm}`.trim().toUpperCase()], adm, ['Learner', nm], ['Amount', `R${amt}.00`]]);
    case 'GB':
      return rec([['Date', when], ['Payer', `${c.pick(['Mr', 'Mrs', 'Ms'])} ${t.payer.surname}`], ['Child', nm], adm, ['Item', c.pick(['School meals top-up', 'Year 8 trip', 'Breakfast club', 'Music lessons'])], ['Amount', `£${amt}.00`]]);
    case 'DE':
      return rec([['Buchungstag', when], ['Auftraggeber', `${t.payer.surname.toUpperCase()}, ${t.payer.given.toUpperCase()}`], ['Verwendungszweck', `${c.pick(['Essensgeld', 'Klassenfahrt', 'OGS Beitrag'])} ${nm} ${t.cls}`], adm, ['Betrag', `${amt},00`]]);
    case 'FR':
      return rec([['Date', when], ['Payeur', `${t.payer.surname.toUpperCase()} ${t.payer.given}`], ['Enfant', nm], adm, ['Prestation', c.pick(['Cantine', 'Périscolaire', 'Sortie scolaire'])], ['Montant', `${amt},00 €`]]);
    case 'NL':
      return rec([['Datum', when], ['Naam betaler', `${t.payer.given[0]}. ${t.payer.surname}`], ['Omschrijving', `Ouderbijdrage ${nm} ${t.cls}`], adm, ['Bedrag', `€ ${amt},00`]]);
    case 'ES':
      return rec([['Fecha', when], ['Ordenante', `${t.payer.given} ${t.payer.surname}`.toUpperCase()], ['Alumno/a', nm], adm, ['Concepto', `${c.pick(['Comedor', 'AMPA', 'Excursión'])} ${t.cls}`], ['Importe', `${amt},00 €`]]);
    case 'PL':
      return rec([['Data', when], ['Zleceniodawca', `${t.payer.given} ${t.payer.surname}`.toUpperCase()], ['Tytuł przelewu', `${c.pick(['Obiady', 'Rada rodziców', 'Wycieczka'])} ${nm} kl. ${t.cls}`], adm, ['Kwota', `${amt},00 zł`]]);
  }
}

/** The school bursar's (or office's) fee ledger: the pupil as enrolled. */
function bursarLedger22(c: Ctx, t: Pupil22): PersonRecord {
  const { p } = t;
  const k = p.country;
  const adm: [string, string] = [ADM_KEY22[k][0], t.admNo];
  const dob = c.chance(0.5) ? anyDate22(c, p.dob, k) : false;
  const parentTel = anyPhone22(c, t.payer.phone, k);
  const bal = String(c.int(0, 60) * 500);
  switch (k) {
    case 'DE':
      return rec([adm, ['Name', p.surname], ['Vorname', givens22(p)], [bornK('Geburtsdatum'), dob], ['Klasse', t.cls], ['Erziehungsberechtigte/r', `${t.payer.given} ${t.payer.surname}`], ['Tel. Eltern', parentTel], ['Offener Betrag', bal]]);
    case 'FR':
      return rec([adm, ['Nom', p.surname.toUpperCase()], ['Prénom', p.given], [bornK('Né(e) le'), dob], ['Classe', t.cls], ['Responsable légal', `${t.payer.surname.toUpperCase()} ${t.payer.given}`], ['Tél. responsable', parentTel], ['Solde', bal]]);
    case 'NL':
      return rec([adm, ['Achternaam', p.surname], ['Roepnaam', called22(c, p)], [bornK('Geboortedatum'), dob], ['Groep', t.cls], ['Ouder/verzorger', `${t.payer.given[0]}. ${t.payer.surname}`], ['Tel. ouder', parentTel], ['Openstaand', bal]]);
    case 'ES':
      return rec([adm, ['Apellidos', sur22(p)], ['Nombre', p.given], [bornK('Fecha nacimiento'), dob], ['Curso', t.cls], ['Tutor/a legal', `${t.payer.given} ${t.payer.surname}`], ['Tfno. tutor', parentTel], ['Pendiente', bal]]);
    case 'PL':
      return rec([adm, ['Nazwisko', p.surname], ['Imię', p.given], [bornK('Data urodzenia'), dob], ['Klasa', t.cls], ['Rodzic/opiekun', `${t.payer.given} ${t.payer.surname}`], ['Tel. rodzica', parentTel], ['Zaległość', bal]]);
    default:
      return rec([adm, [k === 'GB' ? 'Legal surname' : 'Surname', k === 'GB' ? p.surname : p.surname.toUpperCase()], [k === 'GB' ? 'Forename' : 'Other Names', givens22(p)], [bornK(k === 'GB' ? 'DOB' : 'Date of Birth'), dob], [k === 'ZA' ? 'Grade' : k === 'GB' ? 'Year group' : 'Class', t.cls], [k === 'GB' ? 'Primary contact' : 'Parent/Guardian', `${t.payer.given} ${t.payer.surname}`], [k === 'ZA' ? 'Parent Cell' : 'Parent Phone', parentTel], [k === 'GB' ? 'Balance' : 'Outstanding', bal]]);
  }
}

const sameFees: Kind22 = {
  kind: 'same_school_fee_payment_vs_bursar_ledger',
  label: 'same',
  pairs: PAIRS22,
  make(c, j) {
    const k = country22(c, j);
    const p = newPerson22(c, k, 2006, 2018);
    const t = newPupil22(c, p);
    return { a: feePayment22(c, t, true), b: bursarLedger22(c, t) };
  },
};

const diffFees: Kind22 = {
  kind: 'diff_school_fee_siblings_one_payer',
  label: 'different',
  pairs: PAIRS22,
  make(c, j) {
    const k = country22(c, j);
    const p = newPerson22(c, k, 2006, 2018);
    const y = Math.min(2018, Math.max(2006, p.dob.y + (c.chance(0.5) ? c.int(1, 5) : -c.int(1, 5))));
    const q = kin22(c, p, y, y, undefined, false, 'sibling');
    const tp = newPupil22(c, p);
    const tq = newPupil22(c, q, tp);
    // The payment names one child (by the admission number the parent keyed), the ledger row is the sibling's.
    return { a: feePayment22(c, tp, true), b: bursarLedger22(c, tq) };
  },
};

export const HELDOUT22_KINDS: readonly Kind22[] = [sameParty, sameUnpaid, sameClaim, sameImaging, sameFees, diffParty, diffUnpaid, diffClaim, diffImaging, diffFees];
