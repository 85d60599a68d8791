// Held-out set 23 of prose with gold person (PER) and place (LOC) spans, organisations (ORG) marked beside them: the
// project's twenty-third set of real-looking text to read the person and place detectors on (issue 13), written
// blind toward kinds of text the twenty-two earlier headers do not name. Half English web and office text as written
// in Nigeria, Kenya, Ghana, South Africa, the UK and by English-writing expats in the EU: market traders'
// association minutes and WhatsApp notices (chairlady, secretary, traders; the market and its area LOC; the
// association and the council ORG), fishing cooperative catch logs and landing-site posts (skippers as `SURNAME
// Given`, recorder; landing site and town LOC; cooperative ORG; boats' names, `Mama Grace`, `Mary Ellen`, `Our Lady
// of Fatima`, no span; fish no span), laundry and dry-cleaning tickets and complaints (customer, counter staff;
// street and area LOC; the laundry ORG, `Mr Clean Laundry`, `Auntie Becky Laundry` whole; ticket numbers no span),
// barbers' booking lists and shout-outs (barber, client; street and area LOC; the shop ORG, `Uncle Kenny’s Hair
// Salon` whole), ferry passenger manifests and service updates (passengers in capitals, master `Surname, I.`; ports
// and landing sites LOC; operator ORG; ships' names, `MV Mama Ngina`, `Moby Aki`, no span), polling-station staff
// lists, appointment letters and election-day posts (presiding officer, poll clerks, party agent; the polling
// station LOC even when it is a school or a hall, `Laerskool Jan Celliers`; electoral body ORG), community clean-up
// notices and thanks (coordinators, donors; street and area LOC; residents' association ORG), pub pool and darts
// league result cards and chats (players as `SURNAME Given`, captain; the pub or hall LOC, `The Lord Nelson`, `The
// Admiral Rodney` whole; teams and leagues ORG, `Red Lion A` beside the venue `Red Lion`), borehole and water-point
// committee notices (chair, treasurer, caretaker; the village area, street, market tap LOC; drilling agency ORG),
// inter-schools debate results (speakers, adjudicator `Surname, I.`; venue and city LOC; schools ORG whole even when
// named after a person, `Prempeh College`, `Lenana School`, `George Heriot’s School`; the motion no span), carnival
// band costume notices and route posts (section leader, queries; mas camp street, route LOC; band ORG; sections and
// titles, `Queen of the Band`, `Blue Devils`, no span) and pub quiz results (quizmaster, players by given name;
// venue LOC; quiz company ORG; quiz teams' pun names, `Agatha Quiztie`, `Quiz Akabusi`, `Tequila Mockingbird`, no
// span). The other half in the languages of our users, in the same kinds: Yorùbá market association meeting notices
// (tone-marked names and markets, `Ìyálọ́jà` and `Alhaja` titles outside the span), Nigerian Pidgin barber chats,
// Swahili water committee notices (kamati ya maji), isiXhosa clean-up notices (townships glued to the locative
// prefix, `eKhayelitsha`, `kwaLanga`: the LOC span the place name only; a name after `u-`, `no-`: the PER span the
// name only; the body after `yi-`: the ORG span the name only), Afrikaans polling-station staff lists (stemlokaal),
// French lycée eloquence contests (`Me` outside the span; lycées named after a person ORG whole), German carnival
// society (Karnevalsverein) notices (groups such as `Tanzgarde`, `Elferrat` no span), Dutch dry-cleaner tickets
// (stomerij), Portuguese fish-auction landing logs (lota; boats `Maria Fernanda`, `Rosa Pereira`, `São Pedro` no span),
// Spanish bar quiz results (bar LOC, `Bar Pepe`, `La Taberna de Lucio` whole; teams no span), Italian ferry
// passenger lists and notices (ships `Isola di Capri`, `Laurana` no span) and Polish billiards league match sheets.
//
// 600 texts (seed 23023): 1,612 PER, 931 LOC and 544 ORG gold spans; every text holds a person or a place. By
// jurisdiction: EU 225, NG 100, ZA 100, KE 75, GH 50, GB 50; 106 PER spans hold a hard-wrap line break. Kinds of text
// (24 genres, 25 texts each): English — market-minutes, catch-log, laundry-ticket, barber-booking, ferry-manifest,
// polling-staff, cleanup-day, pool-league, borehole-committee, debate-contest, carnival-band, quiz-night; other
// languages — market-yo, barber-pcm, borehole-sw, cleanup-xh, polling-af, debate-fr, carnival-de, laundry-nl,
// catch-pt, quiz-es, ferry-it, pool-pl. Languages (texts): English 300 (50 %); 25 each of Yorùbá (`yo`), Nigerian
// Pidgin (`pcm`), Swahili, isiXhosa (`xh`), Afrikaans, French, German, Dutch, Portuguese, Spanish, Italian and
// Polish. The counts are pinned by test/bench/ner-generate.test.ts. The author writes English, French, German,
// Dutch, Portuguese, Spanish and Italian well, Pidgin, Afrikaans, Swahili and Polish fairly, Yorùbá and isiXhosa
// less well: those texts are short and formulaic, as such notices are.
//
// Mess kept on purpose, as real text has it: names lower-case in chats (`tell him dorota sent you`, `see u thurs at
// the Rotown dawn`), `SURNAME Given` on catch logs and result cards, `SURNAME, Given Middle` on manifests and in
// minutes, `Surname, Given` on staff lists and tickets, `Surname, I.` for a master, an adjudicator or a juror,
// initials, `Given I.` for a counter clerk or a captain, a bare surname opening a sentence with its particle
// capitalised (`Van Zyl now plays …`), given names that are words (`Blessing`, `Favour`, `Goodluck`, `Godspower`,
// `Peace`, `Faith`, `Marvellous`, `Miracle`, `Promise`, `Wisdom`, `Memory`, `Beauty`, `Charity`, `Loveness`,
// `Happy`, `Given`, `Justice`, `Victory`, `Dawn`, `Precious`), two-word given names (`Maame Esi`, `Nana Ama`),
// hyphenated and apostrophe names (`Obi-Okoli`, `Mai-Lafiya`, `Appiah-Kubi`, `Osei-Bonsu`, `Abdul-Rahman`,
// `Hughes-Parry`, `Kaur-Gill`, `O’Sullivan`, `Giraud-Petit`, `Schulte-Bockholt`, `Sá-Nogueira`, `Sánchez-Arjona`,
// `de La Tour d’Auvergne`, `van ’t Hof`), surnames with particles (`arap Sang`, `van Wyk`, `le Roux`, `Jansen van
// Rensburg`, `van Zyl`, `de Courcy`, `von Arnim`, `de Vries`, `ter Horst`, `da Silva`, `do Carmo`, `de la Fuente`,
// `del Valle`, `Di Stefano`, `Lo Presti`), Yorùbá names with tone marks and dots (`Ọ̀ṣúntókun`, `Tèmítọ́pẹ́`) beside the
// same names unmarked (`Tunde`, `Ogunleye`), vessels and quiz teams named as people are (no span), streets, pubs,
// polling stations, schools and laundries named after a person (`Witte de Withstraat`, `Boulevard Voltaire`, `The
// Lord Nelson`, `Laerskool Jan Celliers` LOC; `Lycée Victor Hugo`, `Stomerij De Bruijn` ORG) and a name broken across
// a line by a hard-wrapped form (the span keeps its line break).
// Writing slips known before the reading (labels untouched): names are drawn without sex, so `his`, `him`,
// `Chairlady`, `lauréate`, `Ansprechpartnerin`, `Sędziował` can sit beside a name of the other sex, a middle name
// may be of the other sex or of another people (`Blessing Harpreet Hussain`), two people of one text may share a
// given name, Polish surnames keep their drawn ending whatever the sentence; places, stations, vessels and bodies
// within a jurisdiction are paired at random (a Worcester town hall may stand in Upington, a Ghanaian ferry may be the
// `Stena Mersey`, a Kenyan caretaker may name a Lamu market tap); in the EU row English texts mix the places and
// people of seven countries (a `chief in Genova`).
//
// Read once (session 37, by its author after the set was committed, on the engine of f00b11f3, the session's start;
// the brief asked the author to read it once and change nothing after): IoU >= 0.5, `auto` PER F1 0.746 (P .691,
// R .810), LOC 0.618 (P .681, R .565); `basic` PER 0.658, LOC 0.440; organisations read as a person 114, as a place 35.
//
// Author: a blind author helper of session 37 (branch s37-prose23), writing as the twenty-third independent author.
// Read: /work/s37-common.md, the blind brief and its own brief, bench/ner/generate.ts (set 23 is one more row of
// `NER_SETS`, seed 23023; it reuses `nerContext` and `buildNerSetWith`), templates-heldout22.ts whole as the
// structure file (its header states set 21/22's labelling policy, kept here; its name-form function was copied as
// `nm23`; its name, place and body lists were not reused: set 23 brings its own), commit a610f1fd's changes to
// bench/ner/generate.ts and test/bench/ner-generate.test.ts (set 22's test block, copied and adapted for set 23), a
// grep over the first 45 lines (headers) of templates-heldout1.ts to 21.ts for lines that name kinds, and a keyword
// count over the same headers to choose kinds no earlier header names. That grep printed header prose beyond kind
// names: the languages and their counts of sets 9 to 21, the author's language notes, and one line of set 6's header
// quoting figures of an earlier reading (`genres review-caps PER R 0.464 (names in all capitals), it-necrologio LOC F1
// 0.500`, `isiNdebele (0.645)`); nothing here was chosen from it. The set's own generated texts were read to check
// the writing, never an engine's answer on them. NOT read: src/, data-files/, lexicons, packs, README paragraphs on
// rules, errors or readings, other sets' error lists, bench/data/ner-*.jsonl of earlier sets, template bodies of
// sets 1 to 21. The detectors and the bench were never run on this set before it was committed. Every person is
// fictional: given names and surnames are combined at random; markets, landing sites, harbours, ports, pubs, venues,
// polling stations, schools, associations, cooperatives, councils, electoral bodies, ferry operators, carnival
// bands, water agencies and shops are real or realistic names used as settings. No identifier with a check digit is
// used: ticket, phone, station-code and plot numbers are shape-only.
//
// Grain (set 21's and 22's policy, kept): a title or a role word (`Mr`, `Alhaja`, `Ìyálọ́jà`, `Me`, `Chairlady`,
// `Presiding officer`, `Quizmaster`, `o mestre`, `Mwenyekiti`) stays outside the PER span, a possessive `'s` or `’s`
// too, an isiXhosa prefix (`u-`, `no-`, `yi-`, `e`, `kwa`) too; a street or road is LOC without its house number; an
// area, a town, a market, a landing site or port, a venue, pub, bar or hall, and a polling station are LOC (a pub
// named after a person, `The Lord Nelson`, LOC whole; `eKhayelitsha`: the place name only); a body that acts (a
// traders' association, a council, a cooperative, a laundry or barber's shop, a ferry operator, an electoral body, a
// residents' group, a pool or darts team or league, a water agency, a school, a carnival band or society, a quiz
// company) is ORG whole even when it holds a person's or a place's name; vessels' names, quiz teams' pun names,
// carnival sections and groups, debate motions, fish, garments, haircuts, scores, checkouts, times, prices, ticket,
// phone and station numbers and weekdays are no span; a name broken across a line by a hard wrap is one span.
import type { NerContext, NerLists, NerPerson, NerTemplateOf } from './generate.js';
import type { Jurisdiction } from './templates-heldout1.js';

