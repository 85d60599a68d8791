// Eleventh held-out set of the special-category labelled set, written by an author independent of the
// detector: written without reading the detector's rules, packs or lexicons, the README's issue-15 rounds or
// the earlier held-out sets' texts (only the Template type, the `[[X:value]]` mark syntax and the slots).
// Texts imitate the documents users hold: clinical notes, discharge summaries, referral and lab reports,
// sick notes and HR files, KYC and onboarding forms, welfare case notes, court, police, prison and probation
// records, union and party records, church and mosque registers, insurance claims, chat and SMS (English,
// Pidgin, some Swahili, Hausa and Yorùbá), e-mails, CSV and JSON exports. About a quarter are negatives: a
// category word about no one (statistics, notices, news about a party, a church's address, a price list).
// Marks follow the dev set: the value that reveals the category (a diagnosis, a result, a hospital number,
// a religion, a party, a union, an offence or sentence), not the label before it; "Prefer not to say",
// "none" and unticked boxes are not marked. Templates come in threes so that, filled twice each and cycling
// through the jurisdictions, the first of each three falls on NG/KE, the second on GH/ZA, the third on GB/EU.
import type { Template } from './templates-dev.js';

export const HELDOUT11_TEMPLATES: Template[] = [
  { genre: 'clinical', text: 'OUTPATIENT CONTINUATION SHEET\nFolder no: [[H:{hosp}]]   Date: 14/03/{year}\nPt {name}, {n} yrs, trader. C/o [[H:fever]] x 3/7, [[H:headache]], [[H:body pains]].\nRDT for malaria: [[H:positive]]. Widal not done.\nImp: [[H:uncomplicated malaria]]\nPlan: [[H:Coartem]] 4 tabs bd x 3/7, [[H:PCM]] 1g tds. Review if no improvement.' },
  { genre: 'clinical', text: 'DISCHARGE SUMMARY\nName: {name}        Hospital no.: [[H:{hosp}]]\nAdmitted: 02/05/{year}   Length of stay: 7 days\nPrincipal diagnosis: [[H:{cond}]]\nSecondary: [[H:anaemia]] (Hb [[H:7.9 g/dL]] on admission)\nProcedures: [[H:transfusion of 2 units packed cells]]\nDischarge medication: [[H:{med}]] once daily; [[H:ferrous sulphate]] 200 mg tds\nFollow-up: medical OPD in two weeks.' },
  { genre: 'clinical', text: 'Dear Colleague,\nRe: {name}   Hosp no [[H:{hosp}]]\nThank you for seeing this {n}-year-old who has had [[H:three episodes of central chest pain on exertion]] over the past month. Background of [[H:{cond}]]. ECG in surgery showed [[H:T-wave inversion in V4-V6]]. Current medication: [[H:{med}]], [[H:atorvastatin 40 mg]].\nI would be grateful for an appointment at the [[H:rapid-access chest pain clinic]].\nYours sincerely' },

  { genre: 'hr', text: 'From: HR Business Partner\nTo: Branch Manager, {city}\nSubject: {name} - return to work\n\nHi, {first} resumes on Monday after [[H:surgery for uterine fibroids]]. The occupational health report advises [[H:no lifting above 5 kg]] for six weeks. Kindly keep this confidential.' },
  { genre: 'kyc', text: 'CUSTOMER ONBOARDING - BIOMETRIC CAPTURE\nFull name: {name}\nID type: National ID card\nBiometrics captured: [[B:left and right thumbprints]], [[B:facial image]]\nLiveness check: passed\nCaptured by: Agent 0417, {city}' },
  { genre: 'chat', text: 'hey, can\'t make 5-a-side tonight, my [[H:asthma]] is playing up and I\'ve run out of my [[H:blue inhaler]] 😩' },

  { genre: 'chat', text: 'Bros abeg no vex, I no fit come work today. Doctor talk say na [[H:typhoid]] dey worry me, dem put me for [[H:drip]] for clinic. I go send you the paper later.' },
  { genre: 'court', text: 'IN THE MAGISTRATE\'S COURT FOR THE DISTRICT OF {city}\nCase no. 1187/{year}\nThe State v {name}\nThe accused was found guilty of [[C:{offence}]] and sentenced to [[C:five years\' imprisonment, two of which are suspended]].' },
  { genre: 'hr', text: 'OCCUPATIONAL HEALTH REPORT - CONFIDENTIAL\nEmployee: {name}    Payroll no: 004512\n{first} has [[H:rheumatoid arthritis]] affecting both hands. In my opinion the condition is likely to mean {first} is [[H:disabled]] within the meaning of the Equality Act 2010. I recommend a phased return over four weeks and an ergonomic keyboard.' },

  { genre: 'clinical', text: 'Case note - Children\'s Department, {city}\nHome visit to {name} ({n}). Client is [[H:HIV positive]] and on [[H:ARVs]]; CCC no. [[H:{hosp}]]. She reports that her husband\'s family sent her away after [[H:her status]] became known. Children in school.' },
  { genre: 'news', text: 'The regional health directorate recorded 1,204 new cases of {cond} in {city} in {year}, up from 980 the year before. Officials urged residents to attend free screening at the nearest health centre.' },
  { genre: 'kyc', text: 'CLAIM FORM - Section 4 (to be completed by the treating physician)\nPolicyholder: {name}\nNature of illness or injury: [[H:fractured left wrist (distal radius)]]\nDate symptoms first appeared: 03/02/{year}\nHas the patient suffered this or a similar condition before? No\nTreatment given: [[H:closed reduction and cast]]' },

  { genre: 'chat', text: 'Salam {first}, Baba yana asibiti tun jiya, likita ya ce [[H:hawan jini]] ne ya tashi. Ka yi masa addu\'a.' },
  { genre: 'kyc', text: 'FICA review\nClient: {name}\nID verified: Yes\nPEP status: Not a PEP\nSource of funds: Salary ({city} Municipality)\nRisk rating: Low' },
  { genre: 'hr', text: 'Lohnabrechnung 03/{year}\nMitarbeiter: {name}\nSteuerklasse: I\nKonfession: [[R:ev]]\nBrutto: 3.850,00 EUR' },

  { genre: 'court', text: 'IN THE HIGH COURT OF LAGOS STATE\nCHARGE NO: ID/{n}C/{year}\nTHE STATE v. {name}\nCOUNT ONE\nSTATEMENT OF OFFENCE: [[C:Armed robbery]], contrary to Section 1(2)(a) of the Robbery and Firearms (Special Provisions) Act.' },
  { genre: 'chat', text: 'Clinic reminder: Dear {first}, your refill of [[H:{med}]] is due on 12/06/{year}. Please come to the [[H:ART clinic]] pharmacy window with your card.' },
  { genre: 'chat', text: 'mum still doesn\'t know I\'m [[S:{orient}]] tbh, please don\'t say anything at the wedding' },

  { genre: 'hr', text: 'PAYROLL DEDUCTIONS - APRIL {year}\nStaff: {name} (Staff no. 2231)\nBasic: 245,000.00\nPension: 19,600.00\n[[U:{union}]] check-off dues: 2,450.00\nCooperative: 10,000.00' },
  { genre: 'clinical', text: 'Clinic card\nSurname/Name: {name}\nFolder no.: [[H:{hosp}]]\nTB screen: [[H:cough > 2 weeks, night sweats]]\nGeneXpert: [[H:MTB detected, RIF resistance not detected]]\nStarted on [[H:RHZE]] {year}-04-11' },
  { genre: 'chat', text: 'Hallo {first}, thanks for the form! I\'ve entered you in the [[P:{party}]] member register for the {city} district, your number is 55-{n}19. See you at the branch meeting on Thursday.' },

  { genre: 'news', text: 'By {name}\nThe {party} has fixed its national convention for June in Abuja, the party\'s spokesman said on Tuesday. Aspirants are to pay nomination fees by the end of the month.' },
  { genre: 'kyc', text: 'Biometric enrolment\nName: {name}\n[[B:Fingerprints]]: 10/10 captured\n[[B:Facial image]]: captured\nIris: not captured (device fault)\nEnrolment centre: {city}' },
  { genre: 'court', text: 'PNC PRINT (extract)\nName: {name}\n1) {city} Magistrates - [[C:{offence}]] - [[C:fine £300, costs £85]]\n2) Crown Court - [[C:{offence}]] - [[C:12 months imprisonment suspended for 2 years]]' },

  { genre: 'chat', text: 'Mambo {first}, nimetoka hospitali. Daktari amesema nina [[H:kisukari]], sasa lazima nianze [[H:metformin]] kila siku 😔' },
  { genre: 'news', text: 'NOTICE OF PROTECTED STRIKE\nMembers of {union} at all {city} depots will down tools from 06:00 on Monday 14 March in support of the wage demand. Management has been served notice in terms of section 64 of the LRA.' },
  { genre: 'clinical', text: 'Mental health triage call, 02:14\nCaller: {name} (self)\nPresenting: [[H:low mood for 3 months, poor sleep, passive suicidal thoughts]]. Denies plan. Previous [[H:overdose in {year}]]. [[H:Known to CMHT]]. Currently taking [[H:{med}]].' },

  { genre: 'kyc', text: 'CHURCH MEMBERSHIP CARD\nName: {name}\nDenomination: [[R:Anglican]]\nParish: St Paul\'s, {city}\nSociety: Men\'s/Women\'s Guild\nTithe card no.: 3312' },
  { genre: 'hr', text: 'EMPLOYMENT EQUITY - EEA1 DECLARATION\nEmployee: {name}\nRace: [[E:African]]     Gender: Female\nDisability: [[H:Yes - hearing impairment]]\nForeign national: No' },
  { genre: 'hr', text: 'Equal opportunities monitoring (optional)\nName: {name}\nEthnic group: [[E:Black British - Caribbean]]\nReligion or belief: [[R:No religion]]\nSexual orientation: Prefer not to say' },

  { genre: 'court', text: 'NIGERIA POLICE FORCE\n{city} Division\nEXTRACT FROM CRIME DIARY\nSuspect: {name}, {n} yrs\nComplaint: [[C:{offence}]]\nStatus: [[C:charged to court on 12/09/{year}]]' },
  { genre: 'chat', text: 'Chale, Kofi says he\'s voting [[P:{party}]] this time. Abeg nobody should start politics at the funeral 😂' },
  { genre: 'clinical', text: 'GENETIC TEST REPORT\nPatient: {name}\nIndication: [[H:family history of breast and ovarian cancer]]\nResult: [[G:pathogenic variant detected in BRCA2, c.5946delT (p.Ser1982fs)]]\nInterpretation: [[G:heterozygous carrier]]; referral to the high-risk clinic offered.' },

  { genre: 'news', text: 'PHARMACY PRICE LIST (effective 1 July)\n{med} x 28 ........ N4,500\n{med} x 30 ........ N3,200\nArtemether/lumefantrine 80/480 ........ N2,800\nHIV self-test kit ........ N3,000\nPregnancy test strip ........ N500\nPharmacist on duty: {name}' },
  { genre: 'news', text: 'The Methodist Church, {city} Circuit, invites the public to its harvest thanksgiving at the church premises, 14 Ring Road, on Sunday at 9 a.m.' },
  { genre: 'news', text: 'The {party} gained 12 seats in the {city} council elections, according to results published this morning. Turnout was 31 per cent.' },

  { genre: 'hr', text: 'Dear Sir/Madam,\nRE: AUTHORITY TO DEDUCT [[U:UNION DUES]]\nI, {name}, TSC No. 558{n}1, hereby authorise the deduction of the monthly subscription to [[U:{union}]] from my salary with effect from January {year}.\nSigned: ____________' },
  { genre: 'court', text: 'DEPARTMENT OF CORRECTIONAL SERVICES\nParole board - {city} Management Area\nInmate: {name}    Reg no. 2019{n}887\nOffence: [[C:{offence}]]\nSentence: [[C:8 years]]\nRecommendation: [[C:placement on parole]] subject to monitoring.' },
  { genre: 'court', text: 'HM Prison & Probation Service\nDear {name},\nYou were released [[C:on licence]] on 3 May {year} and remain under [[C:probation supervision]] for a further six months. Please report to your probation officer at the {city} office every Tuesday at 10:00.' },

  { genre: 'chat', text: 'Oga {first} na [[P:{party} ward chairman]] for our area, if you want make your matter move fast just follow am go the meeting' },
  { genre: 'clinical', text: '[[H:SICKLE CELL CLINIC]] - review\nName: {name}   Folder: [[H:{hosp}]]\nHb electrophoresis: [[G:HbSC]]\nBaseline Hb: [[H:9.2 g/dL]]\nCrises this year: [[H:3, last admission in March]]\nOn [[H:folic acid]] and [[H:hydroxyurea]].' },
  { genre: 'chat', text: 'From: facilities\nSubject: Access control\n{first}, your [[B:fingerprint template]] is now enrolled on the door reader for Building 2. If you would rather use a card, tell us and we will delete [[B:the template]].' },

  { genre: 'kyc', text: 'SIM REGISTRATION - {city}\nName: {name}\nID No: 2884{n}11\nPhoto: captured\n[[B:Fingerprint (right thumb)]]: captured\nAgent: Duka la Baraka' },
  { genre: 'hr', text: 'Medical aid - dependants\nPrincipal member: {name}\nDependant 1: J. Jacobs - relationship: [[S:same-sex life partner]]\nDependant 2: none' },
  { genre: 'court', text: 'Basic DBS certificate\nName: {name}\nUnspent convictions: [[C:{offence}]], {city} Magistrates\' Court, 04/02/{year}; [[C:community order, 12 months]]' },

  { genre: 'news', text: 'PRESS STATEMENT: The {union} national executive has called off the planned strike after the government agreed to release the arrears. Branch secretaries are asked to inform members.' },
  { genre: 'news', text: 'Crime statistics for the quarter: {offence} up 4.2 per cent in the {city} policing precinct; arrests for contact crimes down slightly.' },
  { genre: 'news', text: 'Our clinic offers DNA paternity testing and BRCA gene panels. Results in 10 working days. Book online or call the {city} reception.' },

  { genre: 'kyc', text: 'CUSTOMER INFORMATION FORM\nSurname/Other names: {name}\nMarital status: Married\nReligion: [[R:Christianity]]\nTribe: [[E:{eth}]]\nBVN: 22{n}458812\nNext of kin: Spouse' },
  { genre: 'chat', text: 'Me I\'m half [[E:{eth}]] from my mum\'s side, that\'s why I understand small small 😅' },
  { genre: 'hr', text: 'Dear {first},\nThank you for telling me in our 1:1 that you are [[S:{orient}]]. I will not share this with the team without your permission. The LGBT+ staff network meets on the first Thursday if you would like an introduction.' },

  { genre: 'court', text: 'REPUBLIC OF KENYA\nIN THE CHIEF MAGISTRATE\'S COURT AT {city}\nCRIMINAL CASE NO. E{n}3 OF {year}\nREPUBLIC VERSUS {name}\nJUDGMENT\nI find the accused guilty of [[C:{offence}]] and convict accordingly. The accused is [[C:fined KSh 100,000 or in default to serve 12 months]].' },
  { genre: 'kyc', text: 'SASSA [[H:disability grant]] - medical assessment\nApplicant: {name}\nCondition: [[H:{cond}]]\nFunctional impairment: [[H:unable to walk more than 50 m]]\nRecommendation: [[H:temporary disability (12 months)]]' },
  { genre: 'chat', text: 'Hi {first}, as your [[U:{union}]] rep I\'ll come with you to the grievance meeting on Friday. Bring your payslips and the rota.' },

  { genre: 'chat', text: 'Malam {first} [[R:Musulmi]] ne, ba ya shan giya. Ka kai masa abinci mara naman alade.' },
  { genre: 'kyc', text: '[[P:{party}]] MEMBERSHIP CARD\nName: {name}\nPolling station: {city} Central, code C0512\nMembership no.: {n}0045\nDate joined: {year}' },
  { genre: 'clinical', text: '[[H:Antenatal booking]] - {name}\nGestation: [[H:11+3 weeks]]\nObstetric history: [[H:G2 P1]], previous [[H:emergency caesarean]] in {year}\nBlood group: [[H:A Rh negative]], [[H:anti-D plan]] discussed\nRubella: [[H:immune]]' },

  { genre: 'chat', text: 'Una see am? Dem don increase price of {med} for pharmacy again, na wa o. Everything dey cost for this country.' },
  { genre: 'news', text: 'According to the census report, {eth} speakers make up the largest language group in {city} district, followed by English.' },
  { genre: 'news', text: 'St Anne\'s Catholic Church, 22 Grove Road, {city}. Mass times: Sat 6pm, Sun 9am and 11am. Parish office open weekdays 10-2.' },

  { genre: 'kyc', text: 'INPATIENT CLAIM\nMember: {name}\nMember no: 3011{n}77\nFacility: {city} Level 5 Hospital\nAdmission diagnosis: [[H:diabetic ketoacidosis]]\nICD-10: [[H:E11.1]]\nAmount claimed: KSh 84,300' },
  { genre: 'hr', text: '[[U:{union}]] STOP ORDER / MEMBERSHIP FORM\nSurname and initials: {name}\nEmployer: {city} Metro\nI hereby apply for membership and authorise my employer to deduct 1% of my basic wage.' },
  { genre: 'news', text: '{city} Pride returns this August with a parade through the city centre; organisers expect 40,000 people and road closures from 11:00.' },

  { genre: 'clinical', text: 'Nurses\' report, Female Medical Ward, bed 12\n{name}: [[H:HIV/AIDS]] with [[H:oral thrush]]. Patient refused [[H:CD4 count]] sample this morning, counselled. Husband not aware of [[H:status]].' },
  { genre: 'court', text: 'IN THE CIRCUIT COURT, {city}\nThe Republic vs. {name}\nThe accused pleaded guilty to [[C:{offence}]] and was [[C:sentenced to 36 months IHL]].' },
  { genre: 'kyc', text: 'onboarding log\n{"customer":"{name}","step":"video_ident","face_match_score":[[B:0.97]],"face_template_id":"[[B:ft_7Qx91aLmZ]]","result":"approved"}' },

  { genre: 'hr', text: 'MEDICAL CERTIFICATE OF FITNESS/ILLNESS\nThis is to certify that {name} was seen in this hospital on 03/10/{year} and was found to be suffering from [[H:acute gastroenteritis]]. The patient is advised to [[H:rest for 5 days]].\nMedical Officer, {city} General Hospital' },
  { genre: 'chat', text: 'Sis, Thando finally brought [[S:his boyfriend]] to Sunday lunch and gogo was so cool about it 🥹🏳️‍🌈' },
  { genre: 'news', text: 'Official figures show 4.3 million people in England are living with diabetes, and about 90% of them have type 2.' },

  { genre: 'hr', text: 'Dear Dr {name}, welcome to the [[U:{union}]] {city} branch. Your membership number is {n}771. Monthly subscriptions will be deducted at source.' },
  { genre: 'hr', text: 'LEAVE APPLICATION\nName: {name}\nType: Annual (21 days)\nReason: to perform [[R:the Hajj]]\nRelief officer: Abena Owusu' },
  { genre: 'court', text: 'CRIMINAL RECORD CERTIFICATE (bulletin n° 3)\nName: {name}\nBorn: 1988, {city}\nEntries: conviction of 12/06/{year}, Tribunal correctionnel - [[C:{offence}]] - [[C:6 months\' imprisonment, suspended]]' },

  { genre: 'news', text: 'Notice: Eid prayers will hold at the {city} Central Mosque praying ground on Friday at 8 a.m. Worshippers are advised to come early.' },
  { genre: 'news', text: 'HIV prevalence among adults aged 15-49 in the province fell from 12.8% to 11.4% between 2012 and {year}, said {name}, the survey\'s lead author.' },
  { genre: 'news', text: 'The government plans to introduce passports with fingerprints and a facial image stored on the chip for all citizens by 2027.' },

  { genre: 'chat', text: 'Ẹ jọ̀ọ́ ẹ gbàdúrà fún màmá mi, dókítà sọ pé ó ní [[H:àrùn jẹjẹrẹ ọmú]]. Wọ́n máa ṣe [[H:iṣẹ́ abẹ]] fún un lọ́sẹ̀ tó ń bọ̀.' },
  { genre: 'kyc', text: 'BURSARY APPLICATION\nName: {name}\nPopulation group: [[E:Coloured]]\nHome language: Afrikaans\nHousehold income: R8,500 per month' },
  { genre: 'chat', text: 'omg {first} is out canvassing for the [[P:{party}]] again this weekend, he is obsessed 🙄' },

  { genre: 'chat', text: '{first} ni [[R:Mkristo]] lakini mke wake ni [[R:Mwislamu]], na wanaishi vizuri tu.' },
  { genre: 'clinical', text: 'LAB REPORT\nPatient: {name}   Lab no: [[H:{hosp}]]\nTest: Haemoglobin genotype\nResult: [[G:AS]]\nG6PD screen: [[H:partial defect]]\nAuthorised by: Senior Scientist' },
  { genre: 'hr', text: 'Request for time off - {name}\nDates: 22-23 April\nReason: [[R:Passover]] (I observe the first two days)\nCover: arranged with the team' },

  { genre: 'news', text: '{name}, a former bank manager, was [[C:jailed for seven years]] by a Federal High Court in {city} on Monday for [[C:{offence}]].' },
  { genre: 'clinical', text: 'Form MHCA 05 - [[H:involuntary admission]]\nMental health care user: {name}\nProvisional diagnosis: [[H:acute psychosis]]\nFindings: [[H:hearing voices, not eating for 4 days]]' },
  { genre: 'kyc', text: 'Travel insurance - medical screening\nHave you ever been diagnosed with any of the following?\nHeart condition [ ]   [[H:Diabetes]] [x]   Cancer [ ]\nDetails: [[H:type 2 diabetes]], diagnosed {year}, controlled on [[H:metformin]]' },

  { genre: 'news', text: 'Wizara ya Afya imetangaza kuwa visa vya kipindupindu vimefikia 320 katika kaunti ya {city}. Wananchi wanashauriwa kuchemsha maji ya kunywa.' },
  { genre: 'news', text: 'Fingerprint and facial-recognition clocking terminals will be installed at all {city} plants from 1 March; staff will be told how to enrol.' },
  { genre: 'news', text: 'Job advert: Staff nurse, HIV and sexual health clinic, {city}. Band 5, full time. Experience with PrEP services desirable.' },

  { genre: 'hr', text: 'DECLARATION OF INTERESTS (public officers)\nName: {name}\nAre you a member of a political party? Yes - [[P:{party}]]\nPosition held: [[P:ward secretary]]\nOther directorships: None' },
  { genre: 'chat', text: 'Sis Ama is [[H:pregnant]] oo, but don\'t tell anybody yet, she hasn\'t told her in-laws 🤫' },
  { genre: 'clinical', text: 'Dear colleague, we report on {name}, treated on our neurology ward from 03 to 11 May {year} for [[H:a first generalised tonic-clonic seizure]]. MRI showed [[H:left temporal cortical dysplasia]]. We started [[H:levetiracetam 500 mg bd]]. Driving is not permitted for six months.' },

  { genre: 'court', text: 'Probation officer\'s report - {city} Law Courts\nAccused: {name}\nOffence: [[C:{offence}]]\nSocial background: the accused is a [[H:recovering alcoholic]] who [[H:attends AA weekly]] and is a member of the [[R:Akorino]] church.' },
  { genre: 'hr', text: 'Minutes of disciplinary hearing - {city}\nPresent: chairperson; employee {name}; [[U:{union}]] shop steward (representing the employee)\nCharge: late coming on three occasions.' },
  { genre: 'court', text: 'CUSTODY RECORD\nDetained person: {name}\nReason for arrest: [[C:suspicion of {offence}]]\nOutcome: [[C:released under investigation]]' },

  { genre: 'clinical', text: 'Premarital screening - {city} Diagnostic Centre\nCouple: {name} and fiancé\nGenotype: [[G:AS]] / [[G:AS]]\nComment: [[G:25% risk of SS offspring]], counselled.' },
  { genre: 'news', text: '{party} supporters will converge on the {city} regional office on Saturday for the unveiling of parliamentary candidates.' },
  { genre: 'news', text: 'Public notice: a vigil organised by local Muslim and Jewish communities will be held outside {city} City Hall on Sunday evening.' },

  { genre: 'chat', text: 'Police don [[C:arrest]] {first} for [[C:{offence}]] since yesterday, dem never release am. Him family dey find money for [[C:bail]].' },
  { genre: 'kyc', text: 'Grant card replacement\nBeneficiary: {name}\n[[B:Fingerprints]] re-enrolled at the {city} office on 12/03/{year}; [[B:voice sample]] recorded for phone verification.' },
  { genre: 'hr', text: 'Reintegration meeting notes - {name}\nAbsence: 42 days in the last 12 months\nCause (disclosed voluntarily): [[H:burnout]], [[H:in psychotherapy]]\nAgreed: reduced hours for 6 weeks.' },

  { genre: 'clinical', text: 'MCH booklet\nMother: {name}\n[[H:ANC visit 3]]\nGestation: [[H:28 weeks]]\nHIV test: [[H:NR]]\nVDRL: [[H:non-reactive]]\nBP: [[H:150/100]]' },
  { genre: 'court', text: 'Application for a protection order - {city} Magistrate\'s Court\nApplicant: {name}\nThe applicant states that the respondent, her former partner, threatened to tell her employer that she is [[S:{orient}]].' },
  { genre: 'hr', text: 'employee_id,name,ethnicity,religion\n40112,{name},[[E:White - Irish Traveller]],[[R:Catholic]]\n40113,Tom Reilly,[[E:White - British]],[[R:Church of England]]' },

  { genre: 'hr', text: 'Minutes of the [[U:{union}]] branch meeting, {city}\nPresent: {name} (chairperson), Grace Wanjiru (secretary) and 23 members\nAgenda: 1. CBA negotiations 2. Welfare fund' },
  { genre: 'hr', text: 'Teachers on the {city} district payroll, March {year}:\n{name} - union: [[U:{union}]]\nYaw Darko - union: [[U:NAGRAT]]\nAma Serwaa - union: none' },
  { genre: 'hr', text: 'Note to file: at the team lunch {name} said they would never vote for the [[P:{party}]] and that they support [[P:Die Linke]].' },

  { genre: 'news', text: 'CALL FOR PAPERS: Sickle cell disease in Nigeria - genotype screening, hydroxyurea access and newborn programmes. Abstracts due 30 June.' },
  { genre: 'news', text: 'Press release: {union} congratulates its newly elected national executive and thanks members for a peaceful congress in {city}.' },
  { genre: 'news', text: 'The census found that 6.5% of the population of {city} identified as Muslim and 1.2% as Hindu.' },

  { genre: 'clinical', text: 'Social welfare intake\nClient: {name}, {n}\nPresenting problem: [[H:drug dependence (codeine syrup)]]\nReferred to: [[H:rehabilitation centre]], {city}\nReligion: [[R:{rel}]]' },
  { genre: 'kyc', text: '{"applicant":"{name}","id_check":"passed","selfie_similarity":[[B:0.91]],"voiceprint_ref":"[[B:vp-22ac91]]"}' },
  { genre: 'news', text: 'Opening hours: {city} minor injuries unit, 8am-8pm every day. X-ray until 7pm. No appointment needed for sprains, cuts and minor burns.' },

  { genre: 'chat', text: 'Abeg delete that pic, if dem see am for village dem go know say I be [[S:{orient}]]. You know wetin dem dey do people like us for here.' },
  { genre: 'hr', text: 'Pre-employment screening result\nCandidate: {name}\nCriminal record check: [[C:record found - {offence} ({year}), fine paid]]\nIdentity: verified' },
  { genre: 'chat', text: 'got my 23andMe results back lol, apparently I\'m a [[G:carrier for cystic fibrosis]] 🙃 gonna tell my sister to get tested' },

  { genre: 'hr', text: 'Dear {name},\nRE: MEDICAL BOARD OUTCOME\nThe medical board that sat on 4th August reviewed your case of [[H:chronic lower back pain with L4/L5 disc prolapse]] and recommends [[H:light duties]] for six months.' },
  { genre: 'kyc', text: 'APPLICATION FOR ADMISSION - SENIOR HIGH SCHOOL\nName of student: {name}\nHometown: {city}\nReligious denomination: [[R:{rel}]]\nEthnic group: [[E:{eth}]]' },
  { genre: 'clinical', text: 'Social services case file\nClient: {name}\nResidence status: refugee (recognised {year})\nCountry of origin: Syria\nEthnicity: [[E:Kurdish]]\nReligion: [[R:Yazidi]]\nHealth: [[H:PTSD]], [[H:under treatment at the trauma clinic]]' },

  { genre: 'news', text: 'TENDER NOTICE: Supply of HIV test kits, insulin and antimalarials to {city} County health facilities. Closing date 14 March.' },
  { genre: 'news', text: 'The church office of the {city} Dutch Reformed congregation has moved to 18 Kerk Street. Office hours: Mon-Fri 08:00-13:00.' },
  { genre: 'news', text: 'The court heard that burglaries in {city} rose by a fifth last year; the Chief Constable said more officers would be deployed.' },

  { genre: 'court', text: 'NIGERIAN CORRECTIONAL SERVICE\n{city} Custodial Centre\nINMATE RECORD\nName: {name}\nStatus: [[C:Awaiting trial]]\nCharge: [[C:{offence}]]\nDate of admission: 11/01/{year}\nMedical: [[H:hypertensive]], on [[H:amlodipine]]' },
  { genre: 'chat', text: 'Subject: candidate list\nComrades, {name} has been nominated as [[P:{party}]] councillor candidate for Ward 58. Please confirm by Friday.' },
  { genre: 'hr', text: 'Starter checklist - {name}\n☑ Right to work checked\n☑ [[B:Fingerprint]] enrolled on the time clock\n☐ Uniform issued' },

  { genre: 'clinical', text: 'Molecular pathology report\nPatient: {name}   MRN: [[H:{hosp}]]\nSpecimen: [[H:lung biopsy]]\nEGFR mutation analysis: [[G:exon 19 deletion detected]]\nDiagnosis: [[H:adenocarcinoma of the lung]]' },
  { genre: 'chat', text: 'Kofi I won\'t be at the match on Saturday, we are [[R:Seventh-day Adventists]], no football on Sabbath 🙏' },
  { genre: 'kyc', text: 'Claim 88231-{year}\nInsured: {name}\nHospital: {city} University Hospital, ward 4B\nDiagnosis code: [[H:C50.9]] ([[H:malignant neoplasm of breast]])\nTreatment: [[H:mastectomy]], [[H:adjuvant chemotherapy]]' },

  { genre: 'hr', text: 'INTERNAL MEMO\nTo: Head, HR\nFrom: Branch Manager, {city}\nThe following staff are [[U:NUBIFIE]] members and will join the picket tomorrow: {name}, Kunle Ade, Bisi Oladipo.' },
  { genre: 'news', text: 'World Hearing Day: free hearing checks at {city} Mall this Saturday, with hearing aids on display from three suppliers.' },
  { genre: 'hr', text: 'Pension scheme - expression of wish\nMember: {name}\nNominee: Alex Carter\nRelationship: [[S:same-sex partner]]\nShare: 100%' },

  { genre: 'chat', text: 'Bro usiniambie unaenda rally tena 😂 wewe ni [[P:mfuasi sugu wa {party}]] kweli' },
  { genre: 'news', text: 'party,votes,share\n{party},48211,41.2%\nIndependent,9120,7.8%\nSpoilt,1022,0.9%' },
  { genre: 'clinical', text: 'GENETICS LABORATORY REPORT\nPatient: {name}, 38\n[[H:Amniocentesis]] at [[H:16 weeks]]\nFetal karyotype: [[G:47,XX,+21]] ([[G:trisomy 21]])\nCounselling appointment offered.' },

  { genre: 'court', text: 'S/N,Name,Offence,Court,Sentence\n1,{name},[[C:{offence}]],Magistrate Court {city},[[C:2 years]]\n2,Sule Adamu,[[C:theft]],Magistrate Court {city},[[C:6 months or N50,000 fine]]' },
  { genre: 'hr', text: 'name;dept;absence_reason;days\n{name};Finance;[[H:{cond}]];12\nEsi Mensah;Sales;annual leave;5\nKweku Addo;Stores;training;3' },
  { genre: 'news', text: 'Rota for the {city} food bank: Mon - St Mark\'s Church volunteers; Tue - Islamic Centre volunteers; Wed - union branch volunteers.' },

  { genre: 'kyc', text: 'APPLICATION FOR NATIONAL IDENTITY CARD\nFull names: {name}\nTribe: [[E:{eth}]]\nDistrict of birth: {city}\nFather\'s name: Joseph Kamau' },
  { genre: 'court', text: 'This is to certify that {name} was [[C:discharged from Nsawam Medium Security Prison]] on 04/05/{year} after serving [[C:a sentence of 5 years for {offence}]].' },
  { genre: 'hr', text: 'Flexible working request\nName: {name}\nI would like to finish at 15:30 on Fridays during winter so I can get to [[R:Jummah prayers]] at the mosque.' },

  { genre: 'chat', text: 'Ngozi don [[H:born]] o! Na boy, 3.4kg. She do [[H:CS]] for the hospital, mother and pikin dey fine 🙌' },
  { genre: 'hr', text: 'Wellness day results (confidential)\nEmployee: {name}\nFamily history: [[H:father - heart attack at 52]]\nGenetic cholesterol test: [[G:familial hypercholesterolaemia variant (LDLR) detected]]' },
  { genre: 'news', text: '{name}, 34, of Elm Road, {city}, was [[C:jailed for 18 months]] at the Crown Court on Friday after admitting [[C:{offence}]].' },

  { genre: 'chat', text: 'My genotype na [[G:AA]], my babe own na [[G:AS]], so we fit marry abi? Doctor talk say no wahala.' },
  { genre: 'court', text: 'CRIMINAL RECORD CENTRE\nName: {name}\nFingerprint record: [[B:AFIS ref 22{n}810]]\nPrevious: [[C:{offence}]] ({year})' },
  { genre: 'court', text: 'Asylum interview record\nApplicant: {name}\nBasis of claim: persecution on grounds of [[S:sexual orientation]]; the applicant states that he is [[S:gay]] and was attacked in his home town.' },

  { genre: 'kyc', text: 'VOTER REGISTRATION SLIP\nName: {name}\nPolling unit: 012, {city}\n[[B:Fingerprints]]: verified\nVIN: 90F5B{n}1187' },
  { genre: 'hr', text: 'Case note (social worker)\nClient {name} ({n}) was asked to leave the family home after telling her parents that she is [[S:{orient}]]. Currently at a shelter in {city}; safety plan agreed.' },
  { genre: 'court', text: 'Police incident log 14:22 - suspect described as male, [[E:Roma]], approx. 30, grey hoodie. Name later given as {name}.' },

  { genre: 'chat', text: 'Wewe ni Mkikuyu? Hapana, mimi ni [[E:Mluo]], nilizaliwa {city} lakini nyumbani ni Siaya.' },
  { genre: 'kyc', text: 'PEP DECLARATION\nClient: {name}\nAre you a politically exposed person? Yes\nPosition: Member of County Assembly ([[P:{party}]])\nSource of wealth: salary and farming' },
  { genre: 'chat', text: 'saw {first} [[S:on Grindr]] last night 👀 didn\'t know he was [[S:into guys]]' },

  { genre: 'clinical', text: 'Ward round: {name}, [[E:Fulani]] herdsman, speaks only Fulfulde, interpreter needed. Presented with [[H:snakebite to the left leg]]; [[H:antivenom]] given.' },
  { genre: 'hr', text: '{"emp":"{name}","dept":"Stores","union_member":[[U:true]],"union":"[[U:{union}]]","deduction":120.50}' },
  { genre: 'court', text: 'DNA PATERNITY TEST REPORT\nAlleged father: {name}\nChild: Baby M.\nCombined paternity index: [[G:2,450,118]]\nProbability of paternity: [[G:99.99%]]\nConclusion: [[G:the alleged father is not excluded]]' },

  { genre: 'chat', text: 'Bàbá mi ti wà nínú ẹgbẹ́ òṣèlú [[P:{party}]] fún ọdún mẹ́wàá, ó sì ń lọ sí gbogbo ìpàdé wọn.' },
  { genre: 'kyc', text: 'Visa application centre\nApplicant: {name}\nYour [[B:fingerprints and photograph]] were taken at the {city} centre on 09/09/{year}. Biometric reuse: not applicable.' },
  { genre: 'hr', text: 'employee_id,name,sexual_orientation\n1142,{name},[[S:Bisexual]]\n1143,Oliver Grant,[[S:Heterosexual/straight]]\n1144,Megan Price,Prefer not to say' },

  { genre: 'news', text: 'The Federal Ministry of Health says genotype testing will be free at primary health centres during Sickle Cell Awareness Month.' },
  { genre: 'news', text: 'Lost and found: a Bible and a Methodist hymn book were left at the {city} station office. Call the office to claim them.' },
  { genre: 'news', text: '{union} called a one-day warning strike at {city} airport; 300 flights were cancelled.' },

  { genre: 'news', text: 'Gazette notice: the {party} has submitted its list of nominees for the county assembly; objections may be lodged within 14 days.' },
  { genre: 'news', text: 'Clinic notice: TB screening, HIV testing and family planning are free on Wednesdays at the {city} clinic.' },
  { genre: 'news', text: 'Staff canteen menu: halal and kosher meals available on request; a vegetarian dish every day.' },
];
