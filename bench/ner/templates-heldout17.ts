// Held-out set 17 of prose with gold person (PER) and place (LOC) spans, organisations (ORG) marked beside them: the
// project's seventeenth set of real-looking text to read the person and place detectors on (issue 13), written blind
// toward kinds of text the sixteen earlier headers do not name. Half English web and office text as written in
// Nigeria, Kenya, Ghana, South Africa, the UK and by English-writing expats in the EU: safari and tour itineraries
// (guide, driver, lodges and parks LOC, tour operator ORG), retirement send-off notices and speeches (retiree,
// speakers, hometown LOC, employer ORG), pension and gratuity claim letters (claimant, late member, next of kin,
// pension fund ORG), cargo-manifest remarks and clearing-agent notes (consignee, shipper, ports and terminals LOC,
// shipping line and clearing firm ORG), museum and gallery wall captions (artist, donor, curator, birthplace and
// studio street LOC, lender ORG), library overdue and hold notices (borrower, branch LOC, library service ORG),
// neighbourhood-watch group messages (residents, streets LOC, security firm ORG), house-sitting handover
// notes (owner, sitter, neighbour, vet), blood-donation drive notices (coordinator, donors, venue LOC, blood service
// ORG), warranty and repair claims (customer, shop ORG and its area LOC, technician), housewarming and baby-shower
// invitations (hosts, guests, directions LOC) and private tutors' progress reports (pupil, parent, tutor, school
// ORG). The other half in the languages of our users, in kinds no earlier header names: Yorùbá retirement send-offs,
// Hausa neighbourhood-watch messages, Nigerian Pidgin warranty complaints, Swahili safari itineraries, isiXhosa
// blood-drive notices, Afrikaans house-sitting notes, Twi housewarming invitations, French library overdue notices,
// German museum wall texts, Dutch survivor's-pension claims, Portuguese cargo-manifest remarks and Spanish
// private-tutor reports.
//
// 600 texts (seed 17017): 1,459 PER, 1,085 LOC and 271 ORG gold spans; every text holds a person or a place. By
// jurisdiction: EU 175, NG 125, ZA 100, KE 75, GH 75, GB 50. Kinds of text (24 genres, 25 texts each): English —
// tour itineraries, retirement send-offs, pension claims, cargo remarks, museum captions, library notices,
// neighbourhood watch, house-sitting notes, blood drives, warranty claims, housewarming invitations, tutor reports;
// other languages — retirement (yo), neighbourhood watch (ha), warranty complaint (pcm), tour itinerary (sw), blood
// drive (xh), house-sitting (af), housewarming (tw), library notice (fr), museum caption (de), pension claim (nl),
// cargo remarks (pt), tutor report (es). Languages (texts): English 300 (50 %); 25 each of Yorùbá, Hausa, Nigerian
// Pidgin (`pcm`), Swahili, isiXhosa, Afrikaans, Twi, French, German, Dutch, Portuguese, Spanish. The counts are
// pinned by test/bench/ner-generate.test.ts. The author writes English, French, German, Dutch, Portuguese and
// Spanish well, Pidgin, Swahili and Afrikaans fairly, Yorùbá, Hausa, isiXhosa and Twi less well: those texts are
// short and formulaic, as such notices are.
// Mess kept on purpose, as real text has it: names lower-case in chats, all-caps in headings and manifests,
// `SURNAME Given` and `Surname, Given` in forms, initials, given names that are words (`Blessing`, `Precious`,
// `Friday`, lower-case in chats), names opening sentences and lines, a name right before a comma and a place in
// signatures (`…, Jan Smuts Avenue, Polokwane`), a family named by its surname alone in capitals (`… FAMILY`), and
// a donor's or consignee's name broken across a line by a hard-wrapped caption or manifest (the span keeps its
// line break; 28 such spans).
// Writing slips known before the reading (labels untouched): names are drawn without sex, so `Mr`, `Mrs`, `her`,
// `Alhaji`, `Mme`, `Frau`, `mevrouw`, `Sra.`, `Tannie` can sit beside a name of the other sex; places, firms and
// venues within a jurisdiction are paired at random (a lodge far from the park it is listed with, a library branch
// in another town than the borrower); in the EU row English texts mix the places of six countries; the guests of
// invitations and the people of the other-language texts may come from any region of the jurisdiction.
//
// Read once by the lead, not by its author (figures to be written below by the reader).
//
// Author: a blind author helper of session 31 (branch s31-prose17), writing as the seventeenth independent author.
// Read: /work/s31-common.md, the blind brief and its own brief, bench/ner/generate.ts (set 17 is one more row of
// `NER_SETS`, seed 17017; it reuses `nerContext` and `buildNerSetWith`), the header comment, lists, helpers and
// templates of templates-heldout16.ts for the TypeScript shape and the labelling policy (its name and place lists
// were not reused: set 17 brings its own), a keyword grep over the headers of templates-heldout1.ts to 16.ts (to
// choose kinds they do not hold), and set 16's block of test/bench/ner-generate.test.ts. NOT read: src/, lexicons,
// packs, the README's paragraphs, bench/data/ner-*.jsonl. The detectors and the bench were never run on this set
// while it was written. Every person is fictional: given names and surnames are combined at random.
//
// Grain (set 16's policy): a title (`Mr`, `Mrs`, `Ms`, `Dr`, `Prof.`, `Rev.`, `Pastor`, `Eng.`, `Alhaji`,
// `Hajiya`, `Malam`, `Chief`, `Madam`, `Mama`, `Baba`, `Oga`, `Nana`, `Auntie`, `Sister`, `Mnu.`, `Nksz.`, `Oom`,
// `Tannie`, `Mev.`, `M.`, `Mme`, `Herr`, `Frau`, `dhr.`, `mevrouw`, `Sr.`, `Sra.`, `Dña.`) stays outside the PER
// span, a possessive `'s` too; an isiXhosa noun-class prefix or locative glued to a name or place stays inside
// (`uLwazi`, `eMonti`, `KwaNobuhle`), a separate particle outside; a street or road is LOC without its house
// number; a lodge, a park, a port, a terminal, a hospital, a hall, a library branch or a museum where something
// happens or where one goes is LOC; a body that acts (a tour operator, an employer, a pension fund, a shipping
// line, a clearing firm, a lender of a work, a library service signing a notice, a security company, a blood
// service, a maker, a school) is ORG whole even when it holds a person's or a place's name; work titles (of art
// works, of books on loan), vessel names, container and bill numbers, product models, vehicle plates, phone
// numbers, hashtags, handles and months are no span; a name broken across a line by a hard wrap is one span.
import type { NerContext, NerLists, NerPerson, NerTemplateOf } from './generate.js';
import type { Jurisdiction } from './templates-heldout1.js';

type Region17 = 'yo' | 'ig' | 'ha' | 'ke' | 'gh' | 'xh' | 'af' | 'gb' | 'fr' | 'de' | 'nl' | 'pt' | 'es' | 'it';

interface Places17 {
  city: readonly string[];
  area: readonly string[];
  street: readonly string[];
  hall: readonly string[];
  hospital: readonly string[];
  employer: readonly string[];
  lodge: readonly string[];
  park: readonly string[];
  port: readonly string[];
  shop: readonly string[];
  school: readonly string[];
  library: readonly string[];
}

