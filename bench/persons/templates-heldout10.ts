// Held-out set 10 of labelled PERSON RECORD PAIRS (bench/data/persons-heldout10.jsonl, written by
// bench/persons/generate.ts with seed 1010).
//
// Author: an independent engineer of session s23-persons10 (issue 11), the tenth independent author, writing from
// their own knowledge of how person records arrive from sources the nine earlier sets' headers do not name: a
// laboratory request form (patient surname first, an age in years, the hospital number with other separators)
// against the ward's admission record; a facility's birth notification against the child's immunisation card or
// Road-to-Health / red book; a telco's SIM-linkage row (NIN-SIM, SIM re-registration, Ghana Card linkage, RICA,
// prepaid Ident) against the identity authority's verification response; foreign nationals' residence cards and
// permits (CERPAC, alien card, non-citizen Ghana Card, DHA permit, BRP, Aufenthaltstitel, TIE) against the
// municipal or local registration (Anmeldung, padrón, council tax, rates account); an employer's payroll export
// against the employee's own tax return (iTax, eFiling ITR12, SA100, ELSTER, GRA, state IRS); a death notice or
// obituary (`The late Pa …`, `aged 79`, `1944 – 2023`) against the burial permit or burial order; a digital
// lender's scraped phone-book contact (`Chidi Work`, `Bro Kwame`, `Okafor Chidi Onitsha`) against that person's own
// KYC; direct-debit, debit-order and SEPA mandates (`MR J A SMITH`, a mandate reference) against the member record
// they pay for; antenatal cards (ANC number, gravida / para, LMP, EDD, partner) against the labour-ward delivery
// register; exam-council entries (WAEC / NECO, KCSE, WASSCE, NSC, A level, Abitur) against the university
// transcript quoting the entry index; UNHCR-style refugee registration (individual and case numbers, name chains,
// Somali / Tigrinya / Arabic / Ukrainian spellings) against the host country's refugee or protection permit;
// pension-fund member statements (RSA PIN, NSSF, SSNIT, GEPF, NI number, Rentenversicherungsnummer) against the
// retirement-benefit claim years later (a title earned, a new address); biometric time-and-attendance exports
// (`OKAFOR.C`, a badge number) against the HR master — in Nigeria, Kenya, Ghana, South Africa, the United Kingdom
// (GB) and the European Union (DE above all; ES, FR, IT, NL, PT, PL elsewhere), diasporas and foreign nationals
// included.
// What the author read: the session's rules (s23-common.md), the blind authors' brief and this set's brief;
// bench/persons/generate.ts, bench/persons.ts, test/bench/persons-generate.test.ts (its helpers, its set-name test
// and set 9's block), bench/lib/rng.ts (its two export lines); the header comments of templates-heldout1.ts …
// templates-heldout9.ts (comment lines only, the read-once figures of sets 6–9 included; the set was not written
// towards or away from them); templates-heldout9.ts's Kind9 interface (for the TypeScript shape); the README's
// paragraph "Held-out persons set 9" (its sources and figures). Slip: all of bench/persons/records.ts (its types
// and Ctx as allowed, and by a slip the bodies of its date, phone, id, name and slip writers — no engine code; set
// 10 imports only its types and Ctx and writes its own of each).
// What the author did NOT read: src/ (src/compare/ and its FieldMap type included), src/lexicon/, test/compare/, the
// packs' data and field aliases, the OpenAPI pack description, the README's paragraphs on the person pack, sets
// 1–9's data files and the bodies of records2–8.ts and templates-heldout1–9.ts (their name lists included). The
// engine and the bench were never run on this set before it was committed. Every name list, spelling pair, place,
// phone plan, identifier shape, register reference and slip below is the author's own.
//
// Grain (the earlier sets'): `same` means the two records describe the same natural person, as a careful KYC
// analyst would judge from the two records alone; `different` means two natural people, however much they share (a
// ward, a form, a mother and a birth date, a SIM, a home, a tax agent, a name and a town, a guarantor's address, a
// bank account paying, a husband, a programme and a year, a refugee case, a clinic and a grandparent's name, a
// site). Every `same` pair carries a name on both sides and at least one more agreeing value (a birth date, a date
// of death, a hospital, ANC, card, badge, member, permit, mandate, case or index number, an id, a tax number, a
// phone, an address, the mother). Every `different` pair carries a birth date on both sides; they disagree, except
// twins (two given names, two card numbers). Records keep the field names and letter case those sources use, read
// by the person pack or not (`Patient Name`, `Hosp No`, `Name of Child`, `Mother's Name`, `Subscriber Name`,
// `firstname`, `Familienname`, `Vornamen`, `EMP_NAME`, `Taxpayer Name`, `Deceased`, `contact_name`,
// `Account Holder`, `Name of Client`, `CANDIDATE NAME`, `Individual No`, `Member Name`, `Claimant`, `User`…). A
// birth date is never written month first with digits.
//
// Kinds (30 pairs each, cycling NG, KE, GH, ZA, GB, EU; 13 `same`, 13 `different`, 780 pairs, 130 per jurisdiction):
//   same_lab_request_vs_admission          the lab form (`SURNAME Given`, `34Y`, hospital number re-separated, a
//                                          handwriting slip at times, a LIMS birth date at times) and the admission.
//   same_birth_notification_vs_immunisation_card  the child's name in full and as the card writes it (surname
//                                          first, a name dropped), the birth date, the mother.
//   same_sim_linkage_vs_id_verification    the name as the agent typed it and the identity authority's capitals in
//                                          parts; one id (and the MSISDN in another form at times).
//   same_residence_card_vs_municipal_registration  a foreign national's card (capitals, marks folded, another
//                                          transliteration) and the local register (marks kept, the card number).
//   same_payroll_export_vs_tax_return      `SURNAME, INITIALS` and a tax number against the return (full name, the
//                                          number in another layout).
//   same_death_notice_vs_burial_permit     `The late Chief …` with an age or years and the permit's deceased, the
//                                          date of death in two forms.
//   same_loan_app_contact_vs_kyc           a phone-book label (a name with a place, a trade or a kin word) and the
//                                          contact's own KYC on that number.
//   same_direct_debit_mandate_vs_membership  title and initials in capitals, the mandate reference, the member.
//   same_antenatal_card_vs_delivery_register  the ANC number re-separated, an age, the partner and phone.
//   same_exam_council_entry_vs_transcript  the candidate surname first in capitals and the transcript's student, the
//                                          index quoted as the entry qualification, the birth date.
//   same_refugee_registration_vs_host_permit  a name chain in one spelling and the host's surname / given names in
//                                          another; the birth date (1 January at times on both), and the UNHCR
//                                          individual or case number or the address.
//   same_pension_statement_vs_retirement_claim  the member years later: a title, an initial, the number re-spaced.
//   same_biometric_attendance_vs_hr_master `OKAFOR.C` / `c.okafor` and a badge number against the HR row.
//   diff_lab_nurse_and_patient_one_form    a patient and the nurse on the patient's ward: one surname (one given
//                                          name at times), other births and numbers.
//   diff_birth_twins_one_notification      twins: one mother, birth date and home; two given names and card numbers.
//   diff_sim_registered_on_parent_id       the SIM row on a parent's id and the child's own KYC on that MSISDN.
//   diff_residence_spouses_one_registration  two spouses of one household on the card and the register.
//   diff_tax_return_spouses_one_agent      two spouses' returns through one agent: one home and agent mailbox.
//   diff_burial_permit_living_namesake     a deceased's permit and a living namesake of one town (death screening).
//   diff_loan_borrower_and_spouse_guarantor  a borrower and the spouse who guarantees: one home, at times one phone.
//   diff_mandate_parent_pays_child_membership  the payer's bank row and the child's membership (one name at times).
//   diff_antenatal_cowives_one_husband     two wives (or sisters-in-law) of one household: one partner and phone.
//   diff_transcript_namesakes_one_programme  one full name, one programme and year; other matric numbers and births.
//   diff_refugee_case_father_and_son       one case, the son's chain starting where the father's does not.
//   diff_immunisation_cousins_named_alike  cousins named after one grandparent, born days apart at one clinic.
//   diff_attendance_father_son_one_site    a father and son of one name at one site (Snr / Jnr at times).
//
// Read once on fb8797d (the author's single reading, no engine change, set committed at 88bf184; `npm run
// bench:persons -- --set heldout10 --errors 60`): 780 pairs, P 0.9317, R 0.4897, F1 0.6420, 72.7% correct, 41.0% to
// review (320 pairs; TP 191, FP 14, FN 199, TN 376). False merges: 14, all in diff_immunisation_cousins_named_alike
// (14 of 30: two children of one given name and surname, born 1–25 days apart at one clinic, other mothers and card
// numbers — but see the slip below); every other different kind 0. Misses by kind (same kinds): same_payroll_export_
// vs_tax_return 30/30, same_death_notice_vs_burial_permit 30/30, same_antenatal_card_vs_delivery_register 30/30,
// same_biometric_attendance_vs_hr_master 30/30, same_loan_app_contact_vs_kyc 30/30 (all to review),
// same_direct_debit_mandate_vs_membership 28, same_pension_statement_vs_retirement_claim 15, same_sim_linkage_vs_id_
// verification 5 (a slipped given name typed by the agent — Sohpie, Yaoo, Brsm, Pswel — or the typed name surname
// first without the middle name, beside one id), same_birth_notification_vs_immunisation_card 1 (GB: `TAYLOR
// DANIEL`, `Mrs Taylor`, the NHS number closed up); no miss in same_lab_request_vs_admission, same_exam_council_
// entry_vs_transcript, same_refugee_registration_vs_host_permit, same_residence_card_vs_municipal_registration.
// The errors printed (the first 60) show, for payroll and death-notice pairs, no name score at all beside the birth
// date (`EMP_NAME`, `Taxpayer Name`, `Deceased`, `Name of Deceased` were not read as names), and the tax numbers
// written in other layouts (`723231740001` / `72323174-0001`, `3252/484/93/8`, `62 118 759 664`) not compared.
// Different kinds sent to review (all still not merged): diff_antenatal_cowives_one_husband 30/30, diff_tax_return_
// spouses_one_agent 25, diff_attendance_father_son_one_site 22, diff_birth_twins_one_notification 20,
// diff_immunisation_cousins_named_alike 12, diff_burial_permit_living_namesake 6, diff_mandate_parent_pays_child_
// membership 6, diff_lab_nurse_and_patient_one_form 4, diff_transcript_namesakes_one_programme 3, diff_sim_registered_
// on_parent_id 1; diff_loan_borrower_and_spouse_guarantor, diff_refugee_case_father_and_son and diff_residence_
// spouses_one_registration 0. By jurisdiction: GH F1 0.6733 (P 0.9444, R 0.5231), EU 0.6667 (0.9189, 0.5231), KE
// 0.6327 (0.9394, 0.4769), ZA 0.6327 (0.9394, 0.4769), GB 0.6263 (0.9118, 0.4769), NG 0.6186 (0.9375, 0.4615).
// Slips of the author, found after the reading and left as they are (templates and data unchanged):
// - Gold-label slip: in diff_immunisation_cousins_named_alike, the aunt's name is drawn from the same list as the
//   mother's and takes the mother's surname half the time, so 5 of its 30 pairs (indices 1, 6, 23, 24, 25) carry one
//   child's name AND one mother's name at one clinic with births 1–16 days apart; a careful analyst would send those
//   to review or take them for one child with a mis-keyed birth date, not call them different. Which of the 14 false
//   merges they are was not printed (the errors shown stop at the 60th, in the same kinds).
// - Realism slips (labels unaffected): the place of burial is drawn from one list for every jurisdiction (`Friedhof,
//   Kapsabet`, `Friedhof, Glasgow`); honorifics are drawn per jurisdiction, not per culture (`Alhaji Obinna Nwankwo`,
//   `Oom Sipho Dlamini`); a mandate's title is `MR` / `MRS` in every country.
// - same_loan_app_contact_vs_kyc is thin by design: a phone-book label (at times a given name and a kin or trade word
//   only) and one phone number; an analyst may fairly call some of its pairs review rather than same.
//
// Use: the lead reads it ONCE with `npm run bench:persons -- --set heldout10`, reports the figures, and from then on
// the set is development data (tune on it only after that first reading is recorded).

import type { Ctx, Jurisdiction, PersonRecord, Ymd } from './records.js';

export type Label10 = 'same' | 'different';

export interface Kind10 {
  kind: string;
  label: Label10;
  pairs: number;
  make(c: Ctx, j: Jurisdiction): { a: PersonRecord; b: PersonRecord };
}

// ---- cultures ---------------------------------------------------------------------------------------

type Sex10 = 'M' | 'F';

interface Culture10 {
  /** Country of the person's home register (EU: DE, FR, ES, IT, NL, PT, PL). */
  country: string;
  male: readonly string[];
  female: readonly string[];
  /** Middle names; a person of the culture carries one at times. */
  middleM: readonly string[];
  middleF: readonly string[];
  surnames: readonly string[];
  towns: readonly string[];
  streets: readonly string[];
}

const C = (country: string, male: string, female: string, middleM: string, middleF: string, surnames: string, towns: string, streets: string): Culture10 => ({
  country,
  male: male.split(','),
  female: female.split(','),
  middleM: middleM === '' ? [] : middleM.split(','),
  middleF: middleF === '' ? [] : middleF.split(','),
  surnames: surnames.split(','),
  towns: towns.split(','),
  streets: streets.split(','),
});

