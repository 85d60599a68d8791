// Held-out set 31 of the special-category labelled set (issue 15). Written in session 24 by an author independent
// of the detector (the twenty-second such author): before writing it the author read only the session's rules and
// the blind-author brief, bench/special/generate.ts, bench/special/slots.ts, bench/special.ts (the bench), the header
// comment of templates-heldout30.ts and its first two templates (for the TypeScript shape), the `Template` type of
// templates-dev.ts (the type's lines only), the README's paragraphs on held-out special sets 29 and 30 (with the last
// lines of set 28's), and test/bench/special-generate.test.ts (its generic part and the per-set blocks of sets 28 to
// 30: marker words and shape checks, no templates). Set 30's header and the README carry set 30's figures and the
// classes it missed; the author read them there before writing and tried not to write towards or away from them. The
// author did NOT read src/detect/special/, src/lexicon/, the statute packs' special-category entries, the README's
// issue-15 rule sections, test/detect/special/ or any earlier set's data file or other templates, and never ran the
// detector on this set before the single reading recorded below.
// Read once on 60838ccf, the session's start code, after the set was committed unread (563310b7; npm run
// bench:special -- --set heldout31 --verbose, the single run; the set was not changed after it, only this header):
// 564 texts, 120 negatives, 47 ms a text. Span P / R per category: biometric 0.950 / 0.513, criminal record 0.818 /
// 0.758, genetic 0.960 / 0.535, health 0.860 / 0.586, political 1.000 / 0.703, race 0.938 / 0.600, religion 0.938 /
// 0.545, sexual orientation 0.933 / 0.560, trade union 0.961 / 0.766; all 0.892 / 0.608 (1,172 gold, 778 found).
// Text P / R: biometric 1.000 / 0.636, criminal 0.886 / 0.861, genetic 0.941 / 0.640, health 0.979 / 0.766,
// political 1.000 / 0.827, race 1.000 / 0.714, religion 0.962 / 0.568, orientation 1.000 / 0.583, union 1.000 /
// 0.804; all 0.969 / 0.726. Span recall by jurisdiction pair (the language of the template's slot): NG and KE
// 0.692, GH and ZA 0.606 / 0.611, UK and EU 0.511 / 0.526; by genre: court 0.709, clinical 0.672, kyc 0.647, hr
// 0.546, chat 0.473, news 0.222. Missed most, as kinds of record (span recall of the kind): anti-doping charges and
// sanctions (0.00: substances found in a sample, testosterone, EPO, nandrolone and its metabolite, meldonium, and
// even the conditions named in a TUE); consumer ancestry exports (0.18: ancestry percentages as ethnic origin,
// haplogroups, an APOL1 copy); religion lessons, membership transfers and attestations (0.20) and tithe and Gift Aid
// records (0.33): congregations and churches named as the person's own (Deeper Life, Elim, RCCG, NG Kerk, CAC,
// Church of Pentecost, Igreja Universal, Mountain of Fire, Assemblies of God, Apostoliese Geloofsending, "our
// Methodist society", "his congregation"), and practices (Sabbath, dreadlocks, halal, the MOML meal code, Vedic
// rites, a pilgrimage "met die gemeente"); helpline logs (0.33: alcohol abuse, depression, overdose, "drinking
// heavily", "not eating"); SIM and permit biometric enrolment (0.33: finger names such as left thumb and right index,
// enrolment references) and fingerprint clocks (0.33: minutiae templates, re-enrolment), biometric identifiers and
// scores (VB-, VP-, BIO- references, "Score 0,94", "similarity 92 %", "voice verification", "face enrolled",
// "facial authentication", "Handvenenscan"); union legal aid (0.33: industrial disease, "walks with a stick", bare
// acronyms); seafarer medicals (0.38: colour vision deficiency, CPAP, restrictions); prayer-request bulletins (0.40:
// Yorùbá and Twi health words, the church); forensic DNA records (0.40: profile matches and profile IDs, PNC and AFIS
// fingerprint records), donor carrier screens (0.40: carrier statements in words and in German); DNA relationship
// tests (0.43: "maternity confirmed", "not related through the claimed mother", identical mitochondrial sequence, a
// paternity index); NIPT (0.43: "high chance of Down's syndrome" read as health, not genetic), blood-donor deferrals
// (0.43: sex life written as acts, "sex with another man", "relations sexuelles entre hommes"), drug and alcohol
// tests (0.45: cannabinoids, THC, cocaine metabolite, Afrikaans "positief"), conversion-practice complaints (0.45),
// religious meal codes (0.44); hospital numbers in general (10 of 42 found: after "admitted", in prayer lists,
// union hardship claims, travel-insurance and death registrations); sentences and orders ("15 years' direct
// imprisonment", "8 years", a Sexual Harm Prevention Order, "appear on the register", "19 previous convictions for 41
// offences"), charges in French and German, "speeding"; party offices (branch secretary, treasurer, chairperson,
// state executive member) and party names in disciplinary and vetting records; unions as a bare acronym (TUC, Unite,
// RCN, RMT, Verdi, CGT, IG Metall, NSZZ Solidarność); orientation on dating exports ("Interested in: women", "Shows
// me: men"), in partners' sexes ("one male, one female") and in Polish and German; health in Afrikaans, German,
// Dutch, French, Twi, isiZulu and Pidgin phrases (skyfprolaps, Anpassungsstörung, overspannenheid, cystite,
// ziyashisa, "scratch me well well"). Best: political donation returns, canvass and polling-agent lists, party
// nominations, union dues by mobile money and debit order, union recognition checks, expungement applications,
// community-health-worker registers in Swahili and isiZulu, school sick bays (1.00), child-protection notes (0.88),
// tenant and driver checks (0.89), voter accreditation (0.86), minority bursaries (0.83), bail applications (0.82).
// False alarms: on 4 of the 120 negative texts (an admission form's "Religion: (not stated)" and "Genotype: not
// tested", a German personnel form's "Schwerbehinderung: nein"); beside values, negated and questioned findings
// ("answered No to heart disease", "Any chance you are pregnant?", "Mjamzito: hapana", "HIV: non-reactive"), field
// labels ("Blood group", "HIV status", "Treatment for mental illness"), a drug not to be given (abacavir), a refused
// transfusion, workplace discipline read as crime ("absence without leave"), a doping finding read as crime, a
// shop steward acting for the subject, a grant's duration ("temporary, 12 months"), custody of a torture victim
// ("in police custody") and a subject ID. Category disagreements: "Down's syndrome" (a NIPT risk) and "sickle cell
// disease (HbSS)" on a newborn card, marked genetic, were found as health. Author's gold slips the run exposed (left
// as written, a reader should discount them): unmarked where the grain says mark — "same-sex partner" in a tribunal
// determination (S), "released on bail" and "was arrested" of the appellants (C), "scarring" on the appellant's back
// (H), "three previous convictions" in a South African judgment (C; its UK twin is marked), "fined" in a screening
// report (C), "pregnancy" in a prenatal letter (H), "diabetic meal" as the expansion of the DBML code (H), "RPR 1:32"
// (H), "kikohozi wiki 3" (a cough, H), "iris failed" of the household head (B), the other pupil's "headache" on a
// sick-bay register (H), the officer-defined ethnicity code "B" on a stop-and-search form (E); debatable —
// "light duties", "awaiting trial", "placement on parole", "BMI 34", "hearing loss" as the phenotype of a carrier's
// variant, a referral to a "hepatitis clinic", "sickle cell clinic", the congregation in an Afrikaans attestation,
// the trial subject ID and the numbers marked H (CD4 180, Hb 10.1).
// Texts are the author's own, written from knowledge of real records and in kinds of record the previous headers do
// not name: child-protection and social-work case notes (OVC files, Form 22 abuse reports, Section 47 strategy
// minutes), immigration and refugee tribunal determinations, life-assurance death claims, workplace drug and alcohol
// test results and MRO reports, fitness-tracker and health-app exports, telemedicine chats, disability grant and
// registration applications (disability councils, SASSA, PIP2), helpline call logs, judgments on sentence citing
// previous convictions, pre-employment background-screening reports, army medical boards, anti-doping charges and
// sanctions; school admission forms asking for faith, tithe cards, zakat receipts and Gift Aid declarations,
// Jehovah's Witness refusals of blood, ward diet sheets, prison diets and airline religious meal codes, Hajj, Umrah
// and pilgrimage leave, church membership transfers, attestations and religion-lesson declarations, religious
// marriage registers, religion at work before industrial courts, Kirchensteuer on a payslip; union check-off on
// payslips, union representation at disciplinary hearings, union legal aid and hardship funds, shop-steward
// elections, dues by mobile money and debit order, strikers' dismissal lists and blacklists, membership verification
// for recognition; campaign-finance and party-funding donation returns, PEP screening, protest charge sheets,
// polling-agent lists and canvass returns, civil-service neutrality cases, primaries and nominations, party chats,
// security vetting; refugee registration with ethnic group, clinical-trial case report forms, police occurrence books
// and stop-and-search forms, minority bursaries, dating-app access exports; blood-donor deferrals, partner
// notification, LGBT staff networks and Pride rosters, same-sex partners in pension and medical-aid records,
// conversion-practice complaints, harassment grievances; DNA relationship tests for family reunion, NIPT, newborn
// screening, pharmacogenomic cards, premarital genotype certificates, gamete-donor carrier screens, forensic DNA
// database records, consumer ancestry exports; facial-recognition door and estate-gate logs, bank voiceprint
// enrolment, SIM registration fingerprints, residence-permit and border biometrics, fingerprint clocks, voter
// accreditation, iris at cash distributions, palm-vein gym entry; tenant checks and driver licensing, sex-offender
// registers and notification, expungement, bail on medical grounds, parole reports, deportation of foreign offenders,
// detention medical reports; church prayer-request bulletins, community-health-worker registers, seafarer and
// offshore medicals, death registration and cremation papers, school sick bays, travel-insurance declarations,
// employee-assistance referrals. Languages: English, Nigerian Pidgin, Yorùbá, Twi, Swahili, isiZulu, Afrikaans,
// French, German, Dutch, Polish and Portuguese. Every person and number is fictional.
// The `genre` field keeps the six values of the `Template` type: medical records, registers, screens and certificates
// are clinical; payslips, HR, union-workplace, board and vetting records are hr; forms, applications, registers,
// logs, returns and exports for an institution are kyc; court, police, tribunal, parole and detention records are
// court; chats, SMS, app exports and helpline logs are chat; notices, bulletins, adverts, brochures and statistics
// are news.
// Templates are written in threes so that each text sits in a fitting jurisdiction: with two fills per template,
// the first of each three is filled for NG and KE (Pidgin, Yorùbá, Swahili, OVC, BVAS, M-PESA, NIN), the second for
// GH and ZA (Twi, isiZulu, Afrikaans, SASSA, CCMA, Form 22, rand amounts), the third for the UK and the EU (French,
// German, Dutch, Polish, Portuguese, NHS, DBS, PIP2, Rule 35, Kirchensteuer). 282 templates, 564 texts (seed 3131):
// 222 positive templates first, then the last twenty threes are the 60 negatives (120 texts, more than a fifth),
// twenty in each jurisdiction pair: public-health notices, mosques, churches and synagogues as venues, party
// conventions, polls and manifestos, union wage and strike news, DNA and genetic test adverts, clear drug tests and a
// testing policy, clear police certificates, SIM and biometric notices, product sheets and tenders, health-app tips,
// admission policies, insurance brochures, helpline adverts, crime statistics and court closures, anti-doping
// education, forms whose every special field is empty or negative, a credit-union deduction and chats with "party",
// "union", "match" and "fingerprint-resistant", job adverts, cultural days and festivals, census and survey
// statistics, talks on genotype, facial recognition and carrier status.
// Gold spans (1,172 in all, over 444 positive texts): health 546, criminal record 124, religion 110, genetic 86,
// biometric 78, political affiliation 64, trade union 64, race or ethnic origin 50, sexual orientation 50. Positive
// templates per category: health 124, religion 44, criminal 36, union 28, political 26, genetic 25, orientation 24,
// biometric 22, ethnic 21.
// Grain rule (as in sets 17 to 30):
// - Mark the value that reveals the category about an identifiable person (the subject, or anyone else named or
//   identifiable by relation, role in the record or reference number): the condition, symptom, finding, test
//   result, drug or substance found, procedure, device, disability or blood group; the genotype, variant, karyotype,
//   relationship finding, DNA profile or haplogroup; the biometric sample, template, match score or its identifier;
//   the offence, charge, conviction, sentence, order, register entry or arrest of the suspect, accused or offender;
//   the party or party office; the faith, denomination, congregation, rite or religious practice (diet, pilgrimage,
//   headscarf, Sabbath, tithe church); the ethnic group, clan, population group or ethnicity code; the orientation
//   or sex life; the union or union office. Not whole sentences, not headings, not field labels; a code and its
//   expansion are marked separately when both are written; a drug is marked and its dose is not.
// - Hospital, folder, clinic-card, NHS and randomisation numbers assigned for health purposes are marked H; other
//   identifiers (case, staff, member, card and licence numbers) are not.
// - Negated, normal, clear or empty results are not marked: "none", "No", "nil", "negative", "not tested", "no
//   record found", "none recorded", "I no pregnant", a breath alcohol of 0.00.
// - Officials, shop stewards, chaplains and imams acting for the subject are not marked for their job. A church,
//   mosque, synagogue or temple named as a venue is a place; a congregation or church named as the person's own is
//   marked. A home language and a nationality are not an ethnic group. A credit union is not a trade union.
// - Statements about groups, statistics, policies, job adverts, products, price lists and places are negatives (no
//   marks), as is a category word used as an ordinary word (an office party, the union of two budgets).