const GIVEN17: Readonly<Record<Region17, readonly string[]>> = {
  yo: ['Adébáyọ̀', 'Fọláṣadé', 'Olúwaṣeun', 'Bọ́lánlé', 'Ayọ̀dèjì', 'Títílayọ̀', 'Gbénga', 'Mọ́pélọ́lá', 'Ọlálékan', 'Ìyábọ̀', 'Dàpọ̀', 'Bùkọ́lá'],
  ig: ['Obinna', 'Chiamaka', 'Nnamdi', 'Adaeze', 'Somtochukwu', 'Ngozi', 'Ebuka', 'Chinwe', 'Ifeanyi', 'Uju', 'Chukwuemeka', 'Oluchi'],
  ha: ['Abubakar', 'Zainab', 'Sani', 'Halima', 'Bashir', 'Rakiya', 'Musa', 'Fatima', 'Shehu', 'Bilkisu', 'Idris', 'Asma’u'],
  ke: ['Kamande', 'Atieno', 'Kipchoge', 'Nyokabi', 'Otieno', 'Chepkemoi', 'Wafula', 'Nduta', 'Mutua', 'Akinyi', 'Kiprono', 'Wanjiru'],
  gh: ['Yaw', 'Efua', 'Kofi', 'Ama', 'Kwabena', 'Akosua', 'Ekow', 'Esi', 'Kwame', 'Afia', 'Nana Yaw', 'Dede'],
  xh: ['Lwazi', 'Nomsa', 'Sipho', 'Thandeka', 'Luvuyo', 'Ayanda', 'Mzwandile', 'Nosipho', 'Bongani', 'Zintle', 'Xolani', 'Siphokazi'],
  af: ['Gerrit', 'Elmarie', 'Hendrik', 'Annelie', 'Riaan', 'Marelize', 'Pieter', 'Sunette', 'Johan', 'Liesl', 'Danie', 'Rentia'],
  gb: ['Oliver', 'Charlotte', 'Callum', 'Rhiannon', 'Alfie', 'Niamh', 'Jack', 'Poppy', 'Ruairidh', 'Eleanor', 'Jamal', 'Priya'],
  fr: ['Thibault', 'Camille', 'Benoît', 'Élodie', 'Romain', 'Aurélie', 'Yannick', 'Céline', 'Loïc', 'Mathilde', 'Arnaud', 'Solène'],
  de: ['Tobias', 'Anja', 'Lukas', 'Katrin', 'Matthias', 'Silke', 'Florian', 'Jana', 'Sebastian', 'Heike', 'Niklas', 'Dörte'],
  nl: ['Bram', 'Sanne', 'Joost', 'Lieke', 'Thijs', 'Femke', 'Wouter', 'Mirjam', 'Ruben', 'Ilse', 'Koen', 'Eline'],
  pt: ['Tiago', 'Inês', 'Duarte', 'Beatriz', 'Gonçalo', 'Leonor', 'Rui', 'Catarina', 'Nuno', 'Mariana', 'Hugo', 'Raquel'],
  es: ['Álvaro', 'Lucía', 'Sergio', 'Paula', 'Javier', 'Nerea', 'Iker', 'Marta', 'Rubén', 'Alba', 'Diego', 'Irene'],
  it: ['Matteo', 'Giulia', 'Lorenzo', 'Chiara', 'Davide', 'Francesca', 'Alessandro', 'Martina', 'Stefano', 'Valentina', 'Riccardo', 'Elisa'],
};

