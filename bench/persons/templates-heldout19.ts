// Held-out set 19 of labelled PERSON RECORD PAIRS (bench/data/persons-heldout19.jsonl, written by
// bench/persons/generate.ts with seed 1919).
//
// Author: a blind author helper of session 32 (branch s32-persons19, issue 11), the nineteenth independent author,
// writing from their own knowledge of how person records arrive from sources the eighteen earlier sets' kind names do
// not name: election-day temporary staff recruitment (INEC ad-hoc staff portal, IEBC election officials, Electoral
// Commission temporary staff, IEC electoral staff, a council's elections office, Wahlhelfer, assesseurs,
// stembureauleden, miembros de mesa electoral, członkowie obwodowej komisji wyborczej) against the polling-station
// staff roster and allowance sheet the presiding officer signs; airport airside / restricted-area pass applications
// (FAAN, KAA, GACL, ACSA permit office, airside ID pass, Flughafenausweis, titre de circulation aéroportuaire,
// Schiphol-pas, TIA, przepustka lotniskowa) against the pass office's badge issue log; livestock keeper / holding
// registers (brand and herd registers, CPH and BCMS, HI-Tier Registriernummer, EDE, UBN, REGA, numer siedziby stada)
// against the livestock market's or auctioneer's sale sheet; sole-trader registrations (CAC business name, BRS business
// name, ORC, a municipal trading licence with the SARS number, HMRC self-assessment UTR, Gewerbeanmeldung, SIRET,
// KvK-nummer, alta de autónomo, CEIDG with NIP) against a card-payment / POS merchant onboarding form; teacher
// registration councils (TRCN, TSC, NTC, SACE, the Teacher Reference Number, Personalnummer, NUMEN, the Dutch
// onderwijs-personeelsdossier, NRP, PESEL in SIO) against the school's staff return — in Nigeria, Kenya, Ghana, South
// Africa, the United Kingdom (GB) and the European Union (DE, FR, NL, ES, PL), field names in each source's own words,
// language and letter case.
// Naming systems written: Yorùbá, Igbo, Hausa, Efik names with short forms (`Dami`, `Toyin`, `Ike`); Luo, Kikuyu, Luhya,
// Kalenjin and Kamba names; Akan day names, Ga, Ewe, Fante and Northern Ghanaian Muslim names; Zulu, Xhosa, Sotho,
// Tswana, Afrikaans and South African Indian names; English, Welsh, Scottish, Irish, Sikh, Pakistani and Bangladeshi
// British names; German (with Turkish German), French (with West and North African French), Dutch (particles),
// Spanish (two surnames) and Polish (gendered surnames) names.
// How it is made: each kind below draws a fictional person (or two people for a `different` kind) from the author's own
// name lists and writes the source-A and source-B records with that source's headers, date form, phone form and slips,
// from a seeded generator (bench/persons/generate.ts, seed 1919).
// What the author read: the session's rules (s32-common.md), the blind authors' brief and this set's brief;
// bench/persons/generate.ts and the header of bench/persons.ts; bench/persons/records.ts lines 1–72 (types and Ctx,
// the only things used here); templates-heldout18.ts lines 1–520 and its last 40 lines (header, types, helpers, for the
// structure; the name lists here are the author's own, the check-digit helpers follow the same public schemes); the
// kind names of sets 1–18 (a grep over their `//   same_` / `//   diff_` header lines); test/bench/persons-generate.test.ts:
// imports, assertRecords / assertKinds and set 18's block. What the author did NOT read: src/ (anything), README
// paragraphs about rules or errors, sets 1–18's data files, records2–8.ts and the other bodies of sets 1–18's templates.
// Slip: at the start, before any kind here was chosen, a `grep -n heldout18` over bench/, test/, package.json and
// README.md (to find where set 18 is wired in) printed set 18's whole README paragraph, its reading with recall by kind
// included, and a few lines of another family's set-18 data file. The kinds here were chosen from the earlier sets' kind
// names and the brief's list of sources only. Neither the engine nor the bench was ever run on this set. Every value is fictional (identifiers keep the right shape, with their check digit where the scheme has
// one: South African ID (Luhn), Dutch BSN (11-proef), Polish PESEL and NIP, Spanish DNI letter, the German ID card
// number (7-3-1), the French SIRET (Luhn) and NIR key (97); others only the shape).
//
// Labelling policy: `same` means the two records describe the same natural person, as a careful analyst would judge
// from the two records alone; `different` means two natural people, however much they share. Every `same` pair carries
// a name on both sides and at least one more agreeing identifier of the person (national number, phone, registration or
// licence number, pass application reference), and births, where both sides state them, agree. Every `different` pair
// carries on both sides an own identifier of one scheme that disagrees, and the kind's look-alike promise below. A
// livestock holding number is the farm's, not the person's: the father-and-son pairs share it and are still two people.
// A sole trader's trading name is the business's; a merchant form may carry it beside the owner's name.
// A birth date is never written month first with digits.
//
// Kinds (78 pairs each, cycling NG, KE, GH, ZA, GB, EU — 13 per jurisdiction; 5 `same`, 5 `different`, 780 pairs, 130
// per jurisdiction):
//   same_poll_staff_recruitment_vs_station_roster  recruitment export: names in the commission's columns, birth,
//                                                  national number, phone, role, district; station roster / allowance
//                                                  sheet: the name as the presiding officer writes it (short form,
//                                                  surname first, capitals), role abbreviated, the phone in another form
//                                                  and at times the national number re-spaced.
//   same_airside_pass_application_vs_badge_log     pass application: applicant, birth, employer, ID document, phone,
//                                                  application reference; badge issue log: holder as printed on the
//                                                  badge (`SURNAME Given`, initial), pass number, expiry, the reference
//                                                  or the document re-keyed.
//   same_livestock_keeper_register_vs_market_sale  keeper register: holding number, keeper, national number, phone,
//                                                  village or address; sale sheet: seller as the clerk writes them,
//                                                  the holding, head of stock, ear tags, price, the phone.
//   same_sole_trader_register_vs_pos_onboarding    business registration: proprietor, trading name, registration
//                                                  number, national or tax number, address; merchant onboarding:
//                                                  merchant (trading) name, owner's name as the sales agent keys it,
//                                                  the registration or national number, phone, settlement account name.
//   same_teacher_register_vs_school_staff_return   council register: registration number, names, birth, subject or
//                                                  licence class; school staff return: the teacher as the head writes
//                                                  them, the registration number re-keyed or the national number, post.
//   diff_poll_staff_siblings_one_station           two siblings posted to one polling station: one surname (ES shares
//                                                  both), own national numbers and phones, births two to twelve years
//                                                  apart.
//   diff_airside_namesakes_one_employer            two holders of one full name working for one ground handler or
//                                                  caterer: own ID documents, own phones, births at least two years
//                                                  apart.
//   diff_livestock_father_son_one_holding          a father on the keeper register and his grown son selling at the
//                                                  market under the same holding number: one surname (at times one
//                                                  given name, `Jnr`), own phones and, where the sources
//                                                  write them, own national numbers.
//   diff_sole_traders_twins_one_market             twins trading from one market or one street, one birth date, one
//                                                  surname: own registration numbers (the register also
//                                                  writes the twin's national number, the form a phone).
//   diff_teacher_cousins_one_name                  cousins of one full name (named after one grandparent) teaching in
//                                                  one district: own registration numbers, births at least two years
//                                                  apart.
//
// Slips the author saw before the reading (left as they are): given and middle names are drawn from the country's
// whole list, so a Sikh given name may sit beside an Irish surname and a sister a Tswana name beside her twin's
// Afrikaans one; a twin's trading name may come out as the other twin's (one family trade, one street); a Kenyan keeper's
// village and the registry's county need not lie in one another.
//
// Use: read ONCE with `npm run bench:persons -- --set heldout19`; the figures of that reading are written below, and from
// then on the set is development data.
import type { Ctx, Jurisdiction, PersonRecord, Ymd } from './records.js';

export type Label19 = 'same' | 'different';

export interface Kind19 {
  kind: string;
  label: Label19;
  pairs: number;
  make(c: Ctx, j: Jurisdiction): { a: PersonRecord; b: PersonRecord };
}

export type Country19 = 'NG' | 'KE' | 'GH' | 'ZA' | 'GB' | 'DE' | 'FR' | 'NL' | 'ES' | 'PL';
type Sex19 = 'M' | 'F';

export interface Person19 {
  country: Country19;
  sex: Sex19;
  given: string;
  short: string;
  middle: string;
  surname: string;
  surname2: string;
  dob: Ymd;
  phone: string;
}

// ---------------------------------------------------------------- names (the author's own lists)

