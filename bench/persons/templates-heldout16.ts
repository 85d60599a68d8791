// Held-out set 16 of labelled PERSON RECORD PAIRS (bench/data/persons-heldout16.jsonl, written by
// bench/persons/generate.ts with seed 1616).
//
// Author: an independent engineer of session s29-persons16 (issue 11), the sixteenth independent author, writing from
// their own knowledge of how person records arrive from sources the fifteen earlier sets' headers do not name:
// public-service pension payrolls (`NAME_OF_PENSIONER` in capitals, surname first, a pension number, the bank account
// the pension is paid into) against the pensioner's annual life certificate / proof of life (`Lebensbescheinigung`,
// `certificat de vie`, `attestatie de vita`, `fe de vida`, `zaświadczenie o życiu`: the name in reading order, a title,
// the pension number re-spaced, the birth date in another form, at times an age instead); bibliographic author records
// (a Web-of-Science-style tagged export: `AU` `Okonkwo, CN`, `AF` the full name, `OI` an ORCID iD, `EM` an e-mail, `C1`
// an affiliation, diacritics dropped) against a university's staff / researcher profile (`Dr` / `Prof.` / `Prof. Dr.`,
// the name the researcher uses, the ORCID as a URL, the institutional e-mail); share registrars' registers and
// unclaimed-dividend lists (`SHAREHOLDER NAME` in capitals, cut at 30 letters, a registrar account and a CHN / CDS /
// CSD / SRN / securities-account number, an old address) against a stockbroker's investor account-opening form (name
// parts, birth date, the same depository number written with other separators, a new address); TB treatment unit
// registers (`TB No.`, name, sex, AGE, village or street, a phone) against the TB laboratory register (a lab serial,
// `SURNAME Given` with a keyed slip at times, the age again (±1), the referring facility, the TB number quoted for
// follow-up smears); gym and leisure-centre membership sign-ups (names, birth date, e-mail, mobile, member number)
// against the door access-control export (member ID, card number, a display name such as `OKORO T` or the name the
// member goes by, the door and time, no birth date) — in Nigeria, Kenya, Ghana, South Africa, the United Kingdom (GB)
// and the European Union (DE, FR, NL, ES, PL), field names in each source's own words, language and letter case.
// Naming systems written: Yorùbá, Igbo, Hausa and Efik names with the short forms used day to day (`Tunde`, `Emeka`,
// `Ngozi`); Kikuyu, Luo, Luhya, Kalenjin and Kamba names with a Christian name; Akan (day names), Ewe and Ga names;
// Zulu, Xhosa, Sotho, Tswana, Afrikaans and Indian South African names; English, Welsh, Scottish and British Asian
// names; German, French, Dutch (particles `van`, `de`), Spanish (two surnames) and Polish (gendered surnames) names.
// What the author read: the session's rules (s29-common.md), the blind authors' brief and this set's brief;
// bench/persons/generate.ts and bench/persons.ts (whole); bench/persons/records.ts lines 1–125 (types, Ctx and the
// shared date writer, read for the Ctx type only; none of it is used here but the types); the header comment of
// templates-heldout15.ts (lines 1–140, its types); the kind names of sets 1–15 (a grep over their `//   same_` /
// `//   diff_` header lines); test/bench/persons-generate.test.ts: imports, assertRecords / assertKinds, the set list
// tests and set 15's block. Slips: a grep of the README for `Held-out persons set` / `written blind` printed, besides
// the opening lines of the held-out persons paragraphs (sets 5, 8–15), whole README lines of other sections — among them
// the person-pack rounds of sessions 25, 26 and 27 (role words in headers, Latin given names and clerks' abbreviations,
// titles and closed-up initials, other-language header aliases, the bare `Date` column) and a product-pack and a
// special-category rule. Those paragraphs describe engine rules; the author read them on screen and chose the kinds
// below before and apart from them (none of the kinds' column names was picked to test or to avoid one of those rules).
// What the author did NOT read: src/ (src/compare/ included), src/lexicon/, test/compare/, the packs' data and field
// aliases, sets 1–15's data files, records2–8.ts and the bodies of sets 1–15's templates. The engine and the bench were
// never run on this set before it was committed. Every name list, short form, place, number shape and slip below is
// the author's own; every value is fictional (identifiers keep a plausible shape and belong to no one).
//
// Grain: `same` means the two records describe the same natural person, as a careful analyst would judge from the two
// records alone; `different` means two natural people, however much they share. Every `same` pair carries a name on
// both sides and at least one more agreeing value (a pension, depository, TB, member number, an ORCID, an e-mail or a
// phone); every `different` pair carries on both sides an identifier of one scheme that disagrees (pension, depository,
// ORCID, member / guest number) or births (or ages) at least two years apart — and the kind's look-alike promise
// below. A birth date is never written month first with digits; an age is whole years.
//
// Kinds (78 pairs each, cycling NG, KE, GH, ZA, GB, EU — 13 per jurisdiction; 5 `same`, 5 `different`, 780 pairs, 130
// per jurisdiction):
//   same_pension_payroll_vs_life_certificate   payroll: surname-first capitals, pension number, birth date, bank
//                                              account; life certificate: a title, reading order, middle name to an
//                                              initial or dropped, the number re-spaced, the birth another way or an age.
//   same_author_export_vs_staff_profile        tagged export `AU` / `AF` / `OI` / `EM` / `C1` (initials, diacritics
//                                              dropped); the profile's `Dr` / `Prof.` name, ORCID URL, e-mail.
//   same_share_register_vs_broker_account      registrar's capitals cut at 30, a depository number, an old address;
//                                              the broker's name parts, birth date, the number re-written, new address.
//   same_tb_register_vs_lab_register           unit register: TB number, name, sex, age, address, phone; lab
//                                              register: `SURNAME Given` (a slip at times), age ±1, the TB number.
//   same_gym_signup_vs_access_log              sign-up: names, birth date, e-mail, mobile, member number; access log:
//                                              member ID, display name or short form, door, time.
//   diff_pension_spouses_one_joint_account     a retired couple paid into one joint account at one address: one
//                                              surname (ES keeps two), pension numbers apart, births apart.
//   diff_author_namesakes_one_faculty          two researchers of one surname and one set of initials in one faculty:
//                                              ORCIDs apart, e-mails apart.
//   diff_share_register_namesakes_two_towns    two holders of one full name on one register, in two towns: depository
//                                              numbers apart; one side states a birth, the other none.
//   diff_tb_index_case_vs_household_contact    the index patient's register row against a household contact's
//                                              screening row in the lab register (one surname, one address, the
//                                              household phone, the index's TB number quoted as `Index TB No.`), ages
//                                              at least 8 years apart.
//   diff_gym_member_vs_guest_pass_sibling      the member's sign-up against a guest pass of the member's sibling signed
//                                              in on the member's number (`Host member no.`): own guest number, births
//                                              apart.
//
// Use: read ONCE with `npm run bench:persons -- --set heldout16`; the figures of that reading are written below, and from
// then on the set is development data.
//
// Slips the author saw before the reading (left as they are): given names, middle names and surnames are drawn apart
// from each other's culture inside one country's list (`Priyanka Molefe`, `Rhys Ahmed`, `Willem Pillay`, a Hausa middle
// name on a Yorùbá surname); the lab register's referring facility is drawn regardless of the register's town; the
// household contact's and the sibling guest's given names are drawn regardless of the index's or member's culture.
//
// Read once on 9f9a3d4c (the author's single reading; the engine is the session's start code f22e510f, unchanged; set
// committed at 9f9a3d4c before any run; `npm run bench:persons -- --set heldout16 --errors 800`): 780 pairs, P 0.7802,
// R 0.5462, F1 0.6425, 69.6% correct, 42.6% to review (TP 213, FP 60, FN 177, TN 330).
// Per kind (same kinds: recall, TP of 78; different kinds: false merges of 78, sent to review):
//   same_pension_payroll_vs_life_certificate  R 0.7821 (61)   diff_pension_spouses_one_joint_account  FP 3, review 14
//   same_author_export_vs_staff_profile       R 0.0000 (0)    diff_author_namesakes_one_faculty       FP 0, review 78
//   same_share_register_vs_broker_account     R 0.7308 (57)   diff_share_register_namesakes_two_towns FP 56, review 15
//   same_tb_register_vs_lab_register          R 0.7564 (59)   diff_tb_index_case_vs_household_contact FP 1, review 62
//   same_gym_signup_vs_access_log             R 0.4615 (36)   diff_gym_member_vs_guest_pass_sibling   FP 0, review 1
// By jurisdiction F1: KE 0.7419, GH 0.7213, NG 0.6972, GB 0.6949, ZA 0.5913, EU 0.2667 (R 0.1538, P 1.0000, 58.5% to
// review).
// False merges by kind of record:
//   diff_share_register_namesakes_two_towns 56 (GH, KE, ZA 13 of 13, GB 12, NG 5): a register row of one full name in
//     capitals (no birth date) against a broker's form of that name in another town, mostly at score 1.0 on the name
//     alone; the CHN / CDS / CSD / SCA / SRN numbers that disagree are not read as two accounts — but see the slip below:
//     this kind's label is weaker than the author meant;
//   diff_pension_spouses_one_joint_account 3 (ZA): the payroll's `SURNAME` + `INITIALS` (`RE`, `R`, `MJ`) against the
//     spouse's life certificate under one surname, merged on the shared bank account (0.74–0.82) though the initials do
//     not open the other's given name and the pension numbers disagree;
//   diff_tb_index_case_vs_household_contact 1 (NG): the index case and a household contact ten years older of one full
//     name (`Chukwuemeka Okonkwo`, father and son by chance of the draw), one phone; the ages 48 / 58 and the lab row's
//     `Index TB No.` (the other person's number) did not stop the merge at 1.0.
// Missed same pairs by kind of record (of 78):
//   same_author_export_vs_staff_profile 78, every one at score 0 to review: the tagged export's `AU` / `AF` / `OI` / `EM`
//     columns are not read at all (neither the name nor the ORCID nor the e-mail), so a profile with the same ORCID and
//     e-mail is never compared; the different-kind's 78 went to review for the same reason (no evidence read), not
//     because the namesakes were told apart;
//   same_gym_signup_vs_access_log 42 (39 review, 3 different): the door export names the member only by `Display Name`
//     (`NYAGA C`, `Oluwakemi N.`, `Will F.`) and the `Member ID` shared with the sign-up's `Member No` / `Mitgliedsnummer`
//     / `N° adhérent` / `Lidnummer` / `Nº socio` is not compared: 31 sit at 0.94 on the name alone; a short form
//     against the full given name (`Wim P.` / Willem, `Willy V.` / Wilhelmina, `Corrie J.` / Cornelia) reads 0 on the
//     token comparator and goes to DIFFERENT at 0.48–0.51;
//   same_share_register_vs_broker_account 21 (15 review, 6 different): EU register columns (`Aktionär`, `Actionnaire`,
//     `Aandeelhouder`, `Accionista`, `Akcjonariusz`) not read as names (score 0–0.5, on the address alone, which moved —
//     5 to DIFFERENT), NG / GH rows with a new address and the short form `Nedu` / `Amaka` at 0.50–0.77; the depository
//     number on both sides (equal, or with its separators changed) never taken as agreement;
//   same_tb_register_vs_lab_register 19 (13 review, 6 different): EU lab rows (`Patiënt`, `Pacjent`, `Paciente`) with
//     `SURNAME Given` — Spanish two surnames in capitals before the given name read as a name conflict (0.44 → DIFFERENT),
//     Polish rows to DIFFERENT on a phone the author wrote wrongly (slip below); GB, GH, NG, ZA rows at 0.61–1.0 to review:
//     a name match alone with the TB number / ETS ID shared on both sides never compared, a short form (`Sade` /
//     Folasade, `Raj` / Rajesh), a keyed slip (`MLOEFE`, `Tomas`);
//   same_pension_payroll_vs_life_certificate 17 (all review): ZA 9 (`SURNAME` + `INITIALS` against `Full names` with a
//     title `Ntate` / `Gogo` / `Mr`, 0.68–0.80, the pension number on both sides not compared), EU 8 (NL `Voorletters` +
//     `Achternaam` against `Naam`, DE `Name, Vorname`, PL `Imię i nazwisko`, ES `Apellidos y nombre`: score 0–1.0 on the
//     birth date alone).
// Different pairs told apart: the gym guest pass (77 of 78 to DIFFERENT: births apart, the host's number under
// `Host member no.` not taken as the guest's), the spouses on one account (61 DIFFERENT, 14 review).
// The author's slips seen in that reading, left as they are: (1) diff_share_register_namesakes_two_towns is a weaker
// `different` than meant — in Nigeria and Kenya one investor may hold several CHNs / CDS accounts with different brokers
// (the reason for CHN harmonisation drives), and the same kind itself moves addresses between towns, so a careful analyst
// with one full name (middle name included), no birth on the register side and only a depository number apart would send
// many of these pairs to review rather than call them two people; the 56 false merges count against the engine under the
// label as written, but they are the set's least certain labels. (2) Polish phones are written in a `national` form with
// a trunk 0 (`0598539230`): Poland has no trunk prefix (nine digits); the engine read `0598539230` and `+48 598 539 230`
// as two phones (2 of the Polish TB misses, to DIFFERENT). (3) The header's promise "the household phone" holds, but the
// index and contact of one full name in diff_tb (pair 72) came from the draw, not the design.
import type { Ctx, Jurisdiction, PersonRecord, Ymd } from './records.js';

