// Held-out set 37 of the special-category labelled set (issue 15). Written in session 30 by an author independent
// of the detector (the twenty-eighth such author; a blind author helper of session 30, branch s30-special37): before
// writing it the author read only the session's rules, the blind-author brief and its own brief,
// bench/special/generate.ts, bench/special/slots.ts, the head of bench/special.ts (the bench's header comment, to
// wire the set in), the header comment, first twenty and last ninety templates of templates-heldout36.ts (for the
// TypeScript shape and the negatives' style; that header also holds set 36's single reading, which the author saw
// there and did not write towards), the header comments of templates-heldout11.ts to 35.ts (searched by keyword
// only, to choose record kinds none of them names) and test/bench/special-generate.test.ts (its generic part and the
// per-set blocks of sets 34 to 36). The author did NOT read anything under src/ (the detector, lexicons, statute
// packs), test/detect/special/, any earlier set's data file or any README error analysis, and did not run the
// detector or the bench on this set: it is to be read once by the lead (not yet read).
// 279 templates filled twice with seed 3737 (558 texts, 466 gold spans): 21 positive templates per category (189, in the order
// health, religion, race, orientation, political, union, biometric, genetic, criminal; one orientation template, a
// PrEP refill, also holds a health span, so 22 templates hold health) and 90 negatives last (180 texts, about a
// third); all in threes, so the first of each three falls in NG and KE (English, Pidgin, Swahili, Hausa, Yorùbá,
// Igbo), the second in GH and ZA (English, Twi, isiZulu, isiXhosa, Sesotho, Afrikaans) and the third in the UK and EU
// (English, German, French, Dutch, Polish, Spanish, Italian). Slots are filled from slots.ts as in every set, so a
// fill may put a Ghanaian form in South Africa or a man's name beside "her wife": such fill slips leave the spans
// right and are left as they fall.
// Kinds of record (chosen because no header of sets 11 to 36 names them): school incident and behaviour reports
// (English, Yorùbá, Hausa, Swahili, Twi, French, Italian, Polish, a UK racist-incident log), workplace accident and
// incident reports (English, isiZulu, Swahili, Dutch, German "Unfallmeldung", Italian), care-home resident profiles
// and "About me" sheets, home-care worker notes (isiZulu), community health worker home visits (Twi, Swahili, Hausa),
// voicemail transcripts, coroner's inquest summaries, coroner's officer notes and post-mortem reports (German,
// Italian), death notifications (isiZulu), clinical-trial screening and eligibility logs, blood-donor deferral letters
// and donor registration, foster-care assessments (Form F, Afrikaans "pleegsorg"), placement referrals and matching
// (English, French "placement familial", Italian "affido", Sesotho), social-work case notes, mortgage applications,
// fact-finds and advisers' notes (English, German "Baufinanzierung", French "prêt immobilier", Afrikaans
// "verbandlening"), prison visitors' books, visiting applications and visitor biometric enrolment (English, Swahili,
// Hausa, Igbo, Twi, isiZulu, Afrikaans, German JVA, Polish, Italian), HR exit interviews and leaver checklists
// (English, Afrikaans), holiday-job availability forms, focus-group recruitment screeners (vote, union; English,
// French), counting-agent appointments and party agents' forms (Swahili), social-media moderation queues and
// reported posts (Pidgin, Afrikaans, French), dating-app reports, NYSC welfare notes, asylum interview notes
// (English, Dutch), tenant selection notes (German, Afrikaans), police stop records, mall security reports, stadium
// incident reports, union legal-aid referrals, hardship-fund and welfare-loan applications, payslip queries, union
// registers and dues (Igbo, Twi, Hausa), strike-ballot member lists (Dutch), RSU lists (Italian), telephone-banking
// voiceprint enrolment (English, German), library and office access (fingerprint, iris, hand geometry), loan-app
// liveness and face templates, forensic lab and fingerprint reports (English, Dutch), pre-marital genotype counselling,
// pharmacogenomics notes, NIPT and carrier-screening results (German, French, Afrikaans, Dutch), post-mortem genetic
// testing, ancestry-DNA chat, karyotypes, trial biomarkers (HLA-B*57:01, APOE), security-officer, SIA, taxi-licence
// (English, Polish) and firearm-licence (German, Afrikaans) applications with their convictions, care-home staff
// vetting.
// Labelling policy (what a careful data-protection analyst would mark): the value itself, never the field label, a
// negated, declined or empty value, or a dose. Health: a condition, a symptom or injury of the named person, a
// pregnancy, a medicine, an aid (adrenaline pen), a cause of death, and a hospital or case number on a health record
// ({hosp} is marked wherever it appears; it appears only on health records). Religion: the faith, the church or
// denomination, a rite, garment, place of worship attended, observance or diet that the text ties to the person's
// faith (hijab, patka, gurdwara, Holy Communion, Ramadan fasting, tithe, "sans porc" after a Muslim family). Race and
// ethnic origin: the ethnic, tribal or population group of a named person, including one put on them in a quoted
// slur or insult ("Paki", "Cyganów"), and monitoring categories; a group word about no one is not marked. Sexual
// orientation: the orientation word, the same-sex partner or spouse word that reveals it ("her wife", "his husband",
// "sein Ehemann"), MSM, and slurs put on a named person. Political opinion: the party or movement a named person
// votes for, works for, campaigns for or wears; an elected member's party counts. Trade union: the union a named
// person belongs to or represents. Biometric: the biometric item enrolled, captured, matched or deleted (fingerprint,
// face, voiceprint, iris, hand geometry). Genetic: the finding (a genotype, variant, carrier state, karyotype,
// ancestry proportions, a DNA profile), not the test's name. Criminal record: the offence a named person is
// convicted of, cautioned for, charged with or imprisoned for, never the sentence. A genotype such as SS or AS is
// marked genetic only, though SS is also a disease; being a suspect, a prisoner or a prisoner's visitor with no
// offence named is not marked.
// Negatives (180 texts): the same kinds of record of named people with ordinary values (a lost textbook, a near
// miss, a leaky coffee machine, "no record", "none", "prefer not to say", "No"), and category words about no one
// (a mosque closed for renovation, a church convention, hymn singing in a care home, the Ogoni clean-up, the
// Akwasidae festival, a party congress, union helplines and ballots, voter-register notices, counting-agent rules,
// a forensic lab's new equipment, malaria-vaccine trials and blood drives).
import type { Template } from './templates-dev.js';

