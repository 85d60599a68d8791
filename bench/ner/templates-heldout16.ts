// Held-out set 16 of prose with gold person (PER) and place (LOC) spans, organisations (ORG) marked beside them:
// the project's sixteenth set of real-looking text to read the person and place detectors on (issue 13), written
// blind toward kinds of text the fifteen earlier headers do not name. Half English web and office text as written
// in Nigeria, Kenya, Ghana, South Africa, the UK and by English-writing expats in the EU: visa invitation letters
// (host, guest, passport holder, home address, embassy ORG), crowdfunding appeals (patient, organiser, hospital
// LOC where treated), oral-history interview transcripts (`INT:` / `NARRATOR (Name):` speaker labels, villages and
// mission stations LOC), lost-luggage and property-irregularity reports (passenger, airports LOC, airline ORG),
// roadworks and road-closure notices (roads and junctions LOC, contractor ORG, resident engineer PER), staff leave
// requests (applicant, hometown LOC, cover colleague, line manager), tech-meetup recaps (speakers, venue LOC,
// sponsors ORG), used-car sale chats (seller, buyer, meeting point LOC), livestock-auction notices (sellers, farms
// and sale yards LOC, auctioneers ORG), PhD viva and thesis-defence notices (candidate, supervisors, examiners,
// room and building LOC, university ORG), technician job cards (customer, site address, technician) and expense
// claim justifications (claimant, route, people met). The other half in the languages of our users, in kinds no
// earlier header names: Yorùbá crowdfunding appeals, Hausa livestock-market reports, Nigerian Pidgin car-sale
// chats, Swahili road-closure notices, isiZulu leave requests, Afrikaans job cards, Twi oral-history snippets,
// French `attestation d'accueil` invitation letters, German travel-expense justifications
// (`Reisekostenabrechnung`), Dutch tech-meetup recaps, Portuguese lost-luggage reports and Spanish thesis-defence
// notices.
//
// 600 texts (seed 16016): 1,677 PER, 1,260 LOC and 306 ORG gold spans; every text holds a person or a place. By
// jurisdiction: EU 175, NG 125, ZA 100, KE 75, GH 75, GB 50. Kinds of text (24 genres, 25 texts each): English —
// visa invitations, crowdfunding appeals, oral histories, lost-luggage reports, roadworks notices, leave requests,
// tech-meetup recaps, car-sale chats, livestock auctions, viva notices, job cards, expense claims; other languages —
// crowdfunding (yo), livestock market (ha), car sale (pcm), road closure (sw), leave request (zu), job card (af),
// oral history (tw), visa invitation (fr), expense claim (de), tech meetup (nl), lost luggage (pt), thesis defence
// (es). Languages (texts): English 300 (50 %); 25 each of Yorùbá, Hausa, Nigerian Pidgin (`pcm`), Swahili, isiZulu,
// Afrikaans, Twi, French, German, Dutch, Portuguese, Spanish. The counts are pinned by
// test/bench/ner-generate.test.ts. The author writes
// English, French, German, Dutch, Portuguese and Spanish well, Pidgin, Swahili and Afrikaans fairly, Yorùbá,
// Hausa, isiZulu and Twi less well: those texts are short and formulaic, as such notices are.
// Writing slips known before the reading (labels untouched): names are drawn without sex, so `Mr`, `Mrs`, `her`, `Alhaji`,
// `M.`, `Mme`, `Frau`, `Oom`, `Mama` can sit beside a name of the other sex; places, firms and venues within a
// jurisdiction are paired at random (a Kano car park as the meeting point of an Abuja buyer, an airport far from
// the claimant's city, a convention centre as an oral-history choir's rehearsal place); in the EU row the places of
// five countries are mixed (a Porto street as a Dutch-flight delivery address); two people of one text can share a
// given name (`Hallo Birgit` … `Frau Birgit Schröder`); the guests of invitation letters and the visitors of the
// other-language texts may come from any region of the jurisdiction.
//
// Read once by the lead, not by its author (figures to be written below by the reader).
//
// Author: a blind author helper of session 30 (branch s30-prose16), writing as the sixteenth independent author.
// Read: /work/s30-common.md, the blind brief and its own brief, bench/ner/generate.ts (set 16 is one more row of
// `NER_SETS`, seed 16016; it reuses `nerContext` and `buildNerSetWith`), the header comment, lists, helpers and
// a few templates of templates-heldout15.ts for the TypeScript shape and the labelling policy (its name and place
// lists were not reused: set 16 brings its own), a keyword grep over the headers of templates-heldout1.ts to 15.ts
// and the genre lists of test/bench/ner-generate.test.ts (to choose kinds they do not hold), and set 15's block of
// that test. NOT read: src/, lexicons, packs, the README's paragraphs, bench/data/ner-*.jsonl. The detectors and the
// bench were never run on this set while it was written. Every person is fictional: given names and surnames are
// combined at random.
//
// Grain (set 15's policy): a title (`Mr`, `Mrs`, `Ms`, `Dr`, `Prof.`, `Eng.`, `Alhaji`, `Malam`, `Mama`, `Baba`,
// `Oga`, `Chief`, `Nana`, `Opanyin`, `Mnu.`, `Nksz.`, `Oom`, `Tannie`, `M.`, `Mme`, `Herr`, `Frau`, `dhr.`, `mevr.`,
// `Sr.`, `Sra.`, `Dra.`) stays outside the PER span, a possessive `'s` too; an isiZulu noun-class prefix or a
// locative glued to a name or place stays inside (`uSipho`, `eThekwini`, `eMlazi`), a separate particle outside; a
// street or road is LOC without its house number; an airport, a hospital, a sale yard, a farm, a building or room
// where something happens is LOC; a body that acts (an airline, an embassy, a university, a contractor, a firm, an
// auctioneer, a meetup group) is ORG whole even when it holds a person's or a place's name; car makes and models,
// breeds, flight numbers, tag numbers, registration plates, thesis titles, talk titles, hashtags, handles, phone
// numbers and months are no span.
import type { NerContext, NerLists, NerPerson, NerTemplateOf } from './generate.js';
import type { Jurisdiction } from './templates-heldout1.js';

type Region16 = 'yo' | 'ig' | 'ha' | 'ke' | 'gh' | 'za' | 'af' | 'gb' | 'fr' | 'de' | 'nl' | 'pt' | 'es';

interface Places16 {
  city: readonly string[];
  area: readonly string[];
  street: readonly string[];
  venue: readonly string[];
  firm: readonly string[];
  airport: readonly string[];
  hospital: readonly string[];
  uni: readonly string[];
  garage: readonly string[];
  supplier: readonly string[];
  airline: readonly string[];
  contractor: readonly string[];
}