export type Label16 = 'same' | 'different';

export interface Kind16 {
  kind: string;
  label: Label16;
  pairs: number;
  make(c: Ctx, j: Jurisdiction): { a: PersonRecord; b: PersonRecord };
}

export type Country16 = 'NG' | 'KE' | 'GH' | 'ZA' | 'GB' | 'DE' | 'FR' | 'NL' | 'ES' | 'PL';
type Sex16 = 'M' | 'F';

export interface Person16 {
  country: Country16;
  sex: Sex16;
  given: string;
  /** The short form the person goes by day to day ('' when none). */
  short: string;
  middle: string;
  surname: string;
  /** Spanish second surname; empty elsewhere. */
  surname2: string;
  dob: Ymd;
  /** Digits with the country code, no plus. */
  phone: string;
}

// ---------------------------------------------------------------- names (the author's own lists)

interface NameList {
  m: readonly (readonly [string, string])[];
  f: readonly (readonly [string, string])[];
  surnames: readonly string[];
  femSurname?: (s: string) => string;
}

const NAMES: Record<Country16, NameList> = {
  NG: {
    m: [['Babatunde', 'Tunde'], ['Chukwuemeka', 'Emeka'], ['Oluwaseun', 'Seun'], ['Abdulrahman', 'Abdul'], ['Ikechukwu', 'Ike'], ['Olumide', 'Mide'], ['Effiong', ''], ['Adebayo', 'Bayo'], ['Nnamdi', ''], ['Ibrahim', ''], ['Oluwafemi', 'Femi'], ['Chinedu', 'Nedu']],
    f: [['Ngozi', ''], ['Oluwakemi', 'Kemi'], ['Chiamaka', 'Amaka'], ['Hadiza', ''], ['Folasade', 'Sade'], ['Ifeoma', 'Ife'], ['Oluwatoyin', 'Toyin'], ['Adaeze', 'Ada'], ['Aisha', ''], ['Ebere', ''], ['Titilayo', 'Titi'], ['Nkechi', 'Kechi']],
    surnames: ['Okonkwo', 'Adeyemi', 'Bello', 'Eze', 'Ogunleye', 'Nwosu', 'Abubakar', 'Okafor', 'Etim', 'Adebanjo', 'Uche', 'Balogun', 'Onyekachi', 'Danjuma', 'Akinola', 'Ibekwe'],
  },
  KE: {
    m: [['Kipchumba', ''], ['Otieno', ''], ['Mwangi', ''], ['Joseph', 'Joe'], ['Wafula', ''], ['Peter', ''], ['Kiprono', ''], ['Daniel', 'Dan'], ['Musyoka', ''], ['Samuel', 'Sam'], ['Francis', ''], ['Ochieng', '']],
    f: [['Wanjiku', 'Shiku'], ['Akinyi', ''], ['Nyambura', ''], ['Jepchirchir', ''], ['Mercy', ''], ['Grace', ''], ['Naliaka', ''], ['Catherine', 'Cate'], ['Wambui', ''], ['Faith', ''], ['Chebet', ''], ['Mwikali', '']],
    surnames: ['Kamau', 'Odhiambo', 'Wanyama', 'Kiprotich', 'Mutua', 'Njoroge', 'Omondi', 'Chepkoech', 'Kariuki', 'Wekesa', 'Ruto', 'Muthoni', 'Owino', 'Kilonzo', 'Gitau', 'Nyaga'],
  },
  GH: {
    m: [['Kwame', ''], ['Kofi', ''], ['Yaw', ''], ['Kwabena', 'Kobby'], ['Emmanuel', 'Emma'], ['Selorm', ''], ['Nii Armah', ''], ['Kwadwo', ''], ['Ebenezer', 'Ebo'], ['Kwesi', ''], ['Elikem', ''], ['Fiifi', '']],
    f: [['Akosua', ''], ['Abena', ''], ['Ama', ''], ['Efua', ''], ['Adwoa', ''], ['Esi', ''], ['Naa Adjeley', ''], ['Dzifa', ''], ['Yaa', ''], ['Afua', ''], ['Akua', ''], ['Mawunyo', '']],
    surnames: ['Mensah', 'Owusu', 'Boateng', 'Asante', 'Agyeman', 'Tetteh', 'Quaye', 'Amoako', 'Addo', 'Kuffour', 'Dzidzienyo', 'Lartey', 'Ofori', 'Gyamfi', 'Annan', 'Osei-Bonsu'],
  },
  ZA: {
    m: [['Sipho', ''], ['Thabo', ''], ['Johannes', 'Hannes'], ['Mandla', ''], ['Pieter', 'Piet'], ['Lwazi', ''], ['Kagiso', ''], ['Tshepo', ''], ['Rajesh', 'Raj'], ['Bongani', ''], ['Themba', ''], ['Willem', 'Wim']],
    f: [['Nomvula', ''], ['Thandeka', 'Thandi'], ['Lerato', ''], ['Anneline', 'Annie'], ['Nokuthula', 'Nox'], ['Palesa', ''], ['Zanele', ''], ['Priyanka', 'Priya'], ['Refilwe', ''], ['Marietjie', ''], ['Busisiwe', 'Busi'], ['Kelebogile', 'Kele']],
    surnames: ['Dlamini', 'Nkosi', 'Mokoena', 'van der Merwe', 'Botha', 'Ndlovu', 'Khumalo', 'Mahlangu', 'Naidoo', 'Molefe', 'Pillay', 'Zulu', 'Sithole', 'Pretorius', 'Mthembu', 'Radebe'],
  },
  GB: {
    m: [['William', 'Will'], ['Robert', 'Rob'], ['Gareth', ''], ['Alistair', 'Ali'], ['Thomas', 'Tom'], ['Harjit', ''], ['Michael', 'Mike'], ['Callum', ''], ['Rhys', ''], ['Imran', ''], ['Daniel', 'Danny'], ['Christopher', 'Chris']],
    f: [['Elizabeth', 'Liz'], ['Catherine', 'Kate'], ['Siobhan', ''], ['Margaret', 'Maggie'], ['Rebecca', 'Becky'], ['Gwen', ''], ['Priya', ''], ['Eilidh', ''], ['Victoria', 'Vicky'], ['Samantha', 'Sam'], ['Rachel', ''], ['Jennifer', 'Jen']],
    surnames: ['Hughes', 'Patel', 'Williams', 'MacLeod', 'Thompson', 'Evans', 'Khan', 'Robertson', 'Clarke', 'Sandhu', 'Davies', 'Fletcher', 'Murray', 'Ahmed', 'Holloway', 'Pritchard'],
  },
  DE: {
    m: [['Jürgen', ''], ['Wolfgang', ''], ['Matthias', ''], ['Klaus-Dieter', ''], ['Stefan', ''], ['Thomas', ''], ['Günther', ''], ['Andreas', '']],
    f: [['Ursula', 'Uschi'], ['Brigitte', ''], ['Sabine', ''], ['Renate', ''], ['Katharina', 'Kathi'], ['Monika', ''], ['Gisela', ''], ['Anja', '']],
    surnames: ['Müller', 'Schröder', 'Weißmann', 'Hoffmann', 'Köhler', 'Becker', 'Schäfer', 'Krüger', 'Zimmermann', 'Böhm'],
  },
  FR: {
    m: [['Jean-Pierre', ''], ['François', ''], ['Thierry', ''], ['Olivier', ''], ['Frédéric', 'Fred'], ['Philippe', ''], ['Gérard', ''], ['Nicolas', 'Nico']],
    f: [['Françoise', ''], ['Véronique', 'Véro'], ['Monique', ''], ['Hélène', ''], ['Nathalie', ''], ['Isabelle', 'Isa'], ['Geneviève', ''], ['Céline', '']],
    surnames: ['Lefèvre', 'Dubois', 'Mercier', 'Girard', 'Lemaître', 'Fontaine', 'Roussel', 'Chevalier', 'Gauthier', 'Bérenger'],
  },
  NL: {
    m: [['Johannes', 'Hans'], ['Willem', 'Wim'], ['Hendrik', 'Henk'], ['Pieter', 'Piet'], ['Gerrit', ''], ['Cornelis', 'Kees'], ['Jacobus', 'Koos'], ['Maarten', '']],
    f: [['Johanna', 'Janneke'], ['Wilhelmina', 'Willy'], ['Geertruida', 'Truus'], ['Anneke', ''], ['Cornelia', 'Corrie'], ['Marieke', ''], ['Hendrika', 'Riek'], ['Ingrid', '']],
    surnames: ['de Vries', 'van den Berg', 'Jansen', 'Bakker', 'van Dijk', 'de Boer', 'Visser', 'Smit', 'van Leeuwen', 'Mulder'],
  },
  ES: {
    m: [['José Luis', ''], ['Francisco', 'Paco'], ['Manuel', 'Manolo'], ['Antonio', 'Toni'], ['Javier', ''], ['Jesús', 'Chus'], ['Ignacio', 'Nacho'], ['Miguel Ángel', '']],
    f: [['María del Carmen', 'Mari Carmen'], ['Dolores', 'Lola'], ['Concepción', 'Concha'], ['Pilar', ''], ['Mercedes', 'Merche'], ['Rosario', 'Charo'], ['Isabel', ''], ['Montserrat', 'Montse']],
    surnames: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Jiménez', 'Muñoz', 'Álvarez', 'Romero'],
  },
  PL: {
    m: [['Krzysztof', ''], ['Stanisław', ''], ['Tadeusz', ''], ['Grzegorz', ''], ['Andrzej', ''], ['Wojciech', ''], ['Zbigniew', ''], ['Jerzy', '']],
    f: [['Małgorzata', 'Gosia'], ['Krystyna', ''], ['Jadwiga', ''], ['Elżbieta', 'Ela'], ['Agnieszka', ''], ['Barbara', 'Basia'], ['Grażyna', ''], ['Halina', '']],
    surnames: ['Kowalski', 'Nowak', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Dąbrowski', 'Mazur'],
    femSurname: (s) => s.replace(/ski$/, 'ska').replace(/cki$/, 'cka'),
  },
};

/** Middle names by sex (several Yorùbá, Akan, Sotho and Tswana names are given to either sex; Dutch and French men may
 *  carry Maria / Marie as a second name). */
const MIDDLE: Record<Country16, Record<Sex16, readonly string[]>> = {
  NG: { M: ['Oluwaseyi', 'Chukwudi', 'Adekunle', 'Obinna', 'Musa', 'Olamide', 'Uzoma', 'Bassey'], F: ['Oluwaseyi', 'Ebere', 'Temitope', 'Olamide', 'Uzoma', 'Adunni', 'Chioma', 'Zainab'] },
  KE: { M: ['Kamau', 'Kiprop', 'Onyango', 'Mutua', 'Wekesa'], F: ['Achieng', 'Wanjiru', 'Nekesa', 'Mutheu', 'Njeri'] },
  GH: { M: ['Kwaku', 'Nana', 'Kwame', 'Edem', 'Kojo'], F: ['Akua', 'Aba', 'Efua', 'Nana', 'Edem'] },
  ZA: { M: ['Sibusiso', 'Johannes', 'Petrus', 'Mpho', 'Tumelo'], F: ['Nomsa', 'Elizabeth', 'Mpho', 'Tumelo', 'Johanna'] },
  GB: { M: ['James', 'John', 'David', 'Owen'], F: ['Anne', 'Louise', 'Marie', 'Elizabeth'] },
  DE: { M: ['Heinrich', 'Friedrich', 'Karl'], F: ['Maria', 'Elisabeth', 'Ingrid'] },
  FR: { M: ['Louis', 'Joseph', 'Marie'], F: ['Marie', 'Anne', 'Claire'] },
  NL: { M: ['Hendrik', 'Johannes', 'Maria'], F: ['Maria', 'Petronella', 'Johanna'] },
  ES: { M: [''], F: [''] },
  PL: { M: ['Jan', 'Józef', 'Piotr'], F: ['Maria', 'Anna', 'Zofia'] },
};

const EU: readonly Country16[] = ['DE', 'FR', 'NL', 'ES', 'PL'];

export function country16(c: Ctx, j: Jurisdiction): Country16 {
  return j === 'EU' ? c.pick(EU) : j;
}

const CC: Record<Country16, string> = { NG: '234', KE: '254', GH: '233', ZA: '27', GB: '44', DE: '49', FR: '33', NL: '31', ES: '34', PL: '48' };
const MOBILE_HEAD: Record<Country16, readonly string[]> = {
  NG: ['803', '806', '813', '816', '703', '805', '809', '818'],
  KE: ['722', '712', '733', '710', '791', '115'],
  GH: ['24', '54', '20', '27', '55', '50'],
  ZA: ['82', '83', '72', '76', '61', '84'],
  GB: ['77', '78', '74', '79'],
  DE: ['151', '160', '170', '176'],
  FR: ['6', '7'],
  NL: ['6'],
  ES: ['6', '7'],
  PL: ['5', '6', '7'],
};
const NATIONAL_LEN: Record<Country16, number> = { NG: 10, KE: 9, GH: 9, ZA: 9, GB: 10, DE: 11, FR: 9, NL: 9, ES: 9, PL: 9 };

export function newPhone16(c: Ctx, k: Country16): string {
  const head = c.pick(MOBILE_HEAD[k]);
  let rest = '';
  while (head.length + rest.length < NATIONAL_LEN[k]) rest += String(c.int(0, 9));
  return CC[k] + head + rest;
}

export type PhoneForm16 = 'e164' | 'national' | 'intl-spaced' | '00';
/** One mobile number written as registers write it: +E.164, the national form with its trunk 0 (none in ES), spaced, or 00. */
export function phone16(full: string, k: Country16, f: PhoneForm16): string {
  const nat = full.slice(CC[k].length);
  switch (f) {
    case 'e164':
      return `+${full}`;
    case 'national':
      return k === 'ES' ? nat : `0${nat}`;
    case 'intl-spaced':
      return `+${CC[k]} ${nat.slice(0, 3)} ${nat.slice(3, 6)} ${nat.slice(6)}`;
    case '00':
      return `00${full}`;
  }
}

const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export type DateForm16 = 'iso' | 'dd/mm/yyyy' | 'dd.mm.yyyy' | 'dd-mm-yyyy' | 'd Mon yyyy' | 'DD-MON-YYYY' | 'yyyymmdd';
export function date16(t: Ymd, f: DateForm16): string {
  switch (f) {
    case 'iso':
      return `${t.y}-${pad(t.m)}-${pad(t.d)}`;
    case 'dd/mm/yyyy':
      return `${pad(t.d)}/${pad(t.m)}/${t.y}`;
    case 'dd.mm.yyyy':
      return `${pad(t.d)}.${pad(t.m)}.${t.y}`;
    case 'dd-mm-yyyy':
      return `${pad(t.d)}-${pad(t.m)}-${t.y}`;
    case 'd Mon yyyy':
      return `${t.d} ${MON[t.m - 1]!.charAt(0)}${MON[t.m - 1]!.slice(1).toLowerCase()} ${t.y}`;
    case 'DD-MON-YYYY':
      return `${pad(t.d)}-${MON[t.m - 1]}-${t.y}`;
    case 'yyyymmdd':
      return `${t.y}${pad(t.m)}${pad(t.d)}`;
  }
}

/** The date forms one country's registers use (day first everywhere). */
function dateFormsOf(k: Country16): readonly DateForm16[] {
  if (k === 'DE' || k === 'PL') return ['dd.mm.yyyy', 'iso'];
  if (k === 'NL') return ['dd-mm-yyyy', 'iso'];
  if (k === 'FR' || k === 'ES') return ['dd/mm/yyyy', 'iso'];
  return ['dd/mm/yyyy', 'DD-MON-YYYY', 'd Mon yyyy', 'iso', 'yyyymmdd', 'dd-mm-yyyy'];
}

export function daysIn16(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function randomDob16(c: Ctx, from: number, to: number): Ymd {
  const y = c.int(from, to);
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, daysIn16(y, m)) };
}