type G = readonly (readonly [string, string])[];
const NAMES19: Record<Country19, { m: G; f: G; s: readonly string[] }> = {
  NG: {
    m: [['Oluwadamilare', 'Dami'], ['Chinedu', 'Chi'], ['Musa', ''], ['Obinna', ''], ['Olumide', 'Mide'], ['Aminu', ''], ['Godwin', ''], ['Kayode', 'Kay'], ['Ikechukwu', 'Ike'], ['Sani', ''], ['Ayodele', 'Ayo'], ['Uchenna', 'Uche']],
    f: [['Oluwatoyin', 'Toyin'], ['Chioma', ''], ['Zainab', ''], ['Nkechi', ''], ['Omolara', 'Lara'], ['Fatima', ''], ['Blessing', ''], ['Temitope', 'Tope'], ['Ebere', ''], ['Hadiza', ''], ['Funmilayo', 'Funmi'], ['Joy', '']],
    s: ['Adewale', 'Okonkwo', 'Usman', 'Obi', 'Balogun', 'Suleiman', 'Okeke', 'Fashola', 'Nnadi', 'Garba', 'Oladipo', 'Ekwueme', 'Yusuf', 'Ajayi', 'Chukwu', 'Bassey'],
  },
  KE: {
    m: [['Ochieng', ''], ['Njuguna', ''], ['Barasa', ''], ['Kibet', ''], ['Kioko', ''], ['Dennis', ''], ['Brian', ''], ['Francis', 'Frank'], ['Evans', ''], ['Geoffrey', 'Geoff'], ['Kiprotich', ''], ['Stephen', 'Steve']],
    f: [['Atieno', ''], ['Wairimu', ''], ['Nafula', ''], ['Jepkosgei', ''], ['Mwikali', ''], ['Esther', ''], ['Winnie', ''], ['Lucy', ''], ['Beatrice', 'Bea'], ['Njeri', ''], ['Awuor', ''], ['Gladys', '']],
    s: ['Onyango', 'Kamau', 'Simiyu', 'Rotich', 'Mutiso', 'Otieno', 'Wambua', 'Macharia', 'Kiptoo', 'Omondi', 'Ndungu', 'Wafula', 'Cherono', 'Maina', 'Kilonzo', 'Ouma'],
  },
  GH: {
    m: [['Kwasi', ''], ['Kojo', ''], ['Kwaku', ''], ['Nana Kwame', ''], ['Nii Lante', ''], ['Mohammed', ''], ['Eric', ''], ['Samuel', 'Sammy'], ['Edem', ''], ['Ekow', ''], ['Abdul-Rahman', ''], ['Prince', '']],
    f: [['Adwoa', ''], ['Afua', ''], ['Akosua', ''], ['Afia', ''], ['Araba', ''], ['Naa Dedei', ''], ['Fati', ''], ['Gifty', ''], ['Comfort', ''], ['Sena', ''], ['Ewurabena', ''], ['Memunatu', '']],
    s: ['Appiah', 'Darko', 'Frimpong', 'Quaye', 'Ansah', 'Adjei', 'Nkrumah', 'Quartey', 'Amponsah', 'Gbedemah', 'Baah', 'Ofori', 'Iddrisu', 'Sarpong', 'Acheampong', 'Nartey'],
  },
  ZA: {
    m: [['Sibusiso', 'Sbu'], ['Mpho', ''], ['Hendrik', 'Henk'], ['Siyabonga', ''], ['Thulani', ''], ['Andries', ''], ['Lungile', ''], ['Tumelo', ''], ['Katlego', ''], ['Pravin', ''], ['Vusumuzi', 'Vusi'], ['Jacobus', 'Kobus']],
    f: [['Thandiwe', 'Thandi'], ['Nompumelelo', 'Mpumi'], ['Annelie', ''], ['Khanyisile', ''], ['Dineo', ''], ['Nthabiseng', ''], ['Boitumelo', 'Tumi'], ['Yolanda', ''], ['Kavitha', ''], ['Sizakele', ''], ['Mmathapelo', ''], ['Precious', '']],
    s: ['Mahlangu', 'Shabalala', 'du Plessis', 'Mabuza', 'Ngcobo', 'Venter', 'Govender', 'Maseko', 'Radebe', 'Steyn', 'Mokwena', 'Tshabalala', 'Nel', 'Reddy', 'Mofokeng', 'Ntuli'],
  },
  GB: {
    m: [['Jonathan', 'Jon'], ['Matthew', 'Matt'], ['Rhys', ''], ['Euan', ''], ['Stephen', 'Steve'], ['Tariq', ''], ['Winston', ''], ['Anthony', 'Tony'], ['Fraser', ''], ['Gurpreet', ''], ['Michael', 'Mike'], ['Declan', '']],
    f: [['Elizabeth', 'Liz'], ['Hannah', ''], ['Siân', ''], ['Margaret', 'Maggie'], ['Jaspreet', ''], ['Kelly', ''], ['Katherine', 'Kate'], ['Eilidh', ''], ['Nadia', ''], ['Rebecca', 'Becky'], ['Carys', ''], ['Jennifer', 'Jen']],
    s: ['Holloway', 'McKenzie', 'Evans', "O'Brien", 'Campbell', 'Shah', 'Hughes', 'Hussain', 'Turner', 'Gill', 'Lawson', 'Gallagher', 'Morgan', 'Begum', 'Sutherland', 'Price'],
  },
  DE: {
    m: [['Klaus', ''], ['Thomas', ''], ['Karl-Heinz', ''], ['Lukas', ''], ['Andreas', ''], ['Mehmet', ''], ['Uwe', ''], ['Tobias', ''], ['Florian', ''], ['Sebastian', 'Basti'], ['Jürgen', ''], ['Felix', '']],
    f: [['Sabine', ''], ['Ursula', 'Uschi'], ['Birgit', ''], ['Katharina', 'Kathi'], ['Emine', ''], ['Claudia', ''], ['Anna-Lena', ''], ['Susanne', 'Susi'], ['Ingrid', ''], ['Heike', ''], ['Lea', ''], ['Johanna', 'Hanna']],
    s: ['Müller', 'Fischer', 'Hoffmann', 'Schulz', 'Yılmaz', 'Zimmermann', 'Krüger', 'Hartmann', 'Wolf', 'Neumann', 'Schwarz', 'Braun', 'Hofmann', 'Vogel', 'Kühn', 'Engel'],
  },
  FR: {
    m: [['Jean-Marc', ''], ['Olivier', ''], ['Thierry', ''], ['Karim', ''], ['Stéphane', ''], ['Frédéric', ''], ['Mathieu', ''], ['Antoine', ''], ['Didier', ''], ['Moussa', ''], ['Hervé', ''], ['Benoît', '']],
    f: [['Anne-Sophie', ''], ['Nathalie', ''], ['Céline', ''], ['Fatoumata', ''], ['Sandrine', ''], ['Martine', ''], ['Manon', ''], ['Hélène', ''], ['Brigitte', ''], ['Nadia', ''], ['Aurélie', ''], ['Geneviève', '']],
    s: ['Moreau', 'Laurent', 'Lefèvre', 'Rousseau', 'Benali', 'Girard', 'Lambert', 'Bonnet', 'Faure', 'Diallo', 'Mercier', 'Blanc', 'Guérin', 'Chevalier', 'Perrin', 'Gauthier'],
  },
  NL: {
    m: [['Pieter', 'Piet'], ['Gerrit', ''], ['Cornelis', 'Kees'], ['Mohamed', ''], ['Ruud', ''], ['Bram', ''], ['Thijs', ''], ['Jeroen', ''], ['Wouter', ''], ['Lucas', ''], ['Adrianus', 'Arie'], ['Daan', '']],
    f: [['Johanna', 'Joke'], ['Femke', ''], ['Ingrid', ''], ['Wilhelmina', 'Mien'], ['Fatima', ''], ['Ellen', ''], ['Lotte', ''], ['Geertruida', 'Truus'], ['Sanne', ''], ['Marieke', ''], ['Esther', ''], ['Petronella', 'Nel']],
    s: ['de Vries', 'Bakker', 'Visser', 'Smit', 'Meijer', 'van den Berg', 'Mulder', 'Bos', 'Vos', 'El Amrani', 'van Leeuwen', 'de Graaf', 'Vermeulen', 'van der Linden', 'Kuipers', 'Postma'],
  },
  ES: {
    m: [['José Luis', ''], ['Antonio', 'Toño'], ['Manuel', 'Manolo'], ['Miguel Ángel', ''], ['Alejandro', 'Álex'], ['Ignacio', 'Nacho'], ['Jordi', ''], ['Iñaki', ''], ['Rafael', 'Rafa'], ['Sergio', ''], ['Alberto', ''], ['Guillermo', 'Guille']],
    f: [['María José', 'Marijose'], ['Carmen', ''], ['Lucía', ''], ['Pilar', ''], ['Dolores', 'Lola'], ['Concepción', 'Concha'], ['Montserrat', 'Montse'], ['Beatriz', 'Bea'], ['Raquel', ''], ['Inmaculada', 'Inma'], ['Ainhoa', ''], ['Sara', '']],
    s: ['García', 'Martínez', 'López', 'Sánchez', 'Pérez', 'Gómez', 'Fernández', 'Jiménez', 'Ruiz', 'Álvarez', 'Moreno', 'Romero', 'Navarro', 'Torres', 'Domínguez', 'Vázquez'],
  },
  PL: {
    m: [['Krzysztof', ''], ['Piotr', ''], ['Andrzej', ''], ['Tomasz', 'Tomek'], ['Paweł', ''], ['Marcin', ''], ['Grzegorz', 'Grzesiek'], ['Łukasz', ''], ['Michał', ''], ['Wojciech', 'Wojtek'], ['Zbigniew', 'Zbyszek'], ['Jakub', 'Kuba']],
    f: [['Katarzyna', 'Kasia'], ['Małgorzata', 'Gosia'], ['Agnieszka', ''], ['Barbara', 'Basia'], ['Ewa', ''], ['Magdalena', 'Magda'], ['Joanna', 'Asia'], ['Dorota', ''], ['Elżbieta', 'Ela'], ['Monika', ''], ['Aleksandra', 'Ola'], ['Beata', '']],
    s: ['Nowak', 'Wiśniewski', 'Wójcik', 'Lewandowski', 'Kamiński', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Mazur', 'Krawczyk', 'Piotrowski', 'Grabowski', 'Pawłowski', 'Michalski'],
  },
};

/** Polish -ski / -cki / -dzki surnames take -ska / -cka / -dzka for a woman. */
function gendered19(s: string, sex: Sex19, k: Country19): string {
  if (k !== 'PL') return s;
  const base = s.replace(/(sk|ck|dzk)a$/, '$1i');
  return sex === 'F' ? base.replace(/(sk|ck|dzk)i$/, '$1a') : base;
}

const EU19: readonly Country19[] = ['DE', 'FR', 'NL', 'ES', 'PL'];
export function country19(c: Ctx, j: Jurisdiction): Country19 {
  return j === 'EU' ? c.pick(EU19) : j;
}

const PHONE19: Record<Country19, { cc: string; starts: readonly string[]; len: number }> = {
  NG: { cc: '234', starts: ['803', '806', '813', '816', '701', '706', '805', '808', '812', '903', '913', '907'], len: 10 },
  KE: { cc: '254', starts: ['720', '721', '729', '710', '712', '795', '110', '740', '757', '700'], len: 9 },
  GH: { cc: '233', starts: ['24', '54', '59', '20', '50', '26', '56', '55'], len: 9 },
  ZA: { cc: '27', starts: ['82', '84', '73', '79', '60', '61', '66', '71', '72', '83'], len: 9 },
  GB: { cc: '44', starts: ['7700', '7713', '7851', '7968', '7412', '7534', '7887'], len: 10 },
  DE: { cc: '49', starts: ['151', '157', '162', '170', '172', '176', '179'], len: 11 },
  FR: { cc: '33', starts: ['6', '7'], len: 9 },
  NL: { cc: '31', starts: ['6'], len: 9 },
  ES: { cc: '34', starts: ['6', '7'], len: 9 },
  PL: { cc: '48', starts: ['51', '60', '66', '69', '72', '78', '88', '50'], len: 9 },
};

function newPhone19(c: Ctx, k: Country19): string {
  const p = PHONE19[k];
  const start = c.pick(p.starts);
  let rest = '';
  while (start.length + rest.length < p.len) rest += String(c.int(0, 9));
  return p.cc + start + rest;
}

export type PhoneForm19 = 'national' | 'intl' | 'intl-spaced' | 'bare' | 'national-spaced';

/** A phone as a clerk writes it; Spain and Poland have no trunk 0. */
export function phone19(full: string, k: Country19, f: PhoneForm19): string {
  const cc = PHONE19[k].cc;
  const sub = full.slice(cc.length);
  const nat = k === 'ES' || k === 'PL' ? sub : `0${sub}`;
  if (f === 'bare') return full;
  if (f === 'intl') return `+${full}`;
  if (f === 'intl-spaced') return `+${cc} ${sub.slice(0, 3)} ${sub.slice(3, 6)} ${sub.slice(6)}`;
  if (f === 'national-spaced') {
    if (k === 'FR') return nat.replace(/(\d\d)(?=\d)/g, '$1 ');
    if (k === 'ES' || k === 'PL') return `${nat.slice(0, 3)} ${nat.slice(3, 6)} ${nat.slice(6)}`;
    if (k === 'NL') return `${nat.slice(0, 2)}-${nat.slice(2)}`;
    if (k === 'DE') return `${nat.slice(0, 4)} ${nat.slice(4)}`;
    return `${nat.slice(0, 4)} ${nat.slice(4, 7)} ${nat.slice(7)}`;
  }
  return nat;
}

const PHONE_FORMS19: readonly PhoneForm19[] = ['national', 'national', 'national-spaced', 'intl', 'intl-spaced', 'bare'];
/** Two different forms of one phone, as two clerks write it. */
function twoPhones19(c: Ctx, full: string, k: Country19): [string, string] {
  const f1 = c.pick(PHONE_FORMS19);
  let f2 = c.pick(PHONE_FORMS19);
  for (let i = 0; i < 6 && f2 === f1; i++) f2 = c.pick(PHONE_FORMS19);
  return [phone19(full, k, f1), phone19(full, k, f2)];
}
const anyPhone19 = (c: Ctx, full: string, k: Country19) => phone19(full, k, c.pick(PHONE_FORMS19));

const MON19 = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');
export type DateForm19 = 'iso' | 'dd/mm/yyyy' | 'dd.mm.yyyy' | 'dd-mm-yyyy' | 'DD-MON-YYYY' | 'd Mon yyyy' | 'yyyy/mm/dd';

export function date19(t: Ymd, f: DateForm19): string {
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
      return `${two(t.d)}-${MON19[t.m - 1]!.toUpperCase()}-${t.y}`;
    case 'd Mon yyyy':
      return `${t.d} ${MON19[t.m - 1]} ${t.y}`;
    case 'yyyy/mm/dd':
      return `${t.y}/${two(t.m)}/${two(t.d)}`;
  }
}