type Region23 = 'yo' | 'ig' | 'ha' | 'ef' | 'ki' | 'lu' | 'kl' | 'ka' | 'ak' | 'ew' | 'da' | 'xh' | 'tn' | 'af' | 'in' | 'gb' | 'sa' | 'fr' | 'de' | 'nl' | 'pt' | 'es' | 'it' | 'pl';

interface Places23 {
  city: readonly string[];
  area: readonly string[];
  street: readonly string[];
  venue: readonly string[];
  market: readonly string[];
  shore: readonly string[];
}

const GIVEN23: Readonly<Record<Region23, readonly string[]>> = {
  yo: ['Fọláṣadé', 'Adéwálé', 'Ìyábọ̀dé', 'Olúwasẹ́gun', 'Mọ́túnrayọ̀', 'Bọ́lánlé', 'Tèmítọ́pẹ́', 'Àjàní', 'Tunde', 'Funmilayo'],
  ig: ['Chinedu', 'Ngozi', 'Obinna', 'Chiamaka', 'Emeka', 'Uchechi', 'Nnamdi', 'Adaeze'],
  ha: ['Abubakar', 'Zainab', 'Sani', 'Aisha', 'Musa', 'Fatima', 'Habibu', 'Hadiza'],
  ef: ['Ekaette', 'Etim', 'Imaobong', 'Bassey', 'Nsikak', 'Arit'],
  ki: ['Njeri', 'Kimani', 'Wanjiku', 'Githinji', 'Muthoni', 'Karanja'],
  lu: ['Akinyi', 'Odhiambo', 'Atieno', 'Omondi', 'Anyango', 'Onyango'],
  kl: ['Chebet', 'Kiprono', 'Jepchirchir', 'Kipchumba', 'Cherono', 'Kibet'],
  ka: ['Mutua', 'Mwende', 'Musyoka', 'Ndinda', 'Kioko', 'Mueni'],
  ak: ['Akosua', 'Kwabena', 'Ama', 'Yaw', 'Afua', 'Kofi', 'Maame Esi', 'Nana Ama'],
  ew: ['Selorm', 'Edem', 'Senam', 'Elikem', 'Dzifa', 'Kafui'],
  da: ['Alhassan', 'Fuseina', 'Abdul-Rahman', 'Mariam', 'Issahaku', 'Amina'],
  xh: ['Siyabonga', 'Nomsa', 'Luthando', 'Ayanda', 'Lwazi', 'Nosipho', 'Xolani', 'Unathi'],
  tn: ['Kagiso', 'Boitumelo', 'Tshepo', 'Onalenna', 'Masego', 'Thabo'],
  af: ['Willem', 'Elna', 'Schalk', 'Ansie', 'Gerhard', 'Mariska', 'Francois', 'Lientjie'],
  in: ['Kavitha', 'Pravin', 'Nirasha', 'Deven', 'Shanthi', 'Rajesh'],
  gb: ['Gareth', 'Fiona', 'Callum', 'Rhiannon', 'Ewan', 'Niamh', 'Oliver', 'Harriet', 'Lewis', 'Carys'],
  sa: ['Imran', 'Sunita', 'Harpreet', 'Farhan', 'Anjali', 'Rupinder'],
  fr: ['Solène', 'Bastien', 'Manon', 'Quentin', 'Inès', 'Timothée', 'Élodie', 'Yannick'],
  de: ['Lukas', 'Anke', 'Matthias', 'Heike', 'Florian', 'Silke', 'Torben', 'Jutta'],
  nl: ['Bram', 'Lotte', 'Thijs', 'Sanne', 'Joost', 'Ilse', 'Ruud', 'Merel'],
  pt: ['Tiago', 'Inês', 'Duarte', 'Beatriz', 'Gonçalo', 'Leonor', 'Martim', 'Mafalda'],
  es: ['Álvaro', 'Nerea', 'Sergio', 'Lucía', 'Diego', 'Maite', 'Javier', 'Almudena'],
  it: ['Lorenzo', 'Chiara', 'Matteo', 'Giulia', 'Federico', 'Martina', 'Alessio', 'Ilaria'],
  pl: ['Bartosz', 'Małgorzata', 'Grzegorz', 'Zofia', 'Krzysztof', 'Magdalena', 'Paweł', 'Dorota'],
};

const SURNAME23: Readonly<Record<Region23, readonly string[]>> = {
  yo: ['Adérìbigbé', 'Ògúnlẹ́yẹ', 'Fálọlá', 'Àjàyí', 'Olúwọlé', 'Akínọlá', 'Ọ̀ṣúntókun', 'Adéyẹmí', 'Ogunleye', 'Fashola'],
  ig: ['Eze', 'Okafor', 'Nwachukwu', 'Obi-Okoli', 'Anyanwu', 'Ugwu', 'Onwuachi', 'Ikeji'],
  ha: ['Bello', 'Usman', 'Garba', 'Danjuma', 'Sule', 'Abdullahi', 'Mai-Lafiya', 'Tanko'],
  ef: ['Effiong', 'Ekpo', 'Udoh', 'Okon', 'Etuk', 'Inyang'],
  ki: ['Wanjohi', 'Mbugua', 'Kinyanjui', 'Gachanja', 'Ndirangu', 'Wachira'],
  lu: ['Ouko', 'Opiyo', 'Obura', 'Oloo', 'Ogutu', 'Odera'],
  kl: ['Kipkemboi', 'Rotich', 'Kiptoo', 'arap Sang', 'Langat', 'Koech'],
  ka: ['Mutiso', 'Kilonzo', 'Musau', 'Nzioka', 'Wambua', 'Makau'],
  ak: ['Boateng', 'Owusu', 'Amoako', 'Sarpong', 'Appiah-Kubi', 'Osei-Bonsu', 'Agyeman', 'Frimpong'],
  ew: ['Agbeko', 'Amedzro', 'Kpodo', 'Dzokoto', 'Gbeho', 'Tsikata'],
  da: ['Mahama', 'Iddrisu', 'Sumani', 'Seidu', 'Abukari', 'Tahiru'],
  xh: ['Ngxola', 'Mqhayi', 'Sobekwa', 'Gqola', 'Matiwane', 'Nkqayi', 'Mxenge', 'Jonas'],
  tn: ['Moloi', 'Seretse', 'Kgosana', 'Modise', 'Phiri', 'Mothibi'],
  af: ['van Wyk', 'Botha', 'le Roux', 'Jansen van Rensburg', 'Steyn', 'Pretorius', 'van Zyl', 'Coetzee'],
  in: ['Naidoo', 'Govender', 'Pillay', 'Moodley', 'Reddy', 'Chetty'],
  gb: ['Featherstone', 'McIntyre', 'O’Sullivan', 'Thwaites', 'Hughes-Parry', 'MacLeod', 'Ramsbottom', 'de Courcy', 'Penhaligon', 'Fitzgerald'],
  sa: ['Akhtar', 'Sandhu', 'Patel', 'Bhatti', 'Hussain', 'Kaur-Gill'],
  fr: ['Kerjean', 'Le Gall', 'Fontaine', 'de La Tour d’Auvergne', 'Mercier', 'Diallo', 'Giraud-Petit', 'Benali'],
  de: ['Hoffmann', 'von Arnim', 'Schulte-Bockholt', 'Petersen', 'Kühn', 'Meißner', 'Jankowski', 'Ohlsen'],
  nl: ['de Vries', 'van Dijk', 'Bakker', 'van ’t Hof', 'Visser', 'Smit', 'ter Horst', 'Kuipers'],
  pt: ['Carvalho', 'da Silva', 'Pereira', 'Gonçalves', 'Sá-Nogueira', 'do Carmo', 'Matos', 'Fonseca'],
  es: ['Sánchez-Arjona', 'de la Fuente', 'Muñoz', 'Zubizarreta', 'Navarro', 'del Valle', 'Ruiz', 'Alonso'],
  it: ['Esposito', 'Romano', 'Di Stefano', 'Colombo', 'Marino', 'Lo Presti', 'Ricci', 'Greco'],
  pl: ['Nowak', 'Wójcik', 'Kowalczyk', 'Jabłońska', 'Grabowski', 'Pawlak', 'Sikora', 'Mazur'],
};