/** Whole years of age on a day. */
export function ageOn16(b: Ymd, on: Ymd): number {
  let a = on.y - b.y;
  if (on.m < b.m || (on.m === b.m && on.d < b.d)) a -= 1;
  return a;
}

/** Letters without their accents (the way many exports and bank systems write them); Ł/ł and ß too. */
export function fold16(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/Ł/g, 'L')
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss');
}

export function newPerson16(c: Ctx, k: Country16, from = 1950, to = 2004, sex?: Sex16): Person16 {
  const s: Sex16 = sex ?? (c.chance(0.5) ? 'M' : 'F');
  const list = NAMES[k];
  const [given, short] = c.pick(s === 'M' ? list.m : list.f);
  let surname = c.pick(list.surnames);
  if (s === 'F' && list.femSurname) surname = list.femSurname(surname);
  const surname2 = k === 'ES' ? c.pick(list.surnames.filter((x) => x !== surname)) : '';
  const middle = k === 'ES' ? '' : c.chance(0.7) ? c.pick(MIDDLE[k][s]) : '';
  return { country: k, sex: s, given, short, middle, surname, surname2, dob: randomDob16(c, from, to), phone: newPhone16(c, k) };
}

/** The whole surname: the Spanish two, else the one. */
export function fullSurname16(p: Person16): string {
  return p.surname2 ? `${p.surname} ${p.surname2}` : p.surname;
}

/** A keyed slip in one word of at least five letters: two neighbours swapped, a letter doubled or one dropped. */
export function slip16(c: Ctx, w: string): string {
  if (w.length < 5) return w;
  const i = c.int(1, w.length - 3);
  const kind = c.int(0, 2);
  let out: string;
  if (kind === 0) out = w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  else if (kind === 1) out = w.slice(0, i + 1) + w[i] + w.slice(i + 1);
  else out = w.slice(0, i) + w.slice(i + 1);
  return out === w ? w.slice(0, i) + w.slice(i + 1) : out;
}

const initials = (s: string) =>
  s
    .split(/[\s-]+/)
    .filter((x) => x !== '')
    .map((x) => x.charAt(0).toUpperCase())
    .join('');

/** A record without its empty values. */
function rec(entries: readonly (readonly [string, string])[]): PersonRecord {
  const out: PersonRecord = {};
  for (const [k, v] of entries) if (v.trim() !== '') out[k] = v.trim();
  return out;
}

const TODAY: Ymd = { y: 2024, m: 5, d: 20 };

// ---------------------------------------------------------------- places

const TOWNS: Record<Country16, readonly string[]> = {
  NG: ['Ibadan', 'Enugu', 'Kaduna', 'Calabar', 'Abeokuta', 'Owerri', 'Jos', 'Ikeja'],
  KE: ['Nakuru', 'Kisumu', 'Eldoret', 'Thika', 'Machakos', 'Kakamega', 'Nyeri', 'Embu'],
  GH: ['Kumasi', 'Tamale', 'Cape Coast', 'Ho', 'Koforidua', 'Takoradi', 'Tema', 'Sunyani'],
  ZA: ['Polokwane', 'Pietermaritzburg', 'Bloemfontein', 'Mthatha', 'Rustenburg', 'Kimberley', 'Soweto', 'Mahikeng'],
  GB: ['Swansea', 'Leicester', 'Inverness', 'Bradford', 'Norwich', 'Wolverhampton', 'Carlisle', 'Exeter'],
  DE: ['Bielefeld', 'Kassel', 'Erfurt', 'Würzburg', 'Rostock'],
  FR: ['Limoges', 'Angers', 'Besançon', 'Perpignan', 'Metz'],
  NL: ['Zwolle', 'Leeuwarden', 'Tilburg', 'Apeldoorn', 'Delft'],
  ES: ['Valladolid', 'Badajoz', 'Albacete', 'Logroño', 'Huelva'],
  PL: ['Lublin', 'Rzeszów', 'Opole', 'Kielce', 'Toruń'],
};
const STREETS: Record<Country16, readonly string[]> = {
  NG: ['Adeniran Ogunsanya Street', 'Ogui Road', 'Ahmadu Bello Way', 'Marian Road', 'Oke-Ado Close', 'Wetheral Road'],
  KE: ['Kenyatta Avenue', 'Oginga Odinga Road', 'Moi Lane', 'Kimathi Street', 'Mama Ngina Drive'],
  GH: ['Hse No. 14 Asafo Road', 'Nkrumah Avenue', 'Ring Road East', 'Hse No. 7 Kotei Street', 'Liberation Road'],
  ZA: ['Voortrekker Street', 'Mandela Drive', 'Church Street', 'Vilakazi Street', 'Jan Smuts Avenue'],
  GB: ['Mill Lane', 'Station Road', 'Victoria Terrace', 'Heol y Parc', 'Church Close', 'Kingsway'],
  DE: ['Lindenstraße', 'Goethestraße', 'Am Markt', 'Bahnhofstraße'],
  FR: ['rue Victor Hugo', 'avenue Jean Jaurès', 'rue de la Paix', 'boulevard Carnot'],
  NL: ['Dorpsstraat', 'Kerkstraat', 'Molenweg', 'Julianalaan'],
  ES: ['Calle Mayor', 'Avenida de la Constitución', 'Calle Real', 'Plaza de España'],
  PL: ['ul. Mickiewicza', 'ul. Kościuszki', 'ul. Polna', 'ul. Lipowa'],
};
function address16(c: Ctx, k: Country16, town?: string): { line: string; town: string } {
  const t = town ?? c.pick(TOWNS[k]);
  const st = c.pick(STREETS[k]);
  const n = c.int(1, 120);
  const line = k === 'GB' || k === 'FR' || k === 'NG' || k === 'KE' || k === 'ZA' ? `${n} ${st}` : k === 'GH' && st.startsWith('Hse') ? st : `${st} ${n}`;
  return { line: `${line}, ${t}`, town: t };
}

