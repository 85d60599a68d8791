// Held-out set 18 of labelled PERSON RECORD PAIRS (bench/data/persons-heldout18.jsonl, written by
// bench/persons/generate.ts with seed 1818).
//
// Author: a blind author helper of session 31 (branch s31-persons18, issue 11), the eighteenth independent author,
// writing from their own knowledge of how person records arrive from sources the seventeen earlier sets' kind names do
// not name: private-security guard licensing registers (NSCDC private guard register, PSRA, the Ghana Police private
// security desk, PSIRA, SIA, Bewacherregister, CNAPS carte professionnelle, Justis ND-pas, TIP, lista kwalifikowanych
// pracowników ochrony: a licence number, the guard's names in the regulator's columns, birth date, national number)
// against the security company's site duty roster (the guard as the supervisor writes them, the licence or badge
// number re-spaced, a site, a shift, a phone); food-handler health / hygiene certificates (county food handler's
// medical certificate, FDA health certificate, Level 2 food hygiene, Belehrung nach § 43 IfSG, attestation HACCP,
// carné de manipulador de alimentos, orzeczenie do celów sanitarno-epidemiologicznych: a certificate number, the name,
// birth date or national number, the establishment) against the restaurant's or hotel's kitchen staff list; dog
// licences and pet-identification registers (county dog licence, municipal dog permit, microchip keeper database,
// Hundesteuer, I-CAD, REIAC, opłata od posiadania psa: the keeper's name, address, phone, the chip or tag) against the
// vet's rabies vaccination certificate (the owner as the vet's receptionist writes them, the chip quoted, a phone);
// social / affordable housing waiting lists (Lagos HOMS, Boma Yangu, the housing needs register, the council housing
// register, WBS, demande de logement social, woningzoekende, demandante de vivienda protegida, wniosek o mieszkanie
// komunalne: an application number, the applicant, birth date, national number) against the allocation / offer letter;
// scrap-metal and second-hand dealers' seller registers (the Scrap Metal Dealers Act record, the Second-Hand Goods Act
// register, livre de police, opkopersregister, libro-registro: the seller, the ID document seen, a vehicle) against
// the dealer's payout record (bank transfer or mobile money: the account name as the bank returns it) — in Nigeria,
// Kenya, Ghana, South Africa, the United Kingdom (GB) and the European Union (DE, FR, NL, ES, PL), field names in each
// source's own words, language and letter case.
// Naming systems written: Yorùbá, Igbo and Hausa names with day-to-day short forms (`Tunde`, `Emeka`, `Kemi`); Luo,
// Kikuyu, Luhya, Kalenjin and Kamba names; Akan day names, Ga and Ewe names; Zulu, Sotho, Afrikaans and South African
// Indian names; English, Welsh, Scottish, Irish, Punjabi and Pakistani British names; German (with Turkish German),
// French (with West and North African French), Dutch (particles), Spanish (two surnames) and Polish (gendered surnames).
// How it is made: each kind below draws a fictional person (or two people for a `different` kind) from the author's own
// name lists, writes the source-A record and the source-B record with that source's headers, date form, phone form and
// slips, from a seeded generator (bench/persons/generate.ts, seed 1818).
// What the author read: the session's rules (s31-common.md), the blind authors' brief and this set's brief;
// bench/persons/generate.ts and bench/persons.ts (whole); bench/persons/records.ts lines 1–72 (types and Ctx, the only
// things used here); templates-heldout17.ts lines 1–330 and 1000–1071 (its header, types, helpers and last kinds, for
// the structure); the kind names of sets 1–17 (a grep over their `//   same_` / `//   diff_` header lines) and the
// first header lines of sets 1–17 (to choose other sources); test/bench/persons-generate.test.ts: imports,
// assertRecords / assertKinds, the set list tests and set 17's block. What the author did NOT read: src/ (anything),
// README paragraphs about rules or errors, sets 1–17's data files, records2–8.ts and the other bodies of sets 1–17's
// templates. Slip: after this set was generated and its test passed, a grep of the README for set 17's paragraph (to
// copy its opening for the README note) printed that whole paragraph, set 17's reading with its kinds of misses
// included; the kinds, columns and data here were fixed before it and are unchanged by it. Neither the engine nor the
// bench was ever run on this set. Every name list, short form, place, header and
// slip below is the author's own; every value is fictional (identifiers keep the right shape, with their check digit
// where the scheme has one: South African ID (Luhn), Dutch BSN (11-proef), Polish PESEL, Spanish DNI letter, the
// German ID card number (7-3-1); others only the shape — a British driving licence number's six digits are drawn, not
// made from the birth date).
//
// Labelling policy: `same` means the two records describe the same natural person, as a careful analyst would judge
// from the two records alone; `different` means two natural people, however much they share. Every `same` pair carries
// a name on both sides and at least one more agreeing identifier of the person (licence number, national number,
// certificate number, phone, application number, ID document number), and births, where both sides state them, agree.
// Every `different` pair carries on both sides an own identifier of one scheme that disagrees (for the dog keepers, who
// carry no number of their own, their phones), or births at least two years apart, and the kind's look-alike promise below. A dog's chip or tag number is the animal's, not the person's;
// it is written on both sides of a dog kind, and the dog-keeper pairs also agree on a phone or national number.
// A birth date is never written month first with digits.
//
// Kinds (78 pairs each, cycling NG, KE, GH, ZA, GB, EU — 13 per jurisdiction; 5 `same`, 5 `different`, 780 pairs, 130
// per jurisdiction):
//   same_guard_licence_vs_site_duty_roster      regulator's licence register: licence number, names in its columns,
//                                               birth, national number; duty roster: the guard as the supervisor
//                                               writes them (short form, surname first, initial), the licence number
//                                               re-spaced or the ID number, phone, site, shift.
//   same_food_handler_certificate_vs_staff_list certificate register: certificate number, name, birth or national
//                                               number, the establishment; kitchen staff list: name as the manager
//                                               writes it, position, mobile, certificate number or ID quoted.
//   same_dog_licence_vs_rabies_certificate      dog licence / chip register: keeper's name, address, phone, chip or
//                                               tag, national number at times; vet's certificate: owner's name (title,
//                                               initial, capitals), address written another way, phone, the chip.
//   same_housing_application_vs_allocation_letter waiting list: application number, applicant, birth, national
//                                               number, household size; offer letter: tenant / allottee, the
//                                               application number re-spaced or the national number, property.
//   same_scrap_seller_register_vs_payout        dealer's seller register: seller, ID document and number, address,
//                                               vehicle, material; payout: account name as the bank or wallet returns
//                                               it (capitals, surname first, cut), phone or the ID number in the
//                                               narrative.
//   diff_guard_roster_brothers_one_company      two brothers (or cousins of one surname) guarding for one company on
//                                               one site: own licence numbers and national numbers, births apart.
//   diff_food_handlers_parent_child_one_kitchen a parent and a grown child working one family kitchen: one surname
//                                               (ES shares the first), one establishment, at times one phone; own
//                                               certificate numbers, births a generation apart.
//   diff_dog_keepers_spouses_one_address        a couple at one address each registering a dog: one surname (ES
//                                               and at times NL/FR keep own), one address, own phones and own chips.
//   diff_housing_applicant_vs_grown_child       a parent's waiting-list row and the grown child's own offer letter from
//                                               the same address: one surname, own application numbers and national
//                                               numbers, births at least sixteen years apart.
//   diff_scrap_sellers_brothers_one_vehicle     two brothers selling scrap from one vehicle (one registration on
//                                               both): one surname, own ID documents, births apart.
//
// Slips the author saw before the reading (left as they are): a street is drawn regardless of the area and town it is
// written with (a Leeds road in a Cardiff postcode); given and middle names are drawn from the country's whole list,
// so a Kalenjin given name may carry a Kamba surname, and a brother's given name may be his brother's middle name.
//
// Use: read ONCE with `npm run bench:persons -- --set heldout18`; the figures of that reading are written below, and from
// then on the set is development data.
import type { Ctx, Jurisdiction, PersonRecord, Ymd } from './records.js';

export type Label18 = 'same' | 'different';

export interface Kind18 {
  kind: string;
  label: Label18;
  pairs: number;
  make(c: Ctx, j: Jurisdiction): { a: PersonRecord; b: PersonRecord };
}

export type Country18 = 'NG' | 'KE' | 'GH' | 'ZA' | 'GB' | 'DE' | 'FR' | 'NL' | 'ES' | 'PL';
type Sex18 = 'M' | 'F';

export interface Person18 {
  country: Country18;
  sex: Sex18;
  given: string;
  /** Short form the person goes by ('' when none). */
  short: string;
  middle: string;
  surname: string;
  /** Spanish second surname; '' elsewhere. */
  surname2: string;
  dob: Ymd;
  /** Digits with the country code, no plus. */
  phone: string;
}

// ---------------------------------------------------------------- names (the author's own lists)

type G = readonly (readonly [string, string])[];
interface NameList18 {
  m: G;
  f: G;
  surnames: readonly string[];
}

