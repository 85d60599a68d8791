// Held-out set 6 of labelled PERSON RECORD PAIRS (bench/data/persons-heldout6.jsonl, written by
// bench/persons/generate.ts with seed 6606).
//
// Author: an independent engineer of session s18-pset6 (issue 11), the sixth independent author, writing
// from their own knowledge of how person records arrive from sources the five earlier sets did not reach
// for: maternity and neonatal registers (`Baby of Ngozi Okafor`, `B/O`, `Twin 1 of …`) against child-health
// and immunisation cards, vaccination certificates (the EU digital certificate's fn/gn/fnt/gnt with ICAO
// `<` separators, a year-month birth date; African certificates quoting an id), court charge sheets and
// prison admission registers (aliases, an age, a PNC or id number), diaspora remittance senders against
// their home bank KYC (the MTO's generic `id_type` + `id_number` holding a passport), pension-fund
// transfers between administrators (RSA PIN, SSNIT, NSSF, GEPF, NI number, the German pension number and
// French NIR with the birth date inside them), company-officer registers (month and year of birth only),
// Francophone `NOM Prénoms` order and the Congolese nom + postnom, Irish, Scottish-Gaelic and Welsh forms
// against their anglicised forms (Ó Briain / O'Brien, Ní Bhriain, Seán / John, Dafydd / David), names
// round-tripped through Cyrillic (Ukrainian university records of African students: w → v, j → dzh;
// Ukrainian names in the passport, Russian-style, French and German systems), change-of-name notices and
// deed polls (`formerly known and addressed as`), military service records against veterans' pension
// records (ranks, service numbers), HR system migrations (employee numbers re-prefixed, `12-MAR-75`),
// utility accounts used as proof of address, and written abbreviations of names (Wm., Chas., Thos., Mª,
// Fco., Fdez., Glez., Mohd.) — in Nigeria, Kenya, Ghana, South Africa, the United Kingdom (GB) and the
// European Union (FR, CZ, ES, PT, IT, DE, IE), diasporas included (Senegalese, Ivorian, Congolese and
// Cameroonian records in every jurisdiction).
// What the author read: issue 11; the exported `compare` signature and the FieldMap type of
// src/compare/index.ts; the person pack's field names, aliases and name-in-parts keys as the OpenAPI
// document lists them for a caller; the HTTP contract (its opening); bench/persons/generate.ts,
// bench/persons.ts and test/bench/persons-generate.test.ts; commit 63283da's registration of set 5; of
// bench/persons/records.ts its types and `Ctx` (and, by a slip, its date and phone writers, lines 80–180);
// of templates-heldout1.ts … templates-heldout5.ts only their header comments.
// What the author did NOT read: the rest of src/compare/ (packs, comparators, data, name and nickname
// tables, training), src/lexicon/, test/compare/, the README's comparison-accuracy and issue-11
// paragraphs, sets 1–5's data files and their name lists (records.ts bodies … records5.ts). The engine
// and the bench were never run on this set while it was written. Every name list, short and abbreviated
// form, Gaelic pair, transliteration rule, place and identifier shape (records6.ts) is the author's own.
//
// Grain: `same` means the two records describe the same natural person, as a careful KYC analyst would
// judge from the two records alone; `different` means two natural people, however much they share (a
// mother's name inside a newborn's name, a charge sheet, a pension PIN on a nominee's claim, a staff
// number reissued, one family company, one enrolment session, a name in its Gaelic and English forms).
// Every `same` pair carries a name on both sides and at least one more agreeing value beyond a year of
// birth (a full birth date, a month and year, a document, service, employee or pension number, a phone,
// an address). Every `different` pair carries a birth date on both sides that differs (a company officer's
// month and year, another month or year); only unnamed newborn twins share one, and they differ in their
// name (Twin 1 / Twin 2, Baby A / Baby B) and hospital number. Pairs whose evidence would be truly
// insufficient were not written. Records keep the field names real exports use, read by the person pack or
// not (`patient_name`, `child_name`, `fn`/`gnt`, `accused`, `prisoner_no`, `sender_name`, `id_type`,
// `rsa_pin`, `correspondence_address`, `NOM`, `Prénoms`, `former_names`, `SVC_NO`, `EMPNAME`,
// `account_name` …) with the case they arrive in. A birth date is never written month first.
//
// Kinds (27 pairs each, cycling NG, KE, GH, ZA, GB, EU; 14 `same`, 14 `different`, 756 pairs):
//   same_newborn_named_later       a maternity register's unnamed newborn (`Baby of <mother>`, `B/O`,
//                                  `Baby Girl <surname>`) and the child-health / immunisation card with
//                                  the child's name: one hospital number (written otherwise), birth date,
//                                  mother's name.
//   same_vaccination_certificate   a vaccination certificate (EU: fn/gn/fnt/gnt, ICAO `<`, dob at times
//                                  year-month; Africa/GB: name, id or NHS number) and an employer's or
//                                  travel record.
//   same_court_prison_register     a charge sheet or court register (SURNAME first, `alias`/`a.k.a.`, an
//                                  age) and the prison admission register (prisoner number, id or PNC).
//   same_remittance_sender_home_kyc  a remittance sender abroad (name in passport order, the passport in a
//                                  generic id_number with id_type, a foreign phone and address) and the home
//                                  bank's KYC (national id, home phone and address, the passport too).
//   same_pension_fund_transfer     the old administrator's member export (title, initials, PIN spaced or
//                                  prefixed, `12-MAR-75`) and the new administrator's record.
//   same_company_officer_register  a company-officer row (SURNAME, Forenames; month and year of birth;
//                                  correspondence address, or e-mail and phone in African registries) and
//                                  the officer's own KYC.
//   same_francophone_nom_prenoms   a Francophone document (`NOM`, `Prénoms`, DRC nom + postnom, compound
//                                  prénoms) and an Anglophone record (hyphen spaced or dropped, postnom
//                                  dropped or taken as the surname), one passport.
//   same_gaelic_anglicised         Irish, Scottish-Gaelic and Welsh forms against the anglicised forms
//                                  (given, surname or both; Mac/Mc/M', Ó/O'), one PPSN, CHI, NI number or
//                                  passport and birth date.
//   same_cyrillic_round_trip       African students' names written back from Ukrainian Cyrillic (Oluvaseun,
//                                  Vandzhiku) against the home passport record; Ukrainians in two Latin
//                                  systems (Oleksandr / Aleksandr / Olexander, Shevchenko / Chevtchenko /
//                                  Schewtschenko). One passport, one birth date.
//   same_name_change_notice        a record under the former name and one under the new (conversion,
//                                  a native name adopted, a stepfather's or father's surname taken) that
//                                  quotes the former name; one id and birth date.
//   same_military_service_record   a service record (rank, service number, SURNAME + initials) and a
//                                  veterans' or pension record (`Sgt (Rtd)`, the number written otherwise).
//   same_hr_system_migration       a legacy HR export (EMPNO zero-padded, EMPNAME `SURNAME, GIVEN M`,
//                                  `12-MAR-75`) and the new HR system (the number re-prefixed, ISO date).
//   same_utility_account_kyc       a utility account (`OKAFOR C O (MR)`, meter, premises address) and the
//                                  KYC it proves the address for (one address, one phone).
//   same_abbreviated_name_forms    written abbreviations (Wm., Chas., Thos., Jas., Geo., Robt., Mª, Fco.,
//                                  Fdez., Glez., Rguez., Mohd.) against the names written out.
//   diff_newborn_and_mother        a newborn registered under the mother's name (`Baby of Ngozi Okafor`)
//                                  and the mother herself: one phone and address, two birth dates.
//   diff_gendered_given_name_pair  siblings or spouses whose given names differ by a feminine ending
//                                  (Jan/Jana, Paulo/Paula, Victor/Victoria), one surname (Czech -ová
//                                  dropped abroad at times) and home; other sex and birth date.
//   diff_compound_given_name_siblings  siblings whose compound given names share the first part (María
//                                  José / María Teresa, Ndèye Fatou / Ndèye Awa, Jan Hendrik / Jan Pieter),
//                                  one record cut to the first part at times.
//   diff_consecutive_ids_siblings  siblings enrolled in one session: consecutive national ids or passport
//                                  numbers, one surname and home, other given names and birth dates.
//   diff_remittance_sender_receiver  a sender abroad and the receiver at home: one surname, home town,
//                                  at times one given name (a son named after his father, Jr/Snr).
//   diff_court_coaccused_relatives  co-accused relatives on one charge sheet: one case number, surname
//                                  and address, other ages, ids and aliases.
//   diff_pension_member_nominee    a fund member and the nominee whose claim row quotes the member's PIN.
//   diff_recycled_staff_number     one employee number on a leaver of the legacy system and a new hire.
//   diff_family_company_officers   a parent and child (a namesake at times) or spouses, officers of one
//                                  family company at one correspondence address.
//   diff_gaelic_anglicised_namesakes  one name in its Gaelic and anglicised forms on two people, one town
//                                  at times, other ids and birth dates.
//   diff_cyrillic_round_trip_namesakes  one name written back from Cyrillic and written natively on two
//                                  people; other passports and birth dates.
//   diff_abbreviated_name_namesakes  a grandparent written `Wm. K. Boateng` and a grandchild William Kofi
//                                  Boateng (or two townsmen), birth dates decades apart.
//   diff_newborn_twins_unnamed     unnamed twins (`Twin 1 of …`/`Twin 2 of …`, Baby A / Baby B): one
//                                  mother, birth date, phone; consecutive hospital numbers.
//   diff_unisex_namesakes          one given name used for both sexes (Thando, Nana, Amani, Andrea,
//                                  Jordan) and one surname on two people of other sexes and birth dates.
//
// Read once on c76b765 (the author's single reading, `node --import tsx bench/persons.ts --set heldout6`):
// 756 pairs, P 0.8987, R 0.5635, F1 0.6927, 75.0% correct, 41.8% to review (TP 213, FP 24, FN 165, TN 354).
// False merges: all 24 in diff_newborn_twins_unnamed (24 of 27); every other different kind 0. Misses
// (same kinds below 100%): same_francophone_nom_prenoms 27/27 (all to review), same_hr_system_migration
// 27/27, same_newborn_named_later 27/27, same_remittance_sender_home_kyc 27/27, same_military_service_record
// 22, same_pension_fund_transfer 16, same_vaccination_certificate 6, same_utility_account_kyc 5,
// same_court_prison_register 4, same_gaelic_anglicised 4. By jurisdiction F1: NG 0.746, ZA 0.737, GH 0.707,
// GB 0.674, KE 0.673, EU 0.595.
//
// Use: the lead reads it ONCE with `npm run bench:persons -- --set heldout6`, reports the figures, and from
// then on the set is development data (tune on it only after that first reading is recorded).
import type { PairKind } from './generate.js';
import type { Ctx, Jurisdiction, PersonRecord } from './records.js';
import {
  anyFullDate,
  anyPhone,
  birthAway,
  birthDate,
  CULTURES6,
  type CultureName,
  emailOf,
  fold,
  initialsOf,
  nationalId,
  newAddress,
  newPerson6,
  newPhone,
  nino,
  nir,
  type Person6,
  pad2,
  passportNo,
  personOf,
  ppsn,
  relative6,
  rvnr,
  type Sex,
  typingSlip,
  upper,
  writeDate,
  writePhone,
  type Ymd,
} from './records6.js';

