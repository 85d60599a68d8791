// Held-out set 24 of the special-category labelled set (issue 15). Written in session 15 by an author independent
// of the detector (the fifteenth such author): before writing it the author read only the issue, the `Template`
// type and the first templates of templates-dev.ts (mark syntax, category letters), slots.ts, generate.ts, the
// usage header of bench/special.ts, test/bench/special-generate.test.ts and the header comment of
// templates-heldout23.ts (its grain rule, followed here so the sets are comparable; only the comment lines were
// printed, none of its templates). The author did NOT read src/detect/special/, src/lexicon/, the statute packs'
// special-category entries, the README's issue-15 sections, test/detect/special/ or any earlier set's templates or
// data, and never ran the detector or the bench on this set. To be read once on the rules of session 15's round,
// do not tune on it.
// Texts are the author's own, written from knowledge of real records and deliberately in registers earlier sets
// may not have used: ambulance run sheets and patient report forms, triage sheets, discharge summaries with
// medication tables, lab result slips, mental-health tribunal and review-board reports, social-work and
// child-protection case notes, probation pre-sentence reports, police custody records, occurrence-book entries and
// charge sheets, background-check certificates (DBS, police clearance, certificate of good conduct,
// Führungszeugnis), sick-leave, ill-health-retirement and pension forms, employee assistance and BEM referrals,
// burial registers and funeral books, marriage and conversion registers, diaspora remittance memos, casework
// e-mails to an MP or MCA, donor returns, strike ballots, strike registers and check-off forms, LGBTQ+
// support-group intake forms, asylum SOGI interviews, census and survey microdata rows, CSV rows with headers,
// e-mail threads with quoted replies, voice-note transcripts and OCR'd scans with broken line wraps. Languages:
// English, Nigerian Pidgin, Hausa, Igbo, Yorùbá, Swahili, Sheng, Twi, Ewe, isiZulu, isiXhosa, Sesotho,
// Afrikaans, French, German, Dutch, Italian, Spanish, Portuguese, Polish and Romanian; codes (ICD-10, HGVS, ATC,
// karyotypes, haemoglobin genotypes), drug names with doses, party, union and denomination acronyms, clan and
// sub-group names. Every person and number is fictional. The `genre` field keeps the six values of the `Template`
// type: ambulance, triage, discharge, lab, tribunal, genetic and EAP records are clinical; sick-leave, pension,
// check-off, strike, vetting and job adverts are hr; registers, remittances, donor returns, census rows, intake
// forms and enrolment slips are kyc; custody, charge, probation, clearance and asylum records are court; e-mails,
// voice notes and chats are chat; notices, price lists, statistics and reports are news.
// Templates are written in threes so that each text sits in a fitting jurisdiction: with two fills per template,
// the first of each three is filled for NG and KE (Pidgin, Hausa, Igbo, Yorùbá, Swahili, Sheng), the second for
// GH and ZA (Twi, Ewe, isiZulu, isiXhosa, Sesotho, Afrikaans), the third for the UK and the EU (French, German,
// Dutch, Italian, Spanish, Portuguese, Polish, Romanian).
// Grain rule (how the marks were placed, as in sets 17 to 23):
// - Mark the value that reveals the category about an identifiable person (the subject, or anyone else named or
//   identifiable by relation or reference number): the condition, symptom, finding, drug, procedure or
//   disability; the genotype, karyotype, variant or DNA result; the biometric sample, template or its identifier;
//   the offence, charge, conviction, sentence or arrest; the party; the faith, congregation or religious
//   practice; the ethnic group, clan or population group; the orientation; the union or union office. Not whole
//   sentences, not headings, not field labels; a code and its expansion are marked separately when both are
//   written; in a medication table the drug is marked and its dose column is not.
// - Patient, clinic, folder and HIV-care numbers assigned for health purposes are marked H (GDPR recital 35);
//   other identifiers (court, charge and OB numbers, staff, member, card and ID numbers) are not.
// - Negated, normal or empty results are not marked: a negative or non-reactive test, a normal value, "no record",
//   "none", "N/A", "not a member", "keine Angabe", "Prefer not to say", options left unticked on a form. A stated
//   absence of belief ("atheist") is a philosophical belief and is marked R.
// - Clinicians, officers, priests, imams, witnesses, counsel and victims named beside the subject are not marked
//   for their job or for what was done to them; category words inside names of organisations, places, products,
//   courses and job titles are not marked unless they state the person's own membership or attendance. A
//   language spoken is not an ethnic group; a nationality or state of origin is not an ethnic group.
// - Statements about groups, statistics, policies, job adverts, products, price lists, places and headlines are
//   negatives (no marks).
import type { Template } from './templates-dev.js';

