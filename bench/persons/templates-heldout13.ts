// Held-out set 13 of labelled PERSON RECORD PAIRS (bench/data/persons-heldout13.jsonl, written by
// bench/persons/generate.ts with seed 1313).
//
// Author: an independent engineer of session s26-persons13 (issue 11), the thirteenth independent author, writing from
// their own knowledge of how person records arrive from sources the twelve earlier sets' headers do not name: airline
// passenger manifests (API data: `SURNAME/GIVENNAMES` in capitals, a passport number, a birth date in `DDMMMYY` at times)
// against a visa or entry-permit record; hospital ward handover sheets (a title, an initial and a surname, an age, a bed
// and a hospital number) against the hospital's electronic record; ships' crew lists (the FAL crew-list columns) against
// a seafarer's discharge book; the bar / advocates' roll (`Barr.`, `Adv.`, `Me`, `Avv.` before the name, an enrolment
// number) against a law firm's HR export; historical marriage banns against a census row (Latin given names, ages,
// occupations, birth places, an abode); court witness lists (`PW3`, a rank and a force number) against the witness's
// statement heading; co-operative / SACCO share registers against the dividend payout list; consular registration of
// citizens abroad against a passport renewal; trade-union check-off lists (surname and initials, a works number)
// against the union's member register; university library borrower records against the student record; church tithe
// and envelope registers (`Bro.`, `Sis.`, `Deacon`) against the member register; conference badges (the name the
// person goes by) against the registration form; fishing licences against the vessel register — in Nigeria, Kenya,
// Ghana, South Africa, the United Kingdom (GB) and the European Union (DE, FR, NL, PT, PL, IT), field names in each
// source's own words, language and letter case.
// Naming systems written: Yorùbá, Igbo and Hausa names with short forms; Kikuyu, Luo, Kalenjin and Luhya names with a
// Christian name; Akan day names, Ewe and Ga names; Zulu, Xhosa, Sotho, Afrikaans and Indian South African names;
// English, Scottish, Welsh, Pakistani and Polish British names; German, French, Dutch (particles), Portuguese (two
// surnames), Polish (gendered -ski / -ska) and Italian names; historical Latin register forms (Gulielmus, Jacobus, Maria).
// What the author read: the session's rules (s26-common.md), the blind authors' brief and this set's brief;
// bench/persons/generate.ts and bench/persons.ts (whole); bench/persons/records.ts lines 1–75 (types and Ctx); the header
// comment of templates-heldout12.ts (lines 1–118) and its Kind12 type (lines 120–132), and the kind names in the
// header comments of templates-heldout2.ts … templates-heldout11.ts (a grep over their `//   same_` / `//   diff_` lines);
// test/bench/persons-generate.test.ts lines 5–95 (imports and shared helpers) and set 12's block (lines 2504–2650,
// which shows set 12's test helpers); the README paragraphs "Held-out persons set 12" and "Person pack, session 25"
// (the latter is about the engine's rules: read because it stands next to the set-12 paragraph in the README — a slip).
// What the author did NOT read: src/ (src/compare/ included), src/lexicon/, test/compare/, the packs' data and field
// aliases, sets 1–12's data files and the bodies of records.ts (beyond line 75), records2–8.ts and the templates of sets
// 1–12. The engine and the bench were never run on this set before it was committed. Every name list, short form,
// spelling, place, number shape and slip below is the author's own.
//
// Grain (the earlier sets'): `same` means the two records describe the same natural person, as a careful analyst would
// judge from the two records alone; `different` means two natural people, however much they share. Every `same` pair
// carries a name on both sides and at least one more agreeing value (a passport, hospital, enrolment, seaman's book,
// member, works, library, envelope or vessel number, a phone, an e-mail, an abode). Every `different` pair carries a
// full birth date on both sides, and they disagree. A birth date is never written month first with digits; an age is
// whole years.
//
// Kinds (30 pairs each, cycling NG, KE, GH, ZA, GB, EU; 13 `same`, 13 `different`, 780 pairs, 130 per jurisdiction):
//   same_api_manifest_vs_visa_record        `SURNAME/GIVENNAMES` capitals (middle name joined or dropped), the passport
//                                           number; the visa record's parts, birth date, the passport number.
//   same_ward_handover_vs_hospital_record   `Mrs A. Okafor` with an age and a bed; the record's names, birth date and
//                                           the hospital number written with or without its prefix.
//   same_crew_list_vs_discharge_book        family name / given names with a rank and `date and place of birth`;
//                                           the discharge book's holder and its number.
//   same_bar_roll_vs_firm_hr_export         `Barr. SURNAME Given Middle` and an enrolment number; the HR export's
//                                           first / last names, the enrolment number re-separated, a work e-mail.
//   same_marriage_banns_vs_census_row       a historical banns entry (Latin given names, `of this parish`) and a census
//                                           row (an age, an occupation, a birth place) in one abode.
//   same_witness_list_vs_statement_heading  `PW2 Sgt. Name (No. 12345)` and the statement heading with force number,
//                                           age and phone.
//   same_coop_share_register_vs_dividend_payout  member number, names in the register; the payout's account name in
//                                           capitals (surname first at times), the member number, the phone.
//   same_consular_registration_vs_passport_renewal  the citizen abroad (address abroad, phone abroad) and the renewal
//                                           with the old passport number; a married name at times.
//   same_union_check_off_vs_member_register `SURNAME I.I.` and a works number; the register's full names, one works
//                                           number and an employer.
//   same_library_borrower_vs_student_record `Surname, F.` borrower with the student number inside a barcode and an
//                                           e-mail; the student record's parts.
//   same_tithe_envelope_vs_member_register  `Bro. / Sis. / Deacon` with a short or church name and an envelope number;
//                                           the register's full names, birth date, phone.
//   same_conference_badge_vs_registration   the badge's preferred name, title and organisation; the registration's legal
//                                           names, e-mail and organisation.
//   same_fishing_licence_vs_vessel_register the licence holder and vessel number; the vessel register's owner, the number
//                                           spaced otherwise, a landing site.
//   diff_manifest_family_one_booking        two travellers of one family on one booking, one surname, births apart.
//   diff_ward_same_surname_two_beds         two patients of one surname and one initial on one ward.
//   diff_crew_list_brothers_one_vessel      brothers on one vessel, one birthplace, ranks apart.
//   diff_bar_roll_father_son_one_chambers   a father and his son of one name (`Snr` / `Jnr` at times) in one chambers.
//   diff_baptism_namesake_cousins_one_parish  cousins of one name baptised in one parish, fathers apart.
//   diff_witness_and_accused_kin            a witness and the accused of one surname and one address.
//   diff_coop_member_and_nominee            a member and the nominee (spouse or child) on one phone.
//   diff_consular_siblings_one_address_abroad  siblings registered at one address abroad.
//   diff_union_check_off_namesakes_one_site two workers of one surname and initials at one site, works numbers apart.
//   diff_library_siblings_one_surname_initial  siblings at one university, one surname and initial.
//   diff_tithe_envelope_couple_one_number   husband and wife giving under one envelope number.
//   diff_conference_namesakes_two_organisations  one full name at one conference, two employers.
//   diff_fishing_licence_father_son_one_vessel  a father and a son of one name on one vessel.
//
// Use: read ONCE with `npm run bench:persons -- --set heldout13`; the figures of that reading are written below, and from
// then on the set is development data.
//
// Read once on 5323692b (the author's single reading; the engine is the session's start code a0f378e9, unchanged; set
// committed at 5323692b before any run; `npm run bench:persons -- --set heldout13 --errors 500`): 780 pairs, P 0.9854,
// R 0.3462, F1 0.5123, 67.1% correct, 40.3% to review (314 pairs; TP 135, FP 2, FN 255, TN 388). Of the 255 missed same
// pairs 220 went to review and 35 to DIFFERENT. Misses by kind (same kinds; of 30):
//   same_api_manifest_vs_visa_record 30 (19 to DIFFERENT at 0.33–0.50 when the manifest has no birth date, 11 to review
//     at 0.80 with one: `SURNAME/GIVEN` read as a name, name 0.67–0.89, the passport under `DOC_NO` / `Passport Number`
//     never compared);
//   same_conference_badge_vs_registration 30, same_crew_list_vs_discharge_book 30, same_witness_list_vs_statement_heading
//     30 (all to review at score 0: `Badge Name` / `Legal … Name (as in passport)`, `Family name` / `Given names` /
//     `Holder Surname`, `Witness` / `Statement of` not read as names; the e-mail, the seaman's book number and the force
//     number not compared);
//   same_tithe_envelope_vs_member_register 30 (to review: 16 at score 1 on the phone alone, 14 at 0 with no phone on the
//     envelope; `Giver` with `Bro.` / `Deacon` not read, the envelope number `E190` / `190` not compared);
//   same_marriage_banns_vs_census_row 30 (22 to review at 0.77–0.83, 8 to DIFFERENT at 0.35–0.36: Latin against English
//     given names and abbreviated census names, the abode and birth place not compared, age never set against a date);
//   same_union_check_off_vs_member_register 27 (to review at 0.56–0.94: `SURNAME I.I.` against `Full Names`, the works
//     number inside `Employer / Works No` not read);
//   same_library_borrower_vs_student_record 26 (to review at 0.75–0.94: `Surname, F.` against the parts, the e-mail and
//     the student number inside the barcode not taken as agreement);
//   same_ward_handover_vs_hospital_record 7 (all to DIFFERENT at score 0, hospital_number 0: the handover's bare digits
//     against the record's prefix glued on, `UCH22591329`, read as two numbers that disagree — all 7 such pairs; bare
//     digits against `TBH-…` (3) and `UCH/…` on the sheet (20) merged);
//   same_fishing_licence_vs_vessel_register 6 (5 to review, 1 to DIFFERENT: name 1 but the vessel number spaced /
//     hyphenated and the landing site / home port not compared, one phone in two forms not agreeing);
//   same_bar_roll_vs_firm_hr_export 4, same_consular_registration_vs_passport_renewal 4 (3 EU to review at score 0: the
//     Italian, Portuguese and Polish consular keys not read), same_coop_share_register_vs_dividend_payout 1 (review at 1).
// Two false merges, both diff_crew_list_brothers_one_vessel (NG): brothers whose given names overlap (`IFEANYI NNAMDI` /
// `NNAMDI`, `OLUWAFEMI` / `BABATUNDE OLUWAFEMI`) at 0.79–0.80 — the combined `Date and place of birth` cell is not read as
// a birth date, so the two births apart never count. Different kinds sent to review (the rest not merged): baptism
// namesake cousins 21/30, crew brothers 18, tithe couples 15, bar father/son 13, conference namesakes 8, union
// namesakes 8, library siblings 7, consular siblings 3, coop nominee 1; manifest families, ward namesakes, witness kin
// and fishing father/son 0. By jurisdiction: ZA F1 0.5714 (P 1.0000, R 0.4000), KE 0.5393, EU 0.5227, GB 0.5057, NG
// 0.4773 (P 0.9130), GH 0.4524.
// The author's slips, seen in that reading and left as they are: ward and diagnosis are drawn regardless of sex (a `Mr`
// on `Female Surgical` with pre-eclampsia) and every married-age woman is `Mrs`; the bar roll's year of call and the
// enrolment number's year disagree at times (a `/86` enrolment called in 2024); co-operative, church and hall names are
// drawn per jurisdiction, not per culture (an Igbo member of a Kano traders' society); the EU consular record carries a
// German-English `Registrierung / Registration` key whatever its language; census rows give boys of 10–13 adult
// occupations (`schoolmaster`), abbreviate given names by their first three letters (`Jam.`, `Wil.`, where clerks wrote
// `Jas.`, `Wm.`), and the African historical rows (a 1880s census at `Kikuyu Mission`) are anachronistic; the keying slip
// can drop an accented letter (`Jrgen`); two brothers may carry one's given name as the other's middle name (the two
// false merges above — the label stands: births years apart).
import type { Ctx, Jurisdiction, PersonRecord, Ymd } from './records.js';

export type Label13 = 'same' | 'different';

export interface Kind13 {
  kind: string;
  label: Label13;
  pairs: number;
  make(c: Ctx, j: Jurisdiction): { a: PersonRecord; b: PersonRecord };
}

export type Sex13 = 'M' | 'F';

// ---- cultures ------------------------------------------------------------------------------------------------

interface Culture13 {
  country: string;
  /** Dialling code without the plus. */
  cc: string;
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
  towns: readonly string[];
  streets: readonly string[];
}