/** Given names that are also words: PER wherever they name a person. */
export const WORD_GIVEN23: readonly string[] = ['Blessing', 'Favour', 'Goodluck', 'Godspower', 'Peace', 'Faith', 'Marvellous', 'Miracle', 'Promise', 'Wisdom', 'Memory', 'Beauty', 'Charity', 'Loveness', 'Happy', 'Given', 'Justice', 'Victory', 'Dawn', 'Precious'];

const PLACES23: Readonly<Record<Jurisdiction, Places23>> = {
  NG: {
    city: ['Ibadan', 'Calabar', 'Enugu', 'Jos', 'Warri', 'Oyo', 'Owerri', 'Sokoto', 'Akure', 'Makurdi'],
    area: ['Bodija', 'Surulere', 'Yaba', 'Wuse 2', 'Rumuokoro', 'Independence Layout', 'Obalende', 'Festac Town', 'Kubwa', 'Mushin'],
    street: ['Adeola Odeku Street', 'Herbert Macaulay Way', 'Ikwerre Road', 'Ogui Road', 'Marina Road', 'Allen Avenue', 'Ring Road', 'Bode Thomas Street'],
    venue: ['Agip Hall', 'Nike Lake Resort', 'Transcorp Hilton', 'Unity Fountain', 'Teslim Balogun Stadium', 'Freedom Park'],
    market: ['Balogun Market', 'Ariaria Market', 'Oja Oba', 'Bodija Market', 'Kurmi Market', 'Oyingbo Market', 'Watt Market'],
    shore: ['Makoko', 'Ibeno', 'Oron Beach', 'Epe Jetty', 'Tarkwa Bay', 'CMS Jetty'],
  },
  KE: {
    city: ['Nakuru', 'Eldoret', 'Malindi', 'Thika', 'Machakos', 'Kakamega', 'Lamu', 'Kilifi', 'Nyeri', 'Homa Bay'],
    area: ['Kilimani', 'Eastleigh', 'Buruburu', 'Donholm', 'South B', 'Kangemi', 'Pangani', 'Mtwapa', 'Milimani', 'Kisauni'],
    street: ['Moi Avenue', 'Kenyatta Avenue', 'Ngong Road', 'Waiyaki Way', 'Kimathi Street', 'Digo Road', 'Oginga Odinga Street', 'Thika Road'],
    venue: ['Kasarani Stadium', 'Carnivore Grounds', 'Kenya National Theatre', 'Nyayo Stadium', 'Uhuru Gardens', 'Mombasa Sports Club grounds'],
    market: ['Gikomba Market', 'Marikiti', 'Kongowea Market', 'Wakulima Market', 'Toi Market', 'Kibuye Market'],
    shore: ['Dunga Beach', 'Old Town Jetty', 'Likoni', 'Mbita', 'Shimoni', 'Mtwapa Creek'],
  },
  GH: {
    city: ['Koforidua', 'Sunyani', 'Bolgatanga', 'Elmina', 'Nkawkaw', 'Keta', 'Wa', 'Hohoe', 'Tema', 'Sekondi'],
    area: ['Osu', 'Madina', 'Labone', 'Dansoman', 'Bantama', 'Kaneshie', 'Adabraka', 'Spintex', 'East Legon', 'Nungua'],
    street: ['Castle Road', 'Spintex Road', 'Graphic Road', 'Kojo Thompson Road', 'Harper Road', 'Ako Adjei Street', 'Barnes Road', 'Ring Road Central'],
    venue: ['National Theatre', 'Accra Sports Stadium', 'Baba Yara Stadium', 'Independence Square', 'Kwame Nkrumah Memorial Park', 'Efua Sutherland Children’s Park'],
    market: ['Makola Market', 'Kejetia Market', 'Kantamanto', 'Agbogbloshie', 'Madina Market', 'Kaneshie Market'],
    shore: ['Jamestown Harbour', 'Elmina Harbour', 'Chorkor', 'Keta Lagoon', 'Axim', 'Moree'],
  },
  ZA: {
    city: ['East London', 'Gqeberha', 'Mthatha', 'Knysna', 'Polokwane', 'Mahikeng', 'Paarl', 'Mossel Bay', 'Komani', 'Soweto'],
    area: ['Khayelitsha', 'Gugulethu', 'Mdantsane', 'Walmer', 'Woodstock', 'Soshanguve', 'Phoenix', 'Chatsworth', 'Bo-Kaap', 'Melville'],
    street: ['Long Street', 'Oxford Road', 'Jan Smuts Avenue', 'Govan Mbeki Avenue', 'Vilakazi Street', 'Beach Road', 'Strand Street', 'Umgeni Road'],
    venue: ['Guild Theatre', 'Artscape', 'Market Theatre', 'Orient Theatre', 'Baxter Theatre', 'Feather Market Centre'],
    market: ['Warwick Junction', 'Victoria Street Market', 'Oriental Plaza', 'Neighbourgoods Market', 'Mthatha Market', 'Early Morning Market'],
    shore: ['Kalk Bay Harbour', 'Hout Bay Harbour', 'Port Nolloth', 'Struisbaai', 'Lamberts Bay', 'St Helena Bay'],
  },
  GB: {
    city: ['Bristol', 'Cardiff', 'Glasgow', 'Leeds', 'Belfast', 'Hull', 'Plymouth', 'Inverness', 'Norwich', 'Grimsby'],
    area: ['Easton', 'Grangetown', 'Partick', 'Headingley', 'Ballyhackamore', 'Hessle', 'Stonehouse', 'Merkinch', 'Mile Cross', 'Cleethorpes'],
    street: ['Stapleton Road', 'Clifton Street', 'Dumbarton Road', 'Otley Road', 'Newtownards Road', 'Hessle Road', 'Union Street', 'Academy Street'],
    venue: ['The Lord Nelson', 'Kings Arms', 'Duke of York', 'Red Lion', 'Miners’ Welfare Hall', 'The Admiral Rodney'],
    market: ['St Nicholas Market', 'Kirkgate Market', 'Barras Market', 'St George’s Market', 'Norwich Market', 'Cardiff Market'],
    shore: ['Brixham Quay', 'Grimsby Fish Dock', 'Newlyn Harbour', 'Ullapool Pier', 'Kilkeel Harbour', 'Peterhead'],
  },
  EU: {
    city: ['Marseille', 'Nantes', 'Hamburg', 'Kiel', 'Rotterdam', 'Utrecht', 'Porto', 'Valencia', 'Genova', 'Gdańsk'],
    area: ['Le Panier', 'Île de Nantes', 'St. Pauli', 'Ottensen', 'Katendrecht', 'Lombok', 'Ribeira', 'Ruzafa', 'Quartieri Spagnoli', 'Nadodrze'],
    street: ['Rue de la République', 'Reeperbahn', 'Witte de Withstraat', 'Rua das Flores', 'Carrer de Sueca', 'Via del Campo', 'ul. Świętojańska', 'Boulevard Voltaire'],
    venue: ['Docks des Suds', 'Fabrik Hamburg', 'Rotown', 'Hard Club', 'Teatro Carlo Felice', 'Klub Żak'],
    market: ['Marché de Noailles', 'Fischmarkt Altona', 'Markthal Rotterdam', 'Mercado do Bolhão', 'Mercat Central de València', 'Mercato Orientale'],
    shore: ['Vieux-Port', 'Cuxhaven', 'Scheveningen', 'Peniche', 'Puerto de Valencia', 'Camogli'],
  },
};

const REGIONS23: Readonly<Record<Jurisdiction, readonly Region23[]>> = {
  NG: ['yo', 'ig', 'ha', 'ef'],
  KE: ['ki', 'lu', 'kl', 'ka'],
  GH: ['ak', 'ew', 'da'],
  ZA: ['xh', 'tn', 'af', 'in'],
  GB: ['gb', 'sa'],
  EU: ['fr', 'de', 'nl', 'pt', 'es', 'it', 'pl'],
};

const MONTHS23 = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const L = (s: string): string => `[[LOC:${s}]]`;
const O = (s: string): string => `[[ORG:${s}]]`;

export const HELDOUT23_LISTS: NerLists<Jurisdiction, Region23, Places23> = {
  given: GIVEN23,
  surname: SURNAME23,
  wordNames: WORD_GIVEN23,
  places: PLACES23,
  regionsOf: REGIONS23,
  months: MONTHS23,
  loc: L,
  org: O,
};

type C = NerContext<Jurisdiction, Region23, Places23>;
type T = NerTemplateOf<C>;

type NameForm23 = 'full' | 'gs' | 'g' | 's' | 'caps' | 'lower' | 'lowerG' | 'init' | 'sComma' | 'sCaps' | 'sFirst' | 'gInit' | 'sInit' | 'wrap';

