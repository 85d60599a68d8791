// Held-out set 3 of prose with gold person (PER) and place (LOC) spans, organisations (ORG) marked beside them:
// the project's third set of real-looking text to read the person and place detectors on (issue 13), written
// toward the two public kinds of text the detectors are judged on and the project does not hold: English court
// judgments (with European human-rights judgments) and news in African languages and Nigerian Pidgin, with a
// smaller share of genres the earlier sets may not have (podcast transcripts, church announcements, market price
// reports, obituary notices, club newsletters).
//
// Author: an engineer of the project (session s15-prose3), writing as an independent author. Read: issue 13,
// bench/ner/generate.ts and bench/ner-heldout.ts (how a set is generated and scored; set 3 reuses `nerContext`
// and `buildNerSetWith`), test/bench/ner-generate.test.ts, the `unerSpans` reading of bench/detect-accuracy-uner.ts,
// src/core/rng.ts (the seeded generator), the header comments of templates-heldout1.ts and templates-heldout2.ts
// (their grain, followed here so the sets are comparable), and the file list and licence of
// ../shared/data/uner-en-ewt (none of its annotated lines). NOT read: src/detect/, src/lexicon/,
// src/places/, scripts/train-ner.ts, test/detect/, the README's detection-accuracy and issue-13 paragraphs, the
// bodies of templates-heldout1.ts and templates-heldout2.ts (their names, places and templates),
// bench/data/ner-heldout*.jsonl, the contents of ../shared/data/uner-en-ewt. The detectors and the bench were never
// run on this set while it was written. Every name and place below is written here from the author's own
// knowledge; no project table is imported. Every person is fictional: given names and surnames are combined at
// random, and no combination is meant to be a real person (the people some streets, places and institutions are
// named after are real, and appear only inside those LOC and ORG names).
//
// Grain (the grain of sets 1 and 2, restated; what this set adds is marked +):
// - PER: a person's name as written: given names, middle names, initials (`A.O. Okafor`, `J.-B. Dubois`),
//   particles that belong to the name (`van der Walt`, `N'Diaye`, `Al-Khatib`), a noun-class prefix glued to the
//   name in isiZulu (`uSipho Ndlovu`, `kukaThandeka Mkhize`, `nguBongani Zulu`: the whole word as written).
//   NOT in the span: a leading honorific or title (Mr, Mrs, Ms, Miss, Dr, Lord Justice, Lady Justice,
//   Mr Justice, Mrs Justice, Justice, Hon., HHJ, Judge, Lord, Chief, Alhaji, Hajiya, Malam, Sanata, Gwamna,
//   Shugaba, Olóyè, Ọ̀gbẹ́ni, Arábìnrin, Ọ̀mọ̀wé, Mheshimiwa, Rais, Bwana, Bi, Marehemu, Mzee, Pastor, Deacon,
//   Deaconess, Bro., Sis., Rev., Oga, Senator, Governor, SP, Omugenzi, Omubaka), a trailing post-nominal
//   (`JSC`, `JCA`, `SAN`, `KC`, `SC`, `LJ`, `J`, `AJ`, `JA`, `, President`), the possessive `'s`. A name in lower
//   case, a nickname, a given name alone or a surname alone on a later mention is still a PER span; a name
//   written surname first is one span (`OKONKWO Chinedu`, `Ssemakula Joseph`, `Mensah, Kofi`).
//   + An applicant anonymised with initials is PER, the initials' stops inside the span (`Mr [[A.B.]]`); the
//     only final stop a span keeps is that of a last initial.
//   + A party in a cited case or a case title: a person's name (surname or full) is PER (`[[Hartwell]] v
//     [[Greaves]] [2016] EWHC 201 (QB)`, `CASE OF [[KOWALCZYK]] v. [[POLAND]]`); a respondent state written as
//     a country is LOC; `R`, `Republic`, `The State`, `the People` are no span; a company, ministry or other
//     body is ORG. The citation itself (`[2019] EWCA Civ 12`) is no span.
//   + Party names in all capitals on a headnote (`JOHN KAMAU MWANGI ... APPELLANT`) are PER; judges' names in
//     a `Before:` block (`LORD JUSTICE HARGREAVES`) are PER for the name only.
//   + A speaker label in a podcast transcript (`ADAEZE:`) is PER for the name; `HOST:` is no span. A name in
//     lower case read out from a chat (`sade from ibadan`) is PER and LOC in lower case.
// - LOC: a named place: country, region, state, province, county, city, town, village, neighbourhood, township,
//   river, lake, and a named street as the street name (`Ahmadu Bello Way`); in an address block each named
//   part (street, area, city, region, country) is its own span, never the house number, plot, PO box or
//   postcode. `Lagos State`, `Kiambu County`, `Ashanti Region` are one span. A place named after a person is
//   LOC (`Port Harcourt`, `Saint-Louis`, `Jan Smuts Avenue`, `Karen`). NOT LOC: nationalities, demonyms and
//   languages (`Nigerian`, `Polish`, `Swahili`), a place inside an organisation's name, a building, court
//   house, market or stadium (avoided where possible; `Royal Courts of Justice` is ORG, as the court).
//   + In the African languages, a generic word in front of the name (`jihar Kano`, `ìpínlẹ̀ Ọ̀yọ́`, `steeti
//     Imo`, `kaunti ya Nakuru`, `mkoa wa Arusha`, `Akarere ka Musanze`, `disitulikiti y'e Mukono`) stays
//     outside the span, as does a preposition or article elided with an apostrophe (`n'Aba` → `Aba`,
//     `y'u Rwanda` → `Rwanda`); an isiZulu locative is the whole word (`eThekwini`, `aseMlazi`,
//     `naseMgungundlovu`, `KwaZulu-Natal`), as for PER. A constituency named after a place is LOC
//     (`Kilifi Kaskazini`).
// - ORG: courts, tribunals, police commands named as bodies, companies, banks, schools, universities,
//   hospitals, parties, ministries, churches, clubs, national teams, named whole, a place or a person inside
//   them included (`Court of Appeal`, `Kano Pillars`, `Nnamdi Azikiwe University`, `St Mark's Anglican
//   Church`). Marked so that an organisation read as a place or a person counts as a false alarm against LOC
//   or PER; ORG itself is not scored.
//
// Jurisdiction of a text: the one of the six the service knows whose law would govern it; texts from Rwanda,
// Uganda and Tanzania are KE (East Africa), Wolof news from Senegal is GH (West Africa), European judgments EU.
//
// This set is read ONCE by the lead (`npm run bench:ner-heldout -- --file bench/data/ner-heldout3.jsonl`) on
// the rules and weights of that day; after that reading it becomes development data, and the next held-out set
// must be written afresh by someone who has read none of the three.
import type { NerContext, NerLists, NerPerson, NerTemplateOf } from './generate.js';

export type Jurisdiction3 = 'NG' | 'KE' | 'GH' | 'ZA' | 'GB' | 'EU';
export type Region3 =
  | 'yo'
  | 'ha'
  | 'ig'
  | 'ngE'
  | 'ke'
  | 'luo'
  | 'tz'
  | 'gh'
  | 'za'
  | 'zu'
  | 'af'
  | 'rw'
  | 'lg'
  | 'wo'
  | 'uk'
  | 'fr'
  | 'de'
  | 'pl'
  | 'it'
  | 'es'
  | 'pt'
  | 'nl'
  | 'tr'
  | 'ro'
  | 'hu'
  | 'ua'
  | 'gr'
  | 'sa'
  | 'ea'
  | 'me';

export interface Places3 {
  city: readonly string[];
  area: readonly string[];
  region: readonly string[];
  street: readonly string[];
  country: readonly string[];
}

export type Ctx3 = NerContext<Jurisdiction3, Region3, Places3>;
export type Heldout3Template = NerTemplateOf<Ctx3>;

const GIVEN3: Record<Region3, readonly string[]> = {
  yo: ['Adébáyọ̀', 'Títílayọ̀', 'Olúwaṣeun', 'Fúnmiláyọ̀', 'Ayọ̀délé', 'Bọ́lájí', 'Kẹ́hìndé', 'Táíwò', 'Ìbíjọkẹ́', 'Olúwakẹ́mi', 'Àdìó', 'Mọ́rẹ́nikẹ́', 'Ṣọlá', 'Adéwálé', 'Yéwándé', 'Ìyábọ̀', 'Akínọlá', 'Dámilọ́lá', 'Ọlálékan', 'Fọláṣadé'],
  ha: ['Abubakar', 'Aminu', 'Bashir', 'Hauwa', 'Zainab', 'Ɗahiru', 'Ɗanladi', 'Lawan', 'Hadiza', 'Balarabe', 'Rabi', 'Nasiru', 'Sa\'adatu', 'Muhammadu', 'Ƙasimu', 'Halima', 'Yakubu', 'Jamila', 'Umaru', 'Binta', 'Sulaiman', 'Maryam'],
  ig: ['Chiamaka', 'Ifeoma', 'Nnamdi', 'Obinna', 'Ụchechukwu', 'Chinọnso', 'Ebụka', 'Ọbịọma', 'Adaeze', 'Kelechi', 'Nkechi', 'Chidiebube', 'Ikechukwu', 'Ngozi', 'Somtochukwu', 'Amarachi', 'Chukwudi', 'Ogechi', 'Ụzọamaka', 'Emeka'],
  ngE: ['Tunde', 'Bisi', 'Chinedu', 'Folake', 'Ibrahim', 'Uche', 'Funmi', 'Segun', 'Aisha', 'Emeka', 'Kemi', 'Yusuf', 'Ebere', 'Olumide', 'Tobi', 'Efe', 'Ese', 'Ovie', 'Ekaette', 'Ime', 'Tamuno', 'Ebiere'],
  ke: ['Wanjiru', 'Kamau', 'Njeri', 'Kiprono', 'Chebet', 'Wafula', 'Nekesa', 'Wambui', 'Muthoni', 'Jeptoo', 'Kipchumba', 'Baraka', 'Zawadi', 'Mutiso', 'Nduku', 'Kiptoo', 'Wairimu', 'Gitau', 'Kerubo', 'Moraa', 'Kibet', 'Nyokabi'],
  luo: ['Achieng', 'Otieno', 'Awino', 'Adhiambo', 'Ouma', 'Anyango', 'Okoth', 'Akoth', 'Ochieng', 'Atieno', 'Omondi', 'Auma', 'Odera', 'Apiyo', 'Onyango', 'Akinyi'],
  tz: ['Mwanaidi', 'Rashidi', 'Halima', 'Saidi', 'Abdallah', 'Mwajuma', 'Neema', 'Imani', 'Juma', 'Rehema', 'Amani', 'Hamisi', 'Mwanaisha', 'Upendo', 'Shabani', 'Tumaini', 'Faraji', 'Subira'],
  gh: ['Kwame', 'Akosua', 'Kofi', 'Ama', 'Yaw', 'Abena', 'Kwabena', 'Efua', 'Kwesi', 'Adwoa', 'Esi', 'Fiifi', 'Ekow', 'Dzifa', 'Selasi', 'Mawuli', 'Elikem', 'Naa Dedei', 'Nii Armah', 'Akua', 'Yaa', 'Kojo'],
  za: ['Sipho', 'Thandeka', 'Nomvula', 'Bongani', 'Lindiwe', 'Themba', 'Sibusiso', 'Zanele', 'Nokuthula', 'Mandla', 'Thulani', 'Ayanda', 'Lerato', 'Palesa', 'Thabo', 'Kagiso', 'Refilwe', 'Nkosinathi', 'Zodwa', 'Lungile', 'Sizwe', 'Mpho'],
  zu: ['Sipho', 'Thandeka', 'Bongani', 'Lindiwe', 'Themba', 'Sibusiso', 'Zanele', 'Nokuthula', 'Mandla', 'Thulani', 'Ayanda', 'Nkosinathi', 'Zodwa', 'Lungile', 'Sbu', 'Mthokozisi', 'Nompumelelo', 'Sifiso', 'Phumzile', 'Khanyisile'],
  af: ['Pieter', 'Annelie', 'Johan', 'Marike', 'Hendrik', 'Elsabé', 'Riaan', 'Anri', 'Wouter', 'Liezl', 'Gerhard', 'Marlé', 'Francois', 'Chantelle', 'Jaco', 'Karin'],
  rw: ['Jean Bosco', 'Aimable', 'Claudine', 'Divine', 'Olivier', 'Jeanne', 'Théogène', 'Védaste', 'Anastase', 'Solange', 'Eric', 'Ange', 'Gloriose', 'Innocente', 'Fabrice', 'Diane', 'Célestin', 'Alphonsine'],
  lg: ['Joseph', 'Sarah', 'Brian', 'Ruth', 'Moses', 'Prossy', 'Ivan', 'Sylvia', 'Dorothy', 'Ronald', 'Harriet', 'Godfrey', 'Immaculate', 'Hakim', 'Florence', 'Denis', 'Betty', 'Robert'],
  wo: ['Moussa', 'Fatou', 'Aminata', 'Cheikh', 'Mame Diarra', 'Ousmane', 'Awa', 'Khady', 'Modou', 'Ndèye', 'Serigne', 'Abdoulaye', 'Sokhna', 'Babacar', 'Aïssatou', 'Ibrahima', 'Mariama', 'Pape', 'Coumba', 'Lamine'],
  uk: ['Oliver', 'Charlotte', 'Harriet', 'Rhys', 'Siân', 'Eilidh', 'Niamh', 'Callum', 'Gareth', 'Fiona', 'Rupert', 'Imogen', 'Alasdair', 'Ffion', 'Seren', 'Hamish', 'Bethan', 'Ciarán', 'Aoife', 'Tom', 'Jessica', 'Daniel', 'Ruth', 'Marcus', 'Philippa', 'Hugh', 'Zoë', 'Dominic', 'Rosalind', 'Euan'],
  fr: ['Élodie', 'Timothée', 'Gaëlle', 'Benoît', 'Hélène', 'Jean-Baptiste', 'Anne-Sophie', 'Théo', 'Maëlle', 'Loïc', 'Solène', 'Rémi', 'Céline', 'François'],
  de: ['Jürgen', 'Lieselotte', 'Matthias', 'Wolfgang', 'Käthe', 'Jörg', 'Annegret', 'Lukas', 'Sönke', 'Friederike', 'Björn', 'Ute'],
  pl: ['Małgorzata', 'Wojciech', 'Grzegorz', 'Agnieszka', 'Łukasz', 'Bożena', 'Przemysław', 'Żaneta', 'Jędrzej', 'Halina', 'Zbigniew', 'Katarzyna'],
  it: ['Giuseppe', 'Chiara', 'Niccolò', 'Francesca', 'Gianluca', 'Lucrezia', 'Salvatore', 'Ilaria', 'Mattia', 'Rosaria'],
  es: ['Íñigo', 'Begoña', 'Álvaro', 'Nuria', 'Jesús', 'Montserrat', 'Aitor', 'Rocío', 'Joaquín', 'Inmaculada'],
  pt: ['João', 'Conceição', 'Gonçalo', 'Inês', 'Sebastião', 'Leonor', 'Tiago', 'Fátima', 'Rui', 'Graça'],
  nl: ['Sjoerd', 'Femke', 'Joost', 'Marieke', 'Bram', 'Anouk', 'Pieter-Jan', 'Ineke', 'Wouter', 'Lotte'],
  tr: ['Ayşe', 'Mehmet', 'Gülşen', 'Çağlar', 'İsmail', 'Şükrü', 'Özlem', 'Hüseyin', 'Gönül', 'Oğuzhan', 'Ece', 'Ümit'],
  ro: ['Ștefan', 'Ioana', 'Mihai', 'Andreea', 'Răzvan', 'Ileana', 'Costel', 'Florența', 'Vasile', 'Roxana'],
  hu: ['Zsófia', 'László', 'Katalin', 'Gábor', 'Ágnes', 'Zoltán', 'Erzsébet', 'Bence', 'Réka', 'Tamás'],
  ua: ['Oleksandr', 'Tetiana', 'Mykola', 'Olena', 'Yuliia', 'Bohdan', 'Nataliia', 'Serhii', 'Oksana', 'Andrii'],
  gr: ['Dimitrios', 'Eleni', 'Konstantinos', 'Vasiliki', 'Georgios', 'Paraskevi', 'Nikolaos', 'Athina', 'Spyridon', 'Despina'],
  sa: ['Priya', 'Arjun', 'Sanjay', 'Lakshmi', 'Farhana', 'Imran', 'Nusrat', 'Rahul', 'Deepika', 'Anand', 'Kavitha', 'Tariq', 'Shabnam', 'Harpreet', 'Gurpreet', 'Nimal', 'Dilani', 'Rukhsana'],
  ea: ['Wei', 'Mei Ling', 'Hiroshi', 'Yuki', 'Ji-woo', 'Min-jun', 'Thanh Hương', 'Xiaoming', 'Haruka', 'Seo-yeon', 'Quốc Bảo', 'Jia Hui', 'Kenji', 'Hye-jin'],
  me: ['Ahmad', 'Fatima', 'Layla', 'Yusuf', 'Omar', 'Nour', 'Rania', 'Khalid', 'Mariam', 'Hassan', 'Yasmin', 'Dalia', 'Samir', 'Huda', 'Karim', 'Reem'],
};

