// Held-out set 27 of the special-category labelled set (issue 15). Written in session 18 by an author independent
// of the detector (the eighteenth such author): before writing it the author read only the issue, the `Template`
// type and the first templates of templates-dev.ts (mark syntax, category letters), slots.ts, generate.ts, the
// usage header of bench/special.ts, the generic part of test/bench/special-generate.test.ts, the registration hunks
// of set 26's commit (bench/special.ts, generate.ts and the generator test, not its templates) and the header
// comments of templates-heldout24.ts, templates-heldout25.ts and templates-heldout26.ts (their grain rule, followed
// here so the sets are comparable, and their registers, so this set reaches elsewhere; only the comment lines were
// printed, none of their templates). The author did NOT read src/detect/special/, src/lexicon/, the statute packs'
// special-category entries, the README's issue-15 sections, test/detect/special/ or any earlier set's templates or
// data, and never ran the detector or the bench on this set while writing it. Read once on c76b765 after it was
// committed (figures below); do not tune on it.
// Texts are the author's own, written from knowledge of real records and deliberately in registers the three
// previous headers do not name: care-home daily notes and home-care visit logs with medication administration
// records (MAR), hospice and palliative handovers, DNACPR forms and advance decisions, prison reception health
// screens and inmate sick-call slips, immigration and visa medicals (panel physician TB screens), veterans' and
// war-pension medical boards, driving-licence and firearm-licence medical fitness forms, exam access arrangements
// with medical evidence, gym PAR-Q induction forms, Hajj and Umrah health certificates, dental charts, optometry and
// audiology referrals, occupational-therapy home assessments, ward-round SBAR handovers, university disability
// learning-support plans, hereditary cancer and Huntington's predictive-testing letters, cascade-testing letters,
// ancestry-test result pages, biometric bank onboarding logs, exam-hall and SIM-registration fingerprint checks,
// pensioner proof-of-life, hostel palm-vein access, sex-offender register notices, cautions, youth diversion and
// community-resolution records, tenancy, taxi-licence and school-volunteer criminal self-declarations, firearm
// licence refusals, campaign volunteer sign-ups, polling-day rotas, WhatsApp campaign group admin lists,
// politically restricted post declarations, detention of opposition activists, union recognition ballots,
// accompaniment letters, strike-pay claims, union legal-aid referrals, religious exemption requests (exam dates,
// Sabbath shifts, dress and beard, halal and kosher meals, blood-transfusion refusal), prison and hospital
// chaplaincy registers, ethnic-monitoring questions outside HR (GP registration, university admissions, housing
// allocation, refugee registration), customary land and inheritance claims by clan, LGBT asylum support letters
// from NGOs, hate-crime reports, sexual-health clinic notes, conversion-practice complaints and workplace Pride
// network lists. Languages: English, Nigerian Pidgin, Hausa, Igbo, Yorùbá, Swahili, Twi, Ghanaian Pidgin,
// isiZulu, isiXhosa, Sesotho, Afrikaans, French, German, Dutch, Portuguese, Spanish and Italian. Every person and
// number is fictional. The `genre` field keeps the six values of the `Template` type: care, hospice, prison health,
// medicals, dental, therapy and genetic letters are clinical; exemption requests, strike pay, accompaniment and
// restricted-post forms are hr; onboarding logs, sign-ups, admissions and registration forms are kyc; register
// notices, cautions, diversion, self-declarations and refusals are court; SMS, chats and group lists are chat;
// notices, adverts, statistics and reports are news.
// Templates are written in threes so that each text sits in a fitting jurisdiction: with two fills per template,
// the first of each three is filled for NG and KE (Pidgin, Hausa, Igbo, Yorùbá, Swahili), the second for GH and ZA
// (Twi, Ghanaian Pidgin, isiZulu, isiXhosa, Sesotho, Afrikaans), the third for the UK and the EU (French, German,
// Dutch, Portuguese, Spanish, Italian). The last eighteen threes are the negatives, eighteen in each pair.
// Grain rule (as in sets 17 to 26):
// - Mark the value that reveals the category about an identifiable person (the subject, or anyone else named or
//   identifiable by relation, role in the record or reference number): the condition, symptom, finding, drug,
//   vaccine, procedure or disability; the genotype, karyotype, variant, haplogroup or DNA result; the biometric
//   sample, template or its identifier; the offence, charge, conviction, caution, sentence, arrest or register
//   requirement; the party; the faith, congregation or religious practice; the ethnic group, clan or population
//   group; the orientation; the union or union office. Not whole sentences, not headings, not field labels; a code
//   and its expansion are marked separately when both are written; a drug is marked and its dose is not.
// - Patient, hospital, resident, NHS, prison-health and panel-medical numbers assigned for health purposes are
//   marked H (GDPR recital 35); other identifiers (court, case, prisoner, staff, member, account, NIN, BVN and ID
//   numbers) are not.
// - Negated, normal or empty results are not marked: a negative test, a normal value, "none", "nil", "no trace",
//   "not a member", "Prefer not to say", options left unticked on a form. A stated absence of belief ("atheist")
//   is a philosophical belief and is marked R.
// - Carers, clinicians, officers, chaplains, imams, union officials acting for the subject and counsel are not
//   marked for their job; category words inside names of organisations, places and job titles are not marked
//   unless they state the person's own membership or attendance; a church or mosque named as a venue is a place.
//   A language spoken is not an ethnic group; a nationality or state of origin is not an ethnic group.
// - Statements about groups, statistics, policies, job adverts, products, places and headlines are negatives (no
//   marks), as is a category word used as an ordinary word.
// Read once on c76b765 (node --import tsx bench/special.ts --set heldout27 --verbose, the single run; the set was not
// changed after it): 564 texts, 108 negatives; span P / R per category: biometric 0.870 / 0.676, criminal record
// 0.862 / 0.744, genetic 0.818 / 0.486, health 0.842 / 0.635, political 1.000 / 0.833, race 1.000 / 0.773,
// religion 1.000 / 0.641, sexual orientation 0.955 / 0.875, trade union 1.000 / 0.881; all 0.899 / 0.687 (722 gold,
// 545 found); text P / R all 0.969 / 0.855 (genetic text R 0.682, race 0.762). Weakest: genetic (ancestry-test
// percentages and haplogroups, paternity wording "excluded as / confirmed as biological father", German "Trisomie
// 18", "Lynch syndrome", a Pidgin "me na AS"), health (Afrikaans, Dutch, French, German and isiZulu notes; health
// numbers under the labels Res. No, Folder, File, Medical ref and IP; SBAR shorthand such as DKA; dental, eye and
// hearing devices), religion (practices rather than names: Sabbath, hijab, turban, kirpan, dreadlocks, kosher and
// KSML, Yom Kippur, Jumat prayers, Mittagsgebet, Abendmahl, anointing of the sick; "Sikh", "Jehova's getuige"),
// biometric (modality as a field value, photographs, palm and finger vein, AFIS references), criminal record
// (diversion, conditional cautions, notification requirements, bare sentence lengths). False alarms on the negatives:
// "sputum smear negative", "HIV test non-reactive" and "HIV ... non-reactive" marked health, a news "sex offender
// register" marked criminal. Author's gold omissions the run exposed (left as written, a reader should discount
// them): an arrest of a union branch secretary, "Warfarin" in a MAR chart, "F508del", "palm vein" in a CSV export,
// "clopidogrel", "IV fluids", "last seizure", "previous conviction" and "TB symptoms: cough" were not marked
// though the grain rule would mark them.
import type { Template } from './templates-dev.js';

