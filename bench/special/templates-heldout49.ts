// Held-out set 49 of the special-category labelled set (issue 15). Written in session 42 by an author independent
// of the detector (a blind author helper of session 42, branch s42-special49): before writing it the author read only
// the session's rules, the blind-author brief and its own brief, the header and the first template lines of
// bench/special/templates-heldout48.ts (for the TypeScript shape, the ordering in threes and the labelling policy),
// parts of bench/special/generate.ts (its header, fill() and its slot names, the writer's table), the lines of
// bench/special.ts and test/bench/special-generate.test.ts that wire set 48 in (to wire this set in the same way). It
// did NOT read bench/special/slots.ts (slot values are used blind, as {med}, {hosp}, {offence}, {party}, {union},
// {city}, {year}), anything under src/ or data-files/, test/detect/, README.md, any .jsonl file or any other template
// body, and did not run the detector or the bench on this set before committing it (not yet read). The header comment
// lines of templates-heldout.ts to 48.ts and templates-dev*.ts were only searched (by a script) for candidate
// record-kind words; a candidate was kept only when no header names it.
// 279 templates filled twice with seed 4949 (558 texts): 21 positive templates per category (189, in the order
// health, religion, race, orientation, political, union, biometric, genetic, criminal), each holding only its own
// category, and 90 negatives last (180 texts); all in threes, so the first of each three falls in NG and KE (English,
// Pidgin, Swahili, Hausa, Yorùbá, Igbo), the second in GH and ZA (English, Twi, isiZulu, isiXhosa, Afrikaans,
// Sesotho) and the third in the UK and EU (English, German, French, Dutch, Polish, Spanish, Italian). Slots are filled
// from slots.ts as in every set, so a fill may put a Kenyan name in a Glasgow law clinic or a Nigerian party on a
// Kirinyaga tomato market; such fill slips leave the spans right and are left as they fall. Every value is fictional;
// no identifier with a check digit is used.
// Kinds of record (chosen because no header of sets 1 to 48 or of the dev sets names their key words - palm oil,
// cashew, winery, orchard, avocado, mango, citrus, macadamia, sisal, pyrethrum, mushroom, snail, grasscutter, rabbit,
// piggery, hatchery, feedlot, apiary, greenhouse, tomato, banana, cobbler / shoe repair, water vendor, charcoal,
// firewood, gas cylinder, electrician, meter reader, substation, power station, wind farm, hydro, tanker, bitumen,
// asphalt, road construction, bridge, pipeline, drilling, lorry, barge, canoe, cargo, freight forwarding, air traffic
// control, elevator / lift engineers, cold room, consulate, fire brigade, tax office, bailiff, debt collector,
// auctioneer, valuer, surveyor, law clinic, housing association, halfway house, homeless shelter, soup kitchen, market
// research, billboard / signwriter, printer, fashion boutique, key cutting, watch repair, fast food, suya, mama put,
// kiosk, bingo, arcade, laser tag, bouncy castle, magician, clown, beauty pageant, carnival, ice rink, racecourse,
// jockey, caddie, equestrian, polo, falconry, taxidermy, archery, fencing, judo, taekwondo, wrestling, volleyball,
// basketball, handball, hockey, table tennis, badminton, squash, triathlon, athletics, yacht, fishing charter, caravan
// park, glamping, timeshare, game reserve, botanical garden, planetarium, observatory, archaeology): palm oil mills
// (Ikot Ekpene, Ọ̀kìtìpupa, Ọka, Ikorodu); cashew plants and warehouses (Wenchi, Techiman, Ogbomoso); wineries
// (Pfalz, Mosel, Robertson, Italian tenuta); orchards (avocado Murang'a, mango Makueni, citrus Letsitele and
// Citrusdal, apples Ficksburg, bananas Port St Johns) and a macadamia factory (Thika); sisal estates (Voi, Taveta);
// a pyrethrum cooperative (Molo); mushroom farms (Kumasi, Limuru); snail, grasscutter, rabbit and pig farms (Ìkìrun,
// Ikire, Ogbomoso, Jos, Nsukka); hatcheries (Ibadan, Camperdown); a feedlot (Bothaville); apiaries (Kitui, Clarens);
// a hydroponics greenhouse (Brits); tomato and pepper traders (Kirinyaga, Ìbàdàn); shoe repair and a shoe factory
// (Ọ̀yọ́, Àbá); water vendors (Kano, Owerri); charcoal, firewood and LPG sellers (Zaria, Oyo, Narok, Aba, Bauchi,
// Warri); electricians (Upington, Enugu, Kroonstad); meter readers (Kakamega, Benin City); substations, power
// stations and wind farms (Newcastle, Lethabo, Koeberg, Ikorodu, German and Polish); tanker and lorry drivers
// (Kano, Kaduna, Apapa, Kumasi, Sasolburg, eBhayi, Onitsha) and a bitumen depot (Richards Bay); road construction,
// asphalt, bridges and pipelines (Welkom, Ladysmith, Pietermaritzburg, Adomi, Tugela, Ọhaji, Secunda, German,
// Spanish); borehole and mine drilling (Minna, Kathu, a German offshore rig); barges and canoe builders (Lokoja,
// Keta, Dutch); cargo, freight forwarding and air cargo (Tema, Mombasa, Dutch); air traffic control (UK, Dutch);
// lift engineers (UK, Afrikaans); cold rooms (Tema); consulates and a visa centre (Abuja, French); fire brigades
// (German, French); tax offices (Takoradi, Sokoto, Italian); bailiffs, debt collectors, auctioneers and valuers
// (Croydon, Kumasi, Kisumu, Accra, Spanish, French, Italian); a surveyor's office (Bloemfontein, French); a law
// clinic (Glasgow); housing associations (Hackney, Dutch); a halfway house (Manchester), a homeless shelter (Polish)
// and a soup kitchen (Mitchells Plain); market research (Polish); signwriters and printers (Katsina, Ìbàdàn); a
// fashion boutique (Lekki); key cutting (Ojuelegba); watch repair (German); fast food, suya and mama put (Mombasa,
// Wuse, Port Harcourt, Òṣogbo, Èkó); bingo halls (Blackpool, Spanish), arcades and laser tag (Ikeja, Enugu,
// French); bouncy castles (Tema); magicians and clowns (Osu); a beauty pageant (Kumasi); carnival and funfair
// people (Cádiz, German Kirmes, Spanish feriantes); ice rinks (Nottingham, Polish); racecourses and jockeys
// (Newmarket, Turffontein); caddies (Karen); equestrian and polo (Polish, Dutch, Paarl, Accra); falconry (Devon);
// taxidermy (Dutch, Spanish); archery and fencing clubs (French, Italian, Spanish, Durban); judo, taekwondo and
// wrestling (Polish, Ìbàdàn, Nakuru, Abakaliki); volleyball, basketball, handball, hockey, table tennis, badminton,
// squash and triathlon clubs (Accra, Bloemfontein, Welkom, Soweto, eThekwini, eMonti, Bristol, Sandton, German,
// Spanish, Polish, Dutch, French); an athletics camp (Iten); yacht and RIB hire and a fishing charter (Italian, Hout
// Bay); a caravan park (Cape Peninsula, Hartenbos, Hermanus), a glamping site (Aburi) and a timeshare resort (Ada
// Foah); game reserves (Skukuza, Pilanesberg, Tsavo, eBhayi); botanical gardens (Aburi, Polish); a planetarium and
// observatories (French, Dutch, Italian); archaeology (German dig, Mapungubwe field school); a call center (eMonti).
// Labelling policy: that of set 48 (set 47's plus its AA-genotype addition), unchanged and with no addition of its
// own: the value itself, never the field label, a negated, declined or empty value, or a dose. Health: a condition,
// symptom, injury, disability, allergy, pregnancy of the named person, a medicine, aid or treatment used (an
// EpiPen, a blue inhaler, a drip, an insulin pump, an oxygen concentrator, glasses, contact lenses, ARVs). Religion:
// the faith, denomination or church a named person belongs to or serves, abbreviated as forms write it ("ev." in a
// German church-tax field, "RCCG", "ZCC"), not the day of worship and not a restriction the faith explains (no
// handshake, Jumat service, early Friday). Race and ethnic origin: the ethnic, tribal or population group of a named
// person, including a monitoring category ("Mixed - White and Black African", "White - Irish", "Indian",
// "Kleurling") and an ethnic label put on them ("rom", "gitana"); a home town or state of origin is not marked.
// Sexual orientation: the orientation word, the same-sex partner word that reveals it ("his husband", "sein Ehemann",
// "haar vrou", "sa compagne" of a "Mme", "su marido" of a "D.", "partner Piotr" of a "Pan"), and a slur or label put
// on a named person ("homo", "isitabane", "ɗan luwaɗi", "supi"). Political opinion: the party a named person is a
// member, councillor, chairman, organiser, polling agent, aspirant or candidate of. Trade union: the union a named
// person belongs to, pays dues to or is a steward, secretary or chairman of. Biometric: the biometric item enrolled,
// captured or used to clock in, log in or open (fingerprint, finger scan, palm vein, iris, face capture, a selfie
// face match). Genetic: the finding (a genotype such as AA, AS, SS, AC, SC, a named variant, mutation, carrier state
// or trait), never the test's name (the words "porteur de la mutation" stay outside the CFTR span, the named variant is the
// finding). Criminal record: the offence a named person is
// convicted of or did time for, never the sentence, court or date.
// Negatives (180 texts): the same kinds of record of named people with ordinary values ("nil", "none known",
// "hakuna", "hakujazwa", "akukho", "babu", "ba a faɗa ba", "ba a rubuta ba", "ọ dịghị", "ha ho letho", "ha e a
// fanwa", "geen", "nie verstrek nie", "néant", "RAS", "--", "non indicata", "nessuna", "nulla", "sin incidencias",
// "not stated", "prefer not to say", "not a member", "R0.00" and "0,00 EUR" union subs, "none" convictions, a
// "clear" DBS, "not done" sickle screen, a key card and PIN, a swipe card), a state of origin and LGA, a spoken
// language, a woman's husband, a man's wife ("sy vrou" of a "Mnr.", "mke wake" of a "Bw."), a named person's brother
// and sister, and category words about no one (a Methodist church hall, a Catholic church ground, the Redemption
// Camp, a central mosque, an Anglican cathedral, an Orthodox church, a Moluccan chapel and a Protestant church as
// places; Hanukkah, Sallah, Holy Week and the Immaculate Conception as dates; malaria, TB screening, silicosis,
// diabetes, CNSL burns and equine flu in general; party rallies, convoys and a council vote; an election day; an
// anonymous survey question on party choice; union meetings, a strike and a union observer; biometric enrolment
// suspended and a broken finger scanner; a sickle-cell talk, genes of hawks and ancient DNA; unnamed cable thieves,
// vandals and a fraudster; Moroccan riders, Ìjẹ̀bú garri, the Hogbetsotso festival, Basotho blanket day, an Ijaw
// fisherman, Black History Month, an Irish Traveller race name; Pride parties and a Pride march).
// Writing slips known to the author: Yorùbá, Igbo and Hausa tone marks and hooked letters are the author's best and
// may be incomplete or wrong in places; the isiZulu, isiXhosa, Sesotho, Twi, Hausa and Igbo forms mix in English
// words the way such forms do ("i-hatchery", "Genotype:", "pipeline", "arcade"); the Twi, Sesotho and Igbo words for
// conditions, faiths, fingerprints and orientation are the author's best; English KE-flavoured records fall in NG
// rows too, and Pidgin ones in KE rows.
import type { Template } from './templates-dev.js';