const SURNAME3: Record<Region3, readonly string[]> = {
  yo: ['Ọládipọ̀', 'Adéyẹmí', 'Ògúnlẹ́yẹ', 'Akínwùmí', 'Fáṣọlá', 'Ọ̀ṣúndáre', 'Àjàyí', 'Adébísí', 'Oyèwọ̀lé', 'Ìdòwú', 'Babátúndé', 'Ọlátúnjí', 'Adérìnọlá', 'Fálọlá', 'Ògúndípẹ̀', 'Àlàbí', 'Akíntọ́lá', 'Ṣódípẹ̀-Adé'],
  ha: ['Abdullahi', "Mu'azu", 'Garba', 'Sani', 'Usman', 'Yakubu', 'Danjuma', 'Bala', 'Lawal', 'Shehu', 'Tukur', 'Gwarzo', 'Ɗanbatta', 'Kura', 'Maikano', 'Ringim', 'Ƙaura', 'Ɗanmusa', 'Jibrin', 'Bichi', 'Inuwa', 'Gumel'],
  ig: ['Okonkwo', 'Eze', 'Nwosu', 'Obi', 'Okafor', 'Nwachukwu', 'Ụzọma', 'Ọkọrọ', 'Anyanwụ', 'Ezeh', 'Igwe', 'Onyekwere', 'Ogbonna', 'Nwankwọ', 'Okeke', 'Ugwu', 'Nnaji', 'Chukwuma', 'Ezenwa', 'Mbah'],
  ngE: ['Adeyemi', 'Okafor', 'Bello', 'Ibekwe', 'Olawale', 'Eze', 'Akpan', 'Etim', 'Ogunleye', 'Danladi', 'Okoro', 'Agbaje', 'Oghenekaro', 'Ekanem', 'Briggs', 'Tamunotonye', 'Ojo', 'Iroegbu', 'Salami', 'Udoh', 'Odukoya', 'Ikpe'],
  ke: ['Mwangi', 'Kiprotich', 'Wekesa', 'Njoroge', 'Kariuki', 'Mutua', 'Cheruiyot', 'Nyamweya', 'Kimani', 'Wanyama', 'Rotich', 'Kilonzo', 'Macharia', 'Wambua', 'Gachanja', 'Kiplagat', 'Ndirangu', 'Muriuki', 'Barasa', 'Ongeri', 'Koech', 'Nyaga'],
  luo: ['Odhiambo', 'Ochieng', 'Onyango', 'Owuor', 'Ogola', 'Odera', 'Okello', 'Obura', 'Oduor', 'Opiyo', 'Owino', 'Oloo', 'Ouko', 'Agutu', 'Otieno', "Ong'wen"],
  tz: ['Mfinanga', 'Mrisho', 'Lyimo', 'Massawe', 'Shayo', 'Mwakyusa', 'Mushi', 'Kombo', 'Mwakalinga', 'Temba', 'Swai', 'Urassa', 'Makame', 'Nyirenda', 'Mollel', 'Kimaro'],
  gh: ['Mensah', 'Boateng', 'Asante', 'Owusu', 'Ofori', 'Appiah', 'Amoah', 'Agyeman', 'Darko', 'Quaye', 'Tetteh', 'Nkansah', 'Adjei', 'Gyamfi', 'Ampofo', 'Kpodo', 'Agbeko', 'Nyarko', 'Ansah', 'Addo', 'Sarpong', 'Acquah'],
  za: ['Dlamini', 'Nkosi', 'Ndlovu', 'Khumalo', 'Mthembu', 'Ngcobo', 'Mokoena', 'Molefe', 'van der Walt', 'du Toit', 'Botha', 'Naidoo', 'Pillay', 'Mahlangu', 'Sithole', 'Mabaso', 'Nxumalo', 'Cele', 'Shabalala', 'Mkhize', 'Gumede', 'Motaung'],
  zu: ['Dlamini', 'Nkosi', 'Ndlovu', 'Khumalo', 'Mthembu', 'Ngcobo', 'Zulu', 'Mahlangu', 'Sithole', 'Mabaso', 'Nxumalo', 'Cele', 'Shabalala', 'Mkhize', 'Gumede', 'Hlongwane', 'Zondi', 'Majola', 'Mchunu', 'Ntuli'],
  af: ['van der Walt', 'du Toit', 'Botha', 'Pretorius', 'Coetzee', 'Venter', 'le Roux', 'Steyn', 'Nel', 'Swanepoel', 'van Wyk', 'Oosthuizen', 'Joubert', 'de Villiers', 'Kruger', 'Erasmus'],
  rw: ['Uwimana', 'Mukamana', 'Niyonzima', 'Habimana', 'Uwase', 'Ishimwe', 'Mugisha', 'Ingabire', 'Nshuti', 'Iradukunda', 'Umutoni', 'Kayitesi', 'Mutesi', 'Munyaneza', 'Ndayisaba', 'Hakizimana', 'Nsengiyumva', 'Tuyishime', 'Irakoze', 'Twagirayezu'],
  lg: ['Ssemakula', 'Nakato', 'Babirye', 'Kato', 'Mukasa', 'Namukasa', 'Ssebunya', 'Nalwanga', 'Kiggundu', 'Lubega', 'Nansubuga', 'Ssekandi', 'Nabukenya', 'Kasozi', 'Mulindwa', 'Nakimuli', 'Ssentongo', 'Namugenyi', 'Kawooya', 'Nakiganda'],
  wo: ['Ndiaye', 'Diop', 'Fall', 'Sow', 'Sarr', 'Gueye', 'Mbaye', 'Faye', 'Seck', 'Cissé', 'Diouf', 'Thiam', 'Kane', 'Ndour', 'Niang', 'Sène', 'Touré', 'Mbengue', 'Dieng', 'Lô'],
  uk: ['Whitfield', 'Hargreaves', 'Pemberton', "O'Driscoll", 'McAllister', 'Llewellyn', 'Fairbairn', 'Ashworth', 'Blackwood', 'Thornton', 'Cartwright', 'Featherstone', 'Ní Bhriain', 'Fitzgerald-Hughes', 'Penhaligon', 'Armitage', 'MacLeod', 'Greenhalgh', 'Brereton', 'Haworth', 'Ellwood', 'Marchbanks', 'Tregothnan', 'Rowntree', 'Oyelaran-Smith', 'Quennell', 'Aldous', 'Pritchard'],
  fr: ['Dubois', 'Lefèvre', 'Moreau', 'Girard', 'Rousseau', 'Lemaître', 'Chevalier', 'Bérenger', 'Fournier', 'Mercier', 'Faure', 'Lacroix', 'Dufresne', 'Morel'],
  de: ['Schäfer', 'Großmann', 'Köhler', 'Müller-Lüdenscheidt', 'Brandt', 'Hoffmann', 'Weiß', 'Krämer', 'Böhm', 'Vogt', 'Lange', 'Jäger'],
  pl: ['Wiśniewski', 'Kowalczyk', 'Nowakowska', 'Zieliński', 'Wróbel', 'Dąbrowska', 'Kaczmarek', 'Szymański', 'Grabowska', 'Pawłowski', 'Michalak', 'Sobczak'],
  it: ['Esposito', 'Ferrante', 'Colombo', 'Rinaldi', 'Bianchi', 'De Luca', 'Caruso', 'Marchetti', 'Fontana', 'Greco'],
  es: ['Ibáñez', 'Martínez', 'Sánchez', 'Echeverría', 'Núñez', 'Gómez', 'Larrañaga', 'Domínguez', 'Castillo', 'Peña'],
  pt: ['Gonçalves', 'Ferreira', 'Magalhães', 'Conceição', 'Rodrigues', 'Simões', 'Araújo', 'Lourenço', 'Pinto', 'Brandão'],
  nl: ['van den Berg', 'Jansen', 'de Vries', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Graaf', 'Mulder', 'van Dijk'],
  tr: ['Öztürk', 'Yıldırım', 'Şahin', 'Kılıç', 'Doğan', 'Aydın', 'Çelik', 'Arslan', 'Güneş', 'Erdoğdu', 'Koç', 'Kaplan'],
  ro: ['Popescu', 'Ionescu', 'Dumitrescu', 'Stănescu', 'Constantinescu', 'Munteanu', 'Răducanu', 'Țurcanu', 'Gheorghiu', 'Florea'],
  hu: ['Horváth', 'Szabó', 'Kovács', 'Tóth', 'Nagy', 'Varga', 'Balogh', 'Fekete', 'Molnár', 'Németh'],
  ua: ['Shevchenko', 'Kovalenko', 'Bondarenko', 'Tkachenko', 'Melnyk', 'Lysenko', 'Moroz', 'Savchenko', 'Kravets', 'Hnatiuk'],
  gr: ['Papadopoulos', 'Georgiou', 'Nikolaidis', 'Konstantinou', 'Papageorgiou', 'Dimitriou', 'Karagiannis', 'Vlachou', 'Economou', 'Christodoulou'],
  sa: ['Sharma', 'Patel', 'Chowdhury', 'Iyer', 'Banerjee', 'Siddiqui', 'Rahman', 'Gill', 'Sandhu', 'Krishnan', 'Mukherjee', 'Qureshi', 'Perera', 'Fernando', 'Jayasuriya', 'Hossain', "D'Souza", 'Raghunathan'],
  ea: ['Chen', 'Wang', 'Tanaka', 'Suzuki', 'Kim', 'Park', 'Nguyễn', 'Trần', 'Lim', 'Tan', 'Watanabe', 'Zhao', 'Liu', 'Phạm'],
  me: ['Al-Khatib', 'Haddad', 'Nasser', 'Mansour', 'Al-Amiri', 'Khoury', 'Farouk', 'El-Sayed', 'Abu-Zaid', 'Qasim', 'Al-Rashid', 'Saleh', 'Hamdan', 'Bishara'],
};

/** Given names that are also common English words, as they are given in West and Southern Africa. */
export const WORD_NAMES3: readonly string[] = [
  'Blessing', 'Precious', 'Memory', 'Given', 'Sunday', 'Innocent', 'Hope', 'Patience', 'Gift', 'Favour', 'Mercy', 'Comfort',
  'Goodness', 'Prosper', 'Wisdom', 'Peace', 'Lucky', 'Faith', 'Godknows', 'Learnmore', 'Marvellous', 'Happiness', 'Princess', 'Treasure',
];

/** The word-like given names every reading of the set must meet as names, drawn on purpose in one template. */
export const CORE_WORD_NAMES: readonly string[] = ['Blessing', 'Precious', 'Memory', 'Given', 'Sunday', 'Innocent', 'Hope'];

const PLACES3: Record<Jurisdiction3, Places3> = {
  NG: {
    city: ['Lagos', 'Ibadan', 'Kano', 'Kaduna', 'Port Harcourt', 'Enugu', 'Abeokuta', 'Jos', 'Maiduguri', 'Benin City', 'Owerri', 'Calabar', 'Ilorin', 'Sokoto', 'Abuja', 'Warri', 'Onitsha', 'Makurdi', 'Uyo', 'Akure'],
    area: ['Surulere', 'Ikeja', 'Yaba', 'Garki', 'Wuse', 'Gwale', 'Sabon Gari', 'Rumuola', 'Bodija', 'Lekki', 'Ajegunle', 'Mushin', 'Tudun Wada', 'Nyanya', 'Trans-Ekulu', 'Agege', 'Oshodi', 'Victoria Island', 'Rumuokoro', 'Kubwa'],
    region: ['Lagos State', 'Kano State', 'Rivers State', 'Oyo State', 'Enugu State', 'Delta State', 'Kaduna State', 'Plateau State', 'Borno State', 'Ogun State', 'Anambra State', 'Cross River State', 'Kwara State', 'Edo State'],
    street: ['Adeola Odeku Street', 'Awolowo Road', 'Herbert Macaulay Way', 'Ahmadu Bello Way', 'Murtala Mohammed Way', 'Ogui Road', 'Aminu Kano Crescent', 'Ikwerre Road', 'Opebi Road', 'Allen Avenue', 'Bompai Road', 'Zik Avenue', 'Aba Road', 'Adetokunbo Ademola Crescent'],
    country: ['Nigeria'],
  },
  KE: {
    city: ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika', 'Machakos', 'Nyeri', 'Kakamega', 'Kisii', 'Malindi', 'Garissa', 'Kitale', 'Meru', 'Naivasha', 'Kericho'],
    area: ['Kibera', 'Westlands', 'Eastleigh', 'Kilimani', 'Karen', 'Githurai', 'Kawangware', 'Nyali', 'Likoni', 'Milimani', 'Kondele', 'Langata', 'Ruaraka', 'Kasarani', 'Kaptembwo', 'Mathare'],
    region: ['Kiambu County', 'Nakuru County', 'Kisumu County', 'Machakos County', 'Kilifi County', 'Uasin Gishu County', 'Kakamega County', 'Bungoma County', 'Nyeri County', 'Homa Bay County', 'Turkana County', 'Kajiado County'],
    street: ['Moi Avenue', 'Kenyatta Avenue', 'Haile Selassie Avenue', 'Ngong Road', 'Waiyaki Way', 'Tom Mboya Street', 'Kimathi Street', 'Oginga Odinga Street', 'Ronald Ngala Street', 'Mama Ngina Street', 'Jogoo Road', 'Argwings Kodhek Road'],
    country: ['Kenya'],
  },
  GH: {
    city: ['Accra', 'Kumasi', 'Tamale', 'Takoradi', 'Cape Coast', 'Sunyani', 'Ho', 'Koforidua', 'Tema', 'Bolgatanga', 'Wa', 'Obuasi', 'Techiman', 'Winneba'],
    area: ['Osu', 'Labone', 'Madina', 'Adabraka', 'Kaneshie', 'Dansoman', 'Nima', 'Asokwa', 'Bantama', 'Adum', 'Teshie', 'Nungua', 'Achimota', 'Kasoa'],
    region: ['Ashanti Region', 'Greater Accra Region', 'Volta Region', 'Northern Region', 'Central Region', 'Western Region', 'Upper East Region', 'Bono Region', 'Eastern Region'],
    street: ['Oxford Street', 'Kwame Nkrumah Avenue', 'Liberation Road', 'Independence Avenue', 'Ring Road Central', 'Castle Road', 'Spintex Road', 'Harper Road', 'Kojo Thompson Road', 'Achimota Road', 'Nsawam Road'],
    country: ['Ghana'],
  },
  ZA: {
    city: ['Johannesburg', 'Durban', 'Cape Town', 'Pretoria', 'Pietermaritzburg', 'Bloemfontein', 'Gqeberha', 'East London', 'Polokwane', 'Mbombela', 'Kimberley', 'Rustenburg', 'Stellenbosch', 'Mthatha', 'Richards Bay', 'Newcastle'],
    area: ['Soweto', 'Umlazi', 'Khayelitsha', 'Sandton', 'Mamelodi', 'Alexandra', 'Tembisa', 'KwaMashu', 'Gugulethu', 'Sea Point', 'Hillbrow', 'Soshanguve', 'Mitchells Plain', 'Morningside', 'Rosebank'],
    region: ['Gauteng', 'KwaZulu-Natal', 'Western Cape', 'Eastern Cape', 'Limpopo', 'Mpumalanga', 'Free State', 'North West', 'Northern Cape'],
    street: ['Jan Smuts Avenue', 'Nelson Mandela Drive', 'Long Street', 'Vilakazi Street', 'Florida Road', 'Church Street', 'Voortrekker Road', 'Anton Lembede Street', 'Oxford Road', 'Main Reef Road', 'Steve Biko Road', 'Helen Joseph Street'],
    country: ['South Africa'],
  },
  GB: {
    city: ['London', 'Manchester', 'Birmingham', 'Leeds', 'Bristol', 'Cardiff', 'Glasgow', 'Edinburgh', 'Belfast', 'Liverpool', 'Newcastle upon Tyne', 'Sheffield', 'Nottingham', 'Leicester', 'Swansea', 'Aberdeen', 'Bradford', 'Norwich', 'Plymouth', 'Coventry'],
    area: ['Peckham', 'Brixton', 'Moss Side', 'Handsworth', 'Chapeltown', 'Toxteth', 'Hackney', 'Tottenham', 'Salford', 'Walthamstow', 'Splott', 'Govan', 'Croydon', 'Harehills', 'Lewisham', 'Sparkbrook'],
    region: ['Greater Manchester', 'West Yorkshire', 'Merseyside', 'Kent', 'Essex', 'Lancashire', 'Surrey', 'Devon', 'South Wales', 'Tyne and Wear', 'Hertfordshire', 'Northumberland', 'Fife', 'County Antrim'],
    street: ['Strand', 'Oxford Road', 'Deansgate', 'Kingsway', 'Victoria Street', 'Corporation Street', 'Queen Street', 'Wellington Road', 'Stockwell Road', 'Princes Street', 'Church Lane', 'Gladstone Road', 'Albert Road', 'Peel Street'],
    country: ['United Kingdom', 'England', 'Wales', 'Scotland', 'Northern Ireland'],
  },
  EU: {
    city: ['Strasbourg', 'Brussels', 'Paris', 'Lyon', 'Marseille', 'Berlin', 'Munich', 'Hamburg', 'Warsaw', 'Kraków', 'Gdańsk', 'Szczecin', 'Łódź', 'Prague', 'Brno', 'Rome', 'Milan', 'Naples', 'Madrid', 'Seville', 'Lisbon', 'Porto', 'Amsterdam', 'Rotterdam', 'Vienna', 'Budapest', 'Bucharest', 'Cluj-Napoca', 'Athens', 'Thessaloniki', 'Zagreb', 'Vilnius'],
    area: ['Schöneberg', 'Neukölln', 'Praga-Północ', 'Żoliborz', 'Trastevere', 'Lavapiés', 'Molenbeek', 'Schaerbeek', 'Alfama', 'Montmartre', 'Belleville', 'Kreuzberg'],
    region: ['Bavaria', 'Silesia', 'Lombardy', 'Andalusia', 'Catalonia', 'Brittany', 'Saxony', 'Mazovia', 'Transylvania', 'Tuscany', 'Flanders', 'Wallonia', 'Moravia', 'Dalmatia'],
    street: ['Rue de Rivoli', 'Marszałkowska Street', 'Via Toledo', 'Calle de Alcalá', 'Kurfürstendamm', 'Avenida da Liberdade', 'Andrássy út', 'Nowy Świat', 'Boulevard Saint-Germain'],
    country: ['France', 'Germany', 'Poland', 'Italy', 'Spain', 'Portugal', 'Netherlands', 'Austria', 'Hungary', 'Romania', 'Greece', 'Croatia', 'Belgium'],
  },
};

const REGIONS_OF3: Record<Jurisdiction3, readonly Region3[]> = {
  NG: ['yo', 'ha', 'ig', 'ngE', 'ngE'],
  KE: ['ke', 'ke', 'luo', 'tz'],
  GH: ['gh'],
  ZA: ['za', 'za', 'zu', 'af'],
  GB: ['uk', 'uk', 'uk', 'sa', 'me', 'ea', 'ngE', 'gh'],
  EU: ['fr', 'de', 'pl', 'it', 'es', 'pt', 'nl', 'tr', 'ro', 'hu', 'ua', 'gr'],
};

const MONTHS3 = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const loc = (s: string): string => `[[LOC:${s}]]`;
const org = (s: string): string => `[[ORG:${s}]]`;
const per = (s: string): string => `[[PER:${s}]]`;

export const HELDOUT3_LISTS: NerLists<Jurisdiction3, Region3, Places3> = {
  given: GIVEN3,
  surname: SURNAME3,
  wordNames: WORD_NAMES3,
  places: PLACES3,
  regionsOf: REGIONS_OF3,
  months: MONTHS3,
  loc,
  org,
};

/** Places beyond the six jurisdictions, where people travel from or to. */
const ABROAD = ['Dubai', 'Doha', 'Mumbai', 'Dhaka', 'Karachi', 'Lahore', 'Guangzhou', 'Seoul', 'Hà Nội', 'Istanbul', 'Beirut', 'Amman', 'Toronto', 'Houston', 'São Paulo', 'Kigali', 'Kampala', 'Dar es Salaam', 'Addis Ababa', 'Dakar', 'Kinshasa', 'Harare', 'Lusaka', 'Lilongwe', 'Gaborone', 'Maputo', 'Lomé', 'Cotonou', 'Abidjan', 'Freetown', "N'Djamena", 'Yaoundé', 'Jeddah', 'Kuala Lumpur', 'Colombo'];

/** Streets, towns and lakes named after people: LOC, never PER. */
export const LOC_AFTER_PERSON3: readonly string[] = [
  'Port Harcourt', 'Victoria Island', 'Herbert Macaulay Way', 'Ahmadu Bello Way', 'Murtala Mohammed Way', 'Aminu Kano Crescent', 'Zik Avenue', 'Adetokunbo Ademola Crescent',
  'Moi Avenue', 'Kenyatta Avenue', 'Haile Selassie Avenue', 'Tom Mboya Street', 'Kimathi Street', 'Oginga Odinga Street', 'Ronald Ngala Street', 'Mama Ngina Street', 'Argwings Kodhek Road', 'Karen',
  'Kwame Nkrumah Avenue', 'Harper Road', 'Kojo Thompson Road', 'Jan Smuts Avenue', 'Nelson Mandela Drive', 'Vilakazi Street', 'Anton Lembede Street', 'Steve Biko Road', 'Helen Joseph Street',
  'Pietermaritzburg', 'Richards Bay', 'Gladstone Road', 'Albert Road', 'Peel Street', 'Saint-Louis', 'Kingsway',
];

/** Universities and hospitals named after people, by jurisdiction: ORG, never PER. */
const INSTITUTIONS_AFTER_PERSON: Record<Jurisdiction3, readonly string[]> = {
  NG: ['Nnamdi Azikiwe University', 'Ahmadu Bello University', 'Usmanu Danfodiyo University', 'Aminu Kano Teaching Hospital', 'Obafemi Awolowo University Teaching Hospital', 'Nnamdi Azikiwe University Teaching Hospital'],
  KE: ['Jomo Kenyatta University of Agriculture and Technology', 'Moi Teaching and Referral Hospital', 'Jaramogi Oginga Odinga Teaching and Referral Hospital', 'Moi University'],
  GH: ['Kwame Nkrumah University of Science and Technology', 'Komfo Anokye Teaching Hospital'],
  ZA: ['Chris Hani Baragwanath Academic Hospital', 'Nelson Mandela University', 'Walter Sisulu University', 'Charlotte Maxeke Johannesburg Academic Hospital'],
  GB: ['John Radcliffe Hospital', 'Queen Elizabeth Hospital Birmingham', 'Royal Victoria Infirmary'],
  EU: ['Humboldt University of Berlin', 'Goethe University Frankfurt', 'Erasmus University Rotterdam', 'Jagiellonian University'],
};

/** Institutions named after people: ORG, never PER. */
export const ORG_AFTER_PERSON3: readonly string[] = [...Object.values(INSTITUTIONS_AFTER_PERSON).flat(), 'Université Cheikh Anta Diop'];

// ---- the filling -------------------------------------------------------------------------------------------

type Form = 'full' | 'gs' | 'sur' | 'Sur' | 'given' | 'init' | 'anon' | 'caps' | 'capsSur' | 'sfCaps' | 'sf' | 'sfComma' | 'lower' | 'lowerGiven';

const firstLetter = (w: string): string => (w.match(/^\p{L}\p{M}*/u)?.[0] ?? w.charAt(0)).toUpperCase();
/** `Jean-Baptiste Marie` → `J.-B.M.`; `Mame Diarra` → `M.D.` */
const initials = (names: string): string =>
  names
    .split(' ')
    .filter((w) => w !== '')
    .map((w) =>
      w
        .split('-')
        .map((h) => `${firstLetter(h)}.`)
        .join('-'),
    )
    .join('');
const capFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export function nameOf(p: NerPerson, form: Form): string {
  const givens = p.middle ? `${p.given} ${p.middle}` : p.given;
  switch (form) {
    case 'full':
      return `${givens} ${p.surname}`;
    case 'gs':
      return `${p.given} ${p.surname}`;
    case 'sur':
      return p.surname;
    case 'Sur':
      return capFirst(p.surname);
    case 'given':
      return p.given;
    case 'init':
      return `${initials(givens)} ${p.surname}`;
    case 'anon':
      return `${initials(p.given.split(' ')[0]!)}${firstLetter(p.surname.split(' ').pop()!)}.`;
    case 'caps':
      return `${givens} ${p.surname}`.toUpperCase();
    case 'capsSur':
      return p.surname.toUpperCase();
    case 'sfCaps':
      return `${p.surname.toUpperCase()} ${givens}`;
    case 'sf':
      return `${capFirst(p.surname)} ${p.given}`;
    case 'sfComma':
      return `${capFirst(p.surname)}, ${p.given}`;
    case 'lower':
      return `${p.given} ${p.surname}`.toLowerCase();
    case 'lowerGiven':
      return p.given.toLowerCase();
  }
}

const P = (p: NerPerson, form: Form = 'gs'): string => per(nameOf(p, form));
/** An isiZulu name with its noun-class prefix glued on (`uSipho Ndlovu`, `kukaThandeka Mkhize`). */
const Z = (prefix: string, p: NerPerson, surname = true): string => per(`${prefix}${p.given}${surname ? ` ${p.surname}` : ''}`);
const amount = (c: Ctx3, lo: number, hi: number, step = 50): string => (c.int(lo / step, hi / step) * step).toLocaleString('en-GB');
const year = (c: Ctx3): number => c.int(2014, 2024);
const dateEn = (c: Ctx3): string => `${c.int(1, 28)} ${c.pick(MONTHS3)} ${year(c)}`;
const para = (...lines: string[]): string => lines.filter((l) => l !== '').join('\n');

// ---- judgments (English) -----------------------------------------------------------------------------------

const GB_DIV = ['Queen\'s Bench Division', "King's Bench Division", 'Family Division', 'Chancery Division'];
const EWCA_TOPICS = [
  'whether the judge was entitled to find that the tenancy had been surrendered by operation of law',
  'the correct approach to a claim for loss of dependency where the deceased had been self-employed',
  'whether a local authority owed a duty of care to a child placed with foster carers',
  'the construction of a guarantee given by a director for the debts of a company',
  'whether the tribunal erred in treating the appellant as a credible witness only in part',
  'the admissibility of hearsay evidence in proceedings for a civil restraint order',
];

const judgeGb = (c: Ctx3, p: NerPerson): string =>
  c.pick([
    `Lord Justice ${P(p, 'Sur')}`,
    `Lady Justice ${P(p, 'Sur')}`,
    `Mr Justice ${P(p, 'Sur')}`,
    `Mrs Justice ${P(p, 'Sur')}`,
    `${P(p, 'Sur')} LJ`,
    `HHJ ${P(p, 'Sur')}`,
    `Sir ${P(p, 'gs')}`,
  ]);

const judgmentGbHeadnote: Heldout3Template = {
  genre: 'judgment-gb',
  lang: 'en',
  fills: 20,
  js: ['GB'],
  make: (c) => {
    const [j1, j2, j3, below, app, res, k1, k2, k3] = Array.from({ length: 9 }, () => c.person('uk'));
    const y = year(c);
    const appellant = c.int(0, 2) === 0 ? c.person(c.pick(['ngE', 'sa', 'me', 'gh'] as const)) : app!;
    return para(
      `Neutral Citation Number: [${y}] EWCA Civ ${c.int(12, 1899)}`,
      `Case No: CA-${y - 1}-00${c.int(1000, 2999)}`,
      `IN THE ${org('COURT OF APPEAL (CIVIL DIVISION)')}`,
      `ON APPEAL FROM THE ${org('HIGH COURT OF JUSTICE')}, ${c.pick(GB_DIV).toUpperCase()}`,
      `${c.pick(['Mr Justice', 'Mrs Justice', 'His Honour Judge', 'Her Honour Judge'])} ${P(below!, 'Sur')}`,
      `${org('Royal Courts of Justice')}`,
      `${loc('Strand')}, ${loc('London')}, WC2A 2LL`,
      `Date: ${dateEn(c)}`,
      `Before:`,
      `LORD JUSTICE ${P(j1!, 'capsSur')}`,
      `LADY JUSTICE ${P(j2!, 'capsSur')}`,
      `and`,
      `LORD JUSTICE ${P(j3!, 'capsSur')}`,
      `- - - - - - - - - - - - - - - - - - - - -`,
      `Between:`,
      `${P(appellant, 'caps')}   Appellant`,
      `- and -`,
      c.pick([`${P(res!, 'caps')}   Respondent`, `${org(`${c.raw('city').toUpperCase()} CITY COUNCIL`)}   Respondent`, `${org('SECRETARY OF STATE FOR THE HOME DEPARTMENT')}   Respondent`]),
      `- - - - - - - - - - - - - - - - - - - - -`,
      `${P(k1!, 'init')} KC and ${c.pick(['Ms', 'Mr', 'Miss'])} ${P(k2!, 'gs')} (instructed by ${org(`${capFirst(k3!.surname)} & Co`)}, ${loc(c.raw('city'))}) for the Appellant`,
      `The Respondent did not appear and was not represented`,
      `Hearing date: ${dateEn(c)}`,
      `Approved Judgment`,
      `Lord Justice ${P(j1!, 'Sur')}:`,
      `1. This appeal raises ${c.pick(EWCA_TOPICS)}.`,
    );
  },
};

const judgmentGbBody: Heldout3Template = {
  genre: 'judgment-gb',
  lang: 'en',
  fills: 20,
  js: ['GB'],
  make: (c) => {
    const app = c.person(c.pick(['ngE', 'gh', 'sa', 'me', 'ea', 'ke'] as const));
    const wife = c.person(c.pick(['uk', 'ngE', 'sa'] as const));
    const wit = c.person('uk');
    const judge = c.person('uk');
    const other = c.person('uk');
    const born = c.pick(['Lagos', 'Kumasi', 'Sylhet', 'Mirpur', 'Aleppo', 'Kandahar', 'Nairobi', 'Harare', 'Mogadishu', 'Asmara', 'Kingston', 'Fuzhou']);
    const n = c.int(3, 9);
    return para(
      `${n}. The appellant, ${P(app, c.pick(['full', 'gs'] as const))}, was born in ${loc(born)} in ${c.int(1970, 1999)} and came to the ${loc('United Kingdom')} in ${c.int(2001, 2016)} on a visit visa. He lived first with a cousin in ${loc(c.raw('area'))}, ${loc(c.raw('city'))}, and later with his partner, ${P(wife, 'gs')}, at a flat on ${loc(c.raw('street'))} in ${loc(c.raw('city'))}.`,
      `${n + 1}. ${c.pick(['Mr', 'Dr', 'Ms'])} ${P(wit, 'Sur')}, who had known the couple since ${c.int(2010, 2019)}, gave evidence that ${P(app, c.pick(['given', 'Sur'] as const))} ${c.pick(['worked nights at a warehouse in', 'attended a church in', 'volunteered at a food bank in'])} ${loc(c.raw('area'))}. The judge accepted that evidence.`,
      `${n + 2}. Before the First-tier Tribunal, ${c.pick(['Judge', 'Tribunal Judge'])} ${P(judge, 'Sur')} found that there were no very significant obstacles to his integration in ${loc(c.pick(['Nigeria', 'Ghana', 'Bangladesh', 'Pakistan', 'Syria', 'Zimbabwe', 'Kenya', 'Somalia', 'Jamaica', 'China']))}. The Upper Tribunal (${c.pick(['Upper Tribunal Judge', 'Deputy Upper Tribunal Judge'])} ${P(other, 'Sur')}) dismissed the appeal from that decision.`,
    );
  },
};

const judgmentGbCrime: Heldout3Template = {
  genre: 'judgment-gb',
  lang: 'en',
  fills: 18,
  js: ['GB'],
  make: (c) => {
    const d = c.person(c.pick(['uk', 'uk', 'ngE', 'sa'] as const));
    const v = c.person('uk');
    const co = c.person('uk');
    const rec = c.person('uk');
    return para(
      `R v ${P(d, 'Sur')}`,
      `Sentencing remarks of ${c.pick(['His Honour Judge', 'Her Honour Judge', 'Mr Recorder', 'Mrs Justice'])} ${P(rec, 'Sur')}`,
      `${org(`Crown Court at ${c.raw('city')}`)}, ${dateEn(c)}`,
      `${P(d, 'given')} ${P(d, 'Sur')}, please stand. You are ${c.int(19, 58)} years old and you have pleaded guilty to ${c.pick(['wounding with intent', 'robbery', 'possession of a bladed article', 'fraud by false representation', 'burglary of a dwelling'])}. On the evening of ${dateEn(c)} you went to a house on ${loc(c.raw('street'))} in ${loc(c.raw('area'))}, where ${P(v, 'gs')} lived with her two children. Your co-accused, ${P(co, 'full')}, waited in a car parked near ${loc(c.raw('city'))} railway station.`,
      `I have read the victim personal statement of ${c.pick(['Ms', 'Mrs', 'Miss'])} ${P(v, 'Sur')}. She has since moved to ${loc(c.raw('region'))} and no longer feels safe in ${loc(c.raw('city'))}.`,
    );
  },
};

const judgmentGbTribunal: Heldout3Template = {
  genre: 'judgment-gb',
  lang: 'en',
  fills: 16,
  js: ['GB'],
  make: (c) => {
    const cl = c.person(c.pick(['uk', 'sa', 'ngE', 'gh', 'ea'] as const));
    const mgr = c.person('uk');
    const hr = c.person('uk');
    const ej = c.person('uk');
    const co = c.pick(['Brightwater Logistics Ltd', 'Pennine Care Homes Ltd', 'Harbourside Hotels plc', 'Northgate Security Services Ltd', 'Calder Valley Bakeries Ltd']);
    return para(
      `EMPLOYMENT TRIBUNALS`,
      `Claimant: ${P(cl, c.pick(['gs', 'full'] as const))}`,
      `Respondent: ${org(co)}`,
      `Heard at: ${loc(c.raw('city'))} (by CVP)   On: ${dateEn(c)}`,
      `Before: Employment Judge ${P(ej, 'Sur')} (sitting alone)`,
      `REASONS`,
      `1. The claimant was employed as a ${c.pick(['warehouse operative', 'care assistant', 'night porter', 'delivery driver'])} at the respondent's site in ${loc(c.raw('area'))} from ${dateEn(c)}. Her line manager was ${P(mgr, 'gs')}. On ${dateEn(c)} ${c.pick(['Ms', 'Mrs'])} ${P(hr, 'Sur')}, an HR adviser, invited her to a disciplinary hearing, and on the day of the hearing ${P(mgr, 'Sur')} told her that the outcome had already been decided.`,
    );
  },
};

const GB_ORDERS = [
  'The appeal is dismissed.',
  'The appeal is allowed and the matter is remitted for a fresh hearing before a different judge.',
  'The application for permission to appeal is refused.',
  'The claim is struck out as disclosing no reasonable grounds for bringing it.',
  'The order of the court below is set aside.',
];
const GB_COSTS = [
  'The Appellant shall pay the Respondent\'s costs of the appeal, summarily assessed in the sum of £',
  'There shall be a detailed assessment of the Claimant\'s costs, with a payment on account of £',
  'The Defendant shall pay the Claimant\'s costs of the application, summarily assessed at £',
];

const judgmentGbOrders: Heldout3Template = {
  genre: 'judgment-gb',
  lang: 'en',
  fills: 18,
  js: ['GB'],
  make: (c) =>
    para(
      `ORDER`,
      `UPON hearing counsel for the Appellant and counsel for the Respondent`,
      `AND UPON the court having handed down judgment on ${dateEn(c)}`,
      `IT IS ORDERED THAT:`,
      `1. ${c.pick(GB_ORDERS)}`,
      `2. ${c.pick(GB_COSTS)}${amount(c, 2000, 48000, 250)}, to be paid within ${c.pick(['14', '21', '28'])} days.`,
      `3. ${c.pick([`Permission to appeal to the ${org('Supreme Court')} is refused.`, 'Any application for a stay must be made in writing within 7 days.', 'The reporting restriction made on the first day of the hearing continues.', 'Given that the Respondent was unrepresented, time for compliance is extended.'])}`,
      `Dated ${dateEn(c)}`,
    ),
};

interface EchrState {
  state: string;
  caps: string;
  adj: string;
  region: Region3;
  cities: readonly string[];
}
const ECHR_STATES: readonly EchrState[] = [
  { state: 'Poland', caps: 'POLAND', adj: 'Polish', region: 'pl', cities: ['Szczecin', 'Gdańsk', 'Łódź', 'Wrocław', 'Białystok', 'Rzeszów', 'Kraków', 'Bydgoszcz'] },
  { state: 'Turkey', caps: 'TÜRKİYE', adj: 'Turkish', region: 'tr', cities: ['İzmir', 'Diyarbakır', 'Ankara', 'Şanlıurfa', 'Eskişehir', 'Gaziantep', 'Van', 'Trabzon'] },
  { state: 'France', caps: 'FRANCE', adj: 'French', region: 'fr', cities: ['Lyon', 'Marseille', 'Nantes', 'Lille', 'Besançon', 'Saint-Étienne', 'Rennes', 'Toulouse'] },
  { state: 'Germany', caps: 'GERMANY', adj: 'German', region: 'de', cities: ['Leipzig', 'Köln', 'Düsseldorf', 'Nürnberg', 'Bremen', 'Saarbrücken', 'Rostock'] },
  { state: 'Italy', caps: 'ITALY', adj: 'Italian', region: 'it', cities: ['Naples', 'Palermo', 'Bari', 'Turin', 'Reggio Calabria', 'Catania', 'Bologna'] },
  { state: 'Spain', caps: 'SPAIN', adj: 'Spanish', region: 'es', cities: ['Bilbao', 'Seville', 'Valencia', 'A Coruña', 'Málaga', 'Zaragoza', 'Cádiz'] },
  { state: 'Portugal', caps: 'PORTUGAL', adj: 'Portuguese', region: 'pt', cities: ['Porto', 'Braga', 'Coimbra', 'Setúbal', 'Évora', 'Faro'] },
  { state: 'Romania', caps: 'ROMANIA', adj: 'Romanian', region: 'ro', cities: ['Iași', 'Timișoara', 'Cluj-Napoca', 'Constanța', 'Brașov', 'Craiova'] },
  { state: 'Hungary', caps: 'HUNGARY', adj: 'Hungarian', region: 'hu', cities: ['Debrecen', 'Szeged', 'Pécs', 'Győr', 'Miskolc'] },
  { state: 'Ukraine', caps: 'UKRAINE', adj: 'Ukrainian', region: 'ua', cities: ['Kharkiv', 'Odesa', 'Lviv', 'Dnipro', 'Zaporizhzhia', 'Chernihiv'] },
  { state: 'Greece', caps: 'GREECE', adj: 'Greek', region: 'gr', cities: ['Thessaloniki', 'Patras', 'Heraklion', 'Larissa', 'Piraeus'] },
  { state: 'the Netherlands', caps: 'THE NETHERLANDS', adj: 'Dutch', region: 'nl', cities: ['Utrecht', 'Eindhoven', 'Groningen', 'Tilburg', 'Arnhem'] },
];
/** A state as written in a case title: the article stays outside the span (`the [[Netherlands]]`). */
const stateLoc = (state: string): string => {
  const m = /^(the |THE )(.+)$/u.exec(state);
  return m ? `${m[1]}${loc(m[2]!)}` : loc(state);
};
const ECHR_SECTIONS = ['FIRST SECTION', 'SECOND SECTION', 'THIRD SECTION', 'FOURTH SECTION', 'FIFTH SECTION'];
const ECHR_JUDGE_REGIONS: readonly Region3[] = ['fr', 'de', 'pl', 'it', 'es', 'pt', 'nl', 'tr', 'ro', 'hu', 'ua', 'gr', 'uk'];

const judgmentEchrProcedure: Heldout3Template = {
  genre: 'judgment-echr',
  lang: 'en',
  fills: 20,
  js: ['EU'],
  make: (c) => {
    const s = c.pick(ECHR_STATES);
    const app = c.person(s.region);
    const lawyer = c.person(s.region);
    const agent = c.person(s.region);
    const judges = Array.from({ length: 4 }, () => c.person(c.pick(ECHR_JUDGE_REGIONS)));
    const reg = c.person(c.pick(ECHR_JUDGE_REGIONS));
    const section = c.pick(ECHR_SECTIONS);
    return para(
      section,
      `CASE OF ${P(app, 'capsSur')} v. ${stateLoc(s.caps)}`,
      `(Application no. ${c.int(1000, 79999)}/${c.int(10, 21)})`,
      `JUDGMENT`,
      `${loc('STRASBOURG')}`,
      `${dateEn(c)}`,
      `In the case of ${P(app, 'Sur')} v. ${stateLoc(s.state)},`,
      `The ${org('European Court of Human Rights')} (${section.toLowerCase().split(' ').map(capFirst).join(' ')}), sitting as a Committee composed of:`,
      `${P(judges[0]!, 'full')}, President,`,
      `${P(judges[1]!, 'gs')},`,
      `${P(judges[2]!, 'gs')}, judges,`,
      `and ${P(reg, 'gs')}, Deputy Section Registrar,`,
      `Having deliberated in private on ${dateEn(c)},`,
      `Delivers the following judgment, which was adopted on that date:`,
      `PROCEDURE`,
      `1. The case originated in an application against ${stateLoc(s.state)} lodged with the Court under Article 34 of the Convention by a ${s.adj} national, ${c.pick(['Mr', 'Ms', 'Mrs'])} ${P(app, 'gs')} ("the applicant"), on ${dateEn(c)}.`,
      `2. The applicant was represented by ${c.pick(['Mr', 'Ms'])} ${P(lawyer, c.pick(['init', 'gs'] as const))}, a lawyer practising in ${loc(c.pick(s.cities))}. The ${s.adj} Government ("the Government") were represented by their Agent, ${c.pick(['Mr', 'Ms'])} ${P(agent, 'init')}, of the ${org('Ministry of Foreign Affairs')}.`,
    );
  },
};

const judgmentEchrFacts: Heldout3Template = {
  genre: 'judgment-echr',
  lang: 'en',
  fills: 20,
  js: ['EU'],
  make: (c) => {
    const s = c.pick(ECHR_STATES);
    const app = c.person(s.region);
    const wit = c.person(s.region);
    const off = c.person(s.region);
    const city = c.pick(s.cities);
    const city2 = c.pick(s.cities.filter((x) => x !== city));
    const n = c.int(4, 8);
    return para(
      `THE FACTS`,
      `${n}. The applicant, ${c.pick(['Mr', 'Ms'])} ${P(app, 'anon')}, was born in ${c.int(1950, 1995)} and lives in ${loc(city)}. The President of the Section granted the applicant's request for his identity not to be disclosed to the public (Rule 47 § 4 of the Rules of Court).`,
      `${n + 1}. On ${dateEn(c)} officers of the ${org(`${city} Regional Police Command`)} searched the applicant's flat in ${loc(city2)}. The applicant's neighbour, ${P(wit, c.pick(['anon', 'init'] as const))}, was present as an attesting witness.`,
      `${n + 2}. The applicant lodged a complaint with the ${org(`${city} District Prosecutor's Office`)}. On ${dateEn(c)} a prosecutor, ${P(off, 'init')}, discontinued the investigation, finding no evidence that the officers had used force. The ${org(`${city2} Regional Court`)} upheld that decision on ${dateEn(c)}.`,
      `${n + 3}. The applicant was at the relevant time detained in ${loc(c.pick(s.cities))} remand centre; he was released on ${dateEn(c)} and moved to ${loc(c.pick(['Brussels', 'Vienna', 'Berlin', 'London', 'Dublin', 'Oslo']))}.`,
    );
  },
};

const judgmentEchrOperative: Heldout3Template = {
  genre: 'judgment-echr',
  lang: 'en',
  fills: 18,
  js: ['EU'],
  make: (c) => {
    const art = c.pick(['Article 3', 'Article 5 § 3', 'Article 6 § 1', 'Article 8', 'Article 10', 'Article 1 of Protocol No. 1', 'Article 13 in conjunction with Article 8']);
    return para(
      `FOR THESE REASONS, THE COURT, ${c.pick(['UNANIMOUSLY', 'BY SIX VOTES TO ONE', 'BY FIVE VOTES TO TWO'])},`,
      `1. Declares the application admissible;`,
      `2. Holds that there has been a violation of ${art} of the Convention;`,
      `3. Holds`,
      `(a) that the respondent State is to pay the applicant, within three months, the following amounts: (i) EUR ${amount(c, 1500, 26000, 100)} (${c.pick(['six', 'nine', 'twelve', 'four'])} thousand euros), plus any tax that may be chargeable, in respect of non-pecuniary damage; (ii) EUR ${amount(c, 500, 9000, 50)}, plus any tax that may be chargeable to the applicant, in respect of costs and expenses;`,
      `(b) that from the expiry of the above-mentioned three months until settlement simple interest shall be payable on the above amounts at a rate equal to the marginal lending rate of the ${org('European Central Bank')} during the default period plus three percentage points;`,
      `4. Dismisses the remainder of the applicant's claim for just satisfaction.`,
      `Done in English, and notified in writing on ${dateEn(c)}, pursuant to Rule 77 §§ 2 and 3 of the Rules of Court.`,
    );
  },
};

const judgmentNgSc: Heldout3Template = {
  genre: 'judgment-ng',
  lang: 'en',
  fills: 20,
  js: ['NG'],
  make: (c) => {
    const justices = Array.from({ length: 5 }, () => c.person(c.pick(['yo', 'ha', 'ig', 'ngE'] as const)));
    const app = c.person(c.pick(['ha', 'ngE', 'ig'] as const));
    const pw = c.person('ngE');
    const sec = c.person(c.pick(['ha', 'yo'] as const));
    const [stateOf, seat] = c.pick([
      ['Kano State', 'Kano'],
      ['Kaduna State', 'Zaria'],
      ['Lagos State', 'Ikeja'],
      ['Oyo State', 'Ibadan'],
      ['Enugu State', 'Nsukka'],
      ['Rivers State', 'Port Harcourt'],
      ['Katsina State', 'Funtua'],
      ['Borno State', 'Maiduguri'],
      ['Delta State', 'Warri'],
    ] as const);
    const ja = c.pick(['Lagos', 'Kaduna', 'Ibadan', 'Enugu', 'Port Harcourt', 'Kano', 'Abuja']);
    const noun = (p: NerPerson) => P(p, 'caps');
    return para(
      `IN THE ${org('SUPREME COURT OF NIGERIA')}`,
      `HOLDEN AT ${loc('ABUJA')}`,
      `ON FRIDAY, THE ${c.int(1, 28)}TH DAY OF ${c.pick(MONTHS3).toUpperCase()}, ${year(c)}`,
      `BEFORE THEIR LORDSHIPS`,
      ...justices.map((p) => `${noun(p)}   JUSTICE, SUPREME COURT`),
      `SC/CR/${c.int(100, 1200)}/${c.int(2015, 2022)}`,
      `BETWEEN`,
      `${c.pick(['ALHAJI ', '', 'CHIEF ', ''])}${noun(app)}   APPELLANT`,
      `AND`,
      `${c.pick([org('THE STATE'), org('FEDERAL REPUBLIC OF NIGERIA')])}   RESPONDENT`,
      `JUDGMENT`,
      `(Delivered by ${P(justices[c.int(0, 4)]!, 'full')}, JSC)`,
      `The appellant was arraigned before the ${org(`High Court of ${stateOf}`)} sitting at ${loc(seat)} on a two-count charge of conspiracy and armed robbery. The prosecution called four witnesses. PW1, ${P(pw, 'full')}, a trader, testified that on the night of ${dateEn(c)} he was attacked in his shop at ${loc(c.raw('area'))} and robbed of his phone and the sum of N${amount(c, 20000, 900000, 1000)}. The appellant's confessional statement was recorded by ${c.pick(['Inspector', 'Sergeant', 'Corporal'])} ${P(sec, 'gs')} at the ${org(`${c.raw('city')} Divisional Police Headquarters`)}. The Court of Appeal, ${loc(ja)} Division, affirmed the conviction, and this appeal is against that decision.`,
    );
  },
};

const judgmentNgCa: Heldout3Template = {
  genre: 'judgment-ng',
  lang: 'en',
  fills: 16,
  js: ['NG'],
  make: (c) => {
    const [a, b, j1, j2, cn] = Array.from({ length: 5 }, () => c.person(c.pick(['yo', 'ha', 'ig', 'ngE'] as const)));
    const plot = c.int(3, 480);
    return para(
      `In the Court of Appeal, ${loc(c.pick(['Lagos', 'Ibadan', 'Enugu', 'Owerri', 'Benin', 'Kaduna', 'Jos']))} Division`,
      `Coram: Hon. Justice ${P(j1!, 'full')}, JCA; Hon. Justice ${P(j2!, 'full')}, JCA`,
      `The respondent, ${P(a!, 'gs')}, claimed that she bought Plot ${plot} at ${loc(c.raw('area'))} Layout from the appellant's late father, ${P(b!, c.pick(['full', 'gs'] as const))}, in ${c.int(1988, 2005)}, and that she had been in possession since then. The appellant, who lives at ${c.int(2, 60)} ${loc(c.raw('street'))}, ${loc(c.raw('city'))}, denied the sale. Learned counsel for the appellant, ${P(cn!, 'init')}, Esq., argued that the trial judge ought not to have relied on the evidence of DW2.`,
    );
  },
};

const judgmentKe: Heldout3Template = {
  genre: 'judgment-ke',
  lang: 'en',
  fills: 20,
  js: ['KE'],
  make: (c) => {
    const court = c.pick(['NAKURU', 'KISUMU', 'MOMBASA', 'ELDORET', 'NYERI', 'MACHAKOS', 'KAKAMEGA', 'MERU']);
    const app = c.person(c.pick(['ke', 'luo', 'ke'] as const));
    const pw1 = c.person(c.pick(['ke', 'luo'] as const));
    const pw2 = c.person('ke');
    const judge = c.person(c.pick(['ke', 'luo'] as const));
    const county = c.raw('region');
    return para(
      `REPUBLIC OF ${loc('KENYA')}`,
      `IN THE ${org('HIGH COURT OF KENYA')} AT ${loc(court)}`,
      `CRIMINAL APPEAL NO. ${c.int(12, 190)} OF ${c.int(2016, 2023)}`,
      `${P(app, 'caps')} ................... APPELLANT`,
      `VERSUS`,
      `REPUBLIC ............................ RESPONDENT`,
      `(Being an appeal from the conviction and sentence of Hon. ${P(c.person('ke'), 'init')}, SRM, in ${loc(capFirst(court.toLowerCase()))} Criminal Case No. ${c.int(100, 4000)} of ${c.int(2014, 2021)})`,
      `JUDGMENT`,
      `1. The appellant was charged with robbery with violence contrary to section 296(2) of the Penal Code. The particulars were that on ${dateEn(c)} at ${loc(c.raw('area'))} estate in ${loc(county)}, jointly with others not before the court, he robbed ${P(pw1, 'full')} of a mobile phone and cash, and at the time of the robbery used actual violence against the said ${P(pw1, c.pick(['gs', 'sfCaps'] as const))}.`,
      `2. PW2, ${P(pw2, 'gs')}, a boda boda rider, testified that he carried the appellant from ${loc(c.raw('city'))} to ${loc(c.raw('area'))} that night and identified him at a parade conducted at ${org(`${c.raw('city')} Police Station`)}.`,
      `${c.pick(['Lady Justice', 'Justice', 'Hon. Justice'])} ${P(judge, 'full')}`,
    );
  },
};

const judgmentZa: Heldout3Template = {
  genre: 'judgment-za',
  lang: 'en',
  fills: 18,
  js: ['ZA'],
  make: (c) => {
    const app = c.person(c.pick(['za', 'za', 'af'] as const));
    const resp = c.person(c.pick(['za', 'af'] as const));
    const j = c.person(c.pick(['af', 'za'] as const));
    const adv = c.person(c.pick(['af', 'za'] as const));
    const div = c.pick(['GAUTENG DIVISION, PRETORIA', 'KWAZULU-NATAL DIVISION, PIETERMARITZBURG', 'WESTERN CAPE DIVISION, CAPE TOWN', 'EASTERN CAPE DIVISION, MTHATHA', 'FREE STATE DIVISION, BLOEMFONTEIN']);
    const houseNo = c.int(2, 240);
    return para(
      `REPORTABLE`,
      `IN THE ${org(`HIGH COURT OF SOUTH AFRICA, ${div}`)}`,
      `Case No: ${c.int(1000, 29999)}/${c.int(2016, 2023)}`,
      `In the matter between:`,
      `${P(app, 'caps')}   Applicant`,
      `and`,
      c.pick([`${P(resp, 'caps')}   Respondent`, `${org(`${c.raw('city').toUpperCase()} METROPOLITAN MUNICIPALITY`)}   Respondent`, `${org('MEC FOR HEALTH')}   Respondent`]),
      `JUDGMENT`,
      `${P(j, 'Sur')} AJ:`,
      `[1] The applicant, ${P(app, 'gs')}, resides at ${houseNo} ${loc(c.raw('street'))}, ${loc(c.raw('area'))}, ${loc(c.raw('city'))}. She seeks an order evicting the respondent from a back room on the property, which the respondent has occupied since ${c.int(2009, 2019)}.`,
      `[2] The respondent's sister, ${P(c.person('za'), c.pick(['gs', 'given'] as const))}, deposed to an affidavit stating that the family originally came from ${loc(c.pick(['Mthatha', 'Bizana', 'Giyani', 'Thohoyandou', 'Ladysmith', 'Mahikeng', 'Lusikisiki']))} in ${loc(c.raw('region'))}. ${c.pick(['Mr', 'Ms'])} ${P(adv, 'Sur')} SC, for the respondent, submitted that the municipality had not been joined.`,
    );
  },
};

const judgmentUksc: Heldout3Template = {
  genre: 'judgment-gb',
  lang: 'en',
  fills: 12,
  js: ['GB'],
  make: (c) => {
    const [l1, l2, l3, l4, k1, k2, firm] = Array.from({ length: 7 }, () => c.person('uk'));
    const child = c.person(c.pick(['uk', 'sa', 'ngE', 'gh', 'me'] as const));
    const mother = c.person(c.pick(['uk', 'sa', 'ngE', 'gh', 'me'] as const));
    const y = year(c);
    const lady = c.int(0, 1) === 0;
    return para(
      `${c.pick(['Hilary', 'Easter', 'Trinity', 'Michaelmas'])} Term`,
      `[${y}] UKSC ${c.int(2, 48)}`,
      `On appeal from: [${y - 1}] EWCA Civ ${c.int(10, 1900)}`,
      `JUDGMENT`,
      `In the matter of ${P(child, 'anon')} (A Child) (Appellant)`,
      `before`,
      `Lord ${P(l1!, 'Sur')}, President`,
      `Lady ${P(l2!, 'Sur')}`,
      `Lord ${P(l3!, 'Sur')}`,
      `Lady ${P(l4!, 'Sur')}`,
      `JUDGMENT GIVEN ON`,
      dateEn(c),
      `Appellant: ${P(k1!, 'init')} KC, ${P(k2!, 'gs')} (Instructed by ${org(`${capFirst(firm!.surname)} Solicitors`)} (${loc(c.raw('city'))}))`,
      `${lady ? 'LADY' : 'LORD'} ${P(lady ? l2! : l3!, 'capsSur')} (with whom Lord ${P(l1!, 'Sur')} and Lady ${P(lady ? l4! : l2!, 'Sur')} agree):`,
      `1. This appeal concerns a child, ${P(child, 'anon')}, now aged ${c.int(4, 15)}, who was born in ${loc(c.pick(ABROAD))} and has lived with her maternal grandmother in ${loc(c.raw('area'))}, ${loc(c.raw('city'))}, since ${c.int(2015, 2021)}. Her mother, Ms ${P(mother, 'anon')} (whom I shall call "the mother"), now lives in ${loc(c.raw('region'))}.`,
    );
  },
};

const judgmentGh: Heldout3Template = {
  genre: 'judgment-gh',
  lang: 'en',
  fills: 16,
  js: ['GH'],
  make: (c) => {
    const [j1, j2, j3, pl, df, late, head, elder] = Array.from({ length: 8 }, () => c.person('gh'));
    const y = year(c);
    const court = c.pick(['Kumasi', 'Accra', 'Cape Coast', 'Koforidua', 'Sunyani', 'Ho']);
    return para(
      `IN THE ${org('SUPERIOR COURT OF JUDICATURE')}`,
      `IN THE ${org('SUPREME COURT')}`,
      `${loc('ACCRA')} – AD ${y}`,
      `CORAM: ${P(j1!, 'caps')} JSC (PRESIDING), ${P(j2!, 'caps')} JSC, ${P(j3!, 'caps')} JSC`,
      `CIVIL APPEAL NO. J4/${c.int(10, 90)}/${y}`,
      `${dateEn(c)}`,
      `${P(pl!, 'caps')}   ...   PLAINTIFF/RESPONDENT/APPELLANT`,
      `VRS`,
      `${P(df!, 'caps')}   ...   DEFENDANT/APPELLANT/RESPONDENT`,
      `JUDGMENT`,
      `${P(j2!, 'capsSur')} JSC:`,
      `The plaintiff, who describes herself as the customary successor of the late ${P(late!, 'full')}, sued in the ${org(`High Court, ${court}`)} for a declaration of title to the house on Plot ${c.int(3, 90)}, Block ${c.pick(['A', 'B', 'C', 'D'])}, ${loc(c.raw('area'))}, ${loc(c.raw('city'))} in the ${loc(c.raw('region'))}. She claimed that the deceased gifted the house to her in ${c.int(1990, 2012)} in the presence of ${P(head!, 'gs')}, the head of family, and Opanyin ${P(elder!, 'gs')}, who poured libation. The defendant, a nephew of ${P(late!, 'Sur')} who lives at ${loc(c.raw('street'))}, ${loc(c.raw('city'))}, denied that any gift was made.`,
    );
  },
};

const COUNSEL_POST: Record<Jurisdiction3, string> = { NG: ' SAN', GB: ' KC', ZA: ' SC', KE: '', GH: '', EU: '' };
const LAW_FIRM_WORD = ['Chambers', 'Associates', '& Partners', 'Legal Practitioners', 'Attorneys', 'LLP'];

const judgmentCounsel: Heldout3Template = {
  genre: 'judgment-counsel',
  lang: 'en',
  fills: 20,
  make: (c) => {
    const [a, b, d, e, f, g] = Array.from({ length: 6 }, () => c.person());
    const post = COUNSEL_POST[c.j];
    const firm = `${capFirst(g!.surname)} ${c.pick(LAW_FIRM_WORD)}`;
    return para(
      `APPEARANCES:`,
      `For the appellant: ${c.pick(['Mr', 'Ms', 'Dr'])} ${P(a!, c.pick(['gs', 'init', 'full'] as const))}${post}, with ${P(b!, c.pick(['gs', 'init'] as const))} and ${P(d!, 'gs')}, instructed by ${org(firm)}, ${loc(c.raw('city'))}.`,
      `For the respondent: ${P(e!, c.pick(['gs', 'init'] as const))}, ${c.pick(['Senior State Counsel', 'Principal State Attorney', 'Assistant Director of Public Prosecutions', 'counsel'])}, ${c.pick([org('Office of the Attorney General'), org('Ministry of Justice'), org('Office of the Director of Public Prosecutions')])}, ${loc(c.raw('city'))}.`,
      `Court clerk: ${P(f!, c.pick(['gs', 'sf'] as const))}.`,
    );
  },
};

const cite = (c: Ctx3, a: string, b: string): string => {
  const y = year(c);
  switch (c.j) {
    case 'GB':
      return `${a} v ${b} [${y}] ${c.pick(['EWCA Civ', 'EWHC', 'UKSC', 'EWCA Crim'])} ${c.int(2, 2400)}`;
    case 'NG':
      return `${a} v ${b} (${y}) LPELR-${c.int(20000, 59999)}(${c.pick(['SC', 'CA'])})`;
    case 'KE':
      return `${a} v ${b} [${y}] eKLR`;
    case 'ZA':
      return `${a} v ${b} ${y} (${c.int(1, 6)}) SA ${c.int(1, 640)} (${c.pick(['SCA', 'CC', 'GJ', 'WCC'])})`;
    case 'GH':
      return `${a} v ${b} [${y}] ${c.int(1, 3)} SCGLR ${c.int(1, 900)}`;
    case 'EU':
      return `${a} v. ${b}, no. ${c.int(1000, 79999)}/${c.int(10, 20)}, § ${c.int(20, 140)}, ${dateEn(c)}`;
  }
};

const CITED_BODIES: Record<Jurisdiction3, readonly string[]> = {
  GB: ['Chief Constable of West Yorkshire Police', 'Secretary of State for the Home Department', 'Financial Conduct Authority'],
  NG: ['Attorney General of Lagos State', 'Inspector General of Police', 'Independent National Electoral Commission'],
  KE: ['Attorney General', 'Inspector General of Police', 'Kenya Revenue Authority'],
  ZA: ['Minister of Home Affairs', 'MEC for Health, Gauteng', 'Road Accident Fund'],
  GH: ['Attorney General', 'Electoral Commission', 'Ghana Revenue Authority'],
  EU: [],
};

const judgmentCitations: Heldout3Template = {
  genre: 'judgment-citations',
  lang: 'en',
  fills: 20,
  make: (c) => {
    const [a, b, d, e, f] = Array.from({ length: 5 }, () => c.person());
    const body = c.pick(CITED_BODIES[c.j]);
    const second =
      c.j === 'EU'
        ? cite(c, P(d!, 'Sur'), stateLoc(c.pick(ECHR_STATES).state))
        : c.pick([cite(c, P(d!, 'Sur'), org(body)), cite(c, 'R', P(d!, 'Sur')), cite(c, org(`${capFirst(e!.surname)} Holdings Ltd`), P(d!, 'Sur'))]);
    const judge =
      c.j === 'GB'
        ? judgeGb(c, f!)
        : c.j === 'NG'
          ? `${P(f!, 'full')}, JSC`
          : c.j === 'ZA'
            ? `${P(f!, 'Sur')} JA`
            : c.j === 'EU'
              ? `the Court`
              : `${P(f!, 'full')}, J.`;
    return para(
      `[${c.int(14, 80)}] The principle is not new. In ${cite(c, P(a!, 'Sur'), P(b!, 'Sur'))}, ${judge} ${c.pick(['held', 'observed', 'put it thus'])}: "a court which is asked to draw an inference must be satisfied that it is the only reasonable one." The same approach was taken in ${second}, and I respectfully adopt it.`,
      `[${c.int(81, 99)}] ${c.pick(['Counsel for the respondent', 'The appellant', 'Learned counsel'])} sought to distinguish ${P(a!, 'Sur')} on the ground that the events there took place in ${loc(c.raw('city'))}, where the relevant by-laws were different.`,
    );
  },
};

// ---- news in African languages and Nigerian Pidgin --------------------------------------------------------

const HA_STATES = ['Kano', 'Kaduna', 'Katsina', 'Sokoto', 'Zamfara', 'Bauchi', 'Gombe', 'Jigawa', 'Kebbi', 'Borno', 'Yobe', 'Neja', 'Adamawa', 'Filato'];
const HA_LGAS = ['Ungogo', 'Dala', 'Fagge', 'Ƙaura Namoda', 'Gusau', 'Funtua', 'Daura', 'Malumfashi', 'Birnin Kudu', 'Hadejia', 'Potiskum', 'Zariya', 'Ɗanbatta', 'Bichi', 'Tsafe', 'Katagum', 'Misau', 'Gwarzo'];
const HA_ABROAD = ['Nijar', 'Kamaru', 'Chadi', 'Saudiyya', 'Masar', 'Ghana', 'Sudan'];
const HA_CLUBS = ['Kano Pillars', 'Katsina United', 'Wikki Tourists', 'Enyimba', 'Rangers International', 'Kwara United', 'Nasarawa United'];
const HA_DAYS = ['Litinin', 'Talata', 'Laraba', 'Alhamis', 'Juma\'a', 'Asabar', 'Lahadi'];

const haPolitics: Heldout3Template = {
  genre: 'news-politics',
  lang: 'ha',
  fills: 10,
  js: ['NG'],
  make: (c) => {
    const gov = c.person('ha');
    const sen = c.person('ha');
    const alh = c.person('ha');
    const st = c.pick(HA_STATES);
    const [l1, l2] = [c.pick(HA_LGAS), c.pick(HA_LGAS)];
    return para(
      `Gwamnan jihar ${loc(st)}, ${P(gov, c.pick(['gs', 'full'] as const))}, ya ƙaddamar da aikin gina hanya mai tsawon kilomita ${c.int(8, 90)} daga ${loc(l1)} zuwa ${loc(l2 === l1 ? 'Kura' : l2)}.`,
      `Da yake jawabi a wurin taron ranar ${c.pick(HA_DAYS)}, gwamna ${P(gov, 'Sur')} ya ce gwamnatinsa za ta kammala aikin cikin watanni ${c.int(6, 24)}.`,
      `Sanata ${P(sen, 'gs')} mai wakiltar mazaɓar ${loc(`${st} ta ${c.pick(['Arewa', 'Kudu', 'Tsakiya'])}`)} da Alhaji ${P(alh, c.pick(['gs', 'full'] as const))} sun halarci bikin, yayin da ${c.pick(['Shugaba', 'Mataimakin Shugaba'])} ${P(c.person('ha'), 'gs')} ya aika da saƙon taya murna daga ${loc(c.pick(['Abuja', ...HA_ABROAD]))}.`,
    );
  },
};

const haCrime: Heldout3Template = {
  genre: 'news-crime',
  lang: 'ha',
  fills: 10,
  js: ['NG'],
  make: (c) => {
    const spk = c.person('ha');
    const victim = c.person('ha');
    const st = c.pick(HA_STATES);
    return para(
      `Rundunar 'yan sandan jihar ${loc(st)} ta tabbatar da kama wasu mutane ${c.pick(['uku', 'huɗu', 'biyar', 'biyu'])} da ake zargi da garkuwa da mutane a ƙauyen ${loc(c.pick(['Tudun Wada', 'Ƴar Gamji', 'Kwanar Dangora', 'Gidan Dawa', 'Unguwar Rimi', 'Ƴan Kwari', 'Ɗan Sadau']))} na ƙaramar hukumar ${loc(c.pick(HA_LGAS))}.`,
      `Kakakin rundunar, ${c.pick(['SP', 'DSP', 'ASP'])} ${P(spk, 'gs')}, ya shaida wa ${org(c.pick(['BBC Hausa', 'Freedom Radio', 'Rahama Radio']))} cewa an ceto ${c.pick(['Hajiya', 'Malam', 'Alhaji'])} ${P(victim, 'gs')} ba tare da ya ji rauni ba.`,
      `${P(spk, 'Sur')} ya ƙara da cewa ana ci gaba da bincike kuma za a gurfanar da waɗanda ake zargin a gaban kotu da zarar an kammala.`,
    );
  },
};

const haObituary: Heldout3Template = {
  genre: 'news-obituary',
  lang: 'ha',
  fills: 10,
  js: ['NG'],
  make: (c) => {
    const d = c.person('ha');
    const son = c.person('ha');
    const city = c.pick(['Kano', 'Katsina', 'Zariya', 'Bauchi', 'Sokoto', 'Maiduguri', 'Gombe', 'Yola']);
    return para(
      `Allah ya yi wa Alhaji ${P(d, 'full')} rasuwa yana da shekara ${c.int(61, 96)} a duniya.`,
      `Ɗansa, ${P(son, 'gs')}, ya ce mahaifinsa ya rasu ne a wani asibiti da ke ${loc(city)} bayan gajeriyar jinya, kuma an yi jana'izarsa a ${loc(c.pick(HA_LGAS))} bayan sallar azahar.`,
      `Marigayin ya yi aiki a ${org(c.pick(['Ahmadu Bello University', 'Usmanu Danfodiyo University', 'Aminu Kano Teaching Hospital', 'Bankin Manoma']))} fiye da shekara ${c.int(15, 35)}, kuma ya bar mata ${c.int(1, 3)} da 'ya'ya ${c.int(4, 14)}.`,
    );
  },
};

const haGeneral: Heldout3Template = {
  genre: 'news-general',
  lang: 'ha',
  fills: 12,
  js: ['NG'],
  make: (c) =>
    para(
      `${c.pick(['Farashin kayan abinci', 'Farashin man fetur', 'Farashin taki', 'Kuɗin makaranta'])} ya ${c.pick(['ƙaru', 'ragu', 'tashi'])} da kashi ${c.int(3, 48)} cikin ɗari a watan da ya gabata, a cewar wani rahoto da ${org(c.pick(['Hukumar Ƙididdiga ta Ƙasa', 'Babban Bankin Ƙasa', 'Ƙungiyar Manoma']))} ta fitar ranar ${c.pick(HA_DAYS)}.`,
      `Rahoton ya ce buhun masara mai nauyin kilo ɗari yanzu ya kai naira ${amount(c, 30000, 95000, 500)}, yayin da buhun shinkafa ya kai naira ${amount(c, 60000, 140000, 500)}.`,
      `${c.pick(['Masana tattalin arziki', 'Wasu \'yan kasuwa', 'Manoma da dama'])} sun ce ${c.pick(['tsadar sufuri', 'ƙarancin ruwan sama', 'faɗuwar darajar naira'])} ne ya janyo hakan.`,
    ),
};

const haSport: Heldout3Template = {
  genre: 'news-sport',
  lang: 'ha',
  fills: 8,
  js: ['NG'],
  make: (c) => {
    const a = c.person('ha');
    const b = c.person(c.pick(['ha', 'ngE'] as const));
    const [home, away] = [c.pick(HA_CLUBS), c.pick(HA_CLUBS)];
    return para(
      `Ɗan wasan gaba na ${org(home)} ${P(a, c.pick(['gs', 'full'] as const))} ya ci ƙwallaye biyu a wasan da ƙungiyar ta doke ${org(away === home ? 'Sunshine Stars' : away)} da ci ${c.int(2, 4)}-${c.int(0, 1)} a ${loc(c.pick(['Kano', 'Katsina', 'Bauchi', 'Kaduna', 'Aba', 'Ilorin']))} ranar ${c.pick(HA_DAYS)}.`,
      `Mai horar da 'yan wasan, ${P(b, 'gs')}, ya ce ${P(a, 'Sur')} ya cancanci a gayyace shi ƙungiyar ${org('Super Eagles')}.`,
    );
  },
};

const YO_STATES = ['Ọ̀yọ́', 'Ògùn', 'Ọ̀ṣun', 'Èkìtì', 'Oǹdó', 'Èkó', 'Kwara'];
const YO_TOWNS = ['Ìbàdàn', 'Abẹ́òkúta', 'Òṣogbo', 'Ilé-Ifẹ̀', 'Àkúrẹ́', 'Adó-Èkìtì', 'Ìlọrin', 'Ògbómọ̀ṣọ́', 'Ìjẹ̀bú-Òde', 'Ìkẹjà', 'Ṣágámù', 'Ìwó', 'Ọ̀fà', 'Ẹdẹ'];
const YO_DAYS = ['ọjọ́ Ajé', 'ọjọ́ Ìṣẹ́gun', 'ọjọ́rú', 'ọjọ́bọ̀', 'ọjọ́ Ẹtì', 'ọjọ́ Àbámẹ́ta', 'ọjọ́ Àìkú'];

const yoPolitics: Heldout3Template = {
  genre: 'news-politics',
  lang: 'yo',
  fills: 10,
  js: ['NG'],
  make: (c) => {
    const gov = c.person('yo');
    const chief = c.person('yo');
    const rep = c.person('yo');
    const st = c.pick(YO_STATES);
    const [t1, t2] = [c.pick(YO_TOWNS), c.pick(YO_TOWNS)];
    return para(
      `Gómìnà ìpínlẹ̀ ${loc(st)}, ${c.pick(['Ọ̀mọ̀wé ', 'Ẹnjiníà ', ''])}${P(gov, c.pick(['gs', 'full'] as const))}, ti ṣèlérí pé ìjọba òun yóò parí títì tó so ${loc(t1)} mọ́ ${loc(t2 === t1 ? 'Ìséyìn' : t2)} kí ọdún yìí tó parí.`,
      `Ó sọ èyí níbi ìpàdé àwọn lọ́balọ́ba tó wáyé ní ${loc(c.pick(YO_TOWNS))} ní ${c.pick(YO_DAYS)}.`,
      `Olóyè ${P(chief, 'gs')}, tó jẹ́ alága ẹgbẹ́ ${org(c.pick(['APC', 'PDP', 'Labour Party']))} ní ìpínlẹ̀ náà, gbóríyìn fún gómìnà, ṣùgbọ́n aṣòfin ${P(rep, 'gs')} sọ pé àwọn aráàlú ${loc(c.pick(YO_TOWNS))} kò tíì rí omi ẹ̀rọ fún oṣù mẹ́ta.`,
    );
  },
};

const yoObituary: Heldout3Template = {
  genre: 'news-obituary',
  lang: 'yo',
  fills: 12,
  js: ['NG'],
  make: (c) => {
    const d = c.person('yo');
    const w = c.person('yo');
    return para(
      `${c.pick(['Olóyè', 'Ọ̀gbẹ́ni', 'Arábìnrin', 'Ọ̀jọ̀gbọ́n'])} ${P(d, c.pick(['full', 'gs'] as const))} ti jáde láyé ní ẹni ọdún ${c.int(64, 98)} ní ilé rẹ̀ ní ${loc(c.pick(YO_TOWNS))}, ìpínlẹ̀ ${loc(c.pick(YO_STATES))}.`,
      `Ọmọ rẹ̀ àgbà, ${P(w, 'gs')}, sọ fún akọ̀ròyìn wa pé bàbá wọn ṣiṣẹ́ olùkọ́ ní ${org(c.pick(['Ilé-ẹ̀kọ́ Gírámà Olivet', 'Yunifásítì Ìbàdàn', 'Obafemi Awolowo University Teaching Hospital', 'Ilé-ìwòsàn Àpapọ̀ Abẹ́òkúta']))} fún ọgbọ̀n ọdún.`,
      `Ìsìnkú rẹ̀ yóò wáyé ní ${loc(c.pick(YO_TOWNS))} ní ${c.pick(YO_DAYS)} tó ń bọ̀; àwọn ọmọ rẹ̀ tó ń gbé ní ${loc(c.pick(['Lọ́ndọ̀nù', 'Amẹ́ríkà', 'Kánádà', 'Èkó']))} ti ń bọ̀ wálé.`,
    );
  },
};

const yoCrime: Heldout3Template = {
  genre: 'news-crime',
  lang: 'yo',
  fills: 8,
  js: ['NG'],
  make: (c) => {
    const spk = c.person('yo');
    const v = c.person('yo', c.int(0, 1) === 0);
    return para(
      `Àwọn ọlọ́pàá ìpínlẹ̀ ${loc(c.pick(YO_STATES))} ti mú ọkùnrin méjì tí wọ́n fura sí pé wọ́n jí ọkọ̀ ayọ́kẹ́lẹ́ ní agbègbè ${loc(c.pick(['Bódìjà', 'Mọ̀kọ́là', 'Dùgbẹ̀', 'Ọjà Ọba', 'Ìyàná Ìpàjà', 'Kúlá']))} ní ${loc(c.pick(YO_TOWNS))}.`,
      `Agbẹnusọ ọlọ́pàá, ${P(spk, 'gs')}, sọ pé ọkọ̀ náà jẹ́ ti obìnrin kan, ${P(v, 'gs')}, tó ń ta aṣọ ní ọjà.`,
    );
  },
};

const IG_STATES = ['Anambra', 'Imo', 'Enugu', 'Abịa', 'Ebonyi'];
const IG_TOWNS = ['Ọnịcha', 'Owerri', 'Aba', 'Nnewi', 'Awka', 'Umuahia', 'Nsụka', 'Abakaliki', 'Orlu', 'Okigwe', 'Ekwulobia', 'Agụleri'];

const igCrime: Heldout3Template = {
  genre: 'news-crime',
  lang: 'ig',
  fills: 12,
  js: ['NG'],
  make: (c) => {
    const spk = c.person('ig');
    const v = c.person('ig');
    const town = c.pick(IG_TOWNS);
    return para(
      `Ndị uwe ojii nọ na steeti ${loc(c.pick(IG_STATES))} ejidela ndị ikom atọ a na-enyo enyo na ha tọọrọ otu nwaanyị, ${P(v, c.pick(['gs', 'full'] as const))}, n'${loc(town)} n'abalị ${c.pick(['Mọnde', 'Tuzde', 'Wenezde', 'Tọọzdee', 'Fraịdee', 'Satọdee'])}.`,
      `Onye na-ekwuchitere ndị uwe ojii, ${c.pick(['SP', 'DSP', 'ASP'])} ${P(spk, 'gs')}, kwuru na a tọhapụrụ ${P(v, 'given')} n'ọhịa dị nso n'${loc(c.pick(IG_TOWNS))} na ndị ọrụ nchekwa ka na-achụ ndị ọzọ so na ya.`,
    );
  },
};

const igPolitics: Heldout3Template = {
  genre: 'news-politics',
  lang: 'ig',
  fills: 10,
  js: ['NG'],
  make: (c) => {
    const gov = c.person('ig');
    const sen = c.person('ig');
    return para(
      `Gọvanọ steeti ${loc(c.pick(IG_STATES))}, ${P(gov, c.pick(['gs', 'full'] as const))}, ekwuola na ọchịchị ya ga-arụzi okporo ụzọ si ${loc(c.pick(IG_TOWNS))} ruo ${loc(c.pick(IG_TOWNS))} tupu afọ a agwụ.`,
      `O kwuru nke a mgbe ọ na-agwa ndị nta akụkọ okwu n'ụlọ ọchịchị dị n'${loc(c.pick(IG_TOWNS))}. Sịnetọ ${P(sen, 'gs')} nke si ${loc(c.pick(['Anambra South', 'Imo North', 'Enugu East', 'Abịa Central']))} toro ya, kwuo na ndị si ${loc(c.pick(IG_TOWNS))} bi na ${loc(c.pick(['Lọndọn', 'Amerịka', 'Jamanị', 'Afrịka Ndịda']))} na-enye aka.`,
    );
  },
};

const PCM_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const pcmCrime: Heldout3Template = {
  genre: 'news-crime',
  lang: 'pcm',
  fills: 12,
  js: ['NG'],
  make: (c) => {
    const spk = c.person('ngE');
    const v = c.person('ngE', true);
    const sus = c.person(c.pick(['ngE', 'ig', 'yo'] as const));
    const [st, area, city] = c.pick([
      ['Rivers State', 'Rumuokoro', 'Port Harcourt'],
      ['Lagos State', 'Ajegunle', 'Lagos'],
      ['Delta State', 'Okpara Inland', 'Warri'],
      ['Edo State', 'Uselu', 'Benin City'],
      ['Lagos State', 'Ikorodu', 'Lagos'],
      ['Anambra State', 'Fegge', 'Onitsha'],
      ['Rivers State', 'Diobu', 'Port Harcourt'],
      ['Delta State', 'Okumagba Layout', 'Warri'],
    ] as const);
    return para(
      `Police for ${loc(st)} don arrest one ${c.int(19, 45)}-year-old man, ${P(sus, 'gs')}, wey dem say stab im neighbour for ${loc(area)} area of ${loc(city)} on ${c.pick(PCM_DAYS)} night.`,
      `Di police spokesperson, ${c.pick(['SP', 'DSP', 'ASP'])} ${P(spk, 'gs')}, tok for statement say di two of dem bin dey quarrel ova light bill.`,
      `Di wife of di victim, ${P(v, c.pick(['gs', 'given'] as const))}, tell ${org('BBC News Pidgin')} say her husband dey receive treatment for ${org(c.pick(['University of Port Harcourt Teaching Hospital', 'Lagos University Teaching Hospital', 'Federal Medical Centre Asaba', 'Nnamdi Azikiwe University Teaching Hospital']))}. "Make dem just do justice," ${P(v, 'given')} tok.`,
    );
  },
};

const PCM_CLUBS = ['Super Eagles', 'Super Falcons', 'Enyimba', 'Rivers United', 'Shooting Stars', 'Remo Stars', 'Bendel Insurance'];
const FOREIGN_CLUBS = ['Galatasaray', 'Al Ahly', 'Sevilla', 'Lille', 'Napoli', 'Club Brugge', 'Nottingham Forest', 'Al Nassr'];

const pcmSport: Heldout3Template = {
  genre: 'news-sport',
  lang: 'pcm',
  fills: 12,
  js: ['NG'],
  make: (c) => {
    const p1 = c.person(c.pick(['ngE', 'ig', 'yo'] as const));
    const p2 = c.person(c.pick(['ngE', 'ha'] as const));
    const coach = c.person(c.pick(['uk', 'pt', 'ngE'] as const));
    return para(
      `${org(c.pick(PCM_CLUBS))} striker ${P(p1, c.pick(['gs', 'full'] as const))} don score im ${c.pick(['first', 'second', 'fifth', 'tenth'])} goal for ${org(c.pick(FOREIGN_CLUBS))} dis season, as im team beat dia opponent ${c.int(2, 4)}-${c.int(0, 1)} for ${loc(c.pick(['Istanbul', 'Cairo', 'Seville', 'Lille', 'Naples', 'Bruges', 'Nottingham', 'Riyadh']))} on ${c.pick(PCM_DAYS)}.`,
      `${P(p1, 'Sur')} enta di match for di 60th minute to replace ${P(p2, 'gs')}, and coach ${P(coach, 'gs')} tok afta di game say "di boy get heart".`,
      `Im mama wey dey ${loc(c.pick(['Aba', 'Warri', 'Ibadan', 'Jos', 'Kaduna', 'Enugu', 'Lagos']))} don already dey celebrate, na so im younger broda tok for social media.`,
    );
  },
};

const pcmPolitics: Heldout3Template = {
  genre: 'news-politics',
  lang: 'pcm',
  fills: 10,
  js: ['NG'],
  make: (c) => {
    const gov = c.person(c.pick(['ngE', 'ig', 'yo', 'ha'] as const));
    const sen = c.person('ngE');
    const w = c.person('ngE', true);
    return para(
      `Governor ${P(gov, 'gs')} of ${loc(c.raw('region'))} don tell im pipo say make dem no fear as goment go pay di new minimum wage from next month.`,
      `Oga ${P(gov, 'Sur')} tok dis one for town hall meeting wey happun for ${loc(c.raw('city'))}. Senator ${P(sen, 'gs')} wey also dey di meeting say na ${loc('Abuja')} dem go first settle di mata.`,
      `One market woman, Mama ${P(w, 'given')}, tell us say "na promise we don hear since, we wan see am for pocket".`,
    );
  },
};

const SW_KE_COUNTIES = ['Nakuru', 'Kisumu', 'Kiambu', 'Machakos', 'Kilifi', 'Mombasa', 'Kakamega', 'Bungoma', 'Nyeri', 'Kajiado', 'Turkana', 'Garissa'];
const SW_TZ_REGIONS = ['Arusha', 'Dodoma', 'Mwanza', 'Mbeya', 'Morogoro', 'Tanga', 'Kilimanjaro', 'Kigoma', 'Iringa', 'Mtwara'];
const SW_DAYS = ['Jumatatu', 'Jumanne', 'Jumatano', 'Alhamisi', 'Ijumaa', 'Jumamosi', 'Jumapili'];
const SW_VILLAGES = ['Kiambaa', 'Mlolongo', 'Kaptembwo', 'Githurai', 'Majengo', 'Bamburi', 'Kongowea', 'Mwembe Tayari', 'Rongai', 'Kitengela', 'Mtwapa', 'Ukunda'];

const swPolitics: Heldout3Template = {
  genre: 'news-politics',
  lang: 'sw',
  fills: 10,
  js: ['KE'],
  make: (c) => {
    const tz = c.int(0, 2) === 0;
    const mp = c.person(tz ? 'tz' : c.pick(['ke', 'luo', 'tz'] as const));
    const gov = c.person(tz ? 'tz' : 'ke');
    const pres = c.person(tz ? 'tz' : 'ke');
    if (tz) {
      return para(
        `Mkuu wa Mkoa wa ${loc(c.pick(SW_TZ_REGIONS))}, ${P(gov, 'gs')}, amewaagiza wakurugenzi wa halmashauri kukamilisha ujenzi wa vyumba vya madarasa kabla ya ${dateSw(c)}.`,
        `Akizungumza na wananchi wa kijiji cha ${loc(c.pick(['Usa River', 'Ngaramtoni', 'Kibosho', 'Makambako', 'Nyakato', 'Igunga', 'Mbalizi']))} siku ya ${c.pick(SW_DAYS)}, ${P(gov, 'Sur')} alisema Rais ${P(pres, 'gs')} ametoa shilingi bilioni ${c.int(2, 40)} kwa mradi huo.`,
        `Mbunge wa jimbo hilo, Mheshimiwa ${P(mp, 'gs')}, alisema wakazi wa ${loc(c.pick(SW_TZ_REGIONS))} wanasubiri maji safi tangu ${c.int(2015, 2021)}.`,
      );
    }
    const county = c.pick(SW_KE_COUNTIES);
    return para(
      `Mbunge wa ${loc(`${county} ${c.pick(['Kaskazini', 'Kusini', 'Mashariki', 'Magharibi'])}`)}, Mheshimiwa ${P(mp, 'gs')}, amewataka wakazi wa eneo hilo kujiandikisha kama wapiga kura kabla ya mwisho wa mwezi ujao.`,
      `Akizungumza mjini ${loc(c.pick(['Malindi', 'Kitale', 'Thika', 'Nyahururu', 'Eldoret', 'Voi', 'Webuye']))} siku ya ${c.pick(SW_DAYS)}, ${P(mp, 'Sur')} alisema gavana wa kaunti ya ${loc(county)}, ${P(gov, 'gs')}, ameahidi kujenga hospitali mpya.`,
      `Hata hivyo, viongozi wa ${org(c.pick(['ODM', 'UDA', 'Jubilee', 'Wiper']))} walisema Rais ${P(pres, 'Sur')} anafaa kutembelea ${loc(c.pick(['Pwani', 'Bonde la Ufa', 'Nyanza', 'Kaskazini Mashariki']))} kwanza.`,
    );
  },
};
const dateSw = (c: Ctx3): string => `tarehe ${c.int(1, 30)} ${c.pick(['Januari', 'Februari', 'Machi', 'Aprili', 'Mei', 'Juni', 'Julai', 'Agosti', 'Septemba', 'Oktoba', 'Novemba', 'Desemba'])}`;

const swSport: Heldout3Template = {
  genre: 'news-sport',
  lang: 'sw',
  fills: 12,
  js: ['KE'],
  make: (c) => {
    const tz = c.int(0, 1) === 0;
    const [home, away] = tz ? ['Simba SC', 'Young Africans'] : [c.pick(['Gor Mahia', 'AFC Leopards', 'Tusker FC']), c.pick(['Kakamega Homeboyz', 'Bandari FC', 'Shabana FC'])];
    const s1 = c.person(tz ? 'tz' : c.pick(['ke', 'luo'] as const));
    const s2 = c.person(c.pick(['gh', 'ngE', 'rw', 'tz'] as const));
    const coach = c.person(c.pick(['fr', 'pt', 'ke', 'tz'] as const));
    return para(
      `Mshambuliaji wa ${org(home!)} ${P(s1, c.pick(['gs', 'full'] as const))} alifunga mabao mawili huku timu yake ikiichapa ${org(away!)} ${c.int(2, 4)}-${c.int(0, 1)} mjini ${loc(tz ? c.pick(['Dar es Salaam', 'Arusha', 'Mwanza', 'Zanzibar']) : c.pick(['Nairobi', 'Kisumu', 'Mombasa', 'Kakamega', 'Machakos']))} siku ya ${c.pick(SW_DAYS)}.`,
      `Bao la kufutia machozi lilifungwa na ${P(s2, 'gs')} raia wa ${loc(c.pick(['Ghana', 'Nigeria', 'Rwanda', 'Burundi', 'Uganda', 'Zambia']))}. Kocha ${P(coach, 'Sur')} alisema baadaye: "Vijana wangu walicheza kwa moyo."`,
    );
  },
};

const swCrime: Heldout3Template = {
  genre: 'news-crime',
  lang: 'sw',
  fills: 10,
  js: ['KE'],
  make: (c) => {
    const cmdr = c.person('ke');
    const v = c.person(c.pick(['ke', 'luo'] as const));
    const county = c.pick(SW_KE_COUNTIES);
    return para(
      `Polisi katika kaunti ya ${loc(county)} wanamsaka mwanamume anayedaiwa kumuua mkewe, ${P(v, 'gs')}, katika kijiji cha ${loc(c.pick(SW_VILLAGES))} usiku wa ${c.pick(SW_DAYS)}.`,
      `Kamanda wa polisi wa kaunti hiyo, ${P(cmdr, 'gs')}, alisema mwili wa marehemu umepelekwa katika hifadhi ya maiti ya ${org(c.pick(['Moi Teaching and Referral Hospital', 'Kenyatta National Hospital', 'Coast General Hospital', 'Jaramogi Oginga Odinga Teaching and Referral Hospital']))}.`,
    );
  },
};

const swGeneral: Heldout3Template = {
  genre: 'news-general',
  lang: 'sw',
  fills: 12,
  js: ['KE'],
  make: (c) =>
    para(
      `${org(c.pick(['Wizara ya Afya', 'Shirika la Afya Duniani', 'Wizara ya Kilimo', 'Mamlaka ya Hali ya Hewa']))} imewataka wananchi ${c.pick(['kuchemsha maji ya kunywa', 'kupanda mbegu zinazostahimili ukame', 'kuchanja watoto wao dhidi ya surua', 'kujiandaa kwa mvua kubwa'])} katika kipindi cha wiki ${c.int(2, 8)} zijazo.`,
      `Kwa mujibu wa taarifa iliyotolewa siku ya ${c.pick(SW_DAYS)}, visa ${c.int(40, 900)} vimeripotiwa tangu mwanzo wa mwaka, ikilinganishwa na ${c.int(20, 600)} mwaka jana.`,
      `${c.pick(['Imani', 'Amani', 'Neema'])} ya wananchi kwa huduma hizo inaendelea kuongezeka, ${c.pick(['maafisa wa afya', 'wataalamu', 'wakulima wengi'])} wamesema.`,
    ),
};

const swObituary: Heldout3Template = {
  genre: 'news-obituary',
  lang: 'sw',
  fills: 10,
  js: ['KE'],
  make: (c) => {
    const d = c.person(c.pick(['ke', 'tz', 'luo'] as const));
    const w = c.person(c.pick(['ke', 'tz'] as const));
    const kid = c.person(c.pick(['ke', 'tz'] as const));
    return para(
      `TANZIA`,
      `Familia ya marehemu Mzee ${P(d, 'full')} wa kijiji cha ${loc(c.pick(SW_VILLAGES))}, kaunti ya ${loc(c.pick(SW_KE_COUNTIES))}, inatangaza kifo cha mpendwa wao kilichotokea ${dateSw(c)} katika ${org(c.pick(['Hospitali ya Rufaa ya Moi', 'Kenyatta National Hospital', 'Aga Khan Hospital', 'Hospitali ya Kaunti ya Nakuru']))}.`,
      `Mzee ${P(d, 'Sur')} alikuwa mwalimu kwa miaka ${c.int(18, 38)}. Ameacha mjane, Bi ${P(w, 'gs')}, na watoto ${c.int(3, 9)}, akiwemo ${P(kid, 'gs')} anayeishi ${loc(c.pick(['Dubai', 'London', 'Doha', 'Kampala', 'Arusha']))}.`,
      `Mazishi yatafanyika nyumbani kwake ${loc(c.pick(['Kisii', 'Kitale', 'Nyeri', 'Voi', 'Bungoma', 'Murang\'a']))} siku ya ${c.pick(SW_DAYS)}. Bwana alitoa, Bwana ametwaa; jina la Bwana libarikiwe.`,
    );
  },
};

const ZU_LOC = ['eThekwini', 'eMlazi', 'KwaMashu', 'eMgungundlovu', 'eMpangeni', 'eNewcastle', 'eRichards Bay', 'oThongathi', 'eMzimkhulu', 'eGoli', 'ePitoli', 'eNanda', 'eMadadeni', 'eLadysmith'];
const ZU_DAYS = ['ngoMsombuluko', 'ngoLwesibili', 'ngoLwesithathu', 'ngoLwesine', 'ngoLwesihlanu', 'ngoMgqibelo', 'ngeSonto'];

const zuCrime: Heldout3Template = {
  genre: 'news-crime',
  lang: 'zu',
  fills: 12,
  js: ['ZA'],
  make: (c) => {
    const v = c.person('zu');
    const spk = c.person('zu');
    const where = c.pick(ZU_LOC);
    return para(
      `Amaphoyisa ${loc(c.pick(['aseThekwini', 'aseMlazi', 'aseMgungundlovu', 'aseMpangeni']))} aboshe insizwa eneminyaka engu-${c.int(19, 40)} esolwa ngokubulala ${Z('u', v)} ${c.pick(ZU_DAYS)} ebusuku ${loc(where)}.`,
      `Okhulumela amaphoyisa ${loc('KwaZulu-Natal')}, ${Z('u', spk)}, uthe ${Z('u', v, false)} udutshulwe izikhathi ezintathu ngesikhathi ebuya emsebenzini.`,
      `Umsolwa ulindeleke ukuvela enkantolo ${loc(c.pick(['yaseMlazi', 'yaseThekwini', 'yaseNtuzuma', 'yasePinetown']))} ${c.pick(ZU_DAYS)}.`,
    );
  },
};

const zuPolitics: Heldout3Template = {
  genre: 'news-politics',
  lang: 'zu',
  fills: 10,
  js: ['ZA'],
  make: (c) => {
    const premier = c.person('zu');
    const pres = c.person('zu');
    const mayor = c.person('zu');
    return para(
      `UNdunankulu ${loc('waseKwaZulu-Natal')}, ${Z('u', premier)}, uthe uhulumeni uzokwakha imitholampilo emisha ${loc(c.pick(['eThekwini', 'eMpangeni', 'eNewcastle', 'eMzimkhulu']))} ${loc(c.pick(['naseMgungundlovu', 'naseMlazi', 'naseNanda', 'naseMadadeni']))}.`,
      `Ukhulume lokhu ${c.pick(ZU_DAYS)} ngesikhathi evakashele ${c.pick(['isibhedlela', 'isikole', 'imakethe'])} ${loc(c.pick(['eMlazi', 'oThongathi', 'eLadysmith', 'KwaMashu']))}. UMongameli ${Z('u', pres)} uthunyelwe umbiko walolu hlelo, kusho iMeya ${Z('u', mayor)}.`,
    );
  },
};

const zuSport: Heldout3Template = {
  genre: 'news-sport',
  lang: 'zu',
  fills: 8,
  js: ['ZA'],
  make: (c) => {
    const a = c.person('zu');
    const b = c.person('zu');
    return para(
      `Iqembu ${loc(c.pick(['laseThekwini', 'laseMgungundlovu']))} i-${org('AmaZulu FC')} lishaye i-${org(c.pick(['Kaizer Chiefs', 'Orlando Pirates', 'Golden Arrows', 'Richards Bay FC']))} ngo-${c.int(2, 3)}-${c.int(0, 1)} ${c.pick(ZU_DAYS)}.`,
      `Amagoli ashaywe ${Z('ngu', a)} ${Z('no', b)}. Umqeqeshi uthe ${Z('u', a, false)} ungumdlali omkhulu kunabo bonke ${loc('eNingizimu Afrika')}.`,
    );
  },
};

const zuObituary: Heldout3Template = {
  genre: 'news-obituary',
  lang: 'zu',
  fills: 8,
  js: ['ZA'],
  make: (c) => {
    const d = c.person('zu');
    const w = c.person('zu');
    return para(
      `Kushone ${Z('u', d)} (${c.int(58, 94)}) ${loc(c.pick(['waseNewcastle', 'waseMpangeni', 'waseMlazi', 'waseLadysmith', 'waseMadadeni']))}, obesebenza njengothisha e-${org(c.pick(['Adams College', 'Ohlange High School', 'Inanda Seminary']))}.`,
      `Umngcwabo uzoba ${c.pick(ZU_DAYS)} ${loc(c.pick(['eMadadeni', 'eMzimkhulu', 'oThongathi', 'eNanda']))}. Ushiya umkakhe ${Z('u', w)} nezingane ezintathu.`,
    );
  },
};

const RW_DISTRICTS = ['Musanze', 'Huye', 'Rubavu', 'Nyagatare', 'Rusizi', 'Muhanga', 'Rwamagana', 'Karongi', 'Nyamagabe', 'Gicumbi', 'Bugesera', 'Nyanza'];
const RW_SECTORS = ['Kinigi', 'Gisenyi', 'Tumba', 'Kimironko', 'Remera', 'Nyamirambo', 'Gahanga', 'Shyogwe', 'Rwezamenyo'];

const rwPolitics: Heldout3Template = {
  genre: 'news-politics',
  lang: 'rw',
  fills: 8,
  js: ['KE'],
  make: (c) => {
    const mayor = c.person('rw');
    const min = c.person('rw');
    const d = c.pick(RW_DISTRICTS);
    return para(
      `Umuyobozi w'Akarere ka ${loc(d)}, ${P(mayor, c.pick(['gs', 'sf'] as const))}, yatangaje ko imirimo yo kubaka isoko rishya mu Murenge wa ${loc(c.pick(RW_SECTORS))} izatangira mu kwezi gutaha.`,
      `Yabivugiye mu nama yahuje abaturage n'abayobozi ku wa ${c.pick(['Mbere', 'Kabiri', 'Gatatu', 'Kane', 'Gatanu'])}, aho yari kumwe na Minisitiri ${P(min, 'gs')}. Minisitiri yavuze ko Leta y'u ${loc('Rwanda')} izatanga miliyoni ${c.int(100, 900)} z'amafaranga y'u ${loc('Rwanda')}.`,
    );
  },
};

const rwSport: Heldout3Template = {
  genre: 'news-sport',
  lang: 'rw',
  fills: 8,
  js: ['KE'],
  make: (c) => {
    const a = c.person('rw');
    const b = c.person(c.pick(['rw', 'ngE', 'gh'] as const));
    return para(
      `Ikipe ya ${org(c.pick(['Rayon Sports', 'APR FC', 'Police FC', 'Kiyovu Sports']))} yatsinze ${org(c.pick(['AS Kigali', 'Mukura VS', 'Etincelles FC', 'Musanze FC']))} ibitego ${c.int(2, 3)} kuri ${c.int(0, 1)} kuri iki Cyumweru i ${loc(c.pick(['Kigali', 'Huye', 'Rubavu', 'Musanze']))}.`,
      `Igitego cya mbere cyatsinzwe na ${P(a, c.pick(['gs', 'sf'] as const))} ku munota wa ${c.int(5, 40)}, icya kabiri gitsindwa na ${P(b, 'gs')}.`,
    );
  },
};

const LG_PLACES = ['Masaka', 'Mukono', 'Wakiso', 'Entebbe', 'Jinja', 'Mbarara', 'Luweero', 'Mityana', 'Mpigi', 'Kayunga', 'Mubende', 'Bukomansimbi', 'Kalungu', 'Nansana'];
const LG_DAYS = ['ku Mmande', 'ku Lwokubiri', 'ku Lwokusatu', 'ku Lwokuna', 'ku Lwokutaano', 'ku Lwomukaaga', 'ku Ssande'];

const lgCrime: Heldout3Template = {
  genre: 'news-crime',
  lang: 'lg',
  fills: 8,
  js: ['KE'],
  make: (c) => {
    const spk = c.person('lg');
    const v = c.person('lg');
    const p = c.pick(LG_PLACES);
    return para(
      `Poliisi e ${loc(p)} ekutte abantu basatu abagambibwa okubba ente mu ggombolola y'e ${loc(c.pick(['Kyanamukaaka', 'Buwunga', 'Kyesiiga', 'Nama', 'Goma', 'Busukuma']))}.`,
      `Omwogezi wa poliisi mu kitundu kino, ${P(spk, c.pick(['sf', 'gs'] as const))}, agambye nti ente ezo zaali za ${P(v, c.pick(['sf', 'gs'] as const))} ow'e ${loc(c.pick(LG_PLACES))}, era zaazuuliddwa mu katale k'e ${loc(c.pick(LG_PLACES))} ${c.pick(LG_DAYS)}.`,
    );
  },
};

const lgObituary: Heldout3Template = {
  genre: 'news-obituary',
  lang: 'lg',
  fills: 8,
  js: ['KE'],
  make: (c) => {
    const d = c.person('lg');
    const mp = c.person('lg');
    return para(
      `Omugenzi ${P(d, c.pick(['sf', 'gs'] as const))} yafiiridde mu ddwaliro e ${loc(c.pick(['Mengo', 'Nsambya', 'Rubaga', 'Kiruddu', 'Mulago']))} ${c.pick(LG_DAYS)} ng'aweza emyaka ${c.int(58, 97)}.`,
      `Omubaka wa Palamenti owa ${loc(c.pick(LG_PLACES))}, ${P(mp, c.pick(['sf', 'gs'] as const))}, agambye nti omugenzi yali musomesa ku ${org(c.pick(["St. Mary's College Kisubi", 'Gayaza High School', 'Makerere University', 'Kings College Budo']))} okumala emyaka ${c.int(15, 35)}. Wa kuziikibwa ku kyalo ${loc(c.pick(['Bukomansimbi', 'Kyotera', 'Butambala', 'Gomba', 'Lwengo']))} ${c.pick(LG_DAYS)}.`,
    );
  },
};

const WO_PLACES = ['Dakar', 'Tivaouane', 'Touba', 'Kaolack', 'Thiès', 'Ziguinchor', 'Saint-Louis', 'Rufisque', 'Mbour', 'Louga', 'Pikine', 'Guédiawaye', 'Diourbel', 'Kolda'];

const woPolitics: Heldout3Template = {
  genre: 'news-politics',
  lang: 'wo',
  fills: 8,
  js: ['GH'],
  make: (c) => {
    const min = c.person('wo');
    const mayor = c.person('wo');
    const p1 = c.pick(WO_PLACES);
    return para(
      `Ministar bu wér-gi-yaramu, ${P(min, 'gs')}, dem na ${loc(p1)} ngir xool loppitaan bu bees bi.`,
      `${P(mayor, 'gs')}, meeru ${loc(c.pick(WO_PLACES.filter((x) => x !== p1)))}, wax na ne dinañu tabax ñaari daara yu bees ci diir bu gàtt. Ñu bari ci waa ${loc('Senegaal')} ñoo ngi xaar ndox mu set.`,
    );
  },
};

const woObituary: Heldout3Template = {
  genre: 'news-obituary',
  lang: 'wo',
  fills: 8,
  js: ['GH'],
  make: (c) => {
    const d = c.person('wo');
    const s = c.person('wo');
    return para(
      `Sunu mbokk ${P(d, c.pick(['gs', 'full'] as const))} faatu na démb ci ${loc(c.pick(WO_PLACES))}, am na ${c.int(60, 95)} at. Yàlla na ko Yàlla yërmu.`,
      `Jàngalekat la woon ci ${org('Université Cheikh Anta Diop')} diirub ${c.int(15, 35)} at. Doomam ju mag ji, ${P(s, 'gs')}, wax na ne dinañu ko denc tey ci ${loc(c.pick(['Touba', 'Tivaouane', 'Ndiassane', 'Médina Baye', 'Yoff']))}.`,
    );
  },
};

const LUO_PLACES = ['Kisumu', 'Siaya', 'Homa Bay', 'Migori', 'Bondo', 'Kendu Bay', 'Ahero', 'Rongo', 'Nyando', 'Ugunja', 'Maseno', 'Usenge', 'Mbita', 'Oyugis'];

const luoCrime: Heldout3Template = {
  genre: 'news-crime',
  lang: 'luo',
  fills: 8,
  js: ['KE'],
  make: (c) => {
    const v = c.person('luo');
    const spk = c.person('luo');
    return para(
      `Jopolis e ${loc(c.pick(LUO_PLACES))} omako chwo ariyo ma idonjo ni kuelo dhok mag ${P(v, 'gs')} e gweng' mar ${loc(c.pick(['Kadibo', 'Kanyamkago', 'Kochia', 'Seme', 'Nyakach', 'Alego']))}.`,
      `Jatelo mar polis, ${P(spk, 'gs')}, owacho ni dhok no ne oyud e chiro mar ${loc(c.pick(LUO_PLACES))} chieng' ${c.pick(['Wuok Tich', 'Tich Ariyo', 'Tich Adek', "Tich Ang'wen", 'Tich Abich', 'Ngeso'])}.`,
    );
  },
};

const luoSport: Heldout3Template = {
  genre: 'news-sport',
  lang: 'luo',
  fills: 8,
  js: ['KE'],
  make: (c) => {
    const a = c.person('luo');
    const b = c.person(c.pick(['luo', 'ke'] as const));
    return para(
      `${org('Gor Mahia')} oloyo ${org(c.pick(['AFC Leopards', 'Tusker FC', 'Bandari FC', 'Shabana FC']))} gi gol ${c.pick(['ariyo', 'adek'])} ne achiel e ${loc(c.pick(['Kisumu', 'Nairobi', 'Kakamega', 'Machakos']))}.`,
      `${P(a, c.pick(['gs', 'Sur'] as const))} ema nogoyo gol mokwongo, to ${P(b, 'gs')} nomedo mar ariyo. Jotim mag ${loc('Nyanza')} ne mor ahinya.`,
    );
  },
};

// ---- other genres -------------------------------------------------------------------------------------------

const PODCASTS = ['Kitchen Table Talk', 'The Long Commute', 'Diaspora Dispatch', 'Matatu Diaries', 'Jollof and Justice', 'Township Tales'];

const podcast: Heldout3Template = {
  genre: 'podcast',
  lang: 'en',
  fills: 20,
  make: (c) => {
    const host = c.person();
    const guest = c.person();
    const chat = c.person();
    const guestLabel = nameOf(guest, 'given').toUpperCase();
    const hometown = c.raw('city');
    return para(
      `[00:${String(c.int(10, 59)).padStart(2, '0')}:${String(c.int(10, 59)).padStart(2, '0')}] HOST: Welcome back to ${c.pick(PODCASTS)}. I'm ${P(host, 'gs')}, and my guest today grew up in ${loc(c.raw('area'))}, ${loc(hometown)}, and now runs a bakery in ${loc(c.pick(ABROAD))}. ${P(guest, 'full')}, welcome.`,
      `${per(guestLabel)}: Thanks, ${P(host, 'given')}. I trained as a ${c.pick(['nurse', 'pharmacist', 'lab scientist', 'civil engineer'])} at ${org(c.pick(INSTITUTIONS_AFTER_PERSON[c.j]))}, and honestly my mum still thinks I'm coming home to ${loc(hometown)} next year.`,
      `HOST: Someone in the chat, ${per(nameOf(chat, 'lowerGiven'))} from ${loc(c.raw('city').toLowerCase())}, asks whether you miss the food.`,
      `${per(guestLabel)}: Every day. ${c.pick(['Hope', 'Grace', 'Faith', 'Patience'])} is what keeps a small business going, that and good flour.`,
    );
  },
};

const CHURCHES = ["St Mark's Anglican Church", 'Christ the King Catholic Church', 'Redeemed Christian Church of God, Victory Parish', 'Methodist Church of the Resurrection', 'Holy Trinity Lutheran Church', 'Deeper Life Bible Church'];

const church: Heldout3Template = {
  genre: 'church',
  lang: 'en',
  fills: 20,
  make: (c) => {
    const [a, b, e] = [c.person(), c.person(), c.person()];
    // The sister prayed for has one of the word-like names most often read as words (`Blessing`, `Sunday`).
    const d = { ...c.person(), given: c.pick(CORE_WORD_NAMES) };
    return para(
      `${org(c.pick(CHURCHES))}, ${loc(c.raw('area'))}`,
      `ANNOUNCEMENTS for ${c.pick(['the Second Sunday after Easter', 'Harvest Sunday', 'Advent Sunday', 'Pentecost Sunday', 'Thanksgiving Sunday'])}`,
      `1. Congratulations to Deacon ${P(a, 'gs')} and Deaconess ${P(b, 'gs')} on their ${c.pick(['25th', '30th', '40th'])} wedding anniversary.`,
      `2. Please remember in your prayers Sis. ${P(d, c.pick(['gs', 'given'] as const))}, who is recovering at home after surgery.`,
      `3. The youth fellowship will travel to ${loc(c.raw('city'))} for the regional convention on ${dateEn(c)}. Contact Bro. ${P(e, 'given')} to register.`,
      `4. The building fund stands at ${amount(c, 100000, 4000000, 5000)}. Give as the Lord lays it on your heart.`,
    );
  },
};

const churchPlain: Heldout3Template = {
  genre: 'church',
  lang: 'en',
  fills: 12,
  make: (c) =>
    para(
      `NOTICES`,
      `• ${c.pick(['Choir practice', 'Bible study', 'The prayer meeting', 'The Mothers\' Union meeting'])} moves to ${c.pick(['Wednesday', 'Thursday', 'Friday'])} at ${c.int(5, 7)}.${c.pick(['00', '30'])} pm this week.`,
      `• Harvest Thanksgiving is next Sunday. Bring ${c.pick(['tins and dry food', 'fruit and vegetables', 'baskets of produce'])} for the food bank by ${c.pick(['Friday', 'Saturday'])}.`,
      `• ${c.pick(['Blessing', 'Mercy', 'Favour', 'Grace'])} and peace to all who worship with us today, and a special welcome to visitors.`,
      `• Sunday school collection last week: ${amount(c, 2000, 90000, 50)}. Thank you for your faithful giving.`,
      `• ${c.pick(['Innocent', 'Precious', 'Blessed', 'Gifted'])} are those who hunger and thirst for righteousness. ${c.pick(['Memory verse', 'Text for the week'])}: Matthew ${c.int(4, 7)}:${c.int(1, 30)}.`,
    ),
};

const MARKET_GOODS_NG = ['a 50 kg bag of rice', 'a 100 kg bag of maize', 'a basket of tomatoes', 'a tuber of yam', 'a 25-litre keg of palm oil', 'a crate of eggs', 'a bag of garri'];

/** Prices of one market basket are written in whole units of each currency, at that currency's order of size. */
const PRICE_SCALE: Record<Jurisdiction3, number> = { NG: 250, KE: 20, GH: 2, ZA: 3, GB: 1, EU: 1 };

const market: Heldout3Template = {
  genre: 'market',
  lang: 'en',
  fills: 18,
  make: (c) => {
    const trader = c.person(undefined, c.int(0, 2) === 0);
    const cur = { NG: '₦', KE: 'KSh ', GH: 'GH₵', ZA: 'R', GB: '£', EU: '€' }[c.j];
    const scale = PRICE_SCALE[c.j];
    const now = c.int(40, 400) * scale;
    const before = now - c.int(2, 30) * scale;
    const [c1, c2, c3] = [c.raw('city'), c.raw('city'), c.raw('city')];
    return para(
      `MARKET PRICES — week ${c.int(1, 52)}`,
      `In ${loc(c1)}, ${c.pick(MARKET_GOODS_NG)} sold at ${cur}${now.toLocaleString('en-GB')}, up from ${cur}${before.toLocaleString('en-GB')} last week. Prices in ${loc(c2 === c1 ? c.raw('region') : c2)} were steady.`,
      `Traders in ${loc(c.raw('area'))} blamed the rise on the state of the road from ${loc(c3)}. "Lorries now spend two days on that road," said ${P(trader, c.pick(['gs', 'full'] as const))}, who sells ${c.pick(['onions', 'pepper', 'beans', 'plantain'])} there.`,
      `Supplies from ${loc(c.pick(c.pl.country.length > 1 ? c.pl.country : ABROAD))} are expected to ease prices next month.`,
    );
  },
};

const marketPlain: Heldout3Template = {
  genre: 'market',
  lang: 'en',
  fills: 12,
  make: (c) => {
    const cur = { NG: '₦', KE: 'KSh ', GH: 'GH₵', ZA: 'R', GB: '£', EU: '€' }[c.j];
    const price = (lo: number, hi: number) => `${cur}${(c.int(lo, hi) * PRICE_SCALE[c.j]).toLocaleString('en-GB')}`;
    return para(
      `PRICE WATCH (average retail, this week vs last week)`,
      `Maize (per kg): ${price(1, 6)} vs ${price(1, 6)}`,
      `Beans (per kg): ${price(2, 12)} vs ${price(2, 12)}`,
      `Cooking gas (12.5 kg refill): ${price(20, 80)}`,
      `Comment: ${c.pick(['Prices of grains eased as the new harvest reached the markets.', 'Fuel costs pushed transport fares up again.', 'Given the dry spell, vegetable prices may rise further.', 'Demand for rice rose ahead of the festive season.'])}`,
    );
  },
};

/** People of one text whose given names all differ (a family listed by given name), word-like where asked. */
function distinctGiven(c: Ctx3, wordName: readonly boolean[]): NerPerson[] {
  const out: NerPerson[] = [];
  for (const w of wordName) {
    let p = c.person(undefined, w);
    for (let tries = 0; tries < 20 && out.some((q) => q.given === p.given); tries++) p = c.person(undefined, w);
    out.push(p);
  }
  return out;
}

const obituaryNotice: Heldout3Template = {
  genre: 'obituary-notice',
  lang: 'en',
  fills: 20,
  make: (c) => {
    const d = c.person();
    const [wife, ...kids] = distinctGiven(c, [c.int(0, 1) === 0, false, false, true]);
    const title = c.pick(['CHIEF ', 'MR ', 'ELDER ', 'DR ', '']);
    return para(
      `OBITUARY`,
      `With gratitude to God for a life well spent, the family of the late ${title}${P(d, c.pick(['caps', 'sfCaps'] as const))} announces his passing on ${dateEn(c)} at the age of ${c.int(62, 99)}.`,
      `He is survived by his wife, ${P(wife!, 'given')}; children ${P(kids[0]!, 'given')}, ${P(kids[1]!, 'given')} and ${P(kids[2]!, 'given')}; and many grandchildren in ${loc(c.raw('city'))} and ${loc(c.pick(ABROAD))}.`,
      `Funeral service: ${org(c.pick(CHURCHES))}, ${c.int(1, 90)} ${loc(c.raw('street'))}, ${loc(c.raw('city'))}, followed by interment at his hometown, ${loc(c.raw('area'))}.`,
      `He retired in ${c.int(1995, 2015)} after ${c.int(20, 38)} years at ${org(c.pick(INSTITUTIONS_AFTER_PERSON[c.j]))}. For enquiries: ${P(kids[0]!, 'gs')}.`,
    );
  },
};

const CLUBS = ['Harbourside Harriers', 'Riverside Chess Club', 'Old Boys Association', 'Sunrise Cycling Club', 'Parkrun Volunteers Network', 'Book and Brew Society'];

const newsletter: Heldout3Template = {
  genre: 'newsletter',
  lang: 'en',
  fills: 18,
  make: (c) => {
    const [a, b, d, e] = [c.person(), c.person(), c.person(), c.person()];
    return para(
      `${org(c.pick(CLUBS))} — ${c.pick(MONTHS3)} newsletter`,
      `Well done to ${P(a, 'gs')}, who finished her first half marathon in ${loc(c.raw('city'))} in ${c.int(1, 2)}:${String(c.int(10, 59))}, and to ${P(b, c.pick(['gs', 'given'] as const))} for a personal best on the hill course near ${loc(c.raw('area'))}.`,
      `Our away fixture against the ${loc(c.raw('city'))} section is on ${dateEn(c)}; the minibus leaves from ${loc(c.raw('street'))} at 7.${c.pick(['00', '15', '30'])}.`,
      `A warm welcome to new members ${P(d, 'gs')} and ${P(e, c.pick(['gs', 'init'] as const))}, who has just moved here from ${loc(c.pick(ABROAD))}.`,
    );
  },
};

const newsletterPlain: Heldout3Template = {
  genre: 'newsletter',
  lang: 'en',
  fills: 12,
  make: (c) =>
    para(
      `From the committee`,
      `Subscriptions for the new season are now due: ${c.pick(['£', '€', 'R', '₦', 'KSh '])}${amount(c, 10, 900, 5)} for adults and half that for juniors.`,
      `The annual general meeting will be held on the ${c.int(2, 28)}th at ${c.int(6, 8)} pm. ${c.pick(['Nominations for treasurer close a week before.', 'Motions must reach the secretary in writing.', 'Refreshments will be provided.'])}`,
      `${c.pick(['Sunday', 'Saturday', 'Wednesday'])} sessions start at ${c.int(6, 9)}.${c.pick(['00', '30'])}; ${c.pick(['please bring your own water', 'new members are always welcome', 'lost property is in the box by the door'])}.`,
    ),
};

/** Every template of set 3, in the order they are filled. */
export const HELDOUT3_NER_TEMPLATES: readonly Heldout3Template[] = [
  judgmentGbHeadnote,
  judgmentGbBody,
  judgmentGbCrime,
  judgmentGbTribunal,
  judgmentGbOrders,
  judgmentUksc,
  judgmentEchrProcedure,
  judgmentEchrFacts,
  judgmentEchrOperative,
  judgmentNgSc,
  judgmentNgCa,
  judgmentKe,
  judgmentZa,
  judgmentGh,
  judgmentCounsel,
  judgmentCitations,
  haPolitics,
  haCrime,
  haObituary,
  haSport,
  haGeneral,
  yoPolitics,
  yoObituary,
  yoCrime,
  igCrime,
  igPolitics,
  pcmCrime,
  pcmSport,
  pcmPolitics,
  swPolitics,
  swSport,
  swCrime,
  swGeneral,
  swObituary,
  zuCrime,
  zuPolitics,
  zuSport,
  zuObituary,
  rwPolitics,
  rwSport,
  lgCrime,
  lgObituary,
  woPolitics,
  woObituary,
  luoCrime,
  luoSport,
  podcast,
  church,
  churchPlain,
  market,
  marketPlain,
  obituaryNotice,
  newsletter,
  newsletterPlain,
].map((t) => ({ ...t, make: (c: Ctx3) => t.make(c).normalize('NFC') }));