const NG: readonly Culture13[] = [
  {
    country: 'NG',
    cc: '234',
    male: ['Oluwaseun', 'Babatunde', 'Adewale', 'Olumide', 'Tunde', 'Kayode', 'Oluwafemi', 'Adebayo'],
    female: ['Oluwafunmilayo', 'Folasade', 'Adebisi', 'Titilayo', 'Omolara', 'Oluwakemi', 'Abimbola'],
    surnames: ['Adeyemi', 'Ogunleye', 'Fashola', 'Akinwande', 'Oyelaran', 'Bamgbose', 'Olatunji', 'Adesanya'],
    towns: ['Ibadan', 'Abeokuta', 'Ikeja', 'Osogbo', 'Akure'],
    streets: ['Awolowo Road', 'Bode Thomas Street', 'Adeola Odeku Street', 'Oba Akran Avenue', 'Ring Road'],
  },
  {
    country: 'NG',
    cc: '234',
    male: ['Chukwuemeka', 'Obinna', 'Ikechukwu', 'Chinedu', 'Nnamdi', 'Ifeanyi', 'Uchenna'],
    female: ['Ngozi', 'Chiamaka', 'Adaeze', 'Nkechi', 'Chinwe', 'Ifeoma', 'Uchechi'],
    surnames: ['Okafor', 'Eze', 'Nwosu', 'Okonkwo', 'Obi', 'Nwachukwu', 'Anyanwu', 'Ezeh'],
    towns: ['Enugu', 'Onitsha', 'Owerri', 'Awka', 'Nsukka'],
    streets: ['Ogui Road', 'Zik Avenue', 'Wetheral Road', 'New Market Road', 'Okpara Avenue'],
  },
  {
    country: 'NG',
    cc: '234',
    male: ['Abubakar', 'Usman', 'Ibrahim', 'Sani', 'Aminu', 'Bashir', 'Yakubu'],
    female: ['Hauwa', 'Aisha', 'Zainab', 'Halima', 'Fatima', 'Maryam', 'Hadiza'],
    surnames: ['Bello', 'Abdullahi', 'Danjuma', 'Garba', 'Shehu', 'Lawal', 'Umar', 'Suleiman'],
    towns: ['Kano', 'Kaduna', 'Zaria', 'Sokoto', 'Bauchi'],
    streets: ['Ahmadu Bello Way', 'Murtala Mohammed Way', 'Zoo Road', 'Independence Way', 'Sultan Road'],
  },
];

const KE: readonly Culture13[] = [
  {
    country: 'KE',
    cc: '254',
    male: ['John Kamau', 'Peter Mwangi', 'Joseph Njoroge', 'Samuel Kariuki', 'David Githinji', 'Stephen Muriuki'],
    female: ['Mary Wanjiru', 'Grace Wambui', 'Jane Njeri', 'Lucy Wairimu', 'Esther Nyambura', 'Ann Wangari'],
    surnames: ['Kamau', 'Mwangi', 'Njoroge', 'Kariuki', 'Ndungu', 'Gitau', 'Macharia', 'Waweru'],
    towns: ['Nyeri', 'Thika', "Murang'a", 'Kiambu', 'Nakuru'],
    streets: ['Kenyatta Avenue', 'Moi Avenue', 'Kimathi Street', 'Biashara Street', 'Tom Mboya Street'],
  },
  {
    country: 'KE',
    cc: '254',
    male: ['George Otieno', 'Michael Ochieng', 'Kevin Odhiambo', 'Tom Onyango', 'Dennis Omondi'],
    female: ['Beatrice Achieng', 'Lilian Atieno', 'Caroline Awino', 'Rose Adhiambo', 'Mercy Akinyi'],
    surnames: ['Otieno', 'Ochieng', 'Odhiambo', 'Onyango', 'Omondi', 'Owino', 'Okoth', 'Ouma'],
    towns: ['Kisumu', 'Homa Bay', 'Siaya', 'Migori', 'Bondo'],
    streets: ['Oginga Odinga Street', 'Jomo Kenyatta Highway', 'Ang\'awa Avenue', 'Otieno Oyoo Street'],
  },
  {
    country: 'KE',
    cc: '254',
    male: ['Wilson Kipchoge', 'Daniel Kiprotich', 'Isaac Kibet', 'Philip Cheruiyot', 'Moses Wafula', 'Brian Wekesa'],
    female: ['Faith Chepkoech', 'Sharon Jepkosgei', 'Ruth Chebet', 'Naomi Jeptoo', 'Everlyne Nafula', 'Purity Nekesa'],
    surnames: ['Kipchoge', 'Rotich', 'Koech', 'Kiprono', 'Wafula', 'Wekesa', 'Barasa', 'Simiyu'],
    towns: ['Eldoret', 'Kericho', 'Kapsabet', 'Bungoma', 'Kakamega'],
    streets: ['Uganda Road', 'Oloo Street', 'Kenyatta Street', 'Moi Street', 'Nandi Road'],
  },
];

const GH: readonly Culture13[] = [
  {
    country: 'GH',
    cc: '233',
    male: ['Kwame', 'Kofi', 'Kwabena', 'Yaw', 'Kwadwo', 'Kwaku', 'Kojo'],
    female: ['Akosua', 'Ama', 'Abena', 'Afua', 'Yaa', 'Adwoa', 'Efua'],
    surnames: ['Mensah', 'Owusu', 'Boateng', 'Asante', 'Ofori', 'Amoako', 'Agyeman', 'Darko'],
    towns: ['Kumasi', 'Koforidua', 'Cape Coast', 'Sunyani', 'Obuasi'],
    streets: ['Prempeh II Street', 'Harper Road', 'Asafo Market Road', 'Bantama High Street', 'Adum Road'],
  },
  {
    country: 'GH',
    cc: '233',
    male: ['Selorm', 'Elikem', 'Senyo', 'Nii Armah', 'Nii Okai', 'Delali'],
    female: ['Dzifa', 'Enyonam', 'Esinam', 'Naa Adjeley', 'Naa Dedei', 'Mawuena'],
    surnames: ['Agbeko', 'Kpodo', 'Adjei', 'Tetteh', 'Lamptey', 'Quaye', 'Ahiable', 'Dogbe'],
    towns: ['Accra', 'Ho', 'Tema', 'Keta', 'Hohoe'],
    streets: ['Ring Road Central', 'Liberation Road', 'Oxford Street', 'Kanda Highway', 'Castle Road'],
  },
];

const ZA: readonly Culture13[] = [
  {
    country: 'ZA',
    cc: '27',
    male: ['Sibusiso', 'Thabo', 'Mandla', 'Sipho', 'Lwazi', 'Bongani', 'Themba'],
    female: ['Nomvula', 'Thandeka', 'Zanele', 'Nokuthula', 'Lindiwe', 'Ayanda', 'Nosipho'],
    surnames: ['Dlamini', 'Nkosi', 'Mokoena', 'Zulu', 'Ndlovu', 'Mahlangu', 'Mthembu', 'Khumalo'],
    towns: ['Soweto', 'Pietermaritzburg', 'Durban', 'Mthatha', 'Polokwane'],
    streets: ['Vilakazi Street', 'Church Street', 'Jabavu Road', 'Sisulu Street', 'Main Road'],
  },
  {
    country: 'ZA',
    cc: '27',
    male: ['Johannes', 'Pieter', 'Hendrik', 'Gerhardus', 'Willem', 'Francois'],
    female: ['Anna', 'Elsabe', 'Marietjie', 'Susanna', 'Annelie', 'Hester'],
    surnames: ['van der Merwe', 'Botha', 'Pretorius', 'du Toit', 'van Wyk', 'Nel', 'Coetzee', 'le Roux'],
    towns: ['Stellenbosch', 'Bloemfontein', 'Paarl', 'George', 'Worcester'],
    streets: ['Voortrekker Road', 'Kerkstraat', 'Dorp Street', 'Hoofweg', 'Louw Street'],
  },
  {
    country: 'ZA',
    cc: '27',
    male: ['Pravin', 'Rajesh', 'Suresh', 'Vikash', 'Kumaran'],
    female: ['Priya', 'Kavitha', 'Sharmila', 'Anusha', 'Devi'],
    surnames: ['Naidoo', 'Pillay', 'Govender', 'Moodley', 'Reddy', 'Chetty'],
    towns: ['Chatsworth', 'Phoenix', 'Lenasia', 'Tongaat', 'Verulam'],
    streets: ['Havenside Drive', 'Silverglen Drive', 'Grey Street', 'Lotus Road', 'Road 701'],
  },
];

const GB: readonly Culture13[] = [
  {
    country: 'GB',
    cc: '44',
    male: ['William', 'James', 'Thomas', 'Robert', 'Michael', 'Richard', 'Andrew'],
    female: ['Elizabeth', 'Margaret', 'Katherine', 'Susan', 'Rebecca', 'Victoria', 'Jennifer'],
    surnames: ['Smith', 'Taylor', 'Johnson', 'Walker', 'Wright', 'Thompson', 'Robinson', 'Hughes'],
    towns: ['Leeds', 'Bristol', 'Norwich', 'Sheffield', 'Derby'],
    streets: ['Station Road', 'Church Lane', 'Victoria Street', 'Mill Lane', 'Park Avenue'],
  },
  {
    country: 'GB',
    cc: '44',
    male: ['Alasdair', 'Gareth', 'Rhys', 'Callum', 'Dafydd', 'Iain'],
    female: ['Siobhan', 'Eilidh', 'Rhiannon', 'Catriona', 'Sian', 'Morag'],
    surnames: ['MacLeod', 'McDonald', 'Jones', 'Davies', 'Evans', 'Campbell', 'Fraser', 'Llewellyn'],
    towns: ['Inverness', 'Cardiff', 'Swansea', 'Aberdeen', 'Perth'],
    streets: ['High Street', 'Queen Street', 'Heol y Frenhines', 'Harbour Road', 'Bridge Street'],
  },
  {
    country: 'GB',
    cc: '44',
    male: ['Muhammad Imran', 'Tariq', 'Asif', 'Bilal', 'Zahid'],
    female: ['Nasreen', 'Shazia', 'Ayesha', 'Rukhsana', 'Samina'],
    surnames: ['Hussain', 'Khan', 'Ahmed', 'Iqbal', 'Akhtar', 'Mahmood'],
    towns: ['Bradford', 'Birmingham', 'Luton', 'Slough'],
    streets: ['Leeds Road', 'Ladypool Road', 'Bury Park Road', 'Stoney Stanton Road'],
  },
  {
    country: 'GB',
    cc: '44',
    male: ['Piotr', 'Tomasz', 'Marek', 'Andrzej'],
    female: ['Agnieszka', 'Katarzyna', 'Magdalena', 'Ewa'],
    surnames: ['Kowalski', 'Nowak', 'Wiśniewski', 'Kaczmarek'],
    towns: ['Peterborough', 'Boston', 'Southampton', 'Ealing'],
    streets: ['Lincoln Road', 'West Street', 'Shirley Road', 'Uxbridge Road'],
  },
];