/** Upper-cases a name's first letter (a surname particle opening a sentence or a line). */
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A person written in one form (no marks); `wrap` breaks the name before the surname as a hard-wrapped line does. */
export function nm23(p: NerPerson, form: NameForm23): string {
  const gs = `${p.given} ${p.surname}`;
  switch (form) {
    case 'full':
      return p.middle ? `${p.given} ${p.middle} ${p.surname}` : gs;
    case 'gs':
      return gs;
    case 'g':
      return p.given;
    case 'lowerG':
      return p.given.toLowerCase();
    case 's':
      return p.surname;
    case 'caps':
      return gs.toUpperCase();
    case 'lower':
      return gs.toLowerCase();
    case 'init':
      return `${p.given[0]!.toUpperCase()}. ${p.surname}`;
    case 'sComma':
      return `${p.surname}, ${p.middle ? `${p.given} ${p.middle}` : p.given}`;
    case 'sCaps':
      return `${p.surname.toUpperCase()}, ${p.middle ? `${p.given} ${p.middle}` : p.given}`;
    case 'sFirst':
      return `${p.surname.toUpperCase()} ${p.given}`;
    case 'gInit':
      return `${p.given} ${p.surname[0]!.toUpperCase()}.`;
    case 'sInit':
      return `${cap(p.surname)}, ${p.given[0]!.toUpperCase()}.${p.middle ? ` ${p.middle[0]!.toUpperCase()}.` : ''}`;
    case 'wrap':
      return `${p.middle ? `${p.given} ${p.middle}` : p.given}\n${p.surname}`;
  }
}

const P = (p: NerPerson, form: NameForm23 = 'gs'): string => `[[PER:${nm23(p, form)}]]`;
/** A surname opening a sentence or a line: a particle is capitalised (`Van Wyk`, `De la Fuente`). */
const PS = (p: NerPerson): string => `[[PER:${cap(p.surname)}]]`;

const dmy = (c: C): string => `${String(c.int(1, 28)).padStart(2, '0')}/${String(c.int(1, 12)).padStart(2, '0')}/${c.int(2023, 2026)}`;
const CURRENCY: Readonly<Record<Jurisdiction, string>> = { NG: '₦', KE: 'KSh ', GH: 'GH₵', ZA: 'R', GB: '£', EU: '€' };
const money = (c: C, lo: number, hi: number): string => `${CURRENCY[c.j]}${(c.int(lo, hi) * 100).toLocaleString('en-GB')}`;
const phone = (c: C): string => `0${c.pick(['803', '816', '722', '244', '83', '7911', '6'])}${c.int(100, 999)}${c.int(1000, 9999)}`;
const hhmm = (c: C): string => `${String(c.int(6, 21)).padStart(2, '0')}:${c.pick(['00', '15', '30', '45'])}`;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const norm = (make: (c: C) => string) => (c: C): string => make(c).normalize('NFC');

/** Bodies that act in the kinds of text of set 23, by jurisdiction: ORG whole wherever they appear. */
const MARKETASSOC23: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Balogun Market Traders Association', 'Oyingbo Foodstuff Sellers Union', 'Ariaria International Market Traders Association'],
  KE: ['Gikomba Traders Association', 'Wakulima Market Traders Sacco', 'Kongowea Traders Welfare Group'],
  GH: ['Makola Market Traders Association', 'Kejetia Traders Union', 'Kantamanto Second-Hand Clothes Dealers Association'],
  ZA: ['Warwick Junction Traders Association', 'Informal Traders Forum', 'Victoria Street Market Tenants Committee'],
  GB: ['Kirkgate Market Traders Association', 'Barras Traders Association', 'St Nicholas Market Traders Forum'],
  EU: ['Association des commerçants de Noailles', 'Marktbeschickerverband Hamburg', 'Vereniging Marktkooplieden Rotterdam'],
};
const COUNCIL23: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Lagos Island Local Government', 'Ibadan North Local Government', 'Enugu North LGA'],
  KE: ['Nairobi City County', 'Mombasa County', 'Nakuru County'],
  GH: ['Accra Metropolitan Assembly', 'Kumasi Metropolitan Assembly', 'Tema Metropolitan Assembly'],
  ZA: ['eThekwini Municipality', 'City of Cape Town', 'Buffalo City Metro'],
  GB: ['Leeds City Council', 'Glasgow City Council', 'Bristol City Council'],
  EU: ['Ville de Marseille', 'Bezirksamt Altona', 'Gemeente Rotterdam'],
};
const FISHCOOP23: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Ibeno Fishermen Cooperative Society', 'Makoko Fishermen Association', 'Epe Fish Farmers and Fishermen Union'],
  KE: ['Dunga Beach Management Unit', 'Shimoni Fishermen Cooperative', 'Lamu Fishermen Cooperative Society'],
  GH: ['Ghana National Canoe Fishermen Council', 'Elmina Fishmongers Association', 'Chorkor Fish Processors Cooperative'],
  ZA: ['Kalk Bay Fishermen’s Co-op', 'Lamberts Bay Small-Scale Fishers Cooperative', 'Hout Bay Fishing Industry Association'],
  GB: ['Cornish Fish Producers Organisation', 'Scottish White Fish Producers Association', 'Anglo-North Irish Fish Producers Organisation'],
  EU: ['OP Pêcheurs de Bretagne', 'Erzeugergemeinschaft Kutterfisch', 'Coopeniche'],
};
/** Boats' names, some a person's or a saint's: no span (a vessel is no person and no place). */
const BOATS23 = ['Blessed Assurance', 'Mama Grace', 'God’s Time', 'Sea Queen', 'Mary Ellen', 'Agnes Maria', 'Ebenezer II', 'Morning Star', 'Amazing Grace', 'Our Lady of Fatima'];
const FISH23 = ['tilapia', 'mackerel', 'snoek', 'sardines', 'croaker', 'haddock', 'hake', 'Nile perch', 'bonga', 'whiting'];
const LAUNDRY23: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Sparkle Dry Cleaners', 'Mr Clean Laundry', 'Executive Touch Laundromat'],
  KE: ['Spinners & Spinners', 'Clean Masters Kenya', 'Nelly’s Laundry'],
  GH: ['Dry Clean Plus', 'Spotless Laundry Osu', 'Auntie Becky Laundry'],
  ZA: ['Pressed Dry Cleaners', 'Laundry Lounge', 'Bubbles Laundromat'],
  GB: ['Johnsons the Cleaners', 'Timpson Dry Cleaning', 'Speedy Launderette'],
  EU: ['Pressing Saint-Ferréol', 'Wäscherei Hansen', 'Wasserette De Schone Lei'],
};
const BARBER23: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Ace Cutz Barbing Salon', 'Kings Barbershop', 'Uncle Sam Unisex Salon'],
  KE: ['Kinyozi Bora', 'Mali Safi Barbers', 'Razor Sharp Kinyozi'],
  GH: ['Big Ben Barbering Shop', 'Classic Cuts Osu', 'Mr Fade Barbers'],
  ZA: ['Headlines Barber Shop', 'Sharp Blendz', 'Uncle Kenny’s Hair Salon'],
  GB: ['Turkish Barbers Easton', 'Ruby’s Hair Studio', 'Ali’s Barbers'],
  EU: ['Barbería Don Pepe', 'Barbiere Gennaro', 'Kapsalon De Schaar'],
};
const FERRYCO23: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Lagos State Waterways Authority', 'Lagferry', 'Tarzan Boats'],
  KE: ['Kenya Ferry Services', 'Mbita Ferry Services', 'Lamu Boat Operators Association'],
  GH: ['Volta Lake Transport Company', 'Yeji Ferry Services'],
  ZA: ['Robben Island Museum', 'Knysna Ferry Company', 'Circe Launches'],
  GB: ['CalMac', 'Stena Line', 'Red Funnel'],
  EU: ['Brittany Ferries', 'HADAG', 'Moby Lines'],
};
/** Ferries' names, some a person's: no span. */
const VESSELS23 = ['MV Ikorodu Express', 'MV Likoni', 'MV Harambee', 'MV Yeji Queen', 'Sikhululekile', 'MV Isle of Mull', 'Stena Mersey', 'Moby Aki', 'Pont-Aven', 'MV Mama Ngina'];
const ELECTION23: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['INEC', 'Independent National Electoral Commission', 'Lagos State Independent Electoral Commission'],
  KE: ['IEBC', 'Independent Electoral and Boundaries Commission'],
  GH: ['Electoral Commission of Ghana', 'EC Ghana'],
  ZA: ['IEC', 'Electoral Commission of South Africa'],
  GB: ['Bristol City Council Electoral Services', 'Leeds City Council Elections Office', 'Electoral Commission'],
  EU: ['Mairie de Nantes', 'Bezirkswahlamt Hamburg-Nord', 'Gemeente Utrecht'],
};
/** Polling stations (a hall, a school building, a tent), where people vote: LOC. */
const STATION23: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Ansar-Ud-Deen Primary School', 'Town Hall Surulere', 'Open Space Kubwa Village', 'Methodist Church Hall Ogui'],
  KE: ['Moi Avenue Primary School', 'Eastleigh Social Hall', 'Kangemi Chief’s Camp', 'Olympic Primary School'],
  GH: ['Osu Presby Primary', 'Madina Zongo Junction Tent', 'Labone Secondary School', 'Kaneshie Polyclinic Grounds'],
  ZA: ['Thembelihle Community Hall', 'Walmer Town Hall', 'Vukuzenzele Primary School', 'Chatsworth Youth Centre'],
  GB: ['St Agnes Church Hall', 'Easton Community Centre', 'Partick Burgh Hall', 'Headingley Scout Hut'],
  EU: ['École Jules Ferry', 'Grundschule Am Pfeffersack', 'Basisschool De Regenboog', 'Escola Básica de Miragaia'],
};
const CLEANUP23: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Surulere Residents Association', 'Kubwa Youth Forum', 'Festac Town Landlords Association'],
  KE: ['Kilimani Project Foundation', 'Buruburu Residents Association', 'Clean Up Kenya'],
  GH: ['Osu Youth Club', 'Madina Residents Association', 'Clean Accra Campaign'],
  ZA: ['Woodstock Improvement District', 'Khayelitsha Development Forum', 'Keep Melville Clean'],
  GB: ['Keep Britain Tidy', 'Friends of Easton Park', 'Partick Housing Association'],
  EU: ['Surfrider Foundation Europe', 'Stadtreinigung Hamburg', 'Wijkraad Lombok'],
};
const POOLTEAM23: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Bodija Snooker Club', 'Surulere Sharks', 'Yaba Hustlers'],
  KE: ['Eastleigh Cue Masters', 'Kilimani Darts Club', 'Pangani Pool Kings'],
  GH: ['Osu Cue Kings', 'Labone Darts Club'],
  ZA: ['Woodstock Darts Club', 'Melville Pool Sharks', 'Walmer Arrows'],
  GB: ['Red Lion A', 'Kings Arms B', 'Miners Welfare Darts'],
  EU: ['DC Reeperbahn', 'Poolclub Katendrecht', 'Les Flèches du Panier'],
};
const LEAGUE23: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Lagos Pool Association', 'Ibadan Darts League'],
  KE: ['Kenya Darts Association', 'Nairobi Pool League'],
  GH: ['Ghana Darts Association'],
  ZA: ['Western Province Darts Association', 'Gauteng Pool Federation'],
  GB: ['Easton & District Darts League', 'Hull Pool League', 'Partick Thursday League'],
  EU: ['Hamburger Dart-Verband', 'Rotterdamse Poolbond', 'Ligue de billard de Provence'],
};
const BOREHOLE23: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Rural Water Supply and Sanitation Agency', 'WaterAid Nigeria', 'Oyo State RUWASSA'],
  KE: ['Water Resources Authority', 'Kilifi Water and Sanitation Company', 'Kenya Red Cross'],
  GH: ['Community Water and Sanitation Agency', 'Ghana Water Limited', 'World Vision Ghana'],
  ZA: ['Department of Water and Sanitation', 'Gift of the Givers', 'Rand Water'],
  GB: ['Scottish Water', 'Welsh Water', 'Yorkshire Water'],
  EU: ['Stadtwerke Kiel', 'Águas do Porto', 'Vitens'],
};
/** Schools, some named after a person or a place: ORG whole. */
const SCHOOL23: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['King’s College Lagos', 'Queen’s College Yaba', 'Hope Waddell Training Institution', 'Federal Government College Enugu', 'Loyola Jesuit College'],
  KE: ['Lenana School', 'Alliance High School', 'Moi Girls’ School Eldoret', 'Starehe Boys’ Centre', 'Kenya High School'],
  GH: ['Prempeh College', 'Mfantsipim School', 'Wesley Girls’ High School', 'Achimota School', 'Aggrey Memorial Senior High'],
  ZA: ['Grey High School', 'Hoërskool Jan van Riebeeck', 'Inanda Seminary', 'Dale College', 'Pretoria Girls High'],
  GB: ['George Heriot’s School', 'Cardiff High School', 'Hull Collegiate', 'Methodist College Belfast'],
  EU: ['Lycée Victor Hugo', 'Gymnasium Christianeum', 'Erasmiaans Gymnasium', 'Liceo Andrea Doria'],
};
/** Debate motions: no span, even when they name a place. */
const MOTIONS23 = ['This House would ban homework', 'This House regrets social media', 'This House would make voting compulsory', 'This House believes Africa should have one currency', 'This House would abolish school uniforms'];
const CARNIVALBAND23: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Calabar Carnival Bayside Band', 'Seagull Band', 'Passion 4 Band'],
  KE: ['Mombasa Carnival Troupe', 'Lamu Cultural Festival Committee'],
  GH: ['Chale Wote Street Art Festival', 'Osu Masquerade Group'],
  ZA: ['Kaapse Klopse Pennsylvanians', 'Cape Town Minstrels', 'Tweede Nuwe Jaar Troupe'],
  GB: ['Mangrove Steelband', 'St Pauls Carnival', 'Leeds West Indian Carnival'],
  EU: ['Carnaval de Marseille Association', 'Altonaer Karnevalsverein', 'Zomercarnaval Rotterdam'],
};
/** Costumes and sections of a carnival band: a title, no span. */
const SECTIONS23 = ['Queen of the Band', 'Kings of the Sea', 'Blue Devils', 'Moko Jumbies', 'Golden Age', 'Ocean Spirits'];
/** Quiz teams' names, puns on a person's name or a place: no span (a team of friends that meets once a week is no body that acts). */
const QUIZTEAMS23 = ['Agatha Quiztie', 'Quiz Akabusi', 'Les Quizerables', 'Universally Challenged', 'The Quizzly Bears', 'Norfolk Enchants', 'Tequila Mockingbird', 'Quizteama Aguilera'];
const PUBCO23: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Quiz Nights Lagos', 'Hard Rock Cafe Lagos'],
  KE: ['Quiz Kenya', 'Brew Bistro'],
  GH: ['Quiz Ghana', 'Bloom Bar'],
  ZA: ['Quizzical Pub Quiz', 'Beerhouse'],
  GB: ['Greene King', 'Quizland', 'Brains Brewery'],
  EU: ['Quiz Club Hamburg', 'Pubquiz Nederland'],
};

