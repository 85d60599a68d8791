// Held-out set 25 of the special-category labelled set (issue 15). Written in session 16 by an author independent
// of the detector (the sixteenth such author): before writing it the author read only the issue, the `Template`
// type and the first templates of templates-dev.ts (mark syntax, category letters), slots.ts, generate.ts, the
// usage header of bench/special.ts, the generic part of test/bench/special-generate.test.ts and the header comment
// of templates-heldout24.ts (its grain rule, followed here so the sets are comparable; only the comment lines were
// printed, none of its templates). The author did NOT read src/detect/special/, src/lexicon/, the statute packs'
// special-category entries, the README's issue-15 sections, test/detect/special/ or any earlier set's templates or
// data, and never ran the detector or the bench on this set. To be read once on the rules of session 16's round,
// do not tune on it.
// Texts are the author's own, written from knowledge of real records and deliberately in registers earlier sets
// may not have used: medical insurance claim forms and life, funeral-cover and income-protection underwriting
// questionnaires, pre-employment medicals and occupational-health fitness-to-work reports, school sick-bay, school
// nurse and safeguarding logs, disability assessments (NCPWD registration, SASSA disability grant, PIP),
// prescription refill requests by SMS, telemedicine and e-consultation chats, vaccination cards and travel health
// certificates, fertility and IVF clinic sheets, blood-bank donor deferral records, methadone (MAT), harm-reduction
// and recovery-plan notes, genealogy and DNA-matching service messages, paternity and family-reunification DNA
// reports, newborn screening, cytogenetics and pharmacogenomics slips, biometric enrolment logs (NIN, BVN, Huduma
// Namba, Ghana Card, EES), liveness checks, time-clock and gym access exports, voice-ID enrolment, immigration
// detention and Rule 35 reports, bail orders and parole licences, expungement and spent-conviction applications,
// register extracts (Bundeszentralregister, casier judiciaire), party membership renewal slips, polling and
// counting agent lists, PEP screens, canvass returns, tithe cards and ledgers, church tax payslips, madrasa
// enrolment forms, church membership and transfer letters, tribal authority and chief's letters, chieftaincy
// records, HR diversity monitoring exports, dating-app moderation and trust-and-safety tickets, union grievance
// minutes, payroll dues lists and branch election notes. Languages: English, Nigerian Pidgin, Hausa, Igbo,
// Yorùbá, Swahili, Sheng, Twi, Ewe, isiZulu, isiXhosa, Sesotho, Setswana, Afrikaans, French, German, Dutch,
// Italian, Spanish, Portuguese, Polish, Romanian, Czech and Greek (Greek script); codes (ICD-10, ICD-11, SNOMED CT,
// ATC, HGVS, karyotypes, haemoglobin genotypes and electrophoresis patterns, haplogroups), drug names with doses,
// party, union and denomination acronyms, clan names. Every person and number is fictional. The `genre` field
// keeps the six values of the `Template` type: claims, medicals, clinic, lab, genetics and dosing records are
// clinical; occupational-health reports to HR, payroll, grievance minutes and diversity exports are hr; enrolment
// logs, registration slips, tithe cards, membership slips, KYC and benefit forms are kyc; bail, parole, detention,
// expungement and register extracts are court; SMS, chats, voice notes, moderation tickets and e-mails are chat;
// notices, catalogues, price lists, adverts, statistics and reports are news.
// Templates are written in threes so that each text sits in a fitting jurisdiction: with two fills per template,
// the first of each three is filled for NG and KE (Pidgin, Hausa, Igbo, Yorùbá, Swahili, Sheng), the second for
// GH and ZA (Twi, Ewe, isiZulu, isiXhosa, Sesotho, Setswana, Afrikaans), the third for the UK and the EU (French,
// German, Dutch, Italian, Spanish, Portuguese, Polish, Romanian, Czech, Greek).
// Grain rule (how the marks were placed, as in sets 17 to 24):
// - Mark the value that reveals the category about an identifiable person (the subject, or anyone else named or
//   identifiable by relation, role in the record or reference number): the condition, symptom, finding, drug,
//   vaccine, procedure or disability; the genotype, karyotype, variant, haplogroup or DNA result; the biometric
//   sample, template or its identifier; the offence, charge, conviction, sentence or arrest; the party; the faith,
//   congregation or religious practice; the ethnic group, clan or population group; the orientation; the union or
//   union office. Not whole sentences, not headings, not field labels; a code and its expansion are marked
//   separately when both are written; a drug is marked and its dose is not.
// - Patient, clinic, folder, CCC, MAT and HIV-care numbers assigned for health purposes are marked H (GDPR recital
//   35); other identifiers (court, charge, NIN, BVN, Ghana Card, staff, member, donor, card and ID numbers) are not.
// - Negated, normal or empty results are not marked: a negative or non-reactive test, a normal value, "no record",
//   "none", "No trace", "not a member", "keine", "Prefer not to say", options left unticked on a form. A stated
//   absence of belief ("atheist") is a philosophical belief and is marked R.
// - Clinicians, officers, priests, imams, witnesses, chiefs and counsel named beside the subject are not marked for
//   their job or for what was done to them; category words inside names of organisations, places, products and
//   job titles are not marked unless they state the person's own membership or attendance. A language spoken is
//   not an ethnic group; a nationality or state of origin is not an ethnic group.
// - Statements about groups, statistics, policies, job adverts, products, catalogues, price lists, places and
//   headlines are negatives (no marks), as is a category word used as an ordinary word (a union of two data sets,
//   a religious following of a football club, a criminal waste of money, a party as a celebration).
import type { Template } from './templates-dev.js';

