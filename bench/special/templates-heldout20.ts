// Held-out set 20 of the special-category labelled set (issue 15). Written in session 10 by an author independent
// of the detector: before writing it the author read only the issue, the `Template` type and the first templates
// of templates-dev.ts (mark syntax, category letters), slots.ts, generate.ts, the usage header of
// bench/special.ts, test/bench/special-generate.test.ts and the header comment of templates-heldout19.ts (its
// grain rule, followed here so the sets are comparable; only the comment lines were printed, none of its
// templates). The author did NOT read src/detect/special/, src/lexicon/, the statute packs' special-category
// entries, the README's issue-15 sections, test/detect/special/ or any earlier set's templates or data, and never
// ran the detector or the bench on this set. To be read once on the rules of session 10's round, do not tune on it.
// Texts are the author's own, written from knowledge of the records DPOs, KYC/PEP screening teams, courts, police,
// probation, insurers, schools, social care, HR and health teams in NG, KE, GH, ZA, the UK and the EU hold, in
// English, Nigerian Pidgin, Hausa, Yorùbá, Swahili, isiZulu, Afrikaans, French and German; every person and
// number is fictional. Layouts: clinical letters, discharge summaries, lab CSV exports, pipe tables, HR files,
// payslips, tick-box forms, screening hits, charge sheets, OB entries, probation notes, insurance claims, school
// and care plans, minutes, chats and e-mails. Templates are written in threes so that each text sits in a fitting
// jurisdiction: with two fills per template, the first of each three is filled for NG and KE, the second for GH
// and ZA, the third for the UK and the EU.
// Grain rule (how the marks were placed, as in sets 17, 18 and 19):
// - Mark the value that reveals the category about an identifiable person (the subject, or anyone else named or
//   identifiable by relation or reference number): the condition, symptom, finding, drug, procedure or
//   disability; the genotype, variant or DNA result; the biometric sample, template or its identifier; the
//   offence, charge, conviction, sentence or arrest; the party; the faith, congregation or religious practice;
//   the ethnic group, clan or population group; the orientation; the union or union office. Not whole
//   sentences, not headings, not field labels; a code and its expansion are marked separately when both are
//   written.
// - Patient, clinic and HIV-care numbers assigned for health purposes are marked H (GDPR recital 35); other
//   identifiers (court and charge numbers, OB numbers, staff numbers, BVNs, insurance and union membership
//   numbers) are not.
// - Negated, normal or empty results are not marked: a negative or non-reactive test, "no criminal record",
//   "nil trace", "none declared", "Disability: No", "Prefer not to say", declining to join a union, options left
//   unticked on a form. A stated absence of belief ("humanist", "atheist") is a philosophical belief and is
//   marked R.
// - Clinicians, officers, pastors, witnesses and victims named beside the subject are not marked for their job
//   or for what was done to them; category words inside names of organisations, places, products, courses and
//   job titles are not marked unless they state the person's own membership or attendance. A language spoken is
//   not an ethnic group.
// - Statements about groups, statistics, policies, job adverts, products, places and headlines are negatives
//   (no marks).
import type { Template } from './templates-dev.js';

