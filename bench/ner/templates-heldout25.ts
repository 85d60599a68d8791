// Held-out set 25 of prose with gold person (PER) and place (LOC) spans, organisations (ORG) marked beside them: the
// project's twenty-fifth set of real-looking text to read the person and place detectors on (issue 13), written
// blind toward kinds of text the twenty-four earlier headers do not name. Half English web and office text as
// written in Nigeria, Kenya, Ghana, South Africa, the UK and by English-writing expats in the EU: parish baptism
// registers and certificate requests (child, parents, godparents, minister; the parish ORG whole, `St Jude’s Catholic
// Church Ebute-Metta`; place of birth and abode LOC, a street without its house number), heritage walk leaflets and
// write-ups (guide, the town's historical people, a statue's person PER; streets, squares and stops LOC, also when
// named after a person, `Herbert Macaulay Way`; the heritage society ORG), newspaper and newsletter photo captions
// (`PICTURED (L–R):` lists of people, photographer credits; venue and town LOC; the body ORG, `Adaeze Okoli
// Foundation` whole), race cards and race-day chats (jockey `J. Surname`, trainer `Surname, Given`, owner; the
// racecourse LOC; syndicates and turf clubs ORG; horse names and race names that hold a person's or a place's name,
// `Duke of Lekki`, `Chief Adeyemi Memorial Cup`, no span), Toastmasters meeting agendas and follow-ups (roles:
// Toastmaster of the Evening, Timer, Grammarian, evaluators; the club ORG whole, `Lekki Toastmasters Club`; the
// venue LOC; the word of the day no span), rotating-savings payout orders and reminders (chama, ajo and esusu, susu,
// stokvel, pardner and tontine: members as `SURNAME Given`, treasurer `Surname, I.`; the group ORG; the meeting
// place LOC), motor accident report forms and claim chats (insured, third-party driver, witness, police officer
// outside their rank; the accident's streets LOC, `junction of X and Y`; the insurer and the police station ORG;
// registrations and policy numbers no span), pilgrimage group manifests and notices (Hajj, Jerusalem, Lourdes,
// Walsingham, Moria: pilgrims `SURNAME, Given`, group leader; home town, destination and airport LOC, `Nnamdi Azikiwe
// International Airport` whole; the pilgrims' board or diocesan office ORG; passport numbers no span), fire drill
// reports and alarm-test e-mails (fire marshal, floor wardens, observer; the building's street LOC; the firm and the
// fire service ORG; assembly points no span), job interview schedules and invitation letters (candidates, panel
// chair, HR contact; office street and area LOC; the employer ORG), census enumerator field notes (household heads
// as `SURNAME Given`, members by given name, supervisor; village, area and town LOC; the statistics office ORG;
// enumeration-area numbers no span) and farm produce collection slips and notices (milk, cocoa, tea and coffee:
// member, clerk, manager; the collection centre's village LOC; the co-operative ORG whole, `Githunguri Dairy Farmers
// Co-operative Society`). The other half in the languages of our users, one kind each: Igbo baptism registers
// (baptizim), Hausa Hajj manifests and notices (maniyyata; `Alhaji`, `Hajiya` outside the span), isiZulu stokvel
// payout lists (places glued to a locative prefix, `eMlazi`, `kwaMashu`: the LOC span the place name only,
// `Mlazi`, `Mashu`; a name after `u`, `ka`, `kuka`: the PER span the name only), Swahili milk collection slips and
// notices (risiti ya maziwa), Afrikaans heritage walks (erfenisroete), French photo captions (`De gauche à droite`),
// German evacuation drill reports (Räumungsübung; `Frau`, `Herrn` outside the span), Dutch interview schedules
// (sollicitatiegesprekken), Portuguese friendly accident reports (participação amigável), Spanish Toastmasters agendas
// (club de oratoria), Italian race cards (corse all'ippodromo; `fantino`, `all.` outside the span) and Polish census
// enumerator notes (rachmistrz spisowy; place names in the locative case, `w Zakopanem`, `w Nowym Targu`: the LOC
// span the inflected form as written).
//
// 600 texts (seed 25025): 2,344 PER, 1,184 LOC and 550 ORG gold spans; every text holds a person or a place. By
// jurisdiction: EU 225, NG 100, ZA 100, KE 75, GH 50, GB 50; 231 PER spans hold a hard-wrap line break. Kinds of text (24 genres, 25 texts each): English — baptism-register, heritage-walk, photo-caption,
// racecard, toastmasters, savings-payout, motor-claim, pilgrimage, fire-drill, interview-schedule, census-notes,
// produce-collection; other languages — baptism-ig, pilgrimage-ha, payout-zu, produce-sw, heritage-af, caption-fr,
// drill-de, interview-nl, claim-pt, toastmasters-es, racecard-it, census-pl. Languages (texts): English 300 (50 %); 25
// each of Igbo (`ig`), Hausa (`ha`), isiZulu (`zu`), Swahili (`sw`), Afrikaans, French, German, Dutch, Portuguese,
// Spanish, Italian and Polish. The author writes English, French, German, Dutch, Portuguese, Spanish and Italian
// well, Afrikaans, Swahili and Polish fairly, Hausa, Igbo and isiZulu less well: those texts are short and
// formulaic, as such registers and notices are.
//
// Mess kept on purpose, as real text has it: names lower-case in chats (`pls send to adaeze okafor`), `SURNAME Given`
// on payout orders and census notes, `SURNAME, Given Middle` on manifests and forms, `Surname, Given` for a trainer or
// an evaluator, `Surname, I.` for a treasurer, initials (`J. Mkhize`), `Given I.` for a timer, a warden or a clerk, a
// bare surname opening a line with its particle capitalised (`Van Wyk`), given names that are words (`Precious`,
// `Favour`, `Goodluck`, `Memory`, `Prudence`, `Charity`, `Justice`, `Marvellous`, `Miracle`, `Peace`, `Faith`,
// `Wisdom`, `Treasure`, `Divine`, `Promise`, `Beauty`, `Knowledge`, `Temperance`, `Victory`, `Bright`), two-word
// given names (`Maame Esi`, `Nii Lantey`, `Mary-Jane`, `Jean-Baptiste`, `María José`, `Anne-Sophie`), hyphenated and
// apostrophe names (`Dokubo-Asari`, `Ng’ang’a`, `Mensah-Bonsu`, `Amissah-Arthur`, `O'Sullivan`, `D'Souza`,
// `Thompson-Reid`, `Dall’Acqua`, `Schulte-Bockum`, `Sousa-Pinto`), surnames with particles (`arap Korir`, `du Toit`,
// `Jansen van Rensburg`, `de Villiers`, `le Roux`, `van Zyl`, `ap Gruffydd`, `Ní Dhomhnaill`, `Ó Súilleabháin`, `de
// la Tour`, `von Bülow`, `zu Solms`, `van 't Hof`, `ter Horst`, `de Jong`, `dos Reis`, `da Silva`, `de la Fuente`,
// `del Castillo`, `Di Stefano`, `Lo Russo`), Yorùbá and Igbo names with tone marks and dots (`Fọláṣadé`,
// `Ọmọ́tọ́ṣọ̀`, `Nkịrụka`, `Ụchenna`) beside unmarked ones (`Folake`, `Uche`), Ewe names with `ɔ` and `ɛ`, Polish
// locatives, bodies named after a person or a place (ORG whole), streets, squares and airports named after a person
// (LOC whole), horse names, race names and words of the day that hold a name (no span) and a name broken across a
// line by a hard-wrapped form or letter (the span keeps its line break).
// Writing slips known before the reading (labels untouched): names are drawn without sex, so `spouse`, `Frau`,
// `Herrn`, `Alhaji`, `Hajiya`, `Mrs`, `her number` can sit beside a name of the other sex, a middle name may be of
// another people, two people of one text may share a given name (a child and a parent), Polish surnames keep
// their drawn ending whatever the sex; places, venues, parishes, clubs and
// co-operatives within a jurisdiction are paired at random (a Kumasi parish may baptise a child born in Osu); in the
// EU row English texts mix the places and people of seven countries; a heritage walk's historical person is as
// fictional as everyone else (drawn from the same lists).
//
// Author: a blind author helper of session 39 (branch s39-prose25), writing as the twenty-fifth independent author.
// Read: /work/s39-common.md, the blind brief and its own brief, bench/ner/generate.ts (set 25 is one more row of
// `NER_SETS`, seed 25025; it reuses `nerContext` and `buildNerSetWith`), templates-heldout24.ts as the structure file
// (its header, which states the labelling policy of sets 21 to 24, followed here; its name-form function, copied as
// `nm25`; its lists' shapes and template helpers; a few lines of its first template and of its last seven templates,
// seen while looking for its helpers; its names, places and bodies were not reused: set 25 brings its own), commit
// a1737aa1's changes to bench/ner/generate.ts and test/bench/ner-generate.test.ts (set 24's test block, copied and
// adapted for set 25), and greps over the headers of templates-heldout1.ts to 24.ts for the lines that name kinds.
// Those greps printed more than kind names: set 1's `Genre` type lines, set 2's first grain lines (isiZulu prefixes
// kept in the span there, a policy sets 21 to 24 changed), the authors' read/not-read lists of sets 3 to 5, set 6's
// figures of its own reading (`EU-language prose (0.615); genres occurrence-book LOC F1 0.648, customer-chat PER F1
// 0.719`), set 7's note of a slip, and the languages and counts of sets 8 to 24; nothing in this set was chosen from
// them. The set's own generated texts were read to check the writing, never an engine's answer on them. NOT read:
// src/, data-files/, lexicons, packs, README paragraphs on rules, errors or readings, other sets' error lists,
// bench/data/ner-*.jsonl of earlier sets, template bodies of sets 1 to 23. The detectors and the bench were never run
// on this set before it was committed. Every person is fictional: given names and surnames are combined at random;
// parishes, heritage societies, foundations, racecourses, syndicates, Toastmasters clubs, savings groups, insurers,
// police stations, pilgrims' boards, firms, fire services, statistics offices and co-operatives are real or
// realistic names used as settings. No identifier with a check digit is used: registrations, policy, passport,
// member, entry, enumeration-area and phone numbers are shape-only.
//
// Grain (set 21's to 24's policy, kept): a title, rank or role word (`Mr`, `Mrs`, `Chief`, `Rev.`, `Fr`, `Sgt`,
// `Cst`, `Inspector`, `Alhaji`, `Hajiya`, `Frau`, `Herrn`, `fantino`, `all.`, `Pan`) stays outside the PER span, a
// possessive `'s` or `’s` too, an isiZulu prefix (`u`, `ka`, `kuka`, `e`, `kwa`) too; a street or road is LOC without
// its house number; an area, a town, a village, an estate, a square, a racecourse, an airport, a stadium, park or
// venue (a hotel, hall, mosque or camp named as a meeting place too) and a collection centre's village are LOC; a
// parish or church that baptises is ORG (it acts); a Polish place keeps its case ending; a body that acts (a parish or church, a heritage society, a
// foundation, a club, a syndicate or turf club, a savings group, an insurer, a police station, a pilgrims' board, a
// firm, a fire service, a statistics office, a co-operative) is ORG whole even when it holds a person's or a place's
// name; a horse, a race, a word of the day, an assembly point, a post title, a registration, an amount, a time, a
// date and a weekday are no span; a name broken across a line by a hard wrap is one span.
import type { NerContext, NerLists, NerPerson, NerTemplateOf } from './generate.js';
import type { Jurisdiction } from './templates-heldout1.js';

