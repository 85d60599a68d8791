// Held-out set 28 of the special-category labelled set (issue 15). Written in session 21 by an author independent
// of the detector (the nineteenth such author): before writing it the author read only the issue, the `Template`
// type and the first templates of templates-dev.ts (mark syntax, category letters), slots.ts, generate.ts, the
// usage header of bench/special.ts, the generic part of test/bench/special-generate.test.ts (and the set-20 to
// set-27 blocks of it, which sit in the same file and only name their marker words and shape checks), the
// registration hunks of set 27's commit (bench/special.ts, generate.ts and the generator test, not its templates)
// and the header comments of templates-heldout24.ts, templates-heldout25.ts, templates-heldout26.ts and
// templates-heldout27.ts (their grain rule, followed here so the sets are comparable, and their registers, so this
// set reaches elsewhere; only the comment lines were printed, none of their templates). Set 27's header carries the
// figures of its single run and the classes it missed; the author read them there, as part of that header, and
// did not write towards or away from them. The author did NOT read src/detect/special/, src/lexicon/, the statute
// packs' special-category entries, the README's issue-15 sections, test/detect/special/ or any earlier set's
// templates or data, and never ran the detector or the bench on this set. To be read once on the rules of
// session 21's round, do not tune on it.
// Texts are the author's own, written from knowledge of real records and deliberately in registers the four
// previous headers do not name: antenatal and maternity cards (booking, Mutterpass, Family Origin Questionnaire),
// postnatal and health-visitor contacts, crisis-line and helpline call logs, pharmacy and chemist counter books,
// controlled-drug registers and emergency-contraception consultations, occupational-health management referrals
// and fitness feedback to employers, medical and travel insurance claim-adjuster notes, employment tribunal,
// labour court and industrial court judgments (disability, orientation, union detriment, race), addiction and
// rehabilitation service notes, doctors' letters excusing a person from court, health-insurer pre-authorisations
// and claim lines, housing medical-priority forms, seafarer and aviation medicals, screening-camp and bowel
// screening letters, sick-leave messages to a supervisor, matchmaking and marriage-bureau profiles with genotype,
// forensic DNA database letters and lab reports, tumour-board (MDT) molecular results, gamete-donor files, prenatal
// (NIPT, amniocentesis) results, thrombophilia and haemochromatosis findings, consumer-genetics support tickets,
// stem-cell and bone-marrow donor registration with HLA types, payroll headcount biometric verification, refugee
// and grant-payday biometric checks, school cashless-catering biometric consent, insurer and clinic biometric
// member verification, behavioural (keystroke) biometrics in fraud notes, visa-centre biometric enrolment, estate
// gate face access, prison visitor thumbprints, magistrates' cause lists and court registers, court reporting,
// community service, correctional supervision and electronic-monitoring records, security-industry licence
// refusals, background-check vendor and tenant-referencing reports, banning orders and extradition hearings, parole
// and prerogative-of-mercy decisions, visa interview notes, party ward congress and delegate lists, party letters
// of recommendation, social-media vetting reports, radio phone-ins and letters to the editor, partisan-activity
// queries to civil servants, party dues receipts and mobile-money and standing-order confirmations, wedding,
// conference and airline (PNR SSR) special-meal lists, Hajj manifests and diocesan pilgrimages, faith-school
// supplementary forms, church-exit certificates and conversion affidavits, prayer-room bookings and fasting and
// Sabbath roster notes, recruit documentation and identity discs, police missing-person descriptions with IC
// codes, county ethnic audits, B-BBEE ownership lists, adoption matching, ID vetting committee minutes, ethnic
// welfare association membership, arrest registers, kito (entrapment) robbery statements, matchmaking intakes,
// pension nominations, Form F adoption assessments, custody disputes, partner-visa interviews, church discipline
// letters, union blacklist cards, union conference delegate lists, union welfare-loan and funeral-benefit claims,
// union resignation letters, union election results and union-rep chats. Languages: English, Nigerian Pidgin,
// Hausa, Yorùbá, Swahili, Ghanaian Pidgin, Twi, isiZulu, Afrikaans, French, German, Dutch, Italian, Spanish and
// Portuguese. Every person and number is fictional. The `genre` field keeps the six values of the `Template` type:
// cards, clinic, pharmacy, screening, genetics, donor and medical-fitness records are clinical; referrals, OH
// feedback, vetting, sick messages to a supervisor, union and payroll records, rosters and meal lists at work are
// hr; profiles, registrations, manifests, receipts, consents, enrolment and verification logs are kyc; judgments,
// court lists, licence decisions, monitoring, parole and police records are court; chats, phone-ins, helpline logs
// and support tickets are chat; reports, letters to the editor, notices, adverts, price lists and statistics are
// news.
// Templates are written in threes so that each text sits in a fitting jurisdiction: with two fills per template,
// the first of each three is filled for NG and KE (Pidgin, Hausa, Yorùbá, Swahili), the second for GH and ZA (Twi,
// Ghanaian Pidgin, isiZulu, Afrikaans), the third for the UK and the EU (French, German, Dutch, Italian, Spanish,
// Portuguese). The last eighteen threes are the negatives, eighteen in each pair.
// Grain rule (as in sets 17 to 27):
// - Mark the value that reveals the category about an identifiable person (the subject, or anyone else named or
//   identifiable by relation, role in the record or reference number): the condition, symptom, finding, drug,
//   vaccine, procedure or disability; the genotype, karyotype, variant, HLA type or DNA result; the biometric
//   sample, template or its identifier; the offence, charge, conviction, caution, sentence, order or arrest; the
//   party; the faith, congregation or religious practice (a faith meal code, a fast, a pilgrimage); the ethnic
//   group, clan or population group (and a police ethnicity code); the orientation; the union or union office. Not
//   whole sentences, not headings, not field labels; a code and its expansion are marked separately when both are
//   written; a drug is marked and its dose is not.
// - Patient, hospital, folder and NHS numbers assigned for health purposes are marked H (GDPR recital 35); other
//   identifiers (court, case, charge, staff, member, passport, policy, donor, ticket and ID numbers) are not.
// - Negated, normal or empty results are not marked: a negative or non-reactive test, a normal value, "none",
//   "nil", "no trace", "not a member", "Prefer not to say", options left unticked on a form. A stated absence of
//   belief ("atheist") is a philosophical belief and is marked R.
// - Clinicians, officers, pharmacists, counsellors, priests, imams, union officials acting for the subject and
//   counsel are not marked for their job; category words inside names of organisations, places and job titles are
//   not marked unless they state the person's own membership or attendance; a church or mosque named as a venue is
//   a place. A language spoken is not an ethnic group; a nationality or state of origin is not an ethnic group.
// - Statements about groups, statistics, policies, job adverts, products, price lists, places and headlines are
//   negatives (no marks), as is a category word used as an ordinary word.
import type { Template } from './templates-dev.js';

