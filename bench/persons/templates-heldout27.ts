// Held-out person pairs, set 27: five pairs of sources that set down one person each in their own words, and five
// look-alike kinds beside them — the radio regulator's amateur licence register against the national amateur radio
// society's member roll (the person is the LICENSEE, known by a personal call sign), the civil aviation authority's
// pilot licence register against the aeromedical examiner's medical certificate record (the person is the PILOT), the
// chess federation's rating list against a tournament's entry form (the person is the PLAYER, with a FIDE ID and a
// national federation number), a child maintenance / earnings attachment order (court or agency) against the employer's
// payroll deduction schedule (the person is the PAYING PARENT, the employee), and the unclaimed-assets register (dormant
// accounts, unclaimed benefits, Ciclade, UFAA) against the owner's claim form (the person is the OWNER, who may have
// married since the account was opened) — in Nigeria, Kenya, Ghana, South Africa, the United Kingdom (GB) and the
// European Union (Germany, France, the Netherlands, Spain, Poland).
// Who wrote it: a blind author helper of session 40 (branch s40-persons27), who never read the comparison rules.
// How it is made: each kind draws its people (names, births, birth places, phones, national, identity card, tax,
// pension numbers, call signs, pilot licence numbers, FIDE IDs, payroll and account numbers) from the author's own name
// lists and writes the source-A and source-B records with that source's headers (in the source's language), date form,
// phone form and slips, from a seeded generator (bench/persons/generate.ts, seed 2727). The phone and date writers, the
// keyed slip, the re-keying and the public check-digit schemes (South African ID Luhn, BSN 11-proef, PESEL, DNI letter,
// NIR key, NINO shape) are imported from templates-heldout19.ts, as sets 20–26 did; the German pension insurance number
// (Rentenversicherungsnummer: area, birth date, birth-name initial, serial, check digit of weights 2 1 2 5 7 1 2 1 2 1 2 1
// over digit sums) and the IBAN check digits are this set's own. No name list or kind of an earlier set is used. Each kind draws
// a pair until the pair keeps the labelling policy below (`keeps27`); a kind that cannot keep it in 40 draws throws.
// What the author read: the session's rules (s40-common.md), the blind authors' brief and this set's brief;
// templates-heldout26.ts (header, helpers, kinds — for the structure and policy); templates-heldout19.ts lines 107–125,
// 211–275 and 295–440 (types and the exported helpers' code; no name list of set 19 is used); bench/persons/records.ts
// lines 1–80; bench/persons/generate.ts and bench/persons.ts (head and SETS, to wire the set in); in
// test/bench/persons-generate.test.ts the imports, the shared helpers (assertRecords, assertKinds, birth22), the set-name
// tests and the set-26 block; the kind names of sets 1–26 (a grep over their `kind:` lines printing only the names). Sources the brief suggested (alumni, pension, vehicle fines, library, SIM
// registration, land, hospital birth, prepaid meters, firearms, funeral cover) are named by earlier kinds, so the five
// sources here are the author's own.
// What the author did NOT read: src/ (anything), data-files/, README.md, any set's data file, records2–8.ts and the
// bodies of sets 1–25's templates. Neither the engine nor the bench was run on this set before it was committed.
// Every value is fictional. With their check digit: South African ID numbers, BSN, PESEL, DNI letters, French NIR (key
// 97), German pension insurance numbers (check digit, and the birth date and birth-name letter inside), IBANs (mod 97).
// Shape only: Nigerian NIN and NUBAN, Kenyan ID and KRA PIN, Ghana Card, NINO, GB sort code and account, call signs (the
// country's real prefixes), pilot licence numbers (the authority's pattern, digits drawn), FIDE IDs, national chess
// federation numbers, payroll, member, medical certificate and case numbers.
//
// Labelling policy (set 26's, with two additions): `same` means the two records describe the same natural person, as a
// careful analyst would judge from the two records alone; `different` means two natural people, however much they
// share. Every `same` pair carries the person's name on both sides (a married woman may be under her birth name on one
// side and her married name, with the birth name in a field of its own or as "née", on the other; a radio amateur may be
// under his or her first name only on the society's roll, beside the call sign) and at least one more agreeing
// identifier of the person (call sign, pilot licence number, FIDE ID, national chess federation number, payroll
// number, a national, identity card, tax or pension number, the person's own phone, or the whole birth date), and no
// identifier of the person that both sides state disagrees (births included). Every `different` pair shares no own
// number of the person of any of those schemes, tells its two people apart by a number of one scheme on both sides that
// disagrees or by whole birth dates on both sides that disagree, never gives the two one own phone, and keeps the kind's
// look-alike promise below. A case number, a court, an employer, an aero club, a chess club, a station address, a home
// and the asset's own account number are shared, not owned; the person of the record is the one the kind names.
// Addition 1 (why: rating lists and registers print it so): a record may state the year of birth alone (the chess rating
// list's "B-day", a register's "Year of birth"); a year agrees with a whole birth date when it is its year, it never
// counts as the agreeing identifier of a `same` pair, and it never tells a `different` pair apart on its own.
// Addition 2 (why: old paper and legacy forms write it so): a birth may be written day first with a two-digit year
// (12/03/87, 12.03.87); every person of this set is born 1945–2006, so a two-digit year 27–99 is 19yy and 00–26 20yy.
// Addition 3 (why: a claimant quotes the listed asset): the account number on an unclaimed-assets register and on a claim
// form is the asset's, quoted by whoever claims it; a namesake claimant quotes it too, so it is not an own number.
// A birth date is never written month first with digits.
//
// Kinds (78 pairs each, cycling NG, KE, GH, ZA, GB, EU — 13 per jurisdiction; 5 `same`, 5 `different`, 780 pairs, 130
// per jurisdiction):
//   same_amateur_radio_licence_register_vs_radio_society_member_roll   licence register (NCC, CA, NCA, ICASA, Ofcom,
//                                                  BNetzA, ANFR, RDI, SETID, UKE): call sign, licensee as keyed,
//                                                  class, station address, birth at times, id number at times;
//                                                  society roll (NARS, ARSK, GARS, SARL, RSGB, DARC, REF, VERON, URE,
//                                                  PZK): member no., call sign, first name / "Surname, I.", year
//                                                  licensed, locator, phone, birth or year at times.
//   same_pilot_licence_register_vs_aeromedical_certificate   licence register: licence no. in the authority's pattern,
//                                                  holder in capitals, nationality, birth, ratings, issue date; medical
//                                                  record: surname, forenames, birth, birth place, licence no. at times,
//                                                  class, examiner, limitations, phone.
//   same_chess_rating_list_vs_tournament_entry_form   rating list row: ID, "Surname, Given", Fed, Sex, Tit, Rtg,
//                                                  B-day (year); entry form: name as the player writes it, birth, FIDE
//                                                  ID and national federation number at times, club, phone.
//   same_maintenance_order_vs_payroll_deduction_schedule   order (maintenance order, CMS deduction order, emoluments
//                                                  attachment, Pfändungsbeschluss, paiement direct, loonbeslag,
//                                                  embargo, zajęcie): case, court, debtor (the payer), birth, id number,
//                                                  address, employer, sum; payroll: staff no., employee as keyed, the
//                                                  payroll's id number (NINO, KRA-less ID, SV-Nr., NIR, BSN, DNI, PESEL),
//                                                  birth, the order quoted.
//   same_unclaimed_assets_register_vs_owner_claim_form   register (holder's report): owner as opened (birth name,
//                                                  legacy capitals, cut at times), last address, holder, account, id /
//                                                  birth at times; claim: claimant's current name, birth name / née,
//                                                  birth, id number, phone, address now and then, account quoted.
//   diff_radio_amateurs_spouses_one_station_address   the two spouses, each licensed: one station address, one surname at
//                                                  times (or the wife's birth name), call signs one letter apart at
//                                                  times; own call signs, births, phones.
//   diff_pilots_father_and_grown_son_one_aero_club   father and son at one club: one surname, the son named after the
//                                                  father at times (Jr. / II / junior), one home at times; own licence
//                                                  numbers, births 20–36 years apart.
//   diff_chess_twins_one_club                      twins playing for one club: one surname, one birth date, one birth
//                                                  place, one home phone at times not given, twin names; own FIDE IDs
//                                                  and federation numbers.
//   diff_earnings_attachment_brothers_one_employer   the order's debtor and his brother on one payroll: one surname,
//                                                  one employer, one initial at times, one home at times; own id and
//                                                  staff numbers, births 1–12 years apart.
//   diff_unclaimed_asset_namesake_claimant         a claimant of the owner's name (given and family) claims the listed
//                                                  asset, quoting its account: another town, another birth and id
//                                                  number, own phone.
//
// Slips the author saw before the reading (left as they are): a record's own dates (issue, examination, tournament,
// order, last transaction) are drawn on their own and need not fit each other or the person's age; a town beside a
// club, court or holder need not be the address's town; name lists mix a country's peoples freely; a legacy register
// may cut a long name at 20 or 24 letters; a son named after his father shares his given names; a tournament section
// (Senior 50+, U1800) need not fit the player's age or rating; a payroll deduction may be half the order's sum.
//
// Use: read ONCE with `npm run bench:persons -- --set heldout27`; the figures of that reading are reported by the
// author, and from then on the set is development data.
import type { Ctx, Jurisdiction, PersonRecord, Ymd } from './records.js';
import { bsn19, type Country19, date19, dni19, fold19, nino19, type PhoneForm19, pesel19, nir19, phone19, rekey19, slip19, zaId19 } from './templates-heldout19.js';

export type Label27 = 'same' | 'different';

export interface Kind27 {
  kind: string;
  label: Label27;
  pairs: number;
  make(c: Ctx, j: Jurisdiction): { a: PersonRecord; b: PersonRecord };
}

export type Country27 = Country19;
type Sex27 = 'M' | 'F';