const NAMES18: Record<Country18, NameList18> = {
  NG: {
    m: [['Babatunde', 'Tunde'], ['Chukwuemeka', 'Emeka'], ['Abubakar', ''], ['Ifeanyi', 'Ify'], ['Oluwaseun', 'Seun'], ['Ibrahim', ''], ['Emmanuel', 'Emma'], ['Adebayo', 'Bayo'], ['Nnamdi', ''], ['Yakubu', ''], ['Olufemi', 'Femi'], ['Tochukwu', 'Tochi']],
    f: [['Adaeze', 'Ada'], ['Folasade', 'Sade'], ['Hauwa', ''], ['Ngozi', ''], ['Oluwakemi', 'Kemi'], ['Aisha', ''], ['Chiamaka', 'Amaka'], ['Yetunde', 'Yetty'], ['Patience', ''], ['Rukayat', ''], ['Ifeoma', ''], ['Grace', '']],
    surnames: ['Okafor', 'Adeyemi', 'Bello', 'Eze', 'Ogunleye', 'Mohammed', 'Nwosu', 'Akande', 'Uchendu', 'Abdullahi', 'Ibekwe', 'Oyewole', 'Danjuma', 'Onyekachi', 'Akinola', 'Etim'],
  },
  KE: {
    m: [['Otieno', ''], ['Kamau', ''], ['Wafula', ''], ['Cheruiyot', ''], ['Mwangi', ''], ['Joseph', 'Joe'], ['Mutua', ''], ['Peter', ''], ['Collins', ''], ['Kevin', ''], ['Kipchumba', ''], ['Samuel', 'Sam']],
    f: [['Akinyi', ''], ['Wanjiku', 'Shiku'], ['Nekesa', ''], ['Chepkoech', ''], ['Mumbua', ''], ['Mercy', ''], ['Faith', ''], ['Jane', ''], ['Caroline', 'Carol'], ['Nyambura', ''], ['Adhiambo', ''], ['Purity', '']],
    surnames: ['Odhiambo', 'Kariuki', 'Wekesa', 'Langat', 'Njoroge', 'Mwendwa', 'Owino', 'Chege', 'Korir', 'Musyoka', 'Gitau', 'Okoth', 'Wanyama', 'Kiprono', 'Mbugua', 'Nyaga'],
  },
  GH: {
    m: [['Kofi', ''], ['Kwame', ''], ['Kwabena', ''], ['Yaw', ''], ['Kweku', ''], ['Nii Armah', ''], ['Issah', ''], ['Emmanuel', ''], ['Ebenezer', 'Ebo'], ['Selorm', ''], ['Fiifi', ''], ['Alhassan', '']],
    f: [['Ama', ''], ['Akua', ''], ['Abena', ''], ['Yaa', ''], ['Esi', ''], ['Naa Ayeley', ''], ['Amina', ''], ['Priscilla', ''], ['Mavis', ''], ['Dzifa', ''], ['Efua', ''], ['Rahinatu', '']],
    surnames: ['Mensah', 'Owusu', 'Boateng', 'Asante', 'Osei', 'Agyeman', 'Tetteh', 'Addo', 'Amoah', 'Dogbe', 'Yeboah', 'Lamptey', 'Seidu', 'Opoku', 'Kusi', 'Asamoah'],
  },
  ZA: {
    m: [['Thabo', ''], ['Sipho', ''], ['Johannes', 'Johan'], ['Bongani', ''], ['Lwazi', ''], ['Pieter', 'Piet'], ['Mandla', ''], ['Kagiso', ''], ['Tshepo', ''], ['Rajesh', 'Raj'], ['Themba', ''], ['Gerhard', '']],
    f: [['Lerato', ''], ['Nomvula', ''], ['Marietjie', ''], ['Zanele', ''], ['Palesa', ''], ['Busisiwe', 'Busi'], ['Refilwe', ''], ['Charmaine', ''], ['Priya', ''], ['Nokuthula', 'Thuli'], ['Tebogo', ''], ['Lindiwe', '']],
    surnames: ['Nkosi', 'Dlamini', 'van der Merwe', 'Mokoena', 'Khumalo', 'Botha', 'Naidoo', 'Zulu', 'Sithole', 'Pretorius', 'Mthembu', 'Molefe', 'Ndlovu', 'Pillay', 'Coetzee', 'Baloyi'],
  },
  GB: {
    m: [['William', 'Will'], ['Daniel', 'Danny'], ['Gareth', ''], ['Callum', ''], ['Robert', 'Rob'], ['Imran', ''], ['Delroy', ''], ['Christopher', 'Chris'], ['Alistair', ''], ['Rajinder', 'Raj'], ['Thomas', 'Tom'], ['Kieran', '']],
    f: [['Sarah', ''], ['Rachel', ''], ['Ffion', ''], ['Patricia', 'Trish'], ['Harpreet', ''], ['Chantelle', ''], ['Victoria', 'Vicky'], ['Morag', ''], ['Shazia', ''], ['Charlotte', 'Charlie'], ['Rhiannon', ''], ['Deborah', 'Debbie']],
    surnames: ['Thompson', 'MacDonald', 'Jones', 'Murphy', 'Robertson', 'Patel', 'Williams', 'Ahmed', 'Walker', 'Kaur', 'Fletcher', 'Doherty', 'Griffiths', 'Ali', 'Henderson', 'Baxter'],
  },
  DE: {
    m: [['Wolfgang', ''], ['Stefan', ''], ['Hans-Peter', ''], ['Maximilian', 'Max'], ['Christian', ''], ['Ahmet', ''], ['Dieter', ''], ['Jan', ''], ['Markus', ''], ['Alexander', 'Alex'], ['Manfred', ''], ['Niklas', '']],
    f: [['Petra', ''], ['Gabriele', 'Gabi'], ['Monika', ''], ['Stefanie', 'Steffi'], ['Ayşe', ''], ['Karin', ''], ['Julia', ''], ['Christina', 'Tina'], ['Renate', ''], ['Hannelore', ''], ['Sophie', ''], ['Elisabeth', 'Lisa']],
    surnames: ['Schmidt', 'Weber', 'Becker', 'Schneider', 'Öztürk', 'Richter', 'Klein', 'Schröder', 'Wagner', 'Meyer', 'Scholz', 'Bauer', 'Koch', 'Jäger', 'Lorenz', 'Sommer'],
  },
  FR: {
    m: [['Jean-Pierre', ''], ['Philippe', ''], ['Nicolas', ''], ['Mohamed', ''], ['Sébastien', ''], ['Laurent', ''], ['Cédric', ''], ['Julien', ''], ['Christophe', ''], ['Amadou', ''], ['Grégory', ''], ['Pascal', '']],
    f: [['Marie-Claire', ''], ['Isabelle', ''], ['Camille', ''], ['Aïcha', ''], ['Valérie', ''], ['Sylvie', ''], ['Chloé', ''], ['Émilie', ''], ['Véronique', ''], ['Mariam', ''], ['Laetitia', ''], ['Françoise', '']],
    surnames: ['Martin', 'Bernard', 'Dubois', 'Petit', 'Durand', 'Lefebvre', 'Haddad', 'Michel', 'Garcia', 'Traoré', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fontaine', 'Masson'],
  },
  NL: {
    m: [['Jan', ''], ['Willem', 'Wim'], ['Dirk', ''], ['Hendrik', 'Henk'], ['Youssef', ''], ['Maarten', ''], ['Joost', ''], ['Arjen', ''], ['Sebastiaan', 'Bas'], ['Johannes', 'Jan'], ['Kevin', ''], ['Gijsbert', 'Gijs']],
    f: [['Maria', 'Mieke'], ['Anouk', ''], ['Saskia', ''], ['Elisabeth', 'Els'], ['Khadija', ''], ['Annemarie', ''], ['Iris', ''], ['Hendrika', 'Riek'], ['Linda', ''], ['Marloes', ''], ['Sophie', ''], ['Jacoba', 'Coby']],
    surnames: ['de Jong', 'Jansen', 'van Dijk', 'Dekker', 'de Boer', 'van der Meer', 'Hendriks', 'Brouwer', 'el Idrissi', 'Peters', 'Koster', 'van Beek', 'Kok', 'Willems', 'Prins', 'de Haan'],
  },
  ES: {
    m: [['Juan Carlos', ''], ['Francisco', 'Paco'], ['José', 'Pepe'], ['David', ''], ['Javier', ''], ['Enrique', 'Quique'], ['Xavier', ''], ['Aitor', ''], ['Fernando', 'Nando'], ['Carlos', ''], ['Jesús', 'Chus'], ['Daniel', 'Dani']],
    f: [['María del Carmen', 'Maica'], ['Ana Isabel', ''], ['Cristina', ''], ['Laura', ''], ['Marta', ''], ['Rosario', 'Charo'], ['Josefa', 'Pepa'], ['Elena', ''], ['Isabel', 'Isa'], ['Teresa', 'Tere'], ['Mercedes', 'Merche'], ['Núria', '']],
    surnames: ['Rodríguez', 'González', 'Hernández', 'Díaz', 'Muñoz', 'Castro', 'Ortega', 'Delgado', 'Rubio', 'Serrano', 'Molina', 'Ramos', 'Gil', 'Iglesias', 'Santos', 'Cabrera'],
  },
  PL: {
    m: [['Stanisław', 'Staszek'], ['Jan', ''], ['Tadeusz', ''], ['Mateusz', ''], ['Kamil', ''], ['Rafał', ''], ['Dariusz', 'Darek'], ['Bartosz', 'Bartek'], ['Adam', ''], ['Jacek', ''], ['Mirosław', 'Mirek'], ['Sebastian', '']],
    f: [['Anna', 'Ania'], ['Maria', 'Marysia'], ['Zofia', 'Zosia'], ['Iwona', ''], ['Renata', ''], ['Justyna', ''], ['Halina', ''], ['Urszula', 'Ula'], ['Danuta', ''], ['Karolina', ''], ['Grażyna', ''], ['Natalia', '']],
    surnames: ['Kowalczyk', 'Jankowski', 'Wojciechowski', 'Kwiatkowski', 'Kaczmarek', 'Zając', 'Król', 'Wieczorek', 'Jabłoński', 'Majewski', 'Olszewski', 'Stępień', 'Malinowski', 'Górski', 'Rutkowski', 'Sikora'],
  },
};

/** Polish surnames in -ski / -cki / -dzki take -ska / -cka / -dzka for a woman. */
function gendered18(s: string, sex: Sex18, k: Country18): string {
  if (k !== 'PL' || sex === 'M') return s;
  return s.replace(/(sk|ck|dzk)i$/, '$1a');
}

const EU18: readonly Country18[] = ['DE', 'FR', 'NL', 'ES', 'PL'];

export function country18(c: Ctx, j: Jurisdiction): Country18 {
  return j === 'EU' ? c.pick(EU18) : j;
}

const PHONE18: Record<Country18, { cc: string; starts: readonly string[]; len: number }> = {
  NG: { cc: '234', starts: ['803', '807', '814', '817', '703', '708', '802', '809', '811', '906', '915', '705'], len: 10 },
  KE: { cc: '254', starts: ['722', '723', '725', '711', '714', '798', '115', '746', '769', '733'], len: 9 },
  GH: { cc: '233', starts: ['24', '54', '55', '20', '50', '27', '57', '53'], len: 9 },
  ZA: { cc: '27', starts: ['82', '83', '72', '74', '76', '81', '63', '71', '78', '65'], len: 9 },
  GB: { cc: '44', starts: ['7700', '7722', '7804', '7931', '7545', '7411', '7958'], len: 10 },
  DE: { cc: '49', starts: ['152', '163', '171', '175', '159', '160', '178'], len: 11 },
  FR: { cc: '33', starts: ['6', '7'], len: 9 },
  NL: { cc: '31', starts: ['6'], len: 9 },
  ES: { cc: '34', starts: ['6', '7'], len: 9 },
  PL: { cc: '48', starts: ['50', '53', '57', '60', '66', '69', '79', '88'], len: 9 },
};

export function newPhone18(c: Ctx, k: Country18): string {
  const p = PHONE18[k];
  const start = c.pick(p.starts);
  let rest = '';
  while (start.length + rest.length < p.len) rest += String(c.int(0, 9));
  return p.cc + start + rest;
}

export type PhoneForm18 = 'national' | 'intl' | 'intl-spaced' | 'e164-bare' | 'national-spaced';

/** A phone in a form a clerk writes; Spain and Poland have no trunk 0, the others do. */
export function phone18(full: string, k: Country18, f: PhoneForm18): string {
  const cc = PHONE18[k].cc;
  const sub = full.slice(cc.length);
  const nat = k === 'ES' || k === 'PL' ? sub : `0${sub}`;
  if (f === 'e164-bare') return full;
  if (f === 'intl') return `+${full}`;
  if (f === 'intl-spaced') return `+${cc} ${sub.slice(0, 3)} ${sub.slice(3, 6)} ${sub.slice(6)}`;
  if (f === 'national-spaced') {
    if (k === 'FR') return nat.replace(/(\d\d)(?=\d)/g, '$1 ');
    if (k === 'ES' || k === 'PL') return `${nat.slice(0, 3)} ${nat.slice(3, 6)} ${nat.slice(6)}`;
    if (k === 'NL') return `${nat.slice(0, 2)}-${nat.slice(2)}`;
    return `${nat.slice(0, 4)} ${nat.slice(4, 7)} ${nat.slice(7)}`;
  }
  return nat;
}

function anyPhone18(c: Ctx, full: string, k: Country18): string {
  return phone18(full, k, c.pick(['national', 'national', 'national-spaced', 'intl', 'intl-spaced', 'e164-bare'] as const));
}

const MON18 = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export type DateForm18 = 'iso' | 'dd/mm/yyyy' | 'dd.mm.yyyy' | 'dd-mm-yyyy' | 'DD-MON-YYYY' | 'd Mon yyyy' | 'yyyymmdd' | 'yyyy/mm/dd';
const two = (n: number) => String(n).padStart(2, '0');

export function date18(t: Ymd, f: DateForm18): string {
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
      return `${two(t.d)}-${MON18[t.m - 1]!.toUpperCase()}-${t.y}`;
    case 'd Mon yyyy':
      return `${t.d} ${MON18[t.m - 1]} ${t.y}`;
    case 'yyyymmdd':
      return `${t.y}${two(t.m)}${two(t.d)}`;
    case 'yyyy/mm/dd':
      return `${t.y}/${two(t.m)}/${two(t.d)}`;
  }
}

