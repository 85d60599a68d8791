// Held-out person pairs, set 32: five pairs of sources that set down one person each in their own words, and five
// look-alike kinds beside them — a veterinary council's / chamber's register of veterinarians (VCN, KVB, the Veterinary
// Council of Ghana, SAVC, RCVS, the Landestierärztekammern, the Ordre des vétérinaires, the Diergeneeskundig Register,
// the colegios de veterinarios, the Izba Lekarsko-Weterynaryjna) against an animal health / export health certificate,
// a pet passport's vet section or a livestock movement permit (the person is the CERTIFYING VET; the owner, the owner's
// birth, the animals and the practice are not the person's), a roll of notaries public and commissioners for oaths
// (the Chief Justice's / Chief Registrar's lists, the Law Society's, the Faculty Office's, the Notarverzeichnis, the
// annuaire des notaires, the KNB, the colegios notariales, the Krajowa Rada Notarialna) against an affidavit's jurat or
// a notarial certificate (the person is the COMMISSIONER / NOTARY; the deponent and the deponent's birth and address
// are someone else's), a court's / board's register of enforcement officers (court bailiffs, court brokers and
// auctioneers, sheriffs, certificated enforcement agents, Gerichtsvollzieher, commissaires de justice,
// gerechtsdeurwaarders, agentes judiciales, komornicy) against a notice of seizure / proclamation / warrant visit record
// (the person is the OFFICER; the debtor, the debtor's birth and premises, the creditor are others'), a wildlife
// authority's / hunting association's licence register (state hunting licences, a KWS game-bird shooting permit, the
// Wildlife Division's game licence, provincial hunting licences, a deer stalking certificate, the Jagdschein, the permis
// de chasser, the jachtakte, the licencia de caza, the PZŁ card) against an estate's / game farm's / concession's hunt
// booking or hunting-guest permit (the person is the HUNTER; the guide and the estate are others'), and an issuing
// authority's professional driver card record (tachograph driver card, driver qualification card, PrDP, FRSC commercial
// driver's badge, NTSA PSV badge, DVLA Ghana commercial badge) against a haulier's / bus operator's tachograph download or
// telematics infringement report (the person is the DRIVER; the vehicle, the depot and its line, the transport manager
// are the firm's) — in Nigeria, Kenya, Ghana, South Africa, the United Kingdom (GB) and the European Union (Germany,
// France, the Netherlands, Spain, Poland).
// Who wrote it: a blind author helper of session 45 (branch s45-persons32), who never read the comparison rules.
// How it is made: each kind draws its people and writes the source-A and source-B records with that source's headers
// (in the source's language), date form, phone form and slips, from a seeded generator (bench/persons/generate.ts, seed
// 3232). The scaffolding (person shape, the policy check, date, phone, address and name writers, the name, town and
// street lists, the professional's shape) is set 31's, copied and renamed (31 → 32), with this set's five number schemes
// in place of set 31's; the phone and date writers, the keyed slip, the re-keying and the public check-digit schemes
// (South African ID Luhn, BSN 11-proef, PESEL, DNI letter, NIR key, NINO shape) are imported from templates-heldout19.ts,
// as sets 20–31 did. Every kind, its number shapes, headers, vocabularies, practices, courts, estates and depots are this
// set's own. Each kind draws a pair until the pair keeps the labelling policy below (`keeps32`); a kind that cannot keep
// it in 40 draws throws.
// What the author read: the session's rules (common.md), the blind authors' brief (blind.md) and this set's brief;
// templates-heldout31.ts (its header and its scaffolding and kinds 1–2, lines 1–860, for the structure, header and
// labelling policy); bench/persons/generate.ts and bench/persons.ts (to wire the set in); in
// test/bench/persons-generate.test.ts the import lines, the set-list tests and set 31's block; the header comments of
// sets 1–31 (`grep -h '^//'`, their kind names and a word search: veterin, notar, tachograph, driver card, engineer, jury,
// hunting, game licence, translator, commissioner for oaths, marriage officer, bailiff, sheriff, huissier, komornik,
// enforcement agent, pet passport, animal health, CPC) to keep the sources new; the method names of Ctx in records.ts.
// What the author did NOT read: src/ (anything), data-files/, README.md, any set's data file, records2–8.ts and the
// bodies of sets 1–30's templates. Neither the engine nor the bench was run on this set before it was committed.
// Every value is fictional. With their check digit: South African ID numbers, BSN, PESEL, DNI letters, French NIR (key
// 97) (set 31's national-number writer; the hunting and driver registers state one at times, on one side only). Shape
// only: Nigerian NIN, Kenyan ID, Ghana Card, NINO, vet, notary,
// enforcement officer, hunting licence and driver card numbers, certificate, booking, case and report references,
// microchips and plates.
//
// Labelling policy (set 31's, its additions 1–8 kept, with this set's forms): `same` means the two records describe the
// same natural person, as a careful analyst would judge from the two records alone; `different` means two natural
// people, however much they share. Every `same` pair carries the person's name on both sides (a married woman may be
// under her birth name on the register and her married name on the other side; that side then states the birth name in
// a field of its own; a form may write a title (Dr, Barr., Maître, Komornik Sądowy, OGV …) and initials, a first name
// and an initial, a short form, a fleet system's `SURNAME I` / `SURNAME.I`, or postnominals (MRCVS, BVSc …)) and at
// least one more agreeing identifier of the person (vet, notary, enforcement officer, hunting licence or driver card
// number, the person's own phone or own e-mail, or the whole birth date), and no identifier of the person that both
// sides state disagrees (births included). Every `different` pair shares no own number of the person of any of those
// schemes, tells its two people apart by a number of one scheme on both sides that disagrees or by whole birth dates on
// both sides that disagree, never gives the two one own phone or one own e-mail, and keeps the kind's look-alike promise
// below.
// Additions 1–2 (set 27's): a year of birth alone agrees with a whole birth of that year, never counts as the agreeing
// identifier of a `same` pair and never tells a `different` pair apart on its own; a birth day first with a two-digit
// year is 19yy for 27–99 and 20yy for 00–26 (everyone is born 1945–2006).
// Addition 3 (with this set's forms): other people's and shared details are not the person's identifiers — an animal's
// owner, an affidavit's deponent, a seizure's debtor and creditor, a hunt's guide, a report's transport manager;
// certificate, booking, case, warrant and report numbers, microchips and plates; a practice's, chambers', office's,
// estate's or depot's name.
// Addition 4 (with this set's forms): a phone under a practice / chambers / office / depot header (Practice tel.,
// Chambers tel., OFFICE LINE, Tel. Kanzlei, Tél. étude, Tel. vestiging …) and a practice's or chambers' mailbox under
// such a header (Practice email, CLINIC EMAIL, E-Mail Kanzlei, Courriel office …) are not a person's own.
// Additions 5–6 (set 30's): an e-mail under a personal header is the person's own identifier; a son of the father's name
// may carry Jnr / jun. / fils / hijo / junior, the father Snr / sen. / père at times, in the name field.
// Addition 7 (set 31's): a landline under a household header (Home tel., HOUSE TEL, Tel. privat (Festnetz), Festnetz,
// Tél. domicile, Tel. thuis, Teléfono fijo, Tel. stacjonarny …) and a home address are the household's, not one
// person's identifier; twins and brothers may share them.
// Addition 8 (set 31's, with this set's forms): a birth date under another party's header (Owner DOB, Deponent DOB,
// Debtor DOB, geb. (Schuldner/in), Date de naissance du comparant …) is that party's and no identifier of the pair's
// person.
// A birth date is never written month first with digits.
//
// Kinds (60 pairs each, cycling NG, KE, GH, ZA, GB, EU — 10 per jurisdiction; 5 `same`, 5 `different`, 600 pairs, 100
// per jurisdiction):
//   same_veterinary_council_register_vs_animal_health_certificate_signatory   register: reg. no., name (legacy capitals
//                                                  cut at times, "SURNAME, Given", postnominals, the birth name at times),
//                                                  practice, town, category, registered, birth, e-mail and mobile at
//                                                  times; certificate: no., owner and the owner's birth at times, animals,
//                                                  microchip, date, the vet ("Dr A.B. Surname"), birth name in its own
//                                                  field, reg. no. at times (re-keyed), practice, its line and mailbox,
//                                                  own mobile at times. Either side first.
//   same_notary_commission_register_vs_affidavit_jurat   roll: commission no., name (Barr. / Maître / mr. at times),
//                                                  chambers, town, appointed, expiry, birth, e-mail and mobile at times;
//                                                  jurat: the deponent (birth, address at times), place and date, "Before
//                                                  me" the commissioner / notary, birth name field, commission no. at
//                                                  times, chambers, its line and mailbox, seal, own mobile at times.
//   same_enforcement_officer_register_vs_seizure_notice   register: cert. no., name, court, office, validity, birth,
//                                                  e-mail and mobile at times; notice: case no., the debtor (birth at
//                                                  times), premises, creditor, date, the officer, cert. no. at times,
//                                                  court, office line, own mobile at times.
//   same_hunting_licence_register_vs_hunt_booking   register: licence no., licensee (legacy capitals at times), birth
//                                                  mostly, home address and landline at times, own mobile, class,
//                                                  validity, e-mail at times; booking: ref., the hunter ("Mr J.K. Surname"
//                                                  at times), licence no. at times, a birth (two-digit year at times), home
//                                                  address and landline, own mobile, estate, date, species, the guide,
//                                                  e-mail at times; the year of birth alone now and then (additions 1–2);
//                                                  the register's national number at times. Either side first.
//   same_driver_card_register_vs_tachograph_download_report   card record: card no., surname and forenames in two
//                                                  fields (capitals folded at times), birth, home address and landline at
//                                                  times, own mobile, dates; report: the driver as the fleet system keys
//                                                  him or her (`OKAFOR C`, `OKAFOR.C`, `Okafor, C.`), card no. mostly
//                                                  (re-keyed at times), a birth at times, depot, plate, period,
//                                                  infringement, transport manager, depot line, own mobile at times.
//   diff_vet_spouses_one_practice_one_line_one_mailbox   husband and wife vets of one practice (the wife under his surname
//                                                  outside Spain): one practice, its line and mailbox (addition 4), one
//                                                  home; own numbers, births.
//   diff_notary_father_and_son_one_name_one_chambers   father and son of one given name and surname, one chambers, its
//                                                  line and mailbox; Snr / Jnr at times (addition 6); births 24–36 years
//                                                  apart.
//   diff_enforcement_officer_namesakes_one_court   two officers of one given name and surname and sex in one court's
//                                                  town (one office and its line a third of the time); own numbers, births.
//   diff_hunter_twins_one_home_one_landline   twins (brothers mostly; Taiwo / Kehinde, Panin / Kakra at times): one
//                                                  birth date and surname, one home address and landline (addition 7);
//                                                  own licence numbers and mobiles.
//   diff_driver_brothers_one_haulier_one_home_one_landline   brothers (one initial at times) driving for one haulier
//                                                  mostly (one depot and its line), of one home and landline; own card
//                                                  numbers and mobiles; births up to 12 years apart.
//
// Slips the author saw before the reading (left as they are): a record's own dates (registration, commission, validity,
// issue) are drawn on their own and need not fit the person's age; a practice, chambers or office is named after the
// person's surname at times (so after a relative's or namesake's too); name lists mix a country's peoples freely (they are
// set 31's lists); no other script than the Latin alphabet is used; an owner, deponent, debtor, creditor, guide or
// transport manager is drawn from the same name lists and may now and then share a name part with the person; a
// practice's or chambers' mailbox is made from its name; the GB driver card number carries the surname's first letters,
// as the DVLA's does, the others are shape only; Kenya has banned sport hunting since 1977, so its kind writes game-bird
// shooting permits only; a hunting licence's class and a booking's species are drawn apart from each other.
//
// Use: read ONCE with `npm run bench:persons -- --set heldout32`; the figures of that reading are reported by the
// author, and from then on the set is development data.
import type { Ctx, Jurisdiction, PersonRecord, Ymd } from './records.js';
import { bsn19, type Country19, date19, dni19, fold19, nino19, type PhoneForm19, pesel19, nir19, phone19, rekey19, slip19, zaId19 } from './templates-heldout19.js';