// ---------------------------------------------------------------- English web and office text
const EN = (genre: string, make: (c: C) => string): T => ({ genre, lang: 'en', fills: 25, make: norm(make) });

const ENGLISH: readonly T[] = [
  EN('market-minutes', (c) => {
    const a = c.person();
    const b = c.person();
    const d = c.person();
    const e = c.person(undefined, true);
    const assoc = c.pick(MARKETASSOC23[c.j]);
    const mk = c.raw('market');
    return c.pick([
      `MINUTES OF GENERAL MEETING — ${O(assoc)}\nVenue: ${L(mk)}, ${c.L('area')}\nPresent: ${P(a, 'sCaps')} (Chairlady), ${P(b, 'caps')}, ${P(d, 'init')} and 41 members\n1. Levy: ${PS(b)} reported ${money(c, 300, 900)} collected for the month.\n2. Task force from ${O(c.pick(COUNCIL23[c.j]))} removed stalls along ${c.L('street')}; ${P(d, 'gs')} to write a protest letter.\nMinutes taken by ${P(e, 'gs')}, Secretary.`,
      `Good evening traders 🙏 meeting tomorrow 10am at ${L(mk)} main gate. ${P(a, 'g')} says anyone owing levy should see ${P(b, 'lowerG')} before then. ${P(e, 'g')} from ${c.L('area')} will raise the toilet issue again.`,
      `Matters arising: the Chairman, ${P(a, 'full')}, thanked ${P(d, 'sComma')} for organising the fumigation of ${L(mk)}. ${P(b, 'gs')} asked why the ${O(c.pick(COUNCIL23[c.j]))} ticket fee went up. Next meeting ${dmy(c)}.`,
    ]);
  }),
  EN('catch-log', (c) => {
    const a = c.person();
    const b = c.person();
    const d = c.person(undefined, true);
    const coop = c.pick(FISHCOOP23[c.j]);
    const boat = c.pick(BOATS23);
    const boat2 = c.pick(BOATS23.filter((x) => x !== boat));
    return c.pick([
      `${O(coop)} — DAILY LANDINGS\nLanding site: ${c.L('shore')}\nDate: ${dmy(c)}\nBoat: ${boat} | Skipper: ${P(a, 'sFirst')} | ${FISH23[c.int(0, 9)]} ${c.int(20, 400)} kg\nBoat: ${boat2} | Skipper: ${P(b, 'sFirst')} | ${FISH23[c.int(0, 9)]} ${c.int(20, 400)} kg\nRecorded by: ${P(d, 'wrap')}`,
      `Bad day at ${c.L('shore')}. ${boat} came in at ${hhmm(c)} with only ${c.int(5, 40)} kg of ${c.pick(FISH23)}. ${P(a, 'gs')} says the water off ${c.L('city')} is too warm. ${P(d, 'g')} weighed everything and ${P(b, 'init')} signed for the co-op.`,
      `who is selling ${c.pick(FISH23)} today? ${P(b, 'lowerG')} said the ${boat} crew landed plenty at ${c.L('shore')} this morning. I need 10kg for my shop on ${c.L('street')}`,
    ]);
  }),
  EN('laundry-ticket', (c) => {
    const a = c.person();
    const b = c.person(undefined, true);
    const d = c.person();
    const shop = c.pick(LAUNDRY23[c.j]);
    return c.pick([
      `${O(shop)}\n${c.int(2, 140)} ${c.L('street')}, ${c.L('area')}\nTICKET No. ${c.int(100000, 999999)}\nCustomer: ${P(a, 'wrap')}\nTel: ${phone(c)}\n2 x shirt, 1 x agbada/suit, 1 x duvet\nReady: ${dmy(c)}   Received by: ${P(b, 'gInit')}`,
      `Dear ${P(a, 'g')}, your items at ${O(shop)} ${c.L('area')} have been ready since ${dmy(c)}. Items not collected within 30 days will be donated. Please ask for ${P(d, 'g')} at the counter.`,
      `${O(shop)} on ${c.L('street')} lost my husband's white kaftan and ${P(d, 'lower')} at the counter is acting like it's my fault!! ${P(b, 'g')} if you see this please check the back 😤`,
    ]);
  }),
  EN('barber-booking', (c) => {
    const a = c.person();
    const b = c.person();
    const d = c.person(undefined, true);
    const shop = c.pick(BARBER23[c.j]);
    return c.pick([
      `${O(shop)} — bookings ${c.pick(WEEKDAYS)}\n${hhmm(c)} ${P(a, 'gInit')} (skin fade) — chair 1, ${P(d, 'g')}\n${hhmm(c)} ${P(b, 'gs')} (beard trim) — chair 2\nWalk-ins after 4pm. We have moved to ${c.L('street')}, ${c.L('area')}.`,
      `Big shout out to ${P(d, 'lowerG')} at ${O(shop)} ${c.L('area')}, best fade in ${c.L('city')} no cap 💈 ask for him, tell him ${P(a, 'lowerG')} sent you`,
      `Hi ${P(d, 'g')}, it's ${P(b, 'gs')}. Can you fit me and my son in before ${hhmm(c)} on ${c.pick(WEEKDAYS)}? We're coming from ${c.L('area')}. Thanks`,
    ]);
  }),
  EN('ferry-manifest', (c) => {
    const a = c.person();
    const b = c.person();
    const d = c.person();
    const m = c.person();
    const co = c.pick(FERRYCO23[c.j]);
    const v = c.pick(VESSELS23);
    return c.pick([
      `${O(co)} — PASSENGER MANIFEST\nVessel: ${v}   Dep: ${c.L('shore')} ${hhmm(c)}   Arr: ${c.L('city')}\n1. ${P(a, 'sCaps')}\n2. ${P(b, 'sCaps')}\n3. ${P(d, 'wrap')}\nMaster: ${P(m, 'sInit')}`,
      `SERVICE UPDATE: the ${hhmm(c)} sailing from ${c.L('shore')} is cancelled due to weather. ${v} will resume tomorrow. Passengers booked by ${P(a, 'gs')} (group of 12, ${O(c.pick(SCHOOL23[c.j]))}) will be contacted. — ${O(co)}`,
      `stuck at ${c.L('shore')} for 3 hours because the ${v} broke down again. ${P(b, 'lowerG')} and ${P(d, 'lowerG')} are sleeping on the bench 🙄 ${O(co)} do better`,
    ]);
  }),
  EN('polling-staff', (c) => {
    const po = c.person();
    const a = c.person();
    const b = c.person();
    const ag = c.person(undefined, true);
    const el = c.pick(ELECTION23[c.j]);
    const st = c.pick(STATION23[c.j]);
    return c.pick([
      `${O(el)} — POLLING STATION STAFF\nStation: ${L(st)}, ${c.L('area')} (code ${c.int(10, 99)}/${c.int(100, 999)})\nPresiding Officer: ${P(po, 'wrap')}\nPoll Clerk: ${P(a, 'sComma')}\nPoll Clerk: ${P(b, 'sComma')}\nReport by 06:30 on polling day.`,
      `Dear ${P(a, 'g')}, you have been appointed Poll Clerk at ${L(st)} for the election on ${dmy(c)}. Your Presiding Officer is ${P(po, 'init')}. Training takes place at ${c.L('venue')} on ${c.pick(WEEKDAYS)}. ${O(el)}`,
      `Voting slow at ${L(st)} ${c.L('area')}, the card reader failed twice. Presiding officer ${P(po, 'lower')} says backup is coming. Party agent ${P(ag, 'gs')} has filed a complaint.`,
    ]);
  }),
  EN('cleanup-day', (c) => {
    const a = c.person();
    const b = c.person(undefined, true);
    const d = c.person();
    const grp = c.pick(CLEANUP23[c.j]);
    return c.pick([
      `COMMUNITY CLEAN-UP 🧹 ${c.pick(WEEKDAYS)} ${dmy(c)}, ${hhmm(c)}\nMeet at ${c.L('street')} junction, ${c.L('area')}. Gloves and bags from ${O(grp)}. Coordinators: ${P(a, 'gs')} (${phone(c)}) and ${P(b, 'gs')}.`,
      `Thank you to the ${c.int(20, 90)} volunteers who cleared ${c.int(40, 300)} bags of rubbish from ${c.L('area')} on Saturday! Special thanks to ${P(d, 'full')} for the water and to ${P(b, 'g')} for the truck. — ${O(grp)}`,
      `the drain on ${c.L('street')} is blocked again after the clean up 😒 ${P(a, 'lowerG')} did ${O(grp)} not arrange for the council to collect the bags? ${P(d, 'lower')} says they've been there a week`,
    ]);
  }),
  EN('pool-league', (c) => {
    const a = c.person();
    const b = c.person();
    const d = c.person();
    const e = c.person(undefined, true);
    const t1 = c.pick(POOLTEAM23[c.j]);
    const t2 = c.pick(POOLTEAM23[c.j].filter((x) => x !== t1));
    const lg = c.pick(LEAGUE23[c.j]);
    return c.pick([
      `${O(lg)} — RESULT CARD\nVenue: ${c.L('venue')}, ${c.L('area')}\n${O(t1)} ${c.int(3, 7)} v ${O(t2)} ${c.int(0, 4)}\nHighest checkout: ${P(a, 'sFirst')} ${c.int(60, 170)}\n180s: ${P(b, 'sFirst')}, ${P(d, 'sFirst')}\nCaptain’s signature: ${P(e, 'gInit')}`,
      `What a night at the ${c.L('venue')}! ${P(a, 'gs')} cleared up from the break to win the decider for ${O(t1)}. ${PS(a)} now plays ${P(b, 'init')} in the singles final on ${c.pick(WEEKDAYS)}.`,
      `need a sub for ${c.pick(WEEKDAYS)} away at ${c.L('venue')} in ${c.L('area')}. ${P(d, 'lowerG')} has a wedding and ${P(e, 'lowerG')} can't drive. anyone? — ${P(b, 'g')} (capt)`,
    ]);
  }),
  EN('borehole-committee', (c) => {
    const ch = c.person();
    const tr = c.person(undefined, true);
    const a = c.person();
    const b = c.person();
    const org = c.pick(BOREHOLE23[c.j]);
    return c.pick([
      `WATER POINT COMMITTEE — ${c.L('area')}\nBorehole drilled by ${O(org)}, ${dmy(c)}\nChairperson: ${P(ch, 'sCaps')}\nTreasurer: ${P(tr, 'wrap')}\nCaretaker: ${P(a, 'gs')}\nTariff: ${money(c, 1, 5)} per jerrycan`,
      `Notice: the hand pump near ${c.L('street')} is broken. ${P(a, 'gs')} has called the technician from ${O(org)}. Until it is fixed, draw water at the ${c.L('market')} tap. — ${P(ch, 'init')}, Chair`,
      `the borehole money is missing again and ${P(tr, 'lowerG')} is not picking calls. ${P(b, 'lowerG')} said we should report to the chief in ${c.L('city')} 😡`,
    ]);
  }),
  EN('debate-contest', (c) => {
    const a = c.person();
    const b = c.person();
    const d = c.person();
    const adj = c.person();
    const s1 = c.pick(SCHOOL23[c.j]);
    const s2 = c.pick(SCHOOL23[c.j].filter((x) => x !== s1));
    return c.pick([
      `INTER-SCHOOLS DEBATE — ${c.L('city')} ZONAL FINAL\nVenue: ${c.L('venue')}\nMotion: ${c.pick(MOTIONS23)}\nProposition: ${O(s1)} (${P(a, 'gs')}, ${P(b, 'gs')})\nOpposition: ${O(s2)} (${P(d, 'gs')})\nChief Adjudicator: ${P(adj, 'sInit')}\nBest speaker: ${P(a, 'caps')}`,
      `Congratulations to ${P(d, 'full')} of ${O(s2)}, named best speaker at the national debate in ${c.L('city')}! ${PS(d)} argued against the motion “${c.pick(MOTIONS23)}”. Coach: ${P(adj, 'gs')}.`,
      `lol ${P(b, 'lowerG')} froze during POI at the debate today but ${O(s1)} still won 😂 ${P(a, 'lowerG')} carried the team`,
    ]);
  }),
  EN('carnival-band', (c) => {
    const a = c.person();
    const b = c.person(undefined, true);
    const d = c.person();
    const band = c.pick(CARNIVALBAND23[c.j]);
    const sec = c.pick(SECTIONS23);
    return c.pick([
      `${O(band)} — COSTUME COLLECTION\nMas camp: ${c.int(2, 120)} ${c.L('street')}, ${c.L('area')}\nSection: ${sec}\nSection leader: ${P(a, 'gs')}\nBring receipt. Queries to ${P(b, 'init')} on ${phone(c)}.`,
      `The route for ${c.pick(WEEKDAYS)}: assemble at ${c.L('venue')}, down ${c.L('street')} and along to ${c.L('area')}. ${P(d, 'gs')} is our ${sec} this year! Judges from ${O(band)} at the stage. 🎉`,
      `my costume from ${O(band)} is STILL not ready and the parade is ${c.pick(WEEKDAYS)} 😭 ${P(a, 'lowerG')} keeps saying tomorrow. ${P(b, 'g')} did you get yours?`,
    ]);
  }),
  EN('quiz-night', (c) => {
    const qm = c.person();
    const a = c.person();
    const b = c.person();
    const d = c.person(undefined, true);
    const t1 = c.pick(QUIZTEAMS23);
    const t2 = c.pick(QUIZTEAMS23.filter((x) => x !== t1));
    return c.pick([
      `QUIZ NIGHT RESULTS — ${c.L('venue')}, ${c.L('area')}\n1st ${t1} ${c.int(60, 80)} pts (${P(a, 'g')}, ${P(b, 'g')}, ${P(d, 'g')})\n2nd ${t2} ${c.int(40, 59)} pts\nQuizmaster: ${P(qm, 'gs')}\nNext week’s picture round is on ${c.L('city')}. In partnership with ${O(c.pick(PUBCO23[c.j]))}.`,
      `Well done ${t1} — ${P(a, 'gs')} knew the chemical symbol for tungsten and won it on the tiebreak! Quizmaster ${P(qm, 'init')} is back at the ${c.L('venue')} on ${c.pick(WEEKDAYS)}.`,
      `${t2} lost by ONE point because ${P(b, 'lowerG')} changed our answer 🤦 never again. see u thurs at the ${c.L('venue')} ${P(d, 'lowerG')}`,
    ]);
  }),
];

