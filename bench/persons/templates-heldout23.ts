// Held-out person pairs, set 23: five pairs of sources that set down one person each in their own words, and five
// look-alike kinds beside them — a vaccination site's register against the vaccination certificate the person travels
// with (EU Digital COVID Certificate fields, the yellow-fever card, the NHS record, the South African EVDS certificate),
// a post office's private-box rental register against the parcel collection slip signed at the counter, a liquor
// licence register against a liquor inspector's premises inspection report, a Red Cross / Red Crescent society's
// volunteer register against a disaster-response deployment roster, and a legal aid body's application form against
// its case assignment sheet — in Nigeria, Kenya, Ghana, South Africa, the United Kingdom (GB) and the European Union
// (Germany, France, the Netherlands, Spain, Poland).
// Who wrote it: a blind author helper of session 36 (branch s36-persons23), who never read the comparison rules.
// How it is made: each kind draws its people (names, births, phones, national numbers) from the author's own name lists
// and writes the source-A and source-B records with that source's headers, date form, phone form and slips, from a
// seeded generator (bench/persons/generate.ts, seed 2323). The phone and date writers, the keyed slip and the public
// check-digit schemes (South African ID Luhn, BSN 11-proef, PESEL, DNI letter, NIR key 97, NINO shape) are imported
// from templates-heldout19.ts, as sets 20–22 did (no name list or kind of an earlier set is used).
// What the author read: the session's rules (s36-common.md), the blind authors' brief and this set's brief;
// bench/persons/generate.ts; bench/persons.ts (to wire the set in); bench/persons/records.ts lines 15–72 (Ymd, Person
// and Ctx); templates-heldout22.ts lines 1–420 and its last 30 lines (for the structure: header, helpers, kinds);
// templates-heldout19.ts lines 96–130, 186–260 and 295–335 (types and the exported helpers used here); the kind names of
// sets 1–22 (a grep over their `kind:` and `//   same_` / `//   diff_` header lines, which also printed some header
// lines of sets 3–10 naming the kinds they read and, for sets 8–10, a few per-kind figures of their readings);
// test/bench/persons-generate.test.ts: imports, the set list and set 22's block.
// What the author did NOT read: src/ (anything), README paragraphs about rules or errors, any set's data file,
// records2–8.ts and the bodies of sets 1–21's templates. Neither the engine nor the bench was ever run on this set.
// Every value is fictional (identifiers keep the right shape, with their check digit where the scheme has one; the
// others — volunteer, licence, file and box numbers — only the shape).
//
// Labelling policy: `same` means the two records describe the same natural person, as a careful analyst would judge
// from the two records alone; `different` means two natural people, however much they share. Every `same` pair carries
// a name on both sides and at least one more agreeing identifier of the person (national number, volunteer number,
// liquor licence number, legal aid file reference, the person's own phone, or the whole birth date), and births, where
// both sides state them, agree. Every `different` pair shares no own number of the person and tells its two people
// apart by a number of one scheme on both sides that disagrees, or by whole birth dates on both sides that disagree;
// and it keeps the kind's look-alike promise below. A phone on a record is the person's own unless its header names
// someone else (emergency contact, next of kin); a post-office box, an address, premises, a branch, a vaccination
// site, a court or a lawyer is shared, not owned. A birth date is never written month first with digits.
//
// Kinds (78 pairs each, cycling NG, KE, GH, ZA, GB, EU — 13 per jurisdiction; 5 `same`, 5 `different`, 780 pairs, 130
// per jurisdiction):
//   same_vaccination_register_vs_travel_certificate   site register: client as the vaccinator keyed them (surname
//                                                  first at times, capitals, a slip), birth, sex, national number,
//                                                  phone, vaccine, batch, dose; certificate: the holder as the
//                                                  certificate prints them (EU: fn / gn and the ICAO-folded fnt / gnt,
//                                                  dob in ISO; yellow card: name of traveller, passport or id number),
//                                                  the number again, the birth.
//   same_po_box_rental_vs_parcel_collection_slip      box register: box number, renter, id number, phone, address;
//                                                  collection slip: addressee written by the sender (short, initials),
//                                                  the box, "collected by" the same person, id presented, signature.
//   same_liquor_licence_vs_premises_inspection        licence register: licensee's names, birth, national number,
//                                                  licence number, premises; inspection report: the licensee present as
//                                                  the inspector wrote them, the licence number keyed again or the id.
//   same_volunteer_register_vs_deployment_roster      volunteer register: volunteer number, names, birth, phone,
//                                                  branch, emergency contact, training; roster: the short name or
//                                                  initial and surname, the volunteer number re-keyed (at times only
//                                                  the phone), team, shift.
//   same_legal_aid_application_vs_case_assignment     application: applicant's names, birth, national number, phone,
//                                                  address, matter, the file reference where the intake desk wrote it;
//                                                  assignment sheet: the client as the clerk keys them, the file
//                                                  reference, the birth at times (always where the application has no
//                                                  reference), assigned lawyer, court, next date.
//   diff_vaccination_namesakes_one_site               two clients of one full name vaccinated at one site: births 1 to
//                                                  30 years apart, own national numbers and phones.
//   diff_po_box_spouses_one_box                       a box rented by one spouse against a slip addressed to and
//                                                  collected by the other: one box, one address, one surname (in Spain
//                                                  each keeps their own), own ids and phones.
//   diff_liquor_licensee_vs_sibling_in_charge         the licensee on the register against the brother or sister found
//                                                  in charge at the premises: one surname, one premises, own id numbers.
//   diff_volunteers_parent_child_one_branch           a parent and grown child volunteering at one branch: one surname,
//                                                  at times one given name, one emergency contact, births 18 to 40
//                                                  years apart, own volunteer numbers.
//   diff_legal_aid_parent_vs_grown_child_one_address  a parent's application against the grown child's assignment
//                                                  sheet at one legal aid office: one surname, one address, own file
//                                                  references, births 18 to 40 years apart.
//
// Slips the author saw before the reading (left as they are): a record's own dates (vaccination day, slip day,
// inspection day, deployment) are drawn each on their own; a town drawn beside a site, box, branch or office need not
// be the address's town; name lists mix a country's peoples freely.
//
// Use: read ONCE with `npm run bench:persons -- --set heldout23`; the figures of that reading are written below, and from
// then on the set is development data.
import type { Ctx, Jurisdiction, PersonRecord, Ymd } from './records.js';
import { bsn19, type Country19, date19, dni19, fold19, nino19, nir19, type PhoneForm19, pesel19, phone19, rekey19, slip19, zaId19 } from './templates-heldout19.js';

export type Label23 = 'same' | 'different';

export interface Kind23 {
  kind: string;
  label: Label23;
  pairs: number;
  make(c: Ctx, j: Jurisdiction): { a: PersonRecord; b: PersonRecord };
}

export type Country23 = Country19;
type Sex23 = 'M' | 'F';

/** Same shape as set 19's person, so that set's public check-digit helpers take it. */
export interface Person23 {
  country: Country23;
  sex: Sex23;
  given: string;
  short: string;
  middle: string;
  surname: string;
  surname2: string;
  dob: Ymd;
  phone: string;
}

export { fold19 as fold23 };

const PAIRS23 = 78;

// ---------------------------------------------------------------- the keys that name the person's own identifiers

/** Headers under which a record writes the person's own numbers, by scheme (the test reads them from here). */
export const KEYS23 = { own: new Set<string>(), national: new Set<string>(), phone: new Set<string>(), birth: new Set<string>() };
function register23(set: Set<string>, k: string): string {
  set.add(k);
  return k;
}
const own = (k: string) => register23(KEYS23.own, k);
const natK = (k: string) => register23(KEYS23.national, k);
const tel = (k: string) => register23(KEYS23.phone, k);
const bornK = (k: string) => register23(KEYS23.birth, k);

// ---------------------------------------------------------------- names (the author's own lists)

