// Held-out set 47 of the special-category labelled set (issue 15). Written in session 40 by an author independent
// of the detector (a blind author helper of session 40, branch s40-special47): before writing it the author read only
// the session's rules, the blind-author brief and its own brief, bench/special/templates-heldout46.ts (for the
// TypeScript shape, the ordering in threes and the labelling policy), parts of bench/special/generate.ts (its header,
// the slot names and the writer's table), and the changes commit 6ed8d905 made to bench/special.ts,
// bench/special/generate.ts and test/bench/special-generate.test.ts (to wire the set in the same way), plus that test
// file's shared helpers and per-set loop. It did NOT read bench/special/slots.ts (the slot values are used blind, as
// {med}, {hosp}, {offence}, {party}, {union}, {city}, {n}), anything under src/ or data-files/, test/detect/, README.md,
// any earlier set's .jsonl file or any other template body, and did not run the detector or the bench on this set
// before committing it (not yet read). The header comment lines of templates-heldout.ts to 46.ts were only counted
// for candidate record-kind words (a grep printed how many header lines name each of about 230 candidates, numbers
// only), and only kinds whose key word no earlier header names were kept.
// 279 templates filled twice with seed 4747 (558 texts): 21 positive templates per category (189, in the order
// health, religion, race, orientation, political, union, biometric, genetic, criminal), each holding only its own
// category, and 90 negatives last (180 texts); all in threes, so the first of each three falls in NG and KE (English,
// Pidgin, Swahili, Hausa, Yorùbá, Igbo), the second in GH and ZA (English, isiZulu, isiXhosa, Afrikaans) and the
// third in the UK and EU (English, German, French, Dutch, Polish, Spanish, Italian). Slots are filled from slots.ts
// as in every set, so a fill may put a Kenyan name in a Bradford cricket club, a Ghanaian party in a Lagos print
// order, a woman's name beside "Mr", "his boyfriend" or "seinem Ehemann", or a Nigerian city in an isiZulu notice:
// such fill slips leave the spans right and are left as they fall. Every value is fictional; no identifier with a
// check digit is used (port ID, badge and meter numbers are shape-only).
// Kinds of record (chosen because no header of sets 1 to 46 names their key words - veterinary, vet clinic, cinema,
// hackathon, notary, abattoir, cocoa, mining, nail, locksmith, prepaid meter, horse, sailing, cricket, book club,
// language school, bootcamp, flight school, toll, zoo, safari, camping, au pair, florist, karaoke, nightclub,
// brewery, wine, butcher, bridal, car rental, bowling, snooker, escape room, paintball, trampoline, circus, chauffeur,
// poultry, beekeeping, shea, tannery, textile, jeweller, gold buyer, scrap, tyre, panel beater, towing, clearing
// agent, freight, lodge, guest house, LPG, videographer, printing press, event hall): vet clinic owner forms and
// consultation notes (Lekki, Yorùbá); cocoa purchasing clerks, LBC farmer payments and cocoa cooperatives (Goaso,
// Sefwi Wiawso, Dunkwa); au pair agency host profiles and au pair medicals (UK, Dutch); car rental drivers, staff and
// key boxes (Mombasa, Abuja chat, eThekwini, East London, OR Tambo, Spanish, German, Polish); horse riding schools and
// stables (isiZulu, German, Spanish, French, Midrand); abattoir and butchery registers (Kano, Kiamaiko, Bodija, Enugu,
// Afrikaans slaghuis, French, Italian); flight schools (isiXhosa, Zaria, Wilson Airport, Dutch, Afrikaans, Polish,
// Italian); escape games, trampoline parks and paintball (French, Centurion, Polish); language schools (Yorùbá, Dutch,
// Polish, Spanish, Italian); mine medicals, staff files and access (Rustenburg, Tarkwa, isiXhosa, Hausa Zamfara,
// Polish); sailing clubs (Dutch, German); karaoke bars (Port Harcourt, UK, Mombasa); nail salons (Osu); safari and game
// lodges and rangers (Maasai Mara, Narok, Diani, Naivasha, Samburu, Tsavo, Hoedspruit, Kruger, Afrikaans wildtuin);
// breweries (isiZulu, German, Yorùbá, French); circus artists (Italian, German, French); event hall and videographer
// bookings (Ikeja, Kumasi, Accra); guest houses and lodges (Cape Coast, Ibadan, Takoradi, Ho, Kintampo, Yorùbá,
// isiXhosa); book clubs (UK, isiXhosa, Yorùbá); cricket clubs (isiZulu, Bradford, Nairobi); toll plazas (Nairobi
// Expressway, isiXhosa, Igbo, Lekki, Accra-Tema, N3); VTC and chauffeur companies (French, UK, Italian); florists
// (Dutch, Sea Point, Spanish, French, Polish); printing presses (Igbo, Mushin, Accra); zoos (Johannesburg, UK, Spanish);
// bowling and snooker (Polish, isiZulu, Igbo); panel beaters, tyre shops and towing (Warri, Soweto, uMlazi, Aba,
// Abuja, Johannesburg); notaries (Italian); clearing agents and freight forwarders (Apapa, Tema); shea and poultry
// cooperatives (Bolgatanga, Kaduna, Igbo); prepaid meter and token agents (isiXhosa, Swahili); cinemas (French, UK,
// Spanish, Polish); jewellers and gold buyers (Yorùbá, Obuasi, Tarkwa, Italian); scrap dealers (Nnewi, Igbo, Polish);
// nightclub door reports (Lekki, Abuja); campsites (Drakensberg, Dutch, Spanish); wine tastings and vineyards
// (Spanish bodega, German Weinprobe, Stellenbosch, Afrikaans wynplaas); coding bootcamps (Nairobi, Yaba); hackathons
// (Accra); bridal shops (Dutch, Yorùbá, Enugu chat); beekeepers (Baringo); LPG gas dealers (Zaria, Bauchi, Yorùbá);
// fibre internet installers (Kisumu, Ikeja, Nairobi); spare parts dealers (Nnewi); tanneries and textile mills (Thika,
// Kano, Aba, Kaduna); locksmiths (UK, Afrikaans, Dutch); a travel agent's honeymoon safari (French).
// Labelling policy (as set 46; what a careful data-protection analyst would mark): the value itself, never the field
// label, a negated, declined or empty value, or a dose. Health: a condition, symptom, injury, disability, allergy,
// pregnancy of the named person, a medicine, aid or treatment used (an inhaler, a pacemaker, an EpiPen, metformin, a
// mobility scooter), a person's blood group ("B+", "A-"), a negative test result ("negative" for a TB test,
// "negativo" for hepatitis C), preventive medication (PrEP) and a condition-named clinic ("diabetes clinic").
// Religion: the faith, denomination or church a named person belongs to or serves, not the day of worship itself.
// Race and ethnic origin: the ethnic, tribal or population group of a named person, including an ethnic label put on
// them ("Romka", "Hausa boy"); a state of origin or home town is not marked. Sexual orientation: the orientation word,
// the same-sex partner word that reveals it ("his boyfriend", "seinem Ehemann", "sy kêrel", "her wife", and "my
// husband" / "mi marido" when the text makes the writer a man - "Mr", "Sr."), and a slur put on a named person
// ("poof", "pedał", "isitabane", "ɗan luwaɗi"). Political opinion: the party a named person is a member, councillor,
// chairman, agent, candidate, commander, delegate or secretary of. Trade union: the union a named person belongs to,
// pays dues to or is a delegate, rep or secretary of. Biometric: the biometric item enrolled, captured, matched or used
// to verify, clock in, pay or sign (fingerprints, thumbprint, face capture, iris scan, palm vein scan, a graphometric
// signature - Italy's "firma grafometrica", which the Italian DPA treats as biometric). Genetic: the finding (a
// genotype AS, SS, SC or AC, a named variant, mutation, premutation, carrier state or trait), never the test's name.
// Criminal record: the offence a named person is convicted of or was jailed for, never the sentence, court or date.
// One addition, with why: a condition or a genetic finding of an ANIMAL named in the same record as a person (a dog's
// epilepsy at a vet clinic, a horse's laminitis, a horse's HYPP N/H or cream-gene result, cattle with TB at an
// abattoir) is not marked: it is no data about the person, and vet, riding-school and abattoir records are full of
// such findings next to an owner's name, so a detector that marks them floods the owner's record with false health
// and genetic data.
// Negatives (180 texts): the same kinds of record of named people with ordinary values ("none", "nil", "babu",
// "geen", "keine", "akukho", "hakuna", "brak", "néant", "aucun", "ninguno", "-", "not known", "not stated", "no
// convictions", "prefer not to say", "nie ingevul nie", "nie verstrek nie", "geen opgave", "ba a yi ba", "hakijafanywa",
// a port ID card, a badge, a key card, a PIN by SMS, cash and a signed purchase book), animal findings next to an
// owner's name (above), and category words about no one (cholera cases in a city, cattle TB at an abattoir, a
// Methodist church's harvest next to a guest house, a history of the Reformation at a book club, a Friday mosque's
// roof repair, a florist next to a Reformed church, a Presbyterian church's eye screening, Frafra and Kusasi shea
// cooperatives, a circus exhibition on Sinti and Jenische history, Ewe, Ga and Fante translations of a customs guide,
// a museum on the genocide of Roma and Sinti, a hackathon's LGBTQ+ inclusion session, a Pride march, NPP and NDC
// campaigns slowing cocoa buying, a wine tasting cancelled for a state election, an ANC and DA vineyard meeting, the
// Ghana Mineworkers' Union in wage talks, an NGG brewery strike, a zoo's fingerprint locks failing, a car rental rule
// on taking fingerprints, a science lesson on genes, a newsletter on how carriers work, arrests for illegal mining,
// armed robbery and licence fraud of unnamed people).
// Writing slips known to the author: Yorùbá and Igbo tone marks are the author's best and may be incomplete or wrong
// in places (as they often are in real typed text); the isiZulu and isiXhosa forms mix in English words the way
// Durban and East London forms do ("i-toll plaza", "i-car rental", "i-variant ye-LDLR", "umthwali we-thalassaemia");
// the Yorùbá and isiXhosa book club texts write "lesbian" in English, as chats do; Hausa, Swahili and Igbo words for
// orientation are the author's best; English KE-flavoured records fall in NG rows too, and Pidgin ones in KE rows.
import type { Template } from './templates-dev.js';