// ---------------------------------------------------------------- 1. pension payroll vs life certificate

/** A pension number in each scheme's shape (illustrative, no real scheme's check digits). */
export function pensionNo16(c: Ctx, k: Country16): string {
  switch (k) {
    case 'NG':
      return `PEN${c.digits(12)}`;
    case 'KE':
      return `APN/PC/${c.digits(6)}`;
    case 'GH':
      return `SSNIT-${c.letters(1, 'CDEFG')}${c.digits(12)}`;
    case 'ZA':
      return `${c.digits(8)}`;
    case 'GB':
      return `${c.letters(2, 'ABCEGHJKLMNPRSTWXYZ')}${c.digits(6)}${c.letters(1, 'ABCD')}`;
    case 'DE':
      return `${c.digits(2)}${c.digits(6)}${c.letters(1)}${c.digits(3)}`;
    case 'FR':
      return `${c.digits(2)}${c.digits(6)}${c.digits(2)}`;
    case 'NL':
      return `${c.digits(9)}`;
    case 'ES':
      return `${c.digits(2)}/${c.digits(8)}`;
    case 'PL':
      return `KRUS-${c.digits(7)}`;
  }
}

/** The same pension number as another clerk writes it: separators changed, spaces every few characters. */
export function respace16(s: string, c: Ctx): string {
  const bare = s.replace(/[^A-Za-z0-9]/g, '');
  const mode = c.int(0, 2);
  if (mode === 0) return bare;
  const step = mode === 1 ? 3 : 4;
  const out: string[] = [];
  for (let i = 0; i < bare.length; i += step) out.push(bare.slice(i, i + step));
  return out.join(mode === 1 ? ' ' : '-');
}

function bankAccount16(c: Ctx, k: Country16): string {
  switch (k) {
    case 'NG':
      return c.digits(10);
    case 'KE':
      return `01${c.digits(11)}`;
    case 'GH':
      return c.digits(13);
    case 'ZA':
      return c.digits(10);
    case 'GB':
      return `${c.int(10, 99)}-${c.int(10, 99)}-${c.int(10, 99)} ${c.digits(8)}`;
    case 'DE':
      return `DE${c.digits(2)} ${c.digits(4)} ${c.digits(4)} ${c.digits(4)} ${c.digits(4)} ${c.digits(2)}`;
    case 'FR':
      return `FR76 ${c.digits(4)} ${c.digits(4)} ${c.digits(4)} ${c.digits(4)} ${c.digits(4)} ${c.digits(3)}`;
    case 'NL':
      return `NL${c.digits(2)} ${c.pick(['INGB', 'RABO', 'ABNA', 'SNSB'])} ${c.digits(4)} ${c.digits(4)} ${c.digits(2)}`;
    case 'ES':
      return `ES${c.digits(2)} ${c.digits(4)} ${c.digits(4)} ${c.digits(2)} ${c.digits(10)}`;
    case 'PL':
      return `PL${c.digits(2)} ${c.digits(4)} ${c.digits(4)} ${c.digits(4)} ${c.digits(4)} ${c.digits(4)} ${c.digits(4)}`;
  }
}

interface PensionCtx {
  no: string;
  acct: string;
  addr: string;
  employer: string;
}

const EMPLOYER: Record<Country16, readonly string[]> = {
  NG: ['Ministry of Education (Rtd)', 'Federal Ministry of Health', 'Nigerian Railway Corporation', 'Oyo State Civil Service'],
  KE: ['Teachers Service Commission', 'Ministry of Agriculture', 'Kenya Railways', 'County Government of Nakuru'],
  GH: ['Ghana Education Service', 'Ghana Health Service', 'CAGD', 'Ghana Highway Authority'],
  ZA: ['Department of Education', 'SAPS', 'Department of Health', 'Transnet'],
  GB: ['NHS Pensions', 'Teachers\' Pensions', 'Civil Service Pension Scheme', 'Local Government Pension Scheme'],
  DE: ['Deutsche Rentenversicherung Bund'],
  FR: ['CNAV', 'Agirc-Arrco'],
  NL: ['SVB', 'ABP'],
  ES: ['INSS'],
  PL: ['ZUS', 'KRUS'],
};

/** The payroll row: surname first in capitals, the pension number, birth date, bank account. */
function payrollRow16(c: Ctx, p: Person16, x: PensionCtx): PersonRecord {
  const k = p.country;
  const dob = date16(p.dob, c.pick(dateFormsOf(k)));
  const up = (s: string) => s.toUpperCase();
  switch (k) {
    case 'NG':
      return rec([['S/N', String(c.int(1, 900))], ['PENSION_NO', x.no], ['NAME_OF_PENSIONER', up(`${p.surname} ${p.given} ${p.middle}`)], ['DATE_OF_BIRTH', dob], ['MDA', x.employer], ['BANK_ACCT_NO', x.acct], ['MONTHLY_PENSION', `${c.int(18, 240)},${c.digits(3)}.00`]]);
    case 'KE':
      return rec([['PENSION NO.', x.no], ['PENSIONER NAME', up(`${p.given} ${p.middle} ${p.surname}`)], ['D.O.B', dob], ['LAST MINISTRY', x.employer], ['BANK A/C', x.acct], ['GROSS', `${c.int(9, 90)}${c.digits(3)}`]]);
    case 'GH':
      return rec([['SSNIT No', x.no], ['Pensioner', up(`${p.surname}, ${p.given} ${p.middle}`)], ['Date of Birth', dob], ['Last Employer', x.employer], ['Account Number', x.acct], ['Paypoint', c.pick(TOWNS.GH)]]);
    case 'ZA':
      return rec([['PERSAL/PENSION NO', x.no], ['SURNAME', up(p.surname)], ['INITIALS', initials(`${p.given} ${p.middle}`)], ['BIRTH DATE', dob], ['DEPARTMENT', x.employer], ['BANK ACCOUNT', x.acct]]);
    case 'GB':
      return rec([['Scheme Ref', x.no], ['Member Name', up(`${p.surname}, ${p.given} ${p.middle}`)], ['DOB', dob], ['Scheme', x.employer], ['Account', x.acct], ['Address', x.addr]]);
    case 'DE':
      return rec([['Rentenzeichen', x.no], ['Name, Vorname', `${p.surname}, ${p.given}`], ['Geburtsdatum', dob], ['Träger', x.employer], ['IBAN', x.acct], ['Anschrift', x.addr]]);
    case 'FR':
      return rec([['N° de pension', x.no], ['NOM', up(fold16(p.surname))], ['Prénoms', `${p.given} ${p.middle}`], ['Date de naissance', dob], ['Caisse', x.employer], ['IBAN', x.acct]]);
    case 'NL':
      return rec([['Klantnummer', x.no], ['Achternaam', p.surname], ['Voorletters', `${initials(`${p.given} ${p.middle}`).split('').join('.')}.`], ['Geboortedatum', dob], ['Uitvoerder', x.employer], ['Rekeningnummer', x.acct]]);
    case 'ES':
      return rec([['Nº pensión', x.no], ['Apellidos', up(fullSurname16(p))], ['Nombre', up(p.given)], ['Fecha de nacimiento', dob], ['Entidad', x.employer], ['Cuenta', x.acct]]);
    case 'PL':
      return rec([['Nr świadczenia', x.no], ['Nazwisko', up(p.surname)], ['Imię', up(p.given)], ['Data urodzenia', dob], ['Organ', x.employer], ['Nr rachunku', x.acct]]);
  }
}

const TITLE_OLD: Record<Country16, { M: readonly string[]; F: readonly string[] }> = {
  NG: { M: ['Mr', 'Pa', 'Chief', 'Elder'], F: ['Mrs', 'Madam', 'Mama'] },
  KE: { M: ['Mr', 'Mzee'], F: ['Mrs', 'Mama'] },
  GH: { M: ['Mr', 'Opanyin', 'Nana'], F: ['Mrs', 'Maame', 'Auntie'] },
  ZA: { M: ['Mr', 'Oom', 'Ntate'], F: ['Mrs', 'Gogo', 'Mme'] },
  GB: { M: ['Mr'], F: ['Mrs', 'Ms', 'Miss'] },
  DE: { M: ['Herr'], F: ['Frau'] },
  FR: { M: ['M.'], F: ['Mme'] },
  NL: { M: ['dhr.'], F: ['mevr.'] },
  ES: { M: ['D.'], F: ['Dña.'] },
  PL: { M: ['Pan'], F: ['Pani'] },
};

/** The life certificate: the name in reading order with a title, the middle name to an initial or left out, the
 *  pension number re-spaced, the birth date another way or the age, the bank account at times. */
