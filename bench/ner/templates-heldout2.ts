// Held-out set 2 of prose with gold person (PER) and place (LOC) spans, organisations (ORG) marked beside them:
// the project's second set of real-looking text to read the person and place detectors on (issue 13), in genres
// and layouts set 1 did not use.
//
// Author: an engineer of the project (session s12-prose2), writing as an independent author. Read: issue 13,
// bench/ner/generate.ts and bench/ner-heldout.ts (how a set is generated and scored; generate.ts was generalised
// so that each set brings its own lists), test/bench/ner-generate.test.ts, bench/detect-accuracy-uner.ts (the
// scoring), the HTTP contract (/work/shared/spec/http-interface.md, its opening), the header comment of
// bench/ner/templates-heldout1.ts (its grain, followed here so the two sets are comparable) and the first 40
// lines of one UNER dev file. NOT read: src/detect/, src/lexicon/, src/places/, scripts/train-ner.ts,
// test/detect/, the README's detection-accuracy and issue-13 paragraphs, the body of templates-heldout1.ts
// (its names, places and templates), bench/data/ner-heldout1.jsonl, the rest of ../shared/data/uner-en-ewt.
// The detectors and the bench were never run on this set while it was written. Every name and place below is
// written here from the author's own knowledge; no project table is imported. Every person is fictional:
// given names and surnames are combined at random, and no combination is meant to be a real person.
//
// Grain (set 1's grain, restated; the additions for the new genres are marked +):
// - PER: a person's name as written: given names, middle names, initials (`D.R. Smith`, `J.K.`), particles
//   that belong to the name (`van der Merwe`, `de Vries`, `Al-Hashimi`, `N'Diaye`), a noun-class prefix glued
//   to the name in isiZulu (`uSipho`, `noThandeka`, `u-Ayanda`: the whole word as written, for PER and LOC
//   alike: `eThekwini`). NOT in the span: a leading honorific or title (Mr, Mrs, Ms, Dr, Prof, Cllr, Hon.,
//   Chief, Alhaji, Hajiya, Malam, Pastor, Rev., Imam, Deacon, Bwana, Bi., Ntate, Mme, mnr., mev., M., Mme,
//   Herr, Frau, dhr., mevr., Sr., Sra., Dona, Ọ̀gbẹ́ni), a trailing post-nominal, the possessive `'s`. A name
//   in lower case, a nickname or a surname alone on a later mention is still a PER span.
//   + A name written surname first is one span, comma included (`Mensah, Kofi`, `OKONKWO Chinedu`); in a
//     reference list the author is one span with the full stop of a final initial inside it
//     (`Okafor, C. N.`, `Mensah, K.`): that stop belongs to the abbreviation. A sentence's full stop never does.
//   + A speaker label in a transcript or Hansard (`AMARA OKAFOR:`, `Siân Roberts (Cardiff North) (Lab):`)
//     is a PER span for the name, a LOC span for the constituency; `INTERVIEWER:` is no span.
//   + An @handle or a #hashtag is never a span, even when it spells a name or a place (`@kofi_boateng`,
//     `#LagosRains`): it is an account or a topic tag, not a name as written. A name written out beside it is.
//   + A player's surname alone in a match report is PER; a club named after a place (`Kano Pillars`,
//     `Swansea City`, `Standard Liège`) is ORG, and the place inside it is not LOC.
// - LOC: a named place: country, region, state, province, county, city, town, village, suburb, river, lake,
//   mountain, forest, and a named street as the street name (`Kwame Nkrumah Avenue`); in an address block
//   each named part (street, area, city, region, country) is its own span, never the house number, plot,
//   PO box or postcode. A river, lake or mountain is spanned with the generic word when it is part of the
//   written name (`River Benue`, `Lake Volta`, `Mount Elgon`), never the article. A constituency named after a
//   place is LOC. A place named after a person is LOC (`Port Harcourt`, `Kingsway`, `Nelson Mandela Drive`).
//   NOT LOC: nationalities, demonyms and languages (`Nigerian`, `Kenyan`, `Swahili`), a place inside an
//   organisation's name, a hashtag, a compass area in lower case (`the north`).
// - ORG: courts, tribunals, ombudsmen, parliaments and committees named as bodies, companies, banks, schools,
//   universities, hospitals, parties, ministries, churches, mosques, clubs, radio stations, named whole
//   (`Obafemi Awolowo University`, `Kaizer Chiefs`). Marked so that an organisation read as a place or a person
//   counts as a false alarm against LOC or PER; ORG itself is not scored.
// - Stadiums, markets, bus stops and other buildings are not marked as anything (avoided where possible).
//
// This set is read ONCE by the lead (`npm run bench:ner-heldout -- --file bench/data/ner-heldout2.jsonl`) on
// the rules and weights of that day; after that reading it becomes development data, and the next held-out
// set must be written afresh by someone who has read neither set.
import type { NerContext, NerLists, NerPerson, NerTemplateOf } from './generate.js';

export type Jurisdiction2 = 'NG' | 'KE' | 'GH' | 'ZA' | 'GB' | 'EU';
/** Naming traditions the people are drawn from (a region of the world or a language community). */
export type Region2 =
  | 'yo'
  | 'ig'
  | 'ha'
  | 'akan'
  | 'ewe'
  | 'ke'
  | 'nguni'
  | 'sotho'
  | 'af'
  | 'uk'
  | 'fr'
  | 'de'
  | 'nl'
  | 'pt'
  | 'eu'
  | 'sa'
  | 'ea'
  | 'me';
export type PlaceKind2 =
  | 'city'
  | 'town'
  | 'village'
  | 'area'
  | 'street'
  | 'region'
  | 'water'
  | 'peak'
  | 'country'
  | 'club'
  | 'uni'
  | 'company'
  | 'hospital'
  | 'radio'
  | 'church';
export type Ctx2 = NerContext<Jurisdiction2, Region2, Record<PlaceKind2, readonly string[]>>;
export type Heldout2Template = NerTemplateOf<Ctx2>;

export const PER = (s: string): string => `[[PER:${s}]]`;
export const LOC = (s: string): string => `[[LOC:${s}]]`;
export const ORG = (s: string): string => `[[ORG:${s}]]`;

// ---------------------------------------------------------------------------------------------------------
// People. Spellings as real usage writes them: Yorùbá tone marks and dots, Igbo dotted vowels, Hausa hooked
// letters, Akan and Ewe open vowels, Afrikaans diaereses, European diacritics, Vietnamese tone marks.
// ---------------------------------------------------------------------------------------------------------
const GIVEN2: Record<Region2, readonly string[]> = {
  yo: ['Adébáyọ̀', 'Olúwaṣeun', 'Fọláṣadé', 'Ọlábísí', 'Tèmítọ́pẹ́', 'Babatúndé', 'Kẹ́hìndé', 'Táíwò', 'Ayọ̀dèjì', 'Mọ́remí', 'Adewale', 'Funmilayo', 'Oluwatobi', 'Damilola', 'Segun', 'Yetunde', 'Kunle', 'Bukola', 'Gbenga', 'Tolulope', 'Ìyábọ̀', 'Dàmọ́lá', 'Abiodun', 'Olamide'],
  ig: ['Chinedu', 'Ngọzị', 'Ụchechukwu', 'Chiamaka', 'Obinna', 'Ifeoma', 'Chukwuemeka', 'Nneka', 'Ebuka', 'Adaeze', 'Chidịnma', 'Ikenna', 'Amarachi', 'Somtochukwu', 'Onyinye', 'Kelechi', 'Chimamanda', 'Nnamdi', 'Ọbịọma', 'Uzoma', 'Chibuzo', 'Ezinne', 'Tochukwu', 'Oluchi'],
  ha: ['Ɗahiru', 'Aminu', 'Zainab', 'Hadiza', 'Usman', 'Ɓalarabe', 'Maryam', 'Abubakar', 'Hauwa', 'Sani', 'Ƙasimu', 'Rabi', 'Nasiru', 'Aisha', 'Bashir', 'Ɗanjuma', 'Fatima', 'Habibu', 'Jamila', 'Yakubu', 'Salamatu', 'Lawal'],
  akan: ['Kwabena', 'Akosua', 'Kofi', 'Ama', 'Yaw', 'Abena', 'Kwame', 'Adwoa', 'Kwaku', 'Afua', 'Kwasi', 'Akua', 'Kojo', 'Efua', 'Ekow', 'Esi', 'Nana Ama', 'Yaa', 'Kwadwo', 'Ewurabena', 'Fiifi', 'Maame'],
  ewe: ['Selasi', 'Dzifa', 'Eyram', 'Mawuli', 'Edem', 'Senyo', 'Elikem', 'Kafui', 'Delali', 'Kɔku', 'Yayra', 'Sena', 'Klenam', 'Nii Armah', 'Naa Dedei', 'Nii Lante', 'Naa Kwarley'],
  ke: ['Wanjiru', 'Otieno', 'Achieng', 'Kamau', 'Njeri', 'Kiprono', 'Chebet', 'Wafula', 'Nafula', 'Mutua', 'Mwende', 'Odhiambo', 'Akinyi', 'Kipchoge', 'Jepkosgei', 'Wambui', 'Muthoni', 'Barasa', 'Nyambura', 'Ochieng', 'Zawadi', 'Baraka', 'Juma', 'Mwanaisha', 'Rehema', 'Omondi'],
  nguni: ['Sipho', 'Thandeka', 'Nomvula', 'Sibusiso', 'Ayanda', 'Lindiwe', 'Mthunzi', 'Zanele', 'Bongani', 'Nokuthula', 'Siyabonga', 'Ntombi', 'Lwazi', 'Andile', 'Zodwa', 'Themba', 'Nandi', 'Xolani', 'Unathi', 'Zintle', 'Luvuyo', 'Anathi'],
  sotho: ['Lerato', 'Thabo', 'Mpho', 'Palesa', 'Tšepo', 'Refiloe', 'Karabo', 'Lebohang', 'Nthabiseng', 'Teboho', 'Puleng', 'Katleho', 'Mamello', 'Kamohelo', 'Dineo', 'Tumelo', 'Boitumelo', 'Lesedi', 'Tshepiso', 'Keabetswe'],
  af: ['Gerhardus', 'Riëtte', 'Hennie', 'Anél', 'Pieter', 'Marietjie', 'Jacobus', 'Elmarie', 'Wynand', 'Zelda', 'Christo', 'Annelie', 'Francois', 'Hanlie', 'Louwtjie', 'Sunette', 'Deon', 'Chrizelda', 'Johan', 'Lize'],
  uk: ['Siobhán', 'Ciarán', 'Seán', 'Niamh', 'Aoife', 'Dafydd', 'Siân', 'Rhiannon', 'Eilidh', 'Mhairi', 'Callum', 'Harriet', 'Oliver', 'Imogen', 'Gareth', 'Bethan', 'Fergus', 'Anne-Marie', 'Rory', 'Philippa', 'Tomos', 'Gwen', 'Declan', 'Kirsty', 'Hamish', 'Eleanor'],
  fr: ['Hélène', 'Jérôme', 'François', 'Anaïs', 'Noël', 'Loïc', 'Gaëlle', 'Benoît', 'Céline', 'Étienne', 'Margaux', 'Thibault', 'Aurélie', 'Mathéo', 'Clémence', "N'Golo", 'Aïssatou', 'Mamadou', 'Fatoumata', 'Jean-Baptiste', 'Marie-Laure'],
  de: ['Jürgen', 'Jörg', 'Björn', 'Günther', 'Sören', 'Käthe', 'Lukas', 'Annika', 'Wolfgang', 'Friederike', 'Maximilian', 'Ursula', 'Jannik', 'Lea-Sophie', 'Mehmet', 'Özlem', 'Dietrich', 'Henrike'],
  nl: ['Sjoerd', 'Joost', 'Femke', 'Marijke', 'Ruud', 'Wouter', 'Anouk', 'Bram', 'Sanne', 'Lieke', 'Thijs', 'Maaike', 'Gijs', 'Eline', 'Jeroen', 'Floor', 'Niels', 'Ilse'],
  pt: ['João', 'Gonçalo', 'Conceição', 'Inês', 'Sebastião', 'Leonor', 'Tomás', 'Beatriz', 'Rúben', 'Mariana', 'Afonso', 'Joana', 'Vítor', 'Matilde', 'Duarte', 'Graça'],
  eu: ['Łukasz', 'Agnieszka', 'Małgorzata', 'Wojciech', 'Zbigniew', 'Jiří', 'Žofie', 'Niccolò', 'Giulia', 'Íñigo', 'Begoña', 'Ștefan', 'Ioana', 'Dimitrios', 'Eleni', 'Søren', 'Åsa', 'Krisztina', 'Ondřej', 'Paweł'],
  sa: ['Priyanka', 'Rajesh', 'Lakshmi', 'Aarav', 'Ananya', 'Harpreet', 'Gurpreet', 'Sanjay', 'Imran', 'Tahmina', 'Shreya', 'Arjun', 'Kavya', 'Nilufar', 'Farhan', 'Dilani', 'Ruwan', 'Meenakshi', 'Vikram', 'Sunita'],
  ea: ['Wei', 'Xiaoling', 'Jun', 'Mei', 'Hiroshi', 'Yuki', 'Haruto', 'Min-jun', 'Seo-yeon', 'Ji-woo', 'Hye-jin', 'Lan', 'Minh', 'Thảo', 'Sakura', 'Kenji', 'Yong', 'Jia'],
  me: ['Mohammed', 'Layla', 'Omar', 'Noor', 'Yousef', 'Rania', 'Khalid', 'Amira', 'Tariq', 'Reza', 'Shirin', 'Dariush', 'Yael', 'Avi', 'Hana', 'Samir', 'Leila', 'Karim'],
};