function anyDate19(c: Ctx, t: Ymd, k: Country19): string {
  if (k === 'DE' || k === 'PL') return date19(t, c.pick(['dd.mm.yyyy', 'dd.mm.yyyy', 'iso'] as const));
  if (k === 'NL' || k === 'ES') return date19(t, c.pick(['dd-mm-yyyy', 'dd/mm/yyyy', 'iso'] as const));
  if (k === 'FR') return date19(t, c.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'iso'] as const));
  if (k === 'ZA') return date19(t, c.pick(['yyyy/mm/dd', 'iso', 'd Mon yyyy'] as const));
  return date19(t, c.pick(['dd/mm/yyyy', 'DD-MON-YYYY', 'd Mon yyyy', 'dd-mm-yyyy'] as const));
}

function dob19(c: Ctx, from: number, to: number): Ymd {
  const y = c.int(from, to);
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, new Date(Date.UTC(y, m, 0)).getUTCDate()) };
}

export function newPerson19(c: Ctx, k: Country19, from = 1960, to = 2003, sex?: Sex19): Person19 {
  const s: Sex19 = sex ?? (c.chance(0.5) ? 'M' : 'F');
  const L = NAMES19[k];
  const [given, short] = c.pick(s === 'M' ? L.m : L.f);
  const mid = k === 'ES' || k === 'FR' || c.chance(0.45) ? '' : c.pick(s === 'M' ? L.m : L.f)[0];
  const surname = gendered19(c.pick(L.s), s, k);
  const surname2 = k === 'ES' ? c.pick(L.s.filter((x) => x !== surname)) : '';
  return { country: k, sex: s, given, short, middle: mid === given ? '' : mid, surname, surname2, dob: dob19(c, from, to), phone: newPhone19(c, k) };
}

/** A relative of `p` (sibling, child, cousin): the family surname, own given name (ES: siblings keep both surnames). */
function kin19(c: Ctx, p: Person19, from: number, to: number, sex?: Sex19, sibling = false): Person19 {
  let r = newPerson19(c, p.country, from, to, sex);
  for (let i = 0; i < 10 && r.given === p.given; i++) r = newPerson19(c, p.country, from, to, sex);
  return { ...r, surname: gendered19(p.surname, r.sex, p.country), surname2: p.country === 'ES' ? (sibling ? p.surname2 : r.surname2) : '' };
}

export function fold19(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').replace(/ß/g, 'ss').replace(/ı/g, 'i');
}

const sur19 = (p: Person19) => (p.surname2 ? `${p.surname} ${p.surname2}` : p.surname);
const givens19 = (p: Person19) => (p.middle ? `${p.given} ${p.middle}` : p.given);
const called19 = (c: Ctx, p: Person19) => (p.short && c.chance(0.5) ? p.short : p.given);

/** One keyed slip in a word of six letters or more: a letter dropped or two neighbours swapped. */
export function slip19(c: Ctx, w: string): string {
  if (w.length < 6) return w;
  const i = c.int(1, w.length - 3);
  if (c.chance(0.5) && w[i] !== w[i + 1]) return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  return w.slice(0, i) + w.slice(i + 1);
}

/** The name as a second clerk writes it: full, surname first in capitals, initial and surname, short form, a slip. */
function writtenName19(c: Ctx, p: Person19): string {
  const f = c.int(0, 6);
  if (f === 0) return `${givens19(p)} ${sur19(p)}`;
  if (f === 1) return `${sur19(p).toUpperCase()} ${givens19(p)}`;
  if (f === 2) return `${p.given[0]}. ${sur19(p)}`;
  if (f === 3) return `${called19(c, p)} ${sur19(p)}`;
  if (f === 4) return `${sur19(p)}, ${p.given}`;
  if (f === 5) return `${slip19(c, p.given)} ${sur19(p)}`.trim();
  return `${givens19(p)} ${sur19(p)}`.toUpperCase();
}

function rec(entries: readonly (readonly [string, string | undefined | false])[]): PersonRecord {
  const out: PersonRecord = {};
  for (const [k, v] of entries) if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim();
  return out;
}

/** A reference as a second clerk keys it: separators dropped, or turned to spaces, or digits in groups of three. */
export function rekey19(s: string, c: Ctx): string {
  const bare = s.replace(/[^A-Za-z0-9]/g, '');
  const f = c.int(0, 2);
  if (f === 0) return bare.toUpperCase();
  if (f === 1 && /^\d{7,}$/.test(bare)) return bare.replace(/(\d{3})(?=\d)/g, '$1 ');
  if (/[-/. ]/.test(s)) return s.replace(/[-/.]+/g, ' ').replace(/ {2,}/g, ' ');
  return s;
}

const AFRICA19 = new Set<Country19>(['NG', 'KE', 'GH', 'ZA']);

const VILLAGES19: Record<'NG' | 'KE' | 'GH' | 'ZA', readonly string[]> = {
  NG: ['Gidan Kwano', 'Kpakungu', 'Bokkos', 'Saki', 'Kachia', 'Obollo-Afor', 'Ilaro'],
  KE: ['Kajiado', 'Kimana', 'Isiolo Town', 'Marigat', 'Kapsabet', 'Olkalou', 'Wamba'],
  GH: ['Bawku', 'Ntonso', 'Yendi', 'Salaga', 'Nandom', 'Ejura', 'Pong-Tamale'],
  ZA: ['Mhlambanyatsi', 'Thaba Nchu', 'Mooi River', 'Vryburg', 'Tsolo', 'Ganyesa', 'Kuruman'],
};

const MARKETS19: Record<'NG' | 'KE' | 'GH' | 'ZA', readonly string[]> = {
  NG: ['Computer Village, Ikeja', 'Balogun Market, Lagos Island', 'Ariaria Market, Aba', 'Oja Oba, Ibadan', 'Kurmi Market, Kano'],
  KE: ['Gikomba Market, Nairobi', 'Kongowea Market, Mombasa', 'Kibuye Market, Kisumu', 'Marikiti, Nairobi', 'Karatina Market'],
  GH: ['Makola Market, Accra', 'Kejetia Market, Kumasi', 'Kaneshie Market, Accra', 'Techiman Market', 'Aboabo Market, Tamale'],
  ZA: ['Warwick Junction, Durban', 'Bree Street Taxi Rank, Johannesburg', 'Mdantsane City, East London', 'Bara Taxi Rank, Soweto', 'Marabastad, Pretoria'],
};

// ---------------------------------------------------------------- identifiers