const PAIRS = 27;
const whole = (p: Pick<Person6, 'given' | 'middle' | 'surname'>) => `${p.given} ${p.middle} ${p.surname}`;
const other = (s: Sex): Sex => (s === 'M' ? 'F' : 'M');
const sexWord = (c: Ctx, s: Sex) => c.pick(s === 'M' ? ['M', 'Male', 'MALE'] : ['F', 'Female', 'FEMALE']);
const twoForms = (c: Ctx, t: Ymd): [string, string] => {
  const a = anyFullDate(c, t);
  let b = anyFullDate(c, t);
  if (b === a) b = writeDate(t, a.includes('-') ? 'dd/mm/yyyy' : 'iso');
  return [a, b];
};
const twoPhones = (c: Ctx, full: string, country: string): [string, string] => {
  const a = anyPhone(c, full, country);
  let b = anyPhone(c, full, country);
  if (b === a) b = writePhone(full, country, a.startsWith('+') ? 'national' : 'e164');
  return [a, b];
};
const ageAt = (t: Ymd, y: number, m: number) => y - t.y - (m < t.m ? 1 : 0);

// ---- same: newborn named later -----------------------------------------------------------------------

const HOSP: Record<Jurisdiction, string> = { NG: 'LUTH', KE: 'KNH', GH: 'KATH', ZA: 'CHBAH', GB: 'RX1', EU: 'HC' };
/** A hospital number opened in the year of `t` (a newborn's birth, or the mother's first visit). */
const hospitalNo = (c: Ctx, j: Jurisdiction, y: number) => `${HOSP[j]}/${y}/${c.digits(6)}`;
const otherHospWriting = (h: string) => h.replace(/\//g, '');

function babyName(c: Ctx, mother: Person6, sex: Sex): string {
  return c.pick([
    `Baby of ${mother.given} ${mother.surname}`,
    `B/O ${upper(mother.surname)} ${mother.given}`,
    `Baby ${sex === 'F' ? 'Girl' : 'Boy'} ${mother.surname}`,
    `${upper(mother.surname)}, Infant ${sex === 'F' ? 'Female' : 'Male'}`,
  ]);
}

const sameNewborn: PairKind = {
  kind: 'same_newborn_named_later',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const mother = newPerson6(c, j, 1975, 2000, 'F');
    const sex: Sex = c.chance(0.5) ? 'F' : 'M';
    const baby = relative6(c, mother, sex, birthDate(c, 2008, 2023));
    const h = hospitalNo(c, j, baby.dob.y);
    const [d1, d2] = twoForms(c, baby.dob);
    const [p1, p2] = twoPhones(c, mother.phone, mother.country);
    const a: PersonRecord = { patient_name: babyName(c, mother, sex), hospital_no: h, date_of_birth: d1, sex: sexWord(c, sex), mother_name: `${mother.given} ${mother.surname}`, ward: c.pick(['Maternity', 'SCBU', 'Labour Ward', 'NICU']), phone: p1 };
    const b: PersonRecord = {
      child_name: c.chance(0.5) ? whole(baby) : `${upper(baby.surname)} ${baby.given} ${baby.middle}`,
      dob: d2,
      facility_no: c.chance(0.5) ? otherHospWriting(h) : h.toLowerCase(),
      mother_name: c.chance(0.5) ? whole(mother) : `${upper(mother.surname)} ${mother.given}`,
      caregiver_phone: p2,
      vaccines_given: c.pick(['BCG, OPV0, HepB0', 'BCG; OPV 0', 'Penta1, PCV1, Rota1', 'MMR1']),
    };
    return { a, b };
  },
};

// ---- same: vaccination certificate --------------------------------------------------------------------

const ICAO: Record<string, string> = { Ä: 'AE', Ö: 'OE', Ü: 'UE', ß: 'SS', Å: 'AA', Ø: 'OE', Æ: 'AE' };
/** A name as the ICAO machine zone writes it: capitals, marks folded (German umlauts spelt out), `<` between words. */
export function icao(s: string): string {
  return fold(s.toUpperCase().replace(/[ÄÖÜßÅØÆ]/g, (ch) => ICAO[ch]!))
    .toUpperCase()
    .replace(/['’]/g, '')
    .replace(/[\s-]+/g, '<');
}

const sameVaccination: PairKind = {
  kind: 'same_vaccination_certificate',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const p = newPerson6(c, j, 1940, 2004);
    const [d1, d2] = twoForms(c, p.dob);
    if (j === 'EU' || (j === 'GB' && c.chance(0.5))) {
      const monthOnly = c.chance(0.3);
      const a: PersonRecord = {
        fn: p.surname,
        gn: c.chance(0.5) ? `${p.given} ${p.middle}` : p.given,
        fnt: icao(p.surname),
        gnt: icao(p.given),
        dob: monthOnly ? writeDate(p.dob, 'yyyy-mm') : writeDate(p.dob, 'iso'),
        ci: `URN:UVCI:01:${p.country}:${c.letters(10)}#${c.letters(1)}`,
        tg: '840539006',
      };
      const b: PersonRecord = { first_name: fold(p.given), last_name: c.chance(0.5) ? upper(fold(p.surname)) : p.surname, date_of_birth: d2, passport_number: p.passport, nationality: p.country };
      return { a, b };
    }
    const idKey = j === 'GB' ? 'NHS Number' : c.pick(['ID/Passport No', 'NIN', 'ID Number']);
    const id = j === 'GB' ? `${c.digits(3)} ${c.digits(3)} ${c.digits(4)}` : p.nationalId;
    const a: PersonRecord = { Name: `${upper(p.surname)} ${p.given} ${p.middle}`, [idKey]: id, 'Date of Birth': d1, Vaccine: c.pick(['AstraZeneca', 'Pfizer-BioNTech', 'J&J', 'Moderna']), 'Certificate ID': `${j}-${c.digits(10)}` };
    const b: PersonRecord = { full_name: `${p.given} ${p.surname}`, id_number: id.replace(/\s/g, ''), dob: d2, mobile: anyPhone(c, p.phone, p.country) };
    return { a, b };
  },
};

// ---- same: court and prison --------------------------------------------------------------------------

const STREET_ALIASES = ['Small', 'Baba', 'Jimmy', 'Eddie', 'Shortie', 'Bobo', 'Tiger', 'Sweet', 'Kizito', 'Dre'];
const aliasWord = (c: Ctx) => c.pick(['alias', 'a.k.a.', '@']);
const pncId = (c: Ctx) => `${pad2(c.int(90, 99))}/${c.digits(6)}${c.letters(1)}`;
const ukPrisonNo = (c: Ctx) => `${c.letters(1)}${c.digits(4)}${c.letters(2)}`;

const sameCourtPrison: PairKind = {
  kind: 'same_court_prison_register',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const p = newPerson6(c, j, 1960, 2002, c.chance(0.8) ? 'M' : 'F');
    const year = Math.min(2024, p.dob.y + c.int(19, 40));
    const alias = c.chance(0.6) ? ` ${aliasWord(c)} ${c.pick(STREET_ALIASES)}` : '';
    const [d1, d2] = twoForms(c, p.dob);
    if (j === 'GB') {
      const pnc = pncId(c);
      const a: PersonRecord = { defendant: `${upper(p.surname)}, ${p.given} ${p.middle}${alias}`, dob: d1, pnc_id: pnc, address: p.address, case_no: `${c.digits(11)}` };
      const b: PersonRecord = { prison_number: ukPrisonNo(c), name: `${p.given} ${p.surname}`, date_of_birth: d2, pnc_number: pnc.replace('/', ''), reception_date: `${year}-${pad2(c.int(1, 12))}-${pad2(c.int(1, 28))}` };
      return { a, b };
    }
    const id = p.nationalId;
    const a: PersonRecord = {
      accused: `${upper(p.surname)} ${p.given} ${p.middle}${alias}`,
      age: String(ageAt(p.dob, year, 6)),
      id_no: id,
      address: `of ${p.address}`,
      case_no: `CR ${c.int(10, 999)}/${year}`,
      court: `${p.town} Magistrates' Court`,
    };
    const b: PersonRecord = { prisoner_no: `${c.letters(1)}${c.digits(5)}/${year % 100}`, inmate_name: c.chance(0.5) ? whole(p) : `${p.given} ${p.surname}`, dob: d2, national_id: id.replace(/[-\s/]/g, ''), next_of_kin: `${c.pick(CULTURES6[p.culture].F)} ${p.surname}` };
    return { a, b };
  },
};

