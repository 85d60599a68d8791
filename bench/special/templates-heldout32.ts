// Held-out set 32 of the special-category labelled set (issue 15). Written in session 25 by an author independent
// of the detector (the twenty-third such author): before writing it the author read only the session's rules and
// the blind-author brief, bench/special/generate.ts, bench/special/slots.ts, bench/special.ts (the bench), the header
// comment of templates-heldout31.ts and its first three templates (for the TypeScript shape), the `Template` type of
// templates-dev.ts (the type's lines only), the README's paragraph on held-out special set 31 (its kinds and figures),
// and test/bench/special-generate.test.ts (its generic part and the per-set block of set 31: marker words and shape
// checks, no templates). Disclosure: a grep for the set-31 name, run to find its test, also printed the first 17 rows
// of bench/data/special-heldout31.jsonl (the fills of set 31's first nine templates: child-protection notes, tribunal
// determinations, life-assurance claims) and the README grep printed the heading lines of the session-23/24 rule
// paragraphs (headings only, no rule text); the author wrote no kind of those rows. The author did NOT read src/detect/special/, src/lexicon/, the statute packs'
// special-category entries, the README's issue-15 rule sections, test/detect/special/ or any earlier set's data file
// or other templates, and never ran the detector on this set before the single reading recorded below.
// Read once on 23d788c5, the session's start code, after the set was committed unread (d241c6b7; npm run
// bench:special -- --set heldout32 --verbose, the single run; the set was not changed after it, only this header):
// 552 texts, 132 negatives, 38 ms a text. Span P / R per category: biometric 0.862 / 0.565, criminal record 0.769 /
// 0.882, genetic 0.862 / 0.571, health 0.779 / 0.781, political 0.944 / 0.708, race 1.000 / 0.739, religion 0.913 /
// 0.594, sexual orientation 0.952 / 0.625, trade union 0.878 / 0.614; all 0.834 / 0.701 (970 gold, 799 found). Text
// P / R: biometric 0.895 / 0.810, criminal 0.960 / 0.923, genetic 1.000 / 0.783, health 0.949 / 0.894, political
// 0.944 / 0.810, race 1.000 / 0.773, religion 1.000 / 0.709, orientation 1.000 / 0.731, union 0.951 / 0.848; all
// 0.962 / 0.825. Span recall by jurisdiction pair: NG and KE 0.745, GH and ZA 0.620, UK and EU 0.737; by genre: court
// 0.801, clinical 0.751, hr 0.696, news 0.625, kyc 0.623, chat 0.543. By category and pair the GH/ZA fills are the
// weak ones: political 0.33 (NG/KE 0.89, UK/EU 1.00), union 0.35 (0.82, 0.73), genetic 0.31 (0.62, 0.77), religion
// 0.50, race 0.57. Missed most, as kinds of record: bare party acronyms and names of GH and ZA (CPP, NPP, IFP, EFF,
// Democratic Alliance) and KE/NG (Jubilee, NNPP) in membership cards, personnel files, disciplinary records, recall
// petitions, delegate lists and an obituary (0 of 4 to 2 of 4 in each); bare union acronyms of GH and ZA (TUC, NUMSA,
// SADTU, Solidariteit, IG Metall on a works-council list) and membership in words ("union member", "union
// membership", "trade union membership", "vakbondlid"); congregations, faith bodies and practices named as the
// person's own (Church of Pentecost, Dutch Reformed Church, Türkisch-Islamische Gemeinde, Jama'atu Nasril Islam,
// Shembe, "Islamic rites", "Masjid", "Islamic law", Hajj, Jewish Sabbath, halal, a Baptist baptism, Methodist men's
// group, katholischen, Katọlik): Hajj leave, funeral claims, flexible-working requests, Sunday-school and membership
// rolls, Islamic wills 0.00-0.25; genetic relationship findings in words (visa sibship test, embassy maternity test,
// court-ordered paternity test, "not the father" in a loan note: 0 of 14), carrier words ("carrier", "dragerschap"),
// named germline findings (Lynch syndrome, a dystrophin deletion, a CYP2C19 phenotype, "Predictive test"), the
// genotype pair on a church marriage-counselling form (0 of 6) and "Hb FS"; biometric modalities in refugee iris
// enrolment, voter-register slips and the EES record (0 of 16), finger names (right and left thumb), "Iris", "facial
// match", "finger-scan", "Template", "facial data", "photo", vein patterns in French, enrolment and PNC references,
// "score 87"; orientation in chats and reports (Pidgin "gay", a dating profile "Gay ... man"), in couples ("female
// same-sex couple", "geregistreerd partner"), in German, Portuguese and Dutch ("schwul", "homem e mulher", "mannelijke
// partners"), partners written as acts in donor questionnaires ("new sexual partner", "new partner") and "sex worker"
// on an HTS register; ethnic groups inside quoted abuse (occurrence book, hate-crime report, inquest statement: 2 of
// 8), EE categories ("African", "Coloured") and Volksgruppe on a German form; medicine-collection SMS ("ARVs", "TLD":
// 0 of 4), health in Hausa, Twi, Polish, Dutch, German and Portuguese words (ciwon suga, asikyire yadeɛ, cukrzycę,
// ziekte van Crohn, Kontaktekzem, Sturz, Bandscheibenvorwölbung, Alkoholabhängigkeit, Schlafstörungen, sífilis,
// AAS), bare results on registers ("positive", "underweight"), care and school words ("incontinent", "non-verbal",
// "squint", "tongue tie", "HRT"), a pilot's atrial fibrillation and apixaban, the Health line of a children's-home
// placement plan (4 of 8); hospital numbers in running text (2 of 20 found). Best: sick notes and fit notes,
// underwriting, prison reception screens, antenatal booking, party-agent lists and vetting, payroll and stop-order
// union deductions, equality-monitoring forms, pre-sentence, parole and MAPPA reports, police character and casier
// extracts, expungement applications, BVN and JAMB biometric enrolment, chaplaincy records (1.00).
// False alarms: on 6 of the 132 negative texts (3 templates): "Union dues" in a collective-agreement clause, "Green
// Party" leafleters in a chat, "Asthma" in a German pharmacy-magazine tip. Beside values: field labels and label-like
// words ("Blood group", "HIV status", "Self-harm", "disability", "Baptised", "Member"), negated or empty answers
// ("Thalassaemia: not tested", "Fingerprints not required", a life-proposal answer "result non-reactive" spanning to
// the next question, "Disability: yes"), measurements (HbA1c, FBS, blood pressures, G3P2, LMP), a lab reference
// and a referral destination read as hospital numbers, drugs to be avoided (allopurinol, clopidogrel), "awaiting
// trial", "Bail conditions", a hate-speech offence of an unnamed suspect. Category disagreement: "Family history of
// Huntington's disease" found as genetic where the author marked the disease as health. Author's gold slips the run
// exposed (left as written, a reader should discount them): unmarked where the grain says mark — "PrEP" on a
// dispensing record and a key-population card, "STI", "paracetamol" of an overdose, "pregnancy", "nightmares",
// "Pressure sore", "Kidney transplant" (the work-up's heading), "amniocentesis", "seizure", "renal failure" beside a
// marked "dialysis", "penicilina" treating syphilis, sentences and fines on certificates and judgments ("fined
// N50,000", "R1 500 or 30 days", "suspended sentence", "sentenced to a fine of KSh 20,000", "Skuldig bevind",
// "gevangenisstraf"), "Gewerkschaftsmitglied" on a works-council list, "his boyfriend" in a harassment complaint,
// "Nazareth Baptist Church" beside a marked "Shembe", "fingerprints" beside a marked Swahili "Alama za vidole", the
// variant notations c.5946delT and F508del beside marked results, hospital folder numbers on the palm-vein record;
// the template "Huisartsbrief" puts a hospital number where a hospital name belongs; "CYP2C19 poor metaliser" is a
// typo of the author's for "metaboliser". Debatable: "Fingerprints taken" and "fingerprint based" on clearance
// forms, "biological father" in a paternity conclusion, blood group and Rh, "Disability: yes", "awaiting trial",
// "Self-harm" as the label of marked cuts, "physiotherapy", "eye clinic", a hepatitis B vaccination and a PrEP
// consult on the Dutch intake, the church marriage form's hypothetical "SS child" left unmarked.
// Texts are the author's own, written from knowledge of real records and in kinds of record set 31's header does not
// name: pharmacy dispensing records, repeat-prescription requests and medicine-collection SMS, prescriptions in French;
// occupational-health referrals and fitness reports (forklift driving, mine silicosis, nurses' dermatitis); school
// clinic logs, learner-support files and EHCPs; antenatal booking forms (genotype of both partners, RPR, BANC);
// mental-health crisis calls and home-treatment notes; prison reception health screens; life and disability
// underwriting questionnaires; medical certificates, sick notes and fit notes; blood-bank donor records and
// questionnaires; care-home daily notes in English and German; hospital and university chaplaincy referrals;
// mosque-society welfare registers, church membership rolls, a mosque association's member list; UNHCR RSD
// interviews, Section 22 asylum files and Home Office screening interviews on orientation and conversion; equality
// and employment-equity monitoring forms filled in; party-agent lists, candidates' agents, election observers, recall
// petitions, party delegates, membership cards and resignations, party donations, bail for a youth leader;
// strike ballots, grievance and disciplinary hearings with shop stewards (English, isiZulu, Afrikaans, Polish), works
// council lists, payroll and stop-order union deductions, domestic-workers' and mineworkers' union files, union legal
// and welfare funds; paternity reports (English, German), sibship tests for visas, immigration DNA tests, court-ordered
// DNA tests, premarital Hb electrophoresis, newborn screens, cancer and cardiac germline results, pharmacogenomic
// alerts, karyotypes, predictive Huntington tests, stem-cell-donor HLA typing; e-passport enrolment, border e-gate and
// EES logs, BVN, Huduma, Ghana Card and smart-ID enrolment, SIM swaps, grant paypoints, canteen finger-scan, refugee
// iris, palm vein at hospital admission, gym face entry, custody fingerprints, exam-centre verification; police
// character certificates, SAPS clearance, enhanced DBS certificates, French casier judiciaire extracts, pre-sentence,
// correctional-supervision and Bewährungshilfe reports, expungement applications (Kenya, South Africa, France),
// firearm licences, security-guard screening, MAPPA referrals, parole, deportation, an EFCC profile, an Afrikaans
// judgment; local-government certificates of origin, population registers, birth registration with population
// group, transplant work-ups, restitution hearings, hate-crime reports, integration-course forms; wills under
// Islamic law, Hajj leave, Sabbath working requests, parish and Sunday-school registers, an obituary. Languages:
// English, Nigerian Pidgin, Hausa, Yorùbá, Igbo, Swahili, Twi, isiZulu, Afrikaans, French, German, Dutch, Polish and
// Portuguese. Every person and number is fictional.
// The `genre` field keeps the six values of the `Template` type (as in set 31: medical records are clinical; HR,
// payroll and union-workplace records are hr; forms, registers, applications and logs for an institution are kyc;
// court, police, probation and asylum records are court; chats and SMS are chat; notices, adverts and bulletins news).
// Gold grain as in the earlier sets: the value that carries the category (a condition, a medicine, a hospital
// number, a faith or congregation, an ethnic group, an orientation or sexual act, a party, a union, a biometric
// modality or template reference or match score, a genetic result, an offence or conviction), never a field label,
// never a negative or empty value, never a drug dose.
// Templates are written in threes so that each text sits in a fitting jurisdiction: with two fills per template,
// the first of each three is filled for NG and KE (Pidgin, Hausa, Yorùbá, Igbo, Swahili, INEC, BVN, NIN, LGA, EFCC),
// the second for GH and ZA (Twi, isiZulu, Afrikaans, SANBS, SAPS, PSIRA, rand and cedi amounts), the third for the UK
// and the EU (French, German, Dutch, Polish, Portuguese, NHS, DBS, EHCP, HMP, EES, Kirchen- and Gemeinde- records).
// 276 templates, 552 texts (seed 3232): 210 positive templates first, then the last twenty-two threes are the 66
// negatives (132 texts, near a quarter), twenty-two in each jurisdiction pair: pharmacy, health-talk and NHS leaflets,
// mosques, churches, cathedrals and synagogues as places, party primaries, by-elections and polls about no one,
// union strike and wage news, DNA, ancestry and paternity-test adverts, a blank registration form, equity and
// equality-monitoring guidance, crime statistics, court closures, DBS guidance, passport, bank and e-gate notices,
// chats with "party", "mosque road", "union building", care-home brochures, job adverts, insurance brochures, blood
// drives, genomics lectures and press releases, parish and mosque notices, tenders, biometric product sheets, a
// gazette notice and an editorial, a collective agreement and a sick-leave policy, outbreak and screening notices,
// a clear police certificate, a medical-aid form with every answer "none", a leave request, a court ruling on street
// preaching, a research call, a museum exhibit, a Hajj brochure, a farmers' union shop receipt, a credit-union AGM.
import type { Template } from './templates-dev.js';

