// Held-out set 23 of the special-category labelled set (issue 15). Written in session 12 by an author independent
// of the detector (the fourteenth such author): before writing it the author read only the issue, the `Template`
// type and the first templates of templates-dev.ts (mark syntax, category letters), slots.ts, generate.ts, the
// usage header of bench/special.ts, test/bench/special-generate.test.ts and the header comment of
// templates-heldout22.ts (its grain rule, followed here so the sets are comparable; only the comment lines were
// printed, none of its templates). The author did NOT read src/detect/special/, src/lexicon/, the statute packs'
// special-category entries, the README's issue-15 sections, test/detect/special/ or any earlier set's templates or
// data, and never ran the detector or the bench on this set. To be read once on the rules of session 12's round,
// do not tune on it.
// Texts are the author's own, written from knowledge of real records and deliberately in registers earlier sets
// may not have used: pharmacy dispensing logs, prescriptions and medication plans, occupational-health and
// fitness-to-work notes, asylum and refugee case files, prison admission registers, parole and sentence records,
// payroll deductions (union check-off, tithe, zakat, church tax), baptism, mosque, gurdwara and parish registers,
// polling-agent and canvass lists, paternity, ancestry and pharmacogenomic reports, time-clock and access-control
// exports (fingerprint, face, iris, palm-vein, voice), call-centre notes, dating and social profiles, insurance
// underwriting questionnaires, school SEN/IEP and learner-support plans, court cause lists and rolls, news reports
// about a named person, JSON, FHIR, XML, YAML and key=value exports. Languages: English, Nigerian Pidgin, Hausa,
// Igbo, Yorùbá, Swahili, Twi, isiZulu, Sesotho, Afrikaans, French, German, Dutch, Portuguese and Polish; codes
// (ICD-10, ICD-11, SNOMED CT, HGVS), drug names with doses, party, union and denomination acronyms. Every person
// and number is fictional. The `genre` field keeps the six values of the `Template` type: pharmacy, OH, school,
// genetic and lab records are clinical; payroll, time-clock, minutes, vetting and job adverts are hr; insurance,
// KYC, enrolment, registers of members and polling lists are kyc; asylum, prison, parole and court records are
// court; call-centre notes and profiles are chat; notices, price lists, statistics and reports are news.
// Templates are written in threes so that each text sits in a fitting jurisdiction: with two fills per template,
// the first of each three is filled for NG and KE (Pidgin, Hausa, Igbo, Yorùbá, Swahili), the second for GH and
// ZA (Twi, isiZulu, Sesotho, Afrikaans), the third for the UK and the EU (French, German, Dutch, Portuguese,
// Polish).
// Grain rule (how the marks were placed, as in sets 17 to 22):
// - Mark the value that reveals the category about an identifiable person (the subject, or anyone else named or
//   identifiable by relation or reference number): the condition, symptom, finding, drug, procedure or
//   disability; the genotype, variant or DNA result; the biometric sample, template or its identifier; the
//   offence, charge, conviction, sentence or arrest; the party; the faith, congregation or religious practice;
//   the ethnic group, clan or population group; the orientation; the union or union office. Not whole
//   sentences, not headings, not field labels; a code and its expansion are marked separately when both are
//   written.
// - Patient, clinic and HIV-care numbers assigned for health purposes are marked H (GDPR recital 35); other
//   identifiers (court and charge numbers, CAS numbers, inmate and staff numbers, NINs, SIM numbers, policy and
//   union membership numbers) are not.
// - Negated, normal or empty results are not marked: a negative or non-reactive test, "no criminal record",
//   "no trace", "none", "not a member", "not enrolled", "Prefer not to say", declining to join a union, options
//   left unticked on a form. A stated absence of belief ("atheist") is a philosophical belief and is marked R.
// - Clinicians, officers, priests, imams, witnesses, counsel and victims named beside the subject are not marked
//   for their job or for what was done to them; category words inside names of organisations, places, products,
//   courses and job titles are not marked unless they state the person's own membership or attendance. A
//   language spoken is not an ethnic group; a nationality or state of origin is not an ethnic group.
// - Statements about groups, statistics, policies, job adverts, products, price lists, places and headlines are
//   negatives (no marks).
import type { Template } from './templates-dev.js';