// ---- same: remittance sender and home KYC -----------------------------------------------------------

const DIASPORA: Record<Jurisdiction, { home: readonly (readonly [CultureName, string])[]; abroad: readonly string[] }> = {
  NG: { home: [['yoruba', 'NG'], ['igbo', 'NG']], abroad: ['GB', 'US', 'IT'] },
  KE: { home: [['kikuyu', 'KE'], ['luo', 'KE']], abroad: ['GB', 'US', 'DE'] },
  GH: { home: [['akan', 'GH'], ['ewe', 'GH']], abroad: ['GB', 'DE', 'IT'] },
  ZA: { home: [['zulu', 'ZA'], ['sotho', 'ZA'], ['afrikaans', 'ZA']], abroad: ['GB', 'IE'] },
  GB: { home: [['yoruba', 'NG'], ['akan', 'GH'], ['kikuyu', 'KE']], abroad: ['GB'] },
  EU: { home: [['wolof', 'SN'], ['cameroonian', 'CM'], ['ivorian', 'CI']], abroad: ['FR', 'ES', 'IT'] },
};

function diasporaPerson(c: Ctx, j: Jurisdiction, from: number, to: number, sex?: Sex): { p: Person6; abroad: string; addrAbroad: string; phoneAbroad: string } {
  const [culture, country] = c.pick(DIASPORA[j].home);
  const p = personOf(c, culture, country, sex ?? (c.chance(0.5) ? 'F' : 'M'), birthDate(c, from, to));
  const abroad = c.pick(DIASPORA[j].abroad);
  const addr = abroad === 'US' ? { line: `${c.int(100, 9999)} ${c.pick(['Oak St', 'Maple Ave', 'Elm Dr'])}, ${c.pick(['Houston, TX', 'Atlanta, GA', 'Dallas, TX'])}` } : newAddress(c, abroad);
  return { p, abroad, addrAbroad: addr.line, phoneAbroad: newPhone(c, abroad) };
}

const sameRemittance: PairKind = {
  kind: 'same_remittance_sender_home_kyc',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const { p, abroad, addrAbroad, phoneAbroad } = diasporaPerson(c, j, 1955, 2000);
    const [d1, d2] = twoForms(c, p.dob);
    const generic = c.chance(0.5);
    const a: PersonRecord = {
      sender_name: c.chance(0.5) ? upper(`${p.given} ${p.middle} ${p.surname}`) : `${upper(p.surname)} ${p.given}`,
      sender_dob: d1,
      ...(generic ? { id_type: 'PASSPORT', id_number: p.passport } : { passport_no: p.passport }),
      sender_address: addrAbroad,
      sender_phone: writePhone(phoneAbroad, abroad, 'e164'),
      nationality: p.country,
    };
    const b: PersonRecord = {
      customer_name: whole(p),
      date_of_birth: d2,
      national_id: p.nationalId,
      international_passport_no: p.passport,
      address: p.address,
      phone: anyPhone(c, p.phone, p.country),
    };
    return { a, b };
  },
};

// ---- same: pension transfer ---------------------------------------------------------------------------

function pensionNumber(c: Ctx, j: Jurisdiction, p: Person6): { key: string; value: string; otherWriting: string } {
  switch (j) {
    case 'NG': {
      const d = `${c.int(100, 200)}${c.digits(9)}`;
      return { key: 'rsa_pin', value: `PEN${d}`, otherWriting: c.pick([`PEN ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 9)} ${d.slice(9)}`, d, `pen${d}`]) };
    }
    case 'KE': {
      const d = c.digits(9);
      return { key: 'nssf_no', value: d, otherWriting: `NSSF/${d}` };
    }
    case 'GH': {
      const d = `${c.letters(1, 'CDE')}${c.digits(12)}`;
      return { key: 'ssnit_no', value: d, otherWriting: c.pick([d.toLowerCase(), `${d.slice(0, 1)} ${d.slice(1, 7)} ${d.slice(7)}`]) };
    }
    case 'ZA':
      return { key: 'id_number', value: p.nationalId, otherWriting: `${p.nationalId.slice(0, 6)} ${p.nationalId.slice(6, 10)} ${p.nationalId.slice(10)}` };
    case 'GB': {
      const n = nino(c);
      return { key: 'ni_number', value: n, otherWriting: `${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4, 6)} ${n.slice(6, 8)} ${n.slice(8)}` };
    }
    case 'EU': {
      if (p.country === 'DE' || c.chance(0.5)) {
        const r = rvnr(c, p.dob, p.sex, p.surname);
        return { key: 'versicherungsnummer', value: r, otherWriting: `${r.slice(0, 2)} ${r.slice(2, 8)} ${r.slice(8, 9)} ${r.slice(9)}` };
      }
      const n = nir(c, p.dob, p.sex);
      return { key: 'nir', value: n, otherWriting: `${n.slice(0, 1)} ${n.slice(1, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)} ${n.slice(7, 10)} ${n.slice(10, 13)} ${n.slice(13)}` };
    }
  }
}

/** A German or French person (the pension and service numbers that carry the birth date are theirs). */
function euPerson(c: Ctx, sex: Sex, dob: Ymd): Person6 {
  const culture = c.pick(['german', 'french'] as const);
  return personOf(c, culture, culture === 'german' ? 'DE' : 'FR', sex, dob);
}

const EMPLOYERS = ['Dangote Cement', 'Kenya Power', 'Ghana Water', 'Eskom', 'Royal Mail', 'Deutsche Bahn', 'SNCF', 'Access Bank', 'Safaricom', 'Cocobod', 'Transnet', 'NHS Fife'];
const titleOf = (c: Ctx, s: Sex) => (s === 'M' ? c.pick(['Mr', 'MR', 'Mr.']) : c.pick(['Mrs', 'Ms', 'MRS', 'Miss']));

const samePension: PairKind = {
  kind: 'same_pension_fund_transfer',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const p = j === 'EU' ? euPerson(c, c.chance(0.5) ? 'F' : 'M', birthDate(c, 1945, 1999)) : newPerson6(c, j, 1945, 1999);
    const pin = pensionNumber(c, j, p);
    const a: PersonRecord = {
      MEMBER_NAME: c.chance(0.5) ? `${upper(p.surname)} ${initialsOf(`${p.given} ${p.middle}`)} (${upper(titleOf(c, p.sex)).replace('.', '')})` : `${titleOf(c, p.sex)} ${initialsOf(`${p.given} ${p.middle}`, false)} ${p.surname}`,
      [pin.key.toUpperCase()]: pin.value,
      DOB: writeDate(p.dob, c.pick(['DD-MON-YY', 'dd/mm/yyyy'] as const)),
      EMPLOYER: upper(c.pick(EMPLOYERS)),
      PHONE: anyPhone(c, p.phone, p.country),
    };
    const b: PersonRecord = {
      surname: p.surname,
      first_name: p.given,
      middle_name: p.middle,
      [pin.key]: pin.otherWriting,
      date_of_birth: writeDate(p.dob, 'iso'),
      employer: c.pick(EMPLOYERS),
      mobile: c.chance(0.5) ? anyPhone(c, p.phone, p.country) : anyPhone(c, newPhone(c, p.country), p.country),
    };
    return { a, b };
  },
};

// ---- same: company officer register -------------------------------------------------------------------

const COMPANY_WORDS = ['Holdings', 'Ventures', 'Logistics', 'Agro', 'Consulting', 'Properties'];

const sameOfficer: PairKind = {
  kind: 'same_company_officer_register',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const p = newPerson6(c, j, 1940, 2000);
    const african = ['NG', 'KE', 'GH', 'ZA'].includes(j);
    const a: PersonRecord = {
      name: `${upper(p.surname)}, ${p.given} ${p.middle}`,
      date_of_birth: writeDate(p.dob, 'Month yyyy'),
      nationality: p.country,
      occupation: c.pick(['Director', 'Company Director', 'Businessman', 'Managing Director', 'Accountant']),
      company: `${p.surname} ${c.pick(COMPANY_WORDS)} Ltd`,
      appointed_on: `${c.int(2005, 2023)}-${pad2(c.int(1, 12))}-${pad2(c.int(1, 28))}`,
      ...(african ? { email: p.email, phone: anyPhone(c, p.phone, p.country) } : { correspondence_address: p.address }),
    };
    const b: PersonRecord = {
      full_name: c.chance(0.5) ? whole(p) : `${p.given} ${p.surname}`,
      dob: anyFullDate(c, p.dob),
      ...(african ? { email: p.email } : { address: p.address }),
      ...(c.chance(0.5) ? { national_id: p.nationalId } : {}),
    };
    return { a, b };
  },
};

// ---- same: Francophone NOM Prénoms --------------------------------------------------------------------

const FRANCO: Record<Jurisdiction, readonly (readonly [CultureName, string])[]> = {
  NG: [['ivorian', 'CI'], ['cameroonian', 'CM']],
  KE: [['congolese', 'CD']],
  GH: [['ivorian', 'CI'], ['wolof', 'SN']],
  ZA: [['congolese', 'CD'], ['cameroonian', 'CM']],
  GB: [['congolese', 'CD'], ['wolof', 'SN'], ['french', 'FR']],
  EU: [['french', 'FR'], ['wolof', 'SN'], ['congolese', 'CD'], ['ivorian', 'CI']],
};

function anglophoneForms(c: Ctx, p: Person6): { first: string; last: string } {
  const given = c.pick([p.given, p.given.replace(/-/g, ' '), fold(p.given)]);
  const parts = p.surname.split(' ');
  // A DRC nom + postnom: both, the first, or the postnom taken as the surname.
  const last = parts.length > 1 ? c.pick([p.surname, parts[0]!, `${parts[0]}-${parts[1]}`]) : p.surname;
  return { first: given, last: fold(last) };
}