function lifeCertificate16(c: Ctx, p: Person16, x: PensionCtx, withAcct: boolean): PersonRecord {
  const k = p.country;
  const title = c.chance(0.6) ? `${c.pick(TITLE_OLD[k][p.sex])} ` : '';
  const mid = p.middle === '' ? '' : c.pick([p.middle, `${p.middle.charAt(0)}.`, '']);
  let given = p.given;
  if (c.chance(0.2)) given = slip16(c, given);
  const name = `${title}${given}${mid ? ` ${mid}` : ''} ${fullSurname16(p)}`;
  const useAge = c.chance(0.25);
  const birth = useAge ? '' : date16(p.dob, c.pick(dateFormsOf(k)));
  const age = useAge ? String(ageOn16(p.dob, TODAY)) : '';
  const no = c.chance(0.5) ? respace16(x.no, c) : x.no;
  const acct = withAcct || c.chance(0.4) ? x.acct.replace(/\s/g, c.chance(0.5) ? '' : ' ') : '';
  const phone = c.chance(0.5) ? phone16(p.phone, k, 'national') : '';
  switch (k) {
    case 'NG':
      return rec([['Name of Pensioner', name], ['Pension PIN / RSA No.', no], ['Date of Birth', birth], ['Age', age], ['Bank Account', acct], ['Phone No.', phone], ['Verification Centre', c.pick(TOWNS.NG)]]);
    case 'KE':
      return rec([['Full Name', name], ['Pension No.', no], ['Date of Birth', birth], ['Age', age], ['Account No.', acct], ['Mobile', phone], ['Chief\'s Stamp', `${c.pick(TOWNS.KE)} Location`]]);
    case 'GH':
      return rec([['Name', name], ['SSNIT Number', no], ['DOB', birth], ['Age', age], ['Bank A/C', acct], ['Tel', phone], ['Attested by', 'Assembly Member']]);
    case 'ZA':
      return rec([['Full names', name], ['Pension number', no], ['Date of birth', birth], ['Age', age], ['Bank account', acct], ['Cell', phone], ['Commissioner of Oaths', c.pick(TOWNS.ZA)]]);
    case 'GB':
      return rec([['Full name', name], ['Pension reference', no], ['Date of birth', birth], ['Age', age], ['Bank account', acct], ['Telephone', phone], ['Certified by', 'GP surgery']]);
    case 'DE':
      return rec([['Name', fullSurname16(p)], ['Vorname', `${given}${mid ? ` ${mid}` : ''}`], ['Rentenzeichen / Versicherungsnummer', no], ['Geburtsdatum', birth], ['Alter', age], ['IBAN', acct], ['Bestätigt durch', 'Bürgeramt']]);
    case 'FR':
      return rec([['Nom', fullSurname16(p)], ['Prénom(s)', `${given}${mid ? ` ${mid}` : ''}`], ['Numéro de pension', no], ['Date de naissance', birth], ['Âge', age], ['IBAN', acct], ['Certificat de vie établi par', 'Mairie']]);
    case 'NL':
      return rec([['Naam', `${title}${given} ${fullSurname16(p)}`], ['Klantnummer', no], ['Geboortedatum', birth], ['Leeftijd', age], ['IBAN', acct], ['Attestatie de vita afgegeven door', 'Gemeente']]);
    case 'ES':
      return rec([['Apellidos y nombre', `${fullSurname16(p)}, ${given}`], ['Número de pensión', no], ['Fecha de nacimiento', birth], ['Edad', age], ['IBAN', acct], ['Fe de vida expedida por', 'Registro Civil']]);
    case 'PL':
      return rec([['Imię i nazwisko', `${given} ${fullSurname16(p)}`], ['Numer świadczenia', no], ['Data urodzenia', birth], ['Wiek', age], ['Rachunek', acct], ['Zaświadczenie o życiu wydał', 'Urząd Stanu Cywilnego']]);
  }
}

function pensionCtx(c: Ctx, k: Country16): PensionCtx {
  return { no: pensionNo16(c, k), acct: bankAccount16(c, k), addr: address16(c, k).line, employer: c.pick(EMPLOYER[k]) };
}

const samePension: Kind16 = {
  kind: 'same_pension_payroll_vs_life_certificate',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const k = country16(c, j);
    const p = newPerson16(c, k, 1934, 1962);
    const x = pensionCtx(c, k);
    return { a: payrollRow16(c, p, x), b: lifeCertificate16(c, p, x, false) };
  },
};

const diffPension: Kind16 = {
  kind: 'diff_pension_spouses_one_joint_account',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country16(c, j);
    const h = newPerson16(c, k, 1934, 1958, 'M');
    const w0 = newPerson16(c, k, 1934, 1962, 'F');
    // The wife: one surname (a Polish wife the feminine form; a Spanish wife keeps her own two), births ≥ 2 years apart.
    let wdob = w0.dob;
    if (Math.abs(wdob.y - h.dob.y) < 2) wdob = { ...wdob, y: h.dob.y + c.int(2, 7) };
    const wsurname = k === 'ES' ? w0.surname : NAMES[k].femSurname ? NAMES[k].femSurname!(h.surname) : h.surname;
    const w: Person16 = { ...w0, surname: wsurname, surname2: k === 'ES' ? w0.surname2 : '', dob: wdob, phone: c.chance(0.5) ? h.phone : w0.phone };
    const acct = bankAccount16(c, k);
    const addr = address16(c, k).line;
    const hx: PensionCtx = { no: pensionNo16(c, k), acct, addr, employer: c.pick(EMPLOYER[k]) };
    const wx: PensionCtx = { no: pensionNo16(c, k), acct, addr, employer: c.pick(EMPLOYER[k]) };
    return c.chance(0.5) ? { a: payrollRow16(c, h, hx), b: lifeCertificate16(c, w, wx, true) } : { a: payrollRow16(c, w, wx), b: lifeCertificate16(c, h, hx, true) };
  },
};

// ---------------------------------------------------------------- 2. author export vs staff profile

/** An ORCID iD with its ISO 7064 MOD 11-2 check character. */
export function orcid16(c: Ctx): string {
  const base = `000${c.int(0, 1)}${c.digits(11)}`.slice(0, 15);
  let total = 0;
  for (const ch of base) total = (total + Number(ch)) * 2;
  const r = (12 - (total % 11)) % 11;
  const check = r === 10 ? 'X' : String(r);
  const s = base + check;
  return `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8, 12)}-${s.slice(12)}`;
}

interface Inst {
  name: string;
  domain: string;
  dept: readonly string[];
}
const INSTS: Record<Country16, readonly Inst[]> = {
  NG: [
    { name: 'University of Ibadan', domain: 'ui.edu.ng', dept: ['Dept of Chemistry', 'Dept of Community Medicine', 'Dept of Agronomy'] },
    { name: 'University of Nigeria, Nsukka', domain: 'unn.edu.ng', dept: ['Dept of Microbiology', 'Dept of Civil Engineering', 'Dept of Economics'] },
    { name: 'Ahmadu Bello University', domain: 'abu.edu.ng', dept: ['Dept of Veterinary Medicine', 'Dept of Physics'] },
  ],
  KE: [
    { name: 'University of Nairobi', domain: 'uonbi.ac.ke', dept: ['Department of Public Health', 'School of Computing'] },
    { name: 'Moi University', domain: 'mu.ac.ke', dept: ['Department of Botany', 'School of Medicine'] },
    { name: 'Jomo Kenyatta University of Agriculture and Technology', domain: 'jkuat.ac.ke', dept: ['Department of Horticulture', 'Department of Mechatronics'] },
  ],
  GH: [
    { name: 'University of Ghana', domain: 'ug.edu.gh', dept: ['Department of Biochemistry', 'School of Public Health'] },
    { name: 'Kwame Nkrumah University of Science and Technology', domain: 'knust.edu.gh', dept: ['Department of Geomatic Engineering', 'Department of Pharmacology'] },
    { name: 'University of Cape Coast', domain: 'ucc.edu.gh', dept: ['Department of Fisheries', 'Department of Mathematics'] },
  ],
  ZA: [
    { name: 'University of KwaZulu-Natal', domain: 'ukzn.ac.za', dept: ['School of Life Sciences', 'Department of Paediatrics'] },
    { name: 'Stellenbosch University', domain: 'sun.ac.za', dept: ['Department of Viticulture', 'Department of Statistics'] },
    { name: 'University of the Witwatersrand', domain: 'wits.ac.za', dept: ['School of Geosciences', 'School of Public Health'] },
  ],
  GB: [
    { name: 'Cardiff University', domain: 'cardiff.ac.uk', dept: ['School of Engineering', 'School of Medicine'] },
    { name: 'University of Leeds', domain: 'leeds.ac.uk', dept: ['School of Chemistry', 'Leeds Institute of Health Sciences'] },
    { name: 'University of Aberdeen', domain: 'abdn.ac.uk', dept: ['School of Biological Sciences', 'Institute of Applied Health Sciences'] },
  ],
  DE: [{ name: 'Universität Leipzig', domain: 'uni-leipzig.de', dept: ['Institut für Informatik', 'Medizinische Fakultät'] }],
  FR: [{ name: 'Université de Lorraine', domain: 'univ-lorraine.fr', dept: ['Laboratoire LEM3', 'Faculté de Médecine'] }],
  NL: [{ name: 'Rijksuniversiteit Groningen', domain: 'rug.nl', dept: ['Faculty of Science and Engineering', 'UMCG'] }],
  ES: [{ name: 'Universidad de Salamanca', domain: 'usal.es', dept: ['Departamento de Química', 'Facultad de Medicina'] }],
  PL: [{ name: 'Uniwersytet Jagielloński', domain: 'uj.edu.pl', dept: ['Wydział Chemii', 'Collegium Medicum'] }],
};

/** An institutional e-mail: given.surname@, initial+surname@ or surname@ (accents and spaces dropped). */
function email16(c: Ctx, p: Person16, domain: string, form?: number): string {
  const g = fold16(p.given.split(/[\s-]/)[0]!).toLowerCase();
  const s = fold16(p.surname).toLowerCase().replace(/[^a-z]/g, '');
  const f = form ?? c.int(0, 2);
  return f === 0 ? `${g}.${s}@${domain}` : f === 1 ? `${g.charAt(0)}${s}@${domain}` : `${s}${c.int(1, 99)}@${domain}`;
}

/** The tagged export's author fields (surname, initials; full name; ORCID; e-mail; address). */
function authorExport16(c: Ctx, p: Person16, inst: Inst, dept: string, orc: string, mail: string, showOrcid: boolean, showMail: boolean): PersonRecord {
  const surname = fold16(fullSurname16(p));
  const ini = initials(`${p.given} ${p.middle}`);
  const af = `${surname}, ${fold16(p.given)}${p.middle ? ` ${c.chance(0.5) ? fold16(p.middle) : `${p.middle.charAt(0)}.`}` : ''}`;
  return rec([
    ['AU', `${surname}, ${ini}`],
    ['AF', af],
    ['OI', showOrcid ? `${surname}, ${fold16(p.given)}/${orc}` : ''],
    ['EM', showMail ? mail : ''],
    ['C1', `[${surname}, ${ini}] ${fold16(inst.name)}, ${fold16(dept)}, ${COUNTRY_WORD[p.country]}`],
    ['PY', String(c.int(2012, 2024))],
  ]);
}

const COUNTRY_WORD: Record<Country16, string> = { NG: 'Nigeria', KE: 'Kenya', GH: 'Ghana', ZA: 'South Africa', GB: 'UK', DE: 'Germany', FR: 'France', NL: 'Netherlands', ES: 'Spain', PL: 'Poland' };

const ACADEMIC_TITLE: Record<Country16, readonly string[]> = {
  NG: ['Dr', 'Prof.', 'Dr (Mrs)', 'Engr. Dr'],
  KE: ['Dr', 'Prof.'],
  GH: ['Dr', 'Prof.', 'Rev. Dr'],
  ZA: ['Dr', 'Prof.'],
  GB: ['Dr', 'Professor'],
  DE: ['Dr.', 'Prof. Dr.', 'PD Dr.'],
  FR: ['Dr', 'Pr'],
  NL: ['dr.', 'prof. dr.', 'dr. ir.'],
  ES: ['Dr.', 'Dra.'],
  PL: ['dr', 'dr hab.', 'prof. dr hab.'],
};

