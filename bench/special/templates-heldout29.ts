// Held-out set 29 of the special-category labelled set (issue 15). Written in session 22 by an author independent
// of the detector (the twentieth such author): before writing it the author read only the issue, the `Template`
// type and the first templates of templates-dev.ts (mark syntax, category letters), slots.ts, generate.ts, the
// usage header of bench/special.ts, the generic part of test/bench/special-generate.test.ts and its set-28 block
// (as shown in set 28's commits; running the generator test printed the titles of the other sets' blocks: marker
// words and shape checks only), the registration hunks of set 28's commits (bench/special.ts, generate.ts and the
// generator test, not its templates) and the header comments of templates-heldout25.ts, templates-heldout26.ts,
// templates-heldout27.ts and templates-heldout28.ts (only their comment lines were printed, none of their
// templates; the terminal cut part of set 26's and set 27's comment blocks, which were not printed again). Sets
// 27's and 28's headers carry the figures of their single runs and the classes they missed; the author read them
// there, as part of those headers, before writing, and tried not to write towards or away from them. Some phrases
// here meet classes named there (a union office such as shop steward or branch secretary, a party or union as a
// field value, an ethnic group named bare, religious practices such as Sabbath, hijab, turban or Umrah, HLA types
// and a karyotype, sentence lengths and a caution, "none found" on a clearance certificate); they are what such
// records say, not chosen because of those headers, but a reader may weigh them. The author did NOT read
// src/detect/special/, src/lexicon/, the statute packs' special-category entries, the README's issue-15 sections,
// test/detect/special/ or any earlier set's templates or data, and never ran the detector on this set before the
// single reading recorded below.
// Read once on 2ad4c801, the session's start code, after the set was committed (npm run bench:special -- --set
// heldout29 --verbose, the single run; the set was not changed after it, only this header): 558 texts, 114
// negatives; span P / R per category: biometric 0.837 / 0.526, criminal record 0.833 / 0.684, genetic 0.739 / 0.679,
// health 0.922 / 0.640, political 1.000 / 0.740, race 0.900 / 0.310, religion 0.971 / 0.611, sexual orientation
// 0.944 / 0.850, trade union 0.952 / 0.667; all 0.909 / 0.629 (968 gold, 635 found). Text P / R per category:
// biometric 0.966 / 0.636, criminal 0.900 / 0.750, genetic 1.000 / 0.800, health 0.971 / 0.757, political 1.000 /
// 0.773, race 1.000 / 0.360, religion 1.000 / 0.780, orientation 1.000 / 0.900, union 0.946 / 0.729; all 0.974 /
// 0.730. 34 ms a text. Missed most, as kinds of record: ethnic groups and clans in community records (land-claim
// affidavits, customary marriage registrations with clan names, clan elders' mediation, funeral programme inserts,
// missing-person descriptions, team selection notes, a landlord's note, a grievance) and in French, Spanish, Dutch,
// Polish and Igbo forms; religious observance rather than a faith's name (Sabbath, Pesach, Diwali, Ramadan,
// Suikerfeest, fasting, Holy Communion, turban, hijab, kippa) and congregations named as the person's own (a parish,
// Kanisa la Kianglikana, Kereke ya Evangeli ya Lesotho, Christengemeinschaft), and faith words in French, German and
// Polish; biometric modalities as a field value or a device (fingerprint scanner or reader, selfie, irisscan,
// newborn footprints, ten-print card, AFIS references, match scores and photo hashes) and German, Polish and
// Portuguese terms; health in isiZulu, isiXhosa, Yorùbá, Sesotho, Setswana, Polish, German, Spanish, Portuguese and
// Dutch notes, traditional-healer words, function and disability phrases (uses crutches, wears glasses, bedridden,
// registered sight impaired, permanently unfit), procedures (extraction, root canal, risk-reducing mastectomy, CVS,
// detox, cell salvage), travel vaccines, street drugs (mandrax, tik), sports injuries, health numbers under
// folder and process-number labels; criminal records from customary and community courts (isiZulu, community
// resolution), German, Spanish and Portuguese register extracts, a deportation order's "conviction for" and
// "sentence of 30 months", a licence suspension, a charge on a detainee list; genetic HLA types, a bare G6PD
// "deficient", kinship and zygosity results, a repeat expansion, an FMR1 premutation, HbAE, genealogy marker
// matches, an ACTN3 genotype; unions as bare field values or in Polish, Spanish and Dutch (NSZZ Solidarność,
// CCOO, FNV-kaderlid) and union offices (health and safety rep, branch secretary); parties on detainee lists,
// nomination sheets, observer reports, in a Pidgin chat and in Polish and Portuguese forms; "bisexual" on a
// support-group sheet and a Spanish housing request. False alarms: on 8 of the 114 negative texts ("measles" in a
// public-health notice, facial recognition in an airport notice, "none found" and "previous convictions" on clear
// police clearance certificates, "Wheelchair space required: no"); beside values, field labels and headings
// (Fingerprint, Face capture, HLA typing, Self-harm, genetic test, DNA result, Antenatal, Liver transplant),
// negative screens ("TB cough screen: negative", "TB symptoms: none"), a union representative accompanying the
// employee, an imam requested, a lab reference, a drug to avoid. Author's gold omissions the run exposed (left as
// written, a reader should discount them): "Dialyse" in a transplant list, the LDL value and "tendon xanthomata",
// "Veroordeeld" left outside the span where English "conviction for" is inside it, "released on bail", "her
// girlfriend" in a tenancy complaint, "voiceprint" beside its marked identifier, "probability 99.98%" beside
// "maternity confirmed".
// Texts are the author's own, written from knowledge of real records and deliberately in registers the four
// previous headers do not name: traditional-healer (inyanga, herbal home) and complementary-therapy referrals,
// sign-language interpreter bookings (KSL, SASL, BSL), prison and remand reception health screens, pension and
// invalidity medical boards (GEPF, Erwerbsminderungsrente), strike ballot return sheets and returned-paper logs,
// police clearance certificates, certificates of good conduct and casier and criminal-register extracts, community,
// customary and elders' courts and neighbourhood justice panels, Christian pilgrimage commission forms, Muslim
// marriage registers, event and conference access-requirement forms, next-of-kin updates, medical-aid dependant
// and survivor's pension claims by same-sex partners, LGBT+ staff network sign-ups, driving-licence medical
// declarations and fitness-to-drive notifications, firearm licence vetting (SAPS 271, Waffenbesitzkarte), jury
// summons excusal requests, school excursion and camp consent forms, hospital chaplaincy and spiritual-care lists,
// burial society and funeral-insurance claims, gym PAR-Q and fitness-club questionnaires, transplant work-ups and
// waiting lists, ambulance patient report forms, dental charts, optometry and audiology records, exam-centre and
// SIM-registration biometrics, pension proof-of-life checks, newborn footprint records, voter-card collection
// registers, party defection letters, campaign volunteer rosters and phone banks, registers of members' interests
// and party donor disclosures, G6PD slips, cascade and predictive genetic testing letters, carrier screening,
// missing-person and mass-grave kinship DNA, twin zygosity, pharmacogenomics in cardiology, psychiatry and
// oncology notes, premarital parish forms with genotype, life-cover genetic questions, surname Y-DNA projects,
// sports genotyping, scholarship and bursary forms, land-restitution affidavits, customary marriage registrations,
// circumcision-season and ukwaluko health visits, seminary admissions, recognition ballots, picket rosters, branch
// transfers, agency-shop deductions, union legal aid and study grants, hate-crime reports, counselling intakes,
// support-group sign-ins, school bullying and behaviour logs, prerogative-of-mercy petitions, deportation orders,
// school-board, taxi and private-hire disclosures, exam rescheduling for religious observance, blood-refusal
// advance decisions, vaccination exemptions, party primary result sheets, party card orders, sick messages in
// Pidgin, Twi, Swahili, Sesotho, Hausa, Setswana, French, Portuguese and Dutch, EAP case notes, protection-order
// applications, victim impact statements, mortuary release and cremation forms, Sunday-school and confirmation
// registrations, HR grievance files (race, orientation, union victimisation, religion), strike-pay claims, union
// card replacements and subscription mandates, detainee lists, party WhatsApp group notices, nomination support
// sheets, vote-buying complaints, election observer reports, civil servants' side-activity declarations, SACCO and
// mobile-money agent fingerprints, visitor-management exports, school-gate fingerprint attendance, smart-lock face
// enrolment, data-centre iris access, hotel check-in face match, loan-app voiceprints, online exam proctoring,
// admission forms, missing-person descriptions, team selection notes, clan elders' mediation, funeral programme
// inserts, rental applications, community association membership forms, tenancy complaints, social-worker visits,
// student housing requests, security-guard and liquor licence decisions, travel clinics before religious journeys.
// Languages: English, Nigerian Pidgin, Hausa, Yorùbá, Igbo, Swahili, Twi, isiZulu, isiXhosa, Sesotho, Setswana,
// Afrikaans, French, Portuguese, German, Dutch, Polish and Spanish. Every person and number is fictional. The
// `genre` field keeps the six values of the `Template` type: screens, boards, clinic, genetics, chaplaincy and
// transplant records are clinical; ballots, grievances, payroll, leave, rosters and exam-office requests are hr;
// forms, registers, claims, enrolment and verification logs are kyc; clearance, court, licensing, police and
// protection records are court; chats and support messages are chat; notices, adverts, statistics, releases and
// reports are news.
// Templates are written in threes so that each text sits in a fitting jurisdiction: with two fills per template,
// the first of each three is filled for NG and KE (Pidgin, Hausa, Yorùbá, Igbo, Swahili), the second for GH and ZA
// (Twi, isiZulu, isiXhosa, Sesotho, Setswana, Afrikaans), the third for the UK and the EU (French, Portuguese,
// German, Dutch, Polish, Spanish). 279 templates, 558 texts (seed 2929): 222 positive templates first, then the
// last nineteen threes are the 57 negatives (114 texts, more than a fifth), nineteen in each jurisdiction pair.
// Gold spans (968 in all, over 444 positive texts): health 444, religion 108, biometric 76, criminal record 76,
// trade union 60, race or ethnic origin 58, genetic 56, political affiliation 50, sexual orientation 40. Positive
// templates per category: health 111, religion 41, ethnic 25, criminal 24, union 24, biometric 22, political 22,
// genetic 20, orientation 20.
// Grain rule (as in sets 17 to 28):
// - Mark the value that reveals the category about an identifiable person (the subject, or anyone else named or
//   identifiable by relation, role in the record or reference number): the condition, symptom, finding, drug,
//   vaccine, procedure, device or disability; the genotype, karyotype, variant, HLA type or DNA result; the
//   biometric sample, template or its identifier; the offence, charge, conviction, caution, sentence, order or
//   arrest; the party; the faith, congregation or religious practice; the ethnic group, clan or population group;
//   the orientation; the union or union office. Not whole sentences, not headings, not field labels; a code and its
//   expansion are marked separately when both are written; a drug is marked and its dose is not. A named inherited
//   condition diagnosed in a patient (fragile X syndrome, familial
//   hypercholesterolaemia) is health; the genotype, variant, repeat count
//   or DNA result behind it is genetic.
// - Patient, hospital, folder, clinic and process numbers assigned for health purposes are marked H (GDPR recital
//   35); other identifiers (court, case, convict, staff, member, card, payroll, VIN and ID numbers) are not.
// - Negated, normal or empty results are not marked: "none found", "no record", "keine Eintragung", "fit for duty",
//   a normal value, "Prefer not to say", "ninguna", a test reported negative. A stated absence of belief would be
//   marked R.
// - Healers, clinicians, officers, chaplains, imams, priests, union officials acting for the subject and counsel are
//   not marked for their job; category words inside names of organisations, places and job titles are not marked
//   unless they state the person's own membership or attendance; a church or mosque named as a venue is a place. A
//   language spoken (KSL, isiXhosa as home language) is not an ethnic group; a nationality or place of origin is not
//   an ethnic group. A slur or taunt is not marked; the orientation or ethnic group it targets is marked where the
//   record states it is the person's.
// - Statements about groups, statistics, policies, job adverts, products, price lists, places and headlines are
//   negatives (no marks), as is a category word used as an ordinary word (praying for a goal, religious about a
//   meeting, the union of two spreadsheets, a retirement party).
import type { Template } from './templates-dev.js';