function dateForms18(k: Country18): readonly DateForm18[] {
  if (k === 'DE' || k === 'PL') return ['dd.mm.yyyy', 'dd.mm.yyyy', 'iso'];
  if (k === 'NL' || k === 'ES') return ['dd-mm-yyyy', 'dd/mm/yyyy', 'iso'];
  if (k === 'FR') return ['dd/mm/yyyy', 'dd/mm/yyyy', 'iso'];
  if (k === 'ZA') return ['yyyy/mm/dd', 'iso', 'yyyymmdd', 'd Mon yyyy'];
  return ['dd/mm/yyyy', 'DD-MON-YYYY', 'd Mon yyyy', 'dd-mm-yyyy'];
}

function anyDate18(c: Ctx, t: Ymd, k: Country18): string {
  return date18(t, c.pick(dateForms18(k)));
}

const daysIn18 = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

export function randomDob18(c: Ctx, from: number, to: number): Ymd {
  const y = c.int(from, to);
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, daysIn18(y, m)) };
}

export function newPerson18(c: Ctx, k: Country18, from = 1955, to = 2005, sex?: Sex18): Person18 {
  const s: Sex18 = sex ?? (c.chance(0.5) ? 'M' : 'F');
  const L = NAMES18[k];
  const [given, short] = c.pick(s === 'M' ? L.m : L.f);
  const middle = k === 'ES' || k === 'FR' || c.chance(0.5) ? '' : c.pick(s === 'M' ? L.m : L.f)[0];
  const surname = gendered18(c.pick(L.surnames), s, k);
  const surname2 = k === 'ES' ? c.pick(L.surnames.filter((x) => x !== surname)) : '';
  return { country: k, sex: s, given, short, middle: middle === given ? '' : middle, surname, surname2, dob: randomDob18(c, from, to), phone: newPhone18(c, k) };
}

/**
 * A relative of `p` born between `from` and `to`: the family surname, own given name. In Spain a brother (`sibling`)
 * keeps both surnames and a child keeps the first only; in Poland the surname takes the relative's gender.
 */
function relative18(c: Ctx, p: Person18, from: number, to: number, sex?: Sex18, sibling = false): Person18 {
  let r = newPerson18(c, p.country, from, to, sex);
  for (let i = 0; i < 8 && r.given === p.given; i++) r = newPerson18(c, p.country, from, to, sex);
  const surname = p.country === 'PL' ? gendered18(p.surname.replace(/(sk|ck|dzk)a$/, '$1i'), r.sex, 'PL') : p.surname;
  return { ...r, surname, surname2: p.country === 'ES' ? (sibling ? p.surname2 : r.surname2) : '' };
}

/** A spouse of `p`: other sex, own given name; takes `p`'s surname except in Spain and, at times, France and NL. */
function spouse18(c: Ctx, p: Person18): Person18 {
  const sex: Sex18 = p.sex === 'M' ? 'F' : 'M';
  let r = newPerson18(c, p.country, Math.max(1940, p.dob.y - 8), Math.min(2004, p.dob.y + 8), sex);
  for (let i = 0; i < 8 && r.given === p.given; i++) r = newPerson18(c, p.country, Math.max(1940, p.dob.y - 8), Math.min(2004, p.dob.y + 8), sex);
  if (p.country === 'ES' || ((p.country === 'FR' || p.country === 'NL') && c.chance(0.35))) return r;
  const surname = p.country === 'PL' ? gendered18(p.surname.replace(/(sk|ck|dzk)a$/, '$1i'), sex, 'PL') : p.surname;
  return { ...r, surname };
}

export function fold18(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i');
}

const fullSurname18 = (p: Person18) => (p.surname2 ? `${p.surname} ${p.surname2}` : p.surname);
const givenFull18 = (p: Person18) => (p.middle ? `${p.given} ${p.middle}` : p.given);
/** The first name a colleague or clerk uses: the short form at times. */
const called18 = (c: Ctx, p: Person18) => (p.short && c.chance(0.5) ? p.short : p.given);

/** One keyed slip in a word of five letters or more: a letter dropped, or two neighbours swapped. */
export function slip18(c: Ctx, w: string): string {
  if (w.length < 5) return w;
  const i = c.int(1, w.length - 3);
  if (c.chance(0.5) && w[i] !== w[i + 1]) return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  return w.slice(0, i) + w.slice(i + 1);
}

function rec(entries: readonly (readonly [string, string | undefined | false])[]): PersonRecord {
  const out: PersonRecord = {};
  for (const [k, v] of entries) if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim();
  return out;
}

/**
 * Re-spaces a reference as a second clerk keys it: separators dropped; a number of digits only in groups of four, or
 * another reference's separators turned to spaces; else as written.
 */
export function respace18(s: string, c: Ctx): string {
  const bare = s.replace(/[^A-Za-z0-9]/g, '');
  const form = c.int(0, 2);
  if (form === 0) return bare;
  if (form === 1 && /^\d+$/.test(bare)) return bare.replace(/(\d{4})(?=\d)/g, '$1 ');
  if (/[-/. ]/.test(s)) return s.replace(/[-/.]/g, ' ').replace(/ {2,}/g, ' ');
  return s.toUpperCase();
}

// ---------------------------------------------------------------- identifiers (shape, check digits where they exist)

function luhnDigit18(body: string): string {
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

export function zaId18(c: Ctx, p: Person18): string {
  const g = p.sex === 'F' ? c.int(0, 4999) : c.int(5000, 9999);
  const body = `${String(p.dob.y).slice(2)}${two(p.dob.m)}${two(p.dob.d)}${String(g).padStart(4, '0')}0${c.int(8, 9)}`;
  return body + luhnDigit18(body);
}

export function bsn18(c: Ctx): string {
  for (;;) {
    const d = c.digits(8);
    let s = 0;
    for (let i = 0; i < 8; i++) s += Number(d[i]) * (9 - i);
    const last = s % 11;
    if (last < 10) return d + String(last);
  }
}

export function pesel18(c: Ctx, p: Person18): string {
  const mm = p.dob.m + (p.dob.y >= 2000 ? 20 : 0);
  const body = `${String(p.dob.y).slice(2)}${two(mm)}${two(p.dob.d)}${String(c.int(0, 999)).padStart(3, '0')}${p.sex === 'F' ? c.int(0, 4) * 2 : c.int(0, 4) * 2 + 1}`;
  const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  let s = 0;
  for (let i = 0; i < 10; i++) s += Number(body[i]) * w[i]!;
  return body + String((10 - (s % 10)) % 10);
}

export function dni18(c: Ctx): string {
  const n = c.int(10000000, 79999999);
  return `${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`;
}

/** The German ID card number: nine characters of the card alphabet and a check digit, weights 7-3-1 (A = 10 … Z = 35). */
export function perso18(c: Ctx): string {
  const body = c.letters(1, 'LMNPRTVWXY') + c.letters(8, 'CFGHJKLMNPRTVWXYZ0123456789');
  const w = [7, 3, 1];
  let s = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    const v = /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55;
    s += v * w[i % 3]!;
  }
  return body + String(s % 10);
}

export function nino18(c: Ctx): string {
  return `${c.letters(1, 'ABCEGHJKLMNPRSTWXYZ')}${c.letters(1, 'ABCEGHJKLMNPRSTWXYZ')}${c.digits(6)}${c.letters(1, 'ABCD')}`;
}

/** The national number a register asks for, under the key it writes. */
export function nationalNo18(c: Ctx, p: Person18): { key: string; no: string } {
  switch (p.country) {
    case 'NG':
      return { key: c.pick(['NIN', 'NIN No.']), no: c.digits(11) };
    case 'KE':
      return { key: c.pick(['ID No', 'ID/No.', 'National ID']), no: String(c.int(20000000, 39999999)) };
    case 'GH':
      return { key: c.pick(['Ghana Card No', 'Ghana Card PIN']), no: `GHA-${c.digits(9)}-${c.int(0, 9)}` };
    case 'ZA':
      return { key: c.pick(['ID Number', 'ID No', 'RSA ID']), no: zaId18(c, p) };
    case 'GB':
      return { key: c.pick(['NI Number', 'National Insurance No']), no: nino18(c) };
    case 'DE':
      return { key: 'Ausweisnummer', no: perso18(c) };
    case 'FR':
      return { key: 'N° CNI', no: c.digits(12) };
    case 'NL':
      return { key: 'BSN', no: bsn18(c) };
    case 'ES':
      return { key: 'DNI', no: dni18(c) };
    case 'PL':
      return { key: 'PESEL', no: pesel18(c, p) };
  }
}

// ---------------------------------------------------------------- places

interface Addr18 {
  line: string;
  area: string;
  town: string;
  post: string;
}

const TOWNS18: Record<Country18, readonly (readonly [string, string])[]> = {
  NG: [['Ikeja', 'Lagos'], ['Surulere', 'Lagos'], ['Wuse II', 'Abuja'], ['Rumuokoro', 'Port Harcourt'], ['Bodija', 'Ibadan'], ['Sabon Gari', 'Kano'], ['Independence Layout', 'Enugu']],
  KE: [['Kasarani', 'Nairobi'], ['Umoja', 'Nairobi'], ['Kisauni', 'Mombasa'], ['Milimani', 'Kisumu'], ['Langas', 'Eldoret'], ['Section 58', 'Nakuru'], ['Ruiru', 'Kiambu']],
  GH: [['Dansoman', 'Accra'], ['Madina', 'Accra'], ['Ashaiman', 'Tema'], ['Suame', 'Kumasi'], ['Kotokuraba', 'Cape Coast'], ['Kalpohin', 'Tamale'], ['Ho Dome', 'Ho']],
  ZA: [['Soweto', 'Johannesburg'], ['Mitchells Plain', 'Cape Town'], ['Umlazi', 'Durban'], ['Mamelodi', 'Pretoria'], ['Bloemspruit', 'Bloemfontein'], ['Chatsworth', 'Durban'], ['Kraaifontein', 'Cape Town']],
  GB: [['Moss Side', 'Manchester'], ['Canton', 'Cardiff'], ['Leith', 'Edinburgh'], ['Small Heath', 'Birmingham'], ['Walton', 'Liverpool'], ['Harehills', 'Leeds'], ['Peckham', 'London']],
  DE: [['Neukölln', 'Berlin'], ['Ehrenfeld', 'Köln'], ['Altona', 'Hamburg'], ['Giesing', 'München'], ['Linden', 'Hannover'], ['Gaarden', 'Kiel'], ['Plagwitz', 'Leipzig']],
  FR: [['Belleville', 'Paris'], ['La Guillotière', 'Lyon'], ['Noailles', 'Marseille'], ['Bellefontaine', 'Toulouse'], ['Wazemmes', 'Lille'], ['Bacalan', 'Bordeaux'], ['Hautepierre', 'Strasbourg']],
  NL: [['Bos en Lommer', 'Amsterdam'], ['Feijenoord', 'Rotterdam'], ['Transvaal', 'Den Haag'], ['Kanaleneiland', 'Utrecht'], ['Woensel', 'Eindhoven'], ['Selwerd', 'Groningen'], ['Malburgen', 'Arnhem']],
  ES: [['Vallecas', 'Madrid'], ['Nou Barris', 'Barcelona'], ['Triana', 'Sevilla'], ['Benimaclet', 'València'], ['Delicias', 'Zaragoza'], ['Deusto', 'Bilbao'], ['El Palo', 'Málaga']],
  PL: [['Praga-Północ', 'Warszawa'], ['Nowa Huta', 'Kraków'], ['Bałuty', 'Łódź'], ['Nadodrze', 'Wrocław'], ['Wilda', 'Poznań'], ['Wrzeszcz', 'Gdańsk'], ['Zaborze', 'Zabrze']],
};

