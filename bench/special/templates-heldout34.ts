// Held-out set 34 of the special-category labelled set (issue 15). Written in session 27 by an author independent
// of the detector (the twenty-fifth such author): before writing it the author read only the session's rules, the
// blind-author brief and its own brief, bench/special/generate.ts, bench/special/slots.ts, bench/special.ts (the
// bench), the header comment of templates-heldout33.ts and the `Template` type of templates-dev.ts (with the three
// dev templates printed beside it), and test/bench/special-generate.test.ts (its generic part and the per-set blocks
// of sets 20, 21, 31, 32 and 33: marker words and shape checks, no templates). The author did NOT read
// src/detect/special/, src/lexicon/, the statute packs, the README, test/detect/special/ or any earlier set's data
// or templates, and did not run the detector on this set before the single reading.
// Read once on 1a54423f, the session's start code, after the set was committed unread (23e7781c; npm run
// bench:special -- --set heldout34 --verbose, the single run; the set was not changed after it, only this header):
// 570 texts, 270 negatives, 24 ms a text. Span P / R per category: biometric 1.000 / 0.885, criminal record 0.813 /
// 0.917, genetic 0.955 / 0.909, health 0.881 / 0.740, political 0.923 / 0.900, race 1.000 / 0.762, religion 0.895 /
// 0.667, sexual orientation 1.000 / 0.818, trade union 0.775 / 0.775; all 0.905 / 0.810 (458 gold, 421 found). Text
// P / R: biometric 1.000 / 0.950, criminal 0.905 / 0.950, genetic 1.000 / 0.905, health 0.867 / 0.897, political
// 0.923 / 0.900, race 1.000 / 0.762, religion 1.000 / 0.810, orientation 1.000 / 0.900, union 0.970 / 0.800; all
// 0.955 / 0.875. Span recall by jurisdiction pair: NG and KE 0.840, GH and ZA 0.808, UK and EU 0.781; by genre: court
// 0.930, clinical 0.826, chat 0.816, hr 0.791, kyc 0.742. By kind of record (template groups): criminal-record
// extracts and court lists 0.909, genetic results 0.895, party records 0.889, mixed records 0.882, biometric
// enrolments 0.870, orientation records 0.800, race records 0.765, union forms 0.750, health forms 0.737, faith
// records 0.556. Weakest category-pair cells: union UK/EU 0.33 (NG/KE 1.00, GH/ZA 0.94), religion GH/ZA 0.57 and
// UK/EU 0.60, race GH/ZA 0.57, health GH/ZA 0.68 and NG/KE 0.71, genetic NG/KE 0.78.
// Missed, as kinds: hospital and file numbers after non-English or unusual labels (Afrikaans "Hospitaalnommer",
// Hausa "Lambar asibiti", "referral file", "file" on an ART-clinic line; 8 of 8 such numbers missed); values on a
// Hausa death certificate, a German life-insurance form ("Vorerkrankungen: epilepsy", "Psychotherapie") and a
// medical-aid application line ("chronic: depression on salbutamol"); functional findings and aids ("short-sighted",
// "supplementary oxygen"); an EAP referral's "alcohol dependence" and "outpatient detox"; faith on a UK school's
// faith form ("Parent's faith: Catholic", "baptised"), a congregation on a tithe receipt ("Church of Pentecost"),
// practices ("halal" on a canteen list, Dutch "sabbat", a "mosque" where the body is washed), Hausa "Alƙur’ani",
// Polish "rzymskokatolickiej"; ethnic groups in Pidgin ("rent give Tiv people"), isiXhosa ("ndingu-mXhosa"), a
// German complaint ("nach eigenen Angaben Bengali/Roma"), "Black woman" on a B-BBEE schedule, "population group
// Ashanti"; orientation as a German registered partnership, Afrikaans "kêrel", Polish "kontakty seksualne z
// mężczyznami", Hausa "luwaɗi"; union names in other languages' forms (German, Italian, Spanish, Polish "NSZZ
// Solidarność", Verdi, Unite, RCN) and bare on a register (TUC, GMB); parties in a Spanish form and an Igbo line
// (SNP, Die Linke, Jubilee) and bare CPP on a delegates list; "live photo", "biometrisches Lichtbild", "Fingerprints
// taken for the search"; "biological relationship confirmed" on an embassy DNA test, Swahili "jeni ya selimundu";
// Italian sentence "2 anni", an offence after "handed to police for".
// False alarms: on 8 of the 270 negative texts (5 templates): "malaria" in a Pidgin health warning, party names in
// German and Italian conference and manifesto news (Green Party, Die Linke, SPD), a union in German wage news (FNV),
// "fraud case" in court news about unnamed accused. Beside values: record headings ("criminal record", "registo
// criminal", "casellario giudiziale", "Vorige veroordeling"), field labels ("Member", "union member"), union roles
// ("branch secretary", "vakbondverteenwoordiger"), Hausa "bisa zargin" (on suspicion of) on a Hisbah arrest, "ART
// clinic" and "sickle cell clinic" (a clinic's name), "clopidogrel" (a drug to be avoided), "amniocentesis" (offered),
// "genetic test" beside a marked result, Afrikaans "belydende lidmaat", Polish "ochrzczony".
// Author's gold slips the run exposed (left as written, a reader should discount them): "ochrzczony" (baptised) is
// unmarked though the author marked English "baptised" on the faith form; "branch secretary" of a union and the
// Hisbah arrest "bisa zargin" (an alleged offence) are debatable, as are "ART clinic", "sickle cell clinic",
// "amniocentesis" and "belydende lidmaat" (each reveals a category the author marked elsewhere in the same text).
// Fill slips, harmless to the spans: a day "60 May" from the number slot, "Die Die Linke" and "del SPD" where a
// German or Italian article meets a party name, a Spanish form with a UK party, male pronouns beside female names,
// medicines that do not fit the condition drawn beside them, cities outside the language's country.
// Texts are the author's own, written from knowledge of real records, in kinds of record set 33's header does not
// name: pre-employment medical questionnaires, travel-insurance declarations (Afrikaans), fit notes, blood-donor
// deferral letters, Hajj fitness forms, German life-insurance health questions, a Swahili school sick-bay book,
// school health referrals, an Italian sports-fitness certificate, a Hausa death certificate, Twi and Yorùbá family
// prayer requests, Portuguese and Polish sick notes, EAP referrals, audiology letters, airline MEDIF forms,
// medical-aid pre-authorisations; airline special-meal codes, church transfer letters, UK faith-school supplementary
// forms, witness oath lists, tithe receipts, a German church-leaving certificate, chaplaincy lists, funeral plans, a
// Dutch Sabbath re-sit request, a Hausa Islamiyya register, Afrikaans church membership, a Polish baptism
// certificate, Friday-prayer requests, canteen dietary lists, a Spanish advance directive (Jehovah's Witness);
// casting-call replies, EEA1 employment-equity declarations, equality monitoring, landlord and rights-commission
// complaints (Pidgin, English, French), ward bursary forms, B-BBEE schedules, a hate-crime log, dating profiles, Twi,
// Igbo and isiXhosa self-descriptions, a German criminal complaint, a Portuguese social-support form; key-population
// (PrEP) clinic cards, pension and survivor-pension nominations, dating-app abuse reports, a conversion-practice
// complaint, Italian and Portuguese interview records, Swahili and Afrikaans messages, letting-agent notes, a charge
// under a same-sex law, STI clinic cards, a Polish blood-donor questionnaire, a Hisbah arrest (Hausa), a radio
// call-in; polling-agent letters, party dues registers, councillors' registers of interests, a Swahili party card, a
// protest arrest log, a German personnel file, Yorùbá, Igbo, isiZulu and Pidgin lines, social-media vetting, Spanish,
// Dutch and Italian party cards, delegates lists; facility-time requests, union death-benefit claims, grievance
// companions, Swahili dues lines, an Afrikaans disciplinary note, German, Polish, Italian and Spanish union forms, a
// union cooperative loan, a strike dismissal list, a stewards' course register, union card renewals, Hausa and Twi
// lines; civil-service biometric headcounts, SIM re-registration (English, Swahili), gym palm-vein entry, CBT exam
// centres, time clocks (English, Spanish, Italian), Dutch face access, wallet liveness checks, firearm-licence
// fingerprints, a German ID-card application, Afrikaans estate access, ART-clinic fingerprint identification, smart
// locks; premarital genotype forms, a maintenance-court paternity report, a Huntington predictive test, newborn
// screening, pharmacogenomics, German, Dutch, Afrikaans, Italian, French and Swahili genetic results, an embassy
// reunification DNA test, an insurer's disclosure, NIPT, a Yorùbá genotype message, a Y-DNA family project, a sperm
// donor's carrier screen, cardiac cascade testing; police character certificates, an expungement application,
// Portuguese, Italian, French, Polish and Dutch (VOG) record extracts, cause lists, a bail application, tenant
// screening, a firearm-licence refusal, a Pidgin chat, an Afrikaans previous conviction, school staff vetting, an
// admission-of-guilt fine; and mixed records (a social-work case note, a CCMA referral, mitigating circumstances, a
// prison admission form, a union welfare note, a dating-app data export, a community-watch incident book, a
// medical-aid application, equal-opportunities data). Languages: English, Nigerian Pidgin, Hausa, Yorùbá, Igbo,
// Swahili, Twi, isiZulu, isiXhosa, Afrikaans, French, German, Dutch, Polish, Portuguese, Italian and Spanish. Every
// person and number is fictional.
// Gold grain as in the earlier sets: the value that carries the category (a condition, a medicine, a hospital
// number, a procedure or aid, a faith, congregation or practice, an ethnic group, an orientation or sexual act or a
// same-sex partner, a party, a union, a biometric modality or template reference or match score, a genetic result,
// an offence, conviction or sentence), never a field label, never a negative, declined or empty value, never a
// drug dose.
// Templates are written in threes so that each text sits in a fitting jurisdiction: with two fills per template,
// the first of each three is filled for NG and KE (Pidgin, Hausa, Yorùbá, Igbo, Swahili), the second for GH and ZA
// (Twi, isiZulu, isiXhosa, Afrikaans, EEA1, CCMA, B-BBEE), the third for the UK and the EU (French, German, Dutch,
// Polish, Portuguese, Italian, Spanish). 285 templates, 570 texts (seed 3434): 150 positive templates first (at
// least 20 per category), then the last forty-five threes are the 135 negatives (270 texts, near half), forty-five
// in each jurisdiction pair: diseases in general statements and health talks, mosques, churches, cathedrals and
// synagogues as places and on routes, parties' primaries, manifestos and polls about no one, union strikes and wage
// agreements about no member, biometric products and notices, DNA-test and genotype adverts and genetics news,
// crimes in the news about no named person, fraud alerts, ethnic festivals, languages and food, marriage and
// Pride news, forms with empty, declined or clear values ("none", "prefer not to say", "no criminal record found",
// "keine Eintragung"), everyday records of named people, weather and sport, pharmacy, optician and clinic notices,
// faith and hometown associations' general notices, court and vetting notices.
import type { Template } from './templates-dev.js';

