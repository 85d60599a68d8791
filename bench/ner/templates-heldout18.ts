// Held-out set 18 of prose with gold person (PER) and place (LOC) spans, organisations (ORG) marked beside them: the
// project's eighteenth set of real-looking text to read the person and place detectors on (issue 13), written blind
// toward kinds of text the seventeen earlier headers do not name. Half English web and office text as written in
// Nigeria, Kenya, Ghana, South Africa, the UK and by English-writing expats in the EU: loan appraisal memos of
// banks and microfinance lenders (applicant, guarantors, credit officer, business premises LOC, lender ORG), lost and
// found posts (owner, finder, where it was lost LOC; pets' names no span), hackathon and demo-day results (team
// members, mentors, judges, venue LOC, sponsor ORG; team and product names no span), site safety incident and
// near-miss reports (injured worker, supervisor, first aider, site LOC, contractor ORG), eulogies read at memorials
// (the deceased, the children, hometown LOC), school exam-results shout-outs (top candidates, principal, school ORG,
// town LOC), removals quotes and job sheets (customer, crew lead, from and to addresses LOC, removal firm ORG),
// agricultural extension officers' farm-visit reports (farmer, officer, farm and village LOC, ministry ORG),
// agricultural and county show prize lists (exhibitors, judges, showground LOC, society ORG; animals' names no span),
// boarding-school visiting-day and exeat notices (learners, parents, housemaster, school ORG, pick-up points LOC),
// bursary and scholarship award lists (beneficiaries, sponsor ORG, home areas LOC) and civil-service transfer and
// posting letters (officer, old and new stations LOC, ministry ORG). The other half in the languages of our users,
// in kinds no earlier header names: Yorùbá eulogies, Hausa farm-visit reports, Nigerian Pidgin loan chats with a
// credit officer, Swahili exam-results announcements, isiZulu boarding-school visiting-day notices, Afrikaans
// agricultural-show results, Twi lost-and-found radio announcements, French hackathon results, German removals
// quotes, Dutch site incident reports, Portuguese scholarship award lists and Spanish civil-service transfer notices.
//
// 600 texts (seed 18018): 1,505 PER, 1,040 LOC and 364 ORG gold spans; every text holds a person or a place. By
// jurisdiction: EU 175, NG 125, ZA 100, KE 75, GH 75, GB 50. Kinds of text (24 genres, 25 texts each): English —
// loan appraisals, lost and found, hackathon results, site incidents, eulogies, exam-results shout-outs, removals,
// farm-visit reports, show results, visiting-day notices, bursary awards, transfer and posting letters; other
// languages — eulogy (yo), farm visit (ha), loan chat (pcm), exam results (sw), visiting day (zu), show results (af),
// lost and found (tw), hackathon (fr), removals quote (de), site incident (nl), scholarship list (pt), transfer
// notice (es). Languages (texts): English 300 (50 %); 25 each of Yorùbá, Hausa, Nigerian Pidgin (`pcm`), Swahili,
// isiZulu, Afrikaans, Twi, French, German, Dutch, Portuguese, Spanish. The counts are pinned by
// test/bench/ner-generate.test.ts. The author writes English, French, German, Dutch, Portuguese and Spanish well,
// Pidgin, Swahili and Afrikaans fairly, Yorùbá, Hausa, isiZulu and Twi less well: those texts are short and
// formulaic, as such notices are.
//
// Mess kept on purpose, as real text has it: names lower-case in chats and posts, all-caps in headings and prize
// lists, `SURNAME Given` and `Surname, Given` in forms and lists, initials, given names that are words (`Patience`,
// `Gift`, `Sunday`, `Hope`), names opening sentences and lines, names right before a place (`… of Kitengela`),
// hyphenated and apostrophe surnames (`Mensah-Bonsu`, `O’Sullivan`), surnames with particles (`van der Walt`,
// `du Plessis`, `de Oliveira`, `von Berg`), and a name broken across a line by a hard-wrapped prize list or job sheet
// (the span keeps its line break; 33 such spans).
// Writing slips known before the reading (labels untouched): names are drawn without sex, so `Mr`, `Mrs`, `his`,
// `her`, `Alhaji`, `Mama`, `Frau`, `mevrouw`, `Sra.` can sit beside a name of the other sex; places, firms and
// venues within a jurisdiction are paired at random; in the EU row English texts mix the places of six countries;
// the people of a text may come from any region of the jurisdiction.
//
// Read once by the lead, not by its author (figures to be written below by the reader).
//
// Author: a blind author helper of session 32 (branch s32-prose18), writing as the eighteenth independent author.
// Read: /work/s32-common.md, the blind brief and its own brief, bench/ner/generate.ts (set 18 is one more row of
// `NER_SETS`, seed 18018; it reuses `nerContext` and `buildNerSetWith`), the header comment, lists, helpers and
// templates of templates-heldout17.ts for the TypeScript shape and the labelling policy (its name and place lists
// were not reused: set 18 brings its own), a keyword grep over the headers of templates-heldout1.ts to 17.ts (to
// choose kinds they do not hold), and set 17's block of test/bench/ner-generate.test.ts; a grep for the README's
// set-17 paragraph (to copy its style) printed that paragraph whole, set 17's reading with it. NOT read: src/,
// lexicons, packs, other sets' error lists, bench/data/ner-*.jsonl of earlier sets. The detectors and the bench were never run on this set while it was written. Every
// person is fictional: given names and surnames are combined at random.
//
// Grain (set 17's policy): a title (`Mr`, `Mrs`, `Ms`, `Dr`, `Prof.`, `Rev.`, `Pastor`, `Eng.`, `Alhaji`,
// `Hajiya`, `Malam`, `Chief`, `Madam`, `Mama`, `Oga`, `Nana`, `Auntie`, `Mnu.`, `Nkk.`, `Oom`, `Tannie`, `Mev.`,
// `M.`, `Mme`, `Herr`, `Frau`, `dhr.`, `mevrouw`, `Sr.`, `Sra.`, `D.`) stays outside the PER span, a possessive `'s`
// too; an isiZulu noun-class prefix or locative glued to a name or place stays inside (`uSipho`, `kuThandi`,
// `eThekwini`, `eMpangeni`), a separate particle outside; a street or road is LOC without its house number; a farm,
// a site, a showground, a hall, a hospital, a market or a bank branch's town where something happens or where one
// goes is LOC; a body that acts (a lender, a contractor, a ministry, a school, a removal firm, an agricultural
// society, a sponsor, a bursary fund, a radio station) is ORG whole even when it holds a person's or a place's name;
// team names, product names, animals' names, breeds, loan and ticket numbers, vehicle plates, phone numbers,
// hashtags, handles and months are no span; a name broken across a line by a hard wrap is one span.
import type { NerContext, NerLists, NerPerson, NerTemplateOf } from './generate.js';
import type { Jurisdiction } from './templates-heldout1.js';

type Region18 = 'yo' | 'ig' | 'ha' | 'ke' | 'gh' | 'zu' | 'af' | 'gb' | 'fr' | 'de' | 'nl' | 'pt' | 'es' | 'pl';

interface Places18 {
  city: readonly string[];
  area: readonly string[];
  street: readonly string[];
  hall: readonly string[];
  hospital: readonly string[];
  market: readonly string[];
  village: readonly string[];
  showground: readonly string[];
  site: readonly string[];
  school: readonly string[];
  lender: readonly string[];
  firm: readonly string[];
  ministry: readonly string[];
}