const STREETS18: Record<Country18, readonly string[]> = {
  NG: ['Adeniyi Jones Avenue', 'Ogunlana Drive', 'Aminu Kano Crescent', 'Ikwerre Road', 'Awolowo Avenue', 'Zoo Road', 'Chime Avenue'],
  KE: ['Mirema Drive', 'Outering Road', 'Links Road', 'Oginga Odinga Street', 'Kipchoge Avenue', 'Kenyatta Avenue', 'Thika Road Service Lane'],
  GH: ['Mpoase Road', 'Zongo Junction Street', 'Lashibi Link', 'Suame Magazine Road', 'Commercial Street', 'Gumani Road', 'Civic Centre Road'],
  ZA: ['Vilakazi Street', 'Merrydale Avenue', 'Mangosuthu Highway', 'Tsamaya Avenue', 'Moshoeshoe Street', 'Road 701', 'Bottelary Road'],
  GB: ['Princess Road', 'Cowbridge Road East', 'Easter Road', 'Coventry Road', 'County Road', 'Roundhay Road', 'Rye Lane'],
  DE: ['Sonnenallee', 'Venloer Straße', 'Große Bergstraße', 'Tegernseer Landstraße', 'Limmerstraße', 'Kaiserstraße', 'Karl-Heine-Straße'],
  FR: ['rue de Belleville', 'Grande Rue de la Guillotière', 'rue d’Aubagne', 'avenue de Lardenne', 'rue des Sarrazins', 'rue Achard', 'avenue Racine'],
  NL: ['Hoofdweg', 'Putselaan', 'Paul Krugerlaan', 'Marshalllaan', 'Kruisstraat', 'Eikenlaan', 'Nijmeegseweg'],
  ES: ['Avenida de la Albufera', 'Via Júlia', 'Calle San Jacinto', 'Carrer de Barón de San Petrillo', 'Calle Delicias', 'Calle Lehendakari Aguirre', 'Avenida Juan Sebastián Elcano'],
  PL: ['ul. Targowa', 'os. Centrum A', 'ul. Zgierska', 'ul. Jedności Narodowej', 'ul. Górna Wilda', 'ul. Grunwaldzka', 'ul. Wolności'],
};

function postcode18(c: Ctx, k: Country18): string {
  switch (k) {
    case 'GB':
      return `${c.pick(['M14', 'CF11', 'EH6', 'B10', 'L4', 'LS8', 'SE15'])} ${c.int(1, 9)}${c.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}`;
    case 'DE':
    case 'FR':
    case 'ES':
      return String(c.int(10000, 99999));
    case 'NL':
      return `${c.int(1000, 9999)} ${c.letters(2, 'ABCDEGHJKLMNPRSTVWXZ')}`;
    case 'PL':
      return `${c.int(10, 99)}-${c.int(100, 999)}`;
    case 'ZA':
      return String(c.int(1000, 9999));
    default:
      return '';
  }
}

function address18(c: Ctx, k: Country18): Addr18 {
  const [area, town] = c.pick(TOWNS18[k]);
  const street = c.pick(STREETS18[k]);
  const no = String(c.int(1, 240));
  let line: string;
  if (k === 'DE' || k === 'NL' || k === 'PL') line = `${street} ${no}${c.chance(0.2) ? c.pick(['a', 'b']) : ''}`;
  else if (k === 'ES') line = `${street}, ${no}, ${c.int(1, 8)}º ${c.pick(['A', 'B', 'C', 'izda.', 'dcha.'])}`;
  else if (k === 'FR') line = `${no} ${street}`;
  else if (k === 'KE') line = c.chance(0.5) ? `House ${c.int(1, 60)}, ${street}` : `Plot ${c.int(100, 9999)}, ${street}`;
  else line = `${no} ${street}`;
  return { line, area, town, post: postcode18(c, k) };
}

/** The address in one line: the European and British forms with the postcode, the others with the area. */
function addrLine18(a: Addr18, k: Country18): string {
  if (k === 'GB') return `${a.line}, ${a.town} ${a.post}`;
  if (k === 'NL' || k === 'DE' || k === 'FR' || k === 'ES' || k === 'PL') return `${a.line}, ${a.post} ${a.town}`;
  if (k === 'ZA') return `${a.line}, ${a.area}, ${a.town}, ${a.post}`;
  return `${a.line}, ${a.area}, ${a.town}`;
}

/** The address as a second clerk writes it: abbreviated street words, another case, the area or postcode dropped. */
function addrOther18(c: Ctx, a: Addr18, k: Country18): string {
  const short = a.line
    .replace(/Avenue/, 'Ave')
    .replace(/Road/, 'Rd')
    .replace(/Street/, 'St')
    .replace(/Straße/, 'Str.')
    .replace(/straße/, 'str.')
    .replace(/Drive/, 'Dr')
    .replace(/Calle/, 'C/')
    .replace(/Avenida/, 'Avda.')
    .replace(/Crescent/, 'Cres');
  const form = c.int(0, 2);
  if (form === 0) return `${short}, ${a.town}`;
  if (form === 1) return (k === 'GB' || EU18.includes(k) ? `${short} ${a.post}` : `${short}, ${a.area}`).toUpperCase();
  return `${short}, ${a.area}`;
}

// ---------------------------------------------------------------- security guards: licence register vs duty roster

interface Guard18 {
  lic: string;
  nat: { key: string; no: string };
  company: string;
  site: string;
}

export function guardLicence18(c: Ctx, k: Country18): string {
  switch (k) {
    case 'NG':
      return `NSCDC/PGC/${c.pick(['LA', 'FC', 'RV', 'OY', 'KN'])}/${c.digits(5)}`;
    case 'KE':
      return `PSRA/G/${c.int(2021, 2025)}/${c.digits(6)}`;
    case 'GH':
      return `PSO-GR-${c.digits(6)}`;
    case 'ZA':
      return c.digits(7);
    case 'GB':
      return c.digits(16).replace(/(\d{4})(?=\d)/g, '$1 ');
    case 'DE':
      return c.digits(10);
    case 'FR':
      return `CAR-0${c.int(13, 95)}-${c.int(2026, 2030)}-${two(c.int(1, 12))}-${two(c.int(1, 28))}-${c.int(2019, 2025)}${c.digits(7)}`;
    case 'NL':
      return `ND${c.digits(6)}`;
    case 'ES':
      return c.digits(6);
    case 'PL':
      return `${c.digits(5)}/${c.int(15, 25)}`;
  }
}

const COMPANIES18: Record<Country18, readonly string[]> = {
  NG: ['Halogen Security', 'Shield Guards Ltd', 'Eagle Eye Protective Services'],
  KE: ['Bob Morgan Services', 'KK Security', 'Lavington Security'],
  GH: ['Sentry Security Services', 'Black Stars Guards Ltd', 'Ironclad Protection'],
  ZA: ['Fidelity Services Group', 'Bidvest Protea Coin', 'Thorburn Security'],
  GB: ['Mitie Security', 'Corps Security', 'Westgate Guarding Ltd'],
  DE: ['Kötter Security', 'Securitas Deutschland', 'Wachdienst Nord GmbH'],
  FR: ['Fiducial Sécurité', 'Securitas France', 'Gardiennage Île-de-France'],
  NL: ['Trigion', 'Securitas Nederland', 'Facilicom Beveiliging'],
  ES: ['Prosegur', 'Securitas España', 'Vigilancia Integral SL'],
  PL: ['Impel Security', 'Konsalnet', 'Agencja Ochrony Solid'],
};

const SITES18: Record<Country18, readonly string[]> = {
  NG: ['Ikeja City Mall – Gate B', 'Dangote Depot Apapa', 'First Bank Marina Branch', 'Lekki Phase 1 Estate'],
  KE: ['Garden City Mall', 'KCB Moi Avenue', 'Two Rivers Gate 3', 'Kasarani Stadium'],
  GH: ['Accra Mall Car Park', 'Tema Harbour Gate 2', 'Kumasi City Mall', 'Ecobank Ridge'],
  ZA: ['Maponya Mall', 'Canal Walk – Loading Bay', 'Gateway Umhlanga', 'Menlyn Park P4'],
  GB: ['Trafford Centre – North', 'St David’s Dewi Sant', 'Bullring Loading Bay', 'Royal Infirmary A&E'],
  DE: ['Hauptbahnhof Nord', 'Messe Halle 7', 'Klinikum Pforte', 'Logistikzentrum Tor 4'],
  FR: ['Gare de Lyon – Hall 2', 'Centre commercial Part-Dieu', 'CHU Entrée Urgences', 'Entrepôt Gonesse'],
  NL: ['Centraal Station – Oostzijde', 'Ziekenhuis Hoofdingang', 'Distributiecentrum Hal 3', 'Gemeentehuis'],
  ES: ['Estación de Atocha', 'Centro Comercial La Vaguada', 'Hospital – Urgencias', 'Nave logística Coslada'],
  PL: ['Galeria Mokotów', 'Dworzec Centralny', 'Szpital – Izba Przyjęć', 'Magazyn Stryków'],
};

function guardOf18(c: Ctx, p: Person18, company?: string, site?: string): Guard18 {
  const k = p.country;
  return { lic: guardLicence18(c, k), nat: nationalNo18(c, p), company: company ?? c.pick(COMPANIES18[k]), site: site ?? c.pick(SITES18[k]) };
}