export const HELDOUT29_TEMPLATES: Template[] = [
  // --- traditional-healer and complementary-therapy referrals
  { genre: 'clinical', text: `REFERRAL FROM TRADITIONAL MEDICINE PRACTITIONER\nHealer: Baba Alagbo, Oke-Ado herbal home, {city}\nClient: {name}, {n} yrs\nComplaint: [[H:jedi-jedi]] and [[H:swollen legs]] for three months\nHerbs given: [[H:agbo jedi]]\nReason for referral: no improvement, healer suspects [[H:{cond}]]` },
  { genre: 'clinical', text: `Incwadi yokudlulisela emtholampilo\nInyanga: Mkhulu Zondi, eMsinga\nIsiguli: {name}\nUkugula: [[H:ikhanda elibuhlungu njalo]] kanye [[H:nokuquleka]] kusukela ngo-{year}\nNgiyamthumela ukuze ahlolwe [[H:isifo sokuwa]].` },
  { genre: 'clinical', text: `Acupuncture clinic, {city} — note to GP\nClient {name} attended for [[H:chronic lower back pain]]. Today disclosed [[H:numbness in both feet]] and [[H:weight loss of 6 kg]]; advised urgent review. Medicines she reports: [[H:{med}]].` },
  // --- sign-language interpreter bookings
  { genre: 'kyc', text: `SIGN LANGUAGE INTERPRETER REQUEST (KSL)\nRequester: outpatient desk\nClient: {name}, [[H:profoundly Deaf]]\nAppointment: [[H:antenatal]] review, clinic no. [[H:{hosp}]]\nInterpreter: female preferred` },
  { genre: 'kyc', text: `SASL interpreter booking\nPatient: {name}, [[H:Deaf since birth]]\nFolder no: [[H:{hosp}]]\nClinic: [[H:oncology]], to hear the result of her [[H:breast biopsy]]\nBook 90 minutes.` },
  { genre: 'kyc', text: `BSL interpreter booking — assignment sheet\nClient: {name} ([[H:Deaf]], also [[H:registered sight impaired]])\nVenue: employment tribunal, {city}\nNote: client tires quickly because of [[H:{cond}]]; breaks every 40 minutes.` },
  // --- prison reception health screening
  { genre: 'clinical', text: `NCoS RECEPTION HEALTH SCREEN\nInmate: {name}, remand, charged with [[C:{offence}]]\nKnown illness: [[H:{cond}]]\nOn treatment: [[H:{med}]]\nTB cough screen: negative\nSelf-harm history: [[H:cut wrists]] in {year}` },
  { genre: 'clinical', text: `Admission health screen — remand centre, {city}\nName: {name}\nAwaiting trial: [[C:housebreaking]]\nDrugs used: [[H:mandrax]] and [[H:tik]] daily\nTB symptoms: none\nHIV: [[H:positive]], on [[H:ART]]` },
  { genre: 'clinical', text: `First night in custody — reception screen, HMP {city}\nPrisoner: {name}\nAlcohol: [[H:alcohol dependent]], last drink this morning; start [[H:chlordiazepoxide]] regime\nMental health: [[H:previous psychiatric admission]]\nOpiates: none reported` },
  // --- pension and invalidity medical boards
  { genre: 'hr', text: `PENSION MEDICAL BOARD — invalidity retirement\nOfficer: {name}, staff no PSC/44120\nFindings: [[H:left-sided hemiplegia]] after a [[H:stroke]] in {year}; [[H:{cond}]] poorly controlled\nRecommendation: [[H:permanently unfit]] for further service` },
  { genre: 'hr', text: `Ill-health retirement — medical assessment summary (GEPF)\nMember: {name}\nPrimary diagnosis: [[H:major depressive disorder]]\nSecondary: [[H:lumbar disc prolapse]]\nThe member takes [[H:{med}]] and attends a psychiatrist monthly.` },
  { genre: 'hr', text: `Erwerbsminderungsrente — sozialmedizinisches Gutachten (Auszug)\nVersicherte: {name}\nDiagnosen: [[H:rezidivierende depressive Störung]], [[H:Fibromyalgie]]\nLeistungsvermögen: unter drei Stunden täglich` },
  // --- strike ballot returns
  { genre: 'hr', text: `STRIKE BALLOT RETURN SHEET\nUnion: [[U:{union}]], {city} branch\nMember: {name} | payroll 448120 | vote: YES\nReturned to the branch secretary on Friday.` },
  { genre: 'hr', text: `Section 64 strike ballot — plant 3\nBallot paper returned by [[U:{union}]] member {name}, clock no. 5512: for strike.\nScrutineer: independent electoral service` },
  { genre: 'hr', text: `Industrial action ballot — returned-paper log\n[[U:{union}]] membership 00481223 — {name} — received 14/03 — valid\nNote: member is also the garage's [[U:health and safety rep]].` },
  // --- police clearance certificates
  { genre: 'court', text: `CERTIFICATE OF GOOD CONDUCT — result\nName: {name}\nRecord found: [[C:{offence}]], CR 4412/{year}, [[C:fined KSh 50,000]]\nIssued at {city}` },
  { genre: 'court', text: `Police clearance certificate — outcome letter\nApplicant: {name}\nPrevious convictions: [[C:{offence}]] ({year}), [[C:18 months correctional supervision]]` },
  { genre: 'court', text: `Casier judiciaire — bulletin n° 3\nNom : {name}\nCondamnation : [[C:vol aggravé]], [[C:six mois d'emprisonnement avec sursis]], tribunal correctionnel de {city}, {year}` },
  // --- community and customary courts
  { genre: 'court', text: `Baraza la wazee — kijiji cha Kiambaa\nMshtakiwa: {name}\nKosa: [[C:wizi wa mbuzi]]\nUamuzi: alipe mbuzi wawili na aombe msamaha mbele ya wazee.` },
  { genre: 'court', text: `Inkantolo yendabuko, {city}\nUmmangalelwa: {name}\nIcala: [[C:ukushaya umkakhe]]\nIsigwebo: [[C:inhlawulo yezinkomo ezimbili]]` },
  { genre: 'court', text: `Neighbourhood justice panel, {city}\nParticipant: {name}, referred by police after [[C:criminal damage]] to a bus shelter\nOutcome: [[C:community resolution]]; letter of apology and two days' clean-up.` },
  // --- pilgrimages and religious registrations
  { genre: 'kyc', text: `CHRISTIAN PILGRIMS COMMISSION — Jerusalem {year}\nIntending pilgrim: {name}\nDenomination: [[R:Anglican]]\nParish endorsement: vicar of [[R:St Peter's Anglican Church]], where the applicant worships` },
  { genre: 'kyc', text: `Muslim marriage register — {city}\nGroom: {name}, [[R:Muslim]]\nBride: Fatima Osei, [[R:reverted to Islam]] in {year}\nMahr: agreed and paid` },
  { genre: 'kyc', text: `Pèlerinage diocésain à Lourdes — malades accompagnés\n{name}, [[R:paroisse Saint-Jean]], [[H:fauteuil roulant]], [[H:oxygène]] la nuit` },
  // --- event accessibility requests
  { genre: 'kyc', text: `Conference access requirements\nDelegate: {name}\nMobility: [[H:uses crutches]]\nDiet: [[R:halal]]\nOther: needs a fridge in the room for her [[H:insulin]]` },
  { genre: 'chat', text: `Hi, booking for the stadium concert. I'm a [[H:wheelchair user]] and need the companion ticket. My carer gives me [[H:{med}]] at 8pm so we need to sit near an exit. — {name}` },
  { genre: 'kyc', text: `Solicitud de accesibilidad — congreso en {city}\nNombre: {name}\nNecesidades: silla de ruedas por [[H:lesión medular]]; intérprete para [[H:hipoacusia]]\nDieta: [[R:kosher]]` },
  // --- partner benefits and staff networks
  { genre: 'hr', text: `Next-of-kin update (confidential)\nEmployee: {name}\nNext of kin: Brian, partner\nHR note: employee disclosed he is [[S:gay]] and asked that his partner's name not appear on the shared roster.` },
  { genre: 'hr', text: `Medical aid dependant registration\nPrincipal member: {name}\nDependant: Lindiwe, relationship: [[S:same-sex spouse]]\nEffective: 1 March {year}` },
  { genre: 'hr', text: `LGBT+ staff network — sign-up form\nName: {name}\nI identify as: [[S:{orient}]]\nList me as a contact for new joiners: yes` },
  // --- driving-licence medical declarations
  { genre: 'kyc', text: `FRSC driver's licence renewal — medical declaration\nApplicant: {name}\nDo you suffer from fits or blackouts? Yes — [[H:epilepsy]], last fit {year}\nEyesight: [[H:wears glasses]]\nMedication: [[H:carbamazepine]] 400 mg twice daily` },
  { genre: 'kyc', text: `Learner's licence application — medical fitness (Form MC)\nApplicant: {name}\nCondition declared: [[H:{cond}]]\nDoctor's remark: [[H:fits]] controlled for two years on [[H:{med}]]` },
  { genre: 'kyc', text: `Fitness to drive — notification\nDriver: {name}\nCondition notified: [[H:obstructive sleep apnoea]], treated with [[H:CPAP]]\nAlso declared: [[H:insulin-treated diabetes]]` },
  // --- firearm licence applications
  { genre: 'court', text: `Application for firearm licence — police vetting\nApplicant: {name}\nCriminal history: [[C:arrested for {offence}]] in {year}, case withdrawn\nMedical: GP confirms no psychiatric treatment` },
  { genre: 'court', text: `Firearm competency — SAPS 271 supporting notes\nApplicant {name} declared a [[C:previous conviction for {offence}]] ({year}).\nFingerprints taken: [[B:ten-print card]] reference [[B:AFIS 55120-{year}]]` },
  { genre: 'court', text: `Waffenbesitzkarte — Zuverlässigkeitsprüfung\nAntragsteller: {name}\nBundeszentralregister: Eintrag wegen [[C:Körperverletzung]] ({year}), [[C:Geldstrafe 60 Tagessätze]]\nErgebnis: unzuverlässig` },
  // --- jury excusal requests
  { genre: 'court', text: `Re: jury summons for {name}\nI ask to be excused. I have [[H:{cond}]] and attend clinic three times a week (hospital number [[H:{hosp}]]).` },
  { genre: 'court', text: `Jury service — request for excusal\nSummoned juror: {name}\nReason: I am [[H:32 weeks pregnant]] and my midwife has advised rest because of [[H:placenta praevia]].` },
  { genre: 'court', text: `Jury summons — deferral request\n{name} writes: I cannot serve in the week of Yom Kippur; I am an [[R:observant Jew]] and will be [[R:fasting]].` },
  // --- school trip consent forms
  { genre: 'kyc', text: `SCHOOL EXCURSION CONSENT — JSS2 trip to Yankari\nPupil: {first} (parent: {name})\nMedical: [[H:asthma]], carries [[H:salbutamol]] inhaler\nAllergies: [[H:groundnut allergy]]\nDiet: no pork (family is [[R:Muslim]])` },
  { genre: 'kyc', text: `Grade 6 camp indemnity form\nLearner: {first}\nParent/guardian: {name}\nMedical conditions: [[H:ADHD]] — takes [[H:methylphenidate]] at breakfast\nOther: [[H:bed-wetting]] at night, please be discreet` },
  { genre: 'kyc', text: `Formulaire d'autorisation — classe de neige\nÉlève : {first}, parent : {name}\nTraitement : [[H:Ventoline]] si crise d'[[H:asthme]]\nRégime : sans porc ([[R:musulman]])` },
  // --- chaplaincy visiting lists
  { genre: 'clinical', text: `Hospital chaplaincy — visits requested, ward C4\n{name}, bed 12 — [[R:Catholic]], asks for [[R:Holy Communion]] on Sunday\nAdmitted with [[H:{cond}]]` },
  { genre: 'clinical', text: `Spiritual care referral — palliative ward\nPatient: {name}, hospital no. [[H:{hosp}]]\nFaith: [[R:Zion Christian Church]] member, would like a minister to pray with her\nPrognosis: [[H:end of life, days]]` },
  { genre: 'clinical', text: `Chaplaincy list — Thursday\n{name} (bay 3): [[R:Muslim]], requests imam before [[H:amputation]] tomorrow\nFamily ask that the body be washed by women of the mosque if he dies.` },
  // --- burial society and funeral claims
  { genre: 'kyc', text: `Burial society claim — Umoja welfare group\nDeceased: {name}, member no. 118\nCause of death: [[H:{cond}]]\nChurch for service: [[R:AIC]] — deceased was an elder there` },
  { genre: 'kyc', text: `Burial society claim form\nDeceased member: {name}\nCause of death (from BI-1663): [[H:pulmonary TB]] with [[H:HIV]]\nFuneral: family requests [[R:Methodist]] rites` },
  { genre: 'kyc', text: `Sterbegeldversicherung — Leistungsantrag\nVerstorbene: {name}\nTodesursache laut Totenschein: [[H:metastasiertes Pankreaskarzinom]]\nBestattung: [[R:römisch-katholisch]]` },
  // --- gym and sports health questionnaires
  { genre: 'kyc', text: `GYM PAR-Q\nName: {name}\nHas a doctor ever said you have a heart condition? Yes — [[H:hole in the heart]] as a child\nDo you take medicine for blood pressure? Yes, [[H:amlodipine]]` },
  { genre: 'kyc', text: `Fitness club induction questionnaire\nMember: {name}\nInjuries: [[H:ACL reconstruction]] right knee ({year})\nConditions: [[H:{cond}]]\nPregnant: no` },
  { genre: 'kyc', text: `Ankieta zdrowotna — klub fitness\nImię i nazwisko: {name}\nChoroby: [[H:nadciśnienie]], [[H:cukrzyca typu 2]]\nLeki: [[H:metformina]]` },
  // --- transplant and organ waiting lists
  { genre: 'clinical', text: `Renal transplant work-up — {name}\nDiagnosis: [[H:end-stage kidney disease]] on [[H:haemodialysis]]\nBlood group: [[H:B positive]]\nHLA typing: [[G:A*02:01, B*35:01, DRB1*11:01]]\nPotential donor: brother` },
  { genre: 'clinical', text: `Liver transplant waiting list entry\nPatient: {name}, folder [[H:{hosp}]]\nIndication: [[H:hepatitis B cirrhosis]]\nMELD: [[H:24]]\nAlcohol abstinence: confirmed` },
  { genre: 'clinical', text: `Nierentransplantation — Wartelistenmeldung\nPatient: {name}\nGrunderkrankung: [[H:polyzystische Nierenerkrankung]]\nGentest: [[G:PKD1-Mutation nachgewiesen]]\nDialyse seit {year}` },
  // --- ambulance patient report forms
  { genre: 'clinical', text: `AMBULANCE PATIENT REPORT FORM\nPatient: {name}, {n}M\nComplaint: [[H:chest pain]] radiating to left arm\nHx: [[H:{cond}]]\nGiven: [[H:aspirin]] 300 mg, [[H:GTN]] spray\nTo: A&E {city}` },
  { genre: 'clinical', text: `EMS PRF — call 4471\nPt: {name}\nFound: [[H:unresponsive]], [[H:GCS 8]]\nBystander says pt is [[H:diabetic]]; glucose [[H:1.9 mmol/L]]\nTreated: [[H:dextrose 10%]]` },
  { genre: 'clinical', text: `Rettungsdienstprotokoll\nPatient: {name}, {n} J.\nErstdiagnose: [[H:Verdacht auf Schlaganfall]]\nVorerkrankungen: [[H:Vorhofflimmern]]\nMedikation: [[H:Apixaban]]` },
  // --- dental, optical and audiology records
  { genre: 'clinical', text: `Dental chart — {name}\n36: [[H:extraction]]\n11: [[H:root canal treatment]]\nMedical alert: [[H:{cond}]], on [[H:{med}]]` },
  { genre: 'clinical', text: `Optometry record — {name}\nVA R 6/60, L 6/9\nFindings: [[H:cataract]] right eye, [[H:glaucoma]] suspect\nReferred to eye clinic, ref [[H:{hosp}]]` },
  { genre: 'clinical', text: `Audiogramm — Hörgeräteanpassung\nPatient: {name}\nBefund: [[H:beidseitige Innenohrschwerhörigkeit]]\nVersorgung: [[H:Hinter-dem-Ohr-Hörgeräte]] beidseits` },
  // --- exam-hall and SIM-registration biometrics
  { genre: 'kyc', text: `EXAM CENTRE BIOMETRIC VERIFICATION LOG\nCandidate: {name}, reg. 9912044\nFingerprint match: [[B:right thumb, score 87]]\nFace capture: [[B:photo hash 7c1e09ab]]\nStatus: admitted` },
  { genre: 'kyc', text: `SIM registration record\nSubscriber: {name}\nID: Ghana Card GHA-7741202-3\nBiometrics captured: [[B:left and right index fingerprints]], [[B:live facial image]]\nAgent: kiosk 44` },
  { genre: 'kyc', text: `Kontrola biometryczna — rejestracja karty SIM\nAbonent: {name}\nZapisano: [[B:odcisk palca wskazującego]], [[B:zdjęcie twarzy]]\nPunkt sprzedaży: {city} 12` },
  // --- pension proof-of-life
  { genre: 'kyc', text: `PENSIONER VERIFICATION EXERCISE\nPensioner: {name}, PEN 004412\nBiometric capture: [[B:fingerprints]] and [[B:facial photograph]] taken; [[B:template FP-88120]] stored\nNote: pensioner is [[H:bedridden]], home visit done` },
  { genre: 'kyc', text: `Annual proof of life — pension fund\nMember: {name}\nVerified by: [[B:voice biometric call]], voiceprint [[B:VP-20931]]\nNext of kin notes member has [[H:dementia]]; daughter assisted.` },
  { genre: 'kyc', text: `Lebensbescheinigung — Rentenservice\nRentner: {name}\nIdentität bestätigt per [[B:Gesichtserkennung]] (App), [[B:Livenessprüfung]] bestanden\nWohnort: {city}` },
  // --- newborn footprints and baby ID
  { genre: 'clinical', text: `Labour ward register\nMother: {name}, hospital no. [[H:{hosp}]]\nDelivery: [[H:emergency caesarean section]] for [[H:obstructed labour]]\nBaby: male, 3.1 kg; [[B:newborn footprints]] taken and attached to card` },
  { genre: 'clinical', text: `Birth record — baby of {name}\nMode: [[H:vaginal delivery]], [[H:postpartum haemorrhage]] 900 ml\nBaby ID: [[B:footprint sheet]] and mother's [[B:thumbprint]] on the same card` },
  { genre: 'clinical', text: `Registo de nascimento — bebé de {name}\nParto: [[H:cesariana]] por [[H:pré-eclâmpsia]]\nIdentificação: [[B:impressão plantar]] do recém-nascido e [[B:impressão digital]] da mãe` },
  // --- voter card collection and party defections
  { genre: 'kyc', text: `PVC COLLECTION REGISTER — ward 07\nVoter: {name}, VIN 90F5A2\nVerified by [[B:thumbprint]] on the card reader\nParty agent present: none` },
  { genre: 'news', text: `Defection letter\nTo the ward chairman, [[P:{party}]]\nI, {name}, hereby resign my membership of the [[P:{party}]] with effect from today and will be joining another party at the next congress.` },
  { genre: 'kyc', text: `Kiesregister — volmacht\nKiezer: {name}\nGemachtigde: Pieter Bakker, gemeenteraadslid voor de [[P:VVD]]\nIdentiteit gecontroleerd; vingerafdruk niet vereist` },
  // --- campaign volunteer rosters
  { genre: 'hr', text: `Campaign volunteer roster — {city}\nSaturday door-to-door: {name} ([[P:{party}]] ward youth leader), Musa A., Grace O.\nT-shirts to collect at the secretariat` },
  { genre: 'hr', text: `Volunteer list for rally, Saturday\n{name} — [[P:{party}]] branch member, marshal\nThabo K. — driver\nBring membership cards` },
  { genre: 'hr', text: `Campaign phone bank — volunteers\n{name}, [[P:{party}]] member since {year}, Tuesday shift\nNote: also a councillor candidate in {city} ward 4` },
  // --- political donation and interest registers
  { genre: 'news', text: `Register of members' interests (county assembly)\nMember: Hon. {name}\nParty: [[P:{party}]]\nGifts: none\nShares: farm co-operative, 2%` },
  { genre: 'news', text: `Party funding disclosure — donor list\nDonor: {name}, {city} — R 50,000 to the [[P:{party}]]\nDate: March {year}` },
  { genre: 'news', text: `Register of interests — councillor\nName: {name}\nMembership of political party: [[P:{party}]]\nMembership of trade union: [[U:{union}]]\nOther: school governor` },
  // --- genetic: cascade testing, G6PD, carrier screening, kinship DNA
  { genre: 'clinical', text: `G6PD screening result slip\nBaby of {name}, hospital no. [[H:{hosp}]]\nG6PD: [[G:deficient]] (fluorescent spot test)\nAdvice: avoid primaquine and fava beans` },
  { genre: 'clinical', text: `Familial cancer clinic — cascade testing letter\nDear {name}, your sister was found to carry a [[G:BRCA2 pathogenic variant]]. Your own test shows [[G:the same BRCA2 variant]]. We will discuss [[H:risk-reducing mastectomy]].` },
  { genre: 'clinical', text: `Carrier screening report\nClient: {name}\nResult: [[G:CFTR F508del]], [[G:heterozygous carrier]]\nPartner testing recommended.` },
  { genre: 'court', text: `Missing persons DNA kinship report\nReference sample: {name} (mother)\nConclusion: remains of her son, [[G:maternity confirmed]] (probability 99.98%)\nLab ref KIN-7712` },
  { genre: 'court', text: `Mass-grave identification — kinship DNA letter\nDear {name}, the bone sample from site 4 is a [[G:full-sibling match]] to your DNA profile (likelihood ratio 4.2 million).` },
  { genre: 'clinical', text: `Zwillingsgutachten — Zygotiebestimmung\nKinder von {name}\nErgebnis: [[G:eineiige Zwillinge]] (alle 21 STR-Marker identisch)` },
  // --- pharmacogenomics on cardiology and psychiatry notes
  { genre: 'clinical', text: `Cardiology clinic — {name}\nPCI to LAD in {year}. [[G:CYP2C19 *2/*2]] ([[G:poor metaboliser]]), so switched from [[H:clopidogrel]] to [[H:ticagrelor]].` },
  { genre: 'clinical', text: `Psychiatry review — {name}\nDx: [[H:{cond}]]\nPGx panel: [[G:CYP2D6 ultrarapid metaboliser]]\nPlan: avoid [[H:codeine]]` },
  { genre: 'clinical', text: `Oncologie — consultation\nPatiente : {name}\nAvant [[H:capécitabine]] : génotypage [[G:DPYD c.1905+1G>A hétérozygote]], dose réduite de moitié.` },
  // --- scholarship and quota forms
  { genre: 'kyc', text: `STATE SCHOLARSHIP BOARD — application\nApplicant: {name}\nLGA of origin: Ukwa West\nEthnic group: [[E:{eth}]]\nReligion: [[R:{rel}]]\nCourse: Nursing` },
  { genre: 'kyc', text: `Bursary application — {city} municipality\nApplicant: {name}\nPopulation group: [[E:Black African]]\nHome language: isiXhosa\nDisability: [[H:visual impairment]]` },
  { genre: 'kyc', text: `Beca de estudios — formulario de diversidad\nSolicitante: {name}\nOrigen étnico: [[E:gitano]]\nDiscapacidad: ninguna` },
  // --- land restitution and customary claims
  { genre: 'court', text: `Community land claim — hearing notes\nClaimant: {name}, speaking for the [[E:Ogiek]] families of Mariashoni\nShe says her family was evicted from the forest in 1988 because they are [[E:Ogiek]].` },
  { genre: 'court', text: `Land restitution claim — affidavit extract\nI, {name}, am a member of the [[E:Bakgatla ba Kgafela]] and my family was removed from the farm in 1968 under the Group Areas Act.` },
  { genre: 'court', text: `Wniosek o zwrot mienia — notatka\nWnioskodawczyni: {name}, z pochodzenia [[E:Łemkini]], rodzina wysiedlona w 1947 r.` },
  // --- customary marriage registration
  { genre: 'kyc', text: `Customary marriage registration\nHusband: {name}, [[E:{eth}]]\nWife: Amaka, [[E:Igbo]] of Nnewi\nBride price paid: yes` },
  { genre: 'kyc', text: `Registration of customary marriage (RCMA)\nHusband: {name}, clan [[E:Ndlovu]]\nWife: Thandi, clan [[E:Mahlangu]]\nLobola: eleven cattle, paid` },
  { genre: 'kyc', text: `Trouwakte — bijlage\nBruidegom: {name}\nBruid: Samira, [[E:Berberse]] afkomst, [[R:moslim]]\nGetuigen: twee` },
  // --- initiation schools and seminary admissions
  { genre: 'clinical', text: `Circumcision season — county health monitor, Bungoma\nInitiate: {name}, {n} yrs\nCircumcision: [[H:traditional]]\nWound check day 5: [[H:septic wound]], referred; also [[H:dehydrated]]` },
  { genre: 'clinical', text: `Ukwaluko health visit\nUmkhwetha: {name}\nIsilonda: [[H:sinobovu]] (pus), [[H:fever]]\nIsigqibo: usiwe esibhedlele` },
  { genre: 'kyc', text: `Seminary admission — candidate file\nCandidate: {name}\nBaptised: [[R:Catholic]], parish of St Joseph, {city}\nConfirmation: {year}\nMedical: [[H:hepatitis B carrier]]` },
  // --- union recognition ballots, pickets, agency fees, branch transfers
  { genre: 'hr', text: `Recognition ballot — list of members submitted to management\n1. {name}, clerk, [[U:{union}]]\n2. Halima Y., cashier, [[U:{union}]]\nMembership verified by the labour officer.` },
  { genre: 'hr', text: `Picket line roster — gate 2\n06:00 {name} ([[U:{union}]] shop steward)\n10:00 Lwazi M. ([[U:{union}]])\nMarshal on duty: union organiser` },
  { genre: 'hr', text: `Transfer of membership between branches\nMember: {name}\nFrom: [[U:{union}]] {city} No. 2 branch\nTo: [[U:{union}]] head office branch\nArrears: none` },
  { genre: 'hr', text: `Payroll — agency shop fee deductions, {year}\nEmployee {name}, staff 3301: agency fee (non-member)\nEmployee Peter O., staff 3302: [[U:{union}]] dues 2%\nEmployee Joy A., staff 3303: [[U:{union}]] dues 2%` },
  { genre: 'hr', text: `Union legal aid request\nApplicant: {name}, [[U:{union}]] member no. 55120\nMatter: unfair dismissal after [[H:miscarriage]] sick leave` },
  { genre: 'hr', text: `Vakbondsstudiebeurs — aanvraag\nAanvrager: {name}\nLid van [[U:FNV]] sinds {year}\nOpleiding: HBO verpleegkunde` },
  // --- hate-crime reports, counselling intake, support groups
  { genre: 'court', text: `Incident report — hate crime flag\nVictim: {name}\nSummary: attacked outside a bar in {city}; attackers shouted slurs because he is [[S:gay]]\nInjuries: [[H:fractured cheekbone]]` },
  { genre: 'court', text: `SAPS statement (extract)\nI, {name}, state that on Saturday three men followed me home. They knew I am a [[S:lesbian]] and said they would "correct" me.` },
  { genre: 'court', text: `Anzeige — vorurteilsmotivierte Tat\nGeschädigter: {name}\nTatmotiv laut Zeugen: Angriff wegen seiner [[S:Homosexualität]]\nVerletzungen: [[H:Platzwunde an der Stirn]]` },
  { genre: 'clinical', text: `Counselling intake — youth centre\nClient: {name}, {n}\nPresenting issue: came out as [[S:{orient}]] to family, now [[H:low mood]] and [[H:not sleeping]]` },
  { genre: 'clinical', text: `Support group sign-in sheet — Thursday\n{name} — [[S:bisexual]] men's group, first visit\nReferral from clinic: [[H:PrEP]] user` },
  { genre: 'clinical', text: `Psychologische Erstberatung\nKlientin: {name}\nAnliegen: Coming-out als [[S:lesbisch]] am Arbeitsplatz; [[H:Angstzustände]]` },
  // --- school bullying logs
  { genre: 'hr', text: `School bullying log — Form 3\nTarget: {first} (parent {name})\nIncident: pupils mocking him for being [[E:{eth}]] and calling his family names\nAction: detention for the three boys` },
  { genre: 'hr', text: `Incident log — bullying, grade 9\nLearner: {first}, guardian {name}\nRemarks made about her being [[S:gay]]; learner now refuses to attend PE.` },
  { genre: 'hr', text: `Behaviour log — Year 8\nPupil: {first} (parent {name})\nIncident: headscarf pulled off in corridor; pupil is [[R:Muslim]] and wears [[R:hijab]]\nLogged as a religious hate incident.` },
  // --- pardon petitions and deportation orders
  { genre: 'court', text: `Petition to the Advisory Committee on the Prerogative of Mercy\nPetitioner: {name}, convict no. 3312\nConviction: [[C:{offence}]], [[C:sentenced to seven years]] in {year}\nGround: [[H:advanced {cond}]]` },
  { genre: 'court', text: `Deportation order — foreign national offender\nSubject: {name}\nReason: [[C:conviction for {offence}]] and a [[C:sentence of 30 months]]\nDetained at {city} immigration centre` },
  { genre: 'court', text: `Uitzettingsbesluit — vreemdeling\nBetrokkene: {name}\nVeroordeeld voor [[C:drugshandel]] tot [[C:vier jaar gevangenisstraf]]\nInreisverbod: tien jaar` },
  // --- school governor and taxi licence disclosures
  { genre: 'hr', text: `School board member — declaration\nName: {name}\nHave you been convicted of any offence? Yes: [[C:{offence}]], {year}, [[C:bound over]]\nParty office held: [[P:{party}]] ward secretary` },
  { genre: 'kyc', text: `Taxi operating licence — fit and proper check\nApplicant: {name}\nDisclosed: [[C:drunk driving]] ({year}), [[C:licence suspended six months]]\nMedical: [[H:{cond}]] controlled` },
  { genre: 'kyc', text: `Private hire driver licence — disclosure review\nApplicant: {name}\nRecord: [[C:caution for {offence}]] ({year})\nMedical: [[H:type 1 diabetes]], [[H:insulin pump]]` },
  // --- exam rescheduling on religious grounds
  { genre: 'hr', text: `Examinations office — rescheduling request\nStudent: {name}\nReason: I am a [[R:Seventh-day Adventist]] and keep the [[R:Sabbath]]; the paper falls on Saturday.` },
  { genre: 'hr', text: `Eksamenskantoor — versoek om herskeduling\nStudent: {name}\nRede: Ek is [[R:Joods]] en vier [[R:Pesach]] daardie week.` },
  { genre: 'hr', text: `Wniosek o zmianę terminu egzaminu\nStudent: {name}\nUzasadnienie: jestem [[R:adwentystą dnia siódmego]] i w sobotę obchodzę [[R:szabat]].` },
  // --- transfusion refusals and vaccine exemptions
  { genre: 'clinical', text: `Advance decision to refuse blood\nPatient: {name}, hospital no. [[H:{hosp}]]\nFaith: [[R:Jehovah's Witness]]\nRefuses: whole blood, red cells, plasma\nAccepts: [[H:cell salvage]]` },
  { genre: 'clinical', text: `Pre-op note — {name}\nProcedure: [[H:hysterectomy]] for [[H:fibroids]]\nPatient is a [[R:Jehovah's Witness]]; iron infusion given, no transfusion.` },
  { genre: 'clinical', text: `Impfbefreiung — Antrag\nKind: {first}, Eltern: {name}\nBegründung der Eltern: Zugehörigkeit zur [[R:Christengemeinschaft]]\nÄrztlich: [[H:Hühnereiweißallergie]]` },
  // --- party primaries and party ID cards
  { genre: 'news', text: `PARTY PRIMARY RESULT SHEET — {city} North\nAspirant: {name} ([[P:{party}]]) — 412 votes\nAspirant: Danjuma K. ([[P:{party}]]) — 388 votes\nReturning officer: party secretariat` },
  { genre: 'kyc', text: `Party membership card order\nMember: {name}\nParty: [[P:{party}]]\nBranch: ward 11\nPhoto supplied: yes` },
  { genre: 'kyc', text: `Mitgliedsantrag\nName: {name}\nPartei: [[P:{party}]], Ortsverein {city}-Mitte\nBeitrag: 12 Euro monatlich\nGewerkschaft: [[U:{union}]]` },
  // --- WhatsApp and SMS in the users' languages
  { genre: 'chat', text: `Abeg, my oga {name} no go come work today, dem admit am for hospital, na [[H:{cond}]] e get. Doctor say make e stay till Monday.` },
  { genre: 'chat', text: `Me nua {name} wɔ ayaresabea, ne [[H:mogya mmoroso]] yare no asɔre bio, dɔkota de no ato [[H:{med}]] so.` },
  { genre: 'chat', text: `Salut, {name} ne viendra pas à la réunion du syndicat ce soir : elle est [[H:enceinte de huit mois]] et elle est [[U:déléguée CGT]] de l'atelier, elle enverra son vote.` },
  { genre: 'chat', text: `Mama {name} alilazwa jana, daktari anasema ana [[H:kifua kikuu]]. Anaanza [[H:dawa za TB]] leo.` },
  { genre: 'chat', text: `Ausi {name} o robetse sepetlele, o na le [[H:lefu la tsoekere]] mme o nwa [[H:metformin]].` },
  { genre: 'chat', text: `Oi, o {name} não vem hoje, está com [[H:crise de asma]] e foi às urgências. Ele toma [[H:{med}]].` },
  { genre: 'chat', text: `Ina kwana. {name} ya kamu da [[H:zazzabin cizon sauro]], an ba shi [[H:{med}]] a asibiti.` },
  { genre: 'chat', text: `Rra {name} o mo bookelong, o tshwerwe ke [[H:bolwetse jwa pelo]]. Ba mo neile [[H:{med}]].` },
  { genre: 'chat', text: `Hallo team, {name} is vandaag ziek: [[H:migraine]] en [[H:hoge koorts]]. Zij is ook ons [[U:FNV-kaderlid]], dus het overleg schuift.` },
  // --- predictive and family genetic testing
  { genre: 'clinical', text: `Genetics clinic letter\nRe: {name}\nPredictive test for Huntington disease: [[G:40 CAG repeats]] in HTT, consistent with [[G:carrying the expanded allele]].\nCounselling follow-up booked.` },
  { genre: 'clinical', text: `Lipid clinic — {name}\nLDL 7.9 mmol/L, tendon xanthomata.\nGenetic result: [[G:LDLR c.681C>G heterozygous]] ([[H:familial hypercholesterolaemia]])\nCascade testing of children offered.` },
  { genre: 'clinical', text: `Consulta de genética\nPaciente: {name}\nResultado: [[G:premutación del gen FMR1]] (72 repeticiones CGG)\nHijo con [[H:síndrome X frágil]] ya diagnosticado` },
  { genre: 'clinical', text: `Premarital counselling form — parish office\nIntending couple: {name} and Chidi\nGenotype: [[G:AS]] and [[G:AS]]\nBlood group: [[H:O+]] and [[H:A+]]\nPriest's note: referred for genetic counselling before banns` },
  { genre: 'clinical', text: `Antenatal booking bloods — {name}\nHb electrophoresis: [[G:HbAE]]\nPartner: [[G:beta-thalassaemia trait]]\nOffered [[H:CVS]] at 12 weeks` },
  { genre: 'clinical', text: `Cytogenetica — uitslag\nKind van {name}\nKaryotype: [[G:47,XY,+21]] ([[G:trisomie 21]])\nGesprek met ouders gepland.` },
  { genre: 'kyc', text: `Life cover application — genetic test question\nApplicant: {name}\nHave you had a predictive genetic test? Yes: [[G:BRCA1 positive]]\nFamily history: mother had [[H:ovarian cancer]]` },
  { genre: 'chat', text: `Surname DNA project admin: hi {name}, your Y-DNA result is back — haplogroup [[G:E-M2]], and you [[G:match two testers at 37 markers]].` },
  { genre: 'clinical', text: `Sportmedizin — Leistungsdiagnostik\nAthletin: {name}\nGenotyp: [[G:ACTN3 XX]]\nVerletzungen: [[H:Stressfraktur Schienbein]] {year}` },
  // --- student health and disability services
  { genre: 'hr', text: `University disability services — exam adjustments\nStudent: {name}\nCondition: [[H:dyslexia]] and [[H:{cond}]]\nAdjustments: 25% extra time, rest breaks` },
  { genre: 'hr', text: `Student health registration\nStudent: {name}\nChronic conditions: [[H:{cond}]]\nRegular medicines: [[H:{med}]]\nVaccinations: [[H:hepatitis B]] x3` },
  { genre: 'hr', text: `Nachteilsausgleich — Antrag an den Prüfungsausschuss\nStudierende: {name}\nBeeinträchtigung: [[H:Autismus-Spektrum-Störung]]\nMaßnahme: separater Prüfungsraum` },
  // --- uniform exemptions and religious leave at work
  { genre: 'hr', text: `Uniform exemption request\nEmployee: {name}\nRequest: to wear a [[R:turban]] instead of the cap; I am an [[R:Amritdhari Sikh]].` },
  { genre: 'hr', text: `Leave application — {name}\nType: special leave\nReason: [[R:Diwali]] with family; I am [[R:Hindu]] and lead the puja at home.` },
  { genre: 'hr', text: `Aanvraag verlof — {name}\nReden: [[R:Suikerfeest]]\nOpmerking medewerker: ik ben [[R:moslim]] en vast tijdens de [[R:ramadan]].` },
  // --- Employee assistance programme notes and protection orders
  { genre: 'hr', text: `EAP case note (confidential)\nEmployee: {name}\nPresenting: [[H:alcohol misuse]], [[H:panic attacks]] since coming out as [[S:gay]] at work\nReferred to outpatient [[H:detox]]` },
  { genre: 'court', text: `Protection order application — domestic violence\nApplicant: {name}\nRespondent: her husband, [[C:arrested for assault]] on 2 May, released on bail\nInjuries: [[H:broken arm]]` },
  { genre: 'court', text: `Orden de protección — solicitud\nSolicitante: {name}\nDenunciado: su expareja, con [[C:condena previa por malos tratos]]\nLesiones: [[H:contusiones en el cuello]]` },
  // --- victim statements and mortuary release
  { genre: 'court', text: `Victim impact statement\nI am {name}. Since the attack I have [[H:PTSD]] and cannot work. The man was [[C:convicted of {offence}]] and [[C:jailed for four years]].` },
  { genre: 'clinical', text: `Mortuary release form\nDeceased: {name}\nCause of death: [[H:{cond}]]\nReleased to family for [[R:Muslim]] burial before sunset` },
  { genre: 'clinical', text: `Cremation form — medical certificate\nDeceased: {name}\nCause of death: [[H:aspiration pneumonia]] due to [[H:motor neurone disease]]\nImplants: [[H:pacemaker]], removed` },
  // --- Yorùbá, Igbo and isiXhosa notes
  { genre: 'clinical', text: `Akọsilẹ ile-iwosan: {name} ni [[H:àtọ̀gbẹ]], ó ń lo [[H:metformin]]. Ẹ̀jẹ̀ rẹ̀: [[H:ẹ̀jẹ̀ ríru]].` },
  { genre: 'clinical', text: `Inqaku lasekliniki: {name} une [[H:sifo seswekile]] kunye [[H:noxinzelelo lwegazi]]. Usela [[H:{med}]].` },
  { genre: 'clinical', text: `Nota clínica — centro de saúde\nUtente: {name}, n.º de processo [[H:{hosp}]]\nDiagnóstico: [[H:insuficiência cardíaca]]\nMedicação: [[H:furosemida]] 40 mg` },
  // --- Sunday school and confirmation class registrations
  { genre: 'kyc', text: `Fomu ya usajili — shule ya Jumapili\nMtoto: {first}\nMzazi: {name}, mshiriki wa [[R:Kanisa la Kianglikana]] {city}\nUgonjwa: [[H:pumu]], anatumia [[H:inhaler]]` },
  { genre: 'kyc', text: `Ngodiso ya sehlopha sa kamohelo\nMotho: {name}\nKereke: [[R:Kereke ya Evangeli ya Lesotho]], phutheho ya {city}\nO kolobeditswe ka {year}` },
  { genre: 'kyc', text: `Anmeldung zum Konfirmandenunterricht\nKonfirmand: {first}\nErziehungsberechtigte: {name}\nKonfession: [[R:evangelisch-lutherisch]]\nBesonderheiten: [[H:Zöliakie]]` },
  // --- HR grievance files
  { genre: 'hr', text: `GRIEVANCE FILE — HR/GRV/{year}/014\nComplainant: {name}\nComplaint: supervisor calls her "that [[E:{eth}]] woman" in meetings and moved her off the night allowance roster.\nOutcome sought: apology and transfer` },
  { genre: 'hr', text: `Grievance hearing minutes\nEmployee: {name}\nAllegation: manager told colleagues the employee is [[S:gay]] without his consent.\nEmployee accompanied by his union representative.` },
  { genre: 'hr', text: `Formal grievance — stage 2\nRaised by: {name}\nSummary: since joining [[U:{union}]] and becoming [[U:branch secretary]] she has been refused overtime.` },
  { genre: 'hr', text: `Grievance — anti-union victimisation\nGrievant: {name}, [[U:{union}]] member, stores department\nShe says the foreman said "your union will not save you".\nHeld with the company's HR officer.` },
  { genre: 'hr', text: `Klag — diskriminasie\nKlaer: {name}\nBesonderhede: span se leier het gesê hy hou nie van Xhosa-mense nie en het haar skof verander; die klaer is self [[E:Xhosa]].\nGetuie: skoonmaker` },
  { genre: 'hr', text: `Plainte interne — harcèlement\nPlaignant : {name}\nFaits : collègues se moquent de sa [[R:kippa]] et de son [[R:shabbat]].\nMesure : médiation` },
  // --- strike pay, membership cards and subscription mandates
  { genre: 'kyc', text: `Strike pay claim — week 2\nMember: {name}, [[U:{union}]] card no. 77120\nDays on strike: 5\nPaid by M-Pesa` },
  { genre: 'kyc', text: `Replacement membership card\nMember: {name}\nUnion: [[U:{union}]]\nBranch: {city} Central\nReason: card lost` },
  { genre: 'kyc', text: `Mandat de prélèvement — cotisation syndicale\nTitulaire : {name}\nBénéficiaire : [[U:{union}]]\nMontant : 14,50 € par mois` },
  // --- political prisoners, ward groups, petitions, observers
  { genre: 'court', text: `Detainees list — human rights desk\n{name}: held since {year} after a [[P:{party}]] rally in {city}; accused of [[C:unlawful assembly]]\nHealth: [[H:untreated {cond}]]` },
  { genre: 'chat', text: `Ward 9 group admins: {name} (chair), Kojo (secretary). This group is for [[P:{party}]] members only, share nothing outside.` },
  { genre: 'kyc', text: `Nomination support sheet — signatures\n1. {name}, {city}, member of the [[P:{party}]], signed\n2. Ellen W., {city}, signed` },
  { genre: 'news', text: `Vote-buying complaint\nComplainant: {name}\nStates that a [[P:{party}]] agent, his own cousin, paid voters at the polling unit; complainant himself is a [[P:{party}]] member.` },
  { genre: 'news', text: `Observer report, station 14\nLocal observer {name} ([[P:{party}]] supporter, accredited as citizen observer) noted the [[B:fingerprint reader]] failed for 40 voters.` },
  { genre: 'hr', text: `Dienstliche Erklärung — Nebentätigkeit\nBeamter: {name}\nEhrenamt: Kreistagsabgeordneter der [[P:{party}]]\nZeitaufwand: 6 Stunden monatlich` },
  // --- biometric: SACCO, mobile money, visitor systems, hotels, schools, data centres
  { genre: 'kyc', text: `SACCO withdrawal slip\nMember: {name}, no. 3391\nAuthorised by: [[B:fingerprint]] (template [[B:FPT-7712-03]])\nAmount: KSh 20,000` },
  { genre: 'kyc', text: `Mobile money agent log\nCustomer {name} registered; [[B:selfie]] and [[B:right thumbprint]] captured; ID scanned\nAgent till 55120` },
  { genre: 'kyc', text: `Visitor management export\nvisitor,host,method,time\n{name},Reception,[[B:face match]],08:12\nNote: [[B:face template V-44812]] kept 30 days` },
  { genre: 'kyc', text: `School attendance system — enrolment\nLearner: {first} (parent {name})\nMethod: [[B:fingerprint scanner]] at the gate\nParent consent: signed` },
  { genre: 'kyc', text: `Apartment access — resident enrolment\nResident: {name}, unit 12B\nSmart lock: [[B:facial recognition]] + PIN\nEnrolled by caretaker` },
  { genre: 'kyc', text: `Toegangsbeheer datacenter — registratie\nMedewerker: {name}\nBiometrie: [[B:irisscan]] beide ogen\nPas: 4471` },
  { genre: 'kyc', text: `Hotel check-in — guest {name}\nPassport scanned; [[B:facial match score 0.93]] against passport photo\nRoom 214` },
  { genre: 'kyc', text: `Loan app KYC review\nApplicant: {name}\n[[B:Selfie-to-ID face match]]: pass\n[[B:Voiceprint]] enrolled for call verification` },
  { genre: 'hr', text: `Prüfungsaufsicht online — Protokoll\nStudent: {name}\nIdentität per [[B:Webcam-Gesichtsabgleich]] geprüft; [[B:Tippmuster]] aufgezeichnet` },
  // --- ethnic origin in admissions, police descriptions, sports selection
  { genre: 'clinical', text: `Patient admission form\nName: {name}\nEthnicity: [[E:{eth}]]\nReligion: [[R:{rel}]]\nNext of kin: brother\nReason: [[H:sickle cell crisis]]` },
  { genre: 'court', text: `Missing person report\nName: {name}, {n}\nDescription: [[E:Coloured]] female, slim, braids\nMedical: needs [[H:{med}]] daily` },
  { genre: 'court', text: `Personenbeschreibung — Vermisstenanzeige\nName: {name}\nHerkunft laut Angehörigen: [[E:Roma]]\nGesundheit: [[H:Diabetes Typ 1]]` },
  { genre: 'hr', text: `Team selection notes — under-19 squad\n{name}: [[E:{eth}]], scrum-half, from {city}\nInjury: [[H:hamstring strain]]` },
  { genre: 'hr', text: `Selection panel minutes\nCandidate: {name} ([[E:Black African]]) selected for the provincial squad; coach notes [[H:concussion]] in March.` },
  { genre: 'hr', text: `Equal opportunities form (returned)\nName: {name}\nEthnic group: [[E:Bangladeshi]]\nReligion: [[R:Muslim]]\nSexual orientation: [[S:heterosexual]]` },
  // --- ethnic and clan affiliation in community records
  { genre: 'court', text: `Clan elders' mediation — grazing dispute\nParty 1: {name} of the [[E:Borana]]\nParty 2: Abdi H. of the [[E:Garre]]\nAgreement: shared water point` },
  { genre: 'kyc', text: `Funeral programme insert — family details\nThe late {name}, of the [[E:Ashanti]] royal family of Kokofu, [[R:Presbyterian]] elder` },
  { genre: 'kyc', text: `Rental application — references\nApplicant: {name}\nLandlord's note (crossed out by agent): "[[E:Roma]] family, check references"` },
  { genre: 'kyc', text: `Ọrụ obodo — aha ndị otu\n{name}: onye [[E:Igbo]] si Nnewi, onye otu [[R:Katọlik]]` },
  { genre: 'kyc', text: `Ifomu yobulungu — inhlangano yomphakathi\nIgama: {name}\nUhlanga: [[E:umZulu]]\nInkolo: [[R:umKatolika]]\nIsifo: [[H:isifo sikashukela]]` },
  { genre: 'kyc', text: `Inscription — association culturelle\nNom : {name}\nOrigine : [[E:kabyle]]\nCotisation payée` },
  // --- sexual orientation in tenancies, pensions, housing, social work
  { genre: 'court', text: `Tenancy complaint\nComplainant: {name}\nLandlord gave notice after seeing her with her girlfriend; said he does not rent to [[S:lesbians]].` },
  { genre: 'kyc', text: `Survivor's pension claim\nClaimant: {name}\nDeceased member: Sipho, [[S:same-sex partner]] of 11 years\nProof of cohabitation attached` },
  { genre: 'kyc', text: `Hinterbliebenenrente — Antrag\nAntragsteller: {name}\nVerstorbener: sein [[S:eingetragener Lebenspartner]] Thomas\nEhe/Partnerschaft seit {year}` },
  { genre: 'clinical', text: `Social worker home visit — {name}, {n}\nClient says family threw him out after learning he is [[S:bisexual]]; sleeping at a friend's. [[H:Self-harm]] last month.` },
  { genre: 'chat', text: `Trust & support inbox: hi, I'm {name}, my roommate outed me as [[S:{orient}]] on the residence group chat. Please move me to another block.` },
  { genre: 'kyc', text: `Solicitud de vivienda — cambio de habitación\nEstudiante: {name}\nMotivo: acoso por ser [[S:bisexual]]\nPrioridad: alta` },
  // --- criminal records in vetting and licensing letters
  { genre: 'court', text: `Security guard licence — refusal letter\nApplicant: {name}\nReason: [[C:conviction for {offence}]] ({year}) within the last five years` },
  { genre: 'court', text: `Liquor licence objection\nApplicant: {name}\nObjection: applicant [[C:served 3 years for {offence}]] and was [[C:arrested again]] in {year}` },
  { genre: 'court', text: `Certidão de registo criminal\nNome: {name}\nConteúdo: [[C:condenado por burla]], [[C:pena suspensa de dois anos]]` },
  // --- travel clinics before religious journeys
  { genre: 'clinical', text: `Travel clinic card — {name}\nDestination: Mecca, for [[R:Umrah]]\nVaccines: [[H:meningococcal ACWY]], [[H:yellow fever]]\nConditions: [[H:{cond}]]` },
  { genre: 'clinical', text: `Travel clinic note — {name}\nGoing to Israel with her [[R:Pentecostal]] church group\nGiven: [[H:hepatitis A vaccine]]; takes [[H:warfarin]]` },
  { genre: 'clinical', text: `Reisemedizinische Beratung — {name}\nReise: Pilgerfahrt nach Santiago ([[R:katholisch]])\nVorerkrankung: [[H:Kniearthrose]]` },
  // --- more membership and welfare records in the users' languages
  { genre: 'kyc', text: `Fomu ya uanachama — chama cha ustawi cha Waluhya\nJina: {name}\nKabila: [[E:Luhya]]\nDini: [[R:Mkatoliki]]` },
  { genre: 'chat', text: `Me nua {name} yɛ [[U:GNAT]] mufoɔ, na ɔyɛ [[P:NDC]] kuo no mu ɔsomfoɔ wɔ ne mpɔtam hɔ.` },
  { genre: 'kyc', text: `Deklaracja członkowska\nImię i nazwisko: {name}\nZwiązek: [[U:NSZZ Solidarność]], komisja zakładowa\nPartia: [[P:Lewica]]` },
  { genre: 'clinical', text: `Ndetu {name} nwere [[H:ọrịa shuga]] na [[H:ọbara mgbali elu]]; ọ na-aṅụ [[H:{med}]] kwa ụbọchị.` },
  { genre: 'clinical', text: `Incwajana yesiguli: {name} une [[H:isifo sofuba]], uthatha [[H:amaphilisi e-TB]] izinyanga eziyisithupha. Uyilungu le-[[U:NEHAWU]] emsebenzini.` },
  { genre: 'chat', text: `Hola, soy {name}. Mi jefe contó delante de todos que soy [[S:gay]] y ahora en recursos humanos dicen que no es grave. Estoy afiliado a [[U:CCOO]].` },
  { genre: 'chat', text: `Oga {name} talk say na [[P:{party}]] e dey, e no fit vote another party. E still be [[U:{union}]] chairman for our branch.` },
  { genre: 'hr', text: `Toegang tot die fabriek — vingerafdrukregister\nWerknemer: {name}\n[[B:Vingerafdruk]] geregistreer; [[B:sjabloon T-5512]]\nVakbond: [[U:{union}]] (aftrekking op salaris)` },
  { genre: 'kyc', text: `Credenciamento — evento do partido\nNome: {name}\nFiliação: [[P:Partido Socialista]], secção de {city}\nAcessibilidade: [[H:cadeira de rodas]]` },
  // --- negatives: public-health notices, party and union news, places, products, statistics, empty or clear results
  { genre: 'news', text: `PUBLIC HEALTH NOTICE — {city}\nCholera cases have been reported in three wards. Boil drinking water, wash hands with soap and report diarrhoea to the nearest health centre.` },
  { genre: 'news', text: `Free screening day: blood pressure, diabetes and TB checks at the community hall, Saturday 9am to 3pm. No appointment needed.` },
  { genre: 'news', text: `NHS notice: measles is circulating in {city}. Two doses of MMR give lifelong protection; check your child's red book.` },
  { genre: 'news', text: `The {party} will hold its national convention in {city} next month; delegates from across the country are expected, the party's publicity secretary said.` },
  { genre: 'news', text: `Radio bulletin: the {party} and its rivals have until Friday to submit candidate lists to the electoral commission.` },
  { genre: 'news', text: `Le parti a présenté hier son programme pour les élections européennes ; les sondages le placent en troisième position.` },
  { genre: 'news', text: `Press release: {union} calls on the government to pay the arrears owed to teachers before schools reopen, warning of a possible strike.` },
  { genre: 'news', text: `{union} statement: the federation welcomes the wage agreement signed at the bargaining council this morning.` },
  { genre: 'news', text: `Pressemitteilung: Die Tarifverhandlungen im Einzelhandel werden am Dienstag in {city} fortgesetzt.` },
  { genre: 'kyc', text: `Delivery address: opposite St Michael's Catholic Church, Aba Road, {city}. Call when you reach the church gate.` },
  { genre: 'kyc', text: `Venue for the workshop: Methodist church hall, Main Road, {city}. Parking behind the mosque next door.` },
  { genre: 'kyc', text: `Treffpunkt: vor der Marienkirche am Marktplatz, {city}, um 10 Uhr. Von dort gehen wir gemeinsam zum Museum.` },
  { genre: 'news', text: `Job advert: staff nurse for HIV and TB clinic, {city}. Requirements: registered nurse, two years' experience, valid practising licence.` },
  { genre: 'news', text: `Vacancy: Union organiser (fixed term). The successful candidate will recruit members in the retail sector and support shop stewards.` },
  { genre: 'news', text: `Vacature: praktijkondersteuner GGZ, 24 uur per week, regio {city}. Ervaring met depressie en angststoornissen is een pre.` },
  { genre: 'news', text: `Research summary: a Kenyan study of 2,000 newborns found that about one in sixty had sickle cell disease; screening at birth is recommended.` },
  { genre: 'news', text: `Lecture notes: DNA is copied before each cell division; mutations in BRCA1 and BRCA2 raise the risk of breast cancer in carriers.` },
  { genre: 'news', text: `Informe: el ADN mitocondrial se hereda de la madre y se usa para estudiar migraciones antiguas.` },
  { genre: 'kyc', text: `POLICE CLEARANCE — result\nApplicant: {name}\nCriminal record: none found\nIssued for employment purposes` },
  { genre: 'kyc', text: `Police clearance certificate\nApplicant: {name}\nResult: no record of previous convictions\nValid for six months` },
  { genre: 'kyc', text: `Führungszeugnis — Ergebnis\nName: {name}\nInhalt: keine Eintragung\nZweck: Tätigkeit mit Kindern` },
  { genre: 'kyc', text: `Conference registration\nName: {name}\nDietary needs: none\nAccess needs: none\nSession choice: data protection workshop` },
  { genre: 'kyc', text: `Event booking — {name}\nWheelchair space required: no\nDiet: vegetarian\nT-shirt size: M` },
  { genre: 'hr', text: `Diversity questionnaire — {name}\nEthnic group: Prefer not to say\nReligion: Prefer not to say\nSexual orientation: Prefer not to say` },
  { genre: 'chat', text: `Guys the match was madness, that striker dey play like a man possessed, the whole stadium was praying for a goal!` },
  { genre: 'chat', text: `Haha my boss is religious about the 8am meeting, nobody dares come late. Afterwards we had a party in the office for Efua's birthday.` },
  { genre: 'chat', text: `Could someone merge the union of the two spreadsheets? Also the party for the retirement is on Friday, bring a dish.` },
  { genre: 'news', text: `Statistics: in {year} the bureau recorded 14,200 convictions for theft nationwide, a fall of 6% on the previous year.` },
  { genre: 'news', text: `Court reporter: the new magistrates' courts building in {city} will open in March with six courtrooms and a children's waiting room.` },
  { genre: 'news', text: `Kriminalstatistik: Die Zahl der Einbrüche in {city} ist im vergangenen Jahr um zwölf Prozent gesunken.` },
  { genre: 'news', text: `Pharmacy price list: metformin 500 mg x 60 — 1,800; amlodipine 5 mg x 30 — 900; salbutamol inhaler — 2,500.` },
  { genre: 'news', text: `Product recall: batch 4471 of a paracetamol syrup is being withdrawn because of a labelling error. Return it to the shop.` },
  { genre: 'news', text: `Produktinformation: Das neue Blutzuckermessgerät speichert 500 Messwerte und zeigt Trends für sieben Tage an.` },
  { genre: 'news', text: `Biometric registration for the national ID will continue at the district office from Monday; bring your birth certificate.` },
  { genre: 'news', text: `Notice: the office will switch to fingerprint clocking from 1 July. Training sessions will be held in the canteen.` },
  { genre: 'news', text: `Aviso: a partir de junho, o aeroporto de {city} terá portas automáticas com reconhecimento facial para passageiros da UE.` },
  { genre: 'news', text: `Tangazo: Kanisa la {city} litakuwa na harambee ya kujenga shule Jumamosi. Wote mnakaribishwa.` },
  { genre: 'news', text: `Kennisgewing: die gemeente se basaar is Saterdag in die kerksaal. Koeke, pannekoek en boeke te koop.` },
  { genre: 'news', text: `Gemeindebrief: Der Gottesdienst am Sonntag beginnt ausnahmsweise um 11 Uhr; danach Kirchenkaffee im Gemeindehaus.` },
  { genre: 'news', text: `Sanarwa: Asibitin {city} za su yi allurar rigakafin shan inna kyauta ga yara 'yan kasa da shekara biyar daga Litinin.` },
  { genre: 'news', text: `Dawurubɔ: Ayaresabea no bɛyɛ mogya nhwehwɛmu kwa wɔ Memeneda; mmerɛ biara a wopɛ bra.` },
  { genre: 'news', text: `Komunikat: w przychodni w {city} ruszają bezpłatne badania cytologiczne dla kobiet w wieku 25–59 lat.` },
  { genre: 'news', text: `Ìkéde: Ẹgbẹ́ òṣèlú náà yóò ṣe ìpàdé ní gbọ̀ngàn ìlú {city} ní ọjọ́ Àbámẹ́ta.` },
  { genre: 'news', text: `Isaziso: inyunyana izoba nomhlangano omkhulu e-{city} ngoMgqibelo ukuxoxa ngamaholo.` },
  { genre: 'news', text: `Ankündigung: Die Gewerkschaft lädt alle Beschäftigten zur Betriebsversammlung am Donnerstag ein.` },
  { genre: 'hr', text: `Staff medical — {name}\nFit for duty. Blood pressure normal. Vision normal. No restrictions.` },
  { genre: 'hr', text: `Pre-employment health check — {name}\nResult: fit for work without restrictions\nNext review: two years` },
  { genre: 'hr', text: `Arbeitsmedizinische Vorsorge — {name}\nErgebnis: keine gesundheitlichen Bedenken\nNächste Untersuchung: {year}` },
  { genre: 'news', text: `Opinion: whichever party wins, the next government must fix the roads in {city} and pay nurses on time.` },
  { genre: 'news', text: `Editorial: coalition talks between the two largest parties continue; neither leader has ruled out a deal.` },
  { genre: 'news', text: `Tribune : le débat sur la réforme des retraites divise la gauche comme la droite.` },
  { genre: 'news', text: `Museum label: Benin bronzes, 16th century. The guild of brass casters worked for the royal court for generations.` },
  { genre: 'news', text: `Heritage walk: the route passes the old synagogue, the Malay quarter and the mosque built in 1798.` },
  { genre: 'news', text: `Reisgids: in {city} staan een kathedraal, een moskee en een synagoge binnen vijf minuten lopen van elkaar.` },
  { genre: 'news', text: `Genetics course advert: learn how DNA testing works, from genotypes to family trees. Six evening classes, certificate included.` },
  { genre: 'news', text: `Lab equipment for sale: PCR machine, two centrifuges and a DNA sequencer, good condition, buyer collects from {city}.` },
  { genre: 'news', text: `Workshop: biometrics and privacy — how fingerprints and face templates should be stored. Open to all data protection officers.` },
];