const SURNAME2: Record<Region2, readonly string[]> = {
  yo: ['Ọláyíwọ́lá', 'Ọláòṣebìkan', 'Àjàyí', 'Ògúndìran', 'Adéyẹmí', 'Òkè', 'Fálọlá', 'Ìṣọ̀lá', 'Adeleke', 'Ogunleye', 'Balogun', 'Akinyemi', 'Oyelaran', 'Adesanya', 'Olaniyan', 'Odukoya', 'Ajibola', 'Fashola', 'Aremu', 'Oyewole', 'Ọdẹ́yẹmí', 'Abíọ́dún'],
  ig: ['Okafor', 'Okonkwo', 'Eze', 'Nwosu', 'Obi', 'Okeke', 'Nwachukwu', 'Onyekachi', 'Ezeọnụ', 'Uzor', 'Anyanwu', 'Nwankwo', 'Igwe', 'Chukwu', 'Ọkọnkwọ', 'Nnaji', 'Ibe', 'Onwuka', 'Agu', 'Ezekwesili', 'Ubah', 'Nwafor'],
  ha: ['Bello', 'Abdullahi', 'Musa', 'Ɗanladi', 'Garba', 'Yusuf', 'Lawan', 'Shehu', 'Ibrahim', 'Sule', 'Gambo', 'Ƙwairanga', 'Tsafe', 'Ɗangote', 'Kabir', 'Bala', 'Idris', 'Wada', 'Mohammed', 'Adamu'],
  akan: ['Mensah', 'Boateng', 'Owusu', 'Asante', 'Ofori', 'Osei', 'Agyeman', 'Antwi', 'Darko', 'Amponsah', 'Frimpong', 'Appiah', 'Ansah', 'Sarpong', 'Adjei', 'Kyei', 'Gyasi', 'Acheampong', 'Nkansah', 'Opoku'],
  ewe: ['Agbenyega', 'Kpodo', 'Dzokoto', 'Amedzro', 'Gbedemah', 'Tetteh', 'Quaye', 'Lamptey', 'Ashong', 'Nortey', 'Kudjawu', 'Adzaho', 'Akpabli', 'Dogbe', 'Laryea', 'Quarshie'],
  ke: ['Mwangi', 'Kamau', 'Otieno', 'Wanjiku', 'Kiprop', 'Chepkoech', 'Wekesa', 'Mutiso', 'Ndungu', 'Onyango', 'Kimani', 'Njoroge', 'Koech', 'Owino', 'Mbugua', 'Nyaga', 'Rotich', 'Musyoka', 'Wambua', 'Salim', 'Ouma', 'Karanja', 'Kirui', 'Mohamed'],
  nguni: ['Dlamini', 'Nkosi', 'Mthembu', 'Zulu', 'Ndlovu', 'Khumalo', 'Mkhize', 'Ngcobo', 'Buthelezi', 'Cele', 'Mahlangu', 'Sithole', 'Gumede', 'Mabuza', 'Ntuli', 'Xaba', 'Mdlalose', 'Qwabe', 'Majola', 'Ngubane'],
  sotho: ['Mokoena', 'Molefe', 'Mofokeng', 'Nkoane', 'Letsie', 'Mokhothu', 'Ramokhele', 'Sekhonyana', 'Moloi', 'Tau', 'Phiri', 'Makhetha', 'Mothibeli', 'Lekhanya', 'Motaung', 'Sebe', 'Ramaphoko', 'Matšela'],
  af: ['van der Merwe', 'du Toit', 'Coetzee', 'Botha', 'Pretorius', 'van der Westhuizen', 'Steyn', 'le Roux', 'Nel', 'Venter', 'Viljoen', 'Kruger', 'Swanepoel', 'Oosthuizen', 'du Plessis', 'Fourie', 'Jansen van Rensburg', 'Erasmus', 'Cronjé', 'Marais'],
  uk: ["O'Sullivan", 'Fitzgerald-Jones', 'McAllister', 'Pritchard', 'Llewellyn', 'MacLeod', 'Ashworth', 'Greenhalgh', 'Featherstone', 'Thistlethwaite', 'Cartwright', 'Blackwood', 'Hargreaves', 'Penhaligon', "O'Donnell", 'Whitcombe', 'Ramsbottom', 'Urquhart', 'Trevelyan', 'Bellamy', 'Crossley', 'ap Rhys'],
  fr: ['Lefèvre', 'Dubois', 'Mercier', 'Girard', 'Bonnet', 'Rousseau', 'Fontaine', 'Chevalier', 'Lemaître', 'Faure', 'Gauthier', "N'Diaye", 'Diallo', 'Traoré', 'Koné', 'Ouédraogo', 'Moreau-Lévy', 'Deschamps'],
  de: ['Müller', 'Schröder', 'Großmann', 'Weiß', 'Köhler', 'Hoffmann', 'Schäfer', 'Krüger', 'Becker', 'Wagner', 'Jäger', 'Zimmermann', 'Yılmaz', 'von Stetten', 'Brandstätter', 'Lindqvist'],
  nl: ['de Vries', 'Janssen', 'van Dijk', 'Bakker', 'de Jong', 'Vermeulen', 'van den Berg', "'t Hart", 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'Claes'],
  pt: ['Gonçalves', 'Magalhães', 'Simões', 'Araújo', 'Conceição', 'Ferreira', 'Rodrigues', 'Sousa', 'Lopes', 'Carvalho', 'Fonseca', 'Pimentel', 'Azevedo', 'Brandão', 'Figueiredo', 'Mendonça'],
  eu: ['Kowalczyk', 'Wiśniewska', 'Dvořák', 'Nováková', 'Rossi', 'Bianchi', 'Núñez', 'Muñoz', 'Ionescu', 'Popescu', 'Papadopoulos', 'Christodoulou', 'Sørensen', 'Lindström', 'Nagy', 'Szabó', 'Zieliński', 'Horváth'],
  sa: ['Patel', 'Sharma', 'Chaudhary', 'Gill', 'Sandhu', 'Banerjee', 'Mukherjee', 'Iyer', 'Nair', 'Rahman', 'Chowdhury', 'Qureshi', 'Perera', 'Jayasuriya', 'Wickramasinghe', 'Malhotra', 'Reddy', 'Siddiqui', 'Bhattarai', 'Kapoor'],
  ea: ['Zhang', 'Wang', 'Li', 'Chen', 'Liu', 'Tanaka', 'Suzuki', 'Watanabe', 'Kim', 'Park', 'Choi', 'Nguyễn', 'Trần', 'Phạm', 'Huang', 'Yamamoto', 'Lim', 'Ho'],
  me: ['Al-Hashimi', 'Haddad', 'Khoury', 'Nasser', 'Al-Farsi', 'Mansour', 'Hosseini', 'Tehrani', 'Rostami', 'Abu-Zayd', 'El-Amin', 'Cohen', 'Levi', 'Saleh', 'Darwish', 'Karimi', 'Al-Qasimi', 'Bishara'],
};

/**
 * Given names that are also common words or places: the hard cases of issue 13 (`Blessing`, `Sunday`, `Hope`,
 * `Kenya`, `Florence`). A template asks for one with `person(region, true)`.
 */
export const WORD_NAMES2: readonly string[] = [
  'Hope', 'Precious', 'Memory', 'Blessing', 'Sunday', 'Winner', 'Gift', 'Patience', 'Comfort', 'Mercy', 'Godknows', 'Learnmore',
  'Loveness', 'Fortune', 'Goodluck', 'Favour', 'Peace', 'Innocent', 'Lucky', 'Wisdom', 'Happiness', 'Prosper', 'Given', 'Trust',
  'Princess', 'Marvellous', 'Miracle', 'Testimony', 'Clever', 'Kenya', 'Florence', 'Chelsea', 'Jordan', 'Paris', 'Sydney', 'Israel',
  'Victory', 'Friday', 'Monday', 'Divine',
];

export const MONTHS2 = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// ---------------------------------------------------------------------------------------------------------
// Places (and the organisations templates name beside them), by jurisdiction. Streets named after people,
// towns named after people, places that are also given names are here on purpose.
// ---------------------------------------------------------------------------------------------------------
const PLACES2: Record<Jurisdiction2, Record<PlaceKind2, readonly string[]>> = {
  NG: {
    city: ['Lagos', 'Ibadan', 'Enugu', 'Kano', 'Port Harcourt', 'Abeokuta', 'Onitsha', 'Jos', 'Kaduna', 'Owerri', 'Benin City', 'Ilorin', 'Calabar', 'Sokoto', 'Maiduguri', 'Abuja', 'Uyo', 'Akure', 'Aba', 'Zaria'],
    town: ['Nsukka', 'Ọ̀yọ́', 'Ilé-Ifẹ̀', 'Ogbomosho', 'Awka', 'Nnewi', 'Okigwe', 'Ijebu-Ode', 'Bida', 'Gusau', 'Keffi', 'Lokoja', 'Ikot Ekpene', 'Afikpo', 'Badagry', 'Epe', 'Ede', 'Iseyin'],
    village: ['Umuoji', 'Ihiala', 'Ogidi', 'Ezinifite', 'Igbo-Ora', 'Ọ̀fà', 'Dutsin-Ma', 'Kura', 'Ukpor', 'Amesi', 'Obosi', 'Ilobu'],
    area: ['Surulere', 'Ikeja', 'Yaba', 'Victoria Island', 'Lekki Phase 1', 'Ajegunle', 'Mushin', 'Ikorodu', 'Garki', 'Wuse 2', 'Maitama', 'Bodija', 'Sabon Gari', 'GRA', 'Trans-Ekulu', 'Rumuokoro', 'Ogba', 'Festac Town'],
    street: ['Obafemi Awolowo Way', 'Ahmadu Bello Way', 'Murtala Muhammed Way', 'Admiralty Way', 'Allen Avenue', 'Adetokunbo Ademola Crescent', 'Ogui Road', 'Aba Road', 'Bompai Road', 'Okpara Avenue', 'Awolowo Road', 'Ikwerre Road', 'Zik Avenue', 'Isaac John Street'],
    region: ['Lagos State', 'Enugu State', 'Kano State', 'Rivers State', 'Oyo State', 'Anambra State', 'Kaduna State', 'Imo State', 'Ogun State', 'Plateau State', 'Cross River State', 'Borno State', 'Kwara State', 'Akwa Ibom State'],
    water: ['River Niger', 'River Benue', 'Ogun River', 'Osun River', 'Lagos Lagoon', 'Kainji Lake', 'Cross River', 'Oguta Lake'],
    peak: ['Aso Rock', 'Olumo Rock', 'Obudu Plateau', 'Chappal Waddi', 'Idanre Hills', 'Zuma Rock'],
    country: ['Nigeria'],
    club: ['Enyimba', 'Kano Pillars', 'Rivers United', 'Shooting Stars', 'Enugu Rangers', 'Plateau United', 'Remo Stars', 'Kwara United', 'Lobi Stars', 'Sunshine Stars'],
    uni: ['Obafemi Awolowo University', 'Nnamdi Azikiwe University', 'Ahmadu Bello University', 'University of Ibadan', 'University of Nigeria, Nsukka', 'Bayero University Kano', 'Usmanu Danfodiyo University', 'Covenant University'],
    company: ['Zenith Bank', 'Dangote Cement', 'MTN Nigeria', 'Access Bank', 'Nigerian Breweries', 'Jumia', 'Flour Mills of Nigeria', 'Guaranty Trust Bank'],
    hospital: ['Lagos University Teaching Hospital', 'Aminu Kano Teaching Hospital', 'University College Hospital, Ibadan', 'Nnamdi Azikiwe University Teaching Hospital', 'Federal Medical Centre, Owerri'],
    radio: ['Wazobia FM', 'Cool FM', 'Raypower FM', 'Freedom Radio', 'Nigeria Info', 'Dream FM'],
    church: ["St Mary's Catholic Church", 'Redeemed Christian Church of God', 'Christ Apostolic Church', 'Holy Trinity Anglican Church', 'Deeper Life Bible Church'],
  },
  KE: {
    city: ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika', 'Malindi', 'Kitale', 'Nyeri', 'Machakos', 'Kakamega', 'Garissa', 'Meru', 'Kericho'],
    town: ['Naivasha', 'Nanyuki', 'Karatina', 'Busia', 'Homa Bay', 'Voi', 'Kilifi', 'Lamu', 'Isiolo', 'Marsabit', 'Bungoma', 'Kapsabet', 'Siaya', 'Webuye', 'Narok', 'Kajiado'],
    village: ['Nyangweso', 'Kaptagat', 'Iten', 'Gatundu', 'Kimilili', 'Mukuru', 'Ndhiwa', 'Sondu', 'Kibwezi', 'Maralal', 'Wundanyi', 'Othaya'],
    area: ['Kibera', 'Westlands', 'Eastleigh', 'Kilimani', 'Karen', 'Kawangware', 'Lavington', 'Nyali', 'Kileleshwa', 'Githurai', 'Umoja', 'Ruaka', 'Milimani', 'South B'],
    street: ['Moi Avenue', 'Kenyatta Avenue', 'Jomo Kenyatta Highway', 'Tom Mboya Street', 'Ngong Road', 'Haile Selassie Avenue', 'Oginga Odinga Street', 'Digo Road', 'Waiyaki Way', 'Muindi Mbingu Street', 'Biashara Street', 'Kimathi Street'],
    region: ['Kiambu County', 'Kisumu County', 'Nakuru County', 'Uasin Gishu County', 'Mombasa County', 'Machakos County', 'Kakamega County', 'Turkana County', 'Kilifi County', 'Nyeri County', 'Rift Valley', 'Western Kenya'],
    water: ['Lake Victoria', 'Lake Naivasha', 'Tana River', 'Athi River', 'Nzoia River', 'Mara River', 'Lake Turkana', 'Lake Nakuru'],
    peak: ['Mount Kenya', 'Mount Elgon', 'Ngong Hills', 'Aberdare Range', 'Mount Longonot', 'Taita Hills'],
    country: ['Kenya'],
    club: ['Gor Mahia', 'AFC Leopards', 'Tusker FC', 'Kakamega Homeboyz', 'Bandari', 'Nairobi City Stars', 'Kariobangi Sharks', 'Ulinzi Stars', 'Sofapaka'],
    uni: ['University of Nairobi', 'Moi University', 'Kenyatta University', 'Jomo Kenyatta University of Agriculture and Technology', 'Maseno University', 'Egerton University', 'Strathmore University'],
    company: ['Safaricom', 'Equity Bank', 'Kenya Power', 'KCB Bank', 'East African Breweries', 'Bidco Africa', 'Twiga Foods'],
    hospital: ['Kenyatta National Hospital', 'Moi Teaching and Referral Hospital', 'Jaramogi Oginga Odinga Teaching and Referral Hospital', 'Coast General Hospital', 'Aga Khan University Hospital'],
    radio: ['Radio Jambo', 'Radio Citizen', 'Kiss FM', 'Ramogi FM', 'Kameme FM', 'Radio Maisha'],
    church: ['All Saints Cathedral', 'PCEA St Andrews Church', 'Holy Family Basilica', 'Nairobi Chapel', 'ACK St Stephen\'s Church'],
  },
  GH: {
    city: ['Accra', 'Kumasi', 'Tamale', 'Takoradi', 'Cape Coast', 'Ho', 'Sunyani', 'Koforidua', 'Tema', 'Bolgatanga', 'Wa', 'Obuasi'],
    town: ['Winneba', 'Techiman', 'Nkawkaw', 'Hohoe', 'Keta', 'Akim Oda', 'Kintampo', 'Aflao', 'Elmina', 'Mampong', 'Yendi', 'Berekum', 'Dambai', 'Navrongo'],
    village: ['Abetifi', 'Akropong', 'Nkoranza', 'Amedzofe', 'Bonwire', 'Larabanga', 'Kpando', 'Anomabo', 'Ejisu', 'Wli', 'Tongo', 'Nsawam'],
    area: ['Osu', 'Labone', 'Adabraka', 'Madina', 'Nima', 'East Legon', 'Dansoman', 'Kaneshie', 'Bantama', 'Asokwa', 'Adum', 'Teshie', 'Dzorwulu', 'Airport Residential Area'],
    street: ['Kwame Nkrumah Avenue', 'Oxford Street', 'Liberation Road', 'Independence Avenue', 'Ring Road Central', 'Kojo Thompson Road', 'Prempeh II Street', 'Harper Road', 'Castle Road', 'Lagos Avenue', 'Spintex Road'],
    region: ['Ashanti Region', 'Greater Accra Region', 'Volta Region', 'Northern Region', 'Central Region', 'Western Region', 'Eastern Region', 'Bono Region', 'Upper East Region', 'Oti Region'],
    water: ['Lake Volta', 'Lake Bosomtwe', 'Volta River', 'Pra River', 'Ankobra River', 'Densu River', 'White Volta'],
    peak: ['Mount Afadjato', 'Kwahu Plateau', 'Shai Hills', 'Atewa Range', 'Aburi Hills'],
    country: ['Ghana'],
    club: ['Asante Kotoko', 'Accra Hearts of Oak', 'Medeama', 'Dreams FC', 'Aduana Stars', 'Berekum Chelsea', 'Legon Cities', 'Bechem United'],
    uni: ['University of Ghana', 'Kwame Nkrumah University of Science and Technology', 'University of Cape Coast', 'Ashesi University', 'University for Development Studies'],
    company: ['Ghana Commercial Bank', 'MTN Ghana', 'Cocoa Processing Company', 'Ecobank Ghana', 'Melcom', 'Ghana Water Company'],
    hospital: ['Korle Bu Teaching Hospital', 'Komfo Anokye Teaching Hospital', 'Tamale Teaching Hospital', 'Ridge Hospital', 'Cape Coast Teaching Hospital'],
    radio: ['Joy FM', 'Peace FM', 'Citi FM', 'Adom FM', 'Luv FM', 'Radio Gold'],
    church: ['Christ the King Church', 'Presbyterian Church of Ghana', 'Church of Pentecost', 'Wesley Methodist Cathedral', 'Ebenezer Presbyterian Church'],
  },
  ZA: {
    city: ['Johannesburg', 'Durban', 'Cape Town', 'Pretoria', 'Gqeberha', 'Bloemfontein', 'Pietermaritzburg', 'East London', 'Polokwane', 'Mbombela', 'Kimberley', 'Rustenburg', 'Stellenbosch', 'Mthatha'],
    town: ['Graaff-Reinet', 'Oudtshoorn', 'Ladysmith', 'Richards Bay', 'Makhanda', 'Harrismith', 'Beaufort West', 'Worcester', 'Paarl', 'Upington', 'Queenstown', 'Standerton', 'Vryheid', 'Knysna', 'Kuruman'],
    village: ['Qunu', 'Nqutu', 'Tsolo', 'Hogsback', 'Clarens', 'Nieu-Bethesda', 'Kwa-Nobuhle', 'Matatiele', 'Ga-Rankuwa', 'Riebeek-Kasteel'],
    area: ['Soweto', 'Sandton', 'Khayelitsha', 'Umlazi', 'KwaMashu', 'Alexandra', 'Sea Point', 'Tembisa', 'Mamelodi', 'Rosebank', 'Observatory', 'Hillbrow', 'Berea', 'Gugulethu', 'Mitchells Plain'],
    street: ['Nelson Mandela Drive', 'Steve Biko Road', 'Albertina Sisulu Road', 'Beyers Naudé Drive', 'Jan Smuts Avenue', 'Vilakazi Street', 'Long Street', 'Florida Road', 'Church Street', 'Anton Lembede Street', 'Dr Pixley KaSeme Street', 'Bree Street'],
    region: ['Gauteng', 'KwaZulu-Natal', 'Western Cape', 'Eastern Cape', 'Free State', 'Limpopo', 'Mpumalanga', 'North West', 'Northern Cape', 'Karoo'],
    water: ['Orange River', 'Vaal River', 'Thukela River', 'Limpopo River', 'Sundays River', 'Gariep Dam', 'Breede River', 'Umgeni River'],
    peak: ['Table Mountain', 'Drakensberg', 'Magaliesberg', 'Lion\'s Head', 'Cathedral Peak', 'Sani Pass'],
    country: ['South Africa'],
    club: ['Kaizer Chiefs', 'Orlando Pirates', 'Mamelodi Sundowns', 'Cape Town City', 'Stellenbosch FC', 'AmaZulu', 'Polokwane City', 'Golden Arrows', 'Chippa United'],
    uni: ['University of the Witwatersrand', 'University of KwaZulu-Natal', 'Stellenbosch University', 'Nelson Mandela University', 'University of Cape Town', 'Walter Sisulu University', 'Rhodes University'],
    company: ['Sasol', 'Shoprite', 'Standard Bank', 'Vodacom', 'Capitec Bank', 'Eskom', 'Pick n Pay'],
    hospital: ['Chris Hani Baragwanath Academic Hospital', 'Groote Schuur Hospital', 'Inkosi Albert Luthuli Central Hospital', 'Charlotte Maxeke Johannesburg Academic Hospital', 'Tygerberg Hospital'],
    radio: ['Ukhozi FM', 'Lesedi FM', 'Metro FM', 'Jacaranda FM', 'RSG', 'Umhlobo Wenene FM'],
    church: ['Regina Mundi Church', 'Zion Christian Church', 'Nederduitse Gereformeerde Kerk', "St George's Cathedral", 'Methodist Church of Southern Africa'],
  },
  GB: {
    city: ['Manchester', 'Leeds', 'Bristol', 'Cardiff', 'Glasgow', 'Belfast', 'Birmingham', 'Sheffield', 'Newcastle upon Tyne', 'Swansea', 'Aberdeen', 'Norwich', 'Leicester', 'Liverpool', 'Edinburgh', 'Plymouth'],
    town: ['Todmorden', 'Hebden Bridge', 'Llandudno', 'Bangor', 'Stornoway', 'Penzance', 'Whitby', 'Hexham', 'Machynlleth', 'Kirkwall', 'Enniskillen', 'Skipton', 'Ludlow', 'Morecambe', 'Hope', 'Ashby-de-la-Zouch'],
    village: ['Grassington', 'Betws-y-Coed', 'Portmeirion', 'Ballintoy', 'Ullapool', 'Mousehole', 'Hathersage', 'Goathland', 'Aberdaron', 'Luss'],
    area: ['Chelsea', 'Moss Side', 'Brixton', 'Headingley', 'Easton', 'Splott', 'Govan', 'Handsworth', 'Jesmond', 'Toxteth', 'Leith', 'Peckham', 'Southall', 'Sparkbrook'],
    street: ['Kingsway', 'Victoria Street', 'Gladstone Road', 'Albert Road', 'Princes Street', 'Deansgate', 'Sauchiehall Street', 'Queen Street', 'Wilmslow Road', 'Stokes Croft', 'Cowley Road', 'Lord Street'],
    region: ['Yorkshire', 'Greater Manchester', 'Cornwall', 'Gwynedd', 'Highlands', 'County Antrim', 'Lancashire', 'Northumberland', 'Powys', 'West Midlands', 'Fife', 'Derbyshire'],
    water: ['River Thames', 'River Severn', 'River Tyne', 'River Wharfe', 'Loch Lomond', 'River Mersey', 'Lough Neagh', 'River Taff', 'Windermere'],
    peak: ['Ben Nevis', 'Snowdon', 'Scafell Pike', 'Pen y Fan', 'Slieve Donard', 'Helvellyn', 'Kinder Scout'],
    country: ['England', 'Wales', 'Scotland', 'Northern Ireland'],
    club: ['Chelsea', 'Leeds United', 'Bristol Rovers', 'Hibernian', 'Swansea City', 'Norwich City', 'Forest Green Rovers', 'Plymouth Argyle', 'Aberdeen', 'Linfield'],
    uni: ['University of Leeds', 'Cardiff University', 'University of Glasgow', "Queen's University Belfast", 'University of Manchester', 'SOAS University of London', 'Bangor University'],
    company: ['Northgate Logistics Ltd', 'Pennine Water Services', 'Barclays', 'Tesco', 'Greggs', 'Severn Trent', 'Co-operative Bank'],
    hospital: ['John Radcliffe Hospital', 'Royal Victoria Infirmary', 'Queen Elizabeth Hospital Birmingham', "St Thomas' Hospital", 'University Hospital of Wales', 'Ninewells Hospital'],
    radio: ['BBC Radio Leeds', 'BBC Radio Cymru', 'Radio Scotland', 'Capital Manchester', 'Sunrise Radio', 'BBC Radio Ulster'],
    church: ["St Anne's Cathedral", 'Central Methodist Church', 'Holy Trinity Church', 'Elim Pentecostal Church', "St Mary's Church"],
  },
  EU: {
    city: ['Lyon', 'Marseille', 'Hamburg', 'Leipzig', 'Rotterdam', 'Utrecht', 'Porto', 'Coimbra', 'Antwerpen', 'Liège', 'Kraków', 'Brno', 'Bologna', 'Sevilla', 'Florence', 'Paris', 'Cluj-Napoca', 'Thessaloniki'],
    town: ['Sète', 'Annecy', 'Lübeck', 'Görlitz', 'Delft', 'Zwolle', 'Braga', 'Évora', 'Brugge', 'Dinant', 'Zakopane', 'Český Krumlov', 'Siena', 'Ronda', 'Galway', 'Kinsale'],
    village: ['Giethoorn', 'Hallstatt', 'Monsaraz', 'Rothenburg ob der Tauber', 'Èze', 'Durbuy', 'Óbidos', 'Riquewihr', 'Colmar'],
    area: ['Croix-Rousse', 'Sankt Pauli', 'Kreuzberg', 'Jordaan', 'De Pijp', 'Alfama', 'Ribeira', 'Molenbeek', 'Kazimierz', 'Trastevere', 'Belleville', 'Ehrenfeld'],
    street: ['Rue Jean Jaurès', 'Avenue Victor Hugo', 'Karl-Marx-Allee', 'Boulevard Anspach', 'Rua Augusta', 'Kalverstraat', 'Coolsingel', 'Königsallee', 'Rue de la République', 'Avenida da Liberdade', 'Meir', 'ulica Floriańska'],
    region: ['Bretagne', 'Bayern', 'Noord-Holland', 'Algarve', 'Wallonie', 'Małopolska', 'Toscana', 'Andalucía', 'Provence', 'Sachsen', 'Limburg', 'Minho'],
    water: ['Rhine', 'Danube', 'Meuse', 'Douro', 'Tejo', 'Loire', 'Elbe', 'Lake Constance', 'Lac Léman', 'IJsselmeer', 'Vistula'],
    peak: ['Mont Blanc', 'Zugspitze', 'Serra da Estrela', 'Vaalserberg', 'Mont Ventoux', 'Tatra Mountains', 'Brocken'],
    country: ['France', 'Germany', 'Netherlands', 'Belgium', 'Portugal', 'Poland', 'Spain', 'Italy', 'Ireland', 'Austria', 'Czechia', 'Greece'],
    club: ['Ajax', 'Feyenoord', 'PSV', 'Olympique Lyonnais', 'Borussia Dortmund', 'Benfica', 'Sporting CP', 'Standard Liège', 'FC Porto', 'Werder Bremen'],
    uni: ['Erasmus Universiteit Rotterdam', 'Humboldt-Universität zu Berlin', 'Universidade de Coimbra', 'Université Lumière Lyon 2', 'KU Leuven', 'Uniwersytet Jagielloński'],
    company: ['Philips', 'Deutsche Bahn', 'TAP Air Portugal', 'Carrefour', 'Rabobank', 'Siemens', 'Galp'],
    hospital: ['Charité', 'Hôpital Édouard Herriot', 'Erasmus MC', 'Hospital de Santa Maria', 'Universitätsklinikum Hamburg-Eppendorf'],
    radio: ['France Inter', 'Radio 1', 'Antena 1', 'Deutschlandfunk', 'RTBF La Première', 'NPO Radio 2'],
    church: ['Sint-Baafskathedraal', 'Westerkerk', 'Igreja de São Roque', 'Frauenkirche', 'Église Saint-Sulpice'],
  },
};