const GIVEN18: Readonly<Record<Region18, readonly string[]>> = {
  yo: ['Adéwálé', 'Fúnmiláyọ̀', 'Olúwatóbi', 'Kẹ́hìndé', 'Tẹ́mítọ́pẹ́', 'Ọláolúwa', 'Yéwándé', 'Babátúndé', 'Àdùkẹ́', 'Oyèbámiji', 'Ṣadé', 'Dàmilọ́lá'],
  ig: ['Chidi', 'Nneka', 'Ikenna', 'Amarachi', 'Kelechi', 'Ifeoma', 'Tochukwu', 'Ugochi', 'Emeka', 'Chisom', 'Obiora', 'Nkiru'],
  ha: ['Aminu', 'Hauwa', 'Umar', 'Khadija', 'Yusuf', 'Maryam', 'Nasiru', 'Sa’adatu', 'Kabiru', 'Hadiza', 'Lawal', 'Jamila'],
  ke: ['Wambui', 'Kiplagat', 'Achieng', 'Mwangi', 'Jepchirchir', 'Onyango', 'Nyambura', 'Barasa', 'Wairimu', 'Kibet', 'Adhiambo', 'Musyoka'],
  gh: ['Kojo', 'Abena', 'Kwasi', 'Adwoa', 'Yaa', 'Kwaku', 'Akua', 'Fiifi', 'Efe', 'Selorm', 'Nii Armah', 'Maame'],
  zu: ['Sibusiso', 'Thandi', 'Nkosinathi', 'Zanele', 'Mandla', 'Lindiwe', 'Sifiso', 'Nokuthula', 'Themba', 'Ntombi', 'Bheki', 'Zodwa'],
  af: ['Jaco', 'Marietjie', 'Francois', 'Ilse', 'Wynand', 'Annemarie', 'Stefan', 'Lizelle', 'Deon', 'Karien', 'Ruan', 'Hanlie'],
  gb: ['Harry', 'Amelia', 'Finlay', 'Sian', 'George', 'Isla', 'Declan', 'Hollie', 'Rory', 'Bethan', 'Imran', 'Keeley'],
  fr: ['Maxime', 'Pauline', 'Guillaume', 'Clémence', 'Quentin', 'Anaïs', 'Jérôme', 'Noémie', 'Cédric', 'Margaux', 'Hervé', 'Océane'],
  de: ['Jonas', 'Miriam', 'Moritz', 'Sabine', 'Felix', 'Ute', 'Henrik', 'Lea', 'Dominik', 'Gesine', 'Malte', 'Birgit'],
  nl: ['Daan', 'Anouk', 'Sjoerd', 'Marloes', 'Jeroen', 'Esther', 'Niels', 'Maaike', 'Gijs', 'Renske', 'Pim', 'Floor'],
  pt: ['João', 'Rita', 'Miguel', 'Sofia', 'Afonso', 'Joana', 'Ricardo', 'Filipa', 'Vasco', 'Marta', 'Bruno', 'Teresa'],
  es: ['Pablo', 'Elena', 'Jorge', 'Carmen', 'Adrián', 'Noelia', 'Raúl', 'Pilar', 'Marcos', 'Ainhoa', 'Óscar', 'Rocío'],
  pl: ['Piotr', 'Agnieszka', 'Tomasz', 'Katarzyna', 'Michał', 'Magdalena', 'Krzysztof', 'Joanna', 'Paweł', 'Zofia', 'Łukasz', 'Ewa'],
};

const SURNAME18: Readonly<Record<Region18, readonly string[]>> = {
  yo: ['Ọdúyẹmí', 'Àjàyí', 'Ògúndélé', 'Adébáyọ̀', 'Olúwọlé', 'Ṣónúbi', 'Akínṣọlá', 'Fálétí', 'Ọ̀láníyì', 'Adégbìtẹ́', 'Oyèlàrán', 'Bámgbóṣé'],
  ig: ['Eze', 'Nwankwo', 'Okeke', 'Onuoha', 'Igwe', 'Nnadi', 'Ugwu', 'Okoro', 'Azikiwe', 'Mbah', 'Uzor', 'Nwoye'],
  ha: ['Lawan', 'Shehu', 'Dikko', 'Kurfi', 'Baba-Ahmed', 'Sambo', 'Wali', 'Jibrin', 'Kwankwaso', 'Adamu', 'Mai-Bornu', 'Inuwa'],
  ke: ['Kamau', 'Otieno', 'Cheruiyot', 'Wanyama', 'Muriuki', 'Owino', 'Kiplimo', 'Gathoni', 'Mwende', 'Oduya', 'Langat', 'Macharia'],
  gh: ['Mensah-Bonsu', 'Osei', 'Acheampong', 'Tetteh', 'Addo', 'Sarpong', 'Ofori-Atta', 'Nkansah', 'Kufuor', 'Lamptey', 'Badu', 'Yeboah'],
  zu: ['Dlamini', 'Zulu', 'Mkhize', 'Ngcobo', 'Cele', 'Shezi', 'Mthembu', 'Buthelezi', 'Khumalo', 'Gumede', 'Zungu', 'Ntuli'],
  af: ['du Plessis', 'van der Walt', 'Kruger', 'Visagie', 'de Villiers', 'Erasmus', 'Joubert', 'van Rensburg', 'Marais', 'Potgieter', 'Bezuidenhout', 'le Grange'],
  gb: ['O’Sullivan', 'Davies', 'Clarke', 'Hussain', 'Robertson', 'Walsh', 'Okafor-Smith', 'Murray', 'Khan', 'Turner', 'McAllister', 'Pritchard'],
  fr: ['Dubois', 'Lambert', 'Moreau', 'Durand', 'de la Roche', 'Gauthier', 'Perrin', 'Roux', 'Marchand', 'Boyer', 'Leclerc', 'Dupont-Aignan'],
  de: ['Wagner', 'Schäfer', 'von Berg', 'Koch', 'Richter', 'Neumann', 'Schwarz', 'Braun', 'Hofmann', 'Krause', 'Werner', 'Lange'],
  nl: ['de Jong', 'van den Berg', 'Meijer', 'Hendriks', 'van der Linden', 'Kok', 'Peters', 'Willems', 'ten Hove', 'Prins', 'Huisman', 'Verhoeven'],
  pt: ['Ferreira', 'Santos', 'de Oliveira', 'Costa', 'Ribeiro', 'Almeida', 'Fernandes', 'Marques', 'Nunes', 'Vieira', 'Araújo', 'Cardoso'],
  es: ['Fernández', 'Jiménez', 'Ruiz', 'Moreno', 'Álvarez', 'Muñoz', 'de la Fuente', 'Iglesias', 'Castro', 'Ortiz', 'Serrano', 'Vázquez'],
  pl: ['Nowak', 'Kowalski', 'Wiśniewska', 'Wójcik', 'Kamiński', 'Lewandowska', 'Zieliński', 'Szymańska', 'Woźniak', 'Dąbrowski', 'Kaczmarek', 'Mazur'],
};

/** Given names that are also words or days: PER wherever they name a person. */
export const WORD_GIVEN18: readonly string[] = ['Patience', 'Gift', 'Sunday', 'Hope', 'Mercy', 'Prosper', 'Innocent', 'Comfort', 'Marvellous', 'Godknows', 'Lucky', 'Beauty', 'Victory', 'Princess', 'Honest', 'Trust', 'Grace', 'Joy', 'Daisy', 'Major'];