const sameFrancophone: PairKind = {
  kind: 'same_francophone_nom_prenoms',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const [culture, country] = c.pick(FRANCO[j]);
    const p = personOf(c, culture, country, c.chance(0.5) ? 'F' : 'M', birthDate(c, 1950, 2003));
    const prenoms = c.chance(0.5) ? `${p.given} ${p.middle}` : p.given;
    const a: PersonRecord = c.chance(0.5)
      ? { NOM: upper(p.surname), 'Prénoms': prenoms, 'Date de naissance': writeDate(p.dob, 'dd/mm/yyyy'), 'Lieu de naissance': c.pick(['Dakar', 'Abidjan', 'Kinshasa', 'Yaoundé', 'Paris', 'Thiès', 'Lubumbashi']), 'Numéro de passeport': p.passport }
      : { nom_prenoms: `${upper(p.surname)} ${prenoms}`, date_naissance: writeDate(p.dob, 'dd.mm.yyyy'), passeport: p.passport, sexe: p.sex };
    const f = anglophoneForms(c, p);
    const b: PersonRecord = { first_name: f.first, last_name: f.last, dob: writeDate(p.dob, c.pick(['iso', 'd Mon yyyy'] as const)), passport_no: p.passport, phone: anyPhone(c, p.phone, p.country) };
    return { a, b };
  },
};

// ---- same: Gaelic and anglicised ----------------------------------------------------------------------

/** Gaelic (Irish, Scottish) and Welsh given names → the English form the same person uses. */
export const ANGLICISED_GIVEN: Readonly<Record<string, string>> = {
  Seán: 'John', Séamus: 'James', Pádraig: 'Patrick', Eoghan: 'Owen', Ciarán: 'Kieran', Donncha: 'Denis', Tomás: 'Thomas', Micheál: 'Michael', Diarmuid: 'Dermot', Liam: 'William',
  Siobhán: 'Joan', Máire: 'Mary', Aoife: 'Eva', Niamh: 'Neve', Caoimhe: 'Keeva', Bríd: 'Bridget', Gráinne: 'Grace', Sinéad: 'Jane', Orla: 'Orla', Áine: 'Anne',
  Iain: 'John', Ruairidh: 'Roderick', Calum: 'Malcolm', Alasdair: 'Alexander', Seumas: 'James', Domhnall: 'Donald',
  Mòrag: 'Sarah', Catrìona: 'Catherine', Ealasaid: 'Elizabeth', Seonaid: 'Janet', Mairead: 'Margaret', Peigi: 'Peggy',
  Dafydd: 'David', Gwilym: 'William', Siôn: 'John', Ioan: 'John', Rhys: 'Rees', Gruffudd: 'Griffith',
  Gwenllian: 'Gwenllian', Angharad: 'Angharad', Siân: 'Jane', Ffion: 'Ffion', Nia: 'Nia', Eluned: 'Eluned',
};

/** Gaelic and Welsh surnames → [a woman's Gaelic form, the anglicised forms]. */
export const ANGLICISED_SURNAME: Readonly<Record<string, readonly [string, readonly string[]]>> = {
  'Ó Briain': ['Ní Bhriain', ["O'Brien", 'OBrien', 'O Brien']],
  'Ó Súilleabháin': ['Ní Shúilleabháin', ["O'Sullivan", 'Sullivan']],
  'Mac Cárthaigh': ['Nic Cárthaigh', ['McCarthy', 'MacCarthy', 'Mc Carthy']],
  'Ó Ceallaigh': ['Ní Cheallaigh', ['Kelly', "O'Kelly"]],
  'Ó Néill': ['Ní Néill', ["O'Neill", 'ONeill']],
  'Mac Mathúna': ['Nic Mhathúna', ['McMahon', 'MacMahon', "M'Mahon"]],
  'Ó Dónaill': ['Ní Dhónaill', ["O'Donnell", 'Donnell']],
  'Mac Aodha': ['Nic Aodha', ['McHugh', 'MacHugh']],
  MacDhòmhnaill: ['NicDhòmhnaill', ['MacDonald', 'McDonald']],
  Caimbeul: ['Caimbeul', ['Campbell']],
  MacLeòid: ['NicLeòid', ['MacLeod', 'McLeod']],
  MacCoinnich: ['NicCoinnich', ['MacKenzie', 'McKenzie']],
  'Mac an t-Saoir': ['Nic an t-Saoir', ['MacIntyre', 'McIntyre']],
  MacAmhlaigh: ['NicAmhlaigh', ['MacAulay', 'McAulay']],
  Llywelyn: ['Llywelyn', ['Llewellyn', 'Llewelyn']],
  Prys: ['Prys', ['Price', 'Pryce']],
  'ap Dafydd': ['ap Dafydd', ['Ap Dafydd', 'Apdafydd']],
  Gruffydd: ['Gruffydd', ['Griffith']],
  Tudur: ['Tudur', ['Tudor']],
  Rhydderch: ['Rhydderch', ['Rydderch']],
};

const GAELIC: Record<Jurisdiction, readonly CultureName[]> = { NG: ['irish'], KE: ['irish', 'scottish'], GH: ['welsh', 'irish'], ZA: ['irish', 'scottish', 'welsh'], GB: ['scottish', 'welsh'], EU: ['irish'] };

function gaelicPerson(c: Ctx, j: Jurisdiction, sex: Sex, dob: Ymd): Person6 {
  const culture = c.pick(GAELIC[j]);
  const country = culture === 'irish' ? 'IE' : 'GB';
  const p = personOf(c, culture, country, sex, dob);
  if (sex === 'F') p.surname = ANGLICISED_SURNAME[p.surname]![0];
  return p;
}
const baseSurname = (s: string) => Object.entries(ANGLICISED_SURNAME).find(([m, [f]]) => m === s || f === s)![0];

/** The anglicised writing of a Gaelic person: given, surname or both changed (never neither). */
function anglicise(c: Ctx, p: Person6): { given: string; surname: string } {
  const what = c.int(0, 2);
  const g = what !== 1 ? ANGLICISED_GIVEN[p.given]! : fold(p.given);
  const s = what !== 0 ? c.pick(ANGLICISED_SURNAME[baseSurname(p.surname)]![1]) : fold(p.surname);
  if (g === p.given && s === p.surname) return { given: g, surname: c.pick(ANGLICISED_SURNAME[baseSurname(p.surname)]![1]) };
  return { given: g, surname: s };
}

/** The Scottish CHI number: DDMMYY, two digits, a sex digit (even for women), a check digit (mod 11). */
export function chi(c: Ctx, t: Ymd, sex: Sex): string {
  for (;;) {
    const sexDigit = sex === 'F' ? c.pick([0, 2, 4, 6, 8]) : c.pick([1, 3, 5, 7, 9]);
    const head = `${pad2(t.d)}${pad2(t.m)}${pad2(t.y % 100)}${c.digits(2)}${sexDigit}`;
    const sum = [...head].reduce((a, ch, k) => a + Number(ch) * (10 - k), 0);
    const check = (11 - (sum % 11)) % 11;
    if (check !== 10) return `${head}${check}`;
  }
}

function gaelicId(c: Ctx, j: Jurisdiction, p: Person6): [string, string] {
  if (j === 'EU' || (p.culture === 'irish' && j === 'GB')) return ['ppsn', ppsn(c)];
  if (j === 'GB') return p.culture === 'scottish' ? ['chi_number', chi(c, p.dob, p.sex)] : ['ni_number', nino(c)];
  return ['passport_number', passportNo(c, p.country)];
}

const sameGaelic: PairKind = {
  kind: 'same_gaelic_anglicised',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const p = gaelicPerson(c, j, c.chance(0.5) ? 'F' : 'M', birthDate(c, 1940, 2004));
    const en = anglicise(c, p);
    const [key, id] = gaelicId(c, j, p);
    const [d1, d2] = twoForms(c, p.dob);
    const a: PersonRecord = { given_name: p.given, surname: p.surname, date_of_birth: d1, [key]: id, address: p.address };
    const b: PersonRecord = c.chance(0.5) ? { name: `${en.given} ${en.surname}`, dob: d2, [key]: id } : { forename: upper(en.given), surname: upper(en.surname), dob: d2, [key.toUpperCase()]: id };
    return { a, b };
  },
};

// ---- same: Cyrillic round trip ------------------------------------------------------------------------