type Region25 = 'yo' | 'ig' | 'ha' | 'ij' | 'ki' | 'lu' | 'ka' | 'kl' | 'ak' | 'ga' | 'ew' | 'fa' | 'zu' | 'xh' | 'af' | 'tn' | 'in' | 'en' | 'cy' | 'ir' | 'bd' | 'cb' | 'fr' | 'de' | 'nl' | 'pt' | 'es' | 'it' | 'pl';

interface Places25 {
  city: readonly string[];
  area: readonly string[];
  street: readonly string[];
  venue: readonly string[];
  village: readonly string[];
  estate: readonly string[];
  airport: readonly string[];
}

const GIVEN25: Readonly<Record<Region25, readonly string[]>> = {
  yo: ['Fọláṣadé', 'Ọláwálé', 'Adéọlá', 'Ọmọ́tọ́ṣọ̀', 'Tèmítọ́pẹ́', 'Oyèbámijí', 'Folake', 'Tunde', 'Bùkọ́lá', 'Kayode'],
  ig: ['Nkịrụka', 'Ụchenna', 'Chiọma', 'Obinna', 'Uche', 'Adaeze', 'Chinedu', 'Ebere', 'Ifeanyi', 'Ogechi'],
  ha: ['Abubakar', 'Zainab', 'Musa', 'Halima', 'Sani', 'Hadiza', 'Usman', 'Aisha'],
  ij: ['Ebiere', 'Tonye', 'Preye', 'Ebikabowei', 'Tamara', 'Boma'],
  ki: ['Wanjiku', 'Njeri', 'Kimani', 'Muthoni', 'Githinji', 'Wangari'],
  lu: ['Akinyi', 'Odhiambo', 'Anyango', 'Omondi', 'Atieno', 'Otieno'],
  ka: ['Mwende', 'Mutua', 'Ndinda', 'Musyoka', 'Kalekye', 'Mwikali'],
  kl: ['Chebet', 'Kipchumba', 'Jepkosgei', 'Kibet', 'Cherono', 'Kipkemboi'],
  ak: ['Akosua', 'Yaw', 'Ama', 'Kofi', 'Afua', 'Kwabena', 'Maame Esi', 'Nana Kwame'],
  ga: ['Nii Lantey', 'Naa Korkoi', 'Nii Ayitey', 'Naa Shika', 'Odarkor', 'Ashie'],
  ew: ['Sɛna', 'Elikem', 'Mawuena', 'Dzifa', 'Edem', 'Kɔku'],
  fa: ['Ekow', 'Araba', 'Kobina', 'Ekua', 'Kwesi', 'Aba'],
  zu: ['Thandiwe', 'Sifiso', 'Nomsa', 'Bhekani', 'Ntombi', 'Sandile', 'Zodwa', 'Mlungisi'],
  xh: ['Lwazi', 'Nosipho', 'Ayanda', 'Zintle', 'Siyabonga', 'Unathi'],
  af: ['Francois', 'Elmarie', 'Johan', 'Lizelle', 'Gerhard', 'Carien', 'Wynand', 'Antoinette'],
  tn: ['Kagiso', 'Boitumelo', 'Tshepo', 'Onalenna', 'Kabelo', 'Dineo'],
  in: ['Kreesan', 'Shanthi', 'Ravindra', 'Nirasha', 'Yuvan', 'Meera'],
  en: ['Gareth', 'Philippa', 'Callum', 'Harriet', 'Toby', 'Rosalind', 'Mary-Jane', 'Nigel'],
  cy: ['Dafydd', 'Carys', 'Iwan', 'Ffion', 'Gethin', 'Nia'],
  ir: ['Cathal', 'Niamh', 'Eoghan', 'Saoirse', 'Tadhg', 'Róisín'],
  bd: ['Imran', 'Shabana', 'Harjit', 'Rukhsana', 'Asif', 'Parminder'],
  cb: ['Delroy', 'Marcia', 'Winston', 'Beverley', 'Errol', 'Claudette'],
  fr: ['Jean-Baptiste', 'Anne-Sophie', 'Thibault', 'Solène', 'Grégoire', 'Océane', 'Amandine', 'Rémi'],
  de: ['Lennart', 'Hannelore', 'Jörg', 'Svenja', 'Matthias', 'Gudrun', 'Torben', 'Käthe'],
  nl: ['Joost', 'Sanne', 'Bram', 'Lieke', 'Thijs', 'Eline', 'Ruud', 'Fleur'],
  pt: ['João Pedro', 'Inês', 'Gonçalo', 'Leonor', 'Tiago', 'Beatriz', 'Duarte', 'Mariana'],
  es: ['María José', 'Iker', 'Nerea', 'Álvaro', 'Begoña', 'Sergio', 'Lucía', 'Joaquín'],
  it: ['Gianluca', 'Chiara', 'Lorenzo', 'Francesca', 'Matteo', 'Ilaria', 'Pierpaolo', 'Giulia'],
  pl: ['Grzegorz', 'Małgorzata', 'Łukasz', 'Magdalena', 'Piotr', 'Żaneta', 'Bartłomiej', 'Dorota'],
};

const SURNAME25: Readonly<Record<Region25, readonly string[]>> = {
  yo: ['Ọ̀ṣúntókun', 'Adékúnlé', 'Ọlánrewájú', 'Fáṣọlá', 'Àjàyí', 'Oyèdèjì', 'Adeyemi-Cole', 'Balogun', 'Ogunleye', 'Akínbọ̀dé'],
  ig: ['Okafor', 'Ezeọkọnkwọ', 'Nwachukwu', 'Obi-Ụzọ', 'Anyanwu', 'Ụmeadị', 'Okeke', 'Nwankwo-Ibe'],
  ha: ['Abdullahi', 'Danjuma', 'Bello', 'Ibrahim-Gusau', 'Garba', 'Sule', 'Tukur', 'Dan-Fodio'],
  ij: ['Dokubo-Asari', 'Amakiri', 'Ikuli', 'Owei', 'Ogoriba', 'Alaowei'],
  ki: ['Ng’ang’a', 'Muriuki', 'Kinyanjui', 'Wachira', 'Gachanja', 'Mbugua'],
  lu: ['Ouma', 'Otieno-Oyoo', 'Ogola', 'Awuor', 'Odinga', 'Okello'],
  ka: ['Kilonzo', 'Mutiso', 'Musau', 'Nzioka', 'Wambua', 'Ndeti'],
  kl: ['arap Korir', 'Kiprono', 'Chelimo', 'Rotich', 'Langat', 'Biwott'],
  ak: ['Boateng', 'Owusu-Ansah', 'Appiah', 'Frimpong', 'Antwi', 'Sarpong', 'Osei-Bonsu', 'Gyamfi'],
  ga: ['Tagoe', 'Laryea', 'Addo', 'Sowah', 'Ashitey', 'Odoi'],
  ew: ['Agbodza', 'Kpɔdo', 'Dzakpasu', 'Tsikata', 'Gbeho', 'Amenyo'],
  fa: ['Essuman', 'Quansah', 'Ghartey', 'Mensah-Bonsu', 'Eshun', 'Amissah-Arthur'],
  zu: ['Ndlovu', 'Mhlongo', 'Zulu', 'Cele', 'Shezi', 'Hlongwane', 'Gumede', 'Ntuli'],
  xh: ['Mabandla', 'Ngxola', 'Mgqibisa', 'Tutu', 'Sigcawu', 'Mqhayi'],
  af: ['du Toit', 'Jansen van Rensburg', 'de Villiers', 'le Roux', 'van Zyl', 'Steyn', 'Pienaar', 'van Wyk'],
  tn: ['Molefe', 'Seretse', 'Mogale', 'Kgosana', 'Motsepe', 'Sebego'],
  in: ['Govender', 'Moodley', 'Reddy', 'Chetty', 'Pillay', 'D’Souza'],
  en: ['Ashworth', 'Thornycroft', 'Penhaligon', 'Featherstone', 'Cholmondeley', 'Lawson-Hughes', 'Winterbottom', 'Greaves'],
  cy: ['ap Gruffydd', 'Prytherch', 'Llewellyn', 'Vaughan-Thomas', 'Pugh', 'Evans'],
  ir: ['O\'Sullivan', 'Ní Dhomhnaill', 'Ó Súilleabháin', 'McLaughlin', 'Mac Giolla Phádraig', 'Gallagher'],
  bd: ['Hussain', 'Sandhu', 'Akhtar', 'Chaudhry', 'Kaur', 'Malik'],
  cb: ['Thompson-Reid', 'McKenzie', 'St Hilaire', 'Forbes', 'Gayle', 'Da Costa'],
  fr: ['de la Tour', 'Le Goff', 'Kerouac', 'Fontaine', 'Diallo', 'Mercier-Dubois', 'Benali', 'Du Pont'],
  de: ['von Bülow', 'Schulte-Bockum', 'zu Solms', 'Hoffmann', 'Çelik', 'Großmann', 'Vogt', 'Kowalczyk'],
  nl: ['de Jong', 'van Dijk', 'van \'t Hof', 'ter Horst', 'Visser', 'Bakker', 'van der Veen', 'Smits'],
  pt: ['da Silva', 'dos Reis', 'Sousa-Pinto', 'Carvalho', 'de Oliveira', 'Monteiro', 'Pacheco', 'Vaz'],
  es: ['de la Fuente', 'del Castillo', 'Aguirre', 'Sánchez-Vicario', 'Ortiz', 'Urquijo', 'de las Heras', 'Navarro'],
  it: ['Di Stefano', 'Lo Russo', 'Dall’Acqua', 'Esposito', 'Marchetti', 'Colombo', 'D’Angelo', 'Fabbri'],
  pl: ['Wiśniewska', 'Jabłoński', 'Nowak', 'Grabowska', 'Pawlak', 'Sikorski', 'Wróbel', 'Zając'],
};

/** Given names that are also words: PER wherever they name a person. */
export const WORD_GIVEN25: readonly string[] = ['Precious', 'Favour', 'Goodluck', 'Memory', 'Prudence', 'Charity', 'Justice', 'Marvellous', 'Miracle', 'Peace', 'Faith', 'Wisdom', 'Treasure', 'Divine', 'Promise', 'Beauty', 'Knowledge', 'Temperance', 'Victory', 'Bright'];