const PLACES18: Readonly<Record<Jurisdiction, Places18>> = {
  NG: {
    city: ['Ilorin', 'Benin City', 'Kano', 'Port Harcourt', 'Onitsha', 'Abuja', 'Osogbo', 'Makurdi', 'Uyo', 'Bauchi'],
    area: ['Ikeja GRA', 'Ajegunle', 'Garki', 'Maitama', 'Trans-Ekulu', 'Rumuokoro', 'Ogudu', 'Agege', 'Kubwa', 'Oshodi'],
    street: ['Obafemi Awolowo Way', 'Aminu Kano Crescent', 'Ikwerre Road', 'Opebi Road', 'Ahmadu Bello Way', 'Sapele Road', 'Zik Avenue', 'Ogui Road'],
    hall: ['Shehu Musa Yar’Adua Centre', 'Agip Hall', 'MUSON Centre', 'Ibom Hall'],
    hospital: ['Lagos University Teaching Hospital', 'Aminu Kano Teaching Hospital', 'National Hospital Abuja', 'University of Benin Teaching Hospital'],
    market: ['Balogun Market', 'Kurmi Market', 'Ariaria Market', 'Oja Oba', 'Wuse Market'],
    village: ['Igbo-Ora', 'Ezinifite', 'Dawakin Tofa', 'Ikot Ekpene', 'Ogbomoso', 'Rano'],
    showground: ['Kaduna Trade Fair Complex', 'Agodi Gardens', 'Abuja Trade Fair Ground'],
    site: ['Dangote Refinery', 'Second Niger Bridge', 'Eko Atlantic', 'Lekki Deep Sea Port'],
    school: ['Federal Government College Ijanikin', 'King’s College', 'Christ the King College Onitsha', 'Government Girls Secondary School Dala'],
    lender: ['LAPO Microfinance Bank', 'AB Microfinance Bank', 'Access Bank', 'Fidelity Bank', 'Accion Microfinance Bank'],
    firm: ['Julius Berger', 'CCECC', 'RCC Nigeria', 'Setraco'],
    ministry: ['Federal Ministry of Works', 'Lagos State Ministry of Education', 'Federal Civil Service Commission', 'Nigeria Customs Service'],
  },
  KE: {
    city: ['Kitale', 'Kericho', 'Embu', 'Garissa', 'Naivasha', 'Kisii', 'Bungoma', 'Meru', 'Kitui', 'Voi'],
    area: ['Kitengela', 'Rongai', 'Ruaka', 'Umoja', 'Kahawa West', 'Lavington', 'Westlands', 'Juja', 'Utawala', 'Embakasi'],
    street: ['Mombasa Road', 'Thika Road', 'Jogoo Road', 'Tom Mboya Street', 'Uhuru Highway', 'Langata Road', 'Outer Ring Road', 'Kimathi Street'],
    hall: ['iHub', 'Sarit Expo Centre', 'Nairobi Garage', 'Strathmore Business School auditorium'],
    hospital: ['Kenyatta National Hospital', 'Moi Teaching and Referral Hospital', 'Aga Khan Hospital', 'Coast General Hospital'],
    market: ['Gikomba Market', 'Marikiti', 'Wakulima Market', 'Kibuye Market', 'Toi Market'],
    village: ['Kapsabet', 'Ol Kalou', 'Matuu', 'Chuka', 'Kapenguria', 'Siaya'],
    showground: ['Jamhuri Park', 'Nakuru ASK Showground', 'Mkomani Showground', 'Kabiruini Showground'],
    site: ['Talanta Stadium', 'Nairobi Expressway', 'Konza Technopolis', 'Thwake Dam'],
    school: ['Maranda High School', 'Moi Girls Eldoret', 'Mang’u High School', 'Kapsabet Boys'],
    lender: ['Equity Bank', 'KCB', 'Faulu Microfinance Bank', 'Kenya Women Microfinance Bank', 'Stima Sacco'],
    firm: ['China Wu Yi', 'H Young', 'Landmark Holdings', 'Seyani Brothers'],
    ministry: ['Ministry of Interior', 'Teachers Service Commission', 'Public Service Commission', 'Kenya Revenue Authority'],
  },
  GH: {
    city: ['Kumasi', 'Accra', 'Techiman', 'Bolgatanga', 'Wa', 'Obuasi', 'Hohoe', 'Dambai', 'Elmina', 'Sefwi Wiawso'],
    area: ['Adenta', 'Kasoa', 'Dzorwulu', 'Abeka', 'Tesano', 'Nungua', 'Suame', 'Kwadaso', 'Ashaiman', 'Teshie'],
    street: ['Graphic Road', 'Independence Avenue', 'Lagos Avenue', 'Nima Highway', 'Farrar Avenue', 'Nsawam Road', 'Lake Road', 'Prempeh II Street'],
    hall: ['Accra International Conference Centre', 'Kumasi Cultural Centre', 'Impact Hub Accra', 'Fiesta Royale'],
    hospital: ['Korle Bu Teaching Hospital', 'Komfo Anokye Teaching Hospital', 'Ridge Hospital', 'Cape Coast Teaching Hospital'],
    market: ['Makola Market', 'Kejetia Market', 'Kaneshie Market', 'Techiman Market', 'Agbogbloshie'],
    village: ['Akim Swedru', 'Nkoranza', 'Abetifi', 'Bawku', 'Anloga', 'Juaso'],
    showground: ['Trade Fair Centre La', 'Jubilee Park Kumasi', 'Tamale Sports Stadium grounds'],
    site: ['Pokuase Interchange', 'Kejetia', 'Tema Motorway', 'Atuabo Gas Processing Plant'],
    school: ['Presec Legon', 'Opoku Ware School', 'Aburi Girls', 'Ghana National College'],
    lender: ['Sinapi Aba', 'GCB Bank', 'Fidelity Bank Ghana', 'Opportunity International Savings and Loans', 'CalBank'],
    firm: ['Consar', 'Queiroz Galvão', 'First Sky Group', 'Maripoma'],
    ministry: ['Ghana Immigration Service', 'Ghana Education Service', 'Office of the Head of Civil Service', 'Ghana Health Service'],
  },
  ZA: {
    city: ['Pietermaritzburg', 'Pretoria', 'Kimberley', 'Nelspruit', 'Rustenburg', 'Stellenbosch', 'George', 'Upington', 'Richards Bay', 'Welkom'],
    area: ['Sandton', 'Umlazi', 'Observatory', 'Hatfield', 'Alexandra', 'Morningside', 'Sea Point', 'Tembisa', 'Westville', 'Bellville'],
    street: ['Rivonia Road', 'Main Road', 'Voortrekker Road', 'Anton Lembede Street', 'Louis Botha Avenue', 'Church Street', 'Kingsway', 'Adderley Street'],
    hall: ['Workshop17', 'Durban ICC', 'Sandton Convention Centre', 'Joburg Theatre'],
    hospital: ['Chris Hani Baragwanath Hospital', 'Groote Schuur Hospital', 'Inkosi Albert Luthuli Hospital', 'Steve Biko Academic Hospital'],
    market: ['Warwick Junction', 'Oriental Plaza', 'Epping Market', 'Joburg Market'],
    village: ['Ixopo', 'Bergville', 'Nkandla', 'Darling', 'Prince Albert', 'Lady Grey'],
    showground: ['Royal Showgrounds', 'Nampo Park', 'Bredasdorp Showground', 'Witrivier Showground'],
    site: ['Medupi Power Station', 'Kusile Power Station', 'Mall of the South', 'Msikaba Bridge'],
    school: ['Maritzburg College', 'Paul Roos Gimnasium', 'Hilton College', 'St John’s College'],
    lender: ['Capitec', 'Absa', 'Standard Bank', 'Nedbank', 'Sefa'],
    firm: ['WBHO', 'Murray & Roberts', 'Raubex', 'Stefanutti Stocks'],
    ministry: ['Department of Home Affairs', 'KwaZulu-Natal Department of Education', 'Department of Public Service and Administration', 'SARS'],
  },
  GB: {
    city: ['Manchester', 'Swansea', 'Aberdeen', 'York', 'Nottingham', 'Exeter', 'Derry', 'Hull', 'Coventry', 'Carlisle'],
    area: ['Didsbury', 'Mumbles', 'Rubislaw', 'Acomb', 'Sneinton', 'Heavitree', 'Waterside', 'Hessle', 'Earlsdon', 'Stanwix'],
    street: ['Wilmslow Road', 'Mumbles Road', 'Union Street', 'Tadcaster Road', 'Mansfield Road', 'Fore Street', 'Strand Road', 'Beverley Road'],
    hall: ['Manchester Central', 'Swansea Guildhall', 'Codebase', 'Exeter Corn Exchange'],
    hospital: ['Manchester Royal Infirmary', 'Morriston Hospital', 'Aberdeen Royal Infirmary', 'Royal Devon and Exeter Hospital'],
    market: ['Borough Market', 'Swansea Market', 'Kirkgate Market', 'Bullring'],
    village: ['Hawes', 'Llanwrtyd Wells', 'Ballater', 'Castleton', 'Helmsley', 'Moretonhampstead'],
    showground: ['Great Yorkshire Showground', 'Royal Welsh Showground', 'Three Counties Showground', 'Balmoral Park'],
    site: ['Curzon Street', 'Hinkley Point C', 'Old Trafford', 'Battersea Power Station'],
    school: ['Gordonstoun', 'Oundle School', 'Christ College Brecon', 'Royal Belfast Academical Institution'],
    lender: ['NatWest', 'Barclays', 'Lloyds Bank', 'Funding Circle', 'Nationwide'],
    firm: ['Balfour Beatty', 'Kier', 'Morgan Sindall', 'Laing O’Rourke'],
    ministry: ['HMRC', 'Department for Education', 'HM Prison and Probation Service', 'Home Office'],
  },
  EU: {
    city: ['Lille', 'Düsseldorf', 'Utrecht', 'Braga', 'Bilbao', 'Kraków', 'Toulouse', 'Leipzig', 'Antwerpen', 'Granada'],
    area: ['Wazemmes', 'Oberkassel', 'Lombok', 'Maximinos', 'Deusto', 'Kazimierz', 'Saint-Cyprien', 'Plagwitz', 'Zurenborg', 'Albaicín'],
    street: ['Rue Nationale', 'Königsallee', 'Oudegracht', 'Avenida da Liberdade', 'Gran Vía', 'ulica Floriańska', 'Allées Jean-Jaurès', 'Karl-Liebknecht-Straße'],
    hall: ['Station F', 'Messe Düsseldorf', 'Jaarbeurs', 'Altice Arena', 'Palacio Euskalduna'],
    hospital: ['CHU de Lille', 'Universitätsklinikum Düsseldorf', 'UMC Utrecht', 'Hospital de Braga', 'Hospital de Cruces'],
    market: ['Marché de Wazemmes', 'Carlsplatz', 'Vredenburg markt', 'Mercado do Bolhão', 'Mercado de la Ribera'],
    village: ['Giethoorn', 'Monschau', 'Óbidos', 'Zakopane', 'Rocamadour', 'Frigiliana'],
    showground: ['Parc des Expositions', 'Messegelände', 'Libramont', 'Feira Nacional de Agricultura'],
    site: ['Saint-Denis Pleyel', 'Stuttgart Hauptbahnhof', 'Zuidas', 'Alcântara'],
    school: ['Lycée Faidherbe', 'Humboldt-Gymnasium', 'Stedelijk Gymnasium Utrecht', 'Colegio Vizcaya'],
    lender: ['BNP Paribas', 'Deutsche Bank', 'Rabobank', 'Caixa Geral de Depósitos', 'BBVA'],
    firm: ['Vinci', 'Hochtief', 'BAM', 'Mota-Engil', 'Acciona'],
    ministry: ['Ministère de l’Intérieur', 'Auswärtiges Amt', 'Rijkswaterstaat', 'European Commission'],
  },
};