const EU: readonly Culture13[] = [
  {
    country: 'DE',
    cc: '49',
    male: ['Jürgen', 'Matthias', 'Klaus-Dieter', 'Stefan', 'Jörg', 'Wolfgang'],
    female: ['Ursula', 'Sabine', 'Jutta', 'Annegret', 'Birgit', 'Käthe'],
    surnames: ['Müller', 'Schröder', 'Weiß', 'Hoffmann', 'Schäfer', 'Krüger', 'Becker'],
    towns: ['Bremen', 'Kassel', 'Rostock', 'Würzburg', 'Bielefeld'],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Lindenallee', 'Gartenweg', 'Schillerstraße'],
  },
  {
    country: 'FR',
    cc: '33',
    male: ['Jean-Baptiste', 'François', 'Étienne', 'Olivier', 'Jérôme', 'Mathieu'],
    female: ['Marie-Hélène', 'Séverine', 'Cécile', 'Amélie', 'Nathalie', 'Hélène'],
    surnames: ['Lefèvre', 'Dubois', 'Moreau', 'Girard', 'Rousseau', 'Fontaine', 'Mercier'],
    towns: ['Lyon', 'Nantes', 'Rennes', 'Dijon', 'Limoges'],
    streets: ['rue Victor Hugo', 'avenue Jean Jaurès', 'rue de la République', 'boulevard Gambetta', 'rue Pasteur'],
  },
  {
    country: 'NL',
    cc: '31',
    male: ['Jan', 'Pieter', 'Hendrik', 'Maarten', 'Sjoerd', 'Joost'],
    female: ['Anneke', 'Marieke', 'Femke', 'Ingrid', 'Wilhelmina', 'Sanne'],
    surnames: ['de Vries', 'van den Berg', 'Jansen', 'Bakker', 'van Dijk', 'de Jong', 'Visser'],
    towns: ['Utrecht', 'Groningen', 'Zwolle', 'Leiden', 'Tilburg'],
    streets: ['Dorpsstraat', 'Kerkstraat', 'Molenweg', 'Stationsplein', 'Nieuwe Gracht'],
  },
  {
    country: 'PT',
    cc: '351',
    male: ['João Pedro', 'Rui', 'Nuno', 'Tiago', 'Luís Miguel'],
    female: ['Ana Rita', 'Sofia', 'Inês', 'Maria João', 'Joana'],
    surnames: ['Ferreira Santos', 'Pereira da Silva', 'Costa Rodrigues', 'Sousa Martins', 'Almeida Gomes'],
    towns: ['Porto', 'Braga', 'Coimbra', 'Aveiro', 'Setúbal'],
    streets: ['Rua de Santa Catarina', 'Avenida da Liberdade', 'Rua do Carmo', 'Rua Direita'],
  },
  {
    country: 'PL',
    cc: '48',
    male: ['Krzysztof', 'Grzegorz', 'Paweł', 'Łukasz', 'Wojciech'],
    female: ['Małgorzata', 'Agnieszka', 'Joanna', 'Elżbieta', 'Dorota'],
    surnames: ['Kowalski', 'Wiśniewski', 'Zieliński', 'Lewandowski', 'Kamiński', 'Nowak', 'Wójcik'],
    towns: ['Kraków', 'Poznań', 'Gdańsk', 'Łódź', 'Lublin'],
    streets: ['ul. Mickiewicza', 'ul. Długa', 'ul. Kościuszki', 'ul. Słowackiego', 'al. Jana Pawła II'],
  },
  {
    country: 'IT',
    cc: '39',
    male: ['Giuseppe', 'Giovanni', 'Francesco', 'Alessandro', 'Salvatore'],
    female: ['Giuseppina', 'Francesca', 'Chiara', 'Rosaria', 'Antonella'],
    surnames: ['Russo', 'Esposito', 'Romano', 'Colombo', 'De Luca', 'Bianchi', 'Ricci'],
    towns: ['Napoli', 'Bologna', 'Torino', 'Bari', 'Verona'],
    streets: ['Via Roma', 'Corso Garibaldi', 'Via Mazzini', 'Via Dante', 'Piazza Cavour'],
  },
];

export const CULTURES13: Record<Jurisdiction, readonly Culture13[]> = { NG, KE, GH, ZA, GB, EU };

/** Short and pet forms as people give them and as clerks write them down. */
export const SHORT13: Readonly<Record<string, readonly string[]>> = {
  Oluwaseun: ['Seun', 'Seun'],
  Babatunde: ['Tunde'],
  Oluwafemi: ['Femi'],
  Oluwafunmilayo: ['Funmi', 'Funmilayo'],
  Oluwakemi: ['Kemi'],
  Titilayo: ['Titi'],
  Abimbola: ['Bimbo'],
  Chukwuemeka: ['Emeka'],
  Ikechukwu: ['Ike'],
  Ifeanyi: ['Ify'],
  Chiamaka: ['Amaka'],
  Nkechi: ['Nkem'],
  Abubakar: ['Abu', 'Abba'],
  Ibrahim: ['Ibro'],
  Fatima: ['Fati'],
  Hadiza: ['Dije'],
  Elizabeth: ['Liz', 'Beth'],
  Margaret: ['Maggie', 'Peggy'],
  Katherine: ['Kate', 'Kathy'],
  Susan: ['Sue'],
  Rebecca: ['Becky'],
  Victoria: ['Vicky'],
  Jennifer: ['Jen', 'Jenny'],
  William: ['Bill', 'Will'],
  James: ['Jim', 'Jamie'],
  Thomas: ['Tom'],
  Robert: ['Rob', 'Bob'],
  Michael: ['Mike'],
  Richard: ['Rick', 'Dick'],
  Andrew: ['Andy'],
  Alasdair: ['Ali'],
  Callum: ['Cal'],
  Dafydd: ['Dai'],
  Katarzyna: ['Kasia'],
  Agnieszka: ['Aga'],
  Małgorzata: ['Gosia'],
  Krzysztof: ['Krzysiek'],
  Sibusiso: ['Sibu'],
  Nokuthula: ['Nox'],
  Thandeka: ['Thandi'],
  Bongani: ['Bonga'],
  Johannes: ['Hannes', 'Johan'],
  Gerhardus: ['Gerrie'],
  Hendrik: ['Henk'],
  Marietjie: ['Mariet'],
  Kwabena: ['Kobby'],
  Kwadwo: ['Kojo'],
  Wilhelmina: ['Willy'],
  Giuseppe: ['Peppe', 'Pino'],
  Giuseppina: ['Pina'],
  Francesco: ['Franco'],
  Salvatore: ['Totò'],
  'Jean-Baptiste': ['JB'],
  'Marie-Hélène': ['Marie'],
  Wolfgang: ['Wolf'],
  Jürgen: ['Jürgen'],
  Pravin: ['Prav'],
  Kavitha: ['Kavi'],
};

/** Latin register forms of English given names, as Catholic and Anglican clerks wrote them (historical records). */
export const LATIN13: Readonly<Record<string, string>> = {
  William: 'Gulielmus',
  James: 'Jacobus',
  John: 'Joannes',
  Joseph: 'Josephus',
  Peter: 'Petrus',
  Charles: 'Carolus',
  Patrick: 'Patricius',
  Henry: 'Henricus',
  Mary: 'Maria',
  Catherine: 'Catharina',
  Margaret: 'Margarita',
  Elizabeth: 'Elisabetha',
  Anne: 'Anna',
  Bridget: 'Brigida',
};
const HIST_MALE = ['William', 'James', 'John', 'Joseph', 'Peter', 'Charles', 'Patrick', 'Henry'];
const HIST_FEMALE = ['Mary', 'Catherine', 'Margaret', 'Elizabeth', 'Anne', 'Bridget'];

// ---- small helpers -------------------------------------------------------------------------------------------

const MONTHS3 = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_FULL = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const p2 = (n: number) => String(n).padStart(2, '0');

export type DateForm13 = 'iso' | 'dd/mm/yyyy' | 'dd.mm.yyyy' | 'd Month yyyy' | 'DDMONYY' | 'DD-MON-YYYY' | 'd Mon yyyy';

/** One date in one written form; never month first with digits. */
export function date13(t: Ymd, form: DateForm13): string {
  switch (form) {
    case 'iso':
      return `${t.y}-${p2(t.m)}-${p2(t.d)}`;
    case 'dd/mm/yyyy':
      return `${p2(t.d)}/${p2(t.m)}/${t.y}`;
    case 'dd.mm.yyyy':
      return `${p2(t.d)}.${p2(t.m)}.${t.y}`;
    case 'd Month yyyy':
      return `${t.d} ${MONTHS_FULL[t.m - 1]} ${t.y}`;
    case 'DDMONYY':
      return `${p2(t.d)}${MONTHS3[t.m - 1]!.toUpperCase()}${String(t.y % 100).padStart(2, '0')}`;
    case 'DD-MON-YYYY':
      return `${p2(t.d)}-${MONTHS3[t.m - 1]!.toUpperCase()}-${t.y}`;
    case 'd Mon yyyy':
      return `${t.d} ${MONTHS3[t.m - 1]} ${t.y}`;
  }
}

const DAYS_IN = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

export function birth13(c: Ctx, lo: number, hi: number): Ymd {
  const y = c.int(lo, hi);
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, DAYS_IN(y, m)) };
}

/** Whole years of age on `on`. */
export function ageOn13(b: Ymd, on: Ymd): number {
  let a = on.y - b.y;
  if (on.m < b.m || (on.m === b.m && on.d < b.d)) a--;
  return a;
}

/** Another birth date `years` apart (±), on another day; never the same date. */
function otherBirth(c: Ctx, b: Ymd, lo: number, hi: number): Ymd {
  for (;;) {
    const y = b.y + (c.chance(0.5) ? 1 : -1) * c.int(lo, hi);
    const m = c.int(1, 12);
    const t = { y, m, d: c.int(1, DAYS_IN(y, m)) };
    if (t.y !== b.y || t.m !== b.m || t.d !== b.d) return t;
  }
}

/** Strip accents (for capitals exports that drop them). */
export function fold13(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ß/g, 'ss');
}

/** One keying slip: two neighbouring letters swapped, or a doubled letter single, or one letter dropped. */
export function slip13(c: Ctx, w: string): string {
  if (w.length < 4) return w;
  const dbl = /(\p{L})\1/u.exec(w);
  if (dbl && c.chance(0.5)) return w.slice(0, dbl.index) + w.slice(dbl.index + 1);
  const i = c.int(1, w.length - 3);
  if (c.chance(0.5)) return w.slice(0, i) + w[i + 1]! + w[i]! + w.slice(i + 2);
  return w.slice(0, i) + w.slice(i + 1);
}

/** A scanner's misreading of one word, where a rule applies (rn↔m, l→1, O→0, e→c, h→b); else the word. */
export function ocr13(c: Ctx, w: string): string {
  const rules: [RegExp, string][] = [
    [/m/, 'rn'],
    [/rn/, 'm'],
    [/l/, '1'],
    [/O/, '0'],
    [/e/, 'c'],
    [/h/, 'b'],
    [/I/, 'l'],
  ];
  const apply = rules.filter(([re]) => re.test(w));
  if (apply.length === 0) return w;
  const [re, to] = c.pick(apply);
  return w.replace(re, to);
}

export function short13(c: Ctx, given: string): string {
  const forms = SHORT13[given];
  return forms ? c.pick(forms) : given;
}

const initial = (s: string) =>
  s
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((w) => `${w[0]!.toUpperCase()}.`)
    .join('');