const PLACES25: Readonly<Record<Jurisdiction, Places25>> = {
  NG: {
    city: ['Ibadan', 'Enugu', 'Jos', 'Owerri', 'Warri', 'Zaria', 'Calabar', 'Akure', 'Yenagoa', 'Sokoto'],
    area: ['Surulere', 'Yaba', 'Ikoyi', 'Wuse 2', 'Maitama', 'Bodija', 'GRA Phase 2', 'Rumuokoro', 'Independence Layout', 'Agodi'],
    street: ['Herbert Macaulay Way', 'Adeola Odeku Street', 'Ozumba Mbadiwe Avenue', 'Ademola Adetokunbo Crescent', 'Murtala Mohammed Way', 'Okigwe Road', 'Zik Avenue', 'Bourdillon Road', 'Aminu Kano Crescent', 'Ring Road'],
    venue: ['Teslim Balogun Stadium', 'Muson Centre', 'Transcorp Hilton', 'Obi Wali Cultural Centre', 'Agodi Gardens', 'Mapo Hall'],
    village: ['Ìsẹ́yìn', 'Nnewi', 'Abiriba', 'Arochukwu', 'Ìjẹ̀bú-Òde', 'Oguta', 'Bida', 'Okrika'],
    estate: ['Lekki Gardens', 'Gwarinpa Estate', 'Sunrise Estate', 'Citec Estate', 'Carlton Gate Estate', 'Magodo GRA'],
    airport: ['Nnamdi Azikiwe International Airport', 'Mallam Aminu Kano International Airport', 'Murtala Muhammed International Airport'],
  },
  KE: {
    city: ['Nairobi', 'Mombasa', 'Eldoret', 'Nakuru', 'Thika', 'Machakos', 'Kakamega', 'Nyeri', 'Malindi', 'Garissa'],
    area: ['Kilimani', 'South B', 'Kileleshwa', 'Buruburu', 'Donholm', 'Kasarani', 'Karen', 'Kangemi', 'Zimmerman', 'Mlolongo'],
    street: ['Moi Avenue', 'Kenyatta Avenue', 'Muindi Mbingu Street', 'Ngong Road', 'Waiyaki Way', 'Argwings Kodhek Road', 'Oginga Odinga Street', 'Kimathi Street', 'Thika Road', 'Lenana Road'],
    venue: ['Kasarani Stadium', 'Nyayo Stadium', 'Sarit Centre', 'Uhuru Park', 'Carnivore Grounds', 'Two Rivers Mall'],
    village: ['Gatundu', 'Iten', 'Bondo', 'Kangundo', 'Kapenguria', 'Murang’a', 'Ol Kalou', 'Kikuyu'],
    estate: ['Runda Estate', 'Tassia', 'Fedha Estate', 'Kahawa Sukari', 'Jamhuri Estate', 'Nyayo Highrise'],
    airport: ['Jomo Kenyatta International Airport', 'Moi International Airport'],
  },
  GH: {
    city: ['Accra', 'Kumasi', 'Sunyani', 'Koforidua', 'Tema', 'Bolgatanga', 'Wa', 'Hohoe', 'Sekondi', 'Nkawkaw'],
    area: ['Osu', 'Labone', 'East Legon', 'Kaneshie', 'Madina', 'Nima', 'Bantama', 'Adum', 'Spintex', 'Dansoman'],
    street: ['Ring Road Central', 'Kojo Thompson Road', 'Cantonments Road', 'Castle Road', 'Asafoatse Nettey Road', 'Boundary Road', 'Lokko Road', 'Harper Road', 'J. B. Danquah Avenue', 'Osu Badu Street'],
    venue: ['Accra Sports Stadium', 'Baba Yara Stadium', 'National Theatre', 'Independence Square', 'Rattray Park', 'Efua Sutherland Children’s Park'],
    village: ['Akim Oda', 'Peki', 'Kpando', 'Elmina', 'Bekwai', 'Nsawam', 'Ejisu', 'Kɔpeyia'],
    estate: ['Sakumono Estate', 'Devtraco Courts', 'Community 25', 'Manet Gardens', 'Adjiringanor', 'Buena Vista Estate'],
    airport: ['Kotoka International Airport', 'Tamale Airport'],
  },
  ZA: {
    city: ['Cape Town', 'Pretoria', 'Polokwane', 'Gqeberha', 'East London', 'Mbombela', 'Upington', 'Mahikeng', 'Welkom', 'Paarl'],
    area: ['Soweto', 'Khayelitsha', 'Gugulethu', 'Chatsworth', 'Phoenix', 'Mamelodi', 'Hillbrow', 'Bo-Kaap', 'Melville', 'Morningside'],
    street: ['Vilakazi Street', 'Steve Biko Road', 'Jan Smuts Avenue', 'Long Street', 'Rivonia Road', 'Oxford Road', 'Solomon Mahlangu Drive', 'Beyers Naudé Drive', 'Govan Mbeki Avenue', 'Albertina Sisulu Road'],
    venue: ['FNB Stadium', 'Loftus Versfeld', 'Nasrec Expo Centre', 'Artscape Theatre', 'Market Theatre', 'Ellis Park'],
    village: ['Graaff-Reinet', 'Prince Albert', 'Mqanduli', 'Nongoma', 'Lusikisiki', 'Ficksburg', 'Tulbagh', 'Barrydale'],
    estate: ['Dainfern', 'Waterfall Estate', 'Silver Lakes', 'Blue Valley Golf Estate', 'Cosmo City', 'Fleurhof'],
    airport: ['O. R. Tambo International Airport', 'King Shaka International Airport', 'Cape Town International Airport'],
  },
  GB: {
    city: ['Birmingham', 'Leeds', 'Cardiff', 'Glasgow', 'Belfast', 'Leicester', 'Bristol', 'Norwich', 'Inverness', 'Plymouth'],
    area: ['Handsworth', 'Chapeltown', 'Splott', 'Govanhill', 'Ballyhackamore', 'Belgrave', 'St Pauls', 'Brixton', 'Peckham', 'Moseley'],
    street: ['Soho Road', 'Harehills Lane', 'Cowbridge Road East', 'Pollokshaws Road', 'Ormeau Road', 'Melton Road', 'Gloucester Road', 'Coldharbour Lane', 'Rye Lane', 'Dale End'],
    venue: ['Villa Park', 'Roundhay Park', 'St David’s Hall', 'Kelvingrove Park', 'Waterfront Hall', 'Abbey Park'],
    village: ['Grassington', 'Portmeirion', 'Pitlochry', 'Lavenham', 'Clovelly', 'Castleton', 'Much Wenlock', 'Robin Hood’s Bay'],
    estate: ['Aylesbury Estate', 'Broadwater Farm', 'Park Hill', 'Castle Vale', 'Red Road', 'Byker Wall'],
    airport: ['Heathrow', 'Manchester Airport', 'Birmingham Airport', 'George Best Belfast City Airport'],
  },
  EU: {
    city: ['Toulouse', 'Hamburg', 'Utrecht', 'Porto', 'Valencia', 'Turin', 'Wrocław', 'Nantes', 'Cologne', 'Antwerp'],
    area: ['Saint-Cyprien', 'Ottensen', 'Lombok', 'Ribeira', 'Ruzafa', 'San Salvario', 'Nadodrze', 'Île de Nantes', 'Ehrenfeld', 'Zurenborg'],
    street: ['Rue d’Alsace-Lorraine', 'Schanzenstraße', 'Oudegracht', 'Rua das Flores', 'Carrer de Colón', 'Via Po', 'ul. Świdnicka', 'Quai de la Fosse', 'Venloer Straße', 'Meir'],
    venue: ['Zénith Toulouse', 'Fabrik', 'TivoliVredenburg', 'Casa da Música', 'Palau de la Música', 'Lingotto', 'Hala Stulecia'],
    village: ['Saint-Cirq-Lapopie', 'Bacharach', 'Bourtange', 'Monsaraz', 'Albarracín', 'Bard', 'Kazimierz Dolny'],
    estate: ['Le Mirail', 'Steilshoop', 'Kanaleneiland', 'Bela Vista', 'Orcasitas', 'Mirafiori Sud', 'Nowy Dwór'],
    airport: ['Toulouse-Blagnac Airport', 'Hamburg Airport', 'Schiphol', 'Francisco Sá Carneiro Airport', 'Antwerp Airport'],
  },
};

const REGIONS25: Readonly<Record<Jurisdiction, readonly Region25[]>> = {
  NG: ['yo', 'ig', 'ha', 'ij'],
  KE: ['ki', 'lu', 'ka', 'kl'],
  GH: ['ak', 'ga', 'ew', 'fa'],
  ZA: ['zu', 'xh', 'af', 'tn', 'in'],
  GB: ['en', 'cy', 'ir', 'bd', 'cb'],
  EU: ['fr', 'de', 'nl', 'pt', 'es', 'it', 'pl'],
};

const MONTHS25 = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const L = (s: string): string => `[[LOC:${s}]]`;
const O = (s: string): string => `[[ORG:${s}]]`;

export const HELDOUT25_LISTS: NerLists<Jurisdiction, Region25, Places25> = {
  given: GIVEN25,
  surname: SURNAME25,
  wordNames: WORD_GIVEN25,
  places: PLACES25,
  regionsOf: REGIONS25,
  months: MONTHS25,
  loc: L,
  org: O,
};

type C = NerContext<Jurisdiction, Region25, Places25>;
type T = NerTemplateOf<C>;

type NameForm25 = 'full' | 'gs' | 'g' | 's' | 'caps' | 'lower' | 'lowerG' | 'init' | 'sComma' | 'sCaps' | 'sFirst' | 'gInit' | 'sInit' | 'wrap';