export const HELDOUT47_TEMPLATES: Template[] = [
  // Health: three at a time, NG and KE, GH and ZA, UK and EU.
  { genre: 'kyc', text: 'Vet clinic - pet owner registration, Lekki\nOwner: {name}\nOwner note: I am [[H:asthmatic]], please no cat room\nPet: Bingo (dog), vaccinated' },
  { genre: 'hr', text: 'Cocoa purchasing clerk register - Goaso\nClerk: {name}\nRemarks: on leave, [[H:hernia]] surgery at {hosp}' },
  { genre: 'kyc', text: 'Au pair agency - host family profile\nHost parent: {name}\nHousehold: I have [[H:multiple sclerosis]] and use a [[H:mobility scooter]]; the au pair would do school runs' },
  { genre: 'kyc', text: 'Fomu ya kukodisha gari (car rental) - Mombasa\nMkodishaji: {name}\nAfya ya dereva: ana [[H:kifafa]]; hataendesha usiku' },
  { genre: 'kyc', text: 'Ifomu yesikole sokugibela amahhashi (horse riding)\nUmgibeli: {name}\nImpilo: une-[[H:asthma]], uphatha i-[[H:inhaler]]' },
  { genre: 'kyc', text: 'Reitstall - Reitschülerbogen\nReitschülerin: {name}\nGesundheit: [[H:Skoliose]], [[H:Bandscheibenvorfall]] 2022' },
  { genre: 'hr', text: 'Rajistar mahautan kasuwa (abattoir) - Kano\nMahauci: {name}\nLafiya: ya kamu da [[H:tarin fuka]] a bara; yana karɓar magani' },
  { genre: 'kyc', text: 'Ifom yesikolo sokuqhuba inqwelomoya (flight school)\nUmfundi: {name}\nImpilo: [[H:isifo sokuxhuzula]]; akavumelekanga ukubhabha yedwa' },
  { genre: 'kyc', text: 'Escape game - décharge de responsabilité\nJoueur : {name}\nSanté : [[H:claustrophobe]], [[H:épileptique]] (pas de lumières stroboscopiques)' },
  { genre: 'kyc', text: 'Ìwé ìforúkọsílẹ̀ ilé ẹ̀kọ́ èdè (language school)\nAkẹ́kọ̀ọ́: {name}\nÀkíyèsí: ó jẹ́ [[H:adití]] díẹ̀, ẹ jẹ́ kó jókòó níwájú' },
  { genre: 'hr', text: 'Mynwerker - mediese kaart, Rustenburg\nWerker: {name}\nDiagnose: [[H:silikose]]; [[H:gehoorverlies]] in albei ore' },
  { genre: 'kyc', text: 'Zeilclub - ledenformulier\nLid: {name}\nMedisch: [[H:hartritmestoornis]], draagt een [[H:pacemaker]]' },
  { genre: 'hr', text: 'Akwụkwọ ndebanye aha - ụlọ ahịa anụ (butchery), Enugu\nOnye ọrụ: {name}\nAhụike: ọ nwere [[H:ọrịa shuga]]' },
  { genre: 'kyc', text: 'Trampoline park - jump waiver, Centurion\nJumper: {name}\nMedical: [[H:pregnant]] (spectator pass only)' },
  { genre: 'kyc', text: 'Szkoła językowa - karta kursanta\nKursant: {name}\nUwagi: [[H:dysleksja]], [[H:depresja]] w trakcie leczenia' },
  { genre: 'chat', text: 'Karaoke bar - staff WhatsApp, Port Harcourt\n{name}: Manager abeg I no fit sing tonight, doctor say na [[H:ulcer]], I dey take [[H:{med}]]' },
  { genre: 'kyc', text: 'Nail salon booking - Osu\nClient: {name}\nNotes: [[H:diabetic]], careful with cuticles; attends the [[H:diabetes clinic]] at Korle Bu' },
  { genre: 'kyc', text: 'Alquiler de coches - conductor adicional\nConductor: {name}\nDeclaración: [[H:diabetes tipo 2]], en tratamiento con [[H:metformina]]' },
  { genre: 'kyc', text: 'Safari lodge - guest pre-arrival form, Maasai Mara\nGuest: {name}\nMedical: [[H:peanut allergy]] (carries an [[H:EpiPen]])\nBlood group: [[H:B+]]' },
  { genre: 'hr', text: 'Irejista yabasebenzi - ibhulohwe (brewery), eThekwini\nIsisebenzi: {name}\nUmphumela we-TB: [[H:negative]]\nIqembu legazi: [[H:A-]]' },
  { genre: 'kyc', text: 'Circo - scheda medica artista\nArtista: {name}\nTerapia: [[H:PrEP]]\nEpatite C: [[H:negativo]]' },
  // Religion.
  { genre: 'kyc', text: 'Event hall booking - Ikeja\nClient: {name}\nEvent: child dedication; client is a [[R:RCCG]] parish pastor, no alcohol in the hall' },
  { genre: 'kyc', text: 'Guest house register - Cape Coast\nGuest: {name}\nRequest: prayer mat and qibla direction; guest is [[R:Muslim]]' },
  { genre: 'kyc', text: 'Book club - members list\nMember: {name}\nNote: [[R:Quaker]]; hosts the March meeting at the meeting house' },
  { genre: 'hr', text: 'Usajili wa mchinjaji - machinjio (abattoir), Kiamaiko\nMchinjaji: {name}\nDini: [[R:Mwislamu]]' },
  { genre: 'kyc', text: 'Ifomu lokubhalisa - iqembu le-cricket\nUmdlali: {name}\nIsonto: [[R:iShembe]] (Nazaretha); akadlali ngoMgqibelo' },
  { genre: 'hr', text: 'Brauerei - Personalbogen\nMitarbeiter: {name}\nKonfession: [[R:römisch-katholisch]]\nSteuerklasse: 1' },
  { genre: 'kyc', text: 'Takardar dilan gas (LPG) - Zaria\nDila: {name}\nAddini: [[R:Musulmi]], ɗan ɗarikar [[R:Tijjaniyya]]' },
  { genre: 'hr', text: 'Irejista yabasebenzi - i-toll plaza\nUmsebenzi: {name}\nIcawa: [[R:Old Apostolic]]' },
  { genre: 'hr', text: 'Agence de chauffeurs VTC - fiche\nChauffeur : {name}\nRemarque : [[R:juif]] pratiquant, ne conduit pas le samedi' },
  { genre: 'kyc', text: 'Ìwé ìforúkọsílẹ̀ ilé ìwòsàn ẹranko (vet clinic)\nOlóhun ọ̀sìn: {name}\nÀkíyèsí: ó jẹ́ ọmọ ìjọ [[R:Cherubim and Seraphim]]' },
  { genre: 'hr', text: 'Slaghuis - personeelkaart\nWerker: {name}\nGeloof: [[R:Moslem]]; werk nie Vrydagmiddag nie' },
  { genre: 'chat', text: 'Bloemist - bestelling\nKlant: {name}\nNotitie: klant is [[R:gereformeerd]], geen bezorging op zondag' },
  { genre: 'kyc', text: 'Akwụkwọ ndebanye aha - ụlọ mbipụta akwụkwọ (printing press)\nOnye ahịa: {name}\nỤka: [[R:Anglịkan]]; ọ na-ebipụta akwụkwọ ụka ya' },
  { genre: 'kyc', text: 'Zoo volunteer form - Johannesburg\nVolunteer: {name}\nAvailability: not on Saturdays ([[R:Jewish]])' },
  { genre: 'kyc', text: 'Kręgielnia - liga firmowa\nZawodnik: {name}\nUwagi: [[R:adwentysta]], nie gra w soboty' },
  { genre: 'chat', text: 'Panel beater WhatsApp - Warri\n{name}: Bros I no go open shop Sunday, I be usher for [[R:Celestial Church of Christ]]' },
  { genre: 'kyc', text: 'Videographer booking - Kumasi\nClient: {name}\nEvent: outdooring; the family are [[R:Presbyterian]], their reverend minister will bless the child' },
  { genre: 'kyc', text: 'Academia de idiomas - ficha\nAlumna: {name}\nObservaciones: [[R:testigo de Jehová]]; no asiste a fiestas de cumpleaños' },
  { genre: 'hr', text: 'Toll station staff roster - Nairobi Expressway\nCollector: {name}\nLeave request: Saturday shifts off ([[R:SDA]])' },
  { genre: 'kyc', text: 'Ifomu yokuqasha imoto (car rental) - eThekwini\nUmqashi: {name}\nInkolo: [[R:umHindu]]; uzobuya ngemuva kwe-Diwali' },
  { genre: 'kyc', text: 'Notaio - scheda cliente\nCliente: {name}\nNote: [[R:valdese]]; lascito alla chiesa di via Nazionale' },
  // Race and ethnic origin.
  { genre: 'hr', text: 'Clearing agent - staff file, Apapa\nStaff: {name}\nState of origin: Oyo\nTribe: [[E:Yoruba]]' },
  { genre: 'kyc', text: 'Shea butter cooperative - members, Bolgatanga\nMember: {name}\nEthnic group: [[E:Frafra]]' },
  { genre: 'kyc', text: 'Cricket club - membership, Bradford\nMember: {name}\nEthnic origin (club survey): [[E:British Pakistani]]' },
  { genre: 'hr', text: 'Fomu ya kuomba kazi - hoteli ya kitalii (safari lodge), Narok\nMwombaji: {name}\nKabila: [[E:Mmaasai]]' },
  { genre: 'hr', text: 'Irejista yabasebenzi - imayini (mine), eRustenburg\nIsisebenzi: {name}\nUhlanga: [[E:umPondo]]' },
  { genre: 'hr', text: 'Zirkus - Artistenvertrag\nArtist: {name}\nHerkunft: [[E:Jenische]] Familie aus dem Schwarzwald' },
  { genre: 'kyc', text: 'Rajistar masu kiwon kaji (poultry) - Kaduna\nManomi: {name}\nƘabila: [[E:Gwari]]' },
  { genre: 'kyc', text: 'Irejista yokuthenga umbane (prepaid meter)\nUmthengi: {name}\nUhlanga: [[E:umMfengu]]' },
  { genre: 'hr', text: 'Cinéma - fiche employé\nEmployé : {name}\nOrigine : [[E:kabyle]]' },
  { genre: 'kyc', text: 'Ìwé ìforúkọsílẹ̀ - ilé ìtajà wúrà (jeweller)\nOníbàárà: {name}\nẸ̀yà: [[E:Ìgbò]]' },
  { genre: 'hr', text: 'Wildtuin - veldwagterlêer\nVeldwagter: {name}\nBevolkingsgroep: [[E:Swart]]' },
  { genre: 'kyc', text: 'Taalschool - intakeformulier\nCursist: {name}\nAfkomst: [[E:Molukse]]' },
  { genre: 'kyc', text: 'Akwụkwọ ndebanye aha - ndị na-azụ ígwè (scrap dealers), Nnewi\nOnye ọrụ: {name}\nAgbụrụ: [[E:Efik]]' },
  { genre: 'hr', text: 'Freight forwarder - staff record, Tema\nStaff: {name}\nEthnicity: [[E:Ewe]]' },
  { genre: 'chat', text: 'Wypożyczalnia samochodów - notatka\nKlient: {name}\nUwagi pracownika: [[E:Romka]], kaucja podwójna' },
  { genre: 'chat', text: 'Nightclub bouncer report - Lekki\nNote: bouncer block {name} for door, say na [[E:Hausa]] boy, dem no dey enter here' },
  { genre: 'kyc', text: 'Campsite booking - Drakensberg\nLead camper: {name}\nPopulation group (for tourism stats): [[E:Indian]]' },
  { genre: 'kyc', text: 'Bodega - visita enológica\nReserva: {name}\nNota del guía: familia [[E:gitana]] de Jerez, grupo de ocho' },
  { genre: 'kyc', text: 'Coding bootcamp - scholarship form, Nairobi\nApplicant: {name}\nCommunity: [[E:Somali]] (Mandera)' },
  { genre: 'kyc', text: 'Gold buyer licence file - Obuasi\nBuyer: {name}\nNote: [[E:Lebanese]]-Ghanaian, family firm since 1970' },
  { genre: 'hr', text: 'Noleggio con conducente - scheda autista\nAutista: {name}\nOrigine: [[E:sinti]]' },
  // Sexual orientation.
  { genre: 'kyc', text: 'Guest house register - Ibadan\nFront desk note: {name} checked in with [[S:his boyfriend]], asked for one bed' },
  { genre: 'kyc', text: 'Videographer booking - Accra\nClient: {name}\nNote: private anniversary shoot with [[S:his male partner]]; nothing on social media' },
  { genre: 'hr', text: 'Karaoke bar - staff incident log\nStaff: {name}\nIncident: a customer called him a "[[S:poof]]" at the bar' },
  { genre: 'chat', text: 'Ujumbe wa WhatsApp - klabu ya karaoke, Mombasa\n{name}: Mimi ni [[S:shoga]] na sijifichi tena' },
  { genre: 'hr', text: 'Isikhalazo sesisebenzi - i-bowling club\nUmkhalazi: {name}\nIsikhalazo: umphathi umbiza ngokuthi "[[S:isitabane]]" phambi kwamakhasimende' },
  { genre: 'kyc', text: 'Segelverein - Mitgliedsantrag\nMitglied: {name}\nFamilienmitgliedschaft mit: [[S:seinem Ehemann]] Jonas' },
  { genre: 'chat', text: 'Rahoton mai gadin gidan rawa (nightclub) - Abuja\nBayani: ana cewa {name} [[S:ɗan luwaɗi]] ne; an hana shi shiga' },
  { genre: 'kyc', text: 'Ifom yeklabhu yeencwadi (book club)\nIlungu: {name}\nMalunga nam: ndiyi-[[S:lesbian]] kwaye ndiyazingca' },
  { genre: 'kyc', text: 'Agence de voyages - safari de noces\nClients : {name} et [[S:son mari]] Thomas (couple d\'hommes)' },
  { genre: 'chat', text: 'Ìfiránṣẹ́ WhatsApp - ẹgbẹ́ olùka ìwé (book club)\n{name}: Mo fẹ́ sọ òtítọ́ fún yín, mo jẹ́ [[S:lesbian]]' },
  { genre: 'kyc', text: 'Kampeerterrein - bespreking\nGas: {name}\nSaam met: [[S:sy kêrel]] Riaan; een tent' },
  { genre: 'kyc', text: 'Bruidswinkel - afspraak\nKlant: {name}\nNotitie: past ook een jurk voor [[S:haar verloofde]], de tweede bruid' },
  { genre: 'chat', text: 'Ozi WhatsApp - ndị na-agba snooker, Onitsha\n{name}: Biko unu agwala onye ọ bụla na m na [[S:nwoke ibe m]] na-akpa' },
  { genre: 'chat', text: 'Florist order - Sea Point\nSender: Mr {name}\nCard: "To [[S:my husband]] Sipho, ten years today"' },
  { genre: 'hr', text: 'Paintball - zapis drużyny\nZawodnik: {name}\nUwagi: koledzy nazywają go "[[S:pedał]]"; zgłosił to kierownikowi' },
  { genre: 'chat', text: 'Car rental chat - Abuja\nMr {name}: Na me and [[S:my husband]] Chidi go share the driving' },
  { genre: 'kyc', text: 'Hackathon registration - Accra\nParticipant: {name}\nAbout: [[S:queer]] developer, runs a safe-space tech meetup' },
  { genre: 'chat', text: 'Floristería - pedido\nCliente: Sr. {name}\nTarjeta: "Para [[S:mi marido]] Javier, con amor"' },
  { genre: 'kyc', text: 'Safari booking - honeymoon package, Diani\nGuests: {name} and [[S:her wife]] Achieng\nRoom: king bed' },
  { genre: 'hr', text: 'Game lodge - staff file, Hoedspruit\nGuide: {name}\nNext of kin: [[S:same-sex partner]], Thabo' },
  { genre: 'kyc', text: 'Scuola di lingue - scheda\nStudente: {name}\nNote: [[S:omosessuale]], chiede una famiglia ospitante gay-friendly' },
  // Political opinion.
  { genre: 'kyc', text: 'Printing press - job order, Mushin\nClient: {name}, [[P:{party}]] ward chairman\nJob: 5,000 campaign posters' },
  { genre: 'hr', text: 'Cocoa purchasing clerk file - Sefwi Wiawso\nClerk: {name}\nNote: [[P:NDC]] polling agent in 2020; asked for leave on election day' },
  { genre: 'kyc', text: 'Chauffeur company - booking\nPassenger: {name}, [[P:Reform UK]] councillor\nPickup: county hall, 7.30' },
  { genre: 'kyc', text: 'Fomu ya mwanachama - chama cha wafugaji nyuki (beekeeping), Baringo\nMwanachama: {name}\nMaelezo: mwenyekiti wa tawi la [[P:UDA]]' },
  { genre: 'kyc', text: 'Irejista yabadayisi - isitolo samathayi (tyre shop), uMlazi\nUmdayisi: {name}\nIqembu lezepolitiki: ilungu le-[[P:MK Party]]' },
  { genre: 'kyc', text: 'Weinprobe - Gruppenbuchung\nGebucht von: {name}\nGruppe: Vorstand des Ortsvereins der [[P:SPD]]' },
  { genre: 'kyc', text: 'Rajistar masu sayar da gas (LPG) - Bauchi\nDila: {name}\nJam\'iyya: [[P:{party}]]; shugabar mata ta mazaɓa' },
  { genre: 'hr', text: 'Irejista yabasebenzi - ifama yeediliya, Stellenbosch\nUmsebenzi: {name}\nUmbutho wezopolitiko: ilungu le-[[P:ANC]], usekela-nobhala wesebe' },
  { genre: 'chat', text: 'Fleuriste - commande\nClient : {name}\nLivraison : permanence du [[P:Rassemblement national]], où le client est délégué départemental' },
  { genre: 'kyc', text: 'Ìwé ìforúkọsílẹ̀ - ẹgbẹ́ àwọn olùtà ẹran (butchers)\nOlùtà: {name}\nÀkíyèsí: ó jẹ́ aṣojú ẹgbẹ́ òṣèlú [[P:{party}]] ní wọ́ọ̀dù rẹ̀' },
  { genre: 'hr', text: 'Wynplaas - personeellêer\nWerker: {name}\nNota: kandidaat-raadslid vir die [[P:Patriotiese Alliansie]]' },
  { genre: 'kyc', text: 'Camping - reservering\nGast: {name}\nOpmerking: gemeenteraadslid [[P:BBB]], komt met de fractie' },
  { genre: 'kyc', text: 'Akwụkwọ ndebanye aha - ndị na-ere akụrụngwa ụgbọ ala (spare parts), Nnewi\nOnye ahịa: {name}\nNdọrọ ndọrọ ọchịchị: onye otu [[P:LP]]; onye nhazi ndị ntorobịa' },
  { genre: 'kyc', text: 'Event hall booking - Kumasi\nClient: {name}\nEvent: [[P:NPP]] constituency executives\' meeting; client is the constituency secretary' },
  { genre: 'chat', text: 'Kwiaciarnia - zamówienie\nKlient: {name}\nUwagi: poseł [[P:Koalicji Obywatelskiej]]; wieniec na uroczystość' },
  { genre: 'chat', text: 'Towing service WhatsApp - Abuja\n{name}: Make una hurry, na [[P:{party}]] rally I dey go, I be the youth leader' },
  { genre: 'kyc', text: 'Panel beater - customer file, Soweto\nCustomer: {name}, [[P:EFF]] branch commander\nVehicle: white bakkie' },
  { genre: 'kyc', text: 'Escuela de idiomas - ficha\nAlumno: {name}\nProfesión: concejal del [[P:PSOE]] en el ayuntamiento' },
  { genre: 'kyc', text: 'Fibre installation - order, Kisumu\nCustomer: {name}\nSite: [[P:ODM]] constituency office (customer is the branch secretary)' },
  { genre: 'kyc', text: 'Lodge register - Ho\nGuest: {name}\nPurpose of visit: campaigning as [[P:CPP]] parliamentary candidate' },
  { genre: 'kyc', text: 'Macelleria - scheda cliente\nCliente: {name}\nNote: segretario di sezione della [[P:Lega]]; ordina per la festa del partito' },
  // Trade-union membership.
  { genre: 'hr', text: 'Abattoir staff register - Bodija\nButcher: {name}\nUnion: [[U:{union}]], branch treasurer' },
  { genre: 'hr', text: 'Mine staff file - Tarkwa\nWorker: {name}\nUnion: [[U:Ghana Mineworkers\' Union]], local secretary' },
  { genre: 'hr', text: 'Cinema - staff file\nProjectionist: {name}\nUnion: [[U:BECTU]] rep' },
  { genre: 'hr', text: 'Rejista ya wafanyakazi - kiwanda cha ngozi (tannery), Thika\nMfanyakazi: {name}\nChama: [[U:{union}]]; mchango unakatwa mshahara' },
  { genre: 'hr', text: 'Irejista yabasebenzi - ibhulohwe (brewery), eThekwini\nIsisebenzi: {name}\nInyunyana: [[U:FAWU]]' },
  { genre: 'hr', text: 'Brauerei - Lohnabrechnung\nMitarbeiter: {name}\nGewerkschaftsbeitrag: [[U:NGG]]' },
  { genre: 'hr', text: 'Takardar ma\'aikacin kamfanin saka (textile) - Kano\nMa\'aikaci: {name}\nƘungiya: [[U:NUTGTWN]]' },
  { genre: 'hr', text: 'Irejista yabasebenzi - imayini\nUmsebenzi: {name}\nUmanyano: [[U:AMCU]], ummeli wabasebenzi' },
  { genre: 'hr', text: 'Abattoir - fiche salarié\nSalarié : {name}\nMandat : délégué syndical [[U:FO]]' },
  { genre: 'hr', text: 'Ìwé òṣìṣẹ́ - ilé iṣẹ́ ọtí (brewery), Ìbàdàn\nOṣìṣẹ́: {name}\nẸgbẹ́ òṣìṣẹ́: [[U:{union}]]' },
  { genre: 'hr', text: 'Slaghuis - salarisstrokie\nWerker: {name}\nAftrekking: vakbondgeld [[U:UASA]]' },
  { genre: 'hr', text: 'Vliegschool - personeelsdossier\nInstructeur: {name}\nVakbond: [[U:VNV]]' },
  { genre: 'hr', text: 'Akwụkwọ ọrụ - ụlọ ọrụ mmepụta akwa (textile), Aba\nOnye ọrụ: {name}\nOtu ndị ọrụ: [[U:{union}]]; odeakwụkwọ alaka' },
  { genre: 'hr', text: 'Toll booth collector file - Accra-Tema motorway\nCollector: {name}\nUnion: [[U:PSWU]], dues deducted' },
  { genre: 'hr', text: 'Kopalnia - karta pracownika\nGórnik: {name}\nZwiązek: [[U:Związek Zawodowy Górników w Polsce]]' },
  { genre: 'chat', text: 'Toll plaza staff WhatsApp - Lekki\n{name}: I no go fit do night shift Tuesday, [[U:{union}]] congress dey' },
  { genre: 'hr', text: 'Car rental - staff file, OR Tambo\nShuttle driver: {name}\nUnion: [[U:TAWUSA]] member' },
  { genre: 'hr', text: 'Cine - ficha de empleado\nEmpleado: {name}\nAfiliación: [[U:UGT]], delegado de personal' },
  { genre: 'hr', text: 'Safari lodge - staff file, Naivasha\nRoom steward: {name}\nUnion: [[U:KUDHEIHA]], shop steward' },
  { genre: 'hr', text: 'Printing press - staff, Accra\nPrinter: {name}\nUnion: [[U:ICU]] member, dues by check-off' },
  { genre: 'hr', text: 'Macello - scheda dipendente\nDipendente: {name}\nSindacato: [[U:FLAI CGIL]]' },
  // Biometric.
  { genre: 'kyc', text: 'Clearing agent - port access, Apapa\nAgent: {name}\nAccess: [[B:fingerprint]] and [[B:face capture]] at the port gate' },
  { genre: 'kyc', text: 'Cocoa farmer payment - LBC, Dunkwa\nFarmer: {name}\nPaid by: mobile money after [[B:thumbprint]] check' },
  { genre: 'hr', text: 'Zoo - keeper access\nKeeper: {name}\nBig cat house: [[B:fingerprint]] lock, enrolled {year}' },
  { genre: 'kyc', text: 'Usajili wa wakala wa tokeni za umeme (prepaid)\nWakala: {name}\nUthibitisho: [[B:alama ya kidole gumba]]' },
  { genre: 'hr', text: 'Ukungena kwabasebenzi - imayini\nIsisebenzi: {name}\nUkungena: [[B:isithombe sobuso]] sithathwa emnyango' },
  { genre: 'kyc', text: 'Autovermietung - Schlüsselbox\nKunde: {name}\nFreigabe: [[B:Gesichtserkennung]] per App' },
  { genre: 'hr', text: 'Rajistar ma\'aikatan hakar ma\'adinai (mining) - Zamfara\nMa\'aikaci: {name}\nShiga: [[B:zanen babban yatsa]]' },
  { genre: 'kyc', text: 'Ukubhalisa - i-car rental, eMonti\nUmqashi: {name}\nUkuqinisekisa: [[B:imizila yeminwe]] ithathiwe' },
  { genre: 'hr', text: 'Brasserie artisanale - pointeuse\nSalarié : {name}\nPointage : [[B:empreinte digitale]]' },
  { genre: 'kyc', text: 'Ìwé ìforúkọsílẹ̀ - ilé ìtajà gáàsì (LPG)\nOníbàárà: {name}\nÌdánimọ̀: a ya [[B:àwòrán ojú]] rẹ̀ sínú ẹ̀rọ' },
  { genre: 'hr', text: 'Wildtuin - personeeltoegang\nVeldwagter: {name}\nToegang: [[B:gesigskandering]] by die hek' },
  { genre: 'kyc', text: 'Vliegschool - toegang\nLeerling: {name}\nToegang hangaar: [[B:irisscan]]' },
  { genre: 'hr', text: 'Akwụkwọ ndebanye aha - ụlọ ịkwụ ụgwọ okporo ụzọ (toll)\nOnye ọrụ: {name}\nNbanye: [[B:nyocha ihu]]' },
  { genre: 'kyc', text: 'Hackathon venue - entry, Accra Digital Centre\nParticipant: {name}\nEntry: [[B:facial recognition]] turnstile' },
  { genre: 'hr', text: 'Kino - karta pracownika\nPracownik: {name}\nRejestracja czasu pracy: [[B:odcisk palca]]' },
  { genre: 'chat', text: 'Internet installation WhatsApp - Ikeja\nTechnician {name}: I don reach the estate, gate say make I do [[B:face scan]] before dem open' },
  { genre: 'hr', text: 'Toll plaza - staff register, N3\nCashier: {name}\nEnrolled: [[B:palm vein scan]]' },
  { genre: 'kyc', text: 'Camping - acceso\nCliente: {name}\nAcceso a la piscina: [[B:reconocimiento facial]]' },
  { genre: 'kyc', text: 'Flight school - student access, Wilson Airport\nStudent: {name}\nHangar access: [[B:iris scan]]' },
  { genre: 'kyc', text: 'Guest house - check-in, Takoradi\nGuest: {name}\nID: Ghana Card verified by [[B:fingerprint]]' },
  { genre: 'kyc', text: 'Notaio - identificazione\nCliente: {name}\nSottoscrizione: [[B:firma grafometrica]] su tablet' },
  // Genetic.
  { genre: 'kyc', text: 'Coding bootcamp - scholarship medical, Yaba\nApplicant: {name}\nGenotype: [[G:SS]]' },
  { genre: 'hr', text: 'Cocoa cooperative - youth apprentice medical, Goaso\nApprentice: {name}\nSickling test: [[G:AS]] (trait)' },
  { genre: 'kyc', text: 'Au pair agency - au pair medical\nAu pair: {name}\nGenetic result: [[G:carrier of spinal muscular atrophy]]' },
  { genre: 'kyc', text: 'Fomu ya kujiunga - klabu ya kriketi, Nairobi\nMchezaji: {name}\nKipimo cha vinasaba: [[G:mbebaji wa seli mundu]]' },
  { genre: 'kyc', text: 'Ifomu yokubhalisa - isikole sokugibela amahhashi\nUmgibeli: {name}\nUmbiko wofuzo: [[G:umthwali we-thalassaemia]]' },
  { genre: 'kyc', text: 'Segelschule - Tauglichkeit\nSchülerin: {name}\nGenbefund: [[G:Trägerin einer BRCA1-Mutation]]' },
  { genre: 'kyc', text: 'Takardar makarantar koyon tukin jirgin sama (flight school) - Zaria\nDalibi: {name}\nGenotype: [[G:AS]]' },
  { genre: 'hr', text: 'Ifom yabasebenzi - i-lodge, eKapa\nUmsebenzi: {name}\nUvavanyo lwemfuza: [[G:i-variant ye-LDLR]]' },
  { genre: 'kyc', text: 'Cirque - dossier artiste\nArtiste : {name}\nRésultat génétique : [[G:prémutation FMR1]]' },
  { genre: 'kyc', text: 'Ìwé ìforúkọsílẹ̀ - ilé ìtajà aṣọ ìgbéyàwó (bridal shop)\nOníbàárà: {name}\nGenotype: [[G:AC]]' },
  { genre: 'kyc', text: 'Vlieskool - mediese verslag\nLeerling: {name}\nGenetiese toets: [[G:C282Y-homosigoot]]' },
  { genre: 'kyc', text: 'Au-pairbureau - medische verklaring\nAu pair: {name}\nGenetisch onderzoek: [[G:drager van sikkelcelziekte]]' },
  { genre: 'hr', text: 'Akwụkwọ ndebanye aha - ụlọ ọrụ ọkụkọ (poultry farm)\nOnye ọrụ: {name}\nGenotype: [[G:AS]]' },
  { genre: 'kyc', text: 'Hackathon - travel grant medical\nParticipant: {name}\nGenotype: [[G:SC]]' },
  { genre: 'kyc', text: 'Szkoła lotnicza - orzeczenie\nKursant: {name}\nBadanie genetyczne: [[G:nosiciel mutacji CFTR]]' },
  { genre: 'chat', text: 'Bridal shop WhatsApp - Enugu\n{name}: Aunty, the hospital result don come, na [[G:AS]] I be, we go still do the fitting Saturday' },
  { genre: 'hr', text: 'Game ranger - medical, Kruger\nRanger: {name}\nGenetic test: [[G:Factor V Leiden heterozygous]]' },
  { genre: 'kyc', text: 'Hípica - ficha de jinete\nJinete: {name}\nEstudio genético: [[G:portador de hemocromatosis]]' },
  { genre: 'hr', text: 'Safari lodge - staff medical, Samburu\nStaff: {name}\nGenetic screen: [[G:G6PD A- variant]]' },
  { genre: 'hr', text: 'Gold buyer - staff medical, Tarkwa\nStaff: {name}\nHb electrophoresis: [[G:AC]]' },
  { genre: 'kyc', text: 'Scuola di volo - idoneità\nAllievo: {name}\nTest genetico: [[G:portatore di talassemia beta]]' },
  // Criminal record.
  { genre: 'hr', text: 'Clearing agent licence renewal - Apapa\nAgent: {name}\nRemarks: convicted of [[C:customs fraud]] in {year}; licence suspended' },
  { genre: 'hr', text: 'Gold buyer licence application - Obuasi\nApplicant: {name}\nPolice report: convicted of [[C:illegal mining]] ({year})' },
  { genre: 'hr', text: 'Locksmith - apprentice vetting\nApprentice: {name}\nBasic DBS: conviction for [[C:burglary]] ({year})' },
  { genre: 'hr', text: 'Ombi la kazi - mlinzi wa mbuga (game ranger), Tsavo\nMwombaji: {name}\nCheti cha polisi: alifungwa kwa [[C:ujangili]] mwaka {year}' },
  { genre: 'hr', text: 'Ifomu yokuqasha - isitolo sikabhusha (butchery)\nIsisebenzi: {name}\nIrekhodi lobugebengu: [[C:ukuntshontsha izinkomo]] ({year})' },
  { genre: 'hr', text: 'Autovermietung - Fahrerakte\nFahrer: {name}\nFührungszeugnis: Verurteilung wegen [[C:Trunkenheit im Verkehr]] ({year})' },
  { genre: 'hr', text: 'Takardar neman aiki - kamfanin saka, Kaduna\nMai nema: {name}\nRikodin \'yan sanda: an yanke masa hukunci kan [[C:fashi da makami]] a {year}' },
  { genre: 'hr', text: 'Ifom yokuqesha - i-lodge, eQonce\nUmsebenzi: {name}\nIrekhodi: [[C:ukuqhekeza]] ngo-{year}' },
  { genre: 'hr', text: 'Centre équestre - dossier moniteur\nMoniteur : {name}\nCasier : condamné pour [[C:maltraitance animale]] en {year}' },
  { genre: 'hr', text: 'Ìwé ìgbaniṣíṣẹ́ - ilé àlejò (guest house)\nOṣìṣẹ́: {name}\nÌwádìí ọlọ́pàá: wọ́n dá a lẹ́bi [[C:jìbìtì]] ní {year}' },
  { genre: 'hr', text: 'Slotmaker - aansoek (locksmith)\nAansoeker: {name}\nRekord: skuldig bevind aan [[C:inbraak]] ({year})' },
  { genre: 'hr', text: 'Slotenmaker - personeelsdossier\nMonteur: {name}\nVOG geweigerd: veroordeeld voor [[C:heling]] ({year})' },
  { genre: 'hr', text: 'Akwụkwọ ọrụ - ndị na-azụ ígwè (scrap)\nOnye ọrụ: {name}\nNdekọ: a mara ya ikpe maka [[C:izu ohi waya]] na {year}' },
  { genre: 'hr', text: 'Lodge register - staff vetting, Kintampo\nStaff: {name}\nRemarks: served three years for [[C:{offence}]]' },
  { genre: 'hr', text: 'Złomowisko - karta pracownika\nPracownik: {name}\nKRK: skazany za [[C:paserstwo]] w {year}' },
  { genre: 'chat', text: 'Tyre shop WhatsApp - Aba\n{name} na the boy wey dem jail for [[C:armed robbery]] for {year}, make una watch am' },
  { genre: 'hr', text: 'Towing company - driver vetting, Johannesburg\nDriver: {name}\nSAPS clearance: conviction for [[C:fraud]] ({year})' },
  { genre: 'hr', text: 'Zoo - ficha de cuidador\nCuidador: {name}\nAntecedentes: condena por [[C:tráfico de especies protegidas]] ({year})' },
  { genre: 'hr', text: 'Fibre installer vetting - Nairobi\nInstaller: {name}\nCertificate of good conduct: conviction for [[C:{offence}]] ({year})' },
  { genre: 'hr', text: 'Cocoa purchasing clerk - dismissal note\nClerk: {name}\nReason: convicted of [[C:cocoa smuggling]] in {year}' },
  { genre: 'hr', text: 'Gioielleria - scheda dipendente\nDipendente: {name}\nCasellario: condanna per [[C:ricettazione]] nel {year}' },
  // Negatives: the same kinds of record with ordinary values, and category words about no one or about an animal (90, in threes).
  { genre: 'clinical', text: 'Vet clinic - consultation note, Lekki\nOwner: {name}\nPatient: Bingo (dog, 6 yrs)\nDiagnosis: epilepsy; phenobarbital for the dog, review in 4 weeks' },
  { genre: 'hr', text: 'Cocoa purchasing clerk register - Goaso\nClerk: {name}\nRemarks: on leave, sister\'s wedding' },
  { genre: 'kyc', text: 'Au pair agency - host family profile\nHost parent: {name}\nHousehold: two children, a dog; the au pair would do school runs' },
  { genre: 'kyc', text: 'Fomu ya kukodisha gari (car rental) - Mombasa\nMkodishaji: {name}\nAfya ya dereva: hakuna tatizo' },
  { genre: 'kyc', text: 'Ifomu yesikole sokugibela amahhashi (horse riding)\nUmgibeli: {name}\nImpilo: akukho\nIhhashi: Duma' },
  { genre: 'clinical', text: 'Reitstall - Tierarztbericht\nBesitzerin: {name}\nPferd: Lotte, 12 Jahre\nBefund: Hufrehe, Boxenruhe für drei Wochen' },
  { genre: 'hr', text: 'Rajistar mahautan kasuwa (abattoir) - Kano\nMahauci: {name}\nLafiya: lafiya lau\nRumfa: 14' },
  { genre: 'news', text: 'Isaziso: izikhulu zezempilo zithi izinkomo ezi-3 esilaheni sase-{city} zibe ne-TB; inyama yazo ilahliwe.' },
  { genre: 'kyc', text: 'Escape game - décharge de responsabilité\nJoueur : {name}\nSanté : néant' },
  { genre: 'news', text: 'Health officials in {city} say cholera cases rose this week; residents are asked to boil drinking water.' },
  { genre: 'kyc', text: 'Nail salon booking - Osu\nClient: {name}\nNotes: gel, French tips; 2pm' },
  { genre: 'kyc', text: 'Alquiler de coches - conductor adicional\nConductor: {name}\nDeclaración: ninguna\nCarnet: B' },
  { genre: 'kyc', text: 'Event hall booking - Ikeja\nClient: {name}\nEvent: 50th birthday; small chops and DJ' },
  { genre: 'news', text: 'Guest house notice: the Methodist church next door holds its harvest on Sunday; expect traffic on the {city} road.' },
  { genre: 'kyc', text: 'Book club - members list\nMember: {name}\nNote: hosts the March meeting; this month\'s book is a history of the Reformation' },
  { genre: 'news', text: 'Sanarwa: masallacin Juma\'a na {city} zai sake gyara rufin sa; za a yi sallah a makarantar firamare.' },
  { genre: 'hr', text: 'Irejista yabasebenzi - i-toll plaza\nUmsebenzi: {name}\nIcawa: akukho' },
  { genre: 'hr', text: 'Agence de chauffeurs VTC - fiche\nChauffeur : {name}\nRemarque : ne travaille pas le samedi (garde ses enfants)' },
  { genre: 'kyc', text: 'Ìwé ìforúkọsílẹ̀ ilé ìwòsàn ẹranko (vet clinic)\nOlóhun ọ̀sìn: {name}\nÀkíyèsí: ajá rẹ̀ ti gba abẹ́rẹ́ àjẹsára' },
  { genre: 'hr', text: 'Slaghuis - personeelkaart\nWerker: {name}\nGeloof: nie verstrek nie' },
  { genre: 'news', text: 'De bloemist naast de gereformeerde kerk in {city} levert op zondag niet.' },
  { genre: 'chat', text: 'Panel beater WhatsApp - Warri\n{name}: Bros I no go open shop Sunday, na my mama birthday' },
  { genre: 'news', text: 'The Presbyterian church at {city} will host a free eye screening on Saturday for all residents.' },
  { genre: 'news', text: 'La academia de idiomas de {city} abre un curso de español para catequistas y misioneros recién llegados.' },
  { genre: 'hr', text: 'Clearing agent - staff file, Apapa\nStaff: {name}\nState of origin: Oyo\nLGA: Ogbomosho North' },
  { genre: 'news', text: 'The shea butter cooperatives of the Frafra and Kusasi areas will show their products at the {city} trade fair.' },
  { genre: 'kyc', text: 'Cricket club - membership, Bradford\nMember: {name}\nEthnic origin (club survey): prefer not to say' },
  { genre: 'hr', text: 'Fomu ya kuomba kazi - hoteli ya kitalii (safari lodge), Narok\nMwombaji: {name}\nKabila: -' },
  { genre: 'hr', text: 'Irejista yabasebenzi - imayini (mine), eRustenburg\nIsisebenzi: {name}\nUhlanga: akukho' },
  { genre: 'news', text: 'Der Zirkus in {city} zeigt eine Ausstellung über die Geschichte der Sinti und Jenischen im Zirkusleben.' },
  { genre: 'kyc', text: 'Akwụkwọ ndebanye aha - ndị na-azụ ígwè (scrap dealers), Nnewi\nOnye ọrụ: {name}\nAgbụrụ: -' },
  { genre: 'news', text: 'Tema freight forwarders say Ewe, Ga and Fante translations of the new customs guide are ready.' },
  { genre: 'chat', text: 'Wypożyczalnia samochodów - notatka\nKlient: {name}\nUwagi pracownika: kaucja standardowa' },
  { genre: 'kyc', text: 'Coding bootcamp - scholarship form, Nairobi\nApplicant: {name}\nCommunity: -' },
  { genre: 'kyc', text: 'Gold buyer licence file - Obuasi\nBuyer: {name}\nNote: family firm since 1970' },
  { genre: 'news', text: 'Il museo di {city} dedica una mostra al genocidio dei rom e dei sinti durante la guerra.' },
  { genre: 'kyc', text: 'Guest house register - Ibadan\nFront desk note: {name} checked in with his brother, asked for two beds' },
  { genre: 'news', text: 'The Accra hackathon\'s organisers say sessions on LGBTQ+ inclusion and on accessibility will run on day two.' },
  { genre: 'hr', text: 'Karaoke bar - staff incident log\nStaff: {name}\nIncident: a customer broke a glass at the bar' },
  { genre: 'chat', text: 'Rahoton mai gadin gidan rawa (nightclub) - Abuja\nBayani: {name} ya zo ba tare da katin shaida ba; an hana shi shiga' },
  { genre: 'kyc', text: 'Ifom yeklabhu yeencwadi (book club)\nIlungu: {name}\nMalunga nam: ndithanda iincwadi zembali' },
  { genre: 'news', text: 'La marche des fiertés de {city} partira samedi de la place de la République.' },
  { genre: 'chat', text: 'Ìfiránṣẹ́ WhatsApp - ẹgbẹ́ olùka ìwé (book club)\n{name}: Mo fẹ́ sọ òtítọ́ fún yín, mi ò tíì ka ìwé náà tán' },
  { genre: 'kyc', text: 'Kampeerterrein - bespreking\nGas: {name}\nSaam met: sy broer; twee tente' },
  { genre: 'kyc', text: 'Bruidswinkel - afspraak\nKlant: {name}\nNotitie: komt met haar moeder en zus' },
  { genre: 'kyc', text: 'Printing press - job order, Mushin\nClient: {name}\nJob: 300 wedding cards' },
  { genre: 'news', text: 'Cocoa purchasing clerks in {city} say the NPP and NDC campaigns have slowed buying in the villages.' },
  { genre: 'kyc', text: 'Chauffeur company - booking\nPassenger: {name}\nPickup: county hall, 7.30; drop-off: station' },
  { genre: 'kyc', text: 'Fomu ya mwanachama - chama cha wafugaji nyuki (beekeeping), Baringo\nMwanachama: {name}\nMaelezo: mizinga 12' },
  { genre: 'kyc', text: 'Irejista yabadayisi - isitolo samathayi (tyre shop), uMlazi\nUmdayisi: {name}\nIqembu lezepolitiki: akukho' },
  { genre: 'news', text: 'Die Weinprobe im Rathaus {city} fällt wegen der Landtagswahl am Sonntag aus.' },
  { genre: 'kyc', text: 'Rajistar masu sayar da gas (LPG) - Bauchi\nDila: {name}\nJam\'iyya: babu' },
  { genre: 'news', text: 'Isaziso: i-ANC ne-DA ziza kuxoxa ngemisebenzi yasezifama zeediliya e-{city} ngoLwesihlanu.' },
  { genre: 'chat', text: 'Fleuriste - commande\nClient : {name}\nLivraison : mairie, salle des mariages' },
  { genre: 'hr', text: 'Abattoir staff register - Bodija\nButcher: {name}\nUnion: none' },
  { genre: 'news', text: 'The Ghana Mineworkers\' Union says talks with the Tarkwa mines on a new wage deal will resume next week.' },
  { genre: 'hr', text: 'Cinema - staff file\nProjectionist: {name}\nUnion: not a member' },
  { genre: 'hr', text: 'Rejista ya wafanyakazi - kiwanda cha ngozi (tannery), Thika\nMfanyakazi: {name}\nChama: hakuna' },
  { genre: 'hr', text: 'Irejista yabasebenzi - ibhulohwe (brewery), eThekwini\nIsisebenzi: {name}\nInyunyana: akukho' },
  { genre: 'news', text: 'Die NGG ruft die Beschäftigten der Brauereien in {city} für Donnerstag zum Warnstreik auf.' },
  { genre: 'hr', text: 'Takardar ma\'aikacin kamfanin saka (textile) - Kano\nMa\'aikaci: {name}\nƘungiya: babu' },
  { genre: 'hr', text: 'Irejista yabasebenzi - imayini\nUmsebenzi: {name}\nUmanyano: akukho' },
  { genre: 'hr', text: 'Abattoir - fiche salarié\nSalarié : {name}\nMandat : aucun' },
  { genre: 'kyc', text: 'Clearing agent - port access, Apapa\nAgent: {name}\nAccess: port ID card no. {n}31' },
  { genre: 'kyc', text: 'Cocoa farmer payment - LBC, Dunkwa\nFarmer: {name}\nPaid by: cash, signed the purchase book' },
  { genre: 'news', text: 'The zoo in {city} says fingerprint locks on the big cat house failed during the storm; no animal got out.' },
  { genre: 'hr', text: 'Rajistar ma\'aikatan hakar ma\'adinai (mining) - Zamfara\nMa\'aikaci: {name}\nShiga: katin shaida' },
  { genre: 'news', text: 'Abasebenzi bezindawo zokuqasha iimoto e-{city} bathi umthetho omtsha wokuthatha iminwe awukacaci.' },
  { genre: 'hr', text: 'Brasserie artisanale - pointeuse\nSalarié : {name}\nPointage : badge n° {n}3' },
  { genre: 'kyc', text: 'Ìwé ìforúkọsílẹ̀ - ilé ìtajà gáàsì (LPG)\nOníbàárà: {name}\nÌdánimọ̀: káàdì NIN' },
  { genre: 'hr', text: 'Wildtuin - personeeltoegang\nVeldwagter: {name}\nToegang: sleutelkaart' },
  { genre: 'kyc', text: 'Vliegschool - toegang\nLeerling: {name}\nToegang hangaar: pasje' },
  { genre: 'kyc', text: 'Coding bootcamp - health sheet, Yaba\nApplicant: {name}\nGenotype: not known' },
  { genre: 'clinical', text: 'Riding school - vet record, Midrand\nOwner: {name}\nHorse: Storm, 9 yrs\nGenetic test: HYPP N/H (horse); no showing in halter classes' },
  { genre: 'news', text: 'The Au Pair Society\'s newsletter explains in plain words how genes, mutations and carriers work, for host children\'s homework.' },
  { genre: 'kyc', text: 'Fomu ya kujiunga - klabu ya kriketi, Nairobi\nMchezaji: {name}\nKipimo cha vinasaba: hakijafanywa' },
  { genre: 'news', text: 'Isifundo sesayensi: izakhi zofuzo (genes) zithwala imininingwane yezici zomuntu, njengombala wamehlo.' },
  { genre: 'kyc', text: 'Segelschule - Tauglichkeit\nSchülerin: {name}\nGenbefund: nicht erhoben\nSchwimmnachweis: ja' },
  { genre: 'kyc', text: 'Takardar makarantar koyon tukin jirgin sama (flight school) - Zaria\nDalibi: {name}\nGenotype: ba a yi ba' },
  { genre: 'hr', text: 'Ifom yabasebenzi - i-lodge, eKapa\nUmsebenzi: {name}\nUvavanyo lwemfuza: alwenziwanga' },
  { genre: 'hr', text: 'Centre équestre - fiche cheval\nPropriétaire : {name}\nCheval : Ulysse\nTest génétique : porteur du gène crème (robe isabelle)' },
  { genre: 'hr', text: 'Clearing agent licence renewal - Apapa\nAgent: {name}\nRemarks: police report clean; licence renewed' },
  { genre: 'news', text: 'Police in {city} say three men were arrested for illegal mining near the gold buyers\' market; their names were not given.' },
  { genre: 'hr', text: 'Locksmith - apprentice vetting\nApprentice: {name}\nBasic DBS: no convictions' },
  { genre: 'hr', text: 'Ombi la kazi - mlinzi wa mbuga (game ranger), Tsavo\nMwombaji: {name}\nCheti cha polisi: hakuna rekodi' },
  { genre: 'hr', text: 'Ifomu yokuqasha - isitolo sikabhusha (butchery)\nIsisebenzi: {name}\nIrekhodi lobugebengu: akukho' },
  { genre: 'news', text: 'In {city} wurde ein Autovermieter Opfer eines Betrugs mit gefälschten Führerscheinen; die Täter sind unbekannt.' },
  { genre: 'news', text: 'Rahoto: \'yan sanda a {city} sun kama mutane biyu kan fashi da makami a kusa da kamfanin saka; ba a bayyana sunayensu ba.' },
  { genre: 'hr', text: 'Towing company - driver vetting, Johannesburg\nDriver: {name}\nSAPS clearance: clear' },
  { genre: 'hr', text: 'Zoo - ficha de cuidador\nCuidador: {name}\nAntecedentes: ninguno' },
];
