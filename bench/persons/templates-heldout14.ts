// Held-out set 14 of labelled PERSON RECORD PAIRS (bench/data/persons-heldout14.jsonl, written by
// bench/persons/generate.ts with seed 1414).
//
// Author: an independent engineer of session s27-persons14 (issue 11), the fourteenth independent author, writing from
// their own knowledge of how person records arrive from sources the thirteen earlier sets' headers do not name:
// property-rate / council-tax accounts (the liable party in capitals with a title and initials, an account reference,
// the rated property's address) against the electoral register (surname and forenames, an elector or voter number,
// the qualifying address written otherwise); ambulance patient report forms (a surname and initial, an ESTIMATED age,
// an incident number, a next-of-kin phone) against the emergency department's triage record; clinical-trial screening
// logs (participant initials `A-B-C`, a screening number, a year of birth) against the signed consent form (the printed
// name, the screening number); long-distance coach passenger manifests (capitals, an age, a next of kin and a phone,
// as Nigerian, Ghanaian and Kenyan road-transport unions keep them) against the online ticket booking; football /
// sports-federation player registers (surname and first names, a federation licence number) against the club's
// transfer certificate or contract registration — in Nigeria, Kenya, Ghana, South Africa, the United Kingdom (GB) and
// the European Union (DE, FR, NL, ES, IT), field names in each source's own words, language and letter case.
// Naming systems written: Yorùbá, Igbo and Hausa names with short forms (`Seun`, `Emeka`, `Funmi`) and honorifics
// (`Alh.`, `Chief`); Kikuyu, Luo, Kalenjin and Luhya names with a Christian name; Akan day names with English names;
// Zulu, Sotho, Afrikaans (`van der Merwe`) and Indian South African names; English, Welsh, Irish and British Asian
// names; German, French (hyphenated given names), Dutch (particles), Spanish (two surnames) and Italian names.
// What the author read: the session's rules (s27-common.md), the blind authors' brief and this set's brief;
// bench/persons/generate.ts and bench/persons.ts (whole); bench/persons/records.ts lines 1–75 (types and Ctx); the header
// comment of templates-heldout13.ts (lines 1–125) and its Kind13 type, and the kind names in the header comments of
// templates-heldout1.ts … templates-heldout13.ts (a grep over their `//   same_` / `//   diff_` lines);
// test/bench/persons-generate.test.ts: imports, assertRecords / assertKinds, the set list tests and set 13's block.
// What the author did NOT read: src/ (src/compare/ included), src/lexicon/, test/compare/, the packs' data and field
// aliases, the README's paragraphs on the engine, sets 1–13's data files and the bodies of records.ts (beyond line 75),
// records2–8.ts and the templates of sets 1–13. The engine and the bench were never run on this set before it was
// committed. Every name list, short form, place, number shape and slip below is the author's own.
//
// Grain: `same` means the two records describe the same natural person, as a careful analyst would judge from the two
// records alone; `different` means two natural people, however much they share. Every `same` pair carries a name on
// both sides and at least one more agreeing value (an address, an id number, a phone, a screening or licence number);
// every `different` pair carries a birth (a date, a year of birth or an age) on both sides, and they disagree by at
// least two years. A birth date is never written month first with digits; an age is whole years.
//
// Kinds (78 pairs each, cycling NG, KE, GH, ZA, GB, EU — 13 per jurisdiction; 5 `same`, 5 `different`, 780 pairs, 130
// per jurisdiction):
//   same_rates_account_vs_electoral_register   `MR J A OKONKWO` / `ALH. IBRAHIM BELLO` liable for a property, an
//                                              account reference; the register's surname, forenames and the address
//                                              (abbreviated or spelt out, a postcode / digital address / ID shared).
//   same_ambulance_report_vs_triage_record     `OKAFOR, C.` with `Est. age 40s` / `~45`, incident number, NOK phone;
//                                              triage: full names, birth date (or unknown), the same phone.
//   same_trial_screening_log_vs_consent_form   initials `C-E-O`, screening number, year of birth, sex; the consent
//                                              form's printed name (middle name or not), screening number, date signed.
//   same_coach_manifest_vs_ticket_booking      capitals, age, NOK and phone, destination; the booking's customer name,
//                                              mobile in another form, e-mail, ticket reference.
//   same_player_register_vs_transfer_certificate  federation surname / first names, licence number, birth date; the
//                                              club's `Player` (known-as name at times), the licence number re-spaced.
//   diff_rates_account_late_father_vs_son_voter  the rates account still in a late father's name; his son of one name
//                                              on the register at the address, births a generation apart.
//   diff_ambulance_two_casualties_one_incident two casualties of one family from one crash: one incident number, one
//                                              surname, one NOK phone, ages apart.
//   diff_trial_screening_sisters_one_household sisters (or a mother and daughter) of one initials pattern at one address
//                                              and phone, screened at one site.
//   diff_coach_passenger_and_next_of_kin       the passenger and the relative named as next of kin (who also books
//                                              travel): one surname, the NOK phone is the relative's own.
//   diff_player_register_namesake_cousins_one_academy  cousins of one full name at one academy, births 2–4 years apart,
//                                              licence numbers apart.
//
// Use: read ONCE with `npm run bench:persons -- --set heldout14`; the figures of that reading are written below, and from
// then on the set is development data.
//
// Read once on 786c735c (the author's single reading; the engine is the session's start code 1a54423f, unchanged; set
// committed at 786c735c before any run; `npm run bench:persons -- --set heldout14 --errors 500`): 780 pairs, P 1.0000,
// R 0.3795, F1 0.5502, 69.0% correct, 41.2% to review (321 pairs; TP 148, FP 0, FN 242, TN 390). Of the 242 missed same
// pairs 241 went to review and 1 to DIFFERENT. Misses by kind (same kinds; of 78):
//   same_trial_screening_log_vs_consent_form 78 (all to review at score 0: `Participant Initials` `C-E-O` and `Participant
//     Name (print)` / `Name des Patienten (Druckbuchstaben)` / `Nom et prénom du participant` not read as names, the
//     screening number `NG-004-S037` / `NG 004 S037` never compared, year of birth and age never set against anything);
//   same_player_register_vs_transfer_certificate 78 (all to review: 45 at 0.8–1.0 on the birth date alone, 33 at 0 with
//     no birth on the transfer: `Player Surname` / `Player First Names` / `Player` / `Full Name (as on passport)` and the
//     EU `Passnummer` / `Roepnaam` / `Matricola` rows not read as names, the federation licence `NFF/NPFL/84293` against
//     `Federation ID` `NFFNPFL84293` never compared);
//   same_ambulance_report_vs_triage_record 48 (all to review: 39 at 0.59–1.0 on the name alone — `OKAFOR, C.` / `S. Khan`
//     against full names, the shared next-of-kin phone (`NOK Phone` / `NOK Contact`) not compared, the estimated age
//     (`40s`, `~45`) never set against the birth date; 9 EU at 0: the German, French, Dutch, Spanish and Italian PRF
//     and triage keys not read);
//   same_rates_account_vs_electoral_register 36 (26 GB and EU at 0 to review: `Liable Party` `MRS C M DAVIES`,
//     `Redevable`, `Steuerpflichtiger`, `Belastingplichtige`, `Sujeto pasivo`, `Contribuente` not read as names and the
//     address written two ways (`121 Elm Grove, Bradford` / `121 ELM GR, BRADFORD`) not taken as agreement; 10 NG / GH
//     on the name alone at 0.52–1.0 — honorifics `ALH.` / `ENGR.`, short forms `WALE` / `IFY`, the GhanaPost address
//     `GA-463-5165` / `GA4635165` not compared; one NG pair to DIFFERENT at 0.52: `MR IFEANYI IBEKWE` against `IBKWE` /
//     `IFY`); KE and ZA all merged (the ID number on both sides);
//   same_coach_manifest_vs_ticket_booking 2 (review: a Spanish phone written with a trunk 0 — the author's slip below —
//     and `IFEANYI` against `Ify`).
// No false merge. Different kinds sent to review (the rest judged DIFFERENT): trial sisters 46/78 (one household phone,
// initials and a year of birth), ambulance casualties of one incident 20, late father / son rates account 9, namesake
// cousins at one academy 5, coach passenger and next of kin 0. By jurisdiction: ZA F1 0.6869 (R 0.5231), KE 0.6458, NG
// 0.6170, GH 0.5057, GB 0.4337, EU 0.3544 (R 0.2154); precision 1.0000 in every one.
// The author's slips, seen in that reading and left as they are: Spanish national numbers are written with a trunk `0`
// (`0780890596`), which Spain does not use (only Italian numbers were spared); the coach manifest's next-of-kin relation
// is drawn regardless of the relative's sex (`JAVIER … (daughter)`) in the same kind; GB postcodes are drawn apart from
// the town (`Cardiff L7 2US`); the diff trial kind's `Participant Initials` for a sister drawn without a same-initial
// name falls back to any name (`E-M` next to `N-N-M`); the rates-account `MRS`/`MS` title is chosen by birth year, not by
// marriage; the GB electoral register carries a `Date of Birth` column in the different kind (real registers do not).
import type { Ctx, Jurisdiction, PersonRecord, Ymd } from './records.js';