function luhn19(body: string): string {
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

export function zaId19(c: Ctx, p: Person19): string {
  const g = p.sex === 'F' ? c.int(0, 4999) : c.int(5000, 9999);
  const body = `${String(p.dob.y).slice(2)}${two(p.dob.m)}${two(p.dob.d)}${String(g).padStart(4, '0')}0${c.int(8, 9)}`;
  return body + luhn19(body);
}

export function bsn19(c: Ctx): string {
  for (;;) {
    const d = c.digits(8);
    let s = 0;
    for (let i = 0; i < 8; i++) s += Number(d[i]) * (9 - i);
    if (s % 11 < 10) return d + String(s % 11);
  }
}

export function pesel19(c: Ctx, p: Person19): string {
  const mm = p.dob.m + (p.dob.y >= 2000 ? 20 : 0);
  const body = `${String(p.dob.y).slice(2)}${two(mm)}${two(p.dob.d)}${String(c.int(0, 999)).padStart(3, '0')}${p.sex === 'F' ? c.int(0, 4) * 2 : c.int(0, 4) * 2 + 1}`;
  const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  let s = 0;
  for (let i = 0; i < 10; i++) s += Number(body[i]) * w[i]!;
  return body + String((10 - (s % 10)) % 10);
}

export function nip19(c: Ctx): string {
  const w = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (;;) {
    const d = c.digits(9);
    let s = 0;
    for (let i = 0; i < 9; i++) s += Number(d[i]) * w[i]!;
    if (s % 11 < 10) return d + String(s % 11);
  }
}

export function dni19(c: Ctx): string {
  const n = c.int(10000000, 79999999);
  return `${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`;
}

export function perso19(c: Ctx): string {
  const body = c.letters(1, 'LMNPRTVWXY') + c.letters(8, 'CFGHJKLMNPRTVWXYZ0123456789');
  const w = [7, 3, 1];
  let s = 0;
  for (let i = 0; i < 9; i++) {
    const ch = body[i]!;
    s += (/\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55) * w[i % 3]!;
  }
  return body + String(s % 10);
}

/** The French NIR: sex, year, month, département, commune, order, and the key 97 − (number mod 97). */
export function nir19(c: Ctx, p: Person19): string {
  const body = `${p.sex === 'M' ? 1 : 2}${String(p.dob.y).slice(2)}${two(p.dob.m)}${two(c.int(1, 95))}${String(c.int(1, 999)).padStart(3, '0')}${String(c.int(1, 999)).padStart(3, '0')}`;
  const key = 97 - Number(BigInt(body) % 97n);
  return `${body}${two(key)}`;
}

/** The SIRET: nine SIREN digits and five establishment digits, Luhn over all fourteen. */
export function siret19(c: Ctx): string {
  const body = c.digits(13);
  return body + luhn19(body);
}

export function nino19(c: Ctx): string {
  const L = 'ABCEGHJKLMNPRSTWXYZ';
  return `${c.letters(1, L)}${c.letters(1, L)}${c.digits(6)}${c.letters(1, 'ABCD')}`;
}

/** The national number a form asks for, under the key that source writes. */
function nat19(c: Ctx, p: Person19): { key: string; no: string } {
  switch (p.country) {
    case 'NG':
      return { key: c.pick(['NIN', 'NIN No', 'National ID No (NIN)']), no: c.digits(11) };
    case 'KE':
      return { key: c.pick(['ID No.', 'National ID No', 'ID Number']), no: String(c.int(10000000, 39999999)) };
    case 'GH':
      return { key: c.pick(['Ghana Card No', 'GhanaCard PIN']), no: `GHA-${c.digits(9)}-${c.int(0, 9)}` };
    case 'ZA':
      return { key: c.pick(['ID Number', 'SA ID No', 'Identity No']), no: zaId19(c, p) };
    case 'GB':
      return { key: c.pick(['NI Number', 'National Insurance Number', 'NINO']), no: nino19(c) };
    case 'DE':
      return { key: c.pick(['Ausweisnummer', 'Personalausweis-Nr.']), no: perso19(c) };
    case 'FR':
      return { key: c.pick(['N° de sécurité sociale', 'NIR']), no: nir19(c, p) };
    case 'NL':
      return { key: c.pick(['BSN', 'Burgerservicenummer']), no: bsn19(c) };
    case 'ES':
      return { key: c.pick(['DNI', 'DNI/NIE']), no: dni19(c) };
    case 'PL':
      return { key: 'PESEL', no: pesel19(c, p) };
  }
}

/** A national number written by the second source: re-keyed at times, the NINO spaced, the NIR spaced. */
function natAgain19(c: Ctx, k: Country19, no: string): string {
  if (k === 'GB' && /^[A-Z]{2}\d{6}[A-D]$/.test(no) && c.chance(0.5)) return no.replace(/^(..)(..)(..)(..)(.)$/, '$1 $2 $3 $4 $5');
  if (k === 'FR' && /^\d{15}$/.test(no) && c.chance(0.5)) return no.replace(/^(.)(..)(..)(..)(...)(...)(..)$/, '$1 $2 $3 $4 $5 $6 $7');
  if (k === 'GH' || k === 'NG') return c.chance(0.5) ? rekey19(no, c) : no;
  return c.chance(0.25) ? rekey19(no, c) : no;
}

const TOWNS19: Record<Country19, readonly string[]> = {
  NG: ['Ikorodu', 'Agege', 'Gwagwalada', 'Nsukka', 'Ogbomosho', 'Zaria', 'Uyo', 'Akure'],
  KE: ['Thika', 'Machakos', 'Bungoma', 'Kericho', 'Nyeri', 'Homa Bay', 'Naivasha', 'Kitale'],
  GH: ['Kasoa', 'Techiman', 'Sunyani', 'Koforidua', 'Bolgatanga', 'Takoradi', 'Nkawkaw', 'Winneba'],
  ZA: ['Polokwane', 'Mahikeng', 'Mthatha', 'Upington', 'Pietermaritzburg', 'Rustenburg', 'George', 'Welkom'],
  GB: ['Carlisle', 'Hereford', 'Inverness', 'Bradford', 'Swansea', 'Derry', 'Luton', 'Norwich'],
  DE: ['Bielefeld', 'Cottbus', 'Rosenheim', 'Oldenburg', 'Fulda', 'Gera', 'Husum', 'Passau'],
  FR: ['Aurillac', 'Saint-Lô', 'Limoges', 'Roubaix', 'Nîmes', 'Rodez', 'Guéret', 'Vannes'],
  NL: ['Emmen', 'Zwolle', 'Tilburg', 'Almere', 'Leeuwarden', 'Venlo', 'Assen', 'Deventer'],
  ES: ['Lugo', 'Cáceres', 'Albacete', 'Huesca', 'Jaén', 'Talavera de la Reina', 'Ourense', 'Lorca'],
  PL: ['Siedlce', 'Łomża', 'Nowy Sącz', 'Kalisz', 'Olsztyn', 'Rzeszów', 'Suwałki', 'Płock'],
};
const town19 = (c: Ctx, k: Country19) => c.pick(TOWNS19[k]);

function street19(c: Ctx, k: Country19): string {
  const n = c.int(1, 180);
  switch (k) {
    case 'NG':
      return `${n} ${c.pick(['Old Ife Road', 'Ojo Road', 'Ahmadu Bello Way', 'Ogui Road', 'Oron Road', 'Oba Adesida Road'])}`;
    case 'KE':
      return `${c.pick(['Plot', 'House No.', 'Stall'])} ${n}, ${c.pick(['Moi Avenue', 'Kenyatta Road', 'Market Lane', 'Biashara Street'])}`;
    case 'GH':
      return `${c.pick(['H/No.', 'Hse No'])} ${c.letters(1, 'ABCDE')}${n}/${c.int(1, 40)}, ${c.pick(['Zongo Road', 'Station Road', 'Market Street', 'Liberation Road'])}`;
    case 'ZA':
      return `${n} ${c.pick(['Church Street', 'Voortrekker Road', 'Nelson Mandela Drive', 'Main Road', 'Biko Street'])}`;
    case 'GB':
      return `${n} ${c.pick(['Station Road', 'High Street', 'Mill Lane', 'Victoria Road', 'Church Street', 'Queen Street'])}`;
    case 'DE':
      return `${c.pick(['Bahnhofstraße', 'Hauptstraße', 'Lindenweg', 'Schulstraße', 'Gartenstraße'])} ${n}`;
    case 'FR':
      return `${n} ${c.pick(['rue de la République', 'avenue Jean Jaurès', 'rue Victor Hugo', 'route de Paris', 'place du Marché'])}`;
    case 'NL':
      return `${c.pick(['Dorpsstraat', 'Kerkstraat', 'Molenweg', 'Stationsweg', 'Marktplein'])} ${n}`;
    case 'ES':
      return `${c.pick(['Calle Mayor', 'Avenida de Andalucía', 'Calle Real', 'Plaza de España', 'Calle del Carmen'])}, ${n}`;
    case 'PL':
      return `ul. ${c.pick(['Kościuszki', 'Mickiewicza', 'Długa', 'Polna', 'Rynek'])} ${n}`;
  }
}

// ---------------------------------------------------------------- kind 1: election-day staff

interface Staff19 {
  p: Person19;
  nat: { key: string; no: string };
  role: string;
  station: string;
  town: string;
}

function pollRole19(c: Ctx, k: Country19): [string, string] {
  switch (k) {
    case 'NG':
      return c.pick([['Presiding Officer', 'PO'], ['Assistant Presiding Officer I', 'APO I'], ['Assistant Presiding Officer II', 'APO II'], ['Assistant Presiding Officer III', 'APO III']] as const);
    case 'KE':
      return c.pick([['Presiding Officer', 'P/O'], ['Deputy Presiding Officer', 'DPO'], ['Polling Clerk', 'Clerk']] as const);
    case 'GH':
      return c.pick([['Presiding Officer', 'PO'], ['Voters ID Officer', 'VIO'], ['Ballot Issuer', 'BI'], ['Verification Officer', 'BVD Officer']] as const);
    case 'ZA':
      return c.pick([['Presiding Officer', 'PO'], ['Deputy Presiding Officer', 'DPO'], ['Voters Roll Officer', 'VR Officer'], ['Ballot Box Controller', 'BB Ctrl']] as const);
    case 'GB':
      return c.pick([['Presiding Officer', 'PO'], ['Poll Clerk', 'PC'], ['Count Assistant', 'CA']] as const);
    case 'DE':
      return c.pick([['Wahlvorsteher/in', 'WV'], ['Schriftführer/in', 'SF'], ['Beisitzer/in', 'Beis.']] as const);
    case 'FR':
      return c.pick([['Assesseur titulaire', 'Ass. tit.'], ['Assesseur suppléant', 'Ass. supp.'], ['Secrétaire', 'Secr.'], ['Scrutateur', 'Scrut.']] as const);
    case 'NL':
      return c.pick([['Voorzitter', 'vz'], ['Plaatsvervangend voorzitter', 'pl.vz'], ['Stembureaulid', 'lid'], ['Teller', 'teller']] as const);
    case 'ES':
      return c.pick([['Presidente/a', 'Pdte.'], ['Vocal 1º', 'V1'], ['Vocal 2º', 'V2']] as const);
    case 'PL':
      return c.pick([['Przewodniczący komisji', 'przew.'], ['Zastępca przewodniczącego', 'z-ca'], ['Członek komisji', 'członek']] as const);
  }
}

function pollStation19(c: Ctx, k: Country19): string {
  const n = c.int(1, 60);
  switch (k) {
    case 'NG':
      return `PU ${String(n).padStart(3, '0')} - ${c.pick(['LA Pry Sch', 'Open Space Beside Mosque', 'Town Hall', 'St. Michael Cath. Church'])}`;
    case 'KE':
      return `${c.pick(['Kiandutu', 'Makongeni', 'Kamukunji', 'Bondeni'])} Primary School Stream ${c.int(1, 4)}`;
    case 'GH':
      return `${c.letters(1, 'ABCDEFG')}${c.int(100000, 999999)} ${c.pick(['D/A JHS', 'Methodist Prim.', 'Chief Palace', 'Lorry Station'])}`;
    case 'ZA':
      return `VD ${c.int(10000000, 99999999)} ${c.pick(['Community Hall', 'Primary School', 'Tent', 'Library'])}`;
    case 'GB':
      return `${c.letters(2, 'ABCDEFGHKLMNPRSTW')}${c.int(1, 9)} ${c.pick(['Scout Hut', 'Methodist Church Hall', 'Community Centre', 'Primary School'])}`;
    case 'DE':
      return `Wahlbezirk ${String(n).padStart(3, '0')} ${c.pick(['Grundschule am Park', 'Gemeindehaus', 'Feuerwache'])}`;
    case 'FR':
      return `Bureau n° ${n} – ${c.pick(['École Jules Ferry', 'Salle des fêtes', 'Mairie annexe'])}`;
    case 'NL':
      return `Stembureau ${n} ${c.pick(['De Wijkhoek', 'Basisschool De Regenboog', 'Gemeentehuis'])}`;
    case 'ES':
      return `Distrito ${c.int(1, 9)} Sección ${String(n).padStart(3, '0')} Mesa ${c.pick(['A', 'B', 'U'])}`;
    case 'PL':
      return `OKW nr ${n}, ${c.pick(['Szkoła Podstawowa nr 3', 'Dom Kultury', 'Remiza OSP'])}`;
  }
}

function newStaff19(c: Ctx, p: Person19, station?: string): Staff19 {
  const [role] = pollRole19(c, p.country);
  return { p, nat: nat19(c, p), role, station: station ?? pollStation19(c, p.country), town: town19(c, p.country) };
}

/** The commission's recruitment export, in its columns. */
function pollRecruit19(c: Ctx, s: Staff19, ph: string): PersonRecord {
  const { p, nat } = s;
  const dob = anyDate19(c, p.dob, p.country);
  switch (p.country) {
    case 'NG':
      return rec([['Surname', p.surname.toUpperCase()], ['First Name', p.given], ['Other Names', p.middle], ['Date of Birth', dob], [nat.key, nat.no], ['Phone Number', ph], ['State of Deployment', c.pick(['Lagos', 'Oyo', 'Kaduna', 'Enugu', 'Akwa Ibom'])], ['LGA', s.town], ['Role Applied', s.role], ['Bank', c.pick(['First Bank', 'UBA', 'GTBank', 'Access Bank'])]]);
    case 'KE':
      return rec([['Full Names', `${givens19(p)} ${p.surname}`.toUpperCase()], [nat.key, nat.no], ['Mobile No.', ph], ['County', s.town], ['Ward', c.pick(['Township', 'Kalimoni', 'Mjini', 'Central'])], ['Position Applied', s.role], ['Year of Birth', String(p.dob.y)]]);
    case 'GH':
      return rec([['Name of Applicant', `${p.surname} ${givens19(p)}`], [nat.key, nat.no], ['Date of Birth', dob], ['Telephone', ph], ['Constituency', s.town], ['Position', s.role]]);
    case 'ZA':
      return rec([[nat.key, nat.no], ['Surname', p.surname], ['First Names', givens19(p)], ['Cell No', ph], ['Municipality', s.town], ['Staff Category', s.role]]);
    case 'GB':
      return rec([['Surname', p.surname], ['Forename(s)', givens19(p)], [nat.key, nat.no], ['Date of birth', dob], ['Mobile', ph], ['Role', s.role], ['Ward', c.pick(['Castle', 'Abbey', 'St Mary’s', 'Northfield'])]]);
    case 'DE':
      return rec([['Familienname', p.surname], ['Vorname(n)', givens19(p)], ['Geburtsdatum', dob], ['Anschrift', `${street19(c, 'DE')}, ${s.town}`], ['Telefon', ph], ['Funktion', s.role]]);
    case 'FR':
      return rec([['NOM', p.surname.toUpperCase()], ['Prénom(s)', givens19(p)], ['Date de naissance', dob], ['Commune', s.town], ['Téléphone', ph], ['Qualité', s.role], [nat.key, c.chance(0.5) ? nat.no : false]]);
    case 'NL':
      return rec([['Achternaam', p.surname], ['Voornamen', givens19(p)], ['Geboortedatum', dob], [nat.key, nat.no], ['Telefoonnummer', ph], ['Functie', s.role], ['Woonplaats', s.town]]);
    case 'ES':
      return rec([['Primer apellido', p.surname], ['Segundo apellido', p.surname2], ['Nombre', p.given], [nat.key, nat.no], ['Fecha de nacimiento', dob], ['Cargo', s.role], ['Municipio', s.town]]);
    case 'PL':
      return rec([['Nazwisko', p.surname], ['Imiona', givens19(p)], [nat.key, nat.no], ['Telefon', ph], ['Funkcja w komisji', s.role], ['Miejscowość', s.town]]);
  }
}

const ROSTER19: Record<Country19, { name: string; role: string; ph: string; st: string; sign: string }> = {
  NG: { name: 'Name of Official', role: 'Desig.', ph: 'GSM No', st: 'Polling Unit', sign: 'Time In' },
  KE: { name: 'Name', role: 'Designation', ph: 'M-Pesa No', st: 'Polling Station', sign: 'Time Reported' },
  GH: { name: 'NAME', role: 'POSITION', ph: 'MoMo Number', st: 'Polling Station', sign: 'Arrival' },
  ZA: { name: 'Name & Surname', role: 'Function', ph: 'Contact No', st: 'Voting Station', sign: 'Time In' },
  GB: { name: 'Staff name', role: 'Post', ph: 'Contact tel', st: 'Polling station', sign: 'Arrived' },
  DE: { name: 'Name, Vorname', role: 'Funktion', ph: 'Handy', st: 'Wahlbezirk', sign: 'Anwesend ab' },
  FR: { name: 'Nom et prénom', role: 'Fonction', ph: 'Portable', st: 'Bureau', sign: 'Heure d’arrivée' },
  NL: { name: 'Naam', role: 'Rol', ph: 'Mobiel', st: 'Stembureau', sign: 'Aanwezig vanaf' },
  ES: { name: 'Apellidos y nombre', role: 'Cargo', ph: 'Teléfono', st: 'Mesa', sign: 'Hora de constitución' },
  PL: { name: 'Imię i nazwisko', role: 'Funkcja', ph: 'Tel. kom.', st: 'Komisja', sign: 'Godz. przybycia' },
};

function pollRoster19(c: Ctx, s: Staff19, ph: string | false, withNat: boolean): PersonRecord {
  const k = s.p.country;
  const L = ROSTER19[k];
  const name = k === 'DE' ? `${sur19(s.p)}, ${called19(c, s.p)}` : writtenName19(c, s.p);
  const natNo = withNat ? natAgain19(c, k, s.nat.no) : false;
  return rec([['S/N', String(c.int(1, 9))], [L.name, name], [L.role, s.role], [L.st, s.station], [L.ph, ph], [s.nat.key, natNo], [L.sign, `${two(c.int(6, 7))}:${two(c.int(0, 59))}`]]);
}

const samePoll: Kind19 = {
  kind: 'same_poll_staff_recruitment_vs_station_roster',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const k = country19(c, j);
    const s = newStaff19(c, newPerson19(c, k, 1962, 2004));
    const [pa, pb] = twoPhones19(c, s.p.phone, k);
    const a = pollRecruit19(c, s, pa);
    // The roster carries the phone (the allowance goes to it) and at times the national number; at least one the export
    // also holds.
    const aHasPhone = Object.values(a).includes(pa);
    const aHasNat = Object.values(a).includes(s.nat.no);
    const withNat = aHasNat && (!aHasPhone || c.chance(0.4));
    const b = pollRoster19(c, s, aHasPhone || c.chance(0.5) ? pb : false, withNat);
    return { a, b };
  },
};