export const CULTURES10: Record<Jurisdiction, readonly Culture10[]> = {
  NG: [
    C('NG', 'Adewale,Babatunde,Olumide,Oluwaseun,Ayodeji,Kayode,Olusegun,Adebayo,Gbenga', 'Funmilayo,Adeola,Oluwakemi,Titilayo,Abimbola,Yetunde,Folasade,Omolara,Bukola', 'Oluwole,Adekunle,Abiodun,Olawale', 'Omowunmi,Adunni,Morenike,Ayoka', 'Adeyemi,Ogunleye,Balogun,Ogunbiyi,Akinwale,Oladipo,Ajayi,Olaniyan,Adeleke', 'Ibadan,Ikeja,Abeokuta,Osogbo,Akure', 'Adeniran Ogunsanya Street,Bode Thomas Street,Ring Road,Oke-Ado Road,Awolowo Avenue'),
    C('NG', 'Chinedu,Emeka,Obinna,Ikechukwu,Nnamdi,Uchenna,Kelechi,Chukwuemeka', 'Ngozi,Chiamaka,Adaeze,Nkechi,Chioma,Ifeoma,Uzoamaka,Chinwe', 'Emmanuel,Stephen,Anthony,Chibuzor', 'Blessing,Grace,Ogechi,Ebere', 'Okafor,Nwosu,Eze,Okonkwo,Nwankwo,Udeh,Onuoha,Ibe,Chukwu', 'Enugu,Onitsha,Owerri,Nnewi,Aba', 'Ogui Road,Zik Avenue,Wetheral Road,Okigwe Road,New Market Road'),
    C('NG', 'Abubakar,Ibrahim,Musa,Sani,Aminu,Yusuf,Bello,Umar', 'Aisha,Fatima,Hadiza,Zainab,Hauwa,Maryam,Rakiya,Halima', 'Muhammad,Abdullahi,Sule', 'Hajara,Binta', 'Abdullahi,Bello,Danjuma,Garba,Usman,Lawal,Sule,Yakubu,Shehu', 'Kano,Kaduna,Zaria,Bauchi,Sokoto', 'Zoo Road,Ahmadu Bello Way,Sultan Road,Independence Way,Murtala Mohammed Way'),
  ],
  KE: [
    C('KE', 'John,Peter,Joseph,Samuel,David,James,Stephen', 'Mary,Grace,Faith,Esther,Lucy,Jane,Margaret', 'Kamau,Njoroge,Kariuki,Gitau,Maina,Mwaura', 'Wanjiru,Wambui,Njeri,Nyokabi,Wairimu,Wanjiku', 'Mwangi,Kariuki,Githinji,Muriuki,Wachira,Kimani,Ndegwa', 'Nyeri,Thika,Murang\'a,Kiambu,Nairobi', 'Kimathi Street,Kenyatta Avenue,Moi Avenue,Biashara Street,Kirinyaga Road'),
    C('KE', 'George,Tom,Kennedy,Fredrick,Collins,Vincent', 'Rose,Beatrice,Caroline,Pamela,Millicent,Lilian', 'Otieno,Odhiambo,Ochieng,Onyango,Omondi', 'Akinyi,Atieno,Adhiambo,Awuor,Anyango', 'Otieno,Odhiambo,Ouma,Okoth,Owino,Ogola,Oduor', 'Kisumu,Homa Bay,Siaya,Migori,Bondo', 'Oginga Odinga Street,Jomo Kenyatta Highway,Ang\'awa Avenue,Nyerere Road'),
    C('KE', 'Wilson,Gideon,Isaac,Nicholas,Daniel', 'Ruth,Sharon,Gladys,Caroline,Edna', 'Kiprono,Kipchumba,Kibet,Kiplagat,Kipkoech', 'Chepkemoi,Jepchirchir,Chebet,Jeptoo,Chelangat', 'Kiprotich,Rotich,Koech,Kirui,Langat,Cheruiyot,Bett', 'Eldoret,Kericho,Iten,Kapsabet,Bomet', 'Uganda Road,Oloo Street,Kenyatta Street,Moi Street'),
  ],
  GH: [
    C('GH', 'Kwame,Kofi,Kwabena,Yaw,Kwaku,Kwasi,Kojo,Emmanuel,Isaac', 'Ama,Akosua,Abena,Efua,Adwoa,Yaa,Afua,Priscilla,Gifty', 'Kwame,Kofi,Yaw,Kwadwo,Nana', 'Akua,Ama,Esi,Adjoa', 'Mensah,Boateng,Owusu,Asante,Osei,Agyemang,Ansah,Appiah,Amoah,Ofori', 'Kumasi,Accra,Koforidua,Cape Coast,Sunyani', 'Kejetia Road,Ring Road Central,Hospital Road,Liberation Road,Harper Road'),
    C('GH', 'Edem,Senyo,Selorm,Kodzo,Yao,Kwami', 'Dzifa,Sena,Yawa,Esinam,Elikem,Mawunya', 'Kodzo,Kwami,Yao', 'Yawa,Ama,Abla', 'Agbeko,Dzokoto,Amegah,Kpodo,Adzraku,Akpabli,Gbedemah', 'Ho,Keta,Hohoe,Aflao,Kpando', 'Civic Centre Road,Ho-Adidome Road,Bankoe Road,Market Street'),
    C('GH', 'Nii,Samuel,Jonathan,Ebenezer,Daniel', 'Naa,Deborah,Vida,Dorcas,Comfort', 'Armah,Odartey,Ayi,Okine', 'Adjeley,Dedei,Korkoi,Ayeley', 'Tetteh,Quaye,Lamptey,Quartey,Ankrah,Nortey,Aryee,Lartey', 'Accra,Tema,Teshie,Nungua,Osu', 'Oxford Street,Castle Road,High Street,Community 9 Road,Tema Motorway Link'),
  ],
  ZA: [
    C('ZA', 'Sipho,Bongani,Mandla,Sibusiso,Themba,Nkosinathi,Sifiso', 'Nomvula,Thandeka,Zanele,Nokuthula,Lindiwe,Ntombi,Sindisiwe', 'Bhekani,Mxolisi,Sandile', 'Nonhlanhla,Phumzile,Zodwa', 'Dlamini,Ndlovu,Nkosi,Mkhize,Khumalo,Ngcobo,Mthembu,Zungu', 'Durban,Pietermaritzburg,Soweto,Richards Bay,Newcastle', 'Umgeni Road,Florida Road,Vilakazi Street,Church Street,Jabu Ndlovu Street'),
    C('ZA', 'Thabo,Tumelo,Kagiso,Tshepo,Teboho,Lebohang', 'Lerato,Palesa,Dineo,Mpho,Nthabiseng,Refilwe,Boitumelo', 'Karabo,Neo,Mpho', 'Naledi,Keabetswe,Dimakatso', 'Mokoena,Mofokeng,Molefe,Motaung,Tau,Radebe,Mokgadi', 'Bloemfontein,Rustenburg,Mahikeng,Welkom,Polokwane', 'Nelson Mandela Drive,Voortrekker Road,Beyers Naude Drive,Main Road'),
    C('ZA', 'Johannes,Pieter,Hendrik,Willem,Gerhard,Jacobus,Christo', 'Anneke,Marieta,Elna,Susanna,Christelle,Lize,Annelie', 'Jacobus,Petrus,Stephanus,Johannes', 'Maria,Elizabeth,Johanna', 'van der Merwe,Botha,Pretorius,du Plessis,Nel,van Wyk,Coetzee,Venter', 'Stellenbosch,Paarl,Pretoria,George,Worcester', 'Dorp Street,Kerk Street,Voortrekker Road,Paul Kruger Street'),
    C('ZA', 'Pravesh,Rajesh,Kavir,Suren,Nikhil', 'Nirasha,Kamla,Priyanka,Shanthi,Kavitha', 'Kumar,Dev', 'Devi,Kumari', 'Naidoo,Pillay,Govender,Moodley,Reddy,Chetty,Padayachee', 'Chatsworth,Phoenix,Durban,Lenasia,Pietermaritzburg', 'Havenside Drive,Bluff Road,Lotus Road,Nirvana Drive'),
  ],
  GB: [
    C('GB', 'James,Thomas,Oliver,Daniel,Matthew,Christopher,Robert,William', 'Emily,Charlotte,Rebecca,Hannah,Sophie,Laura,Katherine,Elizabeth', 'Edward,John,Michael,George', 'Louise,Rose,Anne,Jane', 'Taylor,Walker,Hughes,Robinson,Wright,Harris,Clarke,Turner,Edwards', 'Leeds,Bristol,Norwich,Derby,Swansea,Glasgow', 'Station Road,Church Lane,Victoria Street,Mill Lane,Queens Road'),
    C('GB', 'Imran,Tariq,Asif,Usman,Bilal,Zahid', 'Saima,Nadia,Shazia,Ayesha,Rukhsana,Sana', 'Mahmood,Ali,Ahmed', 'Bibi,Begum,Noor', 'Hussain,Khan,Iqbal,Mahmood,Rashid,Qureshi,Butt', 'Bradford,Birmingham,Luton,Oldham,Slough', 'Whetley Lane,Coventry Road,Dunstable Road,Manchester Road'),
    C('GB', 'Oluwaseun,Adebayo,Chinedu,Kwame,Kofi,Emeka', 'Folake,Adaeze,Ngozi,Abena,Funmilayo,Yetunde', 'Olumide,Kwabena,Obinna', 'Adunni,Akosua,Ifeoma', 'Adeyemi,Okafor,Mensah,Balogun,Boateng,Nwosu,Ogunleye', 'Peckham,Croydon,Woolwich,Tottenham,Thamesmead', 'Rye Lane,London Road,Powis Street,High Road'),
    C('GB', 'Piotr,Krzysztof,Tomasz,Pawel,Marcin', 'Agnieszka,Katarzyna,Magdalena,Joanna,Anna', 'Jan,Andrzej', 'Maria,Barbara', 'Nowak,Kowalczyk,Wójcik,Kaczmarek,Mazur,Krawczyk', 'Peterborough,Southampton,Slough,Boston,Ealing', 'Lincoln Road,Portswood Road,Farnham Road,West Street'),
  ],
  EU: [
    C('DE', 'Lukas,Jonas,Stefan,Matthias,Jürgen,Tobias,Florian', 'Anna,Katharina,Julia,Sabine,Birgit,Lena,Ursula', 'Maria,Peter,Johannes,Alexander', 'Maria,Elisabeth,Sophie', 'Müller,Schmidt,Schneider,Fischer,Weber,Meyer,Wagner,Becker,Schäfer', 'Köln,München,Hamburg,Leipzig,Nürnberg,Dortmund', 'Hauptstraße,Bahnhofstraße,Schulstraße,Gartenweg,Lindenallee,Goethestraße'),
    C('FR', 'Julien,Nicolas,Thomas,Mathieu,Guillaume', 'Camille,Élodie,Chloé,Aurélie,Céline', 'Pierre,Louis,André', 'Marie,Hélène,Anne', 'Martin,Bernard,Dubois,Lefèvre,Moreau,Laurent,Girard', 'Lyon,Lille,Toulouse,Nantes,Bordeaux', 'rue de la République,avenue Jean Jaurès,rue Victor Hugo,boulevard Pasteur'),
    C('ES', 'Javier,Alejandro,Sergio,Álvaro,Pablo', 'Lucía,Carmen,Elena,Nuria,Raquel', 'José,Luis,Antonio', 'María,Isabel,Pilar', 'García Fernández,López Martín,Sánchez Ruiz,Martínez Gómez,Pérez Navarro', 'Madrid,Valencia,Sevilla,Zaragoza,Málaga', 'calle Mayor,avenida de la Constitución,calle del Carmen,calle Real'),
    C('IT', 'Marco,Giuseppe,Luca,Francesco,Alessandro', 'Giulia,Francesca,Chiara,Federica,Valentina', 'Maria,Antonio,Giovanni', 'Maria,Teresa,Rosa', 'Rossi,Russo,Ferrari,Esposito,Bianchi,Romano,Colombo', 'Milano,Torino,Bologna,Napoli,Bari', 'via Roma,via Garibaldi,corso Vittorio Emanuele,via Mazzini'),
    C('NL', 'Daan,Bram,Sander,Joost,Ruben', 'Sanne,Lotte,Femke,Eva,Anouk', 'Jan,Pieter,Willem', 'Maria,Johanna,Anna', 'de Vries,Jansen,van Dijk,Bakker,Visser,Smit,de Boer', 'Utrecht,Rotterdam,Eindhoven,Groningen,Leiden', 'Kerkstraat,Dorpsstraat,Stationsweg,Molenweg'),
    C('PT', 'João,Tiago,Rui,Nuno,Duarte', 'Inês,Beatriz,Mariana,Joana,Catarina', 'Miguel,Manuel,José', 'Maria,Isabel,Sofia', 'Silva,Santos,Ferreira,Pereira,Costa,Rodrigues,Oliveira', 'Porto,Lisboa,Braga,Coimbra,Aveiro', 'rua de Santa Catarina,avenida da Liberdade,rua do Carmo,rua Direita'),
    C('PL', 'Piotr,Krzysztof,Tomasz,Paweł,Michał', 'Agnieszka,Katarzyna,Magdalena,Małgorzata,Zofia', 'Jan,Andrzej,Stanisław', 'Maria,Barbara,Anna', 'Nowak,Wójcik,Kowalczyk,Mazur,Krawczyk,Zając', 'Kraków,Wrocław,Poznań,Gdańsk,Łódź', 'ul. Długa,ul. Polna,ul. Ogrodowa,ul. Kościuszki'),
  ],
};

/**
 * Foreign nationals' cultures (residence cards and refugee permits): a chain culture writes given + father +
 * grandfather and has other spellings of one name (the host's transliteration, Somali Latin orthography, the German
 * and English renderings of Ukrainian); `spell` maps a name to the other spelling when it has one.
 */
interface Foreign10 {
  origin: string;
  iso3: string;
  male: readonly string[];
  female: readonly string[];
  /** Names used as the father's and grandfather's in a chain, or surnames. */
  family: readonly string[];
  chain: boolean;
  spell: Readonly<Record<string, string>>;
}