const REGIONS18: Readonly<Record<Jurisdiction, readonly Region18[]>> = {
  NG: ['yo', 'ig', 'ha'],
  KE: ['ke'],
  GH: ['gh'],
  ZA: ['zu', 'af'],
  GB: ['gb'],
  EU: ['fr', 'de', 'nl', 'pt', 'es', 'pl'],
};

const MONTHS18 = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const L = (s: string): string => `[[LOC:${s}]]`;
const O = (s: string): string => `[[ORG:${s}]]`;

export const HELDOUT18_LISTS: NerLists<Jurisdiction, Region18, Places18> = {
  given: GIVEN18,
  surname: SURNAME18,
  wordNames: WORD_GIVEN18,
  places: PLACES18,
  regionsOf: REGIONS18,
  months: MONTHS18,
  loc: L,
  org: O,
};

type C = NerContext<Jurisdiction, Region18, Places18>;
type T = NerTemplateOf<C>;

type NameForm18 = 'full' | 'gs' | 'g' | 's' | 'caps' | 'lower' | 'init' | 'sComma' | 'sCaps' | 'sFirst' | 'gInit' | 'wrap' | 'lowerG';

/** A person written in one form (no marks); `wrap` breaks the name before the surname as a hard-wrapped line does. */
export function nm18(p: NerPerson, form: NameForm18): string {
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
    case 'wrap':
      return `${p.middle ? `${p.given} ${p.middle}` : p.given}\n${p.surname}`;
  }
}

const P = (p: NerPerson, form: NameForm18 = 'gs'): string => `[[PER:${nm18(p, form)}]]`;
const Pl = (s: string): string => `[[PER:${s}]]`;

/** Two different entries of a list, in seeded order. */
const two = (c: C, xs: readonly string[]): [string, string] => {
  const a = c.pick(xs);
  return [a, c.pick(xs.filter((x) => x !== a))];
};
const dmy = (c: C): string => `${String(c.int(1, 28)).padStart(2, '0')}/${String(c.int(1, 12)).padStart(2, '0')}/${c.int(2022, 2026)}`;
const num = (c: C, lo = 2, hi = 148): number => c.int(lo, hi);
const CURRENCY: Readonly<Record<Jurisdiction, string>> = { NG: 'NGN', KE: 'KES', GH: 'GHS', ZA: 'ZAR', GB: 'GBP', EU: 'EUR' };
const money = (c: C): string => `${CURRENCY[c.j]} ${c.int(2, 95)},${c.pick(['000', '500', '250'])}`;
const phone = (c: C): string => `0${c.pick(['803', '712', '244', '82', '7700', '6'])} ${c.int(100, 999)} ${c.int(1000, 9999)}`;
/** The agriculture ministry or department whose officers visit farms, and the society that runs the show, by jurisdiction. */
const AGRI18: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Federal Ministry of Agriculture', 'Kano State Ministry of Agriculture', 'Oyo State Agricultural Development Programme'],
  KE: ['Ministry of Agriculture and Livestock Development', 'County Government of Nakuru', 'KALRO'],
  GH: ['Ministry of Food and Agriculture', 'MoFA Ashanti Regional Office'],
  ZA: ['Department of Agriculture, Land Reform and Rural Development', 'Western Cape Department of Agriculture', 'KZN Department of Agriculture and Rural Development'],
  GB: ['DEFRA', 'Farming Connect', 'SAC Consulting'],
  EU: ['Chambre d’agriculture du Nord', 'Landwirtschaftskammer NRW', 'Rabobank Agri', 'Direção Regional de Agricultura do Norte'],
};
const SOCIETY18: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Nigerian Agricultural Society', 'Kaduna Agric Show Committee'],
  KE: ['Agricultural Society of Kenya', 'ASK Nakuru Branch'],
  GH: ['Ghana Agricultural Show Committee', 'Farmers’ Day Planning Committee'],
  ZA: ['Royal Agricultural Society of Natal', 'Nampo Committee'],
  GB: ['Yorkshire Agricultural Society', 'Royal Welsh Agricultural Society', 'Three Counties Agricultural Society'],
  EU: ['Foire Agricole de Libramont', 'DLG', 'CNEMA'],
};
/** Hackathon sponsors, removal firms and bursary funds, by jurisdiction (international ones where they work there). */
const SPONSOR18: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Flutterwave', 'MTN', 'Google for Startups', 'Paystack'],
  KE: ['Safaricom', 'Microsoft', 'Google for Startups', 'M-KOPA'],
  GH: ['MTN', 'Hubtel', 'Google for Startups', 'Vodafone Ghana'],
  ZA: ['Vodacom', 'Standard Bank', 'Microsoft', 'Naspers'],
  GB: ['Mozilla', 'Microsoft', 'Monzo', 'Innovate UK'],
  EU: ['Mozilla', 'SAP', 'Google for Startups', 'Adyen'],
};
const MOVER18: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['AGS Movers', 'Santa Fe Relocation', 'Hilltop Movers'],
  KE: ['Bekins Kenya', 'AGS Movers', 'Crown Relocations'],
  GH: ['AGS Movers', 'Crown Relocations', 'Movers Ghana'],
  ZA: ['Stuttaford Van Lines', 'Elliott Mobility', 'Biddulphs'],
  GB: ['Pickfords', 'Britannia Movers', 'Bishop’s Move'],
  EU: ['Santa Fe Relocation', 'Crown Relocations', 'Gosselin'],
};
const FUND18: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['MTN Foundation', 'NNPC/Total Scholarship Board', 'Mastercard Foundation'],
  KE: ['Equity Wings to Fly', 'Mastercard Foundation', 'KCB Foundation'],
  GH: ['Ghana Scholarships Secretariat', 'Mastercard Foundation', 'GETFund'],
  ZA: ['NSFAS', 'Funza Lushaka', 'Allan Gray Orbis Foundation'],
  GB: ['Sutton Trust', 'Chevening', 'Reach Foundation'],
  EU: ['Erasmus+', 'Studienstiftung', 'Fundación Amancio Ortega'],
};
const PETS = ['Bingo', 'Simba', 'Rex', 'Snowy', 'Tiger', 'Bella', 'Max', 'Scooby'];
const TEAMS = ['Team Jollof.js', 'ByteBenders', 'AgriSense', 'Kasi Coders', 'NullPointers', 'Mama Mboga API', 'SolarPay', 'QueueLess'];
const BREEDS = ['Bonsmara', 'Nguni', 'Dorper', 'Boer goat', 'Holstein Friesian', 'Ayrshire', 'Saanen', 'Dohne Merino', 'Jersey'];
const ANIMALS = ['Duke', 'Bella', 'Champion', 'Lady Grey', 'Boss', 'Sweetie', 'Rocky', 'Blossom'];
const CROPS = ['maize', 'cassava', 'cocoa', 'sorghum', 'tomatoes', 'cowpea', 'avocado', 'tea'];
const ITEMS = ['a black wallet', 'a Tecno phone in a blue case', 'my national ID', 'a brown leather handbag', 'car keys with a Toyota tag', 'a school bag', 'a passport'];
const SUBJECTS18 = ['Mathematics', 'Biology', 'Chemistry', 'English', 'Geography', 'Physical Sciences', 'Economics'];