const diffPoll: Kind19 = {
  kind: 'diff_poll_staff_siblings_one_station',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country19(c, j);
    const p = newPerson19(c, k, 1965, 2002);
    const y = p.dob.y + (c.chance(0.5) ? c.int(2, 12) : -c.int(2, 12));
    const q = kin19(c, p, y, y, undefined, true);
    const sp = newStaff19(c, p);
    const sq = newStaff19(c, q, sp.station);
    // One scheme on both sides: the roster always writes the national number here.
    sq.nat = { key: sp.nat.key, no: nat19(c, q).no };
    const a = pollRecruit19(c, sp, anyPhone19(c, p.phone, k));
    return { a, b: pollRoster19(c, sq, anyPhone19(c, q.phone, k), Object.values(a).includes(sp.nat.no)) };
  },
};

// ---------------------------------------------------------------- kind 2: airside passes

interface Pass19 {
  p: Person19;
  doc: { key: string; no: string };
  employer: string;
  ref: string;
  passNo: string;
}

const EMPLOYERS19: Record<Country19, readonly string[]> = {
  NG: ['SAHCO', 'NAHCO Aviance', 'Skyway Aviation Handling', 'Chanchangi Catering'],
  KE: ['Swissport Kenya', 'Kenya Airfreight Handling', 'NAS Airport Services', 'Menzies Aviation Kenya'],
  GH: ['Aviance Ghana', 'Swissport Ghana', 'Ghana Airport Cargo Centre', 'Servair Ghana'],
  ZA: ['Swissport SA', 'Menzies Aviation SA', 'Bidair Services', 'Airchefs'],
  GB: ['dnata UK', 'Menzies Aviation', 'Swissport GB', 'Gate Gourmet'],
  DE: ['AeroGround', 'WISAG Aviation Service', 'Gate Gourmet GmbH', 'Fraport Ground Services'],
  FR: ['Groupe 3S', 'Alyzia', 'Servair', 'Samsic Airport'],
  NL: ['KLM Ground Services', 'Aviapartner Schiphol', 'dnata Schiphol', 'Menzies Aviation NL'],
  ES: ['Groundforce', 'Iberia Airport Services', 'South Europe Ground Services', 'Menzies España'],
  PL: ['LS Airport Services', 'WFS Poland', 'LOT Catering', 'Welcome Airport Services'],
};

function passRef19(c: Ctx, k: Country19): string {
  switch (k) {
    case 'NG':
      return `FAAN/AVSEC/${c.int(2021, 2025)}/${c.digits(5)}`;
    case 'KE':
      return `KAA/PASS/${c.digits(6)}`;
    case 'GH':
      return `GACL-AP-${c.digits(6)}`;
    case 'ZA':
      return `ACSA-${c.pick(['ORT', 'CPT', 'KSI'])}-${c.digits(7)}`;
    case 'GB':
      return `${c.pick(['LHR', 'MAN', 'BHX', 'EDI'])}/${c.digits(6)}`;
    case 'DE':
      return `AW-${c.int(2022, 2025)}-${c.digits(6)}`;
    case 'FR':
      return `TCA ${c.int(2022, 2025)} ${c.digits(6)}`;
    case 'NL':
      return `SP${c.digits(8)}`;
    case 'ES':
      return `TIA-${c.digits(7)}`;
    case 'PL':
      return `PL/${c.pick(['WAW', 'KRK', 'GDN'])}/${c.digits(6)}`;
  }
}

/** The document checked at the pass office: the national card, or a passport for some. */
function passDoc19(c: Ctx, p: Person19): { key: string; no: string } {
  if (c.chance(0.3)) return { key: c.pick(['Passport No', 'Passport No.']), no: `${c.letters(p.country === 'NG' || p.country === 'KE' ? 1 : 2)}${c.digits(7)}` };
  return nat19(c, p);
}

function newPass19(c: Ctx, p: Person19, employer?: string): Pass19 {
  return { p, doc: passDoc19(c, p), employer: employer ?? c.pick(EMPLOYERS19[p.country]), ref: passRef19(c, p.country), passNo: c.digits(6) };
}

function passApplication19(c: Ctx, s: Pass19): PersonRecord {
  const { p } = s;
  const dob = anyDate19(c, p.dob, p.country);
  const ph = anyPhone19(c, p.phone, p.country);
  switch (p.country) {
    case 'DE':
      return rec([['Antragsnummer', s.ref], ['Name', p.surname], ['Vorname', givens19(p)], ['Geburtsdatum', dob], ['Arbeitgeber', s.employer], [s.doc.key, s.doc.no], ['Mobil', ph], ['ZÜP beantragt', c.pick(['ja', 'erteilt'])]]);
    case 'FR':
      return rec([['N° de demande', s.ref], ['Nom de naissance', p.surname.toUpperCase()], ['Prénoms', givens19(p)], ['Né(e) le', dob], ['Employeur', s.employer], [s.doc.key, s.doc.no], ['Tél. portable', ph], ['Zone', c.pick(['ZSAR', 'Côté piste'])]]);
    case 'NL':
      return rec([['Aanvraagnummer', s.ref], ['Geslachtsnaam', p.surname], ['Voornamen', givens19(p)], ['Geboortedatum', dob], ['Werkgever', s.employer], [s.doc.key, s.doc.no], ['Telefoon', ph], ['VGB', c.pick(['afgegeven', 'aangevraagd'])]]);
    case 'ES':
      return rec([['Nº solicitud', s.ref], ['Apellidos', sur19(p)], ['Nombre', p.given], ['Fecha de nacimiento', dob], ['Empresa', s.employer], [s.doc.key, s.doc.no], ['Móvil', ph]]);
    case 'PL':
      return rec([['Nr wniosku', s.ref], ['Nazwisko', p.surname], ['Imię', p.given], ['Data urodzenia', dob], ['Pracodawca', s.employer], [s.doc.key, s.doc.no], ['Telefon', ph]]);
    default:
      return rec([['Application Ref', s.ref], ['Surname', p.country === 'GB' ? p.surname : p.surname.toUpperCase()], ['Other Names', givens19(p)], ['Date of Birth', dob], ['Employer', s.employer], [s.doc.key, s.doc.no], ['Mobile', ph], ['Job Title', c.pick(['Ramp Agent', 'Loader', 'Catering Driver', 'Cleaner', 'Fuel Operator', 'Security Screener'])]]);
  }
}

const BADGE19: Record<Country19, { pass: string; holder: string; company: string; exp: string; ref: string; dob: string }> = {
  NG: { pass: 'Pass No', holder: 'Holder', company: 'Company', exp: 'Expiry', ref: 'App. Ref', dob: 'DOB' },
  KE: { pass: 'Pass Number', holder: 'Name on Pass', company: 'Organisation', exp: 'Valid To', ref: 'Ref', dob: 'DOB' },
  GH: { pass: 'Permit No', holder: 'Holder Name', company: 'Company', exp: 'Expires', ref: 'Application No', dob: 'D.O.B' },
  ZA: { pass: 'Permit No', holder: 'Permit Holder', company: 'Employer', exp: 'Expiry Date', ref: 'Application Ref', dob: 'Date of Birth' },
  GB: { pass: 'ID Pass No', holder: 'Pass holder', company: 'Sponsor', exp: 'Expiry', ref: 'Application ref', dob: 'DOB' },
  DE: { pass: 'Ausweis-Nr. (Flughafen)', holder: 'Inhaber', company: 'Firma', exp: 'gültig bis', ref: 'Antrag', dob: 'Geb.-Datum' },
  FR: { pass: 'N° TCA', holder: 'Titulaire', company: 'Entreprise', exp: 'Fin de validité', ref: 'Demande', dob: 'Date de naissance' },
  NL: { pass: 'Pasnummer', holder: 'Pashouder', company: 'Bedrijf', exp: 'Geldig tot', ref: 'Aanvraag', dob: 'Geboortedatum' },
  ES: { pass: 'Nº TIA', holder: 'Titular', company: 'Empresa', exp: 'Caducidad', ref: 'Solicitud', dob: 'F. nacimiento' },
  PL: { pass: 'Nr przepustki', holder: 'Posiadacz', company: 'Firma', exp: 'Ważna do', ref: 'Wniosek', dob: 'Data ur.' },
};

function badgeLog19(c: Ctx, s: Pass19, withRef: boolean, withDoc: boolean, withDob: boolean): PersonRecord {
  const { p } = s;
  const L = BADGE19[p.country];
  const holder = c.chance(0.5) ? `${sur19(p).toUpperCase()} ${p.given}` : c.chance(0.5) ? `${p.given[0]}. ${sur19(p).toUpperCase()}` : writtenName19(c, p);
  return rec([
    [L.pass, s.passNo],
    [L.holder, holder],
    [L.company, c.chance(0.7) ? s.employer : s.employer.toUpperCase()],
    [L.dob, withDob && anyDate19(c, p.dob, p.country)],
    [L.ref, withRef && rekey19(s.ref, c)],
    [s.doc.key, withDoc && natAgain19(c, p.country, s.doc.no)],
    [L.exp, date19({ y: c.int(2025, 2027), m: c.int(1, 12), d: c.int(1, 28) }, p.country === 'DE' || p.country === 'PL' ? 'dd.mm.yyyy' : 'dd/mm/yyyy')],
  ]);
}

const samePass: Kind19 = {
  kind: 'same_airside_pass_application_vs_badge_log',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const p = newPerson19(c, country19(c, j), 1965, 2005);
    const s = newPass19(c, p);
    const withRef = c.chance(0.6);
    return { a: passApplication19(c, s), b: badgeLog19(c, s, withRef, !withRef || c.chance(0.4), c.chance(0.6)) };
  },
};