/** Upper-cases a name's first letter (a surname particle opening a sentence or a line). */
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A person written in one form (no marks); `wrap` breaks the name before the surname as a hard-wrapped line does. */
export function nm25(p: NerPerson, form: NameForm25): string {
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

const P = (p: NerPerson, form: NameForm25 = 'gs'): string => `[[PER:${nm25(p, form)}]]`;
/** A surname opening a sentence or a line: a particle is capitalised (`Van Wyk`, `De la Fuente`). */
const PS = (p: NerPerson): string => `[[PER:${cap(p.surname)}]]`;

const dmy = (c: C): string => `${String(c.int(1, 28)).padStart(2, '0')}/${String(c.int(1, 12)).padStart(2, '0')}/${c.int(2023, 2026)}`;
const CURRENCY: Readonly<Record<Jurisdiction, string>> = { NG: '₦', KE: 'KSh ', GH: 'GH₵', ZA: 'R', GB: '£', EU: '€' };
const money = (c: C, lo: number, hi: number): string => `${CURRENCY[c.j]}${(c.int(lo, hi) * 100).toLocaleString('en-GB')}`;
const phone = (c: C): string => `0${c.pick(['802', '816', '722', '244', '791', '612'])}${c.int(100, 999)}${c.int(1000, 9999)}`;
const hhmm = (c: C): string => `${String(c.int(6, 20)).padStart(2, '0')}:${c.pick(['00', '10', '30', '45'])}`;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const norm = (make: (c: C) => string) => (c: C): string => make(c).normalize('NFC');
/** Distinct people of one text. */
type People<N extends number, R extends NerPerson[] = []> = R['length'] extends N ? R : People<N, [...R, NerPerson]>;
const people = <N extends number>(c: C, n: N, region?: Region25): People<N> => Array.from({ length: n }, () => c.person(region)) as People<N>;
/** Two different values of one list. */
const two = (c: C, xs: readonly string[]): [string, string] => {
  const a = c.pick(xs);
  return [a, c.pick(xs.filter((x) => x !== a))];
};

/** Parishes and churches, named after a saint, a person or a place: ORG whole (the congregation that baptises). */
const PARISH25: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['St Jude’s Catholic Church Ebute-Metta', 'Holy Trinity Cathedral Onitsha', 'St Anthony’s Parish Gbagada', 'Christ Church Cathedral Lagos', 'Our Lady Queen of Nigeria Pro-Cathedral'],
  KE: ['Holy Family Minor Basilica', 'St Andrew’s PCEA Church', 'Consolata Shrine Westlands', 'All Saints’ Cathedral Nairobi', 'St Teresa’s Parish Eastleigh'],
  GH: ['Holy Spirit Cathedral Adabraka', 'St Cyprian’s Anglican Cathedral', 'Christ the King Parish Accra', 'Wesley Methodist Cathedral Kumasi', 'St Peter’s Basilica Kumasi'],
  ZA: ['Regina Mundi Church', 'St George’s Cathedral', 'Emmanuel Cathedral Durban', 'St Mary’s Anglican Church Woodstock', 'Groote Kerk'],
  GB: ['St Chad’s Cathedral', 'St Mary’s Church Handsworth', 'Our Lady of Lourdes Parish Leeds', 'St Anne’s Cathedral Belfast', 'Llandaff Cathedral'],
  EU: ['Paroisse Saint-Sernin', 'St. Michaelis', 'Domkerk Utrecht', 'Igreja de Santo Ildefonso', 'Parroquia de San Nicolás', 'Parrocchia di San Salvario'],
};
/** Heritage and local history societies: ORG whole. */
const HERITAGE25: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Ibadan Heritage Trust', 'Legacy 1995 Historical Society', 'Arochukwu Heritage Foundation', 'Calabar Historical Society'],
  KE: ['Lamu Heritage Society', 'Kenya Museum Society', 'Nyeri Heritage Walkers'],
  GH: ['Jamestown Heritage Walks', 'Ghana Heritage Conservation Trust', 'Elmina Heritage Project'],
  ZA: ['Graaff-Reinet Heritage Society', 'Bo-Kaap Heritage Forum', 'Soweto Heritage Trust', 'Vernacular Architecture Society'],
  GB: ['Leeds Civic Trust', 'Glasgow Heritage Walks', 'Birmingham Conservation Trust', 'Cardiff Civic Society'],
  EU: ['Les Amis du Vieux Toulouse', 'Denkmalverein Hamburg', 'Stichting Oud-Utrecht', 'Porto Walkers', 'Torino Storica'],
};
/** Bodies in photo captions, some named after a person: ORG whole. */
const BODY25: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Adaeze Okoli Foundation', 'Rotary Club of Ikeja', 'Lagos Chamber of Commerce', 'Nkem Ụmeadị Women’s Forum', 'Ibadan Business Women Network'],
  KE: ['Wangari Maathai Foundation', 'Rotary Club of Nairobi East', 'Kenya Red Cross', 'Mama Akinyi Self-Help Group', 'Thika Women in Business'],
  GH: ['Osei Tutu II Foundation', 'Rotary Club of Accra-Airport', 'Ghana Red Cross Society', 'Auntie Ama Charity Trust', 'Kumasi Chamber of Commerce'],
  ZA: ['Nelson Mandela Children’s Fund', 'Gift of the Givers', 'Rotary Club of Soweto', 'Umama Thandi Foundation', 'Cape Chamber of Commerce'],
  GB: ['Lenny Henry Trust', 'Rotary Club of Handsworth', 'Age UK Leeds', 'Mary Seacole Trust', 'Govanhill Baths Community Trust'],
  EU: ['Fondation Abbé Pierre', 'Stiftung Hamburger Tafel', 'Fundação Calouste Gulbenkian', 'Fundación Vicente Ferrer', 'Fondazione Agnelli'],
};
/** Racecourses: LOC (a place one travels to). */
const COURSE25: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Kaduna Race Course', 'Ikoyi Race Course', 'Kano Race Course'],
  KE: ['Ngong Racecourse'],
  GH: ['Accra Race Course', 'Lebanon Race Course'],
  ZA: ['Greyville', 'Turffontein', 'Kenilworth', 'Fairview', 'Scottsville'],
  GB: ['Haydock Park', 'Musselburgh', 'Chepstow', 'Down Royal', 'Wetherby'],
  EU: ['Longchamp', 'Hoppegarten', 'Duindigt', 'Hipódromo de la Zarzuela', 'Capannelle', 'Służewiec'],
};
/** Turf clubs, syndicates and racing operators: ORG whole. */
const SYND25: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Kaduna Turf Club', 'Sardauna Racing Stables', 'Northern Polo and Racing Club'],
  KE: ['Jockey Club of Kenya', 'Kipchumba Racing Syndicate', 'Karen Stables Syndicate'],
  GH: ['Accra Turf Club', 'Osu Castle Stables', 'Nana Kwame Racing'],
  ZA: ['Gold Circle', 'Summerhill Stud', 'Vaal Syndicate No. 4', 'Mike de Kock Racing'],
  GB: ['Godolphin', 'Ashworth Racing Club', 'Highclere Thoroughbred Racing', 'The Jockey Club'],
  EU: ['Écurie des Charmes', 'Gestüt Schlenderhan', 'Scuderia Colombo', 'Cuadra Urquijo', 'Stajnia Służewiec'],
};
/** Horses: no span, though many hold a person's or a place's name. */
const HORSES25 = ['Duke of Lekki', 'Lady Adaeze', 'Miss Kisumu', 'Sir Kwabena', 'Pride of Durban', 'Uncle Chidi', 'Mama Wanjiru', 'Spirit of Tamale', 'Queen Nomsa', 'Capitaine Nantes', 'Bella Torino', 'Thunder Road', 'Kingsley’s Dream', 'Harriet’s Gold', 'Oduduwa Star', 'Jozi Flyer'];
/** Races named after a person or a place: no span (an event, like a hymn). */
const RACES25 = ['Chief Adeyemi Memorial Cup', 'Kenya Derby', 'Queen Nomsa Handicap', 'Durban July Trial', 'Greaves Memorial Stakes', 'Prix de la Ville de Nantes', 'Maiden Plate', 'Gold Cup', 'Governor’s Cup'];
/** Toastmasters and speech clubs, most named after a place: ORG whole. */
const TMCLUB25: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Lekki Toastmasters Club', 'Abuja Advanced Toastmasters', 'Ibadan Speakers Toastmasters Club', 'Port Harcourt Toastmasters'],
  KE: ['Nairobi Toastmasters Club', 'Mombasa Orators', 'Karen Toastmasters'],
  GH: ['Accra Toastmasters Club', 'Kumasi Eloquence Toastmasters', 'Osu Speakers Club'],
  ZA: ['Cape Town Toastmasters', 'Soweto Speakers Corner Club', 'Durban Central Toastmasters', 'Pretoria Toastmasters Club'],
  GB: ['Birmingham Speakers Club', 'Leeds Toastmasters', 'Glasgow Orators', 'Cardiff Speakers'],
  EU: ['Toulouse Toastmasters', 'Hamburg English Toastmasters', 'Utrecht Toastmasters', 'Porto Speakers Club', 'Valencia Toastmasters'],
};
const TM_WORDS25 = ['serendipity', 'Tenacity', 'Candour', 'Ubuntu', 'Harambee', 'Resilience', 'Brevity', 'Gusto'];
/** Rotating savings groups: ORG whole. */
const SAVINGS25: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Ìrètí Women Esusu Group', 'Ajo Ọlọ́run Ló Ṣe', 'Surulere Traders Contribution Club', 'Umuada Nnewi Isusu'],
  KE: ['Tujijenge Women Group', 'Umoja Chama', 'Kasarani Boda Boda Chama', 'Wanjiku Investment Group'],
  GH: ['Nkabom Susu Group', 'Madina Market Women Susu', 'Obaapa Savings Club'],
  ZA: ['Masakhane Stokvel', 'Ithemba Grocery Stokvel', 'Bo-Kaap Burial and Savings Club', 'Mme Dineo Stokvel'],
  GB: ['Brixton Pardner', 'Handsworth Pardner Hand', 'Chapeltown Sister Circle'],
  EU: ['Tontine des Femmes de Saint-Cyprien', 'Sparclub Ottensen', 'Tontine Nantes-Afrique'],
};
/** Insurers and police stations: ORG whole. */
const INSURER25: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Leadway Assurance', 'AIICO Insurance', 'Cornerstone Insurance', 'Sovereign Trust Insurance'],
  KE: ['Jubilee Insurance', 'CIC Insurance Group', 'Madison Insurance', 'APA Insurance'],
  GH: ['Enterprise Insurance', 'SIC Insurance', 'Hollard Ghana'],
  ZA: ['Santam', 'OUTsurance', 'Old Mutual Insure', 'King Price'],
  GB: ['Direct Line', 'Aviva', 'Admiral', 'LV='],
  EU: ['AXA France', 'HUK-Coburg', 'Centraal Beheer', 'Fidelidade', 'Mapfre'],
};
const STATION25: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Bode Thomas Police Division', 'Area F Police Command', 'Wuse Police Division'],
  KE: ['Kilimani Police Station', 'Capitol Hill Police Station', 'Kasarani Police Station'],
  GH: ['Cantonments Police Station', 'Nima Police Station', 'Manhyia District Police'],
  ZA: ['Moroka SAPS', 'Sea Point SAPS', 'Durban Central SAPS'],
  GB: ['Handsworth Police Station', 'Chapeltown Police Station', 'Belfast Musgrave Station'],
  EU: ['Commissariat Central de Toulouse', 'Polizeikommissariat 21', 'Politiebureau Kroonstraat'],
};
/** Shape-only registrations: no span. */
const reg = (c: C): string => {
  const n = c.int(100, 999);
  const shapes: Readonly<Record<Jurisdiction, string>> = {
    NG: `${c.pick(['APP', 'KSF', 'BWR', 'ENU'])}-${n}${c.pick(['GH', 'RT', 'ZX'])}`,
    KE: `K${c.pick(['CF', 'DE', 'BT', 'DK'])} ${n}${c.pick(['B', 'L', 'W'])}`,
    GH: `${c.pick(['GW', 'GS', 'AW'])} ${c.int(1000, 9999)}-${c.int(10, 24)}`,
    ZA: `${c.pick(['CY', 'NU', 'FS', 'LP'])} ${n}-${c.int(100, 999)}`,
    GB: `${c.pick(['BK', 'LS', 'CF', 'GL'])}${c.int(10, 73)} ${c.pick(['RHV', 'TZD', 'MWE'])}`,
    EU: `${c.pick(['HH', 'TLS', 'UT', 'PO', 'VLC', 'TO'])}-${c.pick(['QW', 'NB', 'JK'])} ${n}`,
  };
  return shapes[c.j];
};
/** Pilgrims' boards and diocesan offices: ORG whole; destinations LOC. */
const PILGRIMBOARD25: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['National Hajj Commission of Nigeria', 'Lagos State Muslim Pilgrims Welfare Board', 'Nigeria Christian Pilgrim Commission', 'Kwara State Pilgrims Welfare Board'],
  KE: ['Supreme Council of Kenya Muslims Hajj Committee', 'Archdiocese of Nairobi Pilgrimage Office'],
  GH: ['Ghana Hajj Board', 'Catholic Archdiocese of Kumasi Pilgrimage Desk'],
  ZA: ['South African Hajj and Umrah Council', 'Zion Christian Church', 'Catholic Diocese of Mahikeng'],
  GB: ['Birmingham Diocesan Pilgrimage', 'Hajj Association UK', 'Leeds Diocesan Pilgrimage to Lourdes'],
  EU: ['Direction des Pèlerinages de Toulouse', 'Erzbistum Hamburg Pilgerstelle', 'Peregrinações Diocese do Porto'],
};
const DEST25: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Makkah', 'Madinah', 'Jerusalem', 'Jeddah'],
  KE: ['Makkah', 'Subukia', 'Madinah'],
  GH: ['Makkah', 'Madinah', 'Rome'],
  ZA: ['Makkah', 'Moria', 'Madinah'],
  GB: ['Walsingham', 'Lourdes', 'Knock', 'Makkah'],
  EU: ['Lourdes', 'Fátima', 'Santiago de Compostela', 'Częstochowa'],
};
const passport = (c: C): string => `${c.pick(['A', 'B', 'P', 'C'])}${c.int(10000000, 99999999)}`;
/** Employers: ORG whole. */
const FIRM25: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Dangote Cement', 'Access Holdings', 'Chukwuemeka Obi & Partners', 'Ibadan Electricity Distribution Company', 'Flutterwave'],
  KE: ['Safaricom', 'Equity Bank', 'Kenya Power', 'Mutiso Menezes International', 'Twiga Foods'],
  GH: ['MTN Ghana', 'Ecobank Ghana', 'Boateng & Sowah Chartered Accountants', 'Tema Oil Refinery'],
  ZA: ['Discovery Health', 'Pick n Pay', 'Webber Wentzel', 'Transnet', 'Moodley Chetty Attorneys'],
  GB: ['Greggs', 'Leeds Building Society', 'Ashworth & Pugh Solicitors', 'Admiral Group', 'Scottish Water'],
  EU: ['Airbus', 'Otto Group', 'Rabobank', 'Sonae', 'Mercadona', 'Lavazza'],
};
const FIRESERVICE25: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Lagos State Fire and Rescue Service', 'Federal Fire Service', 'Oyo State Fire Service'],
  KE: ['Nairobi County Fire Brigade', 'Mombasa County Fire Department'],
  GH: ['Ghana National Fire Service'],
  ZA: ['City of Cape Town Fire and Rescue Service', 'Johannesburg Emergency Management Services', 'eThekwini Fire and Emergency Services'],
  GB: ['West Midlands Fire Service', 'West Yorkshire Fire and Rescue Service', 'Scottish Fire and Rescue Service'],
  EU: ['SDIS 31', 'Feuerwehr Hamburg', 'Brandweer Utrecht', 'Bombeiros Sapadores do Porto'],
};
const ASSEMBLY25 = ['Assembly Point A', 'Assembly Point 2 (car park)', 'the front lawn', 'Muster Point C', 'the staff car park'];
const POSTS25 = ['Senior Accountant', 'Customer Service Officer', 'Data Analyst', 'HR Business Partner', 'Site Engineer', 'Office Administrator', 'Legal Associate'];
/** Statistics offices: ORG whole. */
const STATS25: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['National Population Commission'],
  KE: ['Kenya National Bureau of Statistics'],
  GH: ['Ghana Statistical Service'],
  ZA: ['Stats SA'],
  GB: ['Office for National Statistics', 'National Records of Scotland', 'NISRA'],
  EU: ['INSEE', 'Destatis', 'CBS', 'INE', 'Istat'],
};
/** Co-operatives and buyers, many named after their place: ORG whole. */
const COOP25: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Ogbomoso Cashew Growers Cooperative', 'Ondo Cocoa Farmers Union', 'Obudu Dairy Cooperative', 'Kano Milk Producers Association'],
  KE: ['Githunguri Dairy Farmers Co-operative Society', 'Othaya Farmers Co-operative Society', 'Brookside Dairy', 'Kiambu Coffee Growers Union'],
  GH: ['Kuapa Kokoo', 'Cocoa Marketing Company', 'Nkawkaw Cocoa Farmers Society', 'Ejisu Licensed Buying Company'],
  ZA: ['Clover', 'Tulbagh Wine and Fruit Co-op', 'Ficksburg Cherry Growers', 'Mqanduli Milk Project'],
  GB: ['Arla Foods', 'Pitlochry Dairy Co-op', 'Castleton Milk Group', 'Muller Milk & Ingredients'],
  EU: ['Sodiaal', 'FrieslandCampina', 'Lactogal', 'Granarolo', 'Coöperatie De Vecht'],
};
const PRODUCE25: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['cocoa', 'cashew', 'milk'],
  KE: ['milk', 'tea leaf', 'coffee cherry'],
  GH: ['cocoa', 'cocoa'],
  ZA: ['milk', 'grapes', 'cherries'],
  GB: ['milk'],
  EU: ['milk'],
};
const memNo = (c: C): string => `${c.pick(['M', 'F', 'GDF', 'KK'])}/${c.int(100, 9999)}`;