const GIVEN16: Readonly<Record<Region16, readonly string[]>> = {
  yo: ['Olúwadámilọ́lá', 'Babátúndé', 'Morẹ́nikẹ́', 'Ìbídùn', 'Adéwálé', 'Yétúndé', 'Olúṣẹ́gun', 'Tóyìn', 'Àdùkẹ́', 'Kúnlé', 'Fúnmi', 'Ṣeun'],
  ig: ['Chidubem', 'Ifeoma', 'Uchenna', 'Nneka', 'Ikenna', 'Amarachi', 'Tobenna', 'ChiNedu', 'Ogechi', 'Emeka', 'Ijeoma', 'Kelechi'],
  ha: ['Usman', 'Hadiza', 'Ibrahim', 'Maryam', 'Nasiru', 'Hauwa', 'Aminu', 'Saratu', 'Yusuf', 'Jamila', 'Haruna', 'Khadija'],
  ke: ['Njeri', 'Omondi', 'Wairimu', 'Kibet', 'Achieng', 'Muthoni', 'Barasa', 'Jepkosgei', 'Karanja', 'Moraa', 'Onyango', 'Wambui'],
  gh: ['Kwaku', 'Abena', 'Kojo', 'Akua', 'Kwesi', 'Yaa', 'Fiifi', 'Araba', 'Kweku', 'Adjoa', 'Nii', 'Naa'],
  za: ['Thabo', 'Nomvula', 'Siyabonga', 'Palesa', 'Mandla', 'Busisiwe', 'Tshepo', 'Nandi', 'Kagiso', 'Zodwa', 'Lungelo', 'Refilwe'],
  af: ['Willem', 'Charné', 'Jaco', 'Ilse', 'Stefan', 'Mariska', 'Christo', 'Anri', 'Tiaan', 'Lizelle', 'Wessel', 'Carike'],
  gb: ['George', 'Imogen', 'Owen', 'Lucy', 'Ewan', 'Harriet', 'Dylan', 'Siobhan', 'Connor', 'Bethan', 'Toby', 'Aisling'],
  fr: ['Guillaume', 'Sandrine', 'Nicolas', 'Hélène', 'Maxime', 'Pauline', 'Cédric', 'Amandine', 'Jérôme', 'Laëtitia', 'Olivier', 'Maëlle'],
  de: ['Dominik', 'Sabine', 'Christoph', 'Verena', 'Moritz', 'Ulrike', 'Felix', 'Kerstin', 'Jannik', 'Birgit', 'Henrik', 'Franziska'],
  nl: ['Daan', 'Anouk', 'Sjoerd', 'Marloes', 'Pieter-Jan', 'Iris', 'Gijs', 'Roos', 'Maarten', 'Esther', 'Tim', 'Fleur'],
  pt: ['André', 'Sofia', 'Miguel', 'Joana', 'Pedro', 'Filipa', 'Ricardo', 'Marta', 'Bruno', 'Carolina', 'Vasco', 'Teresa'],
  es: ['Adrián', 'Carmen', 'Jorge', 'Elena', 'Raúl', 'Cristina', 'Hugo', 'Noelia', 'Ignacio', 'Rocío', 'Marcos', 'Ainhoa'],
};

const SURNAME16: Readonly<Record<Region16, readonly string[]>> = {
  yo: ['Ọlátúnjí', 'Adéníyì', 'Ògúndélé', 'Akíndélé', 'Oyèlárán', 'Adéwọlé', 'Ìdòwú', 'Oláníyan', 'Àlàbí', 'Ọdúyẹmí', 'Akínọlá', 'Bámidélé'],
  ig: ['Nwankwo', 'Okeke', 'Obiora', 'Uzor', 'Eze-Okafor', 'Agu', 'Nnaji', 'Onuoha', 'Igwe', 'Ugwu', 'Madu', 'Ekwueme'],
  ha: ['Aliyu', 'Mohammed', 'Lawan', 'Sani', 'Adamu', 'Umar', 'Bala', 'Jibrin', 'Kabir', 'Sambo', 'Maikudi', 'Dantata'],
  ke: ['Kamau', 'Otieno', 'Mwangi', 'Kiplagat', 'Wanyama', 'Nyamweya', 'Muriuki', 'Cheruiyot', 'Ouma', 'Kilonzo', 'Ndungu', 'Langat'],
  gh: ['Addo', 'Acheampong', 'Osei', 'Bonsu', 'Annan', 'Tetteh', 'Nkansah', 'Adjei', 'Kyei', 'Lartey', 'Opoku', 'Baidoo'],
  za: ['Mthethwa', 'Cele', 'Radebe', 'Mkhize', 'Shabalala', 'Motaung', 'Ngcobo', 'Masilela', 'Buthelezi', 'Zwane', 'Mabena', 'Tshabalala'],
  af: ['van Wyk', 'Kruger', 'Bezuidenhout', 'Erasmus', 'Olivier', 'du Toit', 'Potgieter', 'Smit', 'Marais', 'van Rensburg', 'Vermaak', 'de Beer'],
  gb: ['Harrison', 'Morgan', 'Khan', 'Sutherland', 'Price', 'Doyle', 'Ellis', 'Gallagher', 'Chowdhury', 'Pearce', 'Reid', 'Walsh'],
  fr: ['Moreau', 'Dubois', 'Laurent', 'Perrin', 'Roux', 'Blanc', 'Guérin', 'Muller', 'Henry', 'Boyer', 'Clément', 'Gauthier'],
  de: ['Fischer', 'Weber', 'Schäfer', 'Richter', 'Neumann', 'Schwarz', 'Braun', 'Hofmann', 'Wolf', 'Schröder', 'Lange', 'Köhler'],
  nl: ['Hendriks', 'van den Berg', 'Kok', 'Meijer', 'de Boer', 'Peters', 'Vos', 'Willems', 'van der Linden', 'Postma', 'Kuipers', 'Verhoeven'],
  pt: ['Silva', 'Santos', 'Oliveira', 'Costa', 'Almeida', 'Ribeiro', 'Fernandes', 'Marques', 'Cardoso', 'Nunes', 'Vieira', 'Cunha'],
  es: ['Hernández', 'Jiménez', 'Ruiz', 'Moreno', 'Muñoz', 'Álvarez', 'Castro', 'Vázquez', 'Ramos', 'Iglesias', 'Serrano', 'Delgado'],
};

/** Given names that are also words, places or days: PER wherever they name a person. */
export const WORD_GIVEN16: readonly string[] = ['Precious', 'Blessing', 'Gift', 'Patience', 'Mercy', 'Innocent', 'Godknows', 'Prosper', 'Victoria', 'Sydney', 'Kimberley', 'Dallas', 'Hope', 'Grace', 'Welcome', 'Lucky', 'Bright', 'Comfort', 'Sunday', 'Monday'];