function guardRegister18(c: Ctx, p: Person18, g: Guard18): PersonRecord {
  const k = p.country;
  const dob = anyDate18(c, p.dob, k);
  switch (k) {
    case 'NG':
      return rec([['Guard Card No', g.lic], ['SURNAME', p.surname.toUpperCase()], ['OTHER NAMES', givenFull18(p).toUpperCase()], ['Date of Birth', dob], [g.nat.key, g.nat.no], ['Employer', g.company], ['Phone No', anyPhone18(c, p.phone, k)]]);
    case 'KE':
      return rec([['PSRA Reg. No', g.lic], ['Full Names', `${givenFull18(p)} ${p.surname}`.toUpperCase()], [g.nat.key, g.nat.no], ['D.O.B', dob], ['Employer', g.company], ['Mobile', anyPhone18(c, p.phone, k)], ['Category', 'Guard']]);
    case 'GH':
      return rec([['Licence No', g.lic], ['Name of Guard', `${p.surname}, ${givenFull18(p)}`], [g.nat.key, g.nat.no], ['DOB', dob], ['Company', g.company], ['Tel', anyPhone18(c, p.phone, k)]]);
    case 'ZA':
      return rec([['PSIRA No', g.lic], ['Surname', p.surname.toUpperCase()], ['Full Names', givenFull18(p).toUpperCase()], [g.nat.key, g.nat.no], ['Grade', c.pick(['A', 'B', 'C', 'D', 'E'])], ['Employer', g.company]]);
    case 'GB':
      return rec([['Licence number', g.lic], ['Surname', p.surname], ['Forenames', givenFull18(p)], ['Date of birth', dob], ['Licence sector', c.pick(['Door Supervision', 'Security Guarding', 'Public Space Surveillance (CCTV)'])], ['Expiry date', date18(randomDob18(c, 2026, 2028), 'dd/mm/yyyy')]]);
    case 'DE':
      return rec([['Bewacher-ID', g.lic], ['Familienname', p.surname], ['Vorname(n)', givenFull18(p)], ['Geburtsdatum', dob], ['Geburtsort', c.pick(['Essen', 'Dortmund', 'Bremen', 'Ankara', 'Rostock', 'Kassel'])], ['Qualifikation', c.pick(['Unterrichtung § 34a GewO', 'Sachkundeprüfung § 34a GewO'])], ['Arbeitgeber', g.company]]);
    case 'FR':
      return rec([['N° carte professionnelle', g.lic], ['NOM', p.surname.toUpperCase()], ['Prénom(s)', givenFull18(p)], ['Date de naissance', dob], ['Activité', c.pick(['Surveillance humaine', 'Agent cynophile', 'Sûreté aéroportuaire'])], ['Employeur', g.company]]);
    case 'NL':
      return rec([['Pasnummer', g.lic], ['Achternaam', p.surname], ['Voornamen', givenFull18(p)], ['Geboortedatum', dob], ['Functie', 'Beveiliger'], ['Werkgever', g.company]]);
    case 'ES':
      return rec([['Nº TIP', g.lic], ['Apellidos', fullSurname18(p)], ['Nombre', p.given], [g.nat.key, g.nat.no], ['Fecha de nacimiento', dob], ['Empresa', g.company]]);
    case 'PL':
      return rec([['Nr wpisu na listę', g.lic], ['Nazwisko', p.surname], ['Imiona', givenFull18(p)], [g.nat.key, g.nat.no], ['Pracodawca', g.company]]);
  }
}

const SHIFTS18 = ['Day 06:00–18:00', 'Night 18:00–06:00', '07h00-19h00', '19h00-07h00', 'Early 06-14', 'Late 14-22', 'Night 22-06'];

function dutyRoster18(c: Ctx, p: Person18, g: Guard18, byNational: boolean): PersonRecord {
  const k = p.country;
  const first = called18(c, p);
  const name = c.pick([`${first} ${fullSurname18(p)}`, `${fullSurname18(p).toUpperCase()} ${first}`, `${first[0]}. ${p.surname}`, `${p.surname}, ${first}`]);
  const ref = byNational ? g.nat.no : respace18(g.lic, c);
  const ph = anyPhone18(c, p.phone, k);
  const shift = c.pick(SHIFTS18);
  const date = date18(randomDob18(c, 2025, 2025), dateForms18(k)[0]!);
  if (k === 'DE') return rec([['Datum', date], ['Objekt', g.site], ['Mitarbeiter', name], [byNational ? 'Ausweis-Nr.' : 'Bewacher-ID', ref], ['Schicht', shift], ['Handy', ph]]);
  if (k === 'FR') return rec([['Date', date], ['Site', g.site], ['Agent', name], [byNational ? 'Pièce d’identité' : 'Carte pro', ref], ['Vacation', shift], ['Portable', ph]]);
  if (k === 'NL') return rec([['Datum', date], ['Object', g.site], ['Beveiliger', name], [byNational ? 'BSN' : 'Pasnr', ref], ['Dienst', shift], ['Mobiel', ph]]);
  if (k === 'ES') return rec([['Fecha', date], ['Servicio', g.site], ['Vigilante', name], [byNational ? 'DNI' : 'TIP', ref], ['Turno', shift], ['Móvil', ph]]);
  if (k === 'PL') return rec([['Data', date], ['Obiekt', g.site], ['Pracownik ochrony', name], [byNational ? 'PESEL' : 'Nr wpisu', ref], ['Zmiana', shift], ['Tel. kom.', ph]]);
  const idKey = byNational ? (k === 'GB' ? 'NI No' : k === 'GH' ? 'Ghana Card' : 'ID No') : k === 'GB' ? 'SIA Badge' : k === 'ZA' ? 'PSIRA' : 'Badge No';
  return rec([['Date', date], ['Site', g.site], ['Officer', name], [idKey, ref], ['Shift', shift], ['Contact', ph], ['Post', c.pick(['Main gate', 'Reception', 'Patrol', 'Car park', 'Control room'])]]);
}

const sameGuard: Kind18 = {
  kind: 'same_guard_licence_vs_site_duty_roster',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const p = newPerson18(c, country18(c, j), 1962, 2004);
    const g = guardOf18(c, p);
    const a = guardRegister18(c, p, g);
    // The roster quotes the national number only where the register also holds it.
    const byNational = Object.hasOwn(a, g.nat.key) && c.chance(0.3);
    return { a, b: dutyRoster18(c, p, g, byNational) };
  },
};

const diffGuard: Kind18 = {
  kind: 'diff_guard_roster_brothers_one_company',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country18(c, j);
    const p = newPerson18(c, k, 1965, 2002, 'M');
    // A brother (or cousin of one surname) at least two years apart.
    const y = p.dob.y + (c.chance(0.5) ? c.int(2, 9) : -c.int(2, 9));
    const q = relative18(c, p, y, y, 'M', true);
    const g = guardOf18(c, p);
    const h = guardOf18(c, q, g.company, g.site);
    return { a: guardRegister18(c, p, g), b: dutyRoster18(c, q, h, false) };
  },
};

// ---------------------------------------------------------------- food handlers: certificate vs kitchen staff list

interface Food18 {
  cert: string;
  nat: { key: string; no: string };
  place: string;
}

export function foodCert18(c: Ctx, k: Country18): string {
  switch (k) {
    case 'NG':
      return `LSEHC/FH/${c.int(2024, 2025)}/${c.digits(6)}`;
    case 'KE':
      return `NCC/PH/FH/${c.digits(6)}`;
    case 'GH':
      return `FDA/HC/${c.digits(7)}`;
    case 'ZA':
      return `FH${c.digits(8)}`;
    case 'GB':
      return `${c.letters(3)}-${c.digits(7)}`;
    case 'DE':
      return `GA-${c.digits(4)}/${c.int(2023, 2025)}`;
    case 'FR':
      return `HACCP-${c.int(2023, 2025)}-${c.digits(5)}`;
    case 'NL':
      return c.digits(8);
    case 'ES':
      return `MA-${c.digits(6)}`;
    case 'PL':
      return `${c.digits(4)}/${c.int(2023, 2025)}/SE`;
  }
}

const KITCHENS18: Record<Country18, readonly string[]> = {
  NG: ['Mama Put Buka, Yaba', 'Chicken Republic Allen', 'Item 7 Canteen', 'Terra Kulture Kitchen'],
  KE: ['Mama Oliech Restaurant', 'Java House Kimathi St', 'Kilimanjaro Jamia', 'Nyama Choma Ranch'],
  GH: ['Auntie Muni Waakye', 'Buka Restaurant Osu', 'Chop Bar Asafo', 'Papaye Spintex'],
  ZA: ['Chesa Nyama Vilakazi', 'Spur Canal Walk', 'Gatsby House', 'Durban Curry Palace'],
  GB: ['The Red Lion (kitchen)', 'Dishoom back of house', 'Greggs Bakehouse', 'School Kitchen – St Mary’s'],
  DE: ['Gasthaus Zur Linde', 'Imbiss Anatolia', 'Mensa Uni Ost', 'Bäckerei Sommer'],
  FR: ['Brasserie du Marché', 'Boulangerie Saint-Michel', 'Cantine scolaire Jules-Ferry', 'Restaurant Le Baobab'],
  NL: ['Eetcafé De Hoek', 'Snackbar Het Plein', 'Bedrijfsrestaurant Hal 2', 'Bakkerij Kok'],
  ES: ['Bar Casa Paco', 'Restaurante El Puerto', 'Comedor escolar CEIP Cervantes', 'Churrería La Esquina'],
  PL: ['Bar Mleczny Pod Arkadami', 'Restauracja Stara Kuchnia', 'Stołówka szkolna nr 5', 'Piekarnia Sikora'],
};

function foodOf18(c: Ctx, p: Person18, place?: string): Food18 {
  return { cert: foodCert18(c, p.country), nat: nationalNo18(c, p), place: place ?? c.pick(KITCHENS18[p.country]) };
}

function foodCertificate18(c: Ctx, p: Person18, f: Food18): PersonRecord {
  const k = p.country;
  const dob = anyDate18(c, p.dob, k);
  const exam = date18(randomDob18(c, 2024, 2025), dateForms18(k)[0]!);
  const name = `${givenFull18(p)} ${fullSurname18(p)}`;
  switch (k) {
    case 'NG':
      return rec([['Certificate No', f.cert], ['Name', name.toUpperCase()], ['Sex', p.sex], ['Date of Birth', dob], ['Establishment', f.place], ['Date of Examination', exam], ['Phone', anyPhone18(c, p.phone, k)]]);
    case 'KE':
      return rec([['Cert No', f.cert], ['Name', name], [f.nat.key, f.nat.no], ['Premises', f.place], ['Date Examined', exam], ['Tests', c.pick(['Stool, Urine, Widal', 'Stool & Sputum', 'Chest X-ray, Stool'])], ['Tel', anyPhone18(c, p.phone, k)]]);
    case 'GH':
      return rec([['Health Cert. No', f.cert], ['Full Name', name], [f.nat.key, f.nat.no], ['DOB', dob], ['Facility', f.place], ['Issued', exam]]);
    case 'ZA':
      return rec([['Certificate No', f.cert], ['Name & Surname', name], [f.nat.key, f.nat.no], ['Course', 'Food Handler Hygiene Training'], ['Date', exam]]);
    case 'GB':
      return rec([['Certificate number', f.cert], ['Learner name', name], ['Date of birth', dob], ['Qualification', c.pick(['Level 2 Award in Food Safety in Catering', 'Level 2 Food Hygiene and Safety'])], ['Date achieved', exam]]);
    case 'DE':
      return rec([['Bescheinigung Nr.', f.cert], ['Name, Vorname', `${p.surname}, ${givenFull18(p)}`], ['Geburtsdatum', dob], ['Belehrung gem. § 43 IfSG am', exam], ['Betrieb', f.place]]);
    case 'FR':
      return rec([['N° attestation', f.cert], ['Nom', p.surname.toUpperCase()], ['Prénom', p.given], ['Né(e) le', dob], ['Formation', 'Hygiène alimentaire (HACCP) 14 h'], ['Établissement', f.place]]);
    case 'NL':
      return rec([['Certificaatnummer', f.cert], ['Naam', `${p.given} ${p.surname}`], ['Geboortedatum', dob], ['Training', 'Hygiënecode Horeca'], ['Behaald op', exam]]);
    case 'ES':
      return rec([['Nº de carné', f.cert], ['Apellidos y nombre', `${fullSurname18(p).toUpperCase()}, ${p.given.toUpperCase()}`], [f.nat.key, f.nat.no], ['Fecha de expedición', exam], ['Establecimiento', f.place]]);
    case 'PL':
      return rec([['Nr orzeczenia', f.cert], ['Imię i nazwisko', name], [f.nat.key, f.nat.no], ['Data badania', exam], ['Zakład', f.place]]);
  }
}