const EN = (genre: string, make: (c: C) => string): T => ({ genre, lang: 'en', fills: 25, make: norm(make) });

const ENGLISH: readonly T[] = [
  EN('baptism-register', (c) => {
    const [ch, fa, mo, gp, pr] = people(c, 5);
    const g = c.person(undefined, true);
    const par = c.pick(PARISH25[c.j]);
    return c.pick([
      `${O(par)} — REGISTER OF BAPTISMS\nEntry No. ${c.int(100, 999)}/${c.int(2023, 2026)}\nName of child: ${P(ch, 'full')}\nDate and place of birth: ${c.date()}, ${c.L('area')}, ${c.L('city')}\nFather: ${P(fa, 'sCaps')}\nMother: ${P(mo, 'full')}\nGodparents: ${P(gp, 'gs')}; ${P(g, 'gs')}\nAbode: ${c.int(1, 99)} ${c.L('street')}\nMinister: Rev. ${P(pr, 'init')}`,
      `Good morning Father, pls I need a copy of the baptism certificate for ${P(ch, 'lower')}, baptised ${c.date()} at ${O(par)}. Parents are ${P(fa, 'gs')} and ${P(mo, 'gs')}, we have moved to ${c.L('estate')} now. Godmother was ${P(g, 'wrap')}. Thank you`,
      `No. | Child | Parents | Sponsors\n${c.int(10, 300)} | ${P(ch, 'sComma')} | ${P(fa, 'init')} & ${P(mo, 'init')} | ${P(gp, 'caps')}, ${P(g, 'gInit')}\nPlace of baptism: ${O(par)}, ${c.L('city')}. Officiant: Fr ${P(pr, 'gs')}. Child born at ${c.L('village')}.`,
    ]);
  }),
  EN('heritage-walk', (c) => {
    const [h1, h2, gd] = people(c, 3);
    const soc = c.pick(HERITAGE25[c.j]);
    const [s1, s2] = two(c, c.pl.street);
    return c.pick([
      `${c.L('village')} HERITAGE WALK — ${O(soc)}\nStop 1: ${c.L('venue')}, where the walk begins.\nStop 2: ${L(s1)} — No. ${c.int(2, 80)} was the home of ${P(h1, 'full')} (18${c.int(40, 99)}–19${c.int(10, 60)}), the town’s first schoolmaster.\nStop 3: the statue of ${P(h2, 'gs')} at the corner of ${L(s2)}.\nGuide: ${P(gd, 'gInit')} — meet at ${hhmm(c)}, wear good shoes.`,
      `Lovely heritage walk round ${c.L('area')} on Saturday, led by ${P(gd, 'gs')} of ${O(soc)}. We started at ${c.L('venue')}, went down ${L(s1)} past the old courthouse and heard how ${PS(h1)} opened the first school there in 19${c.int(10, 60)}. Ended at the grave of ${P(h2, 'caps')} in ${c.L('village')}. Recommended!`,
      `Walk notes (${O(soc)})\n- ${L(s2)}: named in 19${c.int(50, 99)}; the blue plaque at No. ${c.int(2, 80)} remembers ${P(h1, 'wrap')}, trader and printer.\n- ${c.L('estate')}: built on the old market ground.\nNext walk led by ${P(gd, 'sInit')}`,
    ]);
  }),
  EN('photo-caption', (c) => {
    const [a, b, d, e, ph] = people(c, 5);
    const g = c.person(undefined, true);
    const body = c.pick(BODY25[c.j]);
    return c.pick([
      `PICTURED (L–R): ${P(a, 'full')}, ${P(b, 'gs')}, ${P(g, 'gs')} and ${P(d, 'init')} at the launch of the ${O(body)} scholarship at ${c.L('venue')}, ${c.L('city')}. Photo: ${P(ph, 'gs')}`,
      `From left: Chief ${P(a, 'gs')}; ${P(b, 'caps')}; Mrs ${P(d, 'gs')}, chairperson of ${O(body)}; and ${P(g, 'g')} (second right) during the ${c.L('area')} community prize day. | PHOTO: ${P(ph, 'caps')}`,
      `Back row: ${PS(a)}, ${P(b, 's')}, ${P(d, 's')}. Front: ${P(e, 'gInit')}, ${P(g, 'gs')}.\nVolunteers of ${O(body)} after the clean-up of ${c.L('street')}. Picture by ${P(ph, 'wrap')}`,
    ]);
  }),
  EN('racecard', (c) => {
    const [j1, t1, j2, t2, ow] = people(c, 5);
    const [h1, h2] = two(c, HORSES25);
    const course = c.pick(COURSE25[c.j]);
    const syn = c.pick(SYND25[c.j]);
    return c.pick([
      `RACE ${c.int(1, 9)} — ${L(course)} — ${hhmm(c)}\n${c.pick(RACES25)} (${c.pick([1000, 1200, 1600, 2000, 2400])}m)\n1  ${h1}  J: ${P(j1, 'init')}  T: ${P(t1, 'sComma')}\n2  ${h2}  J: ${P(j2, 'gInit')}  T: ${P(t2, 'sCaps')}\nOwner of ${h1}: ${P(ow, 'full')} (${O(syn)})`,
      `What a finish at ${L(course)}!! ${h1} under ${P(j1, 'gs')} got up on the line in the ${c.pick(RACES25)}, trained by ${P(t1, 'gs')} for ${O(syn)}. ${P(ow, 'g')} was in tears 😂 ${h2} and ${P(j2, 's')} second.`,
      `Tips for ${c.date()} at ${L(course)}: back ${h2} (${P(t2, 'sInit')}), each way on ${h1} now that ${P(j1, 'caps')} rides. Owners’ lunch hosted by ${O(syn)} in ${c.L('area')}.`,
    ]);
  }),
  EN('toastmasters', (c) => {
    const [tm, sp, ev, tim, gram, pres] = people(c, 6);
    const g = c.person(undefined, true);
    const club = c.pick(TMCLUB25[c.j]);
    return c.pick([
      `${O(club)} — Meeting #${c.int(100, 700)}\n${c.date()}, ${hhmm(c)}, ${c.L('venue')}, ${c.L('street')}\nToastmaster of the Evening: ${P(tm, 'gs')}\nTimer: ${P(tim, 'gInit')}\nGrammarian: ${P(gram, 'init')} (Word of the Day: “${c.pick(TM_WORDS25)}”)\nSpeaker 1: ${P(sp, 'full')} — “My Journey from ${c.L('village')}”\nSpeaker 2: ${P(g, 'gs')}\nGeneral Evaluator: ${P(ev, 'sComma')}\nClub President: ${P(pres, 'caps')}`,
      `Fellow Toastmasters, thank you for a great meeting! Congrats to ${P(sp, 'lowerG')} on the Best Speaker ribbon and to ${P(g, 'g')} for Best Table Topics. Next week ${P(tm, 'gs')} is our Toastmaster; ${P(ev, 's')}, please confirm you can evaluate. — ${P(pres, 'gs')}, VPE, ${O(club)}`,
      `Roles for ${WEEKDAYS[c.int(0, 4)]}:\nTME ${P(tm, 'sFirst')}\nTimer ${P(tim, 'sFirst')}\nAh-counter ${P(gram, 'lower')}\nEvaluator ${P(ev, 'wrap')}\nVenue moved to ${c.L('area')} (${c.L('venue')}) — ${O(club)}`,
    ]);
  }),
  EN('savings-payout', (c) => {
    const [m1, m2, m3, m4, tr] = people(c, 5);
    const g = c.person(undefined, true);
    const grp = c.pick(SAVINGS25[c.j]);
    const mo = c.int(0, 8);
    return c.pick([
      `${O(grp)} — PAYOUT ORDER ${c.int(2024, 2026)}\n1. ${P(m1, 'sFirst')} — ${MONTHS25[mo]}\n2. ${P(m2, 'sFirst')} — ${MONTHS25[mo + 1]}\n3. ${P(m3, 'sCaps')} — ${MONTHS25[mo + 2]}\n4. ${P(g, 'gs')} — ${MONTHS25[mo + 3]}\nContribution ${money(c, 20, 300)} every ${c.pick(WEEKDAYS)}. Meetings at ${P(m1, 'g')}’s house, ${c.L('area')}.\nTreasurer: ${P(tr, 'sInit')}`,
      `Reminder ladies!! This month’s pot of ${money(c, 200, 3000)} goes to ${P(m2, 'lower')}. Pls send your share to the treasurer ${P(tr, 'gs')} by ${c.pick(WEEKDAYS)}. Meeting moved to ${c.L('venue')} in ${c.L('area')} 🙏 ${P(g, 'g')} & ${P(m4, 'g')} still owe for last month.`,
      `Hand order (${O(grp)})\n${P(m1, 'gs')} — paid out\n${P(m3, 'init')} — paid out\n${P(m4, 'sComma')} — next, collect at\n${c.int(2, 90)} ${c.L('street')}, ${c.L('estate')}\nBanker:\n${P(tr, 'wrap')}`,
    ]);
  }),
  EN('motor-claim', (c) => {
    const [ins, tp, wit, off] = people(c, 4);
    const [s1, s2] = two(c, c.pl.street);
    const co = c.pick(INSURER25[c.j]);
    const st = c.pick(STATION25[c.j]);
    return c.pick([
      `MOTOR ACCIDENT REPORT — ${O(co)}\nPolicy No: ${c.pick(['MV', 'PC', 'CAR'])}/${c.int(100000, 999999)}\nInsured: ${P(ins, 'sCaps')}\nAddress: ${c.int(1, 120)} ${c.L('street')}, ${c.L('area')}\nVehicle reg: ${reg(c)}\nPlace of accident: junction of ${L(s1)} and ${L(s2)}, ${c.L('city')}\nThird party driver: ${P(tp, 'full')}, reg ${reg(c)}\nWitness: ${P(wit, 'init')}, tel ${phone(c)}\nReported at ${O(st)} to ${c.pick(['Sgt', 'Cst', 'Inspector', 'PC'])} ${P(off, 'gs')}`,
      `Hi, I'm ${P(ins, 'gs')}. My car (${reg(c)}) was hit from behind on ${L(s1)} near ${c.L('venue')} on ${c.date()}. The other driver, ${P(tp, 'caps')}, admitted fault. A witness, ${P(wit, 'g')}, gave me her number. What do I do next with ${O(co)}?`,
      `Claim ${c.int(1000, 9999)}: statement of ${P(ins, 'sComma')}\nI was driving along ${L(s2)} towards ${c.L('area')} when a vehicle driven by ${P(tp, 'wrap')} reversed out of ${c.L('estate')}. The matter was reported to ${O(st)}.`,
    ]);
  }),
  EN('pilgrimage', (c) => {
    const [ld, p1, p2, p3, p4] = people(c, 5);
    const g = c.person(undefined, true);
    const bd = c.pick(PILGRIMBOARD25[c.j]);
    const dest = c.pick(DEST25[c.j]);
    return c.pick([
      `${O(bd)}\n${c.int(2024, 2026)} PILGRIMAGE — GROUP ${c.pick(['A', 'B', 'C'])}${c.int(1, 40)}\nDestination: ${L(dest)}\nGroup leader: ${P(ld, 'full')}\nS/N | NAME | PASSPORT | TOWN\n1 | ${P(p1, 'sCaps')} | ${passport(c)} | ${c.L('city')}\n2 | ${P(p2, 'sCaps')} | ${passport(c)} | ${c.L('village')}\n3 | ${P(p3, 'sComma')} | ${passport(c)} | ${c.L('area')}\nDeparture ${c.date()} from ${c.L('airport')}`,
      `Dear pilgrims, our bus to ${c.L('airport')} leaves ${c.L('venue')} at ${hhmm(c)}. ${P(ld, 'gs')} will call the roll. ${P(p1, 'g')} and ${P(g, 'g')}, your visas are with ${P(p4, 'init')}. Safe journey to ${L(dest)}! — ${O(bd)}`,
      `Returning pilgrims from ${L(dest)} (flight ${c.pick(['SV', 'ET', 'QR', 'FR'])}${c.int(100, 999)}): ${P(p2, 'gs')}, ${P(p3, 'gs')}, ${P(p4, 'wrap')} and ${P(g, 'gs')}. Families wait at ${c.L('airport')}, arrivals hall.`,
    ]);
  }),
  EN('fire-drill', (c) => {
    const [fm, w1, w2, w3, obs] = people(c, 5);
    const firm = c.pick(FIRM25[c.j]);
    const fs = c.pick(FIRESERVICE25[c.j]);
    return c.pick([
      `FIRE DRILL REPORT — ${O(firm)}, ${c.int(1, 200)} ${c.L('street')}, ${c.L('area')}\nDate: ${dmy(c)}  Time: ${hhmm(c)}\nFire marshal: ${P(fm, 'sComma')}\nFloor wardens: Ground — ${P(w1, 'gInit')}; 1st — ${P(w2, 'gs')}; 2nd — ${P(w3, 'caps')}\nEvacuation time: ${c.int(2, 9)} min ${c.int(0, 59)} s\nAssembly point: ${c.pick(ASSEMBLY25)}\nObserver: ${P(obs, 'init')}, ${O(fs)}`,
      `All staff — the fire alarm at our ${c.L('street')} office will be tested on ${c.pick(WEEKDAYS)} at ${hhmm(c)}. Wardens ${P(w1, 'gs')} and ${P(w2, 'gs')} will sweep the floors; ${P(w3, 'g')} will hold the roll at ${c.pick(ASSEMBLY25)}. Thanks, ${P(fm, 'gs')}\nFacilities, ${O(firm)}`,
      `Drill notes: ${P(w3, 'lower')} found two people still on the 3rd floor (kitchen). Lift used by one visitor — reminded by ${P(fm, 'wrap')}. ${O(fs)} crew from ${c.L('area')} station attended.`,
    ]);
  }),
  EN('interview-schedule', (c) => {
    const [ch, pm, c1, c2, c3, hr] = people(c, 6);
    const g = c.person(undefined, true);
    const firm = c.pick(FIRM25[c.j]);
    const [t1, t2] = two(c, c.pl.city);
    return c.pick([
      `INTERVIEW SCHEDULE — ${c.pick(POSTS25)}\n${O(firm)}, ${c.L('street')}, ${L(t1)} — Room ${c.int(1, 12)}\nPanel: ${P(ch, 'gs')} (Chair), ${P(pm, 'init')}\n09:00  ${P(c1, 'sCaps')}\n09:45  ${P(c2, 'sComma')}\n10:30  ${P(g, 'full')}\n11:15  ${P(c3, 'caps')} (online, from ${L(t2)})\nHR contact: ${P(hr, 'gInit')}`,
      `Dear ${P(c1, 'g')},\nThank you for applying to ${O(firm)}. You are invited to interview on ${c.date()} at ${hhmm(c)} at our ${c.L('area')} office, ${c.int(1, 200)} ${c.L('street')}. Your panel will be chaired by ${P(ch, 'wrap')}. Please ask for ${P(hr, 'g')} at reception.`,
      `hi ${P(hr, 'lowerG')}, can we move ${P(c2, 'gs')} to 2pm? she is travelling from ${L(t2)}. also ${P(g, 'g')} withdrew. ${PS(pm)} can’t join before 11 — ${P(ch, 'g')}`,
    ]);
  }),
  EN('census-notes', (c) => {
    const [hd, sp, k1, vis, sup] = people(c, 5);
    const g = c.person(undefined, true);
    const st = c.pick(STATS25[c.j]);
    return c.pick([
      `ENUMERATOR NOTES — EA ${c.int(100, 999)}/${c.int(10, 99)}, ${c.L('village')}, ${c.L('city')}\nHH ${c.int(1, 90)}: head ${P(hd, 'sFirst')}; spouse ${P(sp, 'gs')}; children ${P(k1, 'g')}, ${P(g, 'g')}; visitor ${P(vis, 'gs')} from ${c.L('city')} (not counted)\nHH ${c.int(91, 120)}: no one home, callback ${c.pick(WEEKDAYS)}.\nSupervisor: ${P(sup, 'init')} — ${O(st)}`,
      `Day ${c.int(2, 14)} of fieldwork in ${c.L('area')}. Compound of ${P(hd, 'caps')}: ${c.int(3, 14)} persons. The old one, ${P(vis, 'gs')}, says they were born in ${c.L('village')}. Supervisor ${P(sup, 'gs')} checked the listing for ${O(st)}.`,
      `Callback list (${c.L('estate')})\n- Block ${c.int(1, 30)}: ${P(hd, 'sComma')} — refused, refer to supervisor\n- Block ${c.int(31, 60)}: ${P(sp, 'sFirst')} — done\n- Block ${c.int(61, 90)}: caretaker ${P(g, 'lower')} to give number of ${P(k1, 'wrap')}`,
    ]);
  }),
  EN('produce-collection', (c) => {
    const [f1, f2, clk, mgr] = people(c, 4);
    const coop = c.pick(COOP25[c.j]);
    const pr = c.pick(PRODUCE25[c.j]);
    return c.pick([
      `${O(coop)} — DELIVERY SLIP No. ${c.int(1000, 99999)}\nCentre: ${c.L('village')}\nMember: ${P(f1, 'sCaps')} (No. ${memNo(c)})\nProduce: ${pr}, ${c.int(5, 400)} ${pr === 'milk' ? 'litres' : 'kg'}\nReceived by: ${P(clk, 'gInit')}\nDate: ${dmy(c)}`,
      `Notice to members: ${pr} collection at ${c.L('village')} centre moves to ${hhmm(c)} from ${c.pick(WEEKDAYS)}. Farmers along ${c.L('street')} should bring theirs to ${P(f2, 'gs')}’s gate. Queries to the manager ${P(mgr, 'init')}. — ${O(coop)}`,
      `Monthly statement — ${O(coop)}\nMember: ${P(f1, 'sComma')}, ${c.L('village')}\nTotal ${pr}: ${c.int(100, 3000)}\nPaid ${money(c, 10, 900)} to account of ${P(f2, 'wrap')} (nominee)\nClerk: ${P(clk, 'gs')}`,
    ]);
  }),
];