function staffProfile16(c: Ctx, p: Person16, inst: Inst, dept: string, orc: string, mail: string, showOrcid: boolean, showMail: boolean): PersonRecord {
  const k = p.country;
  let title = c.pick(ACADEMIC_TITLE[k]);
  if (title === 'Dr (Mrs)' && p.sex === 'M') title = 'Dr';
  if (title === 'Dra.' && p.sex === 'M') title = 'Dr.';
  const first = p.short && c.chance(0.4) ? p.short : p.given;
  const mid = p.middle && c.chance(0.4) ? ` ${p.middle}` : '';
  const name = `${title} ${first}${mid} ${fullSurname16(p)}`;
  const orcUrl = c.chance(0.6) ? `https://orcid.org/${orc}` : orc;
  const phone = c.chance(0.3) ? phone16(p.phone, k, 'intl-spaced') : '';
  const L: Record<Country16, readonly [string, string, string, string, string]> = {
    NG: ['Name', 'ORCID', 'Email', 'Department', 'Phone'],
    KE: ['Name', 'ORCID iD', 'Email', 'Department', 'Phone'],
    GH: ['Name', 'ORCID', 'E-mail', 'Department', 'Telephone'],
    ZA: ['Name', 'ORCID', 'Email', 'School / Department', 'Tel'],
    GB: ['Name', 'ORCID', 'Email', 'School', 'Telephone'],
    DE: ['Name', 'ORCID', 'E-Mail', 'Einrichtung', 'Telefon'],
    FR: ['Nom', 'ORCID', 'Courriel', 'Laboratoire', 'Téléphone'],
    NL: ['Naam', 'ORCID', 'E-mail', 'Afdeling', 'Telefoon'],
    ES: ['Nombre', 'ORCID', 'Correo electrónico', 'Departamento', 'Teléfono'],
    PL: ['Imię i nazwisko', 'ORCID', 'E-mail', 'Jednostka', 'Telefon'],
  };
  const [kn, ko, ke, kd, kp] = L[k];
  return rec([
    [kn, name],
    [ko, showOrcid ? orcUrl : ''],
    [ke, showMail ? mail : ''],
    [kd, `${dept}, ${inst.name}`],
    [kp, phone],
  ]);
}

const sameAuthor: Kind16 = {
  kind: 'same_author_export_vs_staff_profile',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const k = country16(c, j);
    const p = newPerson16(c, k, 1955, 1992);
    const inst = c.pick(INSTS[k]);
    const dept = c.pick(inst.dept);
    const orc = orcid16(c);
    const mail = email16(c, p, inst.domain);
    // At least one of ORCID and e-mail on both sides.
    const both = c.int(0, 2); // 0: ORCID on both, 1: e-mail on both, 2: both on both
    const oA = both !== 1 || c.chance(0.5);
    const oB = both !== 1 || c.chance(0.5);
    const mA = both !== 0 || c.chance(0.5);
    const mB = both !== 0 || c.chance(0.5);
    return { a: authorExport16(c, p, inst, dept, orc, mail, oA, mA), b: staffProfile16(c, p, inst, dept, orc, mail, oB, mB) };
  },
};

const diffAuthor: Kind16 = {
  kind: 'diff_author_namesakes_one_faculty',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country16(c, j);
    const p = newPerson16(c, k, 1955, 1992);
    // A colleague of one surname and the same initials (another given name of that letter where the list has one).
    const list = p.sex === 'M' ? NAMES[k].m : NAMES[k].f;
    const sameLetter = list.filter(([g]) => g.charAt(0) === p.given.charAt(0) && g !== p.given);
    const pickQ = sameLetter.length > 0 ? c.pick(sameLetter) : ([p.given, p.short] as const);
    const q: Person16 = { ...newPerson16(c, k, 1955, 1992, p.sex), given: pickQ[0], short: pickQ[1], surname: p.surname, surname2: p.surname2, middle: p.middle ? c.pick(MIDDLE[k][p.sex].filter((m) => m.charAt(0) === p.middle.charAt(0)).concat(p.middle)) : '' };
    const inst = c.pick(INSTS[k]);
    const dept = c.pick(inst.dept);
    let oq = orcid16(c);
    const op = orcid16(c);
    if (oq === op) oq = orcid16(c);
    const mp = email16(c, p, inst.domain, 0);
    let mq = email16(c, q, inst.domain, c.int(1, 2));
    if (mq === mp) mq = email16(c, q, inst.domain, 2);
    return { a: authorExport16(c, p, inst, dept, op, mp, true, true), b: staffProfile16(c, q, inst, dept, oq, mq, true, true) };
  },
};

// ---------------------------------------------------------------- 3. share register vs broker account

/** A central-depository account number in each market's shape (illustrative). */
export function depositoryNo16(c: Ctx, k: Country16): { key: string; brokerKey: string; no: string } {
  switch (k) {
    case 'NG':
      return { key: 'CHN', brokerKey: 'Clearing House Number (CHN)', no: `C${c.digits(10)}${c.letters(2, 'ABCDEFGH')}` };
    case 'KE':
      return { key: 'CDS A/C NO', brokerKey: 'CDS Account Number', no: `${c.digits(3)}-${c.digits(8)}` };
    case 'GH':
      return { key: 'CSD NO', brokerKey: 'CSD Account No.', no: `GH-${c.digits(9)}` };
    case 'ZA':
      return { key: 'SCA NUMBER', brokerKey: 'Investor account (Strate)', no: `${c.digits(10)}` };
    case 'GB':
      return { key: 'Shareholder Reference Number', brokerKey: 'SRN / Investor Code', no: `C${c.digits(10)}` };
    case 'DE':
      return { key: 'Depotnummer', brokerKey: 'Depot-Nr.', no: `${c.digits(3)} ${c.digits(7)}` };
    case 'FR':
      return { key: 'N° de compte-titres', brokerKey: 'Compte titres', no: `${c.digits(5)} ${c.digits(11)}` };
    case 'NL':
      return { key: 'Effectenrekening', brokerKey: 'Rekeningnummer beleggingen', no: `${c.digits(8)}` };
    case 'ES':
      return { key: 'Cuenta de valores', brokerKey: 'Nº cuenta de valores', no: `${c.digits(4)}-${c.digits(4)}-${c.digits(10)}` };
    case 'PL':
      return { key: 'Nr rachunku papierów wartościowych', brokerKey: 'Rachunek maklerski', no: `${c.digits(2)}-${c.digits(8)}` };
  }
}

const REGISTRAR: Record<Country16, readonly string[]> = {
  NG: ['Dangote Cement Plc', 'First Bank Holdings', 'Nestle Nigeria Plc', 'UAC of Nigeria'],
  KE: ['Safaricom PLC', 'East African Breweries', 'Kenya Power', 'KCB Group'],
  GH: ['MTN Ghana', 'GCB Bank', 'Enterprise Group', 'Benso Oil Palm'],
  ZA: ['Sasol Ltd', 'Old Mutual', 'Telkom SA', 'Sanlam'],
  GB: ['BT Group plc', 'Lloyds Banking Group', 'National Grid plc', 'Severn Trent'],
  DE: ['Deutsche Telekom AG'],
  FR: ['Orange SA'],
  NL: ['KPN'],
  ES: ['Telefónica'],
  PL: ['Orlen'],
};

/** The registrar's row: capitals, surname first in Africa, cut at 30 letters, the depository number, an old address. */
function registerRow16(c: Ctx, p: Person16, dep: { key: string; no: string }, addr: string, company: string): PersonRecord {
  const k = p.country;
  const full = k === 'NG' || k === 'GH' || k === 'KE' || k === 'ZA' ? `${p.surname} ${p.given} ${p.middle}` : k === 'ES' ? `${fullSurname16(p)} ${p.given}` : `${p.given} ${p.middle} ${p.surname}`;
  const name = fold16(full.replace(/\s+/g, ' ').trim()).toUpperCase().slice(0, 30).trim();
  const acct = `${c.letters(2)}${c.digits(7)}`;
  const nameKey: Record<Country16, string> = { NG: 'SHAREHOLDER NAME', KE: 'SHAREHOLDER NAME', GH: 'NAME OF HOLDER', ZA: 'HOLDER NAME', GB: 'Holder Name', DE: 'Aktionär', FR: 'Actionnaire', NL: 'Aandeelhouder', ES: 'Accionista', PL: 'Akcjonariusz' };
  const addrKey: Record<Country16, string> = { NG: 'ADDRESS', KE: 'ADDRESS', GH: 'ADDRESS', ZA: 'ADDRESS', GB: 'Registered Address', DE: 'Adresse', FR: 'Adresse', NL: 'Adres', ES: 'Domicilio', PL: 'Adres' };
  return rec([
    ['REGISTER', company],
    ['ACCOUNT NO', acct],
    [nameKey[k], name],
    [dep.key, dep.no],
    [addrKey[k], fold16(addr).toUpperCase()],
    ['UNITS', String(c.int(50, 90000))],
    ['UNCLAIMED DIVIDEND', `${c.int(1, 999)}.${c.digits(2)}`],
  ]);
}

/** The broker's account-opening form: name parts, birth date, the depository number written another way, new address. */
function brokerForm16(c: Ctx, p: Person16, dep: { brokerKey: string; no: string }, addr: string): PersonRecord {
  const k = p.country;
  const no = c.chance(0.5) ? dep.no.replace(/[\s-]/g, '') : dep.no.replace(/[\s-]/g, ' ');
  const dob = date16(p.dob, c.pick(dateFormsOf(k)));
  const first = p.short && c.chance(0.25) ? p.short : p.given;
  const phone = phone16(p.phone, k, c.pick(['e164', 'national', 'intl-spaced'] as const));
  switch (k) {
    case 'NG':
      return rec([['Surname', p.surname], ['First Name', first], ['Other Names', p.middle], ['Date of Birth', dob], [dep.brokerKey, no], ['BVN', c.digits(11)], ['Mobile', phone], ['Residential Address', addr]]);
    case 'KE':
      return rec([['Surname', p.surname], ['Other Names', `${first} ${p.middle}`], ['Date of Birth', dob], [dep.brokerKey, no], ['KRA PIN', `A${c.digits(9)}${c.letters(1)}`], ['Mobile', phone], ['Postal/Physical Address', addr]]);
    case 'GH':
      return rec([['Surname', p.surname], ['First Name', first], ['Middle Name', p.middle], ['Date of Birth', dob], [dep.brokerKey, no], ['Ghana Card No.', `GHA-${c.digits(9)}-${c.int(0, 9)}`], ['Phone', phone], ['Residential Address', addr]]);
    case 'ZA':
      return rec([['Surname', p.surname], ['Full names', `${first} ${p.middle}`], ['Date of birth', dob], [dep.brokerKey, no], ['Cellphone', phone], ['Physical address', addr]]);
    case 'GB':
      return rec([['Title', p.sex === 'M' ? 'Mr' : c.pick(['Mrs', 'Ms'])], ['Forename(s)', `${first} ${p.middle}`], ['Surname', p.surname], ['Date of birth', dob], [dep.brokerKey, no], ['Mobile', phone], ['Home address', addr]]);
    case 'DE':
      return rec([['Nachname', p.surname], ['Vorname(n)', `${first} ${p.middle}`], ['Geburtsdatum', dob], [dep.brokerKey, no], ['Mobilnummer', phone], ['Wohnanschrift', addr]]);
    case 'FR':
      return rec([['Nom de naissance', p.surname], ['Prénoms', `${first} ${p.middle}`], ['Né(e) le', dob], [dep.brokerKey, no], ['Portable', phone], ['Adresse', addr]]);
    case 'NL':
      return rec([['Achternaam', p.surname], ['Voornamen', `${first} ${p.middle}`], ['Geboortedatum', dob], [dep.brokerKey, no], ['Mobiel', phone], ['Adres', addr]]);
    case 'ES':
      return rec([['Primer apellido', p.surname], ['Segundo apellido', p.surname2], ['Nombre', first], ['Fecha de nacimiento', dob], [dep.brokerKey, no], ['Móvil', phone], ['Domicilio', addr]]);
    case 'PL':
      return rec([['Nazwisko', p.surname], ['Imiona', `${first} ${p.middle}`], ['Data urodzenia', dob], [dep.brokerKey, no], ['Telefon komórkowy', phone], ['Adres zamieszkania', addr]]);
  }
}