export type Label14 = 'same' | 'different';

export interface Kind14 {
  kind: string;
  label: Label14;
  pairs: number;
  make(c: Ctx, j: Jurisdiction): { a: PersonRecord; b: PersonRecord };
}

type Sex14 = 'M' | 'F';
type Country14 = 'NG' | 'KE' | 'GH' | 'ZA' | 'GB' | 'DE' | 'FR' | 'NL' | 'ES' | 'IT';

export interface Person14 {
  country: Country14;
  sex: Sex14;
  given: string;
  middle: string;
  surname: string;
  dob: Ymd;
  phone: string; // digits with the country code, no plus
}

const G: Record<Country14, { M: string[]; F: string[]; S: string[]; mid?: { M: string[]; F: string[] } }> = {
  NG: {
    M: ['Oluwaseun', 'Chukwuemeka', 'Ibrahim', 'Babatunde', 'Ifeanyi', 'Abubakar', 'Adewale', 'Obinna', 'Musa', 'Olumide'],
    F: ['Funmilayo', 'Ngozi', 'Aisha', 'Chiamaka', 'Folasade', 'Hauwa', 'Omolara', 'Blessing', 'Adaeze', 'Zainab'],
    S: ['Okafor', 'Adeyemi', 'Bello', 'Okonkwo', 'Ogunleye', 'Abdullahi', 'Eze', 'Nwosu', 'Olaniyan', 'Usman', 'Adebayo', 'Ibekwe'],
    mid: { M: ['Oluwafemi', 'Chinedu', 'Sani', 'Ayodele', 'Ikenna'], F: ['Titilayo', 'Nneka', 'Amina', 'Ifeoma', 'Yetunde'] },
  },
  KE: {
    M: ['Brian', 'Kevin', 'Dennis', 'Samuel', 'Peter', 'Collins', 'Joseph', 'Victor'],
    F: ['Faith', 'Mercy', 'Grace', 'Purity', 'Esther', 'Caroline', 'Sharon', 'Lilian'],
    S: ['Kamau', 'Otieno', 'Mwangi', 'Kiprop', 'Wafula', 'Njoroge', 'Odhiambo', 'Mutua', 'Chebet', 'Wanyama', 'Kiptoo'],
    mid: { M: ['Ochieng', 'Kiplagat', 'Mwenda', 'Wekesa', 'Gitau'], F: ['Wanjiru', 'Akinyi', 'Jepkoech', 'Nafula', 'Njeri'] },
  },
  GH: {
    M: ['Kwame', 'Kofi', 'Kwabena', 'Yaw', 'Kojo', 'Emmanuel', 'Samuel', 'Nii'],
    F: ['Ama', 'Akosua', 'Abena', 'Efua', 'Adwoa', 'Gifty', 'Priscilla', 'Esi'],
    S: ['Mensah', 'Asante', 'Owusu', 'Boateng', 'Agyeman', 'Osei', 'Tetteh', 'Quaye', 'Addo', 'Appiah', 'Darko'],
    mid: { M: ['Kwaku', 'Yeboah', 'Kwesi', 'Ofori'], F: ['Afua', 'Serwaa', 'Yaa', 'Adjoa'] },
  },
  ZA: {
    M: ['Sipho', 'Thabo', 'Themba', 'Johannes', 'Pieter', 'Lwazi', 'Kagiso', 'Rajesh'],
    F: ['Nomvula', 'Lindiwe', 'Thandeka', 'Anri', 'Zanele', 'Palesa', 'Elmarie', 'Priya'],
    S: ['Dlamini', 'Nkosi', 'Mokoena', 'van der Merwe', 'Botha', 'Naidoo', 'Khumalo', 'Mahlangu', 'Ndlovu', 'Pillay', 'Molefe'],
    mid: { M: ['Bongani', 'Jacobus', 'Tshepo', 'Mandla'], F: ['Nokuthula', 'Maria', 'Dineo', 'Busisiwe'] },
  },
  GB: {
    M: ['James', 'Oliver', 'Thomas', 'Daniel', 'Mohammed', 'Rhys', 'Callum', 'William', 'Robert'],
    F: ['Sarah', 'Emily', 'Chloe', 'Aisha', 'Siobhan', 'Megan', 'Katherine', 'Rebecca', 'Elizabeth'],
    S: ['Smith', 'Jones', 'Taylor', 'Patel', 'Khan', "O'Brien", 'Williams', 'Hughes', 'Evans', 'Davies', 'Begum'],
    mid: { M: ['John', 'Edward', 'Ali', 'Gareth', 'Michael'], F: ['Louise', 'Jane', 'Anne', 'Marie', 'Nasreen'] },
  },
  DE: {
    M: ['Lukas', 'Jonas', 'Matthias', 'Stefan', 'Jürgen', 'Tobias'],
    F: ['Anna', 'Katharina', 'Jana', 'Sabine', 'Lena', 'Ursula'],
    S: ['Müller', 'Schmidt', 'Weber', 'Schäfer', 'Becker', 'Hoffmann', 'Wagner'],
    mid: { M: ['Alexander', 'Peter', 'Johannes'], F: ['Maria', 'Sophie', 'Elisabeth'] },
  },
  FR: {
    M: ['Jean-Pierre', 'Mathieu', 'Léo', 'François', 'Jean-Luc', 'Théo'],
    F: ['Camille', 'Chloé', 'Marie-Claire', 'Élodie', 'Anne-Sophie', 'Inès'],
    S: ['Dubois', 'Lefèvre', 'Moreau', 'Girard', 'Rousseau', 'Fournier', 'Bernard'],
    mid: { M: ['Louis', 'Marie', 'Henri'], F: ['Louise', 'Hélène', 'Marie'] },
  },
  NL: {
    M: ['Daan', 'Sem', 'Pieter', 'Thijs', 'Joost'],
    F: ['Sanne', 'Lotte', 'Femke', 'Anouk', 'Marieke'],
    S: ['de Vries', 'van den Berg', 'Jansen', 'Bakker', 'de Jong', 'van Dijk', 'Visser'],
    mid: { M: ['Jan', 'Willem', 'Hendrik'], F: ['Johanna', 'Maria', 'Cornelia'] },
  },
  ES: {
    M: ['Javier', 'Alejandro', 'José Luis', 'Pablo', 'Sergio'],
    F: ['Lucía', 'María José', 'Carmen', 'Elena', 'Marta'],
    S: ['García López', 'Fernández Ruiz', 'Martínez Sánchez', 'Rodríguez Gómez', 'Pérez Navarro', 'Sánchez Moreno'],
  },
  IT: {
    M: ['Giuseppe', 'Francesco', 'Alessandro', 'Matteo', 'Lorenzo'],
    F: ['Francesca', 'Giulia', 'Chiara', 'Alessandra', 'Valentina'],
    S: ['Rossi', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'De Luca'],
    mid: { M: ['Maria', 'Antonio'], F: ['Maria', 'Grazia'] },
  },
};