/** Per jurisdiction, the naming traditions its people are drawn from when a template does not name one. */
const REGIONS2: Record<Jurisdiction2, readonly Region2[]> = {
  NG: ['yo', 'ig', 'ha'],
  KE: ['ke'],
  GH: ['akan', 'ewe'],
  ZA: ['nguni', 'sotho', 'af'],
  GB: ['uk', 'uk', 'sa', 'me', 'ea', 'yo', 'akan'],
  EU: ['fr', 'de', 'nl', 'pt', 'eu', 'me'],
};

/** The European Parliament's country codes, as its verbatim reports print them after a member's group. */
const EU_CODE: Record<string, string> = {
  France: 'FR', Germany: 'DE', Netherlands: 'NL', Belgium: 'BE', Portugal: 'PT', Poland: 'PL', Spain: 'ES', Italy: 'IT', Ireland: 'IE', Austria: 'AT', Czechia: 'CZ', Greece: 'EL',
};
/** How a family history names an elder, by jurisdiction (a title, never in the PER span). */
const ELDER_TITLE: Record<Jurisdiction2, readonly string[]> = {
  NG: ['Chief', 'Pa', 'Elder', 'Alhaji'],
  KE: ['Mzee', 'Elder'],
  GH: ['Opanyin', 'Elder', 'Togbe'],
  ZA: ['Ntate', 'Baba', 'Oupa'],
  GB: ['Mr'],
  EU: ['M.'],
};
/** Mosques, by jurisdiction (ORG, like a church). */
const MOSQUES: Record<Jurisdiction2, readonly string[]> = {
  NG: ['Lagos Central Mosque', 'Abuja National Mosque', 'Kano Central Mosque', 'Ilorin Central Mosque'],
  KE: ['Jamia Mosque', 'Masjid Riyadha', 'Mombasa Jamia Mosque', 'Kisumu Jamia Mosque'],
  GH: ['Accra Central Mosque', 'Kumasi Central Mosque', 'Ghana National Mosque'],
  ZA: ['Grey Street Mosque', 'Nizamiye Mosque', 'Auwal Mosque'],
  GB: ['Leeds Grand Mosque', 'Manchester Central Mosque', 'East London Mosque', 'Glasgow Central Mosque'],
  EU: ['Grande Mosquée de Lyon', 'Essalam-moskee', 'Mesquita Central de Lisboa'],
};
/** Given names the notices give an imam (the office is held by men). */
const IMAM_GIVEN = ['Abdullahi', 'Musa', 'Ibrahim', 'Yusuf', 'Omar', 'Khalid', 'Tariq', 'Imran', 'Farhan', 'Samir', 'Karim', 'Bashir', 'Sani', 'Abubakar'];

/** Places beyond the six jurisdictions: the rest of Africa, Asia, the Middle East, the Americas. */
export const WORLD: Record<'city' | 'country', readonly string[]> = {
  city: ['Kigali', 'Kampala', 'Dar es Salaam', 'Addis Ababa', 'Lusaka', 'Harare', 'Bulawayo', 'Gaborone', 'Maseru', 'Lilongwe', 'Dakar', 'Abidjan', 'Lomé', 'Cotonou', 'Ouagadougou', 'Freetown', 'Mumbai', 'Dhaka', 'Lahore', 'Colombo', 'Kathmandu', 'Osaka', 'Busan', 'Guangzhou', 'Hà Nội', 'Dubai', 'Doha', 'Amman', 'Beirut', 'Muscat', 'Toronto', 'Houston', 'São Paulo', 'Luanda', 'Maputo'],
  country: ['Rwanda', 'Uganda', 'Tanzania', 'Zambia', 'Zimbabwe', 'Botswana', 'Lesotho', 'Eswatini', 'Malawi', 'Senegal', "Côte d'Ivoire", 'Togo', 'Benin', 'Sierra Leone', 'India', 'Pakistan', 'Bangladesh', 'Sri Lanka', 'Japan', 'South Korea', 'Vietnam', 'Qatar', 'Jordan', 'Lebanon', 'Oman', 'Canada', 'Brazil', 'Mozambique'],
};

/** Organisations named after a person (ORG, never PER) and places named after one (LOC, never PER). */
export const ORG_AFTER_PERSON2: readonly string[] = [
  'Obafemi Awolowo University', 'Nnamdi Azikiwe University', 'Ahmadu Bello University', 'Usmanu Danfodiyo University', 'Aminu Kano Teaching Hospital',
  'Nnamdi Azikiwe University Teaching Hospital', 'Moi University', 'Kenyatta University', 'Jomo Kenyatta University of Agriculture and Technology',
  'Kenyatta National Hospital', 'Moi Teaching and Referral Hospital', 'Jaramogi Oginga Odinga Teaching and Referral Hospital',
  'Kwame Nkrumah University of Science and Technology', 'Komfo Anokye Teaching Hospital', 'Chris Hani Baragwanath Academic Hospital',
  'Inkosi Albert Luthuli Central Hospital', 'Charlotte Maxeke Johannesburg Academic Hospital', 'Nelson Mandela University', 'Walter Sisulu University',
  'Humboldt-Universität zu Berlin', 'Hôpital Édouard Herriot', 'Erasmus Universiteit Rotterdam', 'Queen Elizabeth Hospital Birmingham', 'John Radcliffe Hospital',
];
export const LOC_AFTER_PERSON2: readonly string[] = [
  'Port Harcourt', 'Obafemi Awolowo Way', 'Ahmadu Bello Way', 'Murtala Muhammed Way', 'Adetokunbo Ademola Crescent', 'Okpara Avenue', 'Zik Avenue',
  'Isaac John Street', 'Moi Avenue', 'Kenyatta Avenue', 'Jomo Kenyatta Highway', 'Tom Mboya Street', 'Haile Selassie Avenue', 'Oginga Odinga Street',
  'Kimathi Street', 'Kwame Nkrumah Avenue', 'Kojo Thompson Road', 'Prempeh II Street', 'Johannesburg', 'Pietermaritzburg', 'Graaff-Reinet',
  'Nelson Mandela Drive', 'Steve Biko Road', 'Albertina Sisulu Road', 'Beyers Naudé Drive', 'Jan Smuts Avenue', 'Vilakazi Street', 'Anton Lembede Street',
  'Dr Pixley KaSeme Street', 'Kingsway', 'Victoria Street', 'Gladstone Road', 'Albert Road', 'Rue Jean Jaurès', 'Avenue Victor Hugo', 'Karl-Marx-Allee',
  'Boulevard Anspach', 'Lake Victoria', 'Witte de Withstraat', 'Van Baerlestraat', 'Schillerstraße', 'Goethestraße', 'Rua Garrett',
];

export const HELDOUT2_LISTS: NerLists<Jurisdiction2, Region2, Record<PlaceKind2, readonly string[]>> = {
  given: GIVEN2,
  surname: SURNAME2,
  wordNames: WORD_NAMES2,
  places: PLACES2,
  regionsOf: REGIONS2,
  months: MONTHS2,
  loc: LOC,
  org: ORG,
};

/** Places of the European languages the set writes in, for templates written in that language. */
const EU_LANG: Record<'fr' | 'de' | 'nl' | 'pt', Record<'city' | 'town' | 'street' | 'region' | 'country' | 'area', readonly string[]>> = {
  fr: {
    city: ['Lyon', 'Marseille', 'Liège', 'Paris', 'Nantes', 'Toulouse', 'Bordeaux', 'Montpellier'],
    town: ['Sète', 'Annecy', 'Dinant', 'Colmar', 'Namur', 'Arles', 'Saint-Malo'],
    street: ['Rue Jean Jaurès', 'Avenue Victor Hugo', 'Boulevard Anspach', 'Rue de la République', 'Rue Sainte-Catherine'],
    region: ['Bretagne', 'Provence', 'Wallonie', 'Occitanie', 'Normandie'],
    country: ['France', 'Belgique', 'Sénégal', 'Suisse', "Côte d'Ivoire"],
    area: ['Croix-Rousse', 'Belleville', 'Molenbeek', 'Le Panier', 'Saint-Michel'],
  },
  de: {
    city: ['Hamburg', 'Leipzig', 'München', 'Köln', 'Wien', 'Dresden', 'Düsseldorf'],
    town: ['Lübeck', 'Görlitz', 'Tübingen', 'Bamberg', 'Garmisch-Partenkirchen'],
    street: ['Karl-Marx-Allee', 'Königsallee', 'Schillerstraße', 'Goethestraße', 'Friedrichstraße'],
    region: ['Bayern', 'Sachsen', 'Schleswig-Holstein', 'Tirol', 'Nordrhein-Westfalen'],
    country: ['Deutschland', 'Österreich', 'Schweiz'],
    area: ['Sankt Pauli', 'Kreuzberg', 'Ehrenfeld', 'Altona'],
  },
  nl: {
    city: ['Rotterdam', 'Utrecht', 'Antwerpen', 'Groningen', 'Eindhoven', 'Gent', 'Amsterdam'],
    town: ['Delft', 'Zwolle', 'Brugge', 'Maastricht', 'Leeuwarden', 'Hoorn'],
    street: ['Kalverstraat', 'Coolsingel', 'Meir', 'Oudegracht', 'Witte de Withstraat', 'Van Baerlestraat'],
    region: ['Noord-Holland', 'Limburg', 'Friesland', 'Zeeland', 'Vlaanderen'],
    country: ['Nederland', 'België', 'Suriname'],
    area: ['Jordaan', 'De Pijp', 'Kralingen', 'Lombok', 'Borgerhout'],
  },
  pt: {
    city: ['Porto', 'Coimbra', 'Lisboa', 'Braga', 'Faro', 'Luanda', 'Maputo'],
    town: ['Évora', 'Óbidos', 'Tavira', 'Guimarães', 'Sintra', 'Viseu'],
    street: ['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Avenida dos Aliados', 'Rua Garrett'],
    region: ['Algarve', 'Minho', 'Alentejo', 'Trás-os-Montes', 'Madeira'],
    country: ['Portugal', 'Angola', 'Moçambique', 'Brasil', 'Cabo Verde'],
    area: ['Alfama', 'Ribeira', 'Mouraria', 'Baixa', 'Foz do Douro'],
  },
};