const norm = (make: (c: C) => string) => (c: C): string => make(c).normalize('NFC');

// ---------------------------------------------------------------- English web and office text
const EN = (genre: string, make: (c: C) => string): T => ({ genre, lang: 'en', fills: 25, make: norm(make) });

const ENGLISH: readonly T[] = [
  EN('loan-appraisal', (c) => {
    const ap = c.person();
    const g1 = c.person();
    const g2 = c.person(undefined, true);
    const co = c.person();
    const lender = c.pick(c.pl.lender);
    return c.pick([
      `CREDIT APPRAISAL MEMO\nLender: ${O(lender)}, ${c.L('city')} branch\nApplicant: ${P(ap, 'sCaps')}\nBusiness: provisions shop, stall ${num(c, 1, 400)}, ${c.L('market')}\nAmount requested: ${money(c)}, 12 months\nGuarantors: ${P(g1, 'gs')} (brother-in-law) and ${P(g2, 'gs')} (group member)\nCredit officer: ${P(co, 'init')}\nRecommendation: approve at reduced amount; applicant's cash flow is seasonal.`,
      `Visit note: met ${P(ap, 'g')} at her house on ${c.L('street')}, ${c.L('area')}. ${P(ap, 'g')} sells ${c.pick(CROPS)} at ${c.L('market')} and keeps no books, but ${P(g1, 'gInit')} confirmed her sales. Second guarantor ${P(g2, 'lower')} was not available. Loan officer ${P(co, 'gs')} to revisit.`,
      `${P(co, 'gs')} to Branch Manager: I do not recommend the facility for ${P(ap, 'full')}. Existing loan with ${O(c.pick(c.pl.lender))} in arrears since ${c.pick(MONTHS18)}; business premises in ${c.L('area')} were closed when I visited. ${P(g1, 's')} declined to sign as guarantor.`,
    ]);
  }),
  EN('lost-found', (c) => {
    const ow = c.person();
    const fi = c.person(undefined, true);
    const pet = c.pick(PETS);
    return c.pick([
      `LOST: ${c.pick(ITEMS)} somewhere between ${c.L('market')} and ${c.L('street')} on ${c.date()}. Inside is an ID in the name ${P(ow, 'caps')}. Reward offered! Call ${phone(c)}.`,
      `FOUND in ${c.L('area')}: ${c.pick(ITEMS)}. The card inside says ${P(ow, 'sComma')}. ${P(fi, 'g')} has it at the shop near ${c.L('hall')}, come with proof.`,
      `MISSING DOG 🐶 ${pet} ran off near ${c.L('street')}, ${c.L('area')} last night. Brown with a white chest, answers to ${pet}. Owner ${P(ow, 'lower')} is devastated, pls share. if seen call ${P(fi, 'g')} ${phone(c)}`,
      `thank you ${P(fi, 'lowerG')}!! found my ${c.pick(['phone', 'wallet', 'keys'])} at the ${c.L('city')} bus stop and brought it all the way to ${c.L('area')}. honest people still exist 🙏 — ${P(ow, 'g')}`,
    ]);
  }),
  EN('hackathon', (c) => {
    const m1 = c.person();
    const m2 = c.person();
    const j = c.person();
    const team = c.pick(TEAMS);
    const sponsor = c.pick(SPONSOR18[c.j]);
    return c.pick([
      `🏆 And the winners of this year's ${c.pick(['Fintech', 'AgriTech', 'Open Data', 'Climate'])} Hackathon at ${c.L('hall')}, ${c.L('city')}: ${team}! ${P(m1, 'gs')} and ${P(m2, 'gs')} built an app for farmers in ${c.L('village')} in 36 hours. Huge thanks to our judges led by ${P(j, 'init')} and to ${O(sponsor)} for the prize money.`,
      `DEMO DAY RESULTS\n1st: ${team} (${P(m1, 'sFirst')}, ${P(m2, 'sFirst')})\n2nd: ${c.pick(TEAMS.filter((t) => t !== team))}\nBest pitch: ${P(j, 'g')}\nVenue: ${c.L('hall')}\nSponsored by ${O(sponsor)}`,
      `so we didn't win but honestly the hackathon was 🔥. shoutout to my teammates ${P(m1, 'lower')} and ${P(m2, 'g')}, and to our mentor ${P(j, 'gs')} who stayed with us till 4am. next stop ${c.L('city')}!`,
    ]);
  }),
  EN('site-incident', (c) => {
    const inj = c.person();
    const sup = c.person();
    const fa = c.person();
    const firm = c.pick(c.pl.firm);
    return c.pick([
      `INCIDENT REPORT No. ${num(c, 100, 999)}/${c.int(2022, 2026)}\nSite: ${c.L('site')}, ${c.L('city')}\nContractor: ${O(firm)}\nInjured person: ${P(inj, 'sCaps')} (general worker)\nNature of injury: laceration to left hand from rebar\nFirst aid by: ${P(fa, 'gs')}\nTaken to: ${c.L('hospital')}\nSupervisor: ${P(sup, 'init')}\nRoot cause: no gloves, housekeeping poor at level 3.`,
      `Near miss reported by ${P(sup, 'gs')} on ${c.date()}: a scaffold board fell from level 4 at the ${c.L('site')} site and landed next to ${P(inj, 'g')}, who was not hurt. Toolbox talk held the next morning. ${O(firm)} HSE to review the edge protection.`,
      `${P(fa, 'caps')} – statement: I was at the batching plant when I heard shouting. I found ${P(inj, 'gs')} on the ground near the crane. I called ${P(sup, 'g')} and we drove him to ${c.L('hospital')} in the site van.`,
    ]);
  }),
  EN('eulogy', (c) => {
    const d = c.person();
    const ch = c.person();
    const fr = c.person(undefined, true);
    return c.pick([
      `Eulogy for ${P(d, 'full')}\n${P(d, 'g')} was born in ${c.L('village')} and moved to ${c.L('city')} at the age of seventeen with nothing but a box of books. ${P(d, 'g')} worked thirty years at ${c.O('hospital')} and never missed a Sunday service. Mummy, you taught us to be honest. — read by ${P(ch, 'gs')}`,
      `Tribute from a friend: I met ${P(d, 'gs')} in ${c.date().slice(-4)} when we shared a room on ${c.L('street')}. ${P(fr, 'g')} and I will always remember the jokes. Rest well, my brother. ${P(fr, 'gs')}`,
      `When ${P(d, 'caps')} retired to ${c.L('village')}, the whole village came to greet him. Today we, his children ${P(ch, 'g')} and ${P(fr, 'g')}, thank everyone who travelled from ${c.L('city')} and beyond.`,
    ]);
  }),
  EN('exam-results', (c) => {
    const a = c.person();
    const b = c.person(undefined, true);
    const pr = c.person();
    const sch = c.pick(c.pl.school);
    return c.pick([
      `CONGRATULATIONS to our top candidate ${P(a, 'caps')} who scored ${c.pick(['A', 'A-', '8 distinctions', '7 A1s', 'A*AA'])} in the national examinations! ${O(sch)} is proud. Also well done to ${P(b, 'gs')} (${c.pick(SUBJECTS18)}, best in the county). Principal: ${P(pr, 'init')}`,
      `Results are out!! My daughter ${P(a, 'g')} got into university in ${c.L('city')} 😭🙏 thank you to her teachers at ${O(sch)}, especially ${c.pick(['Mr', 'Mrs', 'Ms'])} ${P(pr, 's')}. God is good`,
      `TOP 3 LEARNERS 2025\n1. ${P(a, 'sComma')}\n2. ${P(b, 'sComma')}\n3. ${P(c.person(), 'sComma')}\nAll three are from ${c.L('area')}. The prize-giving is at ${c.L('hall')}.`,
    ]);
  }),
  EN('removals', (c) => {
    const cu = c.person();
    const crew = c.person();
    const sv = c.person();
    const firm = c.pick(MOVER18[c.j]);
    return c.pick([
      `REMOVALS JOB SHEET\nCustomer: ${P(cu, 'wrap')}\nFrom: ${num(c)} ${c.L('street')}, ${c.L('area')}\nTo: ${c.L('city')} (${c.int(40, 900)} km)\nCrew lead: ${P(crew, 'gs')}\nVolume: ${c.int(12, 60)} m³, piano on ground floor\n${O(firm)} – surveyed by ${P(sv, 'init')}`,
      `Dear ${P(cu, 'g')}, thank you for choosing ${O(firm)}. Our surveyor ${P(sv, 'gs')} visited your home in ${c.L('area')} and we quote ${money(c)} for packing and moving to ${c.L('city')}. Insurance is included. Kind regards, ${P(crew, 'g')}`,
      `Review: the crew from ${O(firm)} were late but careful. ${P(crew, 'g')} wrapped every glass. Moved from ${c.L('street')} to ${c.L('area')} in a day. — ${P(cu, 'gInit')}`,
    ]);
  }),
  EN('extension-visit', (c) => {
    const fa = c.person();
    const of = c.person();
    const nb = c.person();
    const crop = c.pick(CROPS);
    return c.pick([
      `FARM VISIT REPORT\nFarmer: ${P(fa, 'sCaps')}\nLocation: ${c.L('village')}, near ${c.L('city')}\nCrop: ${crop}, ${c.int(1, 12)} acres\nObservation: fall armyworm on about a third of the field; farmer using wood ash only.\nAdvice: spot-spray, scout twice a week.\nExtension officer: ${P(of, 'gs')}, ${O(c.pick(AGRI18[c.j]))}`,
      `Visited ${P(fa, 'gs')} at ${c.L('village')} today. ${P(fa, 'g')}'s ${crop} looks good but the borehole pump has failed. Neighbour ${P(nb, 'gInit')} shares water for now. Will bring seed samples from ${c.L('city')} next week. — ${P(of, 'g')}`,
      `extension officer ${P(of, 'lower')} came round with the demo plot people. ${P(nb, 'gs')} asked about fertiliser subsidy, was told to register at the ${c.L('city')} office.`,
    ]);
  }),
  EN('agri-show', (c) => {
    const e1 = c.person();
    const e2 = c.person();
    const ju = c.person();
    const soc = c.pick(SOCIETY18[c.j]);
    return c.pick([
      `SHOW RESULTS – ${c.pick(BREEDS).toUpperCase()} SECTION\nChampion bull: ${c.pick(ANIMALS)}, exhibited by ${P(e1, 'caps')}\nReserve champion: ${c.pick(ANIMALS)}, exhibited by ${P(e2, 'wrap')}\nJudge: ${P(ju, 'gs')}\n${O(soc)}, ${c.L('showground')}`,
      `Great day at ${c.L('showground')}! ${P(e1, 'gs')} from ${c.L('village')} took the supreme championship with her ${c.pick(BREEDS)} heifer, and young ${P(e2, 'g')} won the junior handlers' class. Well done to judge ${P(ju, 'init')}.`,
      `Class ${c.int(1, 40)} (${c.pick(BREEDS)} ewe): 1st ${P(e2, 'sComma')}; 2nd ${P(e1, 'sComma')}; judged by ${P(ju, 'sComma')}.`,
    ]);
  }),
  EN('visiting-day', (c) => {
    const l = c.person();
    const pa = c.person(undefined, true);
    const hm = c.person();
    const sch = c.pick(c.pl.school);
    return c.pick([
      `${O(sch)}\nVISITING DAY NOTICE\nParents are reminded that visiting day is ${c.date()}, 10am to 4pm. No food from outside is allowed in the dormitories. Learners leaving on exeat must be signed out by a parent. Enquiries: Housemaster ${P(hm, 'gs')}.`,
      `Dear parent of ${P(l, 'gs')}, your child has been granted exeat from Friday. Pick-up point is ${c.L('area')} bus stage at 2pm or the school gate. Signed: ${P(hm, 'init')}`,
      `visiting day at ${O(sch)} was mad 😂 ${P(pa, 'lower')} brought jollof for the whole dorm. ${P(l, 'g')} says hi to everyone in ${c.L('city')}`,
    ]);
  }),
  EN('bursary-award', (c) => {
    const b1 = c.person();
    const b2 = c.person();
    const co = c.person();
    const fund = c.pick(FUND18[c.j]);
    return c.pick([
      `BURSARY AWARDS ${c.int(2022, 2026)}\nThe following learners from ${c.L('area')} have been awarded full bursaries by ${O(fund)}:\n${P(b1, 'sCaps')} – ${c.L('city')}\n${P(b2, 'sCaps')} – ${c.L('village')}\nCoordinator: ${P(co, 'gs')}`,
      `Congratulations ${P(b1, 'gs')}! You have been selected for the ${O(fund)} scholarship. Please report to ${c.L('hall')} on ${c.date()} with your certificates. Contact ${P(co, 'init')} for travel from ${c.L('village')}.`,
      `${P(b2, 'g')} from ${c.L('village')} is the first in her family to go to university, thanks to a bursary from ${O(fund)}. Her mother, ${P(co, 'gs')}, sells vegetables at ${c.L('market')}.`,
    ]);
  }),
  EN('transfer-posting', (c) => {
    const of = c.person();
    const hd = c.person();
    const rel = c.person();
    const [c1, c2] = two(c, c.pl.city);
    return c.pick([
      `${O(c.pick(c.pl.ministry))}\nPOSTING/TRANSFER\nName: ${P(of, 'sFirst')}\nPresent station: ${L(c1)}\nNew station: ${L(c2)}\nEffective: ${c.date()}\nYou are to hand over to ${P(rel, 'gs')} before leaving. Signed, ${P(hd, 'init')}, for Permanent Secretary.`,
      `Dear ${P(hd, 'g')}, I write to appeal against my transfer from ${L(c1)} to ${L(c2)}. My wife works at ${c.L('hospital')} and our children are in school in ${c.L('area')}. Yours faithfully, ${P(of, 'full')}`,
      `farewell to ${P(of, 'gs')} who has been posted to ${L(c2)} 😢 the ${L(c1)} office won't be the same. ${P(rel, 'g')} takes over from monday`,
    ]);
  }),
];