const X = (genre: string, lang: string, js: readonly Jurisdiction[], make: (c: C) => string): T => ({ genre, lang, fills: 25, js, make: norm(make) });

const IG_PARISH25 = ['St Mary’s Catholic Church Umuahia', 'Holy Ghost Cathedral Enugu', 'St Paul’s Anglican Church Nnewi', 'Assumpta Cathedral Owerri', 'St Joseph’s Parish Oguta'];
const IG_PLACES25 = ['Nnewi', 'Ọka', 'Abiriba', 'Oguta', 'Enugu', 'Owerri', 'Ọnịcha', 'Umuahia', 'Arochukwu'];
const HA_BOARD25 = ['Hukumar Jin Dadin Alhazai ta Jihar Kano', 'Hukumar Alhazai ta Kasa', 'Hukumar Alhazai ta Jihar Kaduna'];
const HA_PLACES25 = ['Kano', 'Zariya', 'Katsina', 'Gusau', 'Bauchi', 'Dawakin Tofa', 'Gwarzo', 'Sabon Gari', 'Fagge'];
const HA_VENUE25 = ['Sansanin Alhazai na Kano', 'Masallacin Juma’a na Fagge', 'Filin Sukuwa na Kano'];
const ZU_GROUPS25 = ['Masakhane Stokvel', 'Sizanani Savings Club', 'Siyaphambili Stokvel', 'Umama Zodwa Grocery Club'];
/** isiZulu locatives: the prefix glued to the place, the LOC span the place name only. */
const ZU_LOC25: readonly [string, string][] = [['e', 'Mlazi'], ['kwa', 'Mashu'], ['e', 'Thekwini'], ['e', 'Sobantu'], ['e', 'Mpumalanga'], ['kwa', 'Dukuza'], ['e', 'Nanda']];
const ZU_MONTHS25 = ['ngoJanuwari', 'ngoFebhuwari', 'ngoMashi', 'ngo-Ephreli', 'ngoMeyi', 'ngoJuni', 'ngoJulayi', 'ngo-Agasti'];
const SW_COOP25 = ['Githunguri Dairy Farmers Co-operative Society', 'Ndumberi Dairy Farmers Co-operative', 'Kinangop Dairy', 'Kitinda Dairy Farmers Co-operative'];
const SW_PLACES25 = ['Githunguri', 'Kiambaa', 'Limuru', 'Ndumberi', 'Kinangop', 'Ol Kalou', 'Gatundu', 'Komothai'];
const AF_DORPE25 = ['Graaff-Reinet', 'Prins Albert', 'Tulbagh', 'Swellendam', 'Barrydale', 'Montagu', 'Riebeek-Kasteel'];
const AF_STRATE25 = ['Kerkstraat', 'Parsonagestraat', 'Murraystraat', 'Van Riebeeckstraat', 'Voortrekkerstraat', 'Bourkestraat'];
const AF_PLEINE25 = ['Kerkplein', 'Markplein', 'Stadsaalplein', 'Reinetplein'];
const AF_VERENIGING25 = ['Graaff-Reinet Erfenisvereniging', 'Tulbagh Historiese Vereniging', 'Swellendam Trust', 'Vriende van die Drostdy'];
/** French bodies with the `de` + article they take (`de la`, `de l’`, `du`). */
const FR_BODIES25: readonly [string, string][] = [['de la ', 'Mairie de Toulouse'], ['de l’', 'Association Les Petits Frères des Pauvres'], ['du ', 'Secours populaire français'], ['du ', 'Lycée Pierre-de-Fermat'], ['de la ', 'Fondation Jean-Jaurès']];
const FR_LIEUX25 = ['Toulouse', 'Nantes', 'Albi', 'Montauban', 'Rezé', 'Blagnac', 'Colomiers', 'Saint-Herblain'];
const FR_RUES25 = ['place du Capitole', 'rue de Metz', 'allées Jean-Jaurès', 'quai de la Daurade', 'place Royale', 'cours Dillon'];
const DE_FIRMEN25 = ['Otto Group', 'Hapag-Lloyd', 'Beiersdorf', 'Hamburger Sparkasse', 'Ingenieurbüro Vogt & Großmann'];
const DE_FEUERWEHR25 = ['Feuerwehr Hamburg', 'Freiwillige Feuerwehr Altona', 'Berufsfeuerwehr Köln'];
const DE_STRASSEN25 = ['Große Elbstraße', 'Mönckebergstraße', 'Max-Brauer-Allee', 'Hohenzollernring', 'Ehrenstraße', 'Willy-Brandt-Straße'];
const DE_ORTE25 = ['Hamburg', 'Köln', 'Altona', 'Harburg', 'Ehrenfeld', 'Wandsbek'];
const NL_ORG25 = ['Gemeente Utrecht', 'Rabobank', 'Hogeschool Utrecht', 'Van Dijk & Visser Advocaten', 'Stichting Jan Pieter Heije'];
const NL_STRATEN25 = ['Oudegracht', 'Croeselaan', 'Biltstraat', 'Amsterdamsestraatweg', 'Vredenburg', 'Lange Viestraat'];
const NL_STEDEN25 = ['Utrecht', 'Amersfoort', 'Zeist', 'Nieuwegein', 'Houten', 'Den Bosch'];
const PT_SEGURADORAS25 = ['Fidelidade', 'Tranquilidade', 'Ageas Seguros', 'Allianz Portugal'];
const PT_RUAS25 = ['Rua de Santa Catarina', 'Avenida da Boavista', 'Rua de Cedofeita', 'Avenida dos Aliados', 'Rua Sá da Bandeira', 'Rua do Almada'];
const PT_LOCAIS25 = ['Vila Nova de Gaia', 'Matosinhos', 'Gondomar', 'Braga', 'Valongo', 'Espinho'];
const PT_SITIOS25 = ['Estádio do Dragão', 'Mercado do Bolhão', 'Hospital de São João', 'Palácio de Cristal'];
const ES_CLUBS25 = ['Toastmasters Valencia', 'Club de Oratoria Bilbao', 'Madrid Speakers Toastmasters', 'Toastmasters Ruzafa'];
const ES_SITIOS25 = ['Centro Cívico de Ruzafa', 'Ateneo Mercantil de Valencia', 'Hotel Las Arenas', 'Centro Cultural La Beneficència'];
const ES_PUEBLOS25 = ['Albarracín', 'Xàtiva', 'Requena', 'Cuenca', 'Gandia', 'Alcoy'];
const ES_PALABRAS25 = ['resiliencia', 'Quijote', 'empatía', 'Dulcinea', 'sobremesa'];
const IT_IPPODROMI25 = ['Ippodromo Capannelle', 'Ippodromo di San Siro', 'Ippodromo Snai La Maura', 'Ippodromo di Agnano', 'Ippodromo Sesana'];
const IT_SCUDERIE25 = ['Scuderia Colombo', 'Scuderia Incolinx', 'Scuderia Di Stefano', 'Razza del Sole'];
const IT_PREMI25 = ['Premio Lydia Tesio', 'Premio Parioli', 'Gran Premio di Milano', 'Premio Carlo Chiesa', 'Premio Regina Elena'];
const IT_CAVALLI25 = ['Conte di Torino', 'Bella Ilaria', 'Capitano Marco', 'Stella di Napoli', 'Signora Chiara', 'Vento del Po'];
/** Polish places in the locative case, as written after `w` and `we`: LOC span the inflected form. */
const PL_MIEJSCOWNIK25 = ['Zakopanem', 'Nowym Targu', 'Wieliczce', 'Bochni', 'Myślenicach', 'Krakowie', 'Wrocławiu', 'Oświęcimiu'];
const PL_WSIE25 = ['Poronin', 'Bukowina Tatrzańska', 'Kościelisko', 'Biały Dunajec', 'Chochołów'];
const PL_ULICE25 = ['ul. Krupówki', 'ul. Kościuszki', 'ul. Józefa Piłsudskiego', 'ul. Jagiellońska', 'os. Na Skarpie'];

