// Held-out set 35 of the special-category labelled set (issue 15). Written in session 28 by an author independent
// of the detector (the twenty-sixth such author): before writing it the author read only the session's rules, the
// blind-author brief and its own brief, bench/special/generate.ts, bench/special/slots.ts, the head of
// bench/special.ts (the bench), the header comment and first two templates of templates-heldout34.ts, the
// `Template` type of templates-dev.ts (with the three dev templates printed beside it) and
// test/bench/special-generate.test.ts (its generic part and the per-set blocks of sets 32, 33 and 34). A grep for the
// set-34 name also printed the first 26 rows of bench/data/special-heldout34.jsonl (set 34's data, read by
// mistake, not used: no kind here repeats them). The author did NOT read src/detect/special/, src/lexicon/, the
// statute packs, the README, test/detect/special/ or any other earlier set's data or templates, and did not run the
// detector on this set before the single reading.
// Read once on 318ccc32, the session's start code, after the set was committed unread (f954e59b; npm run
// bench:special -- --set heldout35 --verbose, the single run; the set was not changed after it, only this header):
// 648 texts, 270 negatives, 36 ms a text. Span P / R per category: biometric 0.895 / 0.692, criminal record 0.682 /
// 0.714, genetic 0.944 / 0.810, health 0.938 / 0.750, political 0.941 / 0.762, race 1.000 / 0.643, religion 1.000 /
// 0.593, sexual orientation 1.000 / 0.857, trade union 1.000 / 0.738; all 0.924 / 0.726 (438 gold, 342 found). Text
// P / R: biometric 1.000 / 0.810, criminal 0.842 / 0.762, genetic 1.000 / 0.810, health 0.900 / 0.857, political
// 0.941 / 0.762, race 1.000 / 0.643, religion 1.000 / 0.762, orientation 1.000 / 0.857, union 1.000 / 0.738; all
// 0.961 / 0.778. Span recall by jurisdiction pair: NG and KE 0.810, GH and ZA 0.719, UK and EU 0.653; by genre: kyc
// 0.808, hr 0.781, chat 0.700, clinical 0.658, court 0.651 (news, 4 spans, 1.000). Weakest category-pair cells:
// religion UK/EU 0.33, political NG/KE 0.43, race UK/EU 0.43, union UK/EU 0.43, biometric UK/EU 0.50, criminal
// GH/ZA 0.57; strongest: genetic and union NG/KE 1.00, political and orientation UK/EU 1.00.
// Missed, as kinds: dental treatments ("root canal treatment", French "dévitalisation"), optometric findings
// ("raised intraocular pressure") and hospital numbers after "ref"; addiction in rehabilitation admissions in
// Swahili, Afrikaans and isiXhosa (and a condition on the Afrikaans form); a condition on a jury excusal; faith
// shown by practice or dress (Rastafari dreadlocks, a Sikh turban, "halaal" diet, "Jumat" prayer, Twi "asɔre",
// French Ramadan fast), faith words in Swahili, Dutch, Polish and Italian conversion, swimming and RE-exemption
// records; ethnic origin in German, French, Dutch and Polish complaints ("maghrébine", "Marokkaanse", "romskiego"),
// Afrikaans "Ras: Bruin", "Indian male" on a hate-crime register, a Pidgin hiring refusal, an ethnic community
// association's dues list (once); Twi "supi", isiZulu "ungu-lesbian", "adultery" in a divorce petition (sex life);
// Kenyan and Nigerian parties (Wiper, Jubilee, NNPP, Labour Party, PDP in Swahili) on nomination forms, volunteer
// lists, vetting notes and asylum interviews, CPP and IFP in isiZulu; union names in German, Dutch, Polish, Spanish
// and Italian union records (Unite, Verdi, RMT, GMB, CGT), TUC in Twi, isiZulu and isiXhosa, Unison funding a
// member's claim; custody-record fingerprints and photograph, German "Gesichtsbildes", Dutch "gezichtsscan", Hausa
// "zanen yatsun", isiZulu "izigxivizo zeminwe", Yorùbá "ìtẹ̀ka", a "live capture photo"; carrier status in
// Afrikaans, Dutch and Italian ("draer van", "drager van", "portatore di"), twin zygosity; offences in Twi,
// isiZulu, isiXhosa, Yorùbá, French and Italian police and court records.
// False alarms: on 4 of the 270 negative texts (2 templates): "Furto" in Italian crime news about no one, and party
// names in Afrikaans news of a party's candidates (NPP, Democratic Alliance). Beside values: record phrases next
// to a marked offence ("released on licence", "parole granted", "condanna", Hausa "An kama"), "was arrested" and
// Swahili "alikamatwa" in asylum interviews (an arrest for orientation or protest, unmarked by the author), the
// heading words "Gesichtserkennung" and "Gezichtsherkenning", "primaquine" (a drug to avoid beside a G6PD result),
// "cystic fibrosis carrier" as genetic (beside the marked F508del), Italian "talassemia" as health (inside the
// author's genetic span "portatore di beta-talassemia").
// Author's gold slips the run exposed (left as written, a reader should discount them): "(cystic fibrosis
// carrier)" is a genetic value the author left unmarked beside "heterozygous for F508del"; the arrests in the two
// asylum-interview templates are debatable as criminal data; "primaquine", the record phrases beside offences and
// the heading words beside face data reveal a category the author marked elsewhere in the same text; "talassemia"
// is health as much as genetic. Fill slips, harmless to the spans: a Twi line "goes to church; is Muslim" where the
// faith slot is not Christian, names of the other sex beside "lesbian", "wife", "husband" or "boyfriend" (the
// slot does not follow the name), German "die Unite", "Sohn Chloé", Polish masculine forms beside female names,
// UK and EU unions and parties in other languages' forms, cities outside the language's country.
// 324 templates filled twice with seed 3535 (648 texts): 21 positive templates per category (189, in the order
// health, religion, race, orientation, political, union, biometric, genetic, criminal) and 135 negatives last; all
// in threes, so the first of each three falls in NG and KE (Pidgin, Swahili, Hausa, Yorùbá, Igbo), the second in GH
// and ZA (Twi, isiZulu, isiXhosa, Afrikaans) and the third in the UK and EU (German, French, Dutch, Polish, Spanish,
// Italian, Portuguese). Span grain as the earlier sets: the value itself (a condition, a medicine, a hospital number,
// a treatment, an aid; a faith, a practice or a congregation; an ethnic group or population group; the orientation
// word or the partner word that reveals it; the party; the union; the biometric item; the genetic finding; the
// offence), never the field label, a negated or empty value, or a dose.
// Kinds of record (none named in set 33's or 34's header): pharmacy refill reminders (SMS in English, Twi, Hausa,
// Yorùbá), dental charts (English, French, Polish), optometrist referrals, rehabilitation-centre admissions
// (Swahili, Afrikaans, isiXhosa), SASSA disability-grant assessments, German and Italian physiotherapy forms, gym
// pre-exercise questionnaires (Nigerian, Dutch), housing-allocation medical priority, social-welfare case notes
// (English, isiZulu), mine medical surveillance, UK jury excusals; hometown-union rolls, school exclusions over
// Rastafari dreadlocks and refused devotions, tribunal particulars (Sikh turban, race, a husband named), immigration
// interviews on conversion (Swahili, Polish) and on persecution, residence and school-meal forms, church-run nursery
// applications, exam adjustments for Ramadan, marriage notices, swimming exemptions, Friday-prayer requests,
// hospital religion fields (isiXhosa), RE opt-outs (Italian); ethnic community associations' dues lists, learner
// admission and employee forms with race, federal-character forms (tribe), county shortlists, victim-support and
// hate-crime referrals (English, French, Dutch, Polish, Spanish, Italian), self-descriptions (Twi, Hausa, isiZulu,
// Yorùbá); asylum and OFPRA interviews, social-work and counselling notes, same-sex housing and medical-scheme
// registrations, divorce petitions (adultery), equality-court complaints; nomination forms (English, Afrikaans),
// party cards and membership forms (French, Dutch, Polish), German and Italian candidate lists, disciplinary notes
// (party T-shirt), vetting of presiding officers, bursary minutes, volunteer canvasser lists; collective-bargaining
// letters, strike ballots, union-funded legal claims, shop-steward elections, German Tarifkommission, French, Dutch,
// Polish, Spanish and Italian union forms, welfare loans, exit interviews, recognition-agreement annexes; bank
// account-opening fingerprints, stadium face scans (English, German, Dutch, Spanish), custody records, BVR voter
// kits, pension verification, voice prints (Afrikaans, English), iris scans, residence-permit and passport
// fingerprints, prison-visitor face templates, smart-ID capture; bone-marrow HLA typing, BRCA, CF carrier, G6PD,
// Lynch, karyotype, haplogroup, FH, fragile X, thalassaemia, zygosity, exome, haemophilia carrier, APOE results,
// missing-person DNA matching; charge sheets (English, Swahili, Afrikaans, German, Polish), sex-offender register
// notices, jury disqualification, custody, French, Dutch and Spanish police records, Hausa, Twi, isiZulu, isiXhosa,
// Yorùbá and Pidgin arrest lines, tenancy refusals, probation and parole decisions, an Italian penal order.
// Negatives (270 texts): forms of named people with empty, declined or clear values ("none", "prefer not to
// say", "no criminal record found", "no previous convictions", "geen", "aucun", "keine Eintragung"), pharmacy, dental, optician, physiotherapy, gym and clinic notices, diseases in general
// statements (malaria, TB, HIV, diabetes, cholera), churches, mosques, cathedrals and synagogues as places, parties'
// primaries, manifestos and programmes about no one, union strikes and talks about no member, DNA-test and ancestry
// adverts, a ruling on recreational DNA tests, crimes in the news about no named person, biometric products and
// stadium camera trials, voter-registration and ID-office notices, hometown meetings, race as a marathon, party as
// a celebration, "rehabilitation" of a road, labour-market news, everyday records of named people.
import type { Template } from './templates-dev.js';