const F = (origin: string, iso3: string, male: string, female: string, family: string, chain: boolean, spell: string): Foreign10 => ({
  origin,
  iso3,
  male: male.split(','),
  female: female.split(','),
  family: family.split(','),
  chain,
  spell: Object.fromEntries(spell === '' ? [] : spell.split(',').map((p) => p.split('=') as [string, string])),
});

export const FOREIGN10: Record<string, Foreign10> = {
  somali: F('Somalia', 'SOM', 'Abdirahman,Mohamed,Abdullahi,Hassan,Ahmed,Abdi,Ismail', 'Hodan,Fatuma,Sahra,Hibaaq,Ubah,Halima', 'Mohamed,Ali,Hassan,Abdi,Farah,Warsame,Jama,Omar,Ismail,Yusuf', true, 'Mohamed=Maxamed,Ali=Cali,Hassan=Xasan,Abdi=Cabdi,Jama=Jaamac,Omar=Cumar,Ismail=Ismaaciil,Yusuf=Yuusuf,Abdirahman=Cabdiraxmaan,Abdullahi=Cabdullaahi,Ahmed=Axmed,Fatuma=Faadumo,Halima=Xaliimo,Farah=Faarax'),
  dinka: F('South Sudan', 'SSD', 'Deng,Garang,Majok,Mayen,Ajak,John,Peter', 'Nyandeng,Achol,Adut,Nyibol,Mary,Rebecca', 'Deng,Garang,Majok,Mabior,Kuol,Chol,Ayuel,Akol', true, 'Mabior=Mabiar,Ayuel=Ayuol'),
  congolese: F('DR Congo', 'COD', 'Jean-Pierre,Patrick,Dieudonné,Fiston,Héritier,Cédric', 'Christelle,Grâce,Merveille,Nadège,Espérance', 'Mukendi,Kalonji,Tshibangu,Ilunga,Mbuyi,Kabongo,Ngoy,Kasongo,Mwamba,Banza', false, 'Dieudonné=Dieudonne,Héritier=Heritier,Cédric=Cedric,Grâce=Grace,Nadège=Nadege,Espérance=Esperance,Tshibangu=Tshibangou'),
  tigrinya: F('Eritrea', 'ERI', 'Yonas,Tesfay,Filmon,Dawit,Amanuel,Mebrahtu', 'Senait,Helen,Saba,Luwam,Feven,Selam', 'Tekle,Haile,Gebremedhin,Tesfamariam,Berhane,Kidane,Gebreyesus,Woldu', true, 'Tesfay=Tesfai,Haile=Hayle,Gebremedhin=Ghebremedhin,Gebreyesus=Ghebreyesus,Amanuel=Emanuel,Berhane=Berhani'),
  syrian: F('Syria', 'SYR', 'Mohammad,Ahmad,Khaled,Omar,Yousef,Mahmoud', 'Rasha,Lina,Hiba,Nour,Rama,Amal', 'Al-Hassan,Haddad,Khalil,Darwish,Al-Ahmad,Hamdan,Suleiman', false, 'Mohammad=Muhammad,Ahmad=Ahmed,Khaled=Khalid,Yousef=Yusuf,Mahmoud=Mahmud,Al-Hassan=Alhasan,Khalil=Khaleel,Darwish=Darwich,Suleiman=Sulayman,Al-Ahmad=Al Ahmad'),
  ukrainian: F('Ukraine', 'UKR', 'Oleksandr,Andrii,Serhii,Dmytro,Mykola,Yurii', 'Olena,Iryna,Tetiana,Nataliia,Yuliia,Oksana', 'Kovalenko,Shevchenko,Bondarenko,Tkachenko,Melnyk,Kravchenko,Savchenko', false, 'Oleksandr=Olexandr,Andrii=Andrij,Serhii=Serhij,Yurii=Jurij,Tetiana=Tetjana,Nataliia=Natalija,Yuliia=Julija,Melnyk=Melnyk,Kravchenko=Krawtschenko,Savchenko=Sawtschenko,Tkachenko=Tkatschenko'),
  cameroonian: F('Cameroon', 'CMR', 'Ashu,Ayuk,Enow,Tabi,Divine,Emmanuel', 'Bessem,Enanga,Blessing,Quinta,Ndip', 'Agbor,Besong,Tanyi,Egbe,Ojong,Arrey,Tambe', false, ''),
  liberian: F('Liberia', 'LBR', 'Varney,Momo,Emmanuel,Joseph,Alfred', 'Musu,Kebbeh,Mercy,Comfort,Oretha', 'Kollie,Flomo,Kpoto,Zinnah,Tarr,Dolo,Cooper,Gbessay', false, 'Kpoto=Poto'),
  shona: F('Zimbabwe', 'ZWE', 'Tatenda,Farai,Tinashe,Tendai,Blessing,Kudakwashe', 'Rutendo,Chipo,Nyasha,Tsitsi,Rudo,Fadzai', 'Moyo,Ncube,Chikwanha,Mutasa,Chirwa,Sibanda,Marufu', false, ''),
  turkish: F('Türkiye', 'TUR', 'Mehmet,Mustafa,Emre,Burak,Hüseyin,Serkan', 'Ayşe,Fatma,Elif,Zeynep,Gülşen,Özlem', 'Yılmaz,Kaya,Demir,Şahin,Çelik,Öztürk,Aydın', false, ''),
  indian: F('India', 'IND', 'Rahul,Vikram,Arjun,Sandeep,Manish,Rohit', 'Priya,Anjali,Deepika,Sneha,Kavya,Pooja', 'Sharma,Patel,Shah,Mehta,Nair,Reddy,Iyer', false, ''),
};

/** Who lives in each jurisdiction on a residence card, and who is registered there as a refugee. */
const RESIDENTS10: Record<Jurisdiction, readonly string[]> = { NG: ['indian', 'cameroonian'], KE: ['indian', 'somali'], GH: ['liberian', 'indian'], ZA: ['shona', 'congolese'], GB: ['indian', 'turkish'], EU: ['turkish', 'ukrainian'] };
const REFUGEES10: Record<Jurisdiction, readonly string[]> = { NG: ['cameroonian'], KE: ['somali', 'dinka'], GH: ['liberian'], ZA: ['congolese', 'somali'], GB: ['tigrinya', 'syrian'], EU: ['ukrainian', 'syrian'] };

// ---- dates -----------------------------------------------------------------------------------------

export const MONTHS10 = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export function daysIn10(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Day-first and ISO forms only (a birth date is never written month first with digits). */
export type DateForm10 = 'iso' | 'dd/mm/yyyy' | 'dd.mm.yyyy' | 'dd-mm-yyyy' | 'd Mon yyyy' | 'd Month yyyy' | 'DD-MON-YYYY' | 'yyyymmdd' | 'ddth Month yyyy';
const FORMS10: readonly DateForm10[] = ['iso', 'dd/mm/yyyy', 'dd.mm.yyyy', 'dd-mm-yyyy', 'd Mon yyyy', 'd Month yyyy', 'DD-MON-YYYY', 'yyyymmdd'];

function ordinal(d: number): string {
  if (d % 10 === 1 && d !== 11) return `${d}st`;
  if (d % 10 === 2 && d !== 12) return `${d}nd`;
  if (d % 10 === 3 && d !== 13) return `${d}rd`;
  return `${d}th`;
}

export function date10(t: Ymd, form: DateForm10): string {
  const mon = MONTHS10[t.m - 1]!;
  switch (form) {
    case 'iso':
      return `${t.y}-${pad(t.m)}-${pad(t.d)}`;
    case 'dd/mm/yyyy':
      return `${pad(t.d)}/${pad(t.m)}/${t.y}`;
    case 'dd.mm.yyyy':
      return `${pad(t.d)}.${pad(t.m)}.${t.y}`;
    case 'dd-mm-yyyy':
      return `${pad(t.d)}-${pad(t.m)}-${t.y}`;
    case 'd Mon yyyy':
      return `${t.d} ${mon.slice(0, 3)} ${t.y}`;
    case 'd Month yyyy':
      return `${t.d} ${mon} ${t.y}`;
    case 'DD-MON-YYYY':
      return `${pad(t.d)}-${mon.slice(0, 3).toUpperCase()}-${t.y}`;
    case 'yyyymmdd':
      return `${t.y}${pad(t.m)}${pad(t.d)}`;
    case 'ddth Month yyyy':
      return `${ordinal(t.d)} ${mon} ${t.y}`;
  }
}

/** A date in a random day-first or ISO form. */
const anyDate = (c: Ctx, t: Ymd) => date10(t, c.pick(FORMS10));

export function birth10(c: Ctx, from: number, to: number): Ymd {
  const y = c.int(from, to);
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, daysIn10(y, m)) };
}

/** The date `days` after t (negative: before). */
export function shift10(t: Ymd, days: number): Ymd {
  const d = new Date(Date.UTC(t.y, t.m - 1, t.d + days));
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() };
}

/** Whole years from t to on. */
export function ageOn10(t: Ymd, on: Ymd): number {
  return on.y - t.y - (on.m < t.m || (on.m === t.m && on.d < t.d) ? 1 : 0);
}

/** A birth `lo`–`hi` years from t (either side unless `dir` says), never in t's year. */
function birthApart(c: Ctx, t: Ymd, lo: number, hi: number, dir: 1 | -1 | 0 = 0): Ymd {
  const sign = dir === 0 ? (c.chance(0.5) ? 1 : -1) : dir;
  const y = t.y + sign * c.int(Math.max(lo, 1), hi);
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, daysIn10(y, m)) };
}

// ---- phones and numbers -------------------------------------------------------------------------------

const PHONES10: Record<string, { cc: string; nsn: (c: Ctx) => string; trunk: boolean }> = {
  NG: { cc: '234', nsn: (c) => c.pick(['803', '806', '813', '703', '706', '805', '807', '810', '816', '903', '906']) + c.digits(7), trunk: true },
  KE: { cc: '254', nsn: (c) => c.pick(['712', '722', '727', '701', '708', '740', '757', '110', '113']) + c.digits(6), trunk: true },
  GH: { cc: '233', nsn: (c) => c.pick(['24', '54', '55', '59', '20', '50', '27']) + c.digits(7), trunk: true },
  ZA: { cc: '27', nsn: (c) => c.pick(['82', '83', '72', '73', '84', '71', '60', '76']) + c.digits(7), trunk: true },
  // Ofcom's drama range (07700 900000–900999): numbers set aside for fiction.
  GB: { cc: '44', nsn: (c) => `7700900${pad(c.int(0, 999), 3)}`, trunk: true },
  DE: { cc: '49', nsn: (c) => c.pick(['151', '157', '160', '162', '170', '176', '178']) + c.digits(7 + c.int(0, 1)), trunk: true },
  FR: { cc: '33', nsn: (c) => c.pick(['6', '7']) + c.digits(8), trunk: true },
  ES: { cc: '34', nsn: (c) => c.pick(['6', '7']) + c.digits(8), trunk: false },
  IT: { cc: '39', nsn: (c) => c.pick(['320', '328', '333', '340', '347', '366']) + c.digits(7), trunk: false },
  NL: { cc: '31', nsn: (c) => `6${c.digits(8)}`, trunk: true },
  PT: { cc: '351', nsn: (c) => c.pick(['91', '92', '93', '96']) + c.digits(7), trunk: false },
  PL: { cc: '48', nsn: (c) => c.pick(['50', '51', '53', '60', '66', '69', '72', '79']) + c.digits(7), trunk: false },
};

export type PhoneForm10 = 'e164' | 'bare' | 'national' | 'spaced' | '00';

/** A phone (digits with the country code) as written: E.164, bare digits, national, national spaced in threes, 00. */
export function phone10(full: string, country: string, form: PhoneForm10): string {
  const plan = PHONES10[country]!;
  const nsn = full.slice(plan.cc.length);
  const national = (plan.trunk ? '0' : '') + nsn;
  switch (form) {
    case 'e164':
      return `+${full}`;
    case 'bare':
      return full;
    case 'national':
      return national;
    case 'spaced':
      return national.replace(/^(\d{4})(\d{3})(\d+)$/, '$1 $2 $3');
    case '00':
      return `00${full}`;
  }
}

const anyPhone = (c: Ctx, full: string, country: string) => phone10(full, country, c.pick(['e164', 'bare', 'national', 'spaced', '00'] as const));