/** A Latin name written in Ukrainian Cyrillic and back by the Ukrainian passport rules (w → v, j → dzh, c → k, x → ks, q → k, th → t, ph → f, ee → i, oo → u). */
export function cyrillicRoundTrip(name: string): string {
  const out = fold(name)
    .toLowerCase()
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/w/g, 'v')
    .replace(/j/g, 'dzh')
    .replace(/c(?!h)/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/q/g, 'k');
  return out.replace(/(^|[\s-])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** Ukrainian names in the passport (national 2010) system → other Latin writings of the same Cyrillic: Russian-style, French, German. */
export const UA_SYSTEMS: Readonly<Record<string, readonly string[]>> = {
  Oleksandr: ['Aleksandr', 'Oleksandre', 'Olexander'],
  Yevhen: ['Evgeniy', 'Ievgen', 'Jewgen'],
  Andrii: ['Andriy', 'Andrey', 'Andrij'],
  Serhii: ['Sergey', 'Serguii', 'Serhij'],
  Dmytro: ['Dmitry', 'Dmytro', 'Dmytro'],
  Mykola: ['Nikolay', 'Mykola', 'Mykola'],
  Yurii: ['Yuriy', 'Iouri', 'Jurij'],
  Vitalii: ['Vitaliy', 'Vitali', 'Witalij'],
  Yuliia: ['Yulia', 'Ioulia', 'Julija'],
  Oksana: ['Oxana', 'Oksana', 'Oxana'],
  Tetiana: ['Tatyana', 'Tetiana', 'Tetjana'],
  Nataliia: ['Natalia', 'Natalia', 'Natalija'],
  Iryna: ['Irina', 'Iryna', 'Iryna'],
  Olha: ['Olga', 'Olga', 'Olha'],
  Kateryna: ['Ekaterina', 'Kateryna', 'Kateryna'],
  Liudmyla: ['Lyudmila', 'Lioudmyla', 'Ljudmyla'],
  Shevchenko: ['Shevchenko', 'Chevtchenko', 'Schewtschenko'],
  Kovalenko: ['Kovalenko', 'Kovalenko', 'Kowalenko'],
  Bondarenko: ['Bondarenko', 'Bondarenko', 'Bondarenko'],
  Tkachenko: ['Tkachenko', 'Tkatchenko', 'Tkatschenko'],
  Kravchuk: ['Kravchuk', 'Kravtchouk', 'Krawtschuk'],
  Zhuravel: ['Zhuravel', 'Jouravel', 'Shurawel'],
  Kharchenko: ['Kharchenko', 'Khartchenko', 'Chartschenko'],
  Yatsenko: ['Yatsenko', 'Iatsenko', 'Jazenko'],
};

/** The other Latin writing of a Ukrainian or round-tripped African name, changed in at least one word. */
function cyrillicVariant(c: Ctx, p: Person6): { given: string; surname: string } {
  if (p.culture === 'ukrainian') {
    const sys = c.int(0, 2);
    let g = UA_SYSTEMS[p.given]![sys]!;
    const s = UA_SYSTEMS[p.surname]![sys]!;
    if (g === p.given && s === p.surname) g = UA_SYSTEMS[p.given]!.find((x) => x !== p.given) ?? typingSlip(c, p.given);
    return { given: g, surname: s };
  }
  return { given: cyrillicRoundTrip(p.given), surname: cyrillicRoundTrip(p.surname) };
}

/** A person whose name changes on the way through Cyrillic (Ukrainians in GB/EU; African students elsewhere). */
function cyrillicPerson(c: Ctx, j: Jurisdiction, dob: Ymd, sex?: Sex): Person6 {
  for (;;) {
    const s = sex ?? (c.chance(0.5) ? 'F' : 'M');
    const p = j === 'GB' || j === 'EU' ? personOf(c, 'ukrainian', 'UA', s, dob) : personOf(c, c.pick(PEOPLE_CYR[j]), j, s, dob);
    const v = p.culture === 'ukrainian' ? { given: '', surname: '' } : cyrillicVariant(c, p);
    if (p.culture === 'ukrainian' || v.given !== fold(p.given) || v.surname !== fold(p.surname)) return p;
  }
}
const PEOPLE_CYR: Record<Jurisdiction, readonly CultureName[]> = { NG: ['yoruba', 'igbo', 'hausa'], KE: ['kikuyu', 'luo'], GH: ['akan', 'ewe'], ZA: ['zulu', 'sotho'], GB: ['ukrainian'], EU: ['ukrainian'] };

function cyrillicPair(c: Ctx, j: Jurisdiction, p: Person6, v: { given: string; surname: string }, q: Person6): { a: PersonRecord; b: PersonRecord } {
  // p is written in the Ukrainian record (a), q in the home or host record (b); q is p for a `same` pair.
  if (p.culture === 'ukrainian') {
    const a: PersonRecord = { family_name: upper(p.surname), given_names: p.given, date_of_birth: writeDate(p.dob, 'dd.mm.yyyy'), passport: p.passport, place_of_birth: c.pick(['Kharkiv', 'Zhytomyr', 'Poltava', 'Chernihiv', 'Vinnytsia']), status: j === 'GB' ? 'Homes for Ukraine' : 'Temporary protection' };
    const b: PersonRecord = { first_name: q === p ? v.given : q.given, last_name: q === p ? v.surname : q.surname, dob: anyFullDate(c, q.dob), passport_no: q.passport, phone: anyPhone(c, q.phone, q.country) };
    return { a, b };
  }
  const a: PersonRecord = { Surname: upper(v.surname), Name: v.given, 'Date of birth': writeDate(p.dob, 'dd.mm.yyyy'), Passport: p.passport, Faculty: c.pick(['Medicine', 'Dentistry', 'Pharmacy', 'Engineering']), 'Student ID': `${c.letters(2)}${c.digits(6)}` };
  const b: PersonRecord = { surname: q.surname, first_name: q.given, middle_name: q.middle, dob: anyFullDate(c, q.dob), passport_number: q.passport, phone: anyPhone(c, q.phone, q.country) };
  return { a, b };
}

const sameCyrillic: PairKind = {
  kind: 'same_cyrillic_round_trip',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const p = cyrillicPerson(c, j, birthDate(c, 1975, 2004));
    return cyrillicPair(c, j, p, cyrillicVariant(c, p), p);
  },
};

// ---- same: change of name -----------------------------------------------------------------------------

/** A baptismal name and the name taken on conversion (or the other way), by sex. */
const CONVERSION: Record<Sex, readonly (readonly [string, string])[]> = {
  M: [['Michael', 'Mikail'], ['Joseph', 'Yusuf'], ['Peter', 'Bitrus'], ['John', 'Yahaya'], ['David', 'Dauda'], ['Daniel', 'Daniyal']],
  F: [['Grace', 'Aisha'], ['Mary', 'Maryam'], ['Esther', 'Hauwa'], ['Ruth', 'Ruqayya'], ['Elizabeth', 'Elisabeta']],
};

const sameNameChange: PairKind = {
  kind: 'same_name_change_notice',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const p = newPerson6(c, j, 1950, 2003);
    const cu = CULTURES6[p.culture];
    const how = c.int(0, 2);
    let given = p.given;
    let surname = p.surname;
    if (how === 0) {
      const [from, to] = c.pick(CONVERSION[p.sex]);
      given = to;
      p.given = from;
    } else if (how === 1) {
      given = c.pick(cu[p.sex].filter((g) => g !== p.given && g !== p.middle));
    } else {
      surname = c.pick(cu.surnames.filter((s) => s !== p.surname));
    }
    const old = whole(p);
    const [d1, d2] = twoForms(c, p.dob);
    const a: PersonRecord = { name: old, dob: d1, national_id: p.nationalId, address: p.address };
    const b: PersonRecord = {
      full_name: `${given} ${p.middle} ${surname}`,
      ...(c.chance(0.5) ? { former_names: old } : { formerly_known_as: `formerly known and addressed as ${titleOf(c, p.sex)} ${old}` }),
      date_of_birth: d2,
      id_number: p.nationalId.replace(/[-\s/]/g, ''),
      deed_poll_ref: c.pick([`Gazette No. ${c.int(10, 99)} of ${c.int(2005, 2024)}`, `DP/${c.digits(6)}`, `Affidavit ${c.int(2005, 2024)}/${c.digits(4)}`]),
    };
    return { a, b };
  },
};

// ---- same: military service ---------------------------------------------------------------------------

const RANKS: Record<Jurisdiction, readonly string[]> = {
  NG: ['Cpl', 'Sgt', 'WO', 'Lt', 'Capt', 'Maj'],
  KE: ['Cpl', 'Sgt', 'SSgt', 'WO II', 'Capt', 'Lt Col'],
  GH: ['Cpl', 'Sgt', 'WO I', 'Lt', 'Capt', 'Maj'],
  ZA: ['Cpl', 'Sgt', 'WO2', 'Lt', 'Capt', 'Maj'],
  GB: ['Cpl', 'Sgt', 'CSgt', 'WO2', 'Capt', 'Maj'],
  EU: ['Stabsunteroffizier', 'Feldwebel', 'Hauptmann', 'Sergent-chef', 'Adjudant', 'Capitaine'],
};

function serviceNo(c: Ctx, j: Jurisdiction, p: Person6): [string, string] {
  switch (j) {
    case 'NG': {
      const s = `${pad2((p.dob.y + 19) % 100)}NA/${pad2(c.int(20, 60))}/${c.digits(4)}`;
      return [s, s.replace(/\//g, ' ')];
    }
    case 'KE': {
      const s = c.digits(6);
      return [s, `KA ${s}`];
    }
    case 'GH': {
      const s = `${c.int(100, 999)}${c.digits(3)}`;
      return [`GH/${s}`, `GH${s}`];
    }
    case 'ZA': {
      const s = `${pad2(p.dob.y % 100)}${c.digits(6)}PE`;
      return [s, `${s.slice(0, 8)} ${s.slice(8)}`];
    }
    case 'GB': {
      const s = `25${c.digits(6)}`;
      return [s, `${s.slice(0, 2)} ${s.slice(2)}`];
    }
    case 'EU': {
      const s = `${pad2(p.dob.d)}${pad2(p.dob.m)}${pad2(p.dob.y % 100)}-${fold(p.surname).charAt(0).toUpperCase()}-${c.digits(5)}`;
      return [s, s.replace(/-/g, '')];
    }
  }
}

const sameMilitary: PairKind = {
  kind: 'same_military_service_record',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const p = j === 'EU' ? euPerson(c, c.chance(0.85) ? 'M' : 'F', birthDate(c, 1940, 1998)) : newPerson6(c, j, 1940, 1998, c.chance(0.85) ? 'M' : 'F');
    const [sn, sn2] = serviceNo(c, j, p);
    const rank = c.pick(RANKS[j]);
    const a: PersonRecord = {
      SVC_NO: sn,
      RANK: upper(rank),
      NAME: c.chance(0.5) ? `${upper(p.surname)} ${initialsOf(`${p.given} ${p.middle}`, false)}` : `${p.surname}, ${p.given} ${initialsOf(p.middle)}`,
      UNIT: c.pick(['1 Bn', '2 Div Sigs', 'Engr Regt', 'Med Corps', 'Log Bde', 'Inf Bn 7']),
      DOB: writeDate(p.dob, c.pick(['dd/mm/yyyy', 'yyyymmdd', 'dd.mm.yyyy'] as const)),
    };
    const b: PersonRecord = {
      name: `${rank} (${c.pick(['Rtd', 'Retd', 'rtd'])}) ${c.chance(0.5) ? whole(p) : `${p.given} ${p.surname}`}`,
      service_number: sn2,
      date_of_birth: writeDate(p.dob, c.pick(['iso', 'd Mon yyyy'] as const)),
      phone: anyPhone(c, p.phone, p.country),
    };
    return { a, b };
  },
};

// ---- same: HR migration -------------------------------------------------------------------------------

const sameHrMigration: PairKind = {
  kind: 'same_hr_system_migration',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const p = newPerson6(c, j, 1945, 1999);
    const n = c.int(1, 99999);
    const padded = String(n).padStart(6, '0');
    const newId = c.pick([`EMP-${padded}`, String(n), `${j}${padded}`, `E${String(n).padStart(5, '0')}`]);
    const a: PersonRecord = { EMPNO: padded, EMPNAME: `${upper(fold(p.surname))}, ${upper(fold(p.given))} ${fold(p.middle).charAt(0).toUpperCase()}`, BIRTHDT: writeDate(p.dob, 'DD-MON-YY'), DEPT: c.pick(['FIN', 'OPS', 'HR', 'IT', 'LOG', 'SALES']), HIREDT: `${pad2(c.int(1, 28))}-${c.pick(['JAN', 'APR', 'JUL', 'OCT'])}-${pad2(c.int(0, 19))}` };
    const b: PersonRecord = {
      'Employee ID': newId,
      ...(c.chance(0.5) ? { 'Legacy ID': padded } : {}),
      'First Name': p.given,
      'Last Name': p.surname,
      'Date of Birth': writeDate(p.dob, 'iso'),
      'Work Email': `${fold(p.given).toLowerCase().replace(/[^a-z]/g, '')}.${fold(p.surname).toLowerCase().replace(/[^a-z]/g, '')}@${c.pick(['acme-group.com', 'kijani.co', 'meridian-holdings.eu'])}`,
    };
    return { a, b };
  },
};