// ---------------------------------------------------------------------------------------------------------
// Ways a name is written.
// ---------------------------------------------------------------------------------------------------------
/** The first letter of a name with its marks (`Ọ̀` of `Ọ̀ṣun`), for an initial. */
const first = (s: string): string => /^\p{L}\p{M}*/u.exec(s)?.[0] ?? s.slice(0, 1);
const gs = (p: NerPerson): string => `${p.given} ${p.surname}`;
const full = (p: NerPerson): string => (p.middle ? `${p.given} ${p.middle} ${p.surname}` : gs(p));
/** `C. Okafor`, or `C.N. Okafor` with a middle name. */
const initials = (p: NerPerson): string => `${first(p.given)}.${p.middle ? `${first(p.middle)}.` : ''} ${p.surname}`;
/** A reference-list author: `Okafor, C. N.` (the last initial's full stop is part of the span). */
const cite = (p: NerPerson): string => `${p.surname}, ${first(p.given)}.${p.middle ? ` ${first(p.middle)}.` : ''}`;
const upper = (s: string): string => s.toLocaleUpperCase('en-GB');
/** A surname at the start of a sentence (`van der Merwe` → `Van der Merwe`). */
const cap = (s: string): string => s.charAt(0).toLocaleUpperCase('en-GB') + s.slice(1);
/** An isiZulu noun-class prefix glued to a name: `uSipho`, `u-Ayanda`. */
const zu = (prefix: string, name: string): string => `${prefix}${/^[AEIOU]/u.test(name) ? '-' : ''}${name}`;
/** East Asian order, surname first, as the person writes it. */
const eastAsian = (p: NerPerson): string => `${p.surname} ${p.given}`;
/** A person of `region`, written in the order that region writes names. */
const named = (p: NerPerson, region: Region2): string => (region === 'ea' ? eastAsian(p) : gs(p));
const handle = (p: NerPerson): string => `@${p.given.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase()}_${p.surname.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase().slice(0, 6)}`;
const hashtag = (place: string): string => `#${place.normalize('NFD').replace(/[^A-Za-z]/g, '')}`;
const time = (c: Ctx2): string => `${String(c.int(5, 21)).padStart(2, '0')}:${c.pick(['00', '15', '30', '45'])}`;
const phone = (c: Ctx2): string => `0${c.int(700, 909)} ${c.int(100, 999)} ${c.int(1000, 9999)}`;
const eu = (c: Ctx2, lang: 'fr' | 'de' | 'nl' | 'pt', kind: keyof (typeof EU_LANG)['fr']): string => LOC(c.pick(EU_LANG[lang][kind]));
const world = (c: Ctx2, kind: 'city' | 'country'): string => LOC(c.pick(WORLD[kind]));

/** Naming traditions in which given names that are English words are common (`Precious`, `Godknows`, `Sunday`). */
const WORDY: ReadonlySet<Region2> = new Set(['yo', 'ig', 'akan', 'ewe', 'ke', 'nguni', 'sotho']);
const givenSeen = new WeakMap<Ctx2, Set<string>>();
/** A fresh person whose given name is not yet used in this text either (two `Puleng`s in one SMS read as one). */
const person = (c: Ctx2, region?: Region2, wordName?: boolean): NerPerson => {
  const seen = givenSeen.get(c) ?? new Set<string>();
  givenSeen.set(c, seen);
  for (;;) {
    // Unless a template says, one person in seven of the traditions that give word names (`Blessing`, `Memory`) has one.
    const r = region ?? c.pick(REGIONS2[c.j]);
    const p = c.person(r, wordName ?? (WORDY.has(r) && c.int(0, 6) === 0));
    if (seen.has(p.given)) continue;
    seen.add(p.given);
    return p;
  }
};

const T = (genre: string, lang: string, fills: number, make: (c: Ctx2) => string, js?: readonly Jurisdiction2[]): Heldout2Template =>
  js ? { genre, lang, fills, make, js } : { genre, lang, fills, make };

const AFRICA: readonly Jurisdiction2[] = ['NG', 'KE', 'GH', 'ZA'];
/** A river takes the article, a lake or loch named `Lake …` does not: `the River Benue`, `Lake Volta`. */
const theWater = (c: Ctx2): string => {
  const w = c.raw('water');
  return /^(Lake|Loch|Lough|Lac) |^Windermere$/u.test(w) ? LOC(w) : `the ${LOC(w)}`;
};
/** English county cricket sides: named after a county (ORG here, the county itself is LOC elsewhere). */
const COUNTIES = ['Yorkshire', 'Lancashire', 'Glamorgan', 'Durham', 'Somerset', 'Derbyshire', 'Northamptonshire', 'Kent'];
/** Afrikaans names of mountains and rivers, as an Afrikaans text writes them. */
const AF_PEAKS = ['Drakensberg', 'Magaliesberg', 'Swartberg', 'Cederberg'];
const AF_RIVERS = ['Vaalrivier', 'Oranjerivier', 'Breërivier', 'Gamtoosrivier', 'Olifantsrivier'];
/** Languages spoken in each jurisdiction, named in notices (a language is never LOC). */
const SPOKEN: Record<Jurisdiction2, readonly string[]> = {
  NG: ['Yorùbá', 'Igbo', 'Hausa', 'Pidgin'],
  KE: ['Swahili', 'Dholuo', 'Kikuyu'],
  GH: ['Twi', 'Ewe', 'Ga', 'Fante'],
  ZA: ['isiZulu', 'Sesotho', 'Afrikaans', 'isiXhosa'],
  GB: ['Welsh', 'Punjabi', 'Polish'],
  EU: ['French', 'Dutch', 'Portuguese'],
};

/** A constituency named after a place (LOC), as each parliament names its seats. */
function seat(c: Ctx2): string {
  if (c.j === 'GB' || c.j === 'KE') return `${c.raw('city')} ${c.pick(['North', 'South', 'East', 'West', 'Central'])}`;
  if (c.j === 'NG') return `${c.raw('region').replace(/ State$/u, '')} ${c.pick(['North', 'South', 'Central'])}`;
  return c.raw('area');
}

const HANSARD: Heldout2Template[] = [
  T('hansard', 'en', 9, (c) => {
    const a = person(c);
    const b = person(c);
    const d = person(c);
    const s1 = seat(c);
    const s2 = seat(c);
    const speaker = c.j === 'KE' ? 'Hon. Speaker' : c.j === 'NG' ? 'Mr President' : 'Mr Speaker';
    return `${PER(gs(a))} (${LOC(s1)}): ${speaker}, what assessment has the Minister made of the flooding along ${theWater(c)}? Families in ${c.L('town')} and ${c.L('village')} have been without clean water since ${c.pick(MONTHS2)}.

The Minister of State (${PER(full(b))}): I thank the hon. Member for ${LOC(s1)} for her question. I visited ${c.L('town')} on Friday with officials of ${c.O('company')}, and the pumping station on ${c.L('street')} will reopen within the month.

${PER(gs(d))} (${LOC(s2)}): Will the Minister meet me and the residents' association of ${c.L('area')}?

${PER(b.surname)}: I would be happy to.`;
  }, ['GB', 'KE', 'NG', 'GH']),
  T('hansard', 'en', 8, (c) => {
    const a = person(c);
    const b = person(c, undefined, true);
    const m = person(c);
    const s1 = seat(c);
    return `QUESTIONS TO THE MINISTER FOR EDUCATION

${PER(upper(gs(a)))} (${LOC(s1)}) asked the Minister how many classrooms in ${c.L('region')} remain without desks.

The Minister (${PER(gs(m))}): As of ${c.date()}, ${c.int(40, 900)} classrooms. Contractors started work in ${c.L('city')} and ${c.L('town')} this term. The hon. Member will know that the school at ${c.L('village')}, where ${PER(gs(b))} is head teacher, was the first to be finished.

${PER(a.surname)}: Is the Minister aware that pupils in ${c.L('village')} still walk to the next town to sit examinations?`;
  }, ['GB', 'KE', 'NG', 'GH', 'ZA']),
  T('hansard', 'en', 6, (c) => {
    const a = person(c);
    const b = person(c);
    return `Committee of Supply — Vote ${c.int(10, 60)} (${c.O('company')} grant).

Question put.

${PER(gs(a))}: On a point of order. The Member opposite referred to the people of ${c.L('region')} as "squatters". I ask that the word be withdrawn.

The Deputy Speaker: The hon. Member for ${LOC(seat(c))}, ${PER(gs(b))}, will withdraw.

${PER(b.surname)}: I withdraw.`;
  }, ['GB', 'KE', 'NG', 'GH']),
  T('hansard', 'en', 5, (c) => {
    const a = person(c);
    const b = person(c);
    const m = person(c);
    return `NATIONAL ASSEMBLY — MINISTERIAL QUESTIONS

Ms ${PER(gs(a))} (${c.pick(['ANC', 'DA', 'EFF', 'IFP'])}) asked the Minister of Water and Sanitation whether the taps in ${c.L('area')} and ${c.L('village')} will be working before winter.

The MINISTER (${PER(upper(gs(m)))}): Deputy Speaker, the reservoir above ${c.L('town')} is at ${c.int(12, 60)}% and tankers from ${c.L('city')} are on the way.

Mr ${PER(gs(b))}: Will the Minister visit ${c.L('region')} herself?

The MINISTER: I will go on Monday, hon ${PER(b.surname)}.`;
  }, ['ZA']),
  T('hansard', 'en', 5, (c) => {
    const a = person(c, c.pick(['fr', 'de', 'nl', 'pt', 'eu'] as const));
    const b = person(c, c.pick(['fr', 'de', 'nl', 'pt', 'eu'] as const));
    const country = c.raw('country');
    return `European Parliament — debate on rural rail lines

${PER(gs(a))} (Renew, ${EU_CODE[country] ?? 'EU'}). – Madam President, the line from ${c.L('town')} to ${c.L('city')} closed last year. People in ${c.L('region')} now drive two hours to a hospital. I ask the Commission: will the cohesion funds reach ${country === 'Netherlands' ? 'the ' : ''}${LOC(country)}?

${PER(gs(b))} (S&D). – I agree with my colleague ${PER(a.surname)}. In ${c.L('village')} the last train ran in ${c.int(1990, 2015)}.`;
  }, ['EU']),
  T('hansard', 'en', 7, (c) =>
    c.pick([
      `Question put and agreed to.\n\nResolved, That the Bill be now read a Second time.\n\nBill committed to a Committee of the whole House.`,
      `The House adjourned at ${time(c)} pm until Tuesday at half-past two o'clock.`,
      `Motion made, and Question proposed, That this House do now adjourn.—(The Chief Whip.)\n\nThe Deputy Speaker: Order. The sitting is suspended for ten minutes.`,
      `Division No. ${c.int(40, 300)}. Ayes ${c.int(100, 300)}, Noes ${c.int(100, 300)}. Question accordingly agreed to. The Clerk read the Orders of the Day.`,
      `Bill read a Third time and passed, with amendments. Lords amendments to be considered tomorrow.`,
      `The Speaker: I have a short statement. Members will have seen the notice about access to the building during the works. I will not take points of order on it now.`,
    ]),
  ),
  T('hansard', 'sw', 5, (c) => {
    const a = person(c, 'ke');
    const b = person(c, 'ke');
    return `${PER(gs(a))} (${LOC(seat(c))}): Mheshimiwa Spika, naomba kumuuliza Waziri kwa nini barabara ya kutoka ${c.L('town')} hadi ${c.L('city')} haijakamilika. Wananchi wa ${c.L('village')} wanateseka sana wakati wa mvua.

Waziri wa Barabara (${PER(gs(b))}): Mheshimiwa Spika, kazi itaanza mwezi ujao. Mwanakandarasi, ${c.O('company')}, amelipwa sehemu ya kwanza.`;
  }, ['KE']),
];

const MINUTES: Heldout2Template[] = [
  T('minutes', 'en', 8, (c) => {
    const chair = person(c);
    const p1 = person(c);
    const p2 = person(c, undefined, true);
    const ap = person(c);
    const roll = c.pick([`${PER(`${p1.surname}, ${p1.given}`)}; ${PER(`${p2.surname}, ${p2.given}`)}`, `${PER(`${upper(p1.surname)} ${p1.given}`)}, ${PER(`${upper(p2.surname)} ${p2.given}`)}`]);
    return `MINUTES OF THE ${ORG(`${upper(c.raw('area'))} RESIDENTS' ASSOCIATION`)}, held at the community hall, ${c.L('street')}, on ${c.date()}

Present: Cllr ${PER(gs(chair))} (Chair); ${roll}
Apologies: ${PER(initials(ap))}

1. The minutes of the last meeting were agreed.
2. Drainage. The Chair reported that the council engineer will inspect the culvert near ${theWater(c)} before the rains. ${PER(p1.given)} asked that the bridge to ${c.L('village')} be included.
3. Any other business. None.`;
  }),
  T('minutes', 'en', 7, (c) => {
    const a = person(c);
    const b = person(c);
    const d = person(c);
    return `${c.O('uni')} — Ethics Committee, minutes of meeting ${c.int(3, 40)}/${c.int(2019, 2024)}

Attendance: Prof. ${PER(full(a))} (chair), Dr ${PER(gs(b))}, ${PER(gs(d))} (lay member).

Item 4: Application for a household survey in ${c.L('town')} and ${c.L('village')}. The committee asked that consent forms be translated and that no respondent's name be recorded. Dr ${PER(b.surname)} will write to the applicant.

Action: ${PER(initials(d))} to confirm the date of the next meeting.`;
  }),
  T('minutes', 'nl', 6, (c) => {
    const a = person(c, 'nl');
    const b = person(c, 'nl');
    const d = person(c, c.pick(['nl', 'me', 'eu']));
    return `Notulen van de ledenvergadering van de Vereniging Dorpsbelang ${c.pick(['Oost', 'West', 'Noord'])}, gehouden op ${c.int(1, 28)} ${c.pick(['maart', 'april', 'oktober', 'november'])} in het dorpshuis van ${eu(c, 'nl', 'town')}

Aanwezig: ${PER(gs(a))} (voorzitter), ${PER(gs(b))} (secretaris), ${PER(gs(d))} en ${c.int(12, 40)} leden.

1. Opening. De voorzitter heet iedereen welkom, in het bijzonder de wethouder uit ${eu(c, 'nl', 'city')}.
2. Fietspad langs de ${LOC(c.pick(['Maas', 'IJssel', 'Vecht', 'Amstel']))}: ${PER(d.given)} meldt dat de gemeente de aanleg uitstelt.
3. Rondvraag. Geen vragen. De voorzitter sluit de vergadering om ${time(c)} uur.`;
  }, ['EU']),
  T('minutes', 'en', 7, (c) =>
    c.pick([
      `Minutes of the Finance Sub-Committee\n\n1. Apologies: none.\n2. Declarations of interest: none.\n3. The quarterly accounts were received. The Treasurer reported a surplus of ${c.int(2, 90)},000 against budget.\n4. Date of next meeting: ${c.date()}.`,
      `Board meeting, ${c.date()}. Quorum present. The Chair opened the meeting at ${time(c)}. The Board approved the Nigerian and Kenyan subsidiaries' budgets and noted the Ghanaian audit. Meeting closed.`,
      `AGENDA ITEM 6 — HEALTH AND SAFETY. Two incidents were reported in the warehouse. Both were minor. Staff will repeat the fire drill before Easter. Resolved: the policy stays as it is.`,
      `Minutes: Parents' Forum. Attendance: 14 parents, the head teacher and two governors. The uniform supplier will change in September. Hope was expressed that the new canteen opens by May.`,
      `Staff committee. Item 2: the Christmas party will be held on the last Friday of term. Item 3: the Welsh and Punjabi classes continue. Item 4: no other business.`,
      `Minutes of the Tenants' Group. Repairs backlog: ${c.int(12, 80)} jobs outstanding. Will the caretaker please chase the lift engineer. Next meeting in six weeks.`,
    ]),
  ),
];