export function luhnOk10(s: string): boolean {
  let sum = 0;
  for (let i = 0; i < s.length; i++) {
    let d = Number(s[s.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function luhnDigit10(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnOk10(body + String(d))) return String(d);
  throw new Error('no Luhn digit');
}

const DNI10 = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A national id in the home country's shape (SA with its birth date, sex digit and Luhn digit; BSN eleven-test; DNI letter). */
export function nid10(c: Ctx, country: string, t: Ymd, sex: Sex10): string {
  switch (country) {
    case 'NG':
      return c.digits(11);
    case 'KE':
      return String(c.int(10000000, 39999999));
    case 'GH':
      return `GHA-${c.digits(9)}-${c.int(0, 9)}`;
    case 'ZA': {
      const body = `${pad(t.y % 100)}${pad(t.m)}${pad(t.d)}${pad(sex === 'F' ? c.int(0, 4999) : c.int(5000, 9999), 4)}08`;
      return body + luhnDigit10(body);
    }
    case 'GB':
      return `${c.letters(2, 'ABCEGHJKLMNPRSTWXYZ')}${c.digits(6)}${c.pick(['A', 'B', 'C', 'D'])}`;
    case 'ES': {
      const n = c.int(10000000, 79999999);
      return `${n}${DNI10[n % 23]}`;
    }
    case 'NL':
      for (;;) {
        const d = c.digits(8);
        const s = [...d].reduce((a, ch, i) => a + Number(ch) * (9 - i), 0) % 11;
        if (s <= 9) return d + String(s);
      }
    case 'PL':
      return `${pad(t.y % 100)}${pad(t.m + (t.y >= 2000 ? 20 : 0))}${pad(t.d)}${c.digits(5)}`;
    case 'FR':
      return `${sex === 'M' ? 1 : 2}${pad(t.y % 100)}${pad(t.m)}${c.pick(['69', '75', '59', '33'])}${c.digits(6)}`;
    case 'IT':
      return `CA${c.digits(5)}${c.letters(2)}`;
    case 'PT':
      return `${c.digits(8)} ${c.int(0, 9)} ${c.letters(2)}${c.int(0, 9)}`;
    default:
      // DE: the identity card's serial (letters and digits, no vowels that read as digits).
      return `${c.pick(['L', 'M', 'N', 'T'])}${c.letters(8, 'CFGHJKLMNPRTVWXYZ0123456789')}`;
  }
}

/** The tax number a payroll and a return both carry (the national id where the country taxes on it). */
function taxNo10(c: Ctx, country: string, nid: string): string {
  switch (country) {
    case 'NG':
      return `${c.digits(8)}-0001`;
    case 'KE':
      return `A${c.digits(9)}${c.letters(1)}`;
    case 'GH':
      return nid;
    case 'ZA':
      return `${c.pick(['0', '1', '2', '3'])}${c.digits(9)}`;
    case 'GB':
      return c.digits(10);
    case 'DE':
      return c.digits(11);
    case 'ES':
      return nid;
    case 'NL':
      return nid;
    default:
      return c.digits(9);
  }
}

/** One tax number in another layout (grouped, prefixed or compact). */
function taxOther10(country: string, tax: string): string {
  const d = tax.replace(/\D/g, '');
  switch (country) {
    case 'NG':
      return d;
    case 'KE':
      return tax.toLowerCase();
    case 'GH':
      return tax.replace(/-/g, '');
    case 'ZA':
      return `${d.slice(0, 4)}/${d.slice(4, 7)}/${d.slice(7, 9)}/${d.slice(9)}`;
    case 'GB':
      return `${d.slice(0, 5)} ${d.slice(5)}`;
    case 'DE':
      return `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}`;
    default:
      return tax.replace(/(\d{4})(?=\d)/g, '$1 ');
  }
}

/** A keying or handwriting slip that always changes a word: a neighbouring key, two letters swapped, one dropped or doubled. */
export function slip10(c: Ctx, w: string): string {
  const near: Record<string, string> = { a: 's', e: 'r', i: 'o', o: 'i', u: 'y', n: 'm', m: 'n', r: 't', t: 'r', l: 'k', k: 'l', s: 'a', d: 'f', g: 'h', h: 'g', b: 'v', c: 'x', y: 'u', w: 'q', p: 'o', f: 'g', j: 'h' };
  if (w.length < 4) return w + w[w.length - 1];
  for (;;) {
    const i = c.int(1, w.length - 2);
    let out: string;
    switch (c.int(0, 3)) {
      case 0: {
        const ch = w[i]!;
        const lo = ch.toLowerCase();
        const sub = near[lo] ?? 'e';
        out = w.slice(0, i) + (ch === lo ? sub : sub.toUpperCase()) + w.slice(i + 1);
        break;
      }
      case 1:
        out = w.slice(0, i) + w[i + 1]! + w[i]! + w.slice(i + 2);
        break;
      case 2:
        out = w.slice(0, i) + w.slice(i + 1);
        break;
      default:
        out = w.slice(0, i + 1) + w[i]! + w.slice(i + 1);
    }
    if (out !== w) return out;
  }
}

export function fold10(s: string): string {
  return s
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

// ---- people -----------------------------------------------------------------------------------------

export interface P10 {
  j: Jurisdiction;
  country: string;
  culture: Culture10;
  sex: Sex10;
  given: string;
  middle: string;
  surname: string;
  dob: Ymd;
  phone: string;
  email: string;
  street: string;
  town: string;
  nid: string;
}

const MAIL10 = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com'];
const MAIL_EU10: Record<string, string> = { DE: 'web.de', FR: 'orange.fr', ES: 'gmail.com', IT: 'libero.it', NL: 'ziggo.nl', PT: 'sapo.pt', PL: 'wp.pl' };

function street10(c: Ctx, cu: Culture10): string {
  const s = c.pick(cu.streets);
  const n = String(c.int(1, 148));
  if (cu.country === 'DE' || cu.country === 'NL' || cu.country === 'PL') return `${s} ${n}`;
  if (cu.country === 'ES' || cu.country === 'IT' || cu.country === 'PT') return `${s}, ${n}`;
  return `${n} ${s}`;
}

function mailbox10(c: Ctx, country: string, given: string, surname: string, y: number): string {
  const g = fold10(given).toLowerCase().replace(/[^a-z]/g, '');
  const s = fold10(surname).toLowerCase().replace(/[^a-z]/g, '');
  const local = c.pick([`${g}.${s}`, `${g}${s}${y % 100}`, `${s}${g[0]}`, `${g}_${s}`, `${g[0]}${s}${c.int(1, 99)}`]);
  return `${local}@${MAIL_EU10[country] ?? c.pick(MAIL10)}`;
}

export function person10(c: Ctx, j: Jurisdiction, opts: { sex?: Sex10; from?: number; to?: number; culture?: Culture10 | undefined } = {}): P10 {
  const cu = opts.culture ?? c.pick(CULTURES10[j]);
  const sex = opts.sex ?? (c.chance(0.5) ? 'M' : 'F');
  const given = c.pick(sex === 'M' ? cu.male : cu.female);
  const mids = (sex === 'M' ? cu.middleM : cu.middleF).filter((m) => m !== given);
  const middle = mids.length > 0 && c.chance(0.7) ? c.pick(mids) : '';
  const surname = c.pick(cu.surnames);
  const dob = birth10(c, opts.from ?? 1955, opts.to ?? 2002);
  const country = cu.country;
  return { j, country, culture: cu, sex, given, middle, surname, dob, phone: PHONES10[country]!.cc + PHONES10[country]!.nsn(c), email: mailbox10(c, country, given, surname, dob.y), street: street10(c, cu), town: c.pick(cu.towns), nid: nid10(c, country, dob, sex) };
}

/** A relative: one surname and home, another given name (and sex when asked), a birth `lo`–`hi` years away. */
export function relative10(c: Ctx, p: P10, sex: Sex10, lo: number, hi: number, dir: 1 | -1 | 0 = 0): P10 {
  const q = person10(c, p.j, { sex, culture: p.culture });
  let given = q.given;
  for (let k = 0; given === p.given && k < 20; k++) given = c.pick(sex === 'M' ? p.culture.male : p.culture.female);
  if (given === p.given) given = `${given}a`;
  const dob = birthApart(c, p.dob, lo, hi, dir);
  return { ...q, given, middle: q.middle === given ? '' : q.middle, surname: p.surname, street: p.street, town: p.town, dob, nid: nid10(c, p.country, dob, sex), email: mailbox10(c, p.country, given, p.surname, dob.y) };
}

/** The name forms registers write. */
export type NameForm10 = 'gms' | 'gs' | 'S, gm' | 'SGM' | 'S g' | 'initials' | 'GS' | 'g m. s';

export function name10(p: Pick<P10, 'given' | 'middle' | 'surname'>, form: NameForm10): string {
  const j = (...xs: string[]) => xs.filter((x) => x !== '').join(' ');
  switch (form) {
    case 'gms':
      return j(p.given, p.middle, p.surname);
    case 'gs':
      return j(p.given, p.surname);
    case 'S, gm':
      return `${p.surname.toUpperCase()}, ${j(p.given, p.middle)}`;
    case 'SGM':
      return j(p.surname, p.given, p.middle).toUpperCase();
    case 'S g':
      return j(p.surname.toUpperCase(), p.given);
    case 'initials':
      return `${p.given[0]}.${p.middle ? `${p.middle[0]}.` : ''} ${p.surname}`;
    case 'GS':
      return j(p.given, p.surname).toUpperCase();
    case 'g m. s':
      return j(p.given, p.middle ? `${p.middle[0]}.` : '', p.surname);
  }
}

const sexWord = (c: Ctx, s: Sex10) => c.pick(s === 'M' ? ['M', 'Male', 'MALE'] : ['F', 'Female', 'FEMALE']);
const title10 = (p: P10, married = true) => (p.sex === 'M' ? 'MR' : married ? 'MRS' : 'MS');
const initials = (p: P10) => `${p.given[0]}${p.middle ? ` ${p.middle[0]}` : ''}`.toUpperCase();

/** The keys of this set that hold a birth date, and those that hold a name (for the shape test). */
export const BIRTH_KEYS10 = ['Date of Birth', 'DOB', 'dob', 'birthdate', 'Geburtsdatum', 'date_of_birth', 'Born', 'BIRTH_DATE', 'Fecha de nacimiento', 'D.O.B'];
export const NAME_KEYS10 = [
  'Patient Name', 'Surname', 'First Name', 'Other Names', 'Name of Child', "Child's Name", 'Subscriber Name', 'firstname', 'middlename', 'surname',
  'Given Names', 'Familienname', 'Vornamen', 'Apellidos', 'Nombre', 'Full Name', 'EMP_NAME', 'Taxpayer Name', 'Deceased', 'Name of Deceased',
  'contact_name', 'full_name', 'Account Holder', 'Member', 'Name of Client', "Mother's Name", 'CANDIDATE NAME', 'Student Name', 'Name', 'Member Name',
  'Claimant', 'User', 'Employee Name', 'Staff Name', 'Guarantor Name', 'Borrower', 'Nom', 'Prénoms', 'Payer Name', 'first_name', 'last_name',
];

/** Kinds whose EU records are German (a Steuer-ID, a Rentenversicherungsnummer) take German people there. */
const deOnly = (j: Jurisdiction): Culture10 | undefined => (j === 'EU' ? CULTURES10.EU[0]! : undefined);

// ---- kinds: same ------------------------------------------------------------------------------------

/** Hospital numbers as each country's teaching hospitals write them, and the same digits re-separated. */
function hospNo(c: Ctx, j: Jurisdiction): [string, string] {
  const yy = pad(c.int(5, 24));
  const n = c.digits(c.int(5, 6));
  const pre = { NG: c.pick(['LUTH', 'UCH', 'UNTH', 'AKTH']), KE: c.pick(['KNH', 'MTRH', 'CGH']), GH: c.pick(['KATH', 'KBTH', 'CCTH']), ZA: c.pick(['CHB', 'GSH', 'IALCH']), GB: c.pick(['RJ1', 'RRK', 'RTH']), EU: c.pick(['PID', 'KH', 'HC']) }[j];
  const a = `${pre}/${yy}/${n}`;
  const b = c.pick([`${pre}-${yy}-${n}`, `${yy}/${n}`, `${pre} ${yy}${n}`, `${yy}${n}`]);
  return [a, b];
}

/** Wards a patient of each sex is admitted to. */
const WARDS: Record<Sex10, readonly string[]> = { M: ['Male Medical', 'Male Surgical', 'Ward 4B', 'Ward 12', 'ICU', 'Station 3'], F: ['Female Medical', 'Female Surgical', 'Gynae', 'Ward 4B', 'Ward 12', 'ICU', 'Station 3'] };

const sameLab: Kind10 = {
  kind: 'same_lab_request_vs_admission',
  label: 'same',
  pairs: 30,
  make(c, j) {
    const p = person10(c, j, { from: 1940, to: 2004 });
    const [hn, hn2] = hospNo(c, j);
    const adm = birth10(c, 2023, 2025);
    const ward = c.pick(WARDS[p.sex]);
    const a: PersonRecord = { 'Hospital No': hn, Surname: p.surname, 'First Name': p.given };
    if (p.middle) a['Other Names'] = p.middle;
    a['Date of Birth'] = anyDate(c, p.dob);
    a.Sex = sexWord(c, p.sex);
    a.Address = `${p.street}, ${p.town}`;
    a.Phone = anyPhone(c, p.phone, p.country);
    a['Admission Date'] = date10(adm, 'iso');
    a.Ward = ward;
    // A handwritten form keyed into the LIMS: a slip in the surname at times.
    const s = c.chance(0.35) ? slip10(c, p.surname) : p.surname;
    const written = c.pick([`${s.toUpperCase()} ${p.given}`, `${p.given} ${s}`, `${s} ${p.given[0]}.`, name10({ ...p, surname: s }, 'SGM')]);
    const b: PersonRecord = { 'Patient Name': written, Age: c.pick([`${ageOn10(p.dob, adm)}Y`, `${ageOn10(p.dob, adm)} yrs`, `${ageOn10(p.dob, adm)}`]), Sex: p.sex, 'Hosp No': hn2, Ward: ward };
    if (c.chance(0.4)) b.DOB = date10(p.dob, c.pick(['dd/mm/yyyy', 'DD-MON-YYYY', 'dd.mm.yyyy'] as const));
    b.Specimen = c.pick(['Blood (EDTA)', 'Urine', 'Serum', 'Sputum', 'HVS', 'Stool']);
    b.Tests = c.pick(['FBC', 'U&E, LFT', 'MP, FBC', 'HbA1c', 'MCS', 'CRP', 'GeneXpert']);
    b['Requested By'] = `Dr ${c.pick(['Okoro', 'Wekesa', 'Asare', 'Naidoo', 'Patel', 'Becker', 'Lindqvist'])}`;
    b['Date Requested'] = date10(shift10(adm, c.int(0, 3)), 'dd/mm/yyyy');
    return { a, b };
  },
};

const CARD_NAMES: Record<Jurisdiction, [string, string, string]> = {
  NG: ['Notification No', 'Child Health Card No', 'NPHCDA'],
  KE: ['Notification No', 'MCH Booklet No', 'MOH 216'],
  GH: ['Notification No', 'CWC Card No', 'GHS'],
  ZA: ['Birth Notification (BI-24) No', 'RTHB No', 'DHA'],
  GB: ['NHS Number', 'PCHR', 'Red Book'],
  EU: ['Geburtsanzeige Nr', 'Impfpass Nr', 'Standesamt'],
};

function childOf(c: Ctx, j: Jurisdiction): { mother: P10; child: P10; birthday: Ymd; facility: string } {
  const mother = person10(c, j, { sex: 'F', from: 1978, to: 2002 });
  const birthday = birth10(c, 2018, 2025);
  let child = person10(c, j, { culture: mother.culture, from: birthday.y, to: birthday.y });
  while (child.given === mother.given) child = person10(c, j, { culture: mother.culture, from: birthday.y, to: birthday.y });
  child = { ...child, dob: birthday, surname: mother.surname, street: mother.street, town: mother.town, phone: mother.phone };
  const facility = j === 'EU' ? `${c.pick(['Klinikum', 'Hospital Universitario', 'Maternité', 'Ospedale'])} ${mother.town}` : j === 'GB' ? `${mother.town} ${c.pick(['Royal Infirmary', 'General Hospital', 'Maternity Unit'])}` : `${c.pick(['General Hospital', 'Health Centre', 'Maternity Home', 'District Hospital'])} ${mother.town}`;
  return { mother, child, birthday, facility };
}

const sameBirth: Kind10 = {
  kind: 'same_birth_notification_vs_immunisation_card',
  label: 'same',
  pairs: 30,
  make(c, j) {
    const { mother, child, facility } = childOf(c, j);
    const [noKey, cardKey] = CARD_NAMES[j];
    const notif = j === 'GB' ? `${c.digits(3)} ${c.digits(3)} ${c.digits(4)}` : `${c.letters(2)}${c.digits(6)}`;
    const a: PersonRecord = { 'Name of Child': name10(child, 'gms'), Sex: sexWord(c, child.sex), 'Date of Birth': anyDate(c, child.dob), 'Place of Birth': facility, "Mother's Name": name10(mother, c.pick(['gms', 'gs'] as const)) };
    a[noKey] = notif;
    if (c.chance(0.5)) a["Mother's ID"] = mother.nid;
    // An African card often carries the surname and the name the family calls the child (the native middle name).
    const native = j !== 'GB' && j !== 'EU' && child.middle !== '' ? [`${child.surname} ${child.middle}`] : [];
    const b: PersonRecord = { "Child's Name": child.middle && c.chance(0.5) ? name10(child, 'S g') : c.pick([name10(child, 'gs'), name10(child, 'SGM'), ...native]), DOB: date10(child.dob, c.pick(['dd/mm/yyyy', 'd Mon yyyy', 'dd.mm.yyyy'] as const)) };
    b['Mother/Caregiver'] = c.pick([mother.given, name10(mother, 'gs'), `Mrs ${mother.surname}`, name10(mother, 'gms')]);
    b[cardKey] = j === 'GB' ? notif.replace(/ /g, '') : `${c.digits(4)}/${pad(child.dob.y % 100)}`;
    b.Phone = anyPhone(c, mother.phone, mother.country);
    b['BCG given'] = date10(shift10(child.dob, c.int(0, 40)), 'dd/mm/yyyy');
    return { a, b };
  },
};

const VERIFY: Record<Jurisdiction, [string, string]> = { NG: ['NIN', 'nin'], KE: ['ID No', 'idNumber'], GH: ['Ghana Card', 'pin'], ZA: ['SA ID', 'idNumber'], GB: ['Passport', 'documentNumber'], EU: ['ID card', 'documentNumber'] };

const sameSim: Kind10 = {
  kind: 'same_sim_linkage_vs_id_verification',
  label: 'same',
  pairs: 30,
  make(c, j) {
    const p = person10(c, j, { from: 1955, to: 2005 });
    const id = j === 'GB' ? c.digits(9) : p.nid;
    const [k1, k2] = VERIFY[j];
    let typed = c.pick([name10(p, 'gs'), name10(p, 'GS'), `${p.surname} ${p.given}`, name10(p, 'gms').toLowerCase()]);
    if (c.chance(0.3)) typed = typed.replace(p.given, slip10(c, p.given));
    const a: PersonRecord = { MSISDN: phone10(p.phone, p.country, c.pick(['bare', 'national'] as const)), 'Subscriber Name': typed, 'ID Type': k1, 'ID Number': id, 'Reg Date': date10(birth10(c, 2019, 2024), 'iso'), Agent: `AG${c.digits(5)}` };
    const b: PersonRecord = { firstname: fold10(p.given).toUpperCase() };
    if (p.middle) b.middlename = fold10(p.middle).toUpperCase();
    b.surname = fold10(p.surname).toUpperCase();
    b.birthdate = date10(p.dob, c.pick(['dd-mm-yyyy', 'iso'] as const));
    b.gender = p.sex === 'M' ? 'm' : 'f';
    b[k2] = j === 'GH' ? id.replace(/-/g, '') : id;
    if (c.chance(0.6)) b.telephoneno = phone10(p.phone, p.country, c.pick(['national', 'e164'] as const));
    b.residence_town = p.town;
    return { a, b };
  },
};

/** A foreign national living in j, of one of the origins j hosts. */
function foreigner(c: Ctx, j: Jurisdiction, origins: readonly string[], sex?: Sex10, from = 1960, to = 2003): { f: Foreign10; p: P10 } {
  const f = FOREIGN10[c.pick(origins)]!;
  const s = sex ?? (c.chance(0.5) ? 'M' : 'F');
  const given = c.pick(s === 'M' ? f.male : f.female);
  const father = c.pick(f.family.filter((x) => x !== given));
  const grand = c.pick(f.family.filter((x) => x !== father && x !== given));
  // The EU's foreign nationals here live in Germany (the Ausländerbehörde's card and the Meldebehörde's register).
  const host = person10(c, j, { from, to, culture: j === 'EU' ? CULTURES10.EU[0]! : undefined });
  return { f, p: { ...host, sex: s, given, middle: f.chain ? father : '', surname: f.chain ? grand : father, email: mailbox10(c, host.country, given, f.chain ? grand : father, host.dob.y), nid: '' } };
}

/** A name in the other spelling where the culture has one (word by word). */
function respell(f: Foreign10, s: string): string {
  return s
    .split(/(\s+|-)/)
    .map((w) => f.spell[w] ?? w)
    .join('');
}

const RESIDENCE: Record<Jurisdiction, { card: string; reg: string }> = {
  NG: { card: 'CERPAC No', reg: 'Expatriate Quota Ref' },
  KE: { card: 'Alien ID No', reg: 'KRA PIN' },
  GH: { card: 'Non-Citizen Card No', reg: 'GIS Permit No' },
  ZA: { card: 'Permit No', reg: 'Rates Account No' },
  GB: { card: 'BRP No', reg: 'Council Tax Ref' },
  EU: { card: 'Kartennummer', reg: 'Melderegister Az.' },
};

const sameResidence: Kind10 = {
  kind: 'same_residence_card_vs_municipal_registration',
  label: 'same',
  pairs: 30,
  make(c, j) {
    const { f, p } = foreigner(c, j, RESIDENTS10[j]);
    const card = j === 'GB' ? `${c.letters(2)}${c.pick(['X', 'Z'])}${c.digits(6)}` : j === 'EU' ? `Y${c.letters(1, 'CFGHJKLMNPRTVWXYZ')}${c.digits(7)}` : `${c.letters(2)}${c.digits(7)}`;
    const passport = `${c.letters(1)}${c.digits(8)}`;
    const a: PersonRecord = {};
    const foldNames = (s: string) => fold10(c.chance(0.5) ? respell(f, s) : s).toUpperCase();
    a.Surname = foldNames(p.surname);
    a['Given Names'] = foldNames([p.given, p.middle].filter(Boolean).join(' '));
    a.Nationality = f.iso3;
    a['Date of Birth'] = date10(p.dob, c.pick(['dd.mm.yyyy', 'dd/mm/yyyy', 'd Mon yyyy'] as const));
    a.Sex = p.sex;
    a[RESIDENCE[j].card] = card;
    a['Valid Until'] = date10(birth10(c, 2026, 2030), 'dd.mm.yyyy');
    let b: PersonRecord;
    if (j === 'EU') {
      b = { Familienname: p.surname, Vornamen: [p.given, p.middle].filter(Boolean).join(' '), Geburtsdatum: date10(p.dob, 'dd.mm.yyyy'), Staatsangehörigkeit: ({ TUR: 'türkisch', UKR: 'ukrainisch', IND: 'indisch', SYR: 'syrisch' } as Record<string, string>)[f.iso3] ?? f.origin, Anschrift: `${p.street}, ${c.pick(['50667', '80331', '20095', '04109'])} ${p.town}` };
      b[RESIDENCE[j].card] = c.chance(0.5) ? card : card.toLowerCase();
      b[RESIDENCE[j].reg] = `${c.digits(3)}-${c.digits(5)}/${c.int(20, 25)}`;
    } else {
      b = { 'Full Name': c.pick([`${p.given} ${p.middle ? `${p.middle} ` : ''}${p.surname}`, `${p.surname}, ${p.given}`]), 'Date of Birth': anyDate(c, p.dob), Nationality: f.origin, Address: `${p.street}, ${p.town}`, 'Passport No': passport };
      b[RESIDENCE[j].card] = c.pick([card, card.replace(/^([A-Z]+)/, '$1 '), card.toLowerCase()]);
      b[RESIDENCE[j].reg] = `${c.letters(2)}/${c.digits(6)}`;
      if (c.chance(0.5)) b.Phone = anyPhone(c, p.phone, p.country);
    }
    return { a, b };
  },
};

const TAXKEY: Record<Jurisdiction, [string, string]> = { NG: ['TIN', 'Taxpayer TIN'], KE: ['KRA_PIN', 'PIN'], GH: ['TIN', 'Ghana Card PIN'], ZA: ['TAX_REF', 'Income Tax Ref No'], GB: ['UTR', 'Unique Taxpayer Reference'], EU: ['STEUER_ID', 'Steuerliche Identifikationsnummer'] };

const samePayroll: Kind10 = {
  kind: 'same_payroll_export_vs_tax_return',
  label: 'same',
  pairs: 30,
  make(c, j) {
    const p = person10(c, j, { from: 1958, to: 2000, culture: deOnly(j) });
    const tax = taxNo10(c, j === 'EU' ? 'DE' : p.country, p.nid);
    const [k1, k2] = TAXKEY[j];
    const a: PersonRecord = { EMP_NO: pad(c.int(1, 99999), 6), EMP_NAME: c.pick([`${p.surname.toUpperCase()}, ${initials(p)}`, `${p.surname.toUpperCase()} ${p.given.toUpperCase()}`, name10(p, 'S, gm')]) };
    a[k1] = tax;
    if (c.chance(0.6)) a.DOB = date10(p.dob, c.pick(['yyyymmdd', 'dd/mm/yyyy', 'DD-MON-YYYY'] as const));
    a.GROSS_PAY = `${c.int(40, 900) * 1000}.00`;
    a.PERIOD = `${c.int(2021, 2024)}-${pad(c.int(1, 12))}`;
    const b: PersonRecord = { 'Taxpayer Name': c.pick([name10(p, 'gms'), name10(p, 'GS'), `${p.given} ${p.surname}`]) };
    b[k2] = taxOther10(j === 'EU' ? 'DE' : p.country, tax);
    b['Date of Birth'] = anyDate(c, p.dob);
    b['Postal Address'] = `${p.street}, ${p.town}`;
    if (c.chance(0.6)) b.Email = p.email;
    b['Year of Assessment'] = String(c.int(2021, 2024));
    return { a, b };
  },
};

const HONOUR: Record<Jurisdiction, readonly string[]> = { NG: ['Chief', 'Pa', 'Alhaji', 'Deacon', 'Elder'], KE: ['Mzee', 'Mr', 'Elder'], GH: ['Opanyin', 'Nana', 'Mr', 'Elder'], ZA: ['Mr', 'Ntate', 'Oom'], GB: ['Mr', 'Dr'], EU: ['', 'Dr.'] };
const HONOUR_F: Record<Jurisdiction, readonly string[]> = { NG: ['Mrs', 'Mama', 'Deaconess', 'Lady'], KE: ['Mrs', 'Cucu', 'Mama'], GH: ['Maame', 'Mrs', 'Madam'], ZA: ['Mrs', 'Mme', 'Gogo'], GB: ['Mrs', 'Miss'], EU: ['', 'Dr.'] };

const sameDeath: Kind10 = {
  kind: 'same_death_notice_vs_burial_permit',
  label: 'same',
  pairs: 30,
  make(c, j) {
    const p = person10(c, j, { from: 1925, to: 1965 });
    const death = birth10(c, 2020, 2025);
    const age = ageOn10(p.dob, death);
    const hon = c.pick((p.sex === 'M' ? HONOUR : HONOUR_F)[j]);
    const lead = j === 'EU' ? c.pick(['', '† ']) : c.pick(['The late ', 'Late ', '']);
    const a: PersonRecord = { Deceased: `${lead}${hon ? `${hon} ` : ''}${name10(p, c.pick(['gms', 'gs'] as const))}` };
    if (c.chance(0.5)) a.Age = c.pick([`aged ${age}`, `${age} years`, `(${p.dob.y} – ${death.y})`]);
    else a.Born = date10(p.dob, c.pick(['d Month yyyy', 'ddth Month yyyy'] as const));
    a['Date of Death'] = c.pick([date10(death, 'd Month yyyy'), date10(death, 'ddth Month yyyy')]);
    a['Home Town'] = p.town;
    a['Announced By'] = c.pick(['the family', 'his children', `the ${p.surname} family`, 'the wife and children', 'the clan']).replace('his', p.sex === 'M' ? 'his' : 'her');
    const b: PersonRecord = { 'Name of Deceased': name10(p, c.pick(['S, gm', 'SGM', 'gms'] as const)), Sex: p.sex, 'Date of Birth': date10(p.dob, c.pick(['dd/mm/yyyy', 'iso', 'dd.mm.yyyy'] as const)), 'Date of Death': date10(death, c.pick(['dd/mm/yyyy', 'iso', 'dd.mm.yyyy'] as const)) };
    if (j !== 'GB' && j !== 'EU') b['ID No'] = p.nid;
    b['Place of Burial'] = `${c.pick(['Public Cemetery', 'Family land', 'Municipal Cemetery', 'Friedhof', 'Cemetery'])}, ${p.town}`;
    b['Permit No'] = `${c.letters(1)}${c.digits(6)}`;
    return { a, b };
  },
};

const KIN_LABEL: Record<Jurisdiction, readonly string[]> = { NG: ['Bro', 'Aunty', 'Uncle', 'Sis', 'Alhaji'], KE: ['Bro', 'Cuz', 'Sis', 'Mum'], GH: ['Bro', 'Sister', 'Auntie', 'Nana'], ZA: ['Bra', 'Sis', 'Cuz', 'Bhuti'], GB: ['Bro', 'Cuz', 'Auntie'], EU: ['Tante', 'Onkel', 'Tio'] };
const TRADE = ['Mechanic', 'Tailor', 'Work', 'Office', 'Church', 'Landlord', 'Barber', 'POS', 'Plumber', 'Gym'];

const sameContact: Kind10 = {
  kind: 'same_loan_app_contact_vs_kyc',
  label: 'same',
  pairs: 30,
  make(c, j) {
    const p = person10(c, j, { from: 1970, to: 2004 });
    const label = c.pick([
      `${p.given} ${p.surname}`,
      `${p.given} ${p.surname} ${p.town}`,
      `${p.surname} ${p.given}`,
      `${p.given} ${c.pick(TRADE)}`,
      `${c.pick(KIN_LABEL[j])} ${p.given}`,
      `${p.given} ${p.surname[0]}`,
      `${p.given.toLowerCase()} ${p.surname.toLowerCase()}`,
    ]);
    const a: PersonRecord = { contact_name: label, contact_phone: phone10(p.phone, p.country, c.pick(['national', 'spaced', 'e164'] as const)), source_msisdn: phone10(PHONES10[p.country]!.cc + PHONES10[p.country]!.nsn(c), p.country, 'bare'), scraped_at: `${date10(birth10(c, 2022, 2025), 'iso')}T${pad(c.int(0, 23))}:${pad(c.int(0, 59))}:00Z` };
    if (c.chance(0.3)) a.times_contacted = String(c.int(1, 90));
    const b: PersonRecord = { full_name: name10(p, c.pick(['gms', 'GS', 'S, gm'] as const)), phone_number: phone10(p.phone, p.country, c.pick(['bare', 'e164'] as const)), dob: date10(p.dob, c.pick(['iso', 'dd/mm/yyyy'] as const)) };
    b[j === 'NG' ? 'bvn' : 'id_number'] = j === 'NG' ? `22${c.digits(9)}` : p.nid;
    b.city = p.town;
    return { a, b };
  },
};

const MANDATE: Record<Jurisdiction, { acct: (c: Ctx) => string; ref: string; payee: readonly string[] }> = {
  NG: { acct: (c) => `0${c.digits(9)}`, ref: 'Mandate Code', payee: ['FitFam Gym Lekki', 'Corona Schools', 'AXA Mansard Health'] },
  KE: { acct: (c) => `01${c.digits(11)}`, ref: 'Standing Order Ref', payee: ['Jubilee Insurance', 'Nairobi Gymkhana', 'Brookhouse School'] },
  GH: { acct: (c) => `${c.digits(13)}`, ref: 'Direct Debit Ref', payee: ['Enterprise Life', 'Accra Sports Club', 'GIS Tuition'] },
  ZA: { acct: (c) => `${c.digits(10)}`, ref: 'Debit Order Ref', payee: ['Virgin Active', 'Discovery Health', 'DSTV'] },
  GB: { acct: (c) => `${c.digits(8)}`, ref: 'DD Reference', payee: ['PureGym', 'National Trust', 'Aviva'] },
  EU: { acct: (c) => `DE${c.digits(2)} ${c.digits(4)} ${c.digits(4)} ${c.digits(4)} ${c.digits(4)} ${c.digits(2)}`, ref: 'Mandatsreferenz', payee: ['McFit', 'ADAC', 'Sportverein 1899'] },
};

const sameMandate: Kind10 = {
  kind: 'same_direct_debit_mandate_vs_membership',
  label: 'same',
  pairs: 30,
  make(c, j) {
    const p = person10(c, j, { from: 1960, to: 2003 });
    const m = MANDATE[j];
    const ref = `${c.letters(3)}${c.digits(7)}`;
    const a: PersonRecord = { 'Account Holder': c.pick([`${title10(p)} ${initials(p)} ${p.surname.toUpperCase()}`, `${initials(p).replace(/ /g, '')} ${p.surname.toUpperCase()}`, `${p.surname.toUpperCase()} ${initials(p).replace(/ /g, '')}`]), 'Account Number': m.acct(c) };
    if (j === 'GB') a['Sort Code'] = `${c.digits(2)}-${c.digits(2)}-${c.digits(2)}`;
    a[m.ref] = ref;
    a.Payee = c.pick(m.payee);
    a['Signed On'] = date10(birth10(c, 2020, 2025), 'dd/mm/yyyy');
    const b: PersonRecord = { Member: c.pick([name10(p, 'gs'), name10(p, 'gms'), `${p.given} ${p.surname}`]), 'Member No': `M${c.digits(6)}`, 'Date of Birth': anyDate(c, p.dob), Email: p.email, Mobile: anyPhone(c, p.phone, p.country) };
    b['Payment Ref'] = c.pick([ref, ref.toLowerCase(), `${ref.slice(0, 3)}-${ref.slice(3)}`]);
    b['Plan'] = c.pick(['Monthly', 'Family', 'Off-peak', 'Annual']);
    return { a, b };
  },
};

function ancNo(c: Ctx): [string, string] {
  const y = pad(c.int(21, 25));
  const n = pad(c.int(1, 9999), 4);
  return [`ANC/${y}/${n}`, c.pick([`${n}/${y}`, `ANC ${y}-${n}`, `${y}${n}`, `${n}-${y}`])];
}

const PARTNER_KEYS = ['Husband/Partner', 'Name of Husband', 'Partner'];

const sameAnc: Kind10 = {
  kind: 'same_antenatal_card_vs_delivery_register',
  label: 'same',
  pairs: 30,
  make(c, j) {
    const p = person10(c, j, { sex: 'F', from: 1982, to: 2006 });
    const husband = person10(c, j, { sex: 'M', culture: p.culture });
    const [n1, n2] = ancNo(c);
    const lmp = birth10(c, 2023, 2024);
    const edd = shift10(lmp, 280);
    const gp = c.int(0, 4);
    const age = ageOn10(p.dob, lmp);
    const a: PersonRecord = { 'Name of Client': name10(p, c.pick(['gms', 'S, gm', 'gs'] as const)), Age: String(age), 'ANC No': n1, 'Gravida/Para': `G${gp + 1}P${gp}`, LMP: date10(lmp, 'dd/mm/yyyy'), EDD: date10(edd, 'dd/mm/yyyy') };
    a[c.pick(PARTNER_KEYS)] = name10({ ...husband, surname: p.surname }, 'gs');
    a.Phone = anyPhone(c, p.phone, p.country);
    if (c.chance(0.4)) a['Date of Birth'] = date10(p.dob, 'dd/mm/yyyy');
    const b: PersonRecord = { "Mother's Name": c.pick([name10(p, 'SGM'), name10(p, 'gs'), `${p.surname} ${p.given[0]}.`]), Age: String(age + (c.chance(0.3) ? 1 : 0)), 'ANC Reg No': n2, 'Date of Delivery': date10(shift10(edd, c.int(-20, 10)), 'dd/mm/yyyy'), Address: c.pick([p.town, `${p.street}, ${p.town}`]), Outcome: c.pick(['SVD live male', 'SVD live female', 'C/S live female', 'SVD live twins', 'C/S live male']) };
    if (c.chance(0.5)) b['Contact Phone'] = anyPhone(c, p.phone, p.country);
    else b['Next of Kin'] = `${name10({ ...husband, surname: p.surname }, 'gs')} (husband)`;
    return { a, b };
  },
};

const EXAM: Record<Jurisdiction, { body: string; idx: (c: Ctx) => string; ent: string; mat: (c: Ctx, y: number) => string }> = {
  NG: { body: 'WAEC', idx: (c) => `4${c.digits(9)}`, ent: 'WASSCE', mat: (c, y) => `${pad(y % 100)}/${c.pick(['0471', '0592', '0315'])}${c.digits(3)}` },
  KE: { body: 'KNEC', idx: (c) => `${c.digits(8)}${pad(c.int(1, 400), 3)}`, ent: 'KCSE', mat: (c, y) => `${c.pick(['P15', 'H31', 'C025'])}/${c.digits(5)}/${y}` },
  GH: { body: 'WAEC Ghana', idx: (c) => `${c.digits(10)}`, ent: 'WASSCE', mat: (c, y) => `${c.digits(8)}${pad(y % 100)}` },
  ZA: { body: 'Umalusi / DBE', idx: (c) => `${c.digits(13)}`, ent: 'NSC', mat: (c) => `${c.digits(9)}` },
  GB: { body: 'AQA', idx: (c) => `${c.digits(4)}`, ent: 'A level (ULN)', mat: (c) => `${c.digits(9)}` },
  EU: { body: 'Abitur', idx: (c) => `${c.digits(6)}`, ent: 'Abiturzeugnis Nr.', mat: (c) => `${c.digits(7)}` },
};

const sameExam: Kind10 = {
  kind: 'same_exam_council_entry_vs_transcript',
  label: 'same',
  pairs: 30,
  make(c, j) {
    const p = person10(c, j, { from: 1985, to: 2004 });
    const e = EXAM[j];
    const year = p.dob.y + c.int(17, 19);
    const idx = j === 'GB' ? c.digits(10) : e.idx(c);
    const a: PersonRecord = { 'CANDIDATE NAME': name10(p, 'SGM'), [j === 'GB' ? 'ULN' : 'Index No']: idx, 'Exam Year': String(year), Centre: { NG: `Govt. Secondary School ${p.town}`, KE: `${p.town} High School`, GH: `${p.town} Senior High School`, ZA: `${p.town} High School`, GB: `${p.town} Sixth Form College`, EU: `Gymnasium ${p.town}` }[j], 'Date of Birth': date10(p.dob, c.pick(['dd/mm/yyyy', 'DD-MON-YYYY', 'dd-mm-yyyy'] as const)), Sex: p.sex };
    const b: PersonRecord = { 'Student Name': c.pick([name10(p, 'gms'), name10(p, 'g m. s'), name10(p, 'gs'), name10(p, 'S, gm')]), 'Matric No': e.mat(c, year + 1), Programme: c.pick(['BSc Nursing', 'LLB Law', 'BEng Civil Engineering', 'BCom Accounting', 'BA Economics', 'MBChB']) };
    b['Date of Birth'] = anyDate(c, p.dob);
    b['Entry Qualification'] = `${e.ent} ${year} (${c.pick(['Index', 'No.', 'Ref'])} ${idx})`;
    b['Year of Entry'] = String(year + 1);
    return { a, b };
  },
};

const PERMIT10: Record<Jurisdiction, [string, (c: Ctx) => string]> = {
  NG: ['NCFRMI Refugee ID', (c) => `NCFRMI/${c.digits(6)}`],
  KE: ['Refugee ID No', (c) => `${c.digits(8)}`],
  GH: ['GRB Refugee ID', (c) => `GRB-${c.digits(7)}`],
  ZA: ['Section 22 Permit No', (c) => `${c.letters(3)}${c.digits(6)}`],
  GB: ['ARC No', (c) => `${c.letters(3)}${c.digits(6)}`],
  EU: ['Aufenthaltstitel-Nr', (c) => `Y${c.letters(1, 'CFGHJKLMNPRTVWXYZ')}${c.digits(7)}`],
};

const sameRefugee: Kind10 = {
  kind: 'same_refugee_registration_vs_host_permit',
  label: 'same',
  pairs: 30,
  make(c, j) {
    const { f, p } = foreigner(c, j, REFUGEES10[j], undefined, 1960, 2006);
    // A registration office that has no document writes 1 January of the declared year; both records keep it then.
    const dob = c.chance(0.35) ? { y: p.dob.y, m: 1, d: 1 } : p.dob;
    const indiv = `${c.digits(3)}-${pad(c.int(10, 24))}C${c.digits(5)}`;
    const caseNo = `${c.digits(3)}-${pad(c.int(10, 24))}C${c.digits(5)}`;
    const chain = [p.given, p.middle, p.surname].filter(Boolean).join(' ');
    const a: PersonRecord = { 'Individual No': indiv, 'Case No': caseNo, Name: (c.chance(0.5) ? respell(f, chain) : chain).toUpperCase(), 'Date of Birth': date10(dob, c.pick(['DD-MON-YYYY', 'dd/mm/yyyy'] as const)), Sex: p.sex, 'Country of Origin': f.origin };
    const [pk, pn] = PERMIT10[j];
    const b: PersonRecord = { Surname: respell(f, p.surname).toUpperCase(), 'Given Names': c.chance(0.5) ? respell(f, [p.given, p.middle].filter(Boolean).join(' ')) : p.given, 'Date of Birth': date10(dob, c.pick(['dd.mm.yyyy', 'iso', 'd Mon yyyy'] as const)), Nationality: f.iso3 };
    b[pk] = pn(c);
    if (c.chance(0.6)) b['UNHCR No'] = c.pick([indiv, indiv.replace(/-/g, ''), caseNo]);
    else b.Address = `${p.street}, ${p.town}`;
    if (!b['UNHCR No']) a.Address = `${p.street}, ${p.town}`;
    return { a, b };
  },
};

const PENSION: Record<Jurisdiction, { key: string; key2: string; no: (c: Ctx, p: P10) => string; other: (s: string) => string }> = {
  NG: { key: 'RSA PIN', key2: 'PIN', no: (c) => `PEN${c.digits(12)}`, other: (s) => s.replace(/^PEN/, 'PEN ').replace(/(\d{4})(?=\d)/g, '$1 ') },
  KE: { key: 'NSSF No', key2: 'NSSF Member No', no: (c) => c.digits(9), other: (s) => `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6)}` },
  GH: { key: 'SSNIT No', key2: 'SSNIT Number', no: (c) => `${c.pick(['C', 'D', 'E'])}${c.digits(12)}`, other: (s) => s.toLowerCase() },
  ZA: { key: 'Member No', key2: 'Fund Member Ref', no: (c) => `${c.digits(8)}`, other: (s) => `GEPF ${s}` },
  GB: { key: 'NI Number', key2: 'National Insurance No', no: (_c, p) => p.nid, other: (s) => s.replace(/^(..)(..)(..)(..)(.)$/, '$1 $2 $3 $4 $5') },
  EU: { key: 'Versicherungsnummer', key2: 'Rentenversicherungsnummer', no: (c, p) => `${c.pick(['12', '13', '28', '53', '65'])}${pad(p.dob.d)}${pad(p.dob.m)}${pad(p.dob.y % 100)}${fold10(p.surname)[0]!.toUpperCase()}${c.digits(3)}`, other: (s) => `${s.slice(0, 2)} ${s.slice(2, 8)} ${s.slice(8, 9)} ${s.slice(9)}` },
};

const samePension: Kind10 = {
  kind: 'same_pension_statement_vs_retirement_claim',
  label: 'same',
  pairs: 30,
  make(c, j) {
    const p = person10(c, j, { from: 1955, to: 1966, culture: deOnly(j) });
    const pen = PENSION[j];
    const no = pen.no(c, p);
    const a: PersonRecord = { 'Member Name': `${p.sex === 'M' ? 'Mr' : 'Mrs'} ${name10(p, c.pick(['gms', 'g m. s'] as const))}`, [pen.key]: no, Employer: c.pick({ NG: ['Ministry of Health', 'First Bank', 'Nigerian Ports Authority'], KE: ['Teachers Service Commission', 'County Government', 'Kenya Power'], GH: ['Cocoa Board', 'Ghana Education Service', 'ECG'], ZA: ['Transnet', 'Department of Education', 'Eskom'], GB: ['NHS Trust', 'City Council', 'Royal Mail'], EU: ['Stadtwerke', 'Deutsche Bahn', 'Landratsamt'] }[j]), 'Date of Birth': anyDate(c, p.dob), Address: `${p.street}, ${p.town}`, 'Statement Date': date10(birth10(c, 2012, 2016), 'dd/mm/yyyy') };
    const hon = c.pick((p.sex === 'M' ? HONOUR : HONOUR_F)[j]);
    const moved = person10(c, j, { culture: p.culture });
    const b: PersonRecord = { Claimant: `${hon ? `${hon} ` : ''}${name10(p, c.pick(['initials', 'gs', 'S, gm'] as const))}`, [pen.key2]: pen.other(no), 'Date of Birth': anyDate(c, p.dob), 'Date of Retirement': date10({ y: p.dob.y + c.pick([60, 65, 67]), m: p.dob.m, d: Math.min(p.dob.d, 28) }, 'dd/mm/yyyy') };
    b.Address = c.chance(0.6) ? `${moved.street}, ${moved.town}` : `${p.street}, ${p.town}`;
    b.Phone = anyPhone(c, p.phone, p.country);
    b['Bank Account Name'] = name10(p, 'GS');
    return { a, b };
  },
};

const SITES: Record<Jurisdiction, readonly string[]> = { NG: ['Agbara Plant', 'Head Office', 'Apapa Depot', 'Kano Warehouse'], KE: ['Athi River Plant', 'Head Office', 'Kericho Estate', 'Mombasa Depot'], GH: ['Tema Plant', 'Head Office', 'Obuasi Mine', 'Takoradi Depot'], ZA: ['Mine Shaft 3', 'Head Office', 'Germiston Depot', 'Rustenburg Plant'], GB: ['Plant 2', 'Head Office', 'Warehouse', 'Distribution Centre'], EU: ['Werk Süd', 'Zentrale', 'Lager Nord', 'Werk 2'] };

const sameAttendance: Kind10 = {
  kind: 'same_biometric_attendance_vs_hr_master',
  label: 'same',
  pairs: 30,
  make(c, j) {
    const p = person10(c, j, { from: 1965, to: 2003 });
    const badge = String(c.int(10000, 99999));
    const g = fold10(p.given);
    const s = fold10(p.surname).replace(/\s/g, '');
    const user = c.pick([`${s.toUpperCase()}.${g[0]!.toUpperCase()}`, `${g[0]!.toLowerCase()}.${s.toLowerCase()}`, `${g.toLowerCase()}.${s.toLowerCase()}`, `${s.toUpperCase()} ${g.toUpperCase()}`.slice(0, 15), `${g} ${s[0]}`]);
    const site = c.pick(SITES[j]);
    const a: PersonRecord = { Badge: c.pick([`E${badge.padStart(6, '0')}`, badge, badge.padStart(6, '0')]), User: user, Site: site, 'Clock In': `${date10(birth10(c, 2024, 2025), 'iso')} 0${c.int(5, 8)}:${pad(c.int(0, 59))}`, Device: `ZK-${c.digits(3)}` };
    const b: PersonRecord = { 'Employee No': badge, Surname: p.surname, 'First Name': p.given };
    if (p.middle) b['Middle Name'] = p.middle;
    b['Date of Birth'] = anyDate(c, p.dob);
    b['Hire Date'] = date10(birth10(c, 2008, 2023), 'dd/mm/yyyy');
    b.Location = site;
    b['Personal Email'] = p.email;
    return { a, b };
  },
};

// ---- kinds: different -------------------------------------------------------------------------------

const NURSE_TITLE: Record<Jurisdiction, readonly string[]> = { NG: ['Nurse', 'Matron', 'Sr.'], KE: ['Nurse', 'Sr.'], GH: ['Nurse', 'Sr.', 'Staff Nurse'], ZA: ['Sr.', 'Sister', 'RN'], GB: ['Staff Nurse', 'RN', 'Sister'], EU: ['Schwester', 'Pfleger', 'Enf.'] };

const diffNurse: Kind10 = {
  kind: 'diff_lab_nurse_and_patient_one_form',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const patient = person10(c, j, { from: 1945, to: 2004 });
    const nurseP = person10(c, j, { culture: patient.culture, from: 1970, to: 2000, sex: c.chance(0.75) ? 'F' : 'M' });
    let nurseDob = nurseP.dob;
    while (nurseDob.y === patient.dob.y) nurseDob = birth10(c, 1970, 2000);
    const nurse = { ...nurseP, dob: nurseDob, surname: patient.surname, given: c.chance(0.35) && nurseP.sex === patient.sex ? patient.given : nurseP.given };
    const [hn] = hospNo(c, j);
    const ward = c.pick(WARDS[patient.sex]);
    const title = c.pick(NURSE_TITLE[j]);
    const a: PersonRecord = { 'Patient Name': c.pick([`${patient.surname.toUpperCase()} ${patient.given}`, name10(patient, 'gs')]), 'Date of Birth': anyDate(c, patient.dob), 'Hosp No': hn, Ward: ward, 'Collected By': `${title} ${nurse.given[0]}. ${nurse.surname}`, Phone: anyPhone(c, patient.phone, patient.country) };
    const b: PersonRecord = { 'Staff Name': `${title} ${name10(nurse, c.pick(['gs', 'gms'] as const))}`, 'Staff No': `N${c.digits(5)}`, 'Date of Birth': anyDate(c, nurse.dob), Ward: ward, 'Council Reg No': `${c.letters(2)}${c.digits(6)}` };
    if (c.chance(0.4)) b.Phone = anyPhone(c, nurse.phone, nurse.country);
    return { a, b };
  },
};

const diffTwins: Kind10 = {
  kind: 'diff_birth_twins_one_notification',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const { mother, child, facility } = childOf(c, j);
    // Twins' names: Yoruba twins are Taiwo and Kehinde, Akan twins Atta Panyin and Atta Kakra at times; else two
    // names of the family's culture, of one sex or two.
    const cu = child.culture;
    const s2: Sex10 = c.chance(0.5) ? child.sex : child.sex === 'M' ? 'F' : 'M';
    let g1 = child.given;
    let g2 = c.pick((s2 === 'M' ? cu.male : cu.female).filter((g) => g !== g1));
    if (cu === CULTURES10.NG[0] && c.chance(0.5)) [g1, g2] = ['Taiwo', 'Kehinde'];
    else if (cu === CULTURES10.GH[0] && c.chance(0.5)) [g1, g2] = ['Atta Panyin', 'Atta Kakra'];
    const t1 = { ...child, given: g1 };
    const t2 = { ...child, given: g2, sex: g1 === 'Taiwo' || g1 === 'Atta Panyin' ? child.sex : s2 };
    const [noKey, cardKey] = CARD_NAMES[j];
    const a: PersonRecord = { 'Name of Child': name10(t1, 'gms'), Sex: sexWord(c, t1.sex), 'Date of Birth': anyDate(c, child.dob), 'Place of Birth': facility, "Mother's Name": name10(mother, 'gs'), 'Birth Order': c.pick(['Twin 1', '1st of twins', 'Twin I']) };
    a[noKey] = j === 'GB' ? `${c.digits(3)} ${c.digits(3)} ${c.digits(4)}` : `${c.letters(2)}${c.digits(6)}`;
    const b: PersonRecord = { "Child's Name": c.pick([name10(t2, 'S g'), name10(t2, 'gs'), name10(t2, 'gms')]), Sex: t2.sex, DOB: date10(child.dob, c.pick(['dd/mm/yyyy', 'd Mon yyyy'] as const)), 'Mother/Caregiver': name10(mother, 'gs'), Phone: anyPhone(c, mother.phone, mother.country) };
    b[cardKey] = j === 'GB' ? c.digits(10) : `${c.digits(4)}/${pad(child.dob.y % 100)}`;
    return { a, b };
  },
};

const diffSim: Kind10 = {
  kind: 'diff_sim_registered_on_parent_id',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const parent = person10(c, j, { from: 1950, to: 1975 });
    const child = relative10(c, parent, c.chance(0.5) ? 'M' : 'F', 20, 35, 1);
    // A child named after the parent at times (a junior).
    if (c.chance(0.3) && child.sex === parent.sex) {
      child.given = parent.given;
      child.email = mailbox10(c, child.country, child.given, child.surname, child.dob.y);
    }
    const [k1] = VERIFY[j];
    const a: PersonRecord = { MSISDN: phone10(parent.phone, parent.country, 'bare'), 'Subscriber Name': name10(parent, c.pick(['GS', 'gs', 'gms'] as const)), 'ID Type': k1, 'ID Number': j === 'GB' ? c.digits(9) : parent.nid, 'Date of Birth': date10(parent.dob, c.pick(['dd-mm-yyyy', 'iso'] as const)), 'Reg Date': date10(birth10(c, 2014, 2020), 'iso') };
    const b: PersonRecord = { full_name: name10(child, c.pick(['gms', 'GS', 'gs'] as const)), phone_number: phone10(parent.phone, parent.country, c.pick(['e164', 'national'] as const)), dob: anyDate(c, child.dob), id_number: j === 'GB' ? child.nid : nid10(c, child.country, child.dob, child.sex), city: child.town };
    return { a, b };
  },
};

const diffResidence: Kind10 = {
  kind: 'diff_residence_spouses_one_registration',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const { f, p } = foreigner(c, j, RESIDENTS10[j], 'M', 1965, 1995);
    const wifeGiven = c.pick(f.female);
    const wife: P10 = { ...p, sex: 'F', given: wifeGiven, middle: f.chain ? c.pick(f.family) : '', dob: birthApart(c, p.dob, 1, 9), email: mailbox10(c, p.country, wifeGiven, p.surname, p.dob.y) };
    const a: PersonRecord = { Surname: fold10(p.surname).toUpperCase(), 'Given Names': fold10([p.given, p.middle].filter(Boolean).join(' ')).toUpperCase(), Nationality: f.iso3, 'Date of Birth': date10(p.dob, 'dd.mm.yyyy'), Sex: 'M', [RESIDENCE[j].card]: `${c.letters(2)}${c.digits(7)}` };
    let b: PersonRecord;
    if (j === 'EU') b = { Familienname: wife.surname, Vornamen: wife.given, Geburtsdatum: date10(wife.dob, 'dd.mm.yyyy'), Geschlecht: 'weiblich', Staatsangehörigkeit: ({ TUR: 'türkisch', UKR: 'ukrainisch', IND: 'indisch', SYR: 'syrisch' } as Record<string, string>)[f.iso3] ?? f.origin, Anschrift: `${p.street}, ${p.town}`, Familienstand: 'verheiratet' };
    else b = { 'Full Name': name10(wife, c.pick(['gs', 'gms'] as const)), 'Date of Birth': anyDate(c, wife.dob), Sex: 'F', Nationality: f.origin, Address: `${p.street}, ${p.town}`, [RESIDENCE[j].card]: `${c.letters(2)}${c.digits(7)}`, 'Dependant of': name10(p, 'gs') };
    if (c.chance(0.5)) a.Address = `${p.street}, ${p.town}`;
    return { a, b };
  },
};