// ---------------------------------------------------------------- other languages of our users
const X = (genre: string, lang: string, js: readonly Jurisdiction[], make: (c: C) => string): T => ({ genre, lang, fills: 25, js, make: norm(make) });

const YO_TOWNS = ['Ògbómọ̀ṣọ́', 'Ìbàdàn', 'Abẹ́òkúta', 'Ọ̀yọ́', 'Ìjẹ̀bú-Òde', 'Ilé-Olújì', 'Ìkìrè', 'Òkè-Ìgbò'];
const HA_VILLAGES = ['Dawakin Kudu', 'Bichi', 'Garun Mallam', 'Kura', 'Tofa', 'Bunkure', 'Gwarzo', 'Minjibir'];
const HA_CROPS = ['masara', 'dawa', 'gero', 'wake', 'gyada', 'shinkafa'];
const SW_SCHOOLS = ['Shule ya Upili ya Maranda', 'Shule ya Wasichana ya Bunyore', 'Shule ya Upili ya Kakamega', 'Shule ya Wavulana ya Kapsabet', 'Shule ya Upili ya Friends Kamusinga'];
const SW_COUNTIES = ['Kaunti ya Siaya', 'Kaunti ya Kakamega', 'Kaunti ya Nandi', 'Kaunti ya Bungoma', 'Kaunti ya Kisumu'];
const SW_TOWNS = ['Siaya', 'Mumias', 'Kapsabet', 'Webuye', 'Busia', 'Kisumu'];
const ZU_PLACES = ['eThekwini', 'eMpangeni', 'eMgungundlovu', 'eMlazi', 'KwaMashu', 'eShowe', 'eNkandla', 'KwaDukuza'];
const ZU_SCHOOLS = ['Inanda Seminary', 'Ohlange High School', 'Adams College', 'Vryheid Comprehensive'];
const AF_SHOWS = ['Nampo Oesdag', 'Bredasdorp-skou', 'Witrivier-skou', 'Bloemskou'];
const AF_FARMS = ['Rietfontein', 'Doornkloof', 'Welgevonden', 'Klipdrift', 'Modderpoort', 'Uitkyk'];
const TW_TOWNS = ['Kumasi', 'Konongo', 'Ejisu', 'Bekwai', 'Offinso', 'Techiman', 'Mampong', 'Agona'];
const TW_STATIONS = ['Adom FM', 'Peace FM', 'Kessben FM', 'Angel FM', 'Luv FM'];
const FR_CITIES = ['Nantes', 'Rennes', 'Grenoble', 'Montpellier', 'Lille', 'Toulouse', 'Marseille', 'Dijon'];
const FR_VENUES = ['Station F', 'EuraTechnologies', 'Epitech Rennes', 'Cap Omega', 'Halle Tropisme'];
const DE_CITIES = ['Bielefeld', 'Kassel', 'Mannheim', 'Augsburg', 'Bochum', 'Rostock', 'Karlsruhe', 'Erfurt'];
const DE_STREETS = ['Hauptstraße', 'Bahnhofstraße', 'Goethestraße', 'Lindenallee', 'Friedrich-Ebert-Straße', 'Kastanienallee'];
const NL_SITES = ['Zuidas', 'Merwedekanaalzone', 'Sluisbuurt', 'Kop van Zuid', 'Strijp-S'];
const NL_CITIES = ['Utrecht', 'Eindhoven', 'Zwolle', 'Nijmegen', 'Groningen', 'Leiden', 'Delft', 'Almere'];
const NL_FIRMS = ['BAM Bouw', 'Heijmans', 'VolkerWessels', 'Dura Vermeer', 'Ballast Nedam'];
const PT_CITIES = ['Braga', 'Viseu', 'Évora', 'Aveiro', 'Bragança', 'Funchal', 'Ponta Delgada', 'Setúbal'];
const PT_FUNDS = ['Fundação Calouste Gulbenkian', 'Fundação Eugénio de Almeida', 'Câmara Municipal de Viseu', 'Fundação para a Ciência e a Tecnologia'];
const ES_CITIES = ['Valladolid', 'Badajoz', 'Logroño', 'Cáceres', 'Huesca', 'Jaén', 'Lugo', 'Santander'];
const ES_BODIES = ['Ministerio de Hacienda', 'Junta de Castilla y León', 'Agencia Tributaria', 'Ministerio del Interior'];