const SPORT: Heldout2Template[] = [
  T('sport', 'en', 9, (c) => {
    const [h, a] = [c.raw('club'), c.raw('club')];
    const away = a === h ? c.pick(c.pl.club.filter((x) => x !== h)) : a;
    const s1 = person(c);
    const s2 = person(c);
    const s3 = person(c);
    const k = person(c);
    return `${ORG(h)} ${c.int(1, 4)}–${c.int(0, 3)} ${ORG(away)}

${PER(s1.surname)} opened the scoring after ${c.int(3, 30)} minutes, turning in a low cross from ${PER(s2.surname)}. ${ORG(away)} levelled before the break when ${PER(s3.surname)} headed in at the far post, but ${PER(s1.surname)} struck again from the spot. Coach ${PER(gs(k))} said afterwards: "We were patient. The boys from ${c.L('town')} showed real character."

${ORG(h)} travel to ${c.L('city')} next week.`;
  }),
  T('sport', 'en', 7, (c) => {
    const r = person(c, undefined, c.int(0, 2) === 0);
    const q = person(c);
    const z = person(c);
    return `ATHLETICS: ${PER(upper(r.surname))} WINS IN ${LOC(upper(c.raw('city')))}

${PER(gs(r))} took the 10,000m title in ${c.int(27, 33)}:${c.int(10, 59)}, ahead of ${PER(gs(q))} and ${PER(gs(z))}. ${PER(r.given)}, who trains at altitude near ${c.L('town')}, said the wind off ${theWater(c)} made the last lap hard. ${PER(q.surname)} was running her first race since an injury in ${world(c, 'city')}.`;
  }, AFRICA),
  T('sport', 'en', 6, (c) => {
    const b1 = person(c);
    const b2 = person(c);
    const bw = person(c);
    const home = c.pick(COUNTIES);
    const away = c.pick(COUNTIES.filter((x) => x !== home));
    return `Cricket — ${c.pick(['County Championship', 'Second XI Trophy', 'One-Day Cup'])}: ${ORG(home)} v ${ORG(away)} at ${c.L('town')}

Close of play, day two. ${PER(b1.surname)} (${c.int(50, 160)} not out) and ${PER(b2.surname)} (${c.int(10, 80)}) put on a century stand after ${PER(initials(bw))} had taken three wickets before lunch. Rain is forecast for ${c.L('region')} tomorrow.`;
  }, ['GB']),
  T('sport', 'sw', 5, (c) => {
    const a = person(c, 'ke');
    const b = person(c, 'ke');
    const k = person(c, 'ke');
    return `${ORG('Gor Mahia')} imeichapa ${ORG(c.pick(['AFC Leopards', 'Tusker FC', 'Bandari', 'Sofapaka']))} mabao ${c.int(2, 4)}-${c.int(0, 1)} katika uwanja wa nyumbani ${c.L('city')}. Mabao yalifungwa na ${PER(a.surname)} na ${PER(b.surname)}. Kocha ${PER(gs(k))} amesema timu itasafiri kwenda ${world(c, 'city')} wiki ijayo.`;
  }, ['KE']),
  T('sport', 'pt', 5, (c) => {
    const a = person(c, 'pt');
    const b = person(c, c.pick(['pt', 'fr', 'eu']));
    const t = person(c, 'pt');
    return `${ORG('Benfica')} ${c.int(1, 4)}-${c.int(0, 2)} ${ORG(c.pick(['FC Porto', 'Sporting CP', 'SC Braga', 'Vitória de Guimarães']))}

Os golos foram de ${PER(a.surname)}, aos ${c.int(5, 40)} minutos, e de ${PER(b.surname)}, já na segunda parte. O treinador ${PER(gs(t))} elogiou a equipa: "Jogámos em ${eu(c, 'pt', 'city')} como se fosse em casa." A equipa segue para ${eu(c, 'pt', 'country')} na próxima semana.`;
  }, ['EU']),
  T('sport', 'fr', 4, (c) => {
    const a = person(c, 'fr');
    const b = person(c, 'fr');
    return `Ligue 1 : l'${ORG('Olympique Lyonnais')} s'impose ${c.int(2, 4)}-${c.int(0, 1)} face à ${ORG(c.pick(['Montpellier', 'Toulouse', 'Nantes', 'Lens']))}. ${PER(gs(a))} a ouvert le score avant que ${PER(b.surname)} ne double la mise. Les supporters venus de ${eu(c, 'fr', 'town')} ont chanté jusqu'au coup de sifflet final.`;
  }, ['EU']),
  T('sport', 'en', 5, (c) => {
    const sur = () => person(c, c.pick(['uk', 'uk', 'sa', 'akan', 'yo', 'ea'] as const)).surname;
    const [ch, ke, fl, jo, pa, sy, ho] = [sur(), sur(), sur(), sur(), sur(), sur(), sur()];
    return `NETBALL — team sheet v ${ORG(c.pick(['Loughborough Lightning', 'Manchester Thunder', 'Team Bath', 'Leeds Rhinos Netball']))}
GS ${PER(`Chelsea ${ch}`)}, GA ${PER(`Kenya ${ke}`)}, WA ${PER(`Florence ${fl}`)}, C ${PER(`Jordan ${jo}`)}, WD ${PER(`Paris ${pa}`)}, GD ${PER(`Sydney ${sy}`)}, GK ${PER(`Hope ${ho}`)}.
${PER(cap(ch))}, who grew up in ${LOC('Chelsea')}, captains the side. The squad flies to ${LOC(c.pick(['Florence', 'Paris']))} on Friday for a tournament, then to ${LOC('Jordan')} in the spring. The coach drives down from ${LOC('Hope')}, ${LOC('Derbyshire')}.`;
  }, ['GB']),
  T('sport', 'en', 6, (c) =>
    c.pick([
      `The match was postponed because of a waterlogged pitch. A new date will be announced by the league. Season-ticket holders need not apply for a refund.`,
      `League table after round ${c.int(5, 30)}: the leaders are four points clear. Three sides are level on points at the bottom. Kick-off next Sunday is at ${time(c)}.`,
      `Transfer window closes Friday at midnight. The club confirmed that two academy graduates signed professional contracts. Fees were not disclosed.`,
      `Half-time: 0–0. Few chances. The home crowd are restless and the visiting goalkeeper has been booked for time-wasting.`,
      `Full time: a goalless draw. The referee added six minutes. Both managers declined to speak to the press.`,
      `Injury update: the captain will miss the next three games with a hamstring strain. The under-19 striker travels with the squad for the first time.`,
    ]),
  ),
];

const BULLETIN: Heldout2Template[] = [
  T('bulletin', 'en', 7, (c) => {
    const v = person(c);
    const b1 = person(c, undefined, true);
    const b2 = person(c, undefined, true);
    const late = person(c);
    return `${ORG(upper(c.raw('church')))} — ${LOC(upper(c.raw('area')))}
WEEKLY BULLETIN

This Sunday: Holy Communion at 7.30am, Family Service at 10am. Preacher: Rev. ${PER(gs(v))}.

Birthday wishes this week to ${PER(gs(b1))} and ${PER(gs(b2))}. May God grant them long life!

Please keep in your prayers the family of the late Deacon ${PER(full(late))} of ${c.L('town')}. The funeral service holds on Saturday at ${c.L('village')}.

Harvest thanksgiving: ${c.date()}. Bring your produce to the vestry.`;
  }, AFRICA),
  T('bulletin', 'en', 6, (c) => {
    const region = c.j === 'GB' ? c.pick(['sa', 'me'] as const) : c.j === 'NG' ? 'ha' : c.j === 'ZA' ? c.pick(['sa', 'nguni'] as const) : undefined;
    const imam = { ...person(c, region), given: c.pick(IMAM_GIVEN) };
    const n1 = person(c, region);
    const n2 = person(c, region);
    return `${ORG(c.pick(MOSQUES[c.j]))} — Jumu'ah notices

Khutbah this Friday: Imam ${PER(gs(imam))}. First adhan at ${time(c)}.
Nikah: congratulations to ${PER(gs(n1))} and ${PER(gs(n2))}, married last weekend in ${c.L('city')}.
The madrasah on ${c.L('street')} reopens after the holidays. Ramadan timetables are at the door.`;
  }, ['GB', 'KE', 'NG', 'ZA', 'GH']),
  T('bulletin', 'en', 5, (c) => {
    const sur = () => person(c).surname;
    const priest = person(c);
    return `BAPTISMS AND DEDICATIONS
The following children were received into the church last Sunday: ${PER(`Precious ${sur()}`)}, ${PER(`Memory ${sur()}`)}, ${PER(`Winner ${sur()}`)}, ${PER(`Blessing ${sur()}`)} and ${PER(`Sunday ${sur()}`)}. Officiating: Rev. Canon ${PER(gs(priest))}. Memory verse for the week: Psalm 23. Sunday school teachers meet on Tuesday.`;
  }, AFRICA),
  T('bulletin', 'ig', 5, (c) => {
    const f = person(c, 'ig');
    const d = person(c, 'ig');
    const n = person(c, 'ig', true);
    return `Ọkwa sitere na ${c.O('church')}, ${c.L('town')}

Ekele dịrị Chineke! Ụka Sọnde ga-ebido n'elekere asatọ nke ụtụtụ. Fada ${PER(gs(f))} ga-ekwu okwu Chineke.

Ezinụlọ ${PER(d.surname)} si ${c.L('village')} na-ekele ndị niile bịara olili ozu nna ha, ${PER(full(d))}.

Ụmụnna, biko kpee ekpere maka ${PER(gs(n))} nọ n'ụlọ ọgwụ na ${c.L('city')}.`;
  }, ['NG']),
  T('bulletin', 'tw', 5, (c) => {
    const s = person(c, 'akan');
    const a = person(c, 'akan');
    const b = person(c, 'akan');
    return `${c.O('church')} — Nkaebɔ

Kwasiada yi, asɔre no bɛhyɛ aseɛ anɔpa dɔn nkron wɔ ${c.L('area')}. Ɔsɔfo ${PER(gs(s))} na ɔbɛka asɛm no.

Yɛda Onyankopɔn ase: ${PER(gs(a))} ne ${PER(gs(b))} bɛware Memeneda wɔ ${c.L('city')}. Yɛsrɛ sɛ asafomma nyinaa bɛba.`;
  }, ['GH']),
  T('bulletin', 'ha', 5, (c) => {
    const l = { ...person(c, 'ha'), given: c.pick(['Aminu', 'Usman', 'Abubakar', 'Sani', 'Nasiru', 'Bashir', 'Habibu', 'Yakubu', 'Lawal', 'Ɗahiru']) };
    const r = person(c, 'ha');
    return `Sanarwa daga ${ORG(`Babban Masallacin ${c.raw('city')}`)}

Ana sanar da jama'a cewa za a yi taron addu'a ranar Juma'a bayan sallah. Limamin masallacin, Malam ${PER(gs(l))}, zai yi wa'azi.

Allah ya jikan ${PER(full(r))} na ${c.L('town')}, wanda ya rasu ranar Talata. Za a yi addu'a a gidansa da ke ${c.L('area')}.`;
  }, ['NG']),
  T('bulletin', 'en', 5, (c) =>
    c.pick([
      `PARISH NOTICES\nThe Sunday school resumes next week. Volunteers are needed for the cleaning rota. The offertory last Sunday came to ${c.int(100, 900)} — thank you for your generosity. Grace and peace be with you all.`,
      `Notices: choir practice Thursday 6pm. Youth fellowship Saturday 4pm. The Mothers' Union meets after the second service. Blessings!`,
      `Eid prayers will be held in the car park if the weather is fine, and in the main hall if not. Please park considerately and do not block the neighbours' gates.`,
      `Lent study groups start on Ash Wednesday. Booklets are at the back of the church. Faith, hope and charity — and the greatest of these is charity.`,
      `Tithes and offerings may now be paid by mobile money. Ushers will assist. Visitors, please fill the welcome card and drop it in the basket.`,
      `Ramadan Mubarak! Iftar is served daily at sunset in the hall. Sisters' entrance is at the side. Please bring your own prayer mat.`,
    ]),
  ),
];

const TRIBUNAL: Heldout2Template[] = [
  T('tribunal', 'en', 7, (c) => {
    const region = c.pick(['uk', 'sa', 'me', 'ea', 'ea', 'yo'] as const);
    const cl = person(c, region);
    const w = person(c, 'uk');
    const j = person(c, 'uk');
    return `EMPLOYMENT TRIBUNALS

Claimant: ${PER(region === 'ea' ? named(cl, region) : full(cl))}
Respondent: ${c.O('company')}
Heard at: ${c.L('city')}          On: ${c.date()}
Before: Employment Judge ${PER(initials(j))}

JUDGMENT
1. The claim of unfair dismissal succeeds.
2. The claimant worked at the respondent's depot in ${c.L('town')} from 2016. The claimant's line manager, ${PER(gs(w))}, told her on the telephone that the depot would close and that she should "try ${LOC(c.pick(['Leeds', 'Bradford', 'Wakefield', 'Preston']))}". We find that no consultation took place.
3. ${PER(cap(cl.surname))} is awarded compensation to be assessed at a remedy hearing.`;
  }, ['GB']),
  T('tribunal', 'en', 7, (c) => {
    const comp = person(c);
    const off = person(c);
    const omb = person(c);
    return `Ombudsman decision — complaint reference ${c.int(10, 99)}/${c.int(100, 999)}/${c.int(2019, 2024)}

The complaint
Mr ${PER(gs(comp))} complains that the county office in ${c.L('town')} failed to repair the road to his home in ${c.L('village')}, ${c.L('region')}, after the floods of ${c.pick(MONTHS2)}.

What I found
The officer responsible, ${PER(gs(off))}, visited the site but recorded the wrong address, on ${c.L('street')}. This was fault. ${PER(comp.given)} was put to the expense of hiring a tractor.

Decision
I uphold the complaint. The council will apologise to Mr ${PER(comp.surname)} and pay him for his costs.

${PER(upper(full(omb)))}
Deputy Ombudsman`;
  }),
  T('tribunal', 'fr', 4, (c) => {
    const r = person(c, 'fr');
    const a = person(c, 'fr');
    return `${ORG(`TRIBUNAL ADMINISTRATIF DE ${upper(c.pick(EU_LANG.fr.city))}`)}

Vu la requête présentée par Mme ${PER(gs(r))}, demeurant ${c.int(2, 90)}, ${eu(c, 'fr', 'street')} à ${eu(c, 'fr', 'town')}, tendant à l'annulation de la décision du maire refusant le permis de construire ;

Vu le mémoire en défense présenté par Maître ${PER(gs(a))} ;

Considérant que le terrain se situe en ${eu(c, 'fr', 'region')}, en zone inondable ;

DÉCIDE : La requête de Mme ${PER(r.surname)} est rejetée.`;
  }, ['EU']),
  T('tribunal', 'de', 4, (c) => {
    const k = person(c, c.pick(['de', 'me', 'eu']));
    const r = person(c, 'de');
    return `${ORG(`Sozialgericht ${c.pick(EU_LANG.de.city)}`)} — Urteil vom ${c.int(1, 28)}.${String(c.int(1, 12)).padStart(2, '0')}.${c.int(2018, 2024)}

In dem Rechtsstreit ${PER(gs(k))}, wohnhaft in ${eu(c, 'de', 'town')}, ${eu(c, 'de', 'street')} ${c.int(1, 80)}, gegen die Deutsche Rentenversicherung

hat die Kammer durch Richterin ${PER(gs(r))} für Recht erkannt: Die Klage wird abgewiesen. Herr ${PER(k.surname)} kann seine Tätigkeit in ${eu(c, 'de', 'city')} weiterhin ausüben.`;
  }, ['EU']),
  T('tribunal', 'en', 5, (c) =>
    c.pick([
      `DECISION\nThe appeal is allowed in part. The penalty is reduced by half. Neither party applied for costs and no order is made. Reasons were given orally at the hearing.`,
      `The Tribunal, having considered the papers, finds that the landlord failed to protect the deposit within thirty days. The landlord shall pay the tenant three times the deposit.`,
      `ORDER: The hearing listed for next Monday is vacated. The parties shall file an agreed bundle within 14 days. Liberty to apply.`,
      `The Ombudsman does not investigate complaints made more than twelve months after the complainant became aware of the matter. I have found no reason to make an exception here.`,
      `Costs. Each party shall bear its own costs of the appeal. The stay granted on the previous occasion is lifted.`,
    ]),
  ),
];

