// Held-out person pairs, set 25: five pairs of sources that set down one person each in their own words, and five
// look-alike kinds beside them — a used-vehicle sale / change-of-ownership form against the motor insurer's cover note
// or certificate for the same car (the person is the BUYER, the new keeper), a notarised (or commissioner-sworn) power
// of attorney against the bank's signatory / specimen signature card (the person is the PRINCIPAL, who holds the
// account), a traveller's cash / currency declaration at the border against the bank's cash-deposit record with its
// source-of-funds note (the person is the traveller who deposits), a solar installer's job card / commissioning sheet
// against the customer's energy account (pay-as-you-go solar account in NG, KE, GH and ZA; export tariff, feed-in or
// self-consumption registration in GB and the EU), and a pawnbroker's pledge ticket against the dealer's second-hand
// goods (police) register entry for the same pledge — in Nigeria, Kenya, Ghana, South Africa, the United Kingdom (GB)
// and the European Union (Germany, France, the Netherlands, Spain, Poland).
// Who wrote it: a blind author helper of session 38 (branch s38-persons25), who never read the comparison rules.
// How it is made: each kind draws its people (names, births, phones, national, tax, passport and licence numbers) from
// the author's own name lists and writes the source-A and source-B records with that source's headers (in the source's
// language), date form, phone form and slips, from a seeded generator (bench/persons/generate.ts, seed 2525). The phone
// and date writers, the keyed slip, the re-keying and the public check-digit schemes (South African ID Luhn, BSN
// 11-proef, PESEL, DNI letter, NIR key 97, NIP, NINO shape) are imported from templates-heldout19.ts, as sets 20–24 did
// (no name list or kind of an earlier set is used). Each kind draws a pair until the pair keeps the labelling policy
// below (`keeps25`), so the policy is a property of every pair, not a hope; a kind that cannot keep it in 40 draws throws.
// What the author read: the session's rules (s38-common.md), the blind authors' brief and this set's brief;
// bench/persons/generate.ts; bench/persons/records.ts lines 1–80 (types and Ctx); templates-heldout24.ts (for the
// structure: header, helpers, kinds); templates-heldout19.ts lines 96–130 and 186–440 (types and the exported helpers
// used here); the diffs of commit 97b55dac to bench/persons.ts, bench/persons/generate.ts and
// test/bench/persons-generate.test.ts (set 24's block, and the test's shared helpers assertRecords, assertKinds and
// birth22); the kind names of sets 1–24 (a grep over their `kind:` lines printing only the names, and a count of their
// `//   same_` / `//   diff_` header lines — the grep printed nothing beyond kind names).
// What the author did NOT read: src/ (anything), data-files/, README paragraphs about rules or errors, any set's data
// file, records2–8.ts and the bodies of sets 1–23's templates. Neither the engine nor the bench was run on this set
// before it was committed.
// Every value is fictional. With their check digit: South African ID numbers, BSN, PESEL, DNI/NIF letters, French NIR,
// Polish NIP. Derived from the person as the issuer does, check letters drawn: the GB driving licence number (surname,
// birth, initials). Shape only: Nigerian NIN, BVN and TIN, Kenyan ID and KRA PIN, Ghana Card, NINO, UTR, German ID card
// and tax numbers, French ID card numbers, every passport and other driving licence number, and every plate, VIN,
// policy, cover note, deed, account, IBAN, meter, serial, declaration, ticket and register number.
//
// Labelling policy: `same` means the two records describe the same natural person, as a careful analyst would judge
// from the two records alone; `different` means two natural people, however much they share. Every `same` pair carries
// the person's name on both sides and at least one more agreeing identifier of the person (national number, tax
// number, passport number, driving licence number, an own customer / BVN / declaration number, the person's own phone,
// or the whole birth date), and no identifier of the person that both sides state disagrees (births included). Every
// `different` pair shares no own number of the person, tells its two people apart by a number of one scheme on both
// sides that disagrees or by whole birth dates on both sides that disagree, never gives the two one own phone, and keeps
// the kind's look-alike promise below. A phone is the person's own unless its header names someone else; a car (plate,
// VIN), a bank account or IBAN, a house, a meter, an installation, a shop and an article pledged are shared, not owned,
// and a record may name other people under their own headers (the seller, the attorney, the account holder, the
// installer): the person of the record is the one the kind names (the buyer / insured, the principal / signatory, the
// traveller / depositor, the customer, the pledgor / seller). A birth date is never written month first with digits.
//
// Kinds (78 pairs each, cycling NG, KE, GH, ZA, GB, EU — 13 per jurisdiction; 5 `same`, 5 `different`, 780 pairs, 130
// per jurisdiction):
//   same_vehicle_sale_transfer_form_vs_motor_cover_note   transfer form: plate, VIN, the seller, the buyer's names as
//                                                  the form asks them, id or licence number, phone, address, date of
//                                                  sale; cover note / certificate: the insured as the insurer keys them
//                                                  (capitals, surname first), plate, cover period, licence / id number,
//                                                  birth date or phone.
//   same_power_of_attorney_vs_bank_signatory_card  deed: the principal as the notary writes them (title, birth name),
//                                                  birth, id number, address, the attorney, deed / protocol number;
//                                                  signatory card: the account holder's row (names, birth, id, phone,
//                                                  BVN in Nigeria), the account number or IBAN, the attorney added.
//   same_border_cash_declaration_vs_bank_cash_deposit   declaration: surname and given names, passport number, birth,
//                                                  nationality, flight, amount and currency, address, phone;
//                                                  deposit record: depositor, account, id type and number, phone,
//                                                  amount, source of funds quoting the declaration reference at times.
//   same_solar_installation_job_card_vs_energy_account   job card: customer, phone, id, landmark address, product and
//                                                  serial, installer; account: customer as the platform exports them,
//                                                  msisdn, id, unit serial (Africa); owner, birth, meter point (GB, EU).
//   same_pawn_pledge_ticket_vs_dealer_police_register   pledge ticket: pledgor, id, address, article, loan, dates;
//                                                  register: entry number, seller / pledgor full names, id, birth,
//                                                  address, contact, article and serial.
//   diff_car_passed_father_to_son_cover_vs_transfer   the father's cover note on the car against the son's transfer
//                                                  form as buyer of that car: one plate, one surname, one address, at
//                                                  times one given name (a junior); own licence / id numbers, births
//                                                  20 to 38 years apart.
//   diff_power_of_attorney_parent_vs_child_signatory   the parent's power of attorney against the signatory card
//                                                  row of the attorney (a grown child) on the parent's own account: the
//                                                  parent's name under the account holder header, one account, one
//                                                  address, one surname; own births and ids.
//   diff_cash_declaration_spouses_one_flight       a couple declaring cash on one flight: one married surname (Spain:
//                                                  each keeps her own; the Netherlands: the wife at times as
//                                                  "husband's-name-birth-name"), one address, own passports, own
//                                                  births, own phones.
//   diff_solar_mother_and_son_one_compound         a mother's job card against her son's energy account at one
//                                                  address (one compound, one farmhouse): one surname, own ids,
//                                                  births 18 to 35 years apart, own phones, own units.
//   diff_pawn_namesake_cousins_one_shop            cousins named for one grandfather pledging at one shop: one
//                                                  given name and surname, own ids and births (at most 6 years apart).
//
// Slips the author saw before the reading (left as they are): a record's own dates (sale, cover, deed, flight,
// installation, pledge) are drawn on their own and need not fit each other or the person's age; a town drawn beside a
// shop, notary or bank need not be the address's town; name lists mix a country's peoples freely; the Spanish licence
// number is the DNI, so the Spanish forms write the DNI and no licence number; a deposit may be written in another
// currency than the one declared (converted at the counter).
//
// Use: read ONCE with `npm run bench:persons -- --set heldout25`; the figures of that reading are reported by the
// author, and from then on the set is development data.
import type { Ctx, Jurisdiction, PersonRecord, Ymd } from './records.js';
import { bsn19, type Country19, date19, dni19, fold19, nino19, nip19, nir19, type PhoneForm19, pesel19, phone19, rekey19, slip19, zaId19 } from './templates-heldout19.js';

export type Label25 = 'same' | 'different';

export interface Kind25 {
  kind: string;
  label: Label25;
  pairs: number;
  make(c: Ctx, j: Jurisdiction): { a: PersonRecord; b: PersonRecord };
}

export type Country25 = Country19;
type Sex25 = 'M' | 'F';

/** Same shape as set 19's person, so that set's public check-digit helpers take it. */
export interface Person25 {
  country: Country25;
  sex: Sex25;
  given: string;
  short: string;
  middle: string;
  surname: string;
  surname2: string;
  dob: Ymd;
  phone: string;
}

export { fold19 as fold25 };

const PAIRS25 = 78;

// ---------------------------------------------------------------- the keys that name the person's own identifiers

/** Headers under which a record writes the person's own identifiers, by scheme (the test reads them from here). */
export const KEYS25 = {
  own: new Set<string>(),
  national: new Set<string>(),
  tax: new Set<string>(),
  passport: new Set<string>(),
  licence: new Set<string>(),
  phone: new Set<string>(),
  birth: new Set<string>(),
};
type Scheme25 = keyof typeof KEYS25;
function register25(s: Scheme25, k: string): string {
  KEYS25[s].add(k);
  return k;
}
const ownK = (k: string) => register25('own', k);
const natK = (k: string) => register25('national', k);
const taxK = (k: string) => register25('tax', k);
const ppK = (k: string) => register25('passport', k);
const licK = (k: string) => register25('licence', k);
const tel = (k: string) => register25('phone', k);
const bornK = (k: string) => register25('birth', k);

