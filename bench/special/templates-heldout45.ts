// Held-out set 45 of the special-category labelled set (issue 15). Written in session 38 by an author independent
// of the detector (a blind author helper of session 38, branch s38-special45): before writing it the author read only
// the session's rules, the blind-author brief and its own brief, bench/special/templates-heldout44.ts (for the
// TypeScript shape, the ordering in threes and the labelling policy), bench/special/generate.ts (the slot names and
// the writer's table), and the changes commit ba43cf89 made to bench/special.ts, bench/special/generate.ts and
// test/bench/special-generate.test.ts (to wire the set in the same way), plus the imports, the held-out table and the
// set 20 and 21 blocks of that test file (which show a few marker words of those sets: "abeg", "Mgonjwa", "Rafiki",
// pound amounts). It did NOT read bench/special/slots.ts (the slot values are used blind, as {cond}, {med}, {offence},
// {city}), anything under src/ or data-files/, test/detect/, README.md, any earlier set's .jsonl file or any other
// template body, and did not run the detector or the bench on this set before committing it (not yet read). The
// header comment lines of templates-heldout.ts to 44.ts were only counted for candidate record-kind words (how many
// header lines name each of about 200 candidates; the grep printed numbers only), and only kinds whose word no
// earlier header names were kept (so the brief's own ideas of optician, dental, crisis-line, asylum, parole, mosque,
// tribal-authority, campaign, shop-steward, gym, paternity, fertility, adoption, wedding, dating, tenant-screening,
// insurance-claim, school-nurse, chaplaincy, jury and pilgrimage records were all dropped: earlier headers name them).
// 279 templates filled twice with seed 4545 (558 texts): 21 positive templates per category (189, in the order
// health, religion, race, orientation, political, union, biometric, genetic, criminal), each holding only its own
// category, and 90 negatives last (180 texts); all in threes, so the first of each three falls in NG and KE (English,
// Pidgin, Swahili, Hausa, Yorùbá, Igbo), the second in GH and ZA (English, isiZulu, isiXhosa, Afrikaans) and the
// third in the UK and EU (English, German, French, Dutch, Polish, Spanish, Italian). Slots are filled from slots.ts
// as in every set, so a fill may put a Ghanaian name in a Likoni ferry pass, a Kenyan city in a Nigerian chat, a name
// of either sex beside "Mr", "mnr.", "mevrouw", "Herr", "Voyageuse" or "she", Pidgin in a KE row or Italian in a UK
// row: such fill slips leave the spans right and are left as they fall. Every value is fictional; no identifier with
// a check digit is used (unit, ticket, keke, tag and card numbers and amounts are shape-only).
// Kinds of record (chosen because no header of sets 1 to 44 names their key words - food bank, wellness, matric,
// school trip, rugby, karate, Jobcenter, cash transfer, daycare, port health, podotherapy, social worker, ferry, body
// corporate, neighbourhood watch, baggage, call centre, caterer, raffle, estate agent, keke, Telegram, Jiji, freelance,
// whistleblowing, fishing licence, car wash, student union, school transport; a few contexts inside them - a DNA-test
// firm, a counselling intake, a choir register, stadium access, a naming ceremony, DBS, consumer complaints - use words
// the count found in earlier headers too): food bank referrals, volunteer rotas
// and DBS outcomes (Lagos church pantry, UK, Afrikaans voedselbank, Italian banco alimentare, Spanish banco de
// alimentos); employee wellness surveys, wellness days and counselling intakes (UK, ZA mines, Polish, Spanish,
// Italian); matric exam access arrangements, registration, concessions and invigilators (English, isiXhosa,
// Afrikaans); school trip consent forms (English, Swahili, Hausa teacher escort, Igbo, Yorùbá, Spanish staff form);
// rugby, running, sports and karate/kickboxing club registrations, race kit collection, stadium access, medical forms
// and disciplinary files (isiZulu, Afrikaans, French, Spanish, Polish, German Laufgruppe, Swahili raga, Italian);
// Jobcenter and Bürgergeld notes (German); cash transfer programmes (Kenyan Inua Jamii household visits and
// biometric enrolment, Nigerian NSIP lists in Hausa, disability top-ups); daycare and nursery forms and staff files
// (Yorùbá, Dutch kinderdagverblijf and kinderopvang, Afrikaans dagsorg, isiZulu/isiXhosa inkulisa, Italian scuola
// dell'infanzia and scuolabus app, Spanish guardería); port-health yellow fever card checks and an international
// vaccination centre (Ghana, French); podotherapy intake (Dutch); social worker notes (isiXhosa, isiZulu, Igbo,
// Polish, Italian, UK); ferry manifests, commuter passes and ferry staff records (Likoni, Lagos, Yorùbá, Igbo); body
// corporate parking, complaints, minutes, access control, caretaker files and trustee nominations (ZA, isiXhosa,
// Afrikaans regspersoon); neighbourhood watch rosters, vetting and chats (ZA, Igbo, Pidgin, Afrikaans buurtwag);
// lost luggage claims and airport baggage tracing (Spanish, French, German, Kotoka); call-centre notes (telco,
// county bursary line, retail bank, mobile network, insurer voiceprint, isiZulu and isiXhosa, German and French
// agents, Dutch bank contact); caterer bookings for naming ceremonies; raffle ticket stubs; estate agent and letting
// applications (Lekki, Hausa, Yorùbá, isiXhosa, German Makler, Dutch makelaar, Afrikaans, Spanish inmobiliaria,
// UK joint tenancy); keke NAPEP rider registers, levy books and disciplinary records (English, Pidgin, Hausa, Igbo,
// Yorùbá Márúwá); Telegram estate, couples and neighbourhood groups; Jiji marketplace chats; freelance platform
// disputes and identity checks; whistleblowing reports (Nigerian bank, French, Dutch, Polish, Italian); consumer
// complaints (Polish rzecznik, Afrikaans online shop, Dutch DNA-test company, Spanish hoja de reclamaciones and DNA
// firm); fishing licences (Lake Victoria, Afrikaans visserslisensie); car wash staff registers (Madina, isiZulu,
// Afrikaans); student union SRC nominations and welfare files (Ghana); church choir registers (Yorùbá); a dance
// course registration; school transport driver applications (Hausa, Dutch leerlingenvervoer).
// Labelling policy (as set 44; what a careful data-protection analyst would mark): the value itself, never the field
// label, a negated, declined or empty value, or a dose. Health: a condition, symptom, injury, disability, allergy,
// pregnancy of the named person, a medicine, aid or treatment used (sertraline, an inhaler, insulin, a glucose meter,
// dialysis, ARVs, a wheelchair), and, as the brief asks, a person's blood group ("B+", "A Rh-"), a negative test result
// ("negativo"), preventive medication (PrEP) and a condition-named clinic ("asthma clinic"). Religion: the faith,
// denomination or church a named person belongs to or serves, and an observance the text ties to the person's faith
// (kosher), not the day of worship itself (Sunday, Saturday). Race and ethnic origin: the ethnic, tribal or population
// group of a named person, including an ethnic slur put on them ("le Rebeu", "Marokkaantje"). Sexual orientation: the
// orientation word, the same-sex partner word that reveals it ("his husband", "sein Lebensgefährte", "haar vrouw",
// "sy kêrel", "his boyfriend"), and a slur put on a named person ("isitabane", "homo", "moffie", "ɗan luwaɗi").
// Political opinion: the party a named person is a member, councillor, mobiliser, agent, aspirant, chairman,
// organiser, staffer or officer of. Trade union: the union a named person belongs to, pays dues to, represents, is a
// delegate of or is released for. Biometric: the biometric item enrolled, captured, matched or used to verify or
// sign in (fingerprints, a facial image, palm scan, face check, voiceprint, facial recognition). Genetic: the finding
// (a genotype AS, SS or SC, a named variant, mutation, deletion, carrier state or trait), never the test's name.
// Criminal record: the offence a named person is convicted, cautioned or served time for, never the sentence, court or
// date.
// Negatives (180 texts): the same kinds of record of named people with ordinary values ("none", "nil", "babu", "geen",
// "keine", "akukho", "kò sí", "hakuna", "aucun", "nie dotyczy", "niet ingevuld", "not known", "prefer not to say",
// "normal", "clear", "no record", "negativo" for a clean Spanish certificate, "-", a PIN, a remote tag, a key card, a
// national ID), and category words about no one (a yellow fever notice, a mosque open day, a church harambee, a
// Methodist thanksgiving, the Reed Dance, a statement on the same-sex marriage law, a Pride march, polling cards, a
// party debate, a transport strike, an NLC protest, KNUT's term start, stadium face recognition trials, couples'
// sickle cell screening, arrests of unnamed people and fuel theft by an unknown person).
// Writing slips known to the author: Yorùbá and Igbo tone marks are the author's best and may be incomplete or wrong
// in places (as they often are in real typed text); the isiZulu and isiXhosa forms mix in English words the way
// Johannesburg and Cape Town forms do ("uyi-gay", "i-variant ye-MYBPC3", "i-BRCA1 mutation", "i-call centre"); the
// Yorùbá Telegram message writes "gay" in English, as chats do; the Pidgin call-centre note and the Jiji chats fall in
// KE rows as well as NG ones by the threes.
import type { Template } from './templates-dev.js';