export const HELDOUT49_TEMPLATES: Template[] = [
  // Health: three at a time, NG and KE, GH and ZA, UK and EU.
  { genre: 'hr', text: 'Palm oil mill - worker card, Ikot Ekpene\nWorker: {name}\nMedical: [[H:peptic ulcer]]; on [[H:{med}]]; no night shift at the press' },
  { genre: 'hr', text: 'Cashew processing plant - staff file, Wenchi\nStaff: {name}\nHealth: [[H:2nd degree burns]] (CNSL, both hands) {year}; [[H:anaemia]]' },
  { genre: 'hr', text: 'Weingut Pfalz - Erntehelfer-Bogen\nName: {name}\nGesundheit: [[H:Bienengiftallergie]], führt [[H:EpiPen]] mit; [[H:Heuschnupfen]]' },
  { genre: 'hr', text: "Fomu ya mfanyakazi - shamba la parachichi (avocado orchard), Murang'a\nMfanyakazi: {name}\nAfya: ana [[H:kisukari]]; anatumia [[H:insulini]]" },
  { genre: 'hr', text: 'Ifomu yomsebenzi - ipulazi lamawolintshi (citrus orchard), Letsitele\nIsisebenzi: {name}\nImpilo: [[H:umfutho wegazi ophakeme]]; uthola imithi e-{hosp}' },
  { genre: 'hr', text: 'LIFT & ESCALATOR ENGINEERS LTD - occupational health referral\nEngineer: {name}\nReason: [[H:claustrophobia]] in shafts; [[H:lower back pain]] since {year} - OH advises no pit work' },
  { genre: 'hr', text: 'Takardar direban tanka (tanker driver) - Kano/Maiduguri\nDireba: {name}\nLafiya: yana da [[H:ciwon sukari]]; yana amfani da [[H:gilashi]] idan yana tuki' },
  { genre: 'hr', text: 'Mushroom farm - worker file, Kumasi (Twi notes)\nWorker: {name}\nApɔmuden: ɔwɔ [[H:asikyire yare]]; ɔnom [[H:{med}]] da biara' },
  { genre: 'kyc', text: 'Centrum jeździeckie - karta instruktora\nInstruktor: {name}\nZdrowie: [[H:złamanie obojczyka]] ({year}), [[H:padaczka]] - nie prowadzi jazd w terenie' },
  { genre: 'hr', text: 'Ìwé òṣìṣẹ́ - oko ìgbín (snail farm), Ìkìrun\nÒṣìṣẹ́: {name}\nÌlera: ó ní [[H:àtọ̀gbẹ]]; ó ń lo [[H:{med}]]' },
  { genre: 'hr', text: 'Wynkelder (winery) - seisoenwerker, Robertson\nWerker: {name}\nMediese toestand: [[H:epilepsie]]; gebruik [[H:{med}]]; nie by die pers nie' },
  { genre: 'hr', text: 'Enforcement agents (bailiffs) - welfare return, Croydon office\nAgent: {name}\nDisclosed: [[H:PTSD]] after an assault on a visit; on [[H:sertraline]], sees EAP counsellor' },
  { genre: 'chat', text: 'Suya spot staff WhatsApp - Wuse\n{name}: Boss I no fit come grill tonight, [[H:typhoid]] don hold me, dem put me for [[H:drip]] for clinic' },
  { genre: 'hr', text: 'Foromo ya mosebetsi - feedlot, Bothaville\nMosebetsi: {name}\nBophelo: o na le [[H:lefu la tsoekere]]; o sebedisa [[H:{med}]]' },
  { genre: 'kyc', text: 'Manege - vrijwilligersformulier (paardenpension)\nVrijwilliger: {name}\nMedisch: [[H:diabetes type 1]], [[H:insulinepomp]]; [[H:zwanger]] (16 wk)' },
  { genre: 'hr', text: 'Akwụkwọ onye ọrụ - ebe a na-azụ ezi (piggery), Nsukka\nOnye ọrụ: {name}\nAhụike: o nwere [[H:ọrịa shuga]]; na-aṅụ [[H:{med}]]' },
  { genre: 'hr', text: 'Bouncy castle hire - crew form, Tema\nCrew: {name}\nMedical: [[H:asthmatic]], keeps a [[H:blue inhaler]] in the van' },
  { genre: 'kyc', text: 'Escuela de esgrima - ficha de alumno adulto\nAlumno: {name}\nSalud: [[H:hipertensión]]; [[H:lesión de menisco]] (rodilla izq.)' },
  { genre: 'hr', text: 'Pyrethrum cooperative - picker register, Molo\nPicker: {name}\nHealth notes: [[H:TB]] - completed treatment {year}; [[H:HIV+]], on [[H:ARVs]] ({hosp})' },
  { genre: 'hr', text: 'CAPE PENINSULA CARAVAN PARK - resident caretaker file\nCaretaker: {name}\nHealth: [[H:COPD]]; home [[H:oxygen concentrator]] at night' },
  { genre: 'kyc', text: "Scuola di tiro con l'arco - certificato medico sportivo\nAtleta: {name}\nNote: [[H:daltonismo]], [[H:miopia]] - usa [[H:lenti a contatto]]" },
  // Religion.
  { genre: 'kyc', text: 'Hatchery (day-old chicks) - customer card, Ibadan\nCustomer: {name}\nNotes: [[R:RCCG]] worker (choir); picks up chicks on Mondays' },
  { genre: 'kyc', text: 'Basketball club - player form, Accra\nPlayer: {name}\nReligion: [[R:Ahmadiyya Muslim]]; fasts in Ramadan' },
  { genre: 'hr', text: 'Feuerwehr (Berufsfeuerwehr) - Personalbogen\nName: {name}\nSteuerklasse: 3\nKonfession: [[R:ev.]]' },
  { genre: 'kyc', text: 'Fomu ya mwanachama - chama cha wafugaji nyuki (apiary), Kitui\nMwanachama: {name}\nDini: [[R:Mwislamu]]' },
  { genre: 'hr', text: 'Ifomu yomsebenzi - isitishi samandla (power station), Lethabo\nUmsebenzi: {name}\nIcawa: [[R:iWesile]] (Methodist)' },
  { genre: 'hr', text: 'Ice rink - staff handbook sign-off, Nottingham\nStaff: {name}\nReligious observance: [[R:Orthodox Jewish]]; leaves early on winter Fridays' },
  { genre: 'kyc', text: 'Takardar mai sayar da gawayi (charcoal) - Zaria\nMai sayarwa: {name}\nAddini: [[R:Musulmi]] ([[R:Izala]])' },
  { genre: 'hr', text: 'Boorwerk (drilling) - personeelkaart, Kathu\nWerker: {name}\nKerkverband: [[R:Apostoliese Geloof Sending]] (AGS)' },
  { genre: 'kyc', text: "Centre de tir à l'arc - fiche bénévole\nBénévole : {name}\nRemarque : [[R:musulmane]], ne serre pas la main des hommes" },
  { genre: 'kyc', text: 'Ìwé ìforúkọsílẹ̀ - ilé oúnjẹ (bùkà / mama put), Òṣogbo\nOníbàárà: {name}\nẸ̀sìn: [[R:Kìrìsìtẹ́nì]] ([[R:Cherubim & Seraphim]])' },
  { genre: 'hr', text: 'Game reserve ranger file - Skukuza\nRanger: {name}\nChurch: [[R:ZCC]] (star badge on the uniform shirt)' },
  { genre: 'hr', text: 'Luchtverkeersleiding - personeelsdossier\nMedewerker: {name}\nLevensbeschouwing: [[R:hindoeïstisch]]' },
  { genre: 'chat', text: 'Grasscutter farm WhatsApp - Ogbomoso\n{name}: Oga abeg I go close early Friday, I be [[R:Muslim]] na, Jumat service dey 1pm' },
  { genre: 'kyc', text: "Foromo ya setho - sehlopha sa volleyball, Bloemfontein\nSetho: {name}\nTumelo: [[R:Mok'hatholike]]" },
  { genre: 'kyc', text: 'Klub zapaśniczy - karta zawodnika\nZawodnik: {name}\nWyznanie: [[R:prawosławne]]' },
  { genre: 'hr', text: 'Macadamia factory - shift roster remarks, Thika\nEmployee: {name}\nRemark: [[R:Akorino]] - wears turban on the line' },
  { genre: 'hr', text: 'GRA tax office - staff welfare form, Takoradi\nOfficer: {name}\nDenomination: [[R:Methodist]], society steward' },
  { genre: 'hr', text: 'Agencia de cobro de deudas - alta de empleado\nEmpleado: {name}\nObservaciones: [[R:testigo de Jehová]]' },
  { genre: 'kyc', text: 'Akwụkwọ ndebanye aha - ndị na-ere gas (LPG), Aba\nAha: {name}\nOkpukpe: [[R:Katọlik]]' },
  { genre: 'hr', text: 'Ifomu - abagadi be-substation (Eskom), Newcastle\nIsisebenzi: {name}\nInkolo: [[R:iNazaretha]]' },
  { genre: 'hr', text: 'Tenuta vinicola - scheda dipendente\nDipendente: {name}\nReligione: [[R:valdese]]' },
  // Race.
  { genre: 'hr', text: 'Cashew warehouse - casual labour sheet, Ogbomoso\nCasual: {name}\nEthnic group: [[E:Ibibio]]' },
  { genre: 'hr', text: 'EEA1 - Gariep dam contractor\nEmployee: {name}\nRace: [[E:Indian]]\nGender: F' },
  { genre: 'kyc', text: 'Housing association - tenant equality monitoring, Hackney\nTenant: {name}\nEthnicity: [[E:Mixed - White and Black African]]' },
  { genre: 'hr', text: 'Fomu ya mfanyakazi - shamba la mkonge (sisal), Voi\nMfanyakazi: {name}\nKabila: [[E:Mtaita]]' },
  { genre: 'kyc', text: 'Canoe builders association - member card, Keta\nMember: {name}\nTribe: [[E:Anlo Ewe]]' },
  { genre: 'kyc', text: 'Archäologische Grabung - Teilnehmerbogen\nTeilnehmer: {name}\nHerkunft: [[E:Sinto]]' },
  { genre: 'kyc', text: 'Takardar mai sayar da ruwa (water vendor) - Kano\nMai ruwa: {name}\nƘabila: [[E:Bafulatani]]' },
  { genre: 'hr', text: 'Elektrisiën - vakleerling vorm, Upington\nVakleerling: {name}\nRas: [[E:Kleurling]]' },
  { genre: 'hr', text: 'Racecourse - stable staff equal opportunities form, Newmarket\nName: {name}\nEthnic origin: [[E:White - Irish]]' },
  { genre: 'hr', text: 'Ìwé òṣìṣẹ́ - ilé ìtajà bàtà (shoe repair), Ọ̀yọ́\nÒṣìṣẹ́: {name}\nẸ̀yà: [[E:Hausa-Fúlàní]]' },
  { genre: 'hr', text: 'Tanker drivers roster - Kumasi depot\nDriver: {name} ([[E:Dagomba]])\nRoute: Kumasi - Tamale' },
  { genre: 'hr', text: 'Consulat - fiche agent local\nAgent : {name}\nNote du chef de poste : [[E:rom]] de Craiova, parle romani' },
  { genre: 'chat', text: 'Mama put customers group - Port Harcourt\n{name}: Me I be [[E:Ikwerre]] pikin o, no be Igbo, make una stop am' },
  { genre: 'hr', text: 'Ifomu - abaqhubi belori (lorry drivers), eBhayi\nUmqhubi: {name}\nUhlanga: [[E:Ntsundu]]' },
  { genre: 'kyc', text: 'Woningcorporatie - huurdersdossier\nHuurder: {name}\nOpmerking: [[E:Molukse]] afkomst; tolk niet nodig' },
  { genre: 'hr', text: 'Meter reader (KPLC) - staff bio, Kakamega\nName: {name}\nTribe: [[E:Luhya]] ([[E:Maragoli]])' },
  { genre: 'hr', text: 'Foromo ya mosebetsi - babetli ba ditsela (road construction), Welkom\nMosebetsi: {name}\nMorabe: [[E:Mosotho]]' },
  { genre: 'hr', text: 'Agencja badań rynku - ankieter\nAnkieter: {name}\nPochodzenie: [[E:Łemko]]' },
  { genre: 'hr', text: 'Akwụkwọ onye ọrụ - ebe a na-egwe mmanụ nkwụ (palm oil mill), Ọka\nOnye ọrụ: {name}\nAgbụrụ: [[E:Igbo]]' },
  { genre: 'hr', text: 'Volta bridge works - labour register, Adomi\nLabourer: {name}\nEthnicity: [[E:Krobo]]' },
  { genre: 'kyc', text: 'Comparsa de carnaval (Cádiz) - ficha de integrante\nIntegrante: {name}\nObservaciones: [[E:gitana]], del barrio de Santiago' },
  // Orientation.
  { genre: 'hr', text: 'Fashion boutique - staff emergency contact, Lekki\nStaff: Mr {name}\nEmergency contact: his [[S:boyfriend]] (Femi)' },
  { genre: 'kyc', text: 'Magician & clown bookings - performer file, Osu\nPerformer: Mr {name}\nNotes: [[S:gay]]; lives with his partner in Labadi' },
  { genre: 'kyc', text: 'Badminton club - membership (couple rate), Bristol\nMember: Mr {name}\nSecond member: his [[S:husband]], D. Okoro' },
  { genre: 'hr', text: 'Fomu - kibanda cha chakula cha haraka (fast food kiosk), Mombasa\nMhudumu: Bw. {name}\nMaelezo: anaishi na [[S:mpenzi wake wa kiume]]' },
  { genre: 'hr', text: 'Ifomu lomdlali - iklabhu ye-hockey, eThekwini\nUmdlali: {name}\nUmqeqeshi ubhale: [[S:isitabane]]' },
  { genre: 'kyc', text: 'Triathlon-Verein - Familienmitgliedschaft\nMitglied: Herr {name}\nPartner: sein [[S:Ehemann]] Jonas' },
  { genre: 'hr', text: "Takarda - masu zanen allon talla (billboard / signwriter), Katsina\nMa'aikaci: {name}\nBayani: abokan aiki suna kiransa [[S:ɗan luwaɗi]]" },
  { genre: 'kyc', text: 'Karavaanpark - huurder, Hartenbos\nHuurder: Mev. {name}\nMede-huurder: haar [[S:vrou]], Anel' },
  { genre: 'kyc', text: "Club de volley - fiche licenciée\nLicenciée : Mme {name}\nContact d'urgence : sa [[S:compagne]] Julie" },
  { genre: 'hr', text: 'Ìwé òṣìṣẹ́ - ilé iṣẹ́ ìtẹ̀wé (printer), Ìbàdàn\nÒṣìṣẹ́: Ọ̀gbẹ́ni {name}\nÀkíyèsí: ó jẹ́ [[S:gay]]' },
  { genre: 'kyc', text: 'Archery club - couples night list, Durban\nMs {name} + her [[S:girlfriend]] (sharing a bow)' },
  { genre: 'hr', text: 'Taxidermie / prepareerderij - personeelsdossier\nMedewerker: dhr. {name}\nPartner: zijn [[S:vriend]] (samenwonend)' },
  { genre: 'chat', text: 'Laser tag arena staff chat - Ikeja\nA: You see {name} today? Dem say him na [[S:homo]] o\nB: Leave am jare' },
  { genre: 'hr', text: 'Foromo ya basebetsi - ofisi ya surveyor, Bloemfontein\nMosebetsi: {name}\nTlhaloso: ke [[S:lesbian]]' },
  { genre: 'kyc', text: 'Klub judo - karta członka\nCzłonek: Pan {name}\nOsoba kontaktowa: [[S:partner]] Piotr (wspólne gospodarstwo)' },
  { genre: 'hr', text: 'Caddie master register - Karen\nCaddie: {name}\nNotes: openly [[S:bisexual]]; reported harassment by a member' },
  { genre: 'kyc', text: 'Beauty pageant - contestant vetting, Kumasi\nContestant: {name}\nRumour file: [[S:supi]] with another contestant' },
  { genre: 'kyc', text: 'Club de baloncesto - ficha de socio\nSocio: D. {name}\nCónyuge: su [[S:marido]], Javier' },
  { genre: 'hr', text: 'Akwụkwọ onye ọrụ - ụlọ egwuregwu arcade, Enugu\nOnye ọrụ: Maazị {name}\nIhe edere: ọ bụ [[S:nwoke na-edina nwoke]]' },
  { genre: 'kyc', text: 'Squash club - locker list, Sandton\nMember: Mr {name}\nSpouse card: [[S:husband]] (Mr P. Naidoo)' },
  { genre: 'kyc', text: 'Scuola di scherma - scheda socia\nSocia: sig.ra {name}\nNote: [[S:lesbica]]; vive con la [[S:compagna]]' },
  // Political.
  { genre: 'kyc', text: 'Charcoal dealers association - exco list, Oyo\nTreasurer: {name} - [[P:{party}]] ward chairman' },
  { genre: 'hr', text: 'Fishing charter - skipper file, Hout Bay\nSkipper: {name}\nOther: [[P:{party}]] councillor candidate ({year})' },
  { genre: 'kyc', text: 'Citizens law clinic - volunteer form, Glasgow\nVolunteer: {name}\nConflicts: member of [[P:{party}]] (branch secretary)' },
  { genre: 'kyc', text: 'Fomu - soko la nyanya (tomato traders), Kirinyaga\nMwenyekiti: {name}\nChama cha siasa: [[P:{party}]]' },
  { genre: 'hr', text: 'Ifomu - abasebenzi be-asphalt, Pietermaritzburg\nIsisebenzi: {name}\nIqembu lezepolitiki: [[P:{party}]] (ilungu)' },
  { genre: 'hr', text: 'Windpark Nordsee - Mitarbeiterprofil\nMitarbeiter: {name}\nEhrenamt: Stadtrat für die [[P:{party}]]' },
  { genre: 'kyc', text: "Takarda - masu sayar da gas (LPG), Bauchi\nMai sayarwa: {name}\nJam'iyya: [[P:{party}]] (shugaban mazaɓa)" },
  { genre: 'hr', text: 'Boord (citrus orchard) - voorman, Citrusdal\nVoorman: {name}\nPolitiek: raadslid vir [[P:{party}]]' },
  { genre: 'hr', text: 'Planétarium - fiche animateur\nAnimateur : {name}\nMandat : conseiller municipal ([[P:{party}]])' },
  { genre: 'kyc', text: 'Ìwé - ẹgbẹ́ àwọn olùtajà ata (pepper & ginger sellers), Ìbàdàn\nAlága: {name}\nẸgbẹ́ òṣèlú: [[P:{party}]]' },
  { genre: 'hr', text: 'Polo grounds - groom register, Accra\nGroom: {name}\nRemarks: [[P:{party}]] polling agent, off on election day' },
  { genre: 'kyc', text: 'Sterrenwacht - vrijwilligerslijst\nVrijwilliger: {name}\nNevenfunctie: gemeenteraadslid [[P:{party}]]' },
  { genre: 'chat', text: 'Barge operators WhatsApp - Lokoja\n{name}: Abeg make una vote me o, I be [[P:{party}]] aspirant for councillor' },
  { genre: 'kyc', text: 'Foromo ya setho - sehlopha sa basketball, Welkom\nSetho: {name}\nMokga wa dipolotiki: [[P:{party}]]' },
  { genre: 'hr', text: 'Ogród botaniczny - karta pracownika\nPracownik: {name}\nDziałalność: radny z listy [[P:{party}]]' },
  { genre: 'kyc', text: 'Mushroom growers group - officials, Limuru\nSecretary: {name}, [[P:{party}]] MCA aspirant' },
  { genre: 'hr', text: 'Timeshare resort - staff profile, Ada Foah\nStaff: {name}\nPolitical: [[P:{party}]] constituency organiser' },
  { genre: 'hr', text: 'Tasadores (valuers) - ficha de perito\nPerito: {name}\nOtros cargos: concejal del [[P:{party}]]' },
  { genre: 'hr', text: 'Akwụkwọ - ndị na-arụ pipeline, Ọhaji\nOnye ọrụ: {name}\nOtu ndọrọ ndọrọ ọchịchị: [[P:{party}]]' },
  { genre: 'hr', text: 'Ifomu yomsebenzi - ifama yeebhanana, Port St Johns\nUmsebenzi: {name}\nUmbutho wezopolitiko: [[P:{party}]] (usihlalo wesebe)' },
  { genre: 'hr', text: 'Noleggio yacht - scheda skipper\nSkipper: {name}\nNote: consigliere comunale [[P:{party}]]' },
  // Union.
  { genre: 'hr', text: 'Power station - payroll deductions, Ikorodu\nStaff: {name}\nDeductions: PAYE, pension, [[U:{union}]] dues N2,500' },
  { genre: 'hr', text: 'Cargo handling - shop steward list, Tema\nSteward: {name} ([[U:{union}]])' },
  { genre: 'hr', text: 'Air traffic control - payslip\nName: {name}\nDeductions: PAYE, NI, [[U:{union}]] subs £18.40' },
  { genre: 'hr', text: 'Hati ya mshahara - shamba la mkonge (sisal), Taveta\nMfanyakazi: {name}\nMakato: [[U:{union}]] - ada ya mwezi' },
  { genre: 'hr', text: 'Tenkwabestuurders (tanker drivers) - loonstrokie, Sasolburg\nBestuurder: {name}\nAftrekkings: [[U:{union}]] ledegeld' },
  { genre: 'hr', text: 'Offshore-Bohrinsel - Lohnabrechnung\nName: {name}\nAbzüge: Gewerkschaftsbeitrag [[U:{union}]]' },
  { genre: 'hr', text: 'Takardar albashi - direbobin lori (lorry), Kano\nDireba: {name}\nƘungiyar ƙwadago: [[U:{union}]] (sakatare)' },
  { genre: 'hr', text: 'Ifomu - abasebenzi bomgwaqo (road construction), Ladysmith\nIsisebenzi: {name}\nInyunyana: [[U:{union}]] (i-shop steward)' },
  { genre: 'hr', text: 'Sapeurs-pompiers (SDIS) - fiche agent\nAgent : {name}\nSyndicat : [[U:{union}]], délégué du personnel' },
  { genre: 'hr', text: 'Ìwé owó oṣù - ilé iṣẹ́ epo pupa (palm oil mill), Ọ̀kìtìpupa\nÒṣìṣẹ́: {name}\nẸgbẹ́ òṣìṣẹ́: [[U:{union}]]' },
  { genre: 'hr', text: 'Aburi botanical gardens - staff list\nGardener: {name}\nUnion: [[U:{union}]] local chairman' },
  { genre: 'hr', text: 'Binnenvaart (barge) - loonstrook\nSchipper: {name}\nInhoudingen: contributie [[U:{union}]]' },
  { genre: 'chat', text: 'Meter readers group chat - Benin City\n{name}: Make una pay una [[U:{union}]] dues before Friday, na me be branch secretary' },
  { genre: 'hr', text: 'Foromo ya moputso - polasi ya diapole (orchard), Ficksburg\nMosebetsi: {name}\nMokgatlo wa basebetsi: [[U:{union}]]' },
  { genre: 'hr', text: 'Farma wiatrowa - pasek płacowy\nPracownik: {name}\nPotrącenia: składka związkowa [[U:{union}]]' },
  { genre: 'hr', text: "Avocado packhouse - CBA check-off list, Murang'a\nName: {name}\nUnion: [[U:{union}]] (check-off)" },
  { genre: 'hr', text: 'Hydroponics greenhouse - payslip, Brits\nEmployee: {name}\nUnion subs: [[U:{union}]] R85.00' },
  { genre: 'hr', text: 'Empresa de asfaltado - nómina\nTrabajador: {name}\nCuota sindical: [[U:{union}]]' },
  { genre: 'hr', text: 'Akwụkwọ ụgwọ ọnwa - ndị ọrụ ọkụ eletrik (electricians), Enugu\nOnye ọrụ: {name}\nOtu ndị ọrụ: [[U:{union}]]' },
  { genre: 'hr', text: 'Ifomu - abasebenzi besitishi samandla, Koeberg\nUmsebenzi: {name}\nUmbutho wabasebenzi: [[U:{union}]] (ilungu)' },
  { genre: 'hr', text: 'Ufficio tributi - cedolino\nDipendente: {name}\nTrattenute: quota sindacale [[U:{union}]]' },
  // Biometric.
  { genre: 'kyc', text: 'Consulate visa centre - applicant checklist, Abuja\nApplicant: {name}\nCaptured: [[B:10 fingerprints]], [[B:facial image]]' },
  { genre: 'hr', text: 'Cold room (fish) - staff access, Tema\nStaff: {name}\nAccess: [[B:fingerprint]] reader on the cold room door' },
  { genre: 'hr', text: 'Bingo hall - staff clocking, Blackpool\nStaff: {name}\nClock-in: [[B:finger scan]] (enrolled {year})' },
  { genre: 'hr', text: 'Fomu - wasafirishaji mizigo (freight forwarding), Mombasa\nMfanyakazi: {name}\nKuingia kazini: [[B:alama za vidole]]' },
  { genre: 'hr', text: 'Ifomu - abasebenzi be-hatchery, Camperdown\nIsisebenzi: {name}\nUkungena: [[B:isigxivizo somunwe]]' },
  { genre: 'hr', text: 'Uhrmacherwerkstatt (watch repair) - Zutrittsliste\nMitarbeiter: {name}\nZutritt Tresorraum: [[B:Handvenenscanner]]' },
  { genre: 'hr', text: "Takarda - ofishin haraji (tax office), Sokoto\nMa'aikaci: {name}\nShiga aiki: [[B:zanen yatsa]]" },
  { genre: 'hr', text: 'Wildreservaat - personeeltoegang, Pilanesberg\nWerker: {name}\nToegang: [[B:vingerafdruk]] by die hek' },
  { genre: 'hr', text: "Laser game / salle d'arcade - pointage\nSalarié : {name}\nPointage : [[B:reconnaissance faciale]]" },
  { genre: 'hr', text: 'Ìwé òṣìṣẹ́ - ilé iṣẹ́ bàtà (shoe factory), Àbá\nÒṣìṣẹ́: {name}\nÌwọlé: [[B:ìtẹ̀ka]] (fingerprint)' },
  { genre: 'hr', text: 'Debt collection agency - field officer app, Kumasi\nOfficer: {name}\nLogin: [[B:selfie face match]] each morning' },
  { genre: 'hr', text: 'Luchtvracht (air cargo) - toegangspas\nMedewerker: {name}\nBeveiligde zone: [[B:irisscan]]' },
  { genre: 'chat', text: 'Tanker drivers WhatsApp - Apapa\n{name}: Dem don change am, now na [[B:face capture]] for depot gate before dem load you' },
  { genre: 'hr', text: 'Foromo - basebetsi ba polasi ya dinotshi (apiary), Clarens\nMosebetsi: {name}\nHo kena: [[B:monwana]] (fingerprint)' },
  { genre: 'hr', text: 'Lodowisko - ewidencja czasu pracy\nPracownik: {name}\nRejestracja: [[B:odcisk palca]]' },
  { genre: 'hr', text: 'Game reserve rangers - armoury log, Tsavo\nRanger: {name}\nRifle release: [[B:fingerprint]] + supervisor PIN' },
  { genre: 'hr', text: 'Bitumen depot - driver induction, Richards Bay\nDriver: {name}\nGate: [[B:facial recognition]] enrolled' },
  { genre: 'kyc', text: 'Salón de bingo - registro de jugadores\nJugador: {name}\nAcceso: [[B:reconocimiento facial]] (autoexclusión)' },
  { genre: 'hr', text: 'Akwụkwọ onye ọrụ - ndị na-ere mmiri (water vendors), Owerri\nOnye ọrụ: {name}\nỌbịbịa: [[B:mkpịsị aka]] (fingerprint)' },
  { genre: 'hr', text: 'Ifomu - iziko lomnxeba (call center), eMonti\nUmsebenzi: {name}\nUkungena: [[B:iminwe]] (fingerprint)' },
  { genre: 'hr', text: 'Planetario - rilevazione presenze\nDipendente: {name}\nTimbratura: [[B:impronta digitale]]' },
  // Genetic.
  { genre: 'kyc', text: 'Snail farmers cooperative - member health card, Ikire\nMember: {name}\nGenotype: [[G:AS]]' },
  { genre: 'kyc', text: 'Volleyball academy - pre-participation screen, Accra\nAthlete: {name}\nSickle screen: [[G:sickle cell trait]]' },
  { genre: 'hr', text: 'Falconry centre - staff file, Devon\nStaff: {name}\nGenetic: [[G:HFE C282Y homozygous]] (haemochromatosis)' },
  { genre: 'kyc', text: 'Fomu ya mwanariadha - kambi ya riadha, Iten\nMwanariadha: {name}\nVinasaba: [[G:mbebaji wa seli mundu]]' },
  { genre: 'kyc', text: 'Ifomu - iklabhu ye-handball, Soweto\nUmdlali: {name}\nUfuzo: [[G:G6PD deficiency]]' },
  { genre: 'hr', text: 'Brückenbau - betriebsärztlicher Bogen\nMitarbeiter: {name}\nBefund: [[G:Faktor-V-Leiden heterozygot]]' },
  { genre: 'kyc', text: 'Takarda - masu kiwon zomo (rabbit), Jos\nMai kiwo: {name}\nGenotype: [[G:SS]]' },
  { genre: 'kyc', text: 'Ruitersentrum (equestrian) - ruiter, Paarl\nRuiter: {name}\nGeneties: [[G:BRCA2-draer]]' },
  { genre: 'hr', text: 'Cabinet de géomètre - médecine du travail\nSalarié : {name}\nRésultat : porteur de la mutation [[G:CFTR F508del]]' },
  { genre: 'kyc', text: 'Ìwé ìforúkọsílẹ̀ - ilé ẹ̀kọ́ judo, Ìbàdàn\nAkẹ́kọ̀ọ́: {name}\nGenotype: [[G:AC]]' },
  { genre: 'hr', text: 'Glamping site - staff file, Aburi\nStaff: {name}\nGenotype: [[G:SC]] (HbSC)' },
  { genre: 'kyc', text: 'Hockeyclub - sportkeuring\nSpeler: {name}\nErfelijk: [[G:KCNQ1-mutatie]] (lang-QT)' },
  { genre: 'chat', text: 'Gas cylinder sellers WhatsApp - Warri\n{name}: My genotype na [[G:AS]] o, na why I dey check my babe own first' },
  { genre: 'hr', text: 'Foromo - basebetsi ba pipeline, Secunda\nMosebetsi: {name}\nLefutso: [[G:thalassaemia trait]]' },
  { genre: 'kyc', text: 'Klub koszykówki - badania\nZawodnik: {name}\nGenetyka: [[G:nosiciel mutacji HFE]]' },
  { genre: 'kyc', text: 'Taekwondo club - medical form, Nakuru\nAthlete: {name}\nGenetic test: [[G:ACTN3 XX]]' },
  { genre: 'kyc', text: 'Archaeology field school - participant form, Mapungubwe\nParticipant: {name}\nDNA: [[G:APOE e4 carrier]]' },
  { genre: 'hr', text: 'Taxidermia - revisión médica\nTrabajador: {name}\nGenética: [[G:portador de talasemia beta]]' },
  { genre: 'kyc', text: 'Akwụkwọ ndebanye aha - ụlọ egwuregwu mgba (wrestling), Abakaliki\nOnye mgba: {name}\nGenotype: [[G:AA]]' },
  { genre: 'kyc', text: 'Ifomu - iklabhu ye-table tennis, eMonti\nUmdlali: {name}\nUfuzo: [[G:sickle cell trait]]' },
  { genre: 'hr', text: 'Perizie immobiliari (valuers) - visita medica\nDipendente: {name}\nGenetica: [[G:portatore sano di talassemia]]' },
  // Criminal.
  { genre: 'kyc', text: 'Borehole drillers association - member vetting, Minna\nMember: {name}\nRecord: convicted of [[C:{offence}]] ({year})' },
  { genre: 'kyc', text: 'Jockey licence application - Turffontein\nApplicant: {name}\nPrevious convictions: [[C:{offence}]], {year}' },
  { genre: 'kyc', text: 'Halfway house - resident intake, Manchester\nResident: {name}\nIndex offence: [[C:{offence}]]' },
  { genre: 'kyc', text: 'Fomu - wauzaji kuni (firewood), Narok\nMuuzaji: {name}\nRekodi ya uhalifu: alihukumiwa kwa [[C:wizi wa mifugo]]' },
  { genre: 'hr', text: 'Ifomu - abakhi bamabhuloho (bridge), Tugela\nIsisebenzi: {name}\nIrekhodi lobugebengu: [[C:ukweba]] ({year})' },
  { genre: 'kyc', text: 'Schausteller (Kirmes) - Zuverlässigkeitsprüfung\nName: {name}\nFührungszeugnis: [[C:Körperverletzung]] ({year})' },
  { genre: 'hr', text: 'Takarda - direbobin tanka, Kaduna\nDireba: {name}\nLaifi: an same shi da laifin [[C:sata]] a {year}' },
  { genre: 'hr', text: 'Hyser-tegnici (elevator) - agtergrondtoets\nTegnikus: {name}\nVorige skuldigbevindings: [[C:huisbraak]]' },
  { genre: 'hr', text: 'Agence de recouvrement - enquête de moralité\nAgent : {name}\nCasier : condamné pour [[C:escroquerie]] en {year}' },
  { genre: 'hr', text: 'Ìwé àyẹ̀wò - òṣìṣẹ́ ilé oúnjẹ kíákíá (fast food), Èkó\nÒṣìṣẹ́: {name}\nẸ̀ṣẹ̀ tẹ́lẹ̀: [[C:olè jíjà]] ({year})' },
  { genre: 'kyc', text: 'Auctioneer licence vetting - Accra\nApplicant: {name}\nCriminal record: [[C:{offence}]], {year}, Circuit Court' },
  { genre: 'hr', text: 'Sloepverhuur - VOG-notitie\nMedewerker: {name}\nAntecedent: veroordeeld voor [[C:heling]]' },
  { genre: 'chat', text: 'Key cutting kiosk WhatsApp - Ojuelegba\n{name}: I don tell you before, I do time for [[C:burglary]], but I don change' },
  { genre: 'hr', text: 'Foromo - basebetsi ba motlakase (electricians), Kroonstad\nMosebetsi: {name}\nRekoto ya botlokotsebe: [[C:bosholu]]' },
  { genre: 'kyc', text: 'Schronisko dla bezdomnych - karta mieszkańca\nMieszkaniec: {name}\nKarany za: [[C:kradzież z włamaniem]]' },
  { genre: 'hr', text: 'Debt collectors - agent vetting, Kisumu\nAgent: {name}\nConviction: [[C:{offence}]] ({year})' },
  { genre: 'kyc', text: 'Soup kitchen - volunteer screening, Mitchells Plain\nVolunteer: {name}\nSAPS clearance: [[C:{offence}]] ({year})' },
  { genre: 'kyc', text: 'Feriantes (atracciones) - antecedentes\nFeriante: {name}\nAntecedentes: condenado por [[C:robo con violencia]]' },
  { genre: 'hr', text: 'Akwụkwọ - ndị na-ebu ibu (lorry park), Onitsha\nOnye ọrụ: {name}\nMpụ o mere: [[C:ohi]] ({year})' },
  { genre: 'hr', text: 'Ifomu yokuhlolwa - abagcini bezilwanyana (game reserve), eBhayi\nIsisebenzi: {name}\nIrekhodi: [[C:ukuzingela ngokungekho mthethweni]] (poaching)' },
  { genre: 'hr', text: 'Noleggio gommoni - verifica casellario\nDipendente: {name}\nCasellario: condannato per [[C:ricettazione]]' },
  // Negatives.
  { genre: 'hr', text: 'Palm oil mill - worker card, Ikorodu\nWorker: {name}\nMedical: nil\nAllergies: none known' },
  { genre: 'news', text: 'Cashew factory notice - Techiman\nCNSL burns hands: gloves must be worn by all staff at the cutting tables.' },
  { genre: 'news', text: 'Weingut Mosel - Kellerführung\nFührung durch den Weinkeller um 14 Uhr; Treffpunkt vor der evangelischen Kirche am Marktplatz.' },
  { genre: 'hr', text: 'Fomu ya mfanyakazi - shamba la maembe (mango orchard), Makueni\nMfanyakazi: {name}\nAfya: hakuna\nDini: -' },
  { genre: 'hr', text: 'Ifomu lomsebenzi - ipulazi lamawolintshi, Letsitele\nIsisebenzi: {name}\nImpilo: akukho\nInyunyana: akukho' },
  { genre: 'news', text: 'Lift maintenance bulletin - Croydon\nAsbestos awareness training for all engineers on Tuesday; {union} will send an observer.' },
  { genre: 'hr', text: "Takardar direban tanka - Kaduna\nDireba: {name}\nLafiya: babu\nJam'iyya: babu" },
  { genre: 'news', text: "Mushroom farm news - Kumasi\nThe farm's Christmas party will be at the Methodist church hall on Friday." },
  { genre: 'news', text: 'Ośrodek jeździecki - komunikat\nW sobotę zawody skoków; grypa koni w regionie - szczepienia obowiązkowe.' },
  { genre: 'news', text: 'Ìwé ìròyìn - oko ìgbín (snail farm), Ìkìrun\nÀrùn ibà pọ̀ ní àsìkò òjò; ẹ lo àwọ̀n ẹ̀fọn.' },
  { genre: 'hr', text: 'Wynkelder - personeelkaart, Robertson\nWerker: {name}\nMediese toestand: geen\nKerk: nie verstrek nie' },
  { genre: 'hr', text: 'Bailiff firm - vehicle log, Croydon\nAgent: {name}\nVisit outcome: debtor not home; letter left; revisit {year}' },
  { genre: 'chat', text: 'Suya spot WhatsApp - Wuse\n{name}: Customers go plenty for the {party} rally for Eagle Square, bring more meat' },
  { genre: 'hr', text: 'Foromo ya mosebetsi - feedlot, Bothaville\nMosebetsi: {name}\nBophelo: ha ho letho\nMorabe: ha ho a fanwa' },
  { genre: 'news', text: 'Manege - nieuwsbrief\nDe Marokkaanse ruiters van de stoeterij in Meknes komen in mei op bezoek.' },
  { genre: 'hr', text: 'Akwụkwọ onye ọrụ - piggery, Nsukka\nOnye ọrụ: {name}\nAhụike: ọ dịghị\nOkpukpe: ọ dịghị' },
  { genre: 'kyc', text: 'Bouncy castle hire - booking, Tema\nBooking: birthday party at the Catholic church grounds, Saturday 2pm; client {name}' },
  { genre: 'news', text: 'Escuela de esgrima - aviso\nLa sala estará cerrada el Jueves Santo y el Viernes Santo.' },
  { genre: 'news', text: 'Pyrethrum cooperative - notice, Molo\nTB screening van at the factory gate on Monday; all pickers are invited, free of charge.' },
  { genre: 'hr', text: 'Caravan park - caretaker file, Hermanus\nCaretaker: {name}\nHealth: no issues declared\nNext of kin: her husband' },
  { genre: 'news', text: "Scuola di tiro con l'arco - comunicato\nIl campo è chiuso per la festa dell'Immacolata; riapre il 9 dicembre." },
  { genre: 'kyc', text: 'Hatchery - customer card, Ibadan\nCustomer: {name}\nNotes: deliver to the gate of the Redemption Camp, Mowe' },
  { genre: 'news', text: 'Basketball club - notice, Accra\nTraining moved: the court near the central mosque is being resurfaced.' },
  { genre: 'hr', text: 'Feuerwehr - Personalbogen\nName: {name}\nKonfession: --\nSteuerklasse: 1' },
  { genre: 'kyc', text: 'Fomu ya mwanachama - wafugaji nyuki, Kitui\nMwanachama: {name}\nDini: hakuna\nKabila: hakujazwa' },
  { genre: 'news', text: 'Power station - visitor notice, Lethabo\nVisitors sign in at security; ID cards and hard hats are checked at the gate.' },
  { genre: 'news', text: 'Ice rink - event listing, Nottingham\nHanukkah skate night with the local Jewish community, Thursday 7pm.' },
  { genre: 'kyc', text: 'Takarda - masu sayar da gawayi, Zaria\nMai sayarwa: {name}\nAddini: ba a faɗa ba' },
  { genre: 'news', text: 'Drilling contractor - newsletter, Kathu\nSilicosis is still the main disease among drillers in the Northern Cape, says the inspectorate.' },
  { genre: 'kyc', text: "Centre de tir à l'arc - fiche bénévole (2)\nBénévole : {name}\nRemarque : néant\nSanté : RAS" },
  { genre: 'news', text: 'Mama put (bùkà) - menu board, Òṣogbo\nÀmàlà, ewédú, gbẹ̀gìrì; ẹ̀fọ́ rírò pẹ̀lú gààrí Ìjẹ̀bú' },
  { genre: 'hr', text: 'Game reserve ranger file - Skukuza (2)\nRanger: {name}\nChurch: not stated\nLanguages: Xitsonga, English' },
  { genre: 'news', text: 'Luchtverkeersleiding - nieuws\nVakbond {union} kondigt een staking aan; vluchten vertraagd.' },
  { genre: 'chat', text: 'Grasscutter farm WhatsApp - Ogbomoso\n{name}: Market go close early tomorrow because of Sallah, make we harvest today' },
  { genre: 'kyc', text: 'Foromo ya setho - sehlopha sa volleyball, Bloemfontein\nSetho: {name}\nTumelo: ha e a fanwa\nMokga wa dipolotiki: ha e a fanwa' },
  { genre: 'news', text: 'Klub zapaśniczy - ogłoszenie\nTurniej w hali obok cerkwi prawosławnej przy ul. Lipowej.' },
  { genre: 'hr', text: 'Macadamia factory - shift roster remarks, Thika\nEmployee: {name}\nRemark: none\nUnion: not a member' },
  { genre: 'news', text: "GRA tax office - news\nThe Methodist University and the Presbyterian Boys' school paid their PAYE arrears, says the GRA." },
  { genre: 'hr', text: 'Agencia de cobro de deudas - ficha\nEmpleado: {name}\nOtros: hermano de la agente del turno de tarde' },
  { genre: 'kyc', text: 'Akwụkwọ ndebanye aha - ndị na-ere gas (LPG), Aba\nAha: {name}\nOkpukpe: ọ dịghị\nỌrịa: ọ dịghị' },
  { genre: 'news', text: 'Substation crew - weekly report, Newcastle\nCable theft at the Madadeni substation again; three unknown men arrested by SAPS.' },
  { genre: 'hr', text: 'Tenuta vinicola - scheda dipendente\nDipendente: {name}\nReligione: non indicata\nPatologie: nessuna' },
  { genre: 'hr', text: 'Cashew warehouse - casual labour sheet, Ogbomoso\nCasual: {name}\nState of origin: Oyo\nLGA: Ogbomoso North' },
  { genre: 'hr', text: 'EEA1 - Gariep dam contractor\nEmployee: {name}\nRace: prefer not to say\nGender: M' },
  { genre: 'news', text: 'Housing association - newsletter, Hackney\nBlack History Month: a talk on the Windrush generation in the community room, 6pm.' },
  { genre: 'hr', text: 'Fomu ya mfanyakazi - shamba la mkonge (sisal), Voi\nMfanyakazi: {name}\nKabila: hakujazwa\nDini: hakujazwa' },
  { genre: 'news', text: 'Canoe builders association - notice, Keta\nHogbetsotso festival: no work on the beach on Saturday, the Anlo chiefs will pass.' },
  { genre: 'news', text: 'Archäologische Grabung - Bericht\nFunde aus einem keltischen Gräberfeld; DNA-Analyse der Skelette durch das Labor in Jena.' },
  { genre: 'kyc', text: 'Takardar mai sayar da ruwa (water vendor) - Kano\nMai ruwa: {name}\nƘabila: ba a rubuta ba\nUnguwa: Dala' },
  { genre: 'hr', text: 'Elektrisiën - vakleerling vorm, Upington\nVakleerling: {name}\nRas: nie verstrek nie\nGeslag: M' },
  { genre: 'news', text: 'Racecourse - racecard, Newmarket\n3.15 Irish Traveller Stakes Handicap (Class 4); going: good to soft' },
  { genre: 'news', text: 'Tanker drivers association - notice, Apapa\n{union} and the depot owners meet on Monday over gate fees; no strike for now.' },
  { genre: 'hr', text: 'Tanker drivers roster - Kumasi depot\nDriver: {name}\nRoute: Kumasi - Tamale\nRest day: Friday' },
  { genre: 'news', text: 'Consulat - note de service\nLe consulat sera fermé le 14 juillet et le 15 août ; permanence téléphonique assurée.' },
  { genre: 'chat', text: 'Mama put customers group - Port Harcourt\n{name}: Abeg who get that Ijaw fisherman number? I wan buy fresh fish' },
  { genre: 'hr', text: 'Ifomu - abaqhubi belori (lorry drivers), eBhayi\nUmqhubi: {name}\nUhlanga: akukho\nIlayisensi: Code 14' },
  { genre: 'news', text: 'Woningcorporatie - nieuwsbrief\nHet Molukse kerkje aan de Vinkenstraat krijgt een nieuw dak.' },
  { genre: 'hr', text: 'Meter reader (KPLC) - staff bio, Kakamega\nName: {name}\nTribe: -\nStation: Kakamega' },
  { genre: 'news', text: "Road construction - site notice, Welkom\nNo work on Workers' Day; Basotho blanket day at the taxi rank on Friday." },
  { genre: 'news', text: 'Agencja badań rynku - skrypt ankiety\nPytanie 7: Na którą partię głosowałby Pan/Pani? (odpowiedź anonimowa)' },
  { genre: 'news', text: "Akwụkwọ ozi - ebe a na-egwe mmanụ nkwụ, Ọka\nỌrịa shuga na-egbu mmadụ n'obodo anyị; gaa ụlọ ọgwụ." },
  { genre: 'hr', text: 'Volta bridge works - labour register, Adomi\nLabourer: {name}\nEthnicity: not stated\nNext of kin: sister (Adidome)' },
  { genre: 'kyc', text: 'Comparsa de carnaval (Cádiz) - ficha de integrante\nIntegrante: {name}\nObservaciones: sin incidencias\nCuota: pagada' },
  { genre: 'hr', text: 'Fashion boutique - staff emergency contact, Lekki\nStaff: Ms {name}\nEmergency contact: her husband' },
  { genre: 'kyc', text: 'Magician & clown bookings - Osu\nBooking: wedding at the Anglican cathedral, Saturday; performer {name}' },
  { genre: 'kyc', text: 'Badminton club - membership (couple rate), Bristol\nMember: Mrs {name}\nSecond member: her husband, D. Okoro' },
  { genre: 'hr', text: 'Fomu - kibanda cha chakula cha haraka (fast food kiosk), Mombasa\nMhudumu: Bw. {name}\nMaelezo: anaishi na mke wake na watoto wawili' },
  { genre: 'news', text: 'Hockey club - social night, Durban\nDurban Pride after-party at the club bar; all members welcome.' },
  { genre: 'kyc', text: 'Triathlon-Verein - Familienmitgliedschaft\nMitglied: Frau {name}\nPartner: ihr Ehemann Jonas' },
  { genre: 'kyc', text: 'Ìwé iṣẹ́ - ilé iṣẹ́ ìtẹ̀wé (printer), Ìbàdàn\nIṣẹ́: 2,000 posters for the {party} governorship rally; 70% paid' },
  { genre: 'kyc', text: 'Karavaanpark - huurder, Hartenbos\nHuurder: Mnr. {name}\nMede-huurder: sy vrou, Anel' },
  { genre: 'news', text: 'Club de volley - communiqué\nLe club défile à la Marche des Fiertés de Lyon samedi ; char du club.' },
  { genre: 'chat', text: 'Barge operators WhatsApp - Lokoja\n{name}: {party} people don block the jetty with their convoy, we no fit load till 4pm' },
  { genre: 'news', text: 'Polo grounds - notice, Accra\nThe grounds are closed on election day; voting at the school park.' },
  { genre: 'news', text: 'Sterrenwacht - nieuws\nDe gemeenteraad keurt met steun van {party} de subsidie voor de sterrenwacht goed.' },
  { genre: 'chat', text: 'Meter readers group chat - Benin City\n{name}: Union talk say strike start Monday, nobody should read meter' },
  { genre: 'hr', text: 'Hydroponics greenhouse - payslip, Brits\nEmployee: {name}\nUnion subs: R0.00\nMedical aid: none' },
  { genre: 'hr', text: 'Empresa de asfaltado - nómina\nTrabajador: {name}\nCuota sindical: 0,00 EUR' },
  { genre: 'news', text: 'Consulate visa centre - notice, Abuja\nBiometric enrolment is suspended on Friday while the machines are upgraded.' },
  { genre: 'hr', text: 'Cold room (fish) - staff access, Tema\nStaff: {name}\nAccess: key card and PIN' },
  { genre: 'hr', text: 'Bingo hall - staff clocking, Blackpool\nStaff: {name}\nClock-in: swipe card (the finger scanner has been out of order since March)' },
  { genre: 'news', text: 'Snail farmers cooperative - health talk, Ikire\nSickle cell talk on Saturday: know your genotype before marriage.' },
  { genre: 'kyc', text: 'Volleyball academy - pre-participation screen, Accra\nAthlete: {name}\nSickle screen: not done\nECG: normal' },
  { genre: 'news', text: 'Falconry centre - blog, Devon\nWhy some hawks hatch white: a talk on genes and leucism in raptors.' },
  { genre: 'news', text: "Borehole drillers association - notice, Minna\nPolice arrested four men for vandalising the association's rig at Bosso." },
  { genre: 'kyc', text: 'Jockey licence application - Turffontein\nApplicant: {name}\nPrevious convictions: none\nDisqualifications: none' },
  { genre: 'hr', text: 'Halfway house - staff rota, Manchester\nNight staff: {name}\nDBS: clear (enhanced, {year})' },
  { genre: 'chat', text: 'Fomu - wauzaji kuni (firewood), Narok\n{name}: kaka yangu alihukumiwa kwa wizi wa mifugo mwaka jana, mimi sijawahi' },
  { genre: 'news', text: "Auctioneer - sale notice, Accra\nGoods seized from a fraudster's warehouse at Kaneshie will be sold by public auction." },
  { genre: 'hr', text: 'Noleggio gommoni - scheda dipendente\nDipendente: {name}\nCasellario: nulla\nPatente nautica: sì' },
];