const ACKNOWLEDGEMENTS: Heldout2Template[] = [
  T('acknowledgements', 'en', 8, (c) => {
    const sup = person(c);
    const co = person(c);
    const fw1 = person(c);
    const fw2 = person(c, undefined, true);
    const mum = person(c);
    return `Acknowledgements

I am grateful to my supervisor, Professor ${PER(full(sup))}, for her patience, and to Dr ${PER(gs(co))} of ${c.O('uni')} for reading every draft. Fieldwork in ${c.L('town')} and ${c.L('village')} would not have been possible without ${PER(gs(fw1))} and ${PER(gs(fw2))}, who translated and laughed at my accent. The research was funded by ${c.O('company')}. Finally, to my mother, ${PER(gs(mum))}, in ${c.L('city')}: ${c.pick(['this is for you.', 'thank you for everything.', 'we did it.'])}`;
  }),
  T('acknowledgements', 'en', 7, (c) => {
    const a = person(c, c.pick(['sa', 'ea', 'me', 'eu']));
    const region = c.pick(['ea', 'sa', c.pick(REGIONS2[c.j])] as const);
    const b = person(c, region);
    const d = person(c);
    return `ACKNOWLEDGEMENTS. We thank the community health workers of ${c.L('region')} and the staff of ${c.O('hospital')}. ${PER(initials(a))} was supported by a travelling fellowship to ${world(c, 'country')}. We thank ${PER(named(b, region))} for the map of ${theWater(c)} catchment and ${PER(initials(d))} for statistical advice. Author contributions: ${PER(`${first(b.given)}.${first(b.surname)}.`)} collected the data; all authors wrote the paper.`;
  }),
  T('acknowledgements', 'en', 6, (c) =>
    c.pick([
      `Acknowledgements: We thank the anonymous reviewers for their helpful comments and the editor for her patience. Any errors remain our own.`,
      `Funding: this work received no specific grant from any funding agency in the public, commercial or not-for-profit sectors. Conflicts of interest: none declared.`,
      `The authors are grateful to all participants who gave their time. Data are available from the corresponding author on reasonable request.`,
      `We thank the Nigerian and Ghanaian field teams, the Swahili translators and the Kenyan ethics board for their support.`,
      `This thesis is dedicated to my late grandmother, who taught me to read. I also thank my friends for many cups of tea and much encouragement.`,
      `Ethical approval was obtained from the institutional review board (protocol ${c.int(100, 999)}/${c.int(2018, 2024)}). All participants gave written informed consent.`,
    ]),
  ),
];

const REFERENCES: Heldout2Template[] = [
  T('references', 'en', 9, (c) => {
    const a = person(c);
    const b = person(c);
    const d = person(c);
    const e = person(c);
    const f = person(c, c.pick(['sa', 'ea', 'uk', 'eu']));
    const y = () => c.int(1985, 2023);
    return `References

${PER(cite(a))} and ${PER(cite(b))} (${y()}). Rainfall and yam yields in ${c.L('region')}. Journal of Agricultural Studies ${c.int(2, 40)}(${c.int(1, 4)}): ${c.int(10, 99)}–${c.int(100, 140)}.
${PER(cite(d))} (${y()}). Markets and Migrants: Trade on ${theWater(c)}. ${c.L('city')}: ${ORG(c.pick(['Spectrum Books', 'Heinemann', 'East African Educational Publishers', 'Sub-Saharan Publishers', 'Wits University Press', 'Zed Books']))}.
${PER(cite(e))}, ${PER(cite(f))} et al. (${y()}). A cohort study of malaria in ${c.L('town')}. The Lancet ${c.int(300, 400)}: ${c.int(1000, 2000)}.`;
  }),
  T('references', 'en', 7, (c) => {
    const a = person(c);
    const b = person(c);
    return `Further reading: ${PER(gs(a))}, "Land and Lineage in ${c.L('region')}", unpublished PhD thesis, ${c.O('uni')}, ${c.int(1990, 2022)}; ${PER(initials(b))}, The Road to ${LOC(c.raw('town'))} (${c.L('city')}, ${c.int(1970, 2020)}). On the colonial survey see ${PER(a.surname)} (note 12 above), pp. ${c.int(10, 90)}–${c.int(91, 120)}.`;
  }),
  T('references', 'en', 6, (c) => {
    const ps = [person(c), person(c), person(c), person(c, c.pick(['sa', 'ea', 'uk'] as const))];
    const v = (p: NerPerson) => `${p.surname} ${first(p.given)}${p.middle ? first(p.middle) : ''}`;
    return `REFERENCES
1. ${PER(v(ps[0]!))}, ${PER(v(ps[1]!))}, ${PER(v(ps[2]!))}. Snakebite in ${c.L('region')}: a hospital-based study. Trop Doct. ${c.int(2005, 2023)};${c.int(10, 50)}(${c.int(1, 4)}):${c.int(100, 300)}-${c.int(301, 400)}.
2. ${PER(v(ps[3]!))}. Rabies control in ${world(c, 'country')}. Vaccine. ${c.int(2005, 2023)};${c.int(20, 40)}:${c.int(1000, 4000)}.`;
  }),
  T('references', 'de', 4, (c) => {
    const a = person(c, 'de');
    const b = person(c, 'de');
    return `Literaturverzeichnis

${PER(cite(a))} (${c.int(1990, 2022)}): Stadtentwicklung in ${eu(c, 'de', 'city')} nach 1990. ${eu(c, 'de', 'city')}: ${ORG(c.pick(['Suhrkamp', 'C.H. Beck', 'Wallstein Verlag']))}.
${PER(cite(b))} (${c.int(1990, 2022)}): Die ${LOC('Elbe')} als Grenze. In: Zeitschrift für Geographie ${c.int(10, 60)}, S. ${c.int(1, 90)}–${c.int(91, 130)}.`;
  }, ['EU']),
];

const TWEET: Heldout2Template[] = [
  T('tweet', 'en', 9, (c) => {
    const a = person(c);
    const b = person(c, undefined, true);
    const place = c.raw('city');
    return c.pick([
      `${handle(a)} congratulations!! ${PER(gs(b))} just won gold in ${LOC(place)} 🔥🔥 ${hashtag(place)} ${hashtag(c.raw('country'))}`,
      `Traffic on ${c.L('street')} is crazy this morning, avoid ${c.L('area')} if you can 😩 cc ${handle(a)} ${hashtag(place)}Traffic`,
      `Shoutout to ${PER(b.given)} at the pharmacy in ${c.L('area')} who stayed open till midnight for my daughter. Real hero. ${hashtag(place)}`,
    ]);
  }),
  T('tweet', 'en', 7, (c) => {
    const a = person(c);
    const b = person(c);
    return `${PER(gs(a))} (${handle(a)}) · ${c.int(1, 23)}h
Landed in ${world(c, 'city')} for the conference. Representing ${c.L('city')}! Panel with ${PER(gs(b))} tomorrow at 10. Come through 🙌🏾 #AfricaTech`;
  }),
  T('tweet', 'en', 6, (c) => {
    const a = person(c);
    const b = person(c, undefined, true);
    return `Replying to ${handle(a)}
lmaooo ${PER(b.given.toLowerCase())} really took a bus from ${LOC(c.raw('city').toLowerCase())} to ${LOC(c.raw('town').toLowerCase())} just to buy suya?? 😂 ${PER(a.given)} you need to see this`;
  }, AFRICA),
  T('tweet', 'pcm', 5, (c) => {
    const a = person(c, c.pick(['yo', 'ig', 'ha']));
    return `Na wa o! Rain don flood everywhere for ${c.L('area')}. ${PER(a.given.toLowerCase())} say im car don enter gutter for ${c.L('street')} 😂😭 ${hashtag(c.raw('city'))}Flood`;
  }, ['NG']),
  T('tweet', 'en', 6, (c) =>
    c.pick([
      `Monday again. Coffee, deadlines and hope. #MondayMotivation`,
      `Who else thinks the new Kenyan shilling notes look nice? 👀 #Money`,
      `Blessing of the day: the power came back before the match started ⚡️⚽️`,
      `RT if you've ever missed your stop because you were sleeping on the bus 😂`,
      `Nigerian jollof > every other jollof. I said what I said. #JollofWars`,
      `Grace period for the tax returns ends Friday. Don't say nobody told you. #Reminder`,
      `Just tried a Portuguese custard tart and a Dutch stroopwafel on the same day. No regrets. #FoodieLife`,
      `Who is watching the derby tonight? Prediction: 2-1. #MatchDay`,
      `Power cut again. Third time this week. Somebody explain 😤 #NoLight`,
    ]),
  ),
];

const WHATSAPP: Heldout2Template[] = [
  T('whatsapp', 'pcm', 7, (c) => {
    const a = person(c, c.pick(['yo', 'ig', 'ha']));
    const b = person(c, c.pick(['yo', 'ig', 'ha']), true);
    return `*Forwarded as received* ‼️

Abeg make una help share am. Dis boy wey dem dey call ${PER(gs(a))} comot from house for ${c.L('area')} since Monday, im never come back. Im dey wear blue shirt. If una see am, call im mama ${PER(b.given)} for ${phone(c)}. E fit be say im go ${c.L('city')} go meet im uncle. God bless una 🙏🏾`;
  }, ['NG']),
  T('whatsapp', 'en', 6, (c) => {
    const a = person(c);
    const b = person(c);
    const d = person(c, undefined, true);
    const area = c.raw('area');
    return `[${c.int(1, 28)}/${c.int(1, 12)}, ${time(c)}] ${PER(gs(a))}: Guys the meeting is moved to ${LOC(area)} 🙏🏾
[${c.int(1, 28)}/${c.int(1, 12)}, ${time(c)}] ${PER(gs(b))}: which side of ${LOC(area)}? near the roundabout?
[${c.int(1, 28)}/${c.int(1, 12)}, ${time(c)}] ${PER(gs(a))}: yes opposite the filling station on ${c.L('street')}. ${PER(d.given.toLowerCase())} will bring the chairs`;
  }),
  T('whatsapp', 'sw', 5, (c) => {
    const a = person(c, 'ke');
    const b = person(c, 'ke');
    return `*Tangazo muhimu* 📢

Wazazi wote wa shule ya ${c.L('area')}: mkutano utafanyika Jumamosi saa tatu asubuhi. Mwalimu Mkuu, Bi. ${PER(gs(a))}, ataeleza kuhusu safari ya wanafunzi kwenda ${c.L('city')}. Kwa maswali mpigie ${PER(b.given)} kwa ${phone(c)}.`;
  }, ['KE']),
  T('whatsapp', 'ig', 4, (c) => {
    const a = person(c, 'ig');
    const b = person(c, 'ig', true);
    return `Ndewo nụ ụmụnna! 🙏🏾 Nzukọ ụmụ ${c.L('village')} ga-eme na Satọde n'ụlọ ${PER(gs(a))} dị na ${c.L('city')}. Onye ọ bụla ga-abịa. Ọ bụrụ na ị gaghị abịa, kpọọ ${PER(b.given)}.`;
  }, ['NG']),
  T('whatsapp', 'fr', 4, (c) => {
    const a = person(c, 'fr');
    const b = person(c, 'fr');
    return `[${time(c)}] ${PER(gs(a))} : Salut tout le monde ! On se retrouve samedi à ${world(c, 'city')} ou à ${eu(c, 'fr', 'city')} ? ${PER(b.given)} dit que le train est moins cher.
[${time(c)}] ${PER(gs(b))} : Plutôt ${eu(c, 'fr', 'city')}, je dors chez ma sœur ${eu(c, 'fr', 'street')}.`;
  }, ['EU']),
  T('whatsapp', 'en', 4, (c) =>
    c.pick([
      `*Forwarded many times* ⚠️ Do NOT open any link that says you have won a prize. Banks will never ask for your PIN. Share with your family.`,
      `Good morning family 🌞 Remember to drink water today and call your mother. Have a blessed week!`,
      `Reminder: contributions for the end-of-year party are due by Friday. Send to the treasurer, not to me 😅`,
      `Voice note (0:47) 🎤\nPlease listen. Very important.`,
      `*Forwarded as received* Drinking warm water with lemon every morning does NOT cure malaria. Please see a doctor. 🙏🏾`,
      `Happy new month! 🎉 May this month bring you favour, peace and open doors. Forward to 10 people.`,
    ]),
  ),
];

const SMS: Heldout2Template[] = [
  T('sms', 'en', 7, (c) => {
    const to = person(c, undefined, c.int(0, 2) === 0);
    const from = person(c);
    return c.pick([
      `Hi ${PER(to.given)}, pls pick me at the bus stop in ${c.L('area')} by 6. Phone almost dead. - ${PER(from.given)}`,
      `${PER(to.given.toLowerCase())} am in ${c.L('town')}, reach ${c.L('city')} by 8pm. tell ${PER(from.given.toLowerCase())} not to wait`,
      `Dear ${PER(gs(to))}, your parcel from ${c.L('city')} is ready for collection at our ${c.L('street')} branch. Ref ${c.int(100000, 999999)}.`,
    ]);
  }),
  T('sms', 'en', 6, (c) => {
    const to = person(c);
    const place = c.raw('area').toLowerCase();
    const town = c.raw('town').toLowerCase();
    return c.pick([
      `${PER(to.given.toLowerCase())} where r u? am at ${LOC(place)} already`,
      `pls tell ${PER(to.given.toLowerCase())} the bus from ${LOC(town)} is late. we reach ${LOC(place)} by 9`,
      `lol ${PER(to.given.toLowerCase())} u dey ${LOC(place)}?? call me`,
    ]);
  }, AFRICA),
  T('sms', 'sw', 6, (c) => {
    const to = person(c, 'ke');
    const from = person(c, 'ke');
    return c.pick([
      `Habari ${PER(to.given)}, nimefika ${c.L('city')} salama. Tutaonana Jumamosi. ${PER(from.given)}`,
      `${PER(to.given)} nitumie pesa ya nauli nirudi ${c.L('town')}. Mama anakusalimu. ${PER(from.given.toLowerCase())}`,
      `Mpendwa ${PER(gs(to))}, malipo yako ya KSh ${c.int(100, 9000)} yamepokelewa na ${c.O('company')}. Asante.`,
    ]);
  }, ['KE']),
  T('sms', 'zu', 5, (c) => {
    const to = person(c, 'nguni');
    const from = person(c, 'nguni');
    return c.pick([
      `Sawubona ${PER(to.given)}, ngifikile ${LOC(c.pick(['eThekwini', 'eGoli', 'eMlazi', 'eMgungundlovu', 'KwaDukuza']))}. Ngizokushayela kusihlwa. ${PER(from.given)}`,
      `Ngicela uthi ${PER(zu('ku', to.given))} angilinde esiteshini. Ngiyabonga, ${PER(from.given)}`,
      `${PER(to.given)}, umama uthi woza ekhaya ${LOC(c.pick(['eMthatha', 'eThekwini', 'eNquthu', 'KwaMashu']))} ngeSonto. ${PER(zu('u', from.given))} uzokulanda.`,
    ]);
  }, ['ZA']),
  T('sms', 'pcm', 4, (c) => {
    const to = person(c, c.pick(['yo', 'ig', 'ha']));
    const from = person(c, c.pick(['yo', 'ig', 'ha']), true);
    return `${PER(to.given)} abeg I don reach ${c.L('city')}, na traffic for ${c.L('street')} hold me. Tell ${PER(from.given)} make im no vex. I go call you when I reach house.`;
  }, ['NG']),
  T('sms', 'ha', 4, (c) => {
    const to = person(c, 'ha');
    const from = person(c, 'ha');
    return c.pick([
      `Salam ${PER(to.given)}, na isa ${c.L('city')} lafiya. Sai mun haɗu ranar Asabar. ${PER(from.given)}`,
      `${PER(to.given)}, don Allah ka gaya wa ${PER(gs(from))} cewa motar ${c.L('town')} ta tashi. Mun gode.`,
    ]);
  }, ['NG']),
  T('sms', 'tw', 4, (c) => {
    const to = person(c, 'akan');
    const from = person(c, 'akan');
    return `${PER(to.given)}, mate sɛ woaba ${c.L('city')}. Mɛba ɔkyena anɔpa. Ka kyerɛ ${PER(from.given)} sɛ ɔntwɛn me. - ${PER(`${first(from.given)}.${first(from.surname)}.`)}`;
  }, ['GH']),
  T('sms', 'st', 4, (c) => {
    const to = person(c, 'sotho');
    const from = person(c, 'sotho');
    return `Dumela ${PER(to.given)}, ke fihlile ${LOC(c.pick(['Maseru', 'Bloemfontein', 'Welkom', 'Mafikeng', 'Leribe']))} hantle. Re tla bonana ka Moqebelo. ${PER(from.given)}`;
  }, ['ZA']),
  T('sms', 'sw', 3, (c) => c.pick([`Salio lako ni KSh ${c.int(10, 900)}. Asante kwa kutumia huduma zetu.`, `Kumbuka mkutano wa kesho saa nne asubuhi. Usichelewe.`, `Nimepokea, asante sana. Tutaongea jioni.`]), ['KE']),
  T('sms', 'pcm', 3, (c) => c.pick([`Abeg who get charger for office? My phone don die.`, `I dey come. Traffic no gree me move. Abeg hold on.`, `Oga, the money don enter. Thank you sir.`]), ['NG']),
  T('sms', 'fr', 3, (c) => c.pick([`Rappel : la réunion de mardi est reportée à jeudi ${c.int(9, 17)} h. Merci de confirmer votre présence.`, `Votre colis sera livré demain entre 8 h et 12 h.`, `Je suis en retard, commencez sans moi !`]), ['EU']),
  T('sms', 'de', 3, (c) => c.pick([`Die Sprechstunde entfällt am Mittwoch. Bitte vereinbaren Sie einen neuen Termin.`, `Bin gleich da, Zug hat ${c.int(5, 40)} Minuten Verspätung.`, `Danke für gestern! Bis bald.`]), ['EU']),
  T('sms', 'zu', 3, (c) => c.pick([`Sawubona! Ngicela ungithumelele imininingwane yomhlangano wakusasa. Ngiyabonga.`, `Ngizofika sekwephuzile namuhla. Ningangilindi.`, `Siyabonga ngokukhokha. Ibhalansi yakho ingu-R${c.int(10, 900)}.`]), ['ZA']),
  T('sms', 'ha', 3, (c) => c.pick([`Don Allah a tuna da taron gobe da safe. Mun gode.`, `Na samu saƙonka. Sai anjima.`, `Kudin ya shiga. Nagode sosai.`]), ['NG']),
  T('sms', 'ig', 3, (c) => c.pick([`Ụtụtụ ọma! Biko echefula nzukọ echi.`, `Ana m abịa ugbu a. Chere m ntakịrị.`, `Daalụ maka enyemaka gị.`]), ['NG']),
  T('sms', 'tw', 3, (c) => c.pick([`Maakye! Yɛbɛhyia ɔkyena anɔpa. Meda wo ase.`, `Mereba seesei ara. Twɛn me kakra.`, `Sika no aba. Meda wo ase paa.`]), ['GH']),
  T('sms', 'en', 8, (c) =>
    c.pick([
      `Your OTP is ${c.int(100000, 999999)}. Do not share it with anyone. It expires in 5 minutes.`,
      `Reminder: your appointment is tomorrow at ${time(c)}. Reply YES to confirm or NO to cancel.`,
      `Dear customer, your data bundle expires today. Dial *${c.int(100, 999)}# to renew.`,
      `running late, start without me. sorry!!`,
      `ok see u sunday. bring the charger pls`,
      `Happy birthday! May your year be full of blessings and grace. Love you.`,
      `Your electricity token: ${c.int(1000, 9999)}-${c.int(1000, 9999)}-${c.int(1000, 9999)}. Units: ${c.int(20, 300)}.`,
      `Transaction successful. You have sent ${c.int(100, 5000)}.00 to a merchant. New balance: ${c.int(10, 900)}.${c.int(10, 99)}. Ref ${c.int(100000, 999999)}.`,
      `call me when u free. urgent`,
      `Your flight departs at ${time(c)} from gate ${c.int(1, 40)}. Boarding closes 20 minutes before departure.`,
    ]),
  ),
];

