// Held-out set 36 of the special-category labelled set (issue 15). Written in session 29 by an author independent
// of the detector (the twenty-seventh such author): before writing it the author read only the session's rules, the
// blind-author brief and its own brief, bench/special/generate.ts, bench/special/slots.ts, the head of
// bench/special.ts (the bench), the header comment and first six templates of templates-heldout35.ts (for the
// TypeScript shape), the README paragraph on held-out special set 35 and test/bench/special-generate.test.ts (its
// generic part and the per-set block of set 35). The author did NOT read src/detect/special/, src/lexicon/, the
// statute packs, test/detect/special/ or any other earlier set's data or templates, and did not run the detector on
// this set before the single reading.
// Read once on f22e510f, the session's start code, after the set was committed unread (0f6f5e9a; npm run
// bench:special -- --set heldout36 --verbose, the single run; the set was not changed after it, only this header):
// 558 texts, 180 negatives, 39 ms a text. Span P / R per category: biometric 1.000 / 0.667, criminal record 0.769 /
// 0.714, genetic 0.400 / 0.190, health 0.659 / 0.659, political 0.828 / 0.522, race 1.000 / 0.556, religion 1.000 /
// 0.412, sexual orientation 1.000 / 0.500, trade union 0.946 / 0.833; all 0.827 / 0.565 (490 gold, 335 found). Text
// P / R: biometric 1.000 / 0.667, criminal 0.909 / 0.714, genetic 1.000 / 0.429, health 0.627 / 0.762, political
// 0.828 / 0.571, race 1.000 / 0.667, religion 1.000 / 0.619, orientation 1.000 / 0.476, union 1.000 / 0.833; all
// 0.899 / 0.638. Span recall by jurisdiction pair (from the run's FN lines): NG and KE 0.675, GH and ZA 0.487, UK
// and EU 0.530; by genre: hr 0.725, chat 0.692, kyc 0.526, clinical 0.446. Weakest category-pair cells: genetic
// GH/ZA 0.00 and UK/EU 0.14, religion UK/EU 0.27, biometric GH/ZA 0.30, race UK/EU 0.33, religion GH/ZA 0.33;
// strongest: criminal UK/EU 1.00, union GH/ZA 0.93, biometric UK/EU 0.89.
// Missed, as kinds: paternity-test conclusions in every language ("not excluded", "Excluded", "biological father",
// Yorùbá, isiZulu, isiXhosa, German, Polish, Portuguese, Italian), newborn-screening results named as a condition or
// a haemoglobin pattern (Hb SS, FS, MCADD, PKU, galactosaemia, French "drépanocytose", Afrikaans "sistiese
// fibrose"), sickle cell trait, a Huntington expansion; faith shown by diet, rite or observance (halal, kosher,
// Shabbat, Jumat, Eid, Yom Kippur, Shembe, concordat marriage, shari'a marriage, a mosque in Hausa), faith words in
// French, Italian, Spanish and Dutch funeral, refugee, marriage and leave records, a religion answered on a census
// form (Sikh, ZCC, a Twi funeral form); ethnic origin as a census answer ("Asian or Asian British - Bangladeshi"),
// inside a quoted slur ("a Fulani thief"), as a plural or adjective in French, Dutch, Polish, German and Spanish
// complaints (Peuls, Surinaams-Hindoestaans, łemkowskie, Türken, gitanos), "white" in a CCMA allegation, isiZulu
// "amaXhosa", tribe on a hometown roll and a Twi census form; orientation as behaviour on sexual-health forms (MSM
// in English, Swahili and Dutch), same-sex unions (civil union, PACS, isiZulu), Swahili "shoga", Spanish
// "lesbiana", German "homosexueller", "my boyfriend" (Pidgin, a man's partner); parties in Ghanaian and Kenyan
// records (NPP, NDC, CPP, ODM, Jubilee), Dutch and Polish lists, movements (#EndSARS, Occupy, Extinction
// Rebellion, "écologiste"); unions on Swahili, Yorùbá, Pidgin and Twi records (ASUU, KMPDU, KNUT, NUPENG, TUC),
// Italian CGIL; face, finger and iris words in isiZulu, Twi, Afrikaans, Hausa, Yorùbá, German ("Gesichtsbiometrie")
// and "palm vein" / "iris" in English lists; offences in Hausa, Yorùbá, Igbo, Twi, isiXhosa and Afrikaans good-
// conduct and expungement records; every value of the Twi maternity form and the Polish insurance, Igbo mental-
// health and Portuguese school health records (the slot values in English there too), opiate dependence and
// methadone in a prison screen, a newborn's hypothyroidism and its treatment, German "Schwangerschaftsdiabetes".
// False alarms on 8 of the 180 negative texts (5 templates): "were arrested over an armed robbery" and Swahili "wizi
// wa mifugo" in crime news about no named person, EFF in Afrikaans party news, and two of the author's slips below
// (a nosebleed and a pregnancy on negative forms of named people). Beside values: "ANC" read as a party in a
// Swahili antenatal-care (ANC) heading, a union (ASUU, KMPDU) read as political on a Swahili union-rep ballot,
// record phrases beside marked offences ("suspended sentence", "Geldstrafe", "veroordeling"), "union rep" beside a
// marked union, "homozygous", "42 CAG repeats", "probability of paternity 99.99%" and "DNA result" beside marked
// genetic findings, "sickle cell disease" and "galactosaemia" as health beside the genetic spans.
// Author's gold slips the run exposed (left as written, a reader should discount them): hospital and lab numbers
// ({hosp}) are marked health in most templates but left unmarked in the Pidgin sick note, the Spanish insurance
// questionnaire, the palm-vein MRN line, the paternity lab ref and the blood-spot result; symptoms beside a marked
// condition ("wheeze", "seizure"), pregnancy ("Schwangerschaft", isiXhosa "Ukukhulelwa"), PrEP and an HIV test done
// ("Kipimo cha VVU") are health data the author left unmarked; two negative templates hold health data of a named
// learner or woman (a nosebleed in a nurse's day book, an isiXhosa pregnancy booking) and are not true negatives;
// the grain of genetic spans is loose ("homozygous", the CAG count, the paternity probability are part of the
// finding); newborn-screening conditions are health as much as genetic. Fill slips, harmless to the spans: names of
// the other sex beside "him", "husband", "boyfriend" or "Angon" (groom), isiZulu and Afrikaans forms in Ghana,
// Ghanaian and Nigerian places on South African and Kenyan forms, UK and EU parties and unions in other languages'
// forms (e.g. "CDU" on a Spanish card), "HMP Berlin", a Sikh on a census in Rome.
// 279 templates filled twice with seed 3636 (558 texts): 21 positive templates per category (189, in the order
// health, religion, race, orientation, political, union, biometric, genetic, criminal) and 90 negatives last (180
// texts); all in threes, so the first of each three falls in NG and KE (Pidgin, Swahili, Hausa, Yorùbá, Igbo), the
// second in GH and ZA (Twi, isiZulu, isiXhosa, Afrikaans) and the third in the UK and EU (German, French, Dutch,
// Polish, Spanish, Italian, Portuguese). Span grain as the earlier sets: the value itself (a condition, a medicine, a
// hospital number, a treatment, an aid; a faith, a rite, a diet or observance that reveals a faith; an ethnic or
// population group; the orientation word or the partner word that reveals it; the party or movement; the union; the
// biometric item; the genetic finding; the offence), never the field label, a negated or empty value, or a dose.
// Kinds of record (none named in the headers of sets 33 to 35): school nurse day books and clinic logs, sick-note
// e-mails and messages to managers (Pidgin, English, isiZulu), life-insurance underwriting questionnaires
// (Afrikaans, Polish, Spanish, with genetic disclosure in English), maternity booking forms and the German
// Mutterpass (Swahili, Twi, isiXhosa), mental-health crisis line records (English, French, Igbo), prison and
// correctional-centre healthcare (Hausa, English), newborn heel-prick and blood-spot screening (health and genetic,
// English, Swahili, Afrikaans, Twi, French, Dutch), school health cards (Yorùbá, Portuguese); funeral and burial
// society claims and burial-rite instructions (English, Twi, Swahili, French), dietary requirement forms (halal,
// kosher; Swahili, Afrikaans, English), marriage registrations naming the rite (Hausa, isiZulu Shembe, German,
// Polish concordat, Spanish), census answers (religion, population group, ethnic group; English, Swahili,
// Afrikaans, Twi), refugee status determinations (conversion, ethnicity, orientation), religious leave requests
// (Eid, Yom Kippur, Friday prayer), transfusion refusal; diaspora and hometown union rolls, employment-tribunal and
// CCMA discrimination claims, housing allocation notes (Kenyan, South African RDP, German), French, Dutch, Polish
// and Spanish discrimination complaints and minority forms; counselling chats, sexual-health intake (MSM, in
// Swahili, English, Dutch), civil union, PACS and união de facto registrations, medical-aid dependants, equality-court
// complaints; party ward-congress delegate lists, primaries' nomination forms, party cards (Yorùbá, Igbo, Polish,
// Italian, Spanish), activists' arrest reports (EndSARS, Occupy, Extinction Rebellion), municipal candidate lists
// (Afrikaans, isiZulu, Dutch), German Delegiertenliste; union grievance letters (English, Yorùbá, Hausa, isiZulu,
// isiXhosa, Twi, Afrikaans, German, French, Dutch, Portuguese, Italian), dues deduction and stop-order authorities,
// union rep elections and shop-steward nominations, retrenchment consultations; palm-vein and iris enrolment at
// hospitals, banks and exam councils, BVN and Ghana Card enrolment, staff clock-in fingerprints, video-ident face
// match, gym face recognition; DNA paternity reports (English, Yorùbá, isiZulu, isiXhosa, German, Polish,
// Portuguese, Italian), genotype results (Igbo), predictive genetic disclosures (BRCA2, Huntington); police
// character and clearance certificates, good-conduct certificates, expungement and record-deletion applications
// (English, Hausa, Afrikaans, isiXhosa, German), sex-offender register enquiries, DBS, VOG, casier judiciaire, KRK,
// antecedentes penales and casellario certificates.
// Negatives (180 texts): the same forms of named people with empty, declined or ordinary values ("none", "no
// record", "prefer not to say", "(not answered)", "geen", "néant", "ninguna", "nie figuruje"), diseases in general
// statements (malaria, cholera, TB, flu, diabetes), cathedrals, mosques and churches as places or events, parties'
// primaries, manifestos and programmes about no one, union strikes and ballots about no member, DNA-test and
// paternity adverts, palm-vein ATMs and stadium face-recognition trials, voter and ID registration notices, crimes
// in the news about no named person, race as a marathon or cycle race, Gay Street as a place, Pride and heritage-day
// news, hometown meetings and everyday records of named people.
import type { Template } from './templates-dev.js';