export const HELDOUT23_TEMPLATES: Template[] = [
  // Pharmacy dispensing logs, prescriptions, medication plans
  { genre: 'clinical', text: 'DISPENSING LOG — {city} community pharmacy\n09:14 | Rx 22817 | {name} | [[H:TDF/3TC/DTG 300/300/50mg]] x30 | refill 4 of 6 | ART no. [[H:{hosp}]]\n09:21 | Rx 22818 | walk-in | Paracetamol 500mg x24 | OTC' },
  { genre: 'clinical', text: 'Rx\nPatient: {name}   Age: {n}\nFolder no: [[H:{hosp}]]\n[[H:Metformin 850mg]] bd x 30/7\n[[H:Gliclazide 80mg]] mane\nDx: [[H:T2DM]] ([[H:E11.9]])\nPrescriber: Dr K. Asare' },
  { genre: 'clinical', text: 'Repeat dispensing record — {name}\nItem 1: [[H:Sertraline 100mg tablets]] x28\nItem 2: [[H:Levothyroxine 50 micrograms]] x28\nPharmacist note: patient asked whether St John\'s wort is safe with item 1 — advised not to combine.' },

  { genre: 'chat', text: 'Abeg chemist, my oga {first} don take [[H:Coartem]] finish but the [[H:malaria]] no gree commot, e fit add [[H:Ampiclox]]?' },
  { genre: 'clinical', text: 'Chronic medicine collection slip\nName: {name}\nPick-up point: {city} central pharmacy\nParcel: [[H:TLD]] x 3 months; [[H:Amlodipine 5mg]]\nCondition code: [[H:B24]]' },
  { genre: 'clinical', text: 'Medikationsplan für {name}\n[[H:Ramipril 5 mg]] 1-0-0\n[[H:Bisoprolol 2,5 mg]] 1-0-0\n[[H:Atorvastatin 20 mg]] 0-0-1\nGrund: [[H:arterielle Hypertonie]] ([[H:I10]]), [[H:Hypercholesterinämie]]' },

  { genre: 'news', text: 'PRICE LIST — {city} Medical Stores\nArtemether/Lumefantrine 20/120 x24 .......... 1,800\nMetformin 500mg x100 .......... 2,400\nAmlodipine 10mg x28 .......... 1,150\nAll prices VAT inclusive. Prescription items require a valid Rx.' },
  { genre: 'news', text: 'Die apteek in {city} het nou Panado, Disprin en Corenza C op voorraad; chroniese medikasie kan elke maand by die toonbank afgehaal word.' },
  { genre: 'news', text: 'Formulary update: dolutegravir 50 mg film-coated tablets replace efavirenz-based regimens for new starters from 1 April; stock of salbutamol inhalers is expected next week.' },

  // Occupational health and fitness to work
  { genre: 'clinical', text: 'OCCUPATIONAL HEALTH — pre-placement assessment\nEmployee: {name}, staff no. 40418\nOutcome: fit with restrictions — [[H:epilepsy]] controlled on [[H:sodium valproate 500mg bd]]; no work at heights, no driving of plant.' },
  { genre: 'clinical', text: 'Certificate of fitness (mine medical)\nWorker: {name}, {n} yrs\nChest X-ray: [[H:silicosis, ILO 1/1]]\nAudiometry: [[H:noise-induced hearing loss]], 35 dB L\nOutcome: unfit for underground work' },
  { genre: 'hr', text: 'OH advice to line manager re {name}: recovering from a [[H:hysterectomy]] and reports [[H:long COVID]] fatigue; recommend a phased return over four weeks. The disability provisions of the Equality Act are likely to apply.' },

  { genre: 'hr', text: 'Fitness-to-work note: driver {name} fails the eyesight standard — [[H:diabetic retinopathy]] in both eyes — and should not drive company vehicles until reviewed by an ophthalmologist.' },
  { genre: 'hr', text: 'Return-to-work interview\nEmployee: {name}\nAbsence: 14 days\nReason given: [[H:miscarriage]]\nSupport: EAP referral offered' },
  { genre: 'clinical', text: 'Arbeitsmedizinische Vorsorge — {name}: [[H:Kontaktdermatitis]] an beiden Händen durch Latex; Empfehlung: latexfreie Handschuhe, erneute Vorstellung in 6 Monaten.' },

  { genre: 'hr', text: 'Pre-employment medical: all new drivers must pass a vision test and a drug screen before the transport office in {city} issues them a company licence.' },
  { genre: 'hr', text: 'VACANCY: Occupational Health Nurse, {city} smelter. Duties: audiometry, spirometry, TB screening of staff, HIV counselling and testing. Apply by 30 June.' },
  { genre: 'hr', text: 'Occupational health referral — {name}\nAny underlying condition affecting work? [ ] Yes [X] No\nAdjustments needed: none\nOutcome: fit for full duties.' },

  // Asylum and refugee case files
  { genre: 'court', text: 'RSD interview record\nApplicant: {name}\nBasis of claim: fears persecution as a [[S:gay]] man; states he was [[C:arrested]] in {year} and [[C:held for 11 days]] before release on bail.' },
  { genre: 'court', text: 'Asylum file note: {name} says she fled after her brother, an organiser for the [[P:Movement for Democratic Change]], was abducted; she herself is [[E:Ndebele]] and was threatened at a rally.' },
  { genre: 'court', text: 'Screening interview\nName: {name}\nNationality: Eritrean\nReligion: [[R:Pentecostal]]\nEthnic group: [[E:Tigrinya]]\nReason for claim: evaded conscription; [[R:worshipped in an unregistered house church]].' },

  { genre: 'court', text: 'Maelezo ya mwombaji hifadhi: {name} anasema alikimbia nchi yake kwa sababu yeye ni [[E:Banyamulenge]] na anasali katika kanisa la [[R:Kimethodisti]].' },
  { genre: 'court', text: 'Refugee status decision — {name}\nFinding: the applicant\'s account of detention for membership of the [[P:Oromo Liberation Front]] is credible; his [[E:Oromo]] ethnicity is accepted.' },
  { genre: 'court', text: 'Décision sur la demande d\'asile — {name}\nMotifs: la requérante craint des persécutions en raison de son [[S:homosexualité]] et de sa conversion au [[R:christianisme]].' },

  { genre: 'news', text: 'UNHCR says more than 600,000 refugees are hosted in camps near the border, most fleeing conflict; Somali and South Sudanese arrivals rose again in {year}.' },
  { genre: 'court', text: 'Asylum seeker permit renewal\nName: {name}\nCountry of origin: DRC\nPersecution ground claimed: [ ] race [ ] religion [ ] political opinion [X] other (economic)\nOutcome: referred to standing committee' },
  { genre: 'news', text: 'The tribunal ruled that an applicant\'s faith may be tested by asking about practice rather than doctrine; the guidance applies to all claims based on religious conversion.' },

  // Prison admission, parole, sentence records
  { genre: 'court', text: 'Correctional Centre — Admission Register\nInmate no: MCC/{year}/0914\nName: {name}\nOffence: [[C:{offence}]]\nStatus: [[C:awaiting trial]]\nCourt: Magistrate Court, {city}' },
  { genre: 'court', text: 'Parole board recommendation\nOffender: {name}\nSentence: [[C:15 years for {offence}]]\nServed: 8 years 2 months\nRecommendation: [[C:release on parole]] with electronic monitoring' },
  { genre: 'court', text: 'Sentence summary: {name} is [[C:serving an indeterminate sentence]] following a [[C:conviction for manslaughter]]; he was [[C:released on licence]] in {year} and recalled after a breach.' },

  { genre: 'court', text: 'Rekodi ya gereza: {name} [[C:alifungwa jela miaka mitatu]] kwa [[C:wizi wa mifugo]]; anatarajiwa kuachiliwa mwaka ujao.' },
  { genre: 'court', text: 'Gevangenerekord — {name}, gevangene nr. 2209/{year}\nMisdaad: [[C:huisbraak]]\nVonnis: [[C:vyf jaar gevangenisstraf]], twee jaar opgeskort' },
  { genre: 'court', text: 'Zakład karny — karta osadzonego\nNazwisko: {name}\nPrzestępstwo: [[C:kradzież z włamaniem]] ([[C:art. 279 § 1 k.k.]])\nKara: [[C:2 lata pozbawienia wolności]]' },

  { genre: 'news', text: 'The Controller-General said custodial centres hold about 80,000 inmates and that seven in ten are awaiting trial; he urged courts to speed up armed robbery and kidnapping cases.' },
  { genre: 'court', text: 'Visitor log — {city} Correctional Centre\n10:05 {name}, visiting as legal representative, practice no. 4471\n10:40 {name} signed out' },
  { genre: 'hr', text: 'Job advert: Prison officer, {city} remand centre. You will supervise people held for offences ranging from theft to murder. Shift allowance paid.' },

  // Payroll deductions
  { genre: 'hr', text: 'PAYSLIP  NOV {year}\nEmployee: {name}\nBasic 185,000.00\nPAYE -14,220.00\nPension -14,800.00\n[[U:{union}]] check-off -1,850.00\nCo-op savings -5,000.00' },
  { genre: 'hr', text: 'Payroll deduction authority: I, {name}, authorise the deduction of my [[R:tithe]] (10% of net pay) in favour of the [[R:Church of Pentecost]], {city} district.' },
  { genre: 'hr', text: 'Entgeltabrechnung {name}\nBrutto 3.840,00 €\nLohnsteuer 512,33 €\nKirchensteuer [[R:rk]] 41,02 €\nGewerkschaftsbeitrag [[U:IG Metall]] 38,40 €' },

  { genre: 'hr', text: 'salary_deductions.csv\nstaff_no,name,item,amount\n2231,{name},[[R:zakat]],12500\n2231,{name},[[U:{union}]] dues,1500\n2232,J. Audu,staff bus,3000' },
  { genre: 'hr', text: 'Stop-order form: please deduct R85 monthly from the salary of {name} for membership of [[U:{union}]], with effect from March {year}.' },
  { genre: 'hr', text: 'Payroll query from {name}: "Why has my [[U:{union}]] subscription been taken twice this month? I only joined in October."' },

  { genre: 'hr', text: 'Circular: check-off of union dues for junior staff resumes in January following the agreement with the unions; staff who are not members will see no deduction.' },
  { genre: 'hr', text: 'Payslip — {name}\nBasic 18 400\nUIF -184\nMedical aid -1 950\nUnion subscription: none\nNet 15 100' },
  { genre: 'hr', text: 'Employee {name} asked whether the company deducts church tax; HR replied that it applies only to registered members of a church and that she is recorded as not liable.' },

  // Church, mosque, gurdwara and parish registers
  { genre: 'kyc', text: 'BAPTISMAL REGISTER — St Mary\'s Parish, {city}\nEntry 214: {name}, born 12/03/{year}\nRite: [[R:Roman Catholic]], infant baptism\nMinister: Fr. P. Eze' },
  { genre: 'kyc', text: 'Asafo nkrataa — {city}\nDin: {name}\nAsafo: [[R:Methodist]], Wesley circuit\nDwumadi: [[R:class leader]]' },
  { genre: 'kyc', text: 'Mosque membership — {city} Central Masjid\nName: {name}\nMadhhab: [[R:Hanafi]]\nRevert: [[R:took shahada]] in {year}\nZakat via payroll: yes' },

  { genre: 'chat', text: 'Ẹlẹ́sìn [[R:Mùsùlùmí]] ni {first}, [[R:ó máa ń lọ sí mọ́ṣálásí]] lọ́jọ́ Jímọ̀ọ̀, ṣùgbọ́n ìyàwó rẹ̀ jẹ́ [[R:Kìrìstẹ́nì]].' },
  { genre: 'kyc', text: 'Kerkregister: {name} is [[R:belydende lidmaat]] van die [[R:NG gemeente]] {city}-Oos sedert {year}.' },
  { genre: 'kyc', text: 'Gurdwara sangat register — {city}\nName: {name}\nStatus: [[R:Amritdhari Sikh]]\nSeva: langar, Sundays' },

  { genre: 'news', text: 'Traffic alert: the road beside the Central Mosque in {city} will be closed on Friday afternoon; motorists should use the route past St Paul\'s Cathedral.' },
  { genre: 'kyc', text: 'Delivery address: Shop 4, opposite Holy Trinity Anglican Church, {city}. Recipient: {name}.' },
  { genre: 'news', text: 'Census {year}: 46% of residents of {city} described themselves as Christian, 37% as having no religion and 6% as Muslim.' },

  // Polling agents, canvass lists, party offices
  { genre: 'kyc', text: 'Polling agents list — Polling Unit 014, Ward 07, {city}\nAgent: {name} — [[P:{party}]]\nPhone: 0803 555 0147' },
  { genre: 'kyc', text: 'Accreditation card\nCounting agent: {name}\nParty: [[P:{party}]]\nVoting station: {city} Town Hall\nValid for the {year} elections' },
  { genre: 'kyc', text: 'Canvass return, Ward 3\n12 Elm Rd — {name} — [[P:{party}]] promise, postal voter\n14 Elm Rd — R. Hale — against\n16 Elm Rd — no answer' },

  { genre: 'chat', text: 'Na [[P:{party}]] my papa {first} dey support since 1999, e dey go every rally for {city}.' },
  { genre: 'chat', text: 'U-{first} ulilungu le-[[P:{party}]], usebenza njengevolontiya ngosuku lokuvota e-{city}.' },
  { genre: 'hr', text: 'Declaration of political activity (politically restricted post)\nName: {name}\nParty membership: [[P:{party}]]\nOffices held: [[P:branch treasurer]] since {year}' },

  { genre: 'news', text: 'Opinion poll: 41% of respondents in {city} would vote for the ruling party, 33% for the main opposition and 26% were undecided.' },
  { genre: 'news', text: 'The electoral commission has published the list of registered parties and the deadline for nomination papers; parties must submit agents\' names a week before polling day.' },
  { genre: 'kyc', text: 'PEP screening result\nName: {name}\nPolitically exposed: [ ] Yes [X] No\nParty affiliation: none declared\nMatches: 0' },

  // Paternity, ancestry, clinical and pharmacogenomic reports
  { genre: 'clinical', text: 'DNA PATERNITY REPORT\nAlleged father: {name}\nChild: Baby O.\nLoci tested: 21 STR\nCombined Paternity Index: [[G:48,210]]\nProbability of paternity: [[G:99.998%]]' },
  { genre: 'clinical', text: 'Ancestry results for {name}: [[G:62% Ghana & Côte d\'Ivoire]], [[G:21% Nigeria]], [[G:9% Senegambia]]; maternal haplogroup [[G:L2a1]].' },
  { genre: 'clinical', text: 'Genetics clinic letter: {name} carries the pathogenic [[G:BRCA2 c.5946delT]] variant. Her sister has since tested [[G:positive for the same variant]].' },

  { genre: 'clinical', text: 'Premarital screening — {name}\nHb electrophoresis: [[G:AS]]\nPartner: [[G:AS]]\nCounselling: 1 in 4 risk per pregnancy explained to both.' },
  { genre: 'clinical', text: 'Pharmacogenomic panel — {name}\n[[G:CYP2C19 *2/*2]] ([[G:poor metaboliser]]): avoid clopidogrel\n[[G:HLA-B*58:01]] [[G:positive]]: avoid allopurinol' },
  { genre: 'clinical', text: 'Humangenetischer Befund — {name}\nUntersuchung: Exomsequenzierung\nErgebnis: heterozygote Variante [[G:c.1521_1523delCTT]] im CFTR-Gen, [[G:Anlageträgerin für Mukoviszidose]]' },

  { genre: 'court', text: 'Court-ordered DNA test: samples from {name} and the child were analysed at the {city} forensic laboratory; the report shows [[G:a match at all 15 loci]] and the court accepted paternity.' },
  { genre: 'clinical', text: 'Newborn screening — baby of {name}: [[G:FS]] pattern on IEF, confirm at 6 weeks; [[H:sickle cell disease]] suspected.' },
  { genre: 'clinical', text: 'Rapport génétique — {name}\nMutation [[G:HFE C282Y]] à l\'état [[G:homozygote]]\nConclusion: [[H:hémochromatose héréditaire]] confirmée' },

  { genre: 'news', text: 'About 150,000 babies are born with sickle cell disease in the country every year; genotype testing before marriage is encouraged by churches and mosques.' },
  { genre: 'kyc', text: 'DNA test price list — {city} laboratory\nPaternity (peace of mind): 2 500\nLegal chain of custody: 3 800\nAncestry: 1 900\nResults in 10 working days.' },
  { genre: 'clinical', text: 'Genetic test result — {name}\nBRCA1/BRCA2 full gene sequencing: no pathogenic variant detected\nInterpretation: population risk' },

  // Time-clock and access-control exports, enrolment slips
  { genre: 'hr', text: 'TIME & ATTENDANCE EXPORT\nemp_id,name,method,template_id,time_in\n1142,{name},[[B:fingerprint]],[[B:FPT-00918-R2]],07:58\n1143,Visitor,card,-,08:03' },
  { genre: 'hr', text: 'Access control log — Gate 2\n2024-03-11 06:41:07 | {name} | [[B:face match]] 0.97 | GRANTED\n2024-03-11 06:41:55 | visitor pass 33 | PIN | GRANTED' },
  { genre: 'kyc', text: 'Voice ID enrolment\nCustomer: {name}\n[[B:Voiceprint]] created 14/05/{year}\nTemplate ref: [[B:VP-77120-3]]\nConsent: recorded on call' },

  { genre: 'kyc', text: 'ts=2024-05-02T10:12:44Z svc=kyc action=enrol user="{name}" modality=[[B:iris]] template_ref=[[B:IRS-5521-0098]] quality=88 result=ok' },
  { genre: 'hr', text: 'Memo: {name} cannot clock in because the scanner no longer reads her [[B:fingerprints]] after [[H:burns to both hands]]; the supervisor will log her hours manually.' },
  { genre: 'kyc', text: 'Toegangsregistratie — {name}\nMethode: [[B:gezichtsherkenning]]\nSjabloon-ID: [[B:GZ-4471-09]]\nIngeschreven: {city}, {year}' },

  { genre: 'kyc', text: 'NIN enrolment slip\nName: {name}\nTracking ID: 8KX2-99Q1\n[[B:Ten fingerprints]] captured; [[B:facial image]] captured\nEnrolment centre: {city}' },
  { genre: 'kyc', text: 'Bank app log: {name} enabled [[B:Face ID]] login on 03/02/{year}; [[B:liveness check]] passed.' },
  { genre: 'hr', text: 'Zeiterfassung: Mitarbeiter {name}, Personalnr. 5512, stempelt per [[B:Handvenenscan]] (Template [[B:HV-220-7]]) am Tor Süd.' },

  { genre: 'hr', text: 'Tender: supply and installation of 40 biometric time clocks with fingerprint and face readers for the {city} state secretariat.' },
  { genre: 'kyc', text: 'Branch notice: from 1 July all customers must verify their identity with a fingerprint scan at the teller; bring your ID book.' },
  { genre: 'kyc', text: 'Enrolment record — {name}\nFingerprint capture: not performed (declined)\nFace image: not performed\nPIN set: yes' },

  // Call-centre notes
  { genre: 'chat', text: 'Call note 14:22 — customer {name} asked to defer her loan repayment; says she is [[H:on dialysis]] three times a week after [[H:kidney failure]]. 60-day holiday agreed.' },
  { genre: 'chat', text: 'Funeral policy call — caller {name} wants to add his mother, who is a member of the [[R:Zion Christian Church]]; the church burial society will cover the tent.' },
  { genre: 'chat', text: 'CRM note: {name} asked us not to call on Saturdays because he [[R:keeps Shabbat]]. Preference flag added.' },

  { genre: 'chat', text: 'Wakala wa huduma: mteja {name} alipiga simu akisema amelazwa hospitalini na [[H:kifua kikuu]], na alianza dawa za [[H:RHZE]] wiki iliyopita.' },
  { genre: 'chat', text: 'Inbound call — {name} (policy 55-2210) reports that her husband was [[C:arrested]] for [[C:{offence}]] and asks whether the vehicle cover is affected.' },
  { genre: 'chat', text: 'Call summary: {name} rang about her payment holiday. She mentioned she was [[H:sectioned]] in March and missed two instalments.' },

  { genre: 'chat', text: 'Call note: {name} from the {city} branch asked for the HIV awareness posters to be reprinted before World AIDS Day.' },
  { genre: 'chat', text: 'Inbound call — {name} asked whether the hospital cash plan covers malaria admissions; the agent explained that all admissions over 24 hours are covered.' },
  { genre: 'chat', text: 'Live chat: "Do your stores sell halal or kosher products?" — agent {name} replied that the {city} branch stocks both.' },

  // Dating and social profiles
  { genre: 'chat', text: 'Profile: {first}, {n}\nAbout me: [[S:bi]] guy in {city}, discreet, loves football and Afrobeats. Looking for something real.' },
  { genre: 'chat', text: 'Bio: {first} 🌈 | [[S:lesbian]] | {city} | she/her | amapiano & hiking' },
  { genre: 'chat', text: 'Profil: {first}, {n} Jahre, [[S:schwul]], sucht Mann für etwas Festes in {city}. Nichtraucher.' },

  { genre: 'chat', text: 'Rafiki yangu {first} ni [[S:shoga]] lakini familia yake haijui, tafadhali usimwambie mtu.' },
  { genre: 'chat', text: 'Ek het vir my ma gesê van {first} — sy weet nou ek is [[S:lesbies]] en sy praat nie met my nie.' },
  { genre: 'hr', text: 'Equality monitoring (confidential)\nName: {name}\nSexual orientation: [ ] Heterosexual [X] [[S:Gay man]] [ ] Bisexual [ ] Prefer not to say\nReligion: [X] [[R:Sikh]]' },

  { genre: 'court', text: 'Charge sheet: {name} and another man [[C:charged]] with [[C:carnal knowledge against the order of nature]] under [[C:s.214 Criminal Code]]; the prosecution alleges a [[S:same-sex relationship]].' },
  { genre: 'news', text: 'Singer {name} confirmed on Sunday that she is [[S:bisexual]] and has been dating a woman for two years.' },
  { genre: 'kyc', text: 'Ankieta dla par — {first}\nOrientacja: [[S:biseksualna]]\nPartnerka: Magda, 31\nMiasto: {city}' },

  { genre: 'news', text: 'A new survey found that most young adults in {city} support decriminalising same-sex relationships, though older respondents were split.' },
  { genre: 'chat', text: 'Pride month reading list: novels by gay and lesbian writers from across the continent, available at the {city} library.' },
  { genre: 'hr', text: 'Equality monitoring form — {name}\nSexual orientation: [ ] Heterosexual [ ] Gay/lesbian [ ] Bisexual [X] Prefer not to say' },

  // Insurance underwriting questionnaires
  { genre: 'kyc', text: 'Life cover — medical questionnaire\nApplicant: {name}\nQ4 High blood pressure? [X] Yes — [[H:hypertension]] since {year}, on [[H:nifedipine 20mg]]\nQ5 Diabetes? [ ] Yes [X] No\nQ6 HIV test in last 5 years? [X] Yes — result: [[H:reactive]]' },
  { genre: 'kyc', text: 'Underwriting note: {name} disclosed that his father has [[H:Huntington\'s disease]]; the applicant has not had a predictive test. Refer to CMO.' },
  { genre: 'kyc', text: 'Income protection — GP report extract\nPatient: {name}\nHistory: [[H:L4/5 disc prolapse]] ({year}); [[H:generalised anxiety disorder]] ([[H:F41.1]]), treated with [[H:CBT]]\nSmoker: no' },

  { genre: 'kyc', text: 'HMO enrolment — dependants\nPrincipal: {name}\nSpouse: [[H:pregnant]], EDD 14/09\nChild 1: [[H:sickle cell anaemia]], registered at [[H:{hosp}]]' },
  { genre: 'kyc', text: 'Motor claim form\nDriver: {name}\nConvictions in the last 5 years? [X] Yes — [[C:driving under the influence]] ({year}), [[C:fine and 12-month suspension]]' },
  { genre: 'kyc', text: 'Questionnaire de santé — assurance emprunteur\nNom: {name}\nTraitement de plus de 30 jours? Oui — [[H:Lévothyrox]] pour [[H:hypothyroïdie]]\nArrêt de travail de plus de 21 jours? Non' },

  { genre: 'news', text: 'New plan: cover for malaria, typhoid and maternity from day one; HIV treatment covered after a 12-month waiting period. Premiums from 4,500 per month.' },
  { genre: 'kyc', text: 'Medical aid application — {name}\nChronic conditions: none\nHospital admissions in last 2 years: none\nPregnant: No' },
  { genre: 'kyc', text: 'Travel insurance declaration — {name}\nPre-existing medical conditions: [ ] Yes [X] No\nMedication taken regularly: none' },

  // School SEN, IEP and learner-support plans
  { genre: 'clinical', text: 'IEP — learner: {name}, Primary 4\nNeeds: [[H:dyslexia]]; [[H:ADHD]] (diagnosed {year}), on [[H:methylphenidate 10mg]] mornings\nSupport: extra time, front seat, reading buddy' },
  { genre: 'clinical', text: 'Learner support profile (SIAS)\nLearner: {name}\nBarrier to learning: [[H:moderate hearing impairment]], wears [[H:bilateral hearing aids]]\nReferred to the district-based support team' },
  { genre: 'clinical', text: 'SEN support plan — {name}, Year 7\nPrimary need: [[H:ASD]] ([[H:autism spectrum disorder]])\nMedical: [[H:type 1 diabetes]], carries an [[H:insulin pen]]; staff trained to manage hypos.' },

  { genre: 'clinical', text: 'School nurse log — {city} Girls Secondary\n10:20 {name} (JSS2): [[H:asthma attack]] during PE, given [[H:salbutamol]] 2 puffs, parent called.' },
  { genre: 'clinical', text: 'Ondersteuningsplan — leerder {name}, graad 5\nDiagnose: [[H:serebrale verlamming]] ([[H:spastiese diplegie]]); gebruik \'n [[H:rolstoel]]\nAanpassings: klaskamer op die grondvloer' },
  { genre: 'clinical', text: 'Plan d\'accompagnement personnalisé — élève {name}, CM2\nTroubles: [[H:dyspraxie]] et [[H:dysorthographie]]\nAménagements: ordinateur en classe, tiers temps aux évaluations' },

  { genre: 'news', text: 'The state ministry of education will train 300 teachers in inclusive education for learners with autism, dyslexia and visual impairment this term.' },
  { genre: 'news', text: 'Notice: the {city} school for the deaf invites parents to its open day on Saturday; sign language interpreters will be present.' },
  { genre: 'clinical', text: 'School health check — {name}, Year 3\nVision: normal\nHearing: normal\nSEN register: not on register' },

  // Court cause lists and rolls
  { genre: 'court', text: 'CAUSE LIST — High Court, {city}, Court 3\n1. Charge No. HC/CR/112/{year} — State v. {name} — [[C:{offence}]] — trial continues\n2. Suit No. HC/441/{year} — Ade v. Bisi — land dispute — mention' },
  { genre: 'court', text: 'Court roll, Regional Court {city}\n10:00  S v {name}  [[C:rape]]  CAS 412/05/{year}  postponed for forensic report\n11:30  Mokoena v Mokoena  divorce  settled' },
  { genre: 'court', text: 'Magistrates\' court list, {city}\n{name} (b. 1988) — [[C:assault by beating]], [[C:s.39 Criminal Justice Act 1988]] — plea: guilty — adjourned for pre-sentence report' },

  { genre: 'court', text: 'Orodha ya kesi — Mahakama ya Hakimu, {city}\nKesi ya Jinai Na. 881/{year}: Jamhuri dhidi ya {name} — [[C:unyang\'anyi wa kutumia nguvu]] — kutajwa' },
  { genre: 'court', text: 'Hofrol — Landdroshof {city}\n1. Staat teen {name}: [[C:bedrog]] (R 2,4 miljoen) — uitgestel tot 14 Mei\n2. Staat teen P. Jacobs: [[C:diefstal]] — [[C:skuldig bevind]]' },
  { genre: 'court', text: 'Terminliste Amtsgericht {city}, Saal 2\n09:00 Strafsache gegen {name} wegen [[C:Betrug]] ([[C:§ 263 StGB]])\n10:30 Zivilsache Huber ./. Kaya — Mietrückstand' },

  { genre: 'court', text: 'CAUSE LIST — Federal High Court {city}\n1. Suit FHC/CS/204/{year} — Zenith Traders Ltd v. Customs Service — judgment\n2. Suit FHC/CS/87/{year} — {name} v. Registrar of Trade Marks — hearing' },
  { genre: 'court', text: 'Witness statement: I, {name}, am the branch manager. On the night of the robbery I arrived at 22:10 and found the safe open; I did not see the intruders.' },
  { genre: 'news', text: 'Recorded crime in {city} fell by 6% last year; burglary and vehicle theft fell most, while fraud offences rose by a third.' },

  // News reports about a named person
  { genre: 'news', text: 'Ex-commissioner {name} was [[C:arraigned]] on a 12-count charge of [[C:{offence}]] at the High Court in {city} on Tuesday; he pleaded not guilty and was granted bail.' },
  { genre: 'news', text: 'Former deputy minister {name} has defected to the [[P:{party}]], ending twenty years in its main rival, and will stand for the party in {city}.' },
  { genre: 'news', text: 'Footballer {name} has spoken for the first time about being [[S:gay]], saying he hid it from team-mates for ten years.' },

  { genre: 'news', text: 'Sanata {name} ta tabbatar cewa ta koma jam\'iyyar [[P:{party}]] bayan ganawa da shugabannin jam\'iyyar a {city}.' },
  { genre: 'news', text: 'Businessman {name}, who was [[C:convicted of tax evasion]] in {year}, has been appointed to the board of a {city} investment firm.' },
  { genre: 'news', text: 'Le député {name}, [[R:catholique pratiquant]], a voté contre le texte; il est membre des [[P:Républicains]] depuis 2012.' },

  { genre: 'news', text: 'The {party} will hold its national convention in {city} next month; the party says 4,000 delegates are expected.' },
  { genre: 'news', text: 'Dr {name}, head of infectious diseases at the teaching hospital, said tuberculosis cases rose 12% in {year} and urged anyone with a cough lasting two weeks to get tested.' },
  { genre: 'news', text: 'Headline: "Rail strike shuts down {city} network" — union members walked out over pay on Monday, with more action planned.' },

  // JSON, FHIR and XML exports
  { genre: 'clinical', text: '{"patient_id":"[[H:{hosp}]]","name":"{name}","hiv_status":"[[H:positive]]","regimen":"[[H:TDF/3TC/DTG]]","viral_load":"[[H:48 copies/mL]]"}' },
  { genre: 'hr', text: '<member><name>{name}</name><union>[[U:{union}]]</union><branch>{city}</branch><role>[[U:shop steward]]</role></member>' },
  { genre: 'court', text: '{"subject":"{name}","check_level":"enhanced","disclosures":[{"offence":"[[C:theft by employee]]","date":"2016-04-02","disposal":"[[C:conditional discharge, 12 months]]"}]}' },

  { genre: 'kyc', text: '<customer id="C-11820"><name>{name}</name><religion>[[R:{rel}]]</religion><ethnicity>[[E:{eth}]]</ethnicity><city>{city}</city></customer>' },
  { genre: 'clinical', text: '{"resourceType":"Condition","subject":{"display":"{name}"},"code":{"coding":[{"system":"SNOMED CT","code":"[[H:44054006]]","display":"[[H:Diabetes mellitus type 2]]"}]}}' },
  { genre: 'hr', text: '<employee><name>{name}</name><orientation>[[S:bisexual]]</orientation><disability>none</disability><union_member>false</union_member></employee>' },

  // key=value and YAML logs
  { genre: 'kyc', text: 'level=info event=member.update member="{name}" field=denomination old=null new="[[R:Anglican]]" by=parish_admin' },
  { genre: 'court', text: 'audit: user={name} case=ROW-{year}-4471 flag=[[C:registered sex offender]] source=police_notification' },
  { genre: 'hr', text: 'sso.log 2024-09-01T08:00:12Z user="{name}" factor=[[B:voice]] match=0.91 device=desk-phone-118 status=ALLOW' },

  { genre: 'clinical', text: 'name: {name}\nward: female medical\nadm_dx: [[H:CCF]] ([[H:congestive cardiac failure]])\nallergies: [[H:penicillin]]\nnok: husband' },
  { genre: 'hr', text: 'employee: {name}\nunion: [[U:{union}]]\nunion_role: none\ndeduction_code: D14\nstart: {year}-03-01' },
  { genre: 'kyc', text: 'screening_hit:\n  name: {name}\n  list: domestic PEP\n  role: councillor\n  party: [[P:{party}]]\n  adverse_media: [[C:charged with bribery]] ({year})' },

  { genre: 'kyc', text: 'ts=2024-05-02T10:15:02Z svc=kyc action=enrol user="{name}" modality=none reason=device_offline result=retry' },
  { genre: 'hr', text: 'employee: {name}\nunion: not a member\nreligion: not recorded\nethnicity: not recorded\nstart: {year}-07-01' },
  { genre: 'clinical', text: 'name: {name}\nhiv_test: non-reactive\nhbsag: negative\ncovid_pcr: not detected\nresult_date: 2024-02-14' },

  // Trade union offices, check-off, strike and recognition records
  { genre: 'hr', text: 'Minutes of the branch meeting: Comrade {name} was elected [[U:{union}]] [[U:branch secretary]] for {city}; the meeting thanked the outgoing chair.' },
  { genre: 'hr', text: 'Disciplinary hearing: employee {name} will be represented by his [[U:{union}]] shop steward.' },
  { genre: 'hr', text: 'Lidmaatschap: {name} is sinds {year} lid van de [[U:FNV]] en [[U:kaderlid]] bij de afdeling Metaal.' },

  { genre: 'chat', text: 'My broda {first} don join [[U:{union}]] since last year, e dey pay dues every month and dem make am [[U:welfare officer]] for di branch.' },
  { genre: 'chat', text: 'U-{first} uyilungu le-[[U:{union}]] kusukela ngo-{year}, ukhokha imali yenyunyana njalo ngenyanga.' },
  { genre: 'hr', text: 'Désignation: M. {name}, [[U:délégué syndical]] [[U:CGT]], désigné le 4 mars {year} pour l\'établissement de {city}.' },

  { genre: 'hr', text: 'Strike register — {city} General Hospital\nStaff absent on strike 12/06: {name} ([[U:{union}]])\nNon-striking staff on duty: 14' },
  { genre: 'hr', text: 'Check-off list, {city} district\nName: {name}\nUnion: [[U:{union}]]\nMembership no.: 88120\nRate: 1% of basic' },
  { genre: 'hr', text: 'Recognition ballot: {name} signed a membership form for [[U:{union}]] on 3 May and agreed to act as [[U:workplace rep]] for the night shift.' },

  { genre: 'news', text: 'The {union} has given the government a 21-day ultimatum over unpaid allowances and threatened a nationwide strike.' },
  { genre: 'hr', text: 'Job advert: organiser wanted by a national trade union federation; experience in collective bargaining, labour law and recruiting members required. Based in {city}.' },
  { genre: 'hr', text: 'New starter form — {name}\nDo you wish to join a trade union? [ ] Yes [X] No\nPension scheme: opted in' },

  // Ethnic origin: certificates, equity forms, clans, self-description
  { genre: 'kyc', text: 'CERTIFICATE OF ORIGIN\nThis is to certify that {name} is an indigene of {city} and is [[E:{eth}]] by tribe.\nIssued by the Local Government Secretary' },
  { genre: 'kyc', text: 'Employment equity form\nName: {name}\nPopulation group: [X] [[E:Coloured]] [ ] African [ ] Indian [ ] White\nDisability: [ ] Yes [X] No' },
  { genre: 'hr', text: 'Equality monitoring — {name}\nEthnic group: [[E:Black British – Caribbean]]\nReligion: [[R:Rastafari]]' },

  { genre: 'chat', text: '{first} bụ onye [[E:Igbo]] si Nsukka, ma nwunye ya bụ onye [[E:Yoruba]] si Ọyọ.' },
  { genre: 'chat', text: 'Me yɛ [[E:Ewe]], na me kunu yɛ [[E:Asante]]; yɛn mma ka Twi ne Ewe nyinaa.' },
  { genre: 'kyc', text: 'Ficha de cliente\nNome: {name}\nOrigem étnica: [[E:cigana]]\nReligião: [[R:evangélica]]' },

  { genre: 'court', text: 'Letter from the clan elders: we confirm that {name} belongs to the [[E:{eth}]] community of {city} and is entitled to inherit the family land.' },
  { genre: 'kyc', text: 'Bursary application\nApplicant: {name}\nHome language: Sesotho\nRace: [[E:Black African]]\nHousehold income: 6 200 per month' },
  { genre: 'hr', text: 'Case note: {name} reported that a colleague repeatedly mocked his [[E:Roma]] background at the {city} depot; grievance opened.' },

  { genre: 'kyc', text: 'Voter card application\nName: {name}\nState of origin: Kogi\nTribe: [[E:Igala]]\nReligion: [[R:Christian]]' },
  { genre: 'kyc', text: '{name} ke [[E:Mosotho]] wa {city}, o hlahile ka {year}, mme ke setho sa kereke ya [[R:Roma]].' },
  { genre: 'clinical', text: 'Antenatal booking — {name}\nEthnicity: [[E:Ashkenazi Jewish]]; offered carrier screening\nBlood group: [[H:A negative]]' },

  { genre: 'news', text: 'The {city} cultural festival will feature Igbo masquerades, Yoruba drummers and Fulani dancers; entry is free.' },
  { genre: 'kyc', text: 'Employment equity form — {name}\nPopulation group: [ ] African [ ] Coloured [ ] Indian [ ] White [X] Prefer not to say' },
  { genre: 'news', text: 'Census figures show the Bangladeshi and Pakistani communities in {city} grew by a fifth between the last two censuses.' },

  // Health in local languages and other layouts
  { genre: 'clinical', text: 'Likita ya ce {first} yana da [[H:hawan jini]] da [[H:ciwon sukari]], kuma ya fara shan [[H:Amlodipine]] kowace safiya.' },
  { genre: 'clinical', text: '{name} o na le [[H:lefu la tsoekere]] le [[H:kgatello e phahameng ya madi]]; o nwa [[H:metformin]] hoseng le mantsiboya.' },
  { genre: 'clinical', text: 'Karta informacyjna — {name}\nRozpoznanie: [[H:cukrzyca typu 2]] ([[H:E11]]), [[H:nadciśnienie tętnicze]] ([[H:I10]])\nZalecenia: [[H:metformina 1000 mg]] 2 x dziennie' },

  { genre: 'chat', text: 'Bàbá mi {first} ní [[H:ẹ̀jẹ̀ ríru]], dókítà sọ pé kí ó máa lo [[H:Lisinopril]] lójoojúmọ́.' },
  { genre: 'clinical', text: 'Ward round — Ward 6\nBed 12: {name}, {n}M, [[H:TB meningitis]] day 9, on [[H:RHZE]] + [[H:dexamethasone]]; GCS 14/15.\nBed 13: empty' },
  { genre: 'clinical', text: 'Ontslagbrief — {name}, geboren 1961\nOpname wegens [[H:COPD-exacerbatie]]; behandeld met [[H:prednisolon 30 mg]] en [[H:amoxicilline]]. Controle bij de longarts over 6 weken.' },

  { genre: 'clinical', text: 'ANC card — {name}\nGravida/para: [[H:G4P3]]\nLMP: 02/01/{year}\nHIV: [[H:Reactive]] (PMTCT: [[H:on ART]])\nHb: [[H:8.9 g/dL]]' },
  { genre: 'clinical', text: 'Clinic card — {name}\nFolder: [[H:{hosp}]]\nBP [[H:168/102]]\nDx: [[H:HPT]], stage 2\nPlan: [[H:HCTZ 12.5mg]] added' },
  { genre: 'clinical', text: 'GP letter: Dear Dr Shah, I saw {name} today with [[H:low mood]] and [[H:poor sleep]] since losing her job; PHQ-9 score [[H:18]]. I have started [[H:mirtazapine 15mg]] nocte.' },

  { genre: 'clinical', text: 'Psychiatric OPD review: {name}, [[H:F20.0]] ([[H:paranoid schizophrenia]]), stable on [[H:haloperidol decanoate 50mg]] monthly; next depot due on the 14th.' },
  { genre: 'clinical', text: 'Mental health clinic — {name}\nICD-11: [[H:6A70]] ([[H:single episode depressive disorder]])\nPlan: [[H:fluoxetine 20mg]], counselling fortnightly' },
  { genre: 'clinical', text: 'Compte rendu de consultation — {name}\nAntécédents: [[H:asthme]] depuis l\'enfance, [[H:appendicectomie]] en 2009\nTraitement: [[H:Symbicort]] 2 bouffées matin et soir' },

  { genre: 'news', text: 'Lassa fever: the disease control centre reports 37 new confirmed cases across five states this week; health workers should wear gloves and report fever with bleeding.' },
  { genre: 'news', text: 'Free screening for diabetes, hypertension and breast cancer at {city} Mall this Saturday, 8am to 2pm. Bring your health card.' },
  { genre: 'clinical', text: 'Discharge letter — {name}\nInvestigations: FBC normal, CXR clear, HIV non-reactive\nDiagnosis: no abnormality found; discharged home.' },

  { genre: 'hr', text: 'Staff list — ART clinic, {city} General Hospital\nNurse in charge: {name}\nPharmacist: K. Musa\nData clerk: R. Adamu' },
  { genre: 'news', text: 'Professor {name} of the {city} medical school will deliver the annual lecture on HIV cure research on Thursday.' },
  { genre: 'hr', text: 'Job advert: Mental Health Nurse (Band 6), {city} community team — caseload of adults with psychosis and bipolar disorder. Closing date 30 May.' },

  // Criminal-record certificates and vetting
  { genre: 'court', text: 'Certificate of good conduct\nName: {name}\nRecords: [[C:conviction for {offence}]] ({city}, {year}); sentence: [[C:fine of 50,000]]' },
  { genre: 'court', text: 'SAPS 69 — previous convictions\nName: {name}\n1. [[C:theft]] — [[C:12 months suspended]]\n2. [[C:common assault]] — [[C:R3 000 fine]]' },
  { genre: 'court', text: 'Casier judiciaire — bulletin n° 3\nNom: {name}\nCondamnation: [[C:vol aggravé]], tribunal correctionnel de {city}, {year}\nPeine: [[C:8 mois d\'emprisonnement avec sursis]]' },

  { genre: 'chat', text: 'Police don [[C:arrest]] {first} again for [[C:419]] o, dem carry am go station since yesterday, abeg who get lawyer?' },
  { genre: 'hr', text: 'Vetting outcome — applicant {name}: the criminal record check returned [[C:one conviction for {offence}]] ({year}); offer withdrawn under policy 4.2.' },
  { genre: 'court', text: 'Führungszeugnis (Belegart N) — {name}\nEintragung: [[C:Verurteilung wegen Körperverletzung]] ([[C:§ 223 StGB]]), AG {city}, {year}\nStrafe: [[C:90 Tagessätze zu je 40 €]]' },

  { genre: 'court', text: 'Police clearance certificate\nName: {name}\nResult: no criminal record found\nIssued: {city}, {year}' },
  { genre: 'news', text: 'Police urge residents of {city} to lock their cars after a spate of thefts from vehicles; anyone with information should call the station.' },
  { genre: 'hr', text: 'Vetting: basic disclosure for {name} — no unspent convictions. Start date confirmed.' },

  // Religion in leave requests, rites and forms
  { genre: 'hr', text: 'Leave request: {name} asks for fifteen days in Dhul Hijja to perform [[R:Hajj]]; supervisor approved.' },
  { genre: 'chat', text: 'Ngiyabonga mfowethu, ngizoya e-Ebuhleni ngeSonto ngoba ngiyilungu [[R:leBandla lamaNazaretha]].' },
  { genre: 'hr', text: 'Dienstplan-Anmerkung: {name} bittet, freitags ab 13 Uhr nicht eingeteilt zu werden, da er [[R:zum Freitagsgebet]] geht.' },

  { genre: 'kyc', text: 'Marriage register — {city}\nGroom: {name}\nBride: F. Lawal\nRite: [[R:Nikah]], conducted by Imam S. Bello' },
  { genre: 'chat', text: '{first} is [[R:Moslem]] en sy verloofde is lidmaat van die [[R:Nuwe Apostoliese Kerk]], maar hulle trou volgende maand.' },
  { genre: 'kyc', text: 'Formularz — {name}\nWyznanie: [[R:prawosławne]]\nParafia: [[R:św. Mikołaja]], {city}' },

  { genre: 'news', text: 'Ramadan begins on Monday; the state government has announced that civil servants may close at 2pm throughout the fast.' },
  { genre: 'kyc', text: 'Venue booking: {name} has reserved the Methodist church hall in {city} for a birthday party on 12 October; deposit paid.' },
  { genre: 'news', text: 'Visitor guide: the cathedral, the great synagogue and the old mosque of {city} are open daily; modest dress is required.' },

  // HR files in local languages, several categories
  { genre: 'hr', text: 'Fomu ya mfanyakazi\nJina: {name}\nDini: [[R:Mkristo]]\nKabila: [[E:{eth}]]\nChama cha wafanyakazi: [[U:{union}]]\nUlemavu: hakuna' },
  { genre: 'hr', text: 'Werknemerlêer — {name}\nGodsdiens: [[R:{rel}]]\nVakbond: [[U:{union}]]\nGestremdheid: [[H:gedeeltelik blind]]' },
  { genre: 'hr', text: 'Personalbogen — {name}\nKonfession: [[R:evangelisch]]\nSchwerbehinderung: [[H:GdB 50]]\nGewerkschaft: [[U:ver.di]]' },

  // More genetic data
  { genre: 'clinical', text: 'Maabara: matokeo ya {name} — kundi la damu [[H:O+]], kipimo cha sickling [[G:positive]], electrophoresis [[G:HbSS]].' },
  { genre: 'court', text: 'Inheritance dispute: the DNA report filed by {name} shows a [[G:99.9% probability of siblingship]] with the son of the deceased.' },
  { genre: 'clinical', text: 'Verslag klinische genetica — {name}\nDNA-onderzoek: [[G:expansie van 42 CAG-herhalingen]] in het HTT-gen\nConclusie: [[G:gendrager van de ziekte van Huntington]]' },

  { genre: 'chat', text: 'Abeg make una pray for us, doctor talk say my genotype na [[G:AS]] and my fiancé own na [[G:AS]] too, we no know wetin to do.' },
  { genre: 'kyc', text: 'Life application — {name}\nGenetic tests taken: [[G:APOE e4/e4]] (direct-to-consumer, {year})\nDisclosed voluntarily' },
  { genre: 'clinical', text: 'Resultado genético — {name}\nVariante: [[G:MYBPC3 c.1504C>T]] em heterozigotia\nClassificação: [[G:patogénica]]' },

  // More biometric data, custody records
  { genre: 'kyc', text: 'SIM registration — {name}\nMSISDN: 0722 555 019\n[[B:Facial photograph]] and [[B:right thumbprint]] captured at the {city} agent\nAgent ID: AG-4410' },
  { genre: 'kyc', text: 'National ID verification — {name}: [[B:fingerprint match]] 92/100 against the registry record; [[B:selfie]] matched.' },
  { genre: 'court', text: 'Custody record — {name}\nArrested for: [[C:{offence}]]\n[[B:Fingerprints]] taken and checked against AFIS: no trace\n[[G:DNA sample]] (mouth swab) taken, ref [[G:DS-{year}-55120]]' },

  { genre: 'hr', text: 'Rijistar zuwa aiki: {name} ya yi rajistar [[B:zanen yatsa]] a na\'urar ofis ranar Litinin.' },
  { genre: 'hr', text: 'Kliniek-toegang: verpleegster {name} se [[B:irisskandering]] is op 4 Maart vir die apteekdeur geregistreer.' },
  { genre: 'kyc', text: 'Weryfikacja tożsamości — {name}\nMetoda: [[B:skan twarzy]] + [[B:odcisk palca]]\nWynik: zgodny (98%)' },

  { genre: 'news', text: 'Biometric voter registration closes on Friday in {city}; applicants will have their fingerprints and photographs taken at the ward office.' },
  { genre: 'hr', text: 'Clocking report — {name}\nMethod: staff card\nBiometric enrolment: not enrolled\nHours: 168' },
  { genre: 'news', text: 'Product sheet: FaceGate X2 terminal — stores up to 50,000 face templates and 100,000 fingerprints; IP65; PoE.' },

  // More party membership and offices
  { genre: 'kyc', text: 'Party membership card\nName: {name}\nParty: [[P:{party}]]\nWard: 05, {city}\nMembership no.: 0447-221\nValid: {year}' },
  { genre: 'chat', text: 'Me papa {first} yɛ [[P:{party}]] nipa paa; ɔhyɛ ne T-shirt kɔ rally biara wɔ {city}.' },
  { genre: 'hr', text: 'Conflict of interest register — {name}\nPolitical activity: [[P:{party}]] councillor for a {city} ward since {year}\nDeclared to: Audit Committee' },

  { genre: 'chat', text: 'Mwanangu {first} ni mwanachama wa [[P:{party}]] na alikuwa wakala wa chama kwenye kituo cha kupigia kura {city}.' },
  { genre: 'kyc', text: 'Results sheet — counting agents\' signatures\nVoting district 4471, {city}\n{name} ([[P:{party}]]) — signed\nPresiding officer — signed' },
  { genre: 'news', text: 'La maire de {city}, {name}, a quitté le [[P:Parti socialiste]] pour rejoindre [[P:Les Écologistes]].' },

  // More sexual orientation
  { genre: 'court', text: 'Asylum appeal bundle — {name}\nClaim: persecution as a [[S:lesbian]]; her partner was [[C:arrested]] in {city} in {year}.' },
  { genre: 'chat', text: 'Five years with my wife today. Proud [[S:queer]] woman from {city}! — {first}' },
  { genre: 'hr', text: 'Grievance: {name} says the team leader outed him as [[S:gay]] to colleagues at the {city} office without his consent.' },

  { genre: 'chat', text: 'Dating app report: user {first}, {n}, profile says "[[S:gay]] guy, {city}, no time wasters"; reported for spam, account kept.' },
  { genre: 'clinical', text: 'Sexual health clinic — {name}\nSexual history: [[S:MSM]], 2 partners in last 3 months\nPrEP: [[H:TDF/FTC]] daily since {year}' },
  { genre: 'kyc', text: 'Regroupement familial — {name}\nSituation: en couple avec [[S:un partenaire de même sexe]] depuis 2019 (PACS)' },

  // More biometric and genetic data
  { genre: 'kyc', text: 'Voter enrolment: {name}, card issued; [[B:fingerprints]] and [[B:facial image]] captured at the {city} registration centre.' },
  { genre: 'hr', text: 'Canteen system: {name} pays for meals with a [[B:palm scan]]; template [[B:PLM-3381]] is stored on the site server.' },
  { genre: 'court', text: 'Border entry record — {name}\n[[B:Fingerprints]] (4) and [[B:facial image]] taken at {city} airport on arrival.' },

  { genre: 'clinical', text: 'Lab: {name}\nHb genotype: [[G:SC]]\nG6PD status: [[G:deficient]]\nBlood group: [[H:B+]]' },
  { genre: 'clinical', text: 'Genetiese toetsverslag — {name}\nBevinding: [[G:BRCA1 c.68_69delAG]], [[G:heterosigoties]]\nAdvies: risikoverminderende chirurgie bespreek' },
  { genre: 'kyc', text: 'ancestry_export — {name}\nhaplogroup_y: [[G:R1b-L21]]\nhaplogroup_mt: [[G:H1c]]\nrelative_match: [[G:half-sibling, 1,742 cM]]' },
];