export const HELDOUT20_TEMPLATES: Template[] = [
  // 1
  { genre: 'clinical', text: 'OUTPATIENT CARD\nName: {name}   Hosp No: [[H:{hosp}]]\nPC: [[H:fever x 3/7]], [[H:vomiting]]\nO/E: [[H:pale]], temp 38.9\nMPs: [[H:positive (+++)]]\nImp: [[H:severe malaria]]\nRx: [[H:IV artesunate 2.4mg/kg]] stat' },
  { genre: 'clinical', text: 'DISCHARGE SUMMARY\nPatient: {name} ({n}M)\nFolder no: [[H:{hosp}]]\nDiagnosis: [[H:{cond}]]\nDischarge meds: [[H:{med}]] 500mg bd; [[H:paracetamol 1g]] prn\nFollow-up: MOPD in 2/52' },
  { genre: 'clinical', text: 'Dear Dr Hale,\nRe: {name}, MRN [[H:{hosp}]]\nThank you for seeing this {n} year old lady with [[H:poorly controlled type 2 diabetes]] (ICD-10 [[H:E11.65]]). HbA1c [[H:9.8%]]. I have started [[H:{med}]]. Kind regards, GP' },
  // 2
  { genre: 'chat', text: '{first} abeg no tell anybody o, doctor don confam say na [[H:{cond}]] dey worry me. Dem give me [[H:{med}]] make I dey take am everyday' },
  { genre: 'clinical', text: 'ART clinic register\nART No: [[H:ART/{year}/0{n}7]] | {name} | Regimen: [[H:TLD]] | VL: <50 copies/ml | next visit 14/03' },
  { genre: 'chat', text: 'Hi team, {first} won\'t be in this week, she\'s having [[H:chemotherapy]] for [[H:breast cancer]] at the Royal. Please don\'t share beyond the managers.' },
  // 3
  { genre: 'clinical', text: 'Lab export\nlab_no,patient,test,result\nL{n}019,{name},HIV 1/2 rapid,[[H:REACTIVE]]\nL{n}020,{name},HBsAg,NON-REACTIVE\nL{n}021,{name},Genotype,[[G:AS]]' },
  { genre: 'clinical', text: 'ANC booking: {name}, [[H:G3P2]], [[H:pregnant]] at [[H:24 weeks]]. PMTCT: [[H:on ART since {year}]]. Clinic no [[H:{hosp}]].' },
  { genre: 'clinical', text: 'Pathology report — specimen: core biopsy left breast\nPatient: {name}\nNHS No: [[H:485 777 3456]]\nConclusion: [[H:invasive ductal carcinoma, grade 2]], ER [[H:positive]]' },
  // 4
  { genre: 'hr', text: 'SICK NOTE\nThis is to certify that {name} was seen at this clinic and is suffering from [[H:acute gastroenteritis]]. He is advised [[H:5 days bed rest]].\nMedical Officer' },
  { genre: 'hr', text: 'Occupational health referral: {name}, porter, reports [[H:chronic lower back pain]] after a [[H:prolapsed disc (L4/5)]]. Recommend light duties.' },
  { genre: 'hr', text: 'Fit note — {name}\nCondition: [[H:anxiety and depression]]\nNot fit for work from 02/05 to 30/05.\nReasonable adjustments discussed: phased return.' },
  // 5
  { genre: 'kyc', text: 'Insurance claim #CLM-{n}884\nClaimant: {name}\nHospital: {city} General\nDiagnosis on bill: [[H:appendicitis]]; procedure: [[H:appendicectomy]]\nAmount claimed: 412,000' },
  { genre: 'kyc', text: 'Medical aid claim | member {name} | ICD-10 [[H:I10]] ([[H:essential hypertension]]) | script: [[H:amlodipine 5mg]] x 30' },
  { genre: 'kyc', text: 'Life cover application — {name}\nQ7 Have you ever been treated for cancer, heart disease or HIV? [X] Yes\nDetails: [[H:hodgkin lymphoma]] {year}, in remission\nBMI 27' },
  // 6
  { genre: 'hr', text: 'School health form\nPupil: {name}, JSS2\nKnown allergies: [[H:peanuts]]\nChronic illness: [[H:{cond}]]\nDrugs in school: [[H:{med}]] inhaler' },
  { genre: 'hr', text: 'Learner support plan: {name} (Gr 6) has [[H:ADHD]] and [[H:dyslexia]]; takes [[H:Ritalin 10mg]] mornings. Extra time in tests.' },
  { genre: 'hr', text: 'EHCP summary — {name}, Year 4. Primary need: [[H:autism spectrum disorder]]. Also [[H:hearing impairment]] (uses hearing aids).' },
  // 7
  { genre: 'clinical', text: 'Psych ward round: {name}, {n}F, admitted under Mental Health Act with [[H:{cond}]], [[H:auditory hallucinations]]. Plan: [[H:olanzapine 10mg]] nocte.' },
  { genre: 'clinical', text: 'Ward round note 07:30. Pt {name} post-op day 2 [[H:laparotomy]]. Tolerating diet. Wound clean. [[H:{cond}]] — continue [[H:{med}]].' },
  { genre: 'clinical', text: 'Arztbrief\nPatientin: {name}, geb. 1979\nDiagnosen: [[H:Diabetes mellitus Typ 2]], [[H:arterielle Hypertonie]]\nMedikation: [[H:Metformin 1000 mg]] 1-0-1' },
  // 8
  { genre: 'chat', text: 'Mama {first} say make I tell you say dem don admit am for hospital, na [[H:stroke]] o. Left side no dey move.' },
  { genre: 'chat', text: '{first}: sorry I missed the meeting, just found out I\'m [[H:pregnant]] and the morning sickness is bad' },
  { genre: 'clinical', text: 'Compte rendu — {name}, 52 ans. Antécédents: [[H:diabète de type 2]], [[H:insuffisance rénale chronique]]. Traitement: [[H:insuline glargine 20 UI]].' },
  // 9
  { genre: 'clinical', text: 'Rahoton asibiti, {name}: an gano yana da [[H:ciwon suga]] da [[H:hawan jini]]. Ya fara shan [[H:{med}]].' },
  { genre: 'clinical', text: 'Disability grant assessment\nApplicant: {name}\nImpairment: [[H:below-knee amputation, right]] following [[H:diabetic foot sepsis]]\nRecommendation: permanent grant' },
  { genre: 'hr', text: 'PIP assessment: {name} is [[H:registered blind]] and has [[H:type 1 diabetes]]; needs help preparing food.' },
  // 10
  { genre: 'clinical', text: 'Mgonjwa {name} amegunduliwa kuwa na [[H:kifua kikuu]]. Anaanza dawa za [[H:RHZE]] leo. Namba ya kliniki: [[H:{hosp}]].' },
  { genre: 'clinical', text: 'TB register | {name} | TB no [[H:TB/{year}/{n}3]] | [[H:smear positive pulmonary TB]] | Xpert: [[H:MTB detected, RIF resistance not detected]]' },
  { genre: 'clinical', text: 'Sexual health clinic — GUM no [[H:GU{n}4471]]. {name} attended; chlamydia NAAT [[H:positive]]; treated with [[H:doxycycline 100mg bd x 7/7]].' },
  // 11 genetic
  { genre: 'hr', text: 'Pre-marriage counselling form\nIntending couple: {name} and partner\nGenotype (man): [[G:AS]]\nGenotype (woman): [[G:AS]]\nCounsellor advised on 1 in 4 risk of SS child.' },
  { genre: 'clinical', text: 'Newborn screening result for baby of {name}: Hb electrophoresis [[G:FS]] — [[G:sickle cell trait]] suspected, repeat at 6 months.' },
  { genre: 'clinical', text: 'Clinical genetics letter: {name} was found to carry a pathogenic [[G:BRCA2 c.5946delT]] variant. Cascade testing offered to her sisters.' },
  // 12
  { genre: 'chat', text: 'My sister, the boy family dey ask for {first} genotype. Na [[G:AA]] she be, no wahala.' },
  { genre: 'court', text: 'Paternity matter: DNA report for {name} shows a [[G:probability of paternity of 99.99%]] for the child. Filed as exhibit C.' },
  { genre: 'clinical', text: 'Humangenetik: Bei {name} wurde eine [[G:heterozygote CFTR-Mutation F508del]] nachgewiesen. Genetische Beratung erfolgt.' },
  // 13
  { genre: 'kyc', text: 'Group life underwriting note: applicant {name} disclosed a family history of [[G:Huntington\'s disease]] and a [[G:positive predictive HTT test]] ({year}).' },
  { genre: 'clinical', text: 'Lab report (genetic)\nPatient: {name}\nTest: G6PD quantitative\nResult: [[G:G6PD deficient (class III)]]' },
  { genre: 'clinical', text: 'Familial hypercholesterolaemia clinic: {name}, [[G:LDLR variant c.681C>G heterozygous]]; on [[H:atorvastatin 80mg]].' },
  // 14
  { genre: 'clinical', text: 'Sickle cell clinic, {city}\nName: {name}\nHb genotype: [[G:SS]]\nHydroxyurea: [[H:hydroxyurea 500mg]] od\nLast crisis: [[H:vaso-occlusive crisis]] Jan' },
  { genre: 'hr', text: 'Employee {name} has asked that her [[G:Factor V Leiden]] carrier status be noted on her travel risk assessment.' },
  { genre: 'court', text: 'Forensic report: the DNA profile obtained from the swab matched the [[G:reference DNA profile]] of the accused {name} at all 21 loci.' },
  // 15
  { genre: 'clinical', text: 'Ẹ̀jẹ̀ {name}: genotype rẹ̀ jẹ́ [[G:AS]], ó sì ní [[H:ibà]] lọ́wọ́lọ́wọ́.' },
  { genre: 'kyc', text: 'Ancestry kit order #A-{n}771 for {name}: raw data file shows [[G:APOE ε4/ε4]]; customer asked for deletion.' },
  { genre: 'clinical', text: 'Karyotype of {name}: [[G:47,XXY]] ([[G:Klinefelter]]). Referred to endocrinology.' },
  // 16
  { genre: 'clinical', text: 'Pharmacogenomics: {name} is a [[G:CYP2C19 poor metaboliser (*2/*2)]]; avoid clopidogrel.' },
  { genre: 'clinical', text: 'Oncology MDT: {name}, [[H:colorectal ca]]. Tumour [[G:KRAS G12D mutation]] detected; [[G:Lynch syndrome (MLH1)]] confirmed on germline testing.' },
  { genre: 'chat', text: 'Hi {first}, your 23andMe-style results are in: you carry [[G:one copy of the HFE C282Y variant]]. Talk to your GP.' },
  // 17 biometric
  { genre: 'kyc', text: 'BVN enrolment record\nName: {name}\nBVN: 22{n}8841907\nFingerprints captured: [[B:10/10 fingerprint images]]\nFacial image: [[B:live photo template]]' },
  { genre: 'kyc', text: 'Onboarding log {name}: [[B:selfie liveness check]] passed; [[B:face match score 0.97]] against ID photo.' },
  { genre: 'hr', text: 'Staff {name} enrolled on the access system: [[B:right index fingerprint template]] stored (ID BIO-{n}12).' },
  // 18
  { genre: 'kyc', text: 'Huduma Namba: {name} alichukuliwa [[B:alama za vidole]] na [[B:picha ya uso]] katika kituo cha {city}.' },
  { genre: 'kyc', text: 'Ghana Card registration: {name} — [[B:iris scan]] and [[B:ten-print fingerprints]] captured at {city} NIA office.' },
  { genre: 'hr', text: 'Zeiterfassung: Mitarbeiter {name} meldet sich per [[B:Fingerabdruck]] an. Template-ID: [[B:FP-{n}0093]].' },
  // 19
  { genre: 'court', text: 'Police record: suspect {name}, [[B:fingerprints taken]] and [[B:AFIS no. 77{n}120]]; [[C:charged with {offence}]].' },
  { genre: 'kyc', text: 'Voice banking: {name} enrolled [[B:voiceprint]] for phone authentication on {year}-03-11.' },
  { genre: 'court', text: 'Custody record — {name}: [[B:DNA sample (buccal swab)]] and [[B:fingerprints]] taken under PACE s.61/s.63 following [[C:arrest for {offence}]].' },
  // 20
  { genre: 'chat', text: 'Oga {first}, dem don capture my [[B:thumbprint]] for the NIN office, remain only my photo' },
  { genre: 'kyc', text: 'SASSA payment: beneficiary {name} verified by [[B:fingerprint biometric]] at pay point, {city}.' },
  { genre: 'hr', text: 'Gym membership form — {name}\nEntry method: [X] [[B:facial recognition]] [ ] card\nConsent to biometric processing: Yes' },
  // 21
  { genre: 'kyc', text: 'INEC voter register extract: {name}, PVC no 90F5A{n}2, [[B:fingerprint minutiae]] and [[B:facial image]] on file.' },
  { genre: 'court', text: 'Exhibit 4: [[B:palm print]] lifted from the window frame, identified as that of {name}.' },
  { genre: 'kyc', text: 'Border entry — {name}: [[B:facial image and four fingerprints]] recorded under the EES; stay authorised 90 days.' },
  // 22 criminal record
  { genre: 'court', text: 'CHARGE SHEET\nCharge No: MC/{n}C/{year}\nAccused: {name}\nOffence: [[C:{offence}]], contrary to section 390 of the Criminal Code\nPlea: not taken' },
  { genre: 'court', text: 'Docket {year}/{n}: {name} was [[C:convicted of {offence}]] and [[C:sentenced to 3 years\' imprisonment]], wholly suspended.' },
  { genre: 'court', text: 'PNC print: {name}\n[[C:{year} — theft from shop — conditional discharge]]\n[[C:2019 — common assault — community order]]' },
  // 23
  { genre: 'court', text: 'OB No. {n}/12/{year}: {name} [[C:arrested]] at {city} for [[C:{offence}]], booked in cells, to be arraigned Monday.' },
  { genre: 'court', text: 'SAPS 69 record for {name}: [[C:previous conviction — {offence} ({year})]], [[C:fine R3,000 or 6 months]].' },
  { genre: 'hr', text: 'DBS certificate (enhanced) for {name}: Convictions: [[C:{year} Possession of a controlled drug (Class B) — fine £200]].' },
  // 24
  { genre: 'chat', text: 'You no hear? {first} don [[C:enter Kirikiri]] since last year, dem say na [[C:{offence}]] case.' },
  { genre: 'court', text: 'Probation report: {name} is serving a [[C:24-month community service order]] for [[C:{offence}]]; reports weekly.' },
  { genre: 'hr', text: 'Pre-employment screening: candidate {name} disclosed a [[C:spent caution for shoplifting]] ({year}). Offer confirmed.' },
  // 25
  { genre: 'kyc', text: 'PEP/sanctions screening hit\nSubject: {name}\nSource: adverse media\nFinding: [[C:indicted for {offence}]] by the EFCC in {year}; trial pending' },
  { genre: 'court', text: 'Parole board minutes: {name}, [[C:serving life for murder]], considered for day parole; victim impact statement read.' },
  { genre: 'court', text: 'Bundeszentralregister-Auszug {name}: [[C:Verurteilung wegen Betrugs]], [[C:Geldstrafe 90 Tagessätze]].' },
  // 26
  { genre: 'court', text: 'Mahakama ya {city}: Mshtakiwa {name} amepatikana na hatia ya [[C:wizi wa mifugo]] na [[C:kufungwa miaka mitano]].' },
  { genre: 'hr', text: 'Tenancy vetting: applicant {name} — criminal check: [[C:one prior for {offence} ({year})]], paid in full.' },
  { genre: 'court', text: 'Casier judiciaire de {name}: [[C:condamnation pour vol aggravé]], [[C:6 mois avec sursis]].' },
  // 27
  { genre: 'court', text: '{name} remains on [[C:remand]] at {city} custodial centre awaiting trial for [[C:{offence}]].' },
  { genre: 'court', text: 'Bail application — accused {name} is [[C:charged with {offence}]]; prosecution opposes bail citing [[C:two pending matters]].' },
  { genre: 'hr', text: 'Disciplinary file note: {name} informed HR he had been [[C:cautioned by police for drink driving]] in {year}.' },
  // political
  // 28
  { genre: 'kyc', text: 'PEP profile\nName: {name}\nPosition: ward chairman\nParty: [[P:{party}]]\nRisk: high' },
  { genre: 'hr', text: 'Secondment request: {name} wishes to take leave to stand as [[P:{party}]] candidate for the {city} ward seat.' },
  { genre: 'chat', text: '{first} is a paid-up [[P:{party}]] member, she canvassed for them door to door in {city} last May.' },
  // 29
  { genre: 'chat', text: 'Na [[P:{party}]] {first} dey support, im wear their cap come office yesterday' },
  { genre: 'court', text: 'Affidavit: the deponent {name} states he is the [[P:{party}]] youth organiser and was attacked after the primaries.' },
  { genre: 'hr', text: 'Staff register of interests\nName: {name}\nPolitical office: councillor ([[P:{party}]])\nDeclared: {year}' },
  // 30
  { genre: 'news', text: 'Minutes, residents association: {name} (chair) declared an interest as a member of the [[P:{party}]] executive.' },
  { genre: 'kyc', text: 'Screening result for {name}: PEP class 2 — member of the [[P:{party}]] national executive committee.' },
  { genre: 'chat', text: 'Hallo {first}, bist du noch in der [[P:{party}]]? Du warst doch Delegierte auf dem Parteitag.' },
  // 31
  { genre: 'hr', text: 'Mwanachama wa chama cha [[P:{party}]], {name}, aliomba likizo kwa ajili ya kampeni.' },
  { genre: 'chat', text: 'Eish, {first} is die-hard [[P:{party}]], she even has the party membership card in her wallet' },
  { genre: 'hr', text: 'Grievance: {name} alleges she was passed over because she is a [[P:{party}]] activist.' },
  // 32
  { genre: 'kyc', text: 'Donor record: {name} gave 500,000 to the [[P:{party}]] constituency association ({year}).' },
  { genre: 'court', text: 'Election petition: petitioner {name}, the [[P:{party}]] candidate, disputes the collation in {city}.' },
  { genre: 'hr', text: 'Mitgliederliste Ortsverein — Name: {name}; Partei: [[P:{party}]]; Beitrag bezahlt.' },
  // religion
  // 33
  { genre: 'hr', text: 'Staff bio-data\nName: {name}\nState of origin: Enugu\nReligion: [[R:{rel}]]\nNext of kin: spouse' },
  { genre: 'hr', text: 'Leave request: {name} asks for two days to attend the [[R:Ahmadiyya]] annual convention.' },
  { genre: 'hr', text: 'Equality monitoring\nReligion or belief: [ ] No religion [X] [[R:Sikh]] [ ] Prefer not to say\nName: {name}' },
  // 34
  { genre: 'hr', text: '{name} requested a prayer break at 13:00 on Fridays for [[R:Jumu\'ah]]; approved.' },
  { genre: 'clinical', text: 'Blood transfusion refused: patient {name} is a [[R:Jehovah\'s Witness]]; advance directive on file.' },
  { genre: 'chat', text: 'Sorry {first}, can\'t do Saturday, I\'m [[R:Seventh-day Adventist]] and we keep the Sabbath.' },
  // 35
  { genre: 'hr', text: 'Ìbéèrè ìsinmi: {name} jẹ́ [[R:ọmọ ìjọ Kérúbù àti Sérafù]], ó fẹ́ lọ sí àpéjọ ìjọ.' },
  { genre: 'clinical', text: 'Diet: {name} — [[R:halal]] meals only; fasting during [[R:Ramadan]], adjust insulin.' },
  { genre: 'hr', text: 'Religious accommodation: {name} ([[R:Orthodox Jewish]]) leaves early on Fridays in winter for Shabbat.' },
  // 36
  { genre: 'kyc', text: 'KYC note: customer {name}, occupation [[R:Imam]] at the Central Mosque, {city}.' },
  { genre: 'chat', text: '{first} got baptised last Sunday, she\'s now [[R:Apostolic Faith Mission]]' },
  { genre: 'hr', text: 'Fiche personnel: {name}, confession [[R:protestante]]; demande de congé pour la confirmation de son fils.' },
  // 37
  { genre: 'court', text: 'Custody note: detainee {name} ([[R:Muslim]]) requested a Qur\'an and was given a prayer mat.' },
  { genre: 'hr', text: 'Leave form — {name}: 3 days, [[R:Nazareth Baptist Church (Shembe)]] pilgrimage to Ekuphakameni.' },
  { genre: 'hr', text: 'Kirchensteuer: {name}, Konfession [[R:römisch-katholisch]] ([[R:rk]]), Steuerklasse I.' },
  // 38
  { genre: 'chat', text: '{first} na [[R:Deeper Life]] member, e no dey wear trouser or put earring' },
  { genre: 'clinical', text: 'Palliative care plan for {name}: wishes a [[R:Catholic]] priest for anointing of the sick.' },
  { genre: 'hr', text: 'Chaplaincy referral: {name} describes himself as [[R:humanist]] and asked for a non-religious listener.' },
  // 39
  { genre: 'kyc', text: 'Account opening form\nName: {name}\nTitle: Mr\nReligion: [[R:Islam]]\nOccupation: trader' },
  { genre: 'hr', text: 'Exit interview: {name} said colleagues mocked her for being [[R:Rastafarian]] and wearing locks.' },
  { genre: 'news', text: 'Parish newsletter: congratulations to {name}, confirmed into the [[R:Church of Scotland]] on Sunday.' },
  // ethnic
  // 40
  { genre: 'hr', text: 'Bio-data form\nName: {name}\nTribe: [[E:{eth}]]\nLGA: Nsukka\nLanguages: English, Igbo' },
  { genre: 'kyc', text: 'Application for ID: {name}, clan [[E:{eth}]], sub-clan noted by the chief.' },
  { genre: 'hr', text: 'Monitoring form\nEthnic group: [ ] White British [X] [[E:Black Caribbean]] [ ] Mixed\nEmployee: {name}' },
  // 41
  { genre: 'chat', text: '{first} be [[E:{eth}]] girl, her papa no go gree make she marry outside' },
  { genre: 'hr', text: 'Employment equity report: {name}, race: [[E:Coloured]], gender: F, occupational level: skilled.' },
  { genre: 'hr', text: 'Census record, {name}: ethnic origin [[E:Irish Traveller]].' },
  // 42
  { genre: 'court', text: 'Witness statement: {name} ([[E:{eth}]]) says he was told to leave the market because of his tribe.' },
  { genre: 'chat', text: 'Ngiyaxolisa {first}, ngingu-[[E:Zulu]] kodwa ubaba ungu-[[E:Xhosa]].' },
  { genre: 'clinical', text: 'Referral: {name}, [[E:Ashkenazi Jewish]] descent, for carrier screening.' },
  // 43
  { genre: 'hr', text: 'Mfanyakazi {name} ni wa kabila la [[E:{eth}]], kutoka kaunti ya {city}.' },
  { genre: 'kyc', text: 'Customer profile: {name} is [[E:{eth}]] by ethnicity and grew up in {city}.' },
  { genre: 'court', text: 'Hate crime report: victim {name}, [[E:{eth}]] origin, was abused in the street.' },
  // 44
  { genre: 'kyc', text: 'Refugee registration: {name}, nationality Somali, ethnicity [[E:Bantu Somali]], clan [[E:Madhiban]].' },
  { genre: 'hr', text: 'Recruitment panel note: {name}, who describes herself as [[E:Black African]], shortlisted.' },
  { genre: 'hr', text: 'Fiche: {name}, appartenance [[E:rom]], scolarisation des enfants suivie par l\'assistante sociale.' },
  // sexual orientation
  // 45
  { genre: 'chat', text: 'Abeg no talk am for outside, {first} na [[S:{orient}]], e tell me for confidence' },
  { genre: 'hr', text: 'Grievance: {name} reports that a supervisor outed him as [[S:{orient}]] to the team.' },
  { genre: 'hr', text: 'Equality monitoring — sexual orientation: [ ] Heterosexual [X] [[S:Bisexual]] [ ] Prefer not to say. Name: {name}' },
  // 46
  { genre: 'court', text: 'Asylum interview: applicant {name} states she is [[S:{orient}]] and fled after her family discovered her relationship.' },
  { genre: 'clinical', text: 'Sexual history: {name}, [[S:MSM]], PrEP: [[H:TDF/FTC daily]].' },
  { genre: 'chat', text: 'Salut {first}, tu savais que Marc est [[S:homosexuel]]? Il me l\'a dit hier.' },
  // 47
  { genre: 'court', text: 'Police statement: complainant {name} says he was blackmailed after a man threatened to reveal he is [[S:{orient}]].' },
  { genre: 'hr', text: 'Benefits: {name} added her same-sex partner as dependant; she identifies as [[S:lesbian]].' },
  { genre: 'hr', text: 'Personalakte {name}: Eingetragene Lebenspartnerschaft mit einem Mann; Herr {name} ist [[S:schwul]] und bat um Vertraulichkeit.' },
  // 48
  { genre: 'chat', text: 'Rafiki yangu {first} ni [[S:shoga]], tafadhali usimwambie mtu.' },
  { genre: 'clinical', text: 'Counselling note: {name}, 19, came out to parents as [[S:{orient}]]; low mood, no self-harm.' },
  { genre: 'kyc', text: 'Customer complaint: {name} says staff commented on her being [[S:queer]] when she opened a joint account with her wife.' },
  // 49
  { genre: 'hr', text: '{name} asked to update the staff directory to show he is a member of the LGBT+ network and is [[S:{orient}]].' },
  { genre: 'chat', text: 'Ek het vir {first} gesê dis okay, hy is [[S:gay]] en sy ouers weet nog nie.' },
  { genre: 'court', text: 'Tribunal judgment: the claimant, {name}, who is [[S:{orient}]], was harassed because of sexual orientation.' },
  // 50
  { genre: 'court', text: 'Charge: {name}, [[C:charged under the Same Sex Marriage (Prohibition) Act]]; his lawyer argues he was targeted for being [[S:{orient}]].' },
  { genre: 'clinical', text: 'Key population clinic: client {name}, [[S:WSW]], referred for counselling.' },
  { genre: 'hr', text: 'Diversity survey response, {name}: sexual orientation — [[S:pansexual]].' },
  // 51
  { genre: 'chat', text: '{first} told me she is [[S:{orient}]], she has been with her girlfriend for years' },
  { genre: 'hr', text: 'Disclosure form: {name}, sexual orientation: [[S:{orient}]]; partner name withheld.' },
  { genre: 'kyc', text: 'Dating app data export for {name}: interested in: men; profile: "[[S:gay]], 34, {city}".' },
  // trade union
  // 52
  { genre: 'hr', text: 'PAYSLIP — {name}\nBasic: 180,000\nUnion dues ([[U:{union}]]): 1,800\nPension: 14,400' },
  { genre: 'hr', text: 'Check-off list: {name}, staff no 44{n}1 — [[U:{union}]] subscription deducted.' },
  { genre: 'hr', text: 'Disciplinary hearing: {name} accompanied by her [[U:{union}]] rep.' },
  // 53
  { genre: 'hr', text: '{name} is the [[U:{union} branch secretary]] at the {city} depot and has asked for facility time.' },
  { genre: 'chat', text: '{first} na [[U:{union}]] chairman for our branch, na him go lead the strike' },
  { genre: 'court', text: 'Labour court: applicant {name}, a [[U:{union}]] shop steward, alleges dismissal for union activity.' },
  // 54
  { genre: 'hr', text: 'Mwalimu {name} ni mwanachama wa [[U:{union}]] tangu {year}; makato ya ada ya chama yanaendelea.' },
  { genre: 'hr', text: 'Membership form — {name}\nI wish to join [[U:{union}]] and authorise deduction of dues.\nSigned: 12/{year}' },
  { genre: 'hr', text: 'Betriebsrat: {name} ist Vertrauensfrau der [[U:{union}]] im Werk {city}.' },
  // 55
  { genre: 'news', text: 'Minutes of the JNC: present for the union side, {name} ([[U:{union}]] zonal chair).' },
  { genre: 'chat', text: 'Hi {first}, saw you on the picket line — didn\'t know you were [[U:{union}]]!' },
  { genre: 'hr', text: 'Ballot list: {name} — [[U:{union}]] member, eligible to vote in the pay ballot.' },
  // 56
  { genre: 'court', text: 'NICN suit: claimant {name}, a member of [[U:{union}]], says his salary was stopped after the strike.' },
  { genre: 'hr', text: 'Stop order: {name} authorises the employer to deduct [[U:{union}]] subscriptions monthly.' },
  { genre: 'hr', text: 'Fiche de paie {name}: cotisation syndicale [[U:{union}]] 12,50 EUR.' },
  // negatives (no marks)
  // 57
  { genre: 'news', text: 'Cases of {cond} rose by 12% in {city} in {year}, the health ministry said on Tuesday.' },
  { genre: 'news', text: 'The {party} will hold its national congress in {city} next month, party officials confirmed.' },
  { genre: 'news', text: 'Recorded {offence} offences fell across the force area last year, according to the annual crime statistics.' },
  // 58
  { genre: 'hr', text: 'VACANCY: Staff Nurse, HIV and TB clinic, {city}. Requirements: RN/RM, 3 years experience. Apply by 30 June.' },
  { genre: 'hr', text: 'Job advert: Imam and community liaison officer wanted for a {city} mosque; stipend negotiable.' },
  { genre: 'hr', text: 'We are hiring: Trade Union Liaison Officer (HR), hybrid, {city}. Knowledge of collective bargaining essential.' },
  // 59
  { genre: 'clinical', text: 'Lab result for {name}: HIV 1/2 rapid test NON-REACTIVE. HBsAg negative. Genotype not done.' },
  { genre: 'clinical', text: 'Screening summary, {name}: TB symptom screen negative; no known allergies; no chronic illness.' },
  { genre: 'hr', text: 'Pre-employment check for {name}: DBS — no convictions, no cautions, no information held.' },
  // 60
  { genre: 'kyc', text: 'PEP screening for {name}: no match on sanctions, PEP or adverse media lists. Risk: low.' },
  { genre: 'court', text: 'Police clearance certificate: {name} — nil trace on the criminal records database as at {year}.' },
  { genre: 'hr', text: 'Equality monitoring — {name}\nReligion: Prefer not to say\nSexual orientation: Prefer not to say\nDisability: No' },
  // 61
  { genre: 'news', text: 'St Mary\'s Catholic Cathedral on the main road will be closed for repairs; use the side gate.' },
  { genre: 'chat', text: 'Meet me at the Central Mosque car park at 4, the one opposite the bank' },
  { genre: 'news', text: 'Road closure: the street outside the synagogue and the Sikh gurdwara will be closed for the marathon.' },
  // 62
  { genre: 'kyc', text: 'Delivery address for {name}: Plot 12, beside Redeemed Christian Church, {city}.' },
  { genre: 'kyc', text: 'Business name registration: "Hope Methodist Bookshop Ltd", director {name}.' },
  { genre: 'hr', text: 'Training log: {name} completed the course "Understanding Diabetes in the Workplace" (2 hours).' },
  // 63
  { genre: 'clinical', text: 'Referral letter signed by Dr {name}, consultant in infectious diseases and HIV medicine, {city}.' },
  { genre: 'court', text: 'The prosecutor, {name}, led evidence on the armed robbery charge against the accused.' },
  { genre: 'hr', text: 'Contact: {name}, Equality and Diversity Officer; union relations handled by the HR director.' },
  // 64
  { genre: 'news', text: 'Sickle cell disease affects about 150,000 babies born in Nigeria every year, researchers estimate.' },
  { genre: 'news', text: 'South Africa\'s election: the {party} won most seats in the province, the IEC announced.' },
  { genre: 'news', text: 'Hospital waiting lists for hip replacements in {city} have doubled since {year}.' },
  // 65
  { genre: 'kyc', text: 'Product: Amlodipine 5mg tablets x 28 — stock code AML5-28, supplier: {city} Pharma.' },
  { genre: 'kyc', text: 'Invoice: 2 boxes Metformin 500mg, 1 pack HIV self-test kits, deliver to pharmacy, {city}.' },
  { genre: 'kyc', text: 'Fingerprint scanner model FP-220 — price list, bulk discount for 50 units.' },
  // 66
  { genre: 'news', text: 'Kenya: the Luo and Kikuyu communities held a joint peace meeting in {city}, elders said.' },
  { genre: 'news', text: 'Ghana\'s TUC called for a national strike over fuel prices, its secretary-general said.' },
  { genre: 'news', text: 'The Church of England synod voted on the new liturgy at its London meeting.' },
  // 67
  { genre: 'chat', text: '{first} abeg remind me, which day dem dey do the free malaria test for the town hall?' },
  { genre: 'chat', text: 'Did you see the documentary about the Zulu kingdom last night? {first} loved it.' },
  { genre: 'chat', text: 'Hi {first}, the DNA chapter for the biology exam is on Friday, bring your notes' },
  // 68
  { genre: 'hr', text: 'Policy: employees may not be asked about their religion, ethnicity or union membership at interview.' },
  { genre: 'hr', text: 'Notice: the canteen now offers halal and vegetarian meals on all days.' },
  { genre: 'hr', text: 'Reminder to managers: sickness absence records must be kept separately from the personnel file.' },
  // 69
  { genre: 'court', text: 'Case {year}/{n}: no charge was brought against {name}; the complaint was closed as a civil matter.' },
  { genre: 'clinical', text: 'Pregnancy test for {name}: negative. Malaria RDT: negative. Advised to return if fever persists.' },
  { genre: 'hr', text: '{name} was invited to join the union at induction and declined.' },
  // 70
  { genre: 'news', text: 'Mkutano wa afya: wataalamu walijadili jinsi ya kupunguza maambukizi ya kifua kikuu nchini.' },
  { genre: 'news', text: 'Die vakbond het ’n staking in {city} aangekondig vir volgende week, het ’n woordvoerder gesê.' },
  { genre: 'news', text: 'Le nombre de cas de tuberculose a baissé en Europe, selon le rapport annuel.' },
  // 71
  { genre: 'news', text: 'Ọ̀pọ̀ ènìyàn ló ní àrùn ẹ̀jẹ̀ ríru ní Nàìjíríà, ilé-iṣẹ́ ètò ìlera sọ.' },
  { genre: 'news', text: 'The ANC Youth League conference opens in {city} on Friday; delegates arrive from all nine provinces.' },
  { genre: 'news', text: 'A new genetics laboratory opened at the university hospital in {city}, offering BRCA testing.' },
  // 72
  { genre: 'kyc', text: 'Loan form — {name}\nHave you ever been convicted? [ ] Yes [X] No\nAre you a PEP? [ ] Yes [X] No' },
  { genre: 'hr', text: 'Onboarding checklist for {name}: [x] contract signed [x] bank details [ ] union form (not joining)' },
  { genre: 'hr', text: 'Health questionnaire: {name} — Do you have a disability? No. Any long-term condition? None declared.' },
  // 73
  { genre: 'court', text: 'Judgment: the court heard evidence from Pastor {name}, who testified about the accused\'s character.' },
  { genre: 'news', text: 'Parliament debated the bill on criminal record expungement; {name} MP spoke for the government.' },
  { genre: 'news', text: 'Religious leaders of all faiths met the mayor of {city} to discuss interfaith dialogue.' },
  // 74
  { genre: 'kyc', text: 'Pharmacy stock report: insulin glargine out of stock; tenofovir and dolutegravir reordered.' },
  { genre: 'clinical', text: 'Clinic timetable: Monday diabetes clinic, Tuesday antenatal, Thursday ART refills. Contact nurse {name}.' },
  { genre: 'news', text: 'Research: the prevalence of BRCA variants in women aged 30-50 was studied in {city}.' },
  // 75
  { genre: 'chat', text: '{first}, the Hausa film we watched yesterday was too long o' },
  { genre: 'hr', text: 'Course catalogue: "Islamic Finance Fundamentals" — tutor {name}, 6 weeks.' },
  { genre: 'hr', text: 'Translator wanted: Tamil and Bengali to English, {city} council, freelance.' },
  // 76
  { genre: 'news', text: 'Police in {city} said armed robbery incidents dropped after new patrols; no arrests were named.' },
  { genre: 'chat', text: '{first} send me that biometric attendance policy doc, HR needs it by Friday' },
  { genre: 'news', text: 'Report: LGBT people in Europe face discrimination at work, the agency said in its survey.' },
  // 77 mixed positives, added for margin in B, E, P, U
  { genre: 'hr', text: 'Clock-in exception report: {name} failed [[B:fingerprint verification]] 4 times; supervisor override used. Member of [[U:{union}]].' },
  { genre: 'kyc', text: 'Mobile money KYC: {name}, [[B:facial biometric]] captured; tribe/ethnic group: [[E:{eth}]].' },
  { genre: 'kyc', text: 'eIDAS onboarding: {name}, [[B:NFC chip photo and liveness video]] verified; PEP: local councillor, [[P:{party}]].' },
  // 78
  { genre: 'hr', text: 'Ma\'aikaci {name} dan [[E:Fulani]] ne, kuma dan jam\'iyyar [[P:{party}]] ne; yana biyan kudin kungiyar [[U:{union}]].' },
  { genre: 'chat', text: '{first} shared her [[P:{party}]] branch photos again, she is deputy secretary there now' },
  { genre: 'hr', text: 'Casework note: {name} ([[E:Gypsy Roma Traveller]]) requested support; union rep from [[U:{union}]] present.' },
  // 79
  { genre: 'court', text: 'Witness list: {name}, [[P:{party}]] polling agent, [[E:{eth}]], alleges ballot snatching at unit 004.' },
  { genre: 'hr', text: 'Dues register — {name}: [[U:{union}]] since {year}, branch {city}; staff ID card issued.' },
  { genre: 'court', text: 'Prison intake: {name}, [[B:iris image]] enrolled; [[C:serving 18 months for {offence}]]; faith: [[R:Buddhist]].' },
  // 80
  { genre: 'kyc', text: 'Agent banking: {name} verified by [[B:thumbprint]] at the POS; occupation: [[U:{union}]] local chairman.' },
  { genre: 'hr', text: 'Induction form {name}: population group [[E:Indian]]; home language English; political office held: ward councillor ([[P:{party}]]).' },
  { genre: 'hr', text: 'Access request from {name} asking for a copy of her [[B:facial recognition template]] and the record of her [[E:{eth}]] ethnicity held by HR.' },
];