/** Set 19's person shape (its check-digit helpers take it), with a birth place, a town and a married name. */
export interface Person27 {
  country: Country27;
  sex: Sex27;
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

export { fold19 as fold27 };

const PAIRS27 = 78;

// ---------------------------------------------------------------- the keys that name the person's own identifiers

/** Headers under which a record writes the person's own identifiers, by scheme (the test reads them from here). */
export const KEYS27 = {
  /** An amateur radio call sign (personal, one holder). */
  callsign: new Set<string>(),
  /** A pilot licence number. */
  pilot: new Set<string>(),
  fide: new Set<string>(),
  /** A national chess federation's player number (ECF code, DSB, FFE licence, KNSB, FEDA, PZSzach). */
  chess: new Set<string>(),
  /** A payroll / staff number the employer gives the person. */
  staff: new Set<string>(),
  national: new Set<string>(),
  tax: new Set<string>(),
  /** A social insurance / pension number (German Rentenversicherungsnummer). */
  pension: new Set<string>(),
  phone: new Set<string>(),
  birth: new Set<string>(),
  /** The year of birth alone. */
  year: new Set<string>(),
};
export type Scheme27 = keyof typeof KEYS27;
function register27(s: Scheme27, k: string): string {
  if (k !== '') KEYS27[s].add(k);
  return k;
}
const callK = (k: string) => register27('callsign', k);
const pilotK = (k: string) => register27('pilot', k);
const fideK = (k: string) => register27('fide', k);
const chessK = (k: string) => register27('chess', k);
const staffK = (k: string) => register27('staff', k);
const natK = (k: string) => register27('national', k);
const taxK = (k: string) => register27('tax', k);
const penK = (k: string) => register27('pension', k);
const tel = (k: string) => register27('phone', k);
const bornK = (k: string) => register27('birth', k);
const yearK = (k: string) => register27('year', k);

const MON27 = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** A two-digit year back to four (every person of the set is born 1945–2006). */
export const century27 = (yy: string) => (Number(yy) >= 27 ? `19${yy}` : `20${yy}`);
/** A written birth back to yyyy-mm-dd (day first with four or two year digits, ISO, year first with slashes, month named). */
export function birth27(v: string): string {
  let m = /^(\d{4})[-/](\d\d)[-/](\d\d)$/.exec(v);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d\d)[/.-](\d\d)[/.-](\d{4})$/.exec(v);
  if (m) return `${m[3]}-${m[2]}-${m[1]}`;
  m = /^(\d\d)[/.](\d\d)[/.](\d\d)$/.exec(v);
  if (m) return `${century27(m[3]!)}-${m[2]}-${m[1]}`;
  m = /^(\d{1,2})[ -]([A-Za-z]{3})[ -](\d{4})$/.exec(v);
  if (!m) throw new Error(`unread birth ${v}`);
  const mon = MON27.indexOf(m[2]!.toUpperCase()) + 1;
  if (mon === 0) throw new Error(`unread month ${v}`);
  return `${m[3]}-${String(mon).padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
}

/** The person's own identifiers a record states, by scheme, each folded to the form two clerks share; a whole birth also gives its year. */
export function ids27(r: PersonRecord): Map<Scheme27, string> {
  const out = new Map<Scheme27, string>();
  for (const [k, v] of Object.entries(r)) {
    const s = (Object.keys(KEYS27) as Scheme27[]).find((x) => KEYS27[x].has(k));
    if (s === undefined) continue;
    if (out.has(s)) throw new Error(`two ${s} values in one record: ${k}`);
    if (s === 'phone') out.set(s, v.replace(/\D/g, '').slice(-9));
    else if (s === 'birth') out.set(s, birth27(v));
    else if (s === 'year') {
      if (!/^\d{4}$/.test(v)) throw new Error(`unread year ${v}`);
      out.set(s, v);
    }
    else out.set(s, fold19(v).toUpperCase().replace(/[^A-Z0-9]/g, ''));
  }
  const b = out.get('birth');
  if (b !== undefined) {
    if (out.has('year')) throw new Error('a birth and a year in one record');
    out.set('year', b.slice(0, 4));
  }
  return out;
}

export const NUMBERS27: readonly Scheme27[] = ['callsign', 'pilot', 'fide', 'chess', 'staff', 'national', 'tax', 'pension'];

/** Whether a pair keeps the labelling policy of the header (the kinds draw until it does; the test asks it again). */
export function keeps27(label: Label27, a: PersonRecord, b: PersonRecord): boolean {
  const [x, y] = [ids27(a), ids27(b)];
  const both = [...y.keys()].filter((s) => x.has(s));
  if (label === 'same') return both.some((s) => s !== 'year') && both.every((s) => x.get(s) === y.get(s));
  if (both.some((s) => NUMBERS27.includes(s) && x.get(s) === y.get(s))) return false;
  if (both.includes('phone') && x.get('phone') === y.get('phone')) return false;
  return both.some((s) => (NUMBERS27.includes(s) || s === 'birth') && x.get(s) !== y.get(s));
}

function kept27(label: Label27, draw: () => { a: PersonRecord; b: PersonRecord }): { a: PersonRecord; b: PersonRecord } {
  for (let i = 0; i < 40; i++) {
    const p = draw();
    if (keeps27(label, p.a, p.b)) return p;
  }
  throw new Error(`no ${label} pair keeps the policy in 40 draws`);
}

// ---------------------------------------------------------------- names (the author's own lists)

type G = readonly (readonly [string, string])[];
const NAMES27: Record<Country27, { m: G; f: G; s: readonly string[] }> = {
  NG: {
    m: [['Chukwuemeka', 'Emeka'], ['Olumide', 'Mide'], ['Ikechukwu', 'Ike'], ['Abubakar', ''], ['Oluwafemi', 'Femi'], ['Chinedu', ''], ['Gbenga', ''], ['Usman', ''], ['Efosa', ''], ['Obinna', ''], ['Akinwale', 'Wale'], ['Yakubu', '']],
    f: [['Chiamaka', 'Amaka'], ['Oluwakemi', 'Kemi'], ['Zainab', ''], ['Funmilayo', 'Funmi'], ['Ifeoma', 'Ify'], ['Blessing', ''], ['Omolara', 'Lara'], ['Hadiza', ''], ['Uchenna', ''], ['Eniola', 'Eni'], ['Ebere', ''], ['Modupe', 'Dupe']],
    s: ['Okonkwo', 'Adebisi', 'Nwachukwu', 'Balogun', 'Ogbonna', 'Suleiman', 'Akintola', 'Okoro', 'Ihejirika', 'Babangida', 'Oyelaran', 'Igwe', 'Ajayi', 'Edet', 'Osagie', 'Umeh'],
  },
  KE: {
    m: [['Kiprono', ''], ['Njoroge', ''], ['Otieno', ''], ['Wafula', ''], ['Musyoka', ''], ['Hassan', ''], ['Dennis', ''], ['Brian', ''], ['Peter', ''], ['Samuel', 'Sam'], ['Geoffrey', 'Geoff'], ['Duncan', '']],
    f: [['Wangari', ''], ['Awino', ''], ['Chebet', ''], ['Nafula', ''], ['Mwende', ''], ['Halima', ''], ['Esther', ''], ['Beatrice', 'Bea'], ['Lucy', ''], ['Gladys', ''], ['Eunice', ''], ['Sharon', '']],
    s: ['Kariuki', 'Onyango', 'Simiyu', 'Githinji', 'Rotich', 'Ouma', 'Mutiso', 'Kipchumba', 'Wanyama', 'Nyamweya', 'Gitau', 'Korir', 'Mbugua', 'Achola', 'Njeru', 'Abdullahi'],
  },
  GH: {
    m: [['Kofi', ''], ['Kwaku', ''], ['Kwesi', ''], ['Yaw', ''], ['Edem', ''], ['Mohammed', ''], ['Nii Okai', ''], ['Samuel', 'Sammy'], ['Prince', ''], ['Augustine', 'Gus'], ['Michael', 'Mike'], ['Fiifi', '']],
    f: [['Akosua', ''], ['Adwoa', ''], ['Afua', ''], ['Akua', ''], ['Esi', ''], ['Dzifa', ''], ['Naa Adjeley', ''], ['Comfort', ''], ['Gifty', ''], ['Mavis', ''], ['Patience', ''], ['Josephine', 'Josie']],
    s: ['Appiah', 'Agyeman', 'Amoah', 'Acheampong', 'Quaye', 'Nkrumah', 'Frimpong', 'Adjei', 'Sarpong', 'Kuffour', 'Amponsah', 'Dogbe', 'Fosu', 'Bonsu', 'Addo', 'Abubakari'],
  },
  ZA: {
    m: [['Sibusiso', 'Sbu'], ['Bongani', ''], ['Jacobus', 'Koos'], ['Kagiso', ''], ['Andile', ''], ['Hendrik', 'Henk'], ['Mpho', ''], ['Vusi', ''], ['Willem', ''], ['Yusuf', ''], ['Sizwe', ''], ['Francois', '']],
    f: [['Nokuthula', 'Thuli'], ['Busisiwe', ''], ['Annelie', ''], ['Dineo', ''], ['Nompumelelo', 'Mpumi'], ['Karabo', ''], ['Liezel', ''], ['Boitumelo', 'Tumi'], ['Sindisiwe', ''], ['Fatima', ''], ['Nandi', ''], ['Carina', '']],
    s: ['Mahlangu', 'Shabalala', 'du Plessis', 'Molefe', 'Ngcobo', 'Radebe', 'Pretorius', 'Pillay', 'Mabuza', 'Masilela', 'Adams', 'Buthelezi', 'Venter', 'Maseko', 'Motaung', 'Hendricks'],
  },
  GB: {
    m: [['Andrew', 'Andy'], ['Matthew', 'Matt'], ['Rhys', ''], ['Euan', ''], ['Jonathan', 'Jon'], ['Tariq', ''], ['Thomas', 'Tom'], ['Ciaran', ''], ['Richard', 'Rick'], ['Oliver', 'Ollie'], ['Nicholas', 'Nick'], ['Adebayo', '']],
    f: [['Elizabeth', 'Liz'], ['Jennifer', 'Jen'], ['Bethan', ''], ['Eilidh', ''], ['Margaret', 'Maggie'], ['Nasreen', ''], ['Samantha', 'Sam'], ['Aoife', ''], ['Susan', 'Sue'], ['Hannah', ''], ['Lucy', ''], ['Abigail', 'Abbie']],
    s: ['Taylor', 'Brown', 'Evans', 'Wilson', 'Hughes', 'Hussain', 'MacDonald', 'Wright', 'Begum', 'Green', 'Kelly', 'Morgan', 'Clarke', 'Shah', 'Fraser', 'Lewis'],
  },
  DE: {
    m: [['Jürgen', ''], ['Thomas', ''], ['Karl-Heinz', ''], ['Lukas', ''], ['Wolfgang', ''], ['Mehmet', ''], ['Frank', ''], ['Tobias', ''], ['Andreas', ''], ['Rainer', ''], ['Florian', ''], ['Jan', '']],
    f: [['Sabine', ''], ['Ursula', 'Uschi'], ['Birgit', ''], ['Julia', ''], ['Katharina', 'Kathi'], ['Elif', ''], ['Heike', ''], ['Anja', ''], ['Andrea', ''], ['Christiane', ''], ['Nicole', ''], ['Johanna', '']],
    s: ['Müller', 'Fischer', 'Meyer', 'Wagner', 'Hoffmann', 'Zimmermann', 'Braun', 'Hartmann', 'Krüger', 'Yılmaz', 'Lehmann', 'Köhler', 'Werner', 'Schwarz', 'Jäger', 'Vogel'],
  },
  FR: {
    m: [['Jean-Marc', ''], ['Philippe', ''], ['François', ''], ['Karim', ''], ['Thierry', ''], ['Guillaume', ''], ['Moussa', ''], ['Benoît', ''], ['Yannick', ''], ['Hervé', ''], ['Alexandre', 'Alex'], ['Farid', '']],
    f: [['Anne-Sophie', ''], ['Nathalie', ''], ['Véronique', ''], ['Nadia', ''], ['Mathilde', ''], ['Brigitte', ''], ['Fatoumata', ''], ['Hélène', ''], ['Émilie', ''], ['Valérie', ''], ['Pauline', ''], ['Sonia', '']],
    s: ['Martin', 'Bernard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Girard', 'Lefèvre', 'Mercier', 'Chevalier', 'Benali', 'Gauthier', 'Perrin', 'Diallo', 'Morel', 'Blanc'],
  },
  NL: {
    m: [['Pieter', 'Piet'], ['Cornelis', 'Kees'], ['Jan-Willem', ''], ['Ahmed', ''], ['Bram', ''], ['Thijs', ''], ['Gerardus', 'Gerard'], ['Lars', ''], ['Jasper', ''], ['Roel', ''], ['Koen', ''], ['Martijn', '']],
    f: [['Johanna', 'Joke'], ['Wilhelmina', 'Willy'], ['Geertruida', 'Truus'], ['Fatima', ''], ['Lotte', ''], ['Marloes', ''], ['Esther', ''], ['Annemiek', ''], ['Sanne', ''], ['Ingrid', ''], ['Eva', ''], ['Noortje', '']],
    s: ['de Vries', 'Bakker', 'Visser', 'Smit', 'Meijer', 'van den Berg', 'Mulder', 'de Graaf', 'Vermeulen', 'van Leeuwen', 'Kok', 'Postma', 'El Amrani', 'Willems', 'van der Heijden', 'Bos'],
  },
  ES: {
    m: [['José Antonio', ''], ['Miguel Ángel', ''], ['Alejandro', 'Álex'], ['Manuel', 'Manolo'], ['Antonio', 'Toni'], ['Iñaki', ''], ['Sergio', ''], ['Jordi', ''], ['Raúl', ''], ['Enrique', 'Quique'], ['Alberto', ''], ['Joaquín', '']],
    f: [['María José', 'Majo'], ['Rosa María', ''], ['Dolores', 'Lola'], ['Concepción', 'Concha'], ['Lucía', ''], ['Pilar', ''], ['Itziar', ''], ['Raquel', ''], ['Silvia', ''], ['Mercedes', 'Merche'], ['Elena', ''], ['Rocío', '']],
    s: ['García', 'Martínez', 'López', 'Sánchez', 'Pérez', 'Jiménez', 'Romero', 'Navarro', 'Torres', 'Domínguez', 'Ramos', 'Gil', 'Serrano', 'Blanco', 'Suárez', 'Iglesias'],
  },
  PL: {
    m: [['Piotr', ''], ['Krzysztof', 'Krzysiek'], ['Tomasz', 'Tomek'], ['Paweł', ''], ['Michał', ''], ['Grzegorz', 'Grzesiek'], ['Łukasz', ''], ['Wojciech', 'Wojtek'], ['Zbigniew', 'Zbyszek'], ['Jacek', ''], ['Andrzej', ''], ['Maciej', 'Maciek']],
    f: [['Katarzyna', 'Kasia'], ['Małgorzata', 'Gosia'], ['Agnieszka', 'Aga'], ['Barbara', 'Basia'], ['Ewa', ''], ['Magdalena', 'Magda'], ['Joanna', 'Asia'], ['Dorota', ''], ['Beata', ''], ['Aleksandra', 'Ola'], ['Elżbieta', 'Ela'], ['Zofia', 'Zosia']],
    s: ['Nowak', 'Wiśniewski', 'Wójcik', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Mazur', 'Krawczyk', 'Piotrowski', 'Grabowski', 'Pawłowski', 'Zając', 'Król'],
  },
};

/** Polish -ski / -cki surnames take -ska / -cka for a woman. */
function gendered27(s: string, sex: Sex27, k: Country27): string {
  if (k !== 'PL') return s;
  const base = s.replace(/(sk|ck)a$/, '$1i');
  return sex === 'F' ? base.replace(/(sk|ck)i$/, '$1a') : base;
}

const EU27: readonly Country27[] = ['DE', 'FR', 'NL', 'ES', 'PL'];
export function country27(c: Ctx, j: Jurisdiction): Country27 {
  return j === 'EU' ? c.pick(EU27) : j;
}
const EN27 = new Set<Country27>(['NG', 'KE', 'GH', 'ZA', 'GB']);

const PHONE27: Record<Country27, { cc: string; starts: readonly string[]; len: number }> = {
  NG: { cc: '234', starts: ['803', '806', '813', '816', '703', '705', '805', '815', '902', '907'], len: 10 },
  KE: { cc: '254', starts: ['720', '721', '733', '710', '741', '757', '790', '110', '769'], len: 9 },
  GH: { cc: '233', starts: ['24', '54', '59', '27', '50', '20', '55'], len: 9 },
  ZA: { cc: '27', starts: ['71', '73', '76', '79', '82', '84', '60', '62', '66'], len: 9 },
  GB: { cc: '44', starts: ['7712', '7723', '7841', '7900', '7415', '7547', '7306'], len: 10 },
  DE: { cc: '49', starts: ['151', '155', '159', '162', '170', '172', '176', '178'], len: 11 },
  FR: { cc: '33', starts: ['6', '7'], len: 9 },
  NL: { cc: '31', starts: ['6'], len: 9 },
  ES: { cc: '34', starts: ['6', '7'], len: 9 },
  PL: { cc: '48', starts: ['50', '51', '53', '60', '66', '69', '72', '73', '78', '88'], len: 9 },
};

function newPhone27(c: Ctx, k: Country27): string {
  const p = PHONE27[k];
  const start = c.pick(p.starts);
  let rest = '';
  while (start.length + rest.length < p.len) rest += String(c.int(0, 9));
  return p.cc + start + rest;
}
const PHONE_FORMS27: readonly PhoneForm19[] = ['national', 'national', 'national-spaced', 'intl', 'intl-spaced', 'bare'];
const anyPhone27 = (c: Ctx, p: Person27) => phone19(p.phone, p.country, c.pick(PHONE_FORMS27));

const two27 = (n: number) => String(n).padStart(2, '0');
/** A date in a form the country's clerks write; never month first with digits; two-digit years where `short`. */
function anyDate27(c: Ctx, t: Ymd, k: Country27, short = false): string {
  if (short && c.chance(0.3)) return `${two27(t.d)}${k === 'DE' || k === 'PL' ? '.' : '/'}${two27(t.m)}${k === 'DE' || k === 'PL' ? '.' : '/'}${String(t.y).slice(2)}`;
  if (k === 'DE' || k === 'PL') return date19(t, c.pick(['dd.mm.yyyy', 'dd.mm.yyyy', 'iso'] as const));
  if (k === 'NL') return date19(t, c.pick(['dd-mm-yyyy', 'dd-mm-yyyy', 'iso'] as const));
  if (k === 'ES' || k === 'FR') return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'iso'] as const));
  if (k === 'ZA') return date19(t, c.pick(['yyyy/mm/dd', 'iso', 'dd/mm/yyyy', 'd Mon yyyy'] as const));
  if (k === 'GB') return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'd Mon yyyy', 'DD-MON-YYYY'] as const));
  return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'DD-MON-YYYY', 'd Mon yyyy', 'dd-mm-yyyy'] as const));
}
function workDay27(c: Ctx, from = 2019, to = 2025): Ymd {
  return { y: c.int(from, to), m: c.int(1, 12), d: c.int(1, 28) };
}
function dob27(c: Ctx, from: number, to: number): Ymd {
  const y = c.int(Math.max(1945, from), Math.min(2006, to));
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, new Date(Date.UTC(y, m, 0)).getUTCDate()) };
}

const TOWNS27: Record<Country27, readonly string[]> = {
  NG: ['Enugu', 'Port Harcourt', 'Ibadan', 'Jos', 'Kaduna', 'Akure', 'Uyo', 'Abakaliki', 'Lokoja'],
  KE: ['Kisumu', 'Thika', 'Nyeri', 'Machakos', 'Bungoma', 'Kitale', 'Naivasha', 'Voi', 'Kisii'],
  GH: ['Kumasi', 'Takoradi', 'Sunyani', 'Koforidua', 'Bolgatanga', 'Winneba', 'Hohoe', 'Kintampo'],
  ZA: ['Polokwane', 'Pietermaritzburg', 'George', 'Rustenburg', 'East London', 'Welkom', 'Stellenbosch', 'Witbank'],
  GB: ['Derby', 'Swansea', 'Aberdeen', 'Preston', 'Ipswich', 'Stoke-on-Trent', 'Londonderry', 'Plymouth', 'Lincoln'],
  DE: ['Bielefeld', 'Rostock', 'Würzburg', 'Osnabrück', 'Jena', 'Paderborn', 'Trier', 'Lübeck', 'Cottbus'],
  FR: ['Nancy', 'Limoges', 'Brest', 'Nîmes', 'Pau', 'Dijon', 'Tours', 'Mulhouse', 'Caen'],
  NL: ['Zwolle', 'Leeuwarden', 'Tilburg', 'Deventer', 'Venlo', 'Delft', 'Alkmaar', 'Assen', 'Middelburg'],
  ES: ['Valladolid', 'Murcia', 'Badajoz', 'Oviedo', 'Huesca', 'Girona', 'Jaén', 'Cádiz', 'Lugo'],
  PL: ['Rzeszów', 'Olsztyn', 'Opole', 'Kielce', 'Zielona Góra', 'Płock', 'Koszalin', 'Siedlce', 'Nowy Sącz'],
};
const STREETS27: Record<Country27, readonly string[]> = {
  NG: ['Ogui Road', 'Aba Road', 'Ring Road', 'Rayfield Road', 'Ahmadu Bello Way', 'Oba Adesida Road', 'Ikot Ekpene Road'],
  KE: ['Oginga Odinga St', 'Kenyatta Ave', 'Moi Rd', 'Kimathi Way', 'Ngong Rd', 'Biashara St'],
  GH: ['Adum Rd', 'Liberation Rd', 'Market Circle', 'Atta Road', 'Kotoka Ave', 'Jubilee St'],
  ZA: ['Church Street', 'Voortrekker Road', 'Main Road', 'Jan Smuts Ave', 'Oxford Street', 'Nelson Mandela Drive'],
  GB: ['Station Road', 'Mill Lane', 'Victoria Street', 'Park Avenue', 'Church Close', 'Orchard Way', 'Queen Street'],
  DE: ['Lindenstraße', 'Bahnhofstraße', 'Am Mühlbach', 'Goethestraße', 'Schulweg', 'Ringstraße'],
  FR: ['rue Victor Hugo', 'avenue Jean Jaurès', 'rue de la Gare', 'place du Marché', 'rue Pasteur', 'allée des Tilleuls'],
  NL: ['Kerkstraat', 'Dorpsweg', 'Molenlaan', 'Stationsplein', 'Beukenlaan', 'Prinsengracht'],
  ES: ['Calle Mayor', 'Avenida de la Constitución', 'Calle Real', 'Plaza de España', 'Calle del Carmen', 'Paseo de Gracia'],
  PL: ['ul. Mickiewicza', 'ul. Kościuszki', 'ul. Polna', 'ul. Lipowa', 'al. Niepodległości', 'ul. Słowackiego'],
};
/** A home address as the country writes it. */
function address27(c: Ctx, k: Country27, town: string): string {
  const st = c.pick(STREETS27[k]);
  const n = c.int(1, 140);
  if (k === 'DE' || k === 'NL') return `${st} ${n}, ${c.digits(k === 'DE' ? 5 : 4)}${k === 'NL' ? ` ${c.letters(2, 'ABCDEGHJKLMNPRSTVWXZ')}` : ''} ${town}`;
  if (k === 'FR') return `${n} ${st}, ${c.digits(5)} ${town}`;
  if (k === 'ES') return `${st} ${n}, ${c.int(1, 6)}º ${c.pick(['A', 'B', 'C', 'izda.', 'dcha.'])}, ${town}`;
  if (k === 'PL') return `${st} ${n}${c.chance(0.5) ? `/${c.int(1, 40)}` : ''}, ${c.digits(2)}-${c.digits(3)} ${town}`;
  if (k === 'GB') return `${n} ${st}, ${town} ${c.letters(2)}${c.int(1, 20)} ${c.int(1, 9)}${c.letters(2)}`;
  return `${c.chance(0.3) ? `Plot ${c.int(1, 400)}, ` : `${n} `}${st}, ${town}`;
}

export function newPerson27(c: Ctx, k: Country27, from = 1950, to = 2004, sex?: Sex27): Person27 {
  const s: Sex27 = sex ?? (c.chance(0.5) ? 'M' : 'F');
  const L = NAMES27[k];
  const [given, short] = c.pick(s === 'M' ? L.m : L.f);
  const mid = k === 'ES' || k === 'FR' || c.chance(0.55) ? '' : c.pick(s === 'M' ? L.m : L.f)[0];
  const surname = gendered27(c.pick(L.s), s, k);
  const surname2 = k === 'ES' ? c.pick(L.s.filter((x) => x !== surname)) : '';
  return { country: k, sex: s, given, short, middle: mid === given ? '' : mid, surname, surname2, dob: dob27(c, from, to), phone: newPhone27(c, k), birthPlace: c.pick(TOWNS27[k]), town: c.pick(TOWNS27[k]), married: '' };
}
/** A woman who married: another surname of her country (Spain keeps her own). */
function wed27(c: Ctx, p: Person27, husband?: string): Person27 {
  if (p.sex !== 'F' || p.country === 'ES') return p;
  const pool = NAMES27[p.country].s.filter((x) => x !== p.surname && x !== gendered27(p.surname, 'M', p.country));
  return { ...p, married: gendered27(husband ?? c.pick(pool), 'F', p.country) };
}

// ---------------------------------------------------------------- how clerks write a name

const sur27 = (p: Person27) => (p.surname2 ? `${p.surname} ${p.surname2}` : p.surname);
/** The surname in use now: the married name where there is one. */
const now27 = (p: Person27) => (p.married ? (p.country === 'NL' && p.married ? `${p.married}-${p.surname}` : p.married) : sur27(p));
const givens27 = (p: Person27) => (p.middle ? `${p.given} ${p.middle}` : p.given);
const called27 = (c: Ctx, p: Person27) => (p.short && c.chance(0.5) ? p.short : p.given);
const initials27 = (p: Person27) => givens27(p).split(/[ -]/).map((w) => `${w[0]}.`).join('');

/** The name as a clerk writes it, with `surname` as the surname in use. */
function writtenName27(c: Ctx, p: Person27, surname = now27(p)): string {
  const f = c.int(0, 8);
  if (f === 0) return `${givens27(p)} ${surname}`;
  if (f === 1) return `${surname.toUpperCase()} ${givens27(p)}`;
  if (f === 2) return `${initials27(p)} ${surname}`;
  if (f === 3) return `${called27(c, p)} ${surname}`;
  if (f === 4) return `${surname}, ${givens27(p)}`;
  if (f === 5) return `${slip19(c, p.given)} ${surname}`;
  if (f === 6) return `${p.given} ${slip19(c, surname)}`;
  if (f === 7) return `${surname} ${givens27(p)}`;
  return `${givens27(p)} ${surname}`.toUpperCase();
}
/** A legacy system's name: capitals, surname first, no diacritics, cut at `n` letters. */
const legacy27 = (p: Person27, surname: string, n: number) => fold19(`${surname} ${givens27(p)}`).toUpperCase().slice(0, n).trim();

function rec(entries: readonly (readonly [string, string | undefined | false])[]): PersonRecord {
  const out: PersonRecord = {};
  for (const [k, v] of entries) if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim();
  return out;
}

/** A number keyed a second time: spaced as the card prints it, or re-keyed. */
function again27(c: Ctx, no: string): string {
  if (/^[12]\d{14}$/.test(no) && c.chance(0.5)) return no.replace(/^(.)(..)(..)(..)(...)(...)(..)$/, '$1 $2 $3 $4 $5 $6 $7');
  if (/^\d{13}$/.test(no) && c.chance(0.3)) return no.replace(/^(\d{6})(\d{4})(\d{3})$/, '$1 $2 $3');
  return c.chance(0.4) ? rekey19(no, c) : no;
}

// ---------------------------------------------------------------- numbers

/** The check digit of a German pension insurance number over its first eleven characters (the letter as two digits). */
export function rvnrCheck27(body: string): number {
  const digits = `${body.slice(0, 8)}${two27(body.charCodeAt(8) - 64)}${body.slice(9, 11)}`;
  const w = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1];
  let s = 0;
  for (let i = 0; i < 12; i++) {
    const x = Number(digits[i]) * w[i]!;
    s += Math.floor(x / 10) + (x % 10);
  }
  return s % 10;
}
/** The German pension insurance number: area, birth ddmmyy, the birth name's first letter, serial (00–49 man, 50–99 woman), check. */
export function rvnr27(c: Ctx, p: Person27): string {
  const area = c.pick(['12', '13', '15', '18', '23', '24', '28', '38', '42', '53', '65']);
  const letter = fold19(p.surname).toUpperCase().replace(/[^A-Z]/g, '')[0] ?? 'X';
  const serial = two27(p.sex === 'M' ? c.int(0, 49) : c.int(50, 99));
  const body = `${area}${two27(p.dob.d)}${two27(p.dob.m)}${String(p.dob.y).slice(2)}${letter}${serial}`;
  return `${body}${rvnrCheck27(body)}`;
}

/** The national number a payroll or claim form asks for ('' where the country has none on such forms). */
function natNo27(c: Ctx, p: Person27): string {
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
/** The national number's header on a form, by country and language. */
const NAT_LABEL27: Record<Country27, readonly string[]> = {
  NG: ['NIN', 'National ID No.', 'NIN (11 digits)'],
  KE: ['ID No.', 'National ID', 'ID/Passport No.'],
  GH: ['Ghana Card No.', 'GhanaCard PIN', 'Ghana Card'],
  ZA: ['ID Number', 'SA ID No.', 'Identity Number'],
  GB: ['NI Number', 'NINO', 'National Insurance No.'],
  DE: [],
  FR: ['N° de sécurité sociale', 'NIR'],
  NL: ['BSN', 'Burgerservicenummer'],
  ES: ['DNI', 'DNI/NIF', 'NIF'],
  PL: ['PESEL', 'Nr PESEL'],
};

// ---------------------------------------------------------------- kind 1 / 6: amateur radio

/** A call sign of the country's real prefixes (digits and suffix letters drawn). */
function callsign27(c: Ctx, k: Country27): string {
  const S = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  switch (k) {
    case 'NG':
      return `5N${c.int(0, 9)}${c.letters(c.int(2, 3), S)}`;
    case 'KE':
      return `5Z4${c.letters(c.int(2, 3), S)}`;
    case 'GH':
      return `9G${c.int(1, 5)}${c.letters(c.int(2, 3), S)}`;
    case 'ZA':
      return `${c.pick(['ZS', 'ZR', 'ZU'])}${c.int(1, 6)}${c.letters(c.int(2, 3), S)}`;
    case 'GB':
      return `${c.pick(['M0', 'M7', '2E0', 'G4', 'MM0', 'MW0', 'M6', 'G0'])}${c.letters(3, S)}`;
    case 'DE':
      return `${c.pick(['DL', 'DK', 'DJ', 'DO', 'DM', 'DC'])}${c.int(1, 9)}${c.letters(c.int(2, 3), S)}`;
    case 'FR':
      return `${c.pick(['F4', 'F5', 'F1', 'F6', 'F8'])}${c.letters(3, S)}`;
    case 'NL':
      return `${c.pick(['PA', 'PD', 'PE', 'PH'])}${c.int(0, 9)}${c.letters(c.int(2, 3), S)}`;
    case 'ES':
      return `${c.pick(['EA', 'EB', 'EC'])}${c.int(1, 9)}${c.letters(c.int(2, 3), S)}`;
    case 'PL':
      return `${c.pick(['SP', 'SQ', 'SO'])}${c.int(1, 9)}${c.letters(c.int(2, 3), S)}`;
  }
}
/** The spouse's call sign: the next suffix in the series at times (couples licensed together), else another. */
function nextCall27(c: Ctx, k: Country27, call: string): string {
  if (c.chance(0.5)) {
    const last = call[call.length - 1]!;
    const n = last === 'Z' ? 'A' : String.fromCharCode(last.charCodeAt(0) + 1);
    return `${call.slice(0, -1)}${n}`;
  }
  let x = callsign27(c, k);
  while (x === call) x = callsign27(c, k);
  return x;
}
const locator27 = (c: Ctx) => `${c.letters(2, 'IJKLM')}${c.int(0, 9)}${c.int(0, 9)}${c.letters(2, 'abcdefghijklmnopqrstuvwx')}`;

interface Ham27 {
  p: Person27;
  call: string;
  nat: string;
  address: string;
  licensed: Ymd;
}

function regulatorRegister27(c: Ctx, h: Ham27): PersonRecord {
  const k = h.p.country;
  const dob = c.chance(0.45) ? anyDate27(c, h.p.dob, k, true) : undefined;
  const name = c.chance(0.5) ? legacy27(h.p, now27(h.p), 30) : writtenName27(c, h.p);
  if (EN27.has(k)) {
    const cls = k === 'GB' ? c.pick(['Full', 'Intermediate', 'Foundation']) : k === 'ZA' ? c.pick(['Class A', 'Class B']) : c.pick(['General', 'Novice', 'Class A']);
    return rec([
      [callK(c.pick(['Call Sign', 'Callsign', 'CALLSIGN'])), h.call],
      [c.pick(['Licensee', 'Licence Holder', 'Name of Licensee']), name],
      ['Licence Class', cls],
      ['Licence No.', `${{ NG: 'NCC/AR/', KE: 'CA/AR/', GH: 'NCA-AR-', ZA: 'ICASA/RA/', GB: '' }[k as 'NG'] ?? ''}${c.digits(7)}`],
      ['Station Address', h.address],
      ['Date of Issue', anyDate27(c, h.licensed, k)],
      [bornK('Date of Birth'), dob],
      [natK(c.pick(NAT_LABEL27[k])), c.chance(0.4) && again27(c, h.nat)],
      ['Status', c.pick(['Valid', 'Current', 'ACTIVE', 'Revalidated'])],
    ]);
  }
  const L = {
    DE: ['Rufzeichen', 'Inhaber/in', 'Klasse', c.pick(['A', 'E', 'N']), 'Anschrift der Station', 'Zuteilung vom', 'Geburtsdatum'],
    FR: ['Indicatif', 'Titulaire', 'Classe', c.pick(['HAREC', 'Novice']), 'Adresse de la station', 'Date d’attribution', 'Date de naissance'],
    NL: ['Roepletters', 'Houder', 'Machtiging', c.pick(['F', 'N']), 'Adres vast station', 'Datum toekenning', 'Geboortedatum'],
    ES: ['Indicativo', 'Titular', 'Clase', c.pick(['A (HAREC)', 'Novel']), 'Domicilio de la estación', 'Fecha de concesión', 'Fecha de nacimiento'],
    PL: ['Znak wywoławczy', 'Operator', 'Kategoria', c.pick(['A', 'C']), 'Adres stacji', 'Data wydania pozwolenia', 'Data urodzenia'],
  }[k as 'DE'];
  return rec([
    [callK(L[0]!), h.call],
    [L[1]!, name],
    [L[2]!, L[3]],
    [L[4]!, h.address],
    [L[5]!, anyDate27(c, h.licensed, k)],
    [bornK(L[6]!), dob],
    [natK(k === 'DE' ? '' : c.pick(NAT_LABEL27[k])), k !== 'DE' && c.chance(0.3) && again27(c, h.nat)],
  ]);
}

function societyRoll27(c: Ctx, h: Ham27): PersonRecord {
  const k = h.p.country;
  const f = c.int(0, 3);
  // Radio amateurs go by first name on the air; the society roll writes it so at times, the call sign beside.
  const name = f === 0 ? called27(c, h.p) : f === 1 ? `${now27(h.p)}, ${h.p.given[0]}.` : writtenName27(c, h.p);
  const year = c.chance(0.4);
  const born = year ? String(h.p.dob.y) : c.chance(0.4) ? anyDate27(c, h.p.dob, k, true) : undefined;
  const phone = c.chance(0.6) ? anyPhone27(c, h.p) : undefined;
  const soc = { NG: 'NARS', KE: 'ARSK', GH: 'GARS', ZA: 'SARL', GB: 'RSGB', DE: 'DARC', FR: 'REF', NL: 'VERON', ES: 'URE', PL: 'PZK' }[k];
  const member = `${c.chance(0.3) ? `${soc}-` : ''}${c.digits(c.int(4, 6))}`;
  const email = c.chance(0.5) ? `${h.call.toLowerCase()}@${c.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}` : undefined;
  const lic = String(h.licensed.y - c.int(0, 3));
  if (EN27.has(k)) {
    return rec([
      ['Member No.', member],
      [callK(c.pick(['Call', 'Callsign', 'Call sign'])), h.call],
      [c.pick(['Name', 'Member', 'Op']), name],
      ['Branch / Club', `${h.p.town} ${c.pick(['ARC', 'Radio Club', 'Amateur Radio Group'])}`],
      ['Locator', c.chance(0.6) && locator27(c)],
      ['Licensed since', lic],
      [year ? yearK('YOB') : bornK('DOB'), born],
      [tel(c.pick(['Mobile', 'Tel', 'Phone'])), phone],
      ['E-mail', email],
      ['Subs paid', c.pick(['2024', '2025', 'Life', 'OVERDUE'])],
    ]);
  }
  const L = {
    DE: ['Mitgliedsnr.', 'Call', 'Name', 'Ortsverband', 'Locator', 'Lizenz seit', 'Geb.-Jahr', 'Geb.', 'Mobil', 'E-Mail'],
    FR: ['N° adhérent', 'Indicatif', 'Nom', 'Département / radio-club', 'Locator', 'Licencié depuis', 'Année de naissance', 'Né(e) le', 'Portable', 'Courriel'],
    NL: ['Lidnummer', 'Call', 'Naam', 'Afdeling', 'Locator', 'Gelicentieerd sinds', 'Geboortejaar', 'Geb.datum', 'Mobiel', 'E-mail'],
    ES: ['Nº socio', 'Indicativo', 'Nombre', 'Sección', 'Locator', 'Licencia desde', 'Año nac.', 'F. nac.', 'Móvil', 'Correo'],
    PL: ['Nr członkowski', 'Znak', 'Imię i nazwisko', 'Oddział terenowy', 'Lokator', 'Licencja od', 'Rok ur.', 'Data ur.', 'Tel.', 'E-mail'],
  }[k as 'DE'];
  return rec([
    [L[0]!, member],
    [callK(L[1]!), h.call],
    [L[2]!, name],
    [L[3]!, `${c.pick(['OV', 'Sec.', 'Afd.', 'OT', 'RC'])} ${h.p.town}`],
    [L[4]!, c.chance(0.6) && locator27(c)],
    [L[5]!, lic],
    [year ? yearK(L[6]!) : bornK(L[7]!), born],
    [tel(L[8]!), phone],
    [L[9]!, email],
  ]);
}

function newHam27(c: Ctx, p: Person27, address?: string, call?: string): Ham27 {
  return { p, call: call ?? callsign27(c, p.country), nat: natNo27(c, p), address: address ?? address27(c, p.country, p.town), licensed: workDay27(c, 1985, 2024) };
}

const sameRadio: Kind27 = {
  kind: 'same_amateur_radio_licence_register_vs_radio_society_member_roll',
  label: 'same',
  pairs: PAIRS27,
  make(c, j) {
    return kept27('same', () => {
      const k = country27(c, j);
      let p = newPerson27(c, k, 1945, 2004);
      if (c.chance(0.3)) p = wed27(c, p);
      const h = newHam27(c, p);
      return { a: regulatorRegister27(c, h), b: societyRoll27(c, h) };
    });
  },
};

const diffRadio: Kind27 = {
  kind: 'diff_radio_amateurs_spouses_one_station_address',
  label: 'different',
  pairs: PAIRS27,
  make(c, j) {
    return kept27('different', () => {
      const k = country27(c, j);
      const him = newPerson27(c, k, 1945, 1998, 'M');
      const her0 = newPerson27(c, k, Math.max(1945, him.dob.y - 8), Math.min(2002, him.dob.y + 6), 'F');
      // She took his name (Spain: her own two surnames), or kept her birth name; one home.
      const her = { ...(c.chance(0.75) ? wed27(c, her0, him.surname) : her0), town: him.town };
      const h1 = newHam27(c, him);
      const h2 = newHam27(c, her, h1.address, nextCall27(c, k, h1.call));
      return c.chance(0.5) ? { a: regulatorRegister27(c, h1), b: societyRoll27(c, h2) } : { a: regulatorRegister27(c, h2), b: societyRoll27(c, h1) };
    });
  },
};

// ---------------------------------------------------------------- kind 2 / 7: pilots

/** A pilot licence number in the authority's pattern (digits drawn). */
function pilotNo27(c: Ctx, k: Country27): string {
  switch (k) {
    case 'NG':
      return `NCAA/${c.pick(['PPL', 'CPL', 'ATPL'])}/${c.digits(4)}`;
    case 'KE':
      return `${c.pick(['PPL', 'CPL', 'ATPL'])} ${c.digits(4)}`;
    case 'GH':
      return `GCAA-${c.pick(['PPL', 'CPL'])}-${c.digits(4)}`;
    case 'ZA':
      return `0270${c.digits(6)}`;
    case 'GB':
      return `UK.FCL.${c.pick(['PPL', 'LAPL', 'CPL', 'ATPL'])}.${c.digits(6)}`;
    case 'DE':
      return `DE.FCL.${c.digits(8)}`;
    case 'FR':
      return `FRA.FCL.${c.pick(['PA', 'PC', 'AL'])}.${c.digits(8)}`;
    case 'NL':
      return `NL.FCL.${c.pick(['PPL', 'CPL', 'ATPL'])}.${c.digits(6)}`;
    case 'ES':
      return `E.FCL.${c.pick(['PPL', 'CPL', 'ATPL'])}(A).${c.digits(5)}`;
    case 'PL':
      return `PL.FCL.${c.pick(['PPL', 'CPL', 'ATPL'])}(A).${c.digits(5)}`;
  }
}
const NATIONALITY27: Record<Country27, string> = { NG: 'NIGERIAN', KE: 'KENYAN', GH: 'GHANAIAN', ZA: 'SOUTH AFRICAN', GB: 'BRITISH', DE: 'DEUTSCH', FR: 'FRANÇAISE', NL: 'NEDERLANDSE', ES: 'ESPAÑOLA', PL: 'POLSKIE' };
const AUTH27: Record<Country27, string> = { NG: 'NCAA', KE: 'KCAA', GH: 'GCAA', ZA: 'SACAA', GB: 'CAA', DE: 'LBA', FR: 'DGAC', NL: 'ILT', ES: 'AESA', PL: 'ULC' };

interface Pilot27 {
  p: Person27;
  lic: string;
  club: string;
  suffix: string;
}

function licenceRegister27(c: Ctx, t: Pilot27): PersonRecord {
  const k = t.p.country;
  const name = `${fold19(now27(t.p)).toUpperCase()} ${fold19(givens27(t.p)).toUpperCase()}${t.suffix ? ` ${t.suffix.toUpperCase()}` : ''}`;
  const ratings = c.pick(['SEP(land)', 'SEP(land), NIGHT', 'MEP(land), IR(A)', 'SEP(land), FI(A)', 'TMG, SEP(land)', 'B737 300-900, IR']);
  if (EN27.has(k)) {
    return rec([
      ['Authority', AUTH27[k]],
      [pilotK(c.pick(['Licence No.', 'Licence Number', 'License No'])), t.lic],
      [c.pick(['Holder', 'Name of Holder', 'Licence Holder']), c.chance(0.6) ? name : writtenName27(c, t.p)],
      ['Nationality', NATIONALITY27[k]],
      [bornK(c.pick(['Date of Birth', 'DOB'])), c.chance(0.85) && anyDate27(c, t.p.dob, k)],
      ['Ratings', ratings],
      ['Date of initial issue', anyDate27(c, workDay27(c, 1990, 2024), k)],
      ['Home aerodrome / club', c.chance(0.5) && t.club],
    ]);
  }
  const L = {
    DE: ['Lizenznummer', 'Inhaber', 'Staatsangehörigkeit', 'Geburtsdatum', 'Berechtigungen', 'Ersterteilung'],
    FR: ['N° de licence', 'Titulaire', 'Nationalité', 'Date de naissance', 'Qualifications', 'Date de délivrance initiale'],
    NL: ['Brevetnummer', 'Houder', 'Nationaliteit', 'Geboortedatum', 'Bevoegdverklaringen', 'Datum eerste afgifte'],
    ES: ['Nº de licencia', 'Titular', 'Nacionalidad', 'Fecha de nacimiento', 'Habilitaciones', 'Fecha de emisión inicial'],
    PL: ['Nr licencji', 'Posiadacz', 'Obywatelstwo', 'Data urodzenia', 'Uprawnienia', 'Data pierwszego wydania'],
  }[k as 'DE'];
  return rec([
    [pilotK(L[0]!), t.lic],
    [L[1]!, c.chance(0.6) ? name : writtenName27(c, t.p)],
    [L[2]!, NATIONALITY27[k]],
    [bornK(L[3]!), c.chance(0.85) && anyDate27(c, t.p.dob, k)],
    [L[4]!, ratings],
    [L[5]!, anyDate27(c, workDay27(c, 1990, 2024), k)],
  ]);
}

function medicalRecord27(c: Ctx, t: Pilot27): PersonRecord {
  const k = t.p.country;
  const cls = c.pick(['Class 1', 'Class 2', 'LAPL']);
  const lim = c.pick(['', '', 'VDL', 'VML', 'TML', 'SSL', 'OML']);
  const sur = `${now27(t.p)}${t.suffix && c.chance(0.5) ? ` ${t.suffix}` : ''}`;
  const giv = c.chance(0.2) ? initials27(t.p) : givens27(t.p);
  const phone = c.chance(0.5) ? anyPhone27(c, t.p) : undefined;
  const ame = `${c.pick(({ DE: ['Dr. med.', 'Dr.'], FR: ['Dr', 'Docteur'], NL: ['dr.', 'Dr'], ES: ['Dr.', 'Dra.'], PL: ['lek.', 'dr n. med.'] } as Partial<Record<Country27, string[]>>)[k] ?? ['Dr', 'Dr.'])} ${c.pick(NAMES27[k].s)}`;
  if (EN27.has(k)) {
    return rec([
      ['Medical Cert. No.', `${k}-${c.pick(['MED', 'AME'])}-${c.digits(6)}`],
      ['Class', cls],
      ['Surname', sur],
      ['Forename(s)', giv],
      ['Previous surname(s)', t.p.married && t.p.surname],
      [bornK(c.pick(['Date of Birth', 'D.O.B.'])), anyDate27(c, t.p.dob, k, true)],
      ['Place of Birth', t.p.birthPlace],
      [pilotK('Licence No. (if held)'), c.chance(0.55) && again27(c, t.lic)],
      ['AME', ame],
      ['Date of examination', anyDate27(c, workDay27(c), k)],
      ['Limitations', lim],
      [tel('Tel'), phone],
    ]);
  }
  const L = {
    DE: ['Tauglichkeitszeugnis Nr.', 'Klasse', 'Name', 'Vorname(n)', 'Geburtsname', 'Geburtsdatum', 'Geburtsort', 'Lizenz-Nr.', 'Fliegerarzt', 'Untersuchungsdatum', 'Auflagen', 'Telefon'],
    FR: ['N° certificat médical', 'Classe', 'Nom', 'Prénom(s)', 'Nom de naissance', 'Date de naissance', 'Lieu de naissance', 'N° de licence', 'Médecin examinateur', 'Date de l’examen', 'Restrictions', 'Téléphone'],
    NL: ['Medisch certificaat nr.', 'Klasse', 'Achternaam', 'Voornamen', 'Geboortenaam', 'Geboortedatum', 'Geboorteplaats', 'Brevetnr.', 'AME', 'Keuringsdatum', 'Beperkingen', 'Telefoon'],
    ES: ['Nº certificado médico', 'Clase', 'Apellidos', 'Nombre', 'Apellido de nacimiento', 'Fecha de nacimiento', 'Lugar de nacimiento', 'Nº licencia', 'Médico examinador', 'Fecha reconocimiento', 'Limitaciones', 'Teléfono'],
    PL: ['Nr orzeczenia lotniczo-lekarskiego', 'Klasa', 'Nazwisko', 'Imiona', 'Nazwisko rodowe', 'Data urodzenia', 'Miejsce urodzenia', 'Nr licencji', 'Lekarz orzecznik', 'Data badania', 'Ograniczenia', 'Telefon'],
  }[k as 'DE'];
  return rec([
    [L[0]!, `${k}.${c.digits(7)}`],
    [L[1]!, cls],
    [L[2]!, sur],
    [L[3]!, giv],
    [L[4]!, t.p.married && t.p.surname],
    [bornK(L[5]!), anyDate27(c, t.p.dob, k, true)],
    [L[6]!, t.p.birthPlace],
    [pilotK(L[7]!), c.chance(0.55) && again27(c, t.lic)],
    [L[8]!, ame],
    [L[9]!, anyDate27(c, workDay27(c), k)],
    [L[10]!, lim],
    [tel(L[11]!), phone],
  ]);
}

const CLUBS27: Record<Country27, readonly string[]> = {
  NG: ['Lagos Flying Club', 'Kaduna Aero Club', 'Ibadan Flying Club'],
  KE: ['Aero Club of East Africa, Wilson', 'Mombasa Flying Club', 'Nanyuki Flyers'],
  GH: ['Kpong Airfield Flyers', 'Accra Aero Club'],
  ZA: ['Rand Airport Flying Club', 'Wonderboom Aero Club', 'Stellenbosch Flying Club', 'Virginia Flyers'],
  GB: ['Popham Flying Group', 'Sherburn Aero Club', 'Cumbernauld Flying Club', 'Gloucester Aero Club'],
  DE: ['LSV Egelsbach', 'Aero-Club Bonn-Hangelar', 'FSV Kassel-Calden'],
  FR: ['Aéroclub de Toussus', 'Aéroclub du Béarn', 'Aéroclub de Lorraine'],
  NL: ['Vliegclub Teuge', 'Aeroclub Lelystad', 'Vliegclub Hoogeveen'],
  ES: ['Aeroclub de Madrid (Cuatro Vientos)', 'Aeroclub de Sabadell', 'Real Aeroclub de Málaga'],
  PL: ['Aeroklub Warszawski', 'Aeroklub Krakowski', 'Aeroklub Poznański'],
};

const samePilot: Kind27 = {
  kind: 'same_pilot_licence_register_vs_aeromedical_certificate',
  label: 'same',
  pairs: PAIRS27,
  make(c, j) {
    return kept27('same', () => {
      const k = country27(c, j);
      let p = newPerson27(c, k, 1950, 2004);
      if (c.chance(0.25)) p = wed27(c, p);
      const t: Pilot27 = { p, lic: pilotNo27(c, k), club: c.pick(CLUBS27[k]), suffix: '' };
      return c.chance(0.5) ? { a: licenceRegister27(c, t), b: medicalRecord27(c, t) } : { a: medicalRecord27(c, t), b: licenceRegister27(c, t) };
    });
  },
};

const diffPilot: Kind27 = {
  kind: 'diff_pilots_father_and_grown_son_one_aero_club',
  label: 'different',
  pairs: PAIRS27,
  make(c, j) {
    return kept27('different', () => {
      const k = country27(c, j);
      const dad = newPerson27(c, k, 1946, 1972, 'M');
      const son0 = newPerson27(c, k, dad.dob.y + 20, Math.min(2005, dad.dob.y + 36), 'M');
      // Named after his father at times (EN: Jr. / II; elsewhere the same given names), one surname (Spain: the father's first).
      const named = c.chance(0.45);
      const son: Person27 = { ...son0, given: named ? dad.given : son0.given, short: named ? dad.short : son0.short, middle: named ? dad.middle : son0.middle, surname: dad.surname, surname2: k === 'ES' ? son0.surname2 : '', town: c.chance(0.5) ? dad.town : son0.town, birthPlace: c.chance(0.5) ? dad.birthPlace : son0.birthPlace };
      const club = c.pick(CLUBS27[k]);
      const t1: Pilot27 = { p: dad, lic: pilotNo27(c, k), club, suffix: named && EN27.has(k) && c.chance(0.4) ? 'Snr' : '' };
      const t2: Pilot27 = { p: son, lic: pilotNo27(c, k), club, suffix: named && EN27.has(k) ? c.pick(['Jr', 'Jnr', 'II', '']) : '' };
      return c.chance(0.5) ? { a: licenceRegister27(c, t1), b: medicalRecord27(c, t2) } : { a: licenceRegister27(c, t2), b: medicalRecord27(c, t1) };
    });
  },
};

// ---------------------------------------------------------------- kind 3 / 8: chess

const FED27: Record<Country27, string> = { NG: 'NGR', KE: 'KEN', GH: 'GHA', ZA: 'RSA', GB: 'ENG', DE: 'GER', FR: 'FRA', NL: 'NED', ES: 'ESP', PL: 'POL' };
/** A national federation's player number, in its real pattern (digits drawn). */
function chessNo27(c: Ctx, k: Country27): string {
  switch (k) {
    case 'GB':
      return `${c.digits(6)}${c.letters(1, 'ABCDEFGHJKL')}`;
    case 'DE':
      return `${c.letters(1, 'ABCDEFGHKLMN')}${c.digits(4)}-${c.digits(3)}`;
    case 'FR':
      return `${c.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${c.digits(5)}`;
    case 'NL':
      return c.digits(7);
    case 'ES':
      return c.digits(8);
    case 'PL':
      return c.digits(5);
    case 'ZA':
      return `CSA${c.digits(6)}`;
    default:
      return `${FED27[k]}${c.digits(5)}`;
  }
}
const CHESS_CLUBS27: Record<Country27, readonly string[]> = {
  NG: ['Lagos Chess Club', 'Knights of Enugu', 'Abuja Chess Academy'],
  KE: ['Nairobi Chess Club', 'Mavens Chess Club', 'Kisumu Kings'],
  GH: ['Accra Chess Club', 'Kumasi Knights', 'Tema Chess Circle'],
  ZA: ['Pretoria Chess Club', 'Rook & Rider (Durban)', 'Cape Town Chess Club'],
  GB: ['Hastings & St Leonards CC', 'Wood Green', 'Cavendish CC', 'Edinburgh CC'],
  DE: ['SK Turm Emsdetten', 'SV Werder Bremen', 'SC Kreuzberg', 'SF Deizisau'],
  FR: ['Échiquier Niçois', 'Tour Blanche de Lyon', 'Club d’Échecs de Metz'],
  NL: ['SV Paul Keres', 'ESGOO', 'Schaakclub Groningen'],
  ES: ['CA Magic Extremadura', 'Club Ajedrez Gros', 'CA Villalba'],
  PL: ['KSz Hetman Katowice', 'AZS UMCS Lublin', 'KS Polonia Wrocław'],
};
const TWINS27: Record<Country27, readonly (readonly [string, string, Sex27, Sex27])[]> = {
  NG: [['Taiye', 'Kehinde', 'M', 'M'], ['Chidi', 'Chidera', 'M', 'F'], ['Hassan', 'Hussaini', 'M', 'M'], ['Taiwo', 'Kehinde', 'F', 'F']],
  KE: [['Opiyo', 'Odongo', 'M', 'M'], ['Apiyo', 'Adongo', 'F', 'F'], ['Wafula', 'Wanjala', 'M', 'M'], ['Mukami', 'Makena', 'F', 'F']],
  GH: [['Atta Panyin', 'Atta Kakra', 'M', 'M'], ['Ataa Panyin', 'Ataa Kakra', 'F', 'F'], ['Atsu', 'Etse', 'M', 'M'], ['Akuvi', 'Akuyo', 'F', 'F']],
  ZA: [['Wandile', 'Wandiswa', 'M', 'F'], ['Ruan', 'Ruben', 'M', 'M'], ['Lethabo', 'Lesedi', 'F', 'F'], ['Bonga', 'Bongi', 'M', 'F']],
  GB: [['Oliver', 'Edward', 'M', 'M'], ['Isla', 'Iona', 'F', 'F'], ['James', 'Jessica', 'M', 'F'], ['Freddie', 'Alfie', 'M', 'M']],
  DE: [['Jan', 'Jonas', 'M', 'M'], ['Anna', 'Hanna', 'F', 'F'], ['Tim', 'Tom', 'M', 'M'], ['Lea', 'Lena', 'F', 'F']],
  FR: [['Louis', 'Lucas', 'M', 'M'], ['Manon', 'Margaux', 'F', 'F'], ['Hugo', 'Hélène', 'M', 'F'], ['Théo', 'Tom', 'M', 'M']],
  NL: [['Daan', 'Dirk', 'M', 'M'], ['Fleur', 'Floor', 'F', 'F'], ['Sem', 'Sam', 'M', 'M'], ['Lieke', 'Lotte', 'F', 'F']],
  ES: [['Pablo', 'Pedro', 'M', 'M'], ['Lucía', 'Laura', 'F', 'F'], ['Javier', 'Jorge', 'M', 'M'], ['Marina', 'Martina', 'F', 'F']],
  PL: [['Jakub', 'Jan', 'M', 'M'], ['Zuzanna', 'Zofia', 'F', 'F'], ['Szymon', 'Stanisław', 'M', 'M'], ['Maja', 'Marta', 'F', 'F']],
};

interface Player27 {
  p: Person27;
  fide: string;
  fed: string;
  club: string;
  rating: number;
}

function ratingRow27(c: Ctx, t: Player27): PersonRecord {
  const k = t.p.country;
  // FIDE style: "Surname, Given", no diacritics at times, the birth year only.
  const name = c.chance(0.5) ? `${sur27(t.p)}, ${givens27(t.p)}` : `${fold19(sur27(t.p))}, ${fold19(t.p.given)}`;
  const nat = c.chance(0.35);
  return rec([
    [fideK('ID'), nat ? '' : t.fide],
    [nat ? chessK(c.pick(['Nat ID', 'Member ID', 'Ref'])) : 'Nat ID', nat ? t.fed : ''],
    ['Name', name],
    ['Fed', FED27[k]],
    ['Sex', t.p.sex],
    ['Tit', c.pick(['', '', '', 'CM', 'FM', 'WFM', 'AFM'])],
    ['Rtg', String(t.rating)],
    ['Gms', String(c.int(0, 18))],
    [yearK('B-day'), String(t.p.dob.y)],
    ['Flag', c.pick(['', '', 'i', 'w', 'wi'])],
    ['Club', c.chance(0.5) && t.club],
  ]);
}

function entryForm27(c: Ctx, t: Player27): PersonRecord {
  const k = t.p.country;
  const name = writtenName27(c, t.p, sur27(t.p));
  const phone = c.chance(0.6) ? anyPhone27(c, t.p) : undefined;
  const dob = c.chance(0.75) ? anyDate27(c, t.p.dob, k, true) : undefined;
  const fide = c.chance(0.6) ? t.fide : undefined;
  const fed = c.chance(0.6) ? t.fed : undefined;
  const sec = c.pick(['Open', 'Major', 'U1800', 'Senior 50+', 'Rapid']);
  if (EN27.has(k)) {
    return rec([
      ['Entrant', name],
      [bornK(c.pick(['Date of birth', 'DOB (for age prizes)', 'D.O.B'])), dob],
      [fideK(c.pick(['FIDE ID', 'FIDE No.', 'FIDE ID (if any)'])), fide],
      [chessK(k === 'GB' ? 'ECF code / membership' : `${{ NG: 'NCF', KE: 'CK', GH: 'GCA', ZA: 'CSA' }[k as 'NG']} member no.`), fed],
      ['Club', t.club],
      ['Section', sec],
      [tel(c.pick(['Mobile', 'Contact no.', 'Phone'])), phone],
      ['Entry fee', c.pick(['paid', 'PAID (bank)', 'to pay on the day', 'Junior, free'])],
    ]);
  }
  const L = {
    DE: ['Spieler/in', 'Geb.-Datum', 'FIDE-ID', 'ZPS / Mitgl.-Nr.', 'Verein', 'Gruppe', 'Handy', 'Startgeld'],
    FR: ['Joueur', 'Né(e) le', 'Id FIDE', 'N° licence FFE', 'Club', 'Tournoi', 'Portable', 'Droits d’inscription'],
    NL: ['Speler', 'Geboortedatum', 'FIDE-ID', 'KNSB-relatienr.', 'Vereniging', 'Groep', 'Mobiel', 'Inschrijfgeld'],
    ES: ['Jugador/a', 'Fecha nac.', 'ID FIDE', 'ID FEDA', 'Club', 'Torneo', 'Móvil', 'Inscripción'],
    PL: ['Zawodnik', 'Data ur.', 'FIDE ID', 'Nr CR PZSzach', 'Klub', 'Turniej', 'Telefon', 'Wpisowe'],
  }[k as 'DE'];
  return rec([
    [L[0]!, name],
    [bornK(L[1]!), dob],
    [fideK(L[2]!), fide],
    [chessK(L[3]!), fed],
    [L[4]!, t.club],
    [L[5]!, sec],
    [tel(L[6]!), phone],
    [L[7]!, c.pick({ DE: ['bezahlt', 'bar vor Ort'], FR: ['payé', 'à régler sur place'], NL: ['betaald', 'contant'], ES: ['pagado', 'pendiente'], PL: ['opłacone', 'na miejscu'] }[k as 'DE'])],
  ]);
}
const fideNo27 = (c: Ctx) => String(c.int(1, 9)) + c.digits(c.int(6, 8)).slice(1);
function newPlayer27(c: Ctx, p: Person27, club?: string): Player27 {
  return { p, fide: fideNo27(c), fed: chessNo27(c, p.country), club: club ?? c.pick(CHESS_CLUBS27[p.country]), rating: c.int(1150, 2350) };
}

const sameChess: Kind27 = {
  kind: 'same_chess_rating_list_vs_tournament_entry_form',
  label: 'same',
  pairs: PAIRS27,
  make(c, j) {
    return kept27('same', () => {
      const k = country27(c, j);
      const t = newPlayer27(c, newPerson27(c, k, 1945, 2006));
      return { a: ratingRow27(c, t), b: entryForm27(c, t) };
    });
  },
};

const diffChess: Kind27 = {
  kind: 'diff_chess_twins_one_club',
  label: 'different',
  pairs: PAIRS27,
  make(c, j) {
    return kept27('different', () => {
      const k = country27(c, j);
      const [g1, g2, s1, s2] = c.pick(TWINS27[k]);
      const one0 = newPerson27(c, k, 1960, 2006, s1);
      const one = { ...one0, given: g1, short: '', middle: '', surname: gendered27(one0.surname, s1, k) };
      const two0 = newPerson27(c, k, 1960, 2006, s2);
      const other = { ...one, sex: s2, given: g2, surname: gendered27(one0.surname, s2, k), phone: two0.phone };
      const club = c.pick(CHESS_CLUBS27[k]);
      const t1 = newPlayer27(c, one, club);
      const t2 = newPlayer27(c, other, club);
      return c.chance(0.5) ? { a: ratingRow27(c, t1), b: entryForm27(c, t2) } : { a: ratingRow27(c, t2), b: entryForm27(c, t1) };
    });
  },
};

// ---------------------------------------------------------------- kind 4 / 9: maintenance order and payroll

const EMPLOYERS27: Record<Country27, readonly string[]> = {
  NG: ['Dangote Cement Plc', 'Lagos State Waste Management Authority', 'Zenith Bank Plc', 'Nigerian Breweries Plc'],
  KE: ['Kenya Power & Lighting Co.', 'Bidco Africa Ltd', 'County Government of Nakuru', 'Equity Bank (K) Ltd'],
  GH: ['Ghana Cocoa Board', 'Electricity Company of Ghana', 'Kasapreko Co. Ltd', 'Ghana Water Ltd'],
  ZA: ['Transnet Freight Rail', 'Shoprite Checkers (Pty) Ltd', 'City of Tshwane', 'Sasol Mining'],
  GB: ['Tesco Stores Ltd', 'Royal Mail Group', 'Leeds City Council', 'Arriva Buses'],
  DE: ['Deutsche Bahn AG', 'Stadtwerke Kassel', 'REWE Markt GmbH', 'Bosch Rexroth AG'],
  FR: ['SNCF Voyageurs', 'La Poste', 'Carrefour Hypermarchés', 'Mairie de Nancy'],
  NL: ['NS Reizigers', 'PostNL', 'Albert Heijn B.V.', 'Gemeente Zwolle'],
  ES: ['Mercadona S.A.', 'Renfe Viajeros', 'Ayuntamiento de Valladolid', 'Correos'],
  PL: ['Poczta Polska S.A.', 'PKP Intercity', 'Biedronka (Jeronimo Martins)', 'Urząd Miasta Opola'],
};
const COURTS27: Record<Country27, readonly string[]> = {
  NG: ['Family Court, Ikeja', 'Magistrate Court, Enugu', 'Family Court of the FCT'],
  KE: ['Children’s Court, Milimani', 'Chief Magistrate’s Court, Kisumu', 'Children’s Court, Nakuru'],
  GH: ['Family Tribunal, Kumasi', 'District Court (Family), Accra', 'Family Tribunal, Takoradi'],
  ZA: ['Maintenance Court, Pretoria', 'Maintenance Court, Durban', 'Maintenance Court, Mitchells Plain'],
  GB: ['Child Maintenance Service', 'Family Court at Derby', 'Child Maintenance Service'],
  DE: ['Amtsgericht Bielefeld – Familiengericht', 'Amtsgericht Rostock', 'Amtsgericht Würzburg'],
  FR: ['Tribunal judiciaire de Nancy – JAF', 'Tribunal judiciaire de Dijon – JAF', 'Aripa (CAF)'],
  NL: ['Rechtbank Overijssel', 'LBIO', 'Rechtbank Noord-Nederland'],
  ES: ['Juzgado de Primera Instancia nº 4 (Familia) de Valladolid', 'Juzgado de Familia nº 2 de Murcia'],
  PL: ['Sąd Rejonowy w Rzeszowie, III Wydział Rodzinny', 'Komornik Sądowy przy SR w Opolu'],
};

interface Debtor27 {
  p: Person27;
  nat: string;
  pension: string;
  staff: string;
  employer: string;
  caseNo: string;
  address: string;
  sum: number;
}

function caseNo27(c: Ctx, k: Country27): string {
  switch (k) {
    case 'NG':
      return `FC/${c.int(100, 999)}/${c.int(2019, 2025)}`;
    case 'KE':
      return `CHILDREN CASE E${c.digits(3)} OF ${c.int(2019, 2025)}`;
    case 'GH':
      return `FT/${c.digits(3)}/${String(c.int(19, 25))}`;
    case 'ZA':
      return `M${c.digits(4)}/${c.int(2019, 2025)}`;
    case 'GB':
      return c.chance(0.6) ? `${c.digits(12)}` : `${c.letters(2)}${c.digits(2)}F${c.digits(5)}`;
    case 'DE':
      return `${c.int(1, 9)} F ${c.int(10, 999)}/${String(c.int(19, 25))}`;
    case 'FR':
      return `RG ${String(c.int(19, 25))}/${c.digits(5)}`;
    case 'NL':
      return `C/${c.digits(2)}/${c.digits(6)} / FA RK ${String(c.int(19, 25))}-${c.digits(4)}`;
    case 'ES':
      return `Proc. ${c.int(100, 999)}/${c.int(2019, 2025)}`;
    case 'PL':
      return `${c.pick(['III RC', 'KM'])} ${c.int(100, 999)}/${String(c.int(19, 25))}`;
  }
}

function attachmentOrder27(c: Ctx, d: Debtor27): PersonRecord {
  const k = d.p.country;
  const dob = c.chance(0.7) ? anyDate27(c, d.p.dob, k, true) : undefined;
  const nat = c.chance(0.55) ? again27(c, d.nat) : undefined;
  if (EN27.has(k)) {
    return rec([
      [k === 'GB' ? 'CMS case / court ref.' : 'Case No.', d.caseNo],
      ['Court / Agency', c.pick(COURTS27[k])],
      [c.pick(['Respondent (paying parent)', 'Judgment debtor', 'Paying parent', 'Respondent']), writtenName27(c, d.p)],
      [bornK('Respondent DOB'), dob],
      [natK(`Respondent ${c.pick(NAT_LABEL27[k])}`), nat],
      ['Address', c.chance(0.7) && d.address],
      ['Employer', d.employer],
      [staffK('Works / payroll no.'), c.chance(0.3) && d.staff],
      [c.pick(['Amount', 'Normal deduction rate', 'Order amount (monthly)']), `${{ NG: '₦', KE: 'KES ', GH: 'GH₵', ZA: 'R', GB: '£' }[k as 'NG']}${d.sum}${k === 'GB' ? c.pick([' p/w', ' per month']) : ' per month'}`],
      ['Order date', anyDate27(c, workDay27(c), k)],
    ]);
  }
  const L = {
    DE: ['Aktenzeichen', 'Gericht', 'Schuldner', 'Geburtsdatum', '', 'Anschrift', 'Drittschuldner (Arbeitgeber)', 'Unterhalt mtl.', 'Beschluss vom'],
    FR: ['N° RG / dossier', 'Juridiction / organisme', 'Débiteur', 'Né le', 'N° de sécurité sociale', 'Adresse', 'Employeur (tiers saisi)', 'Pension alimentaire mensuelle', 'Date de la décision'],
    NL: ['Zaaknummer', 'Instantie', 'Onderhoudsplichtige', 'Geboortedatum', 'BSN', 'Adres', 'Werkgever (derde-beslagene)', 'Alimentatie per maand', 'Datum beschikking'],
    ES: ['Nº de procedimiento', 'Juzgado', 'Obligado al pago', 'Fecha de nacimiento', 'DNI', 'Domicilio', 'Empresa pagadora', 'Pensión de alimentos mensual', 'Fecha de la resolución'],
    PL: ['Sygn. akt', 'Sąd / komornik', 'Dłużnik alimentacyjny', 'Data urodzenia', 'PESEL', 'Adres', 'Pracodawca', 'Alimenty miesięcznie', 'Data postanowienia'],
  }[k as 'DE'];
  // Court papers write the debtor in full, surname first in capitals at times.
  const name = c.chance(0.5) ? `${now27(d.p).toUpperCase()} ${givens27(d.p)}` : `${givens27(d.p)} ${now27(d.p)}`;
  return rec([
    [L[0]!, d.caseNo],
    [L[1]!, c.pick(COURTS27[k])],
    [L[2]!, k === 'DE' && c.chance(0.4) ? `Herrn ${name}` : name],
    [bornK(L[3]!), dob],
    [k === 'DE' ? '' : natK(L[4]!), k !== 'DE' && nat],
    [L[5]!, c.chance(0.7) && d.address],
    [L[6]!, d.employer],
    [L[7]!, `${d.sum} ${k === 'PL' ? 'zł' : '€'}`],
    [L[8]!, anyDate27(c, workDay27(c), k)],
  ]);
}

function payrollSchedule27(c: Ctx, d: Debtor27): PersonRecord {
  const k = d.p.country;
  const dob = c.chance(0.6) ? anyDate27(c, d.p.dob, k, true) : undefined;
  const name = c.chance(0.5) ? legacy27(d.p, now27(d.p), 24) : c.chance(0.5) ? `${now27(d.p).toUpperCase()}, ${initials27(d.p)}` : writtenName27(c, d.p);
  const phone = c.chance(0.25) ? anyPhone27(c, d.p) : undefined;
  const quoted = c.chance(0.6) ? d.caseNo : undefined;
  const ded = String(Math.round(d.sum * (c.chance(0.7) ? 1 : 0.5)));
  if (EN27.has(k)) {
    return rec([
      [staffK(c.pick(['Emp No', 'Staff ID', 'Payroll No.', 'Personnel No.'])), d.staff],
      [c.pick(['Employee Name', 'Name', 'EMPLOYEE']), name],
      [natK(c.pick(NAT_LABEL27[k])), c.chance(0.7) && again27(c, d.nat)],
      [taxK(k === 'KE' ? 'KRA PIN' : k === 'GB' ? '' : 'TIN'), k === 'KE' ? c.chance(0.3) && `A${c.digits(9)}${c.letters(1)}` : ''],
      [bornK(c.pick(['DOB', 'Birth Date'])), dob],
      ['Deduction code', c.pick(['DEO', 'AEO', 'CMS-DEO', 'MAINT', 'GARN-01', 'EAO'])],
      ['Order ref', quoted],
      ['Deduction (this period)', ded],
      ['Department', c.pick(['Operations', 'Depot 3', 'Finance', 'Stores', 'Customer Services', 'Engineering'])],
      [tel('Mobile'), phone],
    ]);
  }
  const L = {
    DE: ['Pers.-Nr.', 'Mitarbeiter', 'SV-Nummer', 'Geb.-Datum', 'Lohnart', 'Pfändung Az.', 'Abzug Monat', 'Kostenstelle', 'Geburtsname'],
    FR: ['Matricule', 'Salarié', 'N° SS', 'Date de naissance', 'Rubrique', 'Réf. saisie / paiement direct', 'Retenue du mois', 'Service', 'Nom de naissance'],
    NL: ['Personeelsnummer', 'Werknemer', 'BSN', 'Geboortedatum', 'Looncomponent', 'Beslag kenmerk', 'Inhouding periode', 'Afdeling', 'Geboortenaam'],
    ES: ['Nº empleado', 'Trabajador', 'DNI/NIE', 'F. nacimiento', 'Concepto', 'Ref. embargo', 'Retención mes', 'Centro', ''],
    PL: ['Nr ewid.', 'Pracownik', 'PESEL', 'Data ur.', 'Składnik', 'Sygnatura zajęcia', 'Potrącenie w m-cu', 'Dział', 'Nazwisko rodowe'],
  }[k as 'DE'];
  return rec([
    [staffK(L[0]!), d.staff],
    [L[1]!, name],
    [k === 'DE' ? penK(L[2]!) : natK(L[2]!), k === 'DE' ? c.chance(0.9) && (c.chance(0.5) ? d.pension.replace(/^(..)(......)(.)(...)$/, '$1 $2 $3 $4') : d.pension) : c.chance(0.7) && again27(c, d.nat)],
    [bornK(L[3]!), dob],
    [L[4]!, c.pick({ DE: ['Pfändung Unterhalt', '7100 Lohnpfändung'], FR: ['Saisie sur salaire', 'Paiement direct pension alim.'], NL: ['Loonbeslag', 'Beslag alimentatie'], ES: ['Embargo de nómina', 'Retención judicial alimentos'], PL: ['Zajęcie alimentacyjne', 'Potrącenie komornicze'] }[k as 'DE'])],
    [L[5]!, quoted],
    [L[6]!, `${ded} ${k === 'PL' ? 'PLN' : 'EUR'}`],
    [L[7]!, c.pick({ DE: ['100', '210', 'Logistik', 'Werkstatt'], FR: ['Magasin', 'Atelier', '0340'], NL: ['Expeditie', 'Magazijn', '210'], ES: ['Almacén', 'Tienda 12', 'Oficina'], PL: ['Magazyn', 'Produkcja', '340'] }[k as 'DE'])],
    [L[8]!, d.p.married && d.p.surname],
  ]);
}

function newDebtor27(c: Ctx, p: Person27, employer?: string, caseNo?: string): Debtor27 {
  const k = p.country;
  const staff = `${c.pick(['', '', '0', 'E', 'P'])}${c.digits(c.int(4, 7))}`;
  return { p, nat: natNo27(c, p), pension: rvnr27(c, p), staff, employer: employer ?? c.pick(EMPLOYERS27[k]), caseNo: caseNo ?? caseNo27(c, k), address: address27(c, k, p.town), sum: c.int(4, 60) * (k === 'NG' ? 2500 : k === 'KE' ? 500 : k === 'ZA' ? 100 : k === 'GH' ? 50 : 10) };
}

const sameMaintenance: Kind27 = {
  kind: 'same_maintenance_order_vs_payroll_deduction_schedule',
  label: 'same',
  pairs: PAIRS27,
  make(c, j) {
    return kept27('same', () => {
      const k = country27(c, j);
      // Most paying parents are fathers; mothers pay too.
      let p = newPerson27(c, k, 1960, 2001, c.chance(0.8) ? 'M' : 'F');
      if (c.chance(0.4)) p = wed27(c, p);
      const d = newDebtor27(c, p);
      return { a: attachmentOrder27(c, d), b: payrollSchedule27(c, d) };
    });
  },
};

const diffMaintenance: Kind27 = {
  kind: 'diff_earnings_attachment_brothers_one_employer',
  label: 'different',
  pairs: PAIRS27,
  make(c, j) {
    return kept27('different', () => {
      const k = country27(c, j);
      const one = newPerson27(c, k, 1962, 1998, 'M');
      const gap = c.int(1, 12) * (c.chance(0.5) ? -1 : 1);
      const b0 = newPerson27(c, k, one.dob.y + gap, one.dob.y + gap, 'M');
      // A brother: the family surname (Spain: both), another given name, an initial in common at times, one home at times.
      let bro: Person27 = { ...b0, surname: one.surname, surname2: one.surname2, birthPlace: c.chance(0.7) ? one.birthPlace : b0.birthPlace, town: c.chance(0.6) ? one.town : b0.town };
      if (c.chance(0.4)) {
        const same = NAMES27[k].m.filter(([g]) => g[0] === one.given[0] && g !== one.given);
        if (same.length > 0) [bro.given, bro.short] = c.pick(same);
      }
      for (let i = 0; i < 5 && bro.given === one.given; i++) bro = { ...bro, given: c.pick(NAMES27[k].m)[0] };
      const d1 = newDebtor27(c, one);
      const d2 = newDebtor27(c, bro, d1.employer, d1.caseNo);
      if (bro.town === one.town && c.chance(0.7)) d2.address = d1.address;
      // The order names one brother; the payroll line read against it is the other's (or the other way round).
      return c.chance(0.5) ? { a: attachmentOrder27(c, d1), b: payrollSchedule27(c, d2) } : { a: attachmentOrder27(c, d2), b: payrollSchedule27(c, d1) };
    });
  },
};

// ---------------------------------------------------------------- kind 5 / 10: unclaimed assets

const HOLDERS27: Record<Country27, readonly string[]> = {
  NG: ['First Bank of Nigeria', 'Union Bank', 'Leadway Assurance', 'Stanbic IBTC Pensions'],
  KE: ['Kenya Commercial Bank', 'Co-operative Bank', 'Jubilee Insurance', 'Safaricom (M-PESA)'],
  GH: ['GCB Bank', 'Ecobank Ghana', 'SIC Life', 'Ghana Post Savings'],
  ZA: ['Old Mutual', 'Absa Bank', 'Government Employees Pension Fund', 'Capitec'],
  GB: ['Halifax', 'NS&I Premium Bonds', 'Aviva Life', 'Nationwide BS'],
  DE: ['Sparkasse Kassel', 'Postbank', 'Allianz Leben', 'Volksbank Jena'],
  FR: ['Caisse d’Épargne', 'La Banque Postale', 'CNP Assurances', 'Crédit Agricole'],
  NL: ['ING', 'Rabobank', 'Nationale-Nederlanden', 'ABN AMRO'],
  ES: ['CaixaBank', 'Banco Santander', 'Mapfre Vida', 'Unicaja'],
  PL: ['PKO BP', 'Bank Pekao', 'PZU Życie', 'mBank'],
};
/** An IBAN: the country, the check digits 98 − (BBAN, country letters as numbers, 00) mod 97, the BBAN. */
export function iban27(k: string, bban: string): string {
  const num = [...`${bban}${k}00`].map((ch) => (/\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55))).join('');
  return `${k}${two27(98 - Number(BigInt(num) % 97n))}${bban}`;
}
/** An account or policy number as the holder reports it. */
function accountNo27(c: Ctx, k: Country27): string {
  if (k === 'DE' || k === 'FR' || k === 'NL' || k === 'ES' || k === 'PL') {
    const bban = { DE: () => c.digits(18), FR: () => `${c.digits(10)}${c.digits(11)}${c.digits(2)}`, NL: () => `${c.pick(['INGB', 'RABO', 'ABNA', 'SNSB'])}0${c.digits(9)}`, ES: () => c.digits(20), PL: () => c.digits(24) }[k]();
    const ib = iban27(k, bban);
    return c.chance(0.6) ? ib.replace(/(.{4})(?=.)/g, '$1 ') : ib;
  }
  if (k === 'GB') return `${c.digits(2)}-${c.digits(2)}-${c.digits(2)} ${c.digits(8)}`;
  return c.digits(k === 'NG' ? 10 : c.int(10, 13));
}

interface Asset27 {
  /** The owner as the account was opened (birth name at times). */
  p: Person27;
  nat: string;
  holder: string;
  account: string;
  oldTown: string;
  oldAddress: string;
  last: Ymd;
  amount: number;
}

function unclaimedRegister27(c: Ctx, s: Asset27): PersonRecord {
  const k = s.p.country;
  // The account was opened before the marriage: the register holds the birth name (legacy capitals, cut at times).
  const f = c.int(0, 2);
  const name = f === 0 ? legacy27(s.p, sur27(s.p), c.pick([20, 24, 40])) : f === 1 ? `${fold19(sur27(s.p)).toUpperCase()} ${initials27(s.p).replace(/\./g, '')}` : writtenName27(c, s.p, sur27(s.p));
  const dob = c.chance(0.5) ? anyDate27(c, s.p.dob, k, true) : undefined;
  const nat = c.chance(0.45) && k !== 'DE' ? again27(c, s.nat) : undefined;
  if (EN27.has(k)) {
    return rec([
      ['Holder', s.holder],
      [c.pick(['Owner Name', 'Account Name', 'Name of Owner', 'BENEFICIARY']), name],
      ['Last known address', s.oldAddress],
      ['Asset type', c.pick(['Dormant savings', 'Unclaimed dividend', 'Matured policy', 'Unclaimed benefit', 'Current account'])],
      [c.pick(['Account / Policy No.', 'Acct No', 'Reference']), s.account],
      [bornK(c.pick(['Owner DOB', 'Date of Birth'])), dob],
      [natK(`Owner ${c.pick(NAT_LABEL27[k])}`), nat],
      ['Last transaction', anyDate27(c, s.last, k)],
      ['Amount', `${{ NG: 'NGN ', KE: 'KES ', GH: 'GHS ', ZA: 'R ', GB: '£' }[k as 'NG']}${s.amount.toLocaleString('en-GB')}`],
    ]);
  }
  const L = {
    DE: ['Institut', 'Kontoinhaber', 'Letzte bekannte Anschrift', 'Art', 'IBAN / Vertragsnr.', 'Geburtsdatum', '', 'Letzte Bewegung', 'Guthaben'],
    FR: ['Établissement', 'Titulaire', 'Dernière adresse connue', 'Nature', 'N° de compte / contrat', 'Date de naissance', 'NIR', 'Dernier mouvement', 'Montant'],
    NL: ['Instelling', 'Rekeninghouder', 'Laatst bekende adres', 'Soort', 'Rekening / polisnr.', 'Geboortedatum', 'BSN', 'Laatste mutatie', 'Saldo'],
    ES: ['Entidad', 'Titular', 'Último domicilio conocido', 'Tipo', 'Cuenta / póliza', 'Fecha de nacimiento', 'DNI', 'Último movimiento', 'Saldo'],
    PL: ['Instytucja', 'Posiadacz rachunku', 'Ostatni znany adres', 'Rodzaj', 'Nr rachunku / polisy', 'Data urodzenia', 'PESEL', 'Ostatnia operacja', 'Saldo'],
  }[k as 'DE'];
  return rec([
    [L[0]!, s.holder],
    [L[1]!, name],
    [L[2]!, s.oldAddress],
    [L[3]!, c.pick({ DE: ['Sparbuch', 'Girokonto', 'Lebensversicherung'], FR: ['compte inactif (Ciclade)', 'livret A', 'assurance-vie'], NL: ['slapende rekening', 'spaarrekening', 'polis'], ES: ['cuenta abandonada', 'libreta de ahorro', 'seguro de vida'], PL: ['rachunek uśpiony', 'książeczka oszczędnościowa', 'polisa'] }[k as 'DE'])],
    [L[4]!, s.account],
    [bornK(L[5]!), dob],
    [k === 'DE' ? '' : natK(L[6]!), nat],
    [L[7]!, anyDate27(c, s.last, k)],
    [L[8]!, `${s.amount.toLocaleString('de-DE')} ${k === 'PL' ? 'zł' : '€'}`],
  ]);
}

function claimForm27(c: Ctx, s: Asset27, claimant: Person27, claimantNat: string, address: string, former = s.oldAddress): PersonRecord {
  const k = claimant.country;
  const name = writtenName27(c, claimant);
  const phone = c.chance(0.8) ? anyPhone27(c, claimant) : undefined;
  const dob = c.chance(0.85) ? anyDate27(c, claimant.dob, k) : undefined;
  const nat = c.chance(0.7) && k !== 'DE' ? again27(c, claimantNat) : undefined;
  const born = claimant.married ? claimant.surname : '';
  if (EN27.has(k)) {
    return rec([
      ['Claimant full name', name],
      [c.pick(['Maiden / previous surname', 'Name on account (if different)', 'Former name']), born && (c.chance(0.5) ? born : `${givens27(claimant)} ${born}`)],
      [bornK('Date of birth'), dob],
      [natK(c.pick(NAT_LABEL27[k])), nat],
      [tel(c.pick(['Mobile number', 'Phone', 'Contact tel.'])), phone],
      ['Current address', address],
      ['Address when account was held', c.chance(0.6) && former],
      ['Institution', s.holder],
      ['Account / policy no. (as listed)', c.chance(0.8) && s.account],
      ['Capacity', c.pick(['Owner', 'Account holder', 'Self'])],
    ]);
  }
  const L = {
    DE: ['Antragsteller/in', 'Geburtsname', 'Geburtsdatum', '', 'Telefon', 'Jetzige Anschrift', 'Frühere Anschrift', 'Institut', 'Konto / Vertrag', 'Eigenschaft', 'Kontoinhaber selbst'],
    FR: ['Demandeur', 'Nom de naissance', 'Date de naissance', 'N° de sécurité sociale', 'Téléphone', 'Adresse actuelle', 'Adresse à l’époque', 'Établissement', 'Compte / contrat', 'Qualité', 'Titulaire'],
    NL: ['Aanvrager', 'Geboortenaam', 'Geboortedatum', 'BSN', 'Telefoon', 'Huidig adres', 'Adres destijds', 'Instelling', 'Rekening / polis', 'Hoedanigheid', 'Rekeninghouder'],
    ES: ['Solicitante', 'Apellido anterior', 'Fecha de nacimiento', 'DNI/NIF', 'Teléfono', 'Domicilio actual', 'Domicilio anterior', 'Entidad', 'Cuenta / póliza', 'Condición', 'Titular'],
    PL: ['Wnioskodawca', 'Nazwisko rodowe', 'Data urodzenia', 'PESEL', 'Telefon', 'Adres obecny', 'Adres poprzedni', 'Instytucja', 'Nr rachunku / polisy', 'Status', 'Posiadacz'],
  }[k as 'DE'];
  const named = k === 'FR' && born && c.chance(0.5) ? `${givens27(claimant)} ${claimant.married} née ${born}` : name;
  return rec([
    [L[0]!, named],
    [L[1]!, born],
    [bornK(L[2]!), dob],
    [k === 'DE' ? '' : natK(L[3]!), nat],
    [tel(L[4]!), phone],
    [L[5]!, address],
    [L[6]!, c.chance(0.6) && former],
    [L[7]!, s.holder],
    [L[8]!, c.chance(0.8) && s.account],
    [L[9]!, L[10]],
  ]);
}

function newAsset27(c: Ctx, p: Person27): Asset27 {
  const k = p.country;
  const oldTown = c.pick(TOWNS27[k]);
  return { p, nat: natNo27(c, p), holder: c.pick(HOLDERS27[k]), account: accountNo27(c, k), oldTown, oldAddress: address27(c, k, oldTown), last: workDay27(c, 1998, 2016), amount: c.int(40, 90000) };
}

const sameUnclaimed: Kind27 = {
  kind: 'same_unclaimed_assets_register_vs_owner_claim_form',
  label: 'same',
  pairs: PAIRS27,
  make(c, j) {
    return kept27('same', () => {
      const k = country27(c, j);
      let p = newPerson27(c, k, 1945, 1998);
      // Many owners are women who married after opening the account.
      if (c.chance(0.5)) p = wed27(c, p);
      const s = newAsset27(c, p);
      return { a: unclaimedRegister27(c, s), b: claimForm27(c, s, p, s.nat, address27(c, k, p.town)) };
    });
  },
};

const diffUnclaimed: Kind27 = {
  kind: 'diff_unclaimed_asset_namesake_claimant',
  label: 'different',
  pairs: PAIRS27,
  make(c, j) {
    return kept27('different', () => {
      const k = country27(c, j);
      const owner = newPerson27(c, k, 1945, 1998);
      // A namesake: the owner's given and family name (Spain: both surnames at times), another town, another birth.
      const n0 = newPerson27(c, k, 1945, 2000, owner.sex);
      const namesake: Person27 = { ...n0, given: owner.given, short: owner.short, middle: c.chance(0.5) ? owner.middle : n0.middle, surname: owner.surname, surname2: c.chance(0.5) ? owner.surname2 : n0.surname2 };
      const s = newAsset27(c, owner);
      // The claimant copies the listed last address at times, or gives a former address of their own.
      const former = c.chance(0.5) ? s.oldAddress : address27(c, k, c.pick(TOWNS27[k]));
      return { a: unclaimedRegister27(c, s), b: claimForm27(c, s, namesake, natNo27(c, namesake), address27(c, k, namesake.town), former) };
    });
  },
};

export const HELDOUT27_KINDS: readonly Kind27[] = [sameRadio, samePilot, sameChess, sameMaintenance, sameUnclaimed, diffRadio, diffPilot, diffChess, diffMaintenance, diffUnclaimed];