export const HELDOUT28_TEMPLATES: Template[] = [
  // Antenatal booking cards.
  { genre: 'clinical', text: 'ANTENATAL CARD — booking visit\nName: {name}   Age: {n}\nGravida/Para: [[H:G4P3]]   LMP: 02/03/{year}\nGenotype: [[G:AS]]   Blood group: [[H:B Rh negative]]\nHIV (PMTCT): [[H:Reactive]], started [[H:TLD]] today\nRemarks: [[H:previous C-section]] x1, advised hospital delivery.' },
  { genre: 'clinical', text: 'Maternity case record\nMother: {name}, {n} yrs, {city}\nFolder no: [[H:{hosp}]]\nGestation today: [[H:31 weeks]]\nRPR: non-reactive\nBP 150/100 — [[H:pregnancy-induced hypertension]], started [[H:methyldopa]] 250 mg tds, review in 3 days.' },
  { genre: 'clinical', text: 'Antenatal booking — Family Origin Questionnaire (sickle cell and thalassaemia screening)\nWoman: {name}   Hospital no: [[H:{hosp}]]\nFamily origin, woman: [[E:Black Caribbean]]\nFamily origin, baby\'s father: [[E:Pakistani]]\nGestation at booking: [[H:9+3 weeks]]. Screening offered and accepted.' },
  // Antenatal follow-up.
  { genre: 'clinical', text: 'Kadi ya Kliniki ya Wajawazito\nJina: {name}\nUmri: miaka {n}\nUmri wa mimba: [[H:wiki 28]]\nShinikizo la damu: 140/95, [[H:kifafa cha mimba]] kinashukiwa — apewe rufaa.\nVVU: [[H:ana maambukizi]], anatumia [[H:dawa za ARV]].' },
  { genre: 'clinical', text: 'ANC visit, {city} polyclinic. Client {name} ({n}y), [[H:G2P1]], [[H:34/40]]. Complains of swollen feet and headache since morning. Urine protein ++. Imp: [[H:pre-eclampsia]]. Given [[H:nifedipine]] 20 mg stat and referred. Husband informed.' },
  { genre: 'clinical', text: 'Mutterpass — Eintrag Vorsorgeuntersuchung\nName: {name}\nSchwangerschaftswoche: [[H:SSW 22+4]]\nBesonderheiten: [[H:Gestationsdiabetes]], [[H:Zustand nach Sectio]]\nTherapie: [[H:Insulin]] nach Schema\nBlutgruppe: [[H:0 Rh negativ]], Anti-D-Prophylaxe in SSW 28 geplant.' },
  // Crisis-line logs.
  { genre: 'chat', text: 'Helpline call log — 02:14\nCaller: {name}, {city}, calling about self.\nPresenting issue: [[H:suicidal thoughts]] since losing job in {year}; [[H:not sleeping]] for four nights.\nHistory: [[H:overdose]] two years ago.\nOutcome: safety plan agreed, caller consents to referral to the community psychiatric nurse.' },
  { genre: 'chat', text: 'Crisis line — shift log\n21:40 {first} (caller, {city}) — [[H:panic attacks]] daily, on [[H:sertraline]] from the clinic, ran out two weeks ago. Reports [[H:cutting]] on forearms last week. Risk: medium. Callback booked 10:00.' },
  { genre: 'chat', text: 'Écoute de crise — fiche d\'appel n° {n}17\nAppelant : {name}, {city}\nMotif : [[H:idées suicidaires]], [[H:trouble bipolaire]] connu, a arrêté le [[H:lithium]] depuis un mois.\nOrientation : urgences psychiatriques, rappel demain 9 h.' },
  // Pharmacy and chemist counter books.
  { genre: 'clinical', text: 'Chemist book, {city} shop\n{name} come buy [[H:Postinor-2]] again, na second time this month. I advise am make she see doctor for family planning. She pay cash.' },
  { genre: 'clinical', text: 'Pharmacy counter log — {city}\nPatient {name} collected chronic script: [[H:Biktarvy]] x30, [[H:atorvastatin]] x30. Asked for a plain bag. Next collection at the pickup point on the 14th.' },
  { genre: 'clinical', text: 'Pharmacy emergency contraception consultation\nClient: {name}, {n}\nRequest: [[H:emergency contraception]], 36 hours.\nRegular medicines: [[H:carbamazepine]] (enzyme inducer)\nSupplied: [[H:levonorgestrel]] 3 mg (double dose), leaflet given, advised pregnancy test in 3 weeks.' },
  // Occupational-health referrals and feedback.
  { genre: 'hr', text: 'Management referral to Occupational Health\nEmployee: {name}, forklift operator, {city} depot\nReason: absent 23 days with [[H:lower back pain]]; GP note says [[H:slipped disc]].\nQuestions: fit for full duties? adjustments? likely return date?' },
  { genre: 'hr', text: 'OH consultation outcome to HR (shared with consent)\n{name} — fit for modified duties. Relevant condition: [[H:{cond}]], controlled on [[H:{med}]]. Avoid night shift for six weeks; review in clinic {year}.' },
  { genre: 'hr', text: 'Terugkoppeling bedrijfsarts aan werkgever\nWerknemer: {name}\nBelastbaarheid: beperkt, 4 uur per dag, geen klantcontact.\nMet toestemming van werknemer gedeeld: herstel na [[H:burn-out]], behandeling bij psycholoog loopt.' },
  // Insurance claim-adjuster notes.
  { genre: 'clinical', text: 'Claim notes — medical reimbursement, policy HMO-{n}77\nEnrollee: {name}\nAdmitted in {city}, 4 nights. Diagnosis on bill: [[H:severe malaria]] with [[H:anaemia]]; [[H:blood transfusion]] 1 unit. Approved less non-formulary items.' },
  { genre: 'clinical', text: 'Travel insurance claim — adjuster note\nInsured {name} was hospitalised in {city}. Treating doctor reports [[H:acute appendicitis]]; [[H:appendectomy]] performed on day 2. Pre-existing declared at purchase: [[H:asthma]]. Claim payable.' },
  { genre: 'clinical', text: 'Sinistro n. {n}0411 — nota del liquidatore\nAssicurato: {name}\nIl certificato di pronto soccorso indica [[H:frattura del polso destro]], prognosi 30 giorni. Il medico fiduciario segnala [[H:osteoporosi]] pregressa.' },
  // Tribunal and court judgments: disability.
  { genre: 'court', text: 'IN THE EMPLOYMENT AND LABOUR RELATIONS COURT AT {city}\nCause No. E{n}1 of {year}\n{name} v Sunrise Hauliers Ltd\n12. The claimant testified that she told her supervisor in March that she was [[H:HIV positive]] and was dismissed two weeks later.' },
  { genre: 'court', text: 'LABOUR COURT, {city} — JUDGMENT\n[15] The applicant, {name}, was diagnosed with [[H:{cond}]] in {year} and took [[H:{med}]], which made him drowsy on the early shift. The respondent never considered reasonable accommodation.' },
  { genre: 'court', text: 'EMPLOYMENT TRIBUNALS\nClaimant: {name}   Respondent: Northgate Logistics Ltd\nJUDGMENT\n1. The claimant was at the material time a disabled person by reason of [[H:dyslexia]] and [[H:generalised anxiety disorder]].\n2. The complaint of failure to make reasonable adjustments succeeds.' },
  // Addiction and rehabilitation services.
  { genre: 'clinical', text: 'Rehab centre intake — {city}\nResident: {name}, {n} yrs\nSubstances: [[H:heroin]] (smoked), [[H:bhang]] since age 15\nHistory: [[H:withdrawal seizures]] in {year}\nPlan: detox with [[H:diazepam]] taper, then 90-day programme.' },
  { genre: 'clinical', text: 'Outpatient addiction group — attendance note\n{name} ({n}) attends three times a week. Primary substance: [[H:tik]] ([[H:methamphetamine]]). Urine today [[H:positive for methamphetamine]]. Discussed relapse triggers.' },
  { genre: 'clinical', text: 'Centro de Atención a las Adicciones — nota de seguimiento\nUsuario: {name}\nDiagnóstico: [[H:trastorno por consumo de alcohol]]. En tratamiento con [[H:naltrexona]]. Recaída el fin de semana; refiere [[H:temblores]] matutinos.' },
  // Doctors' letters excusing a person from court.
  { genre: 'clinical', text: 'MEDICAL REPORT TO THE HONOURABLE COURT\nRe: {name}\nThe above-named is under my care at this hospital (Hosp. No. [[H:{hosp}]]) for [[H:{cond}]] and is unfit to attend court for the next two weeks.\nSigned: Medical Officer' },
  { genre: 'clinical', text: 'To: The Clerk of the Magistrate\'s Court, {city}\nThis is to certify that I examined {name} today. He has [[H:acute gastroenteritis]] with [[H:dehydration]] and is on [[H:IV fluids]]. He will not be able to attend the trial on Monday.' },
  { genre: 'clinical', text: 'Ärztliches Attest zur Vorlage bei Gericht\n{name} befindet sich seit dem 3. d. M. in meiner Behandlung wegen eines [[H:akuten Bandscheibenvorfalls]] und [[H:Bluthochdruck]]. Verhandlungsfähigkeit ist bis auf Weiteres nicht gegeben.' },
  // Health-insurer pre-authorisation, claim lines, housing priority.
  { genre: 'clinical', text: 'Pre-authorisation request\nMember: {name}\nProcedure: [[H:haemodialysis]] twice weekly\nDiagnosis: [[H:end-stage kidney disease]] (ICD-10 [[H:N18.6]])\nFacility: {city} renal unit' },
  { genre: 'clinical', text: 'Insurance claim form — line items\nMember: {name}\nDiagnosis: [[H:B54]] [[H:malaria, unspecified]]; [[H:J06.9]] [[H:acute upper respiratory infection]]\nMedicines: [[H:artemether-lumefantrine]], [[H:paracetamol]]\nTotal claimed: 86.40' },
  { genre: 'kyc', text: 'Housing medical priority form — Part B (applicant)\nName: {name}\nConditions: [[H:COPD]], on [[H:home oxygen]]; [[H:below-knee amputation]] (left), uses a [[H:wheelchair]] indoors.\nCan you manage stairs? No' },
  // Seafarer and aviation medicals.
  { genre: 'clinical', text: 'SEAFARER MEDICAL EXAMINATION (STCW)\nName: {name}   Rank: AB\nColour vision: satisfactory   Hearing: satisfactory\nConditions noted: [[H:controlled hypertension]] on [[H:amlodipine]]\nFit for sea service; review in 12 months.' },
  { genre: 'clinical', text: 'Merchant shipping medical — examining doctor\'s remarks\n{name}: [[H:type 2 diabetes]], HbA1c [[H:9.1%]]; temporarily unfit for lookout duties pending review in three months.' },
  { genre: 'clinical', text: 'Flugmedizinisches Tauglichkeitszeugnis — Vermerk des Fliegerarztes\nBewerber: {name}\nBefund: [[H:Farbsinnstörung]] (Ishihara 9/24 Fehler), [[H:Schlafapnoe]] unter [[H:CPAP]]-Therapie.\nEntscheidung: Klasse 1 zurückgestellt.' },
  // Sick messages to a supervisor.
  { genre: 'hr', text: 'Oga good morning, na {first}. I no go fit come work today, doctor talk say na [[H:typhoid]] and [[H:ulcer]] dey worry me. Dem give me [[H:drip]] for clinic yesterday night.' },
  { genre: 'hr', text: 'Boss, morning. Me I dey hospital since yesterday, dem say be [[H:hernia]], dem go do [[H:operation]] Thursday. I go bring the excuse duty chit.' },
  { genre: 'hr', text: 'Bom dia, chefe, é a {first}. Hoje não consigo ir — tive uma [[H:crise de enxaqueca]] a noite toda e o médico receitou-me [[H:sumatriptano]]. Envio a baixa mais logo.' },
  // Postnatal and health-visitor contacts.
  { genre: 'clinical', text: 'Postnatal visit, day 6 — {name}\nMode of delivery: [[H:emergency caesarean section]]\nBaby: male, 3.1 kg, breastfeeding well.\nMother: [[H:wound infection]], started [[H:amoxicillin-clavulanate]].' },
  { genre: 'clinical', text: 'Postnatal clinic, {city}: {name}, 6 weeks post-partum. EPDS score [[H:16]] — [[H:postnatal depression]] likely, referred to the mental health nurse. Contraception: [[H:Implanon]] inserted today.' },
  { genre: 'clinical', text: 'Health visitor contact — new birth visit\nMother: {name}. [[H:Third-degree tear]] at delivery, [[H:urinary incontinence]] since. Says she feels low; declined the mood questionnaire today, will revisit.' },
  // Controlled-drug registers.
  { genre: 'clinical', text: 'Controlled drugs register — [[H:morphine sulphate]] injection\nDate | Patient | Address | Prescriber | Qty\n12/04/{year} | {name} | {city} | Dr Okafor | 10 amps' },
  { genre: 'clinical', text: 'Schedule 6 register, {city} pharmacy\nPatient: {name}\nItem: [[H:methylphenidate]] ([[H:Ritalin]]) 10 mg, 60 tabs\nIndication on script: [[H:ADHD]]\nPrescriber: Dr N. Pillay' },
  { genre: 'clinical', text: 'Apotheek — afleverlijst Opiumwetmiddelen\nPatiënt: {name}\nMiddel: [[H:oxycodon]] 5 mg, 28 stuks\nIndicatie volgens voorschrijver: [[H:pijn na heupoperatie]]' },
  // Screening camps and letters.
  { genre: 'clinical', text: 'Free eye camp, {city} — surgery list, day 2\n{name}, {n} yrs: [[H:mature cataract]] right eye, [[H:small-incision cataract surgery]] done, eye pad on.' },
  { genre: 'clinical', text: 'Community screening day — {city} community hall\nParticipant: {name}\nBP: [[H:172/104]]   Random glucose: [[H:14.2 mmol/L]]\nAction: referred to clinic tomorrow; started [[H:hydrochlorothiazide]].' },
  { genre: 'clinical', text: 'Bowel screening programme\nDear {name},\nYour home test kit result was [[H:abnormal]]. We have booked you a [[H:colonoscopy]] at the {city} screening centre on 4 June. Please read the bowel preparation leaflet.' },
  // Aviation and pilot medicals (second).
  { genre: 'clinical', text: 'Class 1 aviation medical — examiner\'s remarks\nApplicant: {name}\nFindings: [[H:myopia]] both eyes, corrected to 6/6; [[H:raised BMI]].\nAssessment: fit, limitation VDL (shall wear corrective lenses).' },
  { genre: 'clinical', text: 'Aviation medical assessment — deferred\n{name}: recent [[H:kidney stone]] passed in {year}; CT shows a [[H:residual calculus]] in the left kidney. Deferred to the authority\'s medical assessor.' },
  { genre: 'clinical', text: 'Certificato medico aeronautico — annotazioni\nRichiedente: {name}\nAnamnesi: [[H:fibrillazione atriale parossistica]], in terapia con [[H:apixaban]].\nGiudizio: idoneità sospesa.' },
  // Matchmaking and marriage-bureau profiles.
  { genre: 'kyc', text: 'Marriage bureau profile #{n}0\nName: {name}, {n} yrs, {city}\nReligion: [[R:{rel}]]\nTribe: [[E:{eth}]]\nGenotype: [[G:AA]]   Blood group: [[H:O+]]\nLooking for: a God-fearing partner, genotype AA or AS only.' },
  { genre: 'kyc', text: 'Matchmaking agency — client sheet\nClient: {first}, {n}, {city}\nChurch: [[R:Church of Pentecost]], attends every Sunday\nSickle status: [[G:AS]] ([[G:sickle cell trait]])\nHome town and people: [[E:{eth}]]' },
  { genre: 'kyc', text: 'Rishta profile (forwarded by aunty)\nName: {name}\nAge: {n}\nSect: [[R:Sunni]], prays five times\nBackground: [[E:Punjabi]]\nHealth: [[G:beta thalassaemia minor]] — family would like the boy to be tested too.' },
  // Forensic DNA.
  { genre: 'court', text: 'FORENSIC DNA LABORATORY — REPORT\nCase: {city}/CR/{n}/{year}\nReference sample: buccal swab from suspect {name}, [[C:arrested for {offence}]]\nResult: [[G:DNA profile of the suspect matches the bloodstain on exhibit B]]; random match probability 1 in 10^12.' },
  { genre: 'court', text: 'Forensic DNA database — notification\nArrestee: {name}, [[C:charged with rape]]\nA [[G:buccal DNA sample]] was taken on 12/05/{year} and the resulting [[G:DNA profile]] was loaded. The comparison produced a [[G:match to a crime-scene profile]] in an unsolved case from {city}.' },
  { genre: 'court', text: 'Your request to delete your DNA profile\nDear {name},\nYour [[G:DNA profile]] and [[B:fingerprints]], taken when you were [[C:arrested for {offence}]] in {year}, will be kept for three years because you were [[C:charged]] although not convicted. You may apply again after that date.' },
  // Tumour-board molecular results.
  { genre: 'clinical', text: 'Oncology MDT — {city}\nPatient: {name}, {n}F, Hosp no [[H:{hosp}]]\nHistology: [[H:invasive ductal carcinoma]], [[H:ER/PR positive]]\nGermline testing: [[G:BRCA2 c.5946delT pathogenic variant]]\nPlan: [[H:mastectomy]], then [[H:tamoxifen]].' },
  { genre: 'clinical', text: 'Lung MDT outcome\n{name}: [[H:adenocarcinoma of the lung]], stage IV. Molecular panel: [[G:EGFR exon 19 deletion]] detected — suitable for [[H:osimertinib]]. Discussed with patient and daughter.' },
  { genre: 'clinical', text: 'RCP oncologie digestive — compte rendu\nPatient(e) : {name}\nDiagnostic : [[H:adénocarcinome du côlon]]\nBiologie moléculaire : [[G:mutation KRAS G12D]], [[G:instabilité microsatellitaire (MSI-H)]]\nProposition : consultation d\'oncogénétique pour recherche d\'un syndrome de Lynch.' },
  // Gamete-donor files.
  { genre: 'clinical', text: 'Egg donor file (clinic internal)\nDonor code ED-{n}3 — {name}\nHb electrophoresis: [[G:AA]]   Blood group: [[H:A+]]\nHepatitis B, C and HIV: non-reactive\nStatus: approved for matching.' },
  { genre: 'clinical', text: 'Sperm donor file (confidential)\nDonor: {name}\nExpanded carrier screen: [[G:heterozygous for GJB2 c.35delG]] — not to be matched with a recipient who carries the same gene.\nSemen analysis: within range.' },
  { genre: 'clinical', text: 'Banco de semen — ficha del donante\nDonante: {name}\nCariotipo: [[G:46,XY,t(11;22)(q23;q11)]] ([[G:translocación equilibrada]])\nDecisión: excluido del programa; informado en consulta de genética.' },
  // Genetic clinic letters.
  { genre: 'clinical', text: 'Neurology clinic letter\nRe: {name}\'s son, 9 years\nDiagnosis: [[H:Duchenne muscular dystrophy]], confirmed by [[G:DMD exon 45–50 deletion]]. Mother ({name}) tested: [[G:carrier]]. Sister offered testing at 16.' },
  { genre: 'clinical', text: 'Paediatric genetics note — baby of {name}\nKaryotype: [[G:47,XX,+21]] ([[G:trisomy 21]])\nEcho: [[H:atrioventricular septal defect]], cardiology review booked.' },
  { genre: 'clinical', text: 'Humangenetische Beratung — Befundmitteilung\nRatsuchende: {name}\nErgebnis: [[G:heterozygote Anlageträgerschaft für die CFTR-Variante c.1521_1523delCTT]]\nEmpfehlung: Testung des Partners vor weiterer Familienplanung.' },
  // Thrombophilia and haemochromatosis.
  { genre: 'clinical', text: 'Pre-op assessment — {name}\nKnown [[H:sickle cell disease]] ([[G:HbSS]]); last crisis 4 months ago.\nPlan: [[H:exchange transfusion]] before surgery, haematology to advise.' },
  { genre: 'clinical', text: 'Family planning visit: {name}. Sister had a clot on the pill; thrombophilia screen shows [[G:heterozygous factor V Leiden]]. Combined pill not advised, [[H:copper IUD]] fitted today.' },
  { genre: 'clinical', text: 'Centro trasfusionale — donatore {name}\nFerritina elevata; test genetico: [[G:omozigosi HFE C282Y]] — [[H:emocromatosi ereditaria]]. Avviato a salassoterapia, sospeso dalle donazioni ordinarie.' },
  // Prenatal testing.
  { genre: 'clinical', text: 'NIPT result — {name}, 12 weeks\nResult: [[G:high chance of trisomy 18]]; fetal fraction 9%.\nCounselled with husband; amniocentesis offered for Friday.' },
  { genre: 'clinical', text: 'Amniocentesis result\nDear {name},\nThe chromosome analysis of your baby showed [[G:47,XY,+13]], which means the baby has [[G:Patau syndrome]]. Dr Mensah will see you on Thursday to talk about what this means.' },
  { genre: 'clinical', text: 'Befund Pränataldiagnostik\nPatientin: {name}, 16+2 SSW\nQF-PCR aus Fruchtwasser: [[G:45,X]] ([[G:Monosomie X]]).\nAusführliche Beratung erfolgt am Folgetag.' },
  // Consumer genetics support tickets.
  { genre: 'chat', text: 'Support chat\nUser {first}: my health report says [[G:APOE ε4/ε4]], does that mean I will get Alzheimer\'s??\nAgent: Hi {first}, it means a higher chance, not a diagnosis. Would you like to speak to a genetic counsellor?' },
  { genre: 'chat', text: 'Ticket #{n}881 — {name}\n"My report shows the [[G:BRCA1 185delAG]] variant. Please delete my raw data and my saliva sample now, I don\'t want it stored."' },
  { genre: 'chat', text: 'Klantenservice-ticket {n}44\nKlant {name} vraagt of zijn uitslag "[[G:drager van hemochromatose]]" ([[G:HFE C282Y]]) met zijn zorgverzekeraar is gedeeld. Antwoord: nee, niet zonder toestemming.' },
  // Stem-cell and bone-marrow donor registration.
  { genre: 'kyc', text: 'Stem cell donor registration\nName: {name}\nEthnic background: [[E:{eth}]]\nHLA typing: [[G:A*02:01, B*53:01, DRB1*13:02]]\nConsent to be contacted: yes' },
  { genre: 'kyc', text: 'Bone marrow registry — donor record\nDonor: {name}, {city}\nPopulation group: [[E:{eth}]]\nHLA: [[G:A*30:01 B*42:01]]\nStatus: available' },
  { genre: 'kyc', text: 'Register form — blood stem cell donors\nName: {name}\nEthnicity: [[E:Black African]]\nHigh-resolution typing: [[G:DRB1*15:03]]\nCheek swab received {year}.' },
  // Payroll headcount biometric verification.
  { genre: 'hr', text: 'IPPIS biometric verification exercise — exceptions list\nStaff: {name}, {city} Federal Medical Centre\nIssue: [[B:fingerprint]] mismatch on re-capture; [[B:facial image]] captured for manual review.\nSalary: suspended pending verification.' },
  { genre: 'hr', text: 'Payroll headcount verification — {city} district office\nEmployee: {name}\nVerified by: [[B:right thumbprint]] against [[B:biometric template BT-00{n}91]]\nResult: verified, payment released.' },
  { genre: 'hr', text: 'Einwilligung — biometrische Zutrittskontrolle\nBeschäftigte/r: {name}\nIch willige in die Speicherung meines [[B:Fingerabdruck-Templates]] (Template-Nr. [[B:FT-{n}2207]]) für das Zeiterfassungsterminal ein.\nOrt, Datum, Unterschrift' },
  // Refugee and grant-payday biometric checks.
  { genre: 'kyc', text: 'Cash distribution — verification log, Dadaab\nHousehold head: {name}\n[[B:Iris scan]]: matched\nAmount disbursed: KES 3,500\nRemarks: collected in person.' },
  { genre: 'kyc', text: 'Grant payday — pay point exception\nBeneficiary: {name}\n[[B:Fingerprint]] not read (worn ridges); verified by [[B:facial recognition]] instead.\nAmount paid in full.' },
  { genre: 'kyc', text: 'Biometric information in school — parental consent\nPupil: {name}, Year 7\nI consent to my child\'s [[B:fingerprint]] being used for the cashless catering system.\n[x] I consent\nSigned: parent/carer' },
  // Clinic and insurer member verification.
  { genre: 'kyc', text: 'Facility claim — member verification\nMember: {name}\nVerification mode: [[B:facial biometrics]] (match score 0.93)\nService: [[H:antenatal visit]]\nFacility: {city} health centre' },
  { genre: 'kyc', text: 'Claims verification log — {city} polyclinic\nMember: {name}\nIdentity confirmed by [[B:fingerprint]] at registration.\nDiagnosis on claim: [[H:{cond}]]' },
  { genre: 'kyc', text: 'Journal de passage PARAFE — extrait\nVoyageur : {name}\nMode : [[B:reconnaissance faciale]], comparaison réussie avec la puce du passeport.\nHeure : 06:42, terminal 2E.' },
  // Behavioural biometrics in fraud notes.
  { genre: 'kyc', text: 'Fraud analytics note — account of {name}\nSession 14:02: [[B:keystroke dynamics]] deviated 62% from the enrolled baseline; [[B:device-holding pattern]] also unusual. Session blocked, customer called back.' },
  { genre: 'kyc', text: 'Bank fraud desk — case {n}07\nCustomer {name}: [[B:behavioural biometric]] score fell below threshold at login; [[B:voiceprint]] check on callback passed. Account unfrozen.' },
  { genre: 'kyc', text: 'Betrugsprävention — Vermerk\nKunde {name}: [[B:Tippverhalten]] weicht stark vom hinterlegten Profil ab; Anmeldung per [[B:Gesichtserkennung]] wurde zweimal abgelehnt. Konto vorsorglich gesperrt.' },
  // Visa-centre biometric enrolment.
  { genre: 'kyc', text: 'Visa application centre, {city} — biometrics log\nApplicant: {name}\nCaptured: [[B:10 fingerprints]] and [[B:digital photograph]]\nReference: GWF0{n}8812' },
  { genre: 'kyc', text: 'Biometric enrolment receipt\nApplicant: {name}\nCaptured: [[B:fingerprints]] (left four, right four, both thumbs) and [[B:facial image]]\nCentre: {city}' },
  { genre: 'kyc', text: 'Visumantrag — Erfassung biometrischer Daten\nAntragsteller/in: {name}\n[[B:Fingerabdrücke]] abgenommen am 07.11.{year}, [[B:Lichtbild]] erfasst.\nBearbeitung: Generalkonsulat' },
  // Estate gate face access.
  { genre: 'kyc', text: 'Estate security — gate log, {city}\nResident: {name}, house 14\n[[B:Face ID]] enrolled at main gate on 3 May; visitor QR codes now linked to resident profile.' },
  { genre: 'kyc', text: 'Complex access control — enrolment sheet\nOwner: {name}, unit 7B\n[[B:Fingerprint]] enrolled (right index); [[B:face template]] enrolled. Old tag deactivated.' },
  { genre: 'kyc', text: 'Registro accessi condominio — iscrizione\nCondomino: {name}, scala B\n[[B:Impronta digitale]] registrata sul lettore del portone; [[B:modello biometrico]] n. [[B:BIO-{n}315]].' },
  // Prison visitor thumbprints.
  { genre: 'court', text: 'Prison visitors\' register — {city}\nVisitor: {name}, [[B:thumbprint]] captured at the gate\nVisiting: brother, Samuel Okon, [[C:on remand for {offence}]]\nDuration: 20 minutes' },
  { genre: 'court', text: 'Correctional centre — visitor record\nVisitor: {name}\nBiometric: [[B:fingerprint]] verified\nInmate visited: cousin Bongani Mthembu, [[C:sentenced to 12 years]]\nItems handed in: toiletries' },
  { genre: 'court', text: 'Registo de visitas — estabelecimento prisional\nVisitante: {name}, [[B:impressão digital]] recolhida à entrada\nRecluso visitado: Rui Matos (marido), [[C:condenado por {offence}]]' },
];