export const HELDOUT32_TEMPLATES: Template[] = [
  // --- pharmacy dispensing notes and prescriptions sent by message
  { genre: 'chat', text: `WhatsApp — Chemist Plus, {city}\nCustomer: {name}\n"Abeg my doctor write [[H:{med}]] for my [[H:{cond}]], na 2 packs. Una fit deliver am before 5? Hospital card na [[H:{hosp}]]."\nPharmacist: Yes, send photo of the prescription. Delivery N1,500.` },
  { genre: 'clinical', text: `DISPENSING RECORD — community pharmacy, {city}\nPatient: {name} | Rx from [[H:{hosp}]]\nItems: [[H:Truvada]] 30 tabs (PrEP, refill 3), [[H:doxycycline]] 100 — counselled on sun exposure. Patient asked that no label show the clinic name. Pharmacist initials: NM.` },
  { genre: 'clinical', text: `Repeat prescription request (NHS App)\nPatient: {name}\nItems: [[H:sertraline]] 100 tablets, [[H:levothyroxine]] 75 micrograms, [[H:Fostair]] inhaler.\nNote to GP: "Could I have my [[H:HRT]] patches added, I ran out last week." Nominated pharmacy: Boots, {city}.` },
  { genre: 'chat', text: `SMS from Lafiya Pharmacy, {city}: Dear {first}, your [[H:insulin glargine]] pens and test strips are ready. Please bring your clinic card [[H:{hosp}]]. Remember to keep the pens in the fridge. Reply STOP to opt out.` },
  { genre: 'chat', text: `Medsentry dispatch — {city}\nTo: {name}\nYour parcel (chronic medicine, [[H:ARVs]] 3 months: [[H:TLD]]) is at the pick-up point. Bring your ID and the SMS. Collect before the 15th or the parcel goes back to the clinic.` },
  { genre: 'clinical', text: `Ordonnance — Dr L. Perrin, médecin généraliste, {city}\nPatient : {name}\n1) [[H:Metformine]] 1000 mg matin et soir\n2) [[H:Ozempic]] 0,25 mg une injection par semaine\nMotif : [[H:diabète de type 2]], HbA1c 8,4 %. À renouveler 3 mois.` },
  // --- occupational health referrals
  { genre: 'hr', text: `OCCUPATIONAL HEALTH REFERRAL — {city} depot\nEmployee: {name}, forklift operator\nReason: manager reports two near-misses; employee disclosed he has [[H:epilepsy]] and stopped his [[H:{med}]] last month. Question for OH: fit to drive on site? Please advise adjustments.` },
  { genre: 'hr', text: `Occupational health — fitness report, Sibanye shaft {n}\nWorker: {name}\nOutcome: UNFIT for underground work pending review. Findings: [[H:silicosis]] stage 1 on chest X-ray, [[H:hearing loss]] 35 dB both ears. Refer to Rand Mutual; compensation claim form W.Cl.2 opened.` },
  { genre: 'hr', text: `Arbeitsmedizinische Vorsorge — Ergebnis\nMitarbeiterin: {name}, Pflegekraft\nBefund: [[H:Kontaktekzem]] an beiden Händen (Latex), [[H:Bandscheibenvorfall]] L4/L5 in der Vorgeschichte. Empfehlung: latexfreie Handschuhe, kein Heben über 10 kg. Gesundheitliche Bedenken: befristet.` },
  // --- school nurse logs and special educational needs plans
  { genre: 'clinical', text: `School clinic log — Greenfield Academy, {city}\n08:40 {name}, JSS2: [[H:asthma]] attack in PE, gave 2 puffs [[H:ventolin]], mother called.\n10:15 Other pupil: cut finger, plaster.\n12:30 {first} again: [[H:sickle cell]] pain in legs, rested, sent home with mum.` },
  { genre: 'clinical', text: `Learner support file — {city} Primary\nLearner: {name}, Grade 4\nBarrier to learning: [[H:dyslexia]] and [[H:ADHD]] (on [[H:Ritalin]] 10 at school). Concessions: reader and extra time (25 %). Parent declined the remedial class. Next review term 3.` },
  { genre: 'clinical', text: `EHCP — Section B (Special educational needs)\nChild: {name}, Year 5\n{first} has a diagnosis of [[H:autism spectrum condition]] and [[H:global developmental delay]]. She is [[H:non-verbal]] and uses PECS. Section F: 1:1 support 25 hours; speech and language therapy fortnightly.` },
  // --- antenatal and maternity booking forms
  { genre: 'clinical', text: `ANC BOOKING — Maternity unit, {city}\nClient: {name}, G3P2, LMP 12/03/{year}\nHIV: [[H:reactive]] (on [[H:TLD]]) | Genotype: [[G:AS]] | Husband genotype: [[G:AS]] — counselled on SS risk, offered partner test.\nBP 150/95: [[H:pre-eclampsia]] watch. Religion: [[R:Muslim]], no blood objection.` },
  { genre: 'clinical', text: `Antenatal card (BANC) — Clinic {city}\nName: {name} | Gestation 14 weeks\nRPR: [[H:positive]], treated [[H:benzathine penicillin]] x3. Previous [[H:C-section]] 2019. Blood group O Rh negative. Partner notified. Church: [[R:Zion Christian Church]] — counselled about refusing herbs in labour.` },
  { genre: 'clinical', text: `Booking appointment — community midwife, {city}\nWoman: {name}, 31, second pregnancy\nHistory: [[H:gestational diabetes]] in first pregnancy, [[H:anxiety]] on [[H:sertraline]]. Domestic abuse question: asked alone, "no". Ethnicity: [[E:{eth}]] — offered sickle cell and thalassaemia screening. Smoker: no.` },
  // --- mental-health crisis team notes
  { genre: 'clinical', text: `Crisis call — psychiatric emergency, {city}\nCaller: brother of {name}\n{first} has not slept 4 days, says voices tell him to fast and pray; known [[H:schizophrenia]], defaulted on [[H:{med}]] since March. Family took him to a prayer camp. Plan: ambulance and review at [[H:{hosp}]].` },
  { genre: 'clinical', text: `Mental health crisis team — assessment\nPatient: {name} | Referred by SAPS after attempt\nPresentation: [[H:overdose]] of paracetamol (20 tabs) after argument; [[H:major depressive disorder]], previous admission 2021. Admitted under section 33 MHCA for 72-hour observation.` },
  { genre: 'clinical', text: `Home Treatment Team — contact note\nService user: {name}\nVisit 19:30. {first} reports [[H:suicidal thoughts]] but no plan; has stopped [[H:lithium]]. Known [[H:bipolar affective disorder]]. Safety plan updated; crisis line given; next visit tomorrow 10:00.` },
  // --- prison health records
  { genre: 'court', text: `Custodial health — Kirikiri Medium, {city}\nInmate: {name} (awaiting trial, [[C:{offence}]])\nScreened on reception: [[H:pulmonary TB]] suspected, GeneXpert sent. Also [[H:hypertension]] on [[H:amlodipine]]. Isolate in ward B. Court date next month.` },
  { genre: 'court', text: `Correctional Services — health assessment on admission\nOffender: {name}, sentenced for [[C:housebreaking]] (4 years)\nComplaints: [[H:HIV]] known, on [[H:ART]] at Helen Joseph; [[H:substance use disorder]] (nyaope). Referred to the prison social worker.` },
  { genre: 'court', text: `HMP {city} — healthcare reception screen\nPrisoner: {name}, remanded for [[C:{offence}]]\nAlcohol: [[H:alcohol withdrawal]] risk, started [[H:chlordiazepoxide]]. Self-harm history: [[H:cuts to forearms]] 2022. ACCT opened. Faith registered: [[R:{rel}]].` },
  // --- insurance underwriting questionnaires
  { genre: 'kyc', text: `LIFE PROPOSAL — medical questionnaire\nProposer: {name}\nQ4 Have you ever been treated for high blood pressure? YES — [[H:hypertension]] since 2018, on [[H:amlodipine]].\nQ7 HIV test in last 5 years? Yes, for a mortgage, result non-reactive. Q9 Tobacco: no.` },
  { genre: 'kyc', text: `Underwriting questionnaire — diabetes\nApplicant: {name}\nType: [[H:Type 1 diabetes]], diagnosed age 12. Treatment: [[H:insulin]] pump. Last HbA1c: 7.1 %. Complications: [[H:retinopathy]] (laser 2020). Decision: rated +75.` },
  { genre: 'kyc', text: `Gesundheitsfragen — Berufsunfähigkeitsversicherung\nAntragsteller: {name}\nFrage 3: Psychotherapie in den letzten 5 Jahren? Ja — wegen [[H:Burnout]] und [[H:Angststörung]], 20 Sitzungen 2022.\nFrage 5: Rückenbeschwerden? Ja — [[H:Bandscheibenvorwölbung]]. Ergebnis: Ausschluss Psyche.` },
  // --- sick notes and fit notes
  { genre: 'hr', text: `MEDICAL CERTIFICATE — {hosp}\nThis is to certify that {name} was seen today and is suffering from [[H:typhoid fever]]. He is advised to stay off work for 5 days from 02/04/{year}. Dr A. Okafor, MO.` },
  { genre: 'hr', text: `Sick note — Dr N. Pillay, {city}\nPatient {name} is unfit for duty from 10/05 to 17/05 due to [[H:acute gastroenteritis]] and [[H:dehydration]]. ICD-10 code [[H:A09]]. Patient consents to diagnosis being disclosed to the employer.` },
  { genre: 'hr', text: `Statement of Fitness for Work (fit note)\nPatient: {name}\nCondition: [[H:low back pain]] with [[H:sciatica]]\nMay be fit for work taking account of: amended duties, altered hours. Duration: 4 weeks. GP practice {city}.` },
  // --- blood-bank donor records
  { genre: 'clinical', text: `NBTS donor record — {city} centre\nDonor: {name} | Blood group B+\nScreening: HBsAg [[H:reactive]] — unit discarded, donor deferred permanently, referred to [[H:{hosp}]] for confirmation. Previous donation 2021 clear.` },
  { genre: 'clinical', text: `SANBS donor questionnaire — session {city}\nDonor: {name}\nQ12 In the past 3 months, have you had a [[S:new sexual partner]]? Yes.\nQ14 Tattoo in last 6 months? No.\nOutcome: deferred 3 months. Haemoglobin 11.9: [[H:anaemia]] — iron advice given.` },
  { genre: 'clinical', text: `Bloedbank Sanquin — donorstatus\nDonor: {name}\nUitslag: [[H:hepatitis C]]-antistoffen positief, bevestigd. Donor definitief afgewezen. Verwezen naar huisarts. Eerdere donatie {year}: terugvolging gestart.` },
  // --- care-home daily notes
  { genre: 'clinical', text: `Care home daily notes — Room 12, {name}\nDay: settled, ate half lunch. [[H:Dementia]] — asked for her late husband twice. Night: [[H:incontinent]] x2, pad changed, skin intact. [[H:Warfarin]] given 18:00 per chart. Family visited after [[R:mosque]] on Friday.` },
  { genre: 'clinical', text: `Frail care — daily record, {city}\nResident: {name}\n07:00 refused breakfast. BP 170/100 ([[H:hypertension]]), GP informed. Pressure sore on sacrum (grade 2) dressed. Resident asked for the dominee; he is [[R:NG Kerk]] and wants Holy Communion on Sunday.` },
  { genre: 'clinical', text: `Pflegebericht — Seniorenheim {city}\nBewohnerin: {name}\nFrühdienst: [[H:Demenz]] vom Alzheimer-Typ, heute unruhig. [[H:Sturz]] im Bad um 06:40, keine Verletzung sichtbar, Arzt informiert. Blutzucker 210 ([[H:Diabetes mellitus]]). Wünscht Besuch vom [[R:katholischen]] Pfarrer.` },
  // --- pastoral care and chaplaincy
  { genre: 'clinical', text: `Hospital chaplaincy referral — {hosp}\nPatient: {name}, Ward 4\nFaith: [[R:Catholic]] | Request: anointing of the sick before surgery ([[H:bowel cancer]] resection Tuesday). Wife asks for a Hausa-speaking priest if possible.` },
  { genre: 'clinical', text: `Pastoral care note — university chaplaincy, {city}\nStudent: {name}, 2nd year\nCame in distressed; recently left the [[R:Methodist]] church and family cut contact. Mentions [[H:panic attacks]] since exams. Referred to campus counselling; consented to the referral.` },
  { genre: 'clinical', text: `Chaplaincy record — spiritual care visit\nPatient: {name}, palliative ward\nReligion on PAS: [[R:Church of Scotland]]. Patient wishes a [[R:humanist]] funeral, not a church one. Discussed fear of dying; [[H:metastatic lung cancer]], on a [[H:morphine]] pump. Family aware.` },
  // --- mosque and church membership, zakat and welfare ledgers
  { genre: 'kyc', text: `[[R:Jama'atu Nasril Islam]] — {city} branch, members' welfare register\nName: {name} | Member no. JNI/0{n}4\n[[R:Zakat al-fitr]] paid {year}: yes. Welfare support: hospital bill, son treated for [[H:{cond}]] at [[H:{hosp}]]. Approved N40,000.` },
  { genre: 'kyc', text: `Membership roll — [[R:Church of Pentecost]], {city} Assembly\nMember: {name} | Baptised (water) {year} | Holy Ghost baptism: yes\nDues card no. 0{n}7. Welfare: bereavement support paid. Department: Women's Ministry.` },
  { genre: 'kyc', text: `Mitgliederverzeichnis — [[R:Türkisch-Islamische Gemeinde]] {city}\nMitglied: {name} | seit {year}\nMonatsbeitrag: 15 € per Lastschrift. Kurban-Spende {year}: ja. Funktion: Elternbeirat der Koranschule.` },
  // --- asylum claims on religious or sexual-orientation grounds
  { genre: 'court', text: `UNHCR RSD interview — record (extract)\nApplicant: {name}\nQ: Why did you leave?\nA: My family found out I am [[S:{orient}]]. In my area they said it is an abomination; they reported me to the Hisbah and I was [[C:detained two weeks]] in {year}.\nQ: Any medical problem? A: [[H:Headaches]] since they beat me.` },
  { genre: 'court', text: `Asylum seeker file — Refugee Reception Office, {city}\nApplicant: {name}\nGrounds stated on Section 22 form: persecution as a [[R:Jehovah's Witness]] (refused military service and flag salute). Detained 2019. Medical: [[H:hypertension]]. Interpreter: Tigrinya.` },
  { genre: 'court', text: `Asylum screening interview — Home Office\nClaimant: {name}\nBasis of claim: convert to [[R:Christianity]] from [[R:Islam]]; baptised at a [[R:Baptist]] church in {city} {year}. Fears apostasy punishment. Health: [[H:PTSD]] symptoms, nightmares. Vulnerability flag: yes.` },
  // --- equality monitoring forms filled in
  { genre: 'hr', text: `Diversity monitoring (optional) — application ref. 0{n}51\nName: {name}\nEthnic group: [[E:{eth}]]\nReligion: [[R:{rel}]]\nDisability: yes — [[H:hearing impairment]]\nSexual orientation: [[S:{orient}]]` },
  { genre: 'hr', text: `EE1 form — employment equity self-identification\nEmployee: {name}, payroll 0{n}8\nPopulation group: [[E:Coloured]]\nGender: female\nDisability: yes, nature: [[H:visual impairment]] (one eye). Reasonable accommodation needed: screen magnifier.` },
  { genre: 'hr', text: `Equal opportunities monitoring — university staff survey\nRespondent: {name}\nEthnicity: [[E:Black Caribbean]] | Religion or belief: [[R:Rastafarian]] | Sexual orientation: [[S:gay man]] | Gender identity same as assigned at birth: yes | Caring responsibilities: yes.` },
  // --- election observer and party agent lists
  { genre: 'kyc', text: `INEC — List of party agents, Ward 05, {city}\nParty: [[P:{party}]]\nPolling agent: {name}, PU 014\nCollation agent: {first}'s cousin (PU 014-017)\nSubmitted by the party's ward chairman. Accreditation tag no. 0{n}3.` },
  { genre: 'kyc', text: `EC Form — Nomination of candidate's agents, {city} constituency\nCandidate: {name} ([[P:{party}]] parliamentary candidate)\nAgents: 3 named, ID cards attached. Received by returning officer 08/11/{year}.` },
  { genre: 'kyc', text: `Election agent appointment — Notice of appointment\nCandidate: {name}, [[P:{party}]] candidate, {city} North ward\nElection agent: J. Price. Declaration of acceptance signed. Deposit: none required for local elections.` },
  // --- union strike ballots and grievance hearings
  { genre: 'hr', text: `[[U:ASUU]] {city} branch — strike ballot register\nMember: {name}, Dept. of Chemistry | Staff no. 0{n}6\nBallot: voted YES to indefinite strike. Dues current ([[U:ASUU]] check-off). Signed: branch secretary.` },
  { genre: 'hr', text: `Grievance hearing — minutes, {city} plant\nEmployee: {name}, accompanied by [[U:NUMSA]] shop steward T. Mahlangu\nGrievance: denied overtime since joining the [[U:union]]. Employee states the supervisor called him a "comrade troublemaker". Outcome: referred to CCMA.` },
  { genre: 'hr', text: `Industrial action ballot — membership verification\nMember: {name}, Ward sister, {city} Royal\nUnion: [[U:{union}]] | Branch: Acute Trust | Membership no. 0{n}4412\nBallot paper posted to home address. Query: moved house in {year}, address updated.` },
  // --- DNA paternity and immigration family tests
  { genre: 'clinical', text: `DNA PATERNITY REPORT — Lab ref. DX-{year}-0{n}\nAlleged father: {name}\nChild: Master C.\nConclusion: The alleged father [[G:is not excluded]] as the biological father. Combined paternity index [[G:1,240,000]]; probability of paternity [[G:99.99 %]].` },
  { genre: 'clinical', text: `Relationship testing for a visa application — {city}\nSponsor: {name}\nResult: [[G:full siblings]] — the sibship index supports the claimed relationship (SI [[G:412]]). Samples collected under chain of custody, buccal swab, ID checked.` },
  { genre: 'clinical', text: `Abstammungsgutachten — Vaterschaft\nPutativer Vater: {name}\nErgebnis: Die Vaterschaft ist [[G:praktisch erwiesen]] (W = [[G:99,999 %]]). Untersucht 21 STR-Systeme, keine Ausschlusskonstellation. Auftraggeber: Amtsgericht {city}.` },
  // --- biometric passport and border e-gate logs
  { genre: 'kyc', text: `NIS e-passport enrolment — {city} passport office\nApplicant: {name} | NIN 0{n}918273\nCaptured: [[B:facial image]] (ICAO), [[B:ten fingerprints]] — left index poor quality, recaptured. Biometric ref. [[B:BIO-NG-0{n}77]]. Status: sent to personalisation.` },
  { genre: 'kyc', text: `Border e-gate log — OR Tambo, Terminal A\nTraveller: {name} | Passport ZA\nGate 7, 06:12: [[B:face match score 0.91]] — accepted. Gate 7, 06:13: second traveller tailgating, officer called. Record retention 90 days.` },
  { genre: 'kyc', text: `EES — Entry/Exit System record\nThird-country national: {name}\nBorder crossing point: {city} airport | Entry 14/06/{year}\n[[B:Facial image]] captured; [[B:four fingerprints]] (right hand) enrolled. Previous refusal of entry: none.` },
  // --- criminal-record disclosure certificates
  { genre: 'court', text: `POLICE CHARACTER CERTIFICATE — Nigeria Police Force, CID Alagbon\nName: {name}\nSearch result: Subject has a record of conviction for [[C:{offence}]], Magistrate Court {city}, {year}; fined N50,000. Issued for: visa (Canada).` },
  { genre: 'court', text: `SAPS Criminal Record Centre — clearance result\nApplicant: {name} | Fingerprints taken at {city} station\nResult: [[C:previous conviction]] — [[C:shoplifting]], {year}, R1 500 or 30 days; [[C:assault common]], 2012, suspended sentence. Enquiries: CRC Pretoria.` },
  { genre: 'court', text: `Enhanced DBS certificate — certificate no. 00{n}7713\nApplicant: {name} | Position: youth worker\nPolice records of convictions, cautions: [[C:Caution]] 12/05/2016, [[C:possession of a controlled drug (Class B)]].\nOther relevant information: none. Barred lists: not barred.` },
  // --- probation reports
  { genre: 'court', text: `Pre-sentence report — Probation Department, {city}\nOffender: {name}, 24\nCurrent offence: [[C:{offence}]]. Previous: [[C:2 convictions for theft]]. Offender reports [[H:cannabis dependence]] and was diagnosed with [[H:{cond}]]. Recommendation: community service with drug treatment.` },
  { genre: 'court', text: `Correctional supervision — monthly report, {city} Community Corrections\nProbationer: {name}\nConviction: [[C:{offence}]] ({year}), 3 years correctional supervision. Compliance: missed 2 appointments; [[H:alcohol]] urine test positive. Attends [[R:Methodist]] men's group as part of plan.` },
  { genre: 'court', text: `Bewährungshilfe — Bericht an das Amtsgericht {city}\nProband: {name}\nVerurteilung: [[C:gefährliche Körperverletzung]], Freiheitsstrafe 1 Jahr 6 Monate zur Bewährung. Auflagen erfüllt: Anti-Gewalt-Training; [[H:Alkoholabhängigkeit]] — Therapie begonnen.` },
  // --- expungement and record suspension
  { genre: 'court', text: `Application for expungement — High Court of Kenya at {city}\nApplicant: {name}\nThe applicant was convicted of [[C:{offence}]] in {year} and sentenced to a fine of KSh 20,000, which was paid. He now seeks an order that the record at the DCI be expunged to allow employment.` },
  { genre: 'court', text: `Expungement of criminal record — DOJ&CD application (section 271B)\nApplicant: {name}\nConviction: [[C:possession of dagga]], {city} Magistrate, 2009, fine R300. Ten years elapsed without further conviction. Attached: SAPS 69 (fingerprint based).` },
  { genre: 'court', text: `Demande d'effacement — bulletin n°2 du casier judiciaire\nRequérant : {name}, né à {city}\nCondamnation : [[C:conduite sous l'empire d'un état alcoolique]], tribunal correctionnel, {year}, 6 mois de suspension de permis. Motif : embauche comme chauffeur.` },
  // --- more health: chronic clinic cards and HMIS
  { genre: 'clinical', text: `NCD clinic card — {hosp}\nName: {name}, 58 | Kisumu County\nDx: [[H:hypertension]], [[H:type 2 DM]]. Drugs: [[H:nifedipine]] 20 bd, [[H:metformin]] 500 bd. BP today 160/98, FBS 11.2. Next TCA: 4 weeks.` },
  { genre: 'clinical', text: `Clinic appointment SMS — {city} CHC: Sawubona {first}, your next visit for [[H:ARV]] collection and [[H:viral load]] blood is on 12/08. Ungakhohlwa ikhadi lakho. Uma ungakwazi ukuza, shayela 0800.` },
  { genre: 'clinical', text: `Huisartsbrief — verwijzing naar {hosp}\nPatiënt: {name}\nReden: verdenking [[H:ziekte van Crohn]], bloed bij ontlasting en gewichtsverlies 6 kg. Medicatie: [[H:mesalazine]] gestart. Graag coloscopie.` },
  // --- genetic: sickle-cell and genotype in community records
  { genre: 'kyc', text: `Marriage counselling form — St Mary's Catholic Church, {city}\nIntending couple: {name} and fiancé\nGenotype certificate: bride [[G:AS]], groom [[G:AS]] — couple counselled on 1 in 4 chance of an SS child. Parish priest to discuss. Religion of both: [[R:Catholic]].` },
  { genre: 'clinical', text: `Newborn screen follow-up — {city} regional hospital\nBaby of {name}\nResult: [[G:Hb FS]] — probable [[H:sickle cell disease]]. Parents to come for confirmatory test and counselling. Mother's genotype: [[G:sickle cell trait]].` },
  { genre: 'clinical', text: `Genetic counselling clinic — letter to GP\nPatient: {name}\nResult: [[G:BRCA2 pathogenic variant]] (c.5946delT) confirmed. Discussed risk-reducing surgery. Sister offered [[G:cascade testing]]. Patient has a history of [[H:breast cancer]] (2020).` },
  // --- genetic: family and ancestry in other records
  { genre: 'kyc', text: `Loan applicant note — microfinance, {city}\nClient: {name}\nReason for delay: husband demanded a [[G:DNA test]] on the last child; result showed he is [[G:not the father]]. Client now separated, sole income. Recommend restructure.` },
  { genre: 'clinical', text: `Cardiology genetics — {hosp}\nPatient: {name}, 34\nFamily history: brother died suddenly at 28. Panel result: [[G:MYBPC3 variant]], likely pathogenic; diagnosis [[H:hypertrophic cardiomyopathy]]. ICD fitted. Children to be screened.` },
  { genre: 'clinical', text: `Klinische Genetik — Befund\nPatientin: {name}\nMolekulargenetischer Befund: [[G:heterozygote Mutation im CFTR-Gen]] (F508del) — [[G:Anlageträgerin]] für Mukoviszidose. Partner-Testung empfohlen vor Kinderwunsch.` },
  // --- political: party membership and offices in everyday records
  { genre: 'kyc', text: `Tenant reference — Ikeja estate office\nApplicant: {name}\nEmployer: {city} LGA secretariat. Referee: Hon. B. Adamu. Note: applicant is the [[P:{party}]] ward women leader; landlord asks no political meetings in the flat.` },
  { genre: 'hr', text: `Staff disciplinary — public service commission, {city}\nOfficer: {name}, Senior Clerk\nAllegation: wore [[P:{party}]] regalia and addressed a rally during working hours in breach of political-neutrality rules. Admits being a [[P:registered party member]]. Sanction: warning.` },
  { genre: 'kyc', text: `Parteiaustritt — Bestätigung\nMitglied: {name}, Ortsverband {city}\nMitgliedsnummer 0{n}4471 | Partei: [[P:{party}]]\nDer Austritt wird zum 31.12.{year} wirksam. Offene Beiträge: 0 €. Funktion bis dahin: Kassierer.` },
  { genre: 'chat', text: `Group chat "{city} Youth Wing"\n{first}: Oga, I don pay my [[P:{party}]] membership card renewal, N2,000. When dem go share the T-shirts for rally?\nAdmin: Next week Tuesday at the ward secretariat.` },
  { genre: 'kyc', text: `Membership card — [[P:{party}]] Youth League, {city} branch\nName: {name} | Card no. 0{n}771 | Ward 58\nJoined: {year}. Dues R12 paid. Position: branch secretary.` },
  { genre: 'hr', text: `Candidate vetting note — civil service appointment, {city}\nCandidate: {name}\nPublic posts: stood as a [[P:{party}]] council candidate in {year} (not elected). Declared. No conflict with the post.` },
  // --- political: opinions written about someone
  { genre: 'court', text: `Police statement — {city} Central\nComplainant: {name}\nStates he was beaten at the motor park because he wore a cap supporting [[P:{party}]] and said he would vote for their governorship candidate. Injuries: [[H:broken tooth]], [[H:cut lip]].` },
  { genre: 'news', text: `Councillor's casework log — {city}\nConstituent: {name}\nIssue: says neighbours harass her because she is a well-known [[P:{party}]] canvasser. Also mentions [[H:depression]] since her son died. Action: write to the housing officer.` },
  { genre: 'chat', text: `Signal — Ortsgruppe Chat\n{first}: Ich gehe Samstag zum Infostand der [[P:{party}]] in {city}, wer kommt mit? Ich bin seit {year} Mitglied.\nLena: Bin dabei, bring Flyer mit.` },
  // --- trade union membership
  { genre: 'hr', text: `Payroll deduction schedule — {city} State Teaching Service\nName: {name} | Staff ID 0{n}33\nDeductions: PAYE, pension, [[U:NUT]] dues N1,250, cooperative N5,000. Net pay N148,900.` },
  { genre: 'hr', text: `Stop order authorisation — union subscription\nMember: {name}, Persal 0{n}44812\nI authorise the deduction of my [[U:{union}]] subscription (1 % of salary) from my salary. Signed at {city} on 03/02/{year}.` },
  { genre: 'hr', text: `Redundancy consultation — minutes\nPresent: HR, {name} (employee), accompanied by [[U:{union}]] rep\n{first} asked that her [[U:union membership]] be noted; she believes selection was linked to her role as health and safety rep. Next meeting 14 days.` },
  { genre: 'chat', text: `SMS from [[U:KNUT]] {city} Branch: Dear member {first}, the branch AGM is on Saturday 10am at the teachers' hall. Bring your [[U:KNUT]] card. Agenda: CBA 2025-2029, welfare.` },
  { genre: 'kyc', text: `Bank loan form — payroll-backed loan, {city}\nApplicant: {name}\nEmployer: Ghana Education Service. Existing deductions: [[U:GNAT]] dues, SSNIT, Teachers' Fund. Affordability: pass.` },
  { genre: 'hr', text: `Ledenadministratie — [[U:FNV]]\nLid: {name}, {city}\nLidnummer 0{n}88412 | Sector: schoonmaak | Contributie €16,30 per maand via automatische incasso. Rechtsbijstand aangevraagd: ontslagzaak {year}.` },
  // --- race and ethnic origin in records
  { genre: 'kyc', text: `Local government certificate of origin — {city}\nThis is to certify that {name} is an indigene of this LGA and is [[E:{eth}]] by tribe. Issued for: federal employment (quota). Chairman's stamp.` },
  { genre: 'hr', text: `Recruitment shortlist — equity note, {city}\nCandidate: {name}\nDesignated group: [[E:African]] female. EE plan target: yes. Shortlisted for interview 12/09.` },
  { genre: 'court', text: `Hate crime report — {city} police\nVictim: {name}\nThe victim, who is [[E:{eth}]], was followed from the bus stop and subjected to racist abuse. Suspect arrested for [[C:racially aggravated public order offence]].` },
  { genre: 'court', text: `Occurrence book — {city} police\nComplainant: {name}\nReport: at the market stall, the suspect called her a "[[E:{eth}]] dog" and told her to go back home. Witness: stall neighbour. Offence: hate speech (NCIC Act). Referred to OCS.` },
  { genre: 'kyc', text: `Population register — household listing, {city}\nHead: {name} | Ethnicity: [[E:{eth}]] | Languages: 2 | Religion: [[R:{rel}]]\nMembers: 6. Disabled member: yes — [[H:blind]] grandmother.` },
  { genre: 'kyc', text: `Formulaire — bourse régionale, {city}\nÉtudiant : {name}\nOrigine déclarée : famille [[E:{eth}]], arrivée {year}. Langue maternelle : arabe. Handicap : oui — [[H:surdité partielle]], aménagement demandé.` },
  // --- sexual orientation and sex life: records about the person
  { genre: 'clinical', text: `Key population clinic — {city} drop-in centre\nClient: {name} | UIC 0{n}MSM\nRisk group: [[S:MSM]] | Partners last month: 3 [[S:male partners]]\nPrEP: started [[H:TDF/FTC]]. STI screen: [[H:gonorrhoea]] positive, treated.` },
  { genre: 'clinical', text: `Sexual health clinic — {city}\nPatient: {name}\nSexual history: [[S:sex with women only]] (patient is a woman), 2 partners in 3 months. Result: [[H:chlamydia]] positive; partner notification started. Contraception: implant.` },
  { genre: 'clinical', text: `GUM clinic — history sheet\nPatient: {name}\nSexual orientation: [[S:{orient}]]. Last sexual contact: 5 days ago, [[S:receptive anal sex]] without condom. PEPSE started; [[H:HIV]] baseline test taken.` },
  { genre: 'chat', text: `Counselling app chat — youth line\nUser {first}: I think I'm [[S:{orient}]] and I can't tell my parents, they are deacons. Sometimes I don't want to wake up.\nCounsellor: Thank you for telling me. Are you safe right now?` },
  { genre: 'court', text: `Affidavit in support of protection order — {city}\nDeponent: {name}\nI am a [[S:lesbian woman]] and I live with my partner. On 04/05/{year} my uncle came with two men and threatened to "correct" me. I fear for my life.` },
  { genre: 'hr', text: `Staff benefits — dependants form\nEmployee: {name}\nSpouse/partner: civil partner (male), married {year} in {city}. Relationship: [[S:same-sex civil partnership]]. Add partner to private medical cover: yes.` },
  { genre: 'kyc', text: `Tenancy application notes — letting agent, {city}\nApplicant: {name}\nCo-tenant: "my boyfriend", Mr P. Eze. Landlord wrote: "two men sharing a bed, not in my house". Applicant complained; he is [[S:gay]]. Escalated to branch manager.` },
  { genre: 'clinical', text: `Fertility clinic — intake\nPatients: {name} and her wife\nCouple: [[S:female same-sex couple]], married {year}. Plan: donor insemination, donor from the bank. Religion: none. Medical: [[H:polycystic ovaries]].` },
  { genre: 'kyc', text: `Anmeldung — Beratungsstelle, {city}\nKlient: {name}\nAnliegen: Coming-out als [[S:schwul]] gegenüber der Familie; Angst vor Ablehnung. Sprache: Polnisch. Zusätzlich: [[H:Schlafstörungen]]. Termin: Donnerstag 16 Uhr.` },
  { genre: 'court', text: `Charge sheet — {city} magistrate's court\nAccused: {name}\nCharge: [[C:carnal knowledge against the order of nature]] under section 162 of the Penal Code. Alleged that the accused had [[S:sex with another man]] in a lodging on 02/03/{year}. Plea: not guilty.` },
  { genre: 'kyc', text: `Bursary interview notes — {city} foundation\nApplicant: {name}\nSays family stopped paying fees after learning she is [[S:{orient}]]. Lives with a friend. Counsellor letter attached ([[H:anxiety]]). Recommend full bursary.` },
  { genre: 'clinical', text: `Ficha clínica — centro de saúde, {city}\nUtente: {name}\nOrientação sexual: [[S:bissexual]]. Parceiros: [[S:homem e mulher]]. Rastreio: [[H:sífilis]] reagente, tratado com penicilina. Consulta de seguimento em 3 meses.` },
  { genre: 'chat', text: `WhatsApp — Anene to {first}\nYou say your guy dey come pick you for Sunday? Abeg make una careful, dem dey beat [[S:gay]] people for that junction. Send me your location when you reach.` },
  { genre: 'hr', text: `Harassment complaint — HR log, {city}\nComplainant: {name}\nColleague repeatedly called him "moffie" and asked about his boyfriend in front of clients. Complainant confirms he is [[S:gay]] and out at work. Investigation opened.` },
  { genre: 'clinical', text: `Transfusion-service donor interview (FAIR)\nDonor: {name}\nQ: In the last 3 months, have you had sex with a [[S:new partner]]? Yes. Q: [[S:anal sex]] with that partner? Yes. Outcome: deferred 3 months.` },
  { genre: 'chat', text: `Dating app report — trust & safety queue\nReporter: {name}\nProfile says: "[[S:Gay]], 29, {city}. Looking for a [[S:man]]." Reporter says the matched user threatened to out him to his employer. Action: ban matched user, keep logs 30 days.` },
  { genre: 'kyc', text: `Medical aid — dependant registration, {city}\nPrincipal member: {name}\nDependant: Ms T. Mahlaba, relationship: [[S:same-sex life partner]] (cohabiting since {year}). Affidavit of partnership attached. Chronic benefit: [[H:asthma]] (dependant).` },
  { genre: 'clinical', text: `Intake — Centrum Seksuele Gezondheid, {city}\nCliënt: {name}\nDoelgroep: [[S:MSM]]; seksuele contacten afgelopen maand: 4 [[S:mannelijke partners]]. Uitslag hiv-test: negatief; PrEP-consult gepland. Hepatitis B-vaccinatie: 2 van 3.` },
  // --- biometric in HR, banking, schools and health
  { genre: 'hr', text: `Attendance system — enrolment log, {city} LGA\nStaff: {name}, Clerk II\n[[B:Right thumb]] and [[B:left thumb]] enrolled on device BIO-07. Template ID [[B:TPL-0{n}331]]. Quality: 62/100, accepted. IPPIS verification: matched.` },
  { genre: 'kyc', text: `Mobile banking — security log\nCustomer: {name}\n06:44 Login with [[B:fingerprint]] (device sensor) — success.\n06:45 Transfer GHS 400 — [[B:selfie liveness check]] passed (score 0.97).\n06:46 Session closed.` },
  { genre: 'hr', text: `Zeiterfassung — Fingerabdruck-Terminal\nMitarbeiter: {name}, {city} Lager\n[[B:Fingerabdruck]] neu angelernt (Finger 2, rechte Hand) am 03/03. Vorheriges [[B:Template]] gelöscht. Einwilligung nach § 26 BDSG unterschrieben.` },
  { genre: 'kyc', text: `Bank branch — BVN enrolment slip\nCustomer: {name}\n[[B:10 fingerprints]] and [[B:facial image]] captured. BVN: 22{n}4819055. Enrolment officer: Teller 4, {city} branch. Status: successful.` },
  { genre: 'kyc', text: `Home Affairs — smart ID application, {city}\nApplicant: {name} | ID 8501015800087\nLive capture: [[B:fingerprints]] (10), [[B:photo]]; signature pad. [[B:Fingerprint verification]] against HANIS: match. Collect in 10 working days.` },
  { genre: 'kyc', text: `School canteen system — parent letter\nPupil: {name}, Year 7\nYour child has been registered on the [[B:finger-scan]] cashless system (the [[B:fingerprint template]] is stored, not the image). Tick to opt out and use a PIN card instead.` },
  { genre: 'kyc', text: `Huduma Namba / Maisha card enrolment — {city}\nName: {name}\n[[B:Alama za vidole]] (fingerprints) zote 10 zimechukuliwa; [[B:picha ya uso]] imepigwa. Namba ya usajili: 0{n}77120. Tarehe: 12/03/{year}.` },
  { genre: 'kyc', text: `Ghana Card registration — NIA, {city}\nApplicant: {name}\n[[B:Iris]] and [[B:fingerprints]] captured; PIN GHA-7{n}412019-3. Verification at bank: [[B:facial match]] 88 %.` },
  { genre: 'kyc', text: `Contrôle d'accès — registre biométrique, site de {city}\nSalarié : {name}\nModèle : [[B:empreinte du réseau veineux]] de la main droite; stocké sur badge. Consentement recueilli le 14/02/{year}.` },
  { genre: 'kyc', text: `Exam registration — JAMB CBT centre, {city}\nCandidate: {name} | Reg. no. 20{n}54217HA\n[[B:Fingerprint]] captured at registration; at exam entry [[B:biometric verification]] failed twice, passed on third try with [[B:facial capture]].` },
  { genre: 'kyc', text: `Hospital patient ID — palm vein system, {city}\nPatient: {name} | Folder {hosp}\n[[B:Palm vein pattern]] (right hand) enrolled at admissions to prevent record duplication. Patient consented. Diagnosis on file: [[H:{cond}]].` },
  { genre: 'kyc', text: `Gym access log — {city} Fitness\nMember: {name}\nAccess method: [[B:face recognition]] (enrolled 01/{year}). Entries this week: 4. Member requested deletion of [[B:facial data]] on cancellation.` },
  { genre: 'kyc', text: `Iris enrolment — refugee settlement, Kakuma\nHousehold head: {name}\n[[B:Iris scan]] both eyes enrolled; [[B:fingerprints]] 10. Case number KAK-0{n}124. Ration card linked to [[B:biometric record]].` },
  { genre: 'kyc', text: `Voter register inspection slip — {city}\nVoter: {name} | VIN 90F5B0{n}7731\nCapture: [[B:fingerprints]] 10, [[B:facial image]]. Status at BVD test: [[B:thumbprint]] not recognised, face accepted.` },
  { genre: 'court', text: `Police custody record — {city}\nDetainee: {name}, arrested for [[C:{offence}]]\n[[B:Fingerprints]] taken (Livescan, IDENT1 ref [[B:PNC/0{n}2211K]]), [[B:custody photograph]] and [[G:DNA swab]]. Detainee declined solicitor.` },
  // --- trade union: grievance, strike and membership records
  { genre: 'hr', text: `Query letter reply — {city} General Hospital\nFrom: {name}, nursing officer\nI was absent on 14/06 because I joined the [[U:NANNM]] strike as directed by my [[U:union]] executive. I am a financial member; attached is my dues receipt.` },
  { genre: 'hr', text: `Disciplinary inquiry — Umhlangano wokuqondisa, {city}\nUmsebenzi: {name}\nUmmeleli: [[U:{union}]] shop steward. Icala: ukungabikho emsebenzini ngesikhathi sesiteleka. Employee states she is a paid-up [[U:union member]] and the strike was protected.` },
  { genre: 'hr', text: `Strike day deductions — payroll query, {city} council\nEmployee: {name}\nDeduction: 1 day (strike, 30/11). Employee is a member of [[U:{union}]] and took part in lawful industrial action. Pension unaffected.` },
  { genre: 'hr', text: `[[U:KUDHEIHA]] — case file, {city}\nMember: {name} | Card 0{n}21\nComplaint: employer withheld 3 months' pay after she joined [[U:KUDHEIHA]]. Union official to accompany her to the labour office.` },
  { genre: 'kyc', text: `[[U:Ghana Mine Workers' Union]] — welfare claim, {city}\nClaimant: {name}, member no. MWU/0{n}9\nBenefit: medical refund for [[H:{cond}]] treatment at [[H:{hosp}]]. Dues status: up to date ([[U:GMWU]]). Approved.` },
  { genre: 'hr', text: `Betriebsratswahl — Kandidatenliste\nListe 2: [[U:IG Metall]]\nPlatz 3: {name}, Schichtleiterin, Werk {city}, Gewerkschaftsmitglied seit {year}. Platz 4: M. Yilmaz, Instandhaltung.` },
  { genre: 'chat', text: `Telegram — [[U:KUPPET]] {city} members\n{first}: Nimelipa ada ya [[U:KUPPET]] ya mwezi huu lakini haijaonekana kwa payslip. Nani anaweza kunisaidia?\nBranch Sec: Tuma nambari yako ya TSC, nitafuatilia.` },
  { genre: 'hr', text: `Afdankingsverhoor — notule, {city}\nWerknemer: {name}\nVerteenwoordiger: [[U:Solidariteit]] organiseerder. Werknemer sê hy is as [[U:vakbondlid]] geteiken na die staking. Uitslag: finale waarskuwing.` },
  { genre: 'hr', text: `Zwolnienie — protokół, {city}\nPracownik: {name}\nPracownik jest członkiem [[U:NSZZ Solidarność]] i przewodniczącym komisji zakładowej; wypowiedzenie wymaga zgody zarządu związku. Zgoda: brak.` },
  // --- political: observers, petitions and party records
  { genre: 'kyc', text: `Election observer accreditation — {city} County\nObserver: {name}\nOrganisation: ELOG. Declaration: "I am not a member of any political party." Previous: was a [[P:{party}]] aspirant in {year} — declared, accreditation referred.` },
  { genre: 'kyc', text: `Recall petition — signatures sheet, ward 12, {city}\nSignatory: {name}, ID 0{n}5513\nStatement: I support the recall of the [[P:{party}]] councillor. Signed and ID checked by the [[P:{party}]] branch organiser.` },
  { genre: 'kyc', text: `Donation register — local party association, {city}\nDonor: {name}\nAmount: £600 to [[P:{party}]] {city} Central. Permissibility check: on electoral roll, passed. Declared to the Electoral Commission.` },
  { genre: 'court', text: `Bail ruling — {city} Chief Magistrate's Court\nAccused: {name}, [[P:{party}]] youth leader\nCharged with [[C:incitement to violence]] after a campaign rally. Bail granted on bond of N5m with two sureties.` },
  { genre: 'hr', text: `Personnel file — municipal officer, {city}\nOfficer: {name}\nPolitical office declared: [[P:{party}]] regional treasurer (unpaid). Approved under the code of conduct, no campaigning in uniform.` },
  { genre: 'kyc', text: `Adhésion — fiche membre\nNom : {name}, {city}\nParti : [[P:{party}]] — section locale. Cotisation annuelle 30 €. Mandat : conseiller municipal depuis {year}.` },
  // --- race and ethnicity in more records
  { genre: 'clinical', text: `Kidney transplant work-up — {hosp}\nRecipient: {name}\nEthnic origin: [[E:{eth}]] | Donor: brother\nHLA match 3/6. eGFR formula used without race coefficient. Primary disease: [[H:hypertensive nephropathy]].` },
  { genre: 'kyc', text: `Birth registration — informant's form, {city}\nChild's father: {name}\nPopulation group of father: [[E:Black African]]; of mother: [[E:Coloured]]. Home language: isiXhosa.` },
  { genre: 'hr', text: `Race disparity audit — pay file extract\nEmployee: {name}, band 5\nEthnicity: [[E:{eth}]]; religion: [[R:{rel}]]; disability: none declared. Pay gap flag: yes.` },
  { genre: 'kyc', text: `Refugee ID renewal — {city}\nHolder: {name}\nNationality: Somalia | Clan/ethnic group: [[E:Bantu Somali]] | Language: Maay Maay. Vulnerability: [[H:physical disability]] (leg).` },
  { genre: 'court', text: `Inquest witness statement — {city}\nWitness: {name}\nThe deceased was my neighbour. He told me the landlord refused to repair the heating because he was "[[E:{eth}]]". He had [[H:asthma]] and the flat was damp.` },
  { genre: 'kyc', text: `Antrag Integrationskurs — {city}\nTeilnehmerin: {name}\nHerkunft: [[E:{eth}]] (Volksgruppe), Muttersprache Romani. Religion: [[R:orthodox]]. Kinderbetreuung benötigt.` },
  // --- genetic data in more records
  { genre: 'clinical', text: `Premarital screening — {city} health centre\nClient: {name}\nHb electrophoresis: [[G:AS]] (carrier). Fiancé: [[G:SC]]. Counselled on 1 in 4 risk; couple to decide. Thalassaemia: not tested.` },
  { genre: 'clinical', text: `Oncology clinic — {hosp}\nPatient: {name}\nTumour: [[H:colorectal cancer]]. Germline test: [[G:Lynch syndrome (MLH1)]] confirmed. Daughter referred for [[G:predictive genetic test]].` },
  { genre: 'clinical', text: `Pharmacogenomic alert — hospital EPR\nPatient: {name}\n[[G:HLA-B*58:01 positive]] — avoid allopurinol. [[G:CYP2C19 poor metaliser]]: use alternative to clopidogrel. Source: genotyping report {year}.` },
  { genre: 'kyc', text: `Court order — family division, {city}\nIn the matter of: {name} (respondent father)\nThe court directs [[G:DNA paternity testing]]; the report dated 03/{year} found [[G:paternity excluded]]. Maintenance order set aside.` },
  { genre: 'clinical', text: `Inherited disease clinic — {hosp}\nChild of {name}\nDiagnosis: [[H:Duchenne muscular dystrophy]]; [[G:dystrophin deletion exons 45-50]]. Mother is a [[G:carrier]]. Referred to physiotherapy.` },
  { genre: 'clinical', text: `Prenatal diagnosis — amniocentesis result\nPatient: {name}\nKaryotype of fetus: [[G:47,XX,+21]]. Parents informed; counselling appointment booked. Mother's history: [[H:hypothyroidism]].` },
  // --- religion in ordinary records
  { genre: 'hr', text: `Leave application — {city} State Civil Service\nOfficer: {name}\nType: annual leave ([[R:Hajj]]). Dates: 20 days from 10/06. Seat allocation by NAHCON: {city} batch. [[R:Muslim]] pilgrims' welfare officer informed.` },
  { genre: 'kyc', text: `Funeral policy claim — {city}\nDeceased: {name}\nBurial: within 24 hours per [[R:Islamic]] rites, so no mortuary fee. Imam's letter from the [[R:Masjid]] attached as proof of burial.` },
  { genre: 'hr', text: `Flexible working request — {city} office\nEmployee: {name}\nRequest: leave 1 hour early on Fridays in winter to observe the [[R:Jewish Sabbath]]. Will make up hours on Monday. Manager: approved.` },
  { genre: 'chat', text: `Parish WhatsApp — St Anthony's, {city}\n{first}: Fada abeg add my name for the [[R:Catholic]] men's guild. I don finish my confirmation class. My wife na [[R:Anglican]] but she go follow me for Mass.` },
  { genre: 'kyc', text: `Sunday school register — [[R:Dutch Reformed Church]] ({city} congregation)\nChild: son of {name}\nConfirmation class {year}; parent's membership no. 0{n}3. Note: allergy to [[H:peanuts]].` },
  { genre: 'kyc', text: `Fiche d'inscription — aumônerie du lycée, {city}\nÉlève : {name}\nConfession : [[R:protestante]]. Régime alimentaire : [[R:halal]] (père [[R:musulman]]). Autorisation de sortie : oui.` },
  // --- criminal records in more records
  { genre: 'kyc', text: `Firearm certificate application — Firearms Licensing Board, {city}\nApplicant: {name}\nCriminal record check: [[C:{offence}]] conviction in {year} — fine. Referred to the board for interview. Psychological assessment pending.` },
  { genre: 'hr', text: `Pre-employment screening result — security company, {city}\nCandidate: {name}\nPSIRA status: suspended. SAPS check: [[C:pending case of theft]] (CAS 221/04/{year}). Recommendation: do not appoint.` },
  { genre: 'court', text: `Multi-agency public protection — referral form\nOffender: {name}\nIndex offence: [[C:{offence}]], sentenced {year} to 4 years. Licence conditions: no contact with victim. Risk: medium. Mental health: [[H:personality disorder]].` },
  { genre: 'court', text: `Parole board file — {city}\nInmate: {name}\nSentence: 15 years for [[C:armed robbery]], served 9. Conduct: good, completed carpentry. Health: [[H:diabetic]], on [[H:insulin]]. Recommendation: parole with monthly reporting.` },
  // --- more genetic and ethnic records
  { genre: 'kyc', text: `Immigration DNA test — Embassy of the Netherlands, {city}\nSponsor: {name}\nClaimed relationship: mother and 3 children. Result: [[G:maternity confirmed]] for 2 children; [[G:third child not biologically related]] to the sponsor.` },
  { genre: 'news', text: `Community newsletter — {city} Indian Association\nCongratulations to {name}, now elected youth chair. {first}, whose family is [[E:Gujarati]] and [[R:Hindu]], led the Diwali food drive this year.` },
  { genre: 'kyc', text: `Wills and estates — instruction sheet, {city}\nTestator: {name}\nDistribution according to [[R:Islamic law]] (faraid). Witnesses: 2 adult Muslims. Testator mentions [[H:cancer]] diagnosis, wants will done this week.` },
  // --- mixed records
  { genre: 'court', text: `Deportation order file — Immigration, {city}\nSubject: {name}\nGround: conviction for [[C:drug trafficking]] ({year}), 5 years. Health: [[H:hepatitis B]], on [[H:tenofovir]]. Religion recorded: [[R:{rel}]].` },
  { genre: 'clinical', text: `Stammzellspender-Registrierung — DKMS\nSpenderin: {name}, {city}\nHLA-Typisierung: [[G:HLA-A*02:01, B*07:02]]. Ethnische Herkunft (für Matching): [[E:{eth}]]. Vorerkrankungen: keine.` },
  { genre: 'clinical', text: `Occupational health — pilot medical, {city}\nPilot: {name}\nClass 1 renewal: deferred. Reason: newly diagnosed [[H:atrial fibrillation]]; on [[H:apixaban]]. History of [[H:kidney stones]].` },
  { genre: 'kyc', text: `Travel insurance declaration — {city}\nTraveller: {name}\nPre-existing: [[H:epilepsy]] (last seizure 2022), [[H:{cond}]]. Cover: accepted with excess. Destination: Saudi Arabia ([[R:Umrah]]) — [[R:Muslim]] pilgrimage group.` },
  { genre: 'hr', text: `Union legal fund — claim approval, {city}\nMember: {name} ([[U:{union}]])\nClaim: unfair dismissal after taking [[H:{cond}]] sick leave. Fund approves counsel for the hearing.` },
  { genre: 'chat', text: `Facebook Messenger — to the ward chairman\n{first}: Sir, I am a [[P:{party}]] card-carrying member since {year}. Please help me with a letter for the job at the council; I have [[H:hypertension]] and cannot do field work.` },
  { genre: 'hr', text: `Welfare committee minutes — {city} teachers' [[U:union]] branch\nMember: {name}\nRequest: hardship loan for [[H:dialysis]] (renal failure). Granted R8,000 from the [[U:{union}]] benevolent fund.` },
  { genre: 'kyc', text: `Pensioen — nabestaandenaanvraag, {city}\nAanvrager: {name}\nRelatie: [[S:geregistreerd partner]] van overledene (beiden man). Overledene was lid van [[U:FNV]]; doodsoorzaak: [[H:longkanker]].` },
  // --- local-language records
  { genre: 'chat', text: `Saƙon WhatsApp — {first} zuwa ga likita\nLikita, ina da [[H:ciwon suga]] kuma na gama maganin [[H:{med}]]. Zan iya zuwa asibiti gobe? Katin asibiti na [[H:{hosp}]].` },
  { genre: 'chat', text: `WhatsApp — Nana to {first}\nMe nua, wo maame yare [[H:asikyire yadeɛ]] (sugar) na ne nan ayɛ no ahoa. Yɛde no kɔɔ [[H:{hosp}]] nnɛra. Bra ntɛm.` },
  { genre: 'chat', text: `SMS — apteka, {city}\nPani {first}, Pani lek [[H:Euthyrox]] i [[H:insulina]] są do odbioru. Recepta na [[H:cukrzycę]] ważna do końca miesiąca. Pozdrawiamy.` },
  { genre: 'chat', text: `Ọ̀rọ̀ láti ọ̀dọ̀ {first}: Ẹ jọ̀ọ́ ẹ gbàdúrà fún ìyá mi, wọ́n ní [[H:àrùn jẹjẹrẹ]] ọmú, wọ́n wà ní [[H:{hosp}]]. Ọmọ ìjọ [[R:Christ Apostolic Church]] ni wá.` },
  { genre: 'clinical', text: `Kliniekverslag — {city}\nPasiënt: {name}\nDiagnose: [[H:hoë bloeddruk]] en [[H:suikersiekte]]. Medikasie: [[H:{med}]]. Pasiënt is [[R:Apostoliese Geloofsending]] lidmaat en vra vir 'n middag-afspraak ná kerk.` },
  { genre: 'clinical', text: `Relatório de alta — Hospital de {city}\nUtente: {name}\nDiagnóstico: [[H:enfarte agudo do miocárdio]]; [[H:diabetes tipo 2]]. Medicação: [[H:AAS]], [[H:atorvastatina]]. Religião: [[R:Testemunha de Jeová]] — recusou transfusão.` },
  { genre: 'chat', text: `Ozi WhatsApp — {first} gaa nne ya\nMama, dọkịta kwuru na m nwere [[H:ọrịa shuga]]. Ha nyere m [[H:{med}]]. Ekpere gị ka m chọrọ. Anyị ga-aga chọọchị [[R:Katọlik]] Sunday.` },
  { genre: 'clinical', text: `Umlando wesiguli — {city} clinic\nIgama: {name}\nIsifo: [[H:ushukela]] (diabetes) kanye [[H:nomfutho wegazi ophezulu]]. Uthola [[H:{med}]] njalo ngenyanga. Ubhapathizwe e-[[R:Shembe]] (Nazareth Baptist Church).` },
  { genre: 'clinical', text: `Karta informacyjna — szpital w {city}\nPacjent: {name}\nRozpoznanie: [[H:zapalenie płuc]], [[H:przewlekła obturacyjna choroba płuc]]. Zalecenia: [[H:salbutamol]] wziewnie. Wyznanie: [[R:rzymskokatolickie]] — prośba o kapelana.` },
  // --- more biometric and genetic
  { genre: 'kyc', text: `SIM swap request — {city} service centre\nCustomer: {name}\nVerification: NIN slip + [[B:fingerprint]] match against NIMC ([[B:score 87]]). New SIM issued. Agent ID 4471.` },
  { genre: 'kyc', text: `Social grant payment — paypoint log, {city}\nBeneficiary: {name}\nPayment verified by [[B:biometric fingerprint]]; second attempt [[B:voice recognition]] enrolled for pension verification. Amount R2 180.` },
  { genre: 'kyc', text: `Passport renewal — HM Passport Office\nApplicant: {name}\nDigital photo accepted; [[B:facial biometric]] compared with previous passport: match. Fingerprints not required. Countersignatory: not required.` },
  { genre: 'clinical', text: `Sickle cell clinic — {hosp}\nPatient: {name}, 19\nGenotype: [[G:HbSS]]. Crises this year: 3. On [[H:hydroxyurea]] 15 mg/kg. Sister tested: [[G:HbAS]].` },
  { genre: 'clinical', text: `Genetic counselling — {city} academic hospital\nClient: {name}\nFamily history of [[H:Huntington's disease]] (father). [[G:Predictive test]]: [[G:CAG repeat 43]] — expanded allele. Follow-up with psychologist booked.` },
  { genre: 'clinical', text: `Erfelijkheidsadvies — polikliniek Klinische Genetica\nPatiënt: {name}\nUitslag: [[G:dragerschap]] van een [[G:BRCA1-mutatie]] bevestigd. Advies: MRI-screening jaarlijks. Zus krijgt een uitnodiging voor DNA-onderzoek.` },
  // --- more ethnic origin
  { genre: 'kyc', text: `Scholarship application — {city} State indigene bursary\nApplicant: {name}\nState of origin: {city} | LGA: Nsukka | Tribe: [[E:{eth}]]. Religion: [[R:{rel}]]. Attached: certificate of origin.` },
  { genre: 'court', text: `Land claim hearing — Commission on Restitution\nClaimant: {name}\nThe claimant's family, of [[E:{eth}]] descent, was removed from the farm in 1968 under the Group Areas Act. Claimant's mother has [[H:dementia]]; son speaks for her.` },
  { genre: 'clinical', text: `Hospital admission — {hosp}\nPatient: {name}\nEthnic category (NHS code): [[E:H — Indian]] | Interpreter: Gujarati | Religion: [[R:Jain]] — vegetarian, no root vegetables. Dx: [[H:{cond}]].` },
  // --- more criminal records
  { genre: 'court', text: `EFCC — suspect profile, {city} zonal office\nSuspect: {name}\nPrevious: [[C:convicted of {offence}]] in {year} ({city} High Court), 3 years. Current: [[C:money laundering]] investigation. Bail conditions: passport surrendered.` },
  { genre: 'court', text: `Hofsaak — vonnis, {city}\nBeskuldigde: {name}\nSkuldig bevind aan [[C:huisbraak]] en [[C:diefstal]]; vonnis: 5 jaar gevangenisstraf, 2 jaar opgeskort. Vorige veroordeling: [[C:dronkbestuur]] 2016.` },
  { genre: 'court', text: `Extrait de casier judiciaire — bulletin n°3\nNom : {name}\nCondamnations : [[C:vol aggravé]], tribunal correctionnel de {city}, {year}, 8 mois avec sursis. [[C:Usage de stupéfiants]], {year}, amende 300 €.` },
  // --- more political and union
  { genre: 'kyc', text: `Party primaries — delegates list, {city} LGA\nDelegate: {name}, ward 9 | Party: [[P:{party}]]\nNote: delegate is also the ward [[P:{party}]] chairman. Accreditation tag collected.` },
  { genre: 'news', text: `Obituary notice — {city}\nThe family of the late {name} announce his passing after a long battle with [[H:prostate cancer]]. A stalwart of the [[P:{party}]] and former [[U:{union}]] shop steward. Service at the [[R:Methodist]] church Saturday.` },
  { genre: 'hr', text: `Employment tribunal — claim form ET1 (extract)\nClaimant: {name}\nDetriment because of [[U:trade union membership]]: after joining [[U:{union}]], the claimant was moved to night shifts. Also disability: [[H:type 1 diabetes]].` },
  // --- maternity and children
  { genre: 'clinical', text: `Labour ward register — {city}\nMother: {name}, P2\nDelivery: [[H:emergency caesarean]] for [[H:obstructed labour]]. Baby 3.1 kg. Mother [[H:HIV positive]]: baby on [[H:nevirapine]] syrup.` },
  { genre: 'clinical', text: `Road-to-Health booklet — {city} clinic\nChild of {name}\nMother's HIV status: [[H:positive]] (PCR for baby at 10 weeks: pending). Mother on [[H:ART]]. Growth: [[H:underweight]] — referred to dietitian.` },
  { genre: 'clinical', text: `Red book — health visitor note\nBaby of {name}\nMother scored 15 on EPDS: [[H:postnatal depression]] likely; GP referral. Baby has [[H:tongue tie]], feeding poorly. Father's religion: [[R:{rel}]] — circumcision question discussed.` },
  // --- more orientation and sex life
  { genre: 'court', text: `Police statement — {city}\nComplainant: {name}\nI met the suspects through a dating app where my profile says I am [[S:{orient}]]. They robbed me and threatened to post my photos. Suspects charged with [[C:robbery with violence]].` },
  { genre: 'clinical', text: `HIV testing services register — {city}\nClient: {name} | Population: [[S:sex worker]]\nResult: [[H:positive]], linked to care same day, started [[H:TLD]]. Partner testing: declined.` },
  { genre: 'hr', text: `LGBT+ staff network — membership list (confidential)\nMember: {name}, Finance, {city}\nIdentifies as: [[S:{orient}]]. Role: network co-chair. Consent to be named in the newsletter: no.` },
  // --- school and youth
  { genre: 'kyc', text: `Boarding school admission — medical form, {city}\nStudent: {name}\nConditions: [[H:asthma]], [[H:allergy to penicillin]]. Religion: [[R:{rel}]] — attends Sunday service. Genotype: [[G:AA]]. Blood group: O+.` },
  { genre: 'clinical', text: `School health services — screening record, {city}\nLearner: {name}, Grade 1\nFindings: [[H:squint]] left eye, [[H:tooth decay]]. Referred to the eye clinic. Parent consented.` },
  { genre: 'kyc', text: `Children's home — placement plan, {city}\nChild: {name}, 14\nHealth: [[H:{cond}]], on [[H:{med}]]. Heritage: [[E:{eth}]] (mother), White British (father). Faith: [[R:Muslim]] — halal diet, mosque on Fridays with key worker.` },
  // --- negatives: no special-category data about any person (22 threes, one per jurisdiction pair)
  { genre: 'news', text: `PHARMACY NOTICE — {city}\nFrom Monday we stock insulin pens, metformin and blood pressure monitors at government prices. Bring a valid prescription. Open 8am to 8pm, Sundays after church service hours.` },
  { genre: 'news', text: `Health talk poster — {city} clinic\nWorld TB Day: tuberculosis is curable. If you cough for more than 2 weeks, come for a free test. Treatment takes 6 months. Free, confidential, every weekday.` },
  { genre: 'news', text: `NHS leaflet — Your fit note explained\nA fit note is issued by a GP or other healthcare professional. It can say you are not fit for work or may be fit for work with some changes. Employers cannot ask for one in the first 7 days.` },
  { genre: 'news', text: `Directions to the venue — {city}\nThe wedding reception is at the Civic Hall, two streets after the Central Mosque. If you reach the Cathedral roundabout you have gone too far. Parking available.` },
  { genre: 'kyc', text: `Property listing — {city}\n3-bedroom house, walking distance to a school, a Methodist church and a mosque. Borehole, prepaid meter. Rental R9 500 per month. Viewing Saturday.` },
  { genre: 'news', text: `Tourist guide — {city} old town\nVisit the Gothic cathedral (free entry before 10:00), the former synagogue, now a museum, and the Friday market by the mosque square. Guided walks daily.` },
  { genre: 'news', text: `Political news — {city}\nThe {party} primaries have been shifted to next month, the party's national secretariat said. Aspirants must pay nomination fees by Friday. INEC has published the timetable.` },
  { genre: 'news', text: `Radio bulletin — {city}\nThe electoral commission says 12 parties have filed lists for the by-election. Campaigning ends Thursday midnight. Voters must bring an ID to the polling station.` },
  { genre: 'news', text: `Bürgerinformation — Kommunalwahl {city}\nWahllokale sind von 8 bis 18 Uhr geöffnet. Briefwahl kann bis Freitag beantragt werden. Zur Wahl stehen 9 Parteien und 2 Wählergruppen.` },
  { genre: 'news', text: `Labour news — {city}\nThe teachers' union has called off the planned strike after the government agreed to pay arrears. Schools reopen Monday. Negotiations on allowances continue next week.` },
  { genre: 'news', text: `Business report — mining sector\nWage talks between unions and the chamber stalled on Tuesday. Unions want 10 % across the board; employers offer 6 %. A mediator will be appointed.` },
  { genre: 'news', text: `Rail strike update — {city}\nTrains will run a reduced timetable on Saturday due to industrial action. Check before you travel. Season ticket holders can claim compensation online.` },
  { genre: 'news', text: `ADVERT — Trusted DNA Lab, {city}\nPaternity, maternity and sibling tests from N85,000. Results in 7 days, court-admissible, 100 % confidential. Walk in or call 0803 000 1111.` },
  { genre: 'news', text: `Radio ad — {city}\nWorried about your family tree? Our DNA ancestry kit tells you where your ancestors came from. Order now at R1 299, free delivery, results in 4 weeks.` },
  { genre: 'news', text: `Anzeige — Gentest zu Hause\nVaterschaftstest privat, anonym und schnell: Ergebnis in 5 Werktagen. Ab 149 €. Hinweis: heimliche Tests sind in Deutschland verboten.` },
  { genre: 'kyc', text: `Patient registration form — {hosp} (blank)\nName: ____ | Date of birth: ____\nHIV status: ____ | Genotype: ____ | Religion: ____\nKnown allergies: ____ | Next of kin: ____` },
  { genre: 'hr', text: `Equity report — summary, {city} branch\nWorkforce profile by occupational level is attached as required by the Act. Targets for the next period are set out in the EE plan. No individual data are included in this summary.` },
  { genre: 'hr', text: `Equality monitoring form — guidance notes\nYou do not have to answer these questions. Your answers are kept separately from your application and are not seen by the panel. Categories follow the census.` },
  { genre: 'news', text: `Police statement — {city}\nCrime in the state fell 12 % last year, the commissioner said. Cases of armed robbery and kidnapping dropped, while fraud rose. Residents are urged to report suspicious activity.` },
  { genre: 'news', text: `Court roll — {city} Magistrate's Court\nCourt 3 will not sit on Friday due to maintenance. Matters set down for that day move to Monday. Bail applications will be heard in Court 1.` },
  { genre: 'news', text: `DBS guidance — employers\nA basic DBS check shows unspent convictions and conditional cautions. Standard and enhanced checks need eligibility. You must not ask about protected convictions.` },
  { genre: 'news', text: `Notice — {city} passport office\nFrom 1 July all applicants must appear in person for fingerprint and photo capture. Bring your NIN slip. Children under 12: fingerprints not taken.` },
  { genre: 'news', text: `Bank SMS — security tip\nNever share your OTP or PIN. Our staff will never ask for your fingerprint login details. Update your app to use the new face login feature.` },
  { genre: 'news', text: `Airport notice — {city}\nE-gates are available to passengers aged 10 and over with a biometric passport. Stand on the yellow footprints and look at the camera. Staff will help if the gate rejects you.` },
  { genre: 'chat', text: `WhatsApp — {first} to cousin\nI go come your party for Saturday, abeg keep jollof for me. I dey come from mosque road side, traffic too much. Wetin I go bring, drinks?` },
  { genre: 'chat', text: `SMS — {first}: Hey! Church choir practice moved to 5pm. After that we go to the union building for the youth party planning, the hall is cheaper. Bring the speaker.` },
  { genre: 'chat', text: `Teams chat — {first}: Our farewell party for Tom is Thursday at 4 in the canteen. The HR union room is booked for the cake. Please sign the card before Wednesday.` },
  { genre: 'news', text: `School newsletter — {city} Primary\nThe school nurse will run eye and hearing checks for all Grade 1 learners next week. Forms were sent home. Parents who object should write to the office.` },
  { genre: 'news', text: `Care home brochure — {city}\nWe offer dementia care, physiotherapy and a weekly visit from local church and mosque volunteers. Meals: halal, kosher and vegetarian on request. Open visiting.` },
  { genre: 'news', text: `Stellenanzeige — Pflegefachkraft (m/w/d), {city}\nWir suchen Verstärkung für unsere Station für Diabetologie und Kardiologie. Tarif nach TVöD, Betriebsrat und Gewerkschaft im Haus. Bewerbung an jobs@klinik.example.` },
  { genre: 'news', text: `Insurance brochure — {city}\nOur hospital cash plan pays N10,000 per night in hospital. Pre-existing conditions such as diabetes, hypertension and sickle cell are covered after 12 months. No medical exam needed.` },
  { genre: 'news', text: `Blood drive — {city}\nSANBS mobile clinic at the community hall on Saturday. Donors must be 16 to 75, weigh over 50 kg and be in good health. Eat before you donate.` },
  { genre: 'news', text: `Sanquin — oproep\nDonoren met bloedgroep O negatief zijn dringend nodig. Maak een afspraak via de app. Na een tatoeage moet u vier maanden wachten.` },
  { genre: 'news', text: `Public lecture — University of {city}\nTopic: "Sickle cell genetics and premarital screening in West Africa." Speaker: professor of haematology. Free entry; light refreshments.` },
  { genre: 'news', text: `Press release — Genomics programme\nThe national biobank has sequenced 10,000 anonymised samples to study variants common in southern Africa. Participants gave consent; no individual results are returned.` },
  { genre: 'news', text: `Leaflet — NHS Genomic Medicine Service\nWhole genome sequencing may be offered to some children with rare diseases and some adults with cancer. Ask your specialist whether you are eligible.` },
  { genre: 'news', text: `Parish bulletin — {city}\nMass times: 7am and 9am. Confession Saturday 4pm. The Catholic Women Organisation meets after the second Mass. Tithe envelopes at the back.` },
  { genre: 'news', text: `Community notice — {city}\nThe Ghana Muslim Mission will hold its annual Maulid at the central mosque. Roads around the mosque will close from 2pm. Police will direct traffic.` },
  { genre: 'news', text: `Gemeindebrief — Evangelische Kirchengemeinde {city}\nGottesdienste im Advent jeweils 10 Uhr. Der Posaunenchor probt donnerstags. Spenden für die Tafel bitte im Gemeindehaus abgeben.` },
  { genre: 'kyc', text: `Tender notice — {hosp} procurement\nSupply of antiretroviral drugs, TB test cartridges and malaria rapid tests for 12 months. Bids close 30/09. Only registered suppliers.` },
  { genre: 'kyc', text: `Product sheet — fingerprint scanner FS-80\nResolution 500 dpi, FBI PIV certified, USB. Works with attendance, SIM registration and voter software. Price on request; warranty 2 years.` },
  { genre: 'kyc', text: `Fiche produit — terminal de contrôle d'accès\nReconnaissance faciale et badge, stockage local chiffré, conformité RGPD. Alimentation 12 V. Installation par un technicien agréé.` },
  { genre: 'news', text: `Kenya Gazette notice — {city}\nThe Registrar of Political Parties gives notice that a new party has applied for registration. Objections within 7 days. The party's proposed symbol is a tree.` },
  { genre: 'news', text: `Editorial — {city} daily\nWhichever party wins in December must fix the economy first. Manifestos promise jobs, but voters have heard it before. Turnout is expected to be low.` },
  { genre: 'news', text: `Sondage — élections européennes\nSelon le dernier sondage, la liste arrivée en tête recueille 28 % des intentions de vote. La participation pourrait dépasser 50 %. Marge d'erreur 3 points.` },
  { genre: 'hr', text: `Collective agreement — clause 14\nThe employer recognises the union as the bargaining agent for all grades below manager. Union dues will be deducted only with written authorisation from the employee.` },
  { genre: 'hr', text: `HR policy — sick leave\nEmployees may take up to 30 days' paid sick leave in a three-year cycle. A medical certificate is needed for absence longer than two days. Certificates are kept in a sealed file.` },
  { genre: 'hr', text: `Betriebsvereinbarung — Zeiterfassung\nDie Erfassung erfolgt per Chipkarte. Biometrische Verfahren werden nicht eingesetzt. Der Betriebsrat erhält monatlich eine anonymisierte Auswertung.` },
  { genre: 'news', text: `Health ministry statement — {city}\nA cholera outbreak has been confirmed in two LGAs with 48 cases. Boil water, wash hands and go to the nearest facility if you have watery diarrhoea.` },
  { genre: 'news', text: `Umyalezo wezempilo — {city}\nIsifo sikashukela (diabetes) siyanda emphakathini. Yidla ukudla okunempilo, uzivocavoce, uhlolwe mahhala emtholampilo. Amahora: 7-4 Msombuluko kuya Lwesihlanu.` },
  { genre: 'news', text: `Gezondheidsnieuws — {city}\nHet aantal mensen met diabetes type 2 stijgt. De GGD biedt gratis bloedsuikertests aan in de bibliotheek op woensdag. Geen afspraak nodig.` },
  { genre: 'chat', text: `Group chat — estate residents\n{first}: The landlord says the prayer room by the gate is now a generator house. The mosque and church people should use the hall. Meeting Saturday 10am.` },
  { genre: 'chat', text: `WhatsApp — {first}: Yo, did you see the ANC rally traffic on the N1? Took me 2 hours. Let's meet after 6 instead.` },
  { genre: 'chat', text: `WhatsApp — {first}: Sorry I'm late, the Green Party leafleters blocked the station exit. Coffee at the usual place?` },
  { genre: 'kyc', text: `Police clearance request — {city}\nApplicant: {name}\nResult: no criminal record found in the CRIMS database. Certificate valid 6 months. Purpose: employment abroad.` },
  { genre: 'kyc', text: `Medical aid application — {city}\nApplicant: {name}\nChronic conditions: none. Current medication: none. Hospital admissions in last 5 years: none. Pregnant: no.` },
  { genre: 'hr', text: `Annual leave request — {city}\nEmployee: {name}\nRequest: 5 working days from 12/08. Cover arranged with the team. Manager approved; balance after leave 11 days.` },
  { genre: 'news', text: `Court report — {city}\nA judge ruled that the county's ban on street preaching was unconstitutional. The case was brought by a civil society group. The county may appeal within 14 days.` },
  { genre: 'news', text: `Research call — {city} university\nWe need volunteers aged 18-40 for a study on blood pressure and salt. Participants will not be tested for HIV or genetic conditions. Compensation for travel.` },
  { genre: 'news', text: `Museum exhibit — {city}\nThe exhibit traces the history of trade unions in the docks, the rise of socialist parties and the fight for the vote. Open Tuesday to Sunday, free on the first Sunday.` },
  { genre: 'kyc', text: `Hajj operator brochure — {city}\nPackage 2025: flights, hotel in Makkah 500 m from the Haram, transport to Mina. Vaccination for meningitis compulsory. Pay in 3 instalments.` },
  { genre: 'kyc', text: `Receipt — {city} Farmers' Union shop\nItems: 2 bags fertiliser, 1 knapsack sprayer. Total GHS 1,250. Paid cash. Thank you for your custom.` },
  { genre: 'kyc', text: `Booking confirmation — {city} conference centre\nEvent: Annual general meeting of the credit union. Room: Hall B, 120 seats. Catering: vegetarian and halal options. Invoice to follow.` },
  { genre: 'news', text: `Public notice — {city} County government\nFree screening for hypertension, diabetes and cervical cancer at the county hospital this week. No appointment required. Bring your ID.` },
  { genre: 'news', text: `Radio health show — {city}\nToday's topic: epilepsy is not witchcraft and not contagious. A person having a seizure should be turned on the side. Call in with your questions.` },
  { genre: 'news', text: `Apotheken-Umschau — Ratgeber\nWas tun bei Heuschnupfen? Antihistaminika helfen gegen Niesen und juckende Augen. Bei Asthma sollten Sie mit Ihrem Arzt sprechen.` },
];
