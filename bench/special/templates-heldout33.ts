// Held-out set 33 of the special-category labelled set (issue 15). Written in session 26 by an author independent
// of the detector (the twenty-fourth such author): before writing it the author read only the session's rules, the
// blind-author brief and its own brief, bench/special/generate.ts, bench/special/slots.ts, bench/special.ts (the
// bench), the header comment of templates-heldout32.ts and its first three templates (for the TypeScript shape), the
// `Template` type of templates-dev.ts (the type's lines only, and the first six dev templates the grep printed beside
// it), and test/bench/special-generate.test.ts (its generic part and the per-set blocks of sets 31 and 32: marker
// words and shape checks, no templates). Disclosure: a grep for the set-32 name, run to find its test, also printed
// rows of bench/data/special-heldout32.jsonl (its first ten rows — pharmacy WhatsApp, dispensing records, repeat
// prescriptions, pharmacy SMS, medicine-parcel SMS — and its last 48 rows, the negatives); the author wrote none of
// those kinds of positive record, and its own negatives are written afresh. The author did NOT read
// src/detect/special/, src/lexicon/, the statute packs, the README's issue-15 rule sections, test/detect/special/ or
// any earlier set's other data or templates, and did not run the detector on this set before the single reading.
// Read once on a0f378e9, the session's start code, after the set was committed unread (85115461; npm run
// bench:special -- --set heldout33 --verbose, the single run; the set was not changed after it, only this header):
// 582 texts, 276 negatives, 34 ms a text. Span P / R per category: biometric 0.955 / 0.767, criminal record 0.870 /
// 0.677, genetic 0.800 / 0.375, health 0.816 / 0.807, political 1.000 / 0.800, race 0.917 / 0.524, religion 0.927 /
// 0.720, sexual orientation 1.000 / 0.955, trade union 0.907 / 0.886; all 0.883 / 0.745 (608 gold, 488 found). Text
// P / R: biometric 1.000 / 0.857, criminal 1.000 / 0.700, genetic 1.000 / 0.500, health 0.946 / 0.898, political
// 1.000 / 0.800, race 1.000 / 0.550, religion 0.946 / 0.795, orientation 1.000 / 0.952, union 1.000 / 0.875; all
// 0.978 / 0.792. Span recall by jurisdiction pair: NG and KE 0.743, GH and ZA 0.715, UK and EU 0.778; by genre: kyc
// 0.820, hr 0.742, clinical 0.729, court 0.701, chat 0.625, news 0.500. Weakest category-pair cells: genetic GH/ZA
// 0.22 (NG/KE 0.50, UK/EU 0.43), race GH/ZA 0.33 (0.67, 0.56), criminal NG/KE 0.60 and GH/ZA 0.62, political GH/ZA
// 0.69. By kind of record: forensic DNA notices 4 of 16, genetic results in clinics and registries 14 of 38,
// hometown and diaspora associations 4 of 10, criminal records on guarantor forms, reference checks and foreign
// certificates 10 of 22, immigration and asylum interviews 10 of 18; gym and physio intake, dental charts, disability
// assessments, school letters, housing notes, custody registers (Swahili, English, French), nominations, faith leave,
// orientation in other languages, pensioner, voiceprint, visa, canteen and iris biometrics all found (1.00).
// Missed, as kinds: genetic data not named by a gene or genotype word — forensic "DNA profile", "buccal sample",
// "DNA kinship match", a relationship finding ("biological son", "no maternal-line relationship"), ancestry
// percentages, "euploid"/"trisomy 16" on PGT-A, "Monozygot", "SMA carrier", Spanish "portadora", "FMR1 full
// mutation", "de novo SCN1A variant", biobank "genotype data"; offences that follow a form's question or a record's
// label ("Have you ever been convicted? Yes — burglary", "Grounds: suspected fraud", "reports dismissal after
// conviction for theft", offences on a DNA-database notice, a retention notice, a stadium ban), sentences in
// Swahili and Spanish ("kifungo cha miaka mitatu", "2 años"), "fined"; ethnic groups as an association's or union's
// name ("Igbo Welfare Association", "Nzema Union", "Somali Community Association"), after a name and comma on panel
// notes, in a chat ("because I'm Fulani"), on survey lines ("Home language and group"), "British Indian", "Black"
// in a match report, Dutch "Marokkaans"; religion as a change of faith ("From: Methodist To: Islam"), "Islamic law"
// on a nikah, "Christadelphian", "Christentum", "turban", "Anglican" in a church's name; parties outside the slot
// lists' usual shape (ONLF, UDPS) and bare GH/ZA/KE acronyms on survey and tenancy lines (NDC, IFP, CPP, ODM once);
// bare union acronyms TUC, COSATU, NEHAWU, RCN on ballots, reference checks and a German payslip; biometric match
// scores ("0.91", "0.88"), "Face enrolment", "Iris", Afrikaans "Vingerafdruk", "fingerprints" in a retention notice
// and a victim identification; symptoms and procedures ("burning urine", "vomiting", "withdrawal fit", "fistula
// repair", "emergency contraception", "PEP"), rarer named conditions (Dravet syndrome, FSGS, VVF, Korsakow-Syndrom,
// kératocône, cataracte, "diminished ovarian reserve", "Global developmental delay", "methamphetamine (tik)"), TB
// regimen codes (2RHZE/4RH), a viral load in copies, bare "positive"/"positiv" results (the disease named beside them
// was found instead), hospital numbers in a redeployment request (2 of 2 missed).
// False alarms: on 6 of the 276 negative texts (4 templates): "Christian" as a first name in a chat, "blood sugar"
// in a market health talk, "Wednesdays" on a clinic timetable, "blood group" in a lab advert. Beside values: labels
// and headings ("Disability" in a form's title, "TB" in a register's title, "Unspent conviction", "Nikah"), measures
// ("AMH 0.6", "VL 12", "IOP raised"), "on bail", "condena" beside a marked "2 años", "photos" at a garde à vue, a
// dash in a check-off list's Union column, "shop steward", a drug to be avoided (abacavir), "DNA test" and "DNA
// result" beside marked findings, Polish "romani" (a language) as race. Category disagreement: "talasemia" found as
// health where the author marked the carrier result as genetic. Author's gold slips the run exposed (left as
// written, a reader should discount them): unmarked where the grain says mark — "IVF" and "ICSI" in a fertility
// plan, "wortelkanaal 46" (a root canal), "uses a wheelchair", "Cochlear implant referral", "not sleeping",
// "Hepatitis C" and "VIH" (the author marked only the "positiv"/"positive" result after them, so the found disease
// name counts as a false alarm and the result as a miss), "shop steward" (reveals membership), "condena" beside
// "2 años"; "TB" in the DOTS register's title and "IOP raised" are debatable. Gender slips in fills: male pronouns
// or roles ("Groom", "he", "biological son", "Mr") beside female names from the slot lists, harmless to the spans.
// Texts are the author's own, written from knowledge of real records, in kinds of record set 32's header does not
// name: telemedicine chats and video-consult logs (Pidgin, German); dental charts (Afrikaans, FP17); eye-clinic,
// optician (French) and driving-licence eye reports; fertility-clinic notes, IVF cycle summaries with PGT-A results,
// a German Kinderwunsch finding; TB (DOTS) and ART registers, a French multi-drug-resistant-TB register; rehab and
// addiction-clinic admissions (German Suchtklinik); disability registration, disability-grant and PIP assessments;
// school letters (hijab, Rastafarian learner, a Gypsy/Roma pupil's exclusion); industrial-court, labour-court and ET1
// claims; staff-housing, municipal waiting-list and medical-priority housing notes; social-welfare and social-work
// case notes (German Sozialdienst); SARC and care-centre referrals, a hate-incident Victim Support referral; police
// custody registers in Swahili, English and French (garde à vue); sex-offender register entries and notices;
// redeployment, assessor and jury excusals; refugee-status and asylum interviews (conversion, party, ethnic group,
// orientation; German and Italian); hometown, diaspora and clan associations; candidates' affidavits, candidate lists,
// nomination papers, canvass returns, poll-worker lists, special-branch notes, civil-service query letters, a
// funeral programme, German Nebentätigkeit records, a French party-membership slip; check-off lists, bargaining
// letters, German payslips (church tax and union dues), union recognition ballots, French pre-dismissal interviews,
// union legal aid, picket rosters, Dutch union member records, redundancy consultations, a mine shop-floor survey;
// forensic DNA reports, arrestee-index and retention notices; agency-banking, Afrikaans bank and German VideoIdent
// biometrics; stadium facial recognition and live facial recognition; pensioner proof-of-life, call-centre voiceprints,
// visa-centre fingerprints, school-canteen finger templates, prison-visitor iris, Dutch driving-licence fingerprints;
// ancestry-DNA chat, a chieftaincy DNA ruling, customary-court inheritance DNA, GJB2, LDLR, HLA-B*57:01, SMA carrier,
// fragile X, SCN1A, APOL1, HFE and Spanish beta-thalassaemia results, disaster-victim identification, biobank consent,
// twin zygosity; old ID forms with tribe, interview-panel notes, stop-and-search self-defined ethnicity, census forms,
// a match report, a Dutch shelter intake, a hospital admission form with race, a Polish registration form;
// guarantor forms, reference checks, a German Bundeszentralregister extract, charge sheets (English, Swahili), a
// Spanish criminal-record certificate; gym and physiotherapy intake (Dutch); prison diet and faith registration;
// nikah, Hindu and German civil-marriage registers; Ramadan shift, ZCC pilgrimage and Yom Kippur leave; blackmail
// complaints, school-counsellor notes, Spanish domestic-partnership registers, church-council letters, a staff LGBT+
// network sign-up, chats in Pidgin, Afrikaans and Swahili, a French complaint, adoption reports, sexual-health,
// ward next-of-kin, medical-aid dependant and fertility-consent forms. Languages: English, Nigerian Pidgin, Swahili,
// Afrikaans, French, German, Dutch, Polish, Italian and Spanish. Every person and number is fictional.
// The `genre` field keeps the six values of the `Template` type (as in sets 31 and 32).
// Gold grain as in the earlier sets: the value that carries the category (a condition, a medicine, a hospital
// number, a faith, congregation or practice, an ethnic group, an orientation or sexual act or a same-sex partner, a
// party, a union, a biometric modality or template reference or match score, a genetic result, an offence,
// conviction or sentence), never a field label, never a negative or empty value, never a drug dose.
// Templates are written in threes so that each text sits in a fitting jurisdiction: with two fills per template,
// the first of each three is filled for NG and KE (Pidgin, Swahili, NYSC, DOTS), the second for GH and ZA
// (Afrikaans, J88, labour-court and grant records), the third for the UK and the EU (French, German, Dutch, Polish,
// Italian, Spanish, NHS, PIP, ET1). 291 templates, 582 texts (seed 3333): 153 positive templates first (at least 20
// per category), then the last forty-six threes are the 138 negatives (276 texts, near half), forty-six in each
// jurisdiction pair: diseases in general statements and health talks, mosques, churches, cathedrals, temples and
// synagogues as places and on routes, parties' primaries, manifestos and by-elections about no one, union strikes,
// wage deals and newsletters about no member, DNA paternity, ancestry and dog-DNA adverts, crime news and statistics
// about no named person, blank forms with special-category field labels, bank, passport and e-gate notices, adverts of
// gyms, physios, opticians, dentists, fertility and rehab clinics, clinic timetables, court closures and rulings,
// book reviews, tech news (face unlock, biometric voter kits, genetic algorithms), chats with first names that are
// virtues or faiths ("Christian and Faith"), "Islamic bank", "Catholic school", "union building", "party", "Green",
// church and union bulletins, collective-agreement clauses, hotel bookings, weather and traffic past churches.
import type { Template } from './templates-dev.js';