const PLACES16: Readonly<Record<Jurisdiction, Places16>> = {
  NG: {
    city: ['Abuja', 'Port Harcourt', 'Benin City', 'Ilorin', 'Zaria', 'Calabar', 'Osogbo', 'Asaba', 'Maiduguri', 'Uyo'],
    area: ['Garki', 'Maitama', 'Rumuokoro', 'GRA Phase 2', 'Ikoyi', 'Ajah', 'Tanke', 'Trans-Ekulu', 'Samonda', 'Festac Town'],
    street: ['Aminu Kano Crescent', 'Ikwerre Road', 'Sapele Road', 'Ahmadu Bello Way', 'Adeola Odeku Street', 'Ogui Road', 'Isaac Boro Street', 'Ozumba Mbadiwe Avenue'],
    venue: ['Transcorp Hilton', 'Civic Centre', 'CcHUB', 'Shehu Musa Yar’Adua Centre', 'Muson Centre'],
    firm: ['Dangote Cement', 'Julius Berger', 'Access Bank', 'Andela', 'Jumia', 'Arik Air'],
    airport: ['Nnamdi Azikiwe International Airport', 'Murtala Muhammed Airport', 'Port Harcourt International Airport', 'Mallam Aminu Kano Airport'],
    hospital: ['Lagos University Teaching Hospital', 'National Hospital Abuja', 'UCH Ibadan', 'Reddington Hospital', 'Aminu Kano Teaching Hospital'],
    uni: ['University of Ibadan', 'Ahmadu Bello University', 'University of Nigeria, Nsukka', 'Covenant University', 'Obafemi Awolowo University'],
    garage: ['Coscharis Motors', 'Elizade Motors', 'Stallion Motors'],
    supplier: ['Dizengoff', 'Coleman Technical Industries', 'Schneider Electric Nigeria'],
    airline: ['Arik Air', 'Air Peace', 'British Airways', 'Ethiopian Airlines'],
    contractor: ['Julius Berger', 'RCC Nigeria', 'CCECC'],
  },
  KE: {
    city: ['Nairobi', 'Kisii', 'Meru', 'Naivasha', 'Kericho', 'Embu', 'Garissa', 'Nanyuki', 'Kitale', 'Voi'],
    area: ['Westlands', 'Embakasi', 'Kasarani', 'Karen', 'Buruburu', 'Lavington', 'Githurai', 'Kitengela', 'Langata', 'Ruaka'],
    street: ['Mombasa Road', 'Thika Road', 'Langata Road', 'Jogoo Road', 'Muindi Mbingu Street', 'Haile Selassie Avenue', 'Outer Ring Road', 'Lusaka Road'],
    venue: ['iHub', 'Nairobi Garage', 'Sarit Centre', 'Strathmore Business School', 'Two Rivers Mall'],
    firm: ['Kenya Power', 'KCB Bank', 'China Road and Bridge Corporation', 'Twiga Foods', 'Kenya Airways', 'M-Kopa'],
    airport: ['Jomo Kenyatta International Airport', 'Moi International Airport', 'Wilson Airport', 'Kisumu International Airport'],
    hospital: ['Kenyatta National Hospital', 'Aga Khan University Hospital', 'Moi Teaching and Referral Hospital', 'Nairobi Hospital', 'Coast General Hospital'],
    uni: ['University of Nairobi', 'Kenyatta University', 'Strathmore University', 'Moi University', 'JKUAT'],
    garage: ['CMC Motors', 'Toyota Kenya', 'Simba Corp'],
    supplier: ['Davis & Shirtliff', 'Chandarana Hardware', 'Tile & Carpet Centre'],
    airline: ['Kenya Airways', 'Jambojet', 'Qatar Airways', 'Ethiopian Airlines'],
    contractor: ['China Road and Bridge Corporation', 'H. Young & Co', 'Kenya Rural Roads Authority'],
  },
  GH: {
    city: ['Accra', 'Kumasi', 'Bolgatanga', 'Techiman', 'Obuasi', 'Nkawkaw', 'Hohoe', 'Wa', 'Axim', 'Kasoa'],
    area: ['Airport Residential', 'Tesano', 'Achimota', 'Dzorwulu', 'Ahodwo', 'Adenta', 'Kotobabi', 'Santasi', 'Teshie', 'Abelemkpe'],
    street: ['Independence Avenue', 'Graphic Road', 'Nkrumah Avenue', 'Lagos Avenue', 'Awudome Road', 'Boundary Road', 'Tetteh Quarshie Avenue', 'Farrar Avenue'],
    venue: ['Impact Hub Accra', 'Kempinski Hotel', 'Accra International Conference Centre', 'Labadi Beach Hotel', 'KNUST Great Hall'],
    firm: ['Vodafone Ghana', 'Stanbic Bank', 'Zoomlion', 'Hubtel', 'Africa World Airlines', 'Fidelity Bank'],
    airport: ['Kotoka International Airport', 'Kumasi Airport', 'Tamale Airport'],
    hospital: ['Korle Bu Teaching Hospital', 'Komfo Anokye Teaching Hospital', 'Ridge Hospital', '37 Military Hospital', 'Cape Coast Teaching Hospital'],
    uni: ['University of Ghana', 'KNUST', 'University of Cape Coast', 'Ashesi University', 'University for Development Studies'],
    garage: ['Toyota Ghana', 'Japan Motors', 'Rana Motors'],
    supplier: ['Melcom', 'Wilkins Engineering', 'Tropical Cable'],
    airline: ['Africa World Airlines', 'KLM', 'Emirates', 'Passion Air'],
    contractor: ['Messrs Justmoh Construction', 'Consar Ltd', 'Ghana Highway Authority'],
  },
  ZA: {
    city: ['Pretoria', 'Kimberley', 'Nelspruit', 'Upington', 'George', 'Potchefstroom', 'Stellenbosch', 'Mahikeng', 'Richards Bay', 'Welkom'],
    area: ['Sandton', 'Rondebosch', 'Hatfield', 'Ga-Rankuwa', 'Pinetown', 'Observatory', 'Diepkloof', 'Randburg', 'Gugulethu', 'Morningside'],
    street: ['Rivonia Road', 'Main Road', 'Voortrekker Road', 'Louis Botha Avenue', 'Steve Biko Road', 'William Nicol Drive', 'Anton Lembede Street', 'Bree Street'],
    venue: ['Workshop17', 'Sandton Convention Centre', 'Cape Town ICC', 'Wits Great Hall', 'Durban ICC'],
    firm: ['Eskom', 'Murray & Roberts', 'Standard Bank', 'Takealot', 'FlySafair', 'Discovery'],
    airport: ['OR Tambo International Airport', 'King Shaka International Airport', 'Cape Town International Airport', 'Lanseria Airport'],
    hospital: ['Chris Hani Baragwanath Hospital', 'Groote Schuur Hospital', 'Steve Biko Academic Hospital', 'Inkosi Albert Luthuli Hospital', 'Tygerberg Hospital'],
    uni: ['University of Pretoria', 'Wits University', 'Stellenbosch University', 'UKZN', 'Rhodes University'],
    garage: ['CMH Toyota', 'Bidvest McCarthy', 'Motus Ford'],
    supplier: ['Builders Warehouse', 'Cashbuild', 'Plumblink'],
    airline: ['FlySafair', 'Airlink', 'SAA', 'Lift'],
    contractor: ['Murray & Roberts', 'WBHO', 'Raubex', 'Johannesburg Roads Agency'],
  },
  GB: {
    city: ['Manchester', 'Nottingham', 'Edinburgh', 'Exeter', 'Coventry', 'Aberdeen', 'Newcastle', 'Brighton', 'Plymouth', 'York'],
    area: ['Didsbury', 'Beeston', 'Leith', 'Heavitree', 'Earlsdon', 'Jesmond', 'Kemptown', 'Stoke', 'Acomb', 'Moss Side'],
    street: ['Wilmslow Road', 'Mansfield Road', 'Leith Walk', 'Sidwell Street', 'Far Gosford Street', 'Osborne Road', 'Western Road', 'Mutley Plain'],
    venue: ['Manchester Central', 'Nottingham Contemporary', 'Codebase', 'Exeter Phoenix', 'The Catalyst'],
    firm: ['Balfour Beatty', 'Kier', 'Virgin Atlantic', 'British Airways', 'Octopus Energy', 'Network Rail'],
    airport: ['Heathrow', 'Gatwick', 'Manchester Airport', 'Edinburgh Airport', 'Birmingham Airport'],
    hospital: ['Royal Infirmary of Edinburgh', 'Queen’s Medical Centre', 'Manchester Royal Infirmary', 'Derriford Hospital', 'Royal Victoria Infirmary'],
    uni: ['University of Manchester', 'University of Nottingham', 'University of Edinburgh', 'University of Exeter', 'Newcastle University'],
    garage: ['Arnold Clark', 'Evans Halshaw', 'Halfords Autocentre'],
    supplier: ['Screwfix', 'Toolstation', 'City Plumbing'],
    airline: ['British Airways', 'easyJet', 'Jet2', 'Loganair'],
    contractor: ['Balfour Beatty', 'Kier', 'Amey', 'Tarmac'],
  },
  EU: {
    city: ['Toulouse', 'Leipzig', 'Utrecht', 'Coimbra', 'Zaragoza', 'Nantes', 'Stuttgart', 'Eindhoven', 'Braga', 'Sevilla'],
    area: ['Capitole', 'Plagwitz', 'Lombok', 'Baixa', 'Delicias', 'Île de Nantes', 'Bad Cannstatt', 'Strijp-S', 'Maximinos', 'Triana'],
    street: ['Rue d’Alsace-Lorraine', 'Karl-Liebknecht-Straße', 'Oudegracht', 'Rua Ferreira Borges', 'Paseo de la Independencia', 'Cours des 50 Otages', 'Königstraße', 'Avenida da Liberdade'],
    venue: ['Halle de la Machine', 'Spinnerei', 'TivoliVredenburg', 'Convento São Francisco', 'Etopia'],
    firm: ['Air France', 'Lufthansa', 'TAP Air Portugal', 'Iberia', 'KLM', 'Strabag'],
    airport: ['Schiphol', 'Aéroport Toulouse-Blagnac', 'Flughafen Leipzig/Halle', 'Aeroporto Humberto Delgado', 'Aeropuerto de Barajas'],
    hospital: ['CHU de Toulouse', 'Universitätsklinikum Leipzig', 'UMC Utrecht', 'Hospital de São João', 'Hospital Miguel Servet'],
    uni: ['Université Toulouse Capitole', 'Universität Leipzig', 'Universiteit Utrecht', 'Universidade de Coimbra', 'Universidad de Zaragoza'],
    garage: ['Norauto', 'ATU', 'Carglass'],
    supplier: ['Leroy Merlin', 'OBI', 'Gamma'],
    airline: ['Air France', 'Lufthansa', 'TAP Air Portugal', 'Iberia', 'KLM'],
    contractor: ['Strabag', 'Eiffage', 'BAM Infra', 'Mota-Engil', 'Acciona'],
  },
};