// ---------------------------------------------------------------- other languages of our users
const X = (genre: string, lang: string, js: readonly Jurisdiction[], make: (c: C) => string): T => ({ genre, lang, fills: 25, js, make: norm(make) });

const YO_ASSOC23 = ['Ẹgbẹ́ Àwọn Ọlọ́jà Ọjà Ọba', 'Ẹgbẹ́ Aláṣọ Bódìjà', 'Ẹgbẹ́ Oníyẹ̀fun Gbági'];
const YO_MARKETS23 = ['Ọjà Ọba', 'Ọjà Bódìjà', 'Ọjà Gbági', 'Ọjà Ọ̀yìngbò', 'Ọjà Ìbàdàn'];
const YO_TOWNS23 = ['Ìbàdàn', 'Ọ̀yọ́', 'Òṣogbo', 'Abẹ́òkúta', 'Ilé-Ifẹ̀', 'Ògbómọ̀ṣọ́'];
const XH_ORGS23 = ['Khayelitsha Development Forum', 'Gugulethu Youth Forum', 'Mdantsane Residents Committee', 'Keep Langa Clean'];
/** Township names as Xhosa writes them after the locative prefix `e-`/`kwa-` (glued: `eKhayelitsha`, `kwaLanga`). */
const XH_LOCS23: readonly (readonly [string, string])[] = [
  ['e', 'Khayelitsha'],
  ['e', 'Gugulethu'],
  ['e', 'Mdantsane'],
  ['kwa', 'Langa'],
  ['e', 'Nyanga'],
  ['e', 'Motherwell'],
];
const AF_STATIONS23 = ['NG Kerksaal Paarl-Oos', 'Laerskool Jan Celliers', 'Stadsaal Worcester', 'Hoërskool Menlopark', 'Gemeenskapsaal Pniel'];
const AF_TOWNS23 = ['Paarl', 'Worcester', 'Oudtshoorn', 'Upington', 'Kuruman', 'Bethlehem', 'Potchefstroom', 'Wellington'];
const FR_LYCEES23 = ['Lycée Victor Hugo', 'Lycée Thiers', 'Lycée Clemenceau', 'Lycée Jules Verne', 'Lycée Montaigne'];
const FR_CITIES23 = ['Nantes', 'Marseille', 'Bordeaux', 'Poitiers', 'Besançon', 'Angers', 'Brest', 'Tours'];
const FR_VENUES23 = ['Théâtre Graslin', 'Palais du Pharo', 'Salle Paul-Fort', 'Hôtel de Ville', 'Auditorium Olivier Messiaen'];
const DE_VEREIN23 = ['Rote Funken Köln', 'KG Fidele Burggrafen', 'Mainzer Ranzengarde', 'Aachener Prinzengarde'];
const DE_CITIES23 = ['Köln', 'Mainz', 'Düsseldorf', 'Aachen', 'Bonn', 'Koblenz'];
const DE_STREETS23 = ['Severinstraße', 'Alter Markt', 'Schildergasse', 'Breite Straße', 'Ludwigsstraße'];
/** Carnival groups and roles: no span. */
const DE_GROUPS23 = ['Tanzgarde', 'Elferrat', 'Musikzug', 'Stadtsoldaten'];
const NL_SHOPS23 = ['Stomerij De Bruijn', 'Wasserette Lombok', 'Stomerij Van Vliet', 'Wasserij Het Witte Hemd'];
const NL_CITIES23 = ['Utrecht', 'Rotterdam', 'Haarlem', 'Leiden', 'Zwolle', 'Nijmegen', 'Amersfoort', 'Delft'];
const NL_STREETS23 = ['Kanaalstraat', 'Nieuwe Binnenweg', 'Oudegracht', 'Javastraat', 'Burgemeester Reigerstraat'];
const PT_COOP23 = ['Docapesca', 'Cooperativa de Pesca de Peniche', 'Opcentro', 'Apropesca'];
const PT_LOTAS23 = ['Lota de Matosinhos', 'Lota de Peniche', 'Lota de Sesimbra', 'Lota da Póvoa de Varzim'];
const PT_PLACES23 = ['Matosinhos', 'Peniche', 'Sesimbra', 'Nazaré', 'Figueira da Foz', 'Sines', 'Olhão', 'Aveiro'];
/** Boats named after a person, a saint or a place: no span. */
const PT_BOATS23 = ['Maria Fernanda', 'Nossa Senhora da Nazaré', 'Rosa Pereira', 'Mar de Sines', 'São Pedro', 'Estrela do Norte'];
const PT_FISH23 = ['sardinha', 'carapau', 'cavala', 'polvo', 'pescada'];
const ES_BARS23 = ['Bar Pepe', 'Café Comercial', 'La Taberna de Lucio', 'Bodega Ruiz', 'Cervecería La Sureña'];
const ES_CITIES23 = ['Valencia', 'Madrid', 'Sevilla', 'Zaragoza', 'Murcia', 'Granada', 'Oviedo', 'Salamanca'];
/** Quiz teams' names: no span. */
const ES_TEAMS23 = ['Los Quijotes del Quiz', 'Quizás Quizás', 'Los Sabelotodo', 'Las Chicas de Ayer', 'Trivial Pursuers'];
const IT_CO23 = ['Moby Lines', 'Tirrenia', 'Caremar', 'Laziomar', 'Grimaldi Lines'];
/** Ships' names, some a place's: no span. */
const IT_SHIPS23 = ['Laurana', 'Nuraghes', 'Sharden', 'Isola di Capri', 'Athara'];
const IT_PORTS23 = ['Napoli Beverello', 'Genova', 'Livorno', 'Piombino', 'Civitavecchia', 'Pozzuoli'];
const IT_DEST23 = ['Olbia', 'Capri', 'Ischia', 'Portoferraio', 'Bastia', 'Procida'];
const PL_LIGI23 = ['Pomorska Liga Bilardowa', 'Wrocławska Liga Bilardu', 'Śląski Związek Bilardowy'];
const PL_TEAMS23 = ['KS Bila Gdańsk', 'Bilard Klub Nadodrze', 'Czarna Bila Wrocław', 'UKS Kij Poznań'];
const PL_VENUES23 = ['Klub Bilardowy Zielona Bila', 'Pub Pod Papugami', 'Klub Bila 8', 'Pub Lizard King'];
const PL_CITIES23 = ['Gdańsk', 'Wrocław', 'Poznań', 'Łódź', 'Lublin', 'Toruń', 'Katowice', 'Rzeszów'];
const KE_WATER23 = ['Water Resources Authority', 'Kenya Red Cross', 'Kitui Water and Sanitation Company', 'Maji Milele'];
const KE_TOWNS23 = ['Kitui', 'Machakos', 'Makueni', 'Garissa', 'Marsabit', 'Isiolo', 'Wajir', 'Voi'];