const SURNAME17: Readonly<Record<Region17, readonly string[]>> = {
  yo: ['Adébísí', 'Ògúnlẹ́yẹ', 'Fáṣọlá', 'Ajíbádé', 'Ọ̀ṣúntókun', 'Oyèwọlé', 'Adékúnlé', 'Ìṣọ̀lá', 'Babalọlá', 'Ọlápàdé', 'Akínwálé', 'Adéòsun'],
  ig: ['Okonkwo', 'Nwosu', 'Anyanwu', 'Chukwu', 'Obi', 'Ezeani', 'Onyekachi', 'Okafor', 'Nwachukwu', 'Udeh', 'Ibe', 'Ogbonna'],
  ha: ['Yakubu', 'Abdullahi', 'Garba', 'Danjuma', 'Usman', 'Bello', 'Suleiman', 'Ringim', 'Gwarzo', 'Tanko', 'Mustapha', 'Isa'],
  ke: ['Njoroge', 'Ochieng', 'Kiprotich', 'Wekesa', 'Mutiso', 'Kariuki', 'Odhiambo', 'Rotich', 'Nyaga', 'Omollo', 'Kimani', 'Chege'],
  gh: ['Mensah', 'Asante', 'Owusu', 'Boateng', 'Quaye', 'Appiah', 'Darko', 'Amoako', 'Agyeman', 'Quartey', 'Frimpong', 'Ankrah'],
  xh: ['Mabandla', 'Ntsebeza', 'Qwabe', 'Jali', 'Mgijima', 'Sobukwe', 'Ndlovu', 'Makhaye', 'Gqola', 'Dyantyi', 'Mtshali', 'Nkwinti'],
  af: ['Coetzee', 'Steyn', 'van der Merwe', 'Pretorius', 'Louw', 'Venter', 'Botha', 'le Roux', 'Nel', 'van Zyl', 'Fourie', 'Swanepoel'],
  gb: ['Thompson', 'Hughes', 'Begum', 'MacLeod', 'Fletcher', 'O’Brien', 'Patel', 'Wainwright', 'Jenkins', 'Ahmed', 'Barker', 'Lloyd'],
  fr: ['Lefèvre', 'Girard', 'Bonnet', 'Mercier', 'Fontaine', 'Chevalier', 'Rousseau', 'Lemoine', 'Faure', 'Garnier', 'Picard', 'Barbier'],
  de: ['Becker', 'Hoffmann', 'Krüger', 'Zimmermann', 'Hartmann', 'Lehmann', 'Schmitt', 'Vogel', 'Jäger', 'Keller', 'Böhm', 'Seidel'],
  nl: ['Jansen', 'de Vries', 'Bakker', 'Visser', 'Smits', 'Mulder', 'van Dijk', 'Dekker', 'Brouwer', 'van Leeuwen', 'Bosman', 'de Graaf'],
  pt: ['Pereira', 'Rodrigues', 'Gomes', 'Lopes', 'Sousa', 'Martins', 'Carvalho', 'Teixeira', 'Moreira', 'Correia', 'Pinto', 'Mendes'],
  es: ['García', 'López', 'Martínez', 'Sánchez', 'Romero', 'Navarro', 'Torres', 'Domínguez', 'Gil', 'Ortega', 'Rubio', 'Molina'],
  it: ['Rossi', 'Bianchi', 'Ferrari', 'Esposito', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti'],
};

/** Given names that are also words, places or days: PER wherever they name a person. */
export const WORD_GIVEN17: readonly string[] = ['Blessing', 'Precious', 'Goodluck', 'Favour', 'Peace', 'Justice', 'Memory', 'Loveness', 'Silence', 'Charity', 'Faith', 'Happy', 'Promise', 'Wisdom', 'Friday', 'Rose', 'Ivy', 'Florence', 'Chelsea', 'Brooklyn'];

const PLACES17: Readonly<Record<Jurisdiction, Places17>> = {
  NG: {
    city: ['Lagos', 'Ibadan', 'Kaduna', 'Enugu', 'Jos', 'Owerri', 'Abeokuta', 'Akure', 'Warri', 'Sokoto'],
    area: ['Surulere', 'Yaba', 'Wuse 2', 'Bodija', 'Independence Layout', 'Rayfield', 'Lekki Phase 1', 'Magodo', 'Gwarinpa', 'Ogba'],
    street: ['Awolowo Road', 'Herbert Macaulay Way', 'Allen Avenue', 'Okpara Avenue', 'Murtala Mohammed Way', 'Adetokunbo Ademola Crescent', 'Ring Road', 'Ogunlana Drive'],
    hall: ['Eko Hotel', 'Ladi Kwali Hall', 'Harbour Point', 'Nicon Luxury', 'The Civic Centre'],
    hospital: ['Federal Medical Centre Abeokuta', 'Jos University Teaching Hospital', 'Lagoon Hospital', 'Enugu State University Teaching Hospital', 'Barau Dikko Teaching Hospital'],
    employer: ['First Bank', 'NNPC', 'Nigerian Breweries', 'MTN Nigeria', 'Federal Ministry of Works', 'Zenith Bank'],
    lodge: ['Yankari Resort', 'Obudu Mountain Resort', 'Whispering Palms', 'La Campagne Tropicana'],
    park: ['Yankari Game Reserve', 'Cross River National Park', 'Olumo Rock', 'Lekki Conservation Centre'],
    port: ['Apapa', 'Tin Can Island', 'Onne', 'Calabar Port'],
    shop: ['Slot', 'Sabuss', 'Fouani', 'Pointek'],
    school: ['Corona School', 'Greensprings School', 'Loyola Jesuit College', 'Queen’s College'],
    library: ['National Library Abuja', 'Kenneth Dike Library', 'Lagos State Library'],
  },
  KE: {
    city: ['Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika', 'Malindi', 'Nyeri', 'Machakos', 'Narok', 'Kakamega'],
    area: ['Kilimani', 'South B', 'Parklands', 'Runda', 'Kileleshwa', 'Syokimau', 'Donholm', 'Nyali', 'Milimani', 'Pipeline'],
    street: ['Argwings Kodhek Road', 'Kiambu Road', 'Waiyaki Way', 'Moi Avenue', 'Kenyatta Avenue', 'Oginga Odinga Street', 'Ngong Road', 'Limuru Road'],
    hall: ['KICC', 'Kenya National Theatre', 'Charter Hall', 'Nakuru Athletic Club'],
    hospital: ['Mater Hospital', 'Gertrude’s Children’s Hospital', 'MP Shah Hospital', 'Jaramogi Oginga Odinga Teaching Hospital', 'Nyeri County Referral Hospital'],
    employer: ['Safaricom', 'Equity Bank', 'Kenya Ports Authority', 'Teachers Service Commission', 'Bamburi Cement', 'KenGen'],
    lodge: ['Keekorok Lodge', 'Sarova Mara', 'Ol Tukai Lodge', 'Lake Naivasha Sopa'],
    park: ['Maasai Mara', 'Amboseli National Park', 'Tsavo East', 'Lake Nakuru National Park', 'Hell’s Gate'],
    port: ['Kilindini', 'Lamu Port', 'Inland Container Depot Embakasi'],
    shop: ['Hotpoint', 'Naivas', 'Carrefour', 'Phone Place'],
    school: ['Alliance High School', 'Brookhouse School', 'Kenya High', 'Starehe Boys Centre'],
    library: ['McMillan Memorial Library', 'Buruburu Library', 'Kisumu Library'],
  },
  GH: {
    city: ['Tamale', 'Cape Coast', 'Takoradi', 'Ho', 'Sunyani', 'Koforidua', 'Tema', 'Winneba', 'Nsawam', 'Kintampo'],
    area: ['East Legon', 'Osu', 'Spintex', 'Dansoman', 'Madina', 'Labone', 'Asokwa', 'Bantama', 'Cantonments', 'Haatso'],
    street: ['Oxford Street', 'Liberation Road', 'Spintex Road', 'Ring Road Central', 'Kwame Nkrumah Avenue', 'Cantonments Road', 'Fourth Circular Road', 'Harper Road'],
    hall: ['National Theatre', 'Great Hall UCC', 'Golden Tulip Kumasi', 'Alisa Hotel'],
    hospital: ['Tamale Teaching Hospital', 'Ho Teaching Hospital', 'Effia Nkwanta Regional Hospital', 'Tema General Hospital', 'LEKMA Hospital'],
    employer: ['Ghana Revenue Authority', 'Ecobank Ghana', 'Ghana Education Service', 'Volta River Authority', 'MTN Ghana', 'COCOBOD'],
    lodge: ['Mole Motel', 'Hans Cottage Botel', 'Elmina Beach Resort', 'Aylos Bay'],
    park: ['Mole National Park', 'Kakum National Park', 'Boti Falls', 'Wli Waterfalls'],
    port: ['Tema Port', 'Takoradi Port', 'Golden Jubilee Terminal'],
    shop: ['Franko Trading', 'Compu Ghana', 'Game Accra Mall', 'Palace Mall'],
    school: ['Achimota School', 'Wesley Girls’ High School', 'Mfantsipim', 'Prempeh College'],
    library: ['George Padmore Library', 'Ashanti Regional Library', 'Balme Library'],
  },
  ZA: {
    city: ['Johannesburg', 'Cape Town', 'Durban', 'Gqeberha', 'East London', 'Bloemfontein', 'Polokwane', 'Mthatha', 'Makhanda', 'Knysna'],
    area: ['Melville', 'Khayelitsha', 'Umhlanga', 'Walmer', 'Soweto', 'Brooklyn', 'Summerstrand', 'Linden', 'Mdantsane', 'Durbanville'],
    street: ['Jan Smuts Avenue', 'Oxford Road', 'Long Street', 'Florida Road', 'Beach Road', 'Nelson Mandela Drive', 'Church Street', 'Buitengracht Street'],
    hall: ['Orlando Community Hall', 'Guild Theatre', 'Feather Market Centre', 'Bloemfontein City Hall'],
    hospital: ['Livingstone Hospital', 'Frere Hospital', 'Charlotte Maxeke Hospital', 'Mthatha General Hospital', 'Universitas Hospital'],
    employer: ['Transnet', 'Department of Basic Education', 'Sasol', 'Old Mutual', 'City of Cape Town', 'Pick n Pay'],
    lodge: ['Skukuza Rest Camp', 'Olifants Camp', 'Addo Main Camp', 'Hilltop Camp'],
    park: ['Kruger National Park', 'Addo Elephant National Park', 'Hluhluwe-iMfolozi', 'Pilanesberg'],
    port: ['Durban Container Terminal', 'Port of Ngqura', 'Cape Town Container Terminal', 'Richards Bay'],
    shop: ['Incredible Connection', 'Game', 'HiFi Corp', 'Makro'],
    school: ['Grey High School', 'Pretoria Girls High', 'Westerford High', 'Lovedale College'],
    library: ['Johannesburg City Library', 'Cape Town Central Library', 'Bessie Head Library'],
  },
  GB: {
    city: ['Leeds', 'Bristol', 'Cardiff', 'Glasgow', 'Birmingham', 'Norwich', 'Sheffield', 'Leicester', 'Belfast', 'Southampton'],
    area: ['Headingley', 'Clifton', 'Roath', 'Partick', 'Moseley', 'Sparkbrook', 'Crookes', 'Evington', 'Ormeau', 'Portswood'],
    street: ['Otley Road', 'Gloucester Road', 'City Road', 'Byres Road', 'Alcester Road', 'Ecclesall Road', 'London Road', 'Lisburn Road'],
    hall: ['Ashton Gate', 'Leeds Town Hall', 'St George’s Hall', 'the Corn Exchange'],
    hospital: ['St James’s University Hospital', 'Southmead Hospital', 'University Hospital of Wales', 'Queen Elizabeth University Hospital', 'Leicester Royal Infirmary'],
    employer: ['NHS Leeds', 'Royal Mail', 'Aviva', 'Bristol City Council', 'John Lewis', 'HMRC'],
    lodge: ['Loch Ness Lodge', 'Glen Coe Youth Hostel', 'Keswick YHA', 'Ty Hwnt i’r Bont'],
    park: ['Snowdonia', 'the Lake District', 'Cairngorms National Park', 'Peak District'],
    port: ['Felixstowe', 'Southampton Docks', 'Port of Tilbury', 'Immingham'],
    shop: ['Currys', 'Argos', 'John Lewis', 'Richer Sounds'],
    school: ['Leeds Grammar School', 'Cotham School', 'Hillhead High School', 'King Edward VI Camp Hill'],
    library: ['Leeds Central Library', 'Bristol Central Library', 'Mitchell Library'],
  },
  EU: {
    city: ['Lyon', 'Hamburg', 'Rotterdam', 'Lisboa', 'Valencia', 'Milano', 'Bordeaux', 'Köln', 'Gent', 'Porto'],
    area: ['Croix-Rousse', 'Ottensen', 'Kralingen', 'Alfama', 'Ruzafa', 'Navigli', 'Chartrons', 'Ehrenfeld', 'Patershol', 'Bonfim'],
    street: ['Rue de la République', 'Reeperbahn', 'Witte de Withstraat', 'Rua Augusta', 'Calle Colón', 'Corso Buenos Aires', 'Cours de l’Intendance', 'Venloer Straße'],
    hall: ['Halle Tony Garnier', 'Elbphilharmonie', 'De Doelen', 'Coliseu dos Recreios', 'Palau de la Música'],
    hospital: ['Hôpital Édouard Herriot', 'UKE Hamburg', 'Erasmus MC', 'Hospital de Santa Maria', 'Hospital La Fe'],
    employer: ['Airbus', 'Siemens', 'Philips', 'Galp', 'Mercadona', 'Enel'],
    lodge: ['Refuge du Goûter', 'Hütte am Watzmann', 'Camping Zeeburg', 'Pousada de Óbidos'],
    park: ['Parc national des Cévennes', 'Sächsische Schweiz', 'Hoge Veluwe', 'Peneda-Gerês', 'Picos de Europa'],
    port: ['Port of Rotterdam', 'Hamburger Hafen', 'Porto de Leixões', 'Port de Marseille', 'Puerto de Valencia'],
    shop: ['Fnac', 'MediaMarkt', 'Coolblue', 'Worten', 'El Corte Inglés'],
    school: ['Lycée du Parc', 'Gymnasium Ottensen', 'Erasmiaans Gymnasium', 'Escola Secundária Camões'],
    library: ['Bibliothèque municipale de Lyon', 'Bücherhallen Hamburg', 'Biblioteca Municipal Almeida Garrett'],
  },
};

const REGIONS17: Readonly<Record<Jurisdiction, readonly Region17[]>> = {
  NG: ['yo', 'ig', 'ha'],
  KE: ['ke'],
  GH: ['gh'],
  ZA: ['xh', 'af'],
  GB: ['gb'],
  EU: ['fr', 'de', 'nl', 'pt', 'es', 'it'],
};

const MONTHS17 = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const L = (s: string): string => `[[LOC:${s}]]`;
const O = (s: string): string => `[[ORG:${s}]]`;

export const HELDOUT17_LISTS: NerLists<Jurisdiction, Region17, Places17> = {
  given: GIVEN17,
  surname: SURNAME17,
  wordNames: WORD_GIVEN17,
  places: PLACES17,
  regionsOf: REGIONS17,
  months: MONTHS17,
  loc: L,
  org: O,
};

type C = NerContext<Jurisdiction, Region17, Places17>;
type T = NerTemplateOf<C>;

type NameForm17 = 'full' | 'gs' | 'g' | 's' | 'caps' | 'lower' | 'init' | 'sComma' | 'sCaps' | 'sFirst' | 'gInit' | 'wrap';

/** A person written in one form (no marks); `wrap` breaks the name before the surname as a hard-wrapped line does. */
export function nm17(p: NerPerson, form: NameForm17): string {
  const gs = `${p.given} ${p.surname}`;
  switch (form) {
    case 'full':
      return p.middle ? `${p.given} ${p.middle} ${p.surname}` : gs;
    case 'gs':
      return gs;
    case 'g':
      return p.given;
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
    case 'wrap':
      return `${p.middle ? `${p.given} ${p.middle}` : p.given}\n${p.surname}`;
  }
}

const P = (p: NerPerson, form: NameForm17 = 'gs'): string => `[[PER:${nm17(p, form)}]]`;
const Pl = (s: string): string => `[[PER:${s}]]`;

/** Two different entries of a list, in seeded order. */
const two = (c: C, xs: readonly string[]): [string, string] => {
  const a = c.pick(xs);
  return [a, c.pick(xs.filter((x) => x !== a))];
};
const dmy = (c: C): string => `${String(c.int(1, 28)).padStart(2, '0')}/${String(c.int(1, 12)).padStart(2, '0')}/${c.int(2022, 2026)}`;
const num = (c: C, lo = 2, hi = 148): number => c.int(lo, hi);
const phone = (c: C): string => `+${c.pick(['234 80', '254 7', '233 24', '27 8', '44 77', '31 6'])}${c.int(1, 9)} ${c.int(100, 999)} ${c.int(1000, 9999)}`;
/** An ISO 6346 container number with its check digit. */
const container = (c: C): string => {
  const owner = c.pick(['MSCU', 'MAEU', 'CMAU', 'HLXU', 'ONEU', 'TGHU']);
  const serial = String(c.int(100000, 999999));
  const code = (ch: string): number => {
    if (/\d/u.test(ch)) return Number(ch);
    const v = ch.charCodeAt(0) - 55;
    return v + Math.floor((v - 1) / 10);
  };
  const vals = [...owner, ...serial].map(code);
  const sum = vals.reduce((s, v, i) => s + v * 2 ** i, 0);
  return `${owner}${serial}${(sum % 11) % 10}`;
};
const ARTWORKS = ['Untitled (Blue Market)', 'Harmattan Morning', 'Study for a Procession', 'The Long Queue', 'Still Life with Kola Nuts', 'Rain over the Estuary', 'Threshold III'];
const MEDIA = ['oil on canvas', 'acrylic and sand on board', 'woodcut on paper', 'bronze', 'mixed media on jute', 'archival pigment print'];
const BOOKS = ['Half of a Yellow Sun', 'Things Fall Apart', 'The Famished Road', 'Petals of Blood', 'Wolf Hall', 'A Grain of Wheat', 'Americanah', 'Disgrace'];
const GOODS = ['used tyres', 'frozen fish', 'textile bales', 'solar panels', 'spare parts (used)', 'personal effects', 'tiles and sanitary ware'];
const VESSELS = ['MSC Amalfi', 'Maersk Kinloss', 'CMA CGM Tage', 'Grande Lagos', 'Nordic Hamburg'];
const APPLIANCES = ['Samsung fridge', 'LG washing machine', 'Hisense TV', 'Tecno Spark 10', 'Defy stove', 'HP laptop', 'iPhone 13'];
const SUBJECTS = ['maths', 'physics', 'chemistry', 'English', 'French', 'accounting'];

const norm = (make: (c: C) => string) => (c: C): string => make(c).normalize('NFC');

// ---------------------------------------------------------------- English web and office text
const EN = (genre: string, make: (c: C) => string): T => ({ genre, lang: 'en', fills: 25, make: norm(make) });

const ENGLISH: readonly T[] = [
  EN('tour-itinerary', (c) => {
    const guide = c.person();
    const drv = c.person();
    const lead = c.person();
    const [p1, p2] = two(c, c.pl.park);
    return c.pick([
      `ITINERARY – ${Pl(lead.surname.toUpperCase())} FAMILY (4 pax)\nDay 1: Pick-up at the airport in ${c.L('city')} by your driver ${P(drv, 'gs')}. Overnight ${c.L('lodge')}.\nDay 2: Full day in ${L(p1)} with packed lunch. Guide: ${P(guide, 'g')}.\nDay 3: Transfer to ${L(p2)}, afternoon game drive, dinner at ${c.L('lodge')}.\nBooked by ${P(lead, 'full')} via ${O(c.pick(['Bonfire Adventures', 'Pollman’s Tours', 'Intrepid Travel', 'TUI', 'Wild Frontiers']))}. Balance due 30 days before travel.`,
      `Hi ${P(lead, 'g')}, quick changes to your trip: because of the rains we swap day 2 and 3, so ${L(p2)} first, then ${L(p1)}. ${P(guide, 'gs')} will meet you at reception of ${c.L('lodge')} at 6:15am sharp. Driver is still ${P(drv, 'lower')} (mobile ${phone(c)}). Safe travels!`,
      `day 4 recap for the group chat: left ${c.L('area')} at 5, ${P(drv, 'g')} drove like a rally driver lol. saw lions near ${L(p1)} gate. ${P(guide, 'caps')} knows every bird by name. tonight ${c.L('lodge')}, no wifi so bye`,
    ]);
  }),
  EN('retirement-sendoff', (c) => {
    const ret = c.person();
    const sp = c.person();
    const mc = c.person(undefined, true);
    const emp = c.pick(c.pl.employer);
    return c.pick([
      `SEND-FORTH CEREMONY\nin honour of\n${P(ret, 'caps')}\non his/her retirement after 35 years of meritorious service with ${O(emp)}\nVenue: ${c.L('hall')}, ${c.L('city')}\nDate: ${c.date()}, 2pm prompt\nChairman: ${P(sp, 'full')}\nMC: ${P(mc, 'g')} the Comedian\nDress code: all white`,
      `Colleagues, today we say goodbye to ${P(ret, 'gs')}. ${P(ret, 'g')} joined ${O(emp)} in ${c.L('city')} as a clerk and leaves us as Head of Records. ${P(sp, 'init')} will give a short speech at 4pm in the canteen. ${P(ret, 'g')} is going home to ${c.L('area')} to farm and to spoil the grandchildren. Please sign the card at reception.`,
      `Speech by ${P(sp, 'gs')}: "When I arrived at the ${c.L('city')} office in 2003, it was ${P(ret, 's')} who showed me where the files were and where the good suya was. ${P(mc, 'gs')}, you told me not to cry, but…"`,
    ]);
  }),
  EN('pension-claim', (c) => {
    const cl = c.person();
    const dec = c.person();
    const wit = c.person();
    const fund = c.pick(['Stanbic IBTC Pensions', 'ARM Pension Managers', 'NSSF', 'SSNIT', 'GEPF', 'Local Government Pension Scheme', 'Teachers’ Pension Scheme', 'CPF Pensions']);
    return c.pick([
      `The Claims Officer,\n${O(fund)},\n${c.L('city')}.\n\nDear Sir,\nAPPLICATION FOR PAYMENT OF DEATH BENEFITS: LATE ${P(dec, 'sCaps')}\nI am the widow and next of kin of the late ${P(dec, 'gs')}, who retired from ${c.O('employer')} and died at ${c.L('hospital')} on ${c.date()}. Attached are the death certificate, letter of administration and my ID. Our address is ${num(c)} ${c.L('street')}, ${c.L('area')}.\nYours faithfully,\n${P(cl, 'full')}`,
      `Member name: ${P(dec, 'sFirst')}\nClaimant: ${P(cl, 'sComma')} (spouse)\nWitness: ${P(wit, 'init')}\nRemarks: claimant came to the ${c.L('city')} office in person; gratuity already paid, survivor's pension to start next month.`,
      `Good morning, I am following up on my gratuity claim. I retired from ${c.O('employer')} 14 months ago and ${O(fund)} keeps saying the file is "with the actuary". My name is ${P(cl, 'gs')}, I was told to ask for ${P(wit, 'g')} at the ${c.L('area')} branch. Please help, I am now surviving on my children.`,
    ]);
  }),
  EN('cargo-remarks', (c) => {
    const con = c.person();
    const agent = c.person();
    const shp = c.person();
    const line = c.pick(['MSC', 'Maersk', 'CMA CGM', 'Hapag-Lloyd', 'Grimaldi']);
    return c.pick([
      `MANIFEST REMARKS – B/L ${line.slice(0, 3).toUpperCase()}${num(c, 100000, 999999)}\nVessel: ${c.pick(VESSELS)}  Ctr: ${container(c)}\nPOL: ${c.L('port', 'EU')}  POD: ${c.L('port')}\nConsignee: ${P(con, 'caps')}, ${num(c)} ${c.L('street')}\nGoods: ${c.pick(GOODS)}\nRemarks: consignee name on invoice reads ${P(con, 'wrap')}; to be amended by shipper ${P(shp, 'gs')}.`,
      `Clearing update: container ${container(c)} for ${P(con, 'gs')} discharged at ${c.L('port')} on ${c.date()}. Duty assessed, awaiting release from ${O(line)}. Our agent ${P(agent, 'g')} will escort the truck to ${c.L('area')}. — ${O(c.pick(['Bollore Logistics', 'Siginon', 'Grindrod', 'Panalpina', 'Freight Forwarders Ltd']))}`,
      `remarks: cnee ${P(con, 'lower')} not reachable on given phone, pls advise. notify party ${P(shp, 'sCaps')}, ${c.L('city')}. agent ${P(agent, 'gInit')}.`,
    ]);
  }),
  EN('museum-caption', (c) => {
    const art = c.person();
    const don = c.person();
    const cur = c.person();
    return c.pick([
      `${P(art, 'gs')}\nb. ${c.int(1941, 1994)}, ${c.L('city')}\n${c.pick(ARTWORKS)}, ${c.int(1970, 2023)}\n${c.pick(MEDIA)}\nOn loan from ${O(c.pick(['the Arts Council Collection', 'the Sindika Dokolo Foundation', 'Nubuke Foundation', 'the Iziko Museums', 'the Nairobi National Museum']))}`,
      `${P(art, 'caps')} grew up in ${c.L('area')} and trained at the art school in ${c.L('city')}. This work was made after a stay at ${c.L('lodge')}. Gift of ${P(don, 'wrap')}, 2019.`,
      `Room 4. ${c.pick(ARTWORKS)} (${c.pick(MEDIA)}). The artist, ${P(art, 'gs')}, painted the view from her studio on ${c.L('street')}. Curated by ${P(cur, 'init')}.`,
    ]);
  }),
  EN('library-notice', (c) => {
    const bor = c.person();
    const lib = c.person();
    const br = c.pick(c.pl.library);
    return c.pick([
      `OVERDUE NOTICE\nDear ${P(bor, 'gs')},\nThe following item is now ${c.int(7, 60)} days overdue: "${c.pick(BOOKS)}". Please return it to ${L(br)} or renew online. Fines are charged per day.\n${O(c.pick(['Leeds Libraries', 'Kenya National Library Service', 'City of Johannesburg Library and Information Services', 'Ghana Library Authority', 'Lagos State Library Board', 'Bibliothèque municipale']))}`,
      `Your reservation "${c.pick(BOOKS)}" is ready for collection at ${L(br)} until ${c.date()}. Collect from ${P(lib, 'g')} at the front desk. Borrower: ${P(bor, 'sCaps')}`,
      `Hi, my card is in the name of my late mother ${P(bor, 'gs')} and the library in ${c.L('area')} keeps sending her overdue letters. Could someone close the account? Thanks, ${P(lib, 'gs')}`,
    ]);
  }),
  EN('neighbourhood-watch', (c) => {
    const a = c.person();
    const b = c.person(undefined, true);
    const d = c.person();
    const sec = c.pick(['ADT', 'Fidelity ADT', 'G4S', 'KK Security', 'Halogen Security', 'Securitas']);
    return c.pick([
      `[${c.int(1, 23)}:${String(c.int(10, 59))}] ${P(a, 'g')}: Guys there's a white Probox parked on ${c.L('street')} by the second gate since morning, 2 men inside.\n[${c.int(1, 23)}:${String(c.int(10, 59))}] ${P(b, 'g')}: Saw it too. Called ${O(sec)}, they're sending a car.\n[${c.int(1, 23)}:${String(c.int(10, 59))}] ${P(d, 'gs')}: Thanks ${P(b, 'g')} 🙏 everyone lock up pls`,
      `ALERT: attempted break-in at no. ${num(c)} ${c.L('street')}, ${c.L('area')} last night. ${P(a, 'caps')} heard the dogs around 2am. If you have a camera facing the road please send footage to ${P(d, 'gs')}. Patrol roster this week: ${P(b, 'g')} and Mr ${P(a, 's')}.`,
      `reminder the levy for the night guards is due. pay to ${P(d, 'lower')} (treasurer). ${P(b, 'gs')} has moved to ${c.L('city')} so we need a new street rep for ${c.L('street')}`,
    ]);
  }),
  EN('house-sitting', (c) => {
    const own = c.person();
    const sit = c.person();
    const nb = c.person();
    const vet = c.person();
    return c.pick([
      `Welcome ${P(sit, 'g')}! Notes for the house:\n- Bingo eats twice a day, the food is in the store.\n- If anything happens, our neighbour ${P(nb, 'gs')} at no. ${num(c)} has a spare key.\n- Vet: Dr ${P(vet, 's')}, ${c.L('area')} Animal Clinic, ${phone(c)}.\n- Bins go out on Tuesday, the gate sticks so lift it.\nWe're back from ${c.L('city')} on ${c.date()}. ${P(own, 'g')} & family`,
      `House-sit handover – ${num(c)} ${c.L('street')}, ${c.L('area')}. Owner: ${P(own, 'full')}. Sitter: ${P(sit, 'sComma')}. Emergency contact: ${P(nb, 'init')}. Plumber if the geyser acts up: ${P(vet, 'g')}.`,
      `hey ${P(own, 'g')} all good here, the cat is fine but ${P(nb, 'g')} next door says the power went off twice. I took the dog to ${P(vet, 'lower')} for the tick thing. see you sunday — ${P(sit, 'g')}`,
    ]);
  }),
  EN('blood-drive', (c) => {
    const co = c.person();
    const d1 = c.person();
    const d2 = c.person(undefined, true);
    const svc = c.pick(['National Blood Transfusion Service', 'Kenya National Blood Transfusion Service', 'National Blood Service Ghana', 'SANBS', 'NHS Blood and Transplant', 'Red Cross']);
    return c.pick([
      `BLOOD DONATION DRIVE\n${c.L('hall')}, ${c.L('city')} – ${c.date()}, 9am–3pm\nIn partnership with ${O(svc)}. Eat well before you come and bring your ID. Coordinator: ${P(co, 'gs')} (${phone(c)}).\nOne pint can save three lives!`,
      `A big thank you to the ${num(c, 40, 140)} people who gave blood at ${c.L('hall')} on Saturday, and to ${P(d1, 'gs')} for his 50th donation! The blood goes to ${c.L('hospital')}. Next drive: ${c.L('area')}, organised by ${P(co, 'init')}.`,
      `urgent!! O negative needed for ${P(d2, 'gs')} at ${c.L('hospital')} ward 6, she delivered yesterday and lost a lot of blood. pls go to the blood bank and mention her name. contact ${P(co, 'g')} or ${P(d1, 'lower')}`,
    ]);
  }),
  EN('warranty-claim', (c) => {
    const cus = c.person();
    const tech = c.person();
    const mgr = c.person();
    const shop = c.pick(c.pl.shop);
    return c.pick([
      `WARRANTY CLAIM FORM\nCustomer: ${P(cus, 'sCaps')}\nProduct: ${c.pick(APPLIANCES)}, serial ${c.pick(['RF', 'WM', 'TV', 'SN'])}${num(c, 1000000, 9999999)}\nPurchased: ${O(shop)}, ${c.L('area')} branch, ${c.date()}\nFault reported: not cooling / error E4\nAssessed by: ${P(tech, 'gs')}\nOutcome: repair under warranty, parts ordered`,
      `To the store manager, ${O(shop)} ${c.L('area')}: I bought a ${c.pick(APPLIANCES)} from you in ${c.pick(MONTHS17)} and it has gone back three times. Your technician ${P(tech, 'g')} says it is "customer abuse", which is nonsense. I want a replacement. ${P(cus, 'gs')}, ${c.L('street')}, ${c.L('city')}`,
      `Ticket #${num(c, 10000, 99999)} — customer ${P(cus, 'lower')} called again re: ${c.pick(APPLIANCES)}. escalated to ${P(mgr, 'gs')} (service centre ${c.L('city')}). tech ${P(tech, 'gInit')} to collect unit.`,
    ]);
  }),
  EN('housewarming-invite', (c) => {
    const h1 = c.person();
    const h2 = c.person();
    const g = c.person(undefined, true);
    return c.pick([
      `You're invited! 🏡 ${P(h1, 'g')} & ${P(h2, 'g')} finally have their own place. Housewarming on ${c.date()} from 1pm at ${num(c)} ${c.L('street')}, ${c.L('area')}. Directions: pass ${c.L('school')}, turn left after the mosque, blue gate. Bring your appetite, not gifts. RSVP to ${P(h1, 'gs')}.`,
      `BABY SHOWER for ${P(g, 'gs')} 💕 hosted by her sisters at ${c.L('hall')}, ${c.L('city')}. Dress code: pink or white. Gift registry at ${O(c.pick(c.pl.shop))}. Ask ${P(h2, 'init')} for details.`,
      `thanks everyone who came to the housewarming yesterday, especially ${P(g, 'lower')} who drove all the way from ${c.L('city')} 😭. ${P(h2, 'g')} says the jollof is finished so don't come back lol`,
    ]);
  }),
  EN('tutor-report', (c) => {
    const pu = c.person();
    const par = c.person();
    const tu = c.person();
    const subj = c.pick(SUBJECTS);
    return c.pick([
      `Progress report – ${P(pu, 'full')} (${c.O('school')}, Year ${c.int(7, 13)})\nSubject: ${subj}\nTutor: ${P(tu, 'gs')}\n${P(pu, 'g')} has improved a lot with algebra but still rushes word problems. Homework was done 7/8 weeks. Recommend an extra session before the mocks.\nFor: ${P(par, 'gs')}`,
      `Dear Mrs ${P(par, 's')}, just an update after today's ${subj} lesson: ${P(pu, 'g')} was tired (football?) but we finished past paper 2. Next week I am in ${c.L('city')} so the lesson moves to Thursday at the ${c.L('area')} library. Best, ${P(tu, 'g')}`,
      `TUTOR LOG ${dmy(c)}: ${P(pu, 'sFirst')} — ${subj}, 90 min, at pupil's home (${c.L('street')}). parent ${P(par, 'init')} paid cash. tutor ${P(tu, 'caps')}`,
    ]);
  }),
];

// ---------------------------------------------------------------- other languages of our users
const X = (genre: string, lang: string, js: readonly Jurisdiction[], make: (c: C) => string): T => ({ genre, lang, fills: 25, js, make: norm(make) });

const YO_TOWNS = ['Ìlọrin', 'Ilé-Ifẹ̀', 'Ìjẹ̀ṣà', 'Ìlẹ́ṣà', 'Ìṣẹ́yìn', 'Ìwó', 'Ọ̀wọ̀', 'Ẹdẹ'];
const HA_QUARTERS = ['Unguwar Rimi', 'Tudun Wada', 'Sabon Gari', 'Fagge', 'Nassarawa', 'Gyadi-Gyadi', 'Kawo', 'Hotoro'];
const HA_TOWNS = ['Kano', 'Kaduna', 'Katsina', 'Dutse', 'Funtua', 'Gombe', 'Birnin Kebbi', 'Azare'];
const SW_PARKS = ['Hifadhi ya Maasai Mara', 'Amboseli', 'Tsavo Magharibi', 'Ziwa Nakuru', 'Samburu', 'Hifadhi ya Nairobi'];
const SW_TOWNS = ['Narok', 'Namanga', 'Voi', 'Nakuru', 'Isiolo', 'Emali', 'Mtito Andei', 'Nanyuki'];
const XH_PLACES = ['eMonti', 'eQonce', 'KwaNobuhle', 'eDikeni', 'eMthatha', 'eNgcobo', 'eBhayi', 'eXesi'];
const XH_HALLS = ['yaseMdantsane', 'yaseZwide', 'yaseKhayelitsha', 'yaseKwaZakhele'];
const AF_TOWNS = ['Bredasdorp', 'Robertson', 'Montagu', 'Parys', 'Graaff-Reinet', 'Clanwilliam', 'Ermelo', 'Swellendam'];
const AF_STREETS = ['Langstraat', 'Meulstraat', 'Plein-straat', 'Pastoriestraat', 'Dorpstraat', 'Varingweg'];
const TW_TOWNS = ['Kumase', 'Nkawkaw', 'Akyem Oda', 'Asante Mampong', 'Ɔbuasi', 'Kwahu Abetifi', 'Dunkwa', 'Sunyani'];
const FR_CITIES = ['Lyon', 'Bordeaux', 'Strasbourg', 'Clermont-Ferrand', 'Poitiers', 'Angers', 'Besançon', 'Villeurbanne'];
const FR_LIBS = ['médiathèque Jean-Macé', 'bibliothèque de la Part-Dieu', 'médiathèque Mériadeck', 'médiathèque André Malraux', 'bibliothèque Marguerite-Duras'];
const DE_CITIES = ['Köln', 'Frankfurt am Main', 'Dresden', 'Münster', 'Freiburg', 'Nürnberg', 'Essen', 'Potsdam'];
const DE_MUSEUMS = ['Museum Ludwig', 'Städel', 'Albertinum', 'Kunsthalle Bremen', 'Museum Folkwang'];
const NL_CITIES = ['Rotterdam', 'Amersfoort', 'Tilburg', 'Haarlem', 'Maastricht', 'Apeldoorn', 'Breda', 'Enschede'];
const NL_FUNDS = ['ABP', 'PFZW', 'Pensioenfonds PME', 'bpfBOUW', 'Sociale Verzekeringsbank'];
const PT_PORTS = ['Porto de Leixões', 'Porto de Sines', 'Porto de Lisboa', 'Terminal de Alcântara', 'Porto de Setúbal'];
const PT_CITIES = ['Matosinhos', 'Maia', 'Leiria', 'Guimarães', 'Coimbra', 'Faro', 'Sines', 'Almada'];
const ES_CITIES = ['Sevilla', 'Zaragoza', 'Málaga', 'Salamanca', 'Alicante', 'Pamplona', 'Gijón', 'Córdoba'];
const ES_SCHOOLS = ['IES Murillo', 'Colegio Santa María del Pilar', 'IES Luis Vives', 'Colegio Alemán', 'IES Fray Luis de León'];

const OTHER: readonly T[] = [
  X('retirement-yo', 'yo', ['NG'], (c) => {
    const ret = c.person('yo');
    const sp = c.person('yo');
    const town = c.pick(YO_TOWNS);
    return c.pick([
      `Ìkéde ayẹyẹ ìfẹ̀yìntì: Ẹ wá bá wa dúpẹ́ lọ́wọ́ Ọlọ́run fún ${P(ret, 'full')} tí ó fẹ̀yìntì lẹ́nu iṣẹ́ lẹ́yìn ọdún márùndínlógójì ní ${c.O('employer')}. Ibi: ${c.L('hall')}, ${c.L('city')}. Alága: Olóyè ${P(sp, 'gs')}.`,
      `${P(ret, 'caps')} ń padà sí ${L(town)} lẹ́yìn ìfẹ̀yìntì. Ẹ ṣé o, Mà! Gbogbo wa ní ọ́fíìsì ${c.L('city')} kò ní gbàgbé yín. — ${P(sp, 'g')} àti àwọn ẹlẹgbẹ́`,
    ]);
  }),
  X('neighbourhood-watch-ha', 'ha', ['NG'], (c) => {
    const a = c.person('ha');
    const b = c.person('ha');
    const q = c.pick(HA_QUARTERS);
    return c.pick([
      `Sanarwa ga mazauna ${L(q)}: an ga wasu mutane biyu da babur ba lamba a kusa da masallacin ${L(`${c.pick(HA_TOWNS)} Road`)} jiya da dare. Duk wanda ya gani ya kira ${P(a, 'gs')} ko Malam ${P(b, 's')}. Mu kula da gidajenmu.`,
      `${P(a, 'caps')}: 'Yan sintiri sun kama wani ɓarawon ${c.pick(['babur', 'waya', 'awaki', 'batir'])} a ${L(q)} da misalin ƙarfe ${c.pick(['ɗaya', 'biyu', 'uku', 'huɗu'])} na dare. An kai shi ofishin ${O('Hisbah')} na ${L(c.pick(HA_TOWNS))}. Godiya ga ${P(b, 'g')} da matasan unguwa.`,
    ]);
  }),
  X('warranty-pcm', 'pcm', ['NG'], (c) => {
    const cus = c.person();
    const tech = c.person();
    return c.pick([
      `Abeg who sabi ${c.O('shop')} for ${c.L('area')}? Dem sell me ${c.pick(APPLIANCES)} wey no reach one month e don spoil. Their engineer ${P(tech, 'g')} talk say na my fault 😤. Warranty card dey my hand o. — ${P(cus, 'gs')}`,
      `${P(cus, 'g')}: Oga ${P(tech, 's')}, una don fix the ${c.pick(APPLIANCES)}?\n${P(tech, 'g')}: Madam e never ready, part never land from ${c.L('city')}.\n${P(cus, 'g')}: Na so una talk last week. I dey come ${c.L('street')} tomorrow.`,
    ]);
  }),
  X('tour-itinerary-sw', 'sw', ['KE'], (c) => {
    const g = c.person('ke');
    const d = c.person('ke');
    const [p1, p2] = two(c, SW_PARKS);
    return c.pick([
      `RATIBA YA SAFARI\nSiku ya 1: Kuondoka ${c.L('city')} saa kumi na mbili asubuhi kupitia ${L(c.pick(SW_TOWNS))}; kulala ${c.L('lodge')}.\nSiku ya 2: Mbuga ya ${L(p1)}, chakula cha mchana porini.\nSiku ya 3: Kuelekea ${L(p2)}.\nDereva: ${P(d, 'gs')}. Mwongozaji: ${P(g, 'gs')}.`,
      `Wageni wapendwa, kesho tunaanza safari saa kumi na moja. ${P(d, 'g')} atawasubiri mlangoni mwa ${c.L('lodge')}. Msisahau kofia. — ${P(g, 'init')}, ${O(c.pick(['Bonfire Adventures', 'Gamewatchers Safaris', 'Pollman’s Tours']))}`,
    ]);
  }),
  X('blood-drive-xh', 'xh', ['ZA'], (c) => {
    const co = c.person('xh');
    const d = c.person('xh');
    const place = c.pick(XH_PLACES);
    return c.pick([
      `ISAZISO: Kukho umnyikelo wegazi kwiholo yoluntu ${L(c.pick(XH_HALLS))} ngomhla ka-${dmy(c)}, ukususela ngentsimbi yesithoba. ${O('SANBS')} iyakumema. Ulungelelaniso: ${P(co, 'gs')}. Yiza nesazisi sakho!`,
      `Enkosi kubo bonke abanikele ngegazi ${L(place)}! Umbulelo okhethekileyo ${Pl(`ku${d.given} ${d.surname}`)} onikele okwesihlanu. Olandelayo uza kuba ${L(c.pick(XH_PLACES))}. — ${Pl(`u${co.given}`)}`,
    ]);
  }),
  X('house-sitting-af', 'af', ['ZA'], (c) => {
    const own = c.person('af');
    const sit = c.person('af');
    const nb = c.person('af');
    const town = c.pick(AF_TOWNS);
    return c.pick([
      `Hallo ${P(sit, 'g')}, dankie dat jy na die huis kyk! Die honde kry twee keer per dag kos. As iets gebeur, bel Tannie ${P(nb, 'gs')} langsaan op nr. ${num(c)} ${L(c.pick(AF_STREETS))}. Ons is terug van ${L(town)} op ${dmy(c)}. Groete, ${P(own, 'g')}`,
      `OPPASNOTAS – huis van ${P(own, 'sComma')}, ${L(c.pick(AF_STREETS))}, ${L(town)}. Oppasser: ${P(sit, 'gs')}. Noodkontak: Oom ${P(nb, 's')}. Die hek se afstandbeheer is in die laai.`,
    ]);
  }),
  X('housewarming-tw', 'tw', ['GH'], (c) => {
    const h = c.person('gh');
    const g = c.person('gh');
    const town = c.pick(TW_TOWNS);
    return c.pick([
      `Yɛto nsa frɛ mo! ${P(h, 'gs')} ne n'abusuafoɔ rebɛbue wɔn fie foforɔ wɔ ${c.L('area')}, ${L(town)}, Memeneda ${dmy(c)}. Mommɛka yɛn ho na yɛnnye Onyankopɔn ase. Ɛfiri ${P(g, 'gs')}.`,
      `Meda mo nyinaa ase sɛ moba ${P(h, 'g')} fie foforɔ no ase dwumadi no mu. ${P(g, 'caps')} firi ${c.L('city')} baa ha, Nyame nhyira wo!`,
    ]);
  }),
  X('library-notice-fr', 'fr', ['EU'], (c) => {
    const b = c.person('fr');
    const lib = c.person('fr');
    const city = c.pick(FR_CITIES);
    return c.pick([
      `Madame, Monsieur ${P(b, 'sFirst')},\nSauf erreur de notre part, les documents suivants empruntés à la ${L(c.pick(FR_LIBS))} n'ont pas été rendus : « ${c.pick(BOOKS)} ». Merci de les rapporter dans les meilleurs délais.\n${O(`Bibliothèque municipale de ${city}`)}`,
      `Bonjour, je m'appelle ${P(b, 'gs')} et j'ai reçu un 3e rappel alors que j'ai déposé le livre dans la boîte de retour de la ${L(c.pick(FR_LIBS))} à ${L(city)} il y a deux semaines. Mme ${P(lib, 's')} à l'accueil peut confirmer. Cordialement`,
    ]);
  }),
  X('museum-caption-de', 'de', ['EU'], (c) => {
    const art = c.person();
    const don = c.person('de');
    const cur = c.person('de');
    return c.pick([
      `${P(art, 'gs')}\n(geb. ${c.int(1945, 1992)} in ${c.L('city')})\n${c.pick(ARTWORKS)}, ${c.int(1975, 2022)}\n${c.pick(['Öl auf Leinwand', 'Holzschnitt', 'Bronze', 'Mischtechnik auf Jute'])}\nLeihgabe der ${O(c.pick(['Sammlung Wemhöner', 'Kunststiftung NRW', 'Sammlung Haubrok']))}`,
      `Raum 7. ${P(art, 'caps')} lebt und arbeitet in ${L(c.pick(DE_CITIES))}. Die Arbeit entstand während eines Aufenthalts im ${L(c.pick(DE_MUSEUMS))}. Schenkung von ${P(don, 'wrap')}. Kuratiert von ${P(cur, 'init')}.`,
    ]);
  }),
  X('pension-claim-nl', 'nl', ['EU'], (c) => {
    const cl = c.person('nl');
    const dec = c.person('nl');
    const fund = c.pick(NL_FUNDS);
    return c.pick([
      `Geachte heer/mevrouw,\nHierbij vraag ik het nabestaandenpensioen aan van mijn overleden echtgenoot ${P(dec, 'full')}, overleden op ${dmy(c)} in ${L(c.pick(NL_CITIES))}. Hij werkte tot zijn pensioen bij ${c.O('employer')}. Bijgevoegd: akte van overlijden.\nMet vriendelijke groet,\n${P(cl, 'gs')}\n${L(c.pick(NL_CITIES))}`,
      `Klantnummer ${num(c, 1000000, 9999999)} — aanvrager: ${P(cl, 'sComma')}, weduwe van ${P(dec, 'init')}. Aanvraag ontvangen door ${O(fund)}; dossier behandeld door mevrouw ${P(c.person('nl'), 's')}.`,
    ]);
  }),
  X('cargo-remarks-pt', 'pt', ['EU'], (c) => {
    const con = c.person();
    const desp = c.person('pt');
    return c.pick([
      `OBSERVAÇÕES DO MANIFESTO\nContentor ${container(c)} – navio ${c.pick(VESSELS)}\nPorto de carga: ${L(c.pick(PT_PORTS))}\nDestino: ${c.L('port')}\nDestinatário: ${P(con, 'caps')}\nDespachante: ${P(desp, 'gs')}, ${L(c.pick(PT_CITIES))}\nObs.: ${c.pick(['pneus usados', 'peças auto usadas', 'vinho do Porto', 'cortiça', 'azulejos'])}, 18 paletes.`,
      `Bom dia, o contentor do Sr. ${P(con, 'gs')} ficou retido em ${L(c.pick(PT_PORTS))} por falta de fatura. O despachante ${P(desp, 'g')} pede o original até sexta. Cumprimentos, ${O(c.pick(['Transitex', 'Garland', 'Navigomes']))}`,
    ]);
  }),
  X('tutor-report-es', 'es', ['EU'], (c) => {
    const al = c.person('es');
    const par = c.person('es');
    const tu = c.person();
    return c.pick([
      `INFORME DE CLASES PARTICULARES\nAlumno/a: ${P(al, 'full')} (${O(c.pick(ES_SCHOOLS))}, 2.º ESO)\nAsignatura: ${c.pick(['matemáticas', 'física y química', 'inglés', 'lengua'])}\nProfesor/a: ${P(tu, 'gs')}\n${P(al, 'g')} ha mejorado en ecuaciones pero le cuesta organizarse. Se recomienda una hora más antes de los exámenes.`,
      `Hola ${P(par, 'g')}, la clase de hoy con ${P(al, 'g')} fue bien. La semana que viene estoy en ${L(c.pick(ES_CITIES))}, así que la pasamos al jueves en la biblioteca de ${L(c.pick(ES_CITIES))}. Un saludo, ${P(tu, 'g')}`,
    ]);
  }),
];

export const HELDOUT17_NER_TEMPLATES: readonly T[] = [...ENGLISH, ...OTHER];
