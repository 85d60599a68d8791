// Held-out set 30 of the special-category labelled set (issue 15). Written in session 23 by an author independent
// of the detector (the twenty-first such author): before writing it the author read only the session's rules and
// the blind-author brief, bench/special/generate.ts, bench/special/slots.ts, bench/special.ts (the bench), the header
// comment of templates-heldout29.ts and the header comments of templates-heldout25.ts to templates-heldout28.ts
// (their comment lines only, to learn which kinds of record they already hold), the README's paragraphs on held-out
// special sets 28 and 29, and test/bench/special-generate.test.ts (its generic part and per-set blocks: marker
// words and shape checks, no templates). Slips, stated so a reader may weigh them: printing the end of
// templates-heldout29.ts's header to see one template for the TypeScript shape also printed its first fourteen
// templates and its last four (negatives), and printing the `Template` type printed the first six templates of
// templates-dev.ts; the kinds seen there (traditional-healer referrals, interpreter bookings, prison reception
// screens, pension boards, strike ballot returns, a travel guide, adverts) are also named in set 29's header and
// were not written again here. Set 29's header carries the figures of its single run and the classes it missed;
// the author read them there before writing and tried not to write towards or away from them. The author did NOT
// read src/detect/special/, src/lexicon/, the statute packs' special-category entries, the README's issue-15 rule
// sections, test/detect/special/ or any earlier set's data file, and never ran the detector on this set before the
// single reading recorded below.
// Read once on fb8797db, the session's start code, after the set was committed unread (4dfa9350; npm run
// bench:special -- --set heldout30 --verbose, the single run; the set was not changed after it, only this header):
// 558 texts, 114 negatives, 32 ms a text. Span P / R per category: biometric 0.800 / 0.516, criminal record 0.811 /
// 0.822, genetic 0.938 / 0.366, health 0.940 / 0.609, political 1.000 / 0.604, race 1.000 / 0.600, religion 0.846 /
// 0.379, sexual orientation 0.938 / 0.625, trade union 0.932 / 0.820; all 0.916 / 0.600 (994 gold, 620 found). Text
// P / R: biometric 1.000 / 0.667, criminal 0.960 / 0.889, genetic 0.929 / 0.565, health 0.978 / 0.765, political
// 1.000 / 0.604, race 1.000 / 0.636, religion 1.000 / 0.455, orientation 1.000 / 0.714, union 1.000 / 0.864; all
// 0.982 / 0.713. Missed most, as kinds of record (span recall of the kind): genetic results written as results
// rather than as genotype codes — transplant chimerism and cord-blood HLA lists (0.10), Y-STR, siblingship and
// Abstammung reports to inheritance courts (0.17), PGT-M embryo lists with HbAA/HbAS/HbSS and a DMD deletion
// (0.33), exome and panel variants in HGVS (SCN1A, MYH7 VUS, TTN) (0.36), biobank returns (APOL1, LDLR), SMA copy
// numbers and F8 inversion carrier results; biometric methods and scores in fleet-telematics face login and fatigue
// cameras (0.00), casino self-exclusion face watchlists (0.13), thumbprints on deeds and notarial acts with their
// scan references (0.40), site-access templates, and French, German and Spanish biometric words; religion as a
// practice or an act rather than a faith's name — court oath books and affirmations (Qur'an, Gita, New Testament,
// Rastafarian; 0.00), festival leave (Diwali, Yom Kippur, Rosh Hashanah; 0.20), congregations in marriage banns
// (0.20), conversion and amrit in name-change notices, humanists and Jehovah's Witnesses in school withdrawal
// letters, an imam as the subject of a visa letter; health in capacity affidavits and assessments (dementia, memory
// loss, "unable to manage her own affairs"; 0.25), parents' absence notes in Afrikaans and German (0.38), school
// counselling notes (French throughout; 0.44), airline SSR codes (WCHC, WCHS, WCHR, BLND) and oxygen, disability
// phrases and aids (rollator, crutch, quadripod stick, cannot walk 50 metres, self-catheterisation), procedures
// (bypass, knee and hip prostheses, bone-marrow graft), hospital numbers on bills, collections notes and
// specimen logs, birth notifications (emergency caesarean, fetal distress, an NHS number); ethnic groups as a bare
// field value on birth notifications, grazing permits, land-claim lists, cohort and biobank questionnaires and
// genetics referrals; parties as a bare value in SMS renewals, lost-card affidavits and membership audits (0.25 to
// 0.50); motoring conviction codes (DR10, SP30) and a Strafbefehl's Geldstrafe; orientation in French and Spanish
// texts and in complaints about refused rooms ("same-sex couple", homosexuel; 0.25); unions as a bare acronym
// (TUC, GMB, Unite) and "health and safety rep". Best: pharmacy registers, victim notification letters, replies to
// access requests, union SACCO and scheme claims, school ethnicity codes, staffing-agency forms, branch minutes
// (1.00). False alarms: on 4 of the 114 negative texts (a DNA-test price list, a German personnel form's
// "Schwerbehinderung: nein"); beside values, field labels and negations ("LMP: unsure", "HIV screening: done",
// "Fingerprint scan ref", "PrEP:", "STI screen: pending", "We do not hold your fingerprints", a school UPN as a
// health number), a risk stated in general ("the chance of kidney disease"), an anonymous walk-in's paracetamol,
// the assault the complainant suffered, workplace discipline read as crime ("absence from duty", "final written
// warning"), a shop steward and a Vertrauensmann acting for the subject. Author's gold slips the run exposed (left
// as written, a reader should discount them): "fit to be interviewed" marked H though it is a fit (normal)
// finding; unmarked where the grain says mark: "on parole" and "release on licence" in victim letters and
// "correctional supervision" recommended in a pre-sentence report (C), the driver's template number "#D-2231" and
// the second "voiceprint" of a subject-access reply (B), "officer of the campus LGBTI society" (S), "Previous
// transfusion: yes" (H), "pastor" for the subject of a religious-worker letter (R); debatable: the "Yes" answering a
// visa form's arrest question, "under CAMHS", "discharged and acquitted" marked C, oxygen "2 L/min" and percentages
// (EF 30 %, factor VIII 38 %) marked H.
// Texts are the author's own, written from knowledge of real records and deliberately in kinds of record the five
// previous headers do not name: lender and debt-collection vulnerability notes (loan apps, collections diaries, an
// FCA vulnerability register), airline medical clearance (MEDIF) and passenger-assistance SSR codes, disability
// parking permits (Blue Badge, county stickers), curator and capacity affidavits and Mental Capacity Act assessments,
// crèche allergy boards and medicine books, radiology and ultrasound requests, laboratory specimen-rejection logs,
// blood crossmatch requests, physiotherapy and spinal-rehab discharges, certificates of unfitness, sick notes and
// fit notes, school guidance-counselling notes, reasonable-accommodation and reasonable-adjustment letters, pharmacy
// dispensing registers and repeat-script collections, medico-legal injury forms (Kenyan P3, South African J88, a
// forensic medical examiner's statement), pleas in mitigation and pre-sentence and psychiatric sentencing reports,
// parents' absence notes to school, medical-tourism quotes, hospital bills and statements of account; NYSC,
// university and armed-forces entrance medicals with genotype, PGT-M embryo reports, biobank and research cohort
// returns of results (APOL1, LDLR), exome and panel reports with uncertain variants, SMA, haemophilia carrier and
// register records, transplant chimerism and cord-blood HLA typing, Y-STR, siblingship and paternity reports to
// inheritance courts; thumbprints on land deeds, group-loan agreements and notarial acts, fleet-telematics driver
// face login and fatigue cameras, casino self-exclusion face watchlists, phone-extraction reports unlocked by a
// suspect's fingerprint or face, fingerprint medicine-cabinet logs, quarry, mine-shaft and building-site access,
// replies to data subject access requests; motor insurance proposals with conviction codes, victim notification
// letters, environmental-sanitation mobile courts, admission-of-guilt fines and penalty orders (J534, Strafbefehl),
// nursing and health-professions council fitness-to-practise declarations, prison visit bookings, visa and residence
// permit character sections; party membership renewals by SMS and USSD, affidavits of a lost party card, ward and
// branch meeting minutes, legislative aide and parliamentary internship applications, civil-service and bank
// social-media misconduct cases, membership revalidation and audits, suspensions and expulsions; union membership
// applications and Beitrittserklärungen, union bulletins and obituaries, organisers' recruitment logs, teachers'
// SACCO and union medical-scheme claims, disciplinary minutes and retrenchment and redundancy selection lists, teacher
// transfer requests, letters of good standing; marriage banns, name-change notices on conversion, cemetery section
// allocations, withdrawal from religious education and assembly, court oath and affirmation records, religious-worker
// invitations and sponsorship, festival leave requests; learner admission forms, LURITS and school-census ethnicity
// codes, displaced-persons and emergency-shelter registers, cohort and biobank ancestry questions, grazing permits,
// land-claim beneficiary lists and a Traveller site allocation, birth notifications, staffing-agency and
// employment-equity forms, dermatology, renal and genetics referrals giving ethnic origin; sexual-orientation
// monitoring at clinic registration, couples-counselling intakes, complaints about refused hotel and guesthouse
// rooms, hostel and residence transfers, LGBT sports-club memberships, youth-shelter referrals after coming out;
// student hardship, indigent and council-tax disregard applications. Languages: English, Nigerian Pidgin, Swahili,
// Twi (a few words), Afrikaans, French, German, Dutch, Spanish and Italian. Every person and number is fictional.
// The `genre` field keeps the six values of the `Template` type: requests, reports, registers, bills and clinic
// letters are clinical; certificates to employers, accommodation letters, staff, union and party-staff records are
// hr; permits, applications, forms, registers, quotes and access replies are kyc; court, police, forensic,
// sentencing, parole, penalty and council records are court; SMS, notes to school, complaints and reviews are chat;
// notices, minutes, bulletins, banns, adverts, price lists, statistics and timetables are news.
// Templates are written in threes so that each text sits in a fitting jurisdiction: with two fills per template,
// the first of each three is filled for NG and KE (Pidgin, Swahili, NYSC, P3, TSC, LGA, ₦), the second for GH and ZA
// (Afrikaans, J88, J534, LURITS, SAPS, POPIA, rand amounts), the third for the UK and the EU (French, German, Dutch,
// Spanish, Italian, NHS, DVLA, FCA, NMC, Crown Court). 279 templates, 558 texts (seed 3030): 222 positive templates
// first, then the last nineteen threes are the 57 negatives (114 texts, more than a fifth), nineteen in each
// jurisdiction pair: bed states and sitreps, weddings and concerts at a church, mosque or synagogue, party press
// releases, results and polls, union strike and wage news, job adverts, insurance brochures, biometric product
// sheets and tenders, DNA and genetics price lists, public-holiday and court-closure notices, crime statistics,
// forms whose every special field is empty or negative (none, No, NKDA, keine Angabe), menus with halal and kosher
// food, chats with "party", "union", "Black Friday" and "fingerprint-resistant", health advice, school timetables
// with religious studies, traffic-fine schedules, charity appeals, HR policies on unions, faith holidays and prayer
// rooms, building permits for a mosque, chapel and church.
// Gold spans (994 in all, over 444 positive texts): health 506, criminal record 90, genetic 82, biometric 62,
// religion 58, trade union 50, race or ethnic origin 50, political affiliation 48, sexual orientation 48. Positive
// templates per category: health 119, criminal 27, political 24, genetic 23, union 22, religion 22, ethnic 22,
// biometric 21, orientation 21.
// Grain rule (as in sets 17 to 29):
// - Mark the value that reveals the category about an identifiable person (the subject, or anyone else named or
//   identifiable by relation, role in the record or reference number): the condition, symptom, finding, drug,
//   vaccine, procedure, device, disability or blood group; the genotype, variant, HLA type, chimerism or DNA result;
//   the biometric sample, template, match score or its identifier; the offence, charge, conviction, sentence, fine,
//   order or arrest of the suspect, accused or offender (not the offence suffered by a victim); the party; the faith,
//   congregation, oath book or religious practice; the ethnic group, clan, population group or ethnicity code; the
//   orientation; the union or union office. Not whole sentences, not headings, not field labels; a code and its
//   expansion are marked separately when both are written; a drug is marked and its dose is not.
// - Hospital, folder, case (Fall-Nr.), NHS and stay numbers assigned for health purposes are marked H (GDPR recital
//   35); other identifiers (court, CAS, OB, TSC, staff, card, member, loan, UPN and ID numbers) are not.
// - Negated, normal or empty results are not marked: "none", "No", "NKDA", "keine", "keine Angabe", "prefer not to
//   say", a normal acuity. A stated humanist or atheist stance is a philosophical belief and is marked R.
// - Clinicians, officers, shop stewards and branch officials acting for the subject are not marked for their job;
//   an imam, priest or minister who is the record's own subject is marked. A church, mosque, synagogue or chapel
//   named as a venue or a building is a place; a parish or congregation named as the person's own is marked. A
//   language spoken (isiXhosa as home language, evidence in Hausa) and a nationality or state of origin are not an
//   ethnic group. A slur is not marked.
// - Statements about groups, statistics, policies, job adverts, products, price lists, schedules and places are
//   negatives (no marks), as is a category word used as an ordinary word (an office party, the union of two tables).
import type { Template } from './templates-dev.js';