const INTERVIEW: Heldout2Template[] = [
  T('interview', 'en', 8, (c) => {
    const a = person(c, undefined, c.int(0, 3) === 0);
    const sis = person(c);
    const husband = person(c);
    return `Transcript, interview ${c.int(1, 60)} (oral history project), recorded in ${c.L('town')}

INTERVIEWER: Can you tell me where you grew up?
${PER(upper(gs(a)))}: In ${c.L('village')}, near ${theWater(c)}. My father farmed there. Then we moved to ${c.L('city')} when I was nine.
INTERVIEWER: And your sister?
${PER(upper(a.given))}: ${PER(sis.given)} stayed behind with our grandmother. She married ${PER(c.pick([gs(husband), husband.surname]))} and went to ${world(c, 'city')}.
INTERVIEWER: Thank you. We'll stop there.`;
  }),
  T('interview', 'en', 7, (c) => {
    const host = person(c);
    const guest = person(c);
    const coach = person(c);
    const H = PER(upper(host.given));
    const G = PER(upper(guest.surname));
    return `${H}: Welcome back to the programme. With me is ${PER(gs(guest))}, who walked from ${c.L('city')} to ${c.L('town')} to raise money for the clinic in ${c.L('village')}.
${G}: Thank you for having me.
${H}: Who trained you?
${G}: A retired soldier, ${PER(gs(coach))}. Every morning, up ${c.L('peak')} and back.`;
  }, AFRICA),
  T('interview', 'af', 4, (c) => {
    const a = person(c, 'af');
    const b = person(c, 'af');
    return `ONDERHOUDVOERDER: Waar het u grootgeword?
${PER(upper(gs(a)))}: Op 'n plaas naby ${c.L('town')}, in ${c.L('region')}. My oupa, ${PER(gs(b))}, het skape aangehou.
ONDERHOUDVOERDER: En toe?
${PER(upper(a.given))}: Toe is ons ${c.L('city')} toe, want daar was werk.`;
  }, ['ZA']),
  T('interview', 'en', 5, (c) =>
    c.pick([
      `INTERVIEWER: How long have you worked here?\nRESPONDENT: Eleven years. Before that I was a teacher.\nINTERVIEWER: What changed?\nRESPONDENT: The pay. And the hours. [laughs]`,
      `Q: Do you feel safe walking home at night?\nA: Not really. The street lights are broken.\nQ: Have you reported it?\nA: Many times. Nothing happens.`,
      `INTERVIEWER: What would you tell the Minister?\nPARTICIPANT 7: Come and see for yourself. Don't send someone.\n[inaudible]\nINTERVIEWER: Thank you.`,
      `INTERVIEWER: And the school fees?\nRESPONDENT 3: We borrow. Every term we borrow. Sometimes from the church, sometimes from a cousin.\nINTERVIEWER: Do you pay it back?\nRESPONDENT 3: Slowly.`,
    ]),
  ),
];

const TRAVEL: Heldout2Template[] = [
  T('travel', 'en', 8, (c) => {
    const g = person(c, undefined, c.int(0, 2) === 0);
    const h = person(c);
    return `Day ${c.int(2, 14)}: ${c.L('city')} to ${c.L('town')}

We left ${c.L('area')} before dawn and took a shared taxi along ${c.L('street')}. Our guide, ${PER(gs(g))}, grew up in ${c.L('village')} and knew every bend of ${theWater(c)}. Lunch was at a roadside spot run by ${PER(h.given)}, who insisted we try the local stew. By evening we could see ${c.L('peak')} in the distance. Tomorrow: ${c.L('town')}!`;
  }),
  T('travel', 'fr', 5, (c) => {
    const a = person(c, 'fr');
    return `Carnet de voyage — jour ${c.int(2, 10)}. Arrivés à ${eu(c, 'fr', 'city')} par le TGV, nous avons logé ${eu(c, 'fr', 'street')}, chez ${PER(a.given)}, une retraitée adorable. Le lendemain, balade jusqu'à ${eu(c, 'fr', 'town')} et pique-nique au bord de la ${LOC(c.pick(['Loire', 'Saône', 'Meuse', 'Garonne']))}. On rentre en ${eu(c, 'fr', 'region')} demain.`;
  }, ['EU']),
  T('travel', 'de', 5, (c) => {
    const a = person(c, 'de');
    const b = person(c, 'de');
    return `Reisetagebuch: Von ${eu(c, 'de', 'city')} fuhren wir mit dem Zug weiter nach ${eu(c, 'de', 'town')}. ${PER(a.given)} hatte uns eine kleine Pension in der ${eu(c, 'de', 'street')} empfohlen, geführt von ${PER(gs(b))}. Am Abend spazierten wir an der ${LOC(c.pick(['Elbe', 'Donau', 'Trave', 'Spree']))} entlang.`;
  }, ['EU']),
  T('travel', 'nl', 5, (c) => {
    const a = person(c, 'nl');
    return `Reisverslag: we fietsten van ${eu(c, 'nl', 'city')} naar ${eu(c, 'nl', 'town')}, ongeveer ${c.int(30, 90)} kilometer. Onderweg dronken we koffie bij ${PER(gs(a))} in ${eu(c, 'nl', 'region')}. Morgen gaan we met de trein naar ${eu(c, 'nl', 'country')}.`;
  }, ['EU']),
  T('travel', 'pt', 5, (c) => {
    const a = person(c, 'pt');
    return `Diário de viagem: saímos de ${eu(c, 'pt', 'city')} cedo e chegámos a ${eu(c, 'pt', 'town')} à hora de almoço. A ${PER(a.given)}, dona da pensão na ${eu(c, 'pt', 'street')}, recomendou-nos um passeio até ao ${LOC(c.pick(['Douro', 'Tejo', 'Mondego', 'Guadiana']))}. Amanhã seguimos para o ${eu(c, 'pt', 'region')}.`;
  }, ['EU']),
];

const REVIEW: Heldout2Template[] = [
  T('review', 'en', 8, (c) => {
    const host = person(c, undefined, c.int(0, 2) === 0);
    const staff = person(c);
    return `★★★★☆ "Lovely guesthouse in ${c.L('area')}"
Stayed ${c.int(2, 7)} nights in ${c.pick(MONTHS2)}. Our host ${PER(host.given)} met us at the bus station in ${c.L('city')} and gave us tips for day trips to ${c.L('town')}. Breakfast was excellent; ask ${PER(staff.given)} for the pancakes. Only downside: the road from ${c.L('street')} is noisy at night.`;
  }),
  T('review', 'en', 6, (c) => {
    const a = person(c);
    return `Reviewed by ${PER(`${a.given} ${first(cap(a.surname))}.`)} · ${c.L('city')} · ${c.int(1, 28)} ${c.pick(MONTHS2)}
"The pepper soup alone is worth the trip out of town. We'll be back when we next visit ${c.L('region')}."
Response from the owner: Thank you ${PER(a.given)}! See you soon.`;
  }),
  T('review', 'af', 4, (c) => {
    const a = person(c, 'af');
    return `Baie lekker gastehuis in ${c.L('town')}. Die eienaar, ${PER(gs(a))}, het ons koffie gebring en vertel van die roete na die ${LOC(c.pick(AF_PEAKS))}. Ons kom beslis weer!`;
  }, ['ZA']),
  T('review', 'en', 7, (c) =>
    c.pick([
      `★★★★★ Fast delivery, well packed, works as described. Would buy again.`,
      `★☆☆☆☆ Waited an hour for cold food. The manager did not even apologise. Never again.`,
      `★★★☆☆ Good value, but the Wi-Fi kept dropping and the air conditioning was loud.`,
      `Great for families. Clean pool, friendly staff, quiet rooms. Parking is limited so come early.`,
      `The Kenyan tea was perfect and the Ethiopian coffee even better. Staff were kind to our toddler.`,
      `★★☆☆☆ Nice view, tiny portions. The chef's special was sold out by 7pm on a Sunday.`,
      `★★★★★ Best English breakfast I have had in years. Friendly owner, big portions, strong coffee.`,
      `★★★★☆ The Chelsea boots fit well after a week. Leather is soft. Half a size small.`,
      `★☆☆☆☆ Ordered a Victoria sponge, received a chocolate cake. Customer service never replied.`,
    ]),
  ),
];

const PROPERTY: Heldout2Template[] = [
  T('property', 'en', 8, (c) => {
    const agent = person(c);
    return `FOR SALE — ${c.int(2, 5)}-bedroom ${c.pick(['semi-detached house', 'terraced house', 'bungalow', 'duplex', 'flat'])}, ${c.L('area')}, ${c.L('city')}

Quiet close off ${c.L('street')}, ten minutes from ${c.L('area')}. Borehole, solar backup, boys' quarters. Title documents available. Viewing by appointment with ${PER(gs(agent))} of ${c.O('company')} on ${phone(c)}.`;
  }),
  T('property', 'en', 7, (c) => {
    const l = person(c, undefined, c.int(0, 2) === 0);
    return `TO LET: self-contained room, ${c.int(1, 90)} ${c.L('street')}, ${c.L('area')}, ${c.L('city')}. Water and security included. Suitable for a working single. Landlady: ${PER(gs(l))} (no agents). Near the market and the road to ${c.L('town')}.`;
  }),
  T('property', 'en', 6, (c) => {
    const agent = person(c);
    return `Letting agent: ${PER(upper(gs(agent)))}
Property address:
Flat ${c.int(1, 40)}, ${c.int(1, 200)} ${c.L('street')}
${c.L('area')}
${c.L('city')}
${c.L('region')}
Monthly rent payable in advance. The tenant must not sublet without the written consent of the landlord.`;
  }),
  T('property', 'af', 4, (c) => {
    const a = person(c, 'af');
    return `TE KOOP: ruim gesinswoning in ${c.L('area')}, ${c.L('city')}. Drie slaapkamers, dubbele motorhuis, naby skole en die ${LOC(c.pick(AF_RIVERS))}. Skakel ${PER(gs(a))} by ${phone(c)}.`;
  }, ['ZA']),
  T('property', 'en', 6, (c) =>
    c.pick([
      `3-bed flat, newly renovated, close to schools and shops. Fitted kitchen, prepaid meter, 24-hour security. No pets. Serious enquiries only.`,
      `Plot of land, 600 sqm, fenced, with C of O. Dry land, good access road. Price negotiable. Call the number on the sign.`,
      `Studio apartment to rent. Furnished, fibre internet, gym and pool in the complex. Available from the 1st of next month.`,
      `Warehouse space, 1,200 square metres, loading bay, three-phase power. Long lease preferred.`,
      `Shop to let on a busy high street, suitable for a pharmacy or a salon. Rent payable quarterly in advance.`,
      `Newly built 2-bed apartments, off-plan. Ten percent deposit, balance over 18 months. Show flat open on Saturdays.`,
    ]),
  ),
];

const NOTICE: Heldout2Template[] = [
  T('notice', 'en', 8, (c) => {
    const m = person(c, undefined, c.int(0, 2) === 0);
    const mum = person(c);
    return `MISSING PERSON

${PER(upper(full(m)))}, aged ${c.int(8, 80)}, was last seen on ${c.date()} near ${c.L('street')}, ${c.L('area')}, ${c.L('city')}. ${PER(m.given)} is about 1.${c.int(50, 85)} m tall and speaks English and ${c.pick(SPOKEN[c.j])}. ${PER(m.given)} may be trying to reach relatives in ${c.L('town')}.

Anyone with information should contact the nearest police station or ${PER(gs(mum))} on ${phone(c)}.`;
  }, AFRICA),
  T('notice', 'en', 7, (c) => {
    const w = person(c);
    const alias = c.pick(['Small', 'Baba', 'Scatter', 'Doctor', 'Oga Boss', 'Tiger', 'Sharp Sharp']);
    return `WANTED

${PER(`${upper(w.surname)} ${w.given}`)} alias "${PER(alias)}", ${c.int(19, 55)}, formerly of ${c.L('area')}, ${c.L('city')}, is wanted in connection with a robbery on ${c.L('street')} on ${c.date()}. He is believed to have relatives in ${c.L('village')} and across the border in ${world(c, 'country')}. Do not approach him. Call ${phone(c)}.`;
  }, AFRICA),
  T('notice', 'sw', 5, (c) => {
    const m = person(c, 'ke');
    const p = person(c, 'ke');
    return `TANGAZO: MTOTO AMEPOTEA

${PER(upper(gs(m)))}, mwenye umri wa miaka ${c.int(5, 15)}, amepotea tangu tarehe ${c.int(1, 28)} akiwa ${c.L('area')}, ${c.L('city')}. Alikuwa amevaa sare ya shule. Yeyote mwenye taarifa awasiliane na kituo cha polisi cha ${c.L('town')} au ampigie simu Bwana ${PER(gs(p))} kwa ${phone(c)}.`;
  }, ['KE']),
  T('notice', 'st', 5, (c) => {
    const m = person(c, 'sotho');
    const p = person(c, 'sotho');
    return `TSEBISO: MOTHO O LAHLEHILE

${PER(gs(m))} wa ${c.L('town')} o lahlehile ka la ${c.int(1, 28)} ${c.pick(['Phupu', 'Loetse', 'Mphalane', 'Pherekgong'])}. O qetetse ho bonwa ${c.L('city')}. Ha o na le tsebo, ikopanye le sepolesa kapa Mme ${PER(gs(p))} ho ${phone(c)}.`;
  }, ['ZA']),
  T('notice', 'ha', 4, (c) => {
    const m = person(c, 'ha');
    const p = person(c, 'ha');
    return `SANARWA: ANA NEMAN YARO

Ana neman wani yaro mai suna ${PER(gs(m))}, ɗan shekara ${c.int(6, 15)}, wanda ya ɓata tun ranar Litinin a unguwar ${c.L('area')}, ${c.L('city')}. Duk wanda ya gan shi ya kira ${PER(gs(p))} a lamba ${phone(c)}, ko ya je ofishin 'yan sanda mafi kusa.`;
  }, ['NG']),
  T('notice', 'zu', 4, (c) => {
    const m = person(c, 'nguni');
    const p = person(c, 'nguni');
    return `ISAZISO: KULAHLEKILE ${PER(upper(gs(m)))}

Kulahlekile ${PER(`${zu('u', m.given)} ${m.surname}`)}, oneminyaka engu-${c.int(8, 70)}, owagcina ukubonakala ${LOC(c.pick(['eMlazi', 'eThekwini', 'KwaMashu', 'eMgungundlovu', 'eNquthu']))} ngoMsombuluko. Uma unolwazi, shayela amaphoyisa noma ${PER(zu('u', p.given))} ku-${phone(c)}.`;
  }, ['ZA']),
  T('notice', 'en', 5, (c) =>
    c.pick([
      `FOUND: a brown leather wallet with bank cards, near the bus terminal on Tuesday. The owner may claim it at the front desk with identification.`,
      `LOST DOG. Black and white, answers to "Lucky". Very friendly. Reward offered. Please check your garages and sheds.`,
      `NOTICE: The office will be closed on Monday for the public holiday. Urgent matters: use the after-hours line.`,
      `CHANGE OF NAME: I, formerly known by my maiden name, wish to be known by my married name from now on. All documents in the former name remain valid.`,
      `BEWARE OF FRAUDSTERS. The company does not charge any fee for job interviews. Report anyone asking for money.`,
    ]),
  ),
];