export const HELDOUT24_TEMPLATES: Template[] = [
  // Ambulance run sheets and patient report forms
  { genre: 'clinical', text: 'EMERGENCY AMBULANCE RUN SHEET 04:12\nPt: {name}, {n}M - collapsed at home\nC/C: [[H:chest pain]] radiating to L arm, [[H:sweating]]\nPMHx: [[H:HTN]], [[H:T2DM]]\nMeds: [[H:amlodipine 10mg OD]], [[H:metformin 500mg BD]]\nWife talk say e don dey complain of [[H:breathlessness]] since yesterday.' },
  { genre: 'clinical', text: 'PRF / EMS\nPt: {name}, {n}F. Fall at home, found on floor by neighbour.\nImpression: [[H:#NOF left]]\nPMHx: [[H:osteoporosis]]; on [[H:alendronate 70 mg weekly]]\nAnalgesia: [[H:morphine 5 mg IV]] by ALS crew\nConveyed to {city} casualty.' },
  { genre: 'clinical', text: 'Einsatzprotokoll RTW 3/83-1\nPatient: {name}, {n} J.\nVerdachtsdiagnose: [[H:Hypoglykämie]] bei bekanntem [[H:Diabetes mellitus Typ 1]]\nMaßnahmen: [[H:Glukose 40 % i.v.]], danach wach und orientiert\nTransport: Notaufnahme {city}' },
  // Triage sheets
  { genre: 'clinical', text: 'TRIAGE - ED\n{name} | {n}F | Cat: ORANGE\nPresenting: [[H:fever]] x3/7, [[H:vomiting]], [[H:yellow eyes]]\nmRDT: [[H:positive for P. falciparum]]\nKnown [[H:asthmatic]] - uses [[H:salbutamol inhaler]]' },
  { genre: 'clinical', text: 'SATS triage sheet\nName: {name}   Age: {n}\nTEWS 6 -> ORANGE\nComplaint: [[H:shortness of breath]], [[H:coughing blood]] x 2/52\nHx: [[H:TB]] treated {year}\nUmama uthi [[H:ukhwehlela]] ebusuku.' },
  { genre: 'clinical', text: 'Triage (Manchester) - {city}\nPatient: {name}, {n}\nDiscriminator: [[H:severe pain]] - ORANGE\nPC: ?[[H:renal colic]], [[H:haematuria]]\nPMH: [[H:gout]]; [[H:allopurinol 100mg OD]]' },
  // Discharge summaries with medication tables
  { genre: 'clinical', text: 'DISCHARGE SUMMARY\nPatient: {name}   Hosp No: [[H:{hosp}]]\nAdmitted 03/02/{year}, discharged 11/02/{year}\nDiagnosis: [[H:community-acquired pneumonia]]; [[H:HIV]] ([[H:WHO stage 3]])\n\nMEDICATION ON DISCHARGE\n| Drug | Dose | Freq | Days |\n| [[H:Amoxicillin-clavulanate]] | 625 mg | BD | 5 |\n| [[H:TLD]] | 1 tab | OD | cont. |\n| [[H:Cotrimoxazole]] | 960 mg | OD | cont. |' },
  { genre: 'clinical', text: 'DISCHARGE NOTE - O&G\nName: {name}; Folder: [[H:{hosp}]]\nFinal Dx: 1. [[H:severe pre-eclampsia]] 2. [[H:emergency C/S]] at 36/40\nTake-home meds:\n  [[H:Nifedipine]]   20mg   bd   2/52\n  [[H:Ferrous sulphate]]   200mg   tds\n  [[H:Paracetamol]]   1g   qds prn\nReview: postnatal clinic in 1 week' },
  { genre: 'clinical', text: 'Entlassungsbrief\nPat.: {name}, geb. 12.04.19{n}\nDiagnosen: [[H:NSTEMI]] ([[H:I21.4]]); [[H:Hyperlipidämie]] ([[H:E78.5]])\nIntervention: [[H:PCI mit DES-Implantation RIVA]]\nMedikation bei Entlassung:\n[[H:ASS]] 100 mg 1-0-0\n[[H:Ticagrelor]] 90 mg 1-0-1\n[[H:Atorvastatin]] 80 mg 0-0-1' },
  // Lab result slips
  { genre: 'clinical', text: 'LAB RESULT SLIP\nOPD No: [[H:{hosp}]]\nName: {name}   Sex: F\nHIV 1/2 rapid (Determine/Uni-Gold): [[H:REACTIVE]]\nHBsAg: Non-reactive\nWidal: [[H:O 1:320]], [[H:H 1:160]]' },
  { genre: 'clinical', text: 'RESULT - chemical pathology\nPatient: {name}, {n}y   Ref: [[H:{hosp}]]\nHbA1c .......... [[H:9.2 %]] (H)\nFasting glucose [[H:11.4 mmol/L]] (H)\neGFR ........... 92 (normal)\nComment: consistent with [[H:poorly controlled diabetes]].' },
  { genre: 'clinical', text: 'Laboratoire de biologie médicale - {city}\nPatient(e) : {name}\nSérologie VHC : [[H:positive]]\nARN VHC : [[H:1,2 x 10^6 UI/mL]]\nSérologie VIH : négative\nConclusion : [[H:hépatite C chronique]] probable.' },
  // Mental-health tribunal and review-board reports
  { genre: 'clinical', text: 'MENTAL HEALTH REVIEW - {city} Psychiatric Hospital\nRespondent: {name}\nAdmitted on medical recommendation after [[H:command hallucinations]] and [[H:aggression]] at home. Working diagnosis: [[H:paranoid schizophrenia]] ([[H:F20.0]]). On [[H:haloperidol decanoate 50mg]] monthly; [[H:limited insight]].' },
  { genre: 'clinical', text: 'Mental Health Review Board - s.34 MHCA review\nUser: {name} ({n})\nInvoluntary admission upheld. Diagnosis [[H:bipolar I disorder]], current episode [[H:manic with psychotic features]]. Collateral from sister: stopped [[H:lithium]] in March. [[H:Cannabis use disorder]] noted.' },
  { genre: 'clinical', text: 'First-tier Tribunal (Mental Health)\nResponsible clinician\'s report\nPatient: {name}, detained under [[H:section 3 MHA 1983]]\nDiagnosis: [[H:schizoaffective disorder]]\nRisk: [[H:two overdoses]] in {year}\nTreatment: [[H:clozapine 300mg]] nocte' },
  // Social-work and child-protection case notes
  { genre: 'kyc', text: 'CHILD PROTECTION CASE NOTE\nChild: {first} jnr (7)   Mother: {name}\nHome visit. Mother disclosed she is [[H:HIV positive]] and stopped clinic when she lost work. Child shows signs of [[H:kwashiorkor]]; referred to nutrition. Father is [[C:in prison for defilement]].' },
  { genre: 'kyc', text: 'Social worker process note\nClient: {name}, {n}\nReports partner is violent when drunk. She is [[H:14 weeks pregnant]] and was started on [[H:sertraline]] at the clinic for [[H:postnatal depression]] after the last baby.' },
  { genre: 'kyc', text: 'Section 47 enquiry - strategy discussion\nChild: {first}, 4. Mother {name} has [[H:alcohol dependence]] and was [[C:arrested for drink-driving]] with the child in the car on 2 March. Health visitor notes [[H:speech delay]] and untreated [[H:eczema]].' },
  // Probation pre-sentence reports
  { genre: 'court', text: 'PRE-SENTENCE REPORT\nOffender: {name}   Court: {city} Magistrates\nOffence: [[C:{offence}]] (pleaded guilty)\nPrevious convictions: [[C:two for stealing]] ({year})\nHe reports [[H:tramadol dependence]] since a [[H:back injury]] at work.' },
  { genre: 'court', text: 'Pre-sentence report - {city} Regional Court\nAccused: {name}, {n}\nConvicted of: [[C:housebreaking with intent to steal]]\nPrevious convictions (SAP 69): [[C:theft]] (2016), [[C:possession of dagga]] (2018)\nThe accused is the sole breadwinner for three children.' },
  { genre: 'court', text: 'PSR - Probation Service\nName: {name}   CRN: X448120\nIndex offence: [[C:assault occasioning ABH]]\nRecord: [[C:6 convictions for 11 offences]], last [[C:custodial sentence]] {year}\nFactors: [[H:ADHD]] (diagnosed {year}), [[H:crack cocaine use]]' },
  // Police custody records and occurrence-book entries
  { genre: 'court', text: 'CUSTODY RECORD - {city} Central Police Station\nSuspect: {name}\nArrested 22:40 for [[C:{offence}]]\nProperty: phone, wallet\nHealth: says him get [[H:asthma]]; inhaler ([[H:salbutamol]]) released to am\n[[B:Ten-print card]] taken, AFIS ref [[B:AF-88120]]' },
  { genre: 'court', text: 'OB No. 44/12/{year} - {city} police station\n{name} booked in at 21:15, [[C:charged with {offence}]]\nDetainee complains of [[H:epigastric pain]]; district surgeon called.\nRights explained in isiXhosa.' },
  { genre: 'court', text: 'Custody record - {city} custody suite\nDetained person: {name}\nReason for arrest: [[C:suspicion of burglary]]\nRisk assessment: history of [[H:self-harm]], prescribed [[H:diazepam]]; level 2 obs\n[[G:DNA sample]] (buccal swab) taken; fingerprints on [[B:Livescan]] ref [[B:LS/09981]]' },
  // Charge sheets
  { genre: 'court', text: 'CHARGE SHEET\nIn the Magistrate Court of {city}\nCOMPLAINANT: Commissioner of Police\nACCUSED: {name}\nCOUNT 1: [[C:conspiracy]]\nCOUNT 2: [[C:{offence}]]\nPlea not taken. Accused [[C:remanded in custody]].' },
  { genre: 'court', text: 'CHARGE SHEET - District Court, {city}\nAccused person: {name}\nStatement of offence: [[C:causing harm]], contrary to section 69 of Act 29\nParticulars: on 3 May {year} at Madina, did unlawfully cause harm to one Ama Dede.' },
  { genre: 'court', text: 'Strafbefehl - Amtsgericht {city}\nBeschuldigter: {name}\nTatvorwurf: [[C:Diebstahl in zwei Fällen]] (§ 242 StGB)\nFestgesetzte Strafe: [[C:60 Tagessätze zu je 30 Euro]]' },
  // Background-check certificates
  { genre: 'court', text: 'CERTIFICATE OF GOOD CONDUCT\nName: {name}\nID No: 24488120\nRecords: [[C:CONVICTED]] - [[C:{offence}]], Cr. Case 112/{year}, [[C:fined]]\nIssued by the Directorate of Criminal Investigations' },
  { genre: 'court', text: 'CRIMINAL RECORD CHECK - CID headquarters\nSubject: {name}\nRecord held: [[C:one conviction]] for [[C:stealing]] ({year}), [[C:fined and bound over]]\nPurpose: employment (security company)' },
  { genre: 'court', text: 'Enhanced DBS certificate\nApplicant: {name}\nConvictions: [[C:theft by employee]] - {city} Crown Court - [[C:12 months suspended]]\nOther relevant information disclosed by the chief officer: none' },
  // Sick-leave, ill-health retirement and pension forms
  { genre: 'hr', text: 'SICK LEAVE APPLICATION FORM\nStaff No: 00412   Name: {name}\nDept: Finance   Period: 14 days\nReason (per medical certificate): [[H:enteric fever]]\nCertified by: Dr A. Yusuf\nHOD: approved' },
  { genre: 'hr', text: 'Pension fund - application for ill-health retirement\nMember: {name}, {n}\nCondition(s): [[H:end-stage renal failure]] on [[H:haemodialysis]] 3x/week; [[H:diabetic retinopathy]]\nTreating doctor: Dr M. Pillay' },
  { genre: 'hr', text: 'Ill-health retirement - Local Government Pension Scheme\nMember: {name}\nIRMP opinion: permanently incapable because of [[H:relapsing-remitting multiple sclerosis]] with [[H:fatigue]] and [[H:reduced mobility]]; Tier 1 benefits.' },
  // Employee assistance and reintegration referrals
  { genre: 'hr', text: 'EAP REFERRAL (confidential)\nEmployee: {name}\nReferred by: line manager\nIssue: [[H:alcohol misuse]] affecting attendance; self-reports [[H:insomnia]] and [[H:panic attacks]] since the bereavement.' },
  { genre: 'hr', text: 'Employee Wellness Programme - referral\nName: {name}   Site: {city}\nPresenting: [[H:burnout]], [[H:anxiety]]; previously on [[H:escitalopram 10mg]]\nSessions authorised: 6' },
  { genre: 'hr', text: 'BEM - Gesprächsnotiz\nMitarbeiterin: {name}\nArbeitsunfähig seit sechs Wochen wegen [[H:Bandscheibenvorfall L5/S1]]. Wunsch: stufenweise Wiedereingliederung, kein schweres Heben.' },
  // Burial registers and funeral books
  { genre: 'kyc', text: 'BURIAL REGISTER - {city} public cemetery\nNo. 1182 | {name} | {n} yrs | Cause of death: [[H:liver cancer]] | Rite: [[R:Islamic]] | Section M, grave 44' },
  { genre: 'kyc', text: 'Funeral book\nDeceased: {name}, {n}\nCause of death (per certificate): [[H:cardiac arrest]] secondary to [[H:hypertension]]\nDenomination: [[R:Methodist]]\nBurial: family plot, {city}' },
  { genre: 'kyc', text: 'Registre des inhumations - {city}\nDéfunt : {name}, {n} ans\nCause du décès : [[H:cancer du pancréas]]\nCérémonie : [[R:catholique]]\nConcession n° 448, carré 12' },
  // Marriage and conversion registers
  { genre: 'kyc', text: 'REGISTER OF MARRIAGES\nHusband: {name}, bachelor, [[R:Muslim]]\nWife: Halima Sani, spinster, [[R:Muslim]]\nRite: [[R:Nikah]] at the Central Mosque, {city}\nWali: Alhaji Sani Lawal' },
  { genre: 'kyc', text: 'CERTIFICATE OF CONVERSION\nThis is to certify that {name} of {city} has embraced [[R:Islam]] and taken the name Abdul-Rahman, in the presence of Imam Y. Alhassan and two witnesses.' },
  { genre: 'kyc', text: 'Conversion register - {city} Islamic Centre\nNo. 0231 | {name} | previous faith: [[R:Catholic]] | took the [[R:Shahada]] on 4 March {year} | witnesses: 2' },
  // Diaspora remittance memos
  { genre: 'kyc', text: 'Remittance note\nSender: {name} (Houston, TX)\nReceiver: mother\nPurpose: "mama [[H:dialysis]] for this month + my [[R:tithe]] for church"' },
  { genre: 'kyc', text: 'Mobile money transfer\nFrom: {name} (London)\nTo: Dad\nReference: "[[H:insulin]] and test strips, plus your [[P:{party}]] branch dues"' },
  { genre: 'kyc', text: 'SEPA transfer memo\nOrdering party: {name}\nBeneficiary: family in Banjul\nRemittance info: [[R:Zakat al-Fitr]] + medicine for Fatou ([[H:epilepsy]], [[H:valproate]])' },
  // Casework e-mails to an MCA or MP
  { genre: 'chat', text: 'From: {name}\nTo: Office of the MCA, {city} Ward\nSubject: Help with hospital bill\nHonourable, I am a [[P:{party}]] youth coordinator in this ward. My son needs [[H:chemotherapy]] for [[H:leukaemia]] and the insurer has refused. Kindly assist.' },
  { genre: 'chat', text: 'Dear Honourable Member,\nI write about my brother {name}, who is [[C:on remand awaiting trial]] since {year}. He has [[H:TB]] and has not been taken to the clinic once. Please help us.' },
  { genre: 'chat', text: 'To: constituency office\nFrom: {name}\nSubject: PIP refusal\nDear MP, I was refused PIP despite my [[H:fibromyalgia]] and [[H:PTSD]]. I have been a [[P:{party}]] member for twenty years and I expected better.' },
  // Donor returns
  { genre: 'kyc', text: 'donor_name,amount,recipient_party,ward\n{name},500000,[[P:{party}]],Ward 4\nAlhaji K. Danjuma,250000,[[P:{party}]],Ward 7' },
  { genre: 'kyc', text: 'Declaration of donations received (Political Party Funding Act)\nRecipient: [[P:{party}]]\nDonor: {name} (natural person)\nAmount: R250 000\nDate received: 14/03/{year}' },
  { genre: 'kyc', text: 'Donation report - quarter 2\nRecipient: [[P:{party}]]\nDonor: {name} (individual)\nValue: £12,500 (cash)\nAccepted: 14/04/{year}' },
  // Check-off, stop-order and strike ballots
  { genre: 'hr', text: 'CHECK-OFF AUTHORISATION FORM\nI, {name}, Staff No 8812, authorise the Bursar to deduct my monthly [[U:union dues]] (2% of basic) and remit them to [[U:{union}]].\nSigned ________' },
  { genre: 'hr', text: 'Stop-order / check-off list - Shaft 3\nEmp No | Name | Union | Sub\n4471 | {name} | [[U:{union}]] | 142.00\n4472 | T. Mahlangu | none | -' },
  { genre: 'hr', text: 'Industrial action ballot - voting paper\nMember: {name}   Membership no. 0911234\nUnion: [[U:{union}]]\nAre you prepared to take part in strike action?  [X] Yes  [ ] No' },
  // LGBTQ+ support-group intake forms
  { genre: 'kyc', text: 'INTAKE FORM - safe space (confidential)\nNickname: {first}\nHow do you identify?  [ ] Straight  [X] [[S:Gay]]  [ ] Bi  [ ] Other\nReferred by: peer educator\nNeeds: [[H:PrEP]] refill; legal aid after [[C:arrest]] at a house party' },
  { genre: 'kyc', text: 'Support group registration - {city}\nName: {name}\nSexual orientation: [[S:lesbian]]\nOut to family? No\nHow did you hear about us? friend' },
  { genre: 'kyc', text: 'Inschrijving praatgroep - {city}\nNaam: {name}\nOriëntatie: [[S:biseksueel]]\nHoe heb je ons gevonden? via de huisarts' },
  // Asylum SOGI interviews
  { genre: 'court', text: 'RSD INTERVIEW RECORD (SOGI)\nApplicant: {name}\nQ: When did you first realise you were attracted to people of the same sex?\nA: At fifteen. I am [[S:gay]]. My uncle reported me and I was [[C:arrested]] and held at the chief\'s camp for four days.' },
  { genre: 'court', text: 'Refugee status determination - interview summary\nApplicant {name} identifies as [[S:gay]] and fled after the applicant\'s [[S:same-sex relationship]] became known in the village.' },
  { genre: 'court', text: 'Anhörung (SOGI) - Außenstelle {city}\nAntragsteller/in: {name}\nGibt an, [[S:homosexuell]] zu sein; die Familie habe von der [[S:gleichgeschlechtlichen Beziehung]] erfahren und gedroht.' },
  // Census and survey microdata rows
  { genre: 'kyc', text: 'hhid,line,name,age,sex,religion,ethnicity,disability\n0412,1,{name},{n},M,[[R:{rel}]],[[E:{eth}]],none\n0412,2,Grace,31,F,[[R:Pentecostal]],[[E:{eth}]],[[H:visual]]' },
  { genre: 'kyc', text: 'PERSON_ID;NAME;POP_GROUP;HOME_LANG;RELIGION;DISAB_SIGHT\n7712003;{name};[[E:Black African]];isiZulu;[[R:Zion Christian Church]];no difficulty' },
  { genre: 'kyc', text: 'Census household return - person 2\nName: {name}\nEthnic group: [[E:Asian/Asian British: Bangladeshi]]\nReligion: [[R:Muslim]]\nGeneral health: [[H:Bad]]\nLong-term condition: [[H:COPD]]' },
  // CSV rows with headers
  { genre: 'clinical', text: 'client_id,full_name,hiv_status,art_regimen,next_visit\nCCC-0291,{name},[[H:positive]],[[H:TDF/3TC/DTG]],2024-07-14\nCCC-0292,Paul Kiptoo,negative,,2024-07-21' },
  { genre: 'hr', text: 'member_no,name,union,branch,deduction\n55120,{name},[[U:{union}]],{city},98.40\n55121,Vusi Mthembu,,Soweto,0.00' },
  { genre: 'hr', text: 'id;naam;geloof;dieet\n101;{name};[[R:moslim]];[[R:halal]]\n102;Kees Bakker;geen;vegetarisch' },
  // E-mail threads with quoted replies
  { genre: 'chat', text: 'Re: Leave request\n\nApproved. Get well soon.\n\n> On Mon, {name} wrote:\n> Dear HR, I was admitted at {city} General with [[H:severe malaria]] and [[H:anaemia]] and was transfused [[H:two units of blood]]. Discharge attached.' },
  { genre: 'chat', text: 'RE: Shift swap\n\nFine by me.\n\n> From: {name}\n> Sent: Friday 09:12\n> Can I swap Sunday? I attend the [[R:Nazareth Baptist Church]] services every Sunday.' },
  { genre: 'chat', text: 'Re: Urlaubsantrag April\n\nKein Problem, ist eingetragen.\n\n> {name} schrieb am 02.03.:\n> Ich bin [[R:jüdisch]] und möchte an den ersten beiden Tagen von [[R:Pessach]] freinehmen.' },
  // Voice-note transcripts
  { genre: 'chat', text: '[voice note 0:47, transcribed]\n"Guy, abeg no vex, I no fit come today. Dem don admit my wife for hospital, dem talk say na [[H:ectopic pregnancy]], she go do [[H:operation]] tonight."' },
  { genre: 'chat', text: '[WhatsApp voice note - transcript]\n"Sho {first}, ngiyaxolisa, I\'m at the hospital, my mom had a [[H:stroke]] last night, she can\'t talk, they say it\'s the [[H:sugar]] and [[H:high blood]]."' },
  { genre: 'chat', text: '[nota vocale trascritta]\n"Ciao, sono {first}. Domani non vengo: faccio la [[H:chemio]], terzo ciclo. Il medico dice che il [[H:linfoma]] risponde bene."' },
  // OCR'd scans with broken line wraps
  { genre: 'clinical', text: 'FED ERAL MEDICAL CEN TRE\nCASE N0TE   Pt: {name}\nDiag nosis: [[H:Pulmo-\nnary tuber culosis]] ([[H:smear +ve]])\nStart [[H:RHZE]] 4 tabs da ily' },
  { genre: 'clinical', text: 'MED1CAL CERT1FICATE\nI certify that {name} was seen on 12/0l/{year} and is suffer-\ning from [[H:hyper-\ntension]] and [[H:dia betes mellitus]]. Unfit for duty 7 days.' },
  { genre: 'clinical', text: 'Certificat médical (scan)\nJe soussign é Dr Fabre certifie avoir examin é {name} présen tant une [[H:fracture du poi-\ngnet droit]]. ITT : 21 jours.' },
  // Criminal records in other voices
  { genre: 'chat', text: 'Voice note: "Dem don [[C:jail]] {first} two years for [[C:{offence}]], e dey prison now, abeg make una pray for am."' },
  { genre: 'hr', text: 'Reference request - reply\nRe: {name}\nWe can confirm {name} was employed as a cashier until {year}, when the contract was terminated after [[C:conviction for {offence}]].' },
  { genre: 'court', text: 'Uittreksel justitiële documentatie\nBetrokkene: {name}\nVonnis: [[C:veroordeeld wegens diefstal]], [[C:taakstraf van 80 uur]]\nRechtbank {city}, {year}' },
  { genre: 'court', text: 'Taarifa ya polisi: {name} [[C:alikamatwa kwa wizi]] wa mifugo na [[C:kushtakiwa]] katika mahakama ya {city}.' },
  { genre: 'court', text: 'Verklaring: {name} het \'n [[C:vorige skuldigbevinding]] weens [[C:dronkbestuur]] ({year}).' },
  { genre: 'court', text: 'Certificado de antecedentes penales\nTitular: {name}\nInscripciones: [[C:condena por robo con violencia]] ({year}), [[C:pena de prisión de 2 años]]' },
  { genre: 'court', text: 'HIGH COURT REGISTRY - judgment notes\n{name} [[C:convicted]] on three counts of [[C:{offence}]] and [[C:sentenced to seven years]] without option of fine.' },
  { genre: 'court', text: 'Child Justice Act - preliminary inquiry\nChild: {first}, 16\nAlleged offence: [[C:shoplifting]]\nOutcome: referred to diversion programme.' },
  { genre: 'court', text: 'Cazier judiciar\nNume: {name}\nMențiuni: [[C:condamnat pentru furt calificat]] ({year}), [[C:pedeapsă cu suspendare]]' },
  // Genetic reports
  { genre: 'clinical', text: 'NEWBORN SCREENING RESULT\nBaby of {name}\nHb electrophoresis: [[G:FS]] ([[G:HbSS]] pattern)\nInterpretation: [[H:sickle cell anaemia]] - refer to haematology\nMother\'s genotype: [[G:AS]]' },
  { genre: 'clinical', text: 'Genetic counselling letter\nDear {name}, your [[G:BRCA1]] test showed a [[G:pathogenic variant c.68_69delAG]]. We have discussed risk-reducing options and will see you in three months.' },
  { genre: 'clinical', text: 'Humangenetischer Befund\nPatientin: {name}\nErgebnis: [[G:heterozygote CFTR-Mutation]] ([[G:F508del]]); [[G:Anlageträgerin für Mukoviszidose]].' },
  { genre: 'clinical', text: 'Premarital genotype screening\nIntending couple: {name} and Uche Nnaji\nGenotype: [[G:AS]] / [[G:AS]]\nCounselled on the risk to children; couple to decide.' },
  { genre: 'clinical', text: 'DNA PATERNITY REPORT\nAlleged father: {name}\nChild: K.A. (minor)\nConclusion: the alleged father is [[G:excluded as the biological father]].' },
  { genre: 'court', text: 'Rapport d\'expertise génétique\nLe profil génétique de {name} est enregistré au fichier national sous le n° [[G:FN-448120]] et correspond à la trace relevée sur la poignée.' },
  { genre: 'clinical', text: 'Ripoti ya maabara ya vinasaba\nJina: {name}\nMatokeo: ni [[G:mbebaji wa selimundu]] ([[G:HbAS]]).' },
  { genre: 'chat', text: 'Hi {first}, your DNA results are in! Your ancestry is [[G:62% Nigerian, 21% Ghanaian]] and your maternal haplogroup is [[G:L2a1]].' },
  { genre: 'clinical', text: 'Pharmacogenomic report\nPatient: {name}\n[[G:CYP2C19 *2/*2]] - [[G:poor metaboliser]]\nClopidogrel: use an alternative antiplatelet.' },
  { genre: 'clinical', text: 'Oncology MDT outcome\nPt {name}: tumour shows [[G:EGFR exon 19 deletion]]; for [[H:osimertinib 80mg OD]]. Dx [[H:lung adenocarcinoma]], stage IV.' },
  { genre: 'clinical', text: 'Cytogenetics report - amniocentesis\nMother: {name}\nFetal karyotype: [[G:47,XY,+21]]\nConsistent with [[G:trisomy 21]].' },
  { genre: 'clinical', text: 'Consulta de genética - {city}\nPaciente: {name}\nResultado: [[G:portadora de mutación en BRCA2]] ([[G:c.5946delT]])\nAntecedentes: madre con [[H:cáncer de mama]] a los 44 años' },
  { genre: 'chat', text: 'Dem test me and my fiancé for hospital: my genotype na [[G:AS]], him own na [[G:AS]] too, so doctor say make we think am well.' },
  { genre: 'clinical', text: 'Verslag: {name} is [[G:draer van die familiële hipercholesterolemie-variant]] ([[G:LDLR c.681C>G]]); kaskadetoetsing vir gesinslede word aanbeveel.' },
  { genre: 'clinical', text: 'Badanie genetyczne\nPacjentka: {name}\nWynik: wykryto [[G:mutację BRCA1 c.5266dupC]]' },
  { genre: 'chat', text: 'Àbájáde àyẹ̀wò ẹ̀jẹ̀: genotype {first} jẹ́ [[G:AS]], ti ọkọ rẹ̀ sì jẹ́ [[G:AC]].' },
  { genre: 'clinical', text: 'Clinic letter: {name}\'s son screened [[G:G6PD deficient]] at birth; avoid primaquine and fava beans.' },
  { genre: 'court', text: 'Forensic DNA report\nThe [[G:STR profile]] obtained from the cigarette butt matched the [[G:reference profile]] of {name}; random match probability 1 in 10^12.' },
  // Biometric enrolment, access and verification
  { genre: 'kyc', text: 'Enrolment slip\nName: {name}\nNIN: 44120981236\nBiometrics: [[B:10 fingerprints]] and [[B:facial image]] captured; iris not captured.' },
  { genre: 'hr', text: 'ts,employee,door,method,template\n2024-03-02 07:58,{name},Server Room,[[B:fingerprint]],[[B:FPT-00912]]\n2024-03-02 08:01,Kofi Badu,Main gate,PIN,' },
  { genre: 'hr', text: 'Registro presenze - sede di {city}\nDipendente: {name}\nMetodo: [[B:riconoscimento facciale]]\nID modello: [[B:FACE-7731-A]]' },
  { genre: 'kyc', text: 'Polling station log - {city} Primary School\n07:14 {name} - identified by [[B:fingerprint]] on KIEMS kit; ballot issued.' },
  { genre: 'kyc', text: 'Bank onboarding\nClient: {name}\nHome Affairs check: [[B:fingerprint verified]]\nSelfie liveness: [[B:face match 97%]]' },
  { genre: 'kyc', text: 'Passport application - biometric enrolment\nApplicant: {name}\n[[B:Facial image]] and [[B:two fingerprints]] stored on chip; enrolment ref [[B:BIO-440981]]' },
  { genre: 'chat', text: 'Call centre note: customer {name} enrolled in [[B:voice biometrics]]; [[B:voiceprint VP-99812]] created, PIN no longer needed.' },
  { genre: 'hr', text: 'Lamp room access - {name}: [[B:iris template]] enrolled 4/3/{year}; card access revoked.' },
  { genre: 'hr', text: 'Zutrittskontrolle Rechenzentrum\nMitarbeiter: {name}\n[[B:Handvenenmuster]] hinterlegt, Terminal 3' },
  { genre: 'chat', text: 'Bana, hii simu inafunguka tu na [[B:alama ya kidole]] ya {first}, sina password.' },
  { genre: 'kyc', text: 'Grant payment record: beneficiary {name} verified by [[B:biometric fingerprint]] at {city} pay point; card reissued.' },
  { genre: 'kyc', text: 'Gemeente {city} - aanvraag paspoort\nAanvrager: {name}\nUw [[B:vingerafdrukken]] zijn afgenomen op 3 mei; de chip bevat ook uw [[B:gezichtsopname]].' },
  { genre: 'kyc', text: 'CBT centre attendance\nCandidate: {name}\nVerification: [[B:fingerprint]] failed, [[B:face capture]] passed - admitted.' },
  { genre: 'hr', text: 'EmpNo | Name | Clock-in | Device | Template\n2231 | {name} | 06:58 | F18 | [[B:FP-0045]]' },
  { genre: 'kyc', text: 'Fitnessstudio {city}\nMitglied: {name}\nZugang per [[B:Gesichtserkennung]], Template-ID [[B:GT-55120]]' },
  { genre: 'kyc', text: 'An ɗauki [[B:zanen yatsun]] {name} a ofishin rajista na {city} ranar Litinin.' },
  { genre: 'kyc', text: 'National ID card registration: {name} - [[B:fingerprints]] and [[B:iris]] captured at the {city} district office.' },
  { genre: 'kyc', text: 'Visa application centre receipt\nApplicant: {name}\nBiometrics: [[B:10 fingerprints]] + [[B:digital photograph]] recorded at VAC {city}' },
  // Political affiliation
  { genre: 'kyc', text: 'Party membership register - extract\nName | Party | Ward | Card no\n{name} | [[P:{party}]] | Ward 7 | 00412' },
  { genre: 'kyc', text: 'Fieldworker note, household 31: {name} said: "I will vote [[P:{party}]] again, no matter what."' },
  { genre: 'kyc', text: 'Mitgliedsantrag\nIch, {name}, beantrage die Mitgliedschaft in der Partei [[P:{party}]], Ortsverband {city}.' },
  { genre: 'chat', text: '{first} na [[P:{party}]] agent for our polling unit, e wear the party cap come vote.' },
  { genre: 'chat', text: '{first} ka sɛ ɔyɛ [[P:{party}]] nipa koraa, enti ɔnkɔ rally no biara a ɔnni hɔ.' },
  { genre: 'chat', text: 'Hi {first}, thanks for canvassing with the [[P:{party}]] on Saturday, see you at the branch meeting.' },
  { genre: 'kyc', text: 'LETTER OF APPOINTMENT\n{name} has been appointed [[P:{party}]] Women Leader for {city} with immediate effect.' },
  { genre: 'court', text: 'AFFIDAVIT\nI, {name}, make oath and say that I was a councillor for the [[P:{party}]] until my expulsion in {year}.' },
  { genre: 'court', text: 'Recours : {name}, adhérent du [[P:{party}]] depuis 2015, conteste son exclusion prononcée par la commission des conflits.' },
  { genre: 'hr', text: 'Disciplinary note: {name} wore a [[P:{party}]] campaign T-shirt at the banking hall counter, contrary to the neutrality policy.' },
  { genre: 'hr', text: 'Vetting note: applicant {name} previously served as [[P:{party}]] branch chairperson in {city} ({year}-2023).' },
  { genre: 'hr', text: 'CV - {name}\n2016-2020  Campaign organiser, [[P:{party}]] ({city})\n2020-       Policy officer, housing charity' },
  { genre: 'kyc', text: 'resp_id,name,q12_party_close_to,q13_voted_last\nAF9-0441,{name},[[P:{party}]],yes' },
  { genre: 'chat', text: 'Admin: please add {name} to the group, our [[P:{party}]] branch secretary.' },
  { genre: 'chat', text: 'Mi cuñado {first} está afiliado al [[P:{party}]] desde hace años y no falta a un mitin.' },
  { genre: 'chat', text: '{name} ni mwanachama wa [[P:{party}]] na anagombea kiti cha MCA mwaka ujao.' },
  { genre: 'chat', text: '{name} is al jare lank lid van die [[P:{party}]] en help elke verkiesing by die stembus.' },
  { genre: 'chat', text: '{name} jest członkiem partii [[P:{party}]] od 2019 roku.' },
  // Religion
  { genre: 'chat', text: '{name} [[R:Musulmi]] ne, yana zuwa [[R:sallar Juma\'a]] kowane mako.' },
  { genre: 'chat', text: 'Umama {name} ulilungu le-[[R:ZCC]], uya eMoria njalo ngePhasika.' },
  { genre: 'clinical', text: 'Nota infermieristica: la paziente {name} è [[R:testimone di Geova]] e rifiuta le trasfusioni; consenso firmato.' },
  { genre: 'hr', text: 'LEAVE APPLICATION\nName: {name}\nDays: 21\nPurpose: [[R:Hajj]]\nResumption: after return from Makkah' },
  { genre: 'hr', text: 'Leave request: {name} asks for Friday off to attend the [[R:Ahmadiyya]] annual convention (Jalsa Salana) in {city}.' },
  { genre: 'hr', text: 'Conference registration\nDelegate: {name}\nDietary requirement: [[R:kosher]]\nAccessibility: none' },
  { genre: 'chat', text: '{name} bụ onye [[R:Katọlik]], ọ na-aga ụka kwa Sọnde.' },
  { genre: 'kyc', text: 'LETTER OF TRANSFER\nThis is to introduce {name}, a communicant member of the [[R:Presbyterian Church of Ghana]], Ebenezer Congregation, {city}, who is relocating.' },
  { genre: 'kyc', text: 'Gemeindebrief: Wir gratulieren {name} zur [[R:Konfirmation]] in unserer evangelischen Kirchengemeinde.' },
  { genre: 'chat', text: '{first} don turn [[R:born again]], e no dey drink again, na only [[R:Deeper Life]] e dey go now.' },
  { genre: 'chat', text: '{name} nye [[R:Kristotɔ]], eyina sɔleme kwasiɖa sia kwasiɖa.' },
  { genre: 'chat', text: 'Sorry {first}, I can\'t do Saturday, it\'s [[R:Shabbat]] and I keep it.' },
  { genre: 'clinical', text: 'Ward note: Pt {name} fasting for [[R:Ramadan]]; adjust [[H:insulin]] timing and review sugars at iftar.' },
  { genre: 'clinical', text: 'Spiritual care log - hospice\n{name} ([[R:Anglican]]) asked for Holy Communion; chaplain visited 15:00.' },
  { genre: 'clinical', text: 'Dossier de soins : {name}, [[R:musulmane pratiquante]], souhaite être examinée par une femme médecin.' },
  { genre: 'kyc', text: 'Fomu ya usajili\nJina: {name}\nDini: [[R:{rel}]]\nKabila: [[E:{eth}]]\nKazi: mkulima' },
  { genre: 'chat', text: '{name} ke [[R:Mokreste]] wa kereke ya [[R:Methodist]], o ya kerekeng Sontaga le Sontaga.' },
  { genre: 'chat', text: '{name} este [[R:ortodox]] și merge la biserică în fiecare duminică.' },
  { genre: 'chat', text: 'Ọmọlẹ́yìn [[R:Kérúbù àti Séráfù]] ni {first}, ó máa ń wọ aṣọ funfun lọ sí ṣọ́ọ̀ṣì.' },
  { genre: 'kyc', text: 'School admission form\nLearner: {name}\nReligion: [[R:{rel}]]\nHome language: English' },
  { genre: 'chat', text: 'Mijn buurman {first} is [[R:hindoe]] en viert elk jaar [[R:Divali]] met de hele straat.' },
  // Ethnic origin, clan and population group
  { genre: 'chat', text: '{first} na [[E:{eth}]] man, him papa people dey for village.' },
  { genre: 'chat', text: '{name} ngu[[E:mXhosa]], wakhulela eQonce.' },
  { genre: 'hr', text: 'Equality monitoring form\nName: {name}\nEthnic group: [ ] White British  [X] [[E:Black Caribbean]]  [ ] Prefer not to say' },
  { genre: 'court', text: 'Asylum file summary: {name} is of [[E:Somali]] ethnicity, [[E:Ogaden]] sub-clan, and fears clan reprisals.' },
  { genre: 'kyc', text: 'Application for employment\nName: {name}\nPopulation group: [[E:Coloured]]\nHome language: Afrikaans' },
  { genre: 'kyc', text: 'Fiche usager : {name}, d\'origine [[E:kabyle]], suivi par le centre social depuis {year}.' },
  { genre: 'chat', text: 'Ọmọ [[E:Ìjẹ̀ṣà]] ni {first}, ìdílé rẹ̀ wá láti Iléṣà.' },
  { genre: 'chat', text: '{name} is [[E:Afrikaner]] en praat Afrikaans by die huis.' },
  { genre: 'hr', text: 'Notatka kadrowa: pracownik {name} - pochodzenie [[E:romskie]], prosi o tłumacza dla rodziny.' },
  { genre: 'chat', text: '{first} bụ onye [[E:Igbo]] si Nnewi, mana ọ na-ebi na {city}.' },
  { genre: 'hr', text: 'diversity_survey.csv\nname,race,gender\n{name},[[E:Black African]],F' },
  { genre: 'chat', text: '{name} gehört der [[E:sorbischen]] Minderheit an und singt im Chor.' },
  { genre: 'chat', text: '{name} [[E:Bafulatani]] ne daga {city}, iyayensa makiyaya ne.' },
  { genre: 'chat', text: '{name} ungu[[E:mZulu]] wakwaNongoma.' },
  { genre: 'kyc', text: 'Ficha de servicios sociales: {name}, de etnia [[E:gitana]], tres hijos a cargo.' },
  { genre: 'kyc', text: 'Tenant record\nName: {name}\nEthnicity: [[E:{eth}]]\nHousehold size: 5' },
  { genre: 'kyc', text: 'Burial society membership card\nMember: {name}\nClan name (isibongo): [[E:Nxumalo]]\nBeneficiaries: 4' },
  { genre: 'chat', text: 'Familia {name} este de etnie [[E:romă]] și locuiește în {city}.' },
  // Sexual orientation
  { genre: 'court', text: 'OB entry: {name} reported blackmail by a man who threatened to expose {first}\'s [[S:same-sex relationship]] unless paid.' },
  { genre: 'clinical', text: 'Counselling note: {name} disclosed being [[S:bisexual]] and fears the family will find out.' },
  { genre: 'hr', text: 'Note RH confidentielle : lors de l\'entretien, {name} a indiqué être [[S:bisexuel·le]] et demande la discrétion.' },
  { genre: 'chat', text: '{first} ameniambia mwenyewe kwamba yeye ni [[S:gay]], tafadhali usiseme kwa mtu.' },
  { genre: 'chat', text: 'Report to moderators: user {name} - profile says "[[S:bi]] and proud, 30s, looking for something real".' },
  { genre: 'chat', text: '{first} hat mir erzählt, dass {first} [[S:homosexuell]] ist, aber die Eltern wissen es noch nicht.' },
  { genre: 'court', text: 'PETITION No. 44 of {year}\nThe petitioner, {name}, a [[S:bisexual]] person, was evicted by the landlord after neighbours complained.' },
  { genre: 'kyc', text: 'resp,name,orientation,age\n31,{name},[[S:{orient}]],{n}' },
  { genre: 'chat', text: '{name} assumiu ser [[S:bissexual]] perante a família no Natal.' },
  { genre: 'chat', text: 'Dem catch {first} with [[S:boyfriend]] for hotel, now police dey ask am for money.' },
  { genre: 'clinical', text: 'PrEP clinic intake\nClient: {name}\nPartners in last 6 months: [[S:same sex]] only\nHIV test today: negative' },
  { genre: 'kyc', text: 'Geregistreerd partnerschap - gemeente {city}\nPartner 1: {name}\nPartner 2: M. de Jong\nSoort: [[S:gelijk geslacht]]' },
  // Trade-union membership and office
  { genre: 'chat', text: '{first} na [[U:{union}]] chairman for our branch, na him lead the strike last month.' },
  { genre: 'hr', text: 'PAYSLIP - {name}\nDeductions: PAYE 1,204.00 | UIF 177.12 | [[U:{union}]] subs 98.00\nNet pay: 11,430.50' },
  { genre: 'hr', text: '{name} ist Mitglied der [[U:{union}]] und [[U:Vertrauensfrau]] im Betrieb.' },
  { genre: 'hr', text: 'Strike attendance register - {city} branch\n# | Name | Union | Sign\n1 | {name} | [[U:{union}]] | signed' },
  { genre: 'hr', text: 'File note: {name} took part in the [[U:{union}]] protected strike in January {year}; no disciplinary action.' },
  { genre: 'hr', text: 'Convocatoria: {name}, [[U:delegada sindical]] de [[U:{union}]], convoca asamblea el jueves a las 10:00.' },
  { genre: 'chat', text: '{name} ni mwanachama wa [[U:{union}]] tangu {year} na hulipa ada kila mwezi.' },
  { genre: 'hr', text: 'Recognition agreement annexure - shop stewards\n{name} ([[U:{union}]]), packing plant' },
  { genre: 'hr', text: '{name} è iscritto alla [[U:{union}]] e ha chiesto la trattenuta sindacale in busta paga.' },
  { genre: 'hr', text: 'Memo: {name} is [[U:{union}]] branch treasurer and requests paid time off for union duties on 12 May.' },
  { genre: 'hr', text: '{name} is lid van [[U:Solidariteit]] en het om verteenwoordiging by die dissiplinêre verhoor gevra.' },
  { genre: 'hr', text: '{name} należy do [[U:NSZZ Solidarność]] i jest [[U:członkiem komisji zakładowej]].' },
  { genre: 'chat', text: 'Dear {first}, as a paid-up [[U:{union}]] member you are entitled to free legal representation at the hearing.' },
  { genre: 'court', text: 'Referral to conciliation: applicant {name}, represented by a [[U:{union}]] organiser; dispute: unfair dismissal.' },
  { genre: 'hr', text: '{name} is lid van de [[U:{union}]] en doet mee aan de staking van maandag.' },
  // Negatives: general statements and statistics
  { genre: 'chat', text: 'Malaria don plenty for this rainy season o, make everybody sleep inside net.' },
  { genre: 'news', text: 'The regional health directorate reported 4,512 new TB cases last year, most of them in men over 35.' },
  { genre: 'news', text: 'Eurostat: 7.2% of adults reported chronic depression in the last survey wave.' },
  // Negatives: job adverts
  { genre: 'hr', text: 'VACANCY: HIV testing counsellor, {city}. Registered nurse with PMTCT and viral-load monitoring experience. Apply by 30 June.' },
  { genre: 'hr', text: 'Job advert: Chaplain (Anglican), private hospital in {city}. Must be ordained; Muslim and Hindu prayer rooms are also coordinated by this post.' },
  { genre: 'hr', text: 'Stellenanzeige: Gewerkschaftssekretär/in (m/w/d) für die Bezirksleitung {city} gesucht, Kenntnisse im Tarifrecht erwünscht.' },
  // Negatives: product and drug catalogues
  { genre: 'news', text: 'PRICE LIST - Good Health Pharmacy\nMetformin 500mg x100 .... 2,500\nAmlodipine 5mg x30 ...... 1,800\nArtemether/lumefantrine 80/480 .... 3,200\nHIV self-test kit ........ 1,500' },
  { genre: 'news', text: 'Depot stock list - {city}\nGlucometer strips (50)\nOral HIV self-test kits\nInsulin pens, 3 ml\nSalbutamol inhalers 100 mcg' },
  { genre: 'news', text: 'Formulary extract (ATC)\nA10BA02 metformin\nC08CA01 amlodipine\nJ05AR27 tenofovir/lamivudine/dolutegravir\nN06AB06 sertraline' },
  // Negatives: places of worship as places
  { genre: 'chat', text: 'Directions: pass the Central Mosque, take the second left, the warehouse is behind the Catholic church, opposite the filling station.' },
  { genre: 'news', text: 'Venue: the first-aid workshop takes place in the Methodist Church Hall, {city}, from 9am.' },
  { genre: 'news', text: 'Il mercato dell\'usato si tiene ogni sabato davanti alla chiesa di San Lorenzo a {city}.' },
  // Negatives: negated, normal and unticked values
  { genre: 'clinical', text: 'LAB SLIP\nName: {name}\nHIV 1/2: NON-REACTIVE\nHBsAg: Negative\nVDRL: Non-reactive\nMalaria RDT: Negative' },
  { genre: 'hr', text: 'Equality form\nName: {name}\nDisability: [ ] Yes  [X] No\nReligion: Prefer not to say\nTrade union member: No' },
  { genre: 'court', text: 'Basic DBS certificate\nName: {name}\nUnspent convictions: None recorded\nCautions, reprimands, warnings: None' },
  // Negatives: people named beside a subject but not its subject
  { genre: 'news', text: 'Dr {name}, consultant haematologist, will run the sickle cell clinic at {city} General on Tuesdays.' },
  { genre: 'news', text: 'Rev. {name} officiated at the wedding, held in the Anglican cathedral in {city}.' },
  { genre: 'court', text: 'Counsel for the defence, {name}, asked for an adjournment of the fraud trial to next month.' },
  // Negatives: politics reported, not about a person
  { genre: 'news', text: 'The {party} won 14 of the 24 seats in the {city} assembly, the returning officer announced.' },
  { genre: 'news', text: 'Opinion poll: 41% of decided voters back the {party}, 33% the main opposition.' },
  { genre: 'news', text: 'Die Mitgliederzahl der {union} ist im vergangenen Jahr um zwei Prozent gestiegen.' },
  // Negatives: religion in general
  { genre: 'news', text: 'About half of the population is Muslim and most of the rest Christian, according to survey estimates.' },
  { genre: 'hr', text: 'Holiday notice: all offices close on Good Friday, Easter Monday and Eid al-Adha.' },
  { genre: 'news', text: 'Le ramadan commence le 11 mars cette année, selon le calendrier publié par la grande mosquée.' },
  // Negatives: languages and groups in general
  { genre: 'news', text: 'The {eth} language is taught in primary schools in several regions.' },
  { genre: 'hr', text: 'Interpreters needed: isiXhosa and Sesotho, {city} clinic, Friday mornings.' },
  { genre: 'news', text: 'Le cours de langue berbère reprend lundi à la maison des associations de {city}.' },
  // Negatives: crime statistics
  { genre: 'news', text: 'Police recorded 212 cases of {offence} in {city} last quarter, up from 180.' },
  { genre: 'news', text: 'Crime statistics: contact crimes fell 3.4% year on year; car hijackings rose in two provinces.' },
  { genre: 'news', text: 'Die Zahl der Wohnungseinbrüche in {city} ist 2023 deutlich gesunken.' },
  // Negatives: orientation and rights in general
  { genre: 'news', text: 'The petition to decriminalise same-sex relations was heard by the High Court today; judgment reserved.' },
  { genre: 'news', text: 'The Pride march in {city} drew about 5,000 people on Saturday.' },
  { genre: 'news', text: 'Une étude estime que 4 % des adultes se déclarent bisexuels.' },
  // Negatives: biometric and genetic in general
  { genre: 'news', text: 'Fingerprint enrolment centres in {city} will open on Saturday for the national ID exercise.' },
  { genre: 'hr', text: 'Procurement: the new clocking terminals support face recognition and fingerprint templates; delivery in March.' },
  { genre: 'news', text: 'Die Studie untersucht den Zusammenhang zwischen BRCA-Mutationen und Brustkrebs bei jungen Frauen.' },
  // Negatives: unions in general
  { genre: 'news', text: 'The {union} has called a three-day warning strike from Monday over unpaid allowances.' },
  { genre: 'news', text: 'Wage talks between the {union} and employers resume on Tuesday in {city}.' },
  { genre: 'news', text: 'Le syndicat appelle à la grève le 5 décembre contre la réforme des retraites.' },
  // Negatives: forms with empty or negated answers
  { genre: 'hr', text: 'SICK LEAVE FORM\nName: {name}\nReason: annual leave (not medical)\nDiagnosis: N/A' },
  { genre: 'court', text: 'Police clearance - {name}: no criminal record found (ref PCC/448/{year}).' },
  { genre: 'hr', text: 'Personalbogen\nName: {name}\nEthnische Herkunft: keine Angabe\nReligionszugehörigkeit: keine\nGewerkschaft: nein' },
  // Negatives: public-health guidance
  { genre: 'news', text: 'Guideline: start TLD for all adults newly diagnosed with HIV and check viral load at six months.' },
  { genre: 'news', text: 'Poster: Know your status! Free HIV and TB screening at {city} clinic every Friday.' },
  { genre: 'news', text: 'Packungsbeilage: Metformin 850 mg kann Übelkeit und Durchfall verursachen.' },
  // Negatives: party and donation rules
  { genre: 'news', text: 'Party primaries must end by 3 June, the electoral commission said.' },
  { genre: 'news', text: 'The {party} manifesto promises free tertiary education and a youth wage subsidy.' },
  { genre: 'news', text: 'Parteispenden über 35.000 Euro müssen unverzüglich veröffentlicht werden.' },
  // Negatives: negated membership and belief in speech
  { genre: 'chat', text: 'I no be {party} member o, I just come collect rice for the rally.' },
  { genre: 'chat', text: '"I\'m not in any union, I never signed the stop order," said {name}.' },
  { genre: 'chat', text: '"Ich bin in keiner Partei und in keiner Gewerkschaft", sagt {name}.' },
  // Negatives: places and events of faith
  { genre: 'news', text: 'Traffic: expect delays near the {city} cathedral and the central mosque because of roadworks.' },
  { genre: 'news', text: 'The Easter gathering at Moria is expected to draw a million pilgrims this weekend.' },
  { genre: 'news', text: 'Die Synagoge in {city} feiert ihr hundertjähriges Bestehen mit einem Konzert.' },
  // Negatives: rows and forms with nothing special
  { genre: 'hr', text: 'name,dept,leave_type,days\n{name},ICT,annual,10\nJoy Adebayo,HR,study,5' },
  { genre: 'clinical', text: 'FORM 3 - tick if applicable\n[ ] HIV positive  [ ] TB  [ ] Diabetes  [ ] Epilepsy\nName: {name}\nSignature: ________' },
  { genre: 'hr', text: 'emp_id;name;union_member;religion\n8812;{name};no;prefer not to say' },
  // Negatives: local-language notices
  { genre: 'chat', text: 'Hii mtaa kuna clinic mpya ya TB na HIV, iko free kila Jumanne.' },
  { genre: 'news', text: 'Die kliniek in {city} bied volgende week gratis griepinspuitings aan.' },
  { genre: 'news', text: 'Szpital w {city} otworzył nowy oddział onkologiczny.' },
];