const POSITIONS18 = ['Cook', 'Chef de partie', 'Kitchen porter', 'Baker', 'Server', 'Dishwasher', 'Sous chef', 'Kitchen assistant'];

function staffList18(c: Ctx, p: Person18, f: Food18, byNational: boolean, withPhone: boolean): PersonRecord {
  const k = p.country;
  const first = called18(c, p);
  const name = c.pick([`${first} ${fullSurname18(p)}`, `${fullSurname18(p).toUpperCase()} ${first}`, `${first} ${p.surname[0]}.`, `${p.surname} ${first}`]);
  const certRef = byNational ? f.nat.no : respace18(f.cert, c);
  const ph = withPhone ? anyPhone18(c, p.phone, k) : '';
  const pos = c.pick(POSITIONS18);
  if (k === 'DE') return rec([['Mitarbeiter/in', name], ['Tätigkeit', pos], [byNational ? 'Ausweis-Nr.' : 'IfSG-Bescheinigung', certRef], ['Handy', ph], ['Betrieb', f.place]]);
  if (k === 'FR') return rec([['Salarié', name], ['Poste', pos], [byNational ? 'CNI' : 'Attestation HACCP', certRef], ['Portable', ph]]);
  if (k === 'NL') return rec([['Medewerker', name], ['Functie', pos], [byNational ? 'BSN' : 'Hygiëne cert.', certRef], ['Mobiel', ph]]);
  if (k === 'ES') return rec([['Empleado/a', name], ['Puesto', pos], [byNational ? 'DNI' : 'Carné manipulador', certRef], ['Móvil', ph]]);
  if (k === 'PL') return rec([['Pracownik', name], ['Stanowisko', pos], [byNational ? 'PESEL' : 'Orzeczenie', certRef], ['Telefon', ph]]);
  return rec([['Staff Name', name], ['Position', pos], [byNational ? (k === 'GB' ? 'NI No' : k === 'GH' ? 'Ghana Card' : 'ID No') : 'Food Handler Cert', certRef], ['Mobile', ph], ['Outlet', f.place]]);
}

const sameFood: Kind18 = {
  kind: 'same_food_handler_certificate_vs_staff_list',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const p = newPerson18(c, country18(c, j), 1960, 2006);
    const f = foodOf18(c, p);
    const a = foodCertificate18(c, p, f);
    const byNational = Object.hasOwn(a, f.nat.key) && c.chance(0.35);
    return { a, b: staffList18(c, p, f, byNational, c.chance(0.6)) };
  },
};

const diffFood: Kind18 = {
  kind: 'diff_food_handlers_parent_child_one_kitchen',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country18(c, j);
    const parent = newPerson18(c, k, 1950, 1982);
    const child = relative18(c, parent, parent.dob.y + 18, Math.min(parent.dob.y + 36, 2006));
    // At times the family kitchen's one phone stands for both.
    const child2 = c.chance(0.4) ? { ...child, phone: parent.phone } : child;
    const f = foodOf18(c, parent);
    const g = foodOf18(c, child2, f.place);
    return c.chance(0.5) ? { a: foodCertificate18(c, parent, f), b: staffList18(c, child2, g, false, true) } : { a: foodCertificate18(c, child2, g), b: staffList18(c, parent, f, false, true) };
  },
};

// ---------------------------------------------------------------- dog keepers: licence / chip register vs rabies certificate

interface Dog18 {
  chip: string;
  name: string;
  breed: string;
}

const DOG_NAMES18 = ['Simba', 'Bingo', 'Rex', 'Bella', 'Max', 'Tiger', 'Lucky', 'Luna', 'Bruno', 'Rocky', 'Daisy', 'Jackie', 'Spike', 'Nala'];
const BREEDS18 = ['Boerboel', 'German Shepherd', 'Rottweiler', 'Mixed breed', 'Labrador', 'Jack Russell', 'Staffordshire Bull Terrier', 'Africanis', 'Cocker Spaniel', 'Chihuahua'];
const CHIP_CC18: Record<Country18, string> = { NG: '566', KE: '404', GH: '288', ZA: '710', GB: '826', DE: '276', FR: '250', NL: '528', ES: '724', PL: '616' };

function dogOf18(c: Ctx, k: Country18): Dog18 {
  // Chips in Africa are often the manufacturer's 985 / 900 series; Europe writes the country code.
  const prefix = EU18.includes(k) || k === 'GB' ? CHIP_CC18[k] : c.pick(['985', '900', CHIP_CC18[k]]);
  return { chip: prefix + c.digits(12), name: c.pick(DOG_NAMES18), breed: c.pick(BREEDS18) };
}

function dogLicence18(c: Ctx, p: Person18, dog: Dog18, addr: Addr18, nat: { key: string; no: string } | undefined): PersonRecord {
  const k = p.country;
  const ph = anyPhone18(c, p.phone, k);
  const full = `${givenFull18(p)} ${fullSurname18(p)}`;
  const lic = `${c.pick(['DL', 'LIC'])}/${c.int(2024, 2025)}/${c.digits(5)}`;
  switch (k) {
    case 'NG':
      return rec([['Licence No', lic], ["Owner's Name", full], ['Address', addrLine18(addr, k)], ['Phone', ph], [nat?.key ?? '', nat?.no], ["Dog's Name", dog.name], ['Breed', dog.breed], ['Microchip/Tag', dog.chip]]);
    case 'KE':
      return rec([['Licence No', lic], ['Owner', full.toUpperCase()], [nat?.key ?? '', nat?.no], ['Plot/House', addrLine18(addr, k)], ['Mobile', ph], ['Dog Name', dog.name], ['Colour/Breed', dog.breed], ['Tag/Chip No', dog.chip]]);
    case 'GH':
      return rec([['Reg. No', lic], ['Owner', `${p.surname.toUpperCase()} ${givenFull18(p)}`], ['House No. / Location', addrLine18(addr, k)], ['Tel', ph], [nat?.key ?? '', nat?.no], ['Dog', `${dog.name} (${dog.breed})`], ['Chip', dog.chip]]);
    case 'ZA':
      return rec([['Permit No', lic], ['Owner Surname', p.surname], ['Owner First Names', givenFull18(p)], [nat?.key ?? '', nat?.no], ['Street Address', addrLine18(addr, k)], ['Cell', ph], ['Dog Name', dog.name], ['Microchip No', dog.chip]]);
    case 'GB':
      return rec([['Microchip number', dog.chip], ['Keeper title', c.pick(p.sex === 'M' ? ['Mr'] : ['Mrs', 'Ms', 'Miss'])], ['Keeper first name', p.given], ['Keeper surname', p.surname], ['Address', addr.line], ['Town', addr.town], ['Postcode', addr.post], ['Telephone', ph], ['Animal name', dog.name], ['Breed', dog.breed]]);
    case 'DE':
      return rec([['Steuermarke Nr.', String(c.int(1, 9999))], ['Name', p.surname], ['Vorname', p.given], ['Geburtsdatum', date18(p.dob, 'dd.mm.yyyy')], ['Anschrift', addrLine18(addr, k)], ['Telefon', ph], ['Rufname des Hundes', dog.name], ['Rasse', dog.breed], ['Transpondernummer', dog.chip]]);
    case 'FR':
      return rec([['N° d’identification', dog.chip], ['Nom du détenteur', p.surname.toUpperCase()], ['Prénom', p.given], ['Adresse', addrLine18(addr, k)], ['Téléphone', ph], ['Nom de l’animal', dog.name], ['Race', dog.breed]]);
    case 'NL':
      return rec([['Chipnummer', dog.chip], ['Naam eigenaar', `${p.given} ${p.surname}`], ['Adres', addrLine18(addr, k)], ['Telefoonnummer', ph], ['Naam hond', dog.name], ['Ras', dog.breed]]);
    case 'ES':
      return rec([['Nº microchip', dog.chip], ['Titular', `${fullSurname18(p)}, ${p.given}`], [nat?.key ?? '', nat?.no], ['Domicilio', addrLine18(addr, k)], ['Teléfono', ph], ['Nombre del animal', dog.name], ['Raza', dog.breed]]);
    case 'PL':
      return rec([['Nr chipa', dog.chip], ['Imię i nazwisko właściciela', `${p.given} ${p.surname}`], [nat?.key ?? '', nat?.no], ['Adres', addrLine18(addr, k)], ['Telefon', ph], ['Imię psa', dog.name], ['Rasa', dog.breed]]);
  }
}

const VACCINES18 = ['Nobivac Rabies', 'Rabisin', 'Defensor 3', 'Rabvac 3', 'Versiguard Rabies'];

function rabiesCertificate18(c: Ctx, p: Person18, dog: Dog18, addr: Addr18): PersonRecord {
  const k = p.country;
  const first = called18(c, p);
  const title = p.sex === 'M' ? { GB: 'Mr', DE: 'Herr', FR: 'M.', NL: 'Dhr.', ES: 'D.', PL: 'Pan', NG: 'Mr', KE: 'Mr', GH: 'Mr', ZA: 'Mr' }[k] : { GB: 'Mrs', DE: 'Frau', FR: 'Mme', NL: 'Mevr.', ES: 'Dña.', PL: 'Pani', NG: 'Mrs', KE: 'Ms', GH: 'Mrs', ZA: 'Mrs' }[k];
  const owner = c.pick([`${title} ${first} ${fullSurname18(p)}`, `${title} ${p.given[0]}. ${p.surname}`, `${fullSurname18(p).toUpperCase()}, ${first}`, `${first} ${p.surname}`]);
  const chip = c.chance(0.5) ? dog.chip : dog.chip.replace(/^(\d{3})(\d{3})(\d+)$/, '$1 $2 $3');
  const ph = anyPhone18(c, p.phone, k);
  const vax = c.pick(VACCINES18);
  const batch = `${c.letters(1)}${c.digits(5)}`;
  const date = date18(randomDob18(c, 2025, 2025), dateForms18(k)[0]!);
  if (k === 'DE') return rec([['Halter', owner], ['Anschrift', addrOther18(c, addr, k)], ['Tel.', ph], ['Tier', `${dog.name}, ${dog.breed}`], ['Mikrochip', chip], ['Impfstoff', vax], ['Ch.-B.', batch], ['Impfdatum', date]]);
  if (k === 'FR') return rec([['Propriétaire', owner], ['Adresse', addrOther18(c, addr, k)], ['Tél.', ph], ['Animal', `${dog.name} – ${dog.breed}`], ['Transpondeur', chip], ['Vaccin antirabique', vax], ['Lot', batch], ['Date', date]]);
  if (k === 'NL') return rec([['Eigenaar', owner], ['Adres', addrOther18(c, addr, k)], ['Tel.', ph], ['Dier', `${dog.name} (${dog.breed})`], ['Chip', chip], ['Vaccin', vax], ['Batch', batch], ['Datum', date]]);
  if (k === 'ES') return rec([['Propietario/a', owner], ['Dirección', addrOther18(c, addr, k)], ['Tel.', ph], ['Animal', `${dog.name}, ${dog.breed}`], ['Microchip', chip], ['Vacuna antirrábica', vax], ['Lote', batch], ['Fecha', date]]);
  if (k === 'PL') return rec([['Właściciel', owner], ['Adres', addrOther18(c, addr, k)], ['Tel.', ph], ['Zwierzę', `${dog.name}, ${dog.breed}`], ['Nr mikroczipa', chip], ['Szczepionka', vax], ['Seria', batch], ['Data szczepienia', date]]);
  return rec([['Owner', owner], ['Address', addrOther18(c, addr, k)], ['Owner Tel', ph], ['Animal', `${dog.name} (${dog.breed})`], ['Microchip/Tag', chip], ['Vaccine', vax], ['Batch No', batch], ['Date Vaccinated', date], ['Next Due', date18(randomDob18(c, 2026, 2028), dateForms18(k)[0]!)]]);
}