export const HELDOUT25_TEMPLATES: Template[] = [
  // Medical insurance claim forms.
  { genre: 'clinical', text: 'HMO / MEDICAL INSURANCE CLAIM FORM\nEnrollee: {name}   Hosp No: [[H:{hosp}]]\nDiagnosis (ICD-10): [[H:B50.9]] [[H:Plasmodium falciparum malaria, unspecified]]\nTreatment: [[H:artemether-lumefantrine]] 80/480 mg x 3 days, IV fluids\nAmount claimed: 48,500' },
  { genre: 'clinical', text: 'Medical scheme claim - hospital account\nMember: {name}\nFolder no.: [[H:{hosp}]]\nICD-10: [[H:O24.4]] ([[H:gestational diabetes]])\nProcedure: [[H:caesarean section]], 2 nights ward' },
  { genre: 'clinical', text: 'Private medical insurance - claim form, section 3\nPolicyholder: {name}\nHas the patient been treated for this condition before? Yes\nCondition: [[H:lumbar disc prolapse]] (ICD-10 [[H:M51.2]])\nInvestigations: [[H:MRI lumbar spine]]\nHospital number: [[H:{hosp}]]' },
  // Underwriting questionnaires.
  { genre: 'kyc', text: 'LIFE ASSURANCE - MEDICAL QUESTIONNAIRE\nProposer: {name}, age {n}\nQ4 Have you ever tested positive for HIV? [X] Yes - on [[H:tenofovir/lamivudine/dolutegravir]] since {year}\nQ5 Do you smoke? No\nQ6 Tick any that apply: [ ] Hypertension [ ] Diabetes [X] [[H:Asthma]]' },
  { genre: 'kyc', text: 'Funeral and life cover - tele-underwriting notes\nApplicant {name} disclosed [[H:epilepsy]] diagnosed in {year}, controlled on [[H:sodium valproate]] 500 mg bd; last seizure two years ago. Denies any heart condition. Loading of 50% applied.' },
  { genre: 'kyc', text: 'Income protection application - medical declaration\nName: {name}\nIn the last 5 years have you had anxiety, depression or stress? Yes: [[H:generalised anxiety disorder]], [[H:sertraline]] 50 mg, [[H:CBT]] completed {year}\nBack or neck pain? No\nAlcohol units per week: 8' },
  // Pre-employment and occupational-health reports.
  { genre: 'hr', text: 'PRE-EMPLOYMENT MEDICAL EXAMINATION\nCandidate: {name}\nHBsAg: [[H:positive]]\nChest X-ray: normal\nVisual acuity: 6/6\nFitness: fit with restrictions ([[H:chronic hepatitis B]]; no exposure-prone procedures)' },
  { genre: 'hr', text: 'Occupational health report to HR (mine medical station)\nEmployee: {name}, underground drill operator\nFindings: [[H:noise-induced hearing loss]]; [[H:silicosis]] on chest radiograph\nRecommendation: surface work only; refer for compensation assessment.' },
  { genre: 'hr', text: 'OCCUPATIONAL HEALTH REPORT - fitness to work\nRe: {name}, staff no. 44817\n{first} has [[H:multiple sclerosis]] with [[H:fatigue]] and [[H:weakness of the left leg]]. I recommend a phased return over four weeks and a ground-floor workstation. Fit for modified duties.' },
  // School sick bay, nurse and safeguarding logs.
  { genre: 'clinical', text: 'School sick bay log - 2nd term\n14/03 09:40 Pupil {name} (JSS2B) came in with [[H:nosebleed]] and [[H:joint pain]]; mother says she has [[H:sickle cell anaemia]] ([[G:HbSS]]). Given [[H:paracetamol]], parent called.' },
  { genre: 'clinical', text: 'SAFEGUARDING LOG - Grade 8\nConcern about learner {name}: she says her uncle is in prison for [[C:{offence}]]. She has [[H:ringworm]] on the scalp and looks [[H:underweight]]. Referred to the school social worker.' },
  { genre: 'clinical', text: 'School nurse drop-in record\nPupil: {name}, Year 9\nIndividual healthcare plan: [[H:type 1 diabetes]] - [[H:insulin pump]]; hypo box in the office\nAlso [[H:peanut allergy]]; two [[H:EpiPen]] auto-injectors kept in the medical room.' },
  // Disability assessments.
  { genre: 'kyc', text: 'NCPWD - registration of persons with disabilities, assessment\nApplicant: {name}\nDetails of disability: [[H:bilateral below-knee amputation]] following [[H:diabetic foot sepsis]]\nAssistive device required: [[H:wheelchair]]' },
  { genre: 'kyc', text: 'SASSA DISABILITY GRANT - medical assessment report\nApplicant: {name}\nDiagnosis: [[H:{cond}]]\nFunctional impairment: [[H:cannot walk more than 50 m]]\nDuration: permanent\nRecommendation: permanent disability grant' },
  { genre: 'kyc', text: 'PIP assessment report (extract)\nClaimant {name} reports [[H:chronic fatigue syndrome]] and [[H:fibromyalgia]]. Medication: [[H:pregabalin]] 150 mg bd, [[H:amitriptyline]] 25 mg nocte. Activity 1: needs prompting to prepare food. Mobility aid: [[H:crutches]].' },
  // Prescription refill requests by SMS.
  { genre: 'chat', text: 'SMS to pharmacy: abeg doc, my [[H:Amlodipine]] 10mg don finish, na {name} (clinic card [[H:{hosp}]]). I go come collect tomorrow morning.' },
  { genre: 'chat', text: 'SMS: Hi sister, this is {name}. Please can I get my repeat of [[H:Eltroxin]] 100mcg and the [[H:Metformin]]? Clinic card [[H:{hosp}]]. Ngiyabonga.' },
  { genre: 'chat', text: 'Text to surgery: Hi, {name} DOB 12/04/1981 requesting repeat prescription: [[H:Sertraline]] 100mg, [[H:Propranolol]] 40mg. Will collect Thursday. Thanks' },
  // Telemedicine chats.
  { genre: 'chat', text: 'Telemedicine chat 21:14\nPatient ({name}): Daktari, nina [[H:kuharisha]] na [[H:homa]] tangu jana\nClinician: Any blood in the stool?\nPatient: hapana\nClinician: Likely [[H:gastroenteritis]]; take [[H:ORS]] and [[H:zinc]] and come in if worse.' },
  { genre: 'chat', text: 'Telehealth chat - {name}\nPatient: doc me [[H:ti pae me]] paa and my BP was [[H:172/106]] this morning\nDoctor: Are you still taking the [[H:nifedipine]]?\nPatient: I stopped last week\nDoctor: Please come to OPD today.' },
  { genre: 'chat', text: 'eConsult - online GP form\nPatient: {name}\nSymptoms: [[H:burning when passing urine]], [[H:urinary frequency]] for 3 days\nOutcome: [[H:lower UTI]] - [[H:nitrofurantoin]] 100 mg MR bd for 3 days sent to nominated pharmacy' },
  // Vaccination cards and travel health certificates.
  { genre: 'clinical', text: 'INTERNATIONAL CERTIFICATE OF VACCINATION OR PROPHYLAXIS\nName: {name}\n[[H:Yellow fever vaccine]] - {year}, batch YF2210\nRemarks: [[H:HIV-positive]], CD4 [[H:420 cells/mm3]]; live vaccine given after clinician review.' },
  { genre: 'clinical', text: 'Travel health certificate\nHolder: {name}\nCOVID-19: [[H:Comirnaty]] dose 1 and dose 2, {year}\nTB screening: [[H:latent TB infection]] - on [[H:isoniazid]] preventive therapy\nFit to travel: yes' },
  { genre: 'clinical', text: 'Impfpass (Auszug) / carnet de vaccination\nName: {name}\n[[H:Hepatitis-B-Impfung]] 3 Dosen; Anti-HBs [[H:<10 IU/l]] (Non-Responder)\nTollwut: keine\nGelbfieber: keine' },
  // Fertility and IVF clinic notes.
  { genre: 'clinical', text: 'FERTILITY CLINIC - IVF CYCLE SHEET\nCouple: {name} and husband\nFemale factor: [[H:bilateral tubal blockage]] on [[H:HSG]] {year}\nMale factor (husband): [[H:oligozoospermia]]\nPlan: [[H:IVF]] with [[H:ICSI]], antagonist protocol' },
  { genre: 'clinical', text: 'Fertility clinic note - {name}, {n}F\nAMH [[H:0.6 ng/mL]]; diagnosis: [[H:diminished ovarian reserve]]. [[H:Egg donation]] discussed. Husband\'s semen analysis normal.' },
  { genre: 'clinical', text: 'Licensed fertility centre - treatment summary\nPatient: {name}\nTreatment: [[H:frozen embryo transfer]], {year}\nOutcome: [[H:positive pregnancy test]], then [[H:miscarriage]] at 8 weeks\nNext step: review in clinic' },
  // Blood-bank donor deferral records.
  { genre: 'clinical', text: 'BLOOD TRANSFUSION SERVICE - DONOR DEFERRAL RECORD\nDonor: {name}, donor no. D-88121\nHIV: non-reactive   HCV: non-reactive   HBsAg: [[H:reactive]]\nDeferral: permanent; donor informed and referred for counselling.' },
  { genre: 'clinical', text: 'Donor deferral - mobile clinic\nDonor {name}: Hb [[H:10.2 g/dL]] ([[H:anaemia]]), deferred three months; taking [[H:ferrous sulphate]]. Malaria RDT: negative.' },
  { genre: 'clinical', text: 'Blood donor record - deferral\nDonor: {name}\nReason: taking [[H:finasteride]] (wait one month after last dose); received a [[H:blood transfusion]] in 1998 - permanently deferred.' },
  // Methadone, harm-reduction and recovery notes.
  { genre: 'clinical', text: 'MAT CLINIC - DAILY DOSING LOG\nClient: {name}, MAT no. [[H:MAT/0471/{year}]]\n[[H:Methadone]] 60 mg, observed\nUrine tox: [[H:opiates +]], benzodiazepines -\nCounsellor: relapse on [[H:heroin]] over the weekend' },
  { genre: 'clinical', text: 'Harm-reduction outreach note\nParticipant {name} collected 20 needles; reports [[H:injecting nyaope]] daily; [[H:abscess on the left forearm]], referred to clinic. HIV self-test offered, declined.' },
  { genre: 'clinical', text: 'Drug and alcohol service - recovery plan\nService user: {name}\nPrimary need: [[H:alcohol dependence]] (AUDIT score 28)\nDetox: [[H:chlordiazepoxide]] reducing regime\nAttends [[H:Alcoholics Anonymous]] twice a week' },
  // Genealogy and DNA-matching service messages.
  { genre: 'chat', text: 'From: RootsLink DNA\nHi {first}, your results are in! Ethnicity estimate: [[G:Nigeria 71%]], [[G:Cameroon, Congo and Western Bantu 18%]]. New match: predicted first cousin, sharing [[G:812 cM]] across 31 segments.' },
  { genre: 'chat', text: 'DNA-matching service message\nDear {name}, your paternal haplogroup [[G:E-M2]] and maternal haplogroup [[G:L2a1]] are now on your profile. Four new relatives share more than 20 cM with you.' },
  { genre: 'chat', text: 'Nachricht von GenMatch: Hallo {first}, Ihr Gesundheitsbericht zeigt die Variante [[G:BRCA2 c.5946delT]]. Bitte besprechen Sie das Ergebnis in einer humangenetischen Beratung.' },
  // Genetic counselling.
  { genre: 'clinical', text: 'Premarital genotype counselling\n{name}: [[G:AS]]; fiance: [[G:AS]]\nCounsellor explained the one-in-four chance per pregnancy and the options available.' },
  { genre: 'clinical', text: 'Carrier testing note\nFather {name} is heterozygous for [[G:HBB c.20A>T]]; mother is [[G:HbAC]]. Couple referred for prenatal diagnosis counselling.' },
  { genre: 'clinical', text: 'Clinical genetics clinic letter\nDear Dr Shah, I saw {name}, whose mother had [[H:ovarian cancer]]. Testing confirmed a pathogenic [[G:BRCA1 c.68_69delAG]] variant. We discussed [[H:risk-reducing salpingo-oophorectomy]].' },
  // Paternity, family reunification and forensic DNA.
  { genre: 'court', text: 'DNA PATERNITY TEST REPORT\nAlleged father: {name}\nChild: A. (minor)\nCombined paternity index: [[G:2,417,330]]\nProbability of paternity: [[G:99.99%]]\nConclusion: the alleged father is [[G:not excluded]]' },
  { genre: 'court', text: 'Family reunification - DNA relationship test\nSponsor {name} and applicant (claimed son): [[G:relationship supported]] (W = 99.98%). Report sent to the visa office.' },
  { genre: 'court', text: 'Custody record: {name} arrested on suspicion of [[C:{offence}]]; [[B:fingerprints]] and a [[G:DNA sample]] (buccal swab, barcode [[G:AB-44718221]]) taken and sent for loading.' },
  // Newborn screening, cytogenetics, pharmacogenomics.
  { genre: 'clinical', text: 'Newborn screening result\nBaby of {name}, born {year}\nHb electrophoresis: [[G:FS]] - presumptive [[H:sickle cell disease]]; repeat at 6 weeks' },
  { genre: 'clinical', text: 'Cytogenetics laboratory\nPatient {name}, {n}M\nKaryotype: [[G:47,XXY]], consistent with [[H:Klinefelter syndrome]]\nReferred to endocrinology.' },
  { genre: 'clinical', text: 'Genetica medica - referto\nPaziente: {name}\nRisultato: [[G:CFTR p.Phe508del in omozigosi]]\nConclusione: diagnosi di [[H:fibrosi cistica]]' },
  { genre: 'clinical', text: 'Pharmacogenomics report: {name} is [[G:CYP2B6 *6/*6]] (slow metaboliser); [[H:efavirenz]] reduced to 400 mg daily.' },
  { genre: 'kyc', text: 'Underwriting note: applicant {name} disclosed that her father has [[H:Huntington disease]] and that her own predictive test showed [[G:HTT 42 CAG repeats]].' },
  { genre: 'clinical', text: 'Rapport de biologie: {name} - recherche de thrombophilie: [[G:facteur V Leiden hétérozygote]]; prothrombine G20210A non muté.' },
  // Biometric enrolment logs.
  { genre: 'kyc', text: 'NIMC ENROLMENT LOG\nEnrolment ID: 2023-LA-44812\nApplicant: {name}\n[[B:10 fingerprints]] captured (quality 78)\n[[B:Facial image]] captured\nNIN issued: 44718822190' },
  { genre: 'kyc', text: 'Ghana Card registration slip (NIA)\nName: {name}\nCard no.: GHA-718822190-4\nBiometrics: [[B:fingerprints]] 10/10, [[B:iris scan]], [[B:facial photo]]\nStatus: verified' },
  { genre: 'kyc', text: 'Entry/Exit System - enrolment record\nTraveller: {name}\n[[B:Facial image]]: captured at kiosk 4\n[[B:Four fingerprints]] (right hand): captured\nBiometric record: [[B:EES-BIO-77120845]]' },
  { genre: 'kyc', text: 'Huduma Namba registration - Form A\nName: {name}\nBiometrics: [[B:fingerprints]] 8/10 (exception: [[H:right index and middle fingers amputated]]), [[B:facial image]], [[B:earlobe geometry]]' },
  { genre: 'kyc', text: 'Grant payment - biometric verification log\nBeneficiary {name}: [[B:fingerprint]] match failed x3; [[B:voice biometric]] passed (voiceprint [[B:VP-22918]]). Payment released.' },
  { genre: 'hr', text: 'Building access log 07:58 - {name}, [[B:fingerprint template]] [[B:T-00471]] matched at turnstile 3 (score 0.94)' },
  { genre: 'kyc', text: 'BVN enrolment: customer {name}, [[B:facial image]] and [[B:ten fingerprints]] captured at the branch; BVN 22187711902 generated.' },
  { genre: 'kyc', text: 'Bank onboarding - liveness check\nCustomer: {name}\n[[B:Selfie]] vs ID photo: face match 0.97\nLiveness: passed' },
  { genre: 'hr', text: 'Fiche de pointage biométrique - salarié {name}\n[[B:Gabarit d\'empreinte digitale]] enregistré le 03/02/{year}\n[[B:Reconnaissance du réseau veineux]] activée pour le badge 4471' },
  // Immigration detention reports.
  { genre: 'court', text: 'Immigration custody record\nDetainee: {name}\n[[B:Fingerprints]] checked on AFIS: hit, previous conviction for [[C:{offence}]] ({year})\nHealth: [[H:productive cough for 3 weeks]], sputum sent for GeneXpert' },
  { genre: 'court', text: 'Repatriation centre - detention review\nDetainee {name}, {n}: [[B:fingerprint set FP-330981]] captured; awaiting deportation after conviction for [[C:{offence}]].' },
  { genre: 'court', text: 'Immigration removal centre - Rule 35 report\nDetainee: {name}\n[[B:Fingerprints]] matched a Eurodac record. Examination: [[H:multiple linear scars on the back]] consistent with his account of beating; [[H:PTSD]] symptoms.' },
  // Dating-app moderation, gym access export, voice ID.
  { genre: 'chat', text: 'Dating app moderation ticket #88120\nUser {name}: [[B:selfie face-match]] failed twice, account held. Reporter (user 55120) says she told {first} she is [[S:lesbian]] and was then threatened.' },
  { genre: 'hr', text: 'Gym access-control export (CSV)\nmember,name,method,template_id\nM-2201,{name},[[B:face]],[[B:FT-99021]]' },
  { genre: 'kyc', text: 'Voice ID enrolment - bank call centre: customer {name} enrolled a [[B:voiceprint]] on {year}-05-11; reference [[B:VB-552019]].' },
  // Bail, parole, expungement and spent convictions.
  { genre: 'court', text: 'BAIL CONDITIONS - Magistrates\' Court\nDefendant: {name}\nCharge: [[C:{offence}]]\nBail: 500,000 with two sureties; to report to the police station every Monday; passport deposited with the registrar.' },
  { genre: 'court', text: 'Bail order: the accused {name}, charged with [[C:{offence}]], is granted bail of 20,000 with one surety on condition that he does not contact the complainant.' },
  { genre: 'court', text: 'Licence conditions (parole)\nOffender: {name}, prison no. A4471BC\nIndex offence: [[C:{offence}]]\nSentence: [[C:4 years\' imprisonment]]\nConditions: curfew 19:00-07:00; not to enter {city} city centre.' },
  { genre: 'court', text: 'Application for expungement of criminal record\nApplicant: {name}\nConviction: [[C:{offence}]], {city} Law Courts, {year}\nSentence served: [[C:12 months probation]]' },
  { genre: 'court', text: 'Application for expungement of criminal record (s 271B)\nApplicant: {name}\nConviction: [[C:{offence}]] ({year}); [[C:fine of R2,000 or 3 months]]\nTen years have elapsed since the conviction.' },
  { genre: 'court', text: 'Spent conviction check\nApplicant {name}: convicted of [[C:{offence}]] in {year}, [[C:12-month community order]]; spent after one year, need not be disclosed for this role.' },
  { genre: 'court', text: 'Ripoti ya gereza: mfungwa {name} amehukumiwa kwa [[C:wizi wa mifugo]], kifungo cha [[C:miaka mitatu]]. Tabia gerezani: nzuri.' },
  { genre: 'court', text: 'Parole board profile: {name}, serving [[C:15 years]] for [[C:{offence}]]; programmes completed: anger management, [[H:substance abuse treatment]]. Recommended for placement on parole.' },
  { genre: 'court', text: 'Auszug aus dem Bundeszentralregister\n{name}: [[C:Betrug]] (§ 263 StGB), Urteil des Amtsgerichts vom 04.05.{year}, [[C:Freiheitsstrafe von 8 Monaten]], zur Bewährung ausgesetzt.' },
  { genre: 'hr', text: 'Police character certificate - result\nName: {name}\nRecord: [[C:{offence}]], case pending (CR/441/{year})' },
  { genre: 'hr', text: 'Police clearance result: {name} - previous conviction: [[C:{offence}]] ({year}); [[C:suspended sentence]]' },
  { genre: 'hr', text: 'Enhanced DBS certificate\nPolice records of convictions: [[C:assault occasioning actual bodily harm]], {year}, [[C:fine of 300]]\nName: {name}\nChildren\'s barred list: none recorded' },
  { genre: 'chat', text: 'WhatsApp from {name}: dem [[C:arrest]] my brother for [[C:{offence}]] for Ikeja last night, him still dey police cell now' },
  { genre: 'court', text: 'Community court note: {name} [[C:ubanjwe]] ngenxa ye-[[C:{offence}]], uza kuvela enkundleni ngoMvulo.' },
  { genre: 'court', text: 'Casier judiciaire - bulletin n° 3\n{name}\nCondamnation: [[C:vol aggravé]], tribunal correctionnel, {year}; [[C:6 mois d\'emprisonnement avec sursis]]' },
  // Party membership renewal slips, polling and counting agents.
  { genre: 'kyc', text: 'PARTY MEMBERSHIP RENEWAL SLIP\nParty: [[P:{party}]]\nMember: {name}, Ward 7\nMembership card no.: 0044719\nDues paid: 2,000' },
  { genre: 'kyc', text: 'Membership renewal: {name} - [[P:{party}]] branch 14, renewed {year}. Position held: branch secretary.' },
  { genre: 'chat', text: 'Dear {first}, your [[P:{party}]] membership expires on 31 March. Renew now to keep your vote in the leadership election.' },
  { genre: 'kyc', text: 'LIST OF POLLING AGENTS - PU 012, Ward 4\n1. {name} - [[P:{party}]]\n2. Sani Garba - [[P:{party}]]\n3. Blessing Udoh - [[P:{party}]]' },
  { genre: 'kyc', text: 'Polling station agent accreditation: {name}, agent for [[P:{party}]], polling station code C041203.' },
  { genre: 'kyc', text: 'Notice of appointment of counting agents\nCandidate: J. Harlow ([[P:{party}]])\nCounting agent: {name}\nCount venue: {city} civic hall' },
  { genre: 'chat', text: 'Abeg {first}, since you be [[P:{party}]] ward chairman, tell oga make im release the money for the rally.' },
  { genre: 'hr', text: 'HR file note: employee {name} took unpaid leave to stand as the [[P:{party}]] candidate for ward councillor.' },
  { genre: 'kyc', text: 'Mitgliedsantrag: Ich, {name}, beantrage die Mitgliedschaft in der Partei [[P:{party}]], Ortsverband {city}.' },
  { genre: 'kyc', text: 'KYC PEP screen: {name} - category: domestic PEP; [[P:{party}]] senatorial aspirant, {year} primaries.' },
  { genre: 'kyc', text: 'Lekgotla minutes: Mr {name} spoke for the [[P:{party}]] caucus on the budget.' },
  { genre: 'kyc', text: 'Voter survey microdata: id=4471; name={name}; vote_intention=[[P:{party}]]; turnout=certain' },
  { genre: 'kyc', text: 'Kadi ya uanachama: {name} ni mwanachama wa [[P:{party}]] tawi la {city}, kadi nambari 7721.' },
  { genre: 'kyc', text: 'Party card scan (OCR)\nMEMBERSHIP CARD [[P:{party}]]\nName: {name}  Ward 11\nBranch: {city}   No. 0041127' },
  { genre: 'kyc', text: 'Dichiarazione: io sottoscritto {name} dichiaro di essere iscritto al partito [[P:{party}]] dal {year}.' },
  { genre: 'kyc', text: 'Campaign volunteer sign-up: {name}, phone 0712 000 441, supports [[P:{party}]], can canvass in {city} on weekends.' },
  { genre: 'chat', text: 'Voice note (Twi, transcribed): {name} yɛ [[P:{party}]] polling agent wɔ ha, ɔne constituency chairman no na ɛbɔ mu.' },
  { genre: 'kyc', text: 'Canvass return: {name}, 14 Elm Road - [[P:{party}]] promise; window poster: yes.' },
  // Tithe records, church tax, madrasa enrolment, membership letters.
  { genre: 'kyc', text: 'TITHE CARD - [[R:Redeemed Christian Church of God]], Parish 14\nMember: {name}\nJan 15,000   Feb 15,000   Mar 18,000' },
  { genre: 'kyc', text: 'Tithe ledger - [[R:Church of Pentecost]], Asokwa Assembly\nMember: {name}\n{year} total: 2,400' },
  { genre: 'hr', text: 'Lohnabrechnung {name}: Konfession [[R:rk]] ([[R:römisch-katholisch]]); Kirchensteuer 9 %' },
  { genre: 'kyc', text: 'MADRASA ENROLMENT FORM\nPupil: {name}\nFamily faith: [[R:Muslim]] ([[R:Sunni]])\nQur\'an level: Juz 3\nFee: 1,500 per month' },
  { genre: 'kyc', text: 'Madrasah registration: {name} (age 9) enrolled in the hifz class; family [[R:Ahmadi]].' },
  { genre: 'kyc', text: 'Anmeldung zum islamischen Religionsunterricht - Kind: {name}; Religionszugehörigkeit: [[R:muslimisch]] ([[R:alevitisch]])' },
  { genre: 'hr', text: 'HR data export: staff_id=NG-4471, name={name}, religion=[[R:{rel}]], state_of_origin=Anambra' },
  { genre: 'hr', text: 'EE diversity export: emp=ZA-2210; name={name}; race=[[E:Coloured]]; disability=[[H:hearing impairment]]; religion=[[R:{rel}]]' },
  { genre: 'hr', text: 'Diversity monitoring export (CSV)\nref,name,ethnicity,religion,sexual_orientation,disability\n8812,{name},[[E:Asian British - Pakistani]],[[R:Muslim]],[[S:Bisexual]],No' },
  { genre: 'kyc', text: '{name} jẹ́ ọmọ ìjọ [[R:Kérúbù àti Séráfù]], ó máa ń lọ sí ìsìn ní ọjọ́ Ẹtì.' },
  { genre: 'kyc', text: '{name} yɛ [[R:Kristoni]] wɔ [[R:Presbyterian]] asɔre mu wɔ {city}.' },
  { genre: 'kyc', text: 'Pan {name} jest [[R:Świadkiem Jehowy]] od {year} roku i należy do zboru w {city}.' },
  { genre: 'kyc', text: 'Church transfer letter: this is to certify that Bro. {name} has been a communicant member of [[R:Deeper Life Bible Church]], {city}, since {year}.' },
  { genre: 'kyc', text: 'Lidmaatskapsertifikaat: {name} is \'n belydende lidmaat van die [[R:NG Kerk]]-gemeente {city}.' },
  { genre: 'kyc', text: 'Kirchenaustritt: {name} ist am 12.03.{year} aus der [[R:evangelischen Kirche]] ausgetreten.' },
  // Tribal authority and chief's letters, chieftaincy records, ethnic origin in other registers.
  { genre: 'kyc', text: 'Letter from the Chief / Traditional Ruler\nTo whom it may concern: this is to confirm that {name} is a resident of this location and belongs to the [[E:{eth}]] community. Kindly assist.' },
  { genre: 'kyc', text: 'Traditional Authority - letter of confirmation\n{name} is a member of the [[E:{eth}]] people under this Traditional Council and resides at Stand 441.' },
  { genre: 'hr', text: 'Equal opportunities monitoring form\nName: {name}\n[ ] White British\n[ ] Any other White background\n[X] [[E:Black or Black British - Caribbean]]\n[ ] Prefer not to say' },
  { genre: 'kyc', text: '{name} bụ onye [[E:Igbo]] si Nnewi; ọ bụ onye [[R:Katọlik]], ọ na-aga Mass kwa Sọnde.' },
  { genre: 'kyc', text: 'Chieftaincy record: Nana {name} enstooled as Odikro of the town; royal lineage: [[E:Asona clan]] of the [[E:Akan]].' },
  { genre: 'kyc', text: 'Fișă de beneficiar: {name}, etnie [[E:romă]], limba maternă romani, domiciliu {city}.' },
  { genre: 'chat', text: 'Sheng: msee {first} ni [[E:Mjaluo]] wa Kisumu, anaongea Dholuo poa sana.' },
  { genre: 'kyc', text: '{name} nye [[E:Eʋe]] tso Ho, eye wònɔ {city} fifia.' },
  { genre: 'kyc', text: 'Κοινωνική υπηρεσία: Ο/Η {name} δήλωσε ότι ανήκει στην κοινότητα των [[E:Ρομά]] της Θεσσαλονίκης.' },
  { genre: 'kyc', text: 'KYC form: Name {name} / Tribe: [[E:{eth}]] / County or State: {city}' },
  { genre: 'hr', text: 'Employment equity form (EEA1): {name} - race: [[E:African]]; gender: female; foreign national: no.' },
  { genre: 'court', text: 'Immigration detention report: detainee {name} states that he is [[E:Hazara]] and fears persecution as a [[R:Shia]] Muslim if returned.' },
  { genre: 'kyc', text: '{name} ɗan [[E:Fulani]] ne daga Sokoto, kuma [[R:Musulmi]] ne.' },
  { genre: 'kyc', text: '{name} ungu[[E:mZulu]] wakwaNongoma, usebenza e{city}.' },
  { genre: 'clinical', text: 'Informe de ingreso: la paciente {name}, de etnia [[E:gitana]], ingresa por [[H:neumonía adquirida en la comunidad]].' },
  // Dating-app moderation, counselling intakes, other records of sexual orientation.
  { genre: 'chat', text: 'Dating app moderation report #5521\nReported user: {name}\nReason: reporter (user 88120) says {first} threatened to tell his family that he is [[S:{orient}]] unless he paid.' },
  { genre: 'chat', text: 'Moderation log: profile of {name} ("[[S:bi]] woman looking for women, {city}") flagged for stolen photos.' },
  { genre: 'chat', text: 'Trust & Safety ticket: {name} (user 551902), self-described [[S:{orient}]], reports harassment by a match after disclosing [[H:HIV+ undetectable]] status.' },
  { genre: 'clinical', text: 'Counselling intake (safe space): client {name} identifies as [[S:{orient}]]; family not aware; fears arrest and eviction.' },
  { genre: 'chat', text: 'Pastoral counselling note: {first} told me he is in a [[S:same-sex relationship]] and that someone is blackmailing him.' },
  { genre: 'clinical', text: 'Formulario de admisión - {name}\nOrientación sexual: [[S:homosexual]]\nIdentidad de género: hombre cis' },
  { genre: 'chat', text: 'Chat: msee {first} ako [[S:gay]], usimwambie mtu please.' },
  { genre: 'chat', text: '{name} is [[S:gay]] en woon saam met sy lewensmaat in {city}.' },
  { genre: 'hr', text: 'Equality monitoring - sexual orientation\n[ ] Heterosexual / straight\n[X] [[S:Gay man]]\n[ ] Prefer not to say\nName: {name}' },
  { genre: 'chat', text: 'Voice note (transcribed): {first} say im be [[S:{orient}]] and im papa don drive am comot for house.' },
  { genre: 'kyc', text: 'Survey microdata: id=2219; name={name}; orientation=[[S:{orient}]]; province=Gauteng' },
  { genre: 'chat', text: '{name} is [[S:lesbisch]] en is getrouwd met haar vrouw.' },
  { genre: 'court', text: 'OB extract: {name} arrested on allegation of [[C:unnatural offences]] after the landlord reported that he is [[S:gay]].' },
  { genre: 'court', text: 'Asylum screening interview: applicant {name} claims persecution at home because she is [[S:lesbian]].' },
  { genre: 'chat', text: '{name} je [[S:bisexuální]] a žije s partnerem v {city}.' },
  // Union grievance minutes, dues and branch records.
  { genre: 'hr', text: 'MINUTES OF GRIEVANCE MEETING\nPresent: HR Manager; {name} (grievant); shop steward, [[U:{union}]]\nIssue: unpaid overtime. Grievant has been a [[U:{union}]] member since {year}.' },
  { genre: 'hr', text: 'Grievance hearing minutes: employee {name}, represented by [[U:{union}]] shop steward Mr T. Mokoena. Outcome: final written warning withdrawn.' },
  { genre: 'hr', text: 'Grievance outcome letter: Dear {first}, you were accompanied at the hearing by your [[U:{union}]] representative. Your appeal is upheld.' },
  { genre: 'hr', text: '{name} ni mwanachama wa [[U:{union}]] na hukatwa ada ya chama kila mwezi.' },
  { genre: 'hr', text: 'U-{name} lilungu le-[[U:{union}]] ukususela ngo-{year}.' },
  { genre: 'hr', text: '{name} est adhérente de la [[U:{union}]] et [[U:déléguée syndicale]] depuis {year}.' },
  { genre: 'hr', text: 'Payroll deduction list, March\n{name} - union dues ([[U:{union}]]) 1,250\nCooperative savings 5,000' },
  { genre: 'hr', text: 'HR letter: we note that {name} resigned from [[U:{union}]] on 01/06/{year}; dues deductions will stop from July.' },
  { genre: 'hr', text: 'Pracownik {name} jest członkiem [[U:NSZZ Solidarność]] od {year} roku.' },
  { genre: 'hr', text: 'Branch election results: {name} elected [[U:{union}]] branch secretary, {city} branch.' },
  { genre: 'hr', text: 'Disciplinary file note: {name} is a [[U:{union}]] shop steward; notify the union before the hearing.' },
  { genre: 'hr', text: '{name} is lid van [[U:{union}]] sinds {year}.' },
  { genre: 'chat', text: 'Oga {first} na [[U:{union}]] chairman for our branch, na him dey lead the strike.' },
  { genre: 'hr', text: '{name} ke setho sa [[U:{union}]] ho tloha ka {year}.' },
  { genre: 'hr', text: '{name} é sindicalizado no [[U:{union}]] desde {year}.' },
  // Health in other languages and codes.
  { genre: 'clinical', text: 'Dọkịta kwuru na {name} nwere [[H:ọrịa shuga]], ọ na-aṅụ [[H:metformin]] kwa ụtụtụ.' },
  { genre: 'clinical', text: 'U-{name} une-[[H:shukela]] ne-[[H:high blood]], uthatha [[H:insulin]] emtholampilo.' },
  { genre: 'clinical', text: 'Pacientul {name} are [[H:diabet zaharat tip 2]] și [[H:hipertensiune arterială]]; tratament: [[H:metformin]] 1000 mg.' },
  { genre: 'clinical', text: '{name} yana fama da [[H:tarin fuka]] tun {year}; yana shan [[H:maganin TB]] a asibiti.' },
  { genre: 'clinical', text: '{name} o na le [[H:bolwetse jwa sukiri]] mme o nwa [[H:dipilisi tsa sukiri]] letsatsi le letsatsi.' },
  { genre: 'clinical', text: 'Ο ασθενής {name} πάσχει από [[H:σακχαρώδη διαβήτη]] και λαμβάνει [[H:ινσουλίνη]].' },
  { genre: 'clinical', text: 'ART appointment card: CCC No. [[H:13939-04471]], name {name}, next TCA 14/08, [[H:TLD]] 30 tabs dispensed.' },
  { genre: 'clinical', text: 'Chronic clinic card: {name}, folder [[H:{hosp}]], [[H:ARVs]] collected at the external pick-up point.' },
  { genre: 'clinical', text: 'Paziente {name}, n. cartella [[H:{hosp}]], [[H:gravidanza di 12 settimane]].' },
  { genre: 'chat', text: 'Sheng: {first} ako na [[H:ukimwi]] lakini anameza [[H:ARVs]] kila siku.' },
  { genre: 'hr', text: 'Medical certificate: {name} was examined on 03/05 and is unfit for duty for five days owing to [[H:acute gastroenteritis]].' },
  { genre: 'hr', text: 'Fit note: {name} - condition: [[H:low back pain with sciatica]]; not fit for work for 2 weeks.' },
  { genre: 'clinical', text: 'e-Referral: {name}, ICD-11 [[H:1F40.0]] [[H:Plasmodium falciparum malaria with cerebral complications]]; refer to tertiary centre.' },
  { genre: 'clinical', text: 'SNOMED export: patient={name}; concept=[[H:44054006]]|[[H:Diabetes mellitus type 2]]|; status=active' },
  { genre: 'clinical', text: 'Medikationsplan - {name}\n[[H:N06AB06]] [[H:Sertralin]] 50 mg 1-0-0\n[[H:C07AB07]] [[H:Bisoprolol]] 2,5 mg 1-0-0' },
  // More languages and registers: Kikuyu, Luo, Ga, Greek; travel insurance; class tickets; opioid programme.
  { genre: 'chat', text: 'Voice note (Kikuyu, transcribed): maitũ {name} arĩ na [[H:mũrimũ wa cukari]] na nĩ anyuaga [[H:insulin]] o mũthenya.' },
  { genre: 'court', text: 'Chieftaincy petition: the petitioner {name}, a [[E:Ga]] of the Asere quarter, alleges that the nominee is not of the royal house.' },
  { genre: 'court', text: 'Αίτηση διαγραφής ποινικού μητρώου: {name}, καταδίκη για [[C:κλοπή]] ({year}), [[C:ποινή φυλάκισης 3 μηνών]] με αναστολή.' },
  { genre: 'chat', text: 'Luo: {name} nigi [[H:tuo sukari]] kod [[H:rem ma malo]], omadho yath ndalo ka ndalo.' },
  { genre: 'clinical', text: 'Safeguarding log: learner {name} says her father was [[C:jailed]] last year for [[C:{offence}]]; she has been [[H:self-harming]] (cuts on the forearm). Referred to the school nurse.' },
  { genre: 'kyc', text: 'Travel insurance claim: {name} - [[H:fractured left wrist]] (ICD-10 [[H:S52.5]]) after a fall in {city}; [[H:open reduction and internal fixation]] on day 2.' },
  { genre: 'hr', text: 'Kumbukumbu za mkutano wa malalamiko: katibu wa tawi wa [[U:{union}]], {name}, aliwasilisha malalamiko ya mishahara.' },
  { genre: 'kyc', text: 'Class ticket: {name}, [[R:Methodist]] society, Wesley class 4; quarterly class dues paid.' },
  { genre: 'clinical', text: 'Programa de substituição opiácea - utente {name}: [[H:dependência de opioides]], em [[H:buprenorfina]] 8 mg por dia.' },
  // Negatives: general statements and statistics about diseases.
  { genre: 'news', text: 'Public health bulletin: {city} recorded 1,204 suspected cholera cases in week 32; residents are urged to boil drinking water.' },
  { genre: 'news', text: 'Regional health report {year}: {cond} accounts for 8% of outpatient visits, and screening coverage rose to 61%.' },
  { genre: 'news', text: 'Pharmacy catalogue: {med} 500 mg x 28 - 3.40; ibuprofen 200 mg x 16 - 1.10; loratadine 10 mg x 30 - 2.99.' },
  // Job adverts.
  { genre: 'news', text: 'Job advert: Clinical Officer (HIV care), {city}. Requirements: diploma in clinical medicine and two years in an ART clinic. Apply by 30 June.' },
  { genre: 'news', text: 'Vacancy: training coordinator for shop stewards at the {union} head office in {city}. Knowledge of labour law required.' },
  { genre: 'news', text: 'Stellenanzeige: Pflegefachkraft (m/w/d) für unsere Dialysestation in {city}; die Religionszugehörigkeit spielt keine Rolle.' },
  // Places of worship as places.
  { genre: 'news', text: 'Notice: the central mosque on {city} Road is closed for renovation; Friday prayers will hold at the town square.' },
  { genre: 'chat', text: 'Directions: turn left at the Methodist church; the clinic is opposite the mosque, next to the filling station.' },
  { genre: 'news', text: 'Tourist information: the cathedral and the synagogue are open to visitors from 10:00 to 16:00 except on holy days.' },
  // Parties as subjects of news and polls.
  { genre: 'news', text: 'The {party} and its rivals held rallies in {city} ahead of the {year} primaries; police deployed 400 officers.' },
  { genre: 'news', text: 'Opinion poll: 42% of respondents back the {party}, 38% the main opposition; margin of error 3 points.' },
  { genre: 'news', text: 'The {party} conference opens in {city} on Sunday with debates on housing and health spending.' },
  // Crime in general.
  { genre: 'news', text: 'Crime statistics: reported {offence} rose by 12% in {city} in {year}, the police spokesperson said.' },
  { genre: 'news', text: 'Radio phone-in: callers debated whether stiffer sentences for {offence} would reduce crime in {city}.' },
  { genre: 'news', text: 'Recorded {offence} offences fell by 4% in the year to March, official figures show.' },
  // A category word as an ordinary word.
  { genre: 'news', text: 'The chairman said the merger is a union of two companies, not a takeover, and no jobs will be lost.' },
  { genre: 'news', text: 'The club has an almost religious following in {city}; fans fill the stadium for every derby.' },
  { genre: 'news', text: 'Audit report: spending 2 million on an app nobody uses was a criminal waste of money.' },
  // Negated, normal and unticked values.
  { genre: 'clinical', text: 'Lab slip - {name}\nHIV 1/2: non-reactive\nHBsAg: negative\nMalaria RDT: negative\nFBC: within normal limits' },
  { genre: 'kyc', text: 'Underwriting questionnaire - {name}\nTick any that apply: [ ] Diabetes [ ] Hypertension [ ] Epilepsy [ ] Cancer\nApplicant confirms none of the above.' },
  { genre: 'hr', text: 'Equality monitoring - {name}\nReligion or belief: Prefer not to say\nSexual orientation: Prefer not to say\nDisability: No' },
  { genre: 'hr', text: 'Union membership check: {name} is not a member of any union; no dues are deducted from salary.' },
  { genre: 'hr', text: 'Police clearance: {name} - no criminal record found as at {year}.' },
  { genre: 'hr', text: 'Basic DBS certificate - {name}\nUnspent convictions: none recorded\nPolice National Computer: no trace' },
  // People named beside a subject who are not its subject; clinics as places.
  { genre: 'news', text: 'Hospital notice: the HIV clinic moves to Block C from Monday; the sickle cell clinic stays at OPD 2.' },
  { genre: 'hr', text: 'Memo: {name}, pharmacist, will manage the diabetes clinic\'s stock of {med} from next month.' },
  { genre: 'news', text: 'Dr {name}, consultant in genitourinary medicine, will give a public lecture on {cond} at {city} university.' },
  // Religion in general.
  { genre: 'news', text: 'About 2,000 worshippers attended the crusade in {city}; the pastor preached on forgiveness.' },
  { genre: 'news', text: 'Census {year}: 71% of the population identified as Christian, 18% as Muslim and 5% as traditionalist.' },
  { genre: 'news', text: 'Survey: 37% of adults say religion is very important in their lives, down from 44% a decade ago.' },
  // Genetics and biometrics in general; products.
  { genre: 'news', text: 'Lecture notes: the sickle cell trait (HbAS) protects against severe malaria, while HbSS causes sickle cell disease.' },
  { genre: 'news', text: 'Product sheet: fingerprint scanner FS-200, 500 dpi, liveness detection, USB-C, for enrolment stations.' },
  { genre: 'news', text: 'Vendor brochure: our face-recognition turnstiles hold up to 50,000 templates per site and read a face in 0.3 s.' },
  // Ethnic groups in general.
  { genre: 'news', text: 'The {eth} are among the peoples of the region whose festivals draw visitors every August.' },
  { genre: 'news', text: 'Textbook: the {eth} have a rich tradition of music and dance, described in chapter four.' },
  { genre: 'news', text: 'Report: Roma communities face discrimination in housing and schooling, the agency found.' },
  // Sexual orientation in general.
  { genre: 'news', text: 'Rights groups called on parliament to review the {year} law on same-sex relationships.' },
  { genre: 'news', text: 'Festival programme: the Pride march starts at 11:00 from the city hall in {city}.' },
  { genre: 'news', text: 'Study: 3.2% of adults identify as gay, lesbian or bisexual, the {year} survey estimates.' },
  // Unions in general.
  { genre: 'news', text: 'Strike notice: the {union} has directed members nationwide to withdraw services from Monday.' },
  { genre: 'news', text: 'The {union} and employers signed a three-year wage agreement in {city} on Friday.' },
  { genre: 'news', text: 'Bulletin: trade union membership fell to 22% of employees in {year}.' },
  // Empty options and denials.
  { genre: 'kyc', text: 'Party affiliation (optional): [ ] {party} [ ] Other - left blank\nName: {name}' },
  { genre: 'kyc', text: 'Disability grant screening - {name}\nDo you have a disability? No\nAre you on chronic medication? No' },
  { genre: 'clinical', text: 'Vaccination card - {name}\nYellow fever: not required for this itinerary\nContraindications: none' },
  // Ordinary words in chat.
  { genre: 'chat', text: 'Chat: {first} abeg, dis traffic na criminal o, I don waste three hours for the bridge.' },
  { genre: 'chat', text: 'Chat: {first}, the jollof at the party last night was fire, who cooked it?' },
  { genre: 'chat', text: 'E-mail: Hi {first}, the union of the two data sets is in the shared folder; I removed the duplicate rows.' },
  // Catalogues and price lists.
  { genre: 'news', text: 'Drug price list: {med} tabs - 2,500; Coartem 80/480 - 3,200; Amoxil 500 caps - 1,800.' },
  { genre: 'news', text: 'Catalogue: glucometer kit with 50 strips - R399; blood pressure monitor - R650; HIV self-test kit - R120.' },
  { genre: 'news', text: 'Produktkatalog: Pen-Nadeln 4 mm (100 Stück) - 18,90 EUR; Blutzucker-Teststreifen (50 Stück) - 24,50 EUR.' },
  // Policies.
  { genre: 'news', text: 'Scholarship notice: open to students of all faiths and ethnic backgrounds; applications close on 30 June.' },
  { genre: 'news', text: 'Policy: the employer does not collect information about employees\' political opinions or union membership.' },
  { genre: 'news', text: 'Privacy notice: we process health data only with your explicit consent under Article 9(2)(a) GDPR.' },
];