export const HELDOUT27_TEMPLATES: Template[] = [
  // Care-home daily notes.
  { genre: 'clinical', text: 'CARE HOME DAILY NOTE\nResident: {name} (Res. No [[H:{hosp}]])\nNight shift: resident restless, said she no fit sleep because of [[H:knee pain]]. Given [[H:paracetamol]] at 02:10. [[H:Sacral pressure sore]] grade 2 dressed.' },
  { genre: 'clinical', text: 'Ouetehuis daaglikse notas - {name}\nInwoner is vandag baie deurmekaar, [[H:demensie]] vererger. Sy het twee keer geval; [[H:bloukol op linkerheup]]. Dogter ingelig.' },
  { genre: 'clinical', text: 'Daily record, Rosewood Care Home. {name}, room 14. Catheter bag emptied x3, urine dark; query [[H:UTI]], dipstick sent. Ate half of lunch, weight down to 48 kg since [[H:stroke]] in {year}.' },
  // Home-care visit logs and MAR charts.
  { genre: 'clinical', text: 'Home visit log - {name}\nCarer: Mary A.\nMgonjwa amepewa [[H:insulin]] saa mbili asubuhi. Sukari ilikuwa 14.2. Mguu wa kulia una [[H:kidonda cha kisukari]], nimeweka bandeji mpya.' },
  { genre: 'clinical', text: 'MAR chart: {name}\nWarfarin 3 mg 18:00 - given (LN)\n[[H:Donepezil]] 10 mg 08:00 - refused\nNote: client has [[H:Alzheimer\'s disease]]; GP aware of refusals.' },
  { genre: 'clinical', text: 'Thuiszorg bezoekverslag\nCliënt: {name}\nSteunkousen aangetrokken vanwege [[H:oedeem]] aan beide benen. [[H:Morfine]] pleister vervangen. Mevrouw is kortademig door haar [[H:COPD]].' },
  // Hospice and palliative handovers.
  { genre: 'clinical', text: 'HOSPICE HANDOVER\n{name}, bed 3. Dx [[H:metastatic cervical cancer]]. On [[H:morphine syringe driver]]. Family from {city} praying with am; patient don tire well well.' },
  { genre: 'clinical', text: 'Palliative care referral. Patient {name} (Folder [[H:{hosp}]]) with [[H:end-stage liver cirrhosis]] and [[H:ascites]]. Wishes to die at home in {city}.' },
  { genre: 'clinical', text: 'Soins palliatifs - transmission\nM. {name}, chambre 8. [[H:Cancer du pancréas]] en phase terminale, [[H:dyspnée]] la nuit, mis sous [[H:midazolam]]. Épouse présente.' },
  // DNACPR forms and advance decisions.
  { genre: 'clinical', text: 'DO NOT ATTEMPT RESUSCITATION\nName: {name}\nHospital no: [[H:{hosp}]]\nReason: [[H:advanced heart failure]], CPR unlikely to succeed.\nDiscussed with son on {year}-03-11.' },
  { genre: 'clinical', text: 'Advance directive of {name}: should I lose capacity because of my [[H:motor neurone disease]], I refuse [[H:ventilation]] and tube feeding.' },
  { genre: 'clinical', text: 'ReSPECT form - {name}, NHS No [[H:{hosp}]]. Summary of relevant information: [[H:frailty]], [[H:Parkinson\'s disease]], two admissions with [[H:aspiration pneumonia]].' },
  // Prison reception health screens.
  { genre: 'clinical', text: 'RECEPTION HEALTH SCREEN - Kirikiri Medium\nInmate: {name}, prisoner no 77120\nKnown conditions: [[H:{cond}]]\nCurrent meds: [[H:{med}]]\nTB symptoms: cough 3 weeks - refer for [[H:GeneXpert]].' },
  { genre: 'clinical', text: 'Correctional Services health assessment\nOffender: {name}\nChronic: [[H:hypertension]], [[H:HIV]] on [[H:TLD]]\nSubstance use: daily [[H:tik]] before arrest' },
  { genre: 'clinical', text: 'First night in custody health screen, HMP Leeds. {name}. Reports [[H:heroin]] use, last used yesterday; started on [[H:methadone]] titration. Self-harm history: [[H:cut wrists in {year}]].' },
  // Inmate sick-call slips.
  { genre: 'clinical', text: 'Sick call slip\nName: {name}  Block C\nComplaint: I dey cough blood since Monday, body hot. Nurse note: [[H:haemoptysis]], [[H:fever]], isolate pending [[H:sputum AFB]].' },
  { genre: 'clinical', text: 'Isicelo sokubona umongikazi\nIgama: {name}\nNgiphethwe yi[[H:sifuba]] futhi [[H:ngiyakhwehlela]] amasonto amabili.\nNurse: refer to clinic.' },
  { genre: 'clinical', text: 'Healthcare application, wing B. {name} asks for his [[H:inhaler]] back; says [[H:asthma]] worse since cell move. Triage: RN to review today.' },
  // Immigration and visa medicals.
  { genre: 'clinical', text: 'IOM PANEL PHYSICIAN REPORT\nApplicant: {name}\nMedical ref: [[H:{hosp}]]\nChest X-ray: [[H:right upper lobe cavitation]]\nSputum culture: [[H:M. tuberculosis isolated]]\nVisa medical deferred.' },
  { genre: 'clinical', text: 'Visa medical examination - {name}. Applicant discloses [[H:hepatitis B]] carrier status; HBV DNA ordered. BMI 31.' },
  { genre: 'clinical', text: 'Certificat médical OFII - {name}\nRadiographie pulmonaire : [[H:séquelles de tuberculose]].\nVaccinations à mettre à jour.' },
  // Veterans' records and war-pension boards.
  { genre: 'clinical', text: 'NIGERIAN ARMY MEDICAL BOARD\nSvc No NA/88/2201  Rank: Cpl  Name: {name}\nDisability: [[H:loss of left leg below knee]] (blast injury, NE theatre)\nAssessment: 60%.' },
  { genre: 'clinical', text: 'Military Veterans claim - {name}\nConditions claimed: [[H:PTSD]], [[H:tinnitus]], [[H:lower back injury]]\nService: SANDF 1998-2012.' },
  { genre: 'clinical', text: 'War Pension Scheme - medical board. Claimant {name}, ex-Royal Signals. Accepted conditions: [[H:noise-induced hearing loss]], [[H:post-traumatic stress disorder]]. Assessment 30%.' },
  // Driving and firearm licence medical fitness.
  { genre: 'clinical', text: 'NTSA medical certificate for driving licence class C\nName: {name}\nVisual acuity: [[H:6/18 right eye]]\nDeclared: [[H:epilepsy]], last seizure {year}\nFit to drive: deferred' },
  { genre: 'clinical', text: 'Firearm licence medical report (SAPS 518)\nApplicant {name} is under treatment for [[H:major depressive disorder]] with [[H:sertraline]] since {year}.' },
  { genre: 'clinical', text: 'DVLA medical questionnaire D1 - {name}: I have [[H:insulin-treated diabetes]] and had one episode of [[H:severe hypoglycaemia]] in the last 12 months.' },
  // Exam access arrangements with medical evidence.
  { genre: 'kyc', text: 'WAEC special needs request\nCandidate: {name}\nCondition: [[H:low vision]] ([[H:albinism]])\nRequested: enlarged print paper, extra 25% time.' },
  { genre: 'kyc', text: 'Matric concession application - {name}. Learner has [[H:dyslexia]] and [[H:ADHD]]; reader and extra time requested. Psychologist report attached.' },
  { genre: 'kyc', text: 'JCQ access arrangements - Form 8. Candidate {name}: [[H:type 1 diabetes]], needs supervised rest breaks to test blood glucose during exams.' },
  // Gym PAR-Q induction forms.
  { genre: 'kyc', text: 'GYM INDUCTION - PAR-Q\nMember: {name}\nHeart condition? [X] Yes - [[H:hole in the heart]] repaired as child\nMedication: [[H:{med}]]\nJoint problems? [ ] Yes [X] No' },
  { genre: 'kyc', text: 'Fitness centre health questionnaire\nName: {name}\nDo you have any condition? [[H:Asthma]] and [[H:high blood pressure]]\nAre you pregnant? [X] Yes, [[H:16 weeks]]' },
  { genre: 'kyc', text: 'Anamnesebogen Fitnessstudio\nName: {name}\nVorerkrankungen: [[H:Bandscheibenvorfall L4/L5]], [[H:Bluthochdruck]]\nMedikamente: [[H:Ramipril]]' },
  // Dental charts.
  { genre: 'clinical', text: 'DENTAL CHART\nPatient: {name}\nFile: [[H:{hosp}]]\nMedical history: [[H:sickle cell disease]] - avoid GA outside hospital\nTx: [[H:extraction 46]]' },
  { genre: 'clinical', text: 'Dental clinic note, {name}. [[H:Periodontitis]]; patient on [[H:bisphosphonates]] for [[H:osteoporosis]] so no extraction here, refer.' },
  { genre: 'clinical', text: 'Tandartsdossier {name}\nAnamnese: [[H:hartklepprothese]], gebruikt [[H:acenocoumarol]]\nBehandeling: wortelkanaalbehandeling 36' },
  // Optometry and audiology referrals.
  { genre: 'clinical', text: 'Eye clinic referral - {name}, {n} yrs. IOP raised both eyes; suspect [[H:glaucoma]]. Also [[H:mature cataract]] left eye.' },
  { genre: 'clinical', text: 'Audiology report for {name}: [[H:bilateral sensorineural hearing loss]], moderate. Fitted with [[H:hearing aids]] in {city}.' },
  { genre: 'clinical', text: 'Optometrist to GP: Mr {name} shows [[H:diabetic retinopathy]] with macular oedema in the right eye; urgent referral.' },
  // Occupational therapy home assessments.
  { genre: 'clinical', text: 'OT home assessment\nClient: {name}\nAfter [[H:hip fracture]] client uses a [[H:walking frame]]. Recommend grab rails and raised toilet seat.' },
  { genre: 'clinical', text: 'Occupational therapy note: {name} is [[H:paraplegic]] after a taxi accident and needs a ramp at the RDP house.' },
  { genre: 'clinical', text: 'Ergotherapie Hausbesuch - Frau {name}\nNach [[H:Schlaganfall]] [[H:Hemiparese rechts]]; Duschhocker und Haltegriffe empfohlen.' },
  // Ward-round SBAR handovers.
  { genre: 'clinical', text: 'SBAR\nS: {name}, bed 12, [[H:DKA]]\nB: known [[H:type 1 diabetic]], missed insulin 3 days\nA: K+ 3.1, on [[H:insulin infusion]]\nR: repeat U&E 4 hourly' },
  { genre: 'clinical', text: 'Handover Ward 7 - {name} (IP [[H:{hosp}]]): post-op day 2 [[H:laparotomy]] for [[H:perforated typhoid ileitis]]; febrile overnight.' },
  { genre: 'clinical', text: 'SBAR handover: {name}, {n}M. Admitted with [[H:community-acquired pneumonia]], now [[H:acute kidney injury]]; IV fluids running.' },
  // University disability learning-support plans.
  { genre: 'kyc', text: 'University disability services - learning support plan\nStudent: {name}\nDisability: [[H:cerebral palsy]], uses a [[H:wheelchair]]\nAdjustments: ground-floor lecture rooms.' },
  { genre: 'kyc', text: 'Disability Unit registration - {name}\nCondition: [[H:autism spectrum disorder]]\nSupport: quiet exam venue, note-taker.' },
  { genre: 'kyc', text: 'Plan d\'accompagnement étudiant handicapé\nÉtudiant : {name}\nTrouble : [[H:sclérose en plaques]], [[H:fatigue chronique]]\nAménagements : tiers-temps.' },
  // Pharmacy counselling notes and chats.
  { genre: 'chat', text: 'Pharmacist, abeg the [[H:{med}]] wey doctor give me for my [[H:{cond}]] don finish. Can I buy without new prescription? - {first}' },
  { genre: 'chat', text: 'Chale my sister {first} dey hospital, dem say ein [[H:appendix]] burst, dem go do [[H:operation]] tonight.' },
  { genre: 'chat', text: 'Hi, it\'s {first}. Could you move my appointment? My [[H:chemo]] for the [[H:lymphoma]] was moved to Thursday.' },
  // Community health worker and outreach notes.
  { genre: 'clinical', text: 'CHV household visit, {city}\nMama {first} ana [[H:mimba ya miezi saba]] na [[H:upungufu wa damu]]. Amepewa rufaa kwenda zahanati.' },
  { genre: 'clinical', text: 'Ward-based outreach team - {name}\nDefaulted [[H:ARVs]] for 2 months; viral load [[H:raised]]. Counselled at home.' },
  { genre: 'clinical', text: 'District nurse visit: {name}, [[H:venous leg ulcer]] left calf, dressing changed, compression re-applied.' },
  // Hereditary cancer and predictive-testing letters.
  { genre: 'clinical', text: 'Cancer genetics clinic, {city}. Dear {name}, your test found a [[G:pathogenic BRCA1 variant]] ([[G:c.5266dupC]]). We advise earlier breast screening.' },
  { genre: 'clinical', text: 'Predictive test result for {name}: [[G:HTT CAG repeat 42]], consistent with [[G:Huntington disease gene carrier]] status. Post-test counselling booked.' },
  { genre: 'clinical', text: 'Familial cancer clinic - {name}: [[G:Lynch syndrome]] confirmed, [[G:MLH1 c.350C>T]] heterozygous. Colonoscopy every two years.' },
  // Cascade-testing letters.
  { genre: 'clinical', text: 'Cascade testing letter\nTo: {name}\nYour brother was found to carry a [[G:familial hypercholesterolaemia variant]] (LDLR). You have a 50% chance of carrying it; please attend clinic.' },
  { genre: 'clinical', text: 'Family letter: {name}, your mother has a [[G:BRCA2 mutation]]. A blood test can show whether you inherited it.' },
  { genre: 'clinical', text: 'Brief an Familienangehörige: Bei Ihrem Vater wurde eine [[G:heterozygote Mutation im MYBPC3-Gen]] nachgewiesen. Frau {name}, wir bieten Ihnen eine Testung an.' },
  // Ancestry-test result pages.
  { genre: 'kyc', text: 'YOUR DNA STORY - {name}\nAncestry: [[G:62% Nigeria]], [[G:21% Cameroon]], [[G:9% Benin & Togo]]\nMaternal haplogroup: [[G:L2a1]]' },
  { genre: 'kyc', text: 'Ancestry results for {first}: [[G:Paternal haplogroup E-M2]]; [[G:DNA match: 2nd cousin]] living in {city}.' },
  { genre: 'kyc', text: 'Résultats ADN - {name}\nOrigines : [[G:48 % péninsule Ibérique]], [[G:30 % Afrique du Nord]]\nHaplogroupe maternel : [[G:H1]]' },
  // Carrier and newborn-style results in letters and chats.
  { genre: 'chat', text: 'Bros, result don come: me na [[G:AS]], my babe na [[G:AS]] too. Doctor say make we think am well before wedding.' },
  { genre: 'chat', text: 'Akosua\'s results came: she carries the [[G:G6PD deficiency gene]], so no primaquine for her.' },
  { genre: 'chat', text: 'Just got my report back - I\'m a [[G:cystic fibrosis carrier]] (F508del). Telling my sister {first} to get tested too.' },
  // Karyotype and prenatal results.
  { genre: 'clinical', text: 'Cytogenetics report, {name}: karyotype [[G:47,XY,+21]] consistent with [[G:trisomy 21]].' },
  { genre: 'clinical', text: 'Amniocentesis result for {name}: 46,XX, no aneuploidy. Fetal [[G:alpha-thalassaemia trait]] detected.' },
  { genre: 'clinical', text: 'NIPT-Befund {name}: erhöhtes Risiko für [[G:Trisomie 18]]; invasive Abklärung empfohlen.' },
  // Pharmacogenomic and insurer disclosures.
  { genre: 'clinical', text: 'Pharmacogenomics note, {name}: [[G:CYP2C19 *2/*2 poor metaboliser]]; clopidogrel switched.' },
  { genre: 'kyc', text: 'Life cover disclosure - {name} declared a positive genetic test: [[G:BRCA2 carrier]]. Underwriter query to follow.' },
  { genre: 'kyc', text: 'Question 9, genetic tests: {name} has had a predictive test with result [[G:APOE e4/e4]].' },
  // Paternity disputes in court and family DNA.
  { genre: 'court', text: 'In the High Court, {city}. The DNA report shows the respondent {name} is [[G:excluded as biological father]] of the child (0 of 21 loci match).' },
  { genre: 'court', text: 'Maintenance court: DNA test confirms {name} as [[G:biological father]], probability of paternity [[G:99.99%]].' },
  { genre: 'court', text: 'Family Court - paternity. The [[G:DNA profile]] of {name} matches the child at all 24 loci; paternity [[G:99.998%]].' },
  // Biometric bank onboarding logs.
  { genre: 'kyc', text: 'ONBOARDING LOG 14:02:11 cust={name} bvn=2211****88\nstep=face_match score=0.97 template=[[B:FT-99812-A]]\nstep=fingerprint [[B:right thumb captured]] quality 78' },
  { genre: 'kyc', text: 'Bank account opening (biometric)\nClient: {name}\n[[B:Facial image]] and [[B:ten-print fingerprints]] captured at {city} branch.' },
  { genre: 'kyc', text: 'eKYC audit trail, {name}: liveness passed; [[B:selfie biometric vector]] stored as [[B:BIO-5521-77]].' },
  // Exam-hall and SIM-registration fingerprint checks.
  { genre: 'kyc', text: 'JAMB CBT centre log: candidate {name} - [[B:fingerprint verification]] failed twice; [[B:facial capture]] used instead.' },
  { genre: 'kyc', text: 'SIM registration - {name}\nID checked\n[[B:Thumbprint]] scanned\n[[B:Photo]] taken at kiosk, {city}' },
  { genre: 'kyc', text: 'Exam hall entry, {name}: [[B:iris scan]] matched template [[B:IR-3309]].' },
  // Pensioner proof of life.
  { genre: 'kyc', text: 'Pension proof-of-life - {name}\nVerification mode: [[B:fingerprint]]\nTemplate ref [[B:PL-77120]]\nStatus: alive, payment continues' },
  { genre: 'kyc', text: 'SASSA life certificate for {name}: [[B:voice print]] and [[B:fingerprint]] taken at the pay point in {city}.' },
  { genre: 'kyc', text: 'Lebensbescheinigung digital - {name}: [[B:Gesichtsbild]] per App aufgenommen, Abgleich erfolgreich.' },
  // Hostel and site palm-vein access.
  { genre: 'hr', text: 'Hostel access export\nuser,method,template\n{name},palm vein,[[B:PV-000812]]\n' },
  { genre: 'hr', text: 'Mine site access: {name} enrolled with [[B:palm-vein template]] [[B:HV-4410]] on {year}-02-01.' },
  { genre: 'hr', text: 'Badge replaced for {name}; [[B:finger-vein data]] re-enrolled on the lab door reader.' },
  // Police and immigration biometrics.
  { genre: 'court', text: 'Police charge office record: suspect {name}, [[B:fingerprints]] taken and sent to AFIS, ref [[B:AFIS/22/1190]].' },
  { genre: 'court', text: 'Suspect {name}: [[B:palm prints]] and [[B:photograph]] taken at Hillbrow SAPS on arrest.' },
  { genre: 'court', text: 'Custody record: {name}. [[B:Fingerprints]], [[G:DNA swab]] and [[B:photograph]] taken under PACE.' },
  // Voice and signature biometrics in chats and e-mails.
  { genre: 'chat', text: 'Dear {first}, your [[B:voiceprint]] has been registered for telephone banking. Say "my voice is my password" to log in.' },
  { genre: 'chat', text: 'Hi {first}, please redo the [[B:face scan]] in the app, the last one was too dark.' },
  { genre: 'chat', text: 'Your [[B:dynamic signature]] was recorded on the tablet, Ms {name}; it will be checked against future signatures.' },
  // Workplace biometrics.
  { genre: 'hr', text: 'Staff clock-in: {name} - [[B:biometric template]] [[B:TA-2290]] deleted on exit.' },
  { genre: 'hr', text: 'HR memo: {name} refused [[B:fingerprint clocking]]; manual register allowed.' },
  { genre: 'hr', text: 'Zeiterfassung: Für {name} wurde das [[B:Fingerabdruck-Template]] gelöscht.' },
  // Sex-offender register notices.
  { genre: 'court', text: 'NATIONAL SEX OFFENDER REGISTER - NOTICE\nName: {name}\nOffence: [[C:rape]] (s.357 Criminal Code)\nSentence: [[C:14 years]]\nTo report to police station monthly.' },
  { genre: 'court', text: 'National Register for Sex Offenders: {name} is listed following [[C:conviction for sexual assault of a minor]], {year}.' },
  { genre: 'court', text: 'Notification requirements: {name} is subject to [[C:sex offender notification]] for [[C:10 years]] after [[C:conviction for possession of indecent images]].' },
  // Cautions, diversion and community resolution.
  { genre: 'court', text: 'Youth diversion record\nChild: {name}\nAllegation: [[C:shoplifting]]\nOutcome: [[C:diversion programme]] completed.' },
  { genre: 'court', text: 'Diversion order: {name} admitted [[C:common assault]] and was referred to a [[C:diversion programme]] by the prosecutor.' },
  { genre: 'court', text: 'Conditional caution, {name}: admitted [[C:criminal damage]]; [[C:conditional caution]] with reparation.' },
  // Self-declarations (tenancy, taxi, volunteers).
  { genre: 'court', text: 'Tenancy form Q12: Any criminal conviction? [X] Yes - [[C:convicted of burglary]] {year}, [[C:fined]].' },
  { genre: 'court', text: 'Taxi operator licence application - {name}: previous conviction for [[C:reckless driving]], [[C:suspended sentence]].' },
  { genre: 'court', text: 'School volunteer self-declaration: {name} discloses a [[C:caution for drug possession]] in {year}.' },
  // Firearm licence refusals.
  { genre: 'court', text: 'Firearms licence - refusal\nApplicant: {name}\nReason: [[C:conviction for {offence}]]' },
  { genre: 'court', text: 'Section 102 inquiry: {name} was found unfit to possess a firearm after [[C:domestic violence protection order]] and [[C:assault charge]].' },
  { genre: 'court', text: 'Waffenbehörde: {name} - Widerruf der Waffenbesitzkarte wegen [[C:Verurteilung wegen Körperverletzung]].' },
  // Police clearance and record extracts in other forms.
  { genre: 'court', text: 'Certificate of good conduct - {name}: record found: [[C:stealing]] (2016), [[C:6 months suspended]].' },
  { genre: 'court', text: 'Police clearance: {name}, case of [[C:fraud]] pending at {city} magistrate court.' },
  { genre: 'court', text: 'Casier judiciaire n°2 - {name} : [[C:condamnation pour vol aggravé]], [[C:8 mois d\'emprisonnement avec sursis]].' },
  // Prison and parole dossiers.
  { genre: 'court', text: 'Parole board report: {name} is serving [[C:7 years for {offence}]]; good conduct in custody.' },
  { genre: 'court', text: 'Parole hearing: {name} ([[C:housebreaking]], [[C:5 years]]) eligible for placement in {year}.' },
  { genre: 'court', text: 'Parole dossier for {name}: [[C:life sentence for murder]], tariff expired; risk assessed as medium.' },
  // Criminal records in chats and e-mails.
  { genre: 'chat', text: 'Abeg no tell anybody, my brother {first} just [[C:comot from prison]] last month after [[C:three years for {offence}]].' },
  { genre: 'chat', text: 'Eish, {first} was [[C:arrested]] on Friday for [[C:drunk driving]], still in the cells at {city}.' },
  { genre: 'chat', text: 'FYI {first} has a [[C:spent conviction for theft]], so it should not show on the basic check.' },
  // Immigration and visa criminal disclosures.
  { genre: 'court', text: 'Visa application part 7 - {name}: [[C:arrested for {offence}]] in {year}, charges later withdrawn.' },
  { genre: 'court', text: 'Asylum history: {name} has a [[C:conviction for drug trafficking]] in {city}.' },
  { genre: 'court', text: 'Home Office refusal: {name} received a [[C:custodial sentence of 14 months]] for [[C:{offence}]].' },
  // Campaign volunteer sign-ups.
  { genre: 'kyc', text: 'VOLUNTEER SIGN-UP - Ward 4 campaign\nName: {name}\nPhone: 0803 555 0142\nI support [[P:{party}]] and will help at rallies.' },
  { genre: 'kyc', text: 'Campaign volunteer form\nName: {name}\nBranch: {city}\nParty: [[P:{party}]]\nAvailable: weekends' },
  { genre: 'kyc', text: 'Volunteer sign-up sheet, {city} by-election\n{name} - [[P:{party}]] member - canvassing Saturday' },
  // Polling-day rotas.
  { genre: 'kyc', text: 'Polling day rota - unit 012\n07:00-12:00 {name} ([[P:{party}]] polling agent)\n12:00-17:00 to be confirmed' },
  { genre: 'kyc', text: 'Election day roster: {name} will drive voters to the station for the [[P:{party}]].' },
  { genre: 'kyc', text: 'Polling day: {name} is teller for [[P:{party}]] at St Luke\'s hall, 7am-10am.' },
  // WhatsApp campaign group admin lists.
  { genre: 'chat', text: '[Group: Youth Wing {city}]\nAdmins: {name}, +234 805 555 0199\n{first}: we go dey for the rally tomorrow, [[P:{party}]] for life!' },
  { genre: 'chat', text: 'Me, {first}, I am [[P:{party}]] through and through, I even wear the party cloth to church.' },
  { genre: 'chat', text: '{first} added you to "[[P:{party}]] activists - {city}". You are now an admin.' },
  // Politically restricted posts and civil service declarations.
  { genre: 'hr', text: 'Civil service declaration: {name}, Deputy Director, declares membership of [[P:{party}]] and will resign before promotion.' },
  { genre: 'hr', text: 'Conflict-of-interest register, municipal finance: {name} is a ward councillor for the [[P:{party}]].' },
  { genre: 'hr', text: 'Politically restricted post - declaration: I, {name}, confirm I was a [[P:{party}]] councillor until {year}.' },
  // Detention of opposition activists.
  { genre: 'court', text: 'Human rights report: {name}, a [[P:{party}]] youth leader, was held for 9 days without charge after the protest in {city}.' },
  { genre: 'court', text: 'Affidavit: I, {name}, was beaten by thugs because I wore a [[P:{party}]] T-shirt at the rally.' },
  { genre: 'court', text: 'Asylum claim: {name} says police detained him twice for canvassing for the [[P:{party}]] in {city}.' },
  // Party membership in chats and letters.
  { genre: 'chat', text: 'Mama {first} na correct [[P:{party}]] woman leader for our LGA, she don do am for ten years.' },
  { genre: 'chat', text: 'Hey {first}, heard you joined the [[P:{party}]]! See you at the branch meeting.' },
  { genre: 'chat', text: 'Liebe {first}, willkommen in der [[P:{party}]]! Deine Mitgliedsnummer folgt per Post.' },
  // Donor and nomination records.
  { genre: 'kyc', text: 'Nomination form: {name} is sponsored by the [[P:{party}]] for councillor, Ward 11.' },
  { genre: 'kyc', text: 'Donation receipt: {name} donated R500 to the [[P:{party}]] election fund.' },
  { genre: 'kyc', text: 'Recibo de cuota - {name}, afiliado del [[P:{party}]], agrupación de {city}.' },
  // Religious exemption requests (exam dates).
  { genre: 'hr', text: 'Request to reschedule exam\nStudent: {name}\nReason: the paper falls on Saturday; I am a [[R:Seventh-day Adventist]] and keep the [[R:Sabbath]].' },
  { genre: 'hr', text: 'Exam clash letter: {name} asks to sit the paper after sunset because he is [[R:fasting for Ramadan]].' },
  { genre: 'hr', text: 'Exam board: {name} ([[R:Jewish]]) requests an alternative sitting; the exam is on [[R:Yom Kippur]].' },
  // Sabbath and prayer shifts.
  { genre: 'hr', text: 'Shift exemption: {name} is [[R:{rel}]] and requests not to be rostered on Friday afternoons for [[R:Jumat prayers]].' },
  { genre: 'hr', text: 'Roster change request: {name}, a member of the [[R:Zion Christian Church]], asks for Easter weekend off for the Moria pilgrimage.' },
  { genre: 'hr', text: 'Arbeitszeit-Antrag: {name}, [[R:Muslimin]], bittet um eine Gebetspause für das [[R:Mittagsgebet]].' },
  // Dress and beard exemptions.
  { genre: 'hr', text: 'School letter: {name}\'s daughter will wear [[R:hijab]] to school as a [[R:Muslim]].' },
  { genre: 'hr', text: 'Uniform exemption: {name} wears [[R:dreadlocks]] as a [[R:Rastafarian]].' },
  { genre: 'hr', text: 'Uniform policy exemption granted to {name}: [[R:Sikh]], wears a [[R:turban]] and [[R:kirpan]].' },
  // Meal requests.
  { genre: 'kyc', text: 'Hospital meal request - {name}: [[R:halal]] meals; patient is [[R:Muslim]].' },
  { genre: 'kyc', text: 'Boarding school dietary form: {name} - [[R:Hindu]], no beef.' },
  { genre: 'kyc', text: 'Passenger {name}: special meal [[R:KSML]] ([[R:kosher]]).' },
  // Blood-transfusion refusal.
  { genre: 'clinical', text: 'Consent form: {name} refuses [[H:blood transfusion]]; she is a [[R:Jehovah\'s Witness]]. No Blood card on file.' },
  { genre: 'clinical', text: 'Theatre note: {name}, a [[R:Jehovah\'s Witness]], accepts cell salvage only.' },
  { genre: 'clinical', text: 'Patiëntendossier {name}: [[R:Jehova\'s getuige]], weigert bloedtransfusie; wilsverklaring aanwezig.' },
  // Prison chaplaincy registers.
  { genre: 'court', text: 'Prison chaplaincy register\nInmate: {name}\nFaith: [[R:{rel}]]\nAttends: [[R:Friday prayers]]' },
  { genre: 'court', text: 'Reception: {name} registered as [[R:{rel}]]; chaplain to visit.' },
  { genre: 'court', text: 'HMP faith register: {name} changed religion from [[R:Catholic]] to [[R:Buddhist]].' },
  // Hospital chaplaincy referrals.
  { genre: 'clinical', text: 'Chaplaincy referral: {name} (Hosp no [[H:{hosp}]]), [[R:Catholic]], requests [[R:anointing of the sick]] before surgery.' },
  { genre: 'clinical', text: 'Spiritual care: {name} is [[R:Methodist]] and asks for the minister from his congregation in {city}.' },
  { genre: 'clinical', text: 'Seelsorge-Anfrage: Frau {name}, [[R:evangelisch]], wünscht [[R:Abendmahl]] am Krankenbett.' },
  // Religion in chats.
  { genre: 'chat', text: 'Abeg {first}, since you don become [[R:born again]] you no dey come our party again.' },
  { genre: 'chat', text: '{first} converted to [[R:Islam]] last year and now goes to the mosque every Friday.' },
  { genre: 'chat', text: 'My flatmate {first} is [[R:Orthodox Jewish]], so no cooking on Saturday.' },
  // Ethnic questions at GP registration, admissions and housing.
  { genre: 'kyc', text: 'Clinic registration card\nName: {name}\nTribe: [[E:{eth}]]\nNext of kin: husband' },
  { genre: 'kyc', text: 'University admission form\nName: {name}\nPopulation group: [[E:Black African]]\nHome language: isiZulu' },
  { genre: 'kyc', text: 'GP registration (GMS1) - {name}\nEthnic group: [[E:Asian or Asian British - Bangladeshi]]\nFirst language: Sylheti' },
  // Housing allocation and refugee registration.
  { genre: 'kyc', text: 'Refugee registration (proGres)\nName: {name}\nEthnicity: [[E:Nuer]]\nReligion: [[R:Presbyterian]]\nCamp: Kakuma' },
  { genre: 'kyc', text: 'Housing allocation form: applicant {name}, race [[E:Coloured]], household of five.' },
  { genre: 'kyc', text: 'Housing application - {name}. Ethnic origin: [[E:{eth}]]. Needs: ground-floor flat.' },
  // Customary land and inheritance claims by clan.
  { genre: 'court', text: 'Customary court: {name} of the [[E:Umuokpara kindred]] claims the farmland by inheritance from his father.' },
  { genre: 'court', text: 'Land claim: {name}, a member of the [[E:Asona clan]], says the stool land belongs to her family.' },
  { genre: 'court', text: 'Tribunal: {name} claims the landlord refused him because he is [[E:{eth}]].' },
  // Ethnic identity in chats and letters.
  { genre: 'chat', text: 'Wetin concern me with {first} matter? Na [[E:{eth}]] man, e no go gree marry outside im people.' },
  { genre: 'chat', text: 'My mother is [[E:{eth}]] and my father is [[E:Fante]], so I speak both at home.' },
  { genre: 'chat', text: 'I\'m {first}, [[E:{eth}]] heritage, born in {city}.' },
  // Ethnicity in police and court records.
  { genre: 'court', text: 'Incident report: {name} said the attackers shouted that [[E:{eth}]] people must leave the market.' },
  { genre: 'court', text: 'Hate-speech complaint: {name}, who is [[E:Xhosa]], was called names at work.' },
  { genre: 'court', text: 'Stop record: subject {name}, self-defined ethnicity [[E:W3 - Gypsy or Irish Traveller]].' },
  // Ethnic monitoring outside HR (patient experience and clinical trials).
  { genre: 'clinical', text: 'Trial screening log: {name}, {n}F, ethnicity [[E:{eth}]], eligible.' },
  { genre: 'clinical', text: 'Patient survey: {name}, ethnic group [[E:{eth}]], rated care good.' },
  { genre: 'clinical', text: 'Studienteilnehmer {name}: Ethnische Herkunft [[E:{eth}]]; Einschluss bestätigt.' },
  // Ethnic identity in social-welfare and traditional contexts.
  { genre: 'kyc', text: 'Bursary application: {name} from {city}, an [[E:Ogoni]] indigene, applies under the host-community quota.' },
  { genre: 'kyc', text: 'Learner profile: {name}, [[E:Ndebele]], transferred from Pretoria.' },
  { genre: 'kyc', text: 'School census: pupil {name}, ethnicity [[E:Roma]], English as an additional language.' },
  // LGBT asylum support letters from NGOs.
  { genre: 'court', text: 'Support letter\nTo whom it may concern: {name} has attended our LGBT support group in {city} since {year}. He identifies as [[S:gay]] and fears arrest at home.' },
  { genre: 'court', text: 'Letter of support: {name} is a [[S:lesbian]] woman who fled after her family discovered her relationship.' },
  { genre: 'court', text: 'Asylum support letter: we confirm {name} is [[S:bisexual]] and has been a volunteer with our charity since {year}.' },
  // Hate-crime reports.
  { genre: 'court', text: 'Hate crime report: {name} was attacked outside a bar in {city} because he is [[S:{orient}]].' },
  { genre: 'court', text: 'SAPS statement: {name} states that he was beaten because he is [[S:{orient}]] and has a [[S:boyfriend]].' },
  { genre: 'court', text: 'Hate incident log: {name} received homophobic abuse after being seen with her [[S:girlfriend]].' },
  // Sexual-health clinic notes.
  { genre: 'clinical', text: 'Sexual health clinic, {city}\nClient: {name}\nRisk: [[S:MSM]], 3 partners in 3 months\nStarted [[H:PrEP]]' },
  { genre: 'clinical', text: 'GUM note: {name}, [[S:WSW]], presents with discharge; swabs taken.' },
  { genre: 'clinical', text: 'Sexual health review: {name}, [[S:gay man]], on [[H:PrEP]]; [[H:syphilis]] treated with [[H:benzathine penicillin]].' },
  // Conversion-practice complaints.
  { genre: 'court', text: 'Complaint: {name}\'s pastor tried to "deliver" him from being [[S:gay]] at an all-night prayer meeting.' },
  { genre: 'court', text: 'Complaint: {name} was sent to a camp to "cure" her of being [[S:lesbian]].' },
  { genre: 'court', text: 'Plainte: {name} a subi une « thérapie de conversion » parce qu\'il est [[S:homosexuel]].' },
  // Workplace Pride network lists.
  { genre: 'hr', text: 'Pride network mailing list: Tom Reed - ally\n{name} - [[S:gay]] member, committee' },
  { genre: 'hr', text: 'Equality form: sexual orientation [[S:{orient}]]; name {name}.' },
  { genre: 'hr', text: 'LGBT+ staff network: {name} ([[S:bisexual]]), co-chair from {year}.' },
  // Orientation in chats.
  { genre: 'chat', text: 'Abeg no talk am for village, {first} na [[S:gay]] and e fear say dem go find out.' },
  { genre: 'chat', text: '{first} told her mum she is [[S:lesbian]] and moved in with her [[S:girlfriend]] Naledi.' },
  { genre: 'chat', text: 'Mein Bruder {first} ist [[S:schwul]] und lebt mit seinem [[S:Mann]] in {city}.' },
  // Orientation in other records.
  { genre: 'kyc', text: 'Housing support intake: {name}, [[S:{orient}]], thrown out by parents, needs shelter.' },
  { genre: 'kyc', text: 'Counselling intake: {name}, sexual orientation [[S:{orient}]], referred after bullying.' },
  { genre: 'kyc', text: 'Dossier d\'accueil: {name}, orientation sexuelle [[S:bisexuelle]], hébergement d\'urgence.' },
  // Union recognition ballots.
  { genre: 'hr', text: 'Recognition ballot - list of members\n{name}, staff no 2231, member of [[U:{union}]]\nSignature: ________' },
  { genre: 'hr', text: 'Recognition application: {name} signed the [[U:{union}]] membership form on {year}-04-02.' },
  { genre: 'hr', text: 'CAC recognition check: {name} is a paid-up member of [[U:{union}]].' },
  // Accompaniment letters.
  { genre: 'hr', text: 'Disciplinary hearing: {name} will be accompanied by his [[U:{union}]] representative.' },
  { genre: 'hr', text: 'Notice: {name}, [[U:{union}]] shop steward, will represent the employee at the hearing.' },
  { genre: 'hr', text: 'Grievance meeting: {name}, accompanied by his [[U:{union}]] rep, raised the pay claim.' },
  // Strike-pay claims.
  { genre: 'hr', text: 'Strike pay claim form\nMember: {name}\nUnion: [[U:{union}]]\nDays on strike: 4' },
  { genre: 'hr', text: 'Strike pay: {name} ([[U:{union}]] member) claims R800 for the stay-away.' },
  { genre: 'hr', text: 'Streikgeld-Antrag: {name}, Mitglied der [[U:{union}]], 3 Streiktage.' },
  // Union legal-aid referrals.
  { genre: 'hr', text: 'Legal aid referral: {name}, [[U:{union}]] member since {year}, unfair dismissal claim.' },
  { genre: 'hr', text: 'Union lawyer referral: {name}, [[U:{union}]] member, dismissal dispute at the CCMA.' },
  { genre: 'hr', text: 'Employment tribunal referral from [[U:{union}]] for its member {name}.' },
  // Union membership in chats.
  { genre: 'chat', text: '{first} na [[U:{union}]] chairman for our branch, e go talk to management for us.' },
  { genre: 'chat', text: '{first} joined [[U:{union}]] last week because of the overtime issue.' },
  { genre: 'chat', text: 'Hi {first}, I\'ve joined [[U:{union}]], can you sign the form as witness?' },
  // Union dues and deduction slips.
  { genre: 'hr', text: 'Payslip - {name}\nBasic 184,000\n[[U:{union} dues]] 1,840\nNet 162,310' },
  { genre: 'hr', text: 'Payroll: {name} - deduction [[U:{union} subscription]] R120.' },
  { genre: 'hr', text: 'Loonstrook {name}: [[U:contributie {union}]] EUR 14,20.' },
  // Union office and activity in other records.
  { genre: 'court', text: 'Police report: {name}, [[U:{union}]] branch secretary, was arrested at the picket line in {city}.' },
  { genre: 'kyc', text: 'Loan application: {name}, [[U:{union}]] member, applies for the union cooperative loan.' },
  { genre: 'hr', text: 'Redundancy selection: {name} is a [[U:{union}]] health and safety rep.' },
  // Negatives: general statements, statistics, adverts, policies, places, people beside a subject, negated or
  // unticked values, category words as ordinary words. Eighteen threes, one template per jurisdiction pair each.
  { genre: 'news', text: 'The care home in {city} is hiring night-shift carers; experience with dementia residents an advantage.' },
  { genre: 'news', text: 'Hospice week: volunteers raised funds for palliative care beds in {city}.' },
  { genre: 'news', text: 'Care home inspections found that residents with dementia were often left without help at night.' },
  { genre: 'clinical', text: 'Reception health screen - {name}\nKnown conditions: none\nCurrent meds: nil\nTB symptoms: none\nFit for normal location.' },
  { genre: 'clinical', text: 'Visa medical - {name}: chest X-ray normal, sputum smear negative, HIV test non-reactive.' },
  { genre: 'clinical', text: 'PAR-Q: {name}\nHeart condition? [ ] Yes [X] No\nChest pain? [ ] Yes [X] No\nPregnant? [ ] Yes [X] No' },
  { genre: 'news', text: 'The Ministry of Health says tuberculosis cases in prisons fell by 18% after screening at reception.' },
  { genre: 'news', text: 'Sickle cell disease affects thousands of children in {city}, experts said on World Sickle Cell Day.' },
  { genre: 'news', text: 'Home Office figures show 4,200 visa medicals were deferred for TB last year.' },
  { genre: 'kyc', text: 'Account opening checklist: ID copy, proof of address, signed mandate. Bring your NIN slip to the {city} branch.' },
  { genre: 'kyc', text: 'Our new banking app supports fingerprint login on most phones; update it from the store.' },
  { genre: 'kyc', text: 'The gym will install new turnstiles in March; members should collect new cards at the desk.' },
  { genre: 'court', text: 'Police clearance certificate - {name}\nResult: no criminal record found on the date of issue.' },
  { genre: 'court', text: 'Certificate of good conduct for {name}: no trace.' },
  { genre: 'court', text: 'Basic disclosure - {name}: no unspent convictions.' },
  { genre: 'news', text: 'Parliament debated a bill to set up a national sex offender register in {city} on Tuesday.' },
  { genre: 'news', text: 'The diversion programme helped 300 young offenders stay out of court last year, the NGO said.' },
  { genre: 'news', text: 'Armed robbery and burglary rose in the city centre, the police annual report shows.' },
  { genre: 'news', text: 'The {party} will hold its primaries in {city} next month; aspirants must pay the form fee.' },
  { genre: 'news', text: 'The {party} manifesto promises free maternal health care.' },
  { genre: 'news', text: 'Voter turnout in {city} was 41%, the electoral commission said.' },
  { genre: 'chat', text: 'Abeg who dey come {first} birthday party on Saturday? Na small party, just food and music.' },
  { genre: 'chat', text: 'The wedding was a union of two big families, chale, the whole town came.' },
  { genre: 'chat', text: 'I follow the match religiously, {first} - no way I miss Saturday.' },
  { genre: 'hr', text: 'Dear {name}, your leave request for 12-16 May is approved. Your line manager has been informed.' },
  { genre: 'hr', text: 'The {union} regional office in {city} will be closed on Monday for the public holiday.' },
  { genre: 'hr', text: 'Job advert: occupational health nurse wanted; knowledge of diabetes and hypertension management required.' },
  { genre: 'hr', text: 'Trade union membership: [ ] Yes [X] No\nName: {name}' },
  { genre: 'hr', text: 'Equality monitoring: Religion: Prefer not to say\nName: {name}' },
  { genre: 'hr', text: 'Ethnic origin: Prefer not to say\nSexual orientation: Prefer not to say\nEmployee: {name}' },
  { genre: 'news', text: 'The central mosque in {city} will host a free medical outreach after Friday prayers.' },
  { genre: 'news', text: 'The Methodist cathedral in {city} will be renovated this year.' },
  { genre: 'news', text: 'St Paul\'s Church in {city} hosts a jumble sale on Saturday.' },
  { genre: 'kyc', text: 'Hospital chaplaincy: Imam Musa Bello visits the wards every Friday at noon. Ask a nurse to call him.' },
  { genre: 'kyc', text: 'Chaplain Pieter van Wyk leads the morning devotion in the staff room.' },
  { genre: 'kyc', text: 'The chaplaincy team of the hospital includes Rabbi Cohen and Father Doyle.' },
  { genre: 'news', text: 'Workshop on genetic testing for couples, organised by the genotype awareness club, {city}.' },
  { genre: 'news', text: 'The DNA ancestry kits are on sale at half price this weekend.' },
  { genre: 'news', text: 'A new genetics lab opened in {city}, offering BRCA testing to referred patients.' },
  { genre: 'kyc', text: 'Language preference: Yoruba\nState of origin: Ogun\nName: {name}' },
  { genre: 'kyc', text: 'Customer {name}, nationality Ghanaian, home language Twi.' },
  { genre: 'kyc', text: 'Student {name}, nationality Italian, speaks Spanish and English.' },
  { genre: 'news', text: 'The Pride march in {city} drew thousands, organisers said.' },
  { genre: 'news', text: 'Asylum support groups say LGBT claims are often refused on credibility grounds.' },
  { genre: 'news', text: 'The LGBT+ staff network is open to all employees, allies included.' },
  { genre: 'clinical', text: 'HIV test result for {name}: non-reactive. Next test in 3 months.' },
  { genre: 'clinical', text: 'Genotype screen for {name}: result normal.' },
  { genre: 'clinical', text: 'Eye test for {name}: visual acuity 6/6 both eyes, no abnormality detected.' },
  { genre: 'court', text: 'The prison chaplain, Rev. Okafor, retired after thirty years of service at the {city} prison.' },
  { genre: 'court', text: 'The magistrate adjourned the civil claim of {name} against Okoro Motors to 14 July.' },
  { genre: 'court', text: 'Counsel for {name} filed the tenancy agreement; the landlord disputes the rent.' },
  { genre: 'kyc', text: 'Customer {name} asked to update her phone number and e-mail address.' },
  { genre: 'kyc', text: 'Account holder {name} changed the branch to {city}; no other change.' },
  { genre: 'kyc', text: 'Loyalty card: {name}, points balance 2,340, last visit {year}-11-02.' },
];
