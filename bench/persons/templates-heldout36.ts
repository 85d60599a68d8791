// Held-out person pairs, set 36: five pairs of sources that set down one person each in their own words, and five
// look-alike kinds beside them — a register of licensed pyrotechnicians / display shot-firers (an explosives
// inspectorate's or pyrotechnics association's list, the Befähigungsschein list, the F4-T2 certificate list, the
// erkenning pyrotechnicus, the carné de experto, the świadectwo pirotechnika) against a fireworks display's firing site
// log (the person is the LEAD SHOT-FIRER; the display company and its line, the client, the venue and the safety officer
// are others'), a register of podiatrists / chiropodists (a health professions regulator's register, the RPPS, the
// BIG / KP register, a colegio's list) against a care home's visiting-podiatrist sheet (the person is the PODIATRIST; the
// resident treated, the nurse in charge, the care home and its line are others'), a private-security regulator's
// register of licensed door supervisors / security officers (a licence of 16 digits, PSIRA, PSRA, the Bewacher-ID, the
// carte professionnelle, the TIP) against a venue's door-staff sign-in sheet (the person is the OFFICER ON THE DOOR; the
// venue, the duty manager / head doorman, the security company, its line and mailbox are others'), a competent
// authority's register of certificates of competence for slaughter (CoC, Sachkundebescheinigung, CCPA, verklaring
// vakbekwaamheid, certificado de competencia, świadectwo kwalifikacji) against an abattoir's kill-line shift record (the
// person is the OPERATIVE; the plant, the official veterinarian, the plant's line and mailbox, lots and ear tags are
// others'), and a register of phlebotomists (a laboratory science council's list, a voluntary register, a lab network's
// staff register) against a collection centre's daily bleed log (the person is the PHLEBOTOMIST; the centre, its
// supervisor, its line and mailbox, the specimen numbers are others') — in Nigeria, Kenya, Ghana, South Africa, the
// United Kingdom (GB) and the European Union (Germany, France, the Netherlands, Spain, Poland).
// Who wrote it: a blind author helper of session 49 (branch s49-persons36), who never read the comparison rules.
// How it is made: each kind draws its people and writes the source-A and source-B records with that source's headers
// (in the source's language), date form, phone form and slips, from a seeded generator (bench/persons/generate.ts, seed
// 3636). The scaffolding (person shape, the policy check, date, phone, address and name writers, the name, town and
// street lists, the professional's shape) is set 35's, copied and renamed (35 → 36), with this set's five number schemes
// in place of set 35's, and one fix: Spain's calling code is 34 here (set 35's rename had made it 35); the phone and
// date writers, the keyed slip, the re-keying and the public check-digit schemes are imported from
// templates-heldout19.ts, as sets 20–35 did. Every kind, its number shapes, headers, vocabularies, display companies,
// venues, care homes, security companies, venues, abattoirs and laboratories are this set's own. Each kind draws a pair
// until the pair keeps the labelling policy below (`keeps36`); a kind that cannot keep it in 40 draws throws.
// What the author read: the session's rules (common.md), the blind authors' brief (blind.md) and this set's brief;
// templates-heldout35.ts (its header, its scaffolding, its kinds, for the structure, header and labelling policy);
// bench/persons/generate.ts and bench/persons.ts (to wire the set in); in test/bench/persons-generate.test.ts the set-name
// tests and set 35's block; the header comments of sets 1–35 (`grep -h '^//'`, with a word search: pyrotech, firework,
// podiatr, chiropod, door supervisor, steward, bouncer, slaughter, abattoir, butcher, phlebotom, embalm, tailor and
// others) to keep the sources new.
// What the author did NOT read: src/ (anything), data-files/, README.md, any set's data file, records2–8.ts and the
// bodies of sets 1–34's templates. Neither the engine nor the bench was run on this set before it was committed.
// Every value is fictional. With their check digit: none is written (the national-number writer is kept from set 35 but
// no kind of this set writes a national number). Shape only: pyrotechnician, podiatrist, door supervisor, slaughterman
// and phlebotomist numbers; show, visit, sign-in, kill sheet and bleed log references; lots, ear tags and specimen numbers.
//
// Labelling policy (set 35's, its additions 1–9 kept, with this set's forms): `same` means the two records describe the
// same natural person, as a careful analyst would judge from the two records alone; `different` means two natural
// people, however much they share. Every `same` pair carries the person's name on both sides (a married woman may be
// under her birth name on the register and her married name on the other side; that side then states the birth name in
// a field of its own; a form may write a title, initials, a first name and a surname initial, a short form, a sheet's
// `SURNAME I` / `SURNAME IJ` / `SURNAME, Called`, a legacy system's capitals cut short) and at least one more agreeing
// identifier of the person (pyrotechnician, podiatrist, door supervisor, slaughterman or phlebotomist number, the
// person's own phone or own e-mail, or the whole birth date), and no identifier of the person that both sides state
// disagrees (births included). Every `different` pair shares no own number of the person of any of those schemes, tells
// its two people apart by a number of one scheme on both sides that disagrees or by whole birth dates on both sides that
// disagree, never gives the two one own phone or one own e-mail, and keeps the kind's look-alike promise below.
// Additions 1–2 (set 27's): a year of birth alone agrees with a whole birth of that year, never counts as the agreeing
// identifier of a `same` pair and never tells a `different` pair apart on its own; a birth day first with a two-digit
// year is 19yy for 27–99 and 20yy for 00–26 (everyone is born 1945–2006).
// Addition 3 (with this set's forms): other people's and shared details are not the person's identifiers — a client, a
// safety officer, a resident, a nurse in charge, a duty manager / head doorman, an official veterinarian, a lab
// supervisor; show, visit sheet, sign-in, kill sheet and bleed log numbers, lots, ear tags and specimen ranges; a
// display company's, care home's, practice's, security company's, venue's, abattoir's or laboratory's name. A register's
// year of registration (`Licensed since`, `FIRST ISSUED`, `Member since`, `Registered since`, `YEAR OF ENTRY`, `Since`,
// `Desde` …) and a certificate's issue date are no birth.
// Addition 4 (with this set's forms): a phone under a company / home / venue / plant / centre header (Company tel.,
// COMPANY LINE, Care home tel., FACILITY LINE, CONTRACTOR LINE, Plant tel., FACTORY LINE, Centre tel., SITE LINE, Tel.
// Firma, Tel. Heim, Tél. EHPAD, Tél. abattoir, Tel. prikpost, Tel. matadero, Tel. punktu …) and such a body's mailbox
// (Company email, CONTRACTOR E-MAIL, Plant email, Centre email, E-Mail Betrieb, Courriel laboratoire …) are not a
// person's own.
// Additions 5–6 (set 30's): an e-mail under a personal header (Email on a register, Firer email, Podiatrist email, Staff
// email, Operative email, Phleb. email, Email personal, E-Mail privat …) is the person's own identifier; a son of the
// father's name may carry Jnr / jun. / fils / hijo / junior, the father Snr / sen. / père at times, in the name field (a
// daughter of her mother's name at times too).
// Addition 7 (set 31's): a landline under a household header (Home tel., HOME LINE, LANDLINE, Landline, Festnetz, Tél.
// domicile, Tel. thuis, Teléfono fijo, Tel. stacjonarny …) and a home address are the household's, not one person's
// identifier; twins and relatives may share them. (A visit sheet's `Home tel.` is the podiatrist's household line; its
// care home's line is `Care home tel.` / `FACILITY LINE`.)
// Addition 8 (set 31's): a birth date under another party's header is that party's (no kind of this set writes one).
// Addition 9 (set 35's, with this set's forms): an ear tag, a lot number or a specimen / accession number is an animal's,
// a batch's or a sample's, never an identifier of the person (they are never compared).
// A birth date is never written month first with digits.
//
// Kinds (60 pairs each, cycling NG, KE, GH, ZA, GB, EU — 10 per jurisdiction; 5 `same`, 5 `different`, 600 pairs, 100
// per jurisdiction):
//   same_pyrotechnician_register_vs_display_firing_log   register: licence no., name (legacy capitals cut at times,
//                                                  "SURNAME, Given", the birth name at times), company at times, town,
//                                                  category, year licensed, birth mostly, mobile and e-mail at times;
//                                                  firing log: ref., company, client, venue, event, date, the lead firer
//                                                  (`SURNAME I` at times), birth name field, licence no. mostly (re-keyed
//                                                  at times), safety officer, company line, own mobile and e-mail at times.
//   same_podiatrist_register_vs_care_home_visit_sheet   register: reg. no., name, birth mostly, practice, title, expiry,
//                                                  mobile, e-mail, home address and landline at times; visit sheet: no.,
//                                                  care home, resident, room, treatment, date, the podiatrist ("SURNAME,
//                                                  Called" at times), birth name field, reg. no. mostly, a two-digit-year
//                                                  birth at times, nurse in charge, home line, care home line, own mobile
//                                                  and e-mail at times, home address at times. Women mostly.
//   same_door_supervisor_licence_register_vs_venue_sign_in_sheet   register: licence no., holder, sector, employer,
//                                                  town, expiry, birth mostly, mobile and e-mail at times; sign-in sheet:
//                                                  no., venue, company, date, post, times, the officer (`SURNAME IJ` at
//                                                  times), birth name field, licence no. mostly, duty manager, company
//                                                  line and mailbox, own mobile and e-mail at times.
//   same_slaughterman_competence_register_vs_abattoir_kill_line_record   register: certificate no., holder, abattoir,
//                                                  operations, issue date, birth mostly, mobile, e-mail and home address
//                                                  at times; kill-line record: no., abattoir, official vet, date,
//                                                  station, lot / ear tags, the operative (a legacy system's capitals cut
//                                                  short at times), birth name field, birth half the time, certificate
//                                                  no. about half the time, head counts, plant line and mailbox, own
//                                                  mobile and e-mail at times.
//   same_phlebotomist_register_vs_collection_centre_bleed_log   register: reg. no., name, laboratory at times, town,
//                                                  grade, year registered, birth about half the time, e-mail, mobile and
//                                                  home line at times; bleed log: no., centre, date, counts, specimen
//                                                  range, supervisor, the phlebotomist (a called name and a surname
//                                                  initial at times), birth name field, reg. no. about half the time, a
//                                                  two-digit-year birth at times, centre line and mailbox, own mobile and
//                                                  e-mail, home line at times. Women mostly, a quarter or so married.
//   diff_pyrotechnician_namesakes_one_display_company   two men of one given name and surname (one middle name at
//                                                  times) in one display company and its line, one town half the time;
//                                                  own licence numbers and births.
//   diff_podiatrist_twins_one_home_one_landline    twins (sisters mostly, a brother and sister or two brothers at
//                                                  times; Taiwo / Kehinde, Hassan / Hussain, Panin / Kakra, Wafula /
//                                                  Wanjala, Okello / Opio at times): one birth date and surname, one home
//                                                  address and landline (addition 7), one practice, its line and mailbox
//                                                  more than half the time; own registration numbers, mobiles and e-mails.
//   diff_door_supervisor_father_and_son_one_name_one_company_one_mailbox   father and son of one given name and surname
//                                                  (one middle name half the time), one security company, its line and
//                                                  mailbox, one home; Snr / Jnr at times (addition 6); births 21–35
//                                                  years apart; own licence numbers.
//   diff_slaughterman_siblings_one_abattoir_one_mailbox_one_home   two brothers mostly, a brother and sister or two
//                                                  sisters at times (one initial at times) at one abattoir, its line and
//                                                  mailbox, one home address; own certificate numbers; births up to 10
//                                                  years apart.
//   diff_phlebotomist_mother_and_daughter_one_lab_one_home_line   a married mother and her daughter of the family
//                                                  surname (Spain: the daughter's second surname is the mother's first),
//                                                  named after her mother half the time, in one laboratory, its line and
//                                                  mailbox, one home landline; births 19–38 years apart; own register
//                                                  numbers.
//
// Slips the author saw before the reading (left as they are): a record's own dates (issue, expiry, show, visit, shift)
// are drawn on their own and need not fit the person's age; a company, practice, abattoir or laboratory is named after
// the person's surname at times (so after a relative's or namesake's too); name lists are set 35's (mixing a country's
// peoples freely); no other script than the Latin alphabet is used; the other parties (clients, residents, nurses,
// managers, vets, supervisors) are drawn from the same name lists and may now and then share a name part with the
// person; a body's mailbox is made from its name; the married-name rule of set 35 (a Dutch married woman as
// `married-birth`) is kept; a twin pair of one boy's and one girl's name keeps the twins' one birth date; the FR
// podiatrist and NL podiatrist numbers are bare 11-digit numbers (RPPS / BIG shape, no check).
//
// Use: read ONCE with `npm run bench:persons -- --set heldout36`; the figures of that reading are reported by the
// author, and from then on the set is development data.
import type { Ctx, Jurisdiction, PersonRecord, Ymd } from './records.js';
import { bsn19, type Country19, date19, dni19, fold19, nino19, type PhoneForm19, pesel19, nir19, phone19, rekey19, slip19, zaId19 } from './templates-heldout19.js';