const sameShare: Kind16 = {
  kind: 'same_share_register_vs_broker_account',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const k = country16(c, j);
    const p = newPerson16(c, k, 1945, 1995);
    const dep = depositoryNo16(c, k);
    const oldAddr = address16(c, k);
    const newAddr = c.chance(0.6) ? address16(c, k) : oldAddr;
    return { a: registerRow16(c, p, dep, oldAddr.line, c.pick(REGISTRAR[k])), b: brokerForm16(c, p, dep, newAddr.line) };
  },
};

const diffShare: Kind16 = {
  kind: 'diff_share_register_namesakes_two_towns',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country16(c, j);
    const p = newPerson16(c, k, 1945, 1995);
    const q: Person16 = { ...newPerson16(c, k, 1945, 1995, p.sex), given: p.given, short: p.short, middle: p.middle, surname: p.surname, surname2: p.surname2 };
    const towns = TOWNS[k];
    const ta = c.pick(towns);
    const tb = c.pick(towns.filter((t) => t !== ta));
    let dq = depositoryNo16(c, k);
    const dp = depositoryNo16(c, k);
    if (dq.no === dp.no) dq = depositoryNo16(c, k);
    return { a: registerRow16(c, p, dp, address16(c, k, ta).line, c.pick(REGISTRAR[k])), b: brokerForm16(c, q, dq, address16(c, k, tb).line) };
  },
};

// ---------------------------------------------------------------- 4. TB treatment register vs lab register

const FACILITY: Record<Country16, readonly string[]> = {
  NG: ['PHC Ojoo', 'General Hospital Ikorodu', 'Comprehensive Health Centre Abakaliki', 'DOTS Centre Mararaba'],
  KE: ['Kibera Health Centre', 'Nakuru PGH Chest Clinic', 'Mbagathi TB Clinic', 'Kakamega CRH'],
  GH: ['Korle Bu Chest Clinic', 'Tema General', 'Suntreso Govt Hospital', 'Ho Municipal Hospital'],
  ZA: ['Chris Hani Baragwanath', 'Jabulani Clinic', 'Mthatha Gateway Clinic', 'Edendale Hospital'],
  GB: ['Royal Free TB Service', 'Leicester Royal Infirmary TB Clinic', 'Bradford Chest Clinic', 'Birmingham Chest Clinic'],
  DE: ['Gesundheitsamt'],
  FR: ['CLAT'],
  NL: ['GGD Tuberculosebestrijding'],
  ES: ['Unidad de Tuberculosis'],
  PL: ['Poradnia Gruźlicy'],
};

export function tbNo16(c: Ctx, k: Country16, year: number): string {
  switch (k) {
    case 'NG':
      return `${c.pick(['LA', 'OY', 'EB', 'FC'])}/${c.pick(['IKD', 'IBN', 'ABK', 'AMAC'])}/${year}/${pad(c.int(1, 999), 4)}`;
    case 'KE':
      return `${c.pick(['NRB', 'NKU', 'KKG'])}/${c.digits(3)}/${year}`;
    case 'GH':
      return `TB/${c.pick(['GAR', 'ASH', 'VR'])}/${year}/${pad(c.int(1, 999), 3)}`;
    case 'ZA':
      return `${c.pick(['GP', 'EC', 'KZN'])}${year % 100}${pad(c.int(1, 9999), 5)}`;
    case 'GB':
      return `ETS${year}${c.digits(5)}`;
    case 'DE':
      return `${c.pick(['BI', 'KS', 'EF'])}-TB-${year}-${c.digits(3)}`;
    case 'FR':
      return `CLAT-${year}-${c.digits(4)}`;
    case 'NL':
      return `OSIRIS ${c.digits(7)}`;
    case 'ES':
      return `TB${year}${c.digits(4)}`;
    case 'PL':
      return `${c.digits(3)}/${year}/G`;
  }
}

interface TbRow {
  tbNo: string;
  addr: string;
  facility: string;
  year: number;
}

/** The TB unit register: number, name (reading order), sex, age, address, phone. */
function tbRegister16(c: Ctx, p: Person16, t: TbRow): PersonRecord {
  const k = p.country;
  const age = String(ageOn16(p.dob, { y: t.year, m: c.int(1, 12), d: 1 }));
  const sex = p.sex;
  const phone = phone16(p.phone, k, c.pick(['national', 'e164'] as const));
  const first = p.short && c.chance(0.3) ? p.short : p.given;
  const name = `${first}${p.middle && c.chance(0.5) ? ` ${p.middle}` : ''} ${fullSurname16(p)}`;
  switch (k) {
    case 'NG':
    case 'KE':
    case 'GH':
    case 'ZA':
      return rec([[k === 'KE' ? 'Sub-county TB No.' : k === 'ZA' ? 'TB Reg No' : 'TB No.', t.tbNo], ['Name', name], ['Sex', sex], ['Age', age], ['Address', t.addr], ['Phone', phone], ['Date of registration', date16({ y: t.year, m: c.int(1, 12), d: c.int(1, 28) }, 'dd/mm/yyyy')], ['Type of patient', c.pick(['New', 'Relapse', 'Transfer in'])]]);
    case 'GB':
      return rec([['ETS ID', t.tbNo], ['Patient name', name], ['Sex', sex], ['Age at notification', age], ['Address', t.addr], ['Mobile', phone], ['Site of disease', c.pick(['Pulmonary', 'Pulmonary + extra-pulmonary'])]]);
    case 'DE':
      return rec([['Meldenummer', t.tbNo], ['Name', `${fullSurname16(p)}, ${first}`], ['Geschlecht', sex === 'M' ? 'männlich' : 'weiblich'], ['Alter', age], ['Wohnort', t.addr], ['Telefon', phone]]);
    case 'FR':
      return rec([['N° de déclaration', t.tbNo], ['Nom', fullSurname16(p)], ['Prénom', first], ['Sexe', sex === 'M' ? 'M' : 'F'], ['Âge', age], ['Adresse', t.addr], ['Téléphone', phone]]);
    case 'NL':
      return rec([['Meldingsnummer', t.tbNo], ['Naam', `${first} ${fullSurname16(p)}`], ['Geslacht', sex === 'M' ? 'man' : 'vrouw'], ['Leeftijd', age], ['Adres', t.addr], ['Telefoon', phone]]);
    case 'ES':
      return rec([['Nº de caso', t.tbNo], ['Apellidos', fullSurname16(p)], ['Nombre', first], ['Sexo', sex === 'M' ? 'H' : 'M'], ['Edad', age], ['Domicilio', t.addr], ['Teléfono', phone]]);
    case 'PL':
      return rec([['Nr rejestru', t.tbNo], ['Nazwisko i imię', `${fullSurname16(p)} ${first}`], ['Płeć', sex === 'M' ? 'M' : 'K'], ['Wiek', age], ['Adres', t.addr], ['Telefon', phone]]);
  }
}

/** The lab register: a lab serial, `SURNAME Given` (a slip at times), age (±1: asked again), sex, facility, and either
 *  the patient's TB number (follow-up smear) or — for a contact's screening — the index case's number under its own
 *  column. */
function labRegister16(c: Ctx, p: Person16, t: TbRow, opts: { ownTb: boolean; indexTb?: string; phone: string; ageShift: number }): PersonRecord {
  const k = p.country;
  const age = String(ageOn16(p.dob, { y: t.year, m: c.int(1, 12), d: 1 }) + opts.ageShift);
  let given = p.given;
  if (c.chance(0.25)) given = slip16(c, given);
  let surname = fullSurname16(p).toUpperCase();
  if (c.chance(0.15)) surname = slip16(c, surname);
  const name = `${surname} ${given}`;
  const serial = `${c.digits(4)}/${t.year % 100}`;
  const sex = p.sex;
  const phone = opts.phone;
  const specimen = c.pick(['Sputum', 'Sputum x2', 'GeneXpert', 'Culture']);
  const tb = opts.ownTb ? t.tbNo : '';
  const idx = opts.indexTb ?? '';
  const L: Record<Country16, readonly [string, string, string, string, string, string, string, string, string]> = {
    NG: ['Lab Serial No', 'Patient Name', 'Age', 'Sex', 'Referring Facility', 'TB No (follow-up)', 'Index TB No.', 'Phone', 'Specimen'],
    KE: ['Lab No.', 'Name', 'Age', 'Sex', 'Facility', 'TB No.', 'Index case TB No.', 'Tel', 'Specimen'],
    GH: ['Lab Reg. No', 'Name of Patient', 'Age', 'Sex', 'From', 'TB Reg. No', 'Contact of (TB No.)', 'Tel No.', 'Specimen'],
    ZA: ['Lab episode no', 'Patient', 'Age', 'Gender', 'Clinic', 'TB Reg No', 'Index TB Reg No', 'Cell', 'Test'],
    GB: ['Lab number', 'Patient', 'Age', 'Sex', 'Requesting clinic', 'ETS ID', 'Index case ETS ID', 'Contact tel', 'Test'],
    DE: ['Labornummer', 'Patient', 'Alter', 'Geschlecht', 'Einsender', 'Meldenummer', 'Indexfall Meldenummer', 'Telefon', 'Material'],
    FR: ['N° labo', 'Patient', 'Âge', 'Sexe', 'Demandeur', 'N° de déclaration', 'Cas index (N°)', 'Tél.', 'Examen'],
    NL: ['Labnummer', 'Patiënt', 'Leeftijd', 'Geslacht', 'Aanvrager', 'Meldingsnummer', 'Indexpatiënt meldingsnr.', 'Tel.', 'Materiaal'],
    ES: ['Nº laboratorio', 'Paciente', 'Edad', 'Sexo', 'Centro solicitante', 'Nº de caso', 'Caso índice (Nº)', 'Tel.', 'Muestra'],
    PL: ['Nr laboratoryjny', 'Pacjent', 'Wiek', 'Płeć', 'Zlecający', 'Nr rejestru', 'Nr rejestru przypadku indeksowego', 'Tel.', 'Materiał'],
  };
  const [ks, kn, ka, kx, kf, kt, ki, kp, km] = L[k];
  const sexOut = k === 'ES' ? (sex === 'M' ? 'H' : 'M') : k === 'PL' ? (sex === 'M' ? 'M' : 'K') : sex;
  return rec([
    [ks, serial],
    [kn, name],
    [ka, age],
    [kx, sexOut],
    [kf, t.facility],
    [kt, tb],
    [ki, idx],
    [kp, phone],
    [km, specimen],
  ]);
}

function tbRow(c: Ctx, k: Country16): TbRow {
  const year = c.int(2019, 2024);
  return { tbNo: tbNo16(c, k, year), addr: address16(c, k).line, facility: c.pick(FACILITY[k]), year };
}