export const HELDOUT33_TEMPLATES: Template[] = [
  // --- telemedicine chats and video-consult logs
  { genre: 'chat', text: `Telehealth chat — DocNow, {city}\n{first}: Doctor abeg, the [[H:{med}]] wey dem give me for my [[H:{cond}]] dey make me dizzy since Monday.\nDr Okafor: Sorry o. Any [[H:vomiting]]? Take am after food; video call 4pm.` },
  { genre: 'clinical', text: `Video consult log — {city}\nPatient {name}, {n}y. Complaint: [[H:burning urine]] x3 days. Known [[H:{cond}]]. Plan: dipstick at nearest pharmacy; e-script for [[H:nitrofurantoin]] sent by SMS.` },
  { genre: 'clinical', text: `Online-Sprechstunde — Protokoll\nPatientin: {name}, {n} J.\nBeschwerden: [[H:Migräne mit Aura]], seit 2 Wochen häufiger. Dauermedikation: [[H:{med}]]. Empfehlung: Kopfschmerztagebuch, Überweisung Neurologie.` },
  // --- dental charts
  { genre: 'clinical', text: `Dental chart — {city} Dental Clinic\nPatient: {name}\nMedical history: [[H:{cond}]]; on [[H:{med}]]\nToday: [[H:periodontitis]], extraction of 36 under LA. Next visit: scaling.` },
  { genre: 'clinical', text: `Tandheelkundige rekord — {city}\nPasiënt: {name}\nMediese geskiedenis: [[H:hoë bloeddruk]], gebruik [[H:warfarin]]\nBehandeling: wortelkanaal 46. INR gekontroleer voor behandeling.` },
  { genre: 'clinical', text: `Dental note (FP17) — {city}\nPatient: {name}\nMH: [[H:{cond}]]; [[H:alendronic acid]] since {year}, MRONJ risk, avoid extraction.\nTx: composite UL4. Recall 6 months.` },
  // --- optician and eye records
  { genre: 'clinical', text: `Eye clinic record — {city}\n{name}, {n}y\nVA R 6/18 L 6/60. IOP raised. Dx: [[H:glaucoma]] (left). Started [[H:timolol]] drops. Review 6 weeks.` },
  { genre: 'kyc', text: `Optometrist report for driving licence — {city}\nApplicant: {name}\nFindings: [[H:diabetic retinopathy]] both eyes; visual fields reduced. Not fit for professional permit until seen by ophthalmologist.` },
  { genre: 'clinical', text: `Opticien — fiche client, {city}\nClient : {name}\nAntécédents : [[H:kératocône]], lentilles sclérales. Œil droit : [[H:cataracte]] en attente d'opération.` },
  // --- fertility clinics and IVF
  { genre: 'clinical', text: `Fertility clinic notes — {city}\nClient: {name}. Indication: [[H:tubal blockage]] after [[H:pelvic inflammatory disease]]. Husband's semen analysis: [[H:oligospermia]]. Plan: IVF-ICSI cycle 1.` },
  { genre: 'clinical', text: `IVF cycle summary — {city}\nPatient: {name}, {n}y. AMH 0.6 — [[H:diminished ovarian reserve]]. 4 eggs, 2 embryos. PGT-A: embryo 1 [[G:euploid]], embryo 2 [[G:trisomy 16]].` },
  { genre: 'clinical', text: `Kinderwunschzentrum — Befund\nPatientin: {name}\nDiagnosen: [[H:PCOS]], [[H:Endometriose]] Grad II. Partner: [[G:balancierte Translokation t(11;22)]] — PID empfohlen.` },
  // --- HIV and TB programme registers
  { genre: 'clinical', text: `TB treatment register — {city} DOTS centre\nTB/{year}/118 | {name} | {n} | [[H:pulmonary TB]], [[H:smear positive]] | regimen [[H:2RHZE/4RH]] | HIV: [[H:reactive]], on [[H:TDF/3TC/DTG]]` },
  { genre: 'clinical', text: `ART register extract — {city} clinic\nFolder [[H:{hosp}]] | {name} | started 03/{year} | regimen [[H:AZT/3TC/NVP]] | VL 12m: [[H:1 200 copies/ml]] — enhanced adherence counselling` },
  { genre: 'clinical', text: `Registre CLAT — {city}\nPatient : {name}\nDiagnostic : [[H:tuberculose multirésistante]]\nTraitement : [[H:bédaquiline]], [[H:linézolide]]\nSérologie VIH : [[H:positive]]` },
  // --- rehabilitation centre admissions
  { genre: 'clinical', text: `Rehab centre admission — {city}\nClient: {name}, {n}\nPresenting: [[H:alcohol dependence]], [[H:cannabis use disorder]]. Family brought him after a [[H:withdrawal fit]]. Chaplaincy: [[R:{rel}]].` },
  { genre: 'clinical', text: `Treatment centre intake — {city}\nClient: {name}\nSubstance: [[H:methamphetamine (tik)]] daily for 3 years; [[H:depression]] on [[H:{med}]]. Previous: convicted of [[C:possession of drugs]] twice.` },
  { genre: 'clinical', text: `Suchtklinik — Aufnahmebogen\nName: {name}\nHauptdiagnose: [[H:Opioidabhängigkeit]], [[H:Substitution mit Methadon]]. Hepatitis C: [[H:positiv]]. Vorstrafen: [[C:Beschaffungsdiebstahl]] ({year}).` },
  // --- disability assessments
  { genre: 'kyc', text: `Disability registration assessment — {city}\nApplicant: {name}\nImpairment: [[H:spinal cord injury]] T10 with [[H:paraplegia]]; uses a wheelchair. Recommended for registration and tax exemption.` },
  { genre: 'kyc', text: `Disability grant — medical assessment, {city}\nApplicant: {name}\nDiagnosis: [[H:{cond}]] with [[H:end-stage renal failure]] on [[H:haemodialysis]]. Temporary disability: 12 months.` },
  { genre: 'kyc', text: `PIP assessment report — {city}\nClaimant: {name}\nConditions: [[H:fibromyalgia]], [[H:PTSD]]. Descriptor 1e: needs prompting to prepare food. Medication: [[H:pregabalin]], [[H:{med}]].` },
  // --- school letters
  { genre: 'kyc', text: `{city} Girls' Secondary School — letter to parent\nRe: {name}, Form 3\nYour daughter was sent home for wearing her [[R:hijab]] in the lab. The school nurse also asks for the care plan for her [[H:sickle cell]] crises.` },
  { genre: 'kyc', text: `Disciplinary hearing outcome — {city} High School\nLearner: {name} (Gr 10)\nSanction: 5 days' suspension. Mitigation: learner has [[H:epilepsy]] and a [[H:learning disability]]. His dreadlocks (he is [[R:Rastafarian]]) are not an offence under the code.` },
  { genre: 'kyc', text: `Exclusion letter — {city} Academy\nPupil: {name} (ethnicity on roll: [[E:Gypsy/Roma]])\nFixed-term exclusion, 3 days. The pupil has [[H:autism]] and an EHCP; a reintegration meeting is booked.` },
  // --- employment tribunal and labour-court claims
  { genre: 'court', text: `National Industrial Court, {city} — statement of facts\nThe claimant, {name}, avers that she was dismissed two weeks after disclosing that she is [[H:HIV positive]] and after she refused, as a [[R:Muslim]], to lead the office prayer meeting.` },
  { genre: 'court', text: `Labour-court referral — {city}\nApplicant: {name}\nDispute: unfair discrimination. The applicant, who is [[S:{orient}]], says the supervisor mocked him in front of the team. Applicant is a [[U:{union}]] shop steward.` },
  { genre: 'court', text: `ET1 claim form — section 8.2\nClaimant: {name}\nI am [[E:British Indian]] and a practising [[R:Sikh]]. I was told to remove my [[R:turban]] for the site pass photo and was then moved to night shifts.` },
  // --- housing allocation
  { genre: 'kyc', text: `County staff housing — allocation note, {city}\nApplicant: {name}\nPriority granted: child with [[H:cerebral palsy]]. Deductions for rent and [[U:{union}]] dues approved on the payroll.` },
  { genre: 'kyc', text: `Housing waiting list — {city} municipality\nBeneficiary: {name}\nSpecial needs: registered [[H:blind]]; household member on [[H:ARVs]]. Vulnerability score 8.` },
  { genre: 'kyc', text: `Housing allocation — medical priority, {city}\nApplicant: {name}\nBand A: [[H:motor neurone disease]], needs a ground-floor flat. Unspent conviction declared: [[C:criminal damage]] ({year}).` },
  // --- social-work case notes
  { genre: 'kyc', text: `Social welfare case note — {city}\nClient {name}, {n}. Husband left after her [[H:VVF]] was diagnosed. Her church, [[R:Deeper Life Bible Church]], pays the rent. Referred for [[H:fistula repair]].` },
  { genre: 'kyc', text: `Social worker's process note — {city}\nClient: {name}\nClient disclosed she is [[S:lesbian]] and was put out by her family; [[H:suicidal thoughts]] last week. Safety plan agreed.` },
  { genre: 'kyc', text: `Sozialdienst — Aktenvermerk\nKlient: {name}, {n} J.\n[[H:Korsakow-Syndrom]], lebt allein. [[C:Vorbestraft wegen Körperverletzung]]; Bewährung bis {year}. Betreuung beantragt.` },
  // --- victim support and sexual-assault referrals
  { genre: 'clinical', text: `SARC referral — {city}\nSurvivor: {name}, {n}. Seen 18 hours after the assault. [[H:PEP]] started; [[H:emergency contraception]] given. Counselling booked.` },
  { genre: 'clinical', text: `Care-centre referral — {city}\nClient: {name}\nJ88 completed. Injuries: [[H:fractured wrist]], [[H:genital tears]]. Client is [[H:28 weeks pregnant]]; obstetric review today.` },
  { genre: 'kyc', text: `Victim Support referral — hate incident, {city}\nVictim: {name}\nTargeted because she is [[S:{orient}]] and [[E:Black Caribbean]]; neighbours shouted abuse. Needs: [[H:panic attacks]], not sleeping.` },
  // --- police custody records in other languages
  { genre: 'court', text: `Rejista ya mahabusu — Kituo cha Polisi {city}\nJina: {name}\nKosa: [[C:wizi wa mifugo]]\nPicha na [[B:alama za vidole]] zimechukuliwa.\nHali ya afya: ana [[H:kifafa]], anatumia dawa.` },
  { genre: 'court', text: `Custody register — {city} police station\nName: {name}\nCharge: [[C:housebreaking and theft]]\nDetainee says he takes [[H:{med}]] for [[H:{cond}]]; district surgeon called at 22:10. [[B:Fingerprints]] taken on Live Scan.` },
  { genre: 'court', text: `Garde à vue — procès-verbal, {city}\nNom : {name}\nInfraction : [[C:vol avec violence]]\nSignalisation : [[B:empreintes digitales]] et photos enregistrées au FAED. Médecin : [[H:diabète insulino-dépendant]].` },
  // --- sex-offender registers
  { genre: 'court', text: `Sex offender register — entry, {city}\nName: {name}\nOffence: [[C:defilement of a minor]]; convicted {year}, [[C:14 years' imprisonment]]. Registration: for life. [[B:Fingerprints]] and photograph on file.` },
  { genre: 'court', text: `National Register for Sex Offenders — notice to employer, {city}\nYour employee {name} is listed for [[C:sexual assault]] ({year}) and may not work with children.` },
  { genre: 'court', text: `Notification requirements — Sexual Offences Act 2003\nOffender: {name}\nConviction: [[C:making indecent images of children]]; [[C:18 months' imprisonment]] ({year}). Notify police of any address change for 10 years.` },
  // --- excusals from jury, assessor and service duties
  { genre: 'kyc', text: `Request for redeployment — NYSC, {city}\nCorps member: {name}\nGround: [[H:{cond}]], attends [[H:{hosp}]] every month; letter from consultant attached.` },
  { genre: 'court', text: `Excusal from service as assessor — {city} Regional Court\n{name} asks to be excused: [[H:severe hearing loss]], wears [[H:hearing aids]]; and as a [[R:Jehovah's Witness]] she will not sit in judgment.` },
  { genre: 'court', text: `Jury summons — application for excusal\nName: {name}\nReason: I am a [[R:Christadelphian]] and our faith stops me sitting on a jury. I also care for my husband who has [[H:vascular dementia]].` },
  // --- immigration and asylum interviews
  { genre: 'court', text: `Refugee status interview — {city}\nApplicant: {name}\nFear on return: he [[R:converted from Islam to Christianity]] in {year}; his brothers threatened him. He was also a member of the [[P:ONLF]] youth wing. Ethnic group: [[E:Ogaden]]. [[B:Iris]] and [[B:fingerprints]] registered.` },
  { genre: 'court', text: `Refugee Reception Office — interview notes, {city}\nApplicant: {name} (DRC)\nClaim: [[P:UDPS]] supporter, arrested after a march in Kinshasa; detained 3 weeks. Ethnic group: [[E:Luba]].` },
  { genre: 'court', text: `Anhörung — Niederschrift\nAntragsteller: {name}\nFrage: Warum können Sie nicht zurück?\nAntwort: Ich bin [[S:schwul]] und wurde deshalb von der Polizei festgenommen. Ich bin außerdem zum [[R:Christentum]] übergetreten.` },
  // --- hometown, diaspora and community associations
  { genre: 'kyc', text: `[[E:{eth}]] Welfare Association, {city} — roster\n14. {name} — financial member; cultural day committee; bereavement levy paid.` },
  { genre: 'kyc', text: `Funeral contribution book — [[E:{eth}]] Union of {city}\nMember: {name} ([[P:{party}]] councillor) | paid 200 | towards the burial of the chief's mother.` },
  { genre: 'kyc', text: `[[E:Somali]] Community Association, {city} — members' register\n{name} | clan: [[E:Isaaq]] | language: Somali | volunteers at the Saturday school.` },
  // --- candidate nominations and political forms
  { genre: 'kyc', text: `Candidate's affidavit — House of Assembly, {city} constituency\nName: {name}\nSponsoring party: [[P:{party}]]\nPrevious conviction: [[C:{offence}]] ({year}); pardoned.` },
  { genre: 'kyc', text: `Candidate list submission — ward 12, {city}\nCandidate: {name}\nParty: [[P:{party}]]\nPR list position: 4. Deposit paid.` },
  { genre: 'kyc', text: `Nomination paper — {city} council election\nCandidate: {name}\nDescription: [[P:{party}]] candidate\nProposer and seconder signatures attached.` },
  // --- union check-off lists and bargaining letters
  { genre: 'hr', text: `Check-off list — {city} branch, June {year}\nNo | Name | Union | Dues\n14 | {name} | [[U:{union}]] | 1,200\n15 | (vacant) | — | —` },
  { genre: 'hr', text: `Collective bargaining correspondence — {city}\nDear Sir, we write on behalf of our member {name}, shop steward of [[U:{union}]], about the wage offer tabled on Monday.` },
  { genre: 'hr', text: `Lohnabrechnung — {name}\nBrutto 3.420,00 €\nAbzüge: Lohnsteuer, [[R:Kirchensteuer rk]] 21,40 €, Beitrag [[U:{union}]] 32,50 €` },
  // --- forensic DNA
  { genre: 'court', text: `Forensic laboratory report — {city}\nSuspect: {name}\nCharge: [[C:{offence}]]\nResult: the suspect's [[G:DNA profile matches]] the swab from the scene.` },
  { genre: 'court', text: `Forensic DNA database notice — {city}\nPerson: {name}\n[[G:Buccal sample]] taken on arrest for [[C:murder]]; [[G:forensic DNA profile]] loaded to the arrestee index.` },
  { genre: 'court', text: `Retention notice\nSubject: {name}\nYour [[G:DNA profile]] and [[B:fingerprints]] will be kept for 3 years after your arrest for [[C:{offence}]].` },
  // --- biometric enrolment at banks
  { genre: 'kyc', text: `Agency banking enrolment — {city}\nCustomer: {name}\n[[B:Right index fingerprint]] enrolled for withdrawals; [[B:liveness selfie]] matched to ID photo (score [[B:0.91]]).` },
  { genre: 'kyc', text: `Kliëntverifikasie — bank, {city}\nKliënt: {name}\n[[B:Vingerafdruk]] geverifieer teen Binnelandse Sake: ooreenstemming. Rekening geopen.` },
  { genre: 'kyc', text: `VideoIdent-Protokoll — Bank, {city}\nKunde: {name}\n[[B:Gesichtsabgleich]] mit Ausweisfoto: Übereinstimmung [[B:96 %]]. Lebenderkennung bestanden.` },
  // --- facial recognition at stadiums and events
  { genre: 'news', text: `Stadium security log — {city}\nFRT alert: {name} matched [[B:watchlist face template]] at Gate C (similarity [[B:0.88]]). Banned after [[C:assault on a steward]] in {year}.` },
  { genre: 'kyc', text: `Stadium access — season ticket, {city}\nHolder: {name}\n[[B:Face enrolment]] done at kiosk 3; [[B:template FT-55210]] linked to the ticket.` },
  { genre: 'court', text: `Live facial recognition deployment — {city}\nAlert 14: {name}, wanted for [[C:{offence}]]; [[B:face match]] confirmed by officer, arrest made.` },
  // --- gym and physiotherapy intake
  { genre: 'kyc', text: `Gym membership — health questionnaire, {city}\nName: {name}\nHeart or BP problem: [[H:hypertension]], on [[H:{med}]]. Joint problems: [[H:knee replacement]] {year}. Rate: [[U:{union}]] member discount.` },
  { genre: 'clinical', text: `Physiotherapy intake — {city}\nPatient: {name}\nReferral: rehab after [[H:ACL reconstruction]]. Other: [[H:{cond}]]. Medical aid authorised 10 sessions.` },
  { genre: 'clinical', text: `Fysiotherapie intake — {city}\nCliënt: {name}\nKlacht: [[H:hernia L5-S1]] met uitstraling. Medicatie: [[H:naproxen]]. Overig: [[H:zwanger]], 20 weken.` },
  // --- prison diets and faith registration
  { genre: 'court', text: `Prison kitchen — special diet list, {city}\n{name} — [[R:Muslim]], halal; Ramadan fast from the 1st. Medical diet: [[H:diabetic]].` },
  { genre: 'court', text: `Correctional centre — change of religion form\nInmate: {name}, serving 8 years for [[C:{offence}]]\nFrom: [[R:Methodist]] To: [[R:Islam]]. Imam informed.` },
  { genre: 'court', text: `HMP reception — faith registration\nPrisoner: {name}\nReligion: [[R:Buddhist]]; diet: vegan. Health screen: [[H:{cond}]].` },
  // --- marriage registers
  { genre: 'kyc', text: `Nikah certificate — {city} Central Mosque\nGroom: {name}\nMarriage contracted under [[R:Islamic]] law; mahr paid. Witnesses: two.` },
  { genre: 'kyc', text: `Marriage register — {city}\nBride: {name}\nMarriage solemnised according to [[R:Hindu]] rites by a designated marriage officer.` },
  { genre: 'kyc', text: `Standesamt — Anmeldung der Eheschließung, {city}\nVerlobte: {name}, Religion: [[R:römisch-katholisch]]\nVerlobter: Max Weber, [[R:evangelisch]]` },
  // --- leave and shift requests on faith grounds
  { genre: 'hr', text: `Shift change request — {city}\nEmployee: {name}\nDuring [[R:Ramadan]] I ask for the early shift so I can break my fast at home. Supervisor: approved.` },
  { genre: 'hr', text: `Leave application — {city}\nEmployee: {name}\nPurpose: Easter pilgrimage to Moria with the [[R:Zion Christian Church]]. Days: 4.` },
  { genre: 'hr', text: `Dienstplan — Sonderurlaub, {city}\nMitarbeiterin: {name}\nAnlass: [[R:Jom Kippur]]; Tausch mit Kollegin vereinbart.` },
  // --- orientation in complaints, counselling and registers
  { genre: 'court', text: `Complaint to police — blackmail, {city}\nComplainant {name} states that a man he met online threatened to tell his family he is [[S:{orient}]] unless he paid 200,000.` },
  { genre: 'kyc', text: `School counsellor's note — {city}\nLearner: {name} (Gr 11)\nShe says she is [[S:bisexual]] and is bullied in the hostel. Parent not told, at her request.` },
  { genre: 'kyc', text: `Registro de parejas de hecho — {city}\nMiembro 1: {name}\nMiembro 2: Laura Gómez\nTipo: [[S:pareja del mismo sexo]]` },
  { genre: 'kyc', text: `Letter from the church council — {city}\nBrother {name}, after reports that you are in a [[S:homosexual relationship]], you are suspended from the choir of St Mark's [[R:Anglican]] Church.` },
  { genre: 'court', text: `Asylum file note — {city}\nApplicant: {name} (Uganda)\nHe fled after being outed as [[S:gay]]; his partner was beaten. Medical: [[H:PTSD]].` },
  { genre: 'hr', text: `Staff network sign-up — LGBT+ network\nName: {name}\nI identify as: [[S:{orient}]]\nList me publicly: no` },
  // --- orientation in other languages
  { genre: 'chat', text: `WhatsApp — {first}: Abeg no tell my papa say I be [[S:{orient}]] o. Him go pursue me comot for house.` },
  { genre: 'chat', text: `Boodskap — {first}: Ek het vir Ma gesê ek is [[S:homoseksueel]]. Sy huil nog steeds. Kan ek by jou slaap vanaand?` },
  { genre: 'court', text: `Verbale di audizione — Commissione territoriale\nRichiedente: {name}\nDichiara di essere [[S:omosessuale]] e di essere stato minacciato dalla famiglia.` },
  { genre: 'chat', text: `Ujumbe — {first}: Rafiki, nimechoka kujificha. Mimi ni [[S:shoga]] na mama ameshajua.` },
  { genre: 'court', text: `Family court — adoption report, {city}\nApplicants: {name} and her [[S:same-sex partner]] of 9 years. Home study positive.` },
  { genre: 'court', text: `Procès-verbal de plainte — {city}\nPlaignante : {name}\nElle déclare être [[S:bisexuelle]] et avoir reçu des menaces de son ancien compagnon.` },
  // --- political affiliation in work files, canvass and registers
  { genre: 'hr', text: `Query letter — {city} Local Government\nTo: {name}\nYou were seen campaigning in [[P:{party}]] attire during office hours, contrary to the civil service rules. Reply in 48 hours.` },
  { genre: 'news', text: `Funeral programme — {city}\nCelebrating the life of {name}: teacher, father, and a loyal member of the [[P:{party}]] for thirty years.` },
  { genre: 'kyc', text: `Canvass return — {city} ward 7\n12 Park Road: {name} — voting intention: [[P:{party}]]; poster: yes; postal vote.` },
  { genre: 'court', text: `Detention list — {city} police\n1. {name} — [[P:{party}]] youth leader, held over the protest at the county office; also [[U:{union}]] branch chair.` },
  { genre: 'hr', text: `Vetting note — {city}\nApplicant: {name}\nDeclared political office: councillor, [[P:{party}]], {year}. Trade union: [[U:{union}]]. No conflict.` },
  { genre: 'hr', text: `Personalakte — Nebentätigkeit\nMitarbeiter: {name}\nEhrenamt: Ortsvorsitzender der [[P:{party}]] in {city}. Genehmigt.` },
  { genre: 'news', text: `Local news — {city}\n{name} has defected from the [[P:{party}]] and will contest the by-election as an independent.` },
  { genre: 'kyc', text: `Tenancy reference — {city}\nApplicant: {name}\nEmployer: [[P:{party}]] provincial office (branch secretary). Salary confirmed.` },
  { genre: 'kyc', text: `Adhésion — fiche militant\nNom : {name}, {city}\nParti : [[P:{party}]]\nCotisation annuelle : 30 €` },
  // --- union membership in other languages and forms
  { genre: 'hr', text: `Barua — Mwalimu Mkuu, {city}\nKuhusu: {name}\nMwalimu huyu ni mwanachama wa [[U:{union}]] na amewakilishwa na katibu wa tawi katika kikao cha nidhamu.` },
  { genre: 'hr', text: `Union recognition ballot — {city} plant\nVoter: {name}, night shift\nMember of [[U:{union}]] since {year}. Ballot issued.` },
  { genre: 'hr', text: `Compte rendu d'entretien préalable — {city}\nSalarié : {name}, assisté de M. Leroy, délégué [[U:CGT]]. Le salarié est lui-même [[U:syndiqué]].` },
  { genre: 'hr', text: `Union legal aid request — {city}\nMember: {name}\nUnion: [[U:{union}]]\nMatter: dismissal after [[H:back injury]] at work.` },
  { genre: 'hr', text: `Strike picket roster — {city} depot\n06:00 gate A: {name} ([[U:{union}]]), 2 others. Bring the union banner.` },
  { genre: 'hr', text: `Ledenadministratie — {city}\nLid: {name}\nVakbond: [[U:{union}]]\nContributie: €18,50 per maand via incasso.` },
  // --- biometrics in other settings
  { genre: 'kyc', text: `Pensioner verification — {city}\nPensioner: {name}\n[[B:Facial capture]] and [[B:thumbprint]] taken for proof of life. Next verification in 12 months.` },
  { genre: 'kyc', text: `Call-centre log — {city}\nCaller: {name}\n[[B:Voiceprint]] enrolled; next call authenticated by [[B:voice biometrics]].` },
  { genre: 'kyc', text: `Visa application centre — {city}\nApplicant: {name}\n[[B:Ten fingerprints]] and [[B:facial image]] captured for the Schengen visa.` },
  { genre: 'kyc', text: `School canteen — parent consent, {city}\nPupil: {name}\n[[B:Finger template]] to be used for meals payment. Allergy: [[H:peanut allergy]].` },
  { genre: 'kyc', text: `Prison visitor enrolment — {city}\nVisitor: {name}\n[[B:Iris scan]] registered for entry. Visiting: brother, serving for [[C:{offence}]].` },
  { genre: 'kyc', text: `Rijbewijsaanvraag — {city}\nAanvrager: {name}\n[[B:Vingerafdrukken]] en pasfoto opgenomen. Medische verklaring: [[H:epilepsie]], beoordeling CBR.` },
  // --- genetic results in new settings
  { genre: 'chat', text: `Family WhatsApp — {first}: My ancestry DNA result came: [[G:41% Nigerian]], 30% Cameroon, the rest Ghana. So Papa's story is true!` },
  { genre: 'court', text: `Chieftaincy dispute — committee ruling, {city}\nThe DNA test shows that {name} has [[G:no maternal-line relationship]] to the royal family; the nomination is withdrawn.` },
  { genre: 'clinical', text: `Audiology clinic — {city}\nChild: {name}, 3y\n[[H:Bilateral profound hearing loss]]. Genetic test: [[G:biallelic GJB2 variants]]. Cochlear implant referral.` },
  { genre: 'clinical', text: `Lipid clinic — {city}\nPatient: {name}\nLDL 7.2. Genetic test: [[G:pathogenic LDLR variant]] — [[G:familial hypercholesterolaemia]]. Cascade testing of siblings offered.` },
  { genre: 'clinical', text: `HIV clinic — {city}\nPatient: {name}\n[[G:HLA-B*57:01 positive]] — do not give abacavir. Regimen: [[H:TDF/3TC/DTG]].` },
  { genre: 'clinical', text: `Sperm bank — donor file, {city}\nDonor: {name}\nCarrier screen: [[G:SMA carrier]]. Recipients to be tested before matching.` },
  { genre: 'clinical', text: `Child development clinic — {city}\nChild: {name}, 4y\n[[H:Global developmental delay]]. Test: [[G:FMR1 full mutation]] (fragile X). Mother to be offered testing.` },
  { genre: 'clinical', text: `Paediatric neurology — {city}\nChild: {name}\n[[H:Dravet syndrome]] phenotype; exome: [[G:de novo SCN1A variant]].` },
  { genre: 'clinical', text: `Consultorio de genética — {city}\nPaciente: {name}\nResultado: [[G:portadora de beta-talasemia]]. Pareja en estudio.` },
  { genre: 'court', text: `Disaster victim identification — {city}\nBody 14 identified as {name} by [[G:DNA kinship match]] to mother and son and by [[B:fingerprints]] from the voters' roll.` },
  { genre: 'kyc', text: `Biobank consent — {city}\nParticipant: {name}\n[[G:Genome-wide genotype data]] to be stored; results of [[G:APOE ε4]] not returned unless asked.` },
  { genre: 'clinical', text: `Zwillingsambulanz — Befund\nKinder: {name} und Schwester\n[[G:Monozygot]] laut STR-Analyse.` },
  // --- ethnic origin in records
  { genre: 'kyc', text: `Old ID application (1990s) — {city}\nName: {name}\nTribe: [[E:{eth}]]\nDistrict of birth: {city}\n[[B:Left thumbprint]] attached` },
  { genre: 'hr', text: `Interview panel notes — {city}\nCandidate: {name}, [[E:{eth}]]. MD wants someone from the area; candidate strong on skills.` },
  { genre: 'court', text: `Stop and search record — {city}\nPerson: {name}\nSelf-defined ethnicity: [[E:W3 Gypsy or Irish Traveller]]. Grounds: suspected [[C:{offence}]]. Nothing found.` },
  { genre: 'kyc', text: `Census enumerator form — {city}\nHead of household: {name}\nEthnicity: [[E:{eth}]]\nReligion: [[R:{rel}]]` },
  { genre: 'news', text: `Match report — {city}\nThe referee stopped the game after fans racially abused {name}, the club's [[E:Black]] striker. Police are investigating.` },
  { genre: 'kyc', text: `Intake opvang — {city}\nCliënt: {name}\nMigratieachtergrond: [[E:Marokkaans]]\nTaal: Tarifit, Nederlands` },
  { genre: 'chat', text: `Chat — {first}: His people refuse the marriage because I'm [[E:{eth}]]. They said they don't want a stranger.` },
  { genre: 'kyc', text: `Hospital admission form — {city}\nPatient: {name}\nRace: [[E:Indian]]\nHome language: Tamil\nComplaint: [[H:chest pain]]` },
  { genre: 'kyc', text: `Ankieta — rejestracja, {city}\nImię i nazwisko: {name}\nNarodowość: [[E:romska]]\nJęzyk: romani` },
  // --- criminal records in new records
  { genre: 'kyc', text: `Guarantor form — {city}\nGuarantor: {name}\nHave you ever been convicted? Yes — [[C:{offence}]], {year}, [[C:fined]].` },
  { genre: 'hr', text: `Reference check — {city}\nCandidate: {name}\nPrevious employer reports dismissal after [[C:conviction for {offence}]] in {year}. Candidate was [[U:{union}]] branch secretary there.` },
  { genre: 'court', text: `Auszug — Bundeszentralregister\nName: {name}\nEintragung: [[C:Diebstahl]], [[C:Geldstrafe 40 Tagessätze]], AG {city}, {year}.` },
  { genre: 'court', text: `Akte ya mashtaka — Mahakama ya {city}\nMshtakiwa: {name}\nShtaka: [[C:{offence}]]\nHukumu: [[C:kifungo cha miaka mitatu]]` },
  { genre: 'court', text: `Charge sheet — {city} Magistrates' Court\nAccused: {name}\nCount 1: [[C:{offence}]]. Plea: not guilty. Remanded on bail.` },
  { genre: 'court', text: `Certificado de antecedentes penales — {city}\nNombre: {name}\nAntecedentes: [[C:robo con fuerza]], condena de [[C:2 años]] ({year}).` },
  // --- hometown unions, shop-floor surveys and consultations
  { genre: 'kyc', text: `Hometown union — executive list, {city}\nPresident: {name}, [[E:{eth}]]; also [[P:{party}]] ward chairman. Treasurer: (vacant).` },
  { genre: 'hr', text: `Shop-floor survey — {city} mine\nRespondent: {name}\nUnion: [[U:{union}]]\nVote last election: [[P:{party}]]\nHome language and group: [[E:{eth}]]` },
  { genre: 'hr', text: `Redundancy consultation — {city}\nEmployee: {name}, with a [[U:{union}]] rep. He says he is the only [[E:{eth}]] worker selected and that it is because he is a [[U:union member]].` },
  // --- genetic results and sexual-health records
  { genre: 'clinical', text: `Kidney clinic — {city}\nPatient: {name}\nBiopsy: [[H:FSGS]]. Genetic test: [[G:APOL1 high-risk genotype]]. Start [[H:{med}]]; review 3 months.` },
  { genre: 'clinical', text: `Sexual health clinic — {city}\nClient: {name}, [[S:MSM]]; [[S:receptive anal sex]], 3 partners in 3 months. [[H:Gonorrhoea]] treated today.` },
  { genre: 'kyc', text: `Dating-app safety report — {city}\nReported user: {name}\nProfile says "[[S:{orient}]], 34, looking for something real". Reason: fake photos.` },
  // --- partners on hospital, medical-aid and fertility forms
  { genre: 'clinical', text: `Ward admission — {city}\nPatient: Mr {name}\nNext of kin: his [[S:male partner]], Tunde. Do not call the family without the patient's consent.` },
  { genre: 'kyc', text: `Medical aid — add a dependant, {city}\nMain member: {name}\nDependant: [[S:same-sex spouse]], Lindiwe. Chronic: [[H:{cond}]].` },
  { genre: 'clinical', text: `Fertility treatment consent — {city}\nPatient: {name}\nPartner: her [[S:female partner]], to be the legal parent. Donor sperm, clinic bank.` },
  // --- inheritance DNA, mine clinic, iron-overload genetics
  { genre: 'court', text: `Customary court — {city}\nThe DNA result shows that {name} is the [[G:biological son]] of the late chief; he may share in the estate.` },
  { genre: 'clinical', text: `Mine clinic — {city}\nWorker: {name}, [[U:{union}]] member\n[[H:Noise-induced hearing loss]]. [[B:Fingerprint]] clock-in suspended after hand injury.` },
  { genre: 'clinical', text: `Genetic counselling note — {city}\nClient: {name}\n[[G:HFE C282Y homozygous]]; ferritin high — [[H:haemochromatosis]]. Venesection planned.` },
  // --- political watch lists, equity complaints and poll-worker lists
  { genre: 'court', text: `Special branch note — {city}\nSubject: {name}, [[P:{party}]] mobiliser and [[U:{union}]] organiser; seen at the rally on Saturday.` },
  { genre: 'hr', text: `Employment-equity complaint — {city}\nComplainant: {name}\nShe says she was passed over because she is a [[P:{party}]] councillor and a [[U:{union}]] member.` },
  { genre: 'kyc', text: `Wahlvorstand — Beisitzerliste, {city}\nBeisitzer: {name} (vorgeschlagen von der [[P:{party}]])` },
  // --- negatives: general statements, places, organisations and news about no one
  { genre: 'news', text: `Health talk — {city} market\nDiabetes is rising among traders. Walk daily, cut sugary drinks and check your blood sugar once a year. Free screening on Friday.` },
  { genre: 'news', text: `Radio notice — {city}\nTB is curable. A cough of more than two weeks should be tested at any clinic. Treatment is free.` },
  { genre: 'news', text: `NHS leaflet — {city}\nMost sore throats get better in a week. See a pharmacist first; antibiotics are rarely needed.` },
  { genre: 'chat', text: `Chat — {first}: Meet me by the Central Mosque junction at 5, the taxi park is too rough.` },
  { genre: 'chat', text: `Chat — {first}: Turn left after the Methodist church, the guesthouse is the blue gate.` },
  { genre: 'chat', text: `Chat — {first}: Parking at the cathedral is free on Saturdays, we can walk to the market from there.` },
  { genre: 'news', text: `Politics — {city}\nThe {party} will hold its primaries in March. Aspirants must pay the nomination fee by the end of the month.` },
  { genre: 'news', text: `Politics — {city}\nThe {party} manifesto promises free water for the first 6,000 litres. Critics say the budget does not add up.` },
  { genre: 'news', text: `Politics — {city}\nThe {party} lost two seats in the council by-elections. Turnout was 24%.` },
  { genre: 'news', text: `Labour news — {city}\n{union} has called a two-day strike over unpaid allowances. Schools may close on Thursday.` },
  { genre: 'news', text: `Labour news — {city}\n{union} and the employers signed a three-year wage deal: 6% this year, 5.5% in each of the next two.` },
  { genre: 'news', text: `Labour news — {city}\n{union} says membership grew by 4% last year, with most new members in care and retail.` },
  { genre: 'news', text: `Advert — {city}\nDNA paternity test, 99.99% accurate, results in 5 days. Discreet, court-admissible option available. Call today.` },
  { genre: 'news', text: `Advert — {city}\nDiscover your roots! Ancestry DNA kits now in stock at our pharmacy, 20% off this week.` },
  { genre: 'news', text: `Advert — {city}\nHome DNA kit for dogs: breed and health traits in 3 weeks. Free delivery.` },
  { genre: 'news', text: `Crime news — {city}\nPolice say armed robbery fell by 12% this year. Residents are asked to report suspicious vehicles.` },
  { genre: 'news', text: `Crime news — {city}\nTwo suspects are on the run after a cash-in-transit heist on the highway. Police ask for information.` },
  { genre: 'news', text: `Crime news — {city}\nShoplifting rose in the town centre over Christmas, the council says. Extra wardens will patrol.` },
  { genre: 'hr', text: `HR circular — {city}\nAll staff are reminded that the office closes early on Friday for the end-of-year party.` },
  { genre: 'hr', text: `HR circular — {city}\nThe canteen will serve halal and vegetarian options from Monday. Menus are on the notice board.` },
  { genre: 'hr', text: `HR circular — {city}\nThe new time-clock uses staff cards only; no fingerprints or photos are collected.` },
  { genre: 'kyc', text: `Bank notice — {city}\nUnion Bank customers can now open accounts on the app. Visit the branch on Broad Street for help.` },
  { genre: 'kyc', text: `Bank notice — {city}\nOur branch on Church Street is closed for renovation. Use the ATM at the mall.` },
  { genre: 'kyc', text: `Bank notice — {city}\nCredit union members: the AGM is on 14 May. Agenda and accounts are online.` },
  { genre: 'news', text: `Events — {city}\nLabour Day march starts at 9am at the stadium. Roads around the park will close.` },
  { genre: 'news', text: `Events — {city}\nThe Gospel music festival returns to the showgrounds this Easter weekend. Tickets at the gate.` },
  { genre: 'news', text: `Events — {city}\nPride parade route: from the station to the park. Road closures from 11am to 4pm.` },
  { genre: 'news', text: `Sports — {city}\nThe 10 km charity race raised money for the children's cancer ward. Winners: under 32 minutes.` },
  { genre: 'news', text: `Sports — {city}\nThe new stadium will use ticket QR codes at the gates; face scanning is not planned, the club says.` },
  { genre: 'news', text: `Sports — {city}\nThe club fined its own fans' group after flares were thrown. No arrests were made.` },
  { genre: 'kyc', text: `Form — blank\nName: ____\nDate of birth: ____\nReligion (optional): ____\nNext of kin: ____` },
  { genre: 'kyc', text: `Form — blank\nApplicant: ____\nMedical conditions (if any): ____\nMedication: ____\nSignature: ____` },
  { genre: 'kyc', text: `Form — blank\nEthnic group (optional, for monitoring only): ____\nDisability: ____\nSexual orientation: ____` },
  { genre: 'news', text: `Church notice — {city}\nHarvest thanksgiving on Sunday after the second service. Bring your produce to the church hall by 8am.` },
  { genre: 'news', text: `Mosque notice — {city}\nJumu'ah prayers start at 1:15pm. The car park will be closed for repairs this week.` },
  { genre: 'news', text: `Parish notice — {city}\nThe cathedral choir is recruiting tenors. Rehearsals on Thursday evenings in the crypt.` },
  { genre: 'news', text: `Public health — {city}\nCholera cases have been reported in two wards. Boil drinking water and wash hands with soap.` },
  { genre: 'news', text: `Public health — {city}\nMalaria cases peak after the rains. Sleep under a treated net and test before treating.` },
  { genre: 'news', text: `Public health — {city}\nFlu vaccines are available at pharmacies for people over 65 and those with long-term conditions.` },
  { genre: 'kyc', text: `Passport office — {city}\nBring your old passport and birth certificate. Photos are taken at the office; allow two hours.` },
  { genre: 'kyc', text: `Home Affairs — {city}\nSmart ID collections: Monday to Friday, 8am to 3:30pm. Bring the SMS reference.` },
  { genre: 'kyc', text: `Border notice — {city} airport\nE-gates are open to passport holders aged 10 and over. Queues are shorter before 7am.` },
  { genre: 'chat', text: `Chat — {first}: The union building is where they sell the cheap chairs, near the roundabout.` },
  { genre: 'chat', text: `Chat — {first}: I'm sick of this traffic, it's been an hour on the same bridge.` },
  { genre: 'chat', text: `Chat — {first}: That party last night was too much, I'm still tired. Lunch tomorrow?` },
  { genre: 'news', text: `Research news — {city}\nThe university opened a genomics lab to study drought-resistant cassava. Ten PhD posts are funded.` },
  { genre: 'news', text: `Research news — {city}\nA study of 2,000 adults found that salt intake is linked to high blood pressure. Authors call for food labels.` },
  { genre: 'news', text: `Research news — {city}\nScientists mapped the DNA of an ancient wheat variety found in a museum store.` },
  { genre: 'hr', text: `Job advert — {city}\nNurse wanted for a private clinic. Experience in diabetes care an advantage. Send CV by 30 June.` },
  { genre: 'hr', text: `Job advert — {city}\nSecurity officers needed for the stadium. Grade C certificate required. Weekend shifts.` },
  { genre: 'hr', text: `Job advert — {city}\nCare assistants wanted for a dementia unit. Training given. Driving licence an advantage.` },
  { genre: 'kyc', text: `Insurance brochure — {city}\nOur hospital plan covers admissions, maternity and chronic medicine. Waiting periods apply.` },
  { genre: 'kyc', text: `Insurance brochure — {city}\nFuneral cover from 60 a month for the whole family. No medical tests.` },
  { genre: 'kyc', text: `Insurance brochure — {city}\nTravel insurance includes emergency medical care abroad up to 1 million.` },
  { genre: 'news', text: `Book review — {city} weekly\nThe new crime novel follows a detective hunting a killer through the old port. Gripping, if long.` },
  { genre: 'news', text: `Book review — {city} weekly\nA history of the mission churches and how they shaped schooling in the region.` },
  { genre: 'news', text: `Book review — {city} weekly\nA memoir of the miners' strike, told through the songs of the picket lines.` },
  { genre: 'news', text: `Court news — {city}\nThe court will close for the long vacation on 1 August. Urgent matters go to the duty judge.` },
  { genre: 'news', text: `Court news — {city}\nThe chief justice launched e-filing for civil cases. Lawyers must register by March.` },
  { genre: 'news', text: `Court news — {city}\nA new family court building opens next month with rooms for child witnesses.` },
  { genre: 'chat', text: `Chat — {first}: Christian and Faith are coming to the wedding, save two seats for them.` },
  { genre: 'chat', text: `Chat — {first}: Mercy said the Islamic bank on the high street has better rates for car loans.` },
  { genre: 'chat', text: `Chat — {first}: The Catholic school open day is Saturday, want to come and see the science labs?` },
  { genre: 'news', text: `Tech news — {city}\nA new phone unlocks with your face or a PIN. Reviewers say the battery lasts two days.` },
  { genre: 'news', text: `Tech news — {city}\nThe ministry tendered for a biometric voter kit supplier. Bids close in six weeks.` },
  { genre: 'news', text: `Tech news — {city}\nA genetic algorithm cut the bus company's fuel bill by 8%, engineers say.` },
  { genre: 'kyc', text: `Pharmacy loyalty — {city}\nEarn points on vitamins, baby care and skincare. Points can't be used on prescriptions.` },
  { genre: 'kyc', text: `Pharmacy notice — {city}\nWe are open late on Thursdays. Ask our pharmacist about blood pressure checks.` },
  { genre: 'kyc', text: `Pharmacy notice — {city}\nPlease order repeat prescriptions 3 working days before you need them.` },
  { genre: 'news', text: `Editorial — {city}\nThe tribal politics of the last election must not return. Leaders should talk about roads and jobs.` },
  { genre: 'news', text: `Editorial — {city}\nRace relations in the town have improved, the survey says, but housing is still unequal.` },
  { genre: 'news', text: `Editorial — {city}\nThe integration course is too short; newcomers need more hours of language teaching.` },
  { genre: 'hr', text: `Collective agreement — clause 9\nOvertime is paid at time and a half on weekdays and double on Sundays and public holidays.` },
  { genre: 'hr', text: `Collective agreement — clause 22\nThe parties will meet quarterly to review safety. Either party may call an extra meeting.` },
  { genre: 'hr', text: `Collective agreement — clause 4\nShift allowances rise by 5% from 1 January. Night work is voluntary for staff over 55.` },
  { genre: 'news', text: `Gym notice — {city}\nNew spin classes at 6am. Please wipe the machines after use and bring a towel.` },
  { genre: 'news', text: `Physio clinic advert — {city}\nSports injuries, back pain and post-surgery rehab. Medical aid accepted.` },
  { genre: 'news', text: `Optician advert — {city}\nFree eye test with any pair of glasses. Children's frames from 20.` },
  { genre: 'news', text: `Dental clinic advert — {city}\nTeeth whitening and check-ups. Evening appointments available.` },
  { genre: 'news', text: `Fertility clinic advert — {city}\nIVF information evening on Tuesday. Meet our embryologists; no booking needed.` },
  { genre: 'news', text: `Rehab centre advert — {city}\nConfidential help for alcohol and drug problems. Call our 24-hour line.` },
  { genre: 'news', text: `Charity appeal — {city}\nHelp us build a wheelchair ramp at the community hall. Every donation counts.` },
  { genre: 'news', text: `Charity appeal — {city}\nThe food bank needs rice, oil and tinned fish. Drop-off at the church hall.` },
  { genre: 'news', text: `Charity appeal — {city}\nVolunteers needed for the refugee welcome desk at the station.` },
  { genre: 'kyc', text: `Police notice — {city}\nCertificates of good conduct can now be applied for online. Fingerprints are taken at the nearest station.` },
  { genre: 'kyc', text: `Police notice — {city}\nReport stolen phones at the front desk with the box or receipt. Case numbers by SMS.` },
  { genre: 'kyc', text: `Police notice — {city}\nDBS checks for volunteers are free. Ask the charity's lead for the form.` },
  { genre: 'news', text: `Tourism — {city}\nThe old mosque, the cathedral and the Hindu temple are on the heritage walk. Guides at the tourist office.` },
  { genre: 'news', text: `Tourism — {city}\nThe shrine and the sacred grove are open to visitors; shoes off at the gate.` },
  { genre: 'news', text: `Tourism — {city}\nThe synagogue museum reopens after restoration. Guided tours on Sundays.` },
  { genre: 'hr', text: `Meeting minutes — {city}\nThe union rep and management agreed to repaint the canteen. Next meeting in two weeks.` },
  { genre: 'hr', text: `Meeting minutes — {city}\nThe safety committee reviewed the forklift incident. No injuries. Training to be repeated.` },
  { genre: 'hr', text: `Meeting minutes — {city}\nThe works council approved the new holiday calendar. No objections.` },
  { genre: 'news', text: `School notice — {city}\nThe school will close early on Friday for the inter-house sports. Parents may collect from 12.` },
  { genre: 'news', text: `School notice — {city}\nHead lice have been reported in Grade 2. Please check your child's hair this weekend.` },
  { genre: 'news', text: `School notice — {city}\nReligious education lessons will visit a church, a mosque and a gurdwara this term.` },
  { genre: 'news', text: `Election notice — {city}\nVoter registration continues until 30 June at all ward offices. Bring your ID.` },
  { genre: 'news', text: `Election notice — {city}\nThe electoral commission published the list of polling stations. Check yours by SMS.` },
  { genre: 'news', text: `Election notice — {city}\nPostal vote applications close on the 11th working day before polling day.` },
  { genre: 'kyc', text: `Gym terms — {city}\nMembers must be 16 or over. Entry is by card; lost cards cost 10 to replace.` },
  { genre: 'kyc', text: `Gym terms — {city}\nThe sauna is closed on Mondays for cleaning. Towels are not provided.` },
  { genre: 'kyc', text: `Gym terms — {city}\nFreeze your membership for up to 3 months for travel. Ask at reception.` },
  { genre: 'news', text: `Weather — {city}\nHeavy rain expected on Thursday. Drivers should avoid the low bridge near the Anglican cathedral.` },
  { genre: 'news', text: `Weather — {city}\nHeat wave: drink water, check on older neighbours and avoid the sun at midday.` },
  { genre: 'news', text: `Weather — {city}\nFog on the motorway this morning; allow extra time. Trains run normally.` },
  { genre: 'chat', text: `Chat — {first}: Mama says the village union meeting moved to next Sunday, after church.` },
  { genre: 'chat', text: `Chat — {first}: The Zulu dance group is performing at the mall, come watch at 3.` },
  { genre: 'chat', text: `Chat — {first}: Green is the colour for the office party, wear something green.` },
  { genre: 'news', text: `Obituary notice — {city}\nThe family thanks everyone who attended the funeral service at the cathedral. The memorial fund remains open.` },
  { genre: 'news', text: `Obituary notice — {city}\nThe township mourns a former mayor. Service at the civic centre on Saturday.` },
  { genre: 'news', text: `Obituary notice — {city}\nThe town's oldest bookshop owner has died aged 94. The shop will stay open.` },
  { genre: 'kyc', text: `Clinic timetable — {city}\nANC clinic: Tuesdays. Immunisation: Wednesdays. Family planning: Thursdays.` },
  { genre: 'kyc', text: `Clinic timetable — {city}\nChronic medicine collection: first Monday. Eye clinic: Fridays.` },
  { genre: 'kyc', text: `Clinic timetable — {city}\nBlood tests 8-11am. Travel vaccines by appointment. Minor injuries walk-in.` },
  { genre: 'news', text: `Statistics — {city}\nThe census counted 2.1 million residents; 54% are under 25. Full tables online.` },
  { genre: 'news', text: `Statistics — {city}\nHIV prevalence among adults fell to 11%, the provincial report says.` },
  { genre: 'news', text: `Statistics — {city}\nUnemployment rose slightly to 4.4%. Youth unemployment is highest in coastal towns.` },
  { genre: 'news', text: `Church bulletin — {city}\nThe youth fellowship meets on Friday at 6pm. Topic: careers and faith.` },
  { genre: 'news', text: `Church bulletin — {city}\nThe Methodist synod meets in August. Circuits should send delegate names by June.` },
  { genre: 'news', text: `Church bulletin — {city}\nEcumenical prayer for peace in the cathedral square on Sunday at 4pm.` },
  { genre: 'news', text: `Union newsletter — {city}\nThe branch office moves to the second floor. Phone numbers stay the same.` },
  { genre: 'news', text: `Union newsletter — {city}\nA workshop on pension rules is on 3 March. Lunch provided.` },
  { genre: 'news', text: `Union newsletter — {city}\nThe annual conference votes on a motion on flexible hours. Delegates meet on Friday.` },
  { genre: 'news', text: `Lab advert — {city}\nFull blood count, malaria and typhoid tests, results in 1 hour. Open Sunday.` },
  { genre: 'news', text: `Lab advert — {city}\nWellness package: cholesterol, glucose, kidney and liver tests. Book online.` },
  { genre: 'news', text: `Lab advert — {city}\nPre-marital genotype and blood group tests at a reduced price this month.` },
  { genre: 'news', text: `Traffic — {city}\nThe road past the Anglican church is closed for pipe repairs until Friday. Use the ring road.` },
  { genre: 'news', text: `Traffic — {city}\nThe N2 is closed after a truck crash near the toll plaza. No injuries reported.` },
  { genre: 'news', text: `Traffic — {city}\nTram works on Church Road continue; buses divert via the station.` },
  { genre: 'news', text: `Court report — {city}\nThe appeal court upheld a ban on loudspeakers at night for all places of worship in residential areas.` },
  { genre: 'news', text: `Court report — {city}\nThe court ruled the strike was protected, so employers may not dismiss strikers for taking part.` },
  { genre: 'news', text: `Court report — {city}\nA ruling says a facial recognition trial by the police was unlawful for lack of clear rules.` },
  { genre: 'kyc', text: `Hotel booking — {city}\nRoom: double, 2 nights. Breakfast included; prayer mats and Qibla direction available on request.` },
  { genre: 'kyc', text: `Hotel booking — {city}\nConference room for 40, projector, lunch for a union training day. Invoice to the organiser.` },
  { genre: 'kyc', text: `Hotel booking — {city}\nRoom with step-free access requested. Parking space reserved.` },
  { genre: 'news', text: `Notice — {city} hometown association\nThe end-of-year meeting holds on 27 December at the town hall. All sons and daughters are welcome.` },
  { genre: 'news', text: `Notice — {city} residents' association\nBin collection moves to Wednesday. Please do not block the lane with cars.` },
  { genre: 'news', text: `Notice — {city} library\nThe exhibition on the history of migration to the city opens on Monday. Free entry.` },
];