const OTHER: readonly T[] = [
  X('eulogy-yo', 'yo', ['NG'], (c) => {
    const d = c.person('yo');
    const ch = c.person('yo');
    const town = c.pick(YO_TOWNS);
    return c.pick([
      `Ọ̀rọ̀ ìdágbére fún Bàbá wa, ${P(d, 'full')}. A bí Bàbá ní ${L(town)} ní ọdún 1941. Ó ṣiṣẹ́ olùkọ́ ní ${c.L('city')} fún ọgbọ̀n ọdún. Ẹ sùn re o, Bàbá! — ${P(ch, 'gs')}, fún gbogbo ọmọ`,
      `${P(d, 'caps')} (1948–${c.int(2022, 2025)}). Màmá wa jẹ́ oníṣòwò ní ${c.L('market')}. Àwa ọmọ rẹ̀, ${P(ch, 'g')} àti àwọn àbúrò rẹ̀, dúpẹ́ lọ́wọ́ gbogbo ẹni tí ó wá láti ${L(town)}.`,
    ]);
  }),
  X('extension-visit-ha', 'ha', ['NG'], (c) => {
    const fa = c.person('ha');
    const of = c.person('ha');
    const v = c.pick(HA_VILLAGES);
    return c.pick([
      `RAHOTON ZIYARAR GONA\nManomi: ${P(fa, 'sCaps')}\nGari: ${L(v)}, ${L('Jihar Kano')}\nAmfanin gona: ${c.pick(HA_CROPS)}\nAbin da aka gani: tsutsotsi sun lalata kashi ɗaya cikin uku na gonar.\nJami'in gona: Malam ${P(of, 'gs')}, ${O('Ma’aikatar Noma ta Jihar Kano')}`,
      `Yau mun ziyarci gonar ${P(fa, 'gs')} a ${L(v)}. ${P(fa, 'g')} ya ce ruwan famfo ya ƙare tun makon jiya. Malam ${P(of, 's')} zai kawo iri daga ${L('Kano')} ranar Alhamis.`,
    ]);
  }),
  X('loan-pcm', 'pcm', ['NG'], (c) => {
    const cu = c.person();
    const co = c.person();
    const g = c.person(undefined, true);
    return c.pick([
      `${P(cu, 'g')}: Oga ${P(co, 's')}, abeg when the loan go enter? Market don start for ${c.L('market')}.\n${P(co, 'g')}: Madam, your guarantor ${P(g, 'g')} never sign the form. Make she come ${O(c.pick(c.pl.lender))} office for ${c.L('area')} tomorrow.\n${P(cu, 'g')}: Na wa o. I go call am now now.`,
      `Abeg una help me, ${O(c.pick(c.pl.lender))} don seize my shop for ${c.L('street')} because of ₦${c.int(20, 300)},000 wey remain. The loan officer ${P(co, 'gs')} no wan hear anything. — ${P(cu, 'lower')}`,
    ]);
  }),
  X('exam-results-sw', 'sw', ['KE'], (c) => {
    const a = c.person('ke');
    const b = c.person('ke');
    const pr = c.person('ke');
    return c.pick([
      `HONGERA! Mwanafunzi bora wa ${O(c.pick(SW_SCHOOLS))} katika mtihani wa KCSE ni ${P(a, 'caps')} aliyepata alama ya ${c.pick(['A', 'A-', 'B+'])}. Wa pili ni ${P(b, 'gs')} kutoka ${L(c.pick(SW_TOWNS))}. Mwalimu Mkuu: ${P(pr, 'init')}`,
      `Matokeo ya KCSE: ${L(c.pick(SW_COUNTIES))} imefanya vizuri mwaka huu. ${P(a, 'gs')} ameongoza kaunti. Wazazi wake, Bw. ${P(pr, 's')} na familia, wanashukuru walimu wote.`,
    ]);
  }),
  X('visiting-day-zu', 'zu', ['ZA'], (c) => {
    const l = c.person('zu');
    const hm = c.person('zu');
    const place = c.pick(ZU_PLACES);
    return c.pick([
      `ISAZISO KUBAZALI: Usuku lokuvakasha e-${O(c.pick(ZU_SCHOOLS))} lungomhla ka-${dmy(c)}. Amabhasi azosuka ${L(place)} ngehora lesikhombisa. Imibuzo: Mnu. ${P(hm, 'gs')}.`,
      `Siyabonga kubazali abeze ngoMgqibelo! ${Pl(`u${l.given} ${l.surname}`)} usephumelele kumculo. Abafundi abaya ${L(c.pick(ZU_PLACES))} bazohamba noMnu. ${P(hm, 'gs')}.`,
    ]);
  }),
  X('agri-show-af', 'af', ['ZA'], (c) => {
    const e1 = c.person('af');
    const e2 = c.person('af');
    const ju = c.person('af');
    const farm = c.pick(AF_FARMS);
    return c.pick([
      `SKOU-UITSLAE: ${c.pick(BREEDS).toUpperCase()}\nKampioenbul: ${c.pick(ANIMALS)} van ${P(e1, 'caps')}, plaas ${L(farm)}\nReserwe: ${c.pick(ANIMALS)} van ${P(e2, 'sComma')}\nBeoordelaar: ${P(ju, 'gs')}\n${O(c.pick(AF_SHOWS))}, ${c.L('showground')}`,
      `Baie geluk aan Oom ${P(e1, 'gs')} van ${L(farm)} naby ${c.L('village')} wat die opperkampioen by ${c.L('showground')} gewen het! ${P(e2, 'g')} was tweede. Beoordelaar ${P(ju, 'init')} het gesê dit was 'n moeilike keuse.`,
    ]);
  }),
  X('lost-found-tw', 'tw', ['GH'], (c) => {
    const ow = c.person('gh');
    const fi = c.person('gh');
    const town = c.pick(TW_TOWNS);
    return c.pick([
      `Dawuro fi ${O(c.pick(TW_STATIONS))}: Obi ayera ne sika kotoku wɔ ${c.L('market')} nnɛra. Ne din ne ${P(ow, 'gs')}. Sɛ wohu a, frɛ ${phone(c)}. Akatua wɔ hɔ!`,
      `${P(fi, 'caps')} ahu krataa bi a ${P(ow, 'gs')} din wɔ so wɔ ${L(town)} lɔre gyinabea. Ɔwura no mmra ${c.L('area')} mmɛgye.`,
    ]);
  }),
  X('hackathon-fr', 'fr', ['EU'], (c) => {
    const m1 = c.person('fr');
    const m2 = c.person();
    const j = c.person('fr');
    const team = c.pick(TEAMS);
    return c.pick([
      `Résultats du hackathon ${c.pick(['Open Data', 'Climat', 'Santé', 'Mobilité'])} à ${L(c.pick(FR_VENUES))} (${L(c.pick(FR_CITIES))}) : l'équipe ${team} de ${P(m1, 'gs')} et ${P(m2, 'gs')} remporte le premier prix. Jury présidé par ${P(j, 'init')}. Merci à ${O(c.pick(['BPI France', 'Région Occitanie', 'OVHcloud', 'French Tech Nantes']))} !`,
      `${P(m1, 'sFirst')} et ${P(m2, 'sFirst')} (équipe ${team}) : prix du public. Mme ${P(j, 's')} a salué « un prototype déjà utilisable ».`,
    ]);
  }),
  X('removals-de', 'de', ['EU'], (c) => {
    const cu = c.person('de');
    const crew = c.person();
    const [a, b] = two(c, DE_CITIES);
    return c.pick([
      `UMZUGSANGEBOT Nr. ${num(c, 1000, 9999)}\nKunde: ${P(cu, 'wrap')}\nAuszug: ${L(c.pick(DE_STREETS))} ${num(c)}, ${L(a)}\nEinzug: ${L(b)}\nUmfang: ${c.int(15, 55)} m³, 3. OG ohne Aufzug\nTeamleiter: ${P(crew, 'gs')}\n${O(c.pick(['Umzüge Schmitz GmbH', 'Zapf Umzüge', 'Hamacher', 'Möbelspedition Kraus']))}`,
      `Sehr geehrte Frau ${P(cu, 's')}, unser Team unter ${P(crew, 'gs')} kommt am ${dmy(c)} um 7 Uhr in die ${L(c.pick(DE_STREETS))} in ${L(a)}. Bitte Halteverbotszone beantragen. Mit freundlichen Grüßen, ${O('Zapf Umzüge')}`,
    ]);
  }),
  X('site-incident-nl', 'nl', ['EU'], (c) => {
    const inj = c.person();
    const vw = c.person('nl');
    return c.pick([
      `INCIDENTMELDING\nLocatie: bouwplaats ${L(c.pick(NL_SITES))}, ${L(c.pick(NL_CITIES))}\nAannemer: ${O(c.pick(NL_FIRMS))}\nBetrokkene: ${P(inj, 'sComma')}\nLetsel: gekneusde voet door vallend materiaal\nMelder: ${P(vw, 'gs')} (uitvoerder)\nMaatregel: afzetting hersteld.`,
      `Bijna-ongeval op de bouwplaats ${L(c.pick(NL_SITES))}: een hijsband brak boven de werkvloer. ${P(inj, 'g')} stond er net naast. Uitvoerder ${P(vw, 'init')} heeft het werk stilgelegd en ${O(c.pick(NL_FIRMS))} ingelicht.`,
    ]);
  }),
  X('bursary-pt', 'pt', ['EU'], (c) => {
    const b1 = c.person('pt');
    const b2 = c.person();
    const co = c.person('pt');
    const fund = c.pick(PT_FUNDS);
    return c.pick([
      `LISTA DE BOLSEIROS ${c.pick(['2023/24', '2024/25', '2025/26'])}\n${O(fund)}\n1. ${P(b1, 'sComma')} – ${L(c.pick(PT_CITIES))}\n2. ${P(b2, 'sComma')} – ${L(c.pick(PT_CITIES))}\nResponsável: Dra. ${P(co, 'gs')}`,
      `Parabéns à ${P(b1, 'gs')}, de ${L(c.pick(PT_CITIES))}, que recebeu uma bolsa da ${O(fund)} para estudar medicina. A mãe, D. ${P(co, 'g')}, trabalha no ${L(c.pick(['Mercado do Bolhão', 'Mercado de Arroios', 'Mercado Municipal de Braga']))}.`,
    ]);
  }),
  X('transfer-es', 'es', ['EU'], (c) => {
    const of = c.person('es');
    const rel = c.person('es');
    const [a, b] = two(c, ES_CITIES);
    return c.pick([
      `RESOLUCIÓN DE TRASLADO\n${O(c.pick(ES_BODIES))}\nFuncionario/a: ${P(of, 'sCaps')}\nDestino actual: ${L(a)}\nNuevo destino: ${L(b)}\nFecha de incorporación: ${dmy(c)}\nDeberá entregar el puesto a ${P(rel, 'gs')}.`,
      `Despedimos hoy a ${P(of, 'gs')}, que se traslada a ${L(b)} tras once años en la oficina de ${L(a)}. ¡Te echaremos de menos! ${P(rel, 'g')} y todo el equipo`,
    ]);
  }),
];

export const HELDOUT18_NER_TEMPLATES: readonly T[] = [...ENGLISH, ...OTHER];