const diffPass: Kind19 = {
  kind: 'diff_airside_namesakes_one_employer',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country19(c, j);
    const p = newPerson19(c, k, 1965, 2003);
    const y = Math.min(2005, Math.max(1960, p.dob.y + (c.chance(0.5) ? c.int(2, 15) : -c.int(2, 15))));
    const y2 = Math.abs(y - p.dob.y) >= 2 ? y : p.dob.y > 1990 ? p.dob.y - 6 : p.dob.y + 6;
    const other = newPerson19(c, k, y2, y2, p.sex);
    // One full name, one employer; a different person with own document, phone and birth.
    const q: Person19 = { ...other, given: p.given, short: p.short, middle: c.chance(0.5) ? p.middle : other.middle, surname: p.surname, surname2: p.surname2 };
    const sp = newPass19(c, p);
    const sq = newPass19(c, q, sp.employer);
    sq.doc = { key: sp.doc.key, no: /Passport/.test(sp.doc.key) ? `${sp.doc.no.replace(/\d+$/, '')}${c.digits(7)}` : nat19(c, q).no };
    return { a: passApplication19(c, sp), b: badgeLog19(c, sq, false, true, c.chance(0.7)) };
  },
};

// ---------------------------------------------------------------- kind 3: livestock keepers

function holding19(c: Ctx, k: Country19): { key: string; no: string } {
  switch (k) {
    case 'NG':
      return { key: 'Herd Reg. No', no: `${c.pick(['KD', 'NG', 'OY', 'PL'])}/LH/${c.digits(5)}` };
    case 'KE':
      return { key: 'Brand Reg. No', no: `${c.pick(['NRK', 'KJD', 'BRG', 'LKP'])}/${c.digits(4)}` };
    case 'GH':
      return { key: 'Farm Reg. No', no: `VSD/${c.pick(['NR', 'UE', 'BA', 'VR'])}/${c.digits(5)}` };
    case 'ZA':
      return { key: 'Brand Mark', no: `${c.letters(1, 'BCFGHJKLMNPRSTWY')}${c.letters(1, 'BCFGHJKLMNPRSTWY')}${c.letters(1, 'BCFGHJKLMNPRSTWY')}` };
    case 'GB':
      return { key: 'CPH', no: `${two(c.int(1, 99))}/${String(c.int(1, 999)).padStart(3, '0')}/${String(c.int(1, 9999)).padStart(4, '0')}` };
    case 'DE':
      return { key: 'Registriernummer (HI-Tier)', no: `276 ${two(c.int(1, 16))} ${String(c.int(1, 999)).padStart(3, '0')} ${c.digits(3)} ${c.digits(4)}` };
    case 'FR':
      return { key: 'N° EDE', no: `${two(c.int(1, 95))}${c.digits(6)}` };
    case 'NL':
      return { key: 'UBN', no: c.digits(7) };
    case 'ES':
      return { key: 'Código REGA', no: `ES${two(c.int(1, 52))}${String(c.int(1, 999)).padStart(3, '0')}${c.digits(7)}` };
    case 'PL':
      return { key: 'Nr siedziby stada', no: `PL${c.digits(9)}-001` };
  }
}

interface Keeper19 {
  p: Person19;
  nat: { key: string; no: string };
  hold: { key: string; no: string };
  place: string;
}

function keeperRegister19(c: Ctx, s: Keeper19, withNat: boolean, withPhone: boolean, phone?: string): PersonRecord {
  const { p } = s;
  const ph = withPhone && (phone ?? anyPhone19(c, p.phone, p.country));
  const nat = withNat && s.nat.no;
  switch (p.country) {
    case 'NG':
      return rec([[s.hold.key, s.hold.no], ['Name of Owner', `${p.surname.toUpperCase()} ${givens19(p)}`], [s.nat.key, nat], ['Phone', ph], ['Village/Ward', s.place], ['Species', c.pick(['Cattle', 'Goats', 'Sheep', 'Cattle/Sheep'])]]);
    case 'KE':
      return rec([[s.hold.key, s.hold.no], ['Owner Name', `${givens19(p)} ${p.surname}`], [s.nat.key, nat], ['Tel No', ph], ['Location', s.place], ['Sub-County', town19(c, 'KE')]]);
    case 'GH':
      return rec([[s.hold.key, s.hold.no], ['Farmer Name', `${p.surname}, ${givens19(p)}`], [s.nat.key, nat], ['Contact', ph], ['Community', s.place]]);
    case 'ZA':
      return rec([[s.hold.key, s.hold.no], ['Owner', `${givens19(p)} ${p.surname}`], [s.nat.key, nat], ['Cell', ph], ['Farm / Village', s.place], ['District', town19(c, 'ZA')]]);
    case 'GB':
      return rec([[s.hold.key, s.hold.no], ['Keeper name', `${c.pick(p.sex === 'M' ? ['Mr', 'Mr'] : ['Mrs', 'Ms'])} ${givens19(p)} ${p.surname}`], ['Holding address', s.place], ['Telephone', ph], ['Date of birth', withNat && anyDate19(c, p.dob, 'GB')]]);
    case 'DE':
      return rec([[s.hold.key, s.hold.no], ['Tierhalter', `${p.surname}, ${givens19(p)}`], ['Betriebsanschrift', s.place], ['Telefon', ph], ['Geburtsdatum', withNat && anyDate19(c, p.dob, 'DE')], [s.nat.key, false]]);
    case 'FR':
      return rec([[s.hold.key, s.hold.no], ['Détenteur', `${p.surname.toUpperCase()} ${givens19(p)}`], ['Adresse de l’exploitation', s.place], ['Tél.', ph], ['N° PACAGE', nat && c.digits(9)], [s.nat.key, false]]);
    case 'NL':
      return rec([[s.hold.key, s.hold.no], ['Houder', `${givens19(p)[0]}. ${p.surname}`], ['Voorletters', givens19(p).split(' ').map((x) => `${x[0]}.`).join('')], [s.nat.key, nat], ['Telefoon', ph], ['Locatie', s.place]]);
    case 'ES':
      return rec([[s.hold.key, s.hold.no], ['Titular', `${sur19(p)}, ${p.given}`], [s.nat.key, nat], ['Teléfono', ph], ['Municipio', s.place]]);
    case 'PL':
      return rec([[s.hold.key, s.hold.no], ['Posiadacz zwierząt', `${p.surname} ${givens19(p)}`], [s.nat.key, nat], ['Telefon', ph], ['Adres siedziby stada', s.place]]);
  }
}

const SALE19: Record<Country19, { seller: string; ph: string; head: string; tags: string; price: string; lot: string }> = {
  NG: { seller: 'Seller', ph: 'Phone No', head: 'No. of Heads', tags: 'Tag Nos', price: 'Amount (₦)', lot: 'Receipt No' },
  KE: { seller: 'Seller Name', ph: 'M-Pesa No', head: 'No. of Animals', tags: 'Ear Tags', price: 'Amount (KES)', lot: 'Movement Permit No' },
  GH: { seller: 'Seller', ph: 'Phone', head: 'Heads', tags: 'Tags', price: 'Amount GH¢', lot: 'Ticket' },
  ZA: { seller: 'Seller', ph: 'Cell No', head: 'Head', tags: 'Tag nos', price: 'Price (R)', lot: 'Lot' },
  GB: { seller: 'Vendor', ph: 'Tel', head: 'Head', tags: 'Ear tags', price: 'Hammer £', lot: 'Lot' },
  DE: { seller: 'Verkäufer', ph: 'Telefon', head: 'Stück', tags: 'Ohrmarken', price: 'Erlös €', lot: 'Los-Nr.' },
  FR: { seller: 'Vendeur', ph: 'Téléphone', head: 'Nb têtes', tags: 'N° boucles', price: 'Prix €', lot: 'Lot' },
  NL: { seller: 'Verkoper', ph: 'Tel.', head: 'Aantal', tags: 'Oormerken', price: 'Opbrengst €', lot: 'Kavel' },
  ES: { seller: 'Vendedor', ph: 'Tfno.', head: 'Cabezas', tags: 'Crotales', price: 'Importe €', lot: 'Lote' },
  PL: { seller: 'Sprzedający', ph: 'Tel.', head: 'Sztuk', tags: 'Nr kolczyków', price: 'Kwota zł', lot: 'Nr partii' },
};

function earTag19(c: Ctx, k: Country19): string {
  if (k === 'GB') return `UK ${c.digits(6)} ${c.digits(5)}`;
  if (k === 'DE') return `DE ${c.digits(2)} ${c.digits(8)}`;
  if (k === 'FR') return `FR ${c.digits(10)}`;
  if (k === 'NL') return `NL ${c.digits(9)}`;
  if (k === 'ES') return `ES${c.digits(12)}`;
  if (k === 'PL') return `PL${c.digits(12)}`;
  return `${c.letters(2)}${c.digits(5)}`;
}

function saleSheet19(c: Ctx, s: Keeper19, seller: string, ph: string | false, nat: string | false): PersonRecord {
  const k = s.p.country;
  const L = SALE19[k];
  const n = c.int(1, 6);
  const tags = Array.from({ length: Math.min(n, 3) }, () => earTag19(c, k)).join('; ');
  return rec([[L.lot, String(c.int(1, 400))], [L.seller, seller], [s.hold.key, c.chance(0.7) ? s.hold.no : rekey19(s.hold.no, c)], [L.head, String(n)], [L.tags, tags], [L.price, String(c.int(2, 90) * (k === 'NG' ? 25000 : k === 'KE' ? 1000 : 50))], [L.ph, ph], [s.nat.key, nat]]);
}

function newKeeper19(c: Ctx, p: Person19, hold?: { key: string; no: string }, place?: string): Keeper19 {
  const k = p.country;
  const pl = AFRICA19.has(k) ? c.pick(VILLAGES19[k as 'NG' | 'KE' | 'GH' | 'ZA']) : `${street19(c, k)}, ${town19(c, k)}`;
  return { p, nat: nat19(c, p), hold: hold ?? holding19(c, k), place: place ?? pl };
}


const sameStock: Kind19 = {
  kind: 'same_livestock_keeper_register_vs_market_sale',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const k = country19(c, j);
    const s = newKeeper19(c, newPerson19(c, k, 1950, 2000, c.chance(0.8) ? 'M' : 'F'));
    const [pa, pb] = twoPhones19(c, s.p.phone, k);
    // The market clerk writes the seller's phone; in the African sources at times the national number instead.
    const natSide = AFRICA19.has(k) && c.chance(0.35);
    const a = keeperRegister19(c, s, natSide || c.chance(0.5), true, pa);
    const b = saleSheet19(c, s, writtenName19(c, s.p), natSide && c.chance(0.5) ? false : pb, natSide && natAgain19(c, k, s.nat.no));
    return { a, b };
  },
};

const diffStock: Kind19 = {
  kind: 'diff_livestock_father_son_one_holding',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country19(c, j);
    const f = newPerson19(c, k, 1940, 1968, 'M');
    const y = f.dob.y + c.int(19, 36);
    let son = kin19(c, f, y, y, 'M');
    // At times the son carries the father's given name.
    const junior = c.chance(0.3);
    if (junior) son = { ...son, given: f.given, short: f.short, middle: son.middle === f.given ? '' : son.middle };
    const sf = newKeeper19(c, f);
    const ss = newKeeper19(c, son, sf.hold, sf.place);
    const useNat = AFRICA19.has(k) || k === 'ES' || k === 'PL' || k === 'NL';
    const a = keeperRegister19(c, sf, useNat, true);
    const sonName = junior ? `${writtenName19(c, son)} ${c.pick(['Jnr', 'Jr', '(son)'])}` : writtenName19(c, son);
    const b = saleSheet19(c, ss, sonName, anyPhone19(c, son.phone, k), useNat && ss.nat.no);
    if (useNat) {
      // One scheme on both sides: the sheet writes the son's number under the register's key.
      const key = Object.keys(b).find((x) => x === ss.nat.key);
      if (key && key !== sf.nat.key) {
        b[sf.nat.key] = b[key]!;
        delete b[key];
      }
    }
    return { a, b };
  },
};