/** Short forms people go by (the author's own list). */
export const SHORT14: Record<string, string> = {
  Oluwaseun: 'Seun', Chukwuemeka: 'Emeka', Babatunde: 'Tunde', Adewale: 'Wale', Funmilayo: 'Funmi', Folasade: 'Sade',
  Omolara: 'Lara', Chiamaka: 'Amaka', Olumide: 'Mide', Abubakar: 'Abu', Ifeanyi: 'Ify', William: 'Bill', Robert: 'Rob',
  Katherine: 'Kate', Rebecca: 'Becky', Elizabeth: 'Liz', Thomas: 'Tom', Daniel: 'Dan', Samuel: 'Sammy', Joseph: 'Joe',
  Johannes: 'Johan', Alessandro: 'Ale', Francesco: 'Cesco', Giuseppe: 'Peppe', Katharina: 'Kathi', Matthias: 'Matze',
  Alejandro: 'Álex', 'José Luis': 'Pepe', Emmanuel: 'Emma', Kwabena: 'Kobby', Priscilla: 'Cilla', Lindiwe: 'Lindi',
  Thandeka: 'Thandi', Nomvula: 'Vuvu', Caroline: 'Carol', 'Jean-Pierre': 'J-P',
};

const EU_COUNTRIES: Country14[] = ['DE', 'FR', 'NL', 'ES', 'IT'];
const DIAL: Record<Country14, [string, string[], number]> = {
  NG: ['234', ['803', '806', '813', '703', '805', '909', '816'], 7],
  KE: ['254', ['712', '722', '733', '701', '790', '115'], 6],
  GH: ['233', ['24', '54', '20', '55', '27'], 7],
  ZA: ['27', ['82', '72', '83', '61', '79', '71'], 7],
  GB: ['44', ['7700', '7911', '7423', '7384'], 6],
  DE: ['49', ['151', '160', '176', '171'], 8],
  FR: ['33', ['6', '7'], 8],
  NL: ['31', ['6'], 8],
  ES: ['34', ['6', '7'], 8],
  IT: ['39', ['347', '333', '320'], 7],
};

export function country14(c: Ctx, j: Jurisdiction): Country14 {
  return j === 'EU' ? c.pick(EU_COUNTRIES) : j;
}

export function phone14(c: Ctx, k: Country14): string {
  const [cc, pre, n] = DIAL[k];
  return cc + c.pick(pre) + c.digits(n);
}

/** A phone written as each source keys it: with a plus, bare national with its 0, spaced, or `00`. */
export function writePhone14(c: Ctx, full: string, k: Country14): string {
  const cc = DIAL[k][0];
  const nat = full.slice(cc.length);
  const form = c.int(0, 3);
  if (form === 0) return `+${full}`;
  if (form === 1) return (k === 'IT' ? '' : '0') + nat;
  if (form === 2) return `+${cc} ${nat.slice(0, 3)} ${nat.slice(3, 6)} ${nat.slice(6)}`;
  return `00${full}`;
}

const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

export function dob14(c: Ctx, from: number, to: number): Ymd {
  const y = c.int(from, to);
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, daysIn(y, m)) };
}

export function person14(c: Ctx, j: Jurisdiction, o: { sex?: Sex14; from?: number; to?: number; country?: Country14 } = {}): Person14 {
  const country = o.country ?? country14(c, j);
  const sex = o.sex ?? (c.chance(0.5) ? 'M' : 'F');
  const pool = G[country];
  const given = c.pick(pool[sex]);
  let middle = pool.mid ? c.pick(pool.mid[sex]) : '';
  if (middle === given) middle = '';
  return { country, sex, given, middle, surname: c.pick(pool.S), dob: dob14(c, o.from ?? 1950, o.to ?? 2003), phone: phone14(c, country) };
}

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n: number) => String(n).padStart(2, '0');
export type DateForm14 = 'iso' | 'dd/mm/yyyy' | 'dd.mm.yyyy' | 'd Mon yyyy' | 'DD-MON-YYYY' | 'dd-mm-yyyy';
export function date14(t: Ymd, form: DateForm14): string {
  if (form === 'iso') return `${t.y}-${p2(t.m)}-${p2(t.d)}`;
  if (form === 'dd/mm/yyyy') return `${p2(t.d)}/${p2(t.m)}/${t.y}`;
  if (form === 'dd.mm.yyyy') return `${p2(t.d)}.${p2(t.m)}.${t.y}`;
  if (form === 'dd-mm-yyyy') return `${p2(t.d)}-${p2(t.m)}-${t.y}`;
  if (form === 'd Mon yyyy') return `${t.d} ${MON[t.m - 1]!} ${t.y}`;
  return `${p2(t.d)}-${MON[t.m - 1]!.toUpperCase()}-${t.y}`;
}
/** The date form a country's systems use. */
function dateIn(c: Ctx, k: Country14): string {
  void c;
  return k === 'DE' || k === 'NL' ? 'dd.mm.yyyy' : k === 'ZA' ? 'iso' : k === 'FR' || k === 'ES' || k === 'IT' ? 'dd/mm/yyyy' : '';
}
function anyDate(c: Ctx, t: Ymd, k: Country14): string {
  const f = dateIn(c, k);
  return date14(t, (f || c.pick(['dd/mm/yyyy', 'd Mon yyyy', 'DD-MON-YYYY', 'iso', 'dd-mm-yyyy'])) as DateForm14);
}

/** Whole years on `at`. */
export function ageOn14(t: Ymd, at: Ymd): number {
  return at.y - t.y - (at.m < t.m || (at.m === t.m && at.d < t.d) ? 1 : 0);
}

/** Letters without their accents (a keying system that drops them). */
export function fold14(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '');
}

/** One keying slip in a word of five letters or more: two neighbours swapped, a letter doubled or dropped. */
export function slip14(c: Ctx, w: string): string {
  if (w.length < 5) return w;
  const i = c.int(1, w.length - 3);
  const k = c.int(0, 2);
  if (k === 0) return w.slice(0, i) + w[i + 1]! + w[i]! + w.slice(i + 2);
  if (k === 1) return w.slice(0, i + 1) + w[i]! + w.slice(i + 1);
  return w.slice(0, i) + w.slice(i + 1);
}

const initials = (s: string) =>
  s
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .join(' ');
const up = (s: string) => s.toUpperCase();
const title = (p: Person14, married = true) => (p.sex === 'M' ? 'MR' : married ? c14title(p) : 'MISS');
const c14title = (p: Person14) => (p.dob.y < 1985 ? 'MRS' : 'MS');

function gb_postcode(c: Ctx): string {
  return `${c.pick(['LU', 'B', 'M', 'LS', 'CF', 'NG', 'SE', 'E', 'BD', 'L'])}${c.int(1, 19)} ${c.int(1, 9)}${c.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}`;
}