const REGIONS16: Readonly<Record<Jurisdiction, readonly Region16[]>> = {
  NG: ['yo', 'ig', 'ha'],
  KE: ['ke'],
  GH: ['gh'],
  ZA: ['za', 'af'],
  GB: ['gb'],
  EU: ['fr', 'de', 'nl', 'pt', 'es'],
};

const MONTHS16 = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const L = (s: string): string => `[[LOC:${s}]]`;
const O = (s: string): string => `[[ORG:${s}]]`;

export const HELDOUT16_LISTS: NerLists<Jurisdiction, Region16, Places16> = {
  given: GIVEN16,
  surname: SURNAME16,
  wordNames: WORD_GIVEN16,
  places: PLACES16,
  regionsOf: REGIONS16,
  months: MONTHS16,
  loc: L,
  org: O,
};

type C = NerContext<Jurisdiction, Region16, Places16>;
type T = NerTemplateOf<C>;

type NameForm16 = 'full' | 'gs' | 'g' | 's' | 'caps' | 'lower' | 'init' | 'sComma' | 'sCaps' | 'gInit';

/** A person written in one form (no marks). */
export function nm16(p: NerPerson, form: NameForm16): string {
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
    case 'gInit':
      return `${p.given} ${p.surname[0]!.toUpperCase()}.`;
  }
}

const P = (p: NerPerson, form: NameForm16 = 'gs'): string => `[[PER:${nm16(p, form)}]]`;
const Pl = (s: string): string => `[[PER:${s}]]`;

/** Two different entries of a list, in seeded order. */
const two = (c: C, xs: readonly string[]): [string, string] => {
  const a = c.pick(xs);
  return [a, c.pick(xs.filter((x) => x !== a))];
};
const dmy = (c: C): string => `${String(c.int(1, 28)).padStart(2, '0')}/${String(c.int(1, 12)).padStart(2, '0')}/${c.int(2022, 2026)}`;
const num = (c: C, lo = 2, hi = 148): number => c.int(lo, hi);
const phone = (c: C): string => `0${c.int(700, 899)} ${c.int(100, 999)} ${c.int(1000, 9999)}`;
const CARS = ['Toyota Corolla', 'Honda Fit', 'VW Polo Vivo', 'Mazda Demio', 'Toyota Hilux', 'Lexus RX 350', 'Nissan Note', 'Ford Fiesta'];
const BREEDS = ['Bonsmara', 'Nguni', 'Dorper', 'White Fulani', 'Red Bororo', 'Boran', 'Sahiwal', 'Brahman'];
const TALKS = ['Scaling Postgres on a budget', 'Offline-first apps for patchy networks', 'What we learned shipping USSD', 'Accessible forms that people finish', 'Observability without the bill'];
const BUILDINGS = ['Senate House', 'Postgraduate Centre', 'Chemistry Building', 'Arts Block', 'Graduate School Building'];
const THESES = ['Groundwater recharge in semi-arid catchments', 'Mobile money and household savings', 'Language contact in urban markets', 'Antimicrobial resistance in poultry farms'];