/** Phone: E.164 digits, and the ways people write it. */
function phoneForm(c: Ctx, cc: string, national: string): string {
  const f = c.int(0, 3);
  if (f === 0) return `+${cc} ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  if (f === 1) return `0${national}`;
  if (f === 2) return `${cc}${national}`;
  return `+${cc}${national}`;
}

// ---- people --------------------------------------------------------------------------------------------------

export interface Person13 {
  j: Jurisdiction;
  cu: Culture13;
  country: string;
  sex: Sex13;
  /** First given name (Kenyan: the Christian name). */
  given: string;
  /** Second given name (Kenyan: the ethnic name), or ''. */
  middle: string;
  surname: string;
  dob: Ymd;
  /** National number (without 0 or country code). */
  phone: string;
  town: string;
  street: string;
  house: number;
}

function national(c: Ctx, j: Jurisdiction, country: string): string {
  switch (j) {
    case 'NG':
      return `${c.pick(['803', '806', '813', '816', '703', '705', '809', '817'])}${c.digits(7)}`;
    case 'KE':
      return `${c.pick(['722', '712', '733', '701', '741', '790'])}${c.digits(6)}`;
    case 'GH':
      return `${c.pick(['24', '54', '55', '20', '27', '50'])}${c.digits(7)}`;
    case 'ZA':
      return `${c.pick(['82', '83', '72', '73', '61', '79'])}${c.digits(7)}`;
    case 'GB':
      return `7${c.pick(['700', '712', '803', '900', '958', '466'])}${c.digits(6)}`;
    case 'EU':
      return country === 'DE' ? `15${c.digits(9)}` : country === 'FR' ? `6${c.digits(8)}` : country === 'NL' ? `6${c.digits(8)}` : country === 'PT' ? `9${c.digits(8)}` : country === 'PL' ? `5${c.digits(8)}` : `3${c.digits(9)}`;
  }
}

function splitKe(name: string): [string, string] {
  const [a, b] = name.split(' ');
  return [a!, b ?? ''];
}

export function person13(c: Ctx, j: Jurisdiction, opts: { sex?: Sex13; lo?: number; hi?: number; cu?: Culture13 } = {}): Person13 {
  const cu = opts.cu ?? c.pick(CULTURES13[j]);
  const sex = opts.sex ?? (c.chance(0.5) ? 'M' : 'F');
  const pool = sex === 'M' ? cu.male : cu.female;
  let given = c.pick(pool);
  let middle = '';
  if (given.includes(' ') && j === 'KE') [given, middle] = splitKe(given);
  else if (given.includes(' ') && !given.startsWith('Nii') && !given.startsWith('Naa') && !given.startsWith('Muhammad')) {
    const parts = given.split(' ');
    given = parts[0]!;
    middle = parts.slice(1).join(' ');
  } else if (!given.includes(' ') && c.chance(0.45)) {
    const m = c.pick(pool.filter((g) => g !== given && !g.includes(' ')));
    middle = m ?? '';
  }
  let surname = c.pick(cu.surnames);
  // A Kenyan ethnic name is often also a surname; one person does not carry it twice.
  for (let k = 0; k < 6 && surname === middle; k++) surname = c.pick(cu.surnames);
  if (cu.surnames.some((x) => /ski$/.test(x)) && sex === 'F') surname = surname.replace(/ski$/, 'ska').replace(/cki$/, 'cka');
  return {
    j,
    cu,
    country: cu.country,
    sex,
    given,
    middle,
    surname,
    dob: birth13(c, opts.lo ?? 1950, opts.hi ?? 2000),
    phone: national(c, j, cu.country),
    town: c.pick(cu.towns),
    street: c.pick(cu.streets),
    house: c.int(1, 180),
  };
}

/** A relative of `p`: same surname and household, another given name and sex as asked, birth `gap` years away. */
function relative13(c: Ctx, p: Person13, sex: Sex13, birth: Ymd): Person13 {
  const q = person13(c, p.j, { sex, cu: p.cu });
  let surname = p.surname;
  if (p.cu.surnames.some((x) => /ski$/.test(x))) surname = sex === 'F' ? surname.replace(/ski$/, 'ska').replace(/cki$/, 'cka') : surname.replace(/ska$/, 'ski').replace(/cka$/, 'cki');
  let given = q.given;
  for (let k = 0; k < 6 && given === p.given; k++) given = person13(c, p.j, { sex, cu: p.cu }).given;
  return { ...q, given, surname, dob: birth, town: p.town, street: p.street, house: p.house };
}

const givens = (p: Person13) => [p.given, p.middle].filter(Boolean).join(' ');
const caps = (s: string) => fold13(s).toUpperCase();
const address = (p: Person13) =>
  p.country === 'DE' || p.country === 'NL' || p.country === 'PL' || p.country === 'IT' || p.country === 'PT' ? `${p.street} ${p.house}, ${p.town}` : p.country === 'FR' ? `${p.house} ${p.street}, ${p.town}` : `${p.house} ${p.street}, ${p.town}`;
const emailOf = (c: Ctx, p: Person13, domain: string) => `${fold13(p.given).toLowerCase().replace(/[^a-z]/g, '')}${c.pick(['.', '_', ''])}${fold13(p.surname).toLowerCase().replace(/[^a-z]/g, '')}${c.chance(0.3) ? c.int(1, 99) : ''}@${domain}`;
const title = (p: Person13, married = true) => (p.sex === 'M' ? 'Mr' : married ? 'Mrs' : 'Ms');

// ---- identifiers ---------------------------------------------------------------------------------------------

/** A passport number in the shape each country issues. */
function passport13(c: Ctx, p: Person13): string {
  switch (p.country) {
    case 'NG':
      return `${c.pick(['A', 'B'])}${c.digits(8)}`;
    case 'KE':
      return `${c.pick(['AK', 'BK', 'CK'])}${c.digits(7)}`;
    case 'GH':
      return `G${c.digits(7)}`;
    case 'ZA':
      return `${c.pick(['A', 'M'])}${c.digits(8)}`;
    case 'GB':
      return c.digits(9);
    case 'DE':
      return `C${c.letters(1, 'FGHJKLMNPRTVWXYZ')}${c.digits(7)}`;
    case 'FR':
      return `${c.digits(2)}${c.letters(2)}${c.digits(5)}`;
    case 'NL':
      return `N${c.letters(1)}${c.letters(1)}${c.digits(6)}`;
    case 'PT':
      return `C${c.digits(6)}`;
    case 'PL':
      return `${c.letters(2)}${c.digits(7)}`;
    default:
      return `Y${c.letters(1)}${c.digits(7)}`;
  }
}

/** A slipped digit string: two neighbouring digits transposed (the kind of slip a clerk makes on a long number). */
function transpose(c: Ctx, s: string): string {
  const idx = [...s].map((_, i) => i).filter((i) => i + 1 < s.length && /\d/.test(s[i]!) && /\d/.test(s[i + 1]!) && s[i] !== s[i + 1]);
  if (idx.length === 0) return s;
  const i = c.pick(idx);
  return s.slice(0, i) + s[i + 1]! + s[i]! + s.slice(i + 2);
}

// ---- record writers ------------------------------------------------------------------------------------------

const NATIONALITY: Record<string, string> = { NG: 'NGA', KE: 'KEN', GH: 'GHA', ZA: 'ZAF', GB: 'GBR', DE: 'DEU', FR: 'FRA', NL: 'NLD', PT: 'PRT', PL: 'POL', IT: 'ITA' };
const AIRLINES = ['KQ', 'ET', 'BA', 'AF', 'KL', 'LH', 'WB', 'SA', 'P4', 'TP', 'LO', 'AZ'];
const DESTS: Record<Jurisdiction, readonly string[]> = {
  NG: ['United Kingdom', 'Canada', 'Ghana'],
  KE: ['United Arab Emirates', 'United Kingdom', 'South Africa'],
  GH: ['Germany', 'United Kingdom', 'Nigeria'],
  ZA: ['Kenya', 'Netherlands', 'Australia'],
  GB: ['Kenya', 'South Africa', 'United States'],
  EU: ['Ghana', 'Kenya', 'United Kingdom'],
};

function manifestRow(c: Ctx, p: Person13, pass: string, withDob: boolean, flight: string, date: string, pnr: string): PersonRecord {
  const given = c.chance(0.5) ? caps(givens(p)).replace(/ /g, c.chance(0.5) ? '' : ' ') : caps(p.given);
  const name = `${caps(p.surname).replace(/ /g, c.chance(0.4) ? '' : ' ')}/${given}${c.chance(0.3) ? (p.sex === 'M' ? 'MR' : 'MS') : ''}`;
  const r: PersonRecord = { FLT: flight, DATE: date, PAX_NAME: name, DOC_TYPE: 'P', DOC_NO: pass, NAT: NATIONALITY[p.country]!, GENDER: p.sex, PNR: pnr };
  if (withDob) r.DOB = date13(p.dob, 'DDMONYY');
  return r;
}

function visaRecord(c: Ctx, p: Person13, pass: string, opts: { slipGiven?: boolean } = {}): PersonRecord {
  const given = opts.slipGiven ? slip13(c, p.given) : p.given;
  return {
    'Application ID': `${c.pick(['GWF', 'VAF', 'EVA'])}${c.digits(9)}`,
    Surname: p.surname,
    'Given Name(s)': [given, p.middle].filter(Boolean).join(' '),
    'Date of Birth': date13(p.dob, c.pick(['dd/mm/yyyy', 'd Month yyyy', 'iso'] as const)),
    Sex: p.sex === 'M' ? 'Male' : 'Female',
    Nationality: NATIONALITY[p.country]!,
    'Passport Number': pass,
    'Visa Type': c.pick(['Visitor', 'Business', 'Transit', 'Student']),
    Destination: c.pick(DESTS[p.j]),
  };
}

const WARDS = ['Ward 4B', 'Male Medical', 'Female Surgical', 'Maternity 2', 'Ward 12', 'Amenity Ward', 'Station 3'];
const HOSP_PREFIX: Record<Jurisdiction, readonly string[]> = { NG: ['LUTH', 'UCH', 'AKTH'], KE: ['KNH', 'MTRH'], GH: ['KBTH', 'KATH'], ZA: ['CHB', 'GSH', 'TBH'], GB: ['RVJ', 'RTH', 'LTH'], EU: ['PID', 'IPP', 'NHC'] };

function hospNo(c: Ctx, j: Jurisdiction): { prefix: string; digits: string } {
  return { prefix: c.pick(HOSP_PREFIX[j]), digits: c.digits(c.pick([6, 7, 8])) };
}

function handoverRow(c: Ctx, p: Person13, hn: { prefix: string; digits: string }, ward: string, on: Ymd, withDob: boolean): PersonRecord {
  const age = ageOn13(p.dob, on);
  const nm = c.chance(0.6) ? `${title(p)} ${p.given[0]}. ${p.surname}` : c.chance(0.5) ? `${p.given} ${p.surname}` : `${caps(p.surname)} ${p.given}`;
  const r: PersonRecord = {
    Ward: ward,
    Bed: `${c.pick(['B', 'Bed ', ''])}${c.int(1, 28)}`,
    Patient: nm,
    Age: `${age}${c.pick(['y', ' yrs', 'Y', ''])}`,
    'Hosp No': c.chance(0.5) ? `${hn.prefix}/${hn.digits}` : hn.digits,
    Consultant: `Dr ${c.pick(['Adeyemi', 'Otieno', 'Mensah', 'Naidoo', 'Hughes', 'Fontaine', 'Bakker', 'Okafor'])}`,
    Dx: c.pick(['CAP', 'DKA', 'post-op day 2', 'CCF', 'UTI ?sepsis', 'fractured NOF', 'pre-eclampsia', 'AKI']),
  };
  if (withDob) r.DOB = date13(p.dob, c.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const));
  return r;
}

function emrRecord(c: Ctx, p: Person13, hn: { prefix: string; digits: string }): PersonRecord {
  return {
    MRN: c.chance(0.5) ? `${hn.prefix}${hn.digits}` : `${hn.prefix}-${hn.digits}`,
    PATIENT_SURNAME: caps(p.surname),
    PATIENT_FORENAMES: caps(givens(p)),
    DOB: date13(p.dob, c.pick(['iso', 'dd/mm/yyyy', 'DD-MON-YYYY'] as const)),
    SEX: p.sex,
    ADDRESS: caps(address(p)),
    TEL: phoneForm(c, p.cu.cc, p.phone),
  };
}

const RANKS = ['Master', 'Chief Officer', '2nd Officer', 'Chief Engineer', '3rd Engineer', 'Bosun', 'AB', 'OS', 'Oiler', 'Cook', 'Electrician', 'Fitter'];
const VESSELS = ['MV Lagos Star', 'MT Kilindini', 'MV Tema Pride', 'MV Table Bay', 'MV North Sea Trader', 'MT Rotterdam Spirit', 'MV Atlantic Hope', 'MV Baltic Wind'];

function seamanBook(c: Ctx, p: Person13): string {
  const pre: Record<string, string> = { NG: 'NIMASA', KE: 'KMA', GH: 'GMA', ZA: 'SAMSA', GB: 'R', DE: 'D', FR: 'F', NL: 'NL', PT: 'P', PL: 'PL', IT: 'IT' };
  return `${pre[p.country] ?? 'X'}${c.digits(6)}`;
}

function crewRow(c: Ctx, p: Person13, book: string, vessel: string, rank: string, withDob: boolean): PersonRecord {
  const r: PersonRecord = {
    'Name of ship': vessel,
    'No.': String(c.int(1, 24)),
    'Family name': caps(p.surname),
    'Given names': caps(givens(p)),
    'Rank or rating': rank,
    Nationality: NATIONALITY[p.country]!,
    'Nature and No. of identity document': `Seaman's book ${book.replace(/^([A-Z]+)(\d+)$/, c.chance(0.5) ? '$1 $2' : '$1$2')}`,
  };
  r['Date and place of birth'] = withDob ? `${date13(p.dob, 'dd.mm.yyyy')} ${caps(p.town)}` : caps(p.town);
  return r;
}

function dischargeBook(c: Ctx, p: Person13, book: string, slipName: boolean): PersonRecord {
  return {
    'Book No': book,
    'Holder Surname': slipName ? slip13(c, p.surname) : p.surname,
    'Holder Forenames': givens(p),
    'Date of Birth': date13(p.dob, c.pick(['d Month yyyy', 'dd/mm/yyyy'] as const)),
    'Place of Birth': p.town,
    'Issuing Authority': c.pick(['Maritime Administration', 'Port State Office', 'Registry of Seafarers']),
    'Last Discharge': `${c.pick(VESSELS)} — ${c.pick(RANKS)}`,
  };
}

const BAR_TITLE: Record<Jurisdiction, readonly string[]> = { NG: ['Barr.', 'Barr'], KE: ['Adv.', 'Advocate'], GH: ['Lawyer', 'Esq.'], ZA: ['Adv.', 'Adv'], GB: ['Mr', 'Ms'], EU: ['Me', 'Avv.', 'Mr.', 'RA'] };