// ---- same: utility account ----------------------------------------------------------------------------

const sameUtility: PairKind = {
  kind: 'same_utility_account_kyc',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const p = newPerson6(c, j, 1940, 2000);
    const ini = initialsOf(`${p.given} ${p.middle}`, c.chance(0.5));
    const title = upper(titleOf(c, p.sex)).replace('.', '');
    const [ph1, ph2] = twoPhones(c, p.phone, p.country);
    const a: PersonRecord = {
      account_name: c.pick([`${upper(p.surname)} ${ini} (${title})`, `${title} ${ini} ${upper(p.surname)}`, `${upper(p.surname)} ${upper(p.given)}`]),
      meter_no: c.digits(11),
      premises_address: upper(p.address),
      phone: ph1,
      tariff: c.pick(['R2', 'Domestic', 'D1', 'Prepaid Residential']),
    };
    const b: PersonRecord = { full_name: whole(p), date_of_birth: anyFullDate(c, p.dob), address: upper(p.address), mobile: ph2, national_id: p.nationalId };
    return { a, b };
  },
};

// ---- same: written abbreviations ----------------------------------------------------------------------

/** Abbreviations written in registers, ledgers and mandates: the written-out name → its abbreviation. */
export const ABBREVIATED: Readonly<Record<string, string>> = {
  William: 'Wm.', Charles: 'Chas.', Thomas: 'Thos.', James: 'Jas.', George: 'Geo.', Robert: 'Robt.', Samuel: 'Saml.', Edward: 'Edw.', Benjamin: 'Benj.', Richard: 'Richd.', Daniel: 'Danl.',
  Elizabeth: 'Eliz.', Margaret: 'Margt.', Catherine: 'Cath.', Frances: 'Fras.',
  'María José': 'Mª José', 'María Teresa': 'Mª Teresa', 'María del Carmen': 'Mª del Carmen', 'María Pilar': 'Mª Pilar', 'Rosa María': 'Rosa Mª', 'Francisco Javier': 'Fco. Javier', 'José María': 'José Mª',
  Fernández: 'Fdez.', González: 'Glez.', Rodríguez: 'Rguez.', Hernández: 'Hdez.', Martínez: 'Mtnez.', Domínguez: 'Dguez.', Gutiérrez: 'Gtrez.',
  'Maria da Conceição': 'Mª da Conceição', 'Maria de Fátima': 'Mª de Fátima', 'Maria Manuela': 'Mª Manuela', 'António José': 'Ant. José',
  Mohammed: 'Mohd.', Abdullahi: 'Abdul.', Muhammad: 'Md.',
};

const ENGLISH_GIVEN_M = ['William', 'Charles', 'Thomas', 'James', 'George', 'Robert', 'Samuel', 'Edward', 'Benjamin', 'Richard', 'Daniel'];
const ENGLISH_GIVEN_F = ['Elizabeth', 'Margaret', 'Catherine', 'Frances'];

/** A person whose name has a written abbreviation: English given names before native ones in NG/KE/GH/ZA/GB, Spanish and Portuguese in the EU. */
function abbreviablePerson(c: Ctx, j: Jurisdiction, dob: Ymd, sex?: Sex): Person6 {
  const s = sex ?? (c.chance(0.5) ? 'F' : 'M');
  if (j === 'EU') {
    const culture = c.pick(['spanish', 'portuguese'] as const);
    for (;;) {
      const p = personOf(c, culture, culture === 'spanish' ? 'ES' : 'PT', s, dob);
      if (ABBREVIATED[p.given] || ABBREVIATED[p.surname]) return p;
    }
  }
  const p = newPerson6(c, j, dob.y, dob.y, s);
  // Born on the day asked for; the national id (the SA ID holds the birth date) written again for it.
  p.dob = dob;
  p.nationalId = nationalId(c, p.country, dob, s);
  if (p.culture === 'hausa' && s === 'M' && c.chance(0.5)) {
    p.middle = p.given;
    p.given = c.pick(['Mohammed', 'Muhammad', 'Abdullahi']);
  } else {
    p.middle = p.given;
    p.given = c.pick(s === 'M' ? ENGLISH_GIVEN_M : ENGLISH_GIVEN_F);
  }
  return p;
}
const abbreviate = (w: string) => ABBREVIATED[w] ?? w;

function abbreviatedName(c: Ctx, p: Person6): string {
  const g = abbreviate(p.given);
  const s = abbreviate(p.surname);
  return c.pick([`${g} ${p.middle} ${s}`, `${g} ${initialsOf(p.middle)} ${s}`, `${upper(s)} ${g} ${initialsOf(p.middle)}`]);
}

const sameAbbreviated: PairKind = {
  kind: 'same_abbreviated_name_forms',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const p = abbreviablePerson(c, j, birthDate(c, 1935, 2000));
    const [d1, d2] = twoForms(c, p.dob);
    const id = p.nationalId;
    const a: PersonRecord = { name: abbreviatedName(c, p), date_of_birth: d1, id_number: id, [c.pick(['member_no', 'mandate_ref', 'folio'])]: `${c.letters(2)}${c.digits(5)}` };
    const b: PersonRecord = { first_name: p.given, middle_name: p.middle, surname: p.surname, dob: d2, national_id: id, phone: anyPhone(c, p.phone, p.country) };
    return { a, b };
  },
};

// ---- different: newborn and mother --------------------------------------------------------------------

const diffNewbornMother: PairKind = {
  kind: 'diff_newborn_and_mother',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const mother = newPerson6(c, j, 1975, 2002, 'F');
    const sex: Sex = c.chance(0.5) ? 'F' : 'M';
    const baby = birthDate(c, 2015, 2024);
    const mh = hospitalNo(c, j, c.int(Math.max(2005, mother.dob.y + 16), baby.y));
    const bh = c.chance(0.4) ? `${mh}/B1` : hospitalNo(c, j, baby.y);
    const [p1, p2] = twoPhones(c, mother.phone, mother.country);
    const a: PersonRecord = { patient_name: babyName(c, mother, sex), hospital_no: bh, date_of_birth: anyFullDate(c, baby), sex: sexWord(c, sex), mother_name: `${mother.given} ${mother.surname}`, phone: p1, address: mother.address };
    const b: PersonRecord = { patient_name: c.chance(0.5) ? whole(mother) : `${mother.given} ${mother.surname}`, hospital_no: mh, date_of_birth: anyFullDate(c, mother.dob), sex: sexWord(c, 'F'), phone: p2, address: mother.address };
    return { a, b };
  },
};

// ---- different: gendered given-name pairs -------------------------------------------------------------

const GENDERED: readonly (readonly [string, string])[] = [
  ['Jan', 'Jana'], ['Petr', 'Petra'], ['Pavel', 'Pavla'], ['Martin', 'Martina'], ['Michal', 'Michaela'], ['Daniel', 'Daniela'],
  ['Paulo', 'Paula'], ['Mario', 'Maria'], ['Giovanni', 'Giovanna'], ['Antonio', 'Antonia'], ['Francisco', 'Francisca'],
  ['Julian', 'Juliana'], ['Patrick', 'Patricia'], ['Victor', 'Victoria'], ['Joseph', 'Josephine'], ['Emmanuel', 'Emmanuella'],
  ['Gabriel', 'Gabriela'], ['Christian', 'Christiana'], ['Louis', 'Louise'], ['Adrian', 'Adriana'], ['Eric', 'Erica'], ['Augustine', 'Augustina'],
];
/** The pairs used by Christian families in Nigeria, Kenya, Ghana, South Africa and Britain. */
const ANGLO_GENDERED = ['Julian', 'Patrick', 'Victor', 'Joseph', 'Emmanuel', 'Gabriel', 'Christian', 'Louis', 'Adrian', 'Eric', 'Augustine', 'Daniel'];
const EU_GENDERED: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  czech: GENDERED.slice(0, 6),
  italian: [['Mario', 'Maria'], ['Giovanni', 'Giovanna'], ['Antonio', 'Antonia'], ['Daniele', 'Daniela']],
  portuguese: [['Paulo', 'Paula'], ['Francisco', 'Francisca'], ['Mário', 'Maria']],
};
/** A Czech woman's surname: -ová on the stem (Novák → Nováková), -á for adjectival names (Černý → Černá). */
export function czechFeminine(s: string): string {
  if (s.endsWith('ý')) return `${s.slice(0, -1)}á`;
  if (s.endsWith('ek')) return `${s.slice(0, -2)}ková`;
  if (s.endsWith('a')) return `${s.slice(0, -1)}ová`;
  return `${s}ová`;
}