const norm = (make: (c: C) => string) => (c: C): string => make(c).normalize('NFC');

// ---------------------------------------------------------------- English web and office text
const EN = (genre: string, make: (c: C) => string): T => ({ genre, lang: 'en', fills: 25, make: norm(make) });

const ENGLISH: readonly T[] = [
  EN('visa-invitation', (c) => {
    const host = c.person();
    const guest = c.person();
    const guest2 = c.person(undefined, true);
    return c.pick([
      `To: The Visa Section, ${O(c.pick(['British High Commission', 'Embassy of the Netherlands', 'German Embassy', 'Embassy of France', 'Embassy of Spain']))}\n\nLETTER OF INVITATION\nI, ${P(host, 'full')}, of 14 ${c.L('street')}, ${c.L('area')}, ${c.L('city')}, hereby invite my sister ${P(guest, 'gs')} (passport no. A${num(c, 1000000, 9999999)}) to visit me from ${c.date()} for three weeks to attend my graduation at ${c.O('uni')}. She will stay with me at the above address and I will bear all costs.\nYours faithfully,\n${P(host, 'gs')}`,
      `Dear Sir/Madam,\nRe: Invitation — ${P(guest, 'caps')} and ${P(guest2, 'caps')}\nI write to confirm that ${P(guest, 'g')} and her son ${P(guest2, 'g')} are invited to ${c.L('city')} as my guests for the christening of my daughter on ${c.date()}. I work as a nurse at ${c.L('hospital')}. Please find attached my payslips and a copy of my residence permit.\nKind regards,\n${P(host, 'init')}`,
    ]);
  }),
  EN('crowdfunding-appeal', (c) => {
    const pat = c.person();
    const org = c.person();
    const doc = c.person();
    const w = c.person(undefined, true);
    return c.pick([
      `Help ${P(pat, 'g')} walk again 🙏 Hi everyone, I'm ${P(org, 'gs')}, ${P(pat, 'g')}'s cousin. On ${c.date()} ${P(pat, 'g')} was hit by a bus on ${c.L('street')} near ${c.L('area')}. He is now at ${c.L('hospital')} and Dr ${P(doc, 's')} says he needs spinal surgery within a month. Every little helps. Updates below. #Help${pat.given.replace(/[^A-Za-z]/gu, '')}`,
      `UPDATE 3: Thank you!! We have raised 68% of the target for ${P(w, 'gs')}'s kidney transplant. ${P(w, 'g')} travels to ${c.L('city')} next week for tests at ${c.L('hospital')}. Special thanks to the staff of ${c.O('firm')} who held a cake sale, and to ${P(doc, 'lower')} for sharing. — ${P(org, 'g')}`,
    ]);
  }),
  EN('oral-history', (c) => {
    const nar = c.person();
    const intv = c.person();
    const f = c.person();
    return c.pick([
      `Interview ${num(c)}. NARRATOR (${P(nar, 'gs')}, b. ${c.int(1930, 1955)}); INT: ${P(intv, 'init')}.\nINT: Where did you grow up?\nNARRATOR: In ${c.L('area')}, before they built the road. My father ${P(f, 'g')} worked for ${c.O('firm')}, and we moved to ${c.L('city')} when I was nine. I remember walking along ${c.L('street')} with my mother to sell groundnuts.`,
      `[Tape 2, side A] ${P(nar, 'caps')}: ...no, no, it was ${P(f, 'gs')} who started the choir, not the Reverend. We used to rehearse at ${c.L('venue')}. ${P(intv, 'caps')}: And you left for ${c.L('city')} when? ${P(nar, 'caps')}: Nineteen seventy-eight. [laughs]`,
    ]);
  }),
  EN('lost-luggage', (c) => {
    const pax = c.person();
    const agent = c.person();
    return c.pick([
      `PROPERTY IRREGULARITY REPORT  Ref ${c.pick(['LOS', 'NBO', 'ACC', 'JNB', 'LHR', 'AMS'])}${c.pick(['KQ', 'BA', 'KL', 'ET', 'AF'])}${num(c, 10000, 99999)}\nPassenger: ${P(pax, 'sCaps')}\nRoute: ${c.L('airport')} – ${c.L('airport', 'EU')}\nBag: black hard-shell, red ribbon on handle\nDelivery address: ${num(c)} ${c.L('street')}, ${c.L('area')}\nAgent: ${P(agent, 'gInit')} (${c.O('airline')})`,
      `Complaint about my lost suitcase: I flew with ${c.O('airline')} from ${c.L('airport')} on ${c.date()} and my bag never arrived. The desk lady (${P(agent, 'g')}) told me it was in ${c.L('city')}. Ten days later nothing. My name is ${P(pax, 'gs')}, please contact me on ${phone(c)}.`,
    ]);
  }),
  EN('roadworks-notice', (c) => {
    const eng = c.person();
    const pro = c.person();
    return c.pick([
      `PUBLIC NOTICE: ROAD CLOSURE. ${two(c, c.pl.street).map(L).join(' will be closed between its junction with ')} and the ${c.L('area')} roundabout from ${c.date()} for drainage works by ${c.O('contractor')}. Motorists should divert via ${c.L('area')}. Resident Engineer: Eng. ${P(eng, 'gs')}. Enquiries: ${phone(c)}. Signed, ${P(pro, 'init')}, for the County Roads Department`,
      `Traffic update: resurfacing on ${c.L('street')} (${c.L('city')}) runs nights only until Friday. Bus stops outside ${c.L('hospital')} are moved 50m. Questions to the site manager, ${P(eng, 'gs')}, or community liaison ${P(pro, 'g')}.`,
    ]);
  }),
  EN('leave-request', (c) => {
    const app = c.person();
    const cover = c.person();
    const mgr = c.person();
    const dead = c.person();
    return c.pick([
      `Dear ${P(mgr, 'g')},\nI would like to request compassionate leave from ${c.date()} to travel to ${c.L('city')} for the burial of my uncle, ${P(dead, 'gs')}. ${P(cover, 'gs')} has agreed to cover my clients while I am away. I will be reachable on WhatsApp.\nRegards,\n${P(app, 'gs')}\nAccounts, ${c.L('area')} branch`,
      `LEAVE APPLICATION FORM\nName: ${P(app, 'sCaps')}\nDestination: ${c.L('city')} (home)\nDays: ${c.int(3, 21)} annual\nHandover to: ${P(cover, 'init')}\nApproved by: ${P(mgr, 'caps')} (HOD)`,
    ]);
  }),
  EN('tech-meetup', (c) => {
    const s1 = c.person();
    const s2 = c.person();
    const org = c.person(undefined, true);
    return c.pick([
      `Recap: ${c.L('city')} Dev Meetup #${num(c)}. Huge thanks to ${c.L('venue')} for hosting and ${c.O('firm')} for the pizza. ${P(s1, 'gs')} opened with "${c.pick(TALKS)}", then ${P(s2, 'gs')} live-coded a payments webhook (it worked on the second try 😅). Slides on the group page. Next month we're at ${c.L('venue')} — ping ${P(org, 'g')} if you want a lightning talk slot.`,
      `notes from tonight's meetup: ${P(s1, 'lower')} on "${c.pick(TALKS)}" was 🔥. ${P(s2, 'g')} from ${c.O('firm')} is hiring backend devs in ${c.L('area')}. venue was ${c.L('venue')} off ${c.L('street')}, parking a nightmare.`,
    ]);
  }),
  EN('car-sale-chat', (c) => {
    const sel = c.person();
    const buy = c.person();
    return c.pick([
      `${P(buy, 'g')}: Hi, is the ${c.pick(CARS)} still available?\n${P(sel, 'g')}: Yes boss. 2014, 98k km, first body.\n${P(buy, 'g')}: Last price?\n${P(sel, 'g')}: Come and see it first. I'm at ${c.L('area')}, by the petrol station on ${c.L('street')}.\n${P(buy, 'g')}: Ok Saturday 10am. My mechanic ${P(c.person(), 'g')} will come with me.`,
      `For sale: ${c.pick(CARS)}, one owner (${P(sel, 'gs')}), full service history with ${c.O('garage')}. Viewing in ${c.L('city')} only. Serious buyers call ${phone(c)}. No time wasters!!`,
    ]);
  }),
  EN('livestock-auction', (c) => {
    const s1 = c.person();
    const s2 = c.person();
    const auc = c.person();
    return c.pick([
      `LIVESTOCK AUCTION — ${c.L('city')} sale yard, ${c.date()}, 10:00. On offer: ${num(c, 20, 300)} ${c.pick(BREEDS)} weaners from ${P(s1, 'gs')} (farm ${c.L('area')}); ${num(c, 10, 80)} ${c.pick(BREEDS)} ewes from ${P(s2, 'init')}. Auctioneer: ${P(auc, 'gs')}. Buyers must register before the sale. Transport can be arranged to ${c.L('city')}.`,
      `Sale results: top price of the day went to ${P(s1, 'caps')} for a ${c.pick(BREEDS)} bull. ${P(s2, 'gs')} sold the whole consignment. Next sale at ${c.L('area')} on the last Thursday of ${c.pick(MONTHS16)}. Enquiries ${P(auc, 'g')}.`,
    ]);
  }),
  EN('viva-notice', (c) => {
    const cand = c.person();
    const sup = c.person();
    const ext = c.person();
    return c.pick([
      `PhD ORAL EXAMINATION\nCandidate: ${P(cand, 'full')}\nThesis: "${c.pick(THESES)}"\nSupervisor: Prof. ${P(sup, 'gs')}\nExternal examiner: Dr ${P(ext, 'gs')} (${c.O('uni')})\nVenue: Seminar Room 2, ${L(c.pick(BUILDINGS))}, ${c.O('uni')}\nDate: ${c.date()}. All are welcome to the public part.`,
      `Congratulations to ${P(cand, 'gs')} who passed her viva today with minor corrections! Thanks to examiners ${P(ext, 'init')} and ${P(sup, 'init')}, and to everyone at ${c.O('uni')} who came to the ${L(c.pick(BUILDINGS))} to support.`,
    ]);
  }),
  EN('job-card', (c) => {
    const cust = c.person();
    const tech = c.person();
    return c.pick([
      `JOB CARD #${num(c, 1000, 9999)}\nCustomer: ${P(cust, 'sComma')}\nSite: ${num(c)} ${c.L('street')}, ${c.L('area')}\nFault: inverter not charging, breaker trips\nWork done: replaced 2 batteries, reset MPPT. Customer present.\nTechnician: ${P(tech, 'gs')}  Signed: ${P(cust, 'init')}`,
      `call-out log: went to ${P(cust, 'lower')}'s house in ${c.L('area')} for a burst geyser. no access till 2pm. ${P(tech, 'g')} to go back tomorrow with parts from ${c.O('supplier')}.`,
    ]);
  }),
  EN('expense-claim', (c) => {
    const cl = c.person();
    const met = c.person();
    const appr = c.person();
    const [from, to] = two(c, c.pl.city);
    return c.pick([
      `Expense claim — justification: travelled from ${L(from)} to ${L(to)} on ${c.date()} to meet ${P(met, 'gs')} of ${c.O('firm')} about the warehouse lease. Taxi from ${c.L('airport')} to ${c.L('venue')} (receipt attached). Claimant: ${P(cl, 'gs')}. Approver: ${P(appr, 'gs')}.`,
      `Hi ${P(appr, 'g')}, the hotel receipt is missing because the front desk at ${c.L('venue')} never emailed it. Meeting with ${P(met, 'init')} in ${c.L('area')} ran late so I took an Uber back. Thanks, ${P(cl, 'g')}`,
    ]);
  }),
];