export const HELDOUT34_TEMPLATES: Template[] = [
  // Health: pre-employment questionnaires, travel-insurance declarations, fit notes.
  { genre: 'hr', text: 'PRE-EMPLOYMENT MEDICAL QUESTIONNAIRE\nApplicant: {name}\nQ4 Any long-term condition? Yes - [[H:{cond}]]\nQ5 Current medication: [[H:{med}]]\nQ6 Days off sick in last 12 months: {n}\nOH outcome: fit, with adjustments' },
  { genre: 'kyc', text: 'Reisversekering - mediese verklaring\nVersekerde: {name}\nBestaande toestand: [[H:{cond}]]\nMedikasie: [[H:{med}]]\nHospitaalnommer: [[H:{hosp}]]\nPremie-oplaag: 35%' },
  { genre: 'clinical', text: 'Statement of Fitness for Work\nPatient: {name}\nCondition: [[H:{cond}]]\nI advise you are not fit for work for {n} days.\nGP surgery, {city}' },
  // Health: blood-donor deferral, Hajj fitness, life-insurance health questions.
  { genre: 'clinical', text: 'Dear {first}, thank you for donating blood at the {city} drive. Your sample was reactive for [[H:hepatitis B]], so we cannot use it and you are deferred from donating. Please see a doctor; your referral file is [[H:{hosp}]].' },
  { genre: 'clinical', text: 'HAJJ MEDICAL FITNESS FORM\nPilgrim: {name}\nFaith: [[R:Muslim]]\nKnown conditions: [[H:{cond}]]\nRegular medicine: [[H:{med}]]\nFit to travel: yes' },
  { genre: 'kyc', text: 'Risikolebensversicherung - Gesundheitsfragen\nAntragsteller/in: {name}\nVorerkrankungen: [[H:{cond}]]\nBehandlung: [[H:{med}]] seit {year}\nAmbulante [[H:Psychotherapie]] in den letzten 5 Jahren: ja' },
  // Health: school sick bay (Swahili), school health referral, sports certificate (Italian).
  { genre: 'clinical', text: 'Shule ya Upili {city} - Daftari la zahanati\nMwanafunzi: {name}, Kidato cha 3\nTatizo: [[H:kifafa]], alianguka darasani saa nne\nDawa: [[H:{med}]]\nMzazi amejulishwa.' },
  { genre: 'clinical', text: 'School health referral - Grade 9\nLearner: {name}\nScreening: [[H:short-sighted]], needs spectacles\nGuardian reports [[H:{cond}]]\nReferred to clinic, {city}' },
  { genre: 'clinical', text: 'Certificato medico per attività sportiva agonistica\nAtleta: {name}\nAnamnesi: [[H:{cond}]]\nTerapia in corso: [[H:{med}]]\nGiudizio: non idoneo per 6 mesi' },
  // Health: death certificate (Hausa), a prayer request (Twi), a sick note (Portuguese).
  { genre: 'clinical', text: 'Takardar shaidar mutuwa\nSunan mamaci: {name}\nShekaru: {n}\nAbin da ya yi sanadin mutuwa: [[H:{cond}]]\nLambar asibiti: [[H:{hosp}]]' },
  { genre: 'chat', text: 'Me nua {first} da ayaresabea mu, dɔkota se ɔwɔ [[H:{cond}]]. Yɛsrɛ mo, mommɔ mpae mma no.' },
  { genre: 'clinical', text: 'Certificado de incapacidade temporária\nUtente: {name}\nDiagnóstico: [[H:{cond}]]\nMedicação: [[H:{med}]]\nBaixa por {n} dias a partir de hoje.' },
  // Health: Yorùbá family chat, an EAP referral, an audiology letter.
  { genre: 'chat', text: 'Ẹ kú àárọ̀ ẹ̀gbọ́n. {first} ti wà ní ilé ìwòsàn láti àná, wọ́n ní ó ní [[H:àrùn ṣúgà]]. Ẹ bá wa gbàdúrà.' },
  { genre: 'hr', text: 'EAP referral - {name}, shift supervisor, {city} plant. Reason: [[H:alcohol dependence]]; missed {n} shifts this quarter. Referred for [[H:outpatient detox]] and counselling.' },
  { genre: 'clinical', text: 'Audiology clinic, {city}. {name} attended for review: [[H:moderate sensorineural hearing loss]] in both ears; fitted with [[H:hearing aids]] today.' },
  // Health: an airline MEDIF, a medical-aid pre-authorisation, a Polish sick note.
  { genre: 'clinical', text: 'MEDIF Part 2 - passenger {name}, LOS-LHR.\nDiagnosis: [[H:{cond}]]; genotype [[G:SS]]\nRequires [[H:wheelchair to aircraft door]] and [[H:supplementary oxygen]] in flight.' },
  { genre: 'kyc', text: 'Medical aid pre-authorisation\nMember: {name}\nProcedure: [[H:total knee replacement]]\nICD-10: [[H:M17.1]]\nHospital no: [[H:{hosp}]]\nAuthorised: 3 days' },
  { genre: 'hr', text: 'Zaświadczenie lekarskie (e-ZLA)\nPacjent: {name}\nRozpoznanie: [[H:{cond}]]\nNiezdolność do pracy: {n} dni\nWskazania lekarskie: chory powinien leżeć' },
  // Religion: airline meal request, church transfer letter, school admission faith form.
  { genre: 'kyc', text: 'Booking QX7R2M - passenger {name}, NBO-DXB-JED.\nSpecial meal: [[R:Muslim meal (MOML)]]\nSeat 32A, 2 bags.' },
  { genre: 'hr', text: 'LETTER OF TRANSFER\nThis is to certify that {name} has been a communicant member of [[R:the Methodist Church]], {city} circuit, since {year}, and is transferred to your society with our blessing.' },
  { genre: 'hr', text: "Supplementary Information Form - St Anne's Voluntary Aided School\nChild: {name}\nParent's faith: [[R:Catholic]]\nBaptism certificate attached: yes ([[R:baptised]] {year})" },
  // Religion: witness oath list, tithe receipt, a German church-leaving certificate.
  { genre: 'court', text: 'Witness list, High Court {city}\nPW1 {name} - sworn on the [[R:Holy Quran]]\nPW2 (police officer) - affirmed\nPW3 - not called' },
  { genre: 'kyc', text: 'TITHE AND OFFERING RECEIPT\nMember No. 4471 - {name}\n[[R:Church of Pentecost]], {city} district\nAmount paid: 200\nReceived by: Deaconess' },
  { genre: 'court', text: 'Bescheinigung über den Kirchenaustritt\nFrau/Herr {name}, geb. 14.02.1988, ist am 12.03.{year} vor dem Standesamt {city} aus der [[R:römisch-katholischen Kirche]] ausgetreten.' },
  // Religion: hospital chaplaincy list, funeral plan, a Dutch re-sit request.
  { genre: 'clinical', text: 'Ward 4 chaplaincy visit list\nBed 12 - {name} - [[R:{rel}]] - asks for a visit before surgery on Thursday\nBed 14 - no request' },
  { genre: 'kyc', text: 'Funeral plan, member {name}: burial by [[R:Islamic]] rites within 24 hours; body to be washed at the [[R:mosque]] of the family.' },
  { genre: 'hr', text: 'Verzoek om inhaaltoets: {name} kan op zaterdag niet deelnemen vanwege de [[R:sabbat]]; student is [[R:zevendedags adventist]].' },
  // Religion: Islamiyya register (Hausa), Afrikaans church membership, Polish baptism certificate.
  { genre: 'hr', text: 'Makarantar Islamiyya ta {city} - rajista\nSuna: {name}\nAji: na uku\nYana haddar [[R:Alƙur’ani]], izu na 20' },
  { genre: 'kyc', text: 'Lidmaatskapsertifikaat\nHiermee word bevestig dat {name} ’n belydende lidmaat van die [[R:NG Kerk]], gemeente {city}, is.' },
  { genre: 'kyc', text: 'Świadectwo chrztu\n{name}, ochrzczony/a w parafii [[R:rzymskokatolickiej]] św. Jana Chrzciciela w {city}, dnia 3 maja 1990.' },
  // Religion: prayer-time request, canteen dietary list, a Spanish transfusion refusal.
  { genre: 'hr', text: 'Request to HR: {name} asks to take 12:30-14:00 on Fridays for [[R:Juma prayers]] and to make up the hour on Saturday.' },
  { genre: 'hr', text: 'Staff canteen dietary list, {city} depot\n{name}: [[R:halal]]\nVisitor (day pass): vegetarian' },
  { genre: 'clinical', text: 'Documento de voluntades anticipadas: {name}, [[R:testigo de Jehová]], rechaza transfusiones de sangre incluso en urgencia.' },
  // Race/ethnic origin: a casting call reply, EE designation, equality monitoring.
  { genre: 'chat', text: 'Casting call reply: {name}, 24, [[E:{eth}]], based in {city}, fluent in English and my mother tongue. Showreel attached.' },
  { genre: 'hr', text: 'EEA1 Employment Equity declaration\nEmployee: {name}\nPopulation group: [[E:Coloured]]\nGender: F\nForeign national: no' },
  { genre: 'hr', text: 'Equality monitoring form\nName: {name}\nEthnic group: [[E:{eth}]]\nReligion or belief: [[R:{rel}]]\nSexual orientation: prefer not to say' },
  // Race: a Pidgin landlord complaint, a rights-commission complaint, a French housing complaint.
  { genre: 'chat', text: 'The landlord talk say him no dey rent give [[E:{eth}]] people, na why {first} no get the flat for {city}.' },
  { genre: 'court', text: 'Complaint to the human rights commission: {name} says the estate agent refused to show the flat once she heard she is [[E:{eth}]].' },
  { genre: 'court', text: "Plainte pour discrimination au logement\nPlaignant(e): {name}, d'origine [[E:{eth}]]\nL'agence a refusé le dossier après la visite à {city}." },
  // Race: bursary form, B-BBEE verification, a UK hate-crime log.
  { genre: 'kyc', text: 'Ward bursary fund application\nApplicant: {name}\nSchool: {city} Secondary\nTribe: [[E:{eth}]]\nOrphan: partial' },
  { genre: 'kyc', text: 'B-BBEE verification schedule: shareholder {name}, [[E:Black]] woman, 51% voting rights; flow-through applied.' },
  { genre: 'court', text: 'Hate crime log {year}/0412: victim {name} ([[E:{eth}]]) was racially abused at a bus stop in {city} and called names for being [[S:{orient}]].' },
  // Race: a dating profile, a Twi chat, a German police report.
  { genre: 'chat', text: 'Dating profile: {first}, 29, proud [[E:{eth}]] girl from {city}, looking for a serious man who loves God.' },
  { genre: 'chat', text: '{first} yɛ [[E:{eth}]] nipa, enti n’agya mpɛ sɛ ɔware me.' },
  { genre: 'court', text: 'Strafanzeige: Der Geschädigte {name}, nach eigenen Angaben [[E:{eth}]], wurde in der Straßenbahn in {city} beleidigt.' },
  // Race: an Igbo message, an isiXhosa introduction, a Portuguese form.
  { genre: 'chat', text: 'Nwanne m {first} bụ onye [[E:Igbo]], ọ na-achọ ọrụ na {city}.' },
  { genre: 'chat', text: 'Molweni, ndingu-{name}, ndingu-[[E:mXhosa]] wase {city}.' },
  { genre: 'kyc', text: 'Ficha de inscrição - apoio social\nNome: {name}\nOrigem étnica: [[E:cigana]]\nAgregado: 5 pessoas' },
  // Sexual orientation: a key-population clinic card, a pension nomination, a German survivor pension.
  { genre: 'clinical', text: 'Key population clinic, {city}. Client {name}: [[S:MSM]], started [[H:PrEP]] today; next visit in 1 month.' },
  { genre: 'hr', text: 'Pension fund beneficiary nomination\nMember: {name}\nBeneficiary: [[S:same-sex life partner]], together since {year}\nShare: 100%' },
  { genre: 'kyc', text: 'Antrag auf Hinterbliebenenrente: {name}, lebte in [[S:eingetragener Lebenspartnerschaft]] mit einem [[S:gleichgeschlechtlichen Partner]] seit {year}.' },
  // Orientation: a dating-app abuse report (Pidgin), a conversion-practice complaint, an Italian statement.
  { genre: 'chat', text: 'Report to app safety team: {first} say the guy wey e meet for the app collect him phone and threaten to tell him family say he be [[S:{orient}]].' },
  { genre: 'court', text: 'Complaint: the pastor told {first} that her [[S:{orient}]] feelings were a demon and made her attend deliverance sessions for {n} weeks.' },
  { genre: 'court', text: 'Verbale di audizione: {name} si definisce [[S:{orient}]] e riferisce minacce dai vicini a {city}.' },
  // Orientation: a Swahili message, an Afrikaans message, a UK letting-agent note.
  { genre: 'chat', text: 'Rafiki yangu {first} ni [[S:shoga]], na familia yake imemfukuza nyumbani wiki iliyopita.' },
  { genre: 'chat', text: '{first} het vir my gesê hy is [[S:gay]] en woon al twee jaar saam met sy [[S:kêrel]] in {city}.' },
  { genre: 'kyc', text: 'Letting agent note: joint tenancy applicants {name} and their [[S:same-sex partner]]; references received, deposit paid.' },
  // Orientation: a charge under a same-sex law, an STI clinic card, a Polish blood-donor questionnaire.
  { genre: 'court', text: 'Charge sheet, Magistrate Court {city}: accused {name} charged with [[C:entering into a same-sex union]]; statement says he lived with his [[S:male partner]].' },
  { genre: 'clinical', text: 'STI clinic card - {name}\nPartner: [[S:same sex]]\nDiagnosis: [[H:gonorrhoea]]\nTreatment given; partner notification slip issued.' },
  { genre: 'clinical', text: 'Kwestionariusz dawcy krwi: {name}. Uwagi lekarza: [[S:kontakty seksualne z mężczyznami]] w ostatnich 4 miesiącach; odroczenie.' },
  // Orientation: a Hisbah arrest (Hausa), a radio call-in, a Portuguese interview.
  { genre: 'news', text: 'Hisbah ta kama {name} a {city} bisa zargin [[S:luwaɗi]], an kai shi ofishin hukumar.' },
  { genre: 'news', text: 'Radio call-in transcript: caller from {city} says her son {first} told the family last night that he is [[S:{orient}]].' },
  { genre: 'court', text: 'Auto de entrevista: {name} declarou ser [[S:{orient}]] e ter sido agredido(a) no país de origem.' },
  // Political opinion: a polling-agent letter, a party dues register, a councillor's register of interests.
  { genre: 'hr', text: 'LETTER OF APPOINTMENT\n{name} is hereby appointed polling agent for the [[P:{party}]] at polling unit 014, {city} ward 3.' },
  { genre: 'kyc', text: 'Party dues register - [[P:{party}]] constituency office, {city}\n{name}, card no. 5521, paid to December' },
  { genre: 'kyc', text: "Register of members' interests\nCllr {name} ([[P:{party}]]), {city} Central ward\nEmployment: self-employed\nLand: none declared" },
  // Political: a Swahili party card, a protest arrest log, a German personnel file.
  { genre: 'kyc', text: '{name} ni mwanachama wa [[P:{party}]] tawi la {city}, kadi namba 00412.' },
  { genre: 'court', text: 'Arrest log: {name}, [[P:{party}]] youth wing member and [[U:{union}]] shop steward, arrested at the march in {city}; charge: [[C:public violence]].' },
  { genre: 'hr', text: 'Personalakte {name}: Mitglied der [[P:{party}]] seit {year}; stellvertretende Ortsvereinsvorsitzende in {city}.' },
  // Political: a Yorùbá message, social-media vetting, a Spanish affiliation card.
  { genre: 'chat', text: '{first} jẹ́ ọmọ ẹgbẹ́ [[P:{party}]] ní {city}, ó sì ń polongo fún wọn.' },
  { genre: 'hr', text: 'Social-media vetting note: candidate {name} posts daily in support of the [[P:{party}]], campaigned for them in {year} and organises for [[U:{union}]] at her current job.' },
  { genre: 'kyc', text: 'Ficha de afiliación\nNombre: {name}\nAfiliado/a al [[P:{party}]] desde {year}\nAgrupación local: {city}' },
  // Political: an Igbo message, a delegates list, a Dutch membership card.
  { genre: 'chat', text: '{first} bụ onye otu [[P:{party}]], ọ ga-aga ọgbakọ ha na {city}.' },
  { genre: 'kyc', text: 'Constituency delegates list, {city}\n1. {name} - polling station executive, [[P:{party}]]\n2. vacant' },
  { genre: 'kyc', text: 'Lidmaatschapsbewijs {year}: {name} is lid van de [[P:{party}]], afdeling {city}.' },
  // Political: a Pidgin HR message, an isiZulu line, an Italian party card.
  { genre: 'chat', text: 'HR abeg note am: {first} dey campaign for [[P:{party}]] for office, e dey use company bus carry their people.' },
  { genre: 'chat', text: 'U-{name} uyilungu le-[[P:{party}]] egatsheni lase-{city}.' },
  { genre: 'kyc', text: 'Tessera di iscrizione {year}: {name}, iscritto/a al partito [[P:{party}]], circolo di {city}.' },
  // Trade union: facility time, a death-benefit claim, a grievance companion.
  { genre: 'hr', text: 'Request for facility time: {name}, branch secretary of [[U:{union}]], to attend the national delegates conference on {n} May.' },
  { genre: 'hr', text: 'Death benefit claim\nDeceased member: {name}\nUnion: [[U:{union}]], membership no. 88213\nCause of death: [[H:{cond}]]' },
  { genre: 'hr', text: 'Dear HR, I will be accompanied at the grievance hearing on Monday by my [[U:{union}]] representative. Regards, {name}' },
  // Union: Swahili dues line, Afrikaans disciplinary note, German joining form.
  { genre: 'hr', text: '{name} ni mwanachama wa [[U:{union}]] na anakatwa ada ya chama kila mwezi kupitia mshahara.' },
  { genre: 'hr', text: 'Die werknemer {name} is ’n lid van [[U:{union}]] en word by die dissiplinêre verhoor deur ’n vakbondverteenwoordiger bygestaan.' },
  { genre: 'hr', text: 'Beitrittserklärung: {name} tritt der Gewerkschaft [[U:{union}]] bei; Beitrag 1 % vom Bruttoeinkommen, Abbuchung monatlich.' },
  // Union: a union cooperative loan, a strike dismissal list, a Polish membership declaration.
  { genre: 'kyc', text: 'Loan application - [[U:{union}]] members cooperative, {city}\nMember: {name}\nAmount: 150,000\nGuarantors: 2' },
  { genre: 'hr', text: 'Dismissal list after the unprotected strike at {city} depot: {name}, shop steward, [[U:{union}]].' },
  { genre: 'hr', text: 'Deklaracja członkowska: {name} przystępuje do [[U:NSZZ Solidarność]], komisja zakładowa w {city}.' },
  // Union: a Hausa line, a stewards' course register, an Italian dues mandate.
  { genre: 'hr', text: 'Malam {first} memba ne na ƙungiyar [[U:{union}]] a {city}.' },
  { genre: 'hr', text: "Attendance register, shop stewards' course\n{name} - [[U:{union}]] - {city} local - present" },
  { genre: 'hr', text: 'Delega sindacale: {name} autorizza la trattenuta mensile della quota associativa a favore di [[U:{union}]].' },
  // Union: a membership card, a Twi line, a Spanish affiliation certificate.
  { genre: 'kyc', text: 'Membership card renewal - [[U:{union}]] {city} branch\nName: {name}\nValid to: December {year}' },
  { genre: 'chat', text: '{first} yɛ [[U:{union}]] muni, ɛno nti ɔbɛka wɔn ho akɔ ɔko no mu ɔkyena.' },
  { genre: 'hr', text: 'Certificado de afiliación: {name} está afiliado/a a [[U:{union}]] desde {year}.' },
  // Biometric: a payroll headcount, SIM re-registration, gym palm-vein entry.
  { genre: 'hr', text: 'Biometric headcount of civil servants, {city}: staff {name} - [[B:fingerprints]] and [[B:facial image]] captured; ghost-worker check cleared.' },
  { genre: 'kyc', text: 'SIM re-registration - {name}: [[B:fingerprint]] matched to the national ID record; [[B:live photo]] taken at the {city} shop.' },
  { genre: 'kyc', text: 'Gym membership {name}: entry by [[B:palm vein scan]], template ID [[B:PV-44812]]; locker 17.' },
  // Biometric: an exam centre log, a time-and-attendance line, Dutch face access.
  { genre: 'hr', text: 'CBT centre log, {city}: candidate {name} - [[B:fingerprint verification]] failed twice; [[B:face capture]] used instead.' },
  { genre: 'hr', text: 'Time and attendance export: {name} clocked in by [[B:thumbprint]] at 06:58, out 17:02.' },
  { genre: 'hr', text: 'Toegangspas vervangen: {name} gebruikt voortaan [[B:gezichtsherkenning]] bij de hoofdingang.' },
  // Biometric: a wallet upgrade, a firearm-licence application, a German ID-card application.
  { genre: 'kyc', text: 'Wallet upgrade to tier 3: {name} - [[B:selfie liveness check]] passed, [[B:face match score 0.94]].' },
  { genre: 'kyc', text: 'Firearm licence application: {name} - [[B:fingerprints]] taken at {city} police station on {n} June.' },
  { genre: 'kyc', text: 'Personalausweisantrag: {name}; [[B:Fingerabdrücke]] gespeichert, [[B:biometrisches Lichtbild]] vorgelegt.' },
  // Biometric: Swahili SIM registration, Afrikaans estate access, Spanish clock-in.
  { genre: 'kyc', text: 'Usajili wa laini: {name}, [[B:alama za vidole]] zimechukuliwa katika duka la {city}.' },
  { genre: 'kyc', text: 'Toegang tot die landgoed: {name} se [[B:vingerafdruk]] is by die hek geregistreer.' },
  { genre: 'hr', text: 'Control horario: {name} ficha con [[B:huella dactilar]] desde {year}.' },
  // Biometric: an ART clinic identification, a smart-lock log, an Italian attendance system.
  { genre: 'clinical', text: 'Patient identified by [[B:fingerprint]] at the ART clinic: {name}, file [[H:{hosp}]], on [[H:{med}]].' },
  { genre: 'kyc', text: 'Smart lock log, flat 4B: {name} unlocked by [[B:face ID]] at 22:14.' },
  { genre: 'hr', text: 'Rilevamento presenze: {name}, [[B:impronta digitale]] registrata sul terminale di {city}.' },
  // Genetic: premarital genotype, a maintenance-court paternity report, a predictive test.
  { genre: 'clinical', text: 'Premarital counselling form - {name}: genotype [[G:AS]]; fiancé genotype [[G:AS]]; counselled at {city}.' },
  { genre: 'court', text: 'Maintenance court: DNA paternity report for alleged father {name} - [[G:probability of paternity 99.98%]].' },
  { genre: 'clinical', text: 'Clinical genetics letter: {name} - predictive test result [[G:42 CAG repeats in HTT]] (expanded allele).' },
  // Genetic: newborn screening, a pharmacogenomic panel, a German carrier finding.
  { genre: 'clinical', text: 'Newborn screening result, {city}: baby of {name} - [[G:HbSS]]; refer to sickle cell clinic.' },
  { genre: 'clinical', text: 'Pharmacogenomic panel: {name} - [[G:CYP2C19 *2/*2 poor metaboliser]]; avoid clopidogrel.' },
  { genre: 'clinical', text: 'Humangenetischer Befund: {name} - [[G:heterozygote Trägerin der CFTR-Variante F508del]].' },
  // Genetic: an embassy reunification DNA test, an Afrikaans BRCA result, an insurer disclosure.
  { genre: 'kyc', text: 'Embassy DNA test for family reunification: {name} and child - [[G:biological relationship confirmed]].' },
  { genre: 'clinical', text: 'Genetiese toets: {name} is [[G:BRCA2-positief]].' },
  { genre: 'kyc', text: 'Insurance application: applicant {name} disclosed a predictive genetic test result - [[G:BRCA1 pathogenic variant]].' },
  // Genetic: a Swahili result, NIPT, a Dutch carrier result.
  { genre: 'clinical', text: 'Matokeo ya kipimo cha vinasaba: {name} ana [[G:jeni ya selimundu]].' },
  { genre: 'clinical', text: 'NIPT report, {name}: [[G:high risk for trisomy 21]]; offered amniocentesis.' },
  { genre: 'clinical', text: 'Erfelijkheidsonderzoek: {name} is [[G:drager van de BRCA1-mutatie]].' },
  // Genetic: a Yorùbá genotype result, a Y-DNA project, an Italian result.
  { genre: 'chat', text: 'Àbájáde àyẹ̀wò genotype: {first} jẹ́ [[G:AS]].' },
  { genre: 'kyc', text: 'Family DNA project: {name}, [[G:Y-DNA haplogroup E1b1a]].' },
  { genre: 'clinical', text: 'Test genetico: {name}, [[G:mutazione MTHFR C677T in omozigosi]].' },
  // Genetic: donor carrier screen, cardiac genetics, a French oncogenetics note.
  { genre: 'clinical', text: 'Sperm donor screening: donor {name} - carrier screen [[G:GJB2 35delG carrier]].' },
  { genre: 'clinical', text: 'Cardiac genetics clinic: {name} - [[G:MYBPC3 pathogenic variant]] found; siblings invited for cascade testing.' },
  { genre: 'clinical', text: "Consultation d'oncogénétique: {name}, [[G:mutation BRCA2]] identifiée." },
  // Criminal records: a police character certificate, an expungement application, a Portuguese certificate.
  { genre: 'kyc', text: 'Police character certificate - {name}: [[C:convicted of {offence}]] at {city} Magistrate Court, {year}. [[B:Fingerprints]] taken for the search.' },
  { genre: 'court', text: 'Application for expungement of criminal record: {name}, [[C:convicted of {offence}]] in {year}; sentence: [[C:12 months suspended]].' },
  { genre: 'kyc', text: 'Certificado de registo criminal: {name} - [[C:condenado por {offence}]] em {year}.' },
  // Criminal: a cause list, a bail application, an Italian record extract.
  { genre: 'court', text: 'Cause list, Chief Magistrate Court {city}\nCOP v {name} - [[C:{offence}]] - mention\nCOP v Others - adjourned' },
  { genre: 'court', text: 'Bail application: accused {name}, charged with [[C:{offence}]]; previous conviction for [[C:{offence}]] ({year}); AFIS [[B:fingerprint]] record attached.' },
  { genre: 'court', text: 'Certificato del casellario giudiziale: {name} - [[C:condanna per {offence}]], pena [[C:2 anni]].' },
  // Criminal: tenant screening, a firearm-licence refusal, a French record bulletin.
  { genre: 'kyc', text: 'Tenant screening report: {name} - [[C:{offence}]] conviction ({year}), [[C:released on parole]].' },
  { genre: 'kyc', text: 'Firearm licence refused: {name}, [[C:previous conviction for {offence}]]; [[B:fingerprints]] on file.' },
  { genre: 'kyc', text: 'Bulletin n°3 du casier judiciaire: {name} - [[C:condamnation pour {offence}]], {year}.' },
  // Criminal: a Pidgin chat, an Afrikaans previous conviction, a Dutch VOG refusal.
  { genre: 'chat', text: 'My guy {first} don comot prison last week, dem give am [[C:5 years for {offence}]].' },
  { genre: 'court', text: 'Vorige veroordeling: {name} - [[C:skuldig bevind aan {offence}]], {year}.' },
  { genre: 'hr', text: 'Voornemen tot weigering VOG: {name} - [[C:veroordeling voor {offence}]] ({year}).' },
  // Criminal: school staff vetting, an admission-of-guilt fine, a Polish record certificate.
  { genre: 'hr', text: 'Staff vetting note, {city} school: {name} disclosed [[C:a caution for {offence}]] in {year}.' },
  { genre: 'court', text: 'Admission of guilt fine: {name} paid the fine for [[C:{offence}]] at {city} police station.' },
  { genre: 'kyc', text: 'Zaświadczenie z Krajowego Rejestru Karnego: {name} - [[C:skazany/a za {offence}]] w {year}.' },
  // Mixed: a social-work case note, a CCMA referral, a mitigating-circumstances form.
  { genre: 'court', text: 'Social-work case note: {name}, [[R:{rel}]], lives with [[H:{cond}]]; child with [[G:HbSS]]; disclosed she is [[S:{orient}]]; father is a [[P:{party}]] councillor; son on remand for [[C:{offence}]].' },
  { genre: 'court', text: 'CCMA referral: {name} alleges dismissal for being [[E:{eth}]], a member of [[U:{union}]] and for supporting the [[P:{party}]].' },
  { genre: 'hr', text: 'Mitigating circumstances: {name} - [[H:{cond}]] flare-up; also observing [[R:Ramadan]] during exams and a break-up with her [[S:girlfriend]].' },
  // Mixed: a prison admission form, a union welfare note, a dating-app data export.
  { genre: 'court', text: 'Prison admission form: {name}; religion [[R:{rel}]]; tribe [[E:{eth}]]; medical: [[H:{cond}]]; offence: [[C:{offence}]]; [[B:fingerprints]] taken.' },
  { genre: 'hr', text: 'Union welfare note: {name}, [[U:{union}]] member and [[P:{party}]] branch treasurer, admitted to [[H:{hosp}]] with [[H:{cond}]].' },
  { genre: 'kyc', text: 'Dating app data export: {name}; orientation [[S:{orient}]]; religion [[R:{rel}]]; ethnicity [[E:{eth}]]; politics: [[P:{party}]] supporter; [[H:HIV positive]]; [[B:face scan]] for verification.' },
  // Mixed: a vigilante incident book, a medical-aid application, equal-opportunities data.
  { genre: 'court', text: 'Community watch incident book: {name}, [[E:{eth}]] trader and [[P:{party}]] ward chairman, handed to police for [[C:{offence}]].' },
  { genre: 'kyc', text: 'Medical aid application: {name}; population group [[E:{eth}]]; chronic: [[H:{cond}]] on [[H:{med}]]; genotype [[G:AS]].' },
  { genre: 'hr', text: 'Equal opportunities data, job application: {name} - ethnicity [[E:{eth}]]; disability: [[H:{cond}]]; sexual orientation: [[S:{orient}]]; union member: [[U:{union}]].' },
  // Negatives (no special-category data about anyone), in threes as above.
  // Diseases in general statements and health talks.
  { genre: 'news', text: 'The state ministry of health says cases of {cond} rose this rainy season; free screening holds at all primary health centres in {city} this week.' },
  { genre: 'news', text: 'World Diabetes Day: the district health directorate in {city} will check blood sugar free of charge at the lorry station on Saturday.' },
  { genre: 'news', text: 'NHS {city} reminds residents that flu and COVID-19 jabs are available at local pharmacies until the end of March.' },
  { genre: 'chat', text: 'Abeg una, mosquito don plenty for this area. Make una sleep inside net, malaria no be small thing.' },
  { genre: 'news', text: 'Die kliniek in {city} sal vanaf Maandag tot 19:00 oop wees vir alle pasiënte; bring asseblief jou kliniekkaart.' },
  { genre: 'news', text: 'Die Apotheke am Markt in {city} hat am Wochenende Notdienst; Rezepte können bis 20 Uhr eingelöst werden.' },
  { genre: 'hr', text: 'Wellness week at {city} office: free blood pressure checks, a talk on healthy eating and a step challenge. Sign up with the front desk.' },
  { genre: 'hr', text: 'First-aid training for floor marshals will run on {n} March; every department should send two people.' },
  { genre: 'hr', text: "Rappel: la visite médicale d'embauche est obligatoire pour tous les nouveaux salariés; le service de santé au travail vous contactera." },
  { genre: 'news', text: 'Wizara ya Afya imesema chanjo ya surua itatolewa bure kwa watoto wote chini ya miaka mitano katika kaunti ya {city}.' },
  { genre: 'news', text: 'Ɔman Akwahosan Adwumakuo se wɔbɛyɛ mogya nhwehwɛmu kwa wɔ {city} Memeneda.' },
  { genre: 'news', text: 'La ASL di {city} organizza una giornata di prevenzione cardiovascolare aperta a tutti i cittadini.' },
  { genre: 'kyc', text: 'Travel insurance - what is covered: emergency medical treatment abroad, repatriation and cancellation. Pre-existing conditions must be declared when you buy.' },
  { genre: 'kyc', text: 'Medical aid plan comparison: hospital plan, comprehensive plan and savings plan. Chronic medicine benefit applies to listed conditions.' },
  { genre: 'kyc', text: 'Fit notes can now be issued by nurses, pharmacists and physiotherapists as well as doctors.' },
  // Religious buildings and events as places and times.
  { genre: 'chat', text: 'Meet me for front of the central mosque for {city} after 4pm, I go dey near the gate.' },
  { genre: 'chat', text: 'Turn left after the Methodist church, the house with the blue gate is number 14.' },
  { genre: 'news', text: 'Road closures: the streets around {city} Cathedral will be shut on Sunday morning for the marathon.' },
  { genre: 'news', text: 'Traffic advisory: expect delays on the {city} expressway as churches hold end-of-year crusades this weekend.' },
  { genre: 'kyc', text: 'Property listing: 3-bedroom house in {city}, close to schools, a mosque, a shopping centre and the taxi rank.' },
  { genre: 'kyc', text: 'Wohnung zu vermieten in {city}: 3 Zimmer, Altbau, gegenüber der Synagoge, Nähe Hauptbahnhof.' },
  { genre: 'hr', text: 'Public holidays for {year}: Good Friday, Easter Monday, Eid al-Fitr and Christmas Day; the office will be closed.' },
  { genre: 'hr', text: 'The staff end-of-year party will be at the hall behind the Anglican church in {city}; transport leaves at 5pm.' },
  { genre: 'news', text: 'La mezquita de {city} abre sus puertas a los vecinos en una jornada de puertas abiertas el sábado.' },
  { genre: 'news', text: 'Masallacin Juma na {city} za a gyara shi, in ji kwamitin gudanarwa.' },
  { genre: 'news', text: 'Tour guide notes: the old Dutch Reformed church in {city} dates from 1830 and its organ is still played.' },
  { genre: 'news', text: "Visite guidée: la cathédrale de {city} et son trésor, tous les jours à 15 h, sauf le dimanche matin." },
  // Parties and elections about no one.
  { genre: 'news', text: 'The {party} will hold its governorship primaries in {city} next month, the party secretariat announced.' },
  { genre: 'news', text: 'Analysts say the {party} manifesto focuses on youth jobs and road building.' },
  { genre: 'news', text: 'Le manifeste du {party} promet des investissements dans les transports publics.' },
  { genre: 'news', text: 'Chama cha {party} kimetangaza tarehe ya uchaguzi wa ndani katika kaunti ya {city}.' },
  { genre: 'news', text: 'The electoral commission has published the timetable for the {city} by-election; nominations close on Friday.' },
  { genre: 'news', text: 'Polls in {city} open at 7am and close at 10pm; bring a photo ID if required.' },
  { genre: 'hr', text: 'Reminder: staff may not wear party colours or campaign materials at work during the election period.' },
  { genre: 'hr', text: 'Election day is a public holiday; the branch will open on Thursday as normal.' },
  { genre: 'news', text: 'Die {party} hat in {city} ihren Parteitag abgehalten; das Wahlprogramm wurde einstimmig angenommen.' },
  { genre: 'kyc', text: 'Voter registration centres in {city} will stay open until 8pm this week.' },
  { genre: 'kyc', text: 'Election results, {city} ward: turnout 41%; the count was completed at 2am.' },
  { genre: 'kyc', text: 'Il programma elettorale del {party} sarà presentato a {city} venerdì.' },
  // Union news about no member.
  { genre: 'news', text: 'The {union} has called a three-day warning strike over unpaid allowances, starting Monday.' },
  { genre: 'news', text: 'The {union} and employers signed a new wage agreement in {city} yesterday.' },
  { genre: 'news', text: 'Der {union} fordert 8 Prozent mehr Lohn für die Beschäftigten im öffentlichen Dienst.' },
  { genre: 'hr', text: 'Collective agreement update: the new salary scale takes effect from 1 January; arrears will be paid in March.' },
  { genre: 'hr', text: 'Notice: the recognition agreement with the union is under review; management will publish the outcome by month end.' },
  { genre: 'hr', text: 'The annual pay review will be negotiated with the recognised union; no individual changes this quarter.' },
  { genre: 'news', text: 'Chama cha walimu kimesema mgomo utaendelea hadi serikali itakapolipa nyongeza.' },
  { genre: 'news', text: 'Die vakbond het ’n staking in die myne van {city} aangekondig vir volgende week.' },
  { genre: 'news', text: 'Les syndicats appellent à une journée de grève nationale le {n} mars.' },
  // Biometric products and notices about no one.
  { genre: 'kyc', text: 'Our new app lets you log in with fingerprint or face unlock on supported phones. Update now.' },
  { genre: 'kyc', text: 'Advert: biometric time clocks for small businesses - fingerprint and card, free installation in {city}.' },
  { genre: 'kyc', text: 'Privacy notice: this venue uses CCTV for safety; no facial recognition is used.' },
  { genre: 'news', text: 'The electoral body says all polling units will use biometric accreditation devices in the coming elections.' },
  { genre: 'news', text: 'The bank will introduce face login in its mobile app from next month, the chief executive said.' },
  { genre: 'news', text: "L'Union européenne lance le nouveau système d'entrée/sortie aux frontières extérieures." },
  { genre: 'hr', text: 'IT notice: the fingerprint readers on floor 3 will be replaced on Saturday; use your card until then.' },
  { genre: 'hr', text: 'Reminder: passport photos for staff ID cards can be taken at reception between 9 and 11.' },
  { genre: 'hr', text: 'The new turnstiles at the {city} office accept access cards and QR codes only.' },
  // DNA and genetic services advertised to no one.
  { genre: 'kyc', text: 'Advert: DNA paternity testing, results in 5 working days, confidential. Call our {city} lab today!' },
  { genre: 'kyc', text: 'Genotype and blood group test, only at our {city} diagnostic centre - walk in, no appointment needed.' },
  { genre: 'kyc', text: 'Discover your ancestry with our home DNA kit - 20% off this Black Friday.' },
  { genre: 'news', text: 'Scientists in {city} have sequenced the genome of a drought-resistant maize variety.' },
  { genre: 'news', text: 'Researchers say sickle cell disease is most common in West and Central Africa; a new gene therapy is in trials.' },
  { genre: 'news', text: 'Eine neue Studie untersucht genetische Faktoren bei Herz-Kreislauf-Erkrankungen in der Bevölkerung.' },
  { genre: 'hr', text: 'Lecture: introduction to population genetics, Wednesday 2pm, lecture theatre B.' },
  { genre: 'hr', text: 'The lab is recruiting a PCR technician; experience with DNA extraction preferred.' },
  { genre: 'hr', text: 'Seminario: la genetica delle piante coltivate, aula magna, ore 11.' },
  // Crime in the news about no named person.
  { genre: 'news', text: 'Police in {city} say three suspects fled after an armed robbery at a filling station on Tuesday night.' },
  { genre: 'news', text: 'Die polisie in {city} ondersoek ’n reeks inbrake in die middestad.' },
  { genre: 'news', text: 'The court in {city} adjourned the fraud case to next month; the accused persons were not in court.' },
  { genre: 'news', text: 'Polisi wanawasaka watu wasiojulikana walioiba mifugo katika kijiji kimoja karibu na {city}.' },
  { genre: 'news', text: 'Burglaries in {city} fell by 12% last year, the police annual report says.' },
  { genre: 'news', text: 'Die Polizei in {city} warnt vor Trickbetrügern am Telefon, die sich als Enkel ausgeben.' },
  { genre: 'kyc', text: 'Security tip: never share your OTP; fraudsters pose as bank staff.' },
  { genre: 'kyc', text: 'Fraud alert: fake job adverts are circulating in {city}; we never ask for money.' },
  { genre: 'kyc', text: 'Our staff will never ask for your PIN. Report suspicious calls to the fraud line.' },
  // Ethnic groups, languages and cultures in general.
  { genre: 'news', text: 'The {eth} cultural festival in {city} drew thousands of visitors this weekend.' },
  { genre: 'news', text: 'Radio programme: learn {eth} proverbs with our presenter every Sunday at 7pm.' },
  { genre: 'news', text: 'Museum exhibition on {eth} textiles opens in {city} next month.' },
  { genre: 'hr', text: 'Job advert: interpreter needed, fluent in English and Swahili, based in {city}.' },
  { genre: 'hr', text: 'Ons soek ’n ontvangsdame wat Afrikaans, Engels en isiZulu kan praat.' },
  { genre: 'hr', text: 'Wir suchen Verstärkung: Küchenhilfe für unser türkisches Restaurant in {city}.' },
  { genre: 'chat', text: 'Which restaurant get better jollof for {city}? I wan carry my people go on Saturday.' },
  { genre: 'chat', text: 'Heita! We are doing braai on Saturday at my place, bring your own meat and chairs.' },
  { genre: 'chat', text: 'Anyone know a good Polish shop in {city}? Need pierogi for the weekend.' },
  // Orientation and relationships in general.
  { genre: 'news', text: 'A debate on the bill on marriage and family values will continue in parliament next week.' },
  { genre: 'news', text: 'Pride month: the {city} city council raised the rainbow flag outside the town hall.' },
  { genre: 'news', text: 'The Constitutional Court will hear arguments on the marriage act amendment in {year}.' },
  { genre: 'hr', text: 'Our diversity policy covers race, religion, sex, sexual orientation, disability and age.' },
  { genre: 'hr', text: 'Marriage leave: employees may take 5 days paid leave for their wedding. Apply through the HR portal.' },
  { genre: 'hr', text: 'Our benefits include cover for spouses and civil partners; see the handbook, section 4.' },
  { genre: 'chat', text: 'Congratulations to the couple! The wedding was beautiful, God bless your home.' },
  { genre: 'chat', text: 'Wedding planning: the venue in {city} holds 300 guests and includes catering.' },
  { genre: 'chat', text: 'Happy anniversary to my parents, 30 years strong!' },
  // Forms with empty, negated or declined values.
  { genre: 'hr', text: 'Pre-employment medical questionnaire\nApplicant: {name}\nLong-term condition: none\nCurrent medication: none\nOH outcome: fit' },
  { genre: 'hr', text: 'Equality monitoring form\nName: {name}\nEthnic group: prefer not to say\nReligion or belief: prefer not to say' },
  { genre: 'kyc', text: 'Verklaring omtrent het gedrag: {name} - aanvraag goedgekeurd.' },
  { genre: 'kyc', text: 'Police clearance certificate: {name} - no criminal record found.' },
  { genre: 'kyc', text: 'Membership form, {city} sports club\nName: {name}\nEmergency contact: spouse\nPreferred sport: tennis' },
  { genre: 'kyc', text: 'Führungszeugnis für {name}: Inhalt - keine Eintragung.' },
  { genre: 'hr', text: 'Leave request: {name}, annual leave from {n} July for 10 days; handover to the team lead.' },
  { genre: 'hr', text: 'Dietary list for the staff retreat: {name} - no preference.' },
  { genre: 'hr', text: 'Application form, {city} branch: {name}, contract start 1 March, probation 6 months.' },
  // Everyday records of named people with no special data.
  { genre: 'kyc', text: 'Account opening: {name}, {city}, BVN verified, occupation trader, annual turnover under 5m.' },
  { genre: 'kyc', text: 'Customer {name} changed her mobile number at the {city} branch; OTP sent.' },
  { genre: 'kyc', text: 'Customer {name} updated postal address to 14 High Street, {city}.' },
  { genre: 'court', text: 'Small claims court, {city}: {name} v landlord over an unpaid deposit; judgement for the claimant.' },
  { genre: 'court', text: 'Labour court roll: {name} v company - unfair dismissal (operational reasons); postponed.' },
  { genre: 'court', text: 'Employment tribunal hearing list, {city}: {name} v Retail Ltd - unpaid wages.' },
  { genre: 'chat', text: 'Oga {first}, I don send the goods through the park, driver number dey below.' },
  { genre: 'chat', text: 'Akwaaba {first}! The meeting is at 10am, please bring the report.' },
  { genre: 'chat', text: 'Hi {first}, your parcel is ready for collection at the {city} depot.' },
  // Sports, culture, and weather.
  { genre: 'news', text: 'The {city} derby ended 2-2 after a late penalty; fans praised both coaches.' },
  { genre: 'news', text: 'Cape Coast will host the Fetu Afahye festival next week, with a durbar of chiefs.' },
  { genre: 'news', text: 'Heavy rain is expected in {city} on Thursday; the met office has issued a yellow warning.' },
  { genre: 'news', text: 'Farmers in {city} expect a good maize harvest after steady rains.' },
  { genre: 'news', text: 'Load shedding stage 2 will apply from 16:00 to 22:00 tonight.' },
  { genre: 'news', text: 'The council will repair potholes on the ring road in {city} over the summer.' },
  // Health services and pharmacy notices about no one.
  { genre: 'kyc', text: 'Pharmacy loyalty programme: earn points on every purchase; double points on Tuesdays.' },
  { genre: 'kyc', text: 'Our clinic accepts all major HMOs; walk in between 8am and 6pm.' },
  { genre: 'kyc', text: 'Optician offer: free eye test with every pair of glasses bought this month.' },
  { genre: 'clinical', text: 'Clinic timetable: antenatal on Mondays, immunisation on Tuesdays, general outpatients daily.' },
  { genre: 'clinical', text: 'Dental surgery, {city}: opening hours 8:30-17:00; emergency slots every morning.' },
  { genre: 'clinical', text: 'Physiotherapy department leaflet: what to bring to your first appointment - comfortable clothes and a list of medicines.' },
  // Faith organisations' and associations' general notices.
  { genre: 'news', text: 'The hometown union will hold its annual general meeting in {city} on Boxing Day; all sons and daughters are invited.' },
  { genre: 'news', text: 'The church choir will perform carols at the {city} mall on Saturday evening.' },
  { genre: 'news', text: 'Der Kirchenchor sucht neue Stimmen; Proben donnerstags um 19 Uhr im Gemeindehaus.' },
  { genre: 'hr', text: 'Quiet room on floor 2 is available to all staff for reflection, prayer or rest.' },
  { genre: 'hr', text: 'The company is closed on the public holiday; security staff will be on duty.' },
  { genre: 'hr', text: "Salle de repos ouverte à tout le personnel de 12 h à 14 h." },
  // Security and justice process in general.
  { genre: 'court', text: 'Court notice: the {city} High Court registry will be closed for stocktaking on Friday.' },
  { genre: 'court', text: 'Practice direction: all filings must be electronic from 1 April.' },
  { genre: 'court', text: 'Jury service: summonses for the next quarter will be posted this week.' },
  { genre: 'hr', text: 'Background checks for all new hires are done by an external provider; allow 10 working days.' },
  { genre: 'hr', text: 'Security guard vacancy at the {city} warehouse: night shifts, uniform provided.' },
  { genre: 'hr', text: 'Volunteers working with children must complete safeguarding training before starting.' },
];