const diffTax: Kind10 = {
  kind: 'diff_tax_return_spouses_one_agent',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const h = person10(c, j, { sex: 'M', from: 1955, to: 1992, culture: deOnly(j) });
    const w = relative10(c, h, 'F', 0, 8);
    if (w.dob.y === h.dob.y && w.dob.m === h.dob.m && w.dob.d === h.dob.d) w.dob = shift10(w.dob, 40);
    const firm = { NG: ['okorotaxconsult.com', 'adeyemi-associates.com.ng'], KE: ['kamauassociates.co.ke', 'taxwise.co.ke'], GH: ['mensahco.com.gh', 'goldcoasttax.com'], ZA: ['taxshop-durbs.co.za', 'bothaboekhouding.co.za'], GB: ['hughesaccountants.co.uk', 'taxassist-leeds.co.uk'], EU: ['steuerberatung-weber.de', 'kanzlei-schmidt.de'] }[j];
    const agent = `${c.pick(['accounts', 'returns', 'tax', 'info'])}@${c.pick(firm)}`;
    const [, k2] = TAXKEY[j];
    const country = j === 'EU' ? 'DE' : h.country;
    const mk = (p: P10): PersonRecord => ({ 'Taxpayer Name': name10(p, c.pick(['gms', 'GS', 'gs'] as const)), [k2]: taxOther10(country, taxNo10(c, country, nid10(c, p.country, p.dob, p.sex))), 'Date of Birth': anyDate(c, p.dob), 'Postal Address': `${h.street}, ${h.town}`, Email: agent, 'Year of Assessment': '2023' });
    const a = mk(h);
    const b = mk(w);
    if (c.chance(0.5)) b['Spouse Name'] = name10(h, 'gs');
    return { a, b };
  },
};