export type Label36 = 'same' | 'different';

export interface Kind36 {
  kind: string;
  label: Label36;
  pairs: number;
  make(c: Ctx, j: Jurisdiction): { a: PersonRecord; b: PersonRecord };
}

export type Country36 = Country19;
type Sex36 = 'M' | 'F';

/** Set 19's person shape (as set 27 wrote it) (its check-digit helpers take it), with a birth place, a town and a married name. */
export interface Person36 {
  country: Country36;
  sex: Sex36;
  given: string;
  short: string;
  middle: string;
  surname: string;
  surname2: string;
  dob: Ymd;
  phone: string;
  birthPlace: string;
  town: string;
  /** A married woman's surname in use, '' when none: `surname` stays the birth name. */
  married: string;
}

export { fold19 as fold36 };

const PAIRS36 = 60;

// ---------------------------------------------------------------- the keys that name the person's own identifiers

/** Headers under which a record writes the person's own identifiers, by scheme (the test reads them from here). */
export const KEYS36 = {
  /** A pyrotechnician's / display shot-firer's own registration or licence number. */
  pyro: new Set<string>(),
  /** A podiatrist's / chiropodist's own registration number. */
  podiatry: new Set<string>(),
  /** A door supervisor's / event security officer's own licence number. */
  door: new Set<string>(),
  /** A slaughterman's own certificate of competence / licence number (not a kill-line tag's). */
  slaughter: new Set<string>(),
  /** A phlebotomist's own registration number. */
  phleb: new Set<string>(),
  national: new Set<string>(),
  phone: new Set<string>(),
  birth: new Set<string>(),
  /** The year of birth alone. */
  year: new Set<string>(),
  /** An e-mail address of the person's own. */
  email: new Set<string>(),
};
export type Scheme36 = keyof typeof KEYS36;
function register36(s: Scheme36, k: string): string {
  if (k !== '') KEYS36[s].add(k);
  return k;
}
const pyrK = (k: string) => register36('pyro', k);
const podK = (k: string) => register36('podiatry', k);
const dooK = (k: string) => register36('door', k);
const slaK = (k: string) => register36('slaughter', k);
const phlK = (k: string) => register36('phleb', k);
const mailK = (k: string) => register36('email', k);
const tel = (k: string) => register36('phone', k);
const bornK = (k: string) => register36('birth', k);