const sameDog: Kind18 = {
  kind: 'same_dog_licence_vs_rabies_certificate',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const p = newPerson18(c, country18(c, j), 1945, 2003);
    const dog = dogOf18(c, p.country);
    const addr = address18(c, p.country);
    const nat = c.chance(0.4) ? nationalNo18(c, p) : undefined;
    return { a: dogLicence18(c, p, dog, addr, nat), b: rabiesCertificate18(c, p, dog, addr) };
  },
};

const diffDog: Kind18 = {
  kind: 'diff_dog_keepers_spouses_one_address',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country18(c, j);
    const p = newPerson18(c, k, 1950, 1998);
    const q = spouse18(c, p);
    const addr = address18(c, k);
    // Two dogs of one house, each registered by the one who took it to the vet: own phones, own chips.
    return { a: dogLicence18(c, p, dogOf18(c, k), addr, undefined), b: rabiesCertificate18(c, q, dogOf18(c, k), addr) };
  },
};

// ---------------------------------------------------------------- housing: waiting list vs allocation / offer letter

interface Housing18 {
  ref: string;
  nat: { key: string; no: string };
}

export function housingRef18(c: Ctx, k: Country18): string {
  switch (k) {
    case 'NG':
      return `HOMS/${c.int(2022, 2025)}/${c.digits(6)}`;
    case 'KE':
      return `BY-${c.digits(8)}`;
    case 'GH':
      return `AHP/${c.pick(['GA', 'AS', 'CR', 'NR'])}/${c.digits(5)}`;
    case 'ZA':
      return `HNR${c.digits(9)}`;
    case 'GB':
      return `HR${c.digits(6)}`;
    case 'DE':
      return `WBS ${c.digits(3)}/${c.int(2023, 2025)}`;
    case 'FR':
      return `0${c.int(13, 95)}${c.int(23, 25)}${c.digits(2)}${c.digits(8)}${c.letters(1)}`;
    case 'NL':
      return c.digits(9);
    case 'ES':
      return `VP-${c.int(2023, 2025)}-${c.digits(6)}`;
    case 'PL':
      return `ML.${c.digits(4)}.${c.int(2023, 2025)}`;
  }
}

function housingOf18(c: Ctx, p: Person18): Housing18 {
  return { ref: housingRef18(c, p.country), nat: nationalNo18(c, p) };
}

function waitingList18(c: Ctx, p: Person18, h: Housing18, addr: Addr18): PersonRecord {
  const k = p.country;
  const dob = anyDate18(c, p.dob, k);
  const size = String(c.int(1, 7));
  switch (k) {
    case 'NG':
      return rec([['Application No', h.ref], ['Applicant Name', `${p.surname.toUpperCase()} ${givenFull18(p)}`], [h.nat.key, h.nat.no], ['Date of Birth', dob], ['Phone Number', anyPhone18(c, p.phone, k)], ['Present Address', addrLine18(addr, k)], ['Scheme', c.pick(['Rent-to-Own', 'Outright Purchase', 'Mortgage'])]]);
    case 'KE':
      return rec([['Application Ref', h.ref], ['Applicant', `${givenFull18(p)} ${p.surname}`], [h.nat.key, h.nat.no], ['KRA PIN', `A${c.digits(9)}${c.letters(1)}`], ['Phone', anyPhone18(c, p.phone, k)], ['County', addr.town]]);
    case 'GH':
      return rec([['Ref No', h.ref], ['Applicant', `${givenFull18(p)} ${p.surname}`], [h.nat.key, h.nat.no], ['DOB', dob], ['Tel', anyPhone18(c, p.phone, k)], ['Residential Address', addrLine18(addr, k)]]);
    case 'ZA':
      return rec([['Registration No', h.ref], ['Applicant Surname', p.surname], ['Applicant Names', givenFull18(p)], [h.nat.key, h.nat.no], ['Contact No', anyPhone18(c, p.phone, k)], ['Ward', String(c.int(1, 120))], ['Household Size', size]]);
    case 'GB':
      return rec([['Housing register no', h.ref], ['Lead applicant', `${c.pick(p.sex === 'M' ? ['Mr'] : ['Mrs', 'Ms', 'Miss'])} ${givenFull18(p)} ${p.surname}`], ['Date of birth', dob], [h.nat.key, h.nat.no], ['Band', c.pick(['Band A', 'Band B', 'Band C', 'Band D'])], ['Current address', addrLine18(addr, k)], ['Bedroom need', `${c.int(1, 4)} bed`]]);
    case 'DE':
      return rec([['WBS-Nr.', h.ref], ['Antragsteller/in', `${p.surname}, ${givenFull18(p)}`], ['Geburtsdatum', dob], ['Anschrift', addrLine18(addr, k)], ['Haushaltsgröße', size]]);
    case 'FR':
      return rec([['Numéro unique', h.ref], ['Nom', p.surname.toUpperCase()], ['Prénom', p.given], ['Date de naissance', dob], ['Adresse actuelle', addrLine18(addr, k)], ['Composition du foyer', `${size} personne(s)`]]);
    case 'NL':
      return rec([['Inschrijfnummer', h.ref], ['Naam', `${p.given} ${p.surname}`], ['Geboortedatum', dob], ['Adres', addrLine18(addr, k)], ['Inschrijfdatum', date18(randomDob18(c, 2012, 2022), 'dd-mm-yyyy')]]);
    case 'ES':
      return rec([['Nº expediente', h.ref], ['Solicitante', `${p.given} ${fullSurname18(p)}`], [h.nat.key, h.nat.no], ['Fecha de nacimiento', dob], ['Domicilio actual', addrLine18(addr, k)], ['Miembros de la unidad familiar', size]]);
    case 'PL':
      return rec([['Nr wniosku', h.ref], ['Wnioskodawca', `${p.given} ${p.surname}`], [h.nat.key, h.nat.no], ['Adres zamieszkania', addrLine18(addr, k)], ['Liczba osób w gospodarstwie', size]]);
  }
}

function offerLetter18(c: Ctx, p: Person18, h: Housing18, byNational: boolean, addr?: Addr18): PersonRecord {
  const k = p.country;
  const first = called18(c, p);
  const name = c.pick([`${givenFull18(p)} ${fullSurname18(p)}`, `${first} ${fullSurname18(p)}`, `${fullSurname18(p).toUpperCase()} ${p.given.toUpperCase()}`, `${p.given[0]}. ${p.surname}`]);
  const ref = byNational ? h.nat.no : respace18(h.ref, c);
  const start = date18(randomDob18(c, 2025, 2026), dateForms18(k)[0]!);
  const unit = `${c.pick(['Block', 'Unit', 'Flat'])} ${c.letters(1, 'ABCDEF')}${c.int(1, 40)}`;
  // The letter goes to where the applicant lives now, written the housing office's way.
  const to = addr ? addrOther18(c, addr, k) : '';
  if (k === 'DE') return rec([['Mieter/in', name], ['z. Zt. wohnhaft', to], [byNational ? 'Ausweis-Nr.' : 'WBS-Nr.', ref], ['Wohnung', `${unit}, ${c.int(1, 4)} Zi.`], ['Mietbeginn', start], ['Kaltmiete', `${c.int(380, 790)},00 €`]]);
  if (k === 'FR') return rec([['Locataire', name], ['Adresse actuelle', to], [byNational ? 'N° CNI' : 'N° unique', ref], ['Logement', `${unit}, T${c.int(1, 5)}`], ['Date d’effet du bail', start], ['Loyer', `${c.int(320, 690)} €`]]);
  if (k === 'NL') return rec([['Huurder', name], ['Huidig adres', to], [byNational ? 'BSN' : 'Inschrijfnummer', ref], ['Woning', unit], ['Ingangsdatum', start], ['Kale huur', `€ ${c.int(520, 880)},00`]]);
  if (k === 'ES') return rec([['Adjudicatario/a', name], ['Domicilio actual', to], [byNational ? 'DNI' : 'Expediente', ref], ['Vivienda', `${unit}, ${c.int(1, 4)} dorm.`], ['Fecha de adjudicación', start]]);
  if (k === 'PL') return rec([['Najemca', name], ['Obecny adres', to], [byNational ? 'PESEL' : 'Nr wniosku', ref], ['Lokal', `${unit}, ${c.int(1, 4)} pok.`], ['Data zawarcia umowy', start]]);
  const idKey = byNational ? (k === 'GB' ? 'NI No' : k === 'GH' ? 'Ghana Card' : k === 'NG' ? 'NIN' : 'ID No') : k === 'GB' ? 'Your ref' : 'Application Ref';
  return rec([[k === 'GB' ? 'Tenant' : 'Allottee', name], [k === 'GB' ? 'Current address' : 'Present Address', to], [idKey, ref], ['Property', `${unit}, ${c.pick(['Sunrise Estate', 'Green Park Court', 'Riverside Phase 2', 'Hilltop Gardens'])}`], [k === 'GB' ? 'Tenancy start' : 'Date of Allocation', start]]);
}

const sameHousing: Kind18 = {
  kind: 'same_housing_application_vs_allocation_letter',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const p = newPerson18(c, country18(c, j), 1950, 2004);
    const h = housingOf18(c, p);
    const addr = address18(c, p.country);
    const a = waitingList18(c, p, h, addr);
    const byNational = Object.hasOwn(a, h.nat.key) && c.chance(0.3);
    return { a, b: offerLetter18(c, p, h, byNational, c.chance(0.5) ? addr : undefined) };
  },
};

const diffHousing: Kind18 = {
  kind: 'diff_housing_applicant_vs_grown_child',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country18(c, j);
    const parent = newPerson18(c, k, 1945, 1980);
    const child = relative18(c, parent, parent.dob.y + 18, Math.min(parent.dob.y + 38, 2006));
    const addr = address18(c, k);
    const hp = housingOf18(c, parent);
    const a = waitingList18(c, parent, hp, addr);
    // The child's letter, sent to the one address, quotes the child's own application or, where the parent's row holds
    // a national number, at times the child's own.
    const byNational = Object.hasOwn(a, hp.nat.key) && c.chance(0.3);
    return { a, b: offerLetter18(c, child, housingOf18(c, child), byNational, addr) };
  },
};

// ---------------------------------------------------------------- scrap sellers: dealer's register vs payout