// ---------------------------------------------------------------- other languages of our users
const X = (genre: string, lang: string, js: readonly Jurisdiction[], make: (c: C) => string): T => ({ genre, lang, fills: 25, js, make: norm(make) });

const YO_TOWNS = ['Ìbàdàn', 'Abẹ́òkúta', 'Òṣogbo', 'Ògbómọ̀ṣọ́', 'Ilé-Ifẹ̀', 'Ìjẹ̀bú-Òde', 'Ọ̀yọ́', 'Èkó'];
const HA_MARKETS = ['Kasuwar Wudil', 'Kasuwar Dawanau', 'Kasuwar Maigatari', 'Kasuwar Potiskum', 'Kasuwar Achida'];
const HA_TOWNS = ['Kano', 'Katsina', 'Sokoto', 'Zaria', 'Gusau', 'Bauchi', 'Potiskum', 'Hadejia'];
const SW_ROADS = ['Barabara ya Mombasa', 'Barabara ya Thika', 'Barabara ya Ngong', 'Barabara ya Jogoo', 'Barabara ya Kangundo', 'Barabara ya Outering'];
const SW_TOWNS = ['Mlolongo', 'Athi River', 'Juja', 'Ruiru', 'Kitengela', 'Kikuyu', 'Limuru', 'Machakos'];
const ZU_TOWNS = ['eThekwini', 'eMlazi', 'eMpumalanga', 'KwaMashu', 'eShowe', 'eMgungundlovu', 'eNanda', 'KwaDukuza'];
const AF_TOWNS = ['Worcester', 'Paarl', 'Malmesbury', 'Vredendal', 'Oudtshoorn', 'Bethlehem', 'Lichtenburg', 'Middelburg'];
const AF_STREETS = ['Kerkstraat', 'Voortrekkerweg', 'Hoofweg', 'Stasieweg', 'Rivierstraat', 'Bosmanstraat'];
const TW_TOWNS = ['Mampong', 'Ejisu', 'Konongo', 'Bekwai', 'Offinso', 'Agona', 'Effiduase', 'Kumawu'];
const FR_CITIES = ['Toulouse', 'Nantes', 'Montpellier', 'Rennes', 'Grenoble', 'Lille', 'Dijon', 'Limoges'];
const FR_STREETS = ['rue des Lilas', 'avenue Jean Jaurès', 'boulevard Gambetta', 'impasse des Tilleuls', 'rue Paul Bert', 'allée des Pins'];
const DE_CITIES = ['Leipzig', 'Stuttgart', 'Hannover', 'Mannheim', 'Kassel', 'Regensburg', 'Bremen', 'Dortmund'];
const DE_FIRMS = ['Bosch Rexroth AG', 'Stadtwerke Leipzig', 'Kühne + Nagel', 'Wendel Logistik GmbH', 'Hafenbetriebe Bremen'];
const NL_CITIES = ['Utrecht', 'Eindhoven', 'Groningen', 'Arnhem', 'Zwolle', 'Delft', 'Nijmegen', 'Leiden'];
const NL_VENUES = ['de Fabrique', 'het Klokgebouw', 'de Hallen', 'Rotterdam Ahoy', 'het Pakhuis'];
const PT_AIRPORTS = ['Aeroporto de Lisboa', 'Aeroporto Francisco Sá Carneiro', 'Aeroporto de Faro', 'Aeroporto da Madeira'];
const PT_CITIES = ['Lisboa', 'Porto', 'Braga', 'Aveiro', 'Viseu', 'Setúbal', 'Évora', 'Funchal'];
const ES_UNIS = ['Universidad de Granada', 'Universitat de València', 'Universidad de Oviedo', 'Universidad Complutense', 'Universidad de Murcia'];
const ES_CITIES = ['Granada', 'Valencia', 'Oviedo', 'Madrid', 'Murcia', 'Bilbao', 'Valladolid', 'Cádiz'];