const diffBurial: Kind10 = {
  kind: 'diff_burial_permit_living_namesake',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const dead = person10(c, j, { from: 1935, to: 1975 });
    const live = { ...person10(c, j, { culture: dead.culture, sex: dead.sex }), given: dead.given, surname: dead.surname, town: dead.town, dob: birthApart(c, dead.dob, 2, 30) };
    live.middle = c.chance(0.5) ? dead.middle : live.middle;
    const death = birth10(c, 2021, 2025);
    const a: PersonRecord = { 'Name of Deceased': name10(dead, c.pick(['S, gm', 'SGM', 'gms'] as const)), Sex: dead.sex, 'Date of Birth': date10(dead.dob, 'dd/mm/yyyy'), 'Date of Death': date10(death, 'dd/mm/yyyy'), 'Place of Death': `${c.pick(['General Hospital', 'Home', 'Hospice', 'Klinikum'])}, ${dead.town}`, 'Permit No': `${c.letters(1)}${c.digits(6)}` };
    if (j !== 'GB' && j !== 'EU') a['ID No'] = dead.nid;
    const b: PersonRecord = { full_name: name10(live, c.pick(['gms', 'gs', 'GS'] as const)), date_of_birth: anyDate(c, live.dob), city: live.town, phone_number: anyPhone(c, live.phone, live.country), last_login: date10(shift10(death, c.int(5, 200)), 'iso') };
    if (j !== 'GB' && j !== 'EU') b.id_number = live.nid;
    return { a, b };
  },
};