interface Addr {
  full: string;
  other: string;
}
/** A street address written two ways (the rates roll's and the register's). */
function address14(c: Ctx, k: Country14): Addr {
  const n = c.int(1, 140);
  if (k === 'GB') {
    const [st, kind, abbr] = c.pick([
      ['Elm', 'Grove', 'Gr'],
      ['Station', 'Road', 'Rd'],
      ['Victoria', 'Street', 'St'],
      ['Kingsley', 'Avenue', 'Ave'],
      ['Chapel', 'Lane', 'La'],
      ['Park', 'Crescent', 'Cres'],
    ] as const);
    const town = c.pick(['Luton', 'Leeds', 'Cardiff', 'Bradford', 'Leicester', 'Croydon']);
    const pc = gb_postcode(c);
    return { full: `${n} ${st} ${kind}, ${town} ${pc}`, other: `${n} ${up(st)} ${up(abbr)}, ${up(town)}, ${pc}` };
  }
  if (k === 'NG') {
    const st = c.pick(['Adeola Odeku', 'Awolowo', 'Herbert Macaulay', 'Ahmadu Bello', 'Ogui', 'Zoo']);
    const area = c.pick(['Victoria Island, Lagos', 'Ikeja, Lagos', 'Yaba, Lagos', 'Kaduna North', 'Enugu', 'Gwarinpa, Abuja']);
    return { full: `${n}, ${st} Street, ${area}`, other: `No ${n} ${up(st)} ST ${up(area.split(',')[0]!)}` };
  }
  if (k === 'KE') {
    const box = `P.O. Box ${c.int(10, 9999)}-${c.pick(['00100', '40100', '80100', '20100', '30100'])}`;
    return { full: box, other: box.replace('P.O. Box ', 'P.O BOX ').replace('-', ' - ') };
  }
  if (k === 'GH') {
    const gps = `${c.pick(['GA', 'AK', 'GT', 'WS', 'CC'])}-${c.int(100, 999)}-${c.int(1000, 9999)}`;
    return { full: gps, other: gps.replace(/-/g, '') };
  }
  if (k === 'ZA') {
    const st = c.pick(['Jan Smuts', 'Church', 'Voortrekker', 'Vilakazi', 'Main', 'Nelson Mandela']);
    const sub = c.pick(['Soweto', 'Pretoria North', 'Durban', 'Polokwane', 'Bellville', 'Mahikeng']);
    return { full: `${n} ${st} Street, ${sub}`, other: `${n} ${up(st)} STR ${up(sub)}` };
  }
  const [st, town, pc] =
    k === 'DE'
      ? [c.pick(['Lindenstraße', 'Hauptstraße', 'Bahnhofstraße', 'Gartenweg']), c.pick(['Köln', 'Bremen', 'Leipzig', 'Mainz']), String(c.int(10000, 99999))]
      : k === 'FR'
        ? [c.pick(['rue de la République', 'avenue Jean Jaurès', 'rue Victor Hugo', 'boulevard Gambetta']), c.pick(['Lyon', 'Lille', 'Nantes', 'Rennes']), String(c.int(10000, 95999))]
        : k === 'NL'
          ? [c.pick(['Kerkstraat', 'Dorpsstraat', 'Molenweg', 'Stationsplein']), c.pick(['Utrecht', 'Zwolle', 'Haarlem', 'Leiden']), `${c.int(1000, 9999)} ${c.letters(2)}`]
          : k === 'ES'
            ? [c.pick(['Calle Mayor', 'Calle de Alcalá', 'Avenida de la Constitución']), c.pick(['Madrid', 'Sevilla', 'Valencia', 'Zaragoza']), String(c.int(10000, 52999))]
            : [c.pick(['Via Roma', 'Via Garibaldi', 'Corso Vittorio Emanuele']), c.pick(['Milano', 'Torino', 'Bologna', 'Napoli']), String(c.int(10000, 98999))];
  if (k === 'DE' || k === 'NL') return { full: `${st} ${n}, ${pc} ${town}`, other: `${st.replace(/straße$/, 'str.').replace(/straat$/, 'str.')} ${n}, ${town}` };
  return { full: `${k === 'FR' ? `${n}, ` : ''}${st}${k === 'FR' ? '' : ` ${n}`}, ${pc} ${town}`, other: `${up(fold14(st))} ${n} ${up(fold14(town))}` };
}

