// Held-out set 46 of the special-category labelled set (issue 15). Written in session 39 by an author independent
// of the detector (a blind author helper of session 39, branch s39-special46): before writing it the author read only
// the session's rules, the blind-author brief and its own brief, bench/special/templates-heldout45.ts (for the
// TypeScript shape, the ordering in threes and the labelling policy), bench/special/generate.ts (the slot names and
// the writer's table), and the changes commit 351ff39e made to bench/special.ts, bench/special/generate.ts and
// test/bench/special-generate.test.ts (to wire the set in the same way), plus that test file's imports and its
// assertEverywhere helper. It did NOT read bench/special/slots.ts (the slot values are used blind, as {med}, {hosp},
// {offence}, {party}, {union}, {city}), anything under src/ or data-files/, test/detect/, README.md, any earlier set's
// .jsonl file or any other template body, and did not run the detector or the bench on this set before committing it
// (not yet read); running the generator test printed the titles of earlier sets' tests (a few kind words of sets 44
// and 45), after the set was written. The header comment lines of templates-heldout.ts to 45.ts were only counted
// for candidate record-kind words (how many header lines name each of about 330 candidates; the grep printed numbers
// only, nothing else), and only kinds whose key word no earlier header names were kept. Every idea in the brief's list (optician,
// dental, crisis line, asylum, prison visitor, parole, mosque/church cards, tribal authority, campaign, shop steward,
// gym, paternity, fertility, adoption, wedding, dating, tenant screening, insurance claim, chaplaincy, jury,
// pilgrimage, hearing aid, physiotherapy, payroll, visa, probation, census) was dropped: earlier headers name them all.
// 279 templates filled twice with seed 4646 (558 texts): 21 positive templates per category (189, in the order
// health, religion, race, orientation, political, union, biometric, genetic, criminal), each holding only its own
// category, and 90 negatives last (180 texts); all in threes, so the first of each three falls in NG and KE (English,
// Pidgin, Swahili, Hausa, Yorùbá, Igbo), the second in GH and ZA (English, isiZulu, isiXhosa, Afrikaans) and the
// third in the UK and EU (English, German, French, Dutch, Polish, Spanish, Italian). Slots are filled from slots.ts
// as in every set, so a fill may put a Ghanaian name in a Kisumu solar contract, a UK party in a German driving-school
// note, a name of either sex beside "he", "his husband", "Alumna", "Patiente" or "sa compagne", or a Nigerian city in
// a Swahili notice: such fill slips leave the spans right and are left as they fall. Every value is fictional; no
// identifier with a check digit is used (unit, fob, chip-card and keke numbers and amounts are shape-only).
// Kinds of record (chosen because no header of sets 1 to 45 names their key words - driving school, instructor,
// mechanic, garage, solar, PAYG, POS agent, agent banking, laundry, photo studio, graduation, restaurant, reservation,
// bakery, tuition, chess, orchestra, music lesson, ballet, theatre, yoga, cosmetic, piercing, apprentice, cleaner,
// gardener, CCTV, warehouse, logistics, overtime, hire purchase, borehole, recycling, filling station, petrol, durbar,
// focus group, reality show, cyber café, supermarket, loyalty, co-working, modelling, bookshop, forex, Airbnb, moving,
// sewing): driving school enrolments, lesson timetables, instructor files and vetting, learner medicals and internal
// tests (Ikeja, Abuja, Yorùbá, isiZulu and isiXhosa, Afrikaans bestuurskool, Ghana, German Fahrschule, French
// auto-école, Dutch rijschool, Polish szkoła jazdy, Spanish autoescuela, Italian autoscuola); mechanic workshop job
// cards, staff cards and WhatsApp groups (Ladipo, Ngong Road, Yorùbá); solar pay-as-you-go contracts and agents
// (Kisumu, Kakamega, Hausa); POS agent registrations, KYC updates and BVN checks (Ikorodu, Kano); laundry customer
// books (Yorùbá, Igbo, Pidgin, isiZulu); photo studio bookings (Kumasi, Tamale); restaurant reservations and a bakery
// order (Valencia, Italian, Spanish, UK); tuition centre forms and teacher files (Swahili, Kumasi, Accra, isiXhosa,
// Yorùbá, Nakuru); chess clubs (Durban, isiZulu, isiXhosa, French, Polish, ZA committee); a youth orchestra and a
// music school (Dutch, Italian); ballet and dance schools (Afrikaans, isiXhosa, isiZulu, Dutch, Spanish, Italian);
// theatre company files (UK, Afrikaans); yoga studios (UK, German, French); a cosmetic surgery questionnaire (French);
// a piercing studio consent (Italian); apprenticeship intakes and contracts (Onitsha, Aba, Hausa, German
// Ausbildung); cleaner and gardener placement agencies (isiZulu, ZA); CCTV reports (Hausa, Igbo); warehouse staff
// files, clock-ins and overtime sheets (Mombasa, Tema Port, Igbo, UK, German, Dutch, Polish, Spanish, French
// payslip); hire purchase contracts and chats (Kisii, Swahili, Igbo, Yorùbá, Pidgin); borehole water committees
// (Kitui, Swahili, Hausa); recycling buy-back centres (isiXhosa, Afrikaans, ZA); filling station registers, shift
// swaps and clock-ins (Tema, isiZulu, Afrikaans, Hausa, Yorùbá, Swahili, Port Harcourt); durbar seating lists
// (Damongo, Tamale); focus group screeners (UK, Polish); reality and quiz show applications (Nigeria, German, Dutch);
// cyber café registers (Yaba, Ghana, Igbo); a supermarket loyalty card (Italian); co-working memberships (UK, Nairobi,
// Dutch); modelling agencies (Accra, Cape Town, French); bookshop staff (Yorùbá, isiZulu); a forex bureau (Eastleigh);
// a short-stay (Airbnb) host chat (Lekki); moving company quotes and crew files (Afrikaans, Dutch, Polish, German,
// Italian, Spanish, UK); sewing classes (French, Italian); a holiday-let check-in (Spanish).
// Labelling policy (as set 45; what a careful data-protection analyst would mark): the value itself, never the field
// label, a negated, declined or empty value, or a dose. Health: a condition, symptom, injury, disability, allergy,
// pregnancy of the named person, a medicine, aid or treatment used (insulin, an insulin pump, hearing aids, Ritalin,
// a wheelchair), and, as the brief asks, a person's blood group ("O+", "AB-"), a negative test result ("negativo" for
// a hepatitis B test), preventive medication (PrEP) and a condition-named clinic ("diabetes clinic", "TB clinic").
// Religion: the faith, denomination or church a named person belongs to or serves, and an observance the text ties to
// the person's faith (kosher), not the day of worship itself (Friday, Saturday, Sunday). Race and ethnic origin: the
// ethnic, tribal or population group of a named person, including an ethnic label put on them ("Cygan"); a state of
// origin or home town is not marked. Sexual orientation: the orientation word, the same-sex partner word that reveals
// it ("his husband", "ihre Ehefrau", "sa compagne", "zijn man", "su novia", "mpenzi wake wa kiume"), and a slur put on
// a named person ("ɗan daudu", "saso"). Political opinion: the party a named person is a member, councillor,
// chairman, mobiliser, agent, aspirant, candidate, organiser or staffer of. Trade union: the union a named person
// belongs to, pays dues to or is a delegate, rep or secretary of. Biometric: the biometric item enrolled, captured,
// matched or used to verify, clock in or pay (fingerprints, thumbprint, face scan, palm scan, facial recognition, a
// biometric selfie). Genetic: the finding (a genotype AS, SS, SC or AC, a named variant, mutation, deletion, expansion,
// carrier state or trait), never the test's name. Criminal record: the offence a named person is convicted of or was
// jailed for, never the sentence, court or date.
// Negatives (180 texts): the same kinds of record of named people with ordinary values ("none", "nil", "babu",
// "geen", "keine", "akukho", "hakuna", "brak", "néant", "-", "not done", "not known", "no record", "prefer not to say",
// "nie ingevul nie", "no realizado", a key fob, a chip card, a BVN and NIN slip, a paper register), and category words
// about no one (a cosmetic clinic's skin cancer day, a ballet audition notice, a durbar tree planting with the
// Ahmadiyya mission, a mosque open day, a Hindu temple open day, a Dagomba and Mamprusi chiefs' meeting, a modelling
// agency call for all origins, a driving school note on foreigners' exams, a Pride comedy night, the Hisbah on 'yan
// daudu, party candidates at a durbar, driving schools closed on election Sunday, an EFF and ANC meeting, NUPENG
// loading, a CCOO and UGT strike, supermarket face payment trials, a cystic fibrosis charity run, arrests for copper
// cable theft and car theft of unnamed people).
// Writing slips known to the author: Yorùbá and Igbo tone marks are the author's best and may be incomplete or wrong
// in places (as they often are in real typed text); the isiZulu and isiXhosa forms mix in English words the way
// Durban and Cape Town forms do ("i-face scan", "i-variant ye-FBN1", "TB clinic", "i-mutation ye-HBB"); the Yorùbá
// mechanics' chat writes "gay" in English, as chats do; the Pidgin chats fall in KE rows as well as NG ones by the
// threes, and English KE-flavoured records (Kisii, Eastleigh, Nakuru) fall in NG rows too.
import type { Template } from './templates-dev.js';