import type { Template } from './templates-dev.js';

export const HELDOUT31_TEMPLATES: Template[] = [
  // --- child-protection and social-work case notes
  { genre: 'court', text: `CHILD PROTECTION — case note, social welfare office {city}\nChild: daughter of {name}, 7 yrs (OVC file 0{n}17)\nMother reports the father was jailed for [[C:{offence}]] in {year} and came out last month. Mother is [[H:HIV positive]], on [[H:{med}]], adherence poor since she lost her shop. Child has [[H:sickle cell anaemia]], last crisis admitted [[H:{hosp}]]. Plan: home visit Thursday, link to OVC support.` },
  { genre: 'court', text: `Form 22 — report of abuse or deliberate neglect of a child\nChild: {name} (9) | Reporter: school social worker, {city}\nChild disclosed that the stepfather beats her when drunk; he has a previous conviction for [[C:assault GBH]] (CAS 114/03/{year}). Child presents with a [[H:healed fracture of the left forearm]] and [[H:bedwetting]]. Mother [[H:alcohol dependent]]; family attends the [[R:Zion Christian Church]] ([[R:ZCC]]) in Moria at Easter.` },
  { genre: 'court', text: `Strategy discussion — Section 47 enquiry\nChild: {name}, DOB 04/06/2016. Present: social worker, DS Reid (CAIT), school DSL.\nMother disclosed [[H:postnatal depression]] and current [[H:heroin use]]; on a [[H:methadone]] script. Mother's partner is a [[C:registered sex offender]] (convicted {year} of [[C:sexual assault of a child under 13]]). Outcome: proceed to ICPC; child to stay with maternal grandmother.` },
  // --- immigration and refugee tribunal decisions
  { genre: 'court', text: `IMMIGRATION APPEAL — determination (extract)\n9. The appellant, {name}, claims asylum on the basis that the appellant is [[S:{orient}]]; relatives in {city} found messages with a same-sex partner in {year}. The appellant was held by vigilantes and later charged with [[C:gross indecency]] under the penal code, then released on bail and fled.\n10. I find the account internally consistent.` },
  { genre: 'court', text: `Refugee Appeal Board — decision\nThe applicant, {name}, states he was identified as a [[P:{party}]] polling agent and attacked by rival supporters in {city}. He also converted from [[R:Islam]] to [[R:Christianity]] in {year}. The Board accepts the psychologist's diagnosis of [[H:PTSD]] (report from [[H:{hosp}]]) as explaining the gaps in his evidence.` },
  { genre: 'court', text: `Upper Tribunal (IAC) — Appeal PA/0{n}12/{year}\n12. The appellant is of [[E:{eth}]] ethnicity and a practising [[R:Ahmadi Muslim]]. He was arrested after Friday prayers and held for nine days.\n13. The scarring on his back is consistent with his account (Istanbul Protocol report). He has a diagnosis of [[H:complex PTSD]] with [[H:suicidal ideation]] and takes [[H:sertraline]].` },
  // --- life-assurance claim files
  { genre: 'kyc', text: `LIFE ASSURANCE — death claim assessment\nPolicy WL-{n}7731 | Life assured: {name} (deceased)\nCause of death per medical certificate: [[H:cardiac arrest]] due to [[H:{cond}]]. Non-disclosure check: the {year} proposal answered No to heart disease; hospital file [[H:{hosp}]] shows [[H:hypertension]] since 2012 on [[H:{med}]]. Refer to claims committee.` },
  { genre: 'kyc', text: `Funeral and life cover — claim form C2 (assessor's sheet)\nDeceased: {name} | ID 7803125510081\nDoctor's statement: natural causes — [[H:pulmonary TB]] with [[H:HIV]] co-infection. Date of death 14/02/{year}. Waiting period: policy 26 months in force. Approved R 30 000, pay to spouse.` },
  { genre: 'kyc', text: `Lebensversicherung — Leistungsprüfung\nVersicherte Person: {name}, Vertrag LV-{n}4410\nTodesursache laut Todesbescheinigung: [[H:Suizid]]; Vorgeschichte: [[H:rezidivierende depressive Störung]], stationär [[H:{hosp}]] 2021. Selbsttötungsklausel: Vertrag länger als 3 Jahre — Leistung fällig.` },
  // --- workplace drug and alcohol testing
  { genre: 'hr', text: `SITE SAFETY — random D&A test result\nEmployee: {name} | Staff no 00{n}81 | {city} depot\nBreathalyser: 0.00. Urine screen: non-negative — [[H:cannabinoids]] ([[H:THC]]). Employee declared use of [[H:{med}]] for [[H:{cond}]]. Stood down pending confirmatory lab test.` },
  { genre: 'hr', text: `Myn-veiligheid — alkoholtoets by skag 3\nWerknemer: {name}, klokkaart 4471\nAsemtoets: [[H:positief]] (0.08 g/100 ml, bo die limiet); tweede toets 15 min later steeds positief. Werknemer sê hy gebruik [[H:{med}]]. Geskors vir die skof; verwys na EAP vir [[H:alkoholmisbruik]].` },
  { genre: 'hr', text: `Medical Review Officer report — post-incident test\nDonor: {name} | Employer: rail maintenance contractor\nResult: [[H:cocaine metabolite]] ([[H:benzoylecgonine]]) confirmed. Declared prescriptions: [[H:{med}]], [[H:co-codamol]]; neither explains the finding. Verified positive — sponsor notified; donor barred from track work for 12 months.` },
  // --- fitness-tracker and health-app exports
  { genre: 'chat', text: `FitBand app — data export for {name} (requested by user)\nAlerts: 02/03 irregular rhythm notification — [[H:possible atrial fibrillation]]; 11/03 [[H:low blood oxygen during sleep]] (86 %).\nLogged conditions: [[H:{cond}]]; reminder: [[H:{med}]] 08:00.\nCycle log: last period 19/02; [[H:pregnancy test positive]] entered 14/03.` },
  { genre: 'chat', text: `SMS from your health app\nHi {first}! This week 6 of 7 glucose readings were [[H:above target]]. You skipped 3 doses of [[H:{med}]]. Your [[H:{cond}]] plan says walk 30 min a day. Clinic folder: [[H:{hosp}]]. Reply STOP to opt out.` },
  { genre: 'chat', text: `Export uit gezondheidsapp (inzageverzoek AVG) — {name}\nSlaapscore gem. 54; stemmingsdagboek: [[H:paniekaanvallen]] op 4 dagen; medicatie: [[H:{med}]]; cyclus-app: [[H:zwanger]], week 9 ingevoerd op 02/03. Gekoppeld patiëntnummer: [[H:{hosp}]].` },
  // --- telemedicine chats
  { genre: 'chat', text: `[DocNow chat] 21:14 {first}: Doctor abeg, I dey take [[H:{med}]] for my [[H:{cond}]] but this week my body dey [[H:scratch me well well]] and I no fit sleep.\n21:16 Dr A. (reg 44120): Sorry o. Any rash? Any chance you are pregnant?\n21:17 {first}: [[H:Rash]] dey for my neck. I no pregnant.` },
  { genre: 'chat', text: `Clinic WhatsApp line\n{first}: Sawubona dokotela, ngine-[[H:sugar]] futhi ngiphuza [[H:{med}]]. Izinyawo zami [[H:ziyashisa]] ebusuku.\nNurse: Sawubona {first}. Is your sugar above 10 this week? Come on Thursday and bring your folder [[H:{hosp}]].` },
  { genre: 'chat', text: `Téléconsultation — compte rendu\nPatient(e): {name}\nMotif: [[H:cystite]] récidivante, 3e épisode cette année. Antécédents: [[H:{cond}]]. Prescription: [[H:fosfomycine]] dose unique. Arrêt de travail non demandé.` },
  // --- disability grant and registration applications
  { genre: 'kyc', text: `Council for Persons with Disabilities — registration form\nApplicant: {name} | ID 2{n}88104\nType of disability: [[H:lower-limb amputation]] (left, below knee); cause: [[H:diabetic foot ulcer]]. Assistive device: [[H:prosthetic leg]]. Recommended for tax exemption certificate.` },
  { genre: 'kyc', text: `SASSA disability grant — medical assessment report\nApplicant: {name}\nDiagnosis: [[H:{cond}]] with [[H:peripheral neuropathy]]. Function: [[H:cannot stand longer than ten minutes]]. Disability: temporary, 12 months. Assessing doctor: panel, {city} CHC.` },
  { genre: 'kyc', text: `PIP2 — How your disability affects you\nName: {name} | NI no QQ 12 34 56 C\nQ4 Washing and bathing: I need help getting into the bath because of [[H:rheumatoid arthritis]] in both hands.\nQ9 Engaging with other people: I have [[H:social anxiety]] and [[H:autism]]; I do not answer the door.` },
  // --- helpline call logs
  { genre: 'chat', text: `Helpline log — mental health and GBV line, shift B\nCaller: female, 24, gave name {first} only. Reports [[H:suicidal thoughts]] after her partner's family found out she is [[S:{orient}]]. Safety plan done; warm transfer to counsellor. Risk: high.` },
  { genre: 'chat', text: `Crisis line call record — {city}\nCaller {name} (consented to callback). Issues: [[H:alcohol abuse]], [[H:depression]], debt. Previously admitted [[H:{hosp}]] after an [[H:overdose]] in {year}. Callback booked 10h00.` },
  { genre: 'chat', text: `Listening service — volunteer call note\nCaller (Mr {first}, gave full name {name}) says his wife left after finding out he is [[S:{orient}]]. He has been [[H:drinking heavily]] and [[H:not eating]]; denies plans to end his life. Signposted to GP.` },
  // --- judgment excerpts citing previous convictions
  { genre: 'court', text: `IN THE HIGH COURT, {city} JUDICIAL DIVISION — ruling on sentence\nThe convict, {name}, was found guilty of [[C:{offence}]]. The prosecution tendered his record of previous convictions: [[C:stealing]] (2014, six months) and [[C:unlawful possession of Indian hemp]] (2017, fined). He is not a first offender. He is sentenced to [[C:seven years imprisonment]] without option of fine.` },
  { genre: 'court', text: `S v {name} — judgment on sentence (Regional Court, {city})\n[4] The accused has three previous convictions: [[C:housebreaking with intent to steal]] (2011), [[C:possession of dagga]] (2013) and [[C:robbery]] (2016).\n[7] While awaiting trial he was diagnosed with [[H:{cond}]].\n[9] Sentence: [[C:15 years' direct imprisonment]].` },
  { genre: 'court', text: `R v {name} — sentencing remarks\nYou have [[C:19 previous convictions for 41 offences]], mostly [[C:shoplifting]], and you were subject to a [[C:suspended sentence order]] when you committed this [[C:{offence}]]. I accept that you have a long-standing [[H:heroin addiction]] and that you have engaged with the drug service.` },
  // --- background-check reports
  { genre: 'hr', text: `PRE-EMPLOYMENT SCREENING REPORT — confidential\nCandidate: {name} | Role: cashier, {city}\nIdentity: verified. Education: verified. Police record check: conviction for [[C:{offence}]] ({year}), fined. Credit: 2 defaulted loans. Former employer's comment: "left us after a [[H:long illness]]".` },
  { genre: 'hr', text: `Background screening — result summary\nSubject: {name}\nCriminal: 1 record — [[C:{offence}]] ({year}), identified through a [[B:fingerprint]] submission to the national AFIS. Credit: clear. Qualifications: matric verified. Driver's licence: valid code EB.` },
  { genre: 'hr', text: `Enhanced DBS certificate — summary for employer\nApplicant: {name} | Position: support worker, adults\nConvictions and cautions: caution for [[C:possession of a controlled drug (Class B)]] 2016; conviction for [[C:{offence}]] {year}, [[C:community order]].\nChildren's barred list: none recorded. Adults' barred list: none recorded.` },
  // --- military medical boards
  { genre: 'hr', text: `ARMY MEDICAL BOARD — proceedings\nSvc No NA/{n}4412 | LCpl {name}\nDisabilities: [[H:gunshot wound right thigh]] with [[H:residual foot drop]]; [[H:PTSD]]. Attributable to service: yes. Medical category: [[H:P3]] (fit light duties only). Recommended: regrade and review in 12 months.` },
  { genre: 'hr', text: `Mediese raad — SANW\nLid: {name}, magnommer 9{n}10443PE\nBevinding: [[H:chroniese laerugpyn]] na 'n [[H:L4/5 skyfprolaps]]; ook [[H:{cond}]]. Klassifikasie: [[H:tydelik ongeskik vir ontplooiing]]. Aanbeveling: herevalueer oor 6 maande.` },
  { genre: 'hr', text: `Truppenärztliche Untersuchung — Dienstfähigkeit\nSoldat: {name}, PK 120{n}4\nDiagnosen: [[H:Tinnitus beidseits]], [[H:Lärmschwerhörigkeit]]; [[H:Anpassungsstörung]] nach Auslandseinsatz. Ergebnis: [[H:vorübergehend nicht dienstfähig]], Wiedervorstellung in 3 Monaten.` },
  // --- anti-doping notices
  { genre: 'news', text: `Anti-Doping Agency — notice of charge\nAthlete: {name} (athletics, 10,000 m)\nThe out-of-competition sample collected in {city} returned an adverse analytical finding for [[H:testosterone]] and recombinant [[H:EPO]]. The athlete's TUE application citing [[H:{cond}]] was declined. Provisional suspension from 14 March.` },
  { genre: 'news', text: `Institute for Drug-Free Sport — sanction decision\nRider: {name}\nAdverse finding: [[H:19-norandrosterone]] (a [[H:nandrolone]] metabolite). The rider blames a contaminated supplement and declared [[H:{med}]] on the doping control form. Sanction: four years' ineligibility.` },
  { genre: 'news', text: `Décision de la commission des sanctions — publication\nSportif: {name}, cyclisme\nInfraction: présence de [[H:meldonium]] dans l'échantillon; le dossier médical mentionne une [[H:cardiopathie ischémique]] mais aucune AUT. Suspension: deux ans.` },
  // --- school admissions asking for faith
  { genre: 'kyc', text: `ADMISSION FORM — St. Mary's Secondary School, {city}\nPupil: {name}\nReligion: [[R:{rel}]] | Parents' church: [[R:Catholic]] (baptism certificate attached)\nTribe: [[E:{eth}]]\nGenotype: [[G:AS]] | Blood group: [[H:O+]] | Allergies: none` },
  { genre: 'kyc', text: `Learner admission — {city} Christian Academy\nLearner: {name} | Grade 8\nFamily church: [[R:Assemblies of God]] (pastor's letter attached). Population group: [[E:{eth}]]. Medical: [[H:{cond}]] — medication kept at the office.` },
  { genre: 'kyc', text: `Supplementary Information Form — voluntary aided Church of England primary, Reception {year}\nChild: {name}\nFaith criterion: the family worship at [[R:St Luke's parish]] at least twice a month (vicar's signature below). Child baptised: yes, [[R:Anglican]].` },
  // --- union check-off lines on payslips
  { genre: 'hr', text: `PAYSLIP — March {year} | {name} | Staff ID 88{n}1\nBasic 184,500.00 | Housing 45,000.00\nDeductions: PAYE 21,300.00 | Pension 14,760.00 | [[U:{union}]] check-off 1% 1,845.00 | Coop 5,000.00\nNet 187,595.00` },
  { genre: 'hr', text: `SALARISSTROKIE / PAYSLIP — {name}\nBruto R 18 420.00\nAftrekkings: PAYE R 1 903.00 | UIF R 184.20 | [[U:{union}]] ledegeld R 165.00 | Mediese fonds R 1 540.00\nNetto R 14 627.80` },
  { genre: 'hr', text: `Gehaltsabrechnung 03/{year} — {name}\nBrutto 4.210,00 €\nLohnsteuer 512,33 | Kirchensteuer [[R:rk]] 41,00 | KV 345,22\nGewerkschaftsbeitrag [[U:{union}]] 42,10 (Abzug laut Vereinbarung)` },
  // --- political donation registers
  { genre: 'kyc', text: `Electoral commission — campaign finance return (extract), donations above 1m\nRecipient: [[P:{party}]] governorship campaign, {city}\nDonor: {name}, 14 Adeola Street — 5,000,000 — bank transfer — {year}` },
  { genre: 'kyc', text: `Political party funding disclosure (quarterly)\nParty: [[P:{party}]]\nDonor: {name} (individual) | R 150 000 | 12/02/{year} | declared` },
  { genre: 'kyc', text: `Donations register — reportable donation\nRecipient: [[P:{party}]] (accounting unit: {city} constituency)\nDonor: {name} — individual on the electoral register — £7,500 — cash — accepted` },
  // --- facial-recognition door logs
  { genre: 'kyc', text: `ACCESS CONTROL EXPORT — HQ turnstiles\n08:02:11 | Door 3 | {name} | [[B:face match 0.97]] | GRANTED\n08:02:40 | Door 3 | visitor 114 | no match | DENIED\n12:44:02 | Server room | {name} | [[B:face template FT-4471]] updated` },
  { genre: 'kyc', text: `Estate gate — visitor management log\nResident {name}, unit 14: [[B:face enrolled]] 02/{year}.\n19:20 entry — [[B:liveness pass, similarity 92 %]] — boom opened.\n19:41 guest of unit 14: manual entry, ID scanned.` },
  { genre: 'kyc', text: `Zutrittsprotokoll — Rechenzentrum, Gesichtserkennung\n{name} | [[B:Gesichtsbild]] hinterlegt seit 03/{year} | Abgleich 07:58 [[B:Score 0,94]] — Tür 2 geöffnet\nBesucher ohne Profil — Pförtner` },
  // --- voice-print bank enrolment
  { genre: 'kyc', text: `Call-centre note — Voice ID\nCustomer {name} (acct ****4471) agreed to [[B:voiceprint enrolment]]; [[B:voice samples]] captured (3 passphrases). Next calls: passive [[B:voice verification]]. Agent 0{n}3.` },
  { genre: 'kyc', text: `Voice biometrics — consent record, {city} branch\nI, {name}, consent to the bank creating a [[B:voiceprint]] of my voice from recorded calls to confirm who I am. Reference: [[B:VB-{n}0731]]. Signed at branch.` },
  { genre: 'kyc', text: `Banque — enrôlement vocal\nClient: {name}\nUne [[B:empreinte vocale]] a été créée le 12/03 (identifiant [[B:VP-0{n}812]]); dernier appel authentifié avec un [[B:score vocal de 0,88]].` },
  // --- SIM and residence-permit biometric enrolment
  { genre: 'kyc', text: `SIM REGISTRATION — agent form\nNIN 2{n}11847503 | Name: {name}\n[[B:Left thumb]] captured OK | [[B:Right index]] captured OK\nAgent 0{n}4, {city}. Subscriber warned: SIM barred if NIN not linked.` },
  { genre: 'kyc', text: `SIM registration — national ID link\nSubscriber {name} | MSISDN 024 000 {n}12\n[[B:Fingerprint]] verified against the national identity database: MATCH. Subscriber photo on file. Registered by agent in {city}.` },
  { genre: 'kyc', text: `Biometric enrolment confirmation\nDear {name}, your [[B:fingerprints]] and [[B:facial image]] were recorded at the service point on 04/03/{year} for your residence permit. Reference: [[B:BIO-{n}5120]]. Keep this letter.` },
  // --- DNA relationship tests for family reunification
  { genre: 'kyc', text: `DNA RELATIONSHIP TEST — report to the embassy visa section\nAlleged father: {name} | Child: {first} Jr (buccal swabs taken at {city} panel lab)\n21 STR loci tested. Result: [[G:paternity not excluded]], combined paternity index [[G:1.2 × 10^7]], probability [[G:99.9999 %]].` },
  { genre: 'kyc', text: `Family reunification — DNA test outcome\nSponsor: {name} (refugee status). Claimed siblings: two.\nResult: sibling 1 — [[G:full siblingship supported (LR 4 300)]]; sibling 2 — [[G:not related through the claimed mother]]. Case returned to the officer.` },
  { genre: 'kyc', text: `Home Office family reunion — DNA evidence summary\nSponsor: {name}; applicant: claimed daughter, 14.\nLaboratory finding: [[G:maternity confirmed]] (probability > 99.99 %); [[G:mitochondrial sequence identical]]. Officer note: relationship accepted.` },
  // --- non-invasive prenatal testing
  { genre: 'clinical', text: `NIPT REPORT — cell-free DNA screen\nPatient: {name}, 34 yrs, GA 11+3 | Lab no [[H:{hosp}]]\nChromosome 21: [[G:high risk (trisomy 21)]]. Chromosome 18, 13: low risk. Fetal fraction 9 %. Fetal sex: not requested. Counselled; booked for CVS.` },
  { genre: 'clinical', text: `Prenatal screening — results letter\nDear {first}, your blood test shows a [[G:high chance of Down's syndrome]] in this pregnancy. We offer a confirmatory test ([[H:amniocentesis]]) at [[H:{hosp}]]. Your partner's [[G:sickle cell trait]] result is also attached.` },
  { genre: 'clinical', text: `Nicht-invasiver Pränataltest (NIPT) — Befund\nPatientin: {name}, SSW 12+1\nErgebnis: [[G:erhöhtes Risiko für Trisomie 13]]; Trisomie 21 und 18: unauffällig. Humangenetische Beratung am 14.03. vereinbart.` },
  // --- newborn screening
  { genre: 'clinical', text: `NEWBORN SICKLE CELL SCREENING — result to parents\nBaby of {name} | DOB 02/02/{year} | Card no [[H:{hosp}]]\nHb pattern: [[G:FS]] — consistent with [[G:sickle cell disease (HbSS)]]. Please bring baby to the sickle cell clinic at 8 weeks for [[H:penicillin]] prophylaxis.` },
  { genre: 'clinical', text: `Neonatal screening card — follow-up list\nInfant of {name} ({city}): [[G:FAS]] — [[G:carrier (sickle cell trait)]], parents counselled.\nSecond infant on the list: FA, normal, no action.` },
  { genre: 'clinical', text: `Newborn blood spot — repeat requested\nBaby {name} | NHS no [[H:485 777 3456]]\nResult: [[G:CF suspected]] — IRT raised, [[G:two CFTR variants (F508del / G551D)]]. Sweat test booked at the children's hospital.` },
  // --- pharmacogenomic results
  { genre: 'clinical', text: `PHARMACOGENOMICS CARD — carry with you\nName: {name}\n[[G:CYP2C19 *2/*2]] — [[G:poor metaboliser]]: avoid [[H:clopidogrel]].\n[[G:HLA-B*57:01 positive]]: do not prescribe abacavir.` },
  { genre: 'clinical', text: `Pharmacy note — genotype-guided dosing\nPatient {name} on [[H:{med}]]. Previous lab result: [[G:CYP2D6 ultra-rapid metaboliser]]. Codeine avoided; pharmacist discussed alternatives.` },
  { genre: 'clinical', text: `Pharmacogenetisch paspoort — apotheek\nNaam: {name}\n[[G:DPYD c.1905+1G>A heterozygoot]]: dosis [[H:capecitabine]] 50 % verlagen. [[G:SLCO1B1 *5]]: let op bij simvastatine.` },
  // --- premarital genotype and counselling
  { genre: 'kyc', text: `CHURCH MARRIAGE COUNSELLING UNIT — genotype and blood group certificate\nIntending couple: {name} and fiancé(e)\nGenotype: bride [[G:AS]], groom [[G:AS]]. Blood group: [[H:O+]] / [[H:A+]]. Counsellor's note: 1 in 4 chance of an SS child explained; couple wish to proceed. Parish: [[R:Our Lady of Fatima, {city}]].` },
  { genre: 'kyc', text: `Premarital medical — {city} polyclinic\nClient: {name}\nSickling test: [[G:positive]]; Hb electrophoresis [[G:AS]]. HBsAg: [[H:reactive]]. HIV: non-reactive. Referred to hepatitis clinic.` },
  { genre: 'kyc', text: `Consultation de conseil génétique préconceptionnel\nCouple: {name} et son conjoint\nDépistage: Madame [[G:porteuse hétérozygote de la mutation HBB c.20A>T]], Monsieur [[G:porteur de la β-thalassémie]]. Risque pour l'enfant: 25 %. Diagnostic prénatal proposé.` },
  // --- donor carrier screening
  { genre: 'clinical', text: `SPERM BANK — donor screening record (internal)\nDonor code D-{n}41 (real name {name} held separately)\nExpanded carrier screen: [[G:carrier of GJB2 c.35delG]] (hearing loss). Karyotype [[G:46,XY, t(11;22)]] — donor withdrawn.` },
  { genre: 'clinical', text: `Fertility clinic — egg donor file\nDonor: {name}\nCarrier screen (300 genes): [[G:carrier — HBB (sickle)]]; all others negative. Recipient partner must be tested before matching.` },
  { genre: 'clinical', text: `Eizellspende-Klinik (Spanien) — Spenderprofil\nSpenderin: {name}\nTrägerscreening: [[G:heterozygot für SMN1-Deletion]] ([[G:1 Kopie]]). Empfängerpartner: Test erforderlich.` },
  // --- forensic DNA databases
  { genre: 'court', text: `FORENSIC DNA — profile match notice\nCrime stain: burglary, {city} ({year}). Reference sample: {name}, arrested for [[C:{offence}]].\n[[G:Full 21-locus profile match]]; random match probability < 1 in 1 billion. [[B:Fingerprints]] lifted from the window also match his record.` },
  { genre: 'court', text: `DNA database — loading record\nPerson: {name} | arrested for [[C:{offence}]] on 12/05/{year}\nBuccal sample taken; [[G:DNA profile]] loaded as reference index [[G:PR-{n}7741]]. [[B:Fingerprint]] set linked on AFIS.` },
  { genre: 'court', text: `National DNA Database — retention review\nSubject: {name}\n[[G:Profile ID ND-{n}991X]] retained: subject convicted of [[C:{offence}]] ({year}). Linked [[B:PNC fingerprint record]]: yes.` },
  // --- ancestry and consumer DNA exports
  { genre: 'chat', text: `AncestryMe — your results are ready, {first}!\nEthnicity estimate: [[E:Yoruba]] 61 %, [[E:Cameroon, Congo and Western Bantu peoples]] 22 %, [[E:Akan]] 11 %.\nDNA matches: 312 relatives. Health add-on: [[G:one copy of the APOL1 G1 variant]].` },
  { genre: 'chat', text: `DNA ancestry app — profile export\nUser: {name}\nAncestry composition: [[E:Southern Bantu]] 74 %, [[E:Khoe-San]] 18 %. Haplogroup: [[G:L0d]] (maternal). Traits: lactose intolerance likely.` },
  { genre: 'chat', text: `Export profil test ADN généalogique\nUtilisateur: {name}\nOrigines: [[E:juive ashkénaze]] 48 %, [[E:sud-européenne]] 30 %. Haplogroupe paternel: [[G:J-M267]]. Santé: [[G:porteur d'une variante BRCA2]] — consultez un médecin.` },
  // --- refugee registration with clan or ethnic group
  { genre: 'kyc', text: `REFUGEE REGISTRATION — household sheet, {city} reception centre\nPrincipal applicant: {name} | HH size 5\nCountry of origin: South Sudan | Ethnicity: [[E:Nuer]] | Religion: [[R:Presbyterian]]\nSpecific needs: [[H:disability — visual]] (child, 6); [[H:chronic illness]] (mother).` },
  { genre: 'kyc', text: `Asylum seeker registration — Refugee Reception Office\nApplicant: {name} | File CTR-{n}44-{year}\nEthnic group: [[E:Banyamulenge]]; fled after clashes in South Kivu. Dependants: 2. Medical: [[H:gunshot scar, left shoulder]]; [[H:{cond}]].` },
  { genre: 'kyc', text: `Registrierung Schutzsuchender — Ankunftsnachweis\nName: {name} | Herkunft: Irak\nVolkszugehörigkeit: [[E:Jesidin]] | Religion: [[R:jesidisch]]\nBesondere Schutzbedürftigkeit: [[H:Traumafolgestörung]], [[H:Schwangerschaft]] 20. SSW.` },
  // --- clinical-trial case report forms
  { genre: 'clinical', text: `CASE REPORT FORM — Visit 1 (screening)\nSubject ID 014-{n}3 (initials and name held at site: {name})\nSex: F | Ethnicity: [[E:{eth}]] | Medical history: [[H:{cond}]], [[H:gestational diabetes]] ({year}). Concomitant meds: [[H:{med}]]. Eligible: yes.` },
  { genre: 'clinical', text: `Trial screening log — site {city}\nParticipant {name}: race / ethnic group [[E:Black African]], home language isiXhosa. HIV rapid test [[H:reactive]]; CD4 [[H:180]]. Excluded (criterion 4).` },
  { genre: 'clinical', text: `eCRF — Demographics\nPatient {name} | Randomisation [[H:R-{n}77]]\nEthnic origin: [[E:Romani]] | Smoking: current | Diagnosis: [[H:hepatitis C genotype 3]]; [[H:cirrhosis]] Child-Pugh A.` },
  // --- stop-and-search and police contact records
  { genre: 'court', text: `POLICE OCCURRENCE BOOK — {city} station\nEntry 44: Complainant {name}, a [[E:{eth}]] herder, reports 14 cattle stolen by men from a neighbouring clan. Complainant has [[H:a cut on the forehead]]. Statement recorded; scene visit 06:00.` },
  { genre: 'court', text: `Community safety forum — mediation record\nParties: {name} ([[E:{eth}]], spaza shop owner) and three neighbours. Dispute over stall space; complainant was called names. Resolved: shop hours agreed. No criminal case opened.` },
  { genre: 'court', text: `Stop and search record — Form 5090\nPerson searched: {name} | Self-defined ethnicity: [[E:B2 (Black or Black British – African)]] | Officer-defined: B\nGrounds: smell of cannabis. Object of search: drugs. Outcome: nothing found, no further action.` },
  // --- minority and heritage scholarships
  { genre: 'kyc', text: `BURSARY APPLICATION — minority community education fund\nApplicant: {name}, Form 3\nCommunity: [[E:Ogiek]] (letter from the elders attached). Orphan: father died of [[H:AIDS-related illness]]. Household income: below KSh 5,000 a month.` },
  { genre: 'kyc', text: `Bursary application — previously disadvantaged learners\nApplicant: {name} | Population group: [[E:Coloured]] | Home language: Afrikaans\nHealth: [[H:{cond}]], clinic card attached. School: {city} High.` },
  { genre: 'kyc', text: `Stypendium dla uczniów romskich — wniosek\nUczeń: {name}, klasa 6\nPochodzenie: [[E:romskie]] (społeczność Bergitka Roma). Stan zdrowia: [[H:astma]] — wymaga inhalatora. Podpis rodzica.` },
  // --- dating-app subject access exports
  { genre: 'chat', text: `Dating app — your data (access request export)\nProfile: {first}, 29, {city}\nInterested in: [[S:women]] | Religion: [[R:{rel}]] | Tribe: [[E:{eth}]]\nBio: "Nurse, gym, Sunday service. Be real."` },
  { genre: 'chat', text: `Profile data export — {name}\nGender: man | Shows me: [[S:men]] | Relationship type: [[S:open to same-sex dating]]\nEthnicity: [[E:{eth}]] | Faith: [[R:Muslim]] | HIV status shown on profile: [[H:undetectable]]` },
  { genre: 'chat', text: `Inzage persoonsgegevens — datingapp\nGebruiker: {name}\nGeaardheid: [[S:{orient}]] | Zoekt: vrouwen en mannen | Levensovertuiging: [[R:katholiek]] | Afkomst: [[E:Surinaams-Hindoestaans]]` },
  // --- blood donor deferral letters
  { genre: 'clinical', text: `BLOOD TRANSFUSION SERVICE — donor deferral notice\nDonor: {name} | Donor no BD-{n}4471\nAt the interview you told us you have had [[S:sex with another man]] in the last 3 months. You cannot donate today. Haemoglobin: [[H:11.9 g/dL]] (low).` },
  { genre: 'clinical', text: `Blood service — donor questionnaire review\nDonor {name}: new partner in the last 3 months, declared [[S:anal sex]] with a new partner; deferred 3 months. Previous donation flagged: [[H:hepatitis B core antibody reactive]].` },
  { genre: 'clinical', text: `Don du sang — entretien prédon\nDonneur: {name}\nDéclare des [[S:relations sexuelles entre hommes]] avec plus d'un partenaire dans les 4 derniers mois. Ajournement 4 mois. Traitement en cours: [[H:PrEP]] ([[H:emtricitabine/ténofovir]]).` },
  // --- sexual-health partner notification
  { genre: 'clinical', text: `STI CLINIC — partner notification slip\nIndex client: {name} | Clinic no [[H:{hosp}]]\nDiagnosis: [[H:gonorrhoea]]. Partners in last 60 days: 2 ([[S:one male, one female]]). Client will give slips; provider referral for the male partner.` },
  { genre: 'clinical', text: `Sexual health — contact tracing card\nClient {name}: [[H:syphilis]] (RPR 1:32), treated with [[H:benzathine penicillin]]. Reports [[S:sex with men only]]; 3 contacts, 1 traceable.` },
  { genre: 'clinical', text: `GUM clinic — health adviser notes\n{name}, [[S:MSM]]; [[H:chlamydia]] (rectal) positive. Partner notification: 1 regular partner (husband), 2 casual via app. Accepted [[H:HIV PrEP]].` },
  // --- LGBT staff networks and volunteer rosters
  { genre: 'hr', text: `Pride and allies network — members list (confidential, HR copy)\n{name} — identifies as [[S:{orient}]] — open at work: no — do not share with line manager.\nAdewale K. — ally — open: yes` },
  { genre: 'hr', text: `Staff wellbeing network — sign-up sheet\nName: {name} | Dept: claims | I am joining as: [[S:LGBTQ+ member]] | Happy to be listed on the intranet: no\nDietary needs for the breakfast: [[R:halal]]` },
  { genre: 'hr', text: `Pride volunteer roster — {city}\nSteward: {name}, [[S:{orient}]], first aid trained. Phone held by organiser only.\nSteward: Chris, ally, marshal at the start.` },
  // --- same-sex partners in pension, insurance and housing records
  { genre: 'hr', text: `PENSION FUND — nomination of beneficiaries\nMember: {name} | Scheme no 7{n}120\nNominee: partner (same sex), 100 %. Member's note: "We live together in {city}; please treat this confidentially, my family do not know I am [[S:{orient}]]."` },
  { genre: 'hr', text: `Medical aid — dependant registration\nPrincipal member: {name}\nDependant: life partner, registered under the Civil Union Act as a [[S:same-sex]] partnership ({year}). Chronic benefit: [[H:{cond}]] for principal.` },
  { genre: 'hr', text: `Hinterbliebenenrente — Antrag\nVersicherte(r): {name}\nHinterbliebene: eingetragene [[S:gleichgeschlechtliche Lebenspartnerschaft]] seit {year}. Todesursache: [[H:Lungenkarzinom]].` },
  // --- conversion practices and church counselling complaints
  { genre: 'chat', text: `Complaint to the counselling council\nI, {name}, was sent by my pastor at [[R:Mountain of Fire]] to "deliverance" sessions to cure me of being [[S:{orient}]]. I was fasted for 7 days and became [[H:dehydrated]]; admitted at [[H:{hosp}]].` },
  { genre: 'chat', text: `Statement to the equality commission\n{name} states the elders of [[R:his congregation]] told him his [[S:homosexuality]] was a demon and made him attend prayer camps. He has since had [[H:panic attacks]] and sees a psychologist.` },
  { genre: 'chat', text: `Signalement — pratiques de conversion\nVictime: {name}, 19 ans. Famille [[R:évangélique]]; l'a envoyé(e) dans une "retraite de guérison" après avoir appris son [[S:homosexualité]]. Suivi actuel: [[H:dépression sévère]], [[H:tentative de suicide]] en {year}.` },
  // --- harassment complaints at work
  { genre: 'hr', text: `GRIEVANCE — harassment\nComplainant: {name}, accounts\nSince I told my team I am [[S:{orient}]], a supervisor calls me names in front of customers. I have been off with [[H:stress]] for two weeks (sick note attached).` },
  { genre: 'hr', text: `HR investigation summary\nComplainant: {name}. Allegation: colleagues outed the complainant as [[S:bisexual]] in a staff WhatsApp group. Finding: upheld. Complainant is a member of [[U:{union}]] and was accompanied by the shop steward.` },
  { genre: 'hr', text: `Skarga — dyskryminacja w pracy\nPracownik: {name}\nPrzełożony ujawnił, że pracownik jest [[S:gejem]], i odsunął go od kontaktu z klientami. Pracownik przebywa na zwolnieniu lekarskim ([[H:zaburzenia lękowe]]). Członek [[U:NSZZ Solidarność]].` },
  // --- politically exposed person screening in KYC
  { genre: 'kyc', text: `KYC — PEP screening result (account opening)\nCustomer: {name} | Risk: HIGH\nHit: domestic PEP — Local Government chairman, {city}, elected on the [[P:{party}]] ticket ({year}); also [[P:{party} state executive member]]. Enhanced due diligence required; source of wealth: farms.` },
  { genre: 'kyc', text: `Enhanced due diligence memo\nClient: {name}\nPEP status: ward councillor, [[P:{party}]] (serving). Spouse: PEP by association. Adverse media: 2018 article alleges [[C:tender fraud]]; no charge found. Approved by compliance.` },
  { genre: 'kyc', text: `Screening hit — politically exposed person\nName: {name}\nPosition: member of the regional parliament for [[P:{party}]] since {year}; treasurer of the party's {city} branch. Relationship: customer. Decision: onboard with EDD.` },
  // --- protest arrests and charge sheets
  { genre: 'court', text: `CHARGE SHEET — {city} Magistrate's Court\nAccused: {name}, [[P:{party}]] youth leader\nCount 1: [[C:unlawful assembly]]. Count 2: [[C:malicious damage to property]]. Arrested at the protest outside the electoral office; bail KSh 20,000.` },
  { genre: 'court', text: `Docket summary — public violence\nSuspect: {name}, wearing [[P:{party}]] regalia, arrested during the service-delivery march. Charge: [[C:public violence]]. Injuries: suspect treated for [[H:rubber-bullet wound to the thigh]].` },
  { genre: 'court', text: `Procès-verbal d'interpellation\nPersonne interpellée: {name}, militant(e) de [[P:{party}]]\nFaits: [[C:participation à un attroupement après sommation]]. Placé(e) en garde à vue 24 h. Examen médical: [[H:contusion du poignet]].` },
  // --- canvass returns and polling-agent accreditation
  { genre: 'kyc', text: `POLLING AGENT ACCREDITATION LIST — Ward 07, {city}\nParty: [[P:{party}]]\n1. {name} — PU 004 — tag issued\n2. Amina D. — PU 005 — tag issued` },
  { genre: 'kyc', text: `Party agents — voting station register\nVoting station: {city} Community Hall\nAgent for [[P:{party}]]: {name}, ID 8502... (verified). Observer: none.` },
  { genre: 'kyc', text: `Canvass return — {city} ward, street sheet 14\nNo. 22: {name} — [[P:strong {party}]] — postal vote — will display poster\nNo. 24: not in\nNo. 26: won't say` },
  // --- civil-service political neutrality cases
  { genre: 'hr', text: `PUBLIC SERVICE COMMISSION — disciplinary query\nOfficer: {name}, Assistant Director\nYou were seen campaigning for the [[P:{party}]] in uniform at a rally in {city} on 14 March, contrary to the code of conduct for public officers. Reply within 72 hours.` },
  { genre: 'hr', text: `Misconduct charge — municipal manager's office\nEmployee: {name}\nAllegation: used the municipal vehicle to ferry [[P:{party}]] supporters to a branch general meeting, where the employee was elected [[P:branch secretary]]. Hearing 04/04.` },
  { genre: 'hr', text: `Disziplinarverfahren — Beamter\nBeamter: {name}\nVorwurf: Verstoß gegen das Mäßigungsgebot durch Reden als Kandidat der [[P:{party}]] in Dienstkleidung. Der Beamte ist seit {year} Mitglied der [[P:{party}]].` },
  // --- party primaries and nominations
  { genre: 'kyc', text: `PARTY PRIMARY — list of ad hoc delegates, {city} LGA\nParty: [[P:{party}]]\nWard 3: {name} (delegate), Musa Idris (delegate)\nReturning officer's stamp` },
  { genre: 'kyc', text: `Candidate nomination form — local government elections\nCandidate: {name} | Ward 41\nParty: [[P:{party}]] (candidate list position 3). Declaration of interests attached. Previous convictions: none.` },
  { genre: 'kyc', text: `Nomination paper — borough council election\nCandidate: {name}\nDescription: [[P:{party}]] candidate. Proposer and seconder: electors of the ward. Home address: not to be published.` },
  // --- party WhatsApp groups and chats
  { genre: 'chat', text: `Group: [[P:{party}]] Ward 9 Youths\nadmin {first}: All members must be at the secretariat 7am. Bring your membership card. No excuse.\n{first}: I don pay my dues for [[P:{party}]] since January, make una check the register.` },
  { genre: 'chat', text: `WhatsApp — {city} branch\n{first}: Comrades, I have been nominated as [[P:branch chairperson]] of the [[P:{party}]] for the next term. Thank you for trusting me.\n{name} (shared contact)` },
  { genre: 'chat', text: `Signal group "Ortsverband {city}"\n{first}: Liebe Mitglieder, ich kandidiere als Beisitzerin im Vorstand. Seit {year} bin ich Mitglied der [[P:{party}]].\n— {name}` },
  // --- union representation at disciplinary hearings
  { genre: 'hr', text: `NOTICE OF DISCIPLINARY HEARING — acknowledgement\nEmployee: {name} | Dept: dispatch\nThe employee will be represented by a [[U:{union}]] official as a [[U:paid-up member]] (membership no U-{n}440). Charge: absence without leave, 3 days.` },
  { genre: 'hr', text: `Minutes — disciplinary enquiry\nPresent: chairperson, initiator, employee {name} ([[U:{union}]] member since {year}) and union organiser.\nEmployee raised that the absence was due to [[H:{cond}]]; medical certificate from [[H:{hosp}]] handed in. Adjourned.` },
  { genre: 'hr', text: `Einladung zum Personalgespräch — Vermerk\nMitarbeiter: {name}\nDer Mitarbeiter ist Mitglied der [[U:{union}]] und wünscht die Teilnahme eines Gewerkschaftssekretärs. Anlass: wiederholte Fehlzeiten wegen [[H:Migräne]].` },
  // --- union legal aid referrals for injury claims
  { genre: 'hr', text: `UNION LEGAL AID — referral form\nMember: {name} | [[U:{union}]] branch {city} | Member since {year}\nIncident: fell from scaffold; [[H:fractured pelvis]], off work 4 months, now [[H:walks with a stick]]. Employer denies liability. Refer to panel solicitor.` },
  { genre: 'hr', text: `Compensation claim — union-assisted\nClaimant: {name}, underground winch operator, [[U:{union}]] member\nOccupational disease claimed: [[H:noise-induced hearing loss]] ([[H:42 % PLH]]) and [[H:silicosis]]. Forms lodged by the union's compensation officer.` },
  { genre: 'hr', text: `Rechtsschutzantrag — Gewerkschaft\nMitglied: {name} ([[U:{union}]], Mitgliedsnummer 44{n}01)\nSachverhalt: Kündigung nach [[H:Bandscheibenvorfall]] und 8 Wochen Arbeitsunfähigkeit. Rechtsschutz bewilligt.` },
  // --- shop-steward and union office elections
  { genre: 'hr', text: `BRANCH ELECTION RESULT — {city} depot\nPost: shop steward | Union: [[U:{union}]]\nElected: {name} (41 votes). Runner-up: 17 votes. Term: 2 years from {year}.` },
  { genre: 'hr', text: `Letter to management — notification of shop steward\nThe union [[U:{union}]] informs you that {name} has been elected [[U:shop steward]] for the packing section and is entitled to time off for union duties.` },
  { genre: 'hr', text: `Ondernemingsraad / vakbond — kennisgeving\n{name} is gekozen tot [[U:kaderlid]] van [[U:{union}]] op de vestiging {city}. Faciliteiten volgens cao: 4 uur per maand.` },
  // --- union dues by mobile money and debit order
  { genre: 'chat', text: `M-PESA confirmation QK{n}7XYZ. Ksh 200.00 sent to [[U:{union}]] MEMBERSHIP account 44120 for {name} on 1/3/{year}. New balance Ksh 1,310.00.` },
  { genre: 'chat', text: `Debit order mandate\nI, {name}, authorise my bank to pay my monthly subscription to [[U:{union}]] (R 85.00) on the 1st of each month. Member no 7{n}91.` },
  { genre: 'chat', text: `Direct Debit Instruction — originator: [[U:{union}]] membership\nAccount holder: {name}\nReference: MEM{n}0412 — monthly £15.20 from 01/04/{year}.` },
  // --- strike dismissal and blacklists
  { genre: 'hr', text: `LIST OF STRIKERS DISMISSED — {city} plant, March {year}\n(all [[U:{union}]] members, per HR)\n1. {name} — machine operator\n2. Ochieng P. — packer\nReason: participation in unprotected strike.` },
  { genre: 'hr', text: `Confidential — contractor vetting notes\n{name}: "[[U:{union}]] activist, organised the 2019 sit-in — do not re-hire". Also noted: [[H:back injury]] claim 2017.` },
  { genre: 'hr', text: `Liste noire — note interne de l'entreprise (pièce du dossier prud'homal)\n{name}: délégué(e) [[U:{union}]], "à ne pas reprendre en intérim". Arrêt maladie [[H:lombalgie]] 2021.` },
  // --- union hardship funds
  { genre: 'kyc', text: `UNION BENEVOLENT FUND — application\nApplicant: {name}, [[U:{union}]] member (no 44{n}8)\nReason: husband admitted at [[H:{hosp}]] for [[H:stroke]]; applicant's own [[H:{cond}]] medication costs rising. Amount requested: 150,000.` },
  { genre: 'kyc', text: `Hardship grant — union welfare committee\nMember: {name} ([[U:{union}]], [[U:shop steward]])\nGrant for funeral of child who died of [[H:leukaemia]]. Approved R 5 000.` },
  { genre: 'kyc', text: `Hardship fund — case summary\nMember {name}, [[U:{union}]] since {year}. Lost income after [[H:cancer]] treatment ([[H:chemotherapy]] at [[H:{hosp}]]). Grant £400, energy voucher.` },
  // --- membership verification for recognition
  { genre: 'hr', text: `Membership verification — recognition agreement\nUnion: [[U:{union}]] | Employer: {city} hospital\nStaff on the union's stop-order list: 214. Sample check: {name} (stop order confirmed), Okeke B. (resigned 02/{year}).` },
  { genre: 'hr', text: `Verification of membership — CCMA recognition dispute\nUnion claims 51 % of the bargaining unit. Payroll deductions to [[U:{union}]]: {name} — yes; Mokoena T. — yes; Botha K. — stopped.` },
  { genre: 'hr', text: `Statutory recognition — membership check by the case manager\nUnion: [[U:{union}]]\nMember listed: {name}, warehouse operative, confirmed on payroll. Result: 58 % membership in the bargaining unit.` },
  // --- tithe, offering and zakat records
  { genre: 'kyc', text: `TITHE CARD — [[R:Deeper Life Bible Church]], {city} district\nMember: {name} | Card no 4{n}1\nJan 12,000 | Feb 12,000 | Mar — | Thanksgiving offering 5,000\nHouse fellowship: Zone 3` },
  { genre: 'kyc', text: `Zakat committee — receipt\nReceived from {name} the sum of GH₵ 1,200 as [[R:zakat al-mal]] for {year}, distributed through the central mosque committee. Signed, treasurer.` },
  { genre: 'kyc', text: `Gift Aid declaration — [[R:Elim Pentecostal]] congregation, {city}\nDonor: {name}\nI want all gifts of money I make to the church to be treated as Gift Aid donations. Weekly envelope no 117.` },
  // --- Jehovah's Witness and other faith-based treatment refusals
  { genre: 'clinical', text: `ADVANCE DECISION — refusal of blood\nPatient: {name} | Hosp no [[H:{hosp}]]\nAs one of [[R:Jehovah's Witnesses]], I refuse transfusion of whole blood, red cells, white cells, platelets and plasma, even if my life is at risk. Accepts: [[H:cell salvage]]. Diagnosis: [[H:fibroid uterus]] for [[H:myomectomy]].` },
  { genre: 'clinical', text: `Theatre note — consent\nPatient {name}, [[R:Jehovah's Witness]], for [[H:hip replacement]]. Refuses blood products; agrees to [[H:tranexamic acid]] and [[H:iron infusion]] pre-op. Hb [[H:10.1]].` },
  { genre: 'clinical', text: `Patientenverfügung — Ergänzung\nIch, {name}, lehne aus Glaubensgründen als [[R:Zeugin Jehovas]] jede Bluttransfusion ab. Diagnose laut Hausarzt: [[H:{cond}]].` },
  // --- religious meal codes in hospital, prison and travel
  { genre: 'clinical', text: `WARD 6 — diet sheet\nBed 3: {name} — [[R:halal]] — [[H:diabetic diet]]\nBed 4: empty (cleaning)\nBed 5: {first} O. — soft diet — [[H:dysphagia]]` },
  { genre: 'court', text: `Correctional centre — diet request approved\nInmate {name}, sentenced for [[C:{offence}]]: religious diet [[R:kosher]] approved by the chaplain; medical diet: [[H:low salt]] for [[H:hypertension]].` },
  { genre: 'kyc', text: `PNR remarks — booking ref Q7{n}LX\nPassenger: {name}\nSSR [[R:MOML]] (Muslim meal) confirmed; SSR [[H:DBML]] (diabetic meal) requested on the return sector.` },
  // --- pilgrimage leave and visas
  { genre: 'hr', text: `LEAVE APPLICATION — special leave\nStaff: {name} | Grade 09\nPurpose: [[R:Hajj]] pilgrimage, 28 days. Pilgrims board reference NAHCON/{year}/0{n}1. Medical: [[H:meningitis vaccine]] given 02/05.` },
  { genre: 'hr', text: `Verlofaansoek / leave form\nWerknemer: {name}\nRede: pelgrimstog na [[R:Jerusalem met die gemeente]] (14 dae). Bestuurder goedgekeur.` },
  { genre: 'hr', text: `Urlaubsantrag — Sonderurlaub\nMitarbeiterin: {name}\nAnlass: Teilnahme an der [[R:Umrah]] (10 Tage). Vertretung geregelt.` },
  // --- religion lessons, confirmation and membership transfers
  { genre: 'kyc', text: `Church membership transfer letter\nTo the Pastor, [[R:Redeemed Christian Church of God]], {city}\nThis is to introduce our sister {name}, a baptised and communicant member of [[R:our Methodist society]], who is relocating. Please receive her into fellowship.` },
  { genre: 'kyc', text: `Lidmaatskap-attestaat — [[R:NG Kerk]] {city}-Oos\nHiermee word bevestig dat {name} 'n [[R:belydende lidmaat]] van die gemeente is en na die gemeente in Kaapstad verhuis.` },
  { genre: 'kyc', text: `Deklaracja rodziców — lekcje religii i etyki\nUczeń: {name}, klasa 4b\nProszę o udział dziecka w lekcjach [[R:religii rzymskokatolickiej]]. Etyka: nie.` },
  // --- tenant screening and licence applications
  { genre: 'kyc', text: `TENANT REFERENCE CHECK — {city} estate\nApplicant: {name}\nEmployment: confirmed. Previous landlord: rent paid. Police check: [[C:arrested for {offence}]] in {year}; outcome unknown — landlord asks applicant to explain. Decision: pending.` },
  { genre: 'kyc', text: `E-hailing operator card application\nDriver: {name} | PrDP no 7{n}44\nPolice clearance: [[C:convicted of {offence}]] ({year}), [[C:suspended sentence]]. Medical: [[H:{cond}]], controlled. Referred to the board.` },
  { genre: 'kyc', text: `Private hire driver licence — disclosure\nApplicant: {name}\nConvictions declared: [[C:{offence}]] ({year}, Crown Court, [[C:12 months suspended]]); [[C:speeding]] (3 points). Group 2 medical: [[H:type 2 diabetes]] on [[H:gliclazide]].` },
  // --- sex offender and notification requirements
  { genre: 'court', text: `SEX OFFENDER REGISTER — entry (restricted)\nOffender: {name} | Conviction: [[C:defilement]] ({year}), [[C:10 years' imprisonment]]\nRelease date: 04/{year}. Reporting: monthly at {city} station.` },
  { genre: 'court', text: `National Register for Sex Offenders — certificate to employer\nRe: applicant {name}\nThe applicant's particulars [[C:appear on the register]] (conviction: [[C:sexual assault]], {year}). Employer may not appoint to work with children.` },
  { genre: 'court', text: `Notification requirements — record of attendance\n{name} attended {city} police station to notify a change of address, as required by the [[C:Sexual Harm Prevention Order]] made after conviction for [[C:possession of indecent images of children]].` },
  // --- expungement and spent conviction applications
  { genre: 'court', text: `APPLICATION TO EXPUNGE CRIMINAL RECORD\nApplicant: {name}\nConviction: [[C:{offence}]], {city} Chief Magistrate's Court, {year}; fine paid. Applicant seeks a clean certificate of good conduct for a job offer abroad.` },
  { genre: 'court', text: `Expungement application — Department of Justice\nApplicant: {name}\nRecord: [[C:shoplifting]] (2009), [[C:R 500 fine]]. More than 10 years have passed with no further conviction. Recommend: expunge.` },
  { genre: 'court', text: `Antrag auf vorzeitige Tilgung — Bundeszentralregister\nAntragsteller: {name}\nEintragung: [[C:Verurteilung wegen Betrugs]] ({year}), [[C:Geldstrafe 60 Tagessätze]]. Begründung: Bewerbung im öffentlichen Dienst.` },
  // --- fingerprint time and attendance clocks
  { genre: 'hr', text: `CLOCKING EXCEPTIONS REPORT — {city} factory\n{name}: [[B:fingerprint]] not recognised 6 times this week — [[B:template re-enrolled]] 12/03. Note from supervisor: hands damaged by [[H:eczema]], clocks in with PIN until healed.` },
  { genre: 'hr', text: `Biometric clock — enrolment slip\nEmployee {name}, no 4{n}2\n[[B:Right index minutiae template]] stored on terminal T-02; [[B:left index]] as backup. Employee signed consent.` },
  { genre: 'hr', text: `Zeiterfassung — Fingerabdruckterminal\nMitarbeiter: {name}\n[[B:Fingerabdruck-Template]] gelöscht am 31.03. nach Widerspruch; Erfassung künftig per Chipkarte.` },
  // --- voter biometric accreditation incidents
  { genre: 'kyc', text: `BVAS INCIDENT LOG — PU 012, {city}\n10:42 voter {name}: [[B:fingerprint]] failed 3 times, accredited by [[B:facial authentication]]. 10:50 next voter accredited normally.` },
  { genre: 'kyc', text: `Voter registration — biometric capture sheet\nApplicant: {name} | Polling station {city} Hall\n[[B:Ten-print fingerprints]] captured; [[B:facial image]] captured. Duplicate check: no match.` },
  { genre: 'kyc', text: `Border entry record — entry/exit system\nTraveller: {name}\n[[B:Facial image]] and [[B:four fingerprints]] enrolled at first entry; later crossings verified by [[B:face match]].` },
  // --- iris and palm at aid distributions and gyms
  { genre: 'kyc', text: `CASH DISTRIBUTION — beneficiary verification\nBeneficiary: {name} | HH 4{n}7\n[[B:Iris scan]] verified 09:14 — cash released. Note: household head has [[H:cataract]], iris failed; alternate collector used.` },
  { genre: 'kyc', text: `Gym access — member profile\nMember {name}: [[B:palm vein template]] enrolled at {city} club; PAR-Q: [[H:knee replacement]] {year}, cleared by physio.` },
  { genre: 'kyc', text: `Fitnessstudio — Mitgliedsdaten\nMitglied: {name}\nZugang per [[B:Handvenenscan]]; Gesundheitsfragebogen: [[H:Bluthochdruck]], [[H:{med}]].` },
  // --- church prayer-request lists naming members
  { genre: 'news', text: `Ìwé àdúrà — [[R:CAC]] {city}, Sunday bulletin\nẸ jọ̀ọ́ ẹ gbàdúrà fún arábìnrin {name} tí ó ní [[H:àrùn ṣúgà]], àti fún ọmọ rẹ̀ tí wọ́n ṣe [[H:iṣẹ́ abẹ]] ní [[H:{hosp}]].\nHouse fellowship meets Wednesday.` },
  { genre: 'news', text: `[[R:Church of Pentecost]] — {city} assembly, prayer list\nYɛsrɛ mo mmɔ mpaeɛ mma onuabaa {name}: ɔwɔ [[H:asikyire yadeɛ]] ne [[H:mogya a ɛkɔ soro]]. Also pray for Elder Mensah travelling.` },
  { genre: 'news', text: `Boletim — [[R:Igreja Universal]] {city}, pedidos de oração\nIrmã {name}: [[H:cancro da mama]], começa [[H:quimioterapia]] na segunda. Irmão Tiago: emprego novo.` },
  // --- community health worker home-visit registers
  { genre: 'clinical', text: `CHV household register — Kitengo cha jamii, {city}\nMgonjwa: {name} | Nyumba 14\nHali: [[H:kisukari]], [[H:shinikizo la damu]]; anatumia [[H:{med}]]. Mjamzito: hapana. Rufaa: kliniki ya [[H:TB]] — kikohozi wiki 3.` },
  { genre: 'clinical', text: `CHW home visit — ward-based outreach team\nClient: {name}\nUthola imishanguzo ye-[[H:HIV]] ([[H:{med}]]); ukhwehlela amasonto amabili — referred for [[H:TB]] sputum. Child: [[H:underweight]], referred to clinic.` },
  { genre: 'clinical', text: `Visita domiciliária — enfermagem de família\nUtente: {name}\nDiagnósticos: [[H:{cond}]], [[H:úlcera de pressão]] sacro grau 2. Medicação: [[H:{med}]]. Próxima visita: quinta.` },
  // --- bail applications on medical grounds
  { genre: 'court', text: `MOTION ON NOTICE — application for bail pending trial\nApplicant: {name}, charged with [[C:{offence}]]\nGrounds: the applicant suffers from [[H:{cond}]] and requires treatment at [[H:{hosp}]] which the custodial centre cannot provide (medical report exhibit A). The applicant has no previous conviction.` },
  { genre: 'court', text: `Bail application — affidavit\nI, {name}, am charged with [[C:{offence}]]. I have [[H:advanced HIV]] and [[H:cryptococcal meningitis]] and need daily treatment. I have a previous conviction for [[C:theft]] (2015) which I disclose.` },
  { genre: 'court', text: `Bail application — defence note\nDefendant: {name}, charged with [[C:{offence}]]; remanded at HMP {city}. Medical: [[H:insulin-dependent diabetes]], two [[H:hypoglycaemic episodes]] in custody. Antecedents: [[C:one previous for common assault]].` },
  // --- seafarer and pre-placement medicals
  { genre: 'hr', text: `SEAFARER MEDICAL CERTIFICATE — examination record\nSeafarer: {name} | Rank: AB\nFindings: [[H:colour vision deficiency]] (Ishihara 9/17); [[H:{cond}]]. Fit for look-out duties: NO. Restriction: [[H:day work only]].` },
  { genre: 'hr', text: `Pre-placement medical — offshore contractor\nCandidate: {name}\nBMI 34; [[H:obstructive sleep apnoea]] on [[H:CPAP]]. Audiogram: [[H:mild high-frequency loss]]. Outcome: fit with restrictions.` },
  { genre: 'hr', text: `Keuring zeevarende — verklaring\nZeevarende: {name}\nBevindingen: [[H:diabetes type 1]], [[H:insulinepomp]]. Geschikt met beperkingen: niet voor solo-wachtdienst.` },
  // --- death registration and cremation papers
  { genre: 'kyc', text: `DEATH REGISTRATION — certificate of cause of death\nDeceased: {name}, 61 | Place: [[H:{hosp}]]\nImmediate cause: [[H:hepatic encephalopathy]]; underlying: [[H:chronic hepatitis B]] with [[H:liver cirrhosis]]. Informant: son.` },
  { genre: 'kyc', text: `Sterftekennisgewing — BI-1663 (uittreksel)\nOorledene: {name}\nNatuurlike oorsaak: [[H:longontsteking]] met [[H:{cond}]]. Begrafnis: {city} begraafplaas, [[R:Apostoliese Geloofsending]].` },
  { genre: 'kyc', text: `Cremation form — medical certificate (extract)\nDeceased: {name}\nCause of death: 1a [[H:aspiration pneumonia]], 1b [[H:Parkinson's disease]]. Pacemaker fitted: [[H:yes — removed]]. Religion for service: [[R:Sikh]].` },
  // --- school nurse and medical-room logs
  { genre: 'clinical', text: `SCHOOL CLINIC REGISTER — {city} Girls' Secondary\n09:10 {name} (SS2): [[H:dysmenorrhoea]], given [[H:paracetamol]], rested.\n11:30 {first} A. (JSS1): headache, sent back to class.\n13:05 {name}: [[H:{cond}]] — mother called.` },
  { genre: 'clinical', text: `Sick bay log — {city} boarding school\n{name}, Form 2: [[H:seizure]] 15:40, 2 min, known [[H:epileptic]]; [[H:{med}]] given. Parents informed. Chaplain visited.` },
  { genre: 'clinical', text: `Medical room — individual healthcare plan summary\nPupil: {name}, Year 9\nCondition: [[H:{cond}]]; [[H:anaphylaxis to peanuts]] — [[H:adrenaline auto-injector]] in medical room. Religious considerations: fasts during [[R:Ramadan]].` },
  // --- parole board reports
  { genre: 'court', text: `PAROLE REPORT — prison welfare officer\nInmate: {name} | Sentence: [[C:10 years for {offence}]]\nConduct: good, completed vocational training. Health: [[H:{cond}]], stable. Family support: wife and his brother in {city} will receive him.` },
  { genre: 'court', text: `Case management committee — parole profile\nOffender: {name} | Offence: [[C:{offence}]] | Sentence: [[C:8 years]]\nRecord: [[C:two previous convictions]]. Programmes: anger management. Psychologist: [[H:antisocial personality traits]]. Recommendation: placement on parole.` },
  { genre: 'court', text: `Parole dossier — probation officer's report\nPrisoner: {name}, serving [[C:an extended determinate sentence for {offence}]]\nRisk: medium. Substance misuse: [[H:alcohol dependence]], abstinent in custody. Release plan: approved premises in {city}.` },
  // --- travel-insurance medical screening
  { genre: 'kyc', text: `TRAVEL INSURANCE — medical declaration\nInsured: {name} | Trip: {city} to Dubai\nDeclared: [[H:{cond}]] (diagnosed {year}), [[H:hospital stay in the last 12 months]] at [[H:{hosp}]]. Waiting on specialist for [[H:chest pain]]: yes. Premium loading 40 %.` },
  { genre: 'kyc', text: `Travel cover — pre-existing conditions screen\nPolicyholder: {name}\nConditions: [[H:COPD]] on [[H:home oxygen]]; [[H:{cond}]]. Outcome: cover excludes these conditions.` },
  { genre: 'kyc', text: `Reiseversicherung — Gesundheitsfragen\nVersicherte: {name}\nVorerkrankungen: [[H:Vorhofflimmern]], [[H:{med}]]; geplante Operation: [[H:Kataraktoperation]] nach der Reise. Annahme mit Ausschluss.` },
  // --- employee assistance programme referrals
  { genre: 'hr', text: `EAP REFERRAL — management referral (confidential)\nEmployee: {name} | Dept: treasury\nReason: repeated lateness, colleagues report [[H:smelling of alcohol]]; employee disclosed [[H:gambling addiction]]. Counsellor session booked.` },
  { genre: 'hr', text: `Wellness programme — case opened\nEmployee {name}: self-referral for [[H:burnout]] and [[H:insomnia]]; on [[H:{med}]]. Employee is a [[U:{union}]] member and asked that the union not be told.` },
  { genre: 'hr', text: `Bedrijfsarts — terugkoppeling aan werkgever en werknemer\nWerknemer: {name}\nBeperkingen: [[H:verminderde belastbaarheid]] door [[H:overspannenheid]]; opbouw 2 × 3 uur per week. Diagnose niet gedeeld met werkgever.` },
  // --- marriage registration with religious rite
  { genre: 'kyc', text: `CERTIFICATE OF MARRIAGE\nRite: [[R:Islamic]] (Nikah)\nSpouses: {name} and Hauwa S.\nMahr: ₦200,000. Solemnised at the central mosque, {city}, by the chief imam. Witnesses: 2.` },
  { genre: 'kyc', text: `Marriage register — [[R:Hindu]] marriage conducted by a designated marriage officer\nBridegroom: {name} | Bride: Priya N.\nCeremony at the temple hall, {city}; [[R:Vedic rites]].` },
  { genre: 'kyc', text: `Kirchliche Trauung — Eintrag im Traubuch\nBräutigam: {name}, Konfession: [[R:evangelisch]]; Braut: Konfession: [[R:römisch-katholisch]]. Ökumenische Trauung in der Stadtkirche {city}.` },
  // --- security vetting questionnaires
  { genre: 'hr', text: `SECURITY VETTING QUESTIONNAIRE — Level 2\nApplicant: {name}\nQ14 Membership of political party: [[P:{party}]] (ordinary member, {year})\nQ15 Arrested or convicted: [[C:arrested for {offence}]] 2016, case withdrawn.\nQ19 Treatment for mental illness: [[H:depression]], 2019.` },
  { genre: 'hr', text: `Security clearance — interview notes\nSubject: {name}\nDiscloses [[P:{party}]] membership and activity as a [[P:branch treasurer]]. Convictions: none. Substance use: [[H:cannabis]] weekly until {year}.` },
  { genre: 'hr', text: `Sicherheitsüberprüfung — Erklärung\nBetroffener: {name}\nMitgliedschaften: [[P:{party}]], [[U:{union}]]. Strafverfahren: [[C:Ermittlungsverfahren wegen Körperverletzung]] {year}, eingestellt.` },
  // --- employment tribunal judgments on religion at work
  { genre: 'court', text: `NATIONAL INDUSTRIAL COURT — judgment (extract)\nThe claimant, {name}, a [[R:Muslim]] nurse, was told to remove her [[R:hijab]] on duty and was dismissed when she refused. Held: the dismissal was unfair.` },
  { genre: 'court', text: `Labour Court — judgment\nThe applicant, {name}, a [[R:Rastafarian]], was dismissed for refusing to cut his [[R:dreadlocks]]. The Court finds the dismissal automatically unfair.` },
  { genre: 'court', text: `Employment Tribunal — reasons\nThe claimant, {name}, a [[R:Seventh-day Adventist]], asked not to work Friday evenings to Saturday evenings to keep the [[R:Sabbath]]; the respondent refused. Claim of indirect discrimination succeeds.` },
  // --- immigration detention and age-assessment health reports
  { genre: 'court', text: `DETENTION CENTRE — medical report to the immigration officer\nDetainee: {name}\nThe detainee has [[H:scars consistent with torture]] and reports [[H:nightmares]] and [[H:flashbacks]]. In my opinion detention is likely to worsen his [[H:PTSD]].` },
  { genre: 'court', text: `Deportation order — foreign offender\nPerson: {name}\nConviction: [[C:{offence}]], sentenced to [[C:4 years]] ({year}). Representations: he has [[H:{cond}]] and treatment is unavailable in the country of return. Representations rejected.` },
  { genre: 'court', text: `Rule 35 report — detention centre GP\nDetainee: {name}\nAccount: beaten in police custody because of his [[P:opposition party]] activity. Findings: [[H:linear scars on both forearms]], [[H:reduced hearing left ear]]. Concern: victim of torture.` },
  // ===== negatives: no special-category data about anyone
  // --- public-health notices about diseases in general
  { genre: 'news', text: `PUBLIC HEALTH ADVISORY — {city}\nCholera cases have been reported in three wards. Boil drinking water, wash hands with soap, and go to the nearest health facility if you have watery diarrhoea. Oral rehydration salts are free at all PHCs.` },
  { genre: 'news', text: `TB Awareness Month — clinic poster\nCoughing for more than two weeks? Night sweats? Weight loss? Get tested for TB — it is free and curable. Diabetes and HIV raise the risk of TB. {city} clinics open 07:30–16:00.` },
  { genre: 'news', text: `Grippeschutzimpfung {year}\nDie Betriebsärztin bietet ab 1. Oktober Impftermine an. Empfohlen für Beschäftigte über 60, Schwangere und Menschen mit chronischen Erkrankungen wie Asthma oder Diabetes. Anmeldung im Intranet.` },
  // --- religious buildings as venues and landmarks
  { genre: 'news', text: `INEC notice: Polling Unit 004 has moved from the primary school to the open space beside the Central Mosque, {city}. Voters should come with their PVCs.` },
  { genre: 'news', text: `Immunisation outreach — Thursday at the Methodist church hall, {city}. Bring the Road-to-Health booklet. Also: free eye screening at the Anglican cathedral car park on Saturday.` },
  { genre: 'news', text: `Concert — Sonntag 17 Uhr in der Synagoge am Fraenkelufer und Montag in der Marienkirche {city}. Eintritt frei, Spenden erbeten. Barrierefreier Zugang über den Seiteneingang.` },
  // --- party news about no one in particular
  { genre: 'news', text: `The {party} has fixed its national convention for 14 June in {city}. The party's spokesman said nomination forms will be sold from Monday at the national secretariat.` },
  { genre: 'news', text: `Poll: support for the {party} stands at 38 %, down four points, according to a survey of 1,200 adults in {city} and surrounding areas. Margin of error 3 %.` },
  { genre: 'news', text: `Manifesto launch: the {party} promises free school meals and a new rail line to {city}. The launch takes place on Thursday; the party's candidates will attend.` },
  // --- union news about no member
  { genre: 'news', text: `{union} and government sign new wage agreement; the strike called for Monday is suspended. Members are asked to resume work on Tuesday, the union said in {city}.` },
  { genre: 'news', text: `Wage talks: {union} tables 9 % demand at the bargaining council. Employers offered 5.5 %. Talks resume next week in {city}.` },
  { genre: 'news', text: `Streik angekündigt: {union} ruft für Donnerstag zu Warnstreiks im Nahverkehr {city} auf. Fahrgäste sollten mit Ausfällen rechnen.` },
  // --- DNA and genetic test adverts and price lists
  { genre: 'news', text: `DNA PATERNITY TEST — {city}\nPeace of mind in 5 working days! Home kit ₦85,000 | Legal test with chain of custody ₦150,000 | Sibling test ₦170,000. Call or WhatsApp. Confidential.` },
  { genre: 'news', text: `Genetic health screening — now at our {city} lab\nSickle cell, thalassaemia and BRCA panels. Results by e-mail in 10 days. 15 % off for couples booking before 31 March.` },
  { genre: 'news', text: `Angebot: DNA-Abstammungstest ab 79 €. Erfahren Sie mehr über Ihre Herkunft! Ergebnisse in 4–6 Wochen. Datenschutz nach DSGVO.` },
  // --- drug and alcohol tests with clear results, and testing policy
  { genre: 'hr', text: `D&A TEST RESULT — {name}\nBreath alcohol: 0.00. Urine: negative for all panels (amphetamines, cannabinoids, cocaine, opiates, benzodiazepines). Fit to resume duty.` },
  { genre: 'hr', text: `Alcohol and drug policy (extract)\nAll employees may be tested at random. A breath alcohol reading above 0.00 or a non-negative urine screen leads to suspension pending confirmation. Employees may declare prescribed medicines beforehand.` },
  { genre: 'hr', text: `Verklaring drugstest — {name}\nUitslag: negatief. Geen alcohol aangetroffen. Geschikt voor veiligheidsfunctie.` },
  // --- clear background checks
  { genre: 'hr', text: `POLICE CHARACTER CERTIFICATE\nThis is to certify that {name} has no criminal record in the files of the Criminal Records Registry as at the date of issue. Valid for six months.` },
  { genre: 'hr', text: `Police clearance certificate — {name}\nResult: no record found. Issued for employment purposes, {city}.` },
  { genre: 'hr', text: `Basic DBS check — {name}\nUnspent convictions: none recorded. Certificate number 0012{n}4471. Date of issue 02/03/{year}.` },
  // --- biometric product sheets and public notices
  { genre: 'news', text: `SIM registration notice: all subscribers must link their SIM to their national ID by 31 March. Visit any registration centre with your ID card; fingerprints will be captured on site.` },
  { genre: 'news', text: `Product sheet — FaceGate X2 terminal\nFace recognition under 0.3 s, up to 50,000 templates, liveness detection, IP65. Fingerprint module optional. Price on request.` },
  { genre: 'news', text: `Tender notice: supply and installation of biometric access control (fingerprint and face) at the {city} city hall. Closing date 30 April.` },
  // --- health-app tips and fitness newsletters
  { genre: 'chat', text: `Health tip of the day: adults should sleep 7–9 hours. Drink water, walk 30 minutes and check your blood pressure once a year. Download the new app update for step challenges!` },
  { genre: 'chat', text: `Weekly summary for {first}: 52,300 steps, average sleep 7 h 12 min, resting heart rate in your normal range. Great job — keep it up!` },
  { genre: 'chat', text: `Newsletter — Laufgruppe {city}: Am Samstag 10-km-Lauf im Stadtpark. Bitte Wasserflasche mitbringen. Bei Hitze langsamer laufen.` },
  // --- admission policies and faith criteria in general
  { genre: 'news', text: `Admission policy ({year}/{n}): the school admits pupils of all faiths and none. Uniform, including the hijab option, is available at the school shop. Forms close 30 May.` },
  { genre: 'news', text: `Admissions notice — {city} High: places are allocated by feeder area and sibling rule. Religious instruction is offered in Christianity and Islam; parents may opt out.` },
  { genre: 'news', text: `Oversubscription criteria: 1. looked-after children; 2. siblings; 3. children of regular worshippers at the parish church; 4. others by distance. Baptism certificates are not required.` },
  // --- insurance brochures and policy wording
  { genre: 'news', text: `LIFE COVER BROCHURE — Family Shield\nCover up to 10 million. No medical exam below age 45. Exclusions: suicide in the first 2 years, pre-existing conditions not declared, dangerous sports.` },
  { genre: 'news', text: `Funeral plan — terms (extract): 6-month waiting period for natural death; accidental death covered from day one. Cover for spouse and up to 6 children.` },
  { genre: 'news', text: `Voorwaarden overlijdensrisicoverzekering: geen uitkering bij zelfdoding binnen twee jaar na ingang. Bij een medische acceptatie kan een gezondheidsverklaring worden gevraagd.` },
  // --- helpline adverts and directories
  { genre: 'news', text: `Feeling low? Call the free mental health helpline 0800 000 {n}7, 24 hours. LGBT, GBV and substance-use counsellors available in English and Swahili.` },
  { genre: 'news', text: `Helplines: suicide crisis line (24 h), GBV command centre, AIDS helpline, substance abuse line — all free from any network. Share this with someone who needs it.` },
  { genre: 'news', text: `Hilfetelefon — Beratung für Menschen in Krisen, für queere Jugendliche und bei Essstörungen. Anonym, kostenlos, rund um die Uhr.` },
  // --- crime statistics and court notices
  { genre: 'news', text: `Police statement: burglary in {city} fell by 12 % this quarter, while armed robbery rose slightly. Residents are asked to report suspicious vehicles.` },
  { genre: 'news', text: `Crime statistics {year}: contact crimes down 3 %, drug-related crime up 8 % in the {city} cluster. Stock theft remains high in rural stations.` },
  { genre: 'news', text: `Court closure notice: the magistrates' court in {city} will not sit on Good Friday or Easter Monday. Urgent custody cases will be heard at the county court.` },
  // --- anti-doping education and prohibited lists
  { genre: 'news', text: `Anti-doping workshop for {city} athletes on Saturday: the {year} prohibited list, whereabouts and how to apply for a therapeutic use exemption. Coaches must attend.` },
  { genre: 'news', text: `Reminder: meldonium, EPO and all anabolic agents are prohibited at all times. Check every supplement against the global database before use.` },
  { genre: 'news', text: `Annonce: contrôles antidopage renforcés lors du championnat national à {city}. Les athlètes peuvent consulter la liste des substances interdites en ligne.` },
  // --- forms whose special fields are empty or negative
  { genre: 'kyc', text: `ADMISSION FORM — {name}\nReligion: (not stated) | Allergies: none | Chronic illness: nil | Genotype: not tested | Disability: no` },
  { genre: 'kyc', text: `Learner health form — {name}\nChronic condition: none. Medication: none. Medical aid: none. Special needs: no.` },
  { genre: 'kyc', text: `Personalbogen — {name}\nSchwerbehinderung: nein | Konfession: keine Angabe | Gewerkschaft: keine Angabe | Vorstrafen: keine` },
  // --- credit unions, party chats and other ordinary words
  { genre: 'hr', text: `PAYSLIP — {name}\nBasic 95,000.00 | Transport 10,000.00\nDeductions: PAYE 7,200.00 | Pension 7,600.00 | Staff credit union savings 5,000.00\nNet 85,200.00` },
  { genre: 'chat', text: `Group chat: {first}: Who is bringing the speakers for the office party? Sipho: I'll sort it. Also the union of the two teams' budgets needs sign-off by Friday lol. Positive vibes only!` },
  { genre: 'chat', text: `{first}: Match day! Are we still meeting at the pub at 2? Black Friday deals on the new phone — fingerprint-resistant screen, face unlock.` },
  // --- job adverts and recruitment standards
  { genre: 'news', text: `RECRUITMENT: The Army invites applications from men and women aged 18–22. Candidates must be medically fit, at least 1.68 m tall and free of any criminal conviction.` },
  { genre: 'news', text: `Vacancy: equity-target post — applications from all population groups and from persons with disabilities are encouraged. Send CVs to HR, {city}.` },
  { genre: 'news', text: `Stellenanzeige: Wir suchen Pflegefachkräfte (m/w/d). Schwerbehinderte Bewerberinnen und Bewerber werden bei gleicher Eignung bevorzugt. Tarifvertrag mit Verdi.` },
  // --- cultural days, festivals and group statistics
  { genre: 'news', text: `Cultural day at {city} Grammar School: students will showcase Igbo, Yoruba, Hausa and Kikuyu dances. Parents are welcome from 10 a.m.` },
  { genre: 'news', text: `Heritage Day braai and Diwali lights at the {city} civic centre this weekend. Halaal and kosher food stalls available.` },
  { genre: 'news', text: `Pride parade: road closures in {city} centre on Saturday from 11:00. The route runs from the station to the park; expect crowds of 50,000.` },
  // --- general statistics on health, religion and ethnicity
  { genre: 'news', text: `Survey: 62 % of adults in {city} say religion is very important in their lives; hypertension affects one in three adults over 40, the ministry said.` },
  { genre: 'news', text: `Census release: population groups, home languages and religious affiliation by municipality are now online for {city}.` },
  { genre: 'news', text: `Statistik: In {city} sind 18 % der Beschäftigten gewerkschaftlich organisiert; der Anteil ist seit {year} leicht gesunken.` },
  // --- genetics and biometrics explained in general
  { genre: 'news', text: `Radio talk: why couples should know their genotype before marriage — AA, AS and SS explained by a haematologist. Phone in with your questions.` },
  { genre: 'news', text: `How facial recognition at the new airport gates works: passengers look at the camera; the image is compared with the passport chip and deleted after boarding.` },
  { genre: 'news', text: `Informatieavond erfelijkheid: wat betekent dragerschap van cystic fibrosis voor uw kinderwens? Gratis toegang, aanmelden via de website.` },
];