const diffGendered: PairKind = {
  kind: 'diff_gendered_given_name_pair',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    let p: Person6;
    let pair: readonly [string, string];
    if (j === 'EU') {
      const culture = c.pick(['czech', 'italian', 'portuguese'] as const);
      p = personOf(c, culture, culture === 'czech' ? 'CZ' : culture === 'italian' ? 'IT' : 'PT', 'M', birthDate(c, 1945, 2004));
      pair = c.pick(EU_GENDERED[culture]!);
    } else {
      p = newPerson6(c, j, 1945, 2004, 'M');
      pair = c.pick(GENDERED.filter(([m]) => ANGLO_GENDERED.includes(m)));
    }
    const spouses = c.chance(0.5);
    const q = relative6(c, p, 'F', spouses ? birthAway(c, p.dob, 1, 9) : birthAway(c, p.dob, 1, 15));
    p.given = pair[0];
    q.given = pair[1];
    // Abroad, a Czech woman's record often drops -ová; at home it is written.
    const qSurname = p.culture === 'czech' ? (c.chance(0.5) ? czechFeminine(p.surname) : fold(p.surname)) : p.surname;
    const sharedPhone = c.chance(0.5);
    const a: PersonRecord = { name: `${p.given} ${p.surname}`, dob: anyFullDate(c, p.dob), sex: sexWord(c, 'M'), address: p.address, phone: anyPhone(c, p.phone, p.country) };
    const b: PersonRecord = { first_name: q.given, last_name: qSurname, date_of_birth: anyFullDate(c, q.dob), gender: sexWord(c, 'F'), address: p.address, phone: anyPhone(c, sharedPhone ? p.phone : q.phone, p.country) };
    return c.chance(0.5) ? { a, b } : { a: b, b: a };
  },
};

// ---- different: compound given names ------------------------------------------------------------------

const COMPOUND: Record<Jurisdiction, readonly (readonly [CultureName, string, readonly string[], Sex])[]> = {
  NG: [['hausa', 'NG', ['Muhammad Sani', 'Muhammad Bashir', 'Muhammad Lawal', 'Muhammad Aminu'], 'M'], ['yoruba', 'NG', ['Oluwaseun Ayodeji', 'Oluwaseun Femi', 'Oluwaseun Tope'], 'M']],
  KE: [['kikuyu', 'KE', ['Mary Wanjiku', 'Mary Njeri', 'Mary Wambui', 'Mary Nyambura'], 'F'], ['luo', 'KE', ['John Otieno', 'John Ochieng', 'John Omondi'], 'M']],
  GH: [['akan', 'GH', ['Nana Yaw', 'Nana Kwame', 'Nana Kofi', 'Nana Kwabena'], 'M'], ['akan', 'GH', ['Nana Ama', 'Nana Akua', 'Nana Yaa'], 'F']],
  ZA: [['afrikaans', 'ZA', ['Jan Hendrik', 'Jan Pieter', 'Jan Willem'], 'M'], ['afrikaans', 'ZA', ['Anna Maria', 'Anna Susanna', 'Anna Elizabeth'], 'F']],
  GB: [['english', 'GB', ['Mary Ann', 'Mary Jane', 'Mary Kate', 'Mary Louise'], 'F'], ['english', 'GB', ['John Paul', 'John Henry', 'John Edward'], 'M']],
  EU: [
    ['spanish', 'ES', ['María José', 'María Teresa', 'María del Carmen', 'María Pilar'], 'F'],
    ['portuguese', 'PT', ['Maria da Conceição', 'Maria de Fátima', 'Maria Manuela'], 'F'],
    ['french', 'FR', ['Jean-Pierre', 'Jean-Marc', 'Jean-Baptiste'], 'M'],
    ['wolof', 'SN', ['Ndèye Fatou', 'Ndèye Awa', 'Ndèye Coumba'], 'F'],
  ],
};

const firstPart = (g: string) => g.split(/[\s-]/)[0]!;

const diffCompound: PairKind = {
  kind: 'diff_compound_given_name_siblings',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const [culture, country, names, sex] = c.pick(COMPOUND[j]);
    const p = personOf(c, culture, country, sex, birthDate(c, 1945, 2005));
    const q = relative6(c, p, sex, birthAway(c, p.dob, 1, 12));
    const g1 = c.pick(names);
    const g2 = c.pick(names.filter((n) => n !== g1));
    const cut = c.chance(0.5);
    const a: PersonRecord = { name: `${g1} ${p.surname}`, date_of_birth: anyFullDate(c, p.dob), address: p.address, phone: anyPhone(c, p.phone, p.country) };
    const b: PersonRecord = { first_name: cut ? firstPart(g2) : g2, surname: p.surname, dob: anyFullDate(c, q.dob), address: p.address, ...(c.chance(0.5) ? { phone: anyPhone(c, p.phone, p.country) } : { email: q.email }) };
    return { a, b };
  },
};

// ---- different: consecutive ids -----------------------------------------------------------------------

/** The next number of an id issued in one session: the digits counted on by `k`, the shape kept. */
export function nextId(id: string, k: number): string {
  const m = /^(.*?)(\d+)(\D*)$/.exec(id.replace(/-\d$/, ''));
  if (!m) throw new Error(`no serial in ${id}`);
  const n = (BigInt(m[2]!) + BigInt(k)).toString().padStart(m[2]!.length, '0');
  return `${m[1]}${n}${m[3]}${/-\d$/.test(id) ? `-${(Number(id.slice(-1)) + k) % 10}` : ''}`;
}

const diffConsecutive: PairKind = {
  kind: 'diff_consecutive_ids_siblings',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const p = newPerson6(c, j, 1960, 2006);
    const q = relative6(c, p, c.chance(0.5) ? 'F' : 'M', birthAway(c, p.dob, 1, 12));
    const usePassport = j === 'ZA' || j === 'GB' || j === 'EU';
    const id = usePassport ? p.passport : p.nationalId;
    const key = usePassport ? 'passport_number' : j === 'NG' ? 'nin' : j === 'GH' ? 'ghana_card_number' : 'id_number';
    const a: PersonRecord = { name: whole(p), dob: anyFullDate(c, p.dob), [key]: id, address: p.address };
    const b: PersonRecord = { name: whole(q), dob: anyFullDate(c, q.dob), [key]: nextId(id, c.int(1, 3)), address: p.address };
    return { a, b };
  },
};

// ---- different: remittance sender and receiver --------------------------------------------------------

const diffRemittance: PairKind = {
  kind: 'diff_remittance_sender_receiver',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const { p, abroad, addrAbroad, phoneAbroad } = diasporaPerson(c, j, 1965, 2000);
    const namesake = c.chance(0.35);
    const sex: Sex = namesake ? p.sex : c.chance(0.5) ? 'F' : 'M';
    const q = relative6(c, p, sex, namesake ? birthAway(c, p.dob, 22, 35) : birthAway(c, p.dob, 2, 35));
    if (namesake) q.given = p.given;
    const older = q.dob.y < p.dob.y;
    const a: PersonRecord = {
      sender_name: `${p.given} ${p.surname}${namesake && !older && c.chance(0.5) ? ' Jr' : ''}`,
      sender_dob: anyFullDate(c, p.dob),
      id_type: 'PASSPORT',
      id_number: p.passport,
      sender_address: addrAbroad,
      sender_phone: writePhone(phoneAbroad, abroad, 'e164'),
      home_town: p.town,
    };
    const b: PersonRecord = {
      receiver_name: `${q.given} ${q.surname}${namesake && older && c.chance(0.5) ? ' Snr' : ''}`,
      receiver_dob: anyFullDate(c, q.dob),
      national_id: q.nationalId,
      address: p.address,
      phone: anyPhone(c, q.phone, q.country),
      ...(c.chance(0.4) ? { alt_phone: writePhone(phoneAbroad, abroad, 'e164') } : {}),
    };
    return { a, b };
  },
};

// ---- different: co-accused relatives ------------------------------------------------------------------

const diffCoaccused: PairKind = {
  kind: 'diff_court_coaccused_relatives',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const p = newPerson6(c, j, 1965, 2002, 'M');
    const q = relative6(c, p, c.chance(0.8) ? 'M' : 'F', birthAway(c, p.dob, 1, 14));
    const year = Math.min(2024, Math.max(p.dob.y, q.dob.y) + c.int(18, 22));
    const caseNo = j === 'GB' ? c.digits(11) : `CR ${c.int(10, 999)}/${year}`;
    const side = (x: Person6): PersonRecord => ({
      accused: `${upper(x.surname)} ${x.given}${c.chance(0.5) ? ` ${aliasWord(c)} ${c.pick(STREET_ALIASES)}` : ''}`,
      dob: anyFullDate(c, x.dob),
      age: String(ageAt(x.dob, year, 6)),
      id_no: j === 'GB' ? pncId(c) : x.nationalId,
      address: `of ${p.address}`,
      case_no: caseNo,
    });
    return { a: side(p), b: side(q) };
  },
};

// ---- different: pension member and nominee ------------------------------------------------------------