export const HELDOUT46_TEMPLATES: Template[] = [
  // Health: three at a time, NG and KE, GH and ZA, UK and EU.
  { genre: 'kyc', text: 'Driving school enrolment - Ikeja\nLearner: {name}\nMedical: [[H:epilepsy]], last seizure {year}; doctor letter dey for file' },
  { genre: 'kyc', text: 'Photo studio booking - graduation shoot, Kumasi\nClient: {name}\nNote: client uses a [[H:wheelchair]] after a [[H:stroke]]; book the ground-floor set' },
  { genre: 'kyc', text: 'Yoga studio - new student health form\nStudent: {name}\nConditions: [[H:pregnant]] (22 weeks), [[H:high blood pressure]]' },
  { genre: 'kyc', text: 'Mkataba wa sola (lipa polepole) - Kisumu\nMteja: {name}\nMaelezo ya wakala: mteja ni [[H:kipofu]]; mtoto wake husoma SMS za malipo' },
  { genre: 'hr', text: 'Ifomu ye-ejensi yabahlanzi (cleaner agency)\nIsisebenzi: {name}\nImpilo: [[H:isifo sikashukela]]; uthatha i-[[H:insulin]] emini' },
  { genre: 'kyc', text: 'Fahrschule - Anmeldung\nFahrschüler: {name}\nGesundheit: [[H:Diabetes Typ 1]], trägt eine [[H:Insulinpumpe]]' },
  { genre: 'kyc', text: 'Rajistar wakilin POS - Kano\nWakili: {name}\nLafiya: yana da [[H:ciwon sukari]], yana shan [[H:{med}]]' },
  { genre: 'kyc', text: 'Iziko lokurisayikilisha - ubhaliso\nUmqokeleli: {name}\nImpilo: unesifo se-[[H:TB]], ufumana amayeza e-[[H:TB clinic]] yaseKhayelitsha' },
  { genre: 'clinical', text: 'Clinique de chirurgie esthétique - questionnaire\nPatiente : {name}\nAntécédents : [[H:anorexie]] en {year}, [[H:dépression]] traitée' },
  { genre: 'kyc', text: 'Ìwé ìforúkọsílẹ̀ ilé ìfọṣọ (laundry)\nOníbàárà: {name}\nÀkíyèsí: ó ní [[H:àrùn jẹjẹrẹ ọmú]], ẹ lo ọṣẹ tí kò ní òórùn' },
  { genre: 'kyc', text: 'Bestuurskool - inskrywing\nLeerling: {name}\nMedies: [[H:epilepsie]], aanvalvry sedert {year}' },
  { genre: 'kyc', text: 'Aanmelding jeugdorkest\nLid: {name}\nBijzonderheden: [[H:slechthorend]], draagt [[H:hoortoestellen]]' },
  { genre: 'hr', text: 'Akwụkwọ nnabata nwa-boyi (apprentice) - Onitsha\nNwa-boyi: {name}\nAhụike: ọ nwere [[H:ọbara mgbali elu]]; ọ na-aṅụ ọgwụ kwa ụbọchị' },
  { genre: 'hr', text: 'Filling station attendant register - Tema\nAttendant: {name}\nOff duty: [[H:typhoid]], admitted at {hosp}' },
  { genre: 'hr', text: 'Karta pracownika magazynu\nPracownik: {name}\nPrzeciwwskazania: [[H:przepuklina kręgosłupa]]; zakaz dźwigania' },
  { genre: 'hr', text: 'Borehole water committee - Kitui\nMember: {name}\nExcused from pump duty: attends the [[H:diabetes clinic]] at {hosp} every Tuesday' },
  { genre: 'kyc', text: 'Chess club - junior registration, Durban\nPlayer: {name}\nNeeds: [[H:ADHD]], takes [[H:Ritalin]] at lunch' },
  { genre: 'kyc', text: 'Studio piercing - consenso\nCliente: {name}\nTest epatite B: [[H:negativo]]\nTerapia in corso: [[H:PrEP]]' },
  { genre: 'hr', text: 'Mechanic workshop - staff emergency card, Ngong Road\nMechanic: {name}\nBlood group: [[H:O+]]\nAllergy: [[H:penicillin allergy]]' },
  { genre: 'kyc', text: 'Balletskool - oudisievorm\nDanser: {name}\nBesering: [[H:stressfraktuur]] in die linkervoet\nBloedgroep: [[H:AB-]]' },
  { genre: 'chat', text: 'Reserva - restaurante, Valencia\nNombre: {name}\nNotas: soy [[H:celíaco]] y tengo [[H:alergia al marisco]]' },
  // Religion.
  { genre: 'kyc', text: 'Driving school - lesson timetable, Abuja\nLearner: {name}\nNo lessons Friday 1-3pm ([[R:Muslim]])' },
  { genre: 'kyc', text: 'Durbar of chiefs - seating list, Damongo\nGuest: {name}, missionary of the [[R:Ahmadiyya Muslim]] mission' },
  { genre: 'chat', text: 'Bakery order - celebration cake\nCustomer: {name}\nNote: cake must be [[R:kosher]] (parve); customer is [[R:Jewish]], collect Saturday night' },
  { genre: 'kyc', text: 'Fomu ya kituo cha masomo ya ziada (tuition)\nMwanafunzi: {name}\nDini: [[R:Msabato]]; hasomi Jumamosi' },
  { genre: 'kyc', text: 'Irejista yeqembu le-chess\nUmdlali: {name}\nIsonto: [[R:ZCC]]; akadlali ngeSonto' },
  { genre: 'hr', text: 'Ausbildungsvertrag - Personalbogen\nAuszubildender: {name}\nKonfession: [[R:evangelisch]]' },
  { genre: 'kyc', text: 'Takardar ajiyar wuta ta sola (PAYG)\nAbokin ciniki: {name}\nAddini: [[R:Kirista]]\nUnguwa: Sabon Gari' },
  { genre: 'kyc', text: 'Ifomu yokubhalisa - isikolo sokuqhuba\nUmfundi: {name}\nIcawa: [[R:umWesile]]; akafundi ngeCawa' },
  { genre: 'kyc', text: 'Fiche d\'inscription - cours de yoga\nÉlève : {name}\nRemarque : [[R:musulmane]] pratiquante, ne vient pas le vendredi midi' },
  { genre: 'kyc', text: 'Ìwé ìforúkọsílẹ̀ àwọn akẹ́kọ̀ọ́ ilé ìwé ìwakọ̀ (driving school)\nAkẹ́kọ̀ọ́: {name}\nẸ̀sìn: [[R:Mùsùlùmí]]' },
  { genre: 'hr', text: 'Vulstasie - personeellêer\nWerker: {name}\nGeloof: [[R:Apostoliese Geloofsending]]; werk nie Sondagoggende nie' },
  { genre: 'kyc', text: 'Kandidatenformulier - quizshow\nKandidaat: {name}\nOver mezelf: ik ben [[R:hindoe]] en speel sitar' },
  { genre: 'kyc', text: 'Akwụkwọ ndebanye aha ụlọ ịsa akwa (laundry)\nOnye ahịa: {name}\nỤka: [[R:Katọlik]]; a ga-ewere uwe ụka ya Satọdee' },
  { genre: 'hr', text: 'Filling station - shift swap request\nAttendant: {name}\nReason: [[R:Church of Pentecost]] deacon, needs Sunday mornings off' },
  { genre: 'kyc', text: 'Ankieta - grupa fokusowa (badanie rynku)\nUczestnik: {name}\nWyznanie: [[R:Świadek Jehowy]]' },
  { genre: 'kyc', text: 'Forex bureau - customer profile, Eastleigh\nCustomer: {name}\nNotes: client is [[R:Hindu]]; funds from the family hardware shop' },
  { genre: 'kyc', text: 'Cleaner placement agency - client request\nEmployer: {name}\nRequest: a helper who is [[R:Seventh-day Adventist]], like the family' },
  { genre: 'kyc', text: 'Iscrizione corso di cucito\nCorsista: {name}\nNote: [[R:sikh]] praticante; chiede la pausa alle 13' },
  { genre: 'chat', text: 'Mechanic workshop job card - Ladipo\nCustomer: {name}\nNote: Oga say make una finish am before Friday, him be [[R:Deeper Life]] pastor' },
  { genre: 'kyc', text: 'Iziko lokurisayikilisha - ukubhatala\nUmqokeleli: {name}\nUnqulo: [[R:umSilamsi]]; akezi ngoLwesihlanu emini' },
  { genre: 'chat', text: 'Reserva - restaurante\nNombre: {name}\nNotas: sin cerdo ni alcohol, la familia es [[R:musulmana]]' },
  // Race and ethnic origin.
  { genre: 'kyc', text: 'POS agent registration - Ikorodu\nAgent: {name}\nState of origin: Ebonyi\nTribe: [[E:Igbo]]' },
  { genre: 'kyc', text: 'Durbar - chiefs\' registration, Tamale\nChief: {name}\nEthnic group: [[E:Dagomba]]' },
  { genre: 'kyc', text: 'Focus group screener - supermarket study\nRespondent: {name}\nEthnicity: [[E:Black Caribbean]]\nQuota: filled' },
  { genre: 'hr', text: 'Fomu ya ajira - ghala (warehouse), Mombasa\nMfanyakazi: {name}\nKabila: [[E:Mdigo]]\nZamu: usiku' },
  { genre: 'kyc', text: 'Ifomu yokubhalisa - isikole sokushayela\nUmfundi: {name}\nUhlanga: [[E:umSuthu]]' },
  { genre: 'kyc', text: 'Reality-Show - Bewerbungsbogen\nKandidat: {name}\nHerkunft: [[E:Sinto]], aus einer Schaustellerfamilie' },
  { genre: 'kyc', text: 'Takardar kwamitin rijiyar burtsatse (borehole)\nMamba: {name}\nƘabila: [[E:Fulani]]' },
  { genre: 'kyc', text: 'Ifomu ye-ballet\nUmdanisi: {name}\nIqela labantu: [[E:Coloured]]' },
  { genre: 'kyc', text: 'Fiche candidat - agence de mannequins\nCandidate : {name}\nOrigine : [[E:peule]] (Sénégal)' },
  { genre: 'hr', text: 'Ìwé ìforúkọsílẹ̀ ilé ìtajà ìwé (bookshop)\nOṣìṣẹ́: {name}\nẸ̀yà: [[E:Hausa]]' },
  { genre: 'kyc', text: 'Herwinningsentrum - verkoper registrasie\nVerkoper: {name}\nBevolkingsgroep: [[E:Bruin]]' },
  { genre: 'kyc', text: 'Klantprofiel - coworkingruimte\nLid: {name}\nAchtergrond: [[E:Hindostaans]]' },
  { genre: 'kyc', text: 'Akwụkwọ nkwekọrịta ịzụ ụgbọ ala n\'akaụgwọ (hire purchase)\nOnye na-azụ: {name}\nAgbụrụ: [[E:Ijaw]]' },
  { genre: 'kyc', text: 'Tuition centre - parent form, Kumasi\nPupil: {name}\nEthnic group: [[E:Asante]]' },
  { genre: 'chat', text: 'Formularz - szkoła jazdy\nKursant: {name}\nUwagi: instruktor mówi o nim \'[[E:Cygan]]\'' },
  { genre: 'kyc', text: 'Hire purchase - motorbike, Kisii\nBorrower: {name} ([[E:Abagusii]])\nDeposit: KSh 20,000' },
  { genre: 'hr', text: 'Gardener placement agency - worker card\nWorker: {name}\nGroup: [[E:Ndebele]] (from Bulawayo)' },
  { genre: 'kyc', text: 'Scheda - scuola di musica\nAllievo: {name}\nEtnia: [[E:rom]]' },
  { genre: 'chat', text: 'Cyber café register - Yaba\nCustomer: {name}\nAttendant note: na [[E:Urhobo]] man, him print im JAMB slip for here' },
  { genre: 'hr', text: 'Irejista yabasebenzi - isiteshi sikaphethiloli (filling station)\nIsisebenzi: {name}\nUhlanga: [[E:umXhosa]]' },
  { genre: 'kyc', text: 'Ficha - academia de danza (ballet)\nAlumna: {name}\nObservaciones: [[E:gitana]], viene con su madre' },
  // Sexual orientation.
  { genre: 'chat', text: 'Short-stay host chat (Airbnb) - Lekki\nGuest {name}: E go be me and my [[S:boyfriend]], both of us na guys. Abeg security no go wahala us?' },
  { genre: 'kyc', text: 'Modelling agency - talent card, Accra\nModel: {name}\nBio: openly [[S:gay]], based in Osu' },
  { genre: 'hr', text: 'Theatre company - emergency contacts\nActor: {name}\nNext of kin: [[S:his husband]], Tom' },
  { genre: 'kyc', text: 'Fomu ya mkopo wa pikipiki (hire purchase)\nMkopaji: {name}\nMdhamini: [[S:mpenzi wake wa kiume]]; wanaishi pamoja' },
  { genre: 'hr', text: 'Ifomu lomsebenzi - i-ejensi yabahlanzi\nIsisebenzi: {name}\nUmqashi uthi: ungu-[[S:ngqingili]], akafuni asebenze endlini yakhe' },
  { genre: 'kyc', text: 'Yogastudio - Partnerkarte\nMitglied: {name}\nPartnerkarte für: [[S:ihre Ehefrau]] Lena' },
  { genre: 'chat', text: 'Rahoton CCTV - shago, Kano\nBayani: an ga {name} yana rungumar wani namiji; ma\'aikata suna kiransa \'[[S:ɗan daudu]]\'' },
  { genre: 'kyc', text: 'Ifomu yokubhalisa - iqela le-chess\nUmdlali: {name}\nIqabane: [[S:umfazi wakhe]] (bobabini ngabafazi)' },
  { genre: 'kyc', text: 'Déclaration - atelier couture\nParticipante : {name}\nVient avec : [[S:sa compagne]], Julie' },
  { genre: 'chat', text: 'Ìfiránṣẹ́ WhatsApp ẹgbẹ́ àwọn oníṣẹ́ ẹ̀rọ (mechanics)\n{name}: Ẹ jọ̀ọ́, ẹ má sọ fún ọ̀gá pé mo jẹ́ [[S:gay]]' },
  { genre: 'kyc', text: 'Verhuisingsmaatskappy - kwotasie\nKliënt: {name}\nTrek saam met: [[S:sy man]], Pieter' },
  { genre: 'kyc', text: 'Aanmelding balletschool volwassenen\nLeerling: {name}\nNoodcontact: [[S:zijn man]] Bram' },
  { genre: 'chat', text: 'Akwụkwọ mkpesa - CCTV ụlọ ahịa\nOnye ahịa: {name}\nIhe e dere: ndị nche na-akpọ ya \'[[S:nwoke na-edina nwoke]]\'' },
  { genre: 'hr', text: 'Filling station - staff complaint\nComplainant: {name}\nComplaint: the supervisor keeps calling him \'[[S:saso]]\' in front of customers' },
  { genre: 'kyc', text: 'Karta członkowska - klub szachowy\nCzłonek: {name}\nOsoba kontaktowa: [[S:jego partner]] Marek' },
  { genre: 'kyc', text: 'Co-working space Nairobi - membership\nMember: {name}\nCouple plan with: [[S:her wife]], Wanjiru' },
  { genre: 'kyc', text: 'Talent agency - model profile, Cape Town\nModel: {name}\nBio: proudly [[S:bisexual]]; available for Pride campaigns' },
  { genre: 'chat', text: 'Prenotazione ristorante\nNome: {name}\nNote: anniversario con [[S:suo marito]] Luca, tavolo tranquillo' },
  { genre: 'kyc', text: 'Reality show application - housemate form\nApplicant: {name}\nAbout me: I\'m [[S:bisexual]] and I won\'t hide it on TV' },
  { genre: 'hr', text: 'Teatergroep - lidmaatskap\nLid: {name}\nMaat: [[S:haar meisie]], Sanet' },
  { genre: 'kyc', text: 'Ficha de alumna - autoescuela\nAlumna: {name}\nContacto: [[S:su novia]], Marta' },
  // Political opinion.
  { genre: 'kyc', text: 'POS agent - KYC update\nAgent: {name}\nOther occupation: ward chairman, [[P:{party}]]' },
  { genre: 'kyc', text: 'Durbar - invited guests\nGuest: {name}, [[P:NPP]] constituency organiser' },
  { genre: 'kyc', text: 'Focus group screener\nRespondent: {name}\nScreen-out: member of the [[P:Green Party]] (party members excluded)' },
  { genre: 'kyc', text: 'Fomu ya kamati ya kisima (borehole)\nMwenyekiti: {name}\nMaelezo: ni mwanachama wa [[P:ODM]] na anagombea kiti cha MCA' },
  { genre: 'hr', text: 'Ifomu lokuqasha - isiteshi sikaphethiloli\nIsisebenzi: {name}\nUmsebenzi wangaphandle: ilungu le-[[P:IFP]], unobhala wegatsha' },
  { genre: 'kyc', text: 'Fahrschule - Vermerk\nFahrschüler: {name}\nFahrstunden verschoben: Wahlkampf als Kandidat der [[P:{party}]]' },
  { genre: 'hr', text: 'Takardar shiga aikin koyo (apprentice)\nSuna: {name}\nJam\'iyya: [[P:{party}]]\nMatsayi: sakataren matasa' },
  { genre: 'kyc', text: 'Ifomu yokubhalisa - iziko lokurisayikilisha\nUmqokeleli: {name}\nUmbutho wezopolitiko: ilungu le-[[P:EFF]]' },
  { genre: 'kyc', text: 'Fiche adhérent - club d\'échecs\nMembre : {name}\nProfession : attaché parlementaire ([[P:Les Républicains]])' },
  { genre: 'kyc', text: 'Ìwé ìforúkọsílẹ̀ - ilé ìdánilẹ́kọ̀ọ́ (tuition centre)\nObí: {name}\nIṣẹ́: alága ẹgbẹ́ òṣèlú [[P:{party}]] ní wọ́ọ̀dù 4' },
  { genre: 'hr', text: 'Bestuurskool - instrukteurlêer\nInstrukteur: {name}\nNota: raadslid vir die [[P:Vryheidsfront Plus]]' },
  { genre: 'kyc', text: 'Huurovereenkomst coworking\nLid: {name}\nOrganisatie: fractiemedewerker [[P:GroenLinks-PvdA]]' },
  { genre: 'kyc', text: 'Ndekọ ụlọ ọrụ ndozi ụgbọ ala (mechanic)\nOnye ahịa: {name}\nỌ bụ onye otu [[P:APGA]]; ọ na-ahazi ndị ntorobịa maka ntuli aka' },
  { genre: 'kyc', text: 'Photo studio - campaign portrait order, Tamale\nClient: {name}, [[P:NDC]] parliamentary aspirant\nSize: billboard' },
  { genre: 'kyc', text: 'Formularz przeprowadzki - firma przeprowadzkowa\nKlient: {name}\nUwagi: radny [[P:Prawa i Sprawiedliwości]]; przeprowadzka biura' },
  { genre: 'hr', text: 'Solar PAYG - agent register, Kakamega\nAgent: {name}\nNote: also a [[P:UDA]] mobiliser; asked for branded panels' },
  { genre: 'hr', text: 'Chess club - committee list\nTreasurer: {name}, councillor for the [[P:DA]] in ward 54' },
  { genre: 'kyc', text: 'Modulo iscrizione - corso di cucito\nCorsista: {name}\nNote: consigliera comunale del [[P:Partito Democratico]]' },
  { genre: 'chat', text: 'Laundry - customer book, Surulere\nCustomer: {name}\nNote: na [[P:{party}]] agent for ward 7, e dey bring campaign shirt every week' },
  { genre: 'hr', text: 'Irejista ye-ejensi yabalimi zingadi (gardener agency)\nIsisebenzi: {name}\nIqembu: ilungu le-[[P:ANC]], iphiko lentsha' },
  { genre: 'chat', text: 'Reserva de restaurante - grupo\nA nombre de: {name}, concejal de [[P:Vox]]\nComensales: 14' },
  // Trade-union membership.
  { genre: 'hr', text: 'Petrol station staff file - Port Harcourt\nAttendant: {name}\nUnion: [[U:NUPENG]], branch member' },
  { genre: 'hr', text: 'Warehouse staff file - Tema Port\nWorker: {name}\nUnion: [[U:Maritime and Dockworkers\' Union]], section rep' },
  { genre: 'hr', text: 'Overtime sheet - warehouse\nEmployee: {name}\nNote: 2 hours release for [[U:GMB]] rep duties' },
  { genre: 'hr', text: 'Fomu ya ajira - ghala la mizigo\nMfanyakazi: {name}\nChama cha wafanyakazi: [[U:{union}]]' },
  { genre: 'hr', text: 'Irejista yabasebenzi - i-ejensi yabahlanzi\nIsisebenzi: {name}\nInyunyana: [[U:SADSAWU]]' },
  { genre: 'hr', text: 'Überstundenzettel - Lager\nMitarbeiter: {name}\nBemerkung: Vertrauensmann der [[U:ver.di]]' },
  { genre: 'hr', text: 'Takardar ma\'aikacin gidan mai (filling station)\nSuna: {name}\nƘungiyar ƙwadago: [[U:{union}]]' },
  { genre: 'hr', text: 'Ifomu - isikolo sokuqhuba (driving school)\nUmqeqeshi: {name}\nUmbutho wabasebenzi: [[U:SATAWU]]' },
  { genre: 'hr', text: 'Bulletin de paie - heures supplémentaires\nSalarié : {name}\nCotisation syndicale : [[U:CGT]]' },
  { genre: 'hr', text: 'Ìwé ìforúkọsílẹ̀ ẹgbẹ́ àwọn oníṣẹ́ ẹ̀rọ (mechanics)\nOrúkọ: {name}\nẸgbẹ́ òṣìṣẹ́: [[U:{union}]]' },
  { genre: 'hr', text: 'Oortydvorm - vulstasie\nWerker: {name}\nVakbond: [[U:Solidariteit]]' },
  { genre: 'hr', text: 'Verhuisbedrijf - personeelsdossier\nVerhuizer: {name}\nVakbond: [[U:FNV]], kaderlid' },
  { genre: 'hr', text: 'Akwụkwọ ọrụ - ụlọ nkwakọba ngwa ahịa (warehouse)\nOnye ọrụ: {name}\nOtu ndị ọrụ: [[U:{union}]]' },
  { genre: 'hr', text: 'Driving school - instructor file, Kumasi\nInstructor: {name}\nUnion: [[U:GPRTU]] branch secretary' },
  { genre: 'hr', text: 'Lista nadgodzin - magazyn\nPracownik: {name}\nUwagi: członek [[U:NSZZ Solidarność]]' },
  { genre: 'hr', text: 'Tuition centre - teacher file, Nakuru\nTeacher: {name}\nUnion: [[U:KUPPET]], dues by check-off' },
  { genre: 'hr', text: 'Recycling buy-back centre - staff\nWorker: {name}\nUnion: [[U:NUMSA]], dues deducted' },
  { genre: 'hr', text: 'Ditta di traslochi - scheda dipendente\nDipendente: {name}\nSindacato: [[U:FILT CGIL]], delegato RSU' },
  { genre: 'chat', text: 'Driving school instructors - WhatsApp\n{name}: Oga, I no fit come Monday, our [[U:NURTW]] branch get meeting' },
  { genre: 'hr', text: 'Ifomu lomsebenzi - isitolo sezincwadi (bookshop)\nIsisebenzi: {name}\nInyunyana: [[U:SACCAWU]]' },
  { genre: 'hr', text: 'Parte de horas extra - almacén\nTrabajador: {name}\nObservaciones: delegado de [[U:CCOO]]' },
  // Biometric.
  { genre: 'kyc', text: 'POS agent onboarding - BVN check\nAgent: {name}\nVerified by: [[B:fingerprint]] on the terminal' },
  { genre: 'hr', text: 'Filling station - staff clock-in\nAttendant: {name}\nClock-in: [[B:thumbprint]] reader, enrolled {year}' },
  { genre: 'kyc', text: 'Co-working space - access enrolment\nMember: {name}\nEntry: [[B:face scan]] at the front door, enrolled today' },
  { genre: 'kyc', text: 'Fomu ya mkopo wa simu (lipa polepole)\nMteja: {name}\nUthibitisho: [[B:alama za vidole]] zimechukuliwa' },
  { genre: 'kyc', text: 'Ukubhalisa - isikole sokushayela\nUmfundi: {name}\nUkuqinisekisa: [[B:izigxivizo zeminwe]] ze-eNaTIS' },
  { genre: 'hr', text: 'Lager - Zeiterfassung\nMitarbeiterin: {name}\nStempeluhr: [[B:Fingerabdruck]] hinterlegt' },
  { genre: 'kyc', text: 'Takardar rajistar wakilin POS\nSuna: {name}\nTabbatarwa: [[B:zanen yatsa]] da [[B:hoton fuska]]' },
  { genre: 'kyc', text: 'Iziko lokurisayikilisha - ukubhatala\nUmqokeleli: {name}\nUkuqinisekisa: [[B:i-face scan]] ngefowuni ngaphambi kokuhlawulwa' },
  { genre: 'kyc', text: 'Salle de yoga - accès\nAdhérente : {name}\nAccès : [[B:reconnaissance faciale]] activée le 3 mars' },
  { genre: 'kyc', text: 'Ìwé ìforúkọsílẹ̀ ọkọ̀ (hire purchase)\nOníbàárà: {name}\nÌdánimọ̀: a gba [[B:ìka ọwọ́]] rẹ̀ sínú ẹ̀rọ' },
  { genre: 'kyc', text: 'Herwinningsentrum - betaling\nVerkoper: {name}\nVerifikasie: [[B:vingerafdruk]] op die skandeerder' },
  { genre: 'hr', text: 'Magazijn - toegangsregistratie\nMedewerker: {name}\nToegang: [[B:handpalmscan]] bij de poort' },
  { genre: 'kyc', text: 'Akwụkwọ ndebanye aha - cyber café\nOnye ahịa: {name}\nNkwenye: e were [[B:akara mkpịsị aka]] ya' },
  { genre: 'kyc', text: 'Tuition centre - attendance, Accra\nPupil: {name}\nSign-in: [[B:facial recognition]] tablet at the gate' },
  { genre: 'kyc', text: 'Szkoła jazdy - egzamin wewnętrzny\nKursant: {name}\nWeryfikacja: [[B:skan twarzy]] w aplikacji' },
  { genre: 'kyc', text: 'Forex bureau - KYC, Eastleigh\nCustomer: {name}\nVerified: [[B:fingerprints]] matched at the counter' },
  { genre: 'hr', text: 'Cleaner placement agency - worker onboarding\nWorker: {name}\nCaptured: [[B:fingerprints]] for the police clearance' },
  { genre: 'kyc', text: 'Supermercato - carta fedeltà\nCliente: {name}\nPagamento con [[B:impronta digitale]] attivato' },
  { genre: 'hr', text: 'Mechanic workshop - staff register\nMechanic: {name}\nNote: e don do [[B:thumbprint]] for the clock machine' },
  { genre: 'hr', text: 'Isitolo sezincwadi - ukungena kwabasebenzi\nIsisebenzi: {name}\nUkungena: [[B:ukuskena ubuso]]' },
  { genre: 'kyc', text: 'Alquiler vacacional - check-in\nHuésped: {name}\nVerificación: [[B:selfie biométrico]] comparado con el DNI' },
  // Genetic.
  { genre: 'hr', text: 'Apprenticeship intake - Aba\nApprentice: {name}\nGenotype: [[G:SS]]' },
  { genre: 'kyc', text: 'Tuition centre - pupil health sheet, Accra\nPupil: {name}\nGenotype: [[G:SC]]' },
  { genre: 'hr', text: 'Theatre company - dancer medical declaration\nPerformer: {name}\nGenetic result: [[G:COL5A1 variant]]' },
  { genre: 'kyc', text: 'Fomu ya kituo cha masomo ya ziada\nMwanafunzi: {name}\nGenotaipu: [[G:AS]]' },
  { genre: 'kyc', text: 'Ifomu ye-ballet - impilo\nUmdanisi: {name}\nUmphumela wofuzo: [[G:i-variant ye-FBN1]]' },
  { genre: 'kyc', text: 'Fahrschule - ärztliches Gutachten\nFahrschüler: {name}\nBefund: [[G:HFE-Mutation C282Y homozygot]]' },
  { genre: 'hr', text: 'Takardar neman aiki - gidan mai\nSuna: {name}\nGenotype: [[G:AC]]' },
  { genre: 'kyc', text: 'Ifomu yokubhalisa - iziko lokufundisa (tuition)\nUmfundi: {name}\nUvavanyo lofuzo: [[G:umthwali we-cystic fibrosis]]' },
  { genre: 'kyc', text: 'Agence de mannequins - dossier médical\nMannequin : {name}\nRésultat génétique : [[G:porteuse de la mutation BRCA2]]' },
  { genre: 'hr', text: 'Fọ́ọ̀mù ìgbaniṣíṣẹ́ - ilé ìtajà ìwé\nOṣìṣẹ́: {name}\nGenotype: [[G:AS]]' },
  { genre: 'kyc', text: 'Balletskool - mediese vorm\nDanser: {name}\nGenetiese uitslag: [[G:LDLR-mutasie]]' },
  { genre: 'hr', text: 'Personeelsdossier - verhuisbedrijf\nMedewerker: {name}\nKeuring: [[G:dragerschap hemofilie A]]' },
  { genre: 'hr', text: 'Akwụkwọ ndebanye aha nwa-boyi (apprentice)\nNwa-boyi: {name}\nGenotype: [[G:SS]]' },
  { genre: 'kyc', text: 'Modelling agency - model file, Accra\nModel: {name}\nGenotype: [[G:AS]]' },
  { genre: 'kyc', text: 'Formularz - klub szachowy juniorów\nZawodnik: {name}\nBadanie genetyczne: [[G:delecja 15q11-q13]]' },
  { genre: 'hr', text: 'Forex bureau - staff medical, Eastleigh\nStaff: {name}\nGenetic screening: [[G:beta-thalassaemia trait]]' },
  { genre: 'kyc', text: 'Driving school - learner medical, Pretoria\nLearner: {name}\nGenetic report: [[G:HTT CAG expansion]]' },
  { genre: 'kyc', text: 'Scuola di danza - certificato\nAllieva: {name}\nEsito genetico: [[G:portatrice di fibrosi cistica]]' },
  { genre: 'chat', text: 'Hire purchase chat\nAgent: Your papers complete?\n{name}: Yes o, I add the hospital letter, my genotype na [[G:SC]]' },
  { genre: 'hr', text: 'Irejista - i-ejensi yabalimi zingadi\nIsisebenzi: {name}\nUmbiko wofuzo: [[G:i-mutation ye-HBB]]' },
  { genre: 'kyc', text: 'Autoescuela - reconocimiento médico\nAlumno: {name}\nEstudio genético: [[G:mutación del gen SCN1A]]' },
  // Criminal record.
  { genre: 'hr', text: 'POS agent application - rejected\nApplicant: {name}\nReason: convicted of [[C:{offence}]] in {year}' },
  { genre: 'hr', text: 'Driving school - instructor vetting\nInstructor: {name}\nPolice report: convicted of [[C:drunk driving]] in {year}' },
  { genre: 'hr', text: 'Moving company - crew vetting\nCrew member: {name}\nBasic DBS: conviction for [[C:theft from a dwelling]] ({year})' },
  { genre: 'hr', text: 'Kituo cha mafuta (filling station) - ajira\nMwombaji: {name}\nCheti cha polisi: alihukumiwa kwa [[C:wizi]] mwaka {year}' },
  { genre: 'hr', text: 'Ifomu - i-ejensi yabahlanzi\nIsisebenzi: {name}\nIrekhodi lobugebengu: [[C:ukweba]] ({year})' },
  { genre: 'hr', text: 'Umzugsfirma - Personalakte\nMitarbeiter: {name}\nFührungszeugnis: Verurteilung wegen [[C:Diebstahl]] ({year})' },
  { genre: 'kyc', text: 'Takardar kwamitin rijiya (borehole)\nMamba: {name}\nAn taɓa yanke masa hukunci kan [[C:sata]] a {year}' },
  { genre: 'hr', text: 'Ifomu yokuqesha - isikolo sokuqhuba\nUmqeqeshi: {name}\nIrekhodi: [[C:ukuqhuba unxilile]] ngo-{year}' },
  { genre: 'hr', text: 'Auto-école - dossier moniteur\nMoniteur : {name}\nCasier : condamné pour [[C:délit de fuite]] en {year}' },
  { genre: 'hr', text: 'Ìwé ìgbaniṣíṣẹ́ - ilé epo\nOṣìṣẹ́: {name}\nÌwádìí ọlọ́pàá: wọ́n dá a lẹ́bi [[C:olè jíjà]] ní {year}' },
  { genre: 'hr', text: 'Verhuisingsmaatskappy - personeel\nWerker: {name}\nRekord: skuldig bevind aan [[C:huisbraak]] ({year})' },
  { genre: 'hr', text: 'Rijschool - instructeursdossier\nInstructeur: {name}\nVOG geweigerd: veroordeeld voor [[C:mishandeling]] ({year})' },
  { genre: 'kyc', text: 'Akwụkwọ nkwekọrịta hire purchase\nOnye na-azụ: {name}\nNdekọ ndị uwe ojii: a mara ya ikpe maka [[C:aghụghọ]] na {year}' },
  { genre: 'hr', text: 'Cyber café register - staff, Kumasi\nAttendant: {name}\nNote: convicted of [[C:internet fraud]] ({year}); not allowed on the till' },
  { genre: 'hr', text: 'Akta pracownika - magazyn\nPracownik: {name}\nZaświadczenie o niekaralności: skazany za [[C:kradzież]] w {year}' },
  { genre: 'hr', text: 'Solar PAYG - agent vetting, Kisumu\nAgent: {name}\nGood conduct certificate: conviction for [[C:{offence}]] ({year})' },
  { genre: 'chat', text: 'Recycling buy-back centre - blacklist\nSeller: {name}\nConvicted of [[C:copper cable theft]] in {year}; do not buy from him' },
  { genre: 'hr', text: 'Autoscuola - scheda istruttore\nIstruttore: {name}\nCasellario: condanna per [[C:guida in stato di ebbrezza]] nel {year}' },
  { genre: 'chat', text: 'Mechanic workshop WhatsApp\n{name} na the guy wey dem jail for [[C:car theft]] for {year}, make una no give am key' },
  { genre: 'hr', text: 'Irejista - i-laundry\nIsisebenzi: {name}\nIrekhodi: [[C:ukudayisa izidakamizwa]] ({year})' },
  { genre: 'hr', text: 'Empresa de mudanzas - ficha\nOperario: {name}\nAntecedentes: condena por [[C:robo con fuerza]] ({year})' },
  // Negatives: the same kinds of record with ordinary values, and category words about no one (90, in threes).
  { genre: 'kyc', text: 'Driving school enrolment - Ikeja\nLearner: {name}\nMedical: fit, eye test passed' },
  { genre: 'kyc', text: 'Photo studio booking - graduation shoot, Kumasi\nClient: {name}\nNote: family of six; outdoor set' },
  { genre: 'kyc', text: 'Yoga studio - new student health form\nStudent: {name}\nConditions: none' },
  { genre: 'kyc', text: 'Mkataba wa sola (lipa polepole) - Kisumu\nMteja: {name}\nMalipo: KSh 50 kwa siku\nDeni: hakuna' },
  { genre: 'hr', text: 'Ifomu ye-ejensi yabahlanzi (cleaner agency)\nIsisebenzi: {name}\nImpilo: akukho' },
  { genre: 'kyc', text: 'Fahrschule - Anmeldung\nFahrschüler: {name}\nSehtest: bestanden\nEinschränkungen: keine' },
  { genre: 'kyc', text: 'Rajistar wakilin POS - Kano\nWakili: {name}\nLafiya: babu\nShago: Kofar Mata' },
  { genre: 'kyc', text: 'Iziko lokurisayikilisha - ubhaliso\nUmqokeleli: {name}\nIimpahla: iibhotile neekhadibhodi' },
  { genre: 'news', text: 'La clinique de chirurgie esthétique de {city} organise samedi une journée de dépistage gratuit du cancer de la peau.' },
  { genre: 'kyc', text: 'Ìwé ìforúkọsílẹ̀ ilé ìfọṣọ (laundry)\nOníbàárà: {name}\nÀkíyèsí: ẹ ya aṣọ funfun sọ́tọ̀' },
  { genre: 'kyc', text: 'Bestuurskool - inskrywing\nLeerling: {name}\nMedies: geen\nKode: 8' },
  { genre: 'kyc', text: 'Aanmelding jeugdorkest\nLid: {name}\nInstrument: altviool\nBijzonderheden: geen' },
  { genre: 'hr', text: 'Mechanic workshop - staff emergency card, Ngong Road\nMechanic: {name}\nEmergency contact: his brother\nBlood group: not known' },
  { genre: 'news', text: 'Die balletskool in {city} hou Saterdag oudisies; dansers met beserings moet eers \'n doktersbrief bring.' },
  { genre: 'chat', text: 'Reserva - restaurante, Valencia\nNombre: {name}\nNotas: terraza, cuatro personas' },
  { genre: 'kyc', text: 'Driving school - lesson timetable, Abuja\nLearner: {name}\nNo lessons Friday: instructor off' },
  { genre: 'news', text: 'Durbar notice: the Ahmadiyya mission and the chiefs will plant trees at the {city} durbar grounds on Saturday.' },
  { genre: 'chat', text: 'Bakery order - celebration cake\nCustomer: {name}\nNote: chocolate sponge, collect Saturday 10am' },
  { genre: 'news', text: 'Tangazo: Msikiti wa Jamia, {city}, utakuwa wazi kwa wageni Jumamosi hii.' },
  { genre: 'kyc', text: 'Irejista yeqembu le-chess\nUmdlali: {name}\nIsonto: -\nIzinga: 1100' },
  { genre: 'hr', text: 'Ausbildungsvertrag - Personalbogen\nAuszubildender: {name}\nKonfession: keine Angabe' },
  { genre: 'kyc', text: 'Ìwé ìforúkọsílẹ̀ àwọn akẹ́kọ̀ọ́ ilé ìwé ìwakọ̀ (driving school)\nAkẹ́kọ̀ọ́: {name}\nẸ̀sìn: -' },
  { genre: 'hr', text: 'Vulstasie - personeellêer\nWerker: {name}\nGeloof: nie ingevul nie' },
  { genre: 'news', text: 'De hindoetempel in {city} houdt zondag een open dag voor buurtbewoners.' },
  { genre: 'chat', text: 'Mechanic workshop job card - Ladipo\nCustomer: {name}\nNote: Oga say make una finish am before Friday, brake pad and oil change' },
  { genre: 'kyc', text: 'Iziko lokurisayikilisha - ukubhatala\nUmqokeleli: {name}\nUnqulo: -' },
  { genre: 'chat', text: 'Reserva - restaurante\nNombre: {name}\nNotas: cumpleaños, traen tarta' },
  { genre: 'kyc', text: 'POS agent registration - Ikorodu\nAgent: {name}\nState of origin: Ogun\nLGA: Ijebu-Ode' },
  { genre: 'news', text: 'The Dagomba and Mamprusi chiefs will meet at the Tamale durbar grounds to plan the Damba festival.' },
  { genre: 'kyc', text: 'Focus group screener - supermarket study\nRespondent: {name}\nEthnicity: prefer not to say\nQuota: open' },
  { genre: 'hr', text: 'Fomu ya ajira - ghala (warehouse), Mombasa\nMfanyakazi: {name}\nKabila: -\nZamu: usiku' },
  { genre: 'kyc', text: 'Ifomu yokubhalisa - isikole sokushayela\nUmfundi: {name}\nUhlanga: akukho\nIkhodi: 8' },
  { genre: 'kyc', text: 'Reality-Show - Bewerbungsbogen\nKandidat: {name}\nHobbys: Angeln, Grillen' },
  { genre: 'kyc', text: 'Takardar kwamitin rijiyar burtsatse (borehole)\nMamba: {name}\nAiki: mai gadin famfo' },
  { genre: 'kyc', text: 'Ifomu ye-ballet\nUmdanisi: {name}\nIqela labantu: akukho' },
  { genre: 'news', text: 'L\'agence de mannequins de {city} cherche des profils de toutes origines pour un défilé solidaire.' },
  { genre: 'kyc', text: 'Akwụkwọ nkwekọrịta ịzụ ụgbọ ala n\'akaụgwọ (hire purchase)\nOnye na-azụ: {name}\nAgbụrụ: -\nỤgwọ: kwa ọnwa' },
  { genre: 'kyc', text: 'Tuition centre - parent form, Kumasi\nPupil: {name}\nEthnic group: not stated' },
  { genre: 'news', text: 'Szkoła jazdy w {city} przypomina, że egzaminy dla cudzoziemców odbywają się także po angielsku.' },
  { genre: 'chat', text: 'Short-stay host chat (Airbnb) - Lekki\nGuest {name}: Na me and my brother, we go reach by 6pm' },
  { genre: 'kyc', text: 'Modelling agency - talent card, Accra\nModel: {name}\nHeight: 1.80 m' },
  { genre: 'news', text: 'The theatre in {city} will host a Pride month comedy night, with proceeds going to an LGBT youth charity.' },
  { genre: 'kyc', text: 'Fomu ya mkopo wa pikipiki (hire purchase)\nMkopaji: {name}\nMdhamini: kaka yake' },
  { genre: 'hr', text: 'Ifomu lomsebenzi - i-ejensi yabahlanzi\nIsisebenzi: {name}\nUmqashi uthi: usebenza kahle, ufika ngesikhathi' },
  { genre: 'kyc', text: 'Yogastudio - Partnerkarte\nMitglied: {name}\nPartnerkarte: nein' },
  { genre: 'chat', text: 'Ìfiránṣẹ́ WhatsApp ẹgbẹ́ àwọn oníṣẹ́ ẹ̀rọ (mechanics)\n{name}: Ẹ jọ̀ọ́, ẹ má sọ fún ọ̀gá pé mo pẹ́ dé lónìí' },
  { genre: 'kyc', text: 'Verhuisingsmaatskappy - kwotasie\nKliënt: {name}\nTrek saam met: niemand nie' },
  { genre: 'kyc', text: 'Aanmelding balletschool volwassenen\nLeerling: {name}\nNoodcontact: zijn moeder' },
  { genre: 'kyc', text: 'POS agent - KYC update\nAgent: {name}\nOther occupation: none' },
  { genre: 'news', text: 'Durbar notice: NPP and NDC candidates will share the platform at the {city} durbar on Friday.' },
  { genre: 'kyc', text: 'Focus group screener\nRespondent: {name}\nScreen-out: none apply' },
  { genre: 'kyc', text: 'Fomu ya kamati ya kisima (borehole)\nMwenyekiti: {name}\nMaelezo: hakuna' },
  { genre: 'hr', text: 'Ifomu lokuqasha - isiteshi sikaphethiloli\nIsisebenzi: {name}\nUmsebenzi wangaphandle: akukho' },
  { genre: 'news', text: 'Die Fahrschulen in {city} bieten am Wahlsonntag keine Fahrstunden an.' },
  { genre: 'hr', text: 'Takardar shiga aikin koyo (apprentice)\nSuna: {name}\nJam\'iyya: babu' },
  { genre: 'news', text: 'Isaziso: i-EFF ne-ANC ziza kuba nentlanganiso yoluntu eKhayelitsha ngoLwesithathu.' },
  { genre: 'kyc', text: 'Fiche adhérent - club d\'échecs\nMembre : {name}\nProfession : comptable' },
  { genre: 'news', text: 'NUPENG says tanker drivers will resume loading at the depots from Monday.' },
  { genre: 'hr', text: 'Recycling buy-back centre - staff\nWorker: {name}\nUnion: none' },
  { genre: 'hr', text: 'Overtime sheet - warehouse\nEmployee: {name}\nNote: 2 hours, stock count' },
  { genre: 'hr', text: 'Tuition centre - teacher file, Nakuru\nTeacher: {name}\nUnion: none\nSubjects: Maths, Physics' },
  { genre: 'hr', text: 'Ifomu lomsebenzi - isitolo sezincwadi (bookshop)\nIsisebenzi: {name}\nInyunyana: akukho' },
  { genre: 'news', text: 'CCOO y UGT convocan huelga en los almacenes logísticos de {city} el jueves.' },
  { genre: 'hr', text: 'Akwụkwọ ọrụ - ụlọ nkwakọba ngwa ahịa (warehouse)\nOnye ọrụ: {name}\nOtu ndị ọrụ: -' },
  { genre: 'hr', text: 'Oortydvorm - vulstasie\nWerker: {name}\nVakbond: geen' },
  { genre: 'hr', text: 'Verhuisbedrijf - personeelsdossier\nVerhuizer: {name}\nRijbewijs: C' },
  { genre: 'kyc', text: 'Forex bureau - KYC, Eastleigh\nCustomer: {name}\nVerified: national ID and KRA PIN' },
  { genre: 'hr', text: 'Filling station - staff clock-in\nAttendant: {name}\nClock-in: paper register' },
  { genre: 'news', text: 'Il supermercato di {city} prova i pagamenti con il riconoscimento facciale; il Garante chiede chiarimenti.' },
  { genre: 'kyc', text: 'POS agent onboarding - BVN check\nAgent: {name}\nVerified by: BVN and NIN slip' },
  { genre: 'kyc', text: 'Ukubhalisa - isikole sokushayela\nUmfundi: {name}\nUkuqinisekisa: umazisi kuphela' },
  { genre: 'kyc', text: 'Co-working space - access enrolment\nMember: {name}\nEntry: key fob no. {n}4' },
  { genre: 'kyc', text: 'Takardar rajistar wakilin POS\nSuna: {name}\nTabbatarwa: katin shaida da lambar BVN' },
  { genre: 'kyc', text: 'Iziko lokurisayikilisha - ukubhatala\nUmqokeleli: {name}\nUkuhlawula: ngemali' },
  { genre: 'hr', text: 'Lager - Zeiterfassung\nMitarbeiterin: {name}\nStempeluhr: Chipkarte Nr. {n}9' },
  { genre: 'hr', text: 'Apprenticeship intake - Aba\nApprentice: {name}\nGenotype: not done' },
  { genre: 'kyc', text: 'Tuition centre - pupil health sheet, Accra\nPupil: {name}\nGenotype: not known' },
  { genre: 'news', text: 'The theatre company\'s dancers will run a 5k for a cystic fibrosis charity in {city} on Sunday.' },
  { genre: 'kyc', text: 'Fomu ya kituo cha masomo ya ziada\nMwanafunzi: {name}\nGenotaipu: haijapimwa' },
  { genre: 'kyc', text: 'Balletskool - mediese vorm\nDanser: {name}\nGenetiese uitslag: nie gedoen nie' },
  { genre: 'kyc', text: 'Autoescuela - reconocimiento médico\nAlumno: {name}\nEstudio genético: no realizado\nApto: sí' },
  { genre: 'hr', text: 'POS agent application\nApplicant: {name}\nPolice report: no record' },
  { genre: 'news', text: 'Police in {city} say two men were arrested for copper cable theft; their names have not been released.' },
  { genre: 'hr', text: 'Moving company - crew vetting\nCrew member: {name}\nBasic DBS: no convictions' },
  { genre: 'hr', text: 'Kituo cha mafuta (filling station) - ajira\nMwombaji: {name}\nCheti cha polisi: hakuna rekodi' },
  { genre: 'hr', text: 'Cyber café register - staff, Kumasi\nAttendant: {name}\nNote: trained on the till' },
  { genre: 'hr', text: 'Auto-école - dossier moniteur\nMoniteur : {name}\nCasier : néant' },
  { genre: 'chat', text: 'Mechanic workshop WhatsApp\n{name}: Oga, the Camry key dey with security, I don lock shop' },
  { genre: 'hr', text: 'Ifomu yokuqesha - isikolo sokuqhuba\nUmqeqeshi: {name}\nIrekhodi: akukho' },
  { genre: 'news', text: 'La polizia di {city} ha arrestato due persone per furto d\'auto davanti a un\'autoscuola; i nomi non sono stati resi noti.' },
];