// ---------------------------------------------------------------- kind 4: sole traders

interface Trader19 {
  p: Person19;
  reg: { key: string; no: string };
  nat: { key: string; no: string };
  trading: string;
  addr: string;
}

function traderReg19(c: Ctx, k: Country19): { key: string; no: string } {
  switch (k) {
    case 'NG':
      return { key: 'BN Number', no: `BN ${c.digits(7)}` };
    case 'KE':
      return { key: 'Business Reg. No', no: `BN-${c.letters(3)}${c.digits(4)}` };
    case 'GH':
      return { key: 'Registration No', no: `BN${c.digits(12)}` };
    case 'ZA':
      return { key: 'SARS Tax No', no: `${c.pick(['0', '1', '2', '3'])}${c.digits(9)}` };
    case 'GB':
      return { key: 'UTR', no: c.digits(10) };
    case 'DE':
      return { key: 'Steuernummer', no: `${c.digits(2)}/${c.digits(3)}/${c.digits(5)}` };
    case 'FR':
      return { key: 'SIRET', no: siret19(c) };
    case 'NL':
      return { key: 'KvK-nummer', no: c.digits(8) };
    case 'ES':
      return { key: 'NIF', no: '' };
    case 'PL':
      return { key: 'NIP', no: nip19(c) };
  }
}

const TRADES19: readonly string[] = ['Hair & Beauty', 'Phones & Accessories', 'Tailoring', 'Auto Spares', 'Foods', 'Fabrics', 'Building Materials', 'Electricals'];

function tradingName19(c: Ctx, p: Person19): string {
  const k = p.country;
  const t = c.pick(TRADES19);
  if (k === 'DE') return c.pick([`${p.surname} Haustechnik`, `Friseursalon ${p.given}`, `Kiosk ${p.surname}`]);
  if (k === 'FR') return c.pick([`${p.given} Coiffure`, `Boulangerie ${p.surname}`, `Taxi ${p.surname.toUpperCase()}`]);
  if (k === 'NL') return c.pick([`Klusbedrijf ${p.surname}`, `Kapsalon ${p.given}`, `${p.surname} Schilderwerken`]);
  if (k === 'ES') return c.pick([`Bar ${p.given}`, `Peluquería ${p.given}`, `Reformas ${p.surname}`]);
  if (k === 'PL') return c.pick([`F.H.U. ${p.surname.toUpperCase()}`, `Usługi Remontowe ${p.given} ${p.surname}`, `Sklep ${p.given}`]);
  if (k === 'GB') return c.pick([`${p.given}'s ${t}`, `${p.surname} Plumbing & Heating`, `${p.given[0]}${p.surname[0]} Cleaning Services`]);
  return c.pick([`${p.given} ${t}`, `${c.pick(['God’s Grace', 'Blessed', 'Divine Favour', 'Unity', 'New Hope'])} ${t}`, `${p.surname} & Sons ${t}`]);
}

function newTrader19(c: Ctx, p: Person19, addr?: string): Trader19 {
  const nat = nat19(c, p);
  const reg = traderReg19(c, p.country);
  if (p.country === 'ES') reg.no = nat.no;
  const k = p.country;
  const mk = AFRICA19.has(k) ? `Shop ${c.letters(1, 'ABCDEFG')}${c.int(1, 99)}, ${c.pick(MARKETS19[k as 'NG' | 'KE' | 'GH' | 'ZA'])}` : `${street19(c, k)}, ${town19(c, k)}`;
  return { p, reg, nat, trading: tradingName19(c, p), addr: addr ?? mk };
}

function traderRegister19(c: Ctx, s: Trader19, withNat: boolean): PersonRecord {
  const { p } = s;
  const dob = anyDate19(c, p.dob, p.country);
  switch (p.country) {
    case 'NG':
      return rec([['Business Name', s.trading.toUpperCase()], [s.reg.key, s.reg.no], ['Proprietor', `${p.surname.toUpperCase()} ${givens19(p)}`], ['Date of Birth', dob], [s.nat.key, withNat && s.nat.no], ['Business Address', s.addr]]);
    case 'KE':
      return rec([['Business Name', s.trading.toUpperCase()], [s.reg.key, s.reg.no], ['Proprietor Name', `${givens19(p)} ${p.surname}`], [s.nat.key, withNat && s.nat.no], ['KRA PIN', `A${c.digits(9)}${c.letters(1)}`], ['Physical Address', s.addr]]);
    case 'GH':
      return rec([['Business Name', s.trading], [s.reg.key, s.reg.no], ['Owner', `${p.surname} ${givens19(p)}`], [s.nat.key, s.nat.no], ['Date of Birth', dob], ['Location', s.addr]]);
    case 'ZA':
      return rec([['Trading As', s.trading], ['Owner', `${givens19(p)} ${p.surname}`], [s.nat.key, s.nat.no], [s.reg.key, withNat && s.reg.no], ['Business Licence No', `TL${c.digits(6)}`], ['Premises', s.addr]]);
    case 'GB':
      return rec([['Name', `${givens19(p)} ${p.surname}`], [s.reg.key, s.reg.no], [s.nat.key, withNat && s.nat.no], ['Date of birth', dob], ['Business name', s.trading], ['Business address', s.addr]]);
    case 'DE':
      return rec([['Name', p.surname], ['Vorname', givens19(p)], ['Geburtsdatum', dob], ['Angemeldete Tätigkeit', c.pick(['Friseurhandwerk', 'Einzelhandel mit Waren aller Art', 'Hausmeisterservice', 'Gebäudereinigung'])], ['Betriebsstätte', s.addr], [s.reg.key, s.reg.no], ['Steuer-ID', withNat && c.digits(11)]]);
    case 'FR':
      return rec([['Nom', p.surname.toUpperCase()], ['Prénoms', givens19(p)], ['Date de naissance', dob], [s.reg.key, s.reg.no], ['SIREN', s.reg.no.slice(0, 9)], ['Enseigne', s.trading], ['Adresse', s.addr]]);
    case 'NL':
      return rec([['Handelsnaam', s.trading], [s.reg.key, s.reg.no], ['Eigenaar', `${givens19(p)} ${p.surname}`], ['Geboortedatum', dob], ['Rechtsvorm', 'Eenmanszaak'], ['Vestigingsadres', s.addr]]);
    case 'ES':
      return rec([['Apellidos y nombre', `${sur19(p).toUpperCase()}, ${p.given.toUpperCase()}`], [s.reg.key, s.reg.no], ['Fecha de alta RETA', date19({ y: c.int(2012, 2024), m: c.int(1, 12), d: c.int(1, 28) }, 'dd/mm/yyyy')], ['Epígrafe IAE', String(c.int(100, 999))], ['Domicilio fiscal', s.addr]]);
    case 'PL':
      return rec([['Firma', s.trading], ['Imię', p.given], ['Nazwisko', p.surname], [s.reg.key, s.reg.no], ['REGON', c.digits(9)], [s.nat.key, withNat && s.nat.no], ['Adres wykonywania działalności', s.addr]]);
  }
}

const POS19: Record<Country19, { merchant: string; owner: string; ph: string; acct: string; mid: string; addr: string }> = {
  NG: { merchant: 'Merchant Name', owner: 'Owner Full Name', ph: 'Owner Phone', acct: 'Settlement Account Name', mid: 'Terminal ID', addr: 'Shop Address' },
  KE: { merchant: 'Business Name', owner: 'Owner', ph: 'Safaricom No.', acct: 'Till Name', mid: 'Till No', addr: 'Location' },
  GH: { merchant: 'Merchant', owner: 'Principal', ph: 'MoMo Wallet', acct: 'Account Name', mid: 'Merchant ID', addr: 'Digital Address / Location' },
  ZA: { merchant: 'Trading Name', owner: 'Account Holder', ph: 'Cellphone', acct: 'Bank Account Holder', mid: 'Merchant No', addr: 'Trading Address' },
  GB: { merchant: 'Trading name', owner: 'Account owner', ph: 'Phone', acct: 'Payout account name', mid: 'Merchant ID', addr: 'Trading address' },
  DE: { merchant: 'Geschäftsname', owner: 'Inhaber/in', ph: 'Mobilnummer', acct: 'Kontoinhaber', mid: 'Händler-ID', addr: 'Geschäftsadresse' },
  FR: { merchant: 'Nom commercial', owner: 'Représentant', ph: 'Mobile', acct: 'Titulaire du compte', mid: 'N° de contrat VAD', addr: 'Adresse du point de vente' },
  NL: { merchant: 'Bedrijfsnaam', owner: 'Contactpersoon', ph: 'Mobiel nummer', acct: 'Tenaamstelling rekening', mid: 'Merchant-ID', addr: 'Vestigingsadres' },
  ES: { merchant: 'Nombre comercial', owner: 'Titular', ph: 'Móvil', acct: 'Titular de la cuenta', mid: 'Nº de comercio', addr: 'Dirección del establecimiento' },
  PL: { merchant: 'Nazwa punktu', owner: 'Właściciel', ph: 'Telefon komórkowy', acct: 'Właściciel rachunku', mid: 'ID akceptanta', addr: 'Adres punktu' },
};

function posOnboarding19(c: Ctx, s: Trader19, withReg: boolean, withNat: boolean): PersonRecord {
  const { p } = s;
  const k = p.country;
  const L = POS19[k];
  const acct = c.chance(0.5) ? `${sur19(p)} ${givens19(p)}`.toUpperCase().slice(0, c.chance(0.5) ? 22 : 40) : `${s.trading}`.toUpperCase();
  return rec([
    [L.mid, c.digits(8)],
    [L.merchant, s.trading],
    [L.owner, writtenName19(c, p)],
    [s.reg.key, withReg && (k === 'ES' ? s.reg.no : rekey19(s.reg.no, c))],
    [k === 'NG' ? 'BVN' : s.nat.key, k === 'NG' ? withNat && c.digits(11) : withNat && k !== 'ES' && natAgain19(c, k, s.nat.no)],
    [L.ph, anyPhone19(c, p.phone, k)],
    [L.addr, s.addr],
    [L.acct, acct.trim()],
  ]);
}

const sameTrader: Kind19 = {
  kind: 'same_sole_trader_register_vs_pos_onboarding',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const k = country19(c, j);
    const s = newTrader19(c, newPerson19(c, k, 1962, 2003));
    const a = traderRegister19(c, s, c.chance(0.5));
    // The agent keys the registration number from the certificate, or the national number from the ID card, or both;
    // always one the register also holds (the Nigerian form asks for the BVN, which the register does not hold).
    const aHasReg = Object.values(a).includes(s.reg.no);
    const aHasNat = Object.values(a).includes(s.nat.no) && k !== 'NG' && k !== 'ES';
    const form = aHasReg && aHasNat ? c.int(0, 2) : aHasReg ? 0 : 1;
    return { a, b: posOnboarding19(c, s, form !== 1, form !== 0) };
  },
};

const diffTrader: Kind19 = {
  kind: 'diff_sole_traders_twins_one_market',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country19(c, j);
    const p = newPerson19(c, k, 1968, 2002);
    const q = { ...kin19(c, p, p.dob.y, p.dob.y, undefined, true), dob: p.dob };
    const sp = newTrader19(c, p);
    const addr = sp.addr.replace(/(Shop [A-G])\d+/, (m) => `${m.slice(0, 6)}${c.int(1, 99)}`);
    const sq = newTrader19(c, q, c.chance(0.5) ? sp.addr : addr);
    return { a: traderRegister19(c, sp, true), b: posOnboarding19(c, sq, true, false) };
  },
};