const sameTb: Kind16 = {
  kind: 'same_tb_register_vs_lab_register',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const k = country16(c, j);
    const p = newPerson16(c, k, 1950, 2004);
    const t = tbRow(c, k);
    // The TB number on the lab side (follow-up smear) or, on a first diagnostic smear, the phone only.
    const ownTb = c.chance(0.7);
    const phone = ownTb && c.chance(0.5) ? '' : phone16(p.phone, k, c.pick(['national', 'intl-spaced'] as const));
    return { a: tbRegister16(c, p, t), b: labRegister16(c, p, t, { ownTb, phone, ageShift: c.pick([0, 0, 1]) }) };
  },
};

const diffTb: Kind16 = {
  kind: 'diff_tb_index_case_vs_household_contact',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country16(c, j);
    const p = newPerson16(c, k, 1950, 1995);
    const t = tbRow(c, k);
    // A household contact: one surname (Polish feminine form; a Spanish child keeps the first surname), one address,
    // the household phone (the index's), born at least 8 years apart (a child, a parent or a much older sibling).
    const older = p.dob.y <= 1965 ? false : c.chance(0.3);
    const gap = c.int(9, 30);
    const q0 = newPerson16(c, k, 1950, 2004);
    const sex = q0.sex;
    const surname = NAMES[k].femSurname && sex === 'F' ? NAMES[k].femSurname!(p.surname.replace(/ska$/, 'ski').replace(/cka$/, 'cki')) : NAMES[k].femSurname ? p.surname.replace(/ska$/, 'ski').replace(/cka$/, 'cki') : p.surname;
    const y = Math.min(t.year - 2, older ? p.dob.y - gap : p.dob.y + gap);
    const q: Person16 = { ...q0, surname, surname2: k === 'ES' ? q0.surname2 : '', dob: { y, m: q0.dob.m, d: Math.min(q0.dob.d, 28) }, phone: p.phone };
    const ageP = ageOn16(p.dob, { y: t.year, m: 6, d: 1 });
    const ageQ = ageOn16(q.dob, { y: t.year, m: 6, d: 1 });
    if (Math.abs(ageP - ageQ) < 8) throw new Error('household contact too close in age');
    const phone = phone16(p.phone, k, c.pick(['national', 'intl-spaced'] as const));
    return { a: tbRegister16(c, p, t), b: labRegister16(c, q, t, { ownTb: false, indexTb: c.chance(0.7) ? t.tbNo : '', phone, ageShift: 0 }) };
  },
};

// ---------------------------------------------------------------- 5. gym sign-up vs access log / guest pass

const GYMS: Record<Country16, readonly string[]> = {
  NG: ['i-Fitness Ikeja', 'Bodyline Gym Lekki', 'Ibadan Fit Hub'],
  KE: ['Kilimanjaro Fitness Westlands', 'Planet Fitness Kilimani', 'Nakuru Power Gym'],
  GH: ['Bodyworks Osu', 'Kumasi Fit Club', 'Tema Gym & Spa'],
  ZA: ['Virgin Active Sandton', 'Planet Fitness Menlyn', 'Zone Fitness Durban'],
  GB: ['PureGym Leicester', 'Better Leisure Swansea', 'The Gym Group Norwich'],
  DE: ['McFit Kassel', 'FitX Bielefeld'],
  FR: ['Basic-Fit Angers', 'Fitness Park Metz'],
  NL: ['Basic-Fit Zwolle', 'SportCity Delft'],
  ES: ['Altafit Valladolid', 'McFit Logroño'],
  PL: ['Zdrofit Lublin', 'CityFit Rzeszów'],
};

export function memberNo16(c: Ctx, k: Country16): string {
  switch (k) {
    case 'NG':
    case 'GH':
      return `${c.letters(2)}-${c.digits(5)}`;
    case 'KE':
      return `MBR${c.digits(6)}`;
    case 'ZA':
      return c.digits(9);
    case 'GB':
      return `${c.digits(8)}`;
    default:
      return `${c.digits(3)}${c.digits(5)}`;
  }
}

/** The sign-up form in each country's words. */
function gymSignup16(c: Ctx, p: Person16, member: string, gym: string): PersonRecord {
  const k = p.country;
  const dob = date16(p.dob, c.pick(dateFormsOf(k)));
  const mail = `${fold16(p.given.split(/[\s-]/)[0]!).toLowerCase()}${c.pick(['.', '_', ''])}${fold16(p.surname).toLowerCase().replace(/[^a-z]/g, '')}${c.chance(0.5) ? c.int(1, 99) : ''}@${c.pick(['gmail.com', 'yahoo.com', 'outlook.com', k === 'DE' ? 'web.de' : k === 'FR' ? 'orange.fr' : 'icloud.com'])}`;
  const phone = phone16(p.phone, k, c.pick(['national', 'e164'] as const));
  switch (k) {
    case 'DE':
      return rec([['Mitgliedsnummer', member], ['Vorname', p.given], ['Nachname', p.surname], ['Geburtsdatum', dob], ['E-Mail', mail], ['Mobil', phone], ['Studio', gym]]);
    case 'FR':
      return rec([['N° adhérent', member], ['Prénom', p.given], ['Nom', p.surname], ['Date de naissance', dob], ['E-mail', mail], ['Portable', phone], ['Club', gym]]);
    case 'NL':
      return rec([['Lidnummer', member], ['Voornaam', p.given], ['Achternaam', p.surname], ['Geboortedatum', dob], ['E-mail', mail], ['Mobiel', phone], ['Club', gym]]);
    case 'ES':
      return rec([['Nº socio', member], ['Nombre', p.given], ['Apellidos', fullSurname16(p)], ['Fecha de nacimiento', dob], ['Email', mail], ['Móvil', phone], ['Centro', gym]]);
    case 'PL':
      return rec([['Nr karnetu', member], ['Imię', p.given], ['Nazwisko', p.surname], ['Data urodzenia', dob], ['E-mail', mail], ['Telefon', phone], ['Klub', gym]]);
    default:
      return rec([['Member No', member], ['First Name', p.given], ['Last Name', p.surname], ['Date of Birth', dob], ['Email', mail], ['Mobile', phone], ['Home Club', gym]]);
  }
}

/** The door controller's result word, in the language the operator set it up in. */
const RESULT_WORD: Partial<Record<Country16, string>> = { DE: 'Zutritt gewährt', FR: 'Accès autorisé', NL: 'Toegang verleend', ES: 'Acceso permitido', PL: 'Wejście dozwolone' };

/** The door's access-control export: member ID, a card number, a display name (`OKORO T`, `Tunde O.`, the short form
 *  and surname), the door and time; no birth date. */
function accessLog16(c: Ctx, p: Person16, member: string, gym: string): PersonRecord {
  const k = p.country;
  const first = p.short && c.chance(0.6) ? p.short : p.given;
  const sur = fold16(fullSurname16(p));
  const form = c.int(0, 3);
  const display = form === 0 ? `${sur.toUpperCase()} ${first.charAt(0)}` : form === 1 ? `${first} ${sur.charAt(0)}.` : form === 2 ? `${first} ${fullSurname16(p)}` : `${sur.toUpperCase()}, ${fold16(first).toUpperCase()}`;
  const when = `${TODAY.y}-${pad(c.int(1, 5))}-${pad(c.int(1, 28))} ${pad(c.int(5, 21))}:${pad(c.int(0, 59))}:${pad(c.int(0, 59))}`;
  const memberOut = c.chance(0.3) ? member.replace(/[^A-Za-z0-9]/g, '') : member;
  return rec([
    ['Timestamp', when],
    ['Site', gym],
    ['Door', c.pick(['Turnstile 1', 'Turnstile 2', 'Main Entrance', 'Pool Door'])],
    ['Card No', `${c.digits(3)}:${c.digits(5)}`],
    ['Member ID', memberOut],
    ['Display Name', display],
    ['Result', RESULT_WORD[k] ?? 'Granted'],
  ]);
}

/** A guest pass: the guest's own name, birth date, phone and guest number; the host member's number under its own key. */
function guestPass16(c: Ctx, g: Person16, hostMember: string, gym: string): PersonRecord {
  const k = g.country;
  const dob = date16(g.dob, c.pick(dateFormsOf(k)));
  const phone = phone16(g.phone, k, c.pick(['national', 'e164'] as const));
  const L: Record<string, readonly [string, string, string, string, string, string]> = {
    DE: ['Gastnummer', 'Gast', 'Geburtsdatum', 'Telefon', 'Eingeladen von (Mitgliedsnr.)', 'Studio'],
    FR: ['N° invité', 'Invité', 'Date de naissance', 'Téléphone', 'Parrain (N° adhérent)', 'Club'],
    NL: ['Gastnummer', 'Gast', 'Geboortedatum', 'Telefoon', 'Introducé van lidnummer', 'Club'],
    ES: ['Nº invitado', 'Invitado', 'Fecha de nacimiento', 'Teléfono', 'Socio anfitrión (Nº)', 'Centro'],
    PL: ['Nr gościa', 'Gość', 'Data urodzenia', 'Telefon', 'Zaprosił (nr karnetu)', 'Klub'],
    X: ['Guest Pass No', 'Guest Name', 'Guest DOB', 'Guest Mobile', 'Host member no.', 'Site'],
  };
  const [kg, kn, kd, kp, kh, ks] = L[k] ?? L.X!;
  return rec([
    [kg, `G${c.digits(6)}`],
    [kn, `${g.given} ${fullSurname16(g)}`],
    [kd, dob],
    [kp, phone],
    [kh, hostMember],
    [ks, gym],
    ['Waiver signed', 'Y'],
  ]);
}

const sameGym: Kind16 = {
  kind: 'same_gym_signup_vs_access_log',
  label: 'same',
  pairs: 78,
  make(c, j) {
    const k = country16(c, j);
    const p = newPerson16(c, k, 1968, 2005);
    const member = memberNo16(c, k);
    const gym = c.pick(GYMS[k]);
    return { a: gymSignup16(c, p, member, gym), b: accessLog16(c, p, member, gym) };
  },
};

const diffGym: Kind16 = {
  kind: 'diff_gym_member_vs_guest_pass_sibling',
  label: 'different',
  pairs: 78,
  make(c, j) {
    const k = country16(c, j);
    const p = newPerson16(c, k, 1968, 2003);
    const g0 = newPerson16(c, k, 1968, 2005);
    // The sibling: one surname (the Polish gendered form; Spanish siblings share both surnames), births 2–9 years apart.
    const base = p.surname.replace(/ska$/, 'ski').replace(/cka$/, 'cki');
    const surname = NAMES[k].femSurname && g0.sex === 'F' ? NAMES[k].femSurname!(base) : NAMES[k].femSurname ? base : p.surname;
    const y = p.dob.y + (c.chance(0.5) ? 1 : -1) * c.int(2, 9);
    const g: Person16 = { ...g0, surname, surname2: p.surname2, dob: { y, m: g0.dob.m, d: Math.min(g0.dob.d, 28) } };
    const member = memberNo16(c, k);
    const gym = c.pick(GYMS[k]);
    return { a: gymSignup16(c, p, member, gym), b: guestPass16(c, g, member, gym) };
  },
};

export const HELDOUT16_KINDS: readonly Kind16[] = [samePension, sameAuthor, sameShare, sameTb, sameGym, diffPension, diffAuthor, diffShare, diffTb, diffGym];