type G = readonly (readonly [string, string])[];
const NAMES23: Record<Country23, { m: G; f: G; s: readonly string[] }> = {
  NG: {
    m: [['Adeyinka', 'Yinka'], ['Chukwudi', 'Chudi'], ['Ibrahim', ''], ['Segun', ''], ['Ifeanyi', 'Ify'], ['Usman', ''], ['Efosa', ''], ['Okechukwu', 'Okey'], ['Rotimi', ''], ['Yakubu', ''], ['Anthony', 'Tony'], ['Gbenga', '']],
    f: [['Adebimpe', 'Bimpe'], ['Uchechi', ''], ['Maryam', ''], ['Yetunde', 'Yetty'], ['Nneka', ''], ['Rukayat', ''], ['Osayuwamen', ''], ['Chinwe', ''], ['Modupe', 'Dupe'], ['Hauwa', ''], ['Grace', ''], ['Ifeoma', 'Ify']],
    s: ['Oyelaran', 'Anozie', 'Mohammed', 'Adeleke', 'Nwachukwu', 'Aliyu', 'Igbinedion', 'Onyekachi', 'Oladimeji', 'Shehu', 'Ekpo', 'Okonjo', 'Babatunde', 'Ogbonna', 'Akande', 'Ibe'],
  },
  KE: {
    m: [['Kiprono', ''], ['Njoroge', ''], ['Onyango', ''], ['Wafula', ''], ['Mutiso', ''], ['Abdullahi', ''], ['Brian', ''], ['Dennis', ''], ['Peter', ''], ['Geoffrey', 'Geoff'], ['Samuel', 'Sam'], ['Evans', '']],
    f: [['Chepkoech', ''], ['Wairimu', ''], ['Akinyi', ''], ['Nekesa', ''], ['Mwikali', ''], ['Fatuma', ''], ['Esther', ''], ['Lilian', 'Lilly'], ['Janet', ''], ['Beatrice', 'Bea'], ['Gladys', ''], ['Sharon', '']],
    s: ['Kiptoo', 'Njuguna', 'Owino', 'Simiyu', 'Musyoka', 'Hassan', 'Kimani', 'Rotich', 'Otieno', 'Maina', 'Wanyama', 'Kilonzo', 'Korir', 'Mugo', 'Ouma', 'Nduta'],
  },
  GH: {
    m: [['Kwaku', ''], ['Kojo', ''], ['Fiifi', ''], ['Nana Yaw', ''], ['Edem', ''], ['Ibrahim', ''], ['Nii Odartey', ''], ['Samuel', 'Sammy'], ['Eric', ''], ['Prince', ''], ['Godfred', ''], ['Daniel', 'Danny']],
    f: [['Adwoa', ''], ['Afia', ''], ['Akosua', ''], ['Ekua', ''], ['Dzifa', ''], ['Abiba', ''], ['Naa Ayeley', ''], ['Gifty', ''], ['Comfort', ''], ['Linda', ''], ['Rita', ''], ['Dorcas', '']],
    s: ['Appiah', 'Agyeman', 'Quaye', 'Acheampong', 'Agbeko', 'Mahama', 'Aryee', 'Darko', 'Frimpong', 'Adjei', 'Nkansah', 'Sarpong', 'Addo', 'Fosu', 'Amponsah', 'Baffoe'],
  },
  ZA: {
    m: [['Sipho', ''], ['Bongani', ''], ['Andries', ''], ['Tebogo', ''], ['Lungile', ''], ['Sibusiso', 'Sbu'], ['Rudolph', 'Ruan'], ['Yusuf', ''], ['Mpho', ''], ['Siyabonga', 'Siya'], ['Hendrik', 'Henk'], ['Kabelo', '']],
    f: [['Thandeka', 'Thandi'], ['Nolwazi', ''], ['Annelize', ''], ['Boitumelo', 'Tumi'], ['Nonhlanhla', ''], ['Khanyisile', 'Khanyi'], ['Liezel', ''], ['Fatima', ''], ['Dineo', ''], ['Lindiwe', ''], ['Riana', ''], ['Precious', '']],
    s: ['Mahlangu', 'Shabalala', 'du Plessis', 'Molefe', 'Ngcobo', 'Maseko', 'Fourie', 'Abrahams', 'Radebe', 'Mkhize', 'Steyn', 'Govender', 'Masilela', 'Cele', 'Venter', 'Petersen'],
  },
  GB: {
    m: [['Thomas', 'Tom'], ['James', 'Jim'], ['Rhys', ''], ['Alistair', 'Ali'], ['Jonathan', 'Jon'], ['Tariq', ''], ['Oliver', 'Ollie'], ['Connor', ''], ['Anthony', 'Tony'], ['Adebayo', 'Bayo'], ['Matthew', 'Matt'], ['Edward', 'Ed']],
    f: [['Rebecca', 'Becky'], ['Elizabeth', 'Liz'], ['Bethan', ''], ['Eilidh', ''], ['Katherine', 'Kate'], ['Nadia', ''], ['Hannah', ''], ['Aoife', ''], ['Margaret', 'Maggie'], ['Chidinma', ''], ['Jennifer', 'Jen'], ['Emma', '']],
    s: ['Taylor', 'Brown', 'Evans', 'MacDonald', 'Hussain', 'Hughes', 'Wilson', 'Begum', 'Wright', 'Green', "O'Neill", 'Nowak', 'Okoye', 'Ahmed', 'Edwards', 'Kelly'],
  },
  DE: {
    m: [['Thomas', ''], ['Andreas', ''], ['Karl-Heinz', ''], ['Lukas', ''], ['Alexander', 'Alex'], ['Mehmet', ''], ['Jürgen', ''], ['Tobias', ''], ['Florian', ''], ['Uwe', ''], ['Matthias', ''], ['Felix', '']],
    f: [['Sabine', ''], ['Andrea', ''], ['Ursula', 'Uschi'], ['Katharina', 'Kathi'], ['Olga', ''], ['Elif', ''], ['Birgit', ''], ['Annika', ''], ['Susanne', ''], ['Stefanie', 'Steffi'], ['Heike', ''], ['Jana', '']],
    s: ['Müller', 'Fischer', 'Meyer', 'Hoffmann', 'Wolf', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hartmann', 'Yılmaz', 'Lehmann', 'Köhler', 'Wagner', 'Weiß'],
  },
  FR: {
    m: [['Jean-Marc', ''], ['Thierry', ''], ['François', ''], ['Karim', ''], ['Julien', ''], ['Pascal', ''], ['Moussa', ''], ['Antoine', ''], ['Luís', ''], ['Frédéric', ''], ['Benoît', ''], ['Yacine', '']],
    f: [['Anne-Sophie', ''], ['Nathalie', ''], ['Valérie', ''], ['Leïla', ''], ['Aurélie', ''], ['Sandrine', ''], ['Fatoumata', ''], ['Élodie', ''], ['Sofia', ''], ['Brigitte', ''], ['Hélène', ''], ['Nadia', '']],
    s: ['Moreau', 'Girard', 'Lefebvre', 'Benali', 'Mercier', 'Blanc', 'Guérin', 'Boyer', 'Diallo', 'Faure', 'Chevalier', 'Pereira', 'Gauthier', 'Haddad', 'Perrin', 'Robin'],
  },
  NL: {
    m: [['Cornelis', 'Kees'], ['Pieter', 'Piet'], ['Jacobus', 'Koos'], ['Ahmed', ''], ['Bas', ''], ['Ruud', ''], ['Erik', ''], ['Thijs', ''], ['Jan', ''], ['Adrianus', 'Arie'], ['Joost', ''], ['Wouter', '']],
    f: [['Johanna', 'Joke'], ['Geertruida', 'Truus'], ['Wilhelmina', 'Mien'], ['Fatima', ''], ['Ingrid', ''], ['Esther', ''], ['Sanne', ''], ['Lotte', ''], ['Petronella', 'Nel'], ['Marloes', ''], ['Eva', ''], ['Anneke', '']],
    s: ['Bakker', 'Visser', 'Smit', 'Meijer', 'de Vries', 'van den Berg', 'Mulder', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'El Amrani', 'Postma', 'de Graaf', 'Kuipers'],
  },
  ES: {
    m: [['José Luis', ''], ['Antonio', 'Toni'], ['Manuel', 'Manolo'], ['Alejandro', 'Álex'], ['Iñaki', ''], ['Miguel Ángel', ''], ['Ignacio', 'Nacho'], ['Guillermo', 'Guille'], ['Joaquín', 'Quino'], ['Rafael', 'Rafa'], ['Sergio', ''], ['Alberto', '']],
    f: [['María José', 'Majo'], ['Dolores', 'Lola'], ['Concepción', 'Concha'], ['Pilar', 'Pili'], ['Itziar', ''], ['Inmaculada', 'Inma'], ['Montserrat', 'Montse'], ['Lucía', ''], ['Raquel', ''], ['Beatriz', 'Bea'], ['Elena', ''], ['Isabel', 'Isa']],
    s: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Jiménez', 'Álvarez', 'Romero', 'Navarro', 'Torres', 'Domínguez', 'Iglesias', 'Medina', 'Garrido', 'Cortés'],
  },
  PL: {
    m: [['Piotr', ''], ['Krzysztof', 'Krzysiek'], ['Tomasz', 'Tomek'], ['Paweł', ''], ['Michał', ''], ['Grzegorz', 'Grzesiek'], ['Łukasz', ''], ['Wojciech', 'Wojtek'], ['Zbigniew', 'Zbyszek'], ['Jakub', 'Kuba'], ['Andrzej', ''], ['Jerzy', '']],
    f: [['Agnieszka', 'Aga'], ['Katarzyna', 'Kasia'], ['Małgorzata', 'Gosia'], ['Barbara', 'Basia'], ['Ewa', ''], ['Joanna', 'Asia'], ['Magdalena', 'Madzia'], ['Elżbieta', 'Ela'], ['Dorota', ''], ['Beata', ''], ['Aleksandra', 'Ola'], ['Zofia', 'Zosia']],
    s: ['Nowicki', 'Lewandowski', 'Wiśniewski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Mazur', 'Krawczyk', 'Piotrowski', 'Grabowski', 'Pawlak', 'Sikora', 'Baran', 'Czarnecki', 'Wróbel'],
  },
};

/** Polish -ski / -cki surnames take -ska / -cka for a woman. */
function gendered23(s: string, sex: Sex23, k: Country23): string {
  if (k !== 'PL') return s;
  const base = s.replace(/(sk|ck)a$/, '$1i');
  return sex === 'F' ? base.replace(/(sk|ck)i$/, '$1a') : base;
}

const EU23: readonly Country23[] = ['DE', 'FR', 'NL', 'ES', 'PL'];
export function country23(c: Ctx, j: Jurisdiction): Country23 {
  return j === 'EU' ? c.pick(EU23) : j;
}

const PHONE23: Record<Country23, { cc: string; starts: readonly string[]; len: number }> = {
  NG: { cc: '234', starts: ['803', '805', '806', '811', '818', '703', '705', '902', '904', '916', '912'], len: 10 },
  KE: { cc: '254', starts: ['720', '724', '725', '726', '713', '714', '746', '769', '115', '798'], len: 9 },
  GH: { cc: '233', starts: ['24', '25', '53', '54', '59', '20', '50', '27'], len: 9 },
  ZA: { cc: '27', starts: ['71', '73', '79', '82', '84', '60', '62', '64', '66', '76'], len: 9 },
  GB: { cc: '44', starts: ['7700', '7723', '7836', '7911', '7456', '7581', '7384', '7521'], len: 10 },
  DE: { cc: '49', starts: ['151', '157', '159', '162', '170', '172', '176', '179'], len: 11 },
  FR: { cc: '33', starts: ['6', '7'], len: 9 },
  NL: { cc: '31', starts: ['6'], len: 9 },
  ES: { cc: '34', starts: ['6', '7'], len: 9 },
  PL: { cc: '48', starts: ['50', '51', '53', '60', '66', '69', '72', '78', '88'], len: 9 },
};

function newPhone23(c: Ctx, k: Country23): string {
  const p = PHONE23[k];
  const start = c.pick(p.starts);
  let rest = '';
  while (start.length + rest.length < p.len) rest += String(c.int(0, 9));
  return p.cc + start + rest;
}

const PHONE_FORMS23: readonly PhoneForm19[] = ['national', 'national', 'national-spaced', 'intl', 'intl-spaced', 'bare'];
const anyPhone23 = (c: Ctx, full: string, k: Country23) => phone19(full, k, c.pick(PHONE_FORMS23));

const two = (n: number) => String(n).padStart(2, '0');
/** A date in a form the country's clerks write; never month first with digits. */
function anyDate23(c: Ctx, t: Ymd, k: Country23): string {
  if (k === 'DE' || k === 'PL') return date19(t, c.pick(['dd.mm.yyyy', 'dd.mm.yyyy', 'iso'] as const));
  if (k === 'NL') return date19(t, c.pick(['dd-mm-yyyy', 'dd-mm-yyyy', 'iso'] as const));
  if (k === 'ES' || k === 'FR') return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'iso'] as const));
  if (k === 'ZA') return date19(t, c.pick(['yyyy/mm/dd', 'iso', 'dd/mm/yyyy', 'd Mon yyyy'] as const));
  if (k === 'GB') return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'd Mon yyyy', 'DD-MON-YYYY'] as const));
  return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'DD-MON-YYYY', 'd Mon yyyy', 'dd-mm-yyyy'] as const));
}
/** A recent working date (a record's own date, not a birth). */
function workDay23(c: Ctx): Ymd {
  return { y: c.int(2023, 2025), m: c.int(1, 12), d: c.int(1, 28) };
}
const isoDate23 = (t: Ymd) => `${t.y}-${two(t.m)}-${two(t.d)}`;

function dob23(c: Ctx, from: number, to: number): Ymd {
  const y = c.int(from, to);
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, new Date(Date.UTC(y, m, 0)).getUTCDate()) };
}

export function newPerson23(c: Ctx, k: Country23, from = 1955, to = 2004, sex?: Sex23): Person23 {
  const s: Sex23 = sex ?? (c.chance(0.5) ? 'M' : 'F');
  const L = NAMES23[k];
  const [given, short] = c.pick(s === 'M' ? L.m : L.f);
  const mid = k === 'ES' || c.chance(0.5) ? '' : c.pick(s === 'M' ? L.m : L.f)[0];
  const surname = gendered23(c.pick(L.s), s, k);
  const surname2 = k === 'ES' ? c.pick(L.s.filter((x) => x !== surname)) : '';
  return { country: k, sex: s, given, short, middle: mid === given ? '' : mid, surname, surname2, dob: dob23(c, from, to), phone: newPhone23(c, k) };
}