const OTHER: readonly T[] = [
  X('crowdfunding-yo', 'yo', ['NG'], (c) => {
    const pat = c.person('yo');
    const org = c.person('yo');
    const town = c.pick(YO_TOWNS);
    return c.pick([
      `Ẹ jọ̀wọ́ ẹ ràn wá lọ́wọ́! Ọmọ wa ${P(pat, 'gs')} wà ní ${c.L('hospital')} báyìí, ó nílò iṣẹ́ abẹ ọkàn. Ẹ fi owó ránṣẹ́ sí àkántì ${P(org, 'full')}, ${O(c.pick(['GTBank', 'Access Bank', 'First Bank', 'UBA', 'Opay', 'Moniepoint']))}. Ọlọ́run á bùkún yín. — Ìdílé ${P(pat, 's')}, ${L(town)}`,
      `Ìkéde: ${P(org, 'gs')} ń kó owó jọ fún ${P(pat, 'g')} tí ó farapa nínú ìjàmbá ọkọ̀ ní ọ̀nà ${L(town)}. Ẹ ṣeun gbogbo yín tí ẹ ti ṣe ìrànlọ́wọ́ láti ${c.L('city')}.`,
    ]);
  }),
  X('livestock-market-ha', 'ha', ['NG'], (c) => {
    const a = c.person('ha');
    const b = c.person('ha');
    const m = c.pick(HA_MARKETS);
    return c.pick([
      `Rahoton kasuwa: a ${L(m)} ranar Lahadi, farashin sa ya tashi zuwa naira dubu ɗari huɗu. Alhaji ${P(a, 'gs')}, shugaban masu sayar da shanu, ya ce shanu daga ${L(c.pick(HA_TOWNS))} sun yi ƙaranci saboda hanya. Malam ${P(b, 's')} ya ce raguna sun yi arha.`,
      `Sanarwa daga ƙungiyar ${O('Miyetti Allah')} reshen ${L(c.pick(HA_TOWNS))}: ${P(a, 'caps')} zai jagoranci taron makiyaya a ${L(m)}. A tuntuɓi ${P(b, 'gs')} domin ƙarin bayani.`,
    ]);
  }),
  X('car-sale-pcm', 'pcm', ['NG'], (c) => {
    const sel = c.person();
    const buy = c.person();
    return c.pick([
      `${P(buy, 'g')}: Oga abeg dat ${c.pick(CARS)} still dey?\n${P(sel, 'g')}: E dey o. Tokunbo, clean, AC dey blow.\n${P(buy, 'g')}: How much last?\n${P(sel, 'g')}: Come see am for ${c.L('area')}, near the filling station for ${c.L('street')}. We go talk.\n${P(buy, 'g')}: I go come Saturday with my brother ${P(c.person(), 'g')}.`,
      `Motor for sale!! ${c.pick(CARS)}, Nigerian used but e sharp well well. Owner na ${P(sel, 'gs')}, e dey ${c.L('city')}. Call am or WhatsApp. No price wahala for serious buyer.`,
    ]);
  }),
  X('road-closure-sw', 'sw', ['KE'], (c) => {
    const eng = c.person('ke');
    const pro = c.person('ke');
    const road = c.pick(SW_ROADS);
    return c.pick([
      `TANGAZO KWA UMMA: ${L(road)} itafungwa kati ya ${two(c, SW_TOWNS).map(L).join(' na ')} kuanzia ${dmy(c)} ili kuruhusu ujenzi wa daraja na ${O('Kenya National Highways Authority')}. Madereva watumie njia mbadala kupitia ${c.L('area')}. Mhandisi msimamizi: Mhandisi ${P(eng, 'gs')}. Imetolewa na ${P(pro, 'init')}.`,
      `Habari za barabara: kazi ya lami kwenye ${L(road)} karibu na ${c.L('hospital')} itaendelea usiku. Kwa maswali, wasiliana na Bw. ${P(eng, 's')} au Bi. ${P(pro, 'gs')}.`,
    ]);
  }),
  X('leave-request-zu', 'zu', ['ZA'], (c) => {
    const app = c.person('za');
    const mgr = c.person('za');
    const cov = c.person('za');
    const town = c.pick(ZU_TOWNS);
    return c.pick([
      `Sawubona Mnu. ${P(mgr, 's')},\nNgicela ikhefu lezinsuku ezinhlanu kusukela ngomhla ka-${dmy(c)}, ngiya ${L(town)} emngcwabeni kababa wami omncane. ${P(cov, 'gs')} uzongimela emsebenzini. Ngiyabonga.\n${P(app, 'gs')}`,
      `Isicelo sekhefu: ${Pl(`u${app.given}`)} uya ${L(town)} ukuyobona umndeni. Umsebenzi uzowenziwa ngu${P(cov, 'g')}. Kugunyazwe ngu-Nksz. ${P(mgr, 'gs')}.`,
    ]);
  }),
  X('job-card-af', 'af', ['ZA'], (c) => {
    const cust = c.person('af');
    const tech = c.person('af');
    const town = c.pick(AF_TOWNS);
    return c.pick([
      `WERKKAART ${num(c, 1000, 9999)}\nKliënt: ${P(cust, 'sComma')}\nAdres: ${num(c)} ${L(c.pick(AF_STREETS))}, ${L(town)}\nProbleem: geiser lek, drukklep vervang\nTegnikus: ${P(tech, 'gs')}\nKliënt se handtekening: ${P(cust, 'init')}`,
      `Oom ${P(cust, 's')} se pomp op die plaas buite ${L(town)} wil nie aanskakel nie. ${P(tech, 'g')} gaan môre met onderdele van ${c.O('supplier')} terug.`,
    ]);
  }),
  X('oral-history-tw', 'tw', ['GH'], (c) => {
    const nar = c.person('gh');
    const f = c.person('gh');
    const town = c.pick(TW_TOWNS);
    return c.pick([
      `Opanyin ${P(nar, 'gs')} ka sɛ: "Wɔwoo me wɔ ${L(town)}. Me papa ${P(f, 'g')} yɛ kuayɛfoɔ, na yɛtu kɔɔ ${c.L('city')} berɛ a na meyɛ abofra."`,
      `${P(nar, 'caps')}: Berɛ no na ${P(f, 'gs')} na ɔhyɛɛ nnwonto kuo no ase wɔ ${L(town)}. Yɛkɔɔ ${c.L('city')} afe apem ahankron aduɔson nwɔtwe mu.`,
    ]);
  }),
  X('visa-invitation-fr', 'fr', ['EU'], (c) => {
    const host = c.person('fr');
    const guest = c.person();
    const city = c.pick(FR_CITIES);
    return c.pick([
      `ATTESTATION D'ACCUEIL\nJe soussigné(e) ${P(host, 'full')}, demeurant au ${num(c)} ${L(c.pick(FR_STREETS))}, ${num(c, 31000, 87999)} ${L(city)}, certifie pouvoir héberger ${P(guest, 'caps')}, ressortissant(e) ${c.pick([`du ${L('Nigeria')}`, `du ${L('Kenya')}`, `du ${L('Ghana')}`, `d'${L('Afrique du Sud')}`])}, du ${dmy(c)} pour une durée de trois semaines. Fait à ${L(city)}, le ${dmy(c)}.\n${P(host, 'gs')}`,
      `Madame, Monsieur, j'invite mon ami ${P(guest, 'gs')} à séjourner chez moi à ${L(city)} à l'occasion de mon mariage. Il sera logé ${L(c.pick(FR_STREETS))}. Mme ${P(host, 's')} prendra en charge ses frais. Cordialement, ${P(host, 'init')}`,
    ]);
  }),
  X('expense-claim-de', 'de', ['EU'], (c) => {
    const cl = c.person('de');
    const met = c.person('de');
    const ch = c.person('de');
    return c.pick([
      `Reisekostenabrechnung – Begründung: Dienstreise von ${two(c, DE_CITIES).map(L).join(' nach ')} am ${dmy(c)} zum Termin mit Herrn ${P(met, 's')} (${O(c.pick(DE_FIRMS))}). Taxi vom Bahnhof zum Kunden, Beleg anbei. Antragsteller: ${P(cl, 'gs')}; genehmigt: ${P(ch, 'gInit')}`,
      `Hallo ${P(ch, 'g')}, die Hotelrechnung aus ${L(c.pick(DE_CITIES))} fehlt noch, die schickt das Hotel nach. Das Abendessen mit Frau ${P(met, 'gs')} habe ich privat bezahlt. Gruß, ${P(cl, 'g')}`,
    ]);
  }),
  X('tech-meetup-nl', 'nl', ['EU'], (c) => {
    const s1 = c.person('nl');
    const s2 = c.person();
    const org = c.person('nl');
    return c.pick([
      `Terugblik meetup #${num(c)} in ${L(c.pick(NL_VENUES))}, ${L(c.pick(NL_CITIES))}: ${P(s1, 'gs')} vertelde over "${c.pick(TALKS)}" en ${P(s2, 'gs')} deed een live demo. Dank aan ${c.O('firm')} voor de bitterballen! Volgende keer organiseert ${P(org, 'g')}.`,
      `leuke avond gehad bij de meetup in ${L(c.pick(NL_CITIES))}. talk van ${P(s1, 'lower')} was top, die van ${P(s2, 'g')} iets te lang. dhr. ${P(org, 's')} zoekt nog sprekers.`,
    ]);
  }),
  X('lost-luggage-pt', 'pt', ['EU'], (c) => {
    const pax = c.person();
    const ag = c.person('pt');
    return c.pick([
      `RECLAMAÇÃO DE BAGAGEM\nPassageiro: ${P(pax, 'sCaps')}\nVoo ${c.pick(['TP', 'FR', 'U2'])}${num(c, 100, 999)} de ${L(c.pick(PT_AIRPORTS))} para ${c.L('airport')}\nMorada de entrega: ${c.L('street')}, ${L(c.pick(PT_CITIES))}\nAtendido por: ${P(ag, 'gInit')}`,
      `Boa tarde, a minha mala não chegou a ${L(c.pick(PT_CITIES))} no dia ${dmy(c)}. Falei com a Sra. ${P(ag, 's')} no balcão da ${O('TAP Air Portugal')} e até hoje nada. Cumprimentos, ${P(pax, 'gs')}`,
    ]);
  }),
  X('thesis-defence-es', 'es', ['EU'], (c) => {
    const cand = c.person('es');
    const dir = c.person('es');
    const v = c.person();
    const uni = c.pick(ES_UNIS);
    return c.pick([
      `DEFENSA DE TESIS DOCTORAL\nDoctoranda: ${P(cand, 'full')}\nTítulo: «${c.pick(THESES)}»\nDirector: Dr. ${P(dir, 'gs')}\nVocal: Dra. ${P(v, 'gs')}\nLugar: Salón de Grados, ${L(c.pick(['Facultad de Ciencias', 'Facultad de Letras', 'Edificio Rectorado']))}, ${O(uni)}\nFecha: ${dmy(c)}`,
      `¡Enhorabuena a ${P(cand, 'gs')}, nueva doctora por la ${O(uni)}! Gracias a ${P(dir, 'init')} y a toda la gente que vino desde ${L(c.pick(ES_CITIES))}.`,
    ]);
  }),
];

export const HELDOUT16_NER_TEMPLATES: readonly T[] = [...ENGLISH, ...OTHER];