const diffGuarantor: Kind10 = {
  kind: 'diff_loan_borrower_and_spouse_guarantor',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const b0 = person10(c, j, { from: 1960, to: 1998 });
    const sp = relative10(c, b0, b0.sex === 'M' ? 'F' : 'M', 1, 10);
    const a: PersonRecord = { Borrower: name10(b0, c.pick(['gms', 'S, gm', 'GS'] as const)), 'Date of Birth': anyDate(c, b0.dob), 'ID Number': b0.nid, Mobile: anyPhone(c, b0.phone, b0.country), 'Home Address': `${b0.street}, ${b0.town}`, 'Loan Ref': `LN${c.digits(8)}` };
    const b: PersonRecord = { 'Guarantor Name': name10(sp, c.pick(['gms', 'gs', 'GS'] as const)), Relationship: c.pick(['Spouse', 'Wife', 'Husband']).replace(/Wife|Husband/, sp.sex === 'F' ? 'Wife' : 'Husband'), 'Date of Birth': anyDate(c, sp.dob), 'ID Number': sp.nid, Address: `${b0.street}, ${b0.town}`, Mobile: anyPhone(c, c.chance(0.4) ? b0.phone : sp.phone, b0.country), 'Loan Ref': a['Loan Ref']! };
    return { a, b };
  },
};

