// Held-out set 28 of the special-category labelled set (issue 15). Written in session 21 by an author independent
// of the detector (the nineteenth such author): before writing it the author read only the issue, the `Template`
// type and the first templates of templates-dev.ts (mark syntax, category letters), slots.ts, generate.ts, the
// usage header of bench/special.ts, the generic part of test/bench/special-generate.test.ts (its set-27 block was
// read in set 27's diff, and the runner's output printed the titles of the other sets' blocks: marker words and
// shape checks only), the registration hunks of set 27's commit (bench/special.ts, generate.ts and the generator
// test, not its templates) and the header comments of templates-heldout24.ts, templates-heldout25.ts,
// templates-heldout26.ts and templates-heldout27.ts (their grain rule, followed here so the sets are comparable,
// and their registers, so this set reaches elsewhere; only the comment lines were printed, none of their
// templates). Set 27's header carries the figures of its single run and the classes it missed; the author read them
// there, as part of that header, before writing, and tried not to write towards or away from them. Some phrases
// here meet classes named there (an "IV fluids" and blood groups in health records, an "HIV test: non-reactive" in
// a negative, German genetic findings); they are what such records say, not chosen because of that header, but a
// reader may weigh them. The author did NOT read src/detect/special/, src/lexicon/, the statute packs'
// special-category entries, the README's issue-15 sections, test/detect/special/ or any earlier set's templates or
// data, and never ran the detector or the bench on this set. To be read once on the rules of session 21's round, do
// not tune on it. Slip: after the set was committed the author carelessly typed `npm run bench:special -- --help`
// with its output piped to nothing (meant only to look up the script's name); it was stopped by its process id
// after about four seconds. Nothing it printed was seen, no file changed, and `--set heldout28` was not given (by
// the usage header the default run leaves this set out); no figure of this set exists.
// Texts are the author's own, written from knowledge of real records and deliberately in registers the four
// previous headers do not name: antenatal and maternity cards (booking, Mutterpass, Family Origin Questionnaire),
// postnatal and health-visitor contacts, crisis-line and helpline call logs, pharmacy and chemist counter books,
// controlled-drug registers and emergency-contraception consultations, occupational-health management referrals and
// fitness feedback to employers, medical and travel insurance claim-adjuster notes, employment tribunal, labour
// court and industrial court judgments (disability, orientation, union detriment, race), addiction and
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
// Sabbath roster notes, recruit documentation and identity discs, police missing-person descriptions with IC codes,
// county ethnic audits, B-BBEE ownership lists, adoption matching, ID vetting committee minutes, ethnic welfare
// association membership, arrest registers, kito (entrapment) robbery statements, matchmaking intakes, pension
// nominations, Form F adoption assessments, custody disputes, partner-visa interviews, church discipline letters,
// union blacklist cards, union conference delegate lists, union welfare-loan and funeral-benefit claims, union
// resignation letters, union election results and union-rep chats, drug-court and rehabilitation-requirement
// reviews, electoral-offence lists and rulings, grievances over biometric clocks. Languages (those of set 27):
// English, Nigerian Pidgin, Hausa, Igbo, Yorùbá, Swahili, Ghanaian Pidgin, Twi, isiZulu (code-switched with
// English), isiXhosa and Sesotho (quoted words inside English notes), Afrikaans, French, German, Dutch, Italian,
// Spanish and Portuguese. Every person and number is fictional. The `genre` field keeps the six values of the
// `Template` type: cards, clinic, pharmacy, screening, genetics, donor and medical-fitness records are clinical;
// referrals, OH feedback, vetting, sick messages to a supervisor, union and payroll records, rosters and meal lists
// at work are hr; profiles, registrations, manifests, receipts, consents, enrolment and verification logs are kyc;
// judgments, court lists, licence decisions, monitoring, parole and police records are court; chats, phone-ins,
// helpline logs and support tickets are chat; reports, letters to the editor, notices, adverts, price lists and
// statistics are news.
// Templates are written in threes so that each text sits in a fitting jurisdiction: with two fills per template,
// the first of each three is filled for NG and KE (Pidgin, Hausa, Igbo, Yorùbá, Swahili), the second for GH and ZA
// (Twi, Ghanaian Pidgin, isiZulu, isiXhosa, Sesotho, Afrikaans), the third for the UK and the EU (French, German,
// Dutch, Italian, Spanish, Portuguese). The last eighteen threes are the negatives, eighteen in each pair.
// Read once on 64e1c8c, the session's start code (node --import tsx bench/special.ts --set heldout28 --verbose, the
// single run; the set was not changed after it): 564 texts, 108 negatives; span P / R per category: biometric
// 1.000 / 0.667, criminal record 0.909 / 0.625, genetic 0.818 / 0.474, health 0.843 / 0.569, political 1.000 /
// 0.520, race 0.938 / 0.577, religion 1.000 / 0.529, sexual orientation 1.000 / 0.870, trade union 1.000 / 0.526;
// all 0.907 / 0.583 (924 gold, 581 found); text P / R all 0.971 / 0.706 (political text R 0.500). Weakest: a party
// or union named bare as a list's heading or a field value (`Party: APC`, `CPP ward 62`, `Ortsverband CDU`, `NPP
// regalia`, `COSATU`, `RMT`) and union roles (shop steward, branch treasurer, organiser, Vertrauensperson); health
// words in plain clinical shorthand missed in whole notes (pre-eclampsia, nifedipine, asthma, epilepsy, appendicitis,
// lithium, heroin, obstetric figures `34/40`, `SSW 22+4`, `G2P1`, blood pressures) and in Swahili, German, Dutch,
// Italian, French and Spanish notes; sentences and disposals (community order, curfew, suspended sentence, release
// on licence, sursis, parole granted, caution for ...); HLA types, karyotypes, tumour variants (EGFR, KRAS, MSI-H);
// ethnic groups named bare (Luo, Hausa, Zulu, Ashanti, Tamil, Roma, police code IC3); religious practices and roles
// (halal, kosher, Umrah, weekly Mass, Lent fasting, imam, deaconess, meal code MOML); biometric modalities as field
// values and behavioural biometrics (keystroke dynamics, Tippverhalten). False alarms on the negatives and beside
// values: negative results (`RPR: non-reactive`, `HIV test: non-reactive`, `Hepatitis B: negative`), form headings
// (`Antenatal`, `Postnatal`, `thalassaemia` in a screening title), a date after LMP, "been arrested" and "guilty" in
// general text.
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
  { genre: 'clinical', text: 'Maternity case record\nMother: {name}, {n} yrs, {city}\nFolder no: [[H:{hosp}]]\nGestation today: [[H:31 weeks]]\nRPR: non-reactive\nBP [[H:150/100]] — [[H:pregnancy-induced hypertension]], started [[H:methyldopa]] 250 mg tds, review in 3 days.' },
  { genre: 'clinical', text: 'Antenatal booking — Family Origin Questionnaire (sickle cell and thalassaemia screening)\nWoman: {name}   Hospital no: [[H:{hosp}]]\nFamily origin, woman: [[E:Black Caribbean]]\nFamily origin, baby\'s father: [[E:Pakistani]]\nGestation at booking: [[H:9+3 weeks]]. Screening offered and accepted.' },
  // Antenatal follow-up.
  { genre: 'clinical', text: 'Kadi ya Kliniki ya Wajawazito\nJina: {name}\nUmri: miaka {n}\nUmri wa mimba: [[H:wiki 28]]\nShinikizo la damu: [[H:140/95]], [[H:kifafa cha mimba]] kinashukiwa — apewe rufaa.\nVVU: [[H:ana maambukizi]], anatumia [[H:dawa za ARV]].' },
  { genre: 'clinical', text: 'ANC visit, {city} polyclinic. Client {name} ({n}y), [[H:G2P1]], [[H:34/40]]. Complains of [[H:swollen feet]] and [[H:headache]] since morning. Urine: [[H:protein ++]]. Imp: [[H:pre-eclampsia]]. Given [[H:nifedipine]] 20 mg stat and referred. Husband informed.' },
  { genre: 'clinical', text: 'Mutterpass — Eintrag Vorsorgeuntersuchung\nName: {name}\nSchwangerschaftswoche: [[H:SSW 22+4]]\nBesonderheiten: [[H:Gestationsdiabetes]], [[H:Zustand nach Sectio]]\nTherapie: [[H:Insulin]] nach Schema\nBlutgruppe: [[H:0 Rh negativ]], Anti-D-Prophylaxe in SSW 28 geplant.' },
  // Crisis-line logs.
  { genre: 'chat', text: 'Helpline call log — 02:14\nCaller: {name}, {city}, calling about self.\nPresenting issue: [[H:suicidal thoughts]] since losing job in {year}; [[H:not sleeping]] for four nights.\nHistory: [[H:overdose]] two years ago.\nOutcome: safety plan agreed, caller consents to referral to the community psychiatric nurse.' },
  { genre: 'chat', text: 'Crisis line — shift log\n21:40 {first} (caller, {city}) — [[H:panic attacks]] daily, on [[H:sertraline]] from the clinic, ran out two weeks ago. Reports [[H:cutting]] on forearms last week; says "[[H:Andikwazi ukulala]]". Risk: medium. Callback booked 10:00.' },
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
  { genre: 'court', text: 'LABOUR COURT, {city} — JUDGMENT\n[15] The applicant, {name}, was diagnosed with [[H:{cond}]] in {year} and took [[H:{med}]], which made the applicant drowsy on the early shift. The respondent never considered reasonable accommodation.' },
  { genre: 'court', text: 'EMPLOYMENT TRIBUNALS\nClaimant: {name}   Respondent: Northgate Logistics Ltd\nJUDGMENT\n1. The claimant was at the material time a disabled person by reason of [[H:dyslexia]] and [[H:generalised anxiety disorder]].\n2. The complaint of failure to make reasonable adjustments succeeds.' },
  // Addiction and rehabilitation services.
  { genre: 'clinical', text: 'Rehab centre intake — {city}\nResident: {name}, {n} yrs\nSubstances: [[H:heroin]] (smoked), [[H:bhang]] since age 15\nHistory: [[H:withdrawal seizures]] in {year}\nPlan: detox with [[H:diazepam]] taper, then 90-day programme.' },
  { genre: 'clinical', text: 'Outpatient addiction group — attendance note\n{name} ({n}) attends three times a week. Primary substance: [[H:tik]] ([[H:methamphetamine]]). Urine today [[H:positive for methamphetamine]]. Discussed relapse triggers.' },
  { genre: 'clinical', text: 'Centro de Atención a las Adicciones — nota de seguimiento\nUsuario: {name}\nDiagnóstico: [[H:trastorno por consumo de alcohol]]. En tratamiento con [[H:naltrexona]]. Recaída el fin de semana; refiere [[H:temblores]] matutinos.' },
  // Doctors' letters excusing a person from court.
  { genre: 'clinical', text: 'MEDICAL REPORT TO THE HONOURABLE COURT\nRe: {name}\nThe above-named is under my care at this hospital (Hosp. No. [[H:{hosp}]]) for [[H:{cond}]] and is unfit to attend court for the next two weeks.\nSigned: Medical Officer' },
  { genre: 'clinical', text: 'To: The Clerk of the Magistrate\'s Court, {city}\nThis is to certify that I examined {name} today. The patient has [[H:acute gastroenteritis]] with [[H:dehydration]] and is on [[H:IV fluids]], and will not be able to attend the trial on Monday.' },
  { genre: 'clinical', text: 'Ärztliches Attest zur Vorlage bei Gericht\n{name} befindet sich seit dem 3. d. M. in meiner Behandlung wegen eines [[H:akuten Bandscheibenvorfalls]] und [[H:Bluthochdruck]]. Verhandlungsfähigkeit ist bis auf Weiteres nicht gegeben.' },
  // Health-insurer pre-authorisation, claim lines, housing priority.
  { genre: 'clinical', text: 'Pre-authorisation request\nMember: {name}\nProcedure: [[H:haemodialysis]] twice weekly\nDiagnosis: [[H:end-stage kidney disease]] (ICD-10 [[H:N18.6]])\nFacility: {city} renal unit' },
  { genre: 'clinical', text: 'Insurance claim form — line items\nMember: {name}\nDiagnosis: [[H:B54]] [[H:malaria, unspecified]]; [[H:J06.9]] [[H:acute upper respiratory infection]]\nMedicines: [[H:artemether-lumefantrine]], [[H:paracetamol]]\nTotal claimed: 86.40' },
  { genre: 'kyc', text: 'Housing medical priority form — Part B (applicant)\nName: {name}\nConditions: [[H:COPD]], on [[H:home oxygen]]; [[H:below-knee amputation]] (left), uses a [[H:wheelchair]] indoors.\nBedroom needed on: ground floor' },
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
  { genre: 'clinical', text: 'Health visitor contact — new birth visit\nMother: {name}. [[H:Third-degree tear]] at delivery, [[H:urinary incontinence]] since. Reports [[H:low mood]]; declined the mood questionnaire today, will revisit.' },
  // Controlled-drug registers.
  { genre: 'clinical', text: 'Controlled drugs register — [[H:morphine sulphate]] injection\nDate | Patient | Address | Prescriber | Qty\n12/04/{year} | {name} | {city} | Dr Okafor | 10 amps' },
  { genre: 'clinical', text: 'Schedule 6 register, {city} pharmacy\nPatient: {name}\nItem: [[H:methylphenidate]] ([[H:Ritalin]]) 10 mg, 60 tabs\nIndication on script: [[H:ADHD]]\nPrescriber: Dr N. Pillay' },
  { genre: 'clinical', text: 'Apotheek — afleverlijst Opiumwetmiddelen\nPatiënt: {name}\nMiddel: [[H:oxycodon]] 5 mg, 28 stuks\nIndicatie volgens voorschrijver: [[H:pijn na heupoperatie]]' },
  // Screening camps and letters.
  { genre: 'clinical', text: 'Free eye camp, {city} — surgery list, day 2\n{name}, {n} yrs: [[H:mature cataract]] right eye, [[H:small-incision cataract surgery]] done, eye pad on.' },
  { genre: 'clinical', text: 'Community screening day — {city} community hall\nParticipant: {name}, says "Ke na le [[H:lefu la tsoekere]] ho tloha {year}."\nBP: [[H:172/104]]   Random glucose: [[H:14.2 mmol/L]]\nAction: referred to clinic tomorrow; started [[H:hydrochlorothiazide]].' },
  { genre: 'clinical', text: 'Bowel screening programme\nDear {name},\nYour home test kit result was [[H:abnormal]]. We have booked you a [[H:colonoscopy]] at the {city} screening centre on 4 June. Please read the bowel preparation leaflet.' },
  // Aviation and pilot medicals (second).
  { genre: 'clinical', text: 'Class 1 aviation medical — examiner\'s remarks\nApplicant: {name}\nFindings: [[H:myopia]] both eyes, corrected to 6/6; [[H:raised BMI]].\nAssessment: fit, limitation VDL (shall wear corrective lenses).' },
  { genre: 'clinical', text: 'Aviation medical assessment — deferred\n{name}: recent [[H:kidney stone]] passed in {year}; CT shows a [[H:residual calculus]] in the left kidney. Deferred to the authority\'s medical assessor.' },
  { genre: 'clinical', text: 'Certificato medico aeronautico — annotazioni\nRichiedente: {name}\nAnamnesi: [[H:fibrillazione atriale parossistica]], in terapia con [[H:apixaban]].\nGiudizio: idoneità sospesa.' },
  // Matchmaking and marriage-bureau profiles.
  { genre: 'kyc', text: 'Marriage bureau profile #{n}0\nName: {name}, {n} yrs, {city}\nReligion: [[R:{rel}]]\nTribe: [[E:{eth}]]\nGenotype: [[G:AS]]   Blood group: [[H:O+]]\nLooking for: a God-fearing partner, genotype AA only.' },
  { genre: 'kyc', text: 'Matchmaking agency — client sheet\nClient: {first}, {n}, {city}\nChurch: [[R:Church of Pentecost]], attends every Sunday\nSickle status: [[G:AS]] ([[G:sickle cell trait]])\nHome town and people: [[E:{eth}]]' },
  { genre: 'kyc', text: 'Rishta profile (forwarded by aunty)\nName: {name}\nAge: {n}\nSect: [[R:Sunni]], prays five times\nBackground: [[E:Punjabi]]\nHealth: [[G:beta thalassaemia minor]] — family would like the boy to be tested too.' },
  // Forensic DNA.
  { genre: 'court', text: 'FORENSIC DNA LABORATORY — REPORT\nCase: {city}/CR/{n}/{year}\nReference sample: buccal swab from suspect {name}, [[C:arrested for {offence}]]\nResult: [[G:full DNA profile match]] with the bloodstain on exhibit B; random match probability 1 in 10^12.' },
  { genre: 'court', text: 'Forensic DNA database — notification\nArrestee: {name}, [[C:charged with rape]]\nA [[G:buccal DNA sample]] was taken on 12/05/{year} and the resulting [[G:DNA profile]] was loaded. The comparison produced a [[G:match to a crime-scene profile]] in an unsolved case from {city}.' },
  { genre: 'court', text: 'Your request to delete your DNA profile\nDear {name},\nYour [[G:DNA profile]] and [[B:fingerprints]], taken when you were [[C:arrested for {offence}]] in {year}, will be kept for three years because you were [[C:charged]] although not convicted. You may apply again after that date.' },
  // Tumour-board molecular results.
  { genre: 'clinical', text: 'Oncology MDT — {city}\nPatient: {name}, {n}F, Hosp no [[H:{hosp}]]\nHistology: [[H:invasive ductal carcinoma]], [[H:ER/PR positive]]\nGermline testing: [[G:BRCA2 c.5946delT pathogenic variant]]\nPlan: [[H:mastectomy]], then [[H:tamoxifen]].' },
  { genre: 'clinical', text: 'Lung MDT outcome\n{name}: [[H:adenocarcinoma of the lung]], [[H:stage IV]]. Molecular panel: [[G:EGFR exon 19 deletion]] detected — suitable for [[H:osimertinib]]. Discussed with patient and daughter.' },
  { genre: 'clinical', text: 'RCP oncologie digestive — compte rendu\nPatient(e) : {name}\nDiagnostic : [[H:adénocarcinome du côlon]]\nBiologie moléculaire : [[G:mutation KRAS G12D]], [[G:instabilité microsatellitaire (MSI-H)]]\nProposition : consultation d\'oncogénétique pour recherche d\'un syndrome de Lynch.' },
  // Gamete-donor files.
  { genre: 'clinical', text: 'Egg donor file (clinic internal)\nDonor code ED-{n}3 — {name}\nHb electrophoresis: [[G:AS]]   Blood group: [[H:A+]]\nHepatitis B, C and HIV: non-reactive\nStatus: approved; match only with recipients whose partner is AA.' },
  { genre: 'clinical', text: 'Sperm donor file (confidential)\nDonor: {name}\nExpanded carrier screen: [[G:heterozygous for GJB2 c.35delG]] — not to be matched with a recipient who carries the same gene.\nSemen analysis: within range.' },
  { genre: 'clinical', text: 'Banco de semen — ficha del donante\nDonante: {name}\nCariotipo: [[G:46,XY,t(11;22)(q23;q11)]] ([[G:translocación equilibrada]])\nDecisión: excluido del programa; informado en consulta de genética.' },
  // Genetic clinic letters.
  { genre: 'clinical', text: 'Neurology clinic letter\nRe: {name}\'s son, 9 years\nDiagnosis: [[H:Duchenne muscular dystrophy]], confirmed by [[G:DMD exon 45–50 deletion]]. Mother ({name}) tested: [[G:carrier]]. Sister offered testing at 16.' },
  { genre: 'clinical', text: 'Paediatric genetics note — baby of {name}\nKaryotype: [[G:47,XX,+21]] ([[G:trisomy 21]])\nEcho: [[H:atrioventricular septal defect]], cardiology review booked.' },
  { genre: 'clinical', text: 'Humangenetische Beratung — Befundmitteilung\nRatsuchende: {name}\nErgebnis: [[G:heterozygote Anlageträgerschaft für die CFTR-Variante c.1521_1523delCTT]]\nEmpfehlung: Testung des Partners vor weiterer Familienplanung.' },
  // Thrombophilia and haemochromatosis.
  { genre: 'clinical', text: 'Pre-op assessment — {name}\nKnown [[H:sickle cell disease]] ([[G:HbSS]]); [[H:painful crisis]] 4 months ago.\nPlan: [[H:exchange transfusion]] before surgery, haematology to advise.' },
  { genre: 'clinical', text: 'Family planning visit: {name}. Sister had a [[H:blood clot]] on the pill; thrombophilia screen shows [[G:heterozygous factor V Leiden]]. Combined pill not advised, [[H:copper IUD]] fitted today.' },
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
  { genre: 'kyc', text: 'Biometric information in school — parental consent\nPupil: {name}, Year 7\nI consent to my child\'s [[B:fingerprint]] being used for the cashless catering system.\n[x] I consent\nSigned: parent/carer\nFor school use: [[B:finger template]] registered 09/09/{year}' },
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
  // Magistrates' cause lists and court registers.
  { genre: 'court', text: 'CHIEF MAGISTRATE\'S COURT II, {city} — CAUSE LIST, MONDAY\n1. COP v {name} — [[C:stealing]] — mention\n2. COP v Joseph Kariuki — [[C:creating disturbance]] — hearing\n3. COP v Halima Yusuf — [[C:obtaining by false pretences]] — plea' },
  { genre: 'court', text: 'District court roll, {city}\nThe State v {name} — [[C:housebreaking with intent to steal and theft]]. Postponed for further investigation; accused [[C:remanded in custody]].\nThe State v Kojo Badu — [[C:possession of dagga]]. Withdrawn.' },
  { genre: 'court', text: 'Magistrates\' court register — extract\nDefendant: {name}\nOffence: [[C:{offence}]]\nPlea: guilty\nOutcome: [[C:fine £400]], [[C:disqualified from driving for 18 months]], costs £85' },
  // Court reporting.
  { genre: 'news', text: 'COURT: A {city} magistrate on Tuesday [[C:remanded]] {name}, {n}, [[C:accused of {offence}]], in a correctional facility pending bail application. The prosecution said the offence was committed in {year}.' },
  { genre: 'news', text: 'Hofverslag: {name} ({n}) is gister in die streekhof in {city} [[C:skuldig bevind aan bedrog]] en [[C:tot vyf jaar gevangenisstraf gevonnis]]. Twee jaar is opgeskort.' },
  { genre: 'news', text: 'Cronaca giudiziaria — {city}\n{name}, {n} anni, è stato [[C:condannato a due anni e quattro mesi]] per [[C:furto aggravato]] dal tribunale; la difesa annuncia appello.' },
  // Community service, correctional supervision, electronic monitoring.
  { genre: 'court', text: 'Community service order — attendance sheet, {city} sub-county\nOffender: {name}\nOrder: [[C:community service, 3 months, for {offence}]]\nPlacement: dispensary compound\nHours this week: 6' },
  { genre: 'court', text: 'Correctional supervision — monitoring log\nProbationer: {name}\nConditions: [[C:house arrest]] 18:00–06:00 under [[C:correctional supervision]] for three years\nVisit 21:30: present at the address.' },
  { genre: 'court', text: 'Electronic monitoring — installation record\nSubject: {name}\nOrder: [[C:curfew requirement]] 19:00–07:00 as part of a [[C:community order]] made at {city} Crown Court\nDevice: ankle tag fitted, home unit installed.' },
  // Security-industry licence refusals.
  { genre: 'court', text: 'PRIVATE SECURITY REGULATORY AUTHORITY\nApplication by {name} for a guard licence\nDecision: refused. The police clearance shows a [[C:conviction for {offence}]] in {year}.' },
  { genre: 'court', text: 'Application for registration as a security officer — {name}\nThe criminal record check returned [[C:{offence}]] ({year}), [[C:suspended sentence]]. Registration cannot be approved at this stage; you may make representations within 30 days.' },
  { genre: 'court', text: 'Licence decision — door supervisor\nApplicant: {name}\nWe are minded to refuse because of a [[C:caution for possession of a bladed article]] in {year}. You may send us information within 21 days.' },
  // Background-check vendor and tenant-referencing reports.
  { genre: 'hr', text: 'Background check report — candidate {name}\nIdentity: verified\nCriminal record check: [[C:record found — {offence}, {year}]]\nEducation: verified\nEmployment history: 2 of 3 verified' },
  { genre: 'hr', text: 'Pre-employment screening — {name}\nCriminal: [[C:shoplifting]] ({year}), [[C:fine of R1 500]]\nCredit: 1 judgment\nQualification: matric verified' },
  { genre: 'kyc', text: 'Tenant referencing report\nApplicant: {name}\nCCJs: none\nUnspent convictions declared: [[C:{offence}]] ({year}), [[C:suspended sentence]]\nRecommendation: guarantor required' },
  // Banning orders, extradition, arraignment.
  { genre: 'news', text: 'The anti-graft agency on Monday arraigned {name} before the Federal High Court in {city} on a [[C:12-count charge of money laundering]]. The accused pleaded not guilty and was [[C:remanded]].' },
  { genre: 'court', text: 'Extradition hearing — note of proceedings\nRequested person: {name}\nRequesting state seeks surrender for [[C:{offence}]]; the requested person was [[C:arrested on a provisional warrant]] on 2 March.' },
  { genre: 'court', text: 'Football banning order — notice to the club\nName: {name}\nA [[C:football banning order]] for three years was made on [[C:conviction for violent disorder]] at {city} magistrates\' court. Passport to be surrendered before away internationals.' },
  // Parole and prerogative of mercy.
  { genre: 'court', text: 'Advisory Committee on the Prerogative of Mercy — recommended list\n4. {name}, [[C:serving life imprisonment for {offence}]], 19 years served, good conduct, recommended for release.' },
  { genre: 'court', text: 'Parole board decision\nOffender: {name}\n[[C:Sentenced to 15 years for {offence}]] in {year}. [[C:Parole granted]] from 1 July, subject to reporting to the community corrections office weekly.' },
  { genre: 'court', text: 'Parole Board — decision summary\nMr/Ms {name} is serving an [[C:extended sentence]] for [[C:{offence}]]. The panel directs [[C:release on licence]] with a [[C:curfew]] and an exclusion zone.' },
  // Visa interview notes: criminal history.
  { genre: 'court', text: 'Visa interview notes\nApplicant: {name}\nQ: Have you ever been arrested? A: Yes, [[C:arrested in {year} for {offence}]], case later withdrawn.\nOfficer comment: refer for further checks.' },
  { genre: 'court', text: 'Interview record — work visa\n{name} declared a [[C:conviction for {offence}]] ({year}) and a [[C:fine]]. Police certificate from {city} attached.' },
  { genre: 'court', text: 'Entretien consulaire — notes de l\'agent\nDemandeur : {name}\nAntécédents déclarés : [[C:condamnation pour {offence}]] en {year}, [[C:sursis]].\nAvis : dossier transmis pour vérification.' },
  // Party ward congress and delegate lists.
  { genre: 'kyc', text: 'Party: [[P:{party}]]\nWard congress — accredited delegates, {city} ward 4\n1. {name} — ward chairman\n2. Musa Garba — ward secretary\n3. Ruth Adebayo — women leader' },
  { genre: 'kyc', text: 'Branch general meeting — attendance register\n[[P:{party}]] ward 62, {city}\n{name} — elected branch secretary\nQuorum: yes' },
  { genre: 'kyc', text: 'Ortsverband [[P:{party}]] {city} — Mitgliederliste (Auszug)\n{name}, Mitglied seit {year}, Beitrag bezahlt\nFunktion: Beisitzer/in im Vorstand' },
  // Party letters of recommendation; registers of interests.
  { genre: 'news', text: 'TO WHOM IT MAY CONCERN\nThis is to confirm that {name} is a bona fide and financial member of the [[P:{party}]] in {city} ward and a loyal party person. Kindly assist.\nWard Chairman' },
  { genre: 'hr', text: 'Nomination for district chief executive — supporting letter\n{name} has been the [[P:{party}]] constituency organiser since {year} and led the campaign in {city}.' },
  { genre: 'news', text: 'Register of members\' interests — Councillor {name} ([[P:{party}]])\nEmployment: part-time lecturer\nLand: own home in {city}\nGifts: none over £50' },
  // Social-media vetting reports.
  { genre: 'hr', text: 'Social media screening — candidate {name}\nFindings: posts daily in support of the [[P:{party}]]; profile names him "[[P:{party} youth coordinator]]"; no hate speech found.' },
  { genre: 'hr', text: 'Vetting note — {name}\nFacebook photos show the candidate in [[P:{party}]] regalia at rallies in {city}; no adverse content otherwise.' },
  { genre: 'hr', text: 'Informe de cribado de redes sociales\nCandidato/a: {name}\nHallazgos: afiliado/a a [[P:{party}]], comparte propaganda electoral del partido; sin contenido ofensivo.' },
  // Radio phone-ins and letters to the editor.
  { genre: 'chat', text: 'Radio phone-in, morning show\nCaller {first} from {city}: "Me I be [[P:{party}]] member since {year}, but this time dem no go get my vote if dem no fix road."' },
  { genre: 'chat', text: 'Call-in transcript (Twi): "Me din de {first}, mefiri {city}. Meyɛ [[P:{party}]] kuo no mu nipa, na mepɛ sɛ meka sɛ nnipa no abrɛ."' },
  { genre: 'news', text: 'LETTERS\nSir — As a [[P:{party}]] member for thirty years, I can no longer defend the leadership\'s stance on the bypass.\n{name}, {city}' },
  // Partisan-activity queries to civil servants.
  { genre: 'hr', text: 'QUERY\nTo: {name}, Senior Clerical Officer\nIt was observed that you attended a [[P:{party}]] rally in {city} on Saturday wearing party uniform, contrary to the Public Service Rules. Explain within 48 hours.' },
  { genre: 'hr', text: 'Disciplinary notice — {name}, teacher\nYou addressed a [[P:{party}]] campaign rally during school hours on 14 October. A hearing is set for 2 November.' },
  { genre: 'hr', text: 'Anhörung — Verstoß gegen das Mäßigungsgebot\nBeamte/r {name} hat im Dienstgebäude Flugblätter der [[P:{party}]] verteilt und sich als deren Kandidat/in für den Stadtrat bezeichnet.' },
  // Party dues receipts and payment confirmations.
  { genre: 'kyc', text: 'RECEIPT No. {n}45\n[[P:{party}]] — {city} chapter\nReceived from {name} the sum of 5,000 being annual membership dues for {year}.\nSigned: Treasurer' },
  { genre: 'kyc', text: 'Payment received for GHS 200.00 from {name}. Transaction: [[P:{party}]] constituency dues. Your new balance is GHS 84.10.' },
  { genre: 'kyc', text: 'Standing order confirmation\nPayer: {name}\nPayee: [[P:{party}]] — membership subscription\nAmount: £10.00 monthly from 1 March' },
  // Visa interviews: political profile.
  { genre: 'court', text: 'Embassy interview notes — {name}\nApplicant states he was a [[P:{party}]] ward agent in the {year} elections and fears reprisals if returned to {city}.' },
  { genre: 'court', text: 'Interview record — {name}\nSays she is the [[P:{party}]] women\'s organiser for her branch and travels to attend a party school abroad.' },
  { genre: 'court', text: 'Notas de la entrevista — {name}\nDeclara ser militante de [[P:{party}]] desde {year} y haber sido concejal suplente en {city}.' },
  // Special-meal lists by named guest.
  { genre: 'hr', text: 'Wedding reception — special meals list\nTable 4: {name} — [[R:halal]]\nTable 6: Mrs Ruth Adeyemi — [[R:fasting (Lent)]], fruit only\nTable 9: Mr Ibe — vegetarian\nTable 11: Alhaji Sani Bello — [[R:halal]]' },
  { genre: 'hr', text: 'Conference catering — dietary requirements\n{name} — [[R:kosher]]\nThabo Mabena — vegetarian\nAyesha Karim — [[R:halal]]\nLwazi Dube — no nuts ([[H:nut allergy]])' },
  { genre: 'kyc', text: 'PNR remarks — booking ref QX7R2L\n1.{name}\nSSR [[R:MOML]] YY HK1 /P1\nSSR [[H:WCHR]] YY HK1 /P1\nOSI passenger travelling with own [[H:CPAP machine]]' },
  // Hajj manifests and pilgrimages.
  { genre: 'kyc', text: 'Hukumar Alhazai — jerin sunayen maniyyata, jirgi na 3\nKujera 14C: {name}, fasfo A0{n}4411, shiyyar {city}\nMatsayi: [[R:maniyyaci (aikin Hajji)]], an duba katin allura\nMuharrami: mijinta, kujera 14D' },
  { genre: 'kyc', text: 'Umrah group list — departure 12 Ramadan\n7. {name} — [[R:Umrah]] package B, room shared with sister\n8. Abdul-Rahman Iddrisu — [[R:Umrah]] package B' },
  { genre: 'kyc', text: 'Pèlerinage diocésain à Lourdes — liste des malades accompagnés\n{name} : inscrit(e) au [[R:pèlerinage diocésain]], [[H:sclérose en plaques]], se déplace en [[H:fauteuil roulant]]. Hébergement : accueil Notre-Dame.' },
  // Faith-school and mission-school admission forms.
  { genre: 'kyc', text: 'Mission school admission — nkwupụta nne ma ọ bụ nna\nMụ onwe m, {name}, na-ekwupụta na abụ m [[R:{rel}]], na ezinụlọ anyị na-efe ofufe na [[R:chọọchị Anglican]] dị na {city}. Ana m anabata iwu ụlọ akwụkwọ gbasara ekpere ụtụtụ.' },
  { genre: 'kyc', text: 'Aansoek om toelating — gegewens van ouer\nOuer: {name}\nKerkverband: [[R:NG Kerk]], gemeente {city}-Oos\nLidmaat sedert: {year}' },
  { genre: 'kyc', text: 'Supplementary Information Form — St Mary\'s Catholic Primary\nChild\'s parent: {name}\nChild baptised [[R:Catholic]]: yes (certificate attached)\nParish attended: St Joseph\'s, {city} — [[R:weekly Mass]]\nPriest\'s signature: Fr D. Byrne' },
  // Church-exit certificates and conversion affidavits.
  { genre: 'court', text: 'AFFIDAVIT OF CHANGE OF NAME\nI, {name}, of {city}, make oath and state:\n1. That I was born a [[R:Muslim]] and have since [[R:converted to Christianity]].\n2. That I now wish to be known as Grace, and all documents should bear that name.' },
  { genre: 'court', text: 'Statutory declaration — change of name\nI, {name}, declare that on embracing [[R:Islam]] in {year} I took the name Aminah, and I renounce the use of my former first name.' },
  { genre: 'kyc', text: 'Bescheinigung über den Kirchenaustritt\n{name}, wohnhaft in {city}, ist mit Wirkung vom 14.03.{year} aus der [[R:römisch-katholischen Kirche]] ausgetreten. Die Kirchensteuerpflicht endet mit Ablauf des Monats.' },
  // Prayer-room bookings, fasting and Sabbath roster notes.
  { genre: 'hr', text: 'Prayer room booking — Friday\n{name} (third floor, finance) — [[R:Jumu\'ah]] 13:00–13:45\nNote: please leave the mats folded.' },
  { genre: 'hr', text: 'Roster note: {name} asked to finish at 17:30 this month while [[R:fasting for Ramadan]], so she can break her fast at home. Approved by shift lead.' },
  { genre: 'hr', text: 'Shift-swap request\nEmployee: {name}\nReason: [[R:Shabbat]] observance — cannot work Friday evening or Saturday before 18:00.\nSwap agreed with D. Clarke.' },
  // Visa interviews: religious purpose.
  { genre: 'court', text: 'Visa interview notes — {name}\nPurpose: to attend the [[R:Redeemed Christian Church of God]] convention abroad; applicant is a [[R:deaconess]] in her parish in {city}. Letter of invitation seen.' },
  { genre: 'court', text: 'Religious worker visa — interview\nApplicant {name} states he is an [[R:ordained Anglican priest]] and will serve a parish for two years.' },
  { genre: 'court', text: 'Entretien consulaire — notes\n{name} déclare être [[R:imam]] bénévole de sa communauté à {city} et se rendre à une formation religieuse.' },
  // Recruit documentation and identity discs.
  { genre: 'hr', text: 'Recruit documentation form\nName: {name}\nReligion: [[R:{rel}]]\nNext of kin: mother\nBlood group: [[H:AB+]]\nAllergies: nil' },
  { genre: 'hr', text: 'Identity disc details — {name}\nService no.: {n}88120\nBlood group: [[H:A NEG]]\nReligion: [[R:RC]]' },
  { genre: 'hr', text: 'Service record — personal details\nName: {name}\nReligious denomination: [[R:Church of England]]\nDietary needs: none\nNext of kin: spouse' },
  // Police missing-person descriptions.
  { genre: 'court', text: 'MISSING PERSON — police notice\n{name}, {n}, last seen in {city} on Friday. Described as [[E:{eth}]] by origin, dark complexion, wearing a blue kanzu. Has [[H:epilepsy]] and needs [[H:carbamazepine]] daily.' },
  { genre: 'court', text: 'Missing person report — {city} police station\nName: {name}\nRace: [[E:Black]]   Sex: F   Age: {n}\nLast seen wearing school uniform. Mother states she is on [[H:ARVs]].' },
  { genre: 'court', text: 'Missing person — {name}, {n}\nDescription: [[E:IC3]] female, 5\'4", slim build\nSelf-defined ethnicity: [[E:Black British]]\nVulnerabilities: [[H:type 1 diabetes]], no insulin with her.' },
  // Ethnic audits, B-BBEE lists, adoption matching.
  { genre: 'hr', text: 'County public service — ethnic audit extract\nPF No. | Name | Ethnicity | Department\n{n}112 | {name} | [[E:{eth}]] | Health\n{n}113 | Omar Abdi | [[E:Somali]] | Water' },
  { genre: 'hr', text: 'B-BBEE verification — ownership schedule\nShareholder: {name}, 25%\nPopulation group: [[E:African]]\nGender: female' },
  { genre: 'kyc', text: 'Adoption matching panel — adopter profile\nProspective adopter: {name}\nHeritage: [[E:mixed White and Black Caribbean]]\nFaith: [[R:Methodist]]\nChildren in household: none' },
  // ID vetting minutes and ethnic welfare associations.
  { genre: 'kyc', text: 'ID vetting committee — minutes, {city}\nApplicant: {name}\nClaims to be [[E:Borana]] of the [[E:Karayu]] clan; two elders confirmed the lineage. Recommended for registration.' },
  { genre: 'kyc', text: 'Hometown association — membership form\nName: {name}\nPeople: [[E:{eth}]]\nBranch: {city}\nAnnual dues paid: yes' },
  { genre: 'kyc', text: '[[E:{eth}]] community association, {city} — membership form\nName: {name}\nHousehold members: 4\nInterested in: youth football, elders\' lunch' },
  // Arrest and custody registers with ethnicity.
  { genre: 'court', text: 'Arrest register — {city} police station\nName: {name}\nTribe: [[E:{eth}]]\nAge: {n}\nOffence: [[C:{offence}]]\nDisposal: [[C:released on police bond]]' },
  { genre: 'court', text: 'Cell register — {city}\nDetainee: {name}\nRace: [[E:Black]]\nReason: [[C:arrested for {offence}]]\nInjuries on arrival: [[H:laceration to left eyebrow]]' },
  { genre: 'court', text: 'Custody record — detained person\nName: {name}\nOfficer-defined ethnicity: [[E:IC4]]\nReason for arrest: [[C:suspicion of {offence}]]\nMedication in property: [[H:salbutamol inhaler]]' },
  // Kito robbery statements, helpline logs.
  { genre: 'court', text: 'STATEMENT OF COMPLAINANT\nI, {name}, state that on Saturday I went to meet a man I had been chatting with on a dating app for [[S:gay]] men. Four men attacked me, took my phone and money, and threatened to tell my family I am [[S:gay]].' },
  { genre: 'chat', text: 'LGBTI helpline — call log\nCaller {first}, {city}: [[S:lesbian]], neighbours have been shouting insults and threw stones at her gate. Wants legal help. Referred to paralegal.' },
  { genre: 'chat', text: 'Helpline log, 23:10\n{first} ({n}), [[S:gay]], his partner of twelve years died last month; not out at work so no compassionate leave. Listened, gave bereavement group details.' },
  // Matchmaking intakes.
  { genre: 'chat', text: 'Counselling intake — {city}\nClient: {name}\nPresenting: came out as [[S:{orient}]] to parents in {year} and was chased from home; sleeping at a friend\'s place.' },
  { genre: 'kyc', text: 'Matchmaking agency — intake form\nClient: {name}, {n}, {city}\nOrientation: [[S:{orient}]]\nLooking for: long-term partner, 30–45, non-smoker' },
  { genre: 'kyc', text: 'Partnervermittlung — Profilbogen\nName: {name}, {n}\nOrientierung: [[S:bisexuell]]\nSucht: feste Beziehung, gern Wandern und Kochen' },
  // Pension nominations, adoption assessments, custody disputes.
  { genre: 'court', text: 'In the matter of the custody of two minors\nThe father, {name}, alleges that the mother is in a [[S:lesbian relationship]] and asks for custody; the court notes this is not a ground on its own.' },
  { genre: 'hr', text: 'Pension fund — beneficiary nomination\nMember: {name}\nNominee: Sipho Mahlangu\nRelationship: [[S:same-sex life partner]]\nShare: 100%' },
  { genre: 'hr', text: 'Expression of wish form\nMember: {name}\nNominee: David Rees\nRelationship to member: [[S:same-sex spouse]]\nPercentage: 100' },
  // Employment judgments: orientation.
  { genre: 'court', text: 'ELRC judgment — excerpt\n[22] The claimant, {name}, testified that after a colleague told the manager that the claimant was [[S:gay]], the claimant was moved to the night shift and dismissed a month later.' },
  { genre: 'court', text: 'Arbitration award\n[9] The applicant, {name}, is openly [[S:{orient}]]. The supervisor\'s remarks about her partner at the staff braai were made in front of other staff.' },
  { genre: 'court', text: 'EMPLOYMENT TRIBUNALS — Reasons\n4. The claimant, {name}, is [[S:{orient}]]. From June the claimant was referred to by a nickname relating to sexual orientation.' },
  // Partner-visa interviews.
  { genre: 'court', text: 'Embassy interview — {name}\nApplicant travelling to join her [[S:female partner]], with whom she has lived abroad since {year}. Photographs and joint tenancy provided.' },
  { genre: 'court', text: 'Spousal visa application — {name}\nApplicant entered a [[S:same-sex marriage]] in {city} in {year}; marriage certificate and joint account statements attached.' },
  { genre: 'court', text: 'Partner visa interview notes\nApplicant {name} and sponsor have been in a [[S:same-sex relationship]] since {year}; they met at university in {city}.' },
  // Gossip blogs, church discipline, complaints.
  { genre: 'news', text: 'Screenshot exhibit 3 (blog post): "{name} don finally confirm say him be [[S:gay]] o, see the photos with him boyfriend for {city}"' },
  { genre: 'chat', text: 'Dear {name},\nFollowing reports that you are in a [[S:same-sex relationship]], the elders have suspended you from the choir and from your role as a [[R:Sunday school teacher]] pending a meeting.' },
  { genre: 'news', text: 'Beschwerde an die Schulleitung: Lehrkraft {name} lebe [[S:in einer gleichgeschlechtlichen Partnerschaft]] und solle daher keinen Sexualkundeunterricht geben. Die Schulleitung wies die Beschwerde zurück.' },
  // Union blacklist and placement notes.
  { genre: 'hr', text: 'CONFIDENTIAL — staff assessment memo\n{name} is the [[U:{union}]] [[U:branch chairman]] and has led two work-to-rule actions. Not recommended for the supervisor post at this time.' },
  { genre: 'hr', text: 'Labour broker placement note: do not place {name} at the {city} warehouse again — client says he is a [[U:{union}]] [[U:organiser]] and signed up half the night shift.' },
  { genre: 'hr', text: 'Index card (from seized blacklist files)\n{name}, electrician, {city}\n"[[U:{union}]] [[U:shop steward]] on the hospital site; stopped the job over scaffolding. Do not employ."' },
  // Union conference delegate lists.
  { genre: 'hr', text: '[[U:{union}]] National Delegates Conference — {city} branch delegates\n1. {name} — [[U:branch secretary]]\n2. Peter Ouma — [[U:branch treasurer]]\n3. Mary Achola — women\'s wing' },
  { genre: 'hr', text: '[[U:{union}]] regional congress — accreditation list\n{name}, [[U:shop steward]], {city} local\nCredential no. {n}61, voting delegate' },
  { genre: 'hr', text: '[[U:{union}]] — Delegierte zur Bezirkskonferenz {year}\n{name}, [[U:Vertrauensperson]] im Betrieb {city}\nStellvertretung: Jens Albrecht' },
  // Union welfare loans, funeral benefits, courses.
  { genre: 'kyc', text: '[[U:{union}]] welfare loan application\nMember: {name}\nStation: {city}\nAmount requested: 60,000, repayable over 12 months by check-off\nPurpose: school fees' },
  { genre: 'kyc', text: 'Funeral benefit claim — [[U:{union}]]\nMember: {name}, {city} branch\nDeceased: mother\nAmount claimed: R7 500\nBranch stamp and signature attached' },
  { genre: 'kyc', text: '[[U:{union}]] course enrolment — workplace reps stage 1\nName: {name}\nRole: [[U:union learning rep]]\nEmployer agreed paid release: yes' },
  // Judgments: union detriment.
  { genre: 'court', text: 'JUDGMENT (excerpt)\n[14] The claimant, {name}, was the [[U:{union}]] [[U:chapter chairman]] at the hospital. Two weeks after he led the strike he was transferred to a rural posting; the court finds the transfer was victimisation.' },
  { genre: 'court', text: 'Labour Court — judgment\n[6] The applicant, a [[U:{union}]] [[U:shop steward]], was dismissed after the protected strike. {name} testified that the manager said the union would not save anyone.' },
  { genre: 'court', text: 'EMPLOYMENT TRIBUNAL — detriment on grounds of trade union activities\nClaimant {name} was the [[U:{union}]] [[U:health and safety representative]]; his overtime was withdrawn after he raised the fume complaint.' },
  // Union resignation and membership forms.
  { genre: 'hr', text: 'Membership transfer form\nMember: {name}\nFrom: [[U:{union}]], {city} branch\nTo: head office branch\nReason: redeployment' },
  { genre: 'hr', text: 'To the Branch Secretary\nI, {name}, hereby resign my membership of [[U:{union}]] with effect from the end of this month. Please stop the deduction from my salary.' },
  { genre: 'hr', text: 'Bulletin d\'adhésion — [[U:{union}]]\nNom : {name}\nEntreprise : site de {city}\nMandat : [[U:délégué syndical]]\nCotisation : prélèvement mensuel' },
  // Union-rep chats.
  { genre: 'chat', text: 'Ẹ sọ fún {first} pé ìpàdé [[U:{union}]] ni ọjọ́ Ẹtì ní agogo mẹ́rin. Òun ni [[U:akápò ẹ̀ka]] wa, ó gbọ́dọ̀ mú ìwé owó wá.' },
  { genre: 'chat', text: 'WhatsApp: "{first}, usengu-[[U:shop steward]] we-[[U:{union}]] ku-night shift? UMphathi uthi i-roster entsha isiqediwe."' },
  { genre: 'chat', text: 'Slack DM, 09:12\nhey {first}, as our [[U:{union}]] rep could you come with me to the grievance meeting on Thursday?' },
  // Union election results.
  { genre: 'news', text: '[[U:{union}]] {city} branch — election results\nChairman: {name}\nSecretary: Grace Wekesa\nTreasurer: Yusuf Abdullahi\nAll elected unopposed.' },
  { genre: 'news', text: 'Notice: the [[U:{union}]] {city} region has elected {name} as [[U:regional chairperson]] for the next three years.' },
  { genre: 'news', text: 'Wahlergebnis — [[U:{union}]] Betriebsgruppe {city}\nVorsitz: {name}\nStellvertretung: Tanja Weiß\nKassierer: Uwe Brandt' },
  // Race discrimination judgments.
  { genre: 'court', text: 'NCIC complaint — summary\nComplainant {name}, who is [[E:{eth}]], says a supervisor told him that people of his community would not be promoted in the {city} office.' },
  { genre: 'court', text: 'Equality Court — judgment excerpt\n[5] The complainant, {name}, who is [[E:{eth}]], was told by the letting agent that the flat was "not for your people". The respondent did not testify.' },
  { genre: 'court', text: 'EMPLOYMENT TRIBUNALS — Reasons\n3. The claimant, {name}, is of [[E:{eth}]] ethnic origin. The tribunal accepts that the remark about his family\'s origins was made at the team meeting in {city}.' },
  // Paralegal intakes and adoption assessments.
  { genre: 'kyc', text: 'Paralegal intake — {city}\nClient: {name}\nIssue: the landlord served notice after seeing her with her [[S:girlfriend]]; client says she is [[S:lesbian]] and fears the neighbours.' },
  { genre: 'kyc', text: 'Adoption screening report (social worker)\nApplicants: {name} and partner, a [[S:lesbian]] couple married in {year} in {city}. Home visit completed; references satisfactory.' },
  { genre: 'kyc', text: 'Form F — prospective adopter report, Section B\nApplicants: {name} and partner Alex, a [[S:gay]] couple together since {year}. Both have close links with their nieces and nephews.' },
  // Drug courts and rehabilitation requirements.
  { genre: 'court', text: 'Probation officer\'s report — {name}\nThe accused was [[C:convicted of possession of cannabis]] in {year}. He is [[H:cannabis dependent]] and has agreed to attend a rehabilitation programme at {city}.' },
  { genre: 'court', text: 'Drug treatment court — progress report\nParticipant: {name}\nCondition of [[C:suspended sentence]]: attend programme\nUrine screen this week: [[H:positive for cannabis]]\nAttendance: 3 of 4 sessions' },
  { genre: 'court', text: 'Review hearing — drug rehabilitation requirement\nOffender: {name}\nOrder: [[C:community order with a drug rehabilitation requirement]]\nProgress: [[H:heroin]] use reduced to twice weekly; on [[H:buprenorphine]].' },
  // Electoral offences.
  { genre: 'court', text: 'Electoral offences — cause list, {city}\n{name}, a [[P:{party}]] polling agent, [[C:charged with vote buying]] — mention\nCase adjourned to next month.' },
  { genre: 'court', text: 'Magistrate\'s ruling: {name}, the [[P:{party}]] ward candidate, was [[C:convicted of public violence]] after the results were announced in {city}.' },
  { genre: 'court', text: 'Election court — judgment summary\n{name}, elected as the [[P:{party}]] candidate, was [[C:found guilty of a corrupt practice]]; the election is void.' },
  // Grievances about biometric clocks.
  { genre: 'hr', text: 'Grievance form\nEmployee: {name}, [[U:{union}]] member\nComplaint: objects that his [[B:fingerprint template]] is stored by the new clocking machine; asks for a card instead.' },
  { genre: 'hr', text: 'Minutes — grievance hearing\n{name}, a [[U:{union}]] member, said her [[B:face template]] was enrolled on the attendance terminal without her consent and asked for it to be deleted. Management to offer a PIN alternative.' },
  { genre: 'hr', text: 'Bezwaar van werknemer\n{name}, lid van [[U:{union}]], maakt bezwaar tegen opslag van zijn [[B:vingerafdruk]] in het tijdregistratiesysteem.' },
  // Negatives: clinic notices and statistics.
  { genre: 'news', text: 'NOTICE TO ALL PREGNANT WOMEN\nAntenatal clinic holds every Tuesday and Thursday from 8am. HIV, hepatitis B and syphilis testing is free at booking. Bring your card and a clean container for urine.' },
  { genre: 'news', text: 'District health report, {year}: 4,812 antenatal bookings, of which 61% before 16 weeks. Pre-eclampsia remained the leading cause of referral to the regional hospital.' },
  { genre: 'news', text: 'Mutterschaftsrichtlinien — Hinweis für Schwangere: Der Mutterpass enthält alle Vorsorgeuntersuchungen. Bringen Sie ihn zu jedem Termin mit, auch zur Entbindung.' },
  // Negatives: crisis-line adverts and policies.
  { genre: 'news', text: 'Feeling hopeless or thinking about suicide? You are not alone. Call or text our free line any time, day or night. Calls are confidential and do not show on your bill.' },
  { genre: 'news', text: 'Volunteer wanted: crisis-line listeners for the night shift. Training covers depression, substance use, self-harm and how to make a safety plan. No experience needed.' },
  { genre: 'news', text: 'Rapport annuel de la ligne d\'écoute : 38 000 appels reçus, dont un quart liés à l\'anxiété ; la durée moyenne d\'un appel est de 17 minutes.' },
  // Negatives: pharmacy price lists and posters.
  { genre: 'news', text: 'PRICE LIST — {city} chemist\nPostinor-2 ........ 1,500\nMetformin 500 mg x 100 ........ 2,200\nAmlodipine 5 mg x 30 ........ 900\nCoartem adult ........ 2,800' },
  { genre: 'news', text: 'Pharmacy poster: Chronic medicines for HIV, diabetes and high blood pressure can now be collected at pickup points near you. Ask the pharmacist to register you.' },
  { genre: 'news', text: 'Apotheek-informatie: de morning-afterpil is zonder recept verkrijgbaar. Werkt het best binnen 24 uur; bij gebruik van sommige epilepsiemiddelen is een hogere dosis nodig.' },
  // Negatives: staff records with negated or empty fields.
  { genre: 'hr', text: 'Pre-employment medical — summary to HR\nCandidate: {name}\nHIV test: non-reactive\nHepatitis B: negative\nChest X-ray: normal\nOutcome: fit for employment' },
  { genre: 'hr', text: 'New starter form\nName: {name}\nDisability: none\nTrade union: not a member\nReligion: Prefer not to say\nEmergency contact: spouse' },
  { genre: 'hr', text: 'Personalfragebogen\nName: {name}\nSchwerbehinderung: nein\nGewerkschaft: keine Angabe\nVorstrafen: keine\nEintritt: 01.04.{year}' },
  // Negatives: clean background checks.
  { genre: 'hr', text: 'Background check report — candidate {name}\nIdentity: verified\nCriminal record check: no record found\nEducation: verified\nReferences: 2 received' },
  { genre: 'kyc', text: 'Police clearance result for {name}: No trace. Certificate issued at {city} on 4 September {year}.' },
  { genre: 'kyc', text: 'Tenant referencing report\nApplicant: {name}\nCCJs: none\nUnspent convictions declared: none\nRecommendation: accept' },
  // Negatives: tribunal and court statistics and guidance.
  { genre: 'news', text: 'The industrial court registry received 1,240 new cases in {year}; unfair dismissal claims made up 58% and disability-related claims 4%.' },
  { genre: 'news', text: 'Guide: how to refer a dispute about union recognition to the CCMA. You need the employer\'s details, the union\'s registration certificate and proof of membership numbers.' },
  { genre: 'news', text: 'Employment tribunal statistics: race discrimination complaints rose 9% on the previous quarter; religion or belief complaints were unchanged.' },
  // Negatives: insurance wording and claims guidance.
  { genre: 'news', text: 'Policy wording, section 7 (exclusions): pre-existing conditions such as diabetes, hypertension and sickle cell disease are covered only after a waiting period of 12 months.' },
  { genre: 'news', text: 'Funeral cover brochure: no medical exam, no blood test, cover from R50 a month. Accidental death covered from day one, natural causes after six months.' },
  { genre: 'news', text: 'Condizioni di polizza: sono esclusi i sinistri derivanti da abuso di alcol o stupefacenti e da malattie preesistenti non dichiarate.' },
  // Negatives: genetics information sheets.
  { genre: 'news', text: 'Know your genotype before marriage! If both partners are AS, each child has a one in four chance of being SS. Free genotype testing this Saturday at the {city} town hall.' },
  { genre: 'news', text: 'Patient information: what is carrier screening? Most carriers are healthy and do not know they carry a gene change. Your result will be explained by a genetic counsellor.' },
  { genre: 'news', text: 'Informationsblatt NIPT: Der Test schätzt die Wahrscheinlichkeit für Trisomie 21, 18 und 13. Ein auffälliges Ergebnis muss durch eine Fruchtwasseruntersuchung bestätigt werden.' },
  // Negatives: biometric notices and policies.
  { genre: 'news', text: 'NOTICE: All staff must present for biometric re-capture at the district office between 2 and 15 June. Staff who fail to appear will be removed from the payroll.' },
  { genre: 'news', text: 'Privacy notice: our attendance clocks store a mathematical template of your fingerprint, not an image. Templates are deleted 30 days after you leave.' },
  { genre: 'news', text: 'Avis aux parents : le restaurant scolaire propose le paiement par carte ou par empreinte. Aucune empreinte n\'est enregistrée sans votre accord écrit.' },
  // Negatives: court and prison notices.
  { genre: 'news', text: 'NOTICE: No matters are listed before Court 3 today. Litigants should check the cause list outside the registry for new dates.' },
  { genre: 'news', text: 'Visiting hours at the correctional centre: Saturdays and Sundays, 08:00–14:00. All visitors will have their fingerprints scanned and must bring a valid ID.' },
  { genre: 'news', text: 'Ministry of Justice figures: 81,000 people were in prison in England and Wales at the end of June; 12% were on remand.' },
  // Negatives: election notices and statistics.
  { genre: 'news', text: 'Polling units open at 8:30am. Party agents must carry their accreditation tags. Voters should come with their voter cards; no campaigning within 300 metres.' },
  { genre: 'news', text: 'Results sheet summary, {city} constituency: registered voters 84,210; votes cast 51,008; rejected ballots 1,204.' },
  { genre: 'news', text: 'Sondaggio: il 31% degli intervistati dichiara fiducia nel governo, in calo di due punti rispetto a marzo. Margine di errore ±3%.' },
  // Negatives: catering menus and religious venues.
  { genre: 'news', text: 'Menu for the send-forth dinner: jollof rice, fried rice, chicken (halal-certified), moi moi and fruit salad. Drinks will be served at St Peter\'s church hall, {city}.' },
  { genre: 'news', text: 'Inflight meal codes: VGML vegetarian, MOML Muslim, KSML kosher, DBML diabetic. Special meals must be requested at least 24 hours before departure.' },
  { genre: 'news', text: 'The reception will hold at the parish hall of St Anne\'s Catholic Church, {city}, at 2pm. Guests are kindly asked to RSVP by the 10th.' },
  // Negatives: census and demographic statistics.
  { genre: 'news', text: 'Census {year} (extract): the county population was 1.2 million; the largest groups were Kikuyu (17%), Luhya (14%) and Kalenjin (13%).' },
  { genre: 'news', text: 'Mid-year population estimates: Black African 81.4%, Coloured 8.2%, White 7.3%, Indian/Asian 2.7%.' },
  { genre: 'news', text: 'Ethnic group question on the form: please choose the option that best describes your ethnic group or background. This question is voluntary.' },
  // Negatives: equality statements and adverts.
  { genre: 'news', text: 'We are an equal opportunity employer. Applications are welcome regardless of tribe, religion, disability, gender or political opinion.' },
  { genre: 'news', text: 'Our company does not discriminate on the basis of race, sex, sexual orientation, HIV status or union membership.' },
  { genre: 'news', text: 'Wir freuen uns über Bewerbungen unabhängig von Geschlecht, Herkunft, Religion, Behinderung, Alter oder sexueller Identität.' },
  // Negatives: union notices and job adverts.
  { genre: 'news', text: 'Vacancy: registered nurse, {city} clinic. Requirements: valid licence, three years\' experience. Union membership is voluntary.' },
  { genre: 'news', text: 'Agency shop notice: employees who are not members of the recognised union will pay an agency fee equal to the union subscription.' },
  { genre: 'news', text: 'Avviso: sciopero generale dei trasporti venerdì dalle 9 alle 17. Garantite le fasce di servizio minimo.' },
  // Negatives: ordinary uses of category words.
  { genre: 'news', text: 'The union of the two families was celebrated with a big party in {city}; the groom\'s people came with 40 tubers of yam.' },
  { genre: 'news', text: 'Fan page: he follows Arsenal religiously and says losing to Spurs twice in one season is criminal.' },
  { genre: 'news', text: 'La fiesta de fin de curso será el viernes en el patio; cada familia trae un plato. El partido de fútbol empieza a las seis.' },
  // Negatives: screening-camp and donor adverts.
  { genre: 'news', text: 'FREE EYE CAMP at the {city} general hospital, 5–9 March. Cataract surgery for those who qualify. Bring an old prescription if you have one.' },
  { genre: 'news', text: 'Be a stem cell donor: anyone aged 17 to 40 in good health can register with a cheek swab. We especially need donors from Black and mixed-race backgrounds.' },
  { genre: 'news', text: 'Bowel screening: if you are 50 to 74, a home test kit will be posted to you every two years. Most results are normal.' },
  // Negatives: consumer genetics and biometrics products.
  { genre: 'news', text: 'Promo: DNA ancestry kit now 30% off! Discover where your ancestors came from in four to six weeks.' },
  { genre: 'news', text: 'Product sheet: face-recognition gate reader, 10,000-face capacity, 0.2-second match time, works in low light.' },
  { genre: 'news', text: 'Datenschutzhinweis: Ihre Speichelprobe wird nach der Analyse vernichtet; Rohdaten können Sie jederzeit löschen lassen.' },
];