interface Seller18 {
  doc: { kind: string; no: string };
  plate: string;
}

function plate18(c: Ctx, k: Country18): string {
  switch (k) {
    case 'NG':
      return `${c.pick(['LSD', 'KJA', 'ABJ', 'EKY', 'APP'])}-${c.int(100, 999)}${c.letters(2)}`;
    case 'KE':
      return `K${c.letters(2)} ${c.int(100, 999)}${c.letters(1)}`;
    case 'GH':
      return `${c.pick(['GR', 'GW', 'AS', 'GT'])} ${c.int(1000, 9999)}-${c.int(10, 25)}`;
    case 'ZA':
      return `${c.letters(2)} ${two(c.int(10, 99))} ${c.letters(2)} GP`;
    case 'GB':
      return `${c.letters(2)}${c.int(10, 74)} ${c.letters(3)}`;
    case 'DE':
      return `${c.pick(['B', 'K', 'HH', 'DO', 'E'])}-${c.letters(2)} ${c.int(10, 9999)}`;
    case 'FR':
      return `${c.letters(2)}-${c.int(100, 999)}-${c.letters(2)}`;
    case 'NL':
      return `${c.letters(2)}-${c.int(100, 999)}-${c.letters(1)}`;
    case 'ES':
      return `${c.int(1000, 9999)} ${c.letters(3, 'BCDFGHJKLMNPRSTVWXYZ')}`;
    case 'PL':
      return `${c.pick(['WA', 'KR', 'EL', 'DW', 'PO'])} ${c.int(10000, 99999)}`;
  }
}

/** The ID document a dealer sees: the national card in most places, a driving licence or passport at times. */
function sellerDoc18(c: Ctx, p: Person18): { kind: string; no: string } {
  const k = p.country;
  if (c.chance(0.3)) {
    if (k === 'GB') return { kind: 'Driving licence', no: `${fold18(p.surname).toUpperCase().replace(/[^A-Z]/g, '').padEnd(5, '9').slice(0, 5)}${c.digits(6)}${p.given[0]!.toUpperCase()}${c.letters(1)}9${c.letters(2)}` };
    return { kind: 'Passport', no: `${c.letters(k === 'ZA' || k === 'KE' ? 1 : 2)}${c.digits(7)}` };
  }
  const nat = nationalNo18(c, p);
  const kind: Record<Country18, string> = { NG: 'NIN slip', KE: 'National ID', GH: 'Ghana Card', ZA: 'ID book', GB: 'Photocard licence', DE: 'Personalausweis', FR: 'CNI', NL: 'ID-kaart', ES: 'DNI', PL: 'Dowód osobisty' };
  return { kind: kind[k], no: k === 'GB' ? `${fold18(p.surname).toUpperCase().replace(/[^A-Z]/g, '').padEnd(5, '9').slice(0, 5)}${c.digits(6)}${p.given[0]!.toUpperCase()}${c.letters(1)}9${c.letters(2)}` : nat.no };
}

const MATERIALS18 = ['Copper wire', 'Aluminium cans', 'Brass fittings', 'Car battery', 'Heavy steel', 'Cast iron', 'Stainless steel', 'Light iron'];

function sellerRegister18(c: Ctx, p: Person18, s: Seller18, addr: Addr18): PersonRecord {
  const k = p.country;
  const kg = `${c.int(4, 900)}${c.chance(0.3) ? `.${c.int(1, 9)}` : ''}`;
  const mat = c.pick(MATERIALS18);
  const date = date18(randomDob18(c, 2025, 2025), dateForms18(k)[0]!);
  switch (k) {
    case 'GB':
      return rec([['Date', date], ['Supplier name', `${givenFull18(p)} ${p.surname}`], ['Address', addrLine18(addr, k)], ['ID type', s.doc.kind], ['ID number', s.doc.no], ['Vehicle reg', s.plate], ['Description', mat], ['Weight (kg)', kg]]);
    case 'DE':
      return rec([['Datum', date], ['Verkäufer', `${p.surname}, ${p.given}`], ['Anschrift', addrLine18(addr, k)], ['Ausweisart', s.doc.kind], ['Ausweis-Nr.', s.doc.no], ['Kfz-Kennzeichen', s.plate], ['Material', mat], ['Gewicht kg', kg]]);
    case 'FR':
      return rec([['Date', date], ['Nom', p.surname.toUpperCase()], ['Prénom', p.given], ['Domicile', addrLine18(addr, k)], ['Pièce d’identité', `${s.doc.kind} n° ${s.doc.no}`], ['Immatriculation', s.plate], ['Nature des objets', mat], ['Poids (kg)', kg]]);
    case 'NL':
      return rec([['Datum', date], ['Naam verkoper', `${p.given} ${p.surname}`], ['Adres', addrLine18(addr, k)], ['Legitimatie', `${s.doc.kind} ${s.doc.no}`], ['Kenteken', s.plate], ['Omschrijving', mat], ['Gewicht (kg)', kg]]);
    case 'ES':
      return rec([['Fecha', date], ['Vendedor', `${fullSurname18(p)}, ${p.given}`], ['Domicilio', addrLine18(addr, k)], ['Documento', `${s.doc.kind} ${s.doc.no}`], ['Matrícula', s.plate], ['Material', mat], ['Peso (kg)', kg]]);
    case 'PL':
      return rec([['Data', date], ['Sprzedający', `${p.given} ${p.surname}`], ['Adres', addrLine18(addr, k)], ['Dokument tożsamości', `${s.doc.kind} ${s.doc.no}`], ['Nr rej. pojazdu', s.plate], ['Rodzaj odpadu', mat], ['Masa (kg)', kg]]);
    default:
      return rec([['Date', date], ["Seller's Name", c.chance(0.5) ? `${givenFull18(p)} ${p.surname}`.toUpperCase() : `${p.surname} ${givenFull18(p)}`], ['Address', addrLine18(addr, k)], ['ID Type', s.doc.kind], ['ID No', s.doc.no], ['Vehicle Reg No', s.plate], ['Material', mat], ['Weight (kg)', kg], ['Phone', anyPhone18(c, p.phone, k)]]);
  }
}

function payout18(c: Ctx, p: Person18, s: Seller18): PersonRecord {
  const k = p.country;
  const amount = String(c.int(8, 4800));
  const ticket = `T${c.digits(6)}`;
  // The account name as the bank or wallet returns it: capitals, surname first at times, cut at a field width.
  const raw = c.pick([`${fold18(fullSurname18(p))} ${fold18(givenFull18(p))}`, `${fold18(givenFull18(p))} ${fold18(fullSurname18(p))}`, `${fold18(p.given[0]!)} ${fold18(p.surname)}`]).toUpperCase();
  const acct = raw.length > 22 && c.chance(0.6) ? raw.slice(0, 22).trim() : raw;
  const narrative = `${ticket} ${s.doc.no}`;
  const withDoc = c.chance(0.5);
  if (k === 'NG' || k === 'KE' || k === 'GH') {
    const wallet = { NG: 'OPay', KE: 'M-PESA', GH: 'MTN MoMo' }[k];
    return rec([['Ticket', ticket], ['Paid to', acct], [`${wallet} No`, anyPhone18(c, p.phone, k)], ['Amount', `${{ NG: 'NGN', KE: 'KES', GH: 'GHS' }[k]} ${amount}`], ['Narration', withDoc ? narrative : ticket]]);
  }
  if (k === 'ZA') return rec([['Ticket No', ticket], ['Beneficiary', acct], ['Bank', c.pick(['Capitec', 'FNB', 'Absa', 'Standard Bank'])], ['Account No', c.digits(10)], ['Reference', narrative], ['Cell', anyPhone18(c, p.phone, k)], ['Amount', `R ${amount}`]]);
  const iban = { GB: `${c.int(10, 99)}-${c.int(10, 99)}-${c.int(10, 99)} ${c.digits(8)}`, DE: `DE${c.digits(20)}`, FR: `FR76${c.digits(23)}`, NL: `NL${c.int(10, 99)}${c.pick(['INGB', 'RABO', 'ABNA'])}0${c.digits(9)}`, ES: `ES${c.digits(22)}`, PL: `PL${c.digits(26)}` }[k];
  const key = { GB: ['Payee', 'Sort code / account', 'Payment reference', 'Mobile', 'Amount (£)'], DE: ['Empfänger', 'IBAN', 'Verwendungszweck', 'Handy', 'Betrag (EUR)'], FR: ['Bénéficiaire', 'IBAN', 'Libellé', 'Portable', 'Montant (€)'], NL: ['Begunstigde', 'IBAN', 'Omschrijving', 'Mobiel', 'Bedrag (€)'], ES: ['Beneficiario', 'IBAN', 'Concepto', 'Móvil', 'Importe (€)'], PL: ['Odbiorca', 'Nr rachunku', 'Tytuł przelewu', 'Telefon', 'Kwota (zł)'] }[k];
  // Europe pays by transfer: the document number rides in the reference, or the seller's mobile is on the slip.
  return rec([[key[0]!, acct], [key[1]!, iban], [key[2]!, withDoc ? narrative : ticket], [key[3]!, withDoc ? '' : anyPhone18(c, p.phone, k)], [key[4]!, amount]]);
}

/** The European and British seller registers hold no phone: there the payout names the document. */
function sameScrapPayout18(c: Ctx, p: Person18, s: Seller18): PersonRecord {
  const k = p.country;
  for (;;) {
    const b = payout18(c, p, s);
    if (k === 'NG' || k === 'KE' || k === 'GH' || k === 'ZA') return b;
    if (Object.values(b).some((v) => v.includes(s.doc.no))) return b;
  }
}

const sameScrap: Kind18 = {
  kind: 'same_scrap_seller_register_vs_payout',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const p = newPerson18(c, country18(c, j), 1958, 2004, c.chance(0.85) ? 'M' : 'F');
    const s: Seller18 = { doc: sellerDoc18(c, p), plate: plate18(c, p.country) };
    return { a: sellerRegister18(c, p, s, address18(c, p.country)), b: sameScrapPayout18(c, p, s) };
  },
};

const diffScrap: Kind18 = {
  kind: 'diff_scrap_sellers_brothers_one_vehicle',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country18(c, j);
    const p = newPerson18(c, k, 1962, 2003, 'M');
    const y = p.dob.y + (c.chance(0.5) ? c.int(2, 11) : -c.int(2, 11));
    const q = relative18(c, p, y, y, 'M', true);
    const plate = plate18(c, k);
    const addr = address18(c, k);
    // One van, one address; each brother shows his own ID, of one kind, when he sells.
    const da = sellerDoc18(c, p);
    let db = sellerDoc18(c, q);
    for (let i = 0; i < 40 && db.kind !== da.kind; i++) db = sellerDoc18(c, q);
    if (db.kind !== da.kind) db = { kind: da.kind, no: da.no.replace(/\d(?=\D*$)/, (d) => String((Number(d) + 1) % 10)) };
    const a = sellerRegister18(c, p, { doc: da, plate }, addr);
    const b = sellerRegister18(c, q, { doc: db, plate }, c.chance(0.6) ? addr : address18(c, k));
    return { a, b };
  },
};

export const HELDOUT18_KINDS: readonly Kind18[] = [sameGuard, sameFood, sameDog, sameHousing, sameScrap, diffGuard, diffFood, diffDog, diffHousing, diffScrap];