const diffNominee: PairKind = {
  kind: 'diff_pension_member_nominee',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const p = j === 'EU' ? euPerson(c, c.chance(0.5) ? 'F' : 'M', birthDate(c, 1940, 1975)) : newPerson6(c, j, 1940, 1975);
    const rel = c.pick(['SPOUSE', 'SON', 'DAUGHTER', 'WIFE', 'CHILD']);
    const sex: Sex = rel === 'SON' ? 'M' : rel === 'DAUGHTER' || rel === 'WIFE' ? 'F' : rel === 'SPOUSE' ? other(p.sex) : c.chance(0.5) ? 'F' : 'M';
    const q = relative6(c, p, sex, rel === 'SPOUSE' || rel === 'WIFE' ? birthAway(c, p.dob, 1, 10) : birthAway(c, p.dob, 20, 35));
    const pin = pensionNumber(c, j, p);
    const a: PersonRecord = { member_name: whole(p), [pin.key]: pin.value, date_of_birth: anyFullDate(c, p.dob), address: p.address, status: c.pick(['DECEASED', 'RETIRED', 'ACTIVE']) };
    const b: PersonRecord = { claimant_name: whole(q), date_of_birth: anyFullDate(c, q.dob), relationship: rel, [`member_${pin.key}`]: pin.otherWriting, address: p.address, phone: anyPhone(c, q.phone, q.country) };
    return { a, b };
  },
};

// ---- different: recycled staff number -----------------------------------------------------------------

const diffRecycledStaff: PairKind = {
  kind: 'diff_recycled_staff_number',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const p = newPerson6(c, j, 1940, 1975);
    const q0 = newPerson6(c, j, 1978, 2003);
    const q = c.chance(0.5) ? { ...q0, surname: p.surname } : q0;
    const n = String(c.int(1, 99999)).padStart(6, '0');
    const a: PersonRecord = { EMPNO: n, EMPNAME: `${upper(fold(p.surname))}, ${upper(fold(p.given))} ${fold(p.middle).charAt(0).toUpperCase()}`, BIRTHDT: writeDate(p.dob, 'DD-MON-YY'), TERMDT: `${pad2(c.int(1, 28))}-${c.pick(['MAR', 'JUN', 'SEP', 'DEC'])}-${pad2(c.int(0, 9))}` };
    const b: PersonRecord = { 'Employee ID': c.pick([n, `EMP-${n}`, String(Number(n))]), 'First Name': q.given, 'Last Name': q.surname, 'Date of Birth': writeDate(q.dob, 'iso'), 'Hire Date': `${c.int(2015, 2024)}-${pad2(c.int(1, 12))}-01` };
    return { a, b };
  },
};

// ---- different: family company officers --------------------------------------------------------------

const diffFamilyOfficers: PairKind = {
  kind: 'diff_family_company_officers',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const p = newPerson6(c, j, 1940, 1975, 'M');
    const child = c.chance(0.6);
    const q = relative6(c, p, child ? (c.chance(0.6) ? 'M' : 'F') : 'F', child ? birthAway(c, p.dob, 20, 35) : birthAway(c, p.dob, 1, 10));
    if (child && q.sex === 'M' && c.chance(0.5)) q.given = p.given;
    const company = `${p.surname} ${c.pick(COMPANY_WORDS)} Ltd`;
    const a: PersonRecord = { name: `${upper(p.surname)}, ${p.given} ${p.middle}`, date_of_birth: writeDate(p.dob, 'Month yyyy'), nationality: p.country, occupation: 'Director', company, correspondence_address: p.address };
    const b: PersonRecord = { full_name: `${q.given} ${q.middle} ${q.surname}`, dob: anyFullDate(c, q.dob), address: p.address, email: `${fold(q.given).toLowerCase().replace(/[^a-z]/g, '')}@${fold(p.surname).toLowerCase().replace(/[^a-z]/g, '')}${c.pick(['ventures', 'holdings', 'group'])}.com` };
    return c.chance(0.5) ? { a, b } : { a: { ...a, name: `${upper(q.surname)}, ${q.given} ${q.middle}`, date_of_birth: writeDate(q.dob, 'Month yyyy') }, b: { ...b, full_name: whole(p), dob: anyFullDate(c, p.dob) } };
  },
};

// ---- different: Gaelic and anglicised namesakes -------------------------------------------------------

const diffGaelic: PairKind = {
  kind: 'diff_gaelic_anglicised_namesakes',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const p = gaelicPerson(c, j, c.chance(0.5) ? 'F' : 'M', birthDate(c, 1940, 2004));
    const qDob = birthAway(c, p.dob, 3, 40);
    const en = anglicise(c, p);
    const [key, id] = gaelicId(c, j, p);
    const [, id2] = gaelicId(c, j, { ...p, dob: qDob });
    const sameTown = c.chance(0.5);
    const a: PersonRecord = { given_name: p.given, surname: p.surname, date_of_birth: anyFullDate(c, p.dob), [key]: id, address: p.address };
    const b: PersonRecord = { name: `${en.given} ${en.surname}`, dob: anyFullDate(c, qDob), [key]: id2, address: sameTown ? newAddress(c, p.country).line.replace(/, [^,]+$/, `, ${p.town}`) : newAddress(c, p.country).line };
    return { a, b };
  },
};

// ---- different: Cyrillic namesakes --------------------------------------------------------------------

const diffCyrillic: PairKind = {
  kind: 'diff_cyrillic_round_trip_namesakes',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const p = cyrillicPerson(c, j, birthDate(c, 1975, 2004));
    const v = cyrillicVariant(c, p);
    const q = personOf(c, p.culture, p.country, p.sex, birthAway(c, p.dob, 2, 25));
    const named = { ...q, given: p.culture === 'ukrainian' ? v.given : p.given, surname: p.culture === 'ukrainian' ? v.surname : p.surname, middle: q.middle };
    return cyrillicPair(c, j, p, v, named);
  },
};

// ---- different: abbreviated namesakes -----------------------------------------------------------------

const diffAbbreviated: PairKind = {
  kind: 'diff_abbreviated_name_namesakes',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const p = abbreviablePerson(c, j, birthDate(c, 1928, 1960));
    const q = { ...relative6(c, p, p.sex, birthAway(c, p.dob, 25, 50)), given: p.given, middle: p.middle };
    const family = c.chance(0.5);
    const a: PersonRecord = { name: abbreviatedName(c, p), date_of_birth: anyFullDate(c, p.dob), id_number: p.nationalId, address: p.address };
    const b: PersonRecord = { first_name: q.given, middle_name: q.middle, surname: q.surname, dob: anyFullDate(c, q.dob), national_id: q.nationalId, address: family ? p.address : newAddress(c, q.country).line };
    return { a, b };
  },
};

// ---- different: unnamed newborn twins -----------------------------------------------------------------

const diffTwins: PairKind = {
  kind: 'diff_newborn_twins_unnamed',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const mother = newPerson6(c, j, 1978, 2002, 'F');
    const dob = birthDate(c, 2012, 2024);
    const s1: Sex = c.chance(0.5) ? 'F' : 'M';
    const s2: Sex = c.chance(0.5) ? s1 : other(s1);
    const h = hospitalNo(c, j, dob.y);
    const style = c.int(0, 2);
    const label = (k: number) =>
      style === 0 ? `Twin ${k} of ${mother.given} ${mother.surname}` : style === 1 ? `Baby ${'AB'[k - 1]} ${mother.surname}` : `${upper(mother.surname)} Twin ${k === 1 ? 'I' : 'II'}`;
    const [p1, p2] = twoPhones(c, mother.phone, mother.country);
    const d = writeDate(dob, c.pick(['iso', 'dd/mm/yyyy'] as const));
    const side = (k: number, sex: Sex, ph: string): PersonRecord => ({ patient_name: label(k), hospital_no: nextId(h, k - 1), date_of_birth: d, sex: sexWord(c, sex), mother_name: `${mother.given} ${mother.surname}`, phone: ph });
    return { a: side(1, s1, p1), b: side(2, s2, p2) };
  },
};

// ---- different: unisex namesakes ----------------------------------------------------------------------

const UNISEX: Record<Jurisdiction, readonly string[]> = {
  NG: ['Ayodele', 'Oluwaseun', 'Uchenna', 'Chidera', 'Ifeoluwa', 'Tobiloba', 'Somtochukwu', 'Kelechi'],
  KE: ['Amani', 'Imani', 'Baraka', 'Tumaini', 'Sifa', 'Wema'],
  GH: ['Nana', 'Elikem', 'Sena', 'Selasi', 'Edem', 'Delali'],
  ZA: ['Thando', 'Lesedi', 'Karabo', 'Kagiso', 'Neo', 'Mpho', 'Lwazi', 'Tshepiso'],
  GB: ['Alex', 'Sam', 'Jordan', 'Charlie', 'Jamie', 'Robin', 'Leslie', 'Frankie'],
  EU: ['Andrea', 'Dominique', 'Camille', 'Claude', 'Maxime', 'Sascha'],
};

const diffUnisex: PairKind = {
  kind: 'diff_unisex_namesakes',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const p = newPerson6(c, j, 1950, 2005);
    const q = personOf(c, p.culture, p.country, other(p.sex), birthAway(c, p.dob, 1, 30), p.surname);
    const g = c.pick(UNISEX[j]);
    const sameTown = c.chance(0.5);
    const a: PersonRecord = { name: `${g} ${p.surname}`, dob: anyFullDate(c, p.dob), sex: sexWord(c, p.sex), phone: anyPhone(c, p.phone, p.country), town: p.town };
    const b: PersonRecord = { first_name: g, surname: p.surname, date_of_birth: anyFullDate(c, q.dob), gender: sexWord(c, q.sex), email: emailOf(c, g, p.surname), town: sameTown ? p.town : q.town };
    return { a, b };
  },
};

export const HELDOUT6_KINDS: readonly PairKind[] = [
  sameNewborn,
  sameVaccination,
  sameCourtPrison,
  sameRemittance,
  samePension,
  sameOfficer,
  sameFrancophone,
  sameGaelic,
  sameCyrillic,
  sameNameChange,
  sameMilitary,
  sameHrMigration,
  sameUtility,
  sameAbbreviated,
  diffNewbornMother,
  diffGendered,
  diffCompound,
  diffConsecutive,
  diffRemittance,
  diffCoaccused,
  diffNominee,
  diffRecycledStaff,
  diffFamilyOfficers,
  diffGaelic,
  diffCyrillic,
  diffAbbreviated,
  diffTwins,
  diffUnisex,
];