export const HELDOUT45_TEMPLATES: Template[] = [
  // Health: three at a time, NG and KE, GH and ZA, UK and EU.
  { genre: 'kyc', text: 'Food bank referral - church pantry, Surulere\nClient: {name}\nReason: lost his job after a [[H:stroke]]; needs soft food, [[H:diabetic]] diet' },
  { genre: 'kyc', text: 'Matric exam - access arrangement request\nCandidate: {name}\nCondition: [[H:dyslexia]] (educational psychologist report attached)\nRequested: 25% extra time and a reader' },
  { genre: 'hr', text: 'Employee wellness survey - free text\nRespondent: {name} (named by choice)\n"Since my [[H:miscarriage]] in spring I have been on [[H:sertraline]] and the late shifts make it worse."' },
  { genre: 'kyc', text: 'Fomu ya safari ya shule - idhini ya mzazi\nMwanafunzi: {name}\nHali ya afya: [[H:pumu]]; abebe [[H:inhaler]] yake\nKundi la damu: [[H:B+]]' },
  { genre: 'kyc', text: 'Ifomu lokubhalisa - iqembu lombhoxo\nUmdlali: {name}\nUkulimala: [[H:ukulimala kwedolo]] (ACL), uhlinzwe ngo-{year}' },
  { genre: 'hr', text: 'Jobcenter - Gesprächsvermerk\nKundin: {name}\nEinschränkung: [[H:Bandscheibenvorfall]], keine Tätigkeiten mit Heben über 10 kg' },
  { genre: 'kyc', text: 'Takardar shirin tallafin kudi (NSIP)\nSuna: {name}\nNakasa: [[H:makanta]]\nMai kula: ɗanta' },
  { genre: 'kyc', text: 'Voedselbank - verwysing\nKliënt: {name}\nGesondheid: [[H:MIV-positief]], kry [[H:ARV\'s]] by die kliniek' },
  { genre: 'clinical', text: 'Centre de vaccinations internationales - fiche\nVoyageuse : {name}\nVaccin fièvre jaune : contre-indiqué, [[H:enceinte]] de 4 mois\nTraitement en cours : [[H:PrEP]]' },
  { genre: 'kyc', text: 'Fọ́ọ̀mù ìforúkọsílẹ̀ ilé ìtọ́jú ọmọdé (daycare)\nOrúkọ ọmọ: {name}\nẸ̀hun: [[H:ẹ̀hun ẹ̀pà]]\nẸni tí yóò gbé e: màmá rẹ̀' },
  { genre: 'clinical', text: 'Port health - yellow fever card check, Kotoka\nTraveller: {name}\nExempt: [[H:egg allergy]]; letter from the [[H:asthma clinic]], Korle Bu' },
  { genre: 'clinical', text: 'Podotherapie - intakeformulier\nCliënt: {name}\nVoorgeschiedenis: [[H:diabetische voet]], [[H:neuropathie]]; gebruikt [[H:{med}]]' },
  { genre: 'kyc', text: 'Akwụkwọ nkwenye njem ụlọ akwụkwọ\nNwata: {name}\nỌrịa: [[H:akwụkwụ]]; ọ na-aṅụ [[H:{med}]] kwa ụtụtụ' },
  { genre: 'clinical', text: 'Inqaku lonontlalontle\nUmxhasi: {name}\nImpilo: [[H:isifo sephepha]], ufumana amayeza ekliniki yase-Site C' },
  { genre: 'kyc', text: 'Karta zapisu do klubu biegowego\nZawodniczka: {name}\nChoroby: [[H:astma wysiłkowa]]\nGrupa krwi: [[H:A Rh-]]' },
  { genre: 'kyc', text: 'Ferry passenger manifest - Likoni, special assistance\nPassenger: {name}\nAssistance: [[H:wheelchair user]] since a [[H:spinal injury]]' },
  { genre: 'chat', text: 'Body corporate - parking exemption request\nOwner: {name}, unit {n}\nReason: [[H:multiple sclerosis]]; needs the bay next to the lift' },
  { genre: 'chat', text: 'Reclamación de equipaje extraviado - aerolínea\nPasajero: {name}\nContenido urgente: [[H:insulina]] y [[H:glucómetro]]; soy [[H:diabético tipo 1]]' },
  { genre: 'chat', text: 'Call centre note - telco customer line\nCaller: {name}\nShe talk say she no fit come office because she get [[H:kidney failure]], she dey do [[H:dialysis]] three times for week.' },
  { genre: 'chat', text: 'Neighbourhood watch - patrol roster note\nMember: {name}\nOff patrol until March: [[H:knee replacement]]; still on the WhatsApp group' },
  { genre: 'kyc', text: 'Tesseramento palestra di kickboxing - certificato\nAtleta: {name}\nEsami per il match: HIV [[H:negativo]], epatite C [[H:negativo]]' },
  // Religion.
  { genre: 'chat', text: 'Caterer booking - naming ceremony\nClient: {name}\nMenu: no pork, no alcohol - the family is [[R:Muslim]]\nGuests: 150' },
  { genre: 'chat', text: 'Body corporate - complaint\nFrom: unit {n}\nAgainst: {name}, unit 9, who holds [[R:Jehovah\'s Witness]] meetings in the flat every Thursday' },
  { genre: 'kyc', text: 'Food bank voucher - referral agency note\nClient: {name}\nDietary: [[R:kosher]] only; client is an [[R:Orthodox Jewish]] mother of five' },
  { genre: 'kyc', text: 'Fomu ya idhini - safari ya shule\nMwanafunzi: {name}\nDini: [[R:Mwislamu]]; hali nyama ya nguruwe' },
  { genre: 'kyc', text: 'Ikhadi lokubhalisa - iqembu lebhola\nUmdlali: {name}\nIbandla: [[R:iBandla lamaNazaretha (Shembe)]]; akadlali ngoMgqibelo' },
  { genre: 'hr', text: 'Bürgergeld - Vermerk Jobcenter\nKunde: {name}\nHinweis: kann samstags nicht arbeiten, [[R:Siebenten-Tags-Adventist]]' },
  { genre: 'kyc', text: 'Takardar neman hayar gida - wakilin gidaje\nSuna: {name}\nAddini: [[R:Musulmi]]\nAikin yi: malamin makaranta' },
  { genre: 'kyc', text: 'Sportklub - registrasie\nLid: {name}\nKerk: [[R:NG Kerk]]; speel nie op Sondae nie' },
  { genre: 'chat', text: 'Réclamation bagage perdu\nPassager : {name}\nContenu : mon chapelet et ma Bible, j\'en ai besoin, je suis [[R:catholique]] pratiquant' },
  { genre: 'chat', text: 'Ìwé ẹgbẹ́ akọrin\nOrúkọ: {name}\nÌjọ: [[R:Cherubim and Seraphim]], ẹ̀ka Ìkòyí\nOhùn: alto' },
  { genre: 'kyc', text: 'Raffle ticket stub - fundraiser\nBuyer: {name}, member of the [[R:Presbyterian Church of Ghana]], Osu\nTicket: 0213' },
  { genre: 'kyc', text: 'Inschrijving kinderdagverblijf\nKind: {name}\nLevensovertuiging ouders: [[R:islamitisch]]; geen varkensvlees' },
  { genre: 'kyc', text: 'Akwụkwọ ndebanye aha keke\nOnye ọkwọ: {name}\nOkpukpe: [[R:Anglịkan]]\nNọmba keke: AN-{n}' },
  { genre: 'kyc', text: 'Ifom yomhlali - ibhunga lomzi\nUmnini: {name}, [[R:umKatolika]]\nIgumbi: {n}' },
  { genre: 'clinical', text: 'Notatka pracownika socjalnego\nPodopieczna: {name}\nWyznanie: [[R:Świadek Jehowy]] - prosi, by nie odwiedzać jej w soboty rano' },
  { genre: 'chat', text: 'Telegram group - estate landlord\n{name}: Landlord, abeg make una no dey play music for compound Sunday morning, I be [[R:Deeper Life]] member and we get service 7am.' },
  { genre: 'chat', text: 'Call-centre note - retail bank\nCustomer: {name}\nAsked whether the home loan charges interest, as she is a practising [[R:Muslim]]' },
  { genre: 'kyc', text: 'Ficha de inscripción - club de rugby\nJugador: {name}\nObservaciones: [[R:mormón]]; no juega los domingos' },
  { genre: 'kyc', text: 'Inua Jamii cash transfer - household visit\nBeneficiary: {name}\nChurch: [[R:Akorino]], {city}\nHousehold: 5' },
  { genre: 'chat', text: 'Buurtwag - lidmaatskap\nLid: {name}\nBeskikbaar: nie Saterdae nie ([[R:Sewendedag-Adventis]])' },
  { genre: 'kyc', text: 'Scuola dell\'infanzia - modulo mensa\nBambina: {name}\nMenù: senza carne di maiale, famiglia [[R:musulmana]]' },
  // Race and ethnic origin.
  { genre: 'chat', text: 'Estate agent - tenant application, Lekki\nApplicant: {name}\nLandlord asked: "Is he [[E:Igbo]]?" Agent wrote: yes' },
  { genre: 'kyc', text: 'Matric exam - registration form\nCandidate: {name}\nPopulation group: [[E:Coloured]]\nHome language: Afrikaans' },
  { genre: 'hr', text: 'Employee wellness survey - demographics\nRespondent: {name}\nEthnicity: [[E:Black Caribbean]]' },
  { genre: 'kyc', text: 'Leseni ya uvuvi - Ziwa Victoria\nMvuvi: {name}\nKabila: [[E:Mjaluo]]\nBandari: Dunga' },
  { genre: 'clinical', text: 'Inqaku lomsebenzi wezenhlalakahle\nIngane: {name}\nUhlanga: [[E:umXhosa]]; ukhuluma isiXhosa kuphela' },
  { genre: 'kyc', text: 'Mietinteressent - Selbstauskunft (Makler)\nInteressent: {name}\nAnmerkung des Maklers: [[E:Roma]], Eigentümer skeptisch' },
  { genre: 'kyc', text: 'Takardar kungiyar masu keke napep\nSuna: {name}\nƘabila: [[E:Bafulatani]]\nTasha: Sabon Gari' },
  { genre: 'hr', text: 'Rugbyklub - transformasieverslag\nSpeler: {name}\nBevolkingsgroep: [[E:swart]]' },
  { genre: 'hr', text: 'Signalement - plateforme de lanceurs d\'alerte\nVictime : {name}\nFaits : le chef d\'équipe l\'appelle « [[E:le Rebeu]] » devant tout le monde' },
  { genre: 'kyc', text: 'Ìwé ìforúkọsílẹ̀ ọkọ̀ ojú omi (ferry)\nOrúkọ: {name}\nẸ̀yà: [[E:Ìjẹ̀ṣà]]\nIbi tí ó ń lọ: Ikorodu' },
  { genre: 'hr', text: 'Car wash staff register - Madina\nWorker: {name}\nTribe: [[E:Ewe]]\nShift: morning' },
  { genre: 'hr', text: 'Klokkenluidersmelding\nMelder: anoniem\nBetreft: collega {name} wordt door de ploegleider "[[E:Marokkaantje]]" genoemd' },
  { genre: 'kyc', text: 'Akwụkwọ ndebanye aha ndị nche obodo\nAha: {name}\nAgbụrụ: [[E:Ijaw]]\nỌrụ: onye ọrụ ugbo' },
  { genre: 'kyc', text: 'Ifomu yokufaka isicelo sendlu - iarhente yezindlu\nUmfaki-sicelo: {name}\nUhlanga: [[E:umSotho]]\nUmvuzo: R12 000' },
  { genre: 'chat', text: 'Skarga do rzecznika konsumentów\nKonsumentka: {name}\nSprzedawca odmówił sprzedaży, bo jest [[E:Romką]]' },
  { genre: 'chat', text: 'Call centre note - county bursary line\nCaller: {name}\nSaid the ward officer refused her form because she is [[E:Somali]]' },
  { genre: 'kyc', text: 'Running club - registration\nMember: {name}\nEthnicity (for the sports grant report): [[E:Akan]]' },
  { genre: 'chat', text: 'Hoja de reclamaciones - discoteca\nReclamante: {name}\nMotivo: el portero le negó la entrada por ser [[E:gitano]]' },
  { genre: 'chat', text: 'Marketplace chat (Jiji)\nSeller: {name}\nBuyer: I no go buy from you again, you be [[E:Yoruba]] and you don change price three times' },
  { genre: 'kyc', text: 'Dagsorg - inskrywingsvorm\nKind: {name}\nRas: [[E:Indiër]]\nHuistaal: Engels' },
  { genre: 'clinical', text: 'Scheda del servizio sociale\nMinore: {name}\nOrigine: famiglia [[E:rom]], residente al campo di via Salone' },
  // Sexual orientation and sex life.
  { genre: 'hr', text: 'Whistleblower report - bank\nReporter: anonymous\nConcern: the branch manager threatened to out {name} as [[S:gay]] to the regional head' },
  { genre: 'clinical', text: 'Employee wellness programme - counselling intake\nEmployee: {name}\nPresenting issue: stress after coming out as [[S:bisexual]] to family' },
  { genre: 'kyc', text: 'Estate agent - joint tenancy application\nLead tenant: Mr {name}\nCo-tenant: [[S:his husband]], Tom Avery' },
  { genre: 'chat', text: 'Ujumbe wa Telegram\n{name} ameandika: "Nimechoka kujificha, mimi ni [[S:shoga]] na familia yangu inajua sasa."' },
  { genre: 'clinical', text: 'Inqaku lomeluleki wesikole\nUmfundi: {name}\nUdaba: uhlukunyezwa ngoba abanye bambiza ngokuthi "[[S:isitabane]]"' },
  { genre: 'kyc', text: 'Anmeldung Tanzkurs - Paar\nTeilnehmer: Herr {name} und [[S:sein Lebensgefährte]] Jonas\nKurs: Standard, Anfänger' },
  { genre: 'chat', text: 'Takardar ƙorafi ga mai gida\nMai haya: {name}\nMai gida ya ce: "Ba na son [[S:ɗan luwaɗi]] a gidana"' },
  { genre: 'kyc', text: 'Huurdersaansoek - eiendomsagent\nAansoeker: mnr. {name}\nMedehuurder: [[S:sy kêrel]], Pieter' },
  { genre: 'hr', text: 'Signalement - ligne interne d\'alerte\nVictime : {name}\nFaits : moqueries répétées sur son [[S:homosexualité]] en réunion' },
  { genre: 'chat', text: 'Ìfiránṣẹ́ Telegram ẹgbẹ́ àdúgbò\n{name} ti sọ fún gbogbo wa pé òun jẹ́ [[S:gay]], ẹ fi í sílẹ̀' },
  { genre: 'chat', text: 'Call-centre note - mobile network\nCaller: {name}\nComplaint: neighbours posted her number in a group calling her a [[S:lesbian]]; wants the SIM swapped' },
  { genre: 'kyc', text: 'Aanmelding kinderopvang\nOuder 1: mevrouw {name}\nOuder 2: [[S:haar vrouw]], Eva' },
  { genre: 'clinical', text: 'Akwụkwọ nkọwa onye ọrụ nlekọta\nNwata: {name}\nNsogbu: a chụrụ ya n\'ụlọ maka na ọ bụ [[S:nwoke na-edina nwoke]]' },
  { genre: 'clinical', text: 'Inqaku lonontlalontle\nUmxhasi: {name}\nIngxaki: ugxothwe ekhaya emva kokuba exelele usapho ukuba [[S:uyi-gay]]' },
  { genre: 'hr', text: 'Ankieta dobrostanu pracowników\nImię i nazwisko (dobrowolnie): {name}\nOrientacja: [[S:biseksualna]]' },
  { genre: 'chat', text: 'Freelance platform - dispute\nFreelancer: {name}\nNote: the client cancelled after seeing {first}\'s profile photo with [[S:his boyfriend]]' },
  { genre: 'chat', text: 'Body corporate - minutes\nItem 4: complaint from {name}, unit {n}, that a trustee called her "that [[S:lesbian]] in 12"' },
  { genre: 'kyc', text: 'Solicitud de alquiler - inmobiliaria\nInquilino: {name}\nObservaciones: pareja [[S:gay]], sin mascotas' },
  { genre: 'chat', text: 'Neighbourhood watch WhatsApp\nChairman: Make una watch {name} well o, dem say him be [[S:homo]]' },
  { genre: 'chat', text: 'Klagte - aanlynwinkel\nKliënt: {name}\nDie koerier het hom by die voordeur \'n "[[S:moffie]]" genoem' },
  { genre: 'hr', text: 'Questionario benessere dei dipendenti\nDipendente: {name}\nCommento: "Non dico ai colleghi che sono [[S:lesbica]]"' },
  // Political opinion.
  { genre: 'kyc', text: 'Keke NAPEP riders association - levy book\nRider: {name}\nNote: ward mobiliser for the [[P:APC]], exempt from levy this month' },
  { genre: 'chat', text: 'Neighbourhood watch - member vetting\nMember: {name}\nNote: local branch secretary of the [[P:EFF]]; asked to keep politics off patrol' },
  { genre: 'hr', text: 'Food bank volunteer rota\nVolunteer: {name}\nNote: [[P:Green Party]] councillor for the ward; no leaflets at the bank please' },
  { genre: 'kyc', text: 'Fomu ya maombi - mpango wa pesa taslimu (Inua Jamii)\nMnufaika: {name}\nMaoni ya afisa: ni wakala wa chama cha [[P:ODM]] kata hii' },
  { genre: 'kyc', text: 'Ifomu yokubhalisa - iqembu lebhola lomphakathi\nUmdlali: {name}\nUmsebenzi: ikhansela le-[[P:IFP]]' },
  { genre: 'kyc', text: 'Mitgliedsantrag Laufgruppe\nName: {name}\nBemerkung: Stadtrat der [[P:Grünen]], läuft meist dienstags' },
  { genre: 'kyc', text: 'Takardar jerin masu karɓar tallafi\nSuna: {name}\nJam\'iyya: [[P:PDP]], shugaban mazaba' },
  { genre: 'chat', text: 'Regspersoon - notule van die trustees\nTrustee: {name}\nBelange: raadslid vir die [[P:DA]] in wyk 54' },
  { genre: 'kyc', text: 'Fiche d\'inscription - club de rugby\nJoueur : {name}\nProfession : élu municipal ([[P:Les Républicains]])' },
  { genre: 'kyc', text: 'Ìwé àkọsílẹ̀ ẹgbẹ́ àwọn olùkọ̀ kẹ̀kẹ́ Márúwá\nOrúkọ: {name}\nẸgbẹ́ òṣèlú: [[P:Labour Party]]' },
  { genre: 'hr', text: 'Car wash - staff register\nWorker: {name}\nNote: [[P:NDC]] polling agent; off on election day' },
  { genre: 'kyc', text: 'Aanvraag huurwoning - makelaar\nAanvrager: {name}\nWerkgever: Tweede Kamerfractie van de [[P:PVV]] (beleidsmedewerker)' },
  { genre: 'kyc', text: 'Ndekọ ndị nche obodo\nAha: {name}\nỌrụ ọzọ: onye ndu [[P:APGA]] na wọọdụ' },
  { genre: 'chat', text: 'Ingxelo yomnxeba - iziko leefowuni\nUmthengi: {name}\nUthe ungumququzeleli we-[[P:ANC]] kwiwadi 12, ufuna umphathi' },
  { genre: 'hr', text: 'Zgłoszenie sygnalisty\nDotyczy: {name}, kierownik działu\nTreść: zbiera podpisy dla [[P:Konfederacji]] w godzinach pracy' },
  { genre: 'kyc', text: 'School trip consent - parent volunteer\nParent: {name}\nNote: MCA aspirant for [[P:UDA]]; will join as a chaperone' },
  { genre: 'kyc', text: 'Student union - SRC nomination\nCandidate: {name}\nPolitical affiliation declared: [[P:NPP]] (TESCON member)' },
  { genre: 'hr', text: 'Encuesta de bienestar laboral\nEmpleado: {name}\nComentario: "Me excluyen desde que me presenté en la lista de [[P:Vox]]."' },
  { genre: 'chat', text: 'Telegram - estate residents\n{name}: Na me be [[P:NNPP]] ward chairman for here, make una come meeting Saturday' },
  { genre: 'kyc', text: 'Visserslisensie - aansoek\nAansoeker: {name}\nAnder betrokkenheid: raadslid van die [[P:Patriotic Alliance]]' },
  { genre: 'hr', text: 'Scheda volontario - banco alimentare\nVolontario: {name}\nNote: consigliere comunale del [[P:Partito Democratico]]' },
  // Trade-union membership.
  { genre: 'hr', text: 'Ferry operator staff record - Lagos\nDeckhand: {name}\nUnion: [[U:Maritime Workers Union of Nigeria]]' },
  { genre: 'hr', text: 'Wellness survey - mine employees, free text\nRespondent: {name}\n"Since I joined [[U:NUMSA]] my supervisor does not greet me."' },
  { genre: 'hr', text: 'Call-centre agent - HR note\nAgent: {name}\nRep: [[U:CWU]] workplace rep; 10% facility time' },
  { genre: 'kyc', text: 'Fomu ya kujiunga - klabu ya wakimbiaji\nMwanachama: {name}\nKazi: mwalimu, mwanachama wa [[U:KNUT]]' },
  { genre: 'hr', text: 'Inqaku lomnxeba - i-call centre\nUmsebenzi: {name}\nInyunyana: [[U:SACCAWU]]\nIshifu: ntambama' },
  { genre: 'hr', text: 'Personalnotiz Callcenter\nMitarbeiterin: {name}\nBetriebsrätin, Mitglied bei [[U:ver.di]]' },
  { genre: 'kyc', text: 'Takardar izinin tafiyar makaranta - malami mai rakiya\nMalami: {name}\nKungiyar kwadago: [[U:NUT]], reshen Kano' },
  { genre: 'hr', text: 'Matriekeksamen - toesighouer\nOnderwyser: {name}\nVakbond: [[U:SAOU]]\nSaal: 2' },
  { genre: 'hr', text: 'Réclamation client - note interne\nAgent : {name}\nDélégué [[U:CGT]], heures de délégation le jeudi' },
  { genre: 'kyc', text: 'Ìwé ìbéèrè ilé (ajẹ́ntì ilé)\nOrúkọ: {name}\nIṣẹ́: olùkọ́ni ní yunifásítì, ọmọ ẹgbẹ́ [[U:ASUU]]' },
  { genre: 'chat', text: 'Lost luggage report - Kotoka\nPassenger: {name}, delegate of the [[U:Ghana National Association of Teachers]]\nBag: green suitcase' },
  { genre: 'hr', text: 'Klokkenluidersmelding\nMelder: {name}\nFunctie: kaderlid van de [[U:FNV]]' },
  { genre: 'chat', text: 'Ndekọ nzukọ ndị nche obodo\n{name} bụ onye otu [[U:NUEE]], ọ ga-ahụ maka ọkụ n\'okporo ụzọ' },
  { genre: 'hr', text: 'Uvavanyo lwematriki - umlawuli\nUtitshala: {name}\nUmbutho: [[U:SADTU]]' },
  { genre: 'hr', text: 'Ankieta dobrostanu\nPracownik: {name}\nKomentarz: "Od kiedy wstąpiłam do [[U:Solidarności]], kierownik daje mi nocki."' },
  { genre: 'kyc', text: 'Cash transfer - household profile\nHead: {name}\nEmployment: casual dock worker, card-holding member of the [[U:Dock Workers Union]]' },
  { genre: 'hr', text: 'Body corporate - caretaker file\nCaretaker: {name}\nUnion: [[U:NEHAWU]]' },
  { genre: 'hr', text: 'Hoja de inscripción - excursión escolar (profesorado)\nProfesora: {name}\nSindicato: [[U:CCOO]], liberada media jornada' },
  { genre: 'chat', text: 'Jiji chat\nSeller {name}: I be [[U:NUPENG]] member, my tanker dey road, I go deliver the generator Monday' },
  { genre: 'hr', text: 'Dagsorg - personeellêer\nOppasser: {name}\nVakbond: [[U:Solidariteit]]' },
  { genre: 'hr', text: 'Segnalazione whistleblowing\nSegnalante: {name}\nRuolo: RSU della [[U:FIOM-CGIL]]' },
  // Biometric.
  { genre: 'kyc', text: 'Keke NAPEP rider registration\nRider: {name}\nCaptured: [[B:fingerprints]] and [[B:facial image]] for the state e-ticket' },
  { genre: 'kyc', text: 'Body corporate - access control consent\nResident: {name}\nEnrolled: [[B:right index fingerprint]] at the main gate reader' },
  { genre: 'kyc', text: 'Freelance platform - identity verification\nFreelancer: {name}\nStatus: [[B:selfie face match]] passed' },
  { genre: 'kyc', text: 'Usajili wa mnufaika - Inua Jamii\nJina: {name}\nImechukuliwa: [[B:alama za vidole]] kwenye ofisi ya chifu' },
  { genre: 'hr', text: 'Irejista yabasebenzi bokuwasha izimoto\nIsisebenzi: {name}\nUkungena: [[B:izigxivizo zeminwe]]' },
  { genre: 'chat', text: 'Flughafen - Gepäckermittlung\nReisende: {name}\nIdentifiziert per [[B:Gesichtsabgleich]] am Self-Service-Schalter' },
  { genre: 'kyc', text: 'Rajistar masu karɓar tallafi (NSIP)\nSuna: {name}\nAn ɗauki: [[B:zanen yatsu]] da [[B:hoton fuska]]' },
  { genre: 'kyc', text: 'Hengelklub - toegangsbeheer\nLid: {name}\nHek: [[B:vingerafdruk]] geregistreer' },
  { genre: 'kyc', text: 'Club de rugby - accès au stade\nAbonné : {name}\nContrôle : [[B:reconnaissance faciale]] à la tribune nord' },
  { genre: 'kyc', text: 'Ìforúkọsílẹ̀ ilé ìtọ́jú ọmọdé\nẸni tí yóò gbé ọmọ: {name}\nWọ́n gba [[B:ìtẹ̀ka]] rẹ̀ fún ẹnu ọ̀nà' },
  { genre: 'kyc', text: 'Running club - race kit collection\nRunner: {name}\nCollected after a [[B:face check]] against the Ghana Card photo' },
  { genre: 'chat', text: 'Klantcontact - bank\nKlant: {name}\nIngelogd met [[B:gezichtsherkenning]]; vraagt om limietverhoging' },
  { genre: 'kyc', text: 'Ndebanye aha ụgbọ mmiri (ferry)\nOnye njem: {name}\nNyocha: [[B:akara mkpịsị aka]] na kaadị NIN' },
  { genre: 'kyc', text: 'Irejista yovavanyo - imatriki\nUmgqatswa: {name}\nUqinisekiso: [[B:ushicilelo lweminwe]]' },
  { genre: 'kyc', text: 'Rejestr wejść - klub sztuk walki\nZawodnik: {name}\nWejście: [[B:skan dłoni]]' },
  { genre: 'kyc', text: 'Ferry - Likoni commuter pass\nCommuter: {name}\nBoarding: [[B:face scan]] at the gate' },
  { genre: 'chat', text: 'Call-centre log - insurer\nCaller: {name}\nVerified by [[B:voiceprint]]; claim status given' },
  { genre: 'kyc', text: 'Guardería - autorizaciones de recogida\nAutorizado: {name}\nAcceso con [[B:huella dactilar]]' },
  { genre: 'chat', text: 'Telegram - estate residents\n{name}: Dem collect my [[B:fingerprint]] for the estate gate, now the thing no dey open' },
  { genre: 'hr', text: 'Motorwas - personeelregister\nWerker: {name}\nKlok in: [[B:gesigskandering]]' },
  { genre: 'kyc', text: 'Scuolabus - app genitori\nGenitore: {name}\nAccesso con [[B:impronta digitale]]' },
  // Genetic.
  { genre: 'kyc', text: 'School trip consent\nStudent: {name}\nGenotype: [[G:SS]]; avoid long walks, keep hydrated' },
  { genre: 'hr', text: 'Employee wellness day - results\nEmployee: {name}\nFamily screening: [[G:BRCA2 carrier]]' },
  { genre: 'clinical', text: 'Social worker note\nClient: {name}\nTesting confirmed: [[G:fragile X premutation carrier]]' },
  { genre: 'kyc', text: 'Fomu ya kujiunga - klabu ya raga\nMchezaji: {name}\nHali ya seli mundu: [[G:AS]] (mbebaji)' },
  { genre: 'kyc', text: 'Ifomu yokubhalisa enkulisa\nIngane: {name}\nUcwaningo lofuzo: [[G:i-variant ye-MYBPC3]]' },
  { genre: 'kyc', text: 'Mitgliedsantrag Laufgruppe\nName: {name}\nHinweis: [[G:FBN1-Mutation]], Belastung mit Kardiologin abgesprochen' },
  { genre: 'kyc', text: 'Rajistar kungiyar keke\nSuna: {name}\nGenotype: [[G:AS]]' },
  { genre: 'kyc', text: 'Rugbyklub - mediese vorm\nSpeler: {name}\nGenetiese toets: [[G:HFE C282Y heterosigoot]]' },
  { genre: 'kyc', text: 'Certificat pour le club de rugby\nJoueur : {name}\nAntécédent : [[G:mutation du gène RYR1]]' },
  { genre: 'kyc', text: 'Fọ́ọ̀mù ìrìnàjò ilé ìwé\nỌmọ: {name}\nGenotype: [[G:SC]]' },
  { genre: 'kyc', text: 'Student union - welfare file\nStudent: {name}\nGenetic counselling letter: [[G:alpha-thalassaemia trait]]' },
  { genre: 'chat', text: 'Klachtformulier - DNA-testbedrijf\nKlant: {name}\nKlacht: mijn uitslag ([[G:Factor V Leiden heterozygoot]]) is naar mijn werkgever gemaild' },
  { genre: 'kyc', text: 'Akwụkwọ ndebanye aha ụlọ nlekọta ụmụaka\nNwata: {name}\nGenotype: [[G:SS]]' },
  { genre: 'chat', text: 'Ingxelo yomnxeba - inkampani ye-inshurensi\nUmthengi: {name}\nUxele: [[G:i-BRCA1 mutation]]' },
  { genre: 'kyc', text: 'Zgłoszenie do klubu sportowego\nZawodnik: {name}\nBadanie genetyczne: [[G:mutacja w genie LMNA]]' },
  { genre: 'kyc', text: 'Cash transfer - disability top-up\nBeneficiary: {name}\nGenetic report: [[G:DMD exon 45-50 deletion]]' },
  { genre: 'kyc', text: 'Matric exam - special concessions\nCandidate: {name}\nGenetic report: [[G:22q11.2 deletion]]' },
  { genre: 'chat', text: 'Reclamación - empresa de test de ADN\nCliente: {name}\nResultado filtrado: [[G:mutación BRCA1]]' },
  { genre: 'chat', text: 'Telegram - couples group\n{name}: We don check am, my genotype na [[G:AS]], so we go run another test' },
  { genre: 'kyc', text: 'Dagsorg - inskrywing\nKind: {name}\nGenetiese diagnose: [[G:FMR1-volmutasie]]' },
  { genre: 'kyc', text: 'Iscrizione scuola di karate\nAllievo: {name}\nReferto: [[G:portatore di beta-talassemia]]' },
  // Criminal record.
  { genre: 'hr', text: 'Keke rider association - disciplinary\nRider: {name}\nConvicted of [[C:{offence}]] in {year}; badge withdrawn' },
  { genre: 'hr', text: 'Neighbourhood watch - member vetting\nApplicant: {name}\nSAPS clearance: convicted of [[C:housebreaking]] in {year}' },
  { genre: 'hr', text: 'Food bank volunteer - DBS outcome\nVolunteer: {name}\nDisclosure: caution for [[C:{offence}]] ({year})' },
  { genre: 'kyc', text: 'Leseni ya uvuvi - imekataliwa\nMvuvi: {name}\nSababu: alihukumiwa kwa [[C:uvuvi haramu]] {year}' },
  { genre: 'hr', text: 'Irejista yokuwasha izimoto - ukuhlolwa\nIsisebenzi: {name}\nIrekhodi: [[C:ukuntshontsha imoto]] ({year})' },
  { genre: 'hr', text: 'Jobcenter - Vermerk\nKunde: {name}\nHaftentlassung {year} nach Verurteilung wegen [[C:Betrug]]' },
  { genre: 'hr', text: 'Takardar daukar direban bas na makaranta\nSuna: {name}\nRahoton \'yan sanda: an yanke masa hukunci kan [[C:fashi]] a {year}' },
  { genre: 'kyc', text: 'Visserslisensie - geweier\nAansoeker: {name}\nRede: skuldig bevind aan [[C:perlemoenstropery]] in {year}' },
  { genre: 'kyc', text: 'Club de rugby - licence refusée\nJoueur : {name}\nMotif : condamné pour [[C:violences volontaires]] en {year}' },
  { genre: 'hr', text: 'Ìwé olùtọ́jú ọmọ (daycare)\nOṣìṣẹ́: {name}\nÌwádìí ọlọ́pàá: wọ́n dá a lẹ́bi [[C:jìbìtì]] ní {year}' },
  { genre: 'hr', text: 'Car wash - staff register\nWorker: {name}\nNote: served time for [[C:robbery]], released {year}' },
  { genre: 'hr', text: 'Aanmelding chauffeur leerlingenvervoer\nChauffeur: {name}\nVOG: geweigerd na veroordeling voor [[C:rijden onder invloed]] ({year})' },
  { genre: 'chat', text: 'Ndekọ nzukọ ndị nche obodo\nA mara {name} ikpe maka [[C:ohi]] na {year}, ya mere ọ gaghị eso n\'patrol' },
  { genre: 'hr', text: 'Ifom yokuqesha - inkulisa\nUmsebenzi: {name}\nIrekhodi lolwaphulo-mthetho: [[C:ukubetha]] ngo-{year}' },
  { genre: 'hr', text: 'Zgłoszenie sygnalisty\nDotyczy: {name}\nInformacja: prawomocnie skazany za [[C:oszustwo]] w {year}, zataił to przy zatrudnieniu' },
  { genre: 'kyc', text: 'Cash transfer - household visit\nHead: {name}\nNote: just released, served three years for [[C:{offence}]]' },
  { genre: 'chat', text: 'Body corporate - trustee nomination\nNominee: {name}\nObjection: convicted of [[C:fraud]] in {year}' },
  { genre: 'hr', text: 'Ficha de voluntario - banco de alimentos\nVoluntario: {name}\nCertificado de antecedentes: condena por [[C:hurto]] ({year})' },
  { genre: 'chat', text: 'Jiji chat\nBuyer: Bros, na this same {name} wey dem convict for [[C:{offence}]] for {year}? I no go pay first' },
  { genre: 'hr', text: 'Rugbyklub - dissipline\nSpeler: {name}\nSkuldig bevind aan [[C:aanranding]] ({year})' },
  { genre: 'hr', text: 'Iscrizione palestra di karate - istruttore\nIstruttore: {name}\nCasellario: condanna per [[C:lesioni personali]] nel {year}' },
  // Negatives: the same kinds of record with ordinary values, and category words about no one (90, in threes).
  { genre: 'kyc', text: 'Food bank referral - church pantry, Surulere\nClient: {name}\nReason: lost his job; family of five\nDiet: no restriction' },
  { genre: 'kyc', text: 'Matric exam - access arrangement request\nCandidate: {name}\nCondition: none\nRequested: nil' },
  { genre: 'hr', text: 'Employee wellness survey - free text\nRespondent: {name}\n"The new rota is fine, but the canteen closes too early."' },
  { genre: 'kyc', text: 'Takardar shirin tallafin kudi (NSIP)\nSuna: {name}\nNakasa: babu\nMai kula: babu' },
  { genre: 'kyc', text: 'Voedselbank - verwysing\nKliënt: {name}\nGesondheid: geen probleme nie\nGesinsgrootte: 4' },
  { genre: 'news', text: 'Le centre de vaccinations internationales de {city} rappelle que le vaccin contre la fièvre jaune est obligatoire pour la Guyane.' },
  { genre: 'kyc', text: 'Fọ́ọ̀mù ìforúkọsílẹ̀ ilé ìtọ́jú ọmọdé (daycare)\nOrúkọ ọmọ: {name}\nẸ̀hun: kò sí\nẸni tí yóò gbé e: màmá rẹ̀' },
  { genre: 'news', text: 'Port health notice: travellers without a yellow fever card will be vaccinated at the Kotoka desk for a fee.' },
  { genre: 'clinical', text: 'Podotherapie - intakeformulier\nCliënt: {name}\nVoorgeschiedenis: geen bijzonderheden\nSchoenmaat: 43' },
  { genre: 'chat', text: 'Call centre note - telco customer line\nCaller: {name}\nShe talk say her data dey finish too fast, she want refund.' },
  { genre: 'chat', text: 'Neighbourhood watch - patrol roster note\nMember: {name}\nOff patrol until March: working night shift' },
  { genre: 'kyc', text: 'Tesseramento palestra di kickboxing - certificato\nAtleta: {name}\nCertificato medico agonistico: consegnato, valido fino a dicembre' },
  { genre: 'chat', text: 'Caterer booking - naming ceremony\nClient: {name}\nMenu: jollof, moi moi and small chops\nGuests: 150' },
  { genre: 'chat', text: 'Body corporate - complaint\nFrom: unit {n}\nAgainst: {name}, unit 9: loud music after 22:00 on Fridays' },
  { genre: 'news', text: 'The Central Mosque in {city} will open its doors to visitors on Saturday for a community tea.' },
  { genre: 'news', text: 'Tangazo: Kanisa Katoliki la Mtakatifu Petro, {city}, litakuwa na harambee ya ujenzi Jumapili.' },
  { genre: 'kyc', text: 'Ikhadi lokubhalisa - iqembu lebhola\nUmdlali: {name}\nIbandla: akukho\nIsikhundla: unozinti' },
  { genre: 'hr', text: 'Bürgergeld - Vermerk Jobcenter\nKunde: {name}\nHinweis: kann samstags wegen Kinderbetreuung nicht arbeiten' },
  { genre: 'chat', text: 'Ìwé ẹgbẹ́ akọrin\nOrúkọ: {name}\nOhùn: soprano\nỌjọ́ ìdánrawò: Ọjọ́bọ̀' },
  { genre: 'kyc', text: 'Raffle ticket stub - fundraiser\nBuyer: {name}\nTicket: 0457\nDraw: 30 November' },
  { genre: 'kyc', text: 'Inschrijving kinderdagverblijf\nKind: {name}\nLevensovertuiging ouders: niet ingevuld\nDagen: maandag en dinsdag' },
  { genre: 'kyc', text: 'Akwụkwọ ndebanye aha keke\nOnye ọkwọ: {name}\nOkpukpe: -\nNọmba keke: AN-{n}' },
  { genre: 'news', text: 'Isaziso: icawa yamaWesile eQonce iza kuba nenkonzo yombulelo ngeCawa ezayo.' },
  { genre: 'clinical', text: 'Notatka pracownika socjalnego\nPodopieczna: {name}\nWyznanie: nie dotyczy\nWizyta: 12 maja' },
  { genre: 'kyc', text: 'Inua Jamii cash transfer - household visit\nBeneficiary: {name}\nHousehold: 6\nRoof: iron sheets' },
  { genre: 'chat', text: 'Buurtwag - lidmaatskap\nLid: {name}\nBeskikbaar: Vrydagaande' },
  { genre: 'kyc', text: 'Scuola dell\'infanzia - modulo mensa\nBambina: {name}\nMenù: standard' },
  { genre: 'chat', text: 'Estate agent - tenant application, Lekki\nApplicant: {name}\nEmployer: a logistics firm\nRent: paid two years upfront' },
  { genre: 'kyc', text: 'Matric exam - registration form\nCandidate: {name}\nPopulation group: prefer not to say\nHome language: English' },
  { genre: 'hr', text: 'Employee wellness survey - demographics\nRespondent: {name}\nEthnicity: prefer not to say\nDisability: no' },
  { genre: 'kyc', text: 'Leseni ya uvuvi - Ziwa Victoria\nMvuvi: {name}\nBandari: Dunga\nAda: imelipwa' },
  { genre: 'news', text: 'Isaziso: umkhosi woMhlanga uzobanjwa eNyokeni ngoSepthemba; izintombi zonke ziyamenywa.' },
  { genre: 'kyc', text: 'Mietinteressent - Selbstauskunft (Makler)\nInteressent: {name}\nNettoeinkommen: 3.100 €\nHaustiere: keine' },
  { genre: 'chat', text: 'Call centre note - county bursary line\nCaller: {name}\nAsked when the secondary bursary cheques will reach the school.' },
  { genre: 'clinical', text: 'Employee wellness programme - counselling intake\nEmployee: {name}\nPresenting issue: financial stress after the car was repossessed' },
  { genre: 'kyc', text: 'Estate agent - joint tenancy application\nLead tenant: {name}\nCo-tenant: none\nDeposit: 5 weeks' },
  { genre: 'chat', text: 'Ujumbe wa Telegram\n{name} ameandika: "Mkutano wa wazazi ni Jumamosi saa nne asubuhi."' },
  { genre: 'clinical', text: 'Inqaku lomeluleki wesikole\nUmfundi: {name}\nUdaba: akafiki ekilasini ngoLwesihlanu' },
  { genre: 'kyc', text: 'Anmeldung Tanzkurs - Einzelperson\nTeilnehmer: {name}\nKurs: Discofox, Anfänger' },
  { genre: 'news', text: 'Labari: kungiyar kare hakkin dan adam ta soki dokar hana auren jinsi a taron manema labarai.' },
  { genre: 'kyc', text: 'Huurdersaansoek - eiendomsagent\nAansoeker: {name}\nMedehuurder: geen\nHuur: R8 500' },
  { genre: 'news', text: 'La marche des fiertés de {city} partira de la place de la République samedi à 14 h.' },
  { genre: 'kyc', text: 'Keke NAPEP riders association - levy book\nRider: {name}\nLevy: paid for October' },
  { genre: 'chat', text: 'Neighbourhood watch - member vetting\nMember: {name}\nPolitical office: none\nSAPS clearance: clear' },
  { genre: 'news', text: 'Polling cards for the by-election in {city} have been sent; parties have until Friday to appoint counting agents.' },
  { genre: 'kyc', text: 'Fomu ya maombi - mpango wa pesa taslimu (Inua Jamii)\nMnufaika: {name}\nMaoni ya afisa: kaya inastahili' },
  { genre: 'hr', text: 'Car wash - staff register\nWorker: {name}\nNote: off on election day to vote' },
  { genre: 'kyc', text: 'Mitgliedsantrag Laufgruppe\nName: {name}\nBemerkung: läuft am liebsten sonntags früh' },
  { genre: 'kyc', text: 'Takardar jerin masu karɓar tallafi\nSuna: {name}\nJam\'iyya: babu\nAdadin yara: 4' },
  { genre: 'news', text: 'Die DA, ANC en EFF sal Donderdag in die stadsaal van {city} oor watertekorte debatteer.' },
  { genre: 'hr', text: 'Encuesta de bienestar laboral\nEmpleado: {name}\nComentario: "Necesitamos más sillas ergonómicas."' },
  { genre: 'kyc', text: 'Ìwé ìbéèrè ilé (ajẹ́ntì ilé)\nOrúkọ: {name}\nIṣẹ́: oníṣòwò\nOwó ilé: ti san' },
  { genre: 'chat', text: 'Lost luggage report - Kotoka\nPassenger: {name}\nBag: black suitcase, tag ACC 40{n}1' },
  { genre: 'news', text: 'Lo sciopero dei trasporti indetto dai sindacati di base fermerà autobus e metro a {city} venerdì.' },
  { genre: 'news', text: 'Ozi: Òtù NLC kwuru na a ga-eme ngagharị iwe n\'Enugu na Mọnde.' },
  { genre: 'hr', text: 'Inqaku lomnxeba - i-call centre\nUmsebenzi: {name}\nInyunyana: akukho\nIshifu: ntambama' },
  { genre: 'hr', text: 'Klokkenluidersmelding\nMelder: {name}\nFunctie: magazijnmedewerker\nVakbond: geen' },
  { genre: 'news', text: 'KNUT says teachers will report for the new term on Monday after the talks with the commission ended.' },
  { genre: 'hr', text: 'Matriekeksamen - toesighouer\nOnderwyser: {name}\nVakbond: geen\nSaal: 3' },
  { genre: 'hr', text: 'Réclamation client - note interne\nAgent : {name}\nMandat syndical : aucun\nÉquipe : B' },
  { genre: 'kyc', text: 'Keke NAPEP rider registration\nRider: {name}\nDocuments: NIN slip and two guarantors' },
  { genre: 'kyc', text: 'Body corporate - access control consent\nResident: {name}\nAccess: remote tag no. {n}12' },
  { genre: 'kyc', text: 'Freelance platform - identity verification\nFreelancer: {name}\nStatus: passport and proof of address accepted' },
  { genre: 'kyc', text: 'Usajili wa mnufaika - Inua Jamii\nJina: {name}\nHati: kitambulisho cha taifa na nambari ya simu' },
  { genre: 'hr', text: 'Irejista yabasebenzi bokuwasha izimoto\nIsisebenzi: {name}\nUkungena: nge-PIN\nIshifu: ekuseni' },
  { genre: 'news', text: 'Le stade de {city} teste la reconnaissance faciale aux entrées ; la CNIL a demandé un rapport.' },
  { genre: 'kyc', text: 'Rajistar masu karɓar tallafi (NSIP)\nSuna: {name}\nTakardu: katin zaɓe da lambar waya' },
  { genre: 'kyc', text: 'Hengelklub - toegangsbeheer\nLid: {name}\nHek: met sleutelkaart\nKaartnommer: {n}77' },
  { genre: 'kyc', text: 'Guardería - autorizaciones de recogida\nAutorizado: {name}\nAcceso: con la tarjeta del centro' },
  { genre: 'kyc', text: 'School trip consent\nStudent: {name}\nGenotype: not known\nAllergies: none' },
  { genre: 'hr', text: 'Employee wellness day - results\nEmployee: {name}\nBlood pressure and glucose: normal' },
  { genre: 'news', text: 'Screening for sickle cell trait will be offered free to couples at the {city} community clinic this month.' },
  { genre: 'kyc', text: 'Fomu ya kujiunga - klabu ya raga\nMchezaji: {name}\nHali ya seli mundu: haijapimwa' },
  { genre: 'kyc', text: 'Rugbyklub - mediese vorm\nSpeler: {name}\nGenetiese toets: nie gedoen nie' },
  { genre: 'chat', text: 'Klachtformulier - DNA-testbedrijf\nKlant: {name}\nKlacht: de testkit kwam drie weken te laat aan' },
  { genre: 'kyc', text: 'Akwụkwọ ndebanye aha ụlọ nlekọta ụmụaka\nNwata: {name}\nGenotype: a maghị\nAfọ: 3' },
  { genre: 'chat', text: 'Ingxelo yomnxeba - inkampani ye-inshurensi\nUmthengi: {name}\nUthe: ufuna ukutshintsha idilesi' },
  { genre: 'kyc', text: 'Iscrizione scuola di karate\nAllievo: {name}\nReferto: nessuna patologia nota\nCintura: gialla' },
  { genre: 'hr', text: 'Keke rider association - disciplinary\nRider: {name}\nOutcome: warned for parking at the junction; no further action' },
  { genre: 'hr', text: 'Neighbourhood watch - member vetting\nApplicant: {name}\nSAPS clearance: no record' },
  { genre: 'hr', text: 'Food bank volunteer - DBS outcome\nVolunteer: {name}\nDisclosure: none\nStart: Monday' },
  { genre: 'kyc', text: 'Leseni ya uvuvi - imeidhinishwa\nMvuvi: {name}\nRekodi ya polisi: hakuna' },
  { genre: 'news', text: 'Amaphoyisa athi abantu abathathu baboshelwe ukweba izimoto e-{city}; amagama abo awakadalulwa.' },
  { genre: 'hr', text: 'Jobcenter - Vermerk\nKunde: {name}\nLetzte Tätigkeit: Lagerhelfer bis {year}' },
  { genre: 'hr', text: 'Ìwé olùtọ́jú ọmọ (daycare)\nOṣìṣẹ́: {name}\nÌwádìí ọlọ́pàá: kò sí ẹjọ́ kankan' },
  { genre: 'hr', text: 'Car wash - staff register\nWorker: {name}\nPolice report: clear\nShift: evening' },
  { genre: 'hr', text: 'Ficha de voluntario - banco de alimentos\nVoluntario: {name}\nCertificado de antecedentes: negativo' },
  { genre: 'chat', text: 'Jiji chat\nBuyer: Bros, the phone still dey? I fit come see am for {city} tomorrow.' },
  { genre: 'hr', text: 'Rugbyklub - dissipline\nSpeler: {name}\nOortreding: laat vir oefening, R50 boete' },
  { genre: 'hr', text: 'Zgłoszenie sygnalisty\nDotyczy: nieznany sprawca\nInformacja: kradzież paliwa z firmowych aut w {city}' },
];