function enrolment(c: Ctx, j: Jurisdiction, country: string): { shown: string; hr: string } {
  const d = c.digits(5);
  const yr = c.int(1985, 2022);
  switch (j) {
    case 'NG':
      return { shown: `SCN0${d}`, hr: `SCN/0${d}` };
    case 'KE':
      return { shown: `P.105/${d}/${String(yr).slice(2)}`, hr: `P105-${d}-${String(yr).slice(2)}` };
    case 'GH':
      return { shown: `eGAR ${d}/${String(yr).slice(2)}`, hr: `EGAR${d}${String(yr).slice(2)}` };
    case 'ZA':
      return { shown: `LPC ${d}/${yr}`, hr: `${d}${yr}` };
    case 'GB':
      return { shown: `SRA ${c.digits(6).slice(0, 3)}${d.slice(0, 3)}`.replace(/^SRA (\d{3})(\d{3})$/, 'SRA $1$2'), hr: '' };
    case 'EU':
      return { shown: `${country}-${d}/${yr}`, hr: `${country}${d}${yr}` };
  }
}

const FIRMS: Record<Jurisdiction, readonly string[]> = {
  NG: ['Aluko & Oyebode', 'Olaniwun Ajayi LP', 'Udo Udoma & Belo-Osagie'],
  KE: ['Kaplan & Stratton', 'Anjarwalla & Khanna', 'Oraro & Company'],
  GH: ['Bentsi-Enchill, Letsa & Ankomah', 'Sam Okudzeto & Associates', 'Kimathi & Partners'],
  ZA: ['Webber Wentzel', 'Bowmans', 'Werksmans'],
  GB: ['Slaughter Hopkins LLP', 'Irwin & Mitchell Solicitors', 'Burges Lane LLP'],
  EU: ['Cabinet Moreau & Associés', 'Studio Legale Romano', 'Kanzlei Hoffmann Partner'],
};

function barRoll(c: Ctx, p: Person13, enr: string, called: number, suffix: string): PersonRecord {
  return {
    'Name on Roll': `${c.pick(BAR_TITLE[p.j])} ${caps(p.surname)} ${givens(p)}${suffix}`,
    'Enrolment No': enr,
    'Year of Call': String(called),
    'Practising Certificate': c.chance(0.7) ? `${called + c.int(5, 20) > 2025 ? 2025 : called + c.int(5, 20)}/${c.digits(4)}` : 'Not renewed',
  };
}

function hrExport(c: Ctx, p: Person13, enr: string, firm: string, email: string, withDob: boolean): PersonRecord {
  const r: PersonRecord = {
    employee_id: `E${c.digits(5)}`,
    first_name: c.chance(0.25) ? short13(c, p.given) : p.given,
    last_name: p.surname,
    job_title: c.pick(['Associate', 'Senior Associate', 'Partner', 'Counsel', 'Trainee Solicitor', 'Legal Adviser']),
    org_unit: firm,
    work_email: email,
  };
  if (enr !== '') r.bar_no = enr;
  if (withDob) r.birth_date = date13(p.dob, 'iso');
  return r;
}

// ---- kinds ---------------------------------------------------------------------------------------------------

const PAIRS = 30;

function pnr(c: Ctx): string {
  return c.letters(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789');
}

const sameManifest: Kind13 = {
  kind: 'same_api_manifest_vs_visa_record',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const p = person13(c, j);
    const pass = passport13(c, p);
    const flight = `${c.pick(AIRLINES)}${c.int(100, 999)}`;
    const a = manifestRow(c, p, pass, c.chance(0.4), flight, date13({ y: c.int(2022, 2025), m: c.int(1, 12), d: c.int(1, 28) }, 'DDMONYY'), pnr(c));
    const b = visaRecord(c, p, c.chance(0.15) ? pass.toLowerCase() : pass, { slipGiven: c.chance(0.2) });
    return c.chance(0.5) ? { a, b } : { a: b, b: a };
  },
};

const diffManifest: Kind13 = {
  kind: 'diff_manifest_family_one_booking',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const p = person13(c, j, { lo: 1965, hi: 1990 });
    // A child, a spouse or a sibling travelling on the same booking.
    const rel = c.pick(['child', 'spouse', 'sibling']);
    const birth = rel === 'child' ? otherBirth(c, { ...p.dob, y: p.dob.y + 27 }, 0, 5) : otherBirth(c, p.dob, 1, 6);
    const q = relative13(c, p, c.chance(0.5) ? 'M' : 'F', birth);
    const flight = `${c.pick(AIRLINES)}${c.int(100, 999)}`;
    const when = date13({ y: c.int(2022, 2025), m: c.int(1, 12), d: c.int(1, 28) }, 'DDMONYY');
    const ref = pnr(c);
    const a = manifestRow(c, p, passport13(c, p), true, flight, when, ref);
    const b = c.chance(0.5) ? manifestRow(c, q, passport13(c, q), true, flight, when, ref) : visaRecord(c, q, passport13(c, q));
    return { a, b };
  },
};

const sameHandover: Kind13 = {
  kind: 'same_ward_handover_vs_hospital_record',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const p = person13(c, j, { lo: 1935, hi: 2002 });
    const hn = hospNo(c, j);
    const on = { y: c.int(2023, 2025), m: c.int(1, 12), d: c.int(1, 28) };
    return { a: handoverRow(c, p, hn, c.pick(WARDS), on, false), b: emrRecord(c, p, hn) };
  },
};

const diffHandover: Kind13 = {
  kind: 'diff_ward_same_surname_two_beds',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const p = person13(c, j, { lo: 1935, hi: 1995 });
    // Another patient of the same surname and first initial; a common surname, often no relation at all.
    const cu = p.cu;
    const pool = (p.sex === 'M' ? cu.male : cu.female).filter((g) => g[0] === p.given[0] && g.split(' ')[0] !== p.given);
    const q0 = person13(c, j, { sex: p.sex, cu, lo: 1935, hi: 1995 });
    const given = pool.length > 0 ? c.pick(pool).split(' ')[0]! : q0.given;
    const q = { ...q0, given, surname: p.surname, dob: otherBirth(c, p.dob, 1, 12) };
    const ward = c.pick(WARDS);
    const on = { y: c.int(2023, 2025), m: c.int(1, 12), d: c.int(1, 28) };
    return { a: handoverRow(c, p, hospNo(c, j), ward, on, true), b: emrRecord(c, q, hospNo(c, j)) };
  },
};

const sameCrew: Kind13 = {
  kind: 'same_crew_list_vs_discharge_book',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const p = person13(c, j, { sex: c.chance(0.85) ? 'M' : 'F', lo: 1960, hi: 2003 });
    const book = seamanBook(c, p);
    return { a: crewRow(c, p, book, c.pick(VESSELS), c.pick(RANKS), c.chance(0.6)), b: dischargeBook(c, p, book, c.chance(0.15)) };
  },
};

const diffCrew: Kind13 = {
  kind: 'diff_crew_list_brothers_one_vessel',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const p = person13(c, j, { sex: 'M', lo: 1965, hi: 2000 });
    const q = relative13(c, p, 'M', otherBirth(c, p.dob, 1, 9));
    const vessel = c.pick(VESSELS);
    const b = c.chance(0.5) ? crewRow(c, q, seamanBook(c, q), vessel, c.pick(RANKS), true) : dischargeBook(c, q, seamanBook(c, q), false);
    return { a: crewRow(c, p, seamanBook(c, p), vessel, c.pick(RANKS), true), b };
  },
};

function firmEmail(c: Ctx, p: Person13, firm: string): string {
  const dom = fold13(firm.split(/[ &,]/)[0]!).toLowerCase().replace(/[^a-z]/g, '');
  const local = c.chance(0.5) ? `${fold13(p.given[0]!).toLowerCase()}${fold13(p.surname).toLowerCase().replace(/[^a-z]/g, '')}` : `${fold13(p.given).toLowerCase()}.${fold13(p.surname).toLowerCase().replace(/[^a-z]/g, '')}`;
  const tld: Record<Jurisdiction, readonly string[]> = { NG: ['.com', '.com.ng'], KE: ['.com', '.co.ke'], GH: ['.com', '.com.gh'], ZA: ['.com', '.co.za'], GB: ['.com', '.co.uk', '.law'], EU: ['.com', '.eu', '.law'] };
  return `${local}@${dom}${c.pick(tld[p.j])}`;
}

const sameBar: Kind13 = {
  kind: 'same_bar_roll_vs_firm_hr_export',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const p = person13(c, j, { lo: 1955, hi: 1998 });
    const e = enrolment(c, j, p.country);
    const called = Math.min(2024, p.dob.y + c.int(23, 30));
    const firm = c.pick(FIRMS[j]);
    const email = firmEmail(c, p, firm);
    const a = barRoll(c, p, e.shown, called, '');
    // GB: the SRA number rarely reaches HR; the roll's own contact e-mail does.
    if (j === 'GB') a['Contact Email'] = email;
    return { a, b: hrExport(c, p, e.hr, firm, email, c.chance(0.4)) };
  },
};

const diffBar: Kind13 = {
  kind: 'diff_bar_roll_father_son_one_chambers',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const son = person13(c, j, { sex: 'M', lo: 1975, hi: 1996 });
    const father = { ...son, middle: c.chance(0.5) ? son.middle : '', dob: otherBirth(c, { ...son.dob, y: son.dob.y - 30 }, 0, 5) };
    const firm = c.pick(FIRMS[j]);
    const a = barRoll(c, father, enrolment(c, j, son.country).shown, Math.min(2010, father.dob.y + 25), c.chance(0.4) ? ' (Snr)' : '');
    a['Date of Birth'] = date13(father.dob, 'd Month yyyy');
    a.Chambers = firm;
    const b = hrExport(c, son, enrolment(c, j, son.country).hr, firm, firmEmail(c, son, firm), true);
    return { a, b };
  },
};

// Historical records: a village, an abode; Latin given names in Catholic banns.
const HIST_PLACES: Record<Jurisdiction, readonly string[]> = {
  NG: ['Abeokuta (Ake)', 'Badagry', 'Lokoja', 'Onitsha Wharf'],
  KE: ['Kikuyu Mission', 'Rabai', 'Kaloleni', 'Freretown'],
  GH: ['Cape Coast', 'Akropong', 'Abetifi', 'Elmina'],
  ZA: ['Genadendal', 'Lovedale', 'Graaff-Reinet', 'Mamre'],
  GB: ['Kilkeel', 'Ormskirk', 'Skibbereen', 'Clitheroe'],
  EU: ['Drenthe (Assen)', 'Bocholt', 'Wexford', 'Luxeuil'],
};
const HIST_SURNAMES: Record<Jurisdiction, readonly string[]> = {
  NG: ['Johnson', 'Macaulay', 'Williams', 'Savage', 'Coker', 'Vaughan'],
  KE: ['Kamau', 'Mwangi', 'Jeremiah', 'Tsuma', 'Kirima', 'Ngala'],
  GH: ['Brew', 'Hayford', 'Sarbah', 'Quansah', 'Amissah', 'Ansah'],
  ZA: ['Jantjies', 'Booysen', 'Jacobs', 'Mkhize', 'Soga', 'Kock'],
  GB: ['Murphy', 'Kelly', 'Whiteside', 'Ashworth', "O'Neill", 'Doyle'],
  EU: ['Kerkhof', 'Brinkmann', 'Doherty', 'Lemaire', 'Hulsebos', 'Roche'],
};
const OCCUPATIONS = ['labourer', 'farmer', 'fisherman', 'carpenter', 'catechist', 'weaver', 'smith', 'schoolmaster', 'mason', 'cooper', 'tailor', 'servant'];

function histPerson(c: Ctx, j: Jurisdiction, sex: Sex13, lo: number, hi: number): { given: string; surname: string; dob: Ymd; place: string } {
  return { given: c.pick(sex === 'M' ? HIST_MALE : HIST_FEMALE), surname: c.pick(HIST_SURNAMES[j]), dob: birth13(c, lo, hi), place: c.pick(HIST_PLACES[j]) };
}