const PROCUREMENT: Heldout2Template[] = [
  T('procurement', 'en', 8, (c) => {
    const o = person(c);
    return `INVITATION TO TENDER — ${c.O('uni')}

Tender No. ${c.pick(['ITT', 'RFQ', 'EOI'])}/${c.int(10, 99)}/${c.int(2021, 2025)}: Construction of a borehole and water storage tank at the rural health post in ${c.L('village')}, ${c.L('region')}.

Bidders must have completed similar works within the last five years. Tender documents may be collected from the Procurement Office, ${c.L('street')}, ${c.L('city')}, from ${c.date()}. Clarifications in writing to ${PER(gs(o))}, Procurement Officer. Late bids will not be accepted.`;
  }),
  T('procurement', 'en', 6, (c) => {
    const a = person(c);
    return `CONTRACT AWARD NOTICE. The contract for the rehabilitation of the ${c.L('town')}–${c.L('village')} road has been awarded to ${c.O('company')} at a sum of ${c.int(2, 90)} million. Unsuccessful bidders may request a debrief from ${PER(initials(a))} within ten days.`;
  }),
  T('procurement', 'fr', 4, (c) => {
    const a = person(c, 'fr');
    return `AVIS D'APPEL PUBLIC À LA CONCURRENCE. Commune de ${eu(c, 'fr', 'town')} (${eu(c, 'fr', 'region')}). Objet : rénovation de l'école maternelle, ${eu(c, 'fr', 'street')}. Renseignements : M. ${PER(gs(a))}, services techniques. Date limite de réception des offres : ${c.int(1, 28)} ${c.pick(['mars', 'juin', 'octobre'])} à 12 h.`;
  }, ['EU']),
  T('procurement', 'en', 7, (c) =>
    c.pick([
      `REQUEST FOR QUOTATION. Supply and delivery of 200 office chairs and 50 desks. Quotations must be valid for 90 days and include delivery. Closing date: ${c.date()}.`,
      `Expression of interest: consultancy services for a baseline survey of smallholder farmers. Firms must submit company profiles, CVs of key staff and two references.`,
      `Tender cancelled. The procuring entity has cancelled the tender for cleaning services for lack of responsive bids. It will be re-advertised.`,
      `Pre-bid meeting: all bidders are invited to a site visit on Thursday at 10 a.m. Attendance is mandatory. Bring company identification.`,
      `Addendum No. ${c.int(1, 4)}: the closing date is extended by two weeks. All other terms of the tender remain unchanged.`,
      `Framework agreement for the supply of laboratory reagents, lots 1 to ${c.int(3, 9)}. Bidders may bid for one or more lots.`,
    ]),
  ),
];

const MEDICAL: Heldout2Template[] = [
  T('medical', 'en', 9, (c) => {
    const a1 = person(c);
    const a2 = person(c);
    const [sex, pronoun] = c.pick([['man', 'He'], ['woman', 'She']] as const);
    return `Case report. A ${c.int(21, 79)}-year-old ${sex} from ${c.L('town')} presented to ${c.O('hospital')} with ${c.int(2, 14)} days of fever, headache and neck stiffness. ${pronoun} had recently travelled to ${c.L('village')} on the banks of ${theWater(c)} and to ${world(c, 'country')}. Blood films were negative for malaria. Lumbar puncture showed ${c.pick(['cryptococcal antigen', 'Gram-positive diplococci', 'lymphocytic pleocytosis'])}.

Authors: ${PER(initials(a1))}, ${PER(initials(a2))}. Correspondence: Department of Medicine, ${c.O('uni')}, ${c.L('city')}.`;
  }),
  T('medical', 'en', 6, (c) => {
    const d = person(c);
    return `Referral letter

Dear Dr ${PER(d.surname)},

Thank you for seeing this ${c.int(2, 90)}-year-old from ${c.L('area')} who has had a painless neck swelling for three months. There is no history of travel outside ${c.L('region')}. I would be grateful for your opinion.

Yours sincerely,
${c.pick(['Clinical Officer', 'Medical Officer', 'GP'])}, ${ORG(`${c.raw('town')} Health Centre`)}`;
  }),
  T('medical', 'pt', 4, (c) => {
    const a = person(c, 'pt');
    return `Relato de caso: homem de ${c.int(20, 80)} anos, natural de ${eu(c, 'pt', 'town')}, internado no ${ORG(c.pick(['Hospital de Santa Maria', 'Hospital de São João', 'Centro Hospitalar de Coimbra']))} com febre e dor abdominal. Regressara de ${eu(c, 'pt', 'country')} duas semanas antes. Autor: ${PER(initials(a))}.`;
  }, ['EU']),
  T('medical', 'en', 8, (c) =>
    c.pick([
      `A 34-year-old man presented with a three-day history of productive cough and fever. Chest X-ray showed right lower lobe consolidation. He improved on oral amoxicillin and was discharged on day four.`,
      `Discharge summary: elective right hip replacement. Uneventful recovery. Mobilising with a frame. Follow-up in orthopaedic clinic in six weeks. Continue enoxaparin for 28 days.`,
      `A 6-year-old girl was brought in after a dog bite to the left forearm. The wound was cleaned and left open. Rabies post-exposure prophylaxis was started.`,
      `Drug chart: metformin 500 mg twice daily; amlodipine 5 mg once daily; paracetamol 1 g as required, maximum four doses in 24 hours.`,
      `A 71-year-old woman with type 2 diabetes presented with confusion. Blood glucose was 2.1 mmol/L. She recovered fully after intravenous dextrose. Her sulfonylurea was stopped.`,
      `A ${c.int(22, 45)}-year-old primigravida at 36 weeks presented with headache and blurred vision. Blood pressure was 168/112. She was delivered by caesarean section the same day.`,
      `Clinic note: review of hypertension. Home readings satisfactory. Continue current medication. Repeat kidney function in three months.`,
    ]),
  ),
];

const GENEALOGY: Heldout2Template[] = [
  T('genealogy', 'en', 8, (c) => {
    const s = person(c, 'uk');
    const f = person(c, 'uk');
    const m = person(c, 'uk', c.int(0, 2) === 0);
    const w = person(c, 'uk');
    return `${PER(upper(full(s)))} (${c.int(1820, 1880)}–${c.int(1890, 1950)}), son of ${PER(gs(f))} of ${c.L('town')}, ${c.L('region')}, and ${PER(gs(m))} of ${c.L('village')}. Married ${PER(gs(w))} at ${c.L('town')} in ${c.int(1850, 1910)}; emigrated to ${world(c, 'country')} with two of their children. Buried at ${c.L('city')}. Note: the parish register spells the name "${PER(s.surname.replace(/e$/u, ''))}".`;
  }, ['GB']),
  T('genealogy', 'en', 7, (c) => {
    const a = person(c);
    const f = person(c);
    const g = person(c);
    return `Family tree notes: ${PER(gs(a))}, daughter of ${c.pick(ELDER_TITLE[c.j])} ${PER(gs(f))} of ${c.L('village')} and granddaughter of ${PER(gs(g))} of ${c.L('town')}. Born at ${c.L('city')} in ${c.int(1930, 1990)}. The compound is on the old road to ${theWater(c)}. ${PER(a.given)} later settled in ${world(c, 'city')}.`;
  }, AFRICA),
  T('genealogy', 'af', 4, (c) => {
    const s = person(c, 'af');
    const f = person(c, 'af');
    const m = person(c, 'af');
    return `${PER(full(s))}, gebore op ${c.L('town')} in ${c.int(1860, 1940)}, seun van ${PER(gs(f))} en ${PER(gs(m))} van ${c.L('town')}. Getroud te ${c.L('city')}; oorlede op die plaas naby die ${LOC(c.pick(AF_RIVERS))}.`;
  }, ['ZA']),
  T('genealogy', 'nl', 4, (c) => {
    const s = person(c, 'nl');
    const f = person(c, 'nl');
    const m = person(c, 'nl');
    return `${PER(full(s))}, geboren te ${eu(c, 'nl', 'town')} op ${c.int(1, 28)} ${c.pick(['januari', 'mei', 'augustus'])} ${c.int(1850, 1930)}, zoon van ${PER(gs(f))} en ${PER(gs(m))}. Landbouwer; vertrokken naar ${eu(c, 'nl', 'country')} in ${c.int(1880, 1950)}.`;
  }, ['EU']),
];

const RADIO: Heldout2Template[] = [
  T('radio', 'en', 7, (c) => {
    const a = person(c);
    const b = person(c, undefined, true);
    const d = person(c);
    return `${ORG(upper(c.raw('radio')))} — ${c.pick(['WEEKDAY', 'SATURDAY', 'SUNDAY'])} SCHEDULE
05:00  Dawn Prayers
06:00  The Morning Drive with ${PER(gs(a))}
09:00  News and traffic from ${c.L('city')} and ${c.L('region')}
10:00  Health Matters, with Dr ${PER(gs(b))}
13:00  Farmers' Hour: live from ${c.L('town')}
16:00  Sports Desk — ${PER(d.given)} and the team`;
  }),
  T('radio', 'zu', 5, (c) => {
    const a = person(c, 'nguni');
    const b = person(c, 'nguni');
    return `${ORG('Ukhozi FM')} — Uhlelo lwanamuhla
06:00 Uhlelo lwasekuseni ${PER(zu('no', a.given))}
09:00 Izindaba ${LOC(`zase${c.pick(['Thekwini', 'Goli', 'Mgungundlovu'])}`)}
12:00 Ezemidlalo ${PER(`${zu('no', b.given)} ${b.surname}`)}`;
  }, ['ZA']),
  T('radio', 'st', 5, (c) => {
    const a = person(c, 'sotho');
    const b = person(c, 'sotho');
    return `${ORG('Lesedi FM')} — Lenaneo
06:00 Lenaneo la hoseng le ${PER(gs(a))}
09:00 Ditaba tsa ${c.L('city')} le ${c.L('region')}
14:00 Mmino le ${PER(b.given)}`;
  }, ['ZA']),
  T('radio', 'pcm', 4, (c) => {
    const a = person(c, c.pick(['yo', 'ig', 'ha']));
    const b = person(c, c.pick(['yo', 'ig', 'ha']), true);
    return `${ORG('Wazobia FM')} — Wetin dey for today
06:00 Morning Crossover with ${PER(a.given)} and ${PER(b.given)}
10:00 Traffic gist: ${c.L('street')}, ${c.L('area')} and ${c.L('area')}
14:00 Oga Landlord: call-in from ${c.L('city')}`;
  }, ['NG']),
  T('radio', 'tw', 4, (c) => {
    const a = person(c, 'akan');
    const b = person(c, 'akan');
    return `${ORG('Adom FM')} — Nnɛ dwumadie
06:00 Anɔpa nsɛm ne ${PER(gs(a))}
09:00 Nsɛm a ɛfiri ${c.L('city')} ne ${c.L('region')}
15:00 Agorɔ nsɛm ne ${PER(b.given)}`;
  }, ['GH']),
  T('radio', 'ig', 4, (c) => {
    const a = person(c, 'ig');
    const b = person(c, 'ig');
    return `${ORG('Dream FM')} — Usoro mmemme taa
07:00 Ụtụtụ ọma ya na ${PER(gs(a))}
10:00 Akụkọ sitere ${c.L('city')} na ${c.L('town')}
16:00 Egwuregwu ya na ${PER(b.given)}`;
  }, ['NG']),
  T('radio', 'en', 5, (c) =>
    c.pick([
      `Tonight on the network: 19:00 The News Hour. 20:00 Drama: "The Long Road Home". 21:00 Jazz at Night. 23:00 Shipping forecast and close.`,
      `Programme changes: this week's phone-in is replaced by live coverage of the budget speech. Normal service resumes on Monday.`,
      `Weekend: 08:00 Gospel Hour. 10:00 Children's Corner. 12:00 Top 40 Countdown. 15:00 Football commentary. 18:00 Sunday Service.`,
      `05:00 Early Bird. 07:00 News. 07:30 Business Breakfast. 09:00 Hits and Memories. 12:00 Midday News. 13:00 Request Show.`,
      `Coming up after the news: the Farmers' Forum, with advice on storing maize after harvest, and your questions on the new fertiliser prices.`,
    ]),
  ),
];

const WEATHER: Heldout2Template[] = [
  T('weather', 'en', 6, (c) =>
    `Weather today: heavy showers over ${c.L('city')} and ${c.L('region')} this afternoon, with flooding possible near ${theWater(c)}. Dry and hot in ${c.L('town')}. Motorists on ${c.L('street')} should expect delays. Highs of ${c.int(22, 38)}°C.`,
  ),
  T('weather', 'sw', 4, (c) => `Hali ya hewa: mvua kubwa inatarajiwa ${c.L('city')} na ${c.L('region')} leo jioni. Wakazi wa ${c.L('area')} wanashauriwa kuwa waangalifu. Jua kali ${c.L('town')}.`, ['KE']),
  T('weather', 'en', 6, (c) =>
    c.pick([
      `Sunny spells, highs of ${c.int(18, 34)}°C, light winds. Chance of a thunderstorm late in the evening in the north.`,
      `Harmattan haze will persist this week. Visibility below 1,000 metres in the early morning. Drivers should use headlights.`,
      `Cold front moving in from the south-west: rain tomorrow, clearing on Thursday. Frost possible on high ground.`,
      `UV index very high from 11:00 to 15:00. Drink water and avoid the midday sun.`,
      `Long rains expected to start late this season, the meteorological department says. Farmers in the highlands should delay planting.`,
      `Overnight: clear skies, lows of ${c.int(4, 18)}°C. Tomorrow: sunny morning, cloud building in the afternoon, isolated showers.`,
      `Flood warning in force for low-lying coastal areas until Friday. Residents should move valuables upstairs and avoid driving through water.`,
      `Pollen count high. Air quality moderate. Winds from the east at ${c.int(10, 40)} km/h.`,
    ]),
  ),
];

/** The set's templates, in the order they are filled. */
export const HELDOUT2_NER_TEMPLATES: readonly Heldout2Template[] = [
  ...HANSARD,
  ...MINUTES,
  ...SPORT,
  ...BULLETIN,
  ...TRIBUNAL,
  ...ACKNOWLEDGEMENTS,
  ...REFERENCES,
  ...TWEET,
  ...WHATSAPP,
  ...SMS,
  ...INTERVIEW,
  ...TRAVEL,
  ...REVIEW,
  ...PROPERTY,
  ...NOTICE,
  ...PROCUREMENT,
  ...MEDICAL,
  ...GENEALOGY,
  ...RADIO,
  ...WEATHER,
];