const OTHER: readonly T[] = [
  X('market-yo', 'yo', ['NG'], (c) => {
    const a = c.person('yo');
    const b = c.person();
    const d = c.person('yo');
    const e = c.person(undefined, true);
    const assoc = c.pick(YO_ASSOC23);
    return c.pick([
      `ÌPÀDÉ ẸGBẸ́ – ${O(assoc)}\nIbi ìpàdé: ${L(c.pick(YO_MARKETS23))}, ${L(c.pick(YO_TOWNS23))}\nÀwọn tó wà níbẹ̀: Ìyálọ́jà ${P(a, 'gs')}, Alhaja ${P(b, 'gs')}, ${P(d, 'sCaps')}\nOwó ẹgbẹ́: ${money(c, 100, 400)}\nAkọ̀wé: ${P(e, 'init')}`,
      `Ẹ kú ìrọ̀lẹ́ o! Ìpàdé wa yóò wáyé ní ${L(c.pick(YO_MARKETS23))} ní ọjọ́ ${dmy(c)}. ${P(a, 'g')} ní kí gbogbo ẹni tó jẹ owó ẹgbẹ́ san án fún ${P(d, 'gs')} kí ọjọ́ náà tó pé. Ẹ ṣé o, ${P(e, 'gs')}`,
    ]);
  }),
  X('barber-pcm', 'pcm', ['NG'], (c) => {
    const a = c.person();
    const b = c.person();
    const d = c.person(undefined, true);
    const shop = c.pick(BARBER23.NG);
    return c.pick([
      `${P(a, 'g')}: bros abeg you dey shop today? I wan come barb before ${hhmm(c)}\n${P(b, 'g')}: I dey o. Come ${O(shop)} for ${c.L('street')}, ${c.L('area')}. If I no dey, ${P(d, 'g')} go do am for chair 2`,
      `${O(shop)} don move o! We now dey ${c.L('street')} opposite ${c.L('venue')}, ${c.L('city')}. Ask for ${P(a, 'gs')} or ${P(d, 'lowerG')}. Low cut na ₦2,000 👌`,
    ]);
  }),
  X('borehole-sw', 'sw', ['KE'], (c) => {
    const ch = c.person();
    const tr = c.person(undefined, true);
    const a = c.person();
    const org = c.pick(KE_WATER23);
    return c.pick([
      `KAMATI YA MAJI – ${L(c.pick(KE_TOWNS23))}\nKisima kilichochimbwa na ${O(org)}\nMwenyekiti: ${P(ch, 'sFirst')}\nMweka hazina: ${P(tr, 'wrap')}\nKatibu: ${P(a, 'init')}\nBei: KSh 5 kwa mtungi`,
      `Tangazo: pampu ya kisima karibu na ${c.L('market')} imeharibika. ${P(a, 'gs')} amempigia fundi wa ${O(org)} kutoka ${L(c.pick(KE_TOWNS23))}. Kwa sasa choteni maji kwa ${P(tr, 'g')}. – Mwenyekiti ${P(ch, 'init')}`,
    ]);
  }),
  X('cleanup-xh', 'xh', ['ZA'], (c) => {
    const a = c.person('xh');
    const b = c.person('xh');
    const d = c.person();
    const grp = c.pick(XH_ORGS23);
    const [pre, town] = c.pick(XH_LOCS23);
    return c.pick([
      `UCOCO LOKUCOCA ILALI 🧹 NgoMgqibelo ${dmy(c)}, ${hhmm(c)}\nSihlanganisana ${pre}${L(town)} ngasesikolweni. Iingxowa zinikezelwa yi-${O(grp)}. Abaququzeleli: u-${P(a, 'gs')} no-${P(b, 'gs')}.`,
      `Enkosi kubo bonke abathathe inxaxheba ekucoceni ${pre}${L(town)}! Sibulela ngokukodwa u-${P(d, 'full')} ngamanzi, kunye no-${P(b, 'g')} ngelori. – ${O(grp)}`,
    ]);
  }),
  X('polling-af', 'af', ['ZA'], (c) => {
    const po = c.person('af');
    const a = c.person();
    const b = c.person('af');
    const st = c.pick(AF_STATIONS23);
    return c.pick([
      `${O('Verkiesingskommissie')} – PERSONEEL BY STEMLOKAAL\nStemlokaal: ${L(st)}, ${L(c.pick(AF_TOWNS23))}\nVoorsittende beampte: ${P(po, 'wrap')}\nStembeampte: ${P(a, 'sComma')}\nStembeampte: ${P(b, 'sComma')}`,
      `Beste ${P(a, 'g')}, u is aangestel as stembeampte by ${L(st)} vir die verkiesing op ${dmy(c)}. U voorsittende beampte is ${P(po, 'init')}. Opleiding vind plaas in ${L(c.pick(AF_TOWNS23))} om ${hhmm(c)}. Navrae: ${P(b, 'gs')}.`,
    ]);
  }),
  X('debate-fr', 'fr', ['EU'], (c) => {
    const a = c.person('fr');
    const b = c.person('fr');
    const d = c.person('fr');
    const j = c.person('fr');
    const l1 = c.pick(FR_LYCEES23);
    const l2 = c.pick(FR_LYCEES23.filter((x) => x !== l1));
    return c.pick([
      `Concours d’éloquence inter-lycées – finale académique\nLieu : ${L(c.pick(FR_VENUES23))}, ${L(c.pick(FR_CITIES23))}\nSujet : « Faut-il avoir peur de l’avenir ? »\n${O(l1)} : ${P(a, 'gs')}, ${P(b, 'gs')}\n${O(l2)} : ${P(d, 'gs')}\nPrésidente du jury : ${P(j, 'sInit')}`,
      `Bravo à ${P(d, 'full')}, élève de terminale au ${O(l1)}, lauréate du concours d’éloquence de ${L(c.pick(FR_CITIES23))} ! ${PS(d)} a convaincu le jury présidé par Me ${P(j, 's')}.`,
    ]);
  }),
  X('carnival-de', 'de', ['EU'], (c) => {
    const a = c.person('de');
    const b = c.person('de');
    const d = c.person('de');
    const v = c.pick(DE_VEREIN23);
    return c.pick([
      `${O(v)} – Kostümausgabe\nOrt: ${L(c.pick(DE_STREETS23))} ${c.int(1, 90)}, ${L(c.pick(DE_CITIES23))}\nGruppe: ${c.pick(DE_GROUPS23)}\nAnsprechpartnerin: ${P(a, 'gs')}\nPrinzenpaar: ${P(b, 'gs')} und ${P(d, 'gs')}`,
      `Liebe Jecken, der Rosenmontagszug startet um ${hhmm(c)} an der ${L(c.pick(DE_STREETS23))}. ${P(a, 'gs')} führt die ${c.pick(DE_GROUPS23)}, ${P(d, 'g')} fährt den Wagen. Alaaf! Euer ${O(v)}`,
    ]);
  }),
  X('laundry-nl', 'nl', ['EU'], (c) => {
    const a = c.person('nl');
    const b = c.person('nl');
    const shop = c.pick(NL_SHOPS23);
    return c.pick([
      `${O(shop)} – bon nr. ${c.int(1000, 9999)}\nKlant: ${P(a, 'wrap')}\nAdres: ${L(c.pick(NL_STREETS23))} ${c.int(1, 200)}, ${L(c.pick(NL_CITIES23))}\n3 x overhemd, 1 x colbert\nKlaar: ${dmy(c)}  Aangenomen door: ${P(b, 'gInit')}`,
      `Beste ${P(a, 'gs')}, uw kleding ligt sinds ${dmy(c)} klaar bij ${O(shop)} aan de ${L(c.pick(NL_STREETS23))}. Na 30 dagen gaat alles naar de kringloop. Groet, ${P(b, 'g')}`,
    ]);
  }),
  X('catch-pt', 'pt', ['EU'], (c) => {
    const a = c.person('pt');
    const b = c.person('pt');
    const d = c.person('pt');
    const lota = c.pick(PT_LOTAS23);
    const boat = c.pick(PT_BOATS23);
    const boat2 = c.pick(PT_BOATS23.filter((x) => x !== boat));
    return c.pick([
      `${O(c.pick(PT_COOP23))} – REGISTO DE DESCARGAS\nLota: ${L(lota)}\nData: ${dmy(c)}\nEmbarcação: ${boat} | Mestre: ${P(a, 'sFirst')} | ${c.pick(PT_FISH23)} ${c.int(20, 900)} kg\nEmbarcação: ${boat2} | Mestre: ${P(b, 'sFirst')} | ${c.pick(PT_FISH23)} ${c.int(20, 900)} kg\nRegistado por: ${P(d, 'wrap')}`,
      `Dia fraco na ${L(lota)}: o ${boat} chegou às ${hhmm(c)} com pouco mais de ${c.int(10, 60)} kg de ${c.pick(PT_FISH23)}. O mestre ${P(a, 'gs')} diz que o mar ao largo de ${L(c.pick(PT_PLACES23))} está bravo. Quem pesou tudo foi o ${P(d, 'g')}.`,
    ]);
  }),
  X('quiz-es', 'es', ['EU'], (c) => {
    const qm = c.person('es');
    const a = c.person('es');
    const b = c.person('es');
    const d = c.person('es');
    const t1 = c.pick(ES_TEAMS23);
    const bar = c.pick(ES_BARS23);
    return c.pick([
      `Trivial del jueves – ${L(bar)}, ${L(c.pick(ES_CITIES23))}\n1.º ${t1} (${P(a, 'g')}, ${P(b, 'g')}, ${P(d, 'g')}) – ${c.int(40, 60)} puntos\n2.º ${c.pick(ES_TEAMS23.filter((x) => x !== t1))} – ${c.int(20, 39)} puntos\nPresenta: ${P(qm, 'gs')}`,
      `¡Enhorabuena a ${t1}! ${P(a, 'gs')} acertó la pregunta final sobre el símbolo químico del wolframio. El próximo jueves vuelve ${P(qm, 'init')} a ${L(bar)}.`,
    ]);
  }),
  X('ferry-it', 'it', ['EU'], (c) => {
    const a = c.person('it');
    const b = c.person('it');
    const d = c.person('it');
    const m = c.person('it');
    const co = c.pick(IT_CO23);
    const port = c.pick(IT_PORTS23);
    const dest = c.pick(IT_DEST23);
    return c.pick([
      `${O(co)} – LISTA PASSEGGERI\nNave: ${c.pick(IT_SHIPS23)}  Partenza: ${L(port)} ore ${hhmm(c)}  Arrivo: ${L(dest)}\n1. ${P(a, 'sCaps')}\n2. ${P(b, 'sCaps')}\n3. ${P(d, 'wrap')}\nComandante: ${P(m, 'sInit')}`,
      `Avviso: la corsa delle ${hhmm(c)} da ${L(port)} per ${L(dest)} è soppressa per mare mosso. I passeggeri del gruppo di ${P(a, 'gs')} saranno ricontattati da ${P(b, 'init')}. ${O(co)}`,
    ]);
  }),
  X('pool-pl', 'pl', ['EU'], (c) => {
    const a = c.person('pl');
    const b = c.person('pl');
    const d = c.person('pl');
    const t1 = c.pick(PL_TEAMS23);
    const t2 = c.pick(PL_TEAMS23.filter((x) => x !== t1));
    return c.pick([
      `${O(c.pick(PL_LIGI23))} – protokół meczu\nMiejsce: ${L(c.pick(PL_VENUES23))}, ${L(c.pick(PL_CITIES23))}\n${O(t1)} ${c.int(4, 9)} : ${c.int(0, 3)} ${O(t2)}\nNajlepszy zawodnik: ${P(a, 'sFirst')}\nSędzia: ${P(b, 'init')}`,
      `Finał turnieju: ${P(a, 'gs')} (${O(t1)}) – ${P(b, 'gs')} (${O(t2)}) 7:5. Sędziował ${P(d, 'gs')}. Następny turniej ${dmy(c)} w klubie ${L(c.pick(PL_VENUES23))}.`,
    ]);
  }),
];

export const HELDOUT23_NER_TEMPLATES: readonly T[] = [...ENGLISH, ...OTHER];