/** A relative of `p` with the family surname (Spain: a sibling keeps both, a parent's child the parent's first). */
function kin23(c: Ctx, p: Person23, from: number, to: number, rel: 'child' | 'sibling' | 'spouse', sameGiven = false): Person23 {
  let r = newPerson23(c, p.country, from, to, rel === 'spouse' ? (p.sex === 'M' ? 'F' : 'M') : undefined);
  for (let i = 0; i < 10 && !sameGiven && r.given === p.given; i++) r = newPerson23(c, p.country, from, to, r.sex);
  if (sameGiven) r = { ...r, sex: p.sex, given: p.given, short: p.short };
  if (p.country === 'ES') {
    if (rel === 'sibling') return { ...r, surname: p.surname, surname2: p.surname2 };
    // A Spanish spouse keeps their own surnames; the analyst sees two surnames unlike. A child takes the parent's first.
    if (rel === 'spouse') return r;
    return { ...r, surname: p.surname };
  }
  // Elsewhere a child or sibling carries the family surname, and a spouse is written under it (the married name).
  return { ...r, surname: gendered23(p.surname, r.sex, p.country), surname2: '' };
}

const sur23 = (p: Person23) => (p.surname2 ? `${p.surname} ${p.surname2}` : p.surname);
const givens23 = (p: Person23) => (p.middle ? `${p.given} ${p.middle}` : p.given);
const called23 = (c: Ctx, p: Person23) => (p.short && c.chance(0.5) ? p.short : p.given);
const initials23 = (p: Person23) => givens23(p).split(/[ -]/).map((w) => `${w[0]}.`).join('');

/** The name as a second clerk writes it. */
function writtenName23(c: Ctx, p: Person23): string {
  const f = c.int(0, 8);
  if (f === 0) return `${givens23(p)} ${sur23(p)}`;
  if (f === 1) return `${sur23(p).toUpperCase()} ${givens23(p)}`;
  if (f === 2) return `${initials23(p)} ${sur23(p)}`;
  if (f === 3) return `${called23(c, p)} ${sur23(p)}`;
  if (f === 4) return `${sur23(p)}, ${givens23(p)}`;
  if (f === 5) return `${slip19(c, p.given)} ${sur23(p)}`;
  if (f === 6) return `${p.given} ${slip19(c, p.surname)}${p.surname2 ? ` ${p.surname2}` : ''}`;
  if (f === 7) return `${p.given} ${p.surname}`;
  return `${givens23(p)} ${sur23(p)}`.toUpperCase();
}

function rec(entries: readonly (readonly [string, string | undefined | false])[]): PersonRecord {
  const out: PersonRecord = {};
  for (const [k, v] of entries) if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim();
  return out;
}

/** A number keyed a second time: spaced as the card prints it, or re-keyed. */
function again23(c: Ctx, k: Country23, no: string): string {
  if (k === 'GB' && /^[A-Z]{2}\d{6}[A-D]$/.test(no) && c.chance(0.5)) return no.replace(/^(..)(..)(..)(..)(.)$/, '$1 $2 $3 $4 $5');
  if (k === 'FR' && /^\d{15}$/.test(no) && c.chance(0.5)) return no.replace(/^(.)(..)(..)(..)(...)(...)(..)$/, '$1 $2 $3 $4 $5 $6 $7');
  return c.chance(0.4) ? rekey19(no, c) : no;
}