const sameBanns: Kind13 = {
  kind: 'same_marriage_banns_vs_census_row',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const sex: Sex13 = c.chance(0.5) ? 'M' : 'F';
    const h = histPerson(c, j, sex, 1850, 1885);
    const bannsYear = h.dob.y + c.int(19, 28);
    const latin = c.chance(0.6);
    const given = latin ? (LATIN13[h.given] ?? h.given) : h.given;
    const surnameBanns = c.chance(0.2) ? slip13(c, h.surname) : h.surname;
    const a: PersonRecord = {
      Register: `Banns of Marriage, ${h.place}`,
      Date: `${c.int(1, 28)} ${MONTHS_FULL[c.int(0, 11)]} ${bannsYear}`,
      Names: `${given} ${surnameBanns}`,
      Condition: sex === 'M' ? c.pick(['bachelor', 'Bach.', 'widower']) : c.pick(['spinster', 'Spr.', 'widow']),
      Abode: `of this parish, ${h.place}`,
    };
    const censusYear = bannsYear - c.int(1, 9);
    // A census row before the marriage: the person in the parents' household, an age rounded at times.
    const age = ageOn13(h.dob, { y: censusYear, m: 4, d: 2 });
    const b: PersonRecord = {
      'Census Year': String(censusYear),
      Name: c.chance(0.3) ? `${h.given[0]}. ${h.surname}` : `${c.chance(0.3) ? h.given.slice(0, 3) + '.' : h.given} ${h.surname}`,
      'Relation to Head': sex === 'M' ? 'Son' : 'Daur',
      Condition: sex === 'M' ? 'Unm' : 'Unm',
      Age: String(c.chance(0.25) ? Math.round(age / 5) * 5 : age),
      Occupation: sex === 'M' ? c.pick(OCCUPATIONS) : c.pick(['servant', 'dressmaker', 'scholar', 'at home', 'trader']),
      'Where Born': h.place.split(' (')[0]!,
      Residence: h.place,
    };
    return c.chance(0.5) ? { a, b } : { a: b, b: a };
  },
};

const diffBaptism: Kind13 = {
  kind: 'diff_baptism_namesake_cousins_one_parish',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const sex: Sex13 = c.chance(0.5) ? 'M' : 'F';
    const h = histPerson(c, j, sex, 1850, 1900);
    const dob2 = otherBirth(c, h.dob, 0, 4);
    const fathers = HIST_MALE.filter(Boolean);
    const f1 = c.pick(fathers);
    const f2 = c.pick(fathers.filter((f) => f !== f1));
    const row = (d: Ymd, father: string): PersonRecord => {
      const bapt = { y: d.y, m: d.m, d: Math.min(d.d + c.int(0, 6), DAYS_IN(d.y, d.m)) };
      return {
        Parish: h.place,
        Name: `${c.chance(0.5) ? (LATIN13[h.given] ?? h.given) : h.given} ${h.surname}`,
        Born: date13(d, 'd Month yyyy'),
        Baptised: date13(bapt, 'd Month yyyy'),
        Father: `${c.chance(0.5) ? (LATIN13[father] ?? father) : father} ${h.surname}`,
        Mother: `${c.pick(HIST_FEMALE)}${c.chance(0.5) ? '' : ' ' + c.pick(HIST_SURNAMES[j])}`,
        "Father's Occupation": c.pick(OCCUPATIONS),
      };
    };
    return { a: row(h.dob, f1), b: row(dob2, f2) };
  },
};

const FORCE_RANKS: Record<Jurisdiction, readonly string[]> = {
  NG: ['Sgt.', 'Cpl.', 'Insp.', 'ASP', 'DSP'],
  KE: ['PC', 'Cpl', 'Sgt', 'IP', 'CIP'],
  GH: ['L/Cpl', 'Sgt.', 'Insp.', 'C/Insp.', 'ASP'],
  ZA: ['Const.', 'Sgt', 'W/O', 'Capt.', 'Lt Col'],
  GB: ['PC', 'DC', 'DS', 'Sgt', 'Insp'],
  EU: ['Brigadier', 'Polizeiobermeister', 'Hoofdagent', 'Maresciallo', 'Aspirant'],
};

const sameWitness: Kind13 = {
  kind: 'same_witness_list_vs_statement_heading',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const p = person13(c, j, { lo: 1960, hi: 2000 });
    const police = c.chance(0.5);
    const force = c.digits(c.pick([5, 6]));
    const pw = `PW${c.int(1, 9)}`;
    const rank = c.pick(FORCE_RANKS[j]);
    const nm = c.chance(0.5) ? `${p.given} ${p.surname}` : `${caps(p.surname)} ${givens(p)}`;
    const a: PersonRecord = {
      'Case No': `${c.pick(['CR', 'HC', 'FHC', 'CM'])}/${c.digits(3)}/${c.int(2019, 2025)}`,
      Witness: police ? `${pw} — ${rank} ${nm} (No. ${force})` : `${pw} — ${nm}`,
      'Witness Type': police ? 'Investigating officer' : c.pick(['Eyewitness', 'Complainant', 'Medical witness', 'Bank official']),
    };
    if (!police) a['Witness Phone'] = phoneForm(c, p.cu.cc, p.phone);
    const b: PersonRecord = {
      'Statement of': `${c.chance(0.3) ? short13(c, p.given) : p.given}${p.middle && c.chance(0.5) ? ' ' + p.middle : ''} ${p.surname}`,
      Age: `${ageOn13(p.dob, { y: 2024, m: 6, d: 1 })}${c.pick([' years', ' yrs', ''])}`,
      Occupation: police ? `${rank} police officer` : c.pick(['trader', 'teacher', 'driver', 'nurse', 'bank clerk', 'farmer']),
      Address: address(p),
    };
    if (police) b['Force No'] = force;
    else b['Tel'] = phoneForm(c, p.cu.cc, p.phone);
    return { a, b };
  },
};

const diffWitness: Kind13 = {
  kind: 'diff_witness_and_accused_kin',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const accused = person13(c, j, { lo: 1970, hi: 2003 });
    // The witness is a sibling (births 2–9 years apart), a spouse (1–8) or a parent (20–35 years older).
    const rel = c.pick(['sibling', 'spouse', 'parent'] as const);
    const wsex: Sex13 = rel === 'spouse' ? (accused.sex === 'M' ? 'F' : 'M') : c.chance(0.5) ? 'M' : 'F';
    const wdob = rel === 'parent' ? otherBirth(c, { ...accused.dob, y: accused.dob.y - 27 }, 0, 7) : otherBirth(c, accused.dob, rel === 'spouse' ? 1 : 2, rel === 'spouse' ? 8 : 9);
    const w = relative13(c, accused, wsex, wdob);
    const words: Record<typeof rel, Record<Sex13, string>> = {
      sibling: { M: 'brother of the accused', F: 'sister of accused' },
      spouse: { M: 'husband of accused', F: 'wife of accused' },
      parent: { M: 'father of the accused', F: 'mother of accused' },
    };
    const a: PersonRecord = {
      'Charge Sheet': `${c.pick(['CR', 'HC', 'CM'])}/${c.digits(3)}/${c.int(2019, 2025)}`,
      Accused: `${caps(accused.surname)} ${givens(accused)}`,
      'Date of Birth': date13(accused.dob, c.pick(['dd/mm/yyyy', 'd Month yyyy'] as const)),
      Address: address(accused),
    };
    const b: PersonRecord = {
      'Statement of': `${givens(w)} ${w.surname}`,
      DOB: date13(w.dob, 'dd.mm.yyyy'),
      Relationship: words[rel][wsex],
      Address: address(w),
      Tel: phoneForm(c, w.cu.cc, w.phone),
    };
    return { a, b };
  },
};

const COOPS: Record<Jurisdiction, readonly string[]> = {
  NG: ['Ikeja Staff Multipurpose Coop', 'NUT Thrift & Credit Society', 'Kano Traders CICS'],
  KE: ['Mwalimu SACCO', 'Stima SACCO', 'Harambee SACCO'],
  GH: ['Kumasi Teachers Credit Union', 'GNAT Co-op Credit Union', 'Ho Cocoa Farmers Co-op'],
  ZA: ['Ikhwezi Savings Co-op', 'Sizanani Agri Co-op', 'Umoya Credit Co-op'],
  GB: ['Leeds Credit Union', 'Moorland Dairy Co-operative', 'Clydeside Credit Union'],
  EU: ['Raiffeisen Genossenschaft', 'Coopérative agricole du Val', 'Coöperatie De Eendracht'],
};

const sameCoop: Kind13 = {
  kind: 'same_coop_share_register_vs_dividend_payout',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const p = person13(c, j, { lo: 1950, hi: 1995 });
    const mem = `${c.pick(['M', 'MEM', ''])}${c.digits(c.pick([4, 5, 6]))}`;
    const coop = c.pick(COOPS[j]);
    const a: PersonRecord = {
      Society: coop,
      'Member No': mem,
      Surname: p.surname,
      'Other Names': givens(p),
      'Date Joined': date13({ y: c.int(1995, 2020), m: c.int(1, 12), d: c.int(1, 28) }, 'dd/mm/yyyy'),
      'Shares Held': String(c.int(5, 400)),
      'Mobile No': phoneForm(c, p.cu.cc, p.phone),
    };
    const acct = c.chance(0.5) ? `${caps(p.surname)} ${caps(givens(p))}` : `${caps(givens(p))} ${caps(p.surname)}`;
    const b: PersonRecord = {
      'Payout Ref': `DIV${c.int(2021, 2025)}-${c.digits(5)}`,
      'Member No': mem.replace(/^[A-Z]+/, c.chance(0.5) ? '' : 'M'),
      'Account Name': acct.slice(0, c.pick([20, 24, 30, 40])).trim(),
      'Paid To': c.chance(0.5) ? phoneForm(c, p.cu.cc, p.phone) : `Acct ${c.digits(10)}`,
      Amount: `${c.int(500, 90000)}.00`,
    };
    // The honest link: when paid to a bank account the member number still matches (digits).
    return { a, b };
  },
};

const diffCoop: Kind13 = {
  kind: 'diff_coop_member_and_nominee',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const p = person13(c, j, { lo: 1950, hi: 1985 });
    const spouse = c.chance(0.5);
    const q = relative13(c, p, p.sex === 'M' ? 'F' : 'M', spouse ? otherBirth(c, p.dob, 1, 8) : otherBirth(c, { ...p.dob, y: p.dob.y + 26 }, 0, 4));
    const phone = phoneForm(c, p.cu.cc, p.phone);
    const mem = `${c.digits(5)}`;
    const a: PersonRecord = {
      'Member No': mem,
      Surname: p.surname,
      'Other Names': givens(p),
      'Date of Birth': date13(p.dob, 'dd/mm/yyyy'),
      'Mobile No': phone,
    };
    const b: PersonRecord = {
      'Nominee Name': `${givens(q)} ${q.surname}`,
      'Nominee DOB': date13(q.dob, 'dd/mm/yyyy'),
      'Relationship to Member': spouse ? (q.sex === 'F' ? 'Wife' : 'Husband') : q.sex === 'F' ? 'Daughter' : 'Son',
      'Member No': mem,
      'Nominee Phone': phone,
    };
    return { a, b };
  },
};

const ABROAD: Record<Jurisdiction, readonly { town: string; cc: string; street: string }[]> = {
  NG: [
    { town: 'London', cc: '44', street: 'Peckham High Street' },
    { town: 'Houston', cc: '1', street: 'Bissonnet Street' },
  ],
  KE: [
    { town: 'Dubai', cc: '971', street: 'Al Nahda Road' },
    { town: 'Minneapolis', cc: '1', street: 'Cedar Avenue' },
  ],
  GH: [
    { town: 'Hamburg', cc: '49', street: 'Steindamm' },
    { town: 'Bronx, NY', cc: '1', street: 'Grand Concourse' },
  ],
  ZA: [
    { town: 'Perth WA', cc: '61', street: 'Stirling Highway' },
    { town: 'London', cc: '44', street: 'Wimbledon Park Road' },
  ],
  GB: [
    { town: 'Malaga', cc: '34', street: 'Calle Larios' },
    { town: 'Dubai', cc: '971', street: 'Marina Walk' },
  ],
  EU: [
    { town: 'Montréal', cc: '1', street: 'Rue Saint-Denis' },
    { town: 'Luanda', cc: '244', street: 'Rua Rainha Ginga' },
  ],
};