const OTHER: readonly T[] = [
  X('baptism-ig', 'ig', ['NG'], (c) => {
    const [ch, fa, mo, gp, pr] = people(c, 5, 'ig');
    const par = c.pick(IG_PARISH25);
    return c.pick([
      `${O(par)} — NDEPỤTA BAPTIZIM\nNọmba: ${c.int(100, 999)}\nAha nwa: ${P(ch, 'full')}\nNna: ${P(fa, 'sCaps')}\nNne: ${P(mo, 'gs')}\nNne nsọ / Nna nsọ: ${P(gp, 'gs')}\nEbe a mụrụ ya: ${L(c.pick(IG_PLACES25))}\nFada: Rev. Fr. ${P(pr, 'init')}`,
      `Ndị otu, a ga-eme baptizim nke ${P(ch, 'g')}, nwa ${P(fa, 'gs')} na ${P(mo, 'gs')}, na ${O(par)} dị na ${L(c.pick(IG_PLACES25))} na Sọnde. Nna nsọ bụ ${P(gp, 'wrap')}. Unu abịa!`,
    ]);
  }),
  X('pilgrimage-ha', 'ha', ['NG'], (c) => {
    const [ld, p1, p2, p3, a] = people(c, 5, 'ha');
    const bd = c.pick(HA_BOARD25);
    return c.pick([
      `${O(bd)}\nJERIN SUNAYEN MANIYYATA — RUKUNI ${c.int(1, 40)}\n1. ${P(p1, 'sCaps')} — ${L(c.pick(HA_PLACES25))}\n2. ${P(p2, 'sCaps')} — ${L(c.pick(HA_PLACES25))}\n3. ${P(p3, 'sComma')} — ${L(c.pick(HA_PLACES25))}\nShugaban rukuni: Alhaji ${P(ld, 'gs')}\nZa a tashi daga ${c.L('airport')} zuwa ${L('Jidda')} ranar ${dmy(c)}.`,
      `SANARWA: Ana kira ga maniyyata daga ${L(c.pick(HA_PLACES25))} su hallara a ${L(c.pick(HA_VENUE25))} ranar Talata da karfe ${c.int(7, 11)} na safe. ${P(ld, 'gs')} zai karbi fasfo. Mataimaki: ${P(a, 'init')}. Hajiya ${P(p1, 'gs')} za ta kula da mata. — ${O(bd)}`,
    ]);
  }),
  X('payout-zu', 'zu', ['ZA'], (c) => {
    const [m1, m2, m3, tr, a] = people(c, 5, 'zu');
    const grp = c.pick(ZU_GROUPS25);
    const [p, loc] = c.pick(ZU_LOC25);
    const mo = c.int(0, 5);
    return c.pick([
      `${O(grp)} — UHLU LOKUKHOKHELWA ${c.int(2024, 2026)}\n${cap(ZU_MONTHS25[mo]!)}: ${P(m1, 'sFirst')}\n${cap(ZU_MONTHS25[mo + 1]!)}: ${P(m2, 'sFirst')}\n${cap(ZU_MONTHS25[mo + 2]!)}: ${P(m3, 'sCaps')}\nUmgcinimafa: ${P(tr, 'gs')}\nUmhlangano ngeSonto ngo-${hhmm(c)} ${p}${L(loc)}.`,
      `Sanibonani malungu! Imali yale nyanga ithola u${P(m2, 'gs')}. Sicela nifake imali ku${P(tr, 'gs')} ngoLwesihlanu. Umhlangano uzoba sendlini ka${P(a, 'g')} ${p}${L(loc)}.\nNgiyabonga, ${P(m1, 'wrap')}`,
    ]);
  }),
  X('produce-sw', 'sw', ['KE'], (c) => {
    const [f1, f2, clk, mgr] = people(c, 4);
    const coop = c.pick(SW_COOP25);
    return c.pick([
      `${O(coop)} — RISITI YA MAZIWA\nKituo: ${L(c.pick(SW_PLACES25))}\nMwanachama: ${P(f1, 'sCaps')} (Na. ${memNo(c)})\nLita: ${c.int(3, 60)}\nAmepokea: ${P(clk, 'gInit')}\nTarehe: ${dmy(c)}`,
      `TANGAZO kwa wanachama: kuanzia Jumatatu, gari la kukusanya maziwa litafika ${L(c.pick(SW_PLACES25))} saa ${c.int(1, 4)} asubuhi. Wakulima wa ${c.L('village')} wapeleke maziwa nyumbani kwa ${P(f2, 'gs')}. Maswali: meneja ${P(mgr, 'init')}, simu ${phone(c)}.`,
    ]);
  }),
  X('heritage-af', 'af', ['ZA'], (c) => {
    const [h1, h2, gd] = people(c, 3, 'af');
    const dorp = c.pick(AF_DORPE25);
    const ver = c.pick(AF_VERENIGING25);
    return c.pick([
      `ERFENISROETE — ${L(dorp)}\n${O(ver)}\nStop 1: ${L(c.pick(AF_PLEINE25))}\nStop 2: ${L(c.pick(AF_STRATE25))} ${c.int(2, 90)} — hier het ${P(h1, 'full')} (18${c.int(40, 99)}–19${c.int(10, 60)}), die dorp se eerste onderwyser, gewoon.\nStop 3: die standbeeld van ${P(h2, 'gs')}.\nGids: ${P(gd, 'gInit')}`,
      `Die erfenisroete deur ${L(dorp)} begin Saterdag om ${hhmm(c)} by die ${L(c.pick(AF_PLEINE25))}. ${PS(gd)} vertel van ${P(h1, 'caps')}, wat die eerste drukpers na die dorp gebring het. Bespreek by ${O(ver)}.\nNavrae:\n${P(h2, 'wrap')}`,
    ]);
  }),
  X('caption-fr', 'fr', ['EU'], (c) => {
    const [a, b, d, ph] = people(c, 4, 'fr');
    const [de, body] = c.pick(FR_BODIES25);
    return c.pick([
      `De gauche à droite : ${P(a, 'full')}, ${P(b, 'gs')}, ${P(d, 'init')} et M. ${P(ph, 's')}, lors de la remise des prix ${de}${O(body)}, ${L(c.pick(FR_RUES25))}, à ${L(c.pick(FR_LIEUX25))}. Photo ${P(ph, 'caps')}`,
      `Les bénévoles ${de}${O(body)} réunis devant la salle des fêtes de ${L(c.pick(FR_LIEUX25))} autour de ${P(a, 'gs')} (au centre). À droite, Mme ${P(b, 'gs')}. © ${P(d, 'gInit')}\nCrédit :\n${P(ph, 'wrap')}`,
    ]);
  }),
  X('drill-de', 'de', ['EU'], (c) => {
    const [a, b, d, e, f] = people(c, 5, 'de');
    const firma = c.pick(DE_FIRMEN25);
    return c.pick([
      `PROTOKOLL RÄUMUNGSÜBUNG — ${O(firma)}, ${L(c.pick(DE_STRASSEN25))} ${c.int(1, 150)}, ${L(c.pick(DE_ORTE25))}\nDatum: ${dmy(c)}\nBrandschutzbeauftragte(r): ${P(a, 'sComma')}\nBrandschutzhelfer: EG ${P(b, 'gInit')}, 1. OG ${P(d, 'gs')}, 2. OG ${P(e, 'caps')}\nRäumungszeit: ${c.int(2, 9)} min ${c.int(0, 59)} s\nSammelplatz: Parkplatz Nord\nBeobachter: ${P(f, 'init')}, ${O(c.pick(DE_FEUERWEHR25))}`,
      `Liebe Kolleginnen und Kollegen, am Donnerstag um ${hhmm(c)} findet im Gebäude ${L(c.pick(DE_STRASSEN25))} eine Räumungsübung statt. Bitte folgen Sie den Anweisungen von Frau ${P(b, 'gs')} und Herrn ${P(d, 'wrap')}. Sammelplatz ist der Innenhof. Viele Grüße, ${P(a, 'gs')}, ${O(firma)}`,
    ]);
  }),
  X('interview-nl', 'nl', ['EU'], (c) => {
    const [ch, pm, c1, c2, c3, hr] = people(c, 6, 'nl');
    const org = c.pick(NL_ORG25);
    return c.pick([
      `ROOSTER SOLLICITATIEGESPREKKEN — vacature ${c.pick(['beleidsmedewerker', 'jurist', 'teamleider', 'data-analist'])}\n${O(org)}, ${L(c.pick(NL_STRATEN25))} ${c.int(1, 200)}, ${L(c.pick(NL_STEDEN25))}\nCommissie: ${P(ch, 'gs')} (voorzitter), ${P(pm, 'init')}\n09.00 ${P(c1, 'sCaps')}\n09.45 ${P(c2, 'sComma')}\n10.30 ${P(c3, 'full')}`,
      `Beste ${P(c1, 'g')},\nGraag nodigen wij u uit voor een gesprek op ${dmy(c)} om ${hhmm(c)} op ons kantoor aan de ${L(c.pick(NL_STRATEN25))} in ${L(c.pick(NL_STEDEN25))}. Vraag bij de receptie naar ${P(hr, 'gs')}.\nMet vriendelijke groet, ${P(ch, 'wrap')}\n${O(org)}`,
    ]);
  }),
  X('claim-pt', 'pt', ['EU'], (c) => {
    const [a, b, t] = people(c, 3, 'pt');
    const seg = c.pick(PT_SEGURADORAS25);
    const r1 = c.pick(PT_RUAS25);
    const r2 = c.pick(PT_RUAS25.filter((x) => x !== r1));
    return c.pick([
      `PARTICIPAÇÃO AMIGÁVEL DE ACIDENTE AUTOMÓVEL\nSeguradora: ${O(seg)}\nTomador do seguro: ${P(a, 'sCaps')}\nMorada: ${L(r1)}, n.º ${c.int(1, 400)}, ${L(c.pick(PT_LOCAIS25))}\nLocal do acidente: cruzamento da ${L(r1)} com a ${L(r2)}\nCondutor do veículo B: ${P(b, 'full')}, matrícula ${c.int(10, 99)}-${c.pick(['AB', 'XL', 'QT'])}-${c.int(10, 99)}\nTestemunha: ${P(t, 'init')}`,
      `Boa tarde, sou ${P(a, 'gs')}. No dia ${dmy(c)} o meu carro foi abalroado na ${L(r2)}, junto ao ${L(c.pick(PT_SITIOS25))}. O outro condutor, ${P(b, 'wrap')}, assumiu a culpa. A ${O('PSP')} de ${L(c.pick(PT_LOCAIS25))} tomou conta da ocorrência. Como participo à ${O(seg)}?`,
    ]);
  }),
  X('toastmasters-es', 'es', ['EU'], (c) => {
    const [tm, s1, ev, ti, gr, pr] = people(c, 6, 'es');
    const club = c.pick(ES_CLUBS25);
    return c.pick([
      `${O(club)} — Reunión n.º ${c.int(100, 500)}\n${dmy(c)}, ${hhmm(c)}, ${L(c.pick(ES_SITIOS25))}\nToastmaster de la noche: ${P(tm, 'gs')}\nCronometrador: ${P(ti, 'gInit')}\nGramático: ${P(gr, 'init')} (palabra del día: «${c.pick(ES_PALABRAS25)}»)\nOrador 1: ${P(s1, 'full')} — «Mi infancia en ${L(c.pick(ES_PUEBLOS25))}»\nEvaluador general: ${P(ev, 'sComma')}\nPresidencia: ${P(pr, 'caps')}`,
      `¡Gracias a todos por venir! Enhorabuena a ${P(s1, 'lowerG')} por el premio al mejor discurso. La próxima semana ${P(tm, 'gs')} será Toastmaster y ${P(ev, 'gs')} evaluará. Nos vemos en el ${L(c.pick(ES_SITIOS25))}. Un abrazo, ${P(pr, 'wrap')}\n${O(club)}`,
    ]);
  }),
  X('racecard-it', 'it', ['EU'], (c) => {
    const [j1, t1, j2, t2, ow] = people(c, 5, 'it');
    const ipp = c.pick(IT_IPPODROMI25);
    const h1 = c.pick(IT_CAVALLI25);
    const h2 = c.pick(IT_CAVALLI25.filter((x) => x !== h1));
    return c.pick([
      `CORSA ${c.int(1, 8)} — ${L(ipp)} — ore ${hhmm(c)}\n${c.pick(IT_PREMI25)} — m ${c.pick([1200, 1600, 2000, 2200])}\n1 ${h1} — fantino ${P(j1, 'init')}, all. ${P(t1, 'sComma')}\n2 ${h2} — fantino ${P(j2, 'gInit')}, all. ${P(t2, 'sCaps')}\nProprietario: ${P(ow, 'full')}`,
      `Che arrivo all’${L(ipp)}! ${h1} con ${P(j1, 'gs')} in sella ha vinto il ${c.pick(IT_PREMI25)} di una testa. Allenatore ${P(t1, 'gs')}, colori della ${O(c.pick(IT_SCUDERIE25))}. Secondo ${h2} con ${P(j2, 'wrap')}.`,
    ]);
  }),
  X('census-pl', 'pl', ['EU'], (c) => {
    const [hd, sp, k1, k2, sup] = people(c, 5, 'pl');
    return c.pick([
      `NOTATKI RACHMISTRZA — obwód ${c.int(1, 99)}, ${L(c.pick(PL_WSIE25))}\nMieszkanie ${c.int(1, 40)}: ${P(hd, 'sFirst')} (osoba odniesienia), ${P(sp, 'gs')}, dzieci: ${P(k1, 'g')}, ${P(k2, 'g')}\nMieszkanie ${c.int(41, 80)}: nikogo nie zastano, ponowna wizyta we wtorek.\nKoordynator: ${P(sup, 'init')} — ${O('GUS')}`,
      `Dzień ${c.int(2, 14)} spisu w ${L(c.pick(PL_MIEJSCOWNIK25))}. Pod adresem ${L(c.pick(PL_ULICE25))} ${c.int(1, 90)} mieszka ${P(hd, 'caps')} z rodziną; syn ${P(k1, 'gs')} pracuje w ${L(c.pick(PL_MIEJSCOWNIK25))}. Koordynator ${P(sup, 'wrap')}\nsprawdził formularze.`,
    ]);
  }),
];

export const HELDOUT25_NER_TEMPLATES: readonly T[] = [...ENGLISH, ...OTHER];