export const HELDOUT36_TEMPLATES: Template[] = [
  // Health: three at a time, NG and KE, GH and ZA, UK and EU.
  { genre: 'clinical', text: 'SCHOOL CLINIC DAILY LOG - {city} Model College\nPupil: {name} (JSS2)\nTime in: 10.40\nComplaint: wheeze after PE; known [[H:asthma]], own [[H:salbutamol]] inhaler used\nSent back to class 11.05' },
  { genre: 'clinical', text: 'School Health Service - Nurse\'s Day Book\nLearner: {name}, Grade 6\nPresented with seizure at assembly, known [[H:epilepsy]] on [[H:carbamazepine]]\nParent phoned 09:20, collected.' },
  { genre: 'hr', text: 'Hi Karen,\nJust to let you know I won\'t be in this week. GP has signed me off with [[H:stress and anxiety]] and upped my [[H:sertraline]]. Fit note attached.\nThanks, {first}' },
  { genre: 'clinical', text: 'FOMU YA KLINIKI YA WAJAWAZITO (ANC)\nJina: {name}\nMimba ya kwanza: ndiyo\nHistoria: [[H:shinikizo la damu]] katika familia, mama ana [[H:kisukari]]\nHali ya VVU: [[H:VVU chanya]], anatumia [[H:{med}]]' },
  { genre: 'clinical', text: 'Awo nsrahwɛ krataa\nDin: {name}\nNyinsɛn: abosome 5\nYareɛ a ɛwɔ hɔ: [[H:{cond}]]\nNnuro: [[H:{med}]]\nAhwɛfoɔ: Midwife, {city} Polyclinic' },
  { genre: 'clinical', text: 'Mutterpass - Erstuntersuchung\nName: {name}\nAnamnese: [[H:Schwangerschaftsdiabetes]] in der letzten Schwangerschaft, [[H:{cond}]]\nRisikoschwangerschaft: ja\nBefund-Nr.: {hosp}' },
  { genre: 'hr', text: 'From: {name}\nTo: Line Manager\nSubject: sick note\nGood morning sir, doctor don give me 5 days rest for [[H:typhoid fever]]. I go send the medical certificate from {hosp} once I fit waka.' },
  { genre: 'kyc', text: 'Lewensversekering - Onderskrywingsvraelys\nAansoeker: {name}\nIs u al ooit gediagnoseer met: [[H:{cond}]] ({year})\nHuidige medikasie: [[H:{med}]]\nRook u? Nee' },
  { genre: 'clinical', text: 'Ligne d\'écoute - fiche d\'appel\nAppelant: {name}, {city}\nMotif: [[H:idées suicidaires]] depuis trois jours, suivi pour [[H:{cond}]]\nOrientation: CMP, rappel demain 10h' },
  { genre: 'clinical', text: 'Mental health helpline - call record\nCaller: {name}\nReason: [[H:panic attacks]] since losing job, history of [[H:{cond}]]\nRisk: low; referred to {hosp}' },
  { genre: 'clinical', text: 'Correctional Centre Health Care\nInmate: {name}\nChronic list: [[H:{cond}]], [[H:{med}]] dispensed daily at 07:00\nReviewed by visiting doctor, ref {hosp}' },
  { genre: 'clinical', text: 'HMP {city} Healthcare - reception screen\nPrisoner: {name}\nDeclared: [[H:opiate dependence]] on [[H:methadone]] 60ml (community script)\nAlso: [[H:{cond}]]\nCell-share risk: standard' },
  { genre: 'clinical', text: 'Sabis na kula da lafiya a gidan yari - {city}\nFursuna: {name}\nCuta: [[H:tarin fuka]]\nMagani: [[H:isoniazid]] kullum\nAn raba shi da sauran fursunoni.' },
  { genre: 'hr', text: 'Umbiko wokugula kumphathi\nIgama: {name}\nUsuku: 14/03/{year}\nIsizathu: ngine-[[H:{cond}]], udokotela ungiphe izinsuku ezintathu\nIsitifiketi sidudulelwe ku-HR.' },
  { genre: 'kyc', text: 'Ankieta medyczna - ubezpieczenie na życie\nUbezpieczony: {name}\nCzy leczył(a) się Pan/Pani na: [[H:cukrzycę typu 2]] od {year} r.\nLeki: [[H:{med}]]\nPobyt w szpitalu: {hosp}' },
  { genre: 'clinical', text: 'Ọ́fíìsì ìlera ilé-ìwé\nAkẹ́kọ̀ọ́: {name}\nÀìsàn: [[H:àìsàn ẹ̀jẹ̀ ríru]]\nÀkíyèsí: ó ní láti mu omi púpọ̀, kò gbọdọ̀ sáré eré ìdárayá.' },
  { genre: 'clinical', text: 'NEWBORN SCREENING - LAB RESULT\nBaby of {name}\nDOB: 02/05/{year}\nHeel-prick: [[H:congenital hypothyroidism]] - TSH raised\nAction: start [[H:levothyroxine]], review {hosp}' },
  { genre: 'clinical', text: 'Ficha de saúde escolar\nAluno: {name}\nAlergias: [[H:alergia a amendoim]] - usa [[H:EpiPen]]\nDoença crónica: [[H:{cond}]]\nContacto de emergência: mãe' },
  { genre: 'clinical', text: 'Ndondomeko ya nkwado ya ọrịa uche\nAha: {name}\nNsogbu: [[H:ọrịa uche]], [[H:{cond}]]\nỌgwụ: [[H:{med}]]\nỌ ga-alọta n\'izu abụọ.' },
  { genre: 'clinical', text: 'ISICWANGCISO SOKUBELEKA - Ifomu yokubhalisa\nIgama: {name}\nUkukhulelwa: iiveki ezi-12\nImbali: [[H:{cond}]], usebenzisa [[H:{med}]]\nUkubhaliswa: {city} CHC' },
  { genre: 'kyc', text: 'Cuestionario de salud - seguro de vida\nAsegurado: {name}\nEnfermedades: [[H:{cond}]] diagnosticada en {year}\nTratamiento: [[H:{med}]]\nHospital: {hosp}\nFuma: no' },
  // Religion.
  { genre: 'kyc', text: 'IGBO BURIAL SOCIETY {city} BRANCH - DEATH BENEFIT CLAIM\nDeceased member: {name}\nRites requested: [[R:Catholic]] requiem Mass, burial at home town\nNext of kin: brother' },
  { genre: 'kyc', text: 'Funeral Society - Burial Instructions\nMember: {name}\nFaith: [[R:{rel}]]\nService: at home, burial before sunset\nPolicy no. FS-{year}-2210' },
  { genre: 'kyc', text: 'Standesamt {city} - Anmeldung der Eheschließung\nVerlobter: {name}\nReligionszugehörigkeit: [[R:römisch-katholisch]]\nKirchliche Trauung geplant: ja, Dom St. Marien' },
  { genre: 'hr', text: 'Fomu ya mahitaji ya chakula - warsha ya {city}\nJina: {name}\nMlo maalum: [[R:halal]]\nSababu: mimi ni [[R:Mwislamu]]\nMzio: hapana' },
  { genre: 'kyc', text: 'Umshado - ifomu yokubhalisa\nUmyeni: {name}\nUhlobo lomshado: umshado we-[[R:Shembe]] (iBandla lamaNazaretha)\nUmfundisi: umVangeli {city}' },
  { genre: 'kyc', text: 'Contrat obsèques - volontés\nSouscripteur: {name}\nCulte: [[R:musulman]]\nVolontés: inhumation en carré [[R:musulman]], toilette mortuaire rituelle, pas de crémation' },
  { genre: 'kyc', text: 'Rijistar aure - {city}\nAngon: {name}\nIrin aure: aure bisa [[R:shari\'a]] a [[R:masallaci]]n Juma\'a\nWaliyyi: mahaifi\nSadaki: N50,000' },
  { genre: 'hr', text: 'Dieetvoorkeure - personeelfunksie\nNaam: {name}\nVoorkeur: [[R:kosher]]\nRede: ek is [[R:Joods]]\nAllergieë: geen' },
  { genre: 'kyc', text: 'Census {year} - individual form\nName: {name}\nWhat is your religion? [[R:Sikh]]\nMain language: English\nPlace: {city}' },
  { genre: 'chat', text: 'Oga, abeg no put me for Friday afternoon shift. I dey go [[R:Jumat]] for mosque for {city}. Na [[R:Muslim]] I be. - {first}' },
  { genre: 'hr', text: 'Conference dietary form\nDelegate: {name}\nRequirement: [[R:kosher]] meals (I keep [[R:Shabbat]], no sessions Friday evening please)\nAccess needs: none' },
  { genre: 'kyc', text: 'Akt małżeństwa - wniosek\nNarzeczony: {name}\nForma: ślub [[R:konkordatowy]] w parafii rzymskokatolickiej\nWyznanie: [[R:katolickie]]\nUSC {city}' },
  { genre: 'kyc', text: 'Refugee Status Determination - Summary\nApplicant: {name}\nClaim: persecution after conversion from [[R:Islam]] to [[R:Christianity]]; threats from family\nCredibility: consistent' },
  { genre: 'kyc', text: 'Census {year} - household questionnaire (enumerator copy)\nHead: {name}\nQ9 Religion: [[R:{rel}]]\nQ10 Denomination: [[R:Zion Christian Church]]\nEA: {city}-0412' },
  { genre: 'hr', text: 'Aanvraag verlof\nMedewerker: {name}\nReden: [[R:Jom Kipoer]] (ik ben [[R:joods]])\nDatum: 1 dag\nAkkoord: leidinggevende' },
  { genre: 'clinical', text: 'Fórmula ya ìtọ́jú - ìbéèrè ẹ̀sìn\nOrúkọ: {name}\nẸ̀sìn: [[R:Ẹlẹ́rìí Jèhófà]] - kò gbà ìfàjẹ̀sínilára\nDókítà: {hosp}' },
  { genre: 'kyc', text: 'Nwom ne ayie - ɔkra atenaeɛ\nDin: {name}\nƆsom: [[R:{rel}]]\nAyie no bɛkɔ so wɔ [[R:Methodist]] asɔre mu, {city}' },
  { genre: 'kyc', text: 'Determinazione status di rifugiato\nRichiedente: {name}\nMotivo: apostasia dall\'[[R:islam]], convertito al [[R:cristianesimo]]\nEsito: protezione internazionale riconosciuta' },
  { genre: 'kyc', text: 'Fomu ya ustawi wa mazishi\nMwanachama: {name}\nDini: [[R:{rel}]]\nMaombi: mazishi yafanyike ndani ya saa 24 kwa mujibu wa imani yake\nKikundi: {city} Welfare' },
  { genre: 'hr', text: 'Isicelo sekhefu\nIgama: {name}\nIsizathu: umkhosi we-[[R:Eid]]; ngiyi-[[R:Muslim]]\nIzinsuku: 2\nUmphathi: uvumile' },
  { genre: 'kyc', text: 'Solicitud de matrimonio - Registro Civil\nContrayente: {name}\nRito: [[R:evangélico]]\nIglesia: Iglesia Evangélica de {city}\nTestigos: dos' },
  // Race and ethnic origin.
  { genre: 'kyc', text: '{city} Diaspora Progressive Union - membership roll {year}\nName: {name}\nState of origin: Anambra\nEthnic group: [[E:{eth}]]\nDues paid: yes' },
  { genre: 'kyc', text: 'Census {year} - Person questionnaire\nName: {name}\nP-05 Population group: [[E:Black African]]\nP-06 Home language: isiZulu\nEA: {city}' },
  { genre: 'kyc', text: 'Census {year} - What is your ethnic group?\nName: {name}\nAnswer: [[E:Asian or Asian British - Bangladeshi]]\nNational identity: British\nAddress: {city}' },
  { genre: 'kyc', text: 'Sensa ya {year} - dodoso la kaya\nMkuu wa kaya: {name}\nKabila: [[E:{eth}]]\nLugha ya nyumbani: Kiswahili\nEneo: {city}' },
  { genre: 'hr', text: 'CCMA referral - unfair discrimination\nApplicant: {name}\nRace: [[E:Coloured]]\nAllegation: only [[E:white]] staff were given the supervisor posts\nRespondent: {city} Logistics (Pty) Ltd' },
  { genre: 'hr', text: 'ET1 particulars of claim\nClaimant: {name}\nThe claimant is of [[E:Black Caribbean]] heritage. Colleagues repeatedly mocked his hair and accent; the respondent failed to act.' },
  { genre: 'hr', text: 'Employment tribunal - claim summary\nClaimant: {name}\nGround: supervisor called him a "[[E:{eth}]] thief" and said his tribe cannot be trusted; passed over for promotion\nRemedy sought: compensation' },
  { genre: 'kyc', text: 'Hometown Association - {city} Branch\nMember: {name}\nHometown: Keta\nTribe: [[E:{eth}]]\nPosition: financial secretary' },
  { genre: 'kyc', text: 'Wohnungsvergabe - Vermerk\nBewerberin: {name}\nHinweis: Vermieter lehnte ab, da "keine [[E:Türken]]"; Beschwerde an Antidiskriminierungsstelle\nAkte: {city}/{year}' },
  { genre: 'chat', text: 'Dem no gree give me the flat for {city} because say I be [[E:{eth}]] man. Landlord talk am for my face. Wetin I fit do? - {first}' },
  { genre: 'hr', text: 'Isimangalo sokucwaswa\nUmsebenzi: {name}\nUhlanga: [[E:ngingumXhosa]]\nIsikhalo: umphathi uthi [[E:amaXhosa]] awathembekile' },
  { genre: 'kyc', text: 'Demande d\'asile - compte rendu\nDemandeur: {name}\nOrigine: [[E:peule]]\nMotif: persécutions contre les [[E:Peuls]] dans sa région' },
  { genre: 'kyc', text: 'Takardar neman mafaka\nMai nema: {name}\nƘabila: [[E:Fulani]]\nDalili: an ƙone ƙauyensu saboda su [[E:Fulani]] ne\nRanar: {year}' },
  { genre: 'kyc', text: 'Sensus {year} - Persoonsvraelys\nNaam: {name}\nBevolkingsgroep: [[E:Wit]]\nHuistaal: Afrikaans\nOpnemer: {city}-0719' },
  { genre: 'hr', text: 'Klacht bij het College voor de Rechten van de Mens\nKlager: {name}\nAfkomst: [[E:Surinaams-Hindoestaans]]\nKlacht: afgewezen na sollicitatiegesprek vanwege "cultuur"' },
  { genre: 'hr', text: 'Ìwé ìráhùn sí ilé-ẹjọ́ iṣẹ́\nOlùráhùn: {name}\nẸ̀yà: [[E:{eth}]]\nÌráhùn: wọ́n lé mi kúrò níṣẹ́ torí pé mo jẹ́ ọmọ [[E:{eth}]]' },
  { genre: 'kyc', text: 'Nkurɔfoɔ dwumadie krataa\nDin: {name}\nAbusua kuo: [[E:{eth}]]\nKurom: {city}\nƆdwumayɛni: Census Officer' },
  { genre: 'kyc', text: 'Ankieta - mniejszość narodowa\nImię i nazwisko: {name}\nPochodzenie: [[E:łemkowskie]]\nJęzyk domowy: łemkowski\nGmina: {city}' },
  { genre: 'kyc', text: 'Housing allocation note\nApplicant: {name}\nEthnicity (self-described): [[E:{eth}]]\nPriority: band B (overcrowding)\nOfficer: {city} County Housing' },
  { genre: 'kyc', text: 'Ifomu lokwabelwa indlu - RDP\nUmfaki-sicelo: {name}\nUhlanga: [[E:Black African]]\nUbudala: 44\nIsixeko: {city}' },
  { genre: 'hr', text: 'Reclamación por discriminación\nTrabajadora: {name}\nOrigen: [[E:gitana]]\nHechos: la encargada dijo que no contrataban a [[E:gitanos]]\nCentro: {city}' },
  // Sexual orientation and sex life.
  { genre: 'kyc', text: 'Refugee status determination - interview note\nApplicant: {name}\nClaim: fled after being outed as [[S:{orient}]]; family threatened him\nEvidence: messages from former [[S:same-sex partner]]' },
  { genre: 'kyc', text: 'Civil Union Act - registration form\nPartner A: {name}\nPartner B: (same sex)\nRelationship: [[S:same-sex civil union]]\nHome Affairs office: {city}' },
  { genre: 'hr', text: 'Employment tribunal - particulars\nClaimant: {name}\nThe claimant is [[S:{orient}]]. After he mentioned his [[S:husband]] at a team lunch, his manager excluded him from client meetings.' },
  { genre: 'chat', text: 'Counsellor chat, {city} helpline\nUser ({first}): i am [[S:{orient}]] and my pastor wants to "deliver" me. my parents dont know\nCounsellor: you are safe here' },
  { genre: 'clinical', text: 'Sexual health clinic - intake\nClient: {name}\nSexual partners: [[S:men who have sex with men]]\nPrEP: yes\nFacility: {city}' },
  { genre: 'kyc', text: 'Asylanhörung - Niederschrift\nAntragsteller: {name}\nGrund: Verfolgung als [[S:homosexueller]] Mann; Festnahme mit seinem [[S:Partner]] in der Heimat' },
  { genre: 'clinical', text: 'Kliniki ya afya ya uzazi - fomu\nJina: {name}\nWapenzi: [[S:wanaume wanaofanya ngono na wanaume]]\nKondomu: wakati mwingine\nKipimo cha VVU: kimefanywa' },
  { genre: 'hr', text: 'Werknemer se klag\nNaam: {name}\nVoorval: kollegas spot my omdat ek [[S:gay]] is\nVerlang: dissiplinêre verhoor' },
  { genre: 'kyc', text: 'Déclaration de PACS\nPartenaire 1: {name}\nPartenaire 2: même sexe\nNature: [[S:couple homosexuel]]\nMairie de {city}' },
  { genre: 'hr', text: 'Social work case note\nClient: {name}\nDisclosed he is [[S:{orient}]]; evicted by landlord in {city} after neighbours reported him\nPlan: shelter referral' },
  { genre: 'kyc', text: 'Imininingwane yomshado\nUmfakisicelo: {name}\nUmlingani: umfazi wakhe\nUbudlelwano: [[S:umshado wabantu bobulili obufanayo]]\nIhhovisi: {city}' },
  { genre: 'clinical', text: 'Soa-poli - intake\nNaam: {name}\nSeksuele contacten: [[S:mannen die seks hebben met mannen]]\nPrEP: gestart\nGGD {city}' },
  { genre: 'kyc', text: 'Ìwé ìbéèrè ààbò\nOlùbéèrè: {name}\nÌdí: mo jẹ́ [[S:{orient}]], wọ́n fi ọlọ́pàá mú ọ̀rẹ́kùnrin mi\nÌlú: {city}' },
  { genre: 'chat', text: 'Me yɛ [[S:{orient}]], na me busuafoɔ pam me firii fie. Mepɛ baabi a mɛtena wɔ {city}. - {first}' },
  { genre: 'hr', text: 'Skarga do rzecznika\nPracownik: {name}\nOpis: szef dowiedział się, że jestem [[S:biseksualny]], i przeniósł mnie na nocną zmianę' },
  { genre: 'chat', text: 'Abeg make una no tell anybody. Na [[S:my boyfriend]] be the person wey come hospital with me. We don dey together 3 years. - {first}' },
  { genre: 'hr', text: 'Medical aid dependant form\nPrincipal member: {name}\nDependant: spouse - [[S:same-sex partner]]\nScheme: {city} Health Plan' },
  { genre: 'chat', text: 'Línea de ayuda LGTBI - nota de llamada\nUsuaria: {name}\nRelata: es [[S:lesbiana]] y su familia la ha echado de casa en {city}\nDerivación: servicio de acogida' },
  { genre: 'kyc', text: 'Fomu ya maombi ya hifadhi\nMwombaji: {name}\nSababu: mimi ni [[S:shoga]]; nilipigwa na majirani {city}\nTarehe: {year}' },
  { genre: 'kyc', text: 'Ifomu yokufaka isikhalazo - Equality Court\nUmmangali: {name}\nIsizathu: wacwaswa ngoba [[S:uyi-lesbian]]\nIndawo: {city}' },
  { genre: 'kyc', text: 'Registo de união de facto\nRequerente: {name}\nCompanheiro: do mesmo sexo\nRelação: [[S:casal homossexual]]\nConservatória de {city}' },
  // Political opinion.
  { genre: 'kyc', text: '[[P:{party}]] WARD CONGRESS - DELEGATE LIST\nWard 07, {city}\n1. {name} - statutory delegate\nAccreditation tag issued: yes' },
  { genre: 'kyc', text: 'Parliamentary primaries - polling station register\nConstituency: {city} Central\nVoter: {name}, [[P:{party}]] branch executive\nVerified: yes' },
  { genre: 'kyc', text: 'Membership renewal\nMember: {name}\nParty: [[P:{party}]]\nBranch: {city} North\nDirect debit: £5/month' },
  { genre: 'hr', text: 'Fomu ya uteuzi wa mchujo\nMgombea: {name}\nChama: [[P:{party}]]\nKiti: MCA, Wadi ya {city} Kati\nAda ya uteuzi: imelipwa' },
  { genre: 'kyc', text: 'Kandidaatslys - munisipale verkiesing {year}\nWyk 12, {city}\nKandidaat: {name}\nParty: [[P:{party}]]\nBeëdigde verklaring ingedien' },
  { genre: 'hr', text: 'Aufstellungsversammlung - Delegiertenliste\nKreisverband {city}\nDelegierte: {name} ([[P:{party}]])\nStimmberechtigt: ja' },
  { genre: 'kyc', text: 'Rahoton kama\nWanda aka kama: {name}\nDalili: zanga-zangar adawa; ɗan gwagwarmayar [[P:#EndSARS]]\nOfishin \'yan sanda: {city}' },
  { genre: 'hr', text: 'Amaphepha okuqokwa - ikhansela\nUmuntu oqokiwe: {name}\nIqembu: [[P:{party}]]\nIwadi: 31, {city}\nIsiginesha sofakazi: sikhona' },
  { genre: 'kyc', text: 'Procès-verbal d\'interpellation\nPersonne: {name}\nQualité: militante [[P:écologiste]], membre d\'[[P:Extinction Rebellion]]\nLieu: {city}' },
  { genre: 'chat', text: 'I be card-carrying [[P:{party}]] member since {year}. Primaries na next week, abeg vote for me as ward chairman. - {first}' },
  { genre: 'kyc', text: 'Ɔmanyɔ kuo krataa\nDin: {name}\nKuo: [[P:{party}]]\nDwumadie: Constituency youth organiser, {city}' },
  { genre: 'kyc', text: 'Kandidatenlijst gemeenteraad {city}\nNr. 4: {name}\nLijst: [[P:GroenLinks-PvdA]]\nOndersteuningsverklaringen: 30' },
  { genre: 'kyc', text: 'Káàdì ọmọ ẹgbẹ́ òṣèlú\nOrúkọ: {name}\nẸgbẹ́: [[P:{party}]]\nWọ́ọ̀dù: 04, {city}\nNọ́ńbà: 2231' },
  { genre: 'hr', text: 'Disciplinary note - public servant\nEmployee: {name}\nFinding: addressed a rally as [[P:{party}]] regional chair while on duty\nSanction: written warning' },
  { genre: 'kyc', text: 'Deklaracja członkowska\nImię i nazwisko: {name}\nPartia: [[P:Lewica]]\nKoło: {city}\nSkładka: 10 zł' },
  { genre: 'kyc', text: 'Activist arrest report - {city}\nName: {name}\nAffiliation: [[P:Occupy Parliament]] protest organiser, member of [[P:{party}]] youth wing\nHeld at Central Police Station' },
  { genre: 'kyc', text: 'Isiphumo sokukhethwa kwabathunywa\nIgama: {name}\nUmbutho: [[P:{party}]]\nUkhethwe njengomthunywa kwinkomfa yephondo, {city}' },
  { genre: 'kyc', text: 'Tessera di iscrizione {year}\nIscritto: {name}\nPartito: [[P:Partito Democratico]]\nCircolo: {city} Centro' },
  { genre: 'kyc', text: 'Akwụkwọ onye otu\nAha: {name}\nOtu ndọrọ ndọrọ ọchịchị: [[P:{party}]]\nỌnọdụ: onye ode akwụkwọ ward\nObodo: {city}' },
  { genre: 'kyc', text: 'Police incident report - {city}\nArrested: {name}\nDetail: [[P:{party}]] supporter, held after clashes outside the tally centre\nStatus: released on bail' },
  { genre: 'kyc', text: 'Ficha de afiliación\nAfiliado: {name}\nPartido: [[P:{party}]]\nAgrupación: {city}\nCuota: trimestral' },
  // Trade-union membership.
  { genre: 'hr', text: 'Grievance letter\nTo: HR Director\nFrom: {name}, [[U:{union}]] member, {city} branch\nRe: unpaid overtime for March; I ask that my union rep attends the hearing.' },
  { genre: 'hr', text: 'Stop-order form - union subscriptions\nEmployee: {name}\nUnion: [[U:{union}]]\nPersal no.: 21{n}4471\nEffective: 01/{year}' },
  { genre: 'hr', text: 'Formal grievance\nEmployee: {name}\nI am a member of [[U:{union}]] and wish to be accompanied by my rep at the grievance meeting.\nSite: {city}' },
  { genre: 'hr', text: 'Uchaguzi wa mwakilishi wa chama cha wafanyakazi\nMgombea: {name}\nChama: [[U:{union}]]\nKura: 41\nTawi: {city}' },
  { genre: 'hr', text: 'Isikhalazo somsebenzi\nIgama: {name}\nInyunyana: [[U:{union}]]\nIsikhalazo: ukunqunywa kweholo ngaphandle kwesizathu' },
  { genre: 'hr', text: 'Beschwerde an den Betriebsrat\nMitarbeiterin: {name}\nGewerkschaft: [[U:{union}]]\nAnliegen: Schichtplan ohne Mitbestimmung geändert' },
  { genre: 'hr', text: 'Payroll deduction authority\nEmployee: {name}\nDeduct monthly dues for: [[U:{union}]]\nRate: 1% of basic\nSigned: {first}' },
  { genre: 'hr', text: 'Griefvorm\nWerknemer: {name}\nVakbond: [[U:Solidariteit]]\nGrief: skofte verander sonder konsultasie\nVerteenwoordiger: aangeheg' },
  { genre: 'hr', text: 'Réclamation individuelle\nSalarié: {name}\nSyndicat: [[U:CFDT]]\nObjet: heures supplémentaires non payées\nÉtablissement: {city}' },
  { genre: 'chat', text: 'Oga HR, I don join [[U:{union}]] since January. Make una start to remove the dues from my salary. Thanks - {first}' },
  { genre: 'hr', text: 'Adwumayɛfoɔ kuo krataa\nDin: {name}\nKuo: [[U:{union}]]\nAsɛm: wɔantua me akatua bosome baako' },
  { genre: 'hr', text: 'Bezwaarschrift\nWerknemer: {name}\nLid van: [[U:FNV]]\nBezwaar: eenzijdige roosterwijziging\nVestiging: {city}' },
  { genre: 'hr', text: 'Ìwé ẹ̀dùn ọkàn\nOrúkọ: {name}\nẸgbẹ́ òṣìṣẹ́: [[U:{union}]]\nÌráhùn: wọn kò san owó oṣù mi fún oṣù méjì' },
  { genre: 'hr', text: 'Shop steward nomination\nNominee: {name}\nUnion: [[U:{union}]]\nDepartment: stores, {city} depot\nSeconded by two members' },
  { genre: 'hr', text: 'Wniosek o potrącanie składek\nPracownik: {name}\nZwiązek zawodowy: [[U:NSZZ Solidarność]]\nKwota: 1% wynagrodzenia' },
  { genre: 'hr', text: 'Wasiƙar ƙorafi\nMa\'aikaci: {name}\nƘungiyar ma\'aikata: [[U:{union}]]\nƘorafi: an hana ni hutu\nWakili: shugaban reshe, {city}' },
  { genre: 'hr', text: 'Isikhalazo sabasebenzi\nUmsebenzi: {name}\nUmanyano: [[U:{union}]]\nIngxaki: akhange ahlawulwe i-overtime' },
  { genre: 'hr', text: 'Reclamação\nTrabalhador: {name}\nSindicato: [[U:CGTP]]\nAssunto: turnos alterados sem aviso\nLocal: {city}' },
  { genre: 'hr', text: 'Disciplinary hearing - attendance\nEmployee: {name}\nAccompanied by: branch secretary, [[U:{union}]]\nVenue: {city} office' },
  { genre: 'hr', text: 'Retrenchment consultation - attendance\nAffected employee: {name}\nRepresented by: [[U:{union}]] organiser\nFacilitator: CCMA {city}' },
  { genre: 'hr', text: 'Reclamo al datore di lavoro\nDipendente: {name}\nIscritto a: [[U:CGIL]]\nOggetto: mancato pagamento straordinari\nSede: {city}' },
  // Biometric.
  { genre: 'kyc', text: 'Patient registration - {hosp}\nName: {name}\nIdentity verified by: [[B:palm-vein scan]]\nTemplate enrolled: yes\nCard issued: {city} OPD' },
  { genre: 'kyc', text: 'Hospital iris enrolment\nPatient: {name}\nFolder: {hosp}\nBiometric: [[B:iris template]] captured, both eyes\nConsent: signed' },
  { genre: 'kyc', text: 'Private hospital - patient identity\nName: {name}\nVerification: [[B:palm-vein template]] linked to MRN {hosp}\nConsent: given' },
  { genre: 'kyc', text: 'Usajili wa benki - {city}\nMteja: {name}\nUthibitisho: [[B:alama za vidole]] na [[B:picha ya uso]]\nHali: imekamilika' },
  { genre: 'kyc', text: 'Rekening-opening - biometriese verifikasie\nKliënt: {name}\nMetode: [[B:vingerafdruk]] teen Binnelandse Sake\nTak: {city}' },
  { genre: 'kyc', text: 'Kontoeröffnung - Video-Ident\nKundin: {name}\nAbgleich: [[B:Gesichtsbiometrie]] mit Ausweisfoto\nErgebnis: bestanden' },
  { genre: 'kyc', text: 'BVN enrolment slip\nName: {name}\nCaptured: [[B:10 fingerprints]], [[B:facial image]]\nBranch: {city}\nStatus: successful' },
  { genre: 'kyc', text: 'Ukubhaliswa kwe-SASSA card\nUmhlomuli: {name}\nUkuqinisekiswa: [[B:iminwe]] kanye [[B:nesithombe sobuso]]\nIhhovisi: {city}' },
  { genre: 'kyc', text: 'Inscription - contrôle d\'accès\nSalarié: {name}\nGabarit: [[B:empreinte digitale]] enregistrée\nSite: {city}' },
  { genre: 'chat', text: 'Bank say my [[B:fingerprint]] no match again for the ATM wey get biometric. Dem wan make I come do [[B:face capture]] again for {city} branch. - {first}' },
  { genre: 'kyc', text: 'Ghana Card enrolment\nApplicant: {name}\nCaptured: [[B:fingerprints]], [[B:iris]], [[B:facial photograph]]\nCentre: {city} NIA' },
  { genre: 'kyc', text: 'Toegangsregistratie ziekenhuis\nMedewerker: {name}\nBiometrie: [[B:irisscan]]\nAfdeling: OK-complex, {city}' },
  { genre: 'kyc', text: 'Ìforúkọsílẹ̀ ilé ìwòsàn\nOrúkọ: {name}\nÌdánimọ̀: [[B:àwòrán ojú]] àti [[B:ìka ọwọ́]]\nỌjọ́: 12/{year}' },
  { genre: 'kyc', text: 'Akawnt foforɔ - bank\nDin: {name}\nAwɛn: [[B:nsa nsateaa ho mfonini]]\nBaabi: {city}' },
  { genre: 'kyc', text: 'Rejestracja w banku\nKlient: {name}\nWeryfikacja: [[B:odcisk palca]] i [[B:skan twarzy]]\nOddział: {city}' },
  { genre: 'kyc', text: 'Fom ɗin rajistar asibiti\nSuna: {name}\nTantancewa: [[B:hoton idon]] (iris)\nAn yi rajista: {city}' },
  { genre: 'hr', text: 'Ifomu yokubhalisa abasebenzi\nIgama: {name}\nUkungena: [[B:ngeminwe]] kwi-clock system\nIsebe: {city} plant' },
  { genre: 'kyc', text: 'Registo biométrico\nUtente: {name}\nDados: [[B:impressões digitais]] e [[B:fotografia facial]]\nBalcão: {city}' },
  { genre: 'kyc', text: 'Exam council - candidate verification\nCandidate: {name}\nVerified with: [[B:iris scan]]\nCentre: {city} 044' },
  { genre: 'kyc', text: 'Clinic patient ID\nName: {name}\nMatched by: [[B:palm vein]] reader at reception\nNo match on first attempt; re-enrolled' },
  { genre: 'kyc', text: 'Registro accessi palestra\nSocio: {name}\nIngresso con: [[B:riconoscimento facciale]]\nSede: {city}' },
  // Genetic.
  { genre: 'clinical', text: 'DNA PATERNITY TEST REPORT\nAlleged father: {name}\nChild: minor A\nResult: [[G:not excluded]] as biological father; probability of paternity 99.99% at 21 STR loci\nLab ref: {hosp}' },
  { genre: 'clinical', text: 'Paternity DNA analysis\nTested man: {name}\nConclusion: [[G:biological father]] (CPI 1.2 x 10^6)\nSamples: buccal swabs, {city}' },
  { genre: 'clinical', text: 'Newborn blood spot screening\nBaby of: {name}\nResult: [[G:MCADD]] - ACADM c.985A>G homozygous\nAction: metabolic team, {hosp}' },
  { genre: 'clinical', text: 'Uchunguzi wa watoto wachanga\nMama: {name}\nMtoto: wa kiume\nMatokeo: [[G:Hb SS]] - anemia ya seli mundu\nRufaa: {hosp}' },
  { genre: 'clinical', text: 'Pasgebore sifting\nBaba van: {name}\nUitslag: [[G:sistiese fibrose]] - twee mutasies\nVerwysing: {hosp}' },
  { genre: 'clinical', text: 'Abstammungsgutachten\nPutativer Vater: {name}\nErgebnis: [[G:Vaterschaft ausgeschlossen]]\nLabor: {city}' },
  { genre: 'chat', text: 'The DNA result don come out: I no be the papa. [[G:Excluded]] for all the markers. My heart don break. - {first}' },
  { genre: 'clinical', text: 'Umphumela wokuhlolwa kwe-DNA\nIgama: {name}\nUmphumela: [[G:unguyise wengane]]\nIlebhu: {city}' },
  { genre: 'clinical', text: 'Dépistage néonatal\nEnfant de: {name}\nRésultat: [[G:drépanocytose]] (SS)\nOrientation: centre de référence' },
  { genre: 'clinical', text: 'Newborn screening - result\nBaby of {name}\nHaemoglobin pattern: [[G:FS]] (sickle cell disease)\nCounselling booked, {city}' },
  { genre: 'clinical', text: 'Abofra awoɔ nhwehwɛmu\nNa: {name}\nNsɛm: [[G:sickle cell trait]] (AS)\nAsɔfoɔ: {hosp}' },
  { genre: 'clinical', text: 'Hielprik - uitslag\nKind van: {name}\nUitslag: [[G:PKU]]\nVervolg: {hosp}' },
  { genre: 'clinical', text: 'Àbájáde àyẹ̀wò DNA\nOrúkọ: {name}\nÀbájáde: [[G:kò sí ìbátan]] - kì í ṣe bàbá ọmọ náà\nLab: {city}' },
  { genre: 'kyc', text: 'Underwriting - genetic test disclosure\nApplicant: {name}\nResult: [[G:Huntington gene expansion]] (42 CAG repeats)\nDecision: refer' },
  { genre: 'clinical', text: 'Badanie ojcostwa - wynik\nDomniemany ojciec: {name}\nWynik: [[G:ojcostwo potwierdzone]] (99,99%)' },
  { genre: 'kyc', text: 'Life insurance - genetic disclosure\nProposer: {name}\nPredictive test: [[G:BRCA2 mutation]] detected {year}\nFamily history: mother, breast' },
  { genre: 'clinical', text: 'Iziphumo zovavanyo lwe-DNA\nIgama: {name}\nIsiphumo: [[G:akangutata womntwana]]\nUvavanyo: {city}' },
  { genre: 'clinical', text: 'Teste de paternidade\nSuposto pai: {name}\nResultado: [[G:paternidade excluída]]\nLaboratório: {city}' },
  { genre: 'clinical', text: 'Nsonaazụ ule genotype\nAha: {name}\nGenotype: [[G:AS]]\nOkwu: ndụmọdụ tupu alụmdi na nwunye' },
  { genre: 'clinical', text: 'Newborn screen\nInfant of {name}\nResult: [[G:galactosaemia]] (GALT Q188R homozygous)\nFormula changed' },
  { genre: 'clinical', text: 'Test di paternità\nPresunto padre: {name}\nEsito: [[G:paternità confermata]]\nLaboratorio: {city}' },
  // Criminal records.
  { genre: 'hr', text: 'POLICE CHARACTER CERTIFICATE\nApplicant: {name}\nRecord: convicted of [[C:{offence}]], {city} Magistrate Court, {year}; fined\nIssued for: employment abroad' },
  { genre: 'kyc', text: 'Police clearance certificate\nApplicant: {name}\nResult: [[C:{offence}]] - {city} Regional Court, {year}, suspended sentence\nPurpose: visa' },
  { genre: 'hr', text: 'Enhanced DBS certificate - summary\nApplicant: {name}\nConvictions: [[C:{offence}]], {city} Magistrates\' Court, {year}\nBarred list: no information' },
  { genre: 'kyc', text: 'Cheti cha Tabia Njema\nJina: {name}\nRekodi: alihukumiwa kwa [[C:wizi]] mwaka {year}\nMahakama: {city}' },
  { genre: 'kyc', text: 'Aansoek om uitwissing van rekord\nApplikant: {name}\nSkuldigbevinding: [[C:diefstal]], {year}\nVonnis: R2 000 boete' },
  { genre: 'kyc', text: 'Antrag auf Tilgung\nAntragsteller: {name}\nEintragung: Verurteilung wegen [[C:Betrugs]], AG {city}, {year}\nGeldstrafe: 60 Tagessätze' },
  { genre: 'kyc', text: 'Takardar neman share laifi\nMai nema: {name}\nLaifi: [[C:sata]], an yanke masa hukunci a {year}\nDalili: ya gama zaman gidan yari' },
  { genre: 'kyc', text: 'Isitifiketi sokungabi nerekhodi lobugebengu\nIgama: {name}\nIrekhodi: walahlwa yicala [[C:lokweba]] ngo-{year}' },
  { genre: 'kyc', text: 'Extrait de casier judiciaire - bulletin n°3\nNom: {name}\nCondamnation: [[C:vol aggravé]], TC de {city}, {year}' },
  { genre: 'chat', text: 'Dem do background check for the new job, e show say dem convict me for [[C:{offence}]] for {year}. Abeg how I fit clear am? - {first}' },
  { genre: 'kyc', text: 'Polisifoɔ nkrataa\nDin: {name}\nBɔne: [[C:korɔno]]\nAsɛnnibea: {city}, {year}' },
  { genre: 'hr', text: 'Verklaring Omtrent het Gedrag - afwijzing\nAanvrager: {name}\nReden: veroordeling voor [[C:mishandeling]] ({year})\nFunctie: taxichauffeur' },
  { genre: 'kyc', text: 'Ìwé ìwà rere láti ọ́fíìsì ọlọ́pàá\nOrúkọ: {name}\nÀkọsílẹ̀: ó jẹ̀bi [[C:olè jíjà]] ní {year}\nÌlú: {city}' },
  { genre: 'kyc', text: 'National Register for Sex Offenders - employer enquiry\nCandidate: {name}\nResult: listed; conviction for [[C:sexual assault]] ({year})\nOutcome: not suitable for school post' },
  { genre: 'kyc', text: 'Zaświadczenie z Krajowego Rejestru Karnego\nOsoba: {name}\nSkazanie: [[C:kradzież z włamaniem]], SR {city}, {year}' },
  { genre: 'kyc', text: 'Application for expungement of record\nApplicant: {name}\nConviction: [[C:{offence}]], {city} Chief Magistrate, {year}\nSentence served: 6 months' },
  { genre: 'kyc', text: 'Isicelo sokucinywa kwerekhodi\nUmfaki-sicelo: {name}\nIsigwebo: [[C:ukuba]] ngo-{year}\nIsixeko: {city}' },
  { genre: 'kyc', text: 'Certificado de antecedentes penales\nTitular: {name}\nCondena: [[C:robo con violencia]], Juzgado de {city}, {year}' },
  { genre: 'kyc', text: 'Akwụkwọ mkpesa ndị uwe ojii\nAha: {name}\nMpụ: [[C:izu ohi]]\nỤbọchị: {year}\nỌnọdụ: a tụrụ ya mkpọrọ' },
  { genre: 'hr', text: 'Background screening report\nCandidate: {name}\nCriminal: [[C:{offence}]] (admission of guilt fine, {year})\nRecommendation: discuss with candidate' },
  { genre: 'kyc', text: 'Certificato del casellario giudiziale\nIntestatario: {name}\nCondanna: [[C:ricettazione]], Tribunale di {city}, {year}' },
  // Negatives: no special-category data about anyone; in threes, NG and KE, GH and ZA, UK and EU.
  { genre: 'news', text: 'Lagos State Ministry of Health says malaria, typhoid fever and cholera cases rise every rainy season; residents are urged to clear gutters and sleep under nets.' },
  { genre: 'news', text: 'The Ghana Health Service reminds the public that hypertension and diabetes often show no symptoms; free screening at polyclinics this week.' },
  { genre: 'news', text: 'NHS England says flu, COVID-19 and RSV cases are rising; people over 65 should book their vaccines.' },
  { genre: 'clinical', text: 'SCHOOL CLINIC DAILY LOG - {city} Model College\nPupil: {name} (JSS1)\nTime in: 12.15\nComplaint: grazed knee at break, cleaned and plastered\nSent back to class 12.30' },
  { genre: 'clinical', text: 'School Health Service - Nurse\'s Day Book\nLearner: {name}, Grade 4\nPresented with nosebleed in class, resolved with pressure\nReturned to class 10:15' },
  { genre: 'hr', text: 'Hi Karen,\nJust to let you know I\'ll be in late tomorrow - the boiler engineer is coming at 8. Thanks, {first}' },
  { genre: 'hr', text: 'From: {name}\nTo: Line Manager\nSubject: leave\nGood morning sir, I go travel go my village for my sister wedding Friday. I go resume Monday.' },
  { genre: 'kyc', text: 'Lewensversekering - Onderskrywingsvraelys\nAansoeker: {name}\nIs u al ooit gediagnoseer met enige siekte? Nee\nHuidige medikasie: geen\nRook u? Nee' },
  { genre: 'clinical', text: 'Mutterpass - Erstuntersuchung\nName: {name}\nAnamnese: unauffällig\nRisikoschwangerschaft: nein\nNächster Termin: in 4 Wochen' },
  { genre: 'kyc', text: 'Insurance proposal form\nProposer: {name}\nHave you ever been diagnosed with any chronic illness? No\nCurrent medication: none\nSmoker: no' },
  { genre: 'hr', text: 'Umbiko wekhefu\nIgama: {name}\nIsizathu: umshado kamfowethu\nIzinsuku: 2\nUmphathi: uvumile' },
  { genre: 'news', text: 'Le diabète touche plus de 4 millions de personnes en France, selon l\'Assurance maladie.' },
  { genre: 'clinical', text: 'Fomu ya kliniki ya wajawazito\nJina: {name}\nMimba ya pili: ndiyo\nHistoria ya magonjwa: hakuna\nTarehe ya kujifungua: Oktoba {year}' },
  { genre: 'news', text: 'TB remains one of the leading causes of death in South Africa, the Department of Health said on World TB Day.' },
  { genre: 'kyc', text: 'Cuestionario de salud - seguro de vida\nAsegurado: {name}\nEnfermedades: ninguna\nTratamiento: ninguno\nFuma: no' },
  { genre: 'news', text: 'Wizara ya Afya imesema visa vya kipindupindu vimepungua katika kaunti ya {city} baada ya kampeni ya maji safi.' },
  { genre: 'clinical', text: 'ISICWANGCISO SOKUBELEKA - Ifomu yokubhalisa\nIgama: {name}\nUkukhulelwa: iiveki ezi-10\nImbali: akukho\nUkubhaliswa: {city} CHC' },
  { genre: 'news', text: 'Opening hours: St Giles\' Cathedral in {city} is closed to visitors on Sunday morning for services.' },
  { genre: 'news', text: 'Central Mosque {city} will host the national Qur\'an recitation finals on Saturday; traffic will be diverted around the mosque.' },
  { genre: 'news', text: 'The Zion Christian Church Easter pilgrimage to Moria drew thousands; roads near Polokwane were busy all weekend.' },
  { genre: 'kyc', text: 'Standesamt {city} - Anmeldung der Eheschließung\nVerlobter: {name}\nTermin: 12. Juni {year}\nTrauzeugen: zwei' },
  { genre: 'kyc', text: 'Funeral programme\nService of songs for the late Pa Okafor will hold at St. Mary\'s Cathedral, {city}, by 4pm. All are welcome.' },
  { genre: 'kyc', text: 'Funeral Society - Monthly statement\nMember: {name}\nPremium: R150\nPolicy no. FS-{year}-4410\nStatus: paid up' },
  { genre: 'hr', text: 'Conference dietary form\nDelegate: {name}\nRequirement: none\nAccess needs: step-free room please' },
  { genre: 'hr', text: 'Staff end-of-year party - menu choices\nName: {name}\nMain: jollof rice and chicken\nDrink: Zobo\nDietary needs: none' },
  { genre: 'news', text: 'Asɔre a ɛwɔ {city} no bɛsiesie ne dan foforɔ; wɔbɛbue no bosome a ɛdi hɔ.' },
  { genre: 'news', text: 'La Mezquita de Córdoba recibió un récord de visitantes este verano, según el ayuntamiento.' },
  { genre: 'kyc', text: 'Census {year} - household questionnaire\nHead: {name}\nNumber of rooms: 3\nSource of water: borehole\nEA: {city}-0211' },
  { genre: 'hr', text: 'Dieetvoorkeure - personeelfunksie\nNaam: {name}\nVoorkeur: geen\nAllergieë: geen\nVervoer benodig: ja' },
  { genre: 'kyc', text: 'Census {year} - individual form\nName: {name}\nWhat is your religion? Prefer not to say\nMain language: English\nPlace: {city}' },
  { genre: 'news', text: 'The Igbo Day celebration in {city} drew traders, dancers and masquerades; the organisers thanked the state government for security.' },
  { genre: 'kyc', text: 'Census {year} - Person questionnaire\nName: {name}\nP-02 Age: 37\nP-03 Sex: female\nP-05 Population group: (not answered)\nEA: {city}' },
  { genre: 'news', text: 'Il Giro d\'Italia: la corsa arriverà a {city} venerdì; strade chiuse dalle 10.' },
  { genre: 'kyc', text: '{city} Diaspora Progressive Union - meeting notice\nVenue: community hall\nAgenda: school block project, end-of-year party\nAll members to attend.' },
  { genre: 'news', text: 'Comrades Marathon: the race starts in Pietermaritzburg this year; runners from Durban clubs dominated the top ten.' },
  { genre: 'kyc', text: 'Census {year} - What is your ethnic group?\nName: {name}\nAnswer: prefer not to say\nNational identity: British\nAddress: {city}' },
  { genre: 'news', text: 'Tribunal ruling: the landlord association of {city} was told to publish rent rules in English, Yoruba and Hausa.' },
  { genre: 'news', text: 'Heritage Day: families in {city} wore traditional Zulu, Xhosa and Sotho dress at the park celebrations.' },
  { genre: 'news', text: 'Im Integrationsbericht der Stadt {city} werden Sprachkurse und Kitaplätze als Schwerpunkte genannt.' },
  { genre: 'chat', text: 'Abeg who sabi where dem dey sell race bicycle for {city}? My pikin wan start cycling. - {first}' },
  { genre: 'kyc', text: 'Hometown Association - {city} Branch\nMeeting: last Saturday of the month\nAgenda: scholarship fund, new borehole\nSecretary: {name}' },
  { genre: 'hr', text: 'ET1 particulars of claim\nClaimant: {name}\nThe claimant says his holiday pay was calculated wrongly for the last two years.' },
  { genre: 'news', text: 'The {party} said its presidential primaries would hold in {city} next month, and that the timetable was approved by its national executive.' },
  { genre: 'hr', text: 'Isimangalo\nUmsebenzi: {name}\nIsikhalazo: iholo lifike sekwephuzile izinyanga ezimbili\nUmphathi: usazophendula' },
  { genre: 'news', text: 'Gay Street in Bath was closed for resurfacing this week, the council said.' },
  { genre: 'kyc', text: 'INEC voter registration centre notice: continuous voter registration resumes Monday at all ward offices in {city}. Bring a valid ID.' },
  { genre: 'news', text: 'Pride march in Cape Town drew a big crowd on Saturday; the city thanked marshals for keeping the route clear.' },
  { genre: 'kyc', text: 'Déclaration de PACS - rendez-vous\nPartenaire 1: {name}\nRendez-vous: mairie de {city}, 14h\nPièces: justificatif de domicile' },
  { genre: 'news', text: 'Chama cha {party} kimezindua ilani yake mjini {city}; wagombea watatangazwa baadaye.' },
  { genre: 'kyc', text: 'Medical aid dependant form\nPrincipal member: {name}\nDependant: child, 7 years\nScheme: {city} Health Plan' },
  { genre: 'news', text: 'The {party} has opened nominations for its candidate in the {city} by-election; a hustings will be held next month.' },
  { genre: 'news', text: 'The {union} said it would begin an indefinite strike on Monday if the government fails to pay the arrears; talks continue in {city}.' },
  { genre: 'news', text: 'The {party} will hold its parliamentary primaries in {city} constituency on Saturday, the party\'s regional secretariat announced.' },
  { genre: 'news', text: 'Die {party} stellt ihr Wahlprogramm in {city} vor; Schwerpunkte sind Wohnen und Verkehr.' },
  { genre: 'hr', text: 'Payroll deduction authority\nEmployee: {name}\nDeduct monthly: cooperative savings\nAmount: N10,000\nSigned: {first}' },
  { genre: 'kyc', text: 'IEC registration weekend: voting stations in {city} open 08:00-17:00. Bring your green ID book or smart ID card.' },
  { genre: 'kyc', text: 'Wahlbenachrichtigung\nName: {name}\nWahllokal: Grundschule am Park, {city}\nWahltag: Sonntag' },
  { genre: 'news', text: 'Wafanyakazi wa {union} wamekutana na waajiri kujadili mishahara; hakuna mgomo uliotangazwa.' },
  { genre: 'news', text: 'Die {party} het sy verkiesingsmanifes in {city} bekendgemaak; die party belowe beter dienslewering.' },
  { genre: 'news', text: '{union} has announced a ballot over pay; the union says results are expected in four weeks.' },
  { genre: 'news', text: 'A bank in {city} has launched palm-vein ATMs; the bank says the machines will be rolled out to 40 branches by December.' },
  { genre: 'news', text: '{union} members marched to Parliament over wage talks; the union said no agreement was reached.' },
  { genre: 'news', text: 'La CGT appelle à une grève nationale jeudi; la SNCF prévoit un trafic perturbé.' },
  { genre: 'kyc', text: 'Exam council notice: candidates must come to the centre in {city} with their photo slip and a pencil. No phones allowed.' },
  { genre: 'hr', text: 'Stop-order form\nEmployee: {name}\nDeduction: funeral policy\nAmount: R95\nEffective: 01/{year}' },
  { genre: 'hr', text: 'Beschwerde an den Betriebsrat\nMitarbeiterin: {name}\nAnliegen: defekte Kaffeemaschine im Pausenraum' },
  { genre: 'news', text: 'Advert: Know your genotype before you marry! DNA and paternity tests now available at our {city} lab. Results in 5 days.' },
  { genre: 'news', text: 'Die vakbond het gesê loononderhandelinge in die motorbedryf sal volgende week voortgaan.' },
  { genre: 'news', text: 'Stadium operators in {city} will trial facial recognition cameras at two matches next season, the club confirmed.' },
  { genre: 'clinical', text: 'Genotype test request\nName: {name}\nTest requested: genotype\nResult: pending\nCollection point: {city} lab' },
  { genre: 'news', text: 'Ghana Card: NIA says registration centres in {city} will stay open until 8pm to clear the queues.' },
  { genre: 'kyc', text: 'Kontoeröffnung\nKundin: {name}\nKontoart: Girokonto\nFiliale: {city}\nKarte: per Post' },
  { genre: 'news', text: 'Police in {city} said three suspects were arrested over an armed robbery at a filling station; no names were released.' },
  { genre: 'kyc', text: 'Rekening-opening\nKliënt: {name}\nRekeningtipe: spaarrekening\nTak: {city}\nMinimum deposito: R50' },
  { genre: 'news', text: 'Advertentie: Ontdek je afkomst met onze DNA-test! Nu met 30% korting.' },
  { genre: 'kyc', text: 'POLICE CHARACTER CERTIFICATE\nApplicant: {name}\nRecord: no criminal record found\nIssued for: employment abroad\nDate: {year}' },
  { genre: 'news', text: 'Advert: Paternity DNA tests from R1 999, discreet and fast. Visit our lab in {city}.' },
  { genre: 'clinical', text: 'Newborn blood spot screening\nBaby of: {name}\nResult: all conditions screened negative\nNext: routine 6-week check' },
  { genre: 'news', text: 'Mahakama ya {city} imeanza kusikiliza kesi ya wizi wa mifugo; washtakiwa hawajatajwa.' },
  { genre: 'clinical', text: 'Paternity DNA analysis - appointment\nTested man: {name}\nAppointment: 09:30, {city} lab\nBring ID and the child\'s clinic card' },
  { genre: 'news', text: 'Police in {city} are appealing for witnesses after a burglary at a jeweller\'s on Friday night; nobody has been charged.' },
  { genre: 'hr', text: 'Grievance letter\nTo: HR Director\nFrom: {name}\nRe: broken air conditioner in the accounts office; please fix before Monday.' },
  { genre: 'news', text: 'Two suspects appeared in the {city} Magistrate\'s Court on charges of cable theft; the case was postponed.' },
  { genre: 'hr', text: 'Enhanced DBS certificate - summary\nApplicant: {name}\nConvictions: none recorded\nBarred list: no information' },
  { genre: 'kyc', text: 'Hotel check-in\nGuest: {name}\nRoom: 204\nNights: 2\nPayment: card\nArrival from: {city}' },
  { genre: 'kyc', text: 'Police clearance certificate\nApplicant: {name}\nResult: no record\nPurpose: visa\nIssued: {year}' },
  { genre: 'kyc', text: 'Extrait de casier judiciaire - bulletin n°3\nNom: {name}\nCondamnation: néant' },
  { genre: 'news', text: 'Race results: {first} won the {city} City Marathon women\'s race in 2:31:12.' },
  { genre: 'news', text: 'Amaphoyisa e-{city} athi kubanjwe abantu abathathu ngokweba izimoto; amagama abo awakadalulwa.' },
  { genre: 'kyc', text: 'Zaświadczenie z Krajowego Rejestru Karnego\nOsoba: {name}\nSkazanie: osoba nie figuruje w rejestrze' },
];