export const HELDOUT30_TEMPLATES: Template[] = [
  // --- debt-collection and lender vulnerability notes
  { genre: 'kyc', text: `LOAN APP COLLECTIONS — agent call note\nBorrower: {name} | loan ref QL-448120 | 41 days overdue\nCustomer says she was admitted at [[H:{hosp}]] for [[H:{cond}]] and is still on [[H:{med}]]. Husband paying when salary comes. Flag: vulnerable, pause SMS reminders 30 days.` },
  { genre: 'kyc', text: `Collections diary — {city} branch\nDebtor: {name}, acc 7712-0045\nSpoke to sister: debtor had a [[H:stroke]] in March, [[H:cannot speak clearly]], on [[H:warfarin]]. Payment arrangement R250 p/m agreed. Do not call before 10h00.` },
  { genre: 'kyc', text: `Vulnerability register entry (FCA FG21/1)\nCustomer: {name}\nDriver: health — [[H:{cond}]], recently started [[H:chemotherapy]] for [[H:bowel cancer]]\nAlso: [[H:hearing loss]], prefers e-mail\nAction: breathing space 60 days, no field visits` },
  // --- airline medical clearance and passenger assistance
  { genre: 'kyc', text: `MEDIF — PART B (to be completed by attending physician)\nPassenger: {name}, flight LOS–DXB\nDiagnosis: [[H:{cond}]]; [[H:recent appendicectomy]] ({year})\nOxygen in flight: [[H:2 L/min]]\nStretcher: no | [[H:WCHC]]: yes\nMedicines in cabin: [[H:{med}]]` },
  { genre: 'kyc', text: `Special assistance request — ACC–JNB\nPax: {name}\nSSR: [[H:WCHS]], [[H:BLND]]\nRemarks: pax is [[H:blind]] and travels with a guide; carries [[H:insulin]] and needles in hand luggage, letter from doctor attached` },
  { genre: 'kyc', text: `Demande d'assistance PMR — vol CDG–FRA\nPassager : {name}\nCode SSR : [[H:WCHR]]\nMotif : [[H:prothèse de hanche]] posée en {year}, [[H:insuffisance cardiaque]]\nConcentrateur d'oxygène portable autorisé : oui` },
  // --- disability parking permits
  { genre: 'kyc', text: `DISABILITY PARKING STICKER — application, {city} county\nApplicant: {name}\nDisability: [[H:below-knee amputation]] (left) after [[H:diabetic foot ulcer]]\nCertified by: medical officer, [[H:{hosp}]]\nNCPWD no: 0045512` },
  { genre: 'kyc', text: `Aansoek om gestremde parkeerpermit — Stad {city}\nAansoeker: {name}\nToestand: [[H:veelvuldige sklerose]], loop met [[H:kruk]]\nGeneesheer se sertifikaat aangeheg: ja\nPermit geldig vir 5 jaar` },
  { genre: 'kyc', text: `Blue Badge application — eligibility questions\nApplicant: {name}\nQ7 Walking: [[H:cannot walk more than 50 metres]] without severe pain\nQ8 Conditions: [[H:{cond}]], [[H:COPD]]\nQ9 Mobility aids: [[H:rollator]]\nQ11 Medication: [[H:{med}]], [[H:salbutamol]] inhaler` },
  // --- mental capacity and power of attorney
  { genre: 'court', text: `AFFIDAVIT IN SUPPORT — management of the estate of a person of unsound mind\nI, Chike Obi, of {city}, make oath and state that my parent {name} has [[H:advanced dementia]], [[H:does not recognise family members]] and is bedridden after a [[H:hip fracture]].` },
  { genre: 'court', text: `Application for appointment of curator bonis — High Court, {city}\nPatient: {name}, {n}\nPsychiatrist's report: [[H:Alzheimer's disease]], MMSE [[H:11/30]]; [[H:unable to manage her own affairs]]\nThe applicant is her daughter.` },
  { genre: 'court', text: `Mental Capacity Act assessment — decision: sale of home\nPerson: {name}\nImpairment of mind: [[H:vascular dementia]] with [[H:short-term memory loss]]\nOutcome: lacks capacity for this decision. LPA for property registered {year}.` },
  // --- nursery and crèche allergy boards
  { genre: 'kyc', text: `KITCHEN BOARD — Little Stars Crèche, {city}\nRoom 2 (toddlers)\n• {first} — [[H:peanut allergy]], [[H:EpiPen]] in office\n• Tobi — [[H:lactose intolerant]]\n• Halima — [[H:sickle cell]], extra water, keep warm` },
  { genre: 'kyc', text: `Daycare medicine book — {city}\nChild: {first} (age 3)\nMedicine: [[H:Ventolin]] 2 puffs when wheezy\nCondition: [[H:asthma]]\nAllergy: [[H:egg]]\nParent signature: {name}` },
  { genre: 'kyc', text: `Fiche allergie — crèche municipale, {city}\nEnfant : {first}\nAllergies : [[H:arachide]], [[H:kiwi]]\nPAI signé : oui ; trousse d'urgence avec [[H:adrénaline auto-injectable]]\nParent : {name}` },
  // --- radiology requests
  { genre: 'clinical', text: `RADIOLOGY REQUEST\nPatient: {name} | Hosp no [[H:{hosp}]]\nExam: CXR PA\nClinical info: [[H:productive cough 3/52]], [[H:night sweats]], known [[H:{cond}]]\nQuery: [[H:PTB]]?\nPregnant: no` },
  { genre: 'clinical', text: `Ultrasound request — {city} district hospital\nName: {name}, folder [[H:{hosp}]]\nHistory: [[H:RUQ pain]], [[H:jaundice]]\nLMP: unsure\nReport: [[H:multiple gallstones]], CBD not dilated` },
  { genre: 'clinical', text: `CT-Anforderung — Radiologie\nPatient: {name}, Fall-Nr. [[H:{hosp}]]\nFragestellung: [[H:Lungenrundherd]] re. OL, Z. n. [[H:Mammakarzinom]] {year}\nKreatinin: 0,9 mg/dl\nKontrastmittel: ja` },
  // --- specimen rejection logs
  { genre: 'clinical', text: `LAB SPECIMEN REJECTION LOG — {city}\n03/04 | {name} | [[H:{hosp}]] | test: [[H:HIV viral load]] | reason: haemolysed | ward informed, recollect\n03/04 | unlabelled EDTA | — | discarded` },
  { genre: 'clinical', text: `Specimen rejected — notify ward\nPatient: {name}, folder [[H:{hosp}]]\nTest: [[H:GeneXpert MTB/RIF]] on sputum\nReason: leaking container\nClinical note on form: [[H:MDR-TB contact]]` },
  { genre: 'clinical', text: `Probe abgelehnt — Labor\nPatientin: {name}, Auftrag 5512\nAnforderung: [[H:HbA1c]], [[H:Tacrolimus-Spiegel]]\nGrund: falsches Röhrchen\nDiagnose laut Anforderung: [[H:Z. n. Nierentransplantation]]` },
  // --- crossmatch requests
  { genre: 'clinical', text: `BLOOD REQUEST & CROSSMATCH\nPatient: {name}, {n}F, ward 4, [[H:{hosp}]]\nBlood group: [[H:B Rh(D) positive]]\nDiagnosis: [[H:postpartum haemorrhage]]\nUnits: 3 whole blood, urgent\nPrevious transfusion: yes, {year}` },
  { genre: 'clinical', text: `Transfusion request — theatre\nPatient: {name} | folder [[H:{hosp}]]\nOperation: [[H:laparotomy]] for [[H:ruptured ectopic pregnancy]]\nHb: [[H:6.2 g/dL]]\nGroup: [[H:O negative]]` },
  { genre: 'clinical', text: `Richiesta trasfusionale\nPaziente: {name}, cartella [[H:{hosp}]]\nDiagnosi: [[H:anemia grave]] in [[H:leucemia mieloide acuta]]\nGruppo: [[H:A positivo]]\nEmazie concentrate: 2 unità` },
  // --- physiotherapy and rehabilitation discharge
  { genre: 'clinical', text: `PHYSIOTHERAPY DISCHARGE SUMMARY\nClient: {name}\nReferred for: [[H:right hemiparesis]] after [[H:CVA]]\nProgress: now walks with [[H:quadripod stick]]\nHome programme given; review if [[H:falls]] recur.` },
  { genre: 'clinical', text: `Rehab unit discharge — {city}\nPatient: {name}, [[H:{hosp}]]\nInjury: [[H:T12 spinal cord injury]] (MVA {year})\nMobility: [[H:wheelchair user]]\nBladder: [[H:intermittent self-catheterisation]]` },
  { genre: 'clinical', text: `Fisioterapia — informe de alta\nPaciente: {name}\nDiagnóstico: [[H:rotura del ligamento cruzado anterior]], [[H:ligamentoplastia]] en {year}\nEvolución: marcha sin muletas, flexión 120°` },
  // --- fit notes and certificates of incapacity
  { genre: 'hr', text: `MEDICAL CERTIFICATE OF UNFITNESS\nThis is to certify that {name} was seen at [[H:{hosp}]] and is suffering from [[H:{cond}]]. He is unfit for duty for 7 days.\nMedical Officer, General Hospital {city}` },
  { genre: 'hr', text: `Sick note — {city} clinic\nName: {name}\nBooked off from 12/05 to 16/05\nDiagnosis: [[H:acute gastroenteritis]]\nICD-10: [[H:A09]]` },
  { genre: 'hr', text: `Statement of Fitness for Work\nPatient: {name}\nCondition: [[H:low mood]], [[H:work-related stress]]\nMay be fit for work taking into account: phased return, altered hours\nValid 4 weeks` },
  // --- school counselling notes
  { genre: 'clinical', text: `GUIDANCE & COUNSELLING — confidential\nStudent: {name}, Form 3\nPresenting: [[H:panic attacks]] before exams, [[H:not sleeping]]; student says she is [[S:{orient}]] and afraid parents will find out\nPlan: weekly sessions, refer to school nurse` },
  { genre: 'clinical', text: `School counsellor log — {city} high school\nLearner: {name}, Gr 10\nDisclosed [[H:self-harm]] (cutting) and [[H:drinking at weekends]]\nAlso told me he is [[S:gay]]; bullied in the hostel\nReferred to social worker.` },
  { genre: 'clinical', text: `Notes du conseiller scolaire — lycée, {city}\nÉlève : {name}, 1re\nMotif : [[H:troubles anxieux]], [[H:phobie scolaire]]\nL'élève se dit [[S:bisexuel]] et harcelé sur les réseaux\nOrientation vers la maison des adolescents` },
  // --- reasonable-adjustment letters
  { genre: 'hr', text: `RE: REQUEST FOR WORKPLACE ACCOMMODATION\nDear {name},\nFurther to your letter and the report on your [[H:visual impairment]] ([[H:glaucoma]]), HR approves a screen reader and a ground-floor desk. Your [[H:{cond}]] clinic days will be treated as medical leave.` },
  { genre: 'hr', text: `Reasonable accommodation — approved\nEmployee: {name}, staff 44812\nCondition disclosed: [[H:epilepsy]] (controlled on [[H:{med}]])\nAdjustments: no night shift, no work at heights\nReviewed by occupational health` },
  { genre: 'hr', text: `Reasonable adjustments — outcome letter\nDear {name},\nFollowing the Access to Work assessment for your [[H:dyslexia]] and [[H:ADHD]], we will provide dictation software and a quiet room. Managers will send instructions in writing.` },
  // --- pharmacy dispensing logs
  { genre: 'clinical', text: `DISPENSING REGISTER — {city} pharmacy\nRx 5512 | {name} | [[H:{med}]] 500 mg x60 | [[H:amlodipine]] 5 mg x30 | prescriber: Dr Ade\nRx 5513 | walk-in | paracetamol x20 | OTC` },
  { genre: 'clinical', text: `Repeat script collection — {city}\nPatient: {name}\nItems: [[H:{med}]], [[H:atorvastatin]] 20 mg\nChronic condition: [[H:{cond}]]\nCollected by: husband, ID checked` },
  { genre: 'clinical', text: `Apotheek — afleverlog\nKlant: {name}\nMedicatie: [[H:methylfenidaat]] 10 mg, [[H:sertraline]] 50 mg\nOpmerking: herhaalrecept, opiumwetmiddel, ID gecontroleerd` },
  // --- medico-legal injury forms (complainant's injuries; the suspect's charge)
  { genre: 'court', text: `P3 FORM — Part II (medical officer)\nComplainant: {name}, {n} yrs, OB 12/04/{year}\nInjuries: [[H:cut wound on scalp 4 cm]], [[H:swollen left eye]], [[H:tender ribs]]\nDegree of injury: harm\nSuspect in custody charged with [[C:assault causing actual bodily harm]].` },
  { genre: 'court', text: `J88 — medico-legal examination\nPatient: {name}, CAS 118/04/{year}\nFindings: [[H:fractured right ulna]], [[H:bruising of both forearms]] (defensive)\nClinical impression: consistent with alleged assault\nAccused: neighbour, arrested for [[C:assault GBH]]` },
  { genre: 'court', text: `Forensic medical examiner — statement (CJ Act s.9)\nI examined {name} at {city} custody suite.\nFindings: [[H:2 cm laceration above the right eyebrow]], [[H:alcohol on breath]]\nThe detained person was held for [[C:{offence}]] and declared [[H:fit to be interviewed]].` },
  // --- pre-sentence medical reports
  { genre: 'court', text: `PLEA IN MITIGATION — Magistrate Court, {city}\nThe convict, {name}, pleaded guilty to [[C:{offence}]]. Counsel tendered a report from [[H:{hosp}]] showing he is on [[H:{med}]] for [[H:{cond}]] and prays for an option of fine.` },
  { genre: 'court', text: `Pre-sentence report — Regional Court, {city}\nAccused: {name}, convicted of [[C:{offence}]] on 3 counts\nHealth: [[H:HIV positive]] on [[H:TLD]], [[H:alcohol use disorder]]\nRecommendation: correctional supervision with treatment` },
  { genre: 'court', text: `Psychiatric report for sentencing — Crown Court at {city}\nDefendant: {name}\nOffence: [[C:arson being reckless as to whether life was endangered]]\nDiagnosis: [[H:paranoid schizophrenia]]; [[H:non-adherent to depot]] before the offence\nRecommendation: [[H:hospital order s.37]]` },
  // --- parents' absence notes to school
  { genre: 'chat', text: `Dear Class Teacher,\nPlease excuse my daughter {first} from school yesterday. She had [[H:high fever and vomiting]], the doctor said na [[H:malaria]] and gave her [[H:Coartem]]. She go resume tomorrow.\nThank you, {name}` },
  { genre: 'chat', text: `Liewe Juf,\n{first} was gister afwesig. Hy het [[H:griep]] en [[H:oorontsteking]], ons was by die dokter. Hy gebruik nou [[H:antibiotika]].\nGroete, {name}` },
  { genre: 'chat', text: `Entschuldigung\nSehr geehrte Frau Klein, mein Sohn {first} konnte vom 4. bis 6. nicht am Unterricht teilnehmen, da er an [[H:Magen-Darm-Grippe]] erkrankt war. Wegen seines [[H:Diabetes Typ 1]] war ein Arztbesuch nötig.\n{name}` },
  // --- medical tourism facilitators
  { genre: 'kyc', text: `MEDICAL TRIP QUOTE — facilitator desk, {city}\nPatient: {name}\nCase: [[H:{cond}]], needs [[H:kidney transplant]]; donor (brother) [[H:tissue typing]] done\nDestination: Chennai | est. $18,500 incl. visa letter` },
  { genre: 'kyc', text: `Patient coordinator e-mail — {city} to Mumbai\nPatient: {name}\nRequest: [[H:coronary artery bypass]] after [[H:triple vessel disease]] on angiogram\nEscort: wife. Please send the medical visa invitation.` },
  { genre: 'kyc', text: `Turismo médico — solicitud de presupuesto\nPaciente: {name}, {n} años\nProcedimiento: [[H:prótesis total de rodilla]] por [[H:artrosis]] avanzada\nAlergias: [[H:penicilina]]` },
  // --- hospital billing statements
  { genre: 'clinical', text: `HOSPITAL BILL — interim\nPatient: {name} | [[H:{hosp}]]\n01 Admission (ICU) x 6 days\n02 [[H:Haemodialysis]] x 3\n03 [[H:Blood transfusion]] x 2 pints\nDiagnosis: [[H:acute kidney injury]]\nBalance: discharge withheld until paid` },
  { genre: 'clinical', text: `Statement of account — private hospital, {city}\nPatient: {name}, file [[H:{hosp}]]\nTheatre: [[H:caesarean section]]\nNeonatal ICU: 4 days ([[H:prematurity]])\nMedical aid shortfall: R12 400` },
  { genre: 'clinical', text: `Facture — clinique, {city}\nPatient : {name}, séjour [[H:{hosp}]]\nActe : [[H:cholécystectomie par cœlioscopie]]\nAnesthésie générale — GHM [[H:07C14]]\nReste à charge : 0 €` },
  // --- admission and service medicals with genotype
  { genre: 'clinical', text: `NYSC MEDICAL FITNESS CERTIFICATE\nCorps member: {name}\nBlood group: [[H:O+]]\nGenotype: [[G:AS]]\nHIV screening: done\nRemarks: fit, but [[H:asthmatic]] — avoid posting to dusty areas` },
  { genre: 'clinical', text: `University of {city} — entrance medical\nStudent: {name}\nHb electrophoresis: [[G:AS]] ([[G:sickle cell trait]])\nVisual acuity: 6/6\nRemarks: [[H:{cond}]], on [[H:{med}]]` },
  { genre: 'clinical', text: `Armed forces entry medical — haematology\nCandidate: {name}\nSickle screen: [[G:HbAS]] (carrier)\nG6PD: [[G:deficient]]\nOutcome: fit, restricted from high-altitude flying` },
  // --- PGT-M embryo reports
  { genre: 'clinical', text: `PGT-M REPORT — IVF unit, {city}\nCouple: {name} and spouse, both [[G:HbAS]]\nEmbryo 1: [[G:HbSS]] (affected) — not for transfer\nEmbryo 2: [[G:HbAA]] — suitable\nEmbryo 3: [[G:HbAS]] — carrier, suitable` },
  { genre: 'clinical', text: `Preimplantation genetic testing — result\nPatient: {name}\nIndication: partner carries [[G:BRCA1 c.68_69delAG]]\nEmbryos tested: 4; [[G:variant detected]] in embryos 1 and 4\nTransfer planned: embryo 2` },
  { genre: 'clinical', text: `PGT-M Befund — Kinderwunschzentrum {city}\nPatientin: {name}\nIndikation: Mutter Überträgerin [[G:Muskeldystrophie Duchenne]] ([[G:DMD Deletion Exon 45–50]])\nEmbryo B: männlich, [[G:Deletion nachgewiesen]]` },
  // --- research biobank recontact letters
  { genre: 'clinical', text: `H3Africa biobank — participant recontact\nDear {name},\nYour stored sample (ID BB-44120) showed [[G:APOL1 high-risk genotype (G1/G2)]]. The study doctor would like to discuss your kidney health and offer a [[H:urine albumin test]].` },
  { genre: 'clinical', text: `Research result letter — {city}\nParticipant: {name}\nAs agreed in your consent, we return one result: you carry [[G:two copies of the APOL1 G1 variant]]. This raises the chance of kidney disease; your [[H:eGFR 54]] should be followed up.` },
  { genre: 'clinical', text: `UK research cohort — return of actionable finding\nParticipant: {name}\nFinding: [[G:LDLR c.681C>G]] ([[G:pathogenic]])\nThis is consistent with [[H:familial hypercholesterolaemia]]; please see your GP for a lipid test.` },
  // --- exome and panel reports with uncertain variants
  { genre: 'clinical', text: `CLINICAL EXOME REPORT\nProband: {name}, {n}\nIndication: [[H:developmental delay]], [[H:seizures]]\nResult: [[G:SCN1A c.2134C>T p.(Arg712*)]], [[G:heterozygous]], de novo\nInterpretation: consistent with [[H:Dravet syndrome]]` },
  { genre: 'clinical', text: `Genetics clinic letter — {city}\nRe: {name}\nThe cardiac panel found a [[G:variant of uncertain significance in MYH7]]. We do not act on it clinically. Her [[H:hypertrophic cardiomyopathy]] is managed by cardiology.` },
  { genre: 'clinical', text: `Humangenetischer Befund\nPatient: {name}\nPanel: erbliche Kardiomyopathien\nErgebnis: [[G:TTN c.56312del]], [[G:heterozygot]], wahrscheinlich pathogen\nKlinisch: [[H:dilatative Kardiomyopathie]], EF [[H:30 %]]` },
  // --- spinal muscular atrophy, muscular dystrophy and haemophilia
  { genre: 'clinical', text: `Paediatric neurology note — {city}\nChild: {first}, 14 months, mother {name}\nMLPA: [[G:homozygous deletion of SMN1 exon 7]], [[G:SMN2 2 copies]]\nDiagnosis: [[H:SMA type 1]]\nPlan: apply for [[H:nusinersen]] access programme` },
  { genre: 'clinical', text: `Haemophilia centre — carrier testing\nClient: {name} (sister of index case)\nResult: [[G:F8 intron 22 inversion detected]] — [[G:obligate carrier]] confirmed\nFactor VIII level: [[H:38 %]]\nCounselled about prenatal options.` },
  { genre: 'clinical', text: `Haemophilia register — annual review\nPatient: {name}\nDiagnosis: [[H:severe haemophilia A]]\nGenotype: [[G:F8 intron 22 inversion]]\nProphylaxis: [[H:emicizumab]] weekly\nTarget joint: [[H:right ankle]]` },
  // --- transplant chimerism and cord blood HLA
  { genre: 'clinical', text: `Chimerism monitoring — day +100\nRecipient: {name}, [[H:{hosp}]]\nDonor: sibling, [[G:HLA 10/10 match]]\nResult: [[G:98 % donor chimerism]] (whole blood)\nDiagnosis: [[H:aplastic anaemia]]` },
  { genre: 'clinical', text: `Cord blood bank — family directed donation\nBaby of {name}\nHLA typing: [[G:A*30:01, A*68:02; B*53:01, B*58:02; DRB1*13:02, DRB1*15:03]]\nFor sibling with [[H:sickle cell anaemia]]; [[G:8/8 match]] with sibling` },
  { genre: 'clinical', text: `Rapport de chimérisme\nReceveur : {name}\nGreffe : [[H:allogreffe de moelle]] pour [[H:leucémie aiguë lymphoblastique]]\nChimérisme : [[G:chimérisme mixte 82 % donneur]] (CD3+)` },
  // --- Y-STR and kinship DNA in inheritance disputes
  { genre: 'court', text: `DNA REPORT TO COURT — Customary Court, {city}\nMatter: estate of the late Nnamdi Obi\nClaimant: {name}\nY-STR profile: [[G:matches 23 of 23 loci]] with undisputed son\nConclusion: [[G:paternal relationship supported]]` },
  { genre: 'court', text: `Siblingship DNA — High Court, {city}, estate dispute\nPersons tested: {name} and two respondents\nResult: [[G:full siblingship index 1,280]]; [[G:half-siblingship excluded]]\nLab ref DNA/4471` },
  { genre: 'court', text: `Abstammungsgutachten — Nachlassgericht {city}\nAntragsteller: {name}\nErgebnis: [[G:Vaterschaft praktisch erwiesen]], [[G:W = 99,999 %]]\nUntersuchte Systeme: 24 STR` },
  // --- land and loan deeds with thumbprints
  { genre: 'kyc', text: `DEED OF ASSIGNMENT — land at {city}\nAssignor: {name} (who cannot write)\n[[B:Right thumbprint]] of assignor affixed above, read over and interpreted to the assignor in his language by the undersigned.\nWitness: Chief Ade` },
  { genre: 'kyc', text: `Microloan agreement — group loan, {city}\nMember: {name}\nSignature / [[B:left thumbprint]]: affixed\nFingerprint scan ref: [[B:FP-ENR-448120]]\nGuarantors: 4 members` },
  { genre: 'kyc', text: `Acte notarié — {city}\nComparant : {name}, ne sachant signer\n[[B:Empreinte digitale de l'index droit]] apposée en présence de deux témoins\nRéférence scan biométrique : [[B:BIO-2023-5581]]` },
  // --- fleet telematics driver face ID
  { genre: 'hr', text: `FLEET TELEMATICS — driver event\nDriver: {name}, truck KCX 441M\nIn-cab camera: [[B:face match 0.97]] to enrolled [[B:face template]] #D-2231\nEvent: [[H:microsleep]] detected 02:14, 3 s; driver told to rest` },
  { genre: 'hr', text: `Driver monitoring report — {city} depot\nDriver: {name}\nLogin method: [[B:facial recognition]] (enrolled {year})\nFatigue alerts: 7 this week; referred for [[H:sleep apnoea]] screening` },
  { genre: 'hr', text: `Fahrerkamera — Ereignisprotokoll\nFahrer: {name}\nAnmeldung: [[B:Gesichtserkennung]], Übereinstimmung [[B:96 %]]\nEreignis: Ablenkung (Handy), 14:02` },
  // --- casino self-exclusion facial recognition
  { genre: 'kyc', text: `CASINO SURVEILLANCE ALERT\nSystem: [[B:face recognition]] at main entrance\nMatched: {name}, self-excluded {year}, [[B:match score 0.93]]\nAction: security escorted guest out; report to gaming board` },
  { genre: 'kyc', text: `Self-exclusion enrolment — casino, {city}\nPatron: {name}\n[[B:Facial image]] captured for the surveillance watchlist: [[B:template ID SE-0045]]\nReason given: [[H:gambling addiction]], attends counselling` },
  { genre: 'kyc', text: `Autoexclusión — registro biométrico\nCliente: {name}\n[[B:Fotografía facial]] y [[B:plantilla biométrica]] enviadas al sistema de control de acceso\nMotivo: [[H:ludopatía]] diagnosticada` },
  // --- phone extraction reports
  { genre: 'court', text: `DIGITAL FORENSICS EXTRACTION REPORT\nExhibit: Tecno phone seized from suspect {name}, held for [[C:{offence}]]\nAccess: device unlocked with suspect's [[B:fingerprint]] under warrant\nData recovered: chats, call logs, M-Pesa messages` },
  { genre: 'court', text: `Cellphone download — SAPS LCRC, {city}\nOwner: {name}, accused of [[C:{offence}]]\nUnlock: [[B:Face ID]] of accused presented to device, 10:42\nExtraction: full file system` },
  { genre: 'court', text: `Rapport d'exploitation téléphonique\nMis en cause : {name}, gardé à vue pour [[C:trafic de stupéfiants]]\nDéverrouillage : [[B:empreinte digitale]] du mis en cause, sur réquisition\nContenu : messageries chiffrées` },
  // --- medication cabinet fingerprint logs
  { genre: 'clinical', text: `AUTOMATED DISPENSING CABINET — access log, ward 7\n22:14 | Nurse {name} | [[B:fingerprint]] verified | removed [[H:morphine]] 10 mg for bed 4\n22:31 | Nurse Ade | [[B:fingerprint]] failed x2 | PIN override` },
  { genre: 'clinical', text: `Medicine cabinet audit — {city} hospital\nUser: {name}, enrolled [[B:finger template]] #2231\nDiscrepancy: [[H:pethidine]] 1 amp unaccounted, shift 14/05\nPatient on record: [[H:post-op laparotomy]], bed 9` },
  { genre: 'clinical', text: `Medikamentenschrank — Zugriffsprotokoll\nPflegekraft: {name}, Zugang per [[B:Fingerabdruck]]\nEntnahme: [[H:Oxycodon]] für Zimmer 12\nPatient: {first} R., [[H:Z. n. Hüft-TEP]]` },
  // --- mine and site access
  { genre: 'hr', text: `SITE ACCESS ENROLMENT — {city} quarry\nContractor: {name}, ID ending 4471\n[[B:Fingerprint template]] enrolled on turnstile T2\nInduction: done | Medical: [[H:noise-induced hearing loss]] noted, ear protection issued` },
  { genre: 'hr', text: `Mine shaft access — lamp room\nEmployee: {name}, co no. 5512\n[[B:Iris scan]] at shaft gate: match\nCOF status: fit, but [[H:silicosis]] suspected on X-ray, referred to MBOD` },
  { genre: 'hr', text: `Toegangsregistratie bouwplaats — {city}\nWerknemer: {name}\n[[B:Vingerafdruk]] geregistreerd (template [[B:VA-0045]])\nBijzonderheden: [[H:hoogtevrees]], niet op steigers` },
  // --- replies to subject access requests
  { genre: 'kyc', text: `RESPONSE TO YOUR DATA ACCESS REQUEST\nDear {name},\nWe hold: name, phone, BVN, and your [[B:facial image]] from onboarding with the [[B:liveness video]] (stored 5 years). We do not hold your fingerprints.` },
  { genre: 'kyc', text: `PAIA / POPIA request — records held about {name}\nCategory 4: biometric — [[B:fingerprint template (right index)]] used for clocking\nCategory 5: health — [[H:{cond}]] on sick-leave forms\nRetention: employment plus 3 years` },
  { genre: 'kyc', text: `Subject access request — schedule of data\nData subject: {name}\n1. Contact details\n2. [[B:Voiceprint]] created for telephone banking\n3. Call recordings (90 days)\nYou may ask us to delete the voiceprint at any time.` },
  // --- motor insurance proposals with convictions
  { genre: 'kyc', text: `MOTOR INSURANCE PROPOSAL — comprehensive\nProposer: {name}\nQ9 Have you been convicted of a motoring offence in 5 yrs? Yes — [[C:reckless driving]], fined ₦50,000 ({year})\nQ10 Any physical defect? [[H:one eye]]` },
  { genre: 'kyc', text: `Car insurance quote — {city}\nDriver: {name}\nPrevious convictions: [[C:driving under the influence]] ({year}), [[C:suspended licence]] 6 months\nClaims: 1 (windscreen)` },
  { genre: 'kyc', text: `Motor quote — driver details\nMain driver: {name}\nMotoring convictions: [[C:DR10]] ([[C:driving with excess alcohol]]) {year}, ban 14 months; [[C:SP30]] x1\nMedical conditions notifiable to DVLA: [[H:type 1 diabetes]]` },
  // --- victim notification letters
  { genre: 'court', text: `VICTIM NOTIFICATION — Correctional Service, {city}\nDear Madam,\nThe offender {name}, serving [[C:7 years]] for [[C:{offence}]] against you, will be released on parole on 14 July. Conditions: not to contact you.` },
  { genre: 'court', text: `Victim offender dialogue — parole board notice\nOffender: {name}, convicted of [[C:murder]] ({year}), sentence [[C:life imprisonment]]\nYou may make representations before the hearing.` },
  { genre: 'court', text: `Victim Contact Scheme — letter\nThe person who offended against you, {name}, was sentenced to [[C:4 years' imprisonment]] for [[C:{offence}]]. He is due for release on licence next month. Licence conditions include an exclusion zone.` },
  // --- admission of guilt fines and penalty orders
  { genre: 'court', text: `Mobile Court — Environmental Sanitation, {city}\nOffender: {name}\nOffence: [[C:movement during sanitation hours]]\nPlea: guilty | [[C:fine ₦5,000 or 1 month]]\nPaid on the spot.` },
  { genre: 'court', text: `J534 — admission of guilt\nAccused: {name}, CAS 77/05/{year}\nCharge: [[C:possession of dagga]]\nOutcome: [[C:admission of guilt fine of R1 500]] paid; [[C:previous conviction]] record will be created` },
  { genre: 'court', text: `Strafbefehl — Amtsgericht {city}\nBeschuldigter: {name}\nTat: [[C:Diebstahl geringwertiger Sachen]] (§§ 242, 248a StGB)\nRechtsfolge: [[C:Geldstrafe von 30 Tagessätzen zu je 40 Euro]]` },
  // --- professional register declarations
  { genre: 'court', text: `NURSING COUNCIL — renewal declaration\nRegistrant: {name}, RN 44812\nHave you been convicted of any offence since last renewal? Yes: [[C:obtaining by false pretence]], {year}, [[C:fined]]\nFitness to practise referral: opened` },
  { genre: 'court', text: `Health professions council — fitness to practise\nPractitioner: {name}\nAllegation: [[C:convicted of fraud]] (medical aid claims), sentence [[C:3 years suspended]]\nAlso declared: [[H:alcohol dependence]], in treatment` },
  { genre: 'court', text: `NMC fitness to practise — charge sheet\nRegistrant: {name}\nCharge 1: On {year} at {city} Magistrates' Court you were [[C:convicted of theft]] from a patient\nCharge 2: your fitness to practise is impaired by your [[H:bipolar affective disorder]]` },
  // --- prison visit bookings
  { genre: 'court', text: `VISIT BOOKING — Medium Security Custodial Centre, {city}\nInmate: {name}, ATP, charged with [[C:{offence}]]\nVisitor: wife, 1 child\nItems: food flask, [[H:{med}]] from family doctor (to clinic)` },
  { genre: 'court', text: `Prison visit request — {city} Correctional Centre\nInmate: {name}, sentenced [[C:12 years]] for [[C:{offence}]]\nVisitor: mother\nSpecial: contact visit refused — disciplinary (dagga found in cell)` },
  { genre: 'court', text: `Social visit booking — HMP {city}\nPrisoner: {name}, category C, serving [[C:30 months]] for [[C:{offence}]]\nVisitor: partner and son\nAccess: visitor uses a [[H:wheelchair]]` },
  // --- visa forms, criminal history question
  { genre: 'kyc', text: `VISA APPLICATION — Part 8 character\nApplicant: {name}\nHave you ever been arrested or convicted? Yes\nDetails: [[C:arrested for {offence}]] in {city} ({year}); [[C:discharged and acquitted]]; later [[C:convicted of affray]] in {year}` },
  { genre: 'kyc', text: `Work permit application — character section\nApplicant: {name}\nCriminal record: [[C:conviction for {offence}]], {city} Regional Court, [[C:fine R3 000]]\nPolice clearance attached` },
  { genre: 'kyc', text: `Demande de titre de séjour — antécédents\nDemandeur : {name}\nCondamnations : [[C:conduite sous l'empire d'un état alcoolique]], tribunal correctionnel de {city}, [[C:suspension de permis 6 mois]]` },
  // --- party membership renewals by SMS and USSD
  { genre: 'chat', text: `SMS from 33044: Dear {name}, your [[P:{party}]] membership (ward 7, {city}) expires 31/12. Dial *347*22# to renew. Thank you for your loyalty to the party.` },
  { genre: 'chat', text: `SMS: Akwaaba {first}! Wo [[P:{party}]] membership renewal for {year} aba. Branch: {city} East. Medaase.` },
  { genre: 'chat', text: `Text message: Hi {first}, thanks for renewing your [[P:{party}]] membership by direct debit. Your branch is {city} Central. Reply STOP to opt out of campaign texts.` },
  { genre: 'chat', text: `SMS: Habari {first}, uanachama wako wa [[P:{party}]] umesajiliwa upya. Nambari ya kadi: 0045512. Ada ya mwaka imelipwa kupitia M-Pesa.` },
  { genre: 'chat', text: `Kennisgewing (SMS): Beste {first}, jou lidmaatskap van die [[P:{party}]] verval môre. Hernu aanlyn of by jou tak in {city}.` },
  { genre: 'chat', text: `SMS : Bonjour {first}, votre adhésion au parti [[P:{party}]] est renouvelée pour {year}. Section : {city}. Cotisation reçue : 30 €.` },
  // --- lost party card affidavits
  { genre: 'court', text: `AFFIDAVIT OF LOSS\nI, {name}, of {city}, do solemnly declare that I am a registered member of the [[P:{party}]], ward 4, and that my party membership card was lost at the motor park on 2 May.` },
  { genre: 'court', text: `Police affidavit — lost property\nDeponent: {name}\nItems lost: wallet containing ID, bank card and [[P:{party}]] membership card\nPlace: taxi rank, {city}` },
  { genre: 'court', text: `Verlustanzeige — Polizei {city}\nAnzeigende: {name}\nVerloren: Geldbörse mit Personalausweis und [[P:{party}]]-Mitgliedsausweis, außerdem [[U:{union}]]-Mitgliedskarte` },
  // --- branch meeting minutes
  { genre: 'news', text: `MINUTES — [[P:{party}]] ward executive meeting, {city}\nPresent: {name} (chairman), Hon. Musa, 14 members\nAgenda: mobilisation for registration\nApologies: Mrs Okeke (travelling)` },
  { genre: 'news', text: `Branch general meeting — [[P:{party}]] Ward 61, {city}\nAttendance: 38 members, including {name} (branch secretary)\nResolution: nominate {name} for PR councillor list` },
  { genre: 'news', text: `Protokoll — Ortsverein [[P:{party}]] {city}-Mitte\nAnwesend: {name} (Vorsitz), 11 Mitglieder\nTOP 2: Neuaufnahme von {first} Weber in die Partei` },
  // --- political internships and staffer applications
  { genre: 'hr', text: `LEGISLATIVE AIDE APPLICATION — National Assembly\nApplicant: {name}\nParty membership: [[P:{party}]] since {year}, ward youth leader\nReferee: Senator's chief of staff` },
  { genre: 'hr', text: `Parliamentary internship — CV summary\nCandidate: {name}, BA Political Science\nExperience: volunteer, [[P:{party}]] constituency office, {city} ({year}–now)\nPreferred placement: caucus research unit` },
  { genre: 'hr', text: `Bewerbung — wissenschaftliche Mitarbeit im Abgeordnetenbüro\nBewerberin: {name}\nEhrenamt: Mitglied der [[P:{party}]] seit {year}, Kreisvorstand {city}\nVerfügbarkeit: ab 1. März` },
  // --- staff social-media policy cases
  { genre: 'hr', text: `DISCIPLINARY QUERY — civil service\nOfficer: {name}, GL 08\nYou posted campaign materials of the [[P:{party}]] on the office WhatsApp group and wore the party cap at work, contrary to Rule 030422. Reply within 48 hours.` },
  { genre: 'hr', text: `Social media misconduct — investigation summary\nEmployee: {name}, teller\nFinding: Facebook posts as "proud [[P:{party}]] branch organiser" in company uniform\nSanction: written warning` },
  { genre: 'hr', text: `Note d'entretien — devoir de réserve\nAgent : {name}\nFaits : publications sur X en tant que militant du [[P:{party}]], avec mention de son poste en préfecture\nSuite : rappel écrit` },
  // --- membership revalidation and audits
  { genre: 'kyc', text: `MEMBERSHIP REVALIDATION — [[P:{party}]], {city} LGA, ward 9\nS/N 112 | {name} | card 0045512 | status: revalidated\nS/N 113 | unreadable entry | status: queried` },
  { genre: 'kyc', text: `Membership audit — branch list extract\nParty: [[P:{party}]]\nBranch: Ward 14, {city}\nMember: {name}, ID 4471203 | in good standing: yes | dues to {year}` },
  { genre: 'kyc', text: `Mitgliederbestandsprüfung — Kreisverband {city}\nPartei: [[P:{party}]]\nMitglied: {name}, Nr. 77120\nStatus: Beitragsrückstand 14 Monate — Streichung beantragt` },
  // --- party disciplinary letters
  { genre: 'court', text: `LETTER OF SUSPENSION\nFrom: Disciplinary Committee, [[P:{party}]], {city} chapter\nTo: Hon. {name}\nYou are suspended from the party for anti-party activities, including campaigning for another party's candidate.` },
  { genre: 'court', text: `Notice of expulsion\nThe [[P:{party}]] Provincial Executive has expelled {name} as a member with immediate effect after the disciplinary hearing of 3 June.` },
  { genre: 'court', text: `Parteiausschlussverfahren\nAntragsgegner: {name}\nDer Landesvorstand der [[P:{party}]] beantragt den Ausschluss des Mitglieds wegen parteischädigenden Verhaltens.` },
  // --- union membership applications
  { genre: 'hr', text: `APPLICATION FOR MEMBERSHIP — [[U:{union}]]\nName: {name}\nEmployer: State Hospital, {city}\nI authorise my employer to deduct 1% of basic salary as union dues.\nSignature: ______` },
  { genre: 'hr', text: `Membership form — [[U:{union}]], {city} region\nApplicant: {name}\nWorkplace: Shoprite DC\nPayment: stop order\nProposed by: shop steward Dlamini` },
  { genre: 'hr', text: `Beitrittserklärung — [[U:{union}]]\nName: {name}\nBetrieb: Werk {city}\nMonatsbeitrag: 1 % des Bruttoeinkommens\nGeworben von: Vertrauensmann Schulz` },
  // --- union newsletters
  { genre: 'news', text: `UNION BULLETIN — {city} branch\nWe welcome 42 new members this month, among them Ruth Adeoye of the radiography unit. Congratulations to [[U:{union}]] member {name} on the promotion to chief radiographer.` },
  { genre: 'news', text: `Obituary — the [[U:{union}]] {city} local mourns comrade {name}, a member for 22 years and [[U:former shop steward]]. Funeral on Saturday.` },
  { genre: 'news', text: `Newsletter: Member spotlight — {name}, [[U:{union}]] rep at the {city} depot, talks about winning the night-shift allowance.` },
  // --- organisers' recruitment logs
  { genre: 'hr', text: `ORGANISER'S RECRUITMENT LOG — week 14\nSite: textile factory, {city}\n• {name} — signed, [[U:{union}]] form handed in\n• 3 others — thinking about it\n• Manager warned workers not to join` },
  { genre: 'hr', text: `Recruitment drive — farm workers, {city}\nNew member: {name}, signed up for [[U:{union}]] at the gate\nDues: R35 via stop order\nFollow-up: farm meeting on Sunday` },
  { genre: 'hr', text: `Rapport de syndicalisation\nEntrepôt de {city}\nNouvelle adhésion : {name}, carte [[U:{union}]] remise le 12\nContacts : 6 salariés intéressés` },
  // --- union SACCOs, welfare and medical schemes
  { genre: 'kyc', text: `LOAN APPLICATION — Teachers' SACCO, {city}\nMember: {name}, TSC no 448120\nUnion: [[U:{union}]], check-off confirmed\nPurpose: school fees\nGuarantors: 3 members` },
  { genre: 'kyc', text: `Union medical scheme — claim form\nPrincipal member: {name}, [[U:{union}]] membership no 77120\nPatient: self\nTreatment: [[H:cataract surgery]] (right eye)` },
  { genre: 'kyc', text: `Unterstützungsantrag — Streik- und Notfallkasse\nMitglied: {name}, [[U:{union}]]-Mitglied seit {year}\nGrund: längere Krankheit ([[H:Bandscheibenvorfall]])` },
  // --- disciplinary and redundancy records naming union membership
  { genre: 'hr', text: `DISCIPLINARY HEARING MINUTES\nEmployee: {name}, a member of [[U:{union}]], accompanied by branch chairman\nCharge: absence from duty 5 days\nOutcome: final written warning` },
  { genre: 'hr', text: `Retrenchment selection — LIFO list (confidential)\n1. {name} — 14 yrs, [[U:{union}]] member, [[U:shop steward]]\n2. M. Pillay — 3 yrs, non-member\nConsultation with the union: 3 sessions held` },
  { genre: 'hr', text: `Redundancy pool — scoring notes\nEmployee: {name}\nScore: 22/40\nNotes: [[U:{union}]] member; [[U:health and safety rep]] since {year}; time off for union duties excluded from the attendance score` },
  // --- teachers' transfers and postings
  { genre: 'hr', text: `REQUEST FOR TRANSFER — {city} sub-county\nTeacher: {name}, TSC 44120\nReason: spouse posted to {city}; also [[H:{cond}]] needs clinic follow-up\nUnion: [[U:{union}]] branch secretary supports the request` },
  { genre: 'hr', text: `Teacher redeployment — post provisioning\nEducator: {name}, [[U:{union}]] site steward\nFrom: {city} Primary to {city} Secondary\nObjection lodged by the union on her behalf.` },
  { genre: 'hr', text: `Demande de mutation — enseignant\nAgent : {name}\nSyndicat : [[U:{union}]], section départementale\nMotif : rapprochement de conjoint ; [[H:reconnaissance de travailleur handicapé]]` },
  // --- union membership confirmation letters
  { genre: 'hr', text: `TO WHOM IT MAY CONCERN\nThis is to confirm that {name} is a registered, financial member of the [[U:{union}]], {city} chapter, and has paid dues up to December {year}.\nBranch Secretary` },
  { genre: 'hr', text: `Letter of good standing\n{name} has been a member of [[U:{union}]] since {year} and is entitled to legal assistance in the CCMA matter against her employer.` },
  { genre: 'hr', text: `Bevestiging lidmaatschap\nHierbij verklaren wij dat {name} sinds {year} lid is van [[U:{union}]]. Deze verklaring is bestemd voor de belastingaangifte (vakbondscontributie).` },
  // --- marriage banns and notices
  { genre: 'news', text: `PUBLICATION OF BANNS — {city} deanery\nI publish the banns of marriage between {name}, bachelor, of [[R:St Mary's Catholic Parish]], and Grace Okoro, spinster, of [[R:Holy Trinity Anglican Church]]. First time of asking.` },
  { genre: 'news', text: `Huweliksafkondiging — {city}\nDie voorgenome huwelik van {name}, lidmaat van die [[R:NG gemeente {city}-Oos]], en Marie Botha word afgekondig. Besware by die kerkraad.` },
  { genre: 'news', text: `Banns of marriage — parish notice sheet\nN.B. {name}, of [[R:the parish of St Anne]], and Tom Reed, of [[R:St Luke's]], are to be married. If any of you know cause or just impediment, you are to declare it.` },
  // --- deed polls and name changes on conversion
  { genre: 'court', text: `CHANGE OF NAME — public notice\nI, formerly known as Grace {name}, now wish to be known as Aisha {name}, following my [[R:conversion to Islam]]. All former documents remain valid.` },
  { genre: 'court', text: `Change of name — newspaper notice\nI, Kevin {name}, now wish to be known as Muhammad {name}, after [[R:reverting to Islam]] in {year}. Home Affairs notified.` },
  { genre: 'court', text: `Deed poll — change of name\nI, {name}, having [[R:become a Sikh]] and [[R:taken amrit]], renounce my former name and adopt the name Harpreet Kaur.` },
  // --- cemetery plot allocations
  { genre: 'kyc', text: `BURIAL PERMIT — {city} municipal cemetery\nDeceased: {name}\nSection: [[R:Muslim]] section, plot M-221\nBurial: within 24 hours, shrouding by the mosque committee` },
  { genre: 'kyc', text: `Grave allocation — {city} cemetery\nDeceased: {name}\nSection allocated: [[R:Jewish]] section (Chevra Kadisha arranging)\nCause of death: [[H:myocardial infarction]]` },
  { genre: 'kyc', text: `Friedhofsverwaltung {city} — Grabvergabe\nVerstorbener: {name}\nGrabfeld: [[R:muslimisches]] Grabfeld 7, Ausrichtung nach Mekka\nBestattung: ohne Sarg (Ausnahmegenehmigung)` },
  // --- withdrawal from religious education and assembly
  { genre: 'kyc', text: `Dear Head Teacher,\nWe are [[R:Jehovah's Witnesses]]. Please excuse our son {first} from the morning devotion, the Christmas play and flag ceremonies.\nYours faithfully, {name}` },
  { genre: 'kyc', text: `Letter to the principal — {city} Primary\nOur daughter {first} is [[R:Muslim]]. She will not attend the Christian Religious Education lessons; please let her use the library. She will also leave early on Fridays for [[R:Jumu'ah]].\n{name}` },
  { genre: 'kyc', text: `Withdrawal from RE — parental request\nPupil: {first}\nParent: {name}\nReason: the family are [[R:humanists]] and prefer {first} not to take part in collective worship.` },
  // --- oath or affirmation in court
  { genre: 'court', text: `RECORD OF PROCEEDINGS — High Court, {city}\nPW2: {name}, sworn on the [[R:Holy Qur'an]], states in Hausa through the interpreter...\nDW1: accused person, affirmed.` },
  { genre: 'court', text: `Court record — Regional Court, {city}\nWitness: {name}\nOath: declined to take the oath, [[R:Rastafarian]]; affirmed\nEvidence in isiZulu via interpreter` },
  { genre: 'court', text: `Witness list — Crown Court, {city}\n1. {name} — oath: [[R:Gita]]\n2. DC Hall — oath: [[R:New Testament]]\n3. Mrs Price — affirm` },
  // --- religious worker visas
  { genre: 'kyc', text: `LETTER OF INVITATION — religious worker\nWe confirm that Rev. {name}, an ordained minister of the [[R:Redeemed Christian Church of God]], will serve as pastor of our parish in {city} for two years.` },
  { genre: 'kyc', text: `Religious worker permit — supporting letter\nApplicant: {name}, [[R:imam]] of the Masjid ul-Noor congregation, {city}\nThe congregation will pay a monthly stipend.` },
  { genre: 'kyc', text: `Certificate of sponsorship — T2 Minister of Religion\nMigrant: {name}\nRole: [[R:Catholic priest]] (assistant priest), Diocese of {city}\nSalary: £22,000 plus accommodation` },
  // --- festival leave requests
  { genre: 'hr', text: `LEAVE REQUEST\nStaff: {name}\nDates: 10–12 April\nReason: [[R:Eid-el-Fitr]] — I will travel home to celebrate with family\nApproved by: HOD` },
  { genre: 'hr', text: `Leave form — {city} office\nEmployee: {name}\nType: religious leave\nReason: [[R:Diwali]] and [[R:Hindu New Year]] prayers at the temple\nDays: 2` },
  { genre: 'hr', text: `Urlaubsantrag\nMitarbeiter: {name}\nZeitraum: 2 Tage im September\nBegründung: [[R:Jom Kippur]] und [[R:Rosch ha-Schana]]` },
  // --- school ethnicity returns
  { genre: 'kyc', text: `LEARNER ADMISSION FORM — {city} Academy\nPupil: {first}\nTribe: [[E:{eth}]]\nState of origin / county: {city}\nReligion: [[R:{rel}]]\nParent: {name}` },
  { genre: 'kyc', text: `Learner registration — LURITS export\nLearner: {first}, Gr R\nPopulation group: [[E:Black African]]\nHome language: isiXhosa\nParent: {name}` },
  { genre: 'kyc', text: `School census return — pupil level\nUPN A44812005\nPupil: {first}\nEthnicity: [[E:BAFR]] ([[E:Black African]])\nFirst language: ENG\nParent: {name}` },
  // --- displaced-persons registers
  { genre: 'kyc', text: `IDP CAMP REGISTER — {city}\nHousehold head: {name}\nEthnic group: [[E:{eth}]]\nDisplaced from: Guma\nHousehold size: 7 | vulnerable: [[H:pregnant woman]], [[H:child with malnutrition]]` },
  { genre: 'kyc', text: `Emergency shelter registration — after the xenophobic attacks\nName: {name}\nGroup: [[E:Shona]], from Zimbabwe\nInjuries: [[H:burns to both hands]]` },
  { genre: 'kyc', text: `Registro de acogida — centro de {city}\nTitular: {name}\nOrigen étnico: [[E:{eth}]]\nNecesidades: [[H:diálisis]] tres veces por semana` },
  // --- research ancestry fields
  { genre: 'clinical', text: `STUDY ENROLMENT — hypertension cohort\nParticipant: {name}\nSelf-reported ethnicity: [[E:{eth}]] (both parents)\nBP: [[H:162/98]]\nSample: DNA for genome-wide genotyping` },
  { genre: 'clinical', text: `Biobank questionnaire — section 2\nParticipant: {name}\nAncestry (grandparents): [[E:{eth}]] (mother's side), [[E:{eth}]] (father's side)\nGenetic ancestry estimate: [[G:96 % Bantu-speaking African]]` },
  { genre: 'clinical', text: `Studienteilnahme — Fragebogen\nTeilnehmerin: {name}\nEthnische Herkunft: [[E:{eth}]]\nFamilienanamnese: Mutter mit [[H:Brustkrebs]]\nGenotypisierung: [[G:BRCA2-Trägerin]]` },
  // --- Traveller, Roma and pastoralist services
  { genre: 'kyc', text: `GRAZING PERMIT — {city} county\nHerder: {name}, [[E:{eth}]] pastoralist\nHerd: 140 cattle\nRoute: seasonal, to the ranch boundary\nComplaint history: none` },
  { genre: 'kyc', text: `Land claim beneficiary list — {city}\nHousehold: {name}\nCommunity: [[E:{eth}]]\nSize: 6\nSettlement option: restoration of land` },
  { genre: 'kyc', text: `Site allocation — council Traveller site, {city}\nApplicant: {name}\nEthnicity: [[E:Irish Traveller]]\nPitch: 12\nHealth: [[H:{cond}]], needs hard standing near the toilet block` },
  // --- birth notifications
  { genre: 'clinical', text: `BIRTH NOTIFICATION — {city} maternity\nMother: {name}, [[H:{hosp}]]\nBaby: male, 3.1 kg, [[H:SVD]]\nFather's ethnic group: [[E:{eth}]]\nMother's ethnic group: [[E:{eth}]]` },
  { genre: 'clinical', text: `Notification of birth (DHA-24 supporting)\nMother: {name}\nPopulation group (statistical): [[E:Coloured]]\nDelivery: [[H:emergency caesarean]] for [[H:fetal distress]]` },
  { genre: 'clinical', text: `NHS birth notification\nMother: {name}, NHS no [[H:485 777 3456]]\nBaby's ethnic category: [[E:Asian or Asian British – Bangladeshi]]\nFeeding: breast\nNeonatal: [[H:jaundice]], phototherapy` },
  // --- recruitment and staffing-agency profiles
  { genre: 'hr', text: `CANDIDATE PROFILE — {city} staffing agency\nName: {name}\nTribe: [[E:{eth}]]\nLanguages: English, Kiswahili\nClient note: client asked for a house help not from this tribe — REFUSED, discriminatory` },
  { genre: 'hr', text: `Employment equity — new appointment form\nEmployee: {name}\nRace: [[E:Indian]]\nGender: female\nDisability: [[H:hearing impairment]]\nOccupational level: skilled technical` },
  { genre: 'hr', text: `Agency worker registration\nName: {name}\nEthnic origin (monitoring): [[E:{eth}]]\nRight to work: checked\nAvailability: nights` },
  // --- dermatology and clinical referrals noting ethnicity
  { genre: 'clinical', text: `DERMATOLOGY REFERRAL\nPatient: {name}, [[H:{hosp}]]\nComplaint: [[H:keloids]] on both ears after piercing\nSkin type: Fitzpatrick VI\nEthnic origin: [[E:{eth}]] (relevant for pigmentation after laser)` },
  { genre: 'clinical', text: `Renal clinic letter — {city}\nRe: {name}\nOur patient of [[E:{eth}]] origin has [[H:hypertensive nephropathy]], eGFR [[H:38]]. APOL1 testing was discussed and declined.` },
  { genre: 'clinical', text: `Referral to genetics — {city}\nPatient: {name}, [[E:{eth}]] family background\nProblem: [[H:recurrent fevers]] and [[H:abdominal attacks]]; query [[H:familial Mediterranean fever]]` },
  // --- orientation in GP registration monitoring
  { genre: 'clinical', text: `CLINIC REGISTRATION — key population friendly clinic, {city}\nClient: {name}\nSexual orientation: [[S:{orient}]]\nPrEP: [[H:on PrEP]] since {year}\nSTI screen: pending` },
  { genre: 'clinical', text: `Patient registration — {city} wellness clinic\nName: {name}\nSexual orientation: [[S:gay or lesbian]]\nPartner: [[S:same-sex]], lives with\nNext of kin: partner` },
  { genre: 'clinical', text: `New patient questionnaire (GMS1 supplement)\nName: {name}\nSexual orientation: [[S:Bisexual]]\nEthnicity: [[E:{eth}]]\nLong-term conditions: [[H:{cond}]]` },
  // --- couples and relationship counselling intakes
  { genre: 'clinical', text: `COUPLES COUNSELLING — intake\nClient: {name} and partner ([[S:same-sex couple]])\nBoth describe themselves as [[S:{orient}]]\nPresenting issue: conflict about coming out to family; partner has [[H:depression]]` },
  { genre: 'clinical', text: `Relationship counselling — {city}\nClients: {name} and spouse (two men, married in Cape Town)\nOrientation: [[S:gay]]\nIssue: trust after an affair; {first} has [[H:low libido]] since starting [[H:{med}]]` },
  { genre: 'clinical', text: `Paartherapie — Erstgespräch\nKlientin: {name} und Partnerin\nSexuelle Orientierung: [[S:lesbisch]]\nThema: Kinderwunsch, Belastung durch [[H:Fehlgeburt]] im Frühjahr` },
  // --- complaints about refused accommodation
  { genre: 'chat', text: `Complaint to the booking site\nI, {name}, booked a double room in {city} for me and my partner. The manager refused when he saw we are a [[S:same-sex couple]] and said he "does not host [[S:gay]] people". Please refund and investigate.` },
  { genre: 'chat', text: `Review flagged for moderation — guesthouse, {city}\nGuest {name}: "They cancelled our room when they found out we are a [[S:lesbian]] couple."\nOwner reply: "house rules."` },
  { genre: 'chat', text: `Réclamation — hôtel, {city}\nClient : {name}\nNous sommes un couple [[S:homosexuel]]; le réceptionniste a refusé le lit double et nous a demandé de prendre deux chambres.` },
  // --- student residence and welfare requests
  { genre: 'kyc', text: `HOSTEL ROOM CHANGE REQUEST — University of {city}\nStudent: {name}, Hall 3\nReason: roommates found out I am [[S:{orient}]] and have threatened me. Dean of students informed.` },
  { genre: 'kyc', text: `Residence welfare report — {city} campus\nStudent: {name}\nIncident: slurs written on door; student is [[S:gay]] and an officer of the campus LGBTI society\nAction: moved to single room, counselling booked for [[H:anxiety]]` },
  { genre: 'kyc', text: `Solicitud de cambio de residencia — Colegio Mayor\nEstudiante: {name}\nMotivo: acoso por ser [[S:bisexual]]; informe de la psicóloga: [[H:trastorno adaptativo]]` },
  // --- LGBT sports club memberships
  { genre: 'kyc', text: `MEMBERSHIP FORM — Rainbow Runners {city} (private group)\nName: {name}\nI identify as: [[S:{orient}]]\nEmergency contact: friend, not family\nMedical: [[H:{cond}]]` },
  { genre: 'kyc', text: `Club registration — inclusive rugby club, {city}\nPlayer: {name}\nHow do you identify? [[S:Gay]]\nMedical: previous [[H:ACL reconstruction]]\nInsurance: club policy` },
  { genre: 'kyc', text: `Mitgliedsantrag — queerer Sportverein {city}\nName: {name}\nSelbstbeschreibung (freiwillig): [[S:schwul]]\nGesundheit: [[H:Asthma bronchiale]], Notfallspray dabei` },
  // --- youth homelessness referrals after coming out
  { genre: 'kyc', text: `SHELTER REFERRAL — youth drop-in, {city}\nYoung person: {name}, 19\nReason homeless: family threw the young person out on learning they are [[S:gay]]\nNeeds: bed, [[H:HIV test]] result follow-up — [[H:reactive]], linked to care` },
  { genre: 'kyc', text: `Safe house intake — {city}\nClient: {name}, 20\nRisk: disowned by family for being [[S:{orient}]]; church elders planned "cleansing"\nMental state: [[H:suicidal thoughts]] last week` },
  { genre: 'kyc', text: `Youth homelessness referral — local authority\nYoung person: {name}, 17\nBackground: parents asked {first} to leave after {first} came out as [[S:bisexual]]\nHealth: [[H:eating disorder]] under CAMHS` },
  // --- hardship applications to funds and councils
  { genre: 'kyc', text: `HARDSHIP FUND APPLICATION — {city} polytechnic\nStudent: {name}\nCircumstances: father died of [[H:{cond}]]; I have [[H:sickle cell anaemia]] with frequent [[H:crises]] and missed exams\nAmount requested: school fees balance` },
  { genre: 'kyc', text: `Indigent application — municipality of {city}\nApplicant: {name}\nHousehold income: SASSA grant only\nReason: unable to work due to [[H:{cond}]] and [[H:amputation]] of right leg` },
  { genre: 'kyc', text: `Council tax — severe mental impairment disregard\nResident: {name}\nDiagnosis: [[H:{cond}]]; [[H:dementia]] certified by GP\nQualifying benefit: Attendance Allowance` },
  // --- negatives: general statements, places, products, policies, ordinary words
  { genre: 'news', text: `WARD BED STATE — General Hospital, {city}, 06:00\nMale medical: 28 beds, 26 occupied (malaria 9, stroke 4, diabetic foot 3)\nLabour ward: 6 deliveries overnight\nTB isolation: 2 vacant` },
  { genre: 'news', text: `Bed occupancy report — {city} district hospital\nMaternity: 91 %\nPaediatrics: gastroenteritis outbreak, 14 admissions this week\nPsychiatric unit: closed for renovation` },
  { genre: 'news', text: `Winter pressures sitrep — {city} trust\nA&E 4-hour: 71 %\nFlu admissions: 38, COVID: 12, norovirus bay closures: 2\nNo ambulance handovers over 60 minutes` },
  { genre: 'news', text: `WEDDING INVITATION\nThe families invite you to the marriage of Tolu and Femi at St Paul's Anglican Church, {city}, 10am, and the reception at the Civic Centre. Colour of the day: wine.` },
  { genre: 'news', text: `Directions for guests: the ceremony is at the Dutch Reformed church on Kerkstraat, {city}; parking behind the mosque across the road. RSVP by 1 May.` },
  { genre: 'news', text: `Programme — the concert takes place in the Synagoge am Markt, {city}; afterwards drinks in the Kirchgemeindehaus. Tickets 15 €.` },
  { genre: 'news', text: `PRESS RELEASE\nThe {party} has rejected the new fuel price and asked the government to reverse it. The party will hold a press conference at its secretariat in {city} on Monday.` },
  { genre: 'news', text: `Election results — {city} constituency\n{party}: 18,412\nother parties: 9,870\nRejected ballots: 412\nTurnout: 61 %` },
  { genre: 'news', text: `Polling update: the {party} leads in {city} by four points; the margin of error is three points. Fieldwork: 1,012 adults.` },
  { genre: 'news', text: `STRIKE NOTICE\nThe {union} has directed all members to withdraw services from Monday over unpaid arrears. Hospitals in {city} will run emergency services only.` },
  { genre: 'news', text: `Wage talks update: the {union} and the employers' body will meet again on Thursday in {city}; the offer stands at 6.5 %.` },
  { genre: 'news', text: `Industrial action: {union} members at the {city} port walked out this morning; the union says 2,000 workers took part.` },
  { genre: 'hr', text: `JOB ADVERT — Staff nurse, HIV and TB clinic, {city}\nRequirements: registered nurse, experience with antiretroviral therapy and DOTS\nApply with CV by 30 June.` },
  { genre: 'hr', text: `Vacancy: psychiatric nurse, {city} mental health unit. Knowledge of schizophrenia, bipolar disorder and substance-use treatment required. Union membership is not a condition of employment.` },
  { genre: 'hr', text: `Stellenanzeige: MFA für diabetologische Schwerpunktpraxis in {city}. Erfahrung mit Insulinpumpen und Dialysepatienten erwünscht.` },
  { genre: 'news', text: `HEALTH INSURANCE PLAN — Gold\nCovers: maternity, cancer treatment up to ₦5m, dialysis, mental health outpatient\nExclusions: cosmetic surgery, self-inflicted injury\nWaiting period: 3 months` },
  { genre: 'news', text: `Funeral and dread-disease cover brochure — {city}\nPays out on diagnosis of: heart attack, stroke, cancer, kidney failure\nNo medical exam under 60.` },
  { genre: 'news', text: `Reiseversicherung — Leistungsübersicht\nErstattet: ambulante Behandlung, Krankenhaus, Rücktransport bei Herzinfarkt oder Schlaganfall\nAusgeschlossen: bekannte Vorerkrankungen` },
  { genre: 'news', text: `PRODUCT SHEET — biometric attendance terminal X4\nCapacity: 3,000 fingerprints, 1,500 faces\nMatch speed: <1 s\nPrice: on request, {city} showroom` },
  { genre: 'news', text: `Tender notice: supply and install 40 fingerprint and face-recognition access readers at municipal offices in {city}. Closing date 14 August.` },
  { genre: 'news', text: `Datenschutz-Hinweis: Die Zutrittskontrolle im Rechenzentrum {city} arbeitet künftig mit Handvenenerkennung. Die Betriebsvereinbarung liegt im Intranet.` },
  { genre: 'news', text: `DNA TESTING PRICE LIST — {city} lab\nPaternity (2 persons): ₦150,000\nSiblingship: ₦180,000\nGenotype (Hb electrophoresis): ₦3,500\nResults in 10 working days` },
  { genre: 'news', text: `Sickle cell awareness walk — {city}, 19 June. Know your genotype before marriage: free testing tents at the stadium.` },
  { genre: 'news', text: `Labor — Preisliste Genetik: Faktor-V-Leiden 85 €, HFE-Hämochromatose 95 €, BRCA1/2-Panel auf Anfrage.` },
  { genre: 'news', text: `PUBLIC HOLIDAYS NOTICE\nThe Federal Government has declared Friday and Monday public holidays for Eid-el-Fitr, and 25 and 26 December for Christmas and Boxing Day.` },
  { genre: 'news', text: `Court notice: the {city} courts will be closed on Good Friday and Family Day; urgent bail applications go to the duty magistrate.` },
  { genre: 'news', text: `Council notice: bin collections move by one day in the week of Easter Monday. The mosque car park in {city} will be used for the Eid market.` },
  { genre: 'news', text: `CRIME STATISTICS — {city} division, Q2\nArmed robbery: 41 (down 12 %)\nBurglary: 118\nTheft of motor vehicles: 37\nArrests made: 96` },
  { genre: 'news', text: `Community safety meeting — {city} police station: housebreaking up 8 %, assault GBH down 3 %. Neighbourhood watch patrols to continue.` },
  { genre: 'news', text: `Kriminalstatistik {city}: Wohnungseinbrüche minus 9 %, Taschendiebstahl plus 4 %. Die Aufklärungsquote liegt bei 58 %.` },
  { genre: 'kyc', text: `EMPLOYEE DATA FORM\nName: {name}\nDisability: none\nCriminal convictions: none declared\nUnion member: No\nAllergies: NKDA` },
  { genre: 'kyc', text: `Pre-employment declaration\nName: {name}\nAny pending criminal cases? No\nChronic illness? No\nReligion: prefer not to say` },
  { genre: 'kyc', text: `Personalbogen\nName: {name}\nSchwerbehinderung: nein\nVorstrafen: keine\nGewerkschaftszugehörigkeit: keine Angabe\nKonfession: keine Angabe` },
  { genre: 'news', text: `MENU — {city} conference lunch\nMains: jollof rice, pepper chicken (halal), vegetable stew\nDessert: fruit salad\nAll meat supplied by a halal butcher.` },
  { genre: 'news', text: `Staff canteen this week: kosher-style bagels on Tuesday, vegetarian curry on Wednesday, fish on Friday. Allergen sheet at the till.` },
  { genre: 'news', text: `Speisekarte: vegetarisch, vegan, glutenfrei. Auf Wunsch halal. Allergene siehe Aushang.` },
  { genre: 'chat', text: `Group chat: guys the end-of-year party starts 8pm at Chidi's place, bring your own drinks. No political talk abeg 😂` },
  { genre: 'chat', text: `WhatsApp: Black Friday specials on fridges at the {city} mall, fingerprint-resistant stainless finish, 20 % off.` },
  { genre: 'chat', text: `Slack: the union of the two customer tables has duplicates — can someone dedupe before the quarterly report? Also the office party is on the 14th.` },
  { genre: 'news', text: `GENERAL STATEMENT — Ministry of Health\nHypertension affects one in three adults in {city}. Reduce salt, exercise, and check your blood pressure every year.` },
  { genre: 'news', text: `Health tip: TB is curable. If you have a cough for more than two weeks, visit any clinic in {city} for a free test.` },
  { genre: 'news', text: `Gesundheitsamt {city}: Masern-Impfschutz prüfen lassen. Zwei Impfdosen schützen fast vollständig.` },
  { genre: 'news', text: `SCHOOL TIMETABLE — JSS 2\nMonday: Maths, English, Christian Religious Studies / Islamic Religious Studies, Civic Education\nTuesday: Basic Science, Yoruba, PE` },
  { genre: 'news', text: `Grade 11 timetable: Life Orientation on Tuesday; Religion Studies elective on Thursday, room 14.` },
  { genre: 'news', text: `Stundenplan 8b: Mo Deutsch, Mathe; Di Religion/Ethik, Biologie; Fr Sport.` },
  { genre: 'news', text: `TRAFFIC FINES SCHEDULE\nDriving without licence: ₦10,000\nDrink driving: court\nOverspeeding: ₦3,000\nSource: road safety corps` },
  { genre: 'news', text: `AARTO schedule extract: driving under the influence — court appearance; no seatbelt — R500; cellphone use — R1 000.` },
  { genre: 'news', text: `Bußgeldkatalog (Auszug): Rotlichtverstoß 90 €, Handy am Steuer 100 €, Trunkenheitsfahrt — Strafverfahren.` },
  { genre: 'news', text: `CHARITY APPEAL — {city} cancer ward\nHelp us buy two new chemotherapy chairs and a dialysis machine for the children's ward. Every donation counts.` },
  { genre: 'news', text: `Fundraiser: the {city} hospice is raising funds for a new palliative care wing for patients with cancer and motor neurone disease.` },
  { genre: 'news', text: `Spendenaufruf: Die Kinderkrebsstation in {city} braucht Spielzeug und Bücher. Danke an alle Spender!` },
  { genre: 'hr', text: `HR POLICY EXTRACT — Freedom of association\nEvery employee may join any trade union of his or her choice. The company recognises the {union} for bargaining purposes.` },
  { genre: 'hr', text: `Policy: religious holidays — staff may swap up to two public holidays for days of their own faith. Apply through the leave system.` },
  { genre: 'hr', text: `Richtlinie: Gebetsraum im 2. OG, frei für alle Beschäftigten. Bitte Schuhe vor der Tür ausziehen.` },
  { genre: 'news', text: `BUILDING PERMIT NOTICE — {city} planning\nApplicant: Central Mosque Trust\nWork: extension of the prayer hall and ablution block\nObjections within 21 days.` },
  { genre: 'news', text: `Heritage notice: the old Methodist chapel in {city} will become a community library; the church moved to a new building in 2019.` },
  { genre: 'news', text: `Bauantrag: Umbau der ehemaligen Kirche St. Josef in {city} zu Wohnungen; Denkmalschutz stimmt zu.` },
];