export const HELDOUT35_TEMPLATES: Template[] = [
  // Health: three at a time, NG and KE, GH and ZA, UK and EU.
  { genre: 'chat', text: 'HealthPlus Pharmacy: Hi {first}, your monthly refill of [[H:{med}]] is ready at our {city} branch. Reply STOP to opt out.' },
  { genre: 'clinical', text: 'DENTAL CHART\nPatient: {name}\nMedical history: [[H:{cond}]] - consult physician before extraction\nCurrent meds: [[H:{med}]]\nTreatment plan: [[H:root canal treatment]] on 36' },
  { genre: 'clinical', text: 'Optometrist\'s report\nPatient: {name}\nFindings: [[H:raised intraocular pressure]], suspected [[H:glaucoma]]\nReferred to hospital eye service, ref [[H:{hosp}]]' },
  { genre: 'clinical', text: 'Kituo cha Urekebishaji {city} - Fomu ya kulazwa\nJina: {name}\nTatizo: [[H:uraibu wa pombe]]\nAmetumia [[H:heroini]] kwa miaka 3\nAmekubali matibabu.' },
  { genre: 'kyc', text: 'SASSA DISABILITY GRANT - MEDICAL ASSESSMENT\nApplicant: {name}\nDiagnosis: [[H:{cond}]]\nFunctional limitation: [[H:unable to walk more than 50 m]]\nRecommendation: temporary grant, 12 months' },
  { genre: 'clinical', text: 'Physiotherapie - Anamnesebogen\nName: {name}\nBeschwerden: [[H:Bandscheibenvorfall L5/S1]]\nVorerkrankungen: [[H:{cond}]]\nVerordnung: 6x Krankengymnastik' },
  { genre: 'hr', text: 'FITFAM GYM - PRE-EXERCISE QUESTIONNAIRE\nMember: {name}\nHas a doctor ever said you have a heart or chronic condition? YES\nDetails: [[H:{cond}]], on [[H:{med}]]\nTrainer to note before induction.' },
  { genre: 'chat', text: '{first}, wo [[H:{med}]] aduru no reba awie. Bra {city} pharmacy no na bɛfa foforɔ. Yɛda wo ase.' },
  { genre: 'clinical', text: 'Dossier dentaire\nPatient : {name}\nAntécédents : [[H:{cond}]]\nAllergie : [[H:pénicilline]]\nSoins prévus : [[H:dévitalisation de la 46]]' },
  { genre: 'hr', text: 'Ward housing committee, {city}: {name} moved up the allocation list on medical grounds - [[H:{cond}]] and uses a [[H:wheelchair]]. Ground-floor unit only.' },
  { genre: 'clinical', text: 'Rehabilitasiesentrum - toelatingsvorm\nPasiënt: {name}\nMiddelafhanklikheid: [[H:metamfetamien]]\nBykomende diagnose: [[H:{cond}]]\nOpname vir 28 dae.' },
  { genre: 'clinical', text: 'Karta wizyty stomatologicznej\nPacjent: {name}\nChoroby ogólne: [[H:cukrzyca]]\nLeki przyjmowane na stałe: [[H:{med}]]\nZabieg: ekstrakcja zęba 48' },
  { genre: 'chat', text: 'Sanarwa daga kantin magani: {first}, maganin [[H:{med}]] naka ya kusa ƙarewa. Ka zo {city} kafin Juma\'a.' },
  { genre: 'hr', text: 'Umbiko wonhlalakahle: {name} une-[[H:{cond}]], udinga usizo lokuthola imithi yakhe esibhedlela.' },
  { genre: 'hr', text: 'Intakeformulier sportschool\nNaam: {name}\nMedische aandoeningen: [[H:{cond}]]\nMedicijnen: [[H:{med}]]\nFysieke beperkingen: [[H:knieprothese links]]' },
  { genre: 'hr', text: 'Case note (social welfare office, {city}): Home visit to {name}. Client has [[H:{cond}]] and has missed two clinic appointments; stopped taking [[H:{med}]]. Plan: escort to clinic.' },
  { genre: 'hr', text: 'MINE MEDICAL SURVEILLANCE\nEmployee: {name}, no. 44120\nAudiometry: [[H:noise-induced hearing loss]]\nChest X-ray: [[H:silicosis]] suspected\nRestricted from underground work.' },
  { genre: 'court', text: 'Jury Central Summoning Bureau\nRe: {name}, summons no. 4471\nExcusal granted on medical grounds: [[H:{cond}]]. Supporting letter from GP received.' },
  { genre: 'chat', text: 'Iṣẹ́ láti ilé ìtajà oògùn: {first}, oògùn [[H:{med}]] rẹ ti ṣetán. Wá gbà á ní ẹ̀ka wa ní {city}.' },
  { genre: 'clinical', text: 'Ifomu yokwamkelwa kwiziko lokunyanga: {name}\nIngxaki: [[H:ukuxhomekeka etywaleni]]\nUkugula okongezelelweyo: [[H:{cond}]]' },
  { genre: 'clinical', text: 'Scheda fisioterapica\nPaziente: {name}\nDiagnosi: [[H:lombosciatalgia]]\nPatologie concomitanti: [[H:{cond}]]\nSedute prescritte: 10' },
  // Religion: three at a time, NG and KE, GH and ZA, UK and EU.
  { genre: 'hr', text: 'Umuahia Progressive Union ({city} branch) - members roll\nName: {name}\nDenomination: [[R:{rel}]]\nVillage: Umuezeala\nLevy paid: yes' },
  { genre: 'hr', text: 'Dear Parent,\n{name} was sent home for refusing to cut dreadlocks worn as part of the [[R:Rastafari]] faith. Please meet the principal on Monday.' },
  { genre: 'court', text: 'Grounds of complaint: the claimant, {name}, is a practising [[R:Sikh]] and was told by the site manager to remove his [[R:turban]] or go home unpaid.' },
  { genre: 'court', text: 'Mahojiano ya uhamiaji: {name} alisema alibadili dini kutoka [[R:Uislamu]] kwenda [[R:Ukristo]] mwaka {year} na familia yake ilimtenga.' },
  { genre: 'kyc', text: 'University residence application\nStudent: {name}\nDietary requirement: [[R:halaal]]\nReligious affiliation: [[R:{rel}]]\nRoom preference: single' },
  { genre: 'hr', text: 'Bewerbung Kita St. Marien (kirchlicher Träger)\nBewerberin: {name}\nKonfession: [[R:römisch-katholisch]]\nEintritt: 1. August' },
  { genre: 'chat', text: 'Abeg oga, {first} no go fit come work Friday afternoon, na time for [[R:Jumat]] prayer, him be [[R:Muslim]].' },
  { genre: 'chat', text: '{first} kɔ [[R:asɔre]] Kwasiada biara; ɔyɛ [[R:{rel}]] a ɔdi mu.' },
  { genre: 'hr', text: 'Demande d\'aménagement d\'examen\nCandidat : {name}\nMotif : pratique du [[R:jeûne du ramadan]], épreuve de l\'après-midi demandée le matin.' },
  { genre: 'kyc', text: 'Notice of intended marriage, Registrar\'s office {city}\nParty: {name}\nReligion: [[R:{rel}]]\nTo be solemnised on the 14th.' },
  { genre: 'hr', text: 'Maatskaplike werker se nota: {name} woon elke Sondag die [[R:NG Kerk]] by en wil hê die gemeente moet haar help met kos.' },
  { genre: 'hr', text: 'Aanvraag vrijstelling schoolzwemmen\nLeerling: {name}\nReden: geloofsovertuiging ([[R:islamitisch]])\nHandtekening ouder' },
  { genre: 'hr', text: 'Ɗalibi {name} ya nemi izinin tafiya [[R:sallar Juma\'a]] kowane mako.' },
  { genre: 'chat', text: 'U-{first} uyilungu le-[[R:Nazareth Baptist Church]] futhi akadli ingulube.' },
  { genre: 'court', text: 'Protokół przesłuchania: {name} oświadczył, że przeszedł z [[R:islamu]] na [[R:chrześcijaństwo]] w {year} i obawia się powrotu.' },
  { genre: 'hr', text: 'Leave form: {name} - 2 days annual leave for [[R:Diwali]] with family in {city}.' },
  { genre: 'hr', text: 'Headmaster\'s letter: {name} was suspended for refusing to attend morning devotion, saying she is a [[R:Jehovah\'s Witness]].' },
  { genre: 'hr', text: 'Solicitud de menú escolar\nAlumno: {name}\nMotivo: religioso - familia [[R:musulmana]], sin cerdo' },
  { genre: 'chat', text: '{first} bụ onye [[R:Katọlik]], ọ na-aga Mass kwa Sọnde na {city}.' },
  { genre: 'clinical', text: 'Ifomu yesibhedlele: {name}\nUnqulo: [[R:{rel}]]\nUfuna umfundisi ngaphambi kotyando.' },
  { genre: 'hr', text: 'Richiesta di esonero dall\'ora di religione\nAlunno: {name}\nLa famiglia dichiara di essere [[R:testimone di Geova]].' },
  // Race and ethnic origin: three at a time, NG and KE, GH and ZA, UK and EU.
  { genre: 'hr', text: '[[E:{eth}]] Community Association, {city} branch - dues list\n1. {name} - paid\n2. (vacant)' },
  { genre: 'hr', text: 'Learner admission form\nLearner: {name}\nRace: [[E:Black African]]\nHome language: English\nPrevious school: {city} Primary' },
  { genre: 'court', text: 'Particulars of claim: {name}, who is of [[E:{eth}]] heritage, says her line manager repeatedly mocked her accent and passed her over for promotion.' },
  { genre: 'court', text: 'Mahojiano ya hifadhi: {name} ni wa kabila la [[E:{eth}]] na anasema alishambuliwa kwa sababu ya kabila lake.' },
  { genre: 'hr', text: 'Victim support referral: {name} was assaulted near {city} taxi rank; the victim believes it was because he is [[E:{eth}]].' },
  { genre: 'hr', text: 'Stellungnahme der Eltern zum Schulverweis: Unser Sohn {first} wird als einziger [[E:{eth}]] in der Klasse seit Monaten gemobbt.' },
  { genre: 'chat', text: 'Manager tell {first} say dem no dey hire [[E:{eth}]] people for dis branch, na wetin make am vex.' },
  { genre: 'chat', text: '{first} yɛ [[E:{eth}]] nipa, ɔfiri {city} mpɔtam hɔ.' },
  { genre: 'court', text: 'Saisine du Défenseur des droits : {name}, d\'origine [[E:maghrébine]], refusé à l\'entrée d\'une discothèque à {city}.' },
  { genre: 'kyc', text: 'FEDERAL CHARACTER DATA FORM\nName: {name}\nState of origin: Anambra\nTribe: [[E:{eth}]]\nLGA: Njikoka' },
  { genre: 'hr', text: 'Werknemer-inligting\nNaam: {name}\nRas: [[E:Bruin]]\nGeslag: V\nPosvlak: 4' },
  { genre: 'court', text: 'Klacht bij het College voor de Rechten van de Mens: {name}, van [[E:Marokkaanse]] afkomst, werd geweigerd voor een stageplaats.' },
  { genre: 'chat', text: '{first} [[E:Bafulatani]] ne, daga {city}, kuma yana kiwon shanu.' },
  { genre: 'chat', text: '{first}: Ngingu-[[E:mZulu]] wase-{city}, ngikhulele emakhaya.' },
  { genre: 'court', text: 'Zgłoszenie przestępstwa z nienawiści: pokrzywdzony {name}, pochodzenia [[E:romskiego]], został pobity przy dworcu.' },
  { genre: 'hr', text: 'County Public Service Board shortlist\n{name} - ethnicity: [[E:{eth}]] - ID 2xxxxxx1\nInterview: Tuesday' },
  { genre: 'court', text: 'SAPS hate-crime register: complainant {name}, [[E:Indian]] male, verbally abused at a filling station in {city}.' },
  { genre: 'court', text: 'Denuncia por discriminación: {name}, de etnia [[E:gitana]], no fue atendida en la oficina de empleo de {city}.' },
  { genre: 'chat', text: '{first} jẹ́ ọmọ [[E:{eth}]], ṣùgbọ́n ó dàgbà ní {city}.' },
  { genre: 'kyc', text: 'Isicelo sendlu\nUmfaki-sicelo: {name}\nUhlanga: [[E:Mnyama]]\nInani labantu: 4' },
  { genre: 'court', text: 'Segnalazione all\'UNAR: {name}, di etnia [[E:rom]], insultato sul tram a {city}.' },
  // Sexual orientation and sex life: three at a time, NG and KE, GH and ZA, UK and EU.
  { genre: 'court', text: 'Asylum interview record: {name} stated he is [[S:{orient}]] and was arrested at a private party in {city} in {year}.' },
  { genre: 'hr', text: 'Social worker\'s note: {first} (16) disclosed that she is [[S:{orient}]]; her parents have asked her to leave the house.' },
  { genre: 'court', text: 'Claim details: the claimant, {name}, says colleagues mocked him after he mentioned his [[S:husband]] at the team lunch.' },
  { genre: 'hr', text: 'Kesi ya ustawi wa jamii: {name} amefukuzwa nyumbani kwa sababu ni [[S:shoga]].' },
  { genre: 'kyc', text: 'Housing note: {name} and her [[S:same-sex partner]] applied for a joint lease on the {city} flat.' },
  { genre: 'hr', text: 'Beratungsprotokoll: {name} ist [[S:schwul]] und fürchtet Nachteile am Arbeitsplatz, falls es bekannt wird.' },
  { genre: 'chat', text: '{first} don confess say im be [[S:{orient}]], im papa pursue am comot house.' },
  { genre: 'chat', text: 'Sukuu mu, wɔka sɛ {first} ne ne yɔnko bea no yɛ [[S:supi]].' },
  { genre: 'court', text: 'Entretien OFPRA : {name} déclare être [[S:homosexuel]] et avoir été menacé par sa famille.' },
  { genre: 'hr', text: 'Victim support referral: {name} was blackmailed after meeting a man through a [[S:gay]] dating app in {city}.' },
  { genre: 'hr', text: 'Berader se nota: {first} het vertel dat hy [[S:gay]] is en bang is vir sy pa.' },
  { genre: 'hr', text: 'Intake slachtofferhulp: {name} werd op straat uitgescholden omdat zij [[S:lesbisch]] is.' },
  { genre: 'hr', text: 'HR complaint, {city} office: {name} says a supervisor outed him as [[S:{orient}]] on the staff WhatsApp group.' },
  { genre: 'chat', text: 'U-{first} ungu-[[S:{orient}]], umndeni wakhe awumamukeli.' },
  { genre: 'court', text: 'Notatka z interwencji: {name} zgłosił pobicie; sprawcy krzyczeli, że jest [[S:gejem]].' },
  { genre: 'court', text: 'Divorce petition: the petitioner states that {name} committed [[S:adultery]] with a co-worker in {year}.' },
  { genre: 'kyc', text: 'Medical scheme dependant registration: {name} registers her [[S:wife]] as spouse dependant.' },
  { genre: 'hr', text: 'Informe social: {name} convive con su [[S:pareja del mismo sexo]] desde {year}.' },
  { genre: 'chat', text: 'Wọ́n lé {first} kúrò nílé nítorí pé ó jẹ́ [[S:{orient}]].' },
  { genre: 'court', text: 'Equality Court complaint: {name} was refused a room at a guesthouse in {city} with his [[S:boyfriend]].' },
  { genre: 'court', text: 'Verbale di denuncia: {name} riferisce di essere stato aggredito perché [[S:omosessuale]].' },
  // Political opinion: three at a time, NG and KE, GH and ZA, UK and EU.
  { genre: 'kyc', text: 'NOMINATION FORM - WARD COUNCILLOR\nCandidate: {name}\nSponsoring party: [[P:{party}]]\nWard: {city} Central\nDeposit paid: yes' },
  { genre: 'kyc', text: 'MEMBERSHIP CARD\n[[P:{party}]]\nMember: {name}\nBranch: {city} Ward 12\nValid until Dec {year}' },
  { genre: 'court', text: 'Screening interview: {name} said he was detained twice for organising rallies for the [[P:{party}]].' },
  { genre: 'court', text: 'Mahojiano ya hifadhi: {name} alikuwa mwanaharakati wa [[P:{party}]] na alikamatwa baada ya maandamano ya {year}.' },
  { genre: 'hr', text: 'Disciplinary hearing notes: {name} wore a [[P:{party}]] T-shirt and handed out flyers during working hours.' },
  { genre: 'news', text: 'Kandidatenliste Gemeinderatswahl {city}\nPlatz 4: {name}, [[P:{party}]]' },
  { genre: 'chat', text: '{first} na [[P:{party}]] ward chairman for {city}, everybody sabi am.' },
  { genre: 'chat', text: '{first} yɛ [[P:{party}]] nipa kɛseɛ wɔ {city}.' },
  { genre: 'kyc', text: 'Fiche d\'adhésion\nNom : {name}\nParti : [[P:{party}]]\nCotisation annuelle : 30 €' },
  { genre: 'hr', text: 'Campaign volunteers ({city}): {name} - door-to-door canvasser for [[P:{party}]]' },
  { genre: 'kyc', text: 'Kandidaatsbenoemingsvorm\nKandidaat: {name}\nParty: [[P:{party}]]\nWyk: 58' },
  { genre: 'kyc', text: 'Lidmaatschapsbewijs: {name} is lid van de [[P:{party}]] sinds {year}.' },
  { genre: 'chat', text: '{first} ɗan jam\'iyyar [[P:{party}]] ne a {city}.' },
  { genre: 'chat', text: 'U-{first} ungumlandeli oqinile we-[[P:{party}]] e-{city}.' },
  { genre: 'kyc', text: 'Deklaracja członkowska\nImię i nazwisko: {name}\nPartia: [[P:{party}]]\nKoło: {city}' },
  { genre: 'hr', text: 'Vetting note: {name} posted campaign messages for [[P:{party}]] while serving as a presiding officer.' },
  { genre: 'hr', text: 'Bursary panel minutes: applicant {name} is the [[P:{party}]] youth secretary in {city}.' },
  { genre: 'court', text: 'Entrevista de asilo: {name} declara que militaba en [[P:{party}]] y fue detenido en {year}.' },
  { genre: 'chat', text: '{first} na-akwado [[P:{party}]] n\'ntuli aka a, ọ na-agba mgbasa ozi ha.' },
  { genre: 'chat', text: 'U-{first} ulilungu le-[[P:{party}]] kwisebe lase-{city}.' },
  { genre: 'news', text: 'Candidature alle elezioni comunali di {city}: {name}, lista [[P:{party}]].' },
  // Trade-union membership: three at a time, NG and KE, GH and ZA, UK and EU.
  { genre: 'hr', text: 'Re: wage negotiations. The union side will be led by {name} ([[U:{union}]] branch chairman) at the meeting on Thursday.' },
  { genre: 'hr', text: 'Strike ballot register\n{name} - [[U:{union}]] member no. 44120 - ballot returned' },
  { genre: 'hr', text: 'Legal assistance: {name}\'s personal injury claim is funded by [[U:{union}]] as a member benefit.' },
  { genre: 'hr', text: 'Barua: {name} ni mwanachama wa [[U:{union}]] tawi la {city} tangu {year}.' },
  { genre: 'hr', text: 'Shop steward election result: {name} elected [[U:{union}]] shop steward, Plant 2.' },
  { genre: 'hr', text: 'Tarifverhandlung: Für die [[U:{union}]] verhandelt {name}, Mitglied der Tarifkommission.' },
  { genre: 'chat', text: '{first} na [[U:{union}]] member, dem no fit just sack am like dat.' },
  { genre: 'chat', text: '{first} yɛ [[U:{union}]] kuo no mu nipa, ɔtua ne dues daa.' },
  { genre: 'hr', text: 'Bulletin d\'adhésion syndicale\nNom : {name}\nSyndicat : [[U:{union}]]\nSection : {city}' },
  { genre: 'hr', text: 'STAFF WELFARE LOAN FORM\nName: {name}\nUnion: [[U:{union}]]\nAmount: 150,000\nRepayment: 12 months' },
  { genre: 'hr', text: 'Vakbondlidmaatskap: {name} is \'n lid van [[U:{union}]] sedert {year}.' },
  { genre: 'hr', text: 'Aanvraag stakingsuitkering\n{name}, lidnummer 44120, [[U:{union}]]' },
  { genre: 'chat', text: '{first} memba ne na ƙungiyar ƙwadago [[U:{union}]].' },
  { genre: 'chat', text: 'U-{first} uyilungu lenyunyana i-[[U:{union}]] emsebenzini wakhe.' },
  { genre: 'hr', text: 'Wniosek o ochronę działacza związkowego: {name}, członek zarządu [[U:{union}]].' },
  { genre: 'hr', text: 'Exit interview: {name} said she was pressured to leave [[U:{union}]] before her confirmation.' },
  { genre: 'hr', text: 'Recognition agreement, annex B - union representatives: {name} ([[U:{union}]])' },
  { genre: 'hr', text: 'Solicitud de crédito horario: {name}, delegada de [[U:{union}]].' },
  { genre: 'chat', text: '{first} ń san owó ẹgbẹ́ [[U:{union}]] lóṣooṣù.' },
  { genre: 'chat', text: 'U-{first} ulilungu lemanyano [[U:{union}]].' },
  { genre: 'hr', text: 'Delega sindacale: il sottoscritto {name} autorizza la trattenuta mensile a favore di [[U:{union}]].' },
  // Biometric: three at a time, NG and KE, GH and ZA, UK and EU.
  { genre: 'kyc', text: 'Account opening checklist - {city} branch\nCustomer: {name}\n[[B:Fingerprints]] captured: 10/10\n[[B:Facial image]] captured: yes' },
  { genre: 'kyc', text: 'Stadium entry log, Gate 4: season-ticket holder {name} admitted after [[B:face scan]] match.' },
  { genre: 'court', text: 'Custody record: {name}. [[B:Fingerprints]] taken on Livescan; [[B:custody photograph]] taken.' },
  { genre: 'kyc', text: 'Usajili wa [[B:alama za vidole]] wa {name} umekamilika katika benki ya {city}.' },
  { genre: 'kyc', text: 'Voter registration: the BVR kit captured {name}\'s [[B:fingerprints]] and [[B:photograph]].' },
  { genre: 'kyc', text: 'Einwilligung Gesichtserkennung Stadion: {name} willigt in die Speicherung ihres [[B:Gesichtsbildes]] ein.' },
  { genre: 'chat', text: 'Dem don capture {first} [[B:fingerprint]] for bank but the app still dey ask am for [[B:face verification]].' },
  { genre: 'kyc', text: 'Hospital registration: {name}\'s [[B:iris scan]] linked to the NHIS record.' },
  { genre: 'kyc', text: 'Enrôlement biométrique : {name}, [[B:empreintes digitales]] relevées pour le titre de séjour.' },
  { genre: 'kyc', text: 'Pension verification exercise: {name}\'s [[B:fingerprints]] captured at the {city} centre.' },
  { genre: 'kyc', text: 'Bank: {name} se [[B:stemafdruk]] is vir telefoonbankdienste geregistreer.' },
  { genre: 'kyc', text: 'Gezichtsherkenning stadion: {name} herkend via [[B:gezichtsscan]] bij ingang Zuid.' },
  { genre: 'kyc', text: 'An ɗauki [[B:zanen yatsun]] {name} a bankin {city}.' },
  { genre: 'kyc', text: 'Kuthathwe [[B:izigxivizo zeminwe]] zika-{first} e-{city}.' },
  { genre: 'kyc', text: 'Wniosek paszportowy: od {name} pobrano [[B:odciski palców]].' },
  { genre: 'kyc', text: 'Prison visitor booking: {name}\'s [[B:facial template]] stored for visit check-in.' },
  { genre: 'kyc', text: 'Telephone banking: {name} enrolled [[B:voice biometrics]] on the call.' },
  { genre: 'kyc', text: 'Estadio: {name} registrado en el sistema de [[B:reconocimiento facial]] para el abono.' },
  { genre: 'kyc', text: 'Wọ́n gba [[B:ìtẹ̀ka]] {first} ní báńkì ní {city}.' },
  { genre: 'kyc', text: 'Home Affairs: {name}\'s [[B:live capture photo]] and [[B:fingerprints]] taken for smart ID.' },
  { genre: 'kyc', text: 'Banca: {name} ha attivato l\'accesso all\'app con [[B:impronta digitale]].' },
  // Genetic: three at a time, NG and KE, GH and ZA, UK and EU.
  { genre: 'clinical', text: 'Bone marrow donor registry: {name}, [[G:HLA-A*02:01, B*08:01]], typed in {year}.' },
  { genre: 'clinical', text: 'Genetic counselling letter: {name} carries a [[G:BRCA2 pathogenic variant]]; cascade testing offered to siblings.' },
  { genre: 'clinical', text: 'Clinical genetics: {name}, [[G:heterozygous for F508del]] (cystic fibrosis carrier).' },
  { genre: 'clinical', text: 'Matokeo ya kipimo cha vinasaba: {name} ana [[G:mabadiliko ya jeni BRCA1]].' },
  { genre: 'clinical', text: 'Lab report: {name} - [[G:G6PD deficient (hemizygous)]], avoid primaquine.' },
  { genre: 'clinical', text: 'Humangenetischer Befund: {name}, [[G:MLH1-Mutation (Lynch-Syndrom)]] nachgewiesen.' },
  { genre: 'chat', text: 'Doctor talk say {first} get [[G:sickle cell trait]] from im papa side.' },
  { genre: 'court', text: 'Missing persons identification: remains matched to {name}\'s mother by [[G:DNA profile comparison]].' },
  { genre: 'clinical', text: 'Résultat du caryotype : {name}, [[G:47,XXY]] (syndrome de Klinefelter).' },
  { genre: 'kyc', text: 'Ancestry kit result: {name} - [[G:maternal haplogroup L2a]]' },
  { genre: 'clinical', text: 'Genetiese toets: {name} is [[G:draer van familiële hipercholesterolemie]].' },
  { genre: 'clinical', text: 'Uitslag DNA-onderzoek: {name} is [[G:drager van het fragiele-X-gen]].' },
  { genre: 'clinical', text: 'Sakamakon gwajin kwayoyin halitta: {name} na da [[G:thalassaemia trait]].' },
  { genre: 'clinical', text: 'Twin zygosity test: {name} and her sister are [[G:monozygotic]].' },
  { genre: 'clinical', text: 'Wynik badania genetycznego: {name}, wykryto [[G:mutację BRCA1]].' },
  { genre: 'clinical', text: 'Transplant work-up: {name}, [[G:HLA 6/6 match]] with her sister.' },
  { genre: 'clinical', text: 'Whole-exome report: {name} - [[G:pathogenic SCN1A variant]], de novo.' },
  { genre: 'clinical', text: 'Informe genético: {name}, [[G:portadora de hemofilia A]].' },
  { genre: 'chat', text: 'Àyẹ̀wò ẹ̀jẹ̀ fi hàn pé {first} ní [[G:genotype AS]].' },
  { genre: 'kyc', text: 'Insurance disclosure: {name} tested [[G:APOE e4/e4]] through a private lab.' },
  { genre: 'clinical', text: 'Referto genetico: {name}, [[G:portatore di beta-talassemia]].' },
  // Criminal records: three at a time, NG and KE, GH and ZA, UK and EU.
  { genre: 'court', text: 'CHARGE SHEET\nAccused: {name}\nOffence: [[C:{offence}]] contrary to the Criminal Code\nPlea: not guilty' },
  { genre: 'court', text: 'National Register for Sex Offenders: {name} is listed following conviction for [[C:sexual assault]] in {year}.' },
  { genre: 'court', text: 'Jury summons: {name} is disqualified from jury service - previous sentence of imprisonment for [[C:{offence}]].' },
  { genre: 'court', text: 'HATI YA MASHTAKA\nMshtakiwa: {name}\nKosa: [[C:wizi wa mifugo]]\nMahakama ya {city}' },
  { genre: 'court', text: 'Police custody record: {name} detained on suspicion of [[C:{offence}]]; cell 3.' },
  { genre: 'court', text: 'Anklageschrift: {name} wird beschuldigt, [[C:Betrug]] in 14 Fällen begangen zu haben.' },
  { genre: 'chat', text: 'Police carry {first} go station for [[C:{offence}]] matter since yesterday.' },
  { genre: 'chat', text: 'Polisifoɔ kyeree {first} wɔ [[C:korɔno]] ho wɔ {city}.' },
  { genre: 'court', text: 'Procès-verbal d\'audition : {name}, mis en cause pour [[C:vol avec violence]].' },
  { genre: 'hr', text: 'Tenancy application declined: applicant {name} disclosed a conviction for [[C:{offence}]] in {year}.' },
  { genre: 'court', text: 'Klagstaat: Beskuldigde {name} - [[C:huisbraak]]' },
  { genre: 'court', text: 'Proces-verbaal: verdachte {name} aangehouden wegens [[C:{offence}]].' },
  { genre: 'court', text: 'An kama {name} bisa laifin [[C:sata]] a {city}.' },
  { genre: 'chat', text: 'U-{first} uboshelwe [[C:ukweba]] e-{city}.' },
  { genre: 'court', text: 'Akt oskarżenia: {name}, oskarżony o [[C:kradzież z włamaniem]].' },
  { genre: 'court', text: 'Probation report: {name} released on licence after serving 3 years for [[C:{offence}]].' },
  { genre: 'court', text: 'Parole board decision: {name}, serving 8 years for [[C:{offence}]], parole granted.' },
  { genre: 'court', text: 'Atestado: {name}, detenido por [[C:{offence}]] en {city}.' },
  { genre: 'chat', text: 'Wọ́n mú {first} fún [[C:olè jíjà]] ní {city}.' },
  { genre: 'chat', text: 'U-{first} ubanjelwe [[C:ubusela]] e-{city}.' },
  { genre: 'court', text: 'Decreto penale di condanna: {name}, per [[C:guida in stato di ebbrezza]].' },
  // Negatives: no special-category value about anyone. Three at a time, NG and KE, GH and ZA, UK and EU.
  { genre: 'news', text: 'Pharmacy notice: from Monday our {city} branch opens at 8am. Bring your prescription card for all refills.' },
  { genre: 'news', text: 'Sawubona! Clinic opening hours: Mon-Fri 7am to 4pm; closed on public holidays.' },
  { genre: 'news', text: 'Flu vaccine clinics run every Saturday in October at the {city} health centre.' },
  { genre: 'news', text: 'Malaria cases rise in the rainy season; sleep under a treated net and see a health worker if fever lasts more than a day.' },
  { genre: 'news', text: 'Diabetes awareness walk from {city} town hall on Saturday; free glucose checks for everyone.' },
  { genre: 'news', text: 'The cathedral in {city} is closed to tourists during Sunday services.' },
  { genre: 'news', text: 'Wiki hii, kliniki ya meno ya {city} itafungwa kwa ukarabati.' },
  { genre: 'news', text: 'Die kerkraad vergader Dinsdag in die NG Kerk-saal, {city}.' },
  { genre: 'news', text: 'Die {party} hat ihr Wahlprogramm für die Landtagswahl vorgestellt.' },
  { genre: 'news', text: 'Meet us at the Central Mosque car park, {city}, for the estate clean-up on Saturday.' },
  { genre: 'news', text: 'Asɔre dan no ho adwuma bɛkɔ so Memeneda; momma mmɛboa.' },
  { genre: 'news', text: 'La {union} appelle à une grève nationale jeudi dans les transports.' },
  { genre: 'news', text: 'The {party} primaries in {city} have been moved to next week, the party secretariat said.' },
  { genre: 'news', text: 'The {party} manifesto launch at the {city} stadium drew thousands.' },
  { genre: 'news', text: 'Ancestry DNA sale: 30% off kits this weekend only.' },
  { genre: 'news', text: 'The {union} leadership says talks with government on the minimum wage continue on Tuesday.' },
  { genre: 'news', text: '{union} members across the province will march to the legislature on Thursday.' },
  { genre: 'news', text: 'De politie zoekt getuigen van een inbraak in een winkel in {city}.' },
  { genre: 'chat', text: 'Abeg make una no forget, our hometown union meeting go hold for community hall by 4pm. Agenda: road and borehole.' },
  { genre: 'news', text: 'Find your ancestry! DNA kits now on special, results in four weeks.' },
  { genre: 'news', text: 'La clínica dental abre los sábados de 9 a 14 h.' },
  { genre: 'news', text: 'DNA paternity test, results in 5 days. Discreet service, call our {city} lab today.' },
  { genre: 'news', text: 'Two men were arrested after a cash-in-transit heist near {city}, police said.' },
  { genre: 'news', text: 'Lo sciopero dei trasporti indetto da {union} è stato revocato.' },
  { genre: 'news', text: 'Police say three suspects robbed a filling station on the {city} expressway last night; investigation continues.' },
  { genre: 'news', text: 'Stadium notice: bags larger than A4 will not be allowed through the gates.' },
  { genre: 'news', text: 'Kościół Mariacki w {city} jest otwarty dla zwiedzających.' },
  { genre: 'news', text: 'Gym promo: 20% off annual membership for new sign-ups this month. Personal trainers available.' },
  { genre: 'news', text: 'Load-shedding stage 4 from 16:00 today in {city}.' },
  { genre: 'court', text: 'Jury service: court users are reminded that mobile phones must be switched off in court rooms.' },
  { genre: 'news', text: 'Za a yi taron wayar da kai kan lafiya a asibitin {city} ranar Litinin.' },
  { genre: 'news', text: 'Intlanganiso yabahlali iza kubakho ehholweni ngoMgqibelo.' },
  { genre: 'news', text: 'A farmácia de serviço este fim de semana fica na Rua Direita.' },
  { genre: 'news', text: 'Kanisa Katoliki la {city} litaandaa harambee ya ujenzi Jumapili ijayo.' },
  { genre: 'news', text: 'Home Affairs offices will process smart ID applications on Saturdays this month.' },
  { genre: 'hr', text: '{name} joined the board as a non-executive director on 1 April.' },
  { genre: 'news', text: 'Registration for the voter card continues at all ward offices in {city} till Friday.' },
  { genre: 'news', text: 'Physiotherapy practice relocating to Unit 4, {city} Medical Centre, from next month.' },
  { genre: 'news', text: 'Diabetes Typ 2 betrifft in Deutschland rund sieben Millionen Menschen.' },
  { genre: 'news', text: 'Bank notice: customers can now update account details at any branch; bring a valid ID.' },
  { genre: 'hr', text: 'Employment equity: the company must submit its plan to the department by January.' },
  { genre: 'news', text: 'Facial recognition cameras will be trialled at the {city} derby, the club announced.' },
  { genre: 'chat', text: 'Ìpàdé àwọn ọmọ ìlú wa yóò wáyé ní {city} ní ọjọ́ Àbámẹ́ta tó ń bọ̀.' },
  { genre: 'hr', text: '{name} was promoted to senior accountant; congratulations from the finance team.' },
  { genre: 'chat', text: '{name}, votre rendez-vous chez le garagiste est confirmé pour mardi.' },
  { genre: 'hr', text: 'Staff memo: the canteen will serve rice and beans on Friday; fruit available all week.' },
  { genre: 'chat', text: '{name}, your municipal account is overdue; please pay by the 15th.' },
  { genre: 'news', text: 'Book your free sight test online at any of our {city} stores.' },
  { genre: 'news', text: 'Rehabilitation of the {city} bypass starts next month; motorists should use alternative routes.' },
  { genre: 'news', text: 'Die skool se atletiekbyeenkoms is Vrydag by die {city} stadion.' },
  { genre: 'news', text: 'De synagoge aan de Weesperstraat organiseert zondag een open dag.' },
  { genre: 'news', text: 'TB is curable: free testing at all public hospitals this month.' },
  { genre: 'news', text: 'Dental tip: brush twice a day and replace your toothbrush every three months.' },
  { genre: 'news', text: 'El {party} presentará su candidato a la alcaldía la próxima semana.' },
  { genre: 'news', text: 'Optician: frames from 15,000, eye test free with any purchase at our {city} shop.' },
  { genre: 'news', text: 'The mosque on Long Street, {city}, is a heritage site open to visitors on weekdays.' },
  { genre: 'news', text: 'Furto in una gioielleria del centro di {city}: i ladri sono fuggiti in moto.' },
  { genre: 'court', text: 'The court adjourned the land dispute between the two families to {year}.' },
  { genre: 'news', text: 'Cholera outbreak: boil water before drinking, the district health office says.' },
  { genre: 'news', text: 'Związek zawodowy ogłosił rozmowy z zarządem w sprawie podwyżek.' },
  { genre: 'hr', text: '{name} has been appointed head of procurement with effect from 1 March.' },
  { genre: 'news', text: 'Amaphoyisa aphenya ukugetshengwa kwesitolo e-{city}.' },
  { genre: 'news', text: 'Local elections: polling stations open from 7am to 10pm on Thursday.' },
  { genre: 'chat', text: '{name}, your parcel is ready at the {city} office. Bring ID to collect.' },
  { genre: 'news', text: 'Voter registration weekend: check your details at your nearest voting station.' },
  { genre: 'news', text: 'Das Fitnessstudio am Markt bietet einen kostenlosen Probemonat an.' },
  { genre: 'news', text: 'Mvua kubwa inatarajiwa {city} wiki hii; wakazi waombwa kuchukua tahadhari.' },
  { genre: 'news', text: 'Wɔbɛyɛ ayaresa nhwehwɛmu kwa wɔ {city} ayaresabea Memeneda.' },
  { genre: 'chat', text: '{name}, your gym induction is booked for Monday at 6pm.' },
  { genre: 'news', text: 'Race day: the {city} marathon starts at 6am from the stadium.' },
  { genre: 'hr', text: 'Job advert: union-recognised workplace, 40-hour week, medical aid and pension.' },
  { genre: 'news', text: 'Physiotherapy waiting times in the region have fallen to six weeks, the trust says.' },
  { genre: 'news', text: 'Labour market report: unemployment fell slightly in the last quarter.' },
  { genre: 'news', text: 'Bank: fingerprint login is now available on our app; update to the latest version.' },
  { genre: 'news', text: 'Le test ADN récréatif reste interdit en France, rappelle le ministère.' },
  { genre: 'chat', text: 'The party starts at 7pm at {first}\'s house, bring a plate!' },
  { genre: 'news', text: 'Ghana Card registration centres in {city} will close at 5pm on Friday.' },
  { genre: 'news', text: 'A polícia deteve dois suspeitos de assalto em {city}.' },
  { genre: 'news', text: '{union} has issued a 14-day strike notice to the ministry over unpaid allowances.' },
  { genre: 'chat', text: '{first}, thanks for the lovely braai on Saturday! Next one at ours.' },
  { genre: 'news', text: 'Het bloeddonatiecentrum in {city} zoekt nieuwe donors.' },
  { genre: 'chat', text: 'The wedding reception will hold at the Methodist church hall right after the service.' },
  { genre: 'court', text: 'Court roll: civil matters only this week; criminal trials resume on Monday.' },
  { genre: 'news', text: 'La Chiesa di San Lorenzo ospita un concerto venerdì sera.' },
  { genre: 'news', text: 'Passport offices in {city} will open on Saturdays until December to clear the backlog.' },
  { genre: 'news', text: 'HIV testing is free and confidential at all public clinics.' },
  { genre: 'news', text: 'Housing association: repairs can now be reported online 24 hours a day.' },
  { genre: 'news', text: 'An sace babura biyu a kasuwar {city} jiya, in ji \'yan sanda.' },
  { genre: 'news', text: 'Die verkiesingsdebat tussen die partyleiers word Sondag uitgesaai.' },
  { genre: 'chat', text: '{name}, Ihre Bestellung wurde heute versandt.' },
  { genre: 'hr', text: 'PRE-EXERCISE QUESTIONNAIRE\nMember: {name}\nHeart or chronic condition? NO\nMedication: none\nCleared for induction.' },
  { genre: 'kyc', text: 'UNIVERSITY RESIDENCE APPLICATION\nStudent: {name}\nDietary requirement: none\nReligious affiliation: prefer not to say' },
  { genre: 'court', text: 'Jury Central Summoning Bureau\nRe: {name}, summons no. 5120\nDeferral granted: pre-booked holiday. New date in {year}.' },
  { genre: 'hr', text: 'STAFF WELFARE LOAN FORM\nName: {name}\nUnion: none\nAmount: 80,000' },
  { genre: 'hr', text: 'Werknemer-inligting\nNaam: {name}\nVakbond: geen\nPosvlak: 6' },
  { genre: 'kyc', text: 'Bulletin d\'adhésion mutuelle\nNom : {name}\nSyndicat : aucun\nService : comptabilité' },
  { genre: 'kyc', text: 'Police clearance: {name} - no criminal record found in the central registry.' },
  { genre: 'kyc', text: 'SAPS clearance certificate: {name} - no previous convictions.' },
  { genre: 'kyc', text: 'Führungszeugnis für {name}: keine Eintragung.' },
  { genre: 'kyc', text: 'FEDERAL CHARACTER DATA FORM\nName: {name}\nState of origin: Kwara\nLGA: Ilorin West' },
  { genre: 'hr', text: 'Learner admission form\nLearner: {name}\nGrade applied for: 8\nPrevious school: {city} Primary' },
  { genre: 'hr', text: 'Intakeformulier sportschool\nNaam: {name}\nMedische aandoeningen: geen\nMedicijnen: geen' },
  { genre: 'news', text: 'Kituo cha afya {city}: huduma za chanjo ni bure kwa watoto wote chini ya miaka mitano.' },
  { genre: 'news', text: 'Asɔre no bɛkyɛ aduane ama mmofra wɔ {city} Kwasiada.' },
  { genre: 'hr', text: 'Equality monitoring: \'prefer not to say\' is available for every question on this form.' },
  { genre: 'news', text: 'The mosque committee thanks everyone who donated to the borehole project.' },
  { genre: 'news', text: 'The {union} national congress will elect new office bearers in {city} in September.' },
  { genre: 'news', text: 'The {union}-backed bus strike in {city} has been called off after a new pay offer.' },
  { genre: 'chat', text: 'Dem don open new pharmacy for {city} junction, dem get all kind drugs.' },
  { genre: 'news', text: 'Kuzoba nomhlangano wabazali esikoleni ngoLwesine.' },
  { genre: 'hr', text: 'Ankieta: czy palisz papierosy? Jeśli tak, ile dziennie?' },
  { genre: 'hr', text: 'Biometric capture for the new staff ID cards will take place in the HR office on Monday.' },
  { genre: 'news', text: 'Stadium upgrade: new turnstiles and CCTV at all gates before the season starts.' },
  { genre: 'news', text: 'Il {party} ha presentato il programma per le elezioni regionali.' },
  { genre: 'news', text: 'Genotype testing is available at the {city} general hospital laboratory from 8am.' },
  { genre: 'news', text: 'Paternity and ancestry DNA tests - walk-in lab, {city} CBD. Results in 7 days.' },
  { genre: 'news', text: 'El museo de {city} acoge una exposición sobre la historia de la catedral.' },
  { genre: 'court', text: 'The anti-graft agency\'s case against a former commissioner was adjourned to May.' },
  { genre: 'news', text: 'Die {party} het Maandag sy kandidate vir die munisipale verkiesing aangekondig.' },
  { genre: 'news', text: 'Prenez rendez-vous en ligne pour votre bilan dentaire annuel.' },
  { genre: 'chat', text: '{name}, karibu! Akaunti yako mpya ya benki imefunguliwa.' },
  { genre: 'chat', text: '{name}, your medical aid card has been posted to your address.' },
  { genre: 'news', text: 'Het Openbaar Ministerie vervolgt vaker winkeldieven, blijkt uit nieuwe cijfers.' },
  { genre: 'news', text: 'Jam\'iyyar {party} za ta gudanar da taro a {city} ranar Asabar.' },
  { genre: 'news', text: 'Isikhumbuzo: ikliniki izovalwa ngoMsombuluko.' },
  { genre: 'news', text: 'A genetic test cannot tell you everything about your future health, experts warn.' },
  { genre: 'news', text: 'Ilé ìwòsàn tuntun ní {city} yóò ṣí ní aago mẹ́jọ àárọ̀.' },
  { genre: 'news', text: 'Security estate notice: fingerprint readers at the main gate will be serviced on Tuesday.' },
  { genre: 'chat', text: '{name}, Ihr Termin beim Bürgeramt ist am Dienstag um 9 Uhr.' },
  { genre: 'hr', text: 'Union dues deductions will appear as a separate line on payslips from next month.' },
  { genre: 'news', text: 'Sickle cell disease affects thousands of newborns every year, the health service says.' },
  { genre: 'news', text: 'Polícia: campanha de segurança rodoviária arranca na segunda-feira.' },
  { genre: 'chat', text: '{name}, your voter card is ready for collection at the ward office.' },
  { genre: 'news', text: 'Polisifoɔ se akwantuofoɔ nhwɛ wɔn ho yie wɔ {city} kwan no so.' },
  { genre: 'news', text: 'Mosque open day in {city}: visitors welcome to tour the building and share tea.' },
];