const diffMandate: Kind10 = {
  kind: 'diff_mandate_parent_pays_child_membership',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const par = person10(c, j, { from: 1960, to: 1985 });
    const kid = relative10(c, par, c.chance(0.5) ? 'M' : 'F', 20, 35, 1);
    if (c.chance(0.3) && kid.sex === par.sex) {
      kid.given = par.given;
      kid.email = mailbox10(c, kid.country, kid.given, kid.surname, kid.dob.y);
    }
    const m = MANDATE[j];
    const acct = m.acct(c);
    const a: PersonRecord = { 'Account Holder': `${title10(par)} ${initials(par)} ${par.surname.toUpperCase()}`, 'Account Number': acct, 'Date of Birth': anyDate(c, par.dob), Address: `${par.street}, ${par.town}`, Email: par.email };
    const b: PersonRecord = { Member: name10(kid, c.pick(['gs', 'gms'] as const)), 'Date of Birth': anyDate(c, kid.dob), 'Payer Name': c.pick([`${title10(par)} ${par.surname}`, name10(par, 'gs'), `${initials(par).replace(/ /g, '')} ${par.surname}`]), 'Payer Account': acct, Email: c.chance(0.5) ? par.email : kid.email, Plan: c.pick(['Junior', 'Student', 'Family add-on']) };
    return { a, b };
  },
};

const diffCowives: Kind10 = {
  kind: 'diff_antenatal_cowives_one_husband',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const w1 = person10(c, j, { sex: 'F', from: 1980, to: 2004 });
    const w2 = relative10(c, w1, 'F', 1, 12);
    const husband = { ...person10(c, j, { sex: 'M', culture: w1.culture }), surname: w1.surname };
    const lmp = birth10(c, 2023, 2024);
    const [n1] = ancNo(c);
    const [, n2] = ancNo(c);
    const hk = c.pick(PARTNER_KEYS);
    const a: PersonRecord = { 'Name of Client': name10(w1, c.pick(['gms', 'gs'] as const)), 'Date of Birth': anyDate(c, w1.dob), Age: String(ageOn10(w1.dob, lmp)), 'ANC No': n1, [hk]: name10(husband, 'gs'), Phone: anyPhone(c, husband.phone, husband.country), Address: `${w1.street}, ${w1.town}` };
    const b: PersonRecord = { "Mother's Name": c.pick([name10(w2, 'SGM'), name10(w2, 'gs')]), 'Date of Birth': anyDate(c, w2.dob), 'ANC Reg No': n2, 'Next of Kin': `${name10(husband, 'gs')} (husband)`, 'Contact Phone': anyPhone(c, husband.phone, husband.country), Address: c.pick([w1.town, `${w1.street}, ${w1.town}`]), 'Date of Delivery': date10(shift10(lmp, c.int(250, 300)), 'dd/mm/yyyy') };
    return { a, b };
  },
};

const diffTranscript: Kind10 = {
  kind: 'diff_transcript_namesakes_one_programme',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const p = person10(c, j, { from: 1988, to: 2004 });
    const q = { ...person10(c, j, { culture: p.culture, sex: p.sex }), given: p.given, surname: p.surname };
    q.dob = birthApart(c, p.dob, 1, 3);
    if (c.chance(0.5)) q.middle = p.middle;
    q.email = mailbox10(c, q.country, q.given, q.surname, q.dob.y);
    const e = EXAM[j];
    const entry = p.dob.y + 19;
    const prog = c.pick(['BSc Nursing', 'LLB Law', 'BEng Civil Engineering', 'BCom Accounting', 'BA Economics', 'MBChB']);
    const mk = (x: P10): PersonRecord => ({ 'Student Name': name10(x, c.pick(['gms', 'S, gm', 'gs'] as const)), 'Matric No': e.mat(c, entry), Programme: prog, 'Year of Entry': String(entry), 'Date of Birth': anyDate(c, x.dob), Email: x.email });
    return { a: mk(p), b: mk(q) };
  },
};

const diffRefugee: Kind10 = {
  kind: 'diff_refugee_case_father_and_son',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const { f, p } = foreigner(c, j, REFUGEES10[j], 'M', 1950, 1975);
    // The son's chain: his own given name, then the father's given and father's names (where the culture chains); a
    // surname culture gives him the father's surname.
    const sonGiven = c.pick(f.male.filter((x) => x !== p.given));
    const son: P10 = f.chain ? { ...p, given: sonGiven, middle: p.given, surname: p.middle, dob: birthApart(c, p.dob, 18, 32, 1) } : { ...p, given: sonGiven, middle: '', dob: birthApart(c, p.dob, 18, 32, 1) };
    const caseNo = `${c.digits(3)}-${pad(c.int(10, 24))}C${c.digits(5)}`;
    const [pk, pn] = PERMIT10[j];
    const a: PersonRecord = { 'Individual No': `${c.digits(3)}-${pad(c.int(10, 24))}C${c.digits(5)}`, 'Case No': caseNo, Name: [p.given, p.middle, p.surname].filter(Boolean).join(' ').toUpperCase(), 'Date of Birth': date10(p.dob, 'dd/mm/yyyy'), Sex: 'M', 'Relationship to PA': 'PA', 'Country of Origin': f.origin };
    const b: PersonRecord = { Surname: respell(f, son.surname).toUpperCase(), 'Given Names': [son.given, son.middle].filter(Boolean).join(' '), 'Date of Birth': date10(son.dob, c.pick(['dd.mm.yyyy', 'iso'] as const)), Nationality: f.iso3, [pk]: pn(c), 'UNHCR Case No': caseNo, Address: `${p.street}, ${p.town}` };
    return { a, b };
  },
};

const diffCousins: Kind10 = {
  kind: 'diff_immunisation_cousins_named_alike',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const one = childOf(c, j);
    const auntie = { ...person10(c, j, { sex: 'F', culture: one.mother.culture, from: 1978, to: 2002 }) };
    const cousin: P10 = { ...one.child, dob: shift10(one.child.dob, c.pick([-1, 1]) * c.int(1, 25)), middle: c.chance(0.5) ? one.child.middle : '' };
    const [noKey, cardKey] = CARD_NAMES[j];
    const a: PersonRecord = { "Child's Name": name10(one.child, c.pick(['gs', 'S g', 'gms'] as const)), DOB: anyDate(c, one.child.dob), 'Mother/Caregiver': name10(one.mother, 'gs'), [cardKey]: `${c.digits(4)}/${pad(one.child.dob.y % 100)}`, Clinic: one.facility, Phone: anyPhone(c, one.mother.phone, one.mother.country) };
    const b: PersonRecord = { "Child's Name": name10(cousin, c.pick(['gs', 'S g', 'gms'] as const)), DOB: anyDate(c, cousin.dob), 'Mother/Caregiver': name10({ ...auntie, surname: c.chance(0.5) ? one.mother.surname : auntie.surname }, 'gs'), [cardKey]: `${c.digits(4)}/${pad(cousin.dob.y % 100)}`, Clinic: one.facility };
    if (c.chance(0.3)) b[noKey] = j === 'GB' ? `${c.digits(3)} ${c.digits(3)} ${c.digits(4)}` : `${c.letters(2)}${c.digits(6)}`;
    return { a, b };
  },
};

const SUFFIX: Record<Jurisdiction, [string, string][]> = { NG: [['Snr', 'Jnr'], ['Sr', 'Jr']], KE: [['Snr', 'Jnr'], ['Sr.', 'Jr.']], GH: [['Snr', 'Jnr'], ['Sr', 'Jr']], ZA: [['Snr', 'Jnr'], ['Sr', 'Jr']], GB: [['Snr', 'Jnr'], ['Sr', 'Jr']], EU: [['sen.', 'jun.'], ['d. Ä.', 'd. J.']] };

const diffAttendance: Kind10 = {
  kind: 'diff_attendance_father_son_one_site',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const dad = person10(c, j, { sex: 'M', from: 1958, to: 1978 });
    const son: P10 = { ...relative10(c, dad, 'M', 19, 32, 1), given: dad.given };
    if (c.chance(0.5)) son.middle = dad.middle;
    const [snr, jnr] = c.pick(SUFFIX[j]);
    const site = c.pick(SITES[j]);
    const which = c.int(0, 2);
    const suffixed = (p: P10, sfx: string, on: boolean) => (on ? `${name10(p, 'gs')} ${sfx}` : name10(p, 'gs'));
    const a: PersonRecord = { 'Employee No': String(c.int(1000, 99999)), 'Employee Name': suffixed(dad, snr, which !== 1), 'Date of Birth': anyDate(c, dad.dob), Location: site, 'Home Address': `${dad.street}, ${dad.town}` };
    const b: PersonRecord = { 'Employee No': String(c.int(1000, 99999)), 'Employee Name': suffixed(son, jnr, which !== 0), 'Date of Birth': anyDate(c, son.dob), Location: site, 'Home Address': c.chance(0.6) ? `${dad.street}, ${dad.town}` : `${son.street}, ${son.town}` };
    return { a, b };
  },
};

const SAME: readonly Kind10[] = [sameLab, sameBirth, sameSim, sameResidence, samePayroll, sameDeath, sameContact, sameMandate, sameAnc, sameExam, sameRefugee, samePension, sameAttendance];
const DIFF: readonly Kind10[] = [diffNurse, diffTwins, diffSim, diffResidence, diffTax, diffBurial, diffGuarantor, diffMandate, diffCowives, diffTranscript, diffRefugee, diffCousins, diffAttendance];

export const HELDOUT10_KINDS: readonly Kind10[] = [...SAME, ...DIFF];