function consularReg(c: Ctx, p: Person13, abroad: { town: string; cc: string; street: string }, house: number, phoneAbroad: string, pass: string): PersonRecord {
  const eu = p.j === 'EU';
  const keysEu: Record<string, [string, string, string, string, string, string]> = {
    DE: ['Familienname', 'Vornamen', 'Geburtsdatum', 'Anschrift im Ausland', 'Telefon', 'Reisepass-Nr.'],
    FR: ['Nom', 'Prénoms', 'Date de naissance', 'Adresse à l’étranger', 'Téléphone', 'N° passeport'],
    NL: ['Achternaam', 'Voornamen', 'Geboortedatum', 'Adres buitenland', 'Telefoon', 'Paspoortnummer'],
    PT: ['Apelidos', 'Nomes próprios', 'Data de nascimento', 'Morada no estrangeiro', 'Telefone', 'N.º passaporte'],
    PL: ['Nazwisko', 'Imiona', 'Data urodzenia', 'Adres za granicą', 'Telefon', 'Nr paszportu'],
    IT: ['Cognome', 'Nome', 'Data di nascita', 'Indirizzo estero', 'Telefono', 'N. passaporto'],
  };
  const k: [string, string, string, string, string, string] = eu ? keysEu[p.country]! : ['Surname', 'Other Names', 'Date of Birth', 'Address Abroad', 'Phone Abroad', 'Passport No'];
  const r: PersonRecord = {};
  r[k[0]] = eu ? p.surname : caps(p.surname);
  r[k[1]] = givens(p);
  r[k[2]] = date13(p.dob, eu ? 'dd.mm.yyyy' : 'dd/mm/yyyy');
  r[k[3]] = `${house} ${abroad.street}, ${abroad.town}`;
  r[k[4]] = `+${abroad.cc} ${phoneAbroad}`;
  r[k[5]] = pass;
  r[eu ? 'Registrierung / Registration' : 'Mission'] = eu ? `${p.country}-${c.digits(6)}` : `${c.pick(['High Commission', 'Embassy', 'Consulate-General'])}, ${abroad.town}`;
  return r;
}

const sameConsular: Kind13 = {
  kind: 'same_consular_registration_vs_passport_renewal',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const p = person13(c, j, { lo: 1955, hi: 2000 });
    const abroad = c.pick(ABROAD[j]);
    const house = c.int(2, 300);
    const phoneAbroad = c.digits(9);
    const oldPass = passport13(c, p);
    const a = consularReg(c, p, abroad, house, phoneAbroad, oldPass);
    // The renewal: a woman may renew in her married name, the maiden name kept as a former name.
    const married = p.sex === 'F' && c.chance(0.35);
    const newSurname = married ? c.pick(p.cu.surnames.filter((s) => s !== p.surname)) : p.surname;
    const b: PersonRecord = {
      'Application No': `REN${c.digits(8)}`,
      Surname: newSurname,
      'First Name': p.given,
      'Middle Name': p.middle || '-',
      'Date of Birth': date13(p.dob, c.pick(['d Month yyyy', 'iso'] as const)),
      'Previous Passport No': c.chance(0.15) ? transpose(c, oldPass) : oldPass,
      'Residential Address': `${house} ${abroad.street.toUpperCase()}, ${abroad.town.toUpperCase()}`,
      'Contact Phone': `00${abroad.cc}${phoneAbroad}`,
    };
    if (married) b['Former Surname'] = p.surname;
    if (b['Middle Name'] === '-') delete b['Middle Name'];
    return { a, b };
  },
};

const diffConsular: Kind13 = {
  kind: 'diff_consular_siblings_one_address_abroad',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const p = person13(c, j, { lo: 1970, hi: 2002 });
    const q = relative13(c, p, c.chance(0.5) ? 'M' : 'F', otherBirth(c, p.dob, 1, 8));
    const abroad = c.pick(ABROAD[j]);
    const house = c.int(2, 300);
    const phone = c.digits(9);
    return { a: consularReg(c, p, abroad, house, phone, passport13(c, p)), b: consularReg(c, q, abroad, house, c.chance(0.5) ? phone : c.digits(9), passport13(c, q)) };
  },
};

const EMPLOYERS: Record<Jurisdiction, readonly string[]> = {
  NG: ['Dangote Cement Obajana', 'Nigerian Breweries Ama', 'Ajaokuta Steel'],
  KE: ['Mumias Sugar', 'Kakuzi Plantations', 'Bamburi Cement'],
  GH: ['AngloGold Obuasi', 'Volta Aluminium', 'Tema Oil Refinery'],
  ZA: ['Impala Platinum Rustenburg', 'Sasol Secunda', 'Kusasalethu Mine'],
  GB: ['Tata Steel Port Talbot', 'Vauxhall Ellesmere Port', 'Royal Mail Mount Pleasant'],
  EU: ['Volkswagen Wolfsburg', 'Stellantis Mulhouse', 'Tata Steel IJmuiden'],
};
const UNIONS: Record<Jurisdiction, readonly string[]> = { NG: ['NUFBTE', 'NUCFRLANMPE'], KE: ['KUSPAW', 'KPAWU'], GH: ['GMWU', 'ICU'], ZA: ['NUM', 'AMCU', 'NUMSA'], GB: ['Unite', 'GMB', 'CWU'], EU: ['IG Metall', 'CGT', 'FNV'] };

function checkOff(c: Ctx, p: Person13, works: string, employer: string, withDob: boolean): PersonRecord {
  const r: PersonRecord = {
    EMPLOYER: employer,
    'WORKS NO': works,
    NAME: `${caps(p.surname)} ${initial(givens(p)).replace(/\./g, c.chance(0.5) ? '.' : '')}`.trim(),
    'DEDUCTION': `${c.int(20, 250)}.${c.pick(['00', '50'])}`,
    PERIOD: `${c.int(2022, 2025)}-${p2(c.int(1, 12))}`,
  };
  if (withDob) r['BIRTH DT'] = date13(p.dob, 'iso');
  return r;
}

const sameUnion: Kind13 = {
  kind: 'same_union_check_off_vs_member_register',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const p = person13(c, j, { lo: 1962, hi: 2000 });
    const works = `${c.chance(0.4) ? c.letters(2) : ''}${c.digits(c.pick([5, 6, 7]))}`;
    const employer = c.pick(EMPLOYERS[j]);
    const b: PersonRecord = {
      Union: c.pick(UNIONS[j]),
      'Membership No': `${c.digits(7)}`,
      'Full Names': `${givens(p)} ${p.surname}`,
      'Employer / Works No': `${employer} / ${works.replace(/^([A-Z]{2})/, '$1-')}`,
      'Date of Birth': date13(p.dob, 'dd/mm/yyyy'),
      Branch: p.town,
      Cell: phoneForm(c, p.cu.cc, p.phone),
    };
    return { a: checkOff(c, p, works, employer, false), b };
  },
};

const diffUnion: Kind13 = {
  kind: 'diff_union_check_off_namesakes_one_site',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const p = person13(c, j, { lo: 1962, hi: 2000 });
    const cu = p.cu;
    const pool = (p.sex === 'M' ? cu.male : cu.female).map((g) => g.split(' ')[0]!).filter((g) => g[0] === p.given[0] && g !== p.given);
    const q0 = person13(c, j, { sex: p.sex, cu });
    const q = { ...q0, given: pool.length > 0 ? c.pick(pool) : p.given, middle: pool.length > 0 ? '' : q0.middle, surname: p.surname, dob: otherBirth(c, p.dob, 1, 15) };
    const employer = c.pick(EMPLOYERS[j]);
    return { a: checkOff(c, p, c.digits(6), employer, true), b: checkOff(c, q, c.digits(6), employer, true) };
  },
};

const UNIS: Record<Jurisdiction, readonly [string, string][]> = {
  NG: [
    ['University of Ibadan', 'ui.edu.ng'],
    ['University of Nigeria, Nsukka', 'unn.edu.ng'],
  ],
  KE: [
    ['University of Nairobi', 'students.uonbi.ac.ke'],
    ['Moi University', 'mu.ac.ke'],
  ],
  GH: [
    ['KNUST', 'st.knust.edu.gh'],
    ['University of Ghana', 'st.ug.edu.gh'],
  ],
  ZA: [
    ['Wits', 'students.wits.ac.za'],
    ['University of Pretoria', 'tuks.co.za'],
  ],
  GB: [
    ['University of Leeds', 'leeds.ac.uk'],
    ['Cardiff University', 'cardiff.ac.uk'],
  ],
  EU: [
    ['Universiteit Utrecht', 'students.uu.nl'],
    ['Universität Bremen', 'uni-bremen.de'],
  ],
};

function studentNo(c: Ctx, j: Jurisdiction): string {
  switch (j) {
    case 'NG':
      return `${c.int(2018, 2024)}/${c.digits(6)}`;
    case 'KE':
      return `${c.pick(['A56', 'F17', 'J31'])}/${c.digits(5)}/${c.int(2019, 2024)}`;
    case 'GH':
      return c.digits(8);
    case 'ZA':
      return `${c.digits(7)}`;
    case 'GB':
      return `${c.int(200, 201)}${c.digits(6)}`;
    case 'EU':
      return c.digits(7);
  }
}

function borrower(c: Ctx, p: Person13, sn: string, email: string, uni: string): PersonRecord {
  return {
    'Borrower barcode': `${c.pick(['2', '21', 'L'])}${sn.replace(/\D/g, '')}${c.int(0, 9)}`,
    'Borrower name': `${p.surname}, ${p.given[0]}.${p.middle && c.chance(0.5) ? ` ${p.middle[0]}.` : ''}`,
    'Borrower category': c.pick(['UG Student', 'PG Taught', 'PG Research']),
    'Home library': `${uni} Main Library`,
    Email: c.chance(0.2) ? email.toUpperCase() : email,
    Expiry: date13({ y: c.int(2025, 2028), m: c.pick([6, 9, 12]), d: 30 }, 'iso'),
  };
}

function studentRecord(c: Ctx, p: Person13, sn: string, email: string, withPhone: boolean): PersonRecord {
  const r: PersonRecord = {
    'Student Number': sn,
    'Family Name': p.surname,
    'First Name': p.given,
    'Middle Name(s)': p.middle || '',
    'Date of Birth': date13(p.dob, c.pick(['dd/mm/yyyy', 'd Mon yyyy'] as const)),
    'Institutional Email': email,
    Programme: c.pick(['BSc Nursing', 'LLB', 'BEng Civil', 'MBChB', 'BA Economics', 'MSc Data Science', 'BCom Accounting']),
  };
  if (!r['Middle Name(s)']) delete r['Middle Name(s)'];
  if (withPhone) r['Mobile'] = phoneForm(c, p.cu.cc, p.phone);
  return r;
}

function uniEmail(c: Ctx, p: Person13, sn: string, dom: string): string {
  return c.chance(0.5) ? `${sn.replace(/\D/g, '').slice(-7)}@${dom}` : emailOf(c, p, dom);
}

const sameLibrary: Kind13 = {
  kind: 'same_library_borrower_vs_student_record',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const p = person13(c, j, { lo: 1996, hi: 2006 });
    const [uni, dom] = c.pick(UNIS[j]);
    const sn = studentNo(c, j);
    const email = uniEmail(c, p, sn, dom);
    return { a: borrower(c, p, sn, email, uni), b: studentRecord(c, p, sn, email, c.chance(0.5)) };
  },
};

const diffLibrary: Kind13 = {
  kind: 'diff_library_siblings_one_surname_initial',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const p = person13(c, j, { lo: 1996, hi: 2005 });
    const cu = p.cu;
    const pool = (p.sex === 'M' ? cu.male : cu.female).map((g) => g.split(' ')[0]!).filter((g) => g[0] === p.given[0] && g !== p.given);
    const sib = relative13(c, p, p.sex, otherBirth(c, p.dob, 1, 4));
    if (pool.length > 0) sib.given = c.pick(pool);
    const [uni, dom] = c.pick(UNIS[j]);
    const snA = studentNo(c, j);
    const snB = studentNo(c, j);
    const a = borrower(c, p, snA, uniEmail(c, p, snA, dom), uni);
    a['Date of Birth'] = date13(p.dob, 'dd/mm/yyyy');
    // Siblings share the family phone at times.
    const b = studentRecord(c, { ...sib, phone: c.chance(0.4) ? p.phone : sib.phone }, snB, uniEmail(c, sib, snB, dom), true);
    return { a, b };
  },
};

const CHURCH_TITLE: Record<Sex13, readonly string[]> = { M: ['Bro.', 'Deacon', 'Elder', 'Mr', 'Brother'], F: ['Sis.', 'Deaconess', 'Mrs', 'Mother', 'Sister'] };
const CHURCHES: Record<Jurisdiction, readonly string[]> = {
  NG: ['RCCG Throne of Grace Parish', 'St. Paul’s Anglican Church, Ebute Metta', 'Deeper Life Bible Church, Ikeja'],
  KE: ['PCEA Kikuyu Parish', 'AIC Milimani', 'St. Andrew’s Church'],
  GH: ['Methodist Church, Wesley Society', 'Church of Pentecost, Adum Assembly', 'PCG Ebenezer Congregation'],
  ZA: ['NG Kerk Paarl-Oos', 'Methodist Church, Soweto Circuit', 'ZCC Moria Branch'],
  GB: ['St Mary’s Parish Church', 'Kingsway Baptist Church', 'New Wine Fellowship'],
  EU: ['Ev. Kirchengemeinde St. Petri', 'Paroisse Saint-Michel', 'Protestantse Gemeente De Ark'],
};