export type Label32 = 'same' | 'different';

export interface Kind32 {
  kind: string;
  label: Label32;
  pairs: number;
  make(c: Ctx, j: Jurisdiction): { a: PersonRecord; b: PersonRecord };
}

export type Country32 = Country19;
type Sex32 = 'M' | 'F';

/** Set 19's person shape (as set 27 wrote it) (its check-digit helpers take it), with a birth place, a town and a married name. */
export interface Person32 {
  country: Country32;
  sex: Sex32;
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

export { fold19 as fold32 };

const PAIRS32 = 60;

// ---------------------------------------------------------------- the keys that name the person's own identifiers

/** Headers under which a record writes the person's own identifiers, by scheme (the test reads them from here). */
export const KEYS32 = {
  /** A veterinary surgeon's registration number with the veterinary council / chamber. */
  vet: new Set<string>(),
  /** A notary's / commissioner for oaths' appointment or commission number. */
  notary: new Set<string>(),
  /** An enforcement officer's (bailiff's, court broker's, sheriff's, huissier's) certificate or register number. */
  bailiff: new Set<string>(),
  /** A hunter's own hunting / game licence number. */
  hunter: new Set<string>(),
  /** A professional driver's own tachograph driver card / driver qualification card number. */
  driver: new Set<string>(),
  national: new Set<string>(),
  phone: new Set<string>(),
  birth: new Set<string>(),
  /** The year of birth alone. */
  year: new Set<string>(),
  /** An e-mail address of the person's own. */
  email: new Set<string>(),
};
export type Scheme32 = keyof typeof KEYS32;
function register32(s: Scheme32, k: string): string {
  if (k !== '') KEYS32[s].add(k);
  return k;
}
const vetK = (k: string) => register32('vet', k);
const notK = (k: string) => register32('notary', k);
const baiK = (k: string) => register32('bailiff', k);
const huntK = (k: string) => register32('hunter', k);
const drvK = (k: string) => register32('driver', k);
const mailK = (k: string) => register32('email', k);
const natK = (k: string) => register32('national', k);
const tel = (k: string) => register32('phone', k);
const bornK = (k: string) => register32('birth', k);
const yearK = (k: string) => register32('year', k);

const MON32 = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** A two-digit year back to four (every person of the set is born 1945–2006). */
export const century32 = (yy: string) => (Number(yy) >= 27 ? `19${yy}` : `20${yy}`);
/** A written birth back to yyyy-mm-dd (day first with four or two year digits, ISO, year first with slashes, month named). */
export function birth32(v: string): string {
  let m = /^(\d{4})[-/](\d\d)[-/](\d\d)$/.exec(v);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d\d)[/.-](\d\d)[/.-](\d{4})$/.exec(v);
  if (m) return `${m[3]}-${m[2]}-${m[1]}`;
  m = /^(\d\d)[/.](\d\d)[/.](\d\d)$/.exec(v);
  if (m) return `${century32(m[3]!)}-${m[2]}-${m[1]}`;
  m = /^(\d{1,2})[ -]([A-Za-z]{3})[ -](\d{4})$/.exec(v);
  if (!m) throw new Error(`unread birth ${v}`);
  const mon = MON32.indexOf(m[2]!.toUpperCase()) + 1;
  if (mon === 0) throw new Error(`unread month ${v}`);
  return `${m[3]}-${String(mon).padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
}

/** The person's own identifiers a record states, by scheme, each folded to the form two clerks share; a whole birth also gives its year. */
export function ids32(r: PersonRecord): Map<Scheme32, string> {
  const out = new Map<Scheme32, string>();
  for (const [k, v] of Object.entries(r)) {
    const s = (Object.keys(KEYS32) as Scheme32[]).find((x) => KEYS32[x].has(k));
    if (s === undefined) continue;
    if (out.has(s)) throw new Error(`two ${s} values in one record: ${k}`);
    if (s === 'phone') out.set(s, v.replace(/\D/g, '').slice(-9));
    else if (s === 'birth') out.set(s, birth32(v));
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

export const NUMBERS32: readonly Scheme32[] = ['vet', 'notary', 'bailiff', 'hunter', 'driver', 'national'];

/** Whether a pair keeps the labelling policy of the header (the kinds draw until it does; the test asks it again). */
export function keeps32(label: Label32, a: PersonRecord, b: PersonRecord): boolean {
  const [x, y] = [ids32(a), ids32(b)];
  const both = [...y.keys()].filter((s) => x.has(s));
  if (label === 'same') return both.some((s) => s !== 'year') && both.every((s) => x.get(s) === y.get(s));
  if (both.some((s) => NUMBERS32.includes(s) && x.get(s) === y.get(s))) return false;
  if (both.includes('phone') && x.get('phone') === y.get('phone')) return false;
  if (both.includes('email') && x.get('email') === y.get('email')) return false;
  return both.some((s) => (NUMBERS32.includes(s) || s === 'birth') && x.get(s) !== y.get(s));
}

function kept32(label: Label32, draw: () => { a: PersonRecord; b: PersonRecord }): { a: PersonRecord; b: PersonRecord } {
  for (let i = 0; i < 40; i++) {
    const p = draw();
    if (keeps32(label, p.a, p.b)) return p;
  }
  throw new Error(`no ${label} pair keeps the policy in 40 draws`);
}

// ---------------------------------------------------------------- names (this author's own lists)

type G = readonly (readonly [string, string])[];
const NAMES32: Record<Country32, { m: G; f: G; s: readonly string[] }> = {
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
function gendered32(s: string, sex: Sex32, k: Country32): string {
  if (k !== 'PL') return s;
  const base = s.replace(/(sk|ck)a$/, '$1i');
  return sex === 'F' ? base.replace(/(sk|ck)i$/, '$1a') : base;
}

const EU32: readonly Country32[] = ['DE', 'FR', 'NL', 'ES', 'PL'];
export function country32(c: Ctx, j: Jurisdiction): Country32 {
  return j === 'EU' ? c.pick(EU32) : j;
}
const EN32 = new Set<Country32>(['NG', 'KE', 'GH', 'ZA', 'GB']);

const PHONE32: Record<Country32, { cc: string; starts: readonly string[]; len: number }> = {
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

function newPhone32(c: Ctx, k: Country32): string {
  const p = PHONE32[k];
  const start = c.pick(p.starts);
  let rest = '';
  while (start.length + rest.length < p.len) rest += String(c.int(0, 9));
  return p.cc + start + rest;
}
const PHONE_FORMS32: readonly PhoneForm19[] = ['national', 'national', 'national-spaced', 'intl', 'intl-spaced', 'bare'];
const anyPhone32 = (c: Ctx, p: Person32) => phone19(p.phone, p.country, c.pick(PHONE_FORMS32));

const two32 = (n: number) => String(n).padStart(2, '0');
/** A date in a form the country's clerks write; never month first with digits; two-digit years where `short`. */
function anyDate32(c: Ctx, t: Ymd, k: Country32, short = false): string {
  if (short && c.chance(0.3)) return `${two32(t.d)}${k === 'DE' || k === 'PL' ? '.' : '/'}${two32(t.m)}${k === 'DE' || k === 'PL' ? '.' : '/'}${String(t.y).slice(2)}`;
  if (k === 'DE' || k === 'PL') return date19(t, c.pick(['dd.mm.yyyy', 'dd.mm.yyyy', 'iso'] as const));
  if (k === 'NL') return date19(t, c.pick(['dd-mm-yyyy', 'dd-mm-yyyy', 'iso'] as const));
  if (k === 'ES' || k === 'FR') return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'iso'] as const));
  if (k === 'ZA') return date19(t, c.pick(['yyyy/mm/dd', 'iso', 'dd/mm/yyyy', 'd Mon yyyy'] as const));
  if (k === 'GB') return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'd Mon yyyy', 'DD-MON-YYYY'] as const));
  return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'DD-MON-YYYY', 'd Mon yyyy', 'dd-mm-yyyy'] as const));
}
function workDay32(c: Ctx, from = 2019, to = 2025): Ymd {
  return { y: c.int(from, to), m: c.int(1, 12), d: c.int(1, 28) };
}
function dob32(c: Ctx, from: number, to: number): Ymd {
  const y = c.int(Math.max(1945, from), Math.min(2006, to));
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, new Date(Date.UTC(y, m, 0)).getUTCDate()) };
}

const TOWNS32: Record<Country32, readonly string[]> = {
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
const STREETS32: Record<Country32, readonly string[]> = {
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
function address32(c: Ctx, k: Country32, town: string): string {
  const st = c.pick(STREETS32[k]);
  const n = c.int(1, 140);
  if (k === 'DE' || k === 'NL') return `${st} ${n}, ${c.digits(k === 'DE' ? 5 : 4)}${k === 'NL' ? ` ${c.letters(2, 'ABCDEGHJKLMNPRSTVWXZ')}` : ''} ${town}`;
  if (k === 'FR') return `${n} ${st}, ${c.digits(5)} ${town}`;
  if (k === 'ES') return `${st} ${n}, ${c.int(1, 6)}º ${c.pick(['A', 'B', 'C', 'izda.', 'dcha.'])}, ${town}`;
  if (k === 'PL') return `${st} ${n}${c.chance(0.5) ? `/${c.int(1, 40)}` : ''}, ${c.digits(2)}-${c.digits(3)} ${town}`;
  if (k === 'GB') return `${n} ${st}, ${town} ${c.letters(2)}${c.int(1, 20)} ${c.int(1, 9)}${c.letters(2)}`;
  return `${c.chance(0.3) ? `Plot ${c.int(1, 400)}, ` : `${n} `}${st}, ${town}`;
}

export function newPerson32(c: Ctx, k: Country32, from = 1950, to = 2004, sex?: Sex32): Person32 {
  const s: Sex32 = sex ?? (c.chance(0.5) ? 'M' : 'F');
  const L = NAMES32[k];
  const [given, short] = c.pick(s === 'M' ? L.m : L.f);
  const mid = k === 'ES' || k === 'FR' || c.chance(0.55) ? '' : c.pick(s === 'M' ? L.m : L.f)[0];
  const surname = gendered32(c.pick(L.s), s, k);
  const surname2 = k === 'ES' ? c.pick(L.s.filter((x) => x !== surname)) : '';
  return { country: k, sex: s, given, short, middle: mid === given ? '' : mid, surname, surname2, dob: dob32(c, from, to), phone: newPhone32(c, k), birthPlace: c.pick(TOWNS32[k]), town: c.pick(TOWNS32[k]), married: '' };
}
/** A woman who married: another surname of her country (Spain keeps her own). */
function wed32(c: Ctx, p: Person32, husband?: string): Person32 {
  if (p.sex !== 'F' || p.country === 'ES') return p;
  const pool = NAMES32[p.country].s.filter((x) => x !== p.surname && x !== gendered32(p.surname, 'M', p.country));
  return { ...p, married: gendered32(husband ?? c.pick(pool), 'F', p.country) };
}

// ---------------------------------------------------------------- how clerks write a name

const sur32 = (p: Person32) => (p.surname2 ? `${p.surname} ${p.surname2}` : p.surname);
/** The surname in use now: the married name where there is one. */
const now32 = (p: Person32) => (p.married ? (p.country === 'NL' && p.married ? `${p.married}-${p.surname}` : p.married) : sur32(p));
const givens32 = (p: Person32) => (p.middle ? `${p.given} ${p.middle}` : p.given);
const called32 = (c: Ctx, p: Person32) => (p.short && c.chance(0.5) ? p.short : p.given);
const initials32 = (p: Person32) => givens32(p).split(/[ -]/).map((w) => `${w[0]}.`).join('');

/** The name as a clerk writes it, with `surname` as the surname in use. */
function writtenName32(c: Ctx, p: Person32, surname = now32(p)): string {
  const f = c.int(0, 8);
  if (f === 0) return `${givens32(p)} ${surname}`;
  if (f === 1) return `${surname.toUpperCase()} ${givens32(p)}`;
  if (f === 2) return `${initials32(p)} ${surname}`;
  if (f === 3) return `${called32(c, p)} ${surname}`;
  if (f === 4) return `${surname}, ${givens32(p)}`;
  if (f === 5) return `${slip19(c, p.given)} ${surname}`;
  if (f === 6) return `${p.given} ${slip19(c, surname)}`;
  if (f === 7) return `${surname} ${givens32(p)}`;
  return `${givens32(p)} ${surname}`.toUpperCase();
}
/** A legacy system's name: capitals, surname first, no diacritics, cut at `n` letters. */
const legacy32 = (p: Person32, surname: string, n: number) => fold19(`${surname} ${givens32(p)}`).toUpperCase().slice(0, n).trim();

function rec(entries: readonly (readonly [string, string | undefined | false])[]): PersonRecord {
  const out: PersonRecord = {};
  for (const [k, v] of entries) if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim();
  return out;
}

/** A number keyed a second time: spaced as the card prints it, or re-keyed. */
function again32(c: Ctx, no: string): string {
  if (/^[12]\d{14}$/.test(no) && c.chance(0.5)) return no.replace(/^(.)(..)(..)(..)(...)(...)(..)$/, '$1 $2 $3 $4 $5 $6 $7');
  if (/^\d{13}$/.test(no) && c.chance(0.3)) return no.replace(/^(\d{6})(\d{4})(\d{3})$/, '$1 $2 $3');
  return c.chance(0.4) ? rekey19(no, c) : no;
}

/** The national number a payroll or claim form asks for ('' where the country has none on such forms). */
function natNo32(c: Ctx, p: Person32): string {
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
const NAT_LABEL32: Record<Country32, readonly string[]> = {
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


// ---------------------------------------------------------------- languages

type Lang32 = 'EN' | 'DE' | 'FR' | 'NL' | 'ES' | 'PL';
const lang32 = (k: Country32): Lang32 => (EN32.has(k) ? 'EN' : (k as Lang32));
/** One of a language's words for a header or a value. */
function say32(c: Ctx, k: Country32, t: Record<Lang32, string | readonly string[]>): string {
  const v = t[lang32(k)];
  return typeof v === 'string' ? v : c.pick(v);
}
const email32 = (c: Ctx, p: Person32) =>
  `${fold19(p.given).toLowerCase().replace(/[^a-z]/g, '')}${c.pick(['.', '_', ''])}${fold19(now32(p)).toLowerCase().replace(/[^a-z]/g, '')}${c.chance(0.5) ? c.int(1, 99) : ''}@${c.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com'])}`;
/** The national number line of a record, at chance `ch` (none where the country has none on such forms). */
function natLine32(c: Ctx, p: Person32, nat: string, ch: number): readonly [string, string | false] {
  const labels = NAT_LABEL32[p.country];
  if (labels.length === 0 || nat === '' || !c.chance(ch)) return ['', false];
  return [natK(c.pick(labels)), again32(c, nat)];
}
/** A woman under her birth name on one side: the other side, which gives her married name, states it in a field of its own. */
const BIRTHNAME_L32: Record<Lang32, readonly string[]> = {
  EN: ['Née', 'Maiden name', 'Birth surname'],
  DE: ['Geburtsname', 'geb.'],
  FR: ['Nom de naissance', 'Née'],
  NL: ['Geboortenaam', 'Meisjesnaam'],
  ES: ['Apellido de soltera'],
  PL: ['Nazwisko rodowe'],
};
const birthName32 = (c: Ctx, p: Person32, used: boolean): readonly [string, string | false] => [c.pick(BIRTHNAME_L32[lang32(p.country)]), used && sur32(p)];
const title32 = (c: Ctx, p: Person32) =>
  say32(c, p.country, p.sex === 'M' ? { EN: ['Mr', 'Mr.'], DE: 'Herr', FR: ['M.', 'Monsieur'], NL: ['dhr.', 'De heer'], ES: ['D.', 'Sr.'], PL: 'Pan' } : { EN: ['Mrs', 'Ms', 'Miss'], DE: 'Frau', FR: ['Mme', 'Madame'], NL: ['mevr.', 'Mevrouw'], ES: ['Dña.', 'Sra.'], PL: 'Pani' });
/** A person's register entry's name: under the birth name (`birth`) or the name in use, at times in a legacy system's capitals. */
function regName32(c: Ctx, p: Person32, birth: boolean): string {
  const s = birth ? sur32(p) : now32(p);
  if (c.chance(0.3)) return legacy32(p, s, c.pick([24, 30, 40]));
  return c.chance(0.4) ? `${s.toUpperCase()}, ${givens32(p)}` : writtenName32(c, p, s);
}


// ---------------------------------------------------------------- the professional both sources name

interface Pro32 {
  p: Person32;
  no: string;
  nat: string;
  email: string;
  since: Ymd;
  /** Whether the register holds her under her birth name. */
  birthOnA: boolean;
}
function newPro32(c: Ctx, p: Person32, no: string): Pro32 {
  return { p, no, nat: natNo32(c, p), email: email32(c, p), since: workDay32(c, Math.max(p.dob.y + 23, 1985), 2025), birthOnA: p.married !== '' && c.chance(0.4) };
}
/** Another person of the country (a defendant, an owner, a landlord, an opponent): never the person of the record. */
function other32(c: Ctx, k: Country32, sex?: Sex32): string {
  const o = newPerson32(c, k, 1950, 2004, sex);
  return writtenName32(c, o);
}
/** A son or daughter of one name with the parent: a suffix at times. */
const SUFFIX32: Record<Lang32, { young: readonly string[]; old: readonly string[] }> = {
  EN: { young: ['Jnr', 'Jr.', '(Junior)'], old: ['Snr', 'Sr.', '(Senior)'] },
  DE: { young: ['jun.', 'd. J.'], old: ['sen.', 'd. Ä.'] },
  FR: { young: ['fils', 'fille', 'jr'], old: ['père', 'mère'] },
  NL: { young: ['jr.'], old: ['sr.'] },
  ES: { young: ['hijo', 'hija', 'jr.'], old: ['padre', 'madre'] },
  PL: { young: ['junior', 'mł.'], old: ['senior', 'st.'] },
};


/** A clinic's / firm's name after a surname, folded and without its particle. */
const bare32 = (p: Person32) => fold19(p.surname).replace(/^(van der |van |de )/i, '');
/** A fixed line of the country (area code and subscriber digits, full international digits as newPhone32 gives them). */
const LANDLINE32: Record<Country32, { cc: string; areas: readonly string[]; len: number }> = {
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
function landline32(c: Ctx, k: Country32): string {
  const l = LANDLINE32[k];
  const area = c.pick(l.areas);
  let rest = '';
  while (area.length + rest.length < l.len) rest += String(c.int(rest === '' ? 2 : 0, 9));
  return l.cc + area + rest;
}
/** A firm's / clinic's own line or a household's landline: a number of the country, never a person's own. */
const line32 = (c: Ctx, k: Country32, n: string) => phone19(n, k, c.pick(PHONE_FORMS32));

// ---------------------------------------------------------------- the professional's shape of this set

interface Off32 extends Pro32 {
  office: string;
  officePhone: string;
  officeMail: string;
  home: string;
  homeLine: string;
}
function newOff32(c: Ctx, p: Person32, no: string, office: string, shared?: { office?: string; officePhone?: string; officeMail?: string; home?: string; homeLine?: string }): Off32 {
  const k = p.country;
  const o = shared?.office ?? office;
  return {
    ...newPro32(c, p, no),
    office: o,
    officePhone: shared?.officePhone ?? landline32(c, k),
    officeMail: shared?.officeMail ?? `${c.pick(['info', 'office', 'admin', 'kontakt', 'reception'])}@${fold19(o).toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.${c.pick(['com', 'co', 'net'])}`,
    home: shared?.home ?? address32(c, k, p.town),
    homeLine: shared?.homeLine ?? landline32(c, k),
  };
}
/** A suffix of a parent or child of one name (addition 6), '' mostly. */
const suf32 = (c: Ctx, p: Person32, young: boolean, ch: number) => (ch > 0 && c.chance(ch) ? c.pick(SUFFIX32[lang32(p.country)][young ? 'young' : 'old']) : '');

/** One of a country's own values (estates, courts, quarry, depots differ between the English-speaking countries too). */
const inC32 = (c: Ctx, k: Country32, m: Record<Country32, readonly string[]>) => c.pick(m[k]);

// ---------------------------------------------------------------- kind 1 / 6: veterinary surgeons

function vetNo32(c: Ctx, k: Country32): string {
  switch (k) {
    case 'NG': return `VCN/${c.int(1, 9)}${c.digits(4)}`;
    case 'KE': return `KVB/${c.digits(4)}`;
    case 'GH': return `VCG/RV/${c.digits(4)}`;
    case 'ZA': return `D${c.int(10, 99)}/${c.digits(4)}`;
    case 'GB': return c.digits(7);
    case 'DE': return `LTK ${c.pick(['BY', 'TH', 'NI', 'HE', 'RP'])}-${c.digits(5)}`;
    case 'FR': return c.digits(5);
    case 'NL': return `DGR ${c.digits(6)}`;
    case 'ES': return `${c.pick(['37', '10', '44', '24', '18'])}-${c.digits(4)}`;
    case 'PL': return `PWZW ${c.digits(5)}`;
  }
}
const ANIMALS32: Record<Lang32, readonly string[]> = {
  EN: ['Dog, Boerboel, male', 'Cat, DSH, female', 'Dog, Labrador, female', 'Cattle (12 head), Boran', 'Goats (20), Sahel', 'Horse, TB gelding', 'Dog, Jack Russell, male'],
  DE: ['Hund, Dackel, m', 'Katze, EKH, w', 'Pferd, Hannoveraner', 'Rinder (8), Fleckvieh'],
  FR: ['Chien, Labrador, femelle', 'Chat, européen, mâle', 'Cheval, selle français', 'Bovins (5), Limousine'],
  NL: ['Hond, Kooiker, reu', 'Kat, EKH, poes', 'Paard, KWPN', 'Runderen (10), Holstein'],
  ES: ['Perro, mastín, macho', 'Gato, común europeo, hembra', 'Caballo, PRE', 'Ovino (40), merina'],
  PL: ['Pies, owczarek, samiec', 'Kot, europejski, samica', 'Koń, wielkopolski', 'Bydło (6), HF'],
};
/** The veterinary council's / chamber's register of veterinarians (public search print or CSV). */
function vetRegister32(c: Ctx, t: Off32, suffix = ''): PersonRecord {
  const k = t.p.country;
  const L = say32(c, k, {
    EN: ['Reg. No.|Name|Practice|Town|Category|Date registered|DOB|Email|Mobile', 'REGISTRATION NUMBER|FULL NAME|PRACTICE ADDRESS|STATION|STATUS|YEAR OF REGISTRATION|Date of Birth|E-MAIL|PHONE', 'Reg no|Surname, forenames|Practice name|Location|Register|Joined|Born|Email address|Tel'],
    DE: 'Kammer-Nr.|Name, Vorname|Praxis|Ort|Fachtierarzt|approbiert seit|Geburtsdatum|E-Mail|Mobil',
    FR: 'N° ordinal|Nom, prénom|Domicile professionnel|Commune|Mode d\u2019exercice|Inscrit le|Date de naissance|Courriel|Portable',
    NL: 'Registratienummer|Naam|Praktijk|Plaats|Differentiatie|Ingeschreven|Geboortedatum|E-mail|Mobiel',
    ES: 'Nº colegiado|Apellidos y nombre|Centro veterinario|Localidad|Situación|Fecha de colegiación|Fecha de nacimiento|Email|Móvil',
    PL: 'Nr prawa wykonywania zawodu|Nazwisko i imię|Zakład leczniczy|Miejscowość|Specjalizacja|Data wpisu|Data urodzenia|E-mail|Telefon',
  }).split('|');
  const name = regName32(c, t.p, t.birthOnA);
  return rec([
    [vetK(L[0]!), t.no],
    [L[1]!, `${name}${suffix ? ` ${suffix}` : ''}${c.chance(0.25) ? say32(c, k, { EN: [' MRCVS', ' BVSc', ' DVM', ' BVM&S'], DE: ' Dr. med. vet.', FR: ' DV', NL: ' DVM', ES: ' Ldo. Vet.', PL: ' lek. wet.' }) : ''}`],
    [L[2]!, c.chance(0.7) && t.office],
    [L[3]!, t.p.town],
    [L[4]!, say32(c, k, { EN: ['Full registration', 'Practising', 'Temporary', 'Registered — small animals', 'Veterinary Surgeon'], DE: ['Kleintiere', 'Pferde', 'Nutztiere', '—'], FR: ['libéral', 'salarié', 'mixte'], NL: ['Gezelschapsdieren', 'Landbouwhuisdieren', 'Paard'], ES: ['ejerciente', 'ejerciente — clínica'], PL: ['chirurgia', 'choroby zwierząt', 'brak'] })],
    [L[5]!, /YEAR|Joined/.test(L[5]!) ? String(t.since.y) : anyDate32(c, t.since, k)],
    [bornK(L[6]!), c.chance(0.35) && anyDate32(c, t.p.dob, k)],
    [mailK(L[7]!), c.chance(0.3) && t.email],
    [tel(L[8]!), c.chance(0.3) && anyPhone32(c, t.p)],
  ]);
}
/** An animal health / export health certificate, a pet passport's vet section or a movement permit: the owner is someone else. */
function vetCertificate32(c: Ctx, t: Off32, suffix = ''): PersonRecord {
  const k = t.p.country;
  const L = say32(c, k, {
    EN: ['Certificate No.|Owner / Consignor|Owner DOB|Animal(s)|Microchip / Tag|Date of issue|Official Veterinarian|Vet reg. no.|Practice|Practice tel.|Practice email|Vet mobile', 'CERT NO|CONSIGNOR|OWNER D.O.B.|DESCRIPTION OF ANIMALS|ID MARKS|ISSUED ON|CERTIFYING VETERINARY SURGEON|VET REG NO|CLINIC|CLINIC PHONE|CLINIC EMAIL|OWN PHONE', 'Movement Permit No|Owner|Owner date of birth|Species|Ear tags|Date|Signed (Veterinary Officer)|Reg No|Station|Station tel|Station e-mail|Cell'],
    DE: 'Bescheinigung Nr.|Tierhalter(in)|geb. (Tierhalter/in)|Tier|Transponder|Ausstellungsdatum|Tierarzt/Tierärztin|Kammer-Nr.|Praxis|Tel. Praxis|E-Mail Praxis|Mobil Tierarzt',
    FR: 'N° certificat|Propriétaire|Date de naissance du propriétaire|Animal|Transpondeur|Date|Vétérinaire habilité|N° ordinal|Clinique|Tél. clinique|Courriel clinique|Portable vétérinaire',
    NL: 'Certificaatnummer|Eigenaar|Geboortedatum eigenaar|Dier|Chipnummer|Datum|Dierenarts|Registratienr.|Praktijk|Tel. praktijk|E-mail praktijk|Mobiel dierenarts',
    ES: 'Nº certificado|Titular|F. nac. titular|Animal|Microchip|Fecha|Veterinario/a|Nº colegiado|Clínica|Tel. clínica|Email clínica|Móvil veterinario',
    PL: 'Nr świadectwa|Właściciel|Data ur. właściciela|Zwierzę|Transponder|Data wystawienia|Lekarz weterynarii|Nr PWZ|Lecznica|Tel. lecznicy|E-mail lecznicy|Tel. kom. lekarza',
  }).split('|');
  const owner = newPerson32(c, k);
  const name = c.chance(0.35) ? `${say32(c, k, { EN: ['Dr', 'Dr.', 'DR'], DE: ['Dr. med. vet.', 'TA'], FR: 'Dr', NL: 'drs.', ES: ['D.', 'Dña.'], PL: 'lek. wet.' })} ${c.chance(0.5) ? initials32(t.p) : called32(c, t.p)} ${now32(t.p)}` : writtenName32(c, t.p);
  return rec([
    [L[0]!, `${c.letters(2)}${c.digits(6)}`],
    [L[1]!, writtenName32(c, owner)],
    [L[2]!, c.chance(0.4) && anyDate32(c, owner.dob, k)],
    [L[3]!, c.pick(ANIMALS32[lang32(k)])],
    [L[4]!, c.chance(0.7) && `${c.pick(['276', '250', '528', '724', '616', '826', '710', '566', '404', '288'])}0${c.digits(11)}`],
    [L[5]!, anyDate32(c, workDay32(c, 2021, 2025), k)],
    [L[6]!, `${name}${suffix ? ` ${suffix}` : ''}`],
    birthName32(c, t.p, t.birthOnA || (t.p.married !== '' && c.chance(0.3))),
    [vetK(L[7]!), c.chance(0.7) && again32(c, t.no)],
    [L[8]!, t.office],
    [L[9]!, c.chance(0.6) && line32(c, k, t.officePhone)],
    [L[10]!, c.chance(0.4) && t.officeMail],
    [tel(L[11]!), c.chance(0.35) && anyPhone32(c, t.p)],
  ]);
}
const vetPractice32 = (c: Ctx, p: Person32) =>
  say32(c, p.country, { EN: [`${bare32(p)} Veterinary Clinic`, `${c.pick(['Savannah', 'Riverside', 'Hillcrest', 'Greenfields', 'Kilima'])} Vets`, `${bare32(p)} Animal Hospital`], DE: [`Tierarztpraxis ${bare32(p)}`, `Tierklinik ${c.pick(['am See', 'Nord', 'Süd'])}`], FR: [`Clinique vétérinaire ${c.pick(['des Tilleuls', 'du Parc', 'Saint-Roch'])}`, `Cabinet vétérinaire ${bare32(p)}`], NL: [`Dierenkliniek ${c.pick(['De Linde', 'Oost', 'Het Hoefijzer'])}`, `Dierenartsenpraktijk ${bare32(p)}`], ES: [`Clínica Veterinaria ${c.pick(['San Antón', 'La Vega', 'Los Olivos'])}`, `Centro Veterinario ${bare32(p)}`], PL: [`Lecznica dla Zwierząt ${c.pick(['Azor', 'Pod Lipami', 'Vet-Med'])}`, `Gabinet Weterynaryjny ${bare32(p)}`] });
const sameVet: Kind32 = {
  kind: 'same_veterinary_council_register_vs_animal_health_certificate_signatory',
  label: 'same',
  pairs: PAIRS32,
  make(c, j) {
    return kept32('same', () => {
      let p = newPerson32(c, country32(c, j), 1950, 1998);
      if (c.chance(0.3)) p = wed32(c, p);
      const t = newOff32(c, p, vetNo32(c, p.country), vetPractice32(c, p));
      return c.chance(0.5) ? { a: vetRegister32(c, t), b: vetCertificate32(c, t) } : { a: vetCertificate32(c, t), b: vetRegister32(c, t) };
    });
  },
};
const diffVet: Kind32 = {
  kind: 'diff_vet_spouses_one_practice_one_line_one_mailbox',
  label: 'different',
  pairs: PAIRS32,
  make(c, j) {
    return kept32('different', () => {
      const k = country32(c, j);
      const h = newPerson32(c, k, 1955, 1996, 'M');
      const w0 = newPerson32(c, k, Math.max(1950, h.dob.y - 6), Math.min(2000, h.dob.y + 8), 'F');
      const w = k === 'ES' ? w0 : { ...w0, married: gendered32(h.surname, 'F', k), town: h.town };
      const th = newOff32(c, h, vetNo32(c, k), vetPractice32(c, h));
      const tw = newOff32(c, w, vetNo32(c, k), '', { office: th.office, officePhone: th.officePhone, officeMail: th.officeMail, home: th.home, homeLine: th.homeLine });
      // one given name's initial at times: the certificate then reads "Dr A. Surname" for either.
      return c.chance(0.5) ? { a: vetRegister32(c, th), b: vetCertificate32(c, tw) } : { a: vetRegister32(c, tw), b: vetCertificate32(c, th) };
    });
  },
};

// ---------------------------------------------------------------- kind 2 / 7: notaries public and commissioners for oaths

function notNo32(c: Ctx, k: Country32): string {
  switch (k) {
    case 'NG': return `NP/${c.int(1990, 2024)}/${c.digits(4)}`;
    case 'KE': return `CO/${c.digits(4)}/${c.int(2000, 2024)}`;
    case 'GH': return `CFO/${c.pick(['ACC', 'KSI', 'TDI'])}/${c.digits(3)}`;
    case 'ZA': return `NOT ${c.digits(5)}`;
    case 'GB': return `FO ${c.digits(5)}`;
    case 'DE': return `NotV ${c.digits(6)}`;
    case 'FR': return `CRPCEN ${c.digits(5)}`;
    case 'NL': return `KNB-${c.digits(5)}`;
    case 'ES': return `CN-${c.digits(4)}`;
    case 'PL': return `KRN ${c.digits(4)}`;
  }
}
const chambers32 = (c: Ctx, p: Person32) =>
  say32(c, p.country, { EN: [`${bare32(p)} & Associates (Barristers, Solicitors & Notaries)`, `${bare32(p)} Chambers`, `${c.pick(['Temple', 'Crown', 'Justitia', 'Lex'])} Chambers`, `${bare32(p)} Notaries`], DE: [`Notariat ${bare32(p)}`, `Notarkanzlei ${c.pick(['am Dom', 'am Markt', 'Nord'])}`], FR: [`Office notarial ${bare32(p)}`, `SCP ${bare32(p)} et associés, notaires`], NL: [`Notariskantoor ${bare32(p)}`, `${c.pick(['Notarissen Oost', 'Lindeboom Notarissen'])}`], ES: [`Notaría ${bare32(p)}`, `Notaría de ${p.town}`], PL: [`Kancelaria Notarialna ${bare32(p)}`, `Kancelaria Notarialna s.c.`] });
/** The register / roll of notaries public and commissioners for oaths (the Chief Justice's, the Faculty Office's, the chamber's). */
function notRegister32(c: Ctx, t: Off32, suffix = ''): PersonRecord {
  const k = t.p.country;
  const L = say32(c, k, {
    EN: ['Commission No.|Name of Notary / Commissioner|Chambers|Town|Date of commission|Expires|DOB|Email|Mobile', 'ROLL NO|NAME|ADDRESS FOR SERVICE|STATION|APPOINTED|VALID TO|DATE OF BIRTH|EMAIL|TEL', 'Notary No.|Notary|Firm|Place|Admitted|Practising certificate to|Born|E-mail|Phone'],
    DE: 'Notar-Nr.|Name, Vorname|Amtssitz / Kanzlei|Ort|bestellt am|Amtszeit bis|Geburtsdatum|E-Mail|Mobil',
    FR: 'N° d\u2019office|Nom, prénom|Office|Résidence|Nommé(e) le|—|Date de naissance|Courriel|Portable',
    NL: 'Notarisnummer|Naam|Kantoor|Standplaats|Benoemd|—|Geboortedatum|E-mail|Mobiel',
    ES: 'Nº de notario|Apellidos y nombre|Notaría|Plaza|Toma de posesión|—|Fecha de nacimiento|Correo electrónico|Móvil',
    PL: 'Nr wpisu|Nazwisko i imię|Kancelaria|Siedziba|Powołany/a|—|Data urodzenia|E-mail|Telefon',
  }).split('|');
  const name = regName32(c, t.p, t.birthOnA);
  return rec([
    [notK(L[0]!), t.no],
    [L[1]!, `${c.chance(0.3) ? say32(c, k, { EN: ['Barr. ', 'Adv. ', 'Esq. ', ''], DE: 'Notar(in) ', FR: 'Maître ', NL: 'mr. ', ES: 'D./Dña. ', PL: 'notariusz ' }) : ''}${name}${suffix ? ` ${suffix}` : ''}`],
    [L[2]!, c.chance(0.75) && t.office],
    [L[3]!, t.p.town],
    [L[4]!, anyDate32(c, t.since, k)],
    [L[5]!, L[5] !== '—' && String(c.int(2025, 2028))],
    [bornK(L[6]!), c.chance(0.35) && anyDate32(c, t.p.dob, k)],
    [mailK(L[7]!), c.chance(0.3) && t.email],
    [tel(L[8]!), c.chance(0.3) && anyPhone32(c, t.p)],
  ]);
}
/** An affidavit's jurat / a notarial certificate: the deponent and the deponent's birth are someone else's. */
function jurat32(c: Ctx, t: Off32, suffix = ''): PersonRecord {
  const k = t.p.country;
  const L = say32(c, k, {
    EN: ['Deponent|Deponent DOB|Deponent address|Sworn at|Date|Before me|Commissioner No.|Chambers|Chambers tel.|Chambers email|Stamp', 'DEPONENT|DEPONENT D.O.B|ADDRESS OF DEPONENT|SWORN AT THE REGISTRY|THIS DAY|BEFORE ME (COMMISSIONER FOR OATHS)|COMMISSION NO|OFFICE|OFFICE TEL|OFFICE E-MAIL|SEAL', 'Declarant|Declarant date of birth|Declarant address|Declared at|On|Notary Public|Notary No.|Firm|Firm tel.|Firm email|Seal'],
    DE: 'Erschienene(r)|geb. (Erschienene/r)|Anschrift Erschienene(r)|Ort|Datum|Notar(in)|Notar-Nr.|Kanzlei|Tel. Kanzlei|E-Mail Kanzlei|Siegel',
    FR: 'Comparant(e)|Date de naissance du comparant|Adresse du comparant|Fait à|Le|Notaire|N° d\u2019office|Office|Tél. office|Courriel office|Sceau',
    NL: 'Verschenen persoon|Geboortedatum verschenene|Adres verschenene|Te|Datum|Notaris|Notarisnummer|Kantoor|Tel. kantoor|E-mail kantoor|Zegel',
    ES: 'Compareciente|F. nac. compareciente|Domicilio del compareciente|En|Fecha|Ante mí, el/la Notario/a|Nº de notario|Notaría|Tel. notaría|Email notaría|Sello',
    PL: 'Stawający|Data ur. stawającego|Adres stawającego|Miejsce|Data|Notariusz|Nr wpisu|Kancelaria|Tel. kancelarii|E-mail kancelarii|Pieczęć',
  }).split('|');
  const dep = newPerson32(c, k);
  const name = c.chance(0.4) ? `${say32(c, k, { EN: ['Barr.', 'Adv.', 'Mr/Mrs', 'Notary'], DE: 'Notar(in)', FR: 'Maître', NL: 'mr.', ES: 'D./Dña.', PL: 'notariusz' })} ${c.chance(0.5) ? initials32(t.p) : called32(c, t.p)} ${now32(t.p)}` : writtenName32(c, t.p);
  return rec([
    [L[0]!, writtenName32(c, dep)],
    [L[1]!, c.chance(0.5) && anyDate32(c, dep.dob, k)],
    [L[2]!, c.chance(0.5) && address32(c, k, dep.town)],
    [L[3]!, t.p.town],
    [L[4]!, anyDate32(c, workDay32(c, 2021, 2025), k)],
    [L[5]!, `${name}${suffix ? ` ${suffix}` : ''}`],
    birthName32(c, t.p, t.birthOnA || (t.p.married !== '' && c.chance(0.3))),
    [notK(L[6]!), c.chance(0.7) && again32(c, t.no)],
    [L[7]!, t.office],
    [L[8]!, c.chance(0.6) && line32(c, k, t.officePhone)],
    [L[9]!, c.chance(0.4) && t.officeMail],
    [L[10]!, c.chance(0.3) && say32(c, k, { EN: ['affixed', 'embossed', 'seal illegible'], DE: 'L.S.', FR: 'apposé', NL: 'aanwezig', ES: 'estampado', PL: 'odciśnięta' })],
    [tel(say32(c, k, { EN: ['Notary mobile', 'Commissioner cell'], DE: 'Mobil Notar(in)', FR: 'Portable notaire', NL: 'Mobiel notaris', ES: 'Móvil notario', PL: 'Tel. kom. notariusza' })), c.chance(0.25) && anyPhone32(c, t.p)],
  ]);
}
const sameNot: Kind32 = {
  kind: 'same_notary_commission_register_vs_affidavit_jurat',
  label: 'same',
  pairs: PAIRS32,
  make(c, j) {
    return kept32('same', () => {
      let p = newPerson32(c, country32(c, j), 1948, 1994);
      if (c.chance(0.3)) p = wed32(c, p);
      const t = newOff32(c, p, notNo32(c, p.country), chambers32(c, p));
      return { a: notRegister32(c, t), b: jurat32(c, t) };
    });
  },
};
const diffNot: Kind32 = {
  kind: 'diff_notary_father_and_son_one_name_one_chambers',
  label: 'different',
  pairs: PAIRS32,
  make(c, j) {
    return kept32('different', () => {
      const k = country32(c, j);
      const f = newPerson32(c, k, 1945, 1968, 'M');
      const s0 = newPerson32(c, k, f.dob.y + 24, f.dob.y + 36, 'M');
      const s: Person32 = { ...s0, given: f.given, short: f.short, middle: c.chance(0.5) ? f.middle : s0.middle, surname: f.surname, surname2: k === 'ES' ? s0.surname2 : '', town: f.town };
      const tf = newOff32(c, f, notNo32(c, k), chambers32(c, f));
      const ts = newOff32(c, s, notNo32(c, k), '', { office: tf.office, officePhone: tf.officePhone, officeMail: tf.officeMail });
      const fs = suf32(c, f, false, 0.3);
      const ss = suf32(c, s, true, 0.4);
      return c.chance(0.5) ? { a: notRegister32(c, tf, fs), b: jurat32(c, ts, ss) } : { a: notRegister32(c, ts, ss), b: jurat32(c, tf, fs) };
    });
  },
};

// ---------------------------------------------------------------- kind 3 / 8: court enforcement officers

function baiNo32(c: Ctx, k: Country32): string {
  switch (k) {
    case 'NG': return `HC/BLF/${c.digits(4)}`;
    case 'KE': return `CB/${c.digits(3)}/${c.int(2015, 2024)}`;
    case 'GH': return `JS/BL/${c.digits(4)}`;
    case 'ZA': return `SBSA ${c.digits(4)}`;
    case 'GB': return `EA${c.digits(6)}`;
    case 'DE': return `DR II ${c.digits(4)}/${c.int(18, 25)}`;
    case 'FR': return `CJ ${c.digits(6)}`;
    case 'NL': return `GDW ${c.digits(5)}`;
    case 'ES': return `AJ-${c.digits(5)}`;
    case 'PL': return `Km ${c.digits(4)}`;
  }
}
const court32 = (c: Ctx, k: Country32, town: string) =>
  inC32(c, k, { NG: [`High Court of Justice, ${town} Judicial Division`, `Magistrate Court, ${town}`, `Chief Magistrate's Court ${town}`], KE: [`Chief Magistrate's Court at ${town}`, `High Court at ${town}`, `${town} Law Courts`], GH: [`Circuit Court, ${town}`, `High Court, ${town}`, `District Court ${town}`], ZA: [`Magistrate's Court ${town}`, `${town} Magistrate's Court (Civil)`], GB: [`County Court at ${town}`, `${town} Magistrates' Court`, `High Court (KB) — ${town} District Registry`], DE: [`Amtsgericht ${town}`], FR: [`Tribunal judiciaire de ${town}`], NL: [`Rechtbank, zittingsplaats ${town}`], ES: [`Juzgado de Primera Instancia nº ${c.int(1, 4)} de ${town}`], PL: [`Sąd Rejonowy, ${town}`, `SR ${town}`] });
/** The court's / board's register of enforcement officers (court bailiffs, court brokers, sheriffs, certificated enforcement agents, Gerichtsvollzieher, commissaires de justice, gerechtsdeurwaarders, komornicy). */
function baiRegister32(c: Ctx, t: Off32): PersonRecord {
  const k = t.p.country;
  const L = say32(c, k, {
    EN: ['Enforcement cert. no.|Name of Officer|Court|Office|Certificate valid to|DOB|Email|Mobile', 'LICENCE NO|COURT BROKER / BAILIFF|STATION|FIRM|EXPIRY|DATE OF BIRTH|EMAIL|PHONE', 'Cert no|Enforcement agent|Issuing court|Employer|Expires|Born|Email address|Tel'],
    DE: 'DR-Nr.|Name, Vorname|Amtsgericht|Geschäftsstelle|—|Geburtsdatum|E-Mail|Mobil',
    FR: 'N° d\u2019inscription|Nom, prénom|Ressort|Étude|—|Date de naissance|Courriel|Portable',
    NL: 'Deurwaardersnummer|Naam|Arrondissement|Kantoor|—|Geboortedatum|E-mail|Mobiel',
    ES: 'Nº|Apellidos y nombre|Partido judicial|Oficina|—|Fecha de nacimiento|Email|Móvil',
    PL: 'Nr kancelarii|Nazwisko i imię|Sąd|Kancelaria Komornicza|—|Data urodzenia|E-mail|Telefon',
  }).split('|');
  const name = regName32(c, t.p, t.birthOnA);
  return rec([
    [baiK(L[0]!), t.no],
    [L[1]!, name],
    [L[2]!, court32(c, k, t.p.town)],
    [L[3]!, c.chance(0.6) && t.office],
    [L[4]!, L[4] !== '—' && anyDate32(c, workDay32(c, 2025, 2027), k)],
    [bornK(L[5]!), c.chance(0.4) && anyDate32(c, t.p.dob, k)],
    [mailK(L[6]!), c.chance(0.25) && t.email],
    [tel(L[7]!), c.chance(0.35) && anyPhone32(c, t.p)],
  ]);
}
/** A notice of seizure / warrant of execution / attendance record: the debtor, the creditor and the debtor's birth are others'. */
function seizure32(c: Ctx, t: Off32): PersonRecord {
  const k = t.p.country;
  const L = say32(c, k, {
    EN: ['Case No.|Judgment debtor|Debtor DOB|Debtor address|Judgment creditor|Date of attendance|Executed by|Officer cert. no.|Court|Office tel.|Officer mobile', 'SUIT NO|DEBTOR|DEBTOR D.O.B|PREMISES|DECREE HOLDER|DATE OF PROCLAMATION|COURT BROKER|LICENCE NO|COURT|OFFICE LINE|BROKER CELL', 'Warrant ref|Name of debtor|Debtor date of birth|Address visited|Creditor|Visit date|Enforcement agent|Agent ID|Court|Office phone|Agent phone'],
    DE: 'Aktenzeichen (DR)|Schuldner(in)|geb. (Schuldner/in)|Anschrift Schuldner(in)|Gläubiger(in)|Vollstreckungstermin|Gerichtsvollzieher(in)|DR-Nr.|Amtsgericht|Tel. Geschäftsstelle|Mobil',
    FR: 'N° d\u2019acte|Débiteur|Date de naissance du débiteur|Adresse du débiteur|Créancier|Date de l\u2019acte|Commissaire de justice|N° d\u2019inscription|Tribunal|Tél. étude|Portable',
    NL: 'Exploot nr.|Schuldenaar|Geboortedatum schuldenaar|Adres schuldenaar|Eiser|Datum beslag|Gerechtsdeurwaarder|Deurwaardersnr.|Rechtbank|Tel. kantoor|Mobiel',
    ES: 'Nº de autos|Ejecutado/a|F. nac. ejecutado|Domicilio del ejecutado|Ejecutante|Fecha de la diligencia|Agente judicial|Nº agente|Juzgado|Tel. oficina|Móvil',
    PL: 'Sygn. akt Km|Dłużnik|Data ur. dłużnika|Adres dłużnika|Wierzyciel|Data czynności|Komornik|Nr kancelarii|Sąd|Tel. kancelarii|Tel. kom.',
  }).split('|');
  const debtor = newPerson32(c, k);
  const name = c.chance(0.35) ? `${say32(c, k, { EN: ['Bailiff', 'Mr/Ms', 'Agent'], DE: 'OGV', FR: 'Me', NL: 'mr.', ES: 'D./Dña.', PL: 'Komornik Sądowy' })} ${c.chance(0.5) ? initials32(t.p) : called32(c, t.p)} ${now32(t.p)}` : writtenName32(c, t.p);
  return rec([
    [L[0]!, `${c.letters(2)} ${c.int(1, 999)}/${c.int(21, 25)}`],
    [L[1]!, writtenName32(c, debtor)],
    [L[2]!, c.chance(0.4) && anyDate32(c, debtor.dob, k)],
    [L[3]!, address32(c, k, t.p.town)],
    [L[4]!, c.chance(0.5) ? other32(c, k) : say32(c, k, { EN: ['Unity Microfinance Bank', 'Savannah Credit Ltd', 'Harbour Finance plc'], DE: 'Sparkasse', FR: 'Crédit Agricole', NL: 'Belastingdienst', ES: 'Caja Rural', PL: 'PKO BP' })],
    [L[5]!, anyDate32(c, workDay32(c, 2021, 2025), k)],
    [L[6]!, name],
    birthName32(c, t.p, t.birthOnA || (t.p.married !== '' && c.chance(0.3))),
    [baiK(L[7]!), c.chance(0.7) && again32(c, t.no)],
    [L[8]!, court32(c, k, t.p.town)],
    [L[9]!, c.chance(0.5) && line32(c, k, t.officePhone)],
    [tel(L[10]!), c.chance(0.4) && anyPhone32(c, t.p)],
  ]);
}
const baiOffice32 = (c: Ctx, p: Person32) =>
  inC32(c, p.country, { NG: [`Sheriffs & Civil Process Dept, ${p.town}`, `Office of the Deputy Sheriff, ${p.town}`], KE: [`${bare32(p)} Auctioneers & Court Brokers`, `${c.pick(['Keysian', 'Legacy', 'Moran'])} Auctioneers`], GH: [`Bailiffs Unit, ${p.town} Court Complex`, `Judicial Service, ${p.town}`], ZA: [`Sheriff ${p.town}`, `Office of the Sheriff, ${p.town} North`], GB: [`${c.pick(['Marston', 'Sentinel', 'Keystone'])} Enforcement Ltd`, `HMCTS Enforcement, ${p.town}`], DE: [`Gerichtsvollzieherverteilerstelle ${p.town}`], FR: [`Étude ${bare32(p)}`, `SCP ${bare32(p)}, commissaires de justice`], NL: [`${bare32(p)} Gerechtsdeurwaarders`], ES: ['Servicio Común de Notificaciones y Embargos'], PL: [`Kancelaria Komornicza nr ${c.int(1, 12)}`] });
const sameBai: Kind32 = {
  kind: 'same_enforcement_officer_register_vs_seizure_notice',
  label: 'same',
  pairs: PAIRS32,
  make(c, j) {
    return kept32('same', () => {
      let p = newPerson32(c, country32(c, j), 1955, 1998);
      if (c.chance(0.25)) p = wed32(c, p);
      const t = newOff32(c, p, baiNo32(c, p.country), baiOffice32(c, p));
      return { a: baiRegister32(c, t), b: seizure32(c, t) };
    });
  },
};
const diffBai: Kind32 = {
  kind: 'diff_enforcement_officer_namesakes_one_court',
  label: 'different',
  pairs: PAIRS32,
  make(c, j) {
    return kept32('different', () => {
      const k = country32(c, j);
      const x = newPerson32(c, k, 1955, 1998);
      const y0 = newPerson32(c, k, 1955, 1998, x.sex);
      const y: Person32 = { ...y0, given: x.given, short: x.short, surname: x.surname, surname2: c.chance(0.5) ? x.surname2 : y0.surname2, middle: c.chance(0.4) ? x.middle : y0.middle, town: x.town };
      const tx = newOff32(c, x, baiNo32(c, k), baiOffice32(c, x));
      const ty = newOff32(c, y, baiNo32(c, k), '', c.chance(0.3) ? { office: tx.office, officePhone: tx.officePhone } : { office: baiOffice32(c, y) });
      return c.chance(0.5) ? { a: baiRegister32(c, tx), b: seizure32(c, ty) } : { a: baiRegister32(c, ty), b: seizure32(c, tx) };
    });
  },
};

// ---------------------------------------------------------------- kind 4 / 9: hunters

function huntNo32(c: Ctx, k: Country32): string {
  switch (k) {
    case 'NG': return `${c.pick(['OY', 'KW', 'NS', 'BA'])}/HL/${c.digits(5)}`;
    case 'KE': return `KWS/GBS/${c.digits(5)}`;
    case 'GH': return `FC-WD/GL/${c.digits(5)}`;
    case 'ZA': return `${c.pick(['LP', 'NW', 'EC', 'KZN', 'FS'])}-HL ${c.digits(6)}`;
    case 'GB': return `DSC${c.pick(['1', '2'])}/${c.digits(5)}`;
    case 'DE': return `JS ${c.digits(3)}/${c.int(10, 25)}`;
    case 'FR': return `${c.digits(2)}${c.digits(2)}${c.digits(8)}`;
    case 'NL': return `JA-${c.digits(6)}`;
    case 'ES': return `LC-${c.pick(['SA', 'CC', 'TE', 'LE', 'GR'])}-${c.digits(6)}`;
    case 'PL': return `PZŁ ${c.digits(5)}`;
  }
}
/** The wildlife authority's / hunting association's licence register. */
function huntRegister32(c: Ctx, t: Off32): PersonRecord {
  const k = t.p.country;
  const L = say32(c, k, {
    EN: ['Licence No.|Licensee|Date of Birth|Address|Home tel.|Mobile|Licence class|Valid from|Valid to|Email', 'PERMIT NO|HOLDER|D.O.B.|RESIDENTIAL ADDRESS|HOUSE TEL|CELL|CATEGORY|ISSUED|EXPIRES|E-MAIL'],
    DE: 'Jagdschein-Nr.|Name, Vorname|Geburtsdatum|Anschrift|Tel. privat (Festnetz)|Mobil|Art|gültig ab|gültig bis|E-Mail',
    FR: 'N° permis de chasser|Nom, prénom|Date de naissance|Adresse|Tél. domicile|Portable|Validation|Du|Au|Courriel',
    NL: 'Jachtaktenummer|Naam|Geboortedatum|Adres|Tel. thuis|Mobiel|Soort|Geldig van|Geldig tot|E-mail',
    ES: 'Nº licencia|Apellidos y nombre|Fecha de nacimiento|Domicilio|Teléfono fijo|Móvil|Clase|Expedición|Caducidad|Email',
    PL: 'Nr legitymacji|Nazwisko i imię|Data urodzenia|Adres zamieszkania|Tel. stacjonarny|Telefon|Koło łowieckie|Od|Do|E-mail',
  }).split('|');
  const from = workDay32(c, 2022, 2025);
  return rec([
    [huntK(L[0]!), t.no],
    [L[1]!, c.chance(0.3) ? legacy32(t.p, now32(t.p), c.pick([24, 30])) : writtenName32(c, t.p)],
    [bornK(L[2]!), c.chance(0.65) && anyDate32(c, t.p.dob, k)],
    natLine32(c, t.p, t.nat, 0.3),
    [L[3]!, c.chance(0.7) && t.home],
    [L[4]!, c.chance(0.5) && line32(c, k, t.homeLine)],
    [tel(L[5]!), c.chance(0.45) && anyPhone32(c, t.p)],
    [L[6]!, inC32(c, k, { NG: ['Hunting licence (resident)', 'Game licence — bush fowl'], KE: ['Game bird shooting permit'], GH: ['Game licence — ordinary', 'Game licence — bush fowl'], ZA: ['Hunting licence — ordinary game', 'Hunting licence — small game', 'Resident hunter'], GB: ['DSC1', 'DSC2', 'Deer — fit and competent'], DE: ['Jahresjagdschein', 'Tagesjagdschein', 'Jugendjagdschein'], FR: ['validation départementale', 'validation nationale'], NL: ['jachtakte', 'valkeniersakte'], ES: ['A (armas de fuego)', 'B (otros medios)'], PL: [`Koło Łowieckie nr ${c.int(1, 90)}`, 'Koło Łowieckie "Szarak"'] })],
    [L[7]!, anyDate32(c, from, k)],
    [L[8]!, anyDate32(c, { ...from, y: from.y + c.int(1, 3) }, k)],
    [mailK(L[9]!), c.chance(0.25) && t.email],
  ]);
}
/** A hunt / stalking booking or a hunting-guest permit of an estate, farm or reserve: the guide and the estate are others'. */
function huntBooking32(c: Ctx, t: Off32): PersonRecord {
  const k = t.p.country;
  const L = say32(c, k, {
    EN: ['Booking ref|Hunter|Hunting licence|DOB|Home address|Home landline|Cell|Estate / Farm|Dates|Species|Professional hunter / Guide|Email', 'BOOKING|GUEST GUN|LICENCE NUMBER|BIRTH DATE|ADDRESS|TEL (HOME)|MOBILE NO|CONCESSION|SEASON|QUARRY|STALKER|E-MAIL'],
    DE: 'Buchungs-Nr.|Jagdgast|Jagdschein-Nr.|geb.|Wohnort|Festnetz|Handy|Revier|Termin|Wildart|Begleiter (Revierinhaber/in)|E-Mail',
    FR: 'Réservation|Chasseur|Permis n°|Né(e) le|Adresse|Fixe domicile|Portable|Domaine|Date|Gibier|Guide de chasse|E-mail',
    NL: 'Boeking|Jager|Jachtakte|Geb. datum|Woonadres|Vaste lijn thuis|Mobiel|Jachtveld|Datum|Wild|Jachtopziener|E-mailadres',
    ES: 'Reserva|Cazador|Licencia nº|F. nacimiento|Dirección|Tel. domicilio|Teléfono|Coto|Fecha|Especie|Guía / orgánico|Correo electrónico',
    PL: 'Nr rezerwacji|Myśliwy|Nr legitymacji|Data ur.|Adres|Tel. domowy|Komórka|Obwód łowiecki|Termin|Zwierzyna|Podprowadzający|Adres e-mail',
  }).split('|');
  const d = workDay32(c, 2023, 2025);
  return rec([
    [L[0]!, `${c.letters(3)}-${c.digits(4)}`],
    [L[1]!, c.chance(0.4) ? `${title32(c, t.p)} ${c.chance(0.5) ? initials32(t.p) : called32(c, t.p)} ${now32(t.p)}` : writtenName32(c, t.p)],
    [huntK(L[2]!), c.chance(0.7) && again32(c, t.no)],
    ...((): (readonly [string, string | false])[] => {
      // a booking asks a birth date or, on some estates' forms, the year of birth alone.
      if (c.chance(0.25)) return [[yearK(say32(c, k, { EN: ['Year of birth', 'YOB'], DE: 'Geburtsjahr', FR: 'Année de naissance', NL: 'Geboortejaar', ES: 'Año de nacimiento', PL: 'Rok urodzenia' })), String(t.p.dob.y)]];
      return [[bornK(L[3]!), c.chance(0.6) && anyDate32(c, t.p.dob, k, true)]];
    })(),
    [L[4]!, c.chance(0.5) && t.home],
    [L[5]!, c.chance(0.5) && line32(c, k, t.homeLine)],
    [tel(L[6]!), c.chance(0.5) && anyPhone32(c, t.p)],
    [L[7]!, inC32(c, k, { NG: ['Kainji hunting zone (buffer)', 'Oyo State Game Reserve — permit area', 'Ogbomoso Hunters Guild ground'], KE: ['Kajiado Bird Shooting Block 3', 'Laikipia game-bird block', 'Nakuru shooting block 12'], GH: ['Shai Hills fringe (permit area)', 'Afram Plains hunting ground', 'Kwahu Game Farm'], ZA: ['Thabazimbi Game Farm', 'Karoo Plains Hunting Lodge', 'Limpopo Bushveld Safaris'], GB: ['Glen Affric Estate', 'Atholl Estate', 'Exmoor Stalking Ltd', 'Thetford Forest permit area'], DE: ['Revier Hainich', 'EJB Waldhof', 'Staatsforst Spessart'], FR: ['Domaine de la Sologne', 'ACCA de Saint-Léger'], NL: ['Landgoed Twickel', 'WBE Drenthe-Noord'], ES: ['Coto Los Quintos', 'Finca La Dehesa', 'Reserva de Caza de Riaño'], PL: ['Obwód nr 142', 'OHZ Bystrzyca'] })],
    [L[8]!, anyDate32(c, d, k)],
    [L[9]!, inC32(c, k, { NG: ['bush fowl, guinea fowl', 'grasscutter', 'duiker'], KE: ['guinea fowl, francolin', 'sandgrouse', 'doves'], GH: ['bush fowl', 'grasscutter', 'guinea fowl'], ZA: ['impala, kudu', 'springbok', 'warthog', 'blesbok'], GB: ['red stag', 'roe buck', 'sika hind', 'muntjac'], DE: ['Rehbock', 'Schwarzwild', 'Rotwild'], FR: ['chevreuil', 'sanglier', 'faisan'], NL: ['ree', 'fazant', 'wilde eend'], ES: ['perdiz roja', 'jabalí', 'corzo'], PL: ['dzik', 'sarna', 'kaczka'] })],
    [L[10]!, other32(c, k)],
    [mailK(L[11]!), c.chance(0.3) && t.email],
  ]);
}
const sameHunt: Kind32 = {
  kind: 'same_hunting_licence_register_vs_hunt_booking',
  label: 'same',
  pairs: PAIRS32,
  make(c, j) {
    return kept32('same', () => {
      const p = newPerson32(c, country32(c, j), 1948, 2005);
      const t = newOff32(c, p, huntNo32(c, p.country), '');
      return c.chance(0.5) ? { a: huntRegister32(c, t), b: huntBooking32(c, t) } : { a: huntBooking32(c, t), b: huntRegister32(c, t) };
    });
  },
};
const diffHunt: Kind32 = {
  kind: 'diff_hunter_twins_one_home_one_landline',
  label: 'different',
  pairs: PAIRS32,
  make(c, j) {
    return kept32('different', () => {
      const k = country32(c, j);
      const x = newPerson32(c, k, 1950, 2004, c.chance(0.8) ? 'M' : undefined);
      const sx = c.chance(0.8) ? x.sex : undefined;
      let y0 = newPerson32(c, k, 1950, 2004, sx);
      for (let i = 0; i < 20 && y0.given === x.given; i++) y0 = newPerson32(c, k, 1950, 2004, sx);
      const twinNames: Partial<Record<Country32, readonly [string, string]>> = { NG: ['Taiwo', 'Kehinde'], GH: ['Panin', 'Kakra'] };
      const tw = twinNames[k];
      const pairNames = tw && c.chance(0.3) ? tw : null;
      const X: Person32 = pairNames ? { ...x, given: pairNames[0], short: '' } : x;
      const Y: Person32 = { ...y0, given: pairNames ? pairNames[1] : y0.given, short: pairNames ? '' : y0.short, surname: x.surname, surname2: x.surname2, dob: x.dob, town: x.town, phone: y0.phone };
      const tx = newOff32(c, X, huntNo32(c, k), '');
      const ty = newOff32(c, Y, huntNo32(c, k), '', { home: tx.home, homeLine: tx.homeLine });
      return c.chance(0.5) ? { a: huntRegister32(c, tx), b: huntBooking32(c, ty) } : { a: huntBooking32(c, tx), b: huntRegister32(c, ty) };
    });
  },
};

// ---------------------------------------------------------------- kind 5 / 10: professional drivers' cards

function drvNo32(c: Ctx, k: Country32, p: Person32): string {
  switch (k) {
    case 'NG': return `FRSC/DB/${c.letters(3)}${c.digits(6)}`;
    case 'KE': return `NTSA-PSV-${c.digits(7)}`;
    case 'GH': return `DVLA-CDB-${c.digits(7)}`;
    case 'ZA': return `PrDP ${c.digits(10)}`;
    case 'GB': return `DB${fold19(p.surname).toUpperCase().replace(/[^A-Z]/g, '').padEnd(5, '9').slice(0, 5)}${c.digits(9)}`;
    case 'DE': return `DF${c.digits(14)}`;
    case 'FR': return `F${c.digits(15)}`;
    case 'NL': return `NB${c.digits(14)}`;
    case 'ES': return `E${c.digits(15)}`;
    case 'PL': return `PL${c.digits(14)}`;
  }
}
/** The issuing authority's driver card / driver qualification record (tachograph card, DQC, PrDP, commercial driver's badge). */
function drvRegister32(c: Ctx, t: Off32): PersonRecord {
  const k = t.p.country;
  const L = say32(c, k, {
    EN: ['Card No.|Surname|Forenames|Date of Birth|Address|Home tel.|Mobile|Issued|Expiry|Email', 'CARD NUMBER|SURNAME|FIRST NAMES|DOB|ADDRESS|HOUSE TEL|PHONE|DATE OF ISSUE|VALID UNTIL|EMAIL', 'Badge no|Last name|Other names|Birth date|Residence|Tel (home)|Cell|Issued on|Expires|E-mail'],
    DE: 'Kartennummer|Name|Vorname(n)|Geburtsdatum|Anschrift|Festnetz|Mobil|Ausstellungsdatum|gültig bis|E-Mail',
    FR: 'N° de carte|Nom|Prénoms|Date de naissance|Adresse|Tél. domicile|Portable|Délivrée le|Valable jusqu\u2019au|Courriel',
    NL: 'Kaartnummer|Achternaam|Voornamen|Geboortedatum|Adres|Tel. thuis|Mobiel|Afgifte|Geldig tot|E-mail',
    ES: 'Nº de tarjeta|Apellidos|Nombre|Fecha de nacimiento|Domicilio|Teléfono fijo|Móvil|Expedición|Caducidad|Email',
    PL: 'Nr karty|Nazwisko|Imiona|Data urodzenia|Adres|Tel. stacjonarny|Telefon|Data wydania|Ważna do|E-mail',
  }).split('|');
  const up = c.chance(0.4);
  const f = (v: string) => (up ? fold19(v).toUpperCase() : v);
  const iss = workDay32(c, 2020, 2025);
  return rec([
    [drvK(L[0]!), t.no],
    [L[1]!, f(now32(t.p))],
    [L[2]!, f(givens32(t.p))],
    [bornK(L[3]!), anyDate32(c, t.p.dob, k)],
    natLine32(c, t.p, t.nat, 0.4),
    [L[4]!, c.chance(0.6) && t.home],
    [L[5]!, c.chance(0.45) && line32(c, k, t.homeLine)],
    [tel(L[6]!), c.chance(0.4) && anyPhone32(c, t.p)],
    [L[7]!, anyDate32(c, iss, k)],
    [L[8]!, anyDate32(c, { ...iss, y: iss.y + 5 }, k)],
    [mailK(L[9]!), c.chance(0.2) && t.email],
  ]);
}
/** A haulier's / bus operator's telematics or tachograph download report (infringements, shifts): the vehicle and the depot are the firm's. */
function drvReport32(c: Ctx, t: Off32): PersonRecord {
  const k = t.p.country;
  const L = say32(c, k, {
    EN: ['Driver|Driver card|Driver DOB|Depot|Vehicle reg|Period|Infringement|Transport manager|Depot tel.|Driver mobile', 'DRIVER NAME|CARD NO|D.O.B|BASE|TRUCK|WEEK|EXCEPTION|SUPERVISOR|BASE PHONE|DRIVER CELL', 'Employee|Tacho card|Date of birth|Branch|Fleet no./Reg|Download date|Offence|Manager|Branch line|Own phone'],
    DE: 'Fahrer(in)|Fahrerkarte|Geb.-Datum|Niederlassung|Kennzeichen|Zeitraum|Verstoß|Disponent(in)|Tel. Niederlassung|Handy Fahrer(in)',
    FR: 'Conducteur|Carte conducteur|Né(e) le|Agence|Immatriculation|Période|Infraction|Exploitant|Tél. agence|Portable conducteur',
    NL: 'Chauffeur|Bestuurderskaart|Geb. datum|Vestiging|Kenteken|Periode|Overtreding|Planner|Tel. vestiging|Mobiel chauffeur',
    ES: 'Conductor/a|Tarjeta de conductor|F. nacimiento|Delegación|Matrícula|Periodo|Infracción|Jefe de tráfico|Tel. delegación|Móvil conductor',
    PL: 'Kierowca|Karta kierowcy|Data ur.|Oddział|Nr rej.|Okres|Naruszenie|Spedytor|Tel. oddziału|Tel. kom. kierowcy',
  }).split('|');
  const sur = fold19(now32(t.p)).toUpperCase();
  const name = c.pick([`${sur} ${givens32(t.p)[0]}`, `${sur}.${givens32(t.p)[0]}`, `${called32(c, t.p)} ${now32(t.p)}`, writtenName32(c, t.p), `${now32(t.p)}, ${initials32(t.p)}`]);
  const plate = say32(c, k, { EN: k === 'GB' ? [`${c.letters(2)}${c.int(17, 74)} ${c.letters(3)}`] : k === 'KE' ? [`K${c.letters(2)} ${c.digits(3)}${c.letters(1)}`] : k === 'NG' ? [`${c.letters(3)}-${c.digits(3)}${c.letters(2)}`] : k === 'GH' ? [`GR ${c.digits(4)}-${c.int(19, 24)}`] : [`${c.letters(2)} ${c.digits(2)} ${c.letters(2)} GP`], DE: `${c.letters(2)}-${c.letters(2)} ${c.digits(3)}`, FR: `${c.letters(2)}-${c.digits(3)}-${c.letters(2)}`, NL: `${c.digits(2)}-${c.letters(3)}-${c.int(1, 9)}`, ES: `${c.digits(4)} ${c.letters(3, 'BCDFGHJKLMNPRSTVWXYZ')}`, PL: `${c.letters(3)} ${c.digits(4)}` });
  return rec([
    [L[0]!, name],
    [drvK(L[1]!), c.chance(0.75) && again32(c, t.no)],
    [bornK(L[2]!), c.chance(0.45) && anyDate32(c, t.p.dob, k, true)],
    [L[3]!, t.office],
    [L[4]!, plate],
    [L[5]!, anyDate32(c, workDay32(c, 2023, 2025), k)],
    [L[6]!, say32(c, k, { EN: ['Daily driving > 9h', 'Insufficient weekly rest', 'Break < 45 min after 4.5h', 'Card not inserted', 'Speeding 82 km/h (limit 80)', 'None'], DE: ['Lenkzeitüberschreitung', 'Ruhezeit unterschritten', 'keine'], FR: ['Dépassement temps de conduite', 'Repos insuffisant', 'néant'], NL: ['Rijtijd overschreden', 'Rusttijd te kort', 'geen'], ES: ['Exceso de conducción', 'Descanso insuficiente', 'ninguna'], PL: ['Przekroczenie czasu jazdy', 'Skrócony odpoczynek', 'brak'] })],
    [L[7]!, other32(c, k)],
    [L[8]!, c.chance(0.5) && line32(c, k, t.officePhone)],
    [tel(L[9]!), c.chance(0.45) && anyPhone32(c, t.p)],
  ]);
}
const depot32 = (c: Ctx, k: Country32, town: string) =>
  inC32(c, k, { NG: [`${c.pick(['Trans-Sahel', 'Niger Delta', 'Dangote-line'])} Haulage — ${town}`, `${town} Park, ${c.pick(['Peace Mass Transit', 'GUO', 'ABC'])} branch`], KE: [`${c.pick(['Great Lakes', 'Mombasa Road', 'Rift'])} Transporters — ${town}`, `${c.pick(['Easy Coach', 'Modern Coast'])} — ${town} office`], GH: [`${c.pick(['Volta', 'Tema Port', 'Northern'])} Haulage — ${town}`, `${c.pick(['VIP', 'STC'])} ${town} station`], ZA: [`${c.pick(['Karoo', 'N1', 'Bosveld'])} Freight — ${town}`, `${town} bus depot`], GB: [`${c.pick(['Pennine', 'Highland', 'Severn'])} Haulage — ${town}`, `${town} bus garage`], DE: [`Spedition ${c.pick(['Maier', 'Nordlicht', 'Rhein-Main'])} — NL ${town}`], FR: [`Transports ${c.pick(['Girard', 'du Centre', 'Rhône-Alpes'])} — agence de ${town}`], NL: [`Transportbedrijf ${c.pick(['Van Veen', 'Noord', 'De Vries'])} — ${town}`], ES: [`Transportes ${c.pick(['Hermanos Gil', 'del Norte', 'Ibérica'])} — ${town}`], PL: [`PHU Trans-${c.pick(['Pol', 'Bud', 'Max'])} — oddział ${town}`] });
const sameDrv: Kind32 = {
  kind: 'same_driver_card_register_vs_tachograph_download_report',
  label: 'same',
  pairs: PAIRS32,
  make(c, j) {
    return kept32('same', () => {
      let p = newPerson32(c, country32(c, j), 1955, 2004);
      if (c.chance(0.15)) p = wed32(c, p);
      const t = newOff32(c, p, drvNo32(c, p.country, p), depot32(c, p.country, p.town));
      return c.chance(0.5) ? { a: drvRegister32(c, t), b: drvReport32(c, t) } : { a: drvReport32(c, t), b: drvRegister32(c, t) };
    });
  },
};
const diffDrv: Kind32 = {
  kind: 'diff_driver_brothers_one_haulier_one_home_one_landline',
  label: 'different',
  pairs: PAIRS32,
  make(c, j) {
    return kept32('different', () => {
      const k = country32(c, j);
      const x = newPerson32(c, k, 1960, 2000, 'M');
      let y0 = newPerson32(c, k, x.dob.y - 12, x.dob.y + 12, 'M');
      // one initial at times: a brother whose given name starts with the same letter.
      for (let i = 0; i < 20 && (y0.given === x.given || (c.chance(0.5) && y0.given[0] !== x.given[0])); i++) y0 = newPerson32(c, k, x.dob.y - 12, x.dob.y + 12, 'M');
      const y: Person32 = { ...y0, surname: x.surname, surname2: x.surname2, town: x.town };
      const tx = newOff32(c, x, drvNo32(c, k, x), depot32(c, k, x.town));
      const ty = newOff32(c, y, drvNo32(c, k, y), '', { office: c.chance(0.8) ? tx.office : depot32(c, k, y.town), officePhone: tx.officePhone, home: tx.home, homeLine: tx.homeLine });
      return c.chance(0.5) ? { a: drvRegister32(c, tx), b: drvReport32(c, ty) } : { a: drvReport32(c, tx), b: drvRegister32(c, ty) };
    });
  },
};

export const HELDOUT32_KINDS: readonly Kind32[] = [sameVet, sameNot, sameBai, sameHunt, sameDrv, diffVet, diffNot, diffBai, diffHunt, diffDrv];