// ---------------------------------------------------------------- kind 5: teachers

function teacherReg19(c: Ctx, k: Country19, p: Person19): { key: string; no: string } {
  switch (k) {
    case 'NG':
      return { key: 'TRCN Reg. No', no: `TRCN/${c.pick(['A', 'B', 'C'])}/${c.int(2008, 2023)}/${c.digits(6)}` };
    case 'KE':
      return { key: 'TSC No', no: String(c.int(200000, 999999)) };
    case 'GH':
      return { key: 'NTC Licence No', no: `PT/${c.digits(6)}/${c.int(2019, 2024)}` };
    case 'ZA':
      return { key: 'SACE No', no: c.digits(8) };
    case 'GB':
      return { key: 'Teacher Reference Number', no: c.digits(7) };
    case 'DE':
      return { key: 'Personalnummer', no: c.digits(8) };
    case 'FR':
      return { key: 'NUMEN', no: `${two(c.int(10, 99))}E${c.digits(7)}${c.letters(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}` };
    case 'NL':
      return { key: 'BSN', no: bsn19(c) };
    case 'ES':
      return { key: 'NRP', no: `${c.digits(8)}${c.pick(['02', '35', '13'])}A0590` };
    case 'PL':
      return { key: 'PESEL', no: pesel19(c, p) };
  }
}

const SUBJECTS19: Record<Country19, readonly string[]> = {
  NG: ['Mathematics', 'English Language', 'Basic Science', 'Civic Education', 'Yoruba', 'Agric. Science'],
  KE: ['Maths/Physics', 'English/Lit', 'Kiswahili/CRE', 'Bio/Chem', 'Geo/Hist'],
  GH: ['Mathematics', 'English', 'Integrated Science', 'Social Studies', 'Twi', 'RME'],
  ZA: ['Mathematics', 'Life Sciences', 'isiZulu HL', 'Afrikaans FAL', 'Accounting', 'Foundation Phase'],
  GB: ['Maths', 'English', 'Science', 'Primary (KS2)', 'PE', 'Computing'],
  DE: ['Deutsch/Mathematik', 'Englisch/Sport', 'Biologie/Chemie', 'Geschichte/Politik'],
  FR: ['Mathématiques', 'Lettres modernes', 'Histoire-géographie', 'Professeur des écoles', 'EPS'],
  NL: ['Wiskunde', 'Nederlands', 'Engels', 'Groepsleerkracht', 'Biologie'],
  ES: ['Matemáticas', 'Lengua Castellana', 'Educación Primaria', 'Inglés', 'Geografía e Historia'],
  PL: ['matematyka', 'język polski', 'nauczanie wczesnoszkolne', 'język angielski', 'biologia'],
};

interface Teacher19 {
  p: Person19;
  reg: { key: string; no: string };
  subject: string;
  school: string;
}

function newTeacher19(c: Ctx, p: Person19): Teacher19 {
  const k = p.country;
  const t = town19(c, k);
  const school =
    k === 'DE'
      ? `${c.pick(['Grundschule', 'Gesamtschule', 'Gymnasium'])} ${t}`
      : k === 'FR'
        ? `${c.pick(['Collège Jean Moulin', 'École élémentaire Pasteur', 'Lycée Victor Hugo'])}, ${t}`
        : k === 'NL'
          ? `${c.pick(['OBS De Vlinder', 'Christelijk College', 'Basisschool De Klimop'])} ${t}`
          : k === 'ES'
            ? `${c.pick(['CEIP Virgen del Carmen', 'IES Miguel Hernández', 'Colegio San José'])} (${t})`
            : k === 'PL'
              ? `${c.pick(['Szkoła Podstawowa nr 2', 'Liceum Ogólnokształcące nr 1', 'Zespół Szkół nr 3'])}, ${t}`
              : `${t} ${c.pick(['Primary School', 'Secondary School', 'Community School', 'Academy'])}`;
  return { p, reg: teacherReg19(c, k, p), subject: c.pick(SUBJECTS19[k]), school };
}

/** The year a teacher qualified or was registered: from 21 to 35, never after 2024. */
function qualified19(c: Ctx, p: Person19): number {
  return Math.min(2024, p.dob.y + c.int(21, 35));
}

function teacherCouncil19(c: Ctx, t: Teacher19, withDob: boolean): PersonRecord {
  const { p } = t;
  const dob = withDob && anyDate19(c, p.dob, p.country);
  switch (p.country) {
    case 'NG':
      return rec([[t.reg.key, t.reg.no], ['Surname', p.surname.toUpperCase()], ['First Name', p.given], ['Middle Name', p.middle], ['Date of Birth', dob], ['Qualification', c.pick(['NCE', 'B.Ed', 'B.Sc (Ed)', 'PGDE'])], ['State', town19(c, 'NG')]]);
    case 'KE':
      return rec([[t.reg.key, t.reg.no], ['Name', `${givens19(p)} ${p.surname}`.toUpperCase()], ['Gender', p.sex], ['Registration Date', date19({ y: qualified19(c, p), m: c.int(1, 12), d: c.int(1, 28) }, 'dd/mm/yyyy')], ['Subjects', t.subject]]);
    case 'GH':
      return rec([[t.reg.key, t.reg.no], ['Full Name', `${p.surname}, ${givens19(p)}`], ['Date of Birth', dob], ['Licence Category', c.pick(['Teacher', 'Teacher (Basic)', 'Teacher (Secondary)'])], ['Status', 'Active']]);
    case 'ZA':
      return rec([[t.reg.key, t.reg.no], ['Surname', p.surname], ['Full Names', givens19(p)], ['ID Number', zaIdFor19(c, p)], ['Registration Status', c.pick(['Full', 'Provisional'])]]);
    case 'GB':
      return rec([[t.reg.key, t.reg.no], ['Surname', p.surname], ['First name', p.given], ['Middle name', p.middle], ['Date of birth', dob], ['QTS awarded', date19({ y: qualified19(c, p), m: 7, d: c.int(1, 28) }, 'dd/mm/yyyy')]]);
    case 'DE':
      return rec([[t.reg.key, t.reg.no], ['Name', p.surname], ['Vorname', givens19(p)], ['Geburtsdatum', dob], ['Lehramt', c.pick(['Grundschule', 'Gymnasium', 'Haupt-, Real- und Gesamtschule'])], ['Fächer', t.subject]]);
    case 'FR':
      return rec([[t.reg.key, t.reg.no], ['Nom d’usage', p.surname.toUpperCase()], ['Prénom', p.given], ['Date de naissance', dob], ['Corps', c.pick(['Certifié', 'Professeur des écoles', 'Agrégé'])], ['Discipline', t.subject]]);
    case 'NL':
      return rec([['Personeelsnummer', c.digits(6)], [t.reg.key, t.reg.no], ['Achternaam', p.surname], ['Voorletters', givens19(p).split(' ').map((x) => `${x[0]}.`).join('')], ['Roepnaam', called19(c, p)], ['Geboortedatum', dob], ['Bevoegdheid', t.subject]]);
    case 'ES':
      return rec([[t.reg.key, t.reg.no], ['Apellidos', sur19(p)], ['Nombre', p.given], ['DNI', dni19(c)], ['Cuerpo', c.pick(['0590 Profesores de Enseñanza Secundaria', '0597 Maestros'])], ['Especialidad', t.subject]]);
    case 'PL':
      return rec([[t.reg.key, t.reg.no], ['Nazwisko', p.surname], ['Imię', p.given], ['Drugie imię', p.middle], ['Stopień awansu', c.pick(['nauczyciel mianowany', 'nauczyciel dyplomowany', 'nauczyciel początkujący'])], ['Przedmiot', t.subject]]);
  }
}

/** The South African ID is in the council row; the staff return may quote it. Kept per person for one pair. */
const zaIds19 = new WeakMap<Person19, string>();
function zaIdFor19(c: Ctx, p: Person19): string {
  let v = zaIds19.get(p);
  if (v === undefined) {
    v = zaId19(c, p);
    zaIds19.set(p, v);
  }
  return v;
}

const RETURN19: Record<Country19, { name: string; post: string; school: string; ph: string; dob: string }> = {
  NG: { name: 'Name of Teacher', post: 'Subject Taught', school: 'School', ph: 'GSM', dob: 'DOB' },
  KE: { name: 'Teacher Name', post: 'Subjects', school: 'Institution', ph: 'Phone', dob: 'DOB' },
  GH: { name: 'Name of Staff', post: 'Subject/Class', school: 'School', ph: 'Tel', dob: 'Date of Birth' },
  ZA: { name: 'Educator', post: 'Post Level', school: 'School', ph: 'Cell', dob: 'Date of Birth' },
  GB: { name: 'Staff member', post: 'Role', school: 'School', ph: 'Mobile', dob: 'DOB' },
  DE: { name: 'Lehrkraft', post: 'Fächer', school: 'Schule', ph: 'Telefon', dob: 'Geb.' },
  FR: { name: 'Enseignant', post: 'Discipline', school: 'Établissement', ph: 'Portable', dob: 'Né(e) le' },
  NL: { name: 'Medewerker', post: 'Functie', school: 'School', ph: 'Telefoon', dob: 'Geboortedatum' },
  ES: { name: 'Docente', post: 'Especialidad', school: 'Centro', ph: 'Teléfono', dob: 'Fecha nacimiento' },
  PL: { name: 'Nauczyciel', post: 'Przedmiot', school: 'Szkoła', ph: 'Telefon', dob: 'Data urodzenia' },
};

function staffReturn19(c: Ctx, t: Teacher19, withDob: boolean, regNo: string | false, extra: readonly (readonly [string, string | false])[] = []): PersonRecord {
  const { p } = t;
  const L = RETURN19[p.country];
  const post = p.country === 'ZA' ? `PL${c.int(1, 3)} ${t.subject}` : t.subject;
  return rec([[L.name, writtenName19(c, p)], [t.reg.key, regNo], [L.dob, withDob && anyDate19(c, p.dob, p.country)], [L.post, post], [L.school, t.school], [L.ph, c.chance(0.5) && anyPhone19(c, p.phone, p.country)], ...extra]);
}

const sameTeacher: Kind19 = {
  kind: 'same_teacher_register_vs_school_staff_return',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const k = country19(c, j);
    const t = newTeacher19(c, newPerson19(c, k, 1960, 2000));
    const a = teacherCouncil19(c, t, c.chance(0.7));
    // The head keys the council number; in South Africa at times the ID number from the council row instead.
    const useId = k === 'ZA' && c.chance(0.4);
    const b = staffReturn19(c, t, c.chance(0.5), useId ? false : k === 'KE' || k === 'ZA' || k === 'NL' || k === 'PL' ? t.reg.no : rekey19(t.reg.no, c), useId ? [['ID No', zaIdFor19(c, t.p)]] : []);
    return { a, b };
  },
};

const diffTeacher: Kind19 = {
  kind: 'diff_teacher_cousins_one_name',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country19(c, j);
    const p = newPerson19(c, k, 1962, 1999);
    const y = p.dob.y + (c.chance(0.5) ? c.int(2, 10) : -c.int(2, 10));
    const r = kin19(c, p, y, y, p.sex);
    // Cousins named after one grandparent: one given name and surname, own middle names (ES: own second surname).
    const q: Person19 = { ...r, given: p.given, short: p.short, middle: c.chance(0.5) ? '' : r.middle === p.given ? '' : r.middle };
    const tp = newTeacher19(c, p);
    const tq = newTeacher19(c, q);
    if (c.chance(0.4)) tq.subject = tp.subject;
    return { a: teacherCouncil19(c, tp, true), b: staffReturn19(c, tq, c.chance(0.7), tq.reg.no) };
  },
};

export const HELDOUT19_KINDS: readonly Kind19[] = [samePoll, samePass, sameStock, sameTrader, sameTeacher, diffPoll, diffPass, diffStock, diffTrader, diffTeacher];