export const HELDOUT37_TEMPLATES: Template[] = [
  // Health: three at a time, NG and KE, GH and ZA, UK and EU.
  { genre: 'hr', text: 'SCHOOL INCIDENT REPORT - {city} Grammar School\nStudent: {name} (SS2)\nIncident: collapsed during morning assembly\nBackground: known [[H:{cond}]]; carries [[H:{med}]] in school bag\nAction: first aid given, parents called, rested in sick bay' },
  { genre: 'hr', text: 'Incident report - workplace injury\nEmployee: {name}\nDescription: [[H:cut left hand]] on the packing line at 14:10\nRelevant history: employee is on [[H:warfarin]] for [[H:atrial fibrillation]]; bleeding took long to stop\nReported to: SHE officer' },
  { genre: 'clinical', text: 'Care home - resident profile\nResident: {name}, Room 12\nDiagnoses: [[H:vascular dementia]], [[H:{cond}]]\nMedication administered by: senior carer\nLikes: gardening programmes, tea with two sugars' },
  { genre: 'chat', text: 'Voicemail transcript (auto)\nFrom: {name}\n"Hello doctor, na me {first}. The [[H:{med}]] wey you give me don finish, and the [[H:{cond}]] don dey worry me again since Sunday. Abeg call me back."' },
  { genre: 'clinical', text: 'CHW fie nsrahwɛ krataa\nDin: {name}\nYareɛ: [[H:{cond}]]\nƆnom nnuro: [[H:{med}]]\nNsɛm foforɔ: [[H:ne nan ahono]]\nƐbɛsan aba: nnawɔtwe abien' },
  { genre: 'clinical', text: 'Obduktionsbericht (Auszug)\nVerstorbener: {name}\nTodesursache: [[H:Myokardinfarkt]] bei [[H:koronarer Herzkrankheit]]\nNebenbefund: [[H:Leberzirrhose]]\nAkte: [[H:{hosp}]]' },
  { genre: 'clinical', text: 'Ripoti ya mhudumu wa afya ya jamii\nKaya: {name}, {city}\nMgonjwa ana [[H:{cond}]] na anatumia [[H:{med}]]\nAmekosa kliniki mara mbili; amepewa ushauri.' },
  { genre: 'hr', text: 'Pleegsorg-assessering - gesondheid\nAansoeker: {name}\nGesondheid: [[H:tipe 2-diabetes]], beheer met [[H:{med}]]\nDokter se verslag: aangeheg\nRook: nee' },
  { genre: 'clinical', text: 'Coroner\'s inquest - summary of evidence\nDeceased: {name}, of {city}\nMedical cause of death: 1a [[H:pulmonary embolism]] 1b [[H:deep vein thrombosis]]\nII [[H:{cond}]]\nConclusion: natural causes' },
  { genre: 'clinical', text: 'Bayanin ziyarar gida - ma\'aikaciyar lafiya\nSunan mara lafiya: {name}\nCuta: [[H:ciwon suga]]\nMagani: [[H:{med}]]\nTa ce tana jin [[H:jiri]] da safe.' },
  { genre: 'hr', text: 'Social worker case note\nClient: {name}\nHome visit {year}: client disclosed she is [[H:HIV positive]] and has stopped taking her [[H:{med}]]; referred back to clinic.\nNext visit: two weeks' },
  { genre: 'hr', text: 'Fiche de signalement - incident scolaire\nÉlève: {name}, 4e B\nFait: malaise en cours d\'EPS\nAntécédents: [[H:{cond}]], [[H:stylo d\'adrénaline]] à l\'infirmerie\nParents prévenus à 11h20' },
  { genre: 'clinical', text: 'Clinical trial - screening log\nParticipant: {name} (SCR-0{n})\nInclusion: adult with [[H:{cond}]]\nExclusion check: [[H:pregnant]] at screening - screen failed\nSite: {city}' },
  { genre: 'clinical', text: 'Blood donor deferral letter\nDear {first},\nThank you for coming to donate at {city}. Your haemoglobin was low ([[H:anaemia]]) and you told us you are taking [[H:{med}]], so we could not take blood today.' },
  { genre: 'hr', text: 'Verslag ongeval op het werk\nWerknemer: {name}\nToedracht: uitgegleden in het magazijn\nLetsel: [[H:gebroken pols]]\nEerdere klachten: [[H:{cond}]]\nArbodienst ingeschakeld' },
  { genre: 'hr', text: 'Ìròyìn ìṣẹ̀lẹ̀ ilé-ìwé\nAkẹ́kọ̀ọ́: {name}\nOhun tó ṣẹlẹ̀: ó dákú nígbà eré ìdárayá\nÀìsàn rẹ̀: [[H:{cond}]]\nA pe àwọn òbí rẹ̀.' },
  { genre: 'hr', text: 'Umbiko wesigameko emsebenzini\nIsisebenzi: {name}\nOkwenzekile: uwe ezitebhisini\nUkulimala: [[H:ukwephuka kwengalo]]\nUmlando: une-[[H:{cond}]]' },
  { genre: 'clinical', text: 'Resoconto autopsia\nDefunto: {name}\nCausa del decesso: [[H:emorragia cerebrale]]\nPatologie note: [[H:{cond}]], [[H:ipertensione]]\nCartella: [[H:{hosp}]]' },
  { genre: 'hr', text: 'Foster carer assessment (Form F) - health section\nApplicant: {name}\nGP report: [[H:{cond}]], stable on [[H:{med}]]\nPanel note: fitness to care confirmed' },
  { genre: 'clinical', text: 'Isaziso sokufa - isizathu\nUmufi: {name}\nIsizathu sokufa: [[H:{cond}]]\nIndawo: {city} Hospital\nUmbiki: umhlengikazi' },
  { genre: 'hr', text: 'Zgłoszenie wypadku w szkole\nUczeń: {name}, kl. 6b\nZdarzenie: upadek na boisku, [[H:wstrząśnienie mózgu]]\nChoroby przewlekłe: [[H:{cond}]]\nPowiadomiono rodziców.' },

  // Religion.
  { genre: 'kyc', text: 'Prison visitors\' book - {city} Custodial Centre\nVisitor: {name}\nRelationship: spiritual father, [[R:Redeemed Christian Church of God]]\nPurpose: prayer with inmate\nTime in: 14:10' },
  { genre: 'hr', text: 'Foster placement referral\nChild: {name}, 9\nFaith: [[R:{rel}]]; the birth family asks that the carers respect this\nLanguage: Twi and English' },
  { genre: 'clinical', text: 'Care home admission - About me\nResident: {name}\nFaith: [[R:Roman Catholic]]\nWould like: [[R:Holy Communion]] brought in on Sundays\nDiet: soft' },
  { genre: 'hr', text: 'School incident report\nStudent: {name} (JSS3)\nIssue: came to school wearing [[R:hijab]] with uniform; mother says the family is [[R:Muslim]] and it is her right.\nOutcome: referred to principal' },
  { genre: 'hr', text: 'Uittree-onderhoud\nNaam: {name}\nRede vir bedanking: kon nie meer op Sondae werk nie - ek is \'n ouderling in die [[R:NG Kerk]]\nSou u terugkeer? Miskien' },
  { genre: 'kyc', text: 'Baufinanzierung - Notiz des Beraters\nKunde: {name}\nWünscht eine [[R:schariakonforme]] Finanzierung (Murabaha), da [[R:Muslim]]\nEigenkapital: 20 %' },
  { genre: 'kyc', text: 'Kumbukumbu za wageni wa gereza\nJina la mgeni: {name}\nUhusiano: [[R:Imamu]] wa msikiti wa {city}\nSababu: kuswali na wafungwa [[R:Waislamu]] siku ya Ijumaa' },
  { genre: 'hr', text: 'Sukuu asɛm krataa\nSukuuni: {name}\nAsɛm: wampɛ sɛ ɔbɛto dwom wɔ asɔre nhyiamu ase, ɔka sɛ ɔyɛ [[R:Kramoni]]\nƆkyerɛkyerɛni: Mr Asare' },
  { genre: 'clinical', text: 'Coroner\'s officer note\nDeceased: {name}\nFamily are [[R:Orthodox Jewish]] and ask for a non-invasive (CT) post-mortem and early release for burial.\nNext of kin: son' },
  { genre: 'hr', text: 'Akwụkwọ nleta ọrụ ọdịmma\nAha: {name}\nOkpukpe: [[R:Katọlik]]\nỌ na-aga [[R:Mass]] kwa ụbọchị Sọnde\nNsogbu: enweghị ego ụlọ akwụkwọ' },
  { genre: 'clinical', text: 'Umbiko womnakekeli wasekhaya\nIgama: {name}\nInkolo: [[R:ZCC]]\nUthanda ukuthi umfundisi webandla lakhe amvakashele ngoMgqibelo' },
  { genre: 'kyc', text: 'Asielgehoor - aantekeningen\nVerzoeker: {name}\nVerklaart zich in {year} te hebben [[R:bekeerd tot het christendom]]; vreest vervolging bij terugkeer\nTolk: Farsi' },
  { genre: 'chat', text: 'Dating app report - profile review\nReported user: {first}, 29, {city}\nBio: "[[R:Born again]], [[R:Deeper Life]] member, looking for a God-fearing sister"\nReason reported: spam' },
  { genre: 'hr', text: 'Vakansiewerk-aansoek - beskikbaarheid\nNaam: {name}\nKan nie werk nie: Vrydagaand tot Saterdagaand ([[R:Sewendedag-Adventis]])\nVervoer: eie' },
  { genre: 'hr', text: 'HR exit interview\nLeaver: {name}\nReason: felt excluded; colleagues joked about my [[R:patka]] and asked why I go to the [[R:gurdwara]] every Sunday.' },
  { genre: 'clinical', text: 'Pharmacy dispensing log - note\nCustomer: {name}\nQuery: asks whether the vitamin syrup contains alcohol; fasting for [[R:Ramadan]], wants doses after iftar' },
  { genre: 'hr', text: 'Isicelo sekhefu\nIgama: {name}\nIsizathu: ndingumshumayeli webandla lama-[[R:Wesile]], kukho intlanganiso yesithili\nIintsuku: 3' },
  { genre: 'kyc', text: 'Rejestr odwiedzin - zakład karny\nOdwiedzający: {name}\nCel: posługa duszpasterska, [[R:Świadkowie Jehowy]]\nGodzina: 10:30' },
  { genre: 'hr', text: 'Taarifa ya tukio shuleni\nMwanafunzi: {name}\nTukio: alikataa kusalimu bendera, akisema ni [[R:Shahidi wa Yehova]]\nHatua: wazazi wameitwa' },
  { genre: 'kyc', text: 'Mortgage application - affordability notes\nApplicant: {name}\nRegular outgoings: [[R:tithe]] to the [[R:Church of Pentecost]], GH¢400 a month; school fees' },
  { genre: 'hr', text: 'Dossier de placement familial\nEnfant: {name}, 7 ans\nReligion de la famille d\'origine: [[R:musulmane]]\nRégime: [[R:sans porc]]' },

  // Race and ethnic origin.
  { genre: 'hr', text: 'Incident report - abuse at work\nComplainant: {name}\nAllegation: supervisor called him a "useless [[E:{eth}]] man" in front of the loading crew\nWitnesses: two' },
  { genre: 'hr', text: 'Foster placement matching\nChild: {name}, 4\nEthnicity: [[E:{eth}]]\nLanguage at home: mother tongue\nPreferred carers: same cultural background' },
  { genre: 'hr', text: 'School racist incident log\nPupil targeted: {name}, Year 8\nNature: called a "[[E:Paki]]" in the lunch queue\nPupil\'s ethnicity: [[E:{eth}]]\nReported to: DSL' },
  { genre: 'chat', text: 'Moderation queue - flagged post\nTarget: {name}\nPost: "{first} na [[E:{eth}]] boy, na why dem give am the contract"\nAction: removed' },
  { genre: 'kyc', text: 'Mall security incident report\nPerson stopped: {name}\nOfficer note: described by caller as a [[E:Fulani]] herdsman\nOutcome: released, no offence' },
  { genre: 'hr', text: 'Equal opportunities monitoring (leaver)\nLeaver: {name}\nEthnic group: [[E:Mixed - White and Black Caribbean]]\nReason for leaving: relocation' },
  { genre: 'hr', text: 'Rahoton abin da ya faru a makaranta\nƊalibi: {name}\nAbin da ya faru: wasu ɗalibai sun kira shi "[[E:Bayarabe]]" suna zagi\nMataki: an gargaɗi ɗaliban' },
  { genre: 'hr', text: 'Klagte - werksplek\nKlaer: {name}\nBeweer: die voorman noem my "die [[E:Xhosa]]" en gee my altyd die slegste skofte\nStatus: ondersoek' },
  { genre: 'hr', text: 'Dossier de placement - fiche enfant\nEnfant: {name}\nOrigine: famille [[E:manouche]]\nScolarité: CE1\nContact: grand-mère' },
  { genre: 'kyc', text: 'Asylum interview notes\nApplicant: {name}\nStates she is [[E:Ogoni]] and that soldiers burned her family compound in {year}.\nInterpreter: not needed' },
  { genre: 'hr', text: 'Ifomu yesicelo somsebenzi - ukulingana\nIgama: {name}\nIqembu labantu: [[E:Omnyama wase-Afrika]]\nUbulili: owesifazane' },
  { genre: 'news', text: 'Rapport incident - stade de {city}\nVictime: {name}, milieu de terrain\nFaits: cris de singe visant le joueur [[E:noir]] en seconde période\nSuite: plainte déposée' },
  { genre: 'chat', text: 'Dating app report\nReporter: {name} (profile says she is [[E:{eth}]])\nReason: abusive messages about her tribe after the first date' },
  { genre: 'kyc', text: 'Prison visiting record\nVisitor: {name}\nID: Ghana Card\nNote: speaks only Dagbani, interpreter needed; says he is [[E:Dagomba]] from Tamale' },
  { genre: 'kyc', text: 'Mieterauswahl - Notiz der Hausverwaltung\nInteressentin: {name}\nNotiz: "[[E:türkischstämmig]], lieber nicht"\nBonität: gut' },
  { genre: 'hr', text: 'Akwụkwọ mkpesa\nAha: {name}\nAgbụrụ: [[E:Igbo]]\nMkpesa: onye nwe ụlọ jụrụ ya ụlọ maka agbụrụ ya' },
  { genre: 'hr', text: 'Foromo ya tlhokomelo ya bana\nNgwana: {name}\nMorabe: [[E:Mosotho]]\nPuo: Sesotho\nSekolo: {city} Primary' },
  { genre: 'hr', text: 'Zgłoszenie incydentu - przedszkole\nDziecko: {name}\nOpis: inne dzieci wyzywały go od "[[E:Cyganów]]"; matka potwierdza, że rodzina jest [[E:romska]]' },
  { genre: 'kyc', text: 'Police stop record\nName: {name}\nOfficer remark: [[E:Somali]] from Eastleigh, ID checked\nOutcome: released' },
  { genre: 'kyc', text: 'Huurder-aansoek - agent se nota\nAansoeker: {name}\nNota: [[E:Indiër]] familie, 4 persone\nDeposito: betaal' },
  { genre: 'kyc', text: 'Mortgage fact-find - diversity monitoring\nApplicant: {name}\nEthnicity: [[E:Black British - African]]\nFirst-time buyer: yes' },

  // Sexual orientation.
  { genre: 'chat', text: 'Moderation report - threat\nTarget: {name}\nPost: "Everybody for {city} know say {first} na [[S:homo]], make una deal with am"\nAction: removed, account suspended' },
  { genre: 'hr', text: 'Foster care assessment - household\nApplicants: {name} and [[S:her wife]] Lindiwe\nRelationship: [[S:same-sex couple]], married {year}\nOther children: none' },
  { genre: 'clinical', text: 'Care home - About me\nResident: {name}\nImportant people: [[S:his partner Graham]], together 40 years\nLikes: Radio 4, the crossword' },
  { genre: 'hr', text: 'Ripoti ya tukio shuleni\nMwanafunzi: {name}\nTukio: alidhulumiwa na wenzake walioandika ukutani kwamba yeye ni [[S:shoga]]\nHatua: mshauri ameitwa' },
  { genre: 'hr', text: 'Exit interview\nLeaver: {name}\nComments: after I came out as [[S:{orient}]] the jokes in the depot never stopped.' },
  { genre: 'kyc', text: 'Baufinanzierung - Mitantragsteller\nAntragsteller: {name}\nMitantragsteller: [[S:sein Ehemann]] Thomas\nGüterstand: Zugewinngemeinschaft' },
  { genre: 'kyc', text: 'Asylum interview record\nApplicant: {name}\nQ: Why did you leave {city}?\nA: Vigilantes caught me with my [[S:boyfriend]]. I am [[S:gay]] and I cannot go back.' },
  { genre: 'chat', text: 'Dating app report\nReporter: {name}\nReport: the match was a set-up; men waiting outside the bar robbed me because they knew I am [[S:gay]].' },
  { genre: 'hr', text: 'Fiche incident - collège\nÉlève: {name}, 3e\nFaits: insultes dans le vestiaire après qu\'il a dit être [[S:bi]]\nSuite: convocation des familles' },
  { genre: 'hr', text: 'Welfare officer note - NYSC camp\nCorps member: {name}\nIssue: platoon mates found chats with her [[S:girlfriend]] and threatened her; moved to another hostel.' },
  { genre: 'hr', text: 'Uittree-onderhoud\nNaam: {name}\nOpmerking: die bestuurder het gesê hy wil nie \'n [[S:gay]] man by kliënte hê nie' },
  { genre: 'hr', text: 'Segnalazione - scuola\nStudente: {name}\nFatto: i compagni lo prendono in giro perché [[S:omosessuale]]\nProvvedimento: incontro con i genitori' },
  { genre: 'clinical', text: 'Pharmacy log - PrEP refill\nClient: {name}\nRisk group: [[S:MSM]]\nItem: [[H:PrEP]] (TDF/FTC) 30 tabs\nNext refill: 30 days' },
  { genre: 'kyc', text: 'Prison visiting application\nPrisoner: {name}\nVisitor: Thabo M., [[S:same-sex partner]]\nApproved: yes' },
  { genre: 'hr', text: 'Exit interview (HR)\nLeaver: {name}\nFeedback: my manager told the team I am [[S:lesbian]] without asking me.' },
  { genre: 'chat', text: 'Ripoti ya programu ya kuchumbiana\nMtumiaji: {name}\nLalamiko: mtu alitishia kuweka picha zake hadharani akisema yeye ni [[S:msagaji]]' },
  { genre: 'kyc', text: 'Isicelo sokuvakashela ejele\nIsiboshwa: {name}\nUmvakashi: [[S:isithandwa sakhe sesilisa]]\nUsuku: uMgqibelo' },
  { genre: 'hr', text: 'Melding incident - werkvloer\nMedewerker: {name}\nMelding: collega\'s maken steeds grappen omdat hij [[S:homo]] is\nActie: gesprek met teamleider' },
  { genre: 'chat', text: 'Social media moderation queue\nFlagged: post outing {name} as [[S:{orient}]], with her home address in {city}\nAction: removed' },
  { genre: 'kyc', text: 'Mortgage application - joint applicants\nApplicant 1: {name}\nApplicant 2: [[S:his husband]], Sipho\nMarried: {year}' },
  { genre: 'hr', text: 'Social work case note\nYoung person: {name}, 16\nDisclosed she is [[S:{orient}]]; worried about telling her foster carers.' },

  // Political opinion.
  { genre: 'kyc', text: 'Prison visiting record\nInmate: {name}\nNote: inmate is the [[P:{party}]] ward chairman; party officials visited with food' },
  { genre: 'kyc', text: 'Focus group recruitment screener\nRespondent: {name}\nQ7 Which party did you vote for in {year}? [[P:{party}]]\nQ8 Age: 35-44\nRecruited: yes' },
  { genre: 'kyc', text: 'Focus group screener\nName: {name}\nVoted at the last general election: yes - [[P:{party}]]\nStrength of support: strong\nRecruited: yes' },
  { genre: 'hr', text: 'School incident report\nStudent: {name}\nIncident: came to school in a [[P:{party}]] campaign T-shirt; says his father is the party\'s councillorship candidate' },
  { genre: 'hr', text: 'Exit interview\nLeaver: {name}\nReason: victimised after I served as an [[P:{party}]] polling agent in {year}' },
  { genre: 'kyc', text: 'Appointment of counting agent\nCandidate: Jane Hollis ([[P:{party}]])\nAgent appointed: {name}\nCount venue: {city} Leisure Centre' },
  { genre: 'kyc', text: 'Fomu ya wakala wa kura\nJina: {name}\nChama: [[P:{party}]]\nKituo: {city} Primary School' },
  { genre: 'chat', text: 'Plasing gerapporteer\nGebruiker: {name}\nPlasing: "Ek stem [[P:{party}]] en ek is trots daarop"\nAksie: geen oortreding' },
  { genre: 'kyc', text: 'Besuchsregister JVA\nBesucher: {name}\nFunktion: Landtagsabgeordneter der [[P:{party}]]\nDauer: 45 Minuten' },
  { genre: 'kyc', text: 'Akwụkwọ ndebanye aha\nAha: {name}\nOtu ndọrọndọrọ ọchịchị: [[P:{party}]]\nWard: {city} 04' },
  { genre: 'kyc', text: 'Ahwɛfoɔ krataa\nDin: {name}\nAmanyɔkuo: [[P:{party}]]\nBaabi: {city}' },
  { genre: 'chat', text: 'Signalement - réseau social\nCompte: {name}\nPublication: photo de lui au meeting de [[P:La France insoumise]] à {city}\nDécision: aucune' },
  { genre: 'chat', text: 'Dating app report\nReporter: {name}\nIssue: match kept insulting me once he saw my [[P:Obidient]] badge in my pictures' },
  { genre: 'hr', text: 'Incident report - workplace\nEmployee: {name}\nIncident: argument in the canteen after he came in wearing an [[P:{party}]] beret\nAction: verbal warning' },
  { genre: 'hr', text: 'Notatka - rekrutacja\nKandydat: {name}\nUwagi: aktywny członek [[P:Konfederacji]], prowadzi lokalne koło' },
  { genre: 'hr', text: 'Taarifa ya tukio - mahali pa kazi\nMfanyakazi: {name}\nTukio: alitolewa kikaoni kwa kuvaa kofia ya [[P:{party}]]' },
  { genre: 'kyc', text: 'Mortgage fact-find - employment\nApplicant: {name}\nOccupation: constituency organiser, [[P:{party}]]\nIncome: monthly salary' },
  { genre: 'hr', text: 'Scheda volontario - associazione\nNome: {name}\nNote: militante di [[P:Fridays for Future]], disponibile il sabato' },
  { genre: 'kyc', text: 'Rahoton ziyarar gidan yari\nBaƙo: {name}\nDangantaka: shugaban matasan [[P:{party}]] na mazaɓa' },
  { genre: 'hr', text: 'Social worker note\nClient: {name}\nStressor: lost his municipal contract after the council changed hands; he had campaigned for the [[P:{party}]]' },
  { genre: 'hr', text: 'Exit interview\nLeaver: {name}\nComments: felt unwelcome once colleagues learned I canvass for the [[P:{party}]]' },

  // Trade union membership.
  { genre: 'hr', text: 'Workplace accident report\nPerson involved: {name}, [[U:{union}]] member\nIncident: guard failure on press no. 3, nobody hurt\nUnion informed the same day' },
  { genre: 'hr', text: 'Union legal aid referral\nMember: {name}\nUnion: [[U:{union}]]\nMatter: unfair dismissal claim' },
  { genre: 'hr', text: 'Union hardship fund application\nMember: {name}\nBranch: [[U:{union}]] {city} branch\nReason: gap in strike pay' },
  { genre: 'hr', text: 'Exit interview\nLeaver: {name}\nComments: management treated me differently after I became [[U:{union}]] branch secretary' },
  { genre: 'hr', text: 'Loonstrokie-navraag\nWerknemer: {name}\nAftrekking: [[U:{union}]] ledegeld R120\nStatus: opgelos' },
  { genre: 'hr', text: 'Unfallmeldung\nVerletzter: {name}, Mitglied der [[U:{union}]]\nHergang: Sturz von der Leiter\nBetriebsrat informiert' },
  { genre: 'hr', text: 'Taarifa ya ajali kazini\nMfanyakazi: {name}\nChama cha wafanyakazi: [[U:{union}]]\nMwakilishi ameshirikishwa' },
  { genre: 'kyc', text: 'Focus group screener\nRespondent: {name}\nAre you a member of a trade union? Yes - [[U:{union}]]\nRecruited: yes' },
  { genre: 'kyc', text: 'Questionnaire de recrutement - groupe\nParticipant: {name}\nSyndiqué(e): oui, [[U:{union}]]\nDisponibilité: jeudi soir' },
  { genre: 'hr', text: 'Akwụkwọ otu ndị ọrụ\nAha: {name}\nOtu ndị ọrụ: [[U:{union}]]\nỌkwa: onye nchekwa ego' },
  { genre: 'hr', text: 'Adwumayɛfoɔ kuo - ntoaboa krataa\nDin: {name}\nKuo: [[U:{union}]]\nƐka: GH¢20' },
  { genre: 'hr', text: 'Ledenlijst stakingsstemming\nNaam: {name}\nBond: [[U:{union}]]\nAfdeling: {city}' },
  { genre: 'chat', text: 'Post by {name}: "As a proud [[U:{union}]] member I dey tell una, the strike go continue till dem pay us."' },
  { genre: 'hr', text: 'Umbiko wengozi emsebenzini\nIsisebenzi: {name}\nInyunyana: [[U:{union}]]\nUmsebenzi: umshayeli' },
  { genre: 'hr', text: 'Staff incident report - school\nTeacher: {name} ([[U:{union}]] member)\nNote: investigatory meeting postponed to allow the union rep to attend' },
  { genre: 'hr', text: 'Rijistar ƙungiyar ma\'aikata\nSuna: {name}\nƘungiya: [[U:{union}]]\nKuɗin wata: ₦1,500' },
  { genre: 'kyc', text: 'Mortgage application - employment\nApplicant: {name}\nOccupation: full-time shop steward, seconded to [[U:{union}]]' },
  { genre: 'hr', text: 'Lista elezioni RSU\nCandidato: {name}\nLista: [[U:{union}]]\nSede: {city}' },
  { genre: 'kyc', text: 'Welfare loan - union cooperative\nMember: {name}\nUnion: [[U:{union}]] {city} chapter\nLoan: 250,000' },
  { genre: 'hr', text: 'Uittree-onderhoud\nNaam: {name}\nKommentaar: ek is as [[U:{union}]]-lid geteiken na die staking' },
  { genre: 'hr', text: 'Exit interview\nLeaver: {name}\nComments: I was the [[U:{union}]] health and safety rep and felt sidelined after the last ballot' },

  // Biometric data.
  { genre: 'kyc', text: 'Prison visitor registration\nVisitor: {name}\nBiometrics: [[B:right thumbprint]] and [[B:facial image]] enrolled at the gate' },
  { genre: 'kyc', text: 'Bank call centre - voice ID\nCustomer: {name}\nEnrolled: [[B:voiceprint]] for telephone banking\nConsent: recorded' },
  { genre: 'kyc', text: 'Prison visitor biometric enrolment\nVisitor: {name}\nCaptured: [[B:fingerprints (two index)]]\nLinked prison: HMP {city}' },
  { genre: 'kyc', text: 'Usajili wa mgeni wa gereza\nJina: {name}\n[[B:Alama za vidole]] zimechukuliwa\nMfungwa anayetembelewa: kaka' },
  { genre: 'hr', text: 'Care home staff access\nStaff: {name}\nDoor access: [[B:fingerprint template]] enrolled on reader 2' },
  { genre: 'kyc', text: 'Protokoll Stimmerkennung\nKundin: {name}\n[[B:Stimmabdruck]] angelegt am 03.04.{year}\nKanal: Telefonbanking' },
  { genre: 'kyc', text: 'University library membership\nStudent: {name}\nEntry: [[B:fingerprint]] enrolled for the turnstile\nCard no.: L{n}771' },
  { genre: 'kyc', text: 'Nsateaa nsɛnkyerɛnne krataa\nDin: {name}\n[[B:Nsateaa nsɛnkyerɛnne]] wɔafa no\nBaabi: {city}' },
  { genre: 'kyc', text: 'Dossier de prêt immobilier - vérification d\'identité\nClient: {name}\nContrôle: [[B:reconnaissance faciale]] (selfie vidéo) réussi' },
  { genre: 'kyc', text: 'Loan app KYC log\nUser: {name}\nLiveness check: passed\n[[B:Face template]] stored for re-login' },
  { genre: 'kyc', text: 'Ukubhaliswa kwesivakashi\nIgama: {name}\n[[B:Izigxivizo zeminwe]] zithathiwe\nIsikhathi: 09:15' },
  { genre: 'clinical', text: 'Forensisch rapport - sporenonderzoek\nVerdachte: {name}\nBevinding: [[B:vingerafdruk]] op het glas komt overeen (12 punten)' },
  { genre: 'clinical', text: 'Forensic lab report\nExhibit: kitchen knife (exhibit 4)\nResult: [[B:latent fingerprint]] on the handle matched to {name}' },
  { genre: 'clinical', text: 'Blood donor registration\nDonor: {name}\nID check: [[B:fingerprint]] verified against donor record' },
  { genre: 'kyc', text: 'Registro visite - casa circondariale\nVisitatore: {name}\nRiconoscimento: [[B:impronta digitale]]\nOra: 15:00' },
  { genre: 'kyc', text: 'Rijistar baƙi - asibiti\nSuna: {name}\nAn ɗauki [[B:hoton fuska]] da [[B:zanen yatsa]]' },
  { genre: 'kyc', text: 'Besoekersregister - korrektiewe sentrum\nBesoeker: {name}\n[[B:Vingerafdrukke]] geneem by die hek' },
  { genre: 'hr', text: 'Rejestr wejść - biuro\nPracownik: {name}\nMetoda: [[B:skan tęczówki]]\nStrefa: serwerownia' },
  { genre: 'hr', text: 'Staff incident report\nEmployee: {name}\nIssue: [[B:facial recognition]] clock-in failed repeatedly; manual override by supervisor' },
  { genre: 'chat', text: 'Dating app report\nReporter: {name}\nVerification: [[B:face scan]] matched her profile photos\nOutcome: report closed' },
  { genre: 'hr', text: 'Leaver checklist\nLeaver: {name}\nIT: delete [[B:hand geometry template]] from the door reader' },

  // Genetic data.
  { genre: 'clinical', text: 'Pre-marital counselling form\nCouple: {name} & fiancé\nGenotype: [[G:AS]] and [[G:AS]]\nCounsellor note: 1 in 4 risk of an SS child discussed' },
  { genre: 'clinical', text: 'Clinical trial screening log\nParticipant: {name}\nResult: [[G:HLA-B*57:01 positive]]\nEligibility: excluded per protocol' },
  { genre: 'clinical', text: 'Post-mortem genetic testing (molecular autopsy)\nDeceased: {name}, 23\nResult: [[G:pathogenic KCNQ1 variant]]\nFamily cascade testing offered' },
  { genre: 'clinical', text: 'Ripoti ya maabara ya vinasaba\nJina: {name}\nMatokeo: [[G:mbebaji wa seli mundu (AS)]]' },
  { genre: 'hr', text: 'Foster carer application - health\nApplicant: {name}\nFamily history: given in confidence; applicant [[G:tested positive for the HD gene]] in {year}' },
  { genre: 'clinical', text: 'Pränataltest (NIPT) - Befund\nSchwangere: {name}\nErgebnis: [[G:erhöhtes Risiko für Trisomie 21]]' },
  { genre: 'clinical', text: 'Pharmacy note - pharmacogenomics\nPatient: {name}\nResult: [[G:CYP2C19 poor metaboliser]]\nAction: prescriber informed' },
  { genre: 'kyc', text: 'Verbandlening - lewensdekking\nAansoeker: {name}\nGenetiese toets: [[G:draer van sistiese fibrose (F508del)]]' },
  { genre: 'clinical', text: 'Dépistage des porteurs\nPatiente: {name}\nRésultat: [[G:porteuse hétérozygote de la mutation F508del]]' },
  { genre: 'clinical', text: 'Forensic lab report - DNA\nReference sample: {name}\nConclusion: [[G:DNA profile]] matches the blood on exhibit 3' },
  { genre: 'clinical', text: 'Mogya nhwehwɛmu - genotype\nDin: {name}\nGenotype: [[G:SC]]\nƆdɔkota: Dr Owusu' },
  { genre: 'clinical', text: 'Informe de genética\nPaciente: {name}\nResultado: [[G:mutación patogénica en BRCA2]]' },
  { genre: 'chat', text: '{first}: My DNA ancestry results came back o - [[G:38% Yoruba, 12% Igbo, 50% Benin/Togo]]. I no even know say I get Togo blood.' },
  { genre: 'clinical', text: 'Isiphumo sovavanyo lwe-DNA\nIgama: {name}\nIsiphumo: [[G:uthwele i-gene ye-sickle cell]]' },
  { genre: 'clinical', text: 'Clinical trial eligibility\nParticipant: {name}\nBiomarker: [[G:APOE ε4/ε4]]\nEligible: yes' },
  { genre: 'clinical', text: 'Nsonaazụ ule genotype\nAha: {name}\nGenotype: [[G:SS]]' },
  { genre: 'kyc', text: 'Insurance claim narrative\nClaimant: {name}\nBackground: the claimant was diagnosed after a genetic test showed [[G:Lynch syndrome (MLH1)]]' },
  { genre: 'clinical', text: 'Cartella - affido\nMinore: {name}\nCariotipo: [[G:47,XXY]]' },
  { genre: 'chat', text: '{first}: before we go far, what is your genotype? Mine is [[G:AS]]' },
  { genre: 'clinical', text: 'Sports medical - genetics\nPlayer: {name}\nScreen: [[G:sickle cell trait (HbAS)]]' },
  { genre: 'clinical', text: 'Verslag erfelijkheidsonderzoek\nNaam: {name}\nUitslag: [[G:dragerschap FMR1-premutatie]]' },

  // Criminal record.
  { genre: 'kyc', text: 'Prison visiting record\nInmate: {name}\nOffence: [[C:{offence}]]\nSentence: 7 years' },
  { genre: 'hr', text: 'Security officer registration - disclosure\nApplicant: {name}\nPrevious conviction: [[C:{offence}]] ({year})' },
  { genre: 'kyc', text: 'Taxi driver licence application\nApplicant: {name}\nConvictions declared: [[C:{offence}]], {year}, Crown Court' },
  { genre: 'kyc', text: 'Kumbukumbu za wageni gerezani\nMfungwa: {name}\nKosa: [[C:wizi wa kutumia nguvu]]' },
  { genre: 'hr', text: 'Foster care assessment - checks\nApplicant: {name}\nPolice check: caution for [[C:{offence}]] in {year}' },
  { genre: 'kyc', text: 'Waffenbesitzkarte - Zuverlässigkeitsprüfung\nAntragsteller: {name}\nBZR: Verurteilung wegen [[C:Körperverletzung]] ({year})' },
  { genre: 'hr', text: 'School incident report\nStudent: {name}\nNote: student was arrested and charged with [[C:{offence}]] over the weekend' },
  { genre: 'hr', text: 'Incident report - dismissal\nEmployee: {name}\nDismissed after conviction for [[C:{offence}]]' },
  { genre: 'hr', text: 'SIA licence application\nApplicant: {name}\nUnspent conviction: [[C:{offence}]]' },
  { genre: 'kyc', text: 'Takardar ziyara - gidan gyaran hali\nFursuna: {name}\nLaifi: [[C:sata]]' },
  { genre: 'kyc', text: 'Afiase nsrahwɛ krataa\nDedeni: {name}\nBɔne: [[C:korɔno]]' },
  { genre: 'hr', text: 'Dossier de placement - entourage\nPère: {name}\nCondamné pour [[C:violences conjugales]] en {year}' },
  { genre: 'chat', text: 'Post: "{name} wey dem jail for [[C:{offence}]] don come out, una shine una eye"' },
  { genre: 'hr', text: 'Social worker case note\nClient: {name}\nHistory: released from Pollsmoor in {year} after serving 4 years for [[C:{offence}]]' },
  { genre: 'kyc', text: 'Registro visite - casa circondariale\nDetenuto: {name}\nReato: [[C:spaccio di stupefacenti]]' },
  { genre: 'chat', text: 'Dating app report\nReported user: {first}\nReporter says: he was convicted of [[C:{offence}]] in {city} and lied on his profile' },
  { genre: 'kyc', text: 'Vuurwapenlisensie-aansoek\nAansoeker: {name}\nVorige skuldigbevinding: [[C:{offence}]] ({year})' },
  { genre: 'kyc', text: 'Wniosek o licencję taksówkarską\nWnioskodawca: {name}\nKaralność: skazany za [[C:prowadzenie pojazdu w stanie nietrzeźwości]]' },
  { genre: 'kyc', text: 'Akwụkwọ nleta ụlọ mkpọrọ\nOnye mkpọrọ: {name}\nMpụ: [[C:{offence}]]' },
  { genre: 'hr', text: 'Care home staff vetting\nApplicant: {name}\nSAPS clearance: conviction for [[C:{offence}]], {year}' },
  { genre: 'clinical', text: 'Inquest note\nDeceased: {name}\nBackground: recently released from prison after a sentence for [[C:{offence}]]' },

  // Negatives: the same kinds of record with ordinary values, and the category words about no one.
  { genre: 'hr', text: 'SCHOOL INCIDENT REPORT - {city} Grammar School\nStudent: {name} (SS1)\nIncident: lost a textbook in the library\nAction: parents informed; book to be replaced' },
  { genre: 'hr', text: 'Incident report - workplace\nEmployee: {name}\nDescription: forklift scraped the loading dock wall; nobody hurt\nReported to: SHE officer' },
  { genre: 'clinical', text: 'Care home - resident profile\nResident: {name}, Room 4\nLikes: crosswords, Radio 4, tea with milk\nFamily visits: Sundays' },
  { genre: 'chat', text: 'Voicemail transcript (auto)\nFrom: {name}\n"Hello, na {first}. I wan confirm say the meeting still dey for 2pm tomorrow. Thank you."' },
  { genre: 'hr', text: 'Social worker case note\nClient: {name}\nHome visit {year}: house clean, children at school, rent paid up. No concerns.' },
  { genre: 'news', text: 'The coroner\'s court in {city} has published its hearing list for next month online.' },
  { genre: 'news', text: 'Wahudumu wa afya ya jamii wametembelea kaya 40 mtaani {city}; vyandarua 120 vimegawiwa kuzuia malaria.' },
  { genre: 'news', text: 'Blood donation drive: {city} campus, Thursday 9am-3pm. All healthy adults aged 17 to 65 are welcome.' },
  { genre: 'hr', text: 'Resoconto incidente - ufficio\nDipendente: {name}\nFatto: inciampato nel cavo della stampante, nessuna lesione\nAzione: cavo fissato' },
  { genre: 'news', text: 'Clinical trials notice: the {city} teaching hospital is recruiting healthy volunteers for a malaria vaccine study.' },
  { genre: 'news', text: 'Foster care information evening at the {city} civic centre, 6pm. Anyone over 21 can apply to foster; single people and couples welcome.' },
  { genre: 'hr', text: 'Fiche de signalement - incident scolaire\nÉlève: {name}, 5e A\nFait: bavardages répétés en cours de maths\nSanction: heure de retenue' },
  { genre: 'hr', text: 'Ìròyìn ìṣẹ̀lẹ̀ ilé-ìwé\nAkẹ́kọ̀ọ́: {name}\nOhun tó ṣẹlẹ̀: ó pẹ́ dé ilé-ìwé lẹ́ẹ̀mẹta\nÌgbésẹ̀: a kọ lẹ́tà sí àwọn òbí rẹ̀' },
  { genre: 'hr', text: 'Pleegsorg-assessering\nAansoeker: {name}\nHuis: drie slaapkamers, tuin omhein\nVerwysings: twee ontvang' },
  { genre: 'hr', text: 'Verslag ongeval op het werk\nWerknemer: {name}\nToedracht: ladder omgevallen, geen letsel\nMaatregel: nieuwe ladder besteld' },
  { genre: 'kyc', text: 'Prison visitors\' book - {city} Custodial Centre\nVisitor: {name}\nRelationship: brother\nPurpose: family visit\nTime in: 11:40' },
  { genre: 'hr', text: 'Foster placement referral\nChild: {name}, 9\nInterests: football and drawing\nSchool: {city} Primary' },
  { genre: 'news', text: 'Care home activities this week: hymn singing in the lounge on Tuesday, chair yoga on Wednesday, bingo on Friday. All residents welcome.' },
  { genre: 'news', text: 'The Central Mosque in {city} will be closed for renovation for two weeks, the mosque committee said.' },
  { genre: 'hr', text: 'Exit interview\nLeaver: {name}\nReason: better salary elsewhere\nWould return: yes' },
  { genre: 'kyc', text: 'Baufinanzierung - Notiz des Beraters\nKunde: {name}\nWunsch: Festzins 15 Jahre\nEigenkapital: 20 %' },
  { genre: 'kyc', text: 'Kumbukumbu za wageni wa gereza\nJina la mgeni: {name}\nUhusiano: dada\nSababu: kuleta chakula na sabuni' },
  { genre: 'news', text: 'Church of Pentecost notice: the area convention will hold at the central assembly in {city} from Friday; parking at the school field.' },
  { genre: 'clinical', text: 'Coroner\'s officer note\nDeceased: {name}\nFamily contacted; next of kin is the daughter. Post-mortem scheduled for Tuesday.' },
  { genre: 'news', text: 'School notice: all students should bring their own water bottles during the inter-house sports. Parents are welcome to watch.' },
  { genre: 'hr', text: 'Vakansiewerk-aansoek - beskikbaarheid\nNaam: {name}\nKan werk: Maandag tot Saterdag\nVervoer: eie' },
  { genre: 'hr', text: 'HR exit interview\nLeaver: {name}\nReason: relocating to {city} with family\nFeedback: good team, fair manager' },
  { genre: 'clinical', text: 'Pharmacy dispensing log\nCustomer: {name}\nItem: sunscreen SPF50 and a toothbrush\nPaid: cash' },
  { genre: 'kyc', text: 'Mortgage application - affordability notes\nApplicant: {name}\nRegular outgoings: rent, school fees, car loan\nDeposit: 10%' },
  { genre: 'kyc', text: 'Asielgehoor - planning\nVerzoeker: {name}\nDatum gehoor: 14 maart, 10:00\nTolk: aangevraagd' },
  { genre: 'hr', text: 'Incident report - workplace\nComplainant: {name}\nAllegation: supervisor shouted at him for coming late\nWitnesses: two' },
  { genre: 'hr', text: 'Foster placement matching\nChild: {name}, 4\nNeeds: nursery place near the carers\nContact: mother fortnightly' },
  { genre: 'hr', text: 'School incident log\nPupil: {name}, Year 8\nNature: pushing in the lunch queue\nReported to: Head of Year' },
  { genre: 'chat', text: 'Moderation queue - flagged post\nUser: @{first}{n}\nPost: spam link to a betting site\nAction: removed' },
  { genre: 'news', text: 'The Akwasidae festival will be celebrated at the Manhyia Palace in Kumasi on Sunday; the Asantehene will receive chiefs and the public.' },
  { genre: 'news', text: 'Equality monitoring: the response rate to this year\'s staff survey was 64%; results by group will be published in March.' },
  { genre: 'hr', text: 'Rahoton abin da ya faru a makaranta\nƊalibi: {name}\nAbin da ya faru: ya manta littafinsa a gida\nMataki: an gargaɗe shi' },
  { genre: 'hr', text: 'Klagte - werksplek\nKlaer: {name}\nBeweer: die kantien se kos is te duur\nStatus: oop' },
  { genre: 'hr', text: 'Dossier de placement - fiche enfant\nEnfant: {name}\nScolarité: CE1\nActivités: judo le mercredi' },
  { genre: 'news', text: 'The Ogoni clean-up project in Rivers State has entered its second phase, the federal environment ministry said.' },
  { genre: 'hr', text: 'Ifomu yesicelo somsebenzi\nIgama: {name}\nIsikhundla: umabhalane\nIzinga lemfundo: Grade 12' },
  { genre: 'news', text: 'Rapport incident - stade de {city}\nFaits: fumigènes allumés en tribune nord; aucun blessé\nSanction: huis clos partiel' },
  { genre: 'chat', text: 'Dating app report\nReporter: {name}\nReason: fake profile using stolen photos' },
  { genre: 'kyc', text: 'Prison visiting record\nVisitor: {name}\nID: Ghana Card\nNote: brought food and clothing for the inmate' },
  { genre: 'kyc', text: 'Mieterauswahl - Notiz der Hausverwaltung\nInteressentin: {name}\nNotiz: Besichtigung am Samstag\nBonität: gut' },
  { genre: 'chat', text: 'Moderation report\nTarget: {name}\nPost: "Who get phone charger for {city} office? I wan borrow."\nAction: no violation' },
  { genre: 'hr', text: 'Foster care assessment - household\nApplicants: {name} and partner\nHouse: three bedrooms\nPets: one dog' },
  { genre: 'clinical', text: 'Care home - About me\nResident: {name}\nImportant people: my daughter and grandchildren\nLikes: gardening' },
  { genre: 'hr', text: 'Ripoti ya tukio shuleni\nMwanafunzi: {name}\nTukio: alichelewa darasani mara tatu\nHatua: onyo' },
  { genre: 'hr', text: 'Exit interview\nLeaver: {name}\nComments: the night shifts were too long for me.' },
  { genre: 'kyc', text: 'Baufinanzierung - Mitantragsteller\nAntragsteller: {name}\nMitantragsteller: keiner\nGüterstand: ledig' },
  { genre: 'kyc', text: 'Asylum interview record\nApplicant: {name}\nQ: When did you arrive?\nA: In March, through Heathrow.' },
  { genre: 'chat', text: 'Dating app report\nReporter: {name}\nReport: match asked for money to pay for a taxi' },
  { genre: 'hr', text: 'Fiche incident - collège\nÉlève: {name}, 3e\nFaits: téléphone utilisé en classe\nSuite: confisqué jusqu\'au soir' },
  { genre: 'hr', text: 'Welfare officer note - NYSC camp\nCorps member: {name}\nIssue: lost her call-up letter; replacement requested' },
  { genre: 'hr', text: 'Uittree-onderhoud\nNaam: {name}\nOpmerking: beter salaris by \'n ander maatskappy' },
  { genre: 'hr', text: 'Segnalazione - scuola\nStudente: {name}\nFatto: compiti non consegnati per la terza volta' },
  { genre: 'clinical', text: 'Pharmacy log\nClient: {name}\nItem: multivitamins 30 tabs\nPaid: M-Pesa' },
  { genre: 'kyc', text: 'Prison visiting application\nVisitor: {name}\nRelationship to prisoner: mother\nApproved: yes' },
  { genre: 'hr', text: 'Melding incident - werkvloer\nMedewerker: {name}\nMelding: koffieautomaat lekt\nActie: monteur gebeld' },
  { genre: 'news', text: 'Focus group recruitment: we are looking for adults in {city} to discuss mobile money services. N5,000 for 90 minutes.' },
  { genre: 'kyc', text: 'Focus group recruitment screener\nRespondent: {name}\nQ7 Which mobile network do you use most? MTN\nQ8 Age: 35-44' },
  { genre: 'kyc', text: 'Focus group screener\nName: {name}\nVoted at the last general election: prefer not to say\nRecruited: no' },
  { genre: 'hr', text: 'School incident report\nStudent: {name}\nIncident: came to school in a football jersey instead of uniform' },
  { genre: 'news', text: 'Electoral Commission notice: the voters register exhibition will run at all polling stations in {city} from Monday.' },
  { genre: 'news', text: 'Counting agents: each candidate may appoint up to six counting agents for the {city} count, the returning officer said.' },
  { genre: 'news', text: 'Mawakala wa vyama wanatakiwa kufika vituoni saa kumi na moja alfajiri wakiwa na barua za uteuzi, IEBC imesema.' },
  { genre: 'chat', text: 'Plasing gerapporteer\nGebruiker: {name}\nPlasing: advertensie vir tweedehandse motors\nAksie: verwyder' },
  { genre: 'kyc', text: 'Besuchsregister JVA\nBesucher: {name}\nFunktion: Rechtsanwalt\nDauer: 45 Minuten' },
  { genre: 'chat', text: 'Dating app report\nReporter: {name}\nIssue: match never showed up for the date at {city} mall' },
  { genre: 'hr', text: 'Incident report - workplace\nEmployee: {name}\nIncident: argument in the canteen over a parking space\nAction: verbal warning' },
  { genre: 'news', text: 'Le {party} tiendra son congrès à {city} en novembre, a annoncé sa direction.' },
  { genre: 'hr', text: 'Workplace accident report\nInjured: {name}\nInjury: none; near miss at press no. 3\nFirst aid: not needed' },
  { genre: 'news', text: 'The {union} says workers injured on duty can call its legal helpline on weekdays from 8am.' },
  { genre: 'news', text: 'Die {union} lädt am Donnerstag zur Tarifinfo in {city} ein; Gäste sind willkommen.' },
  { genre: 'hr', text: 'Taarifa ya ajali kazini\nMfanyakazi: {name}\nJeraha: hakuna\nHatua: eneo limesafishwa' },
  { genre: 'kyc', text: 'Focus group screener\nRespondent: {name}\nAre you a member of a trade union? No\nRecruited: yes' },
  { genre: 'news', text: 'De uitslag van de stakingsstemming wordt vrijdag bekendgemaakt op de website van de bond.' },
  { genre: 'chat', text: 'Post by {name}: "Traffic for {city} today no be here o, I don spend 3 hours for road."' },
  { genre: 'hr', text: 'Loonstrokie-navraag\nWerknemer: {name}\nAftrekking: pensioenfonds R450\nStatus: opgelos' },
  { genre: 'news', text: 'Le elezioni RSU si terranno il 12 e 13 marzo in tutte le sedi di {city}.' },
  { genre: 'kyc', text: 'Prison visitor registration\nVisitor: {name}\nItems deposited: phone, keys\nTime out: 15:20' },
  { genre: 'news', text: 'Bank notice: our call centre will never ask for your PIN or OTP. Report suspicious calls to the fraud desk.' },
  { genre: 'news', text: 'The {city} central library will introduce self-service kiosks for book loans next month.' },
  { genre: 'news', text: 'The forensic science laboratory in {city} has received new equipment from donor partners, the police spokesperson said.' },
  { genre: 'hr', text: 'Care home staff access\nStaff: {name}\nDoor access: key card no. {n}40 issued' },
  { genre: 'kyc', text: 'Dossier de prêt immobilier - vérification d\'identité\nClient: {name}\nContrôle: pièce d\'identité et justificatif de domicile reçus' },
  { genre: 'clinical', text: 'Pre-marital counselling form\nCouple: {name} & fiancée\nSessions attended: 4 of 6\nWedding date: December' },
  { genre: 'hr', text: 'Foster care assessment - checks\nApplicant: {name}\nPolice check: no record\nReferences: satisfactory' },
  { genre: 'kyc', text: 'Taxi driver licence application\nApplicant: {name}\nConvictions declared: none\nMedical: booked' },
];