const MON25 = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** A written birth back to yyyy-mm-dd (the forms this set writes: day first, ISO, year first with slashes). */
export function birth25(v: string): string {
  let m = /^(\d{4})[-/](\d\d)[-/](\d\d)$/.exec(v);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d\d)[/.-](\d\d)[/.-](\d{4})$/.exec(v);
  if (m) return `${m[3]}-${m[2]}-${m[1]}`;
  m = /^(\d{1,2})[ -]([A-Za-z]{3})[ -](\d{4})$/.exec(v);
  if (!m) throw new Error(`unread birth ${v}`);
  const mon = MON25.indexOf(m[2]!.toUpperCase()) + 1;
  if (mon === 0) throw new Error(`unread month ${v}`);
  return `${m[3]}-${String(mon).padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
}

/** The person's own identifiers a record states, by scheme, each folded to the form two clerks share. */
export function ids25(r: PersonRecord): Map<Scheme25, string> {
  const out = new Map<Scheme25, string>();
  for (const [k, v] of Object.entries(r)) {
    const s = (Object.keys(KEYS25) as Scheme25[]).find((x) => KEYS25[x].has(k));
    if (s === undefined) continue;
    if (out.has(s)) throw new Error(`two ${s} values in one record: ${k}`);
    if (s === 'phone') out.set(s, v.replace(/\D/g, '').slice(-9));
    else if (s === 'birth') out.set(s, birth25(v));
    else out.set(s, fold19(v).toUpperCase().replace(/[^A-Z0-9]/g, ''));
  }
  return out;
}

export const NUMBERS25: readonly Scheme25[] = ['own', 'national', 'tax', 'passport', 'licence'];

/** Whether a pair keeps the labelling policy of the header (the kinds draw until it does; the test asks it again). */
export function keeps25(label: Label25, a: PersonRecord, b: PersonRecord): boolean {
  const [x, y] = [ids25(a), ids25(b)];
  const both = [...y.keys()].filter((s) => x.has(s));
  if (label === 'same') return both.length > 0 && both.every((s) => x.get(s) === y.get(s));
  if (both.some((s) => NUMBERS25.includes(s) && x.get(s) === y.get(s))) return false;
  if (both.includes('phone') && x.get('phone') === y.get('phone')) return false;
  return both.some((s) => (NUMBERS25.includes(s) || s === 'birth') && x.get(s) !== y.get(s));
}

function kept25(label: Label25, draw: () => { a: PersonRecord; b: PersonRecord }): { a: PersonRecord; b: PersonRecord } {
  for (let i = 0; i < 40; i++) {
    const p = draw();
    if (keeps25(label, p.a, p.b)) return p;
  }
  throw new Error(`no ${label} pair keeps the policy in 40 draws`);
}

// ---------------------------------------------------------------- names (the author's own lists)

type G = readonly (readonly [string, string])[];
const NAMES25: Record<Country25, { m: G; f: G; s: readonly string[] }> = {
  NG: {
    m: [['Adekunle', 'Kunle'], ['Ifeanyi', 'Ify'], ['Ibrahim', ''], ['Olusegun', 'Segun'], ['Chukwudi', 'Chuks'], ['Yakubu', ''], ['Efosa', ''], ['Okechukwu', 'Okey'], ['Gbenga', ''], ['Bashir', ''], ['Samuel', 'Sammy'], ['Oluwafemi', 'Femi']],
    f: [['Omowunmi', 'Wunmi'], ['Chinyere', ''], ['Khadija', ''], ['Abosede', 'Bose'], ['Ijeoma', 'Ije'], ['Maryam', ''], ['Osarugue', ''], ['Uchechi', 'Uche'], ['Damilola', 'Dami'], ['Rakiya', ''], ['Comfort', ''], ['Modupe', 'Dupe']],
    s: ['Ogunbiyi', 'Nwachukwu', 'Mohammed', 'Adeleke', 'Onyekachi', 'Shehu', 'Igbinedion', 'Okoro', 'Akinwande', 'Dauda', 'Effiong', 'Anyanwu', 'Oyelaran', 'Obiora', 'Salisu', 'Ehigie'],
  },
  KE: {
    m: [['Kiprono', ''], ['Njoroge', ''], ['Otieno', ''], ['Wafula', ''], ['Musyoka', ''], ['Hassan', ''], ['Brian', ''], ['Dennis', ''], ['Peter', ''], ['Geoffrey', 'Geoff'], ['Patrick', 'Pato'], ['Samuel', 'Sam']],
    f: [['Chepkoech', ''], ['Nyambura', ''], ['Akinyi', ''], ['Nafula', ''], ['Mwikali', ''], ['Halima', ''], ['Esther', ''], ['Lilian', ''], ['Beatrice', 'Bea'], ['Gladys', ''], ['Nancy', ''], ['Sharon', '']],
    s: ['Rotich', 'Kariuki', 'Onyango', 'Simiyu', 'Kioko', 'Hussein', 'Njenga', 'Koech', 'Adhiambo', 'Kamande', 'Wanyama', 'Mutiso', 'Kiplagat', 'Githinji', 'Ouma', 'Wairimu'],
  },
  GH: {
    m: [['Kofi', ''], ['Kwaku', ''], ['Kojo', ''], ['Kwesi', ''], ['Edem', ''], ['Alhassan', ''], ['Nii Odartey', ''], ['Samuel', 'Sammy'], ['Prince', ''], ['Benjamin', 'Ben'], ['Gideon', ''], ['Michael', 'Mike']],
    f: [['Akosua', ''], ['Adwoa', ''], ['Afua', ''], ['Akua', ''], ['Sefakor', ''], ['Fuseina', ''], ['Naa Adjeley', ''], ['Gifty', ''], ['Comfort', ''], ['Linda', ''], ['Dorcas', ''], ['Araba', '']],
    s: ['Agyeman', 'Appiah', 'Quaye', 'Adjei', 'Amegashie', 'Mahama', 'Nortey', 'Frimpong', 'Acheampong', 'Bonsu', 'Sarpong', 'Addo', 'Arthur', 'Dankwa', 'Amoako', 'Oduro'],
  },
  ZA: {
    m: [['Sibusiso', 'Sbu'], ['Bongani', ''], ['Hendrik', 'Henk'], ['Kagiso', ''], ['Siyabonga', 'Siya'], ['Andile', ''], ['Willem', ''], ['Yusuf', ''], ['Tumelo', ''], ['Mxolisi', ''], ['Jacobus', 'Koos'], ['Katlego', '']],
    f: [['Thandeka', ''], ['Lindiwe', ''], ['Annelie', ''], ['Dineo', ''], ['Nokuthula', 'Thuli'], ['Sibongile', ''], ['Riana', ''], ['Fatima', ''], ['Boitumelo', 'Tumi'], ['Nompumelelo', 'Mpume'], ['Chantelle', ''], ['Busisiwe', '']],
    s: ['Mahlangu', 'Ngcobo', 'du Plessis', 'Molefe', 'Shabalala', 'Mabaso', 'Venter', 'Adams', 'Cele', 'Radebe', 'Steyn', 'Pillay', 'Buthelezi', 'Fortuin', 'Maseko', 'Kruger'],
  },
  GB: {
    m: [['Thomas', 'Tom'], ['James', 'Jim'], ['Rhys', ''], ['Fraser', ''], ['Matthew', 'Matt'], ['Tariq', ''], ['Oliver', 'Ollie'], ['Ciaran', ''], ['Anthony', 'Tony'], ['Babatunde', 'Tunde'], ['Jonathan', 'Jon'], ['Edward', 'Ed']],
    f: [['Elizabeth', 'Liz'], ['Margaret', 'Maggie'], ['Bethan', ''], ['Eilidh', ''], ['Jennifer', 'Jen'], ['Nasreen', ''], ['Eleanor', 'Ellie'], ['Aoife', ''], ['Deborah', 'Debbie'], ['Funmilayo', 'Funmi'], ['Hannah', ''], ['Lucy', '']],
    s: ['Taylor', 'Evans', 'Hughes', 'MacDonald', 'Hussain', 'Wright', 'Clarke', 'Begum', 'Green', 'Hall', 'O\'Brien', 'Nowak', 'Okonjo', 'Mistry', 'Price', 'Kelly'],
  },
  DE: {
    m: [['Thomas', ''], ['Andreas', ''], ['Karl-Heinz', ''], ['Lukas', ''], ['Alexander', 'Alex'], ['Mehmet', ''], ['Jürgen', ''], ['Tobias', ''], ['Florian', ''], ['Wolfgang', ''], ['Markus', ''], ['Paul', '']],
    f: [['Sabine', ''], ['Andrea', ''], ['Ursula', 'Uschi'], ['Katharina', 'Kathi'], ['Svetlana', ''], ['Elif', ''], ['Renate', ''], ['Julia', ''], ['Heike', ''], ['Stefanie', 'Steffi'], ['Birgit', ''], ['Anna', '']],
    s: ['Müller', 'Fischer', 'Meyer', 'Wagner', 'Hoffmann', 'Yılmaz', 'Zimmermann', 'Braun', 'Hartmann', 'Krüger', 'Neumann', 'Schwarz', 'Lehmann', 'Köhler', 'Maier', 'Jäger'],
  },
  FR: {
    m: [['Jean-Marc', ''], ['Philippe', ''], ['Frédéric', ''], ['Karim', ''], ['Thomas', ''], ['Christophe', ''], ['Moussa', ''], ['Benoît', ''], ['Gaël', ''], ['Hervé', ''], ['Yannick', ''], ['Sofiane', '']],
    f: [['Anne-Sophie', ''], ['Nathalie', ''], ['Hélène', ''], ['Nadia', ''], ['Pauline', ''], ['Véronique', ''], ['Fatoumata', ''], ['Léa', ''], ['Maëlle', ''], ['Brigitte', ''], ['Françoise', ''], ['Yasmina', '']],
    s: ['Moreau', 'Girard', 'Bonnet', 'Benali', 'Mercier', 'Chevalier', 'Lefèvre', 'Gauthier', 'Diallo', 'Perrin', 'Morel', 'Ferreira', 'Clément', 'Haddad', 'Blanc', 'Guérin'],
  },
  NL: {
    m: [['Cornelis', 'Kees'], ['Petrus', 'Piet'], ['Jacobus', 'Jaap'], ['Youssef', ''], ['Thijs', ''], ['Ruud', ''], ['Joost', ''], ['Niels', ''], ['Lars', ''], ['Wilhelmus', 'Wim'], ['Bas', ''], ['Gijs', '']],
    f: [['Johanna', 'Anneke'], ['Geertruida', 'Truus'], ['Wilhelmina', 'Mien'], ['Fatima', ''], ['Sanne', ''], ['Esther', ''], ['Lotte', ''], ['Marloes', ''], ['Adriana', 'Jeanne'], ['Ingrid', ''], ['Eva', ''], ['Saskia', '']],
    s: ['de Vries', 'Bakker', 'Visser', 'Smit', 'Meijer', 'van den Berg', 'Mulder', 'de Graaf', 'Bos', 'Vos', 'Peters', 'van Leeuwen', 'El Amrani', 'Kuipers', 'Postma', 'de Wit'],
  },
  ES: {
    m: [['José Luis', ''], ['Manuel', 'Manolo'], ['Antonio', 'Toño'], ['Alejandro', 'Álex'], ['Iñaki', ''], ['Miguel Ángel', ''], ['Ignacio', 'Nacho'], ['Santiago', 'Santi'], ['Rafael', 'Rafa'], ['Alberto', 'Berto'], ['Sergio', ''], ['Jorge', '']],
    f: [['María José', 'Marijose'], ['Dolores', 'Lola'], ['Concepción', 'Concha'], ['Josefa', 'Pepa'], ['Itziar', ''], ['Inmaculada', 'Inma'], ['Pilar', 'Pili'], ['Lucía', ''], ['Raquel', ''], ['Patricia', 'Patri'], ['Elena', ''], ['Rocío', '']],
    s: ['García', 'Martínez', 'López', 'Sánchez', 'Pérez', 'Jiménez', 'Romero', 'Navarro', 'Torres', 'Domínguez', 'Ramos', 'Gil', 'Cabrera', 'Iglesias', 'Medina', 'Garrido'],
  },
  PL: {
    m: [['Piotr', ''], ['Krzysztof', 'Krzysiek'], ['Tomasz', 'Tomek'], ['Paweł', ''], ['Łukasz', ''], ['Zbigniew', 'Zbyszek'], ['Andrzej', ''], ['Grzegorz', 'Grzesiek'], ['Jakub', 'Kuba'], ['Wojciech', 'Wojtek'], ['Jerzy', 'Jurek'], ['Michał', '']],
    f: [['Katarzyna', 'Kasia'], ['Agnieszka', 'Aga'], ['Małgorzata', 'Gosia'], ['Magdalena', 'Magda'], ['Joanna', 'Asia'], ['Barbara', 'Basia'], ['Elżbieta', 'Ela'], ['Dorota', ''], ['Ewa', ''], ['Beata', ''], ['Aleksandra', 'Ola'], ['Zofia', 'Zosia']],
    s: ['Nowak', 'Wiśniewski', 'Wójcik', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Mazur', 'Krawczyk', 'Piotrowski', 'Grabowski', 'Pawłowski', 'Zając', 'Król'],
  },
};

/** Polish -ski / -cki surnames take -ska / -cka for a woman. */
function gendered25(s: string, sex: Sex25, k: Country25): string {
  if (k !== 'PL') return s;
  const base = s.replace(/(sk|ck)a$/, '$1i');
  return sex === 'F' ? base.replace(/(sk|ck)i$/, '$1a') : base;
}

const EU25: readonly Country25[] = ['DE', 'FR', 'NL', 'ES', 'PL'];
export function country25(c: Ctx, j: Jurisdiction): Country25 {
  return j === 'EU' ? c.pick(EU25) : j;
}

const PHONE25: Record<Country25, { cc: string; starts: readonly string[]; len: number }> = {
  NG: { cc: '234', starts: ['803', '805', '807', '811', '815', '818', '703', '705', '902', '904', '916'], len: 10 },
  KE: { cc: '254', starts: ['724', '725', '728', '713', '718', '743', '769', '790', '113', '101'], len: 9 },
  GH: { cc: '233', starts: ['24', '25', '53', '54', '55', '59', '20', '50', '27'], len: 9 },
  ZA: { cc: '27', starts: ['71', '73', '79', '82', '84', '60', '62', '64', '66', '76'], len: 9 },
  GB: { cc: '44', starts: ['7700', '7721', '7812', '7903', '7456', '7588', '7375', '7966'], len: 10 },
  DE: { cc: '49', starts: ['150', '151', '159', '161', '170', '174', '176', '178'], len: 11 },
  FR: { cc: '33', starts: ['6', '7'], len: 9 },
  NL: { cc: '31', starts: ['6'], len: 9 },
  ES: { cc: '34', starts: ['6', '7'], len: 9 },
  PL: { cc: '48', starts: ['50', '51', '53', '57', '60', '66', '69', '72', '79', '88'], len: 9 },
};

function newPhone25(c: Ctx, k: Country25): string {
  const p = PHONE25[k];
  const start = c.pick(p.starts);
  let rest = '';
  while (start.length + rest.length < p.len) rest += String(c.int(0, 9));
  return p.cc + start + rest;
}

const PHONE_FORMS25: readonly PhoneForm19[] = ['national', 'national', 'national-spaced', 'intl', 'intl-spaced', 'bare'];
const anyPhone25 = (c: Ctx, p: Person25) => phone19(p.phone, p.country, c.pick(PHONE_FORMS25));

/** A date in a form the country's clerks write; never month first with digits. */
function anyDate25(c: Ctx, t: Ymd, k: Country25): string {
  if (k === 'DE' || k === 'PL') return date19(t, c.pick(['dd.mm.yyyy', 'dd.mm.yyyy', 'iso'] as const));
  if (k === 'NL') return date19(t, c.pick(['dd-mm-yyyy', 'dd-mm-yyyy', 'iso'] as const));
  if (k === 'ES' || k === 'FR') return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'iso'] as const));
  if (k === 'ZA') return date19(t, c.pick(['yyyy/mm/dd', 'iso', 'dd/mm/yyyy', 'd Mon yyyy'] as const));
  if (k === 'GB') return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'd Mon yyyy', 'DD-MON-YYYY'] as const));
  return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'DD-MON-YYYY', 'd Mon yyyy', 'dd-mm-yyyy'] as const));
}
/** A recent working date (a record's own date, not a birth). */
function workDay25(c: Ctx, from = 2022, to = 2025): Ymd {
  return { y: c.int(from, to), m: c.int(1, 12), d: c.int(1, 28) };
}

function dob25(c: Ctx, from: number, to: number): Ymd {
  const y = c.int(from, to);
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, new Date(Date.UTC(y, m, 0)).getUTCDate()) };
}

export function newPerson25(c: Ctx, k: Country25, from = 1958, to = 2004, sex?: Sex25): Person25 {
  const s: Sex25 = sex ?? (c.chance(0.5) ? 'M' : 'F');
  const L = NAMES25[k];
  const [given, short] = c.pick(s === 'M' ? L.m : L.f);
  const mid = k === 'ES' || c.chance(0.55) ? '' : c.pick(s === 'M' ? L.m : L.f)[0];
  const surname = gendered25(c.pick(L.s), s, k);
  const surname2 = k === 'ES' ? c.pick(L.s.filter((x) => x !== surname)) : '';
  return { country: k, sex: s, given, short, middle: mid === given ? '' : mid, surname, surname2, dob: dob25(c, from, to), phone: newPhone25(c, k) };
}

/** A relative of `p` under the family surname (Spain: `keep2` keeps the second surname too), another given name. */
function kin25(c: Ctx, p: Person25, from: number, to: number, sex?: Sex25, keep2 = true): Person25 {
  let r = newPerson25(c, p.country, from, to, sex);
  for (let i = 0; i < 10 && r.given === p.given; i++) r = newPerson25(c, p.country, from, to, r.sex);
  return { ...r, surname: gendered25(p.surname, r.sex, p.country), surname2: keep2 ? p.surname2 : r.surname2 };
}

const sur25 = (p: Person25) => (p.surname2 ? `${p.surname} ${p.surname2}` : p.surname);
const givens25 = (p: Person25) => (p.middle ? `${p.given} ${p.middle}` : p.given);
const called25 = (c: Ctx, p: Person25) => (p.short && c.chance(0.5) ? p.short : p.given);
const initials25 = (p: Person25) => givens25(p).split(/[ -]/).map((w) => `${w[0]}.`).join('');
const full25 = (p: Person25) => `${givens25(p)} ${sur25(p)}`;

/** The name as a clerk writes it. */
function writtenName25(c: Ctx, p: Person25): string {
  const f = c.int(0, 8);
  if (f === 0) return full25(p);
  if (f === 1) return `${sur25(p).toUpperCase()} ${givens25(p)}`;
  if (f === 2) return `${initials25(p)} ${sur25(p)}`;
  if (f === 3) return `${called25(c, p)} ${sur25(p)}`;
  if (f === 4) return `${sur25(p)}, ${givens25(p)}`;
  if (f === 5) return `${slip19(c, p.given)} ${sur25(p)}`;
  if (f === 6) return `${p.given} ${slip19(c, p.surname)}${p.surname2 ? ` ${p.surname2}` : ''}`;
  if (f === 7) return `${p.given} ${p.surname}`;
  return full25(p).toUpperCase();
}
/** The name as a system keys it: surname first in capitals, a comma at times. */
const keyedName25 = (c: Ctx, p: Person25) => (c.chance(0.5) ? `${sur25(p).toUpperCase()} ${givens25(p).toUpperCase()}` : c.chance(0.5) ? `${sur25(p).toUpperCase()}, ${givens25(p)}` : writtenName25(c, p));

function rec(entries: readonly (readonly [string, string | undefined | false])[]): PersonRecord {
  const out: PersonRecord = {};
  for (const [k, v] of entries) if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim();
  return out;
}

const AFRICA25 = new Set<Country25>(['NG', 'KE', 'GH', 'ZA']);
const EN25 = new Set<Country25>(['NG', 'KE', 'GH', 'ZA', 'GB']);

// ---------------------------------------------------------------- numbers

/** A number keyed a second time: spaced as the card prints it, or re-keyed. */
function again25(c: Ctx, no: string): string {
  if (/^[A-Z]{2}\d{6}[A-D]$/.test(no) && c.chance(0.5)) return no.replace(/^(..)(..)(..)(..)(.)$/, '$1 $2 $3 $4 $5');
  if (/^\d{15}$/.test(no) && c.chance(0.5)) return no.replace(/^(.)(..)(..)(..)(...)(...)(..)$/, '$1 $2 $3 $4 $5 $6 $7');
  return c.chance(0.4) ? rekey19(no, c) : no;
}

/** The person's numbers, drawn once and written by every source that asks for them. */
interface Papers25 {
  nat: string;
  tax: string;
  passport: string;
  licence: string;
  /** An own customer number of the person (BVN in Nigeria). */
  cust: string;
}

function natNo25(c: Ctx, p: Person25): string {
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

function taxNo25(c: Ctx, k: Country25): string {
  switch (k) {
    case 'NG':
      return `${c.digits(8)}-0001`;
    case 'KE':
      return `${c.pick(['A', 'A'])}${c.digits(9)}${c.letters(1)}`;
    case 'GH':
      return `P${c.digits(10)}`;
    case 'ZA':
      return `${c.pick(['0', '1', '2', '3'])}${c.digits(9)}`;
    case 'GB':
      return c.digits(10);
    case 'DE':
      return c.digits(11);
    case 'FR':
      return `${c.int(0, 3)}${c.digits(12)}`;
    case 'NL':
      return `NL${c.digits(9)}B01`;
    case 'ES':
      return dni19(c);
    case 'PL':
      return nip19(c);
  }
}

function passportNo25(c: Ctx, k: Country25): string {
  switch (k) {
    case 'NG':
      return `${c.pick(['A', 'B'])}${c.digits(8)}`;
    case 'KE':
      return `${c.pick(['AK', 'BK'])}${c.digits(7)}`;
    case 'GH':
      return `G${c.digits(7)}`;
    case 'ZA':
      return `A${c.digits(8)}`;
    case 'GB':
      return c.digits(9);
    case 'DE':
      return `C${c.letters(8, 'CFGHJKLMNPRTVWXYZ0123456789')}`;
    case 'FR':
      return `${c.int(10, 24)}${c.letters(2)}${c.digits(5)}`;
    case 'NL':
      return `N${c.letters(1)}${c.letters(6, 'BCDFGHJKLMNPRSTVWXZ0123456789')}${c.int(0, 9)}`;
    case 'ES':
      return `${c.letters(3)}${c.digits(6)}`;
    case 'PL':
      return `${c.letters(2)}${c.digits(7)}`;
  }
}

/** The GB driving licence number: surname to five (9-padded), decade, month (+50 for a woman), day, year, initials. */
export function gbLicence25(c: Ctx, p: Person25): string {
  const sn = fold19(p.surname).toUpperCase().replace(/^MAC/, 'MC').replace(/[^A-Z]/g, '').padEnd(5, '9').slice(0, 5);
  const yy = String(p.dob.y).slice(2);
  const mm = String(p.dob.m + (p.sex === 'F' ? 50 : 0)).padStart(2, '0');
  const ini = fold19(givens25(p)).toUpperCase().split(/[ -]/).map((w) => w[0]).join('').padEnd(2, '9').slice(0, 2);
  return `${sn}${yy[0]}${mm}${String(p.dob.d).padStart(2, '0')}${yy[1]}${ini}9${c.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}`;
}

function licenceNo25(c: Ctx, p: Person25, nat: string): string {
  switch (p.country) {
    case 'NG':
      return `${c.letters(3)}${c.digits(5)}${c.letters(2)}${c.digits(2)}`;
    case 'KE':
      return `${c.letters(3)}${c.digits(6)}`;
    case 'GH':
      return `${c.letters(3)}-${c.digits(8)}-${c.digits(5)}`;
    case 'ZA':
      return `${c.digits(4)}0000${c.letters(2)}${c.digits(2)}`;
    case 'GB':
      return gbLicence25(c, p);
    case 'DE':
      return `${c.letters(1, 'BCDFGHJKLMN')}${c.digits(3)}${c.letters(6, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}${c.int(0, 9)}`;
    case 'FR':
      return `${c.int(10, 24)}${c.letters(2)}${c.digits(5)}`;
    case 'NL':
      return c.digits(10);
    case 'ES':
      return nat;
    case 'PL':
      return `${c.digits(5)}/${c.int(10, 24)}/${c.digits(4)}`;
  }
}

function newPapers25(c: Ctx, p: Person25): Papers25 {
  const nat = natNo25(c, p);
  return { nat, tax: taxNo25(c, p.country), passport: passportNo25(c, p.country), licence: licenceNo25(c, p, nat), cust: p.country === 'NG' ? `22${c.digits(9)}` : `${c.pick(['C', 'CU', 'K'])}${c.digits(c.int(6, 9))}` };
}

/** An identity document a form asks for, under that form's header: a national number, or a passport / licence. */
function idField25(c: Ctx, p: Person25, pp: Papers25, style: 'form' | 'short', allow: readonly ('nat' | 'passport' | 'licence')[] = ['nat']): [string, string] {
  const k = p.country;
  const which = c.pick(allow);
  if (which === 'passport') {
    const key = EN25.has(k) ? c.pick(['Passport No.', 'Passport Number', 'ID (Passport)']) : { DE: 'Reisepass-Nr.', FR: 'N° de passeport', NL: 'Paspoortnummer', ES: 'Nº de pasaporte', PL: 'Nr paszportu' }[k as 'DE'];
    return [ppK(key), again25(c, pp.passport)];
  }
  if (which === 'licence' && k !== 'ES') {
    const key = EN25.has(k) ? c.pick(["Driver's Licence No.", 'Driving licence number', 'DL No.']) : { DE: 'Führerschein-Nr.', FR: 'N° de permis de conduire', NL: 'Rijbewijsnummer', ES: '', PL: 'Nr prawa jazdy' }[k as 'DE'];
    return [licK(key), again25(c, pp.licence)];
  }
  const L: Record<Country25, Record<typeof style, readonly string[]>> = {
    NG: { form: ['National Identification Number (NIN)', 'NIN Slip No.'], short: ['NIN', 'NIN No'] },
    KE: { form: ['National ID No.', 'ID/Passport No. (Kenyan ID)'], short: ['ID No', 'ID Number'] },
    GH: { form: ['Ghana Card PIN', 'GhanaCard No.'], short: ['Ghana Card', 'NIA PIN'] },
    ZA: { form: ['RSA Identity Number', 'Identification number'], short: ['ID no.', 'SA ID'] },
    GB: { form: ['National Insurance number', 'NI number'], short: ['NINo', 'NI No.'] },
    DE: { form: ['Personalausweis-Nr.', 'Ausweisnummer (Personalausweis)'], short: ['PA-Nummer', 'Ausweis Nr'] },
    FR: { form: ['N° de sécurité sociale (NIR)', 'Numéro de sécurité sociale'], short: ['N° SS', 'NIR'] },
    NL: { form: ['Burgerservicenummer (BSN)', 'BSN'], short: ['BSN nr.', 'Sofi/BSN'] },
    ES: { form: ['DNI/NIF', 'Número de DNI'], short: ['D.N.I.', 'NIF'] },
    PL: { form: ['Numer PESEL', 'PESEL'], short: ['PESEL nr', 'Nr PESEL'] },
  };
  return [natK(c.pick(L[k][style])), again25(c, pp.nat)];
}

const TOWNS25: Record<Country25, readonly string[]> = {
  NG: ['Ibadan', 'Enugu', 'Kaduna', 'Port Harcourt', 'Uyo', 'Jos', 'Akure', 'Asaba'],
  KE: ['Kisumu', 'Thika', 'Machakos', 'Nyeri', 'Kitale', 'Naivasha', 'Bungoma', 'Kilifi'],
  GH: ['Kumasi', 'Sunyani', 'Koforidua', 'Takoradi', 'Bolgatanga', 'Hohoe', 'Winneba', 'Kasoa'],
  ZA: ['Polokwane', 'Pietermaritzburg', 'East London', 'Rustenburg', 'George', 'Witbank', 'Welkom', 'Stellenbosch'],
  GB: ['Swansea', 'Stoke-on-Trent', 'Inverness', 'Plymouth', 'Bradford', 'Lincoln', 'Derry', 'Ipswich'],
  DE: ['Bielefeld', 'Chemnitz', 'Würzburg', 'Rostock', 'Freiburg', 'Paderborn', 'Halle (Saale)', 'Trier'],
  FR: ['Limoges', 'Nancy', 'Brest', 'Nîmes', 'Pau', 'Caen', 'Dijon', 'Valence'],
  NL: ['Zwolle', 'Leeuwarden', 'Tilburg', 'Venlo', 'Deventer', 'Alkmaar', 'Den Bosch', 'Emmen'],
  ES: ['Valladolid', 'Badajoz', 'Jaén', 'Huesca', 'Tarragona', 'Ourense', 'Murcia', 'Cuenca'],
  PL: ['Rzeszów', 'Olsztyn', 'Opole', 'Kielce', 'Zielona Góra', 'Płock', 'Koszalin', 'Siedlce'],
};

function address25(c: Ctx, k: Country25, town = c.pick(TOWNS25[k])): string {
  const n = c.int(1, 199);
  switch (k) {
    case 'NG':
      return `${n}, ${c.pick(['Ring Road', 'Aba Road', 'Zik Avenue', 'Ahmadu Bello Way', 'Oba Adesida Road', 'Adeniyi Jones Close'])}, ${town}`;
    case 'KE':
      return `${c.pick(['P.O. Box', 'Plot'])} ${n}${c.chance(0.3) ? `-${c.digits(5)}` : ''}, ${c.pick(['Oginga Odinga St', 'Moi Avenue', 'Kenyatta Highway', 'Jogoo Road'])}, ${town}`;
    case 'GH':
      return `${c.letters(2)}-${c.digits(4)}-${c.digits(4)}, ${c.pick(['Adum', 'Asokwa', 'Nsuoyameye', 'Effiakuma', 'Zongo', 'Kwesimintsim'])}, ${town}`;
    case 'ZA':
      return `${n} ${c.pick(['Church St', 'Jorissen St', 'Oxford Rd', 'Beyers Naudé Dr', 'Long St'])}, ${town}`;
    case 'GB':
      return `${n} ${c.pick(['Station Road', 'Victoria Street', 'Church Lane', 'Mill Road', 'Highfield Avenue'])}, ${town}`;
    case 'DE':
      return `${c.pick(['Hauptstraße', 'Lindenallee', 'Schulstr.', 'Gartenweg', 'Bahnhofstraße'])} ${n}, ${town}`;
    case 'FR':
      return `${n} ${c.pick(['rue Victor Hugo', 'avenue Jean Jaurès', 'rue de la République', 'chemin des Vignes', 'place du Marché'])}, ${town}`;
    case 'NL':
      return `${c.pick(['Kerkstraat', 'Dorpsstraat', 'Molenweg', 'Stationsweg', 'Wilhelminalaan'])} ${n}, ${town}`;
    case 'ES':
      return `${c.pick(['C/ Mayor', 'Avda. de Andalucía', 'C/ Real', 'C/ de la Iglesia', 'Paseo del Prado'])} ${n}, ${c.int(1, 6)}º ${c.pick(['A', 'B', 'dcha.', 'izda.'])}, ${town}`;
    case 'PL':
      return `ul. ${c.pick(['Mickiewicza', 'Kościuszki', 'Sienkiewicza', 'Polna', 'Leśna'])} ${n}${c.chance(0.5) ? `/${c.int(1, 40)}` : ''}, ${town}`;
  }
}

// ---------------------------------------------------------------- kind 1 / 6: vehicle sale transfer and motor cover note

interface Car25 {
  plate: string;
  vin: string;
  make: string;
}

function newCar25(c: Ctx, k: Country25): Car25 {
  const L = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const plate: Record<Country25, () => string> = {
    NG: () => `${c.letters(3, L)}-${c.digits(3)}${c.letters(2, L)}`,
    KE: () => `K${c.letters(2, 'ABCDE')} ${c.digits(3)}${c.letters(1, L)}`,
    GH: () => `${c.pick(['GR', 'AS', 'GT', 'WR', 'GW'])} ${c.digits(4)}-${c.int(10, 24)}`,
    ZA: () => c.pick([`${c.letters(2, L)} ${c.digits(2)} ${c.letters(2, L)} GP`, `C${c.pick(['A', 'AW', 'Y', 'L'])} ${c.digits(3)}-${c.digits(3)}`, `${c.letters(3, L)} ${c.digits(3)} NW`]),
    GB: () => `${c.letters(2, L)}${c.int(10, 24)} ${c.letters(3, L)}`,
    DE: () => `${c.pick(['BI', 'C', 'WÜ', 'HRO', 'FR', 'PB', 'HAL', 'TR'])}-${c.letters(2, L)} ${c.int(1, 9999)}`,
    FR: () => `${c.letters(2, L)}-${c.digits(3)}-${c.letters(2, L)}`,
    NL: () => `${c.letters(2, 'GHJKLNPRSTXZ')}-${c.digits(3)}-${c.letters(1, 'BDFGHJKLNPRSTVXZ')}`,
    ES: () => `${c.digits(4)} ${c.letters(3, 'BCDFGHJKLMNPRSTVWXYZ')}`,
    PL: () => `${c.pick(['RZ', 'NO', 'OP', 'TK', 'FZ', 'WP'])} ${c.digits(5)}`,
  };
  const make = c.pick(['Toyota Corolla', 'Toyota Camry', 'Honda Accord', 'VW Polo', 'Nissan Note', 'Hyundai Tucson', 'Ford Fiesta', 'Kia Rio', 'Peugeot 308', 'Opel Astra', 'Mazda Demio', 'Toyota Hilux']);
  return { plate: plate[k](), vin: `${c.letters(3, 'JSWVTKNMLZ')}${c.letters(14, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}`, make };
}

/** The used-vehicle sale / change-of-ownership form, the buyer's part written for `p`. */
function transferForm25(c: Ctx, p: Person25, pp: Papers25, car: Car25, seller: string, home: string): PersonRecord {
  const k = p.country;
  const day = anyDate25(c, workDay25(c), k);
  const [idk, idv] = idField25(c, p, pp, 'form', k === 'GB' ? ['licence'] : k === 'NG' || k === 'KE' ? ['nat', 'licence'] : ['nat']);
  const dob = c.chance(0.6) ? anyDate25(c, p.dob, k) : undefined;
  switch (k) {
    case 'NG':
      return rec([
        ['Vehicle Reg. No.', car.plate],
        ['Chassis No.', car.vin],
        ['Make/Model', car.make],
        ['Name of Seller', seller],
        ['Name of Buyer (New Owner)', c.chance(0.5) ? full25(p).toUpperCase() : writtenName25(c, p)],
        ["Buyer's Address", home],
        [tel("Buyer's Phone No."), c.chance(0.8) && anyPhone25(c, p)],
        [idk, idv],
        ['Date of Sale', day],
      ]);
    case 'KE':
      return rec([
        ['Registration Mark', car.plate],
        ['Chassis Number', car.vin],
        ['Transferor', seller.toUpperCase()],
        ['Transferee Name', full25(p).toUpperCase()],
        [idk, idv],
        [taxK('Transferee KRA PIN'), c.chance(0.6) && pp.tax],
        [tel('Transferee Mobile No.'), c.chance(0.7) && anyPhone25(c, p)],
        ['Postal Address', home],
        ['Date of Transfer', day],
      ]);
    case 'GH':
      return rec([
        ['Vehicle Registration No.', car.plate],
        ['Chassis No', car.vin],
        ['Previous Owner', seller],
        ['New Owner', writtenName25(c, p)],
        [idk, idv],
        [bornK('DOB of New Owner'), dob],
        [tel('Tel. No.'), c.chance(0.8) && anyPhone25(c, p)],
        ['Residential Address (GPS)', home],
        ['Date', day],
      ]);
    case 'ZA':
      return rec([
        ['Vehicle register number', car.plate],
        ['VIN', car.vin],
        ['Seller (title holder)', seller.toUpperCase()],
        ['Purchaser surname', sur25(p).toUpperCase()],
        ['Purchaser initials', initials25(p).replace(/\./g, '')],
        [idk, idv],
        [tel('Cell no.'), c.chance(0.7) && anyPhone25(c, p)],
        ['Postal address', home],
        ['Date of sale', day],
      ]);
    case 'GB':
      return rec([
        ['Registration number', car.plate],
        ['Make and model', car.make],
        ['Sold by', seller],
        ["New keeper's name", c.chance(0.5) ? `${c.pick(['Mr', 'Mrs', 'Ms', 'Miss'].filter((t) => (p.sex === 'M' ? t === 'Mr' : t !== 'Mr')))} ${full25(p)}` : full25(p)],
        ['Address', home],
        [idk, idv],
        [bornK('Date of birth'), dob],
        ['Date of sale', day],
      ]);
    case 'DE':
      return rec([
        ['Amtl. Kennzeichen', car.plate],
        ['FIN', car.vin],
        ['Verkäufer', seller],
        ['Käufer (Name, Vorname)', `${sur25(p)}, ${givens25(p)}`],
        [bornK('Geburtsdatum Käufer'), dob ?? anyDate25(c, p.dob, k)],
        ['Anschrift', home],
        [idk, idv],
        [tel('Telefon'), c.chance(0.5) && anyPhone25(c, p)],
        ['Datum / Uhrzeit der Übergabe', `${day}, ${c.int(8, 19)}:${c.pick(['00', '15', '30', '45'])} Uhr`],
      ]);
    case 'FR':
      return rec([
        ["Numéro d'immatriculation", car.plate],
        ["Numéro d'identification du véhicule (VIN)", car.vin],
        ['Ancien propriétaire', seller.toUpperCase()],
        ['Nom de l’acquéreur', sur25(p).toUpperCase()],
        ['Prénom(s)', givens25(p)],
        [bornK('Né(e) le'), dob ?? anyDate25(c, p.dob, k)],
        ['Domicile', home],
        ['Date et heure de la cession', `${day} ${c.int(8, 19)}h${c.pick(['00', '15', '30'])}`],
      ]);
    case 'NL':
      return rec([
        ['Kenteken', car.plate],
        ['Meldcode', car.vin.slice(-4)],
        ['Verkoper', seller],
        ['Naam nieuwe eigenaar', writtenName25(c, p)],
        [bornK('Geboortedatum'), dob ?? anyDate25(c, p.dob, k)],
        ['Adres', home],
        ['Datum tenaamstelling', day],
      ]);
    case 'ES':
      return rec([
        ['Matrícula', car.plate],
        ['Nº de bastidor', car.vin],
        ['Vendedor', seller],
        ['Comprador', `${givens25(p)} ${sur25(p)}`.toUpperCase()],
        [idk, idv],
        ['Domicilio', home],
        [tel('Teléfono'), c.chance(0.6) && anyPhone25(c, p)],
        ['Fecha de la compraventa', day],
      ]);
    case 'PL':
      return rec([
        ['Nr rejestracyjny', car.plate],
        ['Nr VIN', car.vin],
        ['Sprzedający', seller],
        ['Kupujący', `${givens25(p)} ${sur25(p)}`],
        [idk, idv],
        ['Adres zamieszkania', home],
        [tel('Telefon kupującego'), c.chance(0.5) && anyPhone25(c, p)],
        ['Data zawarcia umowy', day],
      ]);
  }
}

/** The motor insurer's cover note / certificate on the car, the insured written for `p`. */
function coverNote25(c: Ctx, p: Person25, pp: Papers25, car: Car25, home: string): PersonRecord {
  const k = p.country;
  const from = workDay25(c);
  // One form for both ends of the period: the insurer's system prints it.
  const pf = AFRICA25.has(k) ? c.pick(['dd/mm/yyyy', 'DD-MON-YYYY'] as const) : k === 'DE' || k === 'PL' ? 'dd.mm.yyyy' : k === 'NL' ? 'dd-mm-yyyy' : 'dd/mm/yyyy';
  const period = `${date19(from, pf)} – ${date19({ ...from, y: from.y + 1, d: from.d === 1 ? 1 : from.d - 1 }, pf)}`;
  const no = `${c.pick(['CN', 'MC', 'P', ''])}${c.digits(c.int(7, 10))}`;
  const dob = c.chance(0.5) ? anyDate25(c, p.dob, k) : undefined;
  const phone = c.chance(0.6) ? anyPhone25(c, p) : undefined;
  switch (k) {
    case 'NG':
    case 'KE':
    case 'GH':
    case 'ZA': {
      const [idk, idv] = c.chance(0.6) ? idField25(c, p, pp, 'short', k === 'ZA' ? ['nat'] : ['nat', 'licence']) : NONE25;
      return rec([
        [c.pick(['Cover Note No.', 'Certificate No.', 'Policy No.']), no],
        ['Name of Insured', keyedName25(c, p)],
        ['Vehicle Reg. No', car.plate],
        ['Make', car.make],
        ['Type of Cover', c.pick(['Comprehensive', 'Third Party Only', 'Third Party Fire & Theft'])],
        ['Period of Insurance', period],
        [idk, idv],
        [taxK('KRA PIN of Insured'), k === 'KE' && c.chance(0.4) && pp.tax],
        [tel('Mobile No. of Insured'), phone],
        [bornK('Insured DOB'), dob],
        ['Insured Address', c.chance(0.5) && home],
      ]);
    }
    case 'GB':
      return rec([
        ['Certificate number', no],
        ['Policyholder', keyedName25(c, p)],
        ['Vehicle registration', car.plate],
        [bornK('Policyholder date of birth'), dob ?? anyDate25(c, p.dob, k)],
        [licK('Licence number'), c.chance(0.5) && again25(c, pp.licence)],
        ['Effective date of cover', anyDate25(c, from, k)],
        ['Persons entitled to drive', c.pick(['The policyholder only', 'The policyholder and any named driver'])],
        [tel('Contact telephone'), phone],
      ]);
    case 'DE':
      return rec([
        ['eVB-Nummer', c.letters(7, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')],
        ['Versicherungsnehmer', keyedName25(c, p)],
        [bornK('Geb.-Datum VN'), dob],
        ['Kennzeichen', car.plate],
        ['Versicherungsbeginn', anyDate25(c, from, k)],
        [tel('Tel. VN'), phone],
        ['Anschrift VN', home],
      ]);
    case 'FR':
      return rec([
        ['N° de contrat', no],
        ['Souscripteur', `${sur25(p).toUpperCase()} ${givens25(p)}`],
        [bornK('Date de naissance du conducteur principal'), dob ?? anyDate25(c, p.dob, k)],
        [licK('N° de permis'), c.chance(0.4) && pp.licence],
        ['Immatriculation', car.plate],
        ['Période de validité', period],
        [tel('Tél. portable'), phone],
      ]);
    case 'NL':
      return rec([
        ['Polisnummer', no],
        ['Verzekeringnemer', c.chance(0.5) ? `${p.sex === 'M' ? 'Dhr.' : 'Mevr.'} ${initials25(p)} ${sur25(p)}` : writtenName25(c, p)],
        [bornK('Geb. datum'), dob ?? anyDate25(c, p.dob, k)],
        ['Kenteken', car.plate],
        ['Ingangsdatum', anyDate25(c, from, k)],
        [tel('Telefoonnummer'), phone],
      ]);
    case 'ES':
      return rec([
        ['Nº de póliza', no],
        ['Tomador', `${sur25(p).toUpperCase()}, ${givens25(p).toUpperCase()}`],
        [natK('NIF tomador'), again25(c, pp.nat)],
        [bornK('F. nacimiento'), dob],
        ['Matrícula', car.plate],
        ['Fecha de efecto', anyDate25(c, from, k)],
        [tel('Móvil'), phone],
      ]);
    case 'PL':
      return rec([
        ['Nr polisy OC', no],
        ['Ubezpieczający', keyedName25(c, p)],
        [natK('PESEL ubezpieczającego'), c.chance(0.7) && pp.nat],
        ['Nr rej.', car.plate],
        ['Okres ubezpieczenia', period],
        [tel('Tel. kontaktowy'), phone],
      ]);
  }
}

const sameVehicle: Kind25 = {
  kind: 'same_vehicle_sale_transfer_form_vs_motor_cover_note',
  label: 'same',
  pairs: PAIRS25,
  make(c, j) {
    return kept25('same', () => {
      const k = country25(c, j);
      const p = newPerson25(c, k, 1960, 2004);
      const pp = newPapers25(c, p);
      const car = newCar25(c, k);
      const seller = full25(newPerson25(c, k));
      // The buyer moves the car to the new home; the cover note has it too, or a slip of it.
      const home = address25(c, k);
      return { a: transferForm25(c, p, pp, car, seller, home), b: coverNote25(c, p, pp, car, home) };
    });
  },
};

const diffVehicle: Kind25 = {
  kind: 'diff_car_passed_father_to_son_cover_vs_transfer',
  label: 'different',
  pairs: PAIRS25,
  make(c, j) {
    return kept25('different', () => {
      const k = country25(c, j);
      const father = newPerson25(c, k, 1948, 1975, 'M');
      const y = Math.min(2004, father.dob.y + c.int(20, 38));
      let son = kin25(c, father, y, y, 'M');
      // A junior a third of the time; Spain: the son's second surname is his mother's.
      if (c.chance(0.33)) son = { ...son, given: father.given, short: father.short };
      if (k === 'ES') son = { ...son, surname2: c.pick(NAMES25.ES.s.filter((s) => s !== father.surname && s !== father.surname2)) };
      const car = newCar25(c, k);
      const home = address25(c, k);
      // The father's cover note on the car; the son buys it from him and keys his own papers.
      return { a: coverNote25(c, father, newPapers25(c, father), car, home), b: transferForm25(c, son, newPapers25(c, son), car, full25(father), home) };
    });
  },
};

// ---------------------------------------------------------------- kind 2 / 7: power of attorney and bank signatory card

interface Deed25 {
  principal: Person25;
  pp: Papers25;
  attorney: Person25;
  home: string;
  account: string;
  bank: string;
}

const BANKS25: Record<Country25, readonly string[]> = {
  NG: ['First Bank of Nigeria', 'Zenith Bank Plc', 'Union Bank', 'Wema Bank', 'Fidelity Bank'],
  KE: ['KCB Bank', 'Equity Bank', 'Co-operative Bank of Kenya', 'NCBA', 'Family Bank'],
  GH: ['GCB Bank', 'Ecobank Ghana', 'Fidelity Bank Ghana', 'CalBank', 'Agricultural Development Bank'],
  ZA: ['Capitec', 'Absa', 'FNB', 'Standard Bank', 'Nedbank'],
  GB: ['Lloyds Bank', 'Nationwide Building Society', 'NatWest', 'Santander UK', 'Barclays'],
  DE: ['Sparkasse Bielefeld', 'Volksbank Mittelhessen', 'Commerzbank', 'Postbank', 'Deutsche Bank'],
  FR: ['Crédit Agricole', 'Caisse d’Épargne', 'La Banque Postale', 'Crédit Mutuel', 'BNP Paribas'],
  NL: ['Rabobank', 'ING', 'ABN AMRO', 'SNS', 'ASN Bank'],
  ES: ['CaixaBank', 'Banco Santander', 'BBVA', 'Unicaja', 'Ibercaja'],
  PL: ['PKO BP', 'Bank Pekao', 'mBank', 'ING Bank Śląski', 'Santander Bank Polska'],
};

function accountNo25(c: Ctx, k: Country25): string {
  if (k === 'NG' || k === 'GH') return c.digits(k === 'NG' ? 10 : 13);
  if (k === 'KE' || k === 'ZA') return c.digits(k === 'KE' ? 13 : 10);
  if (k === 'GB') return `${c.int(10, 99)}-${c.int(10, 99)}-${c.int(10, 99)} ${c.digits(8)}`;
  const len: Record<string, number> = { DE: 18, FR: 23, NL: 14, ES: 20, PL: 24 };
  const body = k === 'NL' ? `${c.letters(4)}${c.digits(10)}` : c.digits(len[k]!);
  return `${k}${c.int(10, 98)}${body}`.replace(/(.{4})(?=.)/g, '$1 ');
}

function newDeed25(c: Ctx, principal: Person25, attorney: Person25, share?: { home: string }): Deed25 {
  const k = principal.country;
  return { principal, pp: newPapers25(c, principal), attorney, home: share?.home ?? address25(c, k), account: accountNo25(c, k), bank: c.pick(BANKS25[k]) };
}

/** The principal as the notary / commissioner writes them in the deed. */
function powerOfAttorney25(c: Ctx, d: Deed25): PersonRecord {
  const p = d.principal;
  const k = p.country;
  const day = anyDate25(c, workDay25(c), k);
  const att = full25(d.attorney);
  const dob = c.chance(0.7) ? anyDate25(c, p.dob, k) : undefined;
  switch (k) {
    case 'NG':
    case 'KE':
    case 'GH':
    case 'ZA':
    case 'GB': {
      const [idk, idv] = k === 'GB' ? (c.chance(0.5) ? idField25(c, p, d.pp, 'form', ['passport', 'licence']) : NONE25) : idField25(c, p, d.pp, 'form', ['nat', 'nat', 'passport']);
      const title = p.sex === 'M' ? c.pick(['Mr.', 'Chief', 'Alhaji', 'Pastor', '']) : c.pick(['Mrs.', 'Madam', 'Alhaja', 'Ms', '']);
      return rec([
        [k === 'GB' ? 'Donor' : c.pick(['Donor / Principal', 'The Principal', 'Grantor']), `${k === 'NG' || k === 'GH' ? title : ''} ${c.chance(0.5) ? full25(p).toUpperCase() : full25(p)}`.trim()],
        [bornK(k === 'GB' ? "Donor's date of birth" : 'Date of Birth of Principal'), k === 'GB' ? anyDate25(c, p.dob, k) : dob],
        [idk, idv],
        ['Of (address)', d.home],
        [k === 'GB' ? 'Attorney' : 'Attorney / Donee', att],
        ['Powers', c.pick(['General power of attorney', 'To operate my bank account(s) and manage my property', 'Lasting power of attorney — property and financial affairs', 'Specific: sale of property and banking'])],
        [k === 'GB' ? 'OPG reference' : c.pick(['Registered as No.', 'Commissioner for Oaths Ref.']), `${c.pick(['', 'POA/', 'M-'])}${c.digits(c.int(5, 8))}`],
        [k === 'GB' ? 'Date signed' : 'Executed on', day],
        [k === 'GB' ? 'Certificate provider' : k === 'ZA' || k === 'KE' ? 'Commissioner of Oaths' : 'Notary Public', `${{ NG: 'Barr.', KE: '', GH: 'Lawyer', ZA: 'Adv.', GB: '' }[k as 'NG']} ${full25(newPerson25(c, k))}`.trim()],
      ]);
    }
    case 'DE': {
      const married = p.sex === 'F' && c.chance(0.4) ? ` geb. ${c.pick(NAMES25.DE.s.filter((s) => s !== p.surname))}` : '';
      return rec([
        ['UR-Nr.', `${c.int(100, 2999)}/${c.int(2022, 2025)}`],
        ['Vollmachtgeber(in)', `${p.sex === 'M' ? 'Herr' : 'Frau'} ${givens25(p)} ${sur25(p)}${married}`],
        [bornK('geboren am'), anyDate25(c, p.dob, k)],
        ['wohnhaft', d.home],
        [natK('ausgewiesen durch Personalausweis Nr.'), c.chance(0.6) && again25(c, d.pp.nat)],
        ['Bevollmächtigte(r)', att],
        ['Art', c.pick(['Generalvollmacht', 'Vorsorgevollmacht', 'Bankvollmacht über den Tod hinaus'])],
        ['Notar', `${full25(newPerson25(c, k))}, Notar in ${c.pick(TOWNS25[k])}`],
        ['Datum', day],
      ]);
    }
    case 'FR':
      return rec([
        ['Acte reçu par', `Maître ${full25(newPerson25(c, k))}, notaire à ${c.pick(TOWNS25[k])}`],
        ['Mandant', `${p.sex === 'M' ? 'Monsieur' : 'Madame'} ${sur25(p).toUpperCase()} ${givens25(p)}`],
        [bornK('Né(e) le'), anyDate25(c, p.dob, k)],
        ['Né(e) à', c.pick(TOWNS25[k])],
        ['Demeurant', d.home],
        ['Mandataire', att],
        ['Nature', c.pick(['Procuration générale', 'Mandat de protection future', 'Procuration bancaire'])],
        ['Date de l’acte', day],
      ]);
    case 'NL':
      return rec([
        ['Notaris', `mr. ${full25(newPerson25(c, k))}`],
        ['Volmachtgever', `${p.sex === 'M' ? 'de heer' : 'mevrouw'} ${givens25(p)} ${sur25(p)}`],
        [bornK('geboren op'), anyDate25(c, p.dob, k)],
        ['wonende te', d.home],
        [ppK('legitimatie (paspoort nr.)'), c.chance(0.5) && d.pp.passport],
        ['Gevolmachtigde', att],
        ['Soort', c.pick(['Levenstestament', 'Algemene volmacht', 'Bankvolmacht'])],
        ['Datum akte', day],
      ]);
    case 'ES':
      return rec([
        ['Notario', `D. ${full25(newPerson25(c, k))}`],
        ['Nº de protocolo', String(c.int(100, 4999))],
        ['Poderdante', `${p.sex === 'M' ? 'D.' : 'Dña.'} ${givens25(p)} ${sur25(p)}`],
        [natK('con DNI'), again25(c, d.pp.nat)],
        [bornK('nacido/a el'), dob],
        ['Domicilio', d.home],
        ['Apoderado/a', att],
        ['Clase', c.pick(['Poder general', 'Poder preventivo', 'Poder para operar en cuentas bancarias'])],
        ['Fecha', day],
      ]);
    case 'PL':
      return rec([
        ['Repertorium A nr', `${c.int(100, 9999)}/${c.int(2022, 2025)}`],
        ['Notariusz', full25(newPerson25(c, k))],
        ['Mocodawca', `${givens25(p)} ${sur25(p)}`],
        [natK('PESEL mocodawcy'), again25(c, d.pp.nat)],
        ['zamieszkały(a)', d.home],
        ['Pełnomocnik', att],
        ['Rodzaj', c.pick(['Pełnomocnictwo ogólne', 'Pełnomocnictwo do rachunku bankowego'])],
        ['Data', day],
      ]);
  }
}

/** The bank's signatory / specimen signature card of the account: the row written for `who` (holder or attorney). */
function signatoryCard25(c: Ctx, d: Deed25, who: Person25, pp: Papers25, role: 'holder' | 'attorney'): PersonRecord {
  const k = who.country;
  const holder = d.principal;
  const phone = c.chance(0.6) ? anyPhone25(c, who) : undefined;
  const dob = c.chance(0.7) ? anyDate25(c, who.dob, k) : undefined;
  const holderName = c.chance(0.5) ? full25(holder).toUpperCase() : `${sur25(holder).toUpperCase()} ${givens25(holder)}`;
  const other = role === 'holder' ? full25(d.attorney) : undefined;
  switch (k) {
    case 'NG':
    case 'KE':
    case 'GH':
    case 'ZA':
    case 'GB': {
      const [idk, idv] = k === 'GB' ? (c.chance(0.6) ? idField25(c, who, pp, 'short', ['passport', 'licence']) : NONE25) : idField25(c, who, pp, 'short', ['nat', 'nat', 'passport']);
      return rec([
        ['Bank', d.bank],
        ['Account Name', holderName],
        ['Account Number', d.account],
        ['Signatory Name', role === 'holder' && c.chance(0.4) ? holderName : writtenName25(c, who)],
        ['Capacity', role === 'holder' ? c.pick(['Account holder', 'Sole signatory', 'Principal']) : c.pick(['Attorney (POA)', 'Donee of power of attorney', 'Mandate holder'])],
        [bornK('Signatory D.O.B'), dob],
        [idk, idv],
        [ownK('BVN'), k === 'NG' && c.chance(0.7) && pp.cust],
        [tel('Signatory Mobile'), phone],
        ['Additional signatory (attorney)', other],
        ['Mandate', c.pick(['Sole to sign', 'Either to sign', 'Attorney to sign alone'])],
      ]);
    }
    case 'DE':
      return rec([
        ['Kreditinstitut', d.bank],
        ['Kontoinhaber', `${sur25(holder)}, ${givens25(holder)}`],
        ['IBAN', d.account],
        ['Verfügungsberechtigte(r)', `${sur25(who)}, ${givens25(who)}`],
        ['Eigenschaft', role === 'holder' ? 'Kontoinhaber' : 'Bevollmächtigter (notarielle Vollmacht)'],
        [bornK('Geburtsdatum'), dob ?? anyDate25(c, who.dob, k)],
        [tel('Telefon'), phone],
        ['Bevollmächtigt', other],
      ]);
    case 'FR':
      return rec([
        ['Établissement', d.bank],
        ['Titulaire du compte', `${sur25(holder).toUpperCase()} ${givens25(holder)}`],
        ['IBAN', d.account],
        ['Signataire', `${sur25(who).toUpperCase()} ${givens25(who)}`],
        ['Qualité', role === 'holder' ? 'Titulaire' : 'Mandataire (procuration notariée)'],
        [bornK('Date de naissance'), dob ?? anyDate25(c, who.dob, k)],
        [tel('Téléphone'), phone],
        ['Procuration donnée à', other],
      ]);
    case 'NL':
      return rec([
        ['Bank', d.bank],
        ['Rekeninghouder', `${initials25(holder)} ${sur25(holder)}`],
        ['IBAN', d.account],
        ['Naam ondertekenaar', writtenName25(c, who)],
        ['Hoedanigheid', role === 'holder' ? 'Rekeninghouder' : 'Gemachtigde'],
        [bornK('Geboortedatum'), dob ?? anyDate25(c, who.dob, k)],
        [ppK('Paspoort/ID-nummer'), c.chance(0.4) && again25(c, pp.passport)],
        [tel('Mobiel'), phone],
        ['Gemachtigde', other],
      ]);
    case 'ES':
      return rec([
        ['Entidad', d.bank],
        ['Titular', `${sur25(holder).toUpperCase()}, ${givens25(holder).toUpperCase()}`],
        ['IBAN', d.account],
        ['Firmante', `${givens25(who)} ${sur25(who)}`],
        ['Condición', role === 'holder' ? 'Titular' : 'Apoderado'],
        [natK('NIF firmante'), again25(c, pp.nat)],
        [bornK('F. nacimiento'), dob],
        [tel('Teléfono móvil'), phone],
        ['Autorizado', other],
      ]);
    case 'PL':
      return rec([
        ['Bank', d.bank],
        ['Posiadacz rachunku', `${givens25(holder)} ${sur25(holder)}`],
        ['Nr rachunku', d.account],
        ['Imię i nazwisko', `${givens25(who)} ${sur25(who)}`],
        ['Rola', role === 'holder' ? 'Posiadacz' : 'Pełnomocnik'],
        [natK('PESEL'), again25(c, pp.nat)],
        [bornK('Data urodzenia'), dob],
        [tel('Telefon komórkowy'), phone],
        ['Pełnomocnik do rachunku', other],
      ]);
  }
}

const samePoa: Kind25 = {
  kind: 'same_power_of_attorney_vs_bank_signatory_card',
  label: 'same',
  pairs: PAIRS25,
  make(c, j) {
    return kept25('same', () => {
      const k = country25(c, j);
      const p = newPerson25(c, k, 1938, 1975);
      const att = c.chance(0.6) ? kin25(c, p, Math.min(2004, p.dob.y + 20), Math.min(2004, p.dob.y + 40)) : newPerson25(c, k);
      const d = newDeed25(c, p, att);
      return { a: powerOfAttorney25(c, d), b: signatoryCard25(c, d, p, d.pp, 'holder') };
    });
  },
};

const diffPoa: Kind25 = {
  kind: 'diff_power_of_attorney_parent_vs_child_signatory',
  label: 'different',
  pairs: PAIRS25,
  make(c, j) {
    return kept25('different', () => {
      const k = country25(c, j);
      const parent = newPerson25(c, k, 1936, 1970);
      const y = Math.min(2004, parent.dob.y + c.int(20, 38));
      // A daughter under her married surname a third of the time outside Spain (there each keeps her own).
      let child = kin25(c, parent, y, y, undefined, true);
      if (k !== 'ES' && child.sex === 'F' && c.chance(0.33)) child = { ...child, surname: gendered25(c.pick(NAMES25[k].s), 'F', k) };
      const d = newDeed25(c, parent, child);
      // The child's signatory row on the parent's account: the parent's name under the holder header.
      return { a: powerOfAttorney25(c, d), b: signatoryCard25(c, d, child, newPapers25(c, child), 'attorney') };
    });
  },
};

// ---------------------------------------------------------------- kind 3 / 8: border cash declaration and bank deposit

interface Trip25 {
  p: Person25;
  pp: Papers25;
  flight: string;
  day: Ymd;
  home: string;
  amount: number;
  currency: string;
  ref: string;
}

/** An amount grouped as the country writes it: 12,500 in English, 12.500 in German, Dutch and Spanish, 12 500 in French and Polish. */
const thousands25 = (n: number, k: Country25) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, EN25.has(k) ? ',' : k === 'FR' || k === 'PL' ? ' ' : '.');
const FUNDS25: Partial<Record<Country25, readonly string[]>> = {
  DE: ['Ersparnisse', 'Verkauf eines Grundstücks', 'Erbschaft', 'Geschäftseinnahmen'],
  FR: ['Épargne', 'Vente d’un bien', 'Succession', 'Recettes commerciales'],
  NL: ['Spaargeld', 'Verkoop woning', 'Erfenis', 'Bedrijfsinkomsten'],
  ES: ['Ahorros', 'Venta de inmueble', 'Herencia', 'Ingresos del negocio'],
  PL: ['Oszczędności', 'Sprzedaż nieruchomości', 'Spadek', 'Dochody z działalności'],
};
const NONE25: [string, string] = ['', ''];

const FLIGHTS25 = ['ET', 'KQ', 'AT', 'EK', 'QR', 'TK', 'LH', 'AF', 'KL', 'BA', 'IB', 'LO', 'P4', 'SA', 'W3'];

function newTrip25(c: Ctx, p: Person25, share?: Pick<Trip25, 'flight' | 'day' | 'home'>): Trip25 {
  const k = p.country;
  return {
    p,
    pp: newPapers25(c, p),
    flight: share?.flight ?? `${c.pick(FLIGHTS25)} ${c.int(100, 999)}`,
    day: share?.day ?? workDay25(c),
    home: share?.home ?? address25(c, k),
    amount: c.int(10, 60) * 1000 + c.pick([0, 0, 500]),
    currency: c.pick(AFRICA25.has(k) ? ['USD', 'USD', 'EUR', 'GBP'] : ['EUR', 'USD', 'GBP', 'CHF']),
    ref: `${c.pick(['CD', 'DEC', 'CASH', ''])}${c.digits(c.int(6, 9))}`,
  };
}

/** The currency / cash declaration the traveller fills in at the border. */
function cashDeclaration25(c: Ctx, t: Trip25): PersonRecord {
  const { p } = t;
  const k = p.country;
  const amount = `${thousands25(t.amount, k)} ${t.currency}`;
  const phone = c.chance(0.5) ? anyPhone25(c, p) : undefined;
  if (EN25.has(k)) {
    const authority = { NG: 'Nigeria Customs Service — Currency Declaration Form', KE: 'KRA Customs & Border Control — Currency Declaration', GH: 'GRA Customs Division — Declaration of Currency', ZA: 'SARS Customs — Traveller Cash Declaration', GB: 'HMRC — Declaration of cash' }[k as 'NG'];
    return rec([
      ['Form', authority],
      [ownK('Declaration Ref.'), t.ref],
      ['Surname', sur25(p).toUpperCase()],
      ['Other Names', givens25(p)],
      [ppK('Passport No'), again25(c, t.pp.passport)],
      [bornK('Date of Birth'), anyDate25(c, p.dob, k)],
      ['Nationality', { NG: 'Nigerian', KE: 'Kenyan', GH: 'Ghanaian', ZA: 'South African', GB: 'British' }[k as 'NG']],
      ['Flight No. / Vessel', t.flight],
      ['Date of Arrival', anyDate25(c, t.day, k)],
      ['Amount and currency', amount],
      ['Source of the cash', c.pick(['Sale of goods abroad', 'Savings', 'Family support', 'Business proceeds', 'Sale of property'])],
      ['Address in country', t.home],
      [tel('Phone Number'), phone],
    ]);
  }
  const L = {
    DE: ['Anmeldung von Barmitteln (Zoll)', 'Registriernummer', 'Familienname', 'Vorname(n)', 'Reisepassnummer', 'Geburtsdatum', 'Staatsangehörigkeit', 'deutsch', 'Flugnummer', 'Datum', 'Betrag / Währung', 'Herkunft', 'Anschrift', 'Telefon (Reisender)'],
    FR: ["Déclaration d'argent liquide (douane)", 'N° de déclaration', 'Nom', 'Prénoms', 'N° du passeport', 'Date de naissance', 'Nationalité', 'française', 'N° de vol', 'Date', 'Montant / devise', 'Provenance des fonds', 'Adresse', 'Téléphone (voyageur)'],
    NL: ['Aangifte liquide middelen (Douane)', 'Aangiftenummer', 'Achternaam', 'Voornamen', 'Paspoort nr.', 'Geboortedatum', 'Nationaliteit', 'Nederlandse', 'Vluchtnummer', 'Datum', 'Bedrag / valuta', 'Herkomst', 'Adres', 'Telefoon reiziger'],
    ES: ['Declaración de medios de pago (modelo S1)', 'Nº de declaración', 'Apellidos', 'Nombre', 'Nº de pasaporte', 'Fecha de nacimiento', 'Nacionalidad', 'española', 'Nº de vuelo', 'Fecha', 'Importe / moneda', 'Origen de los fondos', 'Domicilio', 'Teléfono viajero'],
    PL: ['Deklaracja środków pieniężnych (KAS)', 'Nr deklaracji', 'Nazwisko', 'Imiona', 'Nr paszportu', 'Data urodzenia', 'Obywatelstwo', 'polskie', 'Nr lotu', 'Data', 'Kwota / waluta', 'Pochodzenie środków', 'Adres', 'Telefon podróżnego'],
  }[k as 'DE'];
  return rec([
    ['Formular', L[0]],
    [ownK(L[1]!), t.ref],
    [L[2]!, sur25(p).toUpperCase()],
    [L[3]!, givens25(p)],
    [ppK(L[4]!), again25(c, t.pp.passport)],
    [bornK(L[5]!), anyDate25(c, p.dob, k)],
    [L[6]!, L[7]],
    [L[8]!, t.flight],
    [L[9]!, anyDate25(c, t.day, k)],
    [L[10]!, amount],
    [L[11]!, c.pick(FUNDS25[k]!)],
    [L[12]!, t.home],
    [tel(L[13]!), phone],
  ]);
}

/** The bank's record of the cash deposit with its source-of-funds note, the depositor written for `t.p`. */
function cashDeposit25(c: Ctx, t: Trip25, quoteRef: boolean): PersonRecord {
  const { p } = t;
  const k = p.country;
  const later = { ...t.day, d: Math.min(28, t.day.d + c.int(1, 5)) };
  const amount = EN25.has(k) ? `${t.currency} ${thousands25(t.amount, k)}${c.chance(0.3) ? '.00' : ''}` : `${thousands25(t.amount, k)}${c.chance(0.3) ? ',00' : ''} ${t.currency}`;
  const idAllow: readonly ('nat' | 'passport' | 'licence')[] = k === 'GB' ? ['passport', 'licence'] : ['nat', 'passport'];
  const [idk, idv] = idField25(c, p, t.pp, 'short', idAllow);
  const phone = c.chance(0.6) ? anyPhone25(c, p) : undefined;
  const dob = c.chance(0.4) ? anyDate25(c, p.dob, k) : undefined;
  if (EN25.has(k)) {
    return rec([
      ['Branch', `${c.pick(BANKS25[k])}, ${c.pick(TOWNS25[k])}`],
      ['Transaction Date', anyDate25(c, later, k)],
      ['Depositor Name', keyedName25(c, p)],
      ['Account No.', accountNo25(c, k)],
      ['Amount', amount],
      [idk, idv],
      [bornK('Depositor DOB'), dob],
      [tel('Depositor Phone'), phone],
      ['Source of Funds', quoteRef ? `Cash declared at ${c.pick(['airport', 'border'])} on arrival, declaration ${again25(c, t.ref)}` : c.pick(['Travel cash brought back', 'Proceeds of sale abroad', 'Savings']) ],
      [ownK('Customs Declaration No.'), quoteRef && c.chance(0.5) && t.ref],
      ['Teller', `${c.pick(['T', 'TLR'])}${c.digits(4)}`],
    ]);
  }
  const L = {
    DE: ['Filiale', 'Buchungsdatum', 'Einzahler', 'IBAN', 'Betrag', 'Geburtsdatum Einzahler', 'Telefon Einzahler', 'Mittelherkunft', 'Zollanmeldung Nr.'],
    FR: ['Agence', 'Date opération', 'Déposant', 'IBAN', 'Montant', 'Date de naissance du déposant', 'Tél. déposant', 'Origine des fonds', 'Réf. déclaration douane'],
    NL: ['Kantoor', 'Boekdatum', 'Inbrenger', 'IBAN', 'Bedrag', 'Geb.datum inbrenger', 'Tel. inbrenger', 'Herkomst gelden', 'Douane-aangifte nr.'],
    ES: ['Oficina', 'Fecha operación', 'Ordenante del ingreso', 'IBAN', 'Importe', 'F. nac. ordenante', 'Tel. ordenante', 'Origen de fondos', 'Ref. declaración S1'],
    PL: ['Oddział', 'Data operacji', 'Wpłacający', 'Nr rachunku', 'Kwota', 'Data ur. wpłacającego', 'Tel. wpłacającego', 'Źródło środków', 'Nr deklaracji celnej'],
  }[k as 'DE'];
  return rec([
    [L[0]!, `${c.pick(BANKS25[k])}, ${c.pick(TOWNS25[k])}`],
    [L[1]!, anyDate25(c, later, k)],
    [L[2]!, keyedName25(c, p)],
    [L[3]!, accountNo25(c, k)],
    [L[4]!, amount],
    [idk, idv],
    [bornK(L[5]!), dob],
    [tel(L[6]!), phone],
    [L[7]!, quoteRef ? `${{ DE: 'Bargeld aus Zollanmeldung', FR: 'espèces déclarées en douane, réf.', NL: 'contant geld, douane-aangifte', ES: 'efectivo declarado en aduana, S1', PL: 'gotówka zadeklarowana w urzędzie celnym, nr' }[k as 'DE']} ${again25(c, t.ref)}` : c.pick(FUNDS25[k]!)],
    [ownK(L[8]!), quoteRef && c.chance(0.5) && t.ref],
  ]);
}

const sameCash: Kind25 = {
  kind: 'same_border_cash_declaration_vs_bank_cash_deposit',
  label: 'same',
  pairs: PAIRS25,
  make(c, j) {
    return kept25('same', () => {
      const k = country25(c, j);
      const t = newTrip25(c, newPerson25(c, k, 1955, 2002));
      return { a: cashDeclaration25(c, t), b: cashDeposit25(c, t, c.chance(0.5)) };
    });
  },
};

const diffCash: Kind25 = {
  kind: 'diff_cash_declaration_spouses_one_flight',
  label: 'different',
  pairs: PAIRS25,
  make(c, j) {
    return kept25('different', () => {
      const k = country25(c, j);
      const h = newPerson25(c, k, 1955, 1998, 'M');
      let w = newPerson25(c, k, Math.max(1955, h.dob.y - 4), Math.min(2004, h.dob.y + 10), 'F');
      // The wife under the married surname (Spain: her own two; the Netherlands: at times "husband's-name-birth-name").
      if (k === 'NL' && c.chance(0.4)) w = { ...w, surname: `${h.surname}-${w.surname}` };
      else if (k !== 'ES') w = { ...w, surname: gendered25(h.surname, 'F', k) };
      const th = newTrip25(c, h);
      const tw = newTrip25(c, w, { flight: th.flight, day: th.day, home: th.home });
      // Each declares and deposits under their own papers; one spouse's declaration against the other's deposit.
      return c.chance(0.5) ? { a: cashDeclaration25(c, th), b: cashDeposit25(c, tw, c.chance(0.5)) } : { a: cashDeclaration25(c, tw), b: cashDeposit25(c, th, c.chance(0.5)) };
    });
  },
};

// ---------------------------------------------------------------- kind 4 / 9: solar job card and energy account

interface Solar25 {
  p: Person25;
  pp: Papers25;
  home: string;
  serial: string;
  product: string;
  account: string;
  meter: string;
  day: Ymd;
}

function newSolar25(c: Ctx, p: Person25, share?: { home: string }): Solar25 {
  const k = p.country;
  const africa = AFRICA25.has(k);
  const meter: Record<Country25, () => string> = {
    NG: () => '',
    KE: () => '',
    GH: () => '',
    ZA: () => '',
    GB: () => c.digits(13),
    DE: () => `DE${c.digits(11)}${c.letters(20, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}`.slice(0, 33),
    FR: () => c.digits(14),
    NL: () => `871${c.digits(15)}`,
    ES: () => `ES00${c.digits(16)}${c.letters(2)}`,
    PL: () => `PL00${c.digits(14)}`,
  };
  return {
    p,
    pp: newPapers25(c, p),
    home: share?.home ?? (africa && c.chance(0.5) ? `${c.pick(['Behind', 'Opposite', 'Near', 'Next to'])} ${c.pick(['the primary school', 'the mosque', 'the borehole', 'the chief’s compound', 'the church', 'the market'])}, ${c.pick(TOWNS25[k])}` : address25(c, k)),
    serial: `${c.pick(['SK', 'SHS', 'PV', 'MK', 'DL'])}${c.digits(c.int(8, 10))}`,
    product: africa ? c.pick(['SHS 40W + 3 lamps', 'Solar home system 80W + 24" TV', 'Home 120 kit + radio', 'Solar fridge 100L', 'Solar water pump 0.5 HP']) : c.pick(['4,2 kWp PV + 5 kWh battery', '6.0 kWp / 14 panels', '3,6 kWp balkon + dak', '8 kWp + Wallbox', '5,4 kWp']),
    account: africa ? `${c.int(1, 9)}${c.digits(7)}` : `${c.pick(['', 'KD', 'CL'])}${c.digits(c.int(7, 10))}`,
    meter: meter[k](),
    day: workDay25(c),
  };
}

/** The installer's job card / commissioning sheet for `s.p`'s installation. */
function jobCard25(c: Ctx, s: Solar25): PersonRecord {
  const { p } = s;
  const k = p.country;
  const phone = c.chance(0.8) ? anyPhone25(c, p) : undefined;
  const installer = `${c.pick(['Tech', 'Installer', 'Agent'])}: ${called25(c, newPerson25(c, k, 1975, 2003))}`;
  if (AFRICA25.has(k)) {
    const [idk, idv] = c.chance(0.6) ? idField25(c, p, s.pp, 'short', ['nat']) : NONE25;
    return rec([
      ['Job Card No.', `JC-${c.digits(6)}`],
      ['Customer Name', c.chance(0.5) ? writtenName25(c, p) : `${called25(c, p)} ${p.surname}`],
      [tel('Customer Phone'), phone],
      [idk, idv],
      ['Location / Landmark', s.home],
      ['Product', s.product],
      ['Unit Serial', s.serial],
      ['Installed by', installer],
      ['Date Installed', anyDate25(c, s.day, k)],
      ['Customer Signature', c.pick(['signed', 'thumbprint', 'signed'])],
    ]);
  }
  const dob = c.chance(0.5) ? anyDate25(c, p.dob, k) : undefined;
  const L = {
    GB: ['MCS certificate no.', 'Owner name', 'Installation address', 'System', 'Commissioning date', 'Owner telephone', 'Owner date of birth', 'Installer'],
    DE: ['Inbetriebnahmeprotokoll Nr.', 'Anlagenbetreiber', 'Anlagenstandort', 'Anlage', 'Inbetriebnahme am', 'Telefon Betreiber', 'Geburtsdatum Betreiber', 'Elektrofachbetrieb'],
    FR: ['PV de mise en service n°', 'Client', "Adresse de l'installation", 'Installation', 'Date de mise en service', 'Tél. client', 'Date de naissance client', 'Installateur RGE'],
    NL: ['Opleverrapport nr.', 'Opdrachtgever', 'Installatieadres', 'Installatie', 'Opleverdatum', 'Telefoon klant', 'Geboortedatum klant', 'Installateur'],
    ES: ['Certificado de instalación nº', 'Titular', 'Emplazamiento', 'Instalación', 'Fecha de puesta en marcha', 'Tel. titular', 'F. nac. titular', 'Instalador autorizado'],
    PL: ['Protokół odbioru nr', 'Inwestor', 'Adres instalacji', 'Instalacja', 'Data uruchomienia', 'Tel. inwestora', 'Data ur. inwestora', 'Instalator'],
  }[k as 'GB'];
  return rec([
    [L[0]!, `${c.letters(3)}-${c.digits(7)}`],
    [L[1]!, k === 'GB' ? writtenName25(c, p) : k === 'DE' || k === 'PL' ? `${sur25(p)}, ${givens25(p)}` : k === 'FR' ? `${sur25(p).toUpperCase()} ${givens25(p)}` : full25(p)],
    [L[2]!, s.home],
    [L[3]!, `${s.product} — ${s.serial}`],
    [L[4]!, anyDate25(c, s.day, k)],
    [tel(L[5]!), phone],
    [bornK(L[6]!), dob],
    [L[7]!, installer.replace(/^[A-Za-z]+: /, '')],
  ]);
}

/** The customer's energy account: a pay-as-you-go solar account export, or the export / feed-in registration. */
function energyAccount25(c: Ctx, s: Solar25): PersonRecord {
  const { p } = s;
  const k = p.country;
  const phone = c.chance(0.7) ? phone19(p.phone, k, c.pick(['bare', 'bare', 'intl', 'national'] as const)) : undefined;
  if (AFRICA25.has(k)) {
    const [idk, idv] = c.chance(0.6) ? idField25(c, p, s.pp, 'short', ['nat']) : NONE25;
    return rec([
      [ownK('account_number'), s.account],
      ['customer_name', c.chance(0.5) ? full25(p).toUpperCase() : keyedName25(c, p)],
      [tel('msisdn'), phone],
      [idk ? natK(idk.toLowerCase().replace(/[^a-z]+/g, '_').replace(/^_|_$/g, '')) : '', idv],
      ['unit_serial', s.serial],
      ['product', s.product],
      ['location', c.chance(0.6) && s.home],
      ['region', s.home.replace(/^.*, /, '')],
      ['agent_code', `AG${c.digits(5)}`],
      ['registration_date', date19(s.day, 'iso')],
      ['days_to_unlock', String(c.int(0, 540))],
      ['status', c.pick(['ACTIVE', 'ACTIVE', 'LOCKED', 'PAID_OFF'])],
    ]);
  }
  const dob = c.chance(0.6) ? anyDate25(c, p.dob, k) : undefined;
  switch (k) {
    case 'GB':
      return rec([
        ['SEG application ref', `SEG-${c.digits(7)}`],
        ['Applicant name', keyedName25(c, p)],
        ['Supply address', s.home],
        ['Export MPAN', s.meter],
        [bornK('Applicant DOB'), dob],
        [tel('Applicant phone'), phone],
        [ownK('Supplier account number'), s.account],
        ['Installation commissioned', anyDate25(c, s.day, k)],
      ]);
    case 'DE':
      return rec([
        [ownK('MaStR-Nr. Anlagenbetreiber'), `ABR${c.digits(12)}`],
        ['Betreiber Name', `${givens25(p)} ${sur25(p)}`],
        ['Standort', s.home],
        ['Zählpunktbezeichnung', s.meter],
        [bornK('Geburtsdatum'), dob],
        [tel('Telefon'), phone],
        [taxK('Steuer-ID'), c.chance(0.3) && s.pp.tax],
        ['Inbetriebnahmedatum', anyDate25(c, s.day, k)],
      ]);
    case 'FR':
      return rec([
        ['N° de contrat d’obligation d’achat', `BOA${c.digits(8)}`],
        ['Producteur', `${sur25(p).toUpperCase()} ${givens25(p)}`],
        ['Adresse du site', s.home],
        ['PRM', s.meter],
        [bornK('Date de naissance du producteur'), dob],
        [tel('Tél. producteur'), phone],
        ['Date de raccordement', anyDate25(c, s.day, k)],
      ]);
    case 'NL':
      return rec([
        [ownK('Klantnummer'), s.account],
        ['Naam', `${p.sex === 'M' ? 'Dhr.' : 'Mw.'} ${initials25(p)} ${sur25(p)}`],
        ['Aansluitadres', s.home],
        ['EAN-code', s.meter],
        [bornK('Geboortedatum klant'), dob],
        [tel('Telefoonnr'), phone],
        ['Datum aanmelding zonnepanelen', anyDate25(c, s.day, k)],
      ]);
    case 'ES':
      return rec([
        ['Nº de expediente autoconsumo', `AC-${c.digits(6)}`],
        ['Titular del suministro', `${sur25(p)}, ${givens25(p)}`.toUpperCase()],
        [natK('NIF titular'), again25(c, s.pp.nat)],
        ['CUPS', s.meter],
        ['Dirección del suministro', s.home],
        [tel('Teléfono de contacto'), phone],
        ['Fecha de alta', anyDate25(c, s.day, k)],
      ]);
    case 'PL':
      return rec([
        ['Nr zgłoszenia mikroinstalacji', `ZM/${c.digits(6)}/${s.day.y}`],
        ['Wytwórca', `${givens25(p)} ${sur25(p)}`],
        [natK('PESEL wytwórcy'), c.chance(0.7) && again25(c, s.pp.nat)],
        ['Kod PPE', s.meter],
        ['Adres punktu poboru', s.home],
        [tel('Telefon wytwórcy'), phone],
        ['Data przyłączenia', anyDate25(c, s.day, k)],
      ]);
  }
  throw new Error(`no energy account for ${k}`);
}

const sameSolar: Kind25 = {
  kind: 'same_solar_installation_job_card_vs_energy_account',
  label: 'same',
  pairs: PAIRS25,
  make(c, j) {
    return kept25('same', () => {
      const k = country25(c, j);
      const s = newSolar25(c, newPerson25(c, k, 1955, 2003));
      return { a: jobCard25(c, s), b: energyAccount25(c, s) };
    });
  },
};

const diffSolar: Kind25 = {
  kind: 'diff_solar_mother_and_son_one_compound',
  label: 'different',
  pairs: PAIRS25,
  make(c, j) {
    return kept25('different', () => {
      const k = country25(c, j);
      const mother = newPerson25(c, k, 1945, 1980, 'F');
      const y = Math.min(2004, mother.dob.y + c.int(18, 35));
      // The son keeps the family surname (Spain: his father's first surname and his mother's first as his second).
      let son = kin25(c, mother, y, y, 'M', false);
      if (k === 'ES') son = { ...son, surname: c.pick(NAMES25.ES.s.filter((s) => s !== mother.surname)), surname2: mother.surname };
      const sm = newSolar25(c, mother);
      const ss = newSolar25(c, son, { home: sm.home });
      return c.chance(0.5) ? { a: jobCard25(c, sm), b: energyAccount25(c, ss) } : { a: jobCard25(c, ss), b: energyAccount25(c, sm) };
    });
  },
};

// ---------------------------------------------------------------- kind 5 / 10: pawn pledge ticket and dealer's police register

interface Pledge25 {
  p: Person25;
  pp: Papers25;
  home: string;
  shop: string;
  article: string;
  serial: string;
  day: Ymd;
  loan: string;
}

const SHOPS25: Record<Country25, readonly string[]> = {
  NG: ['Gold Standard Pawn & Loans, Ikeja', 'Mega Phones Buy & Sell, Computer Village', 'Quick Cash Pawn, Wuse II'],
  KE: ['Cash Converters Pawn, Moi Avenue', 'Jiji Pawn & Logbook Loans, Thika', 'Tala Pawn Brokers, Kisumu'],
  GH: ['Kwik Pawn Ltd, Adum', 'Goldcity Pawnbrokers, Kumasi', 'Rapid Cash Pawn, Kaneshie'],
  ZA: ['Cash Crusaders, Polokwane', 'Pawn King, Pietermaritzburg', 'Cashbuild Pawn & Sell, Welkom'],
  GB: ['H&T Pawnbrokers, Swansea', 'Ramsdens, Bradford', 'Cash Generator, Plymouth'],
  DE: ['Pfandhaus am Rathaus, Bielefeld', 'Leihhaus Chemnitz', 'Pfandkredit Würzburg'],
  FR: ['Crédit Municipal de Nancy', 'Crédit Municipal de Nîmes', 'Prêt sur gage — Caisse de Brest'],
  NL: ['Pandjeshuis Zwolle', 'Volksbank Pandhuis Tilburg', 'Pandhuis Leeuwarden'],
  ES: ['Monte de Piedad, Valladolid', 'Compro Oro Badajoz', 'Casa de Empeños Murcia'],
  PL: ['Lombard Centrum, Rzeszów', 'Lombard 24, Olsztyn', 'Lombard Złoty, Kielce'],
};

function newPledge25(c: Ctx, p: Person25, share?: { shop: string }): Pledge25 {
  const k = p.country;
  return {
    p,
    pp: newPapers25(c, p),
    home: address25(c, k),
    shop: share?.shop ?? c.pick(SHOPS25[k]),
    article: c.pick(['Samsung Galaxy A54 smartphone', 'iPhone 12, 128GB', 'HP laptop 15"', 'Gold chain 18ct, 24 g', 'Wedding band 9ct', 'PlayStation 5', 'Canon EOS camera', 'Wristwatch (Seiko)', 'Generator 2.5 kVA']),
    serial: c.chance(0.5) ? `IMEI ${c.digits(15)}` : `S/N ${c.letters(3)}${c.digits(7)}`,
    day: workDay25(c),
    // A loan in the shop's currency: naira and shillings in thousands, cedis, rand, pounds, euros and złoty in tens.
    loan: String(c.int(3, 90) * (k === 'NG' ? 5000 : k === 'KE' ? 500 : 50)),
  };
}

/** The pawnbroker's pledge ticket / pawn agreement issued to `g.p`. */
function pledgeTicket25(c: Ctx, g: Pledge25): PersonRecord {
  const { p } = g;
  const k = p.country;
  const due = { ...g.day, m: g.day.m > 9 ? g.day.m - 9 : g.day.m + 3, y: g.day.m > 9 ? g.day.y + 1 : g.day.y };
  const dob = c.chance(0.5) ? anyDate25(c, p.dob, k) : undefined;
  const phone = c.chance(0.5) ? anyPhone25(c, p) : undefined;
  if (EN25.has(k)) {
    const [idk, idv] = idField25(c, p, g.pp, 'short', k === 'GB' ? ['passport', 'licence'] : ['nat', 'nat', 'licence']);
    return rec([
      ['Pawnbroker', g.shop],
      [k === 'GB' ? 'Agreement no.' : 'Pawn Ticket No.', `${c.pick(['PT', 'A', ''])}${c.digits(c.int(5, 8))}`],
      [k === 'GB' ? 'Customer' : 'Pledgor', c.chance(0.5) ? writtenName25(c, p) : full25(p)],
      [ownK('Customer No.'), k === 'GB' && c.chance(0.5) && g.pp.cust],
      [idk, idv],
      [bornK('Customer DOB'), dob],
      ['Address', g.home],
      [tel('Contact No.'), phone],
      ['Article pledged', g.article],
      ['Loan amount', `${{ NG: '₦', KE: 'KSh ', GH: 'GH₵', ZA: 'R', GB: '£' }[k as 'NG']}${g.loan}`],
      ['Date of pledge', anyDate25(c, g.day, k)],
      ['Redeem by', anyDate25(c, due, k)],
    ]);
  }
  const L = {
    DE: ['Pfandschein Nr.', 'Verpfänder', 'Geb.-Datum', 'Anschrift', 'Telefon', 'Pfandgegenstand', 'Darlehen', 'Datum', 'Fällig am'],
    FR: ['Reconnaissance n°', 'Déposant', 'Né(e) le', 'Adresse', 'Tél.', 'Objet engagé', 'Prêt', 'Date', 'Échéance'],
    NL: ['Pandbewijs nr.', 'Naam beleener', 'Geboortedatum', 'Adres', 'Telefoon', 'Onderpand', 'Lening', 'Datum', 'Vervaldatum'],
    ES: ['Papeleta nº', 'Titular', 'F. nacimiento', 'Domicilio', 'Teléfono', 'Prenda', 'Préstamo', 'Fecha', 'Vencimiento'],
    PL: ['Umowa pożyczki pod zastaw nr', 'Zastawca', 'Data urodzenia', 'Adres', 'Telefon', 'Przedmiot zastawu', 'Kwota pożyczki', 'Data', 'Termin wykupu'],
  }[k as 'DE'];
  const [idk, idv] = k === 'FR' || k === 'NL' ? idField25(c, p, g.pp, 'short', ['passport']) : idField25(c, p, g.pp, 'short', ['nat']);
  return rec([
    [L[0]!, `${c.digits(c.int(5, 7))}`],
    [L[1]!, k === 'DE' || k === 'PL' ? `${sur25(p)} ${givens25(p)}` : `${sur25(p).toUpperCase()} ${givens25(p)}`],
    [bornK(L[2]!), dob ?? anyDate25(c, p.dob, k)],
    [idk, idv],
    [L[3]!, g.home],
    [tel(L[4]!), phone],
    [L[5]!, g.article],
    [L[6]!, `${g.loan} ${k === 'PL' ? 'zł' : '€'}`],
    [L[7]!, anyDate25(c, g.day, k)],
    [L[8]!, anyDate25(c, due, k)],
  ]);
}

/** The dealer's second-hand goods (police) register entry for the same pledge, the person written for `g.p`. */
function policeRegister25(c: Ctx, g: Pledge25): PersonRecord {
  const { p } = g;
  const k = p.country;
  const phone = c.chance(0.5) ? anyPhone25(c, p) : undefined;
  if (EN25.has(k)) {
    const [idk, idv] = idField25(c, p, g.pp, 'form', k === 'GB' ? ['passport', 'licence'] : ['nat', 'passport', 'licence']);
    return rec([
      [k === 'ZA' ? 'Second-Hand Goods Register — entry no.' : 'Register entry no.', String(c.int(1, 9999))],
      ['Date', anyDate25(c, g.day, k)],
      ['Full names of seller / pledgor', c.chance(0.5) ? full25(p).toUpperCase() : writtenName25(c, p)],
      [idk, idv],
      [bornK('Date of birth (seller)'), c.chance(0.5) && anyDate25(c, p.dob, k)],
      ['Residential address', c.chance(0.6) ? g.home : g.home.replace(/, [^,]*$/, '')],
      [tel('Contact number'), phone],
      ['Description of goods', g.article],
      ['Serial / IMEI', g.serial],
      ['Dealer', g.shop],
    ]);
  }
  const L = {
    DE: ['Pfandbuch lfd. Nr.', 'Name, Vorname', 'Geburtsdatum (Pfandbuch)', 'Wohnung', 'Tel.', 'Gegenstand', 'Kennzeichen/Seriennr.'],
    FR: ["Livre de police — n° d'ordre", 'Nom et prénoms', 'Date de naissance (livre de police)', 'Domicile', 'Téléphone', 'Désignation de l’objet', 'N° de série'],
    NL: ['Inkoopregister volgnr.', 'Naam verkoper/beleener', 'Geb. datum', 'Woonadres', 'Tel.', 'Omschrijving', 'Serienummer'],
    ES: ['Libro registro — asiento nº', 'Nombre y apellidos', 'Fecha de nacimiento (libro registro)', 'Domicilio del vendedor', 'Teléfono vendedor', 'Descripción del objeto', 'Nº de serie'],
    PL: ['Książka ewidencji — poz.', 'Imię i nazwisko', 'Data urodzenia (ewidencja)', 'Adres zamieszkania', 'Tel.', 'Opis przedmiotu', 'Nr seryjny'],
  }[k as 'DE'];
  const [idk, idv] = k === 'FR' || k === 'NL' ? idField25(c, p, g.pp, 'form', ['passport']) : idField25(c, p, g.pp, 'form', ['nat']);
  return rec([
    [L[0]!, String(c.int(1, 9999))],
    [L[1]!, k === 'DE' ? `${sur25(p)}, ${givens25(p)}` : k === 'FR' ? `${sur25(p).toUpperCase()} ${givens25(p)}` : full25(p)],
    [bornK(L[2]!), c.chance(0.7) && anyDate25(c, p.dob, k)],
    [idk, idv],
    [L[3]!, g.home],
    [tel(L[4]!), phone],
    [L[5]!, g.article],
    [L[6]!, g.serial],
  ]);
}

const samePawn: Kind25 = {
  kind: 'same_pawn_pledge_ticket_vs_dealer_police_register',
  label: 'same',
  pairs: PAIRS25,
  make(c, j) {
    return kept25('same', () => {
      const k = country25(c, j);
      const g = newPledge25(c, newPerson25(c, k, 1960, 2004));
      return { a: pledgeTicket25(c, g), b: policeRegister25(c, g) };
    });
  },
};

const diffPawn: Kind25 = {
  kind: 'diff_pawn_namesake_cousins_one_shop',
  label: 'different',
  pairs: PAIRS25,
  make(c, j) {
    return kept25('different', () => {
      const k = country25(c, j);
      const one = newPerson25(c, k, 1965, 2002, 'M');
      const y = c.int(Math.max(1960, one.dob.y - 6), Math.min(2004, one.dob.y + 6));
      // Named for one grandfather: one given name and surname (Spain: the first surname only; the second is each mother's).
      const other0 = kin25(c, one, y, y, 'M', false);
      const other = { ...other0, given: one.given, short: one.short, middle: c.chance(0.5) ? one.middle : other0.middle };
      const g1 = newPledge25(c, one);
      const g2 = newPledge25(c, other, { shop: g1.shop });
      return c.chance(0.5) ? { a: pledgeTicket25(c, g1), b: policeRegister25(c, g2) } : { a: pledgeTicket25(c, g2), b: policeRegister25(c, g1) };
    });
  },
};

export const HELDOUT25_KINDS: readonly Kind25[] = [sameVehicle, samePoa, sameCash, sameSolar, samePawn, diffVehicle, diffPoa, diffCash, diffSolar, diffPawn];