/** A person's national number (the value only; each source writes its own header). */
function natNo23(c: Ctx, p: Person23): string {
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
function natKey23(c: Ctx, k: Country23, style: 'form' | 'short' | 'slip'): string {
  const L: Record<Country23, Record<typeof style, readonly string[]>> = {
    NG: { form: ['National Identification Number (NIN)', 'NIN'], short: ['NIN', 'NIN No'], slip: ['ID No. (NIN)', 'Means of ID: NIN'] },
    KE: { form: ['National ID / Passport No.', 'ID Number'], short: ['ID No', 'ID/PP No'], slip: ['ID produced (No.)', 'ID No. seen'] },
    GH: { form: ['Ghana Card Number', 'Ghana Card No.'], short: ['Ghana Card', 'GhCard No'], slip: ['ID Type/No (Ghana Card)', 'Ghana Card seen'] },
    ZA: { form: ['Identity Number', 'SA ID Number'], short: ['ID No.', 'RSA ID'], slip: ['ID/Passport No. shown', 'ID Nr'] },
    GB: { form: ['National Insurance number', 'NI number'], short: ['NINO', 'NI No.'], slip: ['NI no. (if known)', 'NINo'] },
    DE: { form: ['Ausweisnummer', 'Nr. des Personalausweises'], short: ['PA-Nr.', 'Ausweis-Nr'], slip: ['Ausweis vorgelegt (Nr.)', 'Lichtbildausweis Nr.'] },
    FR: { form: ['Numéro de sécurité sociale', 'N° INSEE'], short: ['NIR', 'N° SS'], slip: ['N° sécu', 'N° de sécurité sociale'] },
    NL: { form: ['Burgerservicenummer (BSN)', 'BSN'], short: ['BSN-nr', 'BSN nummer'], slip: ['BSN (legitimatie)', 'Burgerservicenr.'] },
    ES: { form: ['DNI/NIE', 'Nº DNI'], short: ['DNI', 'NIF'], slip: ['Documento (DNI)', 'DNI nº'] },
    PL: { form: ['Numer PESEL', 'PESEL'], short: ['PESEL', 'Nr PESEL'], slip: ['PESEL okaziciela', 'PESEL odbiorcy'] },
  };
  return natK(c.pick(L[k][style]));
}

const TOWNS23: Record<Country23, readonly string[]> = {
  NG: ['Ibadan', 'Enugu', 'Jos', 'Akure', 'Uyo', 'Kaduna', 'Asaba', 'Sokoto'],
  KE: ['Kisumu', 'Thika', 'Nyeri', 'Machakos', 'Kitale', 'Garissa', 'Naivasha', 'Bungoma'],
  GH: ['Kumasi', 'Takoradi', 'Sunyani', 'Koforidua', 'Bolgatanga', 'Hohoe', 'Winneba', 'Kasoa'],
  ZA: ['Polokwane', 'East London', 'Rustenburg', 'George', 'Pietermaritzburg', 'Welkom', 'Gqeberha', 'Vereeniging'],
  GB: ['Swansea', 'Preston', 'Aberdeen', 'Derby', 'Luton', 'Plymouth', 'Bradford', 'Lisburn'],
  DE: ['Bielefeld', 'Magdeburg', 'Würzburg', 'Rostock', 'Freiburg', 'Oldenburg', 'Gera', 'Trier'],
  FR: ['Limoges', 'Nîmes', 'Brest', 'Dijon', 'Mulhouse', 'Caen', 'Orléans', 'Pau'],
  NL: ['Zwolle', 'Leeuwarden', 'Tilburg', 'Venlo', 'Deventer', 'Emmen', 'Zaandam', 'Delft'],
  ES: ['Murcia', 'Valladolid', 'Córdoba', 'Vigo', 'Huelva', 'Albacete', 'Burgos', 'Jaén'],
  PL: ['Rzeszów', 'Olsztyn', 'Kielce', 'Opole', 'Zielona Góra', 'Płock', 'Koszalin', 'Słupsk'],
};

function address23(c: Ctx, k: Country23, town = c.pick(TOWNS23[k])): string {
  const n = c.int(1, 240);
  switch (k) {
    case 'NG':
      return `${n}, ${c.pick(['Ring Road', 'Lagos Bypass', 'Ogui Road', 'Ahmadu Bello Way', 'Oba Adesida Rd', 'Aka Road'])}, ${town}`;
    case 'KE':
      return `${c.pick(['Hse No.', 'Plot'])} ${n}, ${c.pick(['Oginga Odinga St', 'Kenyatta Ave', 'Moi Road', 'Biashara Street'])}, ${town}`;
    case 'GH':
      return `H/No ${c.letters(1, 'ABCDEF')} ${n}, ${c.pick(['Adum', 'Anaji', 'New Town', 'Zongo', 'Estate'])}, ${town}`;
    case 'ZA':
      return `${n} ${c.pick(['Church St', 'Voortrekker Rd', 'Nelson Mandela Dr', 'Main Road', 'Albertina Sisulu Rd'])}, ${town}`;
    case 'GB':
      return `${n} ${c.pick(['Station Road', 'High Street', 'Victoria Road', 'Mill Lane', 'Church Close'])}, ${town}`;
    case 'DE':
      return `${c.pick(['Hauptstraße', 'Lindenallee', 'Bahnhofstr.', 'Gartenweg', 'Schulstraße'])} ${n}, ${town}`;
    case 'FR':
      return `${n} ${c.pick(['rue de la République', 'avenue Jean Jaurès', 'rue Victor Hugo', 'chemin des Vignes', 'place de la Mairie'])}, ${town}`;
    case 'NL':
      return `${c.pick(['Kerkstraat', 'Dorpsstraat', 'Molenweg', 'Wilhelminastraat', 'Stationsplein'])} ${n}, ${town}`;
    case 'ES':
      return `${c.pick(['C/ Mayor', 'Avda. de Andalucía', 'C/ Real', 'C/ Cervantes', 'Paseo del Prado'])} ${n}, ${town}`;
    case 'PL':
      return `ul. ${c.pick(['Mickiewicza', 'Kościuszki', 'Polna', 'Leśna', 'Sienkiewicza'])} ${n}, ${town}`;
  }
}

// ---------------------------------------------------------------- kind 1 / 6: vaccination register and certificate

interface Jab23 {
  p: Person23;
  nat: string;
  site: string;
  day: Ymd;
  vaccine: string;
}

const SITES23: Record<Country23, readonly string[]> = {
  NG: ['PHC Ojoo', 'General Hospital Asaba', 'NPHCDA Mass Vaccination Site, Jos', 'Port Health Services, MMIA', 'Primary Health Centre Aka'],
  KE: ['Kisumu County Referral', 'Thika Level 5', 'Port Health Office JKIA', 'Nyeri PGH Vaccination Centre', 'Machakos Level 5'],
  GH: ['Komfo Anokye Teaching Hospital', 'Port Health, KIA', 'Effia-Nkwanta Regional Hospital', 'Sunyani Municipal Hospital', 'Kasoa Polyclinic'],
  ZA: ['Dis-Chem Polokwane', 'Clicks Mall of the North', 'Frere Hospital', 'Port Health OR Tambo', 'Edendale Hospital'],
  GB: ['Boots Pharmacy Travel Clinic', 'NHS Vaccination Centre, Derby Arena', 'MASTA Travel Clinic', 'Superdrug Health Clinic', 'Royal Preston Hospital'],
  DE: ['Impfzentrum Bielefeld', 'Gesundheitsamt Magdeburg', 'Tropeninstitut Würzburg', 'Hausarztpraxis Dr. Brandt', 'Impfstelle Rathaus Trier'],
  FR: ['Centre de vaccination internationale, CHU Limoges', 'Centre de vaccination Nîmes Métropole', 'Pharmacie du Centre', 'Institut Pasteur', 'Centre de vaccination Brest'],
  NL: ['GGD Zwolle Reizigersvaccinatie', 'GGD Fryslân', 'GGD Hart voor Brabant', 'Travel Clinic Delft', 'GGD Noord-Limburg'],
  ES: ['Centro de Vacunación Internacional de Murcia', 'Sanidad Exterior Valladolid', 'Centro de Salud Norte', 'Hospital Reina Sofía', 'Centro de Vacunación Internacional Vigo'],
  PL: ['Punkt szczepień POZ', 'Wojewódzka Stacja Sanitarno-Epidemiologiczna Rzeszów', 'Przychodnia Medycyny Podróży', 'Szpital Miejski Olsztyn', 'Punkt Szczepień Kielce'],
};

function newJab23(c: Ctx, p: Person23, site?: string, day?: Ymd): Jab23 {
  const k = p.country;
  const tropics = k === 'NG' || k === 'KE' || k === 'GH';
  const vaccine = tropics || c.chance(0.4) ? c.pick(['Yellow Fever (Stamaril)', 'YF-17D', 'Yellow fever']) : c.pick(['Comirnaty', 'Spikevax', 'Vaxzevria', 'Pfizer-BioNTech', 'Jcovden']);
  return { p, nat: natNo23(c, p), site: site ?? c.pick(SITES23[k]), day: day ?? workDay23(c), vaccine };
}

/** The vaccinator's site register: the client as keyed at the desk. */
function vaxRegister23(c: Ctx, v: Jab23): PersonRecord {
  const { p } = v;
  const k = p.country;
  const name = writtenName23(c, p);
  const sex = c.pick([p.sex, p.sex === 'M' ? 'Male' : 'Female']);
  const batch = `${c.letters(2, 'ABCDEFGHKLMNPRSTUVWXYZ')}${c.digits(4)}`;
  const phone = c.chance(0.8) ? anyPhone23(c, p.phone, k) : undefined;
  const dose = c.pick(['1', '2', 'Booster', 'Single dose']);
  switch (k) {
    case 'NG':
    case 'GH':
    case 'KE':
      return rec([
        ['S/N', String(c.int(1, 240))],
        ['Date', anyDate23(c, v.day, k)],
        ['Client Name', name],
        [bornK(c.pick(['Date of Birth', 'DOB'])), anyDate23(c, p.dob, k)],
        ['Sex', sex],
        [natKey23(c, k, c.pick(['form', 'short'] as const)), again23(c, k, v.nat)],
        [tel(c.pick(['Phone No', 'Mobile No.', 'Tel'])), phone],
        ['Antigen', v.vaccine],
        ['Batch No', batch],
        ['Dose', dose],
        ['Facility', v.site],
      ]);
    case 'ZA':
      return rec([
        ['Vaccination Date', anyDate23(c, v.day, k)],
        ['Surname', c.chance(0.3) ? sur23(p).toUpperCase() : sur23(p)],
        ['First Names', givens23(p)],
        [natKey23(c, k, 'form'), again23(c, k, v.nat)],
        [bornK('Date of Birth'), anyDate23(c, p.dob, k)],
        [tel('Cellphone Number'), phone],
        ['Vaccine', v.vaccine],
        ['Batch', batch],
        ['Site', v.site],
      ]);
    case 'GB':
      return rec([
        ['Appointment date', anyDate23(c, v.day, k)],
        ['Patient name', name],
        [bornK('DOB'), anyDate23(c, p.dob, k)],
        [natKey23(c, k, 'short'), c.chance(0.7) ? again23(c, k, v.nat) : undefined],
        [tel('Mobile'), phone ?? anyPhone23(c, p.phone, k)],
        ['Vaccine', v.vaccine],
        ['Batch number', batch],
        ['Vaccinator', `${c.pick(['Nurse', 'Pharmacist'])} ${c.pick(['R. Patel', 'S. Lewis', 'D. Moore', 'F. Okafor'])}`],
        ['Clinic', v.site],
      ]);
    case 'DE':
      return rec([
        ['Impfdatum', anyDate23(c, v.day, k)],
        ['Name, Vorname', `${sur23(p)}, ${givens23(p)}`],
        [bornK('Geb.-Datum'), anyDate23(c, p.dob, k)],
        ['Geschlecht', p.sex === 'M' ? 'm' : 'w'],
        [natKey23(c, k, 'short'), c.chance(0.6) ? again23(c, k, v.nat) : undefined],
        [tel('Telefon'), phone],
        ['Impfstoff', v.vaccine],
        ['Ch.-B.', batch],
        ['Impfstelle', v.site],
      ]);
    case 'FR':
      return rec([
        ['Date de vaccination', anyDate23(c, v.day, k)],
        ['NOM', sur23(p).toUpperCase()],
        ['Prénom(s)', givens23(p)],
        [bornK('Date de naissance'), anyDate23(c, p.dob, k)],
        [natKey23(c, k, 'short'), again23(c, k, v.nat)],
        [tel('Tél. portable'), phone],
        ['Vaccin', v.vaccine],
        ['N° de lot', batch],
        ['Centre', v.site],
      ]);
    case 'NL':
      return rec([
        ['Datum vaccinatie', anyDate23(c, v.day, k)],
        ['Achternaam', sur23(p)],
        ['Voorletters', initials23(p).replace(/\./g, '. ').trim()],
        ['Roepnaam', called23(c, p)],
        [bornK('Geboortedatum'), anyDate23(c, p.dob, k)],
        [natKey23(c, k, 'form'), again23(c, k, v.nat)],
        [tel('Telefoonnummer'), phone],
        ['Vaccin', v.vaccine],
        ['Batchnummer', batch],
        ['Locatie', v.site],
      ]);
    case 'ES':
      return rec([
        ['Fecha de vacunación', anyDate23(c, v.day, k)],
        ['Apellidos', sur23(p)],
        ['Nombre', givens23(p)],
        [bornK('Fecha de nacimiento'), anyDate23(c, p.dob, k)],
        [natKey23(c, k, 'short'), again23(c, k, v.nat)],
        [tel('Teléfono'), phone],
        ['Vacuna', v.vaccine],
        ['Lote', batch],
        ['Centro', v.site],
      ]);
    case 'PL':
      return rec([
        ['Data szczepienia', anyDate23(c, v.day, k)],
        ['Nazwisko i imię', `${sur23(p)} ${givens23(p)}`],
        [bornK('Data urodzenia'), anyDate23(c, p.dob, k)],
        [natKey23(c, k, 'short'), again23(c, k, v.nat)],
        [tel('Telefon'), phone],
        ['Szczepionka', v.vaccine],
        ['Seria', batch],
        ['Punkt szczepień', v.site],
      ]);
  }
}

/** ICAO 9303-style transliteration as the certificate prints it: marks folded, capitals, spaces and hyphens as `<`. */
const icao23 = (s: string) => fold19(s).toUpperCase().replace(/[^A-Z]+/g, '<');

/** The certificate the person carries. */
function vaxCertificate23(c: Ctx, v: Jab23): PersonRecord {
  const { p } = v;
  const k = p.country;
  const certNo = `${c.letters(2, 'ABCDEFGHKLMNPRSTUVWXYZ')}${c.digits(7)}`;
  if (EU23.includes(k)) {
    const fn = sur23(p);
    const gn = givens23(p);
    return rec([
      ['nam.fn', fn],
      ['nam.fnt', icao23(fn)],
      ['nam.gn', c.chance(0.3) ? p.given : gn],
      ['nam.gnt', icao23(c.chance(0.3) ? p.given : gn)],
      [bornK('dob'), isoDate23(p.dob)],
      [natKey23(c, k, 'slip'), c.chance(0.55) ? again23(c, k, v.nat) : undefined],
      ['v.mp', v.vaccine],
      ['v.dt', isoDate23(v.day)],
      ['v.co', k],
      ['v.ci', `URN:UVCI:01:${k}:${c.letters(4, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}${c.digits(8)}#${c.int(0, 9)}`],
    ]);
  }
  if (k === 'GB') {
    return rec([
      ['Name', c.chance(0.5) ? `${givens23(p)} ${sur23(p)}` : `${sur23(p).toUpperCase()}, ${givens23(p)}`],
      [bornK('Date of birth'), anyDate23(c, p.dob, k)],
      ['NHS number', `${c.digits(3)} ${c.digits(3)} ${c.digits(4)}`],
      ['Vaccine', v.vaccine],
      ['Date given', anyDate23(c, v.day, k)],
      [tel('Contact number'), c.chance(0.5) ? anyPhone23(c, p.phone, k) : undefined],
      ['Certificate ID', certNo],
    ]);
  }
  if (k === 'ZA') {
    return rec([
      ['Full Name', `${givens23(p)} ${sur23(p)}`.toUpperCase()],
      [natKey23(c, k, 'short'), again23(c, k, v.nat)],
      [bornK('Date of birth'), c.chance(0.6) ? anyDate23(c, p.dob, k) : undefined],
      ['Vaccine Administered', v.vaccine],
      ['Date', anyDate23(c, v.day, k)],
      ['Certificate No', certNo],
    ]);
  }
  // The yellow card (International Certificate of Vaccination or Prophylaxis), written by hand at the clinic.
  return rec([
    ['Name of traveller', c.chance(0.5) ? `${sur23(p).toUpperCase()} ${givens23(p)}` : writtenName23(c, p)],
    [bornK('Date of birth'), anyDate23(c, p.dob, k)],
    ['Sex', p.sex],
    ['Nationality', { NG: 'Nigerian', KE: 'Kenyan', GH: 'Ghanaian' }[k as 'NG' | 'KE' | 'GH']],
    [natKey23(c, k, 'slip'), c.chance(0.7) ? again23(c, k, v.nat) : undefined],
    ['Vaccine or prophylaxis', v.vaccine],
    ['Date', anyDate23(c, v.day, k)],
    ['Certificate No.', certNo],
    ['Official stamp', v.site],
  ]);
}

// ---------------------------------------------------------------- kind 2 / 7: PO box rental and parcel collection

interface Box23 {
  p: Person23;
  nat: string;
  box: string;
  office: string;
  addr: string;
}

function newBox23(c: Ctx, p: Person23, share?: Box23): Box23 {
  const k = p.country;
  if (share) return { p, nat: natNo23(c, p), box: share.box, office: share.office, addr: share.addr };
  const town = c.pick(TOWNS23[k]);
  const n = c.int(10, 9999);
  const box: Record<Country23, string> = {
    NG: `P.O. Box ${n}, ${town}`,
    KE: `P.O. Box ${n}-${c.int(10, 90)}100`,
    GH: `P.O. Box ${c.pick(['KS', 'TD', 'SY', 'KF', 'AN'])} ${n}`,
    ZA: `PO Box ${n}`,
    GB: `PO Box ${n}`,
    DE: `Postfach ${c.int(10, 99)} ${c.int(10, 99)} ${c.int(10, 99)}`,
    FR: `BP ${n}`,
    NL: `Postbus ${n}`,
    ES: `Apartado de Correos ${n}`,
    PL: `Skrytka pocztowa nr ${c.int(1, 400)}`,
  };
  const office: Record<Country23, string> = {
    NG: `NIPOST ${town}`,
    KE: `Posta ${town}`,
    GH: `Ghana Post, ${town}`,
    ZA: `SAPO ${town}`,
    GB: `Royal Mail ${town} DO`,
    DE: `Deutsche Post Filiale ${town}`,
    FR: `La Poste ${town}`,
    NL: `PostNL ${town}`,
    ES: `Correos ${town}`,
    PL: `Urząd Pocztowy ${town} ${c.int(1, 9)}`,
  };
  return { p, nat: natNo23(c, p), box: box[k], office: office[k], addr: address23(c, k, town) };
}

/** The box rental register: the renter's names as written on the application. */
function boxRegister23(c: Ctx, b: Box23): PersonRecord {
  const { p } = b;
  const k = p.country;
  const phone = anyPhone23(c, p.phone, k);
  const since = anyDate23(c, { y: c.int(2012, 2024), m: c.int(1, 12), d: c.int(1, 28) }, k);
  if (EU23.includes(k)) {
    const H: Record<string, readonly string[]> = {
      DE: ['Postfachinhaber', 'Anschrift', 'Telefon', 'Geburtsdatum', 'Postfach', 'Filiale', 'Vertragsbeginn'],
      FR: ['Titulaire', 'Adresse', 'Téléphone', 'Date de naissance', 'Boîte postale', 'Bureau', 'Date de souscription'],
      NL: ['Houder', 'Adres', 'Telefoon', 'Geboortedatum', 'Postbusnummer', 'Vestiging', 'Ingangsdatum'],
      ES: ['Titular', 'Domicilio', 'Teléfono', 'Fecha de nacimiento', 'Apartado', 'Oficina', 'Fecha de alta'],
      PL: ['Najemca', 'Adres', 'Telefon', 'Data urodzenia', 'Skrytka', 'Placówka', 'Data zawarcia umowy'],
    };
    const h = H[k]!;
    return rec([
      [h[4]!, b.box],
      [h[5]!, b.office],
      [h[0]!, c.chance(0.5) ? `${sur23(p)}, ${givens23(p)}` : `${givens23(p)} ${sur23(p)}`],
      [bornK(h[3]!), c.chance(0.6) ? anyDate23(c, p.dob, k) : undefined],
      [natKey23(c, k, 'form'), again23(c, k, b.nat)],
      [h[1]!, b.addr],
      [tel(h[2]!), phone],
      [h[6]!, since],
    ]);
  }
  return rec([
    [c.pick(['Box No.', 'Box Number', 'PO Box']), b.box],
    [c.pick(['Post Office', 'Branch']), b.office],
    [c.pick(['Renter', 'Box Holder', "Renter's Name"]), c.chance(0.4) ? `${sur23(p).toUpperCase()} ${givens23(p)}` : `${c.pick(p.sex === 'M' ? ['Mr', 'Mr', ''] : ['Mrs', 'Ms', 'Miss', ''])} ${givens23(p)} ${sur23(p)}`.trim()],
    [natKey23(c, k, 'form'), again23(c, k, b.nat)],
    [bornK('Date of Birth'), c.chance(0.5) ? anyDate23(c, p.dob, k) : undefined],
    [c.pick(['Residential Address', 'Physical Address']), b.addr],
    [tel(c.pick(['Phone', 'Mobile No', 'Cell No.'])), phone],
    [c.pick(['Date Rented', 'Renewal Date']), since],
    ['Rental Fee Paid', c.pick(['Yes', 'Paid', 'Y'])],
  ]);
}

/** How a European counter clerk writes that the addressee collected in person. */
const SELF23: Partial<Record<Country23, string>> = { DE: 'Empfänger selbst', FR: 'le destinataire', NL: 'geadresseerde zelf', ES: 'el destinatario', PL: 'adresat osobiście' };

/** The counter's parcel collection slip: addressee as the sender wrote it; the id the collector showed. */
function collectionSlip23(c: Ctx, addressee: Person23, b: Box23): PersonRecord {
  const p = addressee;
  const k = p.country;
  const sender = c.pick(['Jumia', 'DHL Express', 'Amazon', 'Shein', 'Takealot', 'Zalando', 'AliExpress', 'Kilimall', 'Tonaton']);
  const addrName = c.pick([`${called23(c, p)} ${p.surname}`, `${initials23(p)} ${sur23(p)}`, `${givens23(p)} ${sur23(p)}`.toUpperCase(), writtenName23(c, p)]);
  const day = anyDate23(c, workDay23(c), k);
  const phone = c.chance(0.6) ? anyPhone23(c, p.phone, k) : undefined;
  if (EU23.includes(k)) {
    const H: Record<string, readonly string[]> = {
      DE: ['Empfänger', 'Abgeholt von', 'Datum', 'Sendungsnummer', 'Absender', 'Unterschrift', 'Telefon'],
      FR: ['Destinataire', 'Retiré par', 'Date', 'N° de suivi', 'Expéditeur', 'Signature', 'Téléphone'],
      NL: ['Geadresseerde', 'Afgehaald door', 'Datum', 'Track & trace', 'Afzender', 'Handtekening', 'Telefoon'],
      ES: ['Destinatario', 'Recogido por', 'Fecha', 'Nº de envío', 'Remitente', 'Firma', 'Teléfono'],
      PL: ['Adresat', 'Odebrał(a)', 'Data', 'Numer przesyłki', 'Nadawca', 'Podpis', 'Telefon'],
    };
    const h = H[k]!;
    return rec([
      [h[2]!, day],
      [h[3]!, `${c.letters(2, 'ABCDEFGHKLMNPRSTUVWXYZ')}${c.digits(9)}${k}`],
      [h[4]!, sender],
      [h[0]!, `${addrName}, ${b.box}`],
      [h[1]!, c.chance(0.5) ? SELF23[k]! : `${givens23(p)} ${sur23(p)}`],
      [natKey23(c, k, 'slip'), again23(c, k, b.nat)],
      [tel(h[6]!), phone],
      [h[5]!, `${p.given[0]}. ${p.surname}`],
    ]);
  }
  return rec([
    ['Date', day],
    [c.pick(['Item No.', 'Tracking No', 'Waybill']), `${c.letters(2, 'ABCDEFGHKLMNPRSTUVWXYZ')}${c.digits(9)}${c.letters(2, 'ABCDEFGHKLMNPRSTUVWXYZ')}`],
    ['Sender', sender],
    ['Addressee', addrName],
    ['Address', b.box],
    [c.pick(['Collected by', 'Received by']), c.chance(0.4) ? 'SELF' : writtenName23(c, p)],
    [natKey23(c, k, 'slip'), again23(c, k, b.nat)],
    [tel(c.pick(['Tel', 'Phone No.'])), phone],
    ['Signature', `${p.given[0]}${p.surname[0]}`],
  ]);
}

// ---------------------------------------------------------------- kind 3 / 8: liquor licence and inspection

interface Licence23 {
  p: Person23;
  nat: string;
  no: string;
  premises: string;
  addr: string;
}

const BARS23: Record<Country23, readonly string[]> = {
  NG: ['Mama Put & Bar', 'Cool Joint Lounge', 'Jollof Spot Bar', 'Kilimanjaro Relaxation Centre', 'Owambe Gardens'],
  KE: ['Kisima Bar & Restaurant', 'Mtaa Wines & Spirits', 'Club Sunrise', 'Nyama Choma Point', 'Soko Pub'],
  GH: ['Chop Bar & Drinking Spot', 'Asanka Local', 'Nkoso Spot', 'Chill Zone Pub', 'Papaye Joint'],
  ZA: ['Sis Nomsa’s Tavern', 'Kwa-Mlungu Tavern', 'The Rusty Nail Pub', 'Lekker Bottle Store', 'Shisanyama Corner'],
  GB: ['The Red Lion', 'The Crown & Anchor', 'Bridge Street Off Licence', 'The Fox and Hounds', 'Corner Stores'],
  DE: ['Gaststätte Zum Anker', 'Kiosk am Markt', 'Bierstube Krone', 'Café Lindenhof', 'Getränke Hoffmann'],
  FR: ['Bar-Tabac Le Central', 'Café des Sports', 'Brasserie du Marché', "L'Épicerie de Nuit", 'Le Petit Zinc'],
  NL: ['Café De Zwaan', 'Slijterij Het Hoekje', 'Eetcafé De Markt', 'Bar Centraal', 'Snackbar Tante Nel'],
  ES: ['Bar Casa Paco', 'Cervecería La Plaza', 'Mesón El Rincón', 'Bar Los Amigos', 'Taberna del Puerto'],
  PL: ['Pub pod Lipą', 'Sklep Monopolowy Żabka', 'Bar Mleczny', 'Piwiarnia Stary Rynek', 'Restauracja Zacisze'],
};

function newLicence23(c: Ctx, p: Person23, share?: Licence23): Licence23 {
  const k = p.country;
  const y = c.int(2019, 2025);
  const seq = c.int(100, 9999);
  const no: Record<Country23, string> = {
    NG: `${c.pick(['OYSLB', 'ENSLB', 'PLSLB'])}/${y}/${String(seq).padStart(5, '0')}`,
    KE: `${c.pick(['KSM', 'KBU', 'NYR', 'MKS'])}/ADCL/${y}/${seq}`,
    GH: `DA/LIQ/${c.pick(['KMA', 'STMA', 'SMA'])}/${seq}/${String(y).slice(2)}`,
    ZA: `${c.pick(['GLB', 'ECLB', 'LLB', 'KZNLA'])}${String(seq).padStart(7, '0')}`,
    GB: `PL/${y}/${String(seq).padStart(5, '0')}`,
    DE: `GE-${y}-${String(seq).padStart(4, '0')}`,
    FR: `L${c.int(1, 4)}-${c.int(10, 95)}-${y}-${String(seq).padStart(4, '0')}`,
    NL: `DHW-${y}-${seq}`,
    ES: `LA-${y}/${String(seq).padStart(5, '0')}`,
    PL: `${c.pick(['A', 'B', 'C'])}/${seq}/${y}`,
  };
  const premises = share?.premises ?? c.pick(BARS23[k]);
  return { p, nat: natNo23(c, p), no: no[k], premises, addr: share?.addr ?? address23(c, k) };
}

/** The licensing board's register row. */
function licenceRegister23(c: Ctx, l: Licence23): PersonRecord {
  const { p } = l;
  const k = p.country;
  const phone = c.chance(0.6) ? anyPhone23(c, p.phone, k) : undefined;
  const exp = anyDate23(c, { y: c.int(2025, 2027), m: c.int(1, 12), d: c.int(1, 28) }, k);
  const H: Record<Country23, readonly string[]> = {
    NG: ['Licence No', 'Name of Licensee', 'Date of Birth', 'Name of Premises', 'Address of Premises', 'Phone', 'Expiry'],
    KE: ['Licence No.', 'Applicant Name', 'D.O.B', 'Business Name', 'Plot / Location', 'Tel No.', 'Valid Until'],
    GH: ['Permit No', 'Licensee', 'Date of Birth', 'Trade Name', 'Location', 'Mobile', 'Expiry Date'],
    ZA: ['Licence Number', 'Licensee (Natural Person)', 'Date of Birth', 'Trading Name', 'Erf / Street Address', 'Contact No', 'Renewal Due'],
    GB: ['Personal licence no.', 'Licence holder', 'Date of birth', 'Premises (DPS)', 'Premises address', 'Telephone', 'Premises licence review due'],
    DE: ['Erlaubnis-Nr.', 'Erlaubnisinhaber/in', 'Geburtsdatum', 'Betrieb', 'Betriebsanschrift', 'Telefon', 'Gültig bis'],
    FR: ['N° de licence', "Nom de l'exploitant", 'Date de naissance', 'Enseigne', 'Adresse du débit', 'Téléphone', "Permis d'exploitation valable jusqu'au"],
    NL: ['Vergunningnummer', 'Leidinggevende', 'Geboortedatum', 'Inrichting', 'Adres inrichting', 'Telefoon', 'Geldig tot'],
    ES: ['Nº de licencia', 'Titular', 'Fecha de nacimiento', 'Nombre comercial', 'Emplazamiento', 'Teléfono', 'Vigente hasta'],
    PL: ['Nr zezwolenia', 'Przedsiębiorca', 'Data urodzenia', 'Nazwa punktu', 'Adres punktu sprzedaży', 'Telefon', 'Ważne do'],
  };
  const h = H[k];
  const name = k === 'DE' || k === 'ES' || k === 'PL' ? `${sur23(p)}, ${givens23(p)}` : k === 'FR' ? `${sur23(p).toUpperCase()} ${givens23(p)}` : `${givens23(p)} ${sur23(p)}`;
  return rec([
    [own(h[0]!), l.no],
    [h[1]!, c.chance(0.25) ? name.toUpperCase() : name],
    [bornK(h[2]!), anyDate23(c, p.dob, k)],
    [natKey23(c, k, 'form'), again23(c, k, l.nat)],
    [h[3]!, l.premises],
    [h[4]!, l.addr],
    [tel(h[5]!), phone],
    [h[6]!, exp],
  ]);
}

const EN_FINDINGS23 = ['Compliant', 'Licence not displayed', 'Trading after hours', 'No under-18 signage', 'Satisfactory', 'Warning issued'];
const FINDINGS23: Record<Country23, readonly string[]> = {
  NG: EN_FINDINGS23,
  KE: EN_FINDINGS23,
  GH: EN_FINDINGS23,
  ZA: EN_FINDINGS23,
  GB: ['No issues', 'Challenge 25 log not kept', 'DPS not on site', 'Advice given', 'Refusals book up to date'],
  DE: ['Keine Beanstandung', 'Jugendschutz-Aushang fehlt', 'Sperrstunde überschritten', 'Mängel mündlich gerügt'],
  FR: ['RAS', 'Affichage protection des mineurs absent', "Dépassement d'horaire", 'Avertissement'],
  NL: ['Geen overtredingen', 'Leeftijdsgrens-sticker ontbreekt', 'Leidinggevende niet op vergunning', 'Waarschuwing'],
  ES: ['Sin incidencias', 'Falta cartel de prohibición a menores', 'Exceso de horario', 'Apercibimiento'],
  PL: ['Bez uwag', 'Brak informacji o zakazie sprzedaży nieletnim', 'Pouczenie', 'Sprzedaż po godzinie 22'],
};
const INSPECTORS23: Record<Country23, readonly string[]> = {
  NG: ['Insp. A. Bello', 'Mr. O. Ogunwale', 'Insp. C. Eze'],
  KE: ['Off. M. Otieno', 'Insp. J. Kipchumba', 'Mrs. A. Wambui'],
  GH: ['Off. K. Asare', 'Mr. E. Tetteh', 'Insp. Z. Alhassan'],
  ZA: ['Insp. J. Nel', 'Insp. T. Mabuza', 'Off. P. Naidoo'],
  GB: ['LO P. Grant', 'PC 2214 Hall', 'Licensing Officer S. Rees'],
  DE: ['KOK Vogel', 'Hr. Brandl (Ordnungsamt)', 'Fr. Seidel'],
  FR: ['Brigadier L. Martin', 'Agent A. Roussel', 'Gendarme P. Colin'],
  NL: ['BOA R. Smit', 'Toezichthouder M. de Wit', 'BOA K. Jansen'],
  ES: ['Agente 3312', 'Inspector C. Ruiz', 'Policía Local 0457'],
  PL: ['insp. T. Nowak', 'st. insp. M. Kubiak', 'K. Lis (Straż Miejska)'],
};

/** The inspector's premises inspection report: who was found in charge, the licence or id checked. */
function inspection23(c: Ctx, l: Licence23, inCharge: Person23, inChargeNat: string, sameAsLicensee: boolean): PersonRecord {
  const p = inCharge;
  const k = p.country;
  const H: Record<Country23, readonly string[]> = {
    NG: ['Date of Inspection', 'Premises', 'Person in charge', 'Licence sighted (No.)', 'Findings', 'Inspector'],
    KE: ['Date', 'Premises', 'Person found in charge', 'Licence No. (displayed)', 'Remarks', 'Officer'],
    GH: ['Date', 'Premises', 'Operator present', 'Permit No. checked', 'Observations', 'Officer'],
    ZA: ['Inspection date', 'Premises', 'Person in control', 'Licence No. on display', 'Findings', 'Inspector'],
    GB: ['Visit date', 'Premises', 'DPS / person on duty', 'Personal licence checked', 'Outcome', 'Officer'],
    DE: ['Kontrolldatum', 'Betrieb', 'Angetroffene Person', 'Erlaubnis geprüft (Nr.)', 'Feststellungen', 'Kontrolleur'],
    FR: ['Date du contrôle', 'Établissement', 'Personne présente', 'Licence présentée (n°)', 'Constatations', 'Agent'],
    NL: ['Datum controle', 'Inrichting', 'Aanwezige leidinggevende', 'Vergunning ingezien (nr.)', 'Bevindingen', 'Toezichthouder'],
    ES: ['Fecha de inspección', 'Establecimiento', 'Persona presente', 'Licencia exhibida (nº)', 'Observaciones', 'Inspector'],
    PL: ['Data kontroli', 'Punkt', 'Osoba obecna', 'Zezwolenie okazane (nr)', 'Ustalenia', 'Kontrolujący'],
  };
  const h = H[k];
  const showLicence = sameAsLicensee && c.chance(0.65);
  const showId = !showLicence || c.chance(0.4);
  const role = sameAsLicensee ? '' : c.pick([' (sibling of licensee)', ' - manager', ' (relative, licensee absent)', '']);
  return rec([
    [h[0]!, anyDate23(c, workDay23(c), k)],
    [h[1]!, `${l.premises}, ${l.addr}`],
    [h[2]!, `${writtenName23(c, p)}${role}`],
    [own(h[3]!), showLicence ? again23(c, k, l.no) : undefined],
    [natKey23(c, k, 'slip'), showId ? again23(c, k, inChargeNat) : undefined],
    [tel(c.pick(['Contact', 'Phone of person present'])), c.chance(0.4) ? anyPhone23(c, p.phone, k) : undefined],
    [h[4]!, c.pick(FINDINGS23[k])],
    [h[5]!, c.pick(INSPECTORS23[k])],
  ]);
}

// ---------------------------------------------------------------- kind 4 / 9: volunteer register and deployment roster

interface Vol23 {
  p: Person23;
  no: string;
  branch: string;
  contact: { name: string; phone: string };
}

const SOCIETY23: Record<Country23, string> = {
  NG: 'NRCS',
  KE: 'KRCS',
  GH: 'GRCS',
  ZA: 'SARCS',
  GB: 'BRC',
  DE: 'DRK',
  FR: 'CRF',
  NL: 'NRK',
  ES: 'CRE',
  PL: 'PCK',
};

function volNo23(c: Ctx, k: Country23, branch: string): string {
  const code = fold19(branch).toUpperCase().replace(/[^A-Z]/g, '').slice(0, 3);
  const s = SOCIETY23[k];
  if (k === 'NG' || k === 'GH' || k === 'PL') return `${s}/${code}/${String(c.int(1, 9999)).padStart(4, '0')}`;
  if (k === 'GB') return `${c.digits(6)}`;
  if (k === 'NL' || k === 'FR') return `${s}-${c.digits(6)}`;
  return `${s}-${code}-${String(c.int(1, 99999)).padStart(5, '0')}`;
}

function newVol23(c: Ctx, p: Person23, share?: Vol23): Vol23 {
  const k = p.country;
  const branch = share?.branch ?? c.pick(TOWNS23[k]);
  const kinP = newPerson23(c, k, 1950, 2000);
  const contact = share?.contact ?? { name: `${kinP.given} ${c.chance(0.6) ? p.surname : kinP.surname}`, phone: kinP.phone };
  return { p, no: volNo23(c, k, branch), branch, contact };
}

const EN_SKILLS23 = ['First Aid', 'PSS', 'WASH', 'RFL', 'Logistics', 'Driver', 'ERT'];
const SKILLS23: Record<Country23, readonly string[]> = {
  NG: EN_SKILLS23,
  KE: EN_SKILLS23,
  GH: EN_SKILLS23,
  ZA: ['First Aid Level 3', 'First Aid Level 1', 'PSS', 'Driver', 'Home-based care'],
  GB: ['Emergency response', 'Event first aid', 'Community reserve', 'Driver', 'Mobility aids'],
  DE: ['Sanitäter', 'Sanitätshelfer', 'Rettungssanitäter', 'Betreuungsdienst', 'Kraftfahrer C'],
  FR: ['PSE1', 'PSE2', 'PSC1', 'Maraude', 'Chauffeur VPSP'],
  NL: ['EHBO', 'Noodhulpteam', 'Chauffeur', 'Evenementenhulp'],
  ES: ['Socorrista', 'Técnico en Emergencias Sanitarias', 'Logística', 'Conductor'],
  PL: ['KPP', 'Ratownik PCK', 'Krwiodawstwo', 'Logistyka'],
};

function volRegister23(c: Ctx, v: Vol23): PersonRecord {
  const { p } = v;
  const k = p.country;
  const H: Record<Country23, readonly string[]> = {
    NG: ['Volunteer No', 'Surname', 'Other Names', 'Date of Birth', 'Phone', 'Branch', 'Next of Kin', 'NOK Phone', 'Trained In'],
    KE: ['Volunteer ID', 'Last Name', 'First Name(s)', 'DOB', 'Mobile', 'Branch', 'Emergency Contact', 'Emergency Contact Tel', 'Skills'],
    GH: ['Vol. No.', 'Surname', 'First Name(s)', 'Date of Birth', 'Tel', 'Division', 'Next of Kin', 'NOK Tel', 'Training'],
    ZA: ['Volunteer Number', 'Surname', 'First Names', 'Date of Birth', 'Cell', 'Branch', 'Emergency Contact', 'Emergency Contact Cell', 'Skills / Level'],
    GB: ['Volunteer ID', 'Last name', 'First name', 'Date of birth', 'Mobile', 'Area', 'Emergency contact', 'Emergency contact phone', 'Role'],
    DE: ['Helfer-Nr.', 'Nachname', 'Vorname', 'Geburtsdatum', 'Mobil', 'Kreisverband', 'Notfallkontakt', 'Telefon Notfallkontakt', 'Qualifikation'],
    FR: ['N° bénévole', 'Nom', 'Prénom', 'Date de naissance', 'Portable', 'Unité locale', 'Personne à prévenir', 'Tél. personne à prévenir', 'Formation'],
    NL: ['Vrijwilligersnummer', 'Achternaam', 'Voornamen', 'Geboortedatum', 'Mobiel', 'Afdeling', 'Contactpersoon noodgeval', 'Telefoon contactpersoon', 'Inzetbaar als'],
    ES: ['Nº voluntario', 'Apellidos', 'Nombre', 'Fecha de nacimiento', 'Móvil', 'Asamblea local', 'Contacto de emergencia', 'Teléfono de emergencia', 'Formación'],
    PL: ['Nr wolontariusza', 'Nazwisko', 'Imię', 'Data urodzenia', 'Telefon', 'Oddział rejonowy', 'Osoba do kontaktu', 'Telefon osoby do kontaktu', 'Uprawnienia'],
  };
  const h = H[k];
  const skill = c.pick(SKILLS23[k]);
  return rec([
    [own(h[0]!), v.no],
    [h[1]!, c.chance(0.35) ? sur23(p).toUpperCase() : sur23(p)],
    [h[2]!, givens23(p)],
    [bornK(h[3]!), anyDate23(c, p.dob, k)],
    [tel(h[4]!), anyPhone23(c, p.phone, k)],
    [h[5]!, v.branch],
    [h[6]!, v.contact.name],
    [h[7]!, anyPhone23(c, v.contact.phone, k)],
    [h[8]!, skill],
  ]);
}

/** The roster line; `withNo` forces the volunteer number (the look-alike kind, whose two people only a number tells apart). */
function deployRoster23(c: Ctx, v: Vol23, withNo = false): PersonRecord {
  const { p } = v;
  const k = p.country;
  const H: Record<Country23, readonly string[]> = {
    NG: ['Vol No', 'Name', 'Phone', 'Team', 'Operation', 'Shift'],
    KE: ['Vol ID', 'Name', 'Phone', 'Team', 'Response', 'Shift'],
    GH: ['Vol No', 'Name', 'Tel', 'Team', 'Operation', 'Shift'],
    ZA: ['Vol No', 'Volunteer', 'Cell', 'Team', 'Incident', 'Shift'],
    GB: ['ID', 'Volunteer', 'Mobile', 'Team', 'Incident', 'Shift'],
    DE: ['Helfer-Nr', 'Einsatzkraft', 'Handy', 'Gruppe', 'Einsatz', 'Schicht'],
    FR: ['N°', 'Bénévole', 'Tél.', 'Équipe', 'Intervention', 'Créneau'],
    NL: ['Nr.', 'Vrijwilliger', 'Tel.', 'Team', 'Inzet', 'Dienst'],
    ES: ['Nº vol.', 'Voluntario/a', 'Tfno.', 'Equipo', 'Dispositivo', 'Turno'],
    PL: ['Nr', 'Wolontariusz', 'Tel.', 'Zespół', 'Akcja', 'Zmiana'],
  };
  const h = H[k];
  const op: Record<Country23, readonly string[]> = {
    NG: ['Flood response Kogi', 'Cholera outbreak', 'Mass casualty – tanker fire'],
    KE: ['Floods Budalang’i', 'Drought response Turkana', 'Marathon first aid'],
    GH: ['Akosombo spillage response', 'Fire outbreak Kejetia', 'Meningitis outbreak'],
    ZA: ['KZN floods', 'Informal settlement fire', 'Comrades Marathon first aid'],
    GB: ['Flood rest centre', 'Fire support – tower block', 'Event first aid'],
    DE: ['Hochwasser Ahrtal', 'Sanitätsdienst Stadtfest', 'Notunterkunft'],
    FR: ['Inondations Pas-de-Calais', 'Dispositif prévisionnel de secours', 'Maraude'],
    NL: ['Hoogwater Limburg', 'EHBO evenement', 'Noodopvang'],
    ES: ['DANA Valencia', 'Preventivo fiestas', 'Ola de calor'],
    PL: ['Powódź Kłodzko', 'Zabezpieczenie medyczne imprezy', 'Punkt recepcyjny'],
  };
  const name = c.pick([`${called23(c, p)} ${p.surname}`, `${p.given[0]}. ${sur23(p)}`, `${sur23(p).toUpperCase()} ${p.given}`, writtenName23(c, p)]);
  const showNo = withNo || c.chance(0.8);
  return rec([
    [own(h[0]!), showNo ? again23(c, k, v.no) : undefined],
    [h[1]!, name],
    [tel(h[2]!), !showNo || c.chance(0.6) ? anyPhone23(c, p.phone, k) : undefined],
    [h[3]!, `${c.pick(['Alpha', 'Bravo', 'Team 2', 'Team 4', 'Blue', 'Red'])} (${v.branch})`],
    [h[4]!, c.pick(op[k])],
    [h[5]!, c.pick(['06:00–14:00', '14:00–22:00', 'Night', 'Day 2', 'AM'])],
  ]);
}

// ---------------------------------------------------------------- kind 5 / 10: legal aid application and case assignment

interface Aid23 {
  p: Person23;
  nat: string;
  file: string;
  addr: string;
  office: string;
  matter: string;
}

const AID23: Record<Country23, string> = {
  NG: 'Legal Aid Council of Nigeria',
  KE: 'National Legal Aid Service',
  GH: 'Legal Aid Commission',
  ZA: 'Legal Aid South Africa',
  GB: 'Legal Aid Agency',
  DE: 'Amtsgericht (Beratungshilfe)',
  FR: "Bureau d'aide juridictionnelle",
  NL: 'Raad voor Rechtsbijstand',
  ES: 'Comisión de Asistencia Jurídica Gratuita',
  PL: 'Nieodpłatna pomoc prawna (starostwo)',
};

function newAid23(c: Ctx, p: Person23, share?: Aid23): Aid23 {
  const k = p.country;
  const y = c.int(2022, 2025);
  const n = c.int(1, 9999);
  const town = c.pick(TOWNS23[k]);
  const file: Record<Country23, string> = {
    NG: `LACON/${town.slice(0, 3).toUpperCase()}/${c.pick(['CR', 'CV'])}/${n}/${y}`,
    KE: `NLAS/${town.slice(0, 3).toUpperCase()}/${y}/${String(n).padStart(4, '0')}`,
    GH: `LAC/${c.pick(['ASH', 'WR', 'BA', 'ER'])}/${n}/${y}`,
    ZA: `${c.int(1000, 9999)}${String(y).slice(2)}${String(n).padStart(5, '0')}`,
    GB: `${c.digits(1)}${c.letters(2, 'ABCDEFGHKLMNPRSTUVWXYZ')}${c.digits(3)}${c.letters(1, 'ABCDEFGHKLMNPRSTUVWXYZ')}`,
    DE: `${c.int(1, 99)} UR II ${n}/${String(y).slice(2)}`,
    FR: `${y}/${String(n).padStart(6, '0')}`,
    NL: `${c.int(1, 9)}${c.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${c.digits(4)}`,
    ES: `JG-${y}/${String(n).padStart(5, '0')}`,
    PL: `NPP.${c.int(1, 30)}.${n}.${y}`,
  };
  const matters = ['tenancy', 'employment', 'criminal defence', 'maintenance', 'land', 'debt', 'family'];
  return { p, nat: natNo23(c, p), file: file[k], addr: share?.addr ?? address23(c, k, town), office: share?.office ?? `${AID23[k]}, ${town}`, matter: c.pick(matters) };
}

const EN_JOBS23 = ['Trader', 'Unemployed', 'Farmer', 'Driver', 'Cleaner', 'Student', 'Security guard', 'Pensioner'];
const JOBS23: Record<Country23, readonly string[]> = {
  NG: EN_JOBS23,
  KE: EN_JOBS23,
  GH: EN_JOBS23,
  ZA: EN_JOBS23,
  GB: ['Employed', 'Unemployed', 'Universal Credit', 'Self-employed', 'Retired'],
  DE: ['Bürgergeld', 'Arbeiter/in', 'Rentner/in', 'Verkäufer/in', 'ohne'],
  FR: ['Sans emploi', 'Ouvrier', 'Employée', 'Retraité', 'RSA'],
  NL: ['Bijstand', 'Schoonmaker', 'Chauffeur', 'AOW', 'Zonder werk'],
  ES: ['Desempleado/a', 'Pensionista', 'Camarero/a', 'Limpieza', 'Peón agrícola'],
  PL: ['bezrobotny', 'emeryt', 'kierowca', 'sprzedawca', 'rolnik'],
};
const OFFICE_KEY23: Record<Country23, string> = { NG: 'Zonal Office', KE: 'Regional Office', GH: 'Regional Office', ZA: 'Justice Centre', GB: 'Provider office', DE: 'Gericht', FR: 'BAJ', NL: 'Vestiging', ES: 'Colegio / Comisión', PL: 'Punkt' };

function aidApplication23(c: Ctx, a: Aid23): PersonRecord {
  const { p } = a;
  const k = p.country;
  const H: Record<Country23, readonly string[]> = {
    NG: ['Full Name of Applicant', 'Date of Birth', 'Residential Address', 'Phone No', 'Nature of Complaint', 'Occupation', 'Date of Application'],
    KE: ['Name of Applicant', 'Date of Birth', 'Physical Address', 'Telephone', 'Nature of Case', 'Monthly Income (KES)', 'Date'],
    GH: ['Name of Applicant', 'Date of Birth', 'House Address', 'Contact', 'Nature of Case', 'Occupation', 'Date'],
    ZA: ['Applicant Name', 'Date of Birth', 'Residential Address', 'Cell Number', 'Type of Matter', 'Monthly Income', 'Date of Application'],
    GB: ['Client name', 'Date of birth', 'Address', 'Telephone', 'Category of law', 'Employment status', 'Date of application'],
    DE: ['Name, Vorname', 'Geburtsdatum', 'Anschrift', 'Telefon', 'Angelegenheit', 'Beruf', 'Antragsdatum'],
    FR: ['Nom, prénoms', 'Date de naissance', 'Adresse', 'Téléphone', 'Nature de la procédure', 'Profession', 'Date de la demande'],
    NL: ['Naam aanvrager', 'Geboortedatum', 'Adres', 'Telefoon', 'Rechtsgebied', 'Beroep', 'Datum aanvraag'],
    ES: ['Apellidos y nombre', 'Fecha de nacimiento', 'Domicilio', 'Teléfono', 'Tipo de procedimiento', 'Profesión', 'Fecha de solicitud'],
    PL: ['Imię i nazwisko', 'Data urodzenia', 'Adres', 'Telefon', 'Rodzaj sprawy', 'Zawód', 'Data zgłoszenia'],
  };
  const h = H[k];
  const name =
    k === 'DE' || k === 'ES'
      ? `${sur23(p)}, ${givens23(p)}`
      : k === 'FR'
        ? `${sur23(p).toUpperCase()} ${givens23(p)}`
        : k === 'PL'
          ? `${givens23(p)} ${sur23(p)}`
          : c.chance(0.5)
            ? `${givens23(p)} ${sur23(p)}`
            : `${sur23(p).toUpperCase()} ${givens23(p)}`;
  return rec([
    [h[0]!, name],
    [bornK(h[1]!), anyDate23(c, p.dob, k)],
    [natKey23(c, k, 'form'), c.chance(0.85) ? again23(c, k, a.nat) : undefined],
    [h[2]!, a.addr],
    [tel(h[3]!), c.chance(0.85) ? anyPhone23(c, p.phone, k) : undefined],
    [h[4]!, a.matter],
    [h[5]!, k === 'KE' ? String(c.int(0, 30) * 1000) : k === 'ZA' ? `R${c.int(0, 55) * 100}` : c.pick(JOBS23[k])],
    [h[6]!, anyDate23(c, workDay23(c), k)],
    [OFFICE_KEY23[k], a.office],
  ]);
}

const LAWYERS23: Record<Country23, readonly string[]> = {
  NG: ['Barr. T. Adeyemi', 'Barr. (Mrs) N. Okafor', 'A. S. Garba Esq.'],
  KE: ['Adv. W. Chege', 'Adv. F. Achieng', 'Mr. K. Mutai'],
  GH: ['Lawyer E. Boakye', 'Mrs. A. Owusu-Ansah', 'Mr. S. Quartey'],
  ZA: ['Adv. N. Zungu', 'Mr. P. Venter', 'Ms L. Dube'],
  GB: ['Ms R. Patel', 'Mr D. Hughes (duty solicitor)', 'Mrs J. Ellis'],
  DE: ['RAin C. Brandt', 'RA Dr. M. Sommer', 'RA T. Kühn'],
  FR: ['Me J. Lefort', 'Me S. Benhamou', 'Me C. Perrot'],
  NL: ['mr. D. de Wit', 'mr. A. Bouali', 'mr. J. van Rijn'],
  ES: ['Dña. M. Ríos', 'D. J. Carrasco', 'Dña. L. Prieto'],
  PL: ['adw. A. Kamińska', 'r.pr. P. Górski', 'adw. M. Wilk'],
};
const COURTS23: Record<Country23, readonly string[]> = {
  NG: ["Magistrates' Court", 'High Court', 'Customary Court'],
  KE: ["Chief Magistrate's Court", 'High Court', 'Employment & Labour Relations Court'],
  GH: ['District Court', 'Circuit Court', 'High Court'],
  ZA: ["Magistrate's Court", 'Regional Court', 'Maintenance Court'],
  GB: ["Magistrates' Court", 'County Court', 'Employment Tribunal', 'Crown Court'],
  DE: ['Amtsgericht', 'Arbeitsgericht', 'Landgericht'],
  FR: ['Tribunal judiciaire', 'Conseil de prud’hommes', "Juge aux affaires familiales"],
  NL: ['Kantonrechter', 'Rechtbank', 'Gerechtshof'],
  ES: ['Juzgado de Primera Instancia', 'Juzgado de lo Social', 'Juzgado de Instrucción'],
  PL: ['Sąd Rejonowy', 'Sąd Okręgowy', 'Sąd Pracy'],
};

/** The assignment sheet; `withBirth` writes the client's birth (some offices' sheets carry it). */
function aidAssignment23(c: Ctx, a: Aid23, withBirth: boolean): PersonRecord {
  const { p } = a;
  const k = p.country;
  const H: Record<Country23, readonly string[]> = {
    NG: ['File No.', 'Client', 'Assigned Counsel', 'Court', 'Next Date'],
    KE: ['File Ref', 'Client', 'Advocate Assigned', 'Court', 'Next Mention'],
    GH: ['File No', 'Client', 'Lawyer Assigned', 'Court', 'Adjourned To'],
    ZA: ['Case Ref No', 'Client', 'Practitioner', 'Court', 'Next Court Date'],
    GB: ['LAA reference', 'Client', 'Fee earner', 'Court', 'Next hearing'],
    DE: ['Aktenzeichen', 'Rechtsuchende/r', 'Beauftragte/r Rechtsanwalt/-anwältin', 'Gericht', 'Termin'],
    FR: ["N° d'aide juridictionnelle", 'Bénéficiaire', 'Avocat désigné', 'Juridiction', 'Prochaine audience'],
    NL: ['Toevoegingsnummer', 'Rechtzoekende', 'Advocaat', 'Rechtbank', 'Zittingsdatum'],
    ES: ['Nº expediente', 'Solicitante', 'Letrado/a designado/a', 'Juzgado', 'Próxima vista'],
    PL: ['Sygnatura', 'Klient', 'Adwokat / radca prawny', 'Sąd', 'Termin rozprawy'],
  };
  const h = H[k];
  const lawyer = c.pick(LAWYERS23[k]);
  const court = c.pick(COURTS23[k]);
  return rec([
    [own(h[0]!), again23(c, k, a.file)],
    [h[1]!, c.chance(0.5) ? `${sur23(p).toUpperCase()}, ${p.given}` : writtenName23(c, p)],
    [bornK(c.pick(['Client DOB', 'D.O.B.'])), withBirth ? anyDate23(c, p.dob, k) : undefined],
    [h[2]!, lawyer],
    [h[3]!, court],
    [h[4]!, anyDate23(c, workDay23(c), k)],
    [tel(c.pick(['Client tel', 'Client phone'])), c.chance(0.3) ? anyPhone23(c, p.phone, k) : undefined],
  ]);
}

/** An assignment sheet that also carries the file reference on the application (the intake desk writes it on both). */
function withFile23(c: Ctx, r: PersonRecord, a: Aid23, keyed: boolean): PersonRecord {
  if (!keyed) return r;
  const k = a.p.country;
  const key: Record<Country23, string> = { NG: 'File No.', KE: 'File Ref', GH: 'File No', ZA: 'Case Ref No', GB: 'LAA reference', DE: 'Aktenzeichen', FR: "N° d'aide juridictionnelle", NL: 'Toevoegingsnummer', ES: 'Nº expediente', PL: 'Sygnatura' };
  return { [own(key[k])]: c.chance(0.5) ? a.file : rekey19(a.file, c), ...r };
}

// ---------------------------------------------------------------- the kinds

const sameVax: Kind23 = {
  kind: 'same_vaccination_register_vs_travel_certificate',
  label: 'same',
  pairs: PAIRS23,
  make(c, j) {
    const p = newPerson23(c, country23(c, j));
    const v = newJab23(c, p);
    return { a: vaxRegister23(c, v), b: vaxCertificate23(c, v) };
  },
};

const diffVax: Kind23 = {
  kind: 'diff_vaccination_namesakes_one_site',
  label: 'different',
  pairs: PAIRS23,
  make(c, j) {
    const p = newPerson23(c, country23(c, j));
    let q = newPerson23(c, p.country, 1955, 2004, p.sex);
    q = { ...q, given: p.given, short: p.short, middle: c.chance(0.5) ? p.middle : q.middle, surname: p.surname, surname2: p.surname2 };
    for (let i = 0; i < 10 && q.dob.y === p.dob.y; i++) q = { ...q, dob: dob23(c, 1955, 2004) };
    const vp = newJab23(c, p);
    const vq = newJab23(c, q, vp.site, c.chance(0.5) ? vp.day : undefined);
    return { a: vaxRegister23(c, vp), b: vaxCertificate23(c, vq) };
  },
};

const sameBox: Kind23 = {
  kind: 'same_po_box_rental_vs_parcel_collection_slip',
  label: 'same',
  pairs: PAIRS23,
  make(c, j) {
    const p = newPerson23(c, country23(c, j));
    const b = newBox23(c, p);
    return { a: boxRegister23(c, b), b: collectionSlip23(c, p, b) };
  },
};

const diffBox: Kind23 = {
  kind: 'diff_po_box_spouses_one_box',
  label: 'different',
  pairs: PAIRS23,
  make(c, j) {
    const p = newPerson23(c, country23(c, j), 1955, 1995);
    const y = Math.min(2000, Math.max(1950, p.dob.y + c.int(-8, 8)));
    const q = kin23(c, p, y, y, 'spouse');
    const bp = newBox23(c, p);
    const bq = newBox23(c, q, bp);
    return { a: boxRegister23(c, bp), b: collectionSlip23(c, q, bq) };
  },
};

const sameLiquor: Kind23 = {
  kind: 'same_liquor_licence_vs_premises_inspection',
  label: 'same',
  pairs: PAIRS23,
  make(c, j) {
    const p = newPerson23(c, country23(c, j), 1955, 2000);
    const l = newLicence23(c, p);
    return { a: licenceRegister23(c, l), b: inspection23(c, l, p, l.nat, true) };
  },
};

const diffLiquor: Kind23 = {
  kind: 'diff_liquor_licensee_vs_sibling_in_charge',
  label: 'different',
  pairs: PAIRS23,
  make(c, j) {
    const p = newPerson23(c, country23(c, j), 1955, 2000);
    const y = Math.min(2004, Math.max(1950, p.dob.y + (c.chance(0.5) ? c.int(1, 12) : -c.int(1, 12))));
    const q = kin23(c, p, y, y, 'sibling');
    const l = newLicence23(c, p);
    const lq = newLicence23(c, q, l);
    return { a: licenceRegister23(c, l), b: inspection23(c, l, q, lq.nat, false) };
  },
};

const sameVol: Kind23 = {
  kind: 'same_volunteer_register_vs_deployment_roster',
  label: 'same',
  pairs: PAIRS23,
  make(c, j) {
    const p = newPerson23(c, country23(c, j), 1958, 2006);
    const v = newVol23(c, p);
    return { a: volRegister23(c, v), b: deployRoster23(c, v) };
  },
};

const diffVol: Kind23 = {
  kind: 'diff_volunteers_parent_child_one_branch',
  label: 'different',
  pairs: PAIRS23,
  make(c, j) {
    const parent = newPerson23(c, country23(c, j), 1950, 1980);
    const y = Math.min(2006, parent.dob.y + c.int(18, 40));
    const child = kin23(c, parent, y, y, 'child', c.chance(0.25));
    const vp = newVol23(c, parent);
    const vc = newVol23(c, child, vp);
    // Either side may be the register row: the parent's register row against the child's roster line, or the reverse.
    return c.chance(0.5) ? { a: volRegister23(c, vp), b: deployRoster23(c, vc, true) } : { a: volRegister23(c, vc), b: deployRoster23(c, vp, true) };
  },
};

const sameAid: Kind23 = {
  kind: 'same_legal_aid_application_vs_case_assignment',
  label: 'same',
  pairs: PAIRS23,
  make(c, j) {
    const p = newPerson23(c, country23(c, j));
    const a = newAid23(c, p);
    // The intake desk writes the file reference on the application six times in ten; where it did not, the sheet
    // carries the client's birth.
    const keyed = c.chance(0.6);
    return { a: withFile23(c, aidApplication23(c, a), a, keyed), b: aidAssignment23(c, a, !keyed || c.chance(0.3)) };
  },
};

const diffAid: Kind23 = {
  kind: 'diff_legal_aid_parent_vs_grown_child_one_address',
  label: 'different',
  pairs: PAIRS23,
  make(c, j) {
    const parent = newPerson23(c, country23(c, j), 1945, 1975);
    const y = Math.min(2005, parent.dob.y + c.int(18, 40));
    const child = kin23(c, parent, y, y, 'child', c.chance(0.2));
    const ap = newAid23(c, parent);
    const ac = newAid23(c, child, ap);
    const [x, z] = c.chance(0.5) ? [ap, ac] : [ac, ap];
    // The application always carries its own file reference here, so the two references stand side by side.
    return { a: withFile23(c, aidApplication23(c, x), x, true), b: aidAssignment23(c, z, c.chance(0.3)) };
  },
};

export const HELDOUT23_KINDS: readonly Kind23[] = [sameVax, sameBox, sameLiquor, sameVol, sameAid, diffVax, diffBox, diffLiquor, diffVol, diffAid];