/** A South African ID number from a birth date and sex, with its Luhn digit. */
export function zaId14(c: Ctx, t: Ymd, sex: Sex14): string {
  const body = `${String(t.y % 100).padStart(2, '0')}${p2(t.m)}${p2(t.d)}${sex === 'F' ? c.int(0, 4) : c.int(5, 9)}${c.digits(3)}0${c.int(8, 9)}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d *= 2;
    sum += d > 9 ? d - 9 : d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

const fullName = (p: Person14) => [p.given, p.middle, p.surname].filter(Boolean).join(' ');

// --- same_rates_account_vs_electoral_register -------------------------------------------------------------------------
function ratesAccount(c: Ctx, p: Person14, addr: Addr, idNo: string, late = false): PersonRecord {
  const k = p.country;
  const nm = late ? `${k === 'GB' ? 'EXORS OF THE LATE ' : 'ESTATE LATE '}${up(fullName(p))}` : '';
  if (k === 'GB')
    return {
      'Account Ref': c.digits(9),
      'Liable Party': nm || `${title(p)} ${initials([p.given, p.middle].filter(Boolean).join(' '))} ${up(p.surname)}`,
      'Property Address': addr.full,
      Band: c.pick(['A', 'B', 'C', 'D', 'E']),
      ...(late ? { 'Date of Birth (liable party)': date14(p.dob, 'dd/mm/yyyy') } : { 'Single Person Discount': c.pick(['Y', 'N']) }),
    };
  if (k === 'NG')
    return {
      'PROPERTY ID': `LUC/${c.pick(['IKJ', 'ETI', 'SUR', 'KOS'])}/${c.digits(6)}`,
      'OWNER/OCCUPIER': nm || `${p.sex === 'M' ? c.pick(['ALH.', 'CHIEF', 'MR', 'ENGR.']) : c.pick(['MRS', 'ALHAJA', 'DR (MRS)'])} ${up(p.given)} ${up(p.surname)}`,
      'PROPERTY ADDRESS': addr.full,
      ...(late ? { DOB: date14(p.dob, 'dd/mm/yyyy') } : { 'PHONE NO': writePhone14(c, p.phone, k) }),
    };
  if (k === 'KE')
    return {
      'Plot No': `${c.pick(['Nairobi/Block', 'Kisumu/Municipality Block', 'Eldoret Municipality/Block'])} ${c.int(1, 99)}/${c.int(100, 9999)}`,
      'Rate Payer': nm || up(`${p.given} ${p.middle || p.surname} ${p.surname}`.replace(/ (\S+) \1$/, ' $1')),
      'ID No': idNo,
      'Postal Address': addr.full,
      ...(late ? { 'Date of Birth': date14(p.dob, 'dd/mm/yyyy') } : {}),
    };
  if (k === 'GH')
    return {
      'Rate Payer': nm || `${p.sex === 'M' ? 'Mr' : 'Mrs'} ${p.given} ${p.surname}`,
      'House No / GPS': addr.full,
      'Rateable Value (GHS)': String(c.int(800, 25000)),
      ...(late ? { 'Date of Birth': date14(p.dob, 'd Mon yyyy') } : { 'Tel': writePhone14(c, p.phone, k) }),
    };
  if (k === 'ZA')
    return {
      'Account Number': c.digits(10),
      'Account Holder': nm || `${title(p)} ${initials([p.given, p.middle].filter(Boolean).join(' ')).replace(/ /g, '')} ${up(p.surname)}`,
      'ID Number': idNo,
      'Erf No': `${c.int(100, 99999)}`,
      'Physical Address': addr.full,
    };
  if (k === 'DE')
    return {
      Aktenzeichen: `${c.int(100, 999)}/${c.int(1000, 9999)}/${c.int(1000, 9999)}`,
      Steuerpflichtiger: nm ? `Erbengemeinschaft nach ${fullName(p)}` : `${p.sex === 'M' ? 'Herrn' : 'Frau'} ${p.given} ${p.surname}`,
      'Lage des Grundbesitzes': addr.full,
      ...(late ? { Geburtsdatum: date14(p.dob, 'dd.mm.yyyy') } : {}),
    };
  if (k === 'FR')
    return {
      'Numéro fiscal': c.digits(13),
      Redevable: nm ? `SUCCESSION ${up(p.surname)} ${p.given}` : `${p.sex === 'M' ? 'M.' : 'Mme'} ${up(p.surname)} ${p.given}`,
      'Adresse du bien': addr.full,
      ...(late ? { 'Date de naissance': date14(p.dob, 'dd/mm/yyyy') } : {}),
    };
  if (k === 'NL')
    return {
      Aanslagnummer: c.digits(12),
      Belastingplichtige: nm ? `Erven ${fullName(p)}` : `${p.sex === 'M' ? 'Dhr.' : 'Mevr.'} ${initials([p.given, p.middle].filter(Boolean).join(' ')).replace(/ /g, '.')}. ${p.surname}`,
      'Adres object': addr.full,
      ...(late ? { Geboortedatum: date14(p.dob, 'dd-mm-yyyy') } : {}),
    };
  if (k === 'ES')
    return {
      'Referencia catastral': `${c.digits(7)}${c.letters(2)}${c.digits(4)}${c.letters(1)}${c.digits(4)}${c.letters(2)}`,
      'Sujeto pasivo': nm ? `HEREDEROS DE ${up(p.surname)}, ${up(p.given)}` : `${up(p.surname)}, ${up(p.given)}`,
      'Domicilio tributario': addr.full,
      ...(late ? { 'Fecha de nacimiento': date14(p.dob, 'dd/mm/yyyy') } : {}),
    };
  return {
    'Codice utenza': `IMU-${c.digits(8)}`,
    Contribuente: nm ? `EREDI DI ${up(p.surname)} ${up(p.given)}` : `${up(p.surname)} ${up(p.given)}`,
    'Indirizzo immobile': addr.full,
    ...(late ? { 'Data di nascita': date14(p.dob, 'dd/mm/yyyy') } : {}),
  };
}

function electoralEntry(c: Ctx, p: Person14, addr: Addr, idNo: string, withDob: boolean): PersonRecord {
  const k = p.country;
  const forenames = [p.given, p.middle].filter(Boolean).join(' ');
  if (k === 'GB')
    return {
      'Elector Number': `${c.letters(2)}${c.int(1, 4)}-${c.int(1, 2400)}`,
      Surname: p.surname,
      Forenames: c.chance(0.3) ? up(forenames) : forenames,
      'Qualifying Address': addr.other,
      ...(withDob ? { 'Date of Birth': date14(p.dob, 'dd/mm/yyyy') } : {}),
      ...(c.chance(0.3) ? { Markers: c.pick(['E', 'K', 'F']) } : {}),
    };
  if (k === 'NG')
    return {
      VIN: `90F5${c.letters(4, 'ABCDEF0123456789')}${c.digits(11)}`,
      Surname: up(p.surname),
      'Other Names': up(c.chance(0.4) ? SHORT14[p.given] ?? p.given : forenames),
      'Date of Birth': date14(p.dob, c.pick(['dd-mm-yyyy', 'dd/mm/yyyy'])),
      Address: addr.other,
      'Polling Unit': `${c.pick(['ST. JUDE PRI SCH', 'OPEN SPACE BY MOSQUE', 'TOWN HALL I', 'L.A. PRI SCH'])}`,
    };
  if (k === 'KE')
    return {
      'ID/Passport No': idNo,
      Surname: up(p.surname),
      'Other Names': up(forenames),
      'Date of Birth': date14(p.dob, 'dd/mm/yyyy'),
      'Polling Station': up(c.pick(['Kilimani Primary', 'Moi Girls', 'Kondele Social Hall', 'Langas Primary'])),
      ...(c.chance(0.5) ? { 'Postal Address': addr.other } : {}),
    };
  if (k === 'GH')
    return {
      'Voter ID No': c.digits(10),
      Name: up(`${p.surname} ${forenames}`),
      Age: withDob ? String(ageOn14(p.dob, { y: 2024, m: 9, d: 1 })) : String(ageOn14(p.dob, { y: 2024, m: 9, d: 1 })),
      Sex: p.sex,
      'Residential Address': addr.other,
      ...(withDob ? { 'Date of Birth': date14(p.dob, 'd Mon yyyy') } : {}),
    };
  if (k === 'ZA')
    return {
      'ID NUMBER': idNo.replace(/^(\d{6})(\d{4})(\d{3})$/, c.chance(0.4) ? '$1 $2 $3' : '$1$2$3'),
      SURNAME: up(p.surname),
      'FIRST NAMES': up(forenames),
      'VOTING DISTRICT': String(c.int(10000000, 99999999)),
      ADDRESS: addr.other,
    };
  if (k === 'DE')
    return { Familienname: p.surname, Vornamen: forenames, Geburtsdatum: date14(p.dob, 'dd.mm.yyyy'), Anschrift: addr.other, 'Lfd. Nr.': String(c.int(1, 1800)) };
  if (k === 'FR')
    return {
      'Nom de naissance': up(p.surname),
      Prénoms: forenames,
      'Date de naissance': date14(p.dob, 'dd/mm/yyyy'),
      Adresse: addr.other,
      'Bureau de vote': String(c.int(1, 60)),
    };
  if (k === 'NL')
    return { Geslachtsnaam: p.surname, Voornamen: forenames, Geboortedatum: date14(p.dob, 'dd-mm-yyyy'), Adres: addr.other, Stembureau: String(c.int(1, 90)) };
  if (k === 'ES')
    return { Apellidos: up(p.surname), Nombre: up(p.given), 'Fecha de nacimiento': date14(p.dob, 'dd/mm/yyyy'), Domicilio: addr.other, Mesa: c.pick(['A', 'B', 'U']) };
  return { Cognome: up(p.surname), Nome: up(forenames), 'Data di nascita': date14(p.dob, 'dd/mm/yyyy'), Indirizzo: addr.other, Sezione: String(c.int(1, 400)) };
}

function idFor(c: Ctx, p: Person14): string {
  return p.country === 'ZA' ? zaId14(c, p.dob, p.sex) : p.country === 'KE' ? String(c.int(10000000, 39999999)) : '';
}

const sameRates: Kind14 = {
  kind: 'same_rates_account_vs_electoral_register',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const p = person14(c, j, { from: 1945, to: 1995 });
    const addr = address14(c, p.country);
    const id = idFor(c, p);
    const a = ratesAccount(c, p, addr, id);
    const q = c.chance(0.2) ? { ...p, surname: slip14(c, p.surname) } : p;
    return { a, b: electoralEntry(c, q, addr, id, c.chance(0.3)) };
  },
};

const diffRates: Kind14 = {
  kind: 'diff_rates_account_late_father_vs_son_voter',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const f = person14(c, j, { sex: 'M', from: 1930, to: 1958 });
    const son: Person14 = { ...f, middle: c.chance(0.5) ? f.middle : '', dob: dob14(c, f.dob.y + 22, Math.min(f.dob.y + 40, 2004)), phone: phone14(c, f.country) };
    const addr = address14(c, f.country);
    const a = ratesAccount(c, f, addr, idFor(c, f), c.chance(0.5));
    // A live account (no `late` marker) carries the father's birth under the source's own key (a South African account
    // holds his ID number, which begins with it).
    const BORN: Record<Country14, string> = { GB: 'Date of Birth (liable party)', NG: 'DOB', KE: 'Date of Birth', GH: 'Date of Birth', ZA: '', DE: 'Geburtsdatum', FR: 'Date de naissance', NL: 'Geboortedatum', ES: 'Fecha de nacimiento', IT: 'Data di nascita' };
    const key = BORN[f.country];
    if (key !== '' && a[key] === undefined) a[key] = anyDate(c, f.dob, f.country);
    return { a, b: electoralEntry(c, son, addr, idFor(c, son), true) };
  },
};

// --- ambulance patient report vs emergency department triage ----------------------------------------------------------
const INCIDENT_AT: Record<Country14, string[]> = {
  NG: ['Lagos-Ibadan Expressway by Mowe', 'Third Mainland Bridge', 'Ojuelegba U-turn', 'Kaduna-Abuja Rd km 42'],
  KE: ['Thika Rd near Roysambu', 'Mombasa Rd / Likoni junction', 'Nakuru-Eldoret Hwy, Salgaa', 'Waiyaki Way, Kangemi'],
  GH: ['Accra-Kumasi Hwy, Apedwa', 'Kaneshie First Light', 'Tema Motorway roundabout', 'Kasoa toll booth'],
  ZA: ['N1 southbound off-ramp Rivonia', 'R21 near OR Tambo', 'Voortrekker Rd & Durban Rd', 'N2 Mdantsane'],
  GB: ['M62 J26 eastbound', 'A38 Bristol Rd / Selly Oak', 'High St outside Boots', 'Cathays Terrace'],
  DE: ['A3 AS Köln-Dellbrück', 'Hauptbahnhof, Gleis 4', 'Kreuzung Ring/Neusser Str.'],
  FR: ['A7 sortie 12', 'place Bellecour', 'périphérique nord, porte 8'],
  NL: ['A12 hmp 45.3', 'Centraal Station, perron 5', 'N201 rotonde'],
  ES: ['A-4 km 12', 'Plaza Mayor', 'M-30 salida 7'],
  IT: ['A1 km 245', 'Piazza Duomo', 'Tangenziale Est uscita 8'],
};
function prfHead(c: Ctx, k: Country14, incident: string): PersonRecord {
  if (k === 'DE') return { Einsatznummer: incident, Einsatzort: c.pick(INCIDENT_AT[k]) };
  if (k === 'FR') return { 'N° intervention': incident, 'Lieu': c.pick(INCIDENT_AT[k]) };
  if (k === 'NL') return { Ritnummer: incident, Locatie: c.pick(INCIDENT_AT[k]) };
  if (k === 'ES') return { 'Nº incidente': incident, Lugar: c.pick(INCIDENT_AT[k]) };
  if (k === 'IT') return { 'N. missione': incident, Luogo: c.pick(INCIDENT_AT[k]) };
  return { 'Incident No': incident, 'Incident Location': c.pick(INCIDENT_AT[k]) };
}
function incidentNo(c: Ctx, k: Country14): string {
  return k === 'GB' ? `CAD${c.digits(7)}` : k === 'ZA' ? `EMS-${c.digits(6)}` : k === 'NG' ? `LASAMBUS/${c.int(2019, 2025)}/${c.digits(5)}` : `${c.int(2019, 2025)}-${c.digits(6)}`;
}
/** The crew's guess at an age: a decade, a `~` figure or the figure the casualty gave. */
function estAge(c: Ctx, age: number): string {
  const f = c.int(0, 2);
  if (f === 0) return `${Math.floor(age / 10) * 10}s`;
  if (f === 1) return `~${Math.max(1, age + c.int(-3, 3))}`;
  return String(age);
}
function prfPatient(c: Ctx, p: Person14, age: string, nokPhone: string): PersonRecord {
  const k = p.country;
  const nameAsGiven = c.pick([`${up(p.surname)}, ${p.given[0]!}.`, `${p.given} ${p.surname}`, `${up(p.surname)} ${up(p.given)}`, `${p.given[0]!}. ${p.surname}`]);
  if (k === 'DE') return { 'Name Patient': nameAsGiven, 'Alter (geschätzt)': age, Geschlecht: p.sex === 'M' ? 'm' : 'w', 'Angehörige Tel.': nokPhone };
  if (k === 'FR') return { 'Nom victime': nameAsGiven, 'Âge estimé': age, Sexe: p.sex, 'Tél. proche': nokPhone };
  if (k === 'NL') return { 'Naam patiënt': nameAsGiven, 'Leeftijd (schatting)': age, Geslacht: p.sex === 'M' ? 'M' : 'V', 'Tel. contactpersoon': nokPhone };
  if (k === 'ES') return { 'Nombre paciente': nameAsGiven, 'Edad aprox.': age, Sexo: p.sex === 'M' ? 'H' : 'M', 'Tel. familiar': nokPhone };
  if (k === 'IT') return { 'Nome paziente': nameAsGiven, 'Età presunta': age, Sesso: p.sex, 'Tel. familiare': nokPhone };
  return { 'Pt Name': nameAsGiven, 'Est. Age': age, Sex: p.sex, 'NOK Phone': nokPhone };
}
function triage(c: Ctx, p: Person14, nokPhone: string, withDob: boolean): PersonRecord {
  const k = p.country;
  const mrn = k === 'GB' ? `RX${c.digits(7)}` : k === 'ZA' ? c.digits(8) : `${k}${c.digits(6)}`;
  const dob = withDob ? anyDate(c, p.dob, k) : c.pick(['UNKNOWN', 'unk', 'N/K']);
  const arrived = `${c.pick(['Ambulance', 'AMB', 'Bystander car'])}`;
  if (k === 'DE') return { Fallnummer: mrn, Nachname: p.surname, Vorname: p.given, Geburtsdatum: dob, Zugang: 'RTW', 'Kontakt Angehörige': nokPhone };
  if (k === 'FR') return { IPP: mrn, 'Nom de naissance': up(p.surname), Prénom: p.given, 'Date de naissance': dob, 'Mode d\'arrivée': 'SMUR', 'Personne à prévenir (tél.)': nokPhone };
  if (k === 'NL') return { Patiëntnummer: mrn, Achternaam: p.surname, Voornaam: p.given, Geboortedatum: dob, 'Contactpersoon tel.': nokPhone };
  if (k === 'ES') return { NHC: mrn, Apellidos: p.surname, Nombre: p.given, 'Fecha de nacimiento': dob, 'Teléfono familiar': nokPhone };
  if (k === 'IT') return { 'Codice paziente': mrn, Cognome: p.surname, Nome: p.given, 'Data di nascita': dob, 'Recapito familiare': nokPhone };
  return {
    'MRN / Hospital No': mrn,
    Surname: c.chance(0.2) ? slip14(c, p.surname) : p.surname,
    'First Name': p.given,
    ...(p.middle && c.chance(0.5) ? { 'Middle Name': p.middle } : {}),
    DOB: dob,
    'Arrival Mode': arrived,
    'Triage Category': c.pick(['P1 Red', 'P2 Orange', 'P3 Yellow', 'ESI 2', 'ESI 3']),
    'NOK Contact': nokPhone,
  };
}
const ARRIVED_ON: Ymd = { y: 2024, m: 5, d: 17 };

const sameAmbulance: Kind14 = {
  kind: 'same_ambulance_report_vs_triage_record',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const p = person14(c, j, { from: 1940, to: 2004 });
    const nok = phone14(c, p.country);
    const inc = incidentNo(c, p.country);
    const a = { ...prfHead(c, p.country, inc), ...prfPatient(c, p, estAge(c, ageOn14(p.dob, ARRIVED_ON)), writePhone14(c, nok, p.country)) };
    const b = triage(c, p, writePhone14(c, nok, p.country), c.chance(0.75));
    return { a, b };
  },
};

const diffAmbulance: Kind14 = {
  kind: 'diff_ambulance_two_casualties_one_incident',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const p = person14(c, j, { from: 1950, to: 1985 });
    // A spouse, a child or a sibling travelling in one car: one surname, one next of kin, a birth at least five years off.
    const rel = c.pick(['spouse', 'child', 'sibling'] as const);
    const dob = rel === 'child' ? dob14(c, p.dob.y + 18, Math.min(p.dob.y + 35, 2010)) : rel === 'spouse' ? dob14(c, p.dob.y - 12, p.dob.y - 5) : dob14(c, p.dob.y + 5, p.dob.y + 14);
    const other: Person14 = { ...person14(c, j, { country: p.country }), surname: p.surname, dob };
    if (other.given === p.given) other.given = G[p.country][other.sex].find((g) => g !== p.given)!;
    const nok = phone14(c, p.country);
    const inc = incidentNo(c, p.country);
    const a = { ...prfHead(c, p.country, inc), ...prfPatient(c, p, String(ageOn14(p.dob, ARRIVED_ON)), writePhone14(c, nok, p.country)) };
    const b = triage(c, other, writePhone14(c, nok, p.country), true);
    return { a, b };
  },
};

// --- clinical trial screening log vs consent form ---------------------------------------------------------------------
const trialInitials = (p: Person14, withMiddle: boolean) =>
  [p.given, withMiddle ? p.middle || '-' : '', p.surname]
    .filter((x) => x !== '')
    .map((w) => (w === '-' ? '-' : fold14(w)[0]!.toUpperCase()))
    .join('-')
    .replace('---', '-X-');
function screeningNo(c: Ctx, k: Country14, site: string): string {
  return `${k === 'GB' ? 'UK' : k}-${site}-${c.pick(['S', 'SCR', ''])}${String(c.int(1, 240)).padStart(3, '0')}`;
}
function screeningLog(c: Ctx, p: Person14, scr: string, yob: boolean): PersonRecord {
  return {
    'Screening No.': scr,
    'Participant Initials': trialInitials(p, c.chance(0.6)),
    ...(yob ? { 'Year of Birth': String(p.dob.y) } : { 'Age at Screening': String(ageOn14(p.dob, { y: 2024, m: 2, d: 1 })) }),
    Sex: p.sex,
    'Screening Date': date14(dob14(c, 2023, 2024), 'DD-MON-YYYY'),
    'Eligible (Y/N)': c.pick(['Y', 'N']),
  };
}
function consentForm(c: Ctx, p: Person14, scr: string): PersonRecord {
  const k = p.country;
  const printed = c.pick([fullName(p), `${p.given} ${p.surname}`, up(`${p.given} ${p.surname}`), `${p.surname} ${p.given}`]);
  const when = date14(dob14(c, 2023, 2024), 'dd/mm/yyyy');
  const scrAs = c.chance(0.4) ? scr.replace(/-/g, ' ') : scr;
  if (k === 'DE') return { 'Name des Patienten (Druckbuchstaben)': up(printed), 'Screening-Nr.': scrAs, Datum: when };
  if (k === 'FR') return { 'Nom et prénom du participant': printed, 'N° de sélection': scrAs, 'Fait le': when };
  if (k === 'NL') return { 'Naam deelnemer': printed, 'Screeningnummer': scrAs, Datum: when };
  if (k === 'ES') return { 'Nombre del participante': printed, 'Nº de selección': scrAs, Fecha: when };
  if (k === 'IT') return { 'Nome del partecipante (stampatello)': up(printed), 'N. screening': scrAs, Data: when };
  return {
    'Participant Name (print)': printed,
    'Screening Number': scrAs,
    'Date Signed': when,
    ...(c.chance(0.5) ? { 'Witness (if thumbprint)': `${c.pick(G[k].M)} ${c.pick(G[k].S)}` } : {}),
  };
}
const SITE = ['001', '002', '004', '011', '015'];

const sameTrial: Kind14 = {
  kind: 'same_trial_screening_log_vs_consent_form',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const p = person14(c, j, { from: 1950, to: 2005 });
    const scr = screeningNo(c, p.country, c.pick(SITE));
    return { a: screeningLog(c, p, scr, c.chance(0.6)), b: consentForm(c, p, scr) };
  },
};

const diffTrial: Kind14 = {
  kind: 'diff_trial_screening_sisters_one_household',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const p = person14(c, j, { sex: 'F', from: 1955, to: 1990 });
    const mother = c.chance(0.3);
    const dob = mother ? dob14(c, p.dob.y + 18, Math.min(p.dob.y + 30, 2005)) : dob14(c, p.dob.y + 2, Math.min(p.dob.y + 9, 2005));
    // One initial letter for both: parents who name their daughters alike (Ngozi / Nneka, Anna / Anke).
    const pool = G[p.country].F.filter((g) => g[0] === p.given[0] && g !== p.given);
    const given = pool.length > 0 ? c.pick(pool) : c.pick(G[p.country].F.filter((g) => g !== p.given));
    const sis: Person14 = { ...p, given, dob, middle: c.chance(0.5) ? p.middle : '' };
    const site = c.pick(SITE);
    const a = { ...screeningLog(c, p, screeningNo(c, p.country, site), true), 'Phone (household)': writePhone14(c, p.phone, p.country) };
    const b: PersonRecord = {
      ...screeningLog(c, sis, screeningNo(c, p.country, site), c.chance(0.5)),
      'Phone (household)': writePhone14(c, p.phone, p.country),
    };
    return { a, b };
  },
};

// --- coach manifest vs ticket booking ---------------------------------------------------------------------------------
const ROUTES: Record<Country14, string[]> = {
  NG: ['LAGOS-ABUJA', 'LAGOS-ENUGU', 'ABUJA-KANO', 'LAGOS-OWERRI', 'IBADAN-ONITSHA'],
  KE: ['NAIROBI-KISUMU', 'NAIROBI-MOMBASA', 'NAIROBI-ELDORET', 'NAKURU-KITALE'],
  GH: ['ACCRA-KUMASI', 'ACCRA-TAMALE', 'KUMASI-TAKORADI', 'ACCRA-HO'],
  ZA: ['JHB-DURBAN', 'PTA-POLOKWANE', 'CPT-PORT ELIZABETH', 'JHB-MTHATHA'],
  GB: ['LONDON VICTORIA-MANCHESTER', 'BIRMINGHAM-GLASGOW', 'CARDIFF-LONDON'],
  DE: ['Berlin ZOB - München', 'Köln - Hamburg', 'Frankfurt - Dresden'],
  FR: ['Paris Bercy - Lyon Perrache', 'Lille - Bordeaux', 'Nantes - Toulouse'],
  NL: ['Amsterdam Sloterdijk - Eindhoven', 'Utrecht - Groningen'],
  ES: ['Madrid Estación Sur - Granada', 'Barcelona Nord - Valencia'],
  IT: ['Milano Lampugnano - Roma Tiburtina', 'Torino - Bologna'],
};
const OPERATOR: Record<Country14, string> = { NG: 'GUO/ABC/GIG', KE: 'Easy Coach/Modern Coast', GH: 'VIP/STC', ZA: 'Intercape/Greyhound', GB: 'National Express', DE: 'FlixBus', FR: 'BlaBlaCar Bus', NL: 'FlixBus', ES: 'ALSA', IT: 'Itabus' };
const RELATION = ['BROTHER', 'SISTER', 'WIFE', 'HUSBAND', 'MOTHER', 'FATHER', 'SON', 'DAUGHTER', 'UNCLE', 'BRO', 'MUM'];
function manifestRow(c: Ctx, p: Person14, age: number, nok: Person14 | undefined, nokRel: string, route: string): PersonRecord {
  const k = p.country;
  const nm = up(c.pick([`${p.given} ${p.surname}`, `${p.surname} ${p.given}`, fullName(p), `${SHORT14[p.given] ?? p.given} ${p.surname}`]));
  const nokName = nok ? up(c.pick([`${nok.given} ${nok.surname}`, nok.given, `${SHORT14[nok.given] ?? nok.given} ${nok.surname}`])) : '';
  if (['DE', 'FR', 'NL', 'ES', 'IT', 'GB'].includes(k))
    return {
      'Passenger': nm,
      'Seat': `${c.int(1, 16)}${c.pick(['A', 'B', 'C', 'D'])}`,
      'Route': route,
      'Age': String(age),
      ...(nok ? { 'Emergency contact': `${nokName} (${nokRel.toLowerCase()})`, 'Emergency contact phone': writePhone14(c, nok.phone, k) } : {}),
      'Passenger phone': writePhone14(c, p.phone, k),
    };
  return {
    'S/N': String(c.int(1, 59)),
    'PASSENGER NAME': nm,
    AGE: String(age),
    SEX: p.sex,
    'PHONE NO': writePhone14(c, p.phone, k).replace(/^\+/, ''),
    'NEXT OF KIN': nok ? `${nokName} (${nokRel})` : 'NIL',
    ...(nok ? { 'NOK PHONE': writePhone14(c, nok.phone, k) } : {}),
    DESTINATION: route.split('-')[1]!,
    'VEHICLE NO': k === 'NG' ? `${c.letters(3)}-${c.int(100, 999)}${c.letters(2)}` : k === 'KE' ? `K${c.letters(2)} ${c.int(100, 999)}${c.letters(1)}` : k === 'GH' ? `GT ${c.int(1000, 9999)}-${c.int(10, 24)}` : `${c.letters(3)} ${c.int(100, 999)} GP`,
  };
}
function booking(c: Ctx, p: Person14, route: string, withDob: boolean): PersonRecord {
  const k = p.country;
  const given = c.chance(0.3) ? SHORT14[p.given] ?? p.given : p.given;
  const mail = `${fold14(given).toLowerCase().replace(/[^a-z]/g, '')}${c.pick(['.', '_', ''])}${fold14(p.surname).toLowerCase().replace(/[^a-z]/g, '')}${c.chance(0.5) ? c.int(1, 99) : ''}@${c.pick(['gmail.com', 'yahoo.com', 'outlook.com', k === 'DE' ? 'web.de' : k === 'FR' ? 'orange.fr' : 'hotmail.com'])}`;
  return {
    'Booking Ref': `${OPERATOR[k].split('/')[0]!.slice(0, 3).toUpperCase()}${c.digits(7)}`,
    'Customer Name': c.pick([`${given} ${p.surname}`, `${p.given} ${p.middle} ${p.surname}`.replace(/ {2,}/g, ' '), `${p.surname}, ${given}`]),
    Mobile: writePhone14(c, p.phone, k),
    Email: mail,
    Trip: route,
    ...(withDob ? { 'Date of Birth': anyDate(c, p.dob, k) } : {}),
  };
}
const TRAVEL_ON: Ymd = { y: 2024, m: 12, d: 20 };

const sameCoach: Kind14 = {
  kind: 'same_coach_manifest_vs_ticket_booking',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const p = person14(c, j, { from: 1955, to: 2004 });
    const nok = { ...person14(c, j, { country: p.country }), surname: c.chance(0.6) ? p.surname : c.pick(G[p.country].S) };
    const route = c.pick(ROUTES[p.country]);
    // The clerk writes the age the passenger says (one year off at times).
    const age = ageOn14(p.dob, TRAVEL_ON) + (c.chance(0.2) ? c.pick([-1, 1]) : 0);
    return { a: manifestRow(c, p, age, nok, c.pick(RELATION), route), b: booking(c, p, route, c.chance(0.4)) };
  },
};

const diffCoach: Kind14 = {
  kind: 'diff_coach_passenger_and_next_of_kin',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const p = person14(c, j, { from: 1975, to: 2004 });
    // The relative named as next of kin, who books travel under their own account: a parent or an elder sibling.
    const parent = c.chance(0.6);
    const rel: Person14 = {
      ...person14(c, j, { country: p.country, sex: c.chance(0.5) ? 'M' : 'F' }),
      surname: p.surname,
      dob: parent ? dob14(c, p.dob.y - 40, p.dob.y - 20) : dob14(c, p.dob.y - 12, p.dob.y - 3),
    };
    if (rel.given === p.given) rel.given = G[p.country][rel.sex].find((g) => g !== p.given)!;
    const route = c.pick(ROUTES[p.country]);
    const relation = parent ? (rel.sex === 'M' ? 'FATHER' : c.pick(['MOTHER', 'MUM'])) : rel.sex === 'M' ? c.pick(['BROTHER', 'BRO']) : 'SISTER';
    return { a: manifestRow(c, p, ageOn14(p.dob, TRAVEL_ON), rel, relation, route), b: booking(c, rel, c.pick(ROUTES[p.country]), true) };
  },
};

// --- sports federation player register vs transfer certificate --------------------------------------------------------
function licenceNo(c: Ctx, k: Country14): string {
  if (k === 'NG') return `NFF/${c.pick(['NPFL', 'NNL', 'NWFL'])}/${c.digits(5)}`;
  if (k === 'KE') return `FKF-${c.pick(['PL', 'NSL', 'WPL'])}-${c.digits(5)}`;
  if (k === 'GH') return `GFA${c.digits(7)}`;
  if (k === 'ZA') return `SAFA ${c.digits(8)}`;
  if (k === 'GB') return `FAN${c.digits(8)}`;
  return `${c.pick(['DFB', 'FFF', 'KNVB', 'RFEF', 'FIGC'])}-${c.digits(9)}`;
}
const CLUBS: Record<Country14, string[]> = {
  NG: ['Enyimba FC', 'Kano Pillars', 'Rivers United', 'Remo Stars', 'Shooting Stars'],
  KE: ['Gor Mahia', 'AFC Leopards', 'Tusker FC', 'Kakamega Homeboyz'],
  GH: ['Asante Kotoko', 'Hearts of Oak', 'Medeama SC', 'Dreams FC'],
  ZA: ['Orlando Pirates', 'Kaizer Chiefs', 'Mamelodi Sundowns', 'Stellenbosch FC'],
  GB: ['Tranmere Rovers', 'Bristol Rovers', 'Wrexham AFC', 'Stockport County'],
  DE: ['SC Paderborn', 'FC St. Pauli', 'VfL Bochum'],
  FR: ['FC Lorient', 'Stade Brestois', 'AJ Auxerre'],
  NL: ['FC Utrecht', 'Go Ahead Eagles', 'Heracles Almelo'],
  ES: ['CD Leganés', 'SD Eibar', 'Real Oviedo'],
  IT: ['US Sassuolo', 'Spezia Calcio', 'Pisa SC'],
};
/** A player known by one name on the shirt (a short form or the surname alone). */
function knownAs(c: Ctx, p: Person14): string {
  return c.pick([SHORT14[p.given] ?? p.given, p.surname, `${p.given} ${p.surname}`, `${(SHORT14[p.given] ?? p.given)} ${p.surname}`]);
}
function federationRow(c: Ctx, p: Person14, lic: string, club: string): PersonRecord {
  const k = p.country;
  const dob = anyDate(c, p.dob, k);
  const forenames = [p.given, p.middle].filter(Boolean).join(' ');
  if (k === 'DE') return { Passnummer: lic, Name: p.surname, Vorname: forenames, Geburtsdatum: dob, Verein: club, Spielberechtigung: 'ab 01.07.2024' };
  if (k === 'FR') return { 'N° de licence': lic, Nom: up(p.surname), Prénom: p.given, 'Né(e) le': dob, Club: club };
  if (k === 'NL') return { Relatiecode: lic, Achternaam: p.surname, Roepnaam: SHORT14[p.given] ?? p.given, Geboortedatum: dob, Club: club };
  if (k === 'ES') return { 'Nº licencia': lic, 'Apellidos': up(p.surname), Nombre: up(p.given), 'F. nacimiento': dob, Club: club };
  if (k === 'IT') return { 'Matricola': lic, Cognome: up(p.surname), Nome: up(forenames), 'Data di nascita': dob, Società: club };
  return { 'Licence No': lic, 'Player Surname': up(p.surname), 'Player First Names': forenames, 'Date of Birth': dob, 'Registered Club': club, Position: c.pick(['GK', 'DF', 'MF', 'FW']) };
}
function transferRow(c: Ctx, p: Person14, lic: string, from: string, to: string, withDob: boolean): PersonRecord {
  const k = p.country;
  const licAs = c.chance(0.5) ? lic.replace(/[/\s-]/g, '') : lic;
  const rec: PersonRecord = {
    Player: knownAs(c, p),
    'Full Name (as on passport)': c.chance(0.5) ? up(fullName(p)) : fullName(p),
    'Federation ID': licAs,
    'From Club': from,
    'To Club': to,
    ...(withDob ? { DOB: anyDate(c, p.dob, k) } : {}),
  };
  if (c.chance(0.4)) delete rec['Full Name (as on passport)'];
  return rec;
}

const samePlayer: Kind14 = {
  kind: 'same_player_register_vs_transfer_certificate',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const p = person14(c, j, { sex: c.chance(0.75) ? 'M' : 'F', from: 1988, to: 2006 });
    const lic = licenceNo(c, p.country);
    const from = c.pick(CLUBS[p.country]);
    const to = c.pick(CLUBS[p.country].filter((x) => x !== from));
    return { a: federationRow(c, p, lic, from), b: transferRow(c, p, lic, from, to, c.chance(0.5)) };
  },
};

const diffPlayer: Kind14 = {
  kind: 'diff_player_register_namesake_cousins_one_academy',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const p = person14(c, j, { sex: 'M', from: 1996, to: 2008 });
    // A cousin named after one grandfather: one given name, one surname, one academy, births two to four years apart.
    const cousin: Person14 = { ...p, middle: c.chance(0.5) ? '' : c.pick((G[p.country].mid ?? { M: [''] }).M), dob: dob14(c, p.dob.y + 2, p.dob.y + 4), phone: phone14(c, p.country) };
    const club = `${c.pick(CLUBS[p.country])} ${c.pick(['Academy', 'U-19', 'U-21', 'Reserves'])}`;
    const a = federationRow(c, p, licenceNo(c, p.country), club);
    const b = transferRow(c, cousin, licenceNo(c, p.country), club, c.pick(CLUBS[p.country]), true);
    return { a, b };
  },
};

export const HELDOUT14_KINDS: readonly Kind14[] = [sameRates, sameAmbulance, sameTrial, sameCoach, samePlayer, diffRates, diffAmbulance, diffTrial, diffCoach, diffPlayer];