const MON36 = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** A two-digit year back to four (every person of the set is born 1945–2006). */
export const century36 = (yy: string) => (Number(yy) >= 27 ? `19${yy}` : `20${yy}`);
/** A written birth back to yyyy-mm-dd (day first with four or two year digits, ISO, year first with slashes, month named). */
export function birth36(v: string): string {
  let m = /^(\d{4})[-/](\d\d)[-/](\d\d)$/.exec(v);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d\d)[/.-](\d\d)[/.-](\d{4})$/.exec(v);
  if (m) return `${m[3]}-${m[2]}-${m[1]}`;
  m = /^(\d\d)[/.](\d\d)[/.](\d\d)$/.exec(v);
  if (m) return `${century36(m[3]!)}-${m[2]}-${m[1]}`;
  m = /^(\d{1,2})[ -]([A-Za-z]{3})[ -](\d{4})$/.exec(v);
  if (!m) throw new Error(`unread birth ${v}`);
  const mon = MON36.indexOf(m[2]!.toUpperCase()) + 1;
  if (mon === 0) throw new Error(`unread month ${v}`);
  return `${m[3]}-${String(mon).padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
}

/** The person's own identifiers a record states, by scheme, each folded to the form two clerks share; a whole birth also gives its year. */
export function ids36(r: PersonRecord): Map<Scheme36, string> {
  const out = new Map<Scheme36, string>();
  for (const [k, v] of Object.entries(r)) {
    const s = (Object.keys(KEYS36) as Scheme36[]).find((x) => KEYS36[x].has(k));
    if (s === undefined) continue;
    if (out.has(s)) throw new Error(`two ${s} values in one record: ${k}`);
    if (s === 'phone') out.set(s, v.replace(/\D/g, '').slice(-9));
    else if (s === 'birth') out.set(s, birth36(v));
    else if (s === 'year') {
      if (!/^\d{4}$/.test(v)) throw new Error(`unread year ${v}`);
      out.set(s, v);
    }
    else if (s === 'email') out.set(s, v.trim().toLowerCase());
    else out.set(s, fold19(v).toUpperCase().replace(/[^A-Z0-9]/g, ''));
  }
  const b = out.get('birth');
  if (b !== undefined) {
    if (out.has('year')) throw new Error('a birth and a year in one record');
    out.set('year', b.slice(0, 4));
  }
  return out;
}

export const NUMBERS36: readonly Scheme36[] = ['pyro', 'podiatry', 'door', 'slaughter', 'phleb', 'national'];

/** Whether a pair keeps the labelling policy of the header (the kinds draw until it does; the test asks it again). */
export function keeps36(label: Label36, a: PersonRecord, b: PersonRecord): boolean {
  const [x, y] = [ids36(a), ids36(b)];
  const both = [...y.keys()].filter((s) => x.has(s));
  if (label === 'same') return both.some((s) => s !== 'year') && both.every((s) => x.get(s) === y.get(s));
  if (both.some((s) => NUMBERS36.includes(s) && x.get(s) === y.get(s))) return false;
  if (both.includes('phone') && x.get('phone') === y.get('phone')) return false;
  if (both.includes('email') && x.get('email') === y.get('email')) return false;
  return both.some((s) => (NUMBERS36.includes(s) || s === 'birth') && x.get(s) !== y.get(s));
}

function kept36(label: Label36, draw: () => { a: PersonRecord; b: PersonRecord }): { a: PersonRecord; b: PersonRecord } {
  for (let i = 0; i < 40; i++) {
    const p = draw();
    if (keeps36(label, p.a, p.b)) return p;
  }
  throw new Error(`no ${label} pair keeps the policy in 40 draws`);
}

// ---------------------------------------------------------------- names (this author's own lists)

type G = readonly (readonly [string, string])[];
const NAMES36: Record<Country36, { m: G; f: G; s: readonly string[] }> = {
  NG: {
    m: [['Oluwaseun', 'Seun'], ['Chidiebere', 'Chidi'], ['Babatunde', 'Tunde'], ['Ifeanyi', ''], ['Musa', ''], ['Adewale', 'Wale'], ['Nnamdi', ''], ['Ibrahim', ''], ['Osaretin', 'Osas'], ['Kelechi', ''], ['Temitope', 'Tope'], ['Ekene', '']],
    f: [['Adaeze', 'Ada'], ['Folasade', 'Sade'], ['Ngozi', ''], ['Aisha', ''], ['Yetunde', 'Yetty'], ['Chinwe', ''], ['Oluwatoyin', 'Toyin'], ['Halima', ''], ['Nkechi', ''], ['Bukola', 'Buki'], ['Ijeoma', ''], ['Ronke', '']],
    s: ['Eze', 'Adeyemi', 'Obi', 'Olawale', 'Nwosu', 'Abdullahi', 'Afolabi', 'Chukwu', 'Okafor', 'Danjuma', 'Oyewole', 'Anozie', 'Bello', 'Effiong', 'Iyamu', 'Okeke'],
  },
  KE: {
    m: [['Kipchoge', ''], ['Mwangi', ''], ['Ochieng', ''], ['Barasa', ''], ['Mutua', ''], ['Abdi', ''], ['Kevin', ''], ['Victor', ''], ['Joseph', 'Joe'], ['Stephen', 'Steve'], ['Emmanuel', 'Emmah'], ['Collins', '']],
    f: [['Wanjiru', 'Shiru'], ['Akinyi', ''], ['Jepkosgei', ''], ['Naliaka', ''], ['Mueni', ''], ['Amina', ''], ['Faith', ''], ['Mercy', ''], ['Grace', ''], ['Purity', ''], ['Caroline', 'Carol'], ['Winnie', '']],
    s: ['Kamau', 'Odhiambo', 'Wekesa', 'Ndungu', 'Kiptoo', 'Otieno', 'Muthoka', 'Cheruiyot', 'Makokha', 'Omondi', 'Waweru', 'Langat', 'Njoroge', 'Adhiambo', 'Mugo', 'Hussein'],
  },
  GH: {
    m: [['Kwabena', ''], ['Kwadwo', ''], ['Kwame', ''], ['Kojo', ''], ['Selorm', ''], ['Abdul-Rahman', ''], ['Nii Armah', ''], ['Ebenezer', 'Ebo'], ['Richmond', ''], ['Isaac', ''], ['Emmanuel', 'Emma'], ['Kobina', '']],
    f: [['Abena', ''], ['Ama', ''], ['Yaa', ''], ['Efua', ''], ['Akos', ''], ['Sena', ''], ['Naa Ayeley', ''], ['Charity', ''], ['Priscilla', 'Cilla'], ['Vida', ''], ['Felicia', ''], ['Rita', '']],
    s: ['Owusu', 'Mensah', 'Boateng', 'Asante', 'Tetteh', 'Darko', 'Ofori', 'Antwi', 'Osei', 'Ansah', 'Yeboah', 'Agbeko', 'Badu', 'Lamptey', 'Opoku', 'Iddrisu'],
  },
  ZA: {
    m: [['Thabo', ''], ['Lungile', 'Lunga'], ['Pieter', 'Piet'], ['Tshepo', ''], ['Mandla', ''], ['Johannes', 'Hannes'], ['Lerato', ''], ['Sipho', ''], ['Gerhard', ''], ['Ebrahim', ''], ['Themba', ''], ['Riaan', '']],
    f: [['Zanele', ''], ['Nomvula', ''], ['Marelize', ''], ['Palesa', ''], ['Thandeka', 'Thandi'], ['Refilwe', ''], ['Elmarie', ''], ['Lindiwe', ''], ['Nosipho', ''], ['Shireen', ''], ['Ayanda', ''], ['Chantelle', '']],
    s: ['Dlamini', 'Nkosi', 'van der Merwe', 'Mokoena', 'Zulu', 'Khumalo', 'Botha', 'Naidoo', 'Sithole', 'Mthembu', 'Jacobs', 'Ndlovu', 'Steyn', 'Mahlaba', 'Tshabalala', 'Williams'],
  },
  GB: {
    m: [['Christopher', 'Chris'], ['Daniel', 'Dan'], ['Gareth', ''], ['Callum', ''], ['Stephen', 'Steve'], ['Imran', ''], ['William', 'Will'], ['Declan', ''], ['Robert', 'Rob'], ['Harry', ''], ['Benjamin', 'Ben'], ['Olusegun', 'Segun']],
    f: [['Catherine', 'Kate'], ['Rebecca', 'Becky'], ['Ffion', ''], ['Morag', ''], ['Deborah', 'Debbie'], ['Shabana', ''], ['Victoria', 'Vicky'], ['Siobhan', ''], ['Patricia', 'Trish'], ['Chloe', ''], ['Emily', ''], ['Alexandra', 'Alex']],
    s: ['Roberts', 'Walker', 'Jones', 'Thompson', 'Edwards', 'Ahmed', 'Campbell', 'Robinson', 'Khan', 'Hall', 'Murphy', 'Price', 'Turner', 'Patel', 'Stewart', 'Davies'],
  },
  DE: {
    m: [['Dieter', ''], ['Stefan', ''], ['Hans-Peter', ''], ['Jonas', ''], ['Manfred', ''], ['Emre', ''], ['Uwe', ''], ['Niklas', ''], ['Matthias', ''], ['Bernd', ''], ['Sebastian', 'Basti'], ['Felix', '']],
    f: [['Petra', ''], ['Gabriele', 'Gabi'], ['Monika', ''], ['Lea', ''], ['Franziska', 'Franzi'], ['Ayşe', ''], ['Claudia', ''], ['Susanne', ''], ['Kerstin', ''], ['Dagmar', ''], ['Stefanie', 'Steffi'], ['Marie', '']],
    s: ['Schmidt', 'Schneider', 'Weber', 'Becker', 'Schulz', 'Koch', 'Richter', 'Klein', 'Wolf', 'Öztürk', 'Neumann', 'Schröder', 'Lange', 'Krause', 'Böhm', 'Frank'],
  },
  FR: {
    m: [['Jean-Pierre', ''], ['Sébastien', ''], ['Nicolas', 'Nico'], ['Mehdi', ''], ['Laurent', ''], ['Julien', ''], ['Mamadou', ''], ['Rémi', ''], ['Christophe', ''], ['Jérôme', ''], ['Maxime', 'Max'], ['Rachid', '']],
    f: [['Marie-Claire', ''], ['Isabelle', ''], ['Sandrine', ''], ['Samira', ''], ['Camille', ''], ['Françoise', ''], ['Aminata', ''], ['Céline', ''], ['Aurélie', ''], ['Sylvie', ''], ['Chloé', ''], ['Leïla', '']],
    s: ['Dubois', 'Lambert', 'Roux', 'Fournier', 'Bonnet', 'Fontaine', 'Rousseau', 'Faure', 'André', 'Garnier', 'Haddad', 'Lemoine', 'Robin', 'Traoré', 'Masson', 'Lacroix'],
  },
  NL: {
    m: [['Johannes', 'Hans'], ['Hendrik', 'Henk'], ['Willem-Jan', ''], ['Mohamed', ''], ['Daan', ''], ['Sander', ''], ['Adrianus', 'Arie'], ['Stijn', ''], ['Ruben', ''], ['Wouter', ''], ['Joost', ''], ['Niels', '']],
    f: [['Maria', 'Mieke'], ['Cornelia', 'Corrie'], ['Hendrika', 'Riek'], ['Khadija', ''], ['Femke', ''], ['Inge', ''], ['Anouk', ''], ['Mirjam', ''], ['Lieke', ''], ['Petra', ''], ['Fleur', ''], ['Janneke', '']],
    s: ['Jansen', 'de Jong', 'van Dijk', 'Dekker', 'Brouwer', 'van der Linden', 'Hendriks', 'de Boer', 'Peters', 'van Beek', 'Dijkstra', 'Prins', 'Bouzid', 'Kuipers', 'van der Meer', 'Vos'],
  },
  ES: {
    m: [['Juan Carlos', ''], ['Francisco Javier', 'Javi'], ['Daniel', 'Dani'], ['Francisco', 'Paco'], ['José Luis', ''], ['Aitor', ''], ['Pablo', ''], ['Xavier', ''], ['Rubén', ''], ['Ignacio', 'Nacho'], ['Fernando', ''], ['Ramón', '']],
    f: [['Ana Belén', ''], ['María Carmen', 'Mari Carmen'], ['Josefa', 'Pepa'], ['Encarnación', 'Encarna'], ['Marta', ''], ['Beatriz', 'Bea'], ['Ainhoa', ''], ['Nuria', ''], ['Cristina', ''], ['Montserrat', 'Montse'], ['Laura', ''], ['Inmaculada', 'Inma']],
    s: ['Fernández', 'González', 'Rodríguez', 'Gómez', 'Díaz', 'Moreno', 'Álvarez', 'Muñoz', 'Ruiz', 'Hernández', 'Castro', 'Ortega', 'Delgado', 'Molina', 'Vázquez', 'Cabrera'],
  },
  PL: {
    m: [['Marek', ''], ['Jarosław', 'Jarek'], ['Rafał', ''], ['Dariusz', 'Darek'], ['Kamil', ''], ['Sławomir', 'Sławek'], ['Bartłomiej', 'Bartek'], ['Mariusz', ''], ['Stanisław', 'Staszek'], ['Adam', ''], ['Przemysław', 'Przemek'], ['Artur', '']],
    f: [['Anna', 'Ania'], ['Monika', ''], ['Justyna', ''], ['Krystyna', ''], ['Iwona', ''], ['Natalia', ''], ['Jadwiga', ''], ['Renata', ''], ['Halina', ''], ['Karolina', ''], ['Urszula', 'Ula'], ['Marta', '']],
    s: ['Kowalski', 'Kamiński', 'Jankowski', 'Wojciechowski', 'Kwiatkowski', 'Kaczmarek', 'Michalski', 'Nowicki', 'Adamczyk', 'Dudek', 'Sikora', 'Baran', 'Wróbel', 'Górski', 'Jabłoński', 'Majewski'],
  },
};

/** Polish -ski / -cki surnames take -ska / -cka for a woman. */
function gendered36(s: string, sex: Sex36, k: Country36): string {
  if (k !== 'PL') return s;
  const base = s.replace(/(sk|ck)a$/, '$1i');
  return sex === 'F' ? base.replace(/(sk|ck)i$/, '$1a') : base;
}

const EU36: readonly Country36[] = ['DE', 'FR', 'NL', 'ES', 'PL'];
export function country36(c: Ctx, j: Jurisdiction): Country36 {
  return j === 'EU' ? c.pick(EU36) : j;
}
const EN36 = new Set<Country36>(['NG', 'KE', 'GH', 'ZA', 'GB']);

const PHONE36: Record<Country36, { cc: string; starts: readonly string[]; len: number }> = {
  NG: { cc: '234', starts: ['803', '806', '813', '816', '703', '705', '805', '815', '902', '907'], len: 10 },
  KE: { cc: '254', starts: ['720', '721', '733', '710', '741', '757', '790', '110', '769'], len: 9 },
  GH: { cc: '233', starts: ['24', '54', '59', '28', '50', '20', '55'], len: 9 },
  ZA: { cc: '27', starts: ['71', '73', '76', '79', '82', '84', '60', '62', '66'], len: 9 },
  GB: { cc: '44', starts: ['7712', '7723', '7841', '7900', '7415', '7547', '7306'], len: 10 },
  DE: { cc: '49', starts: ['151', '155', '159', '162', '170', '172', '176', '178'], len: 11 },
  FR: { cc: '33', starts: ['6', '7'], len: 9 },
  NL: { cc: '31', starts: ['6'], len: 9 },
  ES: { cc: '34', starts: ['6', '7'], len: 9 },
  PL: { cc: '48', starts: ['50', '51', '53', '60', '66', '69', '72', '73', '78', '88'], len: 9 },
};

function newPhone36(c: Ctx, k: Country36): string {
  const p = PHONE36[k];
  const start = c.pick(p.starts);
  let rest = '';
  while (start.length + rest.length < p.len) rest += String(c.int(0, 9));
  return p.cc + start + rest;
}
const PHONE_FORMS36: readonly PhoneForm19[] = ['national', 'national', 'national-spaced', 'intl', 'intl-spaced', 'bare'];
const anyPhone36 = (c: Ctx, p: Person36) => phone19(p.phone, p.country, c.pick(PHONE_FORMS36));

const two36 = (n: number) => String(n).padStart(2, '0');
/** A date in a form the country's clerks write; never month first with digits; two-digit years where `short`. */
function anyDate36(c: Ctx, t: Ymd, k: Country36, short = false): string {
  if (short && c.chance(0.3)) return `${two36(t.d)}${k === 'DE' || k === 'PL' ? '.' : '/'}${two36(t.m)}${k === 'DE' || k === 'PL' ? '.' : '/'}${String(t.y).slice(2)}`;
  if (k === 'DE' || k === 'PL') return date19(t, c.pick(['dd.mm.yyyy', 'dd.mm.yyyy', 'iso'] as const));
  if (k === 'NL') return date19(t, c.pick(['dd-mm-yyyy', 'dd-mm-yyyy', 'iso'] as const));
  if (k === 'ES' || k === 'FR') return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'iso'] as const));
  if (k === 'ZA') return date19(t, c.pick(['yyyy/mm/dd', 'iso', 'dd/mm/yyyy', 'd Mon yyyy'] as const));
  if (k === 'GB') return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'd Mon yyyy', 'DD-MON-YYYY'] as const));
  return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'DD-MON-YYYY', 'd Mon yyyy', 'dd-mm-yyyy'] as const));
}
function workDay36(c: Ctx, from = 2019, to = 2025): Ymd {
  return { y: c.int(from, to), m: c.int(1, 12), d: c.int(1, 28) };
}
function dob36(c: Ctx, from: number, to: number): Ymd {
  const y = c.int(Math.max(1945, from), Math.min(2006, to));
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, new Date(Date.UTC(y, m, 0)).getUTCDate()) };
}

const TOWNS36: Record<Country36, readonly string[]> = {
  NG: ['Ibadan', 'Enugu', 'Jos', 'Kaduna', 'Akure', 'Onitsha', 'Zaria', 'Ogbomoso', 'Uyo'],
  KE: ['Nyeri', 'Kitale', 'Machakos', 'Thika', 'Kisumu', 'Naivasha', 'Meru', 'Garissa', 'Bungoma'],
  GH: ['Kumasi', 'Sunyani', 'Koforidua', 'Bolgatanga', 'Wa', 'Takoradi', 'Nkawkaw', 'Hohoe'],
  ZA: ['Polokwane', 'Pietermaritzburg', 'Stellenbosch', 'Mthatha', 'Rustenburg', 'George', 'Upington', 'Makhanda'],
  GB: ['Shrewsbury', 'Inverness', 'Swansea', 'Lincoln', 'Carlisle', 'Bradford', 'Derry', 'Taunton', 'York'],
  DE: ['Erfurt', 'Bamberg', 'Würzburg', 'Trier', 'Passau', 'Görlitz', 'Lüneburg', 'Marburg', 'Cottbus'],
  FR: ['Limoges', 'Dijon', 'Besançon', 'Clermont-Ferrand', 'Poitiers', 'Pau', 'Annecy', 'Nancy', 'Albi'],
  NL: ['Zwolle', 'Apeldoorn', 'Deventer', 'Tilburg', 'Maastricht', 'Leeuwarden', 'Assen', 'Venlo', 'Emmen'],
  ES: ['Salamanca', 'Cáceres', 'Teruel', 'León', 'Granada', 'Lugo', 'Huesca', 'Jaén', 'Logroño'],
  PL: ['Kraków', 'Rzeszów', 'Nowy Sącz', 'Zamość', 'Opole', 'Kielce', 'Olsztyn', 'Przemyśl', 'Zakopane'],
};
const STREETS36: Record<Country36, readonly string[]> = {
  NG: ['Ring Road', 'Agbowo Street', 'Ogui Road', 'Ahmadu Bello Way', 'Oba Adesida Road', 'New Market Road', 'Aka Road'],
  KE: ['Kimathi Way', 'Moi Avenue', 'Oginga Odinga St', 'Ngong Rd', 'Kenyatta Ave', 'Biashara St'],
  GH: ['Prempeh II St', 'Adum Road', 'Liberation Rd', 'Bolga-Navrongo Rd', 'Station Road', 'Asafo Market Rd'],
  ZA: ['Church Street', 'Voortrekker Road', 'Nelson Mandela Drive', 'Jan Smuts Ave', 'Dorp Straat', 'Main Road'],
  GB: ['Station Road', 'Church Lane', 'Victoria Street', 'Mill Lane', 'Orchard Close', 'Park Avenue', 'Queen Street'],
  DE: ['Bahnhofstraße', 'Kirchgasse', 'Lindenstraße', 'Waldweg', 'Am Markt', 'Goethestraße'],
  FR: ['rue de la Gare', 'place du Marché', 'rue Victor Hugo', 'allée des Tilleuls', 'route de Lyon', 'rue Pasteur'],
  NL: ['Kerkstraat', 'Stationsweg', 'Molenweg', 'Beatrixlaan', 'Schoolstraat', 'Dorpsstraat'],
  ES: ['Calle Mayor', 'Avenida de la Constitución', 'Calle Real', 'Plaza de España', 'Calle del Carmen', 'Camino Viejo'],
  PL: ['ul. Długa', 'ul. Mickiewicza', 'ul. Kościuszki', 'ul. Polna', 'ul. Leśna', 'ul. Słoneczna'],
};
/** A home address as the country writes it. */
function address36(c: Ctx, k: Country36, town: string): string {
  const st = c.pick(STREETS36[k]);
  const n = c.int(1, 140);
  if (k === 'DE' || k === 'NL') return `${st} ${n}, ${c.digits(k === 'DE' ? 5 : 4)}${k === 'NL' ? ` ${c.letters(2, 'ABCDEGHJKLMNPRSTVWXZ')}` : ''} ${town}`;
  if (k === 'FR') return `${n} ${st}, ${c.digits(5)} ${town}`;
  if (k === 'ES') return `${st} ${n}, ${c.int(1, 6)}º ${c.pick(['A', 'B', 'C', 'izda.', 'dcha.'])}, ${town}`;
  if (k === 'PL') return `${st} ${n}${c.chance(0.5) ? `/${c.int(1, 40)}` : ''}, ${c.digits(2)}-${c.digits(3)} ${town}`;
  if (k === 'GB') return `${n} ${st}, ${town} ${c.letters(2)}${c.int(1, 20)} ${c.int(1, 9)}${c.letters(2)}`;
  return `${c.chance(0.3) ? `Plot ${c.int(1, 400)}, ` : `${n} `}${st}, ${town}`;
}

export function newPerson36(c: Ctx, k: Country36, from = 1950, to = 2004, sex?: Sex36): Person36 {
  const s: Sex36 = sex ?? (c.chance(0.5) ? 'M' : 'F');
  const L = NAMES36[k];
  const [given, short] = c.pick(s === 'M' ? L.m : L.f);
  const mid = k === 'ES' || k === 'FR' || c.chance(0.55) ? '' : c.pick(s === 'M' ? L.m : L.f)[0];
  const surname = gendered36(c.pick(L.s), s, k);
  const surname2 = k === 'ES' ? c.pick(L.s.filter((x) => x !== surname)) : '';
  return { country: k, sex: s, given, short, middle: mid === given ? '' : mid, surname, surname2, dob: dob36(c, from, to), phone: newPhone36(c, k), birthPlace: c.pick(TOWNS36[k]), town: c.pick(TOWNS36[k]), married: '' };
}
/** A woman who married: another surname of her country (Spain keeps her own). */
function wed36(c: Ctx, p: Person36, husband?: string): Person36 {
  if (p.sex !== 'F' || p.country === 'ES') return p;
  const pool = NAMES36[p.country].s.filter((x) => x !== p.surname && x !== gendered36(p.surname, 'M', p.country));
  return { ...p, married: gendered36(husband ?? c.pick(pool), 'F', p.country) };
}

// ---------------------------------------------------------------- how clerks write a name

const sur36 = (p: Person36) => (p.surname2 ? `${p.surname} ${p.surname2}` : p.surname);
/** The surname in use now: the married name where there is one. */
const now36 = (p: Person36) => (p.married ? (p.country === 'NL' && p.married ? `${p.married}-${p.surname}` : p.married) : sur36(p));
const givens36 = (p: Person36) => (p.middle ? `${p.given} ${p.middle}` : p.given);
const called36 = (c: Ctx, p: Person36) => (p.short && c.chance(0.5) ? p.short : p.given);
const initials36 = (p: Person36) => givens36(p).split(/[ -]/).map((w) => `${w[0]}.`).join('');

/** The name as a clerk writes it, with `surname` as the surname in use. */
function writtenName36(c: Ctx, p: Person36, surname = now36(p)): string {
  const f = c.int(0, 8);
  if (f === 0) return `${givens36(p)} ${surname}`;
  if (f === 1) return `${surname.toUpperCase()} ${givens36(p)}`;
  if (f === 2) return `${initials36(p)} ${surname}`;
  if (f === 3) return `${called36(c, p)} ${surname}`;
  if (f === 4) return `${surname}, ${givens36(p)}`;
  if (f === 5) return `${slip19(c, p.given)} ${surname}`;
  if (f === 6) return `${p.given} ${slip19(c, surname)}`;
  if (f === 7) return `${surname} ${givens36(p)}`;
  return `${givens36(p)} ${surname}`.toUpperCase();
}
/** A legacy system's name: capitals, surname first, no diacritics, cut at `n` letters. */
const legacy36 = (p: Person36, surname: string, n: number) => fold19(`${surname} ${givens36(p)}`).toUpperCase().slice(0, n).trim();

function rec(entries: readonly (readonly [string, string | undefined | false])[]): PersonRecord {
  const out: PersonRecord = {};
  for (const [k, v] of entries) if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim();
  return out;
}

/** A number keyed a second time: spaced as the card prints it, or re-keyed. */
function again36(c: Ctx, no: string): string {
  if (/^[12]\d{14}$/.test(no) && c.chance(0.5)) return no.replace(/^(.)(..)(..)(..)(...)(...)(..)$/, '$1 $2 $3 $4 $5 $6 $7');
  if (/^\d{13}$/.test(no) && c.chance(0.3)) return no.replace(/^(\d{6})(\d{4})(\d{3})$/, '$1 $2 $3');
  return c.chance(0.4) ? rekey19(no, c) : no;
}

/** The national number a payroll or claim form asks for ('' where the country has none on such forms). */
function natNo36(c: Ctx, p: Person36): string {
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
      return '';
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
// ---------------------------------------------------------------- languages

type Lang36 = 'EN' | 'DE' | 'FR' | 'NL' | 'ES' | 'PL';
const lang36 = (k: Country36): Lang36 => (EN36.has(k) ? 'EN' : (k as Lang36));
/** One of a language's words for a header or a value. */
function say36(c: Ctx, k: Country36, t: Record<Lang36, string | readonly string[]>): string {
  const v = t[lang36(k)];
  return typeof v === 'string' ? v : c.pick(v);
}
const email36 = (c: Ctx, p: Person36) =>
  `${fold19(p.given).toLowerCase().replace(/[^a-z]/g, '')}${c.pick(['.', '_', ''])}${fold19(now36(p)).toLowerCase().replace(/[^a-z]/g, '')}${c.chance(0.5) ? c.int(1, 99) : ''}@${c.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com'])}`;
/** A woman under her birth name on one side: the other side, which gives her married name, states it in a field of its own. */
const BIRTHNAME_L36: Record<Lang36, readonly string[]> = {
  EN: ['Née', 'Maiden name', 'Birth surname'],
  DE: ['Geburtsname', 'geb.'],
  FR: ['Nom de naissance', 'Née'],
  NL: ['Geboortenaam', 'Meisjesnaam'],
  ES: ['Apellido de soltera'],
  PL: ['Nazwisko rodowe'],
};
const birthName36 = (c: Ctx, p: Person36, used: boolean): readonly [string, string | false] => [c.pick(BIRTHNAME_L36[lang36(p.country)]), used && sur36(p)];
/** A person's register entry's name: under the birth name (`birth`) or the name in use, at times in a legacy system's capitals. */
function regName36(c: Ctx, p: Person36, birth: boolean): string {
  const s = birth ? sur36(p) : now36(p);
  if (c.chance(0.3)) return legacy36(p, s, c.pick([24, 30, 40]));
  return c.chance(0.4) ? `${s.toUpperCase()}, ${givens36(p)}` : writtenName36(c, p, s);
}


// ---------------------------------------------------------------- the professional both sources name

interface Pro36 {
  p: Person36;
  no: string;
  nat: string;
  email: string;
  since: Ymd;
  /** Whether the register holds her under her birth name. */
  birthOnA: boolean;
}
function newPro36(c: Ctx, p: Person36, no: string): Pro36 {
  return { p, no, nat: natNo36(c, p), email: email36(c, p), since: workDay36(c, Math.max(p.dob.y + 23, 1985), 2025), birthOnA: p.married !== '' && c.chance(0.4) };
}
/** Another person of the country (a defendant, an owner, a landlord, an opponent): never the person of the record. */
function other36(c: Ctx, k: Country36, sex?: Sex36): string {
  const o = newPerson36(c, k, 1950, 2004, sex);
  return writtenName36(c, o);
}
/** A son or daughter of one name with the parent: a suffix at times. */
const SUFFIX36: Record<Lang36, { young: readonly string[]; old: readonly string[] }> = {
  EN: { young: ['Jnr', 'Jr.', '(Junior)'], old: ['Snr', 'Sr.', '(Senior)'] },
  DE: { young: ['jun.', 'd. J.'], old: ['sen.', 'd. Ä.'] },
  FR: { young: ['fils', 'fille', 'jr'], old: ['père', 'mère'] },
  NL: { young: ['jr.'], old: ['sr.'] },
  ES: { young: ['hijo', 'hija', 'jr.'], old: ['padre', 'madre'] },
  PL: { young: ['junior', 'mł.'], old: ['senior', 'st.'] },
};


/** A clinic's / firm's name after a surname, folded and without its particle. */
const bare36 = (p: Person36) => fold19(p.surname).replace(/^(van der |van |de )/i, '');
/** A fixed line of the country (area code and subscriber digits, full international digits as newPhone36 gives them). */
const LANDLINE36: Record<Country36, { cc: string; areas: readonly string[]; len: number }> = {
  NG: { cc: '234', areas: ['1', '9', '2', '42', '84'], len: 9 },
  KE: { cc: '254', areas: ['20', '41', '57', '51'], len: 9 },
  GH: { cc: '233', areas: ['30', '32', '31', '37'], len: 9 },
  ZA: { cc: '27', areas: ['11', '21', '31', '12', '15', '44'], len: 9 },
  GB: { cc: '44', areas: ['1743', '1463', '1792', '1522', '1228', '1274', '1823', '1904'], len: 10 },
  DE: { cc: '49', areas: ['361', '951', '931', '651', '851', '3581', '4131', '6421'], len: 10 },
  FR: { cc: '33', areas: ['5', '3', '4', '2', '1'], len: 9 },
  NL: { cc: '31', areas: ['38', '55', '570', '13', '43', '58', '592'], len: 9 },
  ES: { cc: '34', areas: ['923', '927', '978', '987', '958', '982', '974'], len: 9 },
  PL: { cc: '48', areas: ['12', '17', '18', '84', '77', '41', '89'], len: 9 },
};
function landline36(c: Ctx, k: Country36): string {
  const l = LANDLINE36[k];
  const area = c.pick(l.areas);
  let rest = '';
  while (area.length + rest.length < l.len) rest += String(c.int(rest === '' ? 2 : 0, 9));
  return l.cc + area + rest;
}
/** A firm's / clinic's own line or a household's landline: a number of the country, never a person's own. */
const line36 = (c: Ctx, k: Country36, n: string) => phone19(n, k, c.pick(PHONE_FORMS36));

// ---------------------------------------------------------------- the professional's shape of this set

interface Off36 extends Pro36 {
  office: string;
  officePhone: string;
  officeMail: string;
  home: string;
  homeLine: string;
}
function newOff36(c: Ctx, p: Person36, no: string, office: string, shared?: { office?: string | undefined; officePhone?: string | undefined; officeMail?: string | undefined; home?: string | undefined; homeLine?: string | undefined }): Off36 {
  const k = p.country;
  const o = shared?.office ?? office;
  return {
    ...newPro36(c, p, no),
    office: o,
    officePhone: shared?.officePhone ?? landline36(c, k),
    officeMail: shared?.officeMail ?? `${c.pick(['info', 'office', 'admin', 'kontakt', 'reception'])}@${fold19(o).toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.${c.pick(['com', 'co', 'net'])}`,
    home: shared?.home ?? address36(c, k, p.town),
    homeLine: shared?.homeLine ?? landline36(c, k),
  };
}
/** A suffix of a parent or child of one name (addition 6), '' mostly. */
const suf36 = (c: Ctx, p: Person36, young: boolean, ch: number) => (ch > 0 && c.chance(ch) ? c.pick(SUFFIX36[lang36(p.country)][young ? 'young' : 'old']) : '');





// ---------------------------------------------------------------- kind 1 / 6: pyrotechnicians (display shot-firers)

function pyroNo36(c: Ctx, k: Country36): string {
  switch (k) {
    case 'NG': return `NPL/PYR/${c.digits(4)}`;
    case 'KE': return `EXP/SF/${c.digits(4)}`;
    case 'GH': return `GPDA-${c.digits(4)}`;
    case 'ZA': return `PYRO ${c.digits(5)}`;
    case 'GB': return `BPA-${c.digits(5)}`;
    case 'DE': return `BS-§20-${c.digits(5)}`;
    case 'FR': return `F4T2-${c.digits(6)}`;
    case 'NL': return `PT-${c.digits(5)}`;
    case 'ES': return `EXPERTO-${c.pick(['28', '46', '08', '41'])}-${c.digits(4)}`;
    case 'PL': return `PIR/${c.digits(4)}/${c.int(10, 25)}`;
  }
}
const PYROCO36: Record<Country36, readonly string[]> = {
  NG: ['Lagos Sky Displays Ltd', 'Abuja Fireworks Co.', 'Festival Pyro Nig.'],
  KE: ['Nairobi Fireworks Ltd', 'Coast Pyro Displays', 'Rift Valley Events & Pyro'],
  GH: ['Accra Sky Shows', 'Golden Stool Fireworks', 'Volta Pyro Ltd'],
  ZA: ['Cape Pyro Displays', 'Highveld Fireworks (Pty) Ltd', 'Durban Sky Shows'],
  GB: ['Starburst Displays Ltd', 'Northern Lights Fireworks', 'Celtic Pyrotechnics', 'Skyline Display Co.'],
  DE: ['Feuerwerk Sternenzauber GmbH', 'Pyro Rhein-Main', 'Nordlicht Pyrotechnik'],
  FR: ['Artifices du Val', 'Lumières d\u2019Or Pyrotechnie', 'Pyro Sud-Ouest'],
  NL: ['Vuurwerkshow Noord B.V.', 'Pyrotechniek De Vonk', 'Sterrenregen Events'],
  ES: ['Pirotecnia Levante S.L.', 'Pirotecnia Hermanos del Río', 'Fuegos Artificiales El Castillo'],
  PL: ['Pirotechnika Iskra', 'Fajerwerki Gwiazda Sp. z o.o.', 'Pokazy Ogni Mazury'],
};
/** A register of licensed pyrotechnicians / display shot-firers (an explosives inspectorate, a pyrotechnics association, the Befähigungsschein list, the F4-T2 list). */
function pyroRegister36(c: Ctx, t: Off36): PersonRecord {
  const k = t.p.country;
  const L = say36(c, k, {
    EN: ['Licence No.|Licensee|Company|Town|Category|Licensed since|Date of birth|Mobile|Email', 'SHOTFIRER NO|HOLDER NAME|EMPLOYER|LOCATION|CLASS|FIRST ISSUED|D.O.B.|CELL|E-MAIL', 'Reg no|Display operator|Firm|District|Level|Member since|Born|Tel|Email address'],
    DE: 'Befähigungsschein-Nr.|Inhaber(in)|Firma|Ort|Kategorie|erteilt seit|Geburtsdatum|Mobil|E-Mail',
    FR: 'N° certificat F4-T2|Titulaire|Société|Commune|Niveau|Délivré depuis|Date de naissance|Portable|Courriel',
    NL: 'Erkenningsnr. pyrotechnicus|Naam|Bedrijf|Plaats|Categorie|Erkend sinds|Geboortedatum|Mobiel|E-mail',
    ES: 'Nº carné de experto|Titular|Empresa|Localidad|Categoría|Expedido|Fecha de nacimiento|Móvil|Correo',
    PL: 'Nr świadectwa pirotechnika|Imię i nazwisko|Firma|Miejscowość|Zakres|Od roku|Data urodzenia|Telefon|E-mail',
  }).split('|');
  return rec([
    [pyrK(L[0]!), t.no],
    [L[1]!, regName36(c, t.p, t.birthOnA)],
    [L[2]!, c.chance(0.75) && t.office],
    [L[3]!, t.p.town],
    [L[4]!, say36(c, k, { EN: ['Cat. 4 display', 'Senior shot-firer', 'Stage pyro (T2)', 'Display operator II', 'Lead firer'], DE: ['F4 / T2', 'Großfeuerwerk'], FR: ['F4-T2 niveau 2', 'F4-T2 niveau 1'], NL: ['F4 / T2', 'theatervuurwerk'], ES: ['experto F4', 'artillero'], PL: ['F4', 'T2'] })],
    [L[5]!, String(t.since.y)],
    [bornK(L[6]!), c.chance(0.6) && anyDate36(c, t.p.dob, k)],
    [tel(L[7]!), c.chance(0.45) && anyPhone36(c, t.p)],
    [mailK(L[8]!), c.chance(0.3) && t.email],
  ]);
}
const VENUE36: Record<Lang36, readonly string[]> = { EN: ['Town Hall Square', 'Stadium car park', 'Riverside Park', 'Beach front', 'Castle grounds', 'Racecourse', 'Marina'], DE: ['Schlossgarten', 'Festwiese'], FR: ['Plage centrale', 'Parc du château'], NL: ['Havenhoofd', 'Marktplein'], ES: ['Plaza Mayor', 'Explanada del puerto'], PL: ['Rynek', 'Błonia'] };
/** A fireworks display's firing site log: the client, the venue, the safety officer, the company and its line are others'. */
function firingLog36(c: Ctx, t: Off36): PersonRecord {
  const k = t.p.country;
  const L = say36(c, k, {
    EN: ['Show ref.|Display company|Client|Venue|Event|Date|Lead shot-firer|Shot-firer licence|Safety officer|Company tel.|Firer mobile|Firer email|Misfires', 'JOB NO|CONTRACTOR|CLIENT|SITE|OCCASION|SHOW DATE|FIRER IN CHARGE|FIRER LICENCE NO|SITE SAFETY|COMPANY LINE|FIRER CELL|FIRER E-MAIL|MISFIRES'],
    DE: 'Abbrennprotokoll|Firma|Veranstalter|Abbrennplatz|Anlass|Datum|Verantwortliche(r) Pyrotechniker(in)|Befähigungsschein-Nr.|Sicherheitsbeauftragte(r)|Tel. Firma|Mobil Pyrotechniker(in)|E-Mail Pyrotechniker(in)|Versager',
    FR: 'Procès-verbal de tir n°|Société|Organisateur|Site de tir|Événement|Date|Artificier responsable|N° certificat F4-T2|Responsable sécurité|Tél. société|Portable artificier|Courriel artificier|Ratés',
    NL: 'Afsteekrapport|Bedrijf|Opdrachtgever|Afsteeklocatie|Evenement|Datum|Verantwoordelijk pyrotechnicus|Erkenningsnr.|Veiligheidscoördinator|Tel. bedrijf|Mobiel pyrotechnicus|E-mail pyrotechnicus|Weigeraars',
    ES: 'Acta de disparo nº|Empresa|Organizador|Lugar de disparo|Evento|Fecha|Experto responsable|Nº carné de experto|Coordinador de seguridad|Tel. empresa|Móvil experto|Correo experto|Fallos',
    PL: 'Protokół pokazu nr|Firma|Zleceniodawca|Miejsce pokazu|Wydarzenie|Data|Pirotechnik prowadzący|Nr świadectwa pirotechnika|Koordynator bezpieczeństwa|Tel. firmy|Tel. kom. pirotechnika|E-mail pirotechnika|Niewypały',
  }).split('|');
  const name = c.chance(0.25) ? `${now36(t.p).toUpperCase()} ${t.p.given[0]}` : writtenName36(c, t.p);
  return rec([
    [L[0]!, `FW-${c.digits(4)}/${c.int(22, 25)}`],
    [L[1]!, t.office],
    [L[2]!, c.chance(0.6) && say36(c, k, { EN: ['City Council', 'Rotary Club', 'Wedding party', 'Hotel'], DE: ['Gemeinde', 'Schützenverein'], FR: ['Mairie', 'Comité des fêtes'], NL: ['Gemeente', 'Oranjevereniging'], ES: ['Ayuntamiento', 'Comisión de fiestas'], PL: ['Urząd Miasta', 'Dom Kultury'] })],
    [L[3]!, say36(c, k, VENUE36)],
    [L[4]!, say36(c, k, { EN: ['New Year', 'Independence Day', 'Wedding', 'Bonfire Night', 'Festival', 'Diwali'], DE: ['Silvester', 'Stadtfest'], FR: ['14 juillet', 'mariage'], NL: ['Koningsdag', 'oudejaarsavond'], ES: ['Fallas', 'fiestas patronales'], PL: ['Sylwester', 'Dni Miasta'] })],
    [L[5]!, anyDate36(c, workDay36(c, 2022, 2025), k)],
    [L[6]!, name],
    birthName36(c, t.p, t.birthOnA || (t.p.married !== '' && c.chance(0.3))),
    [pyrK(L[7]!), c.chance(0.6) && again36(c, t.no)],
    [L[8]!, c.chance(0.6) && other36(c, k)],
    [L[9]!, c.chance(0.55) && line36(c, k, t.officePhone)],
    [tel(L[10]!), c.chance(0.5) && anyPhone36(c, t.p)],
    [mailK(L[11]!), c.chance(0.25) && t.email],
    [L[12]!, String(c.int(0, 3))],
  ]);
}
const samePyro: Kind36 = {
  kind: 'same_pyrotechnician_register_vs_display_firing_log',
  label: 'same',
  pairs: PAIRS36,
  make(c, j) {
    return kept36('same', () => {
      let p = newPerson36(c, country36(c, j), 1955, 2002, c.chance(0.8) ? 'M' : 'F');
      if (c.chance(0.15)) p = wed36(c, p);
      const t = newOff36(c, p, pyroNo36(c, p.country), c.pick(PYROCO36[p.country]));
      return c.chance(0.5) ? { a: pyroRegister36(c, t), b: firingLog36(c, t) } : { a: firingLog36(c, t), b: pyroRegister36(c, t) };
    });
  },
};
const diffPyro: Kind36 = {
  kind: 'diff_pyrotechnician_namesakes_one_display_company',
  label: 'different',
  pairs: PAIRS36,
  make(c, j) {
    return kept36('different', () => {
      const k = country36(c, j);
      const x = newPerson36(c, k, 1955, 2002, 'M');
      const y0 = newPerson36(c, k, 1955, 2002, 'M');
      const y: Person36 = { ...y0, given: x.given, short: x.short, middle: c.chance(0.4) ? x.middle : y0.middle, surname: x.surname, surname2: c.chance(0.5) ? x.surname2 : y0.surname2, town: c.chance(0.5) ? x.town : y0.town };
      const tx = newOff36(c, x, pyroNo36(c, k), c.pick(PYROCO36[k]));
      const ty = newOff36(c, y, pyroNo36(c, k), '', { office: tx.office, officePhone: tx.officePhone });
      return c.chance(0.5) ? { a: pyroRegister36(c, tx), b: firingLog36(c, ty) } : { a: firingLog36(c, tx), b: pyroRegister36(c, ty) };
    });
  },
};

// ---------------------------------------------------------------- kind 2 / 7: podiatrists (chiropodists)

function podNo36(c: Ctx, k: Country36): string {
  switch (k) {
    case 'NG': return `MRTB/POD/${c.digits(4)}`;
    case 'KE': return `COC/POD/${c.digits(4)}`;
    case 'GH': return `AHPC-POD-${c.digits(4)}`;
    case 'ZA': return `POD ${c.digits(7)}`;
    case 'GB': return `CH${c.digits(5)}`;
    case 'DE': return `PODO-${c.digits(6)}`;
    case 'FR': return `${c.digits(11)}`;
    case 'NL': return `${c.digits(11)}`;
    case 'ES': return `COP-${c.pick(['28', '08', '46', '41'])}-${c.digits(4)}`;
    case 'PL': return `POD/${c.digits(5)}`;
  }
}
/** A regulator's / professional body's register of podiatrists and chiropodists (HCPC-style, HPCSA, Ordre des pédicures-podologues, BIG, colegio). */
function podRegister36(c: Ctx, t: Off36): PersonRecord {
  const k = t.p.country;
  const L = say36(c, k, {
    EN: ['Registration number|Registrant|Date of birth|Practice|Profession / modality|Registered until|Mobile|Email|Home address|Home tel.', 'REG NO|PRACTITIONER NAME|D.O.B|CLINIC|SPECIALITY|EXPIRES|CELL|E-MAIL|RESIDENTIAL ADDRESS|LANDLINE', 'Podiatry reg.|Name|Born|Employer|Title|Renewal|Phone|Email address|Address|Home line'],
    DE: 'Podologen-Register-Nr.|Name|Geburtsdatum|Praxis|Berufsbezeichnung|gültig bis|Mobil|E-Mail|Anschrift|Festnetz',
    FR: 'N° RPPS|Nom d\u2019exercice|Date de naissance|Cabinet|Profession|Inscrit jusqu\u2019au|Portable|Courriel|Adresse|Tél. domicile',
    NL: 'BIG-/KP-nummer|Naam|Geboortedatum|Praktijk|Beroep|Geregistreerd tot|Mobiel|E-mail|Adres|Tel. thuis',
    ES: 'Nº colegiado|Nombre|Fecha de nacimiento|Clínica|Titulación|Vigencia|Móvil|Correo|Domicilio|Teléfono fijo',
    PL: 'Nr prawa wykonywania zawodu|Imię i nazwisko|Data urodzenia|Gabinet|Zawód|Ważne do|Telefon kom.|E-mail|Adres zamieszkania|Tel. stacjonarny',
  }).split('|');
  return rec([
    [podK(L[0]!), t.no],
    [L[1]!, regName36(c, t.p, t.birthOnA)],
    [bornK(L[2]!), c.chance(0.65) && anyDate36(c, t.p.dob, k)],
    [L[3]!, c.chance(0.7) && t.office],
    [L[4]!, say36(c, k, { EN: ['Chiropodist / Podiatrist', 'Podiatrist (POM-S)', 'Podiatry Technician'], DE: ['Podologe/Podologin', 'med. Fußpflege'], FR: 'pédicure-podologue', NL: ['podotherapeut', 'medisch pedicure'], ES: 'podólogo/a', PL: ['podolog', 'technik podolog'] })],
    [L[5]!, anyDate36(c, workDay36(c, 2025, 2028), k)],
    [tel(L[6]!), c.chance(0.4) && anyPhone36(c, t.p)],
    [mailK(L[7]!), c.chance(0.3) && t.email],
    [L[8]!, c.chance(0.45) && t.home],
    [L[9]!, c.chance(0.4) && line36(c, k, t.homeLine)],
  ]);
}
/** A care home's visiting-podiatrist treatment record: the resident, the nurse in charge, the home and its line are others'. */
function careHomeVisit36(c: Ctx, t: Off36): PersonRecord {
  const k = t.p.country;
  const L = say36(c, k, {
    EN: ['Visit sheet|Care home|Resident|Room|Treatment|Date of visit|Visiting podiatrist|Podiatrist reg.|Podiatrist DOB|Nurse in charge|Home tel.|Care home tel.|Podiatrist mobile|Podiatrist email|Home address', 'VISIT NO|FACILITY|PATIENT|ROOM NO|PROCEDURE|DATE|CHIROPODIST|REG NO|D.O.B|SISTER ON DUTY|HOME LINE|FACILITY LINE|CELL|E-MAIL|ADDRESS'],
    DE: 'Besuchsprotokoll|Pflegeheim|Bewohner(in)|Zimmer|Behandlung|Datum|Podologe/Podologin|Podologen-Register-Nr.|Geburtsdatum|Wohnbereichsleitung|Festnetz|Tel. Heim|Mobil|E-Mail|Anschrift',
    FR: 'Fiche de passage|EHPAD|Résident(e)|Chambre|Soin|Date|Pédicure-podologue|N° RPPS|Né(e) le|IDE référente|Tél. domicile|Tél. EHPAD|Portable|Courriel|Adresse',
    NL: 'Bezoekformulier|Zorgcentrum|Bewoner|Kamer|Behandeling|Datum|Pedicure/podotherapeut|BIG-/KP-nummer|Geboortedatum|EVV\u2019er|Tel. thuis|Tel. zorgcentrum|Mobiel|E-mail|Adres',
    ES: 'Hoja de visita|Residencia|Residente|Habitación|Tratamiento|Fecha|Podólogo/a|Nº colegiado|F. nac.|Enfermera responsable|Teléfono fijo|Tel. residencia|Móvil|Email personal|Domicilio',
    PL: 'Karta wizyty|Dom opieki|Pensjonariusz|Pokój|Zabieg|Data|Podolog|Nr prawa wykonywania zawodu|Data ur.|Pielęgniarka oddziałowa|Tel. stacjonarny|Tel. domu opieki|Tel. kom.|E-mail|Adres',
  }).split('|');
  const name = c.chance(0.25) ? `${now36(t.p).toUpperCase()}, ${called36(c, t.p)}` : writtenName36(c, t.p);
  return rec([
    [L[0]!, `V${c.digits(5)}`],
    [L[1]!, say36(c, k, { EN: ['Rosewood Care Home', 'St Anne\u2019s Nursing Home', 'Amani Eldercare', 'Golden Years Home', 'Sunset Lodge'], DE: ['Seniorenheim St. Josef', 'Pflegezentrum Am Park'], FR: ['EHPAD Les Glycines', 'Résidence du Parc'], NL: ['Zorgcentrum De Linde', 'Huize Zonneschijn'], ES: ['Residencia San José', 'Residencia Los Olivos'], PL: ['Dom Opieki Złota Jesień', 'DPS pod Lipami'] })],
    [L[2]!, other36(c, k)],
    [L[3]!, String(c.int(1, 60))],
    [L[4]!, say36(c, k, { EN: ['nail care', 'callus reduction', 'diabetic foot check'], DE: ['Nagelpflege', 'Hornhautabtragung'], FR: ['soin de pédicurie', 'bilan podologique'], NL: ['voetverzorging', 'nagels knippen'], ES: ['quiropodia', 'corte de uñas'], PL: ['pedicure medyczny', 'opracowanie paznokci'] })],
    [L[5]!, anyDate36(c, workDay36(c, 2022, 2025), k)],
    [L[6]!, name],
    birthName36(c, t.p, t.birthOnA || (t.p.married !== '' && c.chance(0.3))),
    [podK(L[7]!), c.chance(0.6) && again36(c, t.no)],
    [bornK(L[8]!), c.chance(0.3) && anyDate36(c, t.p.dob, k, true)],
    [L[9]!, c.chance(0.5) && other36(c, k, 'F')],
    [L[10]!, c.chance(0.3) && line36(c, k, t.homeLine)],
    [L[11]!, c.chance(0.5) && line36(c, k, t.officePhone)],
    [tel(L[12]!), c.chance(0.5) && anyPhone36(c, t.p)],
    [mailK(L[13]!), c.chance(0.2) && t.email],
    [L[14]!, c.chance(0.35) && t.home],
  ]);
}
const podPractice36 = (c: Ctx, p: Person36) =>
  say36(c, p.country, { EN: [`${bare36(p)} Foot Clinic`, `${c.pick(['Step Well', 'Happy Feet', 'Sole Care'])} Podiatry`, 'NHS Community Podiatry'], DE: [`Podologie ${bare36(p)}`, 'Praxis für Podologie am Markt'], FR: [`Cabinet ${bare36(p)}`, 'Cabinet de podologie du Centre'], NL: [`Voetzorg ${bare36(p)}`, 'Podotherapie Centrum'], ES: [`Clínica Podológica ${bare36(p)}`, 'Podología Mayor'], PL: [`Gabinet Podologiczny ${bare36(p)}`, 'Studio Stopy'] });
const samePod: Kind36 = {
  kind: 'same_podiatrist_register_vs_care_home_visit_sheet',
  label: 'same',
  pairs: PAIRS36,
  make(c, j) {
    return kept36('same', () => {
      let p = newPerson36(c, country36(c, j), 1955, 2002, c.chance(0.35) ? 'M' : 'F');
      if (c.chance(0.25)) p = wed36(c, p);
      const t = newOff36(c, p, podNo36(c, p.country), podPractice36(c, p));
      return c.chance(0.5) ? { a: podRegister36(c, t), b: careHomeVisit36(c, t) } : { a: careHomeVisit36(c, t), b: podRegister36(c, t) };
    });
  },
};
const TWIN36: Partial<Record<Country36, readonly (readonly [string, string])[]>> = { NG: [['Taiwo', 'Kehinde'], ['Hassan', 'Hussain']], GH: [['Panin', 'Kakra'], ['Atta Panin', 'Atta Kakra']], KE: [['Wafula', 'Wanjala'], ['Okello', 'Opio']] };
const diffPod: Kind36 = {
  kind: 'diff_podiatrist_twins_one_home_one_landline',
  label: 'different',
  pairs: PAIRS36,
  make(c, j) {
    return kept36('different', () => {
      const k = country36(c, j);
      const x0 = newPerson36(c, k, 1960, 2002, c.chance(0.6) ? 'F' : 'M');
      const y0 = newPerson36(c, k, 1960, 2002, c.chance(0.7) ? x0.sex : (x0.sex === 'M' ? 'F' : 'M'));
      const tw = TWIN36[k];
      const names = tw && x0.sex === 'M' && y0.sex === 'M' && c.chance(0.5) ? c.pick(tw) : undefined;
      const x: Person36 = { ...x0, given: names ? names[0] : x0.given, short: names ? '' : x0.short };
      const y: Person36 = { ...y0, given: names ? names[1] : y0.given, short: names ? '' : y0.short, surname: gendered36(x.surname, y0.sex, k), surname2: x.surname2, dob: x.dob, town: x.town };
      const tx = newOff36(c, x, podNo36(c, k), podPractice36(c, x));
      const one = c.chance(0.6);
      const ty = newOff36(c, y, podNo36(c, k), one ? tx.office : podPractice36(c, y), one ? { home: tx.home, homeLine: tx.homeLine, officePhone: tx.officePhone, officeMail: tx.officeMail } : { home: tx.home, homeLine: tx.homeLine });
      return c.chance(0.5) ? { a: podRegister36(c, tx), b: careHomeVisit36(c, ty) } : { a: careHomeVisit36(c, tx), b: podRegister36(c, ty) };
    });
  },
};

// ---------------------------------------------------------------- kind 3 / 8: door supervisors (event and venue security)

function doorNo36(c: Ctx, k: Country36): string {
  switch (k) {
    case 'NG': return `NSCDC/PGS/${c.digits(5)}`;
    case 'KE': return `PSRA/${c.digits(6)}`;
    case 'GH': return `GPS-PSO-${c.digits(5)}`;
    case 'ZA': return `PSIRA ${c.digits(7)}`;
    case 'GB': return `${c.digits(4)} ${c.digits(4)} ${c.digits(4)} ${c.digits(4)}`;
    case 'DE': return `BW-ID ${c.digits(8)}`;
    case 'FR': return `CAR-${c.pick(['075', '069', '013', '033'])}-${c.int(2022, 2025)}-${c.digits(2)}-${c.digits(2)}-${c.digits(11)}`;
    case 'NL': return `BEV-${c.digits(6)}`;
    case 'ES': return `TIP ${c.digits(6)}`;
    case 'PL': return `KWBO/${c.digits(5)}`;
  }
}
/** A private-security regulator's register of licensed door supervisors / security officers (SIA-style licence, PSIRA, PSRA, Bewacherregister, carte professionnelle CNAPS, TIP). */
function doorRegister36(c: Ctx, t: Off36, suffix = ''): PersonRecord {
  const k = t.p.country;
  const L = say36(c, k, {
    EN: ['Licence number|Licence holder|Licence sector|Employer|Town|Expiry|Date of birth|Mobile|Email', 'PSO REG NO|FULL NAMES|GRADE|COMPANY|AREA|VALID TO|D.O.B.|CELL|E-MAIL', 'Badge no.|Name|Role|Security company|Region|Renewal due|Born|Phone|Email address'],
    DE: 'Bewacher-ID|Name, Vorname|Tätigkeit|Bewachungsunternehmen|Ort|gültig bis|Geburtsdatum|Mobil|E-Mail',
    FR: 'N° carte professionnelle|Nom, prénoms|Activité|Employeur|Commune|Expire le|Date de naissance|Portable|Courriel',
    NL: 'Pasnummer beveiliger|Naam|Functie|Beveiligingsbedrijf|Plaats|Geldig tot|Geboortedatum|Mobiel|E-mail',
    ES: 'Nº TIP|Apellidos y nombre|Habilitación|Empresa de seguridad|Localidad|Caducidad|Fecha de nacimiento|Móvil|Correo',
    PL: 'Nr wpisu na listę kwalifikowanych pracowników ochrony|Imię i nazwisko|Stanowisko|Agencja ochrony|Miejscowość|Ważne do|Data urodzenia|Telefon|E-mail',
  }).split('|');
  return rec([
    [dooK(L[0]!), t.no],
    [L[1]!, `${regName36(c, t.p, t.birthOnA)}${suffix ? ` ${suffix}` : ''}`],
    [L[2]!, say36(c, k, { EN: ['Door Supervision', 'Security Guarding', 'Grade C', 'Crowd control'], DE: ['Türsteher (§34a)', 'Veranstaltungsschutz'], FR: ['agent de sécurité', 'agent cynophile'], NL: ['evenementenbeveiliger', 'beveiliger 2'], ES: ['vigilante de seguridad', 'vigilante (discotecas)'], PL: ['pracownik ochrony', 'kwalifikowany pracownik ochrony'] })],
    [L[3]!, c.chance(0.7) && t.office],
    [L[4]!, t.p.town],
    [L[5]!, anyDate36(c, workDay36(c, 2025, 2028), k)],
    [bornK(L[6]!), c.chance(0.6) && anyDate36(c, t.p.dob, k)],
    [tel(L[7]!), c.chance(0.4) && anyPhone36(c, t.p)],
    [mailK(L[8]!), c.chance(0.25) && t.email],
  ]);
}
/** A venue's door staff sign-in sheet: the venue, the duty manager, the head doorman, the security company's line and mailbox are others'. */
function doorSignIn36(c: Ctx, t: Off36, suffix = ''): PersonRecord {
  const k = t.p.country;
  const L = say36(c, k, {
    EN: ['Sign-in sheet|Venue|Security company|Date|Position|Time on|Time off|Door staff name|Badge / licence no.|Duty manager|Company tel.|Company email|Staff mobile|Staff email', 'REGISTER NO|PREMISES|CONTRACTOR|NIGHT OF|POST|ON|OFF|OFFICER|LICENCE NO|HEAD DOORMAN|CONTRACTOR LINE|CONTRACTOR E-MAIL|OFFICER CELL|OFFICER E-MAIL'],
    DE: 'Dienstnachweis|Objekt|Sicherheitsfirma|Datum|Position|Beginn|Ende|Mitarbeiter(in)|Bewacher-ID|Schichtleitung|Tel. Firma|E-Mail Firma|Mobil Mitarbeiter(in)|E-Mail Mitarbeiter(in)',
    FR: 'Main courante n°|Établissement|Société de sécurité|Date|Poste|Prise de service|Fin de service|Agent|N° carte pro.|Chef d\u2019équipe|Tél. société|Courriel société|Portable agent|Courriel agent',
    NL: 'Aanmeldlijst|Locatie|Beveiligingsbedrijf|Datum|Post|Begin|Einde|Beveiliger|Pasnummer|Leidinggevende|Tel. bedrijf|E-mail bedrijf|Mobiel beveiliger|E-mail beveiliger',
    ES: 'Parte de servicio nº|Local|Empresa de seguridad|Fecha|Puesto|Entrada|Salida|Vigilante|Nº TIP|Jefe de equipo|Tel. empresa|Email empresa|Móvil vigilante|Email vigilante',
    PL: 'Lista obecności nr|Obiekt|Agencja ochrony|Data|Posterunek|Wejście|Wyjście|Pracownik ochrony|Nr wpisu na listę|Kierownik zmiany|Tel. agencji|E-mail agencji|Tel. kom.|E-mail pracownika',
  }).split('|');
  const name = c.chance(0.3) ? `${now36(t.p).toUpperCase()} ${initials36(t.p).replace(/\./g, '')}` : writtenName36(c, t.p);
  return rec([
    [L[0]!, `${c.int(1, 365)}/${c.int(22, 25)}`],
    [L[1]!, say36(c, k, { EN: ['The Crown & Anchor', 'Club Havana', 'Sky Lounge', 'Jazz Café', 'Grand Arena'], DE: ['Club Tresor', 'Stadthalle'], FR: ['Le Zénith', 'Discothèque L\u2019Odyssée'], NL: ['Paradiso', 'Café De Kroeg'], ES: ['Discoteca Luna', 'Sala Apolo'], PL: ['Klub Stodoła', 'Hala Sportowa'] })],
    [L[2]!, t.office],
    [L[3]!, anyDate36(c, workDay36(c, 2022, 2025), k)],
    [L[4]!, say36(c, k, { EN: ['Front door', 'Main entrance', 'Fire exit', 'Bar', 'Search point'], DE: ['Eingang', 'Garderobe'], FR: ['Entrée', 'Fouille'], NL: ['Ingang', 'Fouillering'], ES: ['Puerta', 'Control de acceso'], PL: ['Wejście', 'Kontrola'] })],
    [L[5]!, c.pick(['21:00', '22:00', '20:30'])],
    [L[6]!, c.pick(['03:00', '04:30', '02:15'])],
    [L[7]!, `${name}${suffix ? ` ${suffix}` : ''}`],
    birthName36(c, t.p, t.birthOnA || (t.p.married !== '' && c.chance(0.3))),
    [dooK(L[8]!), c.chance(0.65) && again36(c, t.no)],
    [L[9]!, c.chance(0.6) && other36(c, k)],
    [L[10]!, c.chance(0.55) && line36(c, k, t.officePhone)],
    [L[11]!, c.chance(0.45) && t.officeMail],
    [tel(L[12]!), c.chance(0.4) && anyPhone36(c, t.p)],
    [mailK(L[13]!), c.chance(0.2) && t.email],
  ]);
}
const secCo36 = (c: Ctx, p: Person36) =>
  say36(c, p.country, { EN: [`${c.pick(['Guardforce', 'Shield', 'Eagle Eye', 'Sentinel', 'Night Owl'])} Security Ltd`, `${bare36(p)} Security Services`, `${bare36(p)} & Sons Protection`], DE: [`${c.pick(['Nord', 'Rhein'])} Sicherheitsdienst GmbH`, `Sicherheit ${bare36(p)}`], FR: [`${bare36(p)} Sécurité`, `Sécurité ${c.pick(['Ouest', 'Privée 69'])}`], NL: [`Beveiliging ${bare36(p)}`, `${c.pick(['Safe', 'Guard'])}Point B.V.`], ES: [`Seguridad ${bare36(p)}`, `Vigilancia ${c.pick(['Norte', 'Levante'])} S.L.`], PL: [`Agencja Ochrony ${bare36(p)}`, `${c.pick(['Solid', 'Tarcza'])} Security`] });
const sameDoor: Kind36 = {
  kind: 'same_door_supervisor_licence_register_vs_venue_sign_in_sheet',
  label: 'same',
  pairs: PAIRS36,
  make(c, j) {
    return kept36('same', () => {
      let p = newPerson36(c, country36(c, j), 1960, 2005, c.chance(0.85) ? 'M' : 'F');
      if (c.chance(0.1)) p = wed36(c, p);
      const t = newOff36(c, p, doorNo36(c, p.country), secCo36(c, p));
      return c.chance(0.5) ? { a: doorRegister36(c, t), b: doorSignIn36(c, t) } : { a: doorSignIn36(c, t), b: doorRegister36(c, t) };
    });
  },
};
const diffDoor: Kind36 = {
  kind: 'diff_door_supervisor_father_and_son_one_name_one_company_one_mailbox',
  label: 'different',
  pairs: PAIRS36,
  make(c, j) {
    return kept36('different', () => {
      const k = country36(c, j);
      const f = newPerson36(c, k, 1950, 1976, 'M');
      const s0 = newPerson36(c, k, f.dob.y + 21, Math.min(2005, f.dob.y + 35), 'M');
      const s: Person36 = { ...s0, given: f.given, short: f.short, middle: c.chance(0.5) ? f.middle : s0.middle, surname: f.surname, surname2: k === 'ES' ? s0.surname2 : f.surname2, town: f.town };
      const tf = newOff36(c, f, doorNo36(c, k), secCo36(c, f));
      const ts = newOff36(c, s, doorNo36(c, k), '', { office: tf.office, officePhone: tf.officePhone, officeMail: tf.officeMail, home: tf.home, homeLine: tf.homeLine });
      const [x, y] = c.chance(0.5) ? [tf, ts] : [ts, tf];
      const sx = suf36(c, x.p, x === ts, 0.25);
      const sy = suf36(c, y.p, y === ts, 0.25);
      return c.chance(0.5) ? { a: doorRegister36(c, x, sx), b: doorSignIn36(c, y, sy) } : { a: doorSignIn36(c, x, sx), b: doorRegister36(c, y, sy) };
    });
  },
};

// ---------------------------------------------------------------- kind 4 / 9: slaughtermen (certificates of competence)

function slaNo36(c: Ctx, k: Country36): string {
  switch (k) {
    case 'NG': return `VCN/SLT/${c.digits(4)}`;
    case 'KE': return `DVS/SL/${c.digits(5)}`;
    case 'GH': return `VSD-ABT-${c.digits(4)}`;
    case 'ZA': return `MSA-${c.digits(6)}`;
    case 'GB': return `CoC-${c.pick(['S', 'SL', 'R'])}${c.digits(6)}`;
    case 'DE': return `SKN-${c.pick(['BY', 'NI', 'NW'])}-${c.digits(5)}`;
    case 'FR': return `CCPA-${c.digits(6)}`;
    case 'NL': return `VGB-${c.digits(6)}`;
    case 'ES': return `CBA-${c.pick(['28', '46', '30', '50'])}-${c.digits(5)}`;
    case 'PL': return `PLW/UB/${c.digits(5)}`;
  }
}
/** A competent authority's register of certificates of competence for slaughter (CoC, Sachkundenachweis Schlachten, CCPA, verklaring vakbekwaamheid). */
function slaRegister36(c: Ctx, t: Off36): PersonRecord {
  const k = t.p.country;
  const L = say36(c, k, {
    EN: ['Certificate of competence no.|Holder|Abattoir|Operations|Issued|Date of birth|Mobile|Email|Home address', 'SLAUGHTERMAN LICENCE|NAME OF HOLDER|PREMISES|SPECIES / TASKS|DATE ISSUED|D.O.B|CELL|E-MAIL|RESIDENTIAL ADDRESS', 'CoC|Slaughterman|Plant|Categories|Issue date|Born|Tel.|Email address|Address'],
    DE: 'Sachkundebescheinigung Nr.|Name|Schlachthof|Tätigkeiten|ausgestellt am|Geburtsdatum|Mobil|E-Mail|Wohnanschrift',
    FR: 'N° CCPA|Nom, prénom|Abattoir|Opérations|Délivré le|Date de naissance|Portable|Courriel|Adresse',
    NL: 'Nr. verklaring vakbekwaamheid|Naam|Slachthuis|Handelingen|Afgegeven|Geboortedatum|Mobiel|E-mail|Woonadres',
    ES: 'Nº certificado de competencia|Nombre|Matadero|Operaciones|Expedición|Fecha de nacimiento|Móvil|Correo|Domicilio',
    PL: 'Nr świadectwa kwalifikacji|Imię i nazwisko|Rzeźnia|Czynności|Data wydania|Data urodzenia|Telefon|E-mail|Adres',
  }).split('|');
  return rec([
    [slaK(L[0]!), t.no],
    [L[1]!, regName36(c, t.p, t.birthOnA)],
    [L[2]!, c.chance(0.8) && t.office],
    [L[3]!, say36(c, k, { EN: ['stunning, sticking — cattle', 'shackling, bleeding (sheep)', 'Halal slaughter', 'red meat', 'poultry'], DE: ['Betäuben, Entbluten', 'Rind / Schwein'], FR: ['étourdissement, saignée', 'bovins'], NL: ['bedwelmen, doden', 'varkens'], ES: ['aturdimiento, sangrado', 'ovino'], PL: ['ogłuszanie, wykrwawianie', 'trzoda'] })],
    [L[4]!, anyDate36(c, workDay36(c, 2012, 2024), k)],
    [bornK(L[5]!), c.chance(0.6) && anyDate36(c, t.p.dob, k)],
    [tel(L[6]!), c.chance(0.35) && anyPhone36(c, t.p)],
    [mailK(L[7]!), c.chance(0.25) && t.email],
    [L[8]!, c.chance(0.3) && t.home],
  ]);
}
/** An abattoir's kill-line shift record: the plant, the official veterinarian, the line foreman, the plant's line and mailbox, tag and lot numbers are others'. */
function killLine36(c: Ctx, t: Off36): PersonRecord {
  const k = t.p.country;
  const L = say36(c, k, {
    EN: ['Shift record|Abattoir|Official veterinarian|Shift date|Line / station|Lot / ear tags|Operative|Operative DOB|CoC no.|Head count|Rejects|Plant tel.|Plant email|Operative mobile|Operative email', 'KILL SHEET|PLANT|MEAT INSPECTOR|DATE|STATION|LOT NO|SLAUGHTERMAN|DATE OF BIRTH|SLAUGHTER LICENCE NO|HEADS|CONDEMNED|FACTORY LINE|FACTORY E-MAIL|MOBILE|EMAIL'],
    DE: 'Schichtprotokoll|Schlachthof|Amtstierarzt/-ärztin|Datum|Station|Partie / Ohrmarken|Mitarbeiter(in)|Geburtsdatum|Sachkunde-Nr.|Stückzahl|Beanstandet|Tel. Betrieb|E-Mail Betrieb|Mobil|E-Mail',
    FR: 'Feuille de chaîne|Abattoir|Vétérinaire officiel|Date|Poste|Lot / boucles|Opérateur|Né(e) le|N° CCPA|Têtes|Saisies|Tél. abattoir|Courriel abattoir|Portable|Courriel',
    NL: 'Dienstrapport slachtlijn|Slachthuis|Officiële dierenarts|Datum|Post|Partij / oormerken|Medewerker|Geboortedatum|Nr. vakbekwaamheid|Aantal|Afgekeurd|Tel. bedrijf|E-mail bedrijf|Mobiel|E-mail medewerker',
    ES: 'Parte de línea|Matadero|Veterinario oficial|Fecha|Puesto|Lote / crotales|Operario/a|Fecha de nacimiento|Nº certificado|Cabezas|Decomisos|Tel. matadero|Email matadero|Móvil|Email operario',
    PL: 'Raport zmiany|Rzeźnia|Urzędowy lekarz weterynarii|Data|Stanowisko|Partia / kolczyki|Pracownik|Data urodzenia|Nr świadectwa kwalifikacji|Sztuk||Tel. zakładu|E-mail zakładu|Tel. kom.|E-mail pracownika',
  }).split('|');
  const name = c.chance(0.35) ? legacy36(t.p, now36(t.p), c.pick([18, 22, 28])) : writtenName36(c, t.p);
  return rec([
    [L[0]!, `KS${c.digits(6)}`],
    [L[1]!, t.office],
    [L[2]!, c.chance(0.6) && other36(c, k)],
    [L[3]!, anyDate36(c, workDay36(c, 2022, 2025), k)],
    [L[4]!, c.pick(['Stun box', 'Sticking', 'Hide puller', 'Evisceration', 'Line 2 / st. 4', 'Kill floor'])],
    [L[5]!, `${c.letters(2)} ${c.digits(6)}`],
    [L[6]!, name],
    birthName36(c, t.p, t.birthOnA || (t.p.married !== '' && c.chance(0.3))),
    [bornK(L[7]!), c.chance(0.5) && anyDate36(c, t.p.dob, k)],
    [slaK(L[8]!), c.chance(0.55) && again36(c, t.no)],
    [L[9]!, String(c.int(40, 900))],
    [L[10]!, String(c.int(0, 6))],
    [L[11]!, c.chance(0.5) && line36(c, k, t.officePhone)],
    [L[12]!, c.chance(0.45) && t.officeMail],
    [tel(L[13]!), c.chance(0.25) && anyPhone36(c, t.p)],
    [mailK(L[14]!), c.chance(0.15) && t.email],
  ]);
}
const abattoir36 = (c: Ctx, p: Person36) =>
  say36(c, p.country, { EN: [`${c.pick(['Oko-Oba', 'Dagoretti', 'Kumasi', 'Cato Ridge', 'Ashford'])} Abattoir`, `${bare36(p)} Meats Ltd`, `${c.pick(['Highland', 'Valley', 'Savanna'])} Meat Packers`], DE: [`Schlachthof ${c.pick(['Nord', 'Süd', 'am Fluss'])}`, `Fleischwerk ${bare36(p)}`], FR: [`Abattoir ${c.pick(['du Limousin', 'de la Vallée'])}`, `SAS ${bare36(p)} Viandes`], NL: [`Slachterij ${bare36(p)}`, `Vleesbedrijf ${c.pick(['Noord', 'De Vallei'])}`], ES: [`Matadero ${c.pick(['Comarcal', 'del Norte'])}`, `Cárnicas ${bare36(p)}`], PL: [`Zakłady Mięsne ${bare36(p)}`, `Ubojnia ${c.pick(['Mazury', 'Podlasie'])}`] });
const sameSla: Kind36 = {
  kind: 'same_slaughterman_competence_register_vs_abattoir_kill_line_record',
  label: 'same',
  pairs: PAIRS36,
  make(c, j) {
    return kept36('same', () => {
      let p = newPerson36(c, country36(c, j), 1955, 2004, c.chance(0.85) ? 'M' : 'F');
      if (c.chance(0.1)) p = wed36(c, p);
      const t = newOff36(c, p, slaNo36(c, p.country), abattoir36(c, p));
      return c.chance(0.5) ? { a: slaRegister36(c, t), b: killLine36(c, t) } : { a: killLine36(c, t), b: slaRegister36(c, t) };
    });
  },
};
const diffSla: Kind36 = {
  kind: 'diff_slaughterman_siblings_one_abattoir_one_mailbox_one_home',
  label: 'different',
  pairs: PAIRS36,
  make(c, j) {
    return kept36('different', () => {
      const k = country36(c, j);
      const x = newPerson36(c, k, 1958, 2002, c.chance(0.8) ? 'M' : 'F');
      const y0 = newPerson36(c, k, Math.max(1952, x.dob.y - 10), Math.min(2004, x.dob.y + 10), c.chance(0.75) ? 'M' : 'F');
      const pool = NAMES36[k][y0.sex === 'M' ? 'm' : 'f'].filter(([g]) => g[0] === x.given[0] && g !== x.given);
      const [given, short] = y0.sex === x.sex && pool.length > 0 && c.chance(0.35) ? c.pick(pool) : [y0.given, y0.short];
      const y: Person36 = { ...y0, given, short, surname: gendered36(x.surname, y0.sex, k), surname2: x.surname2, town: x.town };
      const tx = newOff36(c, x, slaNo36(c, k), abattoir36(c, x));
      const ty = newOff36(c, y, slaNo36(c, k), '', { office: tx.office, officePhone: tx.officePhone, officeMail: tx.officeMail, home: tx.home, homeLine: tx.homeLine });
      return c.chance(0.5) ? { a: slaRegister36(c, tx), b: killLine36(c, ty) } : { a: killLine36(c, tx), b: slaRegister36(c, ty) };
    });
  },
};

// ---------------------------------------------------------------- kind 5 / 10: phlebotomists

function phlNo36(c: Ctx, k: Country36): string {
  switch (k) {
    case 'NG': return `MLSCN/PHL/${c.digits(5)}`;
    case 'KE': return `KMLTTB/PH/${c.digits(4)}`;
    case 'GH': return `AHPC-PHL-${c.digits(4)}`;
    case 'ZA': return `PHT ${c.digits(7)}`;
    case 'GB': return `NAPA-${c.digits(5)}`;
    case 'DE': return `MFA-${c.pick(['HH', 'B', 'M'])}-${c.digits(5)}`;
    case 'FR': return `PRV-${c.digits(6)}`;
    case 'NL': return `KAB-${c.digits(5)}`;
    case 'ES': return `TCAE-${c.digits(5)}`;
    case 'PL': return `KDL/${c.digits(5)}`;
  }
}
/** A register of phlebotomists / blood-collection staff (a laboratory science council's list, a voluntary register, a lab network's staff register). */
function phlRegister36(c: Ctx, t: Off36, suffix = ''): PersonRecord {
  const k = t.p.country;
  const L = say36(c, k, {
    EN: ['Phlebotomist Reg. No.|Name|Laboratory|Town|Grade|Registered since|Date of birth|Email|Mobile|Home tel.', 'PRACTITIONER NO|NAME OF PRACTITIONER|LAB / HOSPITAL|STATION|CADRE|YEAR OF ENTRY|D.O.B|E-MAIL|CELL|HOME LINE', 'Reg.|Phlebotomist|Employer|Area|Band|Since|Born|Email address|Phone|Landline'],
    DE: 'Register-Nr.|Name|Labor / Praxis|Ort|Qualifikation|eingetragen seit|Geburtsdatum|E-Mail|Mobil|Festnetz',
    FR: 'N° d\u2019enregistrement préleveur|Nom|Laboratoire|Ville|Habilitation|Depuis|Date de naissance|Courriel|Portable|Tél. domicile',
    NL: 'Registratienr. bloedafnemer|Naam|Laboratorium|Plaats|Diploma|Sinds|Geboortedatum|E-mail|Mobiel|Tel. thuis',
    ES: 'Nº registro|Nombre|Laboratorio|Localidad|Titulación|Desde|Fecha de nacimiento|Correo|Móvil|Teléfono fijo',
    PL: 'Nr wpisu|Imię i nazwisko|Laboratorium|Miejscowość|Kwalifikacje|Od|Data urodzenia|E-mail|Telefon|Tel. stacjonarny',
  }).split('|');
  return rec([
    [phlK(L[0]!), t.no],
    [L[1]!, `${regName36(c, t.p, t.birthOnA)}${suffix ? ` ${suffix}` : ''}`],
    [L[2]!, c.chance(0.7) && t.office],
    [L[3]!, t.p.town],
    [L[4]!, say36(c, k, { EN: ['Phlebotomist Band 3', 'Lab Assistant (Phlebotomy)', 'Certificate in Phlebotomy'], DE: ['MFA', 'MTL'], FR: ['préleveur habilité', 'infirmier(e)'], NL: ['doktersassistent', 'bloedafnemer'], ES: ['TCAE', 'técnico de laboratorio'], PL: ['technik analityki', 'pielęgniarka'] })],
    [L[5]!, String(t.since.y)],
    [bornK(L[6]!), c.chance(0.55) && anyDate36(c, t.p.dob, k)],
    [mailK(L[7]!), c.chance(0.35) && t.email],
    [tel(L[8]!), c.chance(0.45) && anyPhone36(c, t.p)],
    [L[9]!, c.chance(0.3) && line36(c, k, t.homeLine)],
  ]);
}
/** A collection centre's daily phlebotomy log: the patients, the requesting doctor, the centre's line and mailbox, tube and specimen numbers are others'. */
function bleedLog36(c: Ctx, t: Off36, suffix = ''): PersonRecord {
  const k = t.p.country;
  const L = say36(c, k, {
    EN: ['Log no.|Collection centre|Date|Samples taken|Specimen range|Supervisor|Phlebotomist|Phleb. reg. no.|Phleb. DOB|Centre tel.|Centre email|Phleb. mobile|Phleb. email|Home tel.', 'BLEED LOG|SITE|DATE|NO. OF PATIENTS|ACCESSION NOS|LAB MANAGER|COLLECTED BY|PHLEB REG NO|D.O.B|SITE LINE|SITE E-MAIL|CELL|E-MAIL|HOME LINE'],
    DE: 'Entnahmeprotokoll|Entnahmestelle|Datum|Entnahmen|Proben-Nr.|Laborleitung|Entnommen von|Register-Nr.|Geburtsdatum|Tel. Labor|E-Mail Labor|Mobil|E-Mail privat|Festnetz',
    FR: 'Registre des prélèvements n°|Centre de prélèvement|Date|Nb prélèvements|N° d\u2019échantillons|Biologiste responsable|Préleveur/se|N° d\u2019enregistrement préleveur|Né(e) le|Tél. laboratoire|Courriel laboratoire|Portable|Courriel personnel|Tél. domicile',
    NL: 'Prikdienstlijst|Prikpost|Datum|Aantal afnames|Buisnummers|Teamleider|Bloedafnemer|Registratienr.|Geboortedatum|Tel. prikpost|E-mail prikpost|Mobiel|E-mail privé|Tel. thuis',
    ES: 'Hoja de extracciones nº|Centro de extracción|Fecha|Extracciones|Nº muestras|Supervisor/a|Extraído por|Nº registro|F. nac.|Tel. centro|Email centro|Móvil|Email personal|Teléfono fijo',
    PL: 'Rejestr pobrań nr|Punkt pobrań|Data|Liczba pobrań|Nr próbek|Kierownik|Pobierający|Nr wpisu|Data ur.|Tel. punktu|E-mail punktu|Tel. kom.|E-mail prywatny|Tel. stacjonarny',
  }).split('|');
  const name = c.chance(0.15) ? `${called36(c, t.p)} ${now36(t.p)[0]}.` : writtenName36(c, t.p);
  const n = c.int(100000, 899999);
  return rec([
    [L[0]!, `PL-${c.digits(4)}`],
    [L[1]!, t.office],
    [L[2]!, anyDate36(c, workDay36(c, 2022, 2025), k)],
    [L[3]!, String(c.int(8, 90))],
    [L[4]!, `${n}–${n + c.int(8, 90)}`],
    [L[5]!, c.chance(0.6) && other36(c, k)],
    [L[6]!, `${name}${suffix ? ` ${suffix}` : ''}`],
    birthName36(c, t.p, t.birthOnA || (t.p.married !== '' && c.chance(0.3))),
    [phlK(L[7]!), c.chance(0.55) && again36(c, t.no)],
    [bornK(L[8]!), c.chance(0.3) && anyDate36(c, t.p.dob, k, true)],
    [L[9]!, c.chance(0.55) && line36(c, k, t.officePhone)],
    [L[10]!, c.chance(0.4) && t.officeMail],
    [tel(L[11]!), c.chance(0.55) && anyPhone36(c, t.p)],
    [mailK(L[12]!), c.chance(0.35) && t.email],
    [L[13]!, c.chance(0.3) && line36(c, k, t.homeLine)],
  ]);
}
const lab36 = (c: Ctx, p: Person36) =>
  say36(c, p.country, { EN: [`${c.pick(['Synlab', 'Lancet', 'PathCare', 'Medilab', 'Crest'])} ${c.pick(['Collection Centre', 'Patient Service Centre', 'Lab'])}`, `${bare36(p)} Diagnostics`, 'Outpatient Phlebotomy, General Hospital'], DE: [`Labor ${bare36(p)}`, `MVZ Labor ${c.pick(['Nord', 'Mitte'])}`], FR: [`Laboratoire ${bare36(p)}`, `Biolab ${c.pick(['Centre', 'Gare'])}`], NL: [`Prikpost ${c.pick(['Centrum', 'Noord'])}`, `Diagnostiek ${bare36(p)}`], ES: [`Laboratorio ${bare36(p)}`, `Centro de extracciones ${c.pick(['Mayor', 'Norte'])}`], PL: [`Punkt Pobrań ${c.pick(['Centrum', 'Diagnostyka'])}`, `Laboratorium ${bare36(p)}`] });
const samePhl: Kind36 = {
  kind: 'same_phlebotomist_register_vs_collection_centre_bleed_log',
  label: 'same',
  pairs: PAIRS36,
  make(c, j) {
    return kept36('same', () => {
      let p = newPerson36(c, country36(c, j), 1955, 2005, c.chance(0.3) ? 'M' : 'F');
      if (c.chance(0.3)) p = wed36(c, p);
      const t = newOff36(c, p, phlNo36(c, p.country), lab36(c, p));
      return c.chance(0.5) ? { a: phlRegister36(c, t), b: bleedLog36(c, t) } : { a: bleedLog36(c, t), b: phlRegister36(c, t) };
    });
  },
};
const diffPhl: Kind36 = {
  kind: 'diff_phlebotomist_mother_and_daughter_one_lab_one_home_line',
  label: 'different',
  pairs: PAIRS36,
  make(c, j) {
    return kept36('different', () => {
      const k = country36(c, j);
      const m = wed36(c, newPerson36(c, k, 1948, 1975, 'F'));
      const d0 = newPerson36(c, k, m.dob.y + 19, Math.min(2005, m.dob.y + 38), 'F');
      const fam = m.married ? gendered36(m.married.replace(/-.*$/, ''), 'F', k) : m.surname;
      const d: Person36 = { ...d0, given: c.chance(0.5) ? m.given : d0.given, short: '', middle: c.chance(0.5) ? m.middle : d0.middle, surname: k === 'ES' ? d0.surname : fam, surname2: k === 'ES' ? m.surname : '', town: m.town };
      const tm = newOff36(c, m, phlNo36(c, k), lab36(c, m));
      const td = newOff36(c, d, phlNo36(c, k), '', { office: tm.office, officePhone: tm.officePhone, officeMail: tm.officeMail, home: tm.home, homeLine: tm.homeLine });
      const [x, y] = c.chance(0.5) ? [tm, td] : [td, tm];
      const sx = suf36(c, x.p, x === td, 0.15);
      const sy = suf36(c, y.p, y === td, 0.15);
      return c.chance(0.5) ? { a: phlRegister36(c, x, sx), b: bleedLog36(c, y, sy) } : { a: bleedLog36(c, x, sx), b: phlRegister36(c, y, sy) };
    });
  },
};

export const HELDOUT36_KINDS: readonly Kind36[] = [samePyro, samePod, sameDoor, sameSla, samePhl, diffPyro, diffPod, diffDoor, diffSla, diffPhl];