function envelopeNo(c: Ctx): string {
  return `${c.pick(['E', 'ENV ', ''])}${c.int(1, 1800)}`;
}

const sameTithe: Kind13 = {
  kind: 'same_tithe_envelope_vs_member_register',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const p = person13(c, j, { lo: 1945, hi: 1998 });
    const env = envelopeNo(c);
    const church = c.pick(CHURCHES[j]);
    const useMiddle = p.middle !== '' && c.chance(0.3);
    const shown = useMiddle ? p.middle : c.chance(0.4) ? short13(c, p.given) : p.given;
    const a: PersonRecord = {
      'Envelope No': env,
      Giver: `${c.pick(CHURCH_TITLE[p.sex])} ${shown} ${p.surname}`,
      Month: `${MONTHS3[c.int(0, 11)]} ${c.int(2023, 2025)}`,
      Amount: `${c.int(5, 800)}.00`,
    };
    if (c.chance(0.5)) a.Phone = phoneForm(c, p.cu.cc, p.phone);
    const b: PersonRecord = {
      'Membership No': `${c.letters(2)}/${c.digits(4)}`,
      Surname: p.surname,
      'First Name': p.given,
      'Other Names': p.middle || '',
      'Date of Birth': date13(p.dob, 'dd/mm/yyyy'),
      'Envelope No': env.replace(/^\D+/, ''),
      'Phone Number': phoneForm(c, p.cu.cc, p.phone),
      Congregation: church,
    };
    if (!b['Other Names']) delete b['Other Names'];
    return { a, b };
  },
};

const diffTithe: Kind13 = {
  kind: 'diff_tithe_envelope_couple_one_number',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const husband = person13(c, j, { sex: 'M', lo: 1950, hi: 1990 });
    const wife = relative13(c, husband, 'F', otherBirth(c, husband.dob, 1, 10));
    const env = envelopeNo(c);
    const church = c.pick(CHURCHES[j]);
    const rec = (p: Person13, phone: string): PersonRecord => {
      const r: PersonRecord = {
        'Membership No': `${c.letters(2)}/${c.digits(4)}`,
        Surname: p.surname,
        'First Name': p.given,
        'Date of Birth': date13(p.dob, 'dd/mm/yyyy'),
        'Envelope No': env.replace(/^\D+/, ''),
        'Phone Number': phone,
        Congregation: church,
        Address: address(p),
      };
      if (p.middle) r['Other Names'] = p.middle;
      return r;
    };
    const phone = phoneForm(c, husband.cu.cc, husband.phone);
    return { a: rec(husband, phone), b: rec(wife, c.chance(0.5) ? phone : phoneForm(c, wife.cu.cc, wife.phone)) };
  },
};

const CONFS = ['AfricArena Summit', 'Health Data Forum', 'RightsCon Satellite', 'Mining Indaba', 'Fintech Week', 'Open Data Day Conference', 'Privacy Symposium'];
const ORGS: Record<Jurisdiction, readonly string[]> = {
  NG: ['Flutterwave', 'NITDA', 'Lagos State Ministry of Health', 'Paystack'],
  KE: ['Safaricom PLC', 'KEMRI', 'Ushahidi', 'Equity Bank'],
  GH: ['MTN Ghana', 'Ghana Health Service', 'Hubtel', 'Ecobank Ghana'],
  ZA: ['Discovery Health', 'CSIR', 'Standard Bank', 'Wits Health Consortium'],
  GB: ['NHS Digital', 'Ofcom', 'Barclays UK', 'University of Bristol'],
  EU: ['Charité', 'CNIL', 'Rabobank', 'Politecnico di Milano'],
};

const sameConference: Kind13 = {
  kind: 'same_conference_badge_vs_registration',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const p = person13(c, j, { lo: 1960, hi: 2000 });
    const org = c.pick(ORGS[j]);
    const email = emailOf(c, p, `${fold13(org.split(' ')[0]!).toLowerCase().replace(/[^a-z]/g, '')}.org`);
    const preferred = p.middle && c.chance(0.3) ? p.middle : c.chance(0.5) ? short13(c, p.given) : p.given;
    const a: PersonRecord = {
      'Badge Name': `${c.chance(0.3) ? c.pick(['Dr', 'Prof.', 'Eng.', 'Hon.']) + ' ' : ''}${preferred} ${p.surname}`,
      'Badge Organisation': org,
      'Badge Type': c.pick(['Delegate', 'Speaker', 'Exhibitor', 'Press']),
      'Scan Email': email,
    };
    const b: PersonRecord = {
      'Registration ID': `REG-${c.digits(6)}`,
      'Legal First Name (as in passport)': p.given,
      'Legal Last Name (as in passport)': p.surname,
      'Middle Name': p.middle || '',
      'Email Address': c.chance(0.2) ? email.replace(/^[^@]+/, (m) => m[0]!.toUpperCase() + m.slice(1)) : email,
      Organisation: c.chance(0.3) ? org.toUpperCase() : org,
      'Event': c.pick(CONFS),
      'Dietary Requirements': c.pick(['None', 'Halal', 'Vegetarian', 'Gluten free', 'Kosher']),
    };
    if (!b['Middle Name']) delete b['Middle Name'];
    if (c.chance(0.3)) b['Date of Birth (visa letter)'] = date13(p.dob, 'd Month yyyy');
    return c.chance(0.5) ? { a, b } : { a: b, b: a };
  },
};

const diffConference: Kind13 = {
  kind: 'diff_conference_namesakes_two_organisations',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const p = person13(c, j, { lo: 1960, hi: 2000 });
    const q = { ...person13(c, j, { sex: p.sex, cu: p.cu }), given: p.given, middle: c.chance(0.5) ? p.middle : '', surname: p.surname, dob: otherBirth(c, p.dob, 1, 20) };
    const o1 = c.pick(ORGS[j]);
    const org2 = c.pick(ORGS[j].filter((o) => o !== o1));
    const event = c.pick(CONFS);
    const reg = (x: Person13, org: string): PersonRecord => {
      const r: PersonRecord = {
        'Registration ID': `REG-${c.digits(6)}`,
        'Legal First Name (as in passport)': x.given,
        'Legal Last Name (as in passport)': x.surname,
        'Email Address': emailOf(c, x, `${fold13(org.split(' ')[0]!).toLowerCase().replace(/[^a-z]/g, '')}.org`),
        Organisation: org,
        Event: event,
        'Date of Birth (visa letter)': date13(x.dob, 'd Month yyyy'),
      };
      if (x.middle) r['Middle Name'] = x.middle;
      return r;
    };
    return { a: reg(p, o1), b: reg(q, org2) };
  },
};

const LANDING: Record<Jurisdiction, readonly string[]> = {
  NG: ['Makoko', 'Ibaka', 'Bonny', 'Badagry Jetty'],
  KE: ['Dunga Beach', 'Mbita', 'Shimoni', 'Malindi Jetty'],
  GH: ['Chorkor', 'Elmina', 'Jamestown', 'Mumford'],
  ZA: ['Kalk Bay', 'Lamberts Bay', 'Struisbaai', 'Hout Bay'],
  GB: ['Peterhead', 'Newlyn', 'Brixham', 'Kilkeel'],
  EU: ['Urk', 'Concarneau', 'Matosinhos', 'Mazara del Vallo'],
};

function vesselNo(c: Ctx, j: Jurisdiction): { lic: string; reg: string } {
  const n = c.digits(c.pick([3, 4, 5]));
  const pre: Record<Jurisdiction, readonly string[]> = { NG: ['LA', 'RV'], KE: ['KSM', 'MSA'], GH: ['GA', 'CC'], ZA: ['CTA', 'MB'], GB: ['PD', 'PZ', 'BM'], EU: ['UK', 'CC', 'MZ'] };
  const p = c.pick(pre[j]);
  return { lic: `${p} ${n}`, reg: c.chance(0.5) ? `${p}${n}` : `${p}-${n}` };
}

const sameFishing: Kind13 = {
  kind: 'same_fishing_licence_vs_vessel_register',
  label: 'same',
  pairs: PAIRS,
  make(c, j) {
    const p = person13(c, j, { sex: c.chance(0.85) ? 'M' : 'F', lo: 1950, hi: 1998 });
    const v = vesselNo(c, j);
    const site = c.pick(LANDING[j]);
    const a: PersonRecord = {
      'Licence No': `FL/${c.int(2022, 2025)}/${c.digits(4)}`,
      'Licence Holder': c.chance(0.5) ? `${caps(p.surname)}, ${givens(p)}` : `${p.given} ${p.surname}`,
      'Vessel No': v.lic,
      Gear: c.pick(['gillnet', 'beach seine', 'longline', 'pots and traps', 'purse seine', 'handline']),
      'Landing Site': site,
    };
    if (c.chance(0.5)) a.Phone = phoneForm(c, p.cu.cc, p.phone);
    const b: PersonRecord = {
      'Port Letters & No': v.reg,
      'Vessel Name': c.pick(['Grace of God', 'Osei Tutu', 'Onward', 'Mama Ngina', 'Ebenezer', 'Morning Star', 'Stella Maris', 'Nooit Gedacht']),
      'Owner Name': `${c.chance(0.3) ? ocr13(c, p.given) : p.given}${p.middle && c.chance(0.5) ? ' ' + p.middle : ''} ${p.surname}`,
      'Owner Date of Birth': date13(p.dob, 'dd/mm/yyyy'),
      'Home Port': site,
      'Owner Phone': phoneForm(c, p.cu.cc, p.phone),
    };
    return { a, b };
  },
};

const diffFishing: Kind13 = {
  kind: 'diff_fishing_licence_father_son_one_vessel',
  label: 'different',
  pairs: PAIRS,
  make(c, j) {
    const son = person13(c, j, { sex: 'M', lo: 1975, hi: 2002 });
    const father = { ...son, middle: c.chance(0.5) ? son.middle : '', dob: otherBirth(c, { ...son.dob, y: son.dob.y - 28 }, 0, 6), phone: national(c, j, son.country) };
    const v = vesselNo(c, j);
    const site = c.pick(LANDING[j]);
    const a: PersonRecord = {
      'Licence No': `FL/${c.int(2022, 2025)}/${c.digits(4)}`,
      'Licence Holder': `${son.given} ${son.surname}${c.chance(0.4) ? ' Jnr' : ''}`,
      'Date of Birth': date13(son.dob, 'dd/mm/yyyy'),
      'Vessel No': v.lic,
      'Landing Site': site,
      Phone: phoneForm(c, son.cu.cc, son.phone),
    };
    const b: PersonRecord = {
      'Port Letters & No': v.reg,
      'Owner Name': `${father.given}${father.middle ? ' ' + father.middle : ''} ${father.surname}`,
      'Owner Date of Birth': date13(father.dob, 'dd/mm/yyyy'),
      'Home Port': site,
      'Owner Phone': phoneForm(c, father.cu.cc, father.phone),
    };
    return { a, b };
  },
};

/** Set 13's kinds, `same` first then `different`, 30 pairs each. */
export const HELDOUT13_KINDS: readonly Kind13[] = [
  sameManifest,
  sameHandover,
  sameCrew,
  sameBar,
  sameBanns,
  sameWitness,
  sameCoop,
  sameConsular,
  sameUnion,
  sameLibrary,
  sameTithe,
  sameConference,
  sameFishing,
  diffManifest,
  diffHandover,
  diffCrew,
  diffBar,
  diffBaptism,
  diffWitness,
  diffCoop,
  diffConsular,
  diffUnion,
  diffLibrary,
  diffTithe,
  diffConference,
  diffFishing,
];

/** Keys that carry a birth date in this set (for the set's test). */
export const BIRTH_KEYS13: readonly string[] = ['DOB', 'Date of Birth', 'Born', 'birth_date', 'BIRTH DT', 'Nominee DOB', 'Owner Date of Birth', 'Date of Birth (visa letter)', 'Geburtsdatum', 'Date de naissance', 'Geboortedatum', 'Data de nascimento', 'Data urodzenia', 'Data di nascita'];
